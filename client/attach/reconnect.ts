/**
 * Getting an attachment back after its link broke: retries with backoff,
 * each a new connection (a new ssh, or the socket of a daemon that was
 * replaced) and an attach request that resumes by token from the last
 * frame drawn; and the one line shown over the last screen meanwhile.
 *
 * @module
 */

import { raceTimeout } from "../../protocol/timeout.ts";
import { ttyName } from "./tty_name.ts";
import { nobodyListens } from "../transport/byte_stream.ts";
import { upgradedAwayResult } from "./attach_result.ts";
import {
  type Connection,
  ConnectionError,
  RequestError,
} from "../connection.ts";
import type { AttachAnswer } from "../../protocol/messages.ts";
import { ATTR_INVERSE } from "../../vt/types.ts";
import { DEFAULT_ATTRS, GridRow } from "./screen_grid.ts";

/**
 * Waits before each try, in ms: at once (ssh was killed, the link may be
 * fine), then doubling to 5 s, so that a host that is back is found within
 * 5 s and a dead one costs one ssh start per 5 s.
 */
export const BACKOFF_MS = [0, 250, 500, 1000, 2000, 4000, 5000];

/**
 * The same for the local socket, where a try costs a connect: the usual
 * gap is a daemon being upgraded, back in a few hundred ms (its new
 * program starting), so tries come every 50 ms, then back off to 1 s.
 */
export const LOCAL_BACKOFF_MS = [
  0,
  50,
  50,
  50,
  50,
  50,
  100,
  100,
  200,
  500,
  1000,
];

/**
 * Longest one try may take, from starting ssh to the attach answer: ssh's
 * own connect timeout (10 s, see `ssh_args.ts`) plus a remote daemon's
 * start. A daemon that accepts but never answers (stopped) must not hold
 * the loop.
 */
const TRY_TIMEOUT_MS = 20_000;

/**
 * Tries in a row, over at least this long, that find no daemon where one
 * was (it died or was killed while the link was down) end the loop: the
 * session died with it. A live upgrade leaves its socket without a
 * listener from the exec until the new daemon listens, seconds on a
 * loaded machine: the local `open` waits that out itself
 * (`reopenPastUpgrade`); one try landing in another gap must not end an
 * attachment.
 */
const NO_DAEMON_TRIES = 3;
const NO_DAEMON_MS = 2000;

/** Shown for a moment once a resume finds a daemon that was upgraded. */
export const UPGRADED_MESSAGE = "daemon upgraded";

/** What a resume asks for. */
export interface ResumeRequest {
  name: string;
  token: string;
  /** The seq of the last frame drawn. */
  seq: number;
  readOnly: boolean;
  clipboard: boolean;
  /**
   * Held to its session (a page of a login for one session): the daemon
   * takes it from each attach request, a resume's too.
   */
  pinned?: boolean;
  /** The terminal and process `list-clients` shows (`AttachOptions.client`). */
  client?: { tty?: string; pid?: number };
  size(): { cols: number; rows: number };
}

/** How the tries went, for the status line. */
export interface TryReport {
  attempt: number;
  /** Why the last try failed (one line), if it did. */
  error?: string;
}

/** A resumed link, or the end: the session is gone. */
export type ReconnectOutcome =
  | { kind: "resumed"; conn: Connection; answer: AttachAnswer }
  | { kind: "gone"; message: string };

/**
 * Tries until a resume succeeds, the daemon says the session is gone, or
 * `stop` is aborted (the user gave up). `report` hears of each try;
 * `backoff` spaces them.
 */
export async function reconnect(
  open: () => Promise<Connection>,
  req: ResumeRequest,
  report: (r: TryReport) => void,
  stop: AbortSignal,
  backoff: number[] = BACKOFF_MS,
): Promise<ReconnectOutcome | null> {
  let error: string | undefined;
  let noDaemon = { tries: 0, since: 0 };
  for (let attempt = 1; !stop.aborted; attempt++) {
    const wait = backoff[Math.min(attempt - 1, backoff.length - 1)];
    if (wait > 0) await sleep(wait, stop);
    if (stop.aborted) break;
    report({ attempt, error });
    const held: Held = { conn: null, dropped: false };
    try {
      const answer = await withTimeout(tryOnce(open, req, held), held);
      if (stop.aborted) break;
      return { kind: "resumed", conn: held.conn!, answer };
    } catch (err) {
      drop(held);
      if (err instanceof RequestError) {
        return { kind: "gone", message: err.message };
      }
      // Upgraded to a berth of another protocol: no try will do.
      if (err instanceof ConnectionError && err.kind === "version") {
        return {
          kind: "gone",
          message: upgradedAwayResult(err.message).message.slice(1, -1),
        };
      }
      const gone = err instanceof ConnectionError && nobodyListens(err.kind);
      noDaemon = gone
        ? { tries: noDaemon.tries + 1, since: noDaemon.since || Date.now() }
        : { tries: 0, since: 0 };
      if (
        noDaemon.tries >= NO_DAEMON_TRIES &&
        Date.now() - noDaemon.since >= NO_DAEMON_MS
      ) {
        return {
          kind: "gone",
          message: `daemon gone: ${(err as Error).message}`,
        };
      }
      error = whyTryFailed(err);
    } finally {
      if (stop.aborted) drop(held);
    }
  }
  return null;
}

/**
 * A failed try's reason for the status line. A login that needs the user
 * (a passphrase, a password, a host key to accept) fails at once, since a
 * reconnect never lets ssh prompt (`Connection.open`'s `batch`): it says
 * what to do instead.
 */
function whyTryFailed(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  if (err instanceof ConnectionError && err.kind === "ssh") {
    if (/could not log in/.test(message)) {
      return "ssh needs to ask for a passphrase, a password or a new host key, which it cannot do while attached (ssh-add the key, or give up and attach again)";
    }
  }
  return message;
}

// The connection of one try, to close when the try is given up.
interface Held {
  conn: Connection | null;
  dropped: boolean;
}

function drop(held: Held): void {
  held.dropped = true;
  held.conn?.close();
}

// One try: a connection, then the resuming attach request.
async function tryOnce(
  open: () => Promise<Connection>,
  req: ResumeRequest,
  held: Held,
): Promise<AttachAnswer> {
  const conn = await open();
  held.conn = conn;
  if (held.dropped) conn.close(); // the try timed out meanwhile
  const size = req.size();
  return await conn.request({
    op: "attach",
    name: req.name,
    readOnly: req.readOnly,
    cols: size.cols,
    rows: size.rows,
    ...(req.clipboard ? { clipboard: true } : {}),
    ...(req.pinned ? { pinned: true } : {}),
    resume: { token: req.token, seq: req.seq },
    ...(req.client ?? ttyName()),
  });
}

// A try that takes too long is given up, its connection dropped.
function withTimeout<T>(p: Promise<T>, held: Held): Promise<T> {
  return raceTimeout(p, TRY_TIMEOUT_MS, () => {
    drop(held);
    return new Error(`no answer in ${TRY_TIMEOUT_MS / 1000} s`);
  });
}

function sleep(ms: number, stop: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    stop.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      stop.removeEventListener("abort", done);
      resolve();
    }
  });
}

/**
 * The status line shown in place of the bottom row while the link is
 * down: what happened, why the last try failed, how to give up, that
 * keys are kept (or dropped). The why comes before the rest, in its last
 * words (ssh's own, such as "Connection refused"): a row cuts at its
 * right end, and whole and last, an 80-column row had room for barely a
 * word of it.
 */
export function statusText(
  where: string,
  prefix: string,
  report: TryReport,
  dropped: number,
): string {
  const keys = dropped > 0
    ? `${dropped} bytes typed over 64 KiB dropped`
    : "keys kept";
  const why = report.error ? `: ${lastWords(report.error)}` : "";
  return `[reconnecting to ${where}, try ${report.attempt}${why}; ${prefix} d gives up; ${keys}]`;
}

// "Cannot reach box: ssh: connect to host box port 22: Connection
// refused" says "Connection refused"; the rest names what the line does.
function lastWords(error: string): string {
  const at = error.lastIndexOf(": ");
  return at < 0 ? error : error.slice(at + 2);
}

/** `text` in reverse video across a row `cols` wide (cut at the right). */
export function statusRow(cols: number, text: string): GridRow {
  const row = new GridRow(cols);
  const style = { ...DEFAULT_ATTRS, flags: ATTR_INVERSE };
  const chars = [...text];
  for (let x = 0; x < cols; x++) {
    row.fill(x, x + 1, x < chars.length ? chars[x] : " ", style);
  }
  return row;
}
