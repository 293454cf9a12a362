/**
 * `berth replay` (client/commands/replay.ts): typescript parsing and the
 * rendered screen. Kept with the VT tests, whose engine it drives.
 */
import assert from "node:assert/strict";
import { parseRecording, replay } from "../../client/commands/replay.ts";

const enc = new TextEncoder();
const dec = new TextDecoder();

Deno.test("parseRecording() strips script's header and footer, reads the size", () => {
  const raw = enc.encode(
    'Script started on 2026-11-30 00:00:00+00:00 [TERM="xterm-256color" TTY="/dev/pts/3" COLUMNS="100" LINES="30"]\n' +
      "hello\r\n$ " +
      '\nScript done on 2026-11-30 00:00:01+00:00 [COMMAND_EXIT_CODE="0"]\n',
  );
  const r = parseRecording(raw);
  assert.equal(dec.decode(r.data), "hello\r\n$ ");
  assert.equal(r.cols, 100);
  assert.equal(r.rows, 30);
});

Deno.test("parseRecording() leaves a raw dump alone", () => {
  const raw = enc.encode("\x1b[2Jplain\r\n");
  const r = parseRecording(raw);
  assert.equal(dec.decode(r.data), "\x1b[2Jplain\r\n");
  assert.equal(r.cols, undefined);
});

Deno.test("replay() prints every row as text", () => {
  const out = replay(enc.encode("a\x1b[1mb\r\n\x1b[3;2Hc"), {
    cols: 10,
    rows: 3,
    json: false,
    scrollback: false,
  });
  assert.equal(out, "ab\n\n c\n");
});

Deno.test("replay() --scrollback prints history first", () => {
  const out = replay(enc.encode("1\r\n2\r\n3"), {
    cols: 10,
    rows: 2,
    json: false,
    scrollback: true,
  });
  assert.equal(out, "1\n2\n3\n");
});

Deno.test("replay() --json gives the screen object", () => {
  const out = replay(enc.encode("\x1b]2;T\x07\x1b[31mx"), {
    cols: 4,
    rows: 2,
    json: true,
    scrollback: true,
  });
  const s = JSON.parse(out);
  assert.equal(s.cols, 4);
  assert.equal(s.rows, 2);
  assert.equal(s.title, "T");
  assert.deepEqual(s.cursor, { x: 1, y: 0, visible: true });
  assert.deepEqual(s.lines, ["x", ""]);
  assert.equal(s.cells[0][0].fg, 1);
  assert.equal(s.cells[0].length, 4);
  assert.deepEqual(s.scrollback, []);
});

Deno.test("berth replay reads standard input", async () => {
  const main = new URL("../../main.ts", import.meta.url);
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      main.pathname,
      "replay",
      "-",
      "--cols",
      "8",
      "--rows",
      "2",
    ],
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const w = child.stdin.getWriter();
  await w.write(enc.encode("abcdefghij"));
  await w.close();
  const { code, stdout, stderr } = await child.output();
  assert.equal(code, 0, dec.decode(stderr));
  assert.equal(dec.decode(stdout), "abcdefgh\nij\n");
});

Deno.test("berth replay explains a missing file in one line", async () => {
  const main = new URL("../../main.ts", import.meta.url);
  const { code, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", main.pathname, "replay", "/nonexistent/file"],
    stdout: "null",
    stderr: "piped",
  }).output();
  assert.equal(code, 1);
  const text = dec.decode(stderr).trim();
  assert.equal(text.split("\n").length, 1);
  assert.match(text, /Cannot read \/nonexistent\/file/);
});
