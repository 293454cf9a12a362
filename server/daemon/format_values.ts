/**
 * The values of tmux's format variables for a target (`display-message`):
 * its session, window and pane, and the client that shows the message,
 * when there is one, and the daemon's own (`pid`, `version`,
 * `socket_path`). Names and meanings are tmux's (`man tmux`, FORMATS);
 * what berth does not have expands to nothing, as an unknown variable
 * does.
 *
 * @module
 */

import type { FormatLookup } from "../../protocol/format.ts";
import { type Attachment, clientName } from "./client_switch.ts";
import { currentPath, foregroundCommand } from "./foreground.ts";
import { isMarked, markedPane } from "./marked_pane.ts";
import type { Pane } from "./pane.ts";
import type { Resolved } from "./targets.ts";
import { signalNo } from "./dead_line.ts";
import { ownUserOption, type UserOptionOwners } from "./user_options.ts";
import {
  remainText,
  SETTING_NAMES,
  settingFromText,
  settingText,
  type UserTable,
} from "../../protocol/options.ts";
import type { Session } from "./session.ts";
import type { Window } from "./window.ts";

/** What the values are read from. */
export interface FormatSource extends Resolved {
  /** The client the message is for, if any (`client_*`). */
  client: Attachment | null;
  /** The pane's title, as its program set it ("" when it set none). */
  title: string;
  /** The pane's cursor, when the format asked for it (`cursor_x` ...). */
  cursor?: FormatCursor | null;
  /** Its tab stops' columns, when the format asked (`pane_tabs`). */
  tabs?: number[];
  /** Its lines of history, when the format asked (`history_size`). */
  history?: number | null;
  /** It shows the alternate screen, when the format asked (`alternate_on`). */
  alternate?: boolean | null;
  /** Variables over all others: a hook's (`#{hook}` ..., `hook_runner.ts`). */
  extra?: Record<string, string>;
}

/** A pane's cursor as formats show it (`x` past the last column at a pending wrap). */
export interface FormatCursor {
  x: number;
  y: number;
  visible?: boolean;
}

/** What the daemon itself is: its version and socket (`setDaemonFacts`). */
const daemonFacts = {
  version: "",
  socket: "",
  statusRows: (): number => 1,
  userOption: (_name: string, _table?: UserTable): string | undefined =>
    undefined,
  setting: (_name: string): unknown => undefined,
  envVar: (_name: string): string | undefined => undefined,
};

/**
 * The daemon's version and socket path, for `version` and `socket_path`,
 * and the rows its status line takes (its `status` setting, read at each
 * use), for `client_height`, and the user options (`#{@name}`: the
 * session options' table, or `table`'s): set once when it starts (one
 * daemon a process).
 */
export function setDaemonFacts(
  version: string,
  socket: string,
  statusRows: () => number = () => 1,
  userOption: (name: string, table?: UserTable) => string | undefined = () =>
    undefined,
  setting: (name: string) => unknown = () => undefined,
  envVar: (name: string) => string | undefined = () => undefined,
): void {
  daemonFacts.version = version;
  daemonFacts.socket = socket;
  daemonFacts.statusRows = statusRows;
  daemonFacts.userOption = userOption;
  daemonFacts.setting = setting;
  daemonFacts.envVar = envVar;
}

type Values = Record<string, () => string | number | null | undefined>;

const host = () => Deno.hostname();

/** The daemon's own variables, which need no target. */
const SERVER_VALUES: Values = {
  pid: () => Deno.pid,
  version: () => daemonFacts.version || undefined,
  socket_path: () => daemonFacts.socket || undefined,
  host,
  host_short: () => host().replace(/\..*$/, ""),
};

/**
 * The daemon's own variables alone (`pid`, `version`, `host` ...), for a
 * format with no session to read (a config file's `if -F` before the
 * first session); the others expand to nothing.
 */
export function serverFormatValues(): FormatLookup {
  return lookup(SERVER_VALUES);
}

/** The format variables of `src`, computed as a format asks for them. */
export function formatValues(src: FormatSource): FormatLookup {
  const { session, window, pane, client } = src;
  const rect = window.shown().get(pane.id) ??
    window.layout.rects().get(pane.id);
  const flag = (on: boolean) => on ? "1" : "0";
  const values: Values = {
    ...SERVER_VALUES,
    session_name: () => session.name,
    session_id: () => `$${session.id}`,
    session_windows: () => session.windows.length,
    session_attached: () => session.clients.size,
    session_created: () => Math.floor(session.created / 1000),
    session_activity: () => Math.floor(session.lastActive / 1000),
    session_path: () => session.cwd,
    window_index: () => window.index,
    window_name: () => window.name,
    window_id: () => `@${window.id}`,
    window_active: () => flag(window === session.window),
    window_flags: () => session.windowFlags(window),
    window_panes: () => window.panes.size,
    window_width: () => window.cols,
    window_height: () => window.rows,
    window_zoomed_flag: () => flag(window.zoomed),
    "synchronize-panes": () => flag(session.synchronizedOf(window)),
    window_last_flag: () => flag(window === session.lastWindow),
    window_bell_flag: () => flag(window.bell),
    window_activity_flag: () => flag(window.activity),
    window_silence_flag: () => flag(window.silence),
    window_marked_flag: () => flag(markedPane()?.window === window),
    // Zoomed, tmux's window_layout is still the whole layout, as here.
    window_layout: () => window.layout.describe(),
    pane_index: () => session.paneIndex(window, pane),
    pane_id: () => `%${pane.id}`,
    pane_title: () => src.title || host(),
    pane_pid: () => pane.pid,
    pane_start_command: () => pane.command.join(" "),
    pane_current_command: () => foregroundCommand(pane),
    pane_current_path: () => currentPath(pane),
    pane_width: () => rect?.cols,
    pane_height: () => rect?.rows,
    pane_left: () => rect?.x,
    pane_top: () => rect?.y,
    pane_right: () => rect && rect.x + rect.cols - 1,
    pane_bottom: () => rect && rect.y + rect.rows - 1,
    pane_active: () => flag(pane === window.active),
    pane_dead: () => flag(pane.dead),
    pane_dead_status: () => pane.status?.code ?? undefined,
    pane_dead_signal: () =>
      pane.status?.signal ? signalNo(pane.status.signal) : undefined,
    pane_dead_time: () =>
      pane.dead && pane.deadAt ? Math.floor(pane.deadAt / 1000) : undefined,
    pane_pipe: () => flag(pane.pipe?.open ?? false),
    pane_marked: () => flag(isMarked(session, pane)),
    // tmux's: its window's synchronize-panes (`bind C-s setw
    // synchronize-panes \; display "#{?pane_synchronized,on,off}"`).
    pane_synchronized: () => flag(session.synchronizedOf(window)),
    pane_marked_set: () => flag(markedPane() !== null),
    cursor_x: () => src.cursor?.x,
    cursor_y: () => src.cursor?.y,
    cursor_flag: () =>
      src.cursor?.visible === undefined ? undefined : flag(src.cursor.visible),
    pane_tabs: () => src.tabs?.join(","),
    history_limit: () => pane.scrollback,
    history_size: () => src.history,
    alternate_on: () =>
      src.alternate === undefined || src.alternate === null
        ? undefined
        : flag(src.alternate),
    // The modes its program asked for, as the last screen had them.
    mouse_any_flag: () => flag(pane.mouse.mouse !== "none"),
    mouse_standard_flag: () =>
      flag(pane.mouse.mouse === "normal" || pane.mouse.mouse === "x10"),
    mouse_button_flag: () => flag(pane.mouse.mouse === "button"),
    mouse_all_flag: () => flag(pane.mouse.mouse === "any"),
    mouse_sgr_flag: () => flag(pane.mouse.encoding === "sgr"),
    mouse_utf8_flag: () => flag(pane.mouse.encoding === "utf8"),
    keypad_cursor_flag: () => flag(pane.cursorKeys),
    keypad_flag: () => flag(pane.keypad),
    // Copy mode as the pane keeps it (step 32: the attach client in it
    // tells every change), as tmux's window mode: its position as of
    // the client's last move.
    pane_in_mode: () => flag(pane.copyMode !== null),
    pane_mode: () => pane.copyMode ? "copy-mode" : "",
    scroll_position: () =>
      pane.copyMode ? pane.copyMode.pushed - pane.copyMode.top : undefined,
    copy_cursor_x: () => pane.copyMode?.cursor[1],
    copy_cursor_y: () =>
      pane.copyMode ? pane.copyMode.cursor[0] - pane.copyMode.top : undefined,
    pane_tty: () => paneTty(pane),
    client_name: () => client && clientName(client),
    client_tty: () => client?.tty,
    client_pid: () => client?.pid || undefined,
    client_width: () => client?.client.cols,
    // tmux's: the terminal's, the status line's row included.
    // (`status`: the client's session's own, else the daemon's.)
    client_height: () =>
      client &&
      client.client.rows + (client.session.settings.status === undefined
          ? daemonFacts.statusRows()
          : client.session.settings.status === "off"
          ? 0
          : 1),
    client_session: () => client?.session.name,
    client_readonly: () => client && flag(client.client.readOnly),
  };
  const find = lookup(values, src);
  const extra = src.extra;
  return (name) =>
    (extra && Object.hasOwn(extra, name) ? extra[name] : undefined) ??
      find(name) ??
      (name === "remain-on-exit" && pane.remainOnExit !== null
        // The pane's own (set -p), as tmux's pane option.
        ? remainText(pane.remainOnExit)
        : settingValue(session, window, name));
}

/**
 * A setting's value as tmux's formats give an option's (`#{mouse}`,
 * `bind m set mouse \; display '#{?mouse,on,off}'`): the window's own,
 * else the session's, else the daemon's; a flag 1 or 0, as tmux's.
 */
function settingValue(
  session: Session,
  window: Window,
  name: string,
): string | undefined {
  if (!SETTING_NAMES.includes(name)) return undefined;
  const own = (window.settings as Record<string, string | undefined>)[name];
  const v = name === "automatic-rename"
    ? session.autoNameOf(window)
    : sessionOption(session, window, name) ??
      (own === undefined ? undefined : settingFromText(name, own)) ??
      session.settings[name] ?? daemonFacts.setting(name);
  return settingText(name, v);
}

/**
 * The options a session keeps apart from its settings (its own, else the
 * daemon's; the window options among them `window`'s own first):
 * `#{base-index}` read the daemon's alone after `set -t s base-index 1`.
 */
function sessionOption(
  session: Session,
  window: Window,
  name: string,
): unknown {
  switch (name) {
    case "base-index":
      return session.baseIndex;
    case "pane-base-index":
      return session.paneBaseOf(window);
    case "remain-on-exit":
      return session.remainOnExitOf(window);
    case "monitor-activity":
      return session.monitorActivityOf(window);
  }
  return undefined;
}

/** A lookup of `values`' variables, each computed when asked for. */
function lookup(values: Values, owners: UserOptionOwners = {}): FormatLookup {
  return (name) => {
    // tmux's user options (`#{@colour}`), in tmux 3.3a's format_find
    // order: the server's (set -s), the pane's, the window's, the
    // windows' (set -gw), the session's own, else the daemon's (set -g).
    if (name.startsWith("@")) {
      return daemonFacts.userOption(name, "server") ??
        ownUserOption(
          name as `@${string}`,
          owners,
          (n) => daemonFacts.userOption(n, "window"),
        ) ??
        daemonFacts.userOption(name);
    }
    const v = Object.hasOwn(values, name) ? values[name]() : undefined;
    if (v !== undefined && v !== null) return String(v);
    // As tmux's: a name that is no variable is one of the global
    // environment's (`#{HOME}`, oh-my-tmux's `%if #{==:#{TMUX_CONF},}`).
    // Settings go first (`settingValue`), as tmux's options do.
    return Object.hasOwn(values, name) || SETTING_NAMES.includes(name)
      ? undefined
      : daemonFacts.envVar(name);
  };
}

/** The terminal `pane`'s program reads (its stdin), from /proc. */
function paneTty(pane: Pane): string | undefined {
  if (pane.dead) return undefined;
  try {
    return Deno.readLinkSync(`/proc/${pane.pid}/fd/0`);
  } catch {
    return undefined; // ended meanwhile, or no /proc
  }
}
