/**
 * The notes of the built-in prefix bindings, in tmux 3.3a's words (its
 * `bind-key -N`), for `list-keys -N` and prefix `/` (`list-keys -1N KEY`).
 * A note belongs to the built-in command: a key the config file binds to
 * something else has none (`noteOf`).
 *
 * @module
 */

import { DEFAULT_BINDINGS } from "./key_table.ts";

const digits = Object.fromEntries(
  [..."0123456789"].map((d) => [d, `Select window ${d}`]),
);

const arrows = Object.fromEntries(
  ([["Up", "up", "above"], ["Down", "down", "below"], [
    "Left",
    "left",
    "to the left of",
  ], ["Right", "right", "to the right of"]] as const).flatMap((
    [key, dir, where],
  ) => [
    [key, `Select the pane ${where} the active pane`],
    [`C-${key}`, `Resize the pane ${dir}`],
    [`M-${key}`, `Resize the pane ${dir} by 5`],
  ]),
);

/** Prefix key name -> tmux's note for its default binding. */
const PREFIX_NOTES: Readonly<Record<string, string>> = {
  "C-o": "Rotate through the panes",
  "C-z": "Suspend the current client",
  "Space": "Select next layout",
  "!": "Break pane to a new window",
  '"': "Split window vertically",
  "#": "List all paste buffers",
  "$": "Rename current session",
  "%": "Split window horizontally",
  "&": "Kill current window",
  "'": "Prompt for window index to select",
  "(": "Switch to previous client",
  ")": "Switch to next client",
  ",": "Rename current window",
  "-": "Delete the most recent paste buffer",
  ".": "Move the current window",
  "/": "Describe key binding",
  ...digits,
  ":": "Prompt for a command",
  ";": "Move to the previously active pane",
  "=": "Choose a paste buffer from a list",
  "?": "List key bindings",
  "D": "Choose a client from a list",
  "E": "Spread panes out evenly",
  "L": "Switch to the last client",
  "M": "Clear the marked pane",
  "[": "Enter copy mode",
  "]": "Paste the most recent paste buffer",
  "c": "Create a new window",
  "d": "Detach the current client",
  "f": "Search for a pane",
  "i": "Display window information",
  "l": "Select the previously current window",
  "m": "Toggle the marked pane",
  "n": "Select the next window",
  "o": "Select the next pane",
  "p": "Select the previous window",
  "q": "Display pane numbers",
  "r": "Redraw the current client",
  "s": "Choose a session from a list",
  "t": "Show a clock",
  "w": "Choose a window from a list",
  "x": "Kill the active pane",
  "z": "Zoom the active pane",
  "{": "Swap the active pane with the pane above",
  "}": "Swap the active pane with the pane below",
  "~": "Show messages",
  "PPage": "Enter copy mode and scroll up",
  ...arrows,
  "M-1": "Set the even-horizontal layout",
  "M-2": "Set the even-vertical layout",
  "M-3": "Set the main-horizontal layout",
  "M-4": "Set the main-vertical layout",
  "M-5": "Select the tiled layout",
  "M-n": "Select the next window with an alert",
  "M-o": "Rotate through the panes in reverse",
  "M-p": "Select the previous window with an alert",
};

/** The note tmux gives the prefix itself (`send-prefix`). */
export const SEND_PREFIX_NOTE = "Send the prefix key";

/**
 * The note of prefix key `key` bound to `command`: tmux's, while the
 * binding is the built-in one; undefined otherwise.
 */
export function noteOf(key: string, command: string): string | undefined {
  if (DEFAULT_BINDINGS.prefix[key] !== command) return undefined;
  return PREFIX_NOTES[key];
}
