/**
 * Over SSH (issue 10): key to echo through `berth -H 127.0.0.1 attach`
 * against `ssh -t 127.0.0.1 tmux attach` and `mosh 127.0.0.1 -- tmux
 * attach` (mosh with `--predict=never`, so that its figure is the round
 * trip too, not a local guess), all on loopback through one sshd the bench
 * starts (as the tests do: `tests/_helpers/sshd.ts`); and the time from a
 * `kill -9` of berth's ssh to the echo of a key typed right after it: the
 * client notices, starts a new ssh, resumes, delivers the kept key, and
 * the echo comes back.
 *
 * Needs `openssh-server`, `openssh-client` and, for its row, `mosh`
 * (`apt-get install openssh-server openssh-client mosh`).
 *
 * @module
 */

import { monotonicMs } from "./_libc.ts";
import { type BenchContext, interleave, withServers } from "./context.ts";
import { ECHO_PROGRAM, printsByte, typeKeys } from "./key_echo.ts";
import type { Mux } from "./mux.ts";
import { type Figure, percentile, summarize } from "./stats.ts";
import { UserPty } from "./user_pty.ts";
import { TestSshd } from "../tests/_helpers/sshd.ts";

/** One target: the median over runs of each run's percentiles, in ms. */
export interface RemoteRow {
  target: string;
  p50: Figure;
  p99: Figure;
  /** Keys timed per run (1 for the resume row). */
  keys: number;
}

const WARM_KEYS = 20; // a..t: the resume key "z" is not among them
const READY_TIMEOUT_MS = 30_000;
const RESUME_TIMEOUT_MS = 30_000;
const MOSH = "/usr/bin/mosh";

interface Target {
  label: string;
  mux: Mux;
  argv: (name: string) => string[];
  env: Record<string, string>;
}

/** Runs the section. */
export async function benchRemote(ctx: BenchContext): Promise<RemoteRow[]> {
  if (!TestSshd.available()) {
    const missing = {
      missing:
        "sshd or ssh is missing (apt-get install openssh-server openssh-client)",
    };
    return ["berth -H", "ssh -t + tmux attach", "mosh + tmux attach"].map(
      (target) => ({ target, p50: missing, p99: missing, keys: 0 }),
    );
  }
  const sshd = await TestSshd.start();
  const stop = () => sshd.stop();
  ctx.cleanups.add(stop);
  try {
    return await withServers(ctx, (s) => measure(ctx, sshd, s.berth, s.tmux));
  } finally {
    ctx.cleanups.delete(stop);
    await sshd.stop();
  }
}

async function measure(
  ctx: BenchContext,
  sshd: TestSshd,
  berth: Mux & { socket: string; env: Record<string, string> },
  tmux: (Mux & { socket: string; env: Record<string, string> }) | null,
): Promise<RemoteRow[]> {
  const ssh = sshd.sshCommand.split(" ").filter((w) => w !== "");
  const berthArgv = berth.attachArgv("x").slice(0, -2); // deno run ... main.ts --socket S
  const targets: Target[] = [{
    label: "berth -H",
    mux: berth,
    argv: (n) => [...berthArgv, "-H", "127.0.0.1", "attach", n],
    // The bridge on the far side runs the tree under test too (an A/B with
    // BENCH_BERTH_ROOT), not the one the sshd helper knows.
    env: {
      ...berth.env,
      ...sshd.env(),
      BERTH_REMOTE: berthArgv.slice(0, -2).join(" "), // without --socket S
    },
  }];
  if (tmux) {
    const attach = (
      n: string,
    ) => ["tmux", "-S", tmux.socket, "attach", "-t", n];
    targets.push({
      label: "ssh -t + tmux attach",
      mux: tmux,
      argv: (n) => [...ssh, "-t", "127.0.0.1", ...attach(n)],
      env: tmux.env,
    });
    if (exists(MOSH)) {
      targets.push({
        label: "mosh + tmux attach",
        mux: tmux,
        argv: (n) => [
          MOSH,
          "--predict=never",
          `--ssh=${sshd.sshCommand}`,
          "127.0.0.1",
          "--",
          ...attach(n),
        ],
        env: tmux.env,
      });
    }
  }
  let serial = 0;
  const keys = ctx.profile.keys;
  const runs = await interleave<{ p50: number; p99: number } | number>(ctx, [
    ...targets.map((t) => ({
      label: t.label,
      run: () => echoRun(t, `remote${serial++}`, keys),
    })),
    {
      label: "resume",
      run: () => resumeRun(targets[0], `remote${serial++}`),
    },
  ], "over ssh");
  const rows: RemoteRow[] = [];
  for (const t of targets) {
    const r = runs.get(t.label) as { p50: number; p99: number }[];
    rows.push({
      target: t.label,
      p50: summarize(r.map((x) => x.p50)),
      p99: summarize(r.map((x) => x.p99)),
      keys,
    });
  }
  if (!tmux) {
    const missing = { missing: "tmux is not installed (apt-get install tmux)" };
    rows.push({
      target: "ssh -t + tmux attach",
      p50: missing,
      p99: missing,
      keys,
    });
  } else if (!exists(MOSH)) {
    const missing = { missing: "mosh is not installed (apt-get install mosh)" };
    rows.push({
      target: "mosh + tmux attach",
      p50: missing,
      p99: missing,
      keys,
    });
  }
  const resumes = runs.get("resume") as number[];
  rows.push({
    target: "kill -9 of ssh to the echo of the next key",
    p50: summarize(resumes),
    p99: { missing: "one key per run" },
    keys: 1,
  });
  return rows;
}

/** A session running the echo program, and `t`'s client in a pty. */
async function openEcho(t: Target, name: string): Promise<UserPty> {
  await t.mux.start({ name, argv: ECHO_PROGRAM, cols: 80, rows: 24 });
  const pty = UserPty.spawn(t.argv(name), t.env);
  try {
    await pty.waitFor("READY", READY_TIMEOUT_MS);
  } catch (err) {
    await pty.close();
    await t.mux.kill(name);
    throw err;
  }
  return pty;
}

async function echoRun(t: Target, name: string, keys: number) {
  const pty = await openEcho(t, name);
  try {
    await typeKeys(pty, WARM_KEYS);
    const ms = (await typeKeys(pty, keys)).map((s) => s.ms);
    return { p50: percentile(ms, 50), p99: percentile(ms, 99) };
  } finally {
    await pty.close();
    await t.mux.kill(name);
  }
}

/** Kills the client's ssh, types "z", returns ms until its echo. */
async function resumeRun(t: Target, name: string): Promise<number> {
  const pty = await openEcho(t, name);
  try {
    await typeKeys(pty, WARM_KEYS);
    const ssh = sshChildOf(pty.pid);
    if (!ssh) throw new Error("The attach client has no ssh child");
    const echoed = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error("No echo after the resume")),
        RESUME_TIMEOUT_MS,
      );
      pty.onBurst = (b) => {
        if (printsByte(b.bytes, 0x7a)) {
          clearTimeout(timer);
          resolve(b.at);
        }
      };
    });
    const start = monotonicMs();
    Deno.kill(ssh, "SIGKILL");
    pty.writeKey(new Uint8Array([0x7a]));
    return (await echoed) - start;
  } finally {
    pty.onBurst = () => {};
    await pty.close();
    await t.mux.kill(name);
  }
}

function sshChildOf(pid: number): number {
  for (const e of Deno.readDirSync("/proc")) {
    if (!/^\d+$/.test(e.name)) continue;
    try {
      const m = Deno.readTextFileSync(`/proc/${e.name}/stat`)
        .match(/^\d+ \((.*)\) \S (\d+)/);
      if (m && m[1] === "ssh" && Number(m[2]) === pid) return Number(e.name);
    } catch {
      // Gone meanwhile.
    }
  }
  return 0;
}

function exists(path: string): boolean {
  try {
    return Deno.statSync(path).isFile;
  } catch {
    return false;
  }
}
