/**
 * `if-shell`'s arguments, read as tmux 3.3a's `if-shell` template reads
 * them (`-bF`, `-t TARGET`, then two or three arguments): by the command
 * when it runs, and by a key binding as it is made, which tmux refuses
 * then (`bind x if -F 1`: too few arguments), not at the key press.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { UserError } from "./command.ts";

/** The options `if-shell` takes. */
const IF_SHELL_OPTIONS = {
  background: { type: "boolean", short: "b" },
  format: { type: "boolean", short: "F" },
  target: { type: "string", short: "t" },
} as const;

/**
 * `args` (after the command's name) read as `if-shell`'s; throws a
 * UserError when they are not SHELL-COMMAND COMMAND [COMMAND].
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { ifShellArgs } from "./_if_shell_args.ts";
 * assert.deepEqual(ifShellArgs(["-F", "1", "display hi"]).positionals, [
 *   "1",
 *   "display hi",
 * ]);
 * assert.throws(() => ifShellArgs(["-F", "1"]), /takes SHELL-COMMAND/);
 * ```
 */
export function ifShellArgs(args: string[]) {
  const parsed = parseCommandArgs("if-shell", args, IF_SHELL_OPTIONS);
  const n = parsed.positionals.length;
  if (n < 2 || n > 3) {
    throw new UserError(
      "if-shell takes SHELL-COMMAND COMMAND [COMMAND], each quoted whole",
    );
  }
  return parsed;
}
