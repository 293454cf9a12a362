/**
 * A window's layout: a tree of layout cells, as tmux's `layout_cell`. A leaf
 * is a pane; an inner cell splits its rectangle left/right ("lr") or
 * top/bottom ("tb") among its children, with one column or row of border
 * between neighbours. Every cell knows its own width and height; offsets
 * follow from the order of the children (`rects()`).
 *
 * A split also keeps its children's shares: their lengths along the split
 * when it was last changed on purpose (a split, `resize-pane`, a preset, a
 * pane closing). Whenever the window changes size, each split's lengths are
 * derived afresh from its shares, never from the lengths of the size before,
 * so rounding never accumulates: a window that goes back to a size gets back
 * the very layout it had there, and a pane squeezed to its minimum by a
 * small window gets its share back when the window grows. tmux instead adds
 * or takes one cell at a time from the sizes it has (`layout_resize_adjust`),
 * so its layouts drift over a run of resizes.
 *
 * Pure data and arithmetic, no worker and no pty: the daemon keeps one per
 * window (to size each pane's pty) and the parse worker composes the window
 * from the rectangles it gives.
 *
 * @module
 */ /** A rectangle of cells inside a window. */ /** The fewest columns and rows a pane has while the window has room. */ const PANE_MINIMUM = 1;
/** The preset layouts, in the order `Space` (next layout) cycles them. */ export const PRESET_LAYOUTS = [
  "even-horizontal",
  "even-vertical",
  "main-horizontal",
  "main-vertical",
  "tiled"
];
/** tmux's defaults for `main-pane-height` and `main-pane-width`. */ const MAIN_PANE_HEIGHT = 24;
const MAIN_PANE_WIDTH = 80;
/** Thrown when a pane has no room to split. */ export class NoRoomError extends Error {
  constructor(){
    super("The pane is too small to split");
    this.name = "NoRoomError";
  }
}
/** The layout of one window. */ export class Layout {
  #root;
  /** A window of one pane filling `cols` x `rows`. */ constructor(pane, cols, rows){
    this.#root = {
      type: "pane",
      pane,
      w: cols,
      h: rows
    };
  }
  /**
   * A layout of the tree `root` (a saved one, checked by the caller). A
   * split saved without shares (by a daemon from before they were kept)
   * takes its children's lengths as its shares.
   */ static fromTree(root) {
    const l = new Layout(0, 1, 1);
    walk(root, (c)=>{
      if (c.type !== "pane") c.shares ??= lengthsOf(c);
    });
    l.#root = root;
    return l;
  }
  /** The tree (read-only use: tests and the layout's own description). */ get root() {
    return this.#root;
  }
  get cols() {
    return this.#root.w;
  }
  get rows() {
    return this.#root.h;
  }
  /** The panes in tree order (tmux's pane indexes). */ panes() {
    const out = [];
    walk(this.#root, (c)=>{
      if (c.type === "pane") out.push(c.pane);
    });
    return out;
  }
  /**
   * tmux's layout string (`#{window_layout}`, `layout_dump`): a checksum
   * of the rest in four hex digits, then each cell as `WxH,X,Y`, with its
   * pane's id (`%N`'s N) or its children in `{}` (side by side) or `[]`
   * (one above another).
   *
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * import { Layout } from "./layout.ts";
   * assert.equal(new Layout(3, 80, 24).describe(), "b260,80x24,0,0,3");
   * ```
   */ describe() {
    const body = dumpCell(this.#root, 0, 0);
    return `${layoutChecksum(body).toString(16).padStart(4, "0")},${body}`;
  }
  /** Each pane's rectangle. */ rects() {
    const out = new Map();
    place(this.#root, 0, 0, out);
    return out;
  }
  /**
   * Splits `pane`'s rectangle and puts `added` beside it ("lr": to the
   * right) or below it ("tb"), or before it with `before`. `size` is the new
   * pane's width or height; half the rectangle by default. Throws
   * NoRoomError when either part would be under one cell.
   */ split(pane, added, kind, size, before = false) {
    const path = this.#path(pane);
    const leaf = path[path.length - 1].cell;
    const length = kind === "lr" ? leaf.w : leaf.h;
    // tmux gives the new pane the smaller half.
    const want = size ?? Math.floor((length + 1) / 2) - 1;
    const newSize = Math.min(Math.max(want, 1), length - 2);
    if (newSize < 1 || length - 1 - newSize < 1) throw new NoRoomError();
    const fresh = kind === "lr" ? {
      type: "pane",
      pane: added,
      w: newSize,
      h: leaf.h
    } : {
      type: "pane",
      pane: added,
      w: leaf.w,
      h: newSize
    };
    const parent = path.length > 1 ? path[path.length - 2].cell : null;
    if (parent && parent.type === kind) {
      setLength(leaf, kind, length - 1 - newSize);
      const i = path[path.length - 1].index;
      parent.children.splice(before ? i : i + 1, 0, fresh);
      parent.shares = lengthsOf(parent);
      return;
    }
    const old = {
      ...leaf
    };
    setLength(old, kind, length - 1 - newSize);
    this.#replace(path, splitCell(kind, before ? [
      fresh,
      old
    ] : [
      old,
      fresh
    ], leaf.w, leaf.h));
  }
  /**
   * Removes `pane`; its space goes to the sibling before it (the one after
   * when it is first), as in tmux: its share and its border's cell join the
   * heir's. The last pane cannot be removed.
   */ remove(pane) {
    const path = this.#path(pane);
    if (path.length < 2) throw new Error("Cannot remove a window's last pane");
    const parent = path[path.length - 2].cell;
    const i = path[path.length - 1].index;
    const heir = i > 0 ? i - 1 : 1;
    parent.shares[heir] += parent.shares[i] + 1;
    parent.children.splice(i, 1);
    parent.shares.splice(i, 1);
    resizeCell(parent, parent.w, parent.h);
    if (parent.children.length === 1) {
      this.#replace(path.slice(0, -1), parent.children[0]);
    }
  }
  /**
   * Resizes the whole window, spreading the change over its panes. As
   * tmux's `resize_window`, the window can be no smaller than its layout:
   * each pane keeps its minimum of one cell, so a size too small for them
   * gives the fewest cells that hold them all (`cols` and `rows` then say
   * the real size), and a smaller client shows part of the window.
   */ resize(cols, rows) {
    resizeCell(this.#root, Math.max(cols, minLength(this.#root, "lr")), Math.max(rows, minLength(this.#root, "tb")));
  }
  /**
   * Moves a border of `pane` by `n` cells towards `dir` (tmux's
   * `resize-pane -L/-R/-U/-D N`): its right (or bottom) border when it has
   * one, else its left (or top) border. Panes keep their minimum size; the
   * split's lengths become its shares.
   */ resizePane(pane, dir, n) {
    const kind = dir === "L" || dir === "R" ? "lr" : "tb";
    const sign = dir === "R" || dir === "D" ? 1 : -1;
    const path = this.#path(pane);
    // The nearest split of this kind where the pane's part has a next
    // sibling owns the pane's right/bottom border; failing that, the one
    // where it has a previous sibling owns its left/top border.
    for (const wantNext of [
      true,
      false
    ]){
      for(let k = path.length - 2; k >= 0; k--){
        const cell = path[k].cell;
        if (cell.type !== kind) continue;
        const i = path[k + 1].index;
        if (wantNext && i < cell.children.length - 1) {
          moveBorder(cell, i, sign * n);
          return;
        }
        if (!wantNext && i > 0) {
          moveBorder(cell, i - 1, sign * n);
          return;
        }
      }
    }
  }
  /** Sets `pane`'s width or height to `size` cells, as far as there is room. */ setPaneSize(pane, kind, size) {
    const r = this.rects().get(pane);
    if (!r) return;
    const now = kind === "lr" ? r.cols : r.rows;
    if (size === now) return;
    // Growing moves the far border out, or the near one when there is none.
    const path = this.#path(pane);
    const hasNext = path.some((p, k)=>k + 1 < path.length && p.cell.type === kind && path[k + 1].index < p.cell.children.length - 1);
    const delta = size - now;
    const dir = kind === "lr" ? hasNext === delta > 0 ? "R" : "L" : hasNext === delta > 0 ? "D" : "U";
    this.resizePane(pane, dir, Math.abs(delta));
  }
  /** Exchanges the places of two panes. */ swap(a, b) {
    const ca = this.#path(a).at(-1).cell;
    const cb = this.#path(b).at(-1).cell;
    ca.pane = b;
    cb.pane = a;
  }
  /** Puts pane `now` in pane `old`'s place (`old` leaves the layout). */ replace(old, now) {
    this.#path(old).at(-1).cell.pane = now;
  }
  /** Rebuilds the tree as one of the presets, keeping the panes' order. */ apply(preset) {
    this.#root = presetCell(preset, this.panes(), this.cols, this.rows);
  }
  /**
   * The pane next to `pane` towards `dir`, wrapping round at the window's
   * edge as tmux does; the one level with `pane`'s top (or left) edge when
   * several are; null when there is none.
   */ neighbour(pane, dir) {
    const rects = this.rects();
    const r = rects.get(pane);
    if (!r) return null;
    const find = (edge)=>{
      let best = null;
      let bestDistance = Infinity;
      for (const [id, o] of rects){
        if (id === pane) continue;
        const horizontal = dir === "L" || dir === "R";
        const at = horizontal ? dir === "R" ? o.x : o.x + o.cols - 1 : dir === "D" ? o.y : o.y + o.rows - 1;
        if (at !== edge) continue;
        const [lo, hi, olo, ohi] = horizontal ? [
          r.y,
          r.y + r.rows,
          o.y,
          o.y + o.rows
        ] : [
          r.x,
          r.x + r.cols,
          o.x,
          o.x + o.cols
        ];
        if (ohi <= lo || olo >= hi) continue;
        const distance = Math.abs(olo - lo);
        if (distance < bestDistance) {
          best = id;
          bestDistance = distance;
        }
      }
      return best;
    };
    switch(dir){
      case "R":
        return find(r.x + r.cols + 1) ?? find(0);
      case "L":
        return find(r.x - 2) ?? find(this.cols - 1);
      case "D":
        return find(r.y + r.rows + 1) ?? find(0);
      case "U":
        return find(r.y - 2) ?? find(this.rows - 1);
    }
  }
  /** The cells from the root down to `pane`'s leaf, with child indexes. */ #path(pane) {
    const path = [];
    const search = (cell, index)=>{
      path.push({
        cell,
        index
      });
      if (cell.type === "pane") {
        if (cell.pane === pane) return true;
      } else {
        for(let i = 0; i < cell.children.length; i++){
          if (search(cell.children[i], i)) return true;
        }
      }
      path.pop();
      return false;
    };
    if (!search(this.#root, 0)) throw new Error(`No pane ${pane} in layout`);
    return path;
  }
  /** Puts `cell` where the last cell of `path` was. */ #replace(path, cell) {
    if (path.length === 1) {
      this.#root = cell;
      return;
    }
    const parent = path[path.length - 2].cell;
    parent.children[path[path.length - 1].index] = cell;
  }
}
/** A split of `children` (sized already), whose lengths are its shares. */ function splitCell(kind, children, w, h) {
  const cell = {
    type: kind,
    children,
    shares: [],
    w,
    h
  };
  cell.shares = lengthsOf(cell);
  return cell;
}
/** The children's lengths along the split now, as shares (1 at least). */ function lengthsOf(cell) {
  return cell.children.map((c)=>Math.max(1, cell.type === "lr" ? c.w : c.h));
}
function walk(cell, fn) {
  fn(cell);
  if (cell.type !== "pane") {
    for (const c of cell.children)walk(c, fn);
  }
}
/** A cell of `Layout.describe()` at `x`, `y`, as tmux's `layout_append`. */ function dumpCell(cell, x, y) {
  const head = `${cell.w}x${cell.h},${x},${y}`;
  if (cell.type === "pane") return `${head},${cell.pane}`;
  const parts = [];
  for (const c of cell.children){
    parts.push(dumpCell(c, x, y));
    if (cell.type === "lr") x += c.w + 1;
    else y += c.h + 1;
  }
  const [open, close] = cell.type === "lr" ? "{}" : "[]";
  return `${head}${open}${parts.join(",")}${close}`;
}
/** tmux's `layout_checksum`: a 16-bit rotate-and-add over the text. */ function layoutChecksum(text) {
  let sum = 0;
  for(let i = 0; i < text.length; i++){
    sum = (sum >> 1) + ((sum & 1) << 15);
    sum = sum + text.charCodeAt(i) & 0xffff;
  }
  return sum;
}
function place(cell, x, y, out) {
  if (cell.type === "pane") {
    out.set(cell.pane, {
      x,
      y,
      cols: cell.w,
      rows: cell.h
    });
    return;
  }
  for (const c of cell.children){
    place(c, x, y, out);
    if (cell.type === "lr") x += c.w + 1;
    else y += c.h + 1;
  }
}
function setLength(cell, kind, length) {
  if (kind === "lr") resizeCell(cell, length, cell.h);
  else resizeCell(cell, cell.w, length);
}
/**
 * Gives `cell` the size `w` x `h`: across the split every child takes the
 * new size; along it the children's lengths are the split's shares scaled
 * to the new space (`apportion`). They depend on the shares and the size
 * alone, not on the lengths before.
 */ function resizeCell(cell, w, h) {
  cell.w = w;
  cell.h = h;
  if (cell.type === "pane") return;
  const lr = cell.type === "lr";
  const space = (lr ? w : h) - (cell.children.length - 1);
  const lengths = apportion(cell.shares, space, cell.children.map((c)=>minLength(c, cell.type)));
  cell.children.forEach((c, i)=>{
    if (lr) resizeCell(c, lengths[i], h);
    else resizeCell(c, w, lengths[i]);
  });
}
/** The fewest cells `cell` fits in along `kind`, borders included. */ function minLength(cell, kind) {
  if (cell.type === "pane") return PANE_MINIMUM;
  const mins = cell.children.map((c)=>minLength(c, kind));
  if (cell.type !== kind) return Math.max(...mins);
  return mins.reduce((a, b)=>a + b, 0) + mins.length - 1;
}
/**
 * Splits `space` cells into lengths in proportion to `shares`, none under
 * its minimum in `mins`: a part whose share would fall short gets its
 * minimum and the others share the rest, and the cells rounding leaves go
 * to the parts with the largest remainders (the first of equals). When
 * `space` is the shares' sum the lengths are the shares. With less space
 * than the minimums take, every part gets its minimum (`Layout.resize`
 * never gives less: the window grows to hold them).
 */ export function apportion(shares, space, mins) {
  const n = shares.length;
  const out = [
    ...mins
  ];
  if (space <= mins.reduce((a, b)=>a + b, 0)) return out;
  const fixed = new Array(n).fill(false);
  // Each pass pins at least one part to its minimum, or is the last.
  while(true){
    let free = space;
    let total = 0;
    for(let i = 0; i < n; i++){
      if (fixed[i]) free -= mins[i];
      else total += shares[i];
    }
    let pinned = false;
    for(let i = 0; i < n; i++){
      // shares[i] * free / total < mins[i], in integers.
      if (!fixed[i] && shares[i] * free < mins[i] * total) {
        fixed[i] = pinned = true;
      }
    }
    if (pinned) continue;
    // The part pinned last would have had more than its minimum, so one at
    // least is left to scale, with a share of one cell at least.
    const scaled = [
      ...shares.keys()
    ].filter((i)=>!fixed[i]);
    const remainders = new Array(n).fill(0);
    let left = free;
    for (const i of scaled){
      out[i] = Math.floor(shares[i] * free / total);
      remainders[i] = shares[i] * free % total;
      left -= out[i];
    }
    scaled.sort((a, b)=>remainders[b] - remainders[a] || a - b);
    for(let k = 0; k < left; k++)out[scaled[k]]++;
    return out;
  }
}
/** Makes `lengths` (each at least 1) add up to `space` where it can. */ function balance(lengths, space) {
  let sum = lengths.reduce((a, b)=>a + b, 0);
  lengths[lengths.length - 1] += space - sum;
  sum = space;
  // Rounding up on small windows can leave the last one under 1: take from
  // the largest until every part has a cell (or none can give).
  while(lengths[lengths.length - 1] < 1){
    let big = 0;
    for(let i = 1; i < lengths.length; i++){
      if (lengths[i] > lengths[big]) big = i;
    }
    if (lengths[big] <= 1) {
      lengths[lengths.length - 1] = 1;
      break;
    }
    lengths[big]--;
    lengths[lengths.length - 1]++;
  }
}
/**
 * Moves the border after child `i` of `cell` by `d` cells, as far as both
 * sides keep their minimum; the split's lengths become its shares.
 */ function moveBorder(cell, i, d) {
  const kind = cell.type;
  const a = cell.children[i];
  const b = cell.children[i + 1];
  const len = (c)=>kind === "lr" ? c.w : c.h;
  const move = Math.max(Math.min(minLength(a, kind) - len(a), 0), Math.min(d, Math.max(len(b) - minLength(b, kind), 0)));
  if (move === 0) return;
  setLength(a, kind, len(a) + move);
  setLength(b, kind, len(b) - move);
  cell.shares = lengthsOf(cell);
}
/** Splits `space` cells (borders included) evenly among `n` parts. */ function evenLengths(space, n) {
  const free = space - (n - 1);
  const each = Math.max(1, Math.floor(free / n));
  const lengths = new Array(n).fill(each);
  balance(lengths, free);
  return lengths;
}
/** One split of `cells` side by side or stacked, evenly. */ function evenCell(kind, cells, w, h) {
  if (cells.length === 1) return {
    type: "pane",
    pane: cells[0],
    w,
    h
  };
  const lengths = evenLengths(kind === "lr" ? w : h, cells.length);
  return splitCell(kind, cells.map((pane, i)=>kind === "lr" ? {
      type: "pane",
      pane,
      w: lengths[i],
      h
    } : {
      type: "pane",
      pane,
      w,
      h: lengths[i]
    }), w, h);
}
/** The length of a main pane: tmux's default, leaving the others room. */ function mainLength(wanted, space) {
  if (wanted <= space - 2) return wanted;
  return Math.max(1, Math.floor((space - 1) / 2));
}
function presetCell(preset, panes, w, h) {
  if (panes.length === 1) return {
    type: "pane",
    pane: panes[0],
    w,
    h
  };
  const [main, ...rest] = panes;
  switch(preset){
    case "even-horizontal":
      return evenCell("lr", panes, w, h);
    case "even-vertical":
      return evenCell("tb", panes, w, h);
    case "main-horizontal":
      {
        const mh = mainLength(MAIN_PANE_HEIGHT, h);
        return splitCell("tb", [
          {
            type: "pane",
            pane: main,
            w,
            h: mh
          },
          evenCell("lr", rest, w, h - mh - 1)
        ], w, h);
      }
    case "main-vertical":
      {
        const mw = mainLength(MAIN_PANE_WIDTH, w);
        return splitCell("lr", [
          {
            type: "pane",
            pane: main,
            w: mw,
            h
          },
          evenCell("tb", rest, w - mw - 1, h)
        ], w, h);
      }
    case "tiled":
      {
        const across = Math.ceil(Math.sqrt(panes.length));
        const down = Math.ceil(panes.length / across);
        const heights = evenLengths(h, down);
        const rows = [];
        for(let r = 0; r < down; r++){
          const row = panes.slice(r * across, (r + 1) * across);
          rows.push(evenCell("lr", row, w, heights[r]));
        }
        if (rows.length === 1) return rows[0];
        return splitCell("tb", rows, w, h);
      }
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci93b3JrZXJzL2xheW91dC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEEgd2luZG93J3MgbGF5b3V0OiBhIHRyZWUgb2YgbGF5b3V0IGNlbGxzLCBhcyB0bXV4J3MgYGxheW91dF9jZWxsYC4gQSBsZWFmXG4gKiBpcyBhIHBhbmU7IGFuIGlubmVyIGNlbGwgc3BsaXRzIGl0cyByZWN0YW5nbGUgbGVmdC9yaWdodCAoXCJsclwiKSBvclxuICogdG9wL2JvdHRvbSAoXCJ0YlwiKSBhbW9uZyBpdHMgY2hpbGRyZW4sIHdpdGggb25lIGNvbHVtbiBvciByb3cgb2YgYm9yZGVyXG4gKiBiZXR3ZWVuIG5laWdoYm91cnMuIEV2ZXJ5IGNlbGwga25vd3MgaXRzIG93biB3aWR0aCBhbmQgaGVpZ2h0OyBvZmZzZXRzXG4gKiBmb2xsb3cgZnJvbSB0aGUgb3JkZXIgb2YgdGhlIGNoaWxkcmVuIChgcmVjdHMoKWApLlxuICpcbiAqIEEgc3BsaXQgYWxzbyBrZWVwcyBpdHMgY2hpbGRyZW4ncyBzaGFyZXM6IHRoZWlyIGxlbmd0aHMgYWxvbmcgdGhlIHNwbGl0XG4gKiB3aGVuIGl0IHdhcyBsYXN0IGNoYW5nZWQgb24gcHVycG9zZSAoYSBzcGxpdCwgYHJlc2l6ZS1wYW5lYCwgYSBwcmVzZXQsIGFcbiAqIHBhbmUgY2xvc2luZykuIFdoZW5ldmVyIHRoZSB3aW5kb3cgY2hhbmdlcyBzaXplLCBlYWNoIHNwbGl0J3MgbGVuZ3RocyBhcmVcbiAqIGRlcml2ZWQgYWZyZXNoIGZyb20gaXRzIHNoYXJlcywgbmV2ZXIgZnJvbSB0aGUgbGVuZ3RocyBvZiB0aGUgc2l6ZSBiZWZvcmUsXG4gKiBzbyByb3VuZGluZyBuZXZlciBhY2N1bXVsYXRlczogYSB3aW5kb3cgdGhhdCBnb2VzIGJhY2sgdG8gYSBzaXplIGdldHMgYmFja1xuICogdGhlIHZlcnkgbGF5b3V0IGl0IGhhZCB0aGVyZSwgYW5kIGEgcGFuZSBzcXVlZXplZCB0byBpdHMgbWluaW11bSBieSBhXG4gKiBzbWFsbCB3aW5kb3cgZ2V0cyBpdHMgc2hhcmUgYmFjayB3aGVuIHRoZSB3aW5kb3cgZ3Jvd3MuIHRtdXggaW5zdGVhZCBhZGRzXG4gKiBvciB0YWtlcyBvbmUgY2VsbCBhdCBhIHRpbWUgZnJvbSB0aGUgc2l6ZXMgaXQgaGFzIChgbGF5b3V0X3Jlc2l6ZV9hZGp1c3RgKSxcbiAqIHNvIGl0cyBsYXlvdXRzIGRyaWZ0IG92ZXIgYSBydW4gb2YgcmVzaXplcy5cbiAqXG4gKiBQdXJlIGRhdGEgYW5kIGFyaXRobWV0aWMsIG5vIHdvcmtlciBhbmQgbm8gcHR5OiB0aGUgZGFlbW9uIGtlZXBzIG9uZSBwZXJcbiAqIHdpbmRvdyAodG8gc2l6ZSBlYWNoIHBhbmUncyBwdHkpIGFuZCB0aGUgcGFyc2Ugd29ya2VyIGNvbXBvc2VzIHRoZSB3aW5kb3dcbiAqIGZyb20gdGhlIHJlY3RhbmdsZXMgaXQgZ2l2ZXMuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKiBBIHJlY3RhbmdsZSBvZiBjZWxscyBpbnNpZGUgYSB3aW5kb3cuICovXG5leHBvcnQgaW50ZXJmYWNlIFJlY3Qge1xuICB4OiBudW1iZXI7XG4gIHk6IG51bWJlcjtcbiAgY29sczogbnVtYmVyO1xuICByb3dzOiBudW1iZXI7XG59XG5cbi8qKiBXaGljaCB3YXkgYSBzcGxpdCBnb2VzOiBcImxyXCIgc2lkZSBieSBzaWRlLCBcInRiXCIgb25lIGFib3ZlIHRoZSBvdGhlci4gKi9cbmV4cG9ydCB0eXBlIFNwbGl0S2luZCA9IFwibHJcIiB8IFwidGJcIjtcblxuLyoqIEEgbGF5b3V0IGNlbGw6IGEgcGFuZSwgb3IgYSBzcGxpdCBvZiBpdHMgcmVjdGFuZ2xlIGFtb25nIGl0cyBjaGlsZHJlbi4gKi9cbmV4cG9ydCB0eXBlIExheW91dENlbGwgPVxuICB8IHsgdHlwZTogXCJwYW5lXCI7IHBhbmU6IG51bWJlcjsgdzogbnVtYmVyOyBoOiBudW1iZXIgfVxuICB8IHtcbiAgICB0eXBlOiBTcGxpdEtpbmQ7XG4gICAgY2hpbGRyZW46IExheW91dENlbGxbXTtcbiAgICAvKipcbiAgICAgKiBFYWNoIGNoaWxkJ3MgbGVuZ3RoIGFsb25nIHRoZSBzcGxpdCAoYm9yZGVycyBhcGFydCkgYXQgdGhlIHNwbGl0J3NcbiAgICAgKiBsYXN0IGRlbGliZXJhdGUgY2hhbmdlOiBpdHMgY2hpbGRyZW4ncyBsZW5ndGhzIGF0IGFueSBzaXplIGFyZSB0aGVzZVxuICAgICAqIGluIHByb3BvcnRpb24uXG4gICAgICovXG4gICAgc2hhcmVzOiBudW1iZXJbXTtcbiAgICB3OiBudW1iZXI7XG4gICAgaDogbnVtYmVyO1xuICB9O1xuXG4vKiogVGhlIGZld2VzdCBjb2x1bW5zIGFuZCByb3dzIGEgcGFuZSBoYXMgd2hpbGUgdGhlIHdpbmRvdyBoYXMgcm9vbS4gKi9cbmNvbnN0IFBBTkVfTUlOSU1VTSA9IDE7XG5cbi8qKiBBIGRpcmVjdGlvbiwgYXMgdG11eCdzIGAtTCAtUiAtVSAtRGAuICovXG5leHBvcnQgdHlwZSBEaXJlY3Rpb24gPSBcIkxcIiB8IFwiUlwiIHwgXCJVXCIgfCBcIkRcIjtcblxuLyoqIFRoZSBwcmVzZXQgbGF5b3V0cywgaW4gdGhlIG9yZGVyIGBTcGFjZWAgKG5leHQgbGF5b3V0KSBjeWNsZXMgdGhlbS4gKi9cbmV4cG9ydCBjb25zdCBQUkVTRVRfTEFZT1VUUyA9IFtcbiAgXCJldmVuLWhvcml6b250YWxcIixcbiAgXCJldmVuLXZlcnRpY2FsXCIsXG4gIFwibWFpbi1ob3Jpem9udGFsXCIsXG4gIFwibWFpbi12ZXJ0aWNhbFwiLFxuICBcInRpbGVkXCIsXG5dIGFzIGNvbnN0O1xuXG4vKiogT25lIG9mIHRoZSBwcmVzZXQgbGF5b3V0cy4gKi9cbmV4cG9ydCB0eXBlIFByZXNldExheW91dCA9IHR5cGVvZiBQUkVTRVRfTEFZT1VUU1tudW1iZXJdO1xuXG4vKiogdG11eCdzIGRlZmF1bHRzIGZvciBgbWFpbi1wYW5lLWhlaWdodGAgYW5kIGBtYWluLXBhbmUtd2lkdGhgLiAqL1xuY29uc3QgTUFJTl9QQU5FX0hFSUdIVCA9IDI0O1xuY29uc3QgTUFJTl9QQU5FX1dJRFRIID0gODA7XG5cbi8qKiBUaHJvd24gd2hlbiBhIHBhbmUgaGFzIG5vIHJvb20gdG8gc3BsaXQuICovXG5leHBvcnQgY2xhc3MgTm9Sb29tRXJyb3IgZXh0ZW5kcyBFcnJvciB7XG4gIGNvbnN0cnVjdG9yKCkge1xuICAgIHN1cGVyKFwiVGhlIHBhbmUgaXMgdG9vIHNtYWxsIHRvIHNwbGl0XCIpO1xuICAgIHRoaXMubmFtZSA9IFwiTm9Sb29tRXJyb3JcIjtcbiAgfVxufVxuXG4vKiogVGhlIGxheW91dCBvZiBvbmUgd2luZG93LiAqL1xuZXhwb3J0IGNsYXNzIExheW91dCB7XG4gICNyb290OiBMYXlvdXRDZWxsO1xuXG4gIC8qKiBBIHdpbmRvdyBvZiBvbmUgcGFuZSBmaWxsaW5nIGBjb2xzYCB4IGByb3dzYC4gKi9cbiAgY29uc3RydWN0b3IocGFuZTogbnVtYmVyLCBjb2xzOiBudW1iZXIsIHJvd3M6IG51bWJlcikge1xuICAgIHRoaXMuI3Jvb3QgPSB7IHR5cGU6IFwicGFuZVwiLCBwYW5lLCB3OiBjb2xzLCBoOiByb3dzIH07XG4gIH1cblxuICAvKipcbiAgICogQSBsYXlvdXQgb2YgdGhlIHRyZWUgYHJvb3RgIChhIHNhdmVkIG9uZSwgY2hlY2tlZCBieSB0aGUgY2FsbGVyKS4gQVxuICAgKiBzcGxpdCBzYXZlZCB3aXRob3V0IHNoYXJlcyAoYnkgYSBkYWVtb24gZnJvbSBiZWZvcmUgdGhleSB3ZXJlIGtlcHQpXG4gICAqIHRha2VzIGl0cyBjaGlsZHJlbidzIGxlbmd0aHMgYXMgaXRzIHNoYXJlcy5cbiAgICovXG4gIHN0YXRpYyBmcm9tVHJlZShyb290OiBMYXlvdXRDZWxsKTogTGF5b3V0IHtcbiAgICBjb25zdCBsID0gbmV3IExheW91dCgwLCAxLCAxKTtcbiAgICB3YWxrKHJvb3QsIChjKSA9PiB7XG4gICAgICBpZiAoYy50eXBlICE9PSBcInBhbmVcIikgYy5zaGFyZXMgPz89IGxlbmd0aHNPZihjKTtcbiAgICB9KTtcbiAgICBsLiNyb290ID0gcm9vdDtcbiAgICByZXR1cm4gbDtcbiAgfVxuXG4gIC8qKiBUaGUgdHJlZSAocmVhZC1vbmx5IHVzZTogdGVzdHMgYW5kIHRoZSBsYXlvdXQncyBvd24gZGVzY3JpcHRpb24pLiAqL1xuICBnZXQgcm9vdCgpOiBMYXlvdXRDZWxsIHtcbiAgICByZXR1cm4gdGhpcy4jcm9vdDtcbiAgfVxuXG4gIGdldCBjb2xzKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuI3Jvb3QudztcbiAgfVxuXG4gIGdldCByb3dzKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuI3Jvb3QuaDtcbiAgfVxuXG4gIC8qKiBUaGUgcGFuZXMgaW4gdHJlZSBvcmRlciAodG11eCdzIHBhbmUgaW5kZXhlcykuICovXG4gIHBhbmVzKCk6IG51bWJlcltdIHtcbiAgICBjb25zdCBvdXQ6IG51bWJlcltdID0gW107XG4gICAgd2Fsayh0aGlzLiNyb290LCAoYykgPT4ge1xuICAgICAgaWYgKGMudHlwZSA9PT0gXCJwYW5lXCIpIG91dC5wdXNoKGMucGFuZSk7XG4gICAgfSk7XG4gICAgcmV0dXJuIG91dDtcbiAgfVxuXG4gIC8qKlxuICAgKiB0bXV4J3MgbGF5b3V0IHN0cmluZyAoYCN7d2luZG93X2xheW91dH1gLCBgbGF5b3V0X2R1bXBgKTogYSBjaGVja3N1bVxuICAgKiBvZiB0aGUgcmVzdCBpbiBmb3VyIGhleCBkaWdpdHMsIHRoZW4gZWFjaCBjZWxsIGFzIGBXeEgsWCxZYCwgd2l0aCBpdHNcbiAgICogcGFuZSdzIGlkIChgJU5gJ3MgTikgb3IgaXRzIGNoaWxkcmVuIGluIGB7fWAgKHNpZGUgYnkgc2lkZSkgb3IgYFtdYFxuICAgKiAob25lIGFib3ZlIGFub3RoZXIpLlxuICAgKlxuICAgKiBAZXhhbXBsZVxuICAgKiBgYGB0c1xuICAgKiBpbXBvcnQgYXNzZXJ0IGZyb20gXCJub2RlOmFzc2VydC9zdHJpY3RcIjtcbiAgICogaW1wb3J0IHsgTGF5b3V0IH0gZnJvbSBcIi4vbGF5b3V0LnRzXCI7XG4gICAqIGFzc2VydC5lcXVhbChuZXcgTGF5b3V0KDMsIDgwLCAyNCkuZGVzY3JpYmUoKSwgXCJiMjYwLDgweDI0LDAsMCwzXCIpO1xuICAgKiBgYGBcbiAgICovXG4gIGRlc2NyaWJlKCk6IHN0cmluZyB7XG4gICAgY29uc3QgYm9keSA9IGR1bXBDZWxsKHRoaXMuI3Jvb3QsIDAsIDApO1xuICAgIHJldHVybiBgJHtsYXlvdXRDaGVja3N1bShib2R5KS50b1N0cmluZygxNikucGFkU3RhcnQoNCwgXCIwXCIpfSwke2JvZHl9YDtcbiAgfVxuXG4gIC8qKiBFYWNoIHBhbmUncyByZWN0YW5nbGUuICovXG4gIHJlY3RzKCk6IE1hcDxudW1iZXIsIFJlY3Q+IHtcbiAgICBjb25zdCBvdXQgPSBuZXcgTWFwPG51bWJlciwgUmVjdD4oKTtcbiAgICBwbGFjZSh0aGlzLiNyb290LCAwLCAwLCBvdXQpO1xuICAgIHJldHVybiBvdXQ7XG4gIH1cblxuICAvKipcbiAgICogU3BsaXRzIGBwYW5lYCdzIHJlY3RhbmdsZSBhbmQgcHV0cyBgYWRkZWRgIGJlc2lkZSBpdCAoXCJsclwiOiB0byB0aGVcbiAgICogcmlnaHQpIG9yIGJlbG93IGl0IChcInRiXCIpLCBvciBiZWZvcmUgaXQgd2l0aCBgYmVmb3JlYC4gYHNpemVgIGlzIHRoZSBuZXdcbiAgICogcGFuZSdzIHdpZHRoIG9yIGhlaWdodDsgaGFsZiB0aGUgcmVjdGFuZ2xlIGJ5IGRlZmF1bHQuIFRocm93c1xuICAgKiBOb1Jvb21FcnJvciB3aGVuIGVpdGhlciBwYXJ0IHdvdWxkIGJlIHVuZGVyIG9uZSBjZWxsLlxuICAgKi9cbiAgc3BsaXQoXG4gICAgcGFuZTogbnVtYmVyLFxuICAgIGFkZGVkOiBudW1iZXIsXG4gICAga2luZDogU3BsaXRLaW5kLFxuICAgIHNpemU/OiBudW1iZXIsXG4gICAgYmVmb3JlID0gZmFsc2UsXG4gICk6IHZvaWQge1xuICAgIGNvbnN0IHBhdGggPSB0aGlzLiNwYXRoKHBhbmUpO1xuICAgIGNvbnN0IGxlYWYgPSBwYXRoW3BhdGgubGVuZ3RoIC0gMV0uY2VsbDtcbiAgICBjb25zdCBsZW5ndGggPSBraW5kID09PSBcImxyXCIgPyBsZWFmLncgOiBsZWFmLmg7XG4gICAgLy8gdG11eCBnaXZlcyB0aGUgbmV3IHBhbmUgdGhlIHNtYWxsZXIgaGFsZi5cbiAgICBjb25zdCB3YW50ID0gc2l6ZSA/PyBNYXRoLmZsb29yKChsZW5ndGggKyAxKSAvIDIpIC0gMTtcbiAgICBjb25zdCBuZXdTaXplID0gTWF0aC5taW4oTWF0aC5tYXgod2FudCwgMSksIGxlbmd0aCAtIDIpO1xuICAgIGlmIChuZXdTaXplIDwgMSB8fCBsZW5ndGggLSAxIC0gbmV3U2l6ZSA8IDEpIHRocm93IG5ldyBOb1Jvb21FcnJvcigpO1xuICAgIGNvbnN0IGZyZXNoOiBMYXlvdXRDZWxsID0ga2luZCA9PT0gXCJsclwiXG4gICAgICA/IHsgdHlwZTogXCJwYW5lXCIsIHBhbmU6IGFkZGVkLCB3OiBuZXdTaXplLCBoOiBsZWFmLmggfVxuICAgICAgOiB7IHR5cGU6IFwicGFuZVwiLCBwYW5lOiBhZGRlZCwgdzogbGVhZi53LCBoOiBuZXdTaXplIH07XG4gICAgY29uc3QgcGFyZW50ID0gcGF0aC5sZW5ndGggPiAxID8gcGF0aFtwYXRoLmxlbmd0aCAtIDJdLmNlbGwgOiBudWxsO1xuICAgIGlmIChwYXJlbnQgJiYgcGFyZW50LnR5cGUgPT09IGtpbmQpIHtcbiAgICAgIHNldExlbmd0aChsZWFmLCBraW5kLCBsZW5ndGggLSAxIC0gbmV3U2l6ZSk7XG4gICAgICBjb25zdCBpID0gcGF0aFtwYXRoLmxlbmd0aCAtIDFdLmluZGV4O1xuICAgICAgcGFyZW50LmNoaWxkcmVuLnNwbGljZShiZWZvcmUgPyBpIDogaSArIDEsIDAsIGZyZXNoKTtcbiAgICAgIHBhcmVudC5zaGFyZXMgPSBsZW5ndGhzT2YocGFyZW50KTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgY29uc3Qgb2xkOiBMYXlvdXRDZWxsID0geyAuLi5sZWFmIH07XG4gICAgc2V0TGVuZ3RoKG9sZCwga2luZCwgbGVuZ3RoIC0gMSAtIG5ld1NpemUpO1xuICAgIHRoaXMuI3JlcGxhY2UoXG4gICAgICBwYXRoLFxuICAgICAgc3BsaXRDZWxsKGtpbmQsIGJlZm9yZSA/IFtmcmVzaCwgb2xkXSA6IFtvbGQsIGZyZXNoXSwgbGVhZi53LCBsZWFmLmgpLFxuICAgICk7XG4gIH1cblxuICAvKipcbiAgICogUmVtb3ZlcyBgcGFuZWA7IGl0cyBzcGFjZSBnb2VzIHRvIHRoZSBzaWJsaW5nIGJlZm9yZSBpdCAodGhlIG9uZSBhZnRlclxuICAgKiB3aGVuIGl0IGlzIGZpcnN0KSwgYXMgaW4gdG11eDogaXRzIHNoYXJlIGFuZCBpdHMgYm9yZGVyJ3MgY2VsbCBqb2luIHRoZVxuICAgKiBoZWlyJ3MuIFRoZSBsYXN0IHBhbmUgY2Fubm90IGJlIHJlbW92ZWQuXG4gICAqL1xuICByZW1vdmUocGFuZTogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3QgcGF0aCA9IHRoaXMuI3BhdGgocGFuZSk7XG4gICAgaWYgKHBhdGgubGVuZ3RoIDwgMikgdGhyb3cgbmV3IEVycm9yKFwiQ2Fubm90IHJlbW92ZSBhIHdpbmRvdydzIGxhc3QgcGFuZVwiKTtcbiAgICBjb25zdCBwYXJlbnQgPSBwYXRoW3BhdGgubGVuZ3RoIC0gMl0uY2VsbCBhcyBTcGxpdENlbGw7XG4gICAgY29uc3QgaSA9IHBhdGhbcGF0aC5sZW5ndGggLSAxXS5pbmRleDtcbiAgICBjb25zdCBoZWlyID0gaSA+IDAgPyBpIC0gMSA6IDE7XG4gICAgcGFyZW50LnNoYXJlc1toZWlyXSArPSBwYXJlbnQuc2hhcmVzW2ldICsgMTtcbiAgICBwYXJlbnQuY2hpbGRyZW4uc3BsaWNlKGksIDEpO1xuICAgIHBhcmVudC5zaGFyZXMuc3BsaWNlKGksIDEpO1xuICAgIHJlc2l6ZUNlbGwocGFyZW50LCBwYXJlbnQudywgcGFyZW50LmgpO1xuICAgIGlmIChwYXJlbnQuY2hpbGRyZW4ubGVuZ3RoID09PSAxKSB7XG4gICAgICB0aGlzLiNyZXBsYWNlKHBhdGguc2xpY2UoMCwgLTEpLCBwYXJlbnQuY2hpbGRyZW5bMF0pO1xuICAgIH1cbiAgfVxuXG4gIC8qKlxuICAgKiBSZXNpemVzIHRoZSB3aG9sZSB3aW5kb3csIHNwcmVhZGluZyB0aGUgY2hhbmdlIG92ZXIgaXRzIHBhbmVzLiBBc1xuICAgKiB0bXV4J3MgYHJlc2l6ZV93aW5kb3dgLCB0aGUgd2luZG93IGNhbiBiZSBubyBzbWFsbGVyIHRoYW4gaXRzIGxheW91dDpcbiAgICogZWFjaCBwYW5lIGtlZXBzIGl0cyBtaW5pbXVtIG9mIG9uZSBjZWxsLCBzbyBhIHNpemUgdG9vIHNtYWxsIGZvciB0aGVtXG4gICAqIGdpdmVzIHRoZSBmZXdlc3QgY2VsbHMgdGhhdCBob2xkIHRoZW0gYWxsIChgY29sc2AgYW5kIGByb3dzYCB0aGVuIHNheVxuICAgKiB0aGUgcmVhbCBzaXplKSwgYW5kIGEgc21hbGxlciBjbGllbnQgc2hvd3MgcGFydCBvZiB0aGUgd2luZG93LlxuICAgKi9cbiAgcmVzaXplKGNvbHM6IG51bWJlciwgcm93czogbnVtYmVyKTogdm9pZCB7XG4gICAgcmVzaXplQ2VsbChcbiAgICAgIHRoaXMuI3Jvb3QsXG4gICAgICBNYXRoLm1heChjb2xzLCBtaW5MZW5ndGgodGhpcy4jcm9vdCwgXCJsclwiKSksXG4gICAgICBNYXRoLm1heChyb3dzLCBtaW5MZW5ndGgodGhpcy4jcm9vdCwgXCJ0YlwiKSksXG4gICAgKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBNb3ZlcyBhIGJvcmRlciBvZiBgcGFuZWAgYnkgYG5gIGNlbGxzIHRvd2FyZHMgYGRpcmAgKHRtdXgnc1xuICAgKiBgcmVzaXplLXBhbmUgLUwvLVIvLVUvLUQgTmApOiBpdHMgcmlnaHQgKG9yIGJvdHRvbSkgYm9yZGVyIHdoZW4gaXQgaGFzXG4gICAqIG9uZSwgZWxzZSBpdHMgbGVmdCAob3IgdG9wKSBib3JkZXIuIFBhbmVzIGtlZXAgdGhlaXIgbWluaW11bSBzaXplOyB0aGVcbiAgICogc3BsaXQncyBsZW5ndGhzIGJlY29tZSBpdHMgc2hhcmVzLlxuICAgKi9cbiAgcmVzaXplUGFuZShwYW5lOiBudW1iZXIsIGRpcjogRGlyZWN0aW9uLCBuOiBudW1iZXIpOiB2b2lkIHtcbiAgICBjb25zdCBraW5kOiBTcGxpdEtpbmQgPSBkaXIgPT09IFwiTFwiIHx8IGRpciA9PT0gXCJSXCIgPyBcImxyXCIgOiBcInRiXCI7XG4gICAgY29uc3Qgc2lnbiA9IGRpciA9PT0gXCJSXCIgfHwgZGlyID09PSBcIkRcIiA/IDEgOiAtMTtcbiAgICBjb25zdCBwYXRoID0gdGhpcy4jcGF0aChwYW5lKTtcbiAgICAvLyBUaGUgbmVhcmVzdCBzcGxpdCBvZiB0aGlzIGtpbmQgd2hlcmUgdGhlIHBhbmUncyBwYXJ0IGhhcyBhIG5leHRcbiAgICAvLyBzaWJsaW5nIG93bnMgdGhlIHBhbmUncyByaWdodC9ib3R0b20gYm9yZGVyOyBmYWlsaW5nIHRoYXQsIHRoZSBvbmVcbiAgICAvLyB3aGVyZSBpdCBoYXMgYSBwcmV2aW91cyBzaWJsaW5nIG93bnMgaXRzIGxlZnQvdG9wIGJvcmRlci5cbiAgICBmb3IgKGNvbnN0IHdhbnROZXh0IG9mIFt0cnVlLCBmYWxzZV0pIHtcbiAgICAgIGZvciAobGV0IGsgPSBwYXRoLmxlbmd0aCAtIDI7IGsgPj0gMDsgay0tKSB7XG4gICAgICAgIGNvbnN0IGNlbGwgPSBwYXRoW2tdLmNlbGw7XG4gICAgICAgIGlmIChjZWxsLnR5cGUgIT09IGtpbmQpIGNvbnRpbnVlO1xuICAgICAgICBjb25zdCBpID0gcGF0aFtrICsgMV0uaW5kZXg7XG4gICAgICAgIGlmICh3YW50TmV4dCAmJiBpIDwgY2VsbC5jaGlsZHJlbi5sZW5ndGggLSAxKSB7XG4gICAgICAgICAgbW92ZUJvcmRlcihjZWxsLCBpLCBzaWduICogbik7XG4gICAgICAgICAgcmV0dXJuO1xuICAgICAgICB9XG4gICAgICAgIGlmICghd2FudE5leHQgJiYgaSA+IDApIHtcbiAgICAgICAgICBtb3ZlQm9yZGVyKGNlbGwsIGkgLSAxLCBzaWduICogbik7XG4gICAgICAgICAgcmV0dXJuO1xuICAgICAgICB9XG4gICAgICB9XG4gICAgfVxuICB9XG5cbiAgLyoqIFNldHMgYHBhbmVgJ3Mgd2lkdGggb3IgaGVpZ2h0IHRvIGBzaXplYCBjZWxscywgYXMgZmFyIGFzIHRoZXJlIGlzIHJvb20uICovXG4gIHNldFBhbmVTaXplKHBhbmU6IG51bWJlciwga2luZDogU3BsaXRLaW5kLCBzaXplOiBudW1iZXIpOiB2b2lkIHtcbiAgICBjb25zdCByID0gdGhpcy5yZWN0cygpLmdldChwYW5lKTtcbiAgICBpZiAoIXIpIHJldHVybjtcbiAgICBjb25zdCBub3cgPSBraW5kID09PSBcImxyXCIgPyByLmNvbHMgOiByLnJvd3M7XG4gICAgaWYgKHNpemUgPT09IG5vdykgcmV0dXJuO1xuICAgIC8vIEdyb3dpbmcgbW92ZXMgdGhlIGZhciBib3JkZXIgb3V0LCBvciB0aGUgbmVhciBvbmUgd2hlbiB0aGVyZSBpcyBub25lLlxuICAgIGNvbnN0IHBhdGggPSB0aGlzLiNwYXRoKHBhbmUpO1xuICAgIGNvbnN0IGhhc05leHQgPSBwYXRoLnNvbWUoKHAsIGspID0+XG4gICAgICBrICsgMSA8IHBhdGgubGVuZ3RoICYmIHAuY2VsbC50eXBlID09PSBraW5kICYmXG4gICAgICBwYXRoW2sgKyAxXS5pbmRleCA8IChwLmNlbGwgYXMgeyBjaGlsZHJlbjogTGF5b3V0Q2VsbFtdIH0pLmNoaWxkcmVuXG4gICAgICAgICAgICAubGVuZ3RoIC0gMVxuICAgICk7XG4gICAgY29uc3QgZGVsdGEgPSBzaXplIC0gbm93O1xuICAgIGNvbnN0IGRpcjogRGlyZWN0aW9uID0ga2luZCA9PT0gXCJsclwiXG4gICAgICA/IChoYXNOZXh0ID09PSBkZWx0YSA+IDAgPyBcIlJcIiA6IFwiTFwiKVxuICAgICAgOiAoaGFzTmV4dCA9PT0gZGVsdGEgPiAwID8gXCJEXCIgOiBcIlVcIik7XG4gICAgdGhpcy5yZXNpemVQYW5lKHBhbmUsIGRpciwgTWF0aC5hYnMoZGVsdGEpKTtcbiAgfVxuXG4gIC8qKiBFeGNoYW5nZXMgdGhlIHBsYWNlcyBvZiB0d28gcGFuZXMuICovXG4gIHN3YXAoYTogbnVtYmVyLCBiOiBudW1iZXIpOiB2b2lkIHtcbiAgICBjb25zdCBjYSA9IHRoaXMuI3BhdGgoYSkuYXQoLTEpIS5jZWxsIGFzIHsgcGFuZTogbnVtYmVyIH07XG4gICAgY29uc3QgY2IgPSB0aGlzLiNwYXRoKGIpLmF0KC0xKSEuY2VsbCBhcyB7IHBhbmU6IG51bWJlciB9O1xuICAgIGNhLnBhbmUgPSBiO1xuICAgIGNiLnBhbmUgPSBhO1xuICB9XG5cbiAgLyoqIFB1dHMgcGFuZSBgbm93YCBpbiBwYW5lIGBvbGRgJ3MgcGxhY2UgKGBvbGRgIGxlYXZlcyB0aGUgbGF5b3V0KS4gKi9cbiAgcmVwbGFjZShvbGQ6IG51bWJlciwgbm93OiBudW1iZXIpOiB2b2lkIHtcbiAgICAodGhpcy4jcGF0aChvbGQpLmF0KC0xKSEuY2VsbCBhcyB7IHBhbmU6IG51bWJlciB9KS5wYW5lID0gbm93O1xuICB9XG5cbiAgLyoqIFJlYnVpbGRzIHRoZSB0cmVlIGFzIG9uZSBvZiB0aGUgcHJlc2V0cywga2VlcGluZyB0aGUgcGFuZXMnIG9yZGVyLiAqL1xuICBhcHBseShwcmVzZXQ6IFByZXNldExheW91dCk6IHZvaWQge1xuICAgIHRoaXMuI3Jvb3QgPSBwcmVzZXRDZWxsKHByZXNldCwgdGhpcy5wYW5lcygpLCB0aGlzLmNvbHMsIHRoaXMucm93cyk7XG4gIH1cblxuICAvKipcbiAgICogVGhlIHBhbmUgbmV4dCB0byBgcGFuZWAgdG93YXJkcyBgZGlyYCwgd3JhcHBpbmcgcm91bmQgYXQgdGhlIHdpbmRvdydzXG4gICAqIGVkZ2UgYXMgdG11eCBkb2VzOyB0aGUgb25lIGxldmVsIHdpdGggYHBhbmVgJ3MgdG9wIChvciBsZWZ0KSBlZGdlIHdoZW5cbiAgICogc2V2ZXJhbCBhcmU7IG51bGwgd2hlbiB0aGVyZSBpcyBub25lLlxuICAgKi9cbiAgbmVpZ2hib3VyKHBhbmU6IG51bWJlciwgZGlyOiBEaXJlY3Rpb24pOiBudW1iZXIgfCBudWxsIHtcbiAgICBjb25zdCByZWN0cyA9IHRoaXMucmVjdHMoKTtcbiAgICBjb25zdCByID0gcmVjdHMuZ2V0KHBhbmUpO1xuICAgIGlmICghcikgcmV0dXJuIG51bGw7XG4gICAgY29uc3QgZmluZCA9IChlZGdlOiBudW1iZXIpOiBudW1iZXIgfCBudWxsID0+IHtcbiAgICAgIGxldCBiZXN0OiBudW1iZXIgfCBudWxsID0gbnVsbDtcbiAgICAgIGxldCBiZXN0RGlzdGFuY2UgPSBJbmZpbml0eTtcbiAgICAgIGZvciAoY29uc3QgW2lkLCBvXSBvZiByZWN0cykge1xuICAgICAgICBpZiAoaWQgPT09IHBhbmUpIGNvbnRpbnVlO1xuICAgICAgICBjb25zdCBob3Jpem9udGFsID0gZGlyID09PSBcIkxcIiB8fCBkaXIgPT09IFwiUlwiO1xuICAgICAgICBjb25zdCBhdCA9IGhvcml6b250YWxcbiAgICAgICAgICA/IChkaXIgPT09IFwiUlwiID8gby54IDogby54ICsgby5jb2xzIC0gMSlcbiAgICAgICAgICA6IChkaXIgPT09IFwiRFwiID8gby55IDogby55ICsgby5yb3dzIC0gMSk7XG4gICAgICAgIGlmIChhdCAhPT0gZWRnZSkgY29udGludWU7XG4gICAgICAgIGNvbnN0IFtsbywgaGksIG9sbywgb2hpXSA9IGhvcml6b250YWxcbiAgICAgICAgICA/IFtyLnksIHIueSArIHIucm93cywgby55LCBvLnkgKyBvLnJvd3NdXG4gICAgICAgICAgOiBbci54LCByLnggKyByLmNvbHMsIG8ueCwgby54ICsgby5jb2xzXTtcbiAgICAgICAgaWYgKG9oaSA8PSBsbyB8fCBvbG8gPj0gaGkpIGNvbnRpbnVlO1xuICAgICAgICBjb25zdCBkaXN0YW5jZSA9IE1hdGguYWJzKG9sbyAtIGxvKTtcbiAgICAgICAgaWYgKGRpc3RhbmNlIDwgYmVzdERpc3RhbmNlKSB7XG4gICAgICAgICAgYmVzdCA9IGlkO1xuICAgICAgICAgIGJlc3REaXN0YW5jZSA9IGRpc3RhbmNlO1xuICAgICAgICB9XG4gICAgICB9XG4gICAgICByZXR1cm4gYmVzdDtcbiAgICB9O1xuICAgIHN3aXRjaCAoZGlyKSB7XG4gICAgICBjYXNlIFwiUlwiOlxuICAgICAgICByZXR1cm4gZmluZChyLnggKyByLmNvbHMgKyAxKSA/PyBmaW5kKDApO1xuICAgICAgY2FzZSBcIkxcIjpcbiAgICAgICAgcmV0dXJuIGZpbmQoci54IC0gMikgPz8gZmluZCh0aGlzLmNvbHMgLSAxKTtcbiAgICAgIGNhc2UgXCJEXCI6XG4gICAgICAgIHJldHVybiBmaW5kKHIueSArIHIucm93cyArIDEpID8/IGZpbmQoMCk7XG4gICAgICBjYXNlIFwiVVwiOlxuICAgICAgICByZXR1cm4gZmluZChyLnkgLSAyKSA/PyBmaW5kKHRoaXMucm93cyAtIDEpO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBUaGUgY2VsbHMgZnJvbSB0aGUgcm9vdCBkb3duIHRvIGBwYW5lYCdzIGxlYWYsIHdpdGggY2hpbGQgaW5kZXhlcy4gKi9cbiAgI3BhdGgocGFuZTogbnVtYmVyKTogeyBjZWxsOiBMYXlvdXRDZWxsOyBpbmRleDogbnVtYmVyIH1bXSB7XG4gICAgY29uc3QgcGF0aDogeyBjZWxsOiBMYXlvdXRDZWxsOyBpbmRleDogbnVtYmVyIH1bXSA9IFtdO1xuICAgIGNvbnN0IHNlYXJjaCA9IChjZWxsOiBMYXlvdXRDZWxsLCBpbmRleDogbnVtYmVyKTogYm9vbGVhbiA9PiB7XG4gICAgICBwYXRoLnB1c2goeyBjZWxsLCBpbmRleCB9KTtcbiAgICAgIGlmIChjZWxsLnR5cGUgPT09IFwicGFuZVwiKSB7XG4gICAgICAgIGlmIChjZWxsLnBhbmUgPT09IHBhbmUpIHJldHVybiB0cnVlO1xuICAgICAgfSBlbHNlIHtcbiAgICAgICAgZm9yIChsZXQgaSA9IDA7IGkgPCBjZWxsLmNoaWxkcmVuLmxlbmd0aDsgaSsrKSB7XG4gICAgICAgICAgaWYgKHNlYXJjaChjZWxsLmNoaWxkcmVuW2ldLCBpKSkgcmV0dXJuIHRydWU7XG4gICAgICAgIH1cbiAgICAgIH1cbiAgICAgIHBhdGgucG9wKCk7XG4gICAgICByZXR1cm4gZmFsc2U7XG4gICAgfTtcbiAgICBpZiAoIXNlYXJjaCh0aGlzLiNyb290LCAwKSkgdGhyb3cgbmV3IEVycm9yKGBObyBwYW5lICR7cGFuZX0gaW4gbGF5b3V0YCk7XG4gICAgcmV0dXJuIHBhdGg7XG4gIH1cblxuICAvKiogUHV0cyBgY2VsbGAgd2hlcmUgdGhlIGxhc3QgY2VsbCBvZiBgcGF0aGAgd2FzLiAqL1xuICAjcmVwbGFjZShwYXRoOiB7IGNlbGw6IExheW91dENlbGw7IGluZGV4OiBudW1iZXIgfVtdLCBjZWxsOiBMYXlvdXRDZWxsKSB7XG4gICAgaWYgKHBhdGgubGVuZ3RoID09PSAxKSB7XG4gICAgICB0aGlzLiNyb290ID0gY2VsbDtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgY29uc3QgcGFyZW50ID0gcGF0aFtwYXRoLmxlbmd0aCAtIDJdLmNlbGwgYXMgeyBjaGlsZHJlbjogTGF5b3V0Q2VsbFtdIH07XG4gICAgcGFyZW50LmNoaWxkcmVuW3BhdGhbcGF0aC5sZW5ndGggLSAxXS5pbmRleF0gPSBjZWxsO1xuICB9XG59XG5cbi8qKiBBIGxheW91dCBjZWxsIHRoYXQgc3BsaXRzIGl0cyByZWN0YW5nbGUuICovXG50eXBlIFNwbGl0Q2VsbCA9IEV4dHJhY3Q8TGF5b3V0Q2VsbCwgeyBjaGlsZHJlbjogTGF5b3V0Q2VsbFtdIH0+O1xuXG4vKiogQSBzcGxpdCBvZiBgY2hpbGRyZW5gIChzaXplZCBhbHJlYWR5KSwgd2hvc2UgbGVuZ3RocyBhcmUgaXRzIHNoYXJlcy4gKi9cbmZ1bmN0aW9uIHNwbGl0Q2VsbChcbiAga2luZDogU3BsaXRLaW5kLFxuICBjaGlsZHJlbjogTGF5b3V0Q2VsbFtdLFxuICB3OiBudW1iZXIsXG4gIGg6IG51bWJlcixcbik6IFNwbGl0Q2VsbCB7XG4gIGNvbnN0IGNlbGw6IFNwbGl0Q2VsbCA9IHsgdHlwZToga2luZCwgY2hpbGRyZW4sIHNoYXJlczogW10sIHcsIGggfTtcbiAgY2VsbC5zaGFyZXMgPSBsZW5ndGhzT2YoY2VsbCk7XG4gIHJldHVybiBjZWxsO1xufVxuXG4vKiogVGhlIGNoaWxkcmVuJ3MgbGVuZ3RocyBhbG9uZyB0aGUgc3BsaXQgbm93LCBhcyBzaGFyZXMgKDEgYXQgbGVhc3QpLiAqL1xuZnVuY3Rpb24gbGVuZ3Roc09mKGNlbGw6IFNwbGl0Q2VsbCk6IG51bWJlcltdIHtcbiAgcmV0dXJuIGNlbGwuY2hpbGRyZW4ubWFwKChjKSA9PiBNYXRoLm1heCgxLCBjZWxsLnR5cGUgPT09IFwibHJcIiA/IGMudyA6IGMuaCkpO1xufVxuXG5mdW5jdGlvbiB3YWxrKGNlbGw6IExheW91dENlbGwsIGZuOiAoYzogTGF5b3V0Q2VsbCkgPT4gdm9pZCk6IHZvaWQge1xuICBmbihjZWxsKTtcbiAgaWYgKGNlbGwudHlwZSAhPT0gXCJwYW5lXCIpIHsgZm9yIChjb25zdCBjIG9mIGNlbGwuY2hpbGRyZW4pIHdhbGsoYywgZm4pOyB9XG59XG5cbi8qKiBBIGNlbGwgb2YgYExheW91dC5kZXNjcmliZSgpYCBhdCBgeGAsIGB5YCwgYXMgdG11eCdzIGBsYXlvdXRfYXBwZW5kYC4gKi9cbmZ1bmN0aW9uIGR1bXBDZWxsKGNlbGw6IExheW91dENlbGwsIHg6IG51bWJlciwgeTogbnVtYmVyKTogc3RyaW5nIHtcbiAgY29uc3QgaGVhZCA9IGAke2NlbGwud314JHtjZWxsLmh9LCR7eH0sJHt5fWA7XG4gIGlmIChjZWxsLnR5cGUgPT09IFwicGFuZVwiKSByZXR1cm4gYCR7aGVhZH0sJHtjZWxsLnBhbmV9YDtcbiAgY29uc3QgcGFydHM6IHN0cmluZ1tdID0gW107XG4gIGZvciAoY29uc3QgYyBvZiBjZWxsLmNoaWxkcmVuKSB7XG4gICAgcGFydHMucHVzaChkdW1wQ2VsbChjLCB4LCB5KSk7XG4gICAgaWYgKGNlbGwudHlwZSA9PT0gXCJsclwiKSB4ICs9IGMudyArIDE7XG4gICAgZWxzZSB5ICs9IGMuaCArIDE7XG4gIH1cbiAgY29uc3QgW29wZW4sIGNsb3NlXSA9IGNlbGwudHlwZSA9PT0gXCJsclwiID8gXCJ7fVwiIDogXCJbXVwiO1xuICByZXR1cm4gYCR7aGVhZH0ke29wZW59JHtwYXJ0cy5qb2luKFwiLFwiKX0ke2Nsb3NlfWA7XG59XG5cbi8qKiB0bXV4J3MgYGxheW91dF9jaGVja3N1bWA6IGEgMTYtYml0IHJvdGF0ZS1hbmQtYWRkIG92ZXIgdGhlIHRleHQuICovXG5mdW5jdGlvbiBsYXlvdXRDaGVja3N1bSh0ZXh0OiBzdHJpbmcpOiBudW1iZXIge1xuICBsZXQgc3VtID0gMDtcbiAgZm9yIChsZXQgaSA9IDA7IGkgPCB0ZXh0Lmxlbmd0aDsgaSsrKSB7XG4gICAgc3VtID0gKHN1bSA+PiAxKSArICgoc3VtICYgMSkgPDwgMTUpO1xuICAgIHN1bSA9IChzdW0gKyB0ZXh0LmNoYXJDb2RlQXQoaSkpICYgMHhmZmZmO1xuICB9XG4gIHJldHVybiBzdW07XG59XG5cbmZ1bmN0aW9uIHBsYWNlKFxuICBjZWxsOiBMYXlvdXRDZWxsLFxuICB4OiBudW1iZXIsXG4gIHk6IG51bWJlcixcbiAgb3V0OiBNYXA8bnVtYmVyLCBSZWN0Pixcbik6IHZvaWQge1xuICBpZiAoY2VsbC50eXBlID09PSBcInBhbmVcIikge1xuICAgIG91dC5zZXQoY2VsbC5wYW5lLCB7IHgsIHksIGNvbHM6IGNlbGwudywgcm93czogY2VsbC5oIH0pO1xuICAgIHJldHVybjtcbiAgfVxuICBmb3IgKGNvbnN0IGMgb2YgY2VsbC5jaGlsZHJlbikge1xuICAgIHBsYWNlKGMsIHgsIHksIG91dCk7XG4gICAgaWYgKGNlbGwudHlwZSA9PT0gXCJsclwiKSB4ICs9IGMudyArIDE7XG4gICAgZWxzZSB5ICs9IGMuaCArIDE7XG4gIH1cbn1cblxuZnVuY3Rpb24gc2V0TGVuZ3RoKGNlbGw6IExheW91dENlbGwsIGtpbmQ6IFNwbGl0S2luZCwgbGVuZ3RoOiBudW1iZXIpOiB2b2lkIHtcbiAgaWYgKGtpbmQgPT09IFwibHJcIikgcmVzaXplQ2VsbChjZWxsLCBsZW5ndGgsIGNlbGwuaCk7XG4gIGVsc2UgcmVzaXplQ2VsbChjZWxsLCBjZWxsLncsIGxlbmd0aCk7XG59XG5cbi8qKlxuICogR2l2ZXMgYGNlbGxgIHRoZSBzaXplIGB3YCB4IGBoYDogYWNyb3NzIHRoZSBzcGxpdCBldmVyeSBjaGlsZCB0YWtlcyB0aGVcbiAqIG5ldyBzaXplOyBhbG9uZyBpdCB0aGUgY2hpbGRyZW4ncyBsZW5ndGhzIGFyZSB0aGUgc3BsaXQncyBzaGFyZXMgc2NhbGVkXG4gKiB0byB0aGUgbmV3IHNwYWNlIChgYXBwb3J0aW9uYCkuIFRoZXkgZGVwZW5kIG9uIHRoZSBzaGFyZXMgYW5kIHRoZSBzaXplXG4gKiBhbG9uZSwgbm90IG9uIHRoZSBsZW5ndGhzIGJlZm9yZS5cbiAqL1xuZnVuY3Rpb24gcmVzaXplQ2VsbChjZWxsOiBMYXlvdXRDZWxsLCB3OiBudW1iZXIsIGg6IG51bWJlcik6IHZvaWQge1xuICBjZWxsLncgPSB3O1xuICBjZWxsLmggPSBoO1xuICBpZiAoY2VsbC50eXBlID09PSBcInBhbmVcIikgcmV0dXJuO1xuICBjb25zdCBsciA9IGNlbGwudHlwZSA9PT0gXCJsclwiO1xuICBjb25zdCBzcGFjZSA9IChsciA/IHcgOiBoKSAtIChjZWxsLmNoaWxkcmVuLmxlbmd0aCAtIDEpO1xuICBjb25zdCBsZW5ndGhzID0gYXBwb3J0aW9uKFxuICAgIGNlbGwuc2hhcmVzLFxuICAgIHNwYWNlLFxuICAgIGNlbGwuY2hpbGRyZW4ubWFwKChjKSA9PiBtaW5MZW5ndGgoYywgY2VsbC50eXBlKSksXG4gICk7XG4gIGNlbGwuY2hpbGRyZW4uZm9yRWFjaCgoYywgaSkgPT4ge1xuICAgIGlmIChscikgcmVzaXplQ2VsbChjLCBsZW5ndGhzW2ldLCBoKTtcbiAgICBlbHNlIHJlc2l6ZUNlbGwoYywgdywgbGVuZ3Roc1tpXSk7XG4gIH0pO1xufVxuXG4vKiogVGhlIGZld2VzdCBjZWxscyBgY2VsbGAgZml0cyBpbiBhbG9uZyBga2luZGAsIGJvcmRlcnMgaW5jbHVkZWQuICovXG5mdW5jdGlvbiBtaW5MZW5ndGgoY2VsbDogTGF5b3V0Q2VsbCwga2luZDogU3BsaXRLaW5kKTogbnVtYmVyIHtcbiAgaWYgKGNlbGwudHlwZSA9PT0gXCJwYW5lXCIpIHJldHVybiBQQU5FX01JTklNVU07XG4gIGNvbnN0IG1pbnMgPSBjZWxsLmNoaWxkcmVuLm1hcCgoYykgPT4gbWluTGVuZ3RoKGMsIGtpbmQpKTtcbiAgaWYgKGNlbGwudHlwZSAhPT0ga2luZCkgcmV0dXJuIE1hdGgubWF4KC4uLm1pbnMpO1xuICByZXR1cm4gbWlucy5yZWR1Y2UoKGEsIGIpID0+IGEgKyBiLCAwKSArIG1pbnMubGVuZ3RoIC0gMTtcbn1cblxuLyoqXG4gKiBTcGxpdHMgYHNwYWNlYCBjZWxscyBpbnRvIGxlbmd0aHMgaW4gcHJvcG9ydGlvbiB0byBgc2hhcmVzYCwgbm9uZSB1bmRlclxuICogaXRzIG1pbmltdW0gaW4gYG1pbnNgOiBhIHBhcnQgd2hvc2Ugc2hhcmUgd291bGQgZmFsbCBzaG9ydCBnZXRzIGl0c1xuICogbWluaW11bSBhbmQgdGhlIG90aGVycyBzaGFyZSB0aGUgcmVzdCwgYW5kIHRoZSBjZWxscyByb3VuZGluZyBsZWF2ZXMgZ29cbiAqIHRvIHRoZSBwYXJ0cyB3aXRoIHRoZSBsYXJnZXN0IHJlbWFpbmRlcnMgKHRoZSBmaXJzdCBvZiBlcXVhbHMpLiBXaGVuXG4gKiBgc3BhY2VgIGlzIHRoZSBzaGFyZXMnIHN1bSB0aGUgbGVuZ3RocyBhcmUgdGhlIHNoYXJlcy4gV2l0aCBsZXNzIHNwYWNlXG4gKiB0aGFuIHRoZSBtaW5pbXVtcyB0YWtlLCBldmVyeSBwYXJ0IGdldHMgaXRzIG1pbmltdW0gKGBMYXlvdXQucmVzaXplYFxuICogbmV2ZXIgZ2l2ZXMgbGVzczogdGhlIHdpbmRvdyBncm93cyB0byBob2xkIHRoZW0pLlxuICovXG5leHBvcnQgZnVuY3Rpb24gYXBwb3J0aW9uKFxuICBzaGFyZXM6IHJlYWRvbmx5IG51bWJlcltdLFxuICBzcGFjZTogbnVtYmVyLFxuICBtaW5zOiByZWFkb25seSBudW1iZXJbXSxcbik6IG51bWJlcltdIHtcbiAgY29uc3QgbiA9IHNoYXJlcy5sZW5ndGg7XG4gIGNvbnN0IG91dCA9IFsuLi5taW5zXTtcbiAgaWYgKHNwYWNlIDw9IG1pbnMucmVkdWNlKChhLCBiKSA9PiBhICsgYiwgMCkpIHJldHVybiBvdXQ7XG4gIGNvbnN0IGZpeGVkID0gbmV3IEFycmF5PGJvb2xlYW4+KG4pLmZpbGwoZmFsc2UpO1xuICAvLyBFYWNoIHBhc3MgcGlucyBhdCBsZWFzdCBvbmUgcGFydCB0byBpdHMgbWluaW11bSwgb3IgaXMgdGhlIGxhc3QuXG4gIHdoaWxlICh0cnVlKSB7XG4gICAgbGV0IGZyZWUgPSBzcGFjZTtcbiAgICBsZXQgdG90YWwgPSAwO1xuICAgIGZvciAobGV0IGkgPSAwOyBpIDwgbjsgaSsrKSB7XG4gICAgICBpZiAoZml4ZWRbaV0pIGZyZWUgLT0gbWluc1tpXTtcbiAgICAgIGVsc2UgdG90YWwgKz0gc2hhcmVzW2ldO1xuICAgIH1cbiAgICBsZXQgcGlubmVkID0gZmFsc2U7XG4gICAgZm9yIChsZXQgaSA9IDA7IGkgPCBuOyBpKyspIHtcbiAgICAgIC8vIHNoYXJlc1tpXSAqIGZyZWUgLyB0b3RhbCA8IG1pbnNbaV0sIGluIGludGVnZXJzLlxuICAgICAgaWYgKCFmaXhlZFtpXSAmJiBzaGFyZXNbaV0gKiBmcmVlIDwgbWluc1tpXSAqIHRvdGFsKSB7XG4gICAgICAgIGZpeGVkW2ldID0gcGlubmVkID0gdHJ1ZTtcbiAgICAgIH1cbiAgICB9XG4gICAgaWYgKHBpbm5lZCkgY29udGludWU7XG4gICAgLy8gVGhlIHBhcnQgcGlubmVkIGxhc3Qgd291bGQgaGF2ZSBoYWQgbW9yZSB0aGFuIGl0cyBtaW5pbXVtLCBzbyBvbmUgYXRcbiAgICAvLyBsZWFzdCBpcyBsZWZ0IHRvIHNjYWxlLCB3aXRoIGEgc2hhcmUgb2Ygb25lIGNlbGwgYXQgbGVhc3QuXG4gICAgY29uc3Qgc2NhbGVkID0gWy4uLnNoYXJlcy5rZXlzKCldLmZpbHRlcigoaSkgPT4gIWZpeGVkW2ldKTtcbiAgICBjb25zdCByZW1haW5kZXJzID0gbmV3IEFycmF5PG51bWJlcj4obikuZmlsbCgwKTtcbiAgICBsZXQgbGVmdCA9IGZyZWU7XG4gICAgZm9yIChjb25zdCBpIG9mIHNjYWxlZCkge1xuICAgICAgb3V0W2ldID0gTWF0aC5mbG9vcihzaGFyZXNbaV0gKiBmcmVlIC8gdG90YWwpO1xuICAgICAgcmVtYWluZGVyc1tpXSA9IHNoYXJlc1tpXSAqIGZyZWUgJSB0b3RhbDtcbiAgICAgIGxlZnQgLT0gb3V0W2ldO1xuICAgIH1cbiAgICBzY2FsZWQuc29ydCgoYSwgYikgPT4gcmVtYWluZGVyc1tiXSAtIHJlbWFpbmRlcnNbYV0gfHwgYSAtIGIpO1xuICAgIGZvciAobGV0IGsgPSAwOyBrIDwgbGVmdDsgaysrKSBvdXRbc2NhbGVkW2tdXSsrO1xuICAgIHJldHVybiBvdXQ7XG4gIH1cbn1cblxuLyoqIE1ha2VzIGBsZW5ndGhzYCAoZWFjaCBhdCBsZWFzdCAxKSBhZGQgdXAgdG8gYHNwYWNlYCB3aGVyZSBpdCBjYW4uICovXG5mdW5jdGlvbiBiYWxhbmNlKGxlbmd0aHM6IG51bWJlcltdLCBzcGFjZTogbnVtYmVyKTogdm9pZCB7XG4gIGxldCBzdW0gPSBsZW5ndGhzLnJlZHVjZSgoYSwgYikgPT4gYSArIGIsIDApO1xuICBsZW5ndGhzW2xlbmd0aHMubGVuZ3RoIC0gMV0gKz0gc3BhY2UgLSBzdW07XG4gIHN1bSA9IHNwYWNlO1xuICAvLyBSb3VuZGluZyB1cCBvbiBzbWFsbCB3aW5kb3dzIGNhbiBsZWF2ZSB0aGUgbGFzdCBvbmUgdW5kZXIgMTogdGFrZSBmcm9tXG4gIC8vIHRoZSBsYXJnZXN0IHVudGlsIGV2ZXJ5IHBhcnQgaGFzIGEgY2VsbCAob3Igbm9uZSBjYW4gZ2l2ZSkuXG4gIHdoaWxlIChsZW5ndGhzW2xlbmd0aHMubGVuZ3RoIC0gMV0gPCAxKSB7XG4gICAgbGV0IGJpZyA9IDA7XG4gICAgZm9yIChsZXQgaSA9IDE7IGkgPCBsZW5ndGhzLmxlbmd0aDsgaSsrKSB7XG4gICAgICBpZiAobGVuZ3Roc1tpXSA+IGxlbmd0aHNbYmlnXSkgYmlnID0gaTtcbiAgICB9XG4gICAgaWYgKGxlbmd0aHNbYmlnXSA8PSAxKSB7XG4gICAgICBsZW5ndGhzW2xlbmd0aHMubGVuZ3RoIC0gMV0gPSAxO1xuICAgICAgYnJlYWs7XG4gICAgfVxuICAgIGxlbmd0aHNbYmlnXS0tO1xuICAgIGxlbmd0aHNbbGVuZ3Rocy5sZW5ndGggLSAxXSsrO1xuICB9XG59XG5cbi8qKlxuICogTW92ZXMgdGhlIGJvcmRlciBhZnRlciBjaGlsZCBgaWAgb2YgYGNlbGxgIGJ5IGBkYCBjZWxscywgYXMgZmFyIGFzIGJvdGhcbiAqIHNpZGVzIGtlZXAgdGhlaXIgbWluaW11bTsgdGhlIHNwbGl0J3MgbGVuZ3RocyBiZWNvbWUgaXRzIHNoYXJlcy5cbiAqL1xuZnVuY3Rpb24gbW92ZUJvcmRlcihjZWxsOiBTcGxpdENlbGwsIGk6IG51bWJlciwgZDogbnVtYmVyKTogdm9pZCB7XG4gIGNvbnN0IGtpbmQgPSBjZWxsLnR5cGU7XG4gIGNvbnN0IGEgPSBjZWxsLmNoaWxkcmVuW2ldO1xuICBjb25zdCBiID0gY2VsbC5jaGlsZHJlbltpICsgMV07XG4gIGNvbnN0IGxlbiA9IChjOiBMYXlvdXRDZWxsKSA9PiBraW5kID09PSBcImxyXCIgPyBjLncgOiBjLmg7XG4gIGNvbnN0IG1vdmUgPSBNYXRoLm1heChcbiAgICBNYXRoLm1pbihtaW5MZW5ndGgoYSwga2luZCkgLSBsZW4oYSksIDApLFxuICAgIE1hdGgubWluKGQsIE1hdGgubWF4KGxlbihiKSAtIG1pbkxlbmd0aChiLCBraW5kKSwgMCkpLFxuICApO1xuICBpZiAobW92ZSA9PT0gMCkgcmV0dXJuO1xuICBzZXRMZW5ndGgoYSwga2luZCwgbGVuKGEpICsgbW92ZSk7XG4gIHNldExlbmd0aChiLCBraW5kLCBsZW4oYikgLSBtb3ZlKTtcbiAgY2VsbC5zaGFyZXMgPSBsZW5ndGhzT2YoY2VsbCk7XG59XG5cbi8qKiBTcGxpdHMgYHNwYWNlYCBjZWxscyAoYm9yZGVycyBpbmNsdWRlZCkgZXZlbmx5IGFtb25nIGBuYCBwYXJ0cy4gKi9cbmZ1bmN0aW9uIGV2ZW5MZW5ndGhzKHNwYWNlOiBudW1iZXIsIG46IG51bWJlcik6IG51bWJlcltdIHtcbiAgY29uc3QgZnJlZSA9IHNwYWNlIC0gKG4gLSAxKTtcbiAgY29uc3QgZWFjaCA9IE1hdGgubWF4KDEsIE1hdGguZmxvb3IoZnJlZSAvIG4pKTtcbiAgY29uc3QgbGVuZ3RocyA9IG5ldyBBcnJheShuKS5maWxsKGVhY2gpO1xuICBiYWxhbmNlKGxlbmd0aHMsIGZyZWUpO1xuICByZXR1cm4gbGVuZ3Rocztcbn1cblxuLyoqIE9uZSBzcGxpdCBvZiBgY2VsbHNgIHNpZGUgYnkgc2lkZSBvciBzdGFja2VkLCBldmVubHkuICovXG5mdW5jdGlvbiBldmVuQ2VsbChcbiAga2luZDogU3BsaXRLaW5kLFxuICBjZWxsczogbnVtYmVyW10sXG4gIHc6IG51bWJlcixcbiAgaDogbnVtYmVyLFxuKTogTGF5b3V0Q2VsbCB7XG4gIGlmIChjZWxscy5sZW5ndGggPT09IDEpIHJldHVybiB7IHR5cGU6IFwicGFuZVwiLCBwYW5lOiBjZWxsc1swXSwgdywgaCB9O1xuICBjb25zdCBsZW5ndGhzID0gZXZlbkxlbmd0aHMoa2luZCA9PT0gXCJsclwiID8gdyA6IGgsIGNlbGxzLmxlbmd0aCk7XG4gIHJldHVybiBzcGxpdENlbGwoXG4gICAga2luZCxcbiAgICBjZWxscy5tYXAoKHBhbmUsIGkpID0+XG4gICAgICBraW5kID09PSBcImxyXCJcbiAgICAgICAgPyB7IHR5cGU6IFwicGFuZVwiLCBwYW5lLCB3OiBsZW5ndGhzW2ldLCBoIH1cbiAgICAgICAgOiB7IHR5cGU6IFwicGFuZVwiLCBwYW5lLCB3LCBoOiBsZW5ndGhzW2ldIH1cbiAgICApLFxuICAgIHcsXG4gICAgaCxcbiAgKTtcbn1cblxuLyoqIFRoZSBsZW5ndGggb2YgYSBtYWluIHBhbmU6IHRtdXgncyBkZWZhdWx0LCBsZWF2aW5nIHRoZSBvdGhlcnMgcm9vbS4gKi9cbmZ1bmN0aW9uIG1haW5MZW5ndGgod2FudGVkOiBudW1iZXIsIHNwYWNlOiBudW1iZXIpOiBudW1iZXIge1xuICBpZiAod2FudGVkIDw9IHNwYWNlIC0gMikgcmV0dXJuIHdhbnRlZDtcbiAgcmV0dXJuIE1hdGgubWF4KDEsIE1hdGguZmxvb3IoKHNwYWNlIC0gMSkgLyAyKSk7XG59XG5cbmZ1bmN0aW9uIHByZXNldENlbGwoXG4gIHByZXNldDogUHJlc2V0TGF5b3V0LFxuICBwYW5lczogbnVtYmVyW10sXG4gIHc6IG51bWJlcixcbiAgaDogbnVtYmVyLFxuKTogTGF5b3V0Q2VsbCB7XG4gIGlmIChwYW5lcy5sZW5ndGggPT09IDEpIHJldHVybiB7IHR5cGU6IFwicGFuZVwiLCBwYW5lOiBwYW5lc1swXSwgdywgaCB9O1xuICBjb25zdCBbbWFpbiwgLi4ucmVzdF0gPSBwYW5lcztcbiAgc3dpdGNoIChwcmVzZXQpIHtcbiAgICBjYXNlIFwiZXZlbi1ob3Jpem9udGFsXCI6XG4gICAgICByZXR1cm4gZXZlbkNlbGwoXCJsclwiLCBwYW5lcywgdywgaCk7XG4gICAgY2FzZSBcImV2ZW4tdmVydGljYWxcIjpcbiAgICAgIHJldHVybiBldmVuQ2VsbChcInRiXCIsIHBhbmVzLCB3LCBoKTtcbiAgICBjYXNlIFwibWFpbi1ob3Jpem9udGFsXCI6IHtcbiAgICAgIGNvbnN0IG1oID0gbWFpbkxlbmd0aChNQUlOX1BBTkVfSEVJR0hULCBoKTtcbiAgICAgIHJldHVybiBzcGxpdENlbGwoXG4gICAgICAgIFwidGJcIixcbiAgICAgICAgW1xuICAgICAgICAgIHsgdHlwZTogXCJwYW5lXCIsIHBhbmU6IG1haW4sIHcsIGg6IG1oIH0sXG4gICAgICAgICAgZXZlbkNlbGwoXCJsclwiLCByZXN0LCB3LCBoIC0gbWggLSAxKSxcbiAgICAgICAgXSxcbiAgICAgICAgdyxcbiAgICAgICAgaCxcbiAgICAgICk7XG4gICAgfVxuICAgIGNhc2UgXCJtYWluLXZlcnRpY2FsXCI6IHtcbiAgICAgIGNvbnN0IG13ID0gbWFpbkxlbmd0aChNQUlOX1BBTkVfV0lEVEgsIHcpO1xuICAgICAgcmV0dXJuIHNwbGl0Q2VsbChcbiAgICAgICAgXCJsclwiLFxuICAgICAgICBbXG4gICAgICAgICAgeyB0eXBlOiBcInBhbmVcIiwgcGFuZTogbWFpbiwgdzogbXcsIGggfSxcbiAgICAgICAgICBldmVuQ2VsbChcInRiXCIsIHJlc3QsIHcgLSBtdyAtIDEsIGgpLFxuICAgICAgICBdLFxuICAgICAgICB3LFxuICAgICAgICBoLFxuICAgICAgKTtcbiAgICB9XG4gICAgY2FzZSBcInRpbGVkXCI6IHtcbiAgICAgIGNvbnN0IGFjcm9zcyA9IE1hdGguY2VpbChNYXRoLnNxcnQocGFuZXMubGVuZ3RoKSk7XG4gICAgICBjb25zdCBkb3duID0gTWF0aC5jZWlsKHBhbmVzLmxlbmd0aCAvIGFjcm9zcyk7XG4gICAgICBjb25zdCBoZWlnaHRzID0gZXZlbkxlbmd0aHMoaCwgZG93bik7XG4gICAgICBjb25zdCByb3dzOiBMYXlvdXRDZWxsW10gPSBbXTtcbiAgICAgIGZvciAobGV0IHIgPSAwOyByIDwgZG93bjsgcisrKSB7XG4gICAgICAgIGNvbnN0IHJvdyA9IHBhbmVzLnNsaWNlKHIgKiBhY3Jvc3MsIChyICsgMSkgKiBhY3Jvc3MpO1xuICAgICAgICByb3dzLnB1c2goZXZlbkNlbGwoXCJsclwiLCByb3csIHcsIGhlaWdodHNbcl0pKTtcbiAgICAgIH1cbiAgICAgIGlmIChyb3dzLmxlbmd0aCA9PT0gMSkgcmV0dXJuIHJvd3NbMF07XG4gICAgICByZXR1cm4gc3BsaXRDZWxsKFwidGJcIiwgcm93cywgdywgaCk7XG4gICAgfVxuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FzQkMsR0FFRCwwQ0FBMEMsR0EyQjFDLHNFQUFzRSxHQUN0RSxNQUFNLGVBQWU7QUFLckIsd0VBQXdFLEdBQ3hFLE9BQU8sTUFBTSxpQkFBaUI7RUFDNUI7RUFDQTtFQUNBO0VBQ0E7RUFDQTtDQUNELENBQVU7QUFLWCxrRUFBa0UsR0FDbEUsTUFBTSxtQkFBbUI7QUFDekIsTUFBTSxrQkFBa0I7QUFFeEIsNkNBQTZDLEdBQzdDLE9BQU8sTUFBTSxvQkFBb0I7RUFDL0IsYUFBYztJQUNaLEtBQUssQ0FBQztJQUNOLElBQUksQ0FBQyxJQUFJLEdBQUc7RUFDZDtBQUNGO0FBRUEsOEJBQThCLEdBQzlCLE9BQU8sTUFBTTtFQUNYLENBQUEsSUFBSyxDQUFhO0VBRWxCLGtEQUFrRCxHQUNsRCxZQUFZLElBQVksRUFBRSxJQUFZLEVBQUUsSUFBWSxDQUFFO0lBQ3BELElBQUksQ0FBQyxDQUFBLElBQUssR0FBRztNQUFFLE1BQU07TUFBUTtNQUFNLEdBQUc7TUFBTSxHQUFHO0lBQUs7RUFDdEQ7RUFFQTs7OztHQUlDLEdBQ0QsT0FBTyxTQUFTLElBQWdCLEVBQVU7SUFDeEMsTUFBTSxJQUFJLElBQUksT0FBTyxHQUFHLEdBQUc7SUFDM0IsS0FBSyxNQUFNLENBQUM7TUFDVixJQUFJLEVBQUUsSUFBSSxLQUFLLFFBQVEsRUFBRSxNQUFNLEtBQUssVUFBVTtJQUNoRDtJQUNBLEVBQUUsQ0FBQSxJQUFLLEdBQUc7SUFDVixPQUFPO0VBQ1Q7RUFFQSxzRUFBc0UsR0FDdEUsSUFBSSxPQUFtQjtJQUNyQixPQUFPLElBQUksQ0FBQyxDQUFBLElBQUs7RUFDbkI7RUFFQSxJQUFJLE9BQWU7SUFDakIsT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsQ0FBQztFQUNyQjtFQUVBLElBQUksT0FBZTtJQUNqQixPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxDQUFDO0VBQ3JCO0VBRUEsbURBQW1ELEdBQ25ELFFBQWtCO0lBQ2hCLE1BQU0sTUFBZ0IsRUFBRTtJQUN4QixLQUFLLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxDQUFDO01BQ2hCLElBQUksRUFBRSxJQUFJLEtBQUssUUFBUSxJQUFJLElBQUksQ0FBQyxFQUFFLElBQUk7SUFDeEM7SUFDQSxPQUFPO0VBQ1Q7RUFFQTs7Ozs7Ozs7Ozs7O0dBWUMsR0FDRCxXQUFtQjtJQUNqQixNQUFNLE9BQU8sU0FBUyxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUUsR0FBRztJQUNyQyxPQUFPLEdBQUcsZUFBZSxNQUFNLFFBQVEsQ0FBQyxJQUFJLFFBQVEsQ0FBQyxHQUFHLEtBQUssQ0FBQyxFQUFFLE1BQU07RUFDeEU7RUFFQSwyQkFBMkIsR0FDM0IsUUFBMkI7SUFDekIsTUFBTSxNQUFNLElBQUk7SUFDaEIsTUFBTSxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUUsR0FBRyxHQUFHO0lBQ3hCLE9BQU87RUFDVDtFQUVBOzs7OztHQUtDLEdBQ0QsTUFDRSxJQUFZLEVBQ1osS0FBYSxFQUNiLElBQWUsRUFDZixJQUFhLEVBQ2IsU0FBUyxLQUFLLEVBQ1I7SUFDTixNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO0lBQ3hCLE1BQU0sT0FBTyxJQUFJLENBQUMsS0FBSyxNQUFNLEdBQUcsRUFBRSxDQUFDLElBQUk7SUFDdkMsTUFBTSxTQUFTLFNBQVMsT0FBTyxLQUFLLENBQUMsR0FBRyxLQUFLLENBQUM7SUFDOUMsNENBQTRDO0lBQzVDLE1BQU0sT0FBTyxRQUFRLEtBQUssS0FBSyxDQUFDLENBQUMsU0FBUyxDQUFDLElBQUksS0FBSztJQUNwRCxNQUFNLFVBQVUsS0FBSyxHQUFHLENBQUMsS0FBSyxHQUFHLENBQUMsTUFBTSxJQUFJLFNBQVM7SUFDckQsSUFBSSxVQUFVLEtBQUssU0FBUyxJQUFJLFVBQVUsR0FBRyxNQUFNLElBQUk7SUFDdkQsTUFBTSxRQUFvQixTQUFTLE9BQy9CO01BQUUsTUFBTTtNQUFRLE1BQU07TUFBTyxHQUFHO01BQVMsR0FBRyxLQUFLLENBQUM7SUFBQyxJQUNuRDtNQUFFLE1BQU07TUFBUSxNQUFNO01BQU8sR0FBRyxLQUFLLENBQUM7TUFBRSxHQUFHO0lBQVE7SUFDdkQsTUFBTSxTQUFTLEtBQUssTUFBTSxHQUFHLElBQUksSUFBSSxDQUFDLEtBQUssTUFBTSxHQUFHLEVBQUUsQ0FBQyxJQUFJLEdBQUc7SUFDOUQsSUFBSSxVQUFVLE9BQU8sSUFBSSxLQUFLLE1BQU07TUFDbEMsVUFBVSxNQUFNLE1BQU0sU0FBUyxJQUFJO01BQ25DLE1BQU0sSUFBSSxJQUFJLENBQUMsS0FBSyxNQUFNLEdBQUcsRUFBRSxDQUFDLEtBQUs7TUFDckMsT0FBTyxRQUFRLENBQUMsTUFBTSxDQUFDLFNBQVMsSUFBSSxJQUFJLEdBQUcsR0FBRztNQUM5QyxPQUFPLE1BQU0sR0FBRyxVQUFVO01BQzFCO0lBQ0Y7SUFDQSxNQUFNLE1BQWtCO01BQUUsR0FBRyxJQUFJO0lBQUM7SUFDbEMsVUFBVSxLQUFLLE1BQU0sU0FBUyxJQUFJO0lBQ2xDLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FDWCxNQUNBLFVBQVUsTUFBTSxTQUFTO01BQUM7TUFBTztLQUFJLEdBQUc7TUFBQztNQUFLO0tBQU0sRUFBRSxLQUFLLENBQUMsRUFBRSxLQUFLLENBQUM7RUFFeEU7RUFFQTs7OztHQUlDLEdBQ0QsT0FBTyxJQUFZLEVBQVE7SUFDekIsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztJQUN4QixJQUFJLEtBQUssTUFBTSxHQUFHLEdBQUcsTUFBTSxJQUFJLE1BQU07SUFDckMsTUFBTSxTQUFTLElBQUksQ0FBQyxLQUFLLE1BQU0sR0FBRyxFQUFFLENBQUMsSUFBSTtJQUN6QyxNQUFNLElBQUksSUFBSSxDQUFDLEtBQUssTUFBTSxHQUFHLEVBQUUsQ0FBQyxLQUFLO0lBQ3JDLE1BQU0sT0FBTyxJQUFJLElBQUksSUFBSSxJQUFJO0lBQzdCLE9BQU8sTUFBTSxDQUFDLEtBQUssSUFBSSxPQUFPLE1BQU0sQ0FBQyxFQUFFLEdBQUc7SUFDMUMsT0FBTyxRQUFRLENBQUMsTUFBTSxDQUFDLEdBQUc7SUFDMUIsT0FBTyxNQUFNLENBQUMsTUFBTSxDQUFDLEdBQUc7SUFDeEIsV0FBVyxRQUFRLE9BQU8sQ0FBQyxFQUFFLE9BQU8sQ0FBQztJQUNyQyxJQUFJLE9BQU8sUUFBUSxDQUFDLE1BQU0sS0FBSyxHQUFHO01BQ2hDLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxLQUFLLEtBQUssQ0FBQyxHQUFHLENBQUMsSUFBSSxPQUFPLFFBQVEsQ0FBQyxFQUFFO0lBQ3JEO0VBQ0Y7RUFFQTs7Ozs7O0dBTUMsR0FDRCxPQUFPLElBQVksRUFBRSxJQUFZLEVBQVE7SUFDdkMsV0FDRSxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQ1YsS0FBSyxHQUFHLENBQUMsTUFBTSxVQUFVLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxRQUNyQyxLQUFLLEdBQUcsQ0FBQyxNQUFNLFVBQVUsSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFO0VBRXpDO0VBRUE7Ozs7O0dBS0MsR0FDRCxXQUFXLElBQVksRUFBRSxHQUFjLEVBQUUsQ0FBUyxFQUFRO0lBQ3hELE1BQU0sT0FBa0IsUUFBUSxPQUFPLFFBQVEsTUFBTSxPQUFPO0lBQzVELE1BQU0sT0FBTyxRQUFRLE9BQU8sUUFBUSxNQUFNLElBQUksQ0FBQztJQUMvQyxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO0lBQ3hCLGtFQUFrRTtJQUNsRSxxRUFBcUU7SUFDckUsNERBQTREO0lBQzVELEtBQUssTUFBTSxZQUFZO01BQUM7TUFBTTtLQUFNLENBQUU7TUFDcEMsSUFBSyxJQUFJLElBQUksS0FBSyxNQUFNLEdBQUcsR0FBRyxLQUFLLEdBQUcsSUFBSztRQUN6QyxNQUFNLE9BQU8sSUFBSSxDQUFDLEVBQUUsQ0FBQyxJQUFJO1FBQ3pCLElBQUksS0FBSyxJQUFJLEtBQUssTUFBTTtRQUN4QixNQUFNLElBQUksSUFBSSxDQUFDLElBQUksRUFBRSxDQUFDLEtBQUs7UUFDM0IsSUFBSSxZQUFZLElBQUksS0FBSyxRQUFRLENBQUMsTUFBTSxHQUFHLEdBQUc7VUFDNUMsV0FBVyxNQUFNLEdBQUcsT0FBTztVQUMzQjtRQUNGO1FBQ0EsSUFBSSxDQUFDLFlBQVksSUFBSSxHQUFHO1VBQ3RCLFdBQVcsTUFBTSxJQUFJLEdBQUcsT0FBTztVQUMvQjtRQUNGO01BQ0Y7SUFDRjtFQUNGO0VBRUEsNEVBQTRFLEdBQzVFLFlBQVksSUFBWSxFQUFFLElBQWUsRUFBRSxJQUFZLEVBQVE7SUFDN0QsTUFBTSxJQUFJLElBQUksQ0FBQyxLQUFLLEdBQUcsR0FBRyxDQUFDO0lBQzNCLElBQUksQ0FBQyxHQUFHO0lBQ1IsTUFBTSxNQUFNLFNBQVMsT0FBTyxFQUFFLElBQUksR0FBRyxFQUFFLElBQUk7SUFDM0MsSUFBSSxTQUFTLEtBQUs7SUFDbEIsd0VBQXdFO0lBQ3hFLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7SUFDeEIsTUFBTSxVQUFVLEtBQUssSUFBSSxDQUFDLENBQUMsR0FBRyxJQUM1QixJQUFJLElBQUksS0FBSyxNQUFNLElBQUksRUFBRSxJQUFJLENBQUMsSUFBSSxLQUFLLFFBQ3ZDLElBQUksQ0FBQyxJQUFJLEVBQUUsQ0FBQyxLQUFLLEdBQUcsQUFBQyxFQUFFLElBQUksQ0FBZ0MsUUFBUSxDQUM1RCxNQUFNLEdBQUc7SUFFbEIsTUFBTSxRQUFRLE9BQU87SUFDckIsTUFBTSxNQUFpQixTQUFTLE9BQzNCLFlBQVksUUFBUSxJQUFJLE1BQU0sTUFDOUIsWUFBWSxRQUFRLElBQUksTUFBTTtJQUNuQyxJQUFJLENBQUMsVUFBVSxDQUFDLE1BQU0sS0FBSyxLQUFLLEdBQUcsQ0FBQztFQUN0QztFQUVBLHVDQUF1QyxHQUN2QyxLQUFLLENBQVMsRUFBRSxDQUFTLEVBQVE7SUFDL0IsTUFBTSxLQUFLLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxHQUFHLEVBQUUsQ0FBQyxDQUFDLEdBQUksSUFBSTtJQUNyQyxNQUFNLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUcsRUFBRSxDQUFDLENBQUMsR0FBSSxJQUFJO0lBQ3JDLEdBQUcsSUFBSSxHQUFHO0lBQ1YsR0FBRyxJQUFJLEdBQUc7RUFDWjtFQUVBLHFFQUFxRSxHQUNyRSxRQUFRLEdBQVcsRUFBRSxHQUFXLEVBQVE7SUFDckMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEtBQUssRUFBRSxDQUFDLENBQUMsR0FBSSxJQUFJLENBQXNCLElBQUksR0FBRztFQUM1RDtFQUVBLHVFQUF1RSxHQUN2RSxNQUFNLE1BQW9CLEVBQVE7SUFDaEMsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHLFdBQVcsUUFBUSxJQUFJLENBQUMsS0FBSyxJQUFJLElBQUksQ0FBQyxJQUFJLEVBQUUsSUFBSSxDQUFDLElBQUk7RUFDcEU7RUFFQTs7OztHQUlDLEdBQ0QsVUFBVSxJQUFZLEVBQUUsR0FBYyxFQUFpQjtJQUNyRCxNQUFNLFFBQVEsSUFBSSxDQUFDLEtBQUs7SUFDeEIsTUFBTSxJQUFJLE1BQU0sR0FBRyxDQUFDO0lBQ3BCLElBQUksQ0FBQyxHQUFHLE9BQU87SUFDZixNQUFNLE9BQU8sQ0FBQztNQUNaLElBQUksT0FBc0I7TUFDMUIsSUFBSSxlQUFlO01BQ25CLEtBQUssTUFBTSxDQUFDLElBQUksRUFBRSxJQUFJLE1BQU87UUFDM0IsSUFBSSxPQUFPLE1BQU07UUFDakIsTUFBTSxhQUFhLFFBQVEsT0FBTyxRQUFRO1FBQzFDLE1BQU0sS0FBSyxhQUNOLFFBQVEsTUFBTSxFQUFFLENBQUMsR0FBRyxFQUFFLENBQUMsR0FBRyxFQUFFLElBQUksR0FBRyxJQUNuQyxRQUFRLE1BQU0sRUFBRSxDQUFDLEdBQUcsRUFBRSxDQUFDLEdBQUcsRUFBRSxJQUFJLEdBQUc7UUFDeEMsSUFBSSxPQUFPLE1BQU07UUFDakIsTUFBTSxDQUFDLElBQUksSUFBSSxLQUFLLElBQUksR0FBRyxhQUN2QjtVQUFDLEVBQUUsQ0FBQztVQUFFLEVBQUUsQ0FBQyxHQUFHLEVBQUUsSUFBSTtVQUFFLEVBQUUsQ0FBQztVQUFFLEVBQUUsQ0FBQyxHQUFHLEVBQUUsSUFBSTtTQUFDLEdBQ3RDO1VBQUMsRUFBRSxDQUFDO1VBQUUsRUFBRSxDQUFDLEdBQUcsRUFBRSxJQUFJO1VBQUUsRUFBRSxDQUFDO1VBQUUsRUFBRSxDQUFDLEdBQUcsRUFBRSxJQUFJO1NBQUM7UUFDMUMsSUFBSSxPQUFPLE1BQU0sT0FBTyxJQUFJO1FBQzVCLE1BQU0sV0FBVyxLQUFLLEdBQUcsQ0FBQyxNQUFNO1FBQ2hDLElBQUksV0FBVyxjQUFjO1VBQzNCLE9BQU87VUFDUCxlQUFlO1FBQ2pCO01BQ0Y7TUFDQSxPQUFPO0lBQ1Q7SUFDQSxPQUFRO01BQ04sS0FBSztRQUNILE9BQU8sS0FBSyxFQUFFLENBQUMsR0FBRyxFQUFFLElBQUksR0FBRyxNQUFNLEtBQUs7TUFDeEMsS0FBSztRQUNILE9BQU8sS0FBSyxFQUFFLENBQUMsR0FBRyxNQUFNLEtBQUssSUFBSSxDQUFDLElBQUksR0FBRztNQUMzQyxLQUFLO1FBQ0gsT0FBTyxLQUFLLEVBQUUsQ0FBQyxHQUFHLEVBQUUsSUFBSSxHQUFHLE1BQU0sS0FBSztNQUN4QyxLQUFLO1FBQ0gsT0FBTyxLQUFLLEVBQUUsQ0FBQyxHQUFHLE1BQU0sS0FBSyxJQUFJLENBQUMsSUFBSSxHQUFHO0lBQzdDO0VBQ0Y7RUFFQSx1RUFBdUUsR0FDdkUsQ0FBQSxJQUFLLENBQUMsSUFBWTtJQUNoQixNQUFNLE9BQThDLEVBQUU7SUFDdEQsTUFBTSxTQUFTLENBQUMsTUFBa0I7TUFDaEMsS0FBSyxJQUFJLENBQUM7UUFBRTtRQUFNO01BQU07TUFDeEIsSUFBSSxLQUFLLElBQUksS0FBSyxRQUFRO1FBQ3hCLElBQUksS0FBSyxJQUFJLEtBQUssTUFBTSxPQUFPO01BQ2pDLE9BQU87UUFDTCxJQUFLLElBQUksSUFBSSxHQUFHLElBQUksS0FBSyxRQUFRLENBQUMsTUFBTSxFQUFFLElBQUs7VUFDN0MsSUFBSSxPQUFPLEtBQUssUUFBUSxDQUFDLEVBQUUsRUFBRSxJQUFJLE9BQU87UUFDMUM7TUFDRjtNQUNBLEtBQUssR0FBRztNQUNSLE9BQU87SUFDVDtJQUNBLElBQUksQ0FBQyxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxJQUFJLE1BQU0sSUFBSSxNQUFNLENBQUMsUUFBUSxFQUFFLEtBQUssVUFBVSxDQUFDO0lBQ3ZFLE9BQU87RUFDVDtFQUVBLG1EQUFtRCxHQUNuRCxDQUFBLE9BQVEsQ0FBQyxJQUEyQyxFQUFFLElBQWdCO0lBQ3BFLElBQUksS0FBSyxNQUFNLEtBQUssR0FBRztNQUNyQixJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7TUFDYjtJQUNGO0lBQ0EsTUFBTSxTQUFTLElBQUksQ0FBQyxLQUFLLE1BQU0sR0FBRyxFQUFFLENBQUMsSUFBSTtJQUN6QyxPQUFPLFFBQVEsQ0FBQyxJQUFJLENBQUMsS0FBSyxNQUFNLEdBQUcsRUFBRSxDQUFDLEtBQUssQ0FBQyxHQUFHO0VBQ2pEO0FBQ0Y7QUFLQSx5RUFBeUUsR0FDekUsU0FBUyxVQUNQLElBQWUsRUFDZixRQUFzQixFQUN0QixDQUFTLEVBQ1QsQ0FBUztFQUVULE1BQU0sT0FBa0I7SUFBRSxNQUFNO0lBQU07SUFBVSxRQUFRLEVBQUU7SUFBRTtJQUFHO0VBQUU7RUFDakUsS0FBSyxNQUFNLEdBQUcsVUFBVTtFQUN4QixPQUFPO0FBQ1Q7QUFFQSx3RUFBd0UsR0FDeEUsU0FBUyxVQUFVLElBQWU7RUFDaEMsT0FBTyxLQUFLLFFBQVEsQ0FBQyxHQUFHLENBQUMsQ0FBQyxJQUFNLEtBQUssR0FBRyxDQUFDLEdBQUcsS0FBSyxJQUFJLEtBQUssT0FBTyxFQUFFLENBQUMsR0FBRyxFQUFFLENBQUM7QUFDNUU7QUFFQSxTQUFTLEtBQUssSUFBZ0IsRUFBRSxFQUEyQjtFQUN6RCxHQUFHO0VBQ0gsSUFBSSxLQUFLLElBQUksS0FBSyxRQUFRO0lBQUUsS0FBSyxNQUFNLEtBQUssS0FBSyxRQUFRLENBQUUsS0FBSyxHQUFHO0VBQUs7QUFDMUU7QUFFQSwwRUFBMEUsR0FDMUUsU0FBUyxTQUFTLElBQWdCLEVBQUUsQ0FBUyxFQUFFLENBQVM7RUFDdEQsTUFBTSxPQUFPLEdBQUcsS0FBSyxDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUssQ0FBQyxDQUFDLENBQUMsRUFBRSxFQUFFLENBQUMsRUFBRSxHQUFHO0VBQzVDLElBQUksS0FBSyxJQUFJLEtBQUssUUFBUSxPQUFPLEdBQUcsS0FBSyxDQUFDLEVBQUUsS0FBSyxJQUFJLEVBQUU7RUFDdkQsTUFBTSxRQUFrQixFQUFFO0VBQzFCLEtBQUssTUFBTSxLQUFLLEtBQUssUUFBUSxDQUFFO0lBQzdCLE1BQU0sSUFBSSxDQUFDLFNBQVMsR0FBRyxHQUFHO0lBQzFCLElBQUksS0FBSyxJQUFJLEtBQUssTUFBTSxLQUFLLEVBQUUsQ0FBQyxHQUFHO1NBQzlCLEtBQUssRUFBRSxDQUFDLEdBQUc7RUFDbEI7RUFDQSxNQUFNLENBQUMsTUFBTSxNQUFNLEdBQUcsS0FBSyxJQUFJLEtBQUssT0FBTyxPQUFPO0VBQ2xELE9BQU8sR0FBRyxPQUFPLE9BQU8sTUFBTSxJQUFJLENBQUMsT0FBTyxPQUFPO0FBQ25EO0FBRUEscUVBQXFFLEdBQ3JFLFNBQVMsZUFBZSxJQUFZO0VBQ2xDLElBQUksTUFBTTtFQUNWLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxLQUFLLE1BQU0sRUFBRSxJQUFLO0lBQ3BDLE1BQU0sQ0FBQyxPQUFPLENBQUMsSUFBSSxDQUFDLENBQUMsTUFBTSxDQUFDLEtBQUssRUFBRTtJQUNuQyxNQUFNLEFBQUMsTUFBTSxLQUFLLFVBQVUsQ0FBQyxLQUFNO0VBQ3JDO0VBQ0EsT0FBTztBQUNUO0FBRUEsU0FBUyxNQUNQLElBQWdCLEVBQ2hCLENBQVMsRUFDVCxDQUFTLEVBQ1QsR0FBc0I7RUFFdEIsSUFBSSxLQUFLLElBQUksS0FBSyxRQUFRO0lBQ3hCLElBQUksR0FBRyxDQUFDLEtBQUssSUFBSSxFQUFFO01BQUU7TUFBRztNQUFHLE1BQU0sS0FBSyxDQUFDO01BQUUsTUFBTSxLQUFLLENBQUM7SUFBQztJQUN0RDtFQUNGO0VBQ0EsS0FBSyxNQUFNLEtBQUssS0FBSyxRQUFRLENBQUU7SUFDN0IsTUFBTSxHQUFHLEdBQUcsR0FBRztJQUNmLElBQUksS0FBSyxJQUFJLEtBQUssTUFBTSxLQUFLLEVBQUUsQ0FBQyxHQUFHO1NBQzlCLEtBQUssRUFBRSxDQUFDLEdBQUc7RUFDbEI7QUFDRjtBQUVBLFNBQVMsVUFBVSxJQUFnQixFQUFFLElBQWUsRUFBRSxNQUFjO0VBQ2xFLElBQUksU0FBUyxNQUFNLFdBQVcsTUFBTSxRQUFRLEtBQUssQ0FBQztPQUM3QyxXQUFXLE1BQU0sS0FBSyxDQUFDLEVBQUU7QUFDaEM7QUFFQTs7Ozs7Q0FLQyxHQUNELFNBQVMsV0FBVyxJQUFnQixFQUFFLENBQVMsRUFBRSxDQUFTO0VBQ3hELEtBQUssQ0FBQyxHQUFHO0VBQ1QsS0FBSyxDQUFDLEdBQUc7RUFDVCxJQUFJLEtBQUssSUFBSSxLQUFLLFFBQVE7RUFDMUIsTUFBTSxLQUFLLEtBQUssSUFBSSxLQUFLO0VBQ3pCLE1BQU0sUUFBUSxDQUFDLEtBQUssSUFBSSxDQUFDLElBQUksQ0FBQyxLQUFLLFFBQVEsQ0FBQyxNQUFNLEdBQUcsQ0FBQztFQUN0RCxNQUFNLFVBQVUsVUFDZCxLQUFLLE1BQU0sRUFDWCxPQUNBLEtBQUssUUFBUSxDQUFDLEdBQUcsQ0FBQyxDQUFDLElBQU0sVUFBVSxHQUFHLEtBQUssSUFBSTtFQUVqRCxLQUFLLFFBQVEsQ0FBQyxPQUFPLENBQUMsQ0FBQyxHQUFHO0lBQ3hCLElBQUksSUFBSSxXQUFXLEdBQUcsT0FBTyxDQUFDLEVBQUUsRUFBRTtTQUM3QixXQUFXLEdBQUcsR0FBRyxPQUFPLENBQUMsRUFBRTtFQUNsQztBQUNGO0FBRUEsb0VBQW9FLEdBQ3BFLFNBQVMsVUFBVSxJQUFnQixFQUFFLElBQWU7RUFDbEQsSUFBSSxLQUFLLElBQUksS0FBSyxRQUFRLE9BQU87RUFDakMsTUFBTSxPQUFPLEtBQUssUUFBUSxDQUFDLEdBQUcsQ0FBQyxDQUFDLElBQU0sVUFBVSxHQUFHO0VBQ25ELElBQUksS0FBSyxJQUFJLEtBQUssTUFBTSxPQUFPLEtBQUssR0FBRyxJQUFJO0VBQzNDLE9BQU8sS0FBSyxNQUFNLENBQUMsQ0FBQyxHQUFHLElBQU0sSUFBSSxHQUFHLEtBQUssS0FBSyxNQUFNLEdBQUc7QUFDekQ7QUFFQTs7Ozs7Ozs7Q0FRQyxHQUNELE9BQU8sU0FBUyxVQUNkLE1BQXlCLEVBQ3pCLEtBQWEsRUFDYixJQUF1QjtFQUV2QixNQUFNLElBQUksT0FBTyxNQUFNO0VBQ3ZCLE1BQU0sTUFBTTtPQUFJO0dBQUs7RUFDckIsSUFBSSxTQUFTLEtBQUssTUFBTSxDQUFDLENBQUMsR0FBRyxJQUFNLElBQUksR0FBRyxJQUFJLE9BQU87RUFDckQsTUFBTSxRQUFRLElBQUksTUFBZSxHQUFHLElBQUksQ0FBQztFQUN6QyxtRUFBbUU7RUFDbkUsTUFBTyxLQUFNO0lBQ1gsSUFBSSxPQUFPO0lBQ1gsSUFBSSxRQUFRO0lBQ1osSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLEdBQUcsSUFBSztNQUMxQixJQUFJLEtBQUssQ0FBQyxFQUFFLEVBQUUsUUFBUSxJQUFJLENBQUMsRUFBRTtXQUN4QixTQUFTLE1BQU0sQ0FBQyxFQUFFO0lBQ3pCO0lBQ0EsSUFBSSxTQUFTO0lBQ2IsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLEdBQUcsSUFBSztNQUMxQixtREFBbUQ7TUFDbkQsSUFBSSxDQUFDLEtBQUssQ0FBQyxFQUFFLElBQUksTUFBTSxDQUFDLEVBQUUsR0FBRyxPQUFPLElBQUksQ0FBQyxFQUFFLEdBQUcsT0FBTztRQUNuRCxLQUFLLENBQUMsRUFBRSxHQUFHLFNBQVM7TUFDdEI7SUFDRjtJQUNBLElBQUksUUFBUTtJQUNaLHVFQUF1RTtJQUN2RSw2REFBNkQ7SUFDN0QsTUFBTSxTQUFTO1NBQUksT0FBTyxJQUFJO0tBQUcsQ0FBQyxNQUFNLENBQUMsQ0FBQyxJQUFNLENBQUMsS0FBSyxDQUFDLEVBQUU7SUFDekQsTUFBTSxhQUFhLElBQUksTUFBYyxHQUFHLElBQUksQ0FBQztJQUM3QyxJQUFJLE9BQU87SUFDWCxLQUFLLE1BQU0sS0FBSyxPQUFRO01BQ3RCLEdBQUcsQ0FBQyxFQUFFLEdBQUcsS0FBSyxLQUFLLENBQUMsTUFBTSxDQUFDLEVBQUUsR0FBRyxPQUFPO01BQ3ZDLFVBQVUsQ0FBQyxFQUFFLEdBQUcsTUFBTSxDQUFDLEVBQUUsR0FBRyxPQUFPO01BQ25DLFFBQVEsR0FBRyxDQUFDLEVBQUU7SUFDaEI7SUFDQSxPQUFPLElBQUksQ0FBQyxDQUFDLEdBQUcsSUFBTSxVQUFVLENBQUMsRUFBRSxHQUFHLFVBQVUsQ0FBQyxFQUFFLElBQUksSUFBSTtJQUMzRCxJQUFLLElBQUksSUFBSSxHQUFHLElBQUksTUFBTSxJQUFLLEdBQUcsQ0FBQyxNQUFNLENBQUMsRUFBRSxDQUFDO0lBQzdDLE9BQU87RUFDVDtBQUNGO0FBRUEsc0VBQXNFLEdBQ3RFLFNBQVMsUUFBUSxPQUFpQixFQUFFLEtBQWE7RUFDL0MsSUFBSSxNQUFNLFFBQVEsTUFBTSxDQUFDLENBQUMsR0FBRyxJQUFNLElBQUksR0FBRztFQUMxQyxPQUFPLENBQUMsUUFBUSxNQUFNLEdBQUcsRUFBRSxJQUFJLFFBQVE7RUFDdkMsTUFBTTtFQUNOLHlFQUF5RTtFQUN6RSw4REFBOEQ7RUFDOUQsTUFBTyxPQUFPLENBQUMsUUFBUSxNQUFNLEdBQUcsRUFBRSxHQUFHLEVBQUc7SUFDdEMsSUFBSSxNQUFNO0lBQ1YsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLFFBQVEsTUFBTSxFQUFFLElBQUs7TUFDdkMsSUFBSSxPQUFPLENBQUMsRUFBRSxHQUFHLE9BQU8sQ0FBQyxJQUFJLEVBQUUsTUFBTTtJQUN2QztJQUNBLElBQUksT0FBTyxDQUFDLElBQUksSUFBSSxHQUFHO01BQ3JCLE9BQU8sQ0FBQyxRQUFRLE1BQU0sR0FBRyxFQUFFLEdBQUc7TUFDOUI7SUFDRjtJQUNBLE9BQU8sQ0FBQyxJQUFJO0lBQ1osT0FBTyxDQUFDLFFBQVEsTUFBTSxHQUFHLEVBQUU7RUFDN0I7QUFDRjtBQUVBOzs7Q0FHQyxHQUNELFNBQVMsV0FBVyxJQUFlLEVBQUUsQ0FBUyxFQUFFLENBQVM7RUFDdkQsTUFBTSxPQUFPLEtBQUssSUFBSTtFQUN0QixNQUFNLElBQUksS0FBSyxRQUFRLENBQUMsRUFBRTtFQUMxQixNQUFNLElBQUksS0FBSyxRQUFRLENBQUMsSUFBSSxFQUFFO0VBQzlCLE1BQU0sTUFBTSxDQUFDLElBQWtCLFNBQVMsT0FBTyxFQUFFLENBQUMsR0FBRyxFQUFFLENBQUM7RUFDeEQsTUFBTSxPQUFPLEtBQUssR0FBRyxDQUNuQixLQUFLLEdBQUcsQ0FBQyxVQUFVLEdBQUcsUUFBUSxJQUFJLElBQUksSUFDdEMsS0FBSyxHQUFHLENBQUMsR0FBRyxLQUFLLEdBQUcsQ0FBQyxJQUFJLEtBQUssVUFBVSxHQUFHLE9BQU87RUFFcEQsSUFBSSxTQUFTLEdBQUc7RUFDaEIsVUFBVSxHQUFHLE1BQU0sSUFBSSxLQUFLO0VBQzVCLFVBQVUsR0FBRyxNQUFNLElBQUksS0FBSztFQUM1QixLQUFLLE1BQU0sR0FBRyxVQUFVO0FBQzFCO0FBRUEsb0VBQW9FLEdBQ3BFLFNBQVMsWUFBWSxLQUFhLEVBQUUsQ0FBUztFQUMzQyxNQUFNLE9BQU8sUUFBUSxDQUFDLElBQUksQ0FBQztFQUMzQixNQUFNLE9BQU8sS0FBSyxHQUFHLENBQUMsR0FBRyxLQUFLLEtBQUssQ0FBQyxPQUFPO0VBQzNDLE1BQU0sVUFBVSxJQUFJLE1BQU0sR0FBRyxJQUFJLENBQUM7RUFDbEMsUUFBUSxTQUFTO0VBQ2pCLE9BQU87QUFDVDtBQUVBLDBEQUEwRCxHQUMxRCxTQUFTLFNBQ1AsSUFBZSxFQUNmLEtBQWUsRUFDZixDQUFTLEVBQ1QsQ0FBUztFQUVULElBQUksTUFBTSxNQUFNLEtBQUssR0FBRyxPQUFPO0lBQUUsTUFBTTtJQUFRLE1BQU0sS0FBSyxDQUFDLEVBQUU7SUFBRTtJQUFHO0VBQUU7RUFDcEUsTUFBTSxVQUFVLFlBQVksU0FBUyxPQUFPLElBQUksR0FBRyxNQUFNLE1BQU07RUFDL0QsT0FBTyxVQUNMLE1BQ0EsTUFBTSxHQUFHLENBQUMsQ0FBQyxNQUFNLElBQ2YsU0FBUyxPQUNMO01BQUUsTUFBTTtNQUFRO01BQU0sR0FBRyxPQUFPLENBQUMsRUFBRTtNQUFFO0lBQUUsSUFDdkM7TUFBRSxNQUFNO01BQVE7TUFBTTtNQUFHLEdBQUcsT0FBTyxDQUFDLEVBQUU7SUFBQyxJQUU3QyxHQUNBO0FBRUo7QUFFQSx3RUFBd0UsR0FDeEUsU0FBUyxXQUFXLE1BQWMsRUFBRSxLQUFhO0VBQy9DLElBQUksVUFBVSxRQUFRLEdBQUcsT0FBTztFQUNoQyxPQUFPLEtBQUssR0FBRyxDQUFDLEdBQUcsS0FBSyxLQUFLLENBQUMsQ0FBQyxRQUFRLENBQUMsSUFBSTtBQUM5QztBQUVBLFNBQVMsV0FDUCxNQUFvQixFQUNwQixLQUFlLEVBQ2YsQ0FBUyxFQUNULENBQVM7RUFFVCxJQUFJLE1BQU0sTUFBTSxLQUFLLEdBQUcsT0FBTztJQUFFLE1BQU07SUFBUSxNQUFNLEtBQUssQ0FBQyxFQUFFO0lBQUU7SUFBRztFQUFFO0VBQ3BFLE1BQU0sQ0FBQyxNQUFNLEdBQUcsS0FBSyxHQUFHO0VBQ3hCLE9BQVE7SUFDTixLQUFLO01BQ0gsT0FBTyxTQUFTLE1BQU0sT0FBTyxHQUFHO0lBQ2xDLEtBQUs7TUFDSCxPQUFPLFNBQVMsTUFBTSxPQUFPLEdBQUc7SUFDbEMsS0FBSztNQUFtQjtRQUN0QixNQUFNLEtBQUssV0FBVyxrQkFBa0I7UUFDeEMsT0FBTyxVQUNMLE1BQ0E7VUFDRTtZQUFFLE1BQU07WUFBUSxNQUFNO1lBQU07WUFBRyxHQUFHO1VBQUc7VUFDckMsU0FBUyxNQUFNLE1BQU0sR0FBRyxJQUFJLEtBQUs7U0FDbEMsRUFDRCxHQUNBO01BRUo7SUFDQSxLQUFLO01BQWlCO1FBQ3BCLE1BQU0sS0FBSyxXQUFXLGlCQUFpQjtRQUN2QyxPQUFPLFVBQ0wsTUFDQTtVQUNFO1lBQUUsTUFBTTtZQUFRLE1BQU07WUFBTSxHQUFHO1lBQUk7VUFBRTtVQUNyQyxTQUFTLE1BQU0sTUFBTSxJQUFJLEtBQUssR0FBRztTQUNsQyxFQUNELEdBQ0E7TUFFSjtJQUNBLEtBQUs7TUFBUztRQUNaLE1BQU0sU0FBUyxLQUFLLElBQUksQ0FBQyxLQUFLLElBQUksQ0FBQyxNQUFNLE1BQU07UUFDL0MsTUFBTSxPQUFPLEtBQUssSUFBSSxDQUFDLE1BQU0sTUFBTSxHQUFHO1FBQ3RDLE1BQU0sVUFBVSxZQUFZLEdBQUc7UUFDL0IsTUFBTSxPQUFxQixFQUFFO1FBQzdCLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxNQUFNLElBQUs7VUFDN0IsTUFBTSxNQUFNLE1BQU0sS0FBSyxDQUFDLElBQUksUUFBUSxDQUFDLElBQUksQ0FBQyxJQUFJO1VBQzlDLEtBQUssSUFBSSxDQUFDLFNBQVMsTUFBTSxLQUFLLEdBQUcsT0FBTyxDQUFDLEVBQUU7UUFDN0M7UUFDQSxJQUFJLEtBQUssTUFBTSxLQUFLLEdBQUcsT0FBTyxJQUFJLENBQUMsRUFBRTtRQUNyQyxPQUFPLFVBQVUsTUFBTSxNQUFNLEdBQUc7TUFDbEM7RUFDRjtBQUNGIn0=
// denoCacheMetadata=2225039379941110542,8622613428762543909