/**
 * Where a daemon's socket lives. Like tmux's `/tmp/tmux-UID/NAME`: a
 * directory only its owner may enter holds one socket per daemon name.
 *
 * @module
 */

/** The daemon name used when none is given. */
export const DEFAULT_DAEMON_NAME = "default";

/** Options that pick a daemon, from the command line. */
export interface SocketChoice {
  /** `--socket PATH`. */
  socket?: string;
  /** `-L NAME`. */
  name?: string;
}

/** The directory that holds berth's sockets for this user. */
export function socketDir(env = Deno.env.toObject()): string {
  const runtime = env.XDG_RUNTIME_DIR;
  if (runtime) return `${runtime.replace(/\/+$/, "")}/berth`;
  return `/tmp/berth-${Deno.uid()}`;
}

/**
 * The socket path for a choice: `--socket`, then `-L`, then
 * `$BERTH_SOCKET`, then the socket of the session we run inside (`$BERTH`
 * is `SOCKET,SESSION`), then the default daemon.
 */
export function resolveSocket(
  choice: SocketChoice,
  env = Deno.env.toObject(),
): string {
  if (choice.socket) return choice.socket;
  if (choice.name) return `${socketDir(env)}/${choice.name}.sock`;
  if (env.BERTH_SOCKET) return env.BERTH_SOCKET;
  const inside = env.BERTH
    ? env.BERTH.slice(0, env.BERTH.lastIndexOf(","))
    : "";
  if (inside) return inside;
  return `${socketDir(env)}/${DEFAULT_DAEMON_NAME}.sock`;
}

/**
 * The state file of a live upgrade beside the socket (`berth upgrade`):
 * while it is there the daemon is being replaced, and a client that finds
 * nobody listening waits for it instead of starting another daemon.
 */
export function upgradePathFor(socketPath: string): string {
  return `${socketPath}.upgrade`;
}

/**
 * The log file that belongs to a socket path: the daemon writes it, a
 * client names it when the daemon failed.
 */
export function logPathFor(socketPath: string): string {
  return socketPath.replace(/\.sock$/, "") + ".log";
}
