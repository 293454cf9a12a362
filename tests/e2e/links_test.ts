/**
 * End to end: a program in a session prints an OSC 8 hyperlink and writes
 * the clipboard (OSC 52); real attach clients in real ptys pass the link on
 * to the user's terminal (@xterm/headless), and the clipboard write only to
 * those that opted in (`--clipboard`, `BERTH_CLIPBOARD=1`).
 */

import assert from "node:assert/strict";
import type { PushMsg } from "../../client/connection.ts";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { sizedBerthTerminal, UserTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

/** `berth attach ...args` in a user terminal, with extra environment. */
function attach(
  d: TestDaemon,
  args: string[],
  env: Record<string, string> = {},
): UserTerminal {
  return sizedBerthTerminal(d, { cols: 80, rows: 24, env }, "attach", ...args);
}

/** Records the OSC 52 payloads the user's terminal receives. */
function clipboardOf(t: UserTerminal): string[] {
  const got: string[] = [];
  t.term.parser.registerOscHandler(52, (data) => {
    got.push(data);
    return true;
  });
  return got;
}

/** The target of the link on cell (x, y) of the user's screen, or null. */
function linkAt(t: UserTerminal, x: number, y: number): string | null {
  const buf = t.term.buffer.active;
  // deno-lint-ignore no-explicit-any
  const cell = buf.getLine(buf.viewportY + y)?.getCell(x) as any;
  const id = cell?.extended?.urlId ?? 0;
  if (id === 0) return null;
  // deno-lint-ignore no-explicit-any
  return (t.term as any)._core._oscLinkService.getLinkData(id)?.uri ?? null;
}

function rowOf(t: UserTerminal, re: RegExp): number {
  return t.lines().findIndex((l) => re.test(l));
}

const SECRET = "secret-copy";
const SECRET_B64 = btoa(SECRET);

Deno.test("a hyperlink reaches every client; a clipboard write only those that opted in", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "links", "--", ...SHELL);
  // The writer opts in with the flag, a reader with the environment, and
  // another reader not at all (even with the variable set to 0).
  await using w = attach(d, ["--clipboard", "links"]);
  const wClip = clipboardOf(w);
  await w.waitText(/^\$$/m);
  await using r = attach(d, ["-r", "links"], { BERTH_CLIPBOARD: "1" });
  const rClip = clipboardOf(r);
  await r.waitText(/^\$$/m);
  await using n = attach(d, ["-r", "links"], { BERTH_CLIPBOARD: "0" });
  const nClip = clipboardOf(n);
  await n.waitText(/^\$$/m);

  // `berth events` must not carry what was copied.
  using events = await d.connect();
  const seen: PushMsg[] = [];
  events.onPush = (msg) => seen.push(msg);
  await events.request({ op: "events", name: "links" });

  await w.write(
    "printf 'see \\033]8;id=doc;https://example.com/doc\\033\\\\the-docs" +
      "\\033]8;;\\033\\\\ done\\n'; printf '\\033]52;c;%s\\a' " +
      `$(printf ${SECRET} | base64); printf '\\033]2;copied\\a'\r`,
  );
  for (const t of [w, r, n]) await t.waitText(/^see the-docs done$/m);

  // The link: on the screen of each, with its id, and closed after it.
  for (const t of [w, r, n]) {
    const y = rowOf(t, /^see the-docs done$/);
    assert.equal(linkAt(t, 4, y), "https://example.com/doc");
    assert.equal(linkAt(t, 11, y), "https://example.com/doc");
    assert.equal(linkAt(t, 3, y), null, "the space before");
    assert.equal(linkAt(t, 12, y), null, "the space after");
    assert.match(
      t.rawText(),
      // deno-lint-ignore no-control-regex
      /\x1b\]8;id=doc;https:\/\/example\.com\/doc\x1b\\the-docs\x1b\]8;;\x1b\\/,
    );
  }

  // The clipboard: set on the terminals of those that opted in.
  await waitFor(() => wClip.length > 0, 10_000, "the writer's clipboard");
  await waitFor(() => rClip.length > 0, 10_000, "the reader's clipboard");
  assert.deepEqual(wClip, [`c;${SECRET_B64}`]);
  assert.deepEqual(rClip, [`c;${SECRET_B64}`]);
  await waitFor(() => n.title === "copied", 10_000, "title after the copy");
  assert.deepEqual(nClip, [], "no clipboard without opting in");
  assert.ok(!n.rawText().includes("\x1b]52"));

  await waitFor(
    () =>
      seen.some((m) =>
        m.t === "event" && m.event.type === "title" &&
        m.event.title === "copied"
      ),
    10_000,
    "the title event after the copy",
  );
  const logged = JSON.stringify(seen);
  assert.ok(!logged.includes(SECRET) && !logged.includes(SECRET_B64));

  for (const t of [w, r, n]) {
    await t.write("\x02d");
    assert.equal((await t.waitExit()).code, 0);
    // Leaving leaves no link open on the user's terminal.
    const raw = t.rawText();
    const lastOpen = raw.lastIndexOf("\x1b]8;id=");
    assert.ok(raw.indexOf("\x1b]8;;\x1b\\", lastOpen) > lastOpen);
  }
});

Deno.test("a clipboard write made before a client attached is not replayed to it, a query never passes", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "early", "--", ...SHELL);
  await d.ok("wait", "early", "--text", "^\\$$", "--timeout", "15000");
  await d.ok(
    "send",
    "early",
    `printf '\\033]52;c;%s\\a' $(printf early | base64); echo sent-early\n`,
  );
  await d.ok("wait", "early", "--text", "^sent-early$", "--timeout", "15000");
  await using t = attach(d, ["--clipboard", "early"]);
  const clip = clipboardOf(t);
  await t.waitText(/^sent-early$/m);
  // A query is neither answered nor passed on; the write after it is.
  await t.write(
    `printf '\\033]52;c;?\\a'; printf '\\033]52;p;%s\\a' $(printf late | base64)\r`,
  );
  await waitFor(() => clip.length > 0, 10_000, "the clipboard write");
  assert.deepEqual(clip, [`p;${btoa("late")}`]);
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
});

Deno.test("frames never resolve a recycled link id to its old target", async () => {
  await using d = await TestDaemon.create();
  // Thousands of links, each over the last, so that the engine's table (1024
  // links) fills with ids no cell holds and gives them out again. Each
  // link's text names its target, so every frame can be checked. The
  // program waits for a line of input at two links that get the same id
  // (the engine hands out the ids a collection freed highest first: id 1023
  // serves link 1022, then link 2045), so the client surely sees both.
  const prog = `import os, sys
for i in range(3000):
    os.write(1, b"\\x1b[H\\x1b]8;;https://e/%05d\\x1b\\\\L%05d\\x1b]8;;\\x1b\\\\" % (i, i))
    if i in (1022, 2045):
        sys.stdin.readline()
os.write(1, b"\\r\\ndone")
sys.stdin.readline()`;
  await d.ok(
    "new",
    "-d",
    "-s",
    "rec",
    "--cols",
    "20",
    "--rows",
    "2",
    "--scrollback",
    "0",
    "--",
    "python3",
    "-c",
    prog,
  );
  using c = await d.connect();
  const links = new Map<number, string>();
  const problems: string[] = [];
  const uris = new Map<number, Set<string>>();
  const shown = new Set<string>();
  c.onPush = (msg) => {
    if (msg.t !== "update") return;
    for (const [id, , uri] of msg.links ?? []) links.set(id, uri);
    for (const [, runs] of msg.lines) {
      for (const run of runs) {
        shown.add(run[0]);
        const id = run[6];
        if (!id) continue;
        const uri = links.get(id);
        if (uri !== `https://e/${run[0].slice(1)}`) {
          problems.push(`${run[0]} resolved to ${uri} (id ${id})`);
        }
        if (!uris.has(id)) uris.set(id, new Set());
        uris.get(id)!.add(uri ?? "");
      }
    }
    c.send({ t: "ack", seq: msg.seq }).catch(() => {});
  };
  await c.request({ op: "attach", name: "rec", cols: 20, rows: 2 });
  const go = () => c.send({ t: "input", data: new TextEncoder().encode("\r") });
  await waitFor(() => shown.has("L01022"), 30_000, "link 1022");
  await go();
  await waitFor(() => shown.has("L02045"), 30_000, "link 2045");
  await go();
  await waitFor(() => shown.has("done"), 30_000, "the end of the links");
  assert.deepEqual(problems, []);
  assert.ok(
    [...uris.values()].some((s) => s.size > 1),
    "the client saw an id recycled",
  );
  await go();
});

Deno.test("berth new --clipboard attaches with the clipboard on", async () => {
  await using d = await TestDaemon.create();
  await using t = UserTerminal.spawn(
    berthArgv(d.socket, "new", "--clipboard", "-s", "nc", "--", ...SHELL),
    { cols: 80, rows: 24, env: d.env, cwd: d.dir },
  );
  const clip = clipboardOf(t);
  await t.waitText(/^\$$/m);
  await t.write(`printf '\\033]52;c;%s\\a' $(printf from-new | base64)\r`);
  await waitFor(() => clip.length > 0, 10_000, "the clipboard write");
  assert.deepEqual(clip, [`c;${btoa("from-new")}`]);
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
});

Deno.test("in a split window each pane's hyperlinks reach the user's terminal, each to its own target", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "split", "--", ...SHELL);
  await using t = attach(d, ["split"]);
  await t.waitText(/^\$$/m);
  await t.write("\x02%");
  await waitFor(
    async () =>
      JSON.parse(await d.ok("list-panes", "-t", "split", "--json")).length ===
        2,
    15_000,
    "two panes",
  );
  await d.prompted("split");
  // The first link of each pane's engine: the same id in both engines.
  const link = (uri: string, text: string) =>
    `printf '\\033]8;;${uri}\\033\\\\${text}\\033]8;;\\033\\\\ end\\n'\r`;
  await t.write(link("https://example.com/right", "R-link"));
  await t.waitText(/│R-link end/);
  await t.write("\x02\x1b[D"); // prefix Left: the left pane
  await t.write(link("https://example.com/left", "L-link"));
  await t.waitText(/^L-link end/m);
  const left = rowOf(t, /^L-link end/);
  const right = rowOf(t, /│R-link end/);
  const rx = t.lines()[right].indexOf("R-link");
  assert.equal(linkAt(t, 0, left), "https://example.com/left");
  assert.equal(linkAt(t, 5, left), "https://example.com/left");
  assert.equal(linkAt(t, 6, left), null);
  assert.equal(linkAt(t, rx, right), "https://example.com/right");
  assert.equal(linkAt(t, rx + 5, right), "https://example.com/right");
  assert.equal(linkAt(t, rx - 1, right), null, "the border");
  // Two links, two ids: the terminal must not take them for one.
  // deno-lint-ignore no-control-regex
  const ids = [...t.rawText().matchAll(/\x1b\]8;(id=[^;]*);https/g)].map((m) =>
    m[1]
  );
  assert.equal(new Set(ids).size, 2, ids.join(" "));
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
});
