/**
 * End to end: copy mode belongs to the pane, as tmux's window modes do
 * (protocol step 32). Detached with it on, the next attach shows it where
 * it was (position, selection, search), a second client of the session
 * shows the same copy mode and follows its moves, and `berth upgrade`
 * keeps it. Also tmux 3.3a's search count in the position indicator
 * (`(N results)`), its `wrap-search` option, and the copy commands a
 * tmux.conf binds. Each through a real pty acting as the user's terminal.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { sizedBerthTerminal, UserTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

function attach(d: TestDaemon, name: string, cols = 40, rows = 12) {
  return sizedBerthTerminal(d, { cols, rows }, "attach", name);
}

/**
 * The position indicator on the view's top row, or "" without one (a
 * window narrower than the terminal: before the dots beside it).
 */
function indicator(t: UserTerminal): string {
  const row = t.lines()[0]?.replace(/\.+$/, "") ?? "";
  return row.match(/(\(\d+\+? results\) )?\[\d+\/\d+\]$/)?.[0] ?? "";
}

/**
 * Whether the cell at column x of screen row y is drawn selected: in
 * tmux's `mode-style`, black on yellow.
 */
function selectedCell(t: UserTerminal, y: number, x = 0): boolean {
  const cell = t.term.buffer.active.getLine(y)?.getCell(x);
  return cell?.isBgPalette() === true && cell.getBgColor() === 3;
}

/**
 * Session `name` (a shell) with a 60x16 and a 40x12 client attached, each
 * at its prompt; `size()`: its window's, `COLSxROWS`.
 */
async function twoSizes(d: TestDaemon, name: string) {
  await d.ok("new", "-d", "-s", name, "--", ...SHELL);
  const big = attach(d, name, 60, 16);
  await big.waitText(/^\$/m);
  const small = attach(d, name, 40, 12);
  await small.waitText(/^\$/m);
  const size = async () =>
    (await d.ok(
      "display",
      "-p",
      "-t",
      name,
      "#{window_width}x#{window_height}",
    ))
      .trim();
  return {
    big,
    small,
    size,
    async [Symbol.asyncDispose]() {
      await big[Symbol.asyncDispose]();
      await small[Symbol.asyncDispose]();
    },
  };
}

/** Each detaches (prefix d) and exits 0. */
async function detachAll(...ts: UserTerminal[]): Promise<void> {
  for (const t of ts) await t.write("\x02d");
  for (const t of ts) assert.equal((await t.waitExit()).code, 0);
}

/**
 * Prints 1-200 in session `name`, enters copy mode there, goes to the
 * oldest line and detaches: the pane keeps its copy mode there.
 */
async function detachAtOldest(d: TestDaemon, name: string): Promise<void> {
  await using t = attach(d, name);
  await t.waitText(/^\$/m);
  await t.write("seq 1 200\r");
  await t.waitText(/^200$/m);
  await t.write("\x02[");
  await waitFor(() => /^\[0\/\d+\]$/.test(indicator(t)), 15_000, "copy mode");
  await t.write("g");
  await waitFor(() => /^\[(\d+)\/\1\]$/.test(indicator(t)), 15_000, "top");
  await detachAll(t);
}

Deno.test("copy mode kept on its pane across a detach: the next attach shows its position, selection and search, and copies them", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "k", "-x", "40", "-y", "11", "--", ...SHELL);
  {
    await using t = attach(d, "k");
    await t.waitText(/^\$/m);
    await t.write("seq 1 500\r");
    await t.waitText(/^500$/m);
    await t.write("\x02[");
    await waitFor(() => /\[0\/\d+\]$/.test(indicator(t)), 30_000, "copy mode");
    // Search up for 250, select from it to the end of 252 (found by a
    // search too: tmux 3.3a's begin-selection takes the marks and their
    // count away, a search brings them back, $ keeps them with vi keys).
    await t.write("?250\r");
    await waitFor(
      () => indicator(t).startsWith("(1 results) "),
      30_000,
      "the match and its count",
    );
    await t.write(" ");
    await waitFor(() => /^\[/.test(indicator(t)), 30_000, "marks cleared");
    await t.write("/252\r$");
    const at = () => t.lines().findIndex((l) => /^250\b/.test(l));
    // (To the end of 252: its second cell too, once $ is drawn.)
    await waitFor(
      () =>
        at() >= 0 && selectedCell(t, at()) && selectedCell(t, at() + 2, 1) &&
        indicator(t).startsWith("(1 results) "),
      30_000,
      "selected",
    );
    const shown = indicator(t);
    assert.match(shown, /^\(1 results\) \[\d+\/\d+\]$/);
    await t.write("\x02d");
    assert.equal((await t.waitExit()).code, 0);
    assert.equal((await d.ok("ls", "--json")).includes('"k"'), true);
    // Reattached: the same place, the same selection (and search).
    await using u = attach(d, "k");
    await waitFor(
      () => indicator(u) === shown,
      30_000,
      `reattached at ${shown}`,
    );
    const y = u.lines().findIndex((l) => /^250\b/.test(l));
    assert.ok(y >= 0, u.text());
    assert.ok(
      selectedCell(u, y) && selectedCell(u, y + 1),
      "the selection drawn",
    );
    assert.ok(!selectedCell(u, y + 3), "and no further");
    await u.write("y");
    await waitFor(
      async () => (await d.cli("show-buffer")).stdout === "250\n251\n252\n",
      30_000,
      "the kept selection copied",
    );
    // Copied and left: the pane's copy mode is over for the next attach.
    await waitFor(() => indicator(u) === "", 30_000, "copy mode left");
    await u.write("\x02d");
    assert.equal((await u.waitExit()).code, 0);
  }
  await using v = attach(d, "k");
  await v.waitText(/^500$/m);
  await v.write("echo live\r");
  await v.waitText(/^live$/m);
  assert.equal(indicator(v), "", "no copy mode after it was left");
  await v.write("\x02d");
  assert.equal((await v.waitExit()).code, 0);
});

Deno.test("copy mode kept across a detach stays on its lines when output came and the next terminal has another size", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "r", "-x", "40", "-y", "11", "--", ...SHELL);
  let shown: string;
  {
    await using t = attach(d, "r");
    await t.waitText(/^\$/m);
    await t.write("seq 1 500\r");
    await t.waitText(/^500$/m);
    await t.write("\x02[");
    await waitFor(() => /^\[0\/\d+\]$/.test(indicator(t)), 15_000, "copy mode");
    await t.write("?250\r");
    await waitFor(
      () => t.lines()[t.cursor().y]?.startsWith("250") === true,
      15_000,
      "on 250",
    );
    shown = t.lines()[0].slice(0, 3);
    await t.write("\x02d");
    assert.equal((await t.waitExit()).code, 0);
  }
  // Output while detached (the pane's program is not in copy mode), then
  // a terminal of another size: the pane reflows.
  await d.ok("send-keys", "-t", "r", "seq 1001 3000", "Enter");
  await waitFor(
    async () => /^3000$/m.test(await d.ok("capture-pane", "-p", "-t", "r")),
    15_000,
    "the output",
  );
  await using u = attach(d, "r", 60, 15);
  await waitFor(
    () =>
      /\[\d+\/\d+\]$/.test(indicator(u)) &&
      u.lines()[u.cursor().y]?.startsWith("250") === true,
    15_000,
    "copy mode on 250 still",
  );
  // The view's top line too, as far above the cursor as it was.
  assert.equal(u.lines()[0].slice(0, 3), shown);
  await u.write("q\x02d");
  assert.equal((await u.waitExit()).code, 0);
});

Deno.test("two clients of a session show one copy mode on the pane, as tmux's: either moves it, leaving leaves on both", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "two", "--", ...SHELL);
  await using a = attach(d, "two");
  await a.waitText(/^\$/m);
  await a.write("seq 1 300\r");
  await a.waitText(/^300$/m);
  await a.write("\x02[");
  await waitFor(() => /^\[0\/\d+\]$/.test(indicator(a)), 15_000, "copy mode");
  await a.write("g"); // the oldest line
  await waitFor(() => /^\[(\d+)\/\1\]$/.test(indicator(a)), 15_000, "top");
  const top = indicator(a);
  // A second client, of the same size: the same copy mode at once.
  await using b = attach(d, "two");
  // What each shows (spaces written over a longer line before, which
  // no one sees, are not told apart from cells never written).
  const shown = (t: UserTerminal) =>
    JSON.stringify(t.lines().slice(0, 10).map((l) => l.trimEnd()));
  const same = () => shown(a) === shown(b);
  await waitFor(() => indicator(b) === top && same(), 15_000, `B at ${top}`);
  // B moves it (half a page down): A follows.
  await b.write("\x04");
  await waitFor(
    () => indicator(b) !== top && indicator(a) === indicator(b) && same(),
    15_000,
    () =>
      `A follows B's half page down (A ${indicator(a)}, B ${
        indicator(b)
      }, the same ${same()})\nA:\n${a.lines().join("\n")}\nB:\n${
        b.lines().join("\n")
      }`,
  );
  // A leaves: so does B.
  await a.write("q");
  await waitFor(
    () => indicator(a) === "" && indicator(b) === "",
    15_000,
    "both left copy mode",
  );
  await b.write("echo from-b\r");
  await a.waitText(/^from-b$/m);
  await a.write("\x02d");
  await b.write("\x02d");
  assert.equal((await a.waitExit()).code, 0);
  assert.equal((await b.waitExit()).code, 0);
});

Deno.test("a read-only client shows the session's copy mode, and its q does not take the pane's mode away, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "ro", "--", ...SHELL);
  await using a = attach(d, "ro");
  await a.waitText(/^\$/m);
  await a.write("seq 1 300\r");
  await a.waitText(/^300$/m);
  await using r = UserTerminal.spawn(
    berthArgv(d.socket, "attach", "-r", "ro"),
    {
      cols: 40,
      rows: 12,
      env: d.env,
      cwd: d.dir,
    },
  );
  await r.waitText(/^300$/m);
  await a.write("\x02[");
  await waitFor(() => /^\[0\/\d+\]$/.test(indicator(a)), 15_000, "copy mode");
  await a.write("g");
  await waitFor(
    () => /^\[(\d+)\/\1\]$/.test(indicator(r)),
    15_000,
    "R shows it",
  );
  // R's q leaves its own copy mode, but the pane's mode (A's) is drawn on
  // every client, as tmux's: a read-only client cannot leave it.
  // R showed it before its q: a look right after proves nothing. Its
  // choose-tree (a look a read-only client may take) opened after the q
  // says the q was read; closed, R draws the pane again.
  await r.write("q\x02s");
  await r.waitText(/^\(0\) /m);
  await r.write("q");
  await waitFor(() => !/^\(0\) /m.test(r.text()), 15_000, "R's tree closed");
  await d.ok("send-keys", "-t", "ro", "echo fresh", "Enter");
  await waitFor(
    () => /^\[\d+\/\d+\]$/.test(indicator(r)),
    15_000,
    () => `R still shows the pane's copy mode:\n${r.text()}`,
  );
  assert.match(indicator(a), /^\[(\d+)\/\1\]$/, "A's copy mode goes on");
  // A leaves: the pane live on R.
  await a.write("q");
  await r.waitText(/^fresh$/m);
  await waitFor(() => indicator(r) === "", 15_000, "R shows the pane live");
  await a.write("\x02d");
  assert.equal((await a.waitExit()).code, 0);
});

Deno.test("berth upgrade keeps a pane's copy mode for the next attach", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "up", "-x", "40", "-y", "11", "--", ...SHELL);
  await detachAtOldest(d, "up");
  const r = await d.cli("upgrade");
  assert.equal(r.code, 0, r.stderr);
  await using u = attach(d, "up");
  await waitFor(
    () => /^\[(\d+)\/\1\]$/.test(indicator(u)),
    15_000,
    "copy mode at the oldest line after the upgrade",
  );
  await u.write("q\x02d");
  assert.equal((await u.waitExit()).code, 0);
});

Deno.test("search shows tmux's (N results) in the position indicator; wrap-search off stops at the end", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "s",
    "--",
    "sh",
    "-c",
    "printf 'needle 1\\r\\nhay\\r\\nneedle 2 needle 3\\r\\n'; exec cat",
  );
  await using t = attach(d, "s");
  await t.waitText(/^needle 2 needle 3$/m);
  await t.write("\x02[");
  await waitFor(() => /^\[0\/\d+\]$/.test(indicator(t)), 15_000, "copy mode");
  await t.write("?needle\r");
  await waitFor(
    () => /^\(3 results\) \[0\/\d+\]$/.test(indicator(t)),
    15_000,
    "tmux's count of the matches",
  );
  await t.write("n");
  await waitFor(() => t.cursor().x === 0 && t.cursor().y === 2, 15_000, "n");
  assert.match(indicator(t), /^\(3 results\) /);
  await t.write("q");
  await waitFor(() => indicator(t) === "", 15_000, "left");
  // Off: a search down from the bottom finds nothing (on, it wraps to
  // the top, as the one below shows).
  await d.ok("set", "-g", "wrap-search", "off");
  await t.write("\x02[");
  await waitFor(() => /^\[0\/\d+\]$/.test(indicator(t)), 15_000, "copy mode");
  await t.write("/needle\r");
  await t.waitText(/No match for "needle"/);
  await t.write("q");
  await waitFor(() => indicator(t) === "", 15_000, "left");
  await d.ok("set", "-g", "wrap-search", "on");
  await t.write("\x02[");
  await waitFor(() => /^\[0\/\d+\]$/.test(indicator(t)), 15_000, "copy mode");
  await t.write("/needle\r");
  await waitFor(
    () => t.cursor().y === 0 && /^\(3 results\) /.test(indicator(t)),
    15_000,
    "wrapped to the first needle",
  );
  await t.write("q\x02d");
  assert.equal((await t.waitExit()).code, 0);
});

Deno.test("tmux.conf's copy-mode-vi bindings work: v begin-selection, C-v rectangle-toggle, y copy-pipe-and-cancel; and select-word, rectangle-on, search-backward TEXT, pipe-and-cancel", async () => {
  await using d = await TestDaemon.create();
  const clip = `${d.dir}/clip.txt`;
  const piped = `${d.dir}/piped.txt`;
  await d.ok(
    "new",
    "-d",
    "-s",
    "b",
    "--",
    "sh",
    "-c",
    "printf 'alpha beta gamma\\r\\ndelta epsilon zeta\\r\\n'; exec sleep 600",
  );
  const bind = (key: string, ...command: string[]) =>
    d.ok("bind", "-T", "copy-mode-vi", key, "send", "-X", ...command);
  await bind("v", "begin-selection");
  await bind("C-v", "rectangle-toggle");
  await bind("y", "copy-pipe-and-cancel", `cat > '${clip}'`);
  // What berth lacked: tmux 3.3a's select-word, rectangle-on, a search
  // with its text, pipe (no paste buffer).
  await bind("W", "select-word");
  await bind("R", "rectangle-on");
  await bind("S", "search-backward", "epsilon");
  await bind("Y", "pipe-and-cancel", `cat > '${piped}'`);
  await using t = attach(d, "b");
  await t.waitText(/^delta epsilon zeta$/m);
  // v, C-v, y: a rectangle of columns 6-9 of the two lines, piped too.
  await t.write("\x02[");
  await waitFor(() => /^\[0\/\d+\]$/.test(indicator(t)), 15_000, "copy mode");
  await t.write("g" + "0wv\x16jllly");
  await waitFor(
    async () => await Deno.readTextFile(clip).catch(() => "") === "beta\nepsi",
    15_000,
    "the rectangle piped to the binding's command",
  );
  assert.equal(await d.ok("show-buffer"), "beta\nepsi");
  await waitFor(() => indicator(t) === "", 15_000, "left");
  // S searches for its text at once; W selects the word there; Y pipes it
  // and leaves, with no new paste buffer.
  await t.write("\x02[");
  await waitFor(() => /^\[0\/\d+\]$/.test(indicator(t)), 15_000, "copy mode");
  await t.write("SW");
  // (Selected over the search's match: drawn selected, not flipped back.)
  await waitFor(
    () => selectedCell(t, 1, 6) && selectedCell(t, 1, 12),
    15_000,
    "word",
  );
  assert.ok(
    !selectedCell(t, 1, 5) && !selectedCell(t, 1, 13),
    "the word alone",
  );
  await t.write("Y");
  await waitFor(
    async () => await Deno.readTextFile(piped).catch(() => "") === "epsilon",
    15_000,
    "the word piped",
  );
  await waitFor(() => indicator(t) === "", 15_000, "left");
  assert.equal(
    (await d.ok("list-buffers")).trim().split("\n").length,
    1,
    "pipe makes no paste buffer",
  );
  // rectangle-on: a selection begun after it is a rectangle.
  await t.write("\x02[");
  await waitFor(() => /^\[0\/\d+\]$/.test(indicator(t)), 15_000, "copy mode");
  await t.write("g" + "0Rvjly");
  await waitFor(
    async () => await Deno.readTextFile(clip).catch(() => "") === "al\nde",
    15_000,
    "a rectangle after rectangle-on",
  );
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
});

Deno.test("berth upgrade keeps the size of the client that was active last, whichever resumes first", async () => {
  await using d = await TestDaemon.create();
  await using two = await twoSizes(d, "sz");
  const { big, small, size } = two;
  // The small one types last: the session has its size (less the status).
  await small.write("echo typed\r");
  await small.waitText(/^typed$/m);
  await waitFor(async () => (await size()) === "40x11", 15_000, "40x11");
  // The big one resumes last (stopped until the small one has).
  Deno.kill(big.pid, "SIGSTOP");
  const r = await d.cli("upgrade");
  assert.equal(r.code, 0, r.stderr);
  await waitFor(
    () => small.rawText().includes("daemon upgraded"),
    15_000,
    "the small client resumed",
  );
  Deno.kill(big.pid, "SIGCONT");
  await waitFor(
    () => big.rawText().includes("daemon upgraded"),
    15_000,
    "the big client resumed",
  );
  // Still the size of the small one, which was active last.
  assert.equal(await size(), "40x11");
  await detachAll(small, big);
});

Deno.test("join-pane to another session keeps the pane's copy mode, as tmux's mode goes with its pane", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "from", "-x", "40", "-y", "11", "--", ...SHELL);
  await d.ok("new", "-d", "-s", "to", "-x", "40", "-y", "11", "--", ...SHELL);
  // A second window: the pane in copy mode is not the session's last.
  await d.ok("new-window", "-d", "-t", "from", "--", ...SHELL);
  await detachAtOldest(d, "from");
  await d.ok("join-pane", "-s", "from:0", "-t", "to");
  await using u = attach(d, "to");
  await waitFor(
    () => /^1 *$/m.test(u.text()) && /\[(\d+)\/\1\]/.test(u.text()),
    15_000,
    () => `the joined pane in copy mode at its oldest lines:\n${u.text()}`,
  );
  await u.write("q\x02d");
  assert.equal((await u.waitExit()).code, 0);
});

Deno.test("a resize in copy mode keeps the view on its text, as tmux's copy mode keeps it", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "rs", "-x", "40", "-y", "11", "--", ...SHELL);
  await using t = attach(d, "rs", 40, 12);
  await t.waitText(/^\$/m);
  // Lines of 54 characters: two rows each at 40 columns, three at 25.
  await t.write(`seq 101 400 | sed 's/^/L/; s/$/ ${"a".repeat(49)}/'\r`);
  await t.waitText(/^L400 a+$/m);
  await t.write("\x02[");
  await waitFor(() => /^\[0\/\d+\]$/.test(indicator(t)), 15_000, "copy mode");
  await t.write("?L250 \r");
  await waitFor(() => /^\(1 results\)/.test(indicator(t)), 15_000, "L250");
  // The view's top on a line's start: the text a resize must keep there.
  const top = () => t.lines()[0].replace(/ *(\(.*)?\[\d+\/\d+\]$/, "");
  for (let i = 0; i < 2 && !/^L\d+ /.test(top()); i++) {
    const was = top();
    await t.write("\x19"); // C-y: the view a line up
    await waitFor(() => top() !== was, 15_000, "the view a line up");
  }
  const before = /^L\d+/.exec(top())![0];
  // The cursor on it (H), as a resize keeps the cursor in view.
  await t.write("H");
  await waitFor(() => t.cursor().y === 0, 15_000, "the cursor on top");
  t.resize(25, 12); // the terminal narrower: the pane reflows
  // Reflowed: the history has more rows (not the old rows cut short).
  const total = () => Number(/\/(\d+)\]$/.exec(indicator(t))?.[1] ?? 0);
  const was = total();
  await waitFor(() => total() > was, 15_000, "the history reflowed");
  await waitFor(
    () => new RegExp(`^${before}\\b`).test(top()),
    15_000,
    () => `the view's top still on ${before}:\n${t.text()}`,
  );
  await t.write("q\x02d");
  assert.equal((await t.waitExit()).code, 0);
});

Deno.test("copy mode's keys and its wheel make their client the latest, as tmux's keys of any table, mouse ones too: the session takes its size", async () => {
  await using d = await TestDaemon.create();
  await using two = await twoSizes(d, "lt");
  const { big, small, size } = two;
  await small.write("seq 1 100\r");
  await small.waitText(/^100$/m);
  await small.write("\x02[");
  await waitFor(() => indicator(small) !== "", 15_000, "copy mode");
  // The big one types (in copy mode too, the pane's): its size.
  await big.write("k");
  await waitFor(async () => (await size()) === "60x15", 15_000, "60x15");
  // A copy mode key in the small one: the session takes its size again.
  await small.write("k");
  await waitFor(async () => (await size()) === "40x11", 15_000, "40x11");
  // The wheel in copy mode, too (tmux's mouse keys are keys of the table).
  await big.write("\x1b[<64;5;5M");
  await waitFor(async () => (await size()) === "60x15", 15_000, "60x15");
  await small.write("q");
  await waitFor(() => indicator(big) === "", 15_000, "copy mode left");
  await detachAll(small, big);
});

Deno.test("copy mode's moves after a redraw at the same size are kept: the status line moved to the top, C-e then a detach", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "rd", "--", ...SHELL);
  const t = attach(d, "rd");
  await t.waitText(/^\$/m);
  await t.write("seq 1 300\r");
  await t.waitText(/^300$/m);
  await t.write("\x02[\x15"); // copy mode, half a page up
  await waitFor(() => /^\[[1-9]\d*\/\d+\]$/.test(indicator(t)), 15_000, "up");
  // The status line on top: the view drawn again a row down, the session
  // of the same size (no reflow, no answer of a new size).
  const up = indicator(t);
  await d.ok("set", "-g", "status-position", "top");
  await waitFor(() => t.lines()[1].endsWith(up), 15_000, "drawn again");
  await t.write("\x05"); // C-e: a line down, of rows the view has
  const moved = () => t.lines()[1].match(/\[\d+\/\d+\]$/)?.[0] ?? "";
  await waitFor(() => moved() !== up, 15_000, "a line down");
  const at = moved();
  await detachAll(t);
  // Reattached: where C-e left it, not where it was before the redraw.
  await using u = attach(d, "rd");
  await waitFor(
    () => u.lines()[1].endsWith(at),
    15_000,
    () => `reattached at ${at}:\n${u.text()}`,
  );
  await u.write("q");
  await detachAll(u);
});

Deno.test("move-window of a pane in copy mode to a session of another size: its copy mode goes there on its text, and leaves the first session's client", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "mf", "--", ...SHELL);
  await d.ok("new-window", "-d", "-t", "mf", "--", ...SHELL);
  await d.ok("new", "-d", "-s", "mt", "--", ...SHELL);
  await using a = attach(d, "mf", 40, 12);
  await a.waitText(/^\$/m);
  await using b = attach(d, "mt", 60, 16);
  await b.waitText(/^\$/m);
  // Lines of 54 characters: two rows each at 40 columns, one at 60.
  await a.write(`seq 101 400 | sed 's/^/L/; s/$/ ${"a".repeat(49)}/'\r`);
  await a.waitText(/^L400 a+$/m);
  await a.write("\x02[?L250 \r");
  await waitFor(() => /^\(1 results\)/.test(indicator(a)), 15_000, "L250");
  const onCursor = (t: UserTerminal) => t.lines()[t.cursor().y] ?? "";
  await waitFor(() => /^L250 /.test(onCursor(a)), 15_000, "on L250");
  await d.ok("move-window", "-s", "mf:0", "-t", "mt:5");
  // The first session's client shows its window left, live.
  await waitFor(
    () => indicator(a) === "" && /^\$/m.test(a.text()),
    15_000,
    () => `A without copy mode:\n${a.text()}`,
  );
  await a.write("echo left\r");
  await a.waitText(/^left$/m);
  // The other's shows the pane's copy mode, the cursor on L250 still.
  await d.ok("select-window", "-t", "mt:5");
  await waitFor(
    () => /^\(1 results\)/.test(indicator(b)) && /^L250 /.test(onCursor(b)),
    15_000,
    () => `B in copy mode on L250:\n${b.text()}`,
  );
  await b.write("q");
  await detachAll(a, b);
});

Deno.test("a copy mode key that gives the session its client's size keeps the view on its text while the session floods", async () => {
  await using d = await TestDaemon.create();
  await using two = await twoSizes(d, "fl");
  const { big, small, size } = two;
  // Lines of 54 characters: one row each at 60 columns, two at 40.
  await small.write(`seq 101 400 | sed 's/^/L/; s/$/ ${"a".repeat(49)}/'\r`);
  await small.waitText(/^L400 a+$/m);
  // Another window floods: the session's parse worker is busy parsing when
  // the resize comes, right after the copy mode state the key made.
  await d.ok("new-window", "-d", "-t", "fl", "--", "sh", "-c", "yes flood");
  await small.write("\x02[");
  await waitFor(() => /^\[0\/\d+\]$/.test(indicator(small)), 15_000, "copy");
  await small.write("?L250 \r");
  await waitFor(() => /^\(1 results\)/.test(indicator(small)), 15_000, "L250");
  const top = (t: UserTerminal) =>
    t.lines()[0].replace(/ *(\(.*)?\[\d+\/\d+\]$/, "");
  for (let i = 0; i < 2 && !/^L\d+ /.test(top(small)); i++) {
    const was = top(small);
    await small.write("\x19"); // C-y: the view a line up
    await waitFor(() => top(small) !== was, 15_000, "the view a line up");
  }
  const before = /^L\d+/.exec(top(small))![0];
  // The cursor mid-view: no key below moves the view. From the top row,
  // so that the wait is for M itself: the cursor was on row 9 already,
  // and an M read late (CI's load) made small the latest client after
  // big's key, whose size then never came.
  await small.write("H");
  await waitFor(() => small.cursor().y === 0, 15_000, "the cursor on top");
  await small.write("M");
  await waitFor(() => small.cursor().y > 0, 15_000, "the cursor mid-view");
  await waitFor(() => top(big).startsWith(before), 15_000, "big shows it");
  assert.equal(await size(), "40x11");
  // Each one's copy mode key in turn: its state, then its size (reflowed).
  const turns: [UserTerminal, string, string][] = [
    [big, "l", "60x15"],
    [small, "h", "40x11"],
    [big, "l", "60x15"],
  ];
  for (const [t, key, wanted] of turns) {
    await t.write(key);
    await waitFor(async () => (await size()) === wanted, 15_000, wanted);
    // Everything the worker posted before this is with the clients.
    await d.ok("capture", "-t", "fl:0");
    // (The small one pans a 60-column pane to its cursor: big is whole.)
    for (const u of wanted === "60x15" ? [big] : [big, small]) {
      await waitFor(
        () => new RegExp(`^${before}\\b`).test(top(u)),
        15_000,
        () => `at ${wanted}, the view's top still on ${before}:\n${u.text()}`,
      );
    }
  }
  await big.write("q");
  await waitFor(() => indicator(small) === "", 15_000, "copy mode left");
  await detachAll(small, big);
});
