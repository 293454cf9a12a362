/**
 * `berth paste-buffer [-b NAME] -t SESSION`: pastes a paste buffer into a
 * session, as `berth send --paste` pastes text.
 *
 * @module
 */

import {
  parseCommandArgs,
  sessionAndRest,
  TARGET_OPTION,
} from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { BUFFER_OPTION, bufferName } from "./_buffer_name.ts";
import type { Command } from "./command.ts";

export const command: Command = {
  name: "paste-buffer",
  summary: "Paste a paste buffer into a session",
  usage: `Usage: berth paste-buffer [-b NAME] [-t] SESSION

Pastes buffer NAME (the newest without -b) into SESSION as a terminal
pastes: escape sequences and control characters (but tab and line ends) are
removed, line ends go in as Enter (CR), and the text is wrapped as a
bracketed paste when the program asked for one (as berth send --paste).

Exit codes: 0 pasted; 1 no such buffer or session, no daemon runs, or an
error.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("paste-buffer", args, {
      ...BUFFER_OPTION,
      ...TARGET_OPTION,
    });
    const { name } = sessionAndRest(
      "paste-buffer",
      values.target,
      positionals,
      0,
    );
    const buffer = bufferName(values.buffer);
    using conn = await connectOrFail(global);
    await requestOrFail(conn, { op: "paste-buffer", buffer, name });
    return 0;
  },
};
