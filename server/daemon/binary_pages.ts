/**
 * Gives back the pages of the `deno` binary that an idle daemon with no
 * session holds mapped. Most of an idle daemon's resident memory is not
 * its own: 35 of its 51 MB were pages of the `deno` executable (its code,
 * V8's builtins, read-only data) that starting up touched: loading the
 * bundle, compiling, opening the socket and the log. While it waits
 * with no session it runs none of that code.
 *
 * Those pages are clean copies of the file: they stay in the page cache,
 * shared with every other Deno process, whether this process maps them or
 * not. `madvise(MADV_DONTNEED)` over the binary's mappings that cannot be
 * written (its code and read-only data) unmaps them; a later use faults
 * each back from the page cache (a minor fault, no disk read), as any
 * process's first touch of a page does. Writable mappings, and any
 * read-only one holding a page of the process's own (the relocations the
 * loader wrote before making them read-only: `Anonymous` in smaps), are
 * left alone: for those, the advice would throw away data.
 *
 * Why not `MADV_PAGEOUT` or `MADV_COLD`: the kernel skips pages that
 * another process maps too (every Deno process maps the same binary), and
 * `MADV_COLD` only ages them; neither changes what this process maps.
 * Measured: bench/README.md, "The idle daemon gives back the binary's
 * pages".
 *
 * @module
 */

import { after, type CancelTimer } from "../../protocol/timer.ts";
import { MADV_DONTNEED, processLibc } from "./_process_libc.ts";

/**
 * How long the daemon waits with no session and no request before it
 * gives the pages back: long enough that a script's burst of commands is
 * not slowed by faulting them back between two of them.
 */
export const QUIET_MS = 1000;

/** One mapping of /proc/self/smaps: its range, permissions and pages. */
export interface Mapping {
  start: number;
  end: number;
  perms: string;
  rssKb: number;
  anonKb: number;
  swapKb: number;
}

/**
 * The mappings of file `exe` in `smaps` (the text of /proc/self/smaps).
 * Only the few lines about `exe` are looked at: the daemon's smaps is
 * about 120 KB, and splitting it into lines would leave V8 a megabyte of
 * garbage to hold on to.
 */
export function fileMappings(smaps: string, exe: string): Mapping[] {
  const maps: Mapping[] = [];
  const tail = ` ${exe}\n`;
  for (
    let at = smaps.indexOf(tail);
    at >= 0;
    at = smaps.indexOf(tail, at + 1)
  ) {
    const lineStart = smaps.lastIndexOf("\n", at) + 1;
    // `start-end perms offset dev inode path`
    const [range, perms] = smaps.slice(lineStart, at).split(" ", 2);
    const [start, end] = range.split("-").map((h) => parseInt(h, 16));
    const next = smaps.indexOf("\nVmFlags:", at);
    const body = smaps.slice(at, next < 0 ? undefined : next);
    maps.push({
      start,
      end,
      perms,
      rssKb: field(body, "Rss"),
      anonKb: field(body, "Anonymous"),
      swapKb: field(body, "Swap"),
    });
  }
  return maps;
}

/** A `Name:   N kB` field of one mapping's smaps lines; -1 when absent. */
function field(body: string, name: string): number {
  const at = body.indexOf(`\n${name}:`);
  return at < 0 ? -1 : parseInt(body.slice(at + name.length + 2).trimStart());
}

/**
 * The mappings whose pages are all clean copies of the file: not
 * writable, and no page of the process's own among them, resident or
 * swapped out (`Anonymous` counts only the resident ones: a deno linked
 * with RELRO, as distributions build it, has its relocated data
 * read-only, and those pages, swapped out, would be thrown away for the
 * file's unrelocated bytes).
 */
export function cleanMappings(maps: Mapping[]): Mapping[] {
  return maps.filter((m) =>
    !m.perms.includes("w") && m.anonKb === 0 && m.swapKb === 0 &&
    m.rssKb > 0
  );
}

/**
 * Unmaps this process's clean pages of its own executable (see above);
 * returns the bytes that were resident there, 0 where /proc cannot say
 * (not Linux) or nothing was.
 */
export function giveBackBinaryPages(): number {
  let maps: Mapping[];
  try {
    const exe = Deno.readLinkSync("/proc/self/exe");
    maps = fileMappings(Deno.readTextFileSync("/proc/self/smaps"), exe);
  } catch {
    return 0;
  }
  let bytes = 0;
  const libc = processLibc();
  for (const m of cleanMappings(maps)) {
    const length = BigInt(m.end - m.start);
    if (libc.madvise(BigInt(m.start), length, MADV_DONTNEED) === 0) {
      bytes += m.rssKb * 1024;
    }
  }
  return bytes;
}

/**
 * Gives the pages back once, after the daemon's start and after its last
 * session ends (`arm()`), when it has been idle (`idle()`: no session)
 * for `quietMs` since then and since the last request (`poke()`). Not
 * after every quiet while: the pages a request faults back are the ones
 * the next request runs, and giving them back each time cost a script
 * that polls a daemon with no session 2.7 ms of the daemon's CPU at
 * each command (bench/README.md, "The idle daemon gives back the binary's
 * pages"). Once given back, no timer is left. Not while no client keeps
 * the daemon (`kept()`): it exits within seconds then (after its last
 * session, 2 s; after a `start-server`), and giving back would only make
 * its exit fault them back; it stays armed for a client that comes.
 */
export class IdlePages {
  #armed = false;
  #cancel: CancelTimer | null = null;
  readonly #idle: () => boolean;
  readonly #kept: () => boolean;
  readonly #quietMs: number;
  readonly #giveBack: () => unknown;
  readonly #after: typeof after;

  /** `giveBack` and `timer` are for tests. */
  constructor(
    idle: () => boolean,
    kept: () => boolean,
    quietMs = QUIET_MS,
    giveBack: () => unknown = giveBackBinaryPages,
    timer: typeof after = after,
  ) {
    this.#idle = idle;
    this.#kept = kept;
    this.#quietMs = quietMs;
    this.#giveBack = giveBack;
    this.#after = timer;
  }

  /** The daemon started, or its last session ended: give back once quiet. */
  arm(): void {
    this.#armed = true;
    this.poke();
  }

  /** A request or a client: while armed, the quiet while starts again. */
  poke(): void {
    this.#cancel?.();
    this.#cancel = null;
    if (!this.#armed) return;
    this.#cancel = this.#after(this.#quietMs, () => {
      this.#cancel = null;
      if (this.#idle() && !this.#kept()) return;
      this.#armed = false;
      if (this.#idle()) this.#giveBack();
    });
  }

  /** Stops waiting (the daemon is shutting down). */
  close(): void {
    this.#armed = false;
    this.#cancel?.();
    this.#cancel = null;
  }
}
