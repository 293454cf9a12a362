import assert from "node:assert/strict";
import { formatTime } from "../../../client/commands/ls.ts";

Deno.test("ls formatTime() shows only the time for a session created today", () => {
  const now = new Date(2026, 11, 1, 15, 0, 0).getTime();
  const created = new Date(2026, 11, 1, 9, 5, 7).getTime();
  assert.equal(formatTime(created, now), "09:05:07");
});

Deno.test("ls formatTime() shows the date for a session created another day", () => {
  const now = new Date(2026, 11, 1, 0, 0, 1).getTime();
  const created = new Date(2026, 10, 30, 23, 59, 59).getTime();
  assert.equal(formatTime(created, now), "2026-11-30 23:59:59");
});
