/**
 * The words of tmux 3.3a's `copy-mode [-eHMqu] [-t TARGET]` after its
 * name, read as the attach client runs it (`copy_mode_command.ts`) and as
 * `berth copy-mode` checks them before it asks a client (apart from the
 * command line's splitter, which would make an import cycle there).
 *
 * @module
 */

import { UserError } from "../commands/command.ts";
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

/** `args`, the words after `copy-mode`; a UserError for a mistake. */
export function copyModeArgs(args: string[]): CopyModeCommand {
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
