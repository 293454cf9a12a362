/**
 * The config file's text parsed (TOML, with `smol-toml`). A TOML parser
 * refuses a whole file for one mistake; berth keeps the rest, as tmux does
 * with a bad line of `.tmux.conf`: the broken line (a broken `[table]`
 * header: its whole table) is dropped with a warning naming its line, and
 * the file is parsed again without it. `config_file.ts` loads this module
 * only when there is a file to parse.
 *
 * @module
 */

import { parse, TomlError } from "smol-toml";
import {
  applyOptions,
  MAX_COMMANDS,
  MAX_TEXT,
  type Options,
} from "./options.ts";

/** Most broken lines dropped before the file is given up whole. */
const MAX_BROKEN = 100;

/**
 * Parses config text on top of `base`; the warnings start with `where`
 * (the file's path).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseConfig } from "./config_parse.ts";
 * import { defaultOptions } from "./options.ts";
 * const r = parseConfig('prefix = "C-a"\nmouse = \n', defaultOptions(), "c");
 * assert.equal(r.options.prefix, "C-a");
 * assert.match(r.warnings[0], /^c line 2: /);
 * ```
 */
export function parseConfig(
  text: string,
  base: Options,
  where: string,
): { options: Options; warnings: string[]; commands: string[] } {
  const lines = text.split("\n");
  const warnings: string[] = [];
  for (let tries = 0;; tries++) {
    try {
      const raw = parse(lines.join("\n")) as Record<string, unknown>;
      const commands = takeCommands(
        raw,
        (w) => warnings.push(`${where}${lineOf(lines, w)}: ${w}`),
      );
      const r = applyOptions(base, raw);
      for (const w of r.warnings) {
        warnings.push(`${where}${lineOf(lines, w)}: ${w}`);
      }
      return { options: r.options, warnings, commands };
    } catch (err) {
      const line = err instanceof TomlError ? err.line : 0;
      if (!line || line > lines.length || tries >= MAX_BROKEN) {
        warnings.push(`${where}: ${firstLine(err)}; the file is skipped`);
        return { options: base, warnings, commands: [] };
      }
      warnings.push(`${where} line ${line}: ${dropBroken(lines, line, err)}`);
    }
  }
}

/**
 * `commands = ["LINE", ...]`: berth command lines run each time the file
 * is read (tmux's config is such lines), taken out of `raw`; a bad value
 * is one warning (to `warn`) and runs nothing.
 */
function takeCommands(
  raw: Record<string, unknown>,
  warn: (w: string) => void,
): string[] {
  const v = raw.commands;
  if (v === undefined) return [];
  delete raw.commands;
  if (
    Array.isArray(v) && v.length <= MAX_COMMANDS &&
    v.every((c) => typeof c === "string" && c.length <= MAX_TEXT)
  ) {
    return v as string[];
  }
  warn(
    `commands takes a list of berth command lines, such as ["set-environment -g EDITOR vim"]; none is run`,
  );
  return [];
}

// Blanks the broken line (a header: its whole table); says what went.
function dropBroken(lines: string[], line: number, err: unknown): string {
  const why = firstLine(err).replace(/^Invalid TOML document: /, "");
  if (!/^\s*\[/.test(lines[line - 1])) {
    lines[line - 1] = "";
    return `${why}; the line is skipped`;
  }
  let end = line;
  while (end < lines.length && !/^\s*\[/.test(lines[end])) end++;
  for (let i = line - 1; i < end; i++) lines[i] = "";
  return `${why}; the table up to line ${end} is skipped`;
}

// " line N" for a warning that names a top-level setting written there.
function lineOf(lines: string[], warning: string): string {
  const name = /^(?:Unknown setting ")?([\w-]+)/.exec(warning)?.[1];
  if (!name) return "";
  const re = new RegExp(`^\\s*"?${name}"?\\s*=`);
  const i = lines.findIndex((l) => re.test(l));
  return i < 0 ? "" : ` line ${i + 1}`;
}

function firstLine(err: unknown): string {
  return String((err as Error)?.message ?? err).split("\n")[0];
}
