/**
 * The session a command runs inside: `$BERTH` holds `SOCKET,SESSION` in
 * every session's environment (as tmux's `$TMUX`).
 *
 * @module
 */

import { envOf, type GlobalOptions, UserError } from "./command.ts";

/**
 * The session `$BERTH` names (in the environment the command runs for)
 * when it is one of the daemon at `global.socket`'s; else a UserError
 * saying that `cmd` needs `need` outside a session.
 */
export function insideSession(
  global: GlobalOptions,
  cmd: string,
  need: string,
): string {
  const inside = envOf(global, "BERTH") ?? "";
  const comma = inside.lastIndexOf(",");
  if (comma < 0 || inside.slice(0, comma) !== global.socket) {
    throw new UserError(`${cmd} needs ${need} outside a session`);
  }
  return inside.slice(comma + 1);
}
