/**
 * The attach client's own commands typed in a shell (`berth choose-tree`,
 * `command-prompt`, `confirm-before`, `display-menu`, `clock-mode`,
 * `copy-mode`, `display-panes`, `refresh-client`), as tmux runs them on
 * its current client: on the session's most recently active client (or
 * the one `-t CLIENT`/`-c CLIENT` names), a prompt's command line
 * answered once the prompt has closed.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

async function attached(d: TestDaemon, name: string): Promise<UserTerminal> {
  const t = UserTerminal.spawn(berthArgv(d.socket, "attach", name), {
    cols: 80,
    rows: 24,
    env: d.env,
    cwd: d.dir,
  });
  await t.waitText(/^\$ *$/m);
  return t;
}

/** Waits until session w's pane is in a mode (`flag` 1) or not (0). */
async function inMode(d: TestDaemon, flag: "0" | "1", what: string) {
  await waitFor(
    async () =>
      (await d.ok("display", "-p", "-t", "w", "#{pane_in_mode}")).trim() ===
        flag,
    15_000,
    what,
  );
}

Deno.test("client commands from the command line: choose-tree, display-menu and clock-mode show on the session's client", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "--", ...SHELL);
  await using t = await attached(d, "w");
  assert.equal(await d.ok("choose-tree", "-t", "w"), "");
  await t.waitText(/^\(0\) [+-] w: 1 window/m);
  await t.write("q");
  // The tree gone (its preview shows the shell's `$` line already): a
  // menu asked for while it is open is refused.
  await waitFor(
    () => !/^\(0\) /m.test(t.text()),
    15_000,
    () => `the tree closed:\n${t.text()}`,
  );
  await d.ok(
    "display-menu",
    "-t",
    "w",
    "-T",
    "Picks",
    "Rename it",
    "r",
    "rename-window from-menu",
  );
  await t.waitText(/Rename it/);
  await t.write("r");
  await waitFor(
    async () =>
      (await d.ok("display", "-p", "-t", "w", "#W")).trim() ===
        "from-menu",
    15_000,
    "the menu's command",
  );
  // What the client's own parser refuses is this command's error.
  const bad = await d.cli("display-menu", "-t", "w", "-T");
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /^berth: display-menu: -T needs a value/);
});

Deno.test("client commands from the command line: command-prompt waits for its answer (-b: not), confirm-before takes -t CLIENT or -t SESSION", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "--", ...SHELL);
  await using t = await attached(d, "w");
  let answered = false;
  const prompt = d.cli(
    "command-prompt",
    "-t",
    "w",
    "-p",
    "name:",
    "rename-window %%",
  ).then((r) => (answered = true, r));
  await t.waitText(/^name: *$/m);
  // Still waiting once the prompt has taken keys, as tmux's
  // command-prompt without -b.
  await t.write("typed");
  await t.waitText(/^name: *typed *$/m);
  assert.equal(answered, false, "answered before the prompt closed");
  await t.write("\r");
  assert.equal((await prompt).code, 0);
  await waitFor(
    async () =>
      (await d.ok("display", "-p", "-t", "w", "#W")).trim() ===
        "typed",
    15_000,
    "the prompt's command",
  );
  // -b: at once.
  assert.equal(
    (await d.cli("command-prompt", "-b", "-t", "w", "-p", "x:", "kill-server"))
      .code,
    0,
  );
  await t.waitText(/^x: *$/m);
  await t.write("\x03"); // C-c: cancelled, nothing run
  await waitFor(
    () => Promise.resolve(!/^x:/m.test(t.text())),
    15_000,
    "the prompt to close",
  );
  // The client's prompt parser refuses what it does not take: the
  // command line's error, in one line.
  const bare = await d.cli("confirm-before", "-t", "w");
  assert.equal(bare.code, 1);
  assert.match(bare.stderr, /^berth: Client \S+: .*confirm-before/);
  assert.equal(bare.stderr.trim().split("\n").length, 1);
  const client = (await d.ok("list-clients", "-F", "#{client_name}")).trim();
  const confirm = d.cli(
    "confirm-before",
    "-t",
    client,
    "-p",
    "Sure?",
    "rename-window confirmed",
  );
  await t.waitText(/Sure\?/);
  await t.write("y");
  assert.equal((await confirm).code, 0);
  await waitFor(
    async () =>
      (await d.ok("display", "-p", "-t", "w", "#W")).trim() ===
        "confirmed",
    15_000,
    "the confirmed command",
  );
});

Deno.test("client commands from the command line: copy-mode on the active pane; one-line errors for clock-mode on another pane, no client, a busy client; no target: the last active session's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "--", ...SHELL);
  await d.ok("new", "-d", "-s", "alone", "--", "cat");
  await using t = await attached(d, "w");
  await t.write("seq 1 40\r");
  await t.waitText(/^40$/m);
  assert.equal((await d.cli("copy-mode", "-u", "-t", "w")).code, 0);
  await t.waitText(/\[\d+\/\d+\]/);
  await inMode(d, "1", "copy mode, as the daemon sees it");
  await t.write("q");
  // Left before the chooser below opens: a q read late would close it.
  await inMode(d, "0", "copy mode left");
  const other = (await d.ok(
    "split-window",
    "-d",
    "-P",
    "-F",
    "#{pane_id}",
    "-t",
    "w",
  )).trim();
  // The clock is the client's view over its active pane: another pane is
  // refused (copy mode takes any: copy_mode_target_test.ts).
  const notActive = await d.cli("clock-mode", "-t", other);
  assert.equal(notActive.code, 1);
  assert.match(
    notActive.stderr,
    new RegExp(`^berth: clock-mode -t: pane ${other} is not the one`),
  );
  const none = await d.cli("choose-tree", "-t", "alone");
  assert.equal(none.code, 1);
  assert.match(none.stderr, /^berth: No client is attached to session alone/);
  assert.equal(none.stderr.trim().split("\n").length, 1);
  await d.ok("choose-tree", "-t", "w");
  await t.waitText(/^\(0\) /m);
  const busy = await d.cli("display-menu", "-t", "w", "Item", "i", "");
  assert.equal(busy.code, 1);
  assert.match(busy.stderr, /shows a menu, chooser or popup already/);
  await t.write("q");
  // No -t outside a session: the most recently active session's client,
  // as tmux's best session, its active pane.
  const outside = await d.cli("copy-mode");
  assert.equal(outside.code, 0, outside.stderr);
  await t.waitText(/\[0\/\d+\]/);
  // The daemon still answers: nothing went round in circles.
  assert.equal((await d.ok("display", "-p", "-t", "w", "ok")).trim(), "ok");
});

Deno.test("send-keys -X from the command line runs on the copy mode of the client showing the pane; a pane not in copy mode is refused in tmux's words", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "--", ...SHELL);
  await using t = await attached(d, "w");
  await t.write("seq 1 100\r");
  await t.waitText(/^100$/m);
  const refused = await d.cli("send-keys", "-X", "-t", "w", "page-up");
  assert.equal(refused.code, 1);
  assert.match(refused.stderr, /^berth: not in a mode: pane %\d+$/m);
  await t.write("\x02[");
  await t.waitText(/\[0\/\d+\]/);
  assert.equal((await d.cli("send-keys", "-X", "-t", "w", "page-up")).code, 0);
  await t.waitText(/\[[1-9]\d*\/\d+\]/);
  await d.ok("send-keys", "-X", "-t", "w", "cancel");
  await inMode(d, "0", "copy mode left");
});

Deno.test("show-messages from the command line prints the client's messages on stdout, newest first, as tmux's; the client goes on (no view); no client: one line", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "--", ...SHELL);
  const none = await d.cli("show-messages", "-t", "w");
  assert.equal(none.code, 1);
  assert.match(none.stderr, /^berth: No client is attached to session w/);
  assert.equal(none.stderr.trim().split("\n").length, 1);
  await using t = await attached(d, "w");
  assert.equal(await d.ok("show-messages", "-t", "w"), "");
  await d.ok("display-message", "-t", "w", "first note");
  await t.waitText(/first note/);
  await d.ok("display-message", "-t", "w", "second note");
  await t.waitText(/second note/);
  const log = await d.ok("show-messages", "-t", "w");
  assert.match(
    log,
    /^\d\d:\d\d: message: second note\n\d\d:\d\d: message: first note\n$/,
  );
  assert.equal(await d.ok("showmsgs", "-t", "w"), log);
  // The client shows no view of it: what is typed reaches the shell.
  await t.write("echo typed-$((6*7))\r");
  await t.waitText(/^typed-42$/m);
  const flags = await d.cli("show-messages", "-J", "-t", "w");
  assert.equal(flags.code, 1);
  assert.equal(flags.stderr.trim().split("\n").length, 1);
});

Deno.test("message-limit bounds the messages show-messages keeps, as tmux's (set -s message-limit 2: the two newest)", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "--", ...SHELL);
  await using t = await attached(d, "w");
  await d.ok("set", "-s", "message-limit", "2");
  assert.equal(await d.ok("show", "-sv", "message-limit"), "2\n");
  for (const note of ["one-note", "two-note", "three-note"]) {
    await d.ok("display-message", "-t", "w", note);
    await t.waitText(new RegExp(note));
  }
  const log = await d.ok("show-messages", "-t", "w");
  assert.match(
    log,
    /^\d\d:\d\d: message: three-note\n\d\d:\d\d: message: two-note\n$/,
  );
});
