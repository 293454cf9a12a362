/**
 * Every `berth` subcommand, in the order `berth --help` lists them. Each is
 * loaded only when it runs, so that `berth ls` does not pay for the VT engine
 * or the attach renderer at start-up.
 *
 * @module
 */

import type { Command } from "./command.ts";

type Loader = () => Promise<{ command: Command }>;

const LOADERS: [names: string[], load: Loader][] = [
  [["start"], () => import("./start.ts")],
  [["new", "new-session"], () => import("./new.ts")],
  [["attach", "a", "at", "attach-session"], () => import("./attach.ts")],
  [["ls", "list", "list-sessions"], () => import("./ls.ts")],
  [["has-session", "has"], () => import("./has_session.ts")],
  [["kill", "kill-session"], () => import("./kill.ts")],
  [["detach-client", "detach"], () => import("./detach_client.ts")],
  [["switch-client", "switchc"], () => import("./switch_client.ts")],
  [["list-clients", "lsc"], () => import("./list_clients.ts")],
  [["rename-session", "rename"], () => import("./rename.ts")],
  [["kill-server"], () => import("./kill_server.ts")],
  [["upgrade"], () => import("./upgrade.ts")],
  [["show-options", "show"], () => import("./show_options.ts")],
  [["source-file", "source"], () => import("./source_file.ts")],
  [["replay"], () => import("./replay.ts")],
  [["send"], () => import("./send.ts")],
  [["capture", "capture-pane"], () => import("./capture.ts")],
  [["wait"], () => import("./wait.ts")],
  [["resize", "resize-window"], () => import("./resize.ts")],
  [["events"], () => import("./events.ts")],
  [["run"], () => import("./run.ts")],
  [["list-buffers", "lsb"], () => import("./list_buffers.ts")],
  [["show-buffer", "showb"], () => import("./show_buffer.ts")],
  [["set-buffer", "setb"], () => import("./set_buffer.ts")],
  [["delete-buffer", "deleteb"], () => import("./delete_buffer.ts")],
  [["paste-buffer", "pasteb"], () => import("./paste_buffer.ts")],
  [["serve"], () => import("./serve.ts")],
  [["token"], () => import("./token.ts")],
  [["new-window", "neww"], () => import("./new_window.ts")],
  [["split-window", "splitw"], () => import("./split_window.ts")],
  [["select-window", "selectw"], () => import("./select_window.ts")],
  [["select-pane", "selectp"], () => import("./select_pane.ts")],
  [["kill-window", "killw"], () => import("./kill_window.ts")],
  [["kill-pane", "killp"], () => import("./kill_pane.ts")],
  [["rename-window", "renamew"], () => import("./rename_window.ts")],
  [["resize-pane", "resizep"], () => import("./resize_pane.ts")],
  [["swap-pane", "swapp"], () => import("./swap_pane.ts")],
  [["break-pane", "breakp"], () => import("./break_pane.ts")],
  [["select-layout", "selectl"], () => import("./select_layout.ts")],
  [["list-windows", "lsw"], () => import("./list_windows.ts")],
  [["list-panes", "lsp"], () => import("./list_panes.ts")],
  [["set-option", "set"], () => import("./set_option.ts")],
];

/** The command called `name` (or one of its aliases), loaded. */
export async function findCommand(name: string): Promise<Command | undefined> {
  const entry = LOADERS.find(([names]) => names.includes(name));
  return entry ? (await entry[1]()).command : undefined;
}

/** Every command, loaded (for `berth --help`). */
export async function allCommands(): Promise<Command[]> {
  return await Promise.all(
    LOADERS.map(async ([, load]) => (await load()).command),
  );
}
