/**
 * tmux 3.3a's `command-prompt` and `confirm-before`:
 *
 * - `command-prompt [-1bFikN] [-I INPUTS] [-p PROMPTS] [-T TYPE]
 *   [TEMPLATE]`: prompts on the status line, one per comma of PROMPTS,
 *   asked in turn, each with its input of INPUTS already typed; then
 *   TEMPLATE runs with `%1` .. `%9` (and each `%%` in turn) replaced by
 *   the answers, or, without TEMPLATE, what was typed as a command line.
 *   A prompt is PROMPT and a space, else `(COMMAND) ` for a template's
 *   command, else `:`. `-1`, `-N`, `-i`, `-k`: `PromptMode`; `-F`: the
 *   template is a format; `-T`: which history the prompt keeps; `-b`: a
 *   list goes on at once. Flags
 *   may be joined, as tmux's (`-kp key`).
 * - `confirm-before [-p PROMPT] COMMAND`: asks PROMPT (default
 *   `Confirm 'COMMAND'? (y/n)`); `y` runs COMMAND, any other key does not.
 *
 * TEXT and PROMPT take tmux's formats (`protocol/format.ts`) of what the
 * status line knows: `#S` (session), `#W` (window name), `#I` (window
 * index), `#P` (pane index), `#F` (window flags) and their long names.
 *
 * @module
 */

import type { WireStatus } from "../../protocol/messages.ts";
import { expandFormat } from "../../protocol/format.ts";
import { splitCommandLine } from "../commands/_command_runner.ts";
import { commandWord } from "../commands/_command_word.ts";
import { PROMPT_COMMANDS } from "./own_commands.ts";

import {
  PROMPT_TYPES,
  type PromptType,
} from "../../protocol/prompt_history.ts";
export { PROMPT_TYPES, type PromptType };

/**
 * How a `command-prompt` takes its answer, tmux 3.3a's flags (one only,
 * in this order): `single` (`-1`) one printable key; `numeric` (`-N`)
 * digits, the first other key ends it (and goes on as a key); `incremental`
 * (`-i`) the template runs at each change; `key` (`-k`) any key, by name.
 */
export type PromptMode = "single" | "numeric" | "incremental" | "key";

/** One question of a `command-prompt` (`-p A,B` asks two). */
export interface PromptQuestion {
  label: string;
  /** What is typed already (`-I`). */
  initial: string;
}

/** A prompt to open, from a `command-prompt` or `confirm-before` line. */
export type PromptRequest =
  | {
    kind: "command";
    /** Asked one after the other; each answer is `%1`, `%2` ... */
    questions: PromptQuestion[];
    /** The template's words; null: what is typed is the command line. */
    template: string[] | null;
    /** The template as written, for `-F` (expanded, then split). */
    source?: string;
    mode?: PromptMode;
    type: PromptType;
    /** `-F`: the template is a format, expanded before it is used. */
    format?: true;
    /** `-b` (or `-i`): a list goes on at once, not after the answer. */
    background?: true;
  }
  | { kind: "confirm"; label: string; command: string };

/** Whether `line` is one of the prompt commands. */
export function isPromptCommand(line: string): boolean {
  const first = line.trim().split(/\s+/)[0];
  return PROMPT_COMMANDS.includes(first);
}

/**
 * The prompt `line` asks for, its formats expanded from `status` (null
 * before the daemon said anything); throws a one-line error for a line
 * these commands do not take.
 */
export function parsePromptCommand(
  line: string,
  status: WireStatus | null,
): PromptRequest {
  const [word, ...args] = splitCommandLine(line);
  // tmux's short name (`bind x confirm kill-pane`).
  const name = word === "confirm" ? "confirm-before" : word;
  const opts: Record<string, string> = {};
  const valued = name === "command-prompt" ? "IpT" : "p";
  const bare = name === "command-prompt" ? "1bFikN" : "";
  let i = 0;
  for (; i < args.length && args[i].startsWith("-") && args[i] !== "-"; i++) {
    if (args[i] === "--") {
      i++;
      break;
    }
    // One word of flags (`-kp`): a valued one takes the rest of the word,
    // else the next word.
    const word = args[i];
    for (let j = 1; j < word.length; j++) {
      const flag = word[j];
      if (bare.includes(flag)) {
        opts[`-${flag}`] = "";
        continue;
      }
      if (!valued.includes(flag)) throw new Error(usage(name));
      const value = j + 1 < word.length ? word.slice(j + 1) : args[++i];
      if (value === undefined) throw new Error(usage(name));
      opts[`-${flag}`] = value;
      break;
    }
  }
  const rest = args.slice(i);
  if (name === "confirm-before") {
    if (rest.length === 0) throw new Error(usage(name));
    const command = rest.length === 1 ? rest[0] : rest.map(quote).join(" ");
    const p = opts["-p"];
    const label = p !== undefined
      ? expand(p, status)
      : `Confirm '${command}'? (y/n)`;
    return { kind: "confirm", label, command };
  }
  if (rest.length > 1) throw new Error(usage(name));
  const type = opts["-T"] ?? "command";
  if (!(PROMPT_TYPES as readonly string[]).includes(type)) {
    throw new Error(
      `command-prompt: unknown type ${type} (-T takes command, search, target or window-target)`,
    );
  }
  const template = rest.length === 1 ? splitCommandLine(rest[0]) : null;
  return {
    kind: "command",
    questions: questions(opts["-p"], opts["-I"], template, status),
    template,
    ...(rest.length === 1 && "-F" in opts
      ? { source: rest[0], format: true as const }
      : {}),
    ...modeOf(opts),
    type: type as PromptType,
    ...("-b" in opts || "-i" in opts ? { background: true as const } : {}),
  };
}

// tmux 3.3a's questions: one per comma of `-p` (each with a space after
// it), the inputs of `-I` given out by comma in turn; without `-p` one,
// `(COMMAND) ` for a template's command, else `:`.
function questions(
  prompts: string | undefined,
  inputs: string | undefined,
  template: string[] | null,
  status: WireStatus | null,
): PromptQuestion[] {
  const labels = prompts !== undefined
    ? prompts.split(",").map((p) => `${p} `)
    : [template?.length ? `(${template[0]}) ` : ":"];
  const given = inputs?.split(",") ?? [];
  return labels.map((label, n) => ({
    label: expand(label, status),
    initial: expand(given[n] ?? "", status),
  }));
}

// The one answering flag tmux 3.3a takes, in its order.
function modeOf(opts: Record<string, string>): { mode?: PromptMode } {
  if ("-1" in opts) return { mode: "single" };
  if ("-N" in opts) return { mode: "numeric" };
  if ("-i" in opts) return { mode: "incremental" };
  if ("-k" in opts) return { mode: "key" };
  return {};
}

/**
 * The command line a `command-prompt` runs for its `answers`: the
 * template with each answer put in its words as tmux 3.3a's
 * `cmd_template_replace` does, quoted again; or the first answer itself
 * without a template. Answer N goes in for each `%N` and for the first
 * `%%` not yet used (`%%%`, `%N%`: the same here, where the answer is
 * one word however it is quoted). As tmux 3.3a's, the last answer is
 * given twice (not `incremental`'s): after `-p a,b` a third `%%` (or
 * `%3`) gets the second.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { promptLine } from "./prompt_command.ts";
 * assert.equal(
 *   promptLine(["new-window", "-n", "%1", "-t", ":%%"], ["w", "3"]),
 *   "new-window -n w -t :w",
 * );
 * assert.equal(promptLine(["display", "%2-%1"], ["a", "b"]), "display b-a");
 * ```
 */
export function promptLine(
  template: string[] | null,
  answers: string | string[],
  incremental = false,
): string {
  const all = typeof answers === "string" ? [answers] : answers;
  if (!template) return all[0] ?? "";
  let words = template;
  const given = incremental || all.length === 0
    ? all
    : [...all, all[all.length - 1]];
  given.forEach((answer, n) => {
    let used = false;
    words = words.map((w) => {
      const r = templateReplace(w, answer, n + 1, used);
      used = r.used;
      return r.text;
    });
  });
  return words.map(quote).join(" ");
}

// tmux's cmd_template_replace for one word: `%idx` and, unless `used`,
// the first `%%` become `answer` (a `%` after either: quoted, which a
// word needs not).
function templateReplace(
  word: string,
  answer: string,
  idx: number,
  used: boolean,
): { text: string; used: boolean } {
  let out = "";
  for (let i = 0; i < word.length; i++) {
    const c = word[i];
    if (c !== "%") {
      out += c;
      continue;
    }
    const next = word[i + 1];
    const mine = next === String(idx) && idx <= 9;
    if (!mine && (next !== "%" || used)) {
      out += c;
      continue;
    }
    if (!mine) used = true;
    i++;
    if (word[i + 1] === "%") i++;
    out += answer;
  }
  return { text: out, used };
}

function usage(name: string): string {
  return name === "command-prompt"
    ? "command-prompt takes [-1bFikN] [-I INPUTS] [-p PROMPTS] [-T TYPE] [TEMPLATE]"
    : "confirm-before takes [-p PROMPT] COMMAND";
}

// tmux's formats, from what the status line knows.
function expand(text: string, s: WireStatus | null): string {
  const shown = s?.windows.find((w) => w[2].includes("*"));
  const values: Record<string, string | undefined> = {
    session_name: s?.session,
    window_index: shown && String(shown[0]),
    window_name: shown?.[1],
    window_flags: shown?.[2],
    pane_index: s ? String(s.pane) : undefined,
  };
  return expandFormat(
    text,
    (name) => Object.hasOwn(values, name) ? values[name] : undefined,
  );
}

/** A word as a command line gives it back (`splitCommandLine`). */
const quote = commandWord;
