/**
 * Prefix `t` (tmux's `clock-mode`): the time in big characters in the
 * middle of the active pane, which is blank around it, the other panes
 * live beside it, as tmux draws its clock (`clock-mode-colour` blue,
 * `clock-mode-style` 24: `14:05`). The time is drawn again when the
 * minute changes; any key leaves (it is not typed), and the prefix key
 * leaves and goes on as typed (prefix `n` goes to the next window). A
 * pane too small for big characters (six columns each, six rows) shows
 * the time as text in its middle, as tmux's does.
 *
 * @module
 */

import type { PaneInfo } from "../../protocol/messages.ts";
import type { Renderer } from "./renderer.ts";
import { ScrollKeyDecoder } from "./scroll_keys.ts";
import {
  failure,
  leaveOverlay,
  type Overlay,
  type OverlayHost,
  type OverlayResult,
} from "./chooser_overlay.ts";
import { DEFAULT_ATTRS, GridRow } from "./screen_grid.ts";
import { putText } from "./row_text.ts";
import { CLOCK_ADVANCE, CLOCK_ROWS, clockFilled } from "./clock_font.ts";

import { DEFAULT_VIEW_LOOK, type ViewLook } from "./view_look.ts";

/** A check this often finds the minute's change within a second, as tmux's. */
const TICK_MS = 1000;

/**
 * The time as the clock shows it: `HH:MM` (tmux's style 24), or with
 * `twelveHours` tmux's style 12, `%l:%M ` then AM or PM (` 9:05 PM`).
 */
export function clockText(now: Date, twelveHours = false): string {
  const two = (n: number) => String(n).padStart(2, "0");
  const h = now.getHours();
  if (!twelveHours) return `${two(h)}:${two(now.getMinutes())}`;
  const h12 = String(h % 12 === 0 ? 12 : h % 12).padStart(2, " ");
  return `${h12}:${two(now.getMinutes())} ${h >= 12 ? "PM" : "AM"}`;
}

/**
 * Draws `text` as the clock in rectangle `p` of `out` (rows of the
 * session's screen): the rectangle cleared, the big characters centred
 * (tmux's place: half the width less three columns a character, half the
 * height less three rows), or the text alone when they do not fit.
 */
export function drawClock(
  out: GridRow[],
  p: Pick<PaneInfo, "x" | "y" | "cols" | "rows">,
  text: string,
  colour = DEFAULT_VIEW_LOOK.clock,
): void {
  for (let y = p.y; y < p.y + p.rows; y++) {
    out[y]?.fill(p.x, Math.min(p.x + p.cols, out[y].cols), " ", DEFAULT_ATTRS);
  }
  const n = text.length;
  if (p.cols < CLOCK_ADVANCE * n || p.rows < CLOCK_ROWS + 1) {
    if (p.cols < n || p.rows === 0) return;
    const row = out[p.y + Math.floor(p.rows / 2)];
    if (!row) return;
    const x0 = p.x + Math.floor(p.cols / 2) - Math.floor(n / 2);
    const cell = new GridRow(n);
    putText(cell, n, text, { ...DEFAULT_ATTRS, fg: colour }, "left");
    for (let x = 0; x < n && x0 + x < row.cols; x++) {
      row.copyCell(x0 + x, cell, x);
    }
    return;
  }
  const fill = { ...DEFAULT_ATTRS, bg: colour };
  const x0 = p.x + Math.floor(p.cols / 2) - (CLOCK_ADVANCE / 2) * n;
  const y0 = p.y + Math.floor(p.rows / 2) - 3;
  for (let i = 0; i < n; i++) {
    for (let y = 0; y < CLOCK_ROWS; y++) {
      const row = out[y0 + y];
      if (!row) continue;
      for (let x = 0; x < CLOCK_ADVANCE - 1; x++) {
        const at = x0 + i * CLOCK_ADVANCE + x;
        if (at < row.cols && clockFilled(text[i], x, y)) {
          row.fill(at, at + 1, " ", fill);
        }
      }
    }
  }
}

/** The clock over the active pane. */
export class ClockMode implements Overlay {
  #pane: PaneInfo | null = null;
  #shown = "";
  #decoder = new ScrollKeyDecoder();

  constructor(
    readonly renderer: Renderer,
    readonly host: OverlayHost,
    /** Its colour and style (the config's `clock-mode-*`). */
    readonly look: ViewLook = DEFAULT_VIEW_LOOK,
    /** The time now (tests give their own). */
    readonly now: () => Date = () => new Date(),
  ) {}

  start(): OverlayResult {
    this.#fetch();
    this.#tick();
    return {};
  }

  // Where the active pane is (again after a resize: a new layout).
  #fetch(): void {
    this.host.request({ op: "list-panes", name: this.host.session }, (a) => {
      if (a instanceof Error) {
        return { ...leaveOverlay(this.renderer), message: failure(a) };
      }
      this.#pane = a.panes.find((p) => p.active) ?? null;
      if (!this.#pane) return leaveOverlay(this.renderer);
      return { out: this.#draw() };
    });
  }

  #tick(): void {
    this.host.later(TICK_MS, () => {
      this.#tick();
      return this.#pane && this.#text() !== this.#shown
        ? { out: this.#draw() }
        : {};
    });
  }

  resize(): OverlayResult {
    this.#fetch();
    return this.#pane ? { out: this.#draw() } : {};
  }

  frame(): OverlayResult {
    return this.#pane ? { out: this.#draw() } : {};
  }

  keys(data: Uint8Array): OverlayResult {
    const keys = this.#decoder.feed(data);
    const key = keys[0];
    if (!key) return {};
    // The prefix key goes on as typed, with what follows it.
    const from = this.host.keys.isPrefix(key.bytes) ? 0 : 1;
    const rest = [
      ...keys.slice(from).flatMap((k) => [...k.bytes]),
      ...this.#decoder.pending(),
    ];
    return {
      ...leaveOverlay(this.renderer),
      leave: { rest: Uint8Array.from(rest) },
    };
  }

  // The session's screen, the active pane blank with the time over it.
  #draw(): Uint8Array {
    const r = this.renderer;
    const out = r.sessionScreen();
    this.#shown = this.#text();
    if (this.#pane) {
      drawClock(out, this.#pane, this.#shown, this.look.clock);
    }
    return r.showView(out, null);
  }

  #text(): string {
    return clockText(this.now(), this.look.twelveHours);
  }
}
