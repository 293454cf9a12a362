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
import type { UpdateMsg, WirePane } from "../../protocol/messages.ts";
import type { TerminalModes } from "../../vt/types.ts";
import type { AttachResult } from "./attach_result.ts";
import type { Renderer } from "./renderer.ts";
import type { ScrollMode, ScrollResult } from "./scroll_mode.ts";
import {
  Mouse,
  type MouseAction,
  type MouseKey,
  type Point,
  WHEEL_COPY_LINES,
} from "./mouse.ts";
import { builtInMouse, type KeyTable } from "./key_table.ts";
import type { KeyTableName } from "../../protocol/options.ts";
import { type MouseBindingHost, runMouseBinding } from "./mouse_binding.ts";
import { lineAt, wordAt } from "./mouse_word.ts";
import { hitTest } from "./mouse_hit.ts";
import {
  buttonOf,
  isMotion,
  isWheel,
  isWheelUp,
  modifierNames,
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
  /** The overlay shown wants every move reported (a mouse key's menu). */
  readonly overlayMoves?: boolean;
  /**
   * An overlay that takes no mouse with `mouse off` shows (a chooser, a
   * menu: `Overlay.keepsPaneMouse`): the terminal reports nothing.
   */
  readonly overlayQuiet?: boolean;
  /** Enters copy mode (`wheel`: as the wheel does, leaving at the bottom). */
  enterScroll(
    wheel?: { lines?: number; exitAtBottom?: boolean },
  ): Promise<AttachResult | null>;
  /** Carries out what copy mode answered. */
  scrolled(r: ScrollResult): Promise<AttachResult | null>;
  /** Whether pane `id` keeps a copy mode (shown here or not). */
  inMode(id: number): boolean;
  /**
   * Enters copy mode on pane `id`, not the active one here (`wheel`:
   * leaving at the bottom, the wheel's `copy-mode -e`); the daemon draws it.
   */
  enterOther(id: number, wheel?: boolean): Promise<void>;
  /**
   * Runs copy mode command `line` (`times` over) on pane `id`'s copy mode,
   * kept and not shown here (a binding over it: tmux's mouse target).
   */
  otherCommand(
    id: number,
    line: string,
    times: number,
  ): Promise<AttachResult | null>;
  /**
   * Pane `id` was made the active one here: copy mode's view of another
   * pane goes (that pane keeps its copy mode), before the frame says so.
   */
  paneSelected(id: number): Promise<void>;
  /** Typing for the active pane, in order with the keys. */
  sendInput(data: Uint8Array): void;
  /** Pastes the newest paste buffer (paste-buffer). */
  pasteBuffer(): void;
  /** A failed request's one line, as a message. */
  say(err: unknown): void;
  /** Copies copy mode `mode`'s selection on the event loop (a click's). */
  clickCopy(mode: ScrollMode): void;
  /** The key tables in force (the mouse keys' bindings). */
  readonly keys: KeyTable;
  /**
   * After the prefix key: the prefix table's binding of mouse key `name`
   * (undefined: none), the prefix ended; undefined otherwise.
   */
  prefixMouse(name: string): string | undefined;
  /**
   * Runs a command line as a key's, at the mouse (its targets given),
   * `pointer` the outer cell of the mouse key it runs for (a menu's
   * `-x M -y M`).
   */
  runLine(line: string, pointer?: Point): Promise<AttachResult | null>;
  /** Runs `run` on the event loop, after what is queued there now. */
  queue(run: () => Promise<AttachResult | null>): void;
  /** The `word-separators` setting (`#{mouse_word}`). */
  readonly wordSeparators?: string;
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
  /** Mouse actions (and bindings' commands) that wait for copy mode's first answer. */
  #waiting: (() => Promise<AttachResult | null>)[] = [];
  /** The pane size a border drag wants next, and one is being set. */
  #resizeNext: Extract<MouseAction, { t: "resize" }> | null = null;
  #resizing = false;
  /** A double click's copy, to come. */
  #clickTimer: CancelTimer | undefined;
  /** What bindings run after their `run-shell -d` waits, to come. */
  #laters = new Set<CancelTimer>();

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
    for (const cancel of this.#laters) cancel();
    this.#laters.clear();
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
    const mouse = this.#mouse;
    const tracking = mouse.on && this.host.overlayMoves
      ? "any"
      : !mouse.on && this.host.overlayQuiet
      ? "none"
      : mouse.tracking;
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
      if (!mouse.on) return null;
      const outer = { x: r.x, y: r.y };
      return await this.#key({ ...this.#statusKey(r), outer }, !!scroll);
    }
    let at = { ...r, x: w.x, y: w.y };
    const copy = this.#copyTable(scroll, r, at);
    const o = copy ? scroll?.origin : undefined;
    const p = mouse.panes.find((p) => p.active);
    if (o && p) {
      // Copy mode shows the active pane at its origin (its own rectangle,
      // or the window's top left corner): points there are the pane's.
      at = { ...at, x: at.x - o.x + p.x, y: at.y - o.y + p.y };
    }
    const outer = { x: r.x, y: r.y };
    const ev = { ...mouse.event(at, copy, now), outer };
    return await this.#key(ev, copy);
  }

  // Whether mouse report `r` at window point `at` is copy mode's: over
  // the pane in copy mode, as tmux picks the table by the pane under the
  // mouse (over another pane the root table's: a click selects it, the
  // wheel enters copy mode there); a drag's motions and its release by
  // the pane its press was on.
  #copyTable(
    scroll: ScrollMode | null,
    r: MouseReport,
    at: Point,
  ): boolean {
    if (!scroll || scroll.pane === undefined) return scroll !== null;
    const grab = this.#mouse.grabPane;
    if ((isMotion(r) || r.release) && grab !== undefined) {
      return grab === scroll.pane;
    }
    const hit = hitTest(this.#mouse.panes, at.x, at.y);
    return hit.kind !== "pane" || hit.pane.id === scroll.pane;
  }

  // Mouse key `ev` looked up in the copy table in copy mode (tmux's mode
  // table), then, bound to nothing there, in the root table, as tmux's
  // (the right button over copy mode opens the pane menu): a built-in
  // binding of the table the key began in does what berth always did,
  // another binding runs as written, and a pane key bound to nothing at
  // all goes to the pane's program out of copy mode (tmux's). In copy
  // mode the program gets nothing: tmux's `send-keys -M` gives a pane in
  // a mode's events to the mode, which copy mode leaves.
  async #key(ev: MouseKey, copy: boolean): Promise<AttachResult | null> {
    if (!ev.key) return await this.#actions(ev.actions);
    // The wheel over another pane in copy mode (not shown here) is its
    // mode's, whether its program asked for the mouse or not (tmux picks
    // the table by the pane under the mouse): the copy table's selects it
    // and scrolls, down too.
    const wheel = /Wheel(Up|Down)Pane$/.exec(ev.key);
    const other = this.#otherInMode(ev);
    if (!copy && wheel && other !== undefined) {
      copy = true;
      const lines = wheel[1] === "Up" ? WHEEL_COPY_LINES : -WHEEL_COPY_LINES;
      ev = { ...ev, actions: [{ t: "copy-mode", lines, pane: other }] };
    }
    if (copy) ev = { ...ev, forward: [] };
    const prefixed = ev.key.endsWith("MouseMovePane")
      ? undefined
      : this.host.prefixMouse(ev.key);
    if (prefixed !== undefined) {
      return await runMouseBinding(prefixed, ev, this.#bindingHost(ev));
    }
    // The key-table option's table (root unless set), as tmux's: with
    // `key-table off` a click or the wheel is the pane's, not root's.
    const home = this.host.keys.home;
    const first: KeyTableName = copy ? "copy" : home;
    const found = this.#lookup(first, ev.key) ??
      (copy ? this.#lookup(home, ev.key) : undefined);
    if (!found) {
      if (ev.drag) this.#mouse.dragAsKeys();
      return await this.#actions(ev.forward);
    }
    const { table, name, line } = found;
    if (table === first && builtInMouse(table, name, line)) {
      return await this.#actions(ev.actions);
    }
    return await runMouseBinding(line, ev, this.#bindingHost(ev));
  }

  // Mouse key `ev`'s pane when it is another than the active one, in
  // copy mode kept here (not shown).
  #otherInMode(ev: MouseKey): number | undefined {
    const p = this.#mouse.panes.find((q) => q.id === ev.pane);
    return p && p.id >= 0 && !p.active && this.host.inMode(p.id)
      ? p.id
      : undefined;
  }

  // Whether mouse key `ev` is over the pane copy mode shows (a key of no
  // pane: whether copy mode is on): a binding run over another pane sees
  // it out of a mode (`#{pane_in_mode}`, `copy-mode` enters it there).
  #inCopy(ev: MouseKey): boolean {
    const mode = this.host.scroll;
    if (!mode) return false;
    return mode.pane === undefined || ev.pane === undefined ||
      ev.pane === mode.pane;
  }

  // Mouse key `key`'s binding in `table`; a key with modifiers bound to
  // nothing takes the key's without them (berth's: a Ctrl-click clicks,
  // as before mouse keys).
  #lookup(
    table: KeyTableName,
    key: string,
  ): { table: KeyTableName; name: string; line: string } | undefined {
    const keys = this.host.keys;
    const plain = key.replace(/^(?:[CMS]-)+/, "");
    for (const name of plain === key ? [key] : [key, plain]) {
      const line = keys.lookupMouse(table, name);
      if (line !== undefined) return { table, name, line };
    }
    return undefined;
  }

  // What a binding runs its commands with, at mouse key `ev`.
  #bindingHost(ev: MouseKey): MouseBindingHost {
    const host = this.host;
    let took = false;
    const otherInMode = () => this.#otherInMode(ev);
    return {
      actions: (list) => this.#actions(list),
      select: async () => {
        const p = this.#mouse.panes.find((q) => q.id === ev.pane);
        if (p && !p.active) await this.#selectPane(p.id);
        return null;
      },
      copyAt: async (line) => {
        const mode = host.scroll;
        if (!mode || !ev.at) return null;
        return await host.scrolled(mode.selectAt(ev.at, line));
      },
      takeDrag: () => {
        took = true;
        return ev.drag ? this.#actions(ev.drag) : Promise.resolve(null);
      },
      dragDone: () => {
        if (ev.drag && !took) this.#mouse.dragAsKeys();
      },
      copyCommand: async (line, times) => {
        const other = otherInMode();
        if (other !== undefined) {
          return await host.otherCommand(other, line, times);
        }
        const mode = await this.#copyModeFor(null);
        return mode ? await host.scrolled(mode.command(line, times)) : null;
      },
      whenReady: (run) => {
        const mode = host.scroll;
        if (!mode || mode.ready) return false;
        this.#waiting.push(run);
        return true;
      },
      enterCopy: async () => {
        if (!host.scroll) return await host.enterScroll();
        return null;
      },
      copyMode: () => this.#inCopy(ev),
      otherCopy: () => otherInMode() !== undefined,
      otherPane: () => {
        const p = this.#mouse.panes.find((q) => q.id === ev.pane);
        return p !== undefined && p.id >= 0 && !p.active && !host.inMode(p.id);
      },
      enterOther: async (wheel) => {
        if (ev.pane !== undefined) await host.enterOther(ev.pane, wheel);
        return null;
      },
      runLine: (line) => host.runLine(line, ev.outer),
      later: (ms, run) => {
        const cancel = after(ms, () => {
          this.#laters.delete(cancel);
          host.queue(run);
        });
        this.#laters.add(cancel);
      },
      values: (name) => this.#value(ev, name),
      target: () => this.#target(ev),
    };
  }

  // The status line's key for report `r`: a press or the wheel, at a
  // window's name (`Status`, the window tmux's `=` target), on
  // status-left, status-right or elsewhere (`StatusLeft`, `StatusRight`,
  // `StatusDefault`: `=` is the session); the built-in bindings select
  // that window, the previous or next one (tmux's MouseDown1Status,
  // WheelUpStatus, WheelDownStatus).
  #statusKey(r: MouseReport): MouseKey {
    const wheel = isWheel(r);
    const to = wheel ? (isWheelUp(r) ? "previous" : "next") : undefined;
    const { place, window } = this.host.renderer.statusPlaceAt(r.x, r.y);
    const button = buttonOf(r) + 1;
    const name = to
      ? (to === "previous" ? "WheelUp" : "WheelDown")
      : button <= 3
      ? `MouseDown${button}`
      : "";
    const key = name && modifierNames(r) + name + place;
    const select: MouseAction[] = place !== "Status"
      ? []
      : to
      ? [{ t: "window", to }]
      : window !== undefined && button === 1
      ? [{ t: "window", index: window }]
      : [];
    const session = place === "Status" ? undefined : -1;
    return { key, window, pane: session, actions: select, forward: [] };
  }

  // Window `a.index` of the session, or the previous or next one.
  #selectWindow(a: Extract<MouseAction, { t: "window" }>): void {
    const to = a.to;
    const name = to ? this.host.name : `${this.host.name}:${a.index}`;
    this.host.conn.request({ op: "select-window", name, ...(to ? { to } : {}) })
      .catch((err) => this.host.say(err));
  }

  // tmux's `=` target (`{mouse}`) at key `ev`: its pane, or on the
  // status line the window under the pointer; undefined: none there.
  #target(ev: MouseKey): string | undefined {
    if (ev.window !== undefined) return `${this.host.name}:${ev.window}`;
    if (ev.pane !== undefined && ev.pane >= 0) return this.#paneTarget(ev.pane);
    return ev.pane !== undefined ? `${this.host.name}:` : undefined;
  }

  // The formats a binding's `if-shell -F` reads at key `ev` (tmux's).
  #value(ev: MouseKey, name: string): string | undefined {
    const p = this.#mouse.panes.find((q) => q.id === ev.pane);
    switch (name) {
      case "mouse_any_flag":
        return p && p.mouse !== "none" ? "1" : "0";
      case "pane_in_mode":
        return this.#inCopy(ev) ? "1" : "0";
      case "mouse_x":
        return ev.at ? String(ev.at.x) : "";
      case "mouse_y":
        return ev.at ? String(ev.at.y) : "";
      case "mouse_pane":
      case "pane_id":
        return p ? `%${p.id}` : undefined;
      case "window_index":
        return ev.window !== undefined ? String(ev.window) : undefined;
      case "mouse_word":
      case "mouse_line":
        return this.#textAt(p, ev, name === "mouse_word");
    }
    return undefined;
  }

  // tmux's `#{mouse_word}` (`word`) or `#{mouse_line}` at key `ev` in
  // pane `p`, in the text it shows: copy mode's view over the pane copy
  // mode shows (tmux's window_copy_get_word), else its screen as last
  // drawn; "" off a pane.
  #textAt(p: WirePane | undefined, ev: MouseKey, word: boolean): string {
    const renderer = this.host.renderer, mode = this.host.scroll;
    if (!p || !ev.at) return "";
    const { x, y } = ev.at;
    const seps = this.host.wordSeparators;
    if (mode?.shows(p.id)) {
      const row = mode.shownRow(y);
      if (!row) return "";
      return word
        ? wordAt(row, 0, row.cols, x, seps)
        : lineAt(row, 0, row.cols);
    }
    if (!mode && renderer.viewing) return "";
    const row = renderer.sessionRow(p.y + y);
    if (!row) return "";
    const [x0, x1] = [p.x, p.x + p.cols];
    return word ? wordAt(row, x0, x1, p.x + x, seps) : lineAt(row, x0, x1);
  }

  // Carries actions out in order, until one ends the session.
  async #actions(list: MouseAction[]): Promise<AttachResult | null> {
    for (const a of list) {
      const result = await this.#mouseAction(a);
      if (result) return result;
    }
    return null;
  }

  async #mouseAction(a: MouseAction): Promise<AttachResult | null> {
    const waits = a.t === "scroll" || a.t === "select-text" ||
      a.t === "copy" || a.t === "select-at";
    if (waits && this.host.scroll && !this.host.scroll.ready) {
      this.#waiting.push(() => this.#mouseAction(a));
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
        if (a.pane !== undefined) {
          // Another pane: copy mode there, unselected; one in copy mode
          // already is selected and shows it (tmux's copy table's wheel).
          if (!this.host.inMode(a.pane)) {
            // The wheel down enters nothing (tmux binds no WheelDownPane).
            if (a.lines > 0) await this.host.enterOther(a.pane, true);
            return null;
          }
          await this.#selectPane(a.pane);
        }
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
      case "window":
        this.#selectWindow(a);
        return null;
    }
  }

  // Copy mode for a selection, entered if need be; null when it is not
  // ready yet (`a` then waits for its first answer) or cannot start.
  async #copyModeFor(a: MouseAction | null): Promise<ScrollMode | null> {
    if (!this.host.scroll) await this.host.enterScroll();
    const mode = this.host.scroll as ScrollMode | null;
    if (mode && !mode.ready) {
      if (a) this.#waiting.push(() => this.#mouseAction(a));
      return null;
    }
    return mode;
  }

  // Copy mode's first answer came: the mouse actions that waited for it.
  async ready(): Promise<AttachResult | null> {
    while (this.host.scroll?.ready && this.#waiting.length > 0) {
      const result = await this.#waiting.shift()!();
      if (result) return result;
    }
    if (!this.host.scroll) this.#waiting = [];
    return null;
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
      .then(() => this.host.paneSelected(id), (err) => this.host.say(err));
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
