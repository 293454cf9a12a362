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

/**
 * The target of a window or pane command: `-t TARGET`, else the pane this
 * command runs in (`$BERTH` names the session, `$BERTH_PANE` the pane, as
 * tmux's current pane).
 */
export function paneTarget(cmd: string, target: string | undefined): string {
  if (target !== undefined && target !== "") return target;
  const name = insideSession();
  const pane = Deno.env.get("BERTH_PANE");
  if (name && pane && /^%\d+$/.test(pane)) return `${name}:${pane}`;
  if (name) return name;
  throw new UserError(
    `${cmd} needs -t SESSION[:WINDOW[.PANE]] outside a session`,
  );
}

/**
 * The target of a tmux-named scripting command (`send-keys`,
 * `capture-pane`): as `paneTarget`, and tmux's bare pane id `%N` names a
 * pane of the session this command runs in (berth's pane ids are per
 * session, tmux's per server).
 */
export function tmuxPaneTarget(
  cmd: string,
  target: string | undefined,
): string {
  if (target === undefined || !/^%\d+$/.test(target)) {
    return paneTarget(cmd, target);
  }
  const name = insideSession();
  if (name) return `${name}:${target}`;
  throw new UserError(
    `${cmd} -t ${target}: a pane id is per session in berth; write -t SESSION:${target}`,
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
