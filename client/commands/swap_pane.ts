/**
 * `berth swap-pane`: swap a pane with the previous or next one (tmux's `swap-pane`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import type { Command } from "./command.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";

export const command: Command = {
  name: "swap-pane",
  summary: "Swap a pane with the previous or next one",
  target: true,
  usage: `Usage: berth swap-pane [-U|-D] [-d] [-s SRC] [-t TARGET]

-U swaps the pane with the one before it, -D (the default) with the one
after it, in pane order. With -s SRC, or without -U and -D while a pane
is marked (select-pane -m), SRC (the marked pane) and TARGET trade places
instead, as tmux's, in one window or two of one session: the pane that
comes to TARGET's place is active (-d: the active places stay active).

Exit codes: 0 swapped; 1 no such pane, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("swap-pane", args, {
      target: { type: "string", short: "t" },
      up: { type: "boolean", short: "U" },
      down: { type: "boolean", short: "D" },
      source: { type: "string", short: "s" },
      detached: { type: "boolean", short: "d" },
    });
    const name = paneTarget("swap-pane", values.target, global);
    if (positionals.length > 0) {
      throw new UserError("swap-pane takes no arguments; use -t");
    }
    await paneRequest(global, {
      op: "swap-pane",
      name,
      to: values.up ? "previous" : "next",
      source: values.source === undefined
        ? undefined
        : paneTarget("swap-pane", values.source, global, "-s"),
      // No -s, -U or -D: the marked pane, when there is one (tmux's).
      marked: values.source === undefined && !values.up && !values.down ||
        undefined,
      detached: values.detached,
    });
    return 0;
  },
};
