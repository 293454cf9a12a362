/**
 * What `send` and `send-keys` share: typed input to a pane, in requests the
 * daemon takes.
 *
 * @module
 */

import type { Connection } from "../connection.ts";
import { part, requestOrFail } from "./_request.ts";

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
  const send = pieceSender(conn, name);
  let off = 0;
  do {
    await send(bytes.subarray(off, off + CHUNK_BYTES));
    off += CHUNK_BYTES;
  } while (off < bytes.length);
}

/**
 * Sends what `stream` yields to pane or session `name` as it comes, in
 * requests of at most CHUNK_BYTES (at least one, as `sendInput`): input of
 * any size, never held whole. As `sendInput`, only the first piece is
 * refused when the pane's input queue is full already; the later ones
 * wait for room, as a pipe's writer waits for its reader, so a slow
 * program gets the stream whole.
 */
export async function sendStream(
  conn: Connection,
  name: string,
  stream: ReadableStream<Uint8Array>,
): Promise<void> {
  const send = pieceSender(conn, name);
  const piece = new Uint8Array(CHUNK_BYTES);
  let size = 0;
  let sent = false;
  const flush = async () => {
    await send(piece.slice(0, size));
    size = 0;
    sent = true;
  };
  for await (const chunk of stream) {
    let off = 0;
    while (off < chunk.length) {
      const n = Math.min(CHUNK_BYTES - size, chunk.length - off);
      piece.set(chunk.subarray(off, off + n), size);
      size += n;
      off += n;
      if (size === CHUNK_BYTES) await flush();
    }
    // A pipe's read ends where its writer paused: send what came now,
    // so a script feeding a program line by line is not held back.
    if (size > 0) await flush();
  }
  if (size > 0 || !sent) await flush();
}

/**
 * Sends the pieces of one input to `name`, one request each: the first
 * may be refused when the pane's input queue is full, the later ones
 * follow it (`follows`) and wait for room, so the input is never cut
 * midway.
 */
function pieceSender(
  conn: Connection,
  name: string,
): (data: Uint8Array) => Promise<void> {
  let follows = false;
  return async (data) => {
    // The first piece is the command's: its after- hook (step 41).
    const req = { op: "send", name, data } as const;
    await requestOrFail(conn, follows ? part({ ...req, follows }) : req);
    follows = true;
  };
}
