/**
 * OSC strings (`ESC ] Ps ; Pt BEL/ST`): titles, working directory,
 * hyperlinks, palette queries, clipboard and prompt marks.
 *
 * @module
 */

import { MAX_URI_BYTES } from "./hyperlinks.ts";
import { DEFAULT_CURSOR, defaultColor, parseColorSpec } from "./palette.ts";
import { colorReport } from "./reports.ts";
import { MAX_TITLE, type VtState } from "./state.ts";

const decoder = new TextDecoder();

/** Handles one OSC string; `bel` says which terminator answers use. */
export function dispatchOsc(
  st: VtState,
  data: Uint8Array,
  length: number,
  bel: boolean,
): void {
  // ESC k NAME ST, marked by a NUL (`parse_table.ts`): the window's name.
  if (length > 0 && data[0] === 0) {
    st.events.rename?.(cleanTitle(decoder.decode(data.subarray(1, length))));
    return;
  }
  // The command number is ASCII digits up to the first ';'.
  let i = 0;
  let cmd = 0;
  while (i < length && data[i] >= 0x30 && data[i] <= 0x39 && i < 6) {
    cmd = cmd * 10 + data[i] - 0x30;
    i++;
  }
  if (i === 0) return;
  if (i < length && data[i] !== 0x3b) return;
  const text = i < length ? decoder.decode(data.subarray(i + 1, length)) : "";
  switch (cmd) {
    case 0:
      setTitle(st, text, true, true);
      break;
    case 1:
      setTitle(st, text, false, true);
      break;
    case 2:
      setTitle(st, text, true, false);
      break;
    case 4:
      paletteOsc(st, text, bel);
      break;
    case 7:
      setCwd(st, text);
      break;
    case 8:
      hyperlink(st, text);
      break;
    case 10:
    case 11:
    case 12:
      dynamicColors(st, cmd, text, bel);
      break;
    case 52:
      clipboard(st, text);
      break;
    case 104:
      resetPalette(st, text);
      break;
    case 110:
      resetDynamic(st, 10);
      break;
    case 111:
      resetDynamic(st, 11);
      break;
    case 112:
      resetDynamic(st, 12);
      break;
    case 133:
      promptMark(st, text);
      break;
  }
}

// deno-lint-ignore no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
// deno-lint-ignore no-control-regex
const HAS_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Drops C0 and C1 controls and DEL from a string a program set (title,
 * cwd, link, prompt mark): it reaches `events --json`, the library and
 * other terminals, where ESC or CSI (U+009B) would be commands.
 */
function stripControls(text: string): string {
  return HAS_CONTROL.test(text) ? text.replace(CONTROLS, "") : text;
}

/** Drops controls and caps the length of a title. */
function cleanTitle(text: string): string {
  const clean = stripControls(text);
  return clean.length > MAX_TITLE ? clean.slice(0, MAX_TITLE) : clean;
}

/** OSC 0/1/2. */
export function setTitle(
  st: VtState,
  text: string,
  title: boolean,
  icon: boolean,
): void {
  const clean = cleanTitle(text);
  if (icon) st.iconName = clean;
  if (title && clean !== st.title) {
    st.title = clean;
    st.events.title?.(clean);
  }
  st.bump();
}

/** OSC 7: `file://host/path`; the path, percent-decoded. */
function setCwd(st: VtState, text: string): void {
  let path = "";
  try {
    const url = new URL(text);
    if (url.protocol !== "file:" && url.protocol !== "kitty-shell-cwd:") return;
    // After decoding: %1B is an ESC too.
    path = stripControls(decodeURIComponent(url.pathname));
  } catch {
    return;
  }
  if (path === "" || path.length > 4096) return;
  st.cwd = path;
  st.events.cwd?.(path);
}

/** OSC 8: `params;uri`, an empty URI ends the link. */
function hyperlink(st: VtState, text: string): void {
  const s = st.screen;
  const semi = text.indexOf(";");
  if (semi < 0) return;
  const params = stripControls(text.slice(0, semi));
  const uri = stripControls(text.slice(semi + 1));
  let link = 0;
  if (uri !== "" && uri.length <= MAX_URI_BYTES) {
    const id = /(?:^|:)id=([^:]*)/.exec(params)?.[1] ?? "";
    link = s.links.intern(id, uri);
  }
  if (link !== s.link) {
    s.link = link;
    s.penChanged();
  }
}

/** OSC 4: `index;spec` pairs; `?` asks for the colour. */
function paletteOsc(st: VtState, text: string, bel: boolean): void {
  const parts = text.split(";");
  for (let k = 0; k + 1 < parts.length; k += 2) {
    const index = Number(parts[k]);
    if (!Number.isInteger(index) || index < 0 || index > 255) continue;
    const spec = parts[k + 1];
    if (spec === "?") {
      colorReport(st, `4;${index}`, st.palette.colors[index], bel);
    } else {
      const c = parseColorSpec(spec);
      if (c !== null) st.palette.colors[index] = c;
    }
  }
}

/** OSC 104: resets listed palette entries, or all. */
function resetPalette(st: VtState, text: string): void {
  if (text === "") {
    for (let i = 0; i < 256; i++) st.palette.colors[i] = defaultColor(i);
    return;
  }
  for (const part of text.split(";")) {
    const i = Number(part);
    if (Number.isInteger(i) && i >= 0 && i <= 255) {
      st.palette.colors[i] = defaultColor(i);
    }
  }
}

/**
 * OSC 10/11/12: foreground, background, cursor colour. Several specs in
 * one string address the next colours in turn (xterm).
 */
function dynamicColors(
  st: VtState,
  cmd: number,
  text: string,
  bel: boolean,
): void {
  const pal = st.palette;
  for (const spec of text.split(";")) {
    if (cmd > 12) break;
    if (spec === "?") {
      const c = cmd === 10
        ? pal.shownFg
        : cmd === 11
        ? pal.shownBg
        : pal.cursor;
      colorReport(st, String(cmd), c, bel);
    } else {
      const c = parseColorSpec(spec);
      if (c !== null) {
        if (cmd === 10) pal.fg = c;
        else if (cmd === 11) pal.bg = c;
        else pal.cursor = c;
      }
    }
    cmd++;
  }
}

/** OSC 110/111/112. */
function resetDynamic(st: VtState, cmd: number): void {
  if (cmd === 10) st.palette.fg = -1;
  else if (cmd === 11) st.palette.bg = -1;
  else st.palette.cursor = DEFAULT_CURSOR;
}

/**
 * OSC 52: `selection;base64`. The data goes to the `clipboard` event; a
 * query (`?`) gets no answer, so a program cannot read the clipboard.
 */
function clipboard(st: VtState, text: string): void {
  const semi = text.indexOf(";");
  if (semi < 0) return;
  const selection = stripControls(text.slice(0, semi)) || "c";
  const b64 = text.slice(semi + 1);
  if (b64 === "?") return;
  let data: Uint8Array;
  try {
    const bin = atob(b64);
    data = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) data[i] = bin.charCodeAt(i);
  } catch {
    return;
  }
  st.events.clipboard?.(selection, data);
}

/** OSC 133: `A`, `B`, `C` or `D`, then `;`-separated parameters. */
function promptMark(st: VtState, text: string): void {
  const kind = text.charAt(0);
  if (!"ABCD".includes(kind) || kind === "") return;
  const params = text.length > 2 && text[1] === ";"
    ? stripControls(text.slice(2))
    : "";
  st.events.promptMark?.(kind, params);
}
