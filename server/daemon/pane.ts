/**
 * One pane on the daemon's main thread: a child on its own pty, the input
 * writer, the ring its output goes through, and its exit. The daemon's
 * gather worker drains the ring's pty; the parse worker runs its engine.
 *
 * A pane ends when its child has exited and all its output is parsed
 * (`exited` and `parsed`); the session then closes it, or keeps it with
 * its final screen (`remain-on-exit`, or a kept session's last pane).
 *
 * @module
 */

import type { CopyModeState, ExitStatus } from "../../protocol/messages.ts";
import type { RemainOnExit } from "../../protocol/options.ts";
import {
  closeFd,
  InputBufferFullError,
  type PtyProcess,
  PtyWriter,
  setWindowSize,
  type WaitStatus,
} from "../../pty/mod.ts";
import { ByteRing } from "../workers/ring.ts";
import type { PaneMouseModes } from "../workers/parse_messages.ts";
import { RequestFailure } from "./request_failure.ts";
import type { PanePipe } from "./pane_pipe.ts";
import { signalChild } from "./signal_child.ts";

/** A pane's child, pty and ring. */
export class Pane {
  /** Unique in its session, never reused (tmux's `%N`). */
  readonly id: number;
  readonly pty: PtyProcess;
  readonly ring: ByteRing;
  readonly command: string[];
  /** The argv[0] its program saw, when not `command[0]` (a login shell). */
  argv0: string | undefined;
  /** Where its program started (`respawn-pane` starts there again). */
  cwd = "";
  /**
   * How many programs ran in this pane before this one (`respawn-pane`
   * makes a new `Pane` of the same id): the parse worker's `pane-eof`
   * names it, so that the end of an old program's output is not taken
   * for the new one's.
   */
  gen = 0;
  /** The pty's size: its rectangle's. */
  cols: number;
  rows: number;
  /** History lines it keeps (tmux's `history-limit` when it was made). */
  scrollback = 0;
  /** The last screen showed cursor keys in application mode (DECCKM). */
  cursorKeys = false;
  /** The last screen had the keypad in application mode (DECKPAM). */
  keypad = false;
  /** Its program asked for focus reports (mode 1004, `focus-events`). */
  focusReports = false;
  /** It has the focus (tmux's `PANE_FOCUSED`, `focus-events`). */
  focused = false;
  /** The last screen asked for bracketed paste (mode 2004). */
  bracketedPaste = false;
  /** The last screen's mouse modes (for the attach clients' mouse). */
  mouse: PaneMouseModes = {
    mouse: "none",
    encoding: "default",
    altScroll: false,
  };
  /** Set when the child has exited. */
  status: ExitStatus | null = null;
  /** All its output has been parsed. */
  parsed = false;
  /** Ended and kept with its final screen. */
  dead = false;
  /** When it stayed dead (`Date.now()`): tmux's `pane_dead_time`. */
  deadAt = 0;
  /** `kill-pane` ended it: it closes, whatever remain-on-exit says. */
  killed = false;
  /** Resolves when the gather worker has let go of the pty. */
  gathered: Promise<unknown> = Promise.resolve();
  /** Its id in the gather worker (-1: not drained), for keys sent straight. */
  gatherId = -1;
  /** Its child's exit, once the session watches it (a move carries it on). */
  exitWatch: Promise<WaitStatus> | null = null;
  /**
   * On its way to another session (`Session.handOff`): it neither ends
   * nor closes here; the other session's pane on the same pty does.
   */
  handingOff = false;
  /** Its `pipe-pane` command, while open (a move carries it on). */
  pipe: PanePipe | null = null;
  /** `pipe-pane` commands run on it: the latest one's pipe is its. */
  pipeTurn = 0;
  /**
   * Copy mode on it, as its attach clients last said (conversation step
   * 32): tmux's pane mode, which a detach keeps and every client shows.
   */
  copyMode: CopyModeState | null = null;
  /** Its own user options (`set -p @name`, `user_options.ts`). */
  userOptions: Record<`@${string}`, string> = {};
  /**
   * Its own `remain-on-exit` (tmux 3.3a's pane option, `set -p`), over
   * its window's; null: none.
   */
  remainOnExit: RemainOnExit | null = null;
  /**
   * Its title as its engine last said (OSC 2, `select-pane -T`; a live
   * upgrade's state), "" none (`#T` is then the host's name): for the
   * status line's window entries and `automatic-rename-format`.
   */
  title = "";
  #writer: PtyWriter;
  #closed = false;
  readonly #gone = Promise.withResolvers<void>();

  constructor(
    id: number,
    pty: PtyProcess,
    wakeFd: number,
    command: string[],
    cols: number,
    rows: number,
  ) {
    this.id = id;
    this.pty = pty;
    this.command = command;
    this.cols = cols;
    this.rows = rows;
    this.ring = ByteRing.withWakeFd(wakeFd);
    this.#writer = new PtyWriter(pty.fd);
  }

  get pid(): number {
    return this.pty.pid;
  }

  /** Whether the child has exited and its output is parsed. */
  get ended(): boolean {
    return this.status !== null && this.parsed;
  }

  /**
   * Writes bytes to the child as if typed, after what was typed before;
   * resolves once the pty has taken them or they wait in its queue, not
   * when a program that does not read takes them (a script's `send` would
   * wait for ever). Past the queue's bound (1 MiB) they are refused "busy",
   * or with `wait` (a later chunk of a send whose first was taken: refused,
   * the send would be cut midway) queued, resolving once the pty has taken
   * them. `who` names it in errors.
   */
  write(bytes: Uint8Array, who: string, wait = false): Promise<void> {
    if (this.status || this.dead) {
      return Promise.reject(
        new RequestFailure("exited", `${who} has exited`),
      );
    }
    return this.#writer.accept(bytes, wait).catch((err) => {
      if (err instanceof InputBufferFullError) {
        throw new RequestFailure(
          "busy",
          `${who} is not reading its input; wait for it, then retry`,
        );
      }
      // EIO: the child side of the pty is closed; its exit is on the way.
      throw new RequestFailure(
        "exited",
        `${who} no longer takes input (${(err as Error).message})`,
      );
    });
  }

  /** Input bytes written but not yet taken by the pty. */
  get inputQueued(): number {
    return this.#writer.queued;
  }

  /**
   * Until when (`Date.now()`) its output is its program's redraw for a
   * size change while its window was not shown, not activity.
   */
  redrawUntil = 0;

  /**
   * Gives the pty the size of the pane's rectangle (TIOCSWINSZ); true
   * when that changed it.
   */
  setSize(cols: number, rows: number): boolean {
    if (cols === this.cols && rows === this.rows) return false;
    this.cols = cols;
    this.rows = rows;
    if (this.status || this.#closed) return true;
    setWindowSize(this.pty.fd, cols, rows);
    return true;
  }

  /**
   * Lets go of the pty for `next`, another session's pane on it
   * (`handingOff`): the writer stops, and what it had not written yet is
   * `next`'s to write first; the fd stays open.
   */
  handOver(next: Pane): void {
    this.#closed = true;
    // A kill waiting on it waits for the pane it became.
    next.closed.then(() => this.#gone.resolve());
    this.#writer.passTo(next.#writer);
  }

  /**
   * Input bytes the pty had not taken when a live upgrade saved the pane
   * (`releaseInput`), for the next daemon to write first.
   */
  carriedInput: Uint8Array | null = null;

  /**
   * A live upgrade: the writer stops, and what it had not written yet
   * goes with the saved pane (`carriedInput`), not lost at the exec.
   */
  releaseInput(): void {
    const rest = this.#writer.release();
    this.carriedInput = rest.length > 0 ? rest : null;
  }

  /**
   * Writes what the previous daemon had queued for the pty (`input` of
   * its saved state) before anything else; an error is the program's
   * exit, which the pane reports.
   */
  typeCarried(bytes: Uint8Array): void {
    // Past the bound too: later chunks of a send may have queued it so.
    this.#writer.accept(bytes, true).catch(() => {});
  }

  /** SIGHUP (or SIGKILL) to the child's process group, else the child. */
  signal(hard: boolean): void {
    if (this.status) return;
    signalChild(this.pid, hard);
  }

  /**
   * Resolves once the session has closed the pane (`close`): out of its
   * window, or its session ended. What `kill-pane` waits for.
   */
  get closed(): Promise<void> {
    return this.#gone.promise;
  }

  /**
   * Frees the pty once the gather worker and the writer have let go of it:
   * a reused fd number must never see a stale read or write.
   */
  close(): void {
    this.#gone.resolve();
    if (this.#closed) return;
    this.#closed = true;
    // Its program's output has ended: the pipe's command gets the rest.
    this.pipe?.close(true);
    const fd = this.pty.fd;
    if (fd < 0) return; // A dead pane restored by an upgrade: no pty left.
    // Nothing more of it is parsed: a drain still on (its ring full since
    // its parse worker crashed) stops, or the master would never close.
    this.ring.requestStop();
    Promise.all([this.gathered, this.#writer.close()]).finally(() =>
      closeFd(fd)
    );
  }
}
