/**
 * tmux's `set-hook` and `show-hooks` requests (conversation step 40), on
 * the daemon's hooks (`hook_runner.ts`).
 *
 * @module
 */

import type { RequestMsg } from "../../protocol/messages.ts";
import type { HookAt, HookRunner } from "./hook_runner.ts";
import { hookPlace } from "./hooks.ts";
import {
  hookName,
  SESSION_HOOKS,
  WINDOW_HOOKS,
} from "../../protocol/hook_names.ts";
import { RequestFailure } from "./request_failure.ts";
import type { Resolved } from "./targets.ts";

type HookRequest = RequestMsg & { op: "set-hook" | "show-hooks" };

/**
 * Acts on `req`: `target` resolves its target (its `name`, else the
 * current one) for a session's, window's or pane's hooks, and for `-R`.
 */
export async function hookRequest(
  req: HookRequest,
  hooks: HookRunner,
  target: () => Resolved,
): Promise<{ lines: string[] } | Record<string, never>> {
  // The daemon's hooks need no target (a config file's, before any
  // session), but for -R.
  const at = req.scope === "global" ? null : target();
  const place = hookPlace(req.scope, {
    session: at?.session.id ?? 0,
    window: at?.window.id ?? 0,
    pane: at?.pane.id ?? 0,
  });
  const spec = req.hook === undefined ? undefined : named(req.hook);
  if (req.op === "show-hooks") {
    const names = req.windows || req.scope !== "session" &&
        req.scope !== "global" ||
        (spec && WINDOW_HOOKS.includes(spec.name))
      ? WINDOW_HOOKS
      : SESSION_HOOKS;
    return { lines: hooks.store.lines(place, names, spec) };
  }
  const { name, index } = spec!;
  if (req.run) {
    await hooks.fire(name, at ?? orNone(target));
    return {};
  }
  if (req.unset) hooks.store.unset(place, name, index);
  else if (req.command === undefined || req.command.trim() === "") {
    throw new RequestFailure(
      "bad-request",
      `set-hook ${req.hook} needs a command (set-hook -u ${req.hook} unsets it)`,
    );
  } else hooks.store.set(place, name, req.command, index, req.append);
  return {};
}

/** The target, else none (no session yet). */
function orNone(target: () => Resolved): HookAt {
  try {
    return target();
  } catch {
    return {};
  }
}

/** The hook `spec` names, or the request's one-line error. */
function named(spec: string): { name: string; index?: number } {
  try {
    return hookName(spec);
  } catch (err) {
    throw new RequestFailure("bad-request", (err as Error).message);
  }
}
