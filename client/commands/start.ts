/**
 * `berth` with no command (`deno task start`): attaches to the most recently
 * active session, or creates one running your shell when there is none.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { connectOrStart } from "../daemon_start.ts";
import type { Command } from "./command.ts";
import {
  attachAndWait,
  clipboardFrom,
  clipboardUsage,
  needTerminal,
  prefixFrom,
  prefixUsage,
  refuseSelfAttach,
} from "./_attach.ts";
import { requestOrFail } from "./_request.ts";

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
    const prefix = await prefixFrom(values.prefix);
    needTerminal("berth");
    using conn = await connectOrStart(global, "attach");
    const { sessions } = await requestOrFail(conn, { op: "ls" });
    const live = sessions.filter((s) => !s.exit);
    live.sort((a, b) => b.lastActive - a.lastActive);
    let name = live[0]?.name;
    if (name === undefined) {
      const size = Deno.consoleSize();
      name = (await requestOrFail(conn, {
        op: "new",
        // On another host, the remote daemon's own apply (see new.ts).
        ...(global.host
          ? {}
          : { cwd: Deno.cwd(), baseEnv: Deno.env.toObject() }),
        cols: size.columns,
        rows: size.rows,
      })).name;
    }
    refuseSelfAttach(global.socket, name);
    return await attachAndWait(conn, {
      name,
      readOnly: false,
      prefix,
      clipboard: clipboardFrom(values.clipboard),
    }, global);
  },
};
