/**
 * A popup's own menu, as tmux 3.3a's (`popup_menu_items`): the right
 * button on the popup's left or top border, or anywhere outside it,
 * opens it at the pointer: `Close` ends the popup, `Fill Space` makes it
 * the whole terminal, `Centre` puts it in the middle. tmux's `Paste` and
 * `To Horizontal Pane`/`To Vertical Pane` are left out: berth's popup
 * cannot become a pane. The menu is `menu.ts`'s, drawn over the popup,
 * taking the keys and the mouse until it closes.
 *
 * @module
 */

import { Menu } from "./menu.ts";
import type { OverlayHost, OverlayResult } from "./chooser_overlay.ts";
import type { Renderer } from "./renderer.ts";
import type { GridRow } from "./screen_grid.ts";
import type { MouseReport } from "./mouse_report.ts";
import { concatBytes } from "./input_filter.ts";

/** What an item asks of the popup. */
export type PopupChoice = "close" | "fill" | "centre";

/** The popup's menu while it shows. */
export class PopupMenu {
  readonly #menu: Menu;

  /**
   * At outer cell `at`, over `under()` (the popup drawn over the
   * session, by the view's rows); `chosen` carries an item out after the
   * menu has closed, its bytes drawn after the menu's.
   */
  constructor(
    renderer: Renderer,
    host: OverlayHost,
    at: { x: number; y: number },
    under: () => GridRow[],
    readonly chosen: (
      choice: PopupChoice | null,
      rest: MouseReport[],
    ) => OverlayResult,
  ) {
    // Its answers and timers come back as the popup's results.
    const menuHost: OverlayHost = {
      request: (req, then) => host.request(req, (a) => this.#done(then(a))),
      later: (ms, then) => host.later(ms, () => this.#done(then())),
      session: host.session,
      keys: host.keys,
      underneath: under,
      pointer: () => at,
    };
    this.#menu = new Menu(renderer, menuHost, {
      title: "",
      x: "M",
      y: "M",
      items: [
        { name: "Close", key: "q", command: "close" },
        null,
        { name: "Fill Space", key: "F", command: "fill" },
        { name: "Centre", key: "C", command: "centre" },
      ],
    });
  }

  start(): OverlayResult {
    return this.#done(this.#menu.start());
  }

  keys(data: Uint8Array): OverlayResult {
    return this.#done(this.#menu.keys(data));
  }

  mouse(r: MouseReport): OverlayResult {
    return this.#done(this.#menu.mouse(r));
  }

  /** The popup under it changed (its program wrote). */
  frame(): OverlayResult {
    return this.#menu.frame();
  }

  // The menu's result as the popup's: once it closed, the popup drawn
  // again (or its item carried out), the popup staying open.
  #done(r: OverlayResult): OverlayResult {
    if (!r.leave) return r;
    const choice = (r.run ?? null) as PopupChoice | null;
    const after = this.chosen(choice, this.#menu.early.splice(0));
    const out = concatBytes(
      r.out ?? new Uint8Array(0),
      after.out ?? new Uint8Array(0),
    );
    return { ...after, out, ...(r.message ? { message: r.message } : {}) };
  }
}
