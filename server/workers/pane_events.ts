/**
 * What the panes' programs tell the daemon besides their screens (a title,
 * a window name with `ESC k`, a directory with OSC 7, a bell), held in the
 * parse worker until the next message it posts: the last of each per pane,
 * so that the main thread handles at most one of a kind per pane per
 * update, at the frame pace (60 a second) however fast a program sends
 * them.
 *
 * A message each, as parsed, was one main-thread task per sequence: a
 * shell loop setting its title (`printf '\033]2;%s\007' $RANDOM`) sent
 * 10,000-28,000 a second, each re-rendering the status line and waking
 * the clients, and the main thread took them back to back: `berth
 * display -p` from another shell waited 5 s behind a 5 s flood. They go out before anything else the worker posts
 * (a capture's answer, a watch's hit, a screen update), so no answer ever
 * shows a screen whose title the daemon has not heard of yet.
 *
 * @module
 */

import type { FromParse, PaneEvent } from "./parse_messages.ts";

/** The event message the main thread takes (`parse_client.ts`). */
export type EventMessage = Extract<FromParse, { t: "event" }>;

/** One pane's events since the last flush. */
export class PaneEvents {
  #title: string | null = null;
  /** The title held was the daemon's (`select-pane -T`). */
  #given = false;
  /** Titles the program set since the last flush (the hook's count). */
  #titles = 0;
  #rename: string | null = null;
  #cwd: string | null = null;
  #bell = false;

  constructor(readonly pane: number, readonly outbox: EventOutbox) {}

  /** A new title; `given`: the daemon's (`select-pane -T`). */
  title(title: string, given: boolean): void {
    this.#title = title;
    this.#given = given;
    if (!given) this.#titles++;
    this.outbox.add(this);
  }

  /** `ESC k NAME ESC \`: the window's name. */
  rename(name: string): void {
    this.#rename = name;
    this.outbox.add(this);
  }

  /** OSC 7: the working directory. */
  cwd(path: string): void {
    this.#cwd = path;
    this.outbox.add(this);
  }

  /** BEL: one for all the bells since the last flush, as tmux's alerts. */
  bell(): void {
    this.#bell = true;
    this.outbox.add(this);
  }

  /** The messages for what is held, and nothing held after. */
  take(): EventMessage[] {
    const pane = this.pane;
    const out: EventMessage[] = [];
    const event = (event: PaneEvent): EventMessage => ({
      t: "event",
      pane,
      event,
    });
    if (this.#rename !== null) {
      out.push(event({ type: "rename", name: this.#rename }));
    }
    if (this.#cwd !== null) out.push(event({ type: "cwd", path: this.#cwd }));
    if (this.#title !== null) {
      const msg = event({ type: "title", title: this.#title });
      if (this.#given) msg.given = true;
      if (this.#titles > 1) msg.times = this.#titles;
      out.push(msg);
    }
    if (this.#bell) out.push(event({ type: "bell" }));
    this.#title = this.#rename = this.#cwd = null;
    this.#given = this.#bell = false;
    this.#titles = 0;
    return out;
  }
}

/**
 * Every pane's held events, posted together: at most every `intervalMs`
 * on their own (`due`), and before anything else the worker posts.
 */
export class EventOutbox {
  #waiting = new Set<PaneEvents>();
  /** When the last flush was (ms, `performance.now()`). */
  #flushedAt = -Infinity;

  constructor(
    readonly post: (msg: EventMessage) => void,
    readonly intervalMs: number,
  ) {}

  /** Whether any pane holds an event. */
  get pending(): boolean {
    return this.#waiting.size > 0;
  }

  /** When the held events may go on their own (ms, `performance.now()`). */
  get due(): number {
    return this.#flushedAt + this.intervalMs;
  }

  add(events: PaneEvents): void {
    this.#waiting.add(events);
  }

  /** Posts every held event, the panes in the order they first held one. */
  flush(): void {
    if (this.#waiting.size === 0) return;
    this.#flushedAt = performance.now();
    const panes = [...this.#waiting];
    this.#waiting.clear();
    for (const p of panes) for (const msg of p.take()) this.post(msg);
  }
}
