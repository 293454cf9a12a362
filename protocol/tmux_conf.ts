/**
 * A tmux config file (`~/.tmux.conf`, any file whose name ends in `.conf`)
 * read as tmux reads one: each line a command, which berth runs as it runs
 * a `config.toml`'s `commands` (`set -g prefix C-a`, `bind | split-window
 * -h`, `setw -g mode-keys vi` are berth command lines too). As in tmux's
 * parser, a `#` that starts a word outside quotes (and is not `#{`) starts
 * a comment to the end of the line, and a line ending in `\` goes on in the
 * next. What berth cannot run (`%if`, `{` blocks, a setting it has not)
 * fails alone, one warning, as any command line of `commands` does.
 *
 * @module
 */

import { MAX_COMMANDS, MAX_TEXT } from "./options.ts";

/** Whether the file at `path` is read as tmux's (its name ends in `.conf`). */
export function isTmuxConf(path: string): boolean {
  return path.endsWith(".conf");
}

/**
 * The command lines of a tmux config's text, in order; `where` (the file)
 * begins each warning.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { tmuxConfCommands } from "./tmux_conf.ts";
 * const text = "# mine\nset -g prefix C-a # not C-b\nbind | \\\n  split-window -h\n";
 * assert.deepEqual(tmuxConfCommands(text, "t.conf").commands, [
 *   "set -g prefix C-a",
 *   "bind |   split-window -h",
 * ]);
 * ```
 */
export function tmuxConfCommands(
  text: string,
  where: string,
): { commands: string[]; warnings: string[] } {
  const commands: string[] = [];
  const warnings: string[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const first = i + 1;
    let line = lines[i].replace(/\r$/, "");
    while (/(^|[^\\])(\\\\)*\\$/.test(line) && i + 1 < lines.length) {
      line = line.slice(0, -1) + lines[++i].replace(/\r$/, "");
    }
    const command = withoutComment(line).trim();
    if (command === "") continue;
    if (command.length > MAX_TEXT) {
      warnings.push(
        `${where} line ${first}: longer than ${MAX_TEXT} bytes; the line is skipped`,
      );
    } else if (commands.length >= MAX_COMMANDS) {
      warnings.push(
        `${where}: more than ${MAX_COMMANDS} commands; the rest are skipped`,
      );
      break;
    } else {
      commands.push(command);
    }
  }
  return { commands, warnings };
}

// The line up to a comment: a `#` that starts a word outside quotes, but
// not `#{` (a format), as tmux's lexer reads it.
function withoutComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote !== null) {
      if (c === "\\" && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === "\\") {
      i++;
    } else if (c === "'" || c === '"') {
      quote = c;
    } else if (
      c === "#" && line[i + 1] !== "{" && (i === 0 || /\s/.test(line[i - 1]))
    ) {
      return line.slice(0, i);
    }
  }
  return line;
}
