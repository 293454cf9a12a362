import assert from "node:assert/strict";
import { ScrollKeyDecoder } from "../../client/attach/scroll_keys.ts";

const enc = new TextEncoder();

/** Names of the keys in each chunk fed in turn. */
function names(...chunks: string[]): string[] {
  const d = new ScrollKeyDecoder();
  return chunks.flatMap((c) => d.feed(enc.encode(c)).map((k) => k.name));
}

Deno.test("ScrollKeyDecoder.feed() names plain, control and Alt keys", () => {
  assert.deepEqual(names("kG /é"), ["k", "G", " ", "/", "é"]);
  assert.deepEqual(names("\x02\x15\x00\r\n\t\x7f\x08"), [
    "C-b",
    "C-u",
    "C-Space",
    "Enter",
    "Enter",
    "Tab",
    "Backspace",
    "Backspace",
  ]);
  assert.deepEqual(names("\x1bv\x1b<\x1b\x1b"), [
    "M-v",
    "M-<",
    "Escape",
    "Escape",
  ]);
});

Deno.test("ScrollKeyDecoder.feed() names cursor and editing keys in every form", () => {
  assert.deepEqual(
    names(
      "\x1b[A\x1bOB\x1b[1;5C\x1b[D\x1b[H\x1bOF\x1b[1~\x1b[4~\x1b[5~\x1b[6;2~",
    ),
    [
      "Up",
      "Down",
      "Right",
      "Left",
      "Home",
      "End",
      "Home",
      "End",
      "PageUp",
      "PageDown",
    ],
  );
});

Deno.test("ScrollKeyDecoder.feed() takes mouse reports and focus events whole", () => {
  assert.deepEqual(
    names("\x1b[M abq\x1b[<64;10;5M\x1b[<0;1;1m\x1b[I\x1b[O\x1b[32;5;6M"),
    ["Unknown", "q", "Unknown", "Unknown", "Unknown", "Unknown", "Unknown"],
  );
});

Deno.test("ScrollKeyDecoder.feed() joins keys split over reads; a lone ESC is Escape", () => {
  assert.deepEqual(names("\x1b[", "5", "~k"), ["PageUp", "k"]);
  const d = new ScrollKeyDecoder();
  const e = enc.encode("é");
  assert.deepEqual(d.feed(e.subarray(0, 1)), []);
  assert.deepEqual(d.feed(e.subarray(1)).map((k) => k.name), ["é"]);
  assert.deepEqual(names("\x1b", "[A"), ["Escape", "[", "A"]);
});

Deno.test("ScrollKeyDecoder.feed() gives a bracketed paste as one key", () => {
  const d = new ScrollKeyDecoder();
  assert.deepEqual(d.feed(enc.encode("\x1b[200~line\r4")), []);
  const keys = d.feed(enc.encode("2\x1b[20"));
  assert.deepEqual(keys, []);
  const [paste, after] = d.feed(enc.encode("1~q"));
  assert.equal(paste.name, "Paste");
  assert.equal(paste.text, "line\r42");
  assert.equal(
    new TextDecoder().decode(paste.bytes),
    "\x1b[200~line\r42\x1b[201~",
  );
  assert.equal(after.name, "q");
});

Deno.test("ScrollKeyDecoder.pending() hands on an unfinished key", () => {
  const d = new ScrollKeyDecoder();
  assert.deepEqual(d.feed(enc.encode("q\x1b[1")).map((k) => k.name), ["q"]);
  assert.equal(new TextDecoder().decode(d.pending()), "\x1b[1");
  assert.equal(d.pending().length, 0);
});
