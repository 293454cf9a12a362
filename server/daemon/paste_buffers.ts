/**
 * The daemon's paste buffers, as tmux keeps them: a stack, newest first.
 * A copy in copy mode (or `set-buffer` without a name) pushes a buffer
 * named `bufferN` (N counting up from 0 over the daemon's life); a named
 * one (`set-buffer -b NAME`) replaces the buffer of that name in place or
 * becomes a new one. At most `MAX_PASTE_BUFFERS`: the oldest goes first.
 * Each holds at most `MAX_BUFFER_BYTES`.
 *
 * @module
 */

import type { BufferInfo } from "../../protocol/messages.ts";
import { MAX_BUFFER_BYTES, MAX_PASTE_BUFFERS } from "../../protocol/limits.ts";
import { RequestFailure } from "./request_failure.ts";
import { stripControls } from "../../protocol/controls.ts";

/** One buffer. */
export interface PasteBuffer {
  name: string;
  data: Uint8Array;
  /** Milliseconds since the epoch. */
  created: number;
}

// Bytes of a buffer's start `list-buffers` and prefix `=` show (tmux's 200).
const SAMPLE_BYTES = 200;

/** Every paste buffer of the daemon, newest first. */
export class PasteBuffers {
  #stack: PasteBuffer[] = [];
  #next = 0;

  /** The buffers, newest first, with the start of each. */
  list(): BufferInfo[] {
    return this.#stack.map((b) => ({
      name: b.name,
      size: b.data.length,
      created: b.created,
      sample: sample(b.data),
    }));
  }

  /** The buffer called `name`, or the newest; a failure when there is none. */
  get(name?: string): { name: string; data: Uint8Array } {
    const b = name === undefined
      ? this.#stack[0]
      : this.#stack.find((b) => b.name === name);
    if (!b) throw missing(name);
    return { name: b.name, data: b.data };
  }

  /**
   * Sets buffer `name` to `data` (a new automatic buffer without a name);
   * returns its name.
   */
  set(data: Uint8Array, name?: string): string {
    if (data.length > MAX_BUFFER_BYTES) {
      throw new RequestFailure(
        "bad-request",
        `A buffer holds at most ${MAX_BUFFER_BYTES} bytes, not ${data.length}; set a smaller one`,
      );
    }
    const created = Date.now();
    const old = name === undefined
      ? -1
      : this.#stack.findIndex((b) => b.name === name);
    if (old >= 0) {
      this.#stack[old] = { name: name!, data: data.slice(), created };
      return name!;
    }
    const b = { name: name ?? this.#freeName(), data: data.slice(), created };
    this.#stack.unshift(b);
    this.#stack.length = Math.min(this.#stack.length, MAX_PASTE_BUFFERS);
    return b.name;
  }

  /** Deletes buffer `name`, or the newest; a failure when there is none. */
  delete(name?: string): void {
    const i = name === undefined
      ? (this.#stack.length > 0 ? 0 : -1)
      : this.#stack.findIndex((b) => b.name === name);
    if (i < 0) throw missing(name);
    this.#stack.splice(i, 1);
  }

  // The next `bufferN` not taken (a user may have named one so).
  /** The stack as plain data, for a live upgrade's state file. */
  save(): { stack: PasteBuffer[]; next: number } {
    return { stack: this.#stack.map((b) => ({ ...b })), next: this.#next };
  }

  /** Takes what `save()` gave (checked by `upgrade_state.ts`). */
  load(s: { stack: PasteBuffer[]; next: number }): void {
    this.#stack = s.stack.slice(0, MAX_PASTE_BUFFERS);
    this.#next = s.next;
  }

  #freeName(): string {
    for (;;) {
      const name = `buffer${this.#next++}`;
      if (!this.#stack.some((b) => b.name === name)) return name;
    }
  }
}

function missing(name?: string): RequestFailure {
  return new RequestFailure(
    "not-found",
    name === undefined
      ? "No paste buffers: copy something in copy mode or use berth set-buffer"
      : `No buffer named ${name} (berth list-buffers lists them)`,
  );
}

// The start of a buffer as one line, as tmux's `buffer_sample`: its first
// SAMPLE_BYTES (whole characters), control characters and `\` written as
// C writes them (`\n`, `\t`, `\033`, `\\`), `...` after when there is more.
function sample(data: Uint8Array): string {
  const text = new TextDecoder().decode(data.subarray(0, SAMPLE_BYTES + 3));
  let out = "", bytes = 0;
  for (const ch of text) {
    bytes += new TextEncoder().encode(ch).length;
    if (bytes > SAMPLE_BYTES) break;
    out += visible(ch);
  }
  return data.length > SAMPLE_BYTES ? out + "..." : out;
}

const C_ESCAPES: Readonly<Record<string, string>> = {
  "\n": "\\n",
  "\t": "\\t",
  "\r": "\\r",
  "\b": "\\b",
  "\x07": "\\a",
  "\v": "\\v",
  "\f": "\\f",
  "\\": "\\\\",
};

// One character as tmux's vis(3) flags write it: a control as C's escape
// or in octal (`\033`), a C1 control as its UTF-8 bytes in octal.
function visible(ch: string): string {
  if (C_ESCAPES[ch]) return C_ESCAPES[ch];
  if (stripControls(ch) === ch) return ch;
  return [...new TextEncoder().encode(ch)]
    .map((b) => "\\" + b.toString(8).padStart(3, "0")).join("");
}
