/**
 * tmux's `pipe-pane` on the daemon's main thread: the command started on a
 * socketpair (`pty/spawn_piped.ts`), its fd handed to the gather worker,
 * which writes the pane's output to it and types what it writes into the
 * pane (`server/workers/pane_pipe.ts`), and closed here once the worker
 * has let go of it.
 *
 * A pipe ends when `pipe-pane` runs again on its pane, when the pane
 * closes (its program's output ended: what the command has not read yet is
 * written first), when its command exits (lets go of its end), and when
 * the command falls `PIPE_BACKLOG_BYTES` behind. A pane moved to another
 * session keeps its pipe, and so does one carried across `berth upgrade`
 * (its fd inherited as the pty's is, `PipeState`, with what the command
 * had not read yet when it was behind: the new daemon writes that first).
 *
 * @module
 */

import { closeFd, SpawnError, spawnPiped } from "../../pty/mod.ts";
import {
  PIPE_BACKLOG_BYTES,
  type PipeEndReason,
} from "../workers/pane_pipe.ts";
import type { Endings } from "./endings.ts";
import type { Log } from "./log.ts";
import type { PipeState } from "./upgrade_state.ts";
import { RequestFailure } from "./request_failure.ts";
import { needFdsFor } from "./fd_limit.ts";
import type { SharedGather } from "./shared_gather.ts";

/** What `pipe-pane` runs and which ways the bytes go. */
export interface PipeSpec {
  /** Shell text, formats expanded already. */
  command: string;
  env: Record<string, string>;
  cwd: string;
  /** The pane's output to the command's stdin (`-O`). */
  output: boolean;
  /** The command's stdout to the pane, as typed (`-I`). */
  input: boolean;
}

/** A pane's open pipe-pane command. */
export class PanePipe {
  readonly id: number;
  readonly pid: number;
  readonly command: string;
  readonly output: boolean;
  readonly input: boolean;
  readonly #gather: SharedGather;
  #fd: number;
  #open = true;
  /** Handed on to the next daemon (`release`): what the state holds. */
  carried: PipeState | null = null;

  private constructor(
    id: number,
    st: PipeState,
    gather: SharedGather,
  ) {
    this.id = id;
    this.pid = st.pid;
    this.#fd = st.fd;
    this.command = st.command;
    this.output = st.output;
    this.input = st.input;
    this.#gather = gather;
  }

  /**
   * Starts `spec.command` on the pane drained as `drain`; resolves once
   * every byte read of the pane from then on goes to it. `who` names the
   * pane in the log.
   */
  static async start(
    gather: SharedGather,
    endings: Endings,
    log: Log,
    drain: number,
    spec: PipeSpec,
    who: string,
  ): Promise<PanePipe> {
    let child;
    needFdsFor("a pipe-pane command");
    try {
      child = spawnPiped({
        command: spec.command,
        env: spec.env,
        cwd: spec.cwd,
        stdin: spec.output,
        stdout: spec.input,
      });
    } catch (err) {
      const message = err instanceof SpawnError
        ? err.message
        : `Cannot start the pipe's command: ${(err as Error).message}`;
      throw new RequestFailure("spawn", message);
    }
    // Reaped whenever it exits, across an upgrade too; the pipe ends when
    // it lets go of its end.
    endings.reap(child.pid);
    let pipe: PanePipe | null = null;
    const { id, on } = gather.addPipe(
      { fd: child.fd, drain, out: spec.output, in: spec.input },
      (reason) => pipe!.#ended(reason, log, who),
    );
    pipe = new PanePipe(id, {
      fd: child.fd,
      pid: child.pid,
      command: spec.command,
      output: spec.output,
      input: spec.input,
    }, gather);
    log.info(`${who}: pipe-pane started pid ${child.pid}: ${spec.command}`);
    await on;
    return pipe;
  }

  /**
   * A pipe the previous daemon handed on (`release`), on no drain yet (its
   * pane's drain names it: `GatherPaneInit.pipe`); its command is this
   * process's child still (execve).
   */
  static adopt(
    gather: SharedGather,
    endings: Endings,
    log: Log,
    st: PipeState,
    who: string,
  ): PanePipe {
    endings.reap(st.pid);
    let pipe: PanePipe | null = null;
    const held = {
      ...(st.held ? { out: st.held } : {}),
      ...(st.typed ? { typed: st.typed } : {}),
    };
    const { id } = gather.addPipe(
      { fd: st.fd, drain: -1, out: st.output, in: st.input, held },
      (reason) => pipe!.#ended(reason, log, who),
    );
    pipe = new PanePipe(id, st, gather);
    return pipe;
  }

  /**
   * Hands the pipe on to the next daemon (a live upgrade, its pane's drain
   * ended): its state, with what the command had not read yet (it was
   * behind), or null when it had ended.
   */
  async release(): Promise<PipeState | null> {
    if (!this.#open) return null;
    this.#open = false;
    const held = await this.#gather.releasePipe(this.id);
    if (!held) return null;
    this.carried = {
      fd: this.#fd,
      pid: this.pid,
      command: this.command,
      output: this.output,
      input: this.input,
      ...(held.out ? { held: held.out } : {}),
      ...(held.typed ? { typed: held.typed } : {}),
    };
    // The fd is the state's now: this daemon never closes it.
    this.#fd = -1;
    return this.carried;
  }

  /** Whether it is open (`#{pane_pipe}`): false once closing or ended. */
  get open(): boolean {
    return this.#open;
  }

  /**
   * Closes it: at once (`pipe-pane` again), or with `flush` (its pane
   * has ended) once the command has read what was queued for it.
   */
  close(flush: boolean): void {
    if (!this.#open) return;
    this.#open = false;
    this.#gather.closePipe(this.id, flush);
  }

  #ended(reason: PipeEndReason, log: Log, who: string): void {
    this.#open = false;
    if (this.#fd >= 0) closeFd(this.#fd);
    this.#fd = -1;
    if (reason === "overflow") {
      log.info(
        `${who}: pipe-pane closed: its command (pid ${this.pid}) fell ${
          PIPE_BACKLOG_BYTES >> 20
        } MiB behind the pane's output`,
      );
    } else if (reason === "error") {
      log.error(`${who}: pipe-pane closed: its pipe failed`);
    }
  }
}
