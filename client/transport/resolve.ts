/**
 * Which daemon a command or script talks to: a socket here, or a host
 * (`-H`, `$BERTH_HOST`) whose berth is reached over ssh.
 *
 * @module
 */

import { resolveSocket } from "../../protocol/socket_path.ts";
import type { DaemonAddress } from "./byte_stream.ts";
import { parseDestination, remoteHost } from "./ssh_args.ts";

/** The options that pick a daemon (command line or `connect()`). */
export interface AddressChoice {
  /** `--socket PATH`: on the host when one is given. */
  socket?: string;
  /** `-L NAME`: on the host when one is given. */
  name?: string;
  /** `-H [USER@]HOST[:PORT]`. */
  host?: string;
  /** `--ssh`: the ssh command. */
  ssh?: string | string[];
  /** `--remote`: the berth command on the host. */
  remote?: string;
}

/**
 * The daemon's address. `$BERTH_HOST` counts only outside a session (in
 * one, `$BERTH` names its own daemon, as for sockets); `$BERTH_SSH` and
 * `$BERTH_REMOTE` fill in what the options leave out. The socket options
 * go to the remote berth as given; `$BERTH_SOCKET` is this machine's.
 */
export function resolveAddress(
  choice: AddressChoice,
  env: Record<string, string> = Deno.env.toObject(),
): DaemonAddress {
  const socket = resolveSocket(
    { socket: choice.socket, name: choice.name },
    env,
  );
  // -H "" is a mistake (an unset variable: -H "$HOST"), not this machine:
  // parseDestination refuses it in one line.
  if (choice.host === "") parseDestination(choice.host);
  const host = choice.host ?? (env.BERTH ? undefined : env.BERTH_HOST);
  if (!host) return { socket };
  const socketArgs = choice.socket !== undefined
    ? ["--socket", choice.socket]
    : choice.name !== undefined
    ? ["-L", choice.name]
    : [];
  return {
    socket,
    host: remoteHost({
      host,
      ssh: choice.ssh ?? (env.BERTH_SSH || undefined),
      remote: choice.remote ?? (env.BERTH_REMOTE || undefined),
      socketArgs,
    }),
  };
}
