/**
 * The corpora of `corpora.ts` as files (for `cat` inside a session), written
 * once per name and size into the bench's temporary directory.
 *
 * @module
 */

import { generateCorpus } from "./corpora.ts";

/** Writes corpus files on demand and remembers their paths. */
export class CorpusFiles {
  #paths = new Map<string, string>();
  constructor(readonly dir: string) {}

  /** The path of corpus `name` cut to `bytes`, written on first use. */
  path(name: string, bytes: number): string {
    const key = `${name}-${bytes}`;
    let path = this.#paths.get(key);
    if (path === undefined) {
      path = `${this.dir}/${key}.txt`;
      Deno.writeFileSync(path, generateCorpus(name, bytes));
      this.#paths.set(key, path);
    }
    return path;
  }
}
