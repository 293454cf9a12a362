/**
 * Input read whole up to a limit: `send --paste`'s stdin, `load-buffer`'s
 * file or stdin.
 *
 * @module
 */

import { UserError } from "./command.ts";

/** All of `stream`, refused past `max` bytes (`tooLarge` says so then). */
export async function readAtMost(
  stream: ReadableStream<Uint8Array>,
  max: number,
  tooLarge: (max: number) => string,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > max) throw new UserError(tooLarge(max));
  }
  const data = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    data.set(chunk, at);
    at += chunk.length;
  }
  return data;
}
