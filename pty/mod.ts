/**
 * berth's pty layer: libc through Deno FFI (`posix_openpt`, `posix_spawnp`,
 * `poll`, `read`, `write`, `ioctl`, `kill`, `waitpid`, `eventfd`, termios),
 * never `fork`.
 *
 * - `spawnPty` starts a child on a new pty (its controlling terminal).
 * - `readPty` / `writeSome` are the nonblocking primitives; `PtyWriter`
 *   writes in order with a bounded queue, for event-loop threads.
 * - `ChildWatcher` reaps children (SIGCHLD plus a slow poll); `kill` signals.
 * - `createWakeFd` and friends wake a thread blocked in poll().
 *
 * @example
 * ```ts
 * import { ChildWatcher, closeFd, readPty, spawnPty } from "./mod.ts";
 *
 * const watcher = new ChildWatcher();
 * const pty = spawnPty({
 *   file: "echo",
 *   args: ["hello"],
 *   env: { PATH: "/usr/bin:/bin", TERM: "xterm-256color" },
 *   cols: 80,
 *   rows: 24,
 * });
 * const status = await watcher.exited(pty.pid); // { code: 0, signal: null }
 * const buf = new Uint8Array(4096);
 * const n = readPty(pty.fd, buf, 0, buf.length); // "hello\r\n": 7 bytes
 * closeFd(pty.fd);
 * ```
 *
 * @module
 */

export { SpawnError } from "./spawn_error.ts";
export { type PtyProcess, type SpawnOptions, spawnPty } from "./spawn.ts";
export {
  addressOf,
  closeFd,
  openDevNull,
  readPty,
  readPtyAt,
  setNonblocking,
  writeAt,
  writeSome,
} from "./fd_io.ts";
export { type PipedChild, spawnPiped } from "./spawn_piped.ts";
export {
  getWindowSize,
  setWindowSize,
  type WindowSize,
} from "./window_size.ts";
export {
  InputBufferFullError,
  PTY_WRITER_MAX_QUEUED,
  PtyWriter,
} from "./pty_writer.ts";
export { kill, SIGCONT, SIGHUP, SIGKILL, SIGTERM } from "./signals.ts";
export {
  decodeWaitStatus,
  type WaitOptions,
  waitpid,
  type WaitStatus,
} from "./wait.ts";
export { ChildWatcher } from "./child_watcher.ts";
export { createWakeFd, drainWakeFd, signalWakeFd } from "./wake_fd.ts";
export { openTty, type TtyDevice } from "./tty_open.ts";
export { TtyModes } from "./tty_modes.ts";
export { trimMalloc } from "./malloc_trim.ts";
export { LibcError } from "./_libc.ts";
