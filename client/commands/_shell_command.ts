/**
 * tmux's rule for a command given as one argument: `new -d 'make -j8 &&
 * notify done'` runs it with the shell, as `SHELL -c TEXT`; several
 * arguments run as they are. Scripts ported from tmux write their
 * commands so.
 *
 * @module
 */

import { envOf, type GlobalOptions } from "./command.ts";

/**
 * Text that needs no shell: one word of characters no shell treats
 * specially (`top`, `./build.sh`). Anything else (a space, `;`, `|`, `$`,
 * quotes ...) is shell text.
 */
const PLAIN = /^[\w@%+=:,./-]+$/;

/**
 * `cmd` as the daemon should start it: one argument that is shell text
 * becomes `[SHELL, "-c", TEXT]` (the user's `$SHELL` here, as tmux's
 * default-shell; on another host, or without one, `/bin/sh`); a plain
 * name (`top`) or several arguments stay as they are, and so does an
 * empty command (the session's own).
 */
export function shellCommand(
  cmd: string[],
  global: GlobalOptions,
): string[] | undefined {
  if (cmd.length === 0) return undefined;
  if (cmd.length > 1 || PLAIN.test(cmd[0])) return cmd;
  const shell = envOf(global, "SHELL");
  const here = global.host === undefined;
  return [here && shell?.startsWith("/") ? shell : "/bin/sh", "-c", cmd[0]];
}
