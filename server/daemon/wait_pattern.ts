/**
 * The daemon's check of a `wait --text` pattern (RE2 syntax, see
 * `protocol/text_pattern.ts`). RE2 is the npm package `re2js`, imported
 * when the first session starts (or the first text wait comes before):
 * the first npm package costs the idle daemon about 4 MB resident, and the
 * import takes 40-70 ms here.
 *
 * While it loads, every wait waits behind it, so that waits still answer in
 * the order they came: a script that awaits the first of two waits it has
 * just cancelled would otherwise see the second fail unhandled.
 *
 * @module
 */

import { RequestFailure } from "./request_failure.ts";

type Patterns = typeof import("../../protocol/text_pattern.ts");

let loaded: Patterns | null = null;
let loading: Promise<Patterns> | null = null;

/**
 * Starts loading RE2 in the background (a session has started: text waits
 * are likely soon). Soon, not on first use: Deno reads a module's source
 * when it is imported, so a daemon that ran for days would otherwise load
 * whatever `text_pattern.ts` a `git pull` left since.
 */
export function preloadWaitPatterns(): void {
  if (loaded) return;
  load().catch(() => {
    // The first text wait tries again and reports it.
  });
}

/**
 * Checks `text` (when given); throws RequestFailure "bad-request" for a
 * pattern RE2 does not take. Returns a promise only while RE2 is loading:
 * otherwise the check is done when it returns.
 */
export function checkWaitPattern(
  text: { source: string; flags: string } | undefined,
): Promise<void> | undefined {
  if (loaded || (!text && !loading)) {
    if (loaded && text) compile(loaded, text);
    return undefined;
  }
  return load().then(
    (m) => {
      if (text) compile(m, text);
    },
    (err) => {
      if (text) throw err; // A wait for an exit or for quiet goes on.
    },
  );
}

/** The RE2 module, imported once (again after a failed import). */
function load(): Promise<Patterns> {
  // Built at run time: the daemon's bundle leaves RE2 (900 KB of source)
  // out, for the daemons that never wait for a pattern.
  const href = new URL("../../protocol/text_pattern.ts", import.meta.url).href;
  loading ??= import(href).then(
    (m) => loaded = m,
    (err) => {
      loading = null; // The next text wait tries again.
      throw err;
    },
  );
  return loading;
}

/**
 * `text` compiled (once RE2 is loaded), for a match in the daemon itself
 * (`find-window -r`); RequestFailure "bad-request" for a pattern RE2 does
 * not take.
 */
export async function compilePattern(
  text: { source: string; flags: string },
): Promise<import("../../protocol/text_pattern.ts").TextPattern> {
  return compile(loaded ?? await load(), text);
}

function compile(m: Patterns, text: { source: string; flags: string }) {
  try {
    return m.compileTextPattern(text.source, text.flags);
  } catch (err) {
    throw new RequestFailure("bad-request", (err as Error).message);
  }
}
