/**
 * What the full-screen views of the attach client that choose something
 * share (tmux's modes: choose-tree, choose-client, display-panes): how
 * they are driven. Like copy mode, an overlay shows its rows in place of
 * the session's screen through the renderer's `showView`, and gives it
 * back with `showSession`; frames keep the session's screen up to date
 * underneath. Everything runs on the attach client's event loop: keys and
 * the daemon's answers come in as calls, bytes go out as results.
 *
 * @module
 */

import type { Request, Responses } from "../../protocol/messages.ts";
import type { KeyTable } from "./key_table.ts";
import type { Key } from "./scroll_keys.ts";

/** What to do after an overlay's call. */
export interface OverlayResult {
  /** Bytes for the outer terminal. */
  out?: Uint8Array;
  /**
   * The overlay is over (the session's screen is drawn in `out`); `rest`:
   * the bytes typed after the key that left, for the session.
   */
  leave?: { rest: Uint8Array };
  /** Prefix then the detach key: detach. */
  detach?: boolean;
  /** A one-line message for the bottom row (an error). */
  message?: string;
}

/** What an overlay needs from the attach client. */
export interface OverlayHost {
  /**
   * Sends `req` on the attach connection; `then` runs on the attach loop
   * with the answer, or the failure, unless the overlay is over by then.
   */
  request<R extends Request>(
    req: R,
    then: (answer: Responses[R["op"]] | Error) => OverlayResult,
  ): void;
  /** Runs `then` on the attach loop after `ms`, unless the overlay is over. */
  later(ms: number, then: () => OverlayResult): void;
  /** The session this client is attached to. */
  readonly session: string;
  /** The key tables (the prefix and its detach key). */
  readonly keys: KeyTable;
}

/** A full-screen view in place of the session's screen. */
export interface Overlay {
  /** Draws it first. */
  start(): OverlayResult;
  /** Keys typed while it is shown. */
  keys(data: Uint8Array): OverlayResult;
  /** The outer terminal's size changed (the renderer knows the new one). */
  resize(): OverlayResult;
}

/**
 * Tracks the prefix key in an overlay: prefix then the key bound to
 * `detach-client` detaches (as in copy mode); prefix then anything else
 * is dropped. Returns "detach", "eaten" (the key was the prefix or the
 * key after it) or null (an ordinary key).
 */
export class PrefixWatch {
  #after = false;

  constructor(readonly keys: KeyTable) {}

  feed(key: Key): "detach" | "eaten" | null {
    if (this.#after) {
      this.#after = false;
      return this.keys.lookup("prefix", key.bytes) === "detach-client"
        ? "detach"
        : "eaten";
    }
    if (this.keys.isPrefix(key.bytes)) {
      this.#after = true;
      return "eaten";
    }
    return null;
  }
}

/** The message of a failed request, for the bottom row. */
export function failure(err: Error): string {
  return err.message || String(err);
}
