/**
 * An `OuterTerminal` for in-process attach tests: a headless xterm plays
 * the user's screen, the test types and resizes.
 *
 * @module
 */

import type { OuterTerminal } from "../../client/attach/mod.ts";
import { newTerm, type Term, write } from "./_xterm_oracle.ts";

/** A scripted terminal. */
export class FakeTerminal implements OuterTerminal {
  readonly screen: Term;
  /** `setRaw` calls in order. */
  readonly rawCalls: boolean[] = [];
  /** Lines printed on "stderr". */
  readonly lines: string[] = [];
  /** Bytes written, in order. */
  readonly writes: Uint8Array[] = [];
  reading = false;
  #cols: number;
  #rows: number;
  #onData: ((d: Uint8Array) => void) | null = null;
  #onEnd: (() => void) | null = null;
  #onResize = new Set<() => void>();
  #onTerminate = new Set<(s: "SIGTERM" | "SIGHUP") => void>();
  #onPaste: ((text: string, bracketed: boolean) => void) | null = null;
  #written: (() => void)[] = [];
  #started = Promise.withResolvers<void>();
  #gate: Promise<void> = Promise.resolve();
  #attempted: (() => void)[] = [];

  constructor(cols: number, rows: number, readonly terminal = true) {
    this.#cols = cols;
    this.#rows = rows;
    this.screen = newTerm(cols, rows);
  }

  isTerminal(): boolean {
    return this.terminal;
  }

  size(): { cols: number; rows: number } {
    return { cols: this.#cols, rows: this.#rows };
  }

  setRaw(on: boolean): void {
    this.rawCalls.push(on);
  }

  async write(bytes: Uint8Array): Promise<void> {
    for (const w of this.#attempted.splice(0)) w();
    await this.#gate;
    this.writes.push(bytes.slice());
    await write(this.screen, bytes);
    for (const w of this.#written.splice(0)) w();
  }

  startReading(onData: (d: Uint8Array) => void, onEnd: () => void): void {
    this.reading = true;
    this.#onData = onData;
    this.#onEnd = onEnd;
    this.#started.resolve();
  }

  /** Resolves once the client reads keys (the screen is taken over). */
  started(): Promise<void> {
    return this.#started.promise;
  }

  stopReading(): Promise<void> {
    this.reading = false;
    this.#onData = this.#onEnd = null;
    return Promise.resolve();
  }

  onResize(fn: () => void): () => void {
    this.#onResize.add(fn);
    return () => this.#onResize.delete(fn);
  }

  onTerminate(fn: (s: "SIGTERM" | "SIGHUP") => void): () => void {
    this.#onTerminate.add(fn);
    return () => this.#onTerminate.delete(fn);
  }

  printLine(line: string): void {
    this.lines.push(line);
  }

  /** The user types `text`. */
  type(text: string | Uint8Array): void {
    const bytes = typeof text === "string"
      ? new TextEncoder().encode(text)
      : text;
    this.#onData?.(bytes);
  }

  onPaste(fn: (text: string, bracketed: boolean) => void): () => void {
    this.#onPaste = fn;
    return () => this.#onPaste = null;
  }

  /** A paste the terminal knows is one (a browser page's). */
  paste(text: string, bracketed = false): void {
    this.#onPaste?.(text, bracketed);
  }

  /** The terminal hangs up. */
  hangUp(): void {
    this.#onEnd?.();
  }

  /** The user resizes the window. */
  resize(cols: number, rows: number): void {
    this.#cols = cols;
    this.#rows = rows;
    this.screen.resize(cols, rows);
    for (const fn of this.#onResize) fn();
  }

  /** The process gets a signal. */
  signal(s: "SIGTERM" | "SIGHUP"): void {
    for (const fn of this.#onTerminate) fn(s);
  }

  /** Makes writes wait (a slow terminal) until the returned function runs. */
  holdWrites(): () => void {
    const { promise, resolve } = Promise.withResolvers<void>();
    this.#gate = promise;
    return () => {
      this.#gate = Promise.resolve();
      resolve();
    };
  }

  /** Resolves when the next write starts (before it waits, if held). */
  nextWriteAttempt(): Promise<void> {
    return new Promise((resolve) => this.#attempted.push(resolve));
  }

  /** Resolves after the next write. */
  nextWrite(): Promise<void> {
    return new Promise((resolve) => this.#written.push(resolve));
  }

  dispose(): void {
    this.screen.dispose();
  }
}
