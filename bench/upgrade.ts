/**
 * Live upgrade (issue 14): the handover as an attached user sees it, from
 * running `berth upgrade` to the first frame the new daemon draws for an
 * attach client that was attached to the old one, with 1 and with 20
 * sessions (each a shell printing a line every 100 ms, so that the state
 * holds screens and history and the ptys have output waiting). The client
 * reconnects every 2 ms and resumes by its token, as the attach client
 * does. tmux has no counterpart: its sessions end with its server.
 *
 * @module
 */

import { Connection } from "../client/connection.ts";
import type { AttachAnswer } from "../protocol/messages.ts";
import { monotonicMs } from "./_libc.ts";
import { BerthMux } from "./berth_mux.ts";
import type { BenchContext } from "./context.ts";
import { withTimeout } from "./mux.ts";
import { type Figure, figures } from "./stats.ts";

/** One row: sessions kept, and the handover's time. */
export interface UpgradeRow {
  sessions: number;
  /** `berth upgrade` spawned to the first frame from the new daemon. */
  ms: Figure;
  /** The same, to the upgrade command's exit (it waits for the socket). */
  commandMs: Figure;
}

const TIMEOUT_MS = 60_000;
const PRINTER = [
  "sh",
  "-c",
  'i=0; while :; do echo "line $i"; i=$((i+1)); sleep 0.1; done',
];

/** Attaches to `name`; resolves with the answer once a frame came. */
async function attachFirstFrame(
  conn: Connection,
  name: string,
  resume?: { token: string; seq: number },
): Promise<{ answer: AttachAnswer; seq: number }> {
  let seq = -1;
  const framed = new Promise<void>((resolve) => {
    conn.onPush = (msg) => {
      if (msg.t === "update" && seq < 0) {
        seq = msg.seq;
        resolve();
      }
    };
  });
  const answer = await conn.request({
    op: "attach",
    name,
    cols: 80,
    rows: 24,
    ...(resume ? { resume } : {}),
  });
  await withTimeout(framed, TIMEOUT_MS, "the first frame");
  return { answer, seq };
}

/** Reconnects every 2 ms until the resume's first frame arrives. */
async function resumeFirstFrame(
  socket: string,
  name: string,
  resume: { token: string; seq: number },
): Promise<Connection> {
  const deadline = monotonicMs() + TIMEOUT_MS;
  for (;;) {
    try {
      const conn = await Connection.open(socket, "bench");
      await attachFirstFrame(conn, name, resume);
      return conn;
    } catch (err) {
      if (monotonicMs() > deadline) throw err;
    }
    await new Promise((r) => setTimeout(r, 2));
  }
}

async function oneRun(
  sessions: number,
): Promise<{ ms: number; commandMs: number }> {
  const mux = await BerthMux.launch();
  try {
    for (let i = 0; i < sessions; i++) {
      await mux.start({ name: `s${i}`, argv: PRINTER, cols: 80, rows: 24 });
    }
    const conn = await Connection.open(mux.socket, "bench");
    const { answer, seq } = await attachFirstFrame(conn, "s0");
    const [cmd, ...args] = mux.cliArgv(["upgrade"]);
    const t0 = monotonicMs();
    const child = new Deno.Command(cmd, {
      args,
      stdin: "null",
      stdout: "null",
      stderr: "piped",
    }).spawn();
    await conn.closed;
    const back = await resumeFirstFrame(mux.socket, "s0", {
      token: answer.token,
      seq,
    });
    const ms = monotonicMs() - t0;
    const out = await child.output();
    const commandMs = monotonicMs() - t0;
    back.close();
    if (!out.success) {
      throw new Error(
        `berth upgrade failed: ${new TextDecoder().decode(out.stderr).trim()}`,
      );
    }
    return { ms, commandMs };
  } finally {
    await mux.close();
  }
}

/** The section: a row per session count. */
export async function benchUpgrade(ctx: BenchContext): Promise<UpgradeRow[]> {
  const rows: UpgradeRow[] = [];
  for (const n of ctx.profile.upgradeSessions) {
    const runs: { ms: number; commandMs: number }[] = [];
    for (let i = 0; i < ctx.profile.warmups + ctx.profile.runs; i++) {
      ctx.log(`upgrade: ${n} sessions, run ${i + 1}`);
      const r = await oneRun(n);
      if (i >= ctx.profile.warmups) runs.push(r);
    }
    rows.push({
      sessions: n,
      ...figures(["ms", "commandMs"] as const, runs, { missing: "no run" }),
    });
  }
  return rows;
}
