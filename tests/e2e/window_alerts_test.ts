/**
 * End to end: tmux's window and alert options. A bell in a window not
 * shown flags it and rings the attached terminal as `bell-action`,
 * `visual-bell` and `monitor-bell` say; `ESC k NAME ESC \` renames a
 * window only with `allow-rename` on (its text never shows);
 * `automatic-rename`, the daemon's and a window's own, kept by `berth
 * upgrade`; `default-terminal` is `TERM` in new panes.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import {
  attachedTerminal,
  type UserTerminal,
} from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile"];

/** BELs the terminal got, not counting those ending an OSC string. */
function bells(t: UserTerminal): number {
  // deno-lint-ignore no-control-regex
  const text = t.rawText().replace(/\x1b\][^\x07\x1b]*(\x07|\x1b\\)/g, "");
  return text.split("\x07").length - 1;
}

/** `format` expanded for `target`. */
async function shown(
  d: TestDaemon,
  target: string,
  format: string,
): Promise<string> {
  return (await d.ok("display", "-p", "-t", target, format)).trim();
}

/** Waits until pane `target`'s screen matches `re`. */
async function seen(d: TestDaemon, target: string, re: RegExp) {
  let last = "";
  await waitFor(
    async () => re.test(last = await d.ok("capture-pane", "-p", "-t", target)),
    15_000,
    `${re} in ${target}`,
  ).catch(() => assert.fail(`no ${re} in ${target}:\n${last}`));
}

/** The windows of `session`, `INDEX:NAME` a line. */
async function names(d: TestDaemon, session: string): Promise<string> {
  return (await d.ok("list-windows", "-t", session, "-F", "#I:#W")).trim();
}

async function namesBecome(d: TestDaemon, session: string, want: string) {
  await waitFor(
    async () => await names(d, session) === want,
    15_000,
    `windows ${want}`,
  );
}

Deno.test("a bell in a window not shown flags it (!) and rings the terminal (bell-action any); none, visual-bell and monitor-bell off as tmux's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "-x", "80", "-y", "23", "--", ...SHELL);
  await d.ok("new-window", "-t", "a", "--", ...SHELL);
  await using t = await attachedTerminal(d, "a");
  const flag = () => shown(d, "a:0", "#{window_bell_flag}");
  assert.equal(bells(t), 0);

  // Window 0 is not shown: flagged, and the terminal rings.
  await d.ok("send", "a:0", "printf '\\a'\n");
  await waitFor(async () => await flag() === "1", 15_000, "the bell flag");
  await waitFor(() => bells(t) === 1, 15_000, "the terminal's bell");
  await t.waitText(/ 0:bash\S*!/);

  // bell-action none: flagged still, but no bell reaches the terminal.
  await d.ok("set", "-g", "bell-action", "none");
  await d.ok("select-window", "-t", "a:0");
  assert.equal(await flag(), "0", "seen, the flag goes");
  await d.ok("select-window", "-t", "a:1");
  await d.ok("send", "a:0", "printf '\\a'\n");
  await waitFor(async () => await flag() === "1", 15_000, "the bell flag");
  await d.ok("send", "a:1", "echo mark-one\n");
  await t.waitText(/^mark-one$/m);
  assert.equal(bells(t), 1, "bell-action none rings nothing");

  // visual-bell on: a message instead of the bell.
  await d.ok("set", "-g", "bell-action", "any");
  await d.ok("set", "-g", "visual-bell", "on");
  await d.ok("send", "a:0", "printf '\\a'\n");
  await t.waitText(/Bell in window 0/);
  await d.ok("send", "a:1", "echo mark-two\n");
  await t.waitText(/^mark-two$/m);
  assert.equal(bells(t), 1, "visual-bell on: a message, no bell");

  // monitor-bell off: no flag, no bell.
  await d.ok("set", "-g", "visual-bell", "off");
  await d.ok("set", "-g", "monitor-bell", "off");
  await d.ok("select-window", "-t", "a:0");
  await d.ok("select-window", "-t", "a:1");
  await d.ok("send", "a:0", "printf '\\a'; echo mark-three\n");
  await seen(d, "a:0", /^mark-three$/m);
  await d.ok("send", "a:1", "echo mark-four\n");
  await t.waitText(/^mark-four$/m);
  assert.equal(await flag(), "0", "monitor-bell off: no flag");
  assert.equal(bells(t), 1, "monitor-bell off: no bell");
});

Deno.test("ESC k NAME ESC \\ renames the window only with allow-rename on, and its text never shows", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "r", "--", ...SHELL);
  await namesBecome(d, "r", "0:bash");
  assert.equal(await d.ok("show", "-gv", "allow-rename"), "off\n");
  // Off (tmux 3.3a's default): nothing happens, and nothing shows.
  await d.ok("send", "r", "printf 'A\\033knew\\033\\\\B\\n'\n");
  await seen(d, "r", /^AB$/m);
  assert.equal(await names(d, "r"), "0:bash");

  await d.ok("set", "-g", "allow-rename", "on");
  await d.ok("send", "r", "printf '\\033kfresh\\033\\\\'\n");
  await namesBecome(d, "r", "0:fresh");
  // As tmux's: the window names itself no more.
  assert.equal(
    await d.ok("show", "-w", "-t", "r", "automatic-rename"),
    "automatic-rename off\n",
  );
  await d.ok("send", "r", "sleep 600\n");
  await waitFor(
    async () => await shown(d, "r", "#{pane_current_command}") === "sleep",
    15_000,
    "sleep in front",
  );
  await d.ok("wait", "r", "--idle", "600", "--timeout", "30");
  assert.equal(await names(d, "r"), "0:fresh");
});

Deno.test("automatic-rename: set -g for every window, setw for one (-u: the daemon's again), off after rename-window; kept by berth upgrade", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "--", ...SHELL);
  await namesBecome(d, "w", "0:bash");
  assert.equal(await d.ok("show", "-gv", "automatic-rename"), "on\n");
  await d.ok("set", "-g", "automatic-rename", "off");
  await d.ok("send", "w", "sleep 600\n");
  await waitFor(
    async () => await shown(d, "w", "#{pane_current_command}") === "sleep",
    15_000,
    "sleep in front",
  );
  // Looked at 500 ms after output at the latest: it would have.
  await d.ok("wait", "w", "--idle", "1200", "--timeout", "30");
  assert.equal(await names(d, "w"), "0:bash", "off: the name stays");

  // The window's own on: named at once, as tmux's.
  await d.ok("setw", "-t", "w", "automatic-rename", "on");
  await namesBecome(d, "w", "0:sleep");
  assert.equal(
    await d.ok("show", "-w", "-t", "w", "automatic-rename"),
    "automatic-rename on\n",
  );
  // A live upgrade keeps the window's own value and the daemon's.
  await d.ok("upgrade");
  assert.equal(
    await d.ok("show", "-w", "-t", "w", "automatic-rename"),
    "automatic-rename on\n",
  );
  assert.equal(await d.ok("show", "-gv", "automatic-rename"), "off\n");
  await d.ok("send", "w", "\x03");
  await namesBecome(d, "w", "0:bash");

  // -u: the daemon's off again.
  await d.ok("setw", "-u", "-t", "w", "automatic-rename");
  assert.equal(await d.ok("show", "-w", "-t", "w", "automatic-rename"), "");
  await d.ok("send", "w", "sleep 600\n");
  await waitFor(
    async () => await shown(d, "w", "#{pane_current_command}") === "sleep",
    15_000,
    "sleep in front",
  );
  await d.ok("wait", "w", "--idle", "1200", "--timeout", "30");
  assert.equal(await names(d, "w"), "0:bash");

  // rename-window turns the window's off, whatever the daemon's.
  await d.ok("set", "-g", "automatic-rename", "on");
  await namesBecome(d, "w", "0:sleep");
  await d.ok("rename-window", "-t", "w:0", "mine");
  assert.equal(
    await d.ok("show", "-w", "-t", "w", "automatic-rename"),
    "automatic-rename off\n",
  );
  await d.ok("send", "w", "\x03");
  await d.ok("wait", "w", "--idle", "1200", "--timeout", "30");
  assert.equal(await names(d, "w"), "0:mine");
});

Deno.test("default-terminal is TERM in new panes, an existing session's too", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "t", "--", ...SHELL);
  assert.equal(
    await d.ok("show", "-gv", "default-terminal"),
    "xterm-256color\n",
  );
  await d.ok("send", "t", "echo T=$TERM\n");
  await seen(d, "t", /^T=xterm-256color$/m);
  await d.ok("set", "-g", "default-terminal", "tmux-256color");
  await d.ok("new-window", "-t", "t", "--", ...SHELL);
  await d.ok("send", "t:1", "echo T=$TERM\n");
  await seen(d, "t:1", /^T=tmux-256color$/m);
  const bad = await d.cli("set", "-g", "default-terminal", "a b");
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /default-terminal takes a terminal name/);
});

Deno.test("alerts as tmux 3.3a's: a bell with no client attached flags the shown window (seen at attach); activity-action current alerts for the shown window; setw -o", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "-x", "80", "-y", "23", "--", ...SHELL);
  const flags = () =>
    shown(d, "a:0", "#{window_bell_flag}#{window_activity_flag}");
  // None attached: the shown window is flagged, as tmux's.
  await d.ok("send", "a:0", "printf '\\a'\n");
  await waitFor(async () => await flags() === "10", 15_000, "the bell flag");
  await using t = await attachedTerminal(d, "a");
  await waitFor(async () => await flags() === "00", 15_000, "seen at attach");
  // activity-action current: the shown window's output alerts.
  await d.ok("set", "-g", "monitor-activity", "on");
  await d.ok("set", "-g", "activity-action", "current");
  await d.ok("set", "-g", "visual-activity", "on");
  await d.ok("send", "a:0", "echo out\n");
  await t.waitText(/Activity in current window/);
  assert.equal(await flags(), "00", "shown to a client: no flag");
  // setw -o: not over the window's own value.
  await d.ok("setw", "-o", "-t", "a:0", "window-style", "bg=red");
  const again = await d.cli(
    "setw",
    "-o",
    "-t",
    "a:0",
    "window-style",
    "bg=blue",
  );
  assert.equal(again.code, 1);
  assert.match(again.stderr, /^berth: Already set: window-style/);
  assert.equal(
    (await d.cli("setw", "-oq", "-t", "a:0", "window-style", "x")).code,
    0,
  );
  assert.match(await d.ok("showw", "-t", "a:0"), /^window-style bg=red$/m);
});

Deno.test("monitor-silence: a window not shown silent that many seconds is flagged ~ and alerts as silence-action and visual-silence say, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "-x", "80", "-y", "23", "--", ...SHELL);
  await d.ok("new-window", "-t", "a", "--", ...SHELL);
  await using t = await attachedTerminal(d, "a");
  await d.ok("set", "-g", "visual-silence", "on");
  await d.ok("set", "-g", "monitor-silence", "1");
  await t.waitText(/Silence in window 0/);
  assert.equal(await shown(d, "a:0", "#{window_silence_flag}#F"), "1~-");
  // The shown window is seen: not flagged (silence-action other).
  assert.equal(await shown(d, "a:1", "#{window_silence_flag}"), "0");
  await d.ok("select-window", "-t", "a:0");
  assert.equal(await shown(d, "a:0", "#{window_silence_flag}"), "0");
});

Deno.test("monitor-silence: a shorter value set later counts at once, and setting another option does not restart the count, as tmux's alerts_reset_all", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "-x", "80", "-y", "23", "--", ...SHELL);
  await d.ok("new-window", "-t", "a", "--", ...SHELL);
  const flag = () => shown(d, "a:0", "#{window_silence_flag}");
  // An hour, then a second: the second counts (it waited the hour).
  await d.ok("set", "-g", "monitor-silence", "3600");
  await d.ok("set", "-g", "monitor-silence", "1");
  await waitFor(async () => await flag() === "1", 8_000, "silence after 1 s");

  // Seen, then silent again while the user sets other options: a script
  // setting @tick twice a second must not keep the window from alerting.
  await d.ok("select-window", "-t", "a:0");
  await d.ok("select-window", "-t", "a:1");
  await d.ok("set", "-g", "monitor-silence", "2");
  let tick = 0;
  await waitFor(
    async () => {
      await d.ok("set", "-g", "@tick", String(tick++));
      return await flag() === "1";
    },
    8_000,
    "silence while other options are set",
    300,
  );
});

/**
 * Session a with three windows of SHELL (2 shown); what tells a window's
 * `~` flag.
 */
async function threeWindows(d: TestDaemon) {
  await d.ok("new", "-d", "-s", "a", "-x", "80", "-y", "23", "--", ...SHELL);
  await d.ok("new-window", "-t", "a", "--", ...SHELL);
  await d.ok("new-window", "-t", "a", "--", ...SHELL);
  return (w: string) => shown(d, `a:${w}`, "#{window_silence_flag}");
}

Deno.test("monitor-silence across berth upgrade: the ~ flag is kept, as # and ! are, and the silence counts on from the upgrade", async () => {
  await using d = await TestDaemon.create();
  const flag = await threeWindows(d);
  await d.ok("set", "-g", "monitor-silence", "1");
  await waitFor(
    async () => await flag("0") === "1" && await flag("1") === "1",
    8_000,
    "silence in 0 and 1",
  );
  // Window 1 seen and left again: silent from now, with no output to come.
  await d.ok("select-window", "-t", "a:1");
  await d.ok("select-window", "-t", "a:2");
  assert.equal(await flag("1"), "0");
  await d.ok("upgrade");
  assert.equal(await flag("0"), "1", "the ~ flag kept");
  await waitFor(async () => await flag("1") === "1", 8_000, "silence in 1");
});

Deno.test("monitor-silence is a window's own too, as tmux's window option: setw -t :0 monitor-silence 1 flags that window alone", async () => {
  await using d = await TestDaemon.create();
  const flag = await threeWindows(d);
  await d.ok("setw", "-t", "a:0", "monitor-silence", "1");
  assert.match(await d.ok("showw", "-t", "a:0"), /^monitor-silence 1$/m);
  assert.equal(await shown(d, "a:0", "#{monitor-silence}"), "1");
  assert.equal(await shown(d, "a:1", "#{monitor-silence}"), "0");
  await waitFor(async () => await flag("0") === "1", 8_000, "silence in 0");
  // Window 1, as silent as 0 all the while, has the daemon's 0: no flag.
  assert.equal(await flag("1"), "0");
  // Dropped, the daemon's 0 again: seen, then silent, it stays unflagged.
  await d.ok("setw", "-u", "-t", "a:0", "monitor-silence");
  assert.doesNotMatch(await d.ok("showw", "-t", "a:0"), /monitor-silence/);
  const r = await d.cli("setw", "-t", "a:1", "monitor-silence", "soon");
  assert.equal(r.code, 1);
  assert.match(r.stderr, /monitor-silence takes a number of seconds/);
});
