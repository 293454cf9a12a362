/**
 * What `send` and `send-keys` share: typed input to a pane, in requests the
 * daemon takes.
 *
 * @module
 */

import type { Connection } from "../connection.ts";
import { requestOrFail } from "./_request.ts";

/** Input per request: the daemon holds at most 1 MiB the program has not read. */
const CHUNK_BYTES = 64 * 1024;

/**
 * Sends `bytes` to pane or session `name` in requests of at most
 * CHUNK_BYTES, and at least one: sending nothing still checks that `name`
 * exists. Only the first is refused when the pane's input queue is full:
 * the later ones wait for room, so the text is never cut midway.
 */
export async function sendInput(
  conn: Connection,
  name: string,
  bytes: Uint8Array,
): Promise<void> {
  let off = 0;
  do {
    const data = bytes.subarray(off, off + CHUNK_BYTES);
    // Refused only at its start: a later chunk waits for room.
    const follows = off > 0 ? { follows: true } : {};
    await requestOrFail(conn, { op: "send", name, data, ...follows });
    off += CHUNK_BYTES;
  } while (off < bytes.length);
}
