/**
 * The daemon connection a page's attach client gets (`bridge.ts`): the
 * bridge's own, with what the page's login may do enforced here, in the
 * serve process, whatever the page sends.
 *
 * A read-only login's attach client asks only for what shows the session
 * (its history, the settings, display-panes' panes): its choosers and
 * prompts, which would switch, kill or change things, are refused with
 * one line. The daemon holds such an attachment read-only as well (no
 * input, no resize, no copy mode kept on its panes). A login for one
 * session that may type gets what its mouse and copy mode do in that
 * session besides (select and resize panes and windows, send a click to
 * a pane, keep a copy), never another session's list, a kill, a paste
 * buffer's text or a command: a session shared to run one program (top,
 * a game) does not become a shell.
 *
 * Its `close` waits for the daemon's answer to the detach (or its own
 * hang-up, at most `DETACH_MS`): the keys sent before the detach are then
 * in the session before the page's next link attaches, as a link that
 * takes over needs (two daemon connections keep no order between them).
 *
 * @module
 */

import {
  type Connection,
  type PushMsg,
  RequestError,
} from "../client/connection.ts";
import type { Request } from "../protocol/messages.ts";
import { raceTimeout } from "../protocol/timeout.ts";

/** Longest a close waits for the daemon to answer the detach. */
const DETACH_MS = 2000;

/** What a read-only login's attach client may ask the daemon. */
const READ_ONLY_OPS: ReadonlySet<string> = new Set([
  "attach",
  "history",
  "options",
  "list-panes",
]);

/** What a login for one session that may type may ask besides. */
const SESSION_OPS: ReadonlySet<string> = new Set([
  ...READ_ONLY_OPS,
  "select-pane",
  "resize-pane",
  "select-window",
  "send",
  "set-buffer",
]);

/** How far a page's login reaches. */
export type LoginReach = "all" | "session" | "read-only";

/** Whether a page's attach client with `reach` may ask for `op`. */
function allowed(reach: LoginReach, op: string): boolean {
  if (reach === "all") return true;
  return (reach === "session" ? SESSION_OPS : READ_ONLY_OPS).has(op);
}

/**
 * `conn` as a page's attach client uses it; `closed`: once really closed;
 * `pushed` sees each of the daemon's pushes as it comes, before the
 * attach client (whose queue may wait on the page).
 */
export function loginConnection(
  conn: Connection,
  reach: LoginReach,
  closed: () => void,
  pushed: (msg: PushMsg) => void = () => {},
): Connection {
  const detached = Promise.withResolvers<void>();
  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    raceTimeout(
      Promise.race([detached.promise, conn.closed]),
      DETACH_MS,
      () => new Error(),
    ).catch(() => {}).finally(() => {
      conn.close();
      closed();
    });
  };
  const request = (req: Request) => {
    if (!allowed(reach, req.op)) {
      const why = reach === "read-only"
        ? `A read-only login may not ${req.op}; it watches the session`
        : `A login for one session may not ${req.op}; it types there`;
      return Promise.reject(new RequestError("bad-request", why));
    }
    return conn.request(req);
  };
  return new Proxy(conn, {
    get(target, prop) {
      if (prop === "close") return close;
      if (prop === "request") return request;
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
    set(target, prop, value) {
      if (prop !== "onPush") return Reflect.set(target, prop, value, target);
      const onPush = value as (msg: PushMsg) => void;
      target.onPush = (msg) => {
        if (msg.t === "end") detached.resolve();
        pushed(msg);
        onPush(msg);
      };
      return true;
    },
  });
}
