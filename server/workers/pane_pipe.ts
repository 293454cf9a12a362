/**
 * A pane's `pipe-pane` command as the gather worker sees it: the daemon's
 * end of the socketpair the command runs on (`pty/spawn_piped.ts`).
 *
 * Out (`-O`, the default): every batch the worker publishes from the
 * pane's pty is written to the pipe as it is published, straight from the
 * ring's shared memory (no copy while the command keeps up, and none at
 * all for a pane without a pipe: one null check per batch). What the
 * socket cannot take at once is copied into a backlog, written as the
 * command reads (the worker polls the fd for POLLOUT meanwhile). So the
 * command gets every byte read after the pipe opened, once and in order,
 * and the pane never waits for it.
 *
 * The backlog is bounded (`PIPE_BACKLOG_BYTES`): past it the pipe is
 * closed, the command reading the end of its input after every byte
 * before, never a gap. tmux 3.3a queues without a limit in its
 * bufferevent (measured: a pipe to `sleep 300` under 100 MB of output
 * grew its server from 4 to 109 MB); tmux's own slow readers of pane
 * output, control clients, are cut off too once too far behind.
 *
 * In (`-I`): what the command writes is written to the pane's pty as if
 * typed; what the pty cannot take waits (one read's worth, and the pipe is
 * not read meanwhile).
 *
 * @module
 */

import { readPty, writeAt, writeSome } from "../../pty/fd_io.ts";
import {
  POLLERR,
  POLLHUP,
  POLLIN,
  POLLNVAL,
  POLLOUT,
} from "../../pty/_libc.ts";

/**
 * The most bytes a pipe keeps for a command that reads slower than its
 * pane writes (on top of the socket's own buffer, about 200 KiB here).
 * A reader that keeps up at all (`cat >> file`, `grep`, `gzip`) never
 * gets near it; at berth's flood rate (20-30 MB/s end to end) it is a
 * pause of about a third of a second.
 */
export const PIPE_BACKLOG_BYTES = 8 * 1024 * 1024;

/** One read of the command's output (`-I`). */
const PIPE_READ_BYTES = 16 * 1024;

/** A pipe as the daemon gives it to the gather worker. */
export interface GatherPipeInit {
  /** Unique among the worker's pipes while it is open. */
  id: number;
  /** The daemon's end of the socketpair: nonblocking. */
  fd: number;
  /** The pane's output goes to the command (`-O`). */
  out: boolean;
  /** The command's output goes to the pane (`-I`). */
  in: boolean;
  /** The pane's id in the worker (`GatherPaneInit.id`), or -1. */
  drain: number;
  /**
   * What the previous daemon held for it (`PanePipe.held`, carried by a
   * live upgrade): the pane's bytes not yet written, written first, and
   * the command's bytes not yet typed.
   */
  held?: PipeHeld;
}

/** What a pipe holds back, in either direction. */
export interface PipeHeld {
  /** The pane's output the command has not read yet (`-O`). */
  out?: Uint8Array;
  /** The command's output the pane's pty has not taken yet (`-I`). */
  typed?: Uint8Array;
}

/** Why a pipe ended. */
export type PipeEndReason =
  /** The daemon closed it (`pipe-pane` again, the pane closed). */
  | "closed"
  /** The command let go of its end (it exited). */
  | "hangup"
  /** The command fell `PIPE_BACKLOG_BYTES` behind. */
  | "overflow"
  /** Writing or reading failed otherwise. */
  | "error";

/** What the worker tells of a pipe. */
export type PipeMsg =
  /** The pipe is on: every byte read from now on goes to it. */
  | { type: "pipe-on"; id: number }
  /** The worker has let go of the pipe: the daemon closes its fd. */
  | { type: "pipe-end"; id: number; reason: PipeEndReason }
  /**
   * Answer to `pipe-release` (a live upgrade): `kept`, the worker has let
   * go of the pipe, and `held` is what it had not written yet (the fd and
   * those bytes go on to the next daemon); else it had ended already
   * (its `pipe-end` is on the way, or was taken).
   */
  | { type: "pipe-released"; id: number; kept: boolean; held?: PipeHeld };

/** The pty side a pipe works with: its drain's fd, while it drains. */
export interface PipeTarget {
  readonly fd: number;
}

/** One pipe in the gather worker's loop. */
export class PanePipe {
  readonly id: number;
  readonly fd: number;
  readonly out: boolean;
  readonly in: boolean;
  /** The pane it pipes, while its pty is drained (else null). */
  target: PipeTarget | null = null;
  /** Asked to close once the backlog is written (the pane has ended). */
  closing = false;
  /** Copies of what the socket could not take yet, oldest first. */
  #backlog: Uint8Array[] = [];
  /** Bytes of `#backlog[0]` written already. */
  #head = 0;
  /** Bytes in the backlog not yet written. */
  queued = 0;
  /** Read from the command, not yet taken by the pty (`-I`). */
  #typed: Uint8Array | null = null;
  /** Why it ended, once it has. */
  ended: PipeEndReason | null = null;
  /** What the last poll() found (its revents). */
  revents = 0;

  constructor(init: GatherPipeInit) {
    this.id = init.id;
    this.fd = init.fd;
    this.out = init.out;
    this.in = init.in;
    const out = init.held?.out;
    if (out?.length) {
      this.#backlog.push(out);
      this.queued = out.length;
    }
    if (init.held?.typed?.length) this.#typed = init.held.typed;
  }

  /**
   * What it holds back, taken out (it holds nothing after): for the next
   * daemon, which writes it first (`GatherPipeInit.held`).
   */
  takeHeld(): PipeHeld {
    const held: PipeHeld = {};
    if (this.queued > 0) {
      const out = new Uint8Array(this.queued);
      let at = 0;
      for (const [i, chunk] of this.#backlog.entries()) {
        const part = i === 0 ? chunk.subarray(this.#head) : chunk;
        out.set(part, at);
        at += part.length;
      }
      held.out = out;
    }
    if (this.#typed) held.typed = this.#typed;
    this.#backlog = [];
    this.#head = 0;
    this.queued = 0;
    this.#typed = null;
    return held;
  }

  /**
   * Writes `len` bytes at `address` (shared memory, also seen as
   * `view[offset..]`) after the backlog; false once the pipe has ended.
   */
  send(
    address: number,
    view: Uint8Array,
    offset: number,
    len: number,
  ): boolean {
    if (!this.out || this.ended) return this.ended === null;
    let n = 0;
    if (this.queued === 0) {
      n = writeAt(this.fd, address, len);
      if (n < 0) return this.#end("hangup");
      if (n === len) return true;
    }
    if (this.queued + len - n > PIPE_BACKLOG_BYTES) {
      return this.#end("overflow");
    }
    this.#backlog.push(view.slice(offset + n, offset + len));
    this.queued += len - n;
    return true;
  }

  /** poll(2) events it waits for. */
  get events(): number {
    let ev = 0;
    if (this.queued > 0) ev |= POLLOUT_;
    if (this.in && this.#typed === null && this.target) ev |= POLLIN_;
    return ev;
  }

  /** Bytes from the command wait for the pty: poll again soon. */
  get typing(): boolean {
    return this.#typed !== null;
  }

  /**
   * Its turn after poll(): the backlog, the command's output, a hang-up.
   * Returns false once it has ended (`ended` says why).
   */
  turn(revents: number): boolean {
    if (this.ended) return false;
    if ((revents & POLLOUT_) && this.queued > 0 && !this.#flush()) {
      return false;
    }
    if (this.#typed && this.target) this.#type(this.#typed);
    if (this.in && this.#typed === null && (revents & (POLLIN_ | HANGUP_))) {
      if (!this.#readCommand()) return false;
    } else if (revents & HANGUP_) {
      // Nothing more of it will be read: what it had is lost with it.
      return this.#end("hangup");
    }
    if (this.closing && this.queued === 0) return this.#end("closed");
    return true;
  }

  /** Ends it now (the daemon asked); what was queued is dropped. */
  close(): void {
    if (!this.ended) this.#end("closed");
  }

  /** Writes the backlog as far as the socket takes it. */
  #flush(): boolean {
    while (this.#backlog.length > 0) {
      const chunk = this.#backlog[0];
      let n: number;
      try {
        n = writeSome(this.fd, chunk.subarray(this.#head));
      } catch {
        return this.#end("hangup");
      }
      this.queued -= n;
      this.#head += n;
      if (this.#head < chunk.length) return true;
      this.#backlog.shift();
      this.#head = 0;
    }
    return true;
  }

  /** A few reads of what the command wrote, each to the pane's pty. */
  #readCommand(): boolean {
    for (let reads = 0; reads < 4 && this.#typed === null; reads++) {
      let n: number;
      try {
        n = readPty(this.fd, readBuf, 0, readBuf.length);
      } catch {
        return this.#end("error");
      }
      if (n < 0) return this.#end("hangup");
      if (n === 0) return true;
      if (this.target) this.#type(readBuf.subarray(0, n));
    }
    return true;
  }

  /** Writes `bytes` to the pty; what it cannot take now waits. */
  #type(bytes: Uint8Array): void {
    let w = 0;
    try {
      w = writeSome(this.target!.fd, bytes);
    } catch {
      // EIO: the pane's program is gone; its end is on the way.
      w = bytes.length;
    }
    this.#typed = w === bytes.length ? null : bytes.slice(w);
  }

  #end(reason: PipeEndReason): false {
    this.ended = reason;
    this.#backlog = [];
    this.queued = 0;
    this.#typed = null;
    this.target = null;
    return false;
  }
}

const POLLIN_ = POLLIN;
const POLLOUT_ = POLLOUT;
const HANGUP_ = POLLERR | POLLHUP | POLLNVAL;

const readBuf = new Uint8Array(PIPE_READ_BYTES);
