/**
 * The shell commands of the status line's formats (`#(date +%s)`,
 * `#(~/bin/battery)`), run as tmux 3.3a's `format_job_get` runs them: a
 * command is started when the line is drawn and none of it runs, at most
 * once a second; the line shows its last output (the last full line, or
 * what it wrote without one), empty until its first run ends
 * (`<'cmd' not ready>` when that takes over a second), and is drawn again
 * when that changes. The line is drawn every
 * `status-interval`, so a command runs that often.
 *
 * @module
 */

/** The most a command's output is read; past it the command is killed. */
const MAX_OUTPUT = 64 * 1024;

interface Job {
  /** What the line shows for it; null before it wrote anything. */
  out: string | null;
  /** The second (`Date.now() / 1000`) it was last started. */
  last: number;
  running: boolean;
}

/** The shell commands of one client's status line, and their outputs. */
export class StatusJobs {
  #jobs = new Map<string, Job>();

  /**
   * @param changed called when a command's output changed (the line is
   *   to be drawn again)
   * @param now the clock, in ms
   */
  constructor(
    readonly changed: () => void,
    readonly now: () => number = () => Date.now(),
  ) {}

  /** What `#(cmd)` shows now; starts `cmd` when it is due. */
  get(cmd: string): string {
    let job = this.#jobs.get(cmd);
    if (!job) {
      job = { out: null, last: -1, running: false };
      this.#jobs.set(cmd, job);
    }
    const second = Math.floor(this.now() / 1000);
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

  async #run(cmd: string, job: Job): Promise<void> {
    let text = "";
    try {
      const child = new Deno.Command("/bin/sh", {
        args: ["-c", cmd],
        stdin: "null",
        stdout: "piped",
        stderr: "null",
      }).spawn();
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of child.stdout) {
        chunks.push(chunk);
        size += chunk.length;
        if (size > MAX_OUTPUT) {
          try {
            child.kill("SIGKILL");
          } catch { /* gone already */ }
          break;
        }
      }
      await child.status;
      text = new TextDecoder().decode(joinChunks(chunks, size));
    } catch {
      text = `<'${cmd}' didn't start>`;
    }
    job.running = false;
    const out = lastLine(text);
    if (out !== job.out) {
      job.out = out;
      this.changed();
    }
  }
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
