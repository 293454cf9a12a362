/**
 * `berth set-option`: set a session's option (tmux's `set-option`). The one
 * option a session holds is `remain-on-exit`: panes whose program exits
 * stay, dead, until `kill-pane`; it wins over config.toml's default.
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
  summary: "Set a session's option (remain-on-exit on|off)",
  target: true,
  usage: `Usage: berth set-option [-w] [-t SESSION] remain-on-exit on|off

remain-on-exit on: a pane whose program exits stays, dead, with tmux's
"Pane is dead (status N, TIME)" line, until kill-pane or respawn-pane
(which runs it again); the last one too: the session goes on, its clients
attached, until kill-pane or kill-window ends it. Without -t, the
session this command runs in. tmux's -w (a window option there, as with
set-window-option and setw) is taken: berth's is the whole session's.

Exit codes: 0 set; 1 no such session, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("set-option", args, {
      target: { type: "string", short: "t" },
      window: { type: "boolean", short: "w" },
    });
    const name = paneTarget("set-option", values.target, global);
    const [option, value, ...rest] = positionals;
    if (option !== "remain-on-exit") {
      throw new UserError(
        option === undefined
          ? "berth set-option needs an option: remain-on-exit on|off"
          : `Unknown option ${option}: berth set-option knows remain-on-exit`,
      );
    }
    const on = FLAG_VALUES[value ?? ""];
    if (on === undefined || rest.length > 0) {
      throw new UserError("set-option remain-on-exit takes on or off");
    }
    await paneRequest(global, {
      op: "set-option",
      name,
      option: "remain-on-exit",
      on,
    });
    return 0;
  },
};
