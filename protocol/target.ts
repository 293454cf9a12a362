/**
 * Targets, as tmux writes them: `SESSION`, `SESSION:WINDOW`,
 * `SESSION:WINDOW.PANE`, `SESSION:.PANE` or `SESSION.PANE`. A window is
 * named by its index or its name (or a unique prefix of the name), a pane
 * by its index in the window, both counted from 0; `SESSION` alone means
 * its active window and pane; `SESSION:%N` is the pane with id N (what
 * `$BERTH_PANE` holds inside it, as tmux's `$TMUX_PANE`). As in tmux, an
 * empty session (`:1`, `:.+`) is the current one, `=NAME` a session or
 * window of exactly that name (no prefix), and `+`, `-`, `+N`, `-N` in
 * the window's or the pane's place count from the current window or the
 * window's active pane, wrapping. This only splits the text; the daemon
 * resolves it (`server/daemon/targets.ts`), and an exact session name is
 * always taken as one, whatever it holds.
 *
 * @module
 */

/** The parts of a target. */
export interface TargetParts {
  /**
   * The session's name or a unique prefix of it (`=NAME`: exactly it);
   * "" the current session.
   */
  session: string;
  /** Window index or name; undefined for the active window. */
  window?: string;
  /** Pane index; undefined for the window's active pane. */
  pane?: number;
  /** Panes after (or before, negative) the active one: `.+`, `.-2`. */
  paneStep?: number;
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
  const dot = rest.lastIndexOf(".");
  if (dot < 0) return rest === "" ? { session } : { session, window: rest };
  const pane = paneOf(rest.slice(dot + 1));
  if (pane === undefined) {
    return `Target ${target}: the pane after "." must be its number, or + or - (the next, the previous)`;
  }
  const window = rest.slice(0, dot);
  return window === "" ? { session, ...pane } : { session, window, ...pane };
}

/** A pane's part: its index, or a step from the active pane (`+`, `-3`). */
function paneOf(
  text: string,
): Pick<TargetParts, "pane" | "paneStep"> | undefined {
  if (/^\d+$/.test(text)) return { pane: Number(text) };
  const step = stepOf(text);
  return step === undefined ? undefined : { paneStep: step };
}

/**
 * tmux's `+`, `-`, `+N`, `-N` as a step (`+` is 1); undefined for any
 * other text.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stepOf } from "./target.ts";
 * assert.equal(stepOf("-"), -1);
 * assert.equal(stepOf("+2"), 2);
 * assert.equal(stepOf("2"), undefined);
 * ```
 */
export function stepOf(text: string): number | undefined {
  const m = /^([+-])(\d{0,6})$/.exec(text);
  if (!m) return undefined;
  const n = m[2] === "" ? 1 : Number(m[2]);
  return m[1] === "-" ? -n : n;
}

/**
 * Whether `target` names a window or pane rather than a whole session: it
 * has a window or pane part (a session's name holds no `:` or `.`), or is
 * a bare pane id `%N`. A session that happens to be called so is for the
 * caller to check first.
 */
export function namesPaneOrWindow(target: string): boolean {
  return /[:.]|^%\d+$/.test(target);
}
