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
import { UserError } from "./command.ts";
import { inCurrentSession } from "../cli_args.ts";
import { checkTarget } from "../../protocol/names.ts";

/**
 * The target of a window or pane command: `-t TARGET` (`:WINDOW.PANE`
 * inside a session is its own: `inCurrentSession`), else the pane
 * this command runs in (`$BERTH` names the session, `$BERTH_PANE` the
 * pane, as tmux's current pane). Checked here as `sessionAndRest` checks
 * its own: the daemon drops a connection whose request holds a bad
 * target, which read "Lost the daemon: ...".
 */
export function paneTarget(
  cmd: string,
  target: string | undefined,
  flag = "-t",
): string {
  const taken = target !== undefined && target !== ""
    ? inCurrentSession(target)
    : currentPane(cmd, flag);
  return checked(taken);
}

/**
 * The target of `move-window -t`: `-t TARGET` (as `paneTarget`), else the
 * session this command runs inside (its first free window index).
 */
export function sessionTarget(cmd: string, target: string | undefined): string {
  if (target !== undefined && target !== "") {
    return checked(inCurrentSession(target));
  }
  const name = insideSession();
  if (name) return checked(name);
  throw new UserError(`${cmd} needs -t SESSION[:INDEX] outside a session`);
}

/** `target`, when it can be one; else a UserError saying why. */
function checked(target: string): string {
  const why = checkTarget(target);
  if (why) throw new UserError(why);
  return target;
}

/** The pane this command runs in, as a target (see `paneTarget`). */
function currentPane(cmd: string, flag: string): string {
  const name = insideSession();
  const pane = Deno.env.get("BERTH_PANE");
  if (name && pane && /^%\d+$/.test(pane)) return `${name}:${pane}`;
  if (name) return name;
  throw new UserError(
    `${cmd} needs ${flag} SESSION[:WINDOW[.PANE]] outside a session`,
  );
}

/** The session this command runs inside (`$BERTH`'s last field), if any. */
function insideSession(): string | undefined {
  const inside = Deno.env.get("BERTH");
  return inside?.slice(inside.lastIndexOf(",") + 1) || undefined;
}

/** Sends one request to the daemon at `where`; errors become UserError. */
export async function paneRequest<R extends Request>(
  where: string | DaemonAddress,
  req: R,
): Promise<Responses[R["op"]]> {
  using conn = await connectOrFail(where);
  return await requestOrFail(conn, req);
}
