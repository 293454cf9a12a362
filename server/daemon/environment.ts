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

/**
 * Variables of the terminal berth was started from that mean nothing in
 * here: its size (`COLUMNS`, `LINES`), and the tmux it runs in (`TMUX`,
 * `TMUX_PANE`), which a program in a pane would take for its own, so that
 * `tmux display -p` or fzf's `--tmux` there acted on the outer tmux's
 * pane (tmux sets its own `TMUX` over them). A `set-environment` of one
 * still holds.
 */
const OUTER_ONLY = ["COLUMNS", "LINES", "TMUX", "TMUX_PANE"];

/** `env` without the outer terminal's variables (`OUTER_ONLY`). */
export function dropOuter(env: Record<string, string>): void {
  for (const name of OUTER_ONLY) delete env[name];
}

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
  // A session made before an upgrade may hold them still.
  dropOuter(env);
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
 * own variables) last, and a `TMUX` no tmux answers (`job_tmux.ts`)
 * unless `set-environment` gave one.
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
    // The daemon's own environment came from the terminal that started it.
    if (e === global) {
      for (const name of OUTER_ONLY) {
        if (!global.changed.has(name)) delete env[name];
      }
    }
  }
  // One the user set (`set-environment TMUX ...`) holds.
  return withJobTmux({ ...env, ...extra }, env.TMUX);
}

/**
 * tmux's `update-environment`: each variable of `client` (the environment
 * of a client that attaches or switches to the session) that `names` (a
 * list of names, or patterns with `*` and `?`) names is set in `session`;
 * each plain name the client lacks is marked to be removed.
 */
export function updateEnvironment(
  session: Environ,
  names: string,
  client: Record<string, string>,
): void {
  for (const word of names.split(" ")) {
    if (word === "") continue;
    if (!/[*?]/.test(word)) {
      session.set(word, client[word] ?? null);
      continue;
    }
    const pattern = new RegExp(
      `^${word.replace(/\*/g, ".*").replace(/\?/g, ".")}$`,
    );
    for (const [name, value] of Object.entries(client)) {
      if (pattern.test(name)) session.set(name, value);
    }
  }
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
