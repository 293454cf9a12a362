/**
 * Where `berth serve` and `berth token` keep their state: the token file
 * and the cookie-signing key. `$XDG_STATE_HOME/berth/`, else
 * `~/.local/state/berth/`, created 0700 (as the socket directory is).
 *
 * @module
 */

/** The state directory's path (not created). */
export function stateDir(
  env: Record<string, string> = Deno.env.toObject(),
): string {
  const xdg = env.XDG_STATE_HOME;
  if (xdg && xdg.startsWith("/")) return `${xdg}/berth`;
  const home = env.HOME;
  if (!home) {
    throw new Error("Neither XDG_STATE_HOME nor HOME is set; set one of them");
  }
  return `${home}/.local/state/berth`;
}

/** Creates the state directory 0700 when missing; returns its path. */
export function ensureStateDir(dir = stateDir()): string {
  Deno.mkdirSync(dir, { recursive: true, mode: 0o700 });
  // mkdir's mode goes through the umask; only its owner may enter it.
  Deno.chmodSync(dir, 0o700);
  return dir;
}
