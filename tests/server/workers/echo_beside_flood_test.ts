/**
 * A key's echo in the active pane goes out in an update of its own at
 * once, however soon after that pane's last output, while the pane beside
 * it has output waiting for the frame's pace (`ParseSession.#keyEcho`).
 */

import assert from "node:assert/strict";
import { parseRig } from "./_parse_rig.ts";
import { waitFor } from "../../_helpers/daemon.ts";

Deno.test("parse worker: an echo right after the last one goes out at once, not with the neighbour's output at the frame's pace", async () => {
  // Two panes side by side; keys go to pane 1.
  const r = parseRig({
    cols: 21,
    rows: 4,
    active: 1,
    panes: [
      { id: 1, x: 0, y: 0, cols: 10, rows: 4, visible: true },
      { id: 2, x: 11, y: 0, cols: 10, rows: 4, visible: true },
    ],
  });
  try {
    await waitFor(() => r.screens.length > 0, 15_000, "the first update");
    r.output("a");
    // Looked for every 2 ms: the next key follows a few ms after this
    // echo, well within a frame (16.7 ms), as a fast typist's does.
    await waitFor(() => r.shows("a"), 15_000, "the first echo", 2);
    // The neighbour's output: more than a small update, on its row 2 only,
    // so it waits for the paced update; then the next key's echo, a few
    // ms after the last.
    r.output("\x1b[2;1Hflood".repeat(600), { pane: 2, input: false });
    r.output("b");
    await waitFor(() => r.shows("ab"), 15_000, "the second echo");
    const first = r.screens.findIndex((u) => r.shows("ab", [u]));
    assert.equal(
      r.shows("flood", [r.screens[first]]),
      false,
      "the echo's update carries its own row only",
    );
    await waitFor(
      () => r.shows("flood"),
      15_000,
      "the neighbour's output, paced",
    );
  } finally {
    r.close();
  }
});
