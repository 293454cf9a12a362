/**
 * tmux's `display-popup`: a box over the session's screen with a program
 * running inside it on a pty of its own (conversation step 33). The
 * daemon runs the program and sends what it writes; this client runs the
 * VT engine over it (`vt/`), so that full-screen programs (vim, less,
 * fzf) work there, and draws the box, its border and title over the
 * session, which frames keep up to date underneath.
 *
 * As tmux 3.3a's: every key goes to the popup's program while it is open
 * (the prefix too: C-c reaches it). Without `-E`, Escape or C-c closes
 * the popup (its program is ended), and it stays after its program exits
 * until one of them; with `-E` it closes when the program exits, with
 * `-EE` only when it exits 0. Its size (`-w`, `-h`: cells or a percentage,
 * half the window by default) and place (`-x`, `-y`: a cell, `C` the
 * middle, `P` and `R` by the active pane, `S` above the status line)
 * are kept as the terminal changes size, moved or cut down to fit, as
 * tmux's are; the program's pty follows.
 *
 * @module
 */

import type { PaneInfo } from "../../protocol/messages.ts";
import type { StatusLineOptions } from "../../protocol/options.ts";
import { DEFAULT_STATUS_LINE } from "./status_line.ts";
import { COLOR_DEFAULT, type TerminalModes } from "../../vt/types.ts";
import { Terminal } from "../../vt/terminal.ts";
import { applyStyle, type Style } from "../../protocol/style.ts";
import type { PopupKeyModes, Renderer } from "./renderer.ts";
import {
  failure,
  type Overlay,
  type OverlayHost,
  type OverlayResult,
} from "./chooser_overlay.ts";
import { DEFAULT_ATTRS, GridRow } from "./screen_grid.ts";
import { putText } from "./row_text.ts";
import { encodeMouse } from "./mouse_encode.ts";
import type { MouseReport } from "./mouse_report.ts";
import { type Box, PopupDrag } from "./popup_drag.ts";
import { OverlayMenu } from "./overlay_menu.ts";
import type { MenuItem } from "./menu_spec.ts";
import { concatBytes } from "./input_filter.ts";
import {
  type BorderLines,
  popupArgv,
  popupSize,
  type PopupSpec,
} from "./popup_spec.ts";

/** Corners and sides of each border: ┌ ┐ └ ┘ ─ │. */
const BORDERS: Record<Exclude<BorderLines, "none">, string> = {
  single: "┌┐└┘─│",
  rounded: "╭╮╰╯─│",
  double: "╔╗╚╝═║",
  heavy: "┏┓┗┛━┃",
  simple: "++++-|",
  padded: "      ",
};

const NONE = new Uint8Array(0);

/**
 * Its own menu, as tmux 3.3a's (`popup_menu_items`): `Close` ends it,
 * `Fill Space` makes it the whole terminal, `Centre` puts it in the
 * middle. tmux's `Paste` and `To Horizontal Pane`/`To Vertical Pane` are
 * left out: berth's popup cannot become a pane.
 */
const MENU: MenuItem[] = [
  { name: "Close", key: "q", command: "close" },
  null,
  { name: "Fill Space", key: "F", command: "fill" },
  { name: "Centre", key: "C", command: "centre" },
];

// Formats' `#[...]` styles, which the title leaves out.
const STYLES = /#\[[^\]]*\]/g;

/** Numbers this client's popups: the daemon's messages name theirs. */
let lastId = 0;

/** The popup overlay. */
export class Popup implements Overlay {
  readonly #spec: PopupSpec;
  readonly #id = ++lastId;
  #engine: Terminal | null = null;
  /** Where tmux would put it (`ppx`, `ppy`, `psx`, `psy`). */
  #wanted: Box | null = null;
  /** Where it is now: the wanted box fitted to the terminal. */
  #box: Box = { x: 0, y: 0, w: 0, h: 0 };
  #drag = new PopupDrag();
  /** Its own menu, while it shows. */
  #menu: OverlayMenu | null = null;
  /** Reports on the status line come too: the box may cover it. */
  readonly mouseOnStatus = true;
  readonly keepsPaneMouse = true;
  #title = "";
  /**
   * What `-t` names (the client's session without it): the popup's
   * program starts with its session's directory and environment, as
   * tmux 3.3a's (`display-popup -t b:` from a client of a: b's).
   */
  #target = "";
  #jobDone = false;
  #borderStyle = { ...DEFAULT_ATTRS };
  #style: { fg: number; bg: number } | null = null;
  /** `-b`, `-B`, else the `popup-border-lines` setting. */
  readonly #lines: BorderLines;
  /**
   * Keys typed before its program runs (the formats asked for, the
   * `popup` request unanswered): played to it once it does, in order,
   * rather than dropped (`C-b g` then at once `abc`).
   */
  #early: Uint8Array[] | null = [];
  /**
   * Its program's exit status, for `done`: as tmux's, 129 (128 + SIGHUP)
   * until it has exited, so a popup closed while it ran tells that.
   */
  #status = 129;

  /**
   * `done`: told once, when it has closed (its program's status) or did
   * not open (why: one line), for `berth display-popup`'s wait (step 35).
   */
  constructor(
    readonly renderer: Renderer,
    readonly host: OverlayHost,
    spec: PopupSpec,
    readonly done: (status: number, error?: string) => void = () => {},
    look: Readonly<StatusLineOptions> = DEFAULT_STATUS_LINE,
  ) {
    this.#spec = spec;
    // As tmux's: the settings, then -S and -s over them.
    this.#lines = spec.lines ?? look["popup-border-lines"];
    const border = styleOver(look["popup-border-style"], spec.borderStyle);
    if (border) {
      this.#borderStyle = { ...DEFAULT_ATTRS, fg: border.fg, bg: border.bg };
    }
    const inside = styleOver(look["popup-style"], spec.style);
    if (inside) this.#style = { fg: inside.fg, bg: inside.bg };
  }

  #border(): number {
    return this.#lines === "none" ? 0 : 1;
  }

  start(): OverlayResult {
    // The directory and the title are formats, for the target pane.
    const session = this.host.session;
    const t = this.#spec.target;
    const name = t === undefined
      ? session
      : t.startsWith(":")
      ? session + t
      : /^%\d+$/.test(t)
      ? `${session}:${t}`
      : t;
    this.#target = name;
    const texts = [this.#spec.cwd ?? "", this.#spec.title]
      .map((s) => s.replace(/[\n\r]/g, " "));
    let formats: string[] | null = null;
    let pane: PaneInfo | null | undefined = this.#needsPane()
      ? undefined
      : null;
    const ready = (): OverlayResult => {
      if (!formats || pane === undefined) return {};
      return this.#open(formats, pane);
    };
    this.host.request(
      { op: "display-message", name, format: texts.join("\n"), print: true },
      (a) => {
        if (a instanceof Error) return this.#fail(failure(a));
        formats = a.text.split("\n");
        return ready();
      },
    );
    if (pane === undefined) {
      this.host.request({ op: "list-panes", name: session }, (a) => {
        if (a instanceof Error) return this.#fail(failure(a));
        pane = a.panes.find((p) => p.active) ?? null;
        return ready();
      });
    }
    return {};
  }

  #needsPane(): boolean {
    return /^[PR]$/.test(this.#spec.x) || this.#spec.y === "P";
  }

  // Places the box, starts the program and draws.
  #open(formats: string[], pane: PaneInfo | null): OverlayResult {
    // As tmux's: sizes and places on the whole terminal, the status line
    // too, which it may cover (`#fit`).
    const { cols, rows } = this.renderer.outerSize;
    let w: number, h: number;
    try {
      w = popupSize(this.#spec.width, cols, "width");
      h = popupSize(this.#spec.height, rows, "height");
    } catch (err) {
      return this.#fail((err as Error).message);
    }
    const b = this.#border();
    this.#wanted = {
      x: this.#placeX(w, cols, pane),
      y: this.#placeY(h, rows, pane),
      w,
      h,
    };
    this.#box = this.#fit(this.#wanted);
    // As tmux's: too small for a border and a cell inside, nothing.
    if (this.#box.w < 1 + 2 * b || this.#box.h < 1 + 2 * b) {
      return this.#fail(null);
    }
    w = this.#box.w;
    h = this.#box.h;
    this.#title = (formats[1] ?? "").replace(STYLES, "");
    const cwd = formats[0] ?? "";
    const iw = w - 2 * b, ih = h - 2 * b;
    this.#engine = new Terminal({
      cols: iw,
      rows: ih,
      scrollback: 0,
      events: {
        // Its answers (DA, the cursor's place) go back to the program.
        response: (bytes) => this.#input(bytes),
      },
    });
    const cmd = popupArgv(this.#spec.command);
    this.host.request({
      op: "popup",
      name: this.#target || this.host.session,
      popup: this.#id,
      ...(cmd ? { cmd } : {}),
      ...(cwd !== "" ? { cwd } : {}),
      ...(Object.keys(this.#spec.env).length ? { env: this.#spec.env } : {}),
      cols: iw,
      rows: ih,
    }, (a) => {
      if (a instanceof Error) return this.#fail(failure(a));
      return this.#playEarly();
    });
    return { out: this.#draw() };
  }

  /**
   * The wanted box as tmux's popup_resize_cb fits it to the terminal (cut
   * down, moved in): over the status line too, as tmux's.
   */
  #fit(wanted: Box): Box {
    const outer = this.renderer.outerSize;
    const w = Math.min(wanted.w, outer.cols);
    const h = Math.min(wanted.h, outer.rows);
    const y = wanted.y + h > outer.rows ? outer.rows - h : wanted.y;
    const x = wanted.x + w > outer.cols ? outer.cols - w : wanted.x;
    return { x: Math.max(0, x), y: Math.max(0, y), w, h };
  }

  // The outer row where the window's rows start (1 under a top status).
  #top(): number {
    return this.renderer.statusPlace.y === 0 ? 1 : 0;
  }

  // tmux's -x: the box's left column.
  #placeX(w: number, cols: number, pane: PaneInfo | null): number {
    const x = this.#spec.x;
    let n: number;
    if (x === "R") n = pane ? pane.x + pane.cols - w : cols - w;
    else if (x === "P") n = pane?.x ?? 0;
    else if (x === "W") n = this.renderer.windowX(this.#spec.target);
    else if (/^-?\d+$/.test(x)) n = Number(x);
    else n = Math.floor((cols - 1) / 2) - Math.floor(w / 2);
    if (n + w >= cols) n = cols - w;
    return Math.max(0, n);
  }

  // tmux's -y: the row the box ends above, made its top row.
  #placeY(h: number, rows: number, pane: PaneInfo | null): number {
    const y = this.#spec.y;
    let n: number;
    if (y === "P") n = pane ? pane.y + pane.rows : rows;
    else if (y === "S" || y === "W") n = this.renderer.size.rows;
    else if (/^-?\d+$/.test(y)) n = Number(y);
    else {
      n = Math.floor((rows - 1) / 2) + Math.floor(h / 2);
      if (n >= rows) n = rows - h;
    }
    n = n < h ? 0 : n - h;
    if (n + h >= rows) n = rows - h;
    return Math.max(0, n);
  }

  // Fails to open: a message (none: silently, as tmux's too-small popup).
  #fail(message: string | null): OverlayResult {
    this.done(1, message ?? "the terminal is too small for that popup");
    const r = this.#leave();
    return message === null ? r : { ...r, message };
  }

  resize(): OverlayResult {
    this.#menu = null; // as the terminal's size changes, tmux's too
    const wanted = this.#wanted;
    const engine = this.#engine;
    if (!wanted || !engine) return {};
    const box = this.#fit(wanted);
    this.#box = box;
    const { w, h } = box;
    const b = this.#border();
    const iw = w - 2 * b, ih = h - 2 * b;
    if (iw >= 1 && ih >= 1 && (iw !== engine.cols || ih !== engine.rows)) {
      engine.resize(iw, ih);
      if (!this.#jobDone) {
        this.host.send?.({
          t: "popup-resize",
          id: this.#id,
          cols: iw,
          rows: ih,
        });
      }
    }
    return { out: this.#draw() };
  }

  frame(): OverlayResult {
    if (this.#menu) return this.#menu.frame();
    return this.#engine ? { out: this.#draw() } : {};
  }

  // Its menu at outer cell `at`, over it (`overlay_menu.ts`).
  #openMenu(at: { x: number; y: number }): OverlayResult {
    this.#menu = new OverlayMenu(
      this.renderer,
      this.host,
      at,
      () => this.#compose().area,
      "",
      MENU,
      (choice, rest) => this.#menuChosen(choice, rest),
    );
    return this.#menu.start();
  }

  // The menu closed, `choice` its item's: carried out, as tmux's
  // popup_menu_done (the new box kept as the one wanted).
  // `rest`: the reports read after the one that closed it, its own.
  #menuChosen(choice: string | null, rest: MouseReport[]): OverlayResult {
    this.#menu = null;
    const { cols, rows } = this.renderer.outerSize;
    const box = this.#box;
    if (choice === "close") return this.#close();
    if (choice === "fill") this.#wanted = { x: 0, y: 0, w: cols, h: rows };
    if (choice === "centre") {
      const x = Math.floor(cols / 2) - Math.floor(box.w / 2);
      const y = Math.floor(rows / 2) - Math.floor(box.h / 2);
      this.#wanted = { ...box, x, y };
    }
    let r = this.resize();
    for (const m of rest) {
      // The view's cells as the terminal's (the status line: row -1).
      const next = this.mouse(m, { x: m.x, y: m.y + this.#top() });
      r = { ...next, out: concatBytes(r.out ?? NONE, next.out ?? NONE) };
      if (r.leave) break;
    }
    return r;
  }

  // The keys typed while it opened, now its program runs.
  #playEarly(): OverlayResult {
    const early = this.#early ?? [];
    this.#early = null;
    for (const data of early) {
      const r = this.keys(data);
      if (r.leave) return r;
    }
    return {};
  }

  keys(data: Uint8Array): OverlayResult {
    if (this.#menu) return this.#menu.keys(data);
    if (this.#early) {
      this.#early.push(data.slice());
      return {};
    }
    if (!this.#engine) return {};
    // Without -E, or once its program is gone, Escape and C-c close it.
    if (this.#spec.exitClose === 0 || this.#jobDone) {
      if (data.length === 1 && data[0] === 0x1b) return this.#close();
      const cc = data.indexOf(0x03);
      if (cc >= 0) {
        if (cc > 0) this.#input(data.subarray(0, cc));
        return this.#close();
      }
    }
    this.#input(data);
    return {};
  }

  /**
   * The mouse (with `mouse on`): a drag on the border (or with Meta)
   * moves or resizes the box (`popup_drag.ts`); inside the box the rest
   * goes to the program when it asked for it, at its own cells, as
   * tmux's popup passes it on.
   */
  mouse(r: MouseReport, outer: { x: number; y: number }): OverlayResult {
    const engine = this.#engine;
    if (!engine) return {};
    if (this.#menu) return this.#menu.mouse(r);
    const b = this.#border();
    const did = this.#drag.report(r, {
      ...outer,
      box: this.#box,
      border: b === 1,
      outer: this.renderer.outerSize,
    });
    if (typeof did === "object") {
      // Kept as tmux keeps its ppx, ppy, psx, psy: where it goes when
      // the terminal changes size.
      this.#wanted = did.box;
      return this.resize();
    }
    if (did === "menu") return this.#openMenu(outer);
    if (did !== "program" || this.#jobDone) return {};
    const x = outer.x - this.#box.x - b;
    const y = outer.y - this.#box.y - b;
    if (x < 0 || y < 0 || x >= engine.cols || y >= engine.rows) return {};
    const m = engine.modes();
    const bytes = encodeMouse(r, x, y, m.mouseTracking, m.mouseEncoding);
    if (bytes) this.#input(bytes);
    return {};
  }

  popupOutput(id: number, data: Uint8Array): boolean {
    if (id !== this.#id || !this.#engine) return false;
    this.#engine.write(data);
    return true;
  }

  popupExit(id: number, status: number): OverlayResult {
    if (id !== this.#id) return {};
    this.#jobDone = true;
    this.#status = status;
    const e = this.#spec.exitClose;
    if (e === 1 || (e === 2 && status === 0)) return this.#leave();
    return this.#engine ? { out: this.#draw() } : {};
  }

  /** Closed from outside (`display-popup -C`): its program ended. */
  close(): OverlayResult {
    return this.#close();
  }

  drop(): Uint8Array {
    if (this.#engine && !this.#jobDone) {
      this.#jobDone = true;
      this.host.send?.({ t: "popup-close", id: this.#id });
    }
    this.done(this.#status);
    return this.renderer.popupModes(null);
  }

  #close(): OverlayResult {
    if (this.#engine && !this.#jobDone) {
      this.#jobDone = true;
      this.host.send?.({ t: "popup-close", id: this.#id });
    }
    return this.#leave();
  }

  // The session's screen again, its key modes too.
  #leave(): OverlayResult {
    this.#jobDone = true;
    this.done(this.#status);
    const modes = this.renderer.popupModes(null);
    const screen = this.renderer.showSession();
    const out = new Uint8Array(modes.length + screen.length);
    out.set(modes);
    out.set(screen, modes.length);
    return { out, leave: { rest: new Uint8Array(0) } };
  }

  #input(data: Uint8Array): void {
    if (this.#jobDone || data.length === 0) return;
    this.host.send?.({ t: "popup-input", id: this.#id, data });
  }

  // The session's screen (the window's rows and the status line, by outer
  // row) with the box over it, the program's cursor.
  #draw(): Uint8Array {
    const r = this.renderer;
    const { area, cursor, cover } = this.#compose();
    const m = this.#engine!.modes();
    const modes = r.popupModes(keyModes(m));
    const screen = r.showView(area, cursor, cover);
    if (modes.length === 0) return screen;
    const both = new Uint8Array(modes.length + screen.length);
    both.set(modes);
    both.set(screen, modes.length);
    return both;
  }

  // The window's rows with the box over them, the program's cursor, and
  // what paints the box over the status line.
  #compose(): {
    area: GridRow[];
    cursor: { x: number; y: number } | null;
    cover: ((row: GridRow) => void) | null;
  } {
    const engine = this.#engine!;
    const r = this.renderer;
    const area = this.host.underneath?.() ?? r.sessionScreen();
    const top = this.#top(), status = r.statusPlace;
    const out: GridRow[] = [];
    for (let i = 0; i < area.length; i++) out[i + top] = area[i];
    const { x, y, w, h } = this.#box;
    // Over the status line: a copy of it, the box drawn on that.
    let over: GridRow | null = null;
    if (status.y >= y && status.y < y + h && status.row) {
      over = new GridRow(status.row.cols);
      over.copyFrom(status.row);
      out[status.y] = over;
    }
    const b = this.#border();
    if (b) this.#drawBorder(out, this.#box);
    const iw = Math.min(engine.cols, w - 2 * b);
    const ih = Math.min(engine.rows, h - 2 * b);
    const row = new GridRow(engine.cols);
    const style = this.#style;
    for (let j = 0; j < ih; j++) {
      const dst = out[y + b + j];
      if (!dst) continue;
      row.setRuns(engine.rowRuns(j));
      if (style) {
        const a = row.attrs;
        for (let i = 0; i < a.length; i += 4) {
          if (a[i] === COLOR_DEFAULT) a[i] = style.fg;
          if (a[i + 1] === COLOR_DEFAULT) a[i + 1] = style.bg;
        }
      }
      for (let i = 0; i < iw && x + b + i < dst.cols; i++) {
        dst.copyCell(x + b + i, row, i);
      }
    }
    const c = engine.cursor();
    const cursor = c.visible && !this.#jobDone && c.x < iw && c.y < ih
      ? { x: x + b + c.x, y: y + b + c.y - top }
      : null;
    // The status line under it goes on changing (its clock): the box's
    // cells are painted on it each time it is drawn.
    const cover = over ? paintColumns(over, x, w) : null;
    return { area, cursor, cover };
  }

  // The border, with the title from its third column, as tmux's box.
  #drawBorder(out: GridRow[], box: Box): void {
    const { x, y, w, h } = box;
    const [tl, tr, bl, br, hz, vt] = [
      ...BORDERS[this.#lines as Exclude<BorderLines, "none">],
    ];
    const st = this.#borderStyle;
    const put = (row: GridRow | undefined, at: number, ch: string) => {
      if (row && at >= 0 && at < row.cols) row.fill(at, at + 1, ch, st);
    };
    const top = out[y], bottom = out[y + h - 1];
    put(top, x, tl);
    put(top, x + w - 1, tr);
    put(bottom, x, bl);
    put(bottom, x + w - 1, br);
    for (let i = 1; i < w - 1; i++) {
      put(top, x + i, hz);
      put(bottom, x + i, hz);
    }
    for (let j = 1; j < h - 1; j++) {
      put(out[y + j], x, vt);
      put(out[y + j], x + w - 1, vt);
    }
    if (this.#title !== "" && w > 4 && top) {
      const part = new GridRow(w - 4);
      const n = putText(part, w - 4, this.#title, st, "left");
      for (let i = 0; i < n && x + 2 + i < top.cols; i++) {
        top.copyCell(x + 2 + i, part, i);
      }
    }
  }
}

/** Paints columns `x` to `x + w - 1` of `from` on a row. */
function paintColumns(from: GridRow, x: number, w: number) {
  return (row: GridRow) => {
    for (let i = x; i < x + w && i < row.cols; i++) row.copyCell(i, from, i);
  };
}

/**
 * A style setting with a flag's style over it (either may be absent or
 * bad): null when neither sets anything.
 */
function styleOver(setting: string, flag?: string): Style | null {
  const s: Style = { ...DEFAULT_ATTRS };
  let any = false;
  for (const text of [setting, flag]) {
    if (text && text !== "default" && applyStyle(s, text, s)) any = true;
  }
  return any ? s : null;
}

/** The modes of the popup's program that change what keys send. */
function keyModes(m: TerminalModes): PopupKeyModes {
  return {
    cursorKeys: m.cursorKeys,
    keypad: m.keypad,
    bracketedPaste: m.bracketedPaste,
  };
}
