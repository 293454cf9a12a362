/**
 * tmux's `command-alias` (a server array option): `NAME=COMMAND` items, a
 * command name that is one's NAME standing for its COMMAND, the words
 * after the name added at the end (tmux's `cmd_parse_expand_alias`). The
 * daemon keeps the array as one text, each item ended by a newline and an
 * empty line for an index not set, so that `command-alias[10]` keeps its
 * index as tmux's does and an item may hold a comma. No FFI: the daemon
 * sets it, every place that runs a command line reads it.
 *
 * @module
 */

/** tmux 3.3a's default items (`show -s command-alias`). */
const DEFAULT_ITEMS: readonly string[] = [
  "split-pane=split-window",
  "splitp=split-window",
  "server-info=show-messages -JT",
  "info=show-messages -JT",
  "choose-window=choose-tree -w",
  "choose-session=choose-tree -s",
];

/** The most items: tmux's `OPTIONS_ARRAY_LIMIT`. */
export const MAX_ALIAS_INDEX = 1000;

/** tmux 3.3a's default `command-alias`, as the daemon keeps it. */
export const COMMAND_ALIASES: string = aliasText(DEFAULT_ITEMS);

/**
 * The items of `text` by index (`""`: none at that index). A text with no
 * newline is a user's value (config.toml's, `set -s command-alias
 * 'a=b,c=d'`): its items are split at commas, as tmux's separator.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { aliasItems } from "./command_alias.ts";
 * assert.deepEqual(aliasItems("a=b\n\nc=d x,y\n"), ["a=b", "", "c=d x,y"]);
 * assert.deepEqual(aliasItems("a=b,c=d"), ["a=b", "c=d"]);
 * ```
 */
export function aliasItems(text: string): string[] {
  if (!text.includes("\n")) return text.split(",").filter((i) => i !== "");
  const items = text.split("\n");
  items.pop();
  return items;
}

/** Items `items` (by index, `""` none) as the daemon keeps them. */
function aliasText(items: readonly string[]): string {
  const last = items.findLastIndex((i) => i !== "");
  return items.slice(0, last + 1).map((i) => `${i}\n`).join("");
}

/**
 * `text` after tmux's `set -s command-alias[INDEX] VALUE` (`index`
 * undefined: the whole array; `append`: added after the last item;
 * `unset`: that item taken away, or the whole array back to tmux's
 * default). Throws when the index is beyond tmux's limit, or the value
 * has a newline.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { aliasItems, assignAlias } from "./command_alias.ts";
 * const t = assignAlias("a=b\n", 3, "z=display hi");
 * assert.deepEqual(aliasItems(t), ["a=b", "", "", "z=display hi"]);
 * assert.deepEqual(aliasItems(assignAlias(t, 3, undefined, { unset: true })), ["a=b"]);
 * assert.deepEqual(aliasItems(assignAlias(t, undefined, "x=y,u=v")), ["x=y", "u=v"]);
 * ```
 */
export function assignAlias(
  text: string,
  index: number | undefined,
  value: string | undefined,
  how: { append?: boolean; unset?: boolean } = {},
): string {
  if (index !== undefined && index >= MAX_ALIAS_INDEX) {
    throw new Error(
      `array index too large: ${index} (at most ${MAX_ALIAS_INDEX - 1})`,
    );
  }
  if (!how.unset && value?.includes("\n")) {
    // Kept one a line: a newline would make two items of one.
    throw new Error(
      "a command alias takes no newline (NAME=COMMAND on one line; several commands: A ; B)",
    );
  }
  const items = aliasItems(text);
  if (how.unset) {
    if (index === undefined) return COMMAND_ALIASES;
    items[index] = "";
    return aliasText(items);
  }
  const given = (value ?? "").split(",").filter((i) => i !== "");
  if (index !== undefined) {
    while (items.length < index) items.push("");
    items[index] = value ?? "";
    return aliasText(items);
  }
  return aliasText(how.append ? [...items, ...given] : given);
}

/**
 * The command alias `name` stands for in `text` (tmux matches the whole
 * name, the first item that has it), else undefined.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { aliasFor, COMMAND_ALIASES } from "./command_alias.ts";
 * assert.equal(aliasFor(COMMAND_ALIASES, "info"), "show-messages -JT");
 * assert.equal(aliasFor(COMMAND_ALIASES, "inf"), undefined);
 * ```
 */
export function aliasFor(text: string, name: string): string | undefined {
  for (const item of aliasItems(text)) {
    const at = item.indexOf("=");
    if (at > 0 && item.slice(0, at) === name) return item.slice(at + 1);
  }
  return undefined;
}

/** The names `text` gives aliases to. */
export function aliasNames(text: string): string[] {
  return aliasItems(text).map((i) => i.slice(0, Math.max(0, i.indexOf("="))))
    .filter((n) => n !== "");
}
