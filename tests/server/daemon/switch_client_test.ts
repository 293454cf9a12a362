/**
 * The daemon's side of `switch-client`, `list-clients` and
 * `detach-client -t CLIENT`, over real connections to a real daemon: an
 * attachment moves on its own connection (a `switched` push, then a full
 * frame of the new session), and a resume finds it where it went.
 */

import assert from "node:assert/strict";
import type { Connection, PushMsg } from "../../../client/connection.ts";
import { RequestError } from "../../../client/connection.ts";
import type { UpdateMsg } from "../../../protocol/messages.ts";
import { TestDaemon, waitFor } from "../../_helpers/daemon.ts";

/** An attached connection that acks every frame and keeps every push. */
class Attached {
  readonly pushes: PushMsg[] = [];
  token = "";
  lastSeq = 0;

  constructor(readonly conn: Connection) {
    conn.onPush = (msg) => {
      this.pushes.push(msg);
      if (msg.t === "update") {
        this.lastSeq = msg.seq;
        conn.send({ t: "ack", seq: msg.seq }).catch(() => {});
      }
    };
  }

  static async open(
    d: TestDaemon,
    name: string,
    extra: Record<string, unknown> = {},
  ): Promise<Attached> {
    const a = new Attached(await d.connect("attach"));
    const answer = await a.conn.request({
      op: "attach",
      name,
      cols: 40,
      rows: 10,
      ...extra,
    });
    a.token = answer.token;
    return a;
  }

  /** Waits until a frame after push `from` shows `text`; returns its index. */
  async sees(text: string, from = 0): Promise<number> {
    let at = -1;
    await waitFor(
      () => {
        at = this.pushes.findIndex((m, i) =>
          i >= from && m.t === "update" && frameText(m).includes(text)
        );
        return at >= 0;
      },
      15_000,
      `a frame showing ${text}`,
    );
    return at;
  }
}

function frameText(m: UpdateMsg): string {
  return m.lines.map(([, runs]) => runs.map((r) => r[0]).join("")).join("\n");
}

async function sessions(d: TestDaemon, ...names: string[]): Promise<void> {
  for (const n of names) {
    await d.ok(
      "new",
      "-d",
      "-s",
      n,
      "--",
      "sh",
      "-c",
      `echo IN-${n}; exec cat`,
    );
    await d.ok("wait", "-t", n, "--text", `IN-${n}`);
  }
}

Deno.test("switch-client moves an attachment on its connection: switched, a full frame of the new session, and a resume finds it there", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "one", "two");
  const a = await Attached.open(d, "one");
  await a.sees("IN-one");
  const from = a.pushes.length;
  assert.deepEqual(
    await a.conn.request({ op: "switch-client", name: "two" }),
    { name: "two" },
  );
  const at = await a.sees("IN-two", from);
  const switched = a.pushes.findIndex((m, i) =>
    i >= from && m.t === "switched"
  );
  assert.ok(switched >= from && switched < at, "switched comes first");
  assert.deepEqual(a.pushes[switched], { t: "switched", name: "two" });
  assert.equal((a.pushes[at] as UpdateMsg).full, true);
  assert.ok(!frameText(a.pushes[at] as UpdateMsg).includes("IN-one"));
  // Typing goes to the new session.
  await a.conn.send({ t: "input", data: new TextEncoder().encode("typed\n") });
  await d.ok("wait", "-t", "two", "--text", "^typed$");
  const ls = JSON.parse(await d.ok("ls", "--json"));
  assert.deepEqual(ls.map((s: { clients: number }) => s.clients), [0, 1]);
  // The link breaks: the same token resumes, in session two.
  const seq = a.lastSeq;
  a.conn.close();
  const b = new Attached(await d.connect("attach"));
  const answer = await b.conn.request({
    op: "attach",
    name: "two",
    cols: 40,
    rows: 10,
    resume: { token: a.token, seq },
  });
  assert.equal(answer.resumed, true);
  assert.equal(answer.token, a.token);
  b.conn.close();
});

Deno.test("a resume that names the session left by a switch whose push the link lost finds the client where it went", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "one", "two");
  const a = await Attached.open(d, "one");
  await a.sees("IN-one");
  const seq = a.lastSeq;
  // Another connection moves it; the link breaks before the client hears.
  using other = await d.connect();
  await other.request({ op: "switch-client", name: "two", from: "one" });
  a.conn.close();
  const b = new Attached(await d.connect("attach"));
  const answer = await b.conn.request({
    op: "attach",
    name: "one",
    cols: 40,
    rows: 10,
    resume: { token: a.token, seq },
  });
  assert.equal(answer.name, "two", "still switched");
  assert.equal(answer.token, a.token);
  await b.sees("IN-two");
  b.conn.close();
});

Deno.test("switch-client -n -p wrap around in ls order, -l goes back; from a session's shell it moves that session's client", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "a", "b", "c");
  const x = await Attached.open(d, "a");
  const go = async (req: Record<string, string>) =>
    (await x.conn.request({ op: "switch-client", ...req })).name;
  await assert.rejects(go({ to: "last" }), /No last session/);
  assert.equal(await go({ to: "next" }), "b");
  assert.equal(await go({ to: "next" }), "c");
  assert.equal(await go({ to: "next" }), "a");
  assert.equal(await go({ to: "previous" }), "c");
  assert.equal(await go({ to: "last" }), "a");
  assert.equal(await go({ to: "last" }), "c");
  // `berth switch-client` typed in session c's shell: $BERTH names c.
  const r = await d.cliWith(
    { env: { BERTH: `${d.socket},c` } },
    "switch-client",
    "-t",
    "b",
  );
  assert.equal(r.code, 0, r.stderr);
  await waitFor(
    async () =>
      JSON.parse(await d.ok("list-clients", "--json"))[0]?.session === "b",
    15_000,
    "the client in session b",
  );
  const outside = await d.cli("switch-client", "-t", "a");
  assert.equal(outside.code, 1);
  assert.match(outside.stderr, /needs a client \(-c CLIENT/);
  x.conn.close();
});

Deno.test("switch-client refuses what it cannot do, and the client stays where it is", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "s");
  await d.ok("new", "-d", "--keep", "-s", "gone", "--", "true");
  await d.ok("wait", "-t", "gone", "--exit");
  using plain = await d.connect();
  await assert.rejects(
    plain.request({ op: "switch-client", name: "s" }),
    (e) => e instanceof RequestError && e.code === "bad-request",
  );
  const x = await Attached.open(d, "s");
  await assert.rejects(
    x.conn.request({ op: "switch-client", name: "gone" }),
    /has exited/,
  );
  await assert.rejects(
    x.conn.request({ op: "switch-client", name: "nope" }),
    /No session named nope/,
  );
  await assert.rejects(
    plain.request({ op: "switch-client", name: "s", client: "/dev/pts/999" }),
    /No client \/dev\/pts\/999/,
  );
  // A page of berth serve (pinned) stays in its session.
  await sessions(d, "t");
  const page = await Attached.open(d, "t", { pinned: true });
  await assert.rejects(
    page.conn.request({ op: "switch-client", name: "s" }),
    /held to session t/,
  );
  assert.deepEqual(
    JSON.parse(await d.ok("list-clients", "--json"))
      .map((c: { session: string }) => c.session),
    ["s", "t"],
  );
  x.conn.close();
  page.conn.close();
});

Deno.test("list-clients names clients by tty; detach-client -t CLIENT detaches that one only", async () => {
  await using d = await TestDaemon.create();
  await sessions(d, "w", "v");
  const a = await Attached.open(d, "w", { tty: "/dev/pts/91", pid: 4242 });
  const b = await Attached.open(d, "w", { tty: "/dev/pts/92", readOnly: true });
  const c = await Attached.open(d, "v", { tty: "bad\x1bname" });
  const all = JSON.parse(await d.ok("list-clients", "--json"));
  assert.deepEqual(
    all.map((x: { name: string; session: string }) => [x.name, x.session]),
    [["/dev/pts/91", "w"], ["/dev/pts/92", "w"], [`client-${all[2].id}`, "v"]],
  );
  assert.equal(
    (await d.ok("list-clients", "-t", "w")).trim(),
    "/dev/pts/91: w [40x10] (pid 4242)\n/dev/pts/92: w [40x10] (read-only)",
  );
  const mine = await b.conn.request({ op: "list-clients", name: "w" });
  assert.deepEqual(mine.clients.map((x) => x.self), [false, true]);
  await d.ok("detach-client", "-t", "/dev/pts/91");
  await waitFor(() => a.pushes.some((m) => m.t === "end"), 15_000, "a ended");
  assert.deepEqual(
    JSON.parse(await d.ok("list-clients", "-t", "w", "--json"))
      .map((x: { name: string }) => x.name),
    ["/dev/pts/92"],
  );
  assert.ok(!b.pushes.some((m) => m.t === "end"));
  const none = await d.cli("detach-client", "-t", "/dev/pts/91");
  assert.equal(none.code, 1);
  assert.equal(
    none.stderr,
    "berth: No client named /dev/pts/91 (berth list-clients lists them)\n",
  );
  // A session's name still detaches all of its clients.
  await d.ok("detach-client", "-t", "v");
  await waitFor(() => c.pushes.some((m) => m.t === "end"), 15_000, "c ended");
  for (const x of [a, b, c]) x.conn.close();
});
