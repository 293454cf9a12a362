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
 *   reads into shared memory without making a view per call.
 * - `poll_async` is `poll` on Deno's blocking thread pool, for waiting without
 *   blocking the event loop (`PtyWriter`).
 * - `sched_setattr`/`sched_getattr` are `syscall` (variadic, integer and
 *   pointer arguments only) with the syscall's number first.
 * - errno is read through `__errno_location()` right after a failed call on
 *   the same thread; nothing else runs on that thread in between.
 *
 * @module
 */ const SYMBOLS = {
  posix_openpt: {
    parameters: [
      "i32"
    ],
    result: "i32"
  },
  grantpt: {
    parameters: [
      "i32"
    ],
    result: "i32"
  },
  unlockpt: {
    parameters: [
      "i32"
    ],
    result: "i32"
  },
  ptsname_r: {
    parameters: [
      "i32",
      "buffer",
      "usize"
    ],
    result: "i32"
  },
  open: {
    parameters: [
      "buffer",
      "i32",
      "u32"
    ],
    result: "i32"
  },
  close: {
    parameters: [
      "i32"
    ],
    result: "i32"
  },
  access: {
    parameters: [
      "buffer",
      "i32"
    ],
    result: "i32"
  },
  read: {
    parameters: [
      "i32",
      "buffer",
      "usize"
    ],
    result: "i32"
  },
  read_at: {
    name: "read",
    parameters: [
      "i32",
      "usize",
      "usize"
    ],
    result: "i32"
  },
  write: {
    parameters: [
      "i32",
      "buffer",
      "usize"
    ],
    result: "i32"
  },
  poll: {
    parameters: [
      "buffer",
      "u64",
      "i32"
    ],
    result: "i32"
  },
  poll_async: {
    name: "poll",
    parameters: [
      "buffer",
      "u64",
      "i32"
    ],
    result: "i32",
    nonblocking: true
  },
  fcntl: {
    parameters: [
      "i32",
      "i32",
      "i64"
    ],
    result: "i32"
  },
  execve: {
    parameters: [
      "buffer",
      "buffer",
      "buffer"
    ],
    result: "i32"
  },
  ioctl: {
    parameters: [
      "i32",
      "u64",
      "buffer"
    ],
    result: "i32"
  },
  eventfd: {
    parameters: [
      "u32",
      "i32"
    ],
    result: "i32"
  },
  kill: {
    parameters: [
      "i32",
      "i32"
    ],
    result: "i32"
  },
  waitpid: {
    parameters: [
      "i32",
      "buffer",
      "i32"
    ],
    result: "i32"
  },
  __errno_location: {
    parameters: [],
    result: "pointer"
  },
  tcgetattr: {
    parameters: [
      "i32",
      "buffer"
    ],
    result: "i32"
  },
  tcsetattr: {
    parameters: [
      "i32",
      "i32",
      "buffer"
    ],
    result: "i32"
  },
  posix_spawnp: {
    // pid_t *pid, const char *file, file_actions *, attr *, argv, envp
    parameters: [
      "buffer",
      "buffer",
      "buffer",
      "buffer",
      "buffer",
      "buffer"
    ],
    result: "i32"
  },
  posix_spawn_file_actions_init: {
    parameters: [
      "buffer"
    ],
    result: "i32"
  },
  posix_spawn_file_actions_destroy: {
    parameters: [
      "buffer"
    ],
    result: "i32"
  },
  posix_spawn_file_actions_addopen: {
    parameters: [
      "buffer",
      "i32",
      "buffer",
      "i32",
      "u32"
    ],
    result: "i32"
  },
  posix_spawn_file_actions_adddup2: {
    parameters: [
      "buffer",
      "i32",
      "i32"
    ],
    result: "i32"
  },
  posix_spawn_file_actions_addchdir_np: {
    parameters: [
      "buffer",
      "buffer"
    ],
    result: "i32"
  },
  posix_spawn_file_actions_addclosefrom_np: {
    parameters: [
      "buffer",
      "i32"
    ],
    result: "i32"
  },
  posix_spawnattr_init: {
    parameters: [
      "buffer"
    ],
    result: "i32"
  },
  posix_spawnattr_destroy: {
    parameters: [
      "buffer"
    ],
    result: "i32"
  },
  posix_spawnattr_setflags: {
    parameters: [
      "buffer",
      "i16"
    ],
    result: "i32"
  },
  posix_spawnattr_setsigdefault: {
    parameters: [
      "buffer",
      "buffer"
    ],
    result: "i32"
  },
  posix_spawnattr_setsigmask: {
    parameters: [
      "buffer",
      "buffer"
    ],
    result: "i32"
  },
  gettid: {
    parameters: [],
    result: "i32"
  },
  // syscall(SYS_sched_setattr, tid, attr, flags): glibc has no wrapper.
  sched_setattr: {
    name: "syscall",
    parameters: [
      "i64",
      "i32",
      "buffer",
      "u32"
    ],
    result: "i32"
  },
  // syscall(SYS_sched_getattr, tid, attr, size, flags).
  sched_getattr: {
    name: "syscall",
    parameters: [
      "i64",
      "i32",
      "buffer",
      "u32",
      "u32"
    ],
    result: "i32"
  },
  sigfillset: {
    parameters: [
      "buffer"
    ],
    result: "i32"
  },
  sigemptyset: {
    parameters: [
      "buffer"
    ],
    result: "i32"
  },
  malloc_trim: {
    parameters: [
      "usize"
    ],
    result: "i32"
  }
};
let symbols = null;
/**
 * libc's functions, opened on first use, once per isolate (each worker has
 * its own handle). Opening lazily keeps importing any module of `pty/` free
 * of FFI: a process that never calls into libc never loads it.
 */ export function libc() {
  return symbols ??= Deno.dlopen("libc.so.6", SYMBOLS).symbols;
}
let errnoView = null;
/** The calling thread's errno; call right after the failing libc call. */ export function errno() {
  // The pointer is per thread and stable; each isolate runs on one thread.
  errnoView ??= new Deno.UnsafePointerView(libc().__errno_location());
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
// open(2) flags (asm-generic values: x86_64 and aarch64).
export const O_RDWR = 0o2;
export const O_NOCTTY = 0o400;
export const O_NONBLOCK = 0o4000;
export const O_CLOEXEC = 0o2000000;
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
export const POSIX_SPAWN_SETSIGDEF = 0x04;
export const POSIX_SPAWN_SETSIGMASK = 0x08;
export const POSIX_SPAWN_SETSID = 0x80;
/**
 * Opaque libc objects are allocated bigger than glibc needs (x86_64:
 * posix_spawnattr_t 336 bytes, posix_spawn_file_actions_t 80, sigset_t 128,
 * struct termios 60) so a different layout cannot overrun them.
 */ export const SPAWNATTR_BYTES = 512;
export const FILE_ACTIONS_BYTES = 256;
export const SIGSET_BYTES = 128;
export const TERMIOS_BYTES = 128;
/**
 * A byte count for a `usize` parameter. Deno's FFI takes a plain number for
 * `usize` at run time (no bigint allocated per call); its typings say bigint.
 */ export function size(n) {
  return n;
}
const encoder = new TextEncoder();
/** A NUL-terminated UTF-8 copy of `s` for a `const char *` argument. */ export function cString(s) {
  const bytes = encoder.encode(s);
  const out = new Uint8Array(bytes.length + 1);
  out.set(bytes);
  return out;
}
/** What the errno values berth meets mean, for messages. */ const ERRNO_TEXT = {
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
  [ENOTTY]: "not a terminal"
};
/** An `Error` carrying errno, with the failing call named. */ export class LibcError extends Error {
  /** The errno value. */ errno;
  /** `call` names the libc function; `err` is errno. */ constructor(call, err){
    const text = ERRNO_TEXT[err];
    super(`${call} failed: ${text ? `${text} ` : ""}(errno ${err})`);
    this.name = "LibcError";
    this.errno = err;
  }
}
/** Throws a LibcError for `call` with the current errno when `rc` is -1. */ export function check(call, rc) {
  if (rc === -1) throw new LibcError(call, errno());
  return rc;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3B0eS9fbGliYy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBvbmUgcGxhY2UgYmVydGggYmluZHMgbGliYyAoZ2xpYmMgb24gTGludXggeDg2XzY0IC8gYWFyY2g2NCkgdGhyb3VnaFxuICogRGVubyBGRkkuIEV2ZXJ5IG90aGVyIGZpbGUgaW4gYHB0eS9gIGNhbGxzIGBsaWJjKCkuKmAgZnJvbSBoZXJlLlxuICpcbiAqIE5vdGVzIG9uIHRoZSBkZWNsYXJhdGlvbnM6XG4gKiAtIGByZWFkYC9gd3JpdGVgIHJldHVybiBgc3NpemVfdGA7IHRoZXkgYXJlIGRlY2xhcmVkIGBpMzJgIHNvIHJlc3VsdHMgY29tZVxuICogICBiYWNrIGFzIHBsYWluIG51bWJlcnMgKGEgYmlnaW50IHBlciBjYWxsIGlzIG1lYXN1cmFibGUgb24gdGhlIGhvdCBwYXRoKS5cbiAqICAgTGVuZ3RocyBwYXNzZWQgYXJlIGFsd2F5cyBmYXIgYmVsb3cgMiBHaUIsIHNvIHRoZSBsb3cgMzIgYml0cyBhcmUgZXhhY3QuXG4gKiAtIGBvcGVuYCwgYGZjbnRsYCBhbmQgYGlvY3RsYCBhcmUgdmFyaWFkaWMgaW4gQzsgY2FsbGluZyB0aGVtIHdpdGggYSBmaXhlZFxuICogICBwcm90b3R5cGUgaXMgZmluZSBvbiB0aGUgU3lzViBBQklzIGZvciBpbnRlZ2VyIGFuZCBwb2ludGVyIGFyZ3VtZW50cy5cbiAqIC0gYHJlYWRfYXRgIGlzIGByZWFkYCBpbnRvIGEgcmF3IGFkZHJlc3M6IHRoZSBnYXRoZXIgd29ya2VyJ3MgaG90IGxvb3BcbiAqICAgcmVhZHMgaW50byBzaGFyZWQgbWVtb3J5IHdpdGhvdXQgbWFraW5nIGEgdmlldyBwZXIgY2FsbC5cbiAqIC0gYHBvbGxfYXN5bmNgIGlzIGBwb2xsYCBvbiBEZW5vJ3MgYmxvY2tpbmcgdGhyZWFkIHBvb2wsIGZvciB3YWl0aW5nIHdpdGhvdXRcbiAqICAgYmxvY2tpbmcgdGhlIGV2ZW50IGxvb3AgKGBQdHlXcml0ZXJgKS5cbiAqIC0gYHNjaGVkX3NldGF0dHJgL2BzY2hlZF9nZXRhdHRyYCBhcmUgYHN5c2NhbGxgICh2YXJpYWRpYywgaW50ZWdlciBhbmRcbiAqICAgcG9pbnRlciBhcmd1bWVudHMgb25seSkgd2l0aCB0aGUgc3lzY2FsbCdzIG51bWJlciBmaXJzdC5cbiAqIC0gZXJybm8gaXMgcmVhZCB0aHJvdWdoIGBfX2Vycm5vX2xvY2F0aW9uKClgIHJpZ2h0IGFmdGVyIGEgZmFpbGVkIGNhbGwgb25cbiAqICAgdGhlIHNhbWUgdGhyZWFkOyBub3RoaW5nIGVsc2UgcnVucyBvbiB0aGF0IHRocmVhZCBpbiBiZXR3ZWVuLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5jb25zdCBTWU1CT0xTID0ge1xuICBwb3NpeF9vcGVucHQ6IHsgcGFyYW1ldGVyczogW1wiaTMyXCJdLCByZXN1bHQ6IFwiaTMyXCIgfSxcbiAgZ3JhbnRwdDogeyBwYXJhbWV0ZXJzOiBbXCJpMzJcIl0sIHJlc3VsdDogXCJpMzJcIiB9LFxuICB1bmxvY2twdDogeyBwYXJhbWV0ZXJzOiBbXCJpMzJcIl0sIHJlc3VsdDogXCJpMzJcIiB9LFxuICBwdHNuYW1lX3I6IHsgcGFyYW1ldGVyczogW1wiaTMyXCIsIFwiYnVmZmVyXCIsIFwidXNpemVcIl0sIHJlc3VsdDogXCJpMzJcIiB9LFxuICBvcGVuOiB7IHBhcmFtZXRlcnM6IFtcImJ1ZmZlclwiLCBcImkzMlwiLCBcInUzMlwiXSwgcmVzdWx0OiBcImkzMlwiIH0sXG4gIGNsb3NlOiB7IHBhcmFtZXRlcnM6IFtcImkzMlwiXSwgcmVzdWx0OiBcImkzMlwiIH0sXG4gIGFjY2VzczogeyBwYXJhbWV0ZXJzOiBbXCJidWZmZXJcIiwgXCJpMzJcIl0sIHJlc3VsdDogXCJpMzJcIiB9LFxuICByZWFkOiB7IHBhcmFtZXRlcnM6IFtcImkzMlwiLCBcImJ1ZmZlclwiLCBcInVzaXplXCJdLCByZXN1bHQ6IFwiaTMyXCIgfSxcbiAgcmVhZF9hdDoge1xuICAgIG5hbWU6IFwicmVhZFwiLFxuICAgIHBhcmFtZXRlcnM6IFtcImkzMlwiLCBcInVzaXplXCIsIFwidXNpemVcIl0sXG4gICAgcmVzdWx0OiBcImkzMlwiLFxuICB9LFxuICB3cml0ZTogeyBwYXJhbWV0ZXJzOiBbXCJpMzJcIiwgXCJidWZmZXJcIiwgXCJ1c2l6ZVwiXSwgcmVzdWx0OiBcImkzMlwiIH0sXG4gIHBvbGw6IHsgcGFyYW1ldGVyczogW1wiYnVmZmVyXCIsIFwidTY0XCIsIFwiaTMyXCJdLCByZXN1bHQ6IFwiaTMyXCIgfSxcbiAgcG9sbF9hc3luYzoge1xuICAgIG5hbWU6IFwicG9sbFwiLFxuICAgIHBhcmFtZXRlcnM6IFtcImJ1ZmZlclwiLCBcInU2NFwiLCBcImkzMlwiXSxcbiAgICByZXN1bHQ6IFwiaTMyXCIsXG4gICAgbm9uYmxvY2tpbmc6IHRydWUsXG4gIH0sXG4gIGZjbnRsOiB7IHBhcmFtZXRlcnM6IFtcImkzMlwiLCBcImkzMlwiLCBcImk2NFwiXSwgcmVzdWx0OiBcImkzMlwiIH0sXG4gIGV4ZWN2ZTogeyBwYXJhbWV0ZXJzOiBbXCJidWZmZXJcIiwgXCJidWZmZXJcIiwgXCJidWZmZXJcIl0sIHJlc3VsdDogXCJpMzJcIiB9LFxuICBpb2N0bDogeyBwYXJhbWV0ZXJzOiBbXCJpMzJcIiwgXCJ1NjRcIiwgXCJidWZmZXJcIl0sIHJlc3VsdDogXCJpMzJcIiB9LFxuICBldmVudGZkOiB7IHBhcmFtZXRlcnM6IFtcInUzMlwiLCBcImkzMlwiXSwgcmVzdWx0OiBcImkzMlwiIH0sXG4gIGtpbGw6IHsgcGFyYW1ldGVyczogW1wiaTMyXCIsIFwiaTMyXCJdLCByZXN1bHQ6IFwiaTMyXCIgfSxcbiAgd2FpdHBpZDogeyBwYXJhbWV0ZXJzOiBbXCJpMzJcIiwgXCJidWZmZXJcIiwgXCJpMzJcIl0sIHJlc3VsdDogXCJpMzJcIiB9LFxuICBfX2Vycm5vX2xvY2F0aW9uOiB7IHBhcmFtZXRlcnM6IFtdLCByZXN1bHQ6IFwicG9pbnRlclwiIH0sXG4gIHRjZ2V0YXR0cjogeyBwYXJhbWV0ZXJzOiBbXCJpMzJcIiwgXCJidWZmZXJcIl0sIHJlc3VsdDogXCJpMzJcIiB9LFxuICB0Y3NldGF0dHI6IHsgcGFyYW1ldGVyczogW1wiaTMyXCIsIFwiaTMyXCIsIFwiYnVmZmVyXCJdLCByZXN1bHQ6IFwiaTMyXCIgfSxcbiAgcG9zaXhfc3Bhd25wOiB7XG4gICAgLy8gcGlkX3QgKnBpZCwgY29uc3QgY2hhciAqZmlsZSwgZmlsZV9hY3Rpb25zICosIGF0dHIgKiwgYXJndiwgZW52cFxuICAgIHBhcmFtZXRlcnM6IFtcImJ1ZmZlclwiLCBcImJ1ZmZlclwiLCBcImJ1ZmZlclwiLCBcImJ1ZmZlclwiLCBcImJ1ZmZlclwiLCBcImJ1ZmZlclwiXSxcbiAgICByZXN1bHQ6IFwiaTMyXCIsXG4gIH0sXG4gIHBvc2l4X3NwYXduX2ZpbGVfYWN0aW9uc19pbml0OiB7IHBhcmFtZXRlcnM6IFtcImJ1ZmZlclwiXSwgcmVzdWx0OiBcImkzMlwiIH0sXG4gIHBvc2l4X3NwYXduX2ZpbGVfYWN0aW9uc19kZXN0cm95OiB7IHBhcmFtZXRlcnM6IFtcImJ1ZmZlclwiXSwgcmVzdWx0OiBcImkzMlwiIH0sXG4gIHBvc2l4X3NwYXduX2ZpbGVfYWN0aW9uc19hZGRvcGVuOiB7XG4gICAgcGFyYW1ldGVyczogW1wiYnVmZmVyXCIsIFwiaTMyXCIsIFwiYnVmZmVyXCIsIFwiaTMyXCIsIFwidTMyXCJdLFxuICAgIHJlc3VsdDogXCJpMzJcIixcbiAgfSxcbiAgcG9zaXhfc3Bhd25fZmlsZV9hY3Rpb25zX2FkZGR1cDI6IHtcbiAgICBwYXJhbWV0ZXJzOiBbXCJidWZmZXJcIiwgXCJpMzJcIiwgXCJpMzJcIl0sXG4gICAgcmVzdWx0OiBcImkzMlwiLFxuICB9LFxuICBwb3NpeF9zcGF3bl9maWxlX2FjdGlvbnNfYWRkY2hkaXJfbnA6IHtcbiAgICBwYXJhbWV0ZXJzOiBbXCJidWZmZXJcIiwgXCJidWZmZXJcIl0sXG4gICAgcmVzdWx0OiBcImkzMlwiLFxuICB9LFxuICBwb3NpeF9zcGF3bl9maWxlX2FjdGlvbnNfYWRkY2xvc2Vmcm9tX25wOiB7XG4gICAgcGFyYW1ldGVyczogW1wiYnVmZmVyXCIsIFwiaTMyXCJdLFxuICAgIHJlc3VsdDogXCJpMzJcIixcbiAgfSxcbiAgcG9zaXhfc3Bhd25hdHRyX2luaXQ6IHsgcGFyYW1ldGVyczogW1wiYnVmZmVyXCJdLCByZXN1bHQ6IFwiaTMyXCIgfSxcbiAgcG9zaXhfc3Bhd25hdHRyX2Rlc3Ryb3k6IHsgcGFyYW1ldGVyczogW1wiYnVmZmVyXCJdLCByZXN1bHQ6IFwiaTMyXCIgfSxcbiAgcG9zaXhfc3Bhd25hdHRyX3NldGZsYWdzOiB7IHBhcmFtZXRlcnM6IFtcImJ1ZmZlclwiLCBcImkxNlwiXSwgcmVzdWx0OiBcImkzMlwiIH0sXG4gIHBvc2l4X3NwYXduYXR0cl9zZXRzaWdkZWZhdWx0OiB7XG4gICAgcGFyYW1ldGVyczogW1wiYnVmZmVyXCIsIFwiYnVmZmVyXCJdLFxuICAgIHJlc3VsdDogXCJpMzJcIixcbiAgfSxcbiAgcG9zaXhfc3Bhd25hdHRyX3NldHNpZ21hc2s6IHtcbiAgICBwYXJhbWV0ZXJzOiBbXCJidWZmZXJcIiwgXCJidWZmZXJcIl0sXG4gICAgcmVzdWx0OiBcImkzMlwiLFxuICB9LFxuICBnZXR0aWQ6IHsgcGFyYW1ldGVyczogW10sIHJlc3VsdDogXCJpMzJcIiB9LFxuICAvLyBzeXNjYWxsKFNZU19zY2hlZF9zZXRhdHRyLCB0aWQsIGF0dHIsIGZsYWdzKTogZ2xpYmMgaGFzIG5vIHdyYXBwZXIuXG4gIHNjaGVkX3NldGF0dHI6IHtcbiAgICBuYW1lOiBcInN5c2NhbGxcIixcbiAgICBwYXJhbWV0ZXJzOiBbXCJpNjRcIiwgXCJpMzJcIiwgXCJidWZmZXJcIiwgXCJ1MzJcIl0sXG4gICAgcmVzdWx0OiBcImkzMlwiLFxuICB9LFxuICAvLyBzeXNjYWxsKFNZU19zY2hlZF9nZXRhdHRyLCB0aWQsIGF0dHIsIHNpemUsIGZsYWdzKS5cbiAgc2NoZWRfZ2V0YXR0cjoge1xuICAgIG5hbWU6IFwic3lzY2FsbFwiLFxuICAgIHBhcmFtZXRlcnM6IFtcImk2NFwiLCBcImkzMlwiLCBcImJ1ZmZlclwiLCBcInUzMlwiLCBcInUzMlwiXSxcbiAgICByZXN1bHQ6IFwiaTMyXCIsXG4gIH0sXG4gIHNpZ2ZpbGxzZXQ6IHsgcGFyYW1ldGVyczogW1wiYnVmZmVyXCJdLCByZXN1bHQ6IFwiaTMyXCIgfSxcbiAgc2lnZW1wdHlzZXQ6IHsgcGFyYW1ldGVyczogW1wiYnVmZmVyXCJdLCByZXN1bHQ6IFwiaTMyXCIgfSxcbiAgbWFsbG9jX3RyaW06IHsgcGFyYW1ldGVyczogW1widXNpemVcIl0sIHJlc3VsdDogXCJpMzJcIiB9LFxufSBhcyBjb25zdCBzYXRpc2ZpZXMgRGVuby5Gb3JlaWduTGlicmFyeUludGVyZmFjZTtcblxudHlwZSBTeW1ib2xzID0gRGVuby5EeW5hbWljTGlicmFyeTx0eXBlb2YgU1lNQk9MUz5bXCJzeW1ib2xzXCJdO1xuXG5sZXQgc3ltYm9sczogU3ltYm9scyB8IG51bGwgPSBudWxsO1xuXG4vKipcbiAqIGxpYmMncyBmdW5jdGlvbnMsIG9wZW5lZCBvbiBmaXJzdCB1c2UsIG9uY2UgcGVyIGlzb2xhdGUgKGVhY2ggd29ya2VyIGhhc1xuICogaXRzIG93biBoYW5kbGUpLiBPcGVuaW5nIGxhemlseSBrZWVwcyBpbXBvcnRpbmcgYW55IG1vZHVsZSBvZiBgcHR5L2AgZnJlZVxuICogb2YgRkZJOiBhIHByb2Nlc3MgdGhhdCBuZXZlciBjYWxscyBpbnRvIGxpYmMgbmV2ZXIgbG9hZHMgaXQuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBsaWJjKCk6IFN5bWJvbHMge1xuICByZXR1cm4gc3ltYm9scyA/Pz0gRGVuby5kbG9wZW4oXCJsaWJjLnNvLjZcIiwgU1lNQk9MUykuc3ltYm9scztcbn1cblxubGV0IGVycm5vVmlldzogRGVuby5VbnNhZmVQb2ludGVyVmlldyB8IG51bGwgPSBudWxsO1xuXG4vKiogVGhlIGNhbGxpbmcgdGhyZWFkJ3MgZXJybm87IGNhbGwgcmlnaHQgYWZ0ZXIgdGhlIGZhaWxpbmcgbGliYyBjYWxsLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGVycm5vKCk6IG51bWJlciB7XG4gIC8vIFRoZSBwb2ludGVyIGlzIHBlciB0aHJlYWQgYW5kIHN0YWJsZTsgZWFjaCBpc29sYXRlIHJ1bnMgb24gb25lIHRocmVhZC5cbiAgZXJybm9WaWV3ID8/PSBuZXcgRGVuby5VbnNhZmVQb2ludGVyVmlldyhsaWJjKCkuX19lcnJub19sb2NhdGlvbigpISk7XG4gIHJldHVybiBlcnJub1ZpZXcuZ2V0SW50MzIoKTtcbn1cblxuLy8gZXJybm8gdmFsdWVzIChMaW51eCwgYWxsIGFyY2hpdGVjdHVyZXMgYmVydGggcnVucyBvbikuXG5leHBvcnQgY29uc3QgRVBFUk0gPSAxO1xuZXhwb3J0IGNvbnN0IEVOT0VOVCA9IDI7XG5leHBvcnQgY29uc3QgRVNSQ0ggPSAzO1xuZXhwb3J0IGNvbnN0IEVJTlRSID0gNDtcbmV4cG9ydCBjb25zdCBFSU8gPSA1O1xuZXhwb3J0IGNvbnN0IEUyQklHID0gNztcbmV4cG9ydCBjb25zdCBFTk9FWEVDID0gODtcbmV4cG9ydCBjb25zdCBFQkFERiA9IDk7XG5leHBvcnQgY29uc3QgRUNISUxEID0gMTA7XG5leHBvcnQgY29uc3QgRUFHQUlOID0gMTE7XG5leHBvcnQgY29uc3QgRU5PTUVNID0gMTI7XG5leHBvcnQgY29uc3QgRUFDQ0VTID0gMTM7XG5leHBvcnQgY29uc3QgRU5PVERJUiA9IDIwO1xuZXhwb3J0IGNvbnN0IEVJU0RJUiA9IDIxO1xuZXhwb3J0IGNvbnN0IEVORklMRSA9IDIzO1xuZXhwb3J0IGNvbnN0IEVNRklMRSA9IDI0O1xuZXhwb3J0IGNvbnN0IEVOT1RUWSA9IDI1O1xuZXhwb3J0IGNvbnN0IEVMT09QID0gNDA7XG5leHBvcnQgY29uc3QgRU5BTUVUT09MT05HID0gMzY7XG5cbi8vIG9wZW4oMikgZmxhZ3MgKGFzbS1nZW5lcmljIHZhbHVlczogeDg2XzY0IGFuZCBhYXJjaDY0KS5cbmV4cG9ydCBjb25zdCBPX1JEV1IgPSAwbzI7XG5leHBvcnQgY29uc3QgT19OT0NUVFkgPSAwbzQwMDtcbmV4cG9ydCBjb25zdCBPX05PTkJMT0NLID0gMG80MDAwO1xuZXhwb3J0IGNvbnN0IE9fQ0xPRVhFQyA9IDBvMjAwMDAwMDtcblxuLy8gYWNjZXNzKDIpIG1vZGVzLlxuZXhwb3J0IGNvbnN0IFhfT0sgPSAxO1xuXG4vLyB0ZXJtaW9zIGNfaWZsYWcgYml0cy5cbmV4cG9ydCBjb25zdCBJVVRGOCA9IDBvNDAwMDA7XG5cbi8vIGZjbnRsKDIpXG5leHBvcnQgY29uc3QgRl9HRVRGRCA9IDE7XG5leHBvcnQgY29uc3QgRl9TRVRGRCA9IDI7XG5leHBvcnQgY29uc3QgRl9HRVRGTCA9IDM7XG5leHBvcnQgY29uc3QgRl9TRVRGTCA9IDQ7XG5leHBvcnQgY29uc3QgRkRfQ0xPRVhFQyA9IDE7XG5cbi8vIHBvbGwoMikgZXZlbnRzLlxuZXhwb3J0IGNvbnN0IFBPTExJTiA9IDB4MTtcbmV4cG9ydCBjb25zdCBQT0xMT1VUID0gMHg0O1xuZXhwb3J0IGNvbnN0IFBPTExFUlIgPSAweDg7XG5leHBvcnQgY29uc3QgUE9MTEhVUCA9IDB4MTA7XG5leHBvcnQgY29uc3QgUE9MTE5WQUwgPSAweDIwO1xuXG4vLyBpb2N0bCByZXF1ZXN0cyAoZ2VuZXJpYyBMaW51eCBudW1iZXJpbmcpLlxuZXhwb3J0IGNvbnN0IFRJT0NHV0lOU1ogPSAweDU0MTNuO1xuZXhwb3J0IGNvbnN0IFRJT0NTV0lOU1ogPSAweDU0MTRuO1xuXG4vLyB0Y3NldGF0dHIgYWN0aW9ucy5cbmV4cG9ydCBjb25zdCBUQ1NBTk9XID0gMDtcblxuLy8gd2FpdHBpZCBvcHRpb25zLlxuZXhwb3J0IGNvbnN0IFdOT0hBTkcgPSAxO1xuXG4vLyBldmVudGZkIGZsYWdzLlxuZXhwb3J0IGNvbnN0IEVGRF9OT05CTE9DSyA9IE9fTk9OQkxPQ0s7XG5leHBvcnQgY29uc3QgRUZEX0NMT0VYRUMgPSBPX0NMT0VYRUM7XG5cbi8vIHBvc2l4X3NwYXduYXR0cl9zZXRmbGFncyAoZ2xpYmMgPHNwYXduLmg+KS5cbmV4cG9ydCBjb25zdCBQT1NJWF9TUEFXTl9TRVRTSUdERUYgPSAweDA0O1xuZXhwb3J0IGNvbnN0IFBPU0lYX1NQQVdOX1NFVFNJR01BU0sgPSAweDA4O1xuZXhwb3J0IGNvbnN0IFBPU0lYX1NQQVdOX1NFVFNJRCA9IDB4ODA7XG5cbi8qKlxuICogT3BhcXVlIGxpYmMgb2JqZWN0cyBhcmUgYWxsb2NhdGVkIGJpZ2dlciB0aGFuIGdsaWJjIG5lZWRzICh4ODZfNjQ6XG4gKiBwb3NpeF9zcGF3bmF0dHJfdCAzMzYgYnl0ZXMsIHBvc2l4X3NwYXduX2ZpbGVfYWN0aW9uc190IDgwLCBzaWdzZXRfdCAxMjgsXG4gKiBzdHJ1Y3QgdGVybWlvcyA2MCkgc28gYSBkaWZmZXJlbnQgbGF5b3V0IGNhbm5vdCBvdmVycnVuIHRoZW0uXG4gKi9cbmV4cG9ydCBjb25zdCBTUEFXTkFUVFJfQllURVMgPSA1MTI7XG5leHBvcnQgY29uc3QgRklMRV9BQ1RJT05TX0JZVEVTID0gMjU2O1xuZXhwb3J0IGNvbnN0IFNJR1NFVF9CWVRFUyA9IDEyODtcbmV4cG9ydCBjb25zdCBURVJNSU9TX0JZVEVTID0gMTI4O1xuXG4vKipcbiAqIEEgYnl0ZSBjb3VudCBmb3IgYSBgdXNpemVgIHBhcmFtZXRlci4gRGVubydzIEZGSSB0YWtlcyBhIHBsYWluIG51bWJlciBmb3JcbiAqIGB1c2l6ZWAgYXQgcnVuIHRpbWUgKG5vIGJpZ2ludCBhbGxvY2F0ZWQgcGVyIGNhbGwpOyBpdHMgdHlwaW5ncyBzYXkgYmlnaW50LlxuICovXG5leHBvcnQgZnVuY3Rpb24gc2l6ZShuOiBudW1iZXIpOiBiaWdpbnQge1xuICByZXR1cm4gbiBhcyB1bmtub3duIGFzIGJpZ2ludDtcbn1cblxuY29uc3QgZW5jb2RlciA9IG5ldyBUZXh0RW5jb2RlcigpO1xuXG4vKiogQSBOVUwtdGVybWluYXRlZCBVVEYtOCBjb3B5IG9mIGBzYCBmb3IgYSBgY29uc3QgY2hhciAqYCBhcmd1bWVudC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjU3RyaW5nKHM6IHN0cmluZyk6IFVpbnQ4QXJyYXk8QXJyYXlCdWZmZXI+IHtcbiAgY29uc3QgYnl0ZXMgPSBlbmNvZGVyLmVuY29kZShzKTtcbiAgY29uc3Qgb3V0ID0gbmV3IFVpbnQ4QXJyYXkoYnl0ZXMubGVuZ3RoICsgMSk7XG4gIG91dC5zZXQoYnl0ZXMpO1xuICByZXR1cm4gb3V0O1xufVxuXG4vKiogV2hhdCB0aGUgZXJybm8gdmFsdWVzIGJlcnRoIG1lZXRzIG1lYW4sIGZvciBtZXNzYWdlcy4gKi9cbmNvbnN0IEVSUk5PX1RFWFQ6IFJlY29yZDxudW1iZXIsIHN0cmluZz4gPSB7XG4gIFtFUEVSTV06IFwib3BlcmF0aW9uIG5vdCBwZXJtaXR0ZWRcIixcbiAgW0VOT0VOVF06IFwibm8gc3VjaCBmaWxlIG9yIGRpcmVjdG9yeVwiLFxuICBbRVNSQ0hdOiBcIm5vIHN1Y2ggcHJvY2Vzc1wiLFxuICBbRUlPXTogXCJpbnB1dC9vdXRwdXQgZXJyb3IgKHRoZSB0ZXJtaW5hbCdzIG90aGVyIHNpZGUgaXMgY2xvc2VkKVwiLFxuICBbRUJBREZdOiBcImJhZCBmaWxlIGRlc2NyaXB0b3JcIixcbiAgW0VDSElMRF06IFwibm8gc3VjaCBjaGlsZCBwcm9jZXNzXCIsXG4gIFtFQUdBSU5dOiBcInJlc291cmNlIHRlbXBvcmFyaWx5IHVuYXZhaWxhYmxlXCIsXG4gIFtFTk9NRU1dOiBcIm91dCBvZiBtZW1vcnlcIixcbiAgW0VBQ0NFU106IFwicGVybWlzc2lvbiBkZW5pZWRcIixcbiAgW0VORklMRV06IFwidG9vIG1hbnkgb3BlbiBmaWxlcyBpbiB0aGUgc3lzdGVtXCIsXG4gIFtFTUZJTEVdOiBcInRvbyBtYW55IG9wZW4gZmlsZXNcIixcbiAgW0VOT1RUWV06IFwibm90IGEgdGVybWluYWxcIixcbn07XG5cbi8qKiBBbiBgRXJyb3JgIGNhcnJ5aW5nIGVycm5vLCB3aXRoIHRoZSBmYWlsaW5nIGNhbGwgbmFtZWQuICovXG5leHBvcnQgY2xhc3MgTGliY0Vycm9yIGV4dGVuZHMgRXJyb3Ige1xuICAvKiogVGhlIGVycm5vIHZhbHVlLiAqL1xuICByZWFkb25seSBlcnJubzogbnVtYmVyO1xuXG4gIC8qKiBgY2FsbGAgbmFtZXMgdGhlIGxpYmMgZnVuY3Rpb247IGBlcnJgIGlzIGVycm5vLiAqL1xuICBjb25zdHJ1Y3RvcihjYWxsOiBzdHJpbmcsIGVycjogbnVtYmVyKSB7XG4gICAgY29uc3QgdGV4dCA9IEVSUk5PX1RFWFRbZXJyXTtcbiAgICBzdXBlcihgJHtjYWxsfSBmYWlsZWQ6ICR7dGV4dCA/IGAke3RleHR9IGAgOiBcIlwifShlcnJubyAke2Vycn0pYCk7XG4gICAgdGhpcy5uYW1lID0gXCJMaWJjRXJyb3JcIjtcbiAgICB0aGlzLmVycm5vID0gZXJyO1xuICB9XG59XG5cbi8qKiBUaHJvd3MgYSBMaWJjRXJyb3IgZm9yIGBjYWxsYCB3aXRoIHRoZSBjdXJyZW50IGVycm5vIHdoZW4gYHJjYCBpcyAtMS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjaGVjayhjYWxsOiBzdHJpbmcsIHJjOiBudW1iZXIpOiBudW1iZXIge1xuICBpZiAocmMgPT09IC0xKSB0aHJvdyBuZXcgTGliY0Vycm9yKGNhbGwsIGVycm5vKCkpO1xuICByZXR1cm4gcmM7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBb0JDLEdBRUQsTUFBTSxVQUFVO0VBQ2QsY0FBYztJQUFFLFlBQVk7TUFBQztLQUFNO0lBQUUsUUFBUTtFQUFNO0VBQ25ELFNBQVM7SUFBRSxZQUFZO01BQUM7S0FBTTtJQUFFLFFBQVE7RUFBTTtFQUM5QyxVQUFVO0lBQUUsWUFBWTtNQUFDO0tBQU07SUFBRSxRQUFRO0VBQU07RUFDL0MsV0FBVztJQUFFLFlBQVk7TUFBQztNQUFPO01BQVU7S0FBUTtJQUFFLFFBQVE7RUFBTTtFQUNuRSxNQUFNO0lBQUUsWUFBWTtNQUFDO01BQVU7TUFBTztLQUFNO0lBQUUsUUFBUTtFQUFNO0VBQzVELE9BQU87SUFBRSxZQUFZO01BQUM7S0FBTTtJQUFFLFFBQVE7RUFBTTtFQUM1QyxRQUFRO0lBQUUsWUFBWTtNQUFDO01BQVU7S0FBTTtJQUFFLFFBQVE7RUFBTTtFQUN2RCxNQUFNO0lBQUUsWUFBWTtNQUFDO01BQU87TUFBVTtLQUFRO0lBQUUsUUFBUTtFQUFNO0VBQzlELFNBQVM7SUFDUCxNQUFNO0lBQ04sWUFBWTtNQUFDO01BQU87TUFBUztLQUFRO0lBQ3JDLFFBQVE7RUFDVjtFQUNBLE9BQU87SUFBRSxZQUFZO01BQUM7TUFBTztNQUFVO0tBQVE7SUFBRSxRQUFRO0VBQU07RUFDL0QsTUFBTTtJQUFFLFlBQVk7TUFBQztNQUFVO01BQU87S0FBTTtJQUFFLFFBQVE7RUFBTTtFQUM1RCxZQUFZO0lBQ1YsTUFBTTtJQUNOLFlBQVk7TUFBQztNQUFVO01BQU87S0FBTTtJQUNwQyxRQUFRO0lBQ1IsYUFBYTtFQUNmO0VBQ0EsT0FBTztJQUFFLFlBQVk7TUFBQztNQUFPO01BQU87S0FBTTtJQUFFLFFBQVE7RUFBTTtFQUMxRCxRQUFRO0lBQUUsWUFBWTtNQUFDO01BQVU7TUFBVTtLQUFTO0lBQUUsUUFBUTtFQUFNO0VBQ3BFLE9BQU87SUFBRSxZQUFZO01BQUM7TUFBTztNQUFPO0tBQVM7SUFBRSxRQUFRO0VBQU07RUFDN0QsU0FBUztJQUFFLFlBQVk7TUFBQztNQUFPO0tBQU07SUFBRSxRQUFRO0VBQU07RUFDckQsTUFBTTtJQUFFLFlBQVk7TUFBQztNQUFPO0tBQU07SUFBRSxRQUFRO0VBQU07RUFDbEQsU0FBUztJQUFFLFlBQVk7TUFBQztNQUFPO01BQVU7S0FBTTtJQUFFLFFBQVE7RUFBTTtFQUMvRCxrQkFBa0I7SUFBRSxZQUFZLEVBQUU7SUFBRSxRQUFRO0VBQVU7RUFDdEQsV0FBVztJQUFFLFlBQVk7TUFBQztNQUFPO0tBQVM7SUFBRSxRQUFRO0VBQU07RUFDMUQsV0FBVztJQUFFLFlBQVk7TUFBQztNQUFPO01BQU87S0FBUztJQUFFLFFBQVE7RUFBTTtFQUNqRSxjQUFjO0lBQ1osbUVBQW1FO0lBQ25FLFlBQVk7TUFBQztNQUFVO01BQVU7TUFBVTtNQUFVO01BQVU7S0FBUztJQUN4RSxRQUFRO0VBQ1Y7RUFDQSwrQkFBK0I7SUFBRSxZQUFZO01BQUM7S0FBUztJQUFFLFFBQVE7RUFBTTtFQUN2RSxrQ0FBa0M7SUFBRSxZQUFZO01BQUM7S0FBUztJQUFFLFFBQVE7RUFBTTtFQUMxRSxrQ0FBa0M7SUFDaEMsWUFBWTtNQUFDO01BQVU7TUFBTztNQUFVO01BQU87S0FBTTtJQUNyRCxRQUFRO0VBQ1Y7RUFDQSxrQ0FBa0M7SUFDaEMsWUFBWTtNQUFDO01BQVU7TUFBTztLQUFNO0lBQ3BDLFFBQVE7RUFDVjtFQUNBLHNDQUFzQztJQUNwQyxZQUFZO01BQUM7TUFBVTtLQUFTO0lBQ2hDLFFBQVE7RUFDVjtFQUNBLDBDQUEwQztJQUN4QyxZQUFZO01BQUM7TUFBVTtLQUFNO0lBQzdCLFFBQVE7RUFDVjtFQUNBLHNCQUFzQjtJQUFFLFlBQVk7TUFBQztLQUFTO0lBQUUsUUFBUTtFQUFNO0VBQzlELHlCQUF5QjtJQUFFLFlBQVk7TUFBQztLQUFTO0lBQUUsUUFBUTtFQUFNO0VBQ2pFLDBCQUEwQjtJQUFFLFlBQVk7TUFBQztNQUFVO0tBQU07SUFBRSxRQUFRO0VBQU07RUFDekUsK0JBQStCO0lBQzdCLFlBQVk7TUFBQztNQUFVO0tBQVM7SUFDaEMsUUFBUTtFQUNWO0VBQ0EsNEJBQTRCO0lBQzFCLFlBQVk7TUFBQztNQUFVO0tBQVM7SUFDaEMsUUFBUTtFQUNWO0VBQ0EsUUFBUTtJQUFFLFlBQVksRUFBRTtJQUFFLFFBQVE7RUFBTTtFQUN4QyxzRUFBc0U7RUFDdEUsZUFBZTtJQUNiLE1BQU07SUFDTixZQUFZO01BQUM7TUFBTztNQUFPO01BQVU7S0FBTTtJQUMzQyxRQUFRO0VBQ1Y7RUFDQSxzREFBc0Q7RUFDdEQsZUFBZTtJQUNiLE1BQU07SUFDTixZQUFZO01BQUM7TUFBTztNQUFPO01BQVU7TUFBTztLQUFNO0lBQ2xELFFBQVE7RUFDVjtFQUNBLFlBQVk7SUFBRSxZQUFZO01BQUM7S0FBUztJQUFFLFFBQVE7RUFBTTtFQUNwRCxhQUFhO0lBQUUsWUFBWTtNQUFDO0tBQVM7SUFBRSxRQUFRO0VBQU07RUFDckQsYUFBYTtJQUFFLFlBQVk7TUFBQztLQUFRO0lBQUUsUUFBUTtFQUFNO0FBQ3REO0FBSUEsSUFBSSxVQUEwQjtBQUU5Qjs7OztDQUlDLEdBQ0QsT0FBTyxTQUFTO0VBQ2QsT0FBTyxZQUFZLEtBQUssTUFBTSxDQUFDLGFBQWEsU0FBUyxPQUFPO0FBQzlEO0FBRUEsSUFBSSxZQUEyQztBQUUvQyx3RUFBd0UsR0FDeEUsT0FBTyxTQUFTO0VBQ2QseUVBQXlFO0VBQ3pFLGNBQWMsSUFBSSxLQUFLLGlCQUFpQixDQUFDLE9BQU8sZ0JBQWdCO0VBQ2hFLE9BQU8sVUFBVSxRQUFRO0FBQzNCO0FBRUEseURBQXlEO0FBQ3pELE9BQU8sTUFBTSxRQUFRLEVBQUU7QUFDdkIsT0FBTyxNQUFNLFNBQVMsRUFBRTtBQUN4QixPQUFPLE1BQU0sUUFBUSxFQUFFO0FBQ3ZCLE9BQU8sTUFBTSxRQUFRLEVBQUU7QUFDdkIsT0FBTyxNQUFNLE1BQU0sRUFBRTtBQUNyQixPQUFPLE1BQU0sUUFBUSxFQUFFO0FBQ3ZCLE9BQU8sTUFBTSxVQUFVLEVBQUU7QUFDekIsT0FBTyxNQUFNLFFBQVEsRUFBRTtBQUN2QixPQUFPLE1BQU0sU0FBUyxHQUFHO0FBQ3pCLE9BQU8sTUFBTSxTQUFTLEdBQUc7QUFDekIsT0FBTyxNQUFNLFNBQVMsR0FBRztBQUN6QixPQUFPLE1BQU0sU0FBUyxHQUFHO0FBQ3pCLE9BQU8sTUFBTSxVQUFVLEdBQUc7QUFDMUIsT0FBTyxNQUFNLFNBQVMsR0FBRztBQUN6QixPQUFPLE1BQU0sU0FBUyxHQUFHO0FBQ3pCLE9BQU8sTUFBTSxTQUFTLEdBQUc7QUFDekIsT0FBTyxNQUFNLFNBQVMsR0FBRztBQUN6QixPQUFPLE1BQU0sUUFBUSxHQUFHO0FBQ3hCLE9BQU8sTUFBTSxlQUFlLEdBQUc7QUFFL0IsMERBQTBEO0FBQzFELE9BQU8sTUFBTSxTQUFTLElBQUk7QUFDMUIsT0FBTyxNQUFNLFdBQVcsTUFBTTtBQUM5QixPQUFPLE1BQU0sYUFBYSxPQUFPO0FBQ2pDLE9BQU8sTUFBTSxZQUFZLFVBQVU7QUFFbkMsbUJBQW1CO0FBQ25CLE9BQU8sTUFBTSxPQUFPLEVBQUU7QUFFdEIsd0JBQXdCO0FBQ3hCLE9BQU8sTUFBTSxRQUFRLFFBQVE7QUFFN0IsV0FBVztBQUNYLE9BQU8sTUFBTSxVQUFVLEVBQUU7QUFDekIsT0FBTyxNQUFNLFVBQVUsRUFBRTtBQUN6QixPQUFPLE1BQU0sVUFBVSxFQUFFO0FBQ3pCLE9BQU8sTUFBTSxVQUFVLEVBQUU7QUFDekIsT0FBTyxNQUFNLGFBQWEsRUFBRTtBQUU1QixrQkFBa0I7QUFDbEIsT0FBTyxNQUFNLFNBQVMsSUFBSTtBQUMxQixPQUFPLE1BQU0sVUFBVSxJQUFJO0FBQzNCLE9BQU8sTUFBTSxVQUFVLElBQUk7QUFDM0IsT0FBTyxNQUFNLFVBQVUsS0FBSztBQUM1QixPQUFPLE1BQU0sV0FBVyxLQUFLO0FBRTdCLDRDQUE0QztBQUM1QyxPQUFPLE1BQU0sYUFBYSxPQUFPLENBQUM7QUFDbEMsT0FBTyxNQUFNLGFBQWEsT0FBTyxDQUFDO0FBRWxDLHFCQUFxQjtBQUNyQixPQUFPLE1BQU0sVUFBVSxFQUFFO0FBRXpCLG1CQUFtQjtBQUNuQixPQUFPLE1BQU0sVUFBVSxFQUFFO0FBRXpCLGlCQUFpQjtBQUNqQixPQUFPLE1BQU0sZUFBZSxXQUFXO0FBQ3ZDLE9BQU8sTUFBTSxjQUFjLFVBQVU7QUFFckMsOENBQThDO0FBQzlDLE9BQU8sTUFBTSx3QkFBd0IsS0FBSztBQUMxQyxPQUFPLE1BQU0seUJBQXlCLEtBQUs7QUFDM0MsT0FBTyxNQUFNLHFCQUFxQixLQUFLO0FBRXZDOzs7O0NBSUMsR0FDRCxPQUFPLE1BQU0sa0JBQWtCLElBQUk7QUFDbkMsT0FBTyxNQUFNLHFCQUFxQixJQUFJO0FBQ3RDLE9BQU8sTUFBTSxlQUFlLElBQUk7QUFDaEMsT0FBTyxNQUFNLGdCQUFnQixJQUFJO0FBRWpDOzs7Q0FHQyxHQUNELE9BQU8sU0FBUyxLQUFLLENBQVM7RUFDNUIsT0FBTztBQUNUO0FBRUEsTUFBTSxVQUFVLElBQUk7QUFFcEIsc0VBQXNFLEdBQ3RFLE9BQU8sU0FBUyxRQUFRLENBQVM7RUFDL0IsTUFBTSxRQUFRLFFBQVEsTUFBTSxDQUFDO0VBQzdCLE1BQU0sTUFBTSxJQUFJLFdBQVcsTUFBTSxNQUFNLEdBQUc7RUFDMUMsSUFBSSxHQUFHLENBQUM7RUFDUixPQUFPO0FBQ1Q7QUFFQSwwREFBMEQsR0FDMUQsTUFBTSxhQUFxQztFQUN6QyxDQUFDLE1BQU0sRUFBRTtFQUNULENBQUMsT0FBTyxFQUFFO0VBQ1YsQ0FBQyxNQUFNLEVBQUU7RUFDVCxDQUFDLElBQUksRUFBRTtFQUNQLENBQUMsTUFBTSxFQUFFO0VBQ1QsQ0FBQyxPQUFPLEVBQUU7RUFDVixDQUFDLE9BQU8sRUFBRTtFQUNWLENBQUMsT0FBTyxFQUFFO0VBQ1YsQ0FBQyxPQUFPLEVBQUU7RUFDVixDQUFDLE9BQU8sRUFBRTtFQUNWLENBQUMsT0FBTyxFQUFFO0VBQ1YsQ0FBQyxPQUFPLEVBQUU7QUFDWjtBQUVBLDREQUE0RCxHQUM1RCxPQUFPLE1BQU0sa0JBQWtCO0VBQzdCLHFCQUFxQixHQUNyQixBQUFTLE1BQWM7RUFFdkIsb0RBQW9ELEdBQ3BELFlBQVksSUFBWSxFQUFFLEdBQVcsQ0FBRTtJQUNyQyxNQUFNLE9BQU8sVUFBVSxDQUFDLElBQUk7SUFDNUIsS0FBSyxDQUFDLEdBQUcsS0FBSyxTQUFTLEVBQUUsT0FBTyxHQUFHLEtBQUssQ0FBQyxDQUFDLEdBQUcsR0FBRyxPQUFPLEVBQUUsSUFBSSxDQUFDLENBQUM7SUFDL0QsSUFBSSxDQUFDLElBQUksR0FBRztJQUNaLElBQUksQ0FBQyxLQUFLLEdBQUc7RUFDZjtBQUNGO0FBRUEsMEVBQTBFLEdBQzFFLE9BQU8sU0FBUyxNQUFNLElBQVksRUFBRSxFQUFVO0VBQzVDLElBQUksT0FBTyxDQUFDLEdBQUcsTUFBTSxJQUFJLFVBQVUsTUFBTTtFQUN6QyxPQUFPO0FBQ1QifQ==
// denoCacheMetadata=667833911641406206,6906290542832555369