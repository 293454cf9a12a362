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
 */ export { SpawnError } from "./spawn_error.ts";
export { spawnPty } from "./spawn.ts";
export { addressOf, closeFd, openDevNull, readPty, readPtyAt, setNonblocking, writeSome } from "./fd_io.ts";
export { getWindowSize, setWindowSize } from "./window_size.ts";
export { InputBufferFullError, PTY_WRITER_MAX_QUEUED, PtyWriter } from "./pty_writer.ts";
export { kill, SIGHUP, SIGKILL, SIGTERM } from "./signals.ts";
export { decodeWaitStatus, waitpid } from "./wait.ts";
export { ChildWatcher } from "./child_watcher.ts";
export { createWakeFd, drainWakeFd, signalWakeFd } from "./wake_fd.ts";
export { openTty } from "./tty_open.ts";
export { trimMalloc } from "./malloc_trim.ts";
export { LibcError } from "./_libc.ts";
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3B0eS9tb2QudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBiZXJ0aCdzIHB0eSBsYXllcjogbGliYyB0aHJvdWdoIERlbm8gRkZJIChgcG9zaXhfb3BlbnB0YCwgYHBvc2l4X3NwYXducGAsXG4gKiBgcG9sbGAsIGByZWFkYCwgYHdyaXRlYCwgYGlvY3RsYCwgYGtpbGxgLCBgd2FpdHBpZGAsIGBldmVudGZkYCwgdGVybWlvcyksXG4gKiBuZXZlciBgZm9ya2AuXG4gKlxuICogLSBgc3Bhd25QdHlgIHN0YXJ0cyBhIGNoaWxkIG9uIGEgbmV3IHB0eSAoaXRzIGNvbnRyb2xsaW5nIHRlcm1pbmFsKS5cbiAqIC0gYHJlYWRQdHlgIC8gYHdyaXRlU29tZWAgYXJlIHRoZSBub25ibG9ja2luZyBwcmltaXRpdmVzOyBgUHR5V3JpdGVyYFxuICogICB3cml0ZXMgaW4gb3JkZXIgd2l0aCBhIGJvdW5kZWQgcXVldWUsIGZvciBldmVudC1sb29wIHRocmVhZHMuXG4gKiAtIGBDaGlsZFdhdGNoZXJgIHJlYXBzIGNoaWxkcmVuIChTSUdDSExEIHBsdXMgYSBzbG93IHBvbGwpOyBga2lsbGAgc2lnbmFscy5cbiAqIC0gYGNyZWF0ZVdha2VGZGAgYW5kIGZyaWVuZHMgd2FrZSBhIHRocmVhZCBibG9ja2VkIGluIHBvbGwoKS5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCB7IENoaWxkV2F0Y2hlciwgY2xvc2VGZCwgcmVhZFB0eSwgc3Bhd25QdHkgfSBmcm9tIFwiLi9tb2QudHNcIjtcbiAqXG4gKiBjb25zdCB3YXRjaGVyID0gbmV3IENoaWxkV2F0Y2hlcigpO1xuICogY29uc3QgcHR5ID0gc3Bhd25QdHkoe1xuICogICBmaWxlOiBcImVjaG9cIixcbiAqICAgYXJnczogW1wiaGVsbG9cIl0sXG4gKiAgIGVudjogeyBQQVRIOiBcIi91c3IvYmluOi9iaW5cIiwgVEVSTTogXCJ4dGVybS0yNTZjb2xvclwiIH0sXG4gKiAgIGNvbHM6IDgwLFxuICogICByb3dzOiAyNCxcbiAqIH0pO1xuICogY29uc3Qgc3RhdHVzID0gYXdhaXQgd2F0Y2hlci5leGl0ZWQocHR5LnBpZCk7IC8vIHsgY29kZTogMCwgc2lnbmFsOiBudWxsIH1cbiAqIGNvbnN0IGJ1ZiA9IG5ldyBVaW50OEFycmF5KDQwOTYpO1xuICogY29uc3QgbiA9IHJlYWRQdHkocHR5LmZkLCBidWYsIDAsIGJ1Zi5sZW5ndGgpOyAvLyBcImhlbGxvXFxyXFxuXCI6IDcgYnl0ZXNcbiAqIGNsb3NlRmQocHR5LmZkKTtcbiAqIGBgYFxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5leHBvcnQgeyBTcGF3bkVycm9yIH0gZnJvbSBcIi4vc3Bhd25fZXJyb3IudHNcIjtcbmV4cG9ydCB7IHR5cGUgUHR5UHJvY2VzcywgdHlwZSBTcGF3bk9wdGlvbnMsIHNwYXduUHR5IH0gZnJvbSBcIi4vc3Bhd24udHNcIjtcbmV4cG9ydCB7XG4gIGFkZHJlc3NPZixcbiAgY2xvc2VGZCxcbiAgb3BlbkRldk51bGwsXG4gIHJlYWRQdHksXG4gIHJlYWRQdHlBdCxcbiAgc2V0Tm9uYmxvY2tpbmcsXG4gIHdyaXRlU29tZSxcbn0gZnJvbSBcIi4vZmRfaW8udHNcIjtcbmV4cG9ydCB7XG4gIGdldFdpbmRvd1NpemUsXG4gIHNldFdpbmRvd1NpemUsXG4gIHR5cGUgV2luZG93U2l6ZSxcbn0gZnJvbSBcIi4vd2luZG93X3NpemUudHNcIjtcbmV4cG9ydCB7XG4gIElucHV0QnVmZmVyRnVsbEVycm9yLFxuICBQVFlfV1JJVEVSX01BWF9RVUVVRUQsXG4gIFB0eVdyaXRlcixcbn0gZnJvbSBcIi4vcHR5X3dyaXRlci50c1wiO1xuZXhwb3J0IHsga2lsbCwgU0lHSFVQLCBTSUdLSUxMLCBTSUdURVJNIH0gZnJvbSBcIi4vc2lnbmFscy50c1wiO1xuZXhwb3J0IHtcbiAgZGVjb2RlV2FpdFN0YXR1cyxcbiAgdHlwZSBXYWl0T3B0aW9ucyxcbiAgd2FpdHBpZCxcbiAgdHlwZSBXYWl0U3RhdHVzLFxufSBmcm9tIFwiLi93YWl0LnRzXCI7XG5leHBvcnQgeyBDaGlsZFdhdGNoZXIgfSBmcm9tIFwiLi9jaGlsZF93YXRjaGVyLnRzXCI7XG5leHBvcnQgeyBjcmVhdGVXYWtlRmQsIGRyYWluV2FrZUZkLCBzaWduYWxXYWtlRmQgfSBmcm9tIFwiLi93YWtlX2ZkLnRzXCI7XG5leHBvcnQgeyBvcGVuVHR5LCB0eXBlIFR0eURldmljZSB9IGZyb20gXCIuL3R0eV9vcGVuLnRzXCI7XG5leHBvcnQgeyB0cmltTWFsbG9jIH0gZnJvbSBcIi4vbWFsbG9jX3RyaW0udHNcIjtcbmV4cG9ydCB7IExpYmNFcnJvciB9IGZyb20gXCIuL19saWJjLnRzXCI7XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQThCQyxHQUVELFNBQVMsVUFBVSxRQUFRLG1CQUFtQjtBQUM5QyxTQUE2QyxRQUFRLFFBQVEsYUFBYTtBQUMxRSxTQUNFLFNBQVMsRUFDVCxPQUFPLEVBQ1AsV0FBVyxFQUNYLE9BQU8sRUFDUCxTQUFTLEVBQ1QsY0FBYyxFQUNkLFNBQVMsUUFDSixhQUFhO0FBQ3BCLFNBQ0UsYUFBYSxFQUNiLGFBQWEsUUFFUixtQkFBbUI7QUFDMUIsU0FDRSxvQkFBb0IsRUFDcEIscUJBQXFCLEVBQ3JCLFNBQVMsUUFDSixrQkFBa0I7QUFDekIsU0FBUyxJQUFJLEVBQUUsTUFBTSxFQUFFLE9BQU8sRUFBRSxPQUFPLFFBQVEsZUFBZTtBQUM5RCxTQUNFLGdCQUFnQixFQUVoQixPQUFPLFFBRUYsWUFBWTtBQUNuQixTQUFTLFlBQVksUUFBUSxxQkFBcUI7QUFDbEQsU0FBUyxZQUFZLEVBQUUsV0FBVyxFQUFFLFlBQVksUUFBUSxlQUFlO0FBQ3ZFLFNBQVMsT0FBTyxRQUF3QixnQkFBZ0I7QUFDeEQsU0FBUyxVQUFVLFFBQVEsbUJBQW1CO0FBQzlDLFNBQVMsU0FBUyxRQUFRLGFBQWEifQ==
// denoCacheMetadata=2055795042348526318,5684598263428610294