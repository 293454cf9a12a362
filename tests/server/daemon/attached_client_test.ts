import assert from "node:assert/strict";
import {
  AttachedClient,
  type UpdateSink,
  type UpdateSource,
} from "../../../server/daemon/attached_client.ts";
import type { UpdateMsg } from "../../../protocol/messages.ts";
import type { SentState } from "../../../server/daemon/screen_mirror.ts";

/** A frame of `rows` changed rows, numbered after `view`'s last. */
function frame(view: SentState, rows: number): UpdateMsg {
  return {
    t: "update",
    seq: ++view.seq,
    cols: 80,
    rows: 24,
    full: false,
    lines: Array.from({ length: rows }, (_, y) => [y, [["x", 1]]]),
    cursor: [0, 0, 1, "block", 1],
  };
}

/** A screen whose next update has `latest` rows (a flood: 24). */
class Screen implements UpdateSource {
  latest = 24;
  updateFor(view: SentState): UpdateMsg {
    return frame(view, 24);
  }
  releaseClipboard(): void {}
  latestRows(view: SentState, maxRows: number): UpdateMsg | null {
    return this.latest <= maxRows ? frame(view, this.latest) : null;
  }
}

function setup() {
  const sent: UpdateMsg[] = [];
  const sink: UpdateSink = {
    sendUpdate: (f) => (sent.push(f), true),
    sendEnd: () => {},
  };
  const screen = new Screen();
  const client = new AttachedClient(sink, screen, false, 80, 24);
  return { sent, screen, client };
}

Deno.test("AttachedClient: a small update passes a frame not yet drawn; then nothing more but the echo of a key typed after it", () => {
  const { sent, screen, client } = setup();
  client.pump(); // The flood's frame: not acknowledged from here on.
  assert.equal(sent.length, 1);
  screen.latest = 2; // The flood's first rows on a blank pane.
  client.pump();
  assert.equal(sent.length, 2, "one small update passes");
  client.pump();
  assert.equal(sent.length, 2, "a second one waits for the ack");
  client.lastActive += 10; // A key typed: its echo may pass too.
  screen.latest = 1;
  client.pump();
  assert.equal(sent.length, 3, "the echo passes");
  client.lastActive += 10;
  client.pump();
  screen.latest = 24;
  client.pump();
  assert.equal(sent.length, 3, "two passes at most");
  // Drawn at last: everything since goes in one frame.
  assert.ok(client.ack(sent[2].seq));
  assert.equal(sent.length, 4);
  assert.equal(sent[3].lines.length, 24);
});
