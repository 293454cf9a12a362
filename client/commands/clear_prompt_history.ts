/**
 * `berth clear-prompt-history` (tmux's `clearphist`): empties the prompts'
 * history the daemon keeps for every client.
 *
 * @module
 */

import { connectOrFail } from "./_connect.ts";
import type { Command } from "./command.ts";
import { requestOrFail } from "./_request.ts";
import { promptTypeArg } from "./show_prompt_history.ts";

export const command: Command = {
  name: "clear-prompt-history",
  summary: "Empty the prompts' history, every client's",
  usage: `Usage: berth clear-prompt-history [-T TYPE]

Empties the history of the prompts (prefix :, command-prompt -T TYPE),
every client's, as tmux's; -T TYPE (command, search, target or
window-target): that type's alone. history-file, when set, is written
again.`,
  async run(args, global) {
    const type = promptTypeArg(args, "clear-prompt-history");
    using conn = await connectOrFail(global);
    await requestOrFail(conn, {
      op: "prompt-history",
      clear: true,
      ...(type ? { type } : {}),
    });
    return 0;
  },
};
