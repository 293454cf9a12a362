import assert from "node:assert/strict";
import { findScroll } from "../../client/attach/scroll_detect.ts";

const u32 = (a: number[]) => Uint32Array.from(a);
const none = (n: number) => new Uint8Array(n);

Deno.test("findScroll() finds lines that moved up", () => {
  // Shown 1..5, wanted 3..7: scrolled by 2.
  assert.equal(
    findScroll(u32([3, 4, 5, 6, 7]), u32([1, 2, 3, 4, 5]), none(5)),
    2,
  );
  // The last row (a status line) stays put; the rest scrolled by one.
  assert.equal(
    findScroll(u32([2, 3, 4, 8, 9]), u32([1, 2, 3, 4, 9]), none(5)),
    1,
  );
});

Deno.test("findScroll() keeps a screen that did not scroll", () => {
  assert.equal(findScroll(u32([1, 2, 3, 4]), u32([1, 2, 3, 4]), none(4)), 0);
  assert.equal(findScroll(u32([5, 6, 7, 8]), u32([1, 2, 3, 4]), none(4)), 0);
  // Repeated rows (vim's "~") are no reason to scroll.
  assert.equal(findScroll(u32([1, 7, 7, 7]), u32([2, 7, 7, 7]), none(4)), 0);
  // Blank rows prove nothing.
  assert.equal(
    findScroll(
      u32([0, 0, 0, 0]),
      u32([1, 0, 0, 0]),
      Uint8Array.from([1, 1, 1, 1]),
    ),
    0,
  );
});

Deno.test("findScroll() finds lines that moved down", () => {
  // Shown 3..7, wanted 1..5: scrolled back by 2.
  assert.equal(
    findScroll(u32([1, 2, 3, 4, 5]), u32([3, 4, 5, 6, 7]), none(5)),
    -2,
  );
  // More rows moved up than down: up.
  assert.equal(
    findScroll(u32([2, 3, 9, 1, 2]), u32([1, 2, 3, 9, 9]), none(5)),
    1,
  );
});
