/**
 * What `respawn-pane` and `respawn-window` share: tmux's options
 * (`-k`, `-c DIR`, `-e VAR=VAL`, `-t TARGET`) and the command to run.
 *
 * @module
 */

import { envOption, parseCommandArgs, splitAtCommand } from "../cli_args.ts";
import type { GlobalOptions } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import { shellCommand } from "./_shell_command.ts";

/** Runs `respawn-pane` or `respawn-window` with `args`; returns 0. */
export async function respawn(
  op: "respawn-pane" | "respawn-window",
  args: string[],
  global: GlobalOptions,
): Promise<number> {
  const { own, command } = splitAtCommand(args, ["-c", "-e", "-t"]);
  const { values } = parseCommandArgs(op, own, {
    kill: { type: "boolean", short: "k" },
    cwd: { type: "string", short: "c" },
    env: { type: "string", short: "e", multiple: true },
    target: { type: "string", short: "t" },
  });
  await paneRequest(global, {
    op,
    name: paneTarget(op, values.target, global),
    kill: values.kill,
    cwd: values.cwd,
    env: values.env ? envOption(values.env) : undefined,
    cmd: shellCommand(command, global),
  });
  return 0;
}
