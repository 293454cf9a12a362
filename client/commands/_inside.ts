/**
 * The session a command runs inside: `$BERTH` holds `SOCKET,SESSION` in
 * every session's environment (as tmux's `$TMUX`).
 *
 * @module
 */

import { UserError } from "./command.ts";

/**
 * The session `$BERTH` names when it is one of the daemon at `socket`'s;
 * else a UserError saying that `cmd` needs `need` outside a session.
 */
export function insideSession(socket: string, cmd: string, need: string) {
  const inside = Deno.env.get("BERTH") ?? "";
  const comma = inside.lastIndexOf(",");
  if (comma < 0 || inside.slice(0, comma) !== socket) {
    throw new UserError(`${cmd} needs ${need} outside a session`);
  }
  return inside.slice(comma + 1);
}
