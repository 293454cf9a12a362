/**
 * tmux's `run-shell` job: a command run by `/bin/sh -c` in the daemon, as
 * tmux's server runs it, with the daemon's user's rights, its output kept
 * for the answer. Only a request runs one (the CLI, a key binding, the
 * `:` prompt, a command of the config file): nothing a pane's program
 * prints reaches here.
 *
 * @module
 */

import { type ExitStatus, MAX_RUN_OUTPUT } from "../../protocol/messages.ts";
import { RequestFailure } from "./request_failure.ts";
import { needFdsFor } from "./fd_limit.ts";

/** What a job printed and how it ended. */
export interface JobResult {
  output: string;
  exit: ExitStatus;
  truncated: boolean;
}

/**
 * Runs `command` with `/bin/sh -c` in `cwd` with exactly `env`, stdin
 * `input` (else /dev/null); resolves once it has exited and its output has ended,
 * with stdout and stderr as they came (the first `MAX_RUN_OUTPUT` bytes;
 * the rest is read and dropped, so that the job never blocks on a full
 * pipe). Its pid is in `running` until it has exited (a live upgrade has
 * the new daemon reap it).
 */
export async function runJob(
  command: string,
  cwd: string,
  env: Record<string, string>,
  input?: Uint8Array,
  running?: Set<number>,
): Promise<JobResult> {
  let child: Deno.ChildProcess;
  needFdsFor("a shell command");
  try {
    child = new Deno.Command("/bin/sh", {
      args: ["-c", command],
      cwd,
      env,
      clearEnv: true,
      stdin: input ? "piped" : "null",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
  } catch (err) {
    throw new RequestFailure(
      "spawn",
      `Cannot run /bin/sh in ${cwd}: ${(err as Error).message}`,
    );
  }
  const chunks: Uint8Array[] = [];
  let kept = 0;
  let truncated = false;
  const drain = async (stream: ReadableStream<Uint8Array>) => {
    for await (const chunk of stream) {
      const room = MAX_RUN_OUTPUT - kept;
      if (chunk.length > room) truncated = true;
      if (room <= 0) continue;
      const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
      chunks.push(part);
      kept += part.length;
    }
  };
  running?.add(child.pid);
  const [status] = await Promise.all([
    child.status.finally(() => running?.delete(child.pid)),
    input ? feed(child.stdin, input) : null,
    drain(child.stdout),
    drain(child.stderr),
  ]);
  const bytes = new Uint8Array(kept);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.length;
  }
  return {
    output: new TextDecoder().decode(bytes),
    exit: status.signal
      ? { code: null, signal: status.signal }
      : { code: status.code, signal: null },
    truncated,
  };
}

/**
 * Writes `input` to a job's stdin and closes it; a job that exits or
 * closes its stdin without reading it all (`head -c 10`) loses the rest,
 * as a shell pipe's reader would.
 */
async function feed(
  stdin: WritableStream<Uint8Array>,
  input: Uint8Array,
): Promise<void> {
  const writer = stdin.getWriter();
  try {
    await writer.write(input);
    await writer.close();
  } catch {
    // EPIPE: the job did not want it all.
  }
}

/**
 * A format's value as one word of shell text: as it is when it is a
 * plain word (letters, digits, `_@%+=:,./-`) or empty, else in single
 * quotes. A pane's title, its program's name and its directory's name
 * are what a program sets: quoted, they never run as shell text.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { shellWord } from "./run_shell.ts";
 * assert.equal(shellWord("/dev/pts/3"), "/dev/pts/3");
 * assert.equal(shellWord("$(reboot)"), "'$(reboot)'");
 * assert.equal(shellWord("it's"), `'it'\\''s'`);
 * ```
 */
export function shellWord(value: string): string {
  if (value === "" || /^[\w@%+=:,./-]+$/.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
