/**
 * End to end: the shell commands berth runs (a tmux config's `run` lines,
 * `run-shell`, `if-shell`, `pipe-pane`, the status line's `#(...)`) never
 * reach a real tmux server, even when the daemon was started from a shell
 * inside one (its `TMUX` naming it): tpm's `tmux set -g ...` changed the
 * user's tmux.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";
import { JOB_TMUX } from "../../protocol/job_tmux.ts";

/** Runs `tmux -S sock ...args` and returns what it printed. */
async function tmux(sock: string, ...args: string[]): Promise<string> {
  const out = await new Deno.Command("tmux", {
    args: ["-S", sock, "-f", "/dev/null", ...args],
    env: { TMUX: "" },
    stdin: "null",
  }).output();
  return new TextDecoder().decode(out.stdout);
}

Deno.test("berth's jobs (config run lines, run-shell, if-shell, pipe-pane, status #()) get a TMUX no tmux answers, not the outer tmux's", async () => {
  await using d = await TestDaemon.create();
  const sock = `${d.dir}/outer-tmux.sock`;
  await tmux(sock, "new-session", "-d", "-s", "outer", "sleep 600");
  try {
    const outer = `${sock},1,0`;
    await Deno.writeTextFile(
      `${d.dir}/.tmux.conf`,
      "run 'tmux set -g @by-run yes; echo \"$TMUX\" > ~/run-saw'\n" +
        "set -g status-right '<#(echo $TMUX | cut -d, -f1)>'\n",
    );
    // Started from a shell inside the outer tmux.
    const first = await d.cliWith(
      { env: { TMUX: outer } },
      "new",
      "-d",
      "-s",
      "work",
      "--",
      "sh",
    );
    assert.equal(first.code, 0, first.stderr);
    await waitFor(
      async () =>
        (await Deno.readTextFile(`${d.dir}/run-saw`).catch(() => "")) ===
          `${JOB_TMUX}\n`,
      15_000,
      "the config's run line, with berth's TMUX",
    );
    const run = await d.cli(
      "run-shell",
      "tmux set -g @by-run-shell yes; tmux display -p x",
    );
    assert.match(run.stdout, /berth-is-not-tmux \(Not a directory\)/);
    await d.ok("if-shell", "tmux set -g @by-if yes", "set -g @if-ran 1");
    await d.ok("pipe-pane", "-t", "work", "tmux set -g @by-pipe yes");
    await using t = UserTerminal.spawn(
      berthArgv(d.socket, "attach", "-t", "work"),
      { cols: 80, rows: 24, env: { ...d.env, TMUX: outer }, cwd: d.dir },
    );
    await t.waitText(/<\/dev\/null\/berth-is-not-tmux>$/m);
    // The outer tmux got none of it.
    assert.doesNotMatch(await tmux(sock, "show-options", "-g"), /^@by/m);
  } finally {
    await tmux(sock, "kill-server");
  }
});

Deno.test("a TMUX set with set-environment holds for pipe-pane's command, as for run-shell's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", "sh");
  await d.ok("set-environment", "-g", "TMUX", "/tmp/mine,1,0");
  const saw = `${d.dir}/pipe-saw`;
  await d.ok("pipe-pane", "-t", "work", `echo "$TMUX" > '${saw}'`);
  let text = "";
  await waitFor(
    async () => (text = await Deno.readTextFile(saw).catch(() => "")) !== "",
    15_000,
    "pipe-pane's command",
  );
  assert.equal(text, "/tmp/mine,1,0\n");
});
