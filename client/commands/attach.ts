/**
 * `berth attach [NAME]`: shows a session in this terminal until detach
 * (prefix, then d) or the session's end.
 *
 * @module
 */

import { checkTarget } from "../../protocol/names.ts";
import { parseCommandArgs } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { type Command, UserError } from "./command.ts";
import {
  attachAndWait,
  clipboardFrom,
  clipboardUsage,
  prefixFrom,
  prefixUsage,
  refuseNested,
  resumeHandedOver,
} from "./_attach.ts";

/**
 * Set by the script that waits for an attachment (`client/attach_waiter.sh`)
 * when it runs `berth attach` again after a live upgrade: the token of the
 * attachment to take over.
 */
const RESUME = "BERTH_ATTACH_RESUME";
/** With it: the terminal's modes before raw mode (`stty -g`'s form). */
const MODES = "BERTH_ATTACH_MODES";

export const command: Command = {
  name: "attach",
  summary: "Attach to a session (-r: read-only)",
  usage: `Usage: berth attach [-dr] [NAME | -t TARGET]

Attaches this terminal to session NAME, or to the most recently active
session. Prefix (C-b) then d detaches; the session keeps running. On this
machine the daemon draws the terminal itself (BERTH_HANDOVER=0: this
process draws it, as over -H), and this process then waits as a shell
script of 2 MB (BERTH_WAITER=0: as Deno, 41 MB).

Options:
  -d               detach the session's other clients first (as tmux)
  -r, --read-only  see everything, send nothing (the session keeps its size)
  -t TARGET        the session, as in tmux (work, a prefix, =work; work:1
                   or work:1.0 attaches to work showing that window and
                   pane; %N the session of the pane with that id)
${clipboardUsage(19)}
${prefixUsage(19)}`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("attach", args, {
      "read-only": { type: "boolean", short: "r" },
      detach: { type: "boolean", short: "d" },
      target: { type: "string", short: "t" },
      prefix: { type: "string" },
      clipboard: { type: "boolean" },
    });
    const given = values.target ?? positionals[0];
    if (positionals.length > (values.target ? 0 : 1)) {
      throw new UserError("attach takes at most one session name");
    }
    // tmux's target forms: `-t work:1` attaches to work showing window 1
    // (the daemon reads `:1`, `1.0` against the current session).
    const name = given;
    if (name !== undefined) {
      const why = checkTarget(name);
      if (why) throw new UserError(why);
    }
    const resume = Deno.env.get(RESUME);
    const modes = Deno.env.get(MODES) ?? "";
    Deno.env.delete(RESUME);
    Deno.env.delete(MODES);
    if (!resume) refuseNested(global, "attach");
    const prefix = await prefixFrom(values.prefix);
    const opts = {
      findCommand: global.findCommand,
      name,
      readOnly: values["read-only"] ?? false,
      detachOthers: values.detach ?? false,
      prefix,
      prefixOption: values.prefix,
      clipboard: clipboardFrom(values.clipboard),
    };
    if (resume) return await resumeHandedOver(global, opts, resume, modes);
    using conn = await connectOrFail(global, "attach");
    return await attachAndWait(conn, global.socket, opts, global);
  },
};
