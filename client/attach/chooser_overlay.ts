/**
 * What the full-screen views of the attach client that choose something
 * share (tmux's modes: choose-tree, choose-client, display-panes): how
 * they are driven. Like copy mode, an overlay shows its rows in place of
 * the session's screen through the renderer's `showView`, and gives it
 * back with `showSession`; frames keep the session's screen up to date
 * underneath. Everything runs on the attach client's event loop: keys and
 * the daemon's answers come in as calls, bytes go out as results.
 *
 * @module
 */

import type { ClientMsg, Request, Responses } from "../../protocol/messages.ts";
import type { KeyTable } from "./key_table.ts";
import type { SgrStyle } from "../../vt/sgr_encode.ts";
import { type Key, ScrollKeyDecoder } from "./scroll_keys.ts";
import type { Renderer } from "./renderer.ts";
import type { GridRow } from "./screen_grid.ts";
import type { ListCursor } from "./chooser_list.ts";
import {
  buttonOf,
  isMotion,
  isWheel,
  isWheelUp,
  type MouseReport,
} from "./mouse_report.ts";
import { DOUBLE_CLICK_MS } from "./mouse.ts";

/** What to do after an overlay's call. */
export interface OverlayResult {
  /** Bytes for the outer terminal. */
  out?: Uint8Array;
  /**
   * The overlay is over (the session's screen is drawn in `out`); `rest`:
   * the bytes typed after the key that left, for the session.
   */
  leave?: { rest: Uint8Array };
  /** Prefix then the detach key: detach. */
  detach?: boolean;
  /** A one-line message for the bottom row (an error). */
  message?: string;
  /** A command line to run once it has left, as a key's (a menu item's). */
  run?: string;
  /**
   * From a key of `OverlayKeys.feed`: the overlay keeps the keys after it
   * itself (feed puts their bytes here), not for the attach client.
   */
  held?: Uint8Array;
}

/** What an overlay needs from the attach client. */
export interface OverlayHost {
  /**
   * Sends `req` on the attach connection; `then` runs on the attach loop
   * with the answer, or the failure, unless the overlay is over by then.
   */
  request<R extends Request>(
    req: R,
    then: (answer: Responses[R["op"]] | Error) => OverlayResult,
  ): void;
  /**
   * Runs each command line `line` in turn as a key's binding would,
   * `target` (`@3`) its current target in place of the active pane, the
   * overlay staying (a failure shows as a message); all of them, though
   * the overlay closes meanwhile, as tmux queues them. `then` runs on the
   * attach loop once they are done, unless the overlay is over.
   */
  command?(
    runs: readonly { line: string; target: string }[],
    then: () => OverlayResult,
  ): void;
  /** Runs `then` on the attach loop after `ms`, unless the overlay is over. */
  later(ms: number, then: () => OverlayResult): void;
  /** The session this client is attached to. */
  readonly session: string;
  /** The key tables (the prefix and its detach key). */
  readonly keys: KeyTable;
  /** Sends `msg` on the attach connection (a popup's keys: step 33). */
  send?(msg: ClientMsg): void;
  /**
   * What the screen shows under an overlay in place of the session's, one
   * row per terminal row (copy mode's view, under a popup or a menu);
   * null: the session's.
   */
  underneath?(): GridRow[] | null;
  /**
   * The outer cell of the mouse key whose binding opened it (tmux's mouse
   * event: `display-menu -x M -y M`); null: none.
   */
  pointer?(): { x: number; y: number } | null;
  /** tmux's `mode-style`: a menu's highlighted item. */
  readonly modeStyle?: Readonly<SgrStyle>;
}

/** A full-screen view in place of the session's screen. */
export interface Overlay {
  /**
   * A key it does not take leaves it and goes on to the session as typed
   * (display-panes, as tmux's): a paste then goes as the pane asked, not
   * whole to it.
   */
  readonly passesKeys?: boolean;
  /** Draws it first. */
  start(): OverlayResult;
  /** Keys typed while it is shown. */
  keys(data: Uint8Array): OverlayResult;
  /** The outer terminal's size changed (the renderer knows the new one). */
  resize(): OverlayResult;
  /**
   * A mouse report at a cell of the view (the window's rows, less the
   * status line), `outer` the terminal's cell; without it, reports do
   * nothing while the overlay shows.
   */
  mouse?(r: MouseReport, outer: { x: number; y: number }): OverlayResult;
  /**
   * Reports on the status line come to `mouse` too, at row -1 (a menu:
   * a click there is outside it); without it they do nothing.
   */
  readonly mouseOnStatus?: boolean;
  /**
   * "any": the outer terminal reports every move while it shows (with
   * `mouse on`), as tmux asks for a mouse key's menu.
   */
  readonly mouseTracking?: "any";
  /**
   * With `mouse off`, the outer terminal goes on reporting what the
   * session's programs asked for while it shows (a popup's program may
   * ask). Without it, with `mouse off`, the terminal reports nothing
   * while it shows, as tmux 3.3a's: it takes its modes from the mode's or
   * the menu's screen, which asks for none (measured: a pane's program
   * asked for 1000 and 1006, the outer tmux's pane has
   * `#{mouse_standard_flag}` 1, then 0 under `choose-tree` or a
   * `display-menu`), so a click is the terminal's own.
   */
  readonly keepsPaneMouse?: boolean;
  /**
   * A frame changed the session's screen (the renderer keeps it without
   * drawing it): an overlay over part of it (clock mode's pane) draws
   * again, so the panes beside it stay live.
   */
  frame?(): OverlayResult;
  /**
   * What popup `id`'s program wrote (`popup.ts`, step 33), taken in as it
   * arrives, drawn by the next `frame()`: false when it is not this
   * overlay's.
   */
  popupOutput?(id: number, data: Uint8Array): boolean;
  /** Popup `id`'s program exited with `status`. */
  popupExit?(id: number, status: number): OverlayResult;
  /** `display-popup -C`: a popup closes (its program ended). */
  close?(): OverlayResult;
  /**
   * The overlay is dropped without drawing (a detach, a switch, the
   * link down): it lets go of what it holds; bytes that give the outer
   * terminal the session's modes back.
   */
  drop?(): Uint8Array;
}

/**
 * An overlay's keyboard: stdin split into keys, less the prefix key:
 * prefix then the key bound to `detach-client` detaches (as in copy
 * mode); prefix then anything else is dropped.
 */
export class OverlayKeys {
  #decoder = new ScrollKeyDecoder();
  #afterPrefix = false;

  constructor(readonly keys: KeyTable) {}

  /**
   * Calls `onKey` for each key in `data` until one returns a result (it
   * leaves: the keys after it are its `rest`); that result, a detach, or
   * null when none did.
   */
  feed(
    data: Uint8Array,
    onKey: (key: Key) => OverlayResult | null,
  ): OverlayResult | null {
    const keys = this.#decoder.feed(data);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      if (this.#afterPrefix) {
        this.#afterPrefix = false;
        const cmd = this.keys.lookup("prefix", key.bytes);
        if (cmd === "detach-client") return { detach: true };
      } else if (this.keys.isPrefix(key.bytes)) {
        this.#afterPrefix = true;
      } else {
        const r = onKey(key);
        if (!r) continue;
        // The keys typed after the one that left go on as typed (`q`
        // then prefix `:` opens the prompt).
        if ((r.leave && r.leave.rest.length === 0) || r.held) {
          const rest = keys.slice(i + 1).flatMap((k) => [...k.bytes]);
          rest.push(...this.#decoder.pending());
          if (r.held) r.held = Uint8Array.from(rest);
          else r.leave = { rest: Uint8Array.from(rest) };
        }
        return r;
      }
    }
    return null;
  }
}

/** Whether `name` is a key that leaves a chooser (`q`, Escape, C-c). */
export function isLeaveKey(name: string): boolean {
  return name === "q" || name === "Escape" || name === "C-c";
}

/**
 * Moves `list`'s cursor for a movement key (Up/`k`, Down/`j`, PageUp,
 * PageDown by `page` rows, Home, End); false for any other key.
 */
export function moveKey(list: ListCursor, name: string, page: number): boolean {
  switch (name) {
    case "Up":
    case "k":
      list.move(-1);
      return true;
    case "Down":
    case "j":
      list.move(1);
      return true;
    case "PageUp":
      list.move(-page);
      return true;
    case "PageDown":
      list.move(page);
      return true;
    case "Home":
      list.jump(false);
      return true;
    case "End":
      list.jump(true);
      return true;
  }
  return false;
}

/** The Enter key, which a double click on a list's line types. */
export const ENTER = Uint8Array.of(0x0d);

/**
 * The mouse in a list drawn from its top row, as tmux 3.3a's mode-tree
 * (choose-tree, choose-buffer, choose-client) takes it: the wheel moves
 * the cursor a row, a left press puts it on the line under it, and a
 * second left press within `DOUBLE_CLICK_MS` chooses the line under it,
 * as Enter, wherever the first was (tmux's `DoubleClick1Pane` is at the
 * second press; measured: tmux 3.3a, presses on lines 1 then 3 of
 * choose-tree, switches to line 3's session); the right button opens the
 * chooser's menu there (`chooser_menu.ts`).
 */
export class ListMouse {
  /** When the last left press that was not a double click's came. */
  #pressAt = -Infinity;

  /**
   * What report `r` does to `list` (`height` rows shown): "enter" for a
   * double click on a line, "menu" for the right button on one (the
   * cursor put there), else whether the cursor moved.
   */
  report(
    list: ListCursor,
    r: MouseReport,
    height: number,
    now = Date.now(),
  ): boolean | "enter" | "menu" {
    const was = list.cursor;
    const press = !r.release && !isMotion(r);
    if (press && buttonOf(r) === 2 && !isWheel(r)) {
      const at = list.top + r.y;
      if (r.y < 0 || r.y >= height || at >= list.count) return false;
      list.cursor = at;
      return "menu";
    }
    if (isWheel(r)) list.move(isWheelUp(r) ? -1 : 1);
    else if (!r.release && !isMotion(r) && buttonOf(r) === 0) {
      // Any left press starts or ends a double click, as tmux's client
      // counts them before it knows where they are.
      const double = now - this.#pressAt <= DOUBLE_CLICK_MS;
      this.#pressAt = double ? -Infinity : now;
      const at = list.top + r.y;
      if (r.y < 0 || r.y >= height || at >= list.count) return false;
      list.cursor = at;
      if (double) return "enter";
    }
    return list.cursor !== was;
  }
}

/** The result that ends an overlay: the session's screen drawn again. */
export function leaveOverlay(renderer: Renderer): OverlayResult {
  return { out: renderer.showSession(), leave: { rest: new Uint8Array(0) } };
}

/** The message of a failed request, for the bottom row. */
export function failure(err: Error): string {
  return err.message || String(err);
}
