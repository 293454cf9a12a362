/**
 * What the bridge (`client/commands/_bridge.ts`) and the ssh transport
 * agree on, in a module of its own so that the bridge, which runs on every
 * connect and resume, loads nothing else.
 *
 * @module
 */

/** The bridge's exit status when no daemon runs and it was not to start one. */
export const BRIDGE_NO_DAEMON = 3;

/**
 * What the bridge writes once its terminal is raw and the daemon's socket
 * is open; the protocol's bytes follow. The client drops what comes before
 * (an rc file's output, the pty's echo of nothing).
 */
export const BRIDGE_READY = "\x1b[berth-bridge-ready]\n";

/**
 * What the bridge writes instead of `BRIDGE_READY` when asked for
 * `--forward` (and its daemon runs): the daemon's socket path follows, then
 * a newline. The client then asks its ssh to forward a local socket of its
 * own there (`ssh -O forward -L`), so that keys and frames go through
 * sshd straight to the daemon's socket, with no bridge process in the
 * way. The bridge then waits for one byte on its stdin: `BRIDGE_STDIO`
 * (the forward failed: it copies as without `--forward`), or `BRIDGE_DONE`
 * (the daemon answered through the forward), or the end: it exits. ssh
 * and sshd stay until the forwarded connection ends.
 */
export const BRIDGE_FORWARD = "\x1b[berth-bridge-forward]";

/** The client's byte after `BRIDGE_FORWARD`: copy over ssh's channel after all. */
export const BRIDGE_STDIO = 0x73; // "s"

/** The client's byte after `BRIDGE_FORWARD`: the forward works, go. */
export const BRIDGE_DONE = 0x66; // "f"
