/**
 * `berth send-prefix [-2] [-t TARGET]`: tmux's `send-prefix` from a shell
 * or a hook: the prefix key (`-2`: `prefix2`) of the pane's session, its
 * own else the daemon's, typed in the pane as `send-keys` types a key;
 * nothing when it is `None` (tmux's). From a key binding the attach
 * client sends it itself (`key_table.ts`, `prefixBytes`).
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { encodeKey, KeyNameError } from "../keys.ts";
import { type Command, UserError } from "./command.ts";
import { connectOrFail } from "./_connect.ts";
import { expandFormat } from "./_expand_format.ts";
import { paneTarget } from "./_pane.ts";
import { part, requestOrFail } from "./_request.ts";

export const command: Command = {
  name: "send-prefix",
  target: true,
  summary: "tmux's send-prefix: type the prefix key in a pane",
  usage: `Usage: berth send-prefix [-2] [-t TARGET]

As tmux's send-prefix: types the prefix key (C-b unless set otherwise,
set -g prefix C-a) in the pane, as the program there would get it from a
keyboard. The prefix is the pane's session's own, else the daemon's.

Options:
  -2             the second prefix key (prefix2); nothing when it is None,
                 its default, as tmux's
  -t TARGET      the pane: SESSION[:WINDOW[.PANE]], or %N; without -t,
                 inside a session, the pane it runs in

Exit codes: 0 sent (or nothing to send); 1 no such pane, or the program
has not read its earlier input.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("send-prefix", args, {
      second: { type: "boolean", short: "2" },
      target: { type: "string", short: "t" },
    });
    if (positionals.length > 0) {
      throw new UserError(
        `send-prefix takes no arguments, not "${
          positionals[0]
        }" (berth send-keys types keys)`,
      );
    }
    const name = paneTarget("send-prefix", values.target, global);
    const option = values.second ? "prefix2" : "prefix";
    const key =
      (await expandFormat(global, `#{${option}}`, name, "send-prefix"))
        .trim();
    if (key === "" || key === "None") return 0;
    let normal: string, app: string;
    try {
      normal = encodeKey(key, false);
      app = encodeKey(key, true);
    } catch (err) {
      if (err instanceof KeyNameError) {
        throw new UserError(`send-prefix: ${option} ${key}: ${err.message}`);
      }
      throw err;
    }
    const enc = new TextEncoder();
    using conn = await connectOrFail(global);
    // Its own command, not a send-keys: no after-send-keys hook.
    await requestOrFail(
      conn,
      part({
        op: "send",
        name,
        data: enc.encode(normal),
        ...(app !== normal ? { cursorKeysData: enc.encode(app) } : {}),
      }),
    );
    return 0;
  },
};
