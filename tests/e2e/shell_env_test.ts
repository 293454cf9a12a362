/**
 * End to end: tmux's `run-shell`, `if-shell`, `set-environment` and
 * `show-environment` with a real daemon: from the command line, the
 * config file's `commands`, a key binding and the `:` prompt; the
 * environments reach new panes and live through `berth upgrade`.
 */

import assert from "node:assert/strict";
import { berthArgv, readOr, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

Deno.test("run-shell prints the command's output and exits with its status, formats expanded for the target", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "--", "cat");
  const r = await d.cli("run-shell", "echo out; echo err >&2; exit 3");
  assert.equal(r.code, 3, "its status");
  assert.match(r.stdout, /^out$/m);
  assert.match(r.stdout, /^err$/m, "stderr too, as tmux shows it");
  assert.equal(r.stderr, "");
  assert.equal((await d.cli("run-shell", "kill -9 $$")).code, 137);
  assert.equal(
    await d.ok("run-shell", "-t", "w", "echo #{session_name} #D '#{l:#S}'"),
    "w %0 #S\n",
  );
  // BERTH names the daemon and the session: berth commands there act on it.
  assert.equal(
    await d.ok("run-shell", "-t", "w", "echo $BERTH"),
    `${d.socket},w\n`,
  );
  // The command's directory, or -c's; stdin is /dev/null.
  assert.equal(await d.ok("run-shell", "pwd"), `${d.dir}\n`);
  assert.equal(await d.ok("run-shell", "-c", "/", "pwd; cat"), "/\n");
  // -b returns at once; the job goes on in the daemon.
  await d.ok("run-shell", "-b", "sleep 0.3; echo done > bg.txt");
  await waitFor(() => readOr(`${d.dir}/bg.txt`) === "done\n", 10_000);
  // Mistakes are one line and exit 1.
  for (
    const [args, why] of [
      [["run-shell"], /^berth: run-shell needs a shell command\n$/],
      [["run-shell", "echo", "a"], /^berth: run-shell takes one shell /],
      [["run-shell", "-t", "nosuch", "true"], /^berth: No session named /],
      [["run-shell", "-c", "/nonexistent", "true"], /No such directory/],
    ] as const
  ) {
    const bad = await d.cli(...args);
    assert.equal(bad.code, 1, args.join(" "));
    assert.match(bad.stderr, why);
    assert.doesNotMatch(bad.stderr, /\n.*\n/, "one line");
  }
});

Deno.test("run-shell: what a program sets (its title) is quoted in the shell text, never run", async () => {
  await using d = await TestDaemon.create();
  const marker = `${d.dir}/pwned`;
  // A program sets a title that would run a command if substituted as is.
  await d.ok(
    "new",
    "-d",
    "-s",
    "t",
    "--",
    "sh",
    "-c",
    `printf '\\033]2;x $(touch ${marker}); touch ${marker}\\007'; exec cat`,
  );
  await waitFor(
    async () =>
      (await d.ok("display", "-p", "-t", "t", "#T")).includes("touch"),
    10_000,
  );
  const out = await d.ok("run-shell", "-t", "t", "echo #T");
  assert.equal(out, `x $(touch ${marker}); touch ${marker}\n`);
  assert.equal(readOr(marker), null, "nothing ran");
});

Deno.test("if-shell runs the first command line when the shell command exits 0, else the second; -F tests a format", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "--", "cat");
  const pick = async (...args: string[]) => {
    await d.ok("if-shell", ...args, "setenv -g PICK yes", "setenv -g PICK no");
    return (await d.ok("showenv", "-g", "PICK")).trim();
  };
  assert.equal(await pick("true"), "PICK=yes");
  assert.equal(await pick("test -n ''"), "PICK=no");
  assert.equal(await pick("-F", "-t", "w", "#{==:#S,w}"), "PICK=yes");
  assert.equal(await pick("-F", "-t", "w", "#{==:#S,v}"), "PICK=no");
  assert.equal(await pick("-F", "0"), "PICK=no");
  assert.equal(await pick("-F", "1"), "PICK=yes");
  // The shell command runs in the daemon, in the global environment.
  await d.ok("setenv", "-g", "FLAG", "1");
  assert.equal(await pick('test "$FLAG" = 1'), "PICK=yes");
  // The chosen command's output and status are if-shell's; -t is its
  // default target.
  assert.equal(await d.ok("if", "-t", "w", "true", "display -p '#S'"), "w\n");
  const none = await d.cli("if-shell", "false", "display -p x");
  assert.deepEqual([none.code, none.stdout], [0, ""], "no else: nothing");
  const bad = await d.cli("if-shell", "true", "kill-session -t nosuch");
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /^berth: No session named nosuch/);
  const usage = await d.cli("if-shell", "true");
  assert.equal(usage.code, 1);
  assert.match(usage.stderr, /^berth: if-shell takes SHELL-COMMAND COMMAND/);
});

Deno.test("if-shell's command is a list, as tmux's: 'A ; B' runs both, and stops at the first that fails", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "--", "cat");
  const env = async () => (await d.ok("showenv", "-g")).split("\n").sort();
  await d.ok("if-shell", "true", "setenv -g A 1 ; setenv -g B 2");
  assert.deepEqual((await env()).filter((l) => /^[ABC]=/.test(l)), [
    "A=1",
    "B=2",
  ]);
  await d.ok(
    "if-shell",
    "-F",
    "0",
    "setenv -g C x",
    "setenv -g A 3; setenv -g B 4",
  );
  // The first that fails ends the list, with its error.
  const bad = await d.cli(
    "if-shell",
    "true",
    "setenv -g A 5 ; kill-session -t nosuch ; setenv -g C 6",
  );
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /^berth: No session named nosuch/);
  assert.deepEqual((await env()).filter((l) => /^[ABC]=/.test(l)), [
    "A=5",
    "B=4",
  ]);
  // A quoted or escaped ; is a word, not a separator.
  await d.ok("if-shell", "true", "setenv -g C ';'");
  assert.equal((await d.ok("showenv", "-g", "C")).trim(), "C=;");
});

Deno.test("set-environment: global and session variables reach new panes, the session's winning; -u, -r, show-environment", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "-e", "FROM_E=e1", "--", "cat");
  assert.equal(await d.ok("showenv", "-t", "w"), "FROM_E=e1\n", "new -e's");
  await d.ok("setenv", "-g", "GLOBAL_V", "g1");
  await d.ok("setenv", "-g", "BOTH", "global");
  await d.ok("setenv", "-t", "w", "BOTH", "session");
  await d.ok("setenv", "-t", "w", "-r", "LANG"); // from the client's env
  await d.ok("setenv", "-g", "TERM", "dumb"); // berth's stays
  assert.equal(
    await d.ok("showenv", "-t", "w"),
    "BOTH=session\nFROM_E=e1\n-LANG\n",
  );
  assert.equal(await d.ok("showenv", "-g", "GLOBAL_V"), "GLOBAL_V=g1\n");
  assert.equal(
    await d.ok("showenv", "-s", "-t", "w"),
    'BOTH="session"; export BOTH;\nFROM_E="e1"; export FROM_E;\nunset LANG;\n',
  );
  const show =
    'echo "G=$GLOBAL_V B=$BOTH E=$FROM_E L=${LANG-none} T=$TERM"; exec cat';
  await d.ok("new-window", "-t", "w", show);
  await d.ok(
    "wait",
    "-t",
    "w:1",
    "--text",
    "^G=g1 B=session E=e1 L=none T=xterm-256color$",
    "--timeout",
    "20",
  );
  // -u: the session's goes, the global one shows through; a new session
  // gets the global changes over its client's environment.
  await d.ok("setenv", "-t", "w", "-u", "BOTH");
  await d.ok("setenv", "-g", "-u", "GLOBAL_V");
  await d.ok("split-window", "-t", "w:1", show);
  await d.ok(
    "wait",
    "-t",
    "w:1.1",
    "--text",
    "^G= B=global E=e1 L=none T=xterm-256color$",
    "--timeout",
    "20",
  );
  await d.ok("new", "-d", "-s", "v", show);
  await d.ok(
    "wait",
    "-t",
    "v",
    "--text",
    "^G= B=global E= L=C.UTF-8 T=xterm-256color$",
    "--timeout",
    "20",
  );
  // Mistakes: one line, exit 1, as tmux refuses them.
  for (
    const [args, why] of [
      [["setenv", "-g", "-u", "X", "y"], /-u takes no value/],
      [["setenv", "-g", "A=B", "c"], /holds =/],
      [["setenv", "-g", "X"], /needs a value/],
      [["setenv"], /needs a variable name/],
      [["showenv", "-g", "NOPE"], /Unknown variable NOPE/],
      [["showenv", "-t", "nosuch"], /No session named nosuch/],
    ] as const
  ) {
    const bad = await d.cli(...args);
    assert.equal(bad.code, 1, args.join(" "));
    assert.match(bad.stderr, why);
  }
});

Deno.test("berth started inside tmux: its panes get no TMUX or TMUX_PANE and run-shell none of the outer tmux: they would aim tmux commands at the outer tmux", async () => {
  await using d = await TestDaemon.create();
  const outer = { TMUX: "/tmp/tmux-0/default,1,0", TMUX_PANE: "%7" };
  const show = 'echo "T=${TMUX-none} P=${TMUX_PANE-none}"';
  const made = await d.cliWith(
    { env: outer },
    ...["new", "-d", "-s", "w", `${show}; exec cat`],
  );
  assert.equal(made.code, 0, made.stderr);
  await d.ok("split-window", "-t", "w", `${show}; exec cat`);
  for (const pane of ["w.0", "w.1"]) {
    await d.ok(
      "wait",
      "-t",
      pane,
      "--text",
      "^T=none P=none$",
      "--timeout",
      "20",
    );
  }
  // Its jobs get a TMUX no tmux answers (protocol/job_tmux.ts).
  assert.equal(
    await d.ok("run-shell", "-t", "w", show),
    "T=/dev/null/berth-is-not-tmux,0,0 P=none\n",
  );
  // One set with set-environment is the user's: it holds.
  await d.ok("setenv", "-g", "TMUX", "mine");
  assert.equal(await d.ok("run-shell", show), "T=mine P=none\n");
});

Deno.test("new-window -e and split-window -e: the new program's alone, over the session's and the global environment", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "-e", "S=s0", "--", "cat");
  await d.ok("setenv", "-g", "G", "g0");
  const show = 'echo "S=$S G=$G X=${X-none}"; exec cat';
  await d.ok("new-window", "-t", "w", "-e", "S=s1", "-e", "X=x1", show);
  await d.ok("wait", "-t", "w:1", "--text", "^S=s1 G=g0 X=x1$");
  await d.ok("split-window", "-t", "w:1", "-e", "G=g2", "--", "sh", "-c", show);
  await d.ok("wait", "-t", "w:1.1", "--text", "^S=s0 G=g2 X=none$");
  // The session's own environment is as it was.
  assert.equal(await d.ok("showenv", "-t", "w"), "S=s0\n");
  for (const verb of ["new-window", "split-window"]) {
    const bad = await d.cli(verb, "-t", "w", "-e", "NOEQUALS");
    assert.equal(bad.code, 1, verb);
    assert.match(bad.stderr, /^berth: -e needs KEY=VALUE/);
  }
});

Deno.test("set-environment: both environments live through berth upgrade", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "--", "cat");
  await d.ok("setenv", "-g", "KEEP_G", "1");
  await d.ok("setenv", "-g", "-r", "LANG");
  await d.ok("setenv", "-t", "w", "KEEP_S", "2");
  const before = await d.ok("showenv", "-g");
  await d.ok("upgrade");
  assert.equal(await d.ok("showenv", "-g"), before);
  assert.equal(await d.ok("showenv", "-t", "w"), "KEEP_S=2\n");
  await d.ok("new-window", "-t", "w", 'echo "$KEEP_G$KEEP_S ${LANG-x}"; cat');
  await d.ok("wait", "-t", "w:1", "--text", "^12 x$", "--timeout", "20");
});

Deno.test("config: commands run when the daemon starts and at source-file; their errors are warnings", async () => {
  await using d = await TestDaemon.create();
  await d.writeConfig(`commands = [
  "set-environment -g FROM_CONFIG yes",
  "if-shell 'test -n \\"$FROM_CONFIG\\"' 'new -s made -- cat'",
  "no-such-command",
]
status = "top"
`);
  // The new that starts the daemon waits for its config's commands, as
  // tmux reads its config first: its pane has their environment.
  await d.ok("new", "-d", "-s", "w", 'echo "E=$FROM_CONFIG"; exec cat');
  await d.ok("wait", "-t", "w", "--text", "^E=yes$", "--timeout", "20");
  assert.equal((await d.cli("has", "-t", "made")).code, 0);
  assert.equal(await d.ok("showenv", "-g", "FROM_CONFIG"), "FROM_CONFIG=yes\n");
  await waitFor(async () =>
    (await d.cli("show-options", "--toml")).stderr.includes("no-such-command")
  );
  // source-file runs a file's commands; a file that sources itself stops.
  const extra = `${d.dir}/extra.toml`;
  await Deno.writeTextFile(
    extra,
    `commands = ["setenv -g EXTRA 1", "source-file ${extra}"]\n`,
  );
  const r = await d.cli("source-file", extra);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /nested 10 deep/);
  assert.equal(await d.ok("showenv", "-g", "EXTRA"), "EXTRA=1\n");
  assert.equal((await d.cli("has", "-t", "w")).code, 0, "the daemon serves");
});

Deno.test("config: an if-shell whose shell command runs berth is not held up by the config's own hold", async () => {
  await using d = await TestDaemon.create();
  const has = berthArgv(d.socket, "has-session", "-t", "nothere")
    .map((a) => `'${a}'`).join(" ");
  await d.writeConfig(`commands = [
  ${
    JSON.stringify(`if-shell "${has}" "setenv -g SEEN yes" "setenv -g SEEN no"`)
  },
]
`);
  const t0 = performance.now();
  await d.ok("new", "-d", "-s", "w", "--", "cat");
  const took = performance.now() - t0;
  assert.equal(await d.ok("showenv", "-g", "SEEN"), "SEEN=no\n");
  // Its berth command waited for the config's commands, which waited for
  // it: 10 s, until the hold gave up.
  assert.ok(took < 8000, `the first new took ${Math.round(took)} ms`);
});

Deno.test("run-shell from a key binding and the : prompt shows its output in a view; if-shell picks a command", async () => {
  await using d = await TestDaemon.create();
  await d.writeConfig(`[bind.prefix]
"R" = "run-shell 'echo from-key #S'"
"I" = "if-shell -F '#{==:#S,w}' 'rename-window yes' 'rename-window no'"
"B" = "run-shell -b 'sleep 0.2; echo first; echo bg-last-line'"
`);
  await d.ok("new", "-d", "-s", "w", "--", ...SHELL);
  await using t = UserTerminal.spawn(berthArgv(d.socket, "attach", "w"), {
    cols: 80,
    rows: 24,
    env: d.env,
    cwd: d.dir,
  });
  await t.waitText(/^\$ *$/m);
  await t.write("\x02R");
  await t.waitText(/^from-key w /m);
  await t.write("q");
  await t.write("\x02:run-shell 'echo via-prompt; exit 4'\r");
  await t.waitText(/^via-prompt /m);
  await t.waitText(/exited 4/);
  await t.write("q");
  await t.write("\x02I");
  await waitFor(async () =>
    (await d.ok("display", "-p", "-t", "w", "#W")).trim() === "yes"
  );
  // -b: the binding is done at once; the last line shows when it ends.
  await t.write("\x02B");
  await t.waitText(/^bg-last-line/m);
});

Deno.test("run-shell from the command line shows its output in a view on the session's clients, as tmux's view mode; if-shell -b returns at once", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "--", ...SHELL);
  await d.ok("new", "-d", "-s", "other", "--", "cat");
  await using t = UserTerminal.spawn(berthArgv(d.socket, "attach", "w"), {
    cols: 80,
    rows: 24,
    env: d.env,
    cwd: d.dir,
  });
  await t.waitText(/^\$ *$/m);
  // As tmux 3.3a: nothing on stdout, the status as the exit code, the
  // output and tmux's "returned N" in a view over the session.
  const r = await d.cli("run-shell", "-t", "w", "echo viewed; exit 2");
  assert.deepEqual([r.code, r.stdout, r.stderr], [2, "", ""]);
  await t.waitText(/^viewed/m);
  await t.waitText(/^'echo viewed; exit 2' returned 2/m);
  await t.write("q");
  await t.waitText(/^\$ *$/m);
  // No client on the target session: printed here, as before.
  assert.equal(
    await d.ok("run-shell", "-t", "other", "echo printed"),
    "printed\n",
  );
  // -b: at once, and the view when it ends.
  assert.equal(await d.ok("run-shell", "-b", "-t", "w", "echo later"), "");
  await t.waitText(/^later/m);
  await t.write("q");
  // if-shell -b returns while its shell command still runs; the daemon
  // runs the chosen command line when it ends.
  const gate = `${d.dir}/go`;
  let settled = false;
  const run = d.cli(
    "if-shell",
    "-b",
    "-t",
    "w",
    `while [ ! -e ${gate} ]; do sleep 0.05; done; true`,
    "rename-window picked-yes",
    "rename-window picked-no",
  ).then((r) => (settled = true, r));
  await waitFor(() => settled, 15_000, "if-shell -b to return");
  assert.deepEqual([(await run).code, (await run).stdout], [0, ""]);
  assert.notEqual(
    (await d.ok("display", "-p", "-t", "w", "#W")).trim(),
    "picked-yes",
  );
  Deno.writeTextFileSync(gate, "");
  await waitFor(
    async () =>
      (await d.ok("display", "-p", "-t", "w", "#W")).trim() === "picked-yes",
    15_000,
    "the command it picked",
  );
});

Deno.test("TERM: default-terminal wins over set-environment in panes and jobs, a new-window -e TERM= over both, as tmux 3.3a's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", "sleep", "600");
  await d.ok("set-environment", "-g", "TERM", "xglobal");
  await d.ok("set", "-g", "default-terminal", "screen-256color");
  assert.equal(await d.ok("run-shell", "echo $TERM"), "screen-256color\n");
  const seen = (n: number) => `echo $TERM > ${d.dir}/t${n}; exec sleep 600`;
  await d.ok("new-window", "-d", "-t", "work", "--", "sh", "-c", seen(1));
  await d.ok(
    "new-window",
    ...["-d", "-t", "work", "-e", "TERM=xterm", "--", "sh", "-c", seen(2)],
  );
  const read = (n: number) =>
    Deno.readTextFile(`${d.dir}/t${n}`).catch(() => "");
  await waitFor(async () => (await read(1)) !== "", 15_000, "window 1");
  await waitFor(async () => (await read(2)) !== "", 15_000, "window 2");
  assert.equal(await read(1), "screen-256color\n");
  assert.equal(await read(2), "xterm\n");
});
