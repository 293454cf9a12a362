/**
 * What may reach the user's terminal inside an OSC string: hyperlinks
 * (OSC 8) and clipboard selections (OSC 52). Both sides check, the daemon
 * before it sends and the attach client before it writes, so this module
 * is small and imports no engine.
 *
 * @module
 */

import { CONTROL } from "./controls.ts";
import { MAX_LINK_ID, MAX_LINK_URI } from "./messages.ts";

// C0 and C1 controls and DEL: ESC or BEL would end the string early and let
// the rest run as escape sequences.
export const OSC_UNSAFE = CONTROL;
// An OSC 8 id value: printable ASCII but the two separators (`:` between
// parameters, `;` before the URI).
const LINK_ID = new RegExp(`^[!-9<-~]{1,${MAX_LINK_ID}}$`);
// The OSC 52 selections a program may name (xterm's list).
const SELECTIONS = "cpqs01234567";

/** Whether `uri` may be sent as an OSC 8 target: non-empty, capped, no controls. */
export function safeLinkUri(uri: unknown): uri is string {
  return typeof uri === "string" && uri.length > 0 &&
    uri.length <= MAX_LINK_URI && !OSC_UNSAFE.test(uri);
}

/** Whether `id` may be sent as the value of an OSC 8 `id=` parameter. */
export function safeLinkId(id: string): boolean {
  return LINK_ID.test(id);
}

/** Whether `params` may be sent as OSC 8 parameters: "" or `id=VALUE`. */
export function safeLinkParams(params: unknown): params is string {
  return params === "" ||
    (typeof params === "string" && params.startsWith("id=") &&
      safeLinkId(params.slice(3)));
}

/**
 * The OSC 52 selection letters to pass on: those of `selection` that are
 * among `cpqs01234567`, each once, in order; `c` when none is.
 */
export function clipboardSelection(selection: unknown): string {
  if (typeof selection !== "string") return "c";
  let out = "";
  for (const ch of selection) {
    if (SELECTIONS.includes(ch) && !out.includes(ch)) out += ch;
  }
  return out === "" ? "c" : out;
}
