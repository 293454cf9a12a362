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
 * With tmux's `status-keys vi` the line starts in insert mode, as tmux's
 * does; Escape goes to command mode (drawn in `message-command-style`),
 * where tmux 3.3a's `status_prompt_translate_key` keys work: `h` `l` `0`
 * `^` `$` `w` `b` `e` (`W` `B` `E`) move, `x` `X` `D` `d` delete, `i` `a`
 * `I` `A` `s` `S` `C` and Escape go back to insert mode, `j` `k` go
 * through the history, `q` cancels, Enter runs. Words are runs of
 * non-blanks here.
 *
 * @module
 */

import { charWidth } from "../../vt/width.ts";
import type { Key } from "./scroll_keys.ts";
import { GridRow, WIDE_TAIL } from "./screen_grid.ts";
import { splitGraphemes } from "./row_text.ts";
import { MESSAGE_STYLE } from "./status_line.ts";
import { keyName } from "./key_table.ts";
import type { SgrStyle } from "./sgr.ts";

/**
 * How a prompt looks and edits: tmux's `status-keys` (emacs by default),
 * `message-style` and `message-command-style` (vi's command mode).
 */
export interface PromptLook {
  keys?: "emacs" | "vi";
  style?: Readonly<SgrStyle>;
  commandStyle?: Readonly<SgrStyle>;
  /**
   * Tab's completion (the `:` prompt's, `prompt_complete.ts`): what the
   * word before the cursor becomes; `atStart`: it is the first word.
   * Without it Tab types a space.
   */
  complete?: (word: string, atStart: boolean) => string;
}

/** What a key did to a prompt. */
export type PromptStep =
  /** Still open (redraw it). */
  | { kind: "open" }
  /**
   * Enter (or the answer to a confirmation): run `text`. `goesOn`: the
   * key that ended it is a key as usual too (`-N`'s first non-digit).
   */
  | { kind: "done"; text: string; goesOn?: true }
  /**
   * An incremental prompt's text changed (`-i`): `text` is tmux's, `=`
   * then the text, or `+`/`-` then it for C-s/C-r.
   */
  | { kind: "change"; text: string }
  | { kind: "cancel" };

/**
 * How a `CommandPrompt` is answered, as tmux 3.3a's flags: `single` one
 * printable key (Enter: what is typed), `numeric` digits alone (any other
 * key answers, and goes on), `incremental` each change is told (Enter
 * and Escape end it).
 */
export type AnswerMode = "single" | "numeric" | "incremental";

/** A prompt as drawn: its row, and where the cursor goes in it. */
export interface PromptRow {
  row: GridRow;
  /** The cursor's column. */
  cursor: number;
}

/** Most lines the history keeps (tmux's prompt-history-limit is 100). */
const HISTORY_LIMIT = 100;

// Graphemes inserted with one `splice` at most: a spread of a long paste
// passes each as an argument, and a call takes about 65536 of them.
const SPLICE_MOST = 4096;

/** One line of text being edited, with a label before it. */
export class CommandPrompt {
  #g: string[];
  /** The cursor, as an index into `#g`. */
  #at: number;
  /**
   * Where Up/Down is in the history, counted back from its end (0: the
   * line being typed), so that lines the daemon's history brings in after
   * the prompt opened come first.
   */
  #back = 0;
  /** The line as typed before Up went into the history. */
  #typed = "";
  /** In vi's command mode (`status-keys vi`, after Escape). */
  #command = false;
  /** An incremental prompt's input: C-s or C-r on nothing types it. */
  #last = "";

  constructor(
    readonly label: string,
    text: string,
    readonly history: string[],
    readonly look: PromptLook = {},
    readonly mode?: AnswerMode,
  ) {
    // tmux's incremental prompt starts empty, its input kept for C-s.
    if (mode === "incremental") [this.#last, text] = [text, ""];
    this.#g = splitGraphemes(text);
    this.#at = this.#g.length;
  }

  /** The text typed so far. */
  get text(): string {
    return this.#g.join("");
  }

  /** Whether vi's command mode is on (`status-keys vi`, after Escape). */
  get commandMode(): boolean {
    return this.#command;
  }

  /** Applies one key. */
  key(k: Key): PromptStep {
    if (this.mode === undefined) return this.#key(k);
    if (this.mode === "numeric") {
      // tmux's PROMPT_NUMERIC: any other key answers, then goes on.
      if (/^[0-9]$/.test(k.name)) return this.#edit(k);
      return { kind: "done", text: this.text, goesOn: true };
    }
    if (this.mode === "single" && !this.#command && isText(k.name)) {
      // tmux's PROMPT_SINGLE: a key typed after an input answers nothing.
      return this.#g.length === 0
        ? { kind: "done", text: k.name }
        : { kind: "cancel" };
    }
    if (this.mode !== "incremental") return this.#key(k);
    let sign = "=";
    if (k.name === "C-s" || k.name === "C-r") {
      if (this.#g.length === 0) {
        this.#g = splitGraphemes(this.#last);
        this.#at = this.#g.length;
      } else sign = k.name === "C-s" ? "+" : "-";
      return { kind: "change", text: sign + this.text };
    }
    // tmux's `changed`: the text's edits alone, not the cursor's moves.
    const text = this.text;
    const step = this.#key(k);
    if (step.kind !== "open" || text === this.text) return step;
    return { kind: "change", text: sign + this.text };
  }

  /** What an incremental prompt tells as it opens (tmux's `=`). */
  get opening(): string {
    return "=" + this.text;
  }

  #key(k: Key): PromptStep {
    if (this.look.keys === "vi") {
      if (this.#command) return this.#viCommand(k);
      if (k.name === "Escape") {
        this.#command = true;
        return { kind: "open" };
      }
    }
    return this.#edit(k);
  }

  // tmux 3.3a's vi command mode: each key as the insert mode key it
  // stands for, some going back to insert mode first.
  #viCommand(k: Key): PromptStep {
    const insert = (then?: string): PromptStep => {
      this.#command = false;
      return then === undefined
        ? { kind: "open" }
        : this.#edit({ ...k, name: then });
    };
    switch (k.name) {
      case "Escape":
      case "i":
        return insert();
      case "a":
        return insert("Right");
      case "A":
        return insert("End");
      case "I":
        return insert("Home");
      case "C":
        return insert("C-k");
      case "s":
        return insert("Delete");
      case "S":
        this.#g = [];
        this.#at = 0;
        return insert();
      case "d":
        this.#g = [];
        this.#at = 0;
        return { kind: "open" };
      case "$":
      case "End":
        return this.#edit({ ...k, name: "End" });
      case "0":
      case "^":
      case "Home":
        return this.#edit({ ...k, name: "Home" });
      case "D":
        return this.#edit({ ...k, name: "C-k" });
      case "X":
      case "Backspace":
        return this.#edit({
          ...k,
          name: k.name === "X" ? "Backspace" : "Left",
        });
      case "x":
      case "Delete":
        return this.#edit({ ...k, name: "Delete" });
      case "h":
      case "Left":
        return this.#edit({ ...k, name: "Left" });
      case "l":
      case "Right":
        return this.#edit({ ...k, name: "Right" });
      case "j":
      case "Down":
        return this.#edit({ ...k, name: "Down" });
      case "k":
      case "Up":
        return this.#edit({ ...k, name: "Up" });
      case "w":
      case "W":
        this.#at = this.#wordForward(false);
        return { kind: "open" };
      case "e":
      case "E":
        this.#at = this.#wordForward(true);
        return { kind: "open" };
      case "b":
      case "B":
        this.#at = this.#wordBack();
        return { kind: "open" };
      case "q":
      case "C-c":
        return { kind: "cancel" };
      case "C-h":
        return this.#edit({ ...k, name: "Backspace" });
      case "Enter":
        return this.#edit(k);
    }
    return { kind: "open" };
  }

  // The start of the next word (`end`: the end of this or the next one).
  #wordForward(end: boolean): number {
    const g = this.#g, n = g.length;
    let i = this.#at;
    if (end) {
      i++;
      while (i < n && g[i] === " ") i++;
      while (i + 1 < n && g[i + 1] !== " ") i++;
      return Math.min(i, n);
    }
    while (i < n && g[i] !== " ") i++;
    while (i < n && g[i] === " ") i++;
    return i;
  }

  // The start of this word, or of the one before.
  #wordBack(): number {
    let i = this.#at;
    while (i > 0 && this.#g[i - 1] === " ") i--;
    while (i > 0 && this.#g[i - 1] !== " ") i--;
    return i;
  }

  // The insert mode's (and emacs') keys.
  #edit(k: Key): PromptStep {
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
        if (this.look.complete) this.#complete(this.look.complete);
        else this.#insert(" ");
        break;
      default:
        if (isText(k.name)) this.#insert(k.name);
    }
    return { kind: "open" };
  }

  /**
   * The prompt drawn `cols` wide, scrolled to keep the cursor in view.
   * Only the graphemes that fit before and after the cursor are measured,
   * so a long line (a paste) costs its width, not its length.
   */
  draw(cols: number): PromptRow {
    const label = splitGraphemes(this.label), g = this.#g;
    const cell = (i: number) =>
      i < label.length ? label[i] : g[i - label.length];
    const n = label.length + g.length, cursorAt = label.length + this.#at;
    // Back from the cursor while the cells fit before it (the cursor's
    // own cell last column at most).
    let start = cursorAt, back = 0;
    while (start > 0) {
      const w = width(cell(start - 1));
      if (back + w > cols - 1) break;
      back += w;
      start--;
    }
    // Unscrolled, the line starts at column 0; scrolled, the cursor is on
    // the last column and a wide cell cut by the left edge is left out.
    const cursor = start === 0 ? back : cols - 1;
    const row = new GridRow(cols);
    const style = this.#command
      ? this.look.commandStyle ?? COMMAND_STYLE
      : this.look.style ?? MESSAGE_STYLE;
    row.fill(0, cols, " ", style);
    for (let i = start, at = cursor - back; i < n; i++) {
      const c = cell(i), w = width(c);
      if (at + w > cols) break;
      row.chars[at] = c;
      if (w === 2) row.chars[at + 1] = WIDE_TAIL;
      at += w;
    }
    return { row, cursor: Math.min(cursor, cols - 1) };
  }

  // Types `text` at the cursor. Only the graphemes beside the cursor are
  // split again (a combining mark joins the one before it), so a key costs
  // the same however long the line is: splitting the whole line at each
  // key made a 20 KB paste of keys take 8 s of CPU.
  #insert(text: string): void {
    const g = this.#g, at = this.#at;
    const from = at > 0 ? at - 1 : at, to = at < g.length ? at + 1 : at;
    const before = g.slice(from, at).join("") + text;
    const joined = splitGraphemes(before + g.slice(at, to).join(""));
    if (joined.length < SPLICE_MOST) g.splice(from, to - from, ...joined);
    else this.#g = g.slice(0, from).concat(joined, g.slice(to));
    this.#at = from + splitGraphemes(before).length;
  }

  // Tab: the word before the cursor (back to a blank) completed.
  #complete(complete: NonNullable<PromptLook["complete"]>): void {
    const before = this.#g.slice(0, this.#at).join("");
    const start = before.lastIndexOf(" ") + 1;
    const word = before.slice(start);
    const head = before.slice(0, start);
    const done = complete(word, head.trim() === "");
    if (done === word) return;
    const rest = this.#g.slice(this.#at).join("");
    this.#g = splitGraphemes(head + done + rest);
    this.#at = splitGraphemes(head + done).length;
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
    const n = this.history.length;
    const back = Math.max(0, Math.min(n, this.#back - step));
    if (back === this.#back) return;
    if (this.#back === 0) this.#typed = this.text;
    this.#back = back;
    const text = back === 0 ? this.#typed : this.history[n - back];
    this.#g = splitGraphemes(text);
    this.#at = this.#g.length;
  }
}

/** tmux's `message-command-style`: yellow on black (palette 3 and 0). */
const COMMAND_STYLE: Readonly<SgrStyle> = Object.freeze({
  ...MESSAGE_STYLE,
  fg: 3,
  bg: 0,
});

/** A question answered by one key: `y` says yes, any other key no. */
export class ConfirmPrompt {
  constructor(readonly label: string, readonly look: PromptLook = {}) {}

  key(k: Key): PromptStep {
    return k.name === "y" || k.name === "Y"
      ? { kind: "done", text: "y" }
      : { kind: "cancel" };
  }

  draw(cols: number): PromptRow {
    return new CommandPrompt(this.label, "", [], this.look).draw(cols);
  }
}

/**
 * A prompt answered by the next key, whatever it is (tmux's
 * `command-prompt -k`): the answer is the key's name (`x`, `C-Up`,
 * `Space`).
 */
export class KeyPrompt {
  constructor(readonly label: string, readonly look: PromptLook = {}) {}

  key(k: Key): PromptStep {
    return { kind: "done", text: keyName(k.bytes) };
  }

  draw(cols: number): PromptRow {
    return new CommandPrompt(this.label, "", [], this.look).draw(cols);
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
