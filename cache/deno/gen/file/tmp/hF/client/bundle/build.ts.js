/**
 * `berth __bundle`: builds the bundles of the command line, one JavaScript
 * file per command holding `cli.ts`, that command and every module it
 * loads, by `deno bundle` (esbuild). `fresh.ts` starts it in the
 * background when a command's bundle is missing or stale;
 * `berth __bundle --check [COMMAND [ARGS...]]` says which it is (`new -d`:
 * its detached form's; an attach from a terminal: its hand-over form's).
 *
 * Two things bundling changes are put back:
 *
 * - Modules a command imports later (`protocol/import_later.ts`, specifiers
 *   made at run time) are invisible to the bundler: the sources are
 *   searched for them, and each bundle's entry imports the ones its
 *   command reaches with literal specifiers and registers them under
 *   their source URLs (`useBundled`).
 * - In one file every module's `import.meta.url` would be the bundle's:
 *   each module's is replaced by its source file's URL, so that paths made
 *   from it (`main.ts` for the daemon, the web page's files) are the
 *   tree's.
 *
 * The manifest records each input's size and modification time as they
 * were before the bundler read them: a file edited during the build makes
 * its bundles stale, never fresh with old code.
 *
 * @module
 */ import { BUILD_LOCK, BUNDLE_FORMAT, bundleDir, DAEMON_COMMAND, detachedName, exists, fileUrl, handoverName } from "./place.ts";
import { writePrivateFile } from "../../protocol/private_file.ts";
import { check, handsOver } from "./fresh.ts";
import { COMMAND_FILES } from "../commands/index.ts";
import { NOT_FROM_KEYS } from "../commands/_command_runner.ts";
/** Modules never in a bundle: they run from the source (`main.ts`). */ const SOURCE_ONLY = /^(client\/bundle\/|client\/commands\/_bridge\.ts$)/;
/** The daemon's modules: in its bundle, never in a command's. */ const SERVER = /^server\//;
/**
 * The daemon's bundle: `cli.ts` with what `__daemon` imports later, and
 * the bundles of the workers it starts, which its entry registers
 * (`server/workers/worker_url.ts`). Run from them, a daemon with one
 * session holds 9 MB less, each further session 1.3 MB less
 * (bench/README.md, "Issue 15, eleventh round"). One manifest covers the
 * three: its inputs are all theirs, so a daemon starts from its bundle
 * only with workers of the same build. Workers it starts later load their
 * file then, as from the source: a build since gives them its code.
 */ const DAEMON = {
  name: DAEMON_COMMAND,
  base: "daemon",
  path: "server/daemon/daemon.ts",
  workers: [
    {
      path: "server/workers/parse_worker.ts",
      base: "parse-worker"
    },
    {
      path: "server/workers/gather_main.ts",
      base: "gather-worker"
    }
  ]
};
/**
 * Inputs of every bundle beside its modules: the import map and lock, and
 * the builder itself (a fix to it must make the bundles stale).
 */ const ALWAYS_INPUTS = [
  "deno.json",
  "deno.lock",
  "client/bundle/build.ts",
  "client/bundle/fresh.ts",
  "client/bundle/place.ts"
];
/** See `snapshot`. */ const RACY_MS = 2000;
/** `importLater("./x.ts", ...)` in a module's source. */ const LATER = /\bimportLater(?:<[^>]*>)?\(\s*"(\.\.?\/[^"]+\.ts)"/g;
/** The command table: its "imports later" are the commands themselves. */ const COMMAND_TABLE = "client/commands/index.ts";
/**
 * What runs a command from a key binding or the `:` prompt: a bundle that
 * holds it holds every command a key may run. Loaded from the source
 * instead, a command would have its own copies of the modules the bundle
 * has (a `UserError` that is not the runner's, its output not going where
 * `withOutputTo` says).
 */ const RUNNER = "client/commands/_command_runner.ts";
/**
 * Each command's names, its module as a path from the root, and its
 * entry's file name here, less `.js`.
 */ const COMMANDS = COMMAND_FILES.map(([names, file])=>({
    names,
    path: `client/commands/${file.slice(2)}`,
    base: file.slice(2).replace(/\.ts$/, "")
  }));
/** The commands a key may run, as paths from the root. */ const FROM_KEYS = COMMANDS.filter(({ names })=>!NOT_FROM_KEYS.has(names[0])).map(({ path })=>path);
/**
 * `new -d` never attaches, and its bundle leaves out what `_attach.ts`
 * imports later: the attach client, and the command runner with every
 * command a key may run (70 KB and 37 inputs instead of 440 KB and 135;
 * bench/README.md, "Issue 15, seventh round"). The launcher runs it only
 * when `new`'s own parse reads `-d` (`commands/_new_args.ts`); its entry
 * refuses those modules rather than load them from the source beside the
 * bundle's own.
 */ const DETACHED = {
  command: "client/commands/new.ts",
  notLater: "client/commands/_attach.ts"
};
/**
 * An attach hands the terminal to the daemon (`client/tty_handover.ts`),
 * which reads the keys, draws the screen and runs the command lines of
 * key bindings; the process left only waits. The commands that attach
 * have a hand-over form of their bundle without the attach client and
 * without the command runner and the commands a key may run, none of
 * which that process runs (86 KB and 44 inputs instead of 496 KB and 149
 * for `attach`; bench/README.md, "Issue 15, fourteenth round"). The
 * launcher runs it when the attach will hand over (`fresh.ts`); should
 * the daemon not draw the terminal after all, the form has `attach`'s
 * whole bundle attach instead (`_attach.ts`, `attachFromWhole`; `new`'s
 * and `start`'s lack the `attach` command), made by the same build, which
 * is checked then: the form's manifest lists its own inputs only, so
 * that the launcher's check costs 44 `stat`s, not 149.
 */ const HANDOVER = {
  commands: [
    "client/commands/attach.ts",
    "client/commands/new.ts",
    "client/commands/start.ts"
  ],
  without: [
    "client/attach/mod.ts",
    RUNNER
  ],
  /** The command whose whole bundle attaches when the form cannot. */ fallback: "client/commands/attach.ts"
};
class BuildError extends Error {
}
/** Runs `berth __bundle [--check [COMMAND]]`; returns the exit code. */ export async function buildBundle(args) {
  const root = new URL("../../", import.meta.url);
  const dir = bundleDir(root);
  if (dir === null) {
    console.error("berth: no cache directory (set HOME or XDG_CACHE_HOME)");
    return 1;
  }
  if (args[0] === "--check") {
    // From a terminal, an attaching command's hand-over form, as it runs.
    const { bundle, stale } = await check(root, dir, args[1] ?? "start", args.slice(2), handsOver(undefined));
    console.log(stale === null ? `fresh: ${dir}/${bundle}` : `stale: ${stale}`);
    return stale === null ? 0 : 1;
  }
  try {
    Deno.mkdirSync(dir, {
      recursive: true,
      mode: 0o700
    });
    const count = await build(root, dir);
    // Only a build that worked frees the lock: a failed one's keeps the
    // next commands from trying again at once (`fresh.ts`).
    removeIfThere(`${dir}/${BUILD_LOCK}`);
    console.log(`berth: ${count} bundles built in ${dir}`);
    return 0;
  } catch (err) {
    const why = err instanceof BuildError ? err.message : String(err);
    console.error(`berth: bundles not built (${why}); berth runs from source`);
    return 1;
  }
}
/** Builds every command's bundle into `dir`; returns how many. */ async function build(root, dir) {
  const graph = await moduleGraph(root, dir);
  // Before the bundler reads anything (see the module's comment).
  const tree = await snapshot(root, [
    ...graph.keys(),
    ...ALWAYS_INPUTS
  ]);
  // Its own: a build run by hand may meet one started in the background.
  const out = `${dir}/out-${Deno.pid}`;
  removeIfThere(out, true);
  Deno.mkdirSync(out);
  try {
    const entries = COMMANDS.map(({ names, path, base })=>{
      const { reached, later } = closure(graph, [
        "cli.ts",
        path
      ], commandLater);
      writeEntry(root, `${out}/${base}.js`, [
        path,
        ...later
      ]);
      return {
        names,
        path,
        base,
        reached
      };
    });
    const detached = detachedEntry(root, graph, out);
    const handovers = handoverEntries(root, graph, out, entries);
    const daemon = daemonEntries(root, dir, graph, out);
    const all = [
      ...entries,
      ...detached ? [
        detached
      ] : [],
      ...handovers,
      ...daemon.all
    ];
    await runBundler(root, out, all.map((e)=>`${out}/${e.base}.js`));
    // By file name: a command's manifest under each of its names.
    const made = new Map();
    const own = detached && installBundle(root, dir, out, tree, detached);
    const forms = fallbackMade(out, handovers);
    for (const entry of entries){
      const manifest = installBundle(root, dir, out, tree, entry);
      if (manifest === null) continue;
      if (own && detached.of === entry.base) {
        manifest.detached = `${detached.base}.json`;
        made.set(manifest.detached, own);
      }
      const form = handovers.find((h)=>h.of === entry.base);
      const handover = form && forms && installBundle(root, dir, out, tree, form);
      if (handover) {
        manifest.handover = `${form.base}.json`;
        made.set(manifest.handover, handover);
      }
      for (const n of entry.names)made.set(`${n}.json`, manifest);
    }
    const server = installDaemon(root, dir, out, tree, daemon);
    if (server) made.set(`${DAEMON.name}.json`, server);
    if (made.size === 0) throw new BuildError("no command could be bundled");
    publish(dir, made);
    if (server) await warmCodeCache(root, out, bundleFiles(server), dir);
    return new Set([
      ...made.values()
    ].map((m)=>m.bundle)).size;
  } finally{
    removeIfThere(out, true);
  }
}
/**
 * The entry of `new -d`'s bundle (`DETACHED`), written to `out`; null when
 * the graph lacks `new`. `of`: the entry of the command it is a form of.
 */ function detachedEntry(root, graph, out) {
  const of = COMMANDS.find(({ path })=>path === DETACHED.command);
  if (!of || !graph.has(of.path)) return null;
  const { reached, later } = closure(graph, [
    "cli.ts",
    of.path
  ], commandLater, {
    notLater: DETACHED.notLater
  });
  const base = detachedName(of.names[0]);
  // One reached another way is in the bundle, and loads from there.
  const refused = (graph.get(DETACHED.notLater)?.later ?? []).filter((m)=>!reached.includes(m));
  writeEntry(root, `${out}/${base}.js`, [
    of.path,
    ...later
  ], {
    refused
  });
  return {
    of: of.base,
    base,
    reached
  };
}
/**
 * The entries of the hand-over forms (`HANDOVER`) of `entries`, the
 * commands' own, written to `out`; none without the fallback's entry.
 * `of`: the entry of the command each is a form of; `fallback`: the
 * fallback's.
 */ function handoverEntries(root, graph, out, entries) {
  const fallback = entries.find(({ path })=>path === HANDOVER.fallback);
  if (!fallback) return [];
  const takeLater = (from, to)=>commandLater(from, to) && !HANDOVER.without.includes(to);
  return entries.filter(({ path })=>HANDOVER.commands.includes(path)).map(({ names, path, base: of })=>{
    const { reached, later } = closure(graph, [
      "cli.ts",
      path
    ], takeLater);
    const base = handoverName(names[0]);
    writeEntry(root, `${out}/${base}.js`, [
      path,
      ...later
    ], {
      refused: HANDOVER.without,
      whole: `./${fallback.base}.js`
    });
    return {
      of,
      base,
      reached,
      fallback: fallback.base
    };
  });
}
/** Whether this build made the hand-over forms' fallback bundle. */ function fallbackMade(out, handovers) {
  const base = handovers[0]?.fallback;
  return base !== undefined && exists(`${out}/bundled/${base}.js`);
}
/**
 * The entries of the daemon's bundle and its workers' (`DAEMON`), written
 * to `out`: `all` to bundle, and the daemon's with its workers apart.
 */ function daemonEntries(root, dir, graph, out) {
  const daemon = closure(graph, [
    "cli.ts"
  ], daemonLater);
  const workers = DAEMON.workers.map(({ path, base })=>{
    Deno.writeTextFileSync(`${out}/${base}.js`, `import ${JSON.stringify(new URL(path, root).href)};\n`);
    return {
      path,
      base,
      reached: closure(graph, [
        path
      ], ()=>false).reached
    };
  });
  const urls = Object.fromEntries(workers.map(({ path, base })=>[
      new URL(path, root).href,
      fileUrl(`${dir}/${base}.js`)
    ]));
  writeEntry(root, `${out}/${DAEMON.base}.js`, daemon.later, {
    workers: urls
  });
  const entry = {
    base: DAEMON.base,
    reached: daemon.reached
  };
  return {
    entry,
    workers,
    all: [
      entry,
      ...workers
    ]
  };
}
/**
 * Installs the daemon's bundle and its workers'; the manifest of the
 * three, or null unless all three were made.
 */ function installDaemon(root, dir, out, tree, { entry, workers }) {
  const file = (base)=>`${out}/bundled/${base}.js`;
  if (![
    entry,
    ...workers
  ].every(({ base })=>exists(file(base)))) {
    return null;
  }
  // The workers first: a daemon that reads the manifest finds them there.
  for (const { base } of workers){
    install(`${dir}/${base}.js`, root, Deno.readTextFileSync(file(base)), tree);
  }
  const reached = new Set([
    entry,
    ...workers
  ].flatMap((e)=>e.reached));
  const manifest = installBundle(root, dir, out, tree, {
    base: entry.base,
    reached: [
      ...reached
    ]
  });
  if (manifest) manifest.workers = workers.map(({ base })=>`${base}.js`);
  return manifest;
}
/**
 * Installs the bundle the bundler made of entry `base` into `dir`; its
 * manifest, or null when its bundler run failed (`runBundler`).
 */ function installBundle(root, dir, out, tree, { base, reached }) {
  const file = `${out}/bundled/${base}.js`;
  if (!exists(file)) return null;
  const bundle = `${base}.js`;
  install(`${dir}/${bundle}`, root, Deno.readTextFileSync(file), tree);
  return {
    format: BUNDLE_FORMAT,
    deno: Deno.version.deno,
    root: root.href,
    bundle,
    inputs: [
      ...reached,
      ...ALWAYS_INPUTS
    ].sort().map((p)=>tree.get(p))
  };
}
/**
 * Writes the manifests, by file name. The files any manifest names, before
 * or after, stay until the next build: a command that read one a moment
 * ago still finds its file, and a daemon whose bundle this build could not
 * make again (a file half saved) still finds its workers'.
 */ function publish(dir, made) {
  const keep = new Set([
    ...made.values()
  ].flatMap(bundleFiles));
  for (const e of Deno.readDirSync(dir)){
    const old = e.name.endsWith(".json") ? readManifest(`${dir}/${e.name}`) : null;
    if (old) {
      for (const f of bundleFiles(old))keep.add(f);
    }
  }
  for (const [file, manifest] of made){
    writePrivateFile(`${dir}/${file}`, JSON.stringify(manifest) + "\n");
  }
  removeOld(dir, keep);
}
/** The files a manifest names: its bundle, and the daemon's its workers'. */ function bundleFiles(m) {
  return [
    m.bundle,
    ...m.workers ?? []
  ];
}
/**
 * Loads the daemon's bundles once, in a process of their own, so that
 * Deno's code cache has them before a daemon does: a daemon that is the
 * first to load a bundle compiles all of it, and keeps that, for its whole
 * life (a daemon with one session, from a bundle no process had loaded:
 * 124 MB; the next ones, and the first after this: 98-100). Importing
 * them starts nothing (`tests/imports_test.ts`: no module acts when
 * imported; the workers' act only in a worker). A failure costs only that
 * memory.
 */ async function warmCodeCache(root, out, files, dir) {
  const script = `${out}/warm.js`;
  Deno.writeTextFileSync(script, [
    ...files.map((f)=>`await import(${JSON.stringify(fileUrl(`${dir}/${f}`))});`),
    "Deno.exit(0);",
    ""
  ].join("\n"));
  const base = decodeURIComponent(root.pathname);
  await run([
    "run",
    "-A",
    "--quiet",
    "--config",
    `${base}deno.json`,
    script
  ], base).catch(()=>{});
}
/**
 * The graph of what `cli.ts`, the commands and the daemon reach, from
 * `deno info` (the
 * walk Deno itself makes) and a search of each source for `importLater`,
 * walked again from the modules imported later until none is new.
 */ async function moduleGraph(root, dir) {
  const base = decodeURIComponent(root.pathname);
  const graph = new Map();
  let roots = [
    "cli.ts",
    ...COMMANDS.map(({ path })=>path),
    DAEMON.path,
    ...DAEMON.workers.map(({ path })=>path)
  ];
  const local = (href)=>href.startsWith(root.href) ? href.slice(root.href.length) : null;
  while(roots.length > 0){
    const entry = `${dir}/graph-${Deno.pid}.js`;
    Deno.writeTextFileSync(entry, roots.map((p)=>`import ${JSON.stringify(new URL(p, root).href)};\n`).join(""));
    const info = await run([
      "info",
      "--json",
      "--config",
      `${base}deno.json`,
      entry
    ], base).finally(()=>removeIfThere(entry));
    // The entry itself is no source, even in a cache folder inside the tree.
    const entryHref = new URL(entry, "file:///").href;
    for (const m of JSON.parse(info).modules ?? []){
      if (m.specifier === entryHref) continue;
      const path = local(m.specifier ?? "");
      if (path === null || graph.has(path) || SOURCE_ONLY.test(path)) continue;
      const deps = [];
      for (const d of m.dependencies ?? []){
        const p = local(d.code?.specifier ?? "");
        if (p !== null && !SOURCE_ONLY.test(p)) deps.push(p);
      }
      graph.set(path, {
        deps,
        later: laterOf(root, path)
      });
    }
    roots = [
      ...new Set([
        ...graph.values()
      ].flatMap((n)=>n.later))
    ].filter((p)=>!graph.has(p));
  }
  return graph;
}
/** The modules `path` imports later, as paths from the root. */ function laterOf(root, path) {
  if (path === COMMAND_TABLE) return [];
  const source = Deno.readTextFileSync(new URL(path, root));
  const out = [];
  for (const m of source.matchAll(LATER)){
    const target = new URL(m[1], new URL(path, root)).href.slice(root.href.length);
    if (!SOURCE_ONLY.test(target)) out.push(target);
  }
  return out;
}
/** A command's: all but the daemon's. */ const commandLater = (_, to)=>!SERVER.test(to);
/** The daemon's: of `cli.ts`'s, the daemon alone (not `__upgrade-check`). */ const daemonLater = (from, to)=>from !== "cli.ts" || to === DAEMON.path;
/**
 * What `roots` reach (the bundle's inputs), and which of those are
 * imported later (the entry registers them): those `takeLater` takes.
 * What module `notLater` imports later is left out, with what only it
 * reaches.
 */ function closure(graph, roots, takeLater, { notLater } = {}) {
  const seen = new Set();
  const later = new Set();
  const queue = [
    ...roots
  ];
  while(queue.length > 0){
    const m = queue.pop();
    if (seen.has(m)) continue;
    seen.add(m);
    const node = graph.get(m);
    if (!node) continue;
    queue.push(...node.deps);
    if (m === notLater) continue;
    for (const l of m === RUNNER ? [
      ...node.later,
      ...FROM_KEYS
    ] : node.later){
      if (!takeLater(m, l)) continue;
      later.add(l);
      queue.push(l);
    }
  }
  return {
    reached: [
      ...seen
    ].sort(),
    later: [
      ...later
    ].sort()
  };
}
/**
 * An entry: the command line, with `modules` registered for `importLater`,
 * and `refused` registered as an error: loaded from the source, they would
 * bring their own copies of the bundle's modules. `workers`: the bundles
 * of the daemon's workers, by their modules' source URLs. `whole`: for a
 * form that leaves part of its command out, a whole bundle that can do the
 * rest, as a path from this one.
 */ function writeEntry(root, entry, modules, { refused = [], workers = {}, whole } = {}) {
  const href = (p)=>JSON.stringify(new URL(p, root).href);
  const refusal = JSON.stringify("This bundle of berth leaves that module out (a bug in the launcher's choice); BERTH_BUNDLE=0 runs berth from the source");
  Deno.writeTextFileSync(entry, [
    `import { useBundled } from ${href("protocol/import_later.ts")};`,
    `useBundled({`,
    ...modules.map((m)=>`  ${href(m)}: () => import(${href(m)}),`),
    ...refused.map((m)=>`  ${href(m)}: () => Promise.reject(new Error(${refusal})),`),
    `});`,
    ...whole === undefined ? [] : [
      `import { useWholeBundle } from ${href("protocol/import_later.ts")};`,
      // The bundle's own URL: no module of the tree's is this one.
      `useWholeBundle(new URL(${JSON.stringify(whole)}, import.meta.url).href);`
    ],
    ...Object.keys(workers).length === 0 ? [] : [
      `import { useBundledWorkers } from ${href("server/workers/worker_url.ts")};`,
      `useBundledWorkers(${JSON.stringify(workers)});`
    ],
    `export { run } from ${href("cli.ts")};`,
    ``
  ].join("\n"));
}
/**
 * Bundles every entry into `out/bundled/`, each file on its own. When one
 * fails (a file half saved), each is bundled alone, so the others still
 * get theirs; throws when none does.
 */ async function runBundler(root, out, entries) {
  const base = decodeURIComponent(root.pathname);
  const bundle = (some)=>run([
      "bundle",
      "--quiet",
      "--platform",
      "deno",
      "--config",
      `${base}deno.json`,
      "--outdir",
      `${out}/bundled`,
      ...some
    ], base);
  try {
    await bundle(entries);
    return;
  } catch (err) {
    let built = 0;
    for (const e of entries){
      built += await bundle([
        e
      ]).then(()=>1, ()=>0);
    }
    if (built === 0) throw err;
  }
}
/** Runs deno with `args` in `cwd`; returns its output, throws its last line. */ async function run(args, cwd) {
  const { success, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args,
    cwd,
    env: {
      NO_COLOR: "1"
    },
    stdin: "null",
    stdout: "piped",
    stderr: "piped"
  }).output();
  if (!success) {
    // Its "error: ..." line, not the backtrace after it.
    const lines = new TextDecoder().decode(stderr).split("\n");
    const said = lines.find((l)=>l.startsWith("error:")) ?? lines[0];
    throw new BuildError(`deno ${args[0]} failed: ${said.trim() || "no message"}`);
  }
  return new TextDecoder().decode(stdout);
}
/**
 * The bundle's text cut at esbuild's module markers (`// path` lines, the
 * path from the tree): [path, text] in order, path null for what is not
 * the tree's (npm packages, the entry). A module can have several parts.
 */ function parts(text, tree) {
  const out = [];
  let path = null;
  let lines = [];
  for (const line of text.split("\n")){
    const marker = line.startsWith("// ") ? line.slice(3) : null;
    if (marker !== null && (tree.has(marker) || marker.startsWith("../"))) {
      out.push([
        path,
        lines.join("\n")
      ]);
      path = tree.has(marker) ? marker : null;
      lines = [];
    }
    lines.push(line);
  }
  out.push([
    path,
    lines.join("\n")
  ]);
  return out;
}
/**
 * Writes the bundle `text` to `path`, each module's `import.meta.url` its
 * source file's. One name per command, kept from build to build: Deno's code cache holds one entry per file name, replaced when
 * the text changes, so a name per build would grow it by each build's
 * bundles. A command that read the manifest before finds a bundle made
 * from a tree at least as new.
 */ function install(path, root, text, tree) {
  const fixed = parts(text, tree).map(([module, part])=>module === null ? part : part.replace(/\bimport\.meta\.url\b/g, JSON.stringify(new URL(module, root).href))).join("\n");
  // This user's alone, whatever the umask: `fresh.ts` trusts nothing else.
  writePrivateFile(path, fixed);
}
function readManifest(path) {
  try {
    return JSON.parse(Deno.readTextFileSync(path));
  } catch  {
    return null;
  }
}
/** Removes the bundles not in `keep`, and what dead builds left. */ function removeOld(dir, keep) {
  for (const e of Deno.readDirSync(dir)){
    // A command's bundle, its detached or hand-over form's, an older build's
    // cli-HASH.js; not a build's graph-PID.js.
    const bundle = /^([a-z][a-z_-]*(\.detached|\.handover)?|cli-[0-9a-f]+)\.js$/.test(e.name);
    if (bundle && !keep.has(e.name)) {
      removeIfThere(`${dir}/${e.name}`);
    }
    const pid = e.name.match(/^out-(\d+)$/)?.[1];
    if (pid && pid !== String(Deno.pid) && !exists(`/proc/${pid}`)) {
      removeIfThere(`${dir}/${e.name}`, true);
    }
  }
}
/**
 * The size and modification time of each of `paths` (-1 and 0: missing).
 * A file changed in the last `RACY_MS` could change again within the same
 * mtime tick after the bundler read it (git's "racily clean" entries): the
 * snapshot waits until every file is older than that.
 */ async function snapshot(root, paths) {
  const base = decodeURIComponent(root.pathname);
  for(let tries = 0;; tries++){
    const out = new Map();
    let newest = 0;
    for (const path of paths){
      try {
        const info = Deno.statSync(base + path);
        const mtime = info.mtime?.getTime() ?? 0;
        out.set(path, [
          path,
          info.size,
          mtime
        ]);
        newest = Math.max(newest, mtime);
      } catch  {
        out.set(path, [
          path,
          -1,
          0
        ]);
      }
    }
    const wait = newest + RACY_MS - Date.now();
    if (wait <= 0 || tries >= 5) return out;
    await new Promise((r)=>setTimeout(r, wait));
  }
}
function removeIfThere(path, recursive = false) {
  try {
    Deno.removeSync(path, {
      recursive
    });
  } catch (err) {
    if (!(err instanceof Deno.errors.NotFound)) throw err;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9idW5kbGUvYnVpbGQudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggX19idW5kbGVgOiBidWlsZHMgdGhlIGJ1bmRsZXMgb2YgdGhlIGNvbW1hbmQgbGluZSwgb25lIEphdmFTY3JpcHRcbiAqIGZpbGUgcGVyIGNvbW1hbmQgaG9sZGluZyBgY2xpLnRzYCwgdGhhdCBjb21tYW5kIGFuZCBldmVyeSBtb2R1bGUgaXRcbiAqIGxvYWRzLCBieSBgZGVubyBidW5kbGVgIChlc2J1aWxkKS4gYGZyZXNoLnRzYCBzdGFydHMgaXQgaW4gdGhlXG4gKiBiYWNrZ3JvdW5kIHdoZW4gYSBjb21tYW5kJ3MgYnVuZGxlIGlzIG1pc3Npbmcgb3Igc3RhbGU7XG4gKiBgYmVydGggX19idW5kbGUgLS1jaGVjayBbQ09NTUFORCBbQVJHUy4uLl1dYCBzYXlzIHdoaWNoIGl0IGlzIChgbmV3IC1kYDpcbiAqIGl0cyBkZXRhY2hlZCBmb3JtJ3M7IGFuIGF0dGFjaCBmcm9tIGEgdGVybWluYWw6IGl0cyBoYW5kLW92ZXIgZm9ybSdzKS5cbiAqXG4gKiBUd28gdGhpbmdzIGJ1bmRsaW5nIGNoYW5nZXMgYXJlIHB1dCBiYWNrOlxuICpcbiAqIC0gTW9kdWxlcyBhIGNvbW1hbmQgaW1wb3J0cyBsYXRlciAoYHByb3RvY29sL2ltcG9ydF9sYXRlci50c2AsIHNwZWNpZmllcnNcbiAqICAgbWFkZSBhdCBydW4gdGltZSkgYXJlIGludmlzaWJsZSB0byB0aGUgYnVuZGxlcjogdGhlIHNvdXJjZXMgYXJlXG4gKiAgIHNlYXJjaGVkIGZvciB0aGVtLCBhbmQgZWFjaCBidW5kbGUncyBlbnRyeSBpbXBvcnRzIHRoZSBvbmVzIGl0c1xuICogICBjb21tYW5kIHJlYWNoZXMgd2l0aCBsaXRlcmFsIHNwZWNpZmllcnMgYW5kIHJlZ2lzdGVycyB0aGVtIHVuZGVyXG4gKiAgIHRoZWlyIHNvdXJjZSBVUkxzIChgdXNlQnVuZGxlZGApLlxuICogLSBJbiBvbmUgZmlsZSBldmVyeSBtb2R1bGUncyBgaW1wb3J0Lm1ldGEudXJsYCB3b3VsZCBiZSB0aGUgYnVuZGxlJ3M6XG4gKiAgIGVhY2ggbW9kdWxlJ3MgaXMgcmVwbGFjZWQgYnkgaXRzIHNvdXJjZSBmaWxlJ3MgVVJMLCBzbyB0aGF0IHBhdGhzIG1hZGVcbiAqICAgZnJvbSBpdCAoYG1haW4udHNgIGZvciB0aGUgZGFlbW9uLCB0aGUgd2ViIHBhZ2UncyBmaWxlcykgYXJlIHRoZVxuICogICB0cmVlJ3MuXG4gKlxuICogVGhlIG1hbmlmZXN0IHJlY29yZHMgZWFjaCBpbnB1dCdzIHNpemUgYW5kIG1vZGlmaWNhdGlvbiB0aW1lIGFzIHRoZXlcbiAqIHdlcmUgYmVmb3JlIHRoZSBidW5kbGVyIHJlYWQgdGhlbTogYSBmaWxlIGVkaXRlZCBkdXJpbmcgdGhlIGJ1aWxkIG1ha2VzXG4gKiBpdHMgYnVuZGxlcyBzdGFsZSwgbmV2ZXIgZnJlc2ggd2l0aCBvbGQgY29kZS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHtcbiAgQlVJTERfTE9DSyxcbiAgQlVORExFX0ZPUk1BVCxcbiAgYnVuZGxlRGlyLFxuICB0eXBlIEJ1bmRsZUlucHV0LFxuICB0eXBlIEJ1bmRsZU1hbmlmZXN0LFxuICBEQUVNT05fQ09NTUFORCxcbiAgZGV0YWNoZWROYW1lLFxuICBleGlzdHMsXG4gIGZpbGVVcmwsXG4gIGhhbmRvdmVyTmFtZSxcbn0gZnJvbSBcIi4vcGxhY2UudHNcIjtcbmltcG9ydCB7IHdyaXRlUHJpdmF0ZUZpbGUgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvcHJpdmF0ZV9maWxlLnRzXCI7XG5pbXBvcnQgeyBjaGVjaywgaGFuZHNPdmVyIH0gZnJvbSBcIi4vZnJlc2gudHNcIjtcbmltcG9ydCB7IENPTU1BTkRfRklMRVMgfSBmcm9tIFwiLi4vY29tbWFuZHMvaW5kZXgudHNcIjtcbmltcG9ydCB7IE5PVF9GUk9NX0tFWVMgfSBmcm9tIFwiLi4vY29tbWFuZHMvX2NvbW1hbmRfcnVubmVyLnRzXCI7XG5cbi8qKiBNb2R1bGVzIG5ldmVyIGluIGEgYnVuZGxlOiB0aGV5IHJ1biBmcm9tIHRoZSBzb3VyY2UgKGBtYWluLnRzYCkuICovXG5jb25zdCBTT1VSQ0VfT05MWSA9IC9eKGNsaWVudFxcL2J1bmRsZVxcL3xjbGllbnRcXC9jb21tYW5kc1xcL19icmlkZ2VcXC50cyQpLztcbi8qKiBUaGUgZGFlbW9uJ3MgbW9kdWxlczogaW4gaXRzIGJ1bmRsZSwgbmV2ZXIgaW4gYSBjb21tYW5kJ3MuICovXG5jb25zdCBTRVJWRVIgPSAvXnNlcnZlclxcLy87XG4vKipcbiAqIFRoZSBkYWVtb24ncyBidW5kbGU6IGBjbGkudHNgIHdpdGggd2hhdCBgX19kYWVtb25gIGltcG9ydHMgbGF0ZXIsIGFuZFxuICogdGhlIGJ1bmRsZXMgb2YgdGhlIHdvcmtlcnMgaXQgc3RhcnRzLCB3aGljaCBpdHMgZW50cnkgcmVnaXN0ZXJzXG4gKiAoYHNlcnZlci93b3JrZXJzL3dvcmtlcl91cmwudHNgKS4gUnVuIGZyb20gdGhlbSwgYSBkYWVtb24gd2l0aCBvbmVcbiAqIHNlc3Npb24gaG9sZHMgOSBNQiBsZXNzLCBlYWNoIGZ1cnRoZXIgc2Vzc2lvbiAxLjMgTUIgbGVzc1xuICogKGJlbmNoL1JFQURNRS5tZCwgXCJJc3N1ZSAxNSwgZWxldmVudGggcm91bmRcIikuIE9uZSBtYW5pZmVzdCBjb3ZlcnMgdGhlXG4gKiB0aHJlZTogaXRzIGlucHV0cyBhcmUgYWxsIHRoZWlycywgc28gYSBkYWVtb24gc3RhcnRzIGZyb20gaXRzIGJ1bmRsZVxuICogb25seSB3aXRoIHdvcmtlcnMgb2YgdGhlIHNhbWUgYnVpbGQuIFdvcmtlcnMgaXQgc3RhcnRzIGxhdGVyIGxvYWQgdGhlaXJcbiAqIGZpbGUgdGhlbiwgYXMgZnJvbSB0aGUgc291cmNlOiBhIGJ1aWxkIHNpbmNlIGdpdmVzIHRoZW0gaXRzIGNvZGUuXG4gKi9cbmNvbnN0IERBRU1PTiA9IHtcbiAgbmFtZTogREFFTU9OX0NPTU1BTkQsXG4gIGJhc2U6IFwiZGFlbW9uXCIsXG4gIHBhdGg6IFwic2VydmVyL2RhZW1vbi9kYWVtb24udHNcIixcbiAgd29ya2VyczogW1xuICAgIHsgcGF0aDogXCJzZXJ2ZXIvd29ya2Vycy9wYXJzZV93b3JrZXIudHNcIiwgYmFzZTogXCJwYXJzZS13b3JrZXJcIiB9LFxuICAgIHsgcGF0aDogXCJzZXJ2ZXIvd29ya2Vycy9nYXRoZXJfbWFpbi50c1wiLCBiYXNlOiBcImdhdGhlci13b3JrZXJcIiB9LFxuICBdLFxufTtcbi8qKlxuICogSW5wdXRzIG9mIGV2ZXJ5IGJ1bmRsZSBiZXNpZGUgaXRzIG1vZHVsZXM6IHRoZSBpbXBvcnQgbWFwIGFuZCBsb2NrLCBhbmRcbiAqIHRoZSBidWlsZGVyIGl0c2VsZiAoYSBmaXggdG8gaXQgbXVzdCBtYWtlIHRoZSBidW5kbGVzIHN0YWxlKS5cbiAqL1xuY29uc3QgQUxXQVlTX0lOUFVUUyA9IFtcbiAgXCJkZW5vLmpzb25cIixcbiAgXCJkZW5vLmxvY2tcIixcbiAgXCJjbGllbnQvYnVuZGxlL2J1aWxkLnRzXCIsXG4gIFwiY2xpZW50L2J1bmRsZS9mcmVzaC50c1wiLFxuICBcImNsaWVudC9idW5kbGUvcGxhY2UudHNcIixcbl07XG4vKiogU2VlIGBzbmFwc2hvdGAuICovXG5jb25zdCBSQUNZX01TID0gMjAwMDtcbi8qKiBgaW1wb3J0TGF0ZXIoXCIuL3gudHNcIiwgLi4uKWAgaW4gYSBtb2R1bGUncyBzb3VyY2UuICovXG5jb25zdCBMQVRFUiA9IC9cXGJpbXBvcnRMYXRlcig/OjxbXj5dKj4pP1xcKFxccypcIihcXC5cXC4/XFwvW15cIl0rXFwudHMpXCIvZztcbi8qKiBUaGUgY29tbWFuZCB0YWJsZTogaXRzIFwiaW1wb3J0cyBsYXRlclwiIGFyZSB0aGUgY29tbWFuZHMgdGhlbXNlbHZlcy4gKi9cbmNvbnN0IENPTU1BTkRfVEFCTEUgPSBcImNsaWVudC9jb21tYW5kcy9pbmRleC50c1wiO1xuLyoqXG4gKiBXaGF0IHJ1bnMgYSBjb21tYW5kIGZyb20gYSBrZXkgYmluZGluZyBvciB0aGUgYDpgIHByb21wdDogYSBidW5kbGUgdGhhdFxuICogaG9sZHMgaXQgaG9sZHMgZXZlcnkgY29tbWFuZCBhIGtleSBtYXkgcnVuLiBMb2FkZWQgZnJvbSB0aGUgc291cmNlXG4gKiBpbnN0ZWFkLCBhIGNvbW1hbmQgd291bGQgaGF2ZSBpdHMgb3duIGNvcGllcyBvZiB0aGUgbW9kdWxlcyB0aGUgYnVuZGxlXG4gKiBoYXMgKGEgYFVzZXJFcnJvcmAgdGhhdCBpcyBub3QgdGhlIHJ1bm5lcidzLCBpdHMgb3V0cHV0IG5vdCBnb2luZyB3aGVyZVxuICogYHdpdGhPdXRwdXRUb2Agc2F5cykuXG4gKi9cbmNvbnN0IFJVTk5FUiA9IFwiY2xpZW50L2NvbW1hbmRzL19jb21tYW5kX3J1bm5lci50c1wiO1xuLyoqXG4gKiBFYWNoIGNvbW1hbmQncyBuYW1lcywgaXRzIG1vZHVsZSBhcyBhIHBhdGggZnJvbSB0aGUgcm9vdCwgYW5kIGl0c1xuICogZW50cnkncyBmaWxlIG5hbWUgaGVyZSwgbGVzcyBgLmpzYC5cbiAqL1xuY29uc3QgQ09NTUFORFMgPSBDT01NQU5EX0ZJTEVTLm1hcCgoW25hbWVzLCBmaWxlXSkgPT4gKHtcbiAgbmFtZXMsXG4gIHBhdGg6IGBjbGllbnQvY29tbWFuZHMvJHtmaWxlLnNsaWNlKDIpfWAsXG4gIGJhc2U6IGZpbGUuc2xpY2UoMikucmVwbGFjZSgvXFwudHMkLywgXCJcIiksXG59KSk7XG4vKiogVGhlIGNvbW1hbmRzIGEga2V5IG1heSBydW4sIGFzIHBhdGhzIGZyb20gdGhlIHJvb3QuICovXG5jb25zdCBGUk9NX0tFWVMgPSBDT01NQU5EUy5maWx0ZXIoKHsgbmFtZXMgfSkgPT4gIU5PVF9GUk9NX0tFWVMuaGFzKG5hbWVzWzBdKSlcbiAgLm1hcCgoeyBwYXRoIH0pID0+IHBhdGgpO1xuLyoqXG4gKiBgbmV3IC1kYCBuZXZlciBhdHRhY2hlcywgYW5kIGl0cyBidW5kbGUgbGVhdmVzIG91dCB3aGF0IGBfYXR0YWNoLnRzYFxuICogaW1wb3J0cyBsYXRlcjogdGhlIGF0dGFjaCBjbGllbnQsIGFuZCB0aGUgY29tbWFuZCBydW5uZXIgd2l0aCBldmVyeVxuICogY29tbWFuZCBhIGtleSBtYXkgcnVuICg3MCBLQiBhbmQgMzcgaW5wdXRzIGluc3RlYWQgb2YgNDQwIEtCIGFuZCAxMzU7XG4gKiBiZW5jaC9SRUFETUUubWQsIFwiSXNzdWUgMTUsIHNldmVudGggcm91bmRcIikuIFRoZSBsYXVuY2hlciBydW5zIGl0IG9ubHlcbiAqIHdoZW4gYG5ld2AncyBvd24gcGFyc2UgcmVhZHMgYC1kYCAoYGNvbW1hbmRzL19uZXdfYXJncy50c2ApOyBpdHMgZW50cnlcbiAqIHJlZnVzZXMgdGhvc2UgbW9kdWxlcyByYXRoZXIgdGhhbiBsb2FkIHRoZW0gZnJvbSB0aGUgc291cmNlIGJlc2lkZSB0aGVcbiAqIGJ1bmRsZSdzIG93bi5cbiAqL1xuY29uc3QgREVUQUNIRUQgPSB7XG4gIGNvbW1hbmQ6IFwiY2xpZW50L2NvbW1hbmRzL25ldy50c1wiLFxuICBub3RMYXRlcjogXCJjbGllbnQvY29tbWFuZHMvX2F0dGFjaC50c1wiLFxufTtcblxuLyoqXG4gKiBBbiBhdHRhY2ggaGFuZHMgdGhlIHRlcm1pbmFsIHRvIHRoZSBkYWVtb24gKGBjbGllbnQvdHR5X2hhbmRvdmVyLnRzYCksXG4gKiB3aGljaCByZWFkcyB0aGUga2V5cywgZHJhd3MgdGhlIHNjcmVlbiBhbmQgcnVucyB0aGUgY29tbWFuZCBsaW5lcyBvZlxuICoga2V5IGJpbmRpbmdzOyB0aGUgcHJvY2VzcyBsZWZ0IG9ubHkgd2FpdHMuIFRoZSBjb21tYW5kcyB0aGF0IGF0dGFjaFxuICogaGF2ZSBhIGhhbmQtb3ZlciBmb3JtIG9mIHRoZWlyIGJ1bmRsZSB3aXRob3V0IHRoZSBhdHRhY2ggY2xpZW50IGFuZFxuICogd2l0aG91dCB0aGUgY29tbWFuZCBydW5uZXIgYW5kIHRoZSBjb21tYW5kcyBhIGtleSBtYXkgcnVuLCBub25lIG9mXG4gKiB3aGljaCB0aGF0IHByb2Nlc3MgcnVucyAoODYgS0IgYW5kIDQ0IGlucHV0cyBpbnN0ZWFkIG9mIDQ5NiBLQiBhbmQgMTQ5XG4gKiBmb3IgYGF0dGFjaGA7IGJlbmNoL1JFQURNRS5tZCwgXCJJc3N1ZSAxNSwgZm91cnRlZW50aCByb3VuZFwiKS4gVGhlXG4gKiBsYXVuY2hlciBydW5zIGl0IHdoZW4gdGhlIGF0dGFjaCB3aWxsIGhhbmQgb3ZlciAoYGZyZXNoLnRzYCk7IHNob3VsZFxuICogdGhlIGRhZW1vbiBub3QgZHJhdyB0aGUgdGVybWluYWwgYWZ0ZXIgYWxsLCB0aGUgZm9ybSBoYXMgYGF0dGFjaGAnc1xuICogd2hvbGUgYnVuZGxlIGF0dGFjaCBpbnN0ZWFkIChgX2F0dGFjaC50c2AsIGBhdHRhY2hGcm9tV2hvbGVgOyBgbmV3YCdzXG4gKiBhbmQgYHN0YXJ0YCdzIGxhY2sgdGhlIGBhdHRhY2hgIGNvbW1hbmQpLCBtYWRlIGJ5IHRoZSBzYW1lIGJ1aWxkLCB3aGljaFxuICogaXMgY2hlY2tlZCB0aGVuOiB0aGUgZm9ybSdzIG1hbmlmZXN0IGxpc3RzIGl0cyBvd24gaW5wdXRzIG9ubHksIHNvXG4gKiB0aGF0IHRoZSBsYXVuY2hlcidzIGNoZWNrIGNvc3RzIDQ0IGBzdGF0YHMsIG5vdCAxNDkuXG4gKi9cbmNvbnN0IEhBTkRPVkVSID0ge1xuICBjb21tYW5kczogW1xuICAgIFwiY2xpZW50L2NvbW1hbmRzL2F0dGFjaC50c1wiLFxuICAgIFwiY2xpZW50L2NvbW1hbmRzL25ldy50c1wiLFxuICAgIFwiY2xpZW50L2NvbW1hbmRzL3N0YXJ0LnRzXCIsXG4gIF0sXG4gIHdpdGhvdXQ6IFtcImNsaWVudC9hdHRhY2gvbW9kLnRzXCIsIFJVTk5FUl0sXG4gIC8qKiBUaGUgY29tbWFuZCB3aG9zZSB3aG9sZSBidW5kbGUgYXR0YWNoZXMgd2hlbiB0aGUgZm9ybSBjYW5ub3QuICovXG4gIGZhbGxiYWNrOiBcImNsaWVudC9jb21tYW5kcy9hdHRhY2gudHNcIixcbn07XG5cbmNsYXNzIEJ1aWxkRXJyb3IgZXh0ZW5kcyBFcnJvciB7fVxuXG4vKiogUnVucyBgYmVydGggX19idW5kbGUgWy0tY2hlY2sgW0NPTU1BTkRdXWA7IHJldHVybnMgdGhlIGV4aXQgY29kZS4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiBidWlsZEJ1bmRsZShhcmdzOiBzdHJpbmdbXSk6IFByb21pc2U8bnVtYmVyPiB7XG4gIGNvbnN0IHJvb3QgPSBuZXcgVVJMKFwiLi4vLi4vXCIsIGltcG9ydC5tZXRhLnVybCk7XG4gIGNvbnN0IGRpciA9IGJ1bmRsZURpcihyb290KTtcbiAgaWYgKGRpciA9PT0gbnVsbCkge1xuICAgIGNvbnNvbGUuZXJyb3IoXCJiZXJ0aDogbm8gY2FjaGUgZGlyZWN0b3J5IChzZXQgSE9NRSBvciBYREdfQ0FDSEVfSE9NRSlcIik7XG4gICAgcmV0dXJuIDE7XG4gIH1cbiAgaWYgKGFyZ3NbMF0gPT09IFwiLS1jaGVja1wiKSB7XG4gICAgLy8gRnJvbSBhIHRlcm1pbmFsLCBhbiBhdHRhY2hpbmcgY29tbWFuZCdzIGhhbmQtb3ZlciBmb3JtLCBhcyBpdCBydW5zLlxuICAgIGNvbnN0IHsgYnVuZGxlLCBzdGFsZSB9ID0gYXdhaXQgY2hlY2soXG4gICAgICByb290LFxuICAgICAgZGlyLFxuICAgICAgYXJnc1sxXSA/PyBcInN0YXJ0XCIsXG4gICAgICBhcmdzLnNsaWNlKDIpLFxuICAgICAgaGFuZHNPdmVyKHVuZGVmaW5lZCksXG4gICAgKTtcbiAgICBjb25zb2xlLmxvZyhzdGFsZSA9PT0gbnVsbCA/IGBmcmVzaDogJHtkaXJ9LyR7YnVuZGxlfWAgOiBgc3RhbGU6ICR7c3RhbGV9YCk7XG4gICAgcmV0dXJuIHN0YWxlID09PSBudWxsID8gMCA6IDE7XG4gIH1cbiAgdHJ5IHtcbiAgICBEZW5vLm1rZGlyU3luYyhkaXIsIHsgcmVjdXJzaXZlOiB0cnVlLCBtb2RlOiAwbzcwMCB9KTtcbiAgICBjb25zdCBjb3VudCA9IGF3YWl0IGJ1aWxkKHJvb3QsIGRpcik7XG4gICAgLy8gT25seSBhIGJ1aWxkIHRoYXQgd29ya2VkIGZyZWVzIHRoZSBsb2NrOiBhIGZhaWxlZCBvbmUncyBrZWVwcyB0aGVcbiAgICAvLyBuZXh0IGNvbW1hbmRzIGZyb20gdHJ5aW5nIGFnYWluIGF0IG9uY2UgKGBmcmVzaC50c2ApLlxuICAgIHJlbW92ZUlmVGhlcmUoYCR7ZGlyfS8ke0JVSUxEX0xPQ0t9YCk7XG4gICAgY29uc29sZS5sb2coYGJlcnRoOiAke2NvdW50fSBidW5kbGVzIGJ1aWx0IGluICR7ZGlyfWApO1xuICAgIHJldHVybiAwO1xuICB9IGNhdGNoIChlcnIpIHtcbiAgICBjb25zdCB3aHkgPSBlcnIgaW5zdGFuY2VvZiBCdWlsZEVycm9yID8gZXJyLm1lc3NhZ2UgOiBTdHJpbmcoZXJyKTtcbiAgICBjb25zb2xlLmVycm9yKGBiZXJ0aDogYnVuZGxlcyBub3QgYnVpbHQgKCR7d2h5fSk7IGJlcnRoIHJ1bnMgZnJvbSBzb3VyY2VgKTtcbiAgICByZXR1cm4gMTtcbiAgfVxufVxuXG4vKiogQnVpbGRzIGV2ZXJ5IGNvbW1hbmQncyBidW5kbGUgaW50byBgZGlyYDsgcmV0dXJucyBob3cgbWFueS4gKi9cbmFzeW5jIGZ1bmN0aW9uIGJ1aWxkKHJvb3Q6IFVSTCwgZGlyOiBzdHJpbmcpOiBQcm9taXNlPG51bWJlcj4ge1xuICBjb25zdCBncmFwaCA9IGF3YWl0IG1vZHVsZUdyYXBoKHJvb3QsIGRpcik7XG4gIC8vIEJlZm9yZSB0aGUgYnVuZGxlciByZWFkcyBhbnl0aGluZyAoc2VlIHRoZSBtb2R1bGUncyBjb21tZW50KS5cbiAgY29uc3QgdHJlZSA9IGF3YWl0IHNuYXBzaG90KHJvb3QsIFsuLi5ncmFwaC5rZXlzKCksIC4uLkFMV0FZU19JTlBVVFNdKTtcbiAgLy8gSXRzIG93bjogYSBidWlsZCBydW4gYnkgaGFuZCBtYXkgbWVldCBvbmUgc3RhcnRlZCBpbiB0aGUgYmFja2dyb3VuZC5cbiAgY29uc3Qgb3V0ID0gYCR7ZGlyfS9vdXQtJHtEZW5vLnBpZH1gO1xuICByZW1vdmVJZlRoZXJlKG91dCwgdHJ1ZSk7XG4gIERlbm8ubWtkaXJTeW5jKG91dCk7XG4gIHRyeSB7XG4gICAgY29uc3QgZW50cmllcyA9IENPTU1BTkRTLm1hcCgoeyBuYW1lcywgcGF0aCwgYmFzZSB9KSA9PiB7XG4gICAgICBjb25zdCB7IHJlYWNoZWQsIGxhdGVyIH0gPSBjbG9zdXJlKGdyYXBoLCBbXCJjbGkudHNcIiwgcGF0aF0sIGNvbW1hbmRMYXRlcik7XG4gICAgICB3cml0ZUVudHJ5KHJvb3QsIGAke291dH0vJHtiYXNlfS5qc2AsIFtwYXRoLCAuLi5sYXRlcl0pO1xuICAgICAgcmV0dXJuIHsgbmFtZXMsIHBhdGgsIGJhc2UsIHJlYWNoZWQgfTtcbiAgICB9KTtcbiAgICBjb25zdCBkZXRhY2hlZCA9IGRldGFjaGVkRW50cnkocm9vdCwgZ3JhcGgsIG91dCk7XG4gICAgY29uc3QgaGFuZG92ZXJzID0gaGFuZG92ZXJFbnRyaWVzKHJvb3QsIGdyYXBoLCBvdXQsIGVudHJpZXMpO1xuICAgIGNvbnN0IGRhZW1vbiA9IGRhZW1vbkVudHJpZXMocm9vdCwgZGlyLCBncmFwaCwgb3V0KTtcbiAgICBjb25zdCBhbGwgPSBbXG4gICAgICAuLi5lbnRyaWVzLFxuICAgICAgLi4uKGRldGFjaGVkID8gW2RldGFjaGVkXSA6IFtdKSxcbiAgICAgIC4uLmhhbmRvdmVycyxcbiAgICAgIC4uLmRhZW1vbi5hbGwsXG4gICAgXTtcbiAgICBhd2FpdCBydW5CdW5kbGVyKHJvb3QsIG91dCwgYWxsLm1hcCgoZSkgPT4gYCR7b3V0fS8ke2UuYmFzZX0uanNgKSk7XG4gICAgLy8gQnkgZmlsZSBuYW1lOiBhIGNvbW1hbmQncyBtYW5pZmVzdCB1bmRlciBlYWNoIG9mIGl0cyBuYW1lcy5cbiAgICBjb25zdCBtYWRlID0gbmV3IE1hcDxzdHJpbmcsIEJ1bmRsZU1hbmlmZXN0PigpO1xuICAgIGNvbnN0IG93biA9IGRldGFjaGVkICYmIGluc3RhbGxCdW5kbGUocm9vdCwgZGlyLCBvdXQsIHRyZWUsIGRldGFjaGVkKTtcbiAgICBjb25zdCBmb3JtcyA9IGZhbGxiYWNrTWFkZShvdXQsIGhhbmRvdmVycyk7XG4gICAgZm9yIChjb25zdCBlbnRyeSBvZiBlbnRyaWVzKSB7XG4gICAgICBjb25zdCBtYW5pZmVzdCA9IGluc3RhbGxCdW5kbGUocm9vdCwgZGlyLCBvdXQsIHRyZWUsIGVudHJ5KTtcbiAgICAgIGlmIChtYW5pZmVzdCA9PT0gbnVsbCkgY29udGludWU7XG4gICAgICBpZiAob3duICYmIGRldGFjaGVkLm9mID09PSBlbnRyeS5iYXNlKSB7XG4gICAgICAgIG1hbmlmZXN0LmRldGFjaGVkID0gYCR7ZGV0YWNoZWQuYmFzZX0uanNvbmA7XG4gICAgICAgIG1hZGUuc2V0KG1hbmlmZXN0LmRldGFjaGVkLCBvd24pO1xuICAgICAgfVxuICAgICAgY29uc3QgZm9ybSA9IGhhbmRvdmVycy5maW5kKChoKSA9PiBoLm9mID09PSBlbnRyeS5iYXNlKTtcbiAgICAgIGNvbnN0IGhhbmRvdmVyID0gZm9ybSAmJiBmb3JtcyAmJlxuICAgICAgICBpbnN0YWxsQnVuZGxlKHJvb3QsIGRpciwgb3V0LCB0cmVlLCBmb3JtKTtcbiAgICAgIGlmIChoYW5kb3Zlcikge1xuICAgICAgICBtYW5pZmVzdC5oYW5kb3ZlciA9IGAke2Zvcm0uYmFzZX0uanNvbmA7XG4gICAgICAgIG1hZGUuc2V0KG1hbmlmZXN0LmhhbmRvdmVyLCBoYW5kb3Zlcik7XG4gICAgICB9XG4gICAgICBmb3IgKGNvbnN0IG4gb2YgZW50cnkubmFtZXMpIG1hZGUuc2V0KGAke259Lmpzb25gLCBtYW5pZmVzdCk7XG4gICAgfVxuICAgIGNvbnN0IHNlcnZlciA9IGluc3RhbGxEYWVtb24ocm9vdCwgZGlyLCBvdXQsIHRyZWUsIGRhZW1vbik7XG4gICAgaWYgKHNlcnZlcikgbWFkZS5zZXQoYCR7REFFTU9OLm5hbWV9Lmpzb25gLCBzZXJ2ZXIpO1xuICAgIGlmIChtYWRlLnNpemUgPT09IDApIHRocm93IG5ldyBCdWlsZEVycm9yKFwibm8gY29tbWFuZCBjb3VsZCBiZSBidW5kbGVkXCIpO1xuICAgIHB1Ymxpc2goZGlyLCBtYWRlKTtcbiAgICBpZiAoc2VydmVyKSBhd2FpdCB3YXJtQ29kZUNhY2hlKHJvb3QsIG91dCwgYnVuZGxlRmlsZXMoc2VydmVyKSwgZGlyKTtcbiAgICByZXR1cm4gbmV3IFNldChbLi4ubWFkZS52YWx1ZXMoKV0ubWFwKChtKSA9PiBtLmJ1bmRsZSkpLnNpemU7XG4gIH0gZmluYWxseSB7XG4gICAgcmVtb3ZlSWZUaGVyZShvdXQsIHRydWUpO1xuICB9XG59XG5cbi8qKlxuICogVGhlIGVudHJ5IG9mIGBuZXcgLWRgJ3MgYnVuZGxlIChgREVUQUNIRURgKSwgd3JpdHRlbiB0byBgb3V0YDsgbnVsbCB3aGVuXG4gKiB0aGUgZ3JhcGggbGFja3MgYG5ld2AuIGBvZmA6IHRoZSBlbnRyeSBvZiB0aGUgY29tbWFuZCBpdCBpcyBhIGZvcm0gb2YuXG4gKi9cbmZ1bmN0aW9uIGRldGFjaGVkRW50cnkocm9vdDogVVJMLCBncmFwaDogR3JhcGgsIG91dDogc3RyaW5nKSB7XG4gIGNvbnN0IG9mID0gQ09NTUFORFMuZmluZCgoeyBwYXRoIH0pID0+IHBhdGggPT09IERFVEFDSEVELmNvbW1hbmQpO1xuICBpZiAoIW9mIHx8ICFncmFwaC5oYXMob2YucGF0aCkpIHJldHVybiBudWxsO1xuICBjb25zdCB7IHJlYWNoZWQsIGxhdGVyIH0gPSBjbG9zdXJlKGdyYXBoLCBbXCJjbGkudHNcIiwgb2YucGF0aF0sIGNvbW1hbmRMYXRlciwge1xuICAgIG5vdExhdGVyOiBERVRBQ0hFRC5ub3RMYXRlcixcbiAgfSk7XG4gIGNvbnN0IGJhc2UgPSBkZXRhY2hlZE5hbWUob2YubmFtZXNbMF0pO1xuICAvLyBPbmUgcmVhY2hlZCBhbm90aGVyIHdheSBpcyBpbiB0aGUgYnVuZGxlLCBhbmQgbG9hZHMgZnJvbSB0aGVyZS5cbiAgY29uc3QgcmVmdXNlZCA9IChncmFwaC5nZXQoREVUQUNIRUQubm90TGF0ZXIpPy5sYXRlciA/PyBbXSlcbiAgICAuZmlsdGVyKChtKSA9PiAhcmVhY2hlZC5pbmNsdWRlcyhtKSk7XG4gIHdyaXRlRW50cnkocm9vdCwgYCR7b3V0fS8ke2Jhc2V9LmpzYCwgW29mLnBhdGgsIC4uLmxhdGVyXSwgeyByZWZ1c2VkIH0pO1xuICByZXR1cm4geyBvZjogb2YuYmFzZSwgYmFzZSwgcmVhY2hlZCB9O1xufVxuXG4vKipcbiAqIFRoZSBlbnRyaWVzIG9mIHRoZSBoYW5kLW92ZXIgZm9ybXMgKGBIQU5ET1ZFUmApIG9mIGBlbnRyaWVzYCwgdGhlXG4gKiBjb21tYW5kcycgb3duLCB3cml0dGVuIHRvIGBvdXRgOyBub25lIHdpdGhvdXQgdGhlIGZhbGxiYWNrJ3MgZW50cnkuXG4gKiBgb2ZgOiB0aGUgZW50cnkgb2YgdGhlIGNvbW1hbmQgZWFjaCBpcyBhIGZvcm0gb2Y7IGBmYWxsYmFja2A6IHRoZVxuICogZmFsbGJhY2sncy5cbiAqL1xuZnVuY3Rpb24gaGFuZG92ZXJFbnRyaWVzKFxuICByb290OiBVUkwsXG4gIGdyYXBoOiBHcmFwaCxcbiAgb3V0OiBzdHJpbmcsXG4gIGVudHJpZXM6IHsgbmFtZXM6IHN0cmluZ1tdOyBwYXRoOiBzdHJpbmc7IGJhc2U6IHN0cmluZzsgcmVhY2hlZDogc3RyaW5nW10gfVtdLFxuKSB7XG4gIGNvbnN0IGZhbGxiYWNrID0gZW50cmllcy5maW5kKCh7IHBhdGggfSkgPT4gcGF0aCA9PT0gSEFORE9WRVIuZmFsbGJhY2spO1xuICBpZiAoIWZhbGxiYWNrKSByZXR1cm4gW107XG4gIGNvbnN0IHRha2VMYXRlcjogVGFrZUxhdGVyID0gKGZyb20sIHRvKSA9PlxuICAgIGNvbW1hbmRMYXRlcihmcm9tLCB0bykgJiYgIUhBTkRPVkVSLndpdGhvdXQuaW5jbHVkZXModG8pO1xuICByZXR1cm4gZW50cmllcy5maWx0ZXIoKHsgcGF0aCB9KSA9PiBIQU5ET1ZFUi5jb21tYW5kcy5pbmNsdWRlcyhwYXRoKSlcbiAgICAubWFwKCh7IG5hbWVzLCBwYXRoLCBiYXNlOiBvZiB9KSA9PiB7XG4gICAgICBjb25zdCB7IHJlYWNoZWQsIGxhdGVyIH0gPSBjbG9zdXJlKFxuICAgICAgICBncmFwaCxcbiAgICAgICAgW1wiY2xpLnRzXCIsIHBhdGhdLFxuICAgICAgICB0YWtlTGF0ZXIsXG4gICAgICApO1xuICAgICAgY29uc3QgYmFzZSA9IGhhbmRvdmVyTmFtZShuYW1lc1swXSk7XG4gICAgICB3cml0ZUVudHJ5KHJvb3QsIGAke291dH0vJHtiYXNlfS5qc2AsIFtwYXRoLCAuLi5sYXRlcl0sIHtcbiAgICAgICAgcmVmdXNlZDogSEFORE9WRVIud2l0aG91dCxcbiAgICAgICAgd2hvbGU6IGAuLyR7ZmFsbGJhY2suYmFzZX0uanNgLFxuICAgICAgfSk7XG4gICAgICByZXR1cm4geyBvZiwgYmFzZSwgcmVhY2hlZCwgZmFsbGJhY2s6IGZhbGxiYWNrLmJhc2UgfTtcbiAgICB9KTtcbn1cblxuLyoqIFdoZXRoZXIgdGhpcyBidWlsZCBtYWRlIHRoZSBoYW5kLW92ZXIgZm9ybXMnIGZhbGxiYWNrIGJ1bmRsZS4gKi9cbmZ1bmN0aW9uIGZhbGxiYWNrTWFkZShcbiAgb3V0OiBzdHJpbmcsXG4gIGhhbmRvdmVyczogUmV0dXJuVHlwZTx0eXBlb2YgaGFuZG92ZXJFbnRyaWVzPixcbik6IGJvb2xlYW4ge1xuICBjb25zdCBiYXNlID0gaGFuZG92ZXJzWzBdPy5mYWxsYmFjaztcbiAgcmV0dXJuIGJhc2UgIT09IHVuZGVmaW5lZCAmJiBleGlzdHMoYCR7b3V0fS9idW5kbGVkLyR7YmFzZX0uanNgKTtcbn1cblxuLyoqXG4gKiBUaGUgZW50cmllcyBvZiB0aGUgZGFlbW9uJ3MgYnVuZGxlIGFuZCBpdHMgd29ya2VycycgKGBEQUVNT05gKSwgd3JpdHRlblxuICogdG8gYG91dGA6IGBhbGxgIHRvIGJ1bmRsZSwgYW5kIHRoZSBkYWVtb24ncyB3aXRoIGl0cyB3b3JrZXJzIGFwYXJ0LlxuICovXG5mdW5jdGlvbiBkYWVtb25FbnRyaWVzKHJvb3Q6IFVSTCwgZGlyOiBzdHJpbmcsIGdyYXBoOiBHcmFwaCwgb3V0OiBzdHJpbmcpIHtcbiAgY29uc3QgZGFlbW9uID0gY2xvc3VyZShncmFwaCwgW1wiY2xpLnRzXCJdLCBkYWVtb25MYXRlcik7XG4gIGNvbnN0IHdvcmtlcnMgPSBEQUVNT04ud29ya2Vycy5tYXAoKHsgcGF0aCwgYmFzZSB9KSA9PiB7XG4gICAgRGVuby53cml0ZVRleHRGaWxlU3luYyhcbiAgICAgIGAke291dH0vJHtiYXNlfS5qc2AsXG4gICAgICBgaW1wb3J0ICR7SlNPTi5zdHJpbmdpZnkobmV3IFVSTChwYXRoLCByb290KS5ocmVmKX07XFxuYCxcbiAgICApO1xuICAgIHJldHVybiB7IHBhdGgsIGJhc2UsIHJlYWNoZWQ6IGNsb3N1cmUoZ3JhcGgsIFtwYXRoXSwgKCkgPT4gZmFsc2UpLnJlYWNoZWQgfTtcbiAgfSk7XG4gIGNvbnN0IHVybHMgPSBPYmplY3QuZnJvbUVudHJpZXMoXG4gICAgd29ya2Vycy5tYXAoKHsgcGF0aCwgYmFzZSB9KSA9PiBbXG4gICAgICBuZXcgVVJMKHBhdGgsIHJvb3QpLmhyZWYsXG4gICAgICBmaWxlVXJsKGAke2Rpcn0vJHtiYXNlfS5qc2ApLFxuICAgIF0pLFxuICApO1xuICB3cml0ZUVudHJ5KHJvb3QsIGAke291dH0vJHtEQUVNT04uYmFzZX0uanNgLCBkYWVtb24ubGF0ZXIsIHsgd29ya2VyczogdXJscyB9KTtcbiAgY29uc3QgZW50cnkgPSB7IGJhc2U6IERBRU1PTi5iYXNlLCByZWFjaGVkOiBkYWVtb24ucmVhY2hlZCB9O1xuICByZXR1cm4geyBlbnRyeSwgd29ya2VycywgYWxsOiBbZW50cnksIC4uLndvcmtlcnNdIH07XG59XG5cbi8qKlxuICogSW5zdGFsbHMgdGhlIGRhZW1vbidzIGJ1bmRsZSBhbmQgaXRzIHdvcmtlcnMnOyB0aGUgbWFuaWZlc3Qgb2YgdGhlXG4gKiB0aHJlZSwgb3IgbnVsbCB1bmxlc3MgYWxsIHRocmVlIHdlcmUgbWFkZS5cbiAqL1xuZnVuY3Rpb24gaW5zdGFsbERhZW1vbihcbiAgcm9vdDogVVJMLFxuICBkaXI6IHN0cmluZyxcbiAgb3V0OiBzdHJpbmcsXG4gIHRyZWU6IE1hcDxzdHJpbmcsIEJ1bmRsZUlucHV0PixcbiAgeyBlbnRyeSwgd29ya2VycyB9OiBSZXR1cm5UeXBlPHR5cGVvZiBkYWVtb25FbnRyaWVzPixcbik6IEJ1bmRsZU1hbmlmZXN0IHwgbnVsbCB7XG4gIGNvbnN0IGZpbGUgPSAoYmFzZTogc3RyaW5nKSA9PiBgJHtvdXR9L2J1bmRsZWQvJHtiYXNlfS5qc2A7XG4gIGlmICghW2VudHJ5LCAuLi53b3JrZXJzXS5ldmVyeSgoeyBiYXNlIH0pID0+IGV4aXN0cyhmaWxlKGJhc2UpKSkpIHtcbiAgICByZXR1cm4gbnVsbDtcbiAgfVxuICAvLyBUaGUgd29ya2VycyBmaXJzdDogYSBkYWVtb24gdGhhdCByZWFkcyB0aGUgbWFuaWZlc3QgZmluZHMgdGhlbSB0aGVyZS5cbiAgZm9yIChjb25zdCB7IGJhc2UgfSBvZiB3b3JrZXJzKSB7XG4gICAgaW5zdGFsbChgJHtkaXJ9LyR7YmFzZX0uanNgLCByb290LCBEZW5vLnJlYWRUZXh0RmlsZVN5bmMoZmlsZShiYXNlKSksIHRyZWUpO1xuICB9XG4gIGNvbnN0IHJlYWNoZWQgPSBuZXcgU2V0KFtlbnRyeSwgLi4ud29ya2Vyc10uZmxhdE1hcCgoZSkgPT4gZS5yZWFjaGVkKSk7XG4gIGNvbnN0IG1hbmlmZXN0ID0gaW5zdGFsbEJ1bmRsZShyb290LCBkaXIsIG91dCwgdHJlZSwge1xuICAgIGJhc2U6IGVudHJ5LmJhc2UsXG4gICAgcmVhY2hlZDogWy4uLnJlYWNoZWRdLFxuICB9KTtcbiAgaWYgKG1hbmlmZXN0KSBtYW5pZmVzdC53b3JrZXJzID0gd29ya2Vycy5tYXAoKHsgYmFzZSB9KSA9PiBgJHtiYXNlfS5qc2ApO1xuICByZXR1cm4gbWFuaWZlc3Q7XG59XG5cbi8qKlxuICogSW5zdGFsbHMgdGhlIGJ1bmRsZSB0aGUgYnVuZGxlciBtYWRlIG9mIGVudHJ5IGBiYXNlYCBpbnRvIGBkaXJgOyBpdHNcbiAqIG1hbmlmZXN0LCBvciBudWxsIHdoZW4gaXRzIGJ1bmRsZXIgcnVuIGZhaWxlZCAoYHJ1bkJ1bmRsZXJgKS5cbiAqL1xuZnVuY3Rpb24gaW5zdGFsbEJ1bmRsZShcbiAgcm9vdDogVVJMLFxuICBkaXI6IHN0cmluZyxcbiAgb3V0OiBzdHJpbmcsXG4gIHRyZWU6IE1hcDxzdHJpbmcsIEJ1bmRsZUlucHV0PixcbiAgeyBiYXNlLCByZWFjaGVkIH06IHsgYmFzZTogc3RyaW5nOyByZWFjaGVkOiBzdHJpbmdbXSB9LFxuKTogQnVuZGxlTWFuaWZlc3QgfCBudWxsIHtcbiAgY29uc3QgZmlsZSA9IGAke291dH0vYnVuZGxlZC8ke2Jhc2V9LmpzYDtcbiAgaWYgKCFleGlzdHMoZmlsZSkpIHJldHVybiBudWxsO1xuICBjb25zdCBidW5kbGUgPSBgJHtiYXNlfS5qc2A7XG4gIGluc3RhbGwoYCR7ZGlyfS8ke2J1bmRsZX1gLCByb290LCBEZW5vLnJlYWRUZXh0RmlsZVN5bmMoZmlsZSksIHRyZWUpO1xuICByZXR1cm4ge1xuICAgIGZvcm1hdDogQlVORExFX0ZPUk1BVCxcbiAgICBkZW5vOiBEZW5vLnZlcnNpb24uZGVubyxcbiAgICByb290OiByb290LmhyZWYsXG4gICAgYnVuZGxlLFxuICAgIGlucHV0czogWy4uLnJlYWNoZWQsIC4uLkFMV0FZU19JTlBVVFNdLnNvcnQoKS5tYXAoKHApID0+IHRyZWUuZ2V0KHApISksXG4gIH07XG59XG5cbi8qKlxuICogV3JpdGVzIHRoZSBtYW5pZmVzdHMsIGJ5IGZpbGUgbmFtZS4gVGhlIGZpbGVzIGFueSBtYW5pZmVzdCBuYW1lcywgYmVmb3JlXG4gKiBvciBhZnRlciwgc3RheSB1bnRpbCB0aGUgbmV4dCBidWlsZDogYSBjb21tYW5kIHRoYXQgcmVhZCBvbmUgYSBtb21lbnRcbiAqIGFnbyBzdGlsbCBmaW5kcyBpdHMgZmlsZSwgYW5kIGEgZGFlbW9uIHdob3NlIGJ1bmRsZSB0aGlzIGJ1aWxkIGNvdWxkIG5vdFxuICogbWFrZSBhZ2FpbiAoYSBmaWxlIGhhbGYgc2F2ZWQpIHN0aWxsIGZpbmRzIGl0cyB3b3JrZXJzJy5cbiAqL1xuZnVuY3Rpb24gcHVibGlzaChkaXI6IHN0cmluZywgbWFkZTogTWFwPHN0cmluZywgQnVuZGxlTWFuaWZlc3Q+KTogdm9pZCB7XG4gIGNvbnN0IGtlZXAgPSBuZXcgU2V0KFsuLi5tYWRlLnZhbHVlcygpXS5mbGF0TWFwKGJ1bmRsZUZpbGVzKSk7XG4gIGZvciAoY29uc3QgZSBvZiBEZW5vLnJlYWREaXJTeW5jKGRpcikpIHtcbiAgICBjb25zdCBvbGQgPSBlLm5hbWUuZW5kc1dpdGgoXCIuanNvblwiKVxuICAgICAgPyByZWFkTWFuaWZlc3QoYCR7ZGlyfS8ke2UubmFtZX1gKVxuICAgICAgOiBudWxsO1xuICAgIGlmIChvbGQpIHsgZm9yIChjb25zdCBmIG9mIGJ1bmRsZUZpbGVzKG9sZCkpIGtlZXAuYWRkKGYpOyB9XG4gIH1cbiAgZm9yIChjb25zdCBbZmlsZSwgbWFuaWZlc3RdIG9mIG1hZGUpIHtcbiAgICB3cml0ZVByaXZhdGVGaWxlKGAke2Rpcn0vJHtmaWxlfWAsIEpTT04uc3RyaW5naWZ5KG1hbmlmZXN0KSArIFwiXFxuXCIpO1xuICB9XG4gIHJlbW92ZU9sZChkaXIsIGtlZXApO1xufVxuXG4vKiogVGhlIGZpbGVzIGEgbWFuaWZlc3QgbmFtZXM6IGl0cyBidW5kbGUsIGFuZCB0aGUgZGFlbW9uJ3MgaXRzIHdvcmtlcnMnLiAqL1xuZnVuY3Rpb24gYnVuZGxlRmlsZXMobTogQnVuZGxlTWFuaWZlc3QpOiBzdHJpbmdbXSB7XG4gIHJldHVybiBbbS5idW5kbGUsIC4uLihtLndvcmtlcnMgPz8gW10pXTtcbn1cblxuLyoqXG4gKiBMb2FkcyB0aGUgZGFlbW9uJ3MgYnVuZGxlcyBvbmNlLCBpbiBhIHByb2Nlc3Mgb2YgdGhlaXIgb3duLCBzbyB0aGF0XG4gKiBEZW5vJ3MgY29kZSBjYWNoZSBoYXMgdGhlbSBiZWZvcmUgYSBkYWVtb24gZG9lczogYSBkYWVtb24gdGhhdCBpcyB0aGVcbiAqIGZpcnN0IHRvIGxvYWQgYSBidW5kbGUgY29tcGlsZXMgYWxsIG9mIGl0LCBhbmQga2VlcHMgdGhhdCwgZm9yIGl0cyB3aG9sZVxuICogbGlmZSAoYSBkYWVtb24gd2l0aCBvbmUgc2Vzc2lvbiwgZnJvbSBhIGJ1bmRsZSBubyBwcm9jZXNzIGhhZCBsb2FkZWQ6XG4gKiAxMjQgTUI7IHRoZSBuZXh0IG9uZXMsIGFuZCB0aGUgZmlyc3QgYWZ0ZXIgdGhpczogOTgtMTAwKS4gSW1wb3J0aW5nXG4gKiB0aGVtIHN0YXJ0cyBub3RoaW5nIChgdGVzdHMvaW1wb3J0c190ZXN0LnRzYDogbm8gbW9kdWxlIGFjdHMgd2hlblxuICogaW1wb3J0ZWQ7IHRoZSB3b3JrZXJzJyBhY3Qgb25seSBpbiBhIHdvcmtlcikuIEEgZmFpbHVyZSBjb3N0cyBvbmx5IHRoYXRcbiAqIG1lbW9yeS5cbiAqL1xuYXN5bmMgZnVuY3Rpb24gd2FybUNvZGVDYWNoZShcbiAgcm9vdDogVVJMLFxuICBvdXQ6IHN0cmluZyxcbiAgZmlsZXM6IHN0cmluZ1tdLFxuICBkaXI6IHN0cmluZyxcbik6IFByb21pc2U8dm9pZD4ge1xuICBjb25zdCBzY3JpcHQgPSBgJHtvdXR9L3dhcm0uanNgO1xuICBEZW5vLndyaXRlVGV4dEZpbGVTeW5jKFxuICAgIHNjcmlwdCxcbiAgICBbXG4gICAgICAuLi5maWxlcy5tYXAoKGYpID0+XG4gICAgICAgIGBhd2FpdCBpbXBvcnQoJHtKU09OLnN0cmluZ2lmeShmaWxlVXJsKGAke2Rpcn0vJHtmfWApKX0pO2BcbiAgICAgICksXG4gICAgICBcIkRlbm8uZXhpdCgwKTtcIixcbiAgICAgIFwiXCIsXG4gICAgXS5qb2luKFwiXFxuXCIpLFxuICApO1xuICBjb25zdCBiYXNlID0gZGVjb2RlVVJJQ29tcG9uZW50KHJvb3QucGF0aG5hbWUpO1xuICBhd2FpdCBydW4oXG4gICAgW1wicnVuXCIsIFwiLUFcIiwgXCItLXF1aWV0XCIsIFwiLS1jb25maWdcIiwgYCR7YmFzZX1kZW5vLmpzb25gLCBzY3JpcHRdLFxuICAgIGJhc2UsXG4gICkuY2F0Y2goKCkgPT4ge30pO1xufVxuXG4vKiogV2hhdCBlYWNoIG1vZHVsZSBvZiB0aGUgdHJlZSBsb2Fkczogc3RhdGljIGFuZCBsaXRlcmFsIGltcG9ydHMsIGFuZCBsYXRlciBvbmVzLiAqL1xudHlwZSBHcmFwaCA9IE1hcDxzdHJpbmcsIHsgZGVwczogc3RyaW5nW107IGxhdGVyOiBzdHJpbmdbXSB9PjtcblxuLyoqXG4gKiBUaGUgZ3JhcGggb2Ygd2hhdCBgY2xpLnRzYCwgdGhlIGNvbW1hbmRzIGFuZCB0aGUgZGFlbW9uIHJlYWNoLCBmcm9tXG4gKiBgZGVubyBpbmZvYCAodGhlXG4gKiB3YWxrIERlbm8gaXRzZWxmIG1ha2VzKSBhbmQgYSBzZWFyY2ggb2YgZWFjaCBzb3VyY2UgZm9yIGBpbXBvcnRMYXRlcmAsXG4gKiB3YWxrZWQgYWdhaW4gZnJvbSB0aGUgbW9kdWxlcyBpbXBvcnRlZCBsYXRlciB1bnRpbCBub25lIGlzIG5ldy5cbiAqL1xuYXN5bmMgZnVuY3Rpb24gbW9kdWxlR3JhcGgocm9vdDogVVJMLCBkaXI6IHN0cmluZyk6IFByb21pc2U8R3JhcGg+IHtcbiAgY29uc3QgYmFzZSA9IGRlY29kZVVSSUNvbXBvbmVudChyb290LnBhdGhuYW1lKTtcbiAgY29uc3QgZ3JhcGg6IEdyYXBoID0gbmV3IE1hcCgpO1xuICBsZXQgcm9vdHMgPSBbXG4gICAgXCJjbGkudHNcIixcbiAgICAuLi5DT01NQU5EUy5tYXAoKHsgcGF0aCB9KSA9PiBwYXRoKSxcbiAgICBEQUVNT04ucGF0aCxcbiAgICAuLi5EQUVNT04ud29ya2Vycy5tYXAoKHsgcGF0aCB9KSA9PiBwYXRoKSxcbiAgXTtcbiAgY29uc3QgbG9jYWwgPSAoaHJlZjogc3RyaW5nKSA9PlxuICAgIGhyZWYuc3RhcnRzV2l0aChyb290LmhyZWYpID8gaHJlZi5zbGljZShyb290LmhyZWYubGVuZ3RoKSA6IG51bGw7XG4gIHdoaWxlIChyb290cy5sZW5ndGggPiAwKSB7XG4gICAgY29uc3QgZW50cnkgPSBgJHtkaXJ9L2dyYXBoLSR7RGVuby5waWR9LmpzYDtcbiAgICBEZW5vLndyaXRlVGV4dEZpbGVTeW5jKFxuICAgICAgZW50cnksXG4gICAgICByb290cy5tYXAoKHApID0+IGBpbXBvcnQgJHtKU09OLnN0cmluZ2lmeShuZXcgVVJMKHAsIHJvb3QpLmhyZWYpfTtcXG5gKVxuICAgICAgICAuam9pbihcIlwiKSxcbiAgICApO1xuICAgIGNvbnN0IGluZm8gPSBhd2FpdCBydW4oXG4gICAgICBbXCJpbmZvXCIsIFwiLS1qc29uXCIsIFwiLS1jb25maWdcIiwgYCR7YmFzZX1kZW5vLmpzb25gLCBlbnRyeV0sXG4gICAgICBiYXNlLFxuICAgICkuZmluYWxseSgoKSA9PiByZW1vdmVJZlRoZXJlKGVudHJ5KSk7XG4gICAgLy8gVGhlIGVudHJ5IGl0c2VsZiBpcyBubyBzb3VyY2UsIGV2ZW4gaW4gYSBjYWNoZSBmb2xkZXIgaW5zaWRlIHRoZSB0cmVlLlxuICAgIGNvbnN0IGVudHJ5SHJlZiA9IG5ldyBVUkwoZW50cnksIFwiZmlsZTovLy9cIikuaHJlZjtcbiAgICBmb3IgKGNvbnN0IG0gb2YgSlNPTi5wYXJzZShpbmZvKS5tb2R1bGVzID8/IFtdKSB7XG4gICAgICBpZiAobS5zcGVjaWZpZXIgPT09IGVudHJ5SHJlZikgY29udGludWU7XG4gICAgICBjb25zdCBwYXRoID0gbG9jYWwobS5zcGVjaWZpZXIgPz8gXCJcIik7XG4gICAgICBpZiAocGF0aCA9PT0gbnVsbCB8fCBncmFwaC5oYXMocGF0aCkgfHwgU09VUkNFX09OTFkudGVzdChwYXRoKSkgY29udGludWU7XG4gICAgICBjb25zdCBkZXBzOiBzdHJpbmdbXSA9IFtdO1xuICAgICAgZm9yIChjb25zdCBkIG9mIG0uZGVwZW5kZW5jaWVzID8/IFtdKSB7XG4gICAgICAgIGNvbnN0IHAgPSBsb2NhbChkLmNvZGU/LnNwZWNpZmllciA/PyBcIlwiKTtcbiAgICAgICAgaWYgKHAgIT09IG51bGwgJiYgIVNPVVJDRV9PTkxZLnRlc3QocCkpIGRlcHMucHVzaChwKTtcbiAgICAgIH1cbiAgICAgIGdyYXBoLnNldChwYXRoLCB7IGRlcHMsIGxhdGVyOiBsYXRlck9mKHJvb3QsIHBhdGgpIH0pO1xuICAgIH1cbiAgICByb290cyA9IFsuLi5uZXcgU2V0KFsuLi5ncmFwaC52YWx1ZXMoKV0uZmxhdE1hcCgobikgPT4gbi5sYXRlcikpXVxuICAgICAgLmZpbHRlcigocCkgPT4gIWdyYXBoLmhhcyhwKSk7XG4gIH1cbiAgcmV0dXJuIGdyYXBoO1xufVxuXG4vKiogVGhlIG1vZHVsZXMgYHBhdGhgIGltcG9ydHMgbGF0ZXIsIGFzIHBhdGhzIGZyb20gdGhlIHJvb3QuICovXG5mdW5jdGlvbiBsYXRlck9mKHJvb3Q6IFVSTCwgcGF0aDogc3RyaW5nKTogc3RyaW5nW10ge1xuICBpZiAocGF0aCA9PT0gQ09NTUFORF9UQUJMRSkgcmV0dXJuIFtdO1xuICBjb25zdCBzb3VyY2UgPSBEZW5vLnJlYWRUZXh0RmlsZVN5bmMobmV3IFVSTChwYXRoLCByb290KSk7XG4gIGNvbnN0IG91dDogc3RyaW5nW10gPSBbXTtcbiAgZm9yIChjb25zdCBtIG9mIHNvdXJjZS5tYXRjaEFsbChMQVRFUikpIHtcbiAgICBjb25zdCB0YXJnZXQgPSBuZXcgVVJMKG1bMV0sIG5ldyBVUkwocGF0aCwgcm9vdCkpLmhyZWYuc2xpY2UoXG4gICAgICByb290LmhyZWYubGVuZ3RoLFxuICAgICk7XG4gICAgaWYgKCFTT1VSQ0VfT05MWS50ZXN0KHRhcmdldCkpIG91dC5wdXNoKHRhcmdldCk7XG4gIH1cbiAgcmV0dXJuIG91dDtcbn1cblxuLyoqIFdoaWNoIG1vZHVsZXMgYSBidW5kbGUncyBtb2R1bGVzIGltcG9ydCBsYXRlciBpdCBob2xkcy4gKi9cbnR5cGUgVGFrZUxhdGVyID0gKGZyb206IHN0cmluZywgdG86IHN0cmluZykgPT4gYm9vbGVhbjtcbi8qKiBBIGNvbW1hbmQnczogYWxsIGJ1dCB0aGUgZGFlbW9uJ3MuICovXG5jb25zdCBjb21tYW5kTGF0ZXI6IFRha2VMYXRlciA9IChfLCB0bykgPT4gIVNFUlZFUi50ZXN0KHRvKTtcbi8qKiBUaGUgZGFlbW9uJ3M6IG9mIGBjbGkudHNgJ3MsIHRoZSBkYWVtb24gYWxvbmUgKG5vdCBgX191cGdyYWRlLWNoZWNrYCkuICovXG5jb25zdCBkYWVtb25MYXRlcjogVGFrZUxhdGVyID0gKGZyb20sIHRvKSA9PlxuICBmcm9tICE9PSBcImNsaS50c1wiIHx8IHRvID09PSBEQUVNT04ucGF0aDtcblxuLyoqXG4gKiBXaGF0IGByb290c2AgcmVhY2ggKHRoZSBidW5kbGUncyBpbnB1dHMpLCBhbmQgd2hpY2ggb2YgdGhvc2UgYXJlXG4gKiBpbXBvcnRlZCBsYXRlciAodGhlIGVudHJ5IHJlZ2lzdGVycyB0aGVtKTogdGhvc2UgYHRha2VMYXRlcmAgdGFrZXMuXG4gKiBXaGF0IG1vZHVsZSBgbm90TGF0ZXJgIGltcG9ydHMgbGF0ZXIgaXMgbGVmdCBvdXQsIHdpdGggd2hhdCBvbmx5IGl0XG4gKiByZWFjaGVzLlxuICovXG5mdW5jdGlvbiBjbG9zdXJlKFxuICBncmFwaDogR3JhcGgsXG4gIHJvb3RzOiBzdHJpbmdbXSxcbiAgdGFrZUxhdGVyOiBUYWtlTGF0ZXIsXG4gIHsgbm90TGF0ZXIgfTogeyBub3RMYXRlcj86IHN0cmluZyB9ID0ge30sXG4pOiB7IHJlYWNoZWQ6IHN0cmluZ1tdOyBsYXRlcjogc3RyaW5nW10gfSB7XG4gIGNvbnN0IHNlZW4gPSBuZXcgU2V0PHN0cmluZz4oKTtcbiAgY29uc3QgbGF0ZXIgPSBuZXcgU2V0PHN0cmluZz4oKTtcbiAgY29uc3QgcXVldWUgPSBbLi4ucm9vdHNdO1xuICB3aGlsZSAocXVldWUubGVuZ3RoID4gMCkge1xuICAgIGNvbnN0IG0gPSBxdWV1ZS5wb3AoKSE7XG4gICAgaWYgKHNlZW4uaGFzKG0pKSBjb250aW51ZTtcbiAgICBzZWVuLmFkZChtKTtcbiAgICBjb25zdCBub2RlID0gZ3JhcGguZ2V0KG0pO1xuICAgIGlmICghbm9kZSkgY29udGludWU7XG4gICAgcXVldWUucHVzaCguLi5ub2RlLmRlcHMpO1xuICAgIGlmIChtID09PSBub3RMYXRlcikgY29udGludWU7XG4gICAgZm9yIChjb25zdCBsIG9mIG0gPT09IFJVTk5FUiA/IFsuLi5ub2RlLmxhdGVyLCAuLi5GUk9NX0tFWVNdIDogbm9kZS5sYXRlcikge1xuICAgICAgaWYgKCF0YWtlTGF0ZXIobSwgbCkpIGNvbnRpbnVlO1xuICAgICAgbGF0ZXIuYWRkKGwpO1xuICAgICAgcXVldWUucHVzaChsKTtcbiAgICB9XG4gIH1cbiAgcmV0dXJuIHsgcmVhY2hlZDogWy4uLnNlZW5dLnNvcnQoKSwgbGF0ZXI6IFsuLi5sYXRlcl0uc29ydCgpIH07XG59XG5cbi8qKlxuICogQW4gZW50cnk6IHRoZSBjb21tYW5kIGxpbmUsIHdpdGggYG1vZHVsZXNgIHJlZ2lzdGVyZWQgZm9yIGBpbXBvcnRMYXRlcmAsXG4gKiBhbmQgYHJlZnVzZWRgIHJlZ2lzdGVyZWQgYXMgYW4gZXJyb3I6IGxvYWRlZCBmcm9tIHRoZSBzb3VyY2UsIHRoZXkgd291bGRcbiAqIGJyaW5nIHRoZWlyIG93biBjb3BpZXMgb2YgdGhlIGJ1bmRsZSdzIG1vZHVsZXMuIGB3b3JrZXJzYDogdGhlIGJ1bmRsZXNcbiAqIG9mIHRoZSBkYWVtb24ncyB3b3JrZXJzLCBieSB0aGVpciBtb2R1bGVzJyBzb3VyY2UgVVJMcy4gYHdob2xlYDogZm9yIGFcbiAqIGZvcm0gdGhhdCBsZWF2ZXMgcGFydCBvZiBpdHMgY29tbWFuZCBvdXQsIGEgd2hvbGUgYnVuZGxlIHRoYXQgY2FuIGRvIHRoZVxuICogcmVzdCwgYXMgYSBwYXRoIGZyb20gdGhpcyBvbmUuXG4gKi9cbmZ1bmN0aW9uIHdyaXRlRW50cnkoXG4gIHJvb3Q6IFVSTCxcbiAgZW50cnk6IHN0cmluZyxcbiAgbW9kdWxlczogc3RyaW5nW10sXG4gIHsgcmVmdXNlZCA9IFtdLCB3b3JrZXJzID0ge30sIHdob2xlIH06IHtcbiAgICByZWZ1c2VkPzogc3RyaW5nW107XG4gICAgd29ya2Vycz86IFJlY29yZDxzdHJpbmcsIHN0cmluZz47XG4gICAgd2hvbGU/OiBzdHJpbmc7XG4gIH0gPSB7fSxcbik6IHZvaWQge1xuICBjb25zdCBocmVmID0gKHA6IHN0cmluZykgPT4gSlNPTi5zdHJpbmdpZnkobmV3IFVSTChwLCByb290KS5ocmVmKTtcbiAgY29uc3QgcmVmdXNhbCA9IEpTT04uc3RyaW5naWZ5KFxuICAgIFwiVGhpcyBidW5kbGUgb2YgYmVydGggbGVhdmVzIHRoYXQgbW9kdWxlIG91dCAoYSBidWcgaW4gdGhlIGxhdW5jaGVyJ3MgY2hvaWNlKTsgQkVSVEhfQlVORExFPTAgcnVucyBiZXJ0aCBmcm9tIHRoZSBzb3VyY2VcIixcbiAgKTtcbiAgRGVuby53cml0ZVRleHRGaWxlU3luYyhcbiAgICBlbnRyeSxcbiAgICBbXG4gICAgICBgaW1wb3J0IHsgdXNlQnVuZGxlZCB9IGZyb20gJHtocmVmKFwicHJvdG9jb2wvaW1wb3J0X2xhdGVyLnRzXCIpfTtgLFxuICAgICAgYHVzZUJ1bmRsZWQoe2AsXG4gICAgICAuLi5tb2R1bGVzLm1hcCgobSkgPT4gYCAgJHtocmVmKG0pfTogKCkgPT4gaW1wb3J0KCR7aHJlZihtKX0pLGApLFxuICAgICAgLi4ucmVmdXNlZC5tYXAoKG0pID0+XG4gICAgICAgIGAgICR7aHJlZihtKX06ICgpID0+IFByb21pc2UucmVqZWN0KG5ldyBFcnJvcigke3JlZnVzYWx9KSksYFxuICAgICAgKSxcbiAgICAgIGB9KTtgLFxuICAgICAgLi4uKHdob2xlID09PSB1bmRlZmluZWQgPyBbXSA6IFtcbiAgICAgICAgYGltcG9ydCB7IHVzZVdob2xlQnVuZGxlIH0gZnJvbSAke2hyZWYoXCJwcm90b2NvbC9pbXBvcnRfbGF0ZXIudHNcIil9O2AsXG4gICAgICAgIC8vIFRoZSBidW5kbGUncyBvd24gVVJMOiBubyBtb2R1bGUgb2YgdGhlIHRyZWUncyBpcyB0aGlzIG9uZS5cbiAgICAgICAgYHVzZVdob2xlQnVuZGxlKG5ldyBVUkwoJHtcbiAgICAgICAgICBKU09OLnN0cmluZ2lmeSh3aG9sZSlcbiAgICAgICAgfSwgaW1wb3J0Lm1ldGEudXJsKS5ocmVmKTtgLFxuICAgICAgXSksXG4gICAgICAuLi4oT2JqZWN0LmtleXMod29ya2VycykubGVuZ3RoID09PSAwID8gW10gOiBbXG4gICAgICAgIGBpbXBvcnQgeyB1c2VCdW5kbGVkV29ya2VycyB9IGZyb20gJHtcbiAgICAgICAgICBocmVmKFwic2VydmVyL3dvcmtlcnMvd29ya2VyX3VybC50c1wiKVxuICAgICAgICB9O2AsXG4gICAgICAgIGB1c2VCdW5kbGVkV29ya2Vycygke0pTT04uc3RyaW5naWZ5KHdvcmtlcnMpfSk7YCxcbiAgICAgIF0pLFxuICAgICAgYGV4cG9ydCB7IHJ1biB9IGZyb20gJHtocmVmKFwiY2xpLnRzXCIpfTtgLFxuICAgICAgYGAsXG4gICAgXS5qb2luKFwiXFxuXCIpLFxuICApO1xufVxuXG4vKipcbiAqIEJ1bmRsZXMgZXZlcnkgZW50cnkgaW50byBgb3V0L2J1bmRsZWQvYCwgZWFjaCBmaWxlIG9uIGl0cyBvd24uIFdoZW4gb25lXG4gKiBmYWlscyAoYSBmaWxlIGhhbGYgc2F2ZWQpLCBlYWNoIGlzIGJ1bmRsZWQgYWxvbmUsIHNvIHRoZSBvdGhlcnMgc3RpbGxcbiAqIGdldCB0aGVpcnM7IHRocm93cyB3aGVuIG5vbmUgZG9lcy5cbiAqL1xuYXN5bmMgZnVuY3Rpb24gcnVuQnVuZGxlcihcbiAgcm9vdDogVVJMLFxuICBvdXQ6IHN0cmluZyxcbiAgZW50cmllczogc3RyaW5nW10sXG4pOiBQcm9taXNlPHZvaWQ+IHtcbiAgY29uc3QgYmFzZSA9IGRlY29kZVVSSUNvbXBvbmVudChyb290LnBhdGhuYW1lKTtcbiAgY29uc3QgYnVuZGxlID0gKHNvbWU6IHN0cmluZ1tdKSA9PlxuICAgIHJ1bihbXG4gICAgICBcImJ1bmRsZVwiLFxuICAgICAgXCItLXF1aWV0XCIsXG4gICAgICBcIi0tcGxhdGZvcm1cIixcbiAgICAgIFwiZGVub1wiLFxuICAgICAgXCItLWNvbmZpZ1wiLFxuICAgICAgYCR7YmFzZX1kZW5vLmpzb25gLFxuICAgICAgXCItLW91dGRpclwiLFxuICAgICAgYCR7b3V0fS9idW5kbGVkYCxcbiAgICAgIC4uLnNvbWUsXG4gICAgXSwgYmFzZSk7XG4gIHRyeSB7XG4gICAgYXdhaXQgYnVuZGxlKGVudHJpZXMpO1xuICAgIHJldHVybjtcbiAgfSBjYXRjaCAoZXJyKSB7XG4gICAgbGV0IGJ1aWx0ID0gMDtcbiAgICBmb3IgKGNvbnN0IGUgb2YgZW50cmllcykge1xuICAgICAgYnVpbHQgKz0gYXdhaXQgYnVuZGxlKFtlXSkudGhlbigoKSA9PiAxLCAoKSA9PiAwKTtcbiAgICB9XG4gICAgaWYgKGJ1aWx0ID09PSAwKSB0aHJvdyBlcnI7XG4gIH1cbn1cblxuLyoqIFJ1bnMgZGVubyB3aXRoIGBhcmdzYCBpbiBgY3dkYDsgcmV0dXJucyBpdHMgb3V0cHV0LCB0aHJvd3MgaXRzIGxhc3QgbGluZS4gKi9cbmFzeW5jIGZ1bmN0aW9uIHJ1bihhcmdzOiBzdHJpbmdbXSwgY3dkOiBzdHJpbmcpOiBQcm9taXNlPHN0cmluZz4ge1xuICBjb25zdCB7IHN1Y2Nlc3MsIHN0ZG91dCwgc3RkZXJyIH0gPSBhd2FpdCBuZXcgRGVuby5Db21tYW5kKERlbm8uZXhlY1BhdGgoKSwge1xuICAgIGFyZ3MsXG4gICAgY3dkLFxuICAgIGVudjogeyBOT19DT0xPUjogXCIxXCIgfSwgLy8gSXRzIGVycm9yIGxpbmUgcGxhaW4uXG4gICAgc3RkaW46IFwibnVsbFwiLFxuICAgIHN0ZG91dDogXCJwaXBlZFwiLFxuICAgIHN0ZGVycjogXCJwaXBlZFwiLFxuICB9KS5vdXRwdXQoKTtcbiAgaWYgKCFzdWNjZXNzKSB7XG4gICAgLy8gSXRzIFwiZXJyb3I6IC4uLlwiIGxpbmUsIG5vdCB0aGUgYmFja3RyYWNlIGFmdGVyIGl0LlxuICAgIGNvbnN0IGxpbmVzID0gbmV3IFRleHREZWNvZGVyKCkuZGVjb2RlKHN0ZGVycikuc3BsaXQoXCJcXG5cIik7XG4gICAgY29uc3Qgc2FpZCA9IGxpbmVzLmZpbmQoKGwpID0+IGwuc3RhcnRzV2l0aChcImVycm9yOlwiKSkgPz8gbGluZXNbMF07XG4gICAgdGhyb3cgbmV3IEJ1aWxkRXJyb3IoXG4gICAgICBgZGVubyAke2FyZ3NbMF19IGZhaWxlZDogJHtzYWlkLnRyaW0oKSB8fCBcIm5vIG1lc3NhZ2VcIn1gLFxuICAgICk7XG4gIH1cbiAgcmV0dXJuIG5ldyBUZXh0RGVjb2RlcigpLmRlY29kZShzdGRvdXQpO1xufVxuXG4vKipcbiAqIFRoZSBidW5kbGUncyB0ZXh0IGN1dCBhdCBlc2J1aWxkJ3MgbW9kdWxlIG1hcmtlcnMgKGAvLyBwYXRoYCBsaW5lcywgdGhlXG4gKiBwYXRoIGZyb20gdGhlIHRyZWUpOiBbcGF0aCwgdGV4dF0gaW4gb3JkZXIsIHBhdGggbnVsbCBmb3Igd2hhdCBpcyBub3RcbiAqIHRoZSB0cmVlJ3MgKG5wbSBwYWNrYWdlcywgdGhlIGVudHJ5KS4gQSBtb2R1bGUgY2FuIGhhdmUgc2V2ZXJhbCBwYXJ0cy5cbiAqL1xuZnVuY3Rpb24gcGFydHMoXG4gIHRleHQ6IHN0cmluZyxcbiAgdHJlZTogTWFwPHN0cmluZywgQnVuZGxlSW5wdXQ+LFxuKTogW3N0cmluZyB8IG51bGwsIHN0cmluZ11bXSB7XG4gIGNvbnN0IG91dDogW3N0cmluZyB8IG51bGwsIHN0cmluZ11bXSA9IFtdO1xuICBsZXQgcGF0aDogc3RyaW5nIHwgbnVsbCA9IG51bGw7XG4gIGxldCBsaW5lczogc3RyaW5nW10gPSBbXTtcbiAgZm9yIChjb25zdCBsaW5lIG9mIHRleHQuc3BsaXQoXCJcXG5cIikpIHtcbiAgICBjb25zdCBtYXJrZXIgPSBsaW5lLnN0YXJ0c1dpdGgoXCIvLyBcIikgPyBsaW5lLnNsaWNlKDMpIDogbnVsbDtcbiAgICBpZiAobWFya2VyICE9PSBudWxsICYmICh0cmVlLmhhcyhtYXJrZXIpIHx8IG1hcmtlci5zdGFydHNXaXRoKFwiLi4vXCIpKSkge1xuICAgICAgb3V0LnB1c2goW3BhdGgsIGxpbmVzLmpvaW4oXCJcXG5cIildKTtcbiAgICAgIHBhdGggPSB0cmVlLmhhcyhtYXJrZXIpID8gbWFya2VyIDogbnVsbDtcbiAgICAgIGxpbmVzID0gW107XG4gICAgfVxuICAgIGxpbmVzLnB1c2gobGluZSk7XG4gIH1cbiAgb3V0LnB1c2goW3BhdGgsIGxpbmVzLmpvaW4oXCJcXG5cIildKTtcbiAgcmV0dXJuIG91dDtcbn1cblxuLyoqXG4gKiBXcml0ZXMgdGhlIGJ1bmRsZSBgdGV4dGAgdG8gYHBhdGhgLCBlYWNoIG1vZHVsZSdzIGBpbXBvcnQubWV0YS51cmxgIGl0c1xuICogc291cmNlIGZpbGUncy4gT25lIG5hbWUgcGVyIGNvbW1hbmQsIGtlcHQgZnJvbSBidWlsZCB0byBidWlsZDogRGVubydzIGNvZGUgY2FjaGUgaG9sZHMgb25lIGVudHJ5IHBlciBmaWxlIG5hbWUsIHJlcGxhY2VkIHdoZW5cbiAqIHRoZSB0ZXh0IGNoYW5nZXMsIHNvIGEgbmFtZSBwZXIgYnVpbGQgd291bGQgZ3JvdyBpdCBieSBlYWNoIGJ1aWxkJ3NcbiAqIGJ1bmRsZXMuIEEgY29tbWFuZCB0aGF0IHJlYWQgdGhlIG1hbmlmZXN0IGJlZm9yZSBmaW5kcyBhIGJ1bmRsZSBtYWRlXG4gKiBmcm9tIGEgdHJlZSBhdCBsZWFzdCBhcyBuZXcuXG4gKi9cbmZ1bmN0aW9uIGluc3RhbGwoXG4gIHBhdGg6IHN0cmluZyxcbiAgcm9vdDogVVJMLFxuICB0ZXh0OiBzdHJpbmcsXG4gIHRyZWU6IE1hcDxzdHJpbmcsIEJ1bmRsZUlucHV0Pixcbik6IHZvaWQge1xuICBjb25zdCBmaXhlZCA9IHBhcnRzKHRleHQsIHRyZWUpLm1hcCgoW21vZHVsZSwgcGFydF0pID0+XG4gICAgbW9kdWxlID09PSBudWxsID8gcGFydCA6IHBhcnQucmVwbGFjZShcbiAgICAgIC9cXGJpbXBvcnRcXC5tZXRhXFwudXJsXFxiL2csXG4gICAgICBKU09OLnN0cmluZ2lmeShuZXcgVVJMKG1vZHVsZSwgcm9vdCkuaHJlZiksXG4gICAgKVxuICApLmpvaW4oXCJcXG5cIik7XG4gIC8vIFRoaXMgdXNlcidzIGFsb25lLCB3aGF0ZXZlciB0aGUgdW1hc2s6IGBmcmVzaC50c2AgdHJ1c3RzIG5vdGhpbmcgZWxzZS5cbiAgd3JpdGVQcml2YXRlRmlsZShwYXRoLCBmaXhlZCk7XG59XG5cbmZ1bmN0aW9uIHJlYWRNYW5pZmVzdChwYXRoOiBzdHJpbmcpOiBCdW5kbGVNYW5pZmVzdCB8IG51bGwge1xuICB0cnkge1xuICAgIHJldHVybiBKU09OLnBhcnNlKERlbm8ucmVhZFRleHRGaWxlU3luYyhwYXRoKSk7XG4gIH0gY2F0Y2gge1xuICAgIHJldHVybiBudWxsO1xuICB9XG59XG5cbi8qKiBSZW1vdmVzIHRoZSBidW5kbGVzIG5vdCBpbiBga2VlcGAsIGFuZCB3aGF0IGRlYWQgYnVpbGRzIGxlZnQuICovXG5mdW5jdGlvbiByZW1vdmVPbGQoZGlyOiBzdHJpbmcsIGtlZXA6IFNldDxzdHJpbmc+KTogdm9pZCB7XG4gIGZvciAoY29uc3QgZSBvZiBEZW5vLnJlYWREaXJTeW5jKGRpcikpIHtcbiAgICAvLyBBIGNvbW1hbmQncyBidW5kbGUsIGl0cyBkZXRhY2hlZCBvciBoYW5kLW92ZXIgZm9ybSdzLCBhbiBvbGRlciBidWlsZCdzXG4gICAgLy8gY2xpLUhBU0guanM7IG5vdCBhIGJ1aWxkJ3MgZ3JhcGgtUElELmpzLlxuICAgIGNvbnN0IGJ1bmRsZSA9IC9eKFthLXpdW2Etel8tXSooXFwuZGV0YWNoZWR8XFwuaGFuZG92ZXIpP3xjbGktWzAtOWEtZl0rKVxcLmpzJC9cbiAgICAgIC50ZXN0KFxuICAgICAgICBlLm5hbWUsXG4gICAgICApO1xuICAgIGlmIChidW5kbGUgJiYgIWtlZXAuaGFzKGUubmFtZSkpIHtcbiAgICAgIHJlbW92ZUlmVGhlcmUoYCR7ZGlyfS8ke2UubmFtZX1gKTtcbiAgICB9XG4gICAgY29uc3QgcGlkID0gZS5uYW1lLm1hdGNoKC9eb3V0LShcXGQrKSQvKT8uWzFdO1xuICAgIGlmIChwaWQgJiYgcGlkICE9PSBTdHJpbmcoRGVuby5waWQpICYmICFleGlzdHMoYC9wcm9jLyR7cGlkfWApKSB7XG4gICAgICByZW1vdmVJZlRoZXJlKGAke2Rpcn0vJHtlLm5hbWV9YCwgdHJ1ZSk7XG4gICAgfVxuICB9XG59XG5cbi8qKlxuICogVGhlIHNpemUgYW5kIG1vZGlmaWNhdGlvbiB0aW1lIG9mIGVhY2ggb2YgYHBhdGhzYCAoLTEgYW5kIDA6IG1pc3NpbmcpLlxuICogQSBmaWxlIGNoYW5nZWQgaW4gdGhlIGxhc3QgYFJBQ1lfTVNgIGNvdWxkIGNoYW5nZSBhZ2FpbiB3aXRoaW4gdGhlIHNhbWVcbiAqIG10aW1lIHRpY2sgYWZ0ZXIgdGhlIGJ1bmRsZXIgcmVhZCBpdCAoZ2l0J3MgXCJyYWNpbHkgY2xlYW5cIiBlbnRyaWVzKTogdGhlXG4gKiBzbmFwc2hvdCB3YWl0cyB1bnRpbCBldmVyeSBmaWxlIGlzIG9sZGVyIHRoYW4gdGhhdC5cbiAqL1xuYXN5bmMgZnVuY3Rpb24gc25hcHNob3QoXG4gIHJvb3Q6IFVSTCxcbiAgcGF0aHM6IHN0cmluZ1tdLFxuKTogUHJvbWlzZTxNYXA8c3RyaW5nLCBCdW5kbGVJbnB1dD4+IHtcbiAgY29uc3QgYmFzZSA9IGRlY29kZVVSSUNvbXBvbmVudChyb290LnBhdGhuYW1lKTtcbiAgZm9yIChsZXQgdHJpZXMgPSAwOzsgdHJpZXMrKykge1xuICAgIGNvbnN0IG91dCA9IG5ldyBNYXA8c3RyaW5nLCBCdW5kbGVJbnB1dD4oKTtcbiAgICBsZXQgbmV3ZXN0ID0gMDtcbiAgICBmb3IgKGNvbnN0IHBhdGggb2YgcGF0aHMpIHtcbiAgICAgIHRyeSB7XG4gICAgICAgIGNvbnN0IGluZm8gPSBEZW5vLnN0YXRTeW5jKGJhc2UgKyBwYXRoKTtcbiAgICAgICAgY29uc3QgbXRpbWUgPSBpbmZvLm10aW1lPy5nZXRUaW1lKCkgPz8gMDtcbiAgICAgICAgb3V0LnNldChwYXRoLCBbcGF0aCwgaW5mby5zaXplLCBtdGltZV0pO1xuICAgICAgICBuZXdlc3QgPSBNYXRoLm1heChuZXdlc3QsIG10aW1lKTtcbiAgICAgIH0gY2F0Y2gge1xuICAgICAgICBvdXQuc2V0KHBhdGgsIFtwYXRoLCAtMSwgMF0pO1xuICAgICAgfVxuICAgIH1cbiAgICBjb25zdCB3YWl0ID0gbmV3ZXN0ICsgUkFDWV9NUyAtIERhdGUubm93KCk7XG4gICAgaWYgKHdhaXQgPD0gMCB8fCB0cmllcyA+PSA1KSByZXR1cm4gb3V0O1xuICAgIGF3YWl0IG5ldyBQcm9taXNlKChyKSA9PiBzZXRUaW1lb3V0KHIsIHdhaXQpKTtcbiAgfVxufVxuXG5mdW5jdGlvbiByZW1vdmVJZlRoZXJlKHBhdGg6IHN0cmluZywgcmVjdXJzaXZlID0gZmFsc2UpOiB2b2lkIHtcbiAgdHJ5IHtcbiAgICBEZW5vLnJlbW92ZVN5bmMocGF0aCwgeyByZWN1cnNpdmUgfSk7XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIGlmICghKGVyciBpbnN0YW5jZW9mIERlbm8uZXJyb3JzLk5vdEZvdW5kKSkgdGhyb3cgZXJyO1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0F5QkMsR0FFRCxTQUNFLFVBQVUsRUFDVixhQUFhLEVBQ2IsU0FBUyxFQUdULGNBQWMsRUFDZCxZQUFZLEVBQ1osTUFBTSxFQUNOLE9BQU8sRUFDUCxZQUFZLFFBQ1AsYUFBYTtBQUNwQixTQUFTLGdCQUFnQixRQUFRLGlDQUFpQztBQUNsRSxTQUFTLEtBQUssRUFBRSxTQUFTLFFBQVEsYUFBYTtBQUM5QyxTQUFTLGFBQWEsUUFBUSx1QkFBdUI7QUFDckQsU0FBUyxhQUFhLFFBQVEsaUNBQWlDO0FBRS9ELHFFQUFxRSxHQUNyRSxNQUFNLGNBQWM7QUFDcEIsK0RBQStELEdBQy9ELE1BQU0sU0FBUztBQUNmOzs7Ozs7Ozs7Q0FTQyxHQUNELE1BQU0sU0FBUztFQUNiLE1BQU07RUFDTixNQUFNO0VBQ04sTUFBTTtFQUNOLFNBQVM7SUFDUDtNQUFFLE1BQU07TUFBa0MsTUFBTTtJQUFlO0lBQy9EO01BQUUsTUFBTTtNQUFpQyxNQUFNO0lBQWdCO0dBQ2hFO0FBQ0g7QUFDQTs7O0NBR0MsR0FDRCxNQUFNLGdCQUFnQjtFQUNwQjtFQUNBO0VBQ0E7RUFDQTtFQUNBO0NBQ0Q7QUFDRCxvQkFBb0IsR0FDcEIsTUFBTSxVQUFVO0FBQ2hCLHVEQUF1RCxHQUN2RCxNQUFNLFFBQVE7QUFDZCx3RUFBd0UsR0FDeEUsTUFBTSxnQkFBZ0I7QUFDdEI7Ozs7OztDQU1DLEdBQ0QsTUFBTSxTQUFTO0FBQ2Y7OztDQUdDLEdBQ0QsTUFBTSxXQUFXLGNBQWMsR0FBRyxDQUFDLENBQUMsQ0FBQyxPQUFPLEtBQUssR0FBSyxDQUFDO0lBQ3JEO0lBQ0EsTUFBTSxDQUFDLGdCQUFnQixFQUFFLEtBQUssS0FBSyxDQUFDLElBQUk7SUFDeEMsTUFBTSxLQUFLLEtBQUssQ0FBQyxHQUFHLE9BQU8sQ0FBQyxTQUFTO0VBQ3ZDLENBQUM7QUFDRCx3REFBd0QsR0FDeEQsTUFBTSxZQUFZLFNBQVMsTUFBTSxDQUFDLENBQUMsRUFBRSxLQUFLLEVBQUUsR0FBSyxDQUFDLGNBQWMsR0FBRyxDQUFDLEtBQUssQ0FBQyxFQUFFLEdBQ3pFLEdBQUcsQ0FBQyxDQUFDLEVBQUUsSUFBSSxFQUFFLEdBQUs7QUFDckI7Ozs7Ozs7O0NBUUMsR0FDRCxNQUFNLFdBQVc7RUFDZixTQUFTO0VBQ1QsVUFBVTtBQUNaO0FBRUE7Ozs7Ozs7Ozs7Ozs7O0NBY0MsR0FDRCxNQUFNLFdBQVc7RUFDZixVQUFVO0lBQ1I7SUFDQTtJQUNBO0dBQ0Q7RUFDRCxTQUFTO0lBQUM7SUFBd0I7R0FBTztFQUN6QyxrRUFBa0UsR0FDbEUsVUFBVTtBQUNaO0FBRUEsTUFBTSxtQkFBbUI7QUFBTztBQUVoQyxzRUFBc0UsR0FDdEUsT0FBTyxlQUFlLFlBQVksSUFBYztFQUM5QyxNQUFNLE9BQU8sSUFBSSxJQUFJLFVBQVUsWUFBWSxHQUFHO0VBQzlDLE1BQU0sTUFBTSxVQUFVO0VBQ3RCLElBQUksUUFBUSxNQUFNO0lBQ2hCLFFBQVEsS0FBSyxDQUFDO0lBQ2QsT0FBTztFQUNUO0VBQ0EsSUFBSSxJQUFJLENBQUMsRUFBRSxLQUFLLFdBQVc7SUFDekIsc0VBQXNFO0lBQ3RFLE1BQU0sRUFBRSxNQUFNLEVBQUUsS0FBSyxFQUFFLEdBQUcsTUFBTSxNQUM5QixNQUNBLEtBQ0EsSUFBSSxDQUFDLEVBQUUsSUFBSSxTQUNYLEtBQUssS0FBSyxDQUFDLElBQ1gsVUFBVTtJQUVaLFFBQVEsR0FBRyxDQUFDLFVBQVUsT0FBTyxDQUFDLE9BQU8sRUFBRSxJQUFJLENBQUMsRUFBRSxRQUFRLEdBQUcsQ0FBQyxPQUFPLEVBQUUsT0FBTztJQUMxRSxPQUFPLFVBQVUsT0FBTyxJQUFJO0VBQzlCO0VBQ0EsSUFBSTtJQUNGLEtBQUssU0FBUyxDQUFDLEtBQUs7TUFBRSxXQUFXO01BQU0sTUFBTTtJQUFNO0lBQ25ELE1BQU0sUUFBUSxNQUFNLE1BQU0sTUFBTTtJQUNoQyxvRUFBb0U7SUFDcEUsd0RBQXdEO0lBQ3hELGNBQWMsR0FBRyxJQUFJLENBQUMsRUFBRSxZQUFZO0lBQ3BDLFFBQVEsR0FBRyxDQUFDLENBQUMsT0FBTyxFQUFFLE1BQU0sa0JBQWtCLEVBQUUsS0FBSztJQUNyRCxPQUFPO0VBQ1QsRUFBRSxPQUFPLEtBQUs7SUFDWixNQUFNLE1BQU0sZUFBZSxhQUFhLElBQUksT0FBTyxHQUFHLE9BQU87SUFDN0QsUUFBUSxLQUFLLENBQUMsQ0FBQywwQkFBMEIsRUFBRSxJQUFJLHlCQUF5QixDQUFDO0lBQ3pFLE9BQU87RUFDVDtBQUNGO0FBRUEsZ0VBQWdFLEdBQ2hFLGVBQWUsTUFBTSxJQUFTLEVBQUUsR0FBVztFQUN6QyxNQUFNLFFBQVEsTUFBTSxZQUFZLE1BQU07RUFDdEMsZ0VBQWdFO0VBQ2hFLE1BQU0sT0FBTyxNQUFNLFNBQVMsTUFBTTtPQUFJLE1BQU0sSUFBSTtPQUFPO0dBQWM7RUFDckUsdUVBQXVFO0VBQ3ZFLE1BQU0sTUFBTSxHQUFHLElBQUksS0FBSyxFQUFFLEtBQUssR0FBRyxFQUFFO0VBQ3BDLGNBQWMsS0FBSztFQUNuQixLQUFLLFNBQVMsQ0FBQztFQUNmLElBQUk7SUFDRixNQUFNLFVBQVUsU0FBUyxHQUFHLENBQUMsQ0FBQyxFQUFFLEtBQUssRUFBRSxJQUFJLEVBQUUsSUFBSSxFQUFFO01BQ2pELE1BQU0sRUFBRSxPQUFPLEVBQUUsS0FBSyxFQUFFLEdBQUcsUUFBUSxPQUFPO1FBQUM7UUFBVTtPQUFLLEVBQUU7TUFDNUQsV0FBVyxNQUFNLEdBQUcsSUFBSSxDQUFDLEVBQUUsS0FBSyxHQUFHLENBQUMsRUFBRTtRQUFDO1dBQVM7T0FBTTtNQUN0RCxPQUFPO1FBQUU7UUFBTztRQUFNO1FBQU07TUFBUTtJQUN0QztJQUNBLE1BQU0sV0FBVyxjQUFjLE1BQU0sT0FBTztJQUM1QyxNQUFNLFlBQVksZ0JBQWdCLE1BQU0sT0FBTyxLQUFLO0lBQ3BELE1BQU0sU0FBUyxjQUFjLE1BQU0sS0FBSyxPQUFPO0lBQy9DLE1BQU0sTUFBTTtTQUNQO1NBQ0MsV0FBVztRQUFDO09BQVMsR0FBRyxFQUFFO1NBQzNCO1NBQ0EsT0FBTyxHQUFHO0tBQ2Q7SUFDRCxNQUFNLFdBQVcsTUFBTSxLQUFLLElBQUksR0FBRyxDQUFDLENBQUMsSUFBTSxHQUFHLElBQUksQ0FBQyxFQUFFLEVBQUUsSUFBSSxDQUFDLEdBQUcsQ0FBQztJQUNoRSw4REFBOEQ7SUFDOUQsTUFBTSxPQUFPLElBQUk7SUFDakIsTUFBTSxNQUFNLFlBQVksY0FBYyxNQUFNLEtBQUssS0FBSyxNQUFNO0lBQzVELE1BQU0sUUFBUSxhQUFhLEtBQUs7SUFDaEMsS0FBSyxNQUFNLFNBQVMsUUFBUztNQUMzQixNQUFNLFdBQVcsY0FBYyxNQUFNLEtBQUssS0FBSyxNQUFNO01BQ3JELElBQUksYUFBYSxNQUFNO01BQ3ZCLElBQUksT0FBTyxTQUFTLEVBQUUsS0FBSyxNQUFNLElBQUksRUFBRTtRQUNyQyxTQUFTLFFBQVEsR0FBRyxHQUFHLFNBQVMsSUFBSSxDQUFDLEtBQUssQ0FBQztRQUMzQyxLQUFLLEdBQUcsQ0FBQyxTQUFTLFFBQVEsRUFBRTtNQUM5QjtNQUNBLE1BQU0sT0FBTyxVQUFVLElBQUksQ0FBQyxDQUFDLElBQU0sRUFBRSxFQUFFLEtBQUssTUFBTSxJQUFJO01BQ3RELE1BQU0sV0FBVyxRQUFRLFNBQ3ZCLGNBQWMsTUFBTSxLQUFLLEtBQUssTUFBTTtNQUN0QyxJQUFJLFVBQVU7UUFDWixTQUFTLFFBQVEsR0FBRyxHQUFHLEtBQUssSUFBSSxDQUFDLEtBQUssQ0FBQztRQUN2QyxLQUFLLEdBQUcsQ0FBQyxTQUFTLFFBQVEsRUFBRTtNQUM5QjtNQUNBLEtBQUssTUFBTSxLQUFLLE1BQU0sS0FBSyxDQUFFLEtBQUssR0FBRyxDQUFDLEdBQUcsRUFBRSxLQUFLLENBQUMsRUFBRTtJQUNyRDtJQUNBLE1BQU0sU0FBUyxjQUFjLE1BQU0sS0FBSyxLQUFLLE1BQU07SUFDbkQsSUFBSSxRQUFRLEtBQUssR0FBRyxDQUFDLEdBQUcsT0FBTyxJQUFJLENBQUMsS0FBSyxDQUFDLEVBQUU7SUFDNUMsSUFBSSxLQUFLLElBQUksS0FBSyxHQUFHLE1BQU0sSUFBSSxXQUFXO0lBQzFDLFFBQVEsS0FBSztJQUNiLElBQUksUUFBUSxNQUFNLGNBQWMsTUFBTSxLQUFLLFlBQVksU0FBUztJQUNoRSxPQUFPLElBQUksSUFBSTtTQUFJLEtBQUssTUFBTTtLQUFHLENBQUMsR0FBRyxDQUFDLENBQUMsSUFBTSxFQUFFLE1BQU0sR0FBRyxJQUFJO0VBQzlELFNBQVU7SUFDUixjQUFjLEtBQUs7RUFDckI7QUFDRjtBQUVBOzs7Q0FHQyxHQUNELFNBQVMsY0FBYyxJQUFTLEVBQUUsS0FBWSxFQUFFLEdBQVc7RUFDekQsTUFBTSxLQUFLLFNBQVMsSUFBSSxDQUFDLENBQUMsRUFBRSxJQUFJLEVBQUUsR0FBSyxTQUFTLFNBQVMsT0FBTztFQUNoRSxJQUFJLENBQUMsTUFBTSxDQUFDLE1BQU0sR0FBRyxDQUFDLEdBQUcsSUFBSSxHQUFHLE9BQU87RUFDdkMsTUFBTSxFQUFFLE9BQU8sRUFBRSxLQUFLLEVBQUUsR0FBRyxRQUFRLE9BQU87SUFBQztJQUFVLEdBQUcsSUFBSTtHQUFDLEVBQUUsY0FBYztJQUMzRSxVQUFVLFNBQVMsUUFBUTtFQUM3QjtFQUNBLE1BQU0sT0FBTyxhQUFhLEdBQUcsS0FBSyxDQUFDLEVBQUU7RUFDckMsa0VBQWtFO0VBQ2xFLE1BQU0sVUFBVSxDQUFDLE1BQU0sR0FBRyxDQUFDLFNBQVMsUUFBUSxHQUFHLFNBQVMsRUFBRSxFQUN2RCxNQUFNLENBQUMsQ0FBQyxJQUFNLENBQUMsUUFBUSxRQUFRLENBQUM7RUFDbkMsV0FBVyxNQUFNLEdBQUcsSUFBSSxDQUFDLEVBQUUsS0FBSyxHQUFHLENBQUMsRUFBRTtJQUFDLEdBQUcsSUFBSTtPQUFLO0dBQU0sRUFBRTtJQUFFO0VBQVE7RUFDckUsT0FBTztJQUFFLElBQUksR0FBRyxJQUFJO0lBQUU7SUFBTTtFQUFRO0FBQ3RDO0FBRUE7Ozs7O0NBS0MsR0FDRCxTQUFTLGdCQUNQLElBQVMsRUFDVCxLQUFZLEVBQ1osR0FBVyxFQUNYLE9BQTZFO0VBRTdFLE1BQU0sV0FBVyxRQUFRLElBQUksQ0FBQyxDQUFDLEVBQUUsSUFBSSxFQUFFLEdBQUssU0FBUyxTQUFTLFFBQVE7RUFDdEUsSUFBSSxDQUFDLFVBQVUsT0FBTyxFQUFFO0VBQ3hCLE1BQU0sWUFBdUIsQ0FBQyxNQUFNLEtBQ2xDLGFBQWEsTUFBTSxPQUFPLENBQUMsU0FBUyxPQUFPLENBQUMsUUFBUSxDQUFDO0VBQ3ZELE9BQU8sUUFBUSxNQUFNLENBQUMsQ0FBQyxFQUFFLElBQUksRUFBRSxHQUFLLFNBQVMsUUFBUSxDQUFDLFFBQVEsQ0FBQyxPQUM1RCxHQUFHLENBQUMsQ0FBQyxFQUFFLEtBQUssRUFBRSxJQUFJLEVBQUUsTUFBTSxFQUFFLEVBQUU7SUFDN0IsTUFBTSxFQUFFLE9BQU8sRUFBRSxLQUFLLEVBQUUsR0FBRyxRQUN6QixPQUNBO01BQUM7TUFBVTtLQUFLLEVBQ2hCO0lBRUYsTUFBTSxPQUFPLGFBQWEsS0FBSyxDQUFDLEVBQUU7SUFDbEMsV0FBVyxNQUFNLEdBQUcsSUFBSSxDQUFDLEVBQUUsS0FBSyxHQUFHLENBQUMsRUFBRTtNQUFDO1NBQVM7S0FBTSxFQUFFO01BQ3RELFNBQVMsU0FBUyxPQUFPO01BQ3pCLE9BQU8sQ0FBQyxFQUFFLEVBQUUsU0FBUyxJQUFJLENBQUMsR0FBRyxDQUFDO0lBQ2hDO0lBQ0EsT0FBTztNQUFFO01BQUk7TUFBTTtNQUFTLFVBQVUsU0FBUyxJQUFJO0lBQUM7RUFDdEQ7QUFDSjtBQUVBLGtFQUFrRSxHQUNsRSxTQUFTLGFBQ1AsR0FBVyxFQUNYLFNBQTZDO0VBRTdDLE1BQU0sT0FBTyxTQUFTLENBQUMsRUFBRSxFQUFFO0VBQzNCLE9BQU8sU0FBUyxhQUFhLE9BQU8sR0FBRyxJQUFJLFNBQVMsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUNqRTtBQUVBOzs7Q0FHQyxHQUNELFNBQVMsY0FBYyxJQUFTLEVBQUUsR0FBVyxFQUFFLEtBQVksRUFBRSxHQUFXO0VBQ3RFLE1BQU0sU0FBUyxRQUFRLE9BQU87SUFBQztHQUFTLEVBQUU7RUFDMUMsTUFBTSxVQUFVLE9BQU8sT0FBTyxDQUFDLEdBQUcsQ0FBQyxDQUFDLEVBQUUsSUFBSSxFQUFFLElBQUksRUFBRTtJQUNoRCxLQUFLLGlCQUFpQixDQUNwQixHQUFHLElBQUksQ0FBQyxFQUFFLEtBQUssR0FBRyxDQUFDLEVBQ25CLENBQUMsT0FBTyxFQUFFLEtBQUssU0FBUyxDQUFDLElBQUksSUFBSSxNQUFNLE1BQU0sSUFBSSxFQUFFLEdBQUcsQ0FBQztJQUV6RCxPQUFPO01BQUU7TUFBTTtNQUFNLFNBQVMsUUFBUSxPQUFPO1FBQUM7T0FBSyxFQUFFLElBQU0sT0FBTyxPQUFPO0lBQUM7RUFDNUU7RUFDQSxNQUFNLE9BQU8sT0FBTyxXQUFXLENBQzdCLFFBQVEsR0FBRyxDQUFDLENBQUMsRUFBRSxJQUFJLEVBQUUsSUFBSSxFQUFFLEdBQUs7TUFDOUIsSUFBSSxJQUFJLE1BQU0sTUFBTSxJQUFJO01BQ3hCLFFBQVEsR0FBRyxJQUFJLENBQUMsRUFBRSxLQUFLLEdBQUcsQ0FBQztLQUM1QjtFQUVILFdBQVcsTUFBTSxHQUFHLElBQUksQ0FBQyxFQUFFLE9BQU8sSUFBSSxDQUFDLEdBQUcsQ0FBQyxFQUFFLE9BQU8sS0FBSyxFQUFFO0lBQUUsU0FBUztFQUFLO0VBQzNFLE1BQU0sUUFBUTtJQUFFLE1BQU0sT0FBTyxJQUFJO0lBQUUsU0FBUyxPQUFPLE9BQU87RUFBQztFQUMzRCxPQUFPO0lBQUU7SUFBTztJQUFTLEtBQUs7TUFBQztTQUFVO0tBQVE7RUFBQztBQUNwRDtBQUVBOzs7Q0FHQyxHQUNELFNBQVMsY0FDUCxJQUFTLEVBQ1QsR0FBVyxFQUNYLEdBQVcsRUFDWCxJQUE4QixFQUM5QixFQUFFLEtBQUssRUFBRSxPQUFPLEVBQW9DO0VBRXBELE1BQU0sT0FBTyxDQUFDLE9BQWlCLEdBQUcsSUFBSSxTQUFTLEVBQUUsS0FBSyxHQUFHLENBQUM7RUFDMUQsSUFBSSxDQUFDO0lBQUM7T0FBVTtHQUFRLENBQUMsS0FBSyxDQUFDLENBQUMsRUFBRSxJQUFJLEVBQUUsR0FBSyxPQUFPLEtBQUssU0FBUztJQUNoRSxPQUFPO0VBQ1Q7RUFDQSx3RUFBd0U7RUFDeEUsS0FBSyxNQUFNLEVBQUUsSUFBSSxFQUFFLElBQUksUUFBUztJQUM5QixRQUFRLEdBQUcsSUFBSSxDQUFDLEVBQUUsS0FBSyxHQUFHLENBQUMsRUFBRSxNQUFNLEtBQUssZ0JBQWdCLENBQUMsS0FBSyxRQUFRO0VBQ3hFO0VBQ0EsTUFBTSxVQUFVLElBQUksSUFBSTtJQUFDO09BQVU7R0FBUSxDQUFDLE9BQU8sQ0FBQyxDQUFDLElBQU0sRUFBRSxPQUFPO0VBQ3BFLE1BQU0sV0FBVyxjQUFjLE1BQU0sS0FBSyxLQUFLLE1BQU07SUFDbkQsTUFBTSxNQUFNLElBQUk7SUFDaEIsU0FBUztTQUFJO0tBQVE7RUFDdkI7RUFDQSxJQUFJLFVBQVUsU0FBUyxPQUFPLEdBQUcsUUFBUSxHQUFHLENBQUMsQ0FBQyxFQUFFLElBQUksRUFBRSxHQUFLLEdBQUcsS0FBSyxHQUFHLENBQUM7RUFDdkUsT0FBTztBQUNUO0FBRUE7OztDQUdDLEdBQ0QsU0FBUyxjQUNQLElBQVMsRUFDVCxHQUFXLEVBQ1gsR0FBVyxFQUNYLElBQThCLEVBQzlCLEVBQUUsSUFBSSxFQUFFLE9BQU8sRUFBdUM7RUFFdEQsTUFBTSxPQUFPLEdBQUcsSUFBSSxTQUFTLEVBQUUsS0FBSyxHQUFHLENBQUM7RUFDeEMsSUFBSSxDQUFDLE9BQU8sT0FBTyxPQUFPO0VBQzFCLE1BQU0sU0FBUyxHQUFHLEtBQUssR0FBRyxDQUFDO0VBQzNCLFFBQVEsR0FBRyxJQUFJLENBQUMsRUFBRSxRQUFRLEVBQUUsTUFBTSxLQUFLLGdCQUFnQixDQUFDLE9BQU87RUFDL0QsT0FBTztJQUNMLFFBQVE7SUFDUixNQUFNLEtBQUssT0FBTyxDQUFDLElBQUk7SUFDdkIsTUFBTSxLQUFLLElBQUk7SUFDZjtJQUNBLFFBQVE7U0FBSTtTQUFZO0tBQWMsQ0FBQyxJQUFJLEdBQUcsR0FBRyxDQUFDLENBQUMsSUFBTSxLQUFLLEdBQUcsQ0FBQztFQUNwRTtBQUNGO0FBRUE7Ozs7O0NBS0MsR0FDRCxTQUFTLFFBQVEsR0FBVyxFQUFFLElBQWlDO0VBQzdELE1BQU0sT0FBTyxJQUFJLElBQUk7T0FBSSxLQUFLLE1BQU07R0FBRyxDQUFDLE9BQU8sQ0FBQztFQUNoRCxLQUFLLE1BQU0sS0FBSyxLQUFLLFdBQVcsQ0FBQyxLQUFNO0lBQ3JDLE1BQU0sTUFBTSxFQUFFLElBQUksQ0FBQyxRQUFRLENBQUMsV0FDeEIsYUFBYSxHQUFHLElBQUksQ0FBQyxFQUFFLEVBQUUsSUFBSSxFQUFFLElBQy9CO0lBQ0osSUFBSSxLQUFLO01BQUUsS0FBSyxNQUFNLEtBQUssWUFBWSxLQUFNLEtBQUssR0FBRyxDQUFDO0lBQUk7RUFDNUQ7RUFDQSxLQUFLLE1BQU0sQ0FBQyxNQUFNLFNBQVMsSUFBSSxLQUFNO0lBQ25DLGlCQUFpQixHQUFHLElBQUksQ0FBQyxFQUFFLE1BQU0sRUFBRSxLQUFLLFNBQVMsQ0FBQyxZQUFZO0VBQ2hFO0VBQ0EsVUFBVSxLQUFLO0FBQ2pCO0FBRUEsMkVBQTJFLEdBQzNFLFNBQVMsWUFBWSxDQUFpQjtFQUNwQyxPQUFPO0lBQUMsRUFBRSxNQUFNO09BQU0sRUFBRSxPQUFPLElBQUksRUFBRTtHQUFFO0FBQ3pDO0FBRUE7Ozs7Ozs7OztDQVNDLEdBQ0QsZUFBZSxjQUNiLElBQVMsRUFDVCxHQUFXLEVBQ1gsS0FBZSxFQUNmLEdBQVc7RUFFWCxNQUFNLFNBQVMsR0FBRyxJQUFJLFFBQVEsQ0FBQztFQUMvQixLQUFLLGlCQUFpQixDQUNwQixRQUNBO09BQ0ssTUFBTSxHQUFHLENBQUMsQ0FBQyxJQUNaLENBQUMsYUFBYSxFQUFFLEtBQUssU0FBUyxDQUFDLFFBQVEsR0FBRyxJQUFJLENBQUMsRUFBRSxHQUFHLEdBQUcsRUFBRSxDQUFDO0lBRTVEO0lBQ0E7R0FDRCxDQUFDLElBQUksQ0FBQztFQUVULE1BQU0sT0FBTyxtQkFBbUIsS0FBSyxRQUFRO0VBQzdDLE1BQU0sSUFDSjtJQUFDO0lBQU87SUFBTTtJQUFXO0lBQVksR0FBRyxLQUFLLFNBQVMsQ0FBQztJQUFFO0dBQU8sRUFDaEUsTUFDQSxLQUFLLENBQUMsS0FBTztBQUNqQjtBQUtBOzs7OztDQUtDLEdBQ0QsZUFBZSxZQUFZLElBQVMsRUFBRSxHQUFXO0VBQy9DLE1BQU0sT0FBTyxtQkFBbUIsS0FBSyxRQUFRO0VBQzdDLE1BQU0sUUFBZSxJQUFJO0VBQ3pCLElBQUksUUFBUTtJQUNWO09BQ0csU0FBUyxHQUFHLENBQUMsQ0FBQyxFQUFFLElBQUksRUFBRSxHQUFLO0lBQzlCLE9BQU8sSUFBSTtPQUNSLE9BQU8sT0FBTyxDQUFDLEdBQUcsQ0FBQyxDQUFDLEVBQUUsSUFBSSxFQUFFLEdBQUs7R0FDckM7RUFDRCxNQUFNLFFBQVEsQ0FBQyxPQUNiLEtBQUssVUFBVSxDQUFDLEtBQUssSUFBSSxJQUFJLEtBQUssS0FBSyxDQUFDLEtBQUssSUFBSSxDQUFDLE1BQU0sSUFBSTtFQUM5RCxNQUFPLE1BQU0sTUFBTSxHQUFHLEVBQUc7SUFDdkIsTUFBTSxRQUFRLEdBQUcsSUFBSSxPQUFPLEVBQUUsS0FBSyxHQUFHLENBQUMsR0FBRyxDQUFDO0lBQzNDLEtBQUssaUJBQWlCLENBQ3BCLE9BQ0EsTUFBTSxHQUFHLENBQUMsQ0FBQyxJQUFNLENBQUMsT0FBTyxFQUFFLEtBQUssU0FBUyxDQUFDLElBQUksSUFBSSxHQUFHLE1BQU0sSUFBSSxFQUFFLEdBQUcsQ0FBQyxFQUNsRSxJQUFJLENBQUM7SUFFVixNQUFNLE9BQU8sTUFBTSxJQUNqQjtNQUFDO01BQVE7TUFBVTtNQUFZLEdBQUcsS0FBSyxTQUFTLENBQUM7TUFBRTtLQUFNLEVBQ3pELE1BQ0EsT0FBTyxDQUFDLElBQU0sY0FBYztJQUM5Qix5RUFBeUU7SUFDekUsTUFBTSxZQUFZLElBQUksSUFBSSxPQUFPLFlBQVksSUFBSTtJQUNqRCxLQUFLLE1BQU0sS0FBSyxLQUFLLEtBQUssQ0FBQyxNQUFNLE9BQU8sSUFBSSxFQUFFLENBQUU7TUFDOUMsSUFBSSxFQUFFLFNBQVMsS0FBSyxXQUFXO01BQy9CLE1BQU0sT0FBTyxNQUFNLEVBQUUsU0FBUyxJQUFJO01BQ2xDLElBQUksU0FBUyxRQUFRLE1BQU0sR0FBRyxDQUFDLFNBQVMsWUFBWSxJQUFJLENBQUMsT0FBTztNQUNoRSxNQUFNLE9BQWlCLEVBQUU7TUFDekIsS0FBSyxNQUFNLEtBQUssRUFBRSxZQUFZLElBQUksRUFBRSxDQUFFO1FBQ3BDLE1BQU0sSUFBSSxNQUFNLEVBQUUsSUFBSSxFQUFFLGFBQWE7UUFDckMsSUFBSSxNQUFNLFFBQVEsQ0FBQyxZQUFZLElBQUksQ0FBQyxJQUFJLEtBQUssSUFBSSxDQUFDO01BQ3BEO01BQ0EsTUFBTSxHQUFHLENBQUMsTUFBTTtRQUFFO1FBQU0sT0FBTyxRQUFRLE1BQU07TUFBTTtJQUNyRDtJQUNBLFFBQVE7U0FBSSxJQUFJLElBQUk7V0FBSSxNQUFNLE1BQU07T0FBRyxDQUFDLE9BQU8sQ0FBQyxDQUFDLElBQU0sRUFBRSxLQUFLO0tBQUcsQ0FDOUQsTUFBTSxDQUFDLENBQUMsSUFBTSxDQUFDLE1BQU0sR0FBRyxDQUFDO0VBQzlCO0VBQ0EsT0FBTztBQUNUO0FBRUEsOERBQThELEdBQzlELFNBQVMsUUFBUSxJQUFTLEVBQUUsSUFBWTtFQUN0QyxJQUFJLFNBQVMsZUFBZSxPQUFPLEVBQUU7RUFDckMsTUFBTSxTQUFTLEtBQUssZ0JBQWdCLENBQUMsSUFBSSxJQUFJLE1BQU07RUFDbkQsTUFBTSxNQUFnQixFQUFFO0VBQ3hCLEtBQUssTUFBTSxLQUFLLE9BQU8sUUFBUSxDQUFDLE9BQVE7SUFDdEMsTUFBTSxTQUFTLElBQUksSUFBSSxDQUFDLENBQUMsRUFBRSxFQUFFLElBQUksSUFBSSxNQUFNLE9BQU8sSUFBSSxDQUFDLEtBQUssQ0FDMUQsS0FBSyxJQUFJLENBQUMsTUFBTTtJQUVsQixJQUFJLENBQUMsWUFBWSxJQUFJLENBQUMsU0FBUyxJQUFJLElBQUksQ0FBQztFQUMxQztFQUNBLE9BQU87QUFDVDtBQUlBLHVDQUF1QyxHQUN2QyxNQUFNLGVBQTBCLENBQUMsR0FBRyxLQUFPLENBQUMsT0FBTyxJQUFJLENBQUM7QUFDeEQsMkVBQTJFLEdBQzNFLE1BQU0sY0FBeUIsQ0FBQyxNQUFNLEtBQ3BDLFNBQVMsWUFBWSxPQUFPLE9BQU8sSUFBSTtBQUV6Qzs7Ozs7Q0FLQyxHQUNELFNBQVMsUUFDUCxLQUFZLEVBQ1osS0FBZSxFQUNmLFNBQW9CLEVBQ3BCLEVBQUUsUUFBUSxFQUF5QixHQUFHLENBQUMsQ0FBQztFQUV4QyxNQUFNLE9BQU8sSUFBSTtFQUNqQixNQUFNLFFBQVEsSUFBSTtFQUNsQixNQUFNLFFBQVE7T0FBSTtHQUFNO0VBQ3hCLE1BQU8sTUFBTSxNQUFNLEdBQUcsRUFBRztJQUN2QixNQUFNLElBQUksTUFBTSxHQUFHO0lBQ25CLElBQUksS0FBSyxHQUFHLENBQUMsSUFBSTtJQUNqQixLQUFLLEdBQUcsQ0FBQztJQUNULE1BQU0sT0FBTyxNQUFNLEdBQUcsQ0FBQztJQUN2QixJQUFJLENBQUMsTUFBTTtJQUNYLE1BQU0sSUFBSSxJQUFJLEtBQUssSUFBSTtJQUN2QixJQUFJLE1BQU0sVUFBVTtJQUNwQixLQUFLLE1BQU0sS0FBSyxNQUFNLFNBQVM7U0FBSSxLQUFLLEtBQUs7U0FBSztLQUFVLEdBQUcsS0FBSyxLQUFLLENBQUU7TUFDekUsSUFBSSxDQUFDLFVBQVUsR0FBRyxJQUFJO01BQ3RCLE1BQU0sR0FBRyxDQUFDO01BQ1YsTUFBTSxJQUFJLENBQUM7SUFDYjtFQUNGO0VBQ0EsT0FBTztJQUFFLFNBQVM7U0FBSTtLQUFLLENBQUMsSUFBSTtJQUFJLE9BQU87U0FBSTtLQUFNLENBQUMsSUFBSTtFQUFHO0FBQy9EO0FBRUE7Ozs7Ozs7Q0FPQyxHQUNELFNBQVMsV0FDUCxJQUFTLEVBQ1QsS0FBYSxFQUNiLE9BQWlCLEVBQ2pCLEVBQUUsVUFBVSxFQUFFLEVBQUUsVUFBVSxDQUFDLENBQUMsRUFBRSxLQUFLLEVBSWxDLEdBQUcsQ0FBQyxDQUFDO0VBRU4sTUFBTSxPQUFPLENBQUMsSUFBYyxLQUFLLFNBQVMsQ0FBQyxJQUFJLElBQUksR0FBRyxNQUFNLElBQUk7RUFDaEUsTUFBTSxVQUFVLEtBQUssU0FBUyxDQUM1QjtFQUVGLEtBQUssaUJBQWlCLENBQ3BCLE9BQ0E7SUFDRSxDQUFDLDJCQUEyQixFQUFFLEtBQUssNEJBQTRCLENBQUMsQ0FBQztJQUNqRSxDQUFDLFlBQVksQ0FBQztPQUNYLFFBQVEsR0FBRyxDQUFDLENBQUMsSUFBTSxDQUFDLEVBQUUsRUFBRSxLQUFLLEdBQUcsZUFBZSxFQUFFLEtBQUssR0FBRyxFQUFFLENBQUM7T0FDNUQsUUFBUSxHQUFHLENBQUMsQ0FBQyxJQUNkLENBQUMsRUFBRSxFQUFFLEtBQUssR0FBRyxpQ0FBaUMsRUFBRSxRQUFRLEdBQUcsQ0FBQztJQUU5RCxDQUFDLEdBQUcsQ0FBQztPQUNELFVBQVUsWUFBWSxFQUFFLEdBQUc7TUFDN0IsQ0FBQywrQkFBK0IsRUFBRSxLQUFLLDRCQUE0QixDQUFDLENBQUM7TUFDckUsNkRBQTZEO01BQzdELENBQUMsdUJBQXVCLEVBQ3RCLEtBQUssU0FBUyxDQUFDLE9BQ2hCLHlCQUF5QixDQUFDO0tBQzVCO09BQ0csT0FBTyxJQUFJLENBQUMsU0FBUyxNQUFNLEtBQUssSUFBSSxFQUFFLEdBQUc7TUFDM0MsQ0FBQyxrQ0FBa0MsRUFDakMsS0FBSyxnQ0FDTixDQUFDLENBQUM7TUFDSCxDQUFDLGtCQUFrQixFQUFFLEtBQUssU0FBUyxDQUFDLFNBQVMsRUFBRSxDQUFDO0tBQ2pEO0lBQ0QsQ0FBQyxvQkFBb0IsRUFBRSxLQUFLLFVBQVUsQ0FBQyxDQUFDO0lBQ3hDLEVBQUU7R0FDSCxDQUFDLElBQUksQ0FBQztBQUVYO0FBRUE7Ozs7Q0FJQyxHQUNELGVBQWUsV0FDYixJQUFTLEVBQ1QsR0FBVyxFQUNYLE9BQWlCO0VBRWpCLE1BQU0sT0FBTyxtQkFBbUIsS0FBSyxRQUFRO0VBQzdDLE1BQU0sU0FBUyxDQUFDLE9BQ2QsSUFBSTtNQUNGO01BQ0E7TUFDQTtNQUNBO01BQ0E7TUFDQSxHQUFHLEtBQUssU0FBUyxDQUFDO01BQ2xCO01BQ0EsR0FBRyxJQUFJLFFBQVEsQ0FBQztTQUNiO0tBQ0osRUFBRTtFQUNMLElBQUk7SUFDRixNQUFNLE9BQU87SUFDYjtFQUNGLEVBQUUsT0FBTyxLQUFLO0lBQ1osSUFBSSxRQUFRO0lBQ1osS0FBSyxNQUFNLEtBQUssUUFBUztNQUN2QixTQUFTLE1BQU0sT0FBTztRQUFDO09BQUUsRUFBRSxJQUFJLENBQUMsSUFBTSxHQUFHLElBQU07SUFDakQ7SUFDQSxJQUFJLFVBQVUsR0FBRyxNQUFNO0VBQ3pCO0FBQ0Y7QUFFQSw4RUFBOEUsR0FDOUUsZUFBZSxJQUFJLElBQWMsRUFBRSxHQUFXO0VBQzVDLE1BQU0sRUFBRSxPQUFPLEVBQUUsTUFBTSxFQUFFLE1BQU0sRUFBRSxHQUFHLE1BQU0sSUFBSSxLQUFLLE9BQU8sQ0FBQyxLQUFLLFFBQVEsSUFBSTtJQUMxRTtJQUNBO0lBQ0EsS0FBSztNQUFFLFVBQVU7SUFBSTtJQUNyQixPQUFPO0lBQ1AsUUFBUTtJQUNSLFFBQVE7RUFDVixHQUFHLE1BQU07RUFDVCxJQUFJLENBQUMsU0FBUztJQUNaLHFEQUFxRDtJQUNyRCxNQUFNLFFBQVEsSUFBSSxjQUFjLE1BQU0sQ0FBQyxRQUFRLEtBQUssQ0FBQztJQUNyRCxNQUFNLE9BQU8sTUFBTSxJQUFJLENBQUMsQ0FBQyxJQUFNLEVBQUUsVUFBVSxDQUFDLGNBQWMsS0FBSyxDQUFDLEVBQUU7SUFDbEUsTUFBTSxJQUFJLFdBQ1IsQ0FBQyxLQUFLLEVBQUUsSUFBSSxDQUFDLEVBQUUsQ0FBQyxTQUFTLEVBQUUsS0FBSyxJQUFJLE1BQU0sY0FBYztFQUU1RDtFQUNBLE9BQU8sSUFBSSxjQUFjLE1BQU0sQ0FBQztBQUNsQztBQUVBOzs7O0NBSUMsR0FDRCxTQUFTLE1BQ1AsSUFBWSxFQUNaLElBQThCO0VBRTlCLE1BQU0sTUFBaUMsRUFBRTtFQUN6QyxJQUFJLE9BQXNCO0VBQzFCLElBQUksUUFBa0IsRUFBRTtFQUN4QixLQUFLLE1BQU0sUUFBUSxLQUFLLEtBQUssQ0FBQyxNQUFPO0lBQ25DLE1BQU0sU0FBUyxLQUFLLFVBQVUsQ0FBQyxTQUFTLEtBQUssS0FBSyxDQUFDLEtBQUs7SUFDeEQsSUFBSSxXQUFXLFFBQVEsQ0FBQyxLQUFLLEdBQUcsQ0FBQyxXQUFXLE9BQU8sVUFBVSxDQUFDLE1BQU0sR0FBRztNQUNyRSxJQUFJLElBQUksQ0FBQztRQUFDO1FBQU0sTUFBTSxJQUFJLENBQUM7T0FBTTtNQUNqQyxPQUFPLEtBQUssR0FBRyxDQUFDLFVBQVUsU0FBUztNQUNuQyxRQUFRLEVBQUU7SUFDWjtJQUNBLE1BQU0sSUFBSSxDQUFDO0VBQ2I7RUFDQSxJQUFJLElBQUksQ0FBQztJQUFDO0lBQU0sTUFBTSxJQUFJLENBQUM7R0FBTTtFQUNqQyxPQUFPO0FBQ1Q7QUFFQTs7Ozs7O0NBTUMsR0FDRCxTQUFTLFFBQ1AsSUFBWSxFQUNaLElBQVMsRUFDVCxJQUFZLEVBQ1osSUFBOEI7RUFFOUIsTUFBTSxRQUFRLE1BQU0sTUFBTSxNQUFNLEdBQUcsQ0FBQyxDQUFDLENBQUMsUUFBUSxLQUFLLEdBQ2pELFdBQVcsT0FBTyxPQUFPLEtBQUssT0FBTyxDQUNuQywwQkFDQSxLQUFLLFNBQVMsQ0FBQyxJQUFJLElBQUksUUFBUSxNQUFNLElBQUksSUFFM0MsSUFBSSxDQUFDO0VBQ1AseUVBQXlFO0VBQ3pFLGlCQUFpQixNQUFNO0FBQ3pCO0FBRUEsU0FBUyxhQUFhLElBQVk7RUFDaEMsSUFBSTtJQUNGLE9BQU8sS0FBSyxLQUFLLENBQUMsS0FBSyxnQkFBZ0IsQ0FBQztFQUMxQyxFQUFFLE9BQU07SUFDTixPQUFPO0VBQ1Q7QUFDRjtBQUVBLGtFQUFrRSxHQUNsRSxTQUFTLFVBQVUsR0FBVyxFQUFFLElBQWlCO0VBQy9DLEtBQUssTUFBTSxLQUFLLEtBQUssV0FBVyxDQUFDLEtBQU07SUFDckMseUVBQXlFO0lBQ3pFLDJDQUEyQztJQUMzQyxNQUFNLFNBQVMsOERBQ1osSUFBSSxDQUNILEVBQUUsSUFBSTtJQUVWLElBQUksVUFBVSxDQUFDLEtBQUssR0FBRyxDQUFDLEVBQUUsSUFBSSxHQUFHO01BQy9CLGNBQWMsR0FBRyxJQUFJLENBQUMsRUFBRSxFQUFFLElBQUksRUFBRTtJQUNsQztJQUNBLE1BQU0sTUFBTSxFQUFFLElBQUksQ0FBQyxLQUFLLENBQUMsZ0JBQWdCLENBQUMsRUFBRTtJQUM1QyxJQUFJLE9BQU8sUUFBUSxPQUFPLEtBQUssR0FBRyxLQUFLLENBQUMsT0FBTyxDQUFDLE1BQU0sRUFBRSxLQUFLLEdBQUc7TUFDOUQsY0FBYyxHQUFHLElBQUksQ0FBQyxFQUFFLEVBQUUsSUFBSSxFQUFFLEVBQUU7SUFDcEM7RUFDRjtBQUNGO0FBRUE7Ozs7O0NBS0MsR0FDRCxlQUFlLFNBQ2IsSUFBUyxFQUNULEtBQWU7RUFFZixNQUFNLE9BQU8sbUJBQW1CLEtBQUssUUFBUTtFQUM3QyxJQUFLLElBQUksUUFBUSxJQUFJLFFBQVM7SUFDNUIsTUFBTSxNQUFNLElBQUk7SUFDaEIsSUFBSSxTQUFTO0lBQ2IsS0FBSyxNQUFNLFFBQVEsTUFBTztNQUN4QixJQUFJO1FBQ0YsTUFBTSxPQUFPLEtBQUssUUFBUSxDQUFDLE9BQU87UUFDbEMsTUFBTSxRQUFRLEtBQUssS0FBSyxFQUFFLGFBQWE7UUFDdkMsSUFBSSxHQUFHLENBQUMsTUFBTTtVQUFDO1VBQU0sS0FBSyxJQUFJO1VBQUU7U0FBTTtRQUN0QyxTQUFTLEtBQUssR0FBRyxDQUFDLFFBQVE7TUFDNUIsRUFBRSxPQUFNO1FBQ04sSUFBSSxHQUFHLENBQUMsTUFBTTtVQUFDO1VBQU0sQ0FBQztVQUFHO1NBQUU7TUFDN0I7SUFDRjtJQUNBLE1BQU0sT0FBTyxTQUFTLFVBQVUsS0FBSyxHQUFHO0lBQ3hDLElBQUksUUFBUSxLQUFLLFNBQVMsR0FBRyxPQUFPO0lBQ3BDLE1BQU0sSUFBSSxRQUFRLENBQUMsSUFBTSxXQUFXLEdBQUc7RUFDekM7QUFDRjtBQUVBLFNBQVMsY0FBYyxJQUFZLEVBQUUsWUFBWSxLQUFLO0VBQ3BELElBQUk7SUFDRixLQUFLLFVBQVUsQ0FBQyxNQUFNO01BQUU7SUFBVTtFQUNwQyxFQUFFLE9BQU8sS0FBSztJQUNaLElBQUksQ0FBQyxDQUFDLGVBQWUsS0FBSyxNQUFNLENBQUMsUUFBUSxHQUFHLE1BQU07RUFDcEQ7QUFDRiJ9
// denoCacheMetadata=8723708694100319427,14981940336621204914