/**
 * A real parse worker drawing a small update on a lent terminal
 * (`server/workers/direct_draw.ts`) in that terminal's colours, as the
 * attach client would have drawn it.
 */

import assert from "node:assert/strict";
import { SIGNAL_CLIENTS } from "../../../server/workers/parse_messages.ts";
import { COLOURS_256, COLOURS_8 } from "../../../vt/colour_reduce.ts";
import { onePane, parseRig } from "./_parse_rig.ts";
import { waitFor } from "../../_helpers/daemon.ts";

/** The bytes the worker draws for a truecolor and 256-colour echo. */
async function drawnOn(colours: number): Promise<string> {
  const r = parseRig(onePane(20, 4));
  try {
    Atomics.store(r.word, SIGNAL_CLIENTS, 1);
    await waitFor(() => r.screens.length > 0, 15_000, "the first update");
    r.lend(colours);
    r.output("\x1b[38;2;255;0;0mred\x1b[48;5;240mgrey\x1b[m");
    await waitFor(() => r.read().includes("grey"), 15_000, "the worker's echo");
    return r.read();
  } finally {
    r.close();
  }
}

Deno.test("a parse worker draws on a lent terminal in its colours", async () => {
  const on256 = await drawnOn(COLOURS_256);
  assert.ok(!on256.includes("38;2;"), JSON.stringify(on256));
  assert.ok(on256.includes("\x1b[38;5;196mred\x1b[48;5;240mgrey"), on256);
  const on8 = await drawnOn(COLOURS_8);
  assert.ok(!/[34]8;[25];/.test(on8), JSON.stringify(on8));
  assert.ok(on8.includes("\x1b[31mred\x1b[40mgrey"), JSON.stringify(on8));
});
