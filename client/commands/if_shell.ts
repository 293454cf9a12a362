/**
 * `berth if-shell [-b] [-F] [-t TARGET] SHELL-COMMAND COMMAND [COMMAND]`
 * (tmux's `if-shell`, `if`): the daemon runs SHELL-COMMAND (as
 * `run-shell` does), or with `-F` expands it as a format; then the first
 * COMMAND runs when it succeeded (or the format is neither empty nor
 * `0`), else the second, if any. The COMMANDs are berth command lines,
 * run here as `berth COMMAND` would be, in this command's context (a key
 * binding's, the prompt's, the config file's).
 *
 * @module
 */

import { ifShellArgs } from "./_if_shell_args.ts";
import { expandFormat } from "./_expand_format.ts";
import type { Command, GlobalOptions } from "./command.ts";
import { paneRequest } from "./_pane.ts";
import { jobRequest, jobTarget } from "./_shell_job.ts";
import { handedBack, runBranch } from "./_command_runner.ts";

export const command: Command = {
  name: "if-shell",
  summary: "Run one of two berth commands as a shell command succeeds",
  target: true,
  usage:
    `Usage: berth if-shell [-b] [-F] [-t TARGET] SHELL-COMMAND COMMAND [COMMAND]

As tmux's if-shell (if): the daemon runs SHELL-COMMAND with /bin/sh -c as
run-shell does (its formats expanded for TARGET, its output dropped);
when it exits 0, the first COMMAND runs, else the second, if given. With
-F, SHELL-COMMAND is a format instead, expanded for TARGET (no shell
runs): true when neither empty nor 0. A COMMAND is a berth command line,
quoted as one argument, as after berth (A ; B: a list, run in order until
one fails, as tmux's); one that takes -t and names none
gets TARGET (from a key binding: the attached session). Config files and
key bindings use it:

  berth if-shell 'test -n "$SSH_CLIENT"' 'set-environment -g REMOTE 1'
  "C-h" = "if-shell -F '#{==:#{pane_current_command},vim}' 'send-keys C-h' 'select-pane -L'"

Options:
  -b          in the background: return at once, the daemon running
              SHELL-COMMAND and then the COMMAND (its mistakes go to the
              daemon's log); a key binding, the prompt or the config file
              goes on at once (without -F, which decides at once)
  -F          SHELL-COMMAND is a format, not shell text
  -t TARGET   the session, window or pane of the formats and the COMMANDs

Exit codes: the COMMAND's (0 when none ran); 1 when SHELL-COMMAND cannot
run, no daemon runs, or bad arguments.`,
  async run(args, global) {
    const { values, positionals } = ifShellArgs(args);
    const [test, then, otherwise] = positionals;
    const target = jobTarget(global, values.target);
    const decide = async () => {
      const yes = values.format
        ? await formatTrue(global, test, target)
        : await shellTrue(global, test, values.target);
      const line = yes ? then : otherwise;
      if (line === undefined) return 0;
      return await runBranch(line, target, global, values.target !== undefined);
    };
    if (!values.background || values.format) return await decide();
    if (!global.bound) {
      // The command line's: the daemon runs it all, as tmux's server.
      const { name, cwd } = jobRequest(global, test, { target: values.target });
      await paneRequest(global, {
        op: "if-shell",
        test,
        then,
        ...(otherwise === undefined ? {} : { else: otherwise }),
        ...(name === undefined ? {} : { name }),
        ...(cwd === undefined ? {} : { cwd }),
      });
      return 0;
    }
    // A process that lives on: the binding or the config goes on now,
    // and the test's mistake is lost, as tmux's is with -b. The branch,
    // once chosen, tells an attach client its failure and hands it its
    // own commands (`if -b 'test' 'display-popup ...'`), as tmux's job
    // callback queues the branch for the client.
    const hooks = global.branches;
    decide().catch((err) => {
      const rest = handedBack(err);
      if (rest !== null) hooks?.later(rest);
    });
    return 0;
  },
};

// Whether SHELL-COMMAND exits 0 (run by the daemon; its output dropped).
async function shellTrue(
  global: GlobalOptions,
  test: string,
  target: string | undefined,
): Promise<boolean> {
  const { exit } = await paneRequest(
    global,
    jobRequest(global, test, {
      target,
    }),
  );
  return exit?.code === 0;
}

// Whether the format is neither empty nor 0, expanded for the target (the
// daemon's values; a format with no # needs none).
async function formatTrue(
  global: GlobalOptions,
  format: string,
  target: string | undefined,
): Promise<boolean> {
  const text = await expandFormat(global, format, target, "if-shell -F");
  return text !== "" && text !== "0";
}
