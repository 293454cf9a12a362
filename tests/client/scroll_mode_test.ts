import assert from "node:assert/strict";
import type { HistoryRequest } from "../../client/attach/history_view.ts";
import { Renderer } from "../../client/attach/renderer.ts";
import {
  ScrollMode,
  type ScrollResult,
} from "../../client/attach/scroll_mode.ts";
import { HistorySession } from "./_history_session.ts";
import { WORD_SEPARATORS } from "../../protocol/options.ts";
import { buildKeyTable, type KeyTable } from "../../client/attach/key_table.ts";
import { messageRow } from "../../client/attach/status_line.ts";
import type { SgrStyle } from "../../client/attach/sgr.ts";
import { rigRunner } from "./_render_rig.ts";
import { newTerm, screenText, type Term, write } from "./_xterm_oracle.ts";

const enc = new TextEncoder();
const INDICATOR = /\[(\d+)\/(\d+)\]$/;

/** A session, an outer terminal, a renderer and scroll mode on them. */
class Rig {
  readonly session: HistorySession;
  readonly outer: Term;
  readonly renderer: Renderer;
  readonly requests: HistoryRequest[] = [];
  /** Messages scroll mode asked the client to show, not shown yet. */
  readonly messages: string[] = [];
  mode!: ScrollMode;

  constructor(
    cols: number,
    rows: number,
    scrollback = 10_000,
    status: "bottom" | "top" | "off" = "off",
    /** The session's size, when another client's larger terminal set it. */
    sessionSize?: [cols: number, rows: number],
  ) {
    // With a status line the session is a row shorter than the terminal.
    const sessionRows = status === "off" ? rows : rows - 1;
    const [sc, sr] = sessionSize ?? [cols, sessionRows];
    this.session = new HistorySession(sc, sr, scrollback);
    this.outer = newTerm(cols, rows);
    this.renderer = new Renderer(cols, rows, { fill: ".", status });
  }

  async begin(): Promise<void> {
    await write(this.outer, this.renderer.begin());
    await this.frame();
  }

  /**
   * Enters scroll mode and answers its requests; `keys` is `mode-keys`, and
   * the cursor starts on the bottom row, or where the session's is with
   * `atCursor` (as the attach client starts it).
   */
  async enter(
    pageUp = false,
    opts: {
      keys?: "vi" | "emacs";
      atCursor?: boolean;
      table?: KeyTable;
      wordSeparators?: string;
      modeStyle?: SgrStyle;
      paneColours?: readonly [number, number];
    } = {},
  ): Promise<void> {
    this.start(pageUp, opts);
    await this.serve();
  }

  /** Enters scroll mode as `enter` does, leaving its first request unanswered. */
  start(
    pageUp = false,
    opts: {
      keys?: "vi" | "emacs";
      atCursor?: boolean;
      table?: KeyTable;
      wordSeparators?: string;
      modeStyle?: SgrStyle;
      paneColours?: readonly [number, number];
    } = {},
  ): void {
    this.mode = new ScrollMode(this.renderer, {
      request: (r) => this.requests.push(r),
      message: (text) => this.messages.push(text),
    }, {
      prefix: opts.table ?? 0x02,
      pageUp,
      modeKeys: opts.keys,
      wordSeparators: opts.wordSeparators,
      modeStyle: opts.modeStyle,
      paneColours: opts.paneColours,
      ...(opts.atCursor ? { cursor: this.renderer.sessionCursor } : {}),
    });
    this.mode.start();
  }

  /** Answers the requests scroll mode made, as the daemon would. */
  async serve(): Promise<void> {
    for (let r = this.requests.shift(); r; r = this.requests.shift()) {
      await write(this.outer, this.mode.answer(this.session.page(r)).out);
    }
    // As the attach client shows them: on the status line.
    for (let m = this.messages.shift(); m; m = this.messages.shift()) {
      const row = messageRow(this.renderer.size.cols, m);
      await write(this.outer, this.renderer.showMessage(row));
    }
  }

  /** Types keys in scroll mode; answers what they ask for. */
  async keys(text: string): Promise<ScrollResult> {
    const r = this.mode.keys(enc.encode(text));
    await write(this.outer, r.out);
    await this.serve();
    return r;
  }

  /** The session prints; a frame reaches the client. */
  async output(text: string): Promise<void> {
    this.session.write(text);
    await this.frame();
    this.mode?.output();
    await this.serve();
  }

  async frame(): Promise<void> {
    await write(this.outer, this.renderer.frame(this.session.frame()));
  }

  /** The outer screen's rows (rewritten blanks trimmed too). */
  lines(): string[] {
    return screenText(this.outer).map((l) => l.trimEnd());
  }

  /** [offset, total] from the indicator, or null. */
  indicator(): [number, number] | null {
    const m = INDICATOR.exec(this.lines()[0]);
    return m ? [Number(m[1]), Number(m[2])] : null;
  }

  /** The screen without the indicator. */
  body(): string[] {
    const lines = this.lines();
    lines[0] = lines[0].replace(INDICATOR, "").trimEnd();
    return lines;
  }

  /** Whether cell (x, y) of the outer terminal is inverse. */
  inverse(x: number, y: number): boolean {
    const b = this.outer.buffer.active;
    return !!b.getLine(b.viewportY + y)!.getCell(x)!.isInverse();
  }

  /**
   * Whether cell (x, y) of the outer terminal is in tmux's default
   * `mode-style`: black (palette 0) on yellow (palette 3).
   */
  modeStyled(x: number, y: number): boolean {
    const b = this.outer.buffer.active;
    const cell = b.getLine(b.viewportY + y)!.getCell(x)!;
    return cell.isBgPalette() && cell.getBgColor() === 3 &&
      cell.isFgPalette() && cell.getFgColor() === 0 && !cell.isInverse();
  }

  /** Whether cell (x, y) of the outer terminal is bold. */
  bold(x: number, y: number): boolean {
    const b = this.outer.buffer.active;
    return !!b.getLine(b.viewportY + y)!.getCell(x)!.isBold();
  }

  dispose(): void {
    this.outer.dispose();
  }
}

const withRig = rigRunner((...args: ConstructorParameters<typeof Rig>) =>
  new Rig(...args)
);

/** Line numbers shown, from "line N" rows ("" when another row). */
function numbers(lines: string[]): string[] {
  return lines.map((l) => /^line (\d+)$/.exec(l)?.[1] ?? l);
}

// 40x10 with "line 1" .. "line 100" under a blank first row: history is
// that blank row and lines 1-90, the screen lines 91-100.
async function hundred(rig: Rig): Promise<void> {
  rig.session.lines("line ", 1, 100);
  await rig.frame();
}

Deno.test("ScrollMode shows history with the position indicator; keys move the view", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    await rig.enter();
    assert.deepEqual(rig.indicator(), [0, 91]);
    assert.ok(
      rig.modeStyled(39, 0),
      "the indicator is in mode-style, black on yellow, as tmux 3.3a's",
    );
    assert.deepEqual(numbers(rig.body()), [
      "91",
      "92",
      "93",
      "94",
      "95",
      "96",
      "97",
      "98",
      "99",
      "100",
    ]);
    // The cursor starts on the bottom row; C-y/C-e and the page keys move
    // the view (and the cursor with it), k/j only when the cursor leaves.
    const moves: [string, number][] = [
      ["\x19", 1], // C-y
      ["\x19", 2],
      ["\x05", 1], // C-e
      ["\x05", 0],
      ["\x05", 0], // not below the live screen
      ["j", 0],
      ["\x1b[5~", 8], // a page: the height less two
      ["\x02\x02", 8], // the prefix twice does nothing here
      ["\x1b[6~", 0],
      ["\x02", 0], // C-b: the prefix key first
      ["x", 0],
      ["\x15", 5], // C-u: half a page
      ["\x04", 0], // C-d
      ["kkkkkkkkk", 0], // to the top row
      ["k", 1], // past it: the view follows
      ["\x1b[A", 2],
      ["\x1b[1;5A", 3], // Ctrl-Up is Up here
      ["jjjjjjjjj", 3],
      ["\x1bOB", 2], // Down in cursor keys mode
      ["g", 91],
      ["k", 91], // not above the oldest line
      ["G", 0],
      ["\x1b[H", 91], // Home
      ["\x1b[F", 0], // End
      ["\x06", 0], // C-f
    ];
    for (const [key, offset] of moves) {
      await rig.keys(key);
      assert.deepEqual(rig.indicator(), [offset, 91], JSON.stringify(key));
      // Every row right, however the renderer got there (scrolls, diffs).
      const want = Array.from({ length: 10 }, (_, i) => {
        const n = 91 - offset + i;
        return n === 0 ? "" : String(n);
      });
      assert.deepEqual(numbers(rig.body()), want, JSON.stringify(key));
    }
    await rig.keys("g");
    assert.deepEqual(numbers(rig.body()).slice(0, 3), ["", "1", "2"]);
    await rig.keys("\x1b[6~");
    assert.equal(rig.body()[0], "line 8");
  });
});

Deno.test("ScrollMode starts a page up for prefix PageUp; keys before the first answer count", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    rig.start(true);
    // Nothing shows before the daemon answers; keys still count.
    const r = rig.mode.keys(enc.encode("kk"));
    assert.equal(r.out.length, 0);
    assert.equal(rig.indicator(), null);
    await rig.serve();
    // k moved a cursor that was not placed yet: the view stays a page up.
    assert.deepEqual(rig.indicator(), [8, 91]);
    assert.equal(rig.body()[0], "line 83");
  });
});

Deno.test("ScrollMode keeps the view on the same lines while output goes on", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    await rig.enter();
    await rig.keys("\x1b[5~");
    const view = rig.body();
    assert.equal(view[0], "line 83");
    await rig.output("\r\nmore 1\r\nmore 2\r\nmore 3");
    assert.deepEqual(rig.indicator(), [11, 94]);
    assert.deepEqual(rig.body(), view);
    // At the live screen too, the view stays where it was.
    await rig.keys("G");
    await rig.output("\r\nmore 4\r\nmore 5");
    assert.deepEqual(rig.indicator(), [2, 96]);
    assert.deepEqual(rig.lines().slice(1, 3), ["line 95", "line 96"]);
    assert.equal(rig.body()[9], "more 3");
  });
});

Deno.test("ScrollMode stays on the oldest line the history cap leaves", async () => {
  await withRig([40, 10, 50], async (rig) => {
    await hundred(rig);
    await rig.enter();
    await rig.keys("g");
    assert.deepEqual(rig.indicator(), [50, 50]);
    assert.equal(rig.body()[0], "line 41");
    await rig.output("\r\nmore 1\r\nmore 2");
    assert.deepEqual(rig.indicator(), [50, 50]);
    assert.equal(rig.body()[0], "line 43");
  });
});

Deno.test("ScrollMode shows rows that change on the screen as they are now", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    await rig.enter();
    await rig.keys("\x19"); // C-y
    await rig.output("\x1b[Hchanged at the top");
    assert.deepEqual(rig.indicator(), [1, 91]);
    assert.equal(rig.body()[1], "changed at the top");
  });
});

Deno.test("ScrollMode re-anchors by distance after the session's size changes", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    await rig.enter();
    await rig.keys("\x1b[5~");
    rig.session.term.resize(30, 8);
    await rig.output("");
    const [offset] = rig.indicator()!;
    assert.equal(offset, 8, "the same distance from the live screen");
  });
});

Deno.test("ScrollMode keeps the cursor on its line when the session shrinks under it, as tmux's", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    await rig.enter();
    await rig.keys("kk");
    const on = () => rig.body()[rig.mode.cursor.line - rig.mode.view.top];
    assert.equal(on(), "line 98");
    // Shorter: the screen's top rows go into history, lines 98-100 stay.
    rig.outer.resize(40, 6);
    await write(rig.outer, rig.renderer.resize(40, 6));
    await write(rig.outer, rig.mode.resize());
    rig.session.term.resize(40, 6);
    await rig.output("");
    assert.equal(on(), "line 98");
    await rig.keys("k");
    assert.equal(on(), "line 97");
  });
});

Deno.test("ScrollMode redraws for a new outer size", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    await rig.enter();
    await rig.keys("\x1b[5~");
    rig.outer.resize(30, 6);
    await write(rig.outer, rig.renderer.resize(30, 6));
    await write(rig.outer, rig.mode.resize());
    await rig.serve();
    assert.deepEqual(rig.indicator(), [8, 91]);
    assert.deepEqual(numbers(rig.body()), ["83", "84", "85", "86", "87", "88"]);
    await rig.keys("\x1b[5~"); // pages are the new height's
    assert.deepEqual(rig.indicator(), [12, 91]);
  });
});

Deno.test("ScrollMode searches up and down, highlights the match, repeats with n and N", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    await rig.enter();
    await rig.keys("?line 5");
    assert.equal(rig.lines()[9], "(search up) line 5");
    await rig.keys("\r");
    // From the view's bottom up: line 59 first, brought to a quarter of
    // the view from its bottom (row 8 of 10), as tmux 3.3a's
    // window_copy_scroll_to (copy_cursor_y 9 in its 11-row pane).
    assert.equal(rig.body()[8], "line 59");
    assert.ok(rig.inverse(0, 8) && rig.inverse(5, 8), "the match is inverse");
    assert.ok(!rig.inverse(6, 8), "only the match");
    assert.ok(rig.inverse(0, 7), "every match on the screen is inverse");
    assert.ok(rig.bold(0, 8) && !rig.bold(0, 7), "the current one bold");
    await rig.keys("n");
    assert.equal(rig.body()[7], "line 58", "the view stays: 58 is shown");
    assert.ok(rig.bold(0, 7) && !rig.bold(0, 8));
    await rig.keys("N");
    assert.ok(rig.bold(0, 8), "back down to 59");
    await rig.keys("/line 9\r");
    // A new search starts from the cursor (on the match, 59): down.
    assert.equal(rig.body()[8], "line 90");
    assert.ok(rig.inverse(0, 8));
    await rig.keys("/line 7\r");
    // Down from the top of the view wraps around to the oldest lines,
    // which the view shows from the first (tmux's: no offset).
    assert.equal(rig.body()[7], "line 7");
    // Smart case: lower case matches either case.
    await rig.output("\r\nA Mixed Case line");
    await rig.keys("/mixed\r");
    assert.ok(rig.body().includes("A Mixed Case line"));
    await rig.keys("?MIXED\r");
    assert.equal(rig.lines()[9], 'No match for "MIXED"');
    // Any key clears the message.
    await rig.keys("x");
    assert.notEqual(rig.lines()[9], 'No match for "MIXED"');
  });
});

Deno.test("ScrollMode's new search starts at the cursor, as tmux's and vi's", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    await rig.enter();
    await rig.keys("?line 50\r");
    assert.equal(rig.body()[8], "line 50");
    // Down from line 50: no "line 4" below it, so round to the oldest
    // lines; from the view's top (line 42) it would have stopped there.
    await rig.keys("/line 4\r");
    const bold = rig.body().findIndex((_, i) => rig.bold(0, i));
    assert.equal(rig.body()[bold], "line 4");
  });
});

Deno.test("ScrollMode's vi keys search as tmux's copy-mode-vi and vi: / down, ? up", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    await rig.enter();
    await rig.keys("/");
    assert.equal(rig.lines()[9], "(search down)");
    await rig.keys("\x1b"); // alone: ESC ? together is M-?
    await rig.keys("?");
    assert.equal(rig.lines()[9], "(search up)");
    // From the bottom, up finds the nearest line above.
    await rig.keys("line 9\r");
    assert.ok(rig.body().includes("line 99"));
  });
});

Deno.test("ScrollMode's search prompt edits, pastes, cancels and repeats", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    await rig.enter();
    await rig.keys("n");
    assert.match(rig.lines()[9], /^No search to repeat/);
    await rig.keys("?lime\x7f\x7fne 4x\x08");
    assert.equal(rig.lines()[9], "(search up) line 4");
    await rig.keys("\x1b");
    assert.deepEqual(numbers(rig.body()).slice(-1), ["100"], "cancelled");
    await rig.keys("?abc\x15\x1b[200~line\n42\x1b[201~");
    assert.equal(rig.lines()[9], "(search up) line 42");
    await rig.keys("\r");
    assert.ok(rig.body().includes("line 42"));
    // Enter on an empty prompt repeats the last query.
    await rig.keys("G?\r");
    assert.ok(rig.body().includes("line 42"));
    // A long query shows its end, and the cursor after it.
    await rig.keys("?" + "x".repeat(60));
    assert.equal(rig.lines()[9], "x".repeat(39));
    await rig.keys("\x03"); // C-c cancels the prompt
    assert.equal(rig.indicator()?.[1], 91, "still in scroll mode");
  });
});

Deno.test("ScrollMode searches through history it has not fetched yet", async () => {
  await withRig([40, 10], async (rig) => {
    rig.session.lines("line ", 1, 5000);
    await rig.frame();
    await rig.enter();
    let asked = 0;
    const request = rig.requests.push.bind(rig.requests);
    rig.requests.push = (...r) => (asked++, request(...r));
    await rig.keys("?line 17\r");
    assert.equal(rig.body()[8], "line 1799");
    await rig.keys("?line 2\r");
    assert.equal(rig.body()[8], "line 299");
    await rig.keys("g/line 4999\r");
    // Near the live screen the view shows it where the screen has it.
    assert.equal(rig.body()[8], "line 4999");
    assert.ok(rig.inverse(0, 8));
    assert.ok(asked < 20, `${asked} requests`);
    assert.ok(rig.mode.view.cachedRows <= 4000, "the cache stays bounded");
  });
});

Deno.test("ScrollMode runs keys typed after a search's Enter once it has matched, as tmux's search runs before them", async () => {
  await withRig([40, 10], async (rig) => {
    rig.session.lines("line ", 1, 5000);
    await rig.frame();
    await rig.enter();
    // The match is in history not fetched yet: j waits for it, and moves
    // a line down from the match, not from the bottom row.
    const atCursor = () => rig.body()[rig.mode.cursor.line - rig.mode.view.top];
    await rig.keys("?line 17\rj");
    assert.equal(atCursor(), "line 1800");
    // n waits for the search before it as well (a repeat from its match).
    await rig.keys("?line 2\rnn");
    assert.equal(atCursor(), "line 297");
  });
});

Deno.test("ScrollMode.keys() leaves with q, C-c or (emacs) Escape and hands on what follows", async () => {
  for (const key of ["q", "\x1b", "\x03"]) {
    await withRig([40, 10], async (rig) => {
      await hundred(rig);
      // As tmux's: vi's Escape clears the selection, emacs's leaves.
      await rig.enter(false, { keys: key === "\x1b" ? "emacs" : "vi" });
      await rig.keys("\x1b[5~");
      // Output while scrolled: leaving shows the screen as it is now.
      await rig.output("\r\nnew line");
      const r = await rig.keys(`\x0e${key}${key === "\x1b" ? "" : "ls\r"}`);
      assert.ok(r.leave, "left");
      assert.equal(
        new TextDecoder().decode(r.leave.rest),
        key === "\x1b" ? "" : "ls\r",
      );
      assert.equal(rig.indicator(), null);
      assert.deepEqual(rig.lines().slice(-2), ["line 100", "new line"]);
    });
  }
});

Deno.test("ScrollMode hands the prefix and the keys after it to the key tables, as tmux's prefix comes before the mode's table", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    await rig.enter();
    // The prefix (C-b here) wins over C-b's page up: it and every key
    // after it are the key tables' (prefix n, then k), the view unmoved.
    let r = await rig.keys("k\x02nk");
    assert.deepEqual([...r.table ?? []], [2, 110, 107]);
    assert.ok(!r.leave && !r.detach);
    assert.deepEqual(rig.indicator(), [0, 91]);
    // A prompt of copy mode's own takes the prefix as typing.
    r = await rig.keys("?\x02");
    assert.equal(r.table, undefined);
  });
});

Deno.test("ScrollMode ignores mouse reports and focus events", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    await rig.enter();
    await rig.keys("\x1b[M qq\x1b[<0;3;4M\x1b[<0;3;4m\x1b[I\x1b[O\x1b[32;5;6M");
    assert.deepEqual(rig.indicator(), [0, 91], "no key taken from them");
  });
});

Deno.test("ScrollMode in a pane: the view takes the pane's rectangle, the live screen stays around it", async () => {
  // A window 31x6: a pane of 10 columns on the left, a border, the pane in
  // copy mode (20x6) at x = 11. Frames are the window's; pages the pane's.
  const window = new HistorySession(31, 6);
  const pane = new HistorySession(20, 6);
  pane.lines("p", 1, 30);
  const paint = (tag: string) => {
    let s = "\x1b[H";
    for (let y = 0; y < 6; y++) {
      s += `\x1b[${y + 1};1H${tag}${y}\x1b[${y + 1};11H|`;
    }
    window.write(s);
  };
  paint("old");
  const outer = newTerm(31, 6);
  const renderer = new Renderer(31, 6, { fill: "." });
  await write(outer, renderer.begin());
  await write(outer, renderer.frame(window.frame()));
  const requests: HistoryRequest[] = [];
  const mode = new ScrollMode(renderer, {
    request: (r) => requests.push(r),
    message: () => {},
  }, { prefix: 0x02, pageUp: false, cursor: { x: 13, y: 5 } });
  const serve = async () => {
    for (let r = requests.shift(); r; r = requests.shift()) {
      await write(outer, mode.answer({ ...pane.page(r), x: 11, y: 0 }).out);
    }
  };
  mode.start();
  await serve();
  let lines = screenText(outer);
  assert.equal(lines[0], "old0      |p25           [0/25]");
  assert.equal(lines[5], "old5      |p30");
  assert.deepEqual(mode.cursor, { line: mode.view.top + 5, x: 2 });
  assert.deepEqual(
    [outer.buffer.active.cursorX, outer.buffer.active.cursorY],
    [13, 5],
    "the cursor where the pane's was",
  );
  // A page up moves the pane's view only; a frame redraws the live part.
  await write(outer, mode.keys(enc.encode("\x1b[5~")).out);
  await serve();
  paint("new");
  await write(outer, renderer.frame(window.frame()));
  await write(outer, mode.output());
  await serve();
  lines = screenText(outer);
  assert.equal(lines[0], "new0      |p21           [4/25]");
  assert.equal(lines[5], "new5      |p26");
  assert.equal(mode.view.height, 6);
});

Deno.test("ScrollMode.wheel() scrolls; entered by the wheel, it leaves at the bottom", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    rig.mode = new ScrollMode(rig.renderer, {
      request: (r) => rig.requests.push(r),
      message: (text) => rig.messages.push(text),
    }, { prefix: 0x02, pageUp: false, lines: 5, exitAtBottom: true });
    rig.mode.start();
    // A notch before the first answer counts too.
    const early = rig.mode.wheel(5);
    assert.equal(early.leave, undefined);
    await rig.serve();
    assert.deepEqual(rig.indicator(), [10, 91]);
    await write(rig.outer, rig.mode.wheel(-5).out);
    await rig.serve();
    assert.deepEqual(rig.indicator(), [5, 91]);
    const r = rig.mode.wheel(-5);
    assert.ok(r.leave, "back at the bottom: left");
    await write(rig.outer, r.out);
    assert.equal(rig.indicator(), null);
  });
});

Deno.test("ScrollMode.selectText() selects what a drag covers; copySelection() copies and leaves", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    await rig.enter();
    assert.ok(rig.mode.ready);
    // Rows 2 and 3 of the view are lines 93 and 94.
    await write(
      rig.outer,
      rig.mode.selectText({ x: 2, y: 2 }, { x: 3, y: 3 }).out,
    );
    // In mode-style, as tmux 3.3a draws a selection.
    assert.ok(
      rig.modeStyled(2, 2) && rig.modeStyled(3, 3) && !rig.modeStyled(4, 3),
    );
    const r = rig.mode.copySelection();
    assert.equal(r.copy, "ne 93\nline");
    assert.ok(r.leave);
  });
});

Deno.test("ScrollMode.selectText() at the view's top row scrolls up a line a drag", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    await rig.enter();
    await write(
      rig.outer,
      rig.mode.selectText({ x: 0, y: 3 }, { x: 0, y: 1 }).out,
    );
    await write(
      rig.outer,
      rig.mode.selectText({ x: 0, y: 3 }, { x: 0, y: 0 }, false).out,
    );
    await rig.serve();
    await write(
      rig.outer,
      rig.mode.selectText({ x: 0, y: 3 }, { x: 2, y: 0 }, false).out,
    );
    await rig.serve();
    assert.deepEqual(rig.indicator(), [2, 91]);
    // From line 94 (where the drag started) up to line 89.
    assert.equal(
      rig.mode.copySelection().copy,
      "ne 89\nline 90\nline 91\nline 92\nline 93\nl",
    );
  });
});

Deno.test("ScrollMode.selectAt() selects the word, or the line, under a double or triple click", async () => {
  await withRig([40, 10], async (rig) => {
    rig.session.write("\r\nfoo bar_baz, qux\r\n");
    await rig.frame();
    await rig.enter();
    rig.mode.selectAt({ x: 6, y: 1 }, false);
    assert.equal(rig.mode.copySelection().copy, "bar_baz");
    await rig.enter();
    rig.mode.selectAt({ x: 11, y: 1 }, false);
    assert.equal(rig.mode.copySelection().copy, ",");
    await rig.enter();
    // A line, with its newline: tmux's select-line then copy.
    rig.mode.selectAt({ x: 2, y: 1 }, true);
    assert.equal(rig.mode.copySelection().copy, "foo bar_baz, qux\n");
  });
});

Deno.test("ScrollMode's search prompt is on the status line, as tmux's; the view keeps its bottom row", async () => {
  await withRig([40, 11, 10_000, "bottom"], async (rig) => {
    await hundred(rig);
    await rig.enter();
    await rig.keys("?line 5");
    assert.equal(rig.lines()[10], "(search up) line 5", "on the status line");
    assert.equal(rig.lines()[9], "line 100", "the view's bottom row stays");
    const b = rig.outer.buffer.active;
    assert.deepEqual([b.cursorX, b.cursorY], [18, 10], "the cursor in it");
    // It edits as the command prompt does: C-a, then typed before.
    await rig.keys("\x01x\x05\x7f\x7f");
    assert.equal(rig.lines()[10], "(search up) xline");
    await rig.keys("\x15line 5\r");
    assert.equal(rig.body()[8], "line 59");
    assert.equal(rig.lines()[10], "", "taken off the status line");
    // Up goes back to what was searched.
    await rig.keys("/\x1b[A");
    assert.equal(rig.lines()[10], "(search down) line 5");
    // Leaving with the prompt open (the mouse's wheel) takes it away too.
    await rig.keys("\x1b");
    await rig.keys("?");
    const r = rig.mode.copySelection();
    await write(rig.outer, r.out);
    assert.ok(r.leave);
    assert.equal(rig.lines()[10], "");
    assert.equal(rig.lines()[9], "line 100");
  });
});

// 40x10: under a blank first row "short", "much longer line here ok", an
// empty line, "ab  cd e" and "xy", the cursor after "xy" (row 5).
async function lengths(rig: Rig): Promise<void> {
  rig.session.write(
    "\r\nshort\r\nmuch longer line here ok\r\n\r\nab  cd e\r\nxy",
  );
  await rig.frame();
}

/** What `keys` copy, typed in copy mode started at the session's cursor. */
async function copied(
  keys: string,
  modeKeys: "vi" | "emacs" = "vi",
): Promise<string | undefined> {
  let copy: string | undefined;
  await withRig([40, 10], async (rig) => {
    await lengths(rig);
    await rig.enter(false, { keys: modeKeys, atCursor: true });
    copy = (await rig.keys(keys)).copy;
  });
  return copy;
}

// Each one's text as tmux 3.3a's copy mode gives it for the same keys
// (`tmux show-buffer`; tmux's vi table begins a selection with Space).
Deno.test("ScrollMode copies what tmux's copy mode copies: V whole lines with the last newline, v to the end of a line with it", async () => {
  // V (select-line): every line whole, the last one's newline too.
  assert.equal(await copied("kV\r"), "ab  cd e\n");
  assert.equal(await copied("kkVj\r"), "\nab  cd e\n");
  assert.equal(await copied("kVk\r"), "\nab  cd e\n");
  assert.equal(
    await copied("Vkkk\r"),
    "much longer line here ok\n\nab  cd e\nxy\n",
  );
  // Space: to the end of a line ($) with its newline; within one,
  // without; blanks inside a line are text.
  assert.equal(await copied("k0 $y"), "ab  cd e\n");
  assert.equal(await copied("k0 $\r"), "ab  cd e\n");
  assert.equal(await copied("k0 ey"), "ab");
  assert.equal(await copied("k0 jy"), "ab  cd e\nx");
  // Space again begins anew at the cursor (tmux's begin-selection).
  assert.equal(await copied("k0 ll ey"), "  cd");
  assert.equal(
    await copied("kkk0lllll jjl\r"),
    "longer line here ok\n\nab  cd ",
  );
  // A rectangle to the right edge ($): its columns of each line, and the
  // newline of the last, which it goes past the end of.
  assert.equal(
    await copied("kkk0lllll \x16jj$\r"),
    "longer line here ok\n\nd e\n",
  );
  // v is tmux's rectangle-toggle: before Space too, and back off.
  assert.equal(
    await copied("kkk0lllllv jj$\r"),
    "longer line here ok\n\nd e\n",
  );
  assert.equal(
    await copied("kkk0lllllvv jj$\r"),
    "longer line here ok\n\nab  cd e\n",
  );
  // D: from the cursor to the line's end, as tmux's
  // copy-pipe-end-of-line-and-cancel.
  assert.equal(await copied("k0llD"), "  cd e\n");
  // Escape clears the selection (vi); Enter then leaves, copying nothing.
  assert.equal(await copied("k0 e\x1bq"), undefined);
  assert.equal(await copied("k\r"), undefined);
  // emacs: the cursor is between characters, and no last newline.
  assert.equal(await copied("\x10\x01\x00\x05\x1bw", "emacs"), "ab  cd e");
  assert.equal(await copied("\x10\x01\x00\x1bf\x1bw", "emacs"), "ab");
  assert.equal(await copied("\x10\x01\x00\x0e\x1bw", "emacs"), "ab  cd e\n");
  // emacs C-k: to the line's end; R: a rectangle.
  assert.equal(await copied("\x10\x01\x06\x0b", "emacs"), "b  cd e");
  assert.equal(
    await copied("\x10\x10\x10\x01\x06\x06R\x00\x0e\x0e\x06\x06\x1bw", "emacs"),
    "ch\n\n  ",
  );
});

Deno.test("ScrollMode's cursor stops at a line's end, and up and down keep its column, as tmux's", async () => {
  await withRig([40, 10], async (rig) => {
    await lengths(rig);
    await rig.enter(false, { atCursor: true });
    const top = rig.mode.view.top;
    const at = () => [rig.mode.cursor.line - top, rig.mode.cursor.x];
    assert.deepEqual(at(), [5, 2], "after xy");
    const moves: [string, number, number][] = [
      // At a line's end, up goes to the end of each line.
      ["k", 4, 8],
      ["k", 3, 0],
      ["k", 2, 24],
      // From a column, through shorter lines (at their ends), back to it.
      ["0lllll", 2, 5],
      ["j", 3, 0],
      ["j", 4, 5],
      ["j", 5, 2],
      ["k", 4, 5],
      // $: just past the last character; up and down stay at the ends.
      ["$", 4, 8],
      ["k", 3, 0],
      ["k", 2, 24],
      ["j", 3, 0],
      ["j", 4, 8],
      // l at the end goes on to the next line, h at the start back.
      ["l", 5, 0],
      ["h", 4, 8],
      ["h", 4, 7],
      ["0h", 3, 0],
      ["h", 2, 24],
      // w past the last word: the end of the last line, not beyond.
      ["G", 9, 0],
      ["kkkk0w", 9, 0],
      ["kkkk0e", 5, 1],
      ["b", 5, 0],
      ["e", 5, 1],
      // H M L: a line's start.
      ["H", 0, 0],
      ["M", 4, 0],
      ["L", 9, 0],
    ];
    for (const [keys, y, x] of moves) {
      await rig.keys(keys);
      assert.deepEqual(at(), [y, x], keys);
    }
    // Where the outer terminal's cursor is: on the cell past "ab  cd e".
    await rig.keys("kkkkk$");
    const b = rig.outer.buffer.active;
    assert.deepEqual([b.cursorX, b.cursorY], [8, 4]);
  });
});

// 40x10: "alpha beta gamma", "foo(bar [baz]) qux.quux", an empty line,
// "one two", "three", an empty line, "end beta", the cursor after it.
async function motions(rig: Rig): Promise<void> {
  rig.session.write(
    "alpha beta gamma\r\nfoo(bar [baz]) qux.quux\r\n\r\none two\r\nthree\r\n\r\nend beta",
  );
  await rig.frame();
  await rig.enter(false, { atCursor: true });
}

Deno.test("ScrollMode has tmux's copy-mode-vi motions: jumps, counts, brackets, WORDs, paragraphs, the mark", async () => {
  await withRig([40, 10], async (rig) => {
    await motions(rig);
    const top = rig.mode.view.top;
    const at = () => [rig.mode.cursor.line - top, rig.mode.cursor.x];
    assert.deepEqual(at(), [6, 8], "after end beta");
    const moves: [string, number, number][] = [
      // f F t T, ; again, , reversed; only on the cursor's line.
      ["kkkkk0fb", 1, 4],
      [";", 1, 9],
      [",", 1, 4],
      ["tq", 1, 14],
      ["Fo", 1, 2],
      ["To", 1, 2],
      ["fz", 1, 11],
      ["fa", 1, 11],
      // A count: the next key that many times (tmux's digit keys).
      ["03l", 1, 3],
      ["10l", 1, 13],
      ["02fq", 1, 19],
      // %: to the bracket matching the next one on the line, and back.
      ["0%", 1, 13],
      ["%", 1, 3],
      // (A closing bracket first: back to its opening one, as tmux vi.)
      ["llllll%", 1, 8],
      // W E B: words of non-blanks (tmux's next-space ...).
      ["0W", 1, 8],
      ["W", 1, 15],
      ["E", 1, 22],
      ["B", 1, 15],
      ["0w", 1, 3],
      // } {: to the blank line after, or before, the paragraph.
      ["}", 2, 0],
      ["}", 5, 0],
      ["{", 2, 0],
      ["2}", 7, 0],
      // X marks, M-x goes there and marks where the cursor was.
      ["kkkX", 4, 5],
      ["G", 9, 0],
      ["\x1bx", 4, 5],
      ["\x1bx", 9, 0],
      ["kkk$", 6, 8],
    ];
    for (const [keys, y, x] of moves) {
      await rig.keys(keys);
      assert.deepEqual(at(), [y, x], keys);
    }
    // The mark shows in tmux's mark-style (red background).
    const bg = (x: number, y: number) =>
      rig.outer.buffer.active.getLine(y)!.getCell(x)!.getBgColor();
    assert.equal(bg(5, 4), 1, "the mark, after three");
    // # and *: a search for the word under the cursor.
    await rig.keys("0w#");
    assert.deepEqual(at(), [0, 6]);
    assert.ok(rig.bold(6, 0), "the match is the current one");
    await rig.keys("*");
    assert.deepEqual(at(), [6, 4]);
    // Escape ends a jump's prompt; the key after it moves as usual.
    await rig.keys("f");
    assert.equal(rig.lines()[9], "(jump forward)");
    await rig.keys("\x1b");
    await rig.keys("h");
    assert.deepEqual(at(), [6, 3]);
    assert.equal(rig.lines()[9], "", "the prompt is gone");
  });
});

Deno.test("ScrollMode's : goes to a line, P hides the position, 5 asks for a count, as tmux's", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    await rig.enter();
    await rig.keys(":");
    assert.equal(rig.lines()[9], "(goto line)");
    await rig.keys("50\r");
    assert.deepEqual(rig.indicator(), [50, 91]);
    assert.equal(numbers(rig.body())[0], "41");
    await rig.keys(":5000\r");
    assert.deepEqual(rig.indicator(), [91, 91], "more: the oldest line");
    await rig.keys("P");
    assert.equal(rig.indicator(), null, "P hides the indicator");
    assert.equal(rig.lines()[0], "");
    await rig.keys("P");
    assert.deepEqual(rig.indicator(), [91, 91]);
    await rig.keys("1");
    assert.equal(rig.lines()[9], "(repeat) 1");
    await rig.keys("2");
    assert.equal(rig.lines()[9], "(repeat) 12");
    // From the view's bottom row (line 9), 12 lines down.
    await rig.keys("j");
    assert.equal(rig.mode.cursor.line - rig.mode.view.oldest, 21);
    assert.equal(numbers(rig.lines())[9], "21", "the prompt is gone");
  });
});

Deno.test("ScrollMode's A appends the selection to the newest paste buffer, as tmux's", async () => {
  await withRig([40, 10], async (rig) => {
    await motions(rig);
    const r = await rig.keys("0 eA");
    assert.ok(r.leave);
    assert.equal(r.copy, "end");
    assert.equal(r.append, true);
  });
});

Deno.test("ScrollMode's words follow word-separators, as tmux's", async () => {
  // tmux 3.3a, `set -g word-separators " "`, w from column 0 of
  // "foo(bar [baz]) qux.quux": 8, 15, then the next line's 0.
  for (
    const [separators, stops] of [
      [" ", [8, 15, 0]],
      [WORD_SEPARATORS, [3, 4, 8]],
    ] as const
  ) {
    await withRig([40, 10], async (rig) => {
      rig.session.write("foo(bar [baz]) qux.quux\r\nend");
      await rig.frame();
      await rig.enter(false, { atCursor: true, wordSeparators: separators });
      await rig.keys("k0");
      const xs = [];
      for (let i = 0; i < 3; i++) {
        await rig.keys("w");
        xs.push(rig.mode.cursor.x);
      }
      assert.deepEqual(xs, stops, `word-separators ${separators}`);
    });
  }
});

Deno.test("ScrollMode's copy commands stay or leave, clear or keep the selection, and pipe, as tmux's", async () => {
  const { table, warnings } = buildKeyTable({
    bind: {
      prefix: {},
      root: {},
      copy: {
        "Y": "send -X copy-selection",
        "K": "send -X copy-selection-no-clear",
        "P": `send -X copy-pipe "cat > it's.txt"`,
        "C": "send -X copy-pipe-and-cancel",
        "L": "send -X copy-line",
        "E": "send -X copy-pipe-end-of-line",
      },
    },
  });
  assert.deepEqual(warnings, []);
  await withRig([40, 10], async (rig) => {
    rig.session.write("alpha beta\r\nend beta");
    await rig.frame();
    await rig.enter(false, { atCursor: true, table });
    // copy-selection: copied, the selection cleared, copy mode stays.
    let r = await rig.keys("0 eY");
    assert.equal(r.leave, undefined);
    assert.equal(r.copy, "end");
    assert.equal(r.pipe, undefined);
    // Nothing selected now: the next copy copies nothing.
    r = await rig.keys("Y");
    assert.equal(r.copy, undefined);
    // -no-clear: the selection stays for the next one.
    r = await rig.keys("0 eK");
    assert.equal(r.copy, "end");
    r = await rig.keys("K");
    assert.equal(r.copy, "end", "still selected");
    // copy-pipe with its command, staying.
    r = await rig.keys("P");
    assert.deepEqual([r.copy, r.pipe, r.leave], [
      "end",
      "cat > it's.txt",
      undefined,
    ]);
    // copy-line and copy-pipe-end-of-line stay; the cursor stays too.
    // (tmux 3.3a with vi keys: "end beta\n" and "d beta\n".)
    r = await rig.keys("0llL");
    assert.equal(r.copy, "end beta\n");
    assert.equal(r.leave, undefined);
    r = await rig.keys("E");
    assert.deepEqual([r.copy, r.pipe, r.leave], ["d beta\n", "", undefined]);
    assert.equal(rig.mode.cursor.x, 2, "the cursor stays where it was");
    // -and-cancel leaves, piping to copy-command (empty: the setting's).
    r = await rig.keys("0 eC");
    assert.ok(r.leave);
    assert.deepEqual([r.copy, r.pipe], ["end", ""]);
  });
});

Deno.test("ScrollMode shows its messages on the status line, as tmux's, and a key takes them away", async () => {
  await withRig([40, 10, 10_000, "bottom"], async (rig) => {
    await hundred(rig);
    await rig.enter();
    const view = rig.lines().slice(0, 9);
    await rig.keys("n");
    assert.match(rig.lines()[9], /^No search to repeat/, "on the status line");
    assert.deepEqual(rig.lines().slice(0, 9), view, "the view's rows stay");
    await rig.keys("?nothing like it\r");
    assert.equal(rig.lines()[9].trimEnd(), 'No match for "nothing like it"');
    await rig.keys("k");
    assert.doesNotMatch(rig.lines()[9], /No match/);
  });
});

Deno.test("ScrollMode's emacs M-C-f and M-C-b find the matching bracket from next to it, as tmux's", async () => {
  await withRig([40, 10], async (rig) => {
    rig.session.write("alpha\r\nfoo(bar [baz]) qux.quux\r\nend");
    await rig.frame();
    await rig.enter(false, { keys: "emacs", atCursor: true });
    const top = rig.mode.view.top;
    const at = () => [rig.mode.cursor.line - top, rig.mode.cursor.x];
    const moves: [string, number, number][] = [
      // On the character before a bracket: that bracket's match.
      ["\x10\x01\x06\x06\x1b\x06", 1, 13],
      // Just after a closing one: back to its opening one.
      ["\x06\x1b\x02", 1, 3],
      ["\x1b\x06", 1, 13],
    ];
    for (const [keys, y, x] of moves) {
      await rig.keys(keys);
      assert.deepEqual(at(), [y, x], JSON.stringify(keys));
    }
  });
});

Deno.test("ScrollMode holds keys typed before its first answer and runs them on it", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    // PageUp, then g before the history came: g wins, as typed.
    rig.start(true);
    assert.equal(rig.mode.keys(enc.encode("g")).out.length, 0);
    await rig.serve();
    assert.deepEqual(rig.indicator(), [91, 91]);
    assert.deepEqual(numbers(rig.body()).slice(0, 2), ["", "1"]);
    // q before the first answer leaves on it, the rest for the session.
    rig.start(false);
    rig.mode.keys(enc.encode("kq"));
    rig.mode.keys(enc.encode("ls\r"));
    const r = rig.mode.answer(rig.session.page(rig.requests.shift()!));
    assert.deepEqual(r.leave?.rest, enc.encode("ls\r"));
  });
});

Deno.test("ScrollMode runs the keys held for its first answer read by read: an Escape that ended a read stays Escape", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    rig.start(false);
    // Escape, then q in a read of its own: not M-q.
    rig.mode.keys(enc.encode("\x1b"));
    rig.mode.keys(enc.encode("q"));
    rig.mode.keys(enc.encode("ls\r"));
    const r = rig.mode.answer(rig.session.page(rig.requests.shift()!));
    assert.deepEqual(r.leave?.rest, enc.encode("ls\r"));
  });
});

Deno.test("ScrollMode detaches on prefix then d before its first answer, which may never come", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    const fresh = () => {
      rig.start(false);
      return rig.mode;
    };
    assert.equal(fresh().keys(enc.encode("k\x02d")).detach, true);
    const mode = fresh();
    assert.equal(mode.keys(enc.encode("\x02")).detach, undefined);
    assert.equal(mode.keys(enc.encode("d")).detach, true);
    // Prefix then another key does nothing, as after the answer.
    const other = fresh();
    other.keys(enc.encode("\x02q"));
    const r = other.answer(rig.session.page(rig.requests.at(-1)!));
    assert.equal(r.leave, undefined);
    // A held q leaves: the prefix keys after it are the session's.
    const left = fresh();
    left.keys(enc.encode("q\x02[g"));
    const l = left.answer(rig.session.page(rig.requests.at(-1)!));
    assert.deepEqual(l.leave?.rest, enc.encode("\x02[g"));
  });
});

Deno.test("ScrollMode draws the selection and the indicator in the mode-style given, and the pane's default cells in window-style's colours", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    await rig.enter(false, {
      modeStyle: { fg: 7, bg: 4, ul: -1, flags: 0 },
      paneColours: [247, 236],
    });
    const cell = (x: number, y: number) => {
      const b = rig.outer.buffer.active;
      return b.getLine(b.viewportY + y)!.getCell(x)!;
    };
    assert.equal(cell(39, 0).getBgColor(), 4, "the indicator: bg=blue");
    assert.equal(cell(39, 0).getFgColor(), 7);
    // A line's text and the blank after it: window-style's colours.
    assert.equal(cell(0, 3).getBgColor(), 236);
    assert.equal(cell(0, 3).getFgColor(), 247);
    assert.equal(cell(30, 3).getBgColor(), 236);
    await write(
      rig.outer,
      rig.mode.selectText({ x: 2, y: 2 }, { x: 3, y: 2 }).out,
    );
    assert.equal(cell(2, 2).getBgColor(), 4, "the selection: bg=blue");
    assert.equal(cell(4, 2).getBgColor(), 236, "past it: window-style's");
  });
});

Deno.test("ScrollMode.restore() counts a search's matches once, not at every move another client makes (a count the daemon cut short under 10 gave none)", async () => {
  await withRig([40, 10], async (rig) => {
    await hundred(rig);
    await rig.enter(false, { keys: "vi" });
    // The rig's daemon gives no count (as one cut short under 10 does).
    const counts = () => rig.requests.filter((r) => r.search).length;
    rig.mode.keys(enc.encode("?line 5\r"));
    assert.equal(counts(), 0, "the search's rows come first");
    await rig.serve();
    const state = rig.mode.state()!;
    assert.equal(state.marks, true);
    // Another client moves the cursor up, line by line: this one follows.
    let asked = 0;
    for (let i = 1; i <= 5; i++) {
      const moved = {
        ...state,
        cursor: [state.cursor[0] - i, 0] as [number, number],
      };
      await write(rig.outer, rig.mode.restore(moved));
      asked += counts();
      await rig.serve();
    }
    assert.equal(asked, 0, "no count asked again for the same search");
  });
});

Deno.test("ScrollMode in a client smaller than the pane reaches the screen's bottom rows", async () => {
  // A 40x10 client of a 40x16 pane (another client's terminal is larger):
  // the history is a blank row and lines 1-84, the screen lines 85-100.
  await withRig([40, 10, 10_000, "off", [40, 16]], async (rig) => {
    rig.session.lines("line ", 1, 100);
    await rig.frame();
    await rig.enter();
    await rig.keys("G");
    assert.equal(rig.mode.cursor.line, rig.mode.view.end - 1);
    assert.deepEqual(numbers(rig.body()).slice(-2), ["99", "100"]);
    assert.deepEqual(rig.indicator(), [0, 85]);
    await rig.keys("\x15"); // C-u: half a page up, then down again
    await rig.keys("\x04");
    assert.deepEqual(numbers(rig.body()).slice(-1), ["100"]);
    // j at the view's bottom moves it down to the screen's last row.
    await rig.keys("gG" + "k".repeat(15));
    assert.equal(numbers(rig.body())[0], "85");
    await rig.keys("j".repeat(15));
    assert.deepEqual(numbers(rig.body()).slice(-1), ["100"]);
  });
});

Deno.test("ScrollMode in a client narrower than the pane shows the columns that hold the cursor", async () => {
  // A 30x8 client of a 60x8 pane: each line ends at column 49.
  await withRig([30, 8, 10_000, "off", [60, 8]], async (rig) => {
    for (let i = 1; i <= 20; i++) {
      rig.session.write(`\r\n${"-".repeat(45)}END${i % 10}`);
    }
    await rig.frame();
    await rig.enter();
    await rig.keys("k$");
    assert.equal(rig.mode.cursor.x, 49);
    const row = rig.lines()[rig.outer.buffer.active.cursorY];
    assert.match(row, /END9$/, "the line's end in view");
    await rig.keys("0");
    assert.match(rig.lines()[rig.outer.buffer.active.cursorY], /^-{30}$/);
  });
});
