/**
 * `berth new-window`: opens a window in a session (tmux's `new-window`).
 *
 * @module
 */

import { envOption, parseCommandArgs, splitAtCommand } from "../cli_args.ts";
import { printLine } from "../stdout.ts";
import type { Command } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import { shellCommand } from "./_shell_command.ts";
import { checkPrintFormat, madeJson, printMade } from "./_print_new.ts";

export const command: Command = {
  name: "new-window",
  summary: "Open a window in a session; it runs a command (or $SHELL)",
  target: true,
  usage:
    `Usage: berth new-window [-abdk] [-n NAME] [-c DIR] [-e VAR=VAL] [-t TARGET]
                        [-P [-F FORMAT]] [--json] [-- CMD...]

Opens a window after the session's others, with one pane running CMD (or
your shell: config.toml's default-shell, else the session's $SHELL), and
shows it unless -d.

Options:
  -a           put it right after the target window (tmux's -a; without
               one, the window shown), the windows in the way moved up one
  -b           put it at the target window's index, that one moved up
  -k           kill the window at the target index and take its place
  -d           do not show the new window
  -n NAME      the window's name (default: its program's)
  -c DIR       working directory of its program; formats expand for the
               target pane (-c '#{pane_current_path}')
  -e VAR=VAL   add VAR to the environment of this program; repeat
  -t TARGET    the session (inside a session, without -t, that session)
  -P, --json   print the new pane's target (--json: target, pid and pane id)
  -F FORMAT    with -P: print FORMAT for the new pane instead (tmux's
               formats, berth display-message --help: -F '#{pane_id}')

As in tmux, a CMD given as one argument with spaces or shell syntax
('make -j8 && echo done') runs with $SHELL -c.

Exit codes: 0 opened; 1 no such session, or an error.`,
  async run(args, global) {
    const { own, command } = splitAtCommand(args, [
      "-n",
      "-c",
      "-e",
      "-t",
      "-F",
    ]);
    const { values } = parseCommandArgs("new-window", own, {
      detached: { type: "boolean", short: "d" },
      after: { type: "boolean", short: "a" },
      before: { type: "boolean", short: "b" },
      kill: { type: "boolean", short: "k" },
      name: { type: "string", short: "n" },
      cwd: { type: "string", short: "c" },
      env: { type: "string", short: "e", multiple: true },
      target: { type: "string", short: "t" },
      print: { type: "boolean", short: "P" },
      format: { type: "string", short: "F" },
      json: { type: "boolean" },
    });
    checkPrintFormat("new-window", values);
    const res = await paneRequest(global, {
      op: "new-window",
      name: paneTarget("new-window", values.target, global),
      windowName: values.name,
      cwd: values.cwd,
      env: values.env ? envOption(values.env) : undefined,
      detached: values.detached,
      // -b before -a, as tmux's.
      insert: values.before ? "before" : values.after ? "after" : undefined,
      kill: values.kill,
      cmd: shellCommand(command, global),
    });
    if (values.json) {
      printLine(JSON.stringify(madeJson(res)));
    } else if (values.print) await printMade(global, res, values.format);
    return 0;
  },
};
