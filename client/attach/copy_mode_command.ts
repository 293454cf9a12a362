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

import { UserError } from "../commands/command.ts";
import { splitCommandLine } from "../commands/_command_runner.ts";
import { parseCommandArgs } from "../cli_args.ts";

/** What a `copy-mode` command line asks for. */
export interface CopyModeCommand {
  /** `-e`: scrolling back to the bottom leaves. */
  exitAtBottom: boolean;
  /** `-H`: the position indicator hidden. */
  hidePosition: boolean;
  /** `-u`: a page up. */
  pageUp: boolean;
  /** `-q`: copy mode left. */
  quit: boolean;
  /** `-M`: a mouse drag's (nothing from a key). */
  mouse: boolean;
  /** `-t`: the pane, as written; absent: the active one. */
  target?: string;
}

const USAGE = "copy-mode takes [-eHMqu] [-t TARGET]";

/** tmux 3.3a's flags (`tmux list-commands copy-mode`). */
const OPTIONS = {
  exit: { type: "boolean", short: "e" },
  hide: { type: "boolean", short: "H" },
  mouse: { type: "boolean", short: "M" },
  quit: { type: "boolean", short: "q" },
  up: { type: "boolean", short: "u" },
  source: { type: "string", short: "s" },
  target: { type: "string", short: "t" },
} as const;

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
  const [, ...args] = splitCommandLine(line);
  const { values, positionals } = parseCommandArgs(
    "copy-mode",
    args,
    OPTIONS,
    false,
  );
  if (values.source !== undefined) {
    throw new UserError(
      "copy-mode -s is not supported (berth copies a pane's own); leave it out",
    );
  }
  if (positionals.length > 0) {
    throw new UserError(`copy-mode: too many arguments (${USAGE})`);
  }
  const cmd: CopyModeCommand = {
    exitAtBottom: values.exit === true,
    hidePosition: values.hide === true,
    pageUp: values.up === true,
    quit: values.quit === true,
    mouse: values.mouse === true,
  };
  if (values.target !== undefined) cmd.target = values.target;
  return cmd;
}

/**
 * Whether command `cmd` names its pane as the attach client runs it at
 * once, on its loop: none (the active one) or `%N` (the command line's,
 * found already); another target is found by the daemon first.
 */
export function paneFound(cmd: CopyModeCommand): boolean {
  return cmd.target === undefined || /^%\d+$/.test(cmd.target);
}
