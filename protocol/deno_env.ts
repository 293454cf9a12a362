/**
 * The environment of the Deno processes berth starts for itself (the
 * daemon, and the daemon a live upgrade execs), and of the one
 * `deno task start` starts (`client/start.env`). Deno checks for a newer
 * release of itself at every `deno run` until one check has worked (then
 * once a day): it reads the system's CA certificates, resolves a name and
 * opens a TLS connection. A daemon that lives for weeks has no use for
 * that, and a terminal server should not reach the internet on its own;
 * on a machine that cannot reach Deno's servers it happens at every start
 * and leaves 1.5 MB of the daemon's memory used (50.1 instead of 51.6 MB
 * idle, measured with and without, 2026-12-04).
 *
 * The variable is set with a value of berth's own, and `main.ts` removes
 * it again as it starts (`forgetOwnDenoEnv`): the sessions a daemon or a
 * command starts inherit its environment, and should see the user's, not
 * berth's. A value the user set is theirs and stays.
 *
 * @module
 */

/** Deno's switch: any value turns the check off. */
const NO_UPDATE_CHECK = "DENO_NO_UPDATE_CHECK";
/** The value that says berth set it. */
const OURS = "berth";

/**
 * What to add to the environment of a daemon being started: the switch,
 * unless `env` (the starter's) has it already.
 */
export function ownDenoEnv(
  env: Record<string, string> = Deno.env.toObject(),
): Record<string, string> {
  return env[NO_UPDATE_CHECK] === undefined ? { [NO_UPDATE_CHECK]: OURS } : {};
}

/**
 * In a daemon or a command starting: removes the switch again when berth
 * set it.
 */
export function forgetOwnDenoEnv(): void {
  if (Deno.env.get(NO_UPDATE_CHECK) === OURS) Deno.env.delete(NO_UPDATE_CHECK);
}
