/**
 * `parsePopup`, `popupSize` and `popupArgv`: tmux 3.3a's display-popup
 * flags as its getopt reads them, its sizes and its command.
 */

import assert from "node:assert/strict";
import {
  parsePopup,
  popupArgv,
  popupSize,
} from "../../client/attach/popup_spec.ts";

Deno.test("parsePopup() reads tmux's flags: clusters, values joined or apart, -EE, repeated -e", () => {
  const s = parsePopup([
    "-EEw90%",
    "-h",
    "10",
    "-d",
    "#{pane_current_path}",
    "-e",
    "A=1",
    "-eB=x=y",
    "-T",
    "t",
    "-b",
    "rounded",
    "-x",
    "R",
    "lazygit",
  ]);
  assert.equal(s.exitClose, 2);
  assert.equal(s.width, "90%");
  assert.equal(s.height, "10");
  assert.equal(s.cwd, "#{pane_current_path}");
  assert.deepEqual(s.env, { A: "1", B: "x=y" });
  assert.equal(s.title, "t");
  assert.equal(s.lines, "rounded");
  assert.equal(s.x, "R");
  assert.equal(s.y, "C");
  assert.deepEqual(s.command, ["lazygit"]);
  assert.equal(parsePopup(["-B", "-b", "double"]).lines, "none");
  assert.equal(parsePopup(["-C"]).close, true);
  assert.deepEqual(parsePopup(["--", "-x"]).command, ["-x"]);
  assert.throws(() => parsePopup(["-q"]), /^Error: display-popup takes/);
  assert.throws(() => parsePopup(["-w"]), /^Error: display-popup takes/);
  assert.throws(() => parsePopup(["-b", "wavy"]), /popup-border-lines takes/);
  assert.throws(() => parsePopup(["-e", "NOEQUALS"]), /-e takes VAR=value/);
});

Deno.test("popupSize() is cells or a percentage, half by default, within the terminal", () => {
  assert.equal(popupSize(undefined, 81, "width"), 40);
  assert.equal(popupSize("90%", 120, "width"), 108);
  assert.equal(popupSize("12", 35, "height"), 12);
  assert.throws(() => popupSize("0", 35, "height"), /too small/);
  assert.throws(() => popupSize("36", 35, "height"), /too large/);
  assert.throws(() => popupSize("ten", 35, "height"), /not a number/);
});

Deno.test("popupArgv(): none is the shell, one word is shell text, more are argv", () => {
  assert.equal(popupArgv([]), null);
  assert.equal(popupArgv([""]), null);
  assert.deepEqual(popupArgv(["ls -l"]), ["/bin/sh", "-c", "ls -l"]);
  assert.deepEqual(popupArgv(["ls", "-l"]), ["ls", "-l"]);
});
