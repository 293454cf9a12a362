/**
 * tmux's layout strings read back (`layout-custom.c`, `layout_parse`): the
 * text `#{window_layout}` prints (`Layout.describe()`), given to
 * `select-layout`, becomes a layout tree for a window's panes. As tmux
 * 3.3a: the checksum must match the rest; the pane ids in the text are
 * ignored and the window's panes take the cells in order; a layout with
 * fewer cells than the window has panes is refused ("have 3 panes but
 * need 2"), one with more loses its bottom-right cells until the counts
 * match; a top cell whose size disagrees with its children's (as older
 * tmux wrote) takes theirs; and every split must then add up exactly.
 *
 * Pure text and arithmetic, as `layout.ts`.
 *
 * @module
 */

import { Layout, type LayoutCell, layoutChecksum } from "./layout.ts";

/** A layout string that cannot be applied: `message` says why. */
export class LayoutStringError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LayoutStringError";
  }
}

/** True when `text` looks like a layout string (checksum, then a comma). */
export function isLayoutString(text: string): boolean {
  return /^[0-9a-fA-F]{4},/.test(text);
}

/**
 * The layout `text` describes, with `panes` (ids, in the window's order)
 * in its cells. Its size is the text's; the caller resizes it to the
 * window's (as tmux's `recalculate_sizes` does after `layout_parse`).
 * Throws LayoutStringError with tmux's reason.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { customLayout } from "./layout_custom.ts";
 * const l = customLayout("020a,80x24,0,0{40x24,0,0,1,39x24,41,0,2}", [7, 9]);
 * assert.equal(l.describe(), "8225,80x24,0,0{40x24,0,0,7,39x24,41,0,9}");
 * ```
 */
export function customLayout(text: string, panes: readonly number[]): Layout {
  if (!isLayoutString(text)) throw new LayoutStringError("invalid layout");
  const body = text.slice(5);
  if (parseInt(text.slice(0, 4), 16) !== layoutChecksum(body)) {
    throw new LayoutStringError("invalid layout");
  }
  const reader = { text: body, at: 0 };
  const root = construct(reader);
  if (!root || reader.at !== body.length) {
    throw new LayoutStringError("invalid layout");
  }
  // Placeholder ids (-1, -2, ...) until the cells are counted and trimmed.
  let next = -1;
  walkLeaves(root, (leaf) => {
    leaf.pane = next--;
  });
  const layout = Layout.fromTree(root);
  let cells = -next - 1;
  if (panes.length > cells) {
    throw new LayoutStringError(
      `have ${panes.length} panes but need ${cells}`,
    );
  }
  // Fewer panes than cells: close the bottom-right one, as tmux does.
  while (cells > panes.length) {
    layout.remove(bottomRight(layout.root));
    cells--;
  }
  fixTopSize(layout.root);
  if (!fits(layout.root)) {
    throw new LayoutStringError("size mismatch after applying layout");
  }
  layout.renumber(panes);
  return layout;
}

/** What `construct` reads: the text and how far it has got. */
interface Reader {
  text: string;
  at: number;
}

/** Reads digits at the reader's place; null when there are none. */
function number(r: Reader): number | null {
  const start = r.at;
  while (r.at < r.text.length && r.text[r.at] >= "0" && r.text[r.at] <= "9") {
    r.at++;
  }
  if (r.at === start || r.at - start > 9) return null;
  return Number(r.text.slice(start, r.at));
}

/** Reads `c` at the reader's place; false when something else is there. */
function expect(r: Reader, c: string): boolean {
  if (r.text[r.at] !== c) return false;
  r.at++;
  return true;
}

/**
 * One cell, as tmux's `layout_construct`: `WxH,X,Y`, then a pane's id
 * (`,N`, skipped) or its children in `{...}` (side by side) or `[...]`
 * (one above another). The offsets are read and not used: they follow
 * from the sizes.
 */
function construct(r: Reader): LayoutCell | null {
  const w = number(r);
  if (w === null || !expect(r, "x")) return null;
  const h = number(r);
  if (h === null || !expect(r, ",") || number(r) === null) return null;
  if (!expect(r, ",") || number(r) === null) return null;
  if (r.text[r.at] === ",") {
    // A pane's id, unless the digits are the next cell's width.
    const saved = r.at;
    r.at++;
    number(r);
    if (r.text[r.at] === "x") r.at = saved;
  }
  const c = r.text[r.at];
  if (c === undefined || c === "," || c === "}" || c === "]") {
    return { type: "pane", pane: 0, w, h };
  }
  if (c !== "{" && c !== "[") return null;
  const children: LayoutCell[] = [];
  do {
    r.at++;
    const child = construct(r);
    if (!child) return null;
    children.push(child);
  } while (r.text[r.at] === ",");
  if (!expect(r, c === "{" ? "}" : "]")) return null;
  // A split of one (tmux never writes one): that cell, when it fits.
  if (children.length === 1) {
    const only = children[0];
    return only.w === w && only.h === h ? only : null;
  }
  return { type: c === "{" ? "lr" : "tb", children, w, h };
}

function walkLeaves(
  cell: LayoutCell,
  fn: (leaf: Extract<LayoutCell, { type: "pane" }>) => void,
): void {
  if (cell.type === "pane") fn(cell);
  else for (const c of cell.children) walkLeaves(c, fn);
}

/** The bottom-right pane: the last child's, down to a leaf. */
function bottomRight(cell: LayoutCell): number {
  while (cell.type !== "pane") cell = cell.children[cell.children.length - 1];
  return cell.pane;
}

/**
 * tmux's fix for layouts older versions wrote: a top split whose size
 * is not its children's takes theirs.
 */
function fixTopSize(root: LayoutCell): void {
  if (root.type === "pane") return;
  const lr = root.type === "lr";
  let along = -1;
  let across = 0;
  for (const c of root.children) {
    along += (lr ? c.w : c.h) + 1;
    across = lr ? c.h : c.w;
  }
  if (lr) [root.w, root.h] = [along, across];
  else [root.w, root.h] = [across, along];
}

/** tmux's `layout_check`: every split's children add up to its size. */
function fits(cell: LayoutCell): boolean {
  if (cell.type === "pane") return cell.w >= 1 && cell.h >= 1;
  const lr = cell.type === "lr";
  let sum = -1;
  for (const c of cell.children) {
    if ((lr ? c.h : c.w) !== (lr ? cell.h : cell.w) || !fits(c)) return false;
    sum += (lr ? c.w : c.h) + 1;
  }
  return sum === (lr ? cell.w : cell.h);
}
