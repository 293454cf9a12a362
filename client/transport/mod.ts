/**
 * How a client reaches a daemon: its Unix socket on this machine, or ssh
 * to another host whose berth bridges the channel to the daemon there.
 * `Connection.open` picks one from the address.
 *
 * @module
 */

import type { ByteStream, DaemonAddress } from "./byte_stream.ts";
import { openSsh } from "./ssh.ts";
import { openUnix } from "./unix.ts";

export type { ByteStream, DaemonAddress, RemoteHost } from "./byte_stream.ts";
export { BRIDGE_NO_DAEMON, sshFailure, SshStream } from "./ssh.ts";
export { type RemoteChoice, remoteHost } from "./ssh_args.ts";
export { type AddressChoice, resolveAddress } from "./resolve.ts";

/**
 * Opens the byte stream to the daemon at `where` (`start`: over ssh, have
 * the remote berth start its daemon when none runs).
 */
export async function openStream(
  where: string | DaemonAddress,
  start: boolean,
): Promise<ByteStream> {
  if (typeof where === "string") return await openUnix(where);
  if (where.host) return openSsh(where.host, start);
  return await openUnix(where.socket);
}

/** What messages call the daemon at `where`: its host, or its socket. */
export function daemonLabel(where: string | DaemonAddress): string {
  if (typeof where === "string") return where;
  return where.host?.label ?? where.socket;
}
