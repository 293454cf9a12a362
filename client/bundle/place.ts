/**
 * Where the bundles of a berth tree live, and what their manifest says. A
 * bundle is one JavaScript file holding the command line and every module
 * one command loads (`build.ts`); each command name has a manifest naming
 * its bundle and the source files it was made from with their size and
 * modification time, so that a command can tell, without reading them,
 * whether its bundle still is the source (`fresh.ts`).
 *
 * The cache is per tree and per user: `$XDG_CACHE_HOME/berth/` (else
 * `~/.cache/berth/`), one directory per tree path.
 *
 * @module
 */

/** Bumped when the manifest or the bundle's shape changes. */
export const BUNDLE_FORMAT = 1;

/** A source file the bundle was made from: path from the tree, size, mtime (ms). */
export type BundleInput = [path: string, size: number, mtimeMs: number];

export interface BundleManifest {
  format: number;
  /** The Deno that built it (`Deno.version.deno`). */
  deno: string;
  /** The tree's file URL, with a trailing slash. */
  root: string;
  /** The bundle's file name in the cache directory. */
  bundle: string;
  /** The source files it holds. */
  inputs: BundleInput[];
  /**
   * The manifest of the command's detached form, a file name in the same
   * directory: `new -d` has a bundle of its own (`build.ts`, `DETACHED`).
   */
  detached?: string;
  /**
   * The manifest of the command's hand-over form, a file name in the same
   * directory: an attach that hands the terminal to the daemon runs it
   * (`build.ts`, `HANDOVER`).
   */
  handover?: string;
  /**
   * The daemon's: the bundles of its workers, file names in the same
   * directory (`build.ts`, `DAEMON`).
   */
  workers?: string[];
}

/** The daemon's command: its manifest is `__daemon.json`. */
export const DAEMON_COMMAND = "__daemon";

/** The manifest of command `name` (aliases too), or null for no such name. */
export function manifestPath(dir: string, name: string): string | null {
  return /^[a-z][a-z-]*$/.test(name) || name === DAEMON_COMMAND
    ? `${dir}/${name}.json`
    : null;
}

/**
 * The file name, less `.js` or `.json`, of the detached form's bundle and
 * manifest of the command called `name` first (`new.detached`): no command
 * name has a dot, so no word on a command line names it.
 */
export function detachedName(name: string): string {
  return `${name}.detached`;
}

/**
 * The file name, less `.js` or `.json`, of the hand-over form's bundle and
 * manifest of the command called `name` first (`attach.handover`).
 */
export function handoverName(name: string): string {
  return `${name}.handover`;
}

/**
 * The path of a form's manifest `file` (a manifest's `detached` or
 * `handover`) in `dir`, or null for a name the build never writes.
 */
export function formManifestPath(dir: string, file: string): string | null {
  return /^[a-z][a-z-]*\.(detached|handover)\.json$/.test(file)
    ? `${dir}/${file}`
    : null;
}
/** Held while a build runs, and left after a failed one (see `fresh.ts`). */
export const BUILD_LOCK = "build.lock";

/** The cache directory of the tree at `root` (a file URL), or null without a home. */
export function bundleDir(root: URL): string | null {
  const xdg = Deno.env.get("XDG_CACHE_HOME");
  const home = Deno.env.get("HOME");
  // A relative XDG_CACHE_HOME is ignored, as the XDG spec says (and
  // web/state_dir.ts does): it would name another cache in each directory.
  const base = xdg?.startsWith("/") ? xdg : home ? `${home}/.cache` : null;
  if (base === null) return null;
  return `${base}/berth/${treeKey(decodeURIComponent(root.pathname))}`;
}

/** A directory name for a tree path: its last parts, and a hash of the whole. */
function treeKey(path: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) {
    h = Math.imul(h ^ path.charCodeAt(i), 0x01000193) >>> 0;
  }
  const tail = path.split("/").filter(Boolean).slice(-2).join("-")
    .replace(/[^A-Za-z0-9_.-]/g, "_");
  return `${tail}-${h.toString(16).padStart(8, "0")}`;
}

/** Whether `path` is there (anything `stat` can see). */
export function exists(path: string): boolean {
  try {
    Deno.statSync(path);
    return true;
  } catch {
    return false;
  }
}

/** The file URL of absolute `path`. */
export function fileUrl(path: string): string {
  return "file://" + path.split("/").map(encodeURIComponent).join("/");
}
