/**
 * The `TMUX` of the shell commands berth runs for a user (`run-shell`,
 * `if-shell`, a config's `run` lines, `pipe-pane`, `copy-pipe`, the status
 * line's `#(...)`): a socket that can never exist, so that their `tmux ...`
 * calls fail at once instead of reaching a tmux server of the user's.
 *
 * The daemon (and an attach client) keeps the environment it was started
 * in: started from a shell inside tmux, that has the outer tmux's `TMUX`,
 * and a plugin's `tmux set -g ...` (tpm's `run '~/.tmux/plugins/tpm/tpm'`)
 * changed the user's real tmux. Unsetting `TMUX` would not do: `tmux` then
 * goes to its default socket, the user's usual server. tmux's own jobs get
 * a `TMUX` naming tmux's server, so scripts that test `[ -n "$TMUX" ]` see
 * one here too; its socket path lies under `/dev/null` (not a directory),
 * where no server can be started or reached, and tmux says so naming
 * berth: `error connecting to /dev/null/berth-is-not-tmux (Not a
 * directory)`. `tmux -L NAME` or `-S PATH` still goes where it says.
 *
 * @module
 */

/** tmux's `socket,pid,session` form, for a server that is not there. */
export const JOB_TMUX = "/dev/null/berth-is-not-tmux,0,0";

/**
 * `env` (a job's whole environment) with a job's `TMUX`: `own`, the one
 * the user set (`set-environment TMUX ...`), else `JOB_TMUX`. The rule of
 * every job berth runs.
 */
export function withJobTmux(
  env: Record<string, string>,
  own?: string,
): Record<string, string> {
  return { ...env, TMUX: own ?? JOB_TMUX };
}
