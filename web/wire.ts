/**
 * The messages between the page and `berth serve` over the WebSocket: JSON
 * text, one object per message with a `t` field. Everything the page sends
 * is checked here (`parsePageMsg`) before the bridge acts on it; anything
 * malformed closes that WebSocket and nothing else.
 *
 * Conversation: the page sends `hello`; the server attaches to the session
 * and answers `attached` (with the last input `seq` it delivered for this
 * page, so that the page resends only what is missing), then `out` with
 * bytes for xterm.js. The page acks each `out` once xterm.js has written it;
 * the server acks the daemon's frame only then, so a slow or sleeping tab
 * gets one bigger update, never a queue. `session` says the page shows
 * another session now (a switch), or the same one by another name (a
 * rename). `attached` and `session` give the session's id and creation
 * time when known: the page's next link asks for it by them
 * (`/ws?session=NAME&id=$N&created=MS`), so that a session renamed while
 * the link was down is found, and a new one of its old name is not.
 * `input` and `paste` carry a
 * sequence number per page: after a reconnect the server drops those it
 * already delivered, so text typed in the gap arrives once.
 *
 * Heartbeat: the page sends `ping` every second (as the attach client
 * beats to the daemon, `HEARTBEAT_INTERVAL_MS`) and the server answers
 * `pong` at once, attached or not. A page that hears nothing at all for a
 * few seconds says so, and past `HEARTBEAT_TIMEOUT_MS` drops the WebSocket
 * and reconnects: a silent link (a stopped proxy, a dead Wi-Fi) never
 * closes by itself, and the browser cannot send WebSocket pings.
 *
 * Closing: a server that closes a link the page is to see closed cleanly
 * (it stops, it listens again, the daemon went away) says `bye` first,
 * or `end` when the attachment ended; the page sends nothing more on it
 * but `bye`, and the server closes the WebSocket once it has that
 * (`Bridge`'s `#closeAfterBye` says why).
 *
 * @module
 */

import { MAX_SIDE } from "../protocol/limits.ts";

/** Bump on any change of these shapes (the page and server ship together). */
export const WIRE_VERSION = 6;

/**
 * Largest page the serve process draws for, in cells: its attach client
 * keeps a model of the page's screen, and a page that said 4096x4096 (any
 * login, a read-only one too) took the serve process to 1.25 GB and 24 s
 * of work, every other page of it frozen meanwhile (1000x500: 150 MB, at
 * once). A 4K screen at 50% zoom is about 850x250 cells. A larger page is
 * drawn in this much of its top left.
 */
export const PAGE_MAX_COLS = 1000;
export const PAGE_MAX_ROWS = 500;

/** Largest message the page may send (a big paste), in UTF-16 units. */
export const MAX_PAGE_MSG = 1024 * 1024;

/** Page to server. */
export type PageMsg =
  | {
    t: "hello";
    version: number;
    /** Random per page load: names the page across reconnects. */
    client: string;
    cols: number;
    rows: number;
    /** The user allowed clipboard writes (OSC 52) on this page. */
    clipboard: boolean;
  }
  | { t: "input"; seq: number; data: string; binary: boolean }
  /** `bracketed`: the session asked for bracketed paste (xterm.js's mode). */
  | { t: "paste"; seq: number; text: string; bracketed?: boolean }
  | { t: "resize"; cols: number; rows: number }
  | { t: "ack"; id: number }
  | { t: "scroll"; pageUp: boolean }
  | { t: "ping"; id: number }
  /** The answer to the server's `bye`: the last message on this link. */
  | { t: "bye" };

/** Server to page. */
export type ServeMsg =
  | {
    t: "attached";
    name: string;
    /** The session's `$N` and creation time (ms), when known. */
    id?: string;
    created?: number;
    readOnly: boolean;
    delivered: number;
  }
  /**
   * The page shows session `name` now (`switch-client`, a chooser's
   * Enter, `rename-session`): its address, title and next link follow.
   */
  | { t: "session"; name: string; id?: string; created?: number }
  | { t: "out"; id: number; data: string }
  | { t: "inputAck"; seq: number }
  /** Copy mode started or ended (the page's wheel and Shift+PageUp). */
  | { t: "scroll"; on: boolean }
  /** The answer to the page's `ping` with its `id`. */
  | { t: "pong"; id: number }
  | { t: "end"; message: string }
  /**
   * The server closes this link (`why`, e.g. "server stopping"): the page
   * sends nothing more on it but its own `bye`.
   */
  | { t: "bye"; why: string };

type Obj = Record<string, unknown>;

/** The page's message in `text`, or null when it is not a valid one. */
export function parsePageMsg(text: string): PageMsg | null {
  if (text.length > MAX_PAGE_MSG) return null;
  let o: unknown;
  try {
    o = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof o !== "object" || o === null || Array.isArray(o)) return null;
  try {
    return checked(o as Obj);
  } catch {
    return null;
  }
}

function checked(o: Obj): PageMsg | null {
  switch (o.t) {
    case "hello":
      return {
        t: "hello",
        version: int(o.version, 0, 1000),
        client: str(o.client, 64),
        ...pageSize(o),
        clipboard: o.clipboard === true,
      };
    case "input":
      return {
        t: "input",
        seq: int(o.seq, 1, Number.MAX_SAFE_INTEGER),
        data: str(o.data, MAX_PAGE_MSG),
        binary: o.binary === true,
      };
    case "paste":
      return {
        t: "paste",
        seq: int(o.seq, 1, Number.MAX_SAFE_INTEGER),
        text: str(o.text, MAX_PAGE_MSG),
        bracketed: o.bracketed === true,
      };
    case "resize":
      return {
        t: "resize",
        ...pageSize(o),
      };
    case "ack":
      return { t: "ack", id: int(o.id, 0, Number.MAX_SAFE_INTEGER) };
    case "scroll":
      return { t: "scroll", pageUp: o.pageUp === true };
    case "ping":
      return { t: "ping", id: int(o.id, 0, Number.MAX_SAFE_INTEGER) };
    case "bye":
      return { t: "bye" };
    default:
      return null;
  }
}

// The page's cols and rows, held to what the serve process draws for.
function pageSize(o: Obj): { cols: number; rows: number } {
  return {
    cols: Math.min(int(o.cols, 1, MAX_SIDE), PAGE_MAX_COLS),
    rows: Math.min(int(o.rows, 1, MAX_SIDE), PAGE_MAX_ROWS),
  };
}

function int(v: unknown, min: number, max: number): number {
  if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) {
    throw new Error("bad integer");
  }
  return v;
}

function str(v: unknown, maxLen: number): string {
  if (typeof v !== "string" || v.length > maxLen) throw new Error("bad string");
  return v;
}
