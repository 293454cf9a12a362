/**
 * `berth show-environment [-g] [-s] [-t SESSION] [NAME]` (tmux's
 * `show-environment`, `showenv`): the global environment or a session's,
 * as `set-environment` keeps them.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { checkEnvName } from "../../protocol/names.ts";
import type { EnvEntry } from "../../protocol/messages.ts";
import { printLine } from "../stdout.ts";
import {
  type Command,
  currentSession,
  type GlobalOptions,
  UserError,
} from "./command.ts";
import { paneRequest } from "./_pane.ts";

export const command: Command = {
  name: "show-environment",
  summary: "List the variables new panes start with",
  target: true,
  usage: `Usage: berth show-environment [-g] [-s] [-t SESSION] [NAME]

As tmux's show-environment (showenv): the session's environment (inside a
session without -t: its own; outside: the most recently active), or with
-g the global one, one NAME=VALUE a line, sorted, a variable marked to be
removed (set-environment -r) as -NAME; with NAME, only that one.

Options:
  -g          the global environment
  -s          as shell commands: NAME="VALUE"; export NAME; (unset NAME;)
  -t SESSION  the session
  --json      [[NAME, VALUE or null], ...]

Exit codes: 0 listed; 1 no such variable or session, no daemon, or bad
arguments.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs(
      "show-environment",
      args,
      {
        global: { type: "boolean", short: "g" },
        shell: { type: "boolean", short: "s" },
        target: { type: "string", short: "t" },
        json: { type: "boolean" },
      },
    );
    if (positionals.length > 1) {
      throw new UserError("show-environment takes at most one NAME");
    }
    const variable = positionals[0];
    const why = variable === undefined ? null : checkEnvName(variable);
    if (why) throw new UserError(why);
    if (values.json && values.shell) {
      throw new UserError("--json and -s do not go together");
    }
    const { vars } = await paneRequest(global, {
      op: "show-environment",
      ...envTarget(global, values),
      ...(variable === undefined ? {} : { variable }),
    });
    if (values.json) printLine(JSON.stringify(vars, null, 2));
    else for (const e of vars) printLine(values.shell ? asShell(e) : plain(e));
    return 0;
  },
};

/**
 * Where an environment command acts: `-g` the global environment; else
 * `-t`'s session, else the one this runs in, else the current one (`:`,
 * the most recently active, as tmux's).
 */
export function envTarget(
  global: GlobalOptions,
  values: { global?: boolean; target?: string },
): { global: true } | { name: string } {
  // -t goes with -g (a key binding's commands get the attached session's),
  // and means nothing there, as in tmux.
  if (values.global) return { global: true };
  if (values.target) return { name: values.target };
  const name = currentSession(global);
  return { name: name || ":" };
}

function plain([name, value]: EnvEntry): string {
  return value === null ? `-${name}` : `${name}=${value}`;
}

// tmux's -s: a line a shell can eval.
function asShell([name, value]: EnvEntry): string {
  if (value === null) return `unset ${name};`;
  return `${name}="${value.replace(/[$`"\\]/g, "\\$&")}"; export ${name};`;
}
