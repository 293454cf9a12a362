/**
 * Whether a command runs from its bundle (`build.ts`) or from the source:
 * the bundle when the manifest says it was made by this Deno from this
 * tree and every source file it holds has the size and modification time
 * it had then. Checking is a `stat` per file (38 for `ls`, 44 for an
 * attach that hands the terminal over, 149 for one that draws it);
 * reading, looking up and compiling them as modules one by one
 * is what the bundle saves (bench/README.md).
 *
 * When the bundle is missing or stale, the command runs from the source
 * and a build starts in the background for the commands after it. The
 * lock file keeps concurrent commands (a script's loop) to one build, and,
 * left behind by a build that failed (no network for its bundler, a full
 * disk), keeps the next ones from trying again for a while.
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
  exists,
  fileUrl,
  formManifestPath,
  manifestPath,
} from "./place.ts";
import { splitGlobal } from "../global_args.ts";
import type * as NewArgs from "../commands/_new_args.ts";

/**
 * A build that has held the lock this long is taken as failed or gone: the
 * next stale command tries again (a build costs about 2 s of CPU).
 */
const RETRY_AFTER_MS = 60_000;

/**
 * The bundle's URL for the command line `argv` in the tree at `root`, or
 * null to run from the source (then a build is started unless one runs
 * or just failed, or `build` is false). `BERTH_BUNDLE=0` in the
 * environment: the source always.
 */
export async function bundleToRun(
  root: URL,
  argv: string[],
  { build = true }: { build?: boolean } = {},
): Promise<string | null> {
  if (root.protocol !== "file:" || Deno.env.get("BERTH_BUNDLE") === "0") {
    return null;
  }
  const command = commandLine(argv);
  const dir = bundleDir(root);
  if (command === null || dir === null) return null;
  const { bundle, stale } = await check(
    root,
    dir,
    command.name,
    command.args,
    handsOver(command.host),
  );
  if (stale === null) return fileUrl(`${dir}/${bundle}`);
  // A name no command has ("berth lss") has no bundle to build.
  if (build && !stale.startsWith(NO_SUCH)) requestBuild(root, dir);
  return null;
}

/**
 * The files a daemon of the tree at `root` starts from, as `main.ts`
 * decides it: its bundle and its workers' (URLs) when they are fresh;
 * null: the source. No build is started.
 */
export async function daemonBundles(root: URL): Promise<string[] | null> {
  const bundle = await bundleToRun(root, [DAEMON_COMMAND], { build: false });
  const dir = bundleDir(root);
  const path = dir === null ? null : manifestPath(dir, DAEMON_COMMAND);
  if (bundle === null || path === null) return null;
  try {
    const manifest: BundleManifest = JSON.parse(Deno.readTextFileSync(path));
    return [
      bundle,
      ...(manifest.workers ?? []).map((w) => fileUrl(`${dir}/${w}`)),
    ];
  } catch {
    return null; // Rebuilt meanwhile: as the daemon would, the source.
  }
}

/**
 * The URL of command `name`'s whole bundle (never a form of it) when it
 * is fresh, else null, and a build is started unless `build` is false:
 * for a hand-over form, whose own check covered only its own files, that
 * must attach as the whole command after all.
 */
export async function wholeBundleToRun(
  root: URL,
  name: string,
  { build = true }: { build?: boolean } = {},
): Promise<string | null> {
  const dir = root.protocol === "file:" ? bundleDir(root) : null;
  if (dir === null) return null;
  const { bundle, stale } = await check(root, dir, name);
  if (stale === null && bundle !== null) return fileUrl(`${dir}/${bundle}`);
  // The form was fresh and this is not: the build makes it again.
  if (build && !stale?.startsWith(NO_SUCH)) requestBuild(root, dir);
  return null;
}

/**
 * Called when a fresh bundle could not be imported (its file deleted by a
 * cache cleaner): the build makes it again.
 */
export function rebuildBundles(root: URL): void {
  const dir = bundleDir(root);
  if (dir !== null) requestBuild(root, dir);
}

/**
 * The command `argv` names past the global options ("start" for none), its
 * arguments, and `-H`'s host; null: an option.
 */
function commandLine(
  argv: string[],
): { name: string; args: string[]; host?: string } | null {
  const { options, rest, missing } = splitGlobal(argv);
  const name = rest[0] ?? "start";
  if (missing !== undefined || name.startsWith("-")) return null;
  return { name, args: rest.slice(1), host: options.host };
}

/**
 * Whether an attach would hand the terminal to the daemon here, as
 * `_attach.ts`, `tty_handover.ts` and `client/transport/resolve.ts`
 * decide it: Linux, the daemon this machine's (no `-H` `host`, no
 * `$BERTH_HOST` outside a session), the user did not ask for the client
 * to draw, and stdin and stdout are a terminal. Then an attaching command
 * runs its hand-over form; a wrong guess costs time, never the attach
 * (`build.ts`, `HANDOVER`).
 */
export function handsOver(host: string | undefined): boolean {
  const remote = host ??
    (Deno.env.get("BERTH") ? undefined : Deno.env.get("BERTH_HOST"));
  return Deno.build.os === "linux" && !remote &&
    Deno.env.get("BERTH_HANDOVER") !== "0" &&
    Deno.stdin.isTerminal() && Deno.stdout.isTerminal();
}

const NO_SUCH = "no command called";

/**
 * The bundle of command `name` given `args`, and why it is not the source
 * (null: it is). A command with a detached form (`new`) runs that one's
 * when `args` ask for it, read as the command reads them; one with a
 * hand-over form runs that one's when `handover` says the attach will
 * hand over.
 */
export async function check(
  root: URL,
  dir: string,
  name: string,
  args: string[] = [],
  handover = false,
): Promise<{ bundle: string | null; stale: string | null }> {
  const path = manifestPath(dir, name);
  if (path === null) return { bundle: null, stale: `${NO_SUCH} "${name}"` };
  let manifest: BundleManifest;
  try {
    manifest = JSON.parse(Deno.readTextFileSync(path));
  } catch (err) {
    // No bundles yet, or none for a name no command has (the build makes
    // one for every name, so it tells which).
    const none = err instanceof Deno.errors.NotFound &&
      exists(`${dir}/start.json`);
    return {
      bundle: null,
      stale: none ? `${NO_SUCH} "${name}"` : "no bundle built yet",
    };
  }
  const detached = manifest.detached;
  const form = detached !== undefined && await asksDetached(root, args)
    ? detached
    : handover
    ? manifest.handover
    : undefined;
  if (form !== undefined) {
    try {
      const at = formManifestPath(dir, form);
      if (at === null) throw new Error(`no such manifest: ${form}`);
      manifest = JSON.parse(Deno.readTextFileSync(at));
    } catch {
      const which = form === detached ? "detached" : "hand-over";
      return { bundle: null, stale: `no ${which} bundle built yet` };
    }
  }
  const stale = manifest.format !== BUNDLE_FORMAT
    ? "made by another berth"
    : manifest.deno !== Deno.version.deno
    ? "made by another Deno"
    : manifest.root !== root.href
    ? "made from another tree"
    : !onlyMine(dir)
    ? `${dir} is not only this user's`
    : !manifest.inputs.some(([p]) => p === "cli.ts")
    ? "made of nothing"
    : changedInput(root, manifest.inputs);
  return { bundle: manifest.bundle, stale };
}

/**
 * Whether directory `dir` is this user's, no one else may write it, and it
 * is not a link: a bundle is code berth runs, from a cache someone else
 * could have made (a shared XDG_CACHE_HOME). What is in it then is this
 * user's too: no one else can add, replace or rename an entry there.
 */
function onlyMine(dir: string): boolean {
  try {
    const info = Deno.lstatSync(dir);
    return info.isDirectory && info.uid === Deno.uid() &&
      ((info.mode ?? 0) & 0o022) === 0;
  } catch {
    return false;
  }
}

/**
 * Whether `new`'s `args` ask for no attach, read by `new`'s own parse,
 * loaded from the source only for a command with a detached form.
 */
async function asksDetached(root: URL, args: string[]): Promise<boolean> {
  // Built at run time: a literal would make Deno walk it at every start.
  const href = new URL("client/commands/_new_args.ts", root).href;
  return (await import(href) as typeof NewArgs).asksDetached(args);
}

function changedInput(root: URL, inputs: BundleInput[]): string | null {
  const base = decodeURIComponent(root.pathname);
  for (const [path, size, mtimeMs] of inputs) {
    try {
      const info = Deno.statSync(base + path);
      if (info.size === size && info.mtime?.getTime() === mtimeMs) continue;
    } catch {
      if (size === -1) continue; // Missing then, and now.
    }
    return `${path} changed`;
  }
  return null;
}

/** Starts `berth __bundle` in the background unless a build holds the lock. */
function requestBuild(root: URL, dir: string): void {
  try {
    // Only its user may write code it will run.
    Deno.mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (!onlyMine(dir)) Deno.chmodSync(dir, 0o700);
    if (!takeLock(`${dir}/${BUILD_LOCK}`)) return;
    const base = decodeURIComponent(root.pathname);
    new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "-A",
        "--quiet",
        "--config",
        `${base}deno.json`,
        `${root.href}main.ts`,
        "__bundle",
      ],
      stdin: "null",
      stdout: "null",
      stderr: "null",
      detached: true, // Outlives this command, and its terminal's ^C.
    }).spawn().unref();
  } catch {
    // No cache directory, no process: the source it is, as before.
  }
}

/** Creates the lock, or takes one old enough to be a failed build's. */
function takeLock(lock: string): boolean {
  try {
    Deno.openSync(lock, { write: true, createNew: true }).close();
    return true;
  } catch (err) {
    if (!(err instanceof Deno.errors.AlreadyExists)) return false;
  }
  const age = Date.now() - (Deno.statSync(lock).mtime?.getTime() ?? 0);
  if (age < RETRY_AFTER_MS) return false;
  const now = new Date();
  Deno.utimeSync(lock, now, now);
  return true;
}
