/**
 * A real parse worker holding back the updates it drew on a lent terminal
 * (`server/workers/held_updates.ts`): only while that terminal is every
 * client there is, until the attach client asks, and never past anything
 * else it posts.
 */

import assert from "node:assert/strict";
import { SIGNAL_CLIENTS } from "../../../server/workers/parse_messages.ts";
import { onePane, parseRig } from "./_parse_rig.ts";
import { waitFor } from "../../_helpers/daemon.ts";

const COLS = 20;
const ROWS = 4;

/**
 * A rig whose session has `clients` attached, its lent terminal among
 * them, once the first update (the window's size: the attach client's to
 * draw) is in and the window is lent.
 */
async function lentAmong(clients: number) {
  const r = parseRig(onePane(COLS, ROWS));
  try {
    Atomics.store(r.word, SIGNAL_CLIENTS, clients);
    await waitFor(() => r.screens.length > 0, 15_000, "the first update");
    r.lend();
    return r;
  } catch (err) {
    r.close();
    throw err;
  }
}

/** The program echoes `text`; resolves once the worker drew it. */
async function echoed(r: ReturnType<typeof parseRig>, text: string) {
  r.output(text);
  await waitFor(() => r.read().includes(text), 15_000, "the worker's echo");
}

Deno.test("held updates: the lent terminal shows the echo first; the main thread gets it when asked, and before any answer", async () => {
  const r = await lentAmong(1);
  try {
    await echoed(r, "ab");
    await new Promise((res) => setTimeout(res, 50));
    assert.equal(r.shows("ab"), false, "held: its echo wait never ends here");
    // The attach client's event: it asks, and the update comes.
    r.lease.hold();
    await waitFor(() => r.shows("ab"), 15_000, "the update, asked for");
    r.lend();
    // Held again; an answer the worker posts comes after the update.
    await echoed(r, "cd");
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
  // The lent terminal and a client that draws its own screen.
  const r = await lentAmong(2);
  try {
    await echoed(r, "xy");
    await waitFor(() => r.shows("xy"), 15_000, "the update, never held");
    // Nothing is left held: the attach client's next event asks for nothing.
    let asked = 0;
    r.lease.onAhead = () => asked++;
    r.lease.hold();
    assert.equal(asked, 0);
  } finally {
    r.close();
  }
});
