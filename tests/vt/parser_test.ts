import assert from "node:assert/strict";
import { MAX_OSC_BYTES, Parser, type ParserHandler } from "../../vt/parser.ts";
import type { Params } from "../../vt/params.ts";

/** Records every action as a readable string. */
class Recorder implements ParserHandler {
  log: string[] = [];
  printAscii(data: Uint8Array, start: number, end: number): number {
    let i = start;
    while (i < end && data[i] >= 0x20 && data[i] < 0x7f) i++;
    this.#print(String.fromCharCode(...data.subarray(start, i)));
    return i;
  }
  printUtf8(_data: Uint8Array, start: number, _end: number): number {
    return start; // always through the decoder
  }
  printCodepoints(cps: Uint32Array, count: number): void {
    this.#print(String.fromCodePoint(...cps.subarray(0, count)));
  }
  #print(s: string): void {
    const last = this.log.length - 1;
    if (last >= 0 && this.log[last].startsWith("print:")) this.log[last] += s;
    else this.log.push("print:" + s);
  }
  execute(code: number): void {
    this.log.push(`exec:${code.toString(16)}`);
  }
  escDispatch(collect: number, final: number): void {
    this.log.push(`esc:${collect.toString(16)}:${String.fromCharCode(final)}`);
  }
  csiDispatch(collect: number, final: number, p: Params): void {
    this.log.push(
      `csi:${collect.toString(16)}:${fmt(p)}:${String.fromCharCode(final)}`,
    );
  }
  oscDispatch(data: Uint8Array, length: number, bel: boolean): void {
    const s = new TextDecoder().decode(data.subarray(0, length));
    this.log.push(`osc:${s.length > 40 ? s.length : s}:${bel ? "bel" : "st"}`);
  }
  dcsHook(collect: number, final: number, p: Params): void {
    this.log.push(
      `hook:${collect.toString(16)}:${fmt(p)}:${String.fromCharCode(final)}`,
    );
  }
  dcsPut(data: Uint8Array, start: number, end: number): void {
    const s = new TextDecoder().decode(data.subarray(start, end));
    const last = this.log.length - 1;
    if (this.log[last].startsWith("put:")) this.log[last] += s;
    else this.log.push("put:" + s);
  }
  dcsUnhook(abort: boolean): void {
    this.log.push(abort ? "unhook:abort" : "unhook");
  }
}

function fmt(p: Params): string {
  const out: string[] = [];
  for (let i = 0; i < p.length; i++) {
    out.push((p.sub[i] ? ":" : i ? ";" : "") + p.values[i]);
  }
  return out.join("");
}

function parse(...chunks: (string | Uint8Array)[]): string[] {
  const r = new Recorder();
  const p = new Parser(r);
  for (const c of chunks) {
    p.write(typeof c === "string" ? new TextEncoder().encode(c) : c);
  }
  return r.log;
}

Deno.test("Parser.write() prints ASCII runs and executes C0", () => {
  assert.deepEqual(parse("ab\r\ncd\x07"), [
    "print:ab",
    "exec:d",
    "exec:a",
    "print:cd",
    "exec:7",
  ]);
});

Deno.test("Parser.write() ignores DEL in ground", () => {
  assert.deepEqual(parse("a\x7fb"), ["print:ab"]);
});

Deno.test("Parser.write() parses CSI parameters, defaults and markers", () => {
  assert.deepEqual(
    parse("\x1b[1;22H\x1b[;5r\x1b[?25l\x1b[>c\x1b[ q\x1b[?1$p"),
    [
      "csi:0:1;22:H",
      "csi:0:0;5:r",
      "csi:3f:25:l",
      "csi:3e::c",
      "csi:20::q",
      "csi:3f24:1:p",
    ],
  );
});

Deno.test("Parser.write() keeps colon subparameters apart", () => {
  assert.deepEqual(parse("\x1b[38:2::10:20:30;4:3m"), [
    "csi:0:38:2:0:10:20:30;4:3:m",
  ]);
});

Deno.test("Parser.write() leaves no colon behind for the next sequence", () => {
  // Whole (the fast CSI loop) and cut at every byte (the table).
  const input = "\x1b[4:3;38:5:1m\x1b[1;2;3m\x1b[4;5:6H\x1b[7;8m";
  const want = [
    "csi:0:4:3;38:5:1:m",
    "csi:0:1;2;3:m",
    "csi:0:4;5:6:H",
    "csi:0:7;8:m",
  ];
  assert.deepEqual(parse(input), want);
  const bytes = new TextEncoder().encode(input);
  for (let cut = 1; cut < bytes.length; cut++) {
    assert.deepEqual(
      parse(bytes.subarray(0, cut), bytes.subarray(cut)),
      want,
      `cut ${cut}`,
    );
  }
});

Deno.test("Parser.write() clamps values and keeps 32 parameters", () => {
  const many = Array.from({ length: 40 }, (_, i) => i + 1).join(";");
  const log = parse(`\x1b[99999999;${many}m`);
  const fields = log[0].split(":")[2].split(";");
  assert.equal(fields.length, 32);
  assert.equal(fields[0], "65535");
  assert.equal(fields[31], "31");
});

Deno.test("Parser.write() ignores a CSI with a late private marker", () => {
  assert.deepEqual(parse("\x1b[1?2hx"), ["print:x"]);
});

Deno.test("Parser.write() aborts sequences on CAN and SUB", () => {
  assert.deepEqual(parse("\x1b[12\x18x\x1b[3\x1ay"), [
    "exec:18",
    "print:x",
    "exec:1a",
    "print:y",
  ]);
});

Deno.test("Parser.write() restarts on ESC inside a sequence", () => {
  assert.deepEqual(parse("\x1b[12\x1b[3mx"), ["csi:0:3:m", "print:x"]);
});

Deno.test("Parser.write() executes C0 inside CSI", () => {
  assert.deepEqual(parse("\x1b[1\n2H"), ["exec:a", "csi:0:12:H"]);
});

Deno.test("Parser.write() dispatches ESC sequences with intermediates", () => {
  assert.deepEqual(parse("\x1b7\x1b(0\x1b#8"), [
    "esc:0:7",
    "esc:28:0",
    "esc:23:8",
  ]);
});

Deno.test("Parser.write() ends OSC with BEL or ST", () => {
  assert.deepEqual(parse("\x1b]0;hi\x07\x1b]2;yo\x1b\\"), [
    "osc:0;hi:bel",
    "osc:2;yo:st",
    "esc:0:\\",
  ]);
});

Deno.test("Parser.write() keeps UTF-8 in OSC strings", () => {
  assert.deepEqual(parse("\x1b]2;h\u00e9\u4e2d\x07"), [
    "osc:2;h\u00e9\u4e2d:bel",
  ]);
});

Deno.test("Parser.write() drops an OSC cut by CAN", () => {
  assert.deepEqual(parse("\x1b]2;no\x18x"), ["exec:18", "print:x"]);
});

Deno.test("Parser.write() drops an OSC longer than the cap", () => {
  const big = "x".repeat(MAX_OSC_BYTES + 10);
  assert.deepEqual(parse(`\x1b]2;${big}\x07ok`), ["print:ok"]);
  const fits = "y".repeat(1000);
  assert.deepEqual(parse(`\x1b]2;${fits}\x07`), ["osc:1002:bel"]);
});

Deno.test("Parser.write() hands DCS strings to hook, put and unhook", () => {
  assert.deepEqual(parse("\x1bP1$qm\x1b\\", "\x1bPq#0;2\x18"), [
    "hook:24:1:q",
    "put:m",
    "unhook",
    "esc:0:\\",
    "hook:0::q",
    "put:#0;2",
    "unhook:abort",
    "exec:18",
  ]);
});

Deno.test("Parser.write() consumes SOS, PM and APC strings", () => {
  assert.deepEqual(parse("\x1b_Gabc;\x1b\\\x1b^pm\x1b\\\x1bXsos\x1b\\x"), [
    "esc:0:\\",
    "esc:0:\\",
    "esc:0:\\",
    "print:x",
  ]);
});

Deno.test("Parser.write() decodes UTF-8 split across writes", () => {
  const bytes = new TextEncoder().encode("\u4e2d\u{1f600}");
  const chunks = Array.from(bytes, (b) => new Uint8Array([b]));
  assert.deepEqual(parse(...chunks), ["print:\u4e2d\u{1f600}"]);
});

Deno.test("Parser.write() replaces malformed UTF-8 with U+FFFD", () => {
  const bad = new Uint8Array([
    0xc0,
    0x80, // overlong
    0xed,
    0xa0,
    0x80, // surrogate
    0xe4,
    0xb8,
    0x41, // truncated, then "A"
    0xff, // never valid
    0x80, // stray continuation
  ]);
  const r = parse(bad);
  assert.deepEqual(r, ["print:" + "\ufffd".repeat(5) + "\ufffdA\ufffd\ufffd"]);
});

Deno.test("Parser.write() ends a partial UTF-8 sequence at a control", () => {
  assert.deepEqual(parse(new Uint8Array([0xe4, 0xb8, 0x0d])), [
    "print:\ufffd",
    "exec:d",
  ]);
});

Deno.test("Parser.write() treats UTF-8 encoded C1 as controls", () => {
  // U+009B is CSI, U+0085 is NEL.
  assert.deepEqual(parse("a\u009b2Jb\u0085"), [
    "print:a",
    "csi:0:2:J",
    "print:b",
    "exec:85",
  ]);
});

Deno.test("Parser.reset() forgets a partial sequence", () => {
  const r = new Recorder();
  const p = new Parser(r);
  p.write(new TextEncoder().encode("\x1b[12"));
  p.reset();
  p.write(new TextEncoder().encode("3m"));
  assert.deepEqual(r.log, ["print:3m"]);
});
