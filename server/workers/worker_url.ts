/**
 * Which file a worker thread loads. From the source, a worker is its
 * module's file; a daemon run from its bundle (`client/bundle/build.ts`)
 * starts its workers from their bundles too, which its entry registers
 * here by the source file URL each stands for. A worker from its bundle
 * holds 3-4 MB less than one that loads its modules one by one (a parse
 * worker waiting for its session: 9.3 instead of 12.9 MB, 2026-12-04).
 *
 * A worker started later loads the file then, as one from the source
 * does: after a `git pull` and the build behind it, a daemon that has not
 * been upgraded starts workers of the new code (`berth upgrade` is how a
 * running daemon takes new code).
 *
 * @module
 */

/** Bundle file URLs by their worker module's source URL; empty from the source. */
const bundles = new Map<string, string>();

/**
 * The URL to start the worker whose module is at `source`: its bundle's
 * while the file is there (a cache cleaner may have taken it), else the
 * source's.
 */
export function workerUrl(source: string | URL): string {
  const href = String(source);
  const bundle = bundles.get(href);
  if (bundle === undefined) return href;
  try {
    Deno.statSync(new URL(bundle));
    return bundle;
  } catch {
    return href;
  }
}

/** Called by the daemon bundle's entry: its workers' bundles. */
export function useBundledWorkers(map: Record<string, string>): void {
  for (const [source, bundle] of Object.entries(map)) {
    bundles.set(source, bundle);
  }
}
