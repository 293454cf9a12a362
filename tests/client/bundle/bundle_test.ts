/**
 * The bundles of the command line (client/bundle/): a command runs from
 * its bundle while the files it was made from keep their size and
 * modification time, from the source as soon as one changes, and the
 * bundle is built again behind it. On a copy of the tree, with its own
 * cache, so that editing a file there disturbs no other test.
 *
 * The oracle is a change the check cannot see: a file edited with its size
 * and modification time put back runs its old text from the bundle.
 */

import assert from "node:assert/strict";
import { runCollected, testEnv, treeArgv } from "../../_helpers/daemon.ts";
import { UserTerminal } from "../../_helpers/user_terminal.ts";
import { ServeProcess } from "../../web/_web.ts";

const ROOT = new URL("../../../", import.meta.url).pathname;

/** A copy of the tree's files (tracked and new) in `dir`. */
async function copyTree(dir: string): Promise<void> {
  const out = await new Deno.Command("git", {
    args: ["ls-files", "--cached", "--others", "--exclude-standard", "-z"],
    cwd: ROOT,
    stdout: "piped",
  }).output();
  const files = new TextDecoder().decode(out.stdout).split("\0")
    .filter((f) =>
      f !== "" && !f.startsWith("tests/") && !f.startsWith("bench/")
    );
  for (const f of files) {
    const to = `${dir}/${f}`;
    await Deno.mkdir(to.slice(0, to.lastIndexOf("/")), { recursive: true });
    await Deno.copyFile(`${ROOT}${f}`, to).catch(() => {}); // Deleted, not yet committed.
  }
}

/** Runs the copy's berth with `env`; its output. */
function runIn(tree: string, env: Record<string, string>, args: string[]) {
  return runCollected(treeArgv(tree, args), env);
}

/** The tests' folder: the tree and its cache, as each test starts it. */
const BASE = await Deno.makeTempDir({ prefix: "berth-bundle-" });
/** The same, as built: copied to `BASE` for each test. */
const BUILT = `${BASE}.built`;

/** The environment of berth run from the tree in `tmp`, with its cache. */
function treeEnv(tmp: string): Record<string, string> {
  return testEnv({
    HOME: tmp,
    XDG_CACHE_HOME: `${tmp}/cache`,
    SHELL: "/bin/sh",
  });
}

/**
 * The tree copied to `BASE` and every bundle built there by
 * `berth __bundle`, kept in `BUILT` (made once: each build took 5-10 s,
 * and 50 s busy; a cache is the tree's at its path, so each test gets the
 * copy back at the same path).
 */
let built: Promise<string> | null = null;

async function buildOnce(): Promise<string> {
  const tmp = BASE;
  await copyTree(`${tmp}/tree`);
  const made = await runIn(`${tmp}/tree`, treeEnv(tmp), ["__bundle"]);
  assert.equal(made.code, 0, made.stderr);
  assert.match(made.stdout, /^berth: \d+ bundles built in /);
  await buildsDone(`${tmp}/cache/berth`);
  await copyPreserving(tmp, BUILT);
  return BUILT;
}

/** `from` copied to `to` with its files' modification times (`cp -a`). */
async function copyPreserving(from: string, to: string): Promise<void> {
  const cp = await new Deno.Command("cp", {
    args: ["-a", from, to],
    stderr: "piped",
  }).output();
  assert.ok(cp.success, new TextDecoder().decode(cp.stderr));
}

globalThis.addEventListener("unload", () => {
  for (const dir of [BASE, BUILT]) {
    try {
      Deno.removeSync(dir, { recursive: true });
    } catch {
      // Removed already.
    }
  }
});

/**
 * A copy of the tree with its own cache, every bundle fresh in it, and
 * berth run from it.
 */
async function bundleTree() {
  built ??= buildOnce();
  const snapshot = await built;
  const tmp = BASE;
  await Deno.remove(tmp, { recursive: true }).catch(() => {});
  await copyPreserving(snapshot, tmp);
  const tree = `${tmp}/tree`;
  const env = treeEnv(tmp);
  const berth = (args: string[], extra: Record<string, string> = {}) =>
    runIn(tree, { ...env, ...extra }, args);
  return {
    tmp,
    tree,
    env,
    berth,
    /** What `__bundle --check` says of `line` (a command and its words). */
    check: async (...line: string[]) =>
      (await berth(["__bundle", "--check", ...(line.length ? line : ["ls"])]))
        .stdout,
    /** Until `line`'s bundle (`ls`'s) is fresh again (built in the background). */
    async rebuilt(...line: string[]): Promise<void> {
      const deadline = Date.now() + 120_000;
      while (!(await this.check(...line)).startsWith("fresh: ")) {
        assert.ok(Date.now() < deadline, "the bundle was not built again");
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    async [Symbol.asyncDispose]() {
      await buildsDone(`${tmp}/cache/berth`);
      await Deno.remove(tmp, { recursive: true });
    },
  };
}

/**
 * Until no build runs in the caches under `berth`: one a command started
 * in the background goes on after its bundles are fresh (it fills Deno's
 * code cache, then removes its `out-PID` directory), and would write into
 * a tree being removed.
 */
async function buildsDone(berth: string): Promise<void> {
  const running = () => {
    try {
      for (const tree of Deno.readDirSync(berth)) {
        for (const e of Deno.readDirSync(`${berth}/${tree.name}`)) {
          const pid = e.name.match(/^out-(\d+)$/)?.[1];
          try {
            if (pid && Deno.statSync(`/proc/${pid}`)) return true;
          } catch {
            // That build is gone.
          }
        }
      }
    } catch {
      // No cache yet.
    }
    return false;
  };
  const deadline = Date.now() + 120_000;
  while (running() && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

Deno.test("a bundled command's paths are its source file's: new -d, from its own bundle, starts the tree's daemon", async () => {
  await using t = await bundleTree();
  const socket = ["--socket", `${t.tmp}/s.sock`];
  const { check } = t;
  try {
    // New's words read as new reads them: -d picks the bundle without the
    // attach client, anything else the whole one.
    assert.match(await check("new"), /^fresh: .*\/new\.js\n$/);
    assert.match(await check("new", "-s", "-d"), /^fresh: .*\/new\.js\n$/);
    assert.match(await check("new", "--", "-d"), /^fresh: .*\/new\.js\n$/);
    const detached = await check("new-session", "-s", "b", "-dP");
    assert.match(detached, /^fresh: .*\/new\.detached\.js\n$/);
    const bundle = detached.slice("fresh: ".length, -1);
    const attachClient = /\bfunction attachSession\b/;
    assert.doesNotMatch(await Deno.readTextFile(bundle), attachClient);
    assert.match(
      await Deno.readTextFile(bundle.replace(".detached", "")),
      attachClient,
    );
    const made = await t.berth([
      ...socket,
      "new",
      "-d",
      "-s",
      "b",
      "--",
      "sleep",
      "100",
    ]);
    assert.equal(made.code, 0, made.stderr);
    const ls = await t.berth([...socket, "ls", "--json"]);
    assert.equal(JSON.parse(ls.stdout)[0].name, "b");
    // Without its manifest, new -d runs from the source, and the build
    // makes it again.
    await Deno.remove(bundle.replace(/\.js$/, ".json"));
    assert.equal(
      await check("new", "-d"),
      "stale: no detached bundle built yet\n",
    );
    const again = await t.berth([...socket, "new", "-d", "-s", "c"]);
    assert.equal(again.code, 0, again.stderr);
    assert.equal(again.stderr, "");
    await t.rebuilt("new", "-d");
  } finally {
    await t.berth([...socket, "kill-server"]);
  }
});

Deno.test("bundles build with the cache folder inside the tree", async () => {
  await using t = await bundleTree();
  // The build's own scratch entry (graph-PID.js) is no source of the tree.
  const inside = { XDG_CACHE_HOME: `${t.tree}/.cache` };
  const built = await t.berth(["__bundle"], inside);
  assert.equal(built.code, 0, built.stderr);
  assert.match(built.stdout, /bundles built in /);
  await buildsDone(`${t.tree}/.cache/berth`);
});

Deno.test("a command runs from its bundle until a file it holds changes, then from the source while the bundle is built again", async () => {
  await using t = await bundleTree();
  const { tree, berth } = t;
  const fresh = await berth(["__bundle", "--check", "ls"]);
  assert.equal(fresh.code, 0, fresh.stdout);
  assert.match(fresh.stdout, /^fresh: /);

  // Edited behind the check's back: the bundle runs the old text.
  const file = `${tree}/client/commands/ls.ts`;
  const before = await Deno.stat(file);
  const text = await Deno.readTextFile(file);
  await Deno.writeTextFile(
    file,
    text.replace("Usage: berth ls", "Usage: berth LS"),
  );
  await Deno.utime(file, before.atime!, before.mtime!);
  assert.match((await berth(["ls", "--help"])).stdout, /Usage: berth ls/);
  assert.match(
    (await berth(["ls", "--help"], { BERTH_BUNDLE: "0" })).stdout,
    /Usage: berth LS/,
  );

  // Touched: stale, so the source runs, and starts the build.
  await Deno.utime(
    file,
    new Date(),
    new Date(before.mtime!.getTime() + 2000),
  );
  const stale = await berth(["__bundle", "--check", "ls"]);
  assert.equal(stale.code, 1);
  assert.equal(stale.stdout, "stale: client/commands/ls.ts changed\n");
  assert.match((await berth(["ls", "--help"])).stdout, /Usage: berth LS/);
  await t.rebuilt();
  // The new bundle: edit it behind the check's back again to see it runs.
  const now = await Deno.stat(file);
  await Deno.writeTextFile(
    file,
    text.replace("Usage: berth ls", "Usage: berth Ls"),
  );
  await Deno.utime(file, now.atime!, now.mtime!);
  assert.match((await berth(["ls", "--help"])).stdout, /Usage: berth LS/);
});

Deno.test("a bundle is not run when its file is gone, when others may write the cache, or when the builder changed", async () => {
  await using t = await bundleTree();
  const { tree, berth, check } = t;
  const bundle = (await check()).match(/^fresh: (.*)$/m)![1];

  // Deleted by a cache cleaner: the source runs, quietly, and builds it.
  await Deno.remove(bundle);
  const help = await berth(["ls", "--help"]);
  assert.equal(help.code, 0);
  assert.equal(help.stderr, "");
  assert.match(help.stdout, /^Usage: berth ls/);
  await t.rebuilt();

  // A cache directory others may write is not trusted.
  const dir = bundle.slice(0, bundle.lastIndexOf("/"));
  await Deno.chmod(dir, 0o777);
  assert.match(await check(), /^stale: .* is not only this user's\n$/);
  await Deno.chmod(dir, 0o700);

  // A change to the builder makes every bundle stale.
  const builder = `${tree}/client/bundle/build.ts`;
  await Deno.utime(builder, new Date(), new Date(Date.now() + 5000));
  assert.equal(await check(), "stale: client/bundle/build.ts changed\n");
});

/**
 * Replaces `path`'s text with a line that throws, of the same size, and
 * puts its modification time back: the check still takes the bundle made
 * of it as fresh, and the source no longer loads. Returns the undo.
 */
async function breakBehindCheck(path: string): Promise<() => Promise<void>> {
  const before = await Deno.stat(path);
  const text = await Deno.readFile(path);
  const line = `throw new Error("from the source");//`;
  await Deno.writeTextFile(path, line.padEnd(text.length, "x"));
  await Deno.utime(path, before.atime!, before.mtime!);
  return async () => {
    await Deno.writeFile(path, text);
    await Deno.utime(path, before.atime!, before.mtime!);
  };
}

Deno.test("the daemon runs from its bundle and starts its workers from theirs; from the source it would not", async () => {
  await using t = await bundleTree();
  const socket = ["--socket", `${t.tmp}/s.sock`];
  assert.match(await t.check("__daemon"), /^fresh: .*\/daemon\.js\n$/);
  const undoDaemon = await breakBehindCheck(
    `${t.tree}/server/daemon/daemon.ts`,
  );
  for (const worker of ["parse_worker.ts", "gather_main.ts"]) {
    await breakBehindCheck(`${t.tree}/server/workers/${worker}`);
  }
  try {
    const ok = async (...args: string[]) => {
      const r = await t.berth([...socket, ...args]);
      assert.equal(r.code, 0, `berth ${args.join(" ")}: ${r.stderr}`);
    };
    await ok("new", "-d", "-s", "a", "/bin/sh");
    // Typed, drained by the gather worker, parsed by the parse worker,
    // matched by RE2 (loaded from the source: the bundle leaves it out).
    await ok("send", "-t", "a", "echo $((6*7))\n");
    await ok("wait", "a", "--text", "^42$", "--timeout", "30");
  } finally {
    await t.berth([...socket, "kill-server"]);
  }
  // The oracle: the same tree from the source has no daemon, and with
  // the daemon's module put back, no workers.
  const nothing = await t.berth([...socket, "new", "-d", "-s", "b"], {
    BERTH_BUNDLE: "0",
  });
  assert.notEqual(nothing.code, 0);
  assert.match(nothing.stderr, /from the source/);
  await undoDaemon();
  try {
    await t.berth([...socket, "new", "-d", "-s", "c"], { BERTH_BUNDLE: "0" });
    const log = `${t.tmp}/s.log`;
    const deadline = Date.now() + 60_000;
    while (!(await Deno.readTextFile(log)).includes("parse worker crashed")) {
      assert.ok(Date.now() < deadline, "a parse worker from the source ran");
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await t.berth([...socket, "kill-server"], { BERTH_BUNDLE: "0" });
  }
});

Deno.test("berth upgrade's probe loads what the new daemon runs: its bundle when fresh, not the source", async () => {
  await using t = await bundleTree();
  const socket = ["--socket", `${t.tmp}/s.sock`];
  assert.match(await t.check("__daemon"), /^fresh: .*\/daemon\.js\n$/);
  // The source no longer loads; the bundles, which the check sees fresh,
  // hold what it was.
  await breakBehindCheck(`${t.tree}/server/daemon/daemon.ts`);
  for (const worker of ["parse_worker.ts", "gather_main.ts"]) {
    await breakBehindCheck(`${t.tree}/server/workers/${worker}`);
  }
  const ok = async (...args: string[]) => {
    const r = await t.berth([...socket, ...args]);
    assert.equal(r.code, 0, `berth ${args.join(" ")}: ${r.stderr}`);
    return r.stdout;
  };
  try {
    await ok("new", "-d", "-s", "a", "/bin/sh");
    const pid = await ok("display", "-p", "-t", "a", "#{pane_pid}");
    assert.match(await ok("upgrade"), /1 session kept/);
    assert.equal(await ok("display", "-p", "-t", "a", "#{pane_pid}"), pid);
    await ok("send", "-t", "a", "echo $((6*7))\n");
    await ok("wait", "a", "--text", "^42$", "--timeout", "30");
    const log = await Deno.readTextFile(`${t.tmp}/s.log`);
    assert.match(
      log,
      // The CPU time after it: the upgrade's steps are stamped so.
      /upgrade: the new berth .* starts \(\d+ ms, from its bundle, cpu \d+ ms\)/,
    );
  } finally {
    await t.berth([...socket, "kill-server"]);
  }
});

Deno.test("a build that cannot make the daemon's bundle again leaves the running daemon's files", async () => {
  await using t = await bundleTree();
  const fresh = await t.check("__daemon");
  const dir = fresh.slice("fresh: ".length, fresh.lastIndexOf("/"));
  // Half saved: the daemon's module does not parse.
  const file = `${t.tree}/server/daemon/daemon.ts`;
  await Deno.writeTextFile(file, "export const x = ;\n", { append: true });
  const built = await t.berth(["__bundle"]);
  assert.equal(built.code, 0, built.stderr); // The commands' were made.
  assert.match(
    await t.check("__daemon"),
    /^stale: server\/daemon\/daemon\.ts changed\n$/,
  );
  for (const f of ["daemon.js", "parse-worker.js", "gather-worker.js"]) {
    assert.ok((await Deno.stat(`${dir}/${f}`)).isFile, f);
  }
});

/** The copy's `berth ...args` in a new 80x24 user terminal. */
function berthIn(
  t: { tree: string; env: Record<string, string> },
  args: string[],
): UserTerminal {
  return UserTerminal.spawn(treeArgv(t.tree, args), {
    cols: 80,
    rows: 24,
    env: t.env,
  });
}

Deno.test("started without the config, a new that cannot hand the terminal over, its whole bundle stale: one session made, and attached from the source", async () => {
  await using t = await bundleTree();
  const socket = ["--socket", `${t.tmp}/s.sock`];
  // A file of the attach client's, in the whole bundle and not the form.
  const later = new Date(Date.now() + 5_000);
  await Deno.utime(`${t.tree}/client/attach/mod.ts`, later, later);
  try {
    await using screen = UserTerminal.spawn(["sleep", "600"], {
      cols: 80,
      rows: 24,
      env: t.env,
    });
    const tty = await Deno.readLink(`/proc/${screen.pid}/fd/0`);
    // As `deno task start` runs it; stdout another terminal than stdin.
    const argv = treeArgv(t.tree, [...socket, "new", "-s", "one", "/bin/sh"])
      .map((a) => a === "--config" ? "--no-config" : a)
      .filter((a) => a !== `${t.tree}/deno.json`);
    await using keys = UserTerminal.spawn(
      ["/bin/sh", "-c", `exec "$@" >${tty}`, "sh", ...argv],
      { cols: 80, rows: 24, env: t.env },
    );
    await keys.write("echo $((6*9))\r");
    await screen.waitText(/^54$/m);
    const ls = await t.berth([...socket, "ls", "-F", "#S"]);
    assert.equal(ls.stdout, "one\n", "made once, not again by the run again");
    await keys.write("\x02d");
    await keys.waitText(/\[detached from session one\]/); // On stderr.
    assert.equal((await keys.waitExit()).code, 0);
  } finally {
    await t.berth([...socket, "kill-server"]);
  }
});

Deno.test("an attach that hands the terminal over runs the hand-over form, without the attach client; when the daemon cannot draw the terminal, the whole bundle attaches", async () => {
  await using t = await bundleTree();
  const socket = ["--socket", `${t.tmp}/s.sock`];
  // Not a terminal (the check's stdin): the whole bundle.
  const whole = (await t.check("attach", "a")).match(/^fresh: (.*)\n$/)![1];
  assert.match(whole, /\/attach\.js$/);
  const form = whole.replace(/\.js$/, ".handover.js");
  const attachClient = /\bfunction attachSession\b/;
  assert.doesNotMatch(await Deno.readTextFile(form), attachClient);
  assert.match(await Deno.readTextFile(whole), attachClient);
  // Nor the commands a key runs: the daemon runs them for a terminal it
  // draws. The form's manifest lists only its own files.
  const runner = /\bfunction runBoundCommand\b/;
  assert.doesNotMatch(await Deno.readTextFile(form), runner);
  assert.match(await Deno.readTextFile(whole), runner);
  const inputs = async (js: string) =>
    JSON.parse(await Deno.readTextFile(js.replace(/\.js$/, ".json")))
      .inputs.map(([p]: [string]) => p) as string[];
  const formInputs = await inputs(form);
  assert.ok(!formInputs.includes("client/commands/_command_runner.ts"));
  assert.ok(formInputs.length < (await inputs(whole)).length);
  // From a terminal, the check names the form, as the launcher runs it.
  {
    await using term = berthIn(t, ["__bundle", "--check", "attach", "a"]);
    await term.waitText(/attach\.handover\.js/);
  }
  try {
    const made = await t.berth([...socket, "new", "-d", "-s", "a", "/bin/sh"]);
    assert.equal(made.code, 0, made.stderr);
    // Neither the source nor the whole bundle runs: only the form can.
    for (
      const m of [
        "cli.ts",
        "client/commands/_attach.ts",
        "client/commands/attach.ts",
      ]
    ) await breakBehindCheck(`${t.tree}/${m}`);
    const text = await Deno.readTextFile(whole);
    await Deno.writeTextFile(whole, `throw new Error("the whole bundle");\n`);
    {
      await using term = berthIn(t, [...socket, "attach", "a"]);
      await t.berth([...socket, "send", "-t", "a", "echo $((6*7))\n"]);
      await term.waitText(/^42$/m);
      await term.write("\x02d");
      await term.waitText(/\[detached from session a\]/);
      assert.equal((await term.waitExit()).code, 0);
    }
    // Stdout another terminal than stdin: the daemon cannot draw it, and
    // new's form has attach's whole bundle attach (new's lacks attach),
    // drawn here, keys from stdin; to a session whose name starts with -.
    await Deno.writeTextFile(whole, text);
    await using screen = UserTerminal.spawn(["sleep", "600"], {
      cols: 80,
      rows: 24,
      env: t.env,
    });
    const tty = await Deno.readLink(`/proc/${screen.pid}/fd/0`);
    await using keys = UserTerminal.spawn([
      "/bin/sh",
      "-c",
      `exec "$@" >${tty}`,
      "sh",
      ...treeArgv(t.tree, [...socket, "new", "--session=-x", "/bin/sh"]),
    ], { cols: 80, rows: 24, env: t.env });
    await keys.write("echo $((6*9))\r");
    await screen.waitText(/^54$/m);
    await keys.write("\x02d");
    await keys.waitText(/\[detached from session -x\]/); // On stderr.
    assert.equal((await keys.waitExit()).code, 0);
  } finally {
    await t.berth([...socket, "kill-server"]);
  }
});

Deno.test("started as deno task start runs it, serve runs again with the config (its page imports npm packages by name), compiling lazily", async () => {
  await using t = await bundleTree();
  const socket = ["--socket", `${t.tmp}/s.sock`];
  const argv = [
    Deno.execPath(),
    "run",
    "-A",
    "--quiet",
    "--no-config",
    "--v8-flags=--no-lazy",
    `${t.tree}/main.ts`,
    ...socket,
    "serve",
    "--listen",
    "127.0.0.1:0",
  ];
  try {
    await using serve = await ServeProcess.spawn(argv, t.env, t.tmp);
    const page = await fetch(`${serve.origin}/assets/xterm.mjs`);
    await page.body?.cancel();
    assert.equal(page.status, 200, "xterm.js, from its npm package");
    const cmdline = Deno.readTextFileSync(`/proc/${serve.child.pid}/cmdline`)
      .split("\0");
    assert.ok(cmdline.includes("--config"), cmdline.join(" "));
    assert.ok(!cmdline.some((w) => w.includes("--no-lazy")), "lazily");
  } finally {
    await t.berth([...socket, "kill-server"]);
  }
});
