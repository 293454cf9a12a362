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
 */

import { VERSION } from "./client/version.ts";
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
    } catch {
      // The reader went away (`| true`): nothing to say.
    }
    Deno.exit(0);
  }
  const daemon = argv.includes("__daemon");
  const internal = argv.some((a) => a.startsWith("__") && a !== "__daemon");
  // `serve` imports npm packages by name as it runs (web/assets.ts): with no
  // import map, its bundle cannot, and it runs again with the config.
  const mapped = rest[0] === "serve";
  const root = new URL("./", import.meta.url);
  // A daemon never starts a build: the command that started it did, and
  // one a live upgrade execs holds its sessions' ptys open across exec,
  // which the build would inherit. Nor does a command about to run again
  // with the config (its run again does): its new program would never
  // reap the builder.
  // The ssh bridge (`berth -H`'s far end) imports no package by name: it
  // runs from the source without the config, not once more with it (a
  // second Deno start on the far side before each -H command; a remote
  // attach took 1.5-2.2 s against ssh + tmux's 0.6-0.7 on loopback).
  const again = rest[0] !== "__bridge" && needsConfig(root);
  const build = !daemon && !again;
  const bundle = internal || (mapped && again)
    ? null
    : await bundleToRun(root, argv, { build });
  let cli: typeof import("./cli.ts") | null = null;
  if (bundle !== null) {
    cli = await import(bundle).catch(() => null);
    if (cli === null && build) rebuildBundles(root);
  }
  if (cli === null && again) {
    const err = await againWithConfig(root);
    console.error(
      `berth: cannot run again with Deno's config file (${err.message}); start berth with --config ${
        decodeURIComponent(new URL("deno.json", root).pathname)
      }`,
    );
    Deno.exit(1);
  }
  // Built at run time: a literal would make Deno walk the whole command
  // line's graph before this runs (protocol/import_later.ts).
  cli ??= await import(new URL("cli.ts", root).href);
  await cli!.run(argv);
}
