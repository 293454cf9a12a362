/**
 * tmux's hooks as options: tmux 3.3a keeps a hook as an array option, so
 * `set-option` and `show-options` of a hook's name act on the hooks
 * `set-hook` sets (`set -g after-split-window 'select-layout tiled'`,
 * `set -ga session-created[1] ...`, `show -g session-created`), the same
 * store, with tmux's scopes: `-g` the daemon's, `-p` a pane's, `-w` (or a
 * window or pane hook's name without `-g`) a window's, else a session's.
 *
 * @module
 */

import { hookName, WINDOW_HOOKS } from "../../protocol/hook_names.ts";
import { printLine } from "../stdout.ts";
import { connectOrFail } from "./_connect.ts";
import { afterHook, part, requestOrFail } from "./_request.ts";
import { type GlobalOptions, UserError } from "./command.ts";
import { checkHookCommand, hookTarget } from "./set_hook.ts";

/** Where a hook option is: the flags `set` and `show` share with tmux. */
export interface HookOptionFlags {
  global?: boolean;
  pane?: boolean;
  window?: boolean;
  target?: string;
}

/** Whether `option` is a hook's name (`NAME` or `NAME[INDEX]`). */
export function isHookOption(option: string | undefined): option is string {
  if (option === undefined || !/^[a-z-]+(\[\d+\])?$/.test(option)) {
    return false;
  }
  try {
    hookName(option);
    return true;
  } catch {
    return false;
  }
}

/**
 * The `set-hook` scope and target of hook option `spec`: as tmux's
 * `options_scope_from_name`, a window or pane hook without `-g` or `-p`
 * is the window's.
 */
function placeOf(
  global: GlobalOptions,
  spec: string,
  flags: HookOptionFlags,
) {
  const { name } = hookName(spec);
  const window = flags.window ||
    (!flags.global && !flags.pane && WINDOW_HOOKS.includes(name));
  return { name, at: hookTarget(global, { ...flags, window }) };
}

/**
 * `set-option [-agopuw] [-t TARGET] HOOK [COMMAND]`: as `set-hook`, with
 * set-option's own `-o` (only when the hook, or its entry, is not set
 * there) and its after- hook (`after-set-option`).
 */
export async function setHookOption(
  global: GlobalOptions,
  spec: string,
  value: string | undefined,
  rest: string[],
  flags: HookOptionFlags & {
    append?: boolean;
    unset?: boolean;
    only?: boolean;
    quiet?: boolean;
  },
): Promise<number> {
  if (rest.length > 0) {
    throw new UserError(
      `set-option ${spec} takes one command: quote a command with spaces`,
    );
  }
  if (!flags.unset && (value === undefined || value.trim() === "")) {
    throw new UserError(
      `set-option ${spec} needs a command (set-option -u ${spec} unsets it)`,
    );
  }
  if (!flags.unset) checkHookCommand(value!);
  const { name, at } = placeOf(global, spec, flags);
  using conn = await connectOrFail(global);
  if (flags.only && !flags.unset) {
    const { lines } = await requestOrFail(
      conn,
      part({ op: "show-hooks", ...at, hook: spec }),
    );
    if (lines.some((l) => l.startsWith(`${name}[`))) {
      if (flags.quiet) return 0;
      throw new UserError(
        `Already set: ${spec} (set-option -o sets only a hook not set here; -u unsets it)`,
      );
    }
  }
  await requestOrFail(
    conn,
    part({
      op: "set-hook",
      ...at,
      hook: spec,
      ...(flags.unset ? { unset: true } : { command: value }),
      ...(flags.append ? { append: true } : {}),
    }),
  );
  await afterHook(conn, "set-option", flags.target);
  return 0;
}

/**
 * `show-options [-gpqvw] [-t TARGET] HOOK`: tmux's lines of an array
 * option, `HOOK[N] COMMAND` (the daemon's, set to none: a bare `HOOK`), or
 * with `-v` the commands alone.
 */
export async function showHookOption(
  global: GlobalOptions,
  spec: string,
  flags: HookOptionFlags & { value?: boolean },
): Promise<number> {
  const { at } = placeOf(global, spec, flags);
  using conn = await connectOrFail(global);
  const { lines } = await requestOrFail(
    conn,
    part({ op: "show-hooks", ...at, hook: spec }),
  );
  for (const line of lines) {
    const entry = /^[a-z-]+\[\d+\] /.exec(line);
    if (entry) printLine(flags.value ? line.slice(entry[0].length) : line);
    // Not set: the daemon's (tmux's global array, empty) by its name
    // alone; a session's, window's or pane's is not there at all.
    else if (!flags.value && at.scope === "global") printLine(line);
  }
  await afterHook(conn, "show-options", flags.target);
  return 0;
}
