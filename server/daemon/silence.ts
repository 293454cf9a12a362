/**
 * tmux's `monitor-silence` for one window: when no output has come for the
 * setting's seconds, `fire` runs once, as tmux 3.3a's `alerts_check_silence`;
 * the next output starts the count again. One timer a window at most, armed
 * at the first output after a quiet spell and moved on when it finds more
 * output came meanwhile: output at a flood's rate costs a clock read, not a
 * timer each. A session's `lock-after-time` counts its clients' keys so.
 *
 * @module
 */

import { after, type CancelTimer } from "../../protocol/timer.ts";

/** The silence of one window. */
export class SilenceClock {
  #last = performance.now();
  #timer: CancelTimer | undefined;
  /** The setting the timer was armed for. */
  #armedFor = 0;

  /**
   * `seconds`: the setting now (0: off); `fire`: the window has been
   * silent that long.
   */
  constructor(
    readonly seconds: () => number,
    readonly fire: () => void,
  ) {}

  /**
   * Output came, or the setting was set (tmux's `alerts_reset`): the
   * silence counts from now.
   */
  reset(): void {
    this.#last = performance.now();
    const s = this.seconds();
    if (s <= 0 || (this.#timer && s === this.#armedFor)) return;
    // A timer armed for another value (an hour, now a second) would fire
    // at the old one's end: armed again for this one.
    this.stop();
    this.#arm(s * 1000);
  }

  /** No more counting (the window closed). */
  stop(): void {
    this.#timer?.();
    this.#timer = undefined;
  }

  #arm(ms: number): void {
    this.#armedFor = this.seconds();
    this.#timer = after(ms, () => {
      this.#timer = undefined;
      const s = this.seconds();
      if (s <= 0) return;
      const left = this.#last + s * 1000 - performance.now();
      if (left > 0) this.#arm(left);
      else this.fire();
    });
  }
}
