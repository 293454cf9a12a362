/**
 * The bound commands that act on the attach client itself rather than
 * through a new connection (as `detach-client` and `copy-mode` do):
 * `switch-client` (this client moves, over its own connection: prefix
 * `(` `)` `L`), `choose-tree` (prefix `s`, `w`), `choose-client` (prefix
 * `D`), `display-panes` (prefix `q`) and `display-message` (its message
 * shows on this client's status line).
 *
 * @module
 */

import type { Request } from "../../protocol/messages.ts";
import { CHOOSER_COMMANDS } from "./own_commands.ts";
import { parseCommandArgs } from "../cli_args.ts";
import { splitCommandLine } from "../commands/_command_runner.ts";
import { SWITCH_OPTIONS, switchRequest } from "../commands/switch_client.ts";
import {
  DISPLAY_OPTIONS,
  displayRequest,
} from "../commands/display_message.ts";

/** What a command line asks of the attach client. */
export type ClientCommand =
  | { kind: "switch"; req: Extract<Request, { op: "switch-client" }> }
  | { kind: "display"; req: Extract<Request, { op: "display-message" }> }
  | { kind: "choose-tree"; windows: boolean }
  | { kind: "choose-client" }
  | { kind: "display-panes" };

const NAMES = new Set(CHOOSER_COMMANDS);

/**
 * The client command `line` is, or null for any other command line.
 * Throws (a UserError, one line) when its options are wrong.
 */
export function clientCommand(line: string): ClientCommand | null {
  const words = line.trim().split(/\s+/);
  if (!NAMES.has(words[0])) return null;
  const [name, ...args] = splitCommandLine(line);
  switch (name) {
    case "switch-client":
    case "switchc": {
      const { values, positionals } = parseCommandArgs(
        name,
        args,
        SWITCH_OPTIONS,
      );
      return { kind: "switch", req: switchRequest(values, positionals) };
    }
    case "display-message":
    case "display": {
      const { values, positionals } = parseCommandArgs(
        name,
        args,
        DISPLAY_OPTIONS,
      );
      return { kind: "display", req: displayRequest(values, positionals) };
    }
    case "choose-tree":
      return { kind: "choose-tree", windows: args.includes("-w") };
    case "choose-session":
      return { kind: "choose-tree", windows: false };
    case "choose-window":
      return { kind: "choose-tree", windows: true };
    case "choose-client":
      return { kind: "choose-client" };
    default:
      return { kind: "display-panes" };
  }
}
