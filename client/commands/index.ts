/**
 * Every `berth` subcommand, in the order `berth --help` lists them.
 *
 * @module
 */

import type { Command } from "./command.ts";
import { command as start } from "./start.ts";
import { command as newSession } from "./new.ts";
import { command as attach } from "./attach.ts";
import { command as ls } from "./ls.ts";
import { command as kill } from "./kill.ts";
import { command as killServer } from "./kill_server.ts";
import { command as replay } from "./replay.ts";

export const COMMANDS: Command[] = [
  start,
  newSession,
  attach,
  ls,
  kill,
  killServer,
  replay,
];

/** The command called `name` (or one of its aliases). */
export function findCommand(name: string): Command | undefined {
  return COMMANDS.find((c) => c.name === name || c.aliases?.includes(name));
}
