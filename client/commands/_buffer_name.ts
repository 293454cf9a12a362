/**
 * The `-b NAME` option of the paste buffer commands, checked as the daemon
 * checks it.
 *
 * @module
 */

import { checkBufferName } from "../../protocol/names.ts";
import { parseCommandArgs } from "../cli_args.ts";
import { UserError } from "./command.ts";

/** The option spec: `-b NAME`, `--buffer NAME`. */
export const BUFFER_OPTION = {
  buffer: { type: "string", short: "b" },
} as const;

/** The buffer named with `-b`, checked; undefined for the newest. */
export function bufferName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const why = checkBufferName(name);
  if (why) throw new UserError(why);
  return name;
}

/** Refuses positionals a command does not take. */
export function noPositionals(cmd: string, positionals: string[]): void {
  if (positionals.length > 0) {
    throw new UserError(
      `${cmd} takes no argument "${positionals[0]}" (see berth ${cmd} --help)`,
    );
  }
}

/** The arguments of a command that takes only `-b NAME`: that name. */
export function onlyBufferArg(cmd: string, args: string[]): string | undefined {
  const { values, positionals } = parseCommandArgs(cmd, args, BUFFER_OPTION);
  noPositionals(cmd, positionals);
  return bufferName(values.buffer);
}
