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
 */ /** The bundle's modules by their source file URL; empty when run from the source. */ const bundled = new Map();
/** Imports `specifier`, resolved against `base` (a module's `import.meta.url`). */ export function importLater(specifier, base) {
  const href = new URL(specifier, base).href;
  const load = bundled.get(href);
  return load ? load() : import(href);
}
/** Called by the bundle's entry: the modules it holds, by source URL. */ export function useBundled(modules) {
  for (const [href, load] of Object.entries(modules))bundled.set(href, load);
}
/** See `useWholeBundle`. */ let whole = null;
/**
 * Called by the entry of a bundle that leaves part of its command out:
 * the URL of a whole bundle made by the same build, which runs what this
 * one cannot (`client/bundle/build.ts`, `HANDOVER`).
 */ export function useWholeBundle(href) {
  whole = href;
}
/** See `useWholeBundle`; null: this bundle is whole. */ export function wholeBundle() {
  return whole;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL2ltcG9ydF9sYXRlci50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEltcG9ydHMgYSBtb2R1bGUgd2hlbiBpdCBpcyBuZWVkZWQsIGFuZCBvbmx5IHRoZW4uIERlbm8gcmVhZHMgYW5kIHdhbGtzXG4gKiBldmVyeSBgaW1wb3J0KFwibGl0ZXJhbFwiKWAgb2YgYSBwcm9ncmFtIGJlZm9yZSB0aGUgcHJvZ3JhbSBzdGFydHNcbiAqIChkZW5vbGFuZC9kZW5vIzIzMTQ5KTogYGJlcnRoIC0tdmVyc2lvbmAgd2Fsa2VkIHRoZSBkYWVtb24ncyB3aG9sZSBncmFwaFxuICogYW5kIGV2ZXJ5IGNvbW1hbmQncyAoYWJvdXQgMjAgbXMgb2YgQ1BVOyBiZW5jaC9SRUFETUUubWQpLiBBIHNwZWNpZmllclxuICogYnVpbHQgYXQgcnVuIHRpbWUgaXMgd2Fsa2VkIHdoZW4gaXQgaXMgaW1wb3J0ZWQsIHNvIGEgY29tbWFuZCBsb2FkcyBpdHNcbiAqIG93biBtb2R1bGVzIGFuZCBubyBvdGhlcnMuXG4gKlxuICogV2hpY2hldmVyIHdheSwgRGVubyByZWFkcyBhIG1vZHVsZSdzIHNvdXJjZSB3aGVuIGl0IGlzIGltcG9ydGVkLCBub3RcbiAqIHdoZW4gdGhlIHByb2dyYW0gc3RhcnRzOiBhIGxvbmctbGl2ZWQgcHJvY2VzcyAodGhlIGRhZW1vbiwgYW4gYXR0YWNoXG4gKiBjbGllbnQpIHRoYXQgaW1wb3J0cyBhIG1vZHVsZSBsYXRlciB3b3VsZCBsb2FkIHdoYXRldmVyIGEgYGdpdCBwdWxsYFxuICogbGVmdCBvbiBkaXNrIHNpbmNlLCBiZXNpZGUgaXRzIG93biBjb2RlLiBTbyBsb25nLWxpdmVkIHByb2Nlc3NlcyBsb2FkXG4gKiB3aGF0IHRoZXkgZGVmZXIgc29vbiBhZnRlciB0aGV5IHN0YXJ0LCBpbiB0aGUgYmFja2dyb3VuZCAodGhlIGF0dGFjaFxuICogY2xpZW50J3Mgdmlld3MgYWZ0ZXIgaXRzIGZpcnN0IGZyYW1lLCB0aGUgZGFlbW9uJ3MgUkUyIHdpdGggaXRzIGZpcnN0XG4gKiBzZXNzaW9uKSwgbm90IG9uIGZpcnN0IHVzZS5cbiAqXG4gKiBJbiBhIGJ1bmRsZSAoYGNsaWVudC9idW5kbGUvYDogYSBjb21tYW5kJ3MsIHRoZSBkYWVtb24ncykgZXZlcnkgbW9kdWxlXG4gKiBpdCBpbXBvcnRzIGxhdGVyIGlzIGFscmVhZHkgdGhlcmU6IHRoZSBidW5kbGUncyBlbnRyeSByZWdpc3RlcnMgdGhlbVxuICogKGB1c2VCdW5kbGVkYCksIGJ5IHRoZSBmaWxlIFVSTCBlYWNoIGhhZCBpbiB0aGUgc291cmNlLCBhbmRcbiAqIGBpbXBvcnRMYXRlcmAgdGFrZXMgdGhlbSBmcm9tIHRoZXJlLiBBIG1vZHVsZSB0aGUgYnVuZGxlIGxhY2tzICh0aGVcbiAqIGRhZW1vbidzLCBpbiBhIGNvbW1hbmQncyBidW5kbGUpIGlzIGltcG9ydGVkIGZyb20gdGhlIHNvdXJjZSBhcyBiZWZvcmUuXG4gKiBBIGZvcm0gb2YgYSBjb21tYW5kJ3MgYnVuZGxlIHRoYXQgbGVhdmVzIHBhcnQgb2YgaXQgb3V0IChhbiBhdHRhY2hpbmdcbiAqIGNvbW1hbmQncyBoYW5kLW92ZXIgZm9ybSwgd2l0aG91dCB0aGUgYXR0YWNoIGNsaWVudCkgbmFtZXMgYSB3aG9sZVxuICogYnVuZGxlIChgdXNlV2hvbGVCdW5kbGVgKSwgZm9yIHdoYXQgaXQgY2Fubm90IGRvIGl0c2VsZi5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxudHlwZSBMb2FkID0gKCkgPT4gUHJvbWlzZTx1bmtub3duPjtcblxuLyoqIFRoZSBidW5kbGUncyBtb2R1bGVzIGJ5IHRoZWlyIHNvdXJjZSBmaWxlIFVSTDsgZW1wdHkgd2hlbiBydW4gZnJvbSB0aGUgc291cmNlLiAqL1xuY29uc3QgYnVuZGxlZCA9IG5ldyBNYXA8c3RyaW5nLCBMb2FkPigpO1xuXG4vKiogSW1wb3J0cyBgc3BlY2lmaWVyYCwgcmVzb2x2ZWQgYWdhaW5zdCBgYmFzZWAgKGEgbW9kdWxlJ3MgYGltcG9ydC5tZXRhLnVybGApLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGltcG9ydExhdGVyPE0+KHNwZWNpZmllcjogc3RyaW5nLCBiYXNlOiBzdHJpbmcpOiBQcm9taXNlPE0+IHtcbiAgY29uc3QgaHJlZiA9IG5ldyBVUkwoc3BlY2lmaWVyLCBiYXNlKS5ocmVmO1xuICBjb25zdCBsb2FkID0gYnVuZGxlZC5nZXQoaHJlZik7XG4gIHJldHVybiAobG9hZCA/IGxvYWQoKSA6IGltcG9ydChocmVmKSkgYXMgUHJvbWlzZTxNPjtcbn1cblxuLyoqIENhbGxlZCBieSB0aGUgYnVuZGxlJ3MgZW50cnk6IHRoZSBtb2R1bGVzIGl0IGhvbGRzLCBieSBzb3VyY2UgVVJMLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHVzZUJ1bmRsZWQobW9kdWxlczogUmVjb3JkPHN0cmluZywgTG9hZD4pOiB2b2lkIHtcbiAgZm9yIChjb25zdCBbaHJlZiwgbG9hZF0gb2YgT2JqZWN0LmVudHJpZXMobW9kdWxlcykpIGJ1bmRsZWQuc2V0KGhyZWYsIGxvYWQpO1xufVxuXG4vKiogU2VlIGB1c2VXaG9sZUJ1bmRsZWAuICovXG5sZXQgd2hvbGU6IHN0cmluZyB8IG51bGwgPSBudWxsO1xuXG4vKipcbiAqIENhbGxlZCBieSB0aGUgZW50cnkgb2YgYSBidW5kbGUgdGhhdCBsZWF2ZXMgcGFydCBvZiBpdHMgY29tbWFuZCBvdXQ6XG4gKiB0aGUgVVJMIG9mIGEgd2hvbGUgYnVuZGxlIG1hZGUgYnkgdGhlIHNhbWUgYnVpbGQsIHdoaWNoIHJ1bnMgd2hhdCB0aGlzXG4gKiBvbmUgY2Fubm90IChgY2xpZW50L2J1bmRsZS9idWlsZC50c2AsIGBIQU5ET1ZFUmApLlxuICovXG5leHBvcnQgZnVuY3Rpb24gdXNlV2hvbGVCdW5kbGUoaHJlZjogc3RyaW5nKTogdm9pZCB7XG4gIHdob2xlID0gaHJlZjtcbn1cblxuLyoqIFNlZSBgdXNlV2hvbGVCdW5kbGVgOyBudWxsOiB0aGlzIGJ1bmRsZSBpcyB3aG9sZS4gKi9cbmV4cG9ydCBmdW5jdGlvbiB3aG9sZUJ1bmRsZSgpOiBzdHJpbmcgfCBudWxsIHtcbiAgcmV0dXJuIHdob2xlO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQTBCQyxHQUlELG1GQUFtRixHQUNuRixNQUFNLFVBQVUsSUFBSTtBQUVwQixpRkFBaUYsR0FDakYsT0FBTyxTQUFTLFlBQWUsU0FBaUIsRUFBRSxJQUFZO0VBQzVELE1BQU0sT0FBTyxJQUFJLElBQUksV0FBVyxNQUFNLElBQUk7RUFDMUMsTUFBTSxPQUFPLFFBQVEsR0FBRyxDQUFDO0VBQ3pCLE9BQVEsT0FBTyxTQUFTLE1BQU0sQ0FBQztBQUNqQztBQUVBLHVFQUF1RSxHQUN2RSxPQUFPLFNBQVMsV0FBVyxPQUE2QjtFQUN0RCxLQUFLLE1BQU0sQ0FBQyxNQUFNLEtBQUssSUFBSSxPQUFPLE9BQU8sQ0FBQyxTQUFVLFFBQVEsR0FBRyxDQUFDLE1BQU07QUFDeEU7QUFFQSwwQkFBMEIsR0FDMUIsSUFBSSxRQUF1QjtBQUUzQjs7OztDQUlDLEdBQ0QsT0FBTyxTQUFTLGVBQWUsSUFBWTtFQUN6QyxRQUFRO0FBQ1Y7QUFFQSxzREFBc0QsR0FDdEQsT0FBTyxTQUFTO0VBQ2QsT0FBTztBQUNUIn0=
// denoCacheMetadata=10941455568369433171,526804676487608446