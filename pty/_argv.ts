/**
 * NULL-terminated `char *[]` arrays (argv, envp) for posix_spawnp.
 *
 * @module
 */

import { cString } from "./_libc.ts";
import { SpawnError } from "./spawn_error.ts";

/** A pointer array plus the strings it points into (kept alive with it). */
export interface ArgvBuffers {
  pointers: BigUint64Array<ArrayBuffer>;
  strings: Uint8Array<ArrayBuffer>[];
}

/**
 * Encodes `items` as C strings and a NULL-terminated pointer array. The
 * result must stay referenced until the call that uses it has returned.
 */
export function buildArgv(items: string[], what: string): ArgvBuffers {
  const strings = items.map((s) => {
    if (s.includes("\0")) {
      throw new SpawnError(
        `Invalid ${what}: it contains a NUL character (remove it)`,
      );
    }
    return cString(s);
  });
  const pointers = new BigUint64Array(strings.length + 1);
  strings.forEach((s, i) => {
    pointers[i] = BigInt(Deno.UnsafePointer.value(Deno.UnsafePointer.of(s)));
  });
  return { pointers, strings };
}
