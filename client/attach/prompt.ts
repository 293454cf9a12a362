/**
 * The prompts of the status line, as tmux's: a command prompt (prefix `:`,
 * `command-prompt`) that edits one line, and a confirmation
 * (`confirm-before`) that takes one key.
 *
 * Line editing keys are tmux's (its emacs-style defaults): Left/Right,
 * Home/End and C-a/C-e move; Backspace and Delete (C-d) delete; C-u
 * deletes to the start, C-k to the end, C-w the word before the cursor;
 * Up/Down go through this client's history; Enter runs; Escape, C-c and
 * C-g cancel. Text is kept as grapheme clusters, so a wide character or
 * a letter with a combining mark is moved over and deleted whole, and
 * drawn in the cells it takes.
 *
 * @module
 */

import { charWidth } from "../../vt/width.ts";
import type { Key } from "./scroll_keys.ts";
import { GridRow, WIDE_TAIL } from "./screen_grid.ts";
import { splitGraphemes } from "./row_text.ts";
import { MESSAGE_STYLE } from "./status_line.ts";
import { keyName } from "./key_table.ts";

/** What a key did to a prompt. */
export type PromptStep =
  /** Still open (redraw it). */
  | { kind: "open" }
  /** Enter (or the answer to a confirmation): run `text`. */
  | { kind: "done"; text: string }
  | { kind: "cancel" };

/** A prompt as drawn: its row, and where the cursor goes in it. */
export interface PromptRow {
  row: GridRow;
  /** The cursor's column. */
  cursor: number;
}

/** Most lines the history keeps (tmux's prompt-history-limit is 100). */
const HISTORY_LIMIT = 100;

/** One line of text being edited, with a label before it. */
export class CommandPrompt {
  #g: string[];
  /** The cursor, as an index into `#g`. */
  #at: number;
  /** Where Up/Down is in the history (its length: the line being typed). */
  #h: number;
  /** The line as typed before Up went into the history. */
  #typed = "";

  constructor(
    readonly label: string,
    text: string,
    readonly history: string[],
  ) {
    this.#g = splitGraphemes(text);
    this.#at = this.#g.length;
    this.#h = history.length;
  }

  /** The text typed so far. */
  get text(): string {
    return this.#g.join("");
  }

  /** Applies one key. */
  key(k: Key): PromptStep {
    switch (k.name) {
      case "Enter":
        return { kind: "done", text: this.text };
      case "Escape":
      case "C-c":
      case "C-g":
        return { kind: "cancel" };
      case "Left":
      case "C-b":
        this.#at = Math.max(0, this.#at - 1);
        break;
      case "Right":
      case "C-f":
        this.#at = Math.min(this.#g.length, this.#at + 1);
        break;
      case "Home":
      case "C-a":
        this.#at = 0;
        break;
      case "End":
      case "C-e":
        this.#at = this.#g.length;
        break;
      case "Backspace":
      case "C-h":
        if (this.#at > 0) this.#g.splice(--this.#at, 1);
        break;
      case "Delete":
      case "C-d":
        this.#g.splice(this.#at, 1);
        break;
      case "C-u":
        this.#g.splice(0, this.#at);
        this.#at = 0;
        break;
      case "C-k":
        this.#g.splice(this.#at);
        break;
      case "C-w":
        this.#deleteWord();
        break;
      case "Up":
        this.#recall(-1);
        break;
      case "Down":
        this.#recall(1);
        break;
      case "Paste":
        this.#insert((k.text ?? "").replace(/[\r\n]+/g, " "));
        break;
      case "Tab":
        this.#insert(" ");
        break;
      default:
        if (isText(k.name)) this.#insert(k.name);
    }
    return { kind: "open" };
  }

  /** The prompt drawn `cols` wide, scrolled to keep the cursor in view. */
  draw(cols: number): PromptRow {
    const cells = [...splitGraphemes(this.label), ...this.#g];
    const cursorAt = splitGraphemes(this.label).length + this.#at;
    // Columns of each grapheme, and of the cursor.
    const xs: number[] = [];
    let x = 0;
    for (const g of cells) {
      xs.push(x);
      x += width(g);
    }
    const cursorX = cursorAt < xs.length ? xs[cursorAt] : x;
    // Scroll so that the cursor (and the cell it is on) fits.
    const shift = Math.max(0, cursorX + 1 - cols);
    const row = new GridRow(cols);
    row.fill(0, cols, " ", MESSAGE_STYLE);
    for (let i = 0; i < cells.length; i++) {
      const w = width(cells[i]);
      const at = xs[i] - shift;
      if (at < 0 || at + w > cols) continue;
      row.chars[at] = cells[i];
      if (w === 2) row.chars[at + 1] = WIDE_TAIL;
    }
    return { row, cursor: Math.min(cursorX - shift, cols - 1) };
  }

  #insert(text: string): void {
    const before = this.#g.slice(0, this.#at).join("") + text;
    const all = splitGraphemes(before + this.#g.slice(this.#at).join(""));
    // A combining mark joins the grapheme before it: count again.
    this.#at = splitGraphemes(before).length;
    this.#g = all;
  }

  // C-w: the blanks before the cursor, then the word before them.
  #deleteWord(): void {
    let i = this.#at;
    while (i > 0 && this.#g[i - 1] === " ") i--;
    while (i > 0 && this.#g[i - 1] !== " ") i--;
    this.#g.splice(i, this.#at - i);
    this.#at = i;
  }

  // Up (-1) or Down (+1) through the history; past its end, the line as
  // it was typed.
  #recall(step: number): void {
    const h = Math.max(0, Math.min(this.history.length, this.#h + step));
    if (h === this.#h) return;
    if (this.#h === this.history.length) this.#typed = this.text;
    this.#h = h;
    const text = h === this.history.length ? this.#typed : this.history[h];
    this.#g = splitGraphemes(text);
    this.#at = this.#g.length;
  }
}

/** A question answered by one key: `y` says yes, any other key no. */
export class ConfirmPrompt {
  constructor(readonly label: string) {}

  key(k: Key): PromptStep {
    return k.name === "y" || k.name === "Y"
      ? { kind: "done", text: "y" }
      : { kind: "cancel" };
  }

  draw(cols: number): PromptRow {
    return new CommandPrompt(this.label, "", []).draw(cols);
  }
}

/**
 * A prompt answered by the next key, whatever it is (tmux's
 * `command-prompt -k`): the answer is the key's name (`x`, `C-Up`,
 * `Space`).
 */
export class KeyPrompt {
  constructor(readonly label: string) {}

  key(k: Key): PromptStep {
    return { kind: "done", text: keyName(k.bytes) };
  }

  draw(cols: number): PromptRow {
    return new CommandPrompt(this.label, "", []).draw(cols);
  }
}

/** Adds `line` to a prompt history (not twice in a row; at most 100). */
export function remember(history: string[], line: string): void {
  if (line.trim() === "" || history.at(-1) === line) return;
  history.push(line);
  if (history.length > HISTORY_LIMIT) history.shift();
}

// A key that types its name: one printable grapheme.
function isText(name: string): boolean {
  const cp = name.codePointAt(0) ?? 0;
  if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) return false;
  return splitGraphemes(name).length === 1;
}

function width(g: string): number {
  return charWidth(g.codePointAt(0) ?? 32) === 2 ? 2 : 1;
}
