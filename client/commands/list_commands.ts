/**
 * `berth list-commands [-F FORMAT] [COMMAND]`: every command with its other
 * names and its synopsis, as tmux's `list-commands` (`lscm`). It needs no
 * daemon.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { type Command, UserError } from "./command.ts";
import { COMMAND_FILES, findCommand } from "./index.ts";
import { expandFormat } from "../../protocol/format.ts";
import { printLine } from "../stdout.ts";

/** tmux's own default, with berth's several other names. */
const DEFAULT_FORMAT =
  "#{command_list_name}#{?command_list_alias, (#{command_list_alias}),} #{command_list_usage}";

export const command: Command = {
  name: "list-commands",
  summary: "List the commands: names, other names and synopsis",
  usage: `Usage: berth list-commands [-F FORMAT] [COMMAND]

Prints each command (or COMMAND alone) on one line: its name, its other names
in parentheses and its options, as tmux's list-commands. The commands an
attached client runs itself (copy-mode, choose-tree, command-prompt ...) are
not listed: they work in key bindings and at the : prompt. -F FORMAT prints
FORMAT instead, with #{command_list_name}, #{command_list_alias} (the other
names, comma-separated) and #{command_list_usage} (the options).

Exit codes: 0 listed; 1 an unknown COMMAND or bad arguments.`,
  async run(args) {
    const { values, positionals } = parseCommandArgs("list-commands", args, {
      format: { type: "string", short: "F" },
    });
    if (positionals.length > 1) {
      throw new UserError("list-commands takes at most one COMMAND");
    }
    const wanted = positionals[0];
    const entries = wanted === undefined
      ? COMMAND_FILES
      : COMMAND_FILES.filter(([names]) => names.includes(wanted));
    if (entries.length === 0) {
      throw new UserError(
        `Unknown command "${wanted}" (berth list-commands lists them)`,
      );
    }
    const format = values.format ?? DEFAULT_FORMAT;
    for (const [names] of entries) {
      const cmd = (await findCommand(names[0]))!;
      const vars: Record<string, string> = {
        command_list_name: cmd.name,
        command_list_alias: names.filter((n) => n !== cmd.name).join(", "),
        command_list_usage: synopsis(cmd, names),
      };
      const line = expandFormat(
        format,
        (n) => Object.hasOwn(vars, n) ? vars[n] : undefined,
      );
      // tmux's default leaves a space after a command without options.
      printLine(values.format === undefined ? line.trimEnd() : line);
    }
    return 0;
  },
};

/**
 * The options of `cmd`'s usage (its first paragraph), the name left out;
 * its other forms (`berth NAME ...` lines, NAME one of `names`) after
 * ` | `.
 */
function synopsis(cmd: Command, names: readonly string[]): string {
  const forms: string[] = [];
  for (const raw of cmd.usage.split("\n\n")[0].split("\n")) {
    const line = raw.replace(/^Usage:/, "").trim();
    const form = line.match(/^berth\s+(?:\[?(\S+?)\]?)(?:\s+(.*))?$/);
    if (form && (names.includes(form[1]) || forms.length === 0)) {
      // Another name's form (lock-session's) says its name.
      const named = form[1] === cmd.name || forms.length === 0
        ? ""
        : `${form[1]} `;
      forms.push(named + (form[2] ?? ""));
    } else if (forms.length > 0) {
      forms[forms.length - 1] += ` ${line}`;
    }
  }
  return forms.map((f) => f.trim()).filter((f) => f).join(" | ");
}
