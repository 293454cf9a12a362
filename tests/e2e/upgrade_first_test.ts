/**
 * End to end: after `berth upgrade` on a slow machine, the attached clients
 * come back before the sessions nobody is looking at are taken over
 * (`server/daemon/adoption_gate.ts`). The new daemon runs with each
 * `new Worker` (a session's take-over) blocking its main thread for a
 * second, as on a loaded machine, until the test lets it go.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal, waitingAsScript } from "../_helpers/user_terminal.ts";
import { ROOT } from "../_helpers/next_berth.ts";
import { Connection } from "../../client/connection.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

/** Sessions nobody is attached to. */
const IDLE = 4;

/** How long each `new Worker` blocks the new daemon's main thread. */
const SLOW_MS = 1000;

function attach(
  d: TestDaemon,
  name: string,
  env: Record<string, string> = {},
): UserTerminal {
  return UserTerminal.spawn(berthArgv(d.socket, "attach", name), {
    env: { ...d.env, ...env },
    cwd: d.dir,
  });
}

/**
 * Writes `${d.dir}/slow/main.ts`, this berth but for its daemon: there
 * every `new Worker` after the first three (the gather worker and the
 * parse workers of two sessions) blocks the main thread for SLOW_MS, until
 * file `go` exists.
 */
async function slowBerth(d: TestDaemon, go: string): Promise<string> {
  const dir = `${d.dir}/slow`;
  await Deno.mkdir(dir);
  await Deno.writeTextFile(
    `${dir}/slow_workers.js`,
    `const Base = globalThis.Worker;
const pause = new Int32Array(new SharedArrayBuffer(4));
let made = 0;
globalThis.Worker = class extends Base {
  constructor(url, options) {
    let going = true;
    try { Deno.statSync(${JSON.stringify(go)}); } catch { going = false; }
    if (++made > 3 && !going) Atomics.wait(pause, 0, 0, ${SLOW_MS});
    super(url, options);
  }
};
`,
  );
  await Deno.writeTextFile(
    `${dir}/main.ts`,
    `import { execve } from ${JSON.stringify(`${ROOT}pty/exec.ts`)};
const deno = Deno.execPath();
const slow = Deno.args.includes("__daemon")
  ? ["--preload", ${JSON.stringify(`${dir}/slow_workers.js`)}]
  : [];
execve(deno, [deno, "run", "-A", "--quiet", "--config", ${
      JSON.stringify(`${ROOT}deno.json`)
    }, ...slow, ${
      JSON.stringify(`${ROOT}main.ts`)
    }, ...Deno.args], Deno.env.toObject());
`,
  );
  return `${dir}/main.ts`;
}

Deno.test("berth upgrade on a slow machine: attached clients (the daemon drawing the terminal, and one drawing its own) are drawn and echo keys before the other sessions are taken over", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "drawn", "--", ...SHELL);
  await d.ok("new", "-d", "-s", "own", "--", ...SHELL);
  for (let i = 0; i < IDLE; i++) {
    await d.ok("new", "-d", "-s", `idle${i}`, "--", "cat");
  }
  await using t = attach(d, "drawn");
  await using u = attach(d, "own", { BERTH_HANDOVER: "0" });
  await t.waitText(/^\$$/m);
  await u.waitText(/^\$$/m);
  await waitingAsScript(t.pid);
  const go = `${d.dir}/go`;
  try {
    const r = await d.cli("upgrade", "--main", await slowBerth(d, go));
    assert.equal(r.code, 0, r.stderr);
    for (const term of [t, u]) {
      await waitFor(
        () => term.rawText().includes("daemon upgraded"),
        30_000,
        "the client to say the daemon was upgraded",
      );
      await term.write("echo back-$((6*7))\r");
    }
    for (const term of [t, u]) await term.waitText(/^back-42$/m, 30_000);
    const log = d.log();
    assert.ok(
      !log.includes("took over"),
      `every session was taken over before the clients echoed:\n${log}`,
    );
  } finally {
    await Deno.writeTextFile(go, "");
  }
  await waitFor(
    () => d.log().includes(`took over ${IDLE + 2} sessions`),
    30_000,
    "every session taken over",
  );
  assert.equal(
    JSON.parse(await d.ok("ls", "--json")).length,
    IDLE + 2,
    "every session kept",
  );
});

Deno.test("an attachment whose link broke before berth upgrade is not waited for: the other sessions are taken over at once", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "left", "--", "cat");
  await d.ok("new", "-d", "-s", "other", "--", "cat");
  // Attached, then gone without a detach: parked, resumable for hours.
  const conn = await Connection.open(d.socket, "attach");
  await conn.request({ op: "attach", name: "left", cols: 80, rows: 24 });
  conn.close();
  await waitFor(
    async () =>
      JSON.parse(await d.ok("ls", "--json"))
        .every((s: { clients: number }) => s.clients === 0),
    10_000,
    "the link to break",
  );
  const r = await d.cli("upgrade");
  assert.equal(r.code, 0, r.stderr);
  await d.ok("ls");
  const log = d.log();
  assert.match(
    log,
    /upgrade: taking over the other 2 sessions; carried clients not back: 0 /,
    log,
  );
});

Deno.test("a client stopped by suspend-client (prefix C-z) before berth upgrade is not waited for: the other sessions are taken over at once", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await d.ok("new", "-d", "-s", "other", "--", "cat");
  // The user's interactive shell (job control on) runs the attach.
  await using t = UserTerminal.spawn(SHELL, {
    env: { ...d.env, PS1: "outer$ " },
    cwd: d.dir,
  });
  await t.waitText(/^outer\$ ?$/m);
  const argv = berthArgv(d.socket, "attach", "work");
  await t.write(argv.map((a) => `'${a}'`).join(" ") + "\r");
  await waitFor(() => t.term.buffer.active.type === "alternate", 15_000);
  await waitingAsScript(
    Number((await d.ok("list-clients", "-F", "#{client_pid}")).trim()),
  );
  await t.write("\x02\x1a"); // C-b C-z
  await t.waitText(/Stopped[^]*\nouter\$ ?$/m);
  const r = await d.cli("upgrade");
  assert.equal(r.code, 0, r.stderr);
  await waitFor(
    () => d.log().includes("upgrade: taking over the other"),
    15_000,
    "the other session taken over",
  );
  const log = d.log();
  assert.match(
    log,
    /upgrade: taking over the other 2 sessions; carried clients not back: 0 /,
    log,
  );
  // Its fg resumes it on the new daemon.
  await t.write("fg\r");
  await waitFor(() => t.term.buffer.active.type === "alternate", 15_000);
  await t.write("echo back-$((6*7))\r");
  await t.waitText(/^back-42$/m, 15_000);
});

Deno.test("two berth upgrades back to back: a client not back yet from the first is waited for by the second too, its session taken over first", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "slow", "--", "cat");
  await d.ok("new", "-d", "-s", "other", "--", "cat");
  const conn = await Connection.open(d.socket, "attach");
  const { token } = await conn.request({
    op: "attach",
    name: "slow",
    cols: 80,
    rows: 24,
  });
  // Its link breaks at the upgrade; it has not come back by the next one.
  assert.equal((await d.cli("upgrade")).code, 0);
  await d.ok("ls"); // its first second, then every session taken over
  assert.equal((await d.cli("upgrade")).code, 0);
  await waitFor(
    () => d.log().split("upgrade: asked by").length > 2,
    10_000,
    "the second upgrade",
  );
  const back = await Connection.open(d.socket, "attach");
  const answer = await back.request({
    op: "attach",
    name: "slow",
    cols: 80,
    rows: 24,
    resume: { token, seq: 0 },
  });
  assert.equal(answer.resumed, true);
  back.close();
  await d.ok("ls");
  const second = d.log().split("upgrade: asked by")[2];
  assert.match(
    second,
    /upgrade: taking over the other 1 sessions; carried clients not back: [01] /,
    d.log(),
  );
});
