/**
 * End to end: a tmux user's `.tmux.conf`, read by a real daemon as tmux
 * reads it (each line a command; comments, a line going on after `\`),
 * through `berth -f` at the daemon's start and through `source-file`, and
 * used through a real attach client in a real pty.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

const TMUX_CONF = `# my tmux.conf
set -g prefix C-a   # as screen's
unbind C-b
bind a send-prefix
bind | split-window -h
bind - \\
  split-window -v
setw -g mode-keys vi
set -g status-style "bg=blue,fg=white"
set -g status-left "#{session_name}# "
set -g escape-time 10
bind -r H resize-pane -L 5
set -s set-clipboard on
set -gq focus-events on   # quiet: no warning
`;

async function paneCount(d: TestDaemon): Promise<number> {
  return (await d.ok("list-panes", "-t", "work")).trim().split("\n").length;
}

Deno.test("a .tmux.conf runs its lines as commands: berth -f at the start, source-file later; what berth lacks is one warning", async () => {
  await using d = await TestDaemon.create();
  const conf = `${d.dir}/.tmux.conf`;
  await Deno.writeTextFile(conf, TMUX_CONF);
  await d.ok("-f", conf, "new", "-d", "-s", "work", "--", ...SHELL);
  const shown = await d.cli("show-options");
  assert.match(shown.stdout, /^prefix = "C-a"$/m);
  assert.match(shown.stdout, /^mode-keys = "vi"$/m);
  assert.match(shown.stdout, /^status-style = "bg=blue,fg=white"$/m);
  assert.match(shown.stdout, /^status-left = "#\{session_name\}# "$/m);
  assert.match(shown.stdout, /^"-" = "split-window -v"$/m, "after a \\");
  assert.match(shown.stdout, /^set-clipboard = true$/m, "set -s");
  const said = shown.stderr.trimEnd().split("\n");
  assert.equal(said.length, 2, `escape-time and -r alone: ${shown.stderr}`);
  // One short line: not every setting berth has (they were 620 bytes).
  assert.match(
    said[0],
    /set -g escape-time 10: Unknown setting escape-time \(berth show-options lists those berth has\)$/,
  );
  assert.match(said[1], /bind-key -r: H is bound, but does not repeat/);
  assert.match(shown.stdout, /^"H" = "resize-pane -L 5"$/m, "bound anyway");
  await using t = UserTerminal.spawn(
    berthArgv(d.socket, "attach", "-t", "work"),
    { cols: 80, rows: 24, env: d.env, cwd: d.dir },
  );
  await t.waitText(/^work# /m);
  await waitFor(() => t.lines()[0].startsWith("$"), 15_000, "a prompt");
  // C-a |, C-a -: the binds of the file.
  await t.write("\x01|");
  await waitFor(async () => (await paneCount(d)) === 2, 15_000, "split -h");
  await t.write("\x01-");
  await waitFor(async () => (await paneCount(d)) === 3, 15_000, "split -v");
  // C-a H: the -r binding works, once a prefix.
  const width = async () =>
    Number(await d.ok("display-message", "-p", "-t", "work", "#{pane_width}"));
  const before = await width();
  await t.write("\x01H");
  await waitFor(async () => (await width()) === before + 5, 15_000, "C-a H");
  // source-file FILE reads it again on top: exit 1 for its one warning.
  await Deno.writeTextFile(conf, `${TMUX_CONF}set -g status-left "again "\n`);
  const r = await d.cli("source-file", conf);
  assert.equal(r.code, 1, r.stderr);
  assert.match(r.stderr, /^berth: .*escape-time 10: Unknown setting/);
  assert.match(await d.ok("show-options"), /^status-left = "again "$/m);
  await t.waitText(/^again /m);
});

Deno.test("~ in a command line is $HOME and \\; makes a key run a list, as tmux's: a .tmux.conf's source-file ~/..., keys bound to it", async () => {
  await using d = await TestDaemon.create(); // HOME is d.dir
  await Deno.writeTextFile(
    `${d.dir}/.tmux.conf`,
    `source-file ~/more.conf\nbind R source-file ~/.tmux.conf\n` +
      `bind r source-file ~/more.conf \\; display "reloaded"\n`,
  );
  await Deno.writeTextFile(`${d.dir}/more.conf`, `set -g status-left "one "\n`);
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  const r = await d.cli("source-file", `${d.dir}/.tmux.conf`);
  assert.equal(r.code, 0, r.stderr);
  assert.match(await d.ok("show-options"), /^status-left = "one "$/m);
  await using t = UserTerminal.spawn(
    berthArgv(d.socket, "attach", "-t", "work"),
    { cols: 80, rows: 24, env: d.env, cwd: d.dir },
  );
  await t.waitText(/^one /m);
  await Deno.writeTextFile(`${d.dir}/more.conf`, `set -g status-left "two "\n`);
  await t.write("\x02R");
  await t.waitText(/^two /m);
  // \; makes the key run a list, as tmux's: both commands run.
  await Deno.writeTextFile(`${d.dir}/more.conf`, `set -g status-left "3 "\n`);
  await t.write("\x02r");
  await t.waitText(/^reloaded/m);
  await t.waitText(/^3 /m);
});
