/**
 * `berth resize-pane`: move a pane's border, set its size, or zoom it (tmux's `resize-pane`).
 *
 * @module
 */

import { intOption, parseCommandArgs } from "../cli_args.ts";
import type { Command } from "./command.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";

export const command: Command = {
  name: "resize-pane",
  summary: "Move a pane's border, set its size, or zoom it",
  target: true,
  usage: `Usage: berth resize-pane [-L|-R|-U|-D] [-x WIDTH] [-y HEIGHT] [-Z]
                         [-t TARGET] [N]

Moves a border of the pane N cells (default 1) towards -L, -R, -U or -D
(its right or bottom border when it has one, else its left or top one),
or sets its width (-x) or height (-y); -Z zooms it to the whole window, or
back. Every pane's program is told its new size.

Exit codes: 0 resized; 1 no such pane, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("resize-pane", args, {
      target: { type: "string", short: "t" },
      left: { type: "boolean", short: "L" },
      right: { type: "boolean", short: "R" },
      up: { type: "boolean", short: "U" },
      down: { type: "boolean", short: "D" },
      width: { type: "string", short: "x" },
      height: { type: "string", short: "y" },
      zoom: { type: "boolean", short: "Z" },
    });
    const name = paneTarget("resize-pane", values.target, global);
    if (positionals.length > 1) {
      throw new UserError("resize-pane takes at most one count");
    }
    const dir = values.left
      ? "L"
      : values.right
      ? "R"
      : values.up
      ? "U"
      : values.down
      ? "D"
      : undefined;
    const count = (v: string | undefined, what: string) =>
      v === undefined ? undefined : intOption(what, v, 1, 4096);
    await paneRequest(global, {
      op: "resize-pane",
      name,
      dir,
      amount: count(positionals[0], "the count"),
      width: count(values.width, "-x"),
      height: count(values.height, "-y"),
      zoom: values.zoom,
    });
    return 0;
  },
};
