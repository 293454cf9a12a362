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
 */

import { ownDenoEnv } from "../../protocol/deno_env.ts";

/** Set in the environment of the process run again, and removed there. */
const AGAIN = "BERTH_WITH_CONFIG";

/** Whether this process was run again by `againWithConfig`. */
const ranAgain = Deno.env.get(AGAIN) === "1";
Deno.env.delete(AGAIN);

/** An npm package of the import map, to ask for. */
const MAPPED = "msgpackr";

/**
 * Whether the command must run again with the tree at `root`'s config
 * before it loads source modules: it has no import map, and it is not the
 * run with the config already (whose config then lacks the map: it goes
 * on, and says why as the imports fail).
 */
export function needsConfig(root: URL): boolean {
  if (root.protocol !== "file:" || ranAgain) return false;
  try {
    import.meta.resolve(MAPPED);
    return false;
  } catch {
    return true;
  }
}

/**
 * Runs berth again, in this process, with the tree at `root`'s config and
 * the arguments `args` (this command line's by default); returns only when
 * that cannot be done (the error).
 */
export function againWithConfig(
  root: URL,
  args: string[] = Deno.args,
): Promise<Error> {
  return execAgain(root, args, true);
}

/**
 * Runs berth again, in this process, as this process was started (Deno's
 * flags, the config or none) but with the arguments `args`: a fresh
 * program, which holds nothing of what this one did before (the process
 * that started the daemon, attaching: `client/commands/_attach.ts`).
 * Returns only when that cannot be done (the error).
 */
export function runAgainAs(root: URL, args: string[]): Promise<Error> {
  return execAgain(root, args, false);
}

/**
 * The command line that runs berth as this process was started (Deno's
 * flags, the config or none) with the arguments `args`, and the
 * environment for it: a waiting attach's after a live upgrade
 * (`client/attach_waiter.ts`).
 */
export function commandLineAs(
  root: URL,
  args: string[],
): { argv: string[]; env: Record<string, string> } {
  const deno = Deno.execPath();
  return {
    argv: [deno, ...denoArgs(root, false), ...args],
    env: { ...Deno.env.toObject(), ...ownDenoEnv() },
  };
}

async function execAgain(
  root: URL,
  args: string[],
  withConfig: boolean,
): Promise<Error> {
  try {
    // The FFI layer, only on this path (and the attach's script that
    // waits; tests/imports_test.ts): built at run time, out of the graph.
    const { execve } = await import(new URL("pty/exec.ts", root).href) as {
      execve(path: string, argv: string[], env: Record<string, string>): never;
    };
    const deno = Deno.execPath();
    const env = {
      ...Deno.env.toObject(),
      ...ownDenoEnv(),
      ...(withConfig ? { [AGAIN]: "1" } : {}),
    };
    return execve(deno, [deno, ...denoArgs(root, withConfig), ...args], env);
  } catch (err) {
    return err as Error;
  }
}

/**
 * Deno's arguments up to and with the main module, as this process was
 * started with them (`/proc/self/cmdline`: `--inspect`, `--v8-flags`, an
 * `--allow-*` ...), with the tree's config for `--no-config` and without
 * `--no-lazy` when `withConfig`; without /proc, the ones berth's task
 * gives, with the config (which always works).
 */
function denoArgs(root: URL, withConfig: boolean): string[] {
  const config = [
    "--config",
    decodeURIComponent(new URL("deno.json", root).pathname),
  ];
  let words: string[];
  try {
    words = Deno.readTextFileSync("/proc/self/cmdline").split("\0").slice(
      1,
      -1,
    );
  } catch {
    return ["run", "-A", "--quiet", ...config, new URL("main.ts", root).href];
  }
  const own = words.slice(0, words.length - Deno.args.length);
  // `deno main.ts` is `deno run main.ts`.
  if (own[0] !== "run") own.unshift("run");
  if (!withConfig) return own;
  const flags = own.filter((w) => w !== "--no-config").flatMap(lazyAgain);
  flags.splice(1, 0, ...config);
  return flags;
}

/**
 * `word` without V8's `--no-lazy` (`deno task start` gives it: main.ts).
 * It is there so that a bundle's code cache holds every function; run from
 * the source, a command loads many modules once, and the long-lived ones
 * that do (`berth serve`, the ssh bridge) would keep every function's
 * bytecode: serve's own memory 15.6-18.3 MB without it, 21.5 with it.
 */
function lazyAgain(word: string): string[] {
  if (!word.startsWith("--v8-flags=")) return [word];
  const rest = word.slice("--v8-flags=".length).split(",")
    .filter((f) => f !== "--no-lazy");
  return rest.length === 0 ? [] : [`--v8-flags=${rest.join(",")}`];
}
