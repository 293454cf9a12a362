/**
 * End to end: a key's command list (`a \; b`, and `if -F`'s branches)
 * runs every command in order, as tmux 3.3a's, those the attach client
 * runs itself among them (`refresh-client -S`, `copy-mode`, a `new` that
 * moves the client): the .tmux.conf line `bind r source-file
 * ~/.tmux.conf \; refresh-client -S`, `new \; split-window` (the split
 * is the new session's), the first failing command ending the list with
 * its message, and `list-keys` printing tmux's ` \; `.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import {
  attachedTerminal,
  type UserTerminal,
} from "../_helpers/user_terminal.ts";

/** The last row: the status line, or the message on it. */
function bottom(t: UserTerminal): string {
  return t.lines()[23];
}

Deno.test('bind r source-file FILE \\; refresh-client -S \\; display reloaded: all three run, in order (was: Unknown command "refresh-client"); the first command that fails ends a list, its error on the status line; select-pane -T sets the title the next command #{pane_title} shows (was: the one before)', async () => {
  await using d = await TestDaemon.create();
  const conf = `${d.dir}/more.conf`;
  await Deno.writeTextFile(conf, `set -g status-left "one "\n`);
  await d.ok("new", "-d", "-s", "k", "--", "cat");
  // One argument is the whole line, as a .tmux.conf's bind reads it.
  await d.ok(
    "bind",
    "r",
    `source-file ${conf} ; refresh-client -S ; display reloaded`,
  );
  await d.ok(
    "bind",
    "e",
    "refresh-client -S ; select-window -t :9 ; set -g @never yes ; display never",
  );
  // Abbreviated names (tmux's), the client's own among them, first or not.
  await d.ok("bind", "a", "refresh-c -S ; display abbreviated");
  await d.ok("bind", "b", "set -g @a 1 ; refresh-c -S ; display short");
  await using t = await attachedTerminal(d, "k");
  await t.write("\x02a");
  await waitFor(() => /abbrev|unknown|Unknown/.test(bottom(t)), 15_000, "a");
  assert.match(bottom(t), /abbreviated/);
  await t.write("\x02b");
  await waitFor(() => /short|unknown|Unknown/.test(bottom(t)), 15_000, "b");
  assert.match(bottom(t), /short/);
  await t.write("\x02r");
  await waitFor(
    () => /reloaded|Unknown command/.test(bottom(t)),
    15_000,
    "the list's message",
  );
  assert.match(bottom(t), /reloaded/);
  await t.waitText(/^one /m);
  // tmux's: Can't find window: 9, and the rest does not run.
  await t.write("\x02e");
  await waitFor(
    () => /window 9|Unknown command/.test(bottom(t)),
    15_000,
    "the error",
  );
  assert.match(bottom(t), /no window 9/);
  assert.equal((await d.cli("show", "-gv", "@never")).stdout.trim(), "");
  // A title just set is the next command's #{pane_title}, as tmux's (was:
  // the one before: the status line's copy, which comes later).
  await d.ok("bind", "T", `select-pane -T one ; display "t=#{pane_title}"`);
  await d.ok("bind", "U", `select-pane -T two ; display "u=#{pane_title}"`);
  await t.write("\x02T");
  await waitFor(() => /t=/.test(bottom(t)), 15_000, "the title");
  await t.write("\x02U");
  await waitFor(() => /u=/.test(bottom(t)), 15_000, "again");
  assert.match(bottom(t), /u=two/);
});

Deno.test("if -F's branch holding copy-mode runs it and the rest of the branch, then the commands after the if, in order", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "k", "--", "cat");
  await d.ok(
    "bind",
    "f",
    `if -F '#{==:#{session_name},k}' 'set -ga @log a ; copy-mode ; set -ga @log b' 'set -ga @log no' ; set -ga @log c`,
  );
  await using t = await attachedTerminal(d, "k");
  await t.write("\x02f");
  const log = async () => (await d.cli("show", "-gv", "@log")).stdout.trim();
  await waitFor(
    async () => /c$/.test(await log()) || /Unknown command/.test(bottom(t)),
    15_000,
    "the list's end",
  );
  assert.doesNotMatch(bottom(t), /Unknown command/);
  // The branch's rest ran before the commands after the if.
  assert.equal(await log(), "abc");
  await waitFor(() => /\[0\/\d+\]/.test(t.lines()[0]), 15_000, "copy mode");
});

Deno.test("new \\; split-window from a key, and from the : prompt, moves the client to the new session and splits it, as tmux's; neww's split follows it across a refresh-client; switch-client -t's too", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "k", "--", "cat");
  await d.ok("bind", "N", "new -s two ; split-window");
  await d.ok("bind", "W", "neww ; refresh-client -S ; splitw");
  const panes = async (target: string) =>
    (await d.ok("list-panes", "-t", target, "-F", "#P")).trim().split("\n")
      .length;
  await using t = await attachedTerminal(d, "k");
  await t.write("\x02N");
  await waitFor(() => bottom(t).startsWith("[two] "), 15_000, "[two]");
  await waitFor(async () => await panes("two:") === 2, 15_000, "two's split");
  assert.equal(await panes("k:"), 1);
  // The prompt's line is a list as a key's is.
  await t.write("\x02:new -s three ; split-window -h\r");
  await waitFor(() => bottom(t).startsWith("[three] "), 15_000, "[three]");
  await waitFor(async () => await panes("three:") === 2, 15_000, "the split");
  assert.equal(await panes("two:"), 2);
  // neww, then this client's refresh, then splitw in the new window.
  await t.write("\x02W");
  await waitFor(
    async () =>
      (await d.ok("list-windows", "-t", "three", "-F", "#I")).trim() ===
        "0\n1",
    15_000,
    "three's new window",
  );
  await waitFor(async () => await panes("three:1") === 2, 15_000, "its split");
  assert.equal(await panes("three:0"), 2);
  // After switch-client -t, the rest acts on that session, as tmux's.
  await t.write("\x02:switch-client -t k ; split-window\r");
  await waitFor(() => bottom(t).startsWith("[k] "), 15_000, "[k]");
  await waitFor(async () => await panes("k:") === 2, 15_000, "k's split");
  assert.equal(await panes("three:1"), 2);
});

Deno.test("list-keys prints a list with tmux's \\; between its commands, and the line binds the same list again from a .tmux.conf; each command's name in full, as tmux 3.3a's (was: as typed, list-w)", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "k", "--", "cat");
  await d.ok(
    "bind",
    "r",
    "source-file",
    "/x.conf",
    ";",
    "refresh-client",
    "-S",
  );
  const line = (await d.ok("list-keys", "-T", "prefix", "r")).trim();
  assert.match(line, / r +source-file \/x\.conf \\; refresh-client -S$/);
  await d.ok("unbind", "r");
  const conf = `${d.dir}/keys.conf`;
  await Deno.writeTextFile(conf, `${line}\n`);
  await d.ok("source-file", conf);
  assert.equal((await d.ok("list-keys", "-T", "prefix", "r")).trim(), line);
  // Names in full, as tmux 3.3a's list-keys prints them (bind x list-w:
  // list-windows), abbreviated or aliases, alone or in a list.
  await d.ok("bind", "x", "list-w");
  await d.ok("bind", "y", "set -g @a 1 ; neww -d ; refresh -S");
  const names = await d.ok("list-keys", "-T", "prefix");
  assert.match(names, / x +list-windows$/m);
  // A word ending in \; separates, as tmux's (tmux bind z neww '\;' ...).
  await d.ok("bind", "z", "neww", "-d", "\\;", "set", "-g", "@z", "1");
  assert.match(
    await d.ok("list-keys", "-T", "prefix", "z"),
    / z +new-window -d \\; set-option -g @z 1$/m,
  );
  assert.match(
    names,
    / y +set-option -g @a 1 \\; new-window -d \\; refresh-client -S$/m,
  );
  // A list's later command that does not exist is refused when bound,
  // as tmux 3.3a's ('bind y send-keys "ls;" Enter' in a .tmux.conf:
  // unknown command: Enter; was: bound, failing at the key).
  const bad = await d.cli("bind", "y", "send-keys", "ls;", "Enter");
  assert.match(bad.stderr, /^berth: Unknown command "Enter"/);
  assert.notEqual(bad.code, 0);
  // Every line of it sources back (tmux 3.3a's list-keys prints a key
  // such as " ; ' # ~ { } escaped, \"; was: 'Unclosed "', '~' taken
  // as the home folder, a ; ending the line).
  const all = await d.ok("list-keys");
  assert.match(all, /^bind-key -T prefix \\" +split-window -v$/m);
  await Deno.writeTextFile(conf, all);
  const again = await d.cli("source-file", conf);
  assert.equal(again.stderr, "");
  assert.equal(
    (await d.ok("list-keys")).split("\n").length,
    all.split("\n").length,
  );
});

Deno.test("command-prompt and confirm-before in a list: the commands after them wait for the answer and its command, as tmux 3.3a's (was: they ran at once, before anything was typed); a prompt answered no lets them run; from the : prompt too; after a popup or a menu, once it closes", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "k", "--", "cat");
  await d.ok(
    "bind",
    "v",
    `command-prompt -p xx "set -ga @log %%" ; set -ga @log .end`,
  );
  await d.ok(
    "bind",
    "y",
    `confirm-before -p sure? "set -ga @log .yes" ; set -ga @log .after`,
  );
  await d.ok(
    "bind",
    "p",
    `display-popup -w 30 -h 6 "echo in-popup" ; set -ga @log .popup`,
  );
  await d.ok(
    "bind",
    "m",
    `display-menu -T t one o "set -ga @log .chosen" ; set -ga @log .menu`,
  );
  const log = async () => (await d.cli("show", "-gv", "@log")).stdout.trim();
  await using t = await attachedTerminal(d, "k");
  await t.write("\x02v");
  await waitFor(() => bottom(t).startsWith("xx"), 15_000, "the prompt");
  await t.write("val\r");
  await waitFor(async () => /end/.test(await log()), 15_000, "the list's end");
  assert.equal(await log(), "val.end");
  // Answered no: the rest runs, the confirmed command does not.
  await t.write("\x02y");
  await waitFor(() => bottom(t).startsWith("sure?"), 15_000, "the question");
  await t.write("n");
  await waitFor(async () => /after/.test(await log()), 15_000, "the rest");
  assert.equal(await log(), "val.end.after");
  // The prompt's command failing lets the rest go on, as tmux 3.3a's.
  await d.ok(
    "bind",
    "w",
    `command-prompt -p ww "kill-window -t :%%" ; set -ga @log .went`,
  );
  await t.write("\x02w");
  await waitFor(() => bottom(t).startsWith("ww"), 15_000, "the prompt");
  await t.write("9\r");
  await waitFor(async () => /went/.test(await log()), 15_000, "the rest");
  assert.equal(await log(), "val.end.after.went");
  // From the : prompt, typed at once (as pasted): the same order.
  await t.write(
    `\x02:confirm-before -p ok? "set -ga @log .yes" ; set -ga @log .then\r`,
  );
  await waitFor(() => bottom(t).startsWith("ok?"), 15_000, "the question");
  await t.write("y");
  await waitFor(async () => /then/.test(await log()), 15_000, "the rest");
  assert.equal(await log(), "val.end.after.went.yes.then");
  // A popup holds the rest until it closes (Escape), as tmux 3.3a's.
  await t.write("\x02p");
  await t.waitText(/│in-popup/);
  assert.equal(await log(), "val.end.after.went.yes.then");
  await t.write("\x1b");
  await waitFor(async () => /popup/.test(await log()), 15_000, "the rest");
  assert.equal(await log(), "val.end.after.went.yes.then.popup");
  // A menu too; then its item's command, as tmux 3.3a's order.
  await t.write("\x02m");
  await t.waitText(/one/);
  assert.equal(await log(), "val.end.after.went.yes.then.popup");
  await t.write("o");
  await waitFor(async () => /chosen/.test(await log()), 15_000, "the item");
  assert.equal(await log(), "val.end.after.went.yes.then.popup.menu.chosen");
});
