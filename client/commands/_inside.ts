/**
 * The session a command runs inside: `$BERTH` holds `SOCKET,SESSION` in
 * every session's environment (as tmux's `$TMUX`).
 *
 * @module
 */

import { currentSession, type GlobalOptions, UserError } from "./command.ts";

/**
 * The session `$BERTH` names (in the environment the command runs for)
 * when it is one of the daemon the command talks to (`currentSession`);
 * else a UserError saying that `cmd` needs `need` outside a session.
 */
export function insideSession(
  global: GlobalOptions,
  cmd: string,
  need: string,
): string {
  const name = currentSession(global);
  if (name === undefined) {
    throw new UserError(`${cmd} needs ${need} outside a session`);
  }
  return name;
}
