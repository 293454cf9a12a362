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
 */ /** Bundle file URLs by their worker module's source URL; empty from the source. */ const bundles = new Map();
/**
 * The URL to start the worker whose module is at `source`: its bundle's
 * while the file is there (a cache cleaner may have taken it), else the
 * source's.
 */ export function workerUrl(source) {
  const href = String(source);
  const bundle = bundles.get(href);
  if (bundle === undefined) return href;
  try {
    Deno.statSync(new URL(bundle));
    return bundle;
  } catch  {
    return href;
  }
}
/** Called by the daemon bundle's entry: its workers' bundles. */ export function useBundledWorkers(map) {
  for (const [source, bundle] of Object.entries(map)){
    bundles.set(source, bundle);
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci93b3JrZXJzL3dvcmtlcl91cmwudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBXaGljaCBmaWxlIGEgd29ya2VyIHRocmVhZCBsb2Fkcy4gRnJvbSB0aGUgc291cmNlLCBhIHdvcmtlciBpcyBpdHNcbiAqIG1vZHVsZSdzIGZpbGU7IGEgZGFlbW9uIHJ1biBmcm9tIGl0cyBidW5kbGUgKGBjbGllbnQvYnVuZGxlL2J1aWxkLnRzYClcbiAqIHN0YXJ0cyBpdHMgd29ya2VycyBmcm9tIHRoZWlyIGJ1bmRsZXMgdG9vLCB3aGljaCBpdHMgZW50cnkgcmVnaXN0ZXJzXG4gKiBoZXJlIGJ5IHRoZSBzb3VyY2UgZmlsZSBVUkwgZWFjaCBzdGFuZHMgZm9yLiBBIHdvcmtlciBmcm9tIGl0cyBidW5kbGVcbiAqIGhvbGRzIDMtNCBNQiBsZXNzIHRoYW4gb25lIHRoYXQgbG9hZHMgaXRzIG1vZHVsZXMgb25lIGJ5IG9uZSAoYSBwYXJzZVxuICogd29ya2VyIHdhaXRpbmcgZm9yIGl0cyBzZXNzaW9uOiA5LjMgaW5zdGVhZCBvZiAxMi45IE1CLCAyMDI2LTEyLTA0KS5cbiAqXG4gKiBBIHdvcmtlciBzdGFydGVkIGxhdGVyIGxvYWRzIHRoZSBmaWxlIHRoZW4sIGFzIG9uZSBmcm9tIHRoZSBzb3VyY2VcbiAqIGRvZXM6IGFmdGVyIGEgYGdpdCBwdWxsYCBhbmQgdGhlIGJ1aWxkIGJlaGluZCBpdCwgYSBkYWVtb24gdGhhdCBoYXMgbm90XG4gKiBiZWVuIHVwZ3JhZGVkIHN0YXJ0cyB3b3JrZXJzIG9mIHRoZSBuZXcgY29kZSAoYGJlcnRoIHVwZ3JhZGVgIGlzIGhvdyBhXG4gKiBydW5uaW5nIGRhZW1vbiB0YWtlcyBuZXcgY29kZSkuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKiBCdW5kbGUgZmlsZSBVUkxzIGJ5IHRoZWlyIHdvcmtlciBtb2R1bGUncyBzb3VyY2UgVVJMOyBlbXB0eSBmcm9tIHRoZSBzb3VyY2UuICovXG5jb25zdCBidW5kbGVzID0gbmV3IE1hcDxzdHJpbmcsIHN0cmluZz4oKTtcblxuLyoqXG4gKiBUaGUgVVJMIHRvIHN0YXJ0IHRoZSB3b3JrZXIgd2hvc2UgbW9kdWxlIGlzIGF0IGBzb3VyY2VgOiBpdHMgYnVuZGxlJ3NcbiAqIHdoaWxlIHRoZSBmaWxlIGlzIHRoZXJlIChhIGNhY2hlIGNsZWFuZXIgbWF5IGhhdmUgdGFrZW4gaXQpLCBlbHNlIHRoZVxuICogc291cmNlJ3MuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiB3b3JrZXJVcmwoc291cmNlOiBzdHJpbmcgfCBVUkwpOiBzdHJpbmcge1xuICBjb25zdCBocmVmID0gU3RyaW5nKHNvdXJjZSk7XG4gIGNvbnN0IGJ1bmRsZSA9IGJ1bmRsZXMuZ2V0KGhyZWYpO1xuICBpZiAoYnVuZGxlID09PSB1bmRlZmluZWQpIHJldHVybiBocmVmO1xuICB0cnkge1xuICAgIERlbm8uc3RhdFN5bmMobmV3IFVSTChidW5kbGUpKTtcbiAgICByZXR1cm4gYnVuZGxlO1xuICB9IGNhdGNoIHtcbiAgICByZXR1cm4gaHJlZjtcbiAgfVxufVxuXG4vKiogQ2FsbGVkIGJ5IHRoZSBkYWVtb24gYnVuZGxlJ3MgZW50cnk6IGl0cyB3b3JrZXJzJyBidW5kbGVzLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHVzZUJ1bmRsZWRXb3JrZXJzKG1hcDogUmVjb3JkPHN0cmluZywgc3RyaW5nPik6IHZvaWQge1xuICBmb3IgKGNvbnN0IFtzb3VyY2UsIGJ1bmRsZV0gb2YgT2JqZWN0LmVudHJpZXMobWFwKSkge1xuICAgIGJ1bmRsZXMuc2V0KHNvdXJjZSwgYnVuZGxlKTtcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7OztDQWNDLEdBRUQsaUZBQWlGLEdBQ2pGLE1BQU0sVUFBVSxJQUFJO0FBRXBCOzs7O0NBSUMsR0FDRCxPQUFPLFNBQVMsVUFBVSxNQUFvQjtFQUM1QyxNQUFNLE9BQU8sT0FBTztFQUNwQixNQUFNLFNBQVMsUUFBUSxHQUFHLENBQUM7RUFDM0IsSUFBSSxXQUFXLFdBQVcsT0FBTztFQUNqQyxJQUFJO0lBQ0YsS0FBSyxRQUFRLENBQUMsSUFBSSxJQUFJO0lBQ3RCLE9BQU87RUFDVCxFQUFFLE9BQU07SUFDTixPQUFPO0VBQ1Q7QUFDRjtBQUVBLCtEQUErRCxHQUMvRCxPQUFPLFNBQVMsa0JBQWtCLEdBQTJCO0VBQzNELEtBQUssTUFBTSxDQUFDLFFBQVEsT0FBTyxJQUFJLE9BQU8sT0FBTyxDQUFDLEtBQU07SUFDbEQsUUFBUSxHQUFHLENBQUMsUUFBUTtFQUN0QjtBQUNGIn0=
// denoCacheMetadata=12991301744238068296,8519424589097325392