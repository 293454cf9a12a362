/**
 * The connections of the berth commands that the config file's commands'
 * shell jobs run.
 *
 * @module
 */

/**
 * Set by a daemon in the environment of the shell jobs of its config
 * file's commands (`run-shell`, `if-shell`): what their connections say
 * they are in their hello, so that the daemon, which holds other clients
 * while its config's commands run, does not hold the berth commands
 * those jobs run (`if-shell 'berth has -t x'`), which its config waits
 * for.
 */
export const CONFIG_CLIENT_ENV = "BERTH_CONFIG_CLIENT";

/** This process's `CONFIG_CLIENT_ENV`: undefined outside such a job. */
export function configClient(): string | undefined {
  try {
    const kind = Deno.env.get(CONFIG_CLIENT_ENV);
    return kind?.startsWith("config-") ? kind : undefined;
  } catch {
    return undefined; // No permission to read the environment.
  }
}
