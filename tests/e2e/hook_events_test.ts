/**
 * End to end: the hooks of tmux 3.3a that berth took and never fired
 * (`window-pane-changed`, `window-layout-changed`, `window-resized`,
 * `session-window-changed`, `pane-title-changed`, `pane-set-clipboard`,
 * `pane-mode-changed`, `client-active`, `client-focus-in`/`-out`,
 * `after-copy-mode`, `after-display-panes`) fire where tmux's do, once
 * each, checked against tmux 3.3a side by side; a command made of several
 * requests fires its own `after-` hook alone; hooks as options (`set -g
 * after-split-window ...`, `show -g session-created`), as tmux keeps them.
 */

import assert from "node:assert/strict";
import { readOr, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { attachedTerminal } from "../_helpers/user_terminal.ts";

/** A hook line that appends its formats' expansion to `file`. */
function note(file: string, format: string): string {
  return `run-shell "echo ${format} >> ${file}"`;
}

/** The lines of `file` so far. */
function linesOf(file: string): string[] {
  return (readOr(file) ?? "").split("\n").filter((l) => l !== "");
}

/**
 * The lines hooks append to `file`, checked against what each step should
 * fire: `fires` waits for a step's lines (hooks of one step run side by
 * side: in any order); `done` checks that nothing more came, no hook twice.
 */
class Fired {
  #want: string[] = [];
  constructor(readonly file: string) {}

  /** Sets each of daemon `d`'s hooks `names` to note `format` here. */
  async hook(d: TestDaemon, names: string[], format: string): Promise<void> {
    for (const name of names) {
      await d.ok("set-hook", "-g", name, note(this.file, format));
    }
  }

  async fires(want: string[], step: () => Promise<unknown>): Promise<void> {
    this.#want.push(...want);
    await step();
    await waitFor(
      () => contains(linesOf(this.file), this.#want),
      15_000,
      () =>
        `${JSON.stringify(want)} after ${JSON.stringify(linesOf(this.file))}`,
    );
  }

  /** Once the last hooks have had time to run again: no more than wanted. */
  async done(): Promise<void> {
    // A hook fired twice (or one never wanted) runs its shell as the
    // wanted ones did: by now it would be there.
    await new Promise((r) => setTimeout(r, 500));
    assert.deepEqual(linesOf(this.file).sort(), [...this.#want].sort());
  }
}

/** Whether `have` holds every line of `want` (as many times). */
function contains(have: string[], want: string[]): boolean {
  const left = [...have];
  for (const w of want) {
    const i = left.indexOf(w);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/**
 * Pane `target`'s program anew, printing `seq` and then `mark`: parsed
 * once `mark` shows (a next step must not meet a write still to come).
 */
async function printed(
  d: TestDaemon,
  target: string,
  seq: string,
  mark: string,
): Promise<void> {
  await d.ok(
    "respawn-pane",
    "-k",
    "-t",
    target,
    "--",
    "sh",
    "-c",
    `printf '${seq}${mark}'; exec cat`,
  );
  await waitFor(
    async () => (await d.ok("capture-pane", "-p", "-t", target)).includes(mark),
    15_000,
    mark,
  );
}

const WINDOW_EVENTS = [
  "window-pane-changed",
  "window-layout-changed",
  "window-resized",
  "session-window-changed",
  "pane-title-changed",
  "pane-set-clipboard",
];

Deno.test("window-pane-changed, window-layout-changed, window-resized, session-window-changed, pane-title-changed and pane-set-clipboard fire once where tmux 3.3a's do", async () => {
  await using d = await TestDaemon.create();
  const file = `${d.dir}/events.txt`;
  const f = new Fired(file);
  await d.ok("new", "-d", "-s", "t", "-x", "80", "-y", "24", "--", "cat");
  await f.hook(d, WINDOW_EVENTS, "#{hook} #{hook_window} #{hook_pane}");
  // tmux 3.3a: a split makes the new pane active and lays out anew.
  await f.fires(
    ["window-pane-changed @0 %1", "window-layout-changed @0 %1"],
    () => d.ok("split-window", "-t", "t", "--", "cat"),
  );
  await f.fires(
    ["window-pane-changed @0 %0"],
    () => d.ok("select-pane", "-t", "t:0.0"),
  );
  // Selecting the active pane again changes nothing: no hook.
  await f.fires([], () => d.ok("select-pane", "-t", "t:0.0"));
  await f.fires(
    ["window-layout-changed @0 %0"],
    () => d.ok("resize-pane", "-t", "t:0.0", "-D", "2"),
  );
  await f.fires(
    ["window-layout-changed @0 %0"],
    () => d.ok("resize-pane", "-Z", "-t", "t:0.0"),
  );
  await f.fires(
    ["window-layout-changed @0 %0", "window-resized @0 %0"],
    () => d.ok("resize-window", "-t", "t", "-x", "70", "-y", "20"),
  );
  await f.fires(
    ["session-window-changed @1 %2"],
    () => d.ok("new-window", "-t", "t", "--", "cat"),
  );
  await f.fires(
    ["session-window-changed @0 %0"],
    () => d.ok("select-window", "-t", "t:0"),
  );
  // The active pane gone: another is active, the layout closes up.
  await f.fires(
    ["window-pane-changed @0 %1", "window-layout-changed @0 %1"],
    () => d.ok("kill-pane", "-t", "t:0.0"),
  );
  await f.fires(
    ["pane-title-changed @0 %1"],
    () => d.ok("select-pane", "-t", "t:0.0", "-T", "mine"),
  );
  // A program's title (OSC 2), and its clipboard (OSC 52) with
  // set-clipboard on; with external (berth's default) it goes nowhere.
  // Parsed once the word after it shows (the next step's setting must
  // not meet a write still to come).
  let marks = 0;
  const osc = (seq: string) => printed(d, "t:0.0", seq, `m${++marks}`);
  await f.fires(
    ["pane-title-changed @0 %1"],
    () => osc("\\033]2;prog\\007"),
  );
  await f.fires([], () => osc("\\033]52;c;aGk=\\007"));
  await d.ok("set", "-g", "set-clipboard", "on");
  await f.fires(
    ["pane-set-clipboard @0 %1"],
    () => osc("\\033]52;c;aGk=\\007"),
  );
  await f.done();
});

Deno.test("client-active, client-focus-in and -out, pane-mode-changed, after-copy-mode and after-display-panes from a real terminal; a command of several requests fires its own after- hook alone", async () => {
  await using d = await TestDaemon.create();
  const file = `${d.dir}/client.txt`;
  const f = new Fired(file);
  await d.ok("new", "-d", "-s", "t", "-x", "80", "-y", "23", "--", "cat");
  await d.ok("set", "-g", "focus-events", "on");
  await d.ok("set", "-g", "lock-command", "true");
  const hooks = [
    "client-active",
    "client-focus-in",
    "client-focus-out",
    "pane-mode-changed",
    "after-copy-mode",
    "after-display-panes",
    "after-list-clients",
    "after-lock-client",
    "after-list-buffers",
    "after-delete-buffer",
    "after-paste-buffer",
  ];
  await f.hook(d, hooks, "#{hook} #{hook_pane}#{?hook_client, c,}");
  await using t = await attachedTerminal(d, "t");
  // As tmux's: attached, a client is its window's latest without the
  // hook; another's key makes that one the latest, with it.
  await f.fires([], () => t.write("a"));
  await using u = await attachedTerminal(d, "t");
  await f.fires(["client-active c"], () => t.write("b"));
  await f.fires([], () => t.write("c"));
  await f.fires(["client-active c"], () => u.write("d"));
  await f.fires(["client-focus-out c"], () => t.write("\x1b[O"));
  // The focus in is a key of t, the latest (u) another: client-active.
  await f.fires(
    ["client-focus-in c", "client-active c"],
    () => t.write("\x1b[I"),
  );
  await f.fires(
    ["after-copy-mode %0", "pane-mode-changed %0"],
    () => t.write("\x02["),
  );
  await waitFor(() => /\[0\/\d+\]/.test(t.text()), 15_000, "copy mode");
  await f.fires(["pane-mode-changed %0"], () => t.write("q"));
  await f.fires(["after-display-panes %0"], () => t.write("\x02q"));
  // Commands made of several requests: their own hook alone (lock-client
  // asked for the clients first, paste-buffer -d for the buffers and
  // deleted the one pasted: after-list-clients, -list-buffers and
  // -delete-buffer fired too).
  await f.fires(
    ["after-lock-client %0"],
    () => d.ok("lock-client", "-t", "t"),
  );
  await d.ok("set-buffer", "x");
  await f.fires(
    ["after-paste-buffer %0"],
    () => d.ok("paste-buffer", "-d", "-t", "t"),
  );
  await f.done();
});

Deno.test("hooks are options too, as tmux 3.3a keeps them: set -g HOOK, set -ga HOOK[N], show -g HOOK, -gv, -gu, a window hook's scope", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "t", "-x", "80", "-y", "24", "--", "cat");
  await d.ok(
    "set",
    "-g",
    "after-split-window",
    "select-layout even-horizontal",
  );
  await d.ok("split-window", "-t", "t", "--", "cat");
  assert.equal(
    await d.ok("list-panes", "-t", "t", "-F", "#{pane_width}x#{pane_height}"),
    "39x24\n40x24\n",
  );
  // The same store as set-hook's.
  assert.equal(
    await d.ok("show-hooks", "-g", "after-split-window"),
    "after-split-window[0] select-layout even-horizontal\n",
  );
  await d.ok("set", "-ga", "session-created[1]", "display a");
  await d.ok("set", "-ga", "session-created", "display b");
  assert.equal(
    await d.ok("show", "-g", "session-created"),
    "session-created[0] display b\nsession-created[1] display a\n",
  );
  assert.equal(
    await d.ok("show", "-gv", "session-created"),
    "display b\ndisplay a\n",
  );
  await d.ok("set", "-gu", "session-created");
  assert.equal(
    await d.ok("show", "-g", "session-created"),
    "session-created\n",
  );
  // Without -g: a window or pane hook is the window's, as tmux's scopes.
  await d.ok("set", "-t", "t", "pane-died", "display y");
  assert.equal(
    await d.ok("show-hooks", "-w", "-t", "t"),
    "pane-died[0] display y\n",
  );
  await d.ok("set", "-t", "t", "session-renamed", "display z");
  assert.equal(
    await d.ok("show", "-t", "t", "session-renamed"),
    "session-renamed[0] display z\n",
  );
  assert.equal(await d.ok("show", "-t", "t", "session-closed"), "");
  const empty = await d.cli("set", "-g", "after-new-window");
  assert.equal(empty.code, 1);
  assert.match(
    empty.stderr,
    /^berth: set-option after-new-window needs a command/,
  );
  assert.equal(empty.stderr.split("\n").length, 2);
});

Deno.test("a pane-title-changed hook that sets the title (select-pane -T) runs once, as tmux 3.3a's: it does not fire itself again and again", async () => {
  await using d = await TestDaemon.create();
  const file = `${d.dir}/titles.txt`;
  await d.ok("new", "-d", "-s", "t", "-x", "80", "-y", "24", "--", "cat");
  await d.ok("split-window", "-d", "-t", "t", "--", "cat");
  await d.ok(
    "set-hook",
    "-g",
    "pane-title-changed",
    `select-pane -T "x#{pane_title}" ; ${note(file, "#{hook}")}`,
  );
  const title = () =>
    d.ok("display-message", "-p", "-t", "t:0.1", "#{pane_title}");
  await d.ok("select-pane", "-t", "t:0.1", "-T", "foo");
  let last = "";
  await waitFor(
    async () => (last = await title()) === "xfoo\n",
    15_000,
    () => `xfoo, not ${last}`,
  );
  // A hook fired again would have run its shell by now, as the first did.
  await new Promise((r) => setTimeout(r, 500));
  assert.deepEqual(linesOf(file), ["pane-title-changed"]);
  assert.equal(await title(), "xfoo\n");
});

Deno.test("a flood of titles with a pane-title-changed hook set logs its skipped hooks once, not a line each", async () => {
  await using d = await TestDaemon.create();
  const file = `${d.dir}/flood.txt`;
  await d.ok("new", "-d", "-s", "t", "-x", "80", "-y", "24", "--", "cat");
  await d.ok("set-hook", "-g", "pane-title-changed", note(file, "#{hook}"));
  // 2,000 titles at once: past the 32 hooks under way the rest are
  // skipped (a line each was 340,000 lines, 39 MB, in 5 s of a loop).
  const titles = "\\033]2;a\\007\\033]2;b\\007".repeat(1000);
  await printed(d, "t", titles, "done");
  await waitFor(() => linesOf(file).length >= 32, 15_000, "32 hooks run");
  const skips = d.log().split("\n").filter((l) => /hook .* not run/.test(l));
  assert.ok(skips.length <= 2, `${skips.length} lines of skipped hooks`);
});
