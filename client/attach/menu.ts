/**
 * tmux's `display-menu` (prefix `<` and `>`, its window and pane menus):
 * a box of items over the screen, each a name, a key and a command; the
 * one under the cursor in `mode-style` (tmux's). Up/Down (`k` `j`) move
 * over the items that can be chosen, Enter runs the selected one's
 * command, an item's key runs its command at once, `q`, Escape or `C-c`
 * close it.
 *
 * `display-menu [-T TITLE] [-x X] [-y Y] NAME KEY COMMAND ...`: an empty
 * NAME is a separator line (and takes no KEY or COMMAND); a NAME that
 * starts with `-` is shown dim and cannot be chosen. TITLE and the names
 * take tmux's formats, expanded by the daemon for the attached session's
 * active pane (`#[...]` styles are left out). X and Y are tmux's: a
 * column, and the row the menu ends above; `W` the window's place on the
 * status line (above it), `P` the active pane (its left edge, above its
 * bottom edge), `M` the mouse key's pointer that opened it (centred on
 * its column, the top on its row), `C` the middle; the menu stays on the
 * screen.
 *
 * The mouse, as tmux 3.3a's `menu_key_cb`: a menu a mouse key opened
 * (the right button's) highlights the item under the pointer as the
 * button is dragged over it and runs it on the release; a release
 * elsewhere closes it. With `-O` it stays open when released: a press on
 * an item runs the highlighted item, a press outside closes it, the
 * wheel and the pointer's moves highlight. A menu a key opened takes only the left button's presses
 * and drags, and does nothing with them; any other report closes it.
 *
 * @module
 */

import type { PaneInfo } from "../../protocol/messages.ts";
import { ATTR_FAINT, ATTR_INVERSE } from "../../vt/types.ts";
import type { SgrStyle } from "../../vt/sgr_encode.ts";
import type { Renderer } from "./renderer.ts";
import type { Key } from "./scroll_keys.ts";
import {
  failure,
  isLeaveKey,
  leaveOverlay,
  type Overlay,
  type OverlayHost,
  OverlayKeys,
  type OverlayResult,
} from "./chooser_overlay.ts";
import { DEFAULT_ATTRS, GridRow } from "./screen_grid.ts";
import { putText } from "./row_text.ts";
import { keyName } from "./key_table.ts";
import { concatBytes } from "./input_filter.ts";
import type { MenuSpec } from "./menu_spec.ts";
import { MOUSE_MOTION, MOUSE_WHEEL, type MouseReport } from "./mouse_report.ts";

/** A menu item as shown: its name expanded, whether it can be chosen. */
interface Shown {
  name: string;
  key: string;
  command: string;
  enabled: boolean;
}

// tmux's MOUSE_MASK_BUTTONS: the button and wheel bits of a report.
const BUTTONS = 3 | MOUSE_WHEEL | 128;

// Formats' `#[...]` styles, which berth's menus leave out.
const STYLES = /#\[[^\]]*\]/g;

/**
 * The rows of a menu box: the title in the top border, each item's name
 * and `(KEY)` in columns, separators as lines across; `selected` the
 * index of the item highlighted in `chosen` (tmux's `mode-style`;
 * reversed by default); `centre`: the title in the middle (tmux's
 * `#[align=centre]`), else a cell from the left corner.
 */
export function menuBox(
  title: string,
  items: (Shown | null)[],
  selected: number,
  centre = true,
  chosen: Readonly<SgrStyle> = { ...DEFAULT_ATTRS, flags: ATTR_INVERSE },
): GridRow[] {
  // As tmux's: each name with its ` (KEY)`, the keys at the right edge.
  const label = (it: Shown) => it.enabled && it.key ? ` (${it.key})` : "";
  const itemW = (it: Shown) => [...it.name].length + label(it).length;
  const textW = Math.max(0, ...items.map((it) => it ? itemW(it) : 0));
  const inner = Math.max(textW + 2, [...title].length + 2);
  const w = inner + 2;
  const rows: GridRow[] = [];
  const top = new GridRow(w);
  const t = [...title].length;
  const left = centre ? Math.floor((inner - t) / 2) : Math.min(1, inner - t);
  putText(
    top,
    w,
    "┌" + "─".repeat(left) + title + "─".repeat(inner - t - left) + "┐",
    DEFAULT_ATTRS,
    "left",
  );
  rows.push(top);
  items.forEach((it, i) => {
    const row = new GridRow(w);
    if (!it) {
      putText(row, w, "├" + "─".repeat(inner) + "┤", DEFAULT_ATTRS, "left");
      rows.push(row);
      return;
    }
    putText(row, w, "│" + " ".repeat(inner) + "│", DEFAULT_ATTRS, "left");
    const key = label(it);
    const text = it.name.padEnd(inner - 2 - key.length) + key;
    // A dim item under the pointer is not highlighted (tmux's).
    const style = !it.enabled
      ? { ...DEFAULT_ATTRS, flags: ATTR_FAINT }
      : i === selected
      ? chosen
      : DEFAULT_ATTRS;
    const part = new GridRow(inner - 2);
    putText(part, inner - 2, text, style, "left");
    const end = it.enabled ? inner - 2 : [...it.name].length;
    for (let x = 0; x < end; x++) row.copyCell(2 + x, part, x);
    rows.push(row);
  });
  const bottom = new GridRow(w);
  putText(bottom, w, "└" + "─".repeat(inner) + "┘", DEFAULT_ATTRS, "left");
  rows.push(bottom);
  return rows;
}

/** The menu overlay. */
export class Menu implements Overlay {
  #keys: OverlayKeys;
  #title = "";
  #items: (Shown | null)[] | null = null;
  #selected = -1;
  #pane: PaneInfo | null = null;
  /**
   * The outer cell of the mouse key that opened it (`-x M -y M`); null:
   * a key opened it (tmux's MENU_NOMOUSE).
   */
  readonly #pointer: { x: number; y: number } | null;
  /** The mouse picks items (a mouse key opened it, or `-M`). */
  readonly #byMouse: boolean;
  /** The box's top left cell as last drawn, in the view's cells. */
  #at = { x: 0, y: 0, w: 0 };
  /**
   * Mouse reports that came before it was drawn; once it has closed,
   * those that came after the one that closed it.
   */
  readonly early: MouseReport[] = [];
  /** Reports on the status line come too: they are outside the box. */
  readonly mouseOnStatus = true;

  constructor(
    readonly renderer: Renderer,
    readonly host: OverlayHost,
    readonly spec: MenuSpec,
  ) {
    this.#keys = new OverlayKeys(host.keys);
    this.#pointer = host.pointer?.() ?? null;
    this.#byMouse = this.#pointer !== null || spec.mouse === true;
  }

  /**
   * The outer terminal reports every move while a menu the mouse opened
   * shows, so that the pointer highlights the item under it (tmux's).
   */
  get mouseTracking(): "any" | undefined {
    return this.#byMouse ? "any" : undefined;
  }

  start(): OverlayResult {
    // The names and title expanded in one request, one line each.
    const texts = [
      this.spec.title,
      ...this.spec.items.map((it) => it?.name ?? ""),
    ]
      .map((t) => t.replace(STYLES, "").replace(/[\n\r]/g, " "));
    const format = texts.join("\n");
    this.host.request(
      {
        op: "display-message",
        name: this.host.session,
        format,
        print: true,
      },
      (a) => {
        if (a instanceof Error) {
          return { ...leaveOverlay(this.renderer), message: failure(a) };
        }
        const lines = a.text.split("\n");
        this.#title = lines[0] ?? "";
        this.#items = this.spec.items.map((it, i) => {
          if (!it) return null;
          const name = lines[i + 1] ?? it.name;
          const enabled = !name.startsWith("-");
          return { ...it, name: enabled ? name : name.slice(1), enabled };
        });
        // Opened by the mouse, nothing is highlighted until it points.
        this.#selected = this.#byMouse
          ? -1
          : this.#items.findIndex((it) => it?.enabled);
        return this.#ready();
      },
    );
    if (this.#needsPane()) {
      this.host.request({ op: "list-panes", name: this.host.session }, (a) => {
        if (a instanceof Error) {
          return { ...leaveOverlay(this.renderer), message: failure(a) };
        }
        this.#pane = a.panes.find((p) => p.active) ?? null;
        return this.#ready();
      });
    }
    return {};
  }

  // Drawn once its names (and the pane it is placed by) are known; the
  // mouse reports that came before then taken in order.
  #ready(): OverlayResult {
    if (!this.#items || (!this.#pane && this.#needsPane())) return {};
    let out = this.#draw();
    // Those after the one that closed it stay in `early`, for what is
    // under it (a popup's menu).
    for (let r; (r = this.early.shift());) {
      const done = this.mouse(r);
      // Each draw's bytes are the change from the one before.
      if (done.out) out = concatBytes(out, done.out);
      if (done.leave) return { ...done, out };
    }
    return { out };
  }

  #needsPane(): boolean {
    return this.spec.x === "P" || this.spec.y === "P";
  }

  resize(): OverlayResult {
    return this.#items ? { out: this.#draw() } : {};
  }

  frame(): OverlayResult {
    return this.#items ? { out: this.#draw() } : {};
  }

  keys(data: Uint8Array): OverlayResult {
    if (!this.#items) return {};
    return this.#keys.feed(data, (key) => this.#key(key)) ??
      { out: this.#draw() };
  }

  #key(key: Key): OverlayResult | null {
    const items = this.#items!;
    // An item's key first, as tmux's: a popup's `Close (q)`.
    const name = keyName(key.bytes);
    const chosen = items.findIndex((it) => it?.enabled && it.key === name);
    if (chosen >= 0) return this.#run(items[chosen]!);
    if (isLeaveKey(key.name)) return leaveOverlay(this.renderer);
    switch (key.name) {
      case "Up":
      case "k":
        this.#step(-1);
        break;
      case "Down":
      case "j":
        this.#step(1);
        break;
      case "Enter":
        return this.#chosen();
    }
    return null;
  }

  /**
   * A mouse report at a cell of the view (-1 rows: the status line), as
   * tmux 3.3a's menu takes it.
   */
  mouse(r: MouseReport): OverlayResult {
    if (!this.#items || (!this.#pane && this.#needsPane())) {
      this.early.push(r);
      return {};
    }
    // tmux's button code less the modifiers and motion: a release's are
    // 3, as a move's with no button held.
    const buttons = (r.release ? 3 : r.code) & BUTTONS;
    const release = buttons === 3;
    const wheel = (buttons & MOUSE_WHEEL) !== 0;
    const drag = !r.release && (r.code & MOUSE_MOTION) !== 0;
    if (!this.#byMouse) {
      return buttons === 0 ? {} : leaveOverlay(this.renderer);
    }
    const row = r.y - this.#at.y - 1;
    const inside = r.x >= this.#at.x && r.x < this.#at.x + this.#at.w &&
      row >= 0 && row < this.#items.length;
    const stay = this.spec.stayOpen === true;
    if (!inside) {
      if (stay ? !release && !wheel && !drag : release) {
        return leaveOverlay(this.renderer);
      }
      return this.#highlight(-1);
    }
    if (stay ? !wheel && !drag : release) return this.#chosen();
    return this.#highlight(row);
  }

  #highlight(at: number): OverlayResult {
    if (at === this.#selected) return {};
    this.#selected = at;
    return { out: this.#draw() };
  }

  // The highlighted item runs; none, or a dim one, closes the menu (a
  // dim one under `-O` leaves it open).
  #chosen(): OverlayResult {
    const it = this.#items![this.#selected];
    if (this.#selected < 0) return leaveOverlay(this.renderer);
    if (!it?.enabled) {
      return this.spec.stayOpen ? {} : leaveOverlay(this.renderer);
    }
    return this.#run(it);
  }

  // The next item that can be chosen, up or down, wrapping; from none
  // highlighted, Down is the first, Up the last.
  #step(by: number): void {
    const items = this.#items!;
    const n = items.length;
    const from = this.#selected >= 0 ? this.#selected : by > 0 ? -1 : n;
    for (let k = 1; k <= n; k++) {
      const i = ((from + by * k) % n + n) % n;
      if (items[i]?.enabled) {
        this.#selected = i;
        return;
      }
    }
  }

  #run(it: Shown): OverlayResult {
    const r = leaveOverlay(this.renderer);
    return it.command.trim() === "" ? r : { ...r, run: it.command };
  }

  // The session's screen with the box over it.
  #draw(): Uint8Array {
    const r = this.renderer;
    const { cols, rows } = r.size;
    // Over copy mode's view, when the menu opened over it (tmux's).
    const out = this.host.underneath?.() ?? r.sessionScreen();
    const centre = /#\[[^\]]*align=centre/.test(this.spec.title);
    const box = menuBox(
      this.#title,
      this.#items!,
      this.#selected,
      centre,
      this.host.modeStyle,
    );
    const w = box[0].cols, h = box.length;
    const left = Math.max(0, Math.min(cols - w, this.#x(w)));
    const top = Math.max(0, Math.min(rows - h, this.#y() - h));
    this.#at = { x: left, y: top, w };
    box.forEach((b, i) => {
      const row = out[top + i];
      if (!row) return;
      for (let x = 0; x < w && left + x < cols; x++) {
        row.copyCell(left + x, b, x);
      }
    });
    return r.showView(out, null);
  }

  // The menu's left column, as tmux reads -x.
  #x(w: number): number {
    const { cols } = this.renderer.size;
    const x = this.spec.x;
    if (x === "P") return this.#pane?.x ?? 0;
    // tmux's popup_mouse_centre_x: centred on the pointer (none: 0).
    if (x === "M") {
      const p = this.#pointer;
      return p ? Math.max(0, p.x - Math.floor(w / 2)) : 0;
    }
    if (x === "W") return this.renderer.windowX(this.spec.target);
    if (x === "R") return cols - w;
    if (/^\d+$/.test(x)) return Number(x);
    return Math.floor((cols - w) / 2);
  }

  // The row the menu ends above, as tmux reads -y.
  #y(): number {
    const { rows } = this.renderer.size;
    const y = this.spec.y;
    if (y === "P") return this.#pane ? this.#pane.y + this.#pane.rows : rows;
    if (y === "W" || y === "S") return rows;
    // tmux's popup_mouse_top: the top row on the pointer's.
    if (y === "M") {
      const p = this.#pointer;
      // The pointer's outer row as the view's (a status line on top).
      const top = this.renderer.statusPlace.y === 0 ? 1 : 0;
      return p ? p.y - top + (this.#items?.length ?? 0) + 2 : 0;
    }
    if (/^\d+$/.test(y)) return Number(y);
    const h = (this.#items?.length ?? 0) + 2;
    return Math.floor((rows + h) / 2);
  }
}
