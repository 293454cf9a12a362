/**
 * Clipboard writes (OSC 52) for the outer terminal: a session's program
 * copied something, and this client opted in (`--clipboard`) to have the
 * user's terminal set its clipboard to it.
 *
 * Only writes go out, with base64 the client makes itself: never a query
 * (`?`), so nothing can read the user's clipboard through berth.
 *
 * @module
 */

import { MAX_CLIPBOARD_BYTES } from "../../protocol/messages.ts";
import { clipboardSelection } from "../../protocol/osc_safe.ts";

// Bytes per String.fromCharCode call: far below any argument limit.
const CHUNK = 0x8000;

/**
 * `OSC 52 ; selection ; base64 ST` setting `selection` (checked again:
 * only letters among `cpqs01234567`, else `c`) to `data`; "" when `data`
 * is not bytes or is larger than `MAX_CLIPBOARD_BYTES`.
 */
export function clipboardWrite(selection: unknown, data: unknown): string {
  if (!(data instanceof Uint8Array) || data.length > MAX_CLIPBOARD_BYTES) {
    return "";
  }
  return `\x1b]52;${clipboardSelection(selection)};${base64(data)}\x1b\\`;
}

function base64(data: Uint8Array): string {
  let bin = "";
  for (let i = 0; i < data.length; i += CHUNK) {
    bin += String.fromCharCode(...data.subarray(i, i + CHUNK));
  }
  return btoa(bin);
}
