/**
 * The attach client's mouse, as tmux's `mouse on` has it: decides what
 * each report from the outer terminal does, given the shown window's panes
 * (`UpdateMsg.panes`) and whether copy mode is on. It only decides; the
 * attach session carries the actions out (`attach_mouse.ts`).
 *
 * - The wheel over a pane whose program asked for mouse reports goes to it;
 *   on the alternate screen with alternate scroll (1007) and no mouse mode
 *   it is three Up or Down keys per notch; else wheel up enters copy mode,
 *   not scrolled yet, leaving when scrolled back to the bottom
 *   (`copy-mode -e`; tmux 3.3a's first notch shows [0/N]); in copy mode
 *   it scrolls five lines a notch.
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
 * Each report is also tmux's mouse key (`event()`: `MouseDown1Pane`,
 * `MouseDragEnd1Pane` ...), which `attach_mouse.ts` looks up in the key
 * tables: what is above is what the built-in bindings do (`mouse_keys.ts`).
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
  modifierNames,
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
  /**
   * Enter copy mode, leaving at the bottom (copy-mode -e), not scrolled
   * (tmux 3.3a's first notch: [0/N]); a pane in copy mode already is
   * scrolled `lines` up (down: negative). On pane `pane` when it is not
   * the active one (tmux's `-t =`: it stays unselected unless it is in
   * copy mode already, which is selected and scrolled).
   */
  | { t: "copy-mode"; lines: number; pane?: number }
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
  /** Select window `index`, or the previous or next one (the status line). */
  | { t: "window"; index?: number; to?: "previous" | "next" }
  /** Set pane `pane`'s width ("lr") or height ("tb") to `size` cells. */
  | { t: "resize"; pane: number; split: "lr" | "tb"; size: number };

/**
 * A mouse event as tmux's key for it (`MouseDown1Pane`, `WheelUpPane`,
 * `MouseDragEnd1Pane` ...: `protocol/mouse_key_names.ts`), with what its
 * built-in binding does there and what `send-keys -M` does.
 */
export interface MouseKey {
  /**
   * tmux's key name, modifiers first (`M-MouseDown3Pane`); "": no key,
   * `actions` are done as they are (a drag a binding took on, the mouse
   * off).
   */
  key: string;
  /**
   * The pane it is in, or the one that has the mouse (its id); -1: none,
   * the session is tmux's `=` target (the status line off the windows).
   */
  pane?: number;
  /** Where in that pane. */
  at?: Point;
  /** On the status line: the index of the window named under it. */
  window?: number;
  /** Where on the outer terminal (a menu's `-x M -y M`). */
  outer?: Point;
  /** What its built-in binding does (`mouse_keys.ts`). */
  actions: MouseAction[];
  /**
   * The event for the pane's program as it asked (a report, or arrow
   * keys for the wheel on an alternate screen with mode 1007): tmux's
   * `send-keys -M`, and what a pane key bound to nothing in the root
   * table does.
   */
  forward: MouseAction[];
  /**
   * A drag's first motion: what it does when a binding takes the drag
   * on (`copy-mode -M`, `send-keys -X begin-selection`, `resize-pane
   * -M`); the next motions then do the same with no key.
   */
  drag?: MouseAction[];
}

/** No key, nothing to do. */
const NO_KEY: MouseKey = { key: "", actions: [], forward: [] };

/** A cell in a pane, from its top left corner. */
export interface Point {
  x: number;
  y: number;
}

/** What the mouse does now, between a press and its release. */
type Grab =
  /**
   * The press went to the program in `pane` (or a drag no binding took
   * on): motions are `MouseDrag` keys at `place`, the release a
   * `MouseDragEnd` (`dragged`) or `MouseUp` key.
   */
  | {
    kind: "program";
    pane: number;
    button: number;
    dragged: boolean;
    place: "Pane" | "Border";
  }
  /** A press in `pane` that a drag turns into a selection. */
  | { kind: "select"; pane: number; from: Point; dragged: boolean }
  /**
   * A border being dragged; `shift`: how far it stays from the pointer
   * (0 but from a label row).
   */
  | {
    kind: "border";
    pane: number;
    split: "lr" | "tb";
    shift: number;
    dragged: boolean;
  }
  /**
   * A press on a label row below `pane`, at the window's bottom: the
   * pointer was last at (`x`, `y`).
   */
  | { kind: "label"; pane: number; x: number; y: number; dragged: boolean }
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
    return this.event(r, copyMode, now).actions;
  }

  /** Report `r` as tmux's mouse key (`report`'s arguments). */
  event(r: MouseReport, copyMode: boolean, now = NaN): MouseKey {
    if (!this.on) return { ...NO_KEY, actions: this.#passOn(r) };
    const ev = isWheel(r)
      ? this.#wheel(r, copyMode)
      : r.release
      ? this.#release(r)
      : isMotion(r)
      ? this.#motion(r)
      : this.#press(r, copyMode, now);
    return ev.key ? { ...ev, key: modifierNames(r) + ev.key } : ev;
  }

  /**
   * A drag's first motion went to a binding that took no drag on (tmux's
   * drag with no mode to take it): the next motions are `MouseDrag` keys
   * too, and the release a `MouseDragEnd` one.
   */
  dragAsKeys(): void {
    const g = this.#grab;
    if (!g || g.kind === "none" || g.kind === "program") return;
    const place = g.kind === "select" ? "Pane" : "Border";
    this.#grab = {
      kind: "program",
      pane: g.pane,
      button: 1,
      dragged: true,
      place,
    };
  }

  /**
   * The pane a held button's press was on (its motions and release are
   * its drag's), or undefined when none is held.
   */
  get grabPane(): number | undefined {
    const g = this.#grab;
    return g && g.kind !== "none" ? g.pane : undefined;
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
      this.#grab = r.release ? null : {
        kind: "program",
        pane: p.id,
        button: buttonOf(r) + 1,
        dragged: false,
        place: "Pane",
      };
    }
    return this.#send(p, r);
  }

  #wheel(r: MouseReport, copyMode: boolean): MouseKey {
    const up = isWheelUp(r);
    const name = up ? "WheelUp" : "WheelDown";
    if (copyMode) {
      const lines = up ? WHEEL_COPY_LINES : -WHEEL_COPY_LINES;
      const pane = this.#active()?.id;
      return {
        key: name + "Pane",
        pane,
        actions: [{ t: "scroll", lines }],
        forward: [],
      };
    }
    const hit = hitTest(this.#panes, r.x, r.y);
    if (hit.kind === "border") return { ...NO_KEY, key: name + "Border" };
    if (hit.kind !== "pane") return NO_KEY;
    const p = hit.pane;
    const forward = this.#forward(p, r);
    const at = { x: hit.x, y: hit.y };
    const ev = { key: name + "Pane", pane: p.id, at, forward };
    if (p.mouse !== "none" || p.altScroll) return { ...ev, actions: forward };
    if (!up) return { ...ev, actions: [] };
    // Copy mode on the pane under the pointer, as tmux's `copy-mode -e`.
    const lines = WHEEL_COPY_LINES;
    const enter: MouseAction = p.active
      ? { t: "copy-mode", lines }
      : { t: "copy-mode", lines, pane: p.id };
    return { ...ev, actions: [enter] };
  }

  #press(r: MouseReport, copyMode: boolean, now: number): MouseKey {
    const hit = hitTest(this.#panes, r.x, r.y);
    this.#grab = { kind: "none" };
    const button = buttonOf(r) + 1;
    const down = button <= 3 ? `MouseDown${button}` : "";
    if (hit.kind === "border") {
      // In copy mode too: the copy table leaves MouseDrag1Border unbound,
      // and the root table's resize-pane -M takes the drag on (tmux's).
      if (button === 1) {
        const below = hit.split === "tb" &&
          !this.#panes.some((q) => q.y > r.y);
        const pane = hit.pane.id;
        this.#grab = below
          ? { kind: "label", pane, x: r.x, y: r.y, dragged: false }
          : {
            kind: "border",
            pane,
            split: hit.split,
            shift: 0,
            dragged: false,
          };
      }
      return { ...NO_KEY, key: down && down + "Border", pane: hit.pane.id };
    }
    if (hit.kind !== "pane") return NO_KEY;
    const p = hit.pane;
    const at = { x: hit.x, y: hit.y };
    const out = copyMode ? [] : select(p);
    const forward = this.#send(p, r);
    const ev = { key: down && down + "Pane", pane: p.id, at, forward };
    if (p.mouse !== "none" && !copyMode) {
      this.#grab = {
        kind: "program",
        pane: p.id,
        button,
        dragged: false,
        place: "Pane",
      };
      return { ...ev, actions: [...out, ...forward] };
    }
    if (button === 1) {
      const count = this.#count(r, now);
      if (count > 1) {
        const key = count === 3 ? "TripleClick1Pane" : "DoubleClick1Pane";
        const line = count === 3;
        return { ...ev, key, actions: [...out, { t: "select-at", at, line }] };
      }
      this.#grab = { kind: "select", pane: p.id, from: at, dragged: false };
    }
    // The middle button pastes, as tmux's MouseDown2Pane (`paste -p`).
    if (button === 2 && !copyMode) out.push({ t: "paste" });
    return { ...ev, actions: out };
  }

  #motion(r: MouseReport): MouseKey {
    const g = this.#grab;
    if (!g || g.kind === "none") {
      // All motion (1003) with no button held: to the pane under it.
      const hit = hitTest(this.#panes, r.x, r.y);
      if (hit.kind !== "pane") return NO_KEY;
      const forward = this.#send(hit.pane, r);
      const button = buttonOf(r) + 1;
      const key = button <= 3 ? `MouseDrag${button}Pane` : "MouseMovePane";
      const at = { x: hit.x, y: hit.y };
      return { key, pane: hit.pane.id, at, actions: forward, forward };
    }
    const p = this.#pane(g.pane);
    if (!p) return NO_KEY;
    const at = inPane(p, r.x, r.y);
    const first = g.kind !== "program" && !g.dragged;
    g.dragged = true;
    switch (g.kind) {
      case "program": {
        const forward = g.place === "Pane" ? this.#send(p, r) : [];
        const key = `MouseDrag${g.button}${g.place}`;
        return { key, pane: p.id, at, actions: forward, forward };
      }
      case "select": {
        const actions: MouseAction[] = [{
          t: "select-text",
          from: g.from,
          to: at,
          start: first,
        }];
        return this.#dragged(first, "MouseDrag1Pane", p, at, actions);
      }
      case "border": {
        // The size, not a step: a drag the daemon is still catching up
        // with ends where the pointer is.
        const size = (g.split === "lr" ? r.x - p.x : r.y - p.y) + g.shift;
        const actions: MouseAction[] = size < 1
          ? []
          : [{ t: "resize", pane: p.id, split: g.split, size }];
        return this.#dragged(first, "MouseDrag1Border", p, at, actions);
      }
      case "label": {
        const found = borderNear(this.#panes, g.x, g.y, r);
        g.x = r.x;
        g.y = r.y;
        let actions: MouseAction[] = [];
        if (found) {
          this.#grab = found;
          actions = this.#motion(r).actions;
        }
        return this.#dragged(first, "MouseDrag1Border", p, at, actions);
      }
    }
  }

  // A drag's motion: the first is key `key`, which a binding may take on
  // (`drag`); the next ones do what the first did, with no key.
  #dragged(
    first: boolean,
    key: string,
    p: WirePane,
    at: Point,
    actions: MouseAction[],
  ): MouseKey {
    if (!first) return { ...NO_KEY, actions };
    return { key, pane: p.id, at, actions, forward: [], drag: actions };
  }

  #release(r: MouseReport): MouseKey {
    const g = this.#grab;
    this.#grab = null;
    if (!g || g.kind === "none") return NO_KEY;
    const p = this.#pane(g.pane);
    if (!p) return NO_KEY;
    const at = inPane(p, r.x, r.y);
    const end = g.dragged ? "MouseDragEnd1" : "MouseUp1";
    if (g.kind === "program") {
      const forward = g.place === "Pane" ? this.#send(p, r) : [];
      const key = (g.dragged ? "MouseDragEnd" : "MouseUp") + g.button +
        g.place;
      return { key, pane: p.id, at, actions: forward, forward };
    }
    if (g.kind === "select") {
      const actions: MouseAction[] = g.dragged ? [{ t: "copy" }] : [];
      return { key: end + "Pane", pane: p.id, at, actions, forward: [] };
    }
    return { ...NO_KEY, key: end + "Border", pane: p.id, at };
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

  // The event for `p`'s program as it asked: a report, or for the wheel
  // on an alternate screen with alternate scroll (1007), arrow keys.
  #forward(p: WirePane, r: MouseReport): MouseAction[] {
    if (p.mouse !== "none" || !p.altScroll || !isWheel(r)) {
      return this.#send(p, r);
    }
    const key = (p.cursorKeys ? "\x1bO" : "\x1b[") +
      (isWheelUp(r) ? "A" : "B");
    const data = new TextEncoder().encode(key.repeat(WHEEL_ARROWS));
    return [{ t: "send", pane: p.id, data }];
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
        const shift = y - ly;
        return {
          kind: "border",
          pane: q.id,
          split: "tb",
          shift,
          dragged: true,
        };
      }
      const along = y >= q.y && y <= q.y + q.rows;
      if (
        r.x !== lx && along && x === q.x + q.cols &&
        panes.some((b) => b.x === x + 1)
      ) {
        const shift = x - lx;
        return {
          kind: "border",
          pane: q.id,
          split: "lr",
          shift,
          dragged: true,
        };
      }
    }
  }
  return null;
}

function select(p: WirePane): MouseAction[] {
  return p.active ? [] : [{ t: "select", pane: p.id }];
}
