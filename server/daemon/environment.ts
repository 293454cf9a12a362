/**
 * tmux's environments (`set-environment`, `show-environment`): the global
 * one, copied from the daemon's own when it starts, and one per session.
 * A variable holds a value, or is marked to be removed from the
 * environment of a new process (`set-environment -r`, shown `-NAME`).
 *
 * A new pane's program gets the environment of the client that made its
 * session (as it always has in berth), then the variables of the global
 * environment that were set, unset or removed since the daemon started,
 * then the session's: so `set-environment -g EDITOR vim` reaches every new
 * pane, and the session's own win, as in tmux. `TERM` and `BERTH` stay
 * berth's (tmux too sets `TERM` and `TMUX` itself).
 *
 * @module
 */

import { RequestFailure } from "./request_failure.ts";
import type { EnvEntry } from "../../protocol/messages.ts";
import { withJobTmux } from "../../protocol/job_tmux.ts";

/**
 * Most variables one environment holds: a login's environment has some
 * tens; the cap keeps a runaway script from filling the daemon.
 */
export const MAX_ENV_VARS = 4096;

/** Variables berth sets in every pane, whatever the environments say. */
const BERTH_OWN = ["TERM", "BERTH"];

/** One environment: names to values, or to null for removed ones. */
export class Environ {
  readonly #vars = new Map<string, string | null>();
  /**
   * Names set, unset or removed since the daemon started (the global
   * environment's: what a new pane gets over its client's environment).
   */
  readonly changed = new Set<string>();

  constructor(vars: Iterable<EnvEntry> = []) {
    for (const [name, value] of vars) this.#vars.set(name, value);
  }

  /** The value of `name`: a string, null (removed) or undefined (none). */
  get(name: string): string | null | undefined {
    return this.#vars.get(name);
  }

  /** Sets `name` to `value` (null: marked to be removed). */
  set(name: string, value: string | null): void {
    if (!this.#vars.has(name) && this.#vars.size >= MAX_ENV_VARS) {
      throw new RequestFailure(
        "bad-request",
        `The environment holds ${MAX_ENV_VARS} variables, the most it can; unset some first`,
      );
    }
    this.#vars.set(name, value);
    this.changed.add(name);
  }

  /** Takes `name` out of the list. */
  unset(name: string): void {
    this.#vars.delete(name);
    this.changed.add(name);
  }

  /** Every variable, sorted by name (as `show-environment` lists them). */
  list(): EnvEntry[] {
    return [...this.#vars].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
  }
}

/**
 * The environment of a new pane's program: `base` (the session's, from
 * the client that made it), the global variables changed since the
 * daemon started, then the session's; berth's own variables as in `base`.
 */
export function spawnEnv(
  base: Record<string, string>,
  global: Environ,
  session: Environ,
): Record<string, string> {
  const env = { ...base };
  const apply = (name: string, value: string | null | undefined) => {
    if (typeof value === "string") env[name] = value;
    else delete env[name];
  };
  for (const name of global.changed) apply(name, global.get(name));
  for (const [name, value] of session.list()) apply(name, value);
  for (const name of BERTH_OWN) apply(name, base[name]);
  return env;
}

/**
 * The environment of a `run-shell` command: the global one, the
 * session's over it (tmux's `environ_for_session`), with `extra` (berth's
 * own variables) last, and a `TMUX` no tmux answers (`job_tmux.ts`).
 */
export function jobEnv(
  global: Environ,
  session: Environ | null,
  extra: Record<string, string>,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const e of [global, session]) {
    for (const [name, value] of e?.list() ?? []) {
      if (value === null) delete env[name];
      else env[name] = value;
    }
  }
  return withJobTmux({ ...env, ...extra });
}

/** The global environment as the upgrade's state file holds it. */
export interface GlobalEnvState {
  vars: EnvEntry[];
  changed: string[];
}

/** `e` as a global environment's state. */
export function saveGlobal(e: Environ): GlobalEnvState {
  return { vars: e.list(), changed: [...e.changed] };
}

/** A global environment from its state. */
export function loadGlobal(st: GlobalEnvState): Environ {
  const e = new Environ(st.vars);
  for (const name of st.changed) e.changed.add(name);
  return e;
}
