/**
 * Named keys, tmux-style (`C-c`, `M-x`, `Enter`, `Up`, `F5`, `S-Tab` ...),
 * turned into the bytes xterm sends for them, for `berth send --keys` and
 * `Session.sendKeys()`.
 *
 * A key is a name from `KEY_NAMES` (any case) or a single character, with
 * any of the modifier prefixes `C-` (Ctrl, also `^x`), `M-` (Meta/Alt:
 * ESC first) and `S-` (Shift). Special keys with modifiers use xterm's
 * `CSI 1;m X` form (`C-Up` is `ESC [1;5A`).
 *
 * Up, Down, Left, Right, Home and End depend on the program's cursor-keys
 * mode (DECCKM): `ESC [A` normally, `ESC O A` in application mode (vim,
 * less). `encodeKeys` returns both encodings when they differ; the daemon
 * sends the one that matches the session's screen.
 *
 * @module
 */

/** A key name or character that has no encoding; the message says why. */
export class KeyNameError extends Error {
  /** `message` says which key and what to use instead. */
  constructor(message: string) {
    super(message);
    this.name = "KeyNameError";
  }
}

/** How a special key is sent. */
interface SpecialKey {
  /** Unmodified, cursor keys in normal mode. */
  normal: string;
  /** Unmodified, cursor keys in application mode (when it differs). */
  app?: string;
  /** With modifiers: `CSI param;m final` (xterm's PC-style function keys). */
  csi?: { param: number; final: string };
  /** Plain keys (Enter, Tab ...) only take Meta (ESC prefix). */
  plain?: boolean;
  /** Unmodified, the keypad in application mode (DECKPAM; KP1 ...). */
  keypad?: string;
}

const ESC = "\x1b";
const CSI = "\x1b[";
const SS3 = "\x1bO";

function cursorKey(final: string): SpecialKey {
  return {
    normal: CSI + final,
    app: SS3 + final,
    csi: { param: 1, final },
  };
}

function tildeKey(param: number): SpecialKey {
  return { normal: `${CSI}${param}~`, csi: { param, final: "~" } };
}

function ss3Key(final: string): SpecialKey {
  return { normal: SS3 + final, csi: { param: 1, final } };
}

/** Special keys by lower-case name; aliases share an entry. */
const SPECIAL: Record<string, SpecialKey> = {
  enter: { normal: "\r", plain: true },
  escape: { normal: ESC, plain: true },
  tab: { normal: "\t", plain: true },
  btab: { normal: `${CSI}Z`, plain: true },
  bspace: { normal: "\x7f", plain: true },
  space: { normal: " ", plain: true },
  up: cursorKey("A"),
  down: cursorKey("B"),
  right: cursorKey("C"),
  left: cursorKey("D"),
  home: cursorKey("H"),
  end: cursorKey("F"),
  insert: tildeKey(2),
  delete: tildeKey(3),
  pageup: tildeKey(5),
  pagedown: tildeKey(6),
  f1: ss3Key("P"),
  f2: ss3Key("Q"),
  f3: ss3Key("R"),
  f4: ss3Key("S"),
  f5: tildeKey(15),
  f6: tildeKey(17),
  f7: tildeKey(18),
  f8: tildeKey(19),
  f9: tildeKey(20),
  f10: tildeKey(21),
  f11: tildeKey(23),
  f12: tildeKey(24),
  ...keypadKeys(),
};

/**
 * tmux's keypad keys: what the key's label types, and `ESC O x` with the
 * keypad in application mode (DECKPAM), as tmux 3.3a sends them (KPEnter
 * types a newline).
 */
function keypadKeys(): Record<string, SpecialKey> {
  const keys: Record<string, SpecialKey> = {};
  const labels = "0123456789/*-+.";
  const finals = "pqrstuvwxyojmkn";
  for (let i = 0; i < labels.length; i++) {
    keys[`kp${labels[i]}`] = {
      normal: labels[i],
      keypad: SS3 + finals[i],
      plain: true,
    };
  }
  keys.kpenter = { normal: "\n", keypad: `${SS3}M`, plain: true };
  return keys;
}

const ALIASES: Record<string, string> = {
  esc: "escape",
  backspace: "bspace",
  bs: "bspace",
  return: "enter",
  pgup: "pageup",
  ppage: "pageup",
  pgdn: "pagedown",
  npage: "pagedown",
  ic: "insert",
  dc: "delete",
};

/** The key names `--keys` accepts besides single characters (any case). */
export const KEY_NAMES: readonly string[] = [
  "Enter",
  "Escape",
  "Tab",
  "BTab",
  "BSpace",
  "Space",
  "Up",
  "Down",
  "Left",
  "Right",
  "Home",
  "End",
  "PageUp",
  "PageDown",
  "Insert",
  "Delete",
  ...Array.from({ length: 12 }, (_, i) => `F${i + 1}`),
  ...[..."0123456789/*-+.", "Enter"].map((k) => `KP${k}`),
];

/** Modifier bits as xterm counts them: the parameter is 1 + the sum. */
const SHIFT = 1;
const META = 2;
const CTRL = 4;

/** A parsed key: its modifiers and what is left of the name. */
interface ParsedKey {
  mods: number;
  base: string;
}

/** Splits `C-M-x` into modifiers and base; `^x` is `C-x`. */
function splitModifiers(name: string): ParsedKey {
  let mods = 0;
  let rest = name;
  while (rest.length > 2 && rest[1] === "-") {
    const m = rest[0];
    if (m === "C" || m === "c") mods |= CTRL;
    else if (m === "M" || m === "m") mods |= META;
    else if (m === "S" || m === "s") mods |= SHIFT;
    else break;
    rest = rest.slice(2);
  }
  if (rest.length === 2 && rest[0] === "^") {
    mods |= CTRL;
    rest = rest[1];
  }
  return { mods, base: rest };
}

/** The control code of a character under Ctrl, or null when it has none. */
function controlCode(ch: string): string | null {
  const c = ch.codePointAt(0)!;
  if (ch === " " || ch === "@" || ch === "2") return "\x00";
  if (ch === "?" || ch === "8") return "\x7f";
  if (c >= 0x33 && c <= 0x37) return String.fromCharCode(c - 0x33 + 0x1b); // 3..7
  if ((c >= 0x40 && c <= 0x5f) || (c >= 0x61 && c <= 0x7a)) {
    return String.fromCharCode(c & 0x1f);
  }
  return null;
}

/** Encodes a single character with modifiers. */
function encodeChar(name: string, ch: string, mods: number): string {
  let out = ch;
  if (mods & SHIFT) out = out.toUpperCase();
  if (mods & CTRL) {
    const code = controlCode(out);
    if (code === null) {
      throw new KeyNameError(
        `Key ${name}: Ctrl has no code for "${ch}" (use C-a..C-z, C-@, C-[, C-\\, C-], C-^, C-_, C-? or C-Space)`,
      );
    }
    out = code;
  }
  return mods & META ? ESC + out : out;
}

/**
 * Encodes a special key with modifiers, cursor keys (`app`) and keypad in
 * normal or application mode.
 */
function encodeSpecial(
  name: string,
  key: SpecialKey,
  lower: string,
  mods: number,
  app: boolean,
  keypad: boolean,
): string {
  if (mods === 0 && keypad && key.keypad) return key.keypad;
  if (mods === 0) return app && key.app ? key.app : key.normal;
  if (key.csi) return `${CSI}${key.csi.param};${1 + mods}${key.csi.final}`;
  // Plain keys: only what a terminal can actually send.
  if (mods === META) return ESC + key.normal;
  if (lower === "space" && (mods & ~META) === CTRL) {
    return (mods & META ? ESC : "") + "\x00";
  }
  if (lower === "tab" && (mods & ~META) === SHIFT) {
    return (mods & META ? ESC : "") + `${CSI}Z`;
  }
  throw new KeyNameError(
    `Key ${name}: a terminal sends no distinct code for it; only M- combines with ${
      KEY_NAMES.find((n) => n.toLowerCase() === lower)
    }`,
  );
}

/** Looks a special key up by name, any case, aliases included. */
function special(base: string): [string, SpecialKey] | null {
  const lower = base.toLowerCase();
  const canonical = ALIASES[lower] ?? lower;
  const key = SPECIAL[canonical];
  return key ? [canonical, key] : null;
}

/**
 * The bytes one key sends, as a string of UTF-16 code units (each code
 * point encodes to UTF-8 on the wire). `app` picks the application-mode
 * cursor keys (DECCKM set), `keypad` the application keypad (DECKPAM).
 * Throws KeyNameError for an unknown name.
 */
export function encodeKey(name: string, app = false, keypad = false): string {
  if (name.length === 0) throw new KeyNameError("Empty key name");
  const { mods, base } = splitModifiers(name);
  if ([...base].length === 1) return encodeChar(name, base, mods);
  const found = special(base);
  if (!found) {
    throw new KeyNameError(
      `Unknown key ${JSON.stringify(name)}: use a single character or a name (${
        KEY_NAMES.slice(0, 16).join(", ")
      }, F1..F12), with C-, M- or S- in front if needed`,
    );
  }
  return encodeSpecial(name, found[1], found[0], mods, app, keypad);
}

/** berth's own aliases, which tmux's `send-keys` types as text. */
const BERTH_ONLY_NAMES = new Set(["esc", "backspace", "bs", "return"]);

/**
 * Whether tmux's `send-keys` takes `arg` as a key: one character or one of
 * tmux's key names (any case), after any `C-`, `M-`, `S-` or `^`. tmux
 * types anything else as text (`send-keys 'echo hi' Enter`).
 */
export function isTmuxKeyName(arg: string): boolean {
  if (arg.length === 0) return false;
  const { base } = splitModifiers(arg);
  if ([...base].length === 1) return true;
  return !BERTH_ONLY_NAMES.has(base.toLowerCase()) && special(base) !== null;
}

/** What a list of keys sends. */
export interface EncodedKeys {
  /** The bytes with cursor keys in normal mode. */
  normal: Uint8Array;
  /**
   * The bytes with cursor keys in application mode (DECCKM), or null when
   * no key in the list depends on that mode.
   */
  cursorKeys: Uint8Array | null;
}

/** Encodes `names` in order; throws KeyNameError for the first bad one. */
export function encodeKeys(names: readonly string[]): EncodedKeys {
  let normal = "";
  let app = "";
  for (const name of names) {
    normal += encodeKey(name, false);
    app += encodeKey(name, true);
  }
  const enc = new TextEncoder();
  return {
    normal: enc.encode(normal),
    cursorKeys: app === normal ? null : enc.encode(app),
  };
}
