/**
 * `berth rotate-window`: move every pane of a window one place on (tmux's
 * `rotate-window`, prefix `C-o` and `M-o`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import type { Command } from "./command.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";

export const command: Command = {
  name: "rotate-window",
  summary: "Move every pane of a window one place back, or on",
  target: true,
  usage: `Usage: berth rotate-window [-DUZ] [-t SESSION:WINDOW]

Every pane moves to the place of the one before it in pane order, the
first to the last place (-U, the default); -D: to the place of the one
after it, the last to the first. The active place stays: the pane that
comes there is the active one. A zoomed window is unzoomed; -Z keeps it
zoomed, on that pane.

Exit codes: 0 rotated; 1 no such window, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("rotate-window", args, {
      target: { type: "string", short: "t" },
      up: { type: "boolean", short: "U" },
      down: { type: "boolean", short: "D" },
      zoom: { type: "boolean", short: "Z" },
    });
    const name = paneTarget("rotate-window", values.target, global);
    if (positionals.length > 0) {
      throw new UserError("rotate-window takes no arguments; use -t");
    }
    await paneRequest(global, {
      op: "rotate-window",
      name,
      down: values.down,
      zoom: values.zoom,
    });
    return 0;
  },
};
