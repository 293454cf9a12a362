/**
 * `berth split-window`: splits a pane in two, the new one running a command
 * (tmux's `split-window`).
 *
 * @module
 */

import { envOption, parseCommandArgs, splitAtCommand } from "../cli_args.ts";
import { printLine } from "../stdout.ts";
import type { Command } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import { splitSize } from "./_split_size.ts";
import { shellCommand } from "./_shell_command.ts";
import { checkPrintFormat, madeJson, printMade } from "./_print_new.ts";

export const command: Command = {
  name: "split-window",
  ownsShortH: true,
  summary: "Split a pane in two; the new pane runs a command (or $SHELL)",
  target: true,
  usage: `Usage: berth split-window [-h|-v] [-b] [-d] [-l SIZE|-p PERCENT]
                          [-c DIR] [-e VAR=VAL] [-t TARGET] [-P [-F FORMAT]]
                          [--json] [-- CMD...]

Splits the target pane (the session's active pane when TARGET names only a
session; inside a session, without -t, that session): -v (the default) puts
the new pane below, -h to the right, with one row or column of border
between. The new pane becomes the active one and runs CMD, or your shell
(config.toml's default-shell, else the session's $SHELL).

Options:
  -h, -v           left/right or top/bottom split
  -b               put the new pane left of or above the target
  -d               keep the target pane active
  -l SIZE          the new pane's width or height in cells (N% : percent
                   of the target pane, as tmux's -l 30%)
  -p PERCENT       ... or in percent of the target pane
  -c DIR           working directory of the new pane's program; formats
                   expand for the target pane (-c '#{pane_current_path}')
  -e VAR=VAL       add VAR to the environment of this program; repeat
  -t TARGET        SESSION, SESSION:WINDOW or SESSION:WINDOW.PANE
  -P, --json       print the new pane's target (--json: target, pid and pane id)
  -F FORMAT        with -P: print FORMAT for the new pane instead (tmux's
                   formats, berth display-message --help: -F '#{pane_id}')

As in tmux, a CMD given as one argument with spaces or shell syntax
('make -j8 && echo done') runs with $SHELL -c.

Exit codes: 0 split; 1 no such target, the pane is too small, or an error.`,
  async run(args, global) {
    const { own, command } = splitAtCommand(args, [
      "-l",
      "-p",
      "-c",
      "-e",
      "-t",
      "-F",
    ]);
    const { values } = parseCommandArgs("split-window", own, {
      horizontal: { type: "boolean", short: "h" },
      vertical: { type: "boolean", short: "v" },
      before: { type: "boolean", short: "b" },
      detached: { type: "boolean", short: "d" },
      size: { type: "string", short: "l" },
      percent: { type: "string", short: "p" },
      cwd: { type: "string", short: "c" },
      env: { type: "string", short: "e", multiple: true },
      target: { type: "string", short: "t" },
      print: { type: "boolean", short: "P" },
      format: { type: "string", short: "F" },
      json: { type: "boolean" },
    }, false);
    checkPrintFormat("split-window", values);
    const { kind, size, percent } = splitSize("split-window", values);
    const res = await paneRequest(global, {
      op: "split-window",
      name: paneTarget("split-window", values.target, global),
      kind,
      size,
      percent,
      before: values.before,
      detached: values.detached,
      cwd: values.cwd,
      env: values.env ? envOption(values.env) : undefined,
      cmd: shellCommand(command, global),
    });
    if (values.json) {
      printLine(JSON.stringify(madeJson(res)));
    } else if (values.print) await printMade(global, res, values.format);
    return 0;
  },
};
