/**
 * End to end: the branches of `if-shell` in a key's list, as tmux 3.3a
 * runs them (measured side by side through an attached client): a
 * branch is a list of its own, so the command of it that fails ends it
 * alone and the list around goes on; a background branch (`if -b` with a
 * shell test) still runs the attach client's own commands in it
 * (`display-popup`), once its test has run. After `split-window -d`,
 * the next command acts on the pane that was active, as tmux's.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { attachedTerminal } from "../_helpers/user_terminal.ts";

Deno.test("a failing command in an if -F branch ends the branch alone: the key's list goes on after the if, as tmux 3.3a's (was: the whole list ended), its error shown; with the client's own command before it, or failing, too; if -t's target is that of the client's commands of the branch too; a .tmux.conf's synchronize-panes\\; display ... runs both", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "k", "--", "cat");
  await d.ok(
    "bind",
    "a",
    `set -ga @log A1 ; if -F 1 'set -ga @log A2 ; kill-window -t :9 ; set -ga @log A3' ; set -ga @log A4`,
  );
  await d.ok(
    "bind",
    "b",
    `if -F 1 'refresh-c -S ; kill-window -t :9 ; set -ga @log B1' ; set -ga @log B2`,
  );
  const log = async () => (await d.cli("show", "-gv", "@log")).stdout.trim();
  await using t = await attachedTerminal(d, "k");
  await t.write("\x02a");
  await t.waitText(/window 9/);
  await waitFor(async () => /A4/.test(await log()), 15_000, "the rest");
  assert.equal(await log(), "A1A2A4");
  await t.write("\x02b");
  await waitFor(async () => /B/.test(await log()), 15_000, "the rest");
  assert.equal(await log(), "A1A2A4B2");
  // The client's own command failing ends its branch alone too (tmux's
  // 'Can't find session: nosuch', then F2).
  await d.ok(
    "bind",
    "f",
    `if -F 1 'switch-client -t nosuch ; set -ga @log F1' ; set -ga @log F2`,
  );
  await t.write("\x02f");
  await waitFor(async () => /F/.test(await log()), 15_000, "the rest");
  assert.equal(await log(), "A1A2A4B2F2");
  // In a branch within a branch, it ends the inner one alone: the outer
  // branch's rest runs (side by side, tmux 3.3a logged N1N2; was: N2).
  await d.ok(
    "bind",
    "n",
    `if -F 1 "if -F 1 'switch-client -t nosuch ; set -ga @log N0' ; set -ga @log N1" ; set -ga @log N2`,
  );
  await t.write("\x02n");
  await waitFor(async () => /N2/.test(await log()), 15_000, "the rest");
  assert.equal(await log(), "A1A2A4B2F2N1N2");
  // if -t: the client's own commands of the branch act on the target, as
  // the daemon's do (was: on the client's session).
  await d.ok("new", "-d", "-s", "b", "--", "cat");
  await d.ok("bind", "c", `if -t b: -F 1 'display-message "in #S!"'`);
  await t.write("\x02c");
  await t.waitText(/in \w+!/);
  assert.match(t.lines()[23], /in b!/);
  // A .tmux.conf's word that ends in \; ends a command, as tmux's (was:
  // the word 'synchronize-panes;', an unknown setting), and tmux's
  // pane_synchronized says what it did (was: empty).
  const conf = `${d.dir}/sync.conf`;
  await Deno.writeTextFile(
    conf,
    `bind s setw synchronize-panes\\; display "sync #{?pane_synchronized,on,off}"\n`,
  );
  await d.ok("source-file", conf);
  await t.write("\x02s");
  await t.waitText(/sync o|setting/);
  assert.match(t.lines()[23], /sync on/);
  // After split-window -d, the next acts on the pane that was active, as
  // tmux 3.3a's (side by side: its set -p marked %0, not the new pane).
  await d.ok("bind", "e", "splitw -d ; set -p @m E");
  await t.write("\x02e");
  const marks = async () =>
    (await d.ok("list-panes", "-t", "k:", "-F", "#{pane_active}#{@m}")).trim();
  await waitFor(async () => /E/.test(await marks()), 15_000, "the mark");
  assert.equal(await marks(), "1E\n0");
});

Deno.test("if -b with a shell test: the client's own commands in its branch run once the test has (a display-popup, then the rest after it closes), as tmux 3.3a's (was: dropped); a .tmux.conf line's failing branch ends the branch alone", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "k", "--", "cat");
  await d.ok(
    "bind",
    "p",
    `if -b true 'set -ga @log P1 ; display-popup -w 30 -h 6 "echo bg-popup" ; set -ga @log P2'`,
  );
  // A .tmux.conf's line too: the error a warning, the line goes on.
  const conf = `${d.dir}/branch.conf`;
  await Deno.writeTextFile(
    conf,
    `set -g @c 1 ; if -F 1 'kill-window -t :9 ; set -g @c 2' ; set -ga @c 3\n`,
  );
  const sourced = await d.cli("source-file", conf);
  assert.match(sourced.stderr, /window 9/);
  assert.equal((await d.ok("show", "-gv", "@c")).trim(), "13");
  const log = async () => (await d.cli("show", "-gv", "@log")).stdout.trim();
  await using t = await attachedTerminal(d, "k");
  await t.write("\x02p");
  await t.waitText(/│bg-popup/);
  assert.equal(await log(), "P1");
  await t.write("\x1b");
  await waitFor(async () => /P2/.test(await log()), 15_000, "the rest");
  assert.equal(await log(), "P1P2");
});

Deno.test("tmux's alias detach in a key's list or an if branch detaches the client that pressed it alone, and the rest runs, as tmux 3.3a's (was: after another command or in a branch, the daemon's detach-client detached every client of the session, or failed)", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "k", "--", "cat");
  const clients = async () =>
    (await d.ok("list-clients")).trim().split("\n").filter((l) => l !== "")
      .length;
  const log = async () => (await d.cli("show", "-gv", "@z")).stdout.trim();
  await d.ok("bind", "a", "set -g @z A ; detach ; set -ga @z B");
  await d.ok("bind", "b", "if -F 1 'detach ; set -ga @z C' ; set -ga @z D");
  await using other = await attachedTerminal(d, "k");
  for (const [key, z] of [["a", "AB"], ["b", "ABCD"]]) {
    await using t = await attachedTerminal(d, "k");
    await waitFor(async () => await clients() === 2, 15_000, "two clients");
    await t.write(`\x02${key}`);
    await waitFor(async () => await log() === z, 15_000, `@z ${z}`);
    await waitFor(async () => await clients() === 1, 15_000, "one client");
  }
  assert.match(other.lines()[23], /^\[k\] /);
});

Deno.test("bind x if -F 1 (its command missing) is refused as it is bound, as tmux 3.3a's (was: bound, failing at each press); so is one too many, in a list too; a .tmux.conf's line says so and binds nothing", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "k", "--", "cat");
  for (
    const args of [
      ["if", "-F", "1"],
      ["if-shell", "-bF", "1", "a", "b", "c"],
      ['if -F 1 "display a" ; if 1'],
    ]
  ) {
    const r = await d.cli("bind", "x", ...args);
    assert.equal(r.code, 1, args.join(" "));
    assert.equal(
      r.stderr,
      "berth: if-shell takes SHELL-COMMAND COMMAND [COMMAND], each quoted whole\n",
    );
  }
  // prefix x keeps its binding (tmux's confirm-before kill-pane).
  assert.doesNotMatch(
    (await d.cli("list-keys", "-T", "prefix", "x")).stdout,
    /if-shell/,
  );
  await d.ok("bind", "x", "if", "-F", "1", "display hi");
  assert.match(await d.ok("list-keys", "-T", "prefix", "x"), /if-shell -F 1/);
  const conf = `${d.dir}/if.tmux.conf`;
  await Deno.writeTextFile(conf, "bind y if -F 1\n");
  const r = await d.cli("source-file", conf);
  assert.notEqual(r.code, 0);
  assert.match(
    r.stderr,
    /if\.tmux\.conf line 1: bind y if -F 1: if-shell takes /,
  );
  assert.equal((await d.cli("list-keys", "-T", "prefix", "y")).code, 1);
});
