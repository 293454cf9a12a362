/**
 * `berth` with no command (`deno task start`): attaches to the most recently
 * active session, or creates one running your shell when there is none.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { connectOrStartOrFail } from "./_connect.ts";
import { type Command, cwdOf, wholeEnvOf } from "./command.ts";
import {
  attachAndWait,
  clipboardFrom,
  clipboardUsage,
  lessStatusLine,
  needTerminal,
  prefixFrom,
  prefixUsage,
  refuseNested,
} from "./_attach.ts";
import { requestOrFail } from "./_request.ts";
import { terminalSize } from "../terminal_size.ts";

export const command: Command = {
  name: "start",
  summary: "Attach to the most recent session, or create one (the default)",
  usage: `Usage: berth [start]

Attaches to the most recently active session; creates one running your
$SHELL when there is none (starting the daemon when needed).

Options:
${clipboardUsage(16)}
${prefixUsage(16)}`,
  async run(args, global) {
    const { values } = parseCommandArgs("start", args, {
      prefix: { type: "string" },
      clipboard: { type: "boolean" },
    });
    refuseNested(global, "attach");
    const prefix = await prefixFrom(values.prefix);
    needTerminal("attaching", "or start a detached session with berth new -d");
    using conn = await connectOrStartOrFail(global, "attach");
    const { sessions } = await requestOrFail(conn, { op: "ls" });
    const live = sessions.filter((s) => !s.exit);
    live.sort((a, b) => b.lastActive - a.lastActive);
    let name = live[0]?.name;
    if (name === undefined) {
      const size = terminalSize();
      name = (await requestOrFail(conn, {
        op: "new",
        // On another host, the remote daemon's own apply (see new.ts).
        ...(global.host
          ? {}
          : { cwd: cwdOf(global), baseEnv: wholeEnvOf(global) }),
        cols: size.cols,
        rows: await lessStatusLine(conn, size.rows),
      })).name;
    }
    return await attachAndWait(conn, global.socket, {
      findCommand: global.findCommand,
      name,
      readOnly: false,
      prefix,
      prefixOption: values.prefix,
      clipboard: clipboardFrom(values.clipboard),
      afresh: true, // The session it made runs the shell.
    }, global);
  },
};
