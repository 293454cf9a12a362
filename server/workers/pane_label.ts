/**
 * A pane's label on its border row (tmux's `pane-border-status` and
 * `pane-border-format`), as tmux 3.3a's `screen_redraw_make_pane_status`
 * draws it: the expanded format laid out by tmux's `format_draw`
 * (`protocol/format_draw.ts`: `#[align=left|centre|right|absolute-centre]`
 * places the text after it, `#[fill=colour]` paints the cells nothing is
 * written in), its `#[...]` styles applied over the border's own style
 * (`#[default]` goes back to it), from the pane's third column, at most
 * its width less four cells; what the text leaves of those cells stays
 * border, in the label's style.
 *
 * @module
 */

import { FormatDraw } from "../../protocol/format_draw.ts";
import { DEFAULT_STYLE, type SgrStyle } from "../../vt/sgr_encode.ts";

/** One cell of a label: its text (empty: the border stays) and style. */
export interface LabelCell {
  text: string;
  /** 2 for the first cell of a wide character, 0 for the cell after it. */
  width: number;
  style: SgrStyle;
}

/**
 * The `width` cells of `text` (a format already expanded, its `#[...]`
 * left in it) drawn in `base` and the styles it gives, placed as tmux's
 * `format_draw` places them; a cell nothing is written in is absent (the
 * border stays there). A wide character that would cross a part's end is
 * left out, as tmux's.
 */
export function labelCells(
  text: string,
  width: number,
  base: Readonly<SgrStyle>,
): (LabelCell | undefined)[] {
  const draw = new FormatDraw({ ...base });
  draw.text(text);
  const layout = draw.place(width);
  const out: (LabelCell | undefined)[] = new Array(width);
  if (layout.fill !== undefined) {
    const style = { ...DEFAULT_STYLE, bg: layout.fill };
    for (let x = 0; x < width; x++) out[x] = { text: " ", width: 1, style };
  }
  for (const p of layout.pieces) {
    let x = 0;
    for (const c of p.cells) {
      const at = p.at + x - p.from;
      if (x >= p.from && x + c.w <= p.from + p.width && at >= 0) {
        if (at + c.w > width) break;
        out[at] = { text: c.g, width: c.w, style: c.s };
        if (c.w === 2) out[at + 1] = { text: "", width: 0, style: c.s };
      }
      x += c.w;
    }
  }
  return out;
}
