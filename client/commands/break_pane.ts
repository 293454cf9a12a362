/**
 * `berth break-pane`: move a pane out into a window of its own (tmux's `break-pane`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import type { Command } from "./command.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";

export const command: Command = {
  name: "break-pane",
  summary: "Move a pane out into a window of its own",
  target: true,
  source: true,
  usage: `Usage: berth break-pane [-d] [-s PANE | -t PANE]

Moves PANE (tmux's -s; -t is berth's older spelling of it, and goes
unused beside -s: tmux's destination window is not taken) into a new
window at the session's lowest free index. -d leaves the window shown as
it is (the new window is not selected).

Exit codes: 0 moved; 1 no such pane, it is alone in its window, or an
error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("break-pane", args, {
      target: { type: "string", short: "t" },
      source: { type: "string", short: "s" },
      detached: { type: "boolean", short: "d" },
    });
    const name = paneTarget(
      "break-pane",
      values.source ?? values.target,
      global,
      values.source !== undefined ? "-s" : "-t",
    );
    if (positionals.length > 0) {
      throw new UserError("break-pane takes no arguments; use -t");
    }
    await paneRequest(global, {
      op: "break-pane",
      name,
      detached: values.detached,
    });
    return 0;
  },
};
