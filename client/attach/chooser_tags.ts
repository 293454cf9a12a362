/**
 * Tags in the choosers, as tmux 3.3a's mode tree has them: `t` tags or
 * untags the line under the cursor and moves down, `T` untags every
 * line, `C-t` tags every top line (a session, a client); a tagged line
 * shows `*` after its name, in bold. A chooser acts on the tagged lines
 * (choose-tree's `X` and `:`, choose-client's `D`), or on the line under
 * the cursor when none is. Also the `:` prompt those commands are typed
 * at. Pure: no terminal, no daemon.
 *
 * @module
 */

import type { ListCursor } from "./chooser_list.ts";
import type { Key } from "./scroll_keys.ts";

/** What a chooser tells `Tags.key` about its lines. */
export interface TaggedLines {
  /** The key of line `i` (a target: what it tags). */
  keyOf(i: number): string;
  /** Whether line `i` is a top line (`C-t` tags those alone). */
  top(i: number): boolean;
  /**
   * Whether lines `a` and `b` are the one inside the other (a session and
   * its window): tmux never tags both.
   */
  related?(a: string, b: string): boolean;
}

/** The tagged lines of a chooser, by key. */
export class Tags {
  #keys = new Set<string>();

  /** How many are tagged. */
  get size(): number {
    return this.#keys.size;
  }

  has(key: string): boolean {
    return this.#keys.has(key);
  }

  /** The tagged among `keys`, in their order. */
  among(keys: readonly string[]): string[] {
    return keys.filter((k) => this.#keys.has(k));
  }

  /**
   * Drops the tags of what is gone: `keys`, those there are, or a test of
   * a key.
   */
  keep(keys: readonly string[] | ((key: string) => boolean)): void {
    const there = typeof keys === "function"
      ? keys
      : (k: string) => keys.includes(k);
    for (const k of this.#keys) if (!there(k)) this.#keys.delete(k);
  }

  /**
   * Key `name` (`t`, `T`, `C-t`) on the lines of `list`: true when it is
   * a tag key (done), false for any other.
   */
  key(name: string, list: ListCursor, lines: TaggedLines): boolean {
    switch (name) {
      case "t": {
        if (list.count === 0) return true;
        const key = lines.keyOf(list.cursor);
        if (this.#keys.delete(key)) {
          // Untagged.
        } else {
          for (const k of this.#keys) {
            if (lines.related?.(k, key)) this.#keys.delete(k);
          }
          this.#keys.add(key);
        }
        // Down a line, not round to the top (tmux's mode_tree_down(0)).
        if (list.cursor < list.count - 1) list.cursor++;
        return true;
      }
      case "T":
        this.#keys.clear();
        return true;
      case "C-t":
        this.#keys.clear();
        for (let i = 0; i < list.count; i++) {
          if (lines.top(i)) this.#keys.add(lines.keyOf(i));
        }
        return true;
    }
    return false;
  }
}

/** `name` with tmux's tag mark after it when `tagged`. */
export function tagMark(name: string, tagged: boolean): string {
  return tagged ? `${name}*` : name;
}

/**
 * tmux's `cmd_template_replace` for a chooser's command: `%%` and `%1`
 * in `template` are the target.
 */
export function fillTemplate(template: string, target: string): string {
  return template.replace(/%[%1]/g, () => target);
}

/**
 * A one-line prompt at a chooser's bottom line (choose-tree's `:`,
 * tmux's `(2 tagged) `): printable keys type, Backspace deletes, Enter
 * gives the line, Escape or C-c gives it up.
 */
export class ChooserPrompt {
  text = "";

  constructor(readonly label: string) {}

  /** What the bottom line shows. */
  get line(): string {
    return this.label + this.text;
  }

  /** One key: the line typed on Enter, null when given up, else undefined. */
  key(key: Key): string | null | undefined {
    switch (key.name) {
      case "Enter":
        return this.text;
      case "Escape":
      case "C-c":
      case "C-g":
        return null;
      case "Backspace":
        this.text = [...this.text].slice(0, -1).join("");
        return undefined;
    }
    if ([...key.name].length === 1 && key.name >= " ") this.text += key.name;
    return undefined;
  }
}
