/**
 * tmux 3.3a's `copy-mode [-eHMqu] [-t TARGET]` as the attach client runs
 * it, from a key's binding, a prompt or the command line (step 46's
 * push): on the pane `-t` names, active or not (tmux enters copy mode on
 * that pane, the keys still going to the active one), `-e` leaving at
 * the bottom, `-H` without the position indicator, `-u` a page up, `-q`
 * leaving copy mode. `-M` takes a mouse drag on: from a key it does
 * nothing, as tmux's without a mouse event. `-s` (another pane's
 * history) berth has not.
 *
 * @module
 */

import { splitCommandLine } from "../commands/_command_runner.ts";
import { copyModeArgs, type CopyModeCommand } from "./copy_mode_args.ts";

export type { CopyModeCommand };

/**
 * The `copy-mode` command `line` is (its name in full), or null for any
 * other command line. Throws a UserError (one line) at a flag it does not
 * take, or words after them.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { copyModeCommand } from "./copy_mode_command.ts";
 * assert.deepEqual(copyModeCommand("copy-mode -eu -t :.1"), {
 *   exitAtBottom: true,
 *   hidePosition: false,
 *   pageUp: true,
 *   quit: false,
 *   mouse: false,
 *   target: ":.1",
 * });
 * assert.equal(copyModeCommand("send -X page-up"), null);
 * ```
 */
export function copyModeCommand(line: string): CopyModeCommand | null {
  if (line.trim().split(/\s+/)[0] !== "copy-mode") return null;
  return copyModeArgs(splitCommandLine(line).slice(1));
}

/**
 * Whether command `cmd` names its pane as the attach client runs it at
 * once, on its loop: none (the active one) or `%N` (the command line's,
 * found already); another target is found by the daemon first.
 */
export function paneFound(cmd: CopyModeCommand): boolean {
  return cmd.target === undefined || /^%\d+$/.test(cmd.target);
}
