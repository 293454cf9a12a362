/**
 * The attach client's terminal and pid, which it gives the daemon with its
 * attach request so that `list-clients` can name it as tmux does
 * (`/dev/pts/3`).
 *
 * @module
 */

/**
 * `{ tty, pid }` of this process when stdin is a terminal whose name can
 * be read, else nothing (the daemon names the client by its id).
 */
export function ttyName(): { tty?: string; pid?: number } {
  try {
    if (!Deno.stdin.isTerminal()) return {};
    // Linux: stdin's link names the terminal; elsewhere none is given.
    const tty = Deno.readLinkSync("/proc/self/fd/0");
    if (tty.startsWith("/dev/")) return { tty, pid: Deno.pid };
  } catch {
    // No /proc, or no permission.
  }
  return {};
}
