/**
 * The shell commands of formats (`#(date +%s)`, `#(~/bin/battery)`): the
 * status line's, which its client runs, and `automatic-rename-format`'s,
 * which the daemon runs; as tmux 3.3a's `format_job_get` runs them: a
 * command is started when the line is drawn and none of it runs, at most
 * once a second; the line shows its last output (the last full line, or
 * what it wrote without one), empty until its first run ends
 * (`<'cmd' not ready>` when that takes over a second), and is drawn again
 * when that changes. The line is drawn every
 * `status-interval`, so a command runs that often. When the client
 * ends (`close`), its commands still running are ended with SIGTERM and
 * their output let go, as tmux's `format_lost_client`: a `#(sleep 1000)`
 * left running held a process and a pipe in the daemon (which runs the
 * attach client of a terminal on its machine) for each attach.
 *
 * @module
 */

import { withJobTmux } from "./job_tmux.ts";

/**
 * Starts `/bin/sh -c command` with stdin from /dev/null, stdout piped and
 * stderr dropped; throws when it cannot (the daemon's: out of file
 * descriptors).
 */
export type StartJob = (command: string) => Deno.ChildProcess;

/** This process's: `/bin/sh -c` in its own directory and environment. */
export const startJob: StartJob = (command) =>
  new Deno.Command("/bin/sh", {
    args: ["-c", command],
    // Its tmux calls reach no tmux of this terminal's (job_tmux.ts).
    env: withJobTmux({}),
    stdin: "null",
    stdout: "piped",
    stderr: "null",
  }).spawn();

/**
 * How long a command not drawn is remembered (tmux's format_job_tidy: an
 * hour). Its text is the expanded one, so `#(cd #{pane_current_path};
 * git branch)` is a new command in each directory, `#(date -d @%s)` one
 * each second: kept for ever, they grew the daemon a little each time.
 */
const FORGET_S = 3600;

/** The most a command's output is read; past it the command is killed. */
const MAX_OUTPUT = 64 * 1024;

interface Job {
  /** What the line shows for it; null before it wrote anything. */
  out: string | null;
  /** The second (`Date.now() / 1000`) it was last started. */
  last: number;
  /** The second it was last drawn. */
  used: number;
  running: boolean;
  /** Ends the run under way (SIGTERM, its output let go). */
  stop?: () => void;
}

/** The shell commands of one client's status line, and their outputs. */
export class StatusJobs {
  #jobs = new Map<string, Job>();
  #closed = false;

  /**
   * @param changed called when a command's output changed (the line is
   *   to be drawn again)
   * @param now the clock, in ms
   * @param start how a command is started
   */
  constructor(
    readonly changed: () => void,
    readonly now: () => number = () => Date.now(),
    readonly start: StartJob = startJob,
  ) {}

  /** What `#(cmd)` shows now; starts `cmd` when it is due. */
  get(cmd: string): string {
    if (this.#closed) return "";
    const second = Math.floor(this.now() / 1000);
    let job = this.#jobs.get(cmd);
    if (!job) {
      this.#forget(second);
      job = { out: null, last: -1, used: second, running: false };
      this.#jobs.set(cmd, job);
    }
    job.used = second;
    if (!job.running && job.last !== second) {
      job.last = second;
      job.running = true;
      this.#run(cmd, job);
    } else if (job.running && job.out === null && second - job.last > 1) {
      // tmux's word for a first run that takes its time.
      job.out = `<'${cmd}' not ready>`;
    }
    return job.out ?? "";
  }

  /**
   * The client ended: the commands still running are ended (SIGTERM, as
   * tmux's job_free) and their output let go; none starts again.
   */
  close(): void {
    this.#closed = true;
    for (const job of this.#jobs.values()) job.stop?.();
    this.#jobs.clear();
  }

  // Drops the commands not drawn for FORGET_S (ending any still running).
  #forget(second: number): void {
    for (const [cmd, job] of this.#jobs) {
      if (second - job.used < FORGET_S) continue;
      job.stop?.();
      this.#jobs.delete(cmd);
    }
  }

  async #run(cmd: string, job: Job): Promise<void> {
    let child: Deno.ChildProcess | null = null;
    try {
      child = this.start(cmd);
    } catch {
      // tmux's word for a command that could not be started.
    }
    const text = child ? await output(child, job) : `<'${cmd}' didn't start>`;
    job.running = false;
    // The client ended, or the command was forgotten meanwhile.
    if (this.#closed || this.#jobs.get(cmd) !== job) return;
    const out = lastLine(text);
    if (out !== job.out) {
      job.out = out;
      this.changed();
    }
  }
}

// All `child` writes (at most MAX_OUTPUT: past it, it is killed), once
// it has exited; `job.stop` meanwhile ends it and lets its output go.
async function output(child: Deno.ChildProcess, job: Job): Promise<string> {
  const reader = child.stdout.getReader();
  const kill = (signal: Deno.Signal) => {
    try {
      child.kill(signal);
    } catch { /* gone already */ }
  };
  job.stop = () => {
    kill("SIGTERM");
    // Its pipe closed here, whatever holds the other end (its own
    // children may outlive it, as tmux's).
    reader.cancel().catch(() => {});
  };
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
      if (size > MAX_OUTPUT) {
        kill("SIGKILL");
        await reader.cancel();
        break;
      }
    }
  } catch {
    // Cancelled: the client ended.
  }
  await child.status;
  job.stop = undefined;
  return new TextDecoder().decode(joinChunks(chunks, size));
}

// tmux's: the last full line; with none, all that was written.
function lastLine(text: string): string {
  const lines = text.split("\n");
  if (lines.length === 1) return text;
  lines.pop(); // after the last newline: not a full line
  return lines[lines.length - 1].replace(/\r$/, "");
}

function joinChunks(chunks: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c.subarray(0, Math.max(0, size - at)), at);
    at += c.length;
    if (at >= size) break;
  }
  return out;
}
