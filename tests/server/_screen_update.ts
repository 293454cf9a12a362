/**
 * A screen update for tests: an 80x24 window's, with nothing in it, and
 * what `more` gives.
 */

import type { ScreenUpdate } from "../../server/workers/parse_messages.ts";

export function screenUpdate(more: Partial<ScreenUpdate> = {}): ScreenUpdate {
  return {
    t: "screen",
    cols: 80,
    rows: 24,
    resized: false,
    lines: [],
    cursor: [0, 0, 1, "block", 1],
    title: "",
    bells: 0,
    bytes: 0,
    ...more,
  };
}
