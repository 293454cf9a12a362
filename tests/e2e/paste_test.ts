/**
 * End to end: `berth send --paste` (issue 9 #5). Pasted text that carries
 * the end of a bracketed paste (`ESC [ 201 ~`) cannot end the paste early
 * and run the rest as typed commands: the daemon removes escape sequences
 * and controls from pasted text and brackets it only when the program asked
 * for it. `cat -v` on a raw pty shows each byte that reached the program.
 */

import assert from "node:assert/strict";
import { catSession, TestDaemon } from "../_helpers/daemon.ts";
import { connect } from "../../client/mod.ts";

// An early end marker, a colour and a bell inside the pasted text.
const HOSTILE = "ab\x1b[201~cd\x1b[31me\x07f";
// The same, as `berth send --escapes` takes it.
const HOSTILE_ESCAPED = "ab\\e[201~cd\\e[31me\\af";

Deno.test("berth send --paste brackets the text when the program asked, with the escapes inside removed", async () => {
  await using d = await TestDaemon.create();
  await catSession(d, "b", true);
  await d.ok(
    "send",
    "b",
    "--paste",
    "--escapes",
    HOSTILE_ESCAPED + "\\n",
  );
  await d.ok("wait", "b", "--text", "201~", "--timeout", "20");
  const screen = await d.ok("capture", "b");
  // One bracketed paste: the begin marker, the cleaned text, the newline as
  // CR (cat -v shows ^M), then the only end marker.
  assert.match(screen, /^\^\[\[200~abcdef\^M\^\[\[201~$/m, screen);
});

Deno.test("berth send --paste sends plain cleaned text when the program did not ask for brackets", async () => {
  await using d = await TestDaemon.create();
  await catSession(d, "p", false);
  await d.ok(
    "send",
    "p",
    "--paste",
    "--escapes",
    HOSTILE_ESCAPED + "\\n",
  );
  await d.ok("wait", "p", "--text", "^abcdef\\^M$", "--timeout", "20");
  const screen = await d.ok("capture", "p");
  assert.doesNotMatch(screen, /\^\[|\^G/, screen);
});

Deno.test("berth send --paste refuses --keys and a paste over 1 MiB, in one line", async () => {
  await using d = await TestDaemon.create();
  await catSession(d, "k", false);
  const keys = await d.cli("send", "k", "--paste", "--keys", "Enter");
  assert.equal(keys.code, 1);
  assert.match(keys.stderr, /^berth: --paste takes text, not keys[^\n]*\n$/);
  // A single argument holds at most 128 KiB (MAX_ARG_STRLEN): nine of them.
  const parts = Array.from({ length: 9 }, () => "x".repeat(120_000));
  const big = await d.cli("send", "k", "--paste", ...parts);
  assert.equal(big.code, 1);
  assert.match(big.stderr, /^berth: A paste holds at most 1048576 bytes/);
});

Deno.test("SessionHandle.paste() in the library goes through the same cleaning", async () => {
  await using d = await TestDaemon.create();
  await catSession(d, "l", true);
  await using berth = await connect({ socket: d.socket, start: false });
  await berth.session("l").paste(HOSTILE + "\n");
  await d.ok("wait", "l", "--text", "201~", "--timeout", "20");
  const screen = await d.ok("capture", "l");
  assert.match(screen, /^\^\[\[200~abcdef\^M\^\[\[201~$/m, screen);
});
