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
 */

import {
  BUILD_LOCK,
  BUNDLE_FORMAT,
  bundleDir,
  type BundleInput,
  type BundleManifest,
  DAEMON_COMMAND,
  detachedName,
  exists,
  fileUrl,
  handoverName,
} from "./place.ts";
import { writePrivateFile } from "../../protocol/private_file.ts";
import { check, handsOver } from "./fresh.ts";
import { COMMAND_FILES } from "../commands/index.ts";
import { NOT_FROM_KEYS } from "../commands/_command_runner.ts";

/** Modules never in a bundle: they run from the source (`main.ts`). */
const SOURCE_ONLY = /^(client\/bundle\/|client\/commands\/_bridge\.ts$)/;
/** The daemon's modules: in its bundle, never in a command's. */
const SERVER = /^server\//;
/**
 * The daemon's bundle: `cli.ts` with what `__daemon` imports later, and
 * the bundles of the workers it starts, which its entry registers
 * (`server/workers/worker_url.ts`). Run from them, a daemon with one
 * session holds 9 MB less, each further session 1.3 MB less
 * (bench/README.md, "Issue 15, eleventh round"). One manifest covers the
 * three: its inputs are all theirs, so a daemon starts from its bundle
 * only with workers of the same build. Workers it starts later load their
 * file then, as from the source: a build since gives them its code.
 */
const DAEMON = {
  name: DAEMON_COMMAND,
  base: "daemon",
  path: "server/daemon/daemon.ts",
  workers: [
    { path: "server/workers/parse_worker.ts", base: "parse-worker" },
    { path: "server/workers/gather_main.ts", base: "gather-worker" },
  ],
};
/**
 * Inputs of every bundle beside its modules: the import map and lock, and
 * the builder itself (a fix to it must make the bundles stale).
 */
const ALWAYS_INPUTS = [
  "deno.json",
  "deno.lock",
  "client/bundle/build.ts",
  "client/bundle/fresh.ts",
  "client/bundle/place.ts",
];
/** See `snapshot`. */
const RACY_MS = 2000;
/** `importLater("./x.ts", ...)` in a module's source. */
const LATER = /\bimportLater(?:<[^>]*>)?\(\s*"(\.\.?\/[^"]+\.ts)"/g;
/** The command table: its "imports later" are the commands themselves. */
const COMMAND_TABLE = "client/commands/index.ts";
/**
 * What runs a command from a key binding or the `:` prompt: a bundle that
 * holds it holds every command a key may run. Loaded from the source
 * instead, a command would have its own copies of the modules the bundle
 * has (a `UserError` that is not the runner's, its output not going where
 * `withOutputTo` says).
 */
const RUNNER = "client/commands/_command_runner.ts";
/**
 * Each command's names, its module as a path from the root, and its
 * entry's file name here, less `.js`.
 */
const COMMANDS = COMMAND_FILES.map(([names, file]) => ({
  names,
  path: `client/commands/${file.slice(2)}`,
  base: file.slice(2).replace(/\.ts$/, ""),
}));
/** The commands a key may run, as paths from the root. */
const FROM_KEYS = COMMANDS.filter(({ names }) => !NOT_FROM_KEYS.has(names[0]))
  .map(({ path }) => path);
/**
 * `new -d` never attaches, and its bundle leaves out what `_attach.ts`
 * imports later: the attach client, and the command runner with every
 * command a key may run (70 KB and 37 inputs instead of 440 KB and 135;
 * bench/README.md, "Issue 15, seventh round"). The launcher runs it only
 * when `new`'s own parse reads `-d` (`commands/_new_args.ts`); its entry
 * refuses those modules rather than load them from the source beside the
 * bundle's own.
 */
const DETACHED = {
  command: "client/commands/new.ts",
  notLater: "client/commands/_attach.ts",
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
 */
const HANDOVER = {
  commands: [
    "client/commands/attach.ts",
    "client/commands/new.ts",
    "client/commands/start.ts",
  ],
  without: ["client/attach/mod.ts", RUNNER],
  /** The command whose whole bundle attaches when the form cannot. */
  fallback: "client/commands/attach.ts",
};

class BuildError extends Error {}

/** Runs `berth __bundle [--check [COMMAND]]`; returns the exit code. */
export async function buildBundle(args: string[]): Promise<number> {
  const root = new URL("../../", import.meta.url);
  const dir = bundleDir(root);
  if (dir === null) {
    console.error("berth: no cache directory (set HOME or XDG_CACHE_HOME)");
    return 1;
  }
  if (args[0] === "--check") {
    // From a terminal, an attaching command's hand-over form, as it runs.
    const { bundle, stale } = await check(
      root,
      dir,
      args[1] ?? "start",
      args.slice(2),
      handsOver(undefined),
    );
    console.log(stale === null ? `fresh: ${dir}/${bundle}` : `stale: ${stale}`);
    return stale === null ? 0 : 1;
  }
  try {
    Deno.mkdirSync(dir, { recursive: true, mode: 0o700 });
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

/** Builds every command's bundle into `dir`; returns how many. */
async function build(root: URL, dir: string): Promise<number> {
  const graph = await moduleGraph(root, dir);
  // Before the bundler reads anything (see the module's comment).
  const tree = await snapshot(root, [...graph.keys(), ...ALWAYS_INPUTS]);
  // Its own: a build run by hand may meet one started in the background.
  const out = `${dir}/out-${Deno.pid}`;
  removeIfThere(out, true);
  Deno.mkdirSync(out);
  try {
    const entries = COMMANDS.map(({ names, path, base }) => {
      const { reached, later } = closure(graph, ["cli.ts", path], commandLater);
      writeEntry(root, `${out}/${base}.js`, [path, ...later]);
      return { names, path, base, reached };
    });
    const detached = detachedEntry(root, graph, out);
    const handovers = handoverEntries(root, graph, out, entries);
    const daemon = daemonEntries(root, dir, graph, out);
    const all = [
      ...entries,
      ...(detached ? [detached] : []),
      ...handovers,
      ...daemon.all,
    ];
    await runBundler(root, out, all.map((e) => `${out}/${e.base}.js`));
    // By file name: a command's manifest under each of its names.
    const made = new Map<string, BundleManifest>();
    const own = detached && installBundle(root, dir, out, tree, detached);
    const forms = fallbackMade(out, handovers);
    for (const entry of entries) {
      const manifest = installBundle(root, dir, out, tree, entry);
      if (manifest === null) continue;
      if (own && detached.of === entry.base) {
        manifest.detached = `${detached.base}.json`;
        made.set(manifest.detached, own);
      }
      const form = handovers.find((h) => h.of === entry.base);
      const handover = form && forms &&
        installBundle(root, dir, out, tree, form);
      if (handover) {
        manifest.handover = `${form.base}.json`;
        made.set(manifest.handover, handover);
      }
      for (const n of entry.names) made.set(`${n}.json`, manifest);
    }
    const server = installDaemon(root, dir, out, tree, daemon);
    if (server) made.set(`${DAEMON.name}.json`, server);
    if (made.size === 0) throw new BuildError("no command could be bundled");
    publish(dir, made);
    if (server) await warmCodeCache(root, out, bundleFiles(server), dir);
    return new Set([...made.values()].map((m) => m.bundle)).size;
  } finally {
    removeIfThere(out, true);
  }
}

/**
 * The entry of `new -d`'s bundle (`DETACHED`), written to `out`; null when
 * the graph lacks `new`. `of`: the entry of the command it is a form of.
 */
function detachedEntry(root: URL, graph: Graph, out: string) {
  const of = COMMANDS.find(({ path }) => path === DETACHED.command);
  if (!of || !graph.has(of.path)) return null;
  const { reached, later } = closure(graph, ["cli.ts", of.path], commandLater, {
    notLater: DETACHED.notLater,
  });
  const base = detachedName(of.names[0]);
  // One reached another way is in the bundle, and loads from there.
  const refused = (graph.get(DETACHED.notLater)?.later ?? [])
    .filter((m) => !reached.includes(m));
  writeEntry(root, `${out}/${base}.js`, [of.path, ...later], { refused });
  return { of: of.base, base, reached };
}

/**
 * The entries of the hand-over forms (`HANDOVER`) of `entries`, the
 * commands' own, written to `out`; none without the fallback's entry.
 * `of`: the entry of the command each is a form of; `fallback`: the
 * fallback's.
 */
function handoverEntries(
  root: URL,
  graph: Graph,
  out: string,
  entries: { names: string[]; path: string; base: string; reached: string[] }[],
) {
  const fallback = entries.find(({ path }) => path === HANDOVER.fallback);
  if (!fallback) return [];
  const takeLater: TakeLater = (from, to) =>
    commandLater(from, to) && !HANDOVER.without.includes(to);
  return entries.filter(({ path }) => HANDOVER.commands.includes(path))
    .map(({ names, path, base: of }) => {
      const { reached, later } = closure(
        graph,
        ["cli.ts", path],
        takeLater,
      );
      const base = handoverName(names[0]);
      writeEntry(root, `${out}/${base}.js`, [path, ...later], {
        refused: HANDOVER.without,
        whole: `./${fallback.base}.js`,
      });
      return { of, base, reached, fallback: fallback.base };
    });
}

/** Whether this build made the hand-over forms' fallback bundle. */
function fallbackMade(
  out: string,
  handovers: ReturnType<typeof handoverEntries>,
): boolean {
  const base = handovers[0]?.fallback;
  return base !== undefined && exists(`${out}/bundled/${base}.js`);
}

/**
 * The entries of the daemon's bundle and its workers' (`DAEMON`), written
 * to `out`: `all` to bundle, and the daemon's with its workers apart.
 */
function daemonEntries(root: URL, dir: string, graph: Graph, out: string) {
  const daemon = closure(graph, ["cli.ts"], daemonLater);
  const workers = DAEMON.workers.map(({ path, base }) => {
    Deno.writeTextFileSync(
      `${out}/${base}.js`,
      `import ${JSON.stringify(new URL(path, root).href)};\n`,
    );
    return { path, base, reached: closure(graph, [path], () => false).reached };
  });
  const urls = Object.fromEntries(
    workers.map(({ path, base }) => [
      new URL(path, root).href,
      fileUrl(`${dir}/${base}.js`),
    ]),
  );
  writeEntry(root, `${out}/${DAEMON.base}.js`, daemon.later, { workers: urls });
  const entry = { base: DAEMON.base, reached: daemon.reached };
  return { entry, workers, all: [entry, ...workers] };
}

/**
 * Installs the daemon's bundle and its workers'; the manifest of the
 * three, or null unless all three were made.
 */
function installDaemon(
  root: URL,
  dir: string,
  out: string,
  tree: Map<string, BundleInput>,
  { entry, workers }: ReturnType<typeof daemonEntries>,
): BundleManifest | null {
  const file = (base: string) => `${out}/bundled/${base}.js`;
  if (![entry, ...workers].every(({ base }) => exists(file(base)))) {
    return null;
  }
  // The workers first: a daemon that reads the manifest finds them there.
  for (const { base } of workers) {
    install(`${dir}/${base}.js`, root, Deno.readTextFileSync(file(base)), tree);
  }
  const reached = new Set([entry, ...workers].flatMap((e) => e.reached));
  const manifest = installBundle(root, dir, out, tree, {
    base: entry.base,
    reached: [...reached],
  });
  if (manifest) manifest.workers = workers.map(({ base }) => `${base}.js`);
  return manifest;
}

/**
 * Installs the bundle the bundler made of entry `base` into `dir`; its
 * manifest, or null when its bundler run failed (`runBundler`).
 */
function installBundle(
  root: URL,
  dir: string,
  out: string,
  tree: Map<string, BundleInput>,
  { base, reached }: { base: string; reached: string[] },
): BundleManifest | null {
  const file = `${out}/bundled/${base}.js`;
  if (!exists(file)) return null;
  const bundle = `${base}.js`;
  install(`${dir}/${bundle}`, root, Deno.readTextFileSync(file), tree);
  return {
    format: BUNDLE_FORMAT,
    deno: Deno.version.deno,
    root: root.href,
    bundle,
    inputs: [...reached, ...ALWAYS_INPUTS].sort().map((p) => tree.get(p)!),
  };
}

/**
 * Writes the manifests, by file name. The files any manifest names, before
 * or after, stay until the next build: a command that read one a moment
 * ago still finds its file, and a daemon whose bundle this build could not
 * make again (a file half saved) still finds its workers'.
 */
function publish(dir: string, made: Map<string, BundleManifest>): void {
  const keep = new Set([...made.values()].flatMap(bundleFiles));
  for (const e of Deno.readDirSync(dir)) {
    const old = e.name.endsWith(".json")
      ? readManifest(`${dir}/${e.name}`)
      : null;
    if (old) { for (const f of bundleFiles(old)) keep.add(f); }
  }
  for (const [file, manifest] of made) {
    writePrivateFile(`${dir}/${file}`, JSON.stringify(manifest) + "\n");
  }
  removeOld(dir, keep);
}

/** The files a manifest names: its bundle, and the daemon's its workers'. */
function bundleFiles(m: BundleManifest): string[] {
  return [m.bundle, ...(m.workers ?? [])];
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
 */
async function warmCodeCache(
  root: URL,
  out: string,
  files: string[],
  dir: string,
): Promise<void> {
  const script = `${out}/warm.js`;
  Deno.writeTextFileSync(
    script,
    [
      ...files.map((f) =>
        `await import(${JSON.stringify(fileUrl(`${dir}/${f}`))});`
      ),
      "Deno.exit(0);",
      "",
    ].join("\n"),
  );
  const base = decodeURIComponent(root.pathname);
  await run(
    ["run", "-A", "--quiet", "--config", `${base}deno.json`, script],
    base,
  ).catch(() => {});
}

/** What each module of the tree loads: static and literal imports, and later ones. */
type Graph = Map<string, { deps: string[]; later: string[] }>;

/**
 * The graph of what `cli.ts`, the commands and the daemon reach, from
 * `deno info` (the
 * walk Deno itself makes) and a search of each source for `importLater`,
 * walked again from the modules imported later until none is new.
 */
async function moduleGraph(root: URL, dir: string): Promise<Graph> {
  const base = decodeURIComponent(root.pathname);
  const graph: Graph = new Map();
  let roots = [
    "cli.ts",
    ...COMMANDS.map(({ path }) => path),
    DAEMON.path,
    ...DAEMON.workers.map(({ path }) => path),
  ];
  const local = (href: string) =>
    href.startsWith(root.href) ? href.slice(root.href.length) : null;
  while (roots.length > 0) {
    const entry = `${dir}/graph-${Deno.pid}.js`;
    Deno.writeTextFileSync(
      entry,
      roots.map((p) => `import ${JSON.stringify(new URL(p, root).href)};\n`)
        .join(""),
    );
    const info = await run(
      ["info", "--json", "--config", `${base}deno.json`, entry],
      base,
    ).finally(() => removeIfThere(entry));
    // The entry itself is no source, even in a cache folder inside the tree.
    const entryHref = new URL(entry, "file:///").href;
    for (const m of JSON.parse(info).modules ?? []) {
      if (m.specifier === entryHref) continue;
      const path = local(m.specifier ?? "");
      if (path === null || graph.has(path) || SOURCE_ONLY.test(path)) continue;
      const deps: string[] = [];
      for (const d of m.dependencies ?? []) {
        const p = local(d.code?.specifier ?? "");
        if (p !== null && !SOURCE_ONLY.test(p)) deps.push(p);
      }
      graph.set(path, { deps, later: laterOf(root, path) });
    }
    roots = [...new Set([...graph.values()].flatMap((n) => n.later))]
      .filter((p) => !graph.has(p));
  }
  return graph;
}

/** The modules `path` imports later, as paths from the root. */
function laterOf(root: URL, path: string): string[] {
  if (path === COMMAND_TABLE) return [];
  const source = Deno.readTextFileSync(new URL(path, root));
  const out: string[] = [];
  for (const m of source.matchAll(LATER)) {
    const target = new URL(m[1], new URL(path, root)).href.slice(
      root.href.length,
    );
    if (!SOURCE_ONLY.test(target)) out.push(target);
  }
  return out;
}

/** Which modules a bundle's modules import later it holds. */
type TakeLater = (from: string, to: string) => boolean;
/** A command's: all but the daemon's. */
const commandLater: TakeLater = (_, to) => !SERVER.test(to);
/** The daemon's: of `cli.ts`'s, the daemon alone (not `__upgrade-check`). */
const daemonLater: TakeLater = (from, to) =>
  from !== "cli.ts" || to === DAEMON.path;

/**
 * What `roots` reach (the bundle's inputs), and which of those are
 * imported later (the entry registers them): those `takeLater` takes.
 * What module `notLater` imports later is left out, with what only it
 * reaches.
 */
function closure(
  graph: Graph,
  roots: string[],
  takeLater: TakeLater,
  { notLater }: { notLater?: string } = {},
): { reached: string[]; later: string[] } {
  const seen = new Set<string>();
  const later = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const m = queue.pop()!;
    if (seen.has(m)) continue;
    seen.add(m);
    const node = graph.get(m);
    if (!node) continue;
    queue.push(...node.deps);
    if (m === notLater) continue;
    for (const l of m === RUNNER ? [...node.later, ...FROM_KEYS] : node.later) {
      if (!takeLater(m, l)) continue;
      later.add(l);
      queue.push(l);
    }
  }
  return { reached: [...seen].sort(), later: [...later].sort() };
}

/**
 * An entry: the command line, with `modules` registered for `importLater`,
 * and `refused` registered as an error: loaded from the source, they would
 * bring their own copies of the bundle's modules. `workers`: the bundles
 * of the daemon's workers, by their modules' source URLs. `whole`: for a
 * form that leaves part of its command out, a whole bundle that can do the
 * rest, as a path from this one.
 */
function writeEntry(
  root: URL,
  entry: string,
  modules: string[],
  { refused = [], workers = {}, whole }: {
    refused?: string[];
    workers?: Record<string, string>;
    whole?: string;
  } = {},
): void {
  const href = (p: string) => JSON.stringify(new URL(p, root).href);
  const refusal = JSON.stringify(
    "This bundle of berth leaves that module out (a bug in the launcher's choice); BERTH_BUNDLE=0 runs berth from the source",
  );
  Deno.writeTextFileSync(
    entry,
    [
      `import { useBundled } from ${href("protocol/import_later.ts")};`,
      `useBundled({`,
      ...modules.map((m) => `  ${href(m)}: () => import(${href(m)}),`),
      ...refused.map((m) =>
        `  ${href(m)}: () => Promise.reject(new Error(${refusal})),`
      ),
      `});`,
      ...(whole === undefined ? [] : [
        `import { useWholeBundle } from ${href("protocol/import_later.ts")};`,
        // The bundle's own URL: no module of the tree's is this one.
        `useWholeBundle(new URL(${
          JSON.stringify(whole)
        }, import.meta.url).href);`,
      ]),
      ...(Object.keys(workers).length === 0 ? [] : [
        `import { useBundledWorkers } from ${
          href("server/workers/worker_url.ts")
        };`,
        `useBundledWorkers(${JSON.stringify(workers)});`,
      ]),
      `export { run } from ${href("cli.ts")};`,
      ``,
    ].join("\n"),
  );
}

/**
 * Bundles every entry into `out/bundled/`, each file on its own. When one
 * fails (a file half saved), each is bundled alone, so the others still
 * get theirs; throws when none does.
 */
async function runBundler(
  root: URL,
  out: string,
  entries: string[],
): Promise<void> {
  const base = decodeURIComponent(root.pathname);
  const bundle = (some: string[]) =>
    run([
      "bundle",
      "--quiet",
      "--platform",
      "deno",
      "--config",
      `${base}deno.json`,
      "--outdir",
      `${out}/bundled`,
      ...some,
    ], base);
  try {
    await bundle(entries);
    return;
  } catch (err) {
    let built = 0;
    for (const e of entries) {
      built += await bundle([e]).then(() => 1, () => 0);
    }
    if (built === 0) throw err;
  }
}

/** Runs deno with `args` in `cwd`; returns its output, throws its last line. */
async function run(args: string[], cwd: string): Promise<string> {
  const { success, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args,
    cwd,
    env: { NO_COLOR: "1" }, // Its error line plain.
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!success) {
    // Its "error: ..." line, not the backtrace after it.
    const lines = new TextDecoder().decode(stderr).split("\n");
    const said = lines.find((l) => l.startsWith("error:")) ?? lines[0];
    throw new BuildError(
      `deno ${args[0]} failed: ${said.trim() || "no message"}`,
    );
  }
  return new TextDecoder().decode(stdout);
}

/**
 * The bundle's text cut at esbuild's module markers (`// path` lines, the
 * path from the tree): [path, text] in order, path null for what is not
 * the tree's (npm packages, the entry). A module can have several parts.
 */
function parts(
  text: string,
  tree: Map<string, BundleInput>,
): [string | null, string][] {
  const out: [string | null, string][] = [];
  let path: string | null = null;
  let lines: string[] = [];
  for (const line of text.split("\n")) {
    const marker = line.startsWith("// ") ? line.slice(3) : null;
    if (marker !== null && (tree.has(marker) || marker.startsWith("../"))) {
      out.push([path, lines.join("\n")]);
      path = tree.has(marker) ? marker : null;
      lines = [];
    }
    lines.push(line);
  }
  out.push([path, lines.join("\n")]);
  return out;
}

/**
 * Writes the bundle `text` to `path`, each module's `import.meta.url` its
 * source file's. One name per command, kept from build to build: Deno's code cache holds one entry per file name, replaced when
 * the text changes, so a name per build would grow it by each build's
 * bundles. A command that read the manifest before finds a bundle made
 * from a tree at least as new.
 */
function install(
  path: string,
  root: URL,
  text: string,
  tree: Map<string, BundleInput>,
): void {
  const fixed = parts(text, tree).map(([module, part]) =>
    module === null ? part : part.replace(
      /\bimport\.meta\.url\b/g,
      JSON.stringify(new URL(module, root).href),
    )
  ).join("\n");
  // This user's alone, whatever the umask: `fresh.ts` trusts nothing else.
  writePrivateFile(path, fixed);
}

function readManifest(path: string): BundleManifest | null {
  try {
    return JSON.parse(Deno.readTextFileSync(path));
  } catch {
    return null;
  }
}

/** Removes the bundles not in `keep`, and what dead builds left. */
function removeOld(dir: string, keep: Set<string>): void {
  for (const e of Deno.readDirSync(dir)) {
    // A command's bundle, its detached or hand-over form's, an older build's
    // cli-HASH.js; not a build's graph-PID.js.
    const bundle = /^([a-z][a-z_-]*(\.detached|\.handover)?|cli-[0-9a-f]+)\.js$/
      .test(
        e.name,
      );
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
 */
async function snapshot(
  root: URL,
  paths: string[],
): Promise<Map<string, BundleInput>> {
  const base = decodeURIComponent(root.pathname);
  for (let tries = 0;; tries++) {
    const out = new Map<string, BundleInput>();
    let newest = 0;
    for (const path of paths) {
      try {
        const info = Deno.statSync(base + path);
        const mtime = info.mtime?.getTime() ?? 0;
        out.set(path, [path, info.size, mtime]);
        newest = Math.max(newest, mtime);
      } catch {
        out.set(path, [path, -1, 0]);
      }
    }
    const wait = newest + RACY_MS - Date.now();
    if (wait <= 0 || tries >= 5) return out;
    await new Promise((r) => setTimeout(r, wait));
  }
}

function removeIfThere(path: string, recursive = false): void {
  try {
    Deno.removeSync(path, { recursive });
  } catch (err) {
    if (!(err instanceof Deno.errors.NotFound)) throw err;
  }
}
