import assert from "node:assert/strict";
import { lines, term, text } from "./_helpers.ts";
import { Dispatcher } from "../../vt/dispatcher.ts";
import { Parser } from "../../vt/parser.ts";
import { MARK_SLOTS, MAX_LONG_PER_ROW } from "../../vt/row.ts";
import { Screen } from "../../vt/screen.ts";
import { rowText } from "../../vt/snapshot.ts";
import { VtState } from "../../vt/state.ts";

const cur = (t: { cursor(): { x: number; y: number } }) => {
  const c = t.cursor();
  return [c.x, c.y];
};

// --- printing and wrapping ------------------------------------------------

Deno.test("Screen.printAscii() sets a pending wrap at the last column", () => {
  const { t, feed } = term(5, 3);
  feed("abcde");
  assert.deepEqual(cur(t), [4, 0]);
  assert.equal(t.rowWrapped(0), false);
  feed("f");
  assert.deepEqual(text(t), ["abcde", "f"]);
  assert.equal(t.rowWrapped(0), true);
});

Deno.test("Screen pending wrap is cancelled by CR and cursor moves", () => {
  const { t, feed } = term(5, 3);
  feed("abcde\rX");
  assert.deepEqual(text(t), ["Xbcde"]);
  feed("\x1b[1;5Habcd");
  assert.deepEqual(text(t), ["Xbcda", "bcd"]);
});

Deno.test("Screen without autowrap overwrites the last column", () => {
  const { t, feed } = term(5, 2);
  feed("\x1b[?7labcdefgh");
  assert.deepEqual(text(t), ["abcdh"]);
  assert.deepEqual(cur(t), [4, 0]);
  // A wide character that does not fit is dropped.
  feed("\x1b[2;1H\u4e2d\u6587\u5b57x");
  assert.deepEqual(text(t), ["abcdh", "\u4e2d\u6587x"]);
});

Deno.test("Screen wraps and scrolls long text", () => {
  const { t, feed } = term(4, 2, 10);
  feed("abcdefghij");
  assert.deepEqual(lines(t), ["efgh", "ij"]);
  assert.equal(t.lineText(-1), "abcd");
  assert.equal(t.rowWrapped(-1), true);
});

Deno.test("Screen prints UTF-8 lines that wrap in its fast loop, wide characters at the edge too", () => {
  // Before, the loop stopped at every wrap and left the rest of the line
  // to the parser's decoder and the general path (printCodepoints).
  const screen = new Screen(5, 3, 10);
  let general = 0;
  const d = new Dispatcher(new VtState(screen, {}), () => screen.hardReset());
  const print = d.printCodepoints.bind(d);
  d.printCodepoints = (cps, n) => {
    general++;
    print(cps, n);
  };
  const parser = new Parser(d);
  // é 中 文 | 字 é x (中 does not fit) | 中 a b, then a mark on b.
  parser.write(
    new TextEncoder().encode("\u00e9\u4e2d\u6587\u5b57e\u0301x\u4e2dab\u0302"),
  );
  const rows = [0, 1, 2].map((y) => rowText(screen.rowAt(y)!));
  assert.deepEqual(rows, [
    "\u00e9\u4e2d\u6587",
    "\u5b57e\u0301x",
    "\u4e2dab\u0302",
  ]);
  assert.deepEqual([screen.x, screen.y], [4, 2]);
  assert.equal(general, 0);
});

Deno.test("Screen puts wide characters on two cells", () => {
  const { t, feed } = term(6, 2);
  feed("a\u4e2db");
  const cells = t.rowCells(0);
  assert.deepEqual(cells.slice(0, 4).map((c) => [c.ch, c.width]), [
    ["a", 1],
    ["\u4e2d", 2],
    ["", 0],
    ["b", 1],
  ]);
  assert.deepEqual(cur(t), [4, 0]);
});

Deno.test("Screen wraps a wide character that does not fit", () => {
  const { t, feed } = term(5, 2);
  feed("abcd\u4e2d");
  assert.deepEqual(lines(t), ["abcd", "\u4e2d"]);
  assert.equal(t.rowWrapped(0), true);
  assert.deepEqual(cur(t), [2, 1]);
});

Deno.test("Screen clears the other half of an overwritten wide character", () => {
  const { t, feed } = term(6, 2);
  feed("\u4e2d\u6587\x1b[1;2Hx");
  assert.deepEqual(t.rowCells(0).slice(0, 4).map((c) => [c.ch, c.width]), [
    [" ", 1],
    ["x", 1],
    ["\u6587", 2],
    ["", 0],
  ]);
  feed("\x1b[1;3Hy");
  assert.equal(t.lineText(0), " xy");
});

Deno.test("Screen keeps combining marks with their base", () => {
  const { t, feed } = term(10, 2);
  feed("e\u0301a\u0308\u0323!");
  const cells = t.rowCells(0);
  assert.equal(cells[0].ch, "e\u0301");
  assert.equal(cells[1].ch, "a\u0308\u0323");
  assert.equal(cells[2].ch, "!");
  assert.deepEqual(cur(t), [3, 0]);
});

Deno.test("Screen keeps a combining mark after a wide character", () => {
  const { t, feed } = term(10, 2);
  feed("\u4e2d\u0301x");
  assert.equal(t.rowCells(0)[0].ch, "\u4e2d\u0301");
  assert.equal(t.lineText(0), "\u4e2d\u0301x");
});

Deno.test("Screen joins a mark that starts a write to the cell before", () => {
  const { t, feed } = term(10, 2);
  feed("e");
  feed("\u0301x\u4e2d"); // after an ASCII letter, then a wide character
  feed("\u0302\u0303y");
  feed("\x1b[1;7H\u0304"); // after an empty cell: kept nowhere
  const cells = t.rowCells(0);
  assert.equal(cells[0].ch, "e\u0301");
  assert.equal(cells[2].ch, "\u4e2d\u0302\u0303");
  assert.equal(t.lineText(0), "e\u0301x\u4e2d\u0302\u0303y");
  assert.equal(cells[6].ch, " ");
});

Deno.test("Screen joins a combining mark to the cell of a pending wrap", () => {
  const { t, feed } = term(3, 2);
  feed("abc\u0301");
  assert.equal(t.rowCells(0)[2].ch, "c\u0301");
  assert.deepEqual(cur(t), [2, 0]);
});

Deno.test("Screen keeps an emoji ZWJ sequence in one cell of width 2", () => {
  const { t, feed } = term(10, 2);
  feed("\u{1f468}\u200d\u{1f469}|\u2764\ufe0f|");
  // One cluster, as wide as its first pictograph (xterm.js graphemes,
  // Ghostty, kitty); VS16 makes the heart wide.
  const cells = t.rowCells(0);
  assert.equal(cells[0].ch, "\u{1f468}\u200d\u{1f469}");
  assert.equal(cells[0].width, 2);
  assert.equal(cells[2].ch, "|");
  assert.equal(cells[3].ch, "\u2764\ufe0f");
  assert.equal(cells[3].width, 2);
  assert.equal(cells[5].ch, "|");
  assert.equal(t.lineText(0), "\u{1f468}\u200d\u{1f469}|\u2764\ufe0f|");
  assert.deepEqual(cur(t), [6, 0]);
});

Deno.test("Screen gives widths to flags, ZWJ sequences and modifiers", () => {
  const cases: [string, number][] = [
    ["B\u{1f1ef}\u{1f1f5}|X", 3], // a flag: one cell of 2
    ["\u{1f469}\u200d\u{1f4bb}|X", 2], // woman technologist
    ["\u{1f44d}\u{1f3fd}|X", 2], // thumbs up, skin tone
    ["\u{1f3f3}\ufe0f\u200d\u{1f308}|X", 2], // rainbow flag
    ["1\ufe0f\u20e3|X", 2], // keycap: VS16 widens a digit
    ["\u{1f1ef}|X", 1], // a lone indicator: 1, as wcwidth()
    ["a\u200d\u{1f4bb}|X", 3], // ZWJ after a letter joins nothing more
    ["\u{1f1ef}\u{1f1f5}\u{1f1eb}\u{1f1f7}|X", 4], // two flags
  ];
  for (const [s, bar] of cases) {
    const { t, feed } = term(20, 2);
    feed(s);
    const at = t.rowCells(0).findIndex((c) => c.ch === "|");
    assert.equal(at, bar, JSON.stringify(s));
    assert.equal(t.lineText(0), s);
    assert.deepEqual(cur(t), [bar + 2, 0], JSON.stringify(s));
  }
});

Deno.test("Screen leaves a flag in the last column one column wide", () => {
  const { t, feed } = term(3, 2);
  feed("ab\u{1f1ef}\u{1f1f5}");
  const cells = t.rowCells(0);
  assert.equal(cells[2].ch, "\u{1f1ef}\u{1f1f5}");
  assert.equal(cells[2].width, 1);
  feed("c");
  assert.equal(t.lineText(1), "c");
});

Deno.test("Screen joins a pictograph after a ZWJ printed by itself", () => {
  // Split writes take the general path: the join must not depend on it.
  const { t, feed } = term(10, 2);
  feed("\u{1f469}");
  feed("\u200d");
  feed("\u{1f4bb}");
  feed("x");
  assert.equal(t.rowCells(0)[0].ch, "\u{1f469}\u200d\u{1f4bb}");
  assert.equal(t.rowCells(0)[2].ch, "x");
});

Deno.test("Screen joins a pictograph to a ZWJ only where the ZWJ went", () => {
  const { t, feed } = term(10, 2);
  // The cursor moved after the ZWJ, behind another pictograph: that one
  // has no ZWJ, nothing joins.
  feed("\u{1f600}\x1b[5G\u{1f469}\u200d\x1b[3G\u{1f4bb}");
  assert.equal(t.rowCells(0)[0].ch, "\u{1f600}");
  assert.equal(t.rowCells(0)[2].ch, "\u{1f4bb}");
  assert.equal(t.rowCells(0)[4].ch, "\u{1f469}\u200d");
  // REP repeats the whole sequence, each as one cell of 2.
  const r = term(10, 2);
  r.feed("\u{1f469}\u200d\u{1f4bb}\x1b[2b|");
  const cells = r.t.rowCells(0);
  for (const x of [0, 2, 4]) {
    assert.equal(cells[x].ch, "\u{1f469}\u200d\u{1f4bb}", `cell ${x}`);
  }
  assert.equal(cells[6].ch, "|");
});

Deno.test("Screen.rowRuns() gives every cluster a run of its own", () => {
  const { t, feed } = term(20, 2);
  feed("B\u{1f1ef}\u{1f1f5}|Xe\u0301f\x1b[9G\u{1f1f5}\x1b[8G\u{1f1ef}");
  // The lone indicators at 7 and 8 were written apart: a segmenter would
  // join them if they shared a run.
  assert.deepEqual(t.rowRuns(0), [
    ["B", 1],
    ["\u{1f1ef}\u{1f1f5}", 2, -1, -1, 32768],
    ["|X", 2],
    ["e\u0301", 1],
    ["f", 1],
    ["\u{1f1ef}", 1],
    ["\u{1f1f5}", 1],
  ]);
});

/**
 * Cell 1 holds x́; cell 0 is rewritten with a mark until the row's marks
 * list is full, then `last` goes to cell 0 (in two writes, cut at byte
 * `cut` of it, with `cut`): the list compacts while the print loop's
 * temporary spacer sits in cell 1, which must not cost cell 1 its mark.
 */
function besideFullMarks(last: string, cut?: number): string {
  const { t, feed } = term(4, 2);
  feed("\x1b[1;2Hx\u0301" + "\re\u0302".repeat(7) + "\r");
  const bytes = new TextEncoder().encode(last);
  if (cut === undefined) t.write(bytes);
  else {
    t.write(bytes.subarray(0, cut));
    t.write(bytes.subarray(cut));
  }
  return t.rowCells(0)[1].ch;
}

Deno.test("Screen keeps the next cell's marks when a mark, ZWJ or skin tone compacts a full marks list", () => {
  assert.equal(besideFullMarks("\u{1f3f3}\u200d"), "x\u0301"); // ZWJ
  assert.equal(besideFullMarks("\u261d\u{1f3fd}"), "x\u0301"); // skin tone
  assert.equal(besideFullMarks("\u00e9\u0302"), "x\u0301"); // printUtf8
  assert.equal(besideFullMarks("\u00e9\u0302", 1), "x\u0301"); // decoder
});

Deno.test("Screen's ICH and DECIC inside left/right margins leave clusters outside them alone", () => {
  for (const insert of ["\x1b[3@", "\x1b[3'}"]) {
    const { t, feed } = term(15, 2);
    feed("\x1b[1;10Ha\u0302\x1b[1;13Hx\u0301\x1b[?69h\x1b[1;10s\x1b[1;6H");
    feed(insert);
    assert.equal(t.rowCells(0)[12].ch, "x\u0301", JSON.stringify(insert));
  }
});

Deno.test("Screen without autowrap keeps a wide character in the last columns when the next one does not fit, in one write or cut anywhere", () => {
  // 🌈 does not fit after 𠀀 and is dropped; the skin tone joins 𠀀.
  const bytes = new TextEncoder().encode(
    "\x1b[?7lab\u{20000}\u{1f308}\u{1f3fd}",
  );
  for (let cut = 0; cut < bytes.length; cut++) {
    const { t } = term(4, 2);
    t.write(bytes.subarray(0, cut));
    t.write(bytes.subarray(cut));
    const cells = t.rowCells(0).map((c) => c.ch);
    assert.deepEqual(cells, ["a", "b", "\u{20000}\u{1f3fd}", ""], `cut ${cut}`);
  }
});

Deno.test("Screen's scrolls inside left/right margins leave no wide character cut in two", () => {
  const cases: [string, string[]][] = [
    // 中 across the left margin loses its half inside to the copy.
    ["ab\u4e2d\r\n\x1b[2;4HXY\x1b[?69h\x1b[4;5s\x1b[S", [
      "a",
      "b",
      " ",
      "X",
      "Y",
    ]],
    // 中 across the right margin, overwritten by the row below.
    ["a\u4e2dcd\r\nXYZW\x1b[?69h\x1b[1;2s\x1b[S", ["X", "Y", " ", "c", "d"]],
    // 中 across the right margin of a row that scrolls in blank.
    ["\x1b[2;2H\u4e2d\x1b[?69h\x1b[1;2s\x1b[T", [" ", " ", " ", " ", " "]],
    // A wide character copied without its half outside the margins.
    ["\x1b[2;5H\u4e2d\x1b[?69h\x1b[3;5s\x1b[S", [" ", " ", " ", " ", " "]],
  ];
  for (const [input, want] of cases) {
    const { t, feed } = term(7, 2);
    feed(input);
    for (let y = 0; y < 2; y++) {
      const cells = t.rowCells(y);
      cells.forEach((c, x) => {
        if (c.width === 2) assert.equal(cells[x + 1]?.width, 0, input);
        if (c.width === 0) assert.equal(cells[x - 1]?.width, 2, input);
      });
    }
    const row0 = t.rowCells(0).slice(0, 5).map((c) => c.ch || "^");
    assert.deepEqual(row0, want, JSON.stringify(input));
  }
});

Deno.test("Screen caps the length of a grapheme cluster", () => {
  const { t, feed } = term(10, 2);
  feed("a" + "\u0301".repeat(1000) + "b");
  assert.ok(t.rowCells(0)[0].ch.length <= 32);
  assert.equal(t.rowCells(0)[1].ch, "b");
});

Deno.test("Screen drops a combining mark with nothing to join", () => {
  const { t, feed } = term(10, 2);
  feed("\u0301a");
  assert.equal(t.lineText(0), "a");
});

// --- cursor movement ------------------------------------------------------

Deno.test("Screen moves the cursor with CUU/CUD/CUF/CUB/CUP and clamps", () => {
  const { t, feed } = term(10, 5);
  feed("\x1b[3;4H");
  assert.deepEqual(cur(t), [3, 2]);
  feed("\x1b[A\x1b[2C");
  assert.deepEqual(cur(t), [5, 1]);
  feed("\x1b[10B\x1b[20D");
  assert.deepEqual(cur(t), [0, 4]);
  feed("\x1b[99;99H");
  assert.deepEqual(cur(t), [9, 4]);
  feed("\x1b[H");
  assert.deepEqual(cur(t), [0, 0]);
  feed("\x1b[2;3f");
  assert.deepEqual(cur(t), [2, 1]);
});

Deno.test("Screen handles CNL, CPL, CHA, HPA, VPA, HPR, VPR", () => {
  const { t, feed } = term(10, 5);
  feed("\x1b[2;5H\x1b[2E");
  assert.deepEqual(cur(t), [0, 3]);
  feed("\x1b[5G\x1b[F");
  assert.deepEqual(cur(t), [0, 2]);
  feed("\x1b[7`\x1b[2d");
  assert.deepEqual(cur(t), [6, 1]);
  feed("\x1b[2a\x1b[2e");
  assert.deepEqual(cur(t), [8, 3]);
});

Deno.test("Screen cursor moves stop at the scroll region from inside it", () => {
  const { t, feed } = term(10, 10);
  feed("\x1b[3;6r\x1b[4;1H\x1b[9A");
  assert.deepEqual(cur(t), [0, 2]);
  feed("\x1b[9B");
  assert.deepEqual(cur(t), [0, 5]);
  feed("\x1b[8;1H\x1b[9B"); // below the region: to the bottom of the screen
  assert.deepEqual(cur(t), [0, 9]);
});

Deno.test("Screen origin mode addresses the region", () => {
  const { t, feed, responses } = term(10, 10);
  feed("\x1b[3;6r\x1b[?6h\x1b[1;1Hx\x1b[99;1H");
  assert.equal(t.lineText(2), "x");
  assert.deepEqual(cur(t), [0, 5]);
  feed("\x1b[6n");
  assert.deepEqual(responses, ["\x1b[4;1R"]);
  feed("\x1b[?6l");
  assert.deepEqual(cur(t), [0, 0]);
});

Deno.test("Screen BS stops at the left edge, and leaves a pending wrap", () => {
  const { t, feed } = term(5, 2);
  feed("\b\bab\b");
  assert.deepEqual(cur(t), [1, 0]);
  feed("\x1b[1;1Habcde\bX");
  assert.deepEqual(text(t), ["abcXe"]);
});

Deno.test("Screen reverse wrap (mode 45) backs into the previous line", () => {
  const { t, feed } = term(5, 3);
  feed("\x1b[?45h\x1b[2;1H\b");
  assert.deepEqual(cur(t), [4, 0]);
});

Deno.test("Screen saves and restores the cursor with DECSC/DECRC", () => {
  const { t, feed } = term(10, 5);
  feed("\x1b[2;3H\x1b[1;31m\x1b7\x1b[0m\x1b[5;5H\x1b8x");
  assert.deepEqual(cur(t), [3, 1]);
  assert.deepEqual(t.rowRuns(1), [["  ", 2], ["x", 1, 1, -1, 1]]);
  feed("\x1b[3;3H\x1b[s\x1b[H\x1b[uy");
  assert.equal(t.lineText(2), "  y");
});

Deno.test("Screen DECRC without DECSC homes the cursor", () => {
  const { t, feed } = term(10, 5);
  feed("\x1b[3;3H\x1b8");
  assert.deepEqual(cur(t), [0, 0]);
});

// --- tabs -----------------------------------------------------------------

Deno.test("Screen tab stops: HT, HTS, TBC, CHT, CBT", () => {
  const { t, feed } = term(30, 2);
  feed("\tx");
  assert.deepEqual(cur(t), [9, 0]);
  feed("\x1b[3g\x1b[1;4H\x1bH\x1b[1;1H\tA\x1b[1;20H\x1b[Z");
  assert.deepEqual(cur(t), [3, 0]);
  feed("\x1b[0g\x1b[1;1H\t");
  assert.deepEqual(cur(t), [29, 0]);
  feed("\x1b[3g\x1b[?5W\x1b[1;1H\x1b[2I");
  assert.deepEqual(cur(t), [16, 0]);
  feed("\x1b[2Z");
  assert.deepEqual(cur(t), [0, 0]);
});

// --- erasing --------------------------------------------------------------

Deno.test("Screen erases in line with EL 0/1/2 and ECH", () => {
  const { t, feed } = term(10, 3);
  feed("abcdefghij\x1b[1;5H\x1b[K");
  assert.equal(t.lineText(0), "abcd");
  feed("\x1b[1;2H\x1b[1K");
  assert.equal(t.lineText(0), "  cd");
  feed("\x1b[2K");
  assert.equal(t.lineText(0), "");
  feed("\x1b[2;1Habcdef\x1b[2;2H\x1b[3X");
  assert.equal(t.lineText(1), "a   ef");
});

Deno.test("Screen erases in display with ED 0/1/2/3", () => {
  const { t, feed } = term(5, 3, 10);
  feed("1\r\n2\r\n3\r\naaaaa\r\nbbbbb\r\nccccc\x1b[2;3H\x1b[J");
  assert.deepEqual(lines(t), ["aaaaa", "bb", ""]);
  feed("\x1b[1J");
  assert.deepEqual(lines(t), ["", "", ""]);
  assert.equal(t.scrollbackLength, 3);
  feed("\x1b[3J");
  assert.equal(t.scrollbackLength, 0);
});

Deno.test("Screen erase uses the background colour (BCE)", () => {
  const { t, feed } = term(4, 2);
  feed("\x1b[44m\x1b[2K");
  assert.deepEqual(t.rowRuns(0), [["    ", 4, -1, 4]]);
  assert.equal(t.rowCells(0)[0].bg, 4);
  assert.equal(t.rowCells(0)[0].fg, null);
});

Deno.test("Screen selective erase keeps DECSCA-protected cells", () => {
  const { t, feed } = term(10, 2);
  feed('ab\x1b[1"qcd\x1b[0"qef\x1b[?2K');
  assert.equal(t.lineText(0), "  cd");
  feed("\x1b[2K");
  assert.equal(t.lineText(0), "");
});

// --- insert and delete ----------------------------------------------------

Deno.test("Screen inserts and deletes characters with ICH/DCH", () => {
  const { t, feed } = term(8, 2);
  feed("abcdefgh\x1b[1;3H\x1b[2@");
  assert.equal(t.lineText(0), "ab  cdef");
  feed("\x1b[3P");
  assert.equal(t.lineText(0), "abdef");
  feed("\x1b[99P");
  assert.equal(t.lineText(0), "ab");
});

Deno.test("Screen insert mode (IRM) shifts text right", () => {
  const { t, feed } = term(8, 2);
  feed("abcdef\x1b[1;2H\x1b[4hXY\x1b[4lZ");
  assert.equal(t.lineText(0), "aXYZcdef");
});

Deno.test("Screen ICH drops a wide character pushed off the edge", () => {
  const { t, feed } = term(5, 2);
  feed("abc\u4e2d\x1b[1;1H\x1b[@");
  assert.equal(t.lineText(0), " abc");
  const cells = t.rowCells(0);
  assert.equal(cells[4].width, 1);
});

Deno.test("Screen inserts and deletes lines in the region with IL/DL", () => {
  const { t, feed } = term(5, 5);
  feed("1\r\n2\r\n3\r\n4\r\n5\x1b[2;4r\x1b[3;1H\x1b[L");
  assert.deepEqual(lines(t), ["1", "2", "", "3", "5"]);
  feed("\x1b[2M");
  assert.deepEqual(lines(t), ["1", "2", "", "", "5"]);
  feed("\x1b[5;1H\x1b[L"); // outside the region: nothing
  assert.deepEqual(lines(t), ["1", "2", "", "", "5"]);
});

Deno.test("Screen repeats the last character with REP, clamped", () => {
  const { t, feed } = term(10, 2);
  feed("ab\x1b[3b");
  assert.equal(t.lineText(0), "abbbb");
  // 1 + 65535 characters from the start of the last row: the screen is
  // as if all were printed (65536 % 10 = 6 on the last row).
  feed("\r\nx\x1b[65535b");
  assert.deepEqual(lines(t), ["xxxxxxxxxx", "xxxxxx"]);
  // A second REP repeats nothing.
  feed("\x1b[2b");
  assert.deepEqual(lines(t), ["xxxxxxxxxx", "xxxxxx"]);
});

Deno.test("Screen's REP bound leaves the screen as printing every repeat does", () => {
  // Issue 9: REP is capped (and filled a line at a time) so 8 bytes cannot
  // buy 65,535 cells of work; the visible result must not change.
  const setups = [
    "", // autowrap on, plain
    "\x1b[?7l", // autowrap off
    "\x1b[?7l\x1b[5G", // autowrap off, from the middle
    "\x1b[4h", // insert mode
    "\x1b[?69h\x1b[3;9s\x1b[4G", // left and right margins
    "\x1b[2;3r\x1b[3;1H", // a scroll region
    "\x1b[31;4m", // a style
    "\x1b]8;;https://e.example/\x07", // a link
  ];
  const chars = ["x", "\u4e2d", "e\u0301", "\u{1f1ef}\u{1f1f5}"];
  for (const setup of setups) {
    for (const ch of chars) {
      for (const n of [1, 7, 13, 47, 200, 1234]) {
        const rep = term(13, 4, 50);
        const plain = term(13, 4, 50);
        const pre = "\x1b[1;1Habc\u4e2ddef\x1b[2;2H" + setup;
        rep.feed(pre + "ZZ" + ch + `\x1b[${n}b` + "!");
        plain.feed(pre + "ZZ" + ch.repeat(n + 1) + "!");
        const what = JSON.stringify([setup, ch, n]);
        assert.deepEqual(lines(rep.t), lines(plain.t), what);
        for (let y = 0; y < 4; y++) {
          assert.deepEqual(rep.t.rowRuns(y), plain.t.rowRuns(y), what);
          assert.equal(rep.t.rowWrapped(y), plain.t.rowWrapped(y), what);
        }
        assert.deepEqual(rep.t.cursor(), plain.t.cursor(), what);
      }
    }
  }
  // A huge count at full width: the same as the count the bound keeps.
  const big = term(4096, 3, 0);
  big.feed("\x1b[?7lx\x1b[65535b");
  assert.equal(big.t.lineText(0), "x".repeat(4096));
  assert.deepEqual(big.t.cursor().x, 4095);
});

// --- scrolling ------------------------------------------------------------

Deno.test("Screen scrolls inside DECSTBM with LF and RI", () => {
  const { t, feed } = term(5, 5, 10);
  feed("1\r\n2\r\n3\r\n4\r\n5\x1b[2;4r\x1b[4;1H\n");
  assert.deepEqual(lines(t), ["1", "3", "4", "", "5"]);
  assert.equal(t.scrollbackLength, 0);
  feed("\x1b[2;1H\x1bM");
  assert.deepEqual(lines(t), ["1", "", "3", "4", "5"]);
});

Deno.test("Screen keeps lines scrolled off a top-anchored region", () => {
  const { t, feed } = term(5, 4, 10);
  feed("a\r\nb\r\nc\r\nstat\x1b[1;3r\x1b[3;1H\nd");
  assert.deepEqual(lines(t), ["b", "c", "d", "stat"]);
  assert.equal(t.lineText(-1), "a");
});

Deno.test("Screen SU/SD move the region", () => {
  const { t, feed } = term(5, 4, 10);
  feed("1\r\n2\r\n3\r\n4\x1b[2S");
  assert.deepEqual(lines(t), ["3", "4", "", ""]);
  assert.equal(t.scrollbackLength, 2);
  feed("\x1b[T");
  assert.deepEqual(lines(t), ["", "3", "4", ""]);
});

Deno.test("Screen IND, NEL and RI at the edges", () => {
  const { t, feed } = term(5, 3, 10);
  feed("ab\x1bDc\x1bEd");
  assert.deepEqual(lines(t), ["ab", "  c", "d"]);
  feed("\x1b[1;1H\x1bMx");
  assert.deepEqual(lines(t), ["x", "ab", "  c"]);
});

Deno.test("Screen C1 controls IND, NEL, RI (UTF-8 encoded)", () => {
  const { t, feed } = term(5, 3);
  feed("a\u0085b\u0084c\u008dd");
  assert.deepEqual(lines(t), ["a", "b d", " c"]);
});

Deno.test("Screen DECALN fills the screen with E", () => {
  const { t, feed } = term(3, 2);
  feed("\x1b[2;2r\x1b#8");
  assert.deepEqual(lines(t), ["EEE", "EEE"]);
  assert.deepEqual(cur(t), [0, 0]);
});

// --- left/right margins ---------------------------------------------------

Deno.test("Screen DECSLRM margins bound printing, wrapping and scrolling", () => {
  const { t, feed } = term(10, 3);
  feed("\x1b[?69h\x1b[3;6s\x1b[1;3Habcdefg");
  assert.deepEqual(lines(t), ["  abcd", "  efg", ""]);
  // From left of the left margin, text runs to the right margin and wraps
  // to the left margin.
  feed("\x1b[1;1H0123456789\x1b[2;1H0123456789");
  assert.deepEqual(lines(t), ["012345", "012345", "  6789"]);
  feed("\x1b[1;3H\x1b[2@");
  assert.equal(t.lineText(0), "01  23");
  // A line feed at the bottom scrolls only the margins' columns.
  feed("\x1b[3;5H\n");
  assert.deepEqual(lines(t), ["012345", "016789", ""]);
});

Deno.test("Screen CSI s saves the cursor unless DECLRMM is on", () => {
  const { t, feed } = term(10, 3);
  feed("\x1b[2;2H\x1b[s\x1b[H\x1b[u");
  assert.deepEqual(cur(t), [1, 1]);
  feed("\x1b[?69h\x1b[2;5s");
  assert.deepEqual(cur(t), [0, 0]);
});

Deno.test("Screen DECIC and DECDC shift columns in the region", () => {
  const { t, feed } = term(5, 2);
  feed("abcde\r\nfghij\x1b[1;2H\x1b[2'}");
  assert.deepEqual(lines(t), ["a  bc", "f  gh"]);
  feed("\x1b[3'~");
  assert.deepEqual(lines(t), ["ac", "fh"]);
});

// --- screens and resets ---------------------------------------------------

Deno.test("Screen 1049 saves the cursor, clears and restores", () => {
  const { t, feed } = term(10, 3, 10);
  feed("main\x1b[?1049h");
  assert.deepEqual(lines(t), ["", "", ""]);
  assert.equal(t.modes().altScreen, true);
  assert.equal(t.scrollbackLength, 0);
  feed("\x1b[2;2Halt\n\n\n\n");
  feed("\x1b[?1049l");
  assert.deepEqual(lines(t), ["main", "", ""]);
  assert.deepEqual(cur(t), [4, 0]);
  feed("\x1b[?1049h");
  assert.deepEqual(lines(t), ["", "", ""]);
});

Deno.test("Screen 47 keeps the alternate screen's content", () => {
  const { t, feed } = term(10, 3);
  feed("\x1b[?47hALT\x1b[?47lmain\x1b[?47h");
  assert.equal(t.lineText(0), "ALT");
  feed("\x1b[?1047l\x1b[?1047h");
  assert.equal(t.lineText(0), "");
});

Deno.test("Screen DECSTR resets modes but keeps the screen", () => {
  const { t, feed } = term(10, 3);
  feed("text\x1b[4h\x1b[?6h\x1b[2;3r\x1b[1;31m\x1b[?25l\x1b[!p");
  assert.equal(t.lineText(0), "text");
  const m = t.modes();
  assert.equal(m.insert, false);
  assert.equal(m.origin, false);
  assert.equal(t.cursor().visible, true);
  feed("\x1b[1;1Hx");
  assert.deepEqual(t.rowRuns(0), [["xext", 4]]);
});

Deno.test("Screen RIS clears the screen and resets everything", () => {
  const { t, feed } = term(10, 3);
  feed("a\x1b]2;T\x07\x1b[?1h\x1b[?1049hb\x1bc");
  assert.deepEqual(lines(t), ["", "", ""]);
  assert.equal(t.title, "");
  assert.equal(t.modes().altScreen, false);
  assert.equal(t.modes().cursorKeys, false);
  assert.deepEqual(cur(t), [0, 0]);
});

// --- charsets -------------------------------------------------------------

Deno.test("Screen DEC special graphics in G0 and through SO/SI", () => {
  const { t, feed } = term(10, 3);
  feed("\x1b(0lqk\x1b(Bx\r\n\x1b)0a\x0eq\x0fq");
  assert.deepEqual(text(t), ["\u250c\u2500\u2510x", "a\u2500q"]);
});

Deno.test("Screen single shifts SS2/SS3 apply to one character", () => {
  const { t, feed } = term(10, 3);
  feed("\x1b*0\x1b+A\x1bNqq\x1bO#q");
  assert.equal(t.lineText(0), "\u2500q\u00a3q");
});

Deno.test("Screen UK charset maps # to the pound sign", () => {
  const { t, feed } = term(10, 3);
  feed("\x1b(A#\x1b(B#");
  assert.equal(t.lineText(0), "\u00a3#");
});

Deno.test("Screen DECSC saves the charsets", () => {
  const { t, feed } = term(10, 3);
  feed("\x1b(0\x1b7\x1b(Bq\x1b8q");
  // DECRC brings back the cursor too: the second q overwrites the first.
  assert.equal(t.lineText(0), "\u2500");
});

Deno.test("Screen bounds long clusters per row", () => {
  const { t, feed } = term(40, 2);
  // Each cell gets one mark more than the inline slots hold.
  const marks = Array.from(
    { length: MARK_SLOTS + 1 },
    (_, i) => String.fromCodePoint(0x301 + i),
  ).join("");
  feed(("a" + marks).repeat(40));
  const cells = t.rowCells(0);
  const long = cells.filter((c) => c.ch === "a" + marks).length;
  assert.equal(long, MAX_LONG_PER_ROW);
  assert.ok(
    cells.every((c) =>
      c.ch === "a" + marks.slice(0, MARK_SLOTS) || c.ch === "a" + marks
    ),
  );
});
