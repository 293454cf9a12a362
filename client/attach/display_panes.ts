/**
 * Prefix `q` (tmux's `display-panes`): each pane of the shown window gets
 * its index drawn large in the middle of its rectangle (the active pane's
 * in red, the others' in blue, tmux's colours) over the screen, for
 * `DISPLAY_MS`; a digit typed meanwhile selects that pane, any other key
 * ends it and goes on as typed, as in tmux (`C-b q` then `x` types `x`).
 * The rectangles come from a `list-panes` request.
 *
 * @module
 */

import type { PaneInfo } from "../../protocol/messages.ts";
import type { Renderer } from "./renderer.ts";
import { ScrollKeyDecoder } from "./scroll_keys.ts";
import type { Overlay, OverlayHost, OverlayResult } from "./chooser_overlay.ts";
import { failure, leaveOverlay } from "./chooser_overlay.ts";
import { DEFAULT_ATTRS, GridRow } from "./screen_grid.ts";
import { putText } from "./row_text.ts";
import { BIG_ROWS, bigFilled, bigWidth } from "./display_panes_font.ts";

/** tmux's `display-panes-time` default. */
const DISPLAY_MS = 1000;

import { DEFAULT_VIEW_LOOK, type ViewLook } from "./view_look.ts";

/** The pane numbers overlay. */
export class DisplayPanes implements Overlay {
  readonly passesKeys = true;
  #panes: PaneInfo[] | null = null;
  /** A digit typed before the panes were known. */
  #wanted: number | null = null;
  #decoder = new ScrollKeyDecoder();

  constructor(
    readonly renderer: Renderer,
    readonly host: OverlayHost,
    /** How long the numbers stay (the `display-panes-time` setting). */
    readonly time = DISPLAY_MS,
    /** The numbers' colours (the `display-panes-*colour` settings). */
    readonly look: ViewLook = DEFAULT_VIEW_LOOK,
  ) {}

  start(): OverlayResult {
    this.host.request({ op: "list-panes", name: this.host.session }, (a) => {
      if (a instanceof Error) {
        return { ...leaveOverlay(this.renderer), message: failure(a) };
      }
      this.#panes = a.panes;
      if (this.#wanted !== null) return this.#select(this.#wanted);
      this.host.later(this.time, () => leaveOverlay(this.renderer));
      return { out: this.#draw() };
    });
    return {};
  }

  resize(): OverlayResult {
    return this.#panes ? { out: this.#draw() } : {};
  }

  keys(data: Uint8Array): OverlayResult {
    const keys = this.#decoder.feed(data);
    const key = keys[0];
    if (!key) return {};
    if (!/^[0-9]$/.test(key.name)) {
      const rest = [
        ...keys.flatMap((k) => [...k.bytes]),
        ...this.#decoder.pending(),
      ];
      return {
        ...leaveOverlay(this.renderer),
        leave: { rest: Uint8Array.from(rest) },
      };
    }
    if (!this.#panes) {
      this.#wanted = Number(key.name);
      return {};
    }
    return this.#select(Number(key.name));
  }

  // A digit: that pane becomes the active one, and the numbers go.
  #select(index: number): OverlayResult {
    const pane = this.#panes?.find((p) => p.index === index);
    if (!pane) return leaveOverlay(this.renderer);
    this.host.request(
      { op: "select-pane", name: pane.target },
      (a) => a instanceof Error ? { message: failure(a) } : {},
    );
    return leaveOverlay(this.renderer);
  }

  // The session's screen as it is, with every pane's number over it.
  #draw(): Uint8Array {
    const r = this.renderer;
    const { cols } = r.size;
    const out = r.sessionScreen();
    const panes = [...this.#panes ?? []].sort((a, b) =>
      Number(a.active) - Number(b.active)
    );
    for (const p of panes) drawNumber(out, cols, p, this.look);
    return r.showView(out, null);
  }
}

/** Pane `p`'s index in the middle of its rectangle: big when it fits. */
export function drawNumber(
  out: GridRow[],
  cols: number,
  p: PaneInfo,
  look: ViewLook = DEFAULT_VIEW_LOOK,
): void {
  const text = String(p.index);
  const style = {
    ...DEFAULT_ATTRS,
    fg: p.active ? look.activePane : look.panes,
  };
  const w = bigWidth(text);
  const big = p.cols >= w && p.rows >= BIG_ROWS;
  const h = big ? BIG_ROWS : 1;
  const x0 = p.x + Math.floor((p.cols - (big ? w : text.length)) / 2);
  const y0 = p.y + Math.floor((p.rows - h) / 2);
  for (let y = 0; y < h; y++) {
    const row = out[y0 + y];
    if (!row) continue;
    if (!big) {
      const cell = new GridRow(text.length);
      putText(cell, text.length, text, style, "left");
      for (let x = 0; x < text.length && x0 + x < cols; x++) {
        row.copyCell(x0 + x, cell, x);
      }
      continue;
    }
    for (let x = 0; x < w && x0 + x < cols; x++) {
      if (bigFilled(text, x, y)) row.fill(x0 + x, x0 + x + 1, "█", style);
    }
  }
}
