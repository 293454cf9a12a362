/**
 * End to end: copy mode on a pane that is not the active one, as tmux
 * 3.3a's. The daemon's formats see a pane's copy mode (`#{pane_in_mode}`,
 * the window's automatic name). Each through a real pty acting as the
 * user's terminal.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { copyOn, twoPanes } from "../_helpers/copy_panes.ts";

Deno.test("the daemon's formats see copy mode: #{pane_in_mode}, #{pane_mode}, #{copy_cursor_y}, #{scroll_position} and the window's name [tmux]", async () => {
  await using d = await TestDaemon.create();
  await using t = await twoPanes(d, "fm");
  const shown = () =>
    d.ok(
      "display",
      "-p",
      "-t",
      "fm:0.1",
      "#{pane_in_mode}/#{pane_mode}/#{scroll_position}/#{copy_cursor_y}",
    );
  assert.equal((await shown()).trim(), "0///");
  await t.write("\x02[");
  await copyOn(t, 6, "copy mode on the bottom pane");
  await t.write("kk\x02\x1b[5~"); // two up, then prefix PageUp
  let last = "";
  await waitFor(
    async () => (last = (await shown()).trim()) === "1/copy-mode/3/2",
    15_000,
    () => `the daemon's formats in copy mode: ${last}`,
  );
  assert.equal(
    (await d.ok("display", "-p", "-t", "fm:0.0", "#{pane_in_mode}")).trim(),
    "0",
  );
  await waitFor(
    async () =>
      (last = (await d.ok("display", "-p", "-t", "fm", "#{window_name}"))
        .trim()) === "[tmux]",
    15_000,
    () => `the window named [tmux]: ${last}`,
  );
  await t.write("q");
  await copyOn(t, -1, "copy mode left");
  await waitFor(
    async () => (last = (await shown()).trim()) === "0///",
    15_000,
    () => `the daemon's formats after copy mode: ${last}`,
  );
});
