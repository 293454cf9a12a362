/**
 * The attach client's mouse, as tmux's `mouse on` has it: decides what
 * each report from the outer terminal does, given the shown window's panes
 * (`UpdateMsg.panes`) and whether copy mode is on. It only decides; the
 * attach session carries the actions out (`attach_mouse.ts`).
 *
 * - The wheel over a pane whose program asked for mouse reports goes to it;
 *   on the alternate screen with alternate scroll (1007) and no mouse mode
 *   it is three Up or Down keys per notch; else wheel up enters copy mode,
 *   five lines up, leaving when scrolled back to the bottom (`copy-mode
 *   -e`); in copy mode it scrolls five lines a notch.
 * - A press selects the pane under it, then goes to its program if it
 *   asked; motion and release go to the pane pressed in, while the button
 *   is held (xterm's implicit grab).
 * - A drag with the left button in a pane whose program did not ask
 *   selects from the press to the pointer, in copy mode (entered if
 *   need be); the release copies and leaves.
 * - A press on a border between panes and a drag resize the pane left of
 *   (or above) it so that the border follows the pointer. A press on a
 *   label row below the panes (`pane-border-status bottom`), which is no
 *   border between panes, moves nothing until the pointer comes within a
 *   cell of one; that border then moves with it, a cell apart as it was,
 *   as tmux 3.3a's `resize-pane -M` does.
 * - A double click selects the word under it, a triple click the line, in
 *   copy mode, and copies it a moment later (tmux's `select-word`).
 * - The middle button pastes the newest paste buffer (`paste-buffer`).
 *
 * With the mouse off (`mouse = false`) the outer terminal reports only
 * while the active pane's program asks, and the reports go to it alone.
 *
 * @module
 */

import type { WirePane } from "../../protocol/messages.ts";
import type { MouseTracking } from "../../vt/types.ts";
import { encodeMouse } from "./mouse_encode.ts";
import { hitTest, inPane } from "./mouse_hit.ts";
import {
  buttonOf,
  isMotion,
  isWheel,
  isWheelUp,
  type MouseReport,
} from "./mouse_report.ts";

/** Lines copy mode scrolls per wheel notch (tmux's `scroll-up -N5`). */
export const WHEEL_COPY_LINES = 5;
/** Arrow keys per notch for alternate scroll (xterm and VTE send 3). */
export const WHEEL_ARROWS = 3;
/** Presses at one place this close together are a double click (tmux's). */
export const DOUBLE_CLICK_MS = 300;

/** What a report does; carried out in order. */
export type MouseAction =
  /** Bytes for the program in pane `pane` (a report or arrow keys). */
  | { t: "send"; pane: number; data: Uint8Array }
  /** Make `pane` the active pane (select-pane). */
  | { t: "select"; pane: number }
  /** Enter copy mode `lines` up, leaving at the bottom (copy-mode -e). */
  | { t: "copy-mode"; lines: number }
  /** Scroll copy mode `lines` up (negative: down). */
  | { t: "scroll"; lines: number }
  /**
   * A selection in copy mode (entered if need be) from the press to the
   * pointer, in the pane's own coordinates; `start`: the drag's first.
   */
  | { t: "select-text"; from: Point; to: Point; start: boolean }
  /** Paste the newest paste buffer into the active pane (paste-buffer). */
  | { t: "paste" }
  /** The drag ended: copy the selection and leave copy mode. */
  | { t: "copy" }
  /**
   * A double (or triple: `line`) click: select the word (line) at `at` in
   * copy mode, entered if need be, and copy it a moment later.
   */
  | { t: "select-at"; at: Point; line: boolean }
  /** Set pane `pane`'s width ("lr") or height ("tb") to `size` cells. */
  | { t: "resize"; pane: number; split: "lr" | "tb"; size: number };

/** A cell in a pane, from its top left corner. */
export interface Point {
  x: number;
  y: number;
}

/** What the mouse does now, between a press and its release. */
type Grab =
  /** The press went to the program in `pane`. */
  | { kind: "program"; pane: number }
  /** A press in `pane` that a drag turns into a selection. */
  | { kind: "select"; pane: number; from: Point; dragged: boolean }
  /**
   * A border being dragged; `shift`: how far it stays from the pointer
   * (0 but from a label row).
   */
  | { kind: "border"; pane: number; split: "lr" | "tb"; shift: number }
  /**
   * A press on a label row below `pane`, at the window's bottom: the
   * pointer was last at (`x`, `y`).
   */
  | { kind: "label"; pane: number; x: number; y: number }
  /** A press that does nothing more (another button, a miss). */
  | { kind: "none" };

/** Decides what mouse reports do. */
export class Mouse {
  #panes: WirePane[] = [];
  #grab: Grab | null = null;
  /** The last left press: where, when, and how many in a row. */
  #click = { x: -1, y: -1, at: -Infinity, count: 0 };

  /** @param on the `mouse` setting: false passes reports on, nothing else */
  constructor(readonly on: boolean) {}

  /** The shown window's panes changed (a frame's `panes`). */
  setPanes(panes: WirePane[]): void {
    this.#panes = panes;
    if (this.#grab && this.#grab.kind !== "none") {
      const id = this.#grab.pane;
      if (!panes.some((p) => p.id === id)) this.#grab = null;
    }
  }

  /** The panes as last told. */
  get panes(): readonly WirePane[] {
    return this.#panes;
  }

  /**
   * The mouse tracking the outer terminal must do: with the mouse on, at
   * least presses, releases and drags (1002), all motion (1003) when a
   * shown pane's program wants it; with it off, what the active pane's
   * program asked for. Reports are always asked for as SGR (1006).
   */
  get tracking(): MouseTracking {
    if (!this.on) return this.#active()?.mouse ?? "none";
    return this.#panes.some((p) => p.mouse === "any") ? "any" : "button";
  }

  /**
   * What report `r` does; `copyMode`: copy mode is on; `now`: when it
   * came (ms, for double clicks; absent, a press is never one).
   */
  report(r: MouseReport, copyMode: boolean, now = NaN): MouseAction[] {
    if (!this.on) return this.#passOn(r);
    if (isWheel(r)) return this.#wheel(r, copyMode);
    if (r.release) return this.#release(r);
    if (isMotion(r)) return this.#motion(r);
    return this.#press(r, copyMode, now);
  }

  #active(): WirePane | undefined {
    return this.#panes.find((p) => p.active);
  }

  #pane(id: number): WirePane | undefined {
    return this.#panes.find((p) => p.id === id);
  }

  // The mouse off: everything to the active pane's program, if it asked.
  #passOn(r: MouseReport): MouseAction[] {
    const p = this.#active();
    if (!p) return [];
    const hit = hitTest(this.#panes, r.x, r.y);
    const grabbed = this.#grab?.kind === "program";
    if (!grabbed && !(hit.kind === "pane" && hit.pane === p)) return [];
    if (!isWheel(r) && !isMotion(r)) {
      this.#grab = r.release ? null : { kind: "program", pane: p.id };
    }
    return this.#send(p, r);
  }

  #wheel(r: MouseReport, copyMode: boolean): MouseAction[] {
    const up = isWheelUp(r);
    if (copyMode) {
      return [{
        t: "scroll",
        lines: up ? WHEEL_COPY_LINES : -WHEEL_COPY_LINES,
      }];
    }
    const hit = hitTest(this.#panes, r.x, r.y);
    if (hit.kind !== "pane") return [];
    const p = hit.pane;
    if (p.mouse !== "none") return this.#send(p, r);
    if (p.altScroll) {
      const key = (p.cursorKeys ? "\x1bO" : "\x1b[") + (up ? "A" : "B");
      const data = new TextEncoder().encode(key.repeat(WHEEL_ARROWS));
      return [{ t: "send", pane: p.id, data }];
    }
    if (!up) return [];
    // Copy mode shows the active pane's history.
    return [...select(p), { t: "copy-mode", lines: WHEEL_COPY_LINES }];
  }

  #press(r: MouseReport, copyMode: boolean, now: number): MouseAction[] {
    const hit = hitTest(this.#panes, r.x, r.y);
    this.#grab = { kind: "none" };
    if (hit.kind === "border") {
      if (buttonOf(r) === 0 && !copyMode) {
        const below = hit.split === "tb" &&
          !this.#panes.some((q) => q.y > r.y);
        this.#grab = below
          ? { kind: "label", pane: hit.pane.id, x: r.x, y: r.y }
          : { kind: "border", pane: hit.pane.id, split: hit.split, shift: 0 };
      }
      return [];
    }
    if (hit.kind !== "pane") return [];
    const p = hit.pane;
    const out = copyMode ? [] : select(p);
    if (p.mouse !== "none" && !copyMode) {
      this.#grab = { kind: "program", pane: p.id };
      return [...out, ...this.#send(p, r)];
    }
    if (buttonOf(r) === 0) {
      const from = { x: hit.x, y: hit.y };
      const count = this.#count(r, now);
      if (count > 1) {
        return [...out, { t: "select-at", at: from, line: count === 3 }];
      }
      this.#grab = { kind: "select", pane: p.id, from, dragged: false };
    }
    // The middle button pastes, as tmux's MouseDown2Pane (`paste -p`).
    if (buttonOf(r) === 1 && !copyMode) out.push({ t: "paste" });
    return out;
  }

  #motion(r: MouseReport): MouseAction[] {
    const g = this.#grab;
    if (!g || g.kind === "none") {
      // All motion (1003) with no button held: to the pane under it.
      const hit = hitTest(this.#panes, r.x, r.y);
      return hit.kind === "pane" ? this.#send(hit.pane, r) : [];
    }
    const p = this.#pane(g.pane);
    if (!p) return [];
    switch (g.kind) {
      case "program":
        return this.#send(p, r);
      case "select": {
        const start = !g.dragged;
        g.dragged = true;
        const to = inPane(p, r.x, r.y);
        return [{ t: "select-text", from: g.from, to, start }];
      }
      case "border": {
        // The size, not a step: a drag the daemon is still catching up
        // with ends where the pointer is.
        const size = (g.split === "lr" ? r.x - p.x : r.y - p.y) + g.shift;
        if (size < 1) return [];
        return [{ t: "resize", pane: p.id, split: g.split, size }];
      }
      case "label": {
        const found = borderNear(this.#panes, g.x, g.y, r);
        g.x = r.x;
        g.y = r.y;
        if (!found) return [];
        this.#grab = found;
        return this.#motion(r);
      }
    }
  }

  #release(r: MouseReport): MouseAction[] {
    const g = this.#grab;
    this.#grab = null;
    if (!g) return [];
    const p = g.kind === "none" ? undefined : this.#pane(g.pane);
    if (!p) return [];
    if (g.kind === "program") return this.#send(p, r);
    if (g.kind === "select" && g.dragged) return [{ t: "copy" }];
    return [];
  }

  // Which click in a row this left press is: 1, 2 (double) or 3 (triple;
  // a fourth starts again).
  #count(r: MouseReport, now: number): number {
    const c = this.#click;
    const again = c.x === r.x && c.y === r.y &&
      now - c.at <= DOUBLE_CLICK_MS;
    c.count = again ? c.count % 3 + 1 : 1;
    c.x = r.x;
    c.y = r.y;
    c.at = now;
    return c.count;
  }

  // The report for `p`'s program, at its place in the pane.
  #send(p: WirePane, r: MouseReport): MouseAction[] {
    const at = inPane(p, r.x, r.y);
    const data = encodeMouse(r, at.x, at.y, p.mouse, p.encoding);
    return data ? [{ t: "send", pane: p.id, data }] : [];
  }
}

/**
 * The border between panes within a cell of where the pointer was
 * (`lx`, `ly`) that its move to `r` drags, grabbed so that it keeps its
 * distance to the pointer after this move: tmux 3.3a's
 * `cmd_resize_pane_mouse_update`, which looks for a border at the last
 * place and the four beside it, in its order, and moves a row between
 * panes by the pointer's rows, a column by its columns.
 */
function borderNear(
  panes: readonly WirePane[],
  lx: number,
  ly: number,
  r: MouseReport,
): Grab | null {
  const steps = [[0, 0], [0, 1], [1, 0], [0, -1], [-1, 0]];
  for (const [dx, dy] of steps) {
    const x = lx + dx, y = ly + dy;
    for (const q of panes) {
      const across = x >= q.x && x <= q.x + q.cols;
      if (
        r.y !== ly && across && y === q.y + q.rows &&
        panes.some((b) => b.y === y + 1)
      ) {
        return { kind: "border", pane: q.id, split: "tb", shift: y - ly };
      }
      const along = y >= q.y && y <= q.y + q.rows;
      if (
        r.x !== lx && along && x === q.x + q.cols &&
        panes.some((b) => b.x === x + 1)
      ) {
        return { kind: "border", pane: q.id, split: "lr", shift: x - lx };
      }
    }
  }
  return null;
}

function select(p: WirePane): MouseAction[] {
  return p.active ? [] : [{ t: "select", pane: p.id }];
}
