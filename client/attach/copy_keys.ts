/**
 * Copy mode's key tables: tmux 3.3a's default `copy-mode-vi` and
 * `copy-mode` (emacs) tables, key for key (`tmux -f /dev/null list-keys -T
 * copy-mode-vi`), chosen with the `mode-keys` setting ("vi" by default).
 * Keys are named as `scroll_keys.ts` names them.
 *
 * Where tmux binds a key, berth binds it to what tmux does. A few keys tmux
 * leaves unbound keep berth's older bindings, since they take nothing
 * from tmux's: vi `y` copies and leaves (as the common tmux.conf line
 * binds it), vi Home and End go to the oldest line and the bottom, emacs
 * Enter copies and leaves, emacs `M-o` goes to the selection's other end.
 *
 * tmux's digits (a repeat count) and `A` (append to the newest paste
 * buffer) are bound too; `r` (refresh-from-pane) does nothing here, since
 * the view follows the pane's output already.
 *
 * @module
 */

import { splitCommandLine } from "../commands/_command_runner.ts";
import { shellQuote } from "../transport/ssh_args.ts";
import { sendXFlags } from "./own_commands.ts";
import { encodeKey, isTmuxKeyName } from "../keys.ts";

/** What a key does in copy mode. */
export type CopyAction =
  | "left"
  | "right"
  | "up"
  | "down"
  | "word-next"
  | "word-back"
  | "word-end"
  | "space-next"
  | "space-back"
  | "space-end"
  | "line-start"
  | "line-first"
  | "line-end"
  | "view-top"
  | "view-middle"
  | "view-bottom"
  | "oldest"
  | "bottom"
  | "half-up"
  | "half-down"
  | "page-up"
  | "page-down"
  | "scroll-up"
  | "scroll-down"
  | "down-cancel"
  | "half-down-cancel"
  | "page-down-cancel"
  | "scroll-down-cancel"
  | "para-back"
  | "para-next"
  | "bracket-next"
  | "bracket-back"
  | "select"
  | "select-line"
  | "select-word"
  | "select-rect"
  | "rect-on"
  | "rect-off"
  | "other-end"
  | "copy"
  | "copy-eol"
  | "copy-line"
  | "append"
  | "pipe"
  | "clear"
  | "search-up"
  | "search-down"
  | "search-word-up"
  | "search-word-down"
  | "again"
  | "reverse"
  | "jump-forward"
  | "jump-backward"
  | "jump-to-forward"
  | "jump-to-backward"
  | "jump-again"
  | "jump-reverse"
  | "goto-line"
  | "set-mark"
  | "jump-to-mark"
  | "toggle-position"
  | "refresh"
  | "count"
  | "leave";

/** Which table: the `mode-keys` setting. */
export type ModeKeys = "vi" | "emacs";

type Table = Record<string, string>;

// Key name to command, from [command, ...keys]; a key bound twice is a
// mistake here.
function table(entries: [string, ...string[]][]): Table {
  const t: Table = {};
  for (const [command, ...keys] of entries) {
    for (const k of keys) {
      if (k in t) throw new Error(`copy key ${k} bound twice`);
      t[k] = command;
    }
  }
  return t;
}

const DIGITS = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];

// tmux 3.3a's copy-mode-vi, in its list-keys order, then berth's own.
const VI = table([
  ["page-up", "C-b", "PageUp"],
  ["cancel", "C-c", "q"],
  ["halfpage-down", "C-d"],
  ["scroll-down", "C-e", "J", "C-Down"],
  ["page-down", "C-f", "PageDown"],
  ["cursor-left", "C-h", "Backspace", "h", "Left"],
  ["copy-pipe-and-cancel", "C-j", "Enter"],
  ["halfpage-up", "C-u"],
  ["rectangle-toggle", "C-v", "v"],
  ["scroll-up", "C-y", "K", "C-Up"],
  ["clear-selection", "Escape"],
  ["begin-selection", "Space"],
  ["search-word-backward", "#"],
  ["end-of-line", "$"],
  ["next-matching-bracket", "%"],
  ["search-word-forward", "*"],
  ["jump-reverse", ","],
  ["search-forward", "/"],
  ["start-of-line", "0"],
  ["repeat", ...DIGITS],
  ["goto-line", ":"],
  ["jump-again", ";"],
  ["search-backward", "?"],
  ["append-selection-and-cancel", "A"],
  ["previous-space", "B"],
  ["copy-pipe-end-of-line-and-cancel", "D"],
  ["next-space-end", "E"],
  ["jump-backward", "F"],
  ["history-bottom", "G"],
  ["top-line", "H"],
  ["bottom-line", "L"],
  ["middle-line", "M"],
  ["search-reverse", "N"],
  ["toggle-position", "P"],
  ["jump-to-backward", "T"],
  ["select-line", "V"],
  ["next-space", "W"],
  ["set-mark", "X"],
  ["back-to-indentation", "^"],
  ["previous-word", "b"],
  ["next-word-end", "e"],
  ["jump-forward", "f"],
  ["history-top", "g"],
  ["cursor-down", "j", "Down"],
  ["cursor-up", "k", "Up"],
  ["cursor-right", "l", "Right"],
  ["search-again", "n"],
  ["other-end", "o"],
  ["refresh-from-pane", "r"],
  ["jump-to-forward", "t"],
  ["next-word", "w"],
  ["previous-paragraph", "{"],
  ["next-paragraph", "}"],
  ["jump-to-mark", "M-x"],
  // berth's own, on keys tmux leaves unbound.
  ["copy-selection-and-cancel", "y"],
  ["history-top", "Home"],
  ["history-bottom", "End"],
]);

// tmux 3.3a's copy-mode (emacs), in its list-keys order, then berth's own.
const EMACS = table([
  ["begin-selection", "C-Space"],
  ["start-of-line", "C-a", "Home"],
  ["cursor-left", "C-b", "Left"],
  ["cancel", "C-c", "Escape", "q"],
  ["end-of-line", "C-e", "End"],
  ["cursor-right", "C-f", "Right"],
  ["clear-selection", "C-g"],
  ["copy-pipe-end-of-line-and-cancel", "C-k"],
  ["cursor-down", "C-n", "Down"],
  ["cursor-up", "C-p", "Up"],
  ["search-backward", "C-r"],
  ["search-forward", "C-s"],
  ["page-down", "C-v", "Space", "PageDown"],
  ["copy-pipe-and-cancel", "C-w", "M-w"],
  ["jump-reverse", ","],
  ["jump-again", ";"],
  ["jump-backward", "F"],
  ["search-reverse", "N"],
  ["toggle-position", "P"],
  ["rectangle-toggle", "R"],
  ["jump-to-backward", "T"],
  ["set-mark", "X"],
  ["jump-forward", "f"],
  ["goto-line", "g"],
  ["search-again", "n"],
  ["refresh-from-pane", "r"],
  ["jump-to-forward", "t"],
  ["previous-matching-bracket", "M-C-b"],
  ["next-matching-bracket", "M-C-f"],
  ["repeat", ...DIGITS.map((d) => `M-${d}`)],
  ["history-top", "M-<"],
  ["history-bottom", "M->"],
  ["top-line", "M-R"],
  ["previous-word", "M-b"],
  ["next-word-end", "M-f"],
  ["back-to-indentation", "M-m"],
  ["middle-line", "M-r"],
  ["page-up", "M-v", "PageUp"],
  ["jump-to-mark", "M-x"],
  ["previous-paragraph", "M-{"],
  ["next-paragraph", "M-}"],
  ["halfpage-up", "M-Up"],
  ["halfpage-down", "M-Down"],
  ["scroll-up", "C-Up"],
  ["scroll-down", "C-Down"],
  // berth's own, on keys tmux leaves unbound.
  ["copy-selection-and-cancel", "Enter"],
  ["other-end", "M-o"],
]);

/**
 * The copy table's commands, tmux's copy-mode names (`send -X NAME`), as
 * what they do. `search-word-backward` and `search-word-forward` are
 * berth's names for tmux's `search-backward "#{copy_cursor_word}"` (vi
 * `#`) and `search-forward` of it (`*`); `repeat` is tmux's digit keys'
 * `command-prompt -N ... { send -N "%%" }`: a count for the next key.
 */
export const COPY_ACTIONS: Record<string, CopyAction> = {
  "cursor-left": "left",
  "cursor-right": "right",
  "cursor-up": "up",
  "cursor-down": "down",
  "cursor-down-and-cancel": "down-cancel",
  "next-word": "word-next",
  "previous-word": "word-back",
  "next-word-end": "word-end",
  "next-space": "space-next",
  "previous-space": "space-back",
  "next-space-end": "space-end",
  "start-of-line": "line-start",
  "back-to-indentation": "line-first",
  "end-of-line": "line-end",
  "top-line": "view-top",
  "middle-line": "view-middle",
  "bottom-line": "view-bottom",
  "history-top": "oldest",
  "history-bottom": "bottom",
  "halfpage-up": "half-up",
  "halfpage-down": "half-down",
  "halfpage-down-and-cancel": "half-down-cancel",
  "page-up": "page-up",
  "page-down": "page-down",
  "page-down-and-cancel": "page-down-cancel",
  "scroll-up": "scroll-up",
  "scroll-down": "scroll-down",
  "scroll-down-and-cancel": "scroll-down-cancel",
  "previous-paragraph": "para-back",
  "next-paragraph": "para-next",
  "next-matching-bracket": "bracket-next",
  "previous-matching-bracket": "bracket-back",
  "begin-selection": "select",
  "select-line": "select-line",
  "select-word": "select-word",
  "rectangle-toggle": "select-rect",
  "rectangle-on": "rect-on",
  "rectangle-off": "rect-off",
  "other-end": "other-end",
  "copy-selection": "copy",
  "copy-selection-no-clear": "copy",
  "copy-selection-and-cancel": "copy",
  "copy-pipe": "copy",
  "copy-pipe-no-clear": "copy",
  "copy-pipe-and-cancel": "copy",
  "copy-end-of-line": "copy-eol",
  "copy-end-of-line-and-cancel": "copy-eol",
  "copy-pipe-end-of-line": "copy-eol",
  "copy-pipe-end-of-line-and-cancel": "copy-eol",
  "copy-line": "copy-line",
  "copy-line-and-cancel": "copy-line",
  "copy-pipe-line": "copy-line",
  "copy-pipe-line-and-cancel": "copy-line",
  "append-selection": "append",
  "append-selection-and-cancel": "append",
  "pipe": "pipe",
  "pipe-no-clear": "pipe",
  "pipe-and-cancel": "pipe",
  "clear-selection": "clear",
  "search-backward": "search-up",
  "search-forward": "search-down",
  "search-backward-text": "search-up",
  "search-forward-text": "search-down",
  // (Asked for on the prompt, then searched: not as each key is typed.)
  "search-backward-incremental": "search-up",
  "search-forward-incremental": "search-down",
  "search-word-backward": "search-word-up",
  "search-word-forward": "search-word-down",
  "search-again": "again",
  "search-reverse": "reverse",
  "jump-forward": "jump-forward",
  "jump-backward": "jump-backward",
  "jump-to-forward": "jump-to-forward",
  "jump-to-backward": "jump-to-backward",
  "jump-again": "jump-again",
  "jump-reverse": "jump-reverse",
  "goto-line": "goto-line",
  "set-mark": "set-mark",
  "jump-to-mark": "jump-to-mark",
  "toggle-position": "toggle-position",
  "refresh-from-pane": "refresh",
  "repeat": "count",
  "cancel": "leave",
};

/**
 * The copy table's built-in bindings for `mode-keys`: key name to tmux
 * copy-mode command (`key_table.ts` builds the table from them).
 */
export function copyBindings(keys: ModeKeys): Record<string, string> {
  return { ...(keys === "emacs" ? EMACS : VI) };
}

/**
 * `send-keys -X [-N N] [-t T] NAME [ARG]`'s arguments (after its name,
 * flags one a word): the copy command's words (`NAME [ARG]`) and how many
 * times it runs. `-t` is dropped: the pane is copy mode's.
 */
export function sendXArgs(args: string[]): { words: string[]; times: number } {
  let times = 1;
  const words: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "-N") times = Math.max(1, Number(args[++i]) || 1);
    else if (args[i] === "-t") i++;
    else if (args[i] !== "-X") words.push(args[i]);
  }
  return { words, times };
}

/**
 * A key's command line that is a `send-keys -X` (`send -X`), as copy mode
 * runs it: the command as the copy table keeps it (`copyCommandOf`) and
 * its count, or an Error saying what is wrong; null when `line` is
 * another command.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { sendXCommand } from "./copy_keys.ts";
 *
 * assert.deepEqual(sendXCommand("send -X -N 3 search-backward 'a b'"), {
 *   line: "search-backward 'a b'",
 *   times: 3,
 * });
 * assert.equal(sendXCommand("send-keys -t 1 x"), null);
 * ```
 */
export function sendXCommand(
  line: string,
): { line: string; times: number; target?: string } | Error | null {
  let name: string, args: string[];
  try {
    [name = "", ...args] = splitCommandLine(line);
  } catch {
    return null; // unclosed quotes: the daemon's runner says so
  }
  if (name !== "send" && name !== "send-keys") return null;
  const { x, target } = sendXFlags(args);
  if (!x) return null;
  const { words, times } = sendXArgs(args);
  const copy = copyCommandOf(words.map((w) => shellQuote(w)).join(" "));
  if (copy instanceof Error) return copy;
  return target === undefined
    ? { line: copy, times }
    : { line: copy, times, target };
}

/**
 * The bytes a bound `send-keys [-lF] [-N COUNT] KEY...` types (its name
 * in full), for the pane's copy mode when it is in one: tmux gives a key
 * sent to a pane in a mode to the mode's table, as if typed (`bind /
 * copy-mode \; send-keys ?` opens the search prompt). Null for any other
 * command, and for one the daemon runs as it is (a target, `-H`, `-R`,
 * `-X`, `-M`, a key with no code: its error is the daemon's).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { sendKeysBytes } from "./copy_keys.ts";
 *
 * assert.deepEqual(sendKeysBytes("send-keys -N 2 ? Up"), Uint8Array.from(
 *   [0x3f, 0x1b, 0x5b, 0x41, 0x3f, 0x1b, 0x5b, 0x41],
 * ));
 * assert.equal(sendKeysBytes("send-keys -t 1 x"), null);
 * ```
 */
export function sendKeysBytes(line: string): Uint8Array | null {
  let name: string, args: string[];
  try {
    [name = "", ...args] = splitCommandLine(line);
  } catch {
    return null;
  }
  if (name !== "send-keys") return null;
  let literal = false, times = 1, i = 0;
  for (; i < args.length && /^-./.test(args[i]); i++) {
    const flags = args[i];
    if (flags === "--") {
      i++;
      break;
    }
    if (flags === "-N") {
      times = Number(args[++i]);
      if (!Number.isInteger(times) || times < 1 || times > 10_000) return null;
    } else if (/^-[lF]+$/.test(flags)) literal ||= flags.includes("l");
    else return null;
  }
  const keys = args.slice(i);
  if (keys.length === 0) return null;
  let text = "";
  try {
    for (const key of keys) {
      text += literal || !isTmuxKeyName(key) ? key : encodeKey(key);
    }
  } catch {
    return null;
  }
  return new TextEncoder().encode(text.repeat(times));
}

/**
 * A copy table binding's command as the config file gives it: a command
 * name, or tmux.conf's `send -X NAME` (`send-keys -X NAME`), and for the
 * `copy-pipe` commands the shell command to pipe the copy to, quoted as
 * tmux.conf quotes it (`send -X copy-pipe-and-cancel "xclip -i"`). Gives
 * the binding as the copy table keeps it (`NAME` or `NAME 'COMMAND'`,
 * read back by `splitCopyCommand`), or an Error saying what is wrong.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { copyCommandOf, splitCopyCommand } from "./copy_keys.ts";
 * const bound = copyCommandOf(`send -X copy-pipe-and-cancel "xclip -i"`);
 * assert.deepEqual(splitCopyCommand(bound as string), {
 *   name: "copy-pipe-and-cancel",
 *   command: "xclip -i",
 * });
 * assert.equal(copyCommandOf("send -X cancel"), "cancel");
 * ```
 */
export function copyCommandOf(line: string): string | Error {
  let words: string[];
  try {
    words = splitCommandLine(line);
  } catch (err) {
    return err as Error;
  }
  if (words[0] === "send" || words[0] === "send-keys") {
    if (words[1] !== "-X" || words.length < 3) {
      return new Error(
        `write copy mode's commands as "send -X COMMAND" or COMMAND alone, not "${line}"`,
      );
    }
    words = words.slice(2);
  }
  const [name = "", ...args] = words;
  if (!takesArgument(name)) {
    return args.length === 0 ? name : new Error(
      `copy mode's ${name} takes no arguments (berth keeps no buffer prefix): "${line}"`,
    );
  }
  if (args.length > 1) {
    return new Error(
      isPipe(name)
        ? `${name} takes one shell command, in quotes (berth keeps no buffer prefix): "${line}"`
        : `${name} takes one argument, in quotes: "${line}"`,
    );
  }
  return args.length === 0 || args[0] === ""
    ? name
    : `${name} '${args[0].replace(/'/g, `'\\''`)}'`;
}

/** The copy commands that pipe: tmux's `copy-pipe*` and `pipe*`. */
function isPipe(name: string): boolean {
  return name.startsWith("copy-pipe") || name.startsWith("pipe");
}

/**
 * Whether copy command `name` takes an argument: a pipe its shell command;
 * a search its text (`send -X search-backward "error"` searches at once;
 * without one, berth asks on the prompt); `goto-line` its line.
 */
function takesArgument(name: string): boolean {
  return isPipe(name) || name.startsWith("search-forward") ||
    name.startsWith("search-backward") || name === "goto-line";
}

/**
 * A copy table binding read back: tmux's command name, and its argument (a
 * pipe's command, a search's text).
 */
export function splitCopyCommand(
  bound: string,
): { name: string; command?: string } {
  const space = bound.indexOf(" ");
  if (space < 0) return { name: bound };
  return {
    name: bound.slice(0, space),
    command: splitCommandLine(bound.slice(space + 1))[0],
  };
}

/**
 * What a copy command does once it has copied, by tmux's name: the
 * `-and-cancel` ones leave copy mode, the `-no-clear` ones keep the
 * selection, the others clear it and stay; the `copy-pipe` ones also pipe
 * the copy to a command (their own, else `copy-command`), and the `pipe`
 * ones only pipe it (no paste buffer).
 */
export function copyEffect(
  name: string,
): { after: "cancel" | "keep" | "clear"; pipe: boolean; buffer: boolean } {
  return {
    after: name.endsWith("-and-cancel")
      ? "cancel"
      : name.endsWith("-no-clear")
      ? "keep"
      : "clear",
    pipe: isPipe(name),
    // tmux's `pipe`: the command gets the selection, no paste buffer does.
    buffer: !name.startsWith("pipe"),
  };
}

// tmux 3.3a's copy commands that take a search's marks away (its
// WINDOW_COPY_CMD_CLEAR_ALWAYS): the highlighted matches and their count
// go, the search stays for `n`. Its CLEAR_EMACS_ONLY ones, the motions,
// take them away with emacs keys only.
const CLEARS_MARKS = new Set([
  "append-selection",
  "append-selection-and-cancel",
  "back-to-indentation",
  "begin-selection",
  "cancel",
  "clear-selection",
  "copy-end-of-line",
  "copy-end-of-line-and-cancel",
  "copy-line",
  "copy-line-and-cancel",
  "copy-pipe",
  "copy-pipe-and-cancel",
  "copy-pipe-end-of-line",
  "copy-pipe-end-of-line-and-cancel",
  "copy-pipe-line",
  "copy-pipe-line-and-cancel",
  "copy-selection",
  "copy-selection-and-cancel",
  "cursor-down-and-cancel",
  "halfpage-down-and-cancel",
  "jump-to-mark",
  "next-matching-bracket",
  "page-down-and-cancel",
  "pipe",
  "pipe-and-cancel",
  "previous-matching-bracket",
  "rectangle-off",
  "rectangle-on",
  "rectangle-toggle",
  "refresh-from-pane",
  "scroll-down-and-cancel",
  "select-line",
  "select-word",
  "set-mark",
]);
const KEEPS_MARKS = new Set([
  "copy-pipe-no-clear",
  "copy-selection-no-clear",
  "pipe-no-clear",
  "toggle-position",
  "repeat",
]);

/**
 * Whether copy command `name` takes the search's marks away, as tmux
 * 3.3a's does: the search commands never, those that select or copy
 * always, the motions with emacs keys only.
 */
export function clearsMarks(name: string, keys: ModeKeys): boolean {
  if (name.startsWith("search-") || KEEPS_MARKS.has(name)) return false;
  return CLEARS_MARKS.has(name) || keys === "emacs";
}

/** `mode-keys` from a setting's text: "emacs", else "vi". */
export function parseModeKeys(value: string | undefined): ModeKeys {
  return value?.trim().toLowerCase() === "emacs" ? "emacs" : "vi";
}
