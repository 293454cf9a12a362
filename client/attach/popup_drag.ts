/**
 * Moving and resizing a popup with the mouse, as tmux 3.3a's
 * (`popup_key_cb`, `popup_handle_drag`): a drag that starts on the
 * popup's border, or anywhere in it with Meta (Alt) held, moves the box
 * with the left button and resizes it with the right (its bottom right
 * corner follows the pointer); the release ends it. Other reports inside
 * the box are its program's; the right button pressed on its left or
 * top border, or outside it, opens its menu (`popup.ts`). Apart from the popup's view and pty
 * (`popup.ts`), which carry the new box out.
 *
 * @module
 */

import { MOUSE_META, MOUSE_MOTION, type MouseReport } from "./mouse_report.ts";

/** A popup's box on the screen: outer cells, border included. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * What a report does: the box's new place or size, nothing more (a drag
 * taken, a report outside the box), the program's (inside it), or the
 * popup's menu.
 */
export type DragResult =
  | { box: Box }
  | "taken"
  | "outside"
  | "program"
  | "menu";

/**
 * Where a report came: outer cell (`x`, `y`), the popup's `box`
 * (`border`: it has one), the terminal's size.
 */
export interface Where {
  x: number;
  y: number;
  box: Box;
  border: boolean;
  outer: { cols: number; rows: number };
}

// tmux's MOUSE_MASK_BUTTONS and MOUSE_MASK_MODIFIERS.
const BUTTONS = 0xc3;
const MODIFIERS = 0x1c;

/** The drags of one popup. */
export class PopupDrag {
  #drag: "move" | "size" | null = null;
  /** The pointer's place in the box when the move began. */
  #dx = 0;
  #dy = 0;
  /** The report before this one (tmux's `m->lx`, `m->ly`, `m->lb`). */
  #last = { x: 0, y: 0, b: 0 };

  /** What report `r` does, `at` where it came. */
  report(r: MouseReport, at: Where): DragResult {
    // tmux's button code: a release's buttons are 3.
    const b = r.release ? 3 : r.code;
    const { x, y, box } = at;
    const last = this.#last;
    this.#last = { x, y, b };
    if (this.#drag) return this.#dragged(b, at);
    const inside = x >= box.x && x < box.x + box.w && y >= box.y &&
      y < box.y + box.h;
    // The right button outside it opens its menu (tmux's).
    if (!inside) return (b & BUTTONS) === 2 ? "menu" : "outside";
    const onBorder = at.border &&
      (x === box.x || x === box.x + box.w - 1 || y === box.y ||
        y === box.y + box.h - 1);
    if ((b & MODIFIERS) !== MOUSE_META && !onBorder) return "program";
    // The right button pressed on the left or top border: its menu.
    const side = x === box.x || y === box.y;
    if ((b & (MODIFIERS | MOUSE_MOTION | BUTTONS)) === 2 && onBorder && side) {
      return "menu";
    }
    // The drag's first motion starts it, by the button pressed before.
    if (!(b & MOUSE_MOTION)) return "taken";
    const pressed = last.b & BUTTONS;
    if (pressed === 0) this.#drag = "move";
    else if (pressed === 2) this.#drag = "size";
    this.#dx = last.x - box.x;
    this.#dy = last.y - box.y;
    return "taken";
  }

  #dragged(b: number, { x, y, box, border, outer }: Where): DragResult {
    if (!(b & MOUSE_MOTION)) {
      this.#drag = null;
      return "taken";
    }
    if (this.#drag === "move") {
      const nx = x < this.#dx ? 0 : Math.min(x - this.#dx, outer.cols - box.w);
      const ny = y < this.#dy ? 0 : Math.min(y - this.#dy, outer.rows - box.h);
      this.#dx = x - nx;
      this.#dy = y - ny;
      return { box: { ...box, x: nx, y: ny } };
    }
    // Its smallest: a cell inside the border.
    const least = border ? 3 : 1;
    if (x < box.x + least || y < box.y + least) return "taken";
    return { box: { ...box, w: x - box.x, h: y - box.y } };
  }
}
