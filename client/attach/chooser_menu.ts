/**
 * A chooser's own menu, as tmux 3.3a's mode-tree opens one: the right
 * button on a line puts the cursor there and opens, at the pointer and
 * titled with the line's name, a menu of the chooser's keys; an item
 * types its key into the chooser. Each chooser lists the keys it has:
 * tmux's Mark is left out (berth's tree does not mark).
 *
 * @module
 */

import type { MenuItem } from "./menu_spec.ts";
import type { OverlayHost, OverlayResult } from "./chooser_overlay.ts";
import { OverlayMenu } from "./overlay_menu.ts";
import type { Renderer } from "./renderer.ts";
import type { MouseReport } from "./mouse_report.ts";
import { concatBytes } from "./input_filter.ts";

const encoder = new TextEncoder();

const item = (name: string, key: string): MenuItem => ({
  name,
  key,
  command: key,
});

/** choose-tree's (tmux's window_tree_menu_items, less Mark). */
export const TREE_MENU: MenuItem[] = [
  item("Select", "Enter"),
  item("Expand", "Right"),
  item("Mark", "m"),
  null,
  item("Tag", "t"),
  item("Tag All", "C-t"),
  item("Tag None", "T"),
  null,
  item("Kill", "x"),
  item("Kill Tagged", "X"),
  null,
  item("Cancel", "q"),
];

/** choose-buffer's (tmux's window_buffer_menu_items). */
export const BUFFER_MENU: MenuItem[] = [
  item("Paste", "Enter"),
  item("Paste Tagged", "P"),
  null,
  item("Tag", "t"),
  item("Tag All", "C-t"),
  item("Tag None", "T"),
  null,
  item("Delete", "d"),
  item("Delete Tagged", "D"),
  null,
  item("Cancel", "q"),
];

/** choose-client's (tmux's window_client_menu_items). */
export const CLIENT_MENU: MenuItem[] = [
  item("Detach", "d"),
  item("Detach Tagged", "D"),
  null,
  item("Tag", "t"),
  item("Tag All", "C-t"),
  item("Tag None", "T"),
  null,
  item("Cancel", "q"),
];

// The bytes of a menu's key, as typed.
const BYTES: Record<string, string> = {
  Enter: "\r",
  Right: "\x1b[C",
  "C-t": "\x14",
};

const NONE = new Uint8Array(0);

/** A chooser's menu, while one shows. */
export class ChooserMenus {
  #menu: OverlayMenu | null = null;

  /** Whether one shows: it takes the keys and the mouse. */
  get shown(): boolean {
    return this.#menu !== null;
  }

  /**
   * Opens `items` titled `title` at outer cell `at`, over the chooser's
   * view as `drawn` shows it (its cursor on the line); `type` gets the
   * chosen item's key as typed (null: none, the chooser drawn again)
   * once the menu has closed.
   */
  open(
    renderer: Renderer,
    host: OverlayHost,
    at: { x: number; y: number },
    title: string,
    items: MenuItem[],
    drawn: Uint8Array,
    type: (bytes: Uint8Array | null) => OverlayResult,
  ): OverlayResult {
    this.#menu = new OverlayMenu(
      renderer,
      host,
      at,
      () => renderer.viewRows() ?? [],
      // The title is shown as it is, not read as a format; centred.
      "#[align=centre]" + title.replaceAll("#", "##"),
      items,
      (key) => {
        this.#menu = null;
        return type(key === null ? null : encoder.encode(BYTES[key] ?? key));
      },
    );
    const r = this.#menu.start();
    return { ...r, out: concatBytes(drawn, r.out ?? NONE) };
  }

  mouse(r: MouseReport): OverlayResult {
    return this.#menu?.mouse(r) ?? {};
  }

  keys(data: Uint8Array): OverlayResult {
    return this.#menu?.keys(data) ?? {};
  }

  /** The chooser drew its view (`shown`): the menu over it again. */
  over(shown: Uint8Array): Uint8Array {
    const again = this.#menu?.frame().out;
    return again ? concatBytes(shown, again) : shown;
  }
}
