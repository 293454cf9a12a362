/**
 * A word as a command line gives it back: the inverse of the command
 * line's word splitting (`_command_runner.ts`'s `splitCommandLine`), kept
 * apart from it so that a command can write a line without loading the
 * runner.
 *
 * @module
 */

/**
 * `word` as it is when it is a plain word, else in single quotes.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { commandWord } from "./_command_word.ts";
 * assert.equal(commandWord("page-up"), "page-up");
 * assert.equal(commandWord("it's"), `'it'\\''s'`);
 * ```
 */
export function commandWord(word: string): string {
  if (word !== "" && /^[\w%@:.,/=+-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
