/**
 * An idle daemon with no session gives back the `deno` binary's clean
 * pages (`server/daemon/binary_pages.ts`), and carries on as before.
 */

import assert from "node:assert/strict";
import {
  cleanMappings,
  fileMappings,
  IdlePages,
} from "../../../server/daemon/binary_pages.ts";
import { TestDaemon, waitFor } from "../../_helpers/daemon.ts";

/** One mapping's lines in /proc/PID/smaps. */
function mapping(
  head: string,
  rssKb: number,
  anonKb: number,
  swapKb = 0,
): string {
  return `${head}\nRss:   ${rssKb} kB\nAnonymous:   ${anonKb} kB\nSwap:   ${swapKb} kB\nVmFlags: rd\n`;
}

const DENO = "fe:00 1442044    /usr/bin/deno";
const SMAPS = [
  mapping(`55c8aaa53000-55c8ac5e1000 r--p 00000000 ${DENO}`, 2860, 0),
  mapping(`55c8ac857000-55c8b054b000 r-xp 01b8e000 ${DENO}`, 8580, 0),
  mapping(`55c8b054b000-55c8b07bd000 rw-p 05881000 ${DENO}`, 2504, 2504),
  mapping(`55c8b07cd000-55c8b07ce000 r--p 05b02000 ${DENO}`, 4, 4),
  mapping(`7f74b37c0000-7f74b39e6000 r-xp 035cf000 ${DENO}2`, 1496, 0),
  mapping("7f74b39e6000-7f74b39e7000 ---p 00000000 00:00 0", 0, 0),
].join("");

Deno.test("fileMappings reads one file's mappings; cleanMappings keeps the unwritable ones with no page of the process's own", () => {
  const maps = fileMappings(SMAPS, "/usr/bin/deno");
  assert.deepEqual(
    maps.map((m) => [m.start.toString(16), m.perms, m.rssKb, m.anonKb]),
    [
      ["55c8aaa53000", "r--p", 2860, 0],
      ["55c8ac857000", "r-xp", 8580, 0],
      ["55c8b054b000", "rw-p", 2504, 2504],
      ["55c8b07cd000", "r--p", 4, 4], // Relocations, made read-only.
    ],
  );
  assert.deepEqual(cleanMappings(maps).map((m) => m.perms), ["r--p", "r-xp"]);
});

Deno.test("cleanMappings leaves a read-only mapping whose own pages are swapped out", () => {
  // A deno linked with RELRO (distributions' builds: -z relro) has its
  // relocated .data.rel.ro read-only after start. Anonymous counts only
  // the resident pages of the process's own: swapped out, they show as
  // Swap, and MADV_DONTNEED would throw them away for the file's
  // unrelocated bytes (a crash at the next use).
  const relro = mapping(
    `55c8b07cd000-55c8b0a3d000 r--p 05b02000 ${DENO}`,
    8,
    0,
    2488,
  );
  const maps = fileMappings(SMAPS + relro, "/usr/bin/deno");
  assert.deepEqual(cleanMappings(maps).map((m) => m.perms), ["r--p", "r-xp"]);
});

Deno.test("IdlePages gives back once a quiet while after arm(), a request putting it off; not again until armed; not while no client keeps the daemon", () => {
  let idle = true;
  let given = 0;
  // The one pending timer's callback: run by hand, in order.
  let due: (() => void) | null = null;
  const timer = (_ms: number, fn: () => void) => {
    due = fn;
    return () => (due === fn ? due = null : null);
  };
  const fire = () => {
    const fn = due;
    due = null;
    fn?.();
  };
  let kept = true;
  const pages = new IdlePages(
    () => idle,
    () => kept,
    1000,
    () => given++,
    timer,
  );
  pages.arm();
  const first = due;
  pages.poke(); // A request: the quiet while starts again.
  assert.notEqual(due, first);
  fire();
  assert.equal(given, 1);
  pages.poke(); // The request it faulted back for: no drop after it.
  assert.equal(due, null);
  idle = false; // A session began before the quiet while ended.
  pages.arm();
  fire();
  assert.equal(given, 1);
  pages.poke();
  assert.equal(due, null);
  idle = true;
  pages.arm(); // Its last session ended.
  fire();
  assert.equal(given, 2);
  kept = false; // No client: the daemon exits in a moment.
  pages.arm();
  fire();
  assert.equal(given, 2);
  kept = true; // One came and stays: still armed.
  pages.poke();
  fire();
  assert.equal(given, 3);
  pages.arm();
  pages.close();
  assert.equal(due, null);
});

/** Resident KB of the clean mappings of process `pid`'s executable. */
function binaryKb(pid: number): number {
  const exe = Deno.readLinkSync(`/proc/${pid}/exe`);
  const smaps = Deno.readTextFileSync(`/proc/${pid}/smaps`);
  return cleanMappings(fileMappings(smaps, exe))
    .reduce((kb, m) => kb + m.rssKb, 0);
}

Deno.test("a daemon left with no session gives back the binary's pages, and serves on", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "sleep", "600");
  // Kept open: with no session and no client the daemon would exit.
  const conn = await d.connect();
  try {
    const pid = conn.daemonPid;
    await d.ok("kill", "-t", "a");
    const busy = binaryKb(pid);
    // 20-30 MB of a daemon's are pages of the binary: a second after its
    // last session it holds a few.
    await waitFor(
      () => binaryKb(pid) < busy / 2,
      10_000,
      () => `the binary's pages to go: ${busy} kB, now ${binaryKb(pid)} kB`,
    );
    // Faulted back as it runs again: a session starts and answers.
    await d.ok("new", "-d", "-s", "b", "/bin/sh");
    await d.prompted("b");
  } finally {
    conn.close();
  }
});

Deno.test("a daemon that nobody keeps exits after its last session without giving the pages back first", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "sleep", "600");
  const pid = await d.daemonPid();
  const busy = binaryKb(pid);
  let least = busy;
  /** When the pages were first seen mostly gone. */
  let lowAt = Infinity;
  await d.ok("kill", "-t", "a");
  // No client: it exits 2 s after its last session (EXIT_LINGER_MS).
  // Read all along, a drop a second after the session would show.
  await waitFor(
    () => {
      try {
        // No mapping of the binary left: its exit tore them down (CI read
        // 0 kB so), where a drop leaves them mapped, their pages out.
        const exe = Deno.readLinkSync(`/proc/${pid}/exe`);
        const smaps = Deno.readTextFileSync(`/proc/${pid}/smaps`);
        if (fileMappings(smaps, exe).length === 0) return true;
        least = Math.min(least, binaryKb(pid));
        if (least <= busy / 2) lowAt = Math.min(lowAt, performance.now());
        return false;
      } catch {
        return true; // Gone (a zombie has no exe either).
      }
    },
    10_000,
    "the daemon to exit",
    20,
  );
  // The exit tears the mappings down page by page before it drops them
  // (CI read 0 kB with the mappings still listed): low just before the
  // end is that; a drop comes a second before the exit.
  const beforeExit = performance.now() - lowAt;
  assert.ok(
    least > busy / 2 || beforeExit < 500,
    `given back ${
      Math.round(beforeExit)
    } ms before it exited: ${busy} kB, then ${least} kB`,
  );
});
