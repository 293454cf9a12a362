/**
 * tmux's `command-prompt` and `confirm-before`, as far as berth's default
 * bindings and a user's own need them:
 *
 * - `command-prompt [-k] [-I TEXT] [-p PROMPT] [TEMPLATE]`: a prompt on
 *   the status line, TEXT already typed; Enter runs TEMPLATE with each
 *   `%%` (or `%1`) replaced by what was typed, or, without TEMPLATE, what
 *   was typed as a command line. The prompt is PROMPT, else `(COMMAND) `
 *   for a template's command, else `:`. With `-k` the first key typed is
 *   the answer, by its name (`x`, `C-Up`: prefix `/`'s `-kp key`).
 *   Flags may be joined, as tmux's (`-kp key`).
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

/** A prompt to open, from a `command-prompt` or `confirm-before` line. */
export type PromptRequest =
  | {
    kind: "command";
    label: string;
    initial: string;
    /** The template's words; null: what is typed is the command line. */
    template: string[] | null;
    /** `-k`: one key answers, by its name. */
    key?: boolean;
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
  const valued = name === "command-prompt" ? "Ip" : "p";
  const bare = name === "command-prompt" ? "k" : "";
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
      opts[`-${flag}`] = expand(value, status);
      break;
    }
  }
  const rest = args.slice(i);
  if (name === "confirm-before") {
    if (rest.length === 0) throw new Error(usage(name));
    const command = rest.length === 1 ? rest[0] : rest.map(quote).join(" ");
    const label = opts["-p"] ?? `Confirm '${command}'? (y/n)`;
    return { kind: "confirm", label, command };
  }
  if (rest.length > 1) throw new Error(usage(name));
  const template = rest.length === 1 ? splitCommandLine(rest[0]) : null;
  const label = opts["-p"] ??
    (template?.length ? `(${template[0]}) ` : ":");
  const request: PromptRequest = {
    kind: "command",
    label,
    initial: opts["-I"] ?? "",
    template,
  };
  return "-k" in opts ? { ...request, key: true } : request;
}

/**
 * The command line a `command-prompt` runs for `typed`: the template with
 * `%%` and `%1` replaced in each of its words, quoted again; or `typed`
 * itself without a template.
 */
export function promptLine(template: string[] | null, typed: string): string {
  if (!template) return typed;
  return template.map((w) => quote(w.replace(/%%|%1/g, () => typed))).join(
    " ",
  );
}

function usage(name: string): string {
  return name === "command-prompt"
    ? "command-prompt takes [-k] [-I TEXT] [-p PROMPT] [TEMPLATE]"
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
