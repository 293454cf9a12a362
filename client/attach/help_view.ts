/**
 * `list-keys` (and prefix `?`'s `list-keys -N`, `listKeysCommand`): every
 * binding of every key table, one line each as tmux lists them
 * (`bind-key -T prefix c new-window`), in tmux's order, in a
 * full-screen view over the session, scrolled with `j` `k`, the arrows,
 * `C-n` `C-p`, PageUp/PageDown (`C-b` `C-f`, Space), `g` `G` (Home End);
 * `q`, Escape or `C-c` leaves. `[top/lines]` at the top right says where
 * the view is, as tmux's view mode does.
 *
 * @module
 */

import type { KeyTableName } from "../../protocol/options.ts";
import { ATTR_INVERSE } from "../../vt/types.ts";
import type { KeyTable } from "./key_table.ts";
import { putText } from "./row_text.ts";
import { DEFAULT_ATTRS, GridRow } from "./screen_grid.ts";
import type { Key } from "./scroll_keys.ts";
import { stripControls } from "../../protocol/controls.ts";
import { encodeKey } from "../keys.ts";
import { commandTexts, splitCommandLine } from "../commands/_command_runner.ts";
import { namedInFull } from "../commands/_command_names.ts";
import { noteOf, SEND_PREFIX_NOTE } from "./key_notes.ts";
import { inKeyOrder } from "./key_order.ts";
import { isMouseKey } from "../../protocol/mouse_key_names.ts";
import { tmuxKeyName } from "../../protocol/key_names.ts";

const INVERSE = { ...DEFAULT_ATTRS, flags: ATTR_INVERSE };

/**
 * The lines `list-keys` shows for `keys`: table by table, in tmux's order
 * (by name: `copy`, then tables of the user's such as `off`, `prefix`,
 * `resize`, `root`).
 */
export function listKeys(keys: KeyTable): string[] {
  const out: string[] = [];
  for (const table of keys.tableNames()) {
    const repeating = keys.repeating(table);
    for (const [key, command] of boundIn(keys, table)) {
      const r = repeating.has(key) ? "-r " : "";
      out.push(
        `bind-key ${r}-T ${table.padEnd(6)} ${
          keyWord(key).padEnd(10)
        } ${command}`,
      );
    }
  }
  return out;
}

/**
 * The bindings of `table` in tmux's order (`key_order.ts`); the prefix
 * table's has the prefix key's own `send-prefix` too. A list's commands
 * have tmux's ` \; ` between them, as its `list-keys` prints them, so
 * that a line pasted into a .tmux.conf binds the key to all of them.
 */
function boundIn(
  keys: KeyTable,
  table: KeyTableName,
): [key: string, command: string][] {
  const bound = keys.bindings(table).map((
    [key, command],
  ): [string, string] => [key, listed(command)]);
  // (`prefix None`: no prefix key, nothing it sends.)
  if (
    table === "prefix" && keys.prefixName !== "None" &&
    !bound.some(([k]) => k === keys.prefixName)
  ) {
    bound.push([keys.prefixName, "send-prefix"]);
  }
  return inKeyOrder(bound, ([key]) => key);
}

/**
 * Command line `line` as `list-keys` prints it: a list's commands with
 * ` \; ` between them (tmux's, in a .tmux.conf, where a bare `;` would
 * end the bind-key line), each with its name in full, as tmux 3.3a
 * prints them (`bind x list-w` lists `list-windows`), its arguments as
 * they were written.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { listed } from "./help_view.ts";
 * assert.equal(listed("source x ; refresh -S"),
 *   "source-file x \\; refresh-client -S");
 * assert.equal(listed("display 'a ; b'"), "display-message 'a ; b'");
 * ```
 */
export function listed(line: string): string {
  let texts;
  try {
    texts = commandTexts(line);
  } catch {
    return line; // Unclosed quotes: as it is.
  }
  return texts.length > 1
    ? texts.map(namedInFull).join(" \\; ")
    : namedInFull(line);
}

/**
 * Key name `key` as a `list-keys` line prints it: a one-character key
 * that a .tmux.conf would read otherwise (a quote, `;`, `#`, `~`, a
 * brace ...) after a backslash, as tmux 3.3a's, so that the line binds
 * it again.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { keyWord } from "./help_view.ts";
 * assert.equal(keyWord('"'), '\\"');
 * assert.equal(keyWord("C-b"), "C-b");
 * ```
 */
export function keyWord(key: string): string {
  return key.length === 1 && `"#$%';{}~\\`.includes(key) ? `\\${key}` : key;
}

/** What a `list-keys` line with options shows: a message, or lines. */
export type ListKeysOutput =
  | { message: string }
  | { lines: string[] };

/**
 * tmux's `list-keys [-1aN] [-T TABLE] [KEY]`: the bindings of every table
 * (or TABLE), or only KEY's, in tmux's order; `-N` the keys with a note,
 * each as its key (after the prefix's name in the prefix table) and its
 * note, as tmux's (`-aN`: the others too, each with its command); `-1`
 * only the first, as a message (prefix `/`). A key bound to nothing is
 * tmux's `Unknown key: KEY`. Throws a one-line error for options it does
 * not take.
 */
export function listKeysCommand(keys: KeyTable, line: string): ListKeysOutput {
  const args = splitCommandLine(line).slice(1);
  let one = false, notes = false, all = false;
  let only: KeyTableName | undefined;
  let i = 0;
  for (; i < args.length && /^-./.test(args[i]); i++) {
    if (args[i] === "--") {
      i++;
      break;
    }
    for (let j = 1; j < args[i].length; j++) {
      const flag = args[i][j];
      if (flag === "1") one = true;
      else if (flag === "a") all = true;
      else if (flag === "N") notes = true;
      else if (flag === "T") {
        const name = args[i].slice(j + 1) || args[++i];
        only = tableNamed(keys, name);
        break;
      } else throw new Error(LIST_KEYS_USAGE);
    }
  }
  const rest = args.slice(i);
  if (rest.length > 1) throw new Error(LIST_KEYS_USAGE);
  const key = rest[0];
  let wanted: string | undefined;
  if (key !== undefined && isMouseKey(key)) wanted = tmuxKeyName(key);
  else if (key !== undefined) {
    try {
      wanted = encodeKey(key);
    } catch {
      return { message: `Unknown key: ${key}` };
    }
  }
  const rows: { key: string; text: string; table: KeyTableName }[] = [];
  const tables = only ? [only] : notes
    // tmux's -N leaves the prefix table out when the prefix is None.
    ? keys.prefixName === "None" ? ["root"] : ["prefix", "root"]
    : keys.tableNames();
  for (const table of tables) {
    const own = notes ? keys.notes(table) : new Map<string, string>();
    for (const [name, command] of boundIn(keys, table)) {
      if (wanted !== undefined && !sameKey(name, wanted)) continue;
      if (!notes) {
        const r = keys.repeating(table).has(name) ? "-r " : "";
        rows.push({
          key: "",
          text: `bind-key ${r}-T ${table} ${keyWord(name)} ${command}`,
          table,
        });
        continue;
      }
      // A note of its own (bind -N), else tmux's for a built-in one.
      const note = own.get(name) ?? (command === "send-prefix" &&
          name === keys.prefixName
        ? SEND_PREFIX_NOTE
        : table === "prefix"
        ? noteOf(name, command)
        : undefined);
      // tmux's -a lists the keys without one too, but not for one KEY.
      if (note === undefined && (!all || wanted !== undefined)) continue;
      const shown = table === "prefix" ? `${keys.prefixName} ${name}` : name;
      rows.push({ key: shown, text: note ?? command, table });
    }
  }
  if (rows.length === 0) {
    return {
      message: key === undefined ? "No key bindings" : `Unknown key: ${key}`,
    };
  }
  const width = Math.max(...rows.map((r) => r.key.length));
  const lines = rows.map((r) =>
    notes ? `${r.key.padEnd(width)} ${r.text}` : r.text
  );
  return one ? { message: lines[0] } : { lines };
}

const LIST_KEYS_USAGE = "list-keys takes [-1aN] [-T TABLE] [KEY]";

// A table by berth's name or tmux's (`copy-mode`, `copy-mode-vi`).
function tableNamed(keys: KeyTable, name: string | undefined): KeyTableName {
  if (name === "copy-mode" || name === "copy-mode-vi") return "copy";
  if (name === undefined || !keys.hasTable(name)) {
    throw new Error(
      `Table ${name ?? "(none)"} doesn't exist; the tables are ${
        keys.tableNames().join(", ")
      }`,
    );
  }
  return name;
}

// Whether key name `name` sends what `wanted` (an encoded key) does.
function sameKey(name: string, wanted: string): boolean {
  if (isMouseKey(name)) return name === wanted; // by name: no bytes
  try {
    return encodeKey(name) === wanted;
  } catch {
    return false;
  }
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
