/**
 * `berth paste-buffer [-dp] [-b NAME] [-t TARGET]`: pastes a paste buffer
 * into a pane, as `berth send --paste` pastes text.
 *
 * @module
 */

import { parseCommandArgs, TARGET_OPTION } from "../cli_args.ts";
import type { Connection } from "../connection.ts";
import { connectOrFail } from "./_connect.ts";
import { part, requestOrFail } from "./_request.ts";
import { BUFFER_OPTION, bufferName } from "./_buffer_name.ts";
import { type Command, UserError } from "./command.ts";
import { paneTarget } from "./_pane.ts";

export const command: Command = {
  name: "paste-buffer",
  summary: "Paste a paste buffer into a pane",
  target: true,
  usage: `Usage: berth paste-buffer [-d] [-b NAME] [-t] TARGET

Pastes buffer NAME (the newest without -b) into the pane TARGET names
(SESSION: its active pane; inside a session, without one, the pane this
runs in) as a terminal pastes: escape sequences and control characters
(but tab and line ends) are removed, line ends go in as Enter (CR), and
the text is wrapped as a bracketed paste when the program asked for one
(as berth send --paste; tmux's -p, which berth always does, is taken).

Options:
  -d  delete the buffer once pasted (tmux's paste-buffer -d)

Exit codes: 0 pasted; 1 no such buffer or target, no daemon runs, or an
error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("paste-buffer", args, {
      ...BUFFER_OPTION,
      ...TARGET_OPTION,
      delete: { type: "boolean", short: "d" },
      bracket: { type: "boolean", short: "p" },
    });
    if (positionals.length > (values.target === undefined ? 1 : 0)) {
      throw new UserError(
        "paste-buffer takes one target (see berth paste-buffer --help)",
      );
    }
    const name = paneTarget(
      "paste-buffer",
      values.target ?? positionals[0],
      global,
    );
    using conn = await connectOrFail(global);
    // -d deletes the buffer pasted, even when a newer one came meanwhile.
    const buffer = bufferName(values.buffer) ??
      (values.delete ? await newest(conn) : undefined);
    await requestOrFail(conn, { op: "paste-buffer", buffer, name });
    if (values.delete) {
      await requestOrFail(conn, part({ op: "delete-buffer", buffer }));
    }
    return 0;
  },
};

/** The newest buffer's name; the daemon's own error when there is none. */
async function newest(conn: Connection): Promise<string> {
  const { buffers } = await requestOrFail(conn, part({ op: "list-buffers" }));
  if (buffers.length > 0) return buffers[0].name;
  await requestOrFail(conn, part({ op: "show-buffer" })); // says there is none
  throw new UserError("There are no paste buffers");
}
