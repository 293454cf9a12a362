/**
 * Fires tmux's hooks (`hooks.ts` keeps them): an event's command lines run
 * one after the other, each with the event's session, window and pane as
 * its current target and tmux's `#{hook}`, `#{hook_session}` ...
 * variables for its formats. A line that fails is logged and the next
 * runs; nothing stops the daemon or the command that fired it.
 *
 * A hook never fires from what a hook's own commands do, as tmux's
 * (`CMDQ_STATE_NOHOOKS`): `after-new-window 'new-window'` makes one
 * window, not windows without end. Berth's commands reach the daemon
 * each as its own request, so "what a hook's commands do" is: what the
 * daemon does, in the request's async context, until it answers it
 * (`acting`: `select-pane -T '#{...}'` sets the title after an await, and
 * a hook that set the title fired itself for ever; an event that comes of
 * it after the answer, a pane's exit, fires its hook, as tmux's). On top
 * of that a bound on hook lines under way at once catches any chain it
 * misses.
 *
 * @module
 */

import type { Log } from "./log.ts";
import { clientName } from "./client_switch.ts";
import { type HookPlace, HookStore } from "./hooks.ts";
import type { HookAt } from "./session.ts";

export type { HookAt };

/**
 * Runs one command line for a hook, `at` its target, with `vars` for its
 * formats; resolves with its error line (null: none).
 */
export type RunHookLine = (
  line: string,
  at: HookAt,
  vars: Record<string, string>,
) => Promise<string | null>;

/** Whether a hook's command is under way, by async context (`acting`). */
interface ActingContext {
  run<R>(acting: { on: boolean }, fn: () => R): R;
  getStore(): { on: boolean } | undefined;
}

/**
 * Made at run time, when a hook first fires (before any of its commands
 * can run): a daemon with no hooks never loads `node:async_hooks`.
 */
const ASYNC_HOOKS = "node:async_hooks";

/** Most hook lines under way at once: past it a hook is skipped, logged. */
export const MAX_HOOKS_RUNNING = 32;

export class HookRunner {
  readonly store = new HookStore();
  /** Which async contexts act on a hook's command (`acting`). */
  #acting: ActingContext | null = null;
  #running = 0;
  /** Hooks skipped since the first of a burst (`MAX_HOOKS_RUNNING`). */
  #skipped = 0;
  #run: RunHookLine;
  #log: Log;

  constructor(run: RunHookLine, log: Log) {
    this.#run = run;
    this.#log = log;
  }

  /**
   * Acts on a hook's command (`fn`): the events it fires until it is done,
   * in its async context, fire no hooks (another session's meanwhile do).
   */
  async acting<T>(fn: () => Promise<T>): Promise<T> {
    const acting = { on: true };
    try {
      return await (this.#acting ? this.#acting.run(acting, fn) : fn());
    } finally {
      // Its continuations after the answer (a pane's exit) fire again.
      acting.on = false;
    }
  }

  /**
   * Runs hook `name`'s lines for `at`; resolves when they have run (an
   * after-COMMAND hook is waited for before its command is answered, as
   * tmux's queue runs it before the client's command is done).
   */
  async fire(name: string, at: HookAt): Promise<void> {
    if (this.store.empty || this.#acting?.getStore()?.on) return;
    const lines = this.store.commands(name, places(at));
    if (lines.length === 0) return;
    if (!this.#acting) {
      const { AsyncLocalStorage } = await import(ASYNC_HOOKS) as {
        AsyncLocalStorage: new () => ActingContext;
      };
      this.#acting ??= new AsyncLocalStorage();
    }
    if (this.#running >= MAX_HOOKS_RUNNING) {
      // One line a burst, the rest counted (`#ran`): a program that set
      // its title in a loop logged a line for each hook skipped, 340,000
      // lines (39 MB) in 5 s, and the daemon answered nothing meanwhile.
      if (this.#skipped++ === 0) {
        this.#log.info(
          `hook ${name} not run: ${this.#running} hooks under way (does a hook fire itself?); more skipped are counted`,
        );
      }
      return;
    }
    const vars = hookVars(name, at);
    this.#running++;
    try {
      for (const line of lines) {
        const error = await this.#run(line, at, vars).catch((err) =>
          String(err?.message ?? err)
        );
        if (error) this.#log.info(`hook ${name}: ${error}`);
      }
    } finally {
      this.#running--;
      this.#ran();
    }
  }

  /** Once the hooks under way are done: how many were skipped meanwhile. */
  #ran(): void {
    if (this.#running > 0 || this.#skipped === 0) return;
    if (this.#skipped > 1) {
      this.#log.info(`${this.#skipped} hooks not run: too many under way`);
    }
    this.#skipped = 0;
  }

  /** An event's hook, fired without waiting (its errors are logged). */
  notify(name: string, at: HookAt): void {
    if (this.store.empty) return;
    this.fire(name, at).catch((err) =>
      this.#log.info(`hook ${name}: ${err?.message ?? err}`)
    );
  }
}

/** Where an event's hook is looked for: the pane's first, the daemon's last. */
function places(at: HookAt): HookPlace[] {
  const out: HookPlace[] = [];
  if (at.pane) out.push(`p${at.pane.id}`);
  if (at.window) out.push(`w${at.window.id}`);
  if (at.session) out.push(`s${at.session.id}`);
  out.push("g");
  return out;
}

/** tmux's `hook*` format variables (`cmdq_insert_hook`, `notify.c`). */
export function hookVars(name: string, at: HookAt): Record<string, string> {
  const vars: Record<string, string> = { hook: name };
  if (at.session) {
    vars.hook_session = `$${at.session.id}`;
    vars.hook_session_name = at.session.name;
  }
  if (at.window) {
    vars.hook_window = `@${at.window.id}`;
    vars.hook_window_name = at.window.name;
  }
  if (at.pane) vars.hook_pane = `%${at.pane.id}`;
  if (at.client) vars.hook_client = clientName(at.client);
  return vars;
}
