/**
 * How a client reaches a daemon: its Unix socket on this machine, or ssh
 * to another host whose berth bridges the channel to the daemon there.
 * `Connection.open` picks one from the address.
 *
 * @module
 */

import type { ByteStream, DaemonAddress } from "./byte_stream.ts";
import { openUnix } from "./unix.ts";
import { importLater } from "../../protocol/import_later.ts";
import type * as Ssh from "./ssh.ts";

export type { ByteStream, DaemonAddress, RemoteHost } from "./byte_stream.ts";
export { type RemoteChoice, remoteHost } from "./ssh_args.ts";
export { type AddressChoice, resolveAddress } from "./resolve.ts";

/**
 * Opens the byte stream to the daemon at `where` (`start`: over ssh, have
 * the remote berth start its daemon when none runs; `forward`: over ssh,
 * through a socket ssh forwards to the daemon's when it can, see `ssh.ts`).
 */
export async function openStream(
  where: string | DaemonAddress,
  start: boolean,
  batch = false,
  forward = false,
): Promise<ByteStream> {
  if (typeof where === "string") return await openUnix(where);
  if (where.host) {
    return (await loadSsh()).openSsh(where.host, start, batch, forward);
  }
  return await openUnix(where.socket);
}

/** What messages call the daemon at `where`: its host, or its socket. */
export function daemonLabel(where: string | DaemonAddress): string {
  if (typeof where === "string") return where;
  return where.host?.label ?? where.socket;
}

/**
 * The ssh transport, loaded for `-H` only: a local `ls` or `send` does not
 * read its two modules (see `protocol/import_later.ts`; bench/README.md, issue 15
 * fourth round). A client that reaches a host loads it as it connects.
 */
function loadSsh(): Promise<typeof Ssh> {
  return importLater<typeof Ssh>("./ssh.ts", import.meta.url);
}
