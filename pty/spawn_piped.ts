/**
 * Starting `/bin/sh -c COMMAND` on one end of a socketpair, as tmux's
 * `pipe-pane` does (`socketpair(AF_UNIX, SOCK_STREAM)`, then the child's
 * stdin, stdout or both on its end, /dev/null for the rest and for
 * stderr). `posix_spawn`, never `fork`: the Deno runtime is multithreaded.
 *
 * The child gets a process group of its own (tmux does `setpgid(0, 0)`
 * since 3.4), default dispositions for every signal and an empty mask, as
 * a pane's program does, and no fd above 2.
 *
 * @module
 */

import { buildArgv } from "./_argv.ts";
import {
  AF_UNIX,
  check,
  cString,
  FILE_ACTIONS_BYTES,
  libc,
  O_RDWR,
  POSIX_SPAWN_SETPGROUP,
  POSIX_SPAWN_SETSIGDEF,
  POSIX_SPAWN_SETSIGMASK,
  SIGSET_BYTES,
  SOCK_CLOEXEC,
  SOCK_STREAM,
  SPAWNATTR_BYTES,
} from "./_libc.ts";
import { closeFd, setNonblocking } from "./fd_io.ts";
import { SpawnError } from "./spawn_error.ts";

/** A shell command started on a socketpair. */
export interface PipedChild {
  /** The child's pid; also its process group's id. */
  pid: number;
  /**
   * The parent's end: nonblocking, close-on-exec. Close it with `closeFd`:
   * the child then reads the end of its input.
   */
  fd: number;
}

/**
 * Runs `command` with `/bin/sh -c` in `cwd` with exactly `env`; its stdin
 * reads what is written to the returned fd when `stdin`, its stdout is
 * read from it when `stdout`, /dev/null otherwise (stderr always). The
 * caller reaps the child (`ChildWatcher.exited`). Throws SpawnError.
 *
 * @example
 * ```ts ignore
 * const child = spawnPiped({
 *   command: "cat >> ~/pane.log", env: { PATH: "/usr/bin:/bin" },
 *   cwd: "/tmp", stdin: true, stdout: false,
 * });
 * ```
 */
export function spawnPiped(opts: {
  command: string;
  env: Record<string, string>;
  cwd: string;
  stdin: boolean;
  stdout: boolean;
}): PipedChild {
  const pair = new Int32Array(2);
  check(
    "socketpair",
    libc().socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair),
  );
  const [ours, theirs] = pair;
  try {
    setNonblocking(ours, true);
    const pid = spawnShell(opts, theirs);
    return { pid, fd: ours };
  } catch (e) {
    closeFd(ours);
    throw e;
  } finally {
    closeFd(theirs);
  }
}

function spawnShell(
  opts: { command: string; env: Record<string, string>; cwd: string } & {
    stdin: boolean;
    stdout: boolean;
  },
  end: number,
): number {
  const argv = buildArgv(["sh", "-c", opts.command], "argument");
  const envp = buildArgv(
    Object.entries(opts.env)
      .filter(([k]) => k !== "" && !k.includes("="))
      .map(([k, v]) => `${k}=${v}`),
    "environment entry",
  );
  const attr = new Uint8Array(SPAWNATTR_BYTES);
  const actions = new Uint8Array(FILE_ACTIONS_BYTES);
  const fa = libc();
  setup(fa.posix_spawnattr_init(attr));
  setup(fa.posix_spawn_file_actions_init(actions));
  try {
    const all = new Uint8Array(SIGSET_BYTES);
    const none = new Uint8Array(SIGSET_BYTES);
    setup(fa.sigfillset(all));
    setup(fa.sigemptyset(none));
    setup(fa.posix_spawnattr_setsigdefault(attr, all));
    setup(fa.posix_spawnattr_setsigmask(attr, none));
    setup(fa.posix_spawnattr_setpgroup(attr, 0));
    setup(fa.posix_spawnattr_setflags(
      attr,
      POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK,
    ));
    setup(fa.posix_spawn_file_actions_addchdir_np(actions, cString(opts.cwd)));
    const devNull = cString("/dev/null");
    // dup2 clears close-on-exec on the copy; the original closes at exec.
    for (const [fd, piped] of [[0, opts.stdin], [1, opts.stdout]] as const) {
      setup(
        piped
          ? fa.posix_spawn_file_actions_adddup2(actions, end, fd)
          : fa.posix_spawn_file_actions_addopen(
            actions,
            fd,
            devNull,
            O_RDWR,
            0,
          ),
      );
    }
    setup(fa.posix_spawn_file_actions_addopen(actions, 2, devNull, O_RDWR, 0));
    setup(fa.posix_spawn_file_actions_addclosefrom_np(actions, 3));
    const pid = new Int32Array(1);
    const err = fa.posix_spawnp(
      pid,
      cString("/bin/sh"),
      actions,
      attr,
      argv.pointers,
      envp.pointers,
    );
    if (err !== 0) {
      throw new SpawnError(
        `Cannot run /bin/sh in ${opts.cwd} (errno ${err}); check the directory`,
      );
    }
    return pid[0];
  } finally {
    fa.posix_spawn_file_actions_destroy(actions);
    fa.posix_spawnattr_destroy(attr);
  }
}

/** posix_spawn* functions return an errno value rather than setting errno. */
function setup(err: number): void {
  if (err !== 0) throw new Error(`posix_spawn setup failed (errno ${err})`);
}
