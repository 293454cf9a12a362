import assert from "node:assert/strict";
import { term } from "./_helpers.ts";

Deno.test("OSC 0/1/2 set title and icon name, controls stripped", () => {
  const titles: string[] = [];
  const { t, feed } = term(80, 24, 0, { title: (s) => titles.push(s) });
  feed("\x1b]0;both\x07");
  assert.equal(t.title, "both");
  assert.equal(t.iconName, "both");
  feed("\x1b]1;icon\x1b\\\x1b]2;ti\u0085tle \u00e9\x07");
  assert.equal(t.iconName, "icon");
  assert.equal(t.title, "title \u00e9");
  assert.deepEqual(titles, ["both", "title \u00e9"]);
});

Deno.test("OSC 7 sets the working directory from a file URL", () => {
  const cwds: string[] = [];
  const { t, feed } = term(80, 24, 0, { cwd: (p) => cwds.push(p) });
  feed("\x1b]7;file://host/home/me/a%20b\x07");
  assert.equal(t.cwd, "/home/me/a b");
  feed("\x1b]7;not a url\x07");
  assert.equal(t.cwd, "/home/me/a b");
  assert.deepEqual(cwds, ["/home/me/a b"]);
});

Deno.test("OSC 8 links cells to a URI", () => {
  const { t, feed } = term(80, 24);
  feed("a\x1b]8;id=x;https://e.example/\x07link\x1b]8;;\x07b");
  const runs = t.rowRuns(0);
  assert.equal(runs.length, 3);
  assert.equal(runs[1][0], "link");
  const id = runs[1][6]!;
  assert.equal(t.hyperlink(id), "https://e.example/");
  assert.equal(t.rowCells(0)[1].link, "https://e.example/");
  assert.equal(t.rowCells(0)[5].link, undefined);
});

Deno.test("OSC 4/10/11/12 queries are answered with the terminator used", () => {
  const { feed, responses } = term(80, 24);
  feed(
    "\x1b]4;1;?\x07\x1b]10;?\x1b\\\x1b]11;?\x07\x1b]4;1;#102030\x07\x1b]4;1;?\x07",
  );
  feed("\x1b]10;?;?\x07\x1b]104\x07\x1b]4;1;?\x07\x1b]12;?\x07");
  assert.deepEqual(responses, [
    "\x1b]4;1;rgb:cdcd/0000/0000\x07",
    "\x1b]10;rgb:e5e5/e5e5/e5e5\x1b\\",
    "\x1b]11;rgb:0000/0000/0000\x07",
    "\x1b]4;1;rgb:1010/2020/3030\x07",
    "\x1b]10;rgb:e5e5/e5e5/e5e5\x07",
    "\x1b]11;rgb:0000/0000/0000\x07",
    "\x1b]4;1;rgb:cdcd/0000/0000\x07",
    "\x1b]12;rgb:e5e5/e5e5/e5e5\x07",
  ]);
});

Deno.test("OSC 52 reports the clipboard, never answers a query", () => {
  const clips: [string, string][] = [];
  const { feed, responses } = term(80, 24, 0, {
    clipboard: (sel, data) => clips.push([sel, new TextDecoder().decode(data)]),
  });
  feed(`\x1b]52;c;${btoa("hello")}\x07\x1b]52;c;?\x07\x1b]52;p;!!\x07`);
  assert.deepEqual(clips, [["c", "hello"]]);
  assert.deepEqual(responses, []);
});

Deno.test("OSC 133 reports prompt marks", () => {
  const marks: string[] = [];
  const { feed } = term(80, 24, 0, {
    promptMark: (k, p) => marks.push(`${k}|${p}`),
  });
  feed("\x1b]133;A\x07\x1b]133;D;0\x07\x1b]133;Z\x07");
  assert.deepEqual(marks, ["A|", "D|0"]);
});

Deno.test("OSC with a bad number is ignored", () => {
  const { t, feed } = term(80, 24);
  feed("\x1b]x;y\x07\x1b]99999999;z\x07\x1b];\x07ok");
  assert.equal(t.lineText(0), "ok");
});

Deno.test("OSC 7 strips C0, C1 and DEL from the working directory", () => {
  // Issue 9 #8: the cwd kept ESC, BEL, CR, LF and U+009B and handed them to
  // `events --json`; text `events` wrote the C1 byte raw.
  const cwds: string[] = [];
  const { t, feed } = term(80, 24, 0, { cwd: (p) => cwds.push(p) });
  feed(
    "\x1b]7;file://host/tmp/a%1B%5B31mb%07c%0D%0Ad%C2%9Be%7Ff\u009bg\x07",
  );
  assert.equal(t.cwd, "/tmp/a[31mbcdefg");
  assert.deepEqual(cwds, ["/tmp/a[31mbcdefg"]);
  // deno-lint-ignore no-control-regex
  assert.ok(!/[\x00-\x1f\x7f-\x9f]/.test(JSON.stringify(cwds)));
});

Deno.test("OSC strings a program sets never keep control characters", () => {
  const titles: string[] = [];
  const marks: string[] = [];
  const selections: string[] = [];
  const { t, feed } = term(80, 24, 0, {
    title: (s) => titles.push(s),
    promptMark: (_kind, params) => marks.push(params),
    clipboard: (sel) => selections.push(sel),
  });
  feed("\x1b]2;a\u009b31mb\u007fc\x07");
  feed("\x1b]1;i\u0090j\x07");
  feed("\x1b]133;D;0\u009bx\x07");
  feed("\x1b]52;c\u009b;aGk=\x07");
  feed("\x1b]8;id=q\u0085;https://e.example/\u009b2J\x07L\x1b]8;;\x07");
  assert.deepEqual(titles, ["a31mbc"]);
  assert.equal(t.iconName, "ij");
  assert.deepEqual(marks, ["0x"]);
  assert.deepEqual(selections, ["c"]);
  const id = t.rowRuns(0)[0][6] as number;
  assert.equal(t.hyperlink(id), "https://e.example/2J");
  assert.equal(t.hyperlinkId(id), "q");
});

Deno.test("OSC 10/11 queries answer the showing terminal's colours unless the program set its own", () => {
  const { t, feed, responses } = term(80, 24);
  t.setOuterColours(0x101010, 0xfafafa);
  feed("\x1b]10;?\x07\x1b]11;?\x1b\\");
  feed("\x1b]11;#202020\x07\x1b]11;?\x07\x1b]111\x07\x1b]11;?\x07");
  feed("\x1bc\x1b]10;?;?\x07");
  t.setOuterColours(-1, 0x0000ff);
  feed("\x1b]10;?\x07\x1b]11;?\x07");
  assert.deepEqual(responses, [
    "\x1b]10;rgb:1010/1010/1010\x07",
    "\x1b]11;rgb:fafa/fafa/fafa\x1b\\",
    "\x1b]11;rgb:2020/2020/2020\x07",
    "\x1b]11;rgb:fafa/fafa/fafa\x07",
    "\x1b]10;rgb:1010/1010/1010\x07",
    "\x1b]11;rgb:fafa/fafa/fafa\x07",
    "\x1b]10;rgb:e5e5/e5e5/e5e5\x07",
    "\x1b]11;rgb:0000/0000/ffff\x07",
  ]);
});
