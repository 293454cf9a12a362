/**
 * Mirrors the session's modes that change how the outer terminal behaves
 * (what its keys, mouse and paste send), its cursor shape and its title,
 * and undoes all of it when the client leaves.
 *
 * Mirrored: DECCKM (DECSET 1), DECKPAM/DECKPNM, bracketed paste (2004),
 * focus events (1004), mouse tracking (9, 1000, 1002, 1003) and encoding
 * (1005, 1006, 1015), DECSCUSR and the window title (OSC 2). The attach
 * session puts the mouse's own tracking in place of the session's, always
 * with SGR reports (see `mouse.ts`), and translates them. Alternate
 * scroll (1007) is not: the outer terminal is always on its alternate
 * screen, and its default for 1007 differs between terminals.
 *
 * The outer terminal is assumed to start with these modes off, as a shell
 * prompt leaves them; `reset()` turns off only what `apply()` turned on.
 *
 * @module
 */ import { stripControls } from "../../protocol/controls.ts";
const OFF = Object.freeze({
  cursorKeys: false,
  keypad: false,
  bracketedPaste: false,
  focusEvents: false,
  mouseTracking: "none",
  mouseEncoding: "default"
});
const TRACKING_MODE = {
  none: 0,
  x10: 9,
  normal: 1000,
  button: 1002,
  any: 1003
};
const ENCODING_MODE = {
  default: 0,
  utf8: 1005,
  sgr: 1006,
  urxvt: 1015
};
// The longest title passed on; a terminal's title bar shows far less.
const MAX_TITLE = 1024;
/** Tracks what the client set on the outer terminal. */ export class ModeMirror {
  #modes = {
    ...OFF
  };
  /** DECSCUSR code last sent; 0 while the outer default is in use. */ #shape = 0;
  #title = null;
  /** Returns the sequences that bring the outer modes to `m`. */ apply(m) {
    const cur = this.#modes;
    let out = "";
    if (m.cursorKeys !== cur.cursorKeys) out += decset(1, m.cursorKeys);
    if (m.keypad !== cur.keypad) out += m.keypad ? "\x1b=" : "\x1b>";
    if (m.bracketedPaste !== cur.bracketedPaste) {
      out += decset(2004, m.bracketedPaste);
    }
    if (m.focusEvents !== cur.focusEvents) {
      out += decset(1004, m.focusEvents);
    }
    out += swap(TRACKING_MODE[cur.mouseTracking] ?? 0, TRACKING_MODE[m.mouseTracking] ?? 0);
    out += swap(ENCODING_MODE[cur.mouseEncoding] ?? 0, ENCODING_MODE[m.mouseEncoding] ?? 0);
    this.#modes = {
      cursorKeys: m.cursorKeys,
      keypad: m.keypad,
      bracketedPaste: m.bracketedPaste,
      focusEvents: m.focusEvents,
      mouseTracking: m.mouseTracking,
      mouseEncoding: m.mouseEncoding
    };
    return out;
  }
  /**
   * Returns DECSCUSR for the session cursor's shape, or "". A blinking
   * block (the power-on shape) maps to `CSI 0 SP q`, the user's own
   * default, so that sessions that never chose a shape leave it alone.
   */ cursorShape(cursor) {
    const code = shapeCode(cursor[3], cursor[4] === 1);
    if (code === this.#shape) return "";
    this.#shape = code;
    return `\x1b[${code} q`;
  }
  /**
   * Returns OSC 2 setting the outer title, or "". The first title pushes
   * the user's own on the terminal's title stack (XTWINOPS 22), to be
   * popped on leaving. An empty title before any other is left alone.
   */ title(title) {
    const clean = sanitizeTitle(title);
    if (clean === (this.#title ?? "")) return "";
    const push = this.#title === null ? "\x1b[22;2t" : "";
    this.#title = clean;
    return `${push}\x1b]2;${clean}\x1b\\`;
  }
  /** Returns the sequences that undo everything set so far. */ reset() {
    let out = this.apply(OFF);
    if (this.#shape !== 0) out += "\x1b[0 q";
    this.#shape = 0;
    if (this.#title !== null) out += "\x1b[23;2t";
    this.#title = null;
    return out;
  }
}
function decset(mode, on) {
  return `\x1b[?${mode}${on ? "h" : "l"}`;
}
// Turns off mode `from` and on mode `to` (0 stands for none).
function swap(from, to) {
  if (from === to) return "";
  return (from ? decset(from, false) : "") + (to ? decset(to, true) : "");
}
function shapeCode(shape, blink) {
  switch(shape){
    case "underline":
      return blink ? 3 : 4;
    case "bar":
      return blink ? 5 : 6;
    default:
      return blink ? 0 : 2;
  }
}
// Title text must not carry controls that would end the OSC early or
// inject sequences into the outer terminal.
function sanitizeTitle(title) {
  return stripControls(title).slice(0, MAX_TITLE);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvbW9kZV9taXJyb3IudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBNaXJyb3JzIHRoZSBzZXNzaW9uJ3MgbW9kZXMgdGhhdCBjaGFuZ2UgaG93IHRoZSBvdXRlciB0ZXJtaW5hbCBiZWhhdmVzXG4gKiAod2hhdCBpdHMga2V5cywgbW91c2UgYW5kIHBhc3RlIHNlbmQpLCBpdHMgY3Vyc29yIHNoYXBlIGFuZCBpdHMgdGl0bGUsXG4gKiBhbmQgdW5kb2VzIGFsbCBvZiBpdCB3aGVuIHRoZSBjbGllbnQgbGVhdmVzLlxuICpcbiAqIE1pcnJvcmVkOiBERUNDS00gKERFQ1NFVCAxKSwgREVDS1BBTS9ERUNLUE5NLCBicmFja2V0ZWQgcGFzdGUgKDIwMDQpLFxuICogZm9jdXMgZXZlbnRzICgxMDA0KSwgbW91c2UgdHJhY2tpbmcgKDksIDEwMDAsIDEwMDIsIDEwMDMpIGFuZCBlbmNvZGluZ1xuICogKDEwMDUsIDEwMDYsIDEwMTUpLCBERUNTQ1VTUiBhbmQgdGhlIHdpbmRvdyB0aXRsZSAoT1NDIDIpLiBUaGUgYXR0YWNoXG4gKiBzZXNzaW9uIHB1dHMgdGhlIG1vdXNlJ3Mgb3duIHRyYWNraW5nIGluIHBsYWNlIG9mIHRoZSBzZXNzaW9uJ3MsIGFsd2F5c1xuICogd2l0aCBTR1IgcmVwb3J0cyAoc2VlIGBtb3VzZS50c2ApLCBhbmQgdHJhbnNsYXRlcyB0aGVtLiBBbHRlcm5hdGVcbiAqIHNjcm9sbCAoMTAwNykgaXMgbm90OiB0aGUgb3V0ZXIgdGVybWluYWwgaXMgYWx3YXlzIG9uIGl0cyBhbHRlcm5hdGVcbiAqIHNjcmVlbiwgYW5kIGl0cyBkZWZhdWx0IGZvciAxMDA3IGRpZmZlcnMgYmV0d2VlbiB0ZXJtaW5hbHMuXG4gKlxuICogVGhlIG91dGVyIHRlcm1pbmFsIGlzIGFzc3VtZWQgdG8gc3RhcnQgd2l0aCB0aGVzZSBtb2RlcyBvZmYsIGFzIGEgc2hlbGxcbiAqIHByb21wdCBsZWF2ZXMgdGhlbTsgYHJlc2V0KClgIHR1cm5zIG9mZiBvbmx5IHdoYXQgYGFwcGx5KClgIHR1cm5lZCBvbi5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUgeyBXaXJlQ3Vyc29yIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL21lc3NhZ2VzLnRzXCI7XG5pbXBvcnQgdHlwZSB7XG4gIE1vdXNlRW5jb2RpbmcsXG4gIE1vdXNlVHJhY2tpbmcsXG4gIFRlcm1pbmFsTW9kZXMsXG59IGZyb20gXCIuLi8uLi92dC90eXBlcy50c1wiO1xuaW1wb3J0IHsgc3RyaXBDb250cm9scyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9jb250cm9scy50c1wiO1xuXG4vKiogVGhlIHBhcnQgb2YgYFRlcm1pbmFsTW9kZXNgIHRoZSBvdXRlciB0ZXJtaW5hbCBpcyB0b2xkIGFib3V0LiAqL1xudHlwZSBNaXJyb3JlZCA9IFBpY2s8XG4gIFRlcm1pbmFsTW9kZXMsXG4gIHwgXCJjdXJzb3JLZXlzXCJcbiAgfCBcImtleXBhZFwiXG4gIHwgXCJicmFja2V0ZWRQYXN0ZVwiXG4gIHwgXCJmb2N1c0V2ZW50c1wiXG4gIHwgXCJtb3VzZVRyYWNraW5nXCJcbiAgfCBcIm1vdXNlRW5jb2RpbmdcIlxuPjtcblxuY29uc3QgT0ZGOiBSZWFkb25seTxNaXJyb3JlZD4gPSBPYmplY3QuZnJlZXplKHtcbiAgY3Vyc29yS2V5czogZmFsc2UsXG4gIGtleXBhZDogZmFsc2UsXG4gIGJyYWNrZXRlZFBhc3RlOiBmYWxzZSxcbiAgZm9jdXNFdmVudHM6IGZhbHNlLFxuICBtb3VzZVRyYWNraW5nOiBcIm5vbmVcIixcbiAgbW91c2VFbmNvZGluZzogXCJkZWZhdWx0XCIsXG59KTtcblxuY29uc3QgVFJBQ0tJTkdfTU9ERTogUmVjb3JkPE1vdXNlVHJhY2tpbmcsIG51bWJlcj4gPSB7XG4gIG5vbmU6IDAsXG4gIHgxMDogOSxcbiAgbm9ybWFsOiAxMDAwLFxuICBidXR0b246IDEwMDIsXG4gIGFueTogMTAwMyxcbn07XG5cbmNvbnN0IEVOQ09ESU5HX01PREU6IFJlY29yZDxNb3VzZUVuY29kaW5nLCBudW1iZXI+ID0ge1xuICBkZWZhdWx0OiAwLFxuICB1dGY4OiAxMDA1LFxuICBzZ3I6IDEwMDYsXG4gIHVyeHZ0OiAxMDE1LFxufTtcblxuLy8gVGhlIGxvbmdlc3QgdGl0bGUgcGFzc2VkIG9uOyBhIHRlcm1pbmFsJ3MgdGl0bGUgYmFyIHNob3dzIGZhciBsZXNzLlxuY29uc3QgTUFYX1RJVExFID0gMTAyNDtcblxuLyoqIFRyYWNrcyB3aGF0IHRoZSBjbGllbnQgc2V0IG9uIHRoZSBvdXRlciB0ZXJtaW5hbC4gKi9cbmV4cG9ydCBjbGFzcyBNb2RlTWlycm9yIHtcbiAgI21vZGVzOiBNaXJyb3JlZCA9IHsgLi4uT0ZGIH07XG4gIC8qKiBERUNTQ1VTUiBjb2RlIGxhc3Qgc2VudDsgMCB3aGlsZSB0aGUgb3V0ZXIgZGVmYXVsdCBpcyBpbiB1c2UuICovXG4gICNzaGFwZSA9IDA7XG4gICN0aXRsZTogc3RyaW5nIHwgbnVsbCA9IG51bGw7XG5cbiAgLyoqIFJldHVybnMgdGhlIHNlcXVlbmNlcyB0aGF0IGJyaW5nIHRoZSBvdXRlciBtb2RlcyB0byBgbWAuICovXG4gIGFwcGx5KG06IE1pcnJvcmVkKTogc3RyaW5nIHtcbiAgICBjb25zdCBjdXIgPSB0aGlzLiNtb2RlcztcbiAgICBsZXQgb3V0ID0gXCJcIjtcbiAgICBpZiAobS5jdXJzb3JLZXlzICE9PSBjdXIuY3Vyc29yS2V5cykgb3V0ICs9IGRlY3NldCgxLCBtLmN1cnNvcktleXMpO1xuICAgIGlmIChtLmtleXBhZCAhPT0gY3VyLmtleXBhZCkgb3V0ICs9IG0ua2V5cGFkID8gXCJcXHgxYj1cIiA6IFwiXFx4MWI+XCI7XG4gICAgaWYgKG0uYnJhY2tldGVkUGFzdGUgIT09IGN1ci5icmFja2V0ZWRQYXN0ZSkge1xuICAgICAgb3V0ICs9IGRlY3NldCgyMDA0LCBtLmJyYWNrZXRlZFBhc3RlKTtcbiAgICB9XG4gICAgaWYgKG0uZm9jdXNFdmVudHMgIT09IGN1ci5mb2N1c0V2ZW50cykge1xuICAgICAgb3V0ICs9IGRlY3NldCgxMDA0LCBtLmZvY3VzRXZlbnRzKTtcbiAgICB9XG4gICAgb3V0ICs9IHN3YXAoXG4gICAgICBUUkFDS0lOR19NT0RFW2N1ci5tb3VzZVRyYWNraW5nXSA/PyAwLFxuICAgICAgVFJBQ0tJTkdfTU9ERVttLm1vdXNlVHJhY2tpbmddID8/IDAsXG4gICAgKTtcbiAgICBvdXQgKz0gc3dhcChcbiAgICAgIEVOQ09ESU5HX01PREVbY3VyLm1vdXNlRW5jb2RpbmddID8/IDAsXG4gICAgICBFTkNPRElOR19NT0RFW20ubW91c2VFbmNvZGluZ10gPz8gMCxcbiAgICApO1xuICAgIHRoaXMuI21vZGVzID0ge1xuICAgICAgY3Vyc29yS2V5czogbS5jdXJzb3JLZXlzLFxuICAgICAga2V5cGFkOiBtLmtleXBhZCxcbiAgICAgIGJyYWNrZXRlZFBhc3RlOiBtLmJyYWNrZXRlZFBhc3RlLFxuICAgICAgZm9jdXNFdmVudHM6IG0uZm9jdXNFdmVudHMsXG4gICAgICBtb3VzZVRyYWNraW5nOiBtLm1vdXNlVHJhY2tpbmcsXG4gICAgICBtb3VzZUVuY29kaW5nOiBtLm1vdXNlRW5jb2RpbmcsXG4gICAgfTtcbiAgICByZXR1cm4gb3V0O1xuICB9XG5cbiAgLyoqXG4gICAqIFJldHVybnMgREVDU0NVU1IgZm9yIHRoZSBzZXNzaW9uIGN1cnNvcidzIHNoYXBlLCBvciBcIlwiLiBBIGJsaW5raW5nXG4gICAqIGJsb2NrICh0aGUgcG93ZXItb24gc2hhcGUpIG1hcHMgdG8gYENTSSAwIFNQIHFgLCB0aGUgdXNlcidzIG93blxuICAgKiBkZWZhdWx0LCBzbyB0aGF0IHNlc3Npb25zIHRoYXQgbmV2ZXIgY2hvc2UgYSBzaGFwZSBsZWF2ZSBpdCBhbG9uZS5cbiAgICovXG4gIGN1cnNvclNoYXBlKGN1cnNvcjogV2lyZUN1cnNvcik6IHN0cmluZyB7XG4gICAgY29uc3QgY29kZSA9IHNoYXBlQ29kZShjdXJzb3JbM10sIGN1cnNvcls0XSA9PT0gMSk7XG4gICAgaWYgKGNvZGUgPT09IHRoaXMuI3NoYXBlKSByZXR1cm4gXCJcIjtcbiAgICB0aGlzLiNzaGFwZSA9IGNvZGU7XG4gICAgcmV0dXJuIGBcXHgxYlske2NvZGV9IHFgO1xuICB9XG5cbiAgLyoqXG4gICAqIFJldHVybnMgT1NDIDIgc2V0dGluZyB0aGUgb3V0ZXIgdGl0bGUsIG9yIFwiXCIuIFRoZSBmaXJzdCB0aXRsZSBwdXNoZXNcbiAgICogdGhlIHVzZXIncyBvd24gb24gdGhlIHRlcm1pbmFsJ3MgdGl0bGUgc3RhY2sgKFhUV0lOT1BTIDIyKSwgdG8gYmVcbiAgICogcG9wcGVkIG9uIGxlYXZpbmcuIEFuIGVtcHR5IHRpdGxlIGJlZm9yZSBhbnkgb3RoZXIgaXMgbGVmdCBhbG9uZS5cbiAgICovXG4gIHRpdGxlKHRpdGxlOiBzdHJpbmcpOiBzdHJpbmcge1xuICAgIGNvbnN0IGNsZWFuID0gc2FuaXRpemVUaXRsZSh0aXRsZSk7XG4gICAgaWYgKGNsZWFuID09PSAodGhpcy4jdGl0bGUgPz8gXCJcIikpIHJldHVybiBcIlwiO1xuICAgIGNvbnN0IHB1c2ggPSB0aGlzLiN0aXRsZSA9PT0gbnVsbCA/IFwiXFx4MWJbMjI7MnRcIiA6IFwiXCI7XG4gICAgdGhpcy4jdGl0bGUgPSBjbGVhbjtcbiAgICByZXR1cm4gYCR7cHVzaH1cXHgxYl0yOyR7Y2xlYW59XFx4MWJcXFxcYDtcbiAgfVxuXG4gIC8qKiBSZXR1cm5zIHRoZSBzZXF1ZW5jZXMgdGhhdCB1bmRvIGV2ZXJ5dGhpbmcgc2V0IHNvIGZhci4gKi9cbiAgcmVzZXQoKTogc3RyaW5nIHtcbiAgICBsZXQgb3V0ID0gdGhpcy5hcHBseShPRkYpO1xuICAgIGlmICh0aGlzLiNzaGFwZSAhPT0gMCkgb3V0ICs9IFwiXFx4MWJbMCBxXCI7XG4gICAgdGhpcy4jc2hhcGUgPSAwO1xuICAgIGlmICh0aGlzLiN0aXRsZSAhPT0gbnVsbCkgb3V0ICs9IFwiXFx4MWJbMjM7MnRcIjtcbiAgICB0aGlzLiN0aXRsZSA9IG51bGw7XG4gICAgcmV0dXJuIG91dDtcbiAgfVxufVxuXG5mdW5jdGlvbiBkZWNzZXQobW9kZTogbnVtYmVyLCBvbjogYm9vbGVhbik6IHN0cmluZyB7XG4gIHJldHVybiBgXFx4MWJbPyR7bW9kZX0ke29uID8gXCJoXCIgOiBcImxcIn1gO1xufVxuXG4vLyBUdXJucyBvZmYgbW9kZSBgZnJvbWAgYW5kIG9uIG1vZGUgYHRvYCAoMCBzdGFuZHMgZm9yIG5vbmUpLlxuZnVuY3Rpb24gc3dhcChmcm9tOiBudW1iZXIsIHRvOiBudW1iZXIpOiBzdHJpbmcge1xuICBpZiAoZnJvbSA9PT0gdG8pIHJldHVybiBcIlwiO1xuICByZXR1cm4gKGZyb20gPyBkZWNzZXQoZnJvbSwgZmFsc2UpIDogXCJcIikgKyAodG8gPyBkZWNzZXQodG8sIHRydWUpIDogXCJcIik7XG59XG5cbmZ1bmN0aW9uIHNoYXBlQ29kZShzaGFwZTogc3RyaW5nLCBibGluazogYm9vbGVhbik6IG51bWJlciB7XG4gIHN3aXRjaCAoc2hhcGUpIHtcbiAgICBjYXNlIFwidW5kZXJsaW5lXCI6XG4gICAgICByZXR1cm4gYmxpbmsgPyAzIDogNDtcbiAgICBjYXNlIFwiYmFyXCI6XG4gICAgICByZXR1cm4gYmxpbmsgPyA1IDogNjtcbiAgICBkZWZhdWx0OlxuICAgICAgcmV0dXJuIGJsaW5rID8gMCA6IDI7XG4gIH1cbn1cblxuLy8gVGl0bGUgdGV4dCBtdXN0IG5vdCBjYXJyeSBjb250cm9scyB0aGF0IHdvdWxkIGVuZCB0aGUgT1NDIGVhcmx5IG9yXG4vLyBpbmplY3Qgc2VxdWVuY2VzIGludG8gdGhlIG91dGVyIHRlcm1pbmFsLlxuZnVuY3Rpb24gc2FuaXRpemVUaXRsZSh0aXRsZTogc3RyaW5nKTogc3RyaW5nIHtcbiAgcmV0dXJuIHN0cmlwQ29udHJvbHModGl0bGUpLnNsaWNlKDAsIE1BWF9USVRMRSk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBaUJDLEdBUUQsU0FBUyxhQUFhLFFBQVEsNkJBQTZCO0FBYTNELE1BQU0sTUFBMEIsT0FBTyxNQUFNLENBQUM7RUFDNUMsWUFBWTtFQUNaLFFBQVE7RUFDUixnQkFBZ0I7RUFDaEIsYUFBYTtFQUNiLGVBQWU7RUFDZixlQUFlO0FBQ2pCO0FBRUEsTUFBTSxnQkFBK0M7RUFDbkQsTUFBTTtFQUNOLEtBQUs7RUFDTCxRQUFRO0VBQ1IsUUFBUTtFQUNSLEtBQUs7QUFDUDtBQUVBLE1BQU0sZ0JBQStDO0VBQ25ELFNBQVM7RUFDVCxNQUFNO0VBQ04sS0FBSztFQUNMLE9BQU87QUFDVDtBQUVBLHNFQUFzRTtBQUN0RSxNQUFNLFlBQVk7QUFFbEIsc0RBQXNELEdBQ3RELE9BQU8sTUFBTTtFQUNYLENBQUEsS0FBTSxHQUFhO0lBQUUsR0FBRyxHQUFHO0VBQUMsRUFBRTtFQUM5QixrRUFBa0UsR0FDbEUsQ0FBQSxLQUFNLEdBQUcsRUFBRTtFQUNYLENBQUEsS0FBTSxHQUFrQixLQUFLO0VBRTdCLDZEQUE2RCxHQUM3RCxNQUFNLENBQVcsRUFBVTtJQUN6QixNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsS0FBTTtJQUN2QixJQUFJLE1BQU07SUFDVixJQUFJLEVBQUUsVUFBVSxLQUFLLElBQUksVUFBVSxFQUFFLE9BQU8sT0FBTyxHQUFHLEVBQUUsVUFBVTtJQUNsRSxJQUFJLEVBQUUsTUFBTSxLQUFLLElBQUksTUFBTSxFQUFFLE9BQU8sRUFBRSxNQUFNLEdBQUcsVUFBVTtJQUN6RCxJQUFJLEVBQUUsY0FBYyxLQUFLLElBQUksY0FBYyxFQUFFO01BQzNDLE9BQU8sT0FBTyxNQUFNLEVBQUUsY0FBYztJQUN0QztJQUNBLElBQUksRUFBRSxXQUFXLEtBQUssSUFBSSxXQUFXLEVBQUU7TUFDckMsT0FBTyxPQUFPLE1BQU0sRUFBRSxXQUFXO0lBQ25DO0lBQ0EsT0FBTyxLQUNMLGFBQWEsQ0FBQyxJQUFJLGFBQWEsQ0FBQyxJQUFJLEdBQ3BDLGFBQWEsQ0FBQyxFQUFFLGFBQWEsQ0FBQyxJQUFJO0lBRXBDLE9BQU8sS0FDTCxhQUFhLENBQUMsSUFBSSxhQUFhLENBQUMsSUFBSSxHQUNwQyxhQUFhLENBQUMsRUFBRSxhQUFhLENBQUMsSUFBSTtJQUVwQyxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUc7TUFDWixZQUFZLEVBQUUsVUFBVTtNQUN4QixRQUFRLEVBQUUsTUFBTTtNQUNoQixnQkFBZ0IsRUFBRSxjQUFjO01BQ2hDLGFBQWEsRUFBRSxXQUFXO01BQzFCLGVBQWUsRUFBRSxhQUFhO01BQzlCLGVBQWUsRUFBRSxhQUFhO0lBQ2hDO0lBQ0EsT0FBTztFQUNUO0VBRUE7Ozs7R0FJQyxHQUNELFlBQVksTUFBa0IsRUFBVTtJQUN0QyxNQUFNLE9BQU8sVUFBVSxNQUFNLENBQUMsRUFBRSxFQUFFLE1BQU0sQ0FBQyxFQUFFLEtBQUs7SUFDaEQsSUFBSSxTQUFTLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRSxPQUFPO0lBQ2pDLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRztJQUNkLE9BQU8sQ0FBQyxLQUFLLEVBQUUsS0FBSyxFQUFFLENBQUM7RUFDekI7RUFFQTs7OztHQUlDLEdBQ0QsTUFBTSxLQUFhLEVBQVU7SUFDM0IsTUFBTSxRQUFRLGNBQWM7SUFDNUIsSUFBSSxVQUFVLENBQUMsSUFBSSxDQUFDLENBQUEsS0FBTSxJQUFJLEVBQUUsR0FBRyxPQUFPO0lBQzFDLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxLQUFNLEtBQUssT0FBTyxlQUFlO0lBQ25ELElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRztJQUNkLE9BQU8sR0FBRyxLQUFLLE9BQU8sRUFBRSxNQUFNLE1BQU0sQ0FBQztFQUN2QztFQUVBLDJEQUEyRCxHQUMzRCxRQUFnQjtJQUNkLElBQUksTUFBTSxJQUFJLENBQUMsS0FBSyxDQUFDO0lBQ3JCLElBQUksSUFBSSxDQUFDLENBQUEsS0FBTSxLQUFLLEdBQUcsT0FBTztJQUM5QixJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUc7SUFDZCxJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU0sS0FBSyxNQUFNLE9BQU87SUFDakMsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHO0lBQ2QsT0FBTztFQUNUO0FBQ0Y7QUFFQSxTQUFTLE9BQU8sSUFBWSxFQUFFLEVBQVc7RUFDdkMsT0FBTyxDQUFDLE1BQU0sRUFBRSxPQUFPLEtBQUssTUFBTSxLQUFLO0FBQ3pDO0FBRUEsOERBQThEO0FBQzlELFNBQVMsS0FBSyxJQUFZLEVBQUUsRUFBVTtFQUNwQyxJQUFJLFNBQVMsSUFBSSxPQUFPO0VBQ3hCLE9BQU8sQ0FBQyxPQUFPLE9BQU8sTUFBTSxTQUFTLEVBQUUsSUFBSSxDQUFDLEtBQUssT0FBTyxJQUFJLFFBQVEsRUFBRTtBQUN4RTtBQUVBLFNBQVMsVUFBVSxLQUFhLEVBQUUsS0FBYztFQUM5QyxPQUFRO0lBQ04sS0FBSztNQUNILE9BQU8sUUFBUSxJQUFJO0lBQ3JCLEtBQUs7TUFDSCxPQUFPLFFBQVEsSUFBSTtJQUNyQjtNQUNFLE9BQU8sUUFBUSxJQUFJO0VBQ3ZCO0FBQ0Y7QUFFQSxxRUFBcUU7QUFDckUsNENBQTRDO0FBQzVDLFNBQVMsY0FBYyxLQUFhO0VBQ2xDLE9BQU8sY0FBYyxPQUFPLEtBQUssQ0FBQyxHQUFHO0FBQ3ZDIn0=
// denoCacheMetadata=8466887074060310882,15003937663906545489