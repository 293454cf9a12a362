/**
 * `Session` on its own, through its seams: a real child on a real pty with
 * its gather and parse workers, no daemon and no socket. Attach clients get
 * a sink that records what they were sent.
 */

import assert from "node:assert/strict";
import type { EndMsg, UpdateMsg } from "../../../protocol/messages.ts";
import { ChildWatcher } from "../../../pty/mod.ts";
import {
  AttachedClient,
  type UpdateSink,
} from "../../../server/daemon/attached_client.ts";
import { Log } from "../../../server/daemon/log.ts";
import { RequestFailure } from "../../../server/daemon/request_failure.ts";
import { Session, type SessionSpec } from "../../../server/daemon/session.ts";
import { spawnParseWorker } from "../../../server/daemon/parse_client.ts";
import { newSentState } from "../../../server/daemon/screen_mirror.ts";
import { testEnv } from "../../pty/_helpers.ts";

const watcher = new ChildWatcher();
const dir = Deno.makeTempDirSync({ prefix: "berth-session-test-" });
const log = new Log(`${dir}/test.log`);
globalThis.addEventListener("unload", () => {
  log.close();
  Deno.removeSync(dir, { recursive: true });
});
const enc = new TextEncoder();

function start(
  cmd: string[],
  extra: Partial<SessionSpec> = {},
  parse?: Worker,
): Session {
  return Session.start(
    {
      name: "t",
      cmd,
      cwd: "/",
      env: testEnv(),
      cols: 40,
      rows: 5,
      keep: false,
      scrollback: 100,
      ...extra,
    },
    watcher,
    log,
    parse ? { parse } : {},
  );
}

/** Rejects unless `p` fails with a RequestFailure of `code`. */
async function failsWith(p: Promise<unknown>, code: string, re: RegExp) {
  await assert.rejects(p, (err) => {
    assert.ok(err instanceof RequestFailure, `RequestFailure, got ${err}`);
    assert.equal(err.code, code, err.message);
    assert.match(err.message, re);
    return true;
  });
}

/** A sink that records frames and acks none: one frame in flight at most. */
class RecordingSink implements UpdateSink {
  frames: UpdateMsg[] = [];
  ends: EndMsg[] = [];
  sendUpdate(frame: UpdateMsg): boolean {
    this.frames.push(frame);
    return true;
  }
  sendEnd(msg: EndMsg): void {
    this.ends.push(msg);
  }
}

Deno.test("Session: send, waitFor and capture on cat; after the exit, requests fail as ended", async () => {
  const s = start(["cat"]);
  await s.send(enc.encode("hello\n"));
  await s.waitFor({ text: { source: "^hello$", flags: "m" } }, 30_000);
  const { screen } = await s.capture(0);
  assert.equal(screen.lines[0], "hello");
  await s.send(enc.encode("\x04")); // EOF: cat exits
  assert.deepEqual(await s.waitExit(30_000), { code: 0, signal: null });
  await s.ended;
  await failsWith(s.capture(0), "exited", /Session t has ended/);
  await failsWith(s.history(0, 5), "exited", /has ended/);
  await failsWith(s.send(enc.encode("x")), "exited", /has exited/);
});

Deno.test("Session.waitFor() times out, is cancelled, and fails when the child exits first", async () => {
  const s = start(["cat"]);
  const never = { text: { source: "never", flags: "" } };
  await failsWith(s.waitFor(never, 50), "timeout", /Timed out after 50 ms/);
  const cancel = new AbortController();
  const cancelled = s.waitFor(never, undefined, cancel.signal);
  cancel.abort();
  await failsWith(cancelled, "timeout", /cancelled/);
  // Its failure is looked for before the kill, which fails it at once (a
  // rejection seen late is an uncaught error: CI, once).
  const pending = failsWith(s.waitFor(never), "exited", /exited first/);
  const exit = s.waitExit(undefined);
  await s.kill();
  await pending;
  assert.equal((await exit).signal, "SIGHUP");
});

Deno.test("Session (keep): the final screen stays capturable until kill", async () => {
  const s = start(["sh", "-c", "echo done"], { keep: true });
  assert.deepEqual(await s.waitExit(30_000), { code: 0, signal: null });
  await s.ended;
  assert.equal((await s.capture(0)).screen.lines[0], "done");
  await s.waitFor({ text: { source: "^done$", flags: "m" } }, 30_000);
  await failsWith(
    s.waitFor({ text: { source: "nope", flags: "" } }, 30_000),
    "exited",
    /has exited/,
  );
  // Two waits at once: each checks the final screen for itself.
  const miss = s.waitFor({ text: { source: "nope", flags: "" } });
  const hit = s.waitFor({ text: { source: "^done$", flags: "m" } });
  await failsWith(miss, "exited", /has exited/);
  await hit;
  await s.kill();
  await failsWith(s.capture(0), "exited", /has ended/);
});

Deno.test("Session: the latest writer's size wins, read-only clients never set it, all get the end", async () => {
  const s = start(["cat"]);
  const sinks = [new RecordingSink(), new RecordingSink(), new RecordingSink()];
  const a = new AttachedClient(sinks[0], s, false, 50, 10);
  const b = new AttachedClient(sinks[1], s, false, 60, 12);
  const watching = new AttachedClient(sinks[2], s, true, 100, 30);
  s.attach(a);
  assert.deepEqual([s.cols, s.rows], [50, 10]);
  s.attach(b);
  assert.deepEqual([s.cols, s.rows], [60, 12]);
  s.attach(watching);
  assert.deepEqual([s.cols, s.rows], [60, 12], "read-only: no resize");
  s.input(watching, enc.encode("ignored\n"));
  s.input(a, enc.encode("typed\n"));
  assert.deepEqual([s.cols, s.rows], [50, 10], "typing makes a the latest");
  await s.waitFor({ text: { source: "^typed$", flags: "m" } }, 30_000);
  assert.ok(!(await s.capture(0)).screen.lines.includes("ignored"));
  s.dropClient(a);
  assert.deepEqual([s.cols, s.rows], [60, 12], "b follows when a leaves");
  for (const c of [a, b, watching]) c.pump();
  assert.ok(sinks[1].frames.length > 0 && sinks[2].frames.length > 0);
  s.detach(b, "detached");
  assert.equal(sinks[1].ends[0].reason, "detached");
  await s.kill();
  assert.equal(sinks[2].ends.at(-1)?.reason, "killed");
  assert.equal(sinks[0].ends.length, 0, "a had gone already");
  assert.equal(s.clients.size, 0);
});

/** The mirror's rows as text, trailing spaces trimmed (as a capture's). */
function mirrorText(s: Session): string[] {
  const frame = s.mirror.updateFor(newSentState())!;
  const rows = new Array(frame.rows).fill("");
  for (const [y, runs] of frame.lines) {
    rows[y] = runs.map((run) => run[0]).join("").trimEnd();
  }
  return rows;
}

Deno.test("Session: the mirror has the screen a waitFor matched when it resolves", async () => {
  const s = start(["cat"]);
  for (let i = 0; i < 20; i++) {
    // An echo's update goes through the update ring; the watch hit behind
    // it is a message: the hit must not overtake it.
    await s.send(enc.encode(`line ${i}\n`));
    await s.waitFor({ text: { source: `^line ${i}$`, flags: "m" } }, 30_000);
    assert.ok(mirrorText(s).includes(`line ${i}`), `line ${i} mirrored`);
  }
  await s.kill();
});

Deno.test("Session: small updates (ring) and large ones (posted) keep their order to the final screen", async () => {
  // A screen of one colour per cell is an update far over a ring record;
  // the small lines around it are not.
  const big = Array.from(
    { length: 3 },
    (_, round) =>
      `printf '\\033[H'; i=0; while [ $i -lt 1400 ]; do printf '\\033[38;5;%dm%d' $(( (i + ${round}) % 200 )) $(( i % 10 )); i=$((i+1)); done; printf '\\033[0m\\n'; sleep 0.05; echo small ${round}; sleep 0.05`,
  ).join("; ");
  const s = start(["sh", "-c", `${big}; echo end`], {
    keep: true,
    cols: 120,
    rows: 40,
  });
  const sink = new RecordingSink();
  s.attach(new AttachedClient(sink, s, false, 120, 40));
  assert.deepEqual(await s.waitExit(30_000), { code: 0, signal: null });
  await s.ended;
  const { screen } = await s.capture(0);
  assert.deepEqual(mirrorText(s), screen.lines.map((l) => l.trimEnd()));
  assert.ok(screen.lines.includes("end"));
});

Deno.test("Session.pipePane() twice at once: the pipe left open gets the pane's output", async () => {
  const s = start(["cat"]);
  const pane = s.activePane;
  const file = (name: string) => `${dir}/${name}`;
  const opts = { input: false, output: true, toggle: false };
  await Promise.all([
    s.pipePane(pane, `cat > ${file("twice-a.log")}`, opts),
    s.pipePane(pane, `cat > ${file("twice-b.log")}`, opts),
  ]);
  assert.ok(pane.pipe?.open, "a pipe is open");
  await s.send(enc.encode("piped\n"));
  await s.waitFor({ text: { source: "^piped$", flags: "m" } }, 30_000);
  const read = (name: string) => {
    try {
      return Deno.readTextFileSync(file(name));
    } catch {
      return "";
    }
  };
  // The log of the pipe that is open, the other's command ended at once.
  const open = pane.pipe!.command.endsWith("twice-a.log")
    ? "twice-a.log"
    : "twice-b.log";
  const deadline = Date.now() + 10_000;
  while (!read(open).includes("piped")) {
    assert.ok(
      Date.now() < deadline,
      `the open pipe (${open}) never got the output: ${
        JSON.stringify([read("twice-a.log"), read("twice-b.log")])
      }`,
    );
    await new Promise((r) => setTimeout(r, 20));
  }
  await s.send(enc.encode("\x04"));
  await s.waitExit(30_000);
  await s.ended;
});

Deno.test("Session.pipePane() closing while a pipe starts: no pipe is left open", async () => {
  const s = start(["cat"]);
  const pane = s.activePane;
  const opts = { input: false, output: true, toggle: false };
  await Promise.all([
    s.pipePane(pane, "cat > /dev/null", opts),
    s.pipePane(pane, undefined, opts),
  ]);
  assert.ok(!pane.pipe?.open, "the later pipe-pane closed it");
  await s.send(enc.encode("\x04"));
  await s.waitExit(30_000);
  await s.ended;
});

Deno.test("Session: a parse worker that crashes is replaced; the program goes on, its output is shown and requests are answered again", async () => {
  const worker = spawnParseWorker("parse:crashing");
  const s = start(["cat"], { name: "crash" }, worker);
  await s.send(enc.encode("before\n"));
  await s.waitFor({ text: { source: "^before$", flags: "m" } }, 30_000);
  // A message the worker cannot take: it throws, uncaught, and dies.
  worker.postMessage({ t: "add-pane", pane: null });
  const crashed = () =>
    Deno.readTextFileSync(`${dir}/test.log`).includes(
      "session crash: parse worker crashed",
    );
  for (let i = 0; i < 300 && !crashed(); i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.ok(crashed(), "the crash is logged");
  await s.send(enc.encode("after\n"));
  await s.waitFor({ text: { source: "^after$", flags: "m" } }, 30_000);
  const { screen } = await s.capture(0);
  assert.ok(screen.lines.includes("after"), screen.lines.join("|"));
  assert.match(
    Deno.readTextFileSync(`${dir}/test.log`),
    /a new one shows its panes from now on/,
  );
  await s.send(enc.encode("\x04"));
  assert.deepEqual(await s.waitExit(30_000), { code: 0, signal: null });
  await s.ended;
});
