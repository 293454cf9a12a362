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
 * | / ? n N                    | C-r C-s n N             | search up/down, again  |
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
  ["search-up", "/"],
  ["search-down", "?"],
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
