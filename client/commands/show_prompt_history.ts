/**
 * `berth show-prompt-history` (tmux's `showphist`): the prompts' history
 * the daemon keeps for every client, each type's lines numbered from the
 * oldest, as tmux 3.3a prints them.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { type Command, UserError } from "./command.ts";
import { requestOrFail } from "./_request.ts";
import { writeOut } from "../stdout.ts";
import {
  isPromptType,
  PROMPT_TYPES,
  type PromptType,
} from "../../protocol/prompt_history.ts";

/**
 * The prompt type `-T` names (undefined: every type), else tmux's
 * `invalid type: NAME` with what to type.
 */
export function promptTypeArg(
  args: string[],
  cmd: string,
): PromptType | undefined {
  const { values, positionals } = parseCommandArgs(cmd, args, {
    type: { type: "string", short: "T" },
  });
  if (positionals.length > 0) {
    throw new UserError(`${cmd} takes no arguments, only -T TYPE`);
  }
  const type = values.type;
  if (type === undefined || isPromptType(type)) return type;
  throw new UserError(
    `invalid type: ${type} (-T takes ${PROMPT_TYPES.join(", ")})`,
  );
}

export const command: Command = {
  name: "show-prompt-history",
  summary: "Print the prompts' history, every client's",
  usage: `Usage: berth show-prompt-history [-T TYPE]

Prints the lines entered at the prompts (prefix :, command-prompt -T TYPE),
which the daemon keeps for every client, as tmux's: a "History for TYPE:"
head, then each line numbered from the oldest. TYPE: command, search,
target or window-target (-T: that type's alone). prompt-history-limit
bounds each type's lines (100); history-file keeps them across daemons.`,
  async run(args, global) {
    const type = promptTypeArg(args, "show-prompt-history");
    using conn = await connectOrFail(global);
    const { history } = await requestOrFail(conn, {
      op: "prompt-history",
      ...(type ? { type } : {}),
    });
    let out = "";
    for (const t of type ? [type] : PROMPT_TYPES) {
      out += `History for ${t}:\n\n`;
      (history[t] ?? []).forEach((line, i) => out += `${i + 1}: ${line}\n`);
      out += "\n";
    }
    writeOut(new TextEncoder().encode(out));
    return 0;
  },
};
