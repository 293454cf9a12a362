/**
 * tmux 3.3a's `show-options` lines for the options berth has: tmux's
 * table order and scopes, `name value` with a string quoted as tmux's
 * `args_escape` quotes it (`status-left "[#S] "`), an array option one
 * line an item (`update-environment[0] DISPLAY`), an inherited value
 * (`-A`) marked `name*`. Scripts written for tmux parse these
 * (`tmux show -g status-left | ...`); `--json` is berth's own form.
 *
 * @module
 */

import { aliasItems } from "../../protocol/command_alias.ts";

/** Where a tmux option lives: server, session, window (or pane). */
export type TmuxScope = "server" | "session" | "window";

/**
 * tmux 3.3a's options (options-table.c) that berth has, in its order, by
 * tmux's name: scope (`s` server, `S` session, `w` window, `p` window and
 * pane) and kind (`t` text, quoted; `a` an array of text; `v` any other
 * value, printed as it is).
 */
const TABLE: readonly [string, string][] = [
  ["command-alias", "sa"],
  ["copy-command", "st"],
  ["default-terminal", "st"],
  ["escape-time", "sv"],
  ["exit-empty", "sv"],
  ["exit-unattached", "sv"],
  ["extended-keys", "sv"],
  ["focus-events", "sv"],
  ["history-file", "st"],
  ["message-limit", "sv"],
  ["prompt-history-limit", "sv"],
  ["set-clipboard", "sv"],
  ["terminal-overrides", "sa"],
  ["terminal-features", "sa"],
  ["activity-action", "Sv"],
  ["base-index", "Sv"],
  ["bell-action", "Sv"],
  ["default-command", "St"],
  ["default-shell", "St"],
  ["default-size", "St"],
  ["destroy-unattached", "Sv"],
  ["detach-on-destroy", "Sv"],
  ["display-panes-active-colour", "Sv"],
  ["display-panes-colour", "Sv"],
  ["display-panes-time", "Sv"],
  ["display-time", "Sv"],
  ["history-limit", "Sv"],
  ["key-table", "St"],
  ["lock-after-time", "Sv"],
  ["lock-command", "St"],
  ["message-command-style", "St"],
  ["message-style", "St"],
  ["mouse", "Sv"],
  ["prefix", "Sv"],
  ["prefix2", "Sv"],
  ["renumber-windows", "Sv"],
  ["repeat-time", "Sv"],
  ["set-titles", "Sv"],
  ["set-titles-string", "St"],
  ["silence-action", "Sv"],
  ["status", "Sv"],
  ["status-bg", "Sv"],
  ["status-fg", "Sv"],
  ["status-interval", "Sv"],
  ["status-justify", "Sv"],
  ["status-keys", "Sv"],
  ["status-left", "St"],
  ["status-left-length", "Sv"],
  ["status-left-style", "St"],
  ["status-position", "Sv"],
  ["status-right", "St"],
  ["status-right-length", "Sv"],
  ["status-right-style", "St"],
  ["status-style", "St"],
  ["update-environment", "Sa"],
  ["visual-activity", "Sv"],
  ["visual-bell", "Sv"],
  ["visual-silence", "Sv"],
  ["word-separators", "St"],
  ["aggressive-resize", "wv"],
  ["allow-passthrough", "pv"],
  ["allow-rename", "pv"],
  ["automatic-rename", "wv"],
  ["automatic-rename-format", "wt"],
  ["clock-mode-colour", "wv"],
  ["clock-mode-style", "wv"],
  ["main-pane-height", "wt"],
  ["main-pane-width", "wt"],
  ["mode-keys", "wv"],
  ["mode-style", "wt"],
  ["monitor-activity", "wv"],
  ["monitor-bell", "wv"],
  ["monitor-silence", "wv"],
  ["other-pane-height", "wt"],
  ["other-pane-width", "wt"],
  ["pane-active-border-style", "wt"],
  ["pane-base-index", "wv"],
  ["pane-border-format", "pt"],
  ["pane-border-indicators", "wv"],
  ["pane-border-lines", "wv"],
  ["pane-border-status", "wv"],
  ["pane-border-style", "wt"],
  ["popup-style", "wt"],
  ["popup-border-style", "wt"],
  ["popup-border-lines", "wv"],
  ["remain-on-exit", "pv"],
  ["remain-on-exit-format", "pt"],
  ["synchronize-panes", "pv"],
  ["window-active-style", "pt"],
  ["window-size", "wv"],
  ["window-style", "pt"],
  ["window-status-activity-style", "wt"],
  ["window-status-bell-style", "wt"],
  ["window-status-current-format", "wt"],
  ["window-status-current-style", "wt"],
  ["window-status-format", "wt"],
  ["window-status-last-style", "wt"],
  ["window-status-separator", "wt"],
  ["window-status-style", "wt"],
  ["wrap-search", "wv"],
  ["xterm-keys", "wv"],
];

/** An option's place in tmux's table: its scope, kind and berth name. */
export interface TmuxOption {
  /** tmux's name (`history-limit`). */
  name: string;
  /** berth's name for it (`scrollback`). */
  setting: string;
  scope: TmuxScope;
  /** Also a pane's (tmux's window|pane options: `remain-on-exit`). */
  pane: boolean;
  kind: "text" | "array" | "value";
}

const SCOPES: Record<string, TmuxScope> = {
  s: "server",
  S: "session",
  w: "window",
  p: "window",
};
const KINDS: Record<string, TmuxOption["kind"]> = {
  t: "text",
  a: "array",
  v: "value",
};

/** tmux's options by their order in its table. */
export const TMUX_OPTIONS: readonly TmuxOption[] = TABLE.map((
  [name, code],
) => ({
  name,
  setting: name === "history-limit" ? "scrollback" : name,
  scope: SCOPES[code[0]],
  pane: code[0] === "p",
  kind: KINDS[code[1]],
}));

/** The option tmux calls `name` (berth's `scrollback` too), if berth has it. */
export function tmuxOption(name: string): TmuxOption | undefined {
  return TMUX_OPTIONS.find((o) => o.name === name || o.setting === name);
}

/** The characters that make tmux's `args_escape` double-quote a word. */
const DOUBLE = /[ #';${}%]/;
/** ... and single-quote it, when none of those is in it. */
const SINGLE = /[ "]/;
/** C's escapes that tmux's `vis(VIS_CSTYLE)` writes. */
const CSTYLE: Record<string, string> = {
  "\n": "\\n",
  "\r": "\\r",
  "\b": "\\b",
  "\x07": "\\a",
  "\v": "\\v",
  "\t": "\\t",
  "\f": "\\f",
};

/**
 * Text `s` as tmux 3.3a's `args_escape` writes an argument: empty is
 * `''`; one with a blank, `#`, `'`, `;`, `$`, `{`, `}` or `%` in
 * double quotes (`"` and `\` escaped, `$NAME` as `\$NAME`); else one
 * with `"` in single quotes; a lone such character, or `~` first,
 * after a backslash; control characters as C escapes or octal.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { tmuxQuoted } from "./_tmux_options.ts";
 * assert.equal(tmuxQuoted("[#S] "), '"[#S] "');
 * assert.equal(tmuxQuoted("bg=green,fg=black"), "bg=green,fg=black");
 * assert.equal(tmuxQuoted('say "hi"'), `"say \\"hi\\""`);
 * assert.equal(tmuxQuoted('a"b'), `'a"b'`);
 * assert.equal(tmuxQuoted(""), "''");
 * assert.equal(tmuxQuoted("%"), "\\%");
 * ```
 */
export function tmuxQuoted(s: string): string {
  if (s === "") return "''";
  const quote = DOUBLE.test(s) ? '"' : SINGLE.test(s) ? "'" : "";
  if (s.length === 1 && s !== " " && (quote !== "" || s === "~")) {
    return `\\${s}`;
  }
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === "$" && i < s.length - 1) {
      out += /[A-Za-z_{]/.test(s[i + 1]) ? "\\$" : "$";
    } else out += visible(c, quote === '"', s[i + 1]);
  }
  const tilde = out.startsWith("~") ? "\\" : "";
  return quote === "'" ? `'${out}'` : `${quote}${tilde}${out}${quote}`;
}

// One character as tmux's `vis` writes it (VIS_OCTAL, VIS_CSTYLE,
// VIS_TAB, VIS_NL; VIS_DQ in double quotes): printable ASCII and any
// other character as it is, `\` and a quoted `"` escaped.
function visible(c: string, dq: boolean, next: string | undefined): string {
  const code = c.charCodeAt(0);
  if (code >= 0x20 && code < 0x7f) {
    return c === "\\" || (c === '"' && dq) ? `\\${c}` : c;
  }
  if (code > 0x7f) return c;
  if (CSTYLE[c]) return CSTYLE[c];
  if (code === 0) {
    return next !== undefined && /[0-7]/.test(next) ? "\\000" : "\\0";
  }
  return `\\${code.toString(8).padStart(3, "0")}`;
}

/**
 * The items of array option `name`'s text (berth keeps one string): split
 * where tmux's `options_array_assign` splits a value, at `,` for the
 * terminal lists, at blanks and `,` for `update-environment`; empty items
 * dropped.
 */
export function arrayItems(name: string, text: string): string[] {
  // Its items by index, an unset one empty (`command_alias.ts`).
  if (name === "command-alias") return aliasItems(text);
  const at = name === "update-environment" ? /[ ,]/ : /,/;
  return text.split(at).filter((item) => item !== "");
}

/** How one line shows: `-v` (the value alone), `-A`'s inherited `*`. */
export interface LineStyle {
  valueOnly?: boolean;
  inherited?: boolean;
}

/**
 * tmux's lines for option `name` (tmux's name, or a user option's `@x`)
 * whose value as tmux writes it is `text`: `name value`, the value quoted
 * for a text option, one `name[i] value` line an item for an array (just
 * `name` when it has none); with `valueOnly` the values alone. `index`:
 * that item alone (`show -g update-environment[1]`).
 */
export function optionLines(
  name: string,
  kind: TmuxOption["kind"],
  text: string,
  style: LineStyle = {},
  index?: number,
): string[] {
  const mark = style.inherited ? "*" : "";
  if (kind !== "array") {
    const shown = kind === "text" ? tmuxQuoted(text) : text;
    return [style.valueOnly ? text : `${name}${mark} ${shown}`];
  }
  const items = arrayItems(name, text).map((v, i) => [i, v] as const)
    .filter(([i, v]) => v !== "" && (index === undefined || i === index));
  if (items.length === 0) {
    return style.valueOnly || index !== undefined ? [] : [`${name}${mark}`];
  }
  return items.map(([i, v]) =>
    style.valueOnly ? v : `${name}[${i}]${mark} ${tmuxQuoted(v)}`
  );
}
