/**
 * What the daemon's settings and the command line give an attach client
 * (keys, clipboard, status line, mouse), and the config file's warning it
 * shows once attached: the same for a client that draws its own terminal
 * and for one the daemon draws (`server/daemon/tty_attach.ts`).
 *
 * @module
 */

import {
  DEFAULT_ESCAPE_TIME,
  defaultStatusLine,
  isUserOption,
  type Options,
  SETTING_NAMES,
  STATUS_LINE_NAMES,
  type StatusLineOptions,
} from "../../protocol/options.ts";
import type { ClientSettings } from "./attach_session.ts";
import type { ViewLook } from "./view_look.ts";
import { applyStyle, type Style } from "../../protocol/style.ts";
import { COLOR_DEFAULT } from "../../vt/types.ts";
import { DEFAULT_STYLE } from "./sgr.ts";
import { buildKeyTable } from "./key_table.ts";

/** What the command line set over the daemon's settings. */
export interface CommandLineSettings {
  /** The prefix key's name given there (`--prefix`, `$BERTH_PREFIX`). */
  prefix?: string;
  /** Clipboard writes opted in or out there (`--clipboard`, `$BERTH_CLIPBOARD`). */
  clipboard?: boolean;
}

/**
 * The settings of a client from the daemon's `options` and the command
 * line's choices over them; `warnings`: those of building the keys.
 */
export function clientSettings(
  options: Options,
  given: CommandLineSettings,
): ClientSettings & { warnings: string[] } {
  const { table, warnings } = buildKeyTable({
    ...options,
    prefix: given.prefix ?? options.prefix,
  });
  return {
    keys: table,
    // tmux's `external`: copies reach the clipboard, programs' writes not.
    clipboard: given.clipboard ?? options["set-clipboard"] === true,
    copyClipboard: given.clipboard ?? options["set-clipboard"] !== false,
    status: options.status,
    mouse: options.mouse,
    copyCommand: options["copy-command"],
    wordSeparators: options["word-separators"],
    // A daemon before these settings sends none: berth's defaults.
    escapeTime: options["escape-time"] ?? DEFAULT_ESCAPE_TIME,
    focusEvents: options["focus-events"] ?? false,
    displayPanesTime: options["display-panes-time"] ?? 1000,
    viewLook: viewLook(options),
    // A daemon older than the setting sends none: tmux's default.
    wrapSearch: options["wrap-search"] ?? true,
    statusLine: statusLineOf(options),
    paneColours: paneColours(options),
    terminalLists: {
      overrides: options["terminal-overrides"] ?? "",
      features: options["terminal-features"] ?? "",
    },
    warnings,
  };
}

/** The views' colours and clock style from `options` (`ViewLook`). */
export function viewLook(options: Options): ViewLook {
  // `default` is the terminal's own colour, as tmux's; tmux's blue or red
  // only from a daemon older than the setting, which sends none.
  const colour = (text: string | undefined, fallback: number) => {
    if (text === undefined) return fallback;
    const s: Style = { ...DEFAULT_STYLE };
    applyStyle(s, `fg=${text}`, DEFAULT_STYLE);
    return s.fg;
  };
  return {
    clock: colour(options["clock-mode-colour"], 4),
    twelveHours: options["clock-mode-style"] === "12",
    panes: colour(options["display-panes-colour"], 4),
    activePane: colour(options["display-panes-active-colour"], 1),
  };
}

/**
 * The colours the active pane's default cells take (`window-active-style`
 * over `window-style`, as tmux 3.3a's `tty_default_colours`), for copy
 * mode's view of it, which the client draws; null when both are default.
 * The daemon's values: a window's own (`setw`) are not read here.
 */
export function paneColours(
  options: Options,
): readonly [fg: number, bg: number] | null {
  const colours = (text: string | undefined) => {
    const s: Style = { ...DEFAULT_STYLE };
    applyStyle(s, text ?? "default", DEFAULT_STYLE);
    return s;
  };
  const other = colours(options["window-style"]);
  const active = colours(options["window-active-style"]);
  const fg = active.fg !== COLOR_DEFAULT ? active.fg : other.fg;
  const bg = active.bg !== COLOR_DEFAULT ? active.bg : other.bg;
  return fg === COLOR_DEFAULT && bg === COLOR_DEFAULT ? null : [fg, bg];
}

/**
 * The status line's settings among `options` (tmux's defaults for those a
 * daemon older than them does not send).
 */
export function statusLineOf(options: Options): StatusLineOptions {
  const out = defaultStatusLine() as unknown as Record<string, unknown>;
  for (const k of STATUS_LINE_NAMES) out[k] = options[k] ?? out[k];
  // The user options, for `#{@name}` in its formats, and the other
  // settings, for `#{?mouse,M,}` and `#{prefix}`, as tmux's formats read
  // every option.
  for (const k of Object.keys(options)) {
    if (isUserOption(k)) out[k] = options[k];
  }
  for (const k of SETTING_NAMES) {
    const v = (options as unknown as Record<string, unknown>)[k];
    if (!(k in out) && v !== undefined && typeof v !== "object") out[k] = v;
  }
  return out as unknown as StatusLineOptions;
}

/**
 * The config file's first warning, short enough for one row (the file by
 * its name only), and how many more `berth show-options --toml` lists.
 */
export function configNotice(
  warnings: string[],
  path: string,
): string | undefined {
  if (warnings.length === 0) return undefined;
  const name = path.slice(path.lastIndexOf("/") + 1);
  const first = warnings[0].startsWith(path)
    ? name + warnings[0].slice(path.length)
    : warnings[0];
  const more = warnings.length - 1;
  return more > 0
    ? `${first} (${more} more: berth show-options --toml)`
    : first;
}
