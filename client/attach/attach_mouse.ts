/**
 * The attach client's mouse carried out: `mouse.ts` decides what a report
 * from the outer terminal does; this does it, through the attach session
 * (its renderer, copy mode, connection): reports mapped from the outer
 * terminal to the window's cells, the status line's window list, copy
 * mode's selections (waiting for its first answer), pane selection,
 * border drags, reports and keys for programs, and the mouse modes the
 * outer terminal is asked for.
 *
 * @module
 */

import type { Connection } from "../connection.ts";
import { after, type CancelTimer } from "../../protocol/timer.ts";
import type { UpdateMsg } from "../../protocol/messages.ts";
import type { TerminalModes } from "../../vt/types.ts";
import type { AttachResult } from "./attach_result.ts";
import type { Renderer } from "./renderer.ts";
import type { ScrollMode, ScrollResult } from "./scroll_mode.ts";
import { Mouse, type MouseAction } from "./mouse.ts";
import {
  buttonOf,
  isMotion,
  isWheel,
  isWheelUp,
  MouseReader,
  type MouseReport,
} from "./mouse_report.ts";

/** How long a double click's selection shows before it is copied (tmux's). */
const CLICK_COPY_MS = 300;

/** What the mouse needs of the attach session. */
export interface MouseHost {
  readonly renderer: Renderer;
  readonly conn: Connection;
  /** The session shown now. */
  readonly name: string;
  /** Copy mode, when it is on. */
  readonly scroll: ScrollMode | null;
  /** Enters copy mode (`wheel`: as the wheel does, leaving at the bottom). */
  enterScroll(
    wheel?: { lines?: number; exitAtBottom?: boolean },
  ): Promise<AttachResult | null>;
  /** Carries out what copy mode answered. */
  scrolled(r: ScrollResult): Promise<AttachResult | null>;
  /** Typing for the active pane, in order with the keys. */
  sendInput(data: Uint8Array): void;
  /** Pastes the newest paste buffer (paste-buffer). */
  pasteBuffer(): void;
  /** A failed request's one line, as a message. */
  say(err: unknown): void;
  /** Copies copy mode `mode`'s selection on the event loop (a click's). */
  clickCopy(mode: ScrollMode): void;
}

/** The mouse of one attach session. */
export class AttachMouse {
  /** Splits mouse reports from the keys typed. */
  readonly reader = new MouseReader();
  #mouse: Mouse;
  /** The session's modes as last sent, before the mouse's own. */
  #modes: TerminalModes | null = null;
  /** A `panes` part came: the daemon tells where the panes are. */
  #panesKnown = false;
  /** Mouse actions that wait for copy mode's first answer. */
  #waiting: MouseAction[] = [];
  /** The pane size a border drag wants next, and one is being set. */
  #resizeNext: Extract<MouseAction, { t: "resize" }> | null = null;
  #resizing = false;
  /** A double click's copy, to come. */
  #clickTimer: CancelTimer | undefined;

  /** @param on the `mouse` setting */
  constructor(readonly host: MouseHost, on: boolean) {
    this.#mouse = new Mouse(on);
  }

  /**
   * The `mouse` setting changed (source-file): bytes that set the outer
   * terminal's mouse modes for it.
   */
  setOn(on: boolean): Uint8Array | null {
    const panes = this.#mouse.panes;
    this.#mouse = new Mouse(on);
    this.#mouse.setPanes([...panes]);
    return this.#modes
      ? this.host.renderer.applyModes(this.outerModes())
      : null;
  }

  /**
   * Bytes that set the outer terminal's modes again, as the session and
   * the mouse want them (the terminal was given back meanwhile:
   * `suspend-client`), or null before the first frame brought any.
   */
  modes(): Uint8Array | null {
    return this.#modes
      ? this.host.renderer.applyModes(this.outerModes())
      : null;
  }

  /** Copy mode started again: what waited for an earlier one is dropped. */
  dropWaiting(): void {
    this.#waiting = [];
  }

  /** The session ends: no copy to come. */
  stop(): void {
    // Not clearTimeout: its first call loads Node's timers, 10 ms on the
    // way out of every attach that never clicked (protocol/timer.ts).
    this.#clickTimer?.();
  }

  // The frame with the outer terminal's mouse modes in place of the
  // session's: what the mouse needs, always as SGR reports.
  withMouse(msg: UpdateMsg): UpdateMsg {
    const mouse = this.#mouse;
    if (msg.modes) this.#modes = msg.modes;
    if (msg.panes) {
      this.#panesKnown = true;
      mouse.setPanes(msg.panes);
    } else if (msg.modes && !this.#panesKnown) {
      // A daemon that sends no panes: the active pane is the screen.
      const m = msg.modes;
      mouse.setPanes([{
        id: -1,
        index: 0,
        x: 0,
        y: 0,
        cols: msg.cols,
        rows: msg.rows,
        active: true,
        mouse: m.mouseTracking,
        encoding: m.mouseEncoding,
        altScroll: m.altScreen && m.alternateScroll,
        cursorKeys: m.cursorKeys,
      }]);
    }
    if (!this.#modes || (!msg.modes && !msg.panes)) return msg;
    return { ...msg, modes: this.outerModes() };
  }

  // The session's modes with the mouse tracking the mouse needs.
  outerModes(): TerminalModes {
    const tracking = this.#mouse.tracking;
    this.reader.legacy = tracking !== "none";
    const mouseEncoding = tracking === "none" ? "default" : "sgr";
    return { ...this.#modes!, mouseTracking: tracking, mouseEncoding };
  }

  async report(
    r: MouseReport,
    now: number,
  ): Promise<AttachResult | null> {
    const mouse = this.#mouse;
    const scroll = this.host.scroll;
    const w = this.host.renderer.windowPoint(r.x, r.y);
    if (w.status && !r.release && !isMotion(r)) {
      return mouse.on ? this.#statusClick(r) : null;
    }
    let at = { ...r, x: w.x, y: w.y };
    const o = scroll?.origin;
    const p = mouse.panes.find((p) => p.active);
    if (o && p) {
      // Copy mode shows the active pane at its origin (its own rectangle,
      // or the window's top left corner): points there are the pane's.
      at = { ...at, x: at.x - o.x + p.x, y: at.y - o.y + p.y };
    }
    for (const a of mouse.report(at, scroll !== null, now)) {
      const result = await this.#mouseAction(a);
      if (result) return result;
    }
    return null;
  }

  // A press on the status line: the window named under it is selected;
  // the wheel there goes to the previous or next window (tmux's
  // MouseDown1Status, WheelUpStatus, WheelDownStatus).
  #statusClick(r: MouseReport): null {
    const to = isWheel(r) ? (isWheelUp(r) ? "previous" : "next") : undefined;
    const index = to ? undefined : this.host.renderer.windowAt(r.x, r.y);
    if (!to && (index === undefined || buttonOf(r) !== 0)) return null;
    const name = to ? this.host.name : `${this.host.name}:${index}`;
    this.host.conn.request({ op: "select-window", name, ...(to ? { to } : {}) })
      .catch((err) => this.host.say(err));
    return null;
  }

  async #mouseAction(a: MouseAction): Promise<AttachResult | null> {
    const waits = a.t === "scroll" || a.t === "select-text" ||
      a.t === "copy" || a.t === "select-at";
    if (waits && this.host.scroll && !this.host.scroll.ready) {
      this.#waiting.push(a);
      return null;
    }
    switch (a.t) {
      case "send":
        this.#sendToPane(a.pane, a.data);
        return null;
      case "select":
        await this.#selectPane(a.pane);
        return null;
      case "copy-mode":
        return await this.host.enterScroll({
          lines: a.lines,
          exitAtBottom: true,
        });
      case "scroll":
        return this.host.scroll
          ? await this.host.scrolled(this.host.scroll.wheel(a.lines))
          : null;
      case "select-text": {
        const mode = await this.#copyModeFor(a);
        return mode
          ? await this.host.scrolled(mode.selectText(a.from, a.to, a.start))
          : null;
      }
      case "select-at": {
        const mode = await this.#copyModeFor(a);
        if (!mode) return null;
        this.#clickTimer?.();
        this.#clickTimer = after(
          CLICK_COPY_MS,
          () => this.host.clickCopy(mode),
        );
        return await this.host.scrolled(mode.selectAt(a.at, a.line));
      }
      case "copy":
        return this.host.scroll
          ? await this.host.scrolled(this.host.scroll.copySelection())
          : null;
      case "resize":
        this.#resizePane(a);
        return null;
      case "paste":
        this.host.pasteBuffer();
        return null;
    }
  }

  // Copy mode for a selection, entered if need be; null when it is not
  // ready yet (`a` then waits for its first answer) or cannot start.
  async #copyModeFor(a: MouseAction): Promise<ScrollMode | null> {
    if (!this.host.scroll) await this.host.enterScroll();
    const mode = this.host.scroll as ScrollMode | null;
    if (mode && !mode.ready) {
      this.#waiting.push(a);
      return null;
    }
    return mode;
  }

  // Copy mode's first answer came: the mouse actions that waited for it.
  async ready(): Promise<void> {
    while (this.host.scroll?.ready && this.#waiting.length > 0) {
      await this.#mouseAction(this.#waiting.shift()!);
    }
    if (!this.host.scroll) this.#waiting = [];
  }

  #paneTarget(id: number): string {
    return `${this.host.name}:%${id}`;
  }

  // A report or keys for one pane's program: the active pane's as typing
  // (in order with the keys), another's with a `send` to it.
  #sendToPane(id: number, data: Uint8Array): void {
    const p = this.#mouse.panes.find((p) => p.id === id);
    if (id < 0 || p?.active) {
      this.host.sendInput(data);
      return;
    }
    this.host.conn.request({ op: "send", name: this.#paneTarget(id), data })
      .catch((err) => this.host.say(err));
  }

  // Click to select: the keys typed next go to that pane, as tmux has it.
  async #selectPane(id: number): Promise<void> {
    const mouse = this.#mouse;
    mouse.setPanes(mouse.panes.map((p) => ({ ...p, active: p.id === id })));
    await this.host.conn.request({
      op: "select-pane",
      name: this.#paneTarget(id),
    })
      .catch((err) => this.host.say(err));
  }

  // A border drag: one resize-pane at a time, to the latest size wanted.
  #resizePane(a: Extract<MouseAction, { t: "resize" }>): void {
    this.#resizeNext = a;
    if (this.#resizing) return;
    this.#resizing = true;
    const next = async () => {
      while (this.#resizeNext) {
        const { pane, split, size } = this.#resizeNext;
        this.#resizeNext = null;
        await this.host.conn.request({
          op: "resize-pane",
          name: this.#paneTarget(pane),
          ...(split === "lr" ? { width: size } : { height: size }),
          border: true,
        }).catch((err) => this.host.say(err));
      }
      this.#resizing = false;
    };
    next();
  }
}
