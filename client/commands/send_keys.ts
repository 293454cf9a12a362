/**
 * `berth send-keys [-l] [-t TARGET] KEY...`: tmux's `send-keys`. Each
 * argument is a key when it is one of tmux's key names (`Enter`, `C-c`,
 * `Up` ...), else text typed as it is; `-l` types every argument as text.
 *
 * @module
 */

import { parseCommandArgs, splitAtCommand } from "../cli_args.ts";
import { encodeKey, isTmuxKeyName, KeyNameError } from "../keys.ts";
import { checkTarget } from "../../protocol/names.ts";
import { type Command, UserError } from "./command.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { sendInput } from "./_send_input.ts";
import { tmuxPaneTarget } from "./_pane.ts";

export const command: Command = {
  name: "send-keys",
  target: true,
  summary: "tmux's send-keys: press keys and type text in a pane",
  usage: `Usage: berth send-keys [-l] [-t TARGET] KEY...

As tmux's send-keys: each KEY argument that is a key name is pressed, and
any other is typed as text, without spaces between arguments:

  berth send-keys -t work 'echo hi' Enter
  berth send-keys -t work:0.1 C-c

Key names are tmux's, in any case: a single character, Enter, Escape, Tab,
BTab, BSpace, Space, Up, Down, Left, Right, Home, End, PageUp (PPage, PgUp),
PageDown (NPage, PgDn), Insert (IC), Delete (DC), F1..F12, with C- (Ctrl,
also ^x), M- (Meta) and S- (Shift) in front: C-c, M-x, C-M-x, S-Up. Up,
Down, Left, Right, Home and End follow the program's cursor-keys mode.
tmux's keypad keys (KP0, KPEnter ...) are not keys here: they are typed.

Options end at the first KEY, as in tmux (write -- before a KEY that
starts with -).

Options:
  -l             type every argument as text, key names too
  -t TARGET      the pane: SESSION[:WINDOW[.PANE]], SESSION:%N, or %N (a
                 pane of the session this runs in); without -t, inside a
                 session, the pane it runs in

berth send is berth's own form (berth send --help). tmux's other flags
(-H, -K, -M, -N, -R, -X, -F, -c) are refused.

Exit codes: 0 sent; 1 an error (unknown target, a key with no code, the
program has not read its earlier input).`,
  async run(args, global) {
    // As tmux's getopt: options end at the first argument that is not one.
    const { own, command: keys } = splitAtCommand(args, [
      "-t",
      "--target",
      "-lt",
    ]);
    const { values } = parseCommandArgs("send-keys", own, {
      literal: { type: "boolean", short: "l" },
      target: { type: "string", short: "t" },
    });
    if (keys.length === 0) {
      throw new UserError(
        "send-keys takes the keys or text to send (see berth send-keys --help)",
      );
    }
    const name = tmuxPaneTarget("send-keys", values.target);
    const why = checkTarget(name);
    if (why) throw new UserError(why);
    const { normal, app } = encode(keys, values.literal ?? false);
    const enc = new TextEncoder();
    using conn = await connectOrFail(global);
    if (app !== normal) {
      await requestOrFail(conn, {
        op: "send",
        name,
        data: enc.encode(normal),
        cursorKeysData: enc.encode(app),
      });
      return 0;
    }
    const bytes = enc.encode(normal);
    await sendInput(conn, name, bytes);
    return 0;
  },
};

/** What `args` send, with cursor keys in normal and in application mode. */
function encode(
  args: string[],
  literal: boolean,
): { normal: string; app: string } {
  let normal = "";
  let app = "";
  for (const arg of args) {
    if (literal || !isTmuxKeyName(arg)) {
      normal += arg;
      app += arg;
      continue;
    }
    try {
      normal += encodeKey(arg, false);
      app += encodeKey(arg, true);
    } catch (err) {
      if (err instanceof KeyNameError) throw new UserError(err.message);
      throw err;
    }
  }
  return { normal, app };
}
