/**
 * `berth set-environment [-g] [-u] [-r] [-t SESSION] NAME [VALUE]` (tmux's
 * `set-environment`, `setenv`): a variable of the global environment or
 * of a session's, which new panes and windows start with
 * (`server/daemon/environment.ts`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { checkEnvName } from "../../protocol/names.ts";
import type { EnvMode } from "../../protocol/messages.ts";
import { type Command, UserError } from "./command.ts";
import { paneRequest } from "./_pane.ts";
import { envTarget } from "./show_environment.ts";

export const command: Command = {
  name: "set-environment",
  summary: "Set or unset a variable new panes start with",
  target: true,
  usage: `Usage: berth set-environment [-g] [-u] [-r] [-t SESSION] NAME [VALUE]

As tmux's set-environment (setenv): sets NAME to VALUE in the session's
environment (inside a session without -t: its own; outside: the most
recently active), or with -g in the global one, which the daemon copied
from its own at its start. New panes and windows start with their
client's environment (as berth new gives it) and over it every global
variable set, unset or removed since the daemon started, then the
session's: the session's win. run-shell and if-shell run with the global
environment and the session's. Panes running already keep theirs. TERM
and BERTH stay berth's. berth upgrade keeps both environments.

Options:
  -g          the global environment
  -u          unset NAME: take it out (a session's: the global value
              shows through again)
  -r          mark NAME to be removed from new panes' environment (shown
              as -NAME)
  -t SESSION  the session

Exit codes: 0 set; 1 no such session, no daemon, or bad arguments.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs(
      "set-environment",
      args,
      {
        global: { type: "boolean", short: "g" },
        unset: { type: "boolean", short: "u" },
        remove: { type: "boolean", short: "r" },
        target: { type: "string", short: "t" },
      },
    );
    const [variable, value, ...rest] = positionals;
    if (variable === undefined) {
      throw new UserError("set-environment needs a variable name");
    }
    const why = checkEnvName(variable);
    if (why) throw new UserError(why);
    if (rest.length > 0) {
      throw new UserError(
        "set-environment takes NAME and one VALUE: quote a value with spaces",
      );
    }
    if (values.unset && values.remove) {
      throw new UserError("set-environment takes -u or -r, not both");
    }
    const mode: EnvMode = values.unset
      ? "unset"
      : values.remove
      ? "remove"
      : "set";
    if (mode !== "set" && value !== undefined) {
      throw new UserError(`set-environment -${mode[0]} takes no value`);
    }
    if (value?.includes("\0")) {
      throw new UserError(`The value of ${variable} holds a NUL byte`);
    }
    if (mode === "set" && value === undefined) {
      throw new UserError(
        `set-environment ${variable} needs a value (-u unsets it)`,
      );
    }
    await paneRequest(global, {
      op: "set-environment",
      ...envTarget(global, values),
      variable,
      mode,
      ...(value === undefined ? {} : { value }),
    });
    return 0;
  },
};
