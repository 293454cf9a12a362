import assert from "node:assert/strict";
import { cursorMove } from "../../client/attach/cursor_motion.ts";

Deno.test("cursorMove() picks the shortest motion", () => {
  assert.equal(cursorMove(5, 5, 5, 5), "");
  assert.equal(cursorMove(-1, -1, 0, 0), "\x1b[H");
  assert.equal(cursorMove(-1, -1, 9, 19), "\x1b[20;10H");
  assert.equal(cursorMove(10, 3, 0, 3), "\r");
  assert.equal(cursorMove(10, 3, 0, 4), "\r\n");
  assert.equal(cursorMove(10, 3, 11, 3), "\x1b[C");
  assert.equal(cursorMove(10, 3, 8, 3), "\b\b");
  assert.equal(cursorMove(10, 3, 10, 2), "\x1b[A");
  assert.equal(cursorMove(10, 3, 30, 3).length, 5); // CUF 20 or CHA 31
});

Deno.test("cursorMove() uses only absolute columns from an unknown one", () => {
  // After a wide grapheme or the last column: CR or CHA, never CUF/CUB.
  assert.equal(cursorMove(-1, 3, 0, 3), "\r");
  assert.equal(cursorMove(-1, 3, 12, 3), "\x1b[13G");
  assert.equal(cursorMove(-1, 3, 12, 4), "\x1b[5;13H");
});
