/**
 * `deno task start` runs berth without Deno's config file (`--no-config`),
 * and so does the command `deno task install` writes (`client/install.ts`):
 * run from a bundle, a command needs none, and Deno reading one, even an
 * empty one, costs each process 1.5-2 MB (bench/README.md, "Issue 15,
 * fourteenth round"). A command that must run from the source after all
 * (its bundle stale or missing, `BERTH_BUNDLE=0`, an internal command)
 * needs the config's import map, for the npm packages: it runs itself
 * again, in the same process (execve: the same pid, as its shell or its
 * parent knows it), with the same Deno flags and the tree's config. (The
 * daemon keeps its config: its RE2 comes from the source, later.)
 *
 * @module
 */ import { ownDenoEnv } from "../../protocol/deno_env.ts";
/** Set in the environment of the process run again, and removed there. */ const AGAIN = "BERTH_WITH_CONFIG";
/** Whether this process was run again by `againWithConfig`. */ const ranAgain = Deno.env.get(AGAIN) === "1";
Deno.env.delete(AGAIN);
/** An npm package of the import map, to ask for. */ const MAPPED = "msgpackr";
/**
 * Whether the command must run again with the tree at `root`'s config
 * before it loads source modules: it has no import map, and it is not the
 * run with the config already (whose config then lacks the map: it goes
 * on, and says why as the imports fail).
 */ export function needsConfig(root) {
  if (root.protocol !== "file:" || ranAgain) return false;
  try {
    import.meta.resolve(MAPPED);
    return false;
  } catch  {
    return true;
  }
}
/**
 * Runs berth again, in this process, with the tree at `root`'s config and
 * the arguments `args` (this command line's by default); returns only when
 * that cannot be done (the error).
 */ export function againWithConfig(root, args = Deno.args) {
  return execAgain(root, args, true);
}
/**
 * Runs berth again, in this process, as this process was started (Deno's
 * flags, the config or none) but with the arguments `args`: a fresh
 * program, which holds nothing of what this one did before (the process
 * that started the daemon, attaching: `client/commands/_attach.ts`).
 * Returns only when that cannot be done (the error).
 */ export function runAgainAs(root, args) {
  return execAgain(root, args, false);
}
async function execAgain(root, args, withConfig) {
  try {
    // The one use of the FFI layer on the client's side, and only on this
    // path (tests/imports_test.ts): built at run time, out of the graph.
    const { execve } = await import(new URL("pty/exec.ts", root).href);
    const deno = Deno.execPath();
    const env = {
      ...Deno.env.toObject(),
      ...ownDenoEnv(),
      ...withConfig ? {
        [AGAIN]: "1"
      } : {}
    };
    return execve(deno, [
      deno,
      ...denoArgs(root, withConfig),
      ...args
    ], env);
  } catch (err) {
    return err;
  }
}
/**
 * Deno's arguments up to and with the main module, as this process was
 * started with them (`/proc/self/cmdline`: `--inspect`, `--v8-flags`, an
 * `--allow-*` ...), with the tree's config for `--no-config` and without
 * `--no-lazy` when `withConfig`; without /proc, the ones berth's task
 * gives, with the config (which always works).
 */ function denoArgs(root, withConfig) {
  const config = [
    "--config",
    decodeURIComponent(new URL("deno.json", root).pathname)
  ];
  let words;
  try {
    words = Deno.readTextFileSync("/proc/self/cmdline").split("\0").slice(1, -1);
  } catch  {
    return [
      "run",
      "-A",
      "--quiet",
      ...config,
      new URL("main.ts", root).href
    ];
  }
  const own = words.slice(0, words.length - Deno.args.length);
  // `deno main.ts` is `deno run main.ts`.
  if (own[0] !== "run") own.unshift("run");
  if (!withConfig) return own;
  const flags = own.filter((w)=>w !== "--no-config").flatMap(lazyAgain);
  flags.splice(1, 0, ...config);
  return flags;
}
/**
 * `word` without V8's `--no-lazy` (`deno task start` gives it: main.ts).
 * It is there so that a bundle's code cache holds every function; run from
 * the source, a command loads many modules once, and the long-lived ones
 * that do (`berth serve`, the ssh bridge) would keep every function's
 * bytecode: serve's own memory 15.6-18.3 MB without it, 21.5 with it.
 */ function lazyAgain(word) {
  if (!word.startsWith("--v8-flags=")) return [
    word
  ];
  const rest = word.slice("--v8-flags=".length).split(",").filter((f)=>f !== "--no-lazy");
  return rest.length === 0 ? [] : [
    `--v8-flags=${rest.join(",")}`
  ];
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9idW5kbGUvd2l0aF9jb25maWcudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgZGVubyB0YXNrIHN0YXJ0YCBydW5zIGJlcnRoIHdpdGhvdXQgRGVubydzIGNvbmZpZyBmaWxlIChgLS1uby1jb25maWdgKSxcbiAqIGFuZCBzbyBkb2VzIHRoZSBjb21tYW5kIGBkZW5vIHRhc2sgaW5zdGFsbGAgd3JpdGVzIChgY2xpZW50L2luc3RhbGwudHNgKTpcbiAqIHJ1biBmcm9tIGEgYnVuZGxlLCBhIGNvbW1hbmQgbmVlZHMgbm9uZSwgYW5kIERlbm8gcmVhZGluZyBvbmUsIGV2ZW4gYW5cbiAqIGVtcHR5IG9uZSwgY29zdHMgZWFjaCBwcm9jZXNzIDEuNS0yIE1CIChiZW5jaC9SRUFETUUubWQsIFwiSXNzdWUgMTUsXG4gKiBmb3VydGVlbnRoIHJvdW5kXCIpLiBBIGNvbW1hbmQgdGhhdCBtdXN0IHJ1biBmcm9tIHRoZSBzb3VyY2UgYWZ0ZXIgYWxsXG4gKiAoaXRzIGJ1bmRsZSBzdGFsZSBvciBtaXNzaW5nLCBgQkVSVEhfQlVORExFPTBgLCBhbiBpbnRlcm5hbCBjb21tYW5kKVxuICogbmVlZHMgdGhlIGNvbmZpZydzIGltcG9ydCBtYXAsIGZvciB0aGUgbnBtIHBhY2thZ2VzOiBpdCBydW5zIGl0c2VsZlxuICogYWdhaW4sIGluIHRoZSBzYW1lIHByb2Nlc3MgKGV4ZWN2ZTogdGhlIHNhbWUgcGlkLCBhcyBpdHMgc2hlbGwgb3IgaXRzXG4gKiBwYXJlbnQga25vd3MgaXQpLCB3aXRoIHRoZSBzYW1lIERlbm8gZmxhZ3MgYW5kIHRoZSB0cmVlJ3MgY29uZmlnLiAoVGhlXG4gKiBkYWVtb24ga2VlcHMgaXRzIGNvbmZpZzogaXRzIFJFMiBjb21lcyBmcm9tIHRoZSBzb3VyY2UsIGxhdGVyLilcbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgb3duRGVub0VudiB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9kZW5vX2Vudi50c1wiO1xuXG4vKiogU2V0IGluIHRoZSBlbnZpcm9ubWVudCBvZiB0aGUgcHJvY2VzcyBydW4gYWdhaW4sIGFuZCByZW1vdmVkIHRoZXJlLiAqL1xuY29uc3QgQUdBSU4gPSBcIkJFUlRIX1dJVEhfQ09ORklHXCI7XG5cbi8qKiBXaGV0aGVyIHRoaXMgcHJvY2VzcyB3YXMgcnVuIGFnYWluIGJ5IGBhZ2FpbldpdGhDb25maWdgLiAqL1xuY29uc3QgcmFuQWdhaW4gPSBEZW5vLmVudi5nZXQoQUdBSU4pID09PSBcIjFcIjtcbkRlbm8uZW52LmRlbGV0ZShBR0FJTik7XG5cbi8qKiBBbiBucG0gcGFja2FnZSBvZiB0aGUgaW1wb3J0IG1hcCwgdG8gYXNrIGZvci4gKi9cbmNvbnN0IE1BUFBFRCA9IFwibXNncGFja3JcIjtcblxuLyoqXG4gKiBXaGV0aGVyIHRoZSBjb21tYW5kIG11c3QgcnVuIGFnYWluIHdpdGggdGhlIHRyZWUgYXQgYHJvb3RgJ3MgY29uZmlnXG4gKiBiZWZvcmUgaXQgbG9hZHMgc291cmNlIG1vZHVsZXM6IGl0IGhhcyBubyBpbXBvcnQgbWFwLCBhbmQgaXQgaXMgbm90IHRoZVxuICogcnVuIHdpdGggdGhlIGNvbmZpZyBhbHJlYWR5ICh3aG9zZSBjb25maWcgdGhlbiBsYWNrcyB0aGUgbWFwOiBpdCBnb2VzXG4gKiBvbiwgYW5kIHNheXMgd2h5IGFzIHRoZSBpbXBvcnRzIGZhaWwpLlxuICovXG5leHBvcnQgZnVuY3Rpb24gbmVlZHNDb25maWcocm9vdDogVVJMKTogYm9vbGVhbiB7XG4gIGlmIChyb290LnByb3RvY29sICE9PSBcImZpbGU6XCIgfHwgcmFuQWdhaW4pIHJldHVybiBmYWxzZTtcbiAgdHJ5IHtcbiAgICBpbXBvcnQubWV0YS5yZXNvbHZlKE1BUFBFRCk7XG4gICAgcmV0dXJuIGZhbHNlO1xuICB9IGNhdGNoIHtcbiAgICByZXR1cm4gdHJ1ZTtcbiAgfVxufVxuXG4vKipcbiAqIFJ1bnMgYmVydGggYWdhaW4sIGluIHRoaXMgcHJvY2Vzcywgd2l0aCB0aGUgdHJlZSBhdCBgcm9vdGAncyBjb25maWcgYW5kXG4gKiB0aGUgYXJndW1lbnRzIGBhcmdzYCAodGhpcyBjb21tYW5kIGxpbmUncyBieSBkZWZhdWx0KTsgcmV0dXJucyBvbmx5IHdoZW5cbiAqIHRoYXQgY2Fubm90IGJlIGRvbmUgKHRoZSBlcnJvcikuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBhZ2FpbldpdGhDb25maWcoXG4gIHJvb3Q6IFVSTCxcbiAgYXJnczogc3RyaW5nW10gPSBEZW5vLmFyZ3MsXG4pOiBQcm9taXNlPEVycm9yPiB7XG4gIHJldHVybiBleGVjQWdhaW4ocm9vdCwgYXJncywgdHJ1ZSk7XG59XG5cbi8qKlxuICogUnVucyBiZXJ0aCBhZ2FpbiwgaW4gdGhpcyBwcm9jZXNzLCBhcyB0aGlzIHByb2Nlc3Mgd2FzIHN0YXJ0ZWQgKERlbm8nc1xuICogZmxhZ3MsIHRoZSBjb25maWcgb3Igbm9uZSkgYnV0IHdpdGggdGhlIGFyZ3VtZW50cyBgYXJnc2A6IGEgZnJlc2hcbiAqIHByb2dyYW0sIHdoaWNoIGhvbGRzIG5vdGhpbmcgb2Ygd2hhdCB0aGlzIG9uZSBkaWQgYmVmb3JlICh0aGUgcHJvY2Vzc1xuICogdGhhdCBzdGFydGVkIHRoZSBkYWVtb24sIGF0dGFjaGluZzogYGNsaWVudC9jb21tYW5kcy9fYXR0YWNoLnRzYCkuXG4gKiBSZXR1cm5zIG9ubHkgd2hlbiB0aGF0IGNhbm5vdCBiZSBkb25lICh0aGUgZXJyb3IpLlxuICovXG5leHBvcnQgZnVuY3Rpb24gcnVuQWdhaW5Bcyhyb290OiBVUkwsIGFyZ3M6IHN0cmluZ1tdKTogUHJvbWlzZTxFcnJvcj4ge1xuICByZXR1cm4gZXhlY0FnYWluKHJvb3QsIGFyZ3MsIGZhbHNlKTtcbn1cblxuYXN5bmMgZnVuY3Rpb24gZXhlY0FnYWluKFxuICByb290OiBVUkwsXG4gIGFyZ3M6IHN0cmluZ1tdLFxuICB3aXRoQ29uZmlnOiBib29sZWFuLFxuKTogUHJvbWlzZTxFcnJvcj4ge1xuICB0cnkge1xuICAgIC8vIFRoZSBvbmUgdXNlIG9mIHRoZSBGRkkgbGF5ZXIgb24gdGhlIGNsaWVudCdzIHNpZGUsIGFuZCBvbmx5IG9uIHRoaXNcbiAgICAvLyBwYXRoICh0ZXN0cy9pbXBvcnRzX3Rlc3QudHMpOiBidWlsdCBhdCBydW4gdGltZSwgb3V0IG9mIHRoZSBncmFwaC5cbiAgICBjb25zdCB7IGV4ZWN2ZSB9ID0gYXdhaXQgaW1wb3J0KG5ldyBVUkwoXCJwdHkvZXhlYy50c1wiLCByb290KS5ocmVmKSBhcyB7XG4gICAgICBleGVjdmUocGF0aDogc3RyaW5nLCBhcmd2OiBzdHJpbmdbXSwgZW52OiBSZWNvcmQ8c3RyaW5nLCBzdHJpbmc+KTogbmV2ZXI7XG4gICAgfTtcbiAgICBjb25zdCBkZW5vID0gRGVuby5leGVjUGF0aCgpO1xuICAgIGNvbnN0IGVudiA9IHtcbiAgICAgIC4uLkRlbm8uZW52LnRvT2JqZWN0KCksXG4gICAgICAuLi5vd25EZW5vRW52KCksXG4gICAgICAuLi4od2l0aENvbmZpZyA/IHsgW0FHQUlOXTogXCIxXCIgfSA6IHt9KSxcbiAgICB9O1xuICAgIHJldHVybiBleGVjdmUoZGVubywgW2Rlbm8sIC4uLmRlbm9BcmdzKHJvb3QsIHdpdGhDb25maWcpLCAuLi5hcmdzXSwgZW52KTtcbiAgfSBjYXRjaCAoZXJyKSB7XG4gICAgcmV0dXJuIGVyciBhcyBFcnJvcjtcbiAgfVxufVxuXG4vKipcbiAqIERlbm8ncyBhcmd1bWVudHMgdXAgdG8gYW5kIHdpdGggdGhlIG1haW4gbW9kdWxlLCBhcyB0aGlzIHByb2Nlc3Mgd2FzXG4gKiBzdGFydGVkIHdpdGggdGhlbSAoYC9wcm9jL3NlbGYvY21kbGluZWA6IGAtLWluc3BlY3RgLCBgLS12OC1mbGFnc2AsIGFuXG4gKiBgLS1hbGxvdy0qYCAuLi4pLCB3aXRoIHRoZSB0cmVlJ3MgY29uZmlnIGZvciBgLS1uby1jb25maWdgIGFuZCB3aXRob3V0XG4gKiBgLS1uby1sYXp5YCB3aGVuIGB3aXRoQ29uZmlnYDsgd2l0aG91dCAvcHJvYywgdGhlIG9uZXMgYmVydGgncyB0YXNrXG4gKiBnaXZlcywgd2l0aCB0aGUgY29uZmlnICh3aGljaCBhbHdheXMgd29ya3MpLlxuICovXG5mdW5jdGlvbiBkZW5vQXJncyhyb290OiBVUkwsIHdpdGhDb25maWc6IGJvb2xlYW4pOiBzdHJpbmdbXSB7XG4gIGNvbnN0IGNvbmZpZyA9IFtcbiAgICBcIi0tY29uZmlnXCIsXG4gICAgZGVjb2RlVVJJQ29tcG9uZW50KG5ldyBVUkwoXCJkZW5vLmpzb25cIiwgcm9vdCkucGF0aG5hbWUpLFxuICBdO1xuICBsZXQgd29yZHM6IHN0cmluZ1tdO1xuICB0cnkge1xuICAgIHdvcmRzID0gRGVuby5yZWFkVGV4dEZpbGVTeW5jKFwiL3Byb2Mvc2VsZi9jbWRsaW5lXCIpLnNwbGl0KFwiXFwwXCIpLnNsaWNlKFxuICAgICAgMSxcbiAgICAgIC0xLFxuICAgICk7XG4gIH0gY2F0Y2gge1xuICAgIHJldHVybiBbXCJydW5cIiwgXCItQVwiLCBcIi0tcXVpZXRcIiwgLi4uY29uZmlnLCBuZXcgVVJMKFwibWFpbi50c1wiLCByb290KS5ocmVmXTtcbiAgfVxuICBjb25zdCBvd24gPSB3b3Jkcy5zbGljZSgwLCB3b3Jkcy5sZW5ndGggLSBEZW5vLmFyZ3MubGVuZ3RoKTtcbiAgLy8gYGRlbm8gbWFpbi50c2AgaXMgYGRlbm8gcnVuIG1haW4udHNgLlxuICBpZiAob3duWzBdICE9PSBcInJ1blwiKSBvd24udW5zaGlmdChcInJ1blwiKTtcbiAgaWYgKCF3aXRoQ29uZmlnKSByZXR1cm4gb3duO1xuICBjb25zdCBmbGFncyA9IG93bi5maWx0ZXIoKHcpID0+IHcgIT09IFwiLS1uby1jb25maWdcIikuZmxhdE1hcChsYXp5QWdhaW4pO1xuICBmbGFncy5zcGxpY2UoMSwgMCwgLi4uY29uZmlnKTtcbiAgcmV0dXJuIGZsYWdzO1xufVxuXG4vKipcbiAqIGB3b3JkYCB3aXRob3V0IFY4J3MgYC0tbm8tbGF6eWAgKGBkZW5vIHRhc2sgc3RhcnRgIGdpdmVzIGl0OiBtYWluLnRzKS5cbiAqIEl0IGlzIHRoZXJlIHNvIHRoYXQgYSBidW5kbGUncyBjb2RlIGNhY2hlIGhvbGRzIGV2ZXJ5IGZ1bmN0aW9uOyBydW4gZnJvbVxuICogdGhlIHNvdXJjZSwgYSBjb21tYW5kIGxvYWRzIG1hbnkgbW9kdWxlcyBvbmNlLCBhbmQgdGhlIGxvbmctbGl2ZWQgb25lc1xuICogdGhhdCBkbyAoYGJlcnRoIHNlcnZlYCwgdGhlIHNzaCBicmlkZ2UpIHdvdWxkIGtlZXAgZXZlcnkgZnVuY3Rpb24nc1xuICogYnl0ZWNvZGU6IHNlcnZlJ3Mgb3duIG1lbW9yeSAxNS42LTE4LjMgTUIgd2l0aG91dCBpdCwgMjEuNSB3aXRoIGl0LlxuICovXG5mdW5jdGlvbiBsYXp5QWdhaW4od29yZDogc3RyaW5nKTogc3RyaW5nW10ge1xuICBpZiAoIXdvcmQuc3RhcnRzV2l0aChcIi0tdjgtZmxhZ3M9XCIpKSByZXR1cm4gW3dvcmRdO1xuICBjb25zdCByZXN0ID0gd29yZC5zbGljZShcIi0tdjgtZmxhZ3M9XCIubGVuZ3RoKS5zcGxpdChcIixcIilcbiAgICAuZmlsdGVyKChmKSA9PiBmICE9PSBcIi0tbm8tbGF6eVwiKTtcbiAgcmV0dXJuIHJlc3QubGVuZ3RoID09PSAwID8gW10gOiBbYC0tdjgtZmxhZ3M9JHtyZXN0LmpvaW4oXCIsXCIpfWBdO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7O0NBYUMsR0FFRCxTQUFTLFVBQVUsUUFBUSw2QkFBNkI7QUFFeEQsd0VBQXdFLEdBQ3hFLE1BQU0sUUFBUTtBQUVkLDZEQUE2RCxHQUM3RCxNQUFNLFdBQVcsS0FBSyxHQUFHLENBQUMsR0FBRyxDQUFDLFdBQVc7QUFDekMsS0FBSyxHQUFHLENBQUMsTUFBTSxDQUFDO0FBRWhCLGtEQUFrRCxHQUNsRCxNQUFNLFNBQVM7QUFFZjs7Ozs7Q0FLQyxHQUNELE9BQU8sU0FBUyxZQUFZLElBQVM7RUFDbkMsSUFBSSxLQUFLLFFBQVEsS0FBSyxXQUFXLFVBQVUsT0FBTztFQUNsRCxJQUFJO0lBQ0YsWUFBWSxPQUFPLENBQUM7SUFDcEIsT0FBTztFQUNULEVBQUUsT0FBTTtJQUNOLE9BQU87RUFDVDtBQUNGO0FBRUE7Ozs7Q0FJQyxHQUNELE9BQU8sU0FBUyxnQkFDZCxJQUFTLEVBQ1QsT0FBaUIsS0FBSyxJQUFJO0VBRTFCLE9BQU8sVUFBVSxNQUFNLE1BQU07QUFDL0I7QUFFQTs7Ozs7O0NBTUMsR0FDRCxPQUFPLFNBQVMsV0FBVyxJQUFTLEVBQUUsSUFBYztFQUNsRCxPQUFPLFVBQVUsTUFBTSxNQUFNO0FBQy9CO0FBRUEsZUFBZSxVQUNiLElBQVMsRUFDVCxJQUFjLEVBQ2QsVUFBbUI7RUFFbkIsSUFBSTtJQUNGLHNFQUFzRTtJQUN0RSxxRUFBcUU7SUFDckUsTUFBTSxFQUFFLE1BQU0sRUFBRSxHQUFHLE1BQU0sTUFBTSxDQUFDLElBQUksSUFBSSxlQUFlLE1BQU0sSUFBSTtJQUdqRSxNQUFNLE9BQU8sS0FBSyxRQUFRO0lBQzFCLE1BQU0sTUFBTTtNQUNWLEdBQUcsS0FBSyxHQUFHLENBQUMsUUFBUSxFQUFFO01BQ3RCLEdBQUcsWUFBWTtNQUNmLEdBQUksYUFBYTtRQUFFLENBQUMsTUFBTSxFQUFFO01BQUksSUFBSSxDQUFDLENBQUM7SUFDeEM7SUFDQSxPQUFPLE9BQU8sTUFBTTtNQUFDO1NBQVMsU0FBUyxNQUFNO1NBQWdCO0tBQUssRUFBRTtFQUN0RSxFQUFFLE9BQU8sS0FBSztJQUNaLE9BQU87RUFDVDtBQUNGO0FBRUE7Ozs7OztDQU1DLEdBQ0QsU0FBUyxTQUFTLElBQVMsRUFBRSxVQUFtQjtFQUM5QyxNQUFNLFNBQVM7SUFDYjtJQUNBLG1CQUFtQixJQUFJLElBQUksYUFBYSxNQUFNLFFBQVE7R0FDdkQ7RUFDRCxJQUFJO0VBQ0osSUFBSTtJQUNGLFFBQVEsS0FBSyxnQkFBZ0IsQ0FBQyxzQkFBc0IsS0FBSyxDQUFDLE1BQU0sS0FBSyxDQUNuRSxHQUNBLENBQUM7RUFFTCxFQUFFLE9BQU07SUFDTixPQUFPO01BQUM7TUFBTztNQUFNO1NBQWM7TUFBUSxJQUFJLElBQUksV0FBVyxNQUFNLElBQUk7S0FBQztFQUMzRTtFQUNBLE1BQU0sTUFBTSxNQUFNLEtBQUssQ0FBQyxHQUFHLE1BQU0sTUFBTSxHQUFHLEtBQUssSUFBSSxDQUFDLE1BQU07RUFDMUQsd0NBQXdDO0VBQ3hDLElBQUksR0FBRyxDQUFDLEVBQUUsS0FBSyxPQUFPLElBQUksT0FBTyxDQUFDO0VBQ2xDLElBQUksQ0FBQyxZQUFZLE9BQU87RUFDeEIsTUFBTSxRQUFRLElBQUksTUFBTSxDQUFDLENBQUMsSUFBTSxNQUFNLGVBQWUsT0FBTyxDQUFDO0VBQzdELE1BQU0sTUFBTSxDQUFDLEdBQUcsTUFBTTtFQUN0QixPQUFPO0FBQ1Q7QUFFQTs7Ozs7O0NBTUMsR0FDRCxTQUFTLFVBQVUsSUFBWTtFQUM3QixJQUFJLENBQUMsS0FBSyxVQUFVLENBQUMsZ0JBQWdCLE9BQU87SUFBQztHQUFLO0VBQ2xELE1BQU0sT0FBTyxLQUFLLEtBQUssQ0FBQyxjQUFjLE1BQU0sRUFBRSxLQUFLLENBQUMsS0FDakQsTUFBTSxDQUFDLENBQUMsSUFBTSxNQUFNO0VBQ3ZCLE9BQU8sS0FBSyxNQUFNLEtBQUssSUFBSSxFQUFFLEdBQUc7SUFBQyxDQUFDLFdBQVcsRUFBRSxLQUFLLElBQUksQ0FBQyxNQUFNO0dBQUM7QUFDbEUifQ==
// denoCacheMetadata=5698352981634411268,4077762853704201984