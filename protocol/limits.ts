/**
 * Limits and defaults that the daemon enforces and the clients check before
 * they ask: defined here once, imported everywhere else. No FFI and no
 * imports: every layer may use it.
 *
 * @module
 */

/** Largest terminal side berth accepts, in cells (columns and rows alike). */
export const MAX_SIDE = 4096;

/** Largest scrollback a session may keep, in lines. */
export const MAX_SCROLLBACK = 1_000_000;

/** Scrollback of a new session when none is asked for, in lines. */
export const DEFAULT_SCROLLBACK = 10_000;

/**
 * Longest timeout or idle time a wait may ask for, in ms: 2^31-1, about
 * 24.8 days. `setTimeout` keeps its delay in 32 signed bits and fires at
 * once for anything longer, so a larger value is refused, not clamped.
 */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The longest socket path, in bytes: Linux's `sun_path` holds 108 bytes with
 * the terminating NUL (tmux has the same limit).
 */
export const MAX_SOCKET_PATH_BYTES = 107;

/**
 * The largest paste (`send --paste`, the library's `paste`), in bytes: a
 * paste goes in as one piece, so it must fit the input the daemon holds for
 * a program that has not read it yet (`PTY_WRITER_MAX_QUEUED`, 1 MiB).
 */
export const MAX_PASTE_BYTES = 1024 * 1024;

/**
 * Paste buffers the daemon keeps (tmux's `buffer-limit`, 50): a new buffer
 * beyond this drops the oldest.
 */
export const MAX_PASTE_BUFFERS = 50;

/**
 * The largest paste buffer, in bytes: one paste must fit in one piece
 * (`MAX_PASTE_BYTES`), so 50 buffers hold at most 50 MiB.
 */
export const MAX_BUFFER_BYTES = MAX_PASTE_BYTES;

/**
 * The longest format a request carries (UTF-16 units: `display-message`,
 * `-F` of the list commands; `protocol/format.ts`).
 */
export const MAX_FORMAT = 16384;

/**
 * The longest layout `select-layout` takes: tmux's `layout_dump` writes
 * `#{window_layout}` into a buffer of this size, so no layout string
 * tmux or berth prints is longer.
 */
export const MAX_LAYOUT_STRING = 8192;

/**
 * The longest string of a request's list or map of strings (UTF-16
 * units): an argument, an environment variable's value.
 */
export const MAX_STRING_ITEM = 65536;

/**
 * `env` less the variables a request cannot carry (a value over
 * MAX_STRING_ITEM), which the daemon would refuse the whole request for:
 * a session or a key's command goes without them, as the rest of the
 * environment is given.
 */
export function sendableEnv(
  env: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) {
    if (v.length <= MAX_STRING_ITEM) out[k] = v;
  }
  return out;
}

/** tmux's default `default-size`. */
export const DEFAULT_SIZE = "80x24";

/**
 * The columns and rows of a `default-size` (`200x50`), each 1 to
 * `MAX_SIDE`; null when it is no size.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { sizeOf } from "./limits.ts";
 * assert.deepEqual(sizeOf("200x50"), { cols: 200, rows: 50 });
 * assert.equal(sizeOf("200"), null);
 * ```
 */
export function sizeOf(text: string): { cols: number; rows: number } | null {
  const m = /^(\d{1,5})x(\d{1,5})$/.exec(text);
  if (!m) return null;
  const [cols, rows] = [Number(m[1]), Number(m[2])];
  const ok = (n: number) => n >= 1 && n <= MAX_SIDE;
  return ok(cols) && ok(rows) ? { cols, rows } : null;
}
