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
 */ import { RequestFailure } from "./request_failure.ts";
let loaded = null;
let loading = null;
/**
 * Starts loading RE2 in the background (a session has started: text waits
 * are likely soon). Soon, not on first use: Deno reads a module's source
 * when it is imported, so a daemon that ran for days would otherwise load
 * whatever `text_pattern.ts` a `git pull` left since.
 */ export function preloadWaitPatterns() {
  if (loaded) return;
  load().catch(()=>{
  // The first text wait tries again and reports it.
  });
}
/**
 * Checks `text` (when given); throws RequestFailure "bad-request" for a
 * pattern RE2 does not take. Returns a promise only while RE2 is loading:
 * otherwise the check is done when it returns.
 */ export function checkWaitPattern(text) {
  if (loaded || !text && !loading) {
    if (loaded && text) compile(loaded, text);
    return undefined;
  }
  return load().then((m)=>{
    if (text) compile(m, text);
  }, (err)=>{
    if (text) throw err; // A wait for an exit or for quiet goes on.
  });
}
/** The RE2 module, imported once (again after a failed import). */ function load() {
  // Built at run time: the daemon's bundle leaves RE2 (900 KB of source)
  // out, for the daemons that never wait for a pattern.
  const href = new URL("../../protocol/text_pattern.ts", import.meta.url).href;
  loading ??= import(href).then((m)=>loaded = m, (err)=>{
    loading = null; // The next text wait tries again.
    throw err;
  });
  return loading;
}
function compile(m, text) {
  try {
    m.compileTextPattern(text.source, text.flags);
  } catch (err) {
    throw new RequestFailure("bad-request", err.message);
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vd2FpdF9wYXR0ZXJuLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIGRhZW1vbidzIGNoZWNrIG9mIGEgYHdhaXQgLS10ZXh0YCBwYXR0ZXJuIChSRTIgc3ludGF4LCBzZWVcbiAqIGBwcm90b2NvbC90ZXh0X3BhdHRlcm4udHNgKS4gUkUyIGlzIHRoZSBucG0gcGFja2FnZSBgcmUyanNgLCBpbXBvcnRlZFxuICogd2hlbiB0aGUgZmlyc3Qgc2Vzc2lvbiBzdGFydHMgKG9yIHRoZSBmaXJzdCB0ZXh0IHdhaXQgY29tZXMgYmVmb3JlKTpcbiAqIHRoZSBmaXJzdCBucG0gcGFja2FnZSBjb3N0cyB0aGUgaWRsZSBkYWVtb24gYWJvdXQgNCBNQiByZXNpZGVudCwgYW5kIHRoZVxuICogaW1wb3J0IHRha2VzIDQwLTcwIG1zIGhlcmUuXG4gKlxuICogV2hpbGUgaXQgbG9hZHMsIGV2ZXJ5IHdhaXQgd2FpdHMgYmVoaW5kIGl0LCBzbyB0aGF0IHdhaXRzIHN0aWxsIGFuc3dlciBpblxuICogdGhlIG9yZGVyIHRoZXkgY2FtZTogYSBzY3JpcHQgdGhhdCBhd2FpdHMgdGhlIGZpcnN0IG9mIHR3byB3YWl0cyBpdCBoYXNcbiAqIGp1c3QgY2FuY2VsbGVkIHdvdWxkIG90aGVyd2lzZSBzZWUgdGhlIHNlY29uZCBmYWlsIHVuaGFuZGxlZC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgUmVxdWVzdEZhaWx1cmUgfSBmcm9tIFwiLi9yZXF1ZXN0X2ZhaWx1cmUudHNcIjtcblxudHlwZSBQYXR0ZXJucyA9IHR5cGVvZiBpbXBvcnQoXCIuLi8uLi9wcm90b2NvbC90ZXh0X3BhdHRlcm4udHNcIik7XG5cbmxldCBsb2FkZWQ6IFBhdHRlcm5zIHwgbnVsbCA9IG51bGw7XG5sZXQgbG9hZGluZzogUHJvbWlzZTxQYXR0ZXJucz4gfCBudWxsID0gbnVsbDtcblxuLyoqXG4gKiBTdGFydHMgbG9hZGluZyBSRTIgaW4gdGhlIGJhY2tncm91bmQgKGEgc2Vzc2lvbiBoYXMgc3RhcnRlZDogdGV4dCB3YWl0c1xuICogYXJlIGxpa2VseSBzb29uKS4gU29vbiwgbm90IG9uIGZpcnN0IHVzZTogRGVubyByZWFkcyBhIG1vZHVsZSdzIHNvdXJjZVxuICogd2hlbiBpdCBpcyBpbXBvcnRlZCwgc28gYSBkYWVtb24gdGhhdCByYW4gZm9yIGRheXMgd291bGQgb3RoZXJ3aXNlIGxvYWRcbiAqIHdoYXRldmVyIGB0ZXh0X3BhdHRlcm4udHNgIGEgYGdpdCBwdWxsYCBsZWZ0IHNpbmNlLlxuICovXG5leHBvcnQgZnVuY3Rpb24gcHJlbG9hZFdhaXRQYXR0ZXJucygpOiB2b2lkIHtcbiAgaWYgKGxvYWRlZCkgcmV0dXJuO1xuICBsb2FkKCkuY2F0Y2goKCkgPT4ge1xuICAgIC8vIFRoZSBmaXJzdCB0ZXh0IHdhaXQgdHJpZXMgYWdhaW4gYW5kIHJlcG9ydHMgaXQuXG4gIH0pO1xufVxuXG4vKipcbiAqIENoZWNrcyBgdGV4dGAgKHdoZW4gZ2l2ZW4pOyB0aHJvd3MgUmVxdWVzdEZhaWx1cmUgXCJiYWQtcmVxdWVzdFwiIGZvciBhXG4gKiBwYXR0ZXJuIFJFMiBkb2VzIG5vdCB0YWtlLiBSZXR1cm5zIGEgcHJvbWlzZSBvbmx5IHdoaWxlIFJFMiBpcyBsb2FkaW5nOlxuICogb3RoZXJ3aXNlIHRoZSBjaGVjayBpcyBkb25lIHdoZW4gaXQgcmV0dXJucy5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGNoZWNrV2FpdFBhdHRlcm4oXG4gIHRleHQ6IHsgc291cmNlOiBzdHJpbmc7IGZsYWdzOiBzdHJpbmcgfSB8IHVuZGVmaW5lZCxcbik6IFByb21pc2U8dm9pZD4gfCB1bmRlZmluZWQge1xuICBpZiAobG9hZGVkIHx8ICghdGV4dCAmJiAhbG9hZGluZykpIHtcbiAgICBpZiAobG9hZGVkICYmIHRleHQpIGNvbXBpbGUobG9hZGVkLCB0ZXh0KTtcbiAgICByZXR1cm4gdW5kZWZpbmVkO1xuICB9XG4gIHJldHVybiBsb2FkKCkudGhlbihcbiAgICAobSkgPT4ge1xuICAgICAgaWYgKHRleHQpIGNvbXBpbGUobSwgdGV4dCk7XG4gICAgfSxcbiAgICAoZXJyKSA9PiB7XG4gICAgICBpZiAodGV4dCkgdGhyb3cgZXJyOyAvLyBBIHdhaXQgZm9yIGFuIGV4aXQgb3IgZm9yIHF1aWV0IGdvZXMgb24uXG4gICAgfSxcbiAgKTtcbn1cblxuLyoqIFRoZSBSRTIgbW9kdWxlLCBpbXBvcnRlZCBvbmNlIChhZ2FpbiBhZnRlciBhIGZhaWxlZCBpbXBvcnQpLiAqL1xuZnVuY3Rpb24gbG9hZCgpOiBQcm9taXNlPFBhdHRlcm5zPiB7XG4gIC8vIEJ1aWx0IGF0IHJ1biB0aW1lOiB0aGUgZGFlbW9uJ3MgYnVuZGxlIGxlYXZlcyBSRTIgKDkwMCBLQiBvZiBzb3VyY2UpXG4gIC8vIG91dCwgZm9yIHRoZSBkYWVtb25zIHRoYXQgbmV2ZXIgd2FpdCBmb3IgYSBwYXR0ZXJuLlxuICBjb25zdCBocmVmID0gbmV3IFVSTChcIi4uLy4uL3Byb3RvY29sL3RleHRfcGF0dGVybi50c1wiLCBpbXBvcnQubWV0YS51cmwpLmhyZWY7XG4gIGxvYWRpbmcgPz89IGltcG9ydChocmVmKS50aGVuKFxuICAgIChtKSA9PiBsb2FkZWQgPSBtLFxuICAgIChlcnIpID0+IHtcbiAgICAgIGxvYWRpbmcgPSBudWxsOyAvLyBUaGUgbmV4dCB0ZXh0IHdhaXQgdHJpZXMgYWdhaW4uXG4gICAgICB0aHJvdyBlcnI7XG4gICAgfSxcbiAgKTtcbiAgcmV0dXJuIGxvYWRpbmc7XG59XG5cbmZ1bmN0aW9uIGNvbXBpbGUobTogUGF0dGVybnMsIHRleHQ6IHsgc291cmNlOiBzdHJpbmc7IGZsYWdzOiBzdHJpbmcgfSkge1xuICB0cnkge1xuICAgIG0uY29tcGlsZVRleHRQYXR0ZXJuKHRleHQuc291cmNlLCB0ZXh0LmZsYWdzKTtcbiAgfSBjYXRjaCAoZXJyKSB7XG4gICAgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFwiYmFkLXJlcXVlc3RcIiwgKGVyciBhcyBFcnJvcikubWVzc2FnZSk7XG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7O0NBWUMsR0FFRCxTQUFTLGNBQWMsUUFBUSx1QkFBdUI7QUFJdEQsSUFBSSxTQUEwQjtBQUM5QixJQUFJLFVBQW9DO0FBRXhDOzs7OztDQUtDLEdBQ0QsT0FBTyxTQUFTO0VBQ2QsSUFBSSxRQUFRO0VBQ1osT0FBTyxLQUFLLENBQUM7RUFDWCxrREFBa0Q7RUFDcEQ7QUFDRjtBQUVBOzs7O0NBSUMsR0FDRCxPQUFPLFNBQVMsaUJBQ2QsSUFBbUQ7RUFFbkQsSUFBSSxVQUFXLENBQUMsUUFBUSxDQUFDLFNBQVU7SUFDakMsSUFBSSxVQUFVLE1BQU0sUUFBUSxRQUFRO0lBQ3BDLE9BQU87RUFDVDtFQUNBLE9BQU8sT0FBTyxJQUFJLENBQ2hCLENBQUM7SUFDQyxJQUFJLE1BQU0sUUFBUSxHQUFHO0VBQ3ZCLEdBQ0EsQ0FBQztJQUNDLElBQUksTUFBTSxNQUFNLEtBQUssMkNBQTJDO0VBQ2xFO0FBRUo7QUFFQSxpRUFBaUUsR0FDakUsU0FBUztFQUNQLHVFQUF1RTtFQUN2RSxzREFBc0Q7RUFDdEQsTUFBTSxPQUFPLElBQUksSUFBSSxrQ0FBa0MsWUFBWSxHQUFHLEVBQUUsSUFBSTtFQUM1RSxZQUFZLE1BQU0sQ0FBQyxNQUFNLElBQUksQ0FDM0IsQ0FBQyxJQUFNLFNBQVMsR0FDaEIsQ0FBQztJQUNDLFVBQVUsTUFBTSxrQ0FBa0M7SUFDbEQsTUFBTTtFQUNSO0VBRUYsT0FBTztBQUNUO0FBRUEsU0FBUyxRQUFRLENBQVcsRUFBRSxJQUF1QztFQUNuRSxJQUFJO0lBQ0YsRUFBRSxrQkFBa0IsQ0FBQyxLQUFLLE1BQU0sRUFBRSxLQUFLLEtBQUs7RUFDOUMsRUFBRSxPQUFPLEtBQUs7SUFDWixNQUFNLElBQUksZUFBZSxlQUFlLEFBQUMsSUFBYyxPQUFPO0VBQ2hFO0FBQ0YifQ==
// denoCacheMetadata=15447817079380826320,17993674665543105601