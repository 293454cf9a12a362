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
