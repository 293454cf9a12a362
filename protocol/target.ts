/**
 * Targets, as tmux writes them: `SESSION:WINDOW.PANE`, `SESSION:WINDOW`,
 * `SESSION:`, `WINDOW.PANE`, `:WINDOW`, `.PANE`, or one word (`1`,
 * `work`, `%3`, `@2`, `$1`), which a command reads as a session, a
 * window or a pane (a pane of the current window, else a window of the
 * current session, else a session: tmux's order). This only splits the
 * text; the daemon resolves it against the request's current target
 * (`server/daemon/targets.ts`, which lists every form).
 *
 * @module
 */

/**
 * A target split as tmux's `cmd_find_target` splits it: at its first
 * `:`, and at the first `.` after that (`s:w.p`, `s:w`, `w.p`); a target
 * with neither is one `word`, a session, window or pane by what the
 * command wants. A part typed empty (`:1`, `s:`, `.1`) is "".
 */
export type TargetParts =
  | { word: string }
  | { session: string | null; window: string; pane: string | null }
  | { session: null; window: string; pane: string };

/**
 * Splits `target` into its parts (`TargetParts`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { splitTarget } from "./target.ts";
 * assert.deepEqual(splitTarget("work:1.2"), {
 *   session: "work",
 *   window: "1",
 *   pane: "2",
 * });
 * assert.deepEqual(splitTarget("1.2"), { session: null, window: "1", pane: "2" });
 * assert.deepEqual(splitTarget("1"), { word: "1" });
 * ```
 */
export function splitTarget(target: string): TargetParts {
  const colon = target.indexOf(":");
  const period = target.indexOf(".", colon + 1);
  if (colon < 0 && period < 0) return { word: target };
  if (colon < 0) {
    return {
      session: null,
      window: target.slice(0, period),
      pane: target.slice(period + 1),
    };
  }
  return {
    session: target.slice(0, colon),
    window: target.slice(colon + 1, period < 0 ? undefined : period),
    pane: period < 0 ? null : target.slice(period + 1),
  };
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
