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
 */ /** What a key does in copy mode. */ function table(entries) {
  const t = {};
  for (const [action, ...keys] of entries){
    for (const k of keys)t[k] = action;
  }
  return t;
}
const COMMON = [
  [
    "left",
    "Left"
  ],
  [
    "right",
    "Right"
  ],
  [
    "up",
    "Up"
  ],
  [
    "down",
    "Down"
  ],
  [
    "page-up",
    "PageUp"
  ],
  [
    "page-down",
    "PageDown"
  ],
  [
    "oldest",
    "Home"
  ],
  [
    "bottom",
    "End"
  ],
  [
    "again",
    "n"
  ],
  [
    "reverse",
    "N"
  ],
  [
    "copy",
    "Enter"
  ],
  [
    "leave",
    "q",
    "Escape",
    "C-c"
  ]
];
const VI = table([
  ...COMMON,
  [
    "left",
    "h",
    "Backspace"
  ],
  [
    "right",
    "l"
  ],
  [
    "up",
    "k"
  ],
  [
    "down",
    "j"
  ],
  [
    "word-next",
    "w"
  ],
  [
    "word-back",
    "b"
  ],
  [
    "word-end",
    "e"
  ],
  [
    "line-start",
    "0"
  ],
  [
    "line-first",
    "^"
  ],
  [
    "line-end",
    "$"
  ],
  [
    "view-top",
    "H"
  ],
  [
    "view-middle",
    "M"
  ],
  [
    "view-bottom",
    "L"
  ],
  [
    "oldest",
    "g"
  ],
  [
    "bottom",
    "G"
  ],
  [
    "half-up",
    "C-u"
  ],
  [
    "half-down",
    "C-d"
  ],
  [
    "page-up",
    "C-b"
  ],
  [
    "page-down",
    "C-f"
  ],
  [
    "scroll-up",
    "C-y"
  ],
  [
    "scroll-down",
    "C-e"
  ],
  [
    "select",
    "v",
    " "
  ],
  [
    "select-line",
    "V"
  ],
  [
    "select-rect",
    "C-v"
  ],
  [
    "other-end",
    "o"
  ],
  [
    "copy",
    "y"
  ],
  // As tmux and vi: / searches down (towards the live screen), ? up.
  [
    "search-up",
    "?"
  ],
  [
    "search-down",
    "/"
  ]
]);
const EMACS = table([
  ...COMMON,
  [
    "left",
    "C-b"
  ],
  [
    "right",
    "C-f"
  ],
  [
    "up",
    "C-p"
  ],
  [
    "down",
    "C-n"
  ],
  [
    "word-end",
    "M-f"
  ],
  [
    "word-back",
    "M-b"
  ],
  [
    "line-start",
    "C-a"
  ],
  [
    "line-first",
    "M-m"
  ],
  [
    "line-end",
    "C-e"
  ],
  [
    "view-middle",
    "M-r"
  ],
  [
    "oldest",
    "M-<"
  ],
  [
    "bottom",
    "M->"
  ],
  [
    "page-up",
    "M-v"
  ],
  [
    "page-down",
    "C-v"
  ],
  [
    "select",
    "C-Space"
  ],
  [
    "other-end",
    "M-o"
  ],
  [
    "copy",
    "M-w",
    "C-w"
  ],
  [
    "clear",
    "C-g"
  ],
  [
    "search-up",
    "C-r"
  ],
  [
    "search-down",
    "C-s"
  ]
]);
/** The copy table's commands, tmux's copy-mode names, as what they do. */ export const COPY_ACTIONS = {
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
  "cancel": "leave"
};
const COMMAND_OF = Object.fromEntries(Object.entries(COPY_ACTIONS).map(([cmd, action])=>[
    action,
    cmd
  ]));
function bindings(t) {
  const out = {};
  for (const [key, action] of Object.entries(t)){
    out[key === " " ? "Space" : key] = COMMAND_OF[action];
  }
  return out;
}
/**
 * The copy table's built-in bindings for `mode-keys`: key name to tmux
 * copy-mode command (`key_table.ts` builds the table from them).
 */ export function copyBindings(keys) {
  return bindings(keys === "emacs" ? EMACS : VI);
}
/** The action bound to key `name` in table `keys`, or undefined. */ export function copyAction(keys, name) {
  return (keys === "emacs" ? EMACS : VI)[name];
}
/** `mode-keys` from a setting's text: "emacs", else "vi". */ export function parseModeKeys(value) {
  return value?.trim().toLowerCase() === "emacs" ? "emacs" : "vi";
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvY29weV9rZXlzLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogQ29weSBtb2RlJ3Mga2V5IHRhYmxlcywgdG11eCdzIGBjb3B5LW1vZGUtdmlgIGFuZCBgY29weS1tb2RlYCAoZW1hY3MpXG4gKiBkZWZhdWx0cywgY2hvc2VuIHdpdGggdGhlIGBtb2RlLWtleXNgIHNldHRpbmcgKFwidmlcIiBieSBkZWZhdWx0KS4gS2V5cyBhcmVcbiAqIG5hbWVkIGFzIGBzY3JvbGxfa2V5cy50c2AgbmFtZXMgdGhlbS5cbiAqXG4gKiB8IHZpICAgICAgICAgICAgICAgICAgICAgICAgIHwgZW1hY3MgICAgICAgICAgICAgICAgICAgfCBkb2VzICAgICAgICAgICAgICAgICAgIHxcbiAqIHwgLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0gfCAtLS0tLS0tLS0tLS0tLS0tLS0tLS0tLSB8IC0tLS0tLS0tLS0tLS0tLS0tLS0tLS0gfFxuICogfCBoIGogayBsLCBhcnJvd3MgICAgICAgICAgICB8IEMtYiBDLW4gQy1wIEMtZiwgYXJyb3dzIHwgY3Vyc29yIGxlZnQvZG93bi91cC9yaWdodCB8XG4gKiB8IHcgYiBlICAgICAgICAgICAgICAgICAgICAgIHwgTS1mIChlbmQpIE0tYiAgICAgICAgICAgfCBuZXh0IHdvcmQsIGJhY2ssIGVuZCAgIHxcbiAqIHwgMCBeICQgICAgICAgICAgICAgICAgICAgICAgfCBDLWEgTS1tIEMtZSAgICAgICAgICAgICB8IGxpbmUgc3RhcnQsIGZpcnN0IG5vbi1ibGFuaywgZW5kIHxcbiAqIHwgSCBNIEwgICAgICAgICAgICAgICAgICAgICAgfCBNLXIgKG1pZGRsZSkgICAgICAgICAgICB8IHZpZXcncyB0b3AvbWlkZGxlL2JvdHRvbSB8XG4gKiB8IGcgRyAgICAgICAgICAgICAgICAgICAgICAgIHwgTS08IE0tPiAgICAgICAgICAgICAgICAgfCBvbGRlc3QgbGluZSAvIGJvdHRvbSAgIHxcbiAqIHwgQy11IEMtZCAgICAgICAgICAgICAgICAgICAgfCAgICAgICAgICAgICAgICAgICAgICAgICB8IGhhbGYgYSBwYWdlIHVwL2Rvd24gICAgfFxuICogfCBDLWIgQy1mLCBQYWdlVXAgUGFnZURvd24gICB8IE0tdiBDLXYsIFBhZ2VVcCBQYWdlRG93biB8IGEgcGFnZSB1cC9kb3duICAgICAgICB8XG4gKiB8IEMteSBDLWUgICAgICAgICAgICAgICAgICAgIHwgICAgICAgICAgICAgICAgICAgICAgICAgfCBzY3JvbGwgb25lIGxpbmUgICAgICAgIHxcbiAqIHwgdiBTcGFjZSAvIFYgLyBDLXYgICAgICAgICAgfCBDLVNwYWNlICAgICAgICAgICAgICAgICB8IHNlbGVjdCAvIGxpbmVzIC8gcmVjdGFuZ2xlIHxcbiAqIHwgbyAgICAgICAgICAgICAgICAgICAgICAgICAgfCBNLW8gICAgICAgICAgICAgICAgICAgICB8IG90aGVyIGVuZCAgICAgICAgICAgICAgfFxuICogfCB5IEVudGVyICAgICAgICAgICAgICAgICAgICB8IE0tdyBDLXcgRW50ZXIgICAgICAgICAgIHwgY29weSBhbmQgbGVhdmUgICAgICAgICB8XG4gKiB8ID8gLyBuIE4gICAgICAgICAgICAgICAgICAgIHwgQy1yIEMtcyBuIE4gICAgICAgICAgICAgfCBzZWFyY2ggdXAvZG93biwgYWdhaW4gIHxcbiAqIHwgcSBFc2NhcGUgQy1jICAgICAgICAgICAgICAgfCBxIEVzY2FwZSBDLWMgICAgICAgICAgICB8IGxlYXZlICAgICAgICAgICAgICAgICAgfFxuICogfCAgICAgICAgICAgICAgICAgICAgICAgICAgICB8IEMtZyAgICAgICAgICAgICAgICAgICAgIHwgY2xlYXIgdGhlIHNlbGVjdGlvbiAgICB8XG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKiBXaGF0IGEga2V5IGRvZXMgaW4gY29weSBtb2RlLiAqL1xuZXhwb3J0IHR5cGUgQ29weUFjdGlvbiA9XG4gIHwgXCJsZWZ0XCJcbiAgfCBcInJpZ2h0XCJcbiAgfCBcInVwXCJcbiAgfCBcImRvd25cIlxuICB8IFwid29yZC1uZXh0XCJcbiAgfCBcIndvcmQtYmFja1wiXG4gIHwgXCJ3b3JkLWVuZFwiXG4gIHwgXCJsaW5lLXN0YXJ0XCJcbiAgfCBcImxpbmUtZmlyc3RcIlxuICB8IFwibGluZS1lbmRcIlxuICB8IFwidmlldy10b3BcIlxuICB8IFwidmlldy1taWRkbGVcIlxuICB8IFwidmlldy1ib3R0b21cIlxuICB8IFwib2xkZXN0XCJcbiAgfCBcImJvdHRvbVwiXG4gIHwgXCJoYWxmLXVwXCJcbiAgfCBcImhhbGYtZG93blwiXG4gIHwgXCJwYWdlLXVwXCJcbiAgfCBcInBhZ2UtZG93blwiXG4gIHwgXCJzY3JvbGwtdXBcIlxuICB8IFwic2Nyb2xsLWRvd25cIlxuICB8IFwic2VsZWN0XCJcbiAgfCBcInNlbGVjdC1saW5lXCJcbiAgfCBcInNlbGVjdC1yZWN0XCJcbiAgfCBcIm90aGVyLWVuZFwiXG4gIHwgXCJjb3B5XCJcbiAgfCBcImNsZWFyXCJcbiAgfCBcInNlYXJjaC11cFwiXG4gIHwgXCJzZWFyY2gtZG93blwiXG4gIHwgXCJhZ2FpblwiXG4gIHwgXCJyZXZlcnNlXCJcbiAgfCBcImxlYXZlXCI7XG5cbi8qKiBXaGljaCB0YWJsZTogdGhlIGBtb2RlLWtleXNgIHNldHRpbmcuICovXG5leHBvcnQgdHlwZSBNb2RlS2V5cyA9IFwidmlcIiB8IFwiZW1hY3NcIjtcblxudHlwZSBUYWJsZSA9IFJlY29yZDxzdHJpbmcsIENvcHlBY3Rpb24+O1xuXG5mdW5jdGlvbiB0YWJsZShlbnRyaWVzOiBbQ29weUFjdGlvbiwgLi4uc3RyaW5nW11dW10pOiBUYWJsZSB7XG4gIGNvbnN0IHQ6IFRhYmxlID0ge307XG4gIGZvciAoY29uc3QgW2FjdGlvbiwgLi4ua2V5c10gb2YgZW50cmllcykge1xuICAgIGZvciAoY29uc3QgayBvZiBrZXlzKSB0W2tdID0gYWN0aW9uO1xuICB9XG4gIHJldHVybiB0O1xufVxuXG5jb25zdCBDT01NT046IFtDb3B5QWN0aW9uLCAuLi5zdHJpbmdbXV1bXSA9IFtcbiAgW1wibGVmdFwiLCBcIkxlZnRcIl0sXG4gIFtcInJpZ2h0XCIsIFwiUmlnaHRcIl0sXG4gIFtcInVwXCIsIFwiVXBcIl0sXG4gIFtcImRvd25cIiwgXCJEb3duXCJdLFxuICBbXCJwYWdlLXVwXCIsIFwiUGFnZVVwXCJdLFxuICBbXCJwYWdlLWRvd25cIiwgXCJQYWdlRG93blwiXSxcbiAgW1wib2xkZXN0XCIsIFwiSG9tZVwiXSxcbiAgW1wiYm90dG9tXCIsIFwiRW5kXCJdLFxuICBbXCJhZ2FpblwiLCBcIm5cIl0sXG4gIFtcInJldmVyc2VcIiwgXCJOXCJdLFxuICBbXCJjb3B5XCIsIFwiRW50ZXJcIl0sXG4gIFtcImxlYXZlXCIsIFwicVwiLCBcIkVzY2FwZVwiLCBcIkMtY1wiXSxcbl07XG5cbmNvbnN0IFZJID0gdGFibGUoW1xuICAuLi5DT01NT04sXG4gIFtcImxlZnRcIiwgXCJoXCIsIFwiQmFja3NwYWNlXCJdLFxuICBbXCJyaWdodFwiLCBcImxcIl0sXG4gIFtcInVwXCIsIFwia1wiXSxcbiAgW1wiZG93blwiLCBcImpcIl0sXG4gIFtcIndvcmQtbmV4dFwiLCBcIndcIl0sXG4gIFtcIndvcmQtYmFja1wiLCBcImJcIl0sXG4gIFtcIndvcmQtZW5kXCIsIFwiZVwiXSxcbiAgW1wibGluZS1zdGFydFwiLCBcIjBcIl0sXG4gIFtcImxpbmUtZmlyc3RcIiwgXCJeXCJdLFxuICBbXCJsaW5lLWVuZFwiLCBcIiRcIl0sXG4gIFtcInZpZXctdG9wXCIsIFwiSFwiXSxcbiAgW1widmlldy1taWRkbGVcIiwgXCJNXCJdLFxuICBbXCJ2aWV3LWJvdHRvbVwiLCBcIkxcIl0sXG4gIFtcIm9sZGVzdFwiLCBcImdcIl0sXG4gIFtcImJvdHRvbVwiLCBcIkdcIl0sXG4gIFtcImhhbGYtdXBcIiwgXCJDLXVcIl0sXG4gIFtcImhhbGYtZG93blwiLCBcIkMtZFwiXSxcbiAgW1wicGFnZS11cFwiLCBcIkMtYlwiXSxcbiAgW1wicGFnZS1kb3duXCIsIFwiQy1mXCJdLFxuICBbXCJzY3JvbGwtdXBcIiwgXCJDLXlcIl0sXG4gIFtcInNjcm9sbC1kb3duXCIsIFwiQy1lXCJdLFxuICBbXCJzZWxlY3RcIiwgXCJ2XCIsIFwiIFwiXSxcbiAgW1wic2VsZWN0LWxpbmVcIiwgXCJWXCJdLFxuICBbXCJzZWxlY3QtcmVjdFwiLCBcIkMtdlwiXSxcbiAgW1wib3RoZXItZW5kXCIsIFwib1wiXSxcbiAgW1wiY29weVwiLCBcInlcIl0sXG4gIC8vIEFzIHRtdXggYW5kIHZpOiAvIHNlYXJjaGVzIGRvd24gKHRvd2FyZHMgdGhlIGxpdmUgc2NyZWVuKSwgPyB1cC5cbiAgW1wic2VhcmNoLXVwXCIsIFwiP1wiXSxcbiAgW1wic2VhcmNoLWRvd25cIiwgXCIvXCJdLFxuXSk7XG5cbmNvbnN0IEVNQUNTID0gdGFibGUoW1xuICAuLi5DT01NT04sXG4gIFtcImxlZnRcIiwgXCJDLWJcIl0sXG4gIFtcInJpZ2h0XCIsIFwiQy1mXCJdLFxuICBbXCJ1cFwiLCBcIkMtcFwiXSxcbiAgW1wiZG93blwiLCBcIkMtblwiXSxcbiAgW1wid29yZC1lbmRcIiwgXCJNLWZcIl0sXG4gIFtcIndvcmQtYmFja1wiLCBcIk0tYlwiXSxcbiAgW1wibGluZS1zdGFydFwiLCBcIkMtYVwiXSxcbiAgW1wibGluZS1maXJzdFwiLCBcIk0tbVwiXSxcbiAgW1wibGluZS1lbmRcIiwgXCJDLWVcIl0sXG4gIFtcInZpZXctbWlkZGxlXCIsIFwiTS1yXCJdLFxuICBbXCJvbGRlc3RcIiwgXCJNLTxcIl0sXG4gIFtcImJvdHRvbVwiLCBcIk0tPlwiXSxcbiAgW1wicGFnZS11cFwiLCBcIk0tdlwiXSxcbiAgW1wicGFnZS1kb3duXCIsIFwiQy12XCJdLFxuICBbXCJzZWxlY3RcIiwgXCJDLVNwYWNlXCJdLFxuICBbXCJvdGhlci1lbmRcIiwgXCJNLW9cIl0sXG4gIFtcImNvcHlcIiwgXCJNLXdcIiwgXCJDLXdcIl0sXG4gIFtcImNsZWFyXCIsIFwiQy1nXCJdLFxuICBbXCJzZWFyY2gtdXBcIiwgXCJDLXJcIl0sXG4gIFtcInNlYXJjaC1kb3duXCIsIFwiQy1zXCJdLFxuXSk7XG5cbi8qKiBUaGUgY29weSB0YWJsZSdzIGNvbW1hbmRzLCB0bXV4J3MgY29weS1tb2RlIG5hbWVzLCBhcyB3aGF0IHRoZXkgZG8uICovXG5leHBvcnQgY29uc3QgQ09QWV9BQ1RJT05TOiBSZWNvcmQ8c3RyaW5nLCBDb3B5QWN0aW9uPiA9IHtcbiAgXCJjdXJzb3ItbGVmdFwiOiBcImxlZnRcIixcbiAgXCJjdXJzb3ItcmlnaHRcIjogXCJyaWdodFwiLFxuICBcImN1cnNvci11cFwiOiBcInVwXCIsXG4gIFwiY3Vyc29yLWRvd25cIjogXCJkb3duXCIsXG4gIFwibmV4dC13b3JkXCI6IFwid29yZC1uZXh0XCIsXG4gIFwicHJldmlvdXMtd29yZFwiOiBcIndvcmQtYmFja1wiLFxuICBcIm5leHQtd29yZC1lbmRcIjogXCJ3b3JkLWVuZFwiLFxuICBcInN0YXJ0LW9mLWxpbmVcIjogXCJsaW5lLXN0YXJ0XCIsXG4gIFwiYmFjay10by1pbmRlbnRhdGlvblwiOiBcImxpbmUtZmlyc3RcIixcbiAgXCJlbmQtb2YtbGluZVwiOiBcImxpbmUtZW5kXCIsXG4gIFwidG9wLWxpbmVcIjogXCJ2aWV3LXRvcFwiLFxuICBcIm1pZGRsZS1saW5lXCI6IFwidmlldy1taWRkbGVcIixcbiAgXCJib3R0b20tbGluZVwiOiBcInZpZXctYm90dG9tXCIsXG4gIFwiaGlzdG9yeS10b3BcIjogXCJvbGRlc3RcIixcbiAgXCJoaXN0b3J5LWJvdHRvbVwiOiBcImJvdHRvbVwiLFxuICBcImhhbGZwYWdlLXVwXCI6IFwiaGFsZi11cFwiLFxuICBcImhhbGZwYWdlLWRvd25cIjogXCJoYWxmLWRvd25cIixcbiAgXCJwYWdlLXVwXCI6IFwicGFnZS11cFwiLFxuICBcInBhZ2UtZG93blwiOiBcInBhZ2UtZG93blwiLFxuICBcInNjcm9sbC11cFwiOiBcInNjcm9sbC11cFwiLFxuICBcInNjcm9sbC1kb3duXCI6IFwic2Nyb2xsLWRvd25cIixcbiAgXCJiZWdpbi1zZWxlY3Rpb25cIjogXCJzZWxlY3RcIixcbiAgXCJzZWxlY3QtbGluZVwiOiBcInNlbGVjdC1saW5lXCIsXG4gIFwicmVjdGFuZ2xlLXRvZ2dsZVwiOiBcInNlbGVjdC1yZWN0XCIsXG4gIFwib3RoZXItZW5kXCI6IFwib3RoZXItZW5kXCIsXG4gIFwiY29weS1zZWxlY3Rpb24tYW5kLWNhbmNlbFwiOiBcImNvcHlcIixcbiAgXCJjbGVhci1zZWxlY3Rpb25cIjogXCJjbGVhclwiLFxuICBcInNlYXJjaC1iYWNrd2FyZFwiOiBcInNlYXJjaC11cFwiLFxuICBcInNlYXJjaC1mb3J3YXJkXCI6IFwic2VhcmNoLWRvd25cIixcbiAgXCJzZWFyY2gtYWdhaW5cIjogXCJhZ2FpblwiLFxuICBcInNlYXJjaC1yZXZlcnNlXCI6IFwicmV2ZXJzZVwiLFxuICBcImNhbmNlbFwiOiBcImxlYXZlXCIsXG59O1xuXG5jb25zdCBDT01NQU5EX09GID0gT2JqZWN0LmZyb21FbnRyaWVzKFxuICBPYmplY3QuZW50cmllcyhDT1BZX0FDVElPTlMpLm1hcCgoW2NtZCwgYWN0aW9uXSkgPT4gW2FjdGlvbiwgY21kXSksXG4pIGFzIFJlY29yZDxDb3B5QWN0aW9uLCBzdHJpbmc+O1xuXG5mdW5jdGlvbiBiaW5kaW5ncyh0OiBUYWJsZSk6IFJlY29yZDxzdHJpbmcsIHN0cmluZz4ge1xuICBjb25zdCBvdXQ6IFJlY29yZDxzdHJpbmcsIHN0cmluZz4gPSB7fTtcbiAgZm9yIChjb25zdCBba2V5LCBhY3Rpb25dIG9mIE9iamVjdC5lbnRyaWVzKHQpKSB7XG4gICAgb3V0W2tleSA9PT0gXCIgXCIgPyBcIlNwYWNlXCIgOiBrZXldID0gQ09NTUFORF9PRlthY3Rpb25dO1xuICB9XG4gIHJldHVybiBvdXQ7XG59XG5cbi8qKlxuICogVGhlIGNvcHkgdGFibGUncyBidWlsdC1pbiBiaW5kaW5ncyBmb3IgYG1vZGUta2V5c2A6IGtleSBuYW1lIHRvIHRtdXhcbiAqIGNvcHktbW9kZSBjb21tYW5kIChga2V5X3RhYmxlLnRzYCBidWlsZHMgdGhlIHRhYmxlIGZyb20gdGhlbSkuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjb3B5QmluZGluZ3Moa2V5czogTW9kZUtleXMpOiBSZWNvcmQ8c3RyaW5nLCBzdHJpbmc+IHtcbiAgcmV0dXJuIGJpbmRpbmdzKGtleXMgPT09IFwiZW1hY3NcIiA/IEVNQUNTIDogVkkpO1xufVxuXG4vKiogVGhlIGFjdGlvbiBib3VuZCB0byBrZXkgYG5hbWVgIGluIHRhYmxlIGBrZXlzYCwgb3IgdW5kZWZpbmVkLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGNvcHlBY3Rpb24oXG4gIGtleXM6IE1vZGVLZXlzLFxuICBuYW1lOiBzdHJpbmcsXG4pOiBDb3B5QWN0aW9uIHwgdW5kZWZpbmVkIHtcbiAgcmV0dXJuIChrZXlzID09PSBcImVtYWNzXCIgPyBFTUFDUyA6IFZJKVtuYW1lXTtcbn1cblxuLyoqIGBtb2RlLWtleXNgIGZyb20gYSBzZXR0aW5nJ3MgdGV4dDogXCJlbWFjc1wiLCBlbHNlIFwidmlcIi4gKi9cbmV4cG9ydCBmdW5jdGlvbiBwYXJzZU1vZGVLZXlzKHZhbHVlOiBzdHJpbmcgfCB1bmRlZmluZWQpOiBNb2RlS2V5cyB7XG4gIHJldHVybiB2YWx1ZT8udHJpbSgpLnRvTG93ZXJDYXNlKCkgPT09IFwiZW1hY3NcIiA/IFwiZW1hY3NcIiA6IFwidmlcIjtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0F1QkMsR0FFRCxrQ0FBa0MsR0F3Q2xDLFNBQVMsTUFBTSxPQUFvQztFQUNqRCxNQUFNLElBQVcsQ0FBQztFQUNsQixLQUFLLE1BQU0sQ0FBQyxRQUFRLEdBQUcsS0FBSyxJQUFJLFFBQVM7SUFDdkMsS0FBSyxNQUFNLEtBQUssS0FBTSxDQUFDLENBQUMsRUFBRSxHQUFHO0VBQy9CO0VBQ0EsT0FBTztBQUNUO0FBRUEsTUFBTSxTQUFzQztFQUMxQztJQUFDO0lBQVE7R0FBTztFQUNoQjtJQUFDO0lBQVM7R0FBUTtFQUNsQjtJQUFDO0lBQU07R0FBSztFQUNaO0lBQUM7SUFBUTtHQUFPO0VBQ2hCO0lBQUM7SUFBVztHQUFTO0VBQ3JCO0lBQUM7SUFBYTtHQUFXO0VBQ3pCO0lBQUM7SUFBVTtHQUFPO0VBQ2xCO0lBQUM7SUFBVTtHQUFNO0VBQ2pCO0lBQUM7SUFBUztHQUFJO0VBQ2Q7SUFBQztJQUFXO0dBQUk7RUFDaEI7SUFBQztJQUFRO0dBQVE7RUFDakI7SUFBQztJQUFTO0lBQUs7SUFBVTtHQUFNO0NBQ2hDO0FBRUQsTUFBTSxLQUFLLE1BQU07S0FDWjtFQUNIO0lBQUM7SUFBUTtJQUFLO0dBQVk7RUFDMUI7SUFBQztJQUFTO0dBQUk7RUFDZDtJQUFDO0lBQU07R0FBSTtFQUNYO0lBQUM7SUFBUTtHQUFJO0VBQ2I7SUFBQztJQUFhO0dBQUk7RUFDbEI7SUFBQztJQUFhO0dBQUk7RUFDbEI7SUFBQztJQUFZO0dBQUk7RUFDakI7SUFBQztJQUFjO0dBQUk7RUFDbkI7SUFBQztJQUFjO0dBQUk7RUFDbkI7SUFBQztJQUFZO0dBQUk7RUFDakI7SUFBQztJQUFZO0dBQUk7RUFDakI7SUFBQztJQUFlO0dBQUk7RUFDcEI7SUFBQztJQUFlO0dBQUk7RUFDcEI7SUFBQztJQUFVO0dBQUk7RUFDZjtJQUFDO0lBQVU7R0FBSTtFQUNmO0lBQUM7SUFBVztHQUFNO0VBQ2xCO0lBQUM7SUFBYTtHQUFNO0VBQ3BCO0lBQUM7SUFBVztHQUFNO0VBQ2xCO0lBQUM7SUFBYTtHQUFNO0VBQ3BCO0lBQUM7SUFBYTtHQUFNO0VBQ3BCO0lBQUM7SUFBZTtHQUFNO0VBQ3RCO0lBQUM7SUFBVTtJQUFLO0dBQUk7RUFDcEI7SUFBQztJQUFlO0dBQUk7RUFDcEI7SUFBQztJQUFlO0dBQU07RUFDdEI7SUFBQztJQUFhO0dBQUk7RUFDbEI7SUFBQztJQUFRO0dBQUk7RUFDYixtRUFBbUU7RUFDbkU7SUFBQztJQUFhO0dBQUk7RUFDbEI7SUFBQztJQUFlO0dBQUk7Q0FDckI7QUFFRCxNQUFNLFFBQVEsTUFBTTtLQUNmO0VBQ0g7SUFBQztJQUFRO0dBQU07RUFDZjtJQUFDO0lBQVM7R0FBTTtFQUNoQjtJQUFDO0lBQU07R0FBTTtFQUNiO0lBQUM7SUFBUTtHQUFNO0VBQ2Y7SUFBQztJQUFZO0dBQU07RUFDbkI7SUFBQztJQUFhO0dBQU07RUFDcEI7SUFBQztJQUFjO0dBQU07RUFDckI7SUFBQztJQUFjO0dBQU07RUFDckI7SUFBQztJQUFZO0dBQU07RUFDbkI7SUFBQztJQUFlO0dBQU07RUFDdEI7SUFBQztJQUFVO0dBQU07RUFDakI7SUFBQztJQUFVO0dBQU07RUFDakI7SUFBQztJQUFXO0dBQU07RUFDbEI7SUFBQztJQUFhO0dBQU07RUFDcEI7SUFBQztJQUFVO0dBQVU7RUFDckI7SUFBQztJQUFhO0dBQU07RUFDcEI7SUFBQztJQUFRO0lBQU87R0FBTTtFQUN0QjtJQUFDO0lBQVM7R0FBTTtFQUNoQjtJQUFDO0lBQWE7R0FBTTtFQUNwQjtJQUFDO0lBQWU7R0FBTTtDQUN2QjtBQUVELHdFQUF3RSxHQUN4RSxPQUFPLE1BQU0sZUFBMkM7RUFDdEQsZUFBZTtFQUNmLGdCQUFnQjtFQUNoQixhQUFhO0VBQ2IsZUFBZTtFQUNmLGFBQWE7RUFDYixpQkFBaUI7RUFDakIsaUJBQWlCO0VBQ2pCLGlCQUFpQjtFQUNqQix1QkFBdUI7RUFDdkIsZUFBZTtFQUNmLFlBQVk7RUFDWixlQUFlO0VBQ2YsZUFBZTtFQUNmLGVBQWU7RUFDZixrQkFBa0I7RUFDbEIsZUFBZTtFQUNmLGlCQUFpQjtFQUNqQixXQUFXO0VBQ1gsYUFBYTtFQUNiLGFBQWE7RUFDYixlQUFlO0VBQ2YsbUJBQW1CO0VBQ25CLGVBQWU7RUFDZixvQkFBb0I7RUFDcEIsYUFBYTtFQUNiLDZCQUE2QjtFQUM3QixtQkFBbUI7RUFDbkIsbUJBQW1CO0VBQ25CLGtCQUFrQjtFQUNsQixnQkFBZ0I7RUFDaEIsa0JBQWtCO0VBQ2xCLFVBQVU7QUFDWixFQUFFO0FBRUYsTUFBTSxhQUFhLE9BQU8sV0FBVyxDQUNuQyxPQUFPLE9BQU8sQ0FBQyxjQUFjLEdBQUcsQ0FBQyxDQUFDLENBQUMsS0FBSyxPQUFPLEdBQUs7SUFBQztJQUFRO0dBQUk7QUFHbkUsU0FBUyxTQUFTLENBQVE7RUFDeEIsTUFBTSxNQUE4QixDQUFDO0VBQ3JDLEtBQUssTUFBTSxDQUFDLEtBQUssT0FBTyxJQUFJLE9BQU8sT0FBTyxDQUFDLEdBQUk7SUFDN0MsR0FBRyxDQUFDLFFBQVEsTUFBTSxVQUFVLElBQUksR0FBRyxVQUFVLENBQUMsT0FBTztFQUN2RDtFQUNBLE9BQU87QUFDVDtBQUVBOzs7Q0FHQyxHQUNELE9BQU8sU0FBUyxhQUFhLElBQWM7RUFDekMsT0FBTyxTQUFTLFNBQVMsVUFBVSxRQUFRO0FBQzdDO0FBRUEsa0VBQWtFLEdBQ2xFLE9BQU8sU0FBUyxXQUNkLElBQWMsRUFDZCxJQUFZO0VBRVosT0FBTyxDQUFDLFNBQVMsVUFBVSxRQUFRLEVBQUUsQ0FBQyxDQUFDLEtBQUs7QUFDOUM7QUFFQSwyREFBMkQsR0FDM0QsT0FBTyxTQUFTLGNBQWMsS0FBeUI7RUFDckQsT0FBTyxPQUFPLE9BQU8sa0JBQWtCLFVBQVUsVUFBVTtBQUM3RCJ9
// denoCacheMetadata=8986373052505348496,2804430837432339493