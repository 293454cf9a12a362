/**
 * tmux's spelling of a key name, as tmux 3.3a's `list-keys` prints it
 * (`key_string_lookup_key`): the modifiers as `C-`, `M-`, `S-` in that
 * order, then the key's first name in tmux's table, so `PageUp`, `PgUp`
 * and `ppage` are all `PPage`, `Delete` is `DC`, `m-pagedown` is
 * `M-NPage`, `wheeluppane` is `WheelUpPane`. Bindings are kept and listed under it, so that two
 * spellings of one key are one binding (`unbind PgDn` takes `bind NPage`
 * away). No FFI: the daemon's settings and the attach client's key table
 * both use it.
 *
 * @module
 */

import { mouseKeyName } from "./mouse_key_names.ts";

/** tmux 3.3a's names of keys, by every spelling berth takes (lower case). */
const SPELLINGS: Record<string, string> = {
  ic: "IC",
  insert: "IC",
  dc: "DC",
  delete: "DC",
  home: "Home",
  end: "End",
  npage: "NPage",
  pagedown: "NPage",
  pgdn: "NPage",
  ppage: "PPage",
  pageup: "PPage",
  pgup: "PPage",
  tab: "Tab",
  btab: "BTab",
  space: "Space",
  bspace: "BSpace",
  backspace: "BSpace",
  bs: "BSpace",
  enter: "Enter",
  return: "Enter",
  escape: "Escape",
  esc: "Escape",
  up: "Up",
  down: "Down",
  left: "Left",
  right: "Right",
  kpenter: "KPEnter",
  ...Object.fromEntries(
    Array.from({ length: 12 }, (_, i) => [`f${i + 1}`, `F${i + 1}`]),
  ),
  ...Object.fromEntries(
    [..."0123456789/*-+."].map((k) => [`kp${k}`, `KP${k}`]),
  ),
};

/**
 * `name` as tmux 3.3a lists the key: modifiers `C-M-S-` in that order
 * (`^x` is `C-x`), a named key by tmux's first name for it; a character,
 * or a name tmux has not, as it is.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { tmuxKeyName } from "./key_names.ts";
 * assert.equal(tmuxKeyName("PageUp"), "PPage");
 * assert.equal(tmuxKeyName("m-c-pgdn"), "C-M-NPage");
 * assert.equal(tmuxKeyName("^a"), "C-a");
 * ```
 */
export function tmuxKeyName(name: string): string {
  let ctrl = false, meta = false, shift = false;
  let base = name;
  while (base.length > 2 && base[1] === "-") {
    const m = base[0].toUpperCase();
    if (m === "C") ctrl = true;
    else if (m === "M") meta = true;
    else if (m === "S") shift = true;
    else break;
    base = base.slice(2);
  }
  if (base.length === 2 && base[0] === "^") {
    ctrl = true;
    base = base[1];
  }
  if ([...base].length > 1) {
    base = SPELLINGS[base.toLowerCase()] ?? mouseKeyName(base) ?? base;
  }
  return (ctrl ? "C-" : "") + (meta ? "M-" : "") + (shift ? "S-" : "") + base;
}
