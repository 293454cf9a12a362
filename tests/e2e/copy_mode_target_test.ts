/**
 * End to end: `copy-mode -t TARGET` on a pane that is not the active one,
 * from a shell and from a key's binding, as tmux 3.3a's (side by side:
 * `tmux copy-mode -t s:0.0` put [0/51] on the inactive top pane, the keys
 * still reaching the active one; `-u` a page up, again on a pane in copy
 * mode; `-q` left it; a pane of a window not shown showed [9/50] once
 * that window was). Each through a real pty acting as the user's
 * terminal.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import {
  activeIndex,
  copyOn,
  indicators,
  twoPanes,
} from "../_helpers/copy_panes.ts";
import {
  sizedBerthTerminal,
  type UserTerminal,
} from "../_helpers/user_terminal.ts";

/** Pane `target`'s `#{pane_in_mode}/#{scroll_position}`, from the daemon. */
async function mode(d: TestDaemon, target: string): Promise<string> {
  return (await d.ok(
    "display",
    "-p",
    "-t",
    target,
    "#{pane_in_mode}/#{scroll_position}",
  )).trim();
}

/** Waits for the status line of `twoPanes`'s terminal to match `re`. */
async function statusSays(t: UserTerminal, re: RegExp, what: string) {
  await waitFor(
    () => re.test(t.lines()[11] ?? ""),
    15_000,
    () => `${what}:\n${t.text()}`,
  );
}

/** Pane `target`'s id (`%N`), from the daemon. */
async function paneId(d: TestDaemon, target: string): Promise<string> {
  return (await d.ok("display", "-p", "-t", target, "#{pane_id}")).trim();
}

/** Waits for pane `target` to show `want` (`mode`). */
async function modeIs(d: TestDaemon, target: string, want: string) {
  let last = "";
  await waitFor(
    async () => (last = await mode(d, target)) === want,
    15_000,
    () => `${target} in mode/position ${want}: ${last}`,
  );
}

/** Waits for the bottom pane's row 6 to show copy mode at `[N/..]`. */
async function bottomAt(t: UserTerminal, n: number) {
  await waitFor(
    () => new RegExp(`^\\[${n}/\\d+\\]$`).test(indicators(t).get(6) ?? ""),
    15_000,
    () => `the bottom pane's copy mode at [${n}/N]:\n${t.text()}`,
  );
}

/**
 * Waits for session `name`'s bottom pane in copy mode two of its pages up
 * ([6/N]), as the terminal and the daemon show it, the top pane active.
 */
async function twoPagesUp(d: TestDaemon, t: UserTerminal, name: string) {
  await bottomAt(t, 6);
  await modeIs(d, `${name}:0.1`, "1/6");
  assert.equal(await activeIndex(d, name), "0");
}

Deno.test("berth copy-mode -t on a pane that is not active enters copy mode there, unselected, the keys still the active pane's; -u pages up, -q leaves, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await using t = await twoPanes(d, "cs");
  assert.equal(await d.ok("copy-mode", "-t", "cs:0.0"), "");
  await copyOn(t, 0, "copy mode on the top pane");
  assert.equal(await activeIndex(d, "cs"), "1");
  await t.write("echo typed\r");
  await waitFor(
    () => t.lines().slice(6, 11).includes("typed"),
    15_000,
    () => `typed in the bottom pane:\n${t.text()}`,
  );
  await copyOn(t, 0, "copy mode on the top pane still");
  await d.ok("copy-mode", "-q", "-t", "cs:0.0");
  await copyOn(t, -1, "the top pane's copy mode left");
  // The bottom pane not active: -u a page up there (3 of its 5 rows),
  // and again on it in copy mode, as tmux's.
  await d.ok("select-pane", "-t", "cs:0.0");
  await d.ok("copy-mode", "-u", "-t", "cs:0.1");
  await bottomAt(t, 3);
  await d.ok("copy-mode", "-u", "-t", "cs:0.1");
  await twoPagesUp(d, t, "cs");
});

Deno.test("berth copy-mode -u -t on a pane of a window not shown: its copy mode a page of its own up, shown when its window is", async () => {
  await using d = await TestDaemon.create();
  await using t = await twoPanes(d, "cw");
  await d.ok("new-window", "-t", "cw", "--", "bash", "--norc", "--noprofile");
  await waitFor(
    () => !t.lines().includes("60"),
    15_000,
    () => `the new window shown:\n${t.text()}`,
  );
  await d.ok("copy-mode", "-u", "-t", "cw:0.1");
  await modeIs(d, "cw:0.1", "1/3");
  await d.ok("select-window", "-t", "cw:0");
  await bottomAt(t, 3);
});

Deno.test("a binding's copy-mode -t acts on that pane, active or not: -e leaves at the bottom, -H hides the position, -q leaves, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await using t = await twoPanes(
    d,
    "cb",
    "bind X copy-mode -t :.0\nbind Q copy-mode -q -t :.0\n" +
      "bind E copy-mode -eH -t :.1\n",
  );
  await t.write("\x02X");
  await copyOn(t, 0, "copy mode on the top pane");
  assert.equal(await activeIndex(d, "cb"), "1");
  await t.write("\x02Q");
  await copyOn(t, -1, "the top pane's copy mode left");
  // The top pane active: E puts the bottom one in copy mode, -e -H.
  await d.ok("select-pane", "-t", "cb:0.0");
  await t.write("\x02E");
  await modeIs(d, "cb:0.1", "1/0");
  await d.ok("send-keys", "-X", "-N", "2", "-t", "cb:0.1", "scroll-up");
  await waitFor(
    () => /^55\s*$/.test(t.lines()[6] ?? ""),
    15_000,
    () => `the bottom pane's view 2 up:\n${t.text()}`,
  );
  assert.equal(indicators(t).size, 0, `no position shown (-H):\n${t.text()}`);
  await d.ok("send-keys", "-X", "-N", "2", "-t", "cb:0.1", "scroll-down");
  await modeIs(d, "cb:0.1", "0/");
});

Deno.test("a binding's copy-mode -t %N on no pane, or on a pane of another session, says so in one line and enters nothing, as its other targets", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "far", "--", "bash", "--norc", "--noprofile");
  const far = await paneId(d, "far");
  await d.ok("bind", "N", "copy-mode", "-t", "%99");
  await d.ok("bind", "F", "copy-mode", "-t", far);
  await using t = await twoPanes(d, "cn");
  await t.write("\x02N");
  await statusSays(t, /%99/, "a message on the missing pane");
  await t.write("\x02F");
  await statusSays(
    t,
    new RegExp(`${far} is in session far`),
    "a message on the other session's pane",
  );
  assert.equal(await mode(d, far), "0/");
  await copyOn(t, -1, "no copy mode here");
});

Deno.test("berth copy-mode with a word after its flags fails in one line, exit 1, entering nothing, as tmux's too many arguments", async () => {
  await using d = await TestDaemon.create();
  await using t = await twoPanes(d, "ca");
  const r = await d.cli("copy-mode", "-t", "ca:0.0", "extra");
  assert.equal(r.code, 1);
  assert.match(r.stderr, /^berth: copy-mode: too many arguments[^\n]*\n?$/);
  assert.equal(await mode(d, "ca:0.0"), "0/");
  await t.write("echo still\r");
  await t.waitText(/^still$/m);
  await copyOn(t, -1, "no copy mode");
});

Deno.test("a binding's copy-mode -u -t %N twice in one list pages up twice on a pane not active, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await using t = await twoPanes(d, "cu");
  const up = ["copy-mode", "-u", "-t", await paneId(d, "cu:0.1")];
  await d.ok("bind", "U", ...up, ";", ...up);
  await d.ok("select-pane", "-t", "cu:0.0");
  await t.write("\x02U");
  await twoPagesUp(d, t, "cu");
});

Deno.test("after switch-client, a binding's copy-mode -u -t %N on the old session's pane in copy mode is refused in one line, that pane unmoved", async () => {
  await using d = await TestDaemon.create();
  await using t = await twoPanes(d, "old");
  await d.ok("new", "-d", "-s", "new", "--", "bash", "--norc", "--noprofile");
  const top = await paneId(d, "old:0.0");
  await d.ok("bind", "U", "copy-mode", "-u", "-t", top);
  await d.ok("copy-mode", "-t", top);
  await copyOn(t, 0, "copy mode on the old session's top pane");
  const client = (await d.ok("list-clients", "-F", "#{client_name}")).trim();
  await d.ok("switch-client", "-c", client, "-t", "new");
  await t.waitText(/\[new\]/);
  await t.write("\x02U");
  await statusSays(
    t,
    new RegExp(`${top} is in session old`),
    "a message on the old session's pane",
  );
  assert.equal(await mode(d, top), "1/0");
});

Deno.test("berth copy-mode -t another pane for a read-only client fails in one line, exit 1; the active pane's still enters, as its view", async () => {
  await using d = await TestDaemon.create();
  const sh = ["bash", "--norc", "--noprofile", "-i"];
  await d.ok("new", "-d", "-s", "ro", "-x", "40", "-y", "11", "--", ...sh);
  await d.ok("split-window", "-t", "ro", "--", ...sh);
  await d.ok("bind", "X", "copy-mode", "-t", ":.0");
  await using t = sizedBerthTerminal(
    d,
    { cols: 40, rows: 12 },
    "attach",
    "-r",
    "ro",
  );
  await waitFor(() => /^\$/.test(t.lines()[6] ?? ""), 15_000, "both shells");
  const r = await d.cli("copy-mode", "-t", "ro:0.0");
  assert.equal(r.code, 1);
  assert.match(r.stderr, /^berth: [^\n]*read-only[^\n]*\n?$/);
  assert.equal(await mode(d, "ro:0.0"), "0/");
  assert.equal((await d.cli("copy-mode", "-t", "ro:0.1")).code, 0);
  await copyOn(t, 6, "the read-only client's view of the active pane");
  assert.doesNotMatch(t.lines()[11] ?? "", /Read-only|display-message/);
  // A binding's: said in one line, its own words, not those of the
  // lookup of its pane.
  await t.write("q\x02X");
  await statusSays(
    t,
    /^Read-only: copy-mode -t :\.0 is not run/,
    "the binding refused",
  );
  assert.equal(await mode(d, "ro:0.0"), "0/");
});
