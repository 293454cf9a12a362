/**
 * `berth set-option`: set a session's option (tmux's `set-option`). A
 * session holds two, each winning over config.toml's default:
 * `remain-on-exit` (panes whose program exits stay, dead, until
 * `kill-pane`) and `monitor-activity` (output in a window not shown flags
 * it `#`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import type { Command } from "./command.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";

/** tmux's spellings of a flag option's two values. */
const FLAG_VALUES: Record<string, boolean> = {
  on: true,
  off: false,
  yes: true,
  no: false,
  "1": true,
  "0": false,
};

export const command: Command = {
  name: "set-option",
  summary: "Set a session's option (remain-on-exit, monitor-activity)",
  target: true,
  usage: `Usage: berth set-option [-w] [-t SESSION] OPTION on|off

Options (each over config.toml's default for this session):
  remain-on-exit    a pane whose program exits stays, dead, with tmux's
                    "Pane is dead (status N, TIME)" line, until kill-pane
                    or respawn-pane (which runs it again); the last one
                    too: the session goes on, its clients attached, until
                    kill-pane or kill-window ends it
  monitor-activity  output in a window not shown flags it (# in the
                    status line, in reverse), as tmux's (off by default)

Without -t, the session this command runs in. tmux's -w (a window option
there, as with set-window-option and setw) is taken: berth's is the
whole session's.

Exit codes: 0 set; 1 no such session, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("set-option", args, {
      target: { type: "string", short: "t" },
      window: { type: "boolean", short: "w" },
    });
    const name = paneTarget("set-option", values.target, global);
    const [option, value, ...rest] = positionals;
    if (option !== "remain-on-exit" && option !== "monitor-activity") {
      throw new UserError(
        option === undefined
          ? "berth set-option needs an option: remain-on-exit or monitor-activity, then on or off"
          : `Unknown option ${option}: berth set-option knows remain-on-exit and monitor-activity`,
      );
    }
    const on = FLAG_VALUES[value ?? ""];
    if (on === undefined || rest.length > 0) {
      throw new UserError(`set-option ${option} takes on or off`);
    }
    await paneRequest(global, { op: "set-option", name, option, on });
    return 0;
  },
};
