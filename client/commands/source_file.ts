/**
 * `berth source-file [FILE]`: makes the running daemon read its config
 * file again (as tmux's `source-file`); with FILE, reads that file on top
 * of the settings in force. Attached clients take the result at once.
 *
 * @module
 */

import { parseCommandArgs } from "../cli_args.ts";
import { buildKeyTable } from "../attach/key_table.ts";
import type { Connection } from "../connection.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { type Command, cwdOf, UserError } from "./command.ts";
import { printErrLine } from "../stdout.ts";

export const command: Command = {
  name: "source-file",
  summary: "Reload the config file in the running daemon",
  usage: `Usage: berth source-file [-q] [FILE...]

Without FILE, the daemon reads its config file again from scratch
(defaults, then the file: what it read at start). With FILE, it reads FILE
on top of the settings in force (over -H, FILE is on HOST: an absolute
path there). A FILE whose name ends in .conf or has tmux in it
(~/.tmux.conf, ~/.tmux.conf.local) is read as tmux reads one, as is a
FILE a tmux config sources (but *.toml): each line a command, run as the
commands list's. Each warning (a broken line, an unknown setting, a bad value,
a key binding with a key or a command that does not exist, a command of
its commands list that failed) is printed on stderr; the rest of the file
applies. The file's commands run after it is read, in order. Clients
attached already take the new prefix, bindings, status line, mouse and
clipboard settings at once (an attach --prefix still wins).

Each FILE in turn; a FILE whose last part is a pattern (*, ?, [...])
is the files it matches, as tmux's (source-file ~/.config/tmux/*.conf).

Options:
  -q   a FILE that does not exist is no error (tmux's: a .tmux.conf's
       source-file -q ~/.tmux.local.conf)

Exit codes: 0 read with no warnings; 1 warnings (printed), no daemon
runs, or bad arguments.`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("source-file", args, {
      quiet: { type: "boolean", short: "q" },
    });
    // The daemon reads FILE on its own host: there, this directory
    // means nothing.
    const relative = positionals.find((p) => !p.startsWith("/"));
    if (global.host && relative !== undefined) {
      throw new UserError(
        `source-file over -H reads FILE on ${global.host.label}: give its absolute path there`,
      );
    }
    // The daemon's working directory is not ours; a pattern is the files
    // it matches, in order, as tmux's glob (here only: over -H the files
    // are on the host).
    const paths: (string | undefined)[] = positionals.length === 0
      ? [undefined]
      : positionals.flatMap((p) => {
        const path = p.startsWith("/") ? p : `${cwdOf(global)}/${p}`;
        return global.host ? [path] : globbed(path);
      });
    using conn = await connectOrFail(global);
    const all: string[] = [];
    for (const path of paths) {
      // -q: a file not there is not read at all (the daemon would keep
      // its warning among the config's, which show-options prints). Over
      // -H it is on the host: its warning is left out below.
      if (values.quiet && path !== undefined && !global.host) {
        const there = await Deno.stat(path).then(() => true, () => false);
        if (!there) continue;
      }
      // On top of the settings in force, the bindings they held already
      // warned before: only the ones this file brings are its warnings.
      const before = path === undefined ? [] : await keyWarnings(conn);
      const { warnings } = await requestOrFail(conn, {
        op: "source-file",
        ...(path === undefined ? {} : { path }),
      });
      const keys = (await keyWarnings(conn)).filter((w) => !before.includes(w));
      // -q: the file's absence is no warning (the daemon's words).
      const missing = `${path}: no such file`;
      all.push(
        ...[...warnings, ...keys].filter((w) =>
          !(values.quiet && w === missing)
        ),
      );
    }
    for (const w of all) printErrLine(`berth: ${w}`);
    return all.length === 0 ? 0 : 1;
  },
};

/**
 * The files `path` names: itself, or when its last part is a pattern
 * (`*`, `?`, `[...]`), the files of its folder that match it (not those
 * whose name starts with a dot, unless the pattern does), sorted, as
 * tmux's glob; none matching: `path` itself (the daemon says it is not
 * there).
 */
function globbed(path: string): string[] {
  const slash = path.lastIndexOf("/");
  const dir = path.slice(0, slash);
  const pattern = path.slice(slash + 1);
  if (!/[*?[]/.test(pattern) || /[*?[]/.test(dir)) return [path];
  let source = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    const close = c === "[" ? pattern.indexOf("]", i + 2) : -1;
    if (c === "*") source += "[^/]*";
    else if (c === "?") source += "[^/]";
    else if (close > 0) {
      const set = pattern.slice(i + 1, close).replace(/^!/, "^")
        .replace(/[\\\]]/g, "\\$&");
      source += `[${set}]`;
      i = close;
    } else source += c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  }
  const re = new RegExp(`^${source}$`);
  const found: string[] = [];
  try {
    for (const e of Deno.readDirSync(dir || "/")) {
      if (e.name.startsWith(".") && !pattern.startsWith(".")) continue;
      if (re.test(e.name)) found.push(`${dir}/${e.name}`);
    }
  } catch {
    return [path]; // No such folder: as no match.
  }
  return found.length > 0 ? found.sort() : [path];
}

// The warnings of the key tables the daemon's settings make (a key name
// or a command that does not exist), as `show-options` and an attach
// client find them: the daemon does not load the attach client's keys.
async function keyWarnings(conn: Connection): Promise<string[]> {
  const { options } = await requestOrFail(conn, { op: "options" });
  return buildKeyTable(options).warnings;
}
