/**
 * Run as its own process by `spawn_test.ts`: spawns many children on ptys
 * (and a few that fail to start), reaps them, closes everything, and prints
 * what is left as JSON. A process of its own, because `deno test --parallel`
 * runs other test files on threads of the same process, whose fds and
 * children would blur the counts.
 *
 * @module
 */

import { ChildWatcher, closeFd, SpawnError, spawnPty } from "../../pty/mod.ts";

const env = { PATH: Deno.env.get("PATH") ?? "/usr/bin:/bin" };

/** What each open fd refers to, by fd number. */
function openFds(): Map<string, string> {
  const fds = new Map<string, string>();
  for (const e of Deno.readDirSync("/proc/self/fd")) {
    try {
      fds.set(e.name, Deno.readLinkSync(`/proc/self/fd/${e.name}`));
    } catch {
      // The directory listing's own fd, closed by now.
    }
  }
  return fds;
}

/**
 * The fds open now that were not open before, by what they refer to. The
 * runtime opens eventfds, timerfds and epoll fds for itself when a busy
 * machine makes it start another thread; those are not ours to count.
 */
function leakedFds(before: Map<string, string>): string[] {
  const leaked: string[] = [];
  for (const [fd, target] of openFds()) {
    if (before.get(fd) === target) continue;
    if (target.startsWith("anon_inode:")) continue;
    leaked.push(target);
  }
  return leaked;
}

/** Pids of this process's children that are zombies. */
function zombieChildren(): number[] {
  const out: number[] = [];
  for (const e of Deno.readDirSync("/proc")) {
    if (!/^\d+$/.test(e.name)) continue;
    let stat: string;
    try {
      stat = Deno.readTextFileSync(`/proc/${e.name}/stat`);
    } catch {
      continue;
    }
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (fields[0] === "Z" && Number(fields[1]) === Deno.pid) {
      out.push(Number(e.name));
    }
  }
  return out;
}

const watcher = new ChildWatcher();
// Warm up: the first SIGCHLD listener opens the runtime's signal fds for
// good; they are not per spawn.
const warm = spawnPty({ file: "true", args: [], env, cols: 80, rows: 24 });
await watcher.exited(warm.pid);
closeFd(warm.fd);
const before = openFds();
const codes: number[] = [];
let spawnErrors = 0;
for (let round = 0; round < 10; round++) {
  const ptys = Array.from({ length: 10 }, (_, i) =>
    spawnPty({
      file: "sh",
      args: ["-c", `exit ${i}`],
      env,
      cols: 80,
      rows: 24,
    }));
  for (const file of ["berth-no-such-command", "/etc/hostname"]) {
    try {
      spawnPty({ file, args: [], env, cols: 80, rows: 24 });
    } catch (e) {
      if (e instanceof SpawnError) spawnErrors++;
    }
  }
  const statuses = await Promise.all(ptys.map((p) => watcher.exited(p.pid)));
  codes.push(...statuses.map((s) => s.code ?? -1));
  for (const p of ptys) closeFd(p.fd);
}
console.log(JSON.stringify({
  leakedFds: leakedFds(before),
  zombies: zombieChildren(),
  watching: watcher.watching,
  codes,
  spawnErrors,
}));
