/**
 * End to end: tmux's `-F FORMAT` of `berth ls`, `list-windows`,
 * `list-panes` and `list-clients`, with a real daemon, real shells and a
 * real attach client: one line a row, expanded by the daemon for that
 * row's session, window, pane and client as tmux does; `-F` with
 * `--json` is refused, and a request whose `format` is not a string
 * drops only its sender.
 */

import assert from "node:assert/strict";
import { encodeFrame } from "../../protocol/framing.ts";
import { PROTOCOL_VERSION } from "../../protocol/messages.ts";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { RawClient } from "../_helpers/raw_client.ts";
import { attachedTerminal } from "../_helpers/user_terminal.ts";

/** Waits until `run` prints `want`; else fails showing what it printed. */
async function waitOutput(
  run: () => Promise<string>,
  want: string,
): Promise<void> {
  let last = "";
  await waitFor(
    async () => (last = await run()) === want,
    20_000,
    `output ${JSON.stringify(want)} (last: ${JSON.stringify(last)})`,
  ).catch(() => assert.equal(last, want));
}

Deno.test("ls, list-windows and list-panes -F print one expanded line a row, as tmux's", async () => {
  await using d = await TestDaemon.create();
  const host = Deno.hostname();
  await d.ok(
    "new",
    "-d",
    "-s",
    "lf",
    "--cols",
    "81",
    "--rows",
    "24",
    "--",
    "sh",
  );
  await d.ok("rename-window", "-t", "lf:0", "main");
  await d.ok("split-window", "-h", "-t", "lf", "--", "sh");
  await d.ok("new-window", "-d", "-t", "lf", "-n", "logs", "--", "sh");
  await d.ok("new", "-d", "-s", "two", "--", "sh");
  // The left pane, not the active one, sets its title and runs sleep.
  await d.ok(
    "send",
    "-t",
    "lf:0.0",
    "printf '\\033]2;left title\\007'; sleep 600\n",
  );
  const panes = () =>
    d.ok(
      "list-panes",
      "-t",
      "lf",
      "-F",
      "#D #{pane_current_command}#{?pane_active,*,} [#{no_such}] #T",
    );
  await waitOutput(panes, `%0 sleep [] left title\n%1 sh* [] ${host}\n`);

  assert.equal(
    await d.ok("ls", "-F", "#S #{session_windows} #I:#W.#P #D"),
    "lf 2 0:main.1 %1\ntwo 1 0:sh.0 %3\n",
  );
  assert.equal(
    await d.ok(
      "list-windows",
      "-t",
      "lf",
      "-F",
      "#I:#W#{?window_active,*,} #{window_panes} #D #{pane_title}",
    ),
    `0:main* 2 %1 ${host}\n1:logs 1 %2 ${host}\n`,
  );
  // --format, and -t naming another window or a pane in it.
  assert.equal(
    await d.ok("list-panes", "-t", "lf:1", "--format", "#D"),
    "%2\n",
  );
  assert.equal(
    await d.ok("list-panes", "-t", "lf:0.0", "--format=#P:#{pane_width}"),
    "0:40\n1:40\n",
  );
  assert.equal(
    await d.ok("list-windows", "-t", "two", "-F", "#S:#I"),
    "two:0\n",
  );
  // Without -F the human output is as it was.
  assert.match(await d.ok("list-panes", "-t", "lf"), /^0: \[40x24\] at 0,0 /);
});

Deno.test("pane_current_path is the foreground program's working directory, else the pane's child's, as tmux's", async () => {
  await using d = await TestDaemon.create();
  const dir = await Deno.realPath(d.dir);
  await Deno.mkdir(`${dir}/shell`);
  await Deno.mkdir(`${dir}/job`);
  await d.ok(
    "new",
    "-d",
    "-s",
    "cp",
    "--",
    "sh",
    "-c",
    "cd /tmp && exec sleep 600",
  );
  await d.ok(
    "split-window",
    "-h",
    "-t",
    "cp",
    "--",
    "bash",
    "--norc",
    "--noprofile",
    "-i",
  );
  const paths = () =>
    d.ok("list-panes", "-t", "cp", "-F", "#D #{pane_current_path}");
  // The shell is in the foreground: its own directory.
  await d.ok("send", "-t", "cp:0.1", `cd ${dir}/shell\n`);
  await waitOutput(paths, `%0 /tmp\n%1 ${dir}/shell\n`);
  // A job in the foreground, elsewhere: its directory, not the shell's.
  await d.ok("send", "-t", "cp:0.1", `(cd ${dir}/job && exec sleep 600)\n`);
  await waitOutput(paths, `%0 /tmp\n%1 ${dir}/job\n`);
  assert.equal(
    await d.ok("display-message", "-p", "-t", "cp:0.0", "#{pane_current_path}"),
    "/tmp\n",
  );
});

Deno.test("list-clients -F prints each client with its session's window and pane", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "lf", "--", "sh");
  await d.ok("new", "-d", "-s", "two", "--", "sh");
  await d.ok("split-window", "-v", "-t", "two", "--", "sh");
  await using t = await attachedTerminal(d, "two");
  const out = await d.ok(
    "list-clients",
    "-F",
    "#{client_tty} #S #I.#P #D #{client_width}x#{client_height} #{client_readonly}",
  );
  // tmux's client_height: the terminal's, the status line in.
  assert.match(out, /^\/dev\/\S+ two 0\.1 %2 80x24 0\n$/);
  assert.equal(await d.ok("list-clients", "-t", "lf", "-F", "#S"), "");
  assert.equal(await d.ok("list-clients", "-t", "two", "-F", "#S"), "two\n");
  await t.write("\x02d");
  await t.waitExit();
});

Deno.test("-F with --json is one line and exit 1; a format that is no string drops only its sender", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "lf", "--", "sh");
  for (
    const args of [
      ["ls"],
      ["list-windows", "-t", "lf"],
      ["list-panes", "-t", "lf"],
      ["list-clients"],
    ]
  ) {
    const r = await d.cli(...args, "-F", "#S", "--json");
    assert.equal(r.code, 1, args.join(" "));
    // Given --json, the error line is JSON too.
    assert.equal(
      r.stderr,
      '{"ok":false,"error":"bad-request","message":"Choose one of -F and --json"}\n',
    );
    assert.equal(r.stdout, "");
  }
  for (const op of ["ls", "list-panes", "list-windows", "list-clients"]) {
    await using raw = await RawClient.connect(d.socket);
    await raw.write(
      encodeFrame({ t: "hello", version: PROTOCOL_VERSION, client: "test" }),
    );
    const name = op === "ls" || op === "list-clients" ? {} : { name: "lf" };
    await raw.write(encodeFrame({ t: "req", id: 1, op, ...name, format: 42 }));
    const msgs = await raw.readUntilClosed(10_000) as {
      t: string;
      message?: string;
    }[];
    const fatal = msgs.find((m) => m.t === "fatal");
    assert.match(
      fatal?.message ?? "",
      /^Field format must be a string of at most 16384 characters$/,
      op,
    );
  }
  assert.equal(await d.ok("list-panes", "-t", "lf", "-F", "#S #D"), "lf %0\n");
});

Deno.test("split-window and new-window -c expand formats for the target pane: -c '#{pane_current_path}' starts where that pane's program is", async () => {
  await using d = await TestDaemon.create();
  const dir = await Deno.makeTempDir({ dir: d.dir });
  await d.ok(
    "new",
    "-d",
    "-s",
    "c",
    "--",
    "sh",
    "-c",
    `cd ${dir} && exec sleep 600`,
  );
  await waitFor(
    async () =>
      (await d.ok("display-message", "-p", "-t", "c", "#{pane_current_path}"))
        .trim() === dir,
    10_000,
    "the pane's directory",
  );
  await d.ok(
    "split-window",
    "-t",
    "c",
    "-c",
    "#{pane_current_path}",
    "--",
    "sleep",
    "600",
  );
  // A window index target: tmux's takes no pane; the format is for the
  // session's active pane (the split one, started where c:0.0 is).
  await d.ok(
    "new-window",
    "-t",
    "c:",
    "-c",
    "#{pane_current_path}",
    "--",
    "sleep",
    "600",
  );
  const dirs = async (t: string) =>
    (await d.ok("list-panes", "-t", t, "-F", "#{pane_current_path}")).trim();
  await waitFor(
    async () => await dirs("c:0") === `${dir}\n${dir}`,
    10_000,
    "split",
  );
  await waitFor(async () => await dirs("c:1") === dir, 10_000, "new window");
});
