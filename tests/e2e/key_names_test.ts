/**
 * End to end: key names as tmux 3.3a's, checked side by side: `list-keys`
 * names PageUp and PageDown `PPage` and `NPage` (Insert, Delete `IC`,
 * `DC`), and `bind`, `unbind` and `send-keys` take every spelling of them
 * as one key.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";

Deno.test("list-keys names PageUp PPage, PageDown NPage, Insert IC, Delete DC, as tmux 3.3a; bind, unbind and send-keys take any spelling", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "k", "--", "cat", "-v");
  await d.ok("bind", "-n", "PgDn", "display", "down");
  await d.ok("bind", "-n", "M-PageUp", "display", "up");
  await d.ok("bind", "-n", "Insert", "display", "ins");
  await d.ok("bind", "-n", "Delete", "display", "del");
  // The same key again by another name: one binding, the last.
  await d.ok("bind", "-n", "npage", "display", "again");
  const root = (await d.ok("list-keys", "-T", "root")).trimEnd().split("\n")
    .map((l) => l.split(/ +/).slice(3).join(" "));
  // tmux 3.3a's list-keys -T root after the same binds (its order too),
  // less its mouse keys (mouse_keys_test.ts has them).
  assert.deepEqual(root.filter((l) => !/Mouse|Wheel|Click/.test(l)), [
    "IC display-message ins",
    "DC display-message del",
    "NPage display-message again",
    "M-PPage display-message up",
  ]);
  assert.match(
    await d.ok("list-keys", "-T", "prefix"),
    /^bind-key -T prefix PPage +copy-mode -u$/m,
  );
  const copy = await d.ok("list-keys", "-T", "copy-mode-vi");
  assert.match(copy, /^bind-key -T copy +PPage +page-up$/m);
  assert.match(copy, /^bind-key -T copy +NPage +page-down$/m);
  assert.doesNotMatch(copy, /PageUp|PageDown/);
  // Any spelling finds the key, and takes it away.
  assert.equal(
    await d.ok("list-keys", "-T", "root", "PageDown"),
    "bind-key -T root NPage display-message again\n",
  );
  await d.ok("unbind", "-n", "PgDn");
  await d.ok("unbind", "-n", "m-ppage");
  await d.ok("unbind", "PageUp");
  const left = await d.ok("list-keys", "-T", "root") +
    await d.ok("list-keys", "-T", "prefix");
  assert.doesNotMatch(left, /NPage|PPage/);
  assert.match(left, /^bind-key -T root +IC +display-message ins$/m);
  // send-keys takes tmux's names and berth's: what tmux 3.3a sends.
  await d.ok(
    "send-keys",
    "-t",
    "k",
    "PPage",
    "NPage",
    "PageUp",
    "PgDn",
    "IC",
    "DC",
    "Enter",
  );
  await waitFor(
    async () =>
      (await d.ok("capture-pane", "-p", "-t", "k")).includes(
        "^[[5~^[[6~^[[5~^[[6~^[[2~^[[3~",
      ),
    15_000,
    "the keys' codes",
  );
});
