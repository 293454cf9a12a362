/**
 * End to end: berth installed as a command (`deno install -g`, as the
 * README says), from a Deno cache that has never seen it, prints nothing
 * of Deno's own on its first run.
 */

import assert from "node:assert/strict";
import { runCollected, testEnv } from "../_helpers/daemon.ts";
import { shellQuote } from "../../client/transport/ssh_args.ts";

const ROOT = decodeURIComponent(new URL("../../", import.meta.url).pathname);

Deno.test("an installed berth's first run prints no Deno warning about build scripts", async () => {
  const tmp = await Deno.makeTempDir({ prefix: "berth-install-" });
  try {
    // A fresh DENO_DIR: the npm packages are fetched and set up anew.
    const env = testEnv({ DENO_DIR: `${tmp}/deno`, HOME: tmp });
    const run = (cmd: string, args: string[]) =>
      runCollected([cmd, ...args], env, tmp);
    const install = await run(Deno.execPath(), [
      "install",
      "-g",
      "-A",
      "-q",
      "--root",
      tmp,
      "--config",
      `${ROOT}deno.json`,
      "-n",
      "berth-test",
      `${ROOT}main.ts`,
    ]);
    assert.equal(install.code, 0, install.stderr);
    assert.doesNotMatch(install.stderr, /build scripts|Warning/);
    // Quiet for good: Deno's progress line would clear rows of an attached
    // screen whenever modules load (README, "Install as a command").
    assert.match(await Deno.readTextFile(`${tmp}/bin/berth-test`), /--quiet/);
    const first = await run(`${tmp}/bin/berth-test`, ["--version"]);
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /^berth \d/);
    assert.equal(first.stderr, "", "nothing but berth's own output");
  } finally {
    await Deno.remove(tmp, { recursive: true });
  }
});

Deno.test("deno task install writes a berth that runs as deno task start does: no config, no update check, its bundles built", async () => {
  const tmp = await Deno.makeTempDir({ prefix: "berth-task-install-" });
  try {
    const env = testEnv({ HOME: tmp, XDG_CACHE_HOME: `${tmp}/cache` });
    const run = (cmd: string, args: string[], cwd = tmp) =>
      runCollected([cmd, ...args], env, cwd);
    const install = await run(
      Deno.execPath(),
      ["task", "-q", "install", "--root", tmp, "-n", "berth-test"],
      ROOT,
    );
    assert.equal(install.code, 0, install.stderr);
    assert.match(install.stdout, /^Installed .*\/bin\/berth-test/);
    const script = await Deno.readTextFile(`${tmp}/bin/berth-test`);
    // Every flag of the task, as the task has it (the env file's path
    // made absolute).
    const task = JSON.parse(await Deno.readTextFile(`${ROOT}deno.json`))
      .tasks.start as string;
    for (const flag of task.split(/\s+/).filter((w) => w.startsWith("-"))) {
      const want = flag.startsWith("--env-file=")
        ? `--env-file=${ROOT}${flag.slice("--env-file=".length)}`
        : flag;
      // A whole word of the exec line, as the shell reads it.
      assert.ok(
        script.includes(` ${shellQuote(want)} `),
        `${want} in ${script}`,
      );
    }
    assert.match(script, /--no-config/);
    assert.match(script, /--v8-flags=--no-lazy/);
    const version = await run(`${tmp}/bin/berth-test`, ["--version"]);
    assert.equal(version.code, 0, version.stderr);
    assert.match(version.stdout, /^berth \d/);
    assert.equal(version.stderr, "");
    // A command from its bundle, built by the install: one line, exit 1.
    const fresh = await run(`${tmp}/bin/berth-test`, [
      "__bundle",
      "--check",
      "ls",
    ]);
    assert.match(fresh.stdout, /^fresh: /);
    const ls = await run(`${tmp}/bin/berth-test`, [
      "--socket",
      `${tmp}/s.sock`,
      "ls",
    ]);
    assert.equal(ls.code, 1);
    assert.match(ls.stderr, /^berth: No berth daemon is running on .*\n$/);
  } finally {
    await Deno.remove(tmp, { recursive: true });
  }
});

Deno.test("deno task install --help prints its usage and installs nothing; a bad option is one line", async () => {
  const run = (...args: string[]) =>
    runCollected(
      [Deno.execPath(), "task", "-q", "install", ...args],
      testEnv({}),
      ROOT,
    );
  const help = await run("--help");
  assert.equal(help.code, 0, help.stderr);
  assert.match(help.stdout, /^Usage: deno task install \[--root DIR\]/);
  assert.equal(help.stderr, "");
  const bad = await run("--nope");
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /^berth install: Unknown option '--nope'[^\n]*\n$/);
});
