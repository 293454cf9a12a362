/**
 * `TargetHandle`: what a session handle and a pane handle share. Each
 * request is built here once, with the target the handle names: a
 * session's name (its active pane) or a pane's id (`%3`, whichever
 * window and session hold it).
 *
 * @module
 */

import type {
  CaptureAnswer,
  ExitStatus,
  PaneInfo,
  Request,
  Responses,
} from "../../protocol/messages.ts";
import {
  MAX_PASTE_BYTES,
  MAX_SIDE,
  MAX_STRING_ITEM,
  MAX_TIMEOUT_MS,
} from "../../protocol/limits.ts";
import { checkTarget, MAX_NAME } from "../../protocol/names.ts";
import type { ScreenJson } from "../../vt/types.ts";
import {
  type Connection,
  ConnectionError,
  RequestError,
} from "../connection.ts";
import { encodeKeys } from "../keys.ts";

/**
 * Largest piece of input sent in one request. The daemon refuses input
 * beyond what the program has not read yet (1 MiB); sending in pieces, each
 * after the previous one reached the pty, keeps a long paste under that.
 */
const SEND_CHUNK_BYTES = 64 * 1024;

/**
 * How long a listing waits for a dead pane's exit status. The daemon has
 * it at hand and answers at once; the limit only bounds the wait should
 * the pane be listed dead a moment before its output is all parsed.
 */
const DEAD_STATUS_MS = 1000;

/** Longest working directory the daemon parses (`validate.ts`'s default). */
const MAX_CWD = 4096;

/** Longest target the daemon parses (UTF-16 units, as `validate.ts`). */
const MAX_TARGET = MAX_NAME * 2 + 16;

/** Options of the `wait*` methods. */
export interface WaitOptions {
  /** Give up after this many ms (`RequestError` code "timeout"). */
  timeoutMs?: number;
  /** Cancels the wait (`RequestError` code "timeout"). */
  signal?: AbortSignal;
}

/** Options of `waitFor()`. */
export interface TextWaitOptions extends WaitOptions {
  /**
   * Match only text that appears after the wait began (`wait --new`):
   * screen rows changed or new since, lines scrolled into the history
   * since. Start the wait before the input that brings the text, on the
   * same connection (the daemon takes requests in order):
   * `const prompt = s.waitFor(/^\$ $/m, { onlyNew: true }); await
   * s.send("make\n"); await prompt;`.
   */
  onlyNew?: boolean;
}

/** What `capture()` returns: the screen, as `berth capture --json` prints it. */
export interface Capture extends ScreenJson {
  /** The rows (scrollback first, when asked for) with SGR escapes. */
  ansi: string[];
  /** `lines` joined by "\n": the screen as `berth capture` prints it. */
  text: string;
}

/** Options of `capture()`. */
export interface CaptureOptions {
  /** History lines above the screen: a count, or "all". Default 0. */
  scrollback?: number | "all";
}

/** Options of `lines()`. */
export interface LinesOptions extends CaptureOptions {
  /** With SGR escapes, as `berth capture --ansi` prints them. */
  ansi?: boolean;
  /**
   * Rows the terminal wrapped joined into the lines the program wrote, as
   * `berth capture --join` (a long line comes out whole).
   */
  join?: boolean;
}

/** What a new pane runs, and where (`newWindow()`, `splitWindow()`). */
export interface NewPaneOptions {
  /**
   * Program and arguments, run as given (no shell); when absent, the
   * user's shell as a login shell (as the CLI's, and tmux's).
   */
  cmd?: string[];
  /** Working directory; default the directory the session started in. */
  cwd?: string;
  /**
   * Added to the session's environment for this program only (the CLI's
   * `-e VAR=VAL`); the rest is the session's, as tmux gives a new pane.
   */
  env?: Record<string, string>;
  /**
   * Keep what is shown: `splitWindow()` leaves the split pane active,
   * `newWindow()` does not show the new window (the CLI's `-d`).
   */
  detached?: boolean;
}

/**
 * Options of `splitWindow()`: as `berth split-window`'s, which are tmux's.
 * Without `size` or `percent`, the pane split is halved.
 */
export interface SplitOptions extends NewPaneOptions {
  /**
   * Side by side: the new pane goes right of the one split (tmux's `-h`);
   * default false, below it (`-v`).
   */
  horizontal?: boolean;
  /** Put the new pane left of or above the one split (`-b`). */
  before?: boolean;
  /** The new pane's width (horizontal) or height in cells (`-l`), 1-4096. */
  size?: number;
  /** ... or in percent of the pane split (`-p`), 1-99. */
  percent?: number;
}

/** What a split or a new window made: its pane's id (`%N`) and program. */
export interface MadePane {
  id: string;
  pid: number;
}

/**
 * A pane, as `list-panes` shows it (`berth list-panes --json`), with its
 * place, title and exit status: `PaneInfo`'s fields (index, active, x, y,
 * cols, rows, pid, command, dead, target), its id as tmux writes it.
 */
export interface PaneListing extends Omit<PaneInfo, "id"> {
  /** Its id (tmux's `%N`): unique in the daemon, never reused. */
  id: string;
  /** Its session's name and its window's index. */
  session: string;
  window: number;
  /**
   * As tmux's `#{pane_title}`: the title its program set, else the host's
   * name ("" from a daemon older than `-F`).
   */
  title: string;
  /** How its program ended, when it is dead; else null. */
  exit: ExitStatus | null;
}

/** A window, as `list-windows` shows it (`berth list-windows --json`). */
export interface WindowListing {
  /** Its number in the session (tmux's `#I`). */
  index: number;
  /** Its id (tmux's `@N`; "" from a daemon older than `-F`). */
  id: string;
  name: string;
  /** The window shown. */
  active: boolean;
  /** How many panes it holds. */
  panes: number;
  /** Its size (absent from daemons before it was sent). */
  cols?: number;
  rows?: number;
}

/**
 * What sessions and panes have in common: type, press keys, paste, wait,
 * read the screen, split. `SessionHandle` aims these at the session's
 * active pane, `PaneHandle` at one pane. Methods reject with
 * `RequestError` (its `code` says why: "not-found", "exited", "timeout",
 * "busy" ...) or, when the daemon goes away, `ConnectionError`.
 */
export abstract class TargetHandle {
  #conn: Connection;
  #target: string;

  /** Made by `Berth` and the handles; see `SessionHandle`, `PaneHandle`. */
  constructor(conn: Connection, target: string) {
    this.#conn = conn;
    this.#target = target;
  }

  /** Ends what the handle names (see `SessionHandle`, `PaneHandle`). */
  abstract kill(): Promise<void>;

  /**
   * Kills it: `await using h = ...` cleans up after itself. A lost
   * connection is no error here (the daemon is gone, or was closed first).
   */
  async [Symbol.asyncDispose](): Promise<void> {
    try {
      await this.kill();
    } catch (err) {
      if (!(err instanceof ConnectionError)) throw err;
    }
  }

  /**
   * Types `input` into the program: a string is sent as UTF-8, exactly as
   * given ("\n" is a line feed, which a shell takes as Enter). Resolves once
   * the bytes reached the pty.
   */
  async send(input: string | Uint8Array): Promise<void> {
    const bytes = typeof input === "string"
      ? new TextEncoder().encode(input)
      : input;
    let off = 0;
    do {
      await this.request({
        op: "send",
        name: this.#target,
        data: bytes.subarray(off, off + SEND_CHUNK_BYTES),
        // Refused only at its start: a later chunk waits for room.
        ...(off > 0 ? { follows: true } : {}),
      });
      off += SEND_CHUNK_BYTES;
    } while (off < bytes.length);
  }

  /**
   * Pastes `text` as a terminal would: its escape sequences and control
   * characters (but tab and line ends) removed, line ends sent as CR, and
   * wrapped as a bracketed paste (`ESC [ 200 ~` ... `ESC [ 201 ~`) when the
   * program asked for one, so pasted text can never run as typed commands.
   * At most 1 MiB (`MAX_PASTE_BYTES`), in one piece.
   */
  async paste(text: string): Promise<void> {
    const data = new TextEncoder().encode(text);
    if (data.length > MAX_PASTE_BYTES) {
      throw new RequestError(
        "bad-request",
        `A paste holds at most ${MAX_PASTE_BYTES} bytes, not ${data.length}`,
      );
    }
    await this.request({ op: "send", name: this.#target, data, paste: true });
  }

  /**
   * Presses named keys in order: `sendKeys("C-c")`, `sendKeys("Up", "Enter")`
   * (see `client/keys.ts` for the names). Cursor keys follow the program's
   * cursor-keys mode as its screen last showed it. Throws `KeyNameError` for
   * an unknown name, before sending anything.
   */
  async sendKeys(...keys: string[]): Promise<void> {
    const { normal, cursorKeys } = encodeKeys(keys);
    await this.request({
      op: "send",
      name: this.#target,
      data: normal,
      cursorKeysData: cursorKeys ?? undefined,
    });
  }

  /**
   * Resolves once the screen matches `pattern` (a RegExp, or a string
   * matched literally). The daemon checks its own screen model as output
   * arrives, so text that is shown only for a moment is still seen. Rejects
   * with code "exited" when the program (a pane's; a session's last) ends
   * first. `onlyNew`: only text that appears after the wait began.
   */
  async waitFor(
    pattern: RegExp | string,
    opts: TextWaitOptions = {},
  ): Promise<void> {
    const re = typeof pattern === "string"
      ? new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      : pattern;
    const text = { source: re.source, flags: re.flags };
    await this.#wait(opts.onlyNew ? { text, fresh: true } : { text }, opts);
  }

  /** Resolves once the program has printed nothing for `quietMs`. */
  async waitIdle(quietMs: number, opts: WaitOptions = {}): Promise<void> {
    await this.#wait({ idleMs: quietMs }, opts);
  }

  /**
   * Resolves with the exit status once the program has exited (at once
   * when it already has: a kept session, a dead pane, or one that ended
   * moments ago). A session's is its last pane's; a pane's is its own
   * program's, even after the pane closed.
   */
  async waitExit(opts: WaitOptions = {}): Promise<ExitStatus> {
    const r = await this.#wait({ exit: true }, opts);
    return r.exit!;
  }

  /** The screen now: text lines, cells, cursor, title, and SGR lines. */
  async capture(opts: CaptureOptions = {}): Promise<Capture> {
    const scrollback = opts.scrollback === "all" ? -1 : opts.scrollback ?? 0;
    const r = await this.request({
      op: "capture",
      name: this.#target,
      scrollback,
    });
    return { ...r.screen, ansi: r.ansi, text: r.screen.lines.join("\n") };
  }

  /**
   * The lines as `berth capture` prints them (history first, when asked
   * for): text, no cells, so cheaper than `capture()` for reading output.
   * Rejects with `RequestError` "version" on a daemon older than these
   * options (`berth upgrade` replaces it).
   */
  async lines(opts: LinesOptions = {}): Promise<string[]> {
    const scrollback = opts.scrollback === "all" ? -1 : opts.scrollback ?? 0;
    // A daemon older than `lines` answers with the whole screen.
    const r = (await this.request({
      op: "capture",
      name: this.#target,
      scrollback,
      lines: opts.ansi ? "ansi" : "text",
      ...(opts.join ? { join: true } : {}),
    })) as CaptureAnswer;
    if (!("lines" in r) || (opts.join && !r.joined)) {
      throw new RequestError(
        "version",
        "The running daemon is older than lines(); berth upgrade replaces it with this berth",
      );
    }
    return r.lines;
  }

  /** The connection the handle's requests go over. */
  protected get connection(): Connection {
    return this.#conn;
  }

  /** One request and its answer. */
  protected request<R extends Request>(req: R): Promise<Responses[R["op"]]> {
    return this.#conn.request(req);
  }

  /**
   * A window or pane request (`split-window` ... `list-panes`), its target
   * `#target` or `sub` inside it (`SESSION:sub`). The daemon drops a
   * connection whose such request it cannot parse (a bad target, a size
   * out of range), which would fail every other request in flight: the
   * caller checks its numbers, this the target, and both throw
   * `RequestError` "bad-request" before anything is sent.
   */
  protected paneRequest<R extends Request & { name: string }>(
    req: Omit<R, "name">,
    sub?: string,
  ): Promise<Responses[R["op"]]> {
    const name = sub === undefined ? this.#target : `${this.#target}:${sub}`;
    const why = name.length > MAX_TARGET
      ? `Target ${name.slice(0, 40)}... is too long`
      : checkTarget(name);
    if (why) throw new RequestError("bad-request", why);
    return this.request({ ...req, name } as R);
  }

  /** `split-window` on the target's pane; the new pane's id and pid. */
  protected async split(opts: SplitOptions): Promise<MadePane> {
    if (opts.size !== undefined && opts.percent !== undefined) {
      throw new RequestError(
        "bad-request",
        "splitWindow() takes size or percent, not both",
      );
    }
    checkInt("size", opts.size, 1, MAX_SIDE);
    checkInt("percent", opts.percent, 1, 99);
    checkLength("cwd", opts.cwd, MAX_CWD);
    checkEnv(opts.env);
    const made = await this.paneRequest<
      Extract<Request, { op: "split-window" }>
    >({
      op: "split-window",
      kind: opts.horizontal ? "lr" : "tb",
      size: opts.size,
      percent: opts.percent,
      before: opts.before,
      detached: opts.detached,
      cmd: opts.cmd,
      cwd: opts.cwd,
      env: opts.env,
    });
    return await this.#made(made);
  }

  /** `new-window` in the target's session; its pane's id and pid. */
  protected async openWindow(
    opts: NewPaneOptions & { name?: string },
  ): Promise<MadePane> {
    checkLength("name", opts.name, MAX_NAME);
    checkLength("cwd", opts.cwd, MAX_CWD);
    checkEnv(opts.env);
    const made = await this.paneRequest<
      Extract<Request, { op: "new-window" }>
    >({
      op: "new-window",
      windowName: opts.name,
      detached: opts.detached,
      cmd: opts.cmd,
      cwd: opts.cwd,
      env: opts.env,
    });
    return await this.#made(made);
  }

  /**
   * The panes of the target's window (`sub`: of `SESSION:sub`'s), in
   * index order; `RequestError` "not-found" when there is none.
   */
  protected async listPanes(sub?: string): Promise<PaneListing[]> {
    const { panes, lines } = await this.paneRequest<
      Extract<Request, { op: "list-panes" }>
    >({ op: "list-panes", format: "#{pane_title}" }, sub);
    return await Promise.all(panes.map(async (p, i) => {
      const colon = p.target.indexOf(":");
      return {
        id: `%${p.id}`,
        index: p.index,
        session: p.target.slice(0, colon),
        window: Number(p.target.slice(colon + 1, p.target.lastIndexOf("."))),
        target: p.target,
        active: p.active,
        x: p.x,
        y: p.y,
        cols: p.cols,
        rows: p.rows,
        pid: p.pid,
        command: p.command,
        title: lines?.[i] ?? "",
        dead: p.dead,
        exit: p.dead ? await this.#deadStatus(p.id) : null,
      };
    }));
  }

  /** The windows of the target's session, in index order. */
  protected async listWindows(): Promise<WindowListing[]> {
    const { windows, lines } = await this.paneRequest<
      Extract<Request, { op: "list-windows" }>
    >({ op: "list-windows", format: "#{window_id}" });
    return windows.map(({ index, ...w }, i) => ({
      index,
      id: lines?.[i] ?? "",
      ...w,
    }));
  }

  /**
   * A dead pane's exit status (a wait for its exit answers at once); null
   * when it went meanwhile.
   */
  async #deadStatus(id: number): Promise<ExitStatus | null> {
    try {
      const r = await this.request({
        op: "wait",
        name: `%${id}`,
        exit: true,
        timeoutMs: DEAD_STATUS_MS,
      });
      return r.exit ?? null;
    } catch (err) {
      if (err instanceof RequestError) return null;
      throw err;
    }
  }

  /**
   * The id of a pane just made: in the answer, else (a daemon older than
   * `paneId`) found by the target the answer gave.
   */
  async #made(
    made: { target: string; pid: number; paneId?: number },
  ): Promise<MadePane> {
    if (made.paneId !== undefined) {
      return { id: `%${made.paneId}`, pid: made.pid };
    }
    const { panes } = await this.request({
      op: "list-panes",
      name: made.target,
    });
    const pane = panes.find((p) => p.target === made.target);
    if (!pane) {
      throw new RequestError(
        "not-found",
        `Pane ${made.target} ended as soon as it was made`,
      );
    }
    return { id: `%${pane.id}`, pid: made.pid };
  }

  async #wait(
    cond: Omit<Extract<Request, { op: "wait" }>, "op" | "name" | "timeoutMs">,
    opts: WaitOptions,
  ): Promise<Responses["wait"]> {
    opts.signal?.throwIfAborted();
    checkMs("timeoutMs", opts.timeoutMs);
    checkMs("quietMs", cond.idleMs);
    const id = this.#conn.nextRequestId;
    const result = this.request({
      op: "wait",
      name: this.#target,
      ...cond,
      timeoutMs: opts.timeoutMs,
    });
    const cancel = () =>
      this.#conn.send({ t: "unsubscribe", id }).catch(() => {});
    opts.signal?.addEventListener("abort", cancel, { once: true });
    try {
      return await result;
    } catch (err) {
      // Aborted: the signal's reason, as fetch() and Deno's APIs reject
      // (an AbortError), not the daemon's "timeout" answer to the cancel.
      if (opts.signal?.aborted) throw opts.signal.reason;
      throw err;
    } finally {
      opts.signal?.removeEventListener("abort", cancel);
    }
  }
}

/**
 * Refuses a wait time the daemon could not arm (`MAX_TIMEOUT_MS`, about 24.8
 * days), before anything is sent: `RequestError` code "bad-request".
 */
export function checkMs(name: string, ms: number | undefined): void {
  if (ms === undefined) return;
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_TIMEOUT_MS) {
    throw new RequestError(
      "bad-request",
      `${name} must be a whole number of ms from 0 to ${MAX_TIMEOUT_MS} (about 24.8 days), not ${ms}`,
    );
  }
}

/**
 * Refuses a number the daemon would not parse (it drops the connection
 * then), before anything is sent: `RequestError` code "bad-request".
 */
export function checkInt(
  name: string,
  n: number | undefined,
  min: number,
  max: number,
): void {
  if (n === undefined) return;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new RequestError(
      "bad-request",
      `${name} must be a whole number from ${min} to ${max}, not ${n}`,
    );
  }
}

/** Refuses a text longer than the daemon parses, as `checkInt` does. */
/**
 * Refuses an `env` the daemon could not parse (it drops the connection of
 * a request it cannot read): each name and value at most
 * `MAX_STRING_ITEM` characters. Names with `=` or NUL the daemon refuses
 * itself, in one line, when it starts the program.
 */
export function checkEnv(env: Record<string, string> | undefined): void {
  for (const [name, value] of Object.entries(env ?? {})) {
    checkLength("an env name", name, MAX_STRING_ITEM);
    checkLength(`env ${name.slice(0, 40)}`, value, MAX_STRING_ITEM);
  }
}

function checkLength(name: string, text: string | undefined, max: number) {
  if (text !== undefined && text.length > max) {
    throw new RequestError(
      "bad-request",
      `${name} is at most ${max} characters long, not ${text.length}`,
    );
  }
}
