/**
 * `berth set-hook [-agpRuw] [-t TARGET] HOOK [COMMAND]` (tmux's `set-hook`):
 * a command line the daemon runs when HOOK's event happens
 * (`server/daemon/hook_runner.ts`).
 *
 * @module
 */

import { optionName } from "./_option_prefix.ts";
import { parseCommandArgs } from "../cli_args.ts";
import type { HookScope } from "../../protocol/messages.ts";
import {
  type Command,
  currentTarget,
  type GlobalOptions,
  UserError,
} from "./command.ts";
import { paneRequest } from "./_pane.ts";
import { commandLineProblem } from "./_command_names.ts";

export const command: Command = {
  name: "set-hook",
  summary: "Run a command when an event happens (tmux's hooks)",
  target: true,
  usage: `Usage: berth set-hook [-agpRuw] [-t TARGET] HOOK [COMMAND]

As tmux's set-hook: the daemon runs COMMAND (a berth command line, as a
key binding's: 'select-layout tiled', 'run-shell "notify-send #{hook}"')
when HOOK's event happens, with the event's session, window and pane as
its current target: after-COMMAND after a command (after-split-window),
session-created, session-closed, session-renamed, window-linked,
window-unlinked, window-renamed, client-attached, client-detached,
client-session-changed, client-resized, client-active, client-focus-in,
client-focus-out, pane-exited, pane-died, pane-focus-in, pane-focus-out,
pane-mode-changed, pane-title-changed, pane-set-clipboard,
window-pane-changed, window-layout-changed, window-resized,
session-window-changed, alert-bell, alert-activity, alert-silence.
A hook is an array: HOOK[N] names one entry. berth show-hooks -g lists
the names. A hook is an option too, as tmux's: set -g HOOK COMMAND,
show -g HOOK.

Options:
  -g          the daemon's hook (every session's)
  -w          the window's; -p the pane's (without either: the session's)
  -a          append COMMAND as a new entry instead of replacing the hook
  -u          unset the hook (HOOK[N]: only that entry)
  -R          run the hook now
  -t TARGET   the session, window or pane (default: the current one)

Exit codes: 0 done; 1 unknown hook, no such target, no daemon, or bad
arguments.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("set-hook", args, {
      append: { type: "boolean", short: "a" },
      run: { type: "boolean", short: "R" },
      unset: { type: "boolean", short: "u" },
      ...HOOK_SCOPE_OPTIONS,
    });
    const [spec, cmd, ...rest] = positionals;
    if (spec === undefined) throw new UserError("set-hook needs a hook name");
    // tmux's start of a name (set-hook -g after-split ...); -R runs the
    // hook it names whole, as tmux's.
    const hook = values.run ? spec : optionName(spec);
    if (rest.length > 0) {
      throw new UserError(
        "set-hook takes HOOK and one COMMAND: quote a command with spaces",
      );
    }
    if (values.unset && cmd !== undefined) {
      throw new UserError("set-hook -u takes no command");
    }
    if (!values.unset && !values.run && cmd === undefined) {
      throw new UserError(
        `set-hook ${hook} needs a command (set-hook -u ${hook} unsets it)`,
      );
    }
    if (cmd !== undefined) checkHookCommand(cmd);
    await paneRequest(global, {
      op: "set-hook",
      ...hookTarget(global, values),
      hook,
      ...(cmd === undefined ? {} : { command: cmd }),
      ...(values.append ? { append: true } : {}),
      ...(values.unset ? { unset: true } : {}),
      ...(values.run ? { run: true } : {}),
    });
    return 0;
  },
};

/**
 * tmux 3.3a parses a hook's command when it is set: one naming a command
 * there is not is refused then, in tmux's words (`unknown command: abc`),
 * not logged each time the event comes.
 */
export function checkHookCommand(line: string): void {
  const problem = commandLineProblem(line);
  if (problem !== undefined) throw new UserError(problem);
}

/** The options that say whose hooks (`hookTarget`): -g, -p, -w, -t. */
export const HOOK_SCOPE_OPTIONS = {
  global: { type: "boolean", short: "g" },
  pane: { type: "boolean", short: "p" },
  window: { type: "boolean", short: "w" },
  target: { type: "string", short: "t" },
} as const;

/**
 * Whose hooks a hook command means: `-p` the pane's, `-w` the window's,
 * `-g` the daemon's, else the session's; the target is `-t`, else the
 * current one (the pane this runs in, a key's session), else the most
 * recently active session (`:`).
 */
export function hookTarget(
  global: GlobalOptions,
  values: {
    global?: boolean;
    pane?: boolean;
    window?: boolean;
    target?: string;
  },
): { scope: HookScope; name: string } {
  // -g wins: -gw is the daemon's (window hooks' names, for show-hooks).
  const scope: HookScope = values.global
    ? "global"
    : values.pane
    ? "pane"
    : values.window
    ? "window"
    : "session";
  return { scope, name: values.target ?? (currentTarget(global) || ":") };
}
