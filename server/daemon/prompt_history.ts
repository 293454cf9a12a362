/**
 * The prompts' history the daemon keeps for every client, as tmux keeps
 * it in its server: one list a prompt type, shared by all clients, at
 * most `prompt-history-limit` lines each (as tmux's, cut to it when a
 * line is added, not when it is set), read from `history-file` once
 * the config has run and written back there at each change (tmux 3.3a
 * writes it when the server exits: a daemon that is killed keeps its
 * history here too). Carried by `berth upgrade`.
 *
 * @module
 */

import {
  addToHistory,
  emptyHistories,
  historyFileText,
  parseHistoryFile,
  PROMPT_TYPES,
  type PromptHistories,
  type PromptType,
} from "../../protocol/prompt_history.ts";
import type { Log } from "./log.ts";

/** Each prompt type's lines, with tmux's bound and file. */
export class PromptHistory {
  #lists: PromptHistories = emptyHistories();
  /** The last write to the file: the next one waits for it. */
  #writing: Promise<void> = Promise.resolve();
  /**
   * The file has been read (`load`), or an upgrade's lines taken: until
   * then a write would put the lines added meanwhile over the file's.
   */
  #loaded = false;

  /**
   * `limit` and `file`: the daemon's `prompt-history-limit` and
   * `history-file` (read at each use: `set` changes them).
   */
  constructor(
    readonly log: Log,
    readonly limit: () => number,
    readonly file: () => string,
  ) {}

  /** Type `type`'s lines (every type's when undefined), oldest first. */
  list(type?: PromptType): Partial<PromptHistories> {
    const types = type === undefined ? PROMPT_TYPES : [type];
    return Object.fromEntries(types.map((t) => [t, [...this.#lists[t]]]));
  }

  /** Adds `line` to type `type`'s lines (tmux's, on Enter). */
  add(type: PromptType, line: string): void {
    addToHistory(this.#lists[type], line, this.limit());
    this.#save();
  }

  /** Empties type `type`'s lines (every type's when undefined). */
  clear(type?: PromptType): void {
    for (const t of type === undefined ? PROMPT_TYPES : [type]) {
      this.#lists[t] = [];
    }
    this.#save();
  }

  /** The lines, for an upgrade. */
  save(): PromptHistories {
    return structuredClone(this.#lists);
  }

  /** Takes `h` (an upgrade's) as the lines. */
  restore(h: PromptHistories | undefined): void {
    this.#loaded = true;
    if (!h) return;
    for (const t of PROMPT_TYPES) {
      this.#lists[t] = (h[t] ?? []).slice(-this.limit());
    }
  }

  /**
   * Reads `history-file`, when set, as tmux's server does once its config
   * has run; a file not there is no history yet. Lines added meanwhile (a
   * client's while the config ran) come after the file's, and are written.
   */
  async load(): Promise<void> {
    const path = this.#path();
    let read: PromptHistories | undefined;
    try {
      if (path !== null) {
        read = parseHistoryFile(await Deno.readTextFile(path), this.limit());
      }
    } catch (err) {
      if (!(err instanceof Deno.errors.NotFound)) {
        this.log.info(`history-file ${path}: ${(err as Error).message}`);
      }
    }
    this.#loaded = true;
    const added = PROMPT_TYPES.some((t) => this.#lists[t].length > 0);
    if (read) {
      for (const t of PROMPT_TYPES) {
        for (const line of this.#lists[t]) {
          addToHistory(read[t], line, this.limit());
        }
      }
      this.#lists = read;
    }
    if (added) this.#save();
  }

  /** Waits for the writes under way (tests, shutdown). */
  async flushed(): Promise<void> {
    await this.#writing;
  }

  // Writes the lines to `history-file`, when set, after the last write.
  #save(): void {
    const path = this.#path();
    if (path === null || !this.#loaded) return;
    const text = historyFileText(this.#lists);
    this.#writing = this.#writing.then(async () => {
      // Beside it, then renamed over it: a full disk or a write cut short
      // leaves the file as it was, not empty (written in place, /dev/full
      // as the disk left it empty).
      const tmp = `${path}.${Deno.pid}.tmp`;
      try {
        await Deno.writeTextFile(tmp, text, { mode: 0o600 });
        await Deno.rename(tmp, path);
      } catch (err) {
        await Deno.remove(tmp).catch(() => {});
        this.log.info(`history-file ${path}: ${(err as Error).message}`);
      }
    });
  }

  // `history-file` as tmux's reads it: `~/` is $HOME's; a relative path
  // or none is no file.
  #path(): string | null {
    const file = this.file();
    if (file.startsWith("~/")) {
      const home = Deno.env.get("HOME");
      return home ? `${home}${file.slice(1)}` : null;
    }
    return file.startsWith("/") ? file : null;
  }
}
