import assert from "node:assert/strict";
import {
  listColours,
  outerColours,
} from "../../client/attach/outer_colours.ts";
import {
  COLOURS_16,
  COLOURS_256,
  COLOURS_8,
  COLOURS_NONE,
  TRUECOLOR,
} from "../../vt/colour_reduce.ts";

Deno.test("outerColours() takes COLORTERM's truecolor or 24bit first", () => {
  const of = (TERM?: string, COLORTERM?: string) =>
    outerColours({ TERM, COLORTERM });
  assert.equal(of("xterm", "truecolor"), TRUECOLOR);
  assert.equal(of("xterm-256color", "24bit"), TRUECOLOR);
  assert.equal(of(undefined, "truecolor"), TRUECOLOR);
  // Anything else in COLORTERM says nothing of the depth.
  assert.equal(of("xterm-256color", "yes"), COLOURS_256);
  assert.equal(of("xterm", "rxvt-xpm"), COLOURS_8);
});

Deno.test("outerColours() reads the depth off TERM as terminfo gives it", () => {
  const cases: [string | undefined, number][] = [
    ["xterm-direct", TRUECOLOR],
    ["tmux-256color", TRUECOLOR],
    ["xterm-kitty", TRUECOLOR],
    ["xterm-256color", COLOURS_256],
    ["screen-256color", COLOURS_256],
    ["putty-256color", COLOURS_256],
    ["alacritty", COLOURS_256],
    ["xterm-16color", COLOURS_16],
    ["rxvt-unicode", COLOURS_16],
    ["xterm-88color", COLOURS_16],
    ["xterm", COLOURS_8],
    ["linux", COLOURS_8],
    ["screen", COLOURS_8],
    ["putty", COLOURS_8],
    ["ansi", COLOURS_8],
    ["vt100", COLOURS_NONE],
    ["vt220", COLOURS_NONE],
    ["dumb", COLOURS_NONE],
    [undefined, COLOURS_8],
  ];
  for (const [term, want] of cases) {
    assert.equal(outerColours({ TERM: term }), want, String(term));
  }
});

Deno.test("outerColours() inside tmux: 24-bit, which tmux takes and reduces itself", () => {
  const TMUX = "/tmp/tmux-0/default,42,0";
  assert.equal(outerColours({ TERM: "screen", TMUX }), TRUECOLOR);
  assert.equal(outerColours({ TERM: "screen-256color", TMUX }), TRUECOLOR);
  assert.equal(outerColours({ TERM: "tmux", TMUX }), TRUECOLOR);
  // GNU screen, or TMUX left over in an ssh session's xterm: as TERM says.
  assert.equal(outerColours({ TERM: "screen" }), COLOURS_8);
  assert.equal(outerColours({ TERM: "xterm", TMUX }), COLOURS_8);
});

Deno.test("outerColours() takes terminal-overrides' Tc/RGB and terminal-features' RGB for a matching TERM, as tmux", () => {
  const tc = { overrides: "*:foo,*256col*:Tc" };
  assert.equal(outerColours({ TERM: "xterm-256color" }, tc), TRUECOLOR);
  assert.equal(outerColours({ TERM: "xterm" }, tc), COLOURS_8, "no match");
  const rgb = { overrides: ",xterm-256color:RGB" };
  assert.equal(outerColours({ TERM: "xterm-256color" }, rgb), TRUECOLOR);
  assert.equal(outerColours({ TERM: "screen-256color" }, rgb), COLOURS_256);
  const features = {
    features: "xterm*:clipboard:ccolour:cstyle:focus:title,screen*:title,*:RGB",
  };
  assert.equal(outerColours({ TERM: "linux" }, features), TRUECOLOR);
  // tmux's default lists say nothing of colour.
  assert.equal(
    outerColours({ TERM: "xterm-256color" }, {
      overrides: "",
      features: "xterm*:clipboard:ccolour:cstyle:focus:title,screen*:title",
    }),
    COLOURS_256,
  );
  assert.equal(listColours("xterm", { features: "xterm:256" }), COLOURS_256);
  assert.equal(
    listColours("xterm", { overrides: "xterm:RGB=8,8,8" }),
    TRUECOLOR,
  );
});
