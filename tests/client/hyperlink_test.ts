import assert from "node:assert/strict";
import { clipboardWrite } from "../../client/attach/clipboard.ts";
import {
  cellLink,
  ClientLinks,
  CLOSE_LINK,
  linkSequence,
  NO_LINKS,
  pageLinks,
} from "../../client/attach/hyperlink.ts";
import {
  MAX_CLIPBOARD_BYTES,
  MAX_LINK_ID,
  MAX_LINK_URI,
} from "../../protocol/messages.ts";

Deno.test("cellLink() keeps safe definitions and refuses the rest", () => {
  assert.equal(cellLink("id=a", "https://x/"), "id=a;https://x/");
  assert.equal(cellLink("", "https://x/"), ";https://x/");
  assert.equal(
    cellLink("id=" + "i".repeat(MAX_LINK_ID), "u:"),
    `id=${"i".repeat(MAX_LINK_ID)};u:`,
  );
  assert.equal(cellLink("id=" + "i".repeat(MAX_LINK_ID + 1), "u:"), "");
  assert.equal(
    cellLink("id=a", "u:" + "x".repeat(MAX_LINK_URI - 2)).length,
    5 + MAX_LINK_URI,
  );
  assert.equal(cellLink("id=a", "u:" + "x".repeat(MAX_LINK_URI - 1)), "");
  for (const bad of ["\x00", "\x07", "\x1b", "\x7f", "\u0085", "\u009c"]) {
    assert.equal(cellLink("id=a", `https://x/${bad}`), "", JSON.stringify(bad));
  }
  for (const bad of ["id=a:b", "id=a;b", "id=", "foo=1", "id=a b", "id=é", 7]) {
    assert.equal(cellLink(bad, "https://x/"), "", JSON.stringify(bad));
  }
  assert.equal(cellLink("id=a", ""), "");
  assert.equal(cellLink("id=a", 42), "");
});

Deno.test("linkSequence() opens with OSC 8 params;uri ST and closes with an empty one", () => {
  assert.equal(linkSequence("id=a;https://x/"), "\x1b]8;id=a;https://x/\x1b\\");
  assert.equal(linkSequence(""), CLOSE_LINK);
  assert.equal(CLOSE_LINK, "\x1b]8;;\x1b\\");
});

Deno.test("ClientLinks.define() replaces meanings and skips malformed entries", () => {
  const t = new ClientLinks();
  t.define([[1, "id=a", "u:a"], [2, "", "u:b"]]);
  assert.equal(t.resolve(1), "id=a;u:a");
  assert.equal(t.resolve(2), ";u:b");
  assert.equal(t.resolve(3), "");
  // A redefinition replaces; an unsafe one unbinds.
  t.define([[1, "id=c", "u:c"], [2, "id=b", "u:\x1b"]]);
  assert.equal(t.resolve(1), "id=c;u:c");
  assert.equal(t.resolve(2), "");
  t.define([null, "x", [0, "", "u:"], [-1, "", "u:"], [1.5, "", "u:"], [
    1e9,
    "",
    "u:",
  ]]);
  t.define("nonsense");
  assert.equal(t.size, 2);
  assert.equal(pageLinks(undefined), NO_LINKS);
  assert.equal(pageLinks([[4, "id=p", "u:p"]])(4), "id=p;u:p");
});

Deno.test("clipboardWrite() sets a checked selection to base64 and refuses too much", () => {
  const data = new TextEncoder().encode("héllo");
  const b64 = btoa(String.fromCharCode(...data));
  assert.equal(clipboardWrite("c", data), `\x1b]52;c;${b64}\x1b\\`);
  assert.equal(clipboardWrite("ps", data), `\x1b]52;ps;${b64}\x1b\\`);
  assert.equal(clipboardWrite("cc7", data), `\x1b]52;c7;${b64}\x1b\\`);
  assert.equal(clipboardWrite("?", data), `\x1b]52;c;${b64}\x1b\\`);
  assert.equal(clipboardWrite("\x1b]0;x", data), `\x1b]52;0;${b64}\x1b\\`);
  assert.equal(clipboardWrite("xyz", data), `\x1b]52;c;${b64}\x1b\\`);
  assert.equal(clipboardWrite("c", new Uint8Array(0)), "\x1b]52;c;\x1b\\");
  assert.equal(clipboardWrite("c", "text"), "");
  const big = new Uint8Array(MAX_CLIPBOARD_BYTES);
  big.fill(0x41);
  const out = clipboardWrite("c", big);
  assert.equal(out.length, 7 + Math.ceil(MAX_CLIPBOARD_BYTES / 3) * 4 + 2);
  assert.equal(
    clipboardWrite("c", new Uint8Array(MAX_CLIPBOARD_BYTES + 1)),
    "",
  );
});
