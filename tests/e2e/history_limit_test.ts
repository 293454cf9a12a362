/**
 * `history-limit` holds at any width, as tmux 3.3a's: a pane narrowed
 * after it was made wider kept more rows than the limit (its cap counted
 * cells at the widest width).
 *
 * @module
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../_helpers/daemon.ts";

Deno.test("#{history_size} stays within #{history_limit} in a pane narrowed from 80 to 40 columns, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "first", "--", "sh");
  await d.ok("set", "-g", "history-limit", "200"); // new panes take it
  await d.ok("new", "-d", "-s", "h", "-x", "80", "-y", "10", "--", "sh");
  await d.prompted("h");
  await d.ok("resize-window", "-t", "h", "-x", "40", "-y", "10");
  await d.ok("send-keys", "-t", "h", "seq 1 600; echo fl''ood-done", "Enter");
  await d.ok("wait", "-t", "h", "--text", "^flood-done$", "--timeout", "20");
  const [size, limit] = (await d.ok(
    "display",
    "-p",
    "-t",
    "h",
    "#{history_size} #{history_limit}",
  )).trim().split(" ").map(Number);
  assert.equal(limit, 200);
  // Was 319: (80 + 27) * 200 / (40 + 27) rows of 40 columns.
  assert.ok(size <= limit, `history_size ${size} over ${limit}`);
  assert.ok(size >= 190, `history_size ${size}`);
});
