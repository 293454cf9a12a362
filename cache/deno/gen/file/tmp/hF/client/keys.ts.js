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
 */ /** A key name or character that has no encoding; the message says why. */ export class KeyNameError extends Error {
  /** `message` says which key and what to use instead. */ constructor(message){
    super(message);
    this.name = "KeyNameError";
  }
}
const ESC = "\x1b";
const CSI = "\x1b[";
const SS3 = "\x1bO";
function cursorKey(final) {
  return {
    normal: CSI + final,
    app: SS3 + final,
    csi: {
      param: 1,
      final
    }
  };
}
function tildeKey(param) {
  return {
    normal: `${CSI}${param}~`,
    csi: {
      param,
      final: "~"
    }
  };
}
function ss3Key(final) {
  return {
    normal: SS3 + final,
    csi: {
      param: 1,
      final
    }
  };
}
/** Special keys by lower-case name; aliases share an entry. */ const SPECIAL = {
  enter: {
    normal: "\r",
    plain: true
  },
  escape: {
    normal: ESC,
    plain: true
  },
  tab: {
    normal: "\t",
    plain: true
  },
  btab: {
    normal: `${CSI}Z`,
    plain: true
  },
  bspace: {
    normal: "\x7f",
    plain: true
  },
  space: {
    normal: " ",
    plain: true
  },
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
  f12: tildeKey(24)
};
const ALIASES = {
  esc: "escape",
  backspace: "bspace",
  bs: "bspace",
  return: "enter",
  pgup: "pageup",
  ppage: "pageup",
  pgdn: "pagedown",
  npage: "pagedown",
  ic: "insert",
  dc: "delete"
};
/** The key names `--keys` accepts besides single characters (any case). */ export const KEY_NAMES = [
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
  ...Array.from({
    length: 12
  }, (_, i)=>`F${i + 1}`)
];
/** Modifier bits as xterm counts them: the parameter is 1 + the sum. */ const SHIFT = 1;
const META = 2;
const CTRL = 4;
/** Splits `C-M-x` into modifiers and base; `^x` is `C-x`. */ function splitModifiers(name) {
  let mods = 0;
  let rest = name;
  while(rest.length > 2 && rest[1] === "-"){
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
  return {
    mods,
    base: rest
  };
}
/** The control code of a character under Ctrl, or null when it has none. */ function controlCode(ch) {
  const c = ch.codePointAt(0);
  if (ch === " " || ch === "@" || ch === "2") return "\x00";
  if (ch === "?" || ch === "8") return "\x7f";
  if (c >= 0x33 && c <= 0x37) return String.fromCharCode(c - 0x33 + 0x1b); // 3..7
  if (c >= 0x40 && c <= 0x5f || c >= 0x61 && c <= 0x7a) {
    return String.fromCharCode(c & 0x1f);
  }
  return null;
}
/** Encodes a single character with modifiers. */ function encodeChar(name, ch, mods) {
  let out = ch;
  if (mods & SHIFT) out = out.toUpperCase();
  if (mods & CTRL) {
    const code = controlCode(out);
    if (code === null) {
      throw new KeyNameError(`Key ${name}: Ctrl has no code for "${ch}" (use C-a..C-z, C-@, C-[, C-\\, C-], C-^, C-_, C-? or C-Space)`);
    }
    out = code;
  }
  return mods & META ? ESC + out : out;
}
/** Encodes a special key with modifiers, in normal or application mode. */ function encodeSpecial(name, key, lower, mods, app) {
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
  throw new KeyNameError(`Key ${name}: a terminal sends no distinct code for it; only M- combines with ${KEY_NAMES.find((n)=>n.toLowerCase() === lower)}`);
}
/** Looks a special key up by name, any case, aliases included. */ function special(base) {
  const lower = base.toLowerCase();
  const canonical = ALIASES[lower] ?? lower;
  const key = SPECIAL[canonical];
  return key ? [
    canonical,
    key
  ] : null;
}
/**
 * The bytes one key sends, as a string of UTF-16 code units (each code
 * point encodes to UTF-8 on the wire). `app` picks the application-mode
 * cursor keys (DECCKM set). Throws KeyNameError for an unknown name.
 */ export function encodeKey(name, app = false) {
  if (name.length === 0) throw new KeyNameError("Empty key name");
  const { mods, base } = splitModifiers(name);
  if ([
    ...base
  ].length === 1) return encodeChar(name, base, mods);
  const found = special(base);
  if (!found) {
    throw new KeyNameError(`Unknown key ${JSON.stringify(name)}: use a single character or a name (${KEY_NAMES.slice(0, 16).join(", ")}, F1..F12), with C-, M- or S- in front if needed`);
  }
  return encodeSpecial(name, found[1], found[0], mods, app);
}
/** berth's own aliases, which tmux's `send-keys` types as text. */ const BERTH_ONLY_NAMES = new Set([
  "esc",
  "backspace",
  "bs",
  "return"
]);
/**
 * Whether tmux's `send-keys` takes `arg` as a key: one character or one of
 * tmux's key names (any case), after any `C-`, `M-`, `S-` or `^`. tmux
 * types anything else as text (`send-keys 'echo hi' Enter`).
 */ export function isTmuxKeyName(arg) {
  if (arg.length === 0) return false;
  const { base } = splitModifiers(arg);
  if ([
    ...base
  ].length === 1) return true;
  return !BERTH_ONLY_NAMES.has(base.toLowerCase()) && special(base) !== null;
}
/** Encodes `names` in order; throws KeyNameError for the first bad one. */ export function encodeKeys(names) {
  let normal = "";
  let app = "";
  for (const name of names){
    normal += encodeKey(name, false);
    app += encodeKey(name, true);
  }
  const enc = new TextEncoder();
  return {
    normal: enc.encode(normal),
    cursorKeys: app === normal ? null : enc.encode(app)
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9rZXlzLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogTmFtZWQga2V5cywgdG11eC1zdHlsZSAoYEMtY2AsIGBNLXhgLCBgRW50ZXJgLCBgVXBgLCBgRjVgLCBgUy1UYWJgIC4uLiksXG4gKiB0dXJuZWQgaW50byB0aGUgYnl0ZXMgeHRlcm0gc2VuZHMgZm9yIHRoZW0sIGZvciBgYmVydGggc2VuZCAtLWtleXNgIGFuZFxuICogYFNlc3Npb24uc2VuZEtleXMoKWAuXG4gKlxuICogQSBrZXkgaXMgYSBuYW1lIGZyb20gYEtFWV9OQU1FU2AgKGFueSBjYXNlKSBvciBhIHNpbmdsZSBjaGFyYWN0ZXIsIHdpdGhcbiAqIGFueSBvZiB0aGUgbW9kaWZpZXIgcHJlZml4ZXMgYEMtYCAoQ3RybCwgYWxzbyBgXnhgKSwgYE0tYCAoTWV0YS9BbHQ6XG4gKiBFU0MgZmlyc3QpIGFuZCBgUy1gIChTaGlmdCkuIFNwZWNpYWwga2V5cyB3aXRoIG1vZGlmaWVycyB1c2UgeHRlcm0nc1xuICogYENTSSAxO20gWGAgZm9ybSAoYEMtVXBgIGlzIGBFU0MgWzE7NUFgKS5cbiAqXG4gKiBVcCwgRG93biwgTGVmdCwgUmlnaHQsIEhvbWUgYW5kIEVuZCBkZXBlbmQgb24gdGhlIHByb2dyYW0ncyBjdXJzb3Ita2V5c1xuICogbW9kZSAoREVDQ0tNKTogYEVTQyBbQWAgbm9ybWFsbHksIGBFU0MgTyBBYCBpbiBhcHBsaWNhdGlvbiBtb2RlICh2aW0sXG4gKiBsZXNzKS4gYGVuY29kZUtleXNgIHJldHVybnMgYm90aCBlbmNvZGluZ3Mgd2hlbiB0aGV5IGRpZmZlcjsgdGhlIGRhZW1vblxuICogc2VuZHMgdGhlIG9uZSB0aGF0IG1hdGNoZXMgdGhlIHNlc3Npb24ncyBzY3JlZW4uXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKiBBIGtleSBuYW1lIG9yIGNoYXJhY3RlciB0aGF0IGhhcyBubyBlbmNvZGluZzsgdGhlIG1lc3NhZ2Ugc2F5cyB3aHkuICovXG5leHBvcnQgY2xhc3MgS2V5TmFtZUVycm9yIGV4dGVuZHMgRXJyb3Ige1xuICAvKiogYG1lc3NhZ2VgIHNheXMgd2hpY2gga2V5IGFuZCB3aGF0IHRvIHVzZSBpbnN0ZWFkLiAqL1xuICBjb25zdHJ1Y3RvcihtZXNzYWdlOiBzdHJpbmcpIHtcbiAgICBzdXBlcihtZXNzYWdlKTtcbiAgICB0aGlzLm5hbWUgPSBcIktleU5hbWVFcnJvclwiO1xuICB9XG59XG5cbi8qKiBIb3cgYSBzcGVjaWFsIGtleSBpcyBzZW50LiAqL1xuaW50ZXJmYWNlIFNwZWNpYWxLZXkge1xuICAvKiogVW5tb2RpZmllZCwgY3Vyc29yIGtleXMgaW4gbm9ybWFsIG1vZGUuICovXG4gIG5vcm1hbDogc3RyaW5nO1xuICAvKiogVW5tb2RpZmllZCwgY3Vyc29yIGtleXMgaW4gYXBwbGljYXRpb24gbW9kZSAod2hlbiBpdCBkaWZmZXJzKS4gKi9cbiAgYXBwPzogc3RyaW5nO1xuICAvKiogV2l0aCBtb2RpZmllcnM6IGBDU0kgcGFyYW07bSBmaW5hbGAgKHh0ZXJtJ3MgUEMtc3R5bGUgZnVuY3Rpb24ga2V5cykuICovXG4gIGNzaT86IHsgcGFyYW06IG51bWJlcjsgZmluYWw6IHN0cmluZyB9O1xuICAvKiogUGxhaW4ga2V5cyAoRW50ZXIsIFRhYiAuLi4pIG9ubHkgdGFrZSBNZXRhIChFU0MgcHJlZml4KS4gKi9cbiAgcGxhaW4/OiBib29sZWFuO1xufVxuXG5jb25zdCBFU0MgPSBcIlxceDFiXCI7XG5jb25zdCBDU0kgPSBcIlxceDFiW1wiO1xuY29uc3QgU1MzID0gXCJcXHgxYk9cIjtcblxuZnVuY3Rpb24gY3Vyc29yS2V5KGZpbmFsOiBzdHJpbmcpOiBTcGVjaWFsS2V5IHtcbiAgcmV0dXJuIHtcbiAgICBub3JtYWw6IENTSSArIGZpbmFsLFxuICAgIGFwcDogU1MzICsgZmluYWwsXG4gICAgY3NpOiB7IHBhcmFtOiAxLCBmaW5hbCB9LFxuICB9O1xufVxuXG5mdW5jdGlvbiB0aWxkZUtleShwYXJhbTogbnVtYmVyKTogU3BlY2lhbEtleSB7XG4gIHJldHVybiB7IG5vcm1hbDogYCR7Q1NJfSR7cGFyYW19fmAsIGNzaTogeyBwYXJhbSwgZmluYWw6IFwiflwiIH0gfTtcbn1cblxuZnVuY3Rpb24gc3MzS2V5KGZpbmFsOiBzdHJpbmcpOiBTcGVjaWFsS2V5IHtcbiAgcmV0dXJuIHsgbm9ybWFsOiBTUzMgKyBmaW5hbCwgY3NpOiB7IHBhcmFtOiAxLCBmaW5hbCB9IH07XG59XG5cbi8qKiBTcGVjaWFsIGtleXMgYnkgbG93ZXItY2FzZSBuYW1lOyBhbGlhc2VzIHNoYXJlIGFuIGVudHJ5LiAqL1xuY29uc3QgU1BFQ0lBTDogUmVjb3JkPHN0cmluZywgU3BlY2lhbEtleT4gPSB7XG4gIGVudGVyOiB7IG5vcm1hbDogXCJcXHJcIiwgcGxhaW46IHRydWUgfSxcbiAgZXNjYXBlOiB7IG5vcm1hbDogRVNDLCBwbGFpbjogdHJ1ZSB9LFxuICB0YWI6IHsgbm9ybWFsOiBcIlxcdFwiLCBwbGFpbjogdHJ1ZSB9LFxuICBidGFiOiB7IG5vcm1hbDogYCR7Q1NJfVpgLCBwbGFpbjogdHJ1ZSB9LFxuICBic3BhY2U6IHsgbm9ybWFsOiBcIlxceDdmXCIsIHBsYWluOiB0cnVlIH0sXG4gIHNwYWNlOiB7IG5vcm1hbDogXCIgXCIsIHBsYWluOiB0cnVlIH0sXG4gIHVwOiBjdXJzb3JLZXkoXCJBXCIpLFxuICBkb3duOiBjdXJzb3JLZXkoXCJCXCIpLFxuICByaWdodDogY3Vyc29yS2V5KFwiQ1wiKSxcbiAgbGVmdDogY3Vyc29yS2V5KFwiRFwiKSxcbiAgaG9tZTogY3Vyc29yS2V5KFwiSFwiKSxcbiAgZW5kOiBjdXJzb3JLZXkoXCJGXCIpLFxuICBpbnNlcnQ6IHRpbGRlS2V5KDIpLFxuICBkZWxldGU6IHRpbGRlS2V5KDMpLFxuICBwYWdldXA6IHRpbGRlS2V5KDUpLFxuICBwYWdlZG93bjogdGlsZGVLZXkoNiksXG4gIGYxOiBzczNLZXkoXCJQXCIpLFxuICBmMjogc3MzS2V5KFwiUVwiKSxcbiAgZjM6IHNzM0tleShcIlJcIiksXG4gIGY0OiBzczNLZXkoXCJTXCIpLFxuICBmNTogdGlsZGVLZXkoMTUpLFxuICBmNjogdGlsZGVLZXkoMTcpLFxuICBmNzogdGlsZGVLZXkoMTgpLFxuICBmODogdGlsZGVLZXkoMTkpLFxuICBmOTogdGlsZGVLZXkoMjApLFxuICBmMTA6IHRpbGRlS2V5KDIxKSxcbiAgZjExOiB0aWxkZUtleSgyMyksXG4gIGYxMjogdGlsZGVLZXkoMjQpLFxufTtcblxuY29uc3QgQUxJQVNFUzogUmVjb3JkPHN0cmluZywgc3RyaW5nPiA9IHtcbiAgZXNjOiBcImVzY2FwZVwiLFxuICBiYWNrc3BhY2U6IFwiYnNwYWNlXCIsXG4gIGJzOiBcImJzcGFjZVwiLFxuICByZXR1cm46IFwiZW50ZXJcIixcbiAgcGd1cDogXCJwYWdldXBcIixcbiAgcHBhZ2U6IFwicGFnZXVwXCIsXG4gIHBnZG46IFwicGFnZWRvd25cIixcbiAgbnBhZ2U6IFwicGFnZWRvd25cIixcbiAgaWM6IFwiaW5zZXJ0XCIsXG4gIGRjOiBcImRlbGV0ZVwiLFxufTtcblxuLyoqIFRoZSBrZXkgbmFtZXMgYC0ta2V5c2AgYWNjZXB0cyBiZXNpZGVzIHNpbmdsZSBjaGFyYWN0ZXJzIChhbnkgY2FzZSkuICovXG5leHBvcnQgY29uc3QgS0VZX05BTUVTOiByZWFkb25seSBzdHJpbmdbXSA9IFtcbiAgXCJFbnRlclwiLFxuICBcIkVzY2FwZVwiLFxuICBcIlRhYlwiLFxuICBcIkJUYWJcIixcbiAgXCJCU3BhY2VcIixcbiAgXCJTcGFjZVwiLFxuICBcIlVwXCIsXG4gIFwiRG93blwiLFxuICBcIkxlZnRcIixcbiAgXCJSaWdodFwiLFxuICBcIkhvbWVcIixcbiAgXCJFbmRcIixcbiAgXCJQYWdlVXBcIixcbiAgXCJQYWdlRG93blwiLFxuICBcIkluc2VydFwiLFxuICBcIkRlbGV0ZVwiLFxuICAuLi5BcnJheS5mcm9tKHsgbGVuZ3RoOiAxMiB9LCAoXywgaSkgPT4gYEYke2kgKyAxfWApLFxuXTtcblxuLyoqIE1vZGlmaWVyIGJpdHMgYXMgeHRlcm0gY291bnRzIHRoZW06IHRoZSBwYXJhbWV0ZXIgaXMgMSArIHRoZSBzdW0uICovXG5jb25zdCBTSElGVCA9IDE7XG5jb25zdCBNRVRBID0gMjtcbmNvbnN0IENUUkwgPSA0O1xuXG4vKiogQSBwYXJzZWQga2V5OiBpdHMgbW9kaWZpZXJzIGFuZCB3aGF0IGlzIGxlZnQgb2YgdGhlIG5hbWUuICovXG5pbnRlcmZhY2UgUGFyc2VkS2V5IHtcbiAgbW9kczogbnVtYmVyO1xuICBiYXNlOiBzdHJpbmc7XG59XG5cbi8qKiBTcGxpdHMgYEMtTS14YCBpbnRvIG1vZGlmaWVycyBhbmQgYmFzZTsgYF54YCBpcyBgQy14YC4gKi9cbmZ1bmN0aW9uIHNwbGl0TW9kaWZpZXJzKG5hbWU6IHN0cmluZyk6IFBhcnNlZEtleSB7XG4gIGxldCBtb2RzID0gMDtcbiAgbGV0IHJlc3QgPSBuYW1lO1xuICB3aGlsZSAocmVzdC5sZW5ndGggPiAyICYmIHJlc3RbMV0gPT09IFwiLVwiKSB7XG4gICAgY29uc3QgbSA9IHJlc3RbMF07XG4gICAgaWYgKG0gPT09IFwiQ1wiIHx8IG0gPT09IFwiY1wiKSBtb2RzIHw9IENUUkw7XG4gICAgZWxzZSBpZiAobSA9PT0gXCJNXCIgfHwgbSA9PT0gXCJtXCIpIG1vZHMgfD0gTUVUQTtcbiAgICBlbHNlIGlmIChtID09PSBcIlNcIiB8fCBtID09PSBcInNcIikgbW9kcyB8PSBTSElGVDtcbiAgICBlbHNlIGJyZWFrO1xuICAgIHJlc3QgPSByZXN0LnNsaWNlKDIpO1xuICB9XG4gIGlmIChyZXN0Lmxlbmd0aCA9PT0gMiAmJiByZXN0WzBdID09PSBcIl5cIikge1xuICAgIG1vZHMgfD0gQ1RSTDtcbiAgICByZXN0ID0gcmVzdFsxXTtcbiAgfVxuICByZXR1cm4geyBtb2RzLCBiYXNlOiByZXN0IH07XG59XG5cbi8qKiBUaGUgY29udHJvbCBjb2RlIG9mIGEgY2hhcmFjdGVyIHVuZGVyIEN0cmwsIG9yIG51bGwgd2hlbiBpdCBoYXMgbm9uZS4gKi9cbmZ1bmN0aW9uIGNvbnRyb2xDb2RlKGNoOiBzdHJpbmcpOiBzdHJpbmcgfCBudWxsIHtcbiAgY29uc3QgYyA9IGNoLmNvZGVQb2ludEF0KDApITtcbiAgaWYgKGNoID09PSBcIiBcIiB8fCBjaCA9PT0gXCJAXCIgfHwgY2ggPT09IFwiMlwiKSByZXR1cm4gXCJcXHgwMFwiO1xuICBpZiAoY2ggPT09IFwiP1wiIHx8IGNoID09PSBcIjhcIikgcmV0dXJuIFwiXFx4N2ZcIjtcbiAgaWYgKGMgPj0gMHgzMyAmJiBjIDw9IDB4MzcpIHJldHVybiBTdHJpbmcuZnJvbUNoYXJDb2RlKGMgLSAweDMzICsgMHgxYik7IC8vIDMuLjdcbiAgaWYgKChjID49IDB4NDAgJiYgYyA8PSAweDVmKSB8fCAoYyA+PSAweDYxICYmIGMgPD0gMHg3YSkpIHtcbiAgICByZXR1cm4gU3RyaW5nLmZyb21DaGFyQ29kZShjICYgMHgxZik7XG4gIH1cbiAgcmV0dXJuIG51bGw7XG59XG5cbi8qKiBFbmNvZGVzIGEgc2luZ2xlIGNoYXJhY3RlciB3aXRoIG1vZGlmaWVycy4gKi9cbmZ1bmN0aW9uIGVuY29kZUNoYXIobmFtZTogc3RyaW5nLCBjaDogc3RyaW5nLCBtb2RzOiBudW1iZXIpOiBzdHJpbmcge1xuICBsZXQgb3V0ID0gY2g7XG4gIGlmIChtb2RzICYgU0hJRlQpIG91dCA9IG91dC50b1VwcGVyQ2FzZSgpO1xuICBpZiAobW9kcyAmIENUUkwpIHtcbiAgICBjb25zdCBjb2RlID0gY29udHJvbENvZGUob3V0KTtcbiAgICBpZiAoY29kZSA9PT0gbnVsbCkge1xuICAgICAgdGhyb3cgbmV3IEtleU5hbWVFcnJvcihcbiAgICAgICAgYEtleSAke25hbWV9OiBDdHJsIGhhcyBubyBjb2RlIGZvciBcIiR7Y2h9XCIgKHVzZSBDLWEuLkMteiwgQy1ALCBDLVssIEMtXFxcXCwgQy1dLCBDLV4sIEMtXywgQy0/IG9yIEMtU3BhY2UpYCxcbiAgICAgICk7XG4gICAgfVxuICAgIG91dCA9IGNvZGU7XG4gIH1cbiAgcmV0dXJuIG1vZHMgJiBNRVRBID8gRVNDICsgb3V0IDogb3V0O1xufVxuXG4vKiogRW5jb2RlcyBhIHNwZWNpYWwga2V5IHdpdGggbW9kaWZpZXJzLCBpbiBub3JtYWwgb3IgYXBwbGljYXRpb24gbW9kZS4gKi9cbmZ1bmN0aW9uIGVuY29kZVNwZWNpYWwoXG4gIG5hbWU6IHN0cmluZyxcbiAga2V5OiBTcGVjaWFsS2V5LFxuICBsb3dlcjogc3RyaW5nLFxuICBtb2RzOiBudW1iZXIsXG4gIGFwcDogYm9vbGVhbixcbik6IHN0cmluZyB7XG4gIGlmIChtb2RzID09PSAwKSByZXR1cm4gYXBwICYmIGtleS5hcHAgPyBrZXkuYXBwIDoga2V5Lm5vcm1hbDtcbiAgaWYgKGtleS5jc2kpIHJldHVybiBgJHtDU0l9JHtrZXkuY3NpLnBhcmFtfTskezEgKyBtb2RzfSR7a2V5LmNzaS5maW5hbH1gO1xuICAvLyBQbGFpbiBrZXlzOiBvbmx5IHdoYXQgYSB0ZXJtaW5hbCBjYW4gYWN0dWFsbHkgc2VuZC5cbiAgaWYgKG1vZHMgPT09IE1FVEEpIHJldHVybiBFU0MgKyBrZXkubm9ybWFsO1xuICBpZiAobG93ZXIgPT09IFwic3BhY2VcIiAmJiAobW9kcyAmIH5NRVRBKSA9PT0gQ1RSTCkge1xuICAgIHJldHVybiAobW9kcyAmIE1FVEEgPyBFU0MgOiBcIlwiKSArIFwiXFx4MDBcIjtcbiAgfVxuICBpZiAobG93ZXIgPT09IFwidGFiXCIgJiYgKG1vZHMgJiB+TUVUQSkgPT09IFNISUZUKSB7XG4gICAgcmV0dXJuIChtb2RzICYgTUVUQSA/IEVTQyA6IFwiXCIpICsgYCR7Q1NJfVpgO1xuICB9XG4gIHRocm93IG5ldyBLZXlOYW1lRXJyb3IoXG4gICAgYEtleSAke25hbWV9OiBhIHRlcm1pbmFsIHNlbmRzIG5vIGRpc3RpbmN0IGNvZGUgZm9yIGl0OyBvbmx5IE0tIGNvbWJpbmVzIHdpdGggJHtcbiAgICAgIEtFWV9OQU1FUy5maW5kKChuKSA9PiBuLnRvTG93ZXJDYXNlKCkgPT09IGxvd2VyKVxuICAgIH1gLFxuICApO1xufVxuXG4vKiogTG9va3MgYSBzcGVjaWFsIGtleSB1cCBieSBuYW1lLCBhbnkgY2FzZSwgYWxpYXNlcyBpbmNsdWRlZC4gKi9cbmZ1bmN0aW9uIHNwZWNpYWwoYmFzZTogc3RyaW5nKTogW3N0cmluZywgU3BlY2lhbEtleV0gfCBudWxsIHtcbiAgY29uc3QgbG93ZXIgPSBiYXNlLnRvTG93ZXJDYXNlKCk7XG4gIGNvbnN0IGNhbm9uaWNhbCA9IEFMSUFTRVNbbG93ZXJdID8/IGxvd2VyO1xuICBjb25zdCBrZXkgPSBTUEVDSUFMW2Nhbm9uaWNhbF07XG4gIHJldHVybiBrZXkgPyBbY2Fub25pY2FsLCBrZXldIDogbnVsbDtcbn1cblxuLyoqXG4gKiBUaGUgYnl0ZXMgb25lIGtleSBzZW5kcywgYXMgYSBzdHJpbmcgb2YgVVRGLTE2IGNvZGUgdW5pdHMgKGVhY2ggY29kZVxuICogcG9pbnQgZW5jb2RlcyB0byBVVEYtOCBvbiB0aGUgd2lyZSkuIGBhcHBgIHBpY2tzIHRoZSBhcHBsaWNhdGlvbi1tb2RlXG4gKiBjdXJzb3Iga2V5cyAoREVDQ0tNIHNldCkuIFRocm93cyBLZXlOYW1lRXJyb3IgZm9yIGFuIHVua25vd24gbmFtZS5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGVuY29kZUtleShuYW1lOiBzdHJpbmcsIGFwcCA9IGZhbHNlKTogc3RyaW5nIHtcbiAgaWYgKG5hbWUubGVuZ3RoID09PSAwKSB0aHJvdyBuZXcgS2V5TmFtZUVycm9yKFwiRW1wdHkga2V5IG5hbWVcIik7XG4gIGNvbnN0IHsgbW9kcywgYmFzZSB9ID0gc3BsaXRNb2RpZmllcnMobmFtZSk7XG4gIGlmIChbLi4uYmFzZV0ubGVuZ3RoID09PSAxKSByZXR1cm4gZW5jb2RlQ2hhcihuYW1lLCBiYXNlLCBtb2RzKTtcbiAgY29uc3QgZm91bmQgPSBzcGVjaWFsKGJhc2UpO1xuICBpZiAoIWZvdW5kKSB7XG4gICAgdGhyb3cgbmV3IEtleU5hbWVFcnJvcihcbiAgICAgIGBVbmtub3duIGtleSAke0pTT04uc3RyaW5naWZ5KG5hbWUpfTogdXNlIGEgc2luZ2xlIGNoYXJhY3RlciBvciBhIG5hbWUgKCR7XG4gICAgICAgIEtFWV9OQU1FUy5zbGljZSgwLCAxNikuam9pbihcIiwgXCIpXG4gICAgICB9LCBGMS4uRjEyKSwgd2l0aCBDLSwgTS0gb3IgUy0gaW4gZnJvbnQgaWYgbmVlZGVkYCxcbiAgICApO1xuICB9XG4gIHJldHVybiBlbmNvZGVTcGVjaWFsKG5hbWUsIGZvdW5kWzFdLCBmb3VuZFswXSwgbW9kcywgYXBwKTtcbn1cblxuLyoqIGJlcnRoJ3Mgb3duIGFsaWFzZXMsIHdoaWNoIHRtdXgncyBgc2VuZC1rZXlzYCB0eXBlcyBhcyB0ZXh0LiAqL1xuY29uc3QgQkVSVEhfT05MWV9OQU1FUyA9IG5ldyBTZXQoW1wiZXNjXCIsIFwiYmFja3NwYWNlXCIsIFwiYnNcIiwgXCJyZXR1cm5cIl0pO1xuXG4vKipcbiAqIFdoZXRoZXIgdG11eCdzIGBzZW5kLWtleXNgIHRha2VzIGBhcmdgIGFzIGEga2V5OiBvbmUgY2hhcmFjdGVyIG9yIG9uZSBvZlxuICogdG11eCdzIGtleSBuYW1lcyAoYW55IGNhc2UpLCBhZnRlciBhbnkgYEMtYCwgYE0tYCwgYFMtYCBvciBgXmAuIHRtdXhcbiAqIHR5cGVzIGFueXRoaW5nIGVsc2UgYXMgdGV4dCAoYHNlbmQta2V5cyAnZWNobyBoaScgRW50ZXJgKS5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGlzVG11eEtleU5hbWUoYXJnOiBzdHJpbmcpOiBib29sZWFuIHtcbiAgaWYgKGFyZy5sZW5ndGggPT09IDApIHJldHVybiBmYWxzZTtcbiAgY29uc3QgeyBiYXNlIH0gPSBzcGxpdE1vZGlmaWVycyhhcmcpO1xuICBpZiAoWy4uLmJhc2VdLmxlbmd0aCA9PT0gMSkgcmV0dXJuIHRydWU7XG4gIHJldHVybiAhQkVSVEhfT05MWV9OQU1FUy5oYXMoYmFzZS50b0xvd2VyQ2FzZSgpKSAmJiBzcGVjaWFsKGJhc2UpICE9PSBudWxsO1xufVxuXG4vKiogV2hhdCBhIGxpc3Qgb2Yga2V5cyBzZW5kcy4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgRW5jb2RlZEtleXMge1xuICAvKiogVGhlIGJ5dGVzIHdpdGggY3Vyc29yIGtleXMgaW4gbm9ybWFsIG1vZGUuICovXG4gIG5vcm1hbDogVWludDhBcnJheTtcbiAgLyoqXG4gICAqIFRoZSBieXRlcyB3aXRoIGN1cnNvciBrZXlzIGluIGFwcGxpY2F0aW9uIG1vZGUgKERFQ0NLTSksIG9yIG51bGwgd2hlblxuICAgKiBubyBrZXkgaW4gdGhlIGxpc3QgZGVwZW5kcyBvbiB0aGF0IG1vZGUuXG4gICAqL1xuICBjdXJzb3JLZXlzOiBVaW50OEFycmF5IHwgbnVsbDtcbn1cblxuLyoqIEVuY29kZXMgYG5hbWVzYCBpbiBvcmRlcjsgdGhyb3dzIEtleU5hbWVFcnJvciBmb3IgdGhlIGZpcnN0IGJhZCBvbmUuICovXG5leHBvcnQgZnVuY3Rpb24gZW5jb2RlS2V5cyhuYW1lczogcmVhZG9ubHkgc3RyaW5nW10pOiBFbmNvZGVkS2V5cyB7XG4gIGxldCBub3JtYWwgPSBcIlwiO1xuICBsZXQgYXBwID0gXCJcIjtcbiAgZm9yIChjb25zdCBuYW1lIG9mIG5hbWVzKSB7XG4gICAgbm9ybWFsICs9IGVuY29kZUtleShuYW1lLCBmYWxzZSk7XG4gICAgYXBwICs9IGVuY29kZUtleShuYW1lLCB0cnVlKTtcbiAgfVxuICBjb25zdCBlbmMgPSBuZXcgVGV4dEVuY29kZXIoKTtcbiAgcmV0dXJuIHtcbiAgICBub3JtYWw6IGVuYy5lbmNvZGUobm9ybWFsKSxcbiAgICBjdXJzb3JLZXlzOiBhcHAgPT09IG5vcm1hbCA/IG51bGwgOiBlbmMuZW5jb2RlKGFwcCksXG4gIH07XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FnQkMsR0FFRCx3RUFBd0UsR0FDeEUsT0FBTyxNQUFNLHFCQUFxQjtFQUNoQyxzREFBc0QsR0FDdEQsWUFBWSxPQUFlLENBQUU7SUFDM0IsS0FBSyxDQUFDO0lBQ04sSUFBSSxDQUFDLElBQUksR0FBRztFQUNkO0FBQ0Y7QUFjQSxNQUFNLE1BQU07QUFDWixNQUFNLE1BQU07QUFDWixNQUFNLE1BQU07QUFFWixTQUFTLFVBQVUsS0FBYTtFQUM5QixPQUFPO0lBQ0wsUUFBUSxNQUFNO0lBQ2QsS0FBSyxNQUFNO0lBQ1gsS0FBSztNQUFFLE9BQU87TUFBRztJQUFNO0VBQ3pCO0FBQ0Y7QUFFQSxTQUFTLFNBQVMsS0FBYTtFQUM3QixPQUFPO0lBQUUsUUFBUSxHQUFHLE1BQU0sTUFBTSxDQUFDLENBQUM7SUFBRSxLQUFLO01BQUU7TUFBTyxPQUFPO0lBQUk7RUFBRTtBQUNqRTtBQUVBLFNBQVMsT0FBTyxLQUFhO0VBQzNCLE9BQU87SUFBRSxRQUFRLE1BQU07SUFBTyxLQUFLO01BQUUsT0FBTztNQUFHO0lBQU07RUFBRTtBQUN6RDtBQUVBLDZEQUE2RCxHQUM3RCxNQUFNLFVBQXNDO0VBQzFDLE9BQU87SUFBRSxRQUFRO0lBQU0sT0FBTztFQUFLO0VBQ25DLFFBQVE7SUFBRSxRQUFRO0lBQUssT0FBTztFQUFLO0VBQ25DLEtBQUs7SUFBRSxRQUFRO0lBQU0sT0FBTztFQUFLO0VBQ2pDLE1BQU07SUFBRSxRQUFRLEdBQUcsSUFBSSxDQUFDLENBQUM7SUFBRSxPQUFPO0VBQUs7RUFDdkMsUUFBUTtJQUFFLFFBQVE7SUFBUSxPQUFPO0VBQUs7RUFDdEMsT0FBTztJQUFFLFFBQVE7SUFBSyxPQUFPO0VBQUs7RUFDbEMsSUFBSSxVQUFVO0VBQ2QsTUFBTSxVQUFVO0VBQ2hCLE9BQU8sVUFBVTtFQUNqQixNQUFNLFVBQVU7RUFDaEIsTUFBTSxVQUFVO0VBQ2hCLEtBQUssVUFBVTtFQUNmLFFBQVEsU0FBUztFQUNqQixRQUFRLFNBQVM7RUFDakIsUUFBUSxTQUFTO0VBQ2pCLFVBQVUsU0FBUztFQUNuQixJQUFJLE9BQU87RUFDWCxJQUFJLE9BQU87RUFDWCxJQUFJLE9BQU87RUFDWCxJQUFJLE9BQU87RUFDWCxJQUFJLFNBQVM7RUFDYixJQUFJLFNBQVM7RUFDYixJQUFJLFNBQVM7RUFDYixJQUFJLFNBQVM7RUFDYixJQUFJLFNBQVM7RUFDYixLQUFLLFNBQVM7RUFDZCxLQUFLLFNBQVM7RUFDZCxLQUFLLFNBQVM7QUFDaEI7QUFFQSxNQUFNLFVBQWtDO0VBQ3RDLEtBQUs7RUFDTCxXQUFXO0VBQ1gsSUFBSTtFQUNKLFFBQVE7RUFDUixNQUFNO0VBQ04sT0FBTztFQUNQLE1BQU07RUFDTixPQUFPO0VBQ1AsSUFBSTtFQUNKLElBQUk7QUFDTjtBQUVBLHlFQUF5RSxHQUN6RSxPQUFPLE1BQU0sWUFBK0I7RUFDMUM7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7S0FDRyxNQUFNLElBQUksQ0FBQztJQUFFLFFBQVE7RUFBRyxHQUFHLENBQUMsR0FBRyxJQUFNLENBQUMsQ0FBQyxFQUFFLElBQUksR0FBRztDQUNwRCxDQUFDO0FBRUYsc0VBQXNFLEdBQ3RFLE1BQU0sUUFBUTtBQUNkLE1BQU0sT0FBTztBQUNiLE1BQU0sT0FBTztBQVFiLDJEQUEyRCxHQUMzRCxTQUFTLGVBQWUsSUFBWTtFQUNsQyxJQUFJLE9BQU87RUFDWCxJQUFJLE9BQU87RUFDWCxNQUFPLEtBQUssTUFBTSxHQUFHLEtBQUssSUFBSSxDQUFDLEVBQUUsS0FBSyxJQUFLO0lBQ3pDLE1BQU0sSUFBSSxJQUFJLENBQUMsRUFBRTtJQUNqQixJQUFJLE1BQU0sT0FBTyxNQUFNLEtBQUssUUFBUTtTQUMvQixJQUFJLE1BQU0sT0FBTyxNQUFNLEtBQUssUUFBUTtTQUNwQyxJQUFJLE1BQU0sT0FBTyxNQUFNLEtBQUssUUFBUTtTQUNwQztJQUNMLE9BQU8sS0FBSyxLQUFLLENBQUM7RUFDcEI7RUFDQSxJQUFJLEtBQUssTUFBTSxLQUFLLEtBQUssSUFBSSxDQUFDLEVBQUUsS0FBSyxLQUFLO0lBQ3hDLFFBQVE7SUFDUixPQUFPLElBQUksQ0FBQyxFQUFFO0VBQ2hCO0VBQ0EsT0FBTztJQUFFO0lBQU0sTUFBTTtFQUFLO0FBQzVCO0FBRUEsMEVBQTBFLEdBQzFFLFNBQVMsWUFBWSxFQUFVO0VBQzdCLE1BQU0sSUFBSSxHQUFHLFdBQVcsQ0FBQztFQUN6QixJQUFJLE9BQU8sT0FBTyxPQUFPLE9BQU8sT0FBTyxLQUFLLE9BQU87RUFDbkQsSUFBSSxPQUFPLE9BQU8sT0FBTyxLQUFLLE9BQU87RUFDckMsSUFBSSxLQUFLLFFBQVEsS0FBSyxNQUFNLE9BQU8sT0FBTyxZQUFZLENBQUMsSUFBSSxPQUFPLE9BQU8sT0FBTztFQUNoRixJQUFJLEFBQUMsS0FBSyxRQUFRLEtBQUssUUFBVSxLQUFLLFFBQVEsS0FBSyxNQUFPO0lBQ3hELE9BQU8sT0FBTyxZQUFZLENBQUMsSUFBSTtFQUNqQztFQUNBLE9BQU87QUFDVDtBQUVBLCtDQUErQyxHQUMvQyxTQUFTLFdBQVcsSUFBWSxFQUFFLEVBQVUsRUFBRSxJQUFZO0VBQ3hELElBQUksTUFBTTtFQUNWLElBQUksT0FBTyxPQUFPLE1BQU0sSUFBSSxXQUFXO0VBQ3ZDLElBQUksT0FBTyxNQUFNO0lBQ2YsTUFBTSxPQUFPLFlBQVk7SUFDekIsSUFBSSxTQUFTLE1BQU07TUFDakIsTUFBTSxJQUFJLGFBQ1IsQ0FBQyxJQUFJLEVBQUUsS0FBSyx3QkFBd0IsRUFBRSxHQUFHLCtEQUErRCxDQUFDO0lBRTdHO0lBQ0EsTUFBTTtFQUNSO0VBQ0EsT0FBTyxPQUFPLE9BQU8sTUFBTSxNQUFNO0FBQ25DO0FBRUEseUVBQXlFLEdBQ3pFLFNBQVMsY0FDUCxJQUFZLEVBQ1osR0FBZSxFQUNmLEtBQWEsRUFDYixJQUFZLEVBQ1osR0FBWTtFQUVaLElBQUksU0FBUyxHQUFHLE9BQU8sT0FBTyxJQUFJLEdBQUcsR0FBRyxJQUFJLEdBQUcsR0FBRyxJQUFJLE1BQU07RUFDNUQsSUFBSSxJQUFJLEdBQUcsRUFBRSxPQUFPLEdBQUcsTUFBTSxJQUFJLEdBQUcsQ0FBQyxLQUFLLENBQUMsQ0FBQyxFQUFFLElBQUksT0FBTyxJQUFJLEdBQUcsQ0FBQyxLQUFLLEVBQUU7RUFDeEUsc0RBQXNEO0VBQ3RELElBQUksU0FBUyxNQUFNLE9BQU8sTUFBTSxJQUFJLE1BQU07RUFDMUMsSUFBSSxVQUFVLFdBQVcsQ0FBQyxPQUFPLENBQUMsSUFBSSxNQUFNLE1BQU07SUFDaEQsT0FBTyxDQUFDLE9BQU8sT0FBTyxNQUFNLEVBQUUsSUFBSTtFQUNwQztFQUNBLElBQUksVUFBVSxTQUFTLENBQUMsT0FBTyxDQUFDLElBQUksTUFBTSxPQUFPO0lBQy9DLE9BQU8sQ0FBQyxPQUFPLE9BQU8sTUFBTSxFQUFFLElBQUksR0FBRyxJQUFJLENBQUMsQ0FBQztFQUM3QztFQUNBLE1BQU0sSUFBSSxhQUNSLENBQUMsSUFBSSxFQUFFLEtBQUssa0VBQWtFLEVBQzVFLFVBQVUsSUFBSSxDQUFDLENBQUMsSUFBTSxFQUFFLFdBQVcsT0FBTyxRQUMxQztBQUVOO0FBRUEsZ0VBQWdFLEdBQ2hFLFNBQVMsUUFBUSxJQUFZO0VBQzNCLE1BQU0sUUFBUSxLQUFLLFdBQVc7RUFDOUIsTUFBTSxZQUFZLE9BQU8sQ0FBQyxNQUFNLElBQUk7RUFDcEMsTUFBTSxNQUFNLE9BQU8sQ0FBQyxVQUFVO0VBQzlCLE9BQU8sTUFBTTtJQUFDO0lBQVc7R0FBSSxHQUFHO0FBQ2xDO0FBRUE7Ozs7Q0FJQyxHQUNELE9BQU8sU0FBUyxVQUFVLElBQVksRUFBRSxNQUFNLEtBQUs7RUFDakQsSUFBSSxLQUFLLE1BQU0sS0FBSyxHQUFHLE1BQU0sSUFBSSxhQUFhO0VBQzlDLE1BQU0sRUFBRSxJQUFJLEVBQUUsSUFBSSxFQUFFLEdBQUcsZUFBZTtFQUN0QyxJQUFJO09BQUk7R0FBSyxDQUFDLE1BQU0sS0FBSyxHQUFHLE9BQU8sV0FBVyxNQUFNLE1BQU07RUFDMUQsTUFBTSxRQUFRLFFBQVE7RUFDdEIsSUFBSSxDQUFDLE9BQU87SUFDVixNQUFNLElBQUksYUFDUixDQUFDLFlBQVksRUFBRSxLQUFLLFNBQVMsQ0FBQyxNQUFNLG9DQUFvQyxFQUN0RSxVQUFVLEtBQUssQ0FBQyxHQUFHLElBQUksSUFBSSxDQUFDLE1BQzdCLGdEQUFnRCxDQUFDO0VBRXREO0VBQ0EsT0FBTyxjQUFjLE1BQU0sS0FBSyxDQUFDLEVBQUUsRUFBRSxLQUFLLENBQUMsRUFBRSxFQUFFLE1BQU07QUFDdkQ7QUFFQSxpRUFBaUUsR0FDakUsTUFBTSxtQkFBbUIsSUFBSSxJQUFJO0VBQUM7RUFBTztFQUFhO0VBQU07Q0FBUztBQUVyRTs7OztDQUlDLEdBQ0QsT0FBTyxTQUFTLGNBQWMsR0FBVztFQUN2QyxJQUFJLElBQUksTUFBTSxLQUFLLEdBQUcsT0FBTztFQUM3QixNQUFNLEVBQUUsSUFBSSxFQUFFLEdBQUcsZUFBZTtFQUNoQyxJQUFJO09BQUk7R0FBSyxDQUFDLE1BQU0sS0FBSyxHQUFHLE9BQU87RUFDbkMsT0FBTyxDQUFDLGlCQUFpQixHQUFHLENBQUMsS0FBSyxXQUFXLE9BQU8sUUFBUSxVQUFVO0FBQ3hFO0FBYUEseUVBQXlFLEdBQ3pFLE9BQU8sU0FBUyxXQUFXLEtBQXdCO0VBQ2pELElBQUksU0FBUztFQUNiLElBQUksTUFBTTtFQUNWLEtBQUssTUFBTSxRQUFRLE1BQU87SUFDeEIsVUFBVSxVQUFVLE1BQU07SUFDMUIsT0FBTyxVQUFVLE1BQU07RUFDekI7RUFDQSxNQUFNLE1BQU0sSUFBSTtFQUNoQixPQUFPO0lBQ0wsUUFBUSxJQUFJLE1BQU0sQ0FBQztJQUNuQixZQUFZLFFBQVEsU0FBUyxPQUFPLElBQUksTUFBTSxDQUFDO0VBQ2pEO0FBQ0YifQ==
// denoCacheMetadata=2165929328873290393,475622201104068060