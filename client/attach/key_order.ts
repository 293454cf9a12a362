/**
 * The order tmux lists key bindings in (`list-keys`): by its key code, as
 * its bindings are kept in a tree keyed by it. A character is its code
 * point, and `C-a`..`C-z` their control codes (so `C-b` comes first); keys
 * with names (F1, DC, PPage, the arrows ...) follow every character, in
 * tmux 3.3a's order; a key with Meta follows every key without, Ctrl (on
 * a key with a name) after Meta, Shift after both. The mouse keys come
 * between the characters and F1, as tmux's key codes have them.
 *
 * @module
 */

import {
  MOUSE_KEY_NAMES,
  mouseKeyIndex,
} from "../../protocol/mouse_key_names.ts";

/** tmux 3.3a's keys with names, in the order of their key codes. */
const NAMED = [
  ...Array.from({ length: 12 }, (_, i) => `f${i + 1}`),
  "ic",
  "dc",
  "home",
  "end",
  "npage",
  "ppage",
  "btab",
  "up",
  "down",
  "left",
  "right",
  ...[..."/*-789+456123", "enter", "0", "."].map((k) => `kp${k}`),
];

/** Other spellings berth takes for tmux's names. */
const SPELLINGS: Record<string, string> = {
  insert: "ic",
  delete: "dc",
  pageup: "ppage",
  pgup: "ppage",
  pagedown: "npage",
  pgdn: "npage",
};

/** Characters tmux names. */
const CHARACTERS: Record<string, number> = {
  space: 0x20,
  escape: 0x1b,
  esc: 0x1b,
  enter: 0x0d,
  tab: 0x09,
  bspace: 0x7f,
};

/** Where the named keys begin (tmux's KEYC_BASE), above every character. */
const NAMED_BASE = 0x10e000;
/** tmux's mouse keys, after its focus and paste keys, before F1. */
const MOUSE_BASE = NAMED_BASE + 5;
/** F1 and the keys after it. */
const KEYS_BASE = MOUSE_BASE + MOUSE_KEY_NAMES.length;
/** tmux's modifier bits, above every key code. */
const META = 2 ** 44;
const CTRL = 2 ** 45;
const SHIFT = 2 ** 46;

/** The number `list-keys` sorts the key named `name` by, as tmux would. */
export function keyOrder(name: string): number {
  let meta = false, ctrl = false, shift = false;
  let base = name;
  while (base.length > 2 && base[1] === "-" && "CMS".includes(base[0])) {
    if (base[0] === "M") meta = true;
    else if (base[0] === "C") ctrl = true;
    else shift = true;
    base = base.slice(2);
  }
  const lower = base.toLowerCase();
  let code: number;
  if ([...base].length === 1) code = base.codePointAt(0)!;
  else if (lower in CHARACTERS) code = CHARACTERS[lower];
  else if (mouseKeyIndex(base) >= 0) code = MOUSE_BASE + mouseKeyIndex(base);
  else {
    const i = NAMED.indexOf(SPELLINGS[lower] ?? lower);
    code = KEYS_BASE + (i < 0 ? NAMED.length : i);
  }
  // tmux keeps C-a..C-z as their control codes.
  if (ctrl && /^[a-z]$/i.test(base)) {
    ctrl = false;
    code = lower.charCodeAt(0) & 0x1f;
  }
  return code + (meta ? META : 0) + (ctrl ? CTRL : 0) + (shift ? SHIFT : 0);
}

/** `rows` sorted by `keyOrder` of their keys, ties as they came. */
export function inKeyOrder<T>(rows: T[], key: (row: T) => string): T[] {
  return rows
    .map((row, i) => ({ row, i, order: keyOrder(key(row)) }))
    .sort((a, b) => a.order - b.order || a.i - b.i)
    .map((x) => x.row);
}
