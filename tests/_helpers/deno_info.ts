/**
 * `deno info --json` of a module: the graph Deno walks to load it (static
 * imports and literal `import()`s as code dependencies, type-only imports
 * as type dependencies). For the tests that check what imports what.
 *
 * @module
 */

import assert from "node:assert/strict";

/** One module of the graph. */
export interface InfoModule {
  specifier: string;
  dependencies?: {
    code?: { specifier: string };
    type?: { specifier: string };
  }[];
}

/** The graph of `entry` (a path from `cwd`). */
export async function denoInfo(
  entry: string,
  cwd: string | URL,
): Promise<
  { roots: string[]; modules: InfoModule[]; redirects?: Record<string, string> }
> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json", entry],
    cwd,
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
  return JSON.parse(new TextDecoder().decode(out.stdout));
}
