/**
 * What `next-layout` and `previous-layout` share: tmux's names for
 * `select-layout -n` and `-p`, the preset after or before the window's
 * last (tmux binds prefix `Space` to the first).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { type Command, UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";

/** The command that arranges a window's panes in the preset `to` its last. */
export function layoutStep(to: "next" | "previous"): Command {
  const name = `${to}-layout`;
  const [flag, where] = to === "next" ? ["-n", "after"] : ["-p", "before"];
  return {
    name,
    summary: `Arrange a window's panes in the ${to} preset layout`,
    target: true,
    usage: `Usage: berth ${name} [-t SESSION:WINDOW]

tmux's name for select-layout ${flag}: the preset layout ${where} the
window's last (even-horizontal, even-vertical, main-horizontal,
main-vertical, tiled, and round again).

Exit codes: 0 arranged; 1 no such window, or an error.`,
    async run(args, global) {
      const { values, positionals } = parseCommandArgs(name, args, {
        target: { type: "string", short: "t" },
      });
      if (positionals.length > 0) {
        throw new UserError(`${name} takes no arguments; use -t`);
      }
      await paneRequest(global, {
        op: "select-layout",
        name: paneTarget(name, values.target, global),
        ...(to === "next" ? { next: true } : { previous: true }),
      });
      return 0;
    },
  };
}
