/**
 * The environment every process the bench starts gets: the same for berth
 * and tmux, with a UTF-8 locale (tmux treats output as UTF-8 only under
 * one), a plain shell and nothing that points at the user's own daemons.
 *
 * @module
 */

/** Variables that would steer berth or tmux to another server. */
const DROPPED = [
  "BERTH",
  "BERTH_SOCKET",
  "BERTH_PREFIX",
  "TMUX",
  "TMUX_PANE",
  "XDG_RUNTIME_DIR",
  "COLUMNS",
  "LINES",
];

/** This process's environment, cleaned, with `home` as HOME. */
export function benchEnv(home: string): Record<string, string> {
  const env = Deno.env.toObject();
  for (const k of DROPPED) delete env[k];
  // Keep Deno's module cache, and berth's bundles of its commands
  // (client/bundle/), where they were before HOME moved: a user's home
  // keeps both from one command to the next.
  env.DENO_DIR ??= `${env.HOME ?? "/root"}/.cache/deno`;
  env.XDG_CACHE_HOME ??= `${env.HOME ?? "/root"}/.cache`;
  return {
    ...env,
    HOME: home,
    SHELL: "/bin/sh",
    LANG: "C.UTF-8",
    LC_ALL: "C.UTF-8",
    TERM: "xterm-256color",
    NO_COLOR: "1",
  };
}
