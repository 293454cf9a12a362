/**
 * End to end: the real attach client in a real pty (the user's terminal,
 * drawn by @xterm/headless), against a real daemon and real shells.
 */

import assert from "node:assert/strict";
import type { SessionInfo } from "../../protocol/messages.ts";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { sizedBerthTerminal, UserTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

/** Starts `berth attach ...args` in a user terminal of the given size. */
function attach(
  d: TestDaemon,
  args: string[],
  cols = 80,
  rows = 24,
): UserTerminal {
  return sizedBerthTerminal(d, { cols, rows }, "attach", ...args);
}

async function sessions(d: TestDaemon): Promise<SessionInfo[]> {
  return JSON.parse(await d.ok("ls", "--json"));
}

Deno.test("attach, type, detach with C-b d, reattach: same screen, cursor and title", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  let cursor: { x: number; y: number };
  {
    await using t = attach(d, ["work"]);
    await t.waitText(/^\$$/m);
    await t.write("printf '\\033]2;my title\\007'; echo hello-$((6*7))\r");
    await t.waitText(/^hello-42\n\$$/m);
    await waitFor(
      () => t.title === "my title",
      10_000,
      "title on the outer terminal",
    );
    cursor = t.cursor();
    await t.write("\x02d");
    const status = await t.waitExit();
    assert.equal(status.code, 0);
    await t.waitText(/\[detached from session work\]/);
  }
  assert.equal(
    (await sessions(d))[0].clients,
    0,
    "the session lives on, detached",
  );
  {
    await using t = attach(d, ["work"]);
    await t.waitText(/^hello-42\n\$$/m);
    await waitFor(() => t.title === "my title", 10_000, "title after reattach");
    assert.deepEqual(t.cursor(), cursor, "cursor where it was");
    await t.write("\x02d");
    assert.equal((await t.waitExit()).code, 0);
  }
});

Deno.test("two clients see one session; the size follows the most recently active one", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "two", "--", ...SHELL);
  await using a = attach(d, ["two"], 80, 24);
  await a.waitText(/^\$$/m);
  await using b = attach(d, ["two"], 100, 30);
  await b.waitText(/^\$$/m);
  await waitFor(
    async () => (await sessions(d))[0].cols === 100,
    10_000,
    "B's size",
  );
  assert.equal((await sessions(d))[0].clients, 2);

  await a.write("echo from-a\r");
  await b.waitText(/^from-a\b/m);
  await a.waitText(/^from-a\b/m);
  await waitFor(
    async () => (await sessions(d))[0].cols === 80,
    10_000,
    "A's size after A typed",
  );

  // The status line takes a row of B's 30.
  await b.write("stty size\r");
  await b.waitText(/^29 100\b/m);
  // A sees the part of the larger screen that holds the cursor.
  await a.waitText(/^29 100\b/m);

  await a.write("\x02d");
  await a.waitExit();
  await b.write("\x02d");
  await b.waitExit();
});

Deno.test("a key bound to a command makes its client the most recently active, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "keys", "--", ...SHELL);
  await using a = attach(d, ["keys"], 80, 24);
  await a.waitText(/^\$$/m);
  await using b = attach(d, ["keys"], 100, 30);
  await b.waitText(/^\$$/m);
  await waitFor(
    async () => (await sessions(d))[0].cols === 100,
    10_000,
    "B's size",
  );
  // Prefix c in A: a new window, shown at A's size, not B's.
  await a.write("\x02c");
  await waitFor(
    async () => (await sessions(d))[0].windows?.length === 2,
    10_000,
    "the new window",
  );
  await waitFor(
    async () => (await sessions(d))[0].cols === 80,
    10_000,
    "A's size after A's prefix key",
  );
  await a.write("\x02d");
  await a.waitExit();
  await b.write("\x02d");
  await b.waitExit();
});

Deno.test("a read-only client sees everything and sends nothing", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "ro", "--", ...SHELL);
  await using w = attach(d, ["ro"]);
  await w.waitText(/^\$$/m);
  await using r = attach(d, ["-r", "ro"], 60, 20);
  await r.waitText(/^\$$/m);
  await r.write("echo typed-by-reader\r");
  await w.write("echo typed-by-writer\r");
  await r.waitText(/^typed-by-writer$/m);
  await w.waitText(/^typed-by-writer$/m);
  assert.doesNotMatch(w.text(), /typed-by-reader/);
  assert.equal(
    (await sessions(d))[0].cols,
    80,
    "a read-only client does not resize",
  );
  await r.write("\x02d");
  assert.equal((await r.waitExit()).code, 0);
  await w.write("\x02d");
  await w.waitExit();
});

Deno.test("the child's exit ends the session and its status reaches the client", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "ex", "--", ...SHELL);
  await using t = attach(d, ["ex"]);
  await t.waitText(/^\$$/m);
  await t.write("exit 3\r");
  const status = await t.waitExit();
  assert.equal(status.code, 3);
  await t.waitText(/\[session ex exited with status 3\]/);
  assert.deepEqual(await sessions(d), []);
});

Deno.test("berth kill and kill-server tell attached clients why they left", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "k1", "--", ...SHELL);
  await d.ok("new", "-d", "-s", "k2", "--", ...SHELL);
  await using t1 = attach(d, ["k1"]);
  await using t2 = attach(d, ["k2"]);
  await t1.waitText(/^\$$/m);
  await t2.waitText(/^\$$/m);
  await d.ok("kill", "k1");
  await t1.waitExit();
  // Ended at once: its program's status is not known yet.
  await t1.waitText(/\[session k1 was killed\]/);
  await d.ok("kill-server");
  const s2 = await t2.waitExit();
  assert.equal(s2.code, 1);
  await t2.waitText(/\[daemon gone: server exited\]/);
});

Deno.test("the terminal is restored exactly after detach", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "tty", "--", ...SHELL);
  // A shell in the user's terminal records stty before and after attaching.
  const script = `stty -g > before; ${
    berthArgv(d.socket, "attach", "tty").map((a) => `'${a}'`).join(" ")
  }; stty -g > after; echo done-$?`;
  await using t = UserTerminal.spawn(["sh", "-c", script], {
    env: d.env,
    cwd: d.dir,
  });
  await t.waitText(/^\$$/m);
  await t.write("printf '\\033[?1h\\033[?2004h\\033[?1000h\\033[?25l'\r"); // modes inside
  await t.waitText(/^\$$/m);
  await t.write("\x02d");
  await t.waitText(/done-0/);
  const before = await Deno.readTextFile(`${d.dir}/before`);
  const after = await Deno.readTextFile(`${d.dir}/after`);
  assert.equal(after, before);
  // The modes the session set were mirrored, then reset on the way out.
  const raw = t.rawText();
  const tail = raw.slice(raw.lastIndexOf("\x1b[?1049l"));
  assert.ok(raw.includes("\x1b[?1049h"), "used the alternate screen");
  assert.ok(tail.length > 0, "left the alternate screen");
  assert.ok(!t.term.modes.applicationCursorKeysMode, "cursor keys mode reset");
  assert.ok(!t.term.modes.bracketedPasteMode, "bracketed paste reset");
  assert.equal(t.term.modes.mouseTrackingMode, "none", "mouse tracking reset");
});
