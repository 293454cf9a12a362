/**
 * `berth`: a terminal multiplexer daemon. This file only decides what runs
 * the command line (`cli.ts`): the bundle of it when it is fresh, else the
 * source (`client/bundle/`). A command that runs from the source loads
 * 27-160 modules, each read, looked up in Deno's caches and compiled on its
 * own; the bundle is one file.
 *
 * The daemon runs from its own bundle when it is fresh, and starts its
 * workers from theirs: it is not the start it saves there but memory (9 MB
 * of a daemon with one session, 1.3 MB of each further one;
 * `client/bundle/build.ts`).
 * The other internal commands (`__bridge`, `__upgrade-check`, `__bundle`)
 * always run from the source: an upgrade checks the source itself.
 * `--version` answers here (after global options too), before either is
 * loaded. Started without
 * Deno's config file (`--no-config`, as `deno task start` runs it), a
 * command that runs from the source runs itself again with it
 * (`client/bundle/with_config.ts`).
 *
 * `deno task start` also gives V8 `--no-lazy`. Deno makes a module's code
 * cache as it compiles the module, before running it; V8 compiles a
 * function only when first called, so the cache holds only the top level,
 * and every command compiled the functions it calls again at each start:
 * about 3 ms of `berth ls`'s 29 (bench/README.md, "Issue 15, fifteenth
 * round"). The daemon, long-lived and larger, keeps compiling lazily, and
 * so does a command run again from the source with the config
 * (`with_config.ts`), `serve` and the ssh bridge among them.
 *
 * @module
 */ import { VERSION } from "./client/version.ts";
import { bundleToRun, rebuildBundles } from "./client/bundle/fresh.ts";
import { againWithConfig, needsConfig } from "./client/bundle/with_config.ts";
import { forgetOwnDenoEnv } from "./protocol/deno_env.ts";
import { splitGlobal } from "./client/global_args.ts";
if (import.meta.main) {
  // Set by `deno task start` (client/start.env), for this process alone.
  forgetOwnDenoEnv();
  const argv = Deno.args;
  // After global options too (`--socket S --version`): answered from the
  // source, it would run again with the config (`with_config.ts`).
  const { rest } = splitGlobal(argv);
  if (rest.length === 1 && (rest[0] === "-V" || rest[0] === "--version")) {
    try {
      Deno.stdout.writeSync(new TextEncoder().encode(`berth ${VERSION}\n`));
    } catch  {
    // The reader went away (`| true`): nothing to say.
    }
    Deno.exit(0);
  }
  const daemon = argv.includes("__daemon");
  const internal = argv.some((a)=>a.startsWith("__") && a !== "__daemon");
  // `serve` imports npm packages by name as it runs (web/assets.ts): with no
  // import map, its bundle cannot, and it runs again with the config.
  const mapped = rest[0] === "serve";
  const root = new URL("./", import.meta.url);
  // A daemon never starts a build: the command that started it did, and
  // one a live upgrade execs holds its sessions' ptys open across exec,
  // which the build would inherit. Nor does a command about to run again
  // with the config (its run again does): its new program would never
  // reap the builder.
  const again = needsConfig(root);
  const build = !daemon && !again;
  const bundle = internal || mapped && again ? null : await bundleToRun(root, argv, {
    build
  });
  let cli = null;
  if (bundle !== null) {
    cli = await import(bundle).catch(()=>null);
    if (cli === null && build) rebuildBundles(root);
  }
  if (cli === null && again) {
    const err = await againWithConfig(root);
    console.error(`berth: cannot run again with Deno's config file (${err.message}); start berth with --config ${decodeURIComponent(new URL("deno.json", root).pathname)}`);
    Deno.exit(1);
  }
  // Built at run time: a literal would make Deno walk the whole command
  // line's graph before this runs (protocol/import_later.ts).
  cli ??= await import(new URL("cli.ts", root).href);
  await cli.run(argv);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL21haW4udHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGhgOiBhIHRlcm1pbmFsIG11bHRpcGxleGVyIGRhZW1vbi4gVGhpcyBmaWxlIG9ubHkgZGVjaWRlcyB3aGF0IHJ1bnNcbiAqIHRoZSBjb21tYW5kIGxpbmUgKGBjbGkudHNgKTogdGhlIGJ1bmRsZSBvZiBpdCB3aGVuIGl0IGlzIGZyZXNoLCBlbHNlIHRoZVxuICogc291cmNlIChgY2xpZW50L2J1bmRsZS9gKS4gQSBjb21tYW5kIHRoYXQgcnVucyBmcm9tIHRoZSBzb3VyY2UgbG9hZHNcbiAqIDI3LTE2MCBtb2R1bGVzLCBlYWNoIHJlYWQsIGxvb2tlZCB1cCBpbiBEZW5vJ3MgY2FjaGVzIGFuZCBjb21waWxlZCBvbiBpdHNcbiAqIG93bjsgdGhlIGJ1bmRsZSBpcyBvbmUgZmlsZS5cbiAqXG4gKiBUaGUgZGFlbW9uIHJ1bnMgZnJvbSBpdHMgb3duIGJ1bmRsZSB3aGVuIGl0IGlzIGZyZXNoLCBhbmQgc3RhcnRzIGl0c1xuICogd29ya2VycyBmcm9tIHRoZWlyczogaXQgaXMgbm90IHRoZSBzdGFydCBpdCBzYXZlcyB0aGVyZSBidXQgbWVtb3J5ICg5IE1CXG4gKiBvZiBhIGRhZW1vbiB3aXRoIG9uZSBzZXNzaW9uLCAxLjMgTUIgb2YgZWFjaCBmdXJ0aGVyIG9uZTtcbiAqIGBjbGllbnQvYnVuZGxlL2J1aWxkLnRzYCkuXG4gKiBUaGUgb3RoZXIgaW50ZXJuYWwgY29tbWFuZHMgKGBfX2JyaWRnZWAsIGBfX3VwZ3JhZGUtY2hlY2tgLCBgX19idW5kbGVgKVxuICogYWx3YXlzIHJ1biBmcm9tIHRoZSBzb3VyY2U6IGFuIHVwZ3JhZGUgY2hlY2tzIHRoZSBzb3VyY2UgaXRzZWxmLlxuICogYC0tdmVyc2lvbmAgYW5zd2VycyBoZXJlIChhZnRlciBnbG9iYWwgb3B0aW9ucyB0b28pLCBiZWZvcmUgZWl0aGVyIGlzXG4gKiBsb2FkZWQuIFN0YXJ0ZWQgd2l0aG91dFxuICogRGVubydzIGNvbmZpZyBmaWxlIChgLS1uby1jb25maWdgLCBhcyBgZGVubyB0YXNrIHN0YXJ0YCBydW5zIGl0KSwgYVxuICogY29tbWFuZCB0aGF0IHJ1bnMgZnJvbSB0aGUgc291cmNlIHJ1bnMgaXRzZWxmIGFnYWluIHdpdGggaXRcbiAqIChgY2xpZW50L2J1bmRsZS93aXRoX2NvbmZpZy50c2ApLlxuICpcbiAqIGBkZW5vIHRhc2sgc3RhcnRgIGFsc28gZ2l2ZXMgVjggYC0tbm8tbGF6eWAuIERlbm8gbWFrZXMgYSBtb2R1bGUncyBjb2RlXG4gKiBjYWNoZSBhcyBpdCBjb21waWxlcyB0aGUgbW9kdWxlLCBiZWZvcmUgcnVubmluZyBpdDsgVjggY29tcGlsZXMgYVxuICogZnVuY3Rpb24gb25seSB3aGVuIGZpcnN0IGNhbGxlZCwgc28gdGhlIGNhY2hlIGhvbGRzIG9ubHkgdGhlIHRvcCBsZXZlbCxcbiAqIGFuZCBldmVyeSBjb21tYW5kIGNvbXBpbGVkIHRoZSBmdW5jdGlvbnMgaXQgY2FsbHMgYWdhaW4gYXQgZWFjaCBzdGFydDpcbiAqIGFib3V0IDMgbXMgb2YgYGJlcnRoIGxzYCdzIDI5IChiZW5jaC9SRUFETUUubWQsIFwiSXNzdWUgMTUsIGZpZnRlZW50aFxuICogcm91bmRcIikuIFRoZSBkYWVtb24sIGxvbmctbGl2ZWQgYW5kIGxhcmdlciwga2VlcHMgY29tcGlsaW5nIGxhemlseSwgYW5kXG4gKiBzbyBkb2VzIGEgY29tbWFuZCBydW4gYWdhaW4gZnJvbSB0aGUgc291cmNlIHdpdGggdGhlIGNvbmZpZ1xuICogKGB3aXRoX2NvbmZpZy50c2ApLCBgc2VydmVgIGFuZCB0aGUgc3NoIGJyaWRnZSBhbW9uZyB0aGVtLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBWRVJTSU9OIH0gZnJvbSBcIi4vY2xpZW50L3ZlcnNpb24udHNcIjtcbmltcG9ydCB7IGJ1bmRsZVRvUnVuLCByZWJ1aWxkQnVuZGxlcyB9IGZyb20gXCIuL2NsaWVudC9idW5kbGUvZnJlc2gudHNcIjtcbmltcG9ydCB7IGFnYWluV2l0aENvbmZpZywgbmVlZHNDb25maWcgfSBmcm9tIFwiLi9jbGllbnQvYnVuZGxlL3dpdGhfY29uZmlnLnRzXCI7XG5pbXBvcnQgeyBmb3JnZXRPd25EZW5vRW52IH0gZnJvbSBcIi4vcHJvdG9jb2wvZGVub19lbnYudHNcIjtcbmltcG9ydCB7IHNwbGl0R2xvYmFsIH0gZnJvbSBcIi4vY2xpZW50L2dsb2JhbF9hcmdzLnRzXCI7XG5cbmlmIChpbXBvcnQubWV0YS5tYWluKSB7XG4gIC8vIFNldCBieSBgZGVubyB0YXNrIHN0YXJ0YCAoY2xpZW50L3N0YXJ0LmVudiksIGZvciB0aGlzIHByb2Nlc3MgYWxvbmUuXG4gIGZvcmdldE93bkRlbm9FbnYoKTtcbiAgY29uc3QgYXJndiA9IERlbm8uYXJncztcbiAgLy8gQWZ0ZXIgZ2xvYmFsIG9wdGlvbnMgdG9vIChgLS1zb2NrZXQgUyAtLXZlcnNpb25gKTogYW5zd2VyZWQgZnJvbSB0aGVcbiAgLy8gc291cmNlLCBpdCB3b3VsZCBydW4gYWdhaW4gd2l0aCB0aGUgY29uZmlnIChgd2l0aF9jb25maWcudHNgKS5cbiAgY29uc3QgeyByZXN0IH0gPSBzcGxpdEdsb2JhbChhcmd2KTtcbiAgaWYgKHJlc3QubGVuZ3RoID09PSAxICYmIChyZXN0WzBdID09PSBcIi1WXCIgfHwgcmVzdFswXSA9PT0gXCItLXZlcnNpb25cIikpIHtcbiAgICB0cnkge1xuICAgICAgRGVuby5zdGRvdXQud3JpdGVTeW5jKG5ldyBUZXh0RW5jb2RlcigpLmVuY29kZShgYmVydGggJHtWRVJTSU9OfVxcbmApKTtcbiAgICB9IGNhdGNoIHtcbiAgICAgIC8vIFRoZSByZWFkZXIgd2VudCBhd2F5IChgfCB0cnVlYCk6IG5vdGhpbmcgdG8gc2F5LlxuICAgIH1cbiAgICBEZW5vLmV4aXQoMCk7XG4gIH1cbiAgY29uc3QgZGFlbW9uID0gYXJndi5pbmNsdWRlcyhcIl9fZGFlbW9uXCIpO1xuICBjb25zdCBpbnRlcm5hbCA9IGFyZ3Yuc29tZSgoYSkgPT4gYS5zdGFydHNXaXRoKFwiX19cIikgJiYgYSAhPT0gXCJfX2RhZW1vblwiKTtcbiAgLy8gYHNlcnZlYCBpbXBvcnRzIG5wbSBwYWNrYWdlcyBieSBuYW1lIGFzIGl0IHJ1bnMgKHdlYi9hc3NldHMudHMpOiB3aXRoIG5vXG4gIC8vIGltcG9ydCBtYXAsIGl0cyBidW5kbGUgY2Fubm90LCBhbmQgaXQgcnVucyBhZ2FpbiB3aXRoIHRoZSBjb25maWcuXG4gIGNvbnN0IG1hcHBlZCA9IHJlc3RbMF0gPT09IFwic2VydmVcIjtcbiAgY29uc3Qgcm9vdCA9IG5ldyBVUkwoXCIuL1wiLCBpbXBvcnQubWV0YS51cmwpO1xuICAvLyBBIGRhZW1vbiBuZXZlciBzdGFydHMgYSBidWlsZDogdGhlIGNvbW1hbmQgdGhhdCBzdGFydGVkIGl0IGRpZCwgYW5kXG4gIC8vIG9uZSBhIGxpdmUgdXBncmFkZSBleGVjcyBob2xkcyBpdHMgc2Vzc2lvbnMnIHB0eXMgb3BlbiBhY3Jvc3MgZXhlYyxcbiAgLy8gd2hpY2ggdGhlIGJ1aWxkIHdvdWxkIGluaGVyaXQuIE5vciBkb2VzIGEgY29tbWFuZCBhYm91dCB0byBydW4gYWdhaW5cbiAgLy8gd2l0aCB0aGUgY29uZmlnIChpdHMgcnVuIGFnYWluIGRvZXMpOiBpdHMgbmV3IHByb2dyYW0gd291bGQgbmV2ZXJcbiAgLy8gcmVhcCB0aGUgYnVpbGRlci5cbiAgY29uc3QgYWdhaW4gPSBuZWVkc0NvbmZpZyhyb290KTtcbiAgY29uc3QgYnVpbGQgPSAhZGFlbW9uICYmICFhZ2FpbjtcbiAgY29uc3QgYnVuZGxlID0gaW50ZXJuYWwgfHwgKG1hcHBlZCAmJiBhZ2FpbilcbiAgICA/IG51bGxcbiAgICA6IGF3YWl0IGJ1bmRsZVRvUnVuKHJvb3QsIGFyZ3YsIHsgYnVpbGQgfSk7XG4gIGxldCBjbGk6IHR5cGVvZiBpbXBvcnQoXCIuL2NsaS50c1wiKSB8IG51bGwgPSBudWxsO1xuICBpZiAoYnVuZGxlICE9PSBudWxsKSB7XG4gICAgY2xpID0gYXdhaXQgaW1wb3J0KGJ1bmRsZSkuY2F0Y2goKCkgPT4gbnVsbCk7XG4gICAgaWYgKGNsaSA9PT0gbnVsbCAmJiBidWlsZCkgcmVidWlsZEJ1bmRsZXMocm9vdCk7XG4gIH1cbiAgaWYgKGNsaSA9PT0gbnVsbCAmJiBhZ2Fpbikge1xuICAgIGNvbnN0IGVyciA9IGF3YWl0IGFnYWluV2l0aENvbmZpZyhyb290KTtcbiAgICBjb25zb2xlLmVycm9yKFxuICAgICAgYGJlcnRoOiBjYW5ub3QgcnVuIGFnYWluIHdpdGggRGVubydzIGNvbmZpZyBmaWxlICgke2Vyci5tZXNzYWdlfSk7IHN0YXJ0IGJlcnRoIHdpdGggLS1jb25maWcgJHtcbiAgICAgICAgZGVjb2RlVVJJQ29tcG9uZW50KG5ldyBVUkwoXCJkZW5vLmpzb25cIiwgcm9vdCkucGF0aG5hbWUpXG4gICAgICB9YCxcbiAgICApO1xuICAgIERlbm8uZXhpdCgxKTtcbiAgfVxuICAvLyBCdWlsdCBhdCBydW4gdGltZTogYSBsaXRlcmFsIHdvdWxkIG1ha2UgRGVubyB3YWxrIHRoZSB3aG9sZSBjb21tYW5kXG4gIC8vIGxpbmUncyBncmFwaCBiZWZvcmUgdGhpcyBydW5zIChwcm90b2NvbC9pbXBvcnRfbGF0ZXIudHMpLlxuICBjbGkgPz89IGF3YWl0IGltcG9ydChuZXcgVVJMKFwiY2xpLnRzXCIsIHJvb3QpLmhyZWYpO1xuICBhd2FpdCBjbGkhLnJ1bihhcmd2KTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0E2QkMsR0FFRCxTQUFTLE9BQU8sUUFBUSxzQkFBc0I7QUFDOUMsU0FBUyxXQUFXLEVBQUUsY0FBYyxRQUFRLDJCQUEyQjtBQUN2RSxTQUFTLGVBQWUsRUFBRSxXQUFXLFFBQVEsaUNBQWlDO0FBQzlFLFNBQVMsZ0JBQWdCLFFBQVEseUJBQXlCO0FBQzFELFNBQVMsV0FBVyxRQUFRLDBCQUEwQjtBQUV0RCxJQUFJLFlBQVksSUFBSSxFQUFFO0VBQ3BCLHVFQUF1RTtFQUN2RTtFQUNBLE1BQU0sT0FBTyxLQUFLLElBQUk7RUFDdEIsdUVBQXVFO0VBQ3ZFLGlFQUFpRTtFQUNqRSxNQUFNLEVBQUUsSUFBSSxFQUFFLEdBQUcsWUFBWTtFQUM3QixJQUFJLEtBQUssTUFBTSxLQUFLLEtBQUssQ0FBQyxJQUFJLENBQUMsRUFBRSxLQUFLLFFBQVEsSUFBSSxDQUFDLEVBQUUsS0FBSyxXQUFXLEdBQUc7SUFDdEUsSUFBSTtNQUNGLEtBQUssTUFBTSxDQUFDLFNBQVMsQ0FBQyxJQUFJLGNBQWMsTUFBTSxDQUFDLENBQUMsTUFBTSxFQUFFLFFBQVEsRUFBRSxDQUFDO0lBQ3JFLEVBQUUsT0FBTTtJQUNOLG1EQUFtRDtJQUNyRDtJQUNBLEtBQUssSUFBSSxDQUFDO0VBQ1o7RUFDQSxNQUFNLFNBQVMsS0FBSyxRQUFRLENBQUM7RUFDN0IsTUFBTSxXQUFXLEtBQUssSUFBSSxDQUFDLENBQUMsSUFBTSxFQUFFLFVBQVUsQ0FBQyxTQUFTLE1BQU07RUFDOUQsMkVBQTJFO0VBQzNFLG9FQUFvRTtFQUNwRSxNQUFNLFNBQVMsSUFBSSxDQUFDLEVBQUUsS0FBSztFQUMzQixNQUFNLE9BQU8sSUFBSSxJQUFJLE1BQU0sWUFBWSxHQUFHO0VBQzFDLHNFQUFzRTtFQUN0RSxzRUFBc0U7RUFDdEUsdUVBQXVFO0VBQ3ZFLG9FQUFvRTtFQUNwRSxvQkFBb0I7RUFDcEIsTUFBTSxRQUFRLFlBQVk7RUFDMUIsTUFBTSxRQUFRLENBQUMsVUFBVSxDQUFDO0VBQzFCLE1BQU0sU0FBUyxZQUFhLFVBQVUsUUFDbEMsT0FDQSxNQUFNLFlBQVksTUFBTSxNQUFNO0lBQUU7RUFBTTtFQUMxQyxJQUFJLE1BQXdDO0VBQzVDLElBQUksV0FBVyxNQUFNO0lBQ25CLE1BQU0sTUFBTSxNQUFNLENBQUMsUUFBUSxLQUFLLENBQUMsSUFBTTtJQUN2QyxJQUFJLFFBQVEsUUFBUSxPQUFPLGVBQWU7RUFDNUM7RUFDQSxJQUFJLFFBQVEsUUFBUSxPQUFPO0lBQ3pCLE1BQU0sTUFBTSxNQUFNLGdCQUFnQjtJQUNsQyxRQUFRLEtBQUssQ0FDWCxDQUFDLGlEQUFpRCxFQUFFLElBQUksT0FBTyxDQUFDLDZCQUE2QixFQUMzRixtQkFBbUIsSUFBSSxJQUFJLGFBQWEsTUFBTSxRQUFRLEdBQ3REO0lBRUosS0FBSyxJQUFJLENBQUM7RUFDWjtFQUNBLHNFQUFzRTtFQUN0RSw0REFBNEQ7RUFDNUQsUUFBUSxNQUFNLE1BQU0sQ0FBQyxJQUFJLElBQUksVUFBVSxNQUFNLElBQUk7RUFDakQsTUFBTSxJQUFLLEdBQUcsQ0FBQztBQUNqQiJ9
// denoCacheMetadata=4439360833903026950,2273155630598374410