/**
 * The daemon connection a page's attach client gets (`bridge.ts`): the
 * bridge's own, with what the page's login may do enforced here, in the
 * serve process, whatever the page sends.
 *
 * A read-only login's attach client asks only for what shows the session
 * (its history, the settings, display-panes' panes): its choosers and
 * prompts, which would switch, kill or change things, are refused with
 * one line. The daemon holds such an attachment read-only as well (no
 * input, no resize, no copy mode kept on its panes).
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

/** `conn` as a page's attach client uses it; `closed`: once really closed. */
export function loginConnection(
  conn: Connection,
  readOnly: boolean,
  closed: () => void,
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
    if (readOnly && !READ_ONLY_OPS.has(req.op)) {
      return Promise.reject(
        new RequestError(
          "bad-request",
          `A read-only login may not ${req.op}; it watches the session`,
        ),
      );
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
        onPush(msg);
      };
      return true;
    },
  });
}
