/**
 * `berth break-pane`: move a pane out into a window of its own (tmux's `break-pane`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import type { Command } from "./command.ts";
import { UserError } from "./command.ts";
import { moveTarget, paneRequest, paneTarget } from "./_pane.ts";
import { checkPrintFormat, printMade } from "./_print_new.ts";

export const command: Command = {
  name: "break-pane",
  summary: "Move a pane out into a window of its own",
  target: true,
  source: true,
  usage: `Usage: berth break-pane [-dP] [-F FORMAT] [-n NAME] [-s PANE] [-t DST]

Moves PANE (-s; default: the pane this command runs in) into a new
window, as tmux's break-pane: at DST (-t), a window index target as
move-window -t takes it: SESSION or SESSION: (its lowest free index),
SESSION:INDEX, or a bare INDEX of the current session; default: the
lowest free index of PANE's session. DST may be another session. A pane
alone in its window has its window moved to DST.

  -d         leave the window shown as it is (the new one is not selected)
  -n NAME    name the new window (else after its program)
  -P         print the pane's target
  -F FORMAT  with -P: print FORMAT for the pane instead (tmux's formats)

Exit codes: 0 moved; 1 no such pane, the index is in use, the pane is
alone in its window and no -t, or an error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("break-pane", args, {
      target: { type: "string", short: "t" },
      source: { type: "string", short: "s" },
      detached: { type: "boolean", short: "d" },
      name: { type: "string", short: "n" },
      print: { type: "boolean", short: "P" },
      format: { type: "string", short: "F" },
    });
    if (positionals.length > 0) {
      throw new UserError("break-pane takes no arguments; use -s and -t");
    }
    checkPrintFormat("break-pane", values);
    const name = paneTarget("break-pane", values.source, global, "-s");
    const to = values.target === undefined
      ? undefined
      : moveTarget(values.target, global);
    const made = await paneRequest(global, {
      op: "break-pane",
      name,
      ...(to === undefined ? {} : { to }),
      ...(values.name === undefined ? {} : { windowName: values.name }),
      detached: values.detached,
    });
    if (values.print) await printMade(global, made, values.format);
    return 0;
  },
};
