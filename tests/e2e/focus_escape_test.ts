/**
 * End to end: tmux's `focus-events` (the terminal's focus reports reach
 * the active pane's program when it asked for them, and a pane that stops
 * being the active one is told), `escape-time` (how long the start of a
 * key waits for its rest) and `display-panes-time`.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import {
  attachedTerminal,
  sizedBerthTerminal,
} from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile"];

/** Waits until pane `target`'s screen satisfies `ok`. */
async function seen(
  d: TestDaemon,
  target: string,
  ok: (screen: string) => boolean,
  what: string,
) {
  let last = "";
  await waitFor(
    async () => ok(last = await d.ok("capture-pane", "-p", "-t", target)),
    15_000,
    what,
  ).catch(() => assert.fail(`no ${what} in ${target}:\n${last}`));
}

/** How many times `word` is in `text`. */
function count(text: string, word: string): number {
  return text.split(word).length - 1;
}

Deno.test("focus-events on: the terminal is asked for focus reports, a program that asks (mode 1004) is told at once, then as the terminal's focus and the active pane change", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "f", "-x", "80", "-y", "23", "--", ...SHELL);
  assert.equal(await d.ok("show", "-gv", "focus-events"), "off\n");
  await d.ok("set", "-g", "focus-events", "on");
  await using t = await attachedTerminal(d, "f");
  await waitFor(
    () => t.rawText().includes("\x1b[?1004h"),
    15_000,
    "focus reports asked for",
  );
  // The tty echoes what the program is sent: ^[[I, ^[[O.
  await d.ok("send", "f", "printf '\\033[?1004h'; cat\n");
  await seen(d, "f", (s) => count(s, "^[[I") === 1, "focus in at once");
  await t.write("\x1b[O");
  await seen(d, "f", (s) => count(s, "^[[O") === 1, "focus out");
  await t.write("\x1b[I");
  await seen(d, "f", (s) => count(s, "^[[I") === 2, "focus in again");
  // A new active pane: the old one loses the focus.
  await d.ok("split-window", "-t", "f", "--", ...SHELL);
  await seen(d, "f:0.0", (s) => count(s, "^[[O") === 2, "focus out on split");
  await d.ok("select-pane", "-t", "f:0.0");
  await seen(d, "f:0.0", (s) => count(s, "^[[I") === 3, "focus in on select");
});

Deno.test("focus-events off (tmux's default): a program that asks is told nothing", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "f", "-x", "80", "-y", "23", "--", ...SHELL);
  await using t = await attachedTerminal(d, "f");
  await d.ok("send", "f", "printf '\\033[?1004h'; cat\n");
  await d.ok("split-window", "-t", "f", "--", ...SHELL);
  await d.ok("select-pane", "-t", "f:0.0");
  await d.ok("send", "f:0.0", "mark\n");
  await seen(d, "f:0.0", (s) => count(s, "mark") === 2, "the mark");
  const screen = await d.ok("capture-pane", "-p", "-t", "f:0.0");
  assert.equal(count(screen, "^[["), 0, screen);
  assert.equal(t.rawText().includes("\x1b[?1004h"), false);
});

Deno.test("focus-events off: a focus report the terminal sends unasked fires client-focus-in and -out, as tmux 3.3a's, and reaches no pane as keys", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "f", "-x", "80", "-y", "23", "--", "cat");
  await d.ok("set-hook", "-g", "client-focus-in", "set -g @focus in");
  await d.ok("set-hook", "-g", "client-focus-out", "set -g @focus out");
  await using t = await attachedTerminal(d, "f");
  const focus = async () => (await d.ok("show", "-gqv", "@focus")).trim();
  await t.write("\x1b[O");
  await waitFor(async () => await focus() === "out", 15_000, "focus out");
  await t.write("\x1b[Imark\r");
  await waitFor(async () => await focus() === "in", 15_000, "focus in");
  await seen(d, "f", (s) => s.includes("mark"), "the mark");
  const screen = await d.ok("capture-pane", "-p", "-t", "f");
  assert.equal(count(screen, "^["), 0, screen);
});

Deno.test("escape-time: the start of a key (ESC [) waits that long for its rest before it goes on as typed; 0 sends it at once", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "e", "-x", "80", "-y", "23", "--", "cat");
  assert.equal(await d.ok("show", "-gv", "escape-time"), "25\n");
  await d.ok("set", "-g", "escape-time", "60000");
  await using t = await attachedTerminal(d, "e");
  // Alt-[, or the start of a key whose rest is still on its way.
  await t.write("\x1b[");
  // Well past berth's 25 ms, far short of the minute: still waiting.
  await new Promise((r) => setTimeout(r, 400));
  const screen = await d.ok("capture-pane", "-p", "-t", "e");
  assert.equal(screen.includes("^["), false, screen);
  // Its rest: one key, Up.
  await t.write("A");
  await seen(d, "e", (s) => s.includes("^[[A"), "Up");
  await d.ok("set", "-g", "escape-time", "0");
  // The client has the setting once the daemon pushed it: a moment.
  await new Promise((r) => setTimeout(r, 300));
  await t.write("\x1b[");
  await seen(d, "e", (s) => s.includes("^[[A^[["), "ESC [ alone");
  const bad = await d.cli("set", "-g", "escape-time", "-1");
  assert.equal(bad.code, 1);
});

for (const [how, handover] of [["the daemon draws", "1"], ["own", "0"]]) {
  Deno.test(`escape-time: prefix d typed while the start of a key waits for its rest detaches once the keys before it reached the pane, as tmux's (${how})`, async () => {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "e", "-x", "80", "-y", "23", "--", "cat");
    await d.ok("set", "-g", "escape-time", "60000");
    // Alt-[ and Alt-O wait for a rest (a cursor key's); then prefix d.
    let typed = "";
    for (const start of ["\x1b[", "\x1bO"]) {
      const env = { BERTH_HANDOVER: handover };
      await using t = sizedBerthTerminal(
        d,
        { cols: 80, rows: 24, env },
        "attach",
        "e",
      );
      await waitFor(() => t.lines()[23].startsWith("[e] "), 15_000, "attached");
      await t.write(`a${start}`);
      await t.write("\x02d");
      assert.equal((await t.waitExit()).code, 0, JSON.stringify(start));
      typed += `a^[${start.slice(1)}`;
      await seen(d, "e", (s) => s.trim() === typed, typed);
    }
  });
}

Deno.test("display-panes-time: prefix q's numbers stay that long", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "q", "-x", "80", "-y", "23", "--", "cat");
  await d.ok("split-window", "-h", "-t", "q", "--", "cat");
  assert.equal(await d.ok("show", "-gv", "display-panes-time"), "1000\n");
  await d.ok("set", "-g", "display-panes-time", "60000");
  await using t = await attachedTerminal(d, "q");
  const big = () => t.lines().some((l) => l.includes("█"));
  await t.write("\x02q");
  await waitFor(big, 15_000, "the numbers");
  // Past tmux's 1000 ms: still there.
  await new Promise((r) => setTimeout(r, 1500));
  assert.equal(big(), true, t.text());
  await t.write("\x1b");
});

Deno.test("focus-events: a client whose terminal lost the focus keeps it lost through a switch-client and a berth upgrade; no focus in is made up", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "f", "-x", "80", "-y", "23", "--", ...SHELL);
  await d.ok("set", "-g", "focus-events", "on");
  await d.ok("new", "-d", "-s", "g", "-x", "80", "-y", "23", "--", ...SHELL);
  await d.ok("send", "g", "printf '\\033[?1004h'; cat\n");
  // No client there: told it has no focus.
  await seen(d, "g", (s) => count(s, "^[[O") === 1, "focus out at once");
  await using t = await attachedTerminal(d, "f");
  await waitFor(
    () => t.rawText().includes("\x1b[?1004h"),
    15_000,
    "focus reports asked for",
  );
  await d.ok("send", "f", "printf '\\033[?1004h'; cat\n");
  await seen(d, "f", (s) => count(s, "^[[I") === 1, "focus in at once");
  await t.write("\x1b[O");
  await seen(d, "f", (s) => count(s, "^[[O") === 1, "focus out");
  const tty = (await d.ok("lsc", "-F", "#{client_tty}")).trim();
  await d.ok("switch-client", "-c", tty, "-t", "g");
  await d.ok("send", "g", "one\n");
  await seen(d, "g", (s) => s.includes("one"), "the first mark");
  let screen = await d.ok("capture-pane", "-p", "-t", "g");
  assert.equal(count(screen, "^[[I"), 0, screen);
  await d.ok("upgrade");
  await waitFor(
    async () => (await d.ok("lsc", "-F", "#{client_session}")).trim() === "g",
    15_000,
    "the client back in g",
  );
  // A moment for what the resumed client and the new daemon send.
  await new Promise((r) => setTimeout(r, 1000));
  await d.ok("send", "g", "two\n");
  await seen(d, "g", (s) => s.includes("two"), "the second mark");
  screen = await d.ok("capture-pane", "-p", "-t", "g");
  const after = screen.slice(screen.indexOf("one"));
  // Back in: the terminal's report still reaches the pane.
  await t.write("\x1b[I");
  await seen(d, "g", (s) => count(s, "^[[I") === 1, "focus in");
  assert.equal(count(after, "^[[I"), 0, screen);
});
