/**
 * A pane's label on its border row (tmux's `pane-border-status` and
 * `pane-border-format`), as tmux 3.3a's `screen_redraw_make_pane_status`
 * draws it: the expanded format's text, its `#[...]` styles applied over
 * the border's own style (`#[default]` goes back to it), from the pane's
 * third column, at most its width less four cells; what the text leaves
 * of those cells stays border, in the label's style.
 *
 * @module
 */

import { graphemeCells } from "../../protocol/format.ts";
import { applyStyle, type Style } from "../../protocol/style.ts";
import type { SgrStyle } from "../../vt/sgr_encode.ts";

/** One cell of a label: its text (empty: the border stays) and style. */
export interface LabelCell {
  text: string;
  /** 2 for the first cell of a wide character, 0 for the cell after it. */
  width: number;
  style: SgrStyle;
}

let segmenter: Intl.Segmenter | undefined;

/**
 * The first `width` cells of `text` (a format already expanded, its
 * `#[...]` left in it) drawn in `base` and the styles it gives; a wide
 * character that would cross the end is left out, as tmux's
 * `format_draw`.
 */
export function labelCells(
  text: string,
  width: number,
  base: Readonly<SgrStyle>,
): LabelCell[] {
  const out: LabelCell[] = [];
  const style: Style = { ...base };
  let pen: SgrStyle = { ...base };
  let i = 0;
  let plain = "";
  const flush = () => {
    if (plain === "") return;
    for (
      const { segment } of (segmenter ??= new Intl.Segmenter()).segment(plain)
    ) {
      const w = graphemeCells(segment);
      if (w === 0) continue;
      if (out.length + w > width) {
        plain = "";
        return;
      }
      out.push({ text: segment, width: w, style: pen });
      if (w === 2) out.push({ text: "", width: 0, style: pen });
    }
    plain = "";
  };
  while (i < text.length && out.length < width) {
    if (text.startsWith("#[", i)) {
      const end = text.indexOf("]", i + 2);
      if (end >= 0) {
        flush();
        applyStyle(style, text.slice(i + 2, end), base);
        pen = { fg: style.fg, bg: style.bg, flags: style.flags, ul: style.ul };
        i = end + 1;
        continue;
      }
    }
    plain += text[i];
    i++;
  }
  flush();
  return out;
}
