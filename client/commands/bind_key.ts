/**
 * `berth bind-key`: binds a key in the running daemon, as tmux's
 * `bind-key` does, for every client attached and those to come.
 *
 * @module
 */

import { parseCommandArgs, splitAtCommand } from "../cli_args.ts";
import { buildKeyTable } from "../attach/key_table.ts";
import { connectOrFail } from "./_connect.ts";
import { daemonKeys, keyTableArg } from "./_key_table_arg.ts";
import { requestOrFail } from "./_request.ts";
import { type Command, UserError } from "./command.ts";
import { shellQuote } from "../transport/ssh_args.ts";
import { MAX_TEXT } from "../../protocol/options.ts";
import { printLine } from "../stdout.ts";

export const command: Command = {
  name: "bind-key",
  summary: "Bind a key to a command in the running daemon",
  // The bound command's -h is its own (display-popup -h 90%,
  // split-window -h): only one before KEY asks for this help.
  ownsShortH: true,
  usage:
    `Usage: berth bind-key [-nr] [-N NOTE] [-T TABLE] KEY COMMAND [ARGUMENT ...]

Binds KEY (a key name, as config.toml's [bind.TABLE] takes it: C-a, M-h,
F5, |) to a berth command line, as tmux's bind-key: in the prefix table
(after the prefix key), with -n in the root table (the key alone), with
-T copy-mode-vi or -T copy-mode (berth's one copy table) a copy mode
command (send -X NAME ...), with -T NAME in table NAME, made now if it is
new, as tmux's (switch-client -T NAME looks the next key up there). COMMAND and its ARGUMENTs make the command
line, each quoted again when it holds blanks; one argument is taken as a
whole line. An argument ; (\\; in a shell or a .tmux.conf), or one that
ends in ; (setw synchronize-panes\\; display on, in a .tmux.conf),
separates commands the key runs in turn, as tmux's. Clients attached
now take it at once. It lasts until the daemon reads its config file
again from scratch (source-file with no
file; berth upgrade keeps it): put lasting bindings in config.toml. -r
makes KEY repeat, as tmux's: for repeat-time ms (set -g repeat-time,
default 500) after prefix KEY, KEY (or another key that repeats) needs
no prefix, each press starting the time again; any other key ends that
and goes on as typed. -N gives the binding a note, as tmux's: list-keys
-N (prefix ?) lists the key with it, and prefix / shows it (binding the
key again without -N drops it).

Exit codes: 0 bound; 1 a key or a command that does not exist, no
daemon, or bad arguments.`,
  async run(args, global) {
    // Options before KEY only: the command's own (-L, -X) are its.
    const { own, command: rest } = splitAtCommand(args, [
      "-T",
      "--table",
      "-N",
      "--note",
    ]);
    if (own.includes("-h")) {
      printLine(command.usage);
      return 0;
    }
    const { values } = parseCommandArgs("bind-key", own, {
      table: { type: "string", short: "T" },
      root: { type: "boolean", short: "n" },
      repeat: { type: "boolean", short: "r" },
      note: { type: "string", short: "N" },
    });
    const table = keyTableArg("bind-key", values);
    const [key, ...words] = rest;
    if (key === undefined || words.length === 0) {
      throw new UserError("bind-key takes a key and a command");
    }
    const line = words.length === 1
      ? words[0]
      : boundLine(words, global.bound === true);
    using conn = await connectOrFail(global);
    // The binding as an attach client will build it: a key name or a
    // command that does not exist is refused here, in one line.
    const { options } = await daemonKeys(conn);
    const { warnings } = buildKeyTable({
      ...options,
      bind: { ...options.bind, [table]: { [key]: line } },
    });
    const repeat = values.repeat === true;
    const note = values.note ?? "";
    if (note.length > MAX_TEXT) {
      throw new UserError(
        `bind-key -N takes a note of at most ${MAX_TEXT} characters`,
      );
    }
    const problem = warnings.find((w) =>
      w.startsWith(`bind.${table} ${JSON.stringify(key)}:`)
    );
    if (problem) {
      throw new UserError(problem.slice(problem.indexOf(":") + 2));
    }
    await requestOrFail(conn, {
      op: "bind-key",
      table,
      key,
      command: line,
      ...(repeat ? { repeat } : {}),
      ...(note ? { note } : {}),
    });
    return 0;
  },
};

/**
 * The command line of bind-key's COMMAND and ARGUMENTs, as tmux reads
 * them into a list (`cmd_parse_from_arguments`): a word that ends in `;`
 * ends a command (`setw synchronize-panes\\; display on`, as a
 * .tmux.conf has it: the lexer made the word `synchronize-panes;`), the
 * `;` written bare so that the key runs a list; one that ends in `\\;`
 * ends in a `;` of its own. From the command line (not `bound`), whose
 * words tmux's client has read once already, `\\;` separates too (`berth
 * bind x neww '\\;' splitw`, as `tmux bind x neww '\\;' splitw`). Each
 * word is quoted again when it must be.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { boundLine } from "./bind_key.ts";
 * assert.equal(boundLine(["setw", "sync;", "display", "a b"], true),
 *   "setw sync ; display 'a b'");
 * assert.equal(boundLine(["display", "a\\;", ";", "x"], true), "display 'a;' ; x");
 * assert.equal(boundLine(["neww", "\\;", "splitw"], false), "neww ; splitw");
 * ```
 */
export function boundLine(words: string[], bound: boolean): string {
  const out: string[] = [];
  for (const word of words) {
    let w = word, ends = false;
    if (w.endsWith(";")) {
      const escaped = w.endsWith("\\;");
      w = w.slice(0, escaped ? -2 : -1);
      if (escaped && bound) w += ";";
      else ends = true;
    }
    if (w !== "" || !ends) {
      out.push(/^[\w@%+=:,./-]+$/.test(w) ? w : shellQuote(w));
    }
    if (ends) out.push(";");
  }
  return out.join(" ");
}
