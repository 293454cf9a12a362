/**
 * Gives the C heap's free memory back to the system (glibc's
 * `malloc_trim`, every arena). V8's compiler threads and Deno's native
 * parts allocate with malloc; what they free stays resident in glibc's
 * arenas until trimmed. A spare parse worker's warm-up left 7 MB so
 * (bench/README.md, "Issue 15, thirteenth round").
 *
 * @module
 */

import { libc } from "./_libc.ts";

/** Trims every malloc arena; returns whether any memory went back. */
export function trimMalloc(): boolean {
  if (Deno.build.os !== "linux") return false;
  return libc().malloc_trim(0n) === 1;
}
