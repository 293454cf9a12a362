/**
 * The layering rules of the design, checked on the real module graph
 * (`deno info --json`), so that a stray import fails CI instead of review:
 *
 * - `pty/` depends on nothing but libc: it reaches no module outside `pty/`.
 * - `client/` never reaches `server/` or `pty/` (the FFI layer). The
 *   launcher, run without Deno's config and needing it, loads
 *   `pty/exec.ts` at run time to run itself again
 *   (`client/bundle/with_config.ts`), and so does an attach that becomes
 *   the script that waits (`client/attach_waiter.ts`).
 * - `server/` imports `client/` in one module only, `tty_attach.ts`: the
 *   attach client the daemon runs on a client's terminal.
 * - `protocol/` (shared by both sides) reaches no `server/`, `client/` or
 *   `pty/`.
 * - Importing a module never opens libc: every source module loads in a
 *   process without FFI permission.
 */

import assert from "node:assert/strict";
import { relative } from "node:path";
import { denoInfo, type InfoModule } from "./_helpers/deno_info.ts";

const ROOT = new URL("..", import.meta.url).pathname;
const FOLDERS = ["client", "protocol", "pty", "server", "vt"];

/** Every source module of the folders above (no tests, no bench). */
function sourceModules(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of Deno.readDirSync(`${ROOT}${dir}`)) {
      const path = `${dir}/${e.name}`;
      if (e.isDirectory) walk(path);
      else if (e.name.endsWith(".ts")) out.push(path);
    }
  };
  for (const f of FOLDERS) walk(f);
  return out.sort();
}

/** The import graph of `modules`: path -> the local paths it imports. */
async function importGraph(modules: string[]): Promise<Map<string, string[]>> {
  const root = await Deno.makeTempFile({ dir: ROOT, suffix: "_graph.ts" });
  try {
    await Deno.writeTextFile(
      root,
      modules.map((m) => `import "./${m}";\n`).join(""),
    );
    const info = await denoInfo(root, ROOT);
    const local = (spec: string) =>
      spec.startsWith("file://") ? relative(ROOT, new URL(spec).pathname) : "";
    const graph = new Map<string, string[]>();
    for (const m of info.modules) {
      const deps = (m.dependencies ?? [])
        .flatMap((d) => [d.code?.specifier, d.type?.specifier])
        .filter((s): s is string => !!s)
        .map(local)
        .filter((p) => p !== "");
      graph.set(local(m.specifier), deps);
    }
    return graph;
  } finally {
    await Deno.remove(root);
  }
}

/** Every module `from` reaches, with the import chain that reaches it. */
function reach(
  graph: Map<string, string[]>,
  from: string,
): Map<string, string> {
  const seen = new Map<string, string>([[from, from]]);
  const queue = [from];
  while (queue.length > 0) {
    const m = queue.shift()!;
    for (const d of graph.get(m) ?? []) {
      if (seen.has(d)) continue;
      seen.set(d, `${seen.get(m)} -> ${d}`);
      queue.push(d);
    }
  }
  return seen;
}

const modules = sourceModules();
const graph = await importGraph(modules);

/** The chains by which modules under `from` reach a module `bad` accepts. */
function violations(from: string, bad: (path: string) => boolean): string[] {
  const found: string[] = [];
  for (const m of modules.filter((p) => p.startsWith(`${from}/`))) {
    for (const [dep, chain] of reach(graph, m)) {
      if (bad(dep)) found.push(chain);
    }
  }
  return [...new Set(found)];
}

Deno.test("imports: pty/ reaches nothing outside pty/", () => {
  assert.deepEqual(violations("pty", (p) => !p.startsWith("pty/")), []);
});

Deno.test("imports: client/ reaches no server/ and no pty/ module", () => {
  const bad = (p: string) => p.startsWith("server/") || p.startsWith("pty/");
  assert.deepEqual(violations("client", bad), []);
});

Deno.test("imports: server/ reaches client/ only through tty_attach.ts (the attach client the daemon runs)", () => {
  const found: string[] = [];
  for (const m of modules.filter((p) => p.startsWith("server/"))) {
    for (const d of graph.get(m) ?? []) {
      if (d.startsWith("client/") && m !== "server/daemon/tty_attach.ts") {
        found.push(`${m} -> ${d}`);
      }
    }
  }
  assert.deepEqual(found, []);
});

Deno.test("imports: protocol/ reaches no server/, client/ or pty/ module", () => {
  const bad = (p: string) => /^(server|client|pty)\//.test(p);
  assert.deepEqual(violations("protocol", bad), []);
});

Deno.test("imports: no module opens libc when it is imported", async () => {
  // Without --allow-ffi, a Deno.dlopen at import time throws.
  const root = await Deno.makeTempFile({ dir: ROOT, suffix: "_load.ts" });
  try {
    await Deno.writeTextFile(
      root,
      modules.map((m) => `import "./${m}";\n`).join("") +
        'console.log("loaded");\n',
    );
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["run", "--quiet", "--allow-read", "--allow-env", root],
      cwd: ROOT,
      stdout: "piped",
      stderr: "piped",
    }).output();
    const err = new TextDecoder().decode(out.stderr);
    assert.equal(out.code, 0, `importing every module failed: ${err}`);
    assert.equal(new TextDecoder().decode(out.stdout).trim(), "loaded");
  } finally {
    await Deno.remove(root);
  }
});

Deno.test("imports: no module imports itself through others (no cycles)", () => {
  const cycles: string[] = [];
  for (const m of modules) {
    for (const d of graph.get(m) ?? []) {
      const back = reach(graph, d).get(m);
      if (back) cycles.push(`${m} -> ${back}`);
    }
  }
  assert.deepEqual(cycles, []);
});

/**
 * What loading `entry` loads before anything runs: its static imports,
 * transitively (no `import()`, no type-only imports), local or not.
 */
async function staticLoad(entry: string): Promise<Set<string>> {
  const info = await denoInfo(entry, ROOT);
  const deps = new Map<string, string[]>();
  for (const m of info.modules as InfoModule[]) {
    deps.set(
      m.specifier,
      (m.dependencies ?? [])
        .filter((d) => !(d as { isDynamic?: boolean }).isDynamic)
        .map((d) => d.code?.specifier)
        .filter((s): s is string => !!s),
    );
  }
  const redirects: Record<string, string> = info.redirects ?? {};
  const seen = new Set<string>();
  const queue: string[] = [...info.roots];
  while (queue.length > 0) {
    const s = queue.shift()!;
    const m = redirects[s] ?? s;
    if (seen.has(m)) continue;
    seen.add(m);
    queue.push(...deps.get(m) ?? []);
  }
  return seen;
}

Deno.test("imports: the daemon starts with no npm package and no node: module", async () => {
  // The first npm package or node: module costs an isolate about 4 MB
  // resident: the idle daemon loads them on first use (bench/README.md).
  for (const entry of ["main.ts", "cli.ts", "server/daemon/daemon.ts"]) {
    const loaded = [...await staticLoad(entry)];
    assert.deepEqual(loaded.filter((s) => !s.startsWith("file:")), [], entry);
  }
});
