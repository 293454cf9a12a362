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

  /**
   * Files whose concatenation is `total` bytes of corpus `name` (rounded up
   * to whole pieces): one file of at most PIECE_BYTES, repeated, so a big
   * flood costs no more disk or generation time than a 32 MiB one.
   */
  pieces(name: string, total: number): string[] {
    const piece = Math.min(total, PIECE_BYTES);
    return Array(Math.ceil(total / piece)).fill(this.path(name, piece));
  }
}

/** Largest corpus file written (the corpora's full size). */
const PIECE_BYTES = 32 << 20;
