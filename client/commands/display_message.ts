/**
 * `berth display-message [-p] [-c CLIENT] [-t TARGET] [MESSAGE]` (tmux's
 * `display-message`, `display`): MESSAGE, with tmux's formats expanded
 * for the target (`protocol/format.ts`), on the status line of a client
 * attached there, or with `-p` on stdout. Inside a pane the target is
 * that pane, so a script learns where it runs:
 * `berth display-message -p '#S:#I.#P'`.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { MAX_FORMAT } from "../../protocol/limits.ts";
import type { Request } from "../../protocol/messages.ts";
import { printLine } from "../stdout.ts";
import { type Command, UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";

export const command: Command = {
  name: "display-message",
  summary:
    "Show a message (tmux's formats) on a client's status line, or print it",
  target: true,
  usage: `Usage: berth display-message [-p] [-c CLIENT] [-t TARGET] [MESSAGE]

Expands tmux's formats in MESSAGE for TARGET (inside a session, without
-t: the pane this command runs in) and shows it on the status line of the
client attached there that was active last (-c: that client; berth
list-clients names them), or with -p prints it. Without MESSAGE:
'[#S] #I:#W, current pane #P - (%H:%M %d-%b-%y)', as tmux's.

Formats: #{NAME} is a variable's value (an unknown one is empty); #S #I
#W #P #D #T #H #h #F are session_name, window_index, window_name,
pane_index, pane_id (%N), pane_title, host, host_short, window_flags;
## is #. #{?NAME,THEN,ELSE} is THEN when NAME is neither empty nor 0;
#{=N:NAME} keeps N cells of it (-N: the last N); #{==:A,B} and tmux's
other operators compare (README, Formats). Variables: session_name
session_windows session_attached session_created, window_index
window_name window_id window_active window_flags window_panes
window_width window_height window_zoomed_flag, pane_index pane_id
pane_title pane_pid pane_current_command pane_current_path
pane_start_command pane_width pane_height pane_left pane_top pane_right
pane_bottom pane_active pane_dead pane_dead_status pane_tty pane_in_mode
pane_mode scroll_position copy_cursor_x copy_cursor_y pane_synchronized
cursor_x cursor_y history_size, client_name client_tty client_pid
client_width client_height client_readonly, host host_short.

Options:
  -p          print the message on stdout instead
  -c CLIENT   the client that shows it (and its client_* values)
  -t TARGET   SESSION, SESSION:WINDOW or SESSION:WINDOW.PANE (or %N)

Exit codes: 0 shown or printed; 1 no such target or client, no client
attached to show it (use -p), or bad arguments.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs(
      "display-message",
      args,
      DISPLAY_OPTIONS,
    );
    const req = displayRequest(values, positionals);
    const name = paneTarget("display-message", req.name, global);
    const { text } = await paneRequest(global, { ...req, name });
    if (req.print) printLine(text);
    return 0;
  },
};

/** The options of `display-message` (the attach client parses them too). */
export const DISPLAY_OPTIONS = {
  print: { type: "boolean", short: "p" },
  client: { type: "string", short: "c" },
  target: { type: "string", short: "t" },
} as const;

/** tmux's default message (prefix `i`), with its time. */
const DEFAULT_FORMAT = "[#S] #I:#W, current pane #P - (%H:%M %d-%b-%y)";

type DisplayRequest = Extract<Request, { op: "display-message" }>;

/**
 * The request for the options given, its target as given ("" when none:
 * the caller's context decides); throws UserError on a mistake.
 */
export function displayRequest(
  values: { print?: boolean; client?: string; target?: string },
  positionals: string[],
): DisplayRequest {
  const format = positionals.length > 0
    ? positionals.join(" ")
    : DEFAULT_FORMAT;
  if (format.length > MAX_FORMAT) {
    throw new UserError(
      `display-message: the message is over ${MAX_FORMAT} characters; shorten it`,
    );
  }
  return {
    op: "display-message",
    name: values.target ?? "",
    format,
    ...(values.print ? { print: true } : {}),
    ...(values.client !== undefined ? { client: values.client } : {}),
  };
}
