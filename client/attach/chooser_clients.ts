/**
 * Prefix `D` (tmux's `choose-client`): the clients attached to this
 * client's session, one line each (name, size, read-only flag, how long
 * since it was last active; this client marked `(this)`); Enter detaches
 * the one under the cursor and leaves, `d` detaches it and stays, `t`
 * tags it and moves down, `T` untags all, `C-t` tags all
 * (`chooser_tags.ts`), `D` detaches the tagged ones and stays, as tmux
 * 3.3a's; `q` or Escape leaves. The list is fetched
 * again every `REFRESH_MS` while it is open.
 *
 * @module
 */

import type { ClientInfo } from "../../protocol/messages.ts";
import type { Renderer } from "./renderer.ts";
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
import { ChooserMenus, CLIENT_MENU } from "./chooser_menu.ts";
import type { MouseReport } from "./mouse_report.ts";
import { drawList, ListCursor, textRow } from "./chooser_list.ts";
import { tagMark, Tags } from "./chooser_tags.ts";

/** Often enough for the activity times to count up (they show seconds). */
const REFRESH_MS = 1000;

/** One client as the chooser lists it, `*` after its name when tagged. */
export function clientItem(c: ClientInfo, now: number, tagged = false): string {
  const idle = Math.max(0, Math.round((now - c.lastActive) / 1000));
  const flags = [
    c.readOnly ? "read-only" : "",
    c.suspended ? "suspended" : "",
    c.self ? "this" : "",
  ].filter(Boolean).join(", ");
  return `${tagMark(c.name, tagged)}: ${c.session} [${c.cols}x${c.rows}]${
    flags ? ` (${flags})` : ""
  } active ${idle}s ago`;
}

/** The client chooser. */
export class ClientChooser implements Overlay {
  #clients: ClientInfo[] | null = null;
  #list = new ListCursor();
  #keys: OverlayKeys;
  #mouse = new ListMouse();
  #menus = new ChooserMenus();
  #tags = new Tags();
  #message = "";

  constructor(readonly renderer: Renderer, readonly host: OverlayHost) {
    this.#keys = new OverlayKeys(host.keys);
  }

  start(): OverlayResult {
    this.#refresh();
    return { out: this.#draw() };
  }

  resize(): OverlayResult {
    return { out: this.#draw() };
  }

  mouse(r: MouseReport, outer: { x: number; y: number }): OverlayResult {
    if (this.#menus.shown) return this.#menus.mouse(r);
    const { rows } = this.renderer.size;
    const did = this.#mouse.report(this.#list, r, Math.max(1, rows - 1));
    if (did === "enter") return this.keys(ENTER);
    if (did === "menu") {
      return this.#menus.open(
        this.renderer,
        this.host,
        outer,
        this.#clients?.[this.#list.cursor]?.name ?? "",
        CLIENT_MENU,
        this.#draw(),
        (bytes) => bytes ? this.keys(bytes) : { out: this.#draw() },
      );
    }
    if (!did) return {};
    return { out: this.#draw() };
  }

  keys(data: Uint8Array): OverlayResult {
    if (this.#menus.shown) return this.#menus.keys(data);
    return this.#keys.feed(data, (key) => {
      this.#message = "";
      if (isLeaveKey(key.name)) return leaveOverlay(this.renderer);
      const page = Math.max(1, this.renderer.size.rows - 2);
      const names = (this.#clients ?? []).map((c) => c.name);
      const lines = { keyOf: (i: number) => names[i], top: () => true };
      if (
        moveKey(this.#list, key.name, page) ||
        this.#tags.key(key.name, this.#list, lines)
      ) return null;
      const chosen = names[this.#list.cursor];
      if (key.name === "Enter" && chosen) this.#detach([chosen], true);
      if (key.name === "d" && chosen) this.#detach([chosen], false);
      if (key.name === "D") {
        // This client last: once it is detached, no request of its goes.
        const self = this.#clients?.find((c) => c.self)?.name;
        const tagged = this.#tags.among(names);
        const last = tagged.filter((n) => n === self);
        this.#detach([...tagged.filter((n) => n !== self), ...last], false);
      }
      return null;
    }) ?? { out: this.#draw() };
  }

  // Detaches clients `names`, then leaves (Enter) or lists the clients
  // again (`d`, `D`). Asked all at once, in order: all go, though the
  // chooser closes meanwhile.
  #detach(names: string[], leave: boolean): void {
    let left = names.length;
    for (const name of names) {
      this.host.request({ op: "detach-client", name }, (answer) => {
        if (answer instanceof Error) {
          this.#message = failure(answer);
          return { out: this.#draw() };
        }
        if (--left > 0) return {};
        if (leave) return leaveOverlay(this.renderer);
        this.#refresh(false);
        return {};
      });
    }
  }

  // Fetches the list (again every REFRESH_MS with `loop`).
  #refresh(loop = true): void {
    this.host.request(
      { op: "list-clients", name: this.host.session },
      (answer) => {
        if (loop) this.host.later(REFRESH_MS, () => (this.#refresh(), {}));
        if (answer instanceof Error) this.#message = failure(answer);
        else {
          this.#clients = answer.clients;
          this.#list.resize(answer.clients.length);
          this.#tags.keep(answer.clients.map((c) => c.name));
        }
        return { out: this.#draw() };
      },
    );
  }

  #draw(): Uint8Array {
    const { cols, rows } = this.renderer.size;
    const now = Date.now();
    const clients = this.#clients ?? [];
    const tagged = (i: number) => this.#tags.has(clients[i]?.name);
    const lines = this.#clients?.map((c, i) => clientItem(c, now, tagged(i))) ??
      ["(fetching clients)"];
    const out = drawList(
      lines,
      this.#list,
      cols,
      Math.max(1, rows - 1),
      tagged,
    );
    const bottom = this.#message ||
      "Enter: detach the client  t: tag  D: detach tagged  q: leave";
    out.push(textRow(cols, bottom, this.#message !== ""));
    return this.#menus.over(this.renderer.showView(out.slice(0, rows), null));
  }
}
