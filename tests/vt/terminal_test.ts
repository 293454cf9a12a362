import assert from "node:assert/strict";
import { RUN_WIDE, Terminal } from "../../vt/mod.ts";
import { lines, term, text } from "./_helpers.ts";

Deno.test("Terminal.write() prints ASCII and moves the cursor", () => {
  const { t, feed } = term(10, 3);
  feed("hello");
  assert.deepEqual(text(t), ["hello"]);
  assert.equal(t.cursor().x, 5);
  assert.equal(t.cursor().y, 0);
});

Deno.test("Terminal.write() gives the same screen for any split", () => {
  const input = new TextEncoder().encode(
    "a\x1b[1;31mb\x1b]0;t\x07中\u0301c\r\n\x1b[2Jx\x1bP$qm\x1b\\é",
  );
  const whole = term(10, 3);
  whole.t.write(input);
  for (let cut = 1; cut < input.length; cut++) {
    const split = term(10, 3);
    split.t.write(input.subarray(0, cut));
    split.t.write(input.subarray(cut));
    assert.deepEqual(split.t.snapshot(), whole.t.snapshot(), `cut ${cut}`);
    assert.deepEqual(split.responses, whole.responses);
  }
});

Deno.test("Terminal.write() joins emoji clusters alike in one write, split anywhere, or byte by byte", () => {
  // printUtf8 joins VS16, skin tones and ZWJ sequences inline; a cut, or
  // a byte at a time, takes the general path (#join). At every width the
  // clusters land at other columns, the last one included.
  const input = new TextEncoder().encode(
    "a\u2764\ufe0f b\u{1f44d}\u{1f3fd}\u{1f468}\u200d\u{1f469}\u200d\u{1f467}" +
      "x\u{1f469}\u200d\u{1f4bb}\u{1f3f3}\ufe0f\u200d\u{1f308}#\ufe0f" +
      "\u{1f600}\u200dz\u{1f600}\u200d\u00e9\u{1f1ef}\u{1f1f5}\u2705\ufe0f" +
      "\u{1f468}\u200d\u2764\ufe0f\u200d\u{1f468}q\u0301\ufe0f\u200d\u200d!",
  );
  for (let cols = 3; cols <= 12; cols++) {
    const whole = new Terminal({ cols, rows: 12, scrollback: 50 });
    whole.write(input);
    const want = whole.snapshot({ scrollback: -1 });
    const bytes = new Terminal({ cols, rows: 12, scrollback: 50 });
    for (let i = 0; i < input.length; i++) {
      bytes.write(input.subarray(i, i + 1));
    }
    assert.deepEqual(
      bytes.snapshot({ scrollback: -1 }),
      want,
      `${cols} columns, byte by byte`,
    );
    for (let cut = 1; cut < input.length; cut++) {
      const split = new Terminal({ cols, rows: 12, scrollback: 50 });
      split.write(input.subarray(0, cut));
      split.write(input.subarray(cut));
      assert.deepEqual(
        split.snapshot({ scrollback: -1 }),
        want,
        `${cols} columns, cut ${cut}`,
      );
    }
  }
});

Deno.test("Terminal.rowRuns() groups cells by style and width", () => {
  const { t, feed } = term(20, 2);
  feed("ab\x1b[1;31mcd\x1b[0m中文e");
  assert.deepEqual(t.rowRuns(0), [
    ["ab", 2],
    ["cd", 2, 1, -1, 1],
    ["中文", 4, -1, -1, RUN_WIDE],
    ["e", 1],
  ]);
});

Deno.test("Terminal.rowRuns() keeps styled blanks and drops default ones", () => {
  const { t, feed } = term(10, 2);
  feed("a\x1b[44m  \x1b[0m   ");
  assert.deepEqual(t.rowRuns(0), [["a", 1], ["  ", 2, -1, 4]]);
  assert.deepEqual(t.rowRuns(1), []);
});

Deno.test("Terminal scrollback addressing uses negative rows", () => {
  const { t, feed } = term(10, 2, 5);
  feed("1\r\n2\r\n3\r\n4");
  assert.equal(t.scrollbackLength, 2);
  assert.equal(t.lineText(-2), "1");
  assert.equal(t.lineText(-1), "2");
  assert.deepEqual(lines(t), ["3", "4"]);
  assert.throws(() => t.lineText(-3), RangeError);
  assert.throws(() => t.lineText(2), RangeError);
});

Deno.test("Terminal scrollback is capped and rows are recycled", () => {
  const { t, feed } = term(10, 2, 3);
  for (let i = 0; i < 50; i++) feed(`${i}\r\n`);
  assert.equal(t.scrollbackLength, 3);
  assert.deepEqual([-3, -2, -1].map((y) => t.lineText(y)), ["46", "47", "48"]);
  assert.deepEqual(lines(t), ["49", ""]);
});

Deno.test("Terminal.rowGeneration() changes with content and position", () => {
  const { t, feed } = term(10, 3);
  feed("a\r\nb\r\nc");
  const before = [0, 1, 2].map((y) => t.rowGeneration(y));
  assert.equal(new Set(before).size, 3);
  feed("\x1b[1;5H"); // cursor moves only
  assert.deepEqual([0, 1, 2].map((y) => t.rowGeneration(y)), before);
  feed("x");
  assert.notEqual(t.rowGeneration(0), before[0]);
  assert.equal(t.rowGeneration(1), before[1]);
  const mid = [0, 1, 2].map((y) => t.rowGeneration(y));
  feed("\x1b[3;1H\n"); // scroll: every row moves
  const after = [0, 1, 2].map((y) => t.rowGeneration(y));
  for (let y = 0; y < 3; y++) assert.notEqual(after[y], mid[y]);
  // Row 0 now holds what row 1 held, with the same stamp.
  assert.equal(after[0], mid[1]);
});

Deno.test("Terminal.rowGeneration() differs for a recycled row", () => {
  const { t, feed } = term(5, 1, 0);
  const seen = new Set<number>();
  for (let i = 0; i < 20; i++) {
    feed(`${i % 2}\n\r`);
    const g = t.rowGeneration(0);
    assert.ok(!seen.has(g));
    seen.add(g);
  }
});

Deno.test("Terminal.generation bumps on cursor, title and mode changes", () => {
  const { t, feed } = term(10, 3);
  let g = t.generation;
  assert.equal(t.generation, g);
  feed("\x1b[2;2H");
  assert.notEqual(t.generation, g);
  g = t.generation;
  feed("\x1b]2;x\x07");
  assert.notEqual(t.generation, g);
  g = t.generation;
  feed("\x1b[?2004h");
  assert.notEqual(t.generation, g);
});

Deno.test("Terminal answers DA1, DA2, DSR and CPR in order", () => {
  const { feed, responses } = term(10, 5);
  feed("\x1b[c\x1b[>c\x1b[5n\x1b[3;4H\x1b[6n\x1b[?6n");
  assert.deepEqual(responses, [
    "\x1b[?62;22c",
    "\x1b[>1;10;0c",
    "\x1b[0n",
    "\x1b[3;4R",
    "\x1b[?3;4;1R",
  ]);
});

Deno.test("Terminal never reports the title", () => {
  const { feed, responses } = term(10, 5);
  feed("\x1b]2;\x1b[31mevil\x07\x1b[21t\x1b[20t");
  assert.deepEqual(responses, []);
});

Deno.test("Terminal.snapshot() has cols x rows cells", () => {
  const { t, feed } = term(4, 2);
  feed("中a\x1b[1mb");
  const s = t.snapshot();
  assert.equal(s.cells.length, 2);
  for (const row of s.cells) assert.equal(row.length, 4);
  assert.deepEqual(s.cells[0].map((c) => [c.ch, c.width]), [
    ["中", 2],
    ["", 0],
    ["a", 1],
    ["b", 1],
  ]);
  assert.equal(s.cells[0][3].bold, true);
  assert.deepEqual(s.lines, ["中ab", ""]);
  assert.deepEqual(s.cursor, { x: 3, y: 0, visible: true });
});

Deno.test("Terminal.screenText() joins trimmed lines", () => {
  const { t, feed } = term(5, 3);
  feed("ab  \r\n\r\nc");
  assert.equal(t.screenText(), "ab\n\nc");
});

Deno.test("Terminal.ansiLine() carries only needed SGR and resets", () => {
  const { t, feed } = term(20, 2);
  feed("a\x1b[1mb\x1b[31mc\x1b[0md");
  assert.equal(t.ansiLine(0), "a\x1b[1mb\x1b[31mc\x1b[0md");
  feed("\r\n\x1b[4mu");
  assert.equal(t.ansiLine(1), "\x1b[4mu\x1b[0m");
});

Deno.test("Terminal constructor refuses bad sizes", () => {
  assert.throws(() => new Terminal({ cols: 0, rows: 5 }), RangeError);
  assert.throws(() => new Terminal({ cols: 5.5, rows: 5 }), RangeError);
});

Deno.test("Terminal.endSynchronizedUpdate() clears mode 2026", () => {
  const { t, feed } = term(5, 2);
  feed("\x1b[?2026h");
  assert.equal(t.modes().synchronizedOutput, true);
  t.endSynchronizedUpdate();
  assert.equal(t.modes().synchronizedOutput, false);
});

Deno.test("Terminal.historyPushed counts lines scrolled into history, capped ones too", () => {
  const { t, feed } = term(10, 3, 2);
  assert.equal(t.historyPushed, 0);
  feed("1\r\n2\r\n3");
  assert.equal(t.historyPushed, 0);
  feed("\r\n4\x1bD\x1bE\x1b[2S");
  assert.equal(t.historyPushed, 5);
  assert.equal(t.scrollbackLength, 2);
  // Autowrap at the bottom scrolls too.
  feed("\x1b[3;1H0123456789x");
  assert.equal(t.historyPushed, 6);
});

Deno.test("Terminal.historyPushed ignores scrolls that keep no history", () => {
  const { t, feed } = term(10, 4, 100);
  feed("\x1b[2;4r\x1b[4;1H\n\n\x1b[3M\x1b[r"); // region below the top row
  feed("\x1b[1;4r\x1b[M\x1b[2T\x1bM"); // DL, SD, RI
  feed("\x1b[?1049h\x1b[4;1H\n\n\n\x1b[?1049l"); // alternate screen
  assert.equal(t.historyPushed, 0);
  assert.equal(t.scrollbackLength, 0);
});

Deno.test("Terminal.historyPushed survives ED 3 and RIS", () => {
  const { t, feed } = term(10, 2, 100);
  feed("1\r\n2\r\n3\r\n4");
  assert.equal(t.historyPushed, 2);
  feed("\x1b[3J");
  assert.equal(t.scrollbackLength, 0);
  assert.equal(t.historyPushed, 2);
  feed("\x1bc\r\n\r\n");
  assert.equal(t.historyPushed, 3);
});

Deno.test("Terminal.historyPushed deltas keep a history view on the same lines", () => {
  const { t, feed } = term(10, 3, 100);
  for (let i = 0; i < 20; i++) feed(`line ${i}\r\n`);
  let pushed = t.historyPushed;
  let depth = 5; // the view shows row -depth
  const seen = t.lineText(-depth);
  for (const more of [1, 3, 7]) {
    for (let i = 0; i < more; i++) feed("more\r\n");
    depth += t.historyPushed - pushed;
    pushed = t.historyPushed;
    assert.equal(t.lineText(-depth), seen);
  }
});

Deno.test("Terminal.historyPushed across resize: grows with history, never goes down", () => {
  const { t, feed } = term(10, 6, 100);
  feed("0\r\n1\r\n2\r\n3\r\n4\r\n5\r\n6\r\n7");
  assert.equal(t.historyPushed, 2);
  const before = t.lineText(-1);
  // A shorter screen of the same width pushes its top rows: exact.
  t.resize(10, 4);
  assert.equal(t.historyPushed, 4);
  assert.equal(t.lineText(-1 - 2), before);
  // A taller one pulls rows back: the count stays.
  t.resize(10, 8);
  assert.equal(t.scrollbackLength, 0);
  assert.equal(t.historyPushed, 4);
  // Narrower: long lines rewrap into more rows, the growth counts.
  feed("\r\nabcdefghij".repeat(4));
  const n = t.historyPushed;
  const len = t.scrollbackLength;
  t.resize(5, 8);
  assert.equal(t.historyPushed, n + t.scrollbackLength - len);
  assert.ok(t.scrollbackLength > len);
  // Wider: rows join again, the count stays.
  const m = t.historyPushed;
  t.resize(10, 8);
  assert.equal(t.historyPushed, m);
});

Deno.test("Terminal.lineText(y, true) and ansiLine(y, true) keep the blanks up to the last column", () => {
  const { t, feed } = term(8, 3);
  feed("ab  \x1b[31mc\x1b[0m ");
  assert.equal(t.lineText(0), "ab  c");
  assert.equal(t.lineText(0, true), "ab  c   ");
  assert.equal(t.ansiLine(0), "ab  \x1b[31mc\x1b[0m");
  assert.equal(t.ansiLine(0, true), "ab  \x1b[31mc\x1b[0m   ");
});

Deno.test("Terminal.lineText(y, true) and ansiLine(y, true) leave out the gap a wide character left when it wrapped early", () => {
  const { t, feed } = term(10, 6);
  feed("abcdefghi\u4e16\u754cZ\r\n\x1b[31mabcdefghi\u4e16\x1b[0m!");
  assert.equal(t.lineText(0, true) + t.lineText(1), "abcdefghi\u4e16\u754cZ");
  assert.equal(
    t.ansiLine(2, true) + t.ansiLine(3),
    "\x1b[31mabcdefghi\x1b[0m\x1b[31m\u4e16\x1b[0m!",
  );
  // A row that wrapped with its last column written keeps it.
  feed("\r\nabcdefghij\u4e16");
  assert.equal(t.lineText(4, true), "abcdefghij");
});

Deno.test("Terminal.restart() forgets a half-written sequence, resets screen and modes, keeps history and title", () => {
  const t = new Terminal({ cols: 10, rows: 2, scrollback: 10 });
  const enc = new TextEncoder();
  // Three lines on two rows: "one" scrolls into history; then the
  // alternate screen, a mode, a title and an OSC cut in its middle.
  t.write(enc.encode("one\r\ntwo\r\nthree\x1b]2;title\x07\x1b[?1h\x1b]0;cut"));
  t.restart();
  assert.equal(t.scrollbackLength, 1);
  assert.equal(t.lineText(-1), "one");
  assert.deepEqual([t.lineText(0), t.lineText(1)], ["", ""]);
  assert.deepEqual([t.cursor().x, t.cursor().y], [0, 0]);
  assert.equal(t.title, "title", "the title stays, as tmux's");
  assert.equal(t.modes().cursorKeys, false);
  // The cut OSC is gone: this is text again.
  t.write(enc.encode("new"));
  assert.equal(t.lineText(0), "new");
});

Deno.test("Terminal.clearHistory() drops the history, keeps the screen and historyPushed", () => {
  const t = new Terminal({ cols: 10, rows: 2, scrollback: 10 });
  t.write(new TextEncoder().encode("1\r\n2\r\n3\r\n4"));
  assert.equal(t.scrollbackLength, 2);
  const pushed = t.historyPushed;
  t.clearHistory();
  assert.equal(t.scrollbackLength, 0);
  assert.equal(t.historyPushed, pushed);
  assert.deepEqual([t.lineText(0), t.lineText(1)], ["3", "4"]);
  t.write(new TextEncoder().encode("\r\n5"));
  assert.equal(t.lineText(-1), "3");
});

Deno.test("Terminal.writeLastLine() writes tmux's dead-pane line on a new bottom row, plain, cut to the width, cursor hidden", () => {
  const { t, feed } = term(12, 3);
  // Left mid-way: a scroll region, DEC graphics, red and a link open,
  // and half a CSI sequence.
  feed("top\r\nmid\x1b[1;2r\x1b(0\x1b[31m\x1b]8;;http://x\x1b\\\x1b[3");
  t.writeLastLine("Pane is dead (status 3)");
  assert.deepEqual(lines(t), ["mid", "", "Pane is dead"]);
  assert.equal(t.scrollbackLength, 1, "the top row went into history");
  const cells = t.rowCells(2);
  assert.equal(cells[0].ch, "P", "ASCII, not DEC graphics");
  assert.equal(cells[0].fg, null);
  assert.equal(cells[0].link, undefined);
  assert.equal(t.cursor().visible, false);
});

Deno.test("Terminal.writeLastLine() on the alternate screen scrolls nothing into history, as tmux's", () => {
  const { t, feed } = term(20, 2);
  feed("\x1b[?1049hvim");
  t.writeLastLine("Pane is dead");
  assert.deepEqual(lines(t), ["", "Pane is dead"]);
  assert.equal(t.scrollbackLength, 0);
});

Deno.test("Terminal.restart() keeps the title, as tmux's screen_reinit; RIS clears it", () => {
  const titles: string[] = [];
  const t = new Terminal({
    cols: 10,
    rows: 2,
    events: { title: (s) => titles.push(s) },
  });
  t.write(new TextEncoder().encode("\x1b]2;T\x07x"));
  t.restart();
  assert.equal(t.title, "T");
  assert.equal(t.lineText(0), "");
  assert.deepEqual(titles, ["T"], "no change to tell");
  t.write(new TextEncoder().encode("\x1bc"));
  assert.equal(t.title, "");
});

Deno.test("Terminal: ESC k NAME ST (screen's window name) reports the name and prints nothing, in any split", () => {
  const input = new TextEncoder().encode("A\x1bknew name\x1b\\B\x1bk\x1b\\C");
  for (let cut = 0; cut < input.length; cut++) {
    const names: string[] = [];
    const t = new Terminal({
      cols: 10,
      rows: 2,
      events: { rename: (s) => names.push(s) },
    });
    t.write(input.subarray(0, cut));
    t.write(input.subarray(cut));
    assert.deepEqual(text(t), ["ABC"], `cut at ${cut}`);
    assert.deepEqual(names, ["new name", ""], `cut at ${cut}`);
    assert.equal(t.title, "", "not the title");
  }
});
