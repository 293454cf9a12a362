/**
 * A tmux config file (`~/.tmux.conf`, any file `isTmuxConf` takes)
 * read as tmux reads one: each line a command, which berth runs as it runs
 * a `config.toml`'s `commands` (`set -g prefix C-a`, `bind | split-window
 * -h`, `setw -g mode-keys vi` are berth command lines too). As in tmux's
 * parser, a `#` that starts a word outside quotes (and is not `#{`) starts
 * a comment to the end of the line, and a line ending in `\` goes on in the
 * next. A `{ }` block (`bind x {` to its `}`) is one argument, its lines
 * a list (`A ; B`), as tmux gives it to `bind-key` or `if-shell`.
 * `%if` lines stay lines: the daemon decides them as it runs the file
 * (`server/daemon/config_conditions.ts`). What
 * berth cannot run (a setting it has not) fails alone, one warning, as any
 * command line of `commands` does.
 *
 * @module
 */

import { MAX_COMMANDS, MAX_TEXT } from "./options.ts";

/**
 * Whether the file at `path` is read as tmux's: its name ends in `.conf`
 * or has `tmux` in it (`~/.tmux.conf.local`, a `.tmuxtheme`), or it is
 * sourced from a tmux config (`inTmux`: tmux's `source-file` reads only
 * its own kind); never when it ends in `.toml`.
 */
export function isTmuxConf(path: string, inTmux = false): boolean {
  if (path.endsWith(".toml")) return false;
  const name = path.slice(path.lastIndexOf("/") + 1);
  return name.endsWith(".conf") || name.includes("tmux") || inTmux;
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
): { commands: string[]; origins: string[]; warnings: string[] } {
  const commands: string[] = [];
  // Where each command is, for its warning (tmux's `file:line:`).
  const origins: string[] = [];
  const warnings: string[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const first = i + 1;
    let line = "";
    // A { block goes on to its }: its lines make one command of the file.
    let depth = 0;
    do {
      let part = lines[i].replace(/\r$/, "");
      while (/(^|[^\\])(\\\\)*\\$/.test(part) && i + 1 < lines.length) {
        part = part.slice(0, -1) + lines[++i].replace(/\r$/, "");
      }
      part = withoutComment(part);
      depth += braceDepth(part);
      line += line === "" ? part : `\n${part}`;
    } while (depth > 0 && ++i < lines.length);
    if (depth > 0) {
      warnings.push(`${where} line ${first}: a { without its }; skipped`);
      break;
    }
    const command = depth < 0 ? line.trim() : withBlocksQuoted(line).trim();
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
      origins.push(`${where} line ${first}`);
    }
  }
  return { commands, origins, warnings };
}

// A word that is { or } alone, outside quotes, as tmux's lexer takes a
// block's braces (a format's #{ is a word's part).
const BRACE = /^[{}]$/;

/** The words of `line` outside quotes, each with where it starts. */
function words(line: string): { word: string; at: number; end: number }[] {
  const found: { word: string; at: number; end: number }[] = [];
  let quote: string | null = null;
  let at = -1;
  for (let i = 0; i <= line.length; i++) {
    const c = line[i] ?? " ";
    if (quote !== null) {
      if (c === "\\" && quote === '"') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (/\s/.test(c)) {
      if (at >= 0) found.push({ word: line.slice(at, i), at, end: i });
      at = -1;
      continue;
    }
    if (at < 0) at = i;
    if (c === "\\") i++;
    else if (c === "'" || c === '"') quote = c;
  }
  return found;
}

// How many blocks `line` opens, less those it closes.
function braceDepth(line: string): number {
  let depth = 0;
  for (const { word } of words(line)) {
    if (word === "{") depth++;
    else if (word === "}") depth--;
  }
  return depth;
}

/**
 * `line` with each { } block made one word: its lines (and those of the
 * blocks in it) a list, `A ; B`, single-quoted, as tmux passes a block to
 * `bind-key` or `if-shell`: `bind x {\n a\n b\n}` is `bind x 'a ; b'`.
 */
function withBlocksQuoted(line: string): string {
  const all = words(line).filter((w) => BRACE.test(w.word));
  let out = "";
  let from = 0;
  for (let k = 0; k < all.length; k++) {
    if (all[k].word !== "{") continue;
    let depth = 0;
    let close = k;
    for (; close < all.length; close++) {
      depth += all[close].word === "{" ? 1 : -1;
      if (depth === 0) break;
    }
    if (close === all.length) break; // Counted whole by the caller.
    const body = withBlocksQuoted(line.slice(all[k].end, all[close].at));
    const list = body.split("\n").map((l) => l.trim()).filter((l) => l !== "")
      .join(" ; ");
    out += line.slice(from, all[k].at) + `'${list.replaceAll("'", "'\\''")}'`;
    from = all[close].end;
    k = close;
  }
  return out + line.slice(from);
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
