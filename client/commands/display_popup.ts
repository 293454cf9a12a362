/**
 * `berth display-popup [-BCE] [-b LINES] [-c CLIENT] [-d DIR] [-e VAR=value]
 * [-h HEIGHT] [-s STYLE] [-S STYLE] [-t TARGET] [-T TITLE] [-w WIDTH]
 * [-x X] [-y Y] [COMMAND ...]` (tmux's `display-popup`, `popup`): a box
 * over a client's screen running COMMAND on a pty of its own. The daemon
 * pushes the words to the attach client that shows it (conversation step
 * 29), which opens the popup as a key binding's would (`client/attach/
 * popup.ts`).
 *
 * @module
 */

import { type Command, UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import { parsePopup } from "../attach/popup_spec.ts";

export const command: Command = {
  name: "display-popup",
  summary: "Show a popup running a command over a client's screen",
  target: true,
  ownsShortH: true,
  usage:
    `Usage: berth display-popup [-BCE] [-b LINES] [-c CLIENT] [-d DIR] [-e VAR=value]
         [-h HEIGHT] [-s STYLE] [-S STYLE] [-t TARGET] [-T TITLE] [-w WIDTH]
         [-x X] [-y Y] [COMMAND ...]

Opens a box over the screen of the client attached to TARGET's session
that was active last (-c: that client) running COMMAND on a pty of its
own (one word: shell text, run by /bin/sh -c; none: the session's shell),
as tmux's display-popup. Keys go to the popup while it is open; Escape or
C-c close it (not with -E while COMMAND runs). As tmux's, it returns once
the popup has closed, so that a script can read what COMMAND wrote:
  berth display-popup -E 'fzf > /tmp/pick'; read x < /tmp/pick

Options:
  -E          close the popup when COMMAND exits (-EE: only when it exits 0)
  -C          close the client's popup instead
  -B          no border; -b LINES: single rounded double heavy simple
              padded none
  -d DIR      the directory COMMAND starts in (formats: #{pane_current_path})
  -e VAR=val  set VAR in COMMAND's environment (again for more)
  -w, -h      width and height: cells, or N% of the window (half by default)
  -x, -y      where: a cell, C the middle, P or R by the active pane, S
              above the status line
  -T TITLE    a title in the top border (formats)
  -s, -S      the inside's and the border's style (fg=..., bg=...)
  -c CLIENT   the client that shows it (berth list-clients names them)
  -t TARGET   the pane the formats are for (SESSION[:WINDOW[.PANE]], %N)

Exit codes: COMMAND's exit status once the popup has closed (129 when it
was closed while COMMAND ran, as tmux's; 0 for -C); 1 no such target or
client, no client attached there, the client shows a menu, chooser or
popup already, or bad arguments.`,
  async run(args, global) {
    let spec;
    try {
      spec = parsePopup(args);
    } catch (err) {
      throw new UserError((err as Error).message);
    }
    const name = paneTarget("display-popup", spec.target, global);
    // The client's formats are for the pane this names, wherever it runs.
    const words = spec.target === undefined ? ["-t", name, ...args] : args;
    // Answered once the popup has closed, as tmux's: its program's status.
    const { status } = await paneRequest(global, {
      op: "display-popup",
      name,
      ...(spec.client !== undefined ? { client: spec.client } : {}),
      args: words,
    });
    return status;
  },
};
