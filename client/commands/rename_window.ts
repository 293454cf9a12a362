/**
 * `berth rename-window`: give a window a new name (tmux's `rename-window`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import type { Command } from "./command.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";

export const command: Command = {
  name: "rename-window",
  summary: "Give a window a new name",
  target: true,
  usage: `Usage: berth rename-window [-t SESSION:WINDOW] NEW-NAME

Exit codes: 0 renamed; 1 no such window, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("rename-window", args, {
      target: { type: "string", short: "t" },
    });
    const name = paneTarget("rename-window", values.target, global);
    if (positionals.length !== 1 || positionals[0] === "") {
      throw new UserError("rename-window takes one new name");
    }
    await paneRequest(global, {
      op: "rename-window",
      name,
      newName: positionals[0],
    });
    return 0;
  },
};
