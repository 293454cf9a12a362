/**
 * Key to echo latency: the user's terminal runs an attach client (berth's,
 * or `tmux attach`) on a session running `stty raw -echo; cat`; the
 * bare-pty baseline runs that command directly in the terminal's pty. One
 * key at a time is written to the pty master, and the time until the
 * echoed character is read back from the master is one sample. Keys are a
 * few ms apart, as typing is, so each one meets an idle system.
 *
 * Two terminals play the user's: `native/keyecho.c`, which does nothing
 * else between a key's write and its echo's read (the figures the goals
 * judge), and the bench's own in Deno (`user_pty.ts`: the key written from
 * the main thread, the echo read and stamped by a reader Worker, matched on
 * the main thread), which the other sections type through. The Deno one's
 * tail is partly its own (a bare pty's p99 0.55-0.61 ms through it, 0.16-0.18
 * through the C one, on a quiet machine: bench/README.md, "thirty-eighth
 * round").
 *
 * Each run types `keys` keys after 20 untimed ones into a fresh session
 * and client; the table shows the median over runs of each run's p50, p90
 * and p99, with their range.
 *
 * Where the time goes: the same, typed through the C terminal into
 * `native/keystamp.c` (the same raw echo, which also records when each key
 * reached it), splits every round trip into the way in (user's terminal to
 * program: attach client, socket, server, pty) and the way out (program to
 * user's terminal).
 *
 * @module
 */

import { monotonicMs } from "./_libc.ts";
import {
  type BenchContext,
  type Contender,
  interleave,
  TMUX_MISSING,
  withServers,
} from "./context.ts";
import type { Mux } from "./mux.ts";
import type { NativeTools } from "./native.ts";
import { untilQuiet } from "./proc_threads.ts";
import { type Figure, percentile, summarize } from "./stats.ts";
import { UserPty } from "./user_pty.ts";

/** One target's latency percentiles in ms (median over runs). */
export interface KeyEchoRow {
  target: string;
  /**
   * The user's terminal that timed it: "C" (`native/keyecho.c`) or "Deno"
   * (`user_pty.ts`).
   */
  terminal: Terminal;
  p50: Figure;
  p90: Figure;
  p99: Figure;
  /** Keys timed per run. */
  keys: number;
}

/** Which user's terminal timed a row. */
export type Terminal = "C" | "Deno";

/** The program in the session: prints READY once the tty is raw. */
export const ECHO_PROGRAM = [
  "sh",
  "-c",
  "stty raw -echo; printf READY; exec cat",
];
const WARM_KEYS = 20;
const READY_TIMEOUT_MS = 30_000;
const ECHO_TIMEOUT_MS = 10_000;
/**
 * Keys whose echo never came that a run skips before it fails. The user's
 * pty on this VM loses a typed key now and then under load, with no berth
 * or tmux in the way (a bare `stty raw -echo; cat` lost one in 2,000; see
 * bench/README.md, "Issue 15, fourth round"): one such key must not throw
 * away a section's figures. Each is logged; none is counted as a sample.
 */
const LOST_KEYS_ALLOWED = 3;

/** Per-run percentiles. */
interface RunResult {
  p50: number;
  p90: number;
  p99: number;
}

function percentiles(ms: number[]): RunResult {
  return {
    p50: percentile(ms, 50),
    p90: percentile(ms, 90),
    p99: percentile(ms, 99),
  };
}

/** a..z: never the previous key's echo. */
const LETTERS = Array.from(
  { length: 26 },
  (_, i) => new Uint8Array([0x61 + i]),
);

/**
 * Greek small letters, two bytes of UTF-8 each: keys whose echo no ASCII
 * output beside it (a flooding neighbour pane) can be mistaken for.
 */
export const GREEK = Array.from(
  { length: 24 },
  (_, i) => new TextEncoder().encode(String.fromCodePoint(0x3b1 + i)),
);

/**
 * Types `count` keys into `pty` one at a time, each after the echo of the
 * last; returns each key's latency in ms. `keepGoing` may stop it early.
 * The keys go round `alphabet` (a..z unless told).
 */
export async function typeKeys(
  pty: UserPty,
  count: number,
  keepGoing: () => boolean = () => true,
  alphabet: Uint8Array[] = LETTERS,
): Promise<{ at: number; ms: number }[]> {
  const samples: { at: number; ms: number }[] = [];
  let lost = 0;
  for (let i = 0; i < count && keepGoing(); i++) {
    const key = alphabet[i % alphabet.length];
    // Bursts are stamped on the reader's thread and reach this one later:
    // one read before the key was written (a redraw showing this letter
    // from a round ago) is not its echo, and would make a negative figure.
    let start = Infinity;
    const echoed = new Promise<number | null>((resolve, reject) => {
      const timer = setTimeout(() => {
        const shows = JSON.stringify(pty.tail.slice(-200));
        if (++lost > LOST_KEYS_ALLOWED) {
          reject(
            new Error(
              `No echo of ${lost} keys within ${ECHO_TIMEOUT_MS} ms each; the terminal shows ${shows}`,
            ),
          );
          return;
        }
        console.error(
          `bench: a key's echo did not come within ${ECHO_TIMEOUT_MS} ms (${lost} of ${LOST_KEYS_ALLOWED} allowed lost); skipped`,
        );
        resolve(null);
      }, ECHO_TIMEOUT_MS);
      // A multi-byte key's echo can straddle two reads (a big redraw of a
      // neighbour pane, cut by the pty): the last bytes of the burst before
      // are looked at with the next.
      let carry = new Uint8Array(0);
      pty.onBurst = (b) => {
        if (b.at < start) return;
        const bytes = carry.length > 0 ? joined(carry, b.bytes) : b.bytes;
        carry = bytes.slice(Math.max(0, bytes.length - (key.length - 1)));
        if (
          key.length === 1 ? printsByte(bytes, key[0]) : holds(bytes, key)
        ) {
          clearTimeout(timer);
          resolve(b.at);
        }
      };
    });
    start = monotonicMs();
    pty.writeKey(key);
    const at = await echoed;
    if (at !== null) samples.push({ at: start, ms: at - start });
    // 2-6 ms apart, varied so no periodic timer lines up with the keys.
    await new Promise((r) => setTimeout(r, 2 + ((i * 7) % 5)));
  }
  pty.onBurst = () => {};
  return samples;
}

function joined(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** Whether `seq` appears in `bytes` (a multi-byte key's echo). */
function holds(bytes: Uint8Array, seq: Uint8Array): boolean {
  outer: for (let i = 0; i + seq.length <= bytes.length; i++) {
    for (let j = 0; j < seq.length; j++) {
      if (bytes[i + j] !== seq[j]) continue outer;
    }
    return true;
  }
  return false;
}

/**
 * Whether `byte` appears in `bytes` as printed text, not inside an escape
 * sequence: the "m" of an SGR or the "l" of DECRST 25 is not an echo.
 * A sequence cut at the end of a burst is treated as text (rare; the
 * renderers write each frame in one write).
 */
export function printsByte(bytes: Uint8Array, byte: number): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b !== 0x1b) {
      if (b === byte) return true;
      continue;
    }
    const next = bytes[i + 1];
    if (next === 0x5b) {
      // CSI: parameters and intermediates up to a final byte 0x40-0x7e.
      i += 2;
      while (i < bytes.length && (bytes[i] < 0x40 || bytes[i] > 0x7e)) i++;
    } else if (next === 0x5d || next === 0x50 || next === 0x5f) {
      // OSC, DCS, APC: up to BEL or ST.
      i += 2;
      while (
        i < bytes.length && bytes[i] !== 0x07 &&
        !(bytes[i] === 0x1b && bytes[i + 1] === 0x5c)
      ) i++;
      if (bytes[i] === 0x1b) i++;
    } else if (next >= 0x20 && next <= 0x2f) {
      i += 2; // ESC ( B and friends: one intermediate, one final
    } else {
      i += 1; // ESC 7, ESC M ...
    }
  }
  return false;
}

/**
 * When the program read each sampled key: the first of its stamps (`read`,
 * in order) at or after the key was typed. A key whose echo was too late
 * to sample (`typeKeys` skips it) was read all the same: its stamp is
 * passed over, not taken for the next key's.
 */
function readAfter(read: number[], samples: { at: number }[]): number[] {
  let j = 0;
  return samples.map((s) => {
    while (j < read.length && read[j] < s.at) j++;
    if (j === read.length) {
      throw new Error("keystamp read no key after one was typed");
    }
    return read[j++];
  });
}

/** Starts the echo program in `mux` and an attach client for it. */
export async function attachEcho(
  mux: Mux,
  name: string,
  env: Record<string, string>,
): Promise<UserPty> {
  await mux.start({ name, argv: ECHO_PROGRAM, cols: 80, rows: 24 });
  const pty = UserPty.spawn(mux.attachArgv(name), env);
  try {
    await pty.waitFor("READY", READY_TIMEOUT_MS);
  } catch (err) {
    await pty.close();
    throw err;
  }
  return pty;
}

/** Warm-up keys, then `keys` timed ones. */
async function timedKeys(pty: UserPty, keys: number) {
  await typeKeys(pty, WARM_KEYS);
  return await typeKeys(pty, keys);
}

/** Where the program runs: a multiplexer session, or the bench's pty. */
type Host = { mux: Mux; env: Record<string, string> } | {
  mux: null;
  env: Record<string, string>;
};

/** Starts `argv` on `host` with the user's terminal in front of it. */
async function open(host: Host, name: string, argv: string[]) {
  if (host.mux) {
    await host.mux.start({ name, argv, cols: 80, rows: 24 });
  }
  const pty = UserPty.spawn(
    host.mux ? host.mux.attachArgv(name) : argv,
    host.env,
  );
  try {
    await pty.waitFor("READY", READY_TIMEOUT_MS);
  } catch (err) {
    await pty.close();
    if (host.mux) await host.mux.kill(name);
    throw err;
  }
  return pty;
}

async function close(host: Host, name: string, pty: UserPty) {
  await pty.close();
  if (host.mux) await host.mux.kill(name);
}

/** One round trip run into `stty raw -echo; cat`, the Deno terminal's. */
async function roundTrip(host: Host, name: string, keys: number) {
  const pty = await open(host, name, ECHO_PROGRAM);
  try {
    return percentiles((await timedKeys(pty, keys)).map((s) => s.ms));
  } finally {
    await close(host, name, pty);
  }
}

/**
 * Types `keys` keys through the C terminal (`keyecho`) into `argv`, run in
 * a session of `host` (or in the C terminal's pty for the bare pty); with
 * `quit`, ends with "Q" (keystamp's end) and waits for the session to end.
 * Returns each timed key's write time and latency in ms.
 */
async function typeInC(
  keyecho: string,
  host: Host,
  name: string,
  argv: string[],
  keys: number,
  quit = false,
): Promise<{ at: number; ms: number }[]> {
  if (host.mux) await host.mux.start({ name, argv, cols: 80, rows: 24 });
  try {
    const out = await new Deno.Command(keyecho, {
      args: [
        ...(quit ? ["-q"] : []),
        String(keys),
        ...(host.mux ? host.mux.attachArgv(name) : argv),
      ],
      env: host.env,
      clearEnv: true,
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).output();
    const errors = new TextDecoder().decode(out.stderr).trim();
    if (!out.success) {
      throw new Error(`${name}: ${errors.split("\n").at(-1)}`);
    }
    if (errors) console.error(errors);
    if (quit && host.mux) await host.mux.waitExit(name, READY_TIMEOUT_MS);
    return new TextDecoder().decode(out.stdout).trim().split("\n").map(
      (line) => {
        const [at, ns] = line.split(" ").map(Number);
        return { at: at / 1e6, ms: ns / 1e6 };
      },
    );
  } finally {
    if (host.mux) await host.mux.kill(name);
  }
}

/** The two halves of a key's trip, from one run. */
interface SplitResult {
  wayIn: RunResult;
  wayOut: RunResult;
}

/**
 * One run through the C terminal into `keystamp`, which stamps each key as
 * it reads it: the way in is terminal to program, the way out the rest of
 * the round trip.
 */
async function split(
  ctx: BenchContext,
  tools: NativeTools,
  host: Host,
  name: string,
): Promise<SplitResult> {
  const out = `${ctx.dir}/${name}.stamps`;
  try {
    const samples = await typeInC(
      tools.keyecho,
      host,
      name,
      [tools.keystamp, out],
      ctx.profile.keys,
      true,
    );
    const all = (await Deno.readTextFile(out)).trim().split("\n");
    if (all.length < WARM_KEYS + samples.length) {
      throw new Error(
        `${name}: keystamp read ${all.length} bytes for ${
          WARM_KEYS + samples.length
        } keys; some never reached it`,
      );
    }
    const wayIn = readAfter(all.map((ns) => Number(ns) / 1e6), samples)
      .map((read, i) => read - samples[i].at);
    return {
      wayIn: percentiles(wayIn),
      wayOut: percentiles(samples.map((s, i) => s.ms - wayIn[i])),
    };
  } finally {
    await Deno.remove(out).catch(() => {});
  }
}

const TARGETS = ["bare pty", "berth", "tmux"];

/** Runs the section. */
export async function benchKeyEcho(ctx: BenchContext): Promise<KeyEchoRow[]> {
  const keys = ctx.profile.keys;
  const native = ctx.native;
  return await withServers(ctx, async ({ berth, tmux }) => {
    let serial = 0;
    const hosts: [string, Host][] = [
      ["bare pty", { mux: null, env: berth.env }],
      ["berth", { mux: berth, env: berth.env }],
    ];
    if (tmux) hosts.push(["tmux", { mux: tmux, env: tmux.env }]);
    // Each run starts once both servers are done with the last one: after
    // a berth session ended, the daemon went on working (its main thread
    // and the kernel's workers) into the next run; a bare pty's p99 over
    // 2,000 keys typed right after a berth session was 2.98, 5.73 and 5.83
    // ms, and 0.21, 0.23 with this wait (thirty-eighth round).
    const servers = [berth.pid, ...(tmux ? [tmux.pid] : [])];
    const contenders: Contender<RunResult | SplitResult>[] = [];
    const add = (label: string, run: () => Promise<RunResult | SplitResult>) =>
      contenders.push({
        label,
        run: async () => {
          if (!await untilQuiet(servers)) {
            ctx.log(`key to echo: the servers were still busy after 15 s`);
          }
          return await run();
        },
      });
    for (const [label, host] of hosts) {
      if ("tools" in native) {
        const { tools } = native;
        add(label, async () =>
          percentiles(
            (await typeInC(
              tools.keyecho,
              host,
              `key${serial++}`,
              ECHO_PROGRAM,
              keys,
            )).map((s) => s.ms),
          ));
        add(`${label} split`, () => split(ctx, tools, host, `key${serial++}`));
      }
      add(`${label} Deno`, () => roundTrip(host, `key${serial++}`, keys));
    }
    const results = await interleave(ctx, contenders, "key to echo");
    const row = (
      target: string,
      terminal: Terminal,
      runs: RunResult[] | undefined,
    ): KeyEchoRow => {
      if (!runs) {
        const missing = {
          missing: target.startsWith("tmux") && !tmux
            ? TMUX_MISSING
            : "missing" in native
            ? native.missing
            : "not run",
        };
        return {
          target,
          terminal,
          p50: missing,
          p90: missing,
          p99: missing,
          keys,
        };
      }
      return {
        target,
        terminal,
        p50: summarize(runs.map((r) => r.p50)),
        p90: summarize(runs.map((r) => r.p90)),
        p99: summarize(runs.map((r) => r.p99)),
        keys,
      };
    };
    const got = (label: string) => results.get(label) as RunResult[];
    const rows: KeyEchoRow[] = TARGETS.map((t) => row(t, "C", got(t)));
    for (const target of TARGETS) {
      const runs = results.get(`${target} split`) as SplitResult[] | undefined;
      rows.push(row(`${target}: way in`, "C", runs?.map((r) => r.wayIn)));
      rows.push(row(`${target}: way out`, "C", runs?.map((r) => r.wayOut)));
    }
    for (const t of TARGETS) rows.push(row(t, "Deno", got(`${t} Deno`)));
    return rows;
  });
}
