import assert from "node:assert/strict";
import { bufferItem, prettyTime } from "../../client/attach/chooser_buffers.ts";
import { findRequest } from "../../client/attach/chooser_commands.ts";

Deno.test("prettyTime() is tmux's #{t/p:}: time today, weekday and day, day and month, month and year", () => {
  const now = new Date(2026, 11, 5, 14, 5);
  assert.equal(prettyTime(new Date(2026, 11, 5, 9, 7), now), "09:07");
  assert.equal(prettyTime(new Date(2026, 11, 4, 15, 0), now), "15:00");
  assert.equal(prettyTime(new Date(2026, 11, 1, 9, 0), now), "Tue01");
  assert.equal(prettyTime(new Date(2026, 10, 20, 9, 0), now), "Fri20");
  assert.equal(prettyTime(new Date(2026, 7, 3, 9, 0), now), "03Aug");
  assert.equal(prettyTime(new Date(2025, 0, 3, 9, 0), now), "Jan25");
});

Deno.test("bufferItem() is tmux 3.3a's choose-buffer line: name (* tagged), time, start", () => {
  const b = {
    name: "buffer1",
    size: 5,
    created: new Date(2026, 11, 5, 14, 1).getTime(),
    sample: "hello",
  };
  const now = new Date(2026, 11, 5, 14, 5);
  assert.equal(bufferItem(b, false, now), "buffer1: 14:01: hello");
  assert.equal(bufferItem(b, true, now), "buffer1*: 14:01: hello");
});

Deno.test("findRequest() reads find-window's flags as tmux's", () => {
  assert.deepEqual(findRequest("find-window", ["-Z", "--", "-x"]), {
    op: "find-window",
    match: "-x",
  });
  assert.deepEqual(findRequest("findw", ["-CNri", "-t", "%1", "a.*b"]), {
    op: "find-window",
    match: "a.*b",
    content: true,
    name: true,
    regex: true,
    ignoreCase: true,
  });
  assert.throws(() => findRequest("find-window", []), /takes \[-CiNrTZ\]/);
  assert.throws(() => findRequest("find-window", ["-q", "x"]), /takes/);
});
