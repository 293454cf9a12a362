/**
 * tmux's prompt history: the lines entered at each prompt type's prompts
 * (`command-prompt -T`), kept by the daemon for every client, at most
 * `prompt-history-limit` each, saved in `history-file` as tmux 3.3a's
 * (`TYPE:LINE` a line). No FFI: the daemon keeps it, the attach client
 * reads and adds to it, the command line shows and clears it.
 *
 * @module
 */

/** tmux's prompt types (`-T`): each keeps its own history. */
export const PROMPT_TYPES = [
  "command",
  "search",
  "target",
  "window-target",
] as const;

/** A prompt type (`-T`). */
export type PromptType = typeof PROMPT_TYPES[number];

/** Each prompt type's lines, oldest first. */
export type PromptHistories = Record<PromptType, string[]>;

/** Histories with no line. */
export function emptyHistories(): PromptHistories {
  return { command: [], search: [], target: [], "window-target": [] };
}

/** Whether `type` is one of `PROMPT_TYPES`. */
export function isPromptType(type: unknown): type is PromptType {
  return PROMPT_TYPES.includes(type as PromptType);
}

/**
 * Adds `line` to `list` as tmux's `status_prompt_add_history`: not a
 * blank one, nor the last one again; the oldest go past `limit`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { addToHistory } from "./prompt_history.ts";
 * const list = ["a"];
 * addToHistory(list, "b", 2);
 * addToHistory(list, "b", 2);
 * addToHistory(list, "c", 2);
 * assert.deepEqual(list, ["b", "c"]);
 * ```
 */
export function addToHistory(list: string[], line: string, limit: number) {
  if (line.trim() === "" || list.at(-1) === line) return;
  list.push(line);
  if (list.length > limit) list.splice(0, list.length - limit);
}

/**
 * Histories `h` as tmux 3.3a writes `history-file`: `TYPE:LINE` a line,
 * each type's oldest first.
 */
export function historyFileText(h: PromptHistories): string {
  return PROMPT_TYPES.flatMap((type) =>
    h[type].map((line) => `${type}:${line}\n`)
  ).join("");
}

/**
 * The histories of `text` (a `history-file`), each at most `limit`: a
 * line with no known `TYPE:` is the command prompt's, as tmux's reads an
 * older file.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseHistoryFile } from "./prompt_history.ts";
 * const h = parseHistoryFile("command:ls\nsearch:foo\nneww\n", 100);
 * assert.deepEqual(h.command, ["ls", "neww"]);
 * assert.deepEqual(h.search, ["foo"]);
 * ```
 */
export function parseHistoryFile(text: string, limit: number): PromptHistories {
  const h = emptyHistories();
  for (const line of text.split("\n")) {
    const at = line.indexOf(":");
    const type = at > 0 ? line.slice(0, at) : "";
    if (isPromptType(type)) addToHistory(h[type], line.slice(at + 1), limit);
    else addToHistory(h.command, line, limit);
  }
  return h;
}
