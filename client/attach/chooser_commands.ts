/**
 * The bound commands that act on the attach client itself rather than
 * through a new connection (as `detach-client` and `copy-mode` do):
 * `switch-client` (this client moves, over its own connection: prefix
 * `(` `)` `L`), `choose-tree` (prefix `s`, `w`), `choose-client` (prefix
 * `D`), `choose-buffer` (prefix `=`), `find-window` (prefix `f`, after
 * its prompt), `display-panes` (prefix `q`), `clock-mode` (prefix `t`)
 * and `display-message` (its message shows on this client's status
 * line).
 *
 * @module
 */

import type { Request } from "../../protocol/messages.ts";
import { CHOOSER_COMMANDS } from "./own_commands.ts";
import { parseCommandArgs } from "../cli_args.ts";
import { UserError } from "../commands/command.ts";
import { type MenuSpec, parseMenu } from "./menu_spec.ts";
import { parsePopup, type PopupSpec } from "./popup_spec.ts";
import {
  splitCommandLine,
  splitCommands,
} from "../commands/_command_runner.ts";
import { attachingNew } from "../commands/_new_args.ts";
import {
  SWITCH_OPTIONS,
  switchRequest,
  tableAlias,
} from "../commands/switch_client.ts";
import {
  DISPLAY_OPTIONS,
  displayRequest,
} from "../commands/display_message.ts";

/** What a command line asks of the attach client. */
export type ClientCommand =
  | {
    kind: "switch";
    /** The move asked for; null: none (`switch-client -T` alone). */
    req: Extract<Request, { op: "switch-client" }> | null;
    /** `-T TABLE`: the key table the client's next key is looked up in. */
    table?: string;
  }
  | { kind: "display"; req: Extract<Request, { op: "display-message" }> }
  | { kind: "choose-tree"; windows: boolean }
  | { kind: "choose-client" }
  | { kind: "choose-buffer" }
  | { kind: "find-window"; req: Extract<Request, { op: "find-window" }> }
  | { kind: "clock-mode" }
  | { kind: "display-menu"; spec: MenuSpec }
  | { kind: "display-popup"; spec: PopupSpec }
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
      const req = switchRequest(values, positionals);
      const table = values.keyTable;
      const moves = req.name !== undefined || req.to !== undefined;
      return {
        kind: "switch",
        req: moves ? req : null,
        ...(table === undefined ? {} : { table: tableAlias(table) }),
      };
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
    case "choose-buffer":
      return { kind: "choose-buffer" };
    case "clock-mode":
      return { kind: "clock-mode" };
    case "display-menu":
    case "menu":
      try {
        return { kind: "display-menu", spec: parseMenu(args) };
      } catch (err) {
        throw new UserError((err as Error).message);
      }
    case "display-popup":
    case "popup":
      try {
        return { kind: "display-popup", spec: parsePopup(args) };
      } catch (err) {
        throw new UserError((err as Error).message);
      }
    case "find-window":
    case "findw":
      return { kind: "find-window", req: findRequest(name, args) };
    default:
      return { kind: "display-panes" };
  }
}

/**
 * tmux's `find-window [-CiNrTZ] [-t TARGET] MATCH` as a request: `-C`
 * content, `-N` name, `-T` title (none: all three), `-r` a regular
 * expression, `-i` ignoring case; `-Z` (zoom) and `-t` change nothing
 * here (the chooser takes the whole screen, and lists every session).
 */
export function findRequest(
  name: string,
  args: string[],
): Extract<Request, { op: "find-window" }> {
  const usage = `${name} takes [-CiNrTZ] [-t TARGET] MATCH`;
  const flags = new Set<string>();
  let i = 0;
  for (; i < args.length && /^-./.test(args[i]); i++) {
    if (args[i] === "--") {
      i++;
      break;
    }
    for (let j = 1; j < args[i].length; j++) {
      const f = args[i][j];
      if (f === "t") {
        if (j + 1 === args[i].length) i++; // its value: the next word
        break;
      }
      if (!"CiNrTZ".includes(f)) throw new UserError(usage);
      flags.add(f);
    }
  }
  const rest = args.slice(i);
  if (rest.length !== 1) throw new UserError(usage);
  const req: Extract<Request, { op: "find-window" }> = {
    op: "find-window",
    match: rest[0],
  };
  if (flags.has("C")) req.content = true;
  if (flags.has("N")) req.name = true;
  if (flags.has("T")) req.title = true;
  if (flags.has("r")) req.regex = true;
  if (flags.has("i")) req.ignoreCase = true;
  return req;
}

/**
 * `new-session` (`new`) from a key or the prompt, after which tmux's
 * client shows the new session: the line that makes it (detached, as a
 * bound `new` runs, printing its name) and the session to switch to
 * (null: the name it prints). Null for any other line, a list, one that
 * stays detached (`-d` without `-A`), prints itself (`-P`, `-F`,
 * `--json`) or does not parse (it runs as before, and says why).
 */
export function newSessionLine(
  line: string,
): { line: string; name: string | null } | null {
  let list: string[][];
  try {
    list = splitCommands(line);
  } catch {
    return null;
  }
  if (list.length !== 1) return null;
  const [name, ...args] = list[0];
  if (name !== "new" && name !== "new-session") return null;
  const made = attachingNew(args);
  if (!made) return null;
  const rest = line.trim().slice(name.length);
  return {
    line: `${name} -P -F '#{session_name}'${rest}`,
    name: made.session,
  };
}
