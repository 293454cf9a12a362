/**
 * `berth show-hooks [-gpw] [-t TARGET] [HOOK]` (tmux's `show-hooks`): the
 * hooks `set-hook` set, as tmux prints them.
 *
 * @module
 */

import { optionName } from "./_option_prefix.ts";
import { parseCommandArgs } from "../cli_args.ts";
import { printLine } from "../stdout.ts";
import { type Command, UserError } from "./command.ts";
import { paneRequest } from "./_pane.ts";
import { HOOK_SCOPE_OPTIONS, hookTarget } from "./set_hook.ts";

export const command: Command = {
  name: "show-hooks",
  summary: "List the hooks set-hook set",
  target: true,
  usage: `Usage: berth show-hooks [-gpw] [-t TARGET] [HOOK]

As tmux's show-hooks: the session's hooks (-g the daemon's, -w the
window's, -p the pane's), one entry a line, HOOK[N] COMMAND; with -g
every hook's name, a bare NAME for each one not set (-gw the window and
pane hooks'). With HOOK, only that one.

Options:
  -g          the daemon's hooks
  -w          the window's; -p the pane's
  -t TARGET   the session, window or pane (default: the current one)

Exit codes: 0 listed; 1 unknown hook, no such target, no daemon, or bad
arguments.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs(
      "show-hooks",
      args,
      HOOK_SCOPE_OPTIONS,
    );
    if (positionals.length > 1) {
      throw new UserError("show-hooks takes at most one HOOK");
    }
    const { lines } = await paneRequest(global, {
      op: "show-hooks",
      ...hookTarget(global, values),
      // tmux's start of a name (show-hooks -g after-split).
      ...(positionals[0] === undefined
        ? {}
        : { hook: optionName(positionals[0]) }),
      ...(values.global && (values.window || values.pane)
        ? { windows: true }
        : {}),
    });
    for (const line of lines) printLine(line);
    return 0;
  },
};
