/**
 * Whether anything is at a path, for tests that look for a socket or a
 * file a daemon leaves (no following of links: a dangling one is there).
 *
 * @module
 */

/** Whether anything is at `path`. */
export async function pathExists(path: string): Promise<boolean> {
  try {
    await Deno.lstat(path);
    return true;
  } catch {
    return false;
  }
}
