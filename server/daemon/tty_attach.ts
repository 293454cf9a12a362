/**
 * An attach client that the daemon runs itself, on the user's terminal
 * (conversation step 15 in `protocol/messages.ts`): as tmux's server does,
 * the daemon reads the keys and writes the screen there, so that a key's
 * echo crosses no other process. The `berth attach` process that asked
 * only holds the terminal in raw mode and waits: it passes on its resizes
 * and termination signals, runs the command lines of key bindings (the
 * CLI's commands live there, not here) and prints the last line.
 *
 * The attach client is the very one that draws a terminal of its own
 * (`client/attach/`): it talks to the daemon over an in-memory connection
 * (`loopback.ts`) through the same validation and dispatch as a socket's,
 * and its terminal is this module's `TtyTerminal`. This is the one place
 * of `server/` that imports `client/`.
 *
 * @module
 */

import type { RequestMsg } from "../../protocol/messages.ts";
import type { OptionStore } from "./option_store.ts";
import type { ClientConnection, LocalLink } from "./client_conn.ts";
import { RequestFailure } from "./request_failure.ts";
import { loopback } from "./loopback.ts";
import { Connection } from "../../client/connection.ts";
import { clampSize } from "../../client/terminal_size.ts";
import {
  type AttachResult,
  attachSession,
  clientSettings,
  configNotice,
  type OuterTerminal,
} from "../../client/attach/mod.ts";
import {
  closeFd,
  getWindowSize,
  openTty,
  PtyWriter,
  TtyReader,
} from "../../pty/mod.ts";

type AttachTtyRequest = RequestMsg & { op: "attach-tty" };

/**
 * Bytes a terminal may have queued but not taken: the attach client waits
 * for each frame to be written before it acks it (and gets the next), so
 * only one frame waits here at a time; the largest, a full 4096x4096
 * screen with styles, is far below this.
 */
const MAX_TTY_QUEUED = 256 * 1024 * 1024;

/** What a daemon-run attach client needs of the daemon. */
export interface TtyAttachHost {
  readonly options: OptionStore;
  /** Serves `stream` as a client connection of its own. */
  connectLocal(link: LocalLink): void;
}

/** One attach client the daemon runs on a client's terminal. */
export class TtyAttach {
  readonly #fd: number;
  readonly #thin: ClientConnection;
  readonly #resizes = new Set<() => void>();
  readonly #terminates = new Set<(s: "SIGTERM" | "SIGHUP") => void>();
  readonly #runs = new Map<number, (error: string | null) => void>();
  #nextRun = 1;
  #reader: TtyReader | null = null;
  #writer: PtyWriter;
  /** Keys are not read while the daemon is being replaced (`pause`). */
  #paused = false;
  /** Resolves with the attachment's result once the terminal is given back. */
  readonly done: Promise<AttachResult>;

  /**
   * Opens the client's terminal (a RequestFailure "no-tty" when it
   * cannot: the client then draws it itself) and starts attaching;
   * `attached` resolves with the answer to `attach-tty`.
   */
  constructor(
    host: TtyAttachHost,
    thin: ClientConnection,
    req: AttachTtyRequest,
    attached: (answer: { name: string; token: string }) => void,
  ) {
    try {
      this.#fd = openTty(req.tty, req.rdev);
    } catch (err) {
      throw new RequestFailure(
        "no-tty",
        `The daemon cannot open ${req.tty}: ${(err as Error).message}`,
      );
    }
    this.#thin = thin;
    this.#writer = new PtyWriter(this.#fd, { maxQueued: MAX_TTY_QUEUED });
    this.done = this.#run(host, req, attached);
  }

  /** The client's terminal changed size. */
  resized(): void {
    for (const fn of this.#resizes) fn();
  }

  /** The client got SIGTERM or SIGHUP, or its connection is gone. */
  terminate(signal: "SIGTERM" | "SIGHUP"): void {
    for (const fn of this.#terminates) fn(signal);
  }

  /** The client ran bound command `id`. */
  ran(id: number, error: string | null): void {
    this.#runs.get(id)?.(error);
    this.#runs.delete(id);
  }

  /**
   * Stops reading keys (a live upgrade: what is typed meanwhile waits in
   * the terminal for the new daemon) or starts again (the upgrade failed).
   */
  pause(on: boolean): void {
    this.#paused = on;
    this.#reader?.pause(on);
  }

  async #run(
    host: TtyAttachHost,
    req: AttachTtyRequest,
    attached: (answer: { name: string; token: string }) => void,
  ): Promise<AttachResult> {
    let result: AttachResult;
    try {
      const [daemonEnd, clientEnd] = loopback();
      host.connectLocal(daemonEnd);
      const conn = await Connection.over(clientEnd, "attach");
      const { options, warnings, path } = host.options.current;
      const given = { prefix: req.prefix, clipboard: req.clipboard };
      const { warnings: keyWarnings, ...first } = clientSettings(
        options,
        given,
      );
      result = await attachSession(conn, {
        name: req.name,
        readOnly: req.readOnly ?? false,
        detachOthers: req.detachOthers,
        ...first,
        settings: (o) => clientSettings(o, given),
        runCommand: (line, session) => this.#runCommand(line, session),
        notice: configNotice([...warnings, ...keyWarnings], path),
        client: { tty: req.tty, pid: req.pid },
        resume: req.resume,
        onAttached: (a) => attached({ name: a.name, token: a.token }),
      }, {
        terminal: this.#terminal(),
        // GNU screen and tmux do not erase with the background colour.
        renderer: { bce: !/^(screen|tmux)/.test(req.term ?? "") },
      });
    } catch (err) {
      result = { exitCode: 1, message: `berth: ${(err as Error).message}` };
    } finally {
      await this.#reader?.stop();
      await this.#writer.close();
      closeFd(this.#fd);
      for (const answer of this.#runs.values()) answer(null);
      this.#runs.clear();
    }
    // Answered "attached" even when it never was: the `done` says why.
    attached({ name: "", token: "" });
    return result;
  }

  /** Asks the client to run a bound command line; resolves with its error. */
  #runCommand(line: string, session: string): Promise<string | null> {
    const id = this.#nextRun++;
    return new Promise((resolve) => {
      this.#runs.set(id, resolve);
      this.#thin.send({ t: "run", id, line, session });
    });
  }

  /** The client's terminal as the attach client uses it. */
  #terminal(): OuterTerminal {
    const fd = this.#fd;
    return {
      isTerminal: () => true,
      size: () => {
        const { cols, rows } = getWindowSize(fd);
        return clampSize(cols || 80, rows || 24);
      },
      // The client put it in raw mode before it asked, and puts it back.
      setRaw: () => {},
      write: (bytes) => this.#writer.write(bytes),
      startReading: (onData, onEnd) => {
        this.#reader = new TtyReader(fd, onData, onEnd);
        if (this.#paused) this.#reader.pause(true);
      },
      stopReading: async () => await this.#reader?.stop(),
      onResize: (fn) => {
        this.#resizes.add(fn);
        return () => this.#resizes.delete(fn);
      },
      onTerminate: (fn) => {
        this.#terminates.add(fn);
        return () => this.#terminates.delete(fn);
      },
      // The line goes to the client in `done`, which prints it.
      printLine: () => {},
    };
  }
}
