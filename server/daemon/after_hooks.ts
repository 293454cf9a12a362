/**
 * tmux's `after-COMMAND` hooks: which command a request is, for its hook's
 * name, and what the hook's current target is. berth's commands are
 * parsed by the client and reach the daemon as requests (`op`), so the
 * command is read back from the request: `select-window` with `to`
 * "next" is `next-window`, `new` is `new-session` ...
 *
 * @module
 */

import type { RequestMsg } from "../../protocol/messages.ts";

/** Ops whose command has another name (the others are their command's). */
const COMMAND_OF: Record<string, string> = {
  new: "new-session",
  kill: "kill-session",
  rename: "rename-session",
  ls: "list-sessions",
  resize: "resize-window",
  capture: "capture-pane",
  send: "send-keys",
  "reset-pane": "send-keys",
  "set-global": "set-option",
  "window-options": "show-options",
};

/** Ops that are a part of a command, or no command of tmux's: no hook. */
const NO_HOOK = new Set([
  "attach",
  "attach-tty",
  "upgrade",
  "options",
  "preview",
  "history",
  "wait",
  "events",
  "popup",
  "find-window",
  "kill-server",
]);

/** The command request `req` is, for its `after-` hook; null: none. */
export function commandOf(req: RequestMsg): string | null {
  if (NO_HOOK.has(req.op)) return null;
  if (req.op === "select-window" && req.to) return `${req.to}-window`;
  if (req.op === "select-pane" && req.to === "last") return "last-pane";
  if (req.op === "select-layout" && (req.next || req.previous)) {
    return req.next ? "next-layout" : "previous-layout";
  }
  if (req.op === "lock") {
    return req.client
      ? "lock-client"
      : req.name === undefined
      ? "lock-server"
      : "lock-session";
  }
  return COMMAND_OF[req.op] ?? req.op;
}

/**
 * The target an `after-` hook runs at: what the command made (the new
 * pane, window or session; a renamed session's new name), else the
 * target it was given; undefined when it named none.
 */
export function afterTarget(
  req: RequestMsg,
  data: unknown,
): string | undefined {
  const made = data as { target?: unknown; name?: unknown } | null;
  if (
    (req.op === "split-window" || req.op === "new-window") &&
    typeof made?.target === "string"
  ) return made.target;
  if (req.op === "new" && typeof made?.name === "string") return made.name;
  if (req.op === "rename") return req.newName;
  const name = (req as { name?: unknown }).name;
  return typeof name === "string" ? name : undefined;
}
