/**
 * Prefix `?` (tmux's `list-keys`): every binding of every key table, one
 * line each as tmux lists them (`bind-key -T prefix c new-window`), in a
 * full-screen view over the session, scrolled with `j` `k`, the arrows,
 * `C-n` `C-p`, PageUp/PageDown (`C-b` `C-f`, Space), `g` `G` (Home End);
 * `q`, Escape or `C-c` leaves. `[top/lines]` at the top right says where
 * the view is, as tmux's view mode does.
 *
 * @module
 */

import { KEY_TABLES } from "../../protocol/options.ts";
import { ATTR_INVERSE } from "../../vt/types.ts";
import type { KeyTable } from "./key_table.ts";
import { putText } from "./row_text.ts";
import { DEFAULT_ATTRS, GridRow } from "./screen_grid.ts";
import type { Key } from "./scroll_keys.ts";
import { stripControls } from "../../protocol/controls.ts";

const INVERSE = { ...DEFAULT_ATTRS, flags: ATTR_INVERSE };

/** The lines `list-keys` shows for `keys`: table by table. */
export function listKeys(keys: KeyTable): string[] {
  const out: string[] = [];
  for (const table of KEY_TABLES) {
    const repeating = keys.repeating(table);
    for (const [key, command] of keys.bindings(table)) {
      const r = repeating.has(key) ? "-r " : "";
      out.push(
        `bind-key ${r}-T ${table.padEnd(6)} ${key.padEnd(10)} ${command}`,
      );
    }
    if (table === "prefix") {
      out.push(
        `bind-key -T prefix ${keys.prefixName.padEnd(10)} send-prefix`,
      );
    }
  }
  return out;
}

/**
 * A command's output as lines the view can show: its escape sequences
 * (colours, titles) and other control characters taken out, a tab as
 * spaces, so that nothing a command printed (`run-shell 'cat FILE'`)
 * reaches the terminal as a sequence.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { outputLines } from "./help_view.ts";
 * assert.deepEqual(outputLines("\x1b[1ma\x1b[m\tb\x1b]52;c;eA==\x07\n"), [
 *   "a    b",
 * ]);
 * ```
 */
export function outputLines(output: string): string[] {
  return output.replace(/\n$/, "").split("\n").map((line) =>
    stripControls(line.replace(SEQUENCES, "").replace(/\t/g, "    "))
  );
}

// CSI sequences (colours) and OSC strings (titles, clipboard writes).
// deno-lint-ignore no-control-regex
const SEQUENCES = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?/g;

/** The view's place in the lines. */
export class HelpView {
  #top = 0;

  constructor(readonly lines: string[]) {}

  /** The first line shown. */
  get top(): number {
    return this.#top;
  }

  /** Applies a key for a view `height` rows high; false: leave the view. */
  key(k: Key, height: number): boolean {
    const page = Math.max(1, height - 1);
    switch (k.name) {
      case "q":
      case "Escape":
      case "C-c":
        return false;
      case "j":
      case "Down":
      case "C-n":
      case "Enter":
        this.#move(1, height);
        break;
      case "k":
      case "Up":
      case "C-p":
        this.#move(-1, height);
        break;
      case "PageDown":
      case "C-f":
      case " ":
        this.#move(page, height);
        break;
      case "PageUp":
      case "C-b":
        this.#move(-page, height);
        break;
      case "g":
      case "Home":
        this.#top = 0;
        break;
      case "G":
      case "End":
        this.#move(this.lines.length, height);
        break;
    }
    return true;
  }

  /** The view's rows, `cols` wide and `height` high. */
  rows(cols: number, height: number): GridRow[] {
    this.#move(0, height);
    const out: GridRow[] = [];
    for (let y = 0; y < height; y++) {
      const row = new GridRow(cols);
      const line = this.lines[this.#top + y];
      if (line !== undefined) putText(row, cols, line, DEFAULT_ATTRS, "left");
      out.push(row);
    }
    if (out.length > 0) {
      const where = `[${this.#top}/${this.lines.length}]`;
      putText(out[0], cols, where, INVERSE, "right");
    }
    return out;
  }

  #move(by: number, height: number): void {
    const max = Math.max(0, this.lines.length - height);
    this.#top = Math.max(0, Math.min(max, this.#top + by));
  }
}
