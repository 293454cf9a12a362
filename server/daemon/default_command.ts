/**
 * What a new pane runs when no command is given, as tmux 3.3a's `spawn.c`:
 * `default-command` run by the shell (`default-shell -c COMMAND`, the shell
 * named by its file's name), or with none the shell itself as a login shell
 * (`-bash`), so that the profile's PATH and settings apply.
 *
 * @module
 */

/** The argv and argv[0] for `shell` and `default-command` `command`. */
export function defaultCommand(
  shell: string,
  command: string,
): { cmd: string[]; argv0: string } {
  const name = shell.slice(shell.lastIndexOf("/") + 1);
  return command === ""
    ? { cmd: [shell], argv0: `-${name}` }
    : { cmd: [shell, "-c", command], argv0: name };
}
