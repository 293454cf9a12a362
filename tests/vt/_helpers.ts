/**
 * Small helpers shared by the VT tests.
 *
 * @module
 */

import { Terminal } from "../../vt/mod.ts";
import type { TerminalEvents } from "../../vt/mod.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A terminal plus the responses it sent, as text. */
export interface TestTerminal {
  t: Terminal;
  responses: string[];
  /** Feeds a string (as UTF-8). */
  feed(s: string): void;
}

/** A terminal of the given size that records its responses. */
export function term(
  cols = 80,
  rows = 24,
  scrollback = 100,
  events: TerminalEvents = {},
): TestTerminal {
  const responses: string[] = [];
  const t = new Terminal({
    cols,
    rows,
    scrollback,
    events: {
      ...events,
      response: (b) => responses.push(decoder.decode(b)),
    },
  });
  return { t, responses, feed: (s) => t.write(encoder.encode(s)) };
}

/** The visible lines of `t`, trailing spaces trimmed. */
export function lines(t: Terminal): string[] {
  const out: string[] = [];
  for (let y = 0; y < t.rows; y++) out.push(t.lineText(y));
  return out;
}

/** The visible lines without the trailing empty ones. */
export function text(t: Terminal): string[] {
  const out = lines(t);
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  return out;
}
