import assert from "node:assert/strict";
import {
  encodeKey,
  encodeKeys,
  isTmuxKeyName,
  KEY_NAMES,
  KeyNameError,
} from "../../client/keys.ts";

Deno.test("encodeKey() sends single characters as themselves", () => {
  assert.equal(encodeKey("a"), "a");
  assert.equal(encodeKey("Z"), "Z");
  assert.equal(encodeKey("-"), "-");
  assert.equal(encodeKey("é"), "é");
  assert.equal(encodeKey("😀"), "😀", "one code point, two UTF-16 units");
  assert.equal(encodeKey("^"), "^");
});

Deno.test("encodeKey() maps Ctrl to C0 codes, as xterm does", () => {
  assert.equal(encodeKey("C-c"), "\x03");
  assert.equal(encodeKey("C-C"), "\x03", "case does not matter under Ctrl");
  assert.equal(encodeKey("c-a"), "\x01", "lower-case modifier");
  assert.equal(encodeKey("^C"), "\x03", "caret form");
  assert.equal(encodeKey("C-@"), "\x00");
  assert.equal(encodeKey("C-Space"), "\x00");
  assert.equal(encodeKey("C-["), "\x1b");
  assert.equal(encodeKey("C-\\"), "\x1c");
  assert.equal(encodeKey("C-]"), "\x1d");
  assert.equal(encodeKey("C-^"), "\x1e");
  assert.equal(encodeKey("C-_"), "\x1f");
  assert.equal(encodeKey("C-?"), "\x7f");
  assert.throws(() => encodeKey("C-1"), KeyNameError);
  assert.throws(() => encodeKey("C-é"), /Ctrl has no code/);
});

Deno.test("encodeKey() puts ESC before Meta keys and upper-cases Shift", () => {
  assert.equal(encodeKey("M-x"), "\x1bx");
  assert.equal(encodeKey("M-X"), "\x1bX");
  assert.equal(encodeKey("M--"), "\x1b-");
  assert.equal(encodeKey("C-M-a"), "\x1b\x01");
  assert.equal(encodeKey("M-C-a"), "\x1b\x01", "modifier order is free");
  assert.equal(encodeKey("S-a"), "A");
  assert.equal(encodeKey("M-Enter"), "\x1b\r");
  assert.equal(encodeKey("M-BSpace"), "\x1b\x7f");
});

Deno.test("encodeKey() knows tmux's key names in any case, with aliases", () => {
  const cases: [string, string][] = [
    ["Enter", "\r"],
    ["enter", "\r"],
    ["ENTER", "\r"],
    ["Escape", "\x1b"],
    ["Esc", "\x1b"],
    ["Tab", "\t"],
    ["BTab", "\x1b[Z"],
    ["S-Tab", "\x1b[Z"],
    ["BSpace", "\x7f"],
    ["Space", " "],
    ["Insert", "\x1b[2~"],
    ["IC", "\x1b[2~"],
    ["Delete", "\x1b[3~"],
    ["DC", "\x1b[3~"],
    ["PageUp", "\x1b[5~"],
    ["PgUp", "\x1b[5~"],
    ["PPage", "\x1b[5~"],
    ["PageDown", "\x1b[6~"],
    ["NPage", "\x1b[6~"],
    ["F1", "\x1bOP"],
    ["F4", "\x1bOS"],
    ["F5", "\x1b[15~"],
    ["F6", "\x1b[17~"],
    ["F10", "\x1b[21~"],
    ["F11", "\x1b[23~"],
    ["F12", "\x1b[24~"],
  ];
  for (const [name, bytes] of cases) {
    assert.equal(encodeKey(name), bytes, name);
  }
  for (const name of KEY_NAMES) encodeKey(name); // Every listed name works.
});

Deno.test("encodeKey() follows the cursor-keys mode for arrows, Home and End", () => {
  const cases: [string, string, string][] = [
    ["Up", "\x1b[A", "\x1bOA"],
    ["Down", "\x1b[B", "\x1bOB"],
    ["Right", "\x1b[C", "\x1bOC"],
    ["Left", "\x1b[D", "\x1bOD"],
    ["Home", "\x1b[H", "\x1bOH"],
    ["End", "\x1b[F", "\x1bOF"],
  ];
  for (const [name, normal, app] of cases) {
    assert.equal(encodeKey(name, false), normal, name);
    assert.equal(encodeKey(name, true), app, `${name} in application mode`);
  }
  assert.equal(encodeKey("PageUp", true), "\x1b[5~", "not a cursor key");
});

Deno.test("encodeKey() encodes modified special keys as CSI 1;m", () => {
  assert.equal(encodeKey("C-Up"), "\x1b[1;5A");
  assert.equal(encodeKey("C-Up", true), "\x1b[1;5A", "mode does not matter");
  assert.equal(encodeKey("S-Up"), "\x1b[1;2A");
  assert.equal(encodeKey("M-Left"), "\x1b[1;3D");
  assert.equal(encodeKey("C-S-Right"), "\x1b[1;6C");
  assert.equal(encodeKey("C-M-S-Home"), "\x1b[1;8H");
  assert.equal(encodeKey("S-F1"), "\x1b[1;2P");
  assert.equal(encodeKey("C-F5"), "\x1b[15;5~");
  assert.equal(encodeKey("M-Delete"), "\x1b[3;3~");
});

Deno.test("encodeKey() refuses unknown names and impossible combinations", () => {
  for (
    const bad of ["", "Foo", "Entr", "F13", "C-", "ab", "C-Enter", "S-BSpace"]
  ) {
    assert.throws(() => encodeKey(bad), KeyNameError, JSON.stringify(bad));
  }
  assert.throws(() => encodeKey("Foo"), /Unknown key "Foo": use a single/);
  assert.throws(() => encodeKey("C-Enter"), /only M- combines with Enter/);
});

Deno.test("encodeKeys() concatenates in order and gives the application form only when it differs", () => {
  const plain = encodeKeys(["C-c", "Enter", "F5"]);
  assert.deepEqual(
    [...plain.normal],
    [3, 13, 0x1b, 0x5b, 0x31, 0x35, 0x7e],
  );
  assert.equal(plain.cursorKeys, null);

  const arrows = encodeKeys(["a", "Up", "é"]);
  assert.equal(new TextDecoder().decode(arrows.normal), "a\x1b[Aé");
  assert.equal(new TextDecoder().decode(arrows.cursorKeys!), "a\x1bOAé");
  assert.throws(() => encodeKeys(["a", "Nope"]), KeyNameError);
});

Deno.test("encodeKey() sends tmux's keypad keys as their label, or ESC O x with the keypad in application mode", () => {
  const labels = "0123456789/*-+.";
  const finals = "pqrstuvwxyojmkn";
  for (let i = 0; i < labels.length; i++) {
    const name = `KP${labels[i]}`;
    assert.equal(encodeKey(name), labels[i], name);
    assert.equal(encodeKey(name, true), labels[i], `${name}, DECCKM`);
    assert.equal(encodeKey(name, false, true), `\x1bO${finals[i]}`, name);
    assert.ok(isTmuxKeyName(name), name);
  }
  assert.equal(encodeKey("KPEnter"), "\n");
  assert.equal(encodeKey("kpenter", true, true), "\x1bOM");
  // The keypad mode leaves the cursor keys to DECCKM.
  assert.equal(encodeKey("Up", false, true), "\x1b[A");
  assert.equal(encodeKey("Up", true, true), "\x1bOA");
});
