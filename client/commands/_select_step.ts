/**
 * tmux's one-step movers: `next-window`, `previous-window`, `last-window`
 * and `last-pane`, which are `select-window -n/-p/-l` and `select-pane -l`
 * by another name (tmux users type them at the `:` prompt and bind them).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { type Command, UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";

/** A command that moves `what` one step `to`, as `select-WHAT` does. */
export function stepCommand(
  name: string,
  what: "window" | "pane",
  to: "next" | "previous" | "last",
  summary: string,
): Command {
  const flag = { next: "-n", previous: "-p", last: "-l" }[to];
  // tmux's next-window -a and previous-window -a.
  const alerts = what === "window" && to !== "last";
  return {
    name,
    summary,
    target: true,
    usage: `Usage: berth ${name}${alerts ? " [-a]" : ""} [-t TARGET]

tmux's name for select-${what} ${flag}: ${summary.toLowerCase()}, in the
target's session (without -t, the session this runs in).${
      alerts
        ? `
-a: the ${to} window with an alert (a bell or activity: the status
line's ! and #), wrapping round.`
        : ""
    }

Exit codes: 0 shown; 1 no such ${what}, or an error.`,
    async run(args, global) {
      const { values, positionals } = parseCommandArgs(name, args, {
        target: { type: "string", short: "t" },
        ...(alerts ? { alert: { type: "boolean", short: "a" } } : {}),
      });
      if (positionals.length > 0) {
        throw new UserError(`${name} takes no arguments; use -t`);
      }
      const target = windowWord(
        what,
        paneTarget(name, values.target, global),
      );
      await paneRequest(
        global,
        what === "window"
          ? {
            op: "select-window",
            name: target,
            to,
            alert: (values as { alert?: boolean }).alert,
          }
          : { op: "select-pane", name: target, to },
      );
      return 0;
    },
  };
}

/**
 * tmux's `last-pane -t` is a window target, while `select-pane`'s is a
 * pane's: a bare word (`1`) goes as `1.`, which the daemon reads as a
 * window of the current session, else a session (an empty pane is none).
 */
function windowWord(what: "window" | "pane", target: string): string {
  return what === "pane" && !/[:.]|^[%@$]\d+$/.test(target)
    ? `${target}.`
    : target;
}
