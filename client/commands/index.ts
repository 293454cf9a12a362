/**
 * Every `berth` subcommand, in the order `berth --help` lists them. Each is
 * loaded only when it runs, so that `berth ls` does not pay for the VT engine
 * or the attach renderer at start-up (nor Deno for walking their modules:
 * see `import_later.ts`).
 *
 * @module
 */

import type { Command } from "./command.ts";
import { importLater } from "../import_later.ts";

type Loader = () => Promise<{ command: Command }>;

/** The loader of the command module `file` (see `import_later.ts` for why). */
function load(file: string): Loader {
  return () => importLater(file, import.meta.url);
}

const LOADERS: [names: string[], load: Loader][] = [
  [["start"], load("./start.ts")],
  [["new", "new-session"], load("./new.ts")],
  [["attach", "a", "at", "attach-session"], load("./attach.ts")],
  [["ls", "list", "list-sessions"], load("./ls.ts")],
  [["has-session", "has"], load("./has_session.ts")],
  [["kill", "kill-session"], load("./kill.ts")],
  [["detach-client", "detach"], load("./detach_client.ts")],
  [["switch-client", "switchc"], load("./switch_client.ts")],
  [["list-clients", "lsc"], load("./list_clients.ts")],
  [["rename-session", "rename"], load("./rename.ts")],
  [["kill-server"], load("./kill_server.ts")],
  [["upgrade"], load("./upgrade.ts")],
  [["show-options", "show"], load("./show_options.ts")],
  [["source-file", "source"], load("./source_file.ts")],
  [["replay"], load("./replay.ts")],
  [["send"], load("./send.ts")],
  [["capture", "capture-pane"], load("./capture.ts")],
  [["wait"], load("./wait.ts")],
  [["resize", "resize-window"], load("./resize.ts")],
  [["events"], load("./events.ts")],
  [["run"], load("./run.ts")],
  [["list-buffers", "lsb"], load("./list_buffers.ts")],
  [["show-buffer", "showb"], load("./show_buffer.ts")],
  [["set-buffer", "setb"], load("./set_buffer.ts")],
  [["delete-buffer", "deleteb"], load("./delete_buffer.ts")],
  [["paste-buffer", "pasteb"], load("./paste_buffer.ts")],
  [["serve"], load("./serve.ts")],
  [["token"], load("./token.ts")],
  [["new-window", "neww"], load("./new_window.ts")],
  [["split-window", "splitw"], load("./split_window.ts")],
  [["select-window", "selectw"], load("./select_window.ts")],
  [["select-pane", "selectp"], load("./select_pane.ts")],
  [["kill-window", "killw"], load("./kill_window.ts")],
  [["kill-pane", "killp"], load("./kill_pane.ts")],
  [["rename-window", "renamew"], load("./rename_window.ts")],
  [["resize-pane", "resizep"], load("./resize_pane.ts")],
  [["swap-pane", "swapp"], load("./swap_pane.ts")],
  [["break-pane", "breakp"], load("./break_pane.ts")],
  [["select-layout", "selectl"], load("./select_layout.ts")],
  [["list-windows", "lsw"], load("./list_windows.ts")],
  [["list-panes", "lsp"], load("./list_panes.ts")],
  [["set-option", "set"], load("./set_option.ts")],
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
