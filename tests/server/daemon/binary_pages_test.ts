/**
 * An idle daemon with no session gives back the `deno` binary's clean
 * pages (`server/daemon/binary_pages.ts`), and carries on as before.
 */

import assert from "node:assert/strict";
import {
  cleanMappings,
  fileMappings,
} from "../../../server/daemon/binary_pages.ts";
import { TestDaemon, waitFor } from "../../_helpers/daemon.ts";

/** One mapping's lines in /proc/PID/smaps. */
function mapping(head: string, rssKb: number, anonKb: number): string {
  return `${head}\nRss:   ${rssKb} kB\nAnonymous:   ${anonKb} kB\nVmFlags: rd\n`;
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
    await d.ok("send-keys", "-t", "b", "echo $((6*7))", "Enter");
    await d.ok("wait", "-t", "b", "--text", "^42$", "--timeout", "20");
  } finally {
    conn.close();
  }
});
