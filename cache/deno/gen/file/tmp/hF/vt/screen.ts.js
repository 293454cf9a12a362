/**
 * The screen model: primary and alternate grids of packed rows, the
 * cursor, the pen, margins, tab stops and character sets, and the editing
 * operations the control sequences map to. `terminal.ts` decodes sequences
 * into calls here; this file knows nothing of bytes.
 *
 * Coordinates are 0-based. The cursor's `x` is always `< cols`; a pending
 * wrap (the last column was just written) is the separate `wrapPending`
 * flag, as in xterm. It is set with autowrap off too, where the next
 * character overwrites the last column instead of wrapping.
 *
 * Every change to a row stamps it with a fresh value of `stamp` (`touch`),
 * which `Terminal.rowGeneration()` reports: a recycled row is cleared and
 * so stamped again when reused.
 *
 * @module
 */ import * as cell from "./cell.ts";
import { History } from "./history.ts";
import { LinkTable } from "./hyperlinks.ts";
import { Grid } from "./grid.ts";
import { reflow } from "./reflow.ts";
import { Row, RowAllocator } from "./row.ts";
import { StyleSet } from "./styles.ts";
import * as types from "./types.ts";
import { charWidth, isEmoji, isEmojiModifier, isPictograph, isRegional } from "./width.ts";
import * as width from "./width.ts";
// Local copies of imported constants: V8 folds a module's own constants
// into optimized code but loads and checks an imported binding at every use.
const { CELL_GRAPHEME, CELL_PROTECTED, CELL_SPACER, CELL_WIDE, CP_MASK } = cell;
const { COLOR_DEFAULT } = types;
const { FLAT_LIMIT, FLAT_WIDTHS, VS16, WIDTH_CLUSTER, ZWJ } = width;
/** Longest grapheme cluster kept, in UTF-16 code units. */ export const MAX_CLUSTER = 32;
/** The grid and everything that edits it. */ export class Screen {
  cols;
  rows;
  /** The active grid. */ lines;
  primary;
  alt;
  altActive = false;
  history;
  styles = new StyleSet();
  links = new LinkTable();
  /** Generation counter; see the module doc. */ stamp = 0;
  x = 0;
  y = 0;
  wrapPending = false;
  cursorVisible = true;
  // Margins, inclusive.
  top = 0;
  bottom;
  left = 0;
  right;
  // Modes that change editing.
  autowrap = true;
  insert = false;
  origin = false;
  /** DECLRMM (mode 69): DECSLRM margins are allowed. */ lrmm = false;
  /** LNM: LF also returns the carriage. */ newline = false;
  /** Mode 45: BS at the left edge goes to the end of the previous line. */ reverseWrap = false;
  // The pen.
  fg = COLOR_DEFAULT;
  bg = COLOR_DEFAULT;
  ul = COLOR_DEFAULT;
  flags = 0;
  link = 0;
  /** DECSCA: new cells are protected from selective erase. */ protect = false;
  #penId = 0;
  #eraseId = 0;
  #penDirty = false;
  #eraseDirty = false;
  // Character sets.
  charsets = [
    null,
    null,
    null,
    null
  ];
  gl = 0;
  /** 2 or 3 while a single shift (SS2/SS3) applies to the next character. */ singleShift = 0;
  tabs;
  #savedPrimary = null;
  #savedAlt = null;
  /** Last printed character, for REP. */ lastCp = 0;
  #slowAscii = false;
  /**
   * A ZWJ after a pictograph was just printed: the next character may join
   * its cluster, so it takes the general path.
   */ #zwjPending = false;
  /** Where that ZWJ is: its row and column. */ #zwjRow = null;
  #zwjX = -1;
  #allocator;
  #scratch = new Uint32Array(256);
  constructor(cols, rows, scrollback){
    this.cols = cols;
    this.rows = rows;
    this.bottom = rows - 1;
    this.right = cols - 1;
    this.history = new History(scrollback, cols);
    this.#allocator = new RowAllocator(cols);
    this.primary = this.#blankGrid();
    this.alt = this.#blankGrid();
    this.lines = this.primary;
    this.tabs = new Uint8Array(cols);
    this.resetTabs();
    this.styles.onFull = (marks)=>this.#markStyles(marks);
    this.links.onFull = ()=>this.#liveLinks();
  }
  // -------------------------------------------------------------------------
  // Rows and stamps
  #blankGrid() {
    const rows = [];
    for(let y = 0; y < this.rows; y++){
      rows.push(new Row(this.cols));
      this.touch(rows[y]);
    }
    return new Grid(rows);
  }
  /** Stamps `row` as changed. */ touch(row) {
    row.gen = ++this.stamp;
  }
  /** Row `y`: `[0, rows)` on screen, `[-history, -1]` in history. */ rowAt(y) {
    if (y >= 0) return y < this.rows ? this.lines.at(y) : undefined;
    if (this.altActive) return undefined;
    const i = this.history.length + y;
    return i >= 0 ? this.history.at(i) : undefined;
  }
  /** Lines of history reachable with negative `y`. */ get historyLength() {
    return this.altActive ? 0 : this.history.length;
  }
  /** What DECSC saved on the primary and the alternate screen. */ savedCursors() {
    return [
      this.#savedPrimary,
      this.#savedAlt
    ];
  }
  /**
   * After `engine_state.ts` set the public fields: the saved cursors, and
   * the caches derived from the rest recomputed.
   */ restored(saved) {
    [this.#savedPrimary, this.#savedAlt] = saved;
    this.#zwjPending = false;
    this.#zwjRow = null;
    this.penChanged();
  }
  // -------------------------------------------------------------------------
  // Pen
  /** The pen changed: cached style ids must be recomputed. */ penChanged() {
    this.#penDirty = true;
    this.#eraseDirty = true;
    this.#updateSlow();
  }
  /** Style id of the pen. */ penId() {
    if (this.#penDirty) this.#internPen();
    return this.#penId;
  }
  /** Style id that erased cells get: the pen's background only (BCE). */ eraseId() {
    if (this.#eraseDirty) {
      this.#eraseDirty = false;
      this.#eraseId = this.bg === COLOR_DEFAULT ? 0 : this.styles.intern(COLOR_DEFAULT, this.bg, COLOR_DEFAULT, 0, 0);
    }
    return this.#eraseId;
  }
  #internPen() {
    this.#penDirty = false;
    this.#penId = this.styles.intern(this.fg, this.bg, this.ul, this.flags, this.link);
  }
  /** SGR changed the pen's colours or attributes (nothing else). */ penStyleChanged() {
    this.#penDirty = true;
    this.#eraseDirty = true;
  }
  /** Resets the pen to the default style (SGR 0). */ resetPen() {
    this.fg = this.bg = this.ul = COLOR_DEFAULT;
    this.flags = 0;
    this.link = 0;
    this.penChanged();
  }
  /** Marks style ids in use, when the style table is full. */ #markStyles(marks) {
    const mark = (row)=>{
      const c = row.cells;
      for(let i = 1, e = row.cols << 1; i < e; i += 2)marks[c[i]] = 1;
    };
    for (const row of this.primary.rows)mark(row);
    for (const row of this.alt.rows)mark(row);
    for(let i = 0; i < this.history.length; i++)mark(this.history.at(i));
    // Cached ids may be freed: recompute them on next use.
    this.#penDirty = true;
    this.#eraseDirty = true;
  }
  /** Link ids referenced by live styles or the pen. */ #liveLinks() {
    const live = new Set([
      this.link
    ]);
    const seen = new Set();
    const scan = (row)=>{
      const c = row.cells;
      for(let i = 1, e = row.cols << 1; i < e; i += 2){
        const id = c[i];
        if (id === 0 || seen.has(id)) continue;
        seen.add(id);
        live.add(this.styles.link(id));
      }
    };
    for (const row of this.primary.rows)scan(row);
    for (const row of this.alt.rows)scan(row);
    for(let i = 0; i < this.history.length; i++)scan(this.history.at(i));
    for (const s of [
      this.#savedPrimary,
      this.#savedAlt
    ]){
      if (s !== null) live.add(s.link);
    }
    return live;
  }
  /** Printing must take the general path (charsets, insert, margins ...). */ #updateSlow() {
    this.#slowAscii = this.insert || this.charsets[this.gl] !== null || this.singleShift !== 0 || this.protect || this.#lrActive() || this.#zwjPending;
  }
  /** Mode, charset or margin change that affects printing. */ printModeChanged() {
    this.#updateSlow();
  }
  #lrActive() {
    return this.left !== 0 || this.right !== this.cols - 1;
  }
  // -------------------------------------------------------------------------
  // Printing
  /**
   * Prints printable ASCII from `data[start]`; returns where it stopped.
   * The common case (no charset, insert mode or margins) is one loop that
   * scans and stores together.
   */ printAscii(data, start, end) {
    if (this.#slowAscii) return this.#printAsciiSlow(data, start, end);
    if (this.#penDirty) this.#internPen();
    const style = this.#penId;
    const cols = this.cols;
    const limit = cols << 1;
    let i = start;
    for(;;){
      if (this.wrapPending) this.#wrap();
      const row = this.lines.at(this.y);
      const cells = row.cells;
      let p = this.x << 1;
      // A wide character losing a half leaves a blank in the pen's style
      // (as xterm.js does).
      if ((cells[p] & CELL_SPACER) !== 0 && p > 0) {
        cells[p - 2] = 0;
        cells[p - 1] = style;
      }
      // One bound for both the row and the input. Math.min takes V8's
      // float path here, yet beat an int compare by 6-8% on ascii-nowrap.
      const stop = Math.min(end, i + (limit - p >> 1));
      while(i < stop){
        const b = data[i];
        if (b - 0x20 >>> 0 > 0x5e) break; // outside 0x20-0x7E
        cells[p] = b;
        cells[p + 1] = style;
        p += 2;
        i++;
      }
      if (p < limit && (cells[p] & CELL_SPACER) !== 0) {
        cells[p] = 0;
        cells[p + 1] = style;
      }
      // Inline (a call here slows the loop above): raise row.used.
      const used = (p >> 1) + 1;
      if (used > row.used) row.used = used > cols ? cols : used;
      row.gen = ++this.stamp;
      this.lastCp = data[i - 1];
      if (p < limit) {
        this.x = p >> 1;
        return i;
      }
      this.x = cols - 1;
      this.wrapPending = true;
      const more = i < end && data[i] >= 0x20 && data[i] <= 0x7e;
      if (!more) return i;
      if (this.autowrap) continue;
      return this.#overwriteLast(data, i, end, style);
    }
  }
  /** Without autowrap every further character lands on the last column. */ #overwriteLast(data, i, end, style) {
    while(i < end && data[i] >= 0x20 && data[i] <= 0x7e)i++;
    const row = this.lines.at(this.y);
    const cells = row.cells;
    const p = this.cols - 1 << 1;
    row.extend(this.cols);
    cells[p] = data[i - 1];
    cells[p + 1] = style;
    this.lastCp = data[i - 1];
    return i;
  }
  /** ASCII through the general path (charsets, insert mode, margins). */ #printAsciiSlow(data, start, end) {
    const buf = this.#scratch;
    let n = 0;
    let i = start;
    while(i < end && n < buf.length){
      const b = data[i];
      if (b < 0x20 || b > 0x7e) break;
      buf[n++] = b;
      i++;
    }
    this.printCodepoints(buf, n);
    return i;
  }
  /**
   * Prints decoded code points (no controls among them). Like
   * `printAscii`, the common case (no charset, insert mode, margins or
   * pending wrap; characters that fit) runs in one loop with the row, the
   * style and the edge hoisted; anything else takes `#printOne`.
   */ printCodepoints(cps, n) {
    let k = 0;
    while(k < n){
      if (this.#slowAscii || this.wrapPending) {
        this.#printOne(cps[k++]);
        continue;
      }
      if (this.#penDirty) this.#internPen();
      const style = this.#penId;
      const right = this.cols - 1;
      const row = this.lines.at(this.y);
      const cells = row.cells;
      let x = this.x;
      const x0 = x;
      let lastX = -1;
      // The cell after each character, as it was before the write: a
      // narrow character also writes a spacer there (see below).
      let next0 = 0;
      let next1 = 0;
      const widths = FLAT_WIDTHS;
      const limit = right + 1;
      for(;;){
        while(k < n && x < limit){
          const cp = cps[k];
          // No call in this loop: even untaken, one costs 30% here. Rare
          // high code points go through #printOne, marks below.
          if (cp >= FLAT_LIMIT) break;
          const w = widths[cp];
          // Out: 0 (a mark) and WIDTH_CLUSTER (3), in one compare.
          if (w - 1 >>> 0 > 1 || x + w > limit) break;
          const p = x << 1;
          // Both widths write two cells, so the loop has no branch on the
          // width (mixed text mispredicts it: 3.6 vs 2.2 ns per character).
          // A narrow character's spacer is overwritten by the next one, or
          // put back from next0/next1 after the loop; the row's spare cell
          // takes it at the last column.
          next0 = cells[p + 2];
          next1 = cells[p + 3];
          cells[p] = cp | (w & 2) << 21; // CELL_WIDE when w is 2
          cells[p + 1] = style;
          cells[p + 2] = CELL_SPACER;
          cells[p + 3] = style;
          lastX = x;
          x += w;
          k++;
        }
        // A combining mark on the character just written.
        if (k < n && lastX >= 0) {
          const cp = cps[k];
          if (cp < FLAT_LIMIT && widths[cp] === 0) {
            if (!row.firstMark(lastX, cp)) {
              // The next cell's own first: appendMark may compact.
              this.#unspill(cells, x, next0, next1, x - lastX === 1);
              this.#appendMark(row, lastX, cp);
            }
            k++;
            continue;
          }
        }
        break;
      }
      this.#unspill(cells, x, next0, next1, lastX >= 0 && x - lastX === 1);
      if (x !== x0) {
        if (x0 > 0 && (cells[x0 << 1] & CELL_SPACER) === 0 && (cells[x0 - 1 << 1] & CELL_WIDE) !== 0) {
          // The first character overwrote the right half of a wide one
          // (only now: with nothing written, a wide one keeps its half).
          cells[x0 - 1 << 1] = 0;
          cells[(x0 - 1 << 1) + 1] = style;
        }
        if (x <= right && (cells[x << 1] & CELL_SPACER) !== 0) {
          cells[x << 1] = 0;
          cells[(x << 1) + 1] = style;
        }
        if (x + 1 > row.used) row.used = x + 1 > right ? right + 1 : x + 1;
        row.gen = ++this.stamp;
        this.lastCp = cells[lastX << 1] & CP_MASK;
        if (x > right) {
          this.x = right;
          this.wrapPending = true;
        } else {
          this.x = x;
        }
      }
      // A combining mark, or a character that does not fit.
      if (k < n && !this.wrapPending) this.#printOne(cps[k++]);
    }
  }
  /**
   * Prints UTF-8 text from `data[start]` straight into the row: decoding
   * and storing in one loop, without the parser's code point buffer.
   * Returns where it stopped, possibly `start`: at a control, a C1 code
   * point, malformed or cut UTF-8, a character that does not fit, or any
   * state (charset, insert mode, margins, pending wrap) that needs the
   * general path; the parser's decoder takes over from there.
   */ printUtf8(data, start, end) {
    if (this.#slowAscii || this.wrapPending) return start;
    if (this.#penDirty) this.#internPen();
    const style = this.#penId;
    const right = this.cols - 1;
    const row = this.lines.at(this.y);
    const cells = row.cells;
    let x = this.x;
    const x0 = x;
    let i = start;
    let lastX = -1;
    let next0 = 0;
    let next1 = 0;
    let spill = false;
    let special = 0;
    const widths = FLAT_WIDTHS;
    const limit = right + 1;
    for(;;){
      let cp = 0;
      let len = 0;
      while(i < end && x < limit){
        // Decode one code point (see Parser.#decodeRun for the rules).
        const b0 = data[i];
        if (b0 < 0x80) {
          if (b0 < 0x20 || b0 === 0x7f) break;
          // A run of ASCII: two words a character, no width lookup.
          const stop = Math.min(end, i + (limit - x));
          let p = x << 1;
          do {
            const b = data[i];
            if (b - 0x20 >>> 0 > 0x5e) break;
            cells[p] = b;
            cells[p + 1] = style;
            p += 2;
            i++;
          }while (i < stop)
          const nx = p >> 1;
          lastX = nx - 1;
          x = nx;
          spill = false;
          continue;
        } else if (b0 < 0xe0) {
          if (b0 < 0xc2 || i + 1 >= end) break;
          const b1 = data[i + 1];
          if ((b1 & 0xc0) !== 0x80) break;
          cp = (b0 & 0x1f) << 6 | b1 & 0x3f;
          if (cp < 0xa0) break; // C1 control
          len = 2;
        } else if (b0 < 0xf0) {
          if (i + 2 >= end) break;
          const b1 = data[i + 1];
          const b2 = data[i + 2];
          if (b1 < (b0 === 0xe0 ? 0xa0 : 0x80) || b1 > (b0 === 0xed ? 0x9f : 0xbf) || (b2 & 0xc0) !== 0x80) break;
          cp = (b0 & 0x0f) << 12 | (b1 & 0x3f) << 6 | b2 & 0x3f;
          len = 3;
        } else {
          if (b0 > 0xf4 || i + 3 >= end) break;
          const b1 = data[i + 1];
          if (b1 < (b0 === 0xf0 ? 0x90 : 0x80) || b1 > (b0 === 0xf4 ? 0x8f : 0xbf) || (data[i + 2] & 0xc0) !== 0x80 || (data[i + 3] & 0xc0) !== 0x80) break;
          cp = (b0 & 0x07) << 18 | (b1 & 0x3f) << 12 | (data[i + 2] & 0x3f) << 6 | data[i + 3] & 0x3f;
          len = 4;
        }
        if (cp >= FLAT_LIMIT) break;
        const w = widths[cp];
        // Out: 0 (a mark) and WIDTH_CLUSTER (3), in one compare.
        if (w - 1 >>> 0 > 1 || x + w > limit) break;
        // As in printCodepoints: both widths write two cells.
        const p = x << 1;
        next0 = cells[p + 2];
        next1 = cells[p + 3];
        cells[p] = cp | (w & 2) << 21;
        cells[p + 1] = style;
        cells[p + 2] = CELL_SPACER;
        cells[p + 3] = style;
        spill = w === 1;
        lastX = x;
        x += w;
        i += len;
        len = 0;
      }
      if (len !== 0 && cp < FLAT_LIMIT && widths[cp] === 0) {
        if (lastX >= 0) {
          // A mark on the character just written; the first mark of a
          // cell inline (the call costs here).
          if (!row.firstMark(lastX, cp)) {
            this.#unspill(cells, x, next0, next1, spill);
            spill = false;
            this.#appendMark(row, lastX, cp);
          }
        } else if (x0 > 0) {
          // A mark first joins the character before the cursor, as in
          // #join: text in NFD (a letter, then its accent) would
          // otherwise leave this loop for the general path at every mark.
          let px = x0 - 1;
          if ((cells[px << 1] & CELL_SPACER) !== 0 && px > 0) px--;
          this.#appendMark(row, px, cp);
        } else break;
        i += len;
        continue;
      }
      if (len !== 0 && lastX >= 0 && cp < FLAT_LIMIT && widths[cp] === WIDTH_CLUSTER && !isRegional(cp)) {
        this.#unspill(cells, x, next0, next1, spill);
        spill = false;
        i = this.#joinInline(row, lastX, cp, data, i + len, end);
        if (x === lastX + 1 && (cells[lastX << 1] & CELL_WIDE) !== 0) {
          x++; // VS16 widened it
          spill = false;
        }
        if (this.#zwjPending) break;
        continue;
      }
      if (len !== 0 && cp < FLAT_LIMIT && widths[cp] === WIDTH_CLUSTER) {
        special = cp; // printed below, once the row's state is stored
        i += len;
      }
      break;
    }
    if (x !== x0) {
      this.#unspill(cells, x, next0, next1, spill);
      if (x0 > 0 && (cells[x0 << 1] & CELL_SPACER) === 0 && (cells[x0 - 1 << 1] & CELL_WIDE) !== 0) {
        // The first character overwrote the right half of a wide one.
        cells[x0 - 1 << 1] = 0;
        cells[(x0 - 1 << 1) + 1] = style;
      }
      if (x <= right && (cells[x << 1] & CELL_SPACER) !== 0) {
        cells[x << 1] = 0;
        cells[(x << 1) + 1] = style;
      }
      if (x + 1 > row.used) row.used = x + 1 > right ? right + 1 : x + 1;
      row.gen = ++this.stamp;
      this.lastCp = cells[lastX << 1] & CP_MASK;
      if (x > right) {
        this.x = right;
        this.wrapPending = true;
      } else {
        this.x = x;
      }
    } else if (i !== start) {
      row.gen = ++this.stamp; // only marks were added
    }
    // A code point that may join or widen a cluster with nothing written
    // in this call (a write's first, a regional indicator): here rather
    // than in the parser's general path, which cost about 300 ns.
    if (special !== 0) {
      this.#printOne(special);
      // The pictograph after a ZWJ, too (the common emoji sequences).
      while(this.#zwjPending && i + 2 < end){
        const b0 = data[i];
        const len = b0 >= 0xf0 ? 4 : b0 >= 0xe0 ? 3 : 0;
        if (len === 0 || i + len > end) break;
        const cp = decodeWide(data, i, len);
        if (cp < 0) break;
        this.#printOne(cp);
        i += len;
        // A further ZWJ (a family) goes on in this loop.
        if (i + 2 < end && data[i] === 0xe2 && data[i + 1] === 0x80 && data[i + 2] === 0x8d) {
          this.#printOne(ZWJ);
          i += 3;
        }
      }
    }
    return i;
  }
  /**
   * Puts back cell `x`, after a narrow character, when the print loops
   * wrote its spacer there (`spill`; both widths write two cells): once
   * they stop, and before a mark is added, whose list may compact by what
   * the cells hold.
   */ #unspill(cells, x, next0, next1, spill) {
    if (!spill) return;
    cells[x << 1] = next0;
    cells[(x << 1) + 1] = next1;
  }
  /**
   * Joins `cp` (VS16, a skin tone or a ZWJ), read just before `data[i]`,
   * to the cluster in cell `x` of `row`, the character printUtf8 has just
   * written: #join's rule, without the general path's 60-80 ns a code
   * point. VS16 widens a narrow emoji (there is room: printUtf8 is
   * short of the right edge), and the caller moves on.
   * After a ZWJ the pictograph that follows joins too, when it is in this
   * write; else the ZWJ is left pending for #join. Returns where the text
   * goes on.
   */ #joinInline(row, x, cp, data, i, end) {
    if (!row.firstMark(x, cp)) this.#appendMark(row, x, cp);
    const w0 = row.cells[x << 1];
    if (cp === VS16) {
      if ((w0 & CELL_WIDE) === 0 && isEmoji(w0 & CP_MASK)) {
        // As #widen; the caller clears what the spacer cut in two.
        const c = row.cells;
        c[x << 1] = w0 | CELL_WIDE;
        c[x + 1 << 1] = CELL_SPACER;
        c[(x + 1 << 1) + 1] = c[(x << 1) + 1];
      }
    } else if (cp === ZWJ && isPictograph(w0 & CP_MASK)) {
      const n = data[i] >= 0xf0 ? 4 : data[i] >= 0xe0 ? 3 : 0;
      const next = n !== 0 && i + n <= end ? decodeWide(data, i, n) : -1;
      if (next < 0) {
        this.#zwjPending = true;
        this.#zwjRow = row;
        this.#zwjX = x;
        this.#updateSlow();
      } else if (isPictograph(next)) {
        this.#appendMark(row, x, next);
        return i + n;
      }
    }
    return i;
  }
  /** Prints one code point through the general path. */ #printOne(cp) {
    if (cp < 0x80 && cp >= 0x20) {
      const ss = this.singleShift;
      const cs = ss !== 0 ? this.charsets[ss] : this.charsets[this.gl];
      if (ss !== 0) {
        this.singleShift = 0;
        this.#updateSlow();
      }
      if (cs !== null) cp = cs[cp];
    }
    const w = charWidth(cp);
    const afterZwj = this.#zwjPending;
    if (afterZwj) this.#endZwj();
    const special = cp < FLAT_LIMIT && FLAT_WIDTHS[cp] === WIDTH_CLUSTER;
    if ((w === 0 || special || afterZwj) && this.#join(cp, w, afterZwj)) {
      return;
    }
    if (w !== 0) this.putChar(cp, w);
  }
  #endZwj() {
    this.#zwjPending = false;
    this.#updateSlow();
  }
  /**
   * Joins `cp` (own width `w`) to the cluster before the cursor when the
   * cluster rule (`width.ts`) says so; true when it did, or when `cp` is a
   * mark with nothing to join (dropped, as xterm does). False: `cp` starts
   * a cell of its own.
   */ #join(cp, w, afterZwj = false) {
    const px = this.#cellBeforeCursor();
    const row = this.lines.at(this.y);
    const w0 = px < 0 ? 0 : row.cells[px << 1];
    const base = w0 & CP_MASK;
    if (base === 0) return w === 0;
    if (isRegional(cp)) {
      // A flag: the second indicator of a pair, on a lone first one.
      if (!isRegional(base) || (w0 & CELL_GRAPHEME) !== 0) return false;
      this.#appendMark(row, px, cp);
      this.#widen(row, px);
      return true;
    }
    if (w === 0 || isEmojiModifier(cp)) {
      this.#appendMark(row, px, cp);
      if (cp === ZWJ && isPictograph(base)) {
        this.#zwjPending = true;
        this.#zwjRow = row;
        this.#zwjX = px;
        this.#updateSlow();
      } else if (cp === VS16 && isEmoji(base)) this.#widen(row, px);
      return true;
    }
    // A pictograph right after "pictograph ZWJ" (the cell that took the
    // ZWJ, nothing printed since): an emoji ZWJ sequence.
    if (!afterZwj || row !== this.#zwjRow || px !== this.#zwjX) return false;
    if (!isPictograph(cp)) return false;
    this.#appendMark(row, px, cp);
    return true;
  }
  /** The column of the cell before the cursor (a cluster joins it), or -1. */ #cellBeforeCursor() {
    let px;
    if (this.wrapPending) px = this.x;
    else if (this.x > 0) px = this.x - 1;
    else return -1;
    if ((this.lines.at(this.y).cells[px << 1] & CELL_SPACER) !== 0 && px > 0) {
      px--;
    }
    return px;
  }
  /**
   * Makes the narrow cluster in cell `px`, just before the cursor, two
   * columns wide (a flag, an emoji with VS16): the cursor moves one on.
   * In the last column there is no room: it stays narrow.
   */ #widen(row, px) {
    const cells = row.cells;
    if ((cells[px << 1] & CELL_WIDE) !== 0) return;
    const x = px + 1;
    if (this.wrapPending || x !== this.x || x > this.#rightEdge()) return;
    this.#clearWideAround(row, x, x + 1, this.penId());
    const prot = cells[px << 1] & CELL_PROTECTED;
    cells[px << 1] |= CELL_WIDE;
    cells[x << 1] = CELL_SPACER | prot;
    cells[(x << 1) + 1] = cells[(px << 1) + 1];
    row.extend(x + 1);
    this.touch(row);
    if (x + 1 > this.#rightEdge()) {
      this.wrapPending = true;
    } else {
      this.x = x + 1;
    }
  }
  /** Right edge for printing at the cursor. */ #rightEdge() {
    return this.x <= this.right ? this.right : this.cols - 1;
  }
  /** Writes one character of width `w` (1 or 2) at the cursor. */ putChar(cp, w) {
    if (this.#zwjPending) this.#endZwj();
    if (this.wrapPending) this.#wrap();
    let right = this.#rightEdge();
    const left = this.x >= this.left ? this.left : 0;
    if (w === 2) {
      if (right - left < 1) return; // a one-column window cannot hold it
      if (this.x === right) {
        // Without autowrap it is dropped (as xterm.js; better than
        // breaking the character before it).
        if (!this.autowrap) return;
        else {
          // xterm: the last column stays blank and the line wraps.
          const row = this.lines.at(this.y);
          this.#clearWideAround(row, this.x, this.x + 1, this.penId());
          row.clearRange(this.x, this.x + 1, this.penId());
          this.touch(row);
          this.wrapPending = true;
          this.#wrap();
          right = this.#rightEdge();
        }
      }
    }
    const row = this.lines.at(this.y);
    const cells = row.cells;
    const x = this.x;
    // Insert mode: cells cut or opened here take the pen's style, as
    // printing does (ICH uses the erase style).
    if (this.insert) this.#shiftRight(row, x, w, right, this.penId());
    this.#clearWideAround(row, x, x + w, this.penId());
    const style = this.penId();
    const prot = this.protect ? CELL_PROTECTED : 0;
    const p = x << 1;
    row.extend(x + w + 1);
    if (w === 2) {
      cells[p] = cp | CELL_WIDE | prot;
      cells[p + 1] = style;
      cells[p + 2] = CELL_SPACER | prot;
      cells[p + 3] = style;
    } else {
      cells[p] = cp | prot;
      cells[p + 1] = style;
    }
    this.touch(row);
    this.lastCp = cp;
    const nx = x + w;
    if (nx > right) {
      this.x = right;
      this.wrapPending = true;
    } else {
      this.x = nx;
    }
  }
  /** Appends code point `cp` to the cluster in cell `px` of `row`. */ #appendMark(row, px, cp) {
    if ((row.cells[px << 1] & CP_MASK) === 0) return;
    if (row.appendMark(px, cp, MAX_CLUSTER)) row.gen = ++this.stamp;
  }
  /** REP: repeats the last printed character (with its marks) `n` times. */ repeat(n) {
    if (this.lastCp === 0) return;
    const cp = this.lastCp;
    const w = charWidth(cp);
    if (w === 0) return;
    const marks = this.#marksBeforeCursor(cp);
    if (!this.autowrap) {
      // Without autowrap every repeat past the right edge overwrites the
      // last column with the same character: a line's worth is enough.
      if (n > this.cols + 1) n = this.cols + 1;
    } else {
      // Bounded without changing the screen: once the repeats have filled
      // every row, each further line's worth (`perLine`) repeats the same
      // picture, so only the remainder of the rest matters.
      const perLine = this.#repeatsPerLine(w);
      const fill = (this.rows + 2) * perLine;
      if (n > fill) n = fill + (n - fill) % perLine;
    }
    if (w === 1 && marks.length === 0 && !this.#slowAscii) {
      this.#repeatFill(cp, n);
    } else {
      for(let i = 0; i < n; i++){
        this.putChar(cp, w);
        for (const m of marks)this.#join(m, charWidth(m), this.#zwjPending);
      }
    }
    // A second REP repeats nothing (xterm.js).
    this.lastCp = 0;
  }
  /**
   * How many repeats of a character of width `w` fill a line once the
   * first wrap has happened: a line runs between the margins, or from
   * column 0 to the right margin when the cursor is left of them. A
   * cluster widened to 2 (a flag) stays narrow in the last column.
   */ #repeatsPerLine(w) {
    let line = this.cols;
    if (this.#lrActive()) {
      line = this.x < this.left ? this.right + 1 : this.right - this.left + 1;
    }
    const px = this.#cellBeforeCursor();
    const widened = w === 1 && px >= 0 && (this.lines.at(this.y).cells[px << 1] & CELL_WIDE) !== 0;
    if (widened) return Math.ceil(line / 2);
    return Math.max(1, Math.floor(line / w));
  }
  /**
   * REP of a narrow character without marks, margins, insert mode or
   * charsets: a line at a time, as putChar would write it cell by cell. At
   * 4096 columns `x CSI 65535 b` (8 bytes) is 65,535 cells; 100 KB of it
   * took 15 s through putChar.
   */ #repeatFill(cp, n) {
    const style = this.penId();
    const right = this.cols - 1;
    while(n > 0){
      if (this.wrapPending) this.#wrap();
      const row = this.lines.at(this.y);
      const x = this.x;
      const count = Math.min(n, right - x + 1);
      this.#clearWideAround(row, x, x + count, style);
      fillCells(row.cells, x, count, cp, style);
      row.extend(x + count + 1);
      this.touch(row);
      n -= count;
      if (x + count > right) {
        this.x = right;
        this.wrapPending = true;
      } else {
        this.x = x + count;
      }
    }
  }
  /** Combining code points on the cell just printed, if it holds `cp`. */ #marksBeforeCursor(cp) {
    let px = this.wrapPending ? this.x : this.x - 1;
    if (px < 0) return [];
    const row = this.lines.at(this.y);
    if ((row.cells[px << 1] & CELL_SPACER) !== 0 && px > 0) px--;
    const w0 = row.cells[px << 1];
    if ((w0 & CELL_GRAPHEME) === 0 || (w0 & CP_MASK) !== cp) return [];
    return Array.from(row.cluster(px)).slice(1).map((c)=>c.codePointAt(0));
  }
  /** Autowrap: the row continues on the next line. */ #wrap() {
    this.wrapPending = false;
    // Without autowrap the flag only marked the last column as written
    // (for combining marks); the next character overwrites it.
    if (!this.autowrap) return;
    const row = this.lines.at(this.y);
    row.wrapped = true;
    this.touch(row);
    this.x = this.left <= this.x ? this.left : 0;
    this.index();
  }
  /**
   * Empties cells of wide characters cut by an edit of `[from, to)`: a
   * spacer at `from` loses its left half, a wide cell at `to - 1` its
   * spacer at `to`.
   */ #clearWideAround(row, from, to, style) {
    const c = row.cells;
    if (from > 0 && (c[from << 1] & CELL_SPACER) !== 0) {
      c[from - 1 << 1] = 0;
      c[(from - 1 << 1) + 1] = style;
    }
    if (to < this.cols && (c[to << 1] & CELL_SPACER) !== 0) {
      c[to << 1] = 0;
      c[(to << 1) + 1] = style;
    }
  }
  // -------------------------------------------------------------------------
  // Cursor
  /** Puts the cursor at an absolute position, clamped to the screen. */ setCursor(x, y) {
    this.x = x < 0 ? 0 : x >= this.cols ? this.cols - 1 : x;
    this.y = y < 0 ? 0 : y >= this.rows ? this.rows - 1 : y;
    this.wrapPending = false;
  }
  /** CUP/HVP: 0-based row and column, relative to the margins in origin mode. */ moveTo(col, row) {
    if (this.origin) {
      const x = Math.min(this.left + col, this.right);
      const y = Math.min(this.top + row, this.bottom);
      this.setCursor(x, y);
    } else {
      this.setCursor(col, row);
    }
  }
  /** CHA/HPA: column, origin-aware. */ moveToCol(col) {
    const x = this.origin ? Math.min(this.left + col, this.right) : col;
    this.setCursor(x, this.y);
  }
  /** VPA: row, origin-aware. */ moveToRow(row) {
    const y = this.origin ? Math.min(this.top + row, this.bottom) : row;
    this.setCursor(this.x, y);
  }
  /**
   * VPR/HPR: as xterm, the new position goes through CUP's addressing:
   * bounded by the screen (not the margins), or offset by the margins
   * again in origin mode.
   */ moveRelative(dx, dy) {
    this.moveTo(this.x + dx, this.y + dy);
  }
  /** CUU: up, stopping at the top margin when inside the region. */ up(n) {
    const limit = this.y >= this.top ? this.top : 0;
    this.setCursor(this.x, Math.max(this.y - n, limit));
  }
  /** CUD: down, stopping at the bottom margin when inside the region. */ down(n) {
    const limit = this.y <= this.bottom ? this.bottom : this.rows - 1;
    this.setCursor(this.x, Math.min(this.y + n, limit));
  }
  /** CUF: right, stopping at the right margin when inside it. */ forward(n) {
    const limit = this.x <= this.right ? this.right : this.cols - 1;
    this.setCursor(Math.min(this.x + n, limit), this.y);
  }
  /** CUB: left, stopping at the left margin when inside it. */ backward(n) {
    const limit = this.x >= this.left ? this.left : 0;
    this.setCursor(Math.max(this.x - n, limit), this.y);
  }
  /** BS: one left; with reverse wrap, into the previous wrapped line. */ backspace() {
    const left = this.x >= this.left ? this.left : 0;
    if (this.wrapPending) {
      this.wrapPending = false;
      if (this.x > left) this.x--;
      return;
    }
    if (this.x > left) {
      this.x--;
    } else if (this.reverseWrap && this.autowrap) {
      const top = this.y > this.top ? this.top : 0;
      if (this.y > top) {
        this.y--;
        this.x = this.right;
      } else {
        this.y = this.bottom;
        this.x = this.right;
      }
    }
  }
  /** CR: to the left margin (column 0 when left of it). */ carriageReturn() {
    this.x = this.x >= this.left ? this.left : 0;
    this.wrapPending = false;
  }
  /** LF, VT, FF: index, plus CR in LNM mode. */ lineFeed() {
    this.index();
    if (this.newline) this.carriageReturn();
  }
  /** IND: down one line, scrolling at the bottom margin. */ index() {
    this.wrapPending = false;
    if (this.y === this.bottom) {
      if (this.#inLr()) this.scrollUp(1);
    } else if (this.y < this.rows - 1) {
      this.y++;
    }
  }
  /** RI: up one line, scrolling down at the top margin. */ reverseIndex() {
    this.wrapPending = false;
    if (this.y === this.top) {
      if (this.#inLr()) this.scrollDown(1);
    } else if (this.y > 0) {
      this.y--;
    }
  }
  /** NEL: CR and index. */ nextLine() {
    this.index();
    this.x = this.left;
  }
  /** DECBI: left one column, scrolling the margins right at the left one. */ backIndex() {
    this.wrapPending = false;
    if (this.x === this.left) {
      if (this.y >= this.top && this.y <= this.bottom) this.scrollRight(1);
    } else if (this.x > 0) {
      this.x--;
    }
  }
  /** DECFI: right one column, scrolling the margins left at the right one. */ forwardIndex() {
    this.wrapPending = false;
    if (this.x === this.right) {
      if (this.y >= this.top && this.y <= this.bottom) this.scrollLeft(1);
    } else if (this.x < this.cols - 1) {
      this.x++;
    }
  }
  #inLr() {
    return this.x >= this.left && this.x <= this.right;
  }
  /** DECSC. */ saveCursor() {
    const s = {
      x: this.x,
      y: this.y,
      wrapPending: this.wrapPending,
      fg: this.fg,
      bg: this.bg,
      ul: this.ul,
      flags: this.flags,
      link: this.link,
      protect: this.protect,
      origin: this.origin,
      charsets: this.charsets.slice(),
      gl: this.gl
    };
    if (this.altActive) this.#savedAlt = s;
    else this.#savedPrimary = s;
  }
  /** DECRC: restores what DECSC saved, or homes the cursor. */ restoreCursor() {
    const s = this.altActive ? this.#savedAlt : this.#savedPrimary;
    if (s === null) {
      this.setCursor(0, 0);
      this.origin = false;
      this.resetPen();
      this.charsets = [
        null,
        null,
        null,
        null
      ];
      this.gl = 0;
      this.protect = false;
      this.#updateSlow();
      return;
    }
    // xterm does not bring back a pending wrap.
    this.setCursor(s.x, s.y);
    this.fg = s.fg;
    this.bg = s.bg;
    this.ul = s.ul;
    this.flags = s.flags;
    this.link = s.link;
    this.protect = s.protect;
    this.origin = s.origin;
    this.charsets = s.charsets.slice();
    this.gl = s.gl;
    this.penChanged();
  }
  // -------------------------------------------------------------------------
  // Tabs
  /** Tab stops every 8 columns. */ resetTabs() {
    this.tabs.fill(0);
    for(let x = 8; x < this.cols; x += 8)this.tabs[x] = 1;
  }
  /** HT/CHT: to the `n`th next tab stop. */ tab(n) {
    const limit = this.x <= this.right ? this.right : this.cols - 1;
    let x = this.x;
    for(let i = 0; i < n && x < limit; i++){
      x++;
      while(x < limit && this.tabs[x] === 0)x++;
    }
    // At the right edge already, a pending wrap stays pending (xterm).
    if (x !== this.x) this.wrapPending = false;
    this.x = x;
  }
  /** CBT: to the `n`th previous tab stop. */ backTab(n) {
    const limit = this.x >= this.left ? this.left : 0;
    let x = this.x;
    for(let i = 0; i < n && x > limit; i++){
      x--;
      while(x > limit && this.tabs[x] === 0)x--;
    }
    // xterm keeps a pending wrap here: the next character still wraps.
    this.x = x;
  }
  // -------------------------------------------------------------------------
  // Erasing
  /** Empties `[from, to)` of row `y`; `selective` keeps protected cells. */ eraseCells(y, from, to, selective) {
    if (from >= to) return;
    const row = this.lines.at(y);
    const erase = this.eraseId();
    if (selective) {
      if (erase !== 0) row.extend(to);
      const c = row.cells;
      for(let x = from; x < to; x++){
        if ((c[x << 1] & CELL_PROTECTED) === 0) {
          c[x << 1] = 0;
          c[(x << 1) + 1] = erase;
        }
      }
    } else {
      // Cut wide characters at the edges go whole.
      if (from > 0 && (row.cells[from << 1] & CELL_SPACER) !== 0) from--;
      if (to < this.cols && (row.cells[to << 1] & CELL_SPACER) !== 0) to++;
      row.clearRange(from, to, erase);
    }
    if (from === 0 && to >= this.cols) row.wrapped = false;
    this.touch(row);
  }
  /** EL / DECSEL. */ eraseInLine(mode, selective) {
    const y = this.y;
    if (mode === 0) {
      this.eraseCells(y, this.x, this.cols, selective);
      this.lines.at(y).wrapped = false;
    } else if (mode === 1) this.eraseCells(y, 0, this.x + 1, selective);
    else if (mode === 2) this.eraseCells(y, 0, this.cols, selective);
    this.wrapPending = false;
  }
  /** ED / DECSED. Mode 3 clears the scrollback. */ eraseInDisplay(mode, selective) {
    if (mode === 0) {
      this.eraseCells(this.y, this.x, this.cols, selective);
      this.lines.at(this.y).wrapped = false;
      for(let y = this.y + 1; y < this.rows; y++){
        this.eraseCells(y, 0, this.cols, selective);
      }
    } else if (mode === 1) {
      for(let y = 0; y < this.y; y++){
        this.eraseCells(y, 0, this.cols, selective);
      }
      this.eraseCells(this.y, 0, this.x + 1, selective);
    } else if (mode === 2) {
      for(let y = 0; y < this.rows; y++){
        this.eraseCells(y, 0, this.cols, selective);
      }
    } else if (mode === 3) {
      this.history.clear();
    }
    this.wrapPending = false;
  }
  /** ECH: erases `n` cells from the cursor. */ eraseChars(n) {
    this.eraseCells(this.y, this.x, Math.min(this.x + n, this.cols), false);
    this.wrapPending = false;
  }
  // -------------------------------------------------------------------------
  // Inserting and deleting
  /** Shifts `[x, right]` of `row` right by `n`, blanking `[x, x+n)`. */ #shiftRight(row, x, n, right, erase = this.eraseId()) {
    const c = row.cells;
    n = Math.min(n, right - x + 1);
    if ((c[x << 1] & CELL_SPACER) !== 0 && x > 0) {
      blank(c, x - 1, erase);
      blank(c, x, erase);
    }
    row.extend(this.cols);
    c.copyWithin(x + n << 1, x << 1, right + 1 - n << 1);
    this.#moveGraphemes(row, x, right - n, n);
    row.clearRange(x, x + n, erase);
    // A wide character pushed half past the edge goes.
    if ((c[right << 1] & CELL_WIDE) !== 0) blank(c, right, erase);
    if (right + 1 < this.cols && (c[right + 1 << 1] & CELL_SPACER) !== 0) {
      blank(c, right + 1, erase);
    }
    this.touch(row);
  }
  /** Shifts `[x+n, right]` of `row` left to `x`, blanking the right end. */ #shiftLeft(row, x, n, right) {
    const c = row.cells;
    const erase = this.eraseId();
    n = Math.min(n, right - x + 1);
    if ((c[x << 1] & CELL_SPACER) !== 0 && x > 0) blank(c, x - 1, erase);
    c.copyWithin(x << 1, x + n << 1, right + 1 << 1);
    this.#moveGraphemes(row, x + n, right, -n);
    row.clearRange(right + 1 - n, right + 1, erase);
    if ((c[x << 1] & CELL_SPACER) !== 0) blank(c, x, erase);
    if (right + 1 < this.cols && (c[right + 1 << 1] & CELL_SPACER) !== 0) {
      blank(c, right + 1, erase);
    }
    if ((c[right << 1] & CELL_WIDE) !== 0) {
      if (right + 1 >= this.cols || (c[right + 1 << 1] & CELL_SPACER) === 0) {
        blank(c, right, erase);
      }
    }
    this.touch(row);
  }
  /** Moves grapheme entries of columns `[from, to]` by `delta`. */ #moveGraphemes(row, from, to, delta) {
    row.moveClusters(from, to, delta);
  }
  /** ICH: inserts `n` blanks at the cursor. */ insertChars(n) {
    if (!this.#inLr()) return;
    this.#shiftRight(this.lines.at(this.y), this.x, n, this.right);
    this.wrapPending = false;
  }
  /** DCH: deletes `n` cells at the cursor. */ deleteChars(n) {
    if (!this.#inLr()) return;
    this.#shiftLeft(this.lines.at(this.y), this.x, n, this.right);
    this.wrapPending = false;
  }
  /** IL: inserts `n` blank lines at the cursor row, inside the region. */ insertLines(n) {
    if (this.y < this.top || this.y > this.bottom || !this.#inLr()) return;
    this.#scrollDownFrom(this.y, n);
    this.x = this.left;
    this.wrapPending = false;
  }
  /** DL: deletes `n` lines at the cursor row, inside the region. */ deleteLines(n) {
    if (this.y < this.top || this.y > this.bottom || !this.#inLr()) return;
    this.#scrollUpFrom(this.y, n, false);
    this.x = this.left;
    this.wrapPending = false;
  }
  /** DECIC: inserts `n` columns at the cursor inside the margins. */ insertColumns(n) {
    if (!this.#inLr() || this.y < this.top || this.y > this.bottom) return;
    for(let y = this.top; y <= this.bottom; y++){
      this.#shiftRight(this.lines.at(y), this.x, n, this.right);
    }
  }
  /** DECDC: deletes `n` columns at the cursor inside the margins. */ deleteColumns(n) {
    if (!this.#inLr() || this.y < this.top || this.y > this.bottom) return;
    for(let y = this.top; y <= this.bottom; y++){
      this.#shiftLeft(this.lines.at(y), this.x, n, this.right);
    }
  }
  // -------------------------------------------------------------------------
  // Scrolling
  /** SU and the index at the bottom margin: the region moves up `n` lines. */ scrollUp(n) {
    this.#scrollUpFrom(this.top, n, true);
  }
  /** SD and the reverse index at the top: the region moves down `n` lines. */ scrollDown(n) {
    this.#scrollDownFrom(this.top, n);
  }
  /**
   * Moves rows `[top, bottom]` up by `n`; blank rows come in at the bottom.
   * Lines leaving the top of the primary screen go to history when the
   * region starts at the top row and spans all columns (as xterm.js does).
   */ #scrollUpFrom(top, n, toHistory) {
    const bottom = this.bottom;
    n = Math.min(n, bottom - top + 1);
    if (n <= 0) return;
    if (this.#lrActive()) {
      this.#scrollCellsUp(top, n);
      return;
    }
    const lines = this.lines;
    const erase = this.eraseId();
    const keep = toHistory && top === 0 && !this.altActive;
    const full = top === 0 && bottom === this.rows - 1;
    for(let k = 0; k < n; k++){
      let row = lines.at(top);
      if (keep) {
        row = this.history.push(row);
        // A row of another width (pushed before a resize) is not reused.
        if (row === null || row.cols !== this.cols) {
          row = this.#allocator.next();
        }
      }
      row.clear(erase);
      row.gen = ++this.stamp;
      if (full) {
        lines.rotateUp(row);
      } else {
        for(let y = top; y < bottom; y++)lines.set(y, lines.at(y + 1));
        lines.set(bottom, row);
      }
    }
  }
  /** Moves rows `[top, bottom]` down by `n`; blank rows come in at `top`. */ #scrollDownFrom(top, n) {
    const bottom = this.bottom;
    n = Math.min(n, bottom - top + 1);
    if (n <= 0) return;
    if (this.#lrActive()) {
      this.#scrollCellsDown(top, n);
      return;
    }
    const lines = this.lines;
    const erase = this.eraseId();
    for(let k = 0; k < n; k++){
      const row = lines.at(bottom);
      for(let y = bottom; y > top; y--)lines.set(y, lines.at(y - 1));
      row.clear(erase);
      this.touch(row);
      lines.set(top, row);
    }
    // The line above the region no longer continues into it.
    if (top > 0) lines.at(top - 1).wrapped = false;
  }
  /** Scroll up inside left/right margins: cells move, rows stay. */ #scrollCellsUp(top, n) {
    const { left, right, bottom } = this;
    for(let y = top; y <= bottom; y++){
      const dst = this.lines.at(y);
      if (y + n <= bottom) {
        this.#copyCells(this.lines.at(y + n), dst, left, right);
      } else this.#clearCells(dst, left, right);
      this.touch(dst);
    }
  }
  #scrollCellsDown(top, n) {
    const { left, right, bottom } = this;
    for(let y = bottom; y >= top; y--){
      const dst = this.lines.at(y);
      if (y - n >= top) this.#copyCells(this.lines.at(y - n), dst, left, right);
      else this.#clearCells(dst, left, right);
      this.touch(dst);
    }
  }
  /** Empties columns `[left, right]` of `row`, and the halves they cut. */ #clearCells(row, left, right) {
    const erase = this.eraseId();
    this.#clearWideAround(row, left, right + 1, erase);
    row.clearRange(left, right + 1, erase);
  }
  /**
   * Copies columns `[left, right]` from `src` to `dst`. A wide character
   * across a margin loses its other half: in `dst` before the copy (its
   * half inside is overwritten), in what was copied after (its half
   * outside stayed behind).
   */ #copyCells(src, dst, left, right) {
    const erase = this.eraseId();
    dst.extend(this.cols);
    this.#clearWideAround(dst, left, right + 1, erase);
    const c = dst.cells;
    c.set(src.cells.subarray(left << 1, right + 1 << 1), left << 1);
    for(let x = left; x <= right; x++)dst.copyCluster(src, x, x);
    if ((c[left << 1] & CELL_SPACER) !== 0) blank(c, left, erase);
    if ((c[right << 1] & CELL_WIDE) !== 0 && right + 1 < this.cols) {
      blank(c, right, erase);
    }
  }
  /** SL (`CSI Ps SP @`): the margins' columns move left. */ scrollLeft(n) {
    if (this.y < this.top || this.y > this.bottom) return;
    for(let y = this.top; y <= this.bottom; y++){
      this.#shiftLeft(this.lines.at(y), this.left, n, this.right);
    }
  }
  /** SR (`CSI Ps SP A`): the margins' columns move right. */ scrollRight(n) {
    if (this.y < this.top || this.y > this.bottom) return;
    for(let y = this.top; y <= this.bottom; y++){
      this.#shiftRight(this.lines.at(y), this.left, n, this.right);
    }
  }
  // -------------------------------------------------------------------------
  // Margins, screens, resets
  /** DECSTBM: 0-based inclusive rows; invalid ranges are ignored. */ setMargins(top, bottom) {
    bottom = Math.min(bottom, this.rows - 1);
    if (top >= bottom) return;
    this.top = top;
    this.bottom = bottom;
    this.moveTo(0, 0);
  }
  /** DECSLRM: 0-based inclusive columns; only with DECLRMM. */ setLeftRight(left, right) {
    right = Math.min(right, this.cols - 1);
    if (left >= right) return;
    this.left = left;
    this.right = right;
    this.#updateSlow();
    this.moveTo(0, 0);
  }
  /** Margins back to the whole screen. */ resetMargins() {
    this.top = 0;
    this.bottom = this.rows - 1;
    this.left = 0;
    this.right = this.cols - 1;
    this.#updateSlow();
  }
  /** Switches to the alternate screen, clearing it when asked. */ enterAlt(clear) {
    // Already there: nothing happens, not even the clear (xterm).
    if (this.altActive) return;
    this.altActive = true;
    this.lines = this.alt;
    if (clear) this.#clearGrid(this.alt);
    for (const row of this.alt.rows)this.touch(row);
  }
  /** Back to the primary screen, clearing the alternate one when asked. */ leaveAlt(clear) {
    if (!this.altActive) return;
    if (clear) this.#clearGrid(this.alt);
    this.altActive = false;
    this.lines = this.primary;
    for (const row of this.primary.rows)this.touch(row);
  }
  #clearGrid(grid) {
    const erase = this.eraseId();
    for (const row of grid.rows){
      row.clear(erase);
      this.touch(row);
    }
  }
  /**
   * DECALN: fills the screen with unstyled `E`s, resets margins and origin
   * mode, clears the pen's attributes (not its colours), homes the cursor.
   */ alignmentTest() {
    this.resetMargins();
    this.origin = false;
    if (this.flags !== 0) {
      this.flags = 0;
      this.penStyleChanged();
    }
    for (const row of this.lines.rows){
      row.clear(0);
      row.extend(this.cols);
      for(let x = 0; x < this.cols; x++)row.cells[x << 1] = 0x45;
      this.touch(row);
    }
    this.setCursor(0, 0);
  }
  /** DECSTR: soft reset (modes, margins, pen, charsets; the screen stays). */ softReset() {
    this.cursorVisible = true;
    this.insert = false;
    this.origin = false;
    this.autowrap = true;
    this.reverseWrap = false;
    this.resetMargins();
    this.resetPen();
    this.protect = false;
    this.charsets = [
      null,
      null,
      null,
      null
    ];
    this.gl = 0;
    this.singleShift = 0;
    this.#savedPrimary = this.#savedAlt = null;
    this.#updateSlow();
  }
  /** RIS: everything back to the start, history kept (as xterm). */ hardReset() {
    this.leaveAlt(true);
    this.softReset();
    this.lrmm = false;
    this.newline = false;
    this.#clearGrid(this.primary);
    this.#clearGrid(this.alt);
    this.resetTabs();
    this.setCursor(0, 0);
    this.lastCp = 0;
  }
  /**
   * Resizes both screens. The primary screen reflows its wrapped lines
   * (with its history) and keeps the cursor on the same text; the
   * alternate one is cut or padded.
   */ resize(cols, rows) {
    if (cols === this.cols && rows === this.rows) return;
    const oldCols = this.cols;
    const onAlt = this.altActive;
    const primaryCursor = onAlt ? this.#savedPrimary : null;
    // The cursor that lives on the primary screen: the real one, or the
    // one saved before switching to the alternate screen.
    const cx = onAlt ? primaryCursor?.x ?? 0 : this.x;
    const cy = onAlt ? primaryCursor?.y ?? 0 : this.y;
    const pending = onAlt ? false : this.wrapPending;
    this.history.widen(cols);
    const out = reflow(this.history.toArray(), this.primary.toArray(), oldCols, cols, rows, cx, cy, pending);
    this.history.replace(out.history);
    for (const row of out.history)this.touch(row);
    this.primary = new Grid(out.screen);
    for (const row of this.primary.rows)this.touch(row);
    this.alt = this.#resizeGrid(this.alt, cols, rows);
    this.cols = cols;
    this.rows = rows;
    this.#allocator = new RowAllocator(cols);
    this.lines = onAlt ? this.alt : this.primary;
    if (onAlt) {
      if (primaryCursor !== null) {
        primaryCursor.x = out.x;
        primaryCursor.y = out.y;
      }
      this.setCursor(this.x, this.y);
    } else {
      this.setCursor(out.x, out.y);
      this.wrapPending = out.pending && this.autowrap;
    }
    const tabs = new Uint8Array(cols);
    tabs.set(this.tabs.subarray(0, Math.min(oldCols, cols)));
    for(let x = Math.ceil(oldCols / 8) * 8; x < cols; x += 8)tabs[x] = 1;
    this.tabs = tabs;
    this.resetMargins();
    this.#savedAlt = clampSaved(this.#savedAlt, cols, rows);
    if (!onAlt) this.#savedPrimary = clampSaved(this.#savedPrimary, cols, rows);
  }
  /** Cuts or pads a grid (the alternate screen does not reflow). */ #resizeGrid(grid, cols, rows) {
    const out = [];
    for(let y = 0; y < rows; y++){
      const row = y < grid.height ? grid.at(y) : new Row(cols);
      row.resize(cols);
      if (cols < this.cols) {
        const c = row.cells;
        if ((c[cols - 1 << 1] & CELL_WIDE) !== 0) c[cols - 1 << 1] = 0;
      }
      this.touch(row);
      out.push(row);
    }
    return new Grid(out);
  }
}
/** Makes cell `x` an empty cell in `style` (a wide character's lost half). */ function blank(c, x, style) {
  c[x << 1] = 0;
  c[(x << 1) + 1] = style;
}
/** Keeps a saved cursor inside a resized screen. */ function clampSaved(s, cols, rows) {
  if (s === null) return null;
  s.x = Math.min(s.x, cols - 1);
  s.y = Math.min(s.y, rows - 1);
  return s;
}
/**
 * The code point of a well-formed 3- or 4-byte UTF-8 sequence at
 * `data[i]`, or -1.
 */ function decodeWide(data, i, len) {
  const b0 = data[i], b1 = data[i + 1], b2 = data[i + 2];
  if ((b1 & 0xc0) !== 0x80 || (b2 & 0xc0) !== 0x80) return -1;
  let cp;
  if (len === 3) {
    cp = (b0 & 0x0f) << 12 | (b1 & 0x3f) << 6 | b2 & 0x3f;
    return cp >= 0x800 && (cp < 0xd800 || cp > 0xdfff) ? cp : -1;
  }
  const b3 = data[i + 3];
  if ((b3 & 0xc0) !== 0x80 || b0 > 0xf4) return -1;
  cp = (b0 & 0x07) << 18 | (b1 & 0x3f) << 12 | (b2 & 0x3f) << 6 | b3 & 0x3f;
  return cp >= 0x10000 && cp <= 0x10ffff ? cp : -1;
}
/** Sets `count` cells from `x` to code point `cp` in `style`. */ function fillCells(cells, x, count, cp, style) {
  const end = x + count << 1;
  // Memory bound at 4096 columns (about 2 ns a cell here); copyWithin
  // doubling and a 64-bit fill() were no faster.
  for(let p = x << 1; p < end; p += 2){
    cells[p] = cp;
    cells[p + 1] = style;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Z0L3NjcmVlbi50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBzY3JlZW4gbW9kZWw6IHByaW1hcnkgYW5kIGFsdGVybmF0ZSBncmlkcyBvZiBwYWNrZWQgcm93cywgdGhlXG4gKiBjdXJzb3IsIHRoZSBwZW4sIG1hcmdpbnMsIHRhYiBzdG9wcyBhbmQgY2hhcmFjdGVyIHNldHMsIGFuZCB0aGUgZWRpdGluZ1xuICogb3BlcmF0aW9ucyB0aGUgY29udHJvbCBzZXF1ZW5jZXMgbWFwIHRvLiBgdGVybWluYWwudHNgIGRlY29kZXMgc2VxdWVuY2VzXG4gKiBpbnRvIGNhbGxzIGhlcmU7IHRoaXMgZmlsZSBrbm93cyBub3RoaW5nIG9mIGJ5dGVzLlxuICpcbiAqIENvb3JkaW5hdGVzIGFyZSAwLWJhc2VkLiBUaGUgY3Vyc29yJ3MgYHhgIGlzIGFsd2F5cyBgPCBjb2xzYDsgYSBwZW5kaW5nXG4gKiB3cmFwICh0aGUgbGFzdCBjb2x1bW4gd2FzIGp1c3Qgd3JpdHRlbikgaXMgdGhlIHNlcGFyYXRlIGB3cmFwUGVuZGluZ2BcbiAqIGZsYWcsIGFzIGluIHh0ZXJtLiBJdCBpcyBzZXQgd2l0aCBhdXRvd3JhcCBvZmYgdG9vLCB3aGVyZSB0aGUgbmV4dFxuICogY2hhcmFjdGVyIG92ZXJ3cml0ZXMgdGhlIGxhc3QgY29sdW1uIGluc3RlYWQgb2Ygd3JhcHBpbmcuXG4gKlxuICogRXZlcnkgY2hhbmdlIHRvIGEgcm93IHN0YW1wcyBpdCB3aXRoIGEgZnJlc2ggdmFsdWUgb2YgYHN0YW1wYCAoYHRvdWNoYCksXG4gKiB3aGljaCBgVGVybWluYWwucm93R2VuZXJhdGlvbigpYCByZXBvcnRzOiBhIHJlY3ljbGVkIHJvdyBpcyBjbGVhcmVkIGFuZFxuICogc28gc3RhbXBlZCBhZ2FpbiB3aGVuIHJldXNlZC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0ICogYXMgY2VsbCBmcm9tIFwiLi9jZWxsLnRzXCI7XG5pbXBvcnQgdHlwZSB7IENoYXJzZXQgfSBmcm9tIFwiLi9jaGFyc2V0cy50c1wiO1xuaW1wb3J0IHsgSGlzdG9yeSB9IGZyb20gXCIuL2hpc3RvcnkudHNcIjtcbmltcG9ydCB7IExpbmtUYWJsZSB9IGZyb20gXCIuL2h5cGVybGlua3MudHNcIjtcbmltcG9ydCB7IEdyaWQgfSBmcm9tIFwiLi9ncmlkLnRzXCI7XG5pbXBvcnQgeyByZWZsb3cgfSBmcm9tIFwiLi9yZWZsb3cudHNcIjtcbmltcG9ydCB7IFJvdywgUm93QWxsb2NhdG9yIH0gZnJvbSBcIi4vcm93LnRzXCI7XG5pbXBvcnQgeyBTdHlsZVNldCB9IGZyb20gXCIuL3N0eWxlcy50c1wiO1xuaW1wb3J0ICogYXMgdHlwZXMgZnJvbSBcIi4vdHlwZXMudHNcIjtcbmltcG9ydCB7XG4gIGNoYXJXaWR0aCxcbiAgaXNFbW9qaSxcbiAgaXNFbW9qaU1vZGlmaWVyLFxuICBpc1BpY3RvZ3JhcGgsXG4gIGlzUmVnaW9uYWwsXG59IGZyb20gXCIuL3dpZHRoLnRzXCI7XG5pbXBvcnQgKiBhcyB3aWR0aCBmcm9tIFwiLi93aWR0aC50c1wiO1xuXG4vLyBMb2NhbCBjb3BpZXMgb2YgaW1wb3J0ZWQgY29uc3RhbnRzOiBWOCBmb2xkcyBhIG1vZHVsZSdzIG93biBjb25zdGFudHNcbi8vIGludG8gb3B0aW1pemVkIGNvZGUgYnV0IGxvYWRzIGFuZCBjaGVja3MgYW4gaW1wb3J0ZWQgYmluZGluZyBhdCBldmVyeSB1c2UuXG5jb25zdCB7IENFTExfR1JBUEhFTUUsIENFTExfUFJPVEVDVEVELCBDRUxMX1NQQUNFUiwgQ0VMTF9XSURFLCBDUF9NQVNLIH0gPSBjZWxsO1xuY29uc3QgeyBDT0xPUl9ERUZBVUxUIH0gPSB0eXBlcztcbmNvbnN0IHsgRkxBVF9MSU1JVCwgRkxBVF9XSURUSFMsIFZTMTYsIFdJRFRIX0NMVVNURVIsIFpXSiB9ID0gd2lkdGg7XG5cbi8qKiBMb25nZXN0IGdyYXBoZW1lIGNsdXN0ZXIga2VwdCwgaW4gVVRGLTE2IGNvZGUgdW5pdHMuICovXG5leHBvcnQgY29uc3QgTUFYX0NMVVNURVIgPSAzMjtcblxuLyoqIFdoYXQgREVDU0Mgc2F2ZXMgYW5kIERFQ1JDIHJlc3RvcmVzLiAqL1xuZXhwb3J0IGludGVyZmFjZSBTYXZlZEN1cnNvciB7XG4gIHg6IG51bWJlcjtcbiAgeTogbnVtYmVyO1xuICB3cmFwUGVuZGluZzogYm9vbGVhbjtcbiAgZmc6IG51bWJlcjtcbiAgYmc6IG51bWJlcjtcbiAgdWw6IG51bWJlcjtcbiAgZmxhZ3M6IG51bWJlcjtcbiAgbGluazogbnVtYmVyO1xuICBwcm90ZWN0OiBib29sZWFuO1xuICBvcmlnaW46IGJvb2xlYW47XG4gIGNoYXJzZXRzOiBDaGFyc2V0W107XG4gIGdsOiBudW1iZXI7XG59XG5cbi8qKiBUaGUgZ3JpZCBhbmQgZXZlcnl0aGluZyB0aGF0IGVkaXRzIGl0LiAqL1xuZXhwb3J0IGNsYXNzIFNjcmVlbiB7XG4gIGNvbHM6IG51bWJlcjtcbiAgcm93czogbnVtYmVyO1xuICAvKiogVGhlIGFjdGl2ZSBncmlkLiAqL1xuICBsaW5lczogR3JpZDtcbiAgcHJpbWFyeTogR3JpZDtcbiAgYWx0OiBHcmlkO1xuICBhbHRBY3RpdmUgPSBmYWxzZTtcbiAgcmVhZG9ubHkgaGlzdG9yeTogSGlzdG9yeTtcbiAgcmVhZG9ubHkgc3R5bGVzID0gbmV3IFN0eWxlU2V0KCk7XG4gIHJlYWRvbmx5IGxpbmtzID0gbmV3IExpbmtUYWJsZSgpO1xuICAvKiogR2VuZXJhdGlvbiBjb3VudGVyOyBzZWUgdGhlIG1vZHVsZSBkb2MuICovXG4gIHN0YW1wID0gMDtcblxuICB4ID0gMDtcbiAgeSA9IDA7XG4gIHdyYXBQZW5kaW5nID0gZmFsc2U7XG4gIGN1cnNvclZpc2libGUgPSB0cnVlO1xuXG4gIC8vIE1hcmdpbnMsIGluY2x1c2l2ZS5cbiAgdG9wID0gMDtcbiAgYm90dG9tOiBudW1iZXI7XG4gIGxlZnQgPSAwO1xuICByaWdodDogbnVtYmVyO1xuXG4gIC8vIE1vZGVzIHRoYXQgY2hhbmdlIGVkaXRpbmcuXG4gIGF1dG93cmFwID0gdHJ1ZTtcbiAgaW5zZXJ0ID0gZmFsc2U7XG4gIG9yaWdpbiA9IGZhbHNlO1xuICAvKiogREVDTFJNTSAobW9kZSA2OSk6IERFQ1NMUk0gbWFyZ2lucyBhcmUgYWxsb3dlZC4gKi9cbiAgbHJtbSA9IGZhbHNlO1xuICAvKiogTE5NOiBMRiBhbHNvIHJldHVybnMgdGhlIGNhcnJpYWdlLiAqL1xuICBuZXdsaW5lID0gZmFsc2U7XG4gIC8qKiBNb2RlIDQ1OiBCUyBhdCB0aGUgbGVmdCBlZGdlIGdvZXMgdG8gdGhlIGVuZCBvZiB0aGUgcHJldmlvdXMgbGluZS4gKi9cbiAgcmV2ZXJzZVdyYXAgPSBmYWxzZTtcblxuICAvLyBUaGUgcGVuLlxuICBmZyA9IENPTE9SX0RFRkFVTFQ7XG4gIGJnID0gQ09MT1JfREVGQVVMVDtcbiAgdWwgPSBDT0xPUl9ERUZBVUxUO1xuICBmbGFncyA9IDA7XG4gIGxpbmsgPSAwO1xuICAvKiogREVDU0NBOiBuZXcgY2VsbHMgYXJlIHByb3RlY3RlZCBmcm9tIHNlbGVjdGl2ZSBlcmFzZS4gKi9cbiAgcHJvdGVjdCA9IGZhbHNlO1xuICAjcGVuSWQgPSAwO1xuICAjZXJhc2VJZCA9IDA7XG4gICNwZW5EaXJ0eSA9IGZhbHNlO1xuICAjZXJhc2VEaXJ0eSA9IGZhbHNlO1xuXG4gIC8vIENoYXJhY3RlciBzZXRzLlxuICBjaGFyc2V0czogQ2hhcnNldFtdID0gW251bGwsIG51bGwsIG51bGwsIG51bGxdO1xuICBnbCA9IDA7XG4gIC8qKiAyIG9yIDMgd2hpbGUgYSBzaW5nbGUgc2hpZnQgKFNTMi9TUzMpIGFwcGxpZXMgdG8gdGhlIG5leHQgY2hhcmFjdGVyLiAqL1xuICBzaW5nbGVTaGlmdCA9IDA7XG5cbiAgdGFiczogVWludDhBcnJheTtcbiAgI3NhdmVkUHJpbWFyeTogU2F2ZWRDdXJzb3IgfCBudWxsID0gbnVsbDtcbiAgI3NhdmVkQWx0OiBTYXZlZEN1cnNvciB8IG51bGwgPSBudWxsO1xuXG4gIC8qKiBMYXN0IHByaW50ZWQgY2hhcmFjdGVyLCBmb3IgUkVQLiAqL1xuICBsYXN0Q3AgPSAwO1xuICAjc2xvd0FzY2lpID0gZmFsc2U7XG4gIC8qKlxuICAgKiBBIFpXSiBhZnRlciBhIHBpY3RvZ3JhcGggd2FzIGp1c3QgcHJpbnRlZDogdGhlIG5leHQgY2hhcmFjdGVyIG1heSBqb2luXG4gICAqIGl0cyBjbHVzdGVyLCBzbyBpdCB0YWtlcyB0aGUgZ2VuZXJhbCBwYXRoLlxuICAgKi9cbiAgI3p3alBlbmRpbmcgPSBmYWxzZTtcbiAgLyoqIFdoZXJlIHRoYXQgWldKIGlzOiBpdHMgcm93IGFuZCBjb2x1bW4uICovXG4gICN6d2pSb3c6IFJvdyB8IG51bGwgPSBudWxsO1xuICAjendqWCA9IC0xO1xuICAjYWxsb2NhdG9yOiBSb3dBbGxvY2F0b3I7XG4gICNzY3JhdGNoID0gbmV3IFVpbnQzMkFycmF5KDI1Nik7XG5cbiAgY29uc3RydWN0b3IoY29sczogbnVtYmVyLCByb3dzOiBudW1iZXIsIHNjcm9sbGJhY2s6IG51bWJlcikge1xuICAgIHRoaXMuY29scyA9IGNvbHM7XG4gICAgdGhpcy5yb3dzID0gcm93cztcbiAgICB0aGlzLmJvdHRvbSA9IHJvd3MgLSAxO1xuICAgIHRoaXMucmlnaHQgPSBjb2xzIC0gMTtcbiAgICB0aGlzLmhpc3RvcnkgPSBuZXcgSGlzdG9yeShzY3JvbGxiYWNrLCBjb2xzKTtcbiAgICB0aGlzLiNhbGxvY2F0b3IgPSBuZXcgUm93QWxsb2NhdG9yKGNvbHMpO1xuICAgIHRoaXMucHJpbWFyeSA9IHRoaXMuI2JsYW5rR3JpZCgpO1xuICAgIHRoaXMuYWx0ID0gdGhpcy4jYmxhbmtHcmlkKCk7XG4gICAgdGhpcy5saW5lcyA9IHRoaXMucHJpbWFyeTtcbiAgICB0aGlzLnRhYnMgPSBuZXcgVWludDhBcnJheShjb2xzKTtcbiAgICB0aGlzLnJlc2V0VGFicygpO1xuICAgIHRoaXMuc3R5bGVzLm9uRnVsbCA9IChtYXJrcykgPT4gdGhpcy4jbWFya1N0eWxlcyhtYXJrcyk7XG4gICAgdGhpcy5saW5rcy5vbkZ1bGwgPSAoKSA9PiB0aGlzLiNsaXZlTGlua3MoKTtcbiAgfVxuXG4gIC8vIC0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS1cbiAgLy8gUm93cyBhbmQgc3RhbXBzXG5cbiAgI2JsYW5rR3JpZCgpOiBHcmlkIHtcbiAgICBjb25zdCByb3dzOiBSb3dbXSA9IFtdO1xuICAgIGZvciAobGV0IHkgPSAwOyB5IDwgdGhpcy5yb3dzOyB5KyspIHtcbiAgICAgIHJvd3MucHVzaChuZXcgUm93KHRoaXMuY29scykpO1xuICAgICAgdGhpcy50b3VjaChyb3dzW3ldKTtcbiAgICB9XG4gICAgcmV0dXJuIG5ldyBHcmlkKHJvd3MpO1xuICB9XG5cbiAgLyoqIFN0YW1wcyBgcm93YCBhcyBjaGFuZ2VkLiAqL1xuICB0b3VjaChyb3c6IFJvdyk6IHZvaWQge1xuICAgIHJvdy5nZW4gPSArK3RoaXMuc3RhbXA7XG4gIH1cblxuICAvKiogUm93IGB5YDogYFswLCByb3dzKWAgb24gc2NyZWVuLCBgWy1oaXN0b3J5LCAtMV1gIGluIGhpc3RvcnkuICovXG4gIHJvd0F0KHk6IG51bWJlcik6IFJvdyB8IHVuZGVmaW5lZCB7XG4gICAgaWYgKHkgPj0gMCkgcmV0dXJuIHkgPCB0aGlzLnJvd3MgPyB0aGlzLmxpbmVzLmF0KHkpIDogdW5kZWZpbmVkO1xuICAgIGlmICh0aGlzLmFsdEFjdGl2ZSkgcmV0dXJuIHVuZGVmaW5lZDtcbiAgICBjb25zdCBpID0gdGhpcy5oaXN0b3J5Lmxlbmd0aCArIHk7XG4gICAgcmV0dXJuIGkgPj0gMCA/IHRoaXMuaGlzdG9yeS5hdChpKSA6IHVuZGVmaW5lZDtcbiAgfVxuXG4gIC8qKiBMaW5lcyBvZiBoaXN0b3J5IHJlYWNoYWJsZSB3aXRoIG5lZ2F0aXZlIGB5YC4gKi9cbiAgZ2V0IGhpc3RvcnlMZW5ndGgoKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy5hbHRBY3RpdmUgPyAwIDogdGhpcy5oaXN0b3J5Lmxlbmd0aDtcbiAgfVxuXG4gIC8qKiBXaGF0IERFQ1NDIHNhdmVkIG9uIHRoZSBwcmltYXJ5IGFuZCB0aGUgYWx0ZXJuYXRlIHNjcmVlbi4gKi9cbiAgc2F2ZWRDdXJzb3JzKCk6IFtTYXZlZEN1cnNvciB8IG51bGwsIFNhdmVkQ3Vyc29yIHwgbnVsbF0ge1xuICAgIHJldHVybiBbdGhpcy4jc2F2ZWRQcmltYXJ5LCB0aGlzLiNzYXZlZEFsdF07XG4gIH1cblxuICAvKipcbiAgICogQWZ0ZXIgYGVuZ2luZV9zdGF0ZS50c2Agc2V0IHRoZSBwdWJsaWMgZmllbGRzOiB0aGUgc2F2ZWQgY3Vyc29ycywgYW5kXG4gICAqIHRoZSBjYWNoZXMgZGVyaXZlZCBmcm9tIHRoZSByZXN0IHJlY29tcHV0ZWQuXG4gICAqL1xuICByZXN0b3JlZChzYXZlZDogW1NhdmVkQ3Vyc29yIHwgbnVsbCwgU2F2ZWRDdXJzb3IgfCBudWxsXSk6IHZvaWQge1xuICAgIFt0aGlzLiNzYXZlZFByaW1hcnksIHRoaXMuI3NhdmVkQWx0XSA9IHNhdmVkO1xuICAgIHRoaXMuI3p3alBlbmRpbmcgPSBmYWxzZTtcbiAgICB0aGlzLiN6d2pSb3cgPSBudWxsO1xuICAgIHRoaXMucGVuQ2hhbmdlZCgpO1xuICB9XG5cbiAgLy8gLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLVxuICAvLyBQZW5cblxuICAvKiogVGhlIHBlbiBjaGFuZ2VkOiBjYWNoZWQgc3R5bGUgaWRzIG11c3QgYmUgcmVjb21wdXRlZC4gKi9cbiAgcGVuQ2hhbmdlZCgpOiB2b2lkIHtcbiAgICB0aGlzLiNwZW5EaXJ0eSA9IHRydWU7XG4gICAgdGhpcy4jZXJhc2VEaXJ0eSA9IHRydWU7XG4gICAgdGhpcy4jdXBkYXRlU2xvdygpO1xuICB9XG5cbiAgLyoqIFN0eWxlIGlkIG9mIHRoZSBwZW4uICovXG4gIHBlbklkKCk6IG51bWJlciB7XG4gICAgaWYgKHRoaXMuI3BlbkRpcnR5KSB0aGlzLiNpbnRlcm5QZW4oKTtcbiAgICByZXR1cm4gdGhpcy4jcGVuSWQ7XG4gIH1cblxuICAvKiogU3R5bGUgaWQgdGhhdCBlcmFzZWQgY2VsbHMgZ2V0OiB0aGUgcGVuJ3MgYmFja2dyb3VuZCBvbmx5IChCQ0UpLiAqL1xuICBlcmFzZUlkKCk6IG51bWJlciB7XG4gICAgaWYgKHRoaXMuI2VyYXNlRGlydHkpIHtcbiAgICAgIHRoaXMuI2VyYXNlRGlydHkgPSBmYWxzZTtcbiAgICAgIHRoaXMuI2VyYXNlSWQgPSB0aGlzLmJnID09PSBDT0xPUl9ERUZBVUxUID8gMCA6IHRoaXMuc3R5bGVzLmludGVybihcbiAgICAgICAgQ09MT1JfREVGQVVMVCxcbiAgICAgICAgdGhpcy5iZyxcbiAgICAgICAgQ09MT1JfREVGQVVMVCxcbiAgICAgICAgMCxcbiAgICAgICAgMCxcbiAgICAgICk7XG4gICAgfVxuICAgIHJldHVybiB0aGlzLiNlcmFzZUlkO1xuICB9XG5cbiAgI2ludGVyblBlbigpOiB2b2lkIHtcbiAgICB0aGlzLiNwZW5EaXJ0eSA9IGZhbHNlO1xuICAgIHRoaXMuI3BlbklkID0gdGhpcy5zdHlsZXMuaW50ZXJuKFxuICAgICAgdGhpcy5mZyxcbiAgICAgIHRoaXMuYmcsXG4gICAgICB0aGlzLnVsLFxuICAgICAgdGhpcy5mbGFncyxcbiAgICAgIHRoaXMubGluayxcbiAgICApO1xuICB9XG5cbiAgLyoqIFNHUiBjaGFuZ2VkIHRoZSBwZW4ncyBjb2xvdXJzIG9yIGF0dHJpYnV0ZXMgKG5vdGhpbmcgZWxzZSkuICovXG4gIHBlblN0eWxlQ2hhbmdlZCgpOiB2b2lkIHtcbiAgICB0aGlzLiNwZW5EaXJ0eSA9IHRydWU7XG4gICAgdGhpcy4jZXJhc2VEaXJ0eSA9IHRydWU7XG4gIH1cblxuICAvKiogUmVzZXRzIHRoZSBwZW4gdG8gdGhlIGRlZmF1bHQgc3R5bGUgKFNHUiAwKS4gKi9cbiAgcmVzZXRQZW4oKTogdm9pZCB7XG4gICAgdGhpcy5mZyA9IHRoaXMuYmcgPSB0aGlzLnVsID0gQ09MT1JfREVGQVVMVDtcbiAgICB0aGlzLmZsYWdzID0gMDtcbiAgICB0aGlzLmxpbmsgPSAwO1xuICAgIHRoaXMucGVuQ2hhbmdlZCgpO1xuICB9XG5cbiAgLyoqIE1hcmtzIHN0eWxlIGlkcyBpbiB1c2UsIHdoZW4gdGhlIHN0eWxlIHRhYmxlIGlzIGZ1bGwuICovXG4gICNtYXJrU3R5bGVzKG1hcmtzOiBVaW50OEFycmF5KTogdm9pZCB7XG4gICAgY29uc3QgbWFyayA9IChyb3c6IFJvdykgPT4ge1xuICAgICAgY29uc3QgYyA9IHJvdy5jZWxscztcbiAgICAgIGZvciAobGV0IGkgPSAxLCBlID0gcm93LmNvbHMgPDwgMTsgaSA8IGU7IGkgKz0gMikgbWFya3NbY1tpXV0gPSAxO1xuICAgIH07XG4gICAgZm9yIChjb25zdCByb3cgb2YgdGhpcy5wcmltYXJ5LnJvd3MpIG1hcmsocm93KTtcbiAgICBmb3IgKGNvbnN0IHJvdyBvZiB0aGlzLmFsdC5yb3dzKSBtYXJrKHJvdyk7XG4gICAgZm9yIChsZXQgaSA9IDA7IGkgPCB0aGlzLmhpc3RvcnkubGVuZ3RoOyBpKyspIG1hcmsodGhpcy5oaXN0b3J5LmF0KGkpKTtcbiAgICAvLyBDYWNoZWQgaWRzIG1heSBiZSBmcmVlZDogcmVjb21wdXRlIHRoZW0gb24gbmV4dCB1c2UuXG4gICAgdGhpcy4jcGVuRGlydHkgPSB0cnVlO1xuICAgIHRoaXMuI2VyYXNlRGlydHkgPSB0cnVlO1xuICB9XG5cbiAgLyoqIExpbmsgaWRzIHJlZmVyZW5jZWQgYnkgbGl2ZSBzdHlsZXMgb3IgdGhlIHBlbi4gKi9cbiAgI2xpdmVMaW5rcygpOiBTZXQ8bnVtYmVyPiB7XG4gICAgY29uc3QgbGl2ZSA9IG5ldyBTZXQ8bnVtYmVyPihbdGhpcy5saW5rXSk7XG4gICAgY29uc3Qgc2VlbiA9IG5ldyBTZXQ8bnVtYmVyPigpO1xuICAgIGNvbnN0IHNjYW4gPSAocm93OiBSb3cpID0+IHtcbiAgICAgIGNvbnN0IGMgPSByb3cuY2VsbHM7XG4gICAgICBmb3IgKGxldCBpID0gMSwgZSA9IHJvdy5jb2xzIDw8IDE7IGkgPCBlOyBpICs9IDIpIHtcbiAgICAgICAgY29uc3QgaWQgPSBjW2ldO1xuICAgICAgICBpZiAoaWQgPT09IDAgfHwgc2Vlbi5oYXMoaWQpKSBjb250aW51ZTtcbiAgICAgICAgc2Vlbi5hZGQoaWQpO1xuICAgICAgICBsaXZlLmFkZCh0aGlzLnN0eWxlcy5saW5rKGlkKSk7XG4gICAgICB9XG4gICAgfTtcbiAgICBmb3IgKGNvbnN0IHJvdyBvZiB0aGlzLnByaW1hcnkucm93cykgc2Nhbihyb3cpO1xuICAgIGZvciAoY29uc3Qgcm93IG9mIHRoaXMuYWx0LnJvd3MpIHNjYW4ocm93KTtcbiAgICBmb3IgKGxldCBpID0gMDsgaSA8IHRoaXMuaGlzdG9yeS5sZW5ndGg7IGkrKykgc2Nhbih0aGlzLmhpc3RvcnkuYXQoaSkpO1xuICAgIGZvciAoY29uc3QgcyBvZiBbdGhpcy4jc2F2ZWRQcmltYXJ5LCB0aGlzLiNzYXZlZEFsdF0pIHtcbiAgICAgIGlmIChzICE9PSBudWxsKSBsaXZlLmFkZChzLmxpbmspO1xuICAgIH1cbiAgICByZXR1cm4gbGl2ZTtcbiAgfVxuXG4gIC8qKiBQcmludGluZyBtdXN0IHRha2UgdGhlIGdlbmVyYWwgcGF0aCAoY2hhcnNldHMsIGluc2VydCwgbWFyZ2lucyAuLi4pLiAqL1xuICAjdXBkYXRlU2xvdygpOiB2b2lkIHtcbiAgICB0aGlzLiNzbG93QXNjaWkgPSB0aGlzLmluc2VydCB8fCB0aGlzLmNoYXJzZXRzW3RoaXMuZ2xdICE9PSBudWxsIHx8XG4gICAgICB0aGlzLnNpbmdsZVNoaWZ0ICE9PSAwIHx8IHRoaXMucHJvdGVjdCB8fCB0aGlzLiNsckFjdGl2ZSgpIHx8XG4gICAgICB0aGlzLiN6d2pQZW5kaW5nO1xuICB9XG5cbiAgLyoqIE1vZGUsIGNoYXJzZXQgb3IgbWFyZ2luIGNoYW5nZSB0aGF0IGFmZmVjdHMgcHJpbnRpbmcuICovXG4gIHByaW50TW9kZUNoYW5nZWQoKTogdm9pZCB7XG4gICAgdGhpcy4jdXBkYXRlU2xvdygpO1xuICB9XG5cbiAgI2xyQWN0aXZlKCk6IGJvb2xlYW4ge1xuICAgIHJldHVybiB0aGlzLmxlZnQgIT09IDAgfHwgdGhpcy5yaWdodCAhPT0gdGhpcy5jb2xzIC0gMTtcbiAgfVxuXG4gIC8vIC0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS1cbiAgLy8gUHJpbnRpbmdcblxuICAvKipcbiAgICogUHJpbnRzIHByaW50YWJsZSBBU0NJSSBmcm9tIGBkYXRhW3N0YXJ0XWA7IHJldHVybnMgd2hlcmUgaXQgc3RvcHBlZC5cbiAgICogVGhlIGNvbW1vbiBjYXNlIChubyBjaGFyc2V0LCBpbnNlcnQgbW9kZSBvciBtYXJnaW5zKSBpcyBvbmUgbG9vcCB0aGF0XG4gICAqIHNjYW5zIGFuZCBzdG9yZXMgdG9nZXRoZXIuXG4gICAqL1xuICBwcmludEFzY2lpKGRhdGE6IFVpbnQ4QXJyYXksIHN0YXJ0OiBudW1iZXIsIGVuZDogbnVtYmVyKTogbnVtYmVyIHtcbiAgICBpZiAodGhpcy4jc2xvd0FzY2lpKSByZXR1cm4gdGhpcy4jcHJpbnRBc2NpaVNsb3coZGF0YSwgc3RhcnQsIGVuZCk7XG4gICAgaWYgKHRoaXMuI3BlbkRpcnR5KSB0aGlzLiNpbnRlcm5QZW4oKTtcbiAgICBjb25zdCBzdHlsZSA9IHRoaXMuI3BlbklkO1xuICAgIGNvbnN0IGNvbHMgPSB0aGlzLmNvbHM7XG4gICAgY29uc3QgbGltaXQgPSBjb2xzIDw8IDE7XG4gICAgbGV0IGkgPSBzdGFydDtcbiAgICBmb3IgKDs7KSB7XG4gICAgICBpZiAodGhpcy53cmFwUGVuZGluZykgdGhpcy4jd3JhcCgpO1xuICAgICAgY29uc3Qgcm93ID0gdGhpcy5saW5lcy5hdCh0aGlzLnkpO1xuICAgICAgY29uc3QgY2VsbHMgPSByb3cuY2VsbHM7XG4gICAgICBsZXQgcCA9IHRoaXMueCA8PCAxO1xuICAgICAgLy8gQSB3aWRlIGNoYXJhY3RlciBsb3NpbmcgYSBoYWxmIGxlYXZlcyBhIGJsYW5rIGluIHRoZSBwZW4ncyBzdHlsZVxuICAgICAgLy8gKGFzIHh0ZXJtLmpzIGRvZXMpLlxuICAgICAgaWYgKChjZWxsc1twXSAmIENFTExfU1BBQ0VSKSAhPT0gMCAmJiBwID4gMCkge1xuICAgICAgICBjZWxsc1twIC0gMl0gPSAwO1xuICAgICAgICBjZWxsc1twIC0gMV0gPSBzdHlsZTtcbiAgICAgIH1cbiAgICAgIC8vIE9uZSBib3VuZCBmb3IgYm90aCB0aGUgcm93IGFuZCB0aGUgaW5wdXQuIE1hdGgubWluIHRha2VzIFY4J3NcbiAgICAgIC8vIGZsb2F0IHBhdGggaGVyZSwgeWV0IGJlYXQgYW4gaW50IGNvbXBhcmUgYnkgNi04JSBvbiBhc2NpaS1ub3dyYXAuXG4gICAgICBjb25zdCBzdG9wID0gTWF0aC5taW4oZW5kLCBpICsgKChsaW1pdCAtIHApID4+IDEpKTtcbiAgICAgIHdoaWxlIChpIDwgc3RvcCkge1xuICAgICAgICBjb25zdCBiID0gZGF0YVtpXTtcbiAgICAgICAgaWYgKCgoYiAtIDB4MjApID4+PiAwKSA+IDB4NWUpIGJyZWFrOyAvLyBvdXRzaWRlIDB4MjAtMHg3RVxuICAgICAgICBjZWxsc1twXSA9IGI7XG4gICAgICAgIGNlbGxzW3AgKyAxXSA9IHN0eWxlO1xuICAgICAgICBwICs9IDI7XG4gICAgICAgIGkrKztcbiAgICAgIH1cbiAgICAgIGlmIChwIDwgbGltaXQgJiYgKGNlbGxzW3BdICYgQ0VMTF9TUEFDRVIpICE9PSAwKSB7XG4gICAgICAgIGNlbGxzW3BdID0gMDtcbiAgICAgICAgY2VsbHNbcCArIDFdID0gc3R5bGU7XG4gICAgICB9XG4gICAgICAvLyBJbmxpbmUgKGEgY2FsbCBoZXJlIHNsb3dzIHRoZSBsb29wIGFib3ZlKTogcmFpc2Ugcm93LnVzZWQuXG4gICAgICBjb25zdCB1c2VkID0gKHAgPj4gMSkgKyAxO1xuICAgICAgaWYgKHVzZWQgPiByb3cudXNlZCkgcm93LnVzZWQgPSB1c2VkID4gY29scyA/IGNvbHMgOiB1c2VkO1xuICAgICAgcm93LmdlbiA9ICsrdGhpcy5zdGFtcDtcbiAgICAgIHRoaXMubGFzdENwID0gZGF0YVtpIC0gMV07XG4gICAgICBpZiAocCA8IGxpbWl0KSB7XG4gICAgICAgIHRoaXMueCA9IHAgPj4gMTtcbiAgICAgICAgcmV0dXJuIGk7XG4gICAgICB9XG4gICAgICB0aGlzLnggPSBjb2xzIC0gMTtcbiAgICAgIHRoaXMud3JhcFBlbmRpbmcgPSB0cnVlO1xuICAgICAgY29uc3QgbW9yZSA9IGkgPCBlbmQgJiYgZGF0YVtpXSA+PSAweDIwICYmIGRhdGFbaV0gPD0gMHg3ZTtcbiAgICAgIGlmICghbW9yZSkgcmV0dXJuIGk7XG4gICAgICBpZiAodGhpcy5hdXRvd3JhcCkgY29udGludWU7XG4gICAgICByZXR1cm4gdGhpcy4jb3ZlcndyaXRlTGFzdChkYXRhLCBpLCBlbmQsIHN0eWxlKTtcbiAgICB9XG4gIH1cblxuICAvKiogV2l0aG91dCBhdXRvd3JhcCBldmVyeSBmdXJ0aGVyIGNoYXJhY3RlciBsYW5kcyBvbiB0aGUgbGFzdCBjb2x1bW4uICovXG4gICNvdmVyd3JpdGVMYXN0KFxuICAgIGRhdGE6IFVpbnQ4QXJyYXksXG4gICAgaTogbnVtYmVyLFxuICAgIGVuZDogbnVtYmVyLFxuICAgIHN0eWxlOiBudW1iZXIsXG4gICk6IG51bWJlciB7XG4gICAgd2hpbGUgKGkgPCBlbmQgJiYgZGF0YVtpXSA+PSAweDIwICYmIGRhdGFbaV0gPD0gMHg3ZSkgaSsrO1xuICAgIGNvbnN0IHJvdyA9IHRoaXMubGluZXMuYXQodGhpcy55KTtcbiAgICBjb25zdCBjZWxscyA9IHJvdy5jZWxscztcbiAgICBjb25zdCBwID0gKHRoaXMuY29scyAtIDEpIDw8IDE7XG4gICAgcm93LmV4dGVuZCh0aGlzLmNvbHMpO1xuICAgIGNlbGxzW3BdID0gZGF0YVtpIC0gMV07XG4gICAgY2VsbHNbcCArIDFdID0gc3R5bGU7XG4gICAgdGhpcy5sYXN0Q3AgPSBkYXRhW2kgLSAxXTtcbiAgICByZXR1cm4gaTtcbiAgfVxuXG4gIC8qKiBBU0NJSSB0aHJvdWdoIHRoZSBnZW5lcmFsIHBhdGggKGNoYXJzZXRzLCBpbnNlcnQgbW9kZSwgbWFyZ2lucykuICovXG4gICNwcmludEFzY2lpU2xvdyhkYXRhOiBVaW50OEFycmF5LCBzdGFydDogbnVtYmVyLCBlbmQ6IG51bWJlcik6IG51bWJlciB7XG4gICAgY29uc3QgYnVmID0gdGhpcy4jc2NyYXRjaDtcbiAgICBsZXQgbiA9IDA7XG4gICAgbGV0IGkgPSBzdGFydDtcbiAgICB3aGlsZSAoaSA8IGVuZCAmJiBuIDwgYnVmLmxlbmd0aCkge1xuICAgICAgY29uc3QgYiA9IGRhdGFbaV07XG4gICAgICBpZiAoYiA8IDB4MjAgfHwgYiA+IDB4N2UpIGJyZWFrO1xuICAgICAgYnVmW24rK10gPSBiO1xuICAgICAgaSsrO1xuICAgIH1cbiAgICB0aGlzLnByaW50Q29kZXBvaW50cyhidWYsIG4pO1xuICAgIHJldHVybiBpO1xuICB9XG5cbiAgLyoqXG4gICAqIFByaW50cyBkZWNvZGVkIGNvZGUgcG9pbnRzIChubyBjb250cm9scyBhbW9uZyB0aGVtKS4gTGlrZVxuICAgKiBgcHJpbnRBc2NpaWAsIHRoZSBjb21tb24gY2FzZSAobm8gY2hhcnNldCwgaW5zZXJ0IG1vZGUsIG1hcmdpbnMgb3JcbiAgICogcGVuZGluZyB3cmFwOyBjaGFyYWN0ZXJzIHRoYXQgZml0KSBydW5zIGluIG9uZSBsb29wIHdpdGggdGhlIHJvdywgdGhlXG4gICAqIHN0eWxlIGFuZCB0aGUgZWRnZSBob2lzdGVkOyBhbnl0aGluZyBlbHNlIHRha2VzIGAjcHJpbnRPbmVgLlxuICAgKi9cbiAgcHJpbnRDb2RlcG9pbnRzKGNwczogVWludDMyQXJyYXksIG46IG51bWJlcik6IHZvaWQge1xuICAgIGxldCBrID0gMDtcbiAgICB3aGlsZSAoayA8IG4pIHtcbiAgICAgIGlmICh0aGlzLiNzbG93QXNjaWkgfHwgdGhpcy53cmFwUGVuZGluZykge1xuICAgICAgICB0aGlzLiNwcmludE9uZShjcHNbaysrXSk7XG4gICAgICAgIGNvbnRpbnVlO1xuICAgICAgfVxuICAgICAgaWYgKHRoaXMuI3BlbkRpcnR5KSB0aGlzLiNpbnRlcm5QZW4oKTtcbiAgICAgIGNvbnN0IHN0eWxlID0gdGhpcy4jcGVuSWQ7XG4gICAgICBjb25zdCByaWdodCA9IHRoaXMuY29scyAtIDE7XG4gICAgICBjb25zdCByb3cgPSB0aGlzLmxpbmVzLmF0KHRoaXMueSk7XG4gICAgICBjb25zdCBjZWxscyA9IHJvdy5jZWxscztcbiAgICAgIGxldCB4ID0gdGhpcy54O1xuICAgICAgY29uc3QgeDAgPSB4O1xuICAgICAgbGV0IGxhc3RYID0gLTE7XG4gICAgICAvLyBUaGUgY2VsbCBhZnRlciBlYWNoIGNoYXJhY3RlciwgYXMgaXQgd2FzIGJlZm9yZSB0aGUgd3JpdGU6IGFcbiAgICAgIC8vIG5hcnJvdyBjaGFyYWN0ZXIgYWxzbyB3cml0ZXMgYSBzcGFjZXIgdGhlcmUgKHNlZSBiZWxvdykuXG4gICAgICBsZXQgbmV4dDAgPSAwO1xuICAgICAgbGV0IG5leHQxID0gMDtcbiAgICAgIGNvbnN0IHdpZHRocyA9IEZMQVRfV0lEVEhTO1xuICAgICAgY29uc3QgbGltaXQgPSByaWdodCArIDE7XG4gICAgICBmb3IgKDs7KSB7XG4gICAgICAgIHdoaWxlIChrIDwgbiAmJiB4IDwgbGltaXQpIHtcbiAgICAgICAgICBjb25zdCBjcCA9IGNwc1trXTtcbiAgICAgICAgICAvLyBObyBjYWxsIGluIHRoaXMgbG9vcDogZXZlbiB1bnRha2VuLCBvbmUgY29zdHMgMzAlIGhlcmUuIFJhcmVcbiAgICAgICAgICAvLyBoaWdoIGNvZGUgcG9pbnRzIGdvIHRocm91Z2ggI3ByaW50T25lLCBtYXJrcyBiZWxvdy5cbiAgICAgICAgICBpZiAoY3AgPj0gRkxBVF9MSU1JVCkgYnJlYWs7XG4gICAgICAgICAgY29uc3QgdyA9IHdpZHRoc1tjcF07XG4gICAgICAgICAgLy8gT3V0OiAwIChhIG1hcmspIGFuZCBXSURUSF9DTFVTVEVSICgzKSwgaW4gb25lIGNvbXBhcmUuXG4gICAgICAgICAgaWYgKCh3IC0gMSkgPj4+IDAgPiAxIHx8IHggKyB3ID4gbGltaXQpIGJyZWFrO1xuICAgICAgICAgIGNvbnN0IHAgPSB4IDw8IDE7XG4gICAgICAgICAgLy8gQm90aCB3aWR0aHMgd3JpdGUgdHdvIGNlbGxzLCBzbyB0aGUgbG9vcCBoYXMgbm8gYnJhbmNoIG9uIHRoZVxuICAgICAgICAgIC8vIHdpZHRoIChtaXhlZCB0ZXh0IG1pc3ByZWRpY3RzIGl0OiAzLjYgdnMgMi4yIG5zIHBlciBjaGFyYWN0ZXIpLlxuICAgICAgICAgIC8vIEEgbmFycm93IGNoYXJhY3RlcidzIHNwYWNlciBpcyBvdmVyd3JpdHRlbiBieSB0aGUgbmV4dCBvbmUsIG9yXG4gICAgICAgICAgLy8gcHV0IGJhY2sgZnJvbSBuZXh0MC9uZXh0MSBhZnRlciB0aGUgbG9vcDsgdGhlIHJvdydzIHNwYXJlIGNlbGxcbiAgICAgICAgICAvLyB0YWtlcyBpdCBhdCB0aGUgbGFzdCBjb2x1bW4uXG4gICAgICAgICAgbmV4dDAgPSBjZWxsc1twICsgMl07XG4gICAgICAgICAgbmV4dDEgPSBjZWxsc1twICsgM107XG4gICAgICAgICAgY2VsbHNbcF0gPSBjcCB8ICgodyAmIDIpIDw8IDIxKTsgLy8gQ0VMTF9XSURFIHdoZW4gdyBpcyAyXG4gICAgICAgICAgY2VsbHNbcCArIDFdID0gc3R5bGU7XG4gICAgICAgICAgY2VsbHNbcCArIDJdID0gQ0VMTF9TUEFDRVI7XG4gICAgICAgICAgY2VsbHNbcCArIDNdID0gc3R5bGU7XG4gICAgICAgICAgbGFzdFggPSB4O1xuICAgICAgICAgIHggKz0gdztcbiAgICAgICAgICBrKys7XG4gICAgICAgIH1cbiAgICAgICAgLy8gQSBjb21iaW5pbmcgbWFyayBvbiB0aGUgY2hhcmFjdGVyIGp1c3Qgd3JpdHRlbi5cbiAgICAgICAgaWYgKGsgPCBuICYmIGxhc3RYID49IDApIHtcbiAgICAgICAgICBjb25zdCBjcCA9IGNwc1trXTtcbiAgICAgICAgICBpZiAoY3AgPCBGTEFUX0xJTUlUICYmIHdpZHRoc1tjcF0gPT09IDApIHtcbiAgICAgICAgICAgIGlmICghcm93LmZpcnN0TWFyayhsYXN0WCwgY3ApKSB7XG4gICAgICAgICAgICAgIC8vIFRoZSBuZXh0IGNlbGwncyBvd24gZmlyc3Q6IGFwcGVuZE1hcmsgbWF5IGNvbXBhY3QuXG4gICAgICAgICAgICAgIHRoaXMuI3Vuc3BpbGwoY2VsbHMsIHgsIG5leHQwLCBuZXh0MSwgeCAtIGxhc3RYID09PSAxKTtcbiAgICAgICAgICAgICAgdGhpcy4jYXBwZW5kTWFyayhyb3csIGxhc3RYLCBjcCk7XG4gICAgICAgICAgICB9XG4gICAgICAgICAgICBrKys7XG4gICAgICAgICAgICBjb250aW51ZTtcbiAgICAgICAgICB9XG4gICAgICAgIH1cbiAgICAgICAgYnJlYWs7XG4gICAgICB9XG4gICAgICB0aGlzLiN1bnNwaWxsKGNlbGxzLCB4LCBuZXh0MCwgbmV4dDEsIGxhc3RYID49IDAgJiYgeCAtIGxhc3RYID09PSAxKTtcbiAgICAgIGlmICh4ICE9PSB4MCkge1xuICAgICAgICBpZiAoXG4gICAgICAgICAgeDAgPiAwICYmIChjZWxsc1t4MCA8PCAxXSAmIENFTExfU1BBQ0VSKSA9PT0gMCAmJlxuICAgICAgICAgIChjZWxsc1soeDAgLSAxKSA8PCAxXSAmIENFTExfV0lERSkgIT09IDBcbiAgICAgICAgKSB7XG4gICAgICAgICAgLy8gVGhlIGZpcnN0IGNoYXJhY3RlciBvdmVyd3JvdGUgdGhlIHJpZ2h0IGhhbGYgb2YgYSB3aWRlIG9uZVxuICAgICAgICAgIC8vIChvbmx5IG5vdzogd2l0aCBub3RoaW5nIHdyaXR0ZW4sIGEgd2lkZSBvbmUga2VlcHMgaXRzIGhhbGYpLlxuICAgICAgICAgIGNlbGxzWyh4MCAtIDEpIDw8IDFdID0gMDtcbiAgICAgICAgICBjZWxsc1soKHgwIC0gMSkgPDwgMSkgKyAxXSA9IHN0eWxlO1xuICAgICAgICB9XG4gICAgICAgIGlmICh4IDw9IHJpZ2h0ICYmIChjZWxsc1t4IDw8IDFdICYgQ0VMTF9TUEFDRVIpICE9PSAwKSB7XG4gICAgICAgICAgY2VsbHNbeCA8PCAxXSA9IDA7XG4gICAgICAgICAgY2VsbHNbKHggPDwgMSkgKyAxXSA9IHN0eWxlO1xuICAgICAgICB9XG4gICAgICAgIGlmICh4ICsgMSA+IHJvdy51c2VkKSByb3cudXNlZCA9IHggKyAxID4gcmlnaHQgPyByaWdodCArIDEgOiB4ICsgMTtcbiAgICAgICAgcm93LmdlbiA9ICsrdGhpcy5zdGFtcDtcbiAgICAgICAgdGhpcy5sYXN0Q3AgPSBjZWxsc1tsYXN0WCA8PCAxXSAmIENQX01BU0s7XG4gICAgICAgIGlmICh4ID4gcmlnaHQpIHtcbiAgICAgICAgICB0aGlzLnggPSByaWdodDtcbiAgICAgICAgICB0aGlzLndyYXBQZW5kaW5nID0gdHJ1ZTtcbiAgICAgICAgfSBlbHNlIHtcbiAgICAgICAgICB0aGlzLnggPSB4O1xuICAgICAgICB9XG4gICAgICB9XG4gICAgICAvLyBBIGNvbWJpbmluZyBtYXJrLCBvciBhIGNoYXJhY3RlciB0aGF0IGRvZXMgbm90IGZpdC5cbiAgICAgIGlmIChrIDwgbiAmJiAhdGhpcy53cmFwUGVuZGluZykgdGhpcy4jcHJpbnRPbmUoY3BzW2srK10pO1xuICAgIH1cbiAgfVxuXG4gIC8qKlxuICAgKiBQcmludHMgVVRGLTggdGV4dCBmcm9tIGBkYXRhW3N0YXJ0XWAgc3RyYWlnaHQgaW50byB0aGUgcm93OiBkZWNvZGluZ1xuICAgKiBhbmQgc3RvcmluZyBpbiBvbmUgbG9vcCwgd2l0aG91dCB0aGUgcGFyc2VyJ3MgY29kZSBwb2ludCBidWZmZXIuXG4gICAqIFJldHVybnMgd2hlcmUgaXQgc3RvcHBlZCwgcG9zc2libHkgYHN0YXJ0YDogYXQgYSBjb250cm9sLCBhIEMxIGNvZGVcbiAgICogcG9pbnQsIG1hbGZvcm1lZCBvciBjdXQgVVRGLTgsIGEgY2hhcmFjdGVyIHRoYXQgZG9lcyBub3QgZml0LCBvciBhbnlcbiAgICogc3RhdGUgKGNoYXJzZXQsIGluc2VydCBtb2RlLCBtYXJnaW5zLCBwZW5kaW5nIHdyYXApIHRoYXQgbmVlZHMgdGhlXG4gICAqIGdlbmVyYWwgcGF0aDsgdGhlIHBhcnNlcidzIGRlY29kZXIgdGFrZXMgb3ZlciBmcm9tIHRoZXJlLlxuICAgKi9cbiAgcHJpbnRVdGY4KGRhdGE6IFVpbnQ4QXJyYXksIHN0YXJ0OiBudW1iZXIsIGVuZDogbnVtYmVyKTogbnVtYmVyIHtcbiAgICBpZiAodGhpcy4jc2xvd0FzY2lpIHx8IHRoaXMud3JhcFBlbmRpbmcpIHJldHVybiBzdGFydDtcbiAgICBpZiAodGhpcy4jcGVuRGlydHkpIHRoaXMuI2ludGVyblBlbigpO1xuICAgIGNvbnN0IHN0eWxlID0gdGhpcy4jcGVuSWQ7XG4gICAgY29uc3QgcmlnaHQgPSB0aGlzLmNvbHMgLSAxO1xuICAgIGNvbnN0IHJvdyA9IHRoaXMubGluZXMuYXQodGhpcy55KTtcbiAgICBjb25zdCBjZWxscyA9IHJvdy5jZWxscztcbiAgICBsZXQgeCA9IHRoaXMueDtcbiAgICBjb25zdCB4MCA9IHg7XG4gICAgbGV0IGkgPSBzdGFydDtcbiAgICBsZXQgbGFzdFggPSAtMTtcbiAgICBsZXQgbmV4dDAgPSAwO1xuICAgIGxldCBuZXh0MSA9IDA7XG4gICAgbGV0IHNwaWxsID0gZmFsc2U7XG4gICAgbGV0IHNwZWNpYWwgPSAwO1xuICAgIGNvbnN0IHdpZHRocyA9IEZMQVRfV0lEVEhTO1xuICAgIGNvbnN0IGxpbWl0ID0gcmlnaHQgKyAxO1xuICAgIGZvciAoOzspIHtcbiAgICAgIGxldCBjcCA9IDA7XG4gICAgICBsZXQgbGVuID0gMDtcbiAgICAgIHdoaWxlIChpIDwgZW5kICYmIHggPCBsaW1pdCkge1xuICAgICAgICAvLyBEZWNvZGUgb25lIGNvZGUgcG9pbnQgKHNlZSBQYXJzZXIuI2RlY29kZVJ1biBmb3IgdGhlIHJ1bGVzKS5cbiAgICAgICAgY29uc3QgYjAgPSBkYXRhW2ldO1xuICAgICAgICBpZiAoYjAgPCAweDgwKSB7XG4gICAgICAgICAgaWYgKGIwIDwgMHgyMCB8fCBiMCA9PT0gMHg3ZikgYnJlYWs7XG4gICAgICAgICAgLy8gQSBydW4gb2YgQVNDSUk6IHR3byB3b3JkcyBhIGNoYXJhY3Rlciwgbm8gd2lkdGggbG9va3VwLlxuICAgICAgICAgIGNvbnN0IHN0b3AgPSBNYXRoLm1pbihlbmQsIGkgKyAobGltaXQgLSB4KSk7XG4gICAgICAgICAgbGV0IHAgPSB4IDw8IDE7XG4gICAgICAgICAgZG8ge1xuICAgICAgICAgICAgY29uc3QgYiA9IGRhdGFbaV07XG4gICAgICAgICAgICBpZiAoKChiIC0gMHgyMCkgPj4+IDApID4gMHg1ZSkgYnJlYWs7XG4gICAgICAgICAgICBjZWxsc1twXSA9IGI7XG4gICAgICAgICAgICBjZWxsc1twICsgMV0gPSBzdHlsZTtcbiAgICAgICAgICAgIHAgKz0gMjtcbiAgICAgICAgICAgIGkrKztcbiAgICAgICAgICB9IHdoaWxlIChpIDwgc3RvcCk7XG4gICAgICAgICAgY29uc3QgbnggPSBwID4+IDE7XG4gICAgICAgICAgbGFzdFggPSBueCAtIDE7XG4gICAgICAgICAgeCA9IG54O1xuICAgICAgICAgIHNwaWxsID0gZmFsc2U7XG4gICAgICAgICAgY29udGludWU7XG4gICAgICAgIH0gZWxzZSBpZiAoYjAgPCAweGUwKSB7XG4gICAgICAgICAgaWYgKGIwIDwgMHhjMiB8fCBpICsgMSA+PSBlbmQpIGJyZWFrO1xuICAgICAgICAgIGNvbnN0IGIxID0gZGF0YVtpICsgMV07XG4gICAgICAgICAgaWYgKChiMSAmIDB4YzApICE9PSAweDgwKSBicmVhaztcbiAgICAgICAgICBjcCA9IChiMCAmIDB4MWYpIDw8IDYgfCAoYjEgJiAweDNmKTtcbiAgICAgICAgICBpZiAoY3AgPCAweGEwKSBicmVhazsgLy8gQzEgY29udHJvbFxuICAgICAgICAgIGxlbiA9IDI7XG4gICAgICAgIH0gZWxzZSBpZiAoYjAgPCAweGYwKSB7XG4gICAgICAgICAgaWYgKGkgKyAyID49IGVuZCkgYnJlYWs7XG4gICAgICAgICAgY29uc3QgYjEgPSBkYXRhW2kgKyAxXTtcbiAgICAgICAgICBjb25zdCBiMiA9IGRhdGFbaSArIDJdO1xuICAgICAgICAgIGlmIChcbiAgICAgICAgICAgIGIxIDwgKGIwID09PSAweGUwID8gMHhhMCA6IDB4ODApIHx8XG4gICAgICAgICAgICBiMSA+IChiMCA9PT0gMHhlZCA/IDB4OWYgOiAweGJmKSB8fFxuICAgICAgICAgICAgKGIyICYgMHhjMCkgIT09IDB4ODBcbiAgICAgICAgICApIGJyZWFrO1xuICAgICAgICAgIGNwID0gKGIwICYgMHgwZikgPDwgMTIgfCAoYjEgJiAweDNmKSA8PCA2IHwgKGIyICYgMHgzZik7XG4gICAgICAgICAgbGVuID0gMztcbiAgICAgICAgfSBlbHNlIHtcbiAgICAgICAgICBpZiAoYjAgPiAweGY0IHx8IGkgKyAzID49IGVuZCkgYnJlYWs7XG4gICAgICAgICAgY29uc3QgYjEgPSBkYXRhW2kgKyAxXTtcbiAgICAgICAgICBpZiAoXG4gICAgICAgICAgICBiMSA8IChiMCA9PT0gMHhmMCA/IDB4OTAgOiAweDgwKSB8fFxuICAgICAgICAgICAgYjEgPiAoYjAgPT09IDB4ZjQgPyAweDhmIDogMHhiZikgfHxcbiAgICAgICAgICAgIChkYXRhW2kgKyAyXSAmIDB4YzApICE9PSAweDgwIHx8IChkYXRhW2kgKyAzXSAmIDB4YzApICE9PSAweDgwXG4gICAgICAgICAgKSBicmVhaztcbiAgICAgICAgICBjcCA9IChiMCAmIDB4MDcpIDw8IDE4IHwgKGIxICYgMHgzZikgPDwgMTIgfFxuICAgICAgICAgICAgKGRhdGFbaSArIDJdICYgMHgzZikgPDwgNiB8IChkYXRhW2kgKyAzXSAmIDB4M2YpO1xuICAgICAgICAgIGxlbiA9IDQ7XG4gICAgICAgIH1cbiAgICAgICAgaWYgKGNwID49IEZMQVRfTElNSVQpIGJyZWFrO1xuICAgICAgICBjb25zdCB3ID0gd2lkdGhzW2NwXTtcbiAgICAgICAgLy8gT3V0OiAwIChhIG1hcmspIGFuZCBXSURUSF9DTFVTVEVSICgzKSwgaW4gb25lIGNvbXBhcmUuXG4gICAgICAgIGlmICgodyAtIDEpID4+PiAwID4gMSB8fCB4ICsgdyA+IGxpbWl0KSBicmVhaztcbiAgICAgICAgLy8gQXMgaW4gcHJpbnRDb2RlcG9pbnRzOiBib3RoIHdpZHRocyB3cml0ZSB0d28gY2VsbHMuXG4gICAgICAgIGNvbnN0IHAgPSB4IDw8IDE7XG4gICAgICAgIG5leHQwID0gY2VsbHNbcCArIDJdO1xuICAgICAgICBuZXh0MSA9IGNlbGxzW3AgKyAzXTtcbiAgICAgICAgY2VsbHNbcF0gPSBjcCB8ICgodyAmIDIpIDw8IDIxKTtcbiAgICAgICAgY2VsbHNbcCArIDFdID0gc3R5bGU7XG4gICAgICAgIGNlbGxzW3AgKyAyXSA9IENFTExfU1BBQ0VSO1xuICAgICAgICBjZWxsc1twICsgM10gPSBzdHlsZTtcbiAgICAgICAgc3BpbGwgPSB3ID09PSAxO1xuICAgICAgICBsYXN0WCA9IHg7XG4gICAgICAgIHggKz0gdztcbiAgICAgICAgaSArPSBsZW47XG4gICAgICAgIGxlbiA9IDA7XG4gICAgICB9XG4gICAgICBpZiAobGVuICE9PSAwICYmIGNwIDwgRkxBVF9MSU1JVCAmJiB3aWR0aHNbY3BdID09PSAwKSB7XG4gICAgICAgIGlmIChsYXN0WCA+PSAwKSB7XG4gICAgICAgICAgLy8gQSBtYXJrIG9uIHRoZSBjaGFyYWN0ZXIganVzdCB3cml0dGVuOyB0aGUgZmlyc3QgbWFyayBvZiBhXG4gICAgICAgICAgLy8gY2VsbCBpbmxpbmUgKHRoZSBjYWxsIGNvc3RzIGhlcmUpLlxuICAgICAgICAgIGlmICghcm93LmZpcnN0TWFyayhsYXN0WCwgY3ApKSB7XG4gICAgICAgICAgICB0aGlzLiN1bnNwaWxsKGNlbGxzLCB4LCBuZXh0MCwgbmV4dDEsIHNwaWxsKTtcbiAgICAgICAgICAgIHNwaWxsID0gZmFsc2U7XG4gICAgICAgICAgICB0aGlzLiNhcHBlbmRNYXJrKHJvdywgbGFzdFgsIGNwKTtcbiAgICAgICAgICB9XG4gICAgICAgIH0gZWxzZSBpZiAoeDAgPiAwKSB7XG4gICAgICAgICAgLy8gQSBtYXJrIGZpcnN0IGpvaW5zIHRoZSBjaGFyYWN0ZXIgYmVmb3JlIHRoZSBjdXJzb3IsIGFzIGluXG4gICAgICAgICAgLy8gI2pvaW46IHRleHQgaW4gTkZEIChhIGxldHRlciwgdGhlbiBpdHMgYWNjZW50KSB3b3VsZFxuICAgICAgICAgIC8vIG90aGVyd2lzZSBsZWF2ZSB0aGlzIGxvb3AgZm9yIHRoZSBnZW5lcmFsIHBhdGggYXQgZXZlcnkgbWFyay5cbiAgICAgICAgICBsZXQgcHggPSB4MCAtIDE7XG4gICAgICAgICAgaWYgKChjZWxsc1tweCA8PCAxXSAmIENFTExfU1BBQ0VSKSAhPT0gMCAmJiBweCA+IDApIHB4LS07XG4gICAgICAgICAgdGhpcy4jYXBwZW5kTWFyayhyb3csIHB4LCBjcCk7XG4gICAgICAgIH0gZWxzZSBicmVhaztcbiAgICAgICAgaSArPSBsZW47XG4gICAgICAgIGNvbnRpbnVlO1xuICAgICAgfVxuICAgICAgaWYgKFxuICAgICAgICBsZW4gIT09IDAgJiYgbGFzdFggPj0gMCAmJiBjcCA8IEZMQVRfTElNSVQgJiZcbiAgICAgICAgd2lkdGhzW2NwXSA9PT0gV0lEVEhfQ0xVU1RFUiAmJiAhaXNSZWdpb25hbChjcClcbiAgICAgICkge1xuICAgICAgICB0aGlzLiN1bnNwaWxsKGNlbGxzLCB4LCBuZXh0MCwgbmV4dDEsIHNwaWxsKTtcbiAgICAgICAgc3BpbGwgPSBmYWxzZTtcbiAgICAgICAgaSA9IHRoaXMuI2pvaW5JbmxpbmUocm93LCBsYXN0WCwgY3AsIGRhdGEsIGkgKyBsZW4sIGVuZCk7XG4gICAgICAgIGlmICh4ID09PSBsYXN0WCArIDEgJiYgKGNlbGxzW2xhc3RYIDw8IDFdICYgQ0VMTF9XSURFKSAhPT0gMCkge1xuICAgICAgICAgIHgrKzsgLy8gVlMxNiB3aWRlbmVkIGl0XG4gICAgICAgICAgc3BpbGwgPSBmYWxzZTtcbiAgICAgICAgfVxuICAgICAgICBpZiAodGhpcy4jendqUGVuZGluZykgYnJlYWs7XG4gICAgICAgIGNvbnRpbnVlO1xuICAgICAgfVxuICAgICAgaWYgKGxlbiAhPT0gMCAmJiBjcCA8IEZMQVRfTElNSVQgJiYgd2lkdGhzW2NwXSA9PT0gV0lEVEhfQ0xVU1RFUikge1xuICAgICAgICBzcGVjaWFsID0gY3A7IC8vIHByaW50ZWQgYmVsb3csIG9uY2UgdGhlIHJvdydzIHN0YXRlIGlzIHN0b3JlZFxuICAgICAgICBpICs9IGxlbjtcbiAgICAgIH1cbiAgICAgIGJyZWFrO1xuICAgIH1cbiAgICBpZiAoeCAhPT0geDApIHtcbiAgICAgIHRoaXMuI3Vuc3BpbGwoY2VsbHMsIHgsIG5leHQwLCBuZXh0MSwgc3BpbGwpO1xuICAgICAgaWYgKFxuICAgICAgICB4MCA+IDAgJiYgKGNlbGxzW3gwIDw8IDFdICYgQ0VMTF9TUEFDRVIpID09PSAwICYmXG4gICAgICAgIChjZWxsc1soeDAgLSAxKSA8PCAxXSAmIENFTExfV0lERSkgIT09IDBcbiAgICAgICkge1xuICAgICAgICAvLyBUaGUgZmlyc3QgY2hhcmFjdGVyIG92ZXJ3cm90ZSB0aGUgcmlnaHQgaGFsZiBvZiBhIHdpZGUgb25lLlxuICAgICAgICBjZWxsc1soeDAgLSAxKSA8PCAxXSA9IDA7XG4gICAgICAgIGNlbGxzWygoeDAgLSAxKSA8PCAxKSArIDFdID0gc3R5bGU7XG4gICAgICB9XG4gICAgICBpZiAoeCA8PSByaWdodCAmJiAoY2VsbHNbeCA8PCAxXSAmIENFTExfU1BBQ0VSKSAhPT0gMCkge1xuICAgICAgICBjZWxsc1t4IDw8IDFdID0gMDtcbiAgICAgICAgY2VsbHNbKHggPDwgMSkgKyAxXSA9IHN0eWxlO1xuICAgICAgfVxuICAgICAgaWYgKHggKyAxID4gcm93LnVzZWQpIHJvdy51c2VkID0geCArIDEgPiByaWdodCA/IHJpZ2h0ICsgMSA6IHggKyAxO1xuICAgICAgcm93LmdlbiA9ICsrdGhpcy5zdGFtcDtcbiAgICAgIHRoaXMubGFzdENwID0gY2VsbHNbbGFzdFggPDwgMV0gJiBDUF9NQVNLO1xuICAgICAgaWYgKHggPiByaWdodCkge1xuICAgICAgICB0aGlzLnggPSByaWdodDtcbiAgICAgICAgdGhpcy53cmFwUGVuZGluZyA9IHRydWU7XG4gICAgICB9IGVsc2Uge1xuICAgICAgICB0aGlzLnggPSB4O1xuICAgICAgfVxuICAgIH0gZWxzZSBpZiAoaSAhPT0gc3RhcnQpIHtcbiAgICAgIHJvdy5nZW4gPSArK3RoaXMuc3RhbXA7IC8vIG9ubHkgbWFya3Mgd2VyZSBhZGRlZFxuICAgIH1cbiAgICAvLyBBIGNvZGUgcG9pbnQgdGhhdCBtYXkgam9pbiBvciB3aWRlbiBhIGNsdXN0ZXIgd2l0aCBub3RoaW5nIHdyaXR0ZW5cbiAgICAvLyBpbiB0aGlzIGNhbGwgKGEgd3JpdGUncyBmaXJzdCwgYSByZWdpb25hbCBpbmRpY2F0b3IpOiBoZXJlIHJhdGhlclxuICAgIC8vIHRoYW4gaW4gdGhlIHBhcnNlcidzIGdlbmVyYWwgcGF0aCwgd2hpY2ggY29zdCBhYm91dCAzMDAgbnMuXG4gICAgaWYgKHNwZWNpYWwgIT09IDApIHtcbiAgICAgIHRoaXMuI3ByaW50T25lKHNwZWNpYWwpO1xuICAgICAgLy8gVGhlIHBpY3RvZ3JhcGggYWZ0ZXIgYSBaV0osIHRvbyAodGhlIGNvbW1vbiBlbW9qaSBzZXF1ZW5jZXMpLlxuICAgICAgd2hpbGUgKHRoaXMuI3p3alBlbmRpbmcgJiYgaSArIDIgPCBlbmQpIHtcbiAgICAgICAgY29uc3QgYjAgPSBkYXRhW2ldO1xuICAgICAgICBjb25zdCBsZW4gPSBiMCA+PSAweGYwID8gNCA6IGIwID49IDB4ZTAgPyAzIDogMDtcbiAgICAgICAgaWYgKGxlbiA9PT0gMCB8fCBpICsgbGVuID4gZW5kKSBicmVhaztcbiAgICAgICAgY29uc3QgY3AgPSBkZWNvZGVXaWRlKGRhdGEsIGksIGxlbik7XG4gICAgICAgIGlmIChjcCA8IDApIGJyZWFrO1xuICAgICAgICB0aGlzLiNwcmludE9uZShjcCk7XG4gICAgICAgIGkgKz0gbGVuO1xuICAgICAgICAvLyBBIGZ1cnRoZXIgWldKIChhIGZhbWlseSkgZ29lcyBvbiBpbiB0aGlzIGxvb3AuXG4gICAgICAgIGlmIChcbiAgICAgICAgICBpICsgMiA8IGVuZCAmJiBkYXRhW2ldID09PSAweGUyICYmIGRhdGFbaSArIDFdID09PSAweDgwICYmXG4gICAgICAgICAgZGF0YVtpICsgMl0gPT09IDB4OGRcbiAgICAgICAgKSB7XG4gICAgICAgICAgdGhpcy4jcHJpbnRPbmUoWldKKTtcbiAgICAgICAgICBpICs9IDM7XG4gICAgICAgIH1cbiAgICAgIH1cbiAgICB9XG4gICAgcmV0dXJuIGk7XG4gIH1cblxuICAvKipcbiAgICogUHV0cyBiYWNrIGNlbGwgYHhgLCBhZnRlciBhIG5hcnJvdyBjaGFyYWN0ZXIsIHdoZW4gdGhlIHByaW50IGxvb3BzXG4gICAqIHdyb3RlIGl0cyBzcGFjZXIgdGhlcmUgKGBzcGlsbGA7IGJvdGggd2lkdGhzIHdyaXRlIHR3byBjZWxscyk6IG9uY2VcbiAgICogdGhleSBzdG9wLCBhbmQgYmVmb3JlIGEgbWFyayBpcyBhZGRlZCwgd2hvc2UgbGlzdCBtYXkgY29tcGFjdCBieSB3aGF0XG4gICAqIHRoZSBjZWxscyBob2xkLlxuICAgKi9cbiAgI3Vuc3BpbGwoXG4gICAgY2VsbHM6IFVpbnQzMkFycmF5LFxuICAgIHg6IG51bWJlcixcbiAgICBuZXh0MDogbnVtYmVyLFxuICAgIG5leHQxOiBudW1iZXIsXG4gICAgc3BpbGw6IGJvb2xlYW4sXG4gICk6IHZvaWQge1xuICAgIGlmICghc3BpbGwpIHJldHVybjtcbiAgICBjZWxsc1t4IDw8IDFdID0gbmV4dDA7XG4gICAgY2VsbHNbKHggPDwgMSkgKyAxXSA9IG5leHQxO1xuICB9XG5cbiAgLyoqXG4gICAqIEpvaW5zIGBjcGAgKFZTMTYsIGEgc2tpbiB0b25lIG9yIGEgWldKKSwgcmVhZCBqdXN0IGJlZm9yZSBgZGF0YVtpXWAsXG4gICAqIHRvIHRoZSBjbHVzdGVyIGluIGNlbGwgYHhgIG9mIGByb3dgLCB0aGUgY2hhcmFjdGVyIHByaW50VXRmOCBoYXMganVzdFxuICAgKiB3cml0dGVuOiAjam9pbidzIHJ1bGUsIHdpdGhvdXQgdGhlIGdlbmVyYWwgcGF0aCdzIDYwLTgwIG5zIGEgY29kZVxuICAgKiBwb2ludC4gVlMxNiB3aWRlbnMgYSBuYXJyb3cgZW1vamkgKHRoZXJlIGlzIHJvb206IHByaW50VXRmOCBpc1xuICAgKiBzaG9ydCBvZiB0aGUgcmlnaHQgZWRnZSksIGFuZCB0aGUgY2FsbGVyIG1vdmVzIG9uLlxuICAgKiBBZnRlciBhIFpXSiB0aGUgcGljdG9ncmFwaCB0aGF0IGZvbGxvd3Mgam9pbnMgdG9vLCB3aGVuIGl0IGlzIGluIHRoaXNcbiAgICogd3JpdGU7IGVsc2UgdGhlIFpXSiBpcyBsZWZ0IHBlbmRpbmcgZm9yICNqb2luLiBSZXR1cm5zIHdoZXJlIHRoZSB0ZXh0XG4gICAqIGdvZXMgb24uXG4gICAqL1xuICAjam9pbklubGluZShcbiAgICByb3c6IFJvdyxcbiAgICB4OiBudW1iZXIsXG4gICAgY3A6IG51bWJlcixcbiAgICBkYXRhOiBVaW50OEFycmF5LFxuICAgIGk6IG51bWJlcixcbiAgICBlbmQ6IG51bWJlcixcbiAgKTogbnVtYmVyIHtcbiAgICBpZiAoIXJvdy5maXJzdE1hcmsoeCwgY3ApKSB0aGlzLiNhcHBlbmRNYXJrKHJvdywgeCwgY3ApO1xuICAgIGNvbnN0IHcwID0gcm93LmNlbGxzW3ggPDwgMV07XG4gICAgaWYgKGNwID09PSBWUzE2KSB7XG4gICAgICBpZiAoKHcwICYgQ0VMTF9XSURFKSA9PT0gMCAmJiBpc0Vtb2ppKHcwICYgQ1BfTUFTSykpIHtcbiAgICAgICAgLy8gQXMgI3dpZGVuOyB0aGUgY2FsbGVyIGNsZWFycyB3aGF0IHRoZSBzcGFjZXIgY3V0IGluIHR3by5cbiAgICAgICAgY29uc3QgYyA9IHJvdy5jZWxscztcbiAgICAgICAgY1t4IDw8IDFdID0gdzAgfCBDRUxMX1dJREU7XG4gICAgICAgIGNbKHggKyAxKSA8PCAxXSA9IENFTExfU1BBQ0VSO1xuICAgICAgICBjWygoeCArIDEpIDw8IDEpICsgMV0gPSBjWyh4IDw8IDEpICsgMV07XG4gICAgICB9XG4gICAgfSBlbHNlIGlmIChjcCA9PT0gWldKICYmIGlzUGljdG9ncmFwaCh3MCAmIENQX01BU0spKSB7XG4gICAgICBjb25zdCBuID0gZGF0YVtpXSA+PSAweGYwID8gNCA6IGRhdGFbaV0gPj0gMHhlMCA/IDMgOiAwO1xuICAgICAgY29uc3QgbmV4dCA9IG4gIT09IDAgJiYgaSArIG4gPD0gZW5kID8gZGVjb2RlV2lkZShkYXRhLCBpLCBuKSA6IC0xO1xuICAgICAgaWYgKG5leHQgPCAwKSB7XG4gICAgICAgIHRoaXMuI3p3alBlbmRpbmcgPSB0cnVlO1xuICAgICAgICB0aGlzLiN6d2pSb3cgPSByb3c7XG4gICAgICAgIHRoaXMuI3p3alggPSB4O1xuICAgICAgICB0aGlzLiN1cGRhdGVTbG93KCk7XG4gICAgICB9IGVsc2UgaWYgKGlzUGljdG9ncmFwaChuZXh0KSkge1xuICAgICAgICB0aGlzLiNhcHBlbmRNYXJrKHJvdywgeCwgbmV4dCk7XG4gICAgICAgIHJldHVybiBpICsgbjtcbiAgICAgIH1cbiAgICB9XG4gICAgcmV0dXJuIGk7XG4gIH1cblxuICAvKiogUHJpbnRzIG9uZSBjb2RlIHBvaW50IHRocm91Z2ggdGhlIGdlbmVyYWwgcGF0aC4gKi9cbiAgI3ByaW50T25lKGNwOiBudW1iZXIpOiB2b2lkIHtcbiAgICBpZiAoY3AgPCAweDgwICYmIGNwID49IDB4MjApIHtcbiAgICAgIGNvbnN0IHNzID0gdGhpcy5zaW5nbGVTaGlmdDtcbiAgICAgIGNvbnN0IGNzID0gc3MgIT09IDAgPyB0aGlzLmNoYXJzZXRzW3NzXSA6IHRoaXMuY2hhcnNldHNbdGhpcy5nbF07XG4gICAgICBpZiAoc3MgIT09IDApIHtcbiAgICAgICAgdGhpcy5zaW5nbGVTaGlmdCA9IDA7XG4gICAgICAgIHRoaXMuI3VwZGF0ZVNsb3coKTtcbiAgICAgIH1cbiAgICAgIGlmIChjcyAhPT0gbnVsbCkgY3AgPSBjc1tjcF07XG4gICAgfVxuICAgIGNvbnN0IHcgPSBjaGFyV2lkdGgoY3ApO1xuICAgIGNvbnN0IGFmdGVyWndqID0gdGhpcy4jendqUGVuZGluZztcbiAgICBpZiAoYWZ0ZXJad2opIHRoaXMuI2VuZFp3aigpO1xuICAgIGNvbnN0IHNwZWNpYWwgPSBjcCA8IEZMQVRfTElNSVQgJiYgRkxBVF9XSURUSFNbY3BdID09PSBXSURUSF9DTFVTVEVSO1xuICAgIGlmICgodyA9PT0gMCB8fCBzcGVjaWFsIHx8IGFmdGVyWndqKSAmJiB0aGlzLiNqb2luKGNwLCB3LCBhZnRlclp3aikpIHtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgaWYgKHcgIT09IDApIHRoaXMucHV0Q2hhcihjcCwgdyk7XG4gIH1cblxuICAjZW5kWndqKCk6IHZvaWQge1xuICAgIHRoaXMuI3p3alBlbmRpbmcgPSBmYWxzZTtcbiAgICB0aGlzLiN1cGRhdGVTbG93KCk7XG4gIH1cblxuICAvKipcbiAgICogSm9pbnMgYGNwYCAob3duIHdpZHRoIGB3YCkgdG8gdGhlIGNsdXN0ZXIgYmVmb3JlIHRoZSBjdXJzb3Igd2hlbiB0aGVcbiAgICogY2x1c3RlciBydWxlIChgd2lkdGgudHNgKSBzYXlzIHNvOyB0cnVlIHdoZW4gaXQgZGlkLCBvciB3aGVuIGBjcGAgaXMgYVxuICAgKiBtYXJrIHdpdGggbm90aGluZyB0byBqb2luIChkcm9wcGVkLCBhcyB4dGVybSBkb2VzKS4gRmFsc2U6IGBjcGAgc3RhcnRzXG4gICAqIGEgY2VsbCBvZiBpdHMgb3duLlxuICAgKi9cbiAgI2pvaW4oY3A6IG51bWJlciwgdzogbnVtYmVyLCBhZnRlclp3aiA9IGZhbHNlKTogYm9vbGVhbiB7XG4gICAgY29uc3QgcHggPSB0aGlzLiNjZWxsQmVmb3JlQ3Vyc29yKCk7XG4gICAgY29uc3Qgcm93ID0gdGhpcy5saW5lcy5hdCh0aGlzLnkpO1xuICAgIGNvbnN0IHcwID0gcHggPCAwID8gMCA6IHJvdy5jZWxsc1tweCA8PCAxXTtcbiAgICBjb25zdCBiYXNlID0gdzAgJiBDUF9NQVNLO1xuICAgIGlmIChiYXNlID09PSAwKSByZXR1cm4gdyA9PT0gMDtcbiAgICBpZiAoaXNSZWdpb25hbChjcCkpIHtcbiAgICAgIC8vIEEgZmxhZzogdGhlIHNlY29uZCBpbmRpY2F0b3Igb2YgYSBwYWlyLCBvbiBhIGxvbmUgZmlyc3Qgb25lLlxuICAgICAgaWYgKCFpc1JlZ2lvbmFsKGJhc2UpIHx8ICh3MCAmIENFTExfR1JBUEhFTUUpICE9PSAwKSByZXR1cm4gZmFsc2U7XG4gICAgICB0aGlzLiNhcHBlbmRNYXJrKHJvdywgcHgsIGNwKTtcbiAgICAgIHRoaXMuI3dpZGVuKHJvdywgcHgpO1xuICAgICAgcmV0dXJuIHRydWU7XG4gICAgfVxuICAgIGlmICh3ID09PSAwIHx8IGlzRW1vamlNb2RpZmllcihjcCkpIHtcbiAgICAgIHRoaXMuI2FwcGVuZE1hcmsocm93LCBweCwgY3ApO1xuICAgICAgaWYgKGNwID09PSBaV0ogJiYgaXNQaWN0b2dyYXBoKGJhc2UpKSB7XG4gICAgICAgIHRoaXMuI3p3alBlbmRpbmcgPSB0cnVlO1xuICAgICAgICB0aGlzLiN6d2pSb3cgPSByb3c7XG4gICAgICAgIHRoaXMuI3p3alggPSBweDtcbiAgICAgICAgdGhpcy4jdXBkYXRlU2xvdygpO1xuICAgICAgfSBlbHNlIGlmIChjcCA9PT0gVlMxNiAmJiBpc0Vtb2ppKGJhc2UpKSB0aGlzLiN3aWRlbihyb3csIHB4KTtcbiAgICAgIHJldHVybiB0cnVlO1xuICAgIH1cbiAgICAvLyBBIHBpY3RvZ3JhcGggcmlnaHQgYWZ0ZXIgXCJwaWN0b2dyYXBoIFpXSlwiICh0aGUgY2VsbCB0aGF0IHRvb2sgdGhlXG4gICAgLy8gWldKLCBub3RoaW5nIHByaW50ZWQgc2luY2UpOiBhbiBlbW9qaSBaV0ogc2VxdWVuY2UuXG4gICAgaWYgKCFhZnRlclp3aiB8fCByb3cgIT09IHRoaXMuI3p3alJvdyB8fCBweCAhPT0gdGhpcy4jendqWCkgcmV0dXJuIGZhbHNlO1xuICAgIGlmICghaXNQaWN0b2dyYXBoKGNwKSkgcmV0dXJuIGZhbHNlO1xuICAgIHRoaXMuI2FwcGVuZE1hcmsocm93LCBweCwgY3ApO1xuICAgIHJldHVybiB0cnVlO1xuICB9XG5cbiAgLyoqIFRoZSBjb2x1bW4gb2YgdGhlIGNlbGwgYmVmb3JlIHRoZSBjdXJzb3IgKGEgY2x1c3RlciBqb2lucyBpdCksIG9yIC0xLiAqL1xuICAjY2VsbEJlZm9yZUN1cnNvcigpOiBudW1iZXIge1xuICAgIGxldCBweDogbnVtYmVyO1xuICAgIGlmICh0aGlzLndyYXBQZW5kaW5nKSBweCA9IHRoaXMueDtcbiAgICBlbHNlIGlmICh0aGlzLnggPiAwKSBweCA9IHRoaXMueCAtIDE7XG4gICAgZWxzZSByZXR1cm4gLTE7XG4gICAgaWYgKCh0aGlzLmxpbmVzLmF0KHRoaXMueSkuY2VsbHNbcHggPDwgMV0gJiBDRUxMX1NQQUNFUikgIT09IDAgJiYgcHggPiAwKSB7XG4gICAgICBweC0tO1xuICAgIH1cbiAgICByZXR1cm4gcHg7XG4gIH1cblxuICAvKipcbiAgICogTWFrZXMgdGhlIG5hcnJvdyBjbHVzdGVyIGluIGNlbGwgYHB4YCwganVzdCBiZWZvcmUgdGhlIGN1cnNvciwgdHdvXG4gICAqIGNvbHVtbnMgd2lkZSAoYSBmbGFnLCBhbiBlbW9qaSB3aXRoIFZTMTYpOiB0aGUgY3Vyc29yIG1vdmVzIG9uZSBvbi5cbiAgICogSW4gdGhlIGxhc3QgY29sdW1uIHRoZXJlIGlzIG5vIHJvb206IGl0IHN0YXlzIG5hcnJvdy5cbiAgICovXG4gICN3aWRlbihyb3c6IFJvdywgcHg6IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IGNlbGxzID0gcm93LmNlbGxzO1xuICAgIGlmICgoY2VsbHNbcHggPDwgMV0gJiBDRUxMX1dJREUpICE9PSAwKSByZXR1cm47XG4gICAgY29uc3QgeCA9IHB4ICsgMTtcbiAgICBpZiAodGhpcy53cmFwUGVuZGluZyB8fCB4ICE9PSB0aGlzLnggfHwgeCA+IHRoaXMuI3JpZ2h0RWRnZSgpKSByZXR1cm47XG4gICAgdGhpcy4jY2xlYXJXaWRlQXJvdW5kKHJvdywgeCwgeCArIDEsIHRoaXMucGVuSWQoKSk7XG4gICAgY29uc3QgcHJvdCA9IGNlbGxzW3B4IDw8IDFdICYgQ0VMTF9QUk9URUNURUQ7XG4gICAgY2VsbHNbcHggPDwgMV0gfD0gQ0VMTF9XSURFO1xuICAgIGNlbGxzW3ggPDwgMV0gPSBDRUxMX1NQQUNFUiB8IHByb3Q7XG4gICAgY2VsbHNbKHggPDwgMSkgKyAxXSA9IGNlbGxzWyhweCA8PCAxKSArIDFdO1xuICAgIHJvdy5leHRlbmQoeCArIDEpO1xuICAgIHRoaXMudG91Y2gocm93KTtcbiAgICBpZiAoeCArIDEgPiB0aGlzLiNyaWdodEVkZ2UoKSkge1xuICAgICAgdGhpcy53cmFwUGVuZGluZyA9IHRydWU7XG4gICAgfSBlbHNlIHtcbiAgICAgIHRoaXMueCA9IHggKyAxO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBSaWdodCBlZGdlIGZvciBwcmludGluZyBhdCB0aGUgY3Vyc29yLiAqL1xuICAjcmlnaHRFZGdlKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMueCA8PSB0aGlzLnJpZ2h0ID8gdGhpcy5yaWdodCA6IHRoaXMuY29scyAtIDE7XG4gIH1cblxuICAvKiogV3JpdGVzIG9uZSBjaGFyYWN0ZXIgb2Ygd2lkdGggYHdgICgxIG9yIDIpIGF0IHRoZSBjdXJzb3IuICovXG4gIHB1dENoYXIoY3A6IG51bWJlciwgdzogbnVtYmVyKTogdm9pZCB7XG4gICAgaWYgKHRoaXMuI3p3alBlbmRpbmcpIHRoaXMuI2VuZFp3aigpO1xuICAgIGlmICh0aGlzLndyYXBQZW5kaW5nKSB0aGlzLiN3cmFwKCk7XG4gICAgbGV0IHJpZ2h0ID0gdGhpcy4jcmlnaHRFZGdlKCk7XG4gICAgY29uc3QgbGVmdCA9IHRoaXMueCA+PSB0aGlzLmxlZnQgPyB0aGlzLmxlZnQgOiAwO1xuICAgIGlmICh3ID09PSAyKSB7XG4gICAgICBpZiAocmlnaHQgLSBsZWZ0IDwgMSkgcmV0dXJuOyAvLyBhIG9uZS1jb2x1bW4gd2luZG93IGNhbm5vdCBob2xkIGl0XG4gICAgICBpZiAodGhpcy54ID09PSByaWdodCkge1xuICAgICAgICAvLyBXaXRob3V0IGF1dG93cmFwIGl0IGlzIGRyb3BwZWQgKGFzIHh0ZXJtLmpzOyBiZXR0ZXIgdGhhblxuICAgICAgICAvLyBicmVha2luZyB0aGUgY2hhcmFjdGVyIGJlZm9yZSBpdCkuXG4gICAgICAgIGlmICghdGhpcy5hdXRvd3JhcCkgcmV0dXJuO1xuICAgICAgICBlbHNlIHtcbiAgICAgICAgICAvLyB4dGVybTogdGhlIGxhc3QgY29sdW1uIHN0YXlzIGJsYW5rIGFuZCB0aGUgbGluZSB3cmFwcy5cbiAgICAgICAgICBjb25zdCByb3cgPSB0aGlzLmxpbmVzLmF0KHRoaXMueSk7XG4gICAgICAgICAgdGhpcy4jY2xlYXJXaWRlQXJvdW5kKHJvdywgdGhpcy54LCB0aGlzLnggKyAxLCB0aGlzLnBlbklkKCkpO1xuICAgICAgICAgIHJvdy5jbGVhclJhbmdlKHRoaXMueCwgdGhpcy54ICsgMSwgdGhpcy5wZW5JZCgpKTtcbiAgICAgICAgICB0aGlzLnRvdWNoKHJvdyk7XG4gICAgICAgICAgdGhpcy53cmFwUGVuZGluZyA9IHRydWU7XG4gICAgICAgICAgdGhpcy4jd3JhcCgpO1xuICAgICAgICAgIHJpZ2h0ID0gdGhpcy4jcmlnaHRFZGdlKCk7XG4gICAgICAgIH1cbiAgICAgIH1cbiAgICB9XG4gICAgY29uc3Qgcm93ID0gdGhpcy5saW5lcy5hdCh0aGlzLnkpO1xuICAgIGNvbnN0IGNlbGxzID0gcm93LmNlbGxzO1xuICAgIGNvbnN0IHggPSB0aGlzLng7XG4gICAgLy8gSW5zZXJ0IG1vZGU6IGNlbGxzIGN1dCBvciBvcGVuZWQgaGVyZSB0YWtlIHRoZSBwZW4ncyBzdHlsZSwgYXNcbiAgICAvLyBwcmludGluZyBkb2VzIChJQ0ggdXNlcyB0aGUgZXJhc2Ugc3R5bGUpLlxuICAgIGlmICh0aGlzLmluc2VydCkgdGhpcy4jc2hpZnRSaWdodChyb3csIHgsIHcsIHJpZ2h0LCB0aGlzLnBlbklkKCkpO1xuICAgIHRoaXMuI2NsZWFyV2lkZUFyb3VuZChyb3csIHgsIHggKyB3LCB0aGlzLnBlbklkKCkpO1xuICAgIGNvbnN0IHN0eWxlID0gdGhpcy5wZW5JZCgpO1xuICAgIGNvbnN0IHByb3QgPSB0aGlzLnByb3RlY3QgPyBDRUxMX1BST1RFQ1RFRCA6IDA7XG4gICAgY29uc3QgcCA9IHggPDwgMTtcbiAgICByb3cuZXh0ZW5kKHggKyB3ICsgMSk7XG4gICAgaWYgKHcgPT09IDIpIHtcbiAgICAgIGNlbGxzW3BdID0gY3AgfCBDRUxMX1dJREUgfCBwcm90O1xuICAgICAgY2VsbHNbcCArIDFdID0gc3R5bGU7XG4gICAgICBjZWxsc1twICsgMl0gPSBDRUxMX1NQQUNFUiB8IHByb3Q7XG4gICAgICBjZWxsc1twICsgM10gPSBzdHlsZTtcbiAgICB9IGVsc2Uge1xuICAgICAgY2VsbHNbcF0gPSBjcCB8IHByb3Q7XG4gICAgICBjZWxsc1twICsgMV0gPSBzdHlsZTtcbiAgICB9XG4gICAgdGhpcy50b3VjaChyb3cpO1xuICAgIHRoaXMubGFzdENwID0gY3A7XG4gICAgY29uc3QgbnggPSB4ICsgdztcbiAgICBpZiAobnggPiByaWdodCkge1xuICAgICAgdGhpcy54ID0gcmlnaHQ7XG4gICAgICB0aGlzLndyYXBQZW5kaW5nID0gdHJ1ZTtcbiAgICB9IGVsc2Uge1xuICAgICAgdGhpcy54ID0gbng7XG4gICAgfVxuICB9XG5cbiAgLyoqIEFwcGVuZHMgY29kZSBwb2ludCBgY3BgIHRvIHRoZSBjbHVzdGVyIGluIGNlbGwgYHB4YCBvZiBgcm93YC4gKi9cbiAgI2FwcGVuZE1hcmsocm93OiBSb3csIHB4OiBudW1iZXIsIGNwOiBudW1iZXIpOiB2b2lkIHtcbiAgICBpZiAoKHJvdy5jZWxsc1tweCA8PCAxXSAmIENQX01BU0spID09PSAwKSByZXR1cm47XG4gICAgaWYgKHJvdy5hcHBlbmRNYXJrKHB4LCBjcCwgTUFYX0NMVVNURVIpKSByb3cuZ2VuID0gKyt0aGlzLnN0YW1wO1xuICB9XG5cbiAgLyoqIFJFUDogcmVwZWF0cyB0aGUgbGFzdCBwcmludGVkIGNoYXJhY3RlciAod2l0aCBpdHMgbWFya3MpIGBuYCB0aW1lcy4gKi9cbiAgcmVwZWF0KG46IG51bWJlcik6IHZvaWQge1xuICAgIGlmICh0aGlzLmxhc3RDcCA9PT0gMCkgcmV0dXJuO1xuICAgIGNvbnN0IGNwID0gdGhpcy5sYXN0Q3A7XG4gICAgY29uc3QgdyA9IGNoYXJXaWR0aChjcCk7XG4gICAgaWYgKHcgPT09IDApIHJldHVybjtcbiAgICBjb25zdCBtYXJrcyA9IHRoaXMuI21hcmtzQmVmb3JlQ3Vyc29yKGNwKTtcbiAgICBpZiAoIXRoaXMuYXV0b3dyYXApIHtcbiAgICAgIC8vIFdpdGhvdXQgYXV0b3dyYXAgZXZlcnkgcmVwZWF0IHBhc3QgdGhlIHJpZ2h0IGVkZ2Ugb3ZlcndyaXRlcyB0aGVcbiAgICAgIC8vIGxhc3QgY29sdW1uIHdpdGggdGhlIHNhbWUgY2hhcmFjdGVyOiBhIGxpbmUncyB3b3J0aCBpcyBlbm91Z2guXG4gICAgICBpZiAobiA+IHRoaXMuY29scyArIDEpIG4gPSB0aGlzLmNvbHMgKyAxO1xuICAgIH0gZWxzZSB7XG4gICAgICAvLyBCb3VuZGVkIHdpdGhvdXQgY2hhbmdpbmcgdGhlIHNjcmVlbjogb25jZSB0aGUgcmVwZWF0cyBoYXZlIGZpbGxlZFxuICAgICAgLy8gZXZlcnkgcm93LCBlYWNoIGZ1cnRoZXIgbGluZSdzIHdvcnRoIChgcGVyTGluZWApIHJlcGVhdHMgdGhlIHNhbWVcbiAgICAgIC8vIHBpY3R1cmUsIHNvIG9ubHkgdGhlIHJlbWFpbmRlciBvZiB0aGUgcmVzdCBtYXR0ZXJzLlxuICAgICAgY29uc3QgcGVyTGluZSA9IHRoaXMuI3JlcGVhdHNQZXJMaW5lKHcpO1xuICAgICAgY29uc3QgZmlsbCA9ICh0aGlzLnJvd3MgKyAyKSAqIHBlckxpbmU7XG4gICAgICBpZiAobiA+IGZpbGwpIG4gPSBmaWxsICsgKG4gLSBmaWxsKSAlIHBlckxpbmU7XG4gICAgfVxuICAgIGlmICh3ID09PSAxICYmIG1hcmtzLmxlbmd0aCA9PT0gMCAmJiAhdGhpcy4jc2xvd0FzY2lpKSB7XG4gICAgICB0aGlzLiNyZXBlYXRGaWxsKGNwLCBuKTtcbiAgICB9IGVsc2Uge1xuICAgICAgZm9yIChsZXQgaSA9IDA7IGkgPCBuOyBpKyspIHtcbiAgICAgICAgdGhpcy5wdXRDaGFyKGNwLCB3KTtcbiAgICAgICAgZm9yIChjb25zdCBtIG9mIG1hcmtzKSB0aGlzLiNqb2luKG0sIGNoYXJXaWR0aChtKSwgdGhpcy4jendqUGVuZGluZyk7XG4gICAgICB9XG4gICAgfVxuICAgIC8vIEEgc2Vjb25kIFJFUCByZXBlYXRzIG5vdGhpbmcgKHh0ZXJtLmpzKS5cbiAgICB0aGlzLmxhc3RDcCA9IDA7XG4gIH1cblxuICAvKipcbiAgICogSG93IG1hbnkgcmVwZWF0cyBvZiBhIGNoYXJhY3RlciBvZiB3aWR0aCBgd2AgZmlsbCBhIGxpbmUgb25jZSB0aGVcbiAgICogZmlyc3Qgd3JhcCBoYXMgaGFwcGVuZWQ6IGEgbGluZSBydW5zIGJldHdlZW4gdGhlIG1hcmdpbnMsIG9yIGZyb21cbiAgICogY29sdW1uIDAgdG8gdGhlIHJpZ2h0IG1hcmdpbiB3aGVuIHRoZSBjdXJzb3IgaXMgbGVmdCBvZiB0aGVtLiBBXG4gICAqIGNsdXN0ZXIgd2lkZW5lZCB0byAyIChhIGZsYWcpIHN0YXlzIG5hcnJvdyBpbiB0aGUgbGFzdCBjb2x1bW4uXG4gICAqL1xuICAjcmVwZWF0c1BlckxpbmUodzogbnVtYmVyKTogbnVtYmVyIHtcbiAgICBsZXQgbGluZSA9IHRoaXMuY29scztcbiAgICBpZiAodGhpcy4jbHJBY3RpdmUoKSkge1xuICAgICAgbGluZSA9IHRoaXMueCA8IHRoaXMubGVmdCA/IHRoaXMucmlnaHQgKyAxIDogdGhpcy5yaWdodCAtIHRoaXMubGVmdCArIDE7XG4gICAgfVxuICAgIGNvbnN0IHB4ID0gdGhpcy4jY2VsbEJlZm9yZUN1cnNvcigpO1xuICAgIGNvbnN0IHdpZGVuZWQgPSB3ID09PSAxICYmIHB4ID49IDAgJiZcbiAgICAgICh0aGlzLmxpbmVzLmF0KHRoaXMueSkuY2VsbHNbcHggPDwgMV0gJiBDRUxMX1dJREUpICE9PSAwO1xuICAgIGlmICh3aWRlbmVkKSByZXR1cm4gTWF0aC5jZWlsKGxpbmUgLyAyKTtcbiAgICByZXR1cm4gTWF0aC5tYXgoMSwgTWF0aC5mbG9vcihsaW5lIC8gdykpO1xuICB9XG5cbiAgLyoqXG4gICAqIFJFUCBvZiBhIG5hcnJvdyBjaGFyYWN0ZXIgd2l0aG91dCBtYXJrcywgbWFyZ2lucywgaW5zZXJ0IG1vZGUgb3JcbiAgICogY2hhcnNldHM6IGEgbGluZSBhdCBhIHRpbWUsIGFzIHB1dENoYXIgd291bGQgd3JpdGUgaXQgY2VsbCBieSBjZWxsLiBBdFxuICAgKiA0MDk2IGNvbHVtbnMgYHggQ1NJIDY1NTM1IGJgICg4IGJ5dGVzKSBpcyA2NSw1MzUgY2VsbHM7IDEwMCBLQiBvZiBpdFxuICAgKiB0b29rIDE1IHMgdGhyb3VnaCBwdXRDaGFyLlxuICAgKi9cbiAgI3JlcGVhdEZpbGwoY3A6IG51bWJlciwgbjogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3Qgc3R5bGUgPSB0aGlzLnBlbklkKCk7XG4gICAgY29uc3QgcmlnaHQgPSB0aGlzLmNvbHMgLSAxO1xuICAgIHdoaWxlIChuID4gMCkge1xuICAgICAgaWYgKHRoaXMud3JhcFBlbmRpbmcpIHRoaXMuI3dyYXAoKTtcbiAgICAgIGNvbnN0IHJvdyA9IHRoaXMubGluZXMuYXQodGhpcy55KTtcbiAgICAgIGNvbnN0IHggPSB0aGlzLng7XG4gICAgICBjb25zdCBjb3VudCA9IE1hdGgubWluKG4sIHJpZ2h0IC0geCArIDEpO1xuICAgICAgdGhpcy4jY2xlYXJXaWRlQXJvdW5kKHJvdywgeCwgeCArIGNvdW50LCBzdHlsZSk7XG4gICAgICBmaWxsQ2VsbHMocm93LmNlbGxzLCB4LCBjb3VudCwgY3AsIHN0eWxlKTtcbiAgICAgIHJvdy5leHRlbmQoeCArIGNvdW50ICsgMSk7XG4gICAgICB0aGlzLnRvdWNoKHJvdyk7XG4gICAgICBuIC09IGNvdW50O1xuICAgICAgaWYgKHggKyBjb3VudCA+IHJpZ2h0KSB7XG4gICAgICAgIHRoaXMueCA9IHJpZ2h0O1xuICAgICAgICB0aGlzLndyYXBQZW5kaW5nID0gdHJ1ZTtcbiAgICAgIH0gZWxzZSB7XG4gICAgICAgIHRoaXMueCA9IHggKyBjb3VudDtcbiAgICAgIH1cbiAgICB9XG4gIH1cblxuICAvKiogQ29tYmluaW5nIGNvZGUgcG9pbnRzIG9uIHRoZSBjZWxsIGp1c3QgcHJpbnRlZCwgaWYgaXQgaG9sZHMgYGNwYC4gKi9cbiAgI21hcmtzQmVmb3JlQ3Vyc29yKGNwOiBudW1iZXIpOiBudW1iZXJbXSB7XG4gICAgbGV0IHB4ID0gdGhpcy53cmFwUGVuZGluZyA/IHRoaXMueCA6IHRoaXMueCAtIDE7XG4gICAgaWYgKHB4IDwgMCkgcmV0dXJuIFtdO1xuICAgIGNvbnN0IHJvdyA9IHRoaXMubGluZXMuYXQodGhpcy55KTtcbiAgICBpZiAoKHJvdy5jZWxsc1tweCA8PCAxXSAmIENFTExfU1BBQ0VSKSAhPT0gMCAmJiBweCA+IDApIHB4LS07XG4gICAgY29uc3QgdzAgPSByb3cuY2VsbHNbcHggPDwgMV07XG4gICAgaWYgKCh3MCAmIENFTExfR1JBUEhFTUUpID09PSAwIHx8ICh3MCAmIENQX01BU0spICE9PSBjcCkgcmV0dXJuIFtdO1xuICAgIHJldHVybiBBcnJheS5mcm9tKHJvdy5jbHVzdGVyKHB4KSkuc2xpY2UoMSkubWFwKChjKSA9PiBjLmNvZGVQb2ludEF0KDApISk7XG4gIH1cblxuICAvKiogQXV0b3dyYXA6IHRoZSByb3cgY29udGludWVzIG9uIHRoZSBuZXh0IGxpbmUuICovXG4gICN3cmFwKCk6IHZvaWQge1xuICAgIHRoaXMud3JhcFBlbmRpbmcgPSBmYWxzZTtcbiAgICAvLyBXaXRob3V0IGF1dG93cmFwIHRoZSBmbGFnIG9ubHkgbWFya2VkIHRoZSBsYXN0IGNvbHVtbiBhcyB3cml0dGVuXG4gICAgLy8gKGZvciBjb21iaW5pbmcgbWFya3MpOyB0aGUgbmV4dCBjaGFyYWN0ZXIgb3ZlcndyaXRlcyBpdC5cbiAgICBpZiAoIXRoaXMuYXV0b3dyYXApIHJldHVybjtcbiAgICBjb25zdCByb3cgPSB0aGlzLmxpbmVzLmF0KHRoaXMueSk7XG4gICAgcm93LndyYXBwZWQgPSB0cnVlO1xuICAgIHRoaXMudG91Y2gocm93KTtcbiAgICB0aGlzLnggPSB0aGlzLmxlZnQgPD0gdGhpcy54ID8gdGhpcy5sZWZ0IDogMDtcbiAgICB0aGlzLmluZGV4KCk7XG4gIH1cblxuICAvKipcbiAgICogRW1wdGllcyBjZWxscyBvZiB3aWRlIGNoYXJhY3RlcnMgY3V0IGJ5IGFuIGVkaXQgb2YgYFtmcm9tLCB0bylgOiBhXG4gICAqIHNwYWNlciBhdCBgZnJvbWAgbG9zZXMgaXRzIGxlZnQgaGFsZiwgYSB3aWRlIGNlbGwgYXQgYHRvIC0gMWAgaXRzXG4gICAqIHNwYWNlciBhdCBgdG9gLlxuICAgKi9cbiAgI2NsZWFyV2lkZUFyb3VuZChyb3c6IFJvdywgZnJvbTogbnVtYmVyLCB0bzogbnVtYmVyLCBzdHlsZTogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3QgYyA9IHJvdy5jZWxscztcbiAgICBpZiAoZnJvbSA+IDAgJiYgKGNbZnJvbSA8PCAxXSAmIENFTExfU1BBQ0VSKSAhPT0gMCkge1xuICAgICAgY1soZnJvbSAtIDEpIDw8IDFdID0gMDtcbiAgICAgIGNbKChmcm9tIC0gMSkgPDwgMSkgKyAxXSA9IHN0eWxlO1xuICAgIH1cbiAgICBpZiAodG8gPCB0aGlzLmNvbHMgJiYgKGNbdG8gPDwgMV0gJiBDRUxMX1NQQUNFUikgIT09IDApIHtcbiAgICAgIGNbdG8gPDwgMV0gPSAwO1xuICAgICAgY1sodG8gPDwgMSkgKyAxXSA9IHN0eWxlO1xuICAgIH1cbiAgfVxuXG4gIC8vIC0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS1cbiAgLy8gQ3Vyc29yXG5cbiAgLyoqIFB1dHMgdGhlIGN1cnNvciBhdCBhbiBhYnNvbHV0ZSBwb3NpdGlvbiwgY2xhbXBlZCB0byB0aGUgc2NyZWVuLiAqL1xuICBzZXRDdXJzb3IoeDogbnVtYmVyLCB5OiBudW1iZXIpOiB2b2lkIHtcbiAgICB0aGlzLnggPSB4IDwgMCA/IDAgOiB4ID49IHRoaXMuY29scyA/IHRoaXMuY29scyAtIDEgOiB4O1xuICAgIHRoaXMueSA9IHkgPCAwID8gMCA6IHkgPj0gdGhpcy5yb3dzID8gdGhpcy5yb3dzIC0gMSA6IHk7XG4gICAgdGhpcy53cmFwUGVuZGluZyA9IGZhbHNlO1xuICB9XG5cbiAgLyoqIENVUC9IVlA6IDAtYmFzZWQgcm93IGFuZCBjb2x1bW4sIHJlbGF0aXZlIHRvIHRoZSBtYXJnaW5zIGluIG9yaWdpbiBtb2RlLiAqL1xuICBtb3ZlVG8oY29sOiBudW1iZXIsIHJvdzogbnVtYmVyKTogdm9pZCB7XG4gICAgaWYgKHRoaXMub3JpZ2luKSB7XG4gICAgICBjb25zdCB4ID0gTWF0aC5taW4odGhpcy5sZWZ0ICsgY29sLCB0aGlzLnJpZ2h0KTtcbiAgICAgIGNvbnN0IHkgPSBNYXRoLm1pbih0aGlzLnRvcCArIHJvdywgdGhpcy5ib3R0b20pO1xuICAgICAgdGhpcy5zZXRDdXJzb3IoeCwgeSk7XG4gICAgfSBlbHNlIHtcbiAgICAgIHRoaXMuc2V0Q3Vyc29yKGNvbCwgcm93KTtcbiAgICB9XG4gIH1cblxuICAvKiogQ0hBL0hQQTogY29sdW1uLCBvcmlnaW4tYXdhcmUuICovXG4gIG1vdmVUb0NvbChjb2w6IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IHggPSB0aGlzLm9yaWdpbiA/IE1hdGgubWluKHRoaXMubGVmdCArIGNvbCwgdGhpcy5yaWdodCkgOiBjb2w7XG4gICAgdGhpcy5zZXRDdXJzb3IoeCwgdGhpcy55KTtcbiAgfVxuXG4gIC8qKiBWUEE6IHJvdywgb3JpZ2luLWF3YXJlLiAqL1xuICBtb3ZlVG9Sb3cocm93OiBudW1iZXIpOiB2b2lkIHtcbiAgICBjb25zdCB5ID0gdGhpcy5vcmlnaW4gPyBNYXRoLm1pbih0aGlzLnRvcCArIHJvdywgdGhpcy5ib3R0b20pIDogcm93O1xuICAgIHRoaXMuc2V0Q3Vyc29yKHRoaXMueCwgeSk7XG4gIH1cblxuICAvKipcbiAgICogVlBSL0hQUjogYXMgeHRlcm0sIHRoZSBuZXcgcG9zaXRpb24gZ29lcyB0aHJvdWdoIENVUCdzIGFkZHJlc3Npbmc6XG4gICAqIGJvdW5kZWQgYnkgdGhlIHNjcmVlbiAobm90IHRoZSBtYXJnaW5zKSwgb3Igb2Zmc2V0IGJ5IHRoZSBtYXJnaW5zXG4gICAqIGFnYWluIGluIG9yaWdpbiBtb2RlLlxuICAgKi9cbiAgbW92ZVJlbGF0aXZlKGR4OiBudW1iZXIsIGR5OiBudW1iZXIpOiB2b2lkIHtcbiAgICB0aGlzLm1vdmVUbyh0aGlzLnggKyBkeCwgdGhpcy55ICsgZHkpO1xuICB9XG5cbiAgLyoqIENVVTogdXAsIHN0b3BwaW5nIGF0IHRoZSB0b3AgbWFyZ2luIHdoZW4gaW5zaWRlIHRoZSByZWdpb24uICovXG4gIHVwKG46IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IGxpbWl0ID0gdGhpcy55ID49IHRoaXMudG9wID8gdGhpcy50b3AgOiAwO1xuICAgIHRoaXMuc2V0Q3Vyc29yKHRoaXMueCwgTWF0aC5tYXgodGhpcy55IC0gbiwgbGltaXQpKTtcbiAgfVxuXG4gIC8qKiBDVUQ6IGRvd24sIHN0b3BwaW5nIGF0IHRoZSBib3R0b20gbWFyZ2luIHdoZW4gaW5zaWRlIHRoZSByZWdpb24uICovXG4gIGRvd24objogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3QgbGltaXQgPSB0aGlzLnkgPD0gdGhpcy5ib3R0b20gPyB0aGlzLmJvdHRvbSA6IHRoaXMucm93cyAtIDE7XG4gICAgdGhpcy5zZXRDdXJzb3IodGhpcy54LCBNYXRoLm1pbih0aGlzLnkgKyBuLCBsaW1pdCkpO1xuICB9XG5cbiAgLyoqIENVRjogcmlnaHQsIHN0b3BwaW5nIGF0IHRoZSByaWdodCBtYXJnaW4gd2hlbiBpbnNpZGUgaXQuICovXG4gIGZvcndhcmQobjogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3QgbGltaXQgPSB0aGlzLnggPD0gdGhpcy5yaWdodCA/IHRoaXMucmlnaHQgOiB0aGlzLmNvbHMgLSAxO1xuICAgIHRoaXMuc2V0Q3Vyc29yKE1hdGgubWluKHRoaXMueCArIG4sIGxpbWl0KSwgdGhpcy55KTtcbiAgfVxuXG4gIC8qKiBDVUI6IGxlZnQsIHN0b3BwaW5nIGF0IHRoZSBsZWZ0IG1hcmdpbiB3aGVuIGluc2lkZSBpdC4gKi9cbiAgYmFja3dhcmQobjogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3QgbGltaXQgPSB0aGlzLnggPj0gdGhpcy5sZWZ0ID8gdGhpcy5sZWZ0IDogMDtcbiAgICB0aGlzLnNldEN1cnNvcihNYXRoLm1heCh0aGlzLnggLSBuLCBsaW1pdCksIHRoaXMueSk7XG4gIH1cblxuICAvKiogQlM6IG9uZSBsZWZ0OyB3aXRoIHJldmVyc2Ugd3JhcCwgaW50byB0aGUgcHJldmlvdXMgd3JhcHBlZCBsaW5lLiAqL1xuICBiYWNrc3BhY2UoKTogdm9pZCB7XG4gICAgY29uc3QgbGVmdCA9IHRoaXMueCA+PSB0aGlzLmxlZnQgPyB0aGlzLmxlZnQgOiAwO1xuICAgIGlmICh0aGlzLndyYXBQZW5kaW5nKSB7XG4gICAgICB0aGlzLndyYXBQZW5kaW5nID0gZmFsc2U7XG4gICAgICBpZiAodGhpcy54ID4gbGVmdCkgdGhpcy54LS07XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGlmICh0aGlzLnggPiBsZWZ0KSB7XG4gICAgICB0aGlzLngtLTtcbiAgICB9IGVsc2UgaWYgKHRoaXMucmV2ZXJzZVdyYXAgJiYgdGhpcy5hdXRvd3JhcCkge1xuICAgICAgY29uc3QgdG9wID0gdGhpcy55ID4gdGhpcy50b3AgPyB0aGlzLnRvcCA6IDA7XG4gICAgICBpZiAodGhpcy55ID4gdG9wKSB7XG4gICAgICAgIHRoaXMueS0tO1xuICAgICAgICB0aGlzLnggPSB0aGlzLnJpZ2h0O1xuICAgICAgfSBlbHNlIHtcbiAgICAgICAgdGhpcy55ID0gdGhpcy5ib3R0b207XG4gICAgICAgIHRoaXMueCA9IHRoaXMucmlnaHQ7XG4gICAgICB9XG4gICAgfVxuICB9XG5cbiAgLyoqIENSOiB0byB0aGUgbGVmdCBtYXJnaW4gKGNvbHVtbiAwIHdoZW4gbGVmdCBvZiBpdCkuICovXG4gIGNhcnJpYWdlUmV0dXJuKCk6IHZvaWQge1xuICAgIHRoaXMueCA9IHRoaXMueCA+PSB0aGlzLmxlZnQgPyB0aGlzLmxlZnQgOiAwO1xuICAgIHRoaXMud3JhcFBlbmRpbmcgPSBmYWxzZTtcbiAgfVxuXG4gIC8qKiBMRiwgVlQsIEZGOiBpbmRleCwgcGx1cyBDUiBpbiBMTk0gbW9kZS4gKi9cbiAgbGluZUZlZWQoKTogdm9pZCB7XG4gICAgdGhpcy5pbmRleCgpO1xuICAgIGlmICh0aGlzLm5ld2xpbmUpIHRoaXMuY2FycmlhZ2VSZXR1cm4oKTtcbiAgfVxuXG4gIC8qKiBJTkQ6IGRvd24gb25lIGxpbmUsIHNjcm9sbGluZyBhdCB0aGUgYm90dG9tIG1hcmdpbi4gKi9cbiAgaW5kZXgoKTogdm9pZCB7XG4gICAgdGhpcy53cmFwUGVuZGluZyA9IGZhbHNlO1xuICAgIGlmICh0aGlzLnkgPT09IHRoaXMuYm90dG9tKSB7XG4gICAgICBpZiAodGhpcy4jaW5McigpKSB0aGlzLnNjcm9sbFVwKDEpO1xuICAgIH0gZWxzZSBpZiAodGhpcy55IDwgdGhpcy5yb3dzIC0gMSkge1xuICAgICAgdGhpcy55Kys7XG4gICAgfVxuICB9XG5cbiAgLyoqIFJJOiB1cCBvbmUgbGluZSwgc2Nyb2xsaW5nIGRvd24gYXQgdGhlIHRvcCBtYXJnaW4uICovXG4gIHJldmVyc2VJbmRleCgpOiB2b2lkIHtcbiAgICB0aGlzLndyYXBQZW5kaW5nID0gZmFsc2U7XG4gICAgaWYgKHRoaXMueSA9PT0gdGhpcy50b3ApIHtcbiAgICAgIGlmICh0aGlzLiNpbkxyKCkpIHRoaXMuc2Nyb2xsRG93bigxKTtcbiAgICB9IGVsc2UgaWYgKHRoaXMueSA+IDApIHtcbiAgICAgIHRoaXMueS0tO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBORUw6IENSIGFuZCBpbmRleC4gKi9cbiAgbmV4dExpbmUoKTogdm9pZCB7XG4gICAgdGhpcy5pbmRleCgpO1xuICAgIHRoaXMueCA9IHRoaXMubGVmdDtcbiAgfVxuXG4gIC8qKiBERUNCSTogbGVmdCBvbmUgY29sdW1uLCBzY3JvbGxpbmcgdGhlIG1hcmdpbnMgcmlnaHQgYXQgdGhlIGxlZnQgb25lLiAqL1xuICBiYWNrSW5kZXgoKTogdm9pZCB7XG4gICAgdGhpcy53cmFwUGVuZGluZyA9IGZhbHNlO1xuICAgIGlmICh0aGlzLnggPT09IHRoaXMubGVmdCkge1xuICAgICAgaWYgKHRoaXMueSA+PSB0aGlzLnRvcCAmJiB0aGlzLnkgPD0gdGhpcy5ib3R0b20pIHRoaXMuc2Nyb2xsUmlnaHQoMSk7XG4gICAgfSBlbHNlIGlmICh0aGlzLnggPiAwKSB7XG4gICAgICB0aGlzLngtLTtcbiAgICB9XG4gIH1cblxuICAvKiogREVDRkk6IHJpZ2h0IG9uZSBjb2x1bW4sIHNjcm9sbGluZyB0aGUgbWFyZ2lucyBsZWZ0IGF0IHRoZSByaWdodCBvbmUuICovXG4gIGZvcndhcmRJbmRleCgpOiB2b2lkIHtcbiAgICB0aGlzLndyYXBQZW5kaW5nID0gZmFsc2U7XG4gICAgaWYgKHRoaXMueCA9PT0gdGhpcy5yaWdodCkge1xuICAgICAgaWYgKHRoaXMueSA+PSB0aGlzLnRvcCAmJiB0aGlzLnkgPD0gdGhpcy5ib3R0b20pIHRoaXMuc2Nyb2xsTGVmdCgxKTtcbiAgICB9IGVsc2UgaWYgKHRoaXMueCA8IHRoaXMuY29scyAtIDEpIHtcbiAgICAgIHRoaXMueCsrO1xuICAgIH1cbiAgfVxuXG4gICNpbkxyKCk6IGJvb2xlYW4ge1xuICAgIHJldHVybiB0aGlzLnggPj0gdGhpcy5sZWZ0ICYmIHRoaXMueCA8PSB0aGlzLnJpZ2h0O1xuICB9XG5cbiAgLyoqIERFQ1NDLiAqL1xuICBzYXZlQ3Vyc29yKCk6IHZvaWQge1xuICAgIGNvbnN0IHM6IFNhdmVkQ3Vyc29yID0ge1xuICAgICAgeDogdGhpcy54LFxuICAgICAgeTogdGhpcy55LFxuICAgICAgd3JhcFBlbmRpbmc6IHRoaXMud3JhcFBlbmRpbmcsXG4gICAgICBmZzogdGhpcy5mZyxcbiAgICAgIGJnOiB0aGlzLmJnLFxuICAgICAgdWw6IHRoaXMudWwsXG4gICAgICBmbGFnczogdGhpcy5mbGFncyxcbiAgICAgIGxpbms6IHRoaXMubGluayxcbiAgICAgIHByb3RlY3Q6IHRoaXMucHJvdGVjdCxcbiAgICAgIG9yaWdpbjogdGhpcy5vcmlnaW4sXG4gICAgICBjaGFyc2V0czogdGhpcy5jaGFyc2V0cy5zbGljZSgpLFxuICAgICAgZ2w6IHRoaXMuZ2wsXG4gICAgfTtcbiAgICBpZiAodGhpcy5hbHRBY3RpdmUpIHRoaXMuI3NhdmVkQWx0ID0gcztcbiAgICBlbHNlIHRoaXMuI3NhdmVkUHJpbWFyeSA9IHM7XG4gIH1cblxuICAvKiogREVDUkM6IHJlc3RvcmVzIHdoYXQgREVDU0Mgc2F2ZWQsIG9yIGhvbWVzIHRoZSBjdXJzb3IuICovXG4gIHJlc3RvcmVDdXJzb3IoKTogdm9pZCB7XG4gICAgY29uc3QgcyA9IHRoaXMuYWx0QWN0aXZlID8gdGhpcy4jc2F2ZWRBbHQgOiB0aGlzLiNzYXZlZFByaW1hcnk7XG4gICAgaWYgKHMgPT09IG51bGwpIHtcbiAgICAgIHRoaXMuc2V0Q3Vyc29yKDAsIDApO1xuICAgICAgdGhpcy5vcmlnaW4gPSBmYWxzZTtcbiAgICAgIHRoaXMucmVzZXRQZW4oKTtcbiAgICAgIHRoaXMuY2hhcnNldHMgPSBbbnVsbCwgbnVsbCwgbnVsbCwgbnVsbF07XG4gICAgICB0aGlzLmdsID0gMDtcbiAgICAgIHRoaXMucHJvdGVjdCA9IGZhbHNlO1xuICAgICAgdGhpcy4jdXBkYXRlU2xvdygpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICAvLyB4dGVybSBkb2VzIG5vdCBicmluZyBiYWNrIGEgcGVuZGluZyB3cmFwLlxuICAgIHRoaXMuc2V0Q3Vyc29yKHMueCwgcy55KTtcbiAgICB0aGlzLmZnID0gcy5mZztcbiAgICB0aGlzLmJnID0gcy5iZztcbiAgICB0aGlzLnVsID0gcy51bDtcbiAgICB0aGlzLmZsYWdzID0gcy5mbGFncztcbiAgICB0aGlzLmxpbmsgPSBzLmxpbms7XG4gICAgdGhpcy5wcm90ZWN0ID0gcy5wcm90ZWN0O1xuICAgIHRoaXMub3JpZ2luID0gcy5vcmlnaW47XG4gICAgdGhpcy5jaGFyc2V0cyA9IHMuY2hhcnNldHMuc2xpY2UoKTtcbiAgICB0aGlzLmdsID0gcy5nbDtcbiAgICB0aGlzLnBlbkNoYW5nZWQoKTtcbiAgfVxuXG4gIC8vIC0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS1cbiAgLy8gVGFic1xuXG4gIC8qKiBUYWIgc3RvcHMgZXZlcnkgOCBjb2x1bW5zLiAqL1xuICByZXNldFRhYnMoKTogdm9pZCB7XG4gICAgdGhpcy50YWJzLmZpbGwoMCk7XG4gICAgZm9yIChsZXQgeCA9IDg7IHggPCB0aGlzLmNvbHM7IHggKz0gOCkgdGhpcy50YWJzW3hdID0gMTtcbiAgfVxuXG4gIC8qKiBIVC9DSFQ6IHRvIHRoZSBgbmB0aCBuZXh0IHRhYiBzdG9wLiAqL1xuICB0YWIobjogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3QgbGltaXQgPSB0aGlzLnggPD0gdGhpcy5yaWdodCA/IHRoaXMucmlnaHQgOiB0aGlzLmNvbHMgLSAxO1xuICAgIGxldCB4ID0gdGhpcy54O1xuICAgIGZvciAobGV0IGkgPSAwOyBpIDwgbiAmJiB4IDwgbGltaXQ7IGkrKykge1xuICAgICAgeCsrO1xuICAgICAgd2hpbGUgKHggPCBsaW1pdCAmJiB0aGlzLnRhYnNbeF0gPT09IDApIHgrKztcbiAgICB9XG4gICAgLy8gQXQgdGhlIHJpZ2h0IGVkZ2UgYWxyZWFkeSwgYSBwZW5kaW5nIHdyYXAgc3RheXMgcGVuZGluZyAoeHRlcm0pLlxuICAgIGlmICh4ICE9PSB0aGlzLngpIHRoaXMud3JhcFBlbmRpbmcgPSBmYWxzZTtcbiAgICB0aGlzLnggPSB4O1xuICB9XG5cbiAgLyoqIENCVDogdG8gdGhlIGBuYHRoIHByZXZpb3VzIHRhYiBzdG9wLiAqL1xuICBiYWNrVGFiKG46IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IGxpbWl0ID0gdGhpcy54ID49IHRoaXMubGVmdCA/IHRoaXMubGVmdCA6IDA7XG4gICAgbGV0IHggPSB0aGlzLng7XG4gICAgZm9yIChsZXQgaSA9IDA7IGkgPCBuICYmIHggPiBsaW1pdDsgaSsrKSB7XG4gICAgICB4LS07XG4gICAgICB3aGlsZSAoeCA+IGxpbWl0ICYmIHRoaXMudGFic1t4XSA9PT0gMCkgeC0tO1xuICAgIH1cbiAgICAvLyB4dGVybSBrZWVwcyBhIHBlbmRpbmcgd3JhcCBoZXJlOiB0aGUgbmV4dCBjaGFyYWN0ZXIgc3RpbGwgd3JhcHMuXG4gICAgdGhpcy54ID0geDtcbiAgfVxuXG4gIC8vIC0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS1cbiAgLy8gRXJhc2luZ1xuXG4gIC8qKiBFbXB0aWVzIGBbZnJvbSwgdG8pYCBvZiByb3cgYHlgOyBgc2VsZWN0aXZlYCBrZWVwcyBwcm90ZWN0ZWQgY2VsbHMuICovXG4gIGVyYXNlQ2VsbHMoeTogbnVtYmVyLCBmcm9tOiBudW1iZXIsIHRvOiBudW1iZXIsIHNlbGVjdGl2ZTogYm9vbGVhbik6IHZvaWQge1xuICAgIGlmIChmcm9tID49IHRvKSByZXR1cm47XG4gICAgY29uc3Qgcm93ID0gdGhpcy5saW5lcy5hdCh5KTtcbiAgICBjb25zdCBlcmFzZSA9IHRoaXMuZXJhc2VJZCgpO1xuICAgIGlmIChzZWxlY3RpdmUpIHtcbiAgICAgIGlmIChlcmFzZSAhPT0gMCkgcm93LmV4dGVuZCh0byk7XG4gICAgICBjb25zdCBjID0gcm93LmNlbGxzO1xuICAgICAgZm9yIChsZXQgeCA9IGZyb207IHggPCB0bzsgeCsrKSB7XG4gICAgICAgIGlmICgoY1t4IDw8IDFdICYgQ0VMTF9QUk9URUNURUQpID09PSAwKSB7XG4gICAgICAgICAgY1t4IDw8IDFdID0gMDtcbiAgICAgICAgICBjWyh4IDw8IDEpICsgMV0gPSBlcmFzZTtcbiAgICAgICAgfVxuICAgICAgfVxuICAgIH0gZWxzZSB7XG4gICAgICAvLyBDdXQgd2lkZSBjaGFyYWN0ZXJzIGF0IHRoZSBlZGdlcyBnbyB3aG9sZS5cbiAgICAgIGlmIChmcm9tID4gMCAmJiAocm93LmNlbGxzW2Zyb20gPDwgMV0gJiBDRUxMX1NQQUNFUikgIT09IDApIGZyb20tLTtcbiAgICAgIGlmICh0byA8IHRoaXMuY29scyAmJiAocm93LmNlbGxzW3RvIDw8IDFdICYgQ0VMTF9TUEFDRVIpICE9PSAwKSB0bysrO1xuICAgICAgcm93LmNsZWFyUmFuZ2UoZnJvbSwgdG8sIGVyYXNlKTtcbiAgICB9XG4gICAgaWYgKGZyb20gPT09IDAgJiYgdG8gPj0gdGhpcy5jb2xzKSByb3cud3JhcHBlZCA9IGZhbHNlO1xuICAgIHRoaXMudG91Y2gocm93KTtcbiAgfVxuXG4gIC8qKiBFTCAvIERFQ1NFTC4gKi9cbiAgZXJhc2VJbkxpbmUobW9kZTogbnVtYmVyLCBzZWxlY3RpdmU6IGJvb2xlYW4pOiB2b2lkIHtcbiAgICBjb25zdCB5ID0gdGhpcy55O1xuICAgIGlmIChtb2RlID09PSAwKSB7XG4gICAgICB0aGlzLmVyYXNlQ2VsbHMoeSwgdGhpcy54LCB0aGlzLmNvbHMsIHNlbGVjdGl2ZSk7XG4gICAgICB0aGlzLmxpbmVzLmF0KHkpLndyYXBwZWQgPSBmYWxzZTtcbiAgICB9IGVsc2UgaWYgKG1vZGUgPT09IDEpIHRoaXMuZXJhc2VDZWxscyh5LCAwLCB0aGlzLnggKyAxLCBzZWxlY3RpdmUpO1xuICAgIGVsc2UgaWYgKG1vZGUgPT09IDIpIHRoaXMuZXJhc2VDZWxscyh5LCAwLCB0aGlzLmNvbHMsIHNlbGVjdGl2ZSk7XG4gICAgdGhpcy53cmFwUGVuZGluZyA9IGZhbHNlO1xuICB9XG5cbiAgLyoqIEVEIC8gREVDU0VELiBNb2RlIDMgY2xlYXJzIHRoZSBzY3JvbGxiYWNrLiAqL1xuICBlcmFzZUluRGlzcGxheShtb2RlOiBudW1iZXIsIHNlbGVjdGl2ZTogYm9vbGVhbik6IHZvaWQge1xuICAgIGlmIChtb2RlID09PSAwKSB7XG4gICAgICB0aGlzLmVyYXNlQ2VsbHModGhpcy55LCB0aGlzLngsIHRoaXMuY29scywgc2VsZWN0aXZlKTtcbiAgICAgIHRoaXMubGluZXMuYXQodGhpcy55KS53cmFwcGVkID0gZmFsc2U7XG4gICAgICBmb3IgKGxldCB5ID0gdGhpcy55ICsgMTsgeSA8IHRoaXMucm93czsgeSsrKSB7XG4gICAgICAgIHRoaXMuZXJhc2VDZWxscyh5LCAwLCB0aGlzLmNvbHMsIHNlbGVjdGl2ZSk7XG4gICAgICB9XG4gICAgfSBlbHNlIGlmIChtb2RlID09PSAxKSB7XG4gICAgICBmb3IgKGxldCB5ID0gMDsgeSA8IHRoaXMueTsgeSsrKSB7XG4gICAgICAgIHRoaXMuZXJhc2VDZWxscyh5LCAwLCB0aGlzLmNvbHMsIHNlbGVjdGl2ZSk7XG4gICAgICB9XG4gICAgICB0aGlzLmVyYXNlQ2VsbHModGhpcy55LCAwLCB0aGlzLnggKyAxLCBzZWxlY3RpdmUpO1xuICAgIH0gZWxzZSBpZiAobW9kZSA9PT0gMikge1xuICAgICAgZm9yIChsZXQgeSA9IDA7IHkgPCB0aGlzLnJvd3M7IHkrKykge1xuICAgICAgICB0aGlzLmVyYXNlQ2VsbHMoeSwgMCwgdGhpcy5jb2xzLCBzZWxlY3RpdmUpO1xuICAgICAgfVxuICAgIH0gZWxzZSBpZiAobW9kZSA9PT0gMykge1xuICAgICAgdGhpcy5oaXN0b3J5LmNsZWFyKCk7XG4gICAgfVxuICAgIHRoaXMud3JhcFBlbmRpbmcgPSBmYWxzZTtcbiAgfVxuXG4gIC8qKiBFQ0g6IGVyYXNlcyBgbmAgY2VsbHMgZnJvbSB0aGUgY3Vyc29yLiAqL1xuICBlcmFzZUNoYXJzKG46IG51bWJlcik6IHZvaWQge1xuICAgIHRoaXMuZXJhc2VDZWxscyh0aGlzLnksIHRoaXMueCwgTWF0aC5taW4odGhpcy54ICsgbiwgdGhpcy5jb2xzKSwgZmFsc2UpO1xuICAgIHRoaXMud3JhcFBlbmRpbmcgPSBmYWxzZTtcbiAgfVxuXG4gIC8vIC0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS1cbiAgLy8gSW5zZXJ0aW5nIGFuZCBkZWxldGluZ1xuXG4gIC8qKiBTaGlmdHMgYFt4LCByaWdodF1gIG9mIGByb3dgIHJpZ2h0IGJ5IGBuYCwgYmxhbmtpbmcgYFt4LCB4K24pYC4gKi9cbiAgI3NoaWZ0UmlnaHQoXG4gICAgcm93OiBSb3csXG4gICAgeDogbnVtYmVyLFxuICAgIG46IG51bWJlcixcbiAgICByaWdodDogbnVtYmVyLFxuICAgIGVyYXNlID0gdGhpcy5lcmFzZUlkKCksXG4gICk6IHZvaWQge1xuICAgIGNvbnN0IGMgPSByb3cuY2VsbHM7XG4gICAgbiA9IE1hdGgubWluKG4sIHJpZ2h0IC0geCArIDEpO1xuICAgIGlmICgoY1t4IDw8IDFdICYgQ0VMTF9TUEFDRVIpICE9PSAwICYmIHggPiAwKSB7XG4gICAgICBibGFuayhjLCB4IC0gMSwgZXJhc2UpO1xuICAgICAgYmxhbmsoYywgeCwgZXJhc2UpO1xuICAgIH1cbiAgICByb3cuZXh0ZW5kKHRoaXMuY29scyk7XG4gICAgYy5jb3B5V2l0aGluKCh4ICsgbikgPDwgMSwgeCA8PCAxLCAocmlnaHQgKyAxIC0gbikgPDwgMSk7XG4gICAgdGhpcy4jbW92ZUdyYXBoZW1lcyhyb3csIHgsIHJpZ2h0IC0gbiwgbik7XG4gICAgcm93LmNsZWFyUmFuZ2UoeCwgeCArIG4sIGVyYXNlKTtcbiAgICAvLyBBIHdpZGUgY2hhcmFjdGVyIHB1c2hlZCBoYWxmIHBhc3QgdGhlIGVkZ2UgZ29lcy5cbiAgICBpZiAoKGNbcmlnaHQgPDwgMV0gJiBDRUxMX1dJREUpICE9PSAwKSBibGFuayhjLCByaWdodCwgZXJhc2UpO1xuICAgIGlmIChyaWdodCArIDEgPCB0aGlzLmNvbHMgJiYgKGNbKHJpZ2h0ICsgMSkgPDwgMV0gJiBDRUxMX1NQQUNFUikgIT09IDApIHtcbiAgICAgIGJsYW5rKGMsIHJpZ2h0ICsgMSwgZXJhc2UpO1xuICAgIH1cbiAgICB0aGlzLnRvdWNoKHJvdyk7XG4gIH1cblxuICAvKiogU2hpZnRzIGBbeCtuLCByaWdodF1gIG9mIGByb3dgIGxlZnQgdG8gYHhgLCBibGFua2luZyB0aGUgcmlnaHQgZW5kLiAqL1xuICAjc2hpZnRMZWZ0KHJvdzogUm93LCB4OiBudW1iZXIsIG46IG51bWJlciwgcmlnaHQ6IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IGMgPSByb3cuY2VsbHM7XG4gICAgY29uc3QgZXJhc2UgPSB0aGlzLmVyYXNlSWQoKTtcbiAgICBuID0gTWF0aC5taW4obiwgcmlnaHQgLSB4ICsgMSk7XG4gICAgaWYgKChjW3ggPDwgMV0gJiBDRUxMX1NQQUNFUikgIT09IDAgJiYgeCA+IDApIGJsYW5rKGMsIHggLSAxLCBlcmFzZSk7XG4gICAgYy5jb3B5V2l0aGluKHggPDwgMSwgKHggKyBuKSA8PCAxLCAocmlnaHQgKyAxKSA8PCAxKTtcbiAgICB0aGlzLiNtb3ZlR3JhcGhlbWVzKHJvdywgeCArIG4sIHJpZ2h0LCAtbik7XG4gICAgcm93LmNsZWFyUmFuZ2UocmlnaHQgKyAxIC0gbiwgcmlnaHQgKyAxLCBlcmFzZSk7XG4gICAgaWYgKChjW3ggPDwgMV0gJiBDRUxMX1NQQUNFUikgIT09IDApIGJsYW5rKGMsIHgsIGVyYXNlKTtcbiAgICBpZiAocmlnaHQgKyAxIDwgdGhpcy5jb2xzICYmIChjWyhyaWdodCArIDEpIDw8IDFdICYgQ0VMTF9TUEFDRVIpICE9PSAwKSB7XG4gICAgICBibGFuayhjLCByaWdodCArIDEsIGVyYXNlKTtcbiAgICB9XG4gICAgaWYgKChjW3JpZ2h0IDw8IDFdICYgQ0VMTF9XSURFKSAhPT0gMCkge1xuICAgICAgaWYgKHJpZ2h0ICsgMSA+PSB0aGlzLmNvbHMgfHwgKGNbKHJpZ2h0ICsgMSkgPDwgMV0gJiBDRUxMX1NQQUNFUikgPT09IDApIHtcbiAgICAgICAgYmxhbmsoYywgcmlnaHQsIGVyYXNlKTtcbiAgICAgIH1cbiAgICB9XG4gICAgdGhpcy50b3VjaChyb3cpO1xuICB9XG5cbiAgLyoqIE1vdmVzIGdyYXBoZW1lIGVudHJpZXMgb2YgY29sdW1ucyBgW2Zyb20sIHRvXWAgYnkgYGRlbHRhYC4gKi9cbiAgI21vdmVHcmFwaGVtZXMocm93OiBSb3csIGZyb206IG51bWJlciwgdG86IG51bWJlciwgZGVsdGE6IG51bWJlcik6IHZvaWQge1xuICAgIHJvdy5tb3ZlQ2x1c3RlcnMoZnJvbSwgdG8sIGRlbHRhKTtcbiAgfVxuXG4gIC8qKiBJQ0g6IGluc2VydHMgYG5gIGJsYW5rcyBhdCB0aGUgY3Vyc29yLiAqL1xuICBpbnNlcnRDaGFycyhuOiBudW1iZXIpOiB2b2lkIHtcbiAgICBpZiAoIXRoaXMuI2luTHIoKSkgcmV0dXJuO1xuICAgIHRoaXMuI3NoaWZ0UmlnaHQodGhpcy5saW5lcy5hdCh0aGlzLnkpLCB0aGlzLngsIG4sIHRoaXMucmlnaHQpO1xuICAgIHRoaXMud3JhcFBlbmRpbmcgPSBmYWxzZTtcbiAgfVxuXG4gIC8qKiBEQ0g6IGRlbGV0ZXMgYG5gIGNlbGxzIGF0IHRoZSBjdXJzb3IuICovXG4gIGRlbGV0ZUNoYXJzKG46IG51bWJlcik6IHZvaWQge1xuICAgIGlmICghdGhpcy4jaW5McigpKSByZXR1cm47XG4gICAgdGhpcy4jc2hpZnRMZWZ0KHRoaXMubGluZXMuYXQodGhpcy55KSwgdGhpcy54LCBuLCB0aGlzLnJpZ2h0KTtcbiAgICB0aGlzLndyYXBQZW5kaW5nID0gZmFsc2U7XG4gIH1cblxuICAvKiogSUw6IGluc2VydHMgYG5gIGJsYW5rIGxpbmVzIGF0IHRoZSBjdXJzb3Igcm93LCBpbnNpZGUgdGhlIHJlZ2lvbi4gKi9cbiAgaW5zZXJ0TGluZXMobjogbnVtYmVyKTogdm9pZCB7XG4gICAgaWYgKHRoaXMueSA8IHRoaXMudG9wIHx8IHRoaXMueSA+IHRoaXMuYm90dG9tIHx8ICF0aGlzLiNpbkxyKCkpIHJldHVybjtcbiAgICB0aGlzLiNzY3JvbGxEb3duRnJvbSh0aGlzLnksIG4pO1xuICAgIHRoaXMueCA9IHRoaXMubGVmdDtcbiAgICB0aGlzLndyYXBQZW5kaW5nID0gZmFsc2U7XG4gIH1cblxuICAvKiogREw6IGRlbGV0ZXMgYG5gIGxpbmVzIGF0IHRoZSBjdXJzb3Igcm93LCBpbnNpZGUgdGhlIHJlZ2lvbi4gKi9cbiAgZGVsZXRlTGluZXMobjogbnVtYmVyKTogdm9pZCB7XG4gICAgaWYgKHRoaXMueSA8IHRoaXMudG9wIHx8IHRoaXMueSA+IHRoaXMuYm90dG9tIHx8ICF0aGlzLiNpbkxyKCkpIHJldHVybjtcbiAgICB0aGlzLiNzY3JvbGxVcEZyb20odGhpcy55LCBuLCBmYWxzZSk7XG4gICAgdGhpcy54ID0gdGhpcy5sZWZ0O1xuICAgIHRoaXMud3JhcFBlbmRpbmcgPSBmYWxzZTtcbiAgfVxuXG4gIC8qKiBERUNJQzogaW5zZXJ0cyBgbmAgY29sdW1ucyBhdCB0aGUgY3Vyc29yIGluc2lkZSB0aGUgbWFyZ2lucy4gKi9cbiAgaW5zZXJ0Q29sdW1ucyhuOiBudW1iZXIpOiB2b2lkIHtcbiAgICBpZiAoIXRoaXMuI2luTHIoKSB8fCB0aGlzLnkgPCB0aGlzLnRvcCB8fCB0aGlzLnkgPiB0aGlzLmJvdHRvbSkgcmV0dXJuO1xuICAgIGZvciAobGV0IHkgPSB0aGlzLnRvcDsgeSA8PSB0aGlzLmJvdHRvbTsgeSsrKSB7XG4gICAgICB0aGlzLiNzaGlmdFJpZ2h0KHRoaXMubGluZXMuYXQoeSksIHRoaXMueCwgbiwgdGhpcy5yaWdodCk7XG4gICAgfVxuICB9XG5cbiAgLyoqIERFQ0RDOiBkZWxldGVzIGBuYCBjb2x1bW5zIGF0IHRoZSBjdXJzb3IgaW5zaWRlIHRoZSBtYXJnaW5zLiAqL1xuICBkZWxldGVDb2x1bW5zKG46IG51bWJlcik6IHZvaWQge1xuICAgIGlmICghdGhpcy4jaW5McigpIHx8IHRoaXMueSA8IHRoaXMudG9wIHx8IHRoaXMueSA+IHRoaXMuYm90dG9tKSByZXR1cm47XG4gICAgZm9yIChsZXQgeSA9IHRoaXMudG9wOyB5IDw9IHRoaXMuYm90dG9tOyB5KyspIHtcbiAgICAgIHRoaXMuI3NoaWZ0TGVmdCh0aGlzLmxpbmVzLmF0KHkpLCB0aGlzLngsIG4sIHRoaXMucmlnaHQpO1xuICAgIH1cbiAgfVxuXG4gIC8vIC0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS1cbiAgLy8gU2Nyb2xsaW5nXG5cbiAgLyoqIFNVIGFuZCB0aGUgaW5kZXggYXQgdGhlIGJvdHRvbSBtYXJnaW46IHRoZSByZWdpb24gbW92ZXMgdXAgYG5gIGxpbmVzLiAqL1xuICBzY3JvbGxVcChuOiBudW1iZXIpOiB2b2lkIHtcbiAgICB0aGlzLiNzY3JvbGxVcEZyb20odGhpcy50b3AsIG4sIHRydWUpO1xuICB9XG5cbiAgLyoqIFNEIGFuZCB0aGUgcmV2ZXJzZSBpbmRleCBhdCB0aGUgdG9wOiB0aGUgcmVnaW9uIG1vdmVzIGRvd24gYG5gIGxpbmVzLiAqL1xuICBzY3JvbGxEb3duKG46IG51bWJlcik6IHZvaWQge1xuICAgIHRoaXMuI3Njcm9sbERvd25Gcm9tKHRoaXMudG9wLCBuKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBNb3ZlcyByb3dzIGBbdG9wLCBib3R0b21dYCB1cCBieSBgbmA7IGJsYW5rIHJvd3MgY29tZSBpbiBhdCB0aGUgYm90dG9tLlxuICAgKiBMaW5lcyBsZWF2aW5nIHRoZSB0b3Agb2YgdGhlIHByaW1hcnkgc2NyZWVuIGdvIHRvIGhpc3Rvcnkgd2hlbiB0aGVcbiAgICogcmVnaW9uIHN0YXJ0cyBhdCB0aGUgdG9wIHJvdyBhbmQgc3BhbnMgYWxsIGNvbHVtbnMgKGFzIHh0ZXJtLmpzIGRvZXMpLlxuICAgKi9cbiAgI3Njcm9sbFVwRnJvbSh0b3A6IG51bWJlciwgbjogbnVtYmVyLCB0b0hpc3Rvcnk6IGJvb2xlYW4pOiB2b2lkIHtcbiAgICBjb25zdCBib3R0b20gPSB0aGlzLmJvdHRvbTtcbiAgICBuID0gTWF0aC5taW4obiwgYm90dG9tIC0gdG9wICsgMSk7XG4gICAgaWYgKG4gPD0gMCkgcmV0dXJuO1xuICAgIGlmICh0aGlzLiNsckFjdGl2ZSgpKSB7XG4gICAgICB0aGlzLiNzY3JvbGxDZWxsc1VwKHRvcCwgbik7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGNvbnN0IGxpbmVzID0gdGhpcy5saW5lcztcbiAgICBjb25zdCBlcmFzZSA9IHRoaXMuZXJhc2VJZCgpO1xuICAgIGNvbnN0IGtlZXAgPSB0b0hpc3RvcnkgJiYgdG9wID09PSAwICYmICF0aGlzLmFsdEFjdGl2ZTtcbiAgICBjb25zdCBmdWxsID0gdG9wID09PSAwICYmIGJvdHRvbSA9PT0gdGhpcy5yb3dzIC0gMTtcbiAgICBmb3IgKGxldCBrID0gMDsgayA8IG47IGsrKykge1xuICAgICAgbGV0IHJvdzogUm93IHwgbnVsbCA9IGxpbmVzLmF0KHRvcCk7XG4gICAgICBpZiAoa2VlcCkge1xuICAgICAgICByb3cgPSB0aGlzLmhpc3RvcnkucHVzaChyb3cpO1xuICAgICAgICAvLyBBIHJvdyBvZiBhbm90aGVyIHdpZHRoIChwdXNoZWQgYmVmb3JlIGEgcmVzaXplKSBpcyBub3QgcmV1c2VkLlxuICAgICAgICBpZiAocm93ID09PSBudWxsIHx8IHJvdy5jb2xzICE9PSB0aGlzLmNvbHMpIHtcbiAgICAgICAgICByb3cgPSB0aGlzLiNhbGxvY2F0b3IubmV4dCgpO1xuICAgICAgICB9XG4gICAgICB9XG4gICAgICByb3cuY2xlYXIoZXJhc2UpO1xuICAgICAgcm93LmdlbiA9ICsrdGhpcy5zdGFtcDtcbiAgICAgIGlmIChmdWxsKSB7XG4gICAgICAgIGxpbmVzLnJvdGF0ZVVwKHJvdyk7XG4gICAgICB9IGVsc2Uge1xuICAgICAgICBmb3IgKGxldCB5ID0gdG9wOyB5IDwgYm90dG9tOyB5KyspIGxpbmVzLnNldCh5LCBsaW5lcy5hdCh5ICsgMSkpO1xuICAgICAgICBsaW5lcy5zZXQoYm90dG9tLCByb3cpO1xuICAgICAgfVxuICAgIH1cbiAgfVxuXG4gIC8qKiBNb3ZlcyByb3dzIGBbdG9wLCBib3R0b21dYCBkb3duIGJ5IGBuYDsgYmxhbmsgcm93cyBjb21lIGluIGF0IGB0b3BgLiAqL1xuICAjc2Nyb2xsRG93bkZyb20odG9wOiBudW1iZXIsIG46IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IGJvdHRvbSA9IHRoaXMuYm90dG9tO1xuICAgIG4gPSBNYXRoLm1pbihuLCBib3R0b20gLSB0b3AgKyAxKTtcbiAgICBpZiAobiA8PSAwKSByZXR1cm47XG4gICAgaWYgKHRoaXMuI2xyQWN0aXZlKCkpIHtcbiAgICAgIHRoaXMuI3Njcm9sbENlbGxzRG93bih0b3AsIG4pO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjb25zdCBsaW5lcyA9IHRoaXMubGluZXM7XG4gICAgY29uc3QgZXJhc2UgPSB0aGlzLmVyYXNlSWQoKTtcbiAgICBmb3IgKGxldCBrID0gMDsgayA8IG47IGsrKykge1xuICAgICAgY29uc3Qgcm93ID0gbGluZXMuYXQoYm90dG9tKTtcbiAgICAgIGZvciAobGV0IHkgPSBib3R0b207IHkgPiB0b3A7IHktLSkgbGluZXMuc2V0KHksIGxpbmVzLmF0KHkgLSAxKSk7XG4gICAgICByb3cuY2xlYXIoZXJhc2UpO1xuICAgICAgdGhpcy50b3VjaChyb3cpO1xuICAgICAgbGluZXMuc2V0KHRvcCwgcm93KTtcbiAgICB9XG4gICAgLy8gVGhlIGxpbmUgYWJvdmUgdGhlIHJlZ2lvbiBubyBsb25nZXIgY29udGludWVzIGludG8gaXQuXG4gICAgaWYgKHRvcCA+IDApIGxpbmVzLmF0KHRvcCAtIDEpLndyYXBwZWQgPSBmYWxzZTtcbiAgfVxuXG4gIC8qKiBTY3JvbGwgdXAgaW5zaWRlIGxlZnQvcmlnaHQgbWFyZ2luczogY2VsbHMgbW92ZSwgcm93cyBzdGF5LiAqL1xuICAjc2Nyb2xsQ2VsbHNVcCh0b3A6IG51bWJlciwgbjogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3QgeyBsZWZ0LCByaWdodCwgYm90dG9tIH0gPSB0aGlzO1xuICAgIGZvciAobGV0IHkgPSB0b3A7IHkgPD0gYm90dG9tOyB5KyspIHtcbiAgICAgIGNvbnN0IGRzdCA9IHRoaXMubGluZXMuYXQoeSk7XG4gICAgICBpZiAoeSArIG4gPD0gYm90dG9tKSB7XG4gICAgICAgIHRoaXMuI2NvcHlDZWxscyh0aGlzLmxpbmVzLmF0KHkgKyBuKSwgZHN0LCBsZWZ0LCByaWdodCk7XG4gICAgICB9IGVsc2UgdGhpcy4jY2xlYXJDZWxscyhkc3QsIGxlZnQsIHJpZ2h0KTtcbiAgICAgIHRoaXMudG91Y2goZHN0KTtcbiAgICB9XG4gIH1cblxuICAjc2Nyb2xsQ2VsbHNEb3duKHRvcDogbnVtYmVyLCBuOiBudW1iZXIpOiB2b2lkIHtcbiAgICBjb25zdCB7IGxlZnQsIHJpZ2h0LCBib3R0b20gfSA9IHRoaXM7XG4gICAgZm9yIChsZXQgeSA9IGJvdHRvbTsgeSA+PSB0b3A7IHktLSkge1xuICAgICAgY29uc3QgZHN0ID0gdGhpcy5saW5lcy5hdCh5KTtcbiAgICAgIGlmICh5IC0gbiA+PSB0b3ApIHRoaXMuI2NvcHlDZWxscyh0aGlzLmxpbmVzLmF0KHkgLSBuKSwgZHN0LCBsZWZ0LCByaWdodCk7XG4gICAgICBlbHNlIHRoaXMuI2NsZWFyQ2VsbHMoZHN0LCBsZWZ0LCByaWdodCk7XG4gICAgICB0aGlzLnRvdWNoKGRzdCk7XG4gICAgfVxuICB9XG5cbiAgLyoqIEVtcHRpZXMgY29sdW1ucyBgW2xlZnQsIHJpZ2h0XWAgb2YgYHJvd2AsIGFuZCB0aGUgaGFsdmVzIHRoZXkgY3V0LiAqL1xuICAjY2xlYXJDZWxscyhyb3c6IFJvdywgbGVmdDogbnVtYmVyLCByaWdodDogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3QgZXJhc2UgPSB0aGlzLmVyYXNlSWQoKTtcbiAgICB0aGlzLiNjbGVhcldpZGVBcm91bmQocm93LCBsZWZ0LCByaWdodCArIDEsIGVyYXNlKTtcbiAgICByb3cuY2xlYXJSYW5nZShsZWZ0LCByaWdodCArIDEsIGVyYXNlKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBDb3BpZXMgY29sdW1ucyBgW2xlZnQsIHJpZ2h0XWAgZnJvbSBgc3JjYCB0byBgZHN0YC4gQSB3aWRlIGNoYXJhY3RlclxuICAgKiBhY3Jvc3MgYSBtYXJnaW4gbG9zZXMgaXRzIG90aGVyIGhhbGY6IGluIGBkc3RgIGJlZm9yZSB0aGUgY29weSAoaXRzXG4gICAqIGhhbGYgaW5zaWRlIGlzIG92ZXJ3cml0dGVuKSwgaW4gd2hhdCB3YXMgY29waWVkIGFmdGVyIChpdHMgaGFsZlxuICAgKiBvdXRzaWRlIHN0YXllZCBiZWhpbmQpLlxuICAgKi9cbiAgI2NvcHlDZWxscyhzcmM6IFJvdywgZHN0OiBSb3csIGxlZnQ6IG51bWJlciwgcmlnaHQ6IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IGVyYXNlID0gdGhpcy5lcmFzZUlkKCk7XG4gICAgZHN0LmV4dGVuZCh0aGlzLmNvbHMpO1xuICAgIHRoaXMuI2NsZWFyV2lkZUFyb3VuZChkc3QsIGxlZnQsIHJpZ2h0ICsgMSwgZXJhc2UpO1xuICAgIGNvbnN0IGMgPSBkc3QuY2VsbHM7XG4gICAgYy5zZXQoc3JjLmNlbGxzLnN1YmFycmF5KGxlZnQgPDwgMSwgKHJpZ2h0ICsgMSkgPDwgMSksIGxlZnQgPDwgMSk7XG4gICAgZm9yIChsZXQgeCA9IGxlZnQ7IHggPD0gcmlnaHQ7IHgrKykgZHN0LmNvcHlDbHVzdGVyKHNyYywgeCwgeCk7XG4gICAgaWYgKChjW2xlZnQgPDwgMV0gJiBDRUxMX1NQQUNFUikgIT09IDApIGJsYW5rKGMsIGxlZnQsIGVyYXNlKTtcbiAgICBpZiAoKGNbcmlnaHQgPDwgMV0gJiBDRUxMX1dJREUpICE9PSAwICYmIHJpZ2h0ICsgMSA8IHRoaXMuY29scykge1xuICAgICAgYmxhbmsoYywgcmlnaHQsIGVyYXNlKTtcbiAgICB9XG4gIH1cblxuICAvKiogU0wgKGBDU0kgUHMgU1AgQGApOiB0aGUgbWFyZ2lucycgY29sdW1ucyBtb3ZlIGxlZnQuICovXG4gIHNjcm9sbExlZnQobjogbnVtYmVyKTogdm9pZCB7XG4gICAgaWYgKHRoaXMueSA8IHRoaXMudG9wIHx8IHRoaXMueSA+IHRoaXMuYm90dG9tKSByZXR1cm47XG4gICAgZm9yIChsZXQgeSA9IHRoaXMudG9wOyB5IDw9IHRoaXMuYm90dG9tOyB5KyspIHtcbiAgICAgIHRoaXMuI3NoaWZ0TGVmdCh0aGlzLmxpbmVzLmF0KHkpLCB0aGlzLmxlZnQsIG4sIHRoaXMucmlnaHQpO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBTUiAoYENTSSBQcyBTUCBBYCk6IHRoZSBtYXJnaW5zJyBjb2x1bW5zIG1vdmUgcmlnaHQuICovXG4gIHNjcm9sbFJpZ2h0KG46IG51bWJlcik6IHZvaWQge1xuICAgIGlmICh0aGlzLnkgPCB0aGlzLnRvcCB8fCB0aGlzLnkgPiB0aGlzLmJvdHRvbSkgcmV0dXJuO1xuICAgIGZvciAobGV0IHkgPSB0aGlzLnRvcDsgeSA8PSB0aGlzLmJvdHRvbTsgeSsrKSB7XG4gICAgICB0aGlzLiNzaGlmdFJpZ2h0KHRoaXMubGluZXMuYXQoeSksIHRoaXMubGVmdCwgbiwgdGhpcy5yaWdodCk7XG4gICAgfVxuICB9XG5cbiAgLy8gLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLVxuICAvLyBNYXJnaW5zLCBzY3JlZW5zLCByZXNldHNcblxuICAvKiogREVDU1RCTTogMC1iYXNlZCBpbmNsdXNpdmUgcm93czsgaW52YWxpZCByYW5nZXMgYXJlIGlnbm9yZWQuICovXG4gIHNldE1hcmdpbnModG9wOiBudW1iZXIsIGJvdHRvbTogbnVtYmVyKTogdm9pZCB7XG4gICAgYm90dG9tID0gTWF0aC5taW4oYm90dG9tLCB0aGlzLnJvd3MgLSAxKTtcbiAgICBpZiAodG9wID49IGJvdHRvbSkgcmV0dXJuO1xuICAgIHRoaXMudG9wID0gdG9wO1xuICAgIHRoaXMuYm90dG9tID0gYm90dG9tO1xuICAgIHRoaXMubW92ZVRvKDAsIDApO1xuICB9XG5cbiAgLyoqIERFQ1NMUk06IDAtYmFzZWQgaW5jbHVzaXZlIGNvbHVtbnM7IG9ubHkgd2l0aCBERUNMUk1NLiAqL1xuICBzZXRMZWZ0UmlnaHQobGVmdDogbnVtYmVyLCByaWdodDogbnVtYmVyKTogdm9pZCB7XG4gICAgcmlnaHQgPSBNYXRoLm1pbihyaWdodCwgdGhpcy5jb2xzIC0gMSk7XG4gICAgaWYgKGxlZnQgPj0gcmlnaHQpIHJldHVybjtcbiAgICB0aGlzLmxlZnQgPSBsZWZ0O1xuICAgIHRoaXMucmlnaHQgPSByaWdodDtcbiAgICB0aGlzLiN1cGRhdGVTbG93KCk7XG4gICAgdGhpcy5tb3ZlVG8oMCwgMCk7XG4gIH1cblxuICAvKiogTWFyZ2lucyBiYWNrIHRvIHRoZSB3aG9sZSBzY3JlZW4uICovXG4gIHJlc2V0TWFyZ2lucygpOiB2b2lkIHtcbiAgICB0aGlzLnRvcCA9IDA7XG4gICAgdGhpcy5ib3R0b20gPSB0aGlzLnJvd3MgLSAxO1xuICAgIHRoaXMubGVmdCA9IDA7XG4gICAgdGhpcy5yaWdodCA9IHRoaXMuY29scyAtIDE7XG4gICAgdGhpcy4jdXBkYXRlU2xvdygpO1xuICB9XG5cbiAgLyoqIFN3aXRjaGVzIHRvIHRoZSBhbHRlcm5hdGUgc2NyZWVuLCBjbGVhcmluZyBpdCB3aGVuIGFza2VkLiAqL1xuICBlbnRlckFsdChjbGVhcjogYm9vbGVhbik6IHZvaWQge1xuICAgIC8vIEFscmVhZHkgdGhlcmU6IG5vdGhpbmcgaGFwcGVucywgbm90IGV2ZW4gdGhlIGNsZWFyICh4dGVybSkuXG4gICAgaWYgKHRoaXMuYWx0QWN0aXZlKSByZXR1cm47XG4gICAgdGhpcy5hbHRBY3RpdmUgPSB0cnVlO1xuICAgIHRoaXMubGluZXMgPSB0aGlzLmFsdDtcbiAgICBpZiAoY2xlYXIpIHRoaXMuI2NsZWFyR3JpZCh0aGlzLmFsdCk7XG4gICAgZm9yIChjb25zdCByb3cgb2YgdGhpcy5hbHQucm93cykgdGhpcy50b3VjaChyb3cpO1xuICB9XG5cbiAgLyoqIEJhY2sgdG8gdGhlIHByaW1hcnkgc2NyZWVuLCBjbGVhcmluZyB0aGUgYWx0ZXJuYXRlIG9uZSB3aGVuIGFza2VkLiAqL1xuICBsZWF2ZUFsdChjbGVhcjogYm9vbGVhbik6IHZvaWQge1xuICAgIGlmICghdGhpcy5hbHRBY3RpdmUpIHJldHVybjtcbiAgICBpZiAoY2xlYXIpIHRoaXMuI2NsZWFyR3JpZCh0aGlzLmFsdCk7XG4gICAgdGhpcy5hbHRBY3RpdmUgPSBmYWxzZTtcbiAgICB0aGlzLmxpbmVzID0gdGhpcy5wcmltYXJ5O1xuICAgIGZvciAoY29uc3Qgcm93IG9mIHRoaXMucHJpbWFyeS5yb3dzKSB0aGlzLnRvdWNoKHJvdyk7XG4gIH1cblxuICAjY2xlYXJHcmlkKGdyaWQ6IEdyaWQpOiB2b2lkIHtcbiAgICBjb25zdCBlcmFzZSA9IHRoaXMuZXJhc2VJZCgpO1xuICAgIGZvciAoY29uc3Qgcm93IG9mIGdyaWQucm93cykge1xuICAgICAgcm93LmNsZWFyKGVyYXNlKTtcbiAgICAgIHRoaXMudG91Y2gocm93KTtcbiAgICB9XG4gIH1cblxuICAvKipcbiAgICogREVDQUxOOiBmaWxscyB0aGUgc2NyZWVuIHdpdGggdW5zdHlsZWQgYEVgcywgcmVzZXRzIG1hcmdpbnMgYW5kIG9yaWdpblxuICAgKiBtb2RlLCBjbGVhcnMgdGhlIHBlbidzIGF0dHJpYnV0ZXMgKG5vdCBpdHMgY29sb3VycyksIGhvbWVzIHRoZSBjdXJzb3IuXG4gICAqL1xuICBhbGlnbm1lbnRUZXN0KCk6IHZvaWQge1xuICAgIHRoaXMucmVzZXRNYXJnaW5zKCk7XG4gICAgdGhpcy5vcmlnaW4gPSBmYWxzZTtcbiAgICBpZiAodGhpcy5mbGFncyAhPT0gMCkge1xuICAgICAgdGhpcy5mbGFncyA9IDA7XG4gICAgICB0aGlzLnBlblN0eWxlQ2hhbmdlZCgpO1xuICAgIH1cbiAgICBmb3IgKGNvbnN0IHJvdyBvZiB0aGlzLmxpbmVzLnJvd3MpIHtcbiAgICAgIHJvdy5jbGVhcigwKTtcbiAgICAgIHJvdy5leHRlbmQodGhpcy5jb2xzKTtcbiAgICAgIGZvciAobGV0IHggPSAwOyB4IDwgdGhpcy5jb2xzOyB4KyspIHJvdy5jZWxsc1t4IDw8IDFdID0gMHg0NTtcbiAgICAgIHRoaXMudG91Y2gocm93KTtcbiAgICB9XG4gICAgdGhpcy5zZXRDdXJzb3IoMCwgMCk7XG4gIH1cblxuICAvKiogREVDU1RSOiBzb2Z0IHJlc2V0IChtb2RlcywgbWFyZ2lucywgcGVuLCBjaGFyc2V0czsgdGhlIHNjcmVlbiBzdGF5cykuICovXG4gIHNvZnRSZXNldCgpOiB2b2lkIHtcbiAgICB0aGlzLmN1cnNvclZpc2libGUgPSB0cnVlO1xuICAgIHRoaXMuaW5zZXJ0ID0gZmFsc2U7XG4gICAgdGhpcy5vcmlnaW4gPSBmYWxzZTtcbiAgICB0aGlzLmF1dG93cmFwID0gdHJ1ZTtcbiAgICB0aGlzLnJldmVyc2VXcmFwID0gZmFsc2U7XG4gICAgdGhpcy5yZXNldE1hcmdpbnMoKTtcbiAgICB0aGlzLnJlc2V0UGVuKCk7XG4gICAgdGhpcy5wcm90ZWN0ID0gZmFsc2U7XG4gICAgdGhpcy5jaGFyc2V0cyA9IFtudWxsLCBudWxsLCBudWxsLCBudWxsXTtcbiAgICB0aGlzLmdsID0gMDtcbiAgICB0aGlzLnNpbmdsZVNoaWZ0ID0gMDtcbiAgICB0aGlzLiNzYXZlZFByaW1hcnkgPSB0aGlzLiNzYXZlZEFsdCA9IG51bGw7XG4gICAgdGhpcy4jdXBkYXRlU2xvdygpO1xuICB9XG5cbiAgLyoqIFJJUzogZXZlcnl0aGluZyBiYWNrIHRvIHRoZSBzdGFydCwgaGlzdG9yeSBrZXB0IChhcyB4dGVybSkuICovXG4gIGhhcmRSZXNldCgpOiB2b2lkIHtcbiAgICB0aGlzLmxlYXZlQWx0KHRydWUpO1xuICAgIHRoaXMuc29mdFJlc2V0KCk7XG4gICAgdGhpcy5scm1tID0gZmFsc2U7XG4gICAgdGhpcy5uZXdsaW5lID0gZmFsc2U7XG4gICAgdGhpcy4jY2xlYXJHcmlkKHRoaXMucHJpbWFyeSk7XG4gICAgdGhpcy4jY2xlYXJHcmlkKHRoaXMuYWx0KTtcbiAgICB0aGlzLnJlc2V0VGFicygpO1xuICAgIHRoaXMuc2V0Q3Vyc29yKDAsIDApO1xuICAgIHRoaXMubGFzdENwID0gMDtcbiAgfVxuXG4gIC8qKlxuICAgKiBSZXNpemVzIGJvdGggc2NyZWVucy4gVGhlIHByaW1hcnkgc2NyZWVuIHJlZmxvd3MgaXRzIHdyYXBwZWQgbGluZXNcbiAgICogKHdpdGggaXRzIGhpc3RvcnkpIGFuZCBrZWVwcyB0aGUgY3Vyc29yIG9uIHRoZSBzYW1lIHRleHQ7IHRoZVxuICAgKiBhbHRlcm5hdGUgb25lIGlzIGN1dCBvciBwYWRkZWQuXG4gICAqL1xuICByZXNpemUoY29sczogbnVtYmVyLCByb3dzOiBudW1iZXIpOiB2b2lkIHtcbiAgICBpZiAoY29scyA9PT0gdGhpcy5jb2xzICYmIHJvd3MgPT09IHRoaXMucm93cykgcmV0dXJuO1xuICAgIGNvbnN0IG9sZENvbHMgPSB0aGlzLmNvbHM7XG4gICAgY29uc3Qgb25BbHQgPSB0aGlzLmFsdEFjdGl2ZTtcbiAgICBjb25zdCBwcmltYXJ5Q3Vyc29yID0gb25BbHQgPyB0aGlzLiNzYXZlZFByaW1hcnkgOiBudWxsO1xuICAgIC8vIFRoZSBjdXJzb3IgdGhhdCBsaXZlcyBvbiB0aGUgcHJpbWFyeSBzY3JlZW46IHRoZSByZWFsIG9uZSwgb3IgdGhlXG4gICAgLy8gb25lIHNhdmVkIGJlZm9yZSBzd2l0Y2hpbmcgdG8gdGhlIGFsdGVybmF0ZSBzY3JlZW4uXG4gICAgY29uc3QgY3ggPSBvbkFsdCA/IChwcmltYXJ5Q3Vyc29yPy54ID8/IDApIDogdGhpcy54O1xuICAgIGNvbnN0IGN5ID0gb25BbHQgPyAocHJpbWFyeUN1cnNvcj8ueSA/PyAwKSA6IHRoaXMueTtcbiAgICBjb25zdCBwZW5kaW5nID0gb25BbHQgPyBmYWxzZSA6IHRoaXMud3JhcFBlbmRpbmc7XG4gICAgdGhpcy5oaXN0b3J5LndpZGVuKGNvbHMpO1xuICAgIGNvbnN0IG91dCA9IHJlZmxvdyhcbiAgICAgIHRoaXMuaGlzdG9yeS50b0FycmF5KCksXG4gICAgICB0aGlzLnByaW1hcnkudG9BcnJheSgpLFxuICAgICAgb2xkQ29scyxcbiAgICAgIGNvbHMsXG4gICAgICByb3dzLFxuICAgICAgY3gsXG4gICAgICBjeSxcbiAgICAgIHBlbmRpbmcsXG4gICAgKTtcbiAgICB0aGlzLmhpc3RvcnkucmVwbGFjZShvdXQuaGlzdG9yeSk7XG4gICAgZm9yIChjb25zdCByb3cgb2Ygb3V0Lmhpc3RvcnkpIHRoaXMudG91Y2gocm93KTtcbiAgICB0aGlzLnByaW1hcnkgPSBuZXcgR3JpZChvdXQuc2NyZWVuKTtcbiAgICBmb3IgKGNvbnN0IHJvdyBvZiB0aGlzLnByaW1hcnkucm93cykgdGhpcy50b3VjaChyb3cpO1xuICAgIHRoaXMuYWx0ID0gdGhpcy4jcmVzaXplR3JpZCh0aGlzLmFsdCwgY29scywgcm93cyk7XG4gICAgdGhpcy5jb2xzID0gY29scztcbiAgICB0aGlzLnJvd3MgPSByb3dzO1xuICAgIHRoaXMuI2FsbG9jYXRvciA9IG5ldyBSb3dBbGxvY2F0b3IoY29scyk7XG4gICAgdGhpcy5saW5lcyA9IG9uQWx0ID8gdGhpcy5hbHQgOiB0aGlzLnByaW1hcnk7XG4gICAgaWYgKG9uQWx0KSB7XG4gICAgICBpZiAocHJpbWFyeUN1cnNvciAhPT0gbnVsbCkge1xuICAgICAgICBwcmltYXJ5Q3Vyc29yLnggPSBvdXQueDtcbiAgICAgICAgcHJpbWFyeUN1cnNvci55ID0gb3V0Lnk7XG4gICAgICB9XG4gICAgICB0aGlzLnNldEN1cnNvcih0aGlzLngsIHRoaXMueSk7XG4gICAgfSBlbHNlIHtcbiAgICAgIHRoaXMuc2V0Q3Vyc29yKG91dC54LCBvdXQueSk7XG4gICAgICB0aGlzLndyYXBQZW5kaW5nID0gb3V0LnBlbmRpbmcgJiYgdGhpcy5hdXRvd3JhcDtcbiAgICB9XG4gICAgY29uc3QgdGFicyA9IG5ldyBVaW50OEFycmF5KGNvbHMpO1xuICAgIHRhYnMuc2V0KHRoaXMudGFicy5zdWJhcnJheSgwLCBNYXRoLm1pbihvbGRDb2xzLCBjb2xzKSkpO1xuICAgIGZvciAobGV0IHggPSBNYXRoLmNlaWwob2xkQ29scyAvIDgpICogODsgeCA8IGNvbHM7IHggKz0gOCkgdGFic1t4XSA9IDE7XG4gICAgdGhpcy50YWJzID0gdGFicztcbiAgICB0aGlzLnJlc2V0TWFyZ2lucygpO1xuICAgIHRoaXMuI3NhdmVkQWx0ID0gY2xhbXBTYXZlZCh0aGlzLiNzYXZlZEFsdCwgY29scywgcm93cyk7XG4gICAgaWYgKCFvbkFsdCkgdGhpcy4jc2F2ZWRQcmltYXJ5ID0gY2xhbXBTYXZlZCh0aGlzLiNzYXZlZFByaW1hcnksIGNvbHMsIHJvd3MpO1xuICB9XG5cbiAgLyoqIEN1dHMgb3IgcGFkcyBhIGdyaWQgKHRoZSBhbHRlcm5hdGUgc2NyZWVuIGRvZXMgbm90IHJlZmxvdykuICovXG4gICNyZXNpemVHcmlkKGdyaWQ6IEdyaWQsIGNvbHM6IG51bWJlciwgcm93czogbnVtYmVyKTogR3JpZCB7XG4gICAgY29uc3Qgb3V0OiBSb3dbXSA9IFtdO1xuICAgIGZvciAobGV0IHkgPSAwOyB5IDwgcm93czsgeSsrKSB7XG4gICAgICBjb25zdCByb3cgPSB5IDwgZ3JpZC5oZWlnaHQgPyBncmlkLmF0KHkpIDogbmV3IFJvdyhjb2xzKTtcbiAgICAgIHJvdy5yZXNpemUoY29scyk7XG4gICAgICBpZiAoY29scyA8IHRoaXMuY29scykge1xuICAgICAgICBjb25zdCBjID0gcm93LmNlbGxzO1xuICAgICAgICBpZiAoKGNbKGNvbHMgLSAxKSA8PCAxXSAmIENFTExfV0lERSkgIT09IDApIGNbKGNvbHMgLSAxKSA8PCAxXSA9IDA7XG4gICAgICB9XG4gICAgICB0aGlzLnRvdWNoKHJvdyk7XG4gICAgICBvdXQucHVzaChyb3cpO1xuICAgIH1cbiAgICByZXR1cm4gbmV3IEdyaWQob3V0KTtcbiAgfVxufVxuXG4vKiogTWFrZXMgY2VsbCBgeGAgYW4gZW1wdHkgY2VsbCBpbiBgc3R5bGVgIChhIHdpZGUgY2hhcmFjdGVyJ3MgbG9zdCBoYWxmKS4gKi9cbmZ1bmN0aW9uIGJsYW5rKGM6IFVpbnQzMkFycmF5LCB4OiBudW1iZXIsIHN0eWxlOiBudW1iZXIpOiB2b2lkIHtcbiAgY1t4IDw8IDFdID0gMDtcbiAgY1soeCA8PCAxKSArIDFdID0gc3R5bGU7XG59XG5cbi8qKiBLZWVwcyBhIHNhdmVkIGN1cnNvciBpbnNpZGUgYSByZXNpemVkIHNjcmVlbi4gKi9cbmZ1bmN0aW9uIGNsYW1wU2F2ZWQoXG4gIHM6IFNhdmVkQ3Vyc29yIHwgbnVsbCxcbiAgY29sczogbnVtYmVyLFxuICByb3dzOiBudW1iZXIsXG4pOiBTYXZlZEN1cnNvciB8IG51bGwge1xuICBpZiAocyA9PT0gbnVsbCkgcmV0dXJuIG51bGw7XG4gIHMueCA9IE1hdGgubWluKHMueCwgY29scyAtIDEpO1xuICBzLnkgPSBNYXRoLm1pbihzLnksIHJvd3MgLSAxKTtcbiAgcmV0dXJuIHM7XG59XG5cbi8qKlxuICogVGhlIGNvZGUgcG9pbnQgb2YgYSB3ZWxsLWZvcm1lZCAzLSBvciA0LWJ5dGUgVVRGLTggc2VxdWVuY2UgYXRcbiAqIGBkYXRhW2ldYCwgb3IgLTEuXG4gKi9cbmZ1bmN0aW9uIGRlY29kZVdpZGUoZGF0YTogVWludDhBcnJheSwgaTogbnVtYmVyLCBsZW46IG51bWJlcik6IG51bWJlciB7XG4gIGNvbnN0IGIwID0gZGF0YVtpXSwgYjEgPSBkYXRhW2kgKyAxXSwgYjIgPSBkYXRhW2kgKyAyXTtcbiAgaWYgKChiMSAmIDB4YzApICE9PSAweDgwIHx8IChiMiAmIDB4YzApICE9PSAweDgwKSByZXR1cm4gLTE7XG4gIGxldCBjcDogbnVtYmVyO1xuICBpZiAobGVuID09PSAzKSB7XG4gICAgY3AgPSAoYjAgJiAweDBmKSA8PCAxMiB8IChiMSAmIDB4M2YpIDw8IDYgfCAoYjIgJiAweDNmKTtcbiAgICByZXR1cm4gY3AgPj0gMHg4MDAgJiYgKGNwIDwgMHhkODAwIHx8IGNwID4gMHhkZmZmKSA/IGNwIDogLTE7XG4gIH1cbiAgY29uc3QgYjMgPSBkYXRhW2kgKyAzXTtcbiAgaWYgKChiMyAmIDB4YzApICE9PSAweDgwIHx8IGIwID4gMHhmNCkgcmV0dXJuIC0xO1xuICBjcCA9IChiMCAmIDB4MDcpIDw8IDE4IHwgKGIxICYgMHgzZikgPDwgMTIgfCAoYjIgJiAweDNmKSA8PCA2IHwgKGIzICYgMHgzZik7XG4gIHJldHVybiBjcCA+PSAweDEwMDAwICYmIGNwIDw9IDB4MTBmZmZmID8gY3AgOiAtMTtcbn1cblxuLyoqIFNldHMgYGNvdW50YCBjZWxscyBmcm9tIGB4YCB0byBjb2RlIHBvaW50IGBjcGAgaW4gYHN0eWxlYC4gKi9cbmZ1bmN0aW9uIGZpbGxDZWxscyhcbiAgY2VsbHM6IFVpbnQzMkFycmF5LFxuICB4OiBudW1iZXIsXG4gIGNvdW50OiBudW1iZXIsXG4gIGNwOiBudW1iZXIsXG4gIHN0eWxlOiBudW1iZXIsXG4pOiB2b2lkIHtcbiAgY29uc3QgZW5kID0gKHggKyBjb3VudCkgPDwgMTtcbiAgLy8gTWVtb3J5IGJvdW5kIGF0IDQwOTYgY29sdW1ucyAoYWJvdXQgMiBucyBhIGNlbGwgaGVyZSk7IGNvcHlXaXRoaW5cbiAgLy8gZG91YmxpbmcgYW5kIGEgNjQtYml0IGZpbGwoKSB3ZXJlIG5vIGZhc3Rlci5cbiAgZm9yIChsZXQgcCA9IHggPDwgMTsgcCA8IGVuZDsgcCArPSAyKSB7XG4gICAgY2VsbHNbcF0gPSBjcDtcbiAgICBjZWxsc1twICsgMV0gPSBzdHlsZTtcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7Ozs7O0NBZ0JDLEdBRUQsWUFBWSxVQUFVLFlBQVk7QUFFbEMsU0FBUyxPQUFPLFFBQVEsZUFBZTtBQUN2QyxTQUFTLFNBQVMsUUFBUSxrQkFBa0I7QUFDNUMsU0FBUyxJQUFJLFFBQVEsWUFBWTtBQUNqQyxTQUFTLE1BQU0sUUFBUSxjQUFjO0FBQ3JDLFNBQVMsR0FBRyxFQUFFLFlBQVksUUFBUSxXQUFXO0FBQzdDLFNBQVMsUUFBUSxRQUFRLGNBQWM7QUFDdkMsWUFBWSxXQUFXLGFBQWE7QUFDcEMsU0FDRSxTQUFTLEVBQ1QsT0FBTyxFQUNQLGVBQWUsRUFDZixZQUFZLEVBQ1osVUFBVSxRQUNMLGFBQWE7QUFDcEIsWUFBWSxXQUFXLGFBQWE7QUFFcEMsd0VBQXdFO0FBQ3hFLDZFQUE2RTtBQUM3RSxNQUFNLEVBQUUsYUFBYSxFQUFFLGNBQWMsRUFBRSxXQUFXLEVBQUUsU0FBUyxFQUFFLE9BQU8sRUFBRSxHQUFHO0FBQzNFLE1BQU0sRUFBRSxhQUFhLEVBQUUsR0FBRztBQUMxQixNQUFNLEVBQUUsVUFBVSxFQUFFLFdBQVcsRUFBRSxJQUFJLEVBQUUsYUFBYSxFQUFFLEdBQUcsRUFBRSxHQUFHO0FBRTlELHlEQUF5RCxHQUN6RCxPQUFPLE1BQU0sY0FBYyxHQUFHO0FBa0I5QiwyQ0FBMkMsR0FDM0MsT0FBTyxNQUFNO0VBQ1gsS0FBYTtFQUNiLEtBQWE7RUFDYixxQkFBcUIsR0FDckIsTUFBWTtFQUNaLFFBQWM7RUFDZCxJQUFVO0VBQ1YsWUFBWSxNQUFNO0VBQ1QsUUFBaUI7RUFDakIsU0FBUyxJQUFJLFdBQVc7RUFDeEIsUUFBUSxJQUFJLFlBQVk7RUFDakMsNENBQTRDLEdBQzVDLFFBQVEsRUFBRTtFQUVWLElBQUksRUFBRTtFQUNOLElBQUksRUFBRTtFQUNOLGNBQWMsTUFBTTtFQUNwQixnQkFBZ0IsS0FBSztFQUVyQixzQkFBc0I7RUFDdEIsTUFBTSxFQUFFO0VBQ1IsT0FBZTtFQUNmLE9BQU8sRUFBRTtFQUNULE1BQWM7RUFFZCw2QkFBNkI7RUFDN0IsV0FBVyxLQUFLO0VBQ2hCLFNBQVMsTUFBTTtFQUNmLFNBQVMsTUFBTTtFQUNmLG9EQUFvRCxHQUNwRCxPQUFPLE1BQU07RUFDYix1Q0FBdUMsR0FDdkMsVUFBVSxNQUFNO0VBQ2hCLHVFQUF1RSxHQUN2RSxjQUFjLE1BQU07RUFFcEIsV0FBVztFQUNYLEtBQUssY0FBYztFQUNuQixLQUFLLGNBQWM7RUFDbkIsS0FBSyxjQUFjO0VBQ25CLFFBQVEsRUFBRTtFQUNWLE9BQU8sRUFBRTtFQUNULDBEQUEwRCxHQUMxRCxVQUFVLE1BQU07RUFDaEIsQ0FBQSxLQUFNLEdBQUcsRUFBRTtFQUNYLENBQUEsT0FBUSxHQUFHLEVBQUU7RUFDYixDQUFBLFFBQVMsR0FBRyxNQUFNO0VBQ2xCLENBQUEsVUFBVyxHQUFHLE1BQU07RUFFcEIsa0JBQWtCO0VBQ2xCLFdBQXNCO0lBQUM7SUFBTTtJQUFNO0lBQU07R0FBSyxDQUFDO0VBQy9DLEtBQUssRUFBRTtFQUNQLHlFQUF5RSxHQUN6RSxjQUFjLEVBQUU7RUFFaEIsS0FBaUI7RUFDakIsQ0FBQSxZQUFhLEdBQXVCLEtBQUs7RUFDekMsQ0FBQSxRQUFTLEdBQXVCLEtBQUs7RUFFckMscUNBQXFDLEdBQ3JDLFNBQVMsRUFBRTtFQUNYLENBQUEsU0FBVSxHQUFHLE1BQU07RUFDbkI7OztHQUdDLEdBQ0QsQ0FBQSxVQUFXLEdBQUcsTUFBTTtFQUNwQiwyQ0FBMkMsR0FDM0MsQ0FBQSxNQUFPLEdBQWUsS0FBSztFQUMzQixDQUFBLElBQUssR0FBRyxDQUFDLEVBQUU7RUFDWCxDQUFBLFNBQVUsQ0FBZTtFQUN6QixDQUFBLE9BQVEsR0FBRyxJQUFJLFlBQVksS0FBSztFQUVoQyxZQUFZLElBQVksRUFBRSxJQUFZLEVBQUUsVUFBa0IsQ0FBRTtJQUMxRCxJQUFJLENBQUMsSUFBSSxHQUFHO0lBQ1osSUFBSSxDQUFDLElBQUksR0FBRztJQUNaLElBQUksQ0FBQyxNQUFNLEdBQUcsT0FBTztJQUNyQixJQUFJLENBQUMsS0FBSyxHQUFHLE9BQU87SUFDcEIsSUFBSSxDQUFDLE9BQU8sR0FBRyxJQUFJLFFBQVEsWUFBWTtJQUN2QyxJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUcsSUFBSSxhQUFhO0lBQ25DLElBQUksQ0FBQyxPQUFPLEdBQUcsSUFBSSxDQUFDLENBQUEsU0FBVTtJQUM5QixJQUFJLENBQUMsR0FBRyxHQUFHLElBQUksQ0FBQyxDQUFBLFNBQVU7SUFDMUIsSUFBSSxDQUFDLEtBQUssR0FBRyxJQUFJLENBQUMsT0FBTztJQUN6QixJQUFJLENBQUMsSUFBSSxHQUFHLElBQUksV0FBVztJQUMzQixJQUFJLENBQUMsU0FBUztJQUNkLElBQUksQ0FBQyxNQUFNLENBQUMsTUFBTSxHQUFHLENBQUMsUUFBVSxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUM7SUFDakQsSUFBSSxDQUFDLEtBQUssQ0FBQyxNQUFNLEdBQUcsSUFBTSxJQUFJLENBQUMsQ0FBQSxTQUFVO0VBQzNDO0VBRUEsNEVBQTRFO0VBQzVFLGtCQUFrQjtFQUVsQixDQUFBLFNBQVU7SUFDUixNQUFNLE9BQWMsRUFBRTtJQUN0QixJQUFLLElBQUksSUFBSSxHQUFHLElBQUksSUFBSSxDQUFDLElBQUksRUFBRSxJQUFLO01BQ2xDLEtBQUssSUFBSSxDQUFDLElBQUksSUFBSSxJQUFJLENBQUMsSUFBSTtNQUMzQixJQUFJLENBQUMsS0FBSyxDQUFDLElBQUksQ0FBQyxFQUFFO0lBQ3BCO0lBQ0EsT0FBTyxJQUFJLEtBQUs7RUFDbEI7RUFFQSw2QkFBNkIsR0FDN0IsTUFBTSxHQUFRLEVBQVE7SUFDcEIsSUFBSSxHQUFHLEdBQUcsRUFBRSxJQUFJLENBQUMsS0FBSztFQUN4QjtFQUVBLGlFQUFpRSxHQUNqRSxNQUFNLENBQVMsRUFBbUI7SUFDaEMsSUFBSSxLQUFLLEdBQUcsT0FBTyxJQUFJLElBQUksQ0FBQyxJQUFJLEdBQUcsSUFBSSxDQUFDLEtBQUssQ0FBQyxFQUFFLENBQUMsS0FBSztJQUN0RCxJQUFJLElBQUksQ0FBQyxTQUFTLEVBQUUsT0FBTztJQUMzQixNQUFNLElBQUksSUFBSSxDQUFDLE9BQU8sQ0FBQyxNQUFNLEdBQUc7SUFDaEMsT0FBTyxLQUFLLElBQUksSUFBSSxDQUFDLE9BQU8sQ0FBQyxFQUFFLENBQUMsS0FBSztFQUN2QztFQUVBLGtEQUFrRCxHQUNsRCxJQUFJLGdCQUF3QjtJQUMxQixPQUFPLElBQUksQ0FBQyxTQUFTLEdBQUcsSUFBSSxJQUFJLENBQUMsT0FBTyxDQUFDLE1BQU07RUFDakQ7RUFFQSw4REFBOEQsR0FDOUQsZUFBeUQ7SUFDdkQsT0FBTztNQUFDLElBQUksQ0FBQyxDQUFBLFlBQWE7TUFBRSxJQUFJLENBQUMsQ0FBQSxRQUFTO0tBQUM7RUFDN0M7RUFFQTs7O0dBR0MsR0FDRCxTQUFTLEtBQStDLEVBQVE7SUFDOUQsQ0FBQyxJQUFJLENBQUMsQ0FBQSxZQUFhLEVBQUUsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLEdBQUc7SUFDdkMsSUFBSSxDQUFDLENBQUEsVUFBVyxHQUFHO0lBQ25CLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztJQUNmLElBQUksQ0FBQyxVQUFVO0VBQ2pCO0VBRUEsNEVBQTRFO0VBQzVFLE1BQU07RUFFTiwwREFBMEQsR0FDMUQsYUFBbUI7SUFDakIsSUFBSSxDQUFDLENBQUEsUUFBUyxHQUFHO0lBQ2pCLElBQUksQ0FBQyxDQUFBLFVBQVcsR0FBRztJQUNuQixJQUFJLENBQUMsQ0FBQSxVQUFXO0VBQ2xCO0VBRUEseUJBQXlCLEdBQ3pCLFFBQWdCO0lBQ2QsSUFBSSxJQUFJLENBQUMsQ0FBQSxRQUFTLEVBQUUsSUFBSSxDQUFDLENBQUEsU0FBVTtJQUNuQyxPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU07RUFDcEI7RUFFQSxxRUFBcUUsR0FDckUsVUFBa0I7SUFDaEIsSUFBSSxJQUFJLENBQUMsQ0FBQSxVQUFXLEVBQUU7TUFDcEIsSUFBSSxDQUFDLENBQUEsVUFBVyxHQUFHO01BQ25CLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRyxJQUFJLENBQUMsRUFBRSxLQUFLLGdCQUFnQixJQUFJLElBQUksQ0FBQyxNQUFNLENBQUMsTUFBTSxDQUNoRSxlQUNBLElBQUksQ0FBQyxFQUFFLEVBQ1AsZUFDQSxHQUNBO0lBRUo7SUFDQSxPQUFPLElBQUksQ0FBQyxDQUFBLE9BQVE7RUFDdEI7RUFFQSxDQUFBLFNBQVU7SUFDUixJQUFJLENBQUMsQ0FBQSxRQUFTLEdBQUc7SUFDakIsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLElBQUksQ0FBQyxNQUFNLENBQUMsTUFBTSxDQUM5QixJQUFJLENBQUMsRUFBRSxFQUNQLElBQUksQ0FBQyxFQUFFLEVBQ1AsSUFBSSxDQUFDLEVBQUUsRUFDUCxJQUFJLENBQUMsS0FBSyxFQUNWLElBQUksQ0FBQyxJQUFJO0VBRWI7RUFFQSxnRUFBZ0UsR0FDaEUsa0JBQXdCO0lBQ3RCLElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRztJQUNqQixJQUFJLENBQUMsQ0FBQSxVQUFXLEdBQUc7RUFDckI7RUFFQSxpREFBaUQsR0FDakQsV0FBaUI7SUFDZixJQUFJLENBQUMsRUFBRSxHQUFHLElBQUksQ0FBQyxFQUFFLEdBQUcsSUFBSSxDQUFDLEVBQUUsR0FBRztJQUM5QixJQUFJLENBQUMsS0FBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLElBQUksR0FBRztJQUNaLElBQUksQ0FBQyxVQUFVO0VBQ2pCO0VBRUEsMERBQTBELEdBQzFELENBQUEsVUFBVyxDQUFDLEtBQWlCO0lBQzNCLE1BQU0sT0FBTyxDQUFDO01BQ1osTUFBTSxJQUFJLElBQUksS0FBSztNQUNuQixJQUFLLElBQUksSUFBSSxHQUFHLElBQUksSUFBSSxJQUFJLElBQUksR0FBRyxJQUFJLEdBQUcsS0FBSyxFQUFHLEtBQUssQ0FBQyxDQUFDLENBQUMsRUFBRSxDQUFDLEdBQUc7SUFDbEU7SUFDQSxLQUFLLE1BQU0sT0FBTyxJQUFJLENBQUMsT0FBTyxDQUFDLElBQUksQ0FBRSxLQUFLO0lBQzFDLEtBQUssTUFBTSxPQUFPLElBQUksQ0FBQyxHQUFHLENBQUMsSUFBSSxDQUFFLEtBQUs7SUFDdEMsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLElBQUksQ0FBQyxPQUFPLENBQUMsTUFBTSxFQUFFLElBQUssS0FBSyxJQUFJLENBQUMsT0FBTyxDQUFDLEVBQUUsQ0FBQztJQUNuRSx1REFBdUQ7SUFDdkQsSUFBSSxDQUFDLENBQUEsUUFBUyxHQUFHO0lBQ2pCLElBQUksQ0FBQyxDQUFBLFVBQVcsR0FBRztFQUNyQjtFQUVBLG1EQUFtRCxHQUNuRCxDQUFBLFNBQVU7SUFDUixNQUFNLE9BQU8sSUFBSSxJQUFZO01BQUMsSUFBSSxDQUFDLElBQUk7S0FBQztJQUN4QyxNQUFNLE9BQU8sSUFBSTtJQUNqQixNQUFNLE9BQU8sQ0FBQztNQUNaLE1BQU0sSUFBSSxJQUFJLEtBQUs7TUFDbkIsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLElBQUksSUFBSSxJQUFJLEdBQUcsSUFBSSxHQUFHLEtBQUssRUFBRztRQUNoRCxNQUFNLEtBQUssQ0FBQyxDQUFDLEVBQUU7UUFDZixJQUFJLE9BQU8sS0FBSyxLQUFLLEdBQUcsQ0FBQyxLQUFLO1FBQzlCLEtBQUssR0FBRyxDQUFDO1FBQ1QsS0FBSyxHQUFHLENBQUMsSUFBSSxDQUFDLE1BQU0sQ0FBQyxJQUFJLENBQUM7TUFDNUI7SUFDRjtJQUNBLEtBQUssTUFBTSxPQUFPLElBQUksQ0FBQyxPQUFPLENBQUMsSUFBSSxDQUFFLEtBQUs7SUFDMUMsS0FBSyxNQUFNLE9BQU8sSUFBSSxDQUFDLEdBQUcsQ0FBQyxJQUFJLENBQUUsS0FBSztJQUN0QyxJQUFLLElBQUksSUFBSSxHQUFHLElBQUksSUFBSSxDQUFDLE9BQU8sQ0FBQyxNQUFNLEVBQUUsSUFBSyxLQUFLLElBQUksQ0FBQyxPQUFPLENBQUMsRUFBRSxDQUFDO0lBQ25FLEtBQUssTUFBTSxLQUFLO01BQUMsSUFBSSxDQUFDLENBQUEsWUFBYTtNQUFFLElBQUksQ0FBQyxDQUFBLFFBQVM7S0FBQyxDQUFFO01BQ3BELElBQUksTUFBTSxNQUFNLEtBQUssR0FBRyxDQUFDLEVBQUUsSUFBSTtJQUNqQztJQUNBLE9BQU87RUFDVDtFQUVBLHlFQUF5RSxHQUN6RSxDQUFBLFVBQVc7SUFDVCxJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUcsSUFBSSxDQUFDLE1BQU0sSUFBSSxJQUFJLENBQUMsUUFBUSxDQUFDLElBQUksQ0FBQyxFQUFFLENBQUMsS0FBSyxRQUMxRCxJQUFJLENBQUMsV0FBVyxLQUFLLEtBQUssSUFBSSxDQUFDLE9BQU8sSUFBSSxJQUFJLENBQUMsQ0FBQSxRQUFTLE1BQ3hELElBQUksQ0FBQyxDQUFBLFVBQVc7RUFDcEI7RUFFQSwwREFBMEQsR0FDMUQsbUJBQXlCO0lBQ3ZCLElBQUksQ0FBQyxDQUFBLFVBQVc7RUFDbEI7RUFFQSxDQUFBLFFBQVM7SUFDUCxPQUFPLElBQUksQ0FBQyxJQUFJLEtBQUssS0FBSyxJQUFJLENBQUMsS0FBSyxLQUFLLElBQUksQ0FBQyxJQUFJLEdBQUc7RUFDdkQ7RUFFQSw0RUFBNEU7RUFDNUUsV0FBVztFQUVYOzs7O0dBSUMsR0FDRCxXQUFXLElBQWdCLEVBQUUsS0FBYSxFQUFFLEdBQVcsRUFBVTtJQUMvRCxJQUFJLElBQUksQ0FBQyxDQUFBLFNBQVUsRUFBRSxPQUFPLElBQUksQ0FBQyxDQUFBLGNBQWUsQ0FBQyxNQUFNLE9BQU87SUFDOUQsSUFBSSxJQUFJLENBQUMsQ0FBQSxRQUFTLEVBQUUsSUFBSSxDQUFDLENBQUEsU0FBVTtJQUNuQyxNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUEsS0FBTTtJQUN6QixNQUFNLE9BQU8sSUFBSSxDQUFDLElBQUk7SUFDdEIsTUFBTSxRQUFRLFFBQVE7SUFDdEIsSUFBSSxJQUFJO0lBQ1IsT0FBUztNQUNQLElBQUksSUFBSSxDQUFDLFdBQVcsRUFBRSxJQUFJLENBQUMsQ0FBQSxJQUFLO01BQ2hDLE1BQU0sTUFBTSxJQUFJLENBQUMsS0FBSyxDQUFDLEVBQUUsQ0FBQyxJQUFJLENBQUMsQ0FBQztNQUNoQyxNQUFNLFFBQVEsSUFBSSxLQUFLO01BQ3ZCLElBQUksSUFBSSxJQUFJLENBQUMsQ0FBQyxJQUFJO01BQ2xCLG1FQUFtRTtNQUNuRSxzQkFBc0I7TUFDdEIsSUFBSSxDQUFDLEtBQUssQ0FBQyxFQUFFLEdBQUcsV0FBVyxNQUFNLEtBQUssSUFBSSxHQUFHO1FBQzNDLEtBQUssQ0FBQyxJQUFJLEVBQUUsR0FBRztRQUNmLEtBQUssQ0FBQyxJQUFJLEVBQUUsR0FBRztNQUNqQjtNQUNBLGdFQUFnRTtNQUNoRSxvRUFBb0U7TUFDcEUsTUFBTSxPQUFPLEtBQUssR0FBRyxDQUFDLEtBQUssSUFBSSxDQUFDLEFBQUMsUUFBUSxLQUFNLENBQUM7TUFDaEQsTUFBTyxJQUFJLEtBQU07UUFDZixNQUFNLElBQUksSUFBSSxDQUFDLEVBQUU7UUFDakIsSUFBSSxBQUFFLElBQUksU0FBVSxJQUFLLE1BQU0sT0FBTyxvQkFBb0I7UUFDMUQsS0FBSyxDQUFDLEVBQUUsR0FBRztRQUNYLEtBQUssQ0FBQyxJQUFJLEVBQUUsR0FBRztRQUNmLEtBQUs7UUFDTDtNQUNGO01BQ0EsSUFBSSxJQUFJLFNBQVMsQ0FBQyxLQUFLLENBQUMsRUFBRSxHQUFHLFdBQVcsTUFBTSxHQUFHO1FBQy9DLEtBQUssQ0FBQyxFQUFFLEdBQUc7UUFDWCxLQUFLLENBQUMsSUFBSSxFQUFFLEdBQUc7TUFDakI7TUFDQSw2REFBNkQ7TUFDN0QsTUFBTSxPQUFPLENBQUMsS0FBSyxDQUFDLElBQUk7TUFDeEIsSUFBSSxPQUFPLElBQUksSUFBSSxFQUFFLElBQUksSUFBSSxHQUFHLE9BQU8sT0FBTyxPQUFPO01BQ3JELElBQUksR0FBRyxHQUFHLEVBQUUsSUFBSSxDQUFDLEtBQUs7TUFDdEIsSUFBSSxDQUFDLE1BQU0sR0FBRyxJQUFJLENBQUMsSUFBSSxFQUFFO01BQ3pCLElBQUksSUFBSSxPQUFPO1FBQ2IsSUFBSSxDQUFDLENBQUMsR0FBRyxLQUFLO1FBQ2QsT0FBTztNQUNUO01BQ0EsSUFBSSxDQUFDLENBQUMsR0FBRyxPQUFPO01BQ2hCLElBQUksQ0FBQyxXQUFXLEdBQUc7TUFDbkIsTUFBTSxPQUFPLElBQUksT0FBTyxJQUFJLENBQUMsRUFBRSxJQUFJLFFBQVEsSUFBSSxDQUFDLEVBQUUsSUFBSTtNQUN0RCxJQUFJLENBQUMsTUFBTSxPQUFPO01BQ2xCLElBQUksSUFBSSxDQUFDLFFBQVEsRUFBRTtNQUNuQixPQUFPLElBQUksQ0FBQyxDQUFBLGFBQWMsQ0FBQyxNQUFNLEdBQUcsS0FBSztJQUMzQztFQUNGO0VBRUEsdUVBQXVFLEdBQ3ZFLENBQUEsYUFBYyxDQUNaLElBQWdCLEVBQ2hCLENBQVMsRUFDVCxHQUFXLEVBQ1gsS0FBYTtJQUViLE1BQU8sSUFBSSxPQUFPLElBQUksQ0FBQyxFQUFFLElBQUksUUFBUSxJQUFJLENBQUMsRUFBRSxJQUFJLEtBQU07SUFDdEQsTUFBTSxNQUFNLElBQUksQ0FBQyxLQUFLLENBQUMsRUFBRSxDQUFDLElBQUksQ0FBQyxDQUFDO0lBQ2hDLE1BQU0sUUFBUSxJQUFJLEtBQUs7SUFDdkIsTUFBTSxJQUFJLEFBQUMsSUFBSSxDQUFDLElBQUksR0FBRyxLQUFNO0lBQzdCLElBQUksTUFBTSxDQUFDLElBQUksQ0FBQyxJQUFJO0lBQ3BCLEtBQUssQ0FBQyxFQUFFLEdBQUcsSUFBSSxDQUFDLElBQUksRUFBRTtJQUN0QixLQUFLLENBQUMsSUFBSSxFQUFFLEdBQUc7SUFDZixJQUFJLENBQUMsTUFBTSxHQUFHLElBQUksQ0FBQyxJQUFJLEVBQUU7SUFDekIsT0FBTztFQUNUO0VBRUEscUVBQXFFLEdBQ3JFLENBQUEsY0FBZSxDQUFDLElBQWdCLEVBQUUsS0FBYSxFQUFFLEdBQVc7SUFDMUQsTUFBTSxNQUFNLElBQUksQ0FBQyxDQUFBLE9BQVE7SUFDekIsSUFBSSxJQUFJO0lBQ1IsSUFBSSxJQUFJO0lBQ1IsTUFBTyxJQUFJLE9BQU8sSUFBSSxJQUFJLE1BQU0sQ0FBRTtNQUNoQyxNQUFNLElBQUksSUFBSSxDQUFDLEVBQUU7TUFDakIsSUFBSSxJQUFJLFFBQVEsSUFBSSxNQUFNO01BQzFCLEdBQUcsQ0FBQyxJQUFJLEdBQUc7TUFDWDtJQUNGO0lBQ0EsSUFBSSxDQUFDLGVBQWUsQ0FBQyxLQUFLO0lBQzFCLE9BQU87RUFDVDtFQUVBOzs7OztHQUtDLEdBQ0QsZ0JBQWdCLEdBQWdCLEVBQUUsQ0FBUyxFQUFRO0lBQ2pELElBQUksSUFBSTtJQUNSLE1BQU8sSUFBSSxFQUFHO01BQ1osSUFBSSxJQUFJLENBQUMsQ0FBQSxTQUFVLElBQUksSUFBSSxDQUFDLFdBQVcsRUFBRTtRQUN2QyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsR0FBRyxDQUFDLElBQUk7UUFDdkI7TUFDRjtNQUNBLElBQUksSUFBSSxDQUFDLENBQUEsUUFBUyxFQUFFLElBQUksQ0FBQyxDQUFBLFNBQVU7TUFDbkMsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLEtBQU07TUFDekIsTUFBTSxRQUFRLElBQUksQ0FBQyxJQUFJLEdBQUc7TUFDMUIsTUFBTSxNQUFNLElBQUksQ0FBQyxLQUFLLENBQUMsRUFBRSxDQUFDLElBQUksQ0FBQyxDQUFDO01BQ2hDLE1BQU0sUUFBUSxJQUFJLEtBQUs7TUFDdkIsSUFBSSxJQUFJLElBQUksQ0FBQyxDQUFDO01BQ2QsTUFBTSxLQUFLO01BQ1gsSUFBSSxRQUFRLENBQUM7TUFDYiwrREFBK0Q7TUFDL0QsMkRBQTJEO01BQzNELElBQUksUUFBUTtNQUNaLElBQUksUUFBUTtNQUNaLE1BQU0sU0FBUztNQUNmLE1BQU0sUUFBUSxRQUFRO01BQ3RCLE9BQVM7UUFDUCxNQUFPLElBQUksS0FBSyxJQUFJLE1BQU87VUFDekIsTUFBTSxLQUFLLEdBQUcsQ0FBQyxFQUFFO1VBQ2pCLCtEQUErRDtVQUMvRCxzREFBc0Q7VUFDdEQsSUFBSSxNQUFNLFlBQVk7VUFDdEIsTUFBTSxJQUFJLE1BQU0sQ0FBQyxHQUFHO1VBQ3BCLHlEQUF5RDtVQUN6RCxJQUFJLEFBQUMsSUFBSSxNQUFPLElBQUksS0FBSyxJQUFJLElBQUksT0FBTztVQUN4QyxNQUFNLElBQUksS0FBSztVQUNmLGdFQUFnRTtVQUNoRSxrRUFBa0U7VUFDbEUsaUVBQWlFO1VBQ2pFLGlFQUFpRTtVQUNqRSwrQkFBK0I7VUFDL0IsUUFBUSxLQUFLLENBQUMsSUFBSSxFQUFFO1VBQ3BCLFFBQVEsS0FBSyxDQUFDLElBQUksRUFBRTtVQUNwQixLQUFLLENBQUMsRUFBRSxHQUFHLEtBQU0sQ0FBQyxJQUFJLENBQUMsS0FBSyxJQUFLLHdCQUF3QjtVQUN6RCxLQUFLLENBQUMsSUFBSSxFQUFFLEdBQUc7VUFDZixLQUFLLENBQUMsSUFBSSxFQUFFLEdBQUc7VUFDZixLQUFLLENBQUMsSUFBSSxFQUFFLEdBQUc7VUFDZixRQUFRO1VBQ1IsS0FBSztVQUNMO1FBQ0Y7UUFDQSxrREFBa0Q7UUFDbEQsSUFBSSxJQUFJLEtBQUssU0FBUyxHQUFHO1VBQ3ZCLE1BQU0sS0FBSyxHQUFHLENBQUMsRUFBRTtVQUNqQixJQUFJLEtBQUssY0FBYyxNQUFNLENBQUMsR0FBRyxLQUFLLEdBQUc7WUFDdkMsSUFBSSxDQUFDLElBQUksU0FBUyxDQUFDLE9BQU8sS0FBSztjQUM3QixxREFBcUQ7Y0FDckQsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE9BQU8sR0FBRyxPQUFPLE9BQU8sSUFBSSxVQUFVO2NBQ3BELElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxLQUFLLE9BQU87WUFDL0I7WUFDQTtZQUNBO1VBQ0Y7UUFDRjtRQUNBO01BQ0Y7TUFDQSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsT0FBTyxHQUFHLE9BQU8sT0FBTyxTQUFTLEtBQUssSUFBSSxVQUFVO01BQ2xFLElBQUksTUFBTSxJQUFJO1FBQ1osSUFDRSxLQUFLLEtBQUssQ0FBQyxLQUFLLENBQUMsTUFBTSxFQUFFLEdBQUcsV0FBVyxNQUFNLEtBQzdDLENBQUMsS0FBSyxDQUFDLEFBQUMsS0FBSyxLQUFNLEVBQUUsR0FBRyxTQUFTLE1BQU0sR0FDdkM7VUFDQSw2REFBNkQ7VUFDN0QsK0RBQStEO1VBQy9ELEtBQUssQ0FBQyxBQUFDLEtBQUssS0FBTSxFQUFFLEdBQUc7VUFDdkIsS0FBSyxDQUFDLENBQUMsQUFBQyxLQUFLLEtBQU0sQ0FBQyxJQUFJLEVBQUUsR0FBRztRQUMvQjtRQUNBLElBQUksS0FBSyxTQUFTLENBQUMsS0FBSyxDQUFDLEtBQUssRUFBRSxHQUFHLFdBQVcsTUFBTSxHQUFHO1VBQ3JELEtBQUssQ0FBQyxLQUFLLEVBQUUsR0FBRztVQUNoQixLQUFLLENBQUMsQ0FBQyxLQUFLLENBQUMsSUFBSSxFQUFFLEdBQUc7UUFDeEI7UUFDQSxJQUFJLElBQUksSUFBSSxJQUFJLElBQUksRUFBRSxJQUFJLElBQUksR0FBRyxJQUFJLElBQUksUUFBUSxRQUFRLElBQUksSUFBSTtRQUNqRSxJQUFJLEdBQUcsR0FBRyxFQUFFLElBQUksQ0FBQyxLQUFLO1FBQ3RCLElBQUksQ0FBQyxNQUFNLEdBQUcsS0FBSyxDQUFDLFNBQVMsRUFBRSxHQUFHO1FBQ2xDLElBQUksSUFBSSxPQUFPO1VBQ2IsSUFBSSxDQUFDLENBQUMsR0FBRztVQUNULElBQUksQ0FBQyxXQUFXLEdBQUc7UUFDckIsT0FBTztVQUNMLElBQUksQ0FBQyxDQUFDLEdBQUc7UUFDWDtNQUNGO01BQ0Esc0RBQXNEO01BQ3RELElBQUksSUFBSSxLQUFLLENBQUMsSUFBSSxDQUFDLFdBQVcsRUFBRSxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsR0FBRyxDQUFDLElBQUk7SUFDekQ7RUFDRjtFQUVBOzs7Ozs7O0dBT0MsR0FDRCxVQUFVLElBQWdCLEVBQUUsS0FBYSxFQUFFLEdBQVcsRUFBVTtJQUM5RCxJQUFJLElBQUksQ0FBQyxDQUFBLFNBQVUsSUFBSSxJQUFJLENBQUMsV0FBVyxFQUFFLE9BQU87SUFDaEQsSUFBSSxJQUFJLENBQUMsQ0FBQSxRQUFTLEVBQUUsSUFBSSxDQUFDLENBQUEsU0FBVTtJQUNuQyxNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUEsS0FBTTtJQUN6QixNQUFNLFFBQVEsSUFBSSxDQUFDLElBQUksR0FBRztJQUMxQixNQUFNLE1BQU0sSUFBSSxDQUFDLEtBQUssQ0FBQyxFQUFFLENBQUMsSUFBSSxDQUFDLENBQUM7SUFDaEMsTUFBTSxRQUFRLElBQUksS0FBSztJQUN2QixJQUFJLElBQUksSUFBSSxDQUFDLENBQUM7SUFDZCxNQUFNLEtBQUs7SUFDWCxJQUFJLElBQUk7SUFDUixJQUFJLFFBQVEsQ0FBQztJQUNiLElBQUksUUFBUTtJQUNaLElBQUksUUFBUTtJQUNaLElBQUksUUFBUTtJQUNaLElBQUksVUFBVTtJQUNkLE1BQU0sU0FBUztJQUNmLE1BQU0sUUFBUSxRQUFRO0lBQ3RCLE9BQVM7TUFDUCxJQUFJLEtBQUs7TUFDVCxJQUFJLE1BQU07TUFDVixNQUFPLElBQUksT0FBTyxJQUFJLE1BQU87UUFDM0IsK0RBQStEO1FBQy9ELE1BQU0sS0FBSyxJQUFJLENBQUMsRUFBRTtRQUNsQixJQUFJLEtBQUssTUFBTTtVQUNiLElBQUksS0FBSyxRQUFRLE9BQU8sTUFBTTtVQUM5QiwwREFBMEQ7VUFDMUQsTUFBTSxPQUFPLEtBQUssR0FBRyxDQUFDLEtBQUssSUFBSSxDQUFDLFFBQVEsQ0FBQztVQUN6QyxJQUFJLElBQUksS0FBSztVQUNiLEdBQUc7WUFDRCxNQUFNLElBQUksSUFBSSxDQUFDLEVBQUU7WUFDakIsSUFBSSxBQUFFLElBQUksU0FBVSxJQUFLLE1BQU07WUFDL0IsS0FBSyxDQUFDLEVBQUUsR0FBRztZQUNYLEtBQUssQ0FBQyxJQUFJLEVBQUUsR0FBRztZQUNmLEtBQUs7WUFDTDtVQUNGLFFBQVMsSUFBSSxLQUFNO1VBQ25CLE1BQU0sS0FBSyxLQUFLO1VBQ2hCLFFBQVEsS0FBSztVQUNiLElBQUk7VUFDSixRQUFRO1VBQ1I7UUFDRixPQUFPLElBQUksS0FBSyxNQUFNO1VBQ3BCLElBQUksS0FBSyxRQUFRLElBQUksS0FBSyxLQUFLO1VBQy9CLE1BQU0sS0FBSyxJQUFJLENBQUMsSUFBSSxFQUFFO1VBQ3RCLElBQUksQ0FBQyxLQUFLLElBQUksTUFBTSxNQUFNO1VBQzFCLEtBQUssQ0FBQyxLQUFLLElBQUksS0FBSyxJQUFLLEtBQUs7VUFDOUIsSUFBSSxLQUFLLE1BQU0sT0FBTyxhQUFhO1VBQ25DLE1BQU07UUFDUixPQUFPLElBQUksS0FBSyxNQUFNO1VBQ3BCLElBQUksSUFBSSxLQUFLLEtBQUs7VUFDbEIsTUFBTSxLQUFLLElBQUksQ0FBQyxJQUFJLEVBQUU7VUFDdEIsTUFBTSxLQUFLLElBQUksQ0FBQyxJQUFJLEVBQUU7VUFDdEIsSUFDRSxLQUFLLENBQUMsT0FBTyxPQUFPLE9BQU8sSUFBSSxLQUMvQixLQUFLLENBQUMsT0FBTyxPQUFPLE9BQU8sSUFBSSxLQUMvQixDQUFDLEtBQUssSUFBSSxNQUFNLE1BQ2hCO1VBQ0YsS0FBSyxDQUFDLEtBQUssSUFBSSxLQUFLLEtBQUssQ0FBQyxLQUFLLElBQUksS0FBSyxJQUFLLEtBQUs7VUFDbEQsTUFBTTtRQUNSLE9BQU87VUFDTCxJQUFJLEtBQUssUUFBUSxJQUFJLEtBQUssS0FBSztVQUMvQixNQUFNLEtBQUssSUFBSSxDQUFDLElBQUksRUFBRTtVQUN0QixJQUNFLEtBQUssQ0FBQyxPQUFPLE9BQU8sT0FBTyxJQUFJLEtBQy9CLEtBQUssQ0FBQyxPQUFPLE9BQU8sT0FBTyxJQUFJLEtBQy9CLENBQUMsSUFBSSxDQUFDLElBQUksRUFBRSxHQUFHLElBQUksTUFBTSxRQUFRLENBQUMsSUFBSSxDQUFDLElBQUksRUFBRSxHQUFHLElBQUksTUFBTSxNQUMxRDtVQUNGLEtBQUssQ0FBQyxLQUFLLElBQUksS0FBSyxLQUFLLENBQUMsS0FBSyxJQUFJLEtBQUssS0FDdEMsQ0FBQyxJQUFJLENBQUMsSUFBSSxFQUFFLEdBQUcsSUFBSSxLQUFLLElBQUssSUFBSSxDQUFDLElBQUksRUFBRSxHQUFHO1VBQzdDLE1BQU07UUFDUjtRQUNBLElBQUksTUFBTSxZQUFZO1FBQ3RCLE1BQU0sSUFBSSxNQUFNLENBQUMsR0FBRztRQUNwQix5REFBeUQ7UUFDekQsSUFBSSxBQUFDLElBQUksTUFBTyxJQUFJLEtBQUssSUFBSSxJQUFJLE9BQU87UUFDeEMsc0RBQXNEO1FBQ3RELE1BQU0sSUFBSSxLQUFLO1FBQ2YsUUFBUSxLQUFLLENBQUMsSUFBSSxFQUFFO1FBQ3BCLFFBQVEsS0FBSyxDQUFDLElBQUksRUFBRTtRQUNwQixLQUFLLENBQUMsRUFBRSxHQUFHLEtBQU0sQ0FBQyxJQUFJLENBQUMsS0FBSztRQUM1QixLQUFLLENBQUMsSUFBSSxFQUFFLEdBQUc7UUFDZixLQUFLLENBQUMsSUFBSSxFQUFFLEdBQUc7UUFDZixLQUFLLENBQUMsSUFBSSxFQUFFLEdBQUc7UUFDZixRQUFRLE1BQU07UUFDZCxRQUFRO1FBQ1IsS0FBSztRQUNMLEtBQUs7UUFDTCxNQUFNO01BQ1I7TUFDQSxJQUFJLFFBQVEsS0FBSyxLQUFLLGNBQWMsTUFBTSxDQUFDLEdBQUcsS0FBSyxHQUFHO1FBQ3BELElBQUksU0FBUyxHQUFHO1VBQ2QsNERBQTREO1VBQzVELHFDQUFxQztVQUNyQyxJQUFJLENBQUMsSUFBSSxTQUFTLENBQUMsT0FBTyxLQUFLO1lBQzdCLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxPQUFPLEdBQUcsT0FBTyxPQUFPO1lBQ3RDLFFBQVE7WUFDUixJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsS0FBSyxPQUFPO1VBQy9CO1FBQ0YsT0FBTyxJQUFJLEtBQUssR0FBRztVQUNqQiw0REFBNEQ7VUFDNUQsdURBQXVEO1VBQ3ZELGdFQUFnRTtVQUNoRSxJQUFJLEtBQUssS0FBSztVQUNkLElBQUksQ0FBQyxLQUFLLENBQUMsTUFBTSxFQUFFLEdBQUcsV0FBVyxNQUFNLEtBQUssS0FBSyxHQUFHO1VBQ3BELElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxLQUFLLElBQUk7UUFDNUIsT0FBTztRQUNQLEtBQUs7UUFDTDtNQUNGO01BQ0EsSUFDRSxRQUFRLEtBQUssU0FBUyxLQUFLLEtBQUssY0FDaEMsTUFBTSxDQUFDLEdBQUcsS0FBSyxpQkFBaUIsQ0FBQyxXQUFXLEtBQzVDO1FBQ0EsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE9BQU8sR0FBRyxPQUFPLE9BQU87UUFDdEMsUUFBUTtRQUNSLElBQUksSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDLEtBQUssT0FBTyxJQUFJLE1BQU0sSUFBSSxLQUFLO1FBQ3BELElBQUksTUFBTSxRQUFRLEtBQUssQ0FBQyxLQUFLLENBQUMsU0FBUyxFQUFFLEdBQUcsU0FBUyxNQUFNLEdBQUc7VUFDNUQsS0FBSyxrQkFBa0I7VUFDdkIsUUFBUTtRQUNWO1FBQ0EsSUFBSSxJQUFJLENBQUMsQ0FBQSxVQUFXLEVBQUU7UUFDdEI7TUFDRjtNQUNBLElBQUksUUFBUSxLQUFLLEtBQUssY0FBYyxNQUFNLENBQUMsR0FBRyxLQUFLLGVBQWU7UUFDaEUsVUFBVSxJQUFJLGdEQUFnRDtRQUM5RCxLQUFLO01BQ1A7TUFDQTtJQUNGO0lBQ0EsSUFBSSxNQUFNLElBQUk7TUFDWixJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsT0FBTyxHQUFHLE9BQU8sT0FBTztNQUN0QyxJQUNFLEtBQUssS0FBSyxDQUFDLEtBQUssQ0FBQyxNQUFNLEVBQUUsR0FBRyxXQUFXLE1BQU0sS0FDN0MsQ0FBQyxLQUFLLENBQUMsQUFBQyxLQUFLLEtBQU0sRUFBRSxHQUFHLFNBQVMsTUFBTSxHQUN2QztRQUNBLDhEQUE4RDtRQUM5RCxLQUFLLENBQUMsQUFBQyxLQUFLLEtBQU0sRUFBRSxHQUFHO1FBQ3ZCLEtBQUssQ0FBQyxDQUFDLEFBQUMsS0FBSyxLQUFNLENBQUMsSUFBSSxFQUFFLEdBQUc7TUFDL0I7TUFDQSxJQUFJLEtBQUssU0FBUyxDQUFDLEtBQUssQ0FBQyxLQUFLLEVBQUUsR0FBRyxXQUFXLE1BQU0sR0FBRztRQUNyRCxLQUFLLENBQUMsS0FBSyxFQUFFLEdBQUc7UUFDaEIsS0FBSyxDQUFDLENBQUMsS0FBSyxDQUFDLElBQUksRUFBRSxHQUFHO01BQ3hCO01BQ0EsSUFBSSxJQUFJLElBQUksSUFBSSxJQUFJLEVBQUUsSUFBSSxJQUFJLEdBQUcsSUFBSSxJQUFJLFFBQVEsUUFBUSxJQUFJLElBQUk7TUFDakUsSUFBSSxHQUFHLEdBQUcsRUFBRSxJQUFJLENBQUMsS0FBSztNQUN0QixJQUFJLENBQUMsTUFBTSxHQUFHLEtBQUssQ0FBQyxTQUFTLEVBQUUsR0FBRztNQUNsQyxJQUFJLElBQUksT0FBTztRQUNiLElBQUksQ0FBQyxDQUFDLEdBQUc7UUFDVCxJQUFJLENBQUMsV0FBVyxHQUFHO01BQ3JCLE9BQU87UUFDTCxJQUFJLENBQUMsQ0FBQyxHQUFHO01BQ1g7SUFDRixPQUFPLElBQUksTUFBTSxPQUFPO01BQ3RCLElBQUksR0FBRyxHQUFHLEVBQUUsSUFBSSxDQUFDLEtBQUssRUFBRSx3QkFBd0I7SUFDbEQ7SUFDQSxxRUFBcUU7SUFDckUsb0VBQW9FO0lBQ3BFLDhEQUE4RDtJQUM5RCxJQUFJLFlBQVksR0FBRztNQUNqQixJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUM7TUFDZixnRUFBZ0U7TUFDaEUsTUFBTyxJQUFJLENBQUMsQ0FBQSxVQUFXLElBQUksSUFBSSxJQUFJLElBQUs7UUFDdEMsTUFBTSxLQUFLLElBQUksQ0FBQyxFQUFFO1FBQ2xCLE1BQU0sTUFBTSxNQUFNLE9BQU8sSUFBSSxNQUFNLE9BQU8sSUFBSTtRQUM5QyxJQUFJLFFBQVEsS0FBSyxJQUFJLE1BQU0sS0FBSztRQUNoQyxNQUFNLEtBQUssV0FBVyxNQUFNLEdBQUc7UUFDL0IsSUFBSSxLQUFLLEdBQUc7UUFDWixJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUM7UUFDZixLQUFLO1FBQ0wsaURBQWlEO1FBQ2pELElBQ0UsSUFBSSxJQUFJLE9BQU8sSUFBSSxDQUFDLEVBQUUsS0FBSyxRQUFRLElBQUksQ0FBQyxJQUFJLEVBQUUsS0FBSyxRQUNuRCxJQUFJLENBQUMsSUFBSSxFQUFFLEtBQUssTUFDaEI7VUFDQSxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUM7VUFDZixLQUFLO1FBQ1A7TUFDRjtJQUNGO0lBQ0EsT0FBTztFQUNUO0VBRUE7Ozs7O0dBS0MsR0FDRCxDQUFBLE9BQVEsQ0FDTixLQUFrQixFQUNsQixDQUFTLEVBQ1QsS0FBYSxFQUNiLEtBQWEsRUFDYixLQUFjO0lBRWQsSUFBSSxDQUFDLE9BQU87SUFDWixLQUFLLENBQUMsS0FBSyxFQUFFLEdBQUc7SUFDaEIsS0FBSyxDQUFDLENBQUMsS0FBSyxDQUFDLElBQUksRUFBRSxHQUFHO0VBQ3hCO0VBRUE7Ozs7Ozs7OztHQVNDLEdBQ0QsQ0FBQSxVQUFXLENBQ1QsR0FBUSxFQUNSLENBQVMsRUFDVCxFQUFVLEVBQ1YsSUFBZ0IsRUFDaEIsQ0FBUyxFQUNULEdBQVc7SUFFWCxJQUFJLENBQUMsSUFBSSxTQUFTLENBQUMsR0FBRyxLQUFLLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxLQUFLLEdBQUc7SUFDcEQsTUFBTSxLQUFLLElBQUksS0FBSyxDQUFDLEtBQUssRUFBRTtJQUM1QixJQUFJLE9BQU8sTUFBTTtNQUNmLElBQUksQ0FBQyxLQUFLLFNBQVMsTUFBTSxLQUFLLFFBQVEsS0FBSyxVQUFVO1FBQ25ELDJEQUEyRDtRQUMzRCxNQUFNLElBQUksSUFBSSxLQUFLO1FBQ25CLENBQUMsQ0FBQyxLQUFLLEVBQUUsR0FBRyxLQUFLO1FBQ2pCLENBQUMsQ0FBQyxBQUFDLElBQUksS0FBTSxFQUFFLEdBQUc7UUFDbEIsQ0FBQyxDQUFDLENBQUMsQUFBQyxJQUFJLEtBQU0sQ0FBQyxJQUFJLEVBQUUsR0FBRyxDQUFDLENBQUMsQ0FBQyxLQUFLLENBQUMsSUFBSSxFQUFFO01BQ3pDO0lBQ0YsT0FBTyxJQUFJLE9BQU8sT0FBTyxhQUFhLEtBQUssVUFBVTtNQUNuRCxNQUFNLElBQUksSUFBSSxDQUFDLEVBQUUsSUFBSSxPQUFPLElBQUksSUFBSSxDQUFDLEVBQUUsSUFBSSxPQUFPLElBQUk7TUFDdEQsTUFBTSxPQUFPLE1BQU0sS0FBSyxJQUFJLEtBQUssTUFBTSxXQUFXLE1BQU0sR0FBRyxLQUFLLENBQUM7TUFDakUsSUFBSSxPQUFPLEdBQUc7UUFDWixJQUFJLENBQUMsQ0FBQSxVQUFXLEdBQUc7UUFDbkIsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO1FBQ2YsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO1FBQ2IsSUFBSSxDQUFDLENBQUEsVUFBVztNQUNsQixPQUFPLElBQUksYUFBYSxPQUFPO1FBQzdCLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxLQUFLLEdBQUc7UUFDekIsT0FBTyxJQUFJO01BQ2I7SUFDRjtJQUNBLE9BQU87RUFDVDtFQUVBLG9EQUFvRCxHQUNwRCxDQUFBLFFBQVMsQ0FBQyxFQUFVO0lBQ2xCLElBQUksS0FBSyxRQUFRLE1BQU0sTUFBTTtNQUMzQixNQUFNLEtBQUssSUFBSSxDQUFDLFdBQVc7TUFDM0IsTUFBTSxLQUFLLE9BQU8sSUFBSSxJQUFJLENBQUMsUUFBUSxDQUFDLEdBQUcsR0FBRyxJQUFJLENBQUMsUUFBUSxDQUFDLElBQUksQ0FBQyxFQUFFLENBQUM7TUFDaEUsSUFBSSxPQUFPLEdBQUc7UUFDWixJQUFJLENBQUMsV0FBVyxHQUFHO1FBQ25CLElBQUksQ0FBQyxDQUFBLFVBQVc7TUFDbEI7TUFDQSxJQUFJLE9BQU8sTUFBTSxLQUFLLEVBQUUsQ0FBQyxHQUFHO0lBQzlCO0lBQ0EsTUFBTSxJQUFJLFVBQVU7SUFDcEIsTUFBTSxXQUFXLElBQUksQ0FBQyxDQUFBLFVBQVc7SUFDakMsSUFBSSxVQUFVLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDMUIsTUFBTSxVQUFVLEtBQUssY0FBYyxXQUFXLENBQUMsR0FBRyxLQUFLO0lBQ3ZELElBQUksQ0FBQyxNQUFNLEtBQUssV0FBVyxRQUFRLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLElBQUksR0FBRyxXQUFXO01BQ25FO0lBQ0Y7SUFDQSxJQUFJLE1BQU0sR0FBRyxJQUFJLENBQUMsT0FBTyxDQUFDLElBQUk7RUFDaEM7RUFFQSxDQUFBLE1BQU87SUFDTCxJQUFJLENBQUMsQ0FBQSxVQUFXLEdBQUc7SUFDbkIsSUFBSSxDQUFDLENBQUEsVUFBVztFQUNsQjtFQUVBOzs7OztHQUtDLEdBQ0QsQ0FBQSxJQUFLLENBQUMsRUFBVSxFQUFFLENBQVMsRUFBRSxXQUFXLEtBQUs7SUFDM0MsTUFBTSxLQUFLLElBQUksQ0FBQyxDQUFBLGdCQUFpQjtJQUNqQyxNQUFNLE1BQU0sSUFBSSxDQUFDLEtBQUssQ0FBQyxFQUFFLENBQUMsSUFBSSxDQUFDLENBQUM7SUFDaEMsTUFBTSxLQUFLLEtBQUssSUFBSSxJQUFJLElBQUksS0FBSyxDQUFDLE1BQU0sRUFBRTtJQUMxQyxNQUFNLE9BQU8sS0FBSztJQUNsQixJQUFJLFNBQVMsR0FBRyxPQUFPLE1BQU07SUFDN0IsSUFBSSxXQUFXLEtBQUs7TUFDbEIsK0RBQStEO01BQy9ELElBQUksQ0FBQyxXQUFXLFNBQVMsQ0FBQyxLQUFLLGFBQWEsTUFBTSxHQUFHLE9BQU87TUFDNUQsSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDLEtBQUssSUFBSTtNQUMxQixJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsS0FBSztNQUNqQixPQUFPO0lBQ1Q7SUFDQSxJQUFJLE1BQU0sS0FBSyxnQkFBZ0IsS0FBSztNQUNsQyxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsS0FBSyxJQUFJO01BQzFCLElBQUksT0FBTyxPQUFPLGFBQWEsT0FBTztRQUNwQyxJQUFJLENBQUMsQ0FBQSxVQUFXLEdBQUc7UUFDbkIsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO1FBQ2YsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO1FBQ2IsSUFBSSxDQUFDLENBQUEsVUFBVztNQUNsQixPQUFPLElBQUksT0FBTyxRQUFRLFFBQVEsT0FBTyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsS0FBSztNQUMxRCxPQUFPO0lBQ1Q7SUFDQSxvRUFBb0U7SUFDcEUsc0RBQXNEO0lBQ3RELElBQUksQ0FBQyxZQUFZLFFBQVEsSUFBSSxDQUFDLENBQUEsTUFBTyxJQUFJLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFLE9BQU87SUFDbkUsSUFBSSxDQUFDLGFBQWEsS0FBSyxPQUFPO0lBQzlCLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxLQUFLLElBQUk7SUFDMUIsT0FBTztFQUNUO0VBRUEsMEVBQTBFLEdBQzFFLENBQUEsZ0JBQWlCO0lBQ2YsSUFBSTtJQUNKLElBQUksSUFBSSxDQUFDLFdBQVcsRUFBRSxLQUFLLElBQUksQ0FBQyxDQUFDO1NBQzVCLElBQUksSUFBSSxDQUFDLENBQUMsR0FBRyxHQUFHLEtBQUssSUFBSSxDQUFDLENBQUMsR0FBRztTQUM5QixPQUFPLENBQUM7SUFDYixJQUFJLENBQUMsSUFBSSxDQUFDLEtBQUssQ0FBQyxFQUFFLENBQUMsSUFBSSxDQUFDLENBQUMsRUFBRSxLQUFLLENBQUMsTUFBTSxFQUFFLEdBQUcsV0FBVyxNQUFNLEtBQUssS0FBSyxHQUFHO01BQ3hFO0lBQ0Y7SUFDQSxPQUFPO0VBQ1Q7RUFFQTs7OztHQUlDLEdBQ0QsQ0FBQSxLQUFNLENBQUMsR0FBUSxFQUFFLEVBQVU7SUFDekIsTUFBTSxRQUFRLElBQUksS0FBSztJQUN2QixJQUFJLENBQUMsS0FBSyxDQUFDLE1BQU0sRUFBRSxHQUFHLFNBQVMsTUFBTSxHQUFHO0lBQ3hDLE1BQU0sSUFBSSxLQUFLO0lBQ2YsSUFBSSxJQUFJLENBQUMsV0FBVyxJQUFJLE1BQU0sSUFBSSxDQUFDLENBQUMsSUFBSSxJQUFJLElBQUksQ0FBQyxDQUFBLFNBQVUsSUFBSTtJQUMvRCxJQUFJLENBQUMsQ0FBQSxlQUFnQixDQUFDLEtBQUssR0FBRyxJQUFJLEdBQUcsSUFBSSxDQUFDLEtBQUs7SUFDL0MsTUFBTSxPQUFPLEtBQUssQ0FBQyxNQUFNLEVBQUUsR0FBRztJQUM5QixLQUFLLENBQUMsTUFBTSxFQUFFLElBQUk7SUFDbEIsS0FBSyxDQUFDLEtBQUssRUFBRSxHQUFHLGNBQWM7SUFDOUIsS0FBSyxDQUFDLENBQUMsS0FBSyxDQUFDLElBQUksRUFBRSxHQUFHLEtBQUssQ0FBQyxDQUFDLE1BQU0sQ0FBQyxJQUFJLEVBQUU7SUFDMUMsSUFBSSxNQUFNLENBQUMsSUFBSTtJQUNmLElBQUksQ0FBQyxLQUFLLENBQUM7SUFDWCxJQUFJLElBQUksSUFBSSxJQUFJLENBQUMsQ0FBQSxTQUFVLElBQUk7TUFDN0IsSUFBSSxDQUFDLFdBQVcsR0FBRztJQUNyQixPQUFPO01BQ0wsSUFBSSxDQUFDLENBQUMsR0FBRyxJQUFJO0lBQ2Y7RUFDRjtFQUVBLDJDQUEyQyxHQUMzQyxDQUFBLFNBQVU7SUFDUixPQUFPLElBQUksQ0FBQyxDQUFDLElBQUksSUFBSSxDQUFDLEtBQUssR0FBRyxJQUFJLENBQUMsS0FBSyxHQUFHLElBQUksQ0FBQyxJQUFJLEdBQUc7RUFDekQ7RUFFQSw4REFBOEQsR0FDOUQsUUFBUSxFQUFVLEVBQUUsQ0FBUyxFQUFRO0lBQ25DLElBQUksSUFBSSxDQUFDLENBQUEsVUFBVyxFQUFFLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDbEMsSUFBSSxJQUFJLENBQUMsV0FBVyxFQUFFLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDaEMsSUFBSSxRQUFRLElBQUksQ0FBQyxDQUFBLFNBQVU7SUFDM0IsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFDLElBQUksSUFBSSxDQUFDLElBQUksR0FBRyxJQUFJLENBQUMsSUFBSSxHQUFHO0lBQy9DLElBQUksTUFBTSxHQUFHO01BQ1gsSUFBSSxRQUFRLE9BQU8sR0FBRyxRQUFRLHFDQUFxQztNQUNuRSxJQUFJLElBQUksQ0FBQyxDQUFDLEtBQUssT0FBTztRQUNwQiwyREFBMkQ7UUFDM0QscUNBQXFDO1FBQ3JDLElBQUksQ0FBQyxJQUFJLENBQUMsUUFBUSxFQUFFO2FBQ2Y7VUFDSCx5REFBeUQ7VUFDekQsTUFBTSxNQUFNLElBQUksQ0FBQyxLQUFLLENBQUMsRUFBRSxDQUFDLElBQUksQ0FBQyxDQUFDO1VBQ2hDLElBQUksQ0FBQyxDQUFBLGVBQWdCLENBQUMsS0FBSyxJQUFJLENBQUMsQ0FBQyxFQUFFLElBQUksQ0FBQyxDQUFDLEdBQUcsR0FBRyxJQUFJLENBQUMsS0FBSztVQUN6RCxJQUFJLFVBQVUsQ0FBQyxJQUFJLENBQUMsQ0FBQyxFQUFFLElBQUksQ0FBQyxDQUFDLEdBQUcsR0FBRyxJQUFJLENBQUMsS0FBSztVQUM3QyxJQUFJLENBQUMsS0FBSyxDQUFDO1VBQ1gsSUFBSSxDQUFDLFdBQVcsR0FBRztVQUNuQixJQUFJLENBQUMsQ0FBQSxJQUFLO1VBQ1YsUUFBUSxJQUFJLENBQUMsQ0FBQSxTQUFVO1FBQ3pCO01BQ0Y7SUFDRjtJQUNBLE1BQU0sTUFBTSxJQUFJLENBQUMsS0FBSyxDQUFDLEVBQUUsQ0FBQyxJQUFJLENBQUMsQ0FBQztJQUNoQyxNQUFNLFFBQVEsSUFBSSxLQUFLO0lBQ3ZCLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQztJQUNoQixpRUFBaUU7SUFDakUsNENBQTRDO0lBQzVDLElBQUksSUFBSSxDQUFDLE1BQU0sRUFBRSxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsS0FBSyxHQUFHLEdBQUcsT0FBTyxJQUFJLENBQUMsS0FBSztJQUM5RCxJQUFJLENBQUMsQ0FBQSxlQUFnQixDQUFDLEtBQUssR0FBRyxJQUFJLEdBQUcsSUFBSSxDQUFDLEtBQUs7SUFDL0MsTUFBTSxRQUFRLElBQUksQ0FBQyxLQUFLO0lBQ3hCLE1BQU0sT0FBTyxJQUFJLENBQUMsT0FBTyxHQUFHLGlCQUFpQjtJQUM3QyxNQUFNLElBQUksS0FBSztJQUNmLElBQUksTUFBTSxDQUFDLElBQUksSUFBSTtJQUNuQixJQUFJLE1BQU0sR0FBRztNQUNYLEtBQUssQ0FBQyxFQUFFLEdBQUcsS0FBSyxZQUFZO01BQzVCLEtBQUssQ0FBQyxJQUFJLEVBQUUsR0FBRztNQUNmLEtBQUssQ0FBQyxJQUFJLEVBQUUsR0FBRyxjQUFjO01BQzdCLEtBQUssQ0FBQyxJQUFJLEVBQUUsR0FBRztJQUNqQixPQUFPO01BQ0wsS0FBSyxDQUFDLEVBQUUsR0FBRyxLQUFLO01BQ2hCLEtBQUssQ0FBQyxJQUFJLEVBQUUsR0FBRztJQUNqQjtJQUNBLElBQUksQ0FBQyxLQUFLLENBQUM7SUFDWCxJQUFJLENBQUMsTUFBTSxHQUFHO0lBQ2QsTUFBTSxLQUFLLElBQUk7SUFDZixJQUFJLEtBQUssT0FBTztNQUNkLElBQUksQ0FBQyxDQUFDLEdBQUc7TUFDVCxJQUFJLENBQUMsV0FBVyxHQUFHO0lBQ3JCLE9BQU87TUFDTCxJQUFJLENBQUMsQ0FBQyxHQUFHO0lBQ1g7RUFDRjtFQUVBLGtFQUFrRSxHQUNsRSxDQUFBLFVBQVcsQ0FBQyxHQUFRLEVBQUUsRUFBVSxFQUFFLEVBQVU7SUFDMUMsSUFBSSxDQUFDLElBQUksS0FBSyxDQUFDLE1BQU0sRUFBRSxHQUFHLE9BQU8sTUFBTSxHQUFHO0lBQzFDLElBQUksSUFBSSxVQUFVLENBQUMsSUFBSSxJQUFJLGNBQWMsSUFBSSxHQUFHLEdBQUcsRUFBRSxJQUFJLENBQUMsS0FBSztFQUNqRTtFQUVBLHdFQUF3RSxHQUN4RSxPQUFPLENBQVMsRUFBUTtJQUN0QixJQUFJLElBQUksQ0FBQyxNQUFNLEtBQUssR0FBRztJQUN2QixNQUFNLEtBQUssSUFBSSxDQUFDLE1BQU07SUFDdEIsTUFBTSxJQUFJLFVBQVU7SUFDcEIsSUFBSSxNQUFNLEdBQUc7SUFDYixNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUEsaUJBQWtCLENBQUM7SUFDdEMsSUFBSSxDQUFDLElBQUksQ0FBQyxRQUFRLEVBQUU7TUFDbEIsbUVBQW1FO01BQ25FLGlFQUFpRTtNQUNqRSxJQUFJLElBQUksSUFBSSxDQUFDLElBQUksR0FBRyxHQUFHLElBQUksSUFBSSxDQUFDLElBQUksR0FBRztJQUN6QyxPQUFPO01BQ0wsb0VBQW9FO01BQ3BFLG9FQUFvRTtNQUNwRSxzREFBc0Q7TUFDdEQsTUFBTSxVQUFVLElBQUksQ0FBQyxDQUFBLGNBQWUsQ0FBQztNQUNyQyxNQUFNLE9BQU8sQ0FBQyxJQUFJLENBQUMsSUFBSSxHQUFHLENBQUMsSUFBSTtNQUMvQixJQUFJLElBQUksTUFBTSxJQUFJLE9BQU8sQ0FBQyxJQUFJLElBQUksSUFBSTtJQUN4QztJQUNBLElBQUksTUFBTSxLQUFLLE1BQU0sTUFBTSxLQUFLLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQSxTQUFVLEVBQUU7TUFDckQsSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDLElBQUk7SUFDdkIsT0FBTztNQUNMLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxHQUFHLElBQUs7UUFDMUIsSUFBSSxDQUFDLE9BQU8sQ0FBQyxJQUFJO1FBQ2pCLEtBQUssTUFBTSxLQUFLLE1BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUcsVUFBVSxJQUFJLElBQUksQ0FBQyxDQUFBLFVBQVc7TUFDckU7SUFDRjtJQUNBLDJDQUEyQztJQUMzQyxJQUFJLENBQUMsTUFBTSxHQUFHO0VBQ2hCO0VBRUE7Ozs7O0dBS0MsR0FDRCxDQUFBLGNBQWUsQ0FBQyxDQUFTO0lBQ3ZCLElBQUksT0FBTyxJQUFJLENBQUMsSUFBSTtJQUNwQixJQUFJLElBQUksQ0FBQyxDQUFBLFFBQVMsSUFBSTtNQUNwQixPQUFPLElBQUksQ0FBQyxDQUFDLEdBQUcsSUFBSSxDQUFDLElBQUksR0FBRyxJQUFJLENBQUMsS0FBSyxHQUFHLElBQUksSUFBSSxDQUFDLEtBQUssR0FBRyxJQUFJLENBQUMsSUFBSSxHQUFHO0lBQ3hFO0lBQ0EsTUFBTSxLQUFLLElBQUksQ0FBQyxDQUFBLGdCQUFpQjtJQUNqQyxNQUFNLFVBQVUsTUFBTSxLQUFLLE1BQU0sS0FDL0IsQ0FBQyxJQUFJLENBQUMsS0FBSyxDQUFDLEVBQUUsQ0FBQyxJQUFJLENBQUMsQ0FBQyxFQUFFLEtBQUssQ0FBQyxNQUFNLEVBQUUsR0FBRyxTQUFTLE1BQU07SUFDekQsSUFBSSxTQUFTLE9BQU8sS0FBSyxJQUFJLENBQUMsT0FBTztJQUNyQyxPQUFPLEtBQUssR0FBRyxDQUFDLEdBQUcsS0FBSyxLQUFLLENBQUMsT0FBTztFQUN2QztFQUVBOzs7OztHQUtDLEdBQ0QsQ0FBQSxVQUFXLENBQUMsRUFBVSxFQUFFLENBQVM7SUFDL0IsTUFBTSxRQUFRLElBQUksQ0FBQyxLQUFLO0lBQ3hCLE1BQU0sUUFBUSxJQUFJLENBQUMsSUFBSSxHQUFHO0lBQzFCLE1BQU8sSUFBSSxFQUFHO01BQ1osSUFBSSxJQUFJLENBQUMsV0FBVyxFQUFFLElBQUksQ0FBQyxDQUFBLElBQUs7TUFDaEMsTUFBTSxNQUFNLElBQUksQ0FBQyxLQUFLLENBQUMsRUFBRSxDQUFDLElBQUksQ0FBQyxDQUFDO01BQ2hDLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQztNQUNoQixNQUFNLFFBQVEsS0FBSyxHQUFHLENBQUMsR0FBRyxRQUFRLElBQUk7TUFDdEMsSUFBSSxDQUFDLENBQUEsZUFBZ0IsQ0FBQyxLQUFLLEdBQUcsSUFBSSxPQUFPO01BQ3pDLFVBQVUsSUFBSSxLQUFLLEVBQUUsR0FBRyxPQUFPLElBQUk7TUFDbkMsSUFBSSxNQUFNLENBQUMsSUFBSSxRQUFRO01BQ3ZCLElBQUksQ0FBQyxLQUFLLENBQUM7TUFDWCxLQUFLO01BQ0wsSUFBSSxJQUFJLFFBQVEsT0FBTztRQUNyQixJQUFJLENBQUMsQ0FBQyxHQUFHO1FBQ1QsSUFBSSxDQUFDLFdBQVcsR0FBRztNQUNyQixPQUFPO1FBQ0wsSUFBSSxDQUFDLENBQUMsR0FBRyxJQUFJO01BQ2Y7SUFDRjtFQUNGO0VBRUEsc0VBQXNFLEdBQ3RFLENBQUEsaUJBQWtCLENBQUMsRUFBVTtJQUMzQixJQUFJLEtBQUssSUFBSSxDQUFDLFdBQVcsR0FBRyxJQUFJLENBQUMsQ0FBQyxHQUFHLElBQUksQ0FBQyxDQUFDLEdBQUc7SUFDOUMsSUFBSSxLQUFLLEdBQUcsT0FBTyxFQUFFO0lBQ3JCLE1BQU0sTUFBTSxJQUFJLENBQUMsS0FBSyxDQUFDLEVBQUUsQ0FBQyxJQUFJLENBQUMsQ0FBQztJQUNoQyxJQUFJLENBQUMsSUFBSSxLQUFLLENBQUMsTUFBTSxFQUFFLEdBQUcsV0FBVyxNQUFNLEtBQUssS0FBSyxHQUFHO0lBQ3hELE1BQU0sS0FBSyxJQUFJLEtBQUssQ0FBQyxNQUFNLEVBQUU7SUFDN0IsSUFBSSxDQUFDLEtBQUssYUFBYSxNQUFNLEtBQUssQ0FBQyxLQUFLLE9BQU8sTUFBTSxJQUFJLE9BQU8sRUFBRTtJQUNsRSxPQUFPLE1BQU0sSUFBSSxDQUFDLElBQUksT0FBTyxDQUFDLEtBQUssS0FBSyxDQUFDLEdBQUcsR0FBRyxDQUFDLENBQUMsSUFBTSxFQUFFLFdBQVcsQ0FBQztFQUN2RTtFQUVBLGtEQUFrRCxHQUNsRCxDQUFBLElBQUs7SUFDSCxJQUFJLENBQUMsV0FBVyxHQUFHO0lBQ25CLG1FQUFtRTtJQUNuRSwyREFBMkQ7SUFDM0QsSUFBSSxDQUFDLElBQUksQ0FBQyxRQUFRLEVBQUU7SUFDcEIsTUFBTSxNQUFNLElBQUksQ0FBQyxLQUFLLENBQUMsRUFBRSxDQUFDLElBQUksQ0FBQyxDQUFDO0lBQ2hDLElBQUksT0FBTyxHQUFHO0lBQ2QsSUFBSSxDQUFDLEtBQUssQ0FBQztJQUNYLElBQUksQ0FBQyxDQUFDLEdBQUcsSUFBSSxDQUFDLElBQUksSUFBSSxJQUFJLENBQUMsQ0FBQyxHQUFHLElBQUksQ0FBQyxJQUFJLEdBQUc7SUFDM0MsSUFBSSxDQUFDLEtBQUs7RUFDWjtFQUVBOzs7O0dBSUMsR0FDRCxDQUFBLGVBQWdCLENBQUMsR0FBUSxFQUFFLElBQVksRUFBRSxFQUFVLEVBQUUsS0FBYTtJQUNoRSxNQUFNLElBQUksSUFBSSxLQUFLO0lBQ25CLElBQUksT0FBTyxLQUFLLENBQUMsQ0FBQyxDQUFDLFFBQVEsRUFBRSxHQUFHLFdBQVcsTUFBTSxHQUFHO01BQ2xELENBQUMsQ0FBQyxBQUFDLE9BQU8sS0FBTSxFQUFFLEdBQUc7TUFDckIsQ0FBQyxDQUFDLENBQUMsQUFBQyxPQUFPLEtBQU0sQ0FBQyxJQUFJLEVBQUUsR0FBRztJQUM3QjtJQUNBLElBQUksS0FBSyxJQUFJLENBQUMsSUFBSSxJQUFJLENBQUMsQ0FBQyxDQUFDLE1BQU0sRUFBRSxHQUFHLFdBQVcsTUFBTSxHQUFHO01BQ3RELENBQUMsQ0FBQyxNQUFNLEVBQUUsR0FBRztNQUNiLENBQUMsQ0FBQyxDQUFDLE1BQU0sQ0FBQyxJQUFJLEVBQUUsR0FBRztJQUNyQjtFQUNGO0VBRUEsNEVBQTRFO0VBQzVFLFNBQVM7RUFFVCxvRUFBb0UsR0FDcEUsVUFBVSxDQUFTLEVBQUUsQ0FBUyxFQUFRO0lBQ3BDLElBQUksQ0FBQyxDQUFDLEdBQUcsSUFBSSxJQUFJLElBQUksS0FBSyxJQUFJLENBQUMsSUFBSSxHQUFHLElBQUksQ0FBQyxJQUFJLEdBQUcsSUFBSTtJQUN0RCxJQUFJLENBQUMsQ0FBQyxHQUFHLElBQUksSUFBSSxJQUFJLEtBQUssSUFBSSxDQUFDLElBQUksR0FBRyxJQUFJLENBQUMsSUFBSSxHQUFHLElBQUk7SUFDdEQsSUFBSSxDQUFDLFdBQVcsR0FBRztFQUNyQjtFQUVBLDZFQUE2RSxHQUM3RSxPQUFPLEdBQVcsRUFBRSxHQUFXLEVBQVE7SUFDckMsSUFBSSxJQUFJLENBQUMsTUFBTSxFQUFFO01BQ2YsTUFBTSxJQUFJLEtBQUssR0FBRyxDQUFDLElBQUksQ0FBQyxJQUFJLEdBQUcsS0FBSyxJQUFJLENBQUMsS0FBSztNQUM5QyxNQUFNLElBQUksS0FBSyxHQUFHLENBQUMsSUFBSSxDQUFDLEdBQUcsR0FBRyxLQUFLLElBQUksQ0FBQyxNQUFNO01BQzlDLElBQUksQ0FBQyxTQUFTLENBQUMsR0FBRztJQUNwQixPQUFPO01BQ0wsSUFBSSxDQUFDLFNBQVMsQ0FBQyxLQUFLO0lBQ3RCO0VBQ0Y7RUFFQSxtQ0FBbUMsR0FDbkMsVUFBVSxHQUFXLEVBQVE7SUFDM0IsTUFBTSxJQUFJLElBQUksQ0FBQyxNQUFNLEdBQUcsS0FBSyxHQUFHLENBQUMsSUFBSSxDQUFDLElBQUksR0FBRyxLQUFLLElBQUksQ0FBQyxLQUFLLElBQUk7SUFDaEUsSUFBSSxDQUFDLFNBQVMsQ0FBQyxHQUFHLElBQUksQ0FBQyxDQUFDO0VBQzFCO0VBRUEsNEJBQTRCLEdBQzVCLFVBQVUsR0FBVyxFQUFRO0lBQzNCLE1BQU0sSUFBSSxJQUFJLENBQUMsTUFBTSxHQUFHLEtBQUssR0FBRyxDQUFDLElBQUksQ0FBQyxHQUFHLEdBQUcsS0FBSyxJQUFJLENBQUMsTUFBTSxJQUFJO0lBQ2hFLElBQUksQ0FBQyxTQUFTLENBQUMsSUFBSSxDQUFDLENBQUMsRUFBRTtFQUN6QjtFQUVBOzs7O0dBSUMsR0FDRCxhQUFhLEVBQVUsRUFBRSxFQUFVLEVBQVE7SUFDekMsSUFBSSxDQUFDLE1BQU0sQ0FBQyxJQUFJLENBQUMsQ0FBQyxHQUFHLElBQUksSUFBSSxDQUFDLENBQUMsR0FBRztFQUNwQztFQUVBLGdFQUFnRSxHQUNoRSxHQUFHLENBQVMsRUFBUTtJQUNsQixNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUMsSUFBSSxJQUFJLENBQUMsR0FBRyxHQUFHLElBQUksQ0FBQyxHQUFHLEdBQUc7SUFDOUMsSUFBSSxDQUFDLFNBQVMsQ0FBQyxJQUFJLENBQUMsQ0FBQyxFQUFFLEtBQUssR0FBRyxDQUFDLElBQUksQ0FBQyxDQUFDLEdBQUcsR0FBRztFQUM5QztFQUVBLHFFQUFxRSxHQUNyRSxLQUFLLENBQVMsRUFBUTtJQUNwQixNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUMsSUFBSSxJQUFJLENBQUMsTUFBTSxHQUFHLElBQUksQ0FBQyxNQUFNLEdBQUcsSUFBSSxDQUFDLElBQUksR0FBRztJQUNoRSxJQUFJLENBQUMsU0FBUyxDQUFDLElBQUksQ0FBQyxDQUFDLEVBQUUsS0FBSyxHQUFHLENBQUMsSUFBSSxDQUFDLENBQUMsR0FBRyxHQUFHO0VBQzlDO0VBRUEsNkRBQTZELEdBQzdELFFBQVEsQ0FBUyxFQUFRO0lBQ3ZCLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQyxJQUFJLElBQUksQ0FBQyxLQUFLLEdBQUcsSUFBSSxDQUFDLEtBQUssR0FBRyxJQUFJLENBQUMsSUFBSSxHQUFHO0lBQzlELElBQUksQ0FBQyxTQUFTLENBQUMsS0FBSyxHQUFHLENBQUMsSUFBSSxDQUFDLENBQUMsR0FBRyxHQUFHLFFBQVEsSUFBSSxDQUFDLENBQUM7RUFDcEQ7RUFFQSwyREFBMkQsR0FDM0QsU0FBUyxDQUFTLEVBQVE7SUFDeEIsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFDLElBQUksSUFBSSxDQUFDLElBQUksR0FBRyxJQUFJLENBQUMsSUFBSSxHQUFHO0lBQ2hELElBQUksQ0FBQyxTQUFTLENBQUMsS0FBSyxHQUFHLENBQUMsSUFBSSxDQUFDLENBQUMsR0FBRyxHQUFHLFFBQVEsSUFBSSxDQUFDLENBQUM7RUFDcEQ7RUFFQSxxRUFBcUUsR0FDckUsWUFBa0I7SUFDaEIsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFDLElBQUksSUFBSSxDQUFDLElBQUksR0FBRyxJQUFJLENBQUMsSUFBSSxHQUFHO0lBQy9DLElBQUksSUFBSSxDQUFDLFdBQVcsRUFBRTtNQUNwQixJQUFJLENBQUMsV0FBVyxHQUFHO01BQ25CLElBQUksSUFBSSxDQUFDLENBQUMsR0FBRyxNQUFNLElBQUksQ0FBQyxDQUFDO01BQ3pCO0lBQ0Y7SUFDQSxJQUFJLElBQUksQ0FBQyxDQUFDLEdBQUcsTUFBTTtNQUNqQixJQUFJLENBQUMsQ0FBQztJQUNSLE9BQU8sSUFBSSxJQUFJLENBQUMsV0FBVyxJQUFJLElBQUksQ0FBQyxRQUFRLEVBQUU7TUFDNUMsTUFBTSxNQUFNLElBQUksQ0FBQyxDQUFDLEdBQUcsSUFBSSxDQUFDLEdBQUcsR0FBRyxJQUFJLENBQUMsR0FBRyxHQUFHO01BQzNDLElBQUksSUFBSSxDQUFDLENBQUMsR0FBRyxLQUFLO1FBQ2hCLElBQUksQ0FBQyxDQUFDO1FBQ04sSUFBSSxDQUFDLENBQUMsR0FBRyxJQUFJLENBQUMsS0FBSztNQUNyQixPQUFPO1FBQ0wsSUFBSSxDQUFDLENBQUMsR0FBRyxJQUFJLENBQUMsTUFBTTtRQUNwQixJQUFJLENBQUMsQ0FBQyxHQUFHLElBQUksQ0FBQyxLQUFLO01BQ3JCO0lBQ0Y7RUFDRjtFQUVBLHVEQUF1RCxHQUN2RCxpQkFBdUI7SUFDckIsSUFBSSxDQUFDLENBQUMsR0FBRyxJQUFJLENBQUMsQ0FBQyxJQUFJLElBQUksQ0FBQyxJQUFJLEdBQUcsSUFBSSxDQUFDLElBQUksR0FBRztJQUMzQyxJQUFJLENBQUMsV0FBVyxHQUFHO0VBQ3JCO0VBRUEsNENBQTRDLEdBQzVDLFdBQWlCO0lBQ2YsSUFBSSxDQUFDLEtBQUs7SUFDVixJQUFJLElBQUksQ0FBQyxPQUFPLEVBQUUsSUFBSSxDQUFDLGNBQWM7RUFDdkM7RUFFQSx3REFBd0QsR0FDeEQsUUFBYztJQUNaLElBQUksQ0FBQyxXQUFXLEdBQUc7SUFDbkIsSUFBSSxJQUFJLENBQUMsQ0FBQyxLQUFLLElBQUksQ0FBQyxNQUFNLEVBQUU7TUFDMUIsSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLElBQUksSUFBSSxDQUFDLFFBQVEsQ0FBQztJQUNsQyxPQUFPLElBQUksSUFBSSxDQUFDLENBQUMsR0FBRyxJQUFJLENBQUMsSUFBSSxHQUFHLEdBQUc7TUFDakMsSUFBSSxDQUFDLENBQUM7SUFDUjtFQUNGO0VBRUEsdURBQXVELEdBQ3ZELGVBQXFCO0lBQ25CLElBQUksQ0FBQyxXQUFXLEdBQUc7SUFDbkIsSUFBSSxJQUFJLENBQUMsQ0FBQyxLQUFLLElBQUksQ0FBQyxHQUFHLEVBQUU7TUFDdkIsSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLElBQUksSUFBSSxDQUFDLFVBQVUsQ0FBQztJQUNwQyxPQUFPLElBQUksSUFBSSxDQUFDLENBQUMsR0FBRyxHQUFHO01BQ3JCLElBQUksQ0FBQyxDQUFDO0lBQ1I7RUFDRjtFQUVBLHVCQUF1QixHQUN2QixXQUFpQjtJQUNmLElBQUksQ0FBQyxLQUFLO0lBQ1YsSUFBSSxDQUFDLENBQUMsR0FBRyxJQUFJLENBQUMsSUFBSTtFQUNwQjtFQUVBLHlFQUF5RSxHQUN6RSxZQUFrQjtJQUNoQixJQUFJLENBQUMsV0FBVyxHQUFHO0lBQ25CLElBQUksSUFBSSxDQUFDLENBQUMsS0FBSyxJQUFJLENBQUMsSUFBSSxFQUFFO01BQ3hCLElBQUksSUFBSSxDQUFDLENBQUMsSUFBSSxJQUFJLENBQUMsR0FBRyxJQUFJLElBQUksQ0FBQyxDQUFDLElBQUksSUFBSSxDQUFDLE1BQU0sRUFBRSxJQUFJLENBQUMsV0FBVyxDQUFDO0lBQ3BFLE9BQU8sSUFBSSxJQUFJLENBQUMsQ0FBQyxHQUFHLEdBQUc7TUFDckIsSUFBSSxDQUFDLENBQUM7SUFDUjtFQUNGO0VBRUEsMEVBQTBFLEdBQzFFLGVBQXFCO0lBQ25CLElBQUksQ0FBQyxXQUFXLEdBQUc7SUFDbkIsSUFBSSxJQUFJLENBQUMsQ0FBQyxLQUFLLElBQUksQ0FBQyxLQUFLLEVBQUU7TUFDekIsSUFBSSxJQUFJLENBQUMsQ0FBQyxJQUFJLElBQUksQ0FBQyxHQUFHLElBQUksSUFBSSxDQUFDLENBQUMsSUFBSSxJQUFJLENBQUMsTUFBTSxFQUFFLElBQUksQ0FBQyxVQUFVLENBQUM7SUFDbkUsT0FBTyxJQUFJLElBQUksQ0FBQyxDQUFDLEdBQUcsSUFBSSxDQUFDLElBQUksR0FBRyxHQUFHO01BQ2pDLElBQUksQ0FBQyxDQUFDO0lBQ1I7RUFDRjtFQUVBLENBQUEsSUFBSztJQUNILE9BQU8sSUFBSSxDQUFDLENBQUMsSUFBSSxJQUFJLENBQUMsSUFBSSxJQUFJLElBQUksQ0FBQyxDQUFDLElBQUksSUFBSSxDQUFDLEtBQUs7RUFDcEQ7RUFFQSxXQUFXLEdBQ1gsYUFBbUI7SUFDakIsTUFBTSxJQUFpQjtNQUNyQixHQUFHLElBQUksQ0FBQyxDQUFDO01BQ1QsR0FBRyxJQUFJLENBQUMsQ0FBQztNQUNULGFBQWEsSUFBSSxDQUFDLFdBQVc7TUFDN0IsSUFBSSxJQUFJLENBQUMsRUFBRTtNQUNYLElBQUksSUFBSSxDQUFDLEVBQUU7TUFDWCxJQUFJLElBQUksQ0FBQyxFQUFFO01BQ1gsT0FBTyxJQUFJLENBQUMsS0FBSztNQUNqQixNQUFNLElBQUksQ0FBQyxJQUFJO01BQ2YsU0FBUyxJQUFJLENBQUMsT0FBTztNQUNyQixRQUFRLElBQUksQ0FBQyxNQUFNO01BQ25CLFVBQVUsSUFBSSxDQUFDLFFBQVEsQ0FBQyxLQUFLO01BQzdCLElBQUksSUFBSSxDQUFDLEVBQUU7SUFDYjtJQUNBLElBQUksSUFBSSxDQUFDLFNBQVMsRUFBRSxJQUFJLENBQUMsQ0FBQSxRQUFTLEdBQUc7U0FDaEMsSUFBSSxDQUFDLENBQUEsWUFBYSxHQUFHO0VBQzVCO0VBRUEsMkRBQTJELEdBQzNELGdCQUFzQjtJQUNwQixNQUFNLElBQUksSUFBSSxDQUFDLFNBQVMsR0FBRyxJQUFJLENBQUMsQ0FBQSxRQUFTLEdBQUcsSUFBSSxDQUFDLENBQUEsWUFBYTtJQUM5RCxJQUFJLE1BQU0sTUFBTTtNQUNkLElBQUksQ0FBQyxTQUFTLENBQUMsR0FBRztNQUNsQixJQUFJLENBQUMsTUFBTSxHQUFHO01BQ2QsSUFBSSxDQUFDLFFBQVE7TUFDYixJQUFJLENBQUMsUUFBUSxHQUFHO1FBQUM7UUFBTTtRQUFNO1FBQU07T0FBSztNQUN4QyxJQUFJLENBQUMsRUFBRSxHQUFHO01BQ1YsSUFBSSxDQUFDLE9BQU8sR0FBRztNQUNmLElBQUksQ0FBQyxDQUFBLFVBQVc7TUFDaEI7SUFDRjtJQUNBLDRDQUE0QztJQUM1QyxJQUFJLENBQUMsU0FBUyxDQUFDLEVBQUUsQ0FBQyxFQUFFLEVBQUUsQ0FBQztJQUN2QixJQUFJLENBQUMsRUFBRSxHQUFHLEVBQUUsRUFBRTtJQUNkLElBQUksQ0FBQyxFQUFFLEdBQUcsRUFBRSxFQUFFO0lBQ2QsSUFBSSxDQUFDLEVBQUUsR0FBRyxFQUFFLEVBQUU7SUFDZCxJQUFJLENBQUMsS0FBSyxHQUFHLEVBQUUsS0FBSztJQUNwQixJQUFJLENBQUMsSUFBSSxHQUFHLEVBQUUsSUFBSTtJQUNsQixJQUFJLENBQUMsT0FBTyxHQUFHLEVBQUUsT0FBTztJQUN4QixJQUFJLENBQUMsTUFBTSxHQUFHLEVBQUUsTUFBTTtJQUN0QixJQUFJLENBQUMsUUFBUSxHQUFHLEVBQUUsUUFBUSxDQUFDLEtBQUs7SUFDaEMsSUFBSSxDQUFDLEVBQUUsR0FBRyxFQUFFLEVBQUU7SUFDZCxJQUFJLENBQUMsVUFBVTtFQUNqQjtFQUVBLDRFQUE0RTtFQUM1RSxPQUFPO0VBRVAsK0JBQStCLEdBQy9CLFlBQWtCO0lBQ2hCLElBQUksQ0FBQyxJQUFJLENBQUMsSUFBSSxDQUFDO0lBQ2YsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLElBQUksQ0FBQyxJQUFJLEVBQUUsS0FBSyxFQUFHLElBQUksQ0FBQyxJQUFJLENBQUMsRUFBRSxHQUFHO0VBQ3hEO0VBRUEsd0NBQXdDLEdBQ3hDLElBQUksQ0FBUyxFQUFRO0lBQ25CLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQyxJQUFJLElBQUksQ0FBQyxLQUFLLEdBQUcsSUFBSSxDQUFDLEtBQUssR0FBRyxJQUFJLENBQUMsSUFBSSxHQUFHO0lBQzlELElBQUksSUFBSSxJQUFJLENBQUMsQ0FBQztJQUNkLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxLQUFLLElBQUksT0FBTyxJQUFLO01BQ3ZDO01BQ0EsTUFBTyxJQUFJLFNBQVMsSUFBSSxDQUFDLElBQUksQ0FBQyxFQUFFLEtBQUssRUFBRztJQUMxQztJQUNBLG1FQUFtRTtJQUNuRSxJQUFJLE1BQU0sSUFBSSxDQUFDLENBQUMsRUFBRSxJQUFJLENBQUMsV0FBVyxHQUFHO0lBQ3JDLElBQUksQ0FBQyxDQUFDLEdBQUc7RUFDWDtFQUVBLHlDQUF5QyxHQUN6QyxRQUFRLENBQVMsRUFBUTtJQUN2QixNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUMsSUFBSSxJQUFJLENBQUMsSUFBSSxHQUFHLElBQUksQ0FBQyxJQUFJLEdBQUc7SUFDaEQsSUFBSSxJQUFJLElBQUksQ0FBQyxDQUFDO0lBQ2QsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLEtBQUssSUFBSSxPQUFPLElBQUs7TUFDdkM7TUFDQSxNQUFPLElBQUksU0FBUyxJQUFJLENBQUMsSUFBSSxDQUFDLEVBQUUsS0FBSyxFQUFHO0lBQzFDO0lBQ0EsbUVBQW1FO0lBQ25FLElBQUksQ0FBQyxDQUFDLEdBQUc7RUFDWDtFQUVBLDRFQUE0RTtFQUM1RSxVQUFVO0VBRVYsd0VBQXdFLEdBQ3hFLFdBQVcsQ0FBUyxFQUFFLElBQVksRUFBRSxFQUFVLEVBQUUsU0FBa0IsRUFBUTtJQUN4RSxJQUFJLFFBQVEsSUFBSTtJQUNoQixNQUFNLE1BQU0sSUFBSSxDQUFDLEtBQUssQ0FBQyxFQUFFLENBQUM7SUFDMUIsTUFBTSxRQUFRLElBQUksQ0FBQyxPQUFPO0lBQzFCLElBQUksV0FBVztNQUNiLElBQUksVUFBVSxHQUFHLElBQUksTUFBTSxDQUFDO01BQzVCLE1BQU0sSUFBSSxJQUFJLEtBQUs7TUFDbkIsSUFBSyxJQUFJLElBQUksTUFBTSxJQUFJLElBQUksSUFBSztRQUM5QixJQUFJLENBQUMsQ0FBQyxDQUFDLEtBQUssRUFBRSxHQUFHLGNBQWMsTUFBTSxHQUFHO1VBQ3RDLENBQUMsQ0FBQyxLQUFLLEVBQUUsR0FBRztVQUNaLENBQUMsQ0FBQyxDQUFDLEtBQUssQ0FBQyxJQUFJLEVBQUUsR0FBRztRQUNwQjtNQUNGO0lBQ0YsT0FBTztNQUNMLDZDQUE2QztNQUM3QyxJQUFJLE9BQU8sS0FBSyxDQUFDLElBQUksS0FBSyxDQUFDLFFBQVEsRUFBRSxHQUFHLFdBQVcsTUFBTSxHQUFHO01BQzVELElBQUksS0FBSyxJQUFJLENBQUMsSUFBSSxJQUFJLENBQUMsSUFBSSxLQUFLLENBQUMsTUFBTSxFQUFFLEdBQUcsV0FBVyxNQUFNLEdBQUc7TUFDaEUsSUFBSSxVQUFVLENBQUMsTUFBTSxJQUFJO0lBQzNCO0lBQ0EsSUFBSSxTQUFTLEtBQUssTUFBTSxJQUFJLENBQUMsSUFBSSxFQUFFLElBQUksT0FBTyxHQUFHO0lBQ2pELElBQUksQ0FBQyxLQUFLLENBQUM7RUFDYjtFQUVBLGlCQUFpQixHQUNqQixZQUFZLElBQVksRUFBRSxTQUFrQixFQUFRO0lBQ2xELE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQztJQUNoQixJQUFJLFNBQVMsR0FBRztNQUNkLElBQUksQ0FBQyxVQUFVLENBQUMsR0FBRyxJQUFJLENBQUMsQ0FBQyxFQUFFLElBQUksQ0FBQyxJQUFJLEVBQUU7TUFDdEMsSUFBSSxDQUFDLEtBQUssQ0FBQyxFQUFFLENBQUMsR0FBRyxPQUFPLEdBQUc7SUFDN0IsT0FBTyxJQUFJLFNBQVMsR0FBRyxJQUFJLENBQUMsVUFBVSxDQUFDLEdBQUcsR0FBRyxJQUFJLENBQUMsQ0FBQyxHQUFHLEdBQUc7U0FDcEQsSUFBSSxTQUFTLEdBQUcsSUFBSSxDQUFDLFVBQVUsQ0FBQyxHQUFHLEdBQUcsSUFBSSxDQUFDLElBQUksRUFBRTtJQUN0RCxJQUFJLENBQUMsV0FBVyxHQUFHO0VBQ3JCO0VBRUEsK0NBQStDLEdBQy9DLGVBQWUsSUFBWSxFQUFFLFNBQWtCLEVBQVE7SUFDckQsSUFBSSxTQUFTLEdBQUc7TUFDZCxJQUFJLENBQUMsVUFBVSxDQUFDLElBQUksQ0FBQyxDQUFDLEVBQUUsSUFBSSxDQUFDLENBQUMsRUFBRSxJQUFJLENBQUMsSUFBSSxFQUFFO01BQzNDLElBQUksQ0FBQyxLQUFLLENBQUMsRUFBRSxDQUFDLElBQUksQ0FBQyxDQUFDLEVBQUUsT0FBTyxHQUFHO01BQ2hDLElBQUssSUFBSSxJQUFJLElBQUksQ0FBQyxDQUFDLEdBQUcsR0FBRyxJQUFJLElBQUksQ0FBQyxJQUFJLEVBQUUsSUFBSztRQUMzQyxJQUFJLENBQUMsVUFBVSxDQUFDLEdBQUcsR0FBRyxJQUFJLENBQUMsSUFBSSxFQUFFO01BQ25DO0lBQ0YsT0FBTyxJQUFJLFNBQVMsR0FBRztNQUNyQixJQUFLLElBQUksSUFBSSxHQUFHLElBQUksSUFBSSxDQUFDLENBQUMsRUFBRSxJQUFLO1FBQy9CLElBQUksQ0FBQyxVQUFVLENBQUMsR0FBRyxHQUFHLElBQUksQ0FBQyxJQUFJLEVBQUU7TUFDbkM7TUFDQSxJQUFJLENBQUMsVUFBVSxDQUFDLElBQUksQ0FBQyxDQUFDLEVBQUUsR0FBRyxJQUFJLENBQUMsQ0FBQyxHQUFHLEdBQUc7SUFDekMsT0FBTyxJQUFJLFNBQVMsR0FBRztNQUNyQixJQUFLLElBQUksSUFBSSxHQUFHLElBQUksSUFBSSxDQUFDLElBQUksRUFBRSxJQUFLO1FBQ2xDLElBQUksQ0FBQyxVQUFVLENBQUMsR0FBRyxHQUFHLElBQUksQ0FBQyxJQUFJLEVBQUU7TUFDbkM7SUFDRixPQUFPLElBQUksU0FBUyxHQUFHO01BQ3JCLElBQUksQ0FBQyxPQUFPLENBQUMsS0FBSztJQUNwQjtJQUNBLElBQUksQ0FBQyxXQUFXLEdBQUc7RUFDckI7RUFFQSwyQ0FBMkMsR0FDM0MsV0FBVyxDQUFTLEVBQVE7SUFDMUIsSUFBSSxDQUFDLFVBQVUsQ0FBQyxJQUFJLENBQUMsQ0FBQyxFQUFFLElBQUksQ0FBQyxDQUFDLEVBQUUsS0FBSyxHQUFHLENBQUMsSUFBSSxDQUFDLENBQUMsR0FBRyxHQUFHLElBQUksQ0FBQyxJQUFJLEdBQUc7SUFDakUsSUFBSSxDQUFDLFdBQVcsR0FBRztFQUNyQjtFQUVBLDRFQUE0RTtFQUM1RSx5QkFBeUI7RUFFekIsb0VBQW9FLEdBQ3BFLENBQUEsVUFBVyxDQUNULEdBQVEsRUFDUixDQUFTLEVBQ1QsQ0FBUyxFQUNULEtBQWEsRUFDYixRQUFRLElBQUksQ0FBQyxPQUFPLEVBQUU7SUFFdEIsTUFBTSxJQUFJLElBQUksS0FBSztJQUNuQixJQUFJLEtBQUssR0FBRyxDQUFDLEdBQUcsUUFBUSxJQUFJO0lBQzVCLElBQUksQ0FBQyxDQUFDLENBQUMsS0FBSyxFQUFFLEdBQUcsV0FBVyxNQUFNLEtBQUssSUFBSSxHQUFHO01BQzVDLE1BQU0sR0FBRyxJQUFJLEdBQUc7TUFDaEIsTUFBTSxHQUFHLEdBQUc7SUFDZDtJQUNBLElBQUksTUFBTSxDQUFDLElBQUksQ0FBQyxJQUFJO0lBQ3BCLEVBQUUsVUFBVSxDQUFDLEFBQUMsSUFBSSxLQUFNLEdBQUcsS0FBSyxHQUFHLEFBQUMsUUFBUSxJQUFJLEtBQU07SUFDdEQsSUFBSSxDQUFDLENBQUEsYUFBYyxDQUFDLEtBQUssR0FBRyxRQUFRLEdBQUc7SUFDdkMsSUFBSSxVQUFVLENBQUMsR0FBRyxJQUFJLEdBQUc7SUFDekIsbURBQW1EO0lBQ25ELElBQUksQ0FBQyxDQUFDLENBQUMsU0FBUyxFQUFFLEdBQUcsU0FBUyxNQUFNLEdBQUcsTUFBTSxHQUFHLE9BQU87SUFDdkQsSUFBSSxRQUFRLElBQUksSUFBSSxDQUFDLElBQUksSUFBSSxDQUFDLENBQUMsQ0FBQyxBQUFDLFFBQVEsS0FBTSxFQUFFLEdBQUcsV0FBVyxNQUFNLEdBQUc7TUFDdEUsTUFBTSxHQUFHLFFBQVEsR0FBRztJQUN0QjtJQUNBLElBQUksQ0FBQyxLQUFLLENBQUM7RUFDYjtFQUVBLHdFQUF3RSxHQUN4RSxDQUFBLFNBQVUsQ0FBQyxHQUFRLEVBQUUsQ0FBUyxFQUFFLENBQVMsRUFBRSxLQUFhO0lBQ3RELE1BQU0sSUFBSSxJQUFJLEtBQUs7SUFDbkIsTUFBTSxRQUFRLElBQUksQ0FBQyxPQUFPO0lBQzFCLElBQUksS0FBSyxHQUFHLENBQUMsR0FBRyxRQUFRLElBQUk7SUFDNUIsSUFBSSxDQUFDLENBQUMsQ0FBQyxLQUFLLEVBQUUsR0FBRyxXQUFXLE1BQU0sS0FBSyxJQUFJLEdBQUcsTUFBTSxHQUFHLElBQUksR0FBRztJQUM5RCxFQUFFLFVBQVUsQ0FBQyxLQUFLLEdBQUcsQUFBQyxJQUFJLEtBQU0sR0FBRyxBQUFDLFFBQVEsS0FBTTtJQUNsRCxJQUFJLENBQUMsQ0FBQSxhQUFjLENBQUMsS0FBSyxJQUFJLEdBQUcsT0FBTyxDQUFDO0lBQ3hDLElBQUksVUFBVSxDQUFDLFFBQVEsSUFBSSxHQUFHLFFBQVEsR0FBRztJQUN6QyxJQUFJLENBQUMsQ0FBQyxDQUFDLEtBQUssRUFBRSxHQUFHLFdBQVcsTUFBTSxHQUFHLE1BQU0sR0FBRyxHQUFHO0lBQ2pELElBQUksUUFBUSxJQUFJLElBQUksQ0FBQyxJQUFJLElBQUksQ0FBQyxDQUFDLENBQUMsQUFBQyxRQUFRLEtBQU0sRUFBRSxHQUFHLFdBQVcsTUFBTSxHQUFHO01BQ3RFLE1BQU0sR0FBRyxRQUFRLEdBQUc7SUFDdEI7SUFDQSxJQUFJLENBQUMsQ0FBQyxDQUFDLFNBQVMsRUFBRSxHQUFHLFNBQVMsTUFBTSxHQUFHO01BQ3JDLElBQUksUUFBUSxLQUFLLElBQUksQ0FBQyxJQUFJLElBQUksQ0FBQyxDQUFDLENBQUMsQUFBQyxRQUFRLEtBQU0sRUFBRSxHQUFHLFdBQVcsTUFBTSxHQUFHO1FBQ3ZFLE1BQU0sR0FBRyxPQUFPO01BQ2xCO0lBQ0Y7SUFDQSxJQUFJLENBQUMsS0FBSyxDQUFDO0VBQ2I7RUFFQSwrREFBK0QsR0FDL0QsQ0FBQSxhQUFjLENBQUMsR0FBUSxFQUFFLElBQVksRUFBRSxFQUFVLEVBQUUsS0FBYTtJQUM5RCxJQUFJLFlBQVksQ0FBQyxNQUFNLElBQUk7RUFDN0I7RUFFQSwyQ0FBMkMsR0FDM0MsWUFBWSxDQUFTLEVBQVE7SUFDM0IsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssSUFBSTtJQUNuQixJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsSUFBSSxDQUFDLEtBQUssQ0FBQyxFQUFFLENBQUMsSUFBSSxDQUFDLENBQUMsR0FBRyxJQUFJLENBQUMsQ0FBQyxFQUFFLEdBQUcsSUFBSSxDQUFDLEtBQUs7SUFDN0QsSUFBSSxDQUFDLFdBQVcsR0FBRztFQUNyQjtFQUVBLDBDQUEwQyxHQUMxQyxZQUFZLENBQVMsRUFBUTtJQUMzQixJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxJQUFJO0lBQ25CLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQyxJQUFJLENBQUMsS0FBSyxDQUFDLEVBQUUsQ0FBQyxJQUFJLENBQUMsQ0FBQyxHQUFHLElBQUksQ0FBQyxDQUFDLEVBQUUsR0FBRyxJQUFJLENBQUMsS0FBSztJQUM1RCxJQUFJLENBQUMsV0FBVyxHQUFHO0VBQ3JCO0VBRUEsc0VBQXNFLEdBQ3RFLFlBQVksQ0FBUyxFQUFRO0lBQzNCLElBQUksSUFBSSxDQUFDLENBQUMsR0FBRyxJQUFJLENBQUMsR0FBRyxJQUFJLElBQUksQ0FBQyxDQUFDLEdBQUcsSUFBSSxDQUFDLE1BQU0sSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssSUFBSTtJQUNoRSxJQUFJLENBQUMsQ0FBQSxjQUFlLENBQUMsSUFBSSxDQUFDLENBQUMsRUFBRTtJQUM3QixJQUFJLENBQUMsQ0FBQyxHQUFHLElBQUksQ0FBQyxJQUFJO0lBQ2xCLElBQUksQ0FBQyxXQUFXLEdBQUc7RUFDckI7RUFFQSxnRUFBZ0UsR0FDaEUsWUFBWSxDQUFTLEVBQVE7SUFDM0IsSUFBSSxJQUFJLENBQUMsQ0FBQyxHQUFHLElBQUksQ0FBQyxHQUFHLElBQUksSUFBSSxDQUFDLENBQUMsR0FBRyxJQUFJLENBQUMsTUFBTSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxJQUFJO0lBQ2hFLElBQUksQ0FBQyxDQUFBLFlBQWEsQ0FBQyxJQUFJLENBQUMsQ0FBQyxFQUFFLEdBQUc7SUFDOUIsSUFBSSxDQUFDLENBQUMsR0FBRyxJQUFJLENBQUMsSUFBSTtJQUNsQixJQUFJLENBQUMsV0FBVyxHQUFHO0VBQ3JCO0VBRUEsaUVBQWlFLEdBQ2pFLGNBQWMsQ0FBUyxFQUFRO0lBQzdCLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLE1BQU0sSUFBSSxDQUFDLENBQUMsR0FBRyxJQUFJLENBQUMsR0FBRyxJQUFJLElBQUksQ0FBQyxDQUFDLEdBQUcsSUFBSSxDQUFDLE1BQU0sRUFBRTtJQUNoRSxJQUFLLElBQUksSUFBSSxJQUFJLENBQUMsR0FBRyxFQUFFLEtBQUssSUFBSSxDQUFDLE1BQU0sRUFBRSxJQUFLO01BQzVDLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxJQUFJLENBQUMsS0FBSyxDQUFDLEVBQUUsQ0FBQyxJQUFJLElBQUksQ0FBQyxDQUFDLEVBQUUsR0FBRyxJQUFJLENBQUMsS0FBSztJQUMxRDtFQUNGO0VBRUEsaUVBQWlFLEdBQ2pFLGNBQWMsQ0FBUyxFQUFRO0lBQzdCLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLE1BQU0sSUFBSSxDQUFDLENBQUMsR0FBRyxJQUFJLENBQUMsR0FBRyxJQUFJLElBQUksQ0FBQyxDQUFDLEdBQUcsSUFBSSxDQUFDLE1BQU0sRUFBRTtJQUNoRSxJQUFLLElBQUksSUFBSSxJQUFJLENBQUMsR0FBRyxFQUFFLEtBQUssSUFBSSxDQUFDLE1BQU0sRUFBRSxJQUFLO01BQzVDLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQyxJQUFJLENBQUMsS0FBSyxDQUFDLEVBQUUsQ0FBQyxJQUFJLElBQUksQ0FBQyxDQUFDLEVBQUUsR0FBRyxJQUFJLENBQUMsS0FBSztJQUN6RDtFQUNGO0VBRUEsNEVBQTRFO0VBQzVFLFlBQVk7RUFFWiwwRUFBMEUsR0FDMUUsU0FBUyxDQUFTLEVBQVE7SUFDeEIsSUFBSSxDQUFDLENBQUEsWUFBYSxDQUFDLElBQUksQ0FBQyxHQUFHLEVBQUUsR0FBRztFQUNsQztFQUVBLDBFQUEwRSxHQUMxRSxXQUFXLENBQVMsRUFBUTtJQUMxQixJQUFJLENBQUMsQ0FBQSxjQUFlLENBQUMsSUFBSSxDQUFDLEdBQUcsRUFBRTtFQUNqQztFQUVBOzs7O0dBSUMsR0FDRCxDQUFBLFlBQWEsQ0FBQyxHQUFXLEVBQUUsQ0FBUyxFQUFFLFNBQWtCO0lBQ3RELE1BQU0sU0FBUyxJQUFJLENBQUMsTUFBTTtJQUMxQixJQUFJLEtBQUssR0FBRyxDQUFDLEdBQUcsU0FBUyxNQUFNO0lBQy9CLElBQUksS0FBSyxHQUFHO0lBQ1osSUFBSSxJQUFJLENBQUMsQ0FBQSxRQUFTLElBQUk7TUFDcEIsSUFBSSxDQUFDLENBQUEsYUFBYyxDQUFDLEtBQUs7TUFDekI7SUFDRjtJQUNBLE1BQU0sUUFBUSxJQUFJLENBQUMsS0FBSztJQUN4QixNQUFNLFFBQVEsSUFBSSxDQUFDLE9BQU87SUFDMUIsTUFBTSxPQUFPLGFBQWEsUUFBUSxLQUFLLENBQUMsSUFBSSxDQUFDLFNBQVM7SUFDdEQsTUFBTSxPQUFPLFFBQVEsS0FBSyxXQUFXLElBQUksQ0FBQyxJQUFJLEdBQUc7SUFDakQsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLEdBQUcsSUFBSztNQUMxQixJQUFJLE1BQWtCLE1BQU0sRUFBRSxDQUFDO01BQy9CLElBQUksTUFBTTtRQUNSLE1BQU0sSUFBSSxDQUFDLE9BQU8sQ0FBQyxJQUFJLENBQUM7UUFDeEIsaUVBQWlFO1FBQ2pFLElBQUksUUFBUSxRQUFRLElBQUksSUFBSSxLQUFLLElBQUksQ0FBQyxJQUFJLEVBQUU7VUFDMUMsTUFBTSxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsSUFBSTtRQUM1QjtNQUNGO01BQ0EsSUFBSSxLQUFLLENBQUM7TUFDVixJQUFJLEdBQUcsR0FBRyxFQUFFLElBQUksQ0FBQyxLQUFLO01BQ3RCLElBQUksTUFBTTtRQUNSLE1BQU0sUUFBUSxDQUFDO01BQ2pCLE9BQU87UUFDTCxJQUFLLElBQUksSUFBSSxLQUFLLElBQUksUUFBUSxJQUFLLE1BQU0sR0FBRyxDQUFDLEdBQUcsTUFBTSxFQUFFLENBQUMsSUFBSTtRQUM3RCxNQUFNLEdBQUcsQ0FBQyxRQUFRO01BQ3BCO0lBQ0Y7RUFDRjtFQUVBLHlFQUF5RSxHQUN6RSxDQUFBLGNBQWUsQ0FBQyxHQUFXLEVBQUUsQ0FBUztJQUNwQyxNQUFNLFNBQVMsSUFBSSxDQUFDLE1BQU07SUFDMUIsSUFBSSxLQUFLLEdBQUcsQ0FBQyxHQUFHLFNBQVMsTUFBTTtJQUMvQixJQUFJLEtBQUssR0FBRztJQUNaLElBQUksSUFBSSxDQUFDLENBQUEsUUFBUyxJQUFJO01BQ3BCLElBQUksQ0FBQyxDQUFBLGVBQWdCLENBQUMsS0FBSztNQUMzQjtJQUNGO0lBQ0EsTUFBTSxRQUFRLElBQUksQ0FBQyxLQUFLO0lBQ3hCLE1BQU0sUUFBUSxJQUFJLENBQUMsT0FBTztJQUMxQixJQUFLLElBQUksSUFBSSxHQUFHLElBQUksR0FBRyxJQUFLO01BQzFCLE1BQU0sTUFBTSxNQUFNLEVBQUUsQ0FBQztNQUNyQixJQUFLLElBQUksSUFBSSxRQUFRLElBQUksS0FBSyxJQUFLLE1BQU0sR0FBRyxDQUFDLEdBQUcsTUFBTSxFQUFFLENBQUMsSUFBSTtNQUM3RCxJQUFJLEtBQUssQ0FBQztNQUNWLElBQUksQ0FBQyxLQUFLLENBQUM7TUFDWCxNQUFNLEdBQUcsQ0FBQyxLQUFLO0lBQ2pCO0lBQ0EseURBQXlEO0lBQ3pELElBQUksTUFBTSxHQUFHLE1BQU0sRUFBRSxDQUFDLE1BQU0sR0FBRyxPQUFPLEdBQUc7RUFDM0M7RUFFQSxnRUFBZ0UsR0FDaEUsQ0FBQSxhQUFjLENBQUMsR0FBVyxFQUFFLENBQVM7SUFDbkMsTUFBTSxFQUFFLElBQUksRUFBRSxLQUFLLEVBQUUsTUFBTSxFQUFFLEdBQUcsSUFBSTtJQUNwQyxJQUFLLElBQUksSUFBSSxLQUFLLEtBQUssUUFBUSxJQUFLO01BQ2xDLE1BQU0sTUFBTSxJQUFJLENBQUMsS0FBSyxDQUFDLEVBQUUsQ0FBQztNQUMxQixJQUFJLElBQUksS0FBSyxRQUFRO1FBQ25CLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQyxJQUFJLENBQUMsS0FBSyxDQUFDLEVBQUUsQ0FBQyxJQUFJLElBQUksS0FBSyxNQUFNO01BQ25ELE9BQU8sSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDLEtBQUssTUFBTTtNQUNuQyxJQUFJLENBQUMsS0FBSyxDQUFDO0lBQ2I7RUFDRjtFQUVBLENBQUEsZUFBZ0IsQ0FBQyxHQUFXLEVBQUUsQ0FBUztJQUNyQyxNQUFNLEVBQUUsSUFBSSxFQUFFLEtBQUssRUFBRSxNQUFNLEVBQUUsR0FBRyxJQUFJO0lBQ3BDLElBQUssSUFBSSxJQUFJLFFBQVEsS0FBSyxLQUFLLElBQUs7TUFDbEMsTUFBTSxNQUFNLElBQUksQ0FBQyxLQUFLLENBQUMsRUFBRSxDQUFDO01BQzFCLElBQUksSUFBSSxLQUFLLEtBQUssSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLElBQUksQ0FBQyxLQUFLLENBQUMsRUFBRSxDQUFDLElBQUksSUFBSSxLQUFLLE1BQU07V0FDOUQsSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDLEtBQUssTUFBTTtNQUNqQyxJQUFJLENBQUMsS0FBSyxDQUFDO0lBQ2I7RUFDRjtFQUVBLHVFQUF1RSxHQUN2RSxDQUFBLFVBQVcsQ0FBQyxHQUFRLEVBQUUsSUFBWSxFQUFFLEtBQWE7SUFDL0MsTUFBTSxRQUFRLElBQUksQ0FBQyxPQUFPO0lBQzFCLElBQUksQ0FBQyxDQUFBLGVBQWdCLENBQUMsS0FBSyxNQUFNLFFBQVEsR0FBRztJQUM1QyxJQUFJLFVBQVUsQ0FBQyxNQUFNLFFBQVEsR0FBRztFQUNsQztFQUVBOzs7OztHQUtDLEdBQ0QsQ0FBQSxTQUFVLENBQUMsR0FBUSxFQUFFLEdBQVEsRUFBRSxJQUFZLEVBQUUsS0FBYTtJQUN4RCxNQUFNLFFBQVEsSUFBSSxDQUFDLE9BQU87SUFDMUIsSUFBSSxNQUFNLENBQUMsSUFBSSxDQUFDLElBQUk7SUFDcEIsSUFBSSxDQUFDLENBQUEsZUFBZ0IsQ0FBQyxLQUFLLE1BQU0sUUFBUSxHQUFHO0lBQzVDLE1BQU0sSUFBSSxJQUFJLEtBQUs7SUFDbkIsRUFBRSxHQUFHLENBQUMsSUFBSSxLQUFLLENBQUMsUUFBUSxDQUFDLFFBQVEsR0FBRyxBQUFDLFFBQVEsS0FBTSxJQUFJLFFBQVE7SUFDL0QsSUFBSyxJQUFJLElBQUksTUFBTSxLQUFLLE9BQU8sSUFBSyxJQUFJLFdBQVcsQ0FBQyxLQUFLLEdBQUc7SUFDNUQsSUFBSSxDQUFDLENBQUMsQ0FBQyxRQUFRLEVBQUUsR0FBRyxXQUFXLE1BQU0sR0FBRyxNQUFNLEdBQUcsTUFBTTtJQUN2RCxJQUFJLENBQUMsQ0FBQyxDQUFDLFNBQVMsRUFBRSxHQUFHLFNBQVMsTUFBTSxLQUFLLFFBQVEsSUFBSSxJQUFJLENBQUMsSUFBSSxFQUFFO01BQzlELE1BQU0sR0FBRyxPQUFPO0lBQ2xCO0VBQ0Y7RUFFQSx3REFBd0QsR0FDeEQsV0FBVyxDQUFTLEVBQVE7SUFDMUIsSUFBSSxJQUFJLENBQUMsQ0FBQyxHQUFHLElBQUksQ0FBQyxHQUFHLElBQUksSUFBSSxDQUFDLENBQUMsR0FBRyxJQUFJLENBQUMsTUFBTSxFQUFFO0lBQy9DLElBQUssSUFBSSxJQUFJLElBQUksQ0FBQyxHQUFHLEVBQUUsS0FBSyxJQUFJLENBQUMsTUFBTSxFQUFFLElBQUs7TUFDNUMsSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLElBQUksQ0FBQyxLQUFLLENBQUMsRUFBRSxDQUFDLElBQUksSUFBSSxDQUFDLElBQUksRUFBRSxHQUFHLElBQUksQ0FBQyxLQUFLO0lBQzVEO0VBQ0Y7RUFFQSx5REFBeUQsR0FDekQsWUFBWSxDQUFTLEVBQVE7SUFDM0IsSUFBSSxJQUFJLENBQUMsQ0FBQyxHQUFHLElBQUksQ0FBQyxHQUFHLElBQUksSUFBSSxDQUFDLENBQUMsR0FBRyxJQUFJLENBQUMsTUFBTSxFQUFFO0lBQy9DLElBQUssSUFBSSxJQUFJLElBQUksQ0FBQyxHQUFHLEVBQUUsS0FBSyxJQUFJLENBQUMsTUFBTSxFQUFFLElBQUs7TUFDNUMsSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDLElBQUksQ0FBQyxLQUFLLENBQUMsRUFBRSxDQUFDLElBQUksSUFBSSxDQUFDLElBQUksRUFBRSxHQUFHLElBQUksQ0FBQyxLQUFLO0lBQzdEO0VBQ0Y7RUFFQSw0RUFBNEU7RUFDNUUsMkJBQTJCO0VBRTNCLGlFQUFpRSxHQUNqRSxXQUFXLEdBQVcsRUFBRSxNQUFjLEVBQVE7SUFDNUMsU0FBUyxLQUFLLEdBQUcsQ0FBQyxRQUFRLElBQUksQ0FBQyxJQUFJLEdBQUc7SUFDdEMsSUFBSSxPQUFPLFFBQVE7SUFDbkIsSUFBSSxDQUFDLEdBQUcsR0FBRztJQUNYLElBQUksQ0FBQyxNQUFNLEdBQUc7SUFDZCxJQUFJLENBQUMsTUFBTSxDQUFDLEdBQUc7RUFDakI7RUFFQSwyREFBMkQsR0FDM0QsYUFBYSxJQUFZLEVBQUUsS0FBYSxFQUFRO0lBQzlDLFFBQVEsS0FBSyxHQUFHLENBQUMsT0FBTyxJQUFJLENBQUMsSUFBSSxHQUFHO0lBQ3BDLElBQUksUUFBUSxPQUFPO0lBQ25CLElBQUksQ0FBQyxJQUFJLEdBQUc7SUFDWixJQUFJLENBQUMsS0FBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLENBQUEsVUFBVztJQUNoQixJQUFJLENBQUMsTUFBTSxDQUFDLEdBQUc7RUFDakI7RUFFQSxzQ0FBc0MsR0FDdEMsZUFBcUI7SUFDbkIsSUFBSSxDQUFDLEdBQUcsR0FBRztJQUNYLElBQUksQ0FBQyxNQUFNLEdBQUcsSUFBSSxDQUFDLElBQUksR0FBRztJQUMxQixJQUFJLENBQUMsSUFBSSxHQUFHO0lBQ1osSUFBSSxDQUFDLEtBQUssR0FBRyxJQUFJLENBQUMsSUFBSSxHQUFHO0lBQ3pCLElBQUksQ0FBQyxDQUFBLFVBQVc7RUFDbEI7RUFFQSw4REFBOEQsR0FDOUQsU0FBUyxLQUFjLEVBQVE7SUFDN0IsOERBQThEO0lBQzlELElBQUksSUFBSSxDQUFDLFNBQVMsRUFBRTtJQUNwQixJQUFJLENBQUMsU0FBUyxHQUFHO0lBQ2pCLElBQUksQ0FBQyxLQUFLLEdBQUcsSUFBSSxDQUFDLEdBQUc7SUFDckIsSUFBSSxPQUFPLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQyxJQUFJLENBQUMsR0FBRztJQUNuQyxLQUFLLE1BQU0sT0FBTyxJQUFJLENBQUMsR0FBRyxDQUFDLElBQUksQ0FBRSxJQUFJLENBQUMsS0FBSyxDQUFDO0VBQzlDO0VBRUEsdUVBQXVFLEdBQ3ZFLFNBQVMsS0FBYyxFQUFRO0lBQzdCLElBQUksQ0FBQyxJQUFJLENBQUMsU0FBUyxFQUFFO0lBQ3JCLElBQUksT0FBTyxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsSUFBSSxDQUFDLEdBQUc7SUFDbkMsSUFBSSxDQUFDLFNBQVMsR0FBRztJQUNqQixJQUFJLENBQUMsS0FBSyxHQUFHLElBQUksQ0FBQyxPQUFPO0lBQ3pCLEtBQUssTUFBTSxPQUFPLElBQUksQ0FBQyxPQUFPLENBQUMsSUFBSSxDQUFFLElBQUksQ0FBQyxLQUFLLENBQUM7RUFDbEQ7RUFFQSxDQUFBLFNBQVUsQ0FBQyxJQUFVO0lBQ25CLE1BQU0sUUFBUSxJQUFJLENBQUMsT0FBTztJQUMxQixLQUFLLE1BQU0sT0FBTyxLQUFLLElBQUksQ0FBRTtNQUMzQixJQUFJLEtBQUssQ0FBQztNQUNWLElBQUksQ0FBQyxLQUFLLENBQUM7SUFDYjtFQUNGO0VBRUE7OztHQUdDLEdBQ0QsZ0JBQXNCO0lBQ3BCLElBQUksQ0FBQyxZQUFZO0lBQ2pCLElBQUksQ0FBQyxNQUFNLEdBQUc7SUFDZCxJQUFJLElBQUksQ0FBQyxLQUFLLEtBQUssR0FBRztNQUNwQixJQUFJLENBQUMsS0FBSyxHQUFHO01BQ2IsSUFBSSxDQUFDLGVBQWU7SUFDdEI7SUFDQSxLQUFLLE1BQU0sT0FBTyxJQUFJLENBQUMsS0FBSyxDQUFDLElBQUksQ0FBRTtNQUNqQyxJQUFJLEtBQUssQ0FBQztNQUNWLElBQUksTUFBTSxDQUFDLElBQUksQ0FBQyxJQUFJO01BQ3BCLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxJQUFJLENBQUMsSUFBSSxFQUFFLElBQUssSUFBSSxLQUFLLENBQUMsS0FBSyxFQUFFLEdBQUc7TUFDeEQsSUFBSSxDQUFDLEtBQUssQ0FBQztJQUNiO0lBQ0EsSUFBSSxDQUFDLFNBQVMsQ0FBQyxHQUFHO0VBQ3BCO0VBRUEsMEVBQTBFLEdBQzFFLFlBQWtCO0lBQ2hCLElBQUksQ0FBQyxhQUFhLEdBQUc7SUFDckIsSUFBSSxDQUFDLE1BQU0sR0FBRztJQUNkLElBQUksQ0FBQyxNQUFNLEdBQUc7SUFDZCxJQUFJLENBQUMsUUFBUSxHQUFHO0lBQ2hCLElBQUksQ0FBQyxXQUFXLEdBQUc7SUFDbkIsSUFBSSxDQUFDLFlBQVk7SUFDakIsSUFBSSxDQUFDLFFBQVE7SUFDYixJQUFJLENBQUMsT0FBTyxHQUFHO0lBQ2YsSUFBSSxDQUFDLFFBQVEsR0FBRztNQUFDO01BQU07TUFBTTtNQUFNO0tBQUs7SUFDeEMsSUFBSSxDQUFDLEVBQUUsR0FBRztJQUNWLElBQUksQ0FBQyxXQUFXLEdBQUc7SUFDbkIsSUFBSSxDQUFDLENBQUEsWUFBYSxHQUFHLElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRztJQUN0QyxJQUFJLENBQUMsQ0FBQSxVQUFXO0VBQ2xCO0VBRUEsZ0VBQWdFLEdBQ2hFLFlBQWtCO0lBQ2hCLElBQUksQ0FBQyxRQUFRLENBQUM7SUFDZCxJQUFJLENBQUMsU0FBUztJQUNkLElBQUksQ0FBQyxJQUFJLEdBQUc7SUFDWixJQUFJLENBQUMsT0FBTyxHQUFHO0lBQ2YsSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLElBQUksQ0FBQyxPQUFPO0lBQzVCLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQyxJQUFJLENBQUMsR0FBRztJQUN4QixJQUFJLENBQUMsU0FBUztJQUNkLElBQUksQ0FBQyxTQUFTLENBQUMsR0FBRztJQUNsQixJQUFJLENBQUMsTUFBTSxHQUFHO0VBQ2hCO0VBRUE7Ozs7R0FJQyxHQUNELE9BQU8sSUFBWSxFQUFFLElBQVksRUFBUTtJQUN2QyxJQUFJLFNBQVMsSUFBSSxDQUFDLElBQUksSUFBSSxTQUFTLElBQUksQ0FBQyxJQUFJLEVBQUU7SUFDOUMsTUFBTSxVQUFVLElBQUksQ0FBQyxJQUFJO0lBQ3pCLE1BQU0sUUFBUSxJQUFJLENBQUMsU0FBUztJQUM1QixNQUFNLGdCQUFnQixRQUFRLElBQUksQ0FBQyxDQUFBLFlBQWEsR0FBRztJQUNuRCxvRUFBb0U7SUFDcEUsc0RBQXNEO0lBQ3RELE1BQU0sS0FBSyxRQUFTLGVBQWUsS0FBSyxJQUFLLElBQUksQ0FBQyxDQUFDO0lBQ25ELE1BQU0sS0FBSyxRQUFTLGVBQWUsS0FBSyxJQUFLLElBQUksQ0FBQyxDQUFDO0lBQ25ELE1BQU0sVUFBVSxRQUFRLFFBQVEsSUFBSSxDQUFDLFdBQVc7SUFDaEQsSUFBSSxDQUFDLE9BQU8sQ0FBQyxLQUFLLENBQUM7SUFDbkIsTUFBTSxNQUFNLE9BQ1YsSUFBSSxDQUFDLE9BQU8sQ0FBQyxPQUFPLElBQ3BCLElBQUksQ0FBQyxPQUFPLENBQUMsT0FBTyxJQUNwQixTQUNBLE1BQ0EsTUFDQSxJQUNBLElBQ0E7SUFFRixJQUFJLENBQUMsT0FBTyxDQUFDLE9BQU8sQ0FBQyxJQUFJLE9BQU87SUFDaEMsS0FBSyxNQUFNLE9BQU8sSUFBSSxPQUFPLENBQUUsSUFBSSxDQUFDLEtBQUssQ0FBQztJQUMxQyxJQUFJLENBQUMsT0FBTyxHQUFHLElBQUksS0FBSyxJQUFJLE1BQU07SUFDbEMsS0FBSyxNQUFNLE9BQU8sSUFBSSxDQUFDLE9BQU8sQ0FBQyxJQUFJLENBQUUsSUFBSSxDQUFDLEtBQUssQ0FBQztJQUNoRCxJQUFJLENBQUMsR0FBRyxHQUFHLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxJQUFJLENBQUMsR0FBRyxFQUFFLE1BQU07SUFDNUMsSUFBSSxDQUFDLElBQUksR0FBRztJQUNaLElBQUksQ0FBQyxJQUFJLEdBQUc7SUFDWixJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUcsSUFBSSxhQUFhO0lBQ25DLElBQUksQ0FBQyxLQUFLLEdBQUcsUUFBUSxJQUFJLENBQUMsR0FBRyxHQUFHLElBQUksQ0FBQyxPQUFPO0lBQzVDLElBQUksT0FBTztNQUNULElBQUksa0JBQWtCLE1BQU07UUFDMUIsY0FBYyxDQUFDLEdBQUcsSUFBSSxDQUFDO1FBQ3ZCLGNBQWMsQ0FBQyxHQUFHLElBQUksQ0FBQztNQUN6QjtNQUNBLElBQUksQ0FBQyxTQUFTLENBQUMsSUFBSSxDQUFDLENBQUMsRUFBRSxJQUFJLENBQUMsQ0FBQztJQUMvQixPQUFPO01BQ0wsSUFBSSxDQUFDLFNBQVMsQ0FBQyxJQUFJLENBQUMsRUFBRSxJQUFJLENBQUM7TUFDM0IsSUFBSSxDQUFDLFdBQVcsR0FBRyxJQUFJLE9BQU8sSUFBSSxJQUFJLENBQUMsUUFBUTtJQUNqRDtJQUNBLE1BQU0sT0FBTyxJQUFJLFdBQVc7SUFDNUIsS0FBSyxHQUFHLENBQUMsSUFBSSxDQUFDLElBQUksQ0FBQyxRQUFRLENBQUMsR0FBRyxLQUFLLEdBQUcsQ0FBQyxTQUFTO0lBQ2pELElBQUssSUFBSSxJQUFJLEtBQUssSUFBSSxDQUFDLFVBQVUsS0FBSyxHQUFHLElBQUksTUFBTSxLQUFLLEVBQUcsSUFBSSxDQUFDLEVBQUUsR0FBRztJQUNyRSxJQUFJLENBQUMsSUFBSSxHQUFHO0lBQ1osSUFBSSxDQUFDLFlBQVk7SUFDakIsSUFBSSxDQUFDLENBQUEsUUFBUyxHQUFHLFdBQVcsSUFBSSxDQUFDLENBQUEsUUFBUyxFQUFFLE1BQU07SUFDbEQsSUFBSSxDQUFDLE9BQU8sSUFBSSxDQUFDLENBQUEsWUFBYSxHQUFHLFdBQVcsSUFBSSxDQUFDLENBQUEsWUFBYSxFQUFFLE1BQU07RUFDeEU7RUFFQSxnRUFBZ0UsR0FDaEUsQ0FBQSxVQUFXLENBQUMsSUFBVSxFQUFFLElBQVksRUFBRSxJQUFZO0lBQ2hELE1BQU0sTUFBYSxFQUFFO0lBQ3JCLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxNQUFNLElBQUs7TUFDN0IsTUFBTSxNQUFNLElBQUksS0FBSyxNQUFNLEdBQUcsS0FBSyxFQUFFLENBQUMsS0FBSyxJQUFJLElBQUk7TUFDbkQsSUFBSSxNQUFNLENBQUM7TUFDWCxJQUFJLE9BQU8sSUFBSSxDQUFDLElBQUksRUFBRTtRQUNwQixNQUFNLElBQUksSUFBSSxLQUFLO1FBQ25CLElBQUksQ0FBQyxDQUFDLENBQUMsQUFBQyxPQUFPLEtBQU0sRUFBRSxHQUFHLFNBQVMsTUFBTSxHQUFHLENBQUMsQ0FBQyxBQUFDLE9BQU8sS0FBTSxFQUFFLEdBQUc7TUFDbkU7TUFDQSxJQUFJLENBQUMsS0FBSyxDQUFDO01BQ1gsSUFBSSxJQUFJLENBQUM7SUFDWDtJQUNBLE9BQU8sSUFBSSxLQUFLO0VBQ2xCO0FBQ0Y7QUFFQSw0RUFBNEUsR0FDNUUsU0FBUyxNQUFNLENBQWMsRUFBRSxDQUFTLEVBQUUsS0FBYTtFQUNyRCxDQUFDLENBQUMsS0FBSyxFQUFFLEdBQUc7RUFDWixDQUFDLENBQUMsQ0FBQyxLQUFLLENBQUMsSUFBSSxFQUFFLEdBQUc7QUFDcEI7QUFFQSxrREFBa0QsR0FDbEQsU0FBUyxXQUNQLENBQXFCLEVBQ3JCLElBQVksRUFDWixJQUFZO0VBRVosSUFBSSxNQUFNLE1BQU0sT0FBTztFQUN2QixFQUFFLENBQUMsR0FBRyxLQUFLLEdBQUcsQ0FBQyxFQUFFLENBQUMsRUFBRSxPQUFPO0VBQzNCLEVBQUUsQ0FBQyxHQUFHLEtBQUssR0FBRyxDQUFDLEVBQUUsQ0FBQyxFQUFFLE9BQU87RUFDM0IsT0FBTztBQUNUO0FBRUE7OztDQUdDLEdBQ0QsU0FBUyxXQUFXLElBQWdCLEVBQUUsQ0FBUyxFQUFFLEdBQVc7RUFDMUQsTUFBTSxLQUFLLElBQUksQ0FBQyxFQUFFLEVBQUUsS0FBSyxJQUFJLENBQUMsSUFBSSxFQUFFLEVBQUUsS0FBSyxJQUFJLENBQUMsSUFBSSxFQUFFO0VBQ3RELElBQUksQ0FBQyxLQUFLLElBQUksTUFBTSxRQUFRLENBQUMsS0FBSyxJQUFJLE1BQU0sTUFBTSxPQUFPLENBQUM7RUFDMUQsSUFBSTtFQUNKLElBQUksUUFBUSxHQUFHO0lBQ2IsS0FBSyxDQUFDLEtBQUssSUFBSSxLQUFLLEtBQUssQ0FBQyxLQUFLLElBQUksS0FBSyxJQUFLLEtBQUs7SUFDbEQsT0FBTyxNQUFNLFNBQVMsQ0FBQyxLQUFLLFVBQVUsS0FBSyxNQUFNLElBQUksS0FBSyxDQUFDO0VBQzdEO0VBQ0EsTUFBTSxLQUFLLElBQUksQ0FBQyxJQUFJLEVBQUU7RUFDdEIsSUFBSSxDQUFDLEtBQUssSUFBSSxNQUFNLFFBQVEsS0FBSyxNQUFNLE9BQU8sQ0FBQztFQUMvQyxLQUFLLENBQUMsS0FBSyxJQUFJLEtBQUssS0FBSyxDQUFDLEtBQUssSUFBSSxLQUFLLEtBQUssQ0FBQyxLQUFLLElBQUksS0FBSyxJQUFLLEtBQUs7RUFDdEUsT0FBTyxNQUFNLFdBQVcsTUFBTSxXQUFXLEtBQUssQ0FBQztBQUNqRDtBQUVBLCtEQUErRCxHQUMvRCxTQUFTLFVBQ1AsS0FBa0IsRUFDbEIsQ0FBUyxFQUNULEtBQWEsRUFDYixFQUFVLEVBQ1YsS0FBYTtFQUViLE1BQU0sTUFBTSxBQUFDLElBQUksU0FBVTtFQUMzQixvRUFBb0U7RUFDcEUsK0NBQStDO0VBQy9DLElBQUssSUFBSSxJQUFJLEtBQUssR0FBRyxJQUFJLEtBQUssS0FBSyxFQUFHO0lBQ3BDLEtBQUssQ0FBQyxFQUFFLEdBQUc7SUFDWCxLQUFLLENBQUMsSUFBSSxFQUFFLEdBQUc7RUFDakI7QUFDRiJ9
// denoCacheMetadata=359273299856621049,12439430690659946632