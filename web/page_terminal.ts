/**
 * The page's xterm.js as the attach client's outer terminal
 * (`client/attach/outer_terminal.ts`): what the attach client writes goes
 * to the page as `out` messages, the page's keys, size and History button
 * come back through the bridge (`bridge.ts`). So the page runs the whole
 * attach client, prefix, status line, choosers, prompts, copy mode and
 * mouse, as `berth attach` does in a terminal.
 *
 * A write resolves once the page has acked it, that is once xterm.js has
 * written its bytes: the attach client acks a daemon frame only after its
 * write, so a slow or sleeping tab holds the daemon's next frame back and
 * nothing queues (design lesson 7). Once the page is gone, every write
 * resolves at once and the end of input ends the attachment.
 *
 * @module
 */

import type { OuterTerminal } from "../client/attach/outer_terminal.ts";
import type { ServeMsg } from "./wire.ts";

/** The attach client's terminal in a page. */
export class PageTerminal implements OuterTerminal {
  #cols: number;
  #rows: number;
  #send: (msg: ServeMsg) => void;
  #decoder = new TextDecoder();
  /** The last `out` message's id, and the writes waiting for their ack. */
  #lastId = 0;
  #waiting = new Map<number, () => void>();
  #onData: ((data: Uint8Array) => void) | null = null;
  #onEnd: (() => void) | null = null;
  /** Keys that came before the attach client started reading. */
  #early: Uint8Array[] = [];
  #ended = false;
  #resize = new Set<() => void>();
  #command = new Set<(line: string) => void>();
  #copyMode = false;

  constructor(cols: number, rows: number, send: (msg: ServeMsg) => void) {
    this.#cols = cols;
    this.#rows = rows;
    this.#send = send;
  }

  // --- the attach client's side ---

  isTerminal(): boolean {
    return true;
  }

  size(): { cols: number; rows: number } {
    return { cols: this.#cols, rows: this.#rows };
  }

  // xterm.js has no line discipline: nothing to switch.
  setRaw(): void {}

  write(bytes: Uint8Array): Promise<void> {
    if (this.#ended || bytes.length === 0) return Promise.resolve();
    const id = ++this.#lastId;
    const data = this.#decoder.decode(bytes, { stream: true });
    const acked = Promise.withResolvers<void>();
    this.#waiting.set(id, acked.resolve);
    this.#send({ t: "out", id, data });
    return acked.promise;
  }

  startReading(onData: (data: Uint8Array) => void, onEnd: () => void): void {
    this.#onData = onData;
    this.#onEnd = onEnd;
    const early = this.#early;
    this.#early = [];
    for (const data of early) onData(data);
    if (this.#ended) onEnd();
  }

  stopReading(): Promise<void> {
    this.#onData = null;
    this.#onEnd = null;
    return Promise.resolve();
  }

  onResize(fn: () => void): () => void {
    this.#resize.add(fn);
    return () => this.#resize.delete(fn);
  }

  // The serve process's signals are its own (it stops every page).
  onTerminate(): () => void {
    return () => {};
  }

  onCommand(fn: (line: string) => void): () => void {
    this.#command.add(fn);
    return () => this.#command.delete(fn);
  }

  copyMode(on: boolean): void {
    if (on === this.#copyMode || this.#ended) return;
    this.#copyMode = on;
    this.#send({ t: "scroll", on });
  }

  // The attach client's last line (why it ended) goes to the page as its
  // `end` message, not here.
  printLine(): void {}

  // --- the page's side, through the bridge ---

  /** Keys (or a paste's bytes) from the page. */
  input(data: Uint8Array): void {
    if (this.#ended) return;
    if (this.#onData) this.#onData(data);
    else this.#early.push(data);
  }

  /** The page has written the bytes of every `out` up to `id`. */
  acked(id: number): void {
    for (const [waiting, resolve] of this.#waiting) {
      if (waiting > id) break;
      this.#waiting.delete(waiting);
      resolve();
    }
  }

  /** The page's terminal has a new size. */
  resized(cols: number, rows: number): void {
    if (cols === this.#cols && rows === this.#rows) return;
    this.#cols = cols;
    this.#rows = rows;
    for (const fn of this.#resize) fn();
  }

  /** A command line from the page's own controls (`onCommand`). */
  command(line: string): void {
    for (const fn of this.#command) fn(line);
  }

  /** The page is gone: nothing waits for it, and its input has ended. */
  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.acked(Infinity);
    this.#onEnd?.();
  }
}
