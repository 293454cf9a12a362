/**
 * End to end: what `berth upgrade` keeps of work a script was answered
 * for (a second engineer's review of the scripts that outlast upgrades).
 */

import assert from "node:assert/strict";
import { connect } from "../../client/mod.ts";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";

/**
 * Starts session "slow": a program that reads nothing until the test
 * writes `OUT.go`, then copies its input to OUT, raw and without echo
 * (every byte sent reaches it as it was); OUT is returned once the
 * program's stty has run.
 */
async function slowCat(d: TestDaemon): Promise<string> {
  const out = `${d.dir}/out`;
  await d.ok(
    "new",
    "-d",
    "-s",
    "slow",
    "--",
    "sh",
    "-c",
    `stty raw -echo; touch ${out}.ready; while [ ! -e ${out}.go ]; do sleep 0.1; done; exec cat > ${out}`,
  );
  await waitFor(
    async () => (await Deno.stat(`${out}.ready`).catch(() => null)) !== null,
    20_000,
    "the program's stty",
  );
  return out;
}

Deno.test("send's bytes still queued for a program that is not reading outlast berth upgrade", async () => {
  await using d = await TestDaemon.create();
  const out = await slowCat(d);
  // Far more than the pty takes: most of it waits in the daemon's queue.
  const lines = Array.from({ length: 10_000 }, (_, i) => `line ${i}\n`);
  const text = lines.join("");
  await d.ok("send", "slow", "--", text);
  const up = await d.cli("upgrade");
  assert.equal(up.code, 0, up.stderr);
  await Deno.writeTextFile(`${out}.go`, "");
  await waitFor(
    async () => (await Deno.stat(out).catch(() => null))?.size === text.length,
    30_000,
    `all ${text.length} bytes in ${out}`,
  ).catch(async (err) => {
    const got = await Deno.readTextFile(out).catch(() => "");
    throw new Error(`${err.message}: got ${got.length} bytes`);
  });
  assert.equal(await Deno.readTextFile(out), text);
});

Deno.test({
  name:
    "a command sent again after an upgrade that failed is not carried out twice by the next upgrade",
  fn: async () => {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "a");
    const broken = `${d.dir}/broken_main.ts`;
    await Deno.writeTextFile(
      broken,
      "await new Promise((r) => setTimeout(r, 3000));\nDeno.exit(1);\n",
    );
    const failed = d.cli("upgrade", "--main", broken);
    await new Promise((r) => setTimeout(r, 1500));
    // Refused while the first upgrade is checked, sent again until served.
    const out = `${d.dir}/runs`;
    const job = d.cli("run-shell", `echo x >> ${out}; sleep 8`);
    await waitFor(
      async () => (await Deno.stat(out).catch(() => null)) !== null,
      20_000,
      "the run-shell's first line",
    );
    const first = await failed;
    assert.equal(first.code, 1, first.stdout);
    // Upgraded while the run-shell runs: it may fail as "upgraded", but
    // must not run again.
    const up = await d.cli("upgrade");
    assert.equal(up.code, 0, up.stderr);
    await job;
    assert.equal(await Deno.readTextFile(out), "x\n");
  },
});

Deno.test("a wait --text under way sees the lines that scrolled through the screen during berth upgrade", async () => {
  await using d = await TestDaemon.create();
  // MARK comes while the daemon is being upgraded (its state file is
  // there), and scrolls off the screen before the new daemon serves.
  await d.ok(
    "new",
    "-d",
    "-s",
    "w",
    "--",
    "sh",
    "-c",
    `while [ ! -e ${d.socket}.upgrade ]; do sleep 0.01; done; echo MA""RK; seq 1 100; exec sleep 1000`,
  );
  const wait = d.cli("wait", "w", "--text", "MARK", "--timeout", "20");
  await new Promise((r) => setTimeout(r, 1000));
  const up = await d.cli("upgrade");
  assert.equal(up.code, 0, up.stderr);
  const w = await wait;
  assert.equal(w.code, 0, w.stderr);
});

Deno.test("a wait --new under way sees the text that came on the screen during berth upgrade", async () => {
  await using d = await TestDaemon.create();
  // MARK comes while the daemon is being upgraded and stays on the
  // screen: new to the wait, which began before it.
  await d.ok(
    "new",
    "-d",
    "-s",
    "w",
    "--",
    "sh",
    "-c",
    `echo OLD; while [ ! -e ${d.socket}.upgrade ]; do sleep 0.01; done; echo MA""RK; exec sleep 1000`,
  );
  await d.ok("wait", "w", "--text", "OLD", "--timeout", "20");
  const wait = d.cli(
    "wait",
    "w",
    "--new",
    "--text",
    "MARK|OLD",
    "--timeout",
    "20",
  );
  let answered = false;
  wait.then(() => (answered = true));
  await new Promise((r) => setTimeout(r, 1000));
  assert.ok(!answered, "OLD, there before the wait began, is not new");
  const up = await d.cli("upgrade");
  assert.equal(up.code, 0, up.stderr);
  const w = await wait;
  assert.equal(w.code, 0, w.stderr);
  assert.match(await d.ok("capture", "w"), /^MARK$/m);
});

/** The zombie children of `pid` (their pids), from /proc. */
async function zombiesOf(pid: number): Promise<number[]> {
  const found: number[] = [];
  for await (const e of Deno.readDir("/proc")) {
    if (!/^\d+$/.test(e.name)) continue;
    const stat = await Deno.readTextFile(`/proc/${e.name}/stat`).catch(
      () => "",
    );
    // pid (comm) state ppid ...: comm may hold spaces and parentheses.
    const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (state === "Z" && Number(ppid) === pid) found.push(Number(e.name));
  }
  return found;
}

Deno.test("a run-shell job under way at berth upgrade is reaped by the new daemon, not left a zombie", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a");
  const daemon = await d.daemonPid();
  const marker = `${d.dir}/job-ended`;
  await d.ok("run-shell", "-b", `sleep 2; touch ${marker}`);
  const up = await d.cli("upgrade");
  assert.equal(up.code, 0, up.stderr);
  await waitFor(
    async () => (await Deno.stat(marker).catch(() => null)) !== null,
    20_000,
    "the job's end",
  );
  // Reaped within the ChildWatcher's poll, if at all.
  await new Promise((r) => setTimeout(r, 2000));
  assert.deepEqual(await zombiesOf(daemon), []);
});

Deno.test("bind-key and unbind-key from the command line outlast berth upgrade, as set-option -g does", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a");
  await d.ok("bind-key", "z", "display-message", "hello");
  await d.ok("unbind-key", '"');
  await d.ok("bind-key", "-n", "M-h", "select-pane", "-L");
  await d.ok("bind-key", "-r", "H", "resize-pane", "-L", "5");
  const before = await d.ok("list-keys");
  assert.match(before, /prefix z +display-message hello\n/);
  assert.match(before, /^bind-key -r -T prefix H +resize-pane -L 5\n/m);
  assert.doesNotMatch(before, /prefix " /);
  const up = await d.cli("upgrade");
  assert.equal(up.code, 0, up.stderr);
  assert.equal(await d.ok("list-keys"), before);
});

Deno.test("a send of more than the 1 MiB input bound to a program not reading yet is taken whole once it reads, not cut and refused", async () => {
  await using d = await TestDaemon.create();
  const out = await slowCat(d);
  // The library's send, as berth send's: in chunks of 64 KiB.
  await using berth = await connect({ socket: d.socket, start: false });
  const text = Array.from(
    { length: 120_000 },
    (_, i) => `${i % 10}`.repeat(9) + "\n",
  )
    .join("");
  let failed: unknown = null;
  const sent = berth.session("slow").send(text).catch((err) => failed = err);
  // The send is under way (or refused) by the time the program reads.
  await new Promise((r) => setTimeout(r, 3000));
  await Deno.writeTextFile(`${out}.go`, "");
  await sent;
  assert.equal(failed, null);
  await waitFor(
    async () => (await Deno.stat(out).catch(() => null))?.size === text.length,
    30_000,
    `all ${text.length} bytes in ${out}`,
  );
  assert.equal(await Deno.readTextFile(out), text);
});
