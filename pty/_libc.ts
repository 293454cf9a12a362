/**
 * The one place berth binds libc (glibc on Linux x86_64 / aarch64) through
 * Deno FFI. Every other file in `pty/` calls `libc().*` from here.
 *
 * Notes on the declarations:
 * - `read`/`write` return `ssize_t`; they are declared `i32` so results come
 *   back as plain numbers (a bigint per call is measurable on the hot path).
 *   Lengths passed are always far below 2 GiB, so the low 32 bits are exact.
 * - `open`, `fcntl` and `ioctl` are variadic in C; calling them with a fixed
 *   prototype is fine on the SysV ABIs for integer and pointer arguments.
 * - `read_at` is `read` into a raw address: the gather worker's hot loop
 *   reads into shared memory without making a view per call; `write_at`
 *   writes from one (a pane's output to its `pipe-pane` command).
 * - `poll_async` is `poll` on Deno's blocking thread pool, for waiting without
 *   blocking the event loop (`PtyWriter`).
 * - `sched_setattr`/`sched_getattr` are `syscall` (variadic, integer and
 *   pointer arguments only) with the syscall's number first.
 * - errno is read through `__errno_location()` right after a failed call on
 *   the same thread; nothing else runs on that thread in between.
 *
 * @module
 */

const SYMBOLS = {
  posix_openpt: { parameters: ["i32"], result: "i32" },
  grantpt: { parameters: ["i32"], result: "i32" },
  unlockpt: { parameters: ["i32"], result: "i32" },
  ptsname_r: { parameters: ["i32", "buffer", "usize"], result: "i32" },
  open: { parameters: ["buffer", "i32", "u32"], result: "i32" },
  close: { parameters: ["i32"], result: "i32" },
  access: { parameters: ["buffer", "i32"], result: "i32" },
  read: { parameters: ["i32", "buffer", "usize"], result: "i32" },
  read_at: {
    name: "read",
    parameters: ["i32", "usize", "usize"],
    result: "i32",
  },
  write: { parameters: ["i32", "buffer", "usize"], result: "i32" },
  write_at: {
    name: "write",
    parameters: ["i32", "usize", "usize"],
    result: "i32",
  },
  socketpair: { parameters: ["i32", "i32", "i32", "buffer"], result: "i32" },
  poll: { parameters: ["buffer", "u64", "i32"], result: "i32" },
  poll_async: {
    name: "poll",
    parameters: ["buffer", "u64", "i32"],
    result: "i32",
    nonblocking: true,
  },
  fcntl: { parameters: ["i32", "i32", "i64"], result: "i32" },
  execve: { parameters: ["buffer", "buffer", "buffer"], result: "i32" },
  ioctl: { parameters: ["i32", "u64", "buffer"], result: "i32" },
  eventfd: { parameters: ["u32", "i32"], result: "i32" },
  kill: { parameters: ["i32", "i32"], result: "i32" },
  waitpid: { parameters: ["i32", "buffer", "i32"], result: "i32" },
  __errno_location: { parameters: [], result: "pointer" },
  tcgetattr: { parameters: ["i32", "buffer"], result: "i32" },
  tcsetattr: { parameters: ["i32", "i32", "buffer"], result: "i32" },
  posix_spawnp: {
    // pid_t *pid, const char *file, file_actions *, attr *, argv, envp
    parameters: ["buffer", "buffer", "buffer", "buffer", "buffer", "buffer"],
    result: "i32",
  },
  posix_spawn_file_actions_init: { parameters: ["buffer"], result: "i32" },
  posix_spawn_file_actions_destroy: { parameters: ["buffer"], result: "i32" },
  posix_spawn_file_actions_addopen: {
    parameters: ["buffer", "i32", "buffer", "i32", "u32"],
    result: "i32",
  },
  posix_spawn_file_actions_adddup2: {
    parameters: ["buffer", "i32", "i32"],
    result: "i32",
  },
  posix_spawn_file_actions_addchdir_np: {
    parameters: ["buffer", "buffer"],
    result: "i32",
  },
  posix_spawn_file_actions_addclosefrom_np: {
    parameters: ["buffer", "i32"],
    result: "i32",
  },
  posix_spawnattr_init: { parameters: ["buffer"], result: "i32" },
  posix_spawnattr_destroy: { parameters: ["buffer"], result: "i32" },
  posix_spawnattr_setflags: { parameters: ["buffer", "i16"], result: "i32" },
  posix_spawnattr_setsigdefault: {
    parameters: ["buffer", "buffer"],
    result: "i32",
  },
  posix_spawnattr_setpgroup: { parameters: ["buffer", "i32"], result: "i32" },
  posix_spawnattr_setsigmask: {
    parameters: ["buffer", "buffer"],
    result: "i32",
  },
  gettid: { parameters: [], result: "i32" },
  // syscall(SYS_sched_setattr, tid, attr, flags): glibc has no wrapper.
  sched_setattr: {
    name: "syscall",
    parameters: ["i64", "i32", "buffer", "u32"],
    result: "i32",
  },
  // syscall(SYS_sched_getattr, tid, attr, size, flags).
  sched_getattr: {
    name: "syscall",
    parameters: ["i64", "i32", "buffer", "u32", "u32"],
    result: "i32",
  },
  sigfillset: { parameters: ["buffer"], result: "i32" },
  sigemptyset: { parameters: ["buffer"], result: "i32" },
  malloc_trim: { parameters: ["usize"], result: "i32" },
  dup2: { parameters: ["i32", "i32"], result: "i32" },
} as const satisfies Deno.ForeignLibraryInterface;

type Symbols = Deno.DynamicLibrary<typeof SYMBOLS>["symbols"];

let symbols: Symbols | null = null;

/**
 * libc's functions, opened on first use, once per isolate (each worker has
 * its own handle). Opening lazily keeps importing any module of `pty/` free
 * of FFI: a process that never calls into libc never loads it.
 */
export function libc(): Symbols {
  return symbols ??= Deno.dlopen("libc.so.6", SYMBOLS).symbols;
}

let errnoView: Deno.UnsafePointerView | null = null;

/** The calling thread's errno; call right after the failing libc call. */
export function errno(): number {
  // The pointer is per thread and stable; each isolate runs on one thread.
  errnoView ??= new Deno.UnsafePointerView(libc().__errno_location()!);
  return errnoView.getInt32();
}

// errno values (Linux, all architectures berth runs on).
export const EPERM = 1;
export const ENOENT = 2;
export const ESRCH = 3;
export const EINTR = 4;
export const EIO = 5;
export const E2BIG = 7;
export const ENOEXEC = 8;
export const EBADF = 9;
export const ECHILD = 10;
export const EAGAIN = 11;
export const ENOMEM = 12;
export const EACCES = 13;
export const ENOTDIR = 20;
export const EISDIR = 21;
export const ENFILE = 23;
export const EMFILE = 24;
export const ENOTTY = 25;
export const ELOOP = 40;
export const ENAMETOOLONG = 36;
export const EPIPE = 32;

// open(2) flags (asm-generic values: x86_64 and aarch64).
export const O_RDWR = 0o2;
export const O_NOCTTY = 0o400;
export const O_NONBLOCK = 0o4000;
export const O_CLOEXEC = 0o2000000;

// socket(2) domains, types and type flags.
export const AF_UNIX = 1;
export const SOCK_STREAM = 1;
export const SOCK_NONBLOCK = O_NONBLOCK;
export const SOCK_CLOEXEC = O_CLOEXEC;

// access(2) modes.
export const X_OK = 1;

// termios c_iflag bits.
export const IUTF8 = 0o40000;

// fcntl(2)
export const F_GETFD = 1;
export const F_SETFD = 2;
export const F_GETFL = 3;
export const F_SETFL = 4;
export const FD_CLOEXEC = 1;

// poll(2) events.
export const POLLIN = 0x1;
export const POLLOUT = 0x4;
export const POLLERR = 0x8;
export const POLLHUP = 0x10;
export const POLLNVAL = 0x20;

// ioctl requests (generic Linux numbering).
export const TIOCGWINSZ = 0x5413n;
export const TIOCSWINSZ = 0x5414n;

// tcsetattr actions.
export const TCSANOW = 0;

// waitpid options.
export const WNOHANG = 1;

// eventfd flags.
export const EFD_NONBLOCK = O_NONBLOCK;
export const EFD_CLOEXEC = O_CLOEXEC;

// posix_spawnattr_setflags (glibc <spawn.h>).
export const POSIX_SPAWN_SETPGROUP = 0x02;
export const POSIX_SPAWN_SETSIGDEF = 0x04;
export const POSIX_SPAWN_SETSIGMASK = 0x08;
export const POSIX_SPAWN_SETSID = 0x80;

/**
 * Opaque libc objects are allocated bigger than glibc needs (x86_64:
 * posix_spawnattr_t 336 bytes, posix_spawn_file_actions_t 80, sigset_t 128,
 * struct termios 60) so a different layout cannot overrun them.
 */
export const SPAWNATTR_BYTES = 512;
export const FILE_ACTIONS_BYTES = 256;
export const SIGSET_BYTES = 128;
export const TERMIOS_BYTES = 128;

/**
 * A byte count or address for a `usize` parameter, as a bigint. Deno's FFI
 * takes a plain number there too, but not once TurboFan has compiled the
 * caller: its fast call wants a bigint, so each optimized caller deopts at
 * its first call ("not a BigInt") and is compiled again, for ever (200,000
 * reads of /dev/zero: compiled and thrown away again and again, 340 ms;
 * with a bigint per call, compiled once, 272 ms). In the daemon it threw
 * away the gather worker's poll round once TurboFan had compiled it, 15-19
 * ms of V8's threads beside a typist's keys (bench/README.md, "Issue 15,
 * forty-first round").
 */
export function size(n: number): bigint {
  return BigInt(n);
}

const encoder = new TextEncoder();

/** A NUL-terminated UTF-8 copy of `s` for a `const char *` argument. */
export function cString(s: string): Uint8Array<ArrayBuffer> {
  const bytes = encoder.encode(s);
  const out = new Uint8Array(bytes.length + 1);
  out.set(bytes);
  return out;
}

/** What the errno values berth meets mean, for messages. */
const ERRNO_TEXT: Record<number, string> = {
  [EPERM]: "operation not permitted",
  [ENOENT]: "no such file or directory",
  [ESRCH]: "no such process",
  [EIO]: "input/output error (the terminal's other side is closed)",
  [EBADF]: "bad file descriptor",
  [ECHILD]: "no such child process",
  [EAGAIN]: "resource temporarily unavailable",
  [ENOMEM]: "out of memory",
  [EACCES]: "permission denied",
  [ENFILE]: "too many open files in the system",
  [EMFILE]: "too many open files",
  [ENOTTY]: "not a terminal",
};

/** An `Error` carrying errno, with the failing call named. */
export class LibcError extends Error {
  /** The errno value. */
  readonly errno: number;

  /** `call` names the libc function; `err` is errno. */
  constructor(call: string, err: number) {
    const text = ERRNO_TEXT[err];
    super(`${call} failed: ${text ? `${text} ` : ""}(errno ${err})`);
    this.name = "LibcError";
    this.errno = err;
  }
}

/** Throws a LibcError for `call` with the current errno when `rc` is -1. */
export function check(call: string, rc: number): number {
  if (rc === -1) throw new LibcError(call, errno());
  return rc;
}
