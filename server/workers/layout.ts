/**
 * A window's layout: a tree of layout cells, as tmux's `layout_cell`. A leaf
 * is a pane; an inner cell splits its rectangle left/right ("lr") or
 * top/bottom ("tb") among its children, with one column or row of border
 * between neighbours. Every cell knows its own width and height; offsets
 * follow from the order of the children (`rects()`).
 *
 * A cell that grows or shrinks along its split does so as tmux 3.3a's
 * `layout_resize_adjust`: one cell at a time to or from each child in turn,
 * from the first, skipping a child that has no cell to spare, until the
 * change is spent. So a window that shrinks and grows back need not get its
 * layout back (a pane squeezed to its minimum gets only its turns when the
 * window grows), as in tmux; users who compare the two see the same sizes.
 *
 * Pure data and arithmetic, no worker and no pty: the daemon keeps one per
 * window (to size each pane's pty) and the parse worker composes the window
 * from the rectangles it gives.
 *
 * @module
 */

import {
  PRESET_LAYOUTS,
  type PresetLayout,
} from "../../protocol/layout_presets.ts";
// The presets are the protocol's too (the : prompt completes them).
export { PRESET_LAYOUTS, type PresetLayout };

/** A rectangle of cells inside a window. */
export interface Rect {
  x: number;
  y: number;
  cols: number;
  rows: number;
}

/** Which way a split goes: "lr" side by side, "tb" one above the other. */
export type SplitKind = "lr" | "tb";

/** A layout cell: a pane, or a split of its rectangle among its children. */
export type LayoutCell =
  | { type: "pane"; pane: number; w: number; h: number }
  | { type: SplitKind; children: LayoutCell[]; w: number; h: number };

/** The fewest columns and rows a pane has while the window has room. */
const PANE_MINIMUM = 1;

/**
 * Where the panes' labels go (tmux's `pane-border-status`): on a border
 * row above each pane, below it, or nowhere.
 */
export type BorderStatus = "off" | "top" | "bottom";

/**
 * The leaves that hold a label row of their own (`statusLeaves`), which
 * need a row more than `PANE_MINIMUM` (tmux 3.3a's `layout_resize_check`
 * with `layout_add_border`). Set at the start of each of `Layout`'s
 * operations that sizes cells; which leaves they are depends only on the
 * tree's shape, which those operations keep.
 */
let tallLeaves: ReadonlySet<LayoutCell> = new Set();

/** A direction, as tmux's `-L -R -U -D`. */
export type Direction = "L" | "R" | "U" | "D";

/**
 * The options the `main-*` presets read, as their text (tmux 3.3a's
 * string options): `main-pane-height` and `other-pane-height` for
 * main-horizontal, `main-pane-width` and `other-pane-width` for
 * main-vertical. Each is a number of cells or a percentage (`30%`).
 */
export interface MainPaneSizes {
  mainHeight: string;
  mainWidth: string;
  otherHeight: string;
  otherWidth: string;
}

/** tmux 3.3a's defaults for the options of `MainPaneSizes`. */
export const MAIN_PANE_DEFAULTS: Readonly<MainPaneSizes> = {
  mainHeight: "24",
  mainWidth: "80",
  otherHeight: "0",
  otherWidth: "0",
};

/** Thrown when a pane has no room to split. */
export class NoRoomError extends Error {
  constructor() {
    super("The pane is too small to split");
    this.name = "NoRoomError";
  }
}

/** The layout of one window. */
export class Layout {
  #root: LayoutCell;
  /**
   * Whether panes at the window's top (or bottom) give a row to their
   * label (tmux's `pane-border-status`); `Window` sets it.
   */
  status: BorderStatus = "off";

  /** A window of one pane filling `cols` x `rows`. */
  constructor(pane: number, cols: number, rows: number) {
    this.#root = { type: "pane", pane, w: cols, h: rows };
  }

  /**
   * A layout of the tree `root` (a saved one, checked by the caller). The
   * shares a daemon from before wrote with its splits (the proportions it
   * kept) are dropped: the lengths are all a layout needs.
   */
  static fromTree(root: LayoutCell): Layout {
    const l = new Layout(0, 1, 1);
    walk(root, (c) => delete (c as { shares?: number[] }).shares);
    l.#root = root;
    return l;
  }

  /** The tree (read-only use: tests and the layout's own description). */
  get root(): LayoutCell {
    return this.#root;
  }

  get cols(): number {
    return this.#root.w;
  }

  get rows(): number {
    return this.#root.h;
  }

  /** The panes in tree order (tmux's pane indexes). */
  panes(): number[] {
    const out: number[] = [];
    walk(this.#root, (c) => {
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
   */
  describe(): string {
    const body = dumpCell(this.#root, 0, 0);
    return `${layoutChecksum(body).toString(16).padStart(4, "0")},${body}`;
  }

  /** Each layout cell's rectangle, by pane, label rows included. */
  cells(): Map<number, Rect> {
    const out = new Map<number, Rect>();
    place(this.#root, 0, 0, out);
    return out;
  }

  /**
   * Each pane's rectangle: its cell, less the label row of a pane that has
   * one (`status`), as tmux 3.3a's `layout_fix_panes`.
   */
  rects(): Map<number, Rect> {
    const out = this.cells();
    if (this.status === "off") return out;
    for (const leaf of statusLeaves(this.#root, this.status)) {
      const r = out.get(leaf.pane)!;
      if (r.rows < 2) continue; // No row to give (a layout from before).
      r.rows--;
      if (this.status === "top") r.y++;
    }
    return out;
  }

  /** Whether `pane` gives a row to its label (`rects()`). */
  hasStatusRow(pane: number): boolean {
    if (this.status === "off") return false;
    for (const leaf of statusLeaves(this.#root, this.status)) {
      if (leaf.pane === pane) return leaf.h >= 2;
    }
    return false;
  }

  /** Marks the leaves that need a row more, for the sizing below. */
  #prepare(): void {
    tallLeaves = this.status === "off"
      ? new Set()
      : new Set(statusLeaves(this.#root, this.status));
  }

  /**
   * Splits `pane`'s rectangle and puts `added` beside it ("lr": to the
   * right) or below it ("tb"), or before it with `before`. `size` is the new
   * pane's width or height; half the rectangle by default. Throws
   * NoRoomError when either part would be under one cell.
   */
  split(
    pane: number,
    added: number,
    kind: SplitKind,
    size?: number,
    before = false,
  ): void {
    this.#prepare();
    const path = this.#path(pane);
    const leaf = path[path.length - 1].cell;
    const length = kind === "lr" ? leaf.w : leaf.h;
    // tmux gives the new pane the smaller half.
    const want = size ?? Math.floor((length + 1) / 2) - 1;
    // A pane with a label row keeps a row more (tmux 3.3a's
    // layout_split_pane): a "tb" split of one needs five rows.
    // The part that takes the label row: the upper one with "top", the
    // lower one with "bottom".
    const tall = kind === "tb" && tallLeaves.has(leaf) ? 1 : 0;
    const freshTall = tall && (this.status === "top") === before ? 1 : 0;
    const newSize = Math.min(
      Math.max(want, 1 + freshTall),
      length - 2 - (tall - freshTall),
    );
    if (
      newSize < 1 + freshTall || length - 1 - newSize < 1 + tall - freshTall
    ) {
      throw new NoRoomError();
    }
    const fresh: LayoutCell = kind === "lr"
      ? { type: "pane", pane: added, w: newSize, h: leaf.h }
      : { type: "pane", pane: added, w: leaf.w, h: newSize };
    const parent = path.length > 1 ? path[path.length - 2].cell : null;
    if (parent && parent.type === kind) {
      setLength(leaf, kind, length - 1 - newSize);
      const i = path[path.length - 1].index;
      parent.children.splice(before ? i : i + 1, 0, fresh);
      return;
    }
    const old: LayoutCell = { ...leaf };
    setLength(old, kind, length - 1 - newSize);
    this.#replace(
      path,
      {
        type: kind,
        children: before ? [fresh, old] : [old, fresh],
        w: leaf.w,
        h: leaf.h,
      },
    );
  }

  /**
   * Removes `pane`; its space and its border's cell go to the sibling
   * before it (the one after when it is first), spread inside that sibling
   * as `adjust` does, as tmux 3.3a's `layout_destroy_cell`. The last pane
   * cannot be removed.
   */
  remove(pane: number): void {
    this.#prepare();
    const path = this.#path(pane);
    if (path.length < 2) throw new Error("Cannot remove a window's last pane");
    const parent = path[path.length - 2].cell as SplitCell;
    const i = path[path.length - 1].index;
    const kind = parent.type;
    adjust(
      parent.children[i > 0 ? i - 1 : 1],
      kind,
      lengthOf(parent.children[i], kind) + 1,
    );
    parent.children.splice(i, 1);
    if (parent.children.length === 1) {
      this.#replace(path.slice(0, -1), parent.children[0]);
    }
  }

  /**
   * Resizes the whole window, across then down, spreading each change over
   * its panes as tmux 3.3a's `layout_resize` (`adjust`). As tmux's
   * `resize_window`, the window can be no smaller than its layout: each
   * pane keeps its minimum of one cell, so a size too small for them gives
   * the fewest cells that hold them all (`cols` and `rows` then say the
   * real size), and a smaller client shows part of the window.
   */
  resize(cols: number, rows: number): void {
    this.#prepare();
    for (const [kind, size] of [["lr", cols], ["tb", rows]] as const) {
      const change = Math.max(
        size - lengthOf(this.#root, kind),
        -spare(this.#root, kind),
      );
      if (change !== 0) adjust(this.#root, kind, change);
    }
  }

  /**
   * tmux 3.3a's `resize-pane -L/-R/-U/-D N` (`layout_resize_pane`): in the
   * nearest split of that kind above `pane`, the part holding it (the one
   * before, when it is the last) grows by `n` towards `dir` ("R", "D") or
   * shrinks ("L", "U"). Growing takes cells from the first part after it
   * with any to spare, else the nearest before it; shrinking takes them
   * from the part itself, else the nearest before it with any, and gives
   * them to the part after it. Each part passes its change on to its own
   * parts as `adjust` does. Panes keep their minimum size.
   */
  resizePane(pane: number, dir: Direction, n: number): void {
    const kind: SplitKind = dir === "L" || dir === "R" ? "lr" : "tb";
    this.#resizeAlong(pane, kind, dir === "R" || dir === "D" ? n : -n);
  }

  /**
   * tmux 3.3a's `resize-pane -x/-y` (`layout_resize_pane_to`): the part
   * holding `pane` in the nearest split of that kind above it gets `size`
   * cells, as far as there is room, moved as `resizePane` moves them (its
   * far border, or its near one when it is the last part).
   */
  setPaneSize(pane: number, kind: SplitKind, size: number): void {
    const path = this.#path(pane);
    const k = nearestSplit(path, kind);
    if (k < 0) return;
    const part = path[k + 1];
    const last = part.index === (path[k].cell as SplitCell).children.length - 1;
    const now = lengthOf(part.cell, kind);
    this.#resizeAlong(pane, kind, last ? now - size : size - now);
  }

  /** `resizePane` by `change` cells along `kind` (shrinking when negative). */
  #resizeAlong(pane: number, kind: SplitKind, change: number): void {
    this.#prepare();
    const path = this.#path(pane);
    const k = nearestSplit(path, kind);
    if (k < 0 || change === 0) return;
    const parts = (path[k].cell as SplitCell).children;
    const i = Math.min(path[k + 1].index, parts.length - 2);
    let needed = Math.abs(change);
    while (needed > 0) {
      const moved = change > 0
        ? growPart(parts, i, kind, needed)
        : shrinkPart(parts, i, kind, needed);
      if (moved === 0) break;
      needed -= moved;
    }
  }

  /**
   * Moves a border of `pane` by `n` cells towards `dir`: its right (or
   * bottom) border when it has one, else its left (or top) border, between
   * the two parts beside it alone. Panes keep their minimum size.
   */
  #moveBorderOf(pane: number, dir: Direction, n: number): void {
    this.#prepare();
    const kind: SplitKind = dir === "L" || dir === "R" ? "lr" : "tb";
    const sign = dir === "R" || dir === "D" ? 1 : -1;
    const path = this.#path(pane);
    // The nearest split of this kind where the pane's part has a next
    // sibling owns the pane's right/bottom border; failing that, the one
    // where it has a previous sibling owns its left/top border.
    for (const wantNext of [true, false]) {
      for (let k = path.length - 2; k >= 0; k--) {
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

  /**
   * Moves `pane`'s right (bottom) border to where the pane, from where it
   * starts now, has `size` cells, as far as there is room; its left (top)
   * one when it has none. A border dragged with the mouse follows the
   * pointer so (tmux's `resize-pane -M`).
   */
  dragBorder(pane: number, kind: SplitKind, size: number): void {
    // The cell's length: `size` counts a label row (pane-border-status).
    const r = this.cells().get(pane);
    if (!r) return;
    const now = kind === "lr" ? r.cols : r.rows;
    if (size === now) return;
    // Growing moves the far border out, or the near one when there is none.
    const path = this.#path(pane);
    const hasNext = path.some((p, k) =>
      k + 1 < path.length && p.cell.type === kind &&
      path[k + 1].index < (p.cell as { children: LayoutCell[] }).children
            .length - 1
    );
    const delta = size - now;
    const dir: Direction = kind === "lr"
      ? (hasNext === delta > 0 ? "R" : "L")
      : (hasNext === delta > 0 ? "D" : "U");
    this.#moveBorderOf(pane, dir, Math.abs(delta));
  }

  /** Exchanges the places of two panes. */
  swap(a: number, b: number): void {
    const ca = this.#path(a).at(-1)!.cell as { pane: number };
    const cb = this.#path(b).at(-1)!.cell as { pane: number };
    ca.pane = b;
    cb.pane = a;
  }

  /** Puts pane `now` in pane `old`'s place (`old` leaves the layout). */
  replace(old: number, now: number): void {
    (this.#path(old).at(-1)!.cell as { pane: number }).pane = now;
  }

  /** Puts `panes` in the leaves, in order (as many as there are leaves). */
  renumber(panes: readonly number[]): void {
    let i = 0;
    walk(this.#root, (c) => {
      if (c.type === "pane") c.pane = panes[i++];
    });
  }

  /** Takes the tree of `other` (a layout string's, `layout_custom.ts`). */
  adopt(other: Layout): void {
    this.#root = other.#root;
  }

  /**
   * Spreads the panes of `pane`'s split evenly (tmux's `select-layout -E`,
   * `layout_spread_out`): the nearest split up from `pane` whose lengths
   * change, each part getting an even share and the last what is left.
   */
  spreadOut(pane: number): void {
    this.#prepare();
    const path = this.#path(pane);
    for (let k = path.length - 2; k >= 0; k--) {
      const cell = path[k].cell as SplitCell;
      const lengths = this.#evenLengths(cell);
      if (!lengths) continue;
      const kind = cell.type;
      if (lengths.every((l, i) => l === lengthOf(cell.children[i], kind))) {
        continue;
      }
      cell.children.forEach((c, i) =>
        adjust(c, kind, lengths[i] - lengthOf(c, kind))
      );
      return;
    }
  }

  /**
   * Even lengths for `cell`'s parts, as tmux 3.3a's `layout_spread_cell`:
   * an even share each, the last what is left; top to bottom, the part
   * with a label row (`status`) a row more, so that the panes are even.
   * Undefined when the parts have no cell each.
   */
  #evenLengths(cell: SplitCell): number[] | undefined {
    const n = cell.children.length;
    const edges = this.status === "off"
      ? new Set<LayoutCell>()
      : edgeCells(this.#root, this.status);
    const label = (c: LayoutCell) => cell.type === "tb" && edges.has(c) ? 1 : 0;
    const size = (cell.type === "lr" ? cell.w : cell.h) - label(cell);
    const each = Math.floor((size - (n - 1)) / n);
    if (each < 1) return undefined;
    return cell.children.map((c, i) =>
      (i < n - 1 ? each : size - (each + 1) * (n - 1)) + label(c)
    );
  }

  /**
   * Rebuilds the tree as one of the presets, keeping the panes' order;
   * `sizes` are the main-* presets' options.
   */
  apply(
    preset: PresetLayout,
    sizes: Readonly<MainPaneSizes> = MAIN_PANE_DEFAULTS,
  ): void {
    this.#root = presetCell(preset, this.panes(), this.cols, this.rows, sizes);
    if (this.status === "off") return;
    // The splits tmux 3.3a spreads (`layout_spread_cell`), spread again
    // with the label rows: even-vertical's, main-vertical's other panes'.
    const root = this.#root;
    const spread = preset === "even-vertical"
      ? root
      : preset === "main-vertical" && root.type === "lr"
      ? root.children[1]
      : undefined;
    if (spread?.type !== "tb") return;
    this.#prepare();
    const lengths = this.#evenLengths(spread);
    spread.children.forEach((c, i) => {
      if (lengths) adjust(c, "tb", lengths[i] - c.h);
    });
  }

  /**
   * The pane next to `pane` towards `dir`, wrapping round at the window's
   * edge as tmux does; null when there is none. Of several, the one
   * `recency` ranks highest (tmux 3.3a's `window_pane_choose_best`: the
   * one active last), then the one level with `pane`'s top (or left) edge.
   */
  neighbour(
    pane: number,
    dir: Direction,
    recency: (pane: number) => number = () => 0,
  ): number | null {
    // The cells, label rows in: the panes meet across one border there.
    const rects = this.cells();
    const r = rects.get(pane);
    if (!r) return null;
    const find = (edge: number): number | null => {
      let best: number | null = null;
      let bestRank = -Infinity;
      let bestDistance = Infinity;
      for (const [id, o] of rects) {
        if (id === pane) continue;
        const horizontal = dir === "L" || dir === "R";
        const at = horizontal
          ? (dir === "R" ? o.x : o.x + o.cols - 1)
          : (dir === "D" ? o.y : o.y + o.rows - 1);
        if (at !== edge) continue;
        const [lo, hi, olo, ohi] = horizontal
          ? [r.y, r.y + r.rows, o.y, o.y + o.rows]
          : [r.x, r.x + r.cols, o.x, o.x + o.cols];
        if (ohi <= lo || olo >= hi) continue;
        const rank = recency(id);
        const distance = Math.abs(olo - lo);
        if (
          rank > bestRank || (rank === bestRank && distance < bestDistance)
        ) {
          best = id;
          bestRank = rank;
          bestDistance = distance;
        }
      }
      return best;
    };
    switch (dir) {
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

  /** The cells from the root down to `pane`'s leaf, with child indexes. */
  #path(pane: number): { cell: LayoutCell; index: number }[] {
    const path: { cell: LayoutCell; index: number }[] = [];
    const search = (cell: LayoutCell, index: number): boolean => {
      path.push({ cell, index });
      if (cell.type === "pane") {
        if (cell.pane === pane) return true;
      } else {
        for (let i = 0; i < cell.children.length; i++) {
          if (search(cell.children[i], i)) return true;
        }
      }
      path.pop();
      return false;
    };
    if (!search(this.#root, 0)) throw new Error(`No pane ${pane} in layout`);
    return path;
  }

  /** Puts `cell` where the last cell of `path` was. */
  #replace(path: { cell: LayoutCell; index: number }[], cell: LayoutCell) {
    if (path.length === 1) {
      this.#root = cell;
      return;
    }
    const parent = path[path.length - 2].cell as { children: LayoutCell[] };
    parent.children[path[path.length - 1].index] = cell;
  }
}

/** A layout cell that splits its rectangle. */
type SplitCell = Extract<LayoutCell, { children: LayoutCell[] }>;

/** The index in `path` of the nearest split of `kind` above its leaf, or -1. */
function nearestSplit(
  path: { cell: LayoutCell; index: number }[],
  kind: SplitKind,
): number {
  let k = path.length - 2;
  while (k >= 0 && path[k].cell.type !== kind) k--;
  return k;
}

/** A split of `children`, sized already. */
function splitCell(
  kind: SplitKind,
  children: LayoutCell[],
  w: number,
  h: number,
): SplitCell {
  return { type: kind, children, w, h };
}

/** `cell`'s length along `kind`: its width ("lr") or height ("tb"). */
function lengthOf(cell: LayoutCell, kind: SplitKind): number {
  return kind === "lr" ? cell.w : cell.h;
}

function walk(cell: LayoutCell, fn: (c: LayoutCell) => void): void {
  fn(cell);
  if (cell.type !== "pane") { for (const c of cell.children) walk(c, fn); }
}

/** A cell of `Layout.describe()` at `x`, `y`, as tmux's `layout_append`. */
function dumpCell(cell: LayoutCell, x: number, y: number): string {
  const head = `${cell.w}x${cell.h},${x},${y}`;
  if (cell.type === "pane") return `${head},${cell.pane}`;
  const parts: string[] = [];
  for (const c of cell.children) {
    parts.push(dumpCell(c, x, y));
    if (cell.type === "lr") x += c.w + 1;
    else y += c.h + 1;
  }
  const [open, close] = cell.type === "lr" ? "{}" : "[]";
  return `${head}${open}${parts.join(",")}${close}`;
}

/** tmux's `layout_checksum`: a 16-bit rotate-and-add over the text. */
export function layoutChecksum(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    sum = (sum >> 1) + ((sum & 1) << 15);
    sum = (sum + text.charCodeAt(i)) & 0xffff;
  }
  return sum;
}

function place(
  cell: LayoutCell,
  x: number,
  y: number,
  out: Map<number, Rect>,
): void {
  if (cell.type === "pane") {
    out.set(cell.pane, { x, y, cols: cell.w, rows: cell.h });
    return;
  }
  for (const c of cell.children) {
    place(c, x, y, out);
    if (cell.type === "lr") x += c.w + 1;
    else y += c.h + 1;
  }
}

function setLength(cell: LayoutCell, kind: SplitKind, length: number): void {
  adjust(cell, kind, length - lengthOf(cell, kind));
}

/** A leaf's fewest cells along `kind`: a row more with a label row. */
function paneMinimum(cell: LayoutCell, kind: SplitKind): number {
  return kind === "tb" && tallLeaves.has(cell)
    ? PANE_MINIMUM + 1
    : PANE_MINIMUM;
}

/**
 * The cells at the window's top (with "top") or bottom (with "bottom"),
 * as tmux 3.3a's `layout_cell_is_top` and `layout_cell_is_bottom`: first
 * (last) in every top-to-bottom split above them. The leaves among them
 * take a label row.
 */
function edgeCells(
  root: LayoutCell,
  status: "top" | "bottom",
): Set<LayoutCell> {
  const out = new Set<LayoutCell>();
  const visit = (cell: LayoutCell) => {
    out.add(cell);
    if (cell.type === "lr") { for (const c of cell.children) visit(c); }
    else if (cell.type === "tb") {
      visit(status === "top" ? cell.children[0] : cell.children.at(-1)!);
    }
  };
  visit(root);
  return out;
}

/** The leaves that take a label row with `status` (`edgeCells`). */
function statusLeaves(
  root: LayoutCell,
  status: "top" | "bottom",
): Extract<LayoutCell, { type: "pane" }>[] {
  return [...edgeCells(root, status)].filter((c) => c.type === "pane");
}

/**
 * How many cells `cell` can give up along `kind` with every pane keeping
 * its minimum (tmux's `layout_resize_check`): a pane its length over the
 * minimum, a split the same way the sum of its children's, a split the
 * other way the least of its children's (each of them shrinks).
 */
function spare(cell: LayoutCell, kind: SplitKind): number {
  if (cell.type === "pane") {
    return Math.max(lengthOf(cell, kind) - paneMinimum(cell, kind), 0);
  }
  let sum = 0;
  let least = Infinity;
  for (const c of cell.children) {
    const n = spare(c, kind);
    sum += n;
    least = Math.min(least, n);
  }
  return cell.type === kind ? sum : least;
}

/**
 * Grows `cell` by `change` cells along `kind` (shrinks it when negative),
 * as tmux 3.3a's `layout_resize_adjust`: a split the other way gives the
 * whole change to each child; a split this way gives or takes one cell
 * per child in turn, from the first, round after round, skipping a child
 * with none to spare, until the change is spent. A shrink beyond what the
 * panes can spare (callers bound it by `spare`) stops at their minimum.
 */
function adjust(cell: LayoutCell, kind: SplitKind, change: number): void {
  if (kind === "lr") cell.w += change;
  else cell.h += change;
  if (cell.type === "pane") return;
  if (cell.type !== kind) {
    for (const c of cell.children) adjust(c, kind, change);
    return;
  }
  while (change !== 0) {
    let moved = false;
    for (const c of cell.children) {
      if (change === 0) break;
      if (change > 0) {
        adjust(c, kind, 1);
        change--;
        moved = true;
      } else if (spare(c, kind) > 0) {
        adjust(c, kind, -1);
        change++;
        moved = true;
      }
    }
    if (!moved) break;
  }
  // What no child could give back stays with the cell, so that it still
  // holds its children exactly.
  if (kind === "lr") cell.w -= change;
  else cell.h -= change;
}

/** The fewest cells `cell` fits in along `kind`, borders included. */
function minLength(cell: LayoutCell, kind: SplitKind): number {
  if (cell.type === "pane") return paneMinimum(cell, kind);
  const mins = cell.children.map((c) => minLength(c, kind));
  if (cell.type !== kind) return Math.max(...mins);
  return mins.reduce((a, b) => a + b, 0) + mins.length - 1;
}

/**
 * Grows part `i` of `parts` by up to `needed` cells along `kind`, taken
 * from the first part after it with cells to spare, else the nearest
 * before it (tmux's `layout_resize_pane_grow`); returns how many moved.
 */
function growPart(
  parts: LayoutCell[],
  i: number,
  kind: SplitKind,
  needed: number,
): number {
  const order: number[] = [];
  for (let j = i + 1; j < parts.length; j++) order.push(j);
  for (let j = i - 1; j >= 0; j--) order.push(j);
  for (const j of order) {
    const size = Math.min(spare(parts[j], kind), needed);
    if (size === 0) continue;
    adjust(parts[i], kind, size);
    adjust(parts[j], kind, -size);
    return size;
  }
  return 0;
}

/**
 * Shrinks part `i` of `parts` (or, when it has no cell to spare, the
 * nearest before it that has) by up to `needed` cells along `kind`, given
 * to the part after `i` (tmux's `layout_resize_pane_shrink`); returns how
 * many moved.
 */
function shrinkPart(
  parts: LayoutCell[],
  i: number,
  kind: SplitKind,
  needed: number,
): number {
  for (let j = i; j >= 0; j--) {
    const size = Math.min(spare(parts[j], kind), needed);
    if (size === 0) continue;
    adjust(parts[i + 1], kind, size);
    adjust(parts[j], kind, -size);
    return size;
  }
  return 0;
}

/** Makes `lengths` (each at least 1) add up to `space` where it can. */
function balance(lengths: number[], space: number): void {
  let sum = lengths.reduce((a, b) => a + b, 0);
  lengths[lengths.length - 1] += space - sum;
  sum = space;
  // Rounding up on small windows can leave the last one under 1: take from
  // the largest until every part has a cell (or none can give).
  while (lengths[lengths.length - 1] < 1) {
    let big = 0;
    for (let i = 1; i < lengths.length; i++) {
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
 * sides keep their minimum.
 */
function moveBorder(cell: SplitCell, i: number, d: number): void {
  const kind = cell.type;
  const a = cell.children[i];
  const b = cell.children[i + 1];
  const len = (c: LayoutCell) => kind === "lr" ? c.w : c.h;
  const move = Math.max(
    Math.min(minLength(a, kind) - len(a), 0),
    Math.min(d, Math.max(len(b) - minLength(b, kind), 0)),
  );
  if (move === 0) return;
  setLength(a, kind, len(a) + move);
  setLength(b, kind, len(b) - move);
}

/** Splits `space` cells (borders included) evenly among `n` parts. */
function evenLengths(space: number, n: number): number[] {
  const free = space - (n - 1);
  const each = Math.max(1, Math.floor(free / n));
  const lengths = new Array(n).fill(each);
  balance(lengths, free);
  return lengths;
}

/** One split of `cells` side by side or stacked, evenly. */
function evenCell(
  kind: SplitKind,
  cells: number[],
  w: number,
  h: number,
): LayoutCell {
  if (cells.length === 1) return { type: "pane", pane: cells[0], w, h };
  const lengths = evenLengths(kind === "lr" ? w : h, cells.length);
  return splitCell(
    kind,
    cells.map((pane, i) =>
      kind === "lr"
        ? { type: "pane", pane, w: lengths[i], h }
        : { type: "pane", pane, w, h: lengths[i] }
    ),
    w,
    h,
  );
}

/**
 * A size option's cells out of `space`, as tmux 3.3a's
 * `args_string_percentage`: `N` when it is at most `space`, `N%` (N up to
 * 100) that share of `space`, rounded down; undefined for anything else.
 */
function sizeOption(text: string, space: number): number | undefined {
  const m = /^(\d{1,9})(%?)$/.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]);
  if (m[2] === "%") return n <= 100 ? Math.floor(space * n / 100) : undefined;
  return n <= space ? n : undefined;
}

/**
 * The main pane's length and the other panes' along `space` (the window's
 * rows or columns less the border between them), as tmux 3.3a's
 * `layout_set_main_h` and `_v`: the main option (`fallback` when it does
 * not fit or is no size, so `main-pane-height 100` in 40 rows is 24), the
 * main pane cut to leave the others one cell; then the other option, when
 * set and it leaves the main pane its length, gives the main pane the
 * rest, else the others take what the main pane leaves. One deliberate
 * difference: tmux 3.3a gives a main option of 0 a pane of no rows; berth
 * gives it one.
 */
function mainLengths(
  mainText: string,
  otherText: string,
  fallback: number,
  space: number,
): [number, number] {
  let main = sizeOption(mainText, space) ?? fallback;
  let other: number;
  if (main + PANE_MINIMUM >= space) {
    main = space <= 2 * PANE_MINIMUM ? PANE_MINIMUM : space - PANE_MINIMUM;
    other = PANE_MINIMUM;
  } else {
    const wanted = sizeOption(otherText, space) ?? 0;
    if (wanted === 0 || space - wanted < main) other = space - main;
    else {
      other = wanted;
      main = space - wanted;
    }
  }
  if (main < PANE_MINIMUM) {
    main = PANE_MINIMUM;
    other = Math.max(PANE_MINIMUM, space - main);
  }
  return [main, other];
}

/**
 * tmux 3.3a's `layout_set_tiled` grid for `n` panes: rows grow first,
 * then columns, until there are cells enough (5 panes: 3 rows of 2).
 */
function tiledGrid(n: number): [rows: number, columns: number] {
  let rows = 1;
  let columns = 1;
  while (rows * columns < n) {
    rows++;
    if (rows * columns < n) columns++;
  }
  return [rows, columns];
}

/**
 * The tiled preset, as tmux 3.3a's `layout_set_tiled`: a grid of
 * `tiledGrid` cells of an even width and height, the last pane of each
 * row taking the columns left over and the last row the rows left over;
 * a row of one pane (the last, or a grid of one column) is that pane.
 */
function tiledCell(panes: number[], w: number, h: number): LayoutCell {
  const [rows, columns] = tiledGrid(panes.length);
  const width = Math.max(
    PANE_MINIMUM,
    Math.floor((w - (columns - 1)) / columns),
  );
  const height = Math.max(PANE_MINIMUM, Math.floor((h - (rows - 1)) / rows));
  const cells: LayoutCell[] = [];
  for (let r = 0; r < rows; r++) {
    const row = panes.slice(r * columns, (r + 1) * columns);
    const rh = r < rows - 1 ? height : Math.max(height, h - (height + 1) * r);
    if (row.length === 1) {
      cells.push({ type: "pane", pane: row[0], w, h: rh });
      continue;
    }
    const used = (width + 1) * (row.length - 1);
    cells.push(splitCell(
      "lr",
      row.map((pane, i) => ({
        type: "pane",
        pane,
        w: i < row.length - 1 ? width : Math.max(width, w - used),
        h: rh,
      })),
      w,
      rh,
    ));
  }
  return cells.length === 1 ? cells[0] : splitCell("tb", cells, w, h);
}

function presetCell(
  preset: PresetLayout,
  panes: number[],
  w: number,
  h: number,
  sizes: Readonly<MainPaneSizes>,
): LayoutCell {
  if (panes.length === 1) return { type: "pane", pane: panes[0], w, h };
  const [main, ...rest] = panes;
  switch (preset) {
    case "even-horizontal":
      return evenCell("lr", panes, w, h);
    case "even-vertical":
      return evenCell("tb", panes, w, h);
    case "main-horizontal": {
      const [mh, oh] = mainLengths(
        sizes.mainHeight,
        sizes.otherHeight,
        Number(MAIN_PANE_DEFAULTS.mainHeight),
        h - 1,
      );
      return splitCell(
        "tb",
        [
          { type: "pane", pane: main, w, h: mh },
          evenCell("lr", rest, w, oh),
        ],
        w,
        h,
      );
    }
    case "main-vertical": {
      const [mw, ow] = mainLengths(
        sizes.mainWidth,
        sizes.otherWidth,
        Number(MAIN_PANE_DEFAULTS.mainWidth),
        w - 1,
      );
      return splitCell(
        "lr",
        [
          { type: "pane", pane: main, w: mw, h },
          evenCell("tb", rest, ow, h),
        ],
        w,
        h,
      );
    }
    case "tiled":
      return tiledCell(panes, w, h);
  }
}
