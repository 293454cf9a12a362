/**
 * End to end: colours reach the user's terminal reduced to what it shows,
 * by its TERM and COLORTERM, as tmux 3.3a reduces them
 * (`vt/colour_reduce.ts`, `client/attach/outer_colours.ts`), whether the
 * daemon draws the terminal, the attach client does (`BERTH_HANDOVER=0`)
 * or the parse worker draws a small update there.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";

/**
 * Truecolor, 256-colour and bright SGR, one letter each: A RGB red, B an
 * RGB background, C 256-colour red, D `38;5;9`, E `91`, F `101`, G RGB
 * grey, H a 256-colour grey background, I RGB orange.
 */
const PAINT = "\\033[38;2;255;0;0mA\\033[48;2;10;20;30mB\\033[m" +
  "\\033[38;5;196mC\\033[38;5;9mD\\033[91mE\\033[101mF\\033[m" +
  "\\033[38;2;128;128;128mG\\033[48;5;240mH\\033[m" +
  "\\033[38;2;215;135;0mI\\033[m";

/** The same, as tmux 3.3a wrote it under script(1) (colours only). */
type Cell = [string, number, number, boolean];
// [letter, fg (-1 default), bg (-1 default), bold]: xterm-256color.
const TMUX_256: Cell[] = [
  ["A", 196, -1, false],
  ["B", 196, 233, false],
  ["C", 196, -1, false],
  ["D", 9, -1, false],
  ["E", 9, -1, false],
  ["F", 9, 9, false],
  ["G", 244, -1, false],
  ["H", 244, 240, false],
  ["I", 172, -1, false],
];
// TERM=xterm (8 colours). D is bold here, where tmux keeps `38;5;9` apart
// from `91`: berth's engine holds both as colour 9.
const TMUX_8: Cell[] = [
  ["A", 1, -1, false],
  ["B", 1, 0, false],
  ["C", 1, -1, false],
  ["D", 1, -1, true],
  ["E", 1, -1, true],
  ["F", 1, 1, true],
  ["G", 7, -1, false],
  ["H", 7, 0, false],
  ["I", 1, -1, false],
];

/** The colours of the letters on row `y` of the user's terminal. */
function cells(t: UserTerminal, y: number): Cell[] {
  const line = t.term.buffer.active.getLine(y)!;
  const out: Cell[] = [];
  for (let x = 0; x < 9; x++) {
    const c = line.getCell(x)!;
    out.push([
      c.getChars(),
      c.isFgDefault()
        ? -1
        : c.isFgRGB()
        ? 0x1000000 | c.getFgColor()
        : c.getFgColor(),
      c.isBgDefault()
        ? -1
        : c.isBgRGB()
        ? 0x1000000 | c.getBgColor()
        : c.getBgColor(),
      c.isBold() !== 0,
    ]);
  }
  return out;
}

/** Attaches to `name` in a terminal of `term` and `colorterm` (undefined: unset). */
function attach(
  d: TestDaemon,
  name: string,
  term: string,
  colorterm: string | undefined,
  more: Record<string, string> = {},
): UserTerminal {
  const env: Record<string, string> = { ...d.env, TERM: term, ...more };
  delete env.COLORTERM;
  if (colorterm !== undefined) env.COLORTERM = colorterm;
  return UserTerminal.spawn(berthArgv(d.socket, "attach", name), {
    cols: 40,
    rows: 6,
    env,
  });
}

// Any truecolor SGR (38;2 / 48;2 / 58;2), with or without parameters before.
// deno-lint-ignore no-control-regex
const TRUECOLOR_SGR = /\x1b\[[0-9;:]*[345]8[;:]2[;:]/;
// deno-lint-ignore no-control-regex
const PALETTE_SGR = /\x1b\[[0-9;:]*[345]8[;:]5[;:]/;
// deno-lint-ignore no-control-regex
const BRIGHT_SGR = /\x1b\[(?:[0-9;]*;)?(?:9|10)[0-7]m/;

async function painted(d: TestDaemon): Promise<void> {
  await d.ok(
    "new",
    "-d",
    "-s",
    "paint",
    "--",
    "sh",
    "-c",
    `printf '${PAINT}\\n'; exec sleep 600`,
  );
}

Deno.test("attach on a 256-colour terminal: truecolor comes as the nearest of 256, as tmux writes it", async () => {
  await using d = await TestDaemon.create();
  await painted(d);
  await using t = attach(d, "paint", "xterm-256color", undefined);
  await t.waitText(/^ABCDEFGHI/m);
  assert.deepEqual(cells(t, 0), TMUX_256);
  const raw = t.rawText();
  assert.ok(!TRUECOLOR_SGR.test(raw), JSON.stringify(raw));
  assert.ok(
    raw.includes("\x1b[38;5;196mA\x1b[48;5;233mB\x1b[49mC\x1b[91mDE\x1b[101mF"),
    JSON.stringify(raw),
  );
  await t.write("\x02d");
  await t.waitExit();
});

Deno.test("attach with COLORTERM=truecolor: colours go as they are", async () => {
  await using d = await TestDaemon.create();
  await painted(d);
  await using t = attach(d, "paint", "xterm-256color", "truecolor");
  await t.waitText(/^ABCDEFGHI/m);
  const raw = t.rawText();
  // "0;" first when the frame before left other colours set (the status
  // line drawn in a frame of its own, the screen in the next).
  assert.match(
    raw,
    // deno-lint-ignore no-control-regex
    /\x1b\[(0;)?38;2;255;0;0mA\x1b\[48;2;10;20;30mB/,
    JSON.stringify(raw),
  );
  assert.ok(raw.includes("38;2;215;135;0mI"), JSON.stringify(raw));
  await t.write("\x02d");
  await t.waitExit();
});

for (const handover of [true, false]) {
  const who = handover ? "the daemon draws" : "the attach client draws";
  Deno.test(`attach on TERM=xterm (8 colours), ${who}: colours as tmux reduces them, bright ones bold`, async () => {
    await using d = await TestDaemon.create();
    await painted(d);
    await using t = attach(
      d,
      "paint",
      "xterm",
      undefined,
      handover ? {} : { BERTH_HANDOVER: "0" },
    );
    await t.waitText(/^ABCDEFGHI/m);
    assert.deepEqual(cells(t, 0), TMUX_8);
    const raw = t.rawText();
    assert.ok(!TRUECOLOR_SGR.test(raw), JSON.stringify(raw));
    assert.ok(!PALETTE_SGR.test(raw), JSON.stringify(raw));
    assert.ok(!BRIGHT_SGR.test(raw), "no bright SGR");
    await t.write("\x02d");
    await t.waitExit();
  });
}

Deno.test("a shell's truecolor prompt, drawn as keys are typed, stays within 256 colours", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "prompt",
    "--",
    "bash",
    "--norc",
    "--noprofile",
    "-i",
  );
  await d.ok(
    "send-keys",
    "-t",
    "prompt",
    "PS1='\\[\\e[38;2;0;95;255m\\]ok\\[\\e[m\\]> '",
    "Enter",
    "clear",
    "Enter",
  );
  await using t = attach(d, "prompt", "xterm-256color", undefined);
  await t.waitText(/^ok>$/m);
  for (let i = 0; i < 3; i++) {
    await t.write("\r");
    await t.waitText(new RegExp(`^(ok>\\n){${i + 1}}ok>$`, "m"));
  }
  await t.write("x");
  await t.waitText(/ok> x$/m);
  const raw = t.rawText();
  assert.ok(!TRUECOLOR_SGR.test(raw), JSON.stringify(raw));
  assert.ok(raw.includes("\x1b[38;5;27mok"), JSON.stringify(raw));
  await t.write("\x02d");
  await t.waitExit();
});

Deno.test("two clients of one session each get their own terminal's colours", async () => {
  await using d = await TestDaemon.create();
  await painted(d);
  await using rich = attach(d, "paint", "xterm-256color", "truecolor");
  await using poor = attach(d, "paint", "xterm", undefined);
  await rich.waitText(/^ABCDEFGHI/m);
  await poor.waitText(/^ABCDEFGHI/m);
  assert.ok(rich.rawText().includes("\x1b[38;2;255;0;0mA"));
  assert.deepEqual(cells(poor, 0), TMUX_8);
  assert.ok(!TRUECOLOR_SGR.test(poor.rawText()));
  await rich.write("\x02d");
  await rich.waitExit();
  await poor.write("\x02d");
  await poor.waitExit();
});

Deno.test("attach inside tmux (TMUX set, TERM=screen): colours go as they are, for tmux to reduce", async () => {
  await using d = await TestDaemon.create();
  await painted(d);
  await using t = attach(d, "paint", "screen", undefined, {
    TMUX: "/tmp/tmux-0/default,1,0",
  });
  await t.waitText(/^ABCDEFGHI/m);
  assert.ok(t.rawText().includes("\x1b[38;2;255;0;0mA"), t.rawText());
  await t.write("\x02d");
  await t.waitExit();
});
