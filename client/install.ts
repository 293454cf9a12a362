/**
 * `deno task install [--root DIR] [-n NAME]`: berth as a command, as
 * `deno task start` runs it. It caches the npm packages of the import map,
 * builds the bundles, and writes `DIR/bin/NAME` (by default
 * `$DENO_INSTALL_ROOT/bin/berth`, else `~/.deno/bin/berth`, where `deno
 * install` puts commands): a shell script that runs this tree's main.ts
 * with the start task's flags (`startFlags`): without Deno's config file,
 * with `client/start.env`, and with V8's `--no-lazy` (main.ts says why). A
 * command `deno install` writes has a config of its own and runs Deno's
 * update check, which cost each berth process 1.5-2 MB and 1.5 MB (an
 * attach client: 38.4 MB as the task runs it, 39.7-40.1 as `deno
 * install`'s; bench/README.md, "Issue 15, fourteenth round").
 *
 * @module
 */

import { parseArgs } from "node:util";
import { shellQuote } from "./transport/ssh_args.ts";

const USAGE = "Usage: deno task install [--root DIR] [-n NAME]";

const HELP = `${USAGE}

Writes a berth command that runs this tree as \`deno task start\` does,
after caching the npm packages and building the bundles.

  --root DIR   install into DIR/bin (default $DENO_INSTALL_ROOT, else ~/.deno)
  -n NAME      the command's name (default berth)
  -h, --help   this help`;

/**
 * The Deno flags of `deno task start` (deno.json), the env file's path
 * made absolute: the one place they are written, so that the command the
 * install writes cannot drift from the task.
 */
export function startFlags(root: URL): string[] {
  const config = JSON.parse(Deno.readTextFileSync(new URL("deno.json", root)));
  const words = String(config.tasks?.start ?? "").trim().split(/\s+/);
  const run = words.indexOf("run");
  const main = words.indexOf("main.ts");
  if (words[0] !== "deno" || run < 0 || main < run) {
    throw new Error(`deno.json's start task is not "deno run ... main.ts"`);
  }
  const tree = decodeURIComponent(root.pathname);
  return words.slice(run + 1, main).map((w) =>
    w.startsWith("--env-file=") && !w.startsWith("--env-file=/")
      ? `--env-file=${tree}${w.slice("--env-file=".length)}`
      : w
  );
}

/** The script `NAME` is: this tree's berth, as `deno task start` runs it. */
export function launcherScript(root: URL): string {
  return [
    "#!/bin/sh",
    "# berth, as `deno task install` wrote it (client/install.ts)",
    `exec deno run ${startFlags(root).map(shellQuote).join(" ")} ${
      shellQuote(new URL("main.ts", root).href)
    } "$@"`,
    "",
  ].join("\n");
}

/**
 * Runs Deno in the tree at `root` with `args`; returns its output, or
 * throws with the line of its stderr that says what went wrong (unless
 * `failing` is fine: then its output all the same).
 */
async function deno(
  root: URL,
  args: string[],
  what: string,
  failing = false,
): Promise<string> {
  const out = await new Deno.Command(Deno.execPath(), {
    args,
    cwd: decodeURIComponent(root.pathname),
    env: { NO_COLOR: "1" },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!out.success && !failing) {
    // Deno's own errors start "error:"; a stack may follow.
    const lines = new TextDecoder().decode(out.stderr)
      // deno-lint-ignore no-control-regex
      .replace(/\x1b\[[0-9;]*m/g, "").trim().split("\n");
    const err = lines.find((l) => l.startsWith("error:")) ?? lines[0];
    throw new Error(`${what} failed: ${err}`);
  }
  return new TextDecoder().decode(out.stdout);
}

async function main(argv: string[]): Promise<number> {
  let values: { root?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        root: { type: "string" },
        name: { type: "string", short: "n" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (err) {
    console.error(`berth install: ${(err as Error).message}; ${USAGE}`);
    return 1;
  }
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const name = values.name ?? "berth";
  if (!/^[A-Za-z0-9._-]+$/.test(name)) {
    console.error(`berth install: -n takes a file name, not ${name}`);
    return 1;
  }
  const home = Deno.env.get("HOME");
  const installRoot = values.root ?? Deno.env.get("DENO_INSTALL_ROOT") ??
    (home ? `${home}/.deno` : undefined);
  if (!installRoot) {
    console.error(`berth install: no HOME: give --root DIR; ${USAGE}`);
    return 1;
  }
  const root = new URL("../", import.meta.url);
  const config = decodeURIComponent(new URL("deno.json", root).pathname);
  try {
    // Before the long steps: a start task it cannot read fails at once.
    const script = launcherScript(root);
    // The npm packages a command run from the source imports, fetched now.
    await deno(root, ["install", "--quiet"], "Caching the npm packages");
    const berth = ["run", "-A", "--quiet", "--config", config, "main.ts"];
    await deno(root, [...berth, "__bundle"], "Building the bundles");
    // A module that does not build leaves its commands without a bundle:
    // the tree is broken, and the install says so.
    for (const command of ["ls", "attach", "new"]) {
      const said = await deno(
        root,
        [...berth, "__bundle", "--check", command],
        "Checking the bundles",
        true, // Stale: exit 1, and why on stdout.
      );
      if (!said.startsWith("fresh: ")) {
        throw new Error(
          `the bundle of ${command} could not be built (${said.trim()}): berth __bundle says why`,
        );
      }
    }
    const bin = `${installRoot}/bin`;
    await Deno.mkdir(bin, { recursive: true });
    const path = `${bin}/${name}`;
    await Deno.writeTextFile(path, script, { mode: 0o755 });
    await Deno.chmod(path, 0o755);
    const onPath = (Deno.env.get("PATH") ?? "").split(":").includes(bin);
    console.log(
      `Installed ${path}${onPath ? "" : ` (add ${bin} to your PATH)`}`,
    );
    return 0;
  } catch (err) {
    console.error(`berth install: ${(err as Error).message}`);
    return 1;
  }
}

if (import.meta.main) Deno.exit(await main(Deno.args));
