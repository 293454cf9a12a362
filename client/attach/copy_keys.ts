/**
 * Copy mode's key tables, tmux's `copy-mode-vi` and `copy-mode` (emacs)
 * defaults, chosen with the `mode-keys` setting ("vi" by default). Keys are
 * named as `scroll_keys.ts` names them.
 *
 * | vi                         | emacs                   | does                   |
 * | -------------------------- | ----------------------- | ---------------------- |
 * | h j k l, arrows            | C-b C-n C-p C-f, arrows | cursor left/down/up/right |
 * | w b e                      | M-f (end) M-b           | next word, back, end   |
 * | 0 ^ $                      | C-a M-m C-e             | line start, first non-blank, end |
 * | H M L                      | M-r (middle)            | view's top/middle/bottom |
 * | g G                        | M-< M->                 | oldest line / bottom   |
 * | C-u C-d                    |                         | half a page up/down    |
 * | C-b C-f, PageUp PageDown   | M-v C-v, PageUp PageDown | a page up/down        |
 * | C-y C-e                    |                         | scroll one line        |
 * | v Space / V / C-v          | C-Space                 | select / lines / rectangle |
 * | o                          | M-o                     | other end              |
 * | y Enter                    | M-w C-w Enter           | copy and leave         |
 * | ? / n N                    | C-r C-s n N             | search up/down, again  |
 * | q Escape C-c               | q Escape C-c            | leave                  |
 * |                            | C-g                     | clear the selection    |
 *
 * @module
 */

/** What a key does in copy mode. */
export type CopyAction =
  | "left"
  | "right"
  | "up"
  | "down"
  | "word-next"
  | "word-back"
  | "word-end"
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
  | "select"
  | "select-line"
  | "select-rect"
  | "other-end"
  | "copy"
  | "clear"
  | "search-up"
  | "search-down"
  | "again"
  | "reverse"
  | "leave";

/** Which table: the `mode-keys` setting. */
export type ModeKeys = "vi" | "emacs";

type Table = Record<string, CopyAction>;

function table(entries: [CopyAction, ...string[]][]): Table {
  const t: Table = {};
  for (const [action, ...keys] of entries) {
    for (const k of keys) t[k] = action;
  }
  return t;
}

const COMMON: [CopyAction, ...string[]][] = [
  ["left", "Left"],
  ["right", "Right"],
  ["up", "Up"],
  ["down", "Down"],
  ["page-up", "PageUp"],
  ["page-down", "PageDown"],
  ["oldest", "Home"],
  ["bottom", "End"],
  ["again", "n"],
  ["reverse", "N"],
  ["copy", "Enter"],
  ["leave", "q", "Escape", "C-c"],
];

const VI = table([
  ...COMMON,
  ["left", "h", "Backspace"],
  ["right", "l"],
  ["up", "k"],
  ["down", "j"],
  ["word-next", "w"],
  ["word-back", "b"],
  ["word-end", "e"],
  ["line-start", "0"],
  ["line-first", "^"],
  ["line-end", "$"],
  ["view-top", "H"],
  ["view-middle", "M"],
  ["view-bottom", "L"],
  ["oldest", "g"],
  ["bottom", "G"],
  ["half-up", "C-u"],
  ["half-down", "C-d"],
  ["page-up", "C-b"],
  ["page-down", "C-f"],
  ["scroll-up", "C-y"],
  ["scroll-down", "C-e"],
  ["select", "v", " "],
  ["select-line", "V"],
  ["select-rect", "C-v"],
  ["other-end", "o"],
  ["copy", "y"],
  // As tmux and vi: / searches down (towards the live screen), ? up.
  ["search-up", "?"],
  ["search-down", "/"],
]);

const EMACS = table([
  ...COMMON,
  ["left", "C-b"],
  ["right", "C-f"],
  ["up", "C-p"],
  ["down", "C-n"],
  ["word-end", "M-f"],
  ["word-back", "M-b"],
  ["line-start", "C-a"],
  ["line-first", "M-m"],
  ["line-end", "C-e"],
  ["view-middle", "M-r"],
  ["oldest", "M-<"],
  ["bottom", "M->"],
  ["page-up", "M-v"],
  ["page-down", "C-v"],
  ["select", "C-Space"],
  ["other-end", "M-o"],
  ["copy", "M-w", "C-w"],
  ["clear", "C-g"],
  ["search-up", "C-r"],
  ["search-down", "C-s"],
]);

/** The copy table's commands, tmux's copy-mode names, as what they do. */
export const COPY_ACTIONS: Record<string, CopyAction> = {
  "cursor-left": "left",
  "cursor-right": "right",
  "cursor-up": "up",
  "cursor-down": "down",
  "next-word": "word-next",
  "previous-word": "word-back",
  "next-word-end": "word-end",
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
  "page-up": "page-up",
  "page-down": "page-down",
  "scroll-up": "scroll-up",
  "scroll-down": "scroll-down",
  "begin-selection": "select",
  "select-line": "select-line",
  "rectangle-toggle": "select-rect",
  "other-end": "other-end",
  "copy-selection-and-cancel": "copy",
  "clear-selection": "clear",
  "search-backward": "search-up",
  "search-forward": "search-down",
  "search-again": "again",
  "search-reverse": "reverse",
  "cancel": "leave",
};

const COMMAND_OF = Object.fromEntries(
  Object.entries(COPY_ACTIONS).map(([cmd, action]) => [action, cmd]),
) as Record<CopyAction, string>;

function bindings(t: Table): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, action] of Object.entries(t)) {
    out[key === " " ? "Space" : key] = COMMAND_OF[action];
  }
  return out;
}

/**
 * The copy table's built-in bindings for `mode-keys`: key name to tmux
 * copy-mode command (`key_table.ts` builds the table from them).
 */
export function copyBindings(keys: ModeKeys): Record<string, string> {
  return bindings(keys === "emacs" ? EMACS : VI);
}

/** The action bound to key `name` in table `keys`, or undefined. */
export function copyAction(
  keys: ModeKeys,
  name: string,
): CopyAction | undefined {
  return (keys === "emacs" ? EMACS : VI)[name];
}

/** `mode-keys` from a setting's text: "emacs", else "vi". */
export function parseModeKeys(value: string | undefined): ModeKeys {
  return value?.trim().toLowerCase() === "emacs" ? "emacs" : "vi";
}
