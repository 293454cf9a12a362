/**
 * Files only their owner may read or write, written whole or not at all:
 * the web tokens and cookie key, the upgrade's state, the commands'
 * bundles and manifests.
 *
 * @module
 */

/**
 * Writes `data` to `path` readable by its owner only (0600): a temporary
 * file created 0600 beside it, then renamed over it, so that a reader never
 * sees half a file and no other user ever could read it.
 */
export function writePrivateFile(
  path: string,
  data: string | Uint8Array,
): void {
  const tmp = `${path}.${Deno.pid}.tmp`;
  const bytes = typeof data === "string"
    ? new TextEncoder().encode(data)
    : data;
  Deno.writeFileSync(tmp, bytes, { mode: 0o600, create: true });
  Deno.chmodSync(tmp, 0o600); // The umask cannot have widened it, but make sure.
  Deno.renameSync(tmp, path);
}
