/**
 * Prefix `=` (tmux's `choose-buffer`): the daemon's paste buffers, newest
 * first, one line each as tmux 3.3a shows them (`(0) buffer1: 14:05:
 * text`: name, when it was made, its start), with a preview of the one
 * under the cursor below the list. Enter pastes it into the active pane
 * (`paste-buffer -b NAME`) and leaves; `t` tags it (a `*` after its name,
 * the line bold) and moves on, `T` untags all, `C-t` tags all; `P` pastes
 * the tagged ones and leaves; `d` deletes the buffer under the cursor,
 * `D` the tagged ones (the chooser leaves with the last buffer); `0`-`9`
 * paste the buffer with that label; Up/Down/`k`/`j`, PageUp/PageDown,
 * Home/End move; `q` or Escape leaves. With no buffers it opens nothing,
 * as tmux's.
 *
 * @module
 */

import type { BufferInfo } from "../../protocol/messages.ts";
import type { Renderer } from "./renderer.ts";
import type { Key } from "./scroll_keys.ts";
import {
  ENTER,
  failure,
  isLeaveKey,
  leaveOverlay,
  ListMouse,
  moveKey,
  type Overlay,
  type OverlayHost,
  OverlayKeys,
  type OverlayResult,
} from "./chooser_overlay.ts";
import { BUFFER_MENU, ChooserMenus } from "./chooser_menu.ts";
import type { MouseReport } from "./mouse_report.ts";
import {
  chooserScreen,
  drawList,
  ListCursor,
  listHeight,
  textRow,
  withLabels,
} from "./chooser_list.ts";
import { DEFAULT_ATTRS, GridRow } from "./screen_grid.ts";
import { putText } from "./row_text.ts";
import { outputLines } from "./help_view.ts";
import { Tags } from "./chooser_tags.ts";

/** Buffers change seldom; once a second keeps the list current. */
const REFRESH_MS = 1000;

const DAY_S = 24 * 3600;

/**
 * tmux's `#{t/p:...}`, a time as short as it can be told from now: `14:05`
 * within a day, `Fri04` within the month or 28 days, `04Dec` within a
 * year, else `Dec25`.
 */
export function prettyTime(at: Date, now: Date): string {
  const age = Math.max(0, (now.getTime() - at.getTime()) / 1000);
  const two = (n: number) => String(n).padStart(2, "0");
  const month = at.toLocaleString("en-US", { month: "short" });
  if (age < DAY_S) return `${two(at.getHours())}:${two(at.getMinutes())}`;
  const sameYear = at.getFullYear() === now.getFullYear();
  if ((sameYear && at.getMonth() === now.getMonth()) || age < 28 * DAY_S) {
    const day = at.toLocaleString("en-US", { weekday: "short" });
    return `${day}${two(at.getDate())}`;
  }
  const lastYear = at.getFullYear() === now.getFullYear() - 1;
  if (
    (sameYear && at.getMonth() < now.getMonth()) ||
    (lastYear && at.getMonth() > now.getMonth())
  ) {
    return `${two(at.getDate())}${month}`;
  }
  return `${month}${two(at.getFullYear() % 100)}`;
}

/** A buffer's line, as tmux 3.3a's default format: name, time, start. */
export function bufferItem(b: BufferInfo, tagged: boolean, now: Date): string {
  const time = prettyTime(new Date(b.created), now);
  return `${b.name}${tagged ? "*" : ""}: ${time}: ${b.sample}`;
}

/** The buffer chooser. */
export class BufferChooser implements Overlay {
  #buffers: BufferInfo[] | null = null;
  #list = new ListCursor();
  #tags = new Tags();
  #keys: OverlayKeys;
  #mouse = new ListMouse();
  #menus = new ChooserMenus();
  #preview: { name: string; lines: string[] } | null = null;
  #fetching = false;
  #message = "";

  constructor(readonly renderer: Renderer, readonly host: OverlayHost) {
    this.#keys = new OverlayKeys(host.keys);
  }

  start(): OverlayResult {
    this.#refresh(true);
    return {};
  }

  resize(): OverlayResult {
    return this.#buffers ? { out: this.#draw() } : {};
  }

  mouse(r: MouseReport, outer: { x: number; y: number }): OverlayResult {
    if (this.#menus.shown) return this.#menus.mouse(r);
    const height = listHeight(this.renderer.size.rows);
    if (!this.#buffers) return {};
    const did = this.#mouse.report(this.#list, r, height);
    if (did === "enter") return this.keys(ENTER);
    if (did === "menu") {
      this.#fetchPreview();
      return this.#menus.open(
        this.renderer,
        this.host,
        outer,
        this.#buffers[this.#list.cursor]?.name ?? "",
        BUFFER_MENU,
        this.#draw(),
        (bytes) => bytes ? this.keys(bytes) : { out: this.#draw() },
      );
    }
    if (!did) return {};
    this.#fetchPreview();
    return { out: this.#draw() };
  }

  keys(data: Uint8Array): OverlayResult {
    if (!this.#buffers) return {};
    if (this.#menus.shown) return this.#menus.keys(data);
    return this.#keys.feed(data, (key) => this.#key(key)) ??
      { out: this.#draw() };
  }

  // One key; a result when it leaves, else null (the caller redraws).
  #key(key: Key): OverlayResult | null {
    const buffers = this.#buffers ?? [];
    const selected = buffers[this.#list.cursor];
    this.#message = "";
    if (isLeaveKey(key.name)) return leaveOverlay(this.renderer);
    const page = Math.max(1, listHeight(this.renderer.size.rows) - 1);
    const lines = { keyOf: (i: number) => buffers[i].name, top: () => true };
    if (
      moveKey(this.#list, key.name, page) ||
      this.#tags.key(key.name, this.#list, lines)
    ) {
      this.#fetchPreview();
      return null;
    }
    switch (key.name) {
      case "Enter":
        if (selected) this.#paste([selected.name]);
        break;
      case "P": {
        const names = this.#taggedNames();
        if (names.length > 0) this.#paste(names);
        break;
      }
      case "d":
        if (selected) this.#delete([selected.name]);
        break;
      case "D":
        this.#delete(this.#taggedNames());
        break;
      default:
        if (/^[0-9]$/.test(key.name) && Number(key.name) < buffers.length) {
          this.#list.cursor = Number(key.name);
          this.#paste([buffers[this.#list.cursor].name]);
        }
    }
    return null;
  }

  #taggedNames(): string[] {
    return this.#tags.among((this.#buffers ?? []).map((b) => b.name));
  }

  // Pastes `names` in order into the active pane, then leaves.
  #paste(names: string[]): void {
    const [name, ...more] = names;
    this.host.request(
      { op: "paste-buffer", buffer: name, name: this.host.session },
      (answer) => {
        if (answer instanceof Error) {
          return { out: this.#draw(failure(answer)) };
        }
        if (more.length > 0) {
          this.#paste(more);
          return {};
        }
        return leaveOverlay(this.renderer);
      },
    );
  }

  // Deletes `names`, then lists the buffers again.
  #delete(names: string[]): void {
    if (names.length === 0) return;
    const [name, ...more] = names;
    this.host.request({ op: "delete-buffer", buffer: name }, (answer) => {
      if (answer instanceof Error) return { out: this.#draw(failure(answer)) };
      if (more.length > 0) this.#delete(more);
      else this.#refresh(false);
      return {};
    });
  }

  // Fetches the list (again every REFRESH_MS with `loop`); none left:
  // the chooser leaves, as tmux's.
  #refresh(loop: boolean): void {
    this.host.request({ op: "list-buffers" }, (answer) => {
      if (loop) this.host.later(REFRESH_MS, () => (this.#refresh(true), {}));
      if (answer instanceof Error) {
        return { ...leaveOverlay(this.renderer), message: failure(answer) };
      }
      if (answer.buffers.length === 0) return leaveOverlay(this.renderer);
      const was = this.#buffers?.[this.#list.cursor]?.name;
      this.#buffers = answer.buffers;
      this.#list.resize(answer.buffers.length);
      const at = answer.buffers.findIndex((b) => b.name === was);
      if (at >= 0) this.#list.cursor = at;
      this.#tags.keep(answer.buffers.map((b) => b.name));
      this.#fetchPreview();
      return { out: this.#draw() };
    });
  }

  // The selected buffer's text for the preview.
  #fetchPreview(): void {
    const b = this.#buffers?.[this.#list.cursor];
    if (!b || this.#fetching || this.#preview?.name === b.name) return;
    this.#fetching = true;
    this.host.request({ op: "show-buffer", buffer: b.name }, (answer) => {
      this.#fetching = false;
      if (answer instanceof Error) return {};
      const text = new TextDecoder().decode(answer.data);
      this.#preview = { name: b.name, lines: outputLines(text) };
      const now = this.#buffers?.[this.#list.cursor];
      if (now && now.name !== b.name) this.#fetchPreview();
      return { out: this.#draw() };
    });
  }

  #draw(message = ""): Uint8Array {
    if (message) this.#message = message;
    const { cols, rows } = this.renderer.size;
    const buffers = this.#buffers ?? [];
    const now = new Date();
    const lines = withLabels(
      buffers.map((b) => bufferItem(b, this.#tags.has(b.name), now)),
    );
    const list = drawList(
      lines,
      this.#list,
      cols,
      listHeight(rows),
      (i) => this.#tags.has(buffers[i]?.name),
    );
    const name = buffers[this.#list.cursor]?.name ?? "";
    const shown = this.#preview?.name === name ? this.#preview.lines : [];
    const preview = (height: number) => {
      const out: GridRow[] = [];
      for (let y = 0; y < height; y++) {
        const row = new GridRow(cols);
        if (shown[y] !== undefined) {
          putText(row, cols, shown[y], DEFAULT_ATTRS, "left");
        }
        out.push(row);
      }
      return out;
    };
    const bottom = textRow(
      cols,
      this.#message ||
        "Enter: paste  t: tag  P: paste tagged  d/D: delete it/tagged  q: leave",
      this.#message !== "",
    );
    const out = chooserScreen(cols, rows, list, name, preview, bottom);
    return this.#menus.over(this.renderer.showView(out, null));
  }
}
