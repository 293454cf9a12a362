/**
 * Where copy mode's copy goes in the daemon: a new paste buffer, or (tmux's
 * `append-selection-and-cancel`, vi `A`) the end of the newest one, as
 * tmux appends to its top buffer, a new one when there is none. The attach
 * client and the browser's page both store a copy this way.
 *
 * @module
 */

import type { Connection } from "../connection.ts";
import { part } from "../commands/_request.ts";

/** The daemon's paste buffers, as a copy needs them. */
export interface CopyBuffers {
  /** The newest buffer (`show-buffer`); rejects when there is none. */
  newest(): Promise<{ name: string; data: Uint8Array }>;
  /** Sets buffer `name` to `data`, or a new buffer without a name. */
  set(data: Uint8Array, name?: string): Promise<unknown>;
}

/** The paste buffers of the daemon `conn` talks to. */
export function daemonBuffers(conn: Pick<Connection, "request">): CopyBuffers {
  return {
    // A copy's parts: no after-show-buffer or -set-buffer (step 41).
    newest: () => conn.request(part({ op: "show-buffer" })),
    set: (data, buffer) =>
      conn.request(
        part(
          buffer === undefined
            ? { op: "set-buffer", data }
            : { op: "set-buffer", buffer, data },
        ),
      ),
  };
}

/**
 * Stores `data` as a new paste buffer, or on the end of the newest with
 * `append`; resolves to the message the status line shows.
 */
export async function storeCopy(
  buffers: CopyBuffers,
  data: Uint8Array,
  append = false,
): Promise<string> {
  if (append) {
    const top = await buffers.newest().catch(() => null);
    if (top) {
      const all = new Uint8Array(top.data.length + data.length);
      all.set(top.data);
      all.set(data, top.data.length);
      await buffers.set(all, top.name);
      return `appended ${data.length} bytes to ${top.name}`;
    }
  }
  await buffers.set(data);
  return `copied ${data.length} bytes`;
}
