/**
 * Tab at the `:` prompt, as tmux 3.3a's `status_prompt_complete`: the word
 * before the cursor is completed from the command names (the first word),
 * or from the command names, the option names and the preset layouts (any
 * later word). One name fits: it and a space; several: as far as they
 * agree. tmux's menu of the names when they agree no further, and its
 * completion of `-t` targets, berth has not.
 *
 * @module
 */

import { COMMAND_FILES } from "../commands/index.ts";
import { defaultOptions } from "../../protocol/options.ts";
import { SESSION_OPTIONS } from "../../protocol/messages.ts";
import { PRESET_LAYOUTS } from "../../protocol/layout_presets.ts";
import { CLIENT_ONLY_COMMANDS } from "./own_commands.ts";

/** Every command name and alias a prompt line may start with. */
function commandNames(): string[] {
  const cli = COMMAND_FILES.flatMap(([names]) => names)
    .filter((n) => !n.startsWith("_"));
  return [...cli, ...CLIENT_ONLY_COMMANDS];
}

/** The option names `set-option` takes (not the key tables). */
function optionNames(): string[] {
  const names = Object.keys(defaultOptions()).filter((n) => n !== "bind");
  return [...names, ...SESSION_OPTIONS];
}

/**
 * The names `word` may be completed to, sorted, each once; `atStart`: it
 * is the line's first word (a command). Flags (`-t ...`) get none.
 */
export function completions(word: string, atStart: boolean): string[] {
  if (word === "" || word.startsWith("-")) return [];
  const pool = atStart
    ? commandNames()
    : [...commandNames(), ...optionNames(), ...PRESET_LAYOUTS];
  return [...new Set(pool.filter((n) => n.startsWith(word)))].sort();
}

/**
 * What `word` becomes: the one name that fits and a space, else the
 * longest start the names share (never shorter than `word`).
 */
export function completeWord(word: string, atStart: boolean): string {
  const names = completions(word, atStart);
  if (names.length === 0) return word;
  if (names.length === 1) return `${names[0]} `;
  let shared = names[0];
  for (const n of names) {
    while (!n.startsWith(shared)) shared = shared.slice(0, -1);
  }
  return shared.length > word.length ? shared : word;
}
