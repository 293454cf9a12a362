/**
 * tmux's `wait-for` channels, for scripts that sync with the programs in
 * their panes (`send-keys 'make; berth wait-for -S built' Enter` then
 * `berth wait-for built`): named on first use, gone when nothing holds
 * them. A signal wakes every waiter; one sent with no one waiting is kept
 * for the next wait, as in tmux. A lock is held until unlocked, by any
 * client; lockers queue behind it.
 *
 * @module
 */

import { after } from "../../protocol/timer.ts";
import { RequestFailure } from "./request_failure.ts";

interface Channel {
  waiters: Set<() => void>;
  /** Signalled while no one waited: the next wait returns at once. */
  woken: boolean;
  locked: boolean;
  /** Who waits for the lock, first come first served. */
  lockers: (() => void)[];
}

/**
 * What outlives the daemon in a live upgrade: the locks held and the
 * signals kept for the next wait. Waiters are connections, which end.
 */
export interface ChannelsState {
  locked: string[];
  woken: string[];
}

/** The daemon's channels, by name. */
export class WaitChannels {
  #channels = new Map<string, Channel>();

  /** The state a live upgrade carries over (see `ChannelsState`). */
  save(): ChannelsState {
    const all = [...this.#channels];
    return {
      locked: all.filter(([, ch]) => ch.locked).map(([name]) => name),
      woken: all.filter(([, ch]) => ch.woken).map(([name]) => name),
    };
  }

  /** Takes over a state `save` made (in the new daemon, before any client). */
  load(state: ChannelsState): void {
    for (const name of state.locked) this.#channel(name).locked = true;
    for (const name of state.woken) this.#channel(name).woken = true;
  }

  /**
   * Resolves when `name` is signalled (at once when it was, unawaited);
   * rejects "timeout" after `timeoutMs` or when `cancel` aborts.
   */
  wait(
    name: string,
    cancel: AbortSignal,
    timeoutMs?: number,
  ): Promise<void> {
    const ch = this.#channel(name);
    if (ch.woken) {
      ch.woken = false;
      this.#forgetIdle(name, ch);
      return Promise.resolve();
    }
    return this.#queue(name, cancel, timeoutMs, (wake) => {
      ch.waiters.add(wake);
      return () => ch.waiters.delete(wake);
    });
  }

  /** Wakes every waiter of `name`, or the next one to come. */
  signal(name: string): void {
    const ch = this.#channel(name);
    if (ch.waiters.size === 0) {
      ch.woken = true;
      return;
    }
    for (const wake of [...ch.waiters]) wake();
    this.#forgetIdle(name, ch);
  }

  /** Takes the lock of `name`, waiting while another holds it (as `wait`). */
  lock(
    name: string,
    cancel: AbortSignal,
    timeoutMs?: number,
  ): Promise<void> {
    const ch = this.#channel(name);
    if (!ch.locked) {
      ch.locked = true;
      return Promise.resolve();
    }
    return this.#queue(name, cancel, timeoutMs, (take) => {
      ch.lockers.push(take);
      return () => {
        const at = ch.lockers.indexOf(take);
        if (at >= 0) ch.lockers.splice(at, 1);
      };
    });
  }

  /** Hands the lock of `name` to the next locker, or frees it. */
  unlock(name: string): void {
    const ch = this.#channels.get(name);
    if (!ch?.locked) {
      throw new RequestFailure(
        "bad-request",
        `Channel ${name} is not locked (berth wait-for -L ${name} locks it)`,
      );
    }
    const next = ch.lockers.shift();
    if (next) next(); // the lock passes on: still locked
    else ch.locked = false;
    this.#forgetIdle(name, ch);
  }

  /** How many channels exist (for tests: none left behind). */
  get size(): number {
    return this.#channels.size;
  }

  /**
   * Waits in the queue `enter` joins until its callback runs; gives its
   * place up and rejects "timeout" when `timeoutMs` passes or `cancel`
   * aborts (the client went away) first.
   */
  #queue(
    name: string,
    cancel: AbortSignal,
    timeoutMs: number | undefined,
    enter: (done: () => void) => () => void,
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      const settle = () => {
        leave();
        stopTimer?.();
        cancel.removeEventListener("abort", gone);
      };
      const leave = enter(() => {
        settle();
        resolve();
      });
      const giveUp = (message: string) => {
        settle();
        this.#forgetIdle(name, this.#channels.get(name));
        reject(new RequestFailure("timeout", message));
      };
      const gone = () => giveUp("The wait was cancelled");
      const stopTimer = timeoutMs === undefined ? undefined : after(
        timeoutMs,
        () =>
          giveUp(
            `Timed out after ${timeoutMs / 1000} s waiting for channel ${name}`,
          ),
      );
      if (cancel.aborted) gone();
      else cancel.addEventListener("abort", gone, { once: true });
    });
  }

  #channel(name: string): Channel {
    let ch = this.#channels.get(name);
    if (!ch) {
      ch = { waiters: new Set(), woken: false, locked: false, lockers: [] };
      this.#channels.set(name, ch);
    }
    return ch;
  }

  /** Drops `name` when nothing holds it any more. */
  #forgetIdle(name: string, ch: Channel | undefined): void {
    if (
      ch && ch.waiters.size === 0 && !ch.woken && !ch.locked &&
      ch.lockers.length === 0 && this.#channels.get(name) === ch
    ) {
      this.#channels.delete(name);
    }
  }
}
