/**
 * A real parse worker holding back the updates it drew on a lent terminal
 * (`server/workers/held_updates.ts`): only while that terminal is every
 * client there is, until the attach client asks, and never past anything
 * else it posts.
 */

import assert from "node:assert/strict";
import { SIGNAL_CLIENTS } from "../../../server/workers/parse_messages.ts";
import { onePane, parseRig, until } from "./_parse_rig.ts";

const COLS = 20;
const ROWS = 4;

Deno.test("held updates: the lent terminal shows the echo first; the main thread gets it when asked, and before any answer", async () => {
  const r = parseRig(onePane(COLS, ROWS));
  try {
    Atomics.store(r.word, SIGNAL_CLIENTS, 1);
    // The first update (the window's size) is the attach client's to draw.
    await until(() => r.screens.length > 0, "the first update");
    r.lend();
    r.output("ab");
    await until(() => r.read().includes("ab"), "the worker's echo");
    await new Promise((res) => setTimeout(res, 50));
    assert.equal(r.shows("ab"), false, "held: its echo wait never ends here");
    // The attach client's event: it asks, and the update comes.
    r.lease.hold();
    await until(() => r.shows("ab"), "the update, asked for");
    r.lend();
    // Held again; an answer the worker posts comes after the update.
    r.output("cd");
    await until(() => r.read().includes("cd"), "the second echo");
    const before = r.screens.length;
    await r.client.capture(1, 0);
    assert.equal(
      r.shows("cd", r.screens.slice(before)),
      true,
      "the held update came before the capture's answer",
    );
  } finally {
    r.close();
  }
});

Deno.test("held updates: with another client attached, an update drawn on the lent terminal goes out at once", async () => {
  const r = parseRig(onePane(COLS, ROWS));
  try {
    // The lent terminal and a client that draws its own screen.
    Atomics.store(r.word, SIGNAL_CLIENTS, 2);
    await until(() => r.screens.length > 0, "the first update");
    r.lend();
    r.output("xy");
    await until(() => r.read().includes("xy"), "the worker's echo");
    await until(() => r.shows("xy"), "the update, never held");
    // Nothing is left held: the attach client's next event asks for nothing.
    let asked = 0;
    r.lease.onAhead = () => asked++;
    r.lease.hold();
    assert.equal(asked, 0);
  } finally {
    r.close();
  }
});
