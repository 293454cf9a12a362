/**
 * `berth select-pane`: make a pane the active one (tmux's `select-pane`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import type { Command } from "./command.ts";
import { UserError } from "./command.ts";
import { herePane, paneRequest, paneTarget } from "./_pane.ts";

export const command: Command = {
  name: "select-pane",
  summary: "Make a pane the active one",
  target: true,
  usage: `Usage: berth select-pane [-L|-R|-U|-D|-l|-n|-p] [-Z] [-t TARGET]
       berth select-pane -m|-M [-t TARGET]
       berth select-pane -T TITLE [-t TARGET]

Makes the target pane its window's active pane; the window the session
shows stays as it is, as in tmux (select-window shows another):
-L -R -U -D the pane left of, right of, above or below the active one
(wrapping round), -l the last active pane, -n/-p the next or previous by
number; -Z zooms it (or unzooms).

-m marks the target pane instead (tmux's marked pane, one for the whole
daemon: the marked pane again unmarks it), -M unmarks it. The marked pane
is the target {marked} (or ~), the default -s of join-pane, move-pane
and swap-pane, #{pane_marked}, and flag M of its window.

-T sets the pane's title instead (tmux's formats expand for the pane:
-T '#{pane_current_command}'); its program may set it again.

Exit codes: 0 selected; 1 no such pane, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("select-pane", args, {
      target: { type: "string", short: "t" },
      left: { type: "boolean", short: "L" },
      right: { type: "boolean", short: "R" },
      up: { type: "boolean", short: "U" },
      down: { type: "boolean", short: "D" },
      last: { type: "boolean", short: "l" },
      next: { type: "boolean", short: "n" },
      previous: { type: "boolean", short: "p" },
      zoom: { type: "boolean", short: "Z" },
      mark: { type: "boolean", short: "m" },
      unmark: { type: "boolean", short: "M" },
      title: { type: "string", short: "T" },
    });
    // -M needs no pane: outside a session, the marked one (as tmux's).
    const name = values.unmark && values.target === undefined &&
        herePane(global) === undefined
      ? "{marked}"
      : paneTarget("select-pane", values.target, global);
    if (positionals.length > 0) {
      throw new UserError("select-pane takes no arguments; use -t");
    }
    const moves = [
      [values.left, "L"],
      [values.right, "R"],
      [values.up, "U"],
      [values.down, "D"],
      [values.last, "last"],
      [values.next, "next"],
      [values.previous, "previous"],
    ] as const;
    const chosen = moves.filter(([on]) => on);
    if (chosen.length > 1) {
      throw new UserError(
        "select-pane takes one of -L -R -U -D -l -n -p",
      );
    }
    await paneRequest(global, {
      op: "select-pane",
      name,
      to: chosen[0]?.[1],
      zoom: values.zoom,
      title: values.title,
      // -M before -m, as tmux's.
      mark: values.unmark ? "clear" : values.mark ? "set" : undefined,
    });
    return 0;
  },
};
