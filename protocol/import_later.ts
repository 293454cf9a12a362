/**
 * Imports a module when it is needed, and only then. Deno reads and walks
 * every `import("literal")` of a program before the program starts
 * (denoland/deno#23149): `berth --version` walked the daemon's whole graph
 * and every command's (about 20 ms of CPU; bench/README.md). A specifier
 * built at run time is walked when it is imported, so a command loads its
 * own modules and no others.
 *
 * Whichever way, Deno reads a module's source when it is imported, not
 * when the program starts: a long-lived process (the daemon, an attach
 * client) that imports a module later would load whatever a `git pull`
 * left on disk since, beside its own code. So long-lived processes load
 * what they defer soon after they start, in the background (the attach
 * client's views after its first frame, the daemon's RE2 with its first
 * session), not on first use.
 *
 * In a bundle (`client/bundle/`: a command's, the daemon's) every module
 * it imports later is already there: the bundle's entry registers them
 * (`useBundled`), by the file URL each had in the source, and
 * `importLater` takes them from there. A module the bundle lacks (the
 * daemon's, in a command's bundle) is imported from the source as before.
 * A form of a command's bundle that leaves part of it out (an attaching
 * command's hand-over form, without the attach client) names a whole
 * bundle (`useWholeBundle`), for what it cannot do itself.
 *
 * @module
 */

type Load = () => Promise<unknown>;

/** The bundle's modules by their source file URL; empty when run from the source. */
const bundled = new Map<string, Load>();

/** Imports `specifier`, resolved against `base` (a module's `import.meta.url`). */
export function importLater<M>(specifier: string, base: string): Promise<M> {
  const href = new URL(specifier, base).href;
  const load = bundled.get(href);
  return (load ? load() : import(href)) as Promise<M>;
}

/** Called by the bundle's entry: the modules it holds, by source URL. */
export function useBundled(modules: Record<string, Load>): void {
  for (const [href, load] of Object.entries(modules)) bundled.set(href, load);
}

/** See `useWholeBundle`. */
let whole: string | null = null;

/**
 * Called by the entry of a bundle that leaves part of its command out:
 * the URL of a whole bundle made by the same build, which runs what this
 * one cannot (`client/bundle/build.ts`, `HANDOVER`).
 */
export function useWholeBundle(href: string): void {
  whole = href;
}

/** See `useWholeBundle`; null: this bundle is whole. */
export function wholeBundle(): string | null {
  return whole;
}
