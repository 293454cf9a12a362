/**
 * What the window and pane commands share: the target (`-t`, else the
 * session this command runs inside, from `$BERTH`) and one request.
 *
 * @module
 */

import type { Request, Responses } from "../../protocol/messages.ts";
import { connectOrFail } from "./_connect.ts";
import type { DaemonAddress } from "../transport/byte_stream.ts";
import { requestOrFail } from "./_request.ts";
import {
  currentSession,
  type GlobalOptions,
  paneHere,
  UserError,
} from "./command.ts";
import { checkTarget } from "../../protocol/names.ts";

/**
 * The target of a window or pane command: `-t TARGET` as typed (the
 * daemon reads `1`, `:1`, `1.2` against the current target the request
 * carries: `currentTarget`), else the pane this command runs in (`$BERTH`
 * names the session, `$BERTH_PANE` the pane, as tmux's current pane; only
 * when the command talks to that session's daemon: `currentSession`),
 * else the daemon's most recently active session (`currentPane`).
 * Checked here as `sessionAndRest` checks its own: the daemon drops a
 * connection whose request holds a bad target, which read "Lost the
 * daemon: ...".
 */
export function paneTarget(
  cmd: string,
  target: string | undefined,
  global: GlobalOptions,
  flag = "-t",
): string {
  const taken = target !== undefined && target !== ""
    ? target
    : currentPane(cmd, global, flag);
  return checked(taken);
}

/**
 * The target of `move-window -t`: `-t TARGET` (as `paneTarget`), else the
 * session this command runs inside (its first free window index); outside
 * any, `:`, the most recently active session's, as tmux's
 * `cmd_find_best_session`.
 */
export function moveTarget(
  target: string | undefined,
  global: GlobalOptions,
): string {
  if (target !== undefined && target !== "") return checked(target);
  return checked(currentSession(global) ?? ":");
}

/** `target`, when it can be one; else a UserError saying why. */
function checked(target: string): string {
  const why = checkTarget(target);
  if (why) throw new UserError(why);
  return target;
}

/** The pane this command runs in (`paneHere`; see `paneTarget`). */
export function herePane(global: GlobalOptions): string | undefined {
  return paneHere(global);
}

/**
 * The session a key's command runs for (`boundTo`, as `SESSION:`), else
 * `herePane`; else, outside a session (a script, cron, another daemon's
 * pane), `:` for -t: the daemon's most recently active session, its
 * window and pane, as tmux's `cmd_find_best_session` makes a command
 * without -t act there (`tmux send-keys make Enter` from a shell). A
 * source (-s) is not guessed: tmux's is often the marked pane.
 */
function currentPane(
  cmd: string,
  global: GlobalOptions,
  flag: string,
): string {
  const here = global.boundTo !== undefined
    ? `${global.boundTo}:`
    : herePane(global);
  if (here) return here;
  if (flag === "-t") return ":";
  throw new UserError(
    `${cmd} needs ${flag} SESSION[:WINDOW[.PANE]] outside a session`,
  );
}

/** Sends one request to the daemon at `where`; errors become UserError. */
export async function paneRequest<R extends Request>(
  where: string | DaemonAddress,
  req: R,
): Promise<Responses[R["op"]]> {
  using conn = await connectOrFail(where);
  return await requestOrFail(conn, req);
}
