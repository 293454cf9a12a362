/**
 * The labels of the shown window's panes (tmux's `pane-border-format`,
 * drawn where `pane-border-status` says): expanded here, where every
 * format variable is known, and handed to the parse worker, which draws
 * them on the border rows as it composes the window (`compose.ts`).
 *
 * tmux expands them at every redraw; berth expands them again when what
 * they show may have changed: the layout, the active pane, a window's or
 * the session's name, a pane's title (OSC 2, which the parse worker
 * reports), the settings. One expansion runs at a time; a call during it
 * asks for one more after it.
 *
 * @module
 */

import { after, type CancelTimer } from "../../protocol/timer.ts";
import { applyStyle, type Style } from "../../protocol/style.ts";
import { DEFAULT_STYLE, type SgrStyle } from "../../vt/sgr_encode.ts";

/**
 * How often at most output expands the labels again when they show what
 * /proc says (a window's name follows its program as often: two /proc
 * reads a pane).
 */
const PROC_CHECK_MS = 500;

/**
 * A label that can change with nothing drawn in its pane: a program's
 * command or directory (`exec cat` after `sleep 1` writes nothing), or
 * the time (strftime's conversions).
 */
const CHANGES_ALONE = /current_(command|path)|%[A-Za-z]/;

/**
 * How often at most a title change expands the labels again: a frame at
 * 60 Hz, as often as the parse worker draws them (a flood of 200,000
 * titles expanded them back to back).
 */
const TITLE_MS = 1000 / 60;

/** Expands and hands out a session's pane labels. */
export class PaneLabels {
  #running = false;
  #again = false;
  /** The labels last handed out, as JSON ("" before any). */
  #sent = "";
  /** A `output()` check to come. */
  #procLater: CancelTimer | undefined;
  /** The next periodic expansion (`#arm`). */
  #tick: CancelTimer | undefined;
  /** A `title()` expansion to come. */
  #titleLater: CancelTimer | undefined;
  /** When the last expansion began (ms, `performance.now()`). */
  #ranAt = -Infinity;
  #closed = false;

  /**
   * `expand`: a format expanded for each pane shown (`labelsFor` in
   * `format_lines.ts`); `format`: the daemon's `pane-border-format`, read
   * at each expansion; `on`: whether labels are drawn at all; `post` hands
   * them to the parse worker; `seen`: whether a client sees them;
   * `interval`: the seconds between expansions of a label that changes
   * alone (`CHANGES_ALONE`), tmux's `status-interval` (0: none).
   */
  constructor(
    readonly expand: (format: string) => Promise<[number, string][]>,
    readonly format: () => string,
    readonly on: () => boolean,
    readonly post: (labels: [number, string][]) => void,
    readonly seen: () => boolean,
    readonly interval: () => number = () => 0,
  ) {}

  /**
   * Expands the labels again every `interval` seconds while they are on,
   * show what can change with nothing drawn, and a client sees them, as
   * tmux 3.3a's status-interval redraws them; otherwise no timer runs.
   */
  arm(): void {
    const ms = this.interval() * 1000;
    const wanted = !this.#closed && ms > 0 && this.on() &&
      this.seen() && CHANGES_ALONE.test(this.format());
    if (!wanted) {
      this.#tick?.();
      this.#tick = undefined;
      return;
    }
    this.#tick ??= after(ms, () => {
      this.#tick = undefined;
      this.refresh();
    });
  }

  /** The session ended: no more expansions, no timers. */
  close(): void {
    this.#closed = true;
    this.#procLater?.();
    this.#procLater = undefined;
    this.#titleLater?.();
    this.#titleLater = undefined;
    this.arm();
  }

  /**
   * A shown pane's title changed (OSC 2): the labels are expanded again,
   * at most every `TITLE_MS`.
   */
  title(): void {
    if (this.#titleLater || this.#closed) return;
    const wait = this.#ranAt + TITLE_MS - performance.now();
    if (wait <= 0) return this.refresh();
    this.#titleLater = after(wait, () => {
      this.#titleLater = undefined;
      this.refresh();
    });
  }

  /**
   * A shown pane had output: a label that shows a program's command or
   * directory (from /proc, which tells no one of a change) is expanded
   * again, at most every `PROC_CHECK_MS`, as tmux 3.3a's redraws do.
   */
  output(): void {
    if (this.#procLater || this.#closed || !this.on()) return;
    if (!/current_(command|path)/.test(this.format())) return;
    this.#procLater = after(PROC_CHECK_MS, () => {
      this.#procLater = undefined;
      this.refresh();
    });
  }

  /**
   * Hands the labels out again, changed or not (a new parse worker, which
   * has none).
   */
  resend(): void {
    this.#sent = "";
    this.refresh();
  }

  /** Expands the labels again, soon, and hands them out if they changed. */
  refresh(): void {
    if (this.#running) {
      this.#again = true;
      return;
    }
    if (this.#closed) return;
    if (!this.on() && this.#sent === "") return this.arm();
    this.#running = true;
    this.#run().catch(() => {
      // A pane gone while its title was asked for: the next refresh.
    }).finally(() => {
      this.#running = false;
      if (this.#again) {
        this.#again = false;
        this.refresh();
      } else this.arm();
    });
  }

  async #run(): Promise<void> {
    this.#ranAt = performance.now();
    const labels = this.on() ? await this.expand(this.format()) : [];
    const key = labels.length === 0 ? "" : JSON.stringify(labels);
    if (key === this.#sent) return;
    this.#sent = key;
    this.post(labels);
  }
}

/**
 * A border style setting (`pane-border-style`, `pane-active-border-style`)
 * as the parse worker draws it: over the terminal's default look.
 */
export function borderStyle(text: string): SgrStyle {
  const s: Style = { ...DEFAULT_STYLE };
  applyStyle(s, text, DEFAULT_STYLE);
  return { fg: s.fg, bg: s.bg, flags: s.flags, ul: s.ul };
}
