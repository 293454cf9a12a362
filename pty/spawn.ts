/**
 * Starting a child on a new pty with `posix_spawnp` (never `fork`: the Deno
 * runtime is multithreaded).
 *
 * The child gets a new session (`POSIX_SPAWN_SETSID`); a file action then
 * opens the slave by path without O_NOCTTY, which makes it the child's
 * controlling terminal, as fd 0, and dups it to 1 and 2. All signals go back
 * to their default disposition (Deno ignores SIGPIPE, and ignored
 * dispositions survive exec) and the signal mask is emptied.
 *
 * The master comes from `posix_openpt(O_CLOEXEC | O_NONBLOCK)` rather than
 * `openpty`, whose fds are not close-on-exec: between `openpty` and a later
 * `fcntl`, a process spawned by another thread (a `Deno.Command`) would
 * inherit them and keep the pty open after our child exits.
 *
 * @module
 */

import { type ArgvBuffers, buildArgv } from "./_argv.ts";
import {
  check,
  cString,
  E2BIG,
  EACCES,
  ELOOP,
  ENAMETOOLONG,
  ENOENT,
  ENOEXEC,
  ENOTDIR,
  FILE_ACTIONS_BYTES,
  IUTF8,
  libc,
  O_CLOEXEC,
  O_NOCTTY,
  O_NONBLOCK,
  O_RDWR,
  POSIX_SPAWN_SETSID,
  POSIX_SPAWN_SETSIGDEF,
  POSIX_SPAWN_SETSIGMASK,
  SIGSET_BYTES,
  size,
  SPAWNATTR_BYTES,
  TCSANOW,
  TERMIOS_BYTES,
  X_OK,
} from "./_libc.ts";
import { closeFd } from "./fd_io.ts";
import { SpawnError } from "./spawn_error.ts";
import { setWindowSize } from "./window_size.ts";

/** What to run on a new pty. */
export interface SpawnOptions {
  /** Program: a name looked up in `env.PATH`, or a path. */
  file: string;
  /** Arguments after argv[0]. */
  args: string[];
  /**
   * argv[0] when it should differ from `file`: `-bash` starts bash as a
   * login shell, as login(1) and tmux do.
   */
  argv0?: string;
  /** The child's complete environment (the caller adds TERM etc.). */
  env: Record<string, string>;
  /** Working directory; the daemon's when absent. */
  cwd?: string;
  /** Window size the child starts with: columns (1 to 65535). */
  cols: number;
  /** Window size the child starts with: rows (1 to 65535). */
  rows: number;
}

/** A child running on a pty. */
export interface PtyProcess {
  /** Master fd: nonblocking, close-on-exec. Close it with `closeFd`. */
  fd: number;
  /** The child's pid; also its session and process group id. */
  pid: number;
  /** Slave device path, `/dev/pts/N`. */
  ptsName: string;
}

/**
 * Starts `opts.file` on a new pty whose window size is set before the child
 * runs. Throws SpawnError when the program or the directory is unusable.
 * The caller must reap the child (`ChildWatcher.exited`) and close `fd`.
 *
 * @example
 * ```ts ignore
 * const pty = spawnPty({
 *   file: "bash", args: ["-l"], env: { ...Deno.env.toObject(), TERM: "xterm-256color" },
 *   cols: 80, rows: 24,
 * });
 * ```
 */
export function spawnPty(opts: SpawnOptions): PtyProcess {
  // Absolute, because the program's path is resolved against it here and
  // the child chdirs before exec.
  const cwd = absolute(opts.cwd ?? Deno.cwd());
  checkDirectory(cwd);
  const path = resolveProgram(opts.file, opts.env.PATH, cwd);
  const argv = buildArgv([opts.argv0 ?? opts.file, ...opts.args], "argument");
  const envp = buildArgv(envEntries(opts.env), "environment entry");
  const master = openMaster();
  try {
    const ptsName = slaveName(master);
    setWindowSize(master, opts.cols, opts.rows);
    const slave = check(
      "open(pts)",
      libc().open(cString(ptsName), O_RDWR | O_NOCTTY | O_CLOEXEC, 0),
    );
    try {
      setUtf8Input(slave);
      const pid = spawnOnSlave(path, opts.file, argv, envp, cwd, ptsName);
      return { fd: master, pid, ptsName };
    } finally {
      closeFd(slave);
    }
  } catch (e) {
    closeFd(master);
    throw e;
  }
}

/** Opens a new pty master: nonblocking, close-on-exec, slave unlocked. */
function openMaster(): number {
  const fd = check(
    "posix_openpt",
    libc().posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK),
  );
  try {
    check("grantpt", libc().grantpt(fd));
    check("unlockpt", libc().unlockpt(fd));
    return fd;
  } catch (e) {
    closeFd(fd);
    throw e;
  }
}

/** The slave's path for master `fd`. */
function slaveName(fd: number): string {
  const buf = new Uint8Array(128);
  const err = libc().ptsname_r(fd, buf, size(buf.length));
  if (err !== 0) throw new Error(`ptsname_r failed (errno ${err})`);
  return new TextDecoder().decode(buf.subarray(0, buf.indexOf(0)));
}

/**
 * Turns on IUTF8 so the line discipline erases whole UTF-8 characters in
 * canonical mode, as terminals in a UTF-8 locale do.
 */
function setUtf8Input(fd: number): void {
  const tio = new Uint32Array(TERMIOS_BYTES / 4);
  check("tcgetattr", libc().tcgetattr(fd, tio));
  tio[0] |= IUTF8;
  check("tcsetattr", libc().tcsetattr(fd, TCSANOW, tio));
}

/** posix_spawnp with the attributes and file actions described above. */
function spawnOnSlave(
  path: string,
  file: string,
  argv: ArgvBuffers,
  envp: ArgvBuffers,
  cwd: string,
  ptsName: string,
): number {
  const attr = new Uint8Array(SPAWNATTR_BYTES);
  const actions = new Uint8Array(FILE_ACTIONS_BYTES);
  spawnCheck(libc().posix_spawnattr_init(attr));
  spawnCheck(libc().posix_spawn_file_actions_init(actions));
  try {
    setAttributes(attr);
    addFileActions(actions, cwd, ptsName);
    const pid = new Int32Array(1);
    const err = libc().posix_spawnp(
      pid,
      cString(path),
      actions,
      attr,
      argv.pointers,
      envp.pointers,
    );
    if (err !== 0) throw new SpawnError(spawnMessage(err, file, cwd));
    return pid[0];
  } finally {
    libc().posix_spawn_file_actions_destroy(actions);
    libc().posix_spawnattr_destroy(attr);
  }
}

/** New session, default dispositions for every signal, empty mask. */
function setAttributes(attr: Uint8Array<ArrayBuffer>): void {
  const all = new Uint8Array(SIGSET_BYTES);
  const none = new Uint8Array(SIGSET_BYTES);
  spawnCheck(libc().sigfillset(all));
  spawnCheck(libc().sigemptyset(none));
  spawnCheck(libc().posix_spawnattr_setsigdefault(attr, all));
  spawnCheck(libc().posix_spawnattr_setsigmask(attr, none));
  spawnCheck(
    libc().posix_spawnattr_setflags(
      attr,
      POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK,
    ),
  );
}

/** chdir, close every inherited fd above 2, open the slave as 0, dup to 1, 2. */
function addFileActions(
  actions: Uint8Array<ArrayBuffer>,
  cwd: string,
  ptsName: string,
): void {
  const fa = libc();
  spawnCheck(fa.posix_spawn_file_actions_addchdir_np(actions, cString(cwd)));
  // Belt and braces: fds some other FFI code opened without O_CLOEXEC must
  // not keep this session's pty (or anything else) open in the child.
  spawnCheck(fa.posix_spawn_file_actions_addclosefrom_np(actions, 3));
  spawnCheck(
    fa.posix_spawn_file_actions_addopen(
      actions,
      0,
      cString(ptsName),
      O_RDWR,
      0,
    ),
  );
  spawnCheck(fa.posix_spawn_file_actions_adddup2(actions, 0, 1));
  spawnCheck(fa.posix_spawn_file_actions_adddup2(actions, 0, 2));
}

/** posix_spawn* functions return an errno value rather than setting errno. */
function spawnCheck(err: number): void {
  if (err !== 0) throw new Error(`posix_spawn setup failed (errno ${err})`);
}

/** Throws SpawnError unless `dir` is a directory we can enter. */
function checkDirectory(dir: string): void {
  let info: Deno.FileInfo;
  try {
    info = Deno.statSync(dir);
  } catch {
    throw new SpawnError(
      `Directory not found: ${dir} (check the working directory)`,
    );
  }
  if (!info.isDirectory) {
    throw new SpawnError(
      `Not a directory: ${dir} (give a directory as the working directory)`,
    );
  }
  if (!access(dir, X_OK)) {
    throw new SpawnError(
      `Permission denied: cannot enter ${dir} (check its permissions)`,
    );
  }
}

/**
 * The path of the program to run: `file` itself when it has a slash
 * (relative to the child's cwd), else the first executable match in
 * `pathVar`. The child's PATH is used, not the daemon's (posix_spawnp would
 * search the daemon's), falling back to the daemon's when the child has none.
 */
export function resolveProgram(
  file: string,
  pathVar: string | undefined,
  cwd: string,
): string {
  if (file === "") {
    throw new SpawnError("Empty command (give a program to run)");
  }
  if (file.includes("/")) {
    const path = file.startsWith("/") ? file : `${cwd}/${file}`;
    checkProgram(path, file);
    return path;
  }
  const dirs = (pathVar ?? Deno.env.get("PATH") ?? "/usr/bin:/bin").split(":");
  for (const dir of dirs) {
    const base = dir === "" ? cwd : dir.startsWith("/") ? dir : `${cwd}/${dir}`;
    const path = `${base}/${file}`;
    if (isFile(path) && access(path, X_OK)) return path;
  }
  throw new SpawnError(
    `Command not found: ${file} (check the name or your PATH)`,
  );
}

/** Throws SpawnError unless `path` is an executable regular file. */
function checkProgram(path: string, shown: string): void {
  let info: Deno.FileInfo;
  try {
    info = Deno.statSync(path);
  } catch {
    throw new SpawnError(`Command not found: ${shown} (check the path)`);
  }
  if (info.isDirectory) {
    throw new SpawnError(
      `Not a program: ${shown} is a directory (give the path of a program)`,
    );
  }
  if (!access(path, X_OK)) {
    throw new SpawnError(
      `Permission denied: ${shown} is not executable (chmod +x it or check the path)`,
    );
  }
}

function absolute(dir: string): string {
  return dir.startsWith("/") ? dir : `${Deno.cwd()}/${dir}`;
}

/** access(2): whether this process may use `path` in `mode`. */
function access(path: string, mode: number): boolean {
  return libc().access(cString(path), mode) === 0;
}

function isFile(path: string): boolean {
  try {
    return Deno.statSync(path).isFile;
  } catch {
    return false;
  }
}

/** `KEY=value` strings, rejecting keys the environment cannot hold. */
function envEntries(env: Record<string, string>): string[] {
  return Object.entries(env).map(([k, v]) => {
    if (k === "" || k.includes("=")) {
      throw new SpawnError(
        `Invalid environment variable name "${k}" (names cannot be empty or contain =)`,
      );
    }
    return `${k}=${v}`;
  });
}

/** A one-line message for a posix_spawnp failure. */
function spawnMessage(err: number, file: string, cwd: string): string {
  switch (err) {
    case ENOENT:
      return `Command not found: ${file} (check the name or your PATH)`;
    case EACCES:
      return `Permission denied: cannot run ${file} (check its permissions and its directory's)`;
    case ENOEXEC:
      return `Cannot run ${file}: not a program this system can execute (check the file, or start a script with #!)`;
    case ENOTDIR:
    case ELOOP:
    case ENAMETOOLONG:
      return `Cannot run ${file}: bad path or working directory ${cwd} (check both)`;
    case E2BIG:
      return `Cannot run ${file}: arguments and environment are too large (shorten them)`;
    default:
      return `Cannot run ${file}: the system refused (errno ${err})`;
  }
}
