/**
 * The page's xterm.js as the attach client's outer terminal
 * (`client/attach/outer_terminal.ts`): what the attach client writes goes
 * to the page as `out` messages, the page's keys, size and History button
 * come back through the bridge (`bridge.ts`). So the page runs the whole
 * attach client, prefix, status line, choosers, prompts, copy mode and
 * mouse, as `berth attach` does in a terminal.
 *
 * Writes are held to a window (`WINDOW`): one resolves at once while the
 * page has at most that much unacked, otherwise once the page has acked
 * enough, that is once xterm.js has written the bytes. The attach client
 * acks a daemon frame only after its write, so a slow or sleeping tab
 * holds the daemon's next frame back and at most a window queues (design
 * lesson 7), while the client's own small writes (a prompt's echo, copy
 * mode's cursor, a chooser's line) do not each wait a round trip to the
 * page: with a write per ack, a page 200 ms away echoed 20 keys typed at
 * the `C-b :` prompt in 3.9 s. Once the page is gone, every write
 * resolves at once and the end of input ends the attachment.
 *
 * @module
 */

import type { OuterTerminal } from "../client/attach/outer_terminal.ts";
import type { ServeMsg } from "./wire.ts";
import { pasteBytes } from "../protocol/paste.ts";

/**
 * Most text (UTF-16 units) sent to the page and not yet acked before a
 * write waits: a few prompt or copy mode updates, about a screen of a
 * big page; a write larger than it goes alone.
 */
export const WINDOW = 16 * 1024;

/** The attach client's terminal in a page. */
export class PageTerminal implements OuterTerminal {
  #cols: number;
  #rows: number;
  #send: (msg: ServeMsg) => void;
  #decoder = new TextDecoder();
  /** The last `out` message's id, and each unacked one's length. */
  #lastId = 0;
  #unacked = new Map<number, number>();
  /** How much of the text sent the page has not acked. */
  #inFlight = 0;
  /** The writes waiting for room in the window, by their `out` id. */
  #waiting = new Map<number, () => void>();
  #onData: ((data: Uint8Array) => void) | null = null;
  #onEnd: (() => void) | null = null;
  /** Keys that came before the attach client started reading. */
  #early: Uint8Array[] = [];
  #ended = false;
  /** The daemon ended the attachment: writes wait for no ack (`ending`). */
  #ending = false;
  #resize = new Set<() => void>();
  #command = new Set<(line: string) => void>();
  #paste = new Set<(text: string, bracketed: boolean) => void>();
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
    this.#unacked.set(id, data.length);
    this.#inFlight += data.length;
    this.#send({ t: "out", id, data });
    if (this.#roomFor(id)) return Promise.resolve();
    const room = Promise.withResolvers<void>();
    this.#waiting.set(id, room.resolve);
    return room.promise;
  }

  // Write `id` (sent) may go on: the window holds it, or it is the only
  // one unacked (a write larger than the window).
  #roomFor(id: number): boolean {
    return this.#ending || this.#inFlight <= WINDOW ||
      this.#unacked.keys().next().value === id;
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

  onPaste(fn: (text: string, bracketed: boolean) => void): () => void {
    this.#paste.add(fn);
    return () => this.#paste.delete(fn);
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

  /**
   * A paste from the page: to the attach client, which sends it where its
   * keys go now (`onPaste`); before it reads, as keys.
   */
  paste(text: string, bracketed: boolean): void {
    if (this.#ended) return;
    if (this.#paste.size === 0) this.input(pasteBytes(text, bracketed));
    for (const fn of this.#paste) fn(text, bracketed);
  }

  /** The page has written the bytes of every `out` up to `id`. */
  acked(id: number): void {
    for (const [sent, length] of this.#unacked) {
      if (sent > id) break;
      this.#unacked.delete(sent);
      this.#inFlight -= length;
    }
    this.#wake(id);
  }

  // The writes waiting that may go on now, `id` and those before it too.
  #wake(id: number): void {
    for (const [waiting, resolve] of this.#waiting) {
      if (!this.#roomFor(waiting) && waiting > id) break;
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

  /**
   * The daemon ended the attachment (`detach-client`, `kill-session`): its
   * `end` waits in the attach client's queue behind frames whose writes
   * wait for the page's acks, which a frozen tab or a stopped laptop
   * never sends. From now on no write waits: the client reaches the end
   * at once, and what it still writes (the frames already queued, the
   * terminal's restore: the daemon sends nothing after its end) goes to
   * the page unwindowed, a bounded tail.
   */
  ending(): void {
    if (this.#ending) return;
    this.#ending = true;
    this.#wake(0);
  }

  /** The page is gone: nothing waits for it, and its input has ended. */
  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.acked(Infinity);
    this.#onEnd?.();
  }
}
