import assert from "node:assert/strict";
import { escapeC0 } from "../../../client/commands/capture_pane.ts";

Deno.test("escapeC0() writes a backslash as two and other controls as octal, as tmux's capture-pane -C", () => {
  assert.equal(escapeC0("a\\b"), "a\\\\b");
  assert.equal(escapeC0("\x1b[1mx\x1b[0m"), "\\033[1mx\\033[0m");
  assert.equal(escapeC0("\x0e\x0f\x00\x7f"), "\\016\\017\\000\\177");
  // Newlines part the lines; printable text and wide characters stay.
  assert.equal(escapeC0("é 作業\nnext"), "é 作業\nnext");
});
