/**
 * Targets, as tmux writes them: `SESSION`, `SESSION:WINDOW`,
 * `SESSION:WINDOW.PANE`, `SESSION:.PANE` or `SESSION.PANE`. A window is
 * named by its index or its name (or a unique prefix of the name), a pane
 * by its index in the window, both counted from 0; `SESSION` alone means
 * its active window and pane; `SESSION:%N` is the pane with id N (what
 * `$BERTH_PANE` holds inside it, as tmux's `$TMUX_PANE`). This only splits the text; the daemon
 * resolves it (`server/daemon/targets.ts`), and an exact session name is
 * always taken as one, whatever it holds.
 *
 * @module
 */

/** The parts of a target. */
export interface TargetParts {
  /** The session's name or a unique prefix of it. */
  session: string;
  /** Window index or name; undefined for the active window. */
  window?: string;
  /** Pane index; undefined for the window's active pane. */
  pane?: number;
}

/**
 * Splits `target` into its parts, or returns a one-line reason it cannot
 * be a target.
 *
 * @example
 * ```ts
 * import { parseTarget } from "./target.ts";
 * parseTarget("work:1.2"); // { session: "work", window: "1", pane: 2 }
 * ```
 */
export function parseTarget(target: string): TargetParts | string {
  const colon = target.indexOf(":");
  if (colon < 0) {
    const m = /^(.+)\.(\d+)$/.exec(target);
    if (m) return { session: m[1], pane: Number(m[2]) };
    return { session: target };
  }
  const session = target.slice(0, colon);
  const rest = target.slice(colon + 1);
  if (session === "") return `Target ${target} names no session`;
  const dot = rest.lastIndexOf(".");
  if (dot < 0) return rest === "" ? { session } : { session, window: rest };
  const pane = rest.slice(dot + 1);
  if (!/^\d+$/.test(pane)) {
    return `Target ${target}: the pane after "." must be its number`;
  }
  const window = rest.slice(0, dot);
  return window === ""
    ? { session, pane: Number(pane) }
    : { session, window, pane: Number(pane) };
}
