/**
 * A menu over another overlay, as tmux 3.3a opens one over a popup
 * (`popup_menu_items`) or a chooser (mode-tree's menu): `menu.ts`'s, at
 * the pointer, drawn over the overlay's view and taking the keys and the
 * mouse until it closes; then the overlay carries its item out (an
 * item's command is the overlay's own word for it, not a command line).
 *
 * @module
 */

import { Menu } from "./menu.ts";
import type { OverlayHost, OverlayResult } from "./chooser_overlay.ts";
import type { Renderer } from "./renderer.ts";
import type { GridRow } from "./screen_grid.ts";
import type { MouseReport } from "./mouse_report.ts";
import { concatBytes } from "./input_filter.ts";
import type { MenuItem } from "./menu_spec.ts";

/** A menu over an overlay, while it shows. */
export class OverlayMenu {
  readonly #menu: Menu;

  /**
   * `items` titled `title` at outer cell `at`, over `under()` (the
   * overlay's view, by its rows); `chosen` carries an item out after the
   * menu has closed, its bytes drawn after the menu's.
   */
  constructor(
    renderer: Renderer,
    host: OverlayHost,
    at: { x: number; y: number },
    under: () => GridRow[],
    title: string,
    items: MenuItem[],
    readonly chosen: (
      command: string | null,
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
      modeStyle: host.modeStyle,
    };
    this.#menu = new Menu(renderer, menuHost, { title, x: "M", y: "M", items });
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

  /** The overlay under it changed (drawn in the view first). */
  frame(): OverlayResult {
    return this.#menu.frame();
  }

  // The menu's result as the overlay's: once it closed, the overlay
  // drawn again (or its item carried out), the overlay staying open.
  #done(r: OverlayResult): OverlayResult {
    if (!r.leave) return r;
    const after = this.chosen(r.run ?? null, this.#menu.early.splice(0));
    const out = concatBytes(
      r.out ?? new Uint8Array(0),
      after.out ?? new Uint8Array(0),
    );
    return { ...after, out, ...(r.message ? { message: r.message } : {}) };
  }
}
