import assert from "node:assert/strict";
import { lineAt, wordAt } from "../../client/attach/mouse_word.ts";
import { GridRow, WIDE_TAIL } from "../../client/attach/screen_grid.ts";

/** A row of `cols` cells showing `text` (CJK two cells wide) from column 0. */
function row(text: string, cols = 40): GridRow {
  const r = new GridRow(cols);
  let x = 0;
  for (const ch of text) {
    r.chars[x++] = ch;
    if (/\p{Script=Han}/u.test(ch)) r.chars[x++] = WIDE_TAIL;
  }
  return r;
}

Deno.test("wordAt() is tmux's #{mouse_word}: the run of cells between separators, the word after a blank or a separator", () => {
  const r = row("hello mouse_world foo.bar 日本語");
  assert.equal(wordAt(r, 0, 40, 8), "mouse_world");
  assert.equal(wordAt(r, 0, 40, 0), "hello");
  assert.equal(wordAt(r, 0, 40, 19), "foo");
  // On "." and on a blank: the word after (tmux 3.3a, side by side).
  assert.equal(wordAt(r, 0, 40, 21), "bar");
  assert.equal(wordAt(r, 0, 40, 5), "mouse_world");
  // Either cell of a wide character (tmux's gives "" on its second).
  assert.equal(wordAt(r, 0, 40, 27), "日本語");
  assert.equal(wordAt(r, 0, 40, 26), "日本語");
  assert.equal(wordAt(r, 0, 40, 39), "");
  // The word-separators setting given; a pane's columns bound it.
  assert.equal(wordAt(r, 0, 40, 8, " _"), "mouse");
  assert.equal(wordAt(r, 8, 14, 10), "use_wo");
});

Deno.test("lineAt() is tmux's #{mouse_line}: the pane's columns of the row, trailing blanks cut", () => {
  const r = row("left | right");
  assert.equal(lineAt(r, 0, 40), "left | right");
  assert.equal(lineAt(r, 7, 40), "right");
  assert.equal(lineAt(row("日本"), 0, 10), "日本");
});
