/**
 * Imports a module when it is needed, and only then. Deno reads and walks
 * every `import("literal")` of a program before the program starts
 * (denoland/deno#23149): `berth --version` walked the daemon's whole graph
 * and every command's (about 20 ms of CPU; bench/README.md). A specifier
 * built at run time is walked when it is imported, so a command loads its
 * own modules and no others.
 *
 * Inside a long-lived process (the daemon, an attach client) keep literal
 * `import()`s: those are walked, and their source read, when the process
 * starts, so that code changed on disk later (a `git pull` before `berth
 * upgrade`) never mixes with the code already running.
 *
 * @module
 */

/** Imports `specifier`, resolved against `base` (a module's `import.meta.url`). */
export function importLater<M>(specifier: string, base: string): Promise<M> {
  return import(new URL(specifier, base).href);
}
