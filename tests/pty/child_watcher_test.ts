import assert from "node:assert/strict";
import { ChildWatcher, closeFd, spawnPty, writeSome } from "../../pty/mod.ts";
import { testEnv } from "./_helpers.ts";

function spawnSh(script: string) {
  return spawnPty({
    file: "sh",
    args: ["-c", script],
    env: testEnv(),
    cols: 80,
    rows: 24,
  });
}

Deno.test("ChildWatcher.exited() and Deno.Command do not steal each other's status", async () => {
  const watcher = new ChildWatcher();
  const ptys = [1, 2, 3, 4].map((i) => spawnSh(`sleep 0.${i}; exit ${10 + i}`));
  const cmds = [1, 2, 3, 4].map((i) =>
    new Deno.Command("sh", {
      args: ["-c", `sleep 0.${i}; exit ${20 + i}`],
      stdout: "null",
      stderr: "null",
    }).spawn()
  );
  const [ours, theirs] = await Promise.all([
    Promise.all(ptys.map((p) => watcher.exited(p.pid))),
    Promise.all(cmds.map((c) => c.status)),
  ]);
  assert.deepEqual(ours.map((s) => s.code), [11, 12, 13, 14]);
  assert.deepEqual(theirs.map((s) => s.code), [21, 22, 23, 24]);
  for (const p of ptys) closeFd(p.fd);
});

Deno.test("ChildWatcher.exited() reaps a child that exited before it was asked", async () => {
  const watcher = new ChildWatcher();
  const pty = spawnSh("exit 7");
  // Wait for the zombie without reaping it (waitid with WNOWAIT is not
  // bound, so watch /proc for the Z state).
  const deadline = Date.now() + 20_000;
  while (!/\) Z /.test(Deno.readTextFileSync(`/proc/${pty.pid}/stat`))) {
    if (Date.now() > deadline) throw new Error("child did not exit");
    await new Promise((r) => setTimeout(r, 5));
  }
  assert.deepEqual(await watcher.exited(pty.pid), { code: 7, signal: null });
  assert.throws(() => Deno.statSync(`/proc/${pty.pid}`));
  closeFd(pty.fd);
});

Deno.test("ChildWatcher.exited() returns one promise per pid while it runs", async () => {
  const watcher = new ChildWatcher();
  const pty = spawnSh("read line; exit 4");
  const a = watcher.exited(pty.pid);
  assert.equal(watcher.exited(pty.pid), a);
  assert.deepEqual(watcher.watching, [pty.pid]);
  writeSome(pty.fd, new TextEncoder().encode("go\r"));
  assert.deepEqual(await a, { code: 4, signal: null });
  assert.deepEqual(watcher.watching, []);
  closeFd(pty.fd);
});

Deno.test("ChildWatcher.exited() rejects for a pid that is not our child", async () => {
  const watcher = new ChildWatcher();
  await assert.rejects(
    watcher.exited(1),
    /waitpid failed: no such child process \(errno 10\)/,
  );
  assert.deepEqual(watcher.watching, []);
});

Deno.test("ChildWatcher.close() rejects pending waits and holds nothing", async () => {
  const watcher = new ChildWatcher();
  const pty = spawnSh("sleep 60");
  const p = watcher.exited(pty.pid);
  watcher.close();
  await assert.rejects(p, /closed/);
  // Reap it for real so the test leaves no zombie.
  Deno.kill(pty.pid, "SIGKILL");
  const again = new ChildWatcher();
  assert.deepEqual(await again.exited(pty.pid), {
    code: null,
    signal: 9,
  });
  closeFd(pty.fd);
});
