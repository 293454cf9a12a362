/**
 * File descriptors: the daemon's budget of them. Each session holds about
 * 7 (the pty master, and 6 for its Deno parse worker: its event loop's
 * epoll and eventfd pairs and its own copies of stdin, stdout and stderr;
 * the one gather worker and its wake eventfd are the daemon's), each
 * client connection one. When a Deno
 * runtime thread cannot get one it panics and the whole daemon dies with
 * every session (with `ulimit -n 1024`, the 71st session did). So the
 * daemon checks the headroom before it takes on a session or a connection,
 * and refuses with a clear error instead of dying.
 *
 * The soft limit needs no raising here: Deno raises it to the hard one as
 * it starts (measured: under `ulimit -Sn 256` a Deno process reports its
 * soft limit equal to the hard one, 20000).
 *
 * @module
 */ import { processLibc, RLIMIT_NOFILE } from "./_process_libc.ts";
import { RequestFailure } from "./request_failure.ts";
/** Fds a new session takes (measured: 7; 13-14 with a gather worker each), with margin. */ export const SESSION_FDS = 20;
/**
 * Fds kept free for what must never fail: accepting a connection to tell
 * it "no", the log, a worker thread's own needs.
 */ export const RESERVED_FDS = 32;
/** The soft and hard open-files limits; null when they cannot be read. */ export function fdLimits() {
  const buf = new BigUint64Array(2);
  if (processLibc().getrlimit(RLIMIT_NOFILE, buf) !== 0) return null;
  return {
    soft: Number(buf[0]),
    hard: Number(buf[1])
  };
}
/** How many fds this process has open; null where /proc cannot say. */ export function openFdCount() {
  try {
    let n = 0;
    for (const _ of Deno.readDirSync("/proc/self/fd"))n++;
    return n - 1; // The directory's own fd, open while it is read.
  } catch  {
    return null;
  }
}
/** Fds still free under the soft limit (Infinity when unknown). */ export function fdHeadroom() {
  const limits = fdLimits();
  const open = openFdCount();
  if (!limits || open === null) return Infinity;
  return limits.soft - open;
}
/**
 * Throws RequestFailure "busy" when a new session would leave fewer than
 * `RESERVED_FDS` free: a Deno worker that cannot get its fds takes the
 * daemon down, so the session is refused before it is started.
 */ export function needFdsForSession() {
  const free = fdHeadroom();
  if (free >= SESSION_FDS + RESERVED_FDS) return;
  throw new RequestFailure("busy", `The daemon is out of file descriptors for a new session (${free} free, a session needs about ${SESSION_FDS}); end some sessions, or raise ulimit -n before the daemon starts`);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vZmRfbGltaXQudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBGaWxlIGRlc2NyaXB0b3JzOiB0aGUgZGFlbW9uJ3MgYnVkZ2V0IG9mIHRoZW0uIEVhY2ggc2Vzc2lvbiBob2xkcyBhYm91dFxuICogNyAodGhlIHB0eSBtYXN0ZXIsIGFuZCA2IGZvciBpdHMgRGVubyBwYXJzZSB3b3JrZXI6IGl0cyBldmVudCBsb29wJ3NcbiAqIGVwb2xsIGFuZCBldmVudGZkIHBhaXJzIGFuZCBpdHMgb3duIGNvcGllcyBvZiBzdGRpbiwgc3Rkb3V0IGFuZCBzdGRlcnI7XG4gKiB0aGUgb25lIGdhdGhlciB3b3JrZXIgYW5kIGl0cyB3YWtlIGV2ZW50ZmQgYXJlIHRoZSBkYWVtb24ncyksIGVhY2hcbiAqIGNsaWVudCBjb25uZWN0aW9uIG9uZS4gV2hlbiBhIERlbm9cbiAqIHJ1bnRpbWUgdGhyZWFkIGNhbm5vdCBnZXQgb25lIGl0IHBhbmljcyBhbmQgdGhlIHdob2xlIGRhZW1vbiBkaWVzIHdpdGhcbiAqIGV2ZXJ5IHNlc3Npb24gKHdpdGggYHVsaW1pdCAtbiAxMDI0YCwgdGhlIDcxc3Qgc2Vzc2lvbiBkaWQpLiBTbyB0aGVcbiAqIGRhZW1vbiBjaGVja3MgdGhlIGhlYWRyb29tIGJlZm9yZSBpdCB0YWtlcyBvbiBhIHNlc3Npb24gb3IgYSBjb25uZWN0aW9uLFxuICogYW5kIHJlZnVzZXMgd2l0aCBhIGNsZWFyIGVycm9yIGluc3RlYWQgb2YgZHlpbmcuXG4gKlxuICogVGhlIHNvZnQgbGltaXQgbmVlZHMgbm8gcmFpc2luZyBoZXJlOiBEZW5vIHJhaXNlcyBpdCB0byB0aGUgaGFyZCBvbmUgYXNcbiAqIGl0IHN0YXJ0cyAobWVhc3VyZWQ6IHVuZGVyIGB1bGltaXQgLVNuIDI1NmAgYSBEZW5vIHByb2Nlc3MgcmVwb3J0cyBpdHNcbiAqIHNvZnQgbGltaXQgZXF1YWwgdG8gdGhlIGhhcmQgb25lLCAyMDAwMCkuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IHByb2Nlc3NMaWJjLCBSTElNSVRfTk9GSUxFIH0gZnJvbSBcIi4vX3Byb2Nlc3NfbGliYy50c1wiO1xuaW1wb3J0IHsgUmVxdWVzdEZhaWx1cmUgfSBmcm9tIFwiLi9yZXF1ZXN0X2ZhaWx1cmUudHNcIjtcblxuLyoqIEZkcyBhIG5ldyBzZXNzaW9uIHRha2VzIChtZWFzdXJlZDogNzsgMTMtMTQgd2l0aCBhIGdhdGhlciB3b3JrZXIgZWFjaCksIHdpdGggbWFyZ2luLiAqL1xuZXhwb3J0IGNvbnN0IFNFU1NJT05fRkRTID0gMjA7XG5cbi8qKlxuICogRmRzIGtlcHQgZnJlZSBmb3Igd2hhdCBtdXN0IG5ldmVyIGZhaWw6IGFjY2VwdGluZyBhIGNvbm5lY3Rpb24gdG8gdGVsbFxuICogaXQgXCJub1wiLCB0aGUgbG9nLCBhIHdvcmtlciB0aHJlYWQncyBvd24gbmVlZHMuXG4gKi9cbmV4cG9ydCBjb25zdCBSRVNFUlZFRF9GRFMgPSAzMjtcblxuLyoqIFRoZSBzb2Z0IGFuZCBoYXJkIG9wZW4tZmlsZXMgbGltaXRzOyBudWxsIHdoZW4gdGhleSBjYW5ub3QgYmUgcmVhZC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBmZExpbWl0cygpOiB7IHNvZnQ6IG51bWJlcjsgaGFyZDogbnVtYmVyIH0gfCBudWxsIHtcbiAgY29uc3QgYnVmID0gbmV3IEJpZ1VpbnQ2NEFycmF5KDIpO1xuICBpZiAocHJvY2Vzc0xpYmMoKS5nZXRybGltaXQoUkxJTUlUX05PRklMRSwgYnVmKSAhPT0gMCkgcmV0dXJuIG51bGw7XG4gIHJldHVybiB7IHNvZnQ6IE51bWJlcihidWZbMF0pLCBoYXJkOiBOdW1iZXIoYnVmWzFdKSB9O1xufVxuXG4vKiogSG93IG1hbnkgZmRzIHRoaXMgcHJvY2VzcyBoYXMgb3BlbjsgbnVsbCB3aGVyZSAvcHJvYyBjYW5ub3Qgc2F5LiAqL1xuZXhwb3J0IGZ1bmN0aW9uIG9wZW5GZENvdW50KCk6IG51bWJlciB8IG51bGwge1xuICB0cnkge1xuICAgIGxldCBuID0gMDtcbiAgICBmb3IgKGNvbnN0IF8gb2YgRGVuby5yZWFkRGlyU3luYyhcIi9wcm9jL3NlbGYvZmRcIikpIG4rKztcbiAgICByZXR1cm4gbiAtIDE7IC8vIFRoZSBkaXJlY3RvcnkncyBvd24gZmQsIG9wZW4gd2hpbGUgaXQgaXMgcmVhZC5cbiAgfSBjYXRjaCB7XG4gICAgcmV0dXJuIG51bGw7XG4gIH1cbn1cblxuLyoqIEZkcyBzdGlsbCBmcmVlIHVuZGVyIHRoZSBzb2Z0IGxpbWl0IChJbmZpbml0eSB3aGVuIHVua25vd24pLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGZkSGVhZHJvb20oKTogbnVtYmVyIHtcbiAgY29uc3QgbGltaXRzID0gZmRMaW1pdHMoKTtcbiAgY29uc3Qgb3BlbiA9IG9wZW5GZENvdW50KCk7XG4gIGlmICghbGltaXRzIHx8IG9wZW4gPT09IG51bGwpIHJldHVybiBJbmZpbml0eTtcbiAgcmV0dXJuIGxpbWl0cy5zb2Z0IC0gb3Blbjtcbn1cblxuLyoqXG4gKiBUaHJvd3MgUmVxdWVzdEZhaWx1cmUgXCJidXN5XCIgd2hlbiBhIG5ldyBzZXNzaW9uIHdvdWxkIGxlYXZlIGZld2VyIHRoYW5cbiAqIGBSRVNFUlZFRF9GRFNgIGZyZWU6IGEgRGVubyB3b3JrZXIgdGhhdCBjYW5ub3QgZ2V0IGl0cyBmZHMgdGFrZXMgdGhlXG4gKiBkYWVtb24gZG93biwgc28gdGhlIHNlc3Npb24gaXMgcmVmdXNlZCBiZWZvcmUgaXQgaXMgc3RhcnRlZC5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIG5lZWRGZHNGb3JTZXNzaW9uKCk6IHZvaWQge1xuICBjb25zdCBmcmVlID0gZmRIZWFkcm9vbSgpO1xuICBpZiAoZnJlZSA+PSBTRVNTSU9OX0ZEUyArIFJFU0VSVkVEX0ZEUykgcmV0dXJuO1xuICB0aHJvdyBuZXcgUmVxdWVzdEZhaWx1cmUoXG4gICAgXCJidXN5XCIsXG4gICAgYFRoZSBkYWVtb24gaXMgb3V0IG9mIGZpbGUgZGVzY3JpcHRvcnMgZm9yIGEgbmV3IHNlc3Npb24gKCR7ZnJlZX0gZnJlZSwgYSBzZXNzaW9uIG5lZWRzIGFib3V0ICR7U0VTU0lPTl9GRFN9KTsgZW5kIHNvbWUgc2Vzc2lvbnMsIG9yIHJhaXNlIHVsaW1pdCAtbiBiZWZvcmUgdGhlIGRhZW1vbiBzdGFydHNgLFxuICApO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7Ozs7O0NBZ0JDLEdBRUQsU0FBUyxXQUFXLEVBQUUsYUFBYSxRQUFRLHFCQUFxQjtBQUNoRSxTQUFTLGNBQWMsUUFBUSx1QkFBdUI7QUFFdEQseUZBQXlGLEdBQ3pGLE9BQU8sTUFBTSxjQUFjLEdBQUc7QUFFOUI7OztDQUdDLEdBQ0QsT0FBTyxNQUFNLGVBQWUsR0FBRztBQUUvQix3RUFBd0UsR0FDeEUsT0FBTyxTQUFTO0VBQ2QsTUFBTSxNQUFNLElBQUksZUFBZTtFQUMvQixJQUFJLGNBQWMsU0FBUyxDQUFDLGVBQWUsU0FBUyxHQUFHLE9BQU87RUFDOUQsT0FBTztJQUFFLE1BQU0sT0FBTyxHQUFHLENBQUMsRUFBRTtJQUFHLE1BQU0sT0FBTyxHQUFHLENBQUMsRUFBRTtFQUFFO0FBQ3REO0FBRUEscUVBQXFFLEdBQ3JFLE9BQU8sU0FBUztFQUNkLElBQUk7SUFDRixJQUFJLElBQUk7SUFDUixLQUFLLE1BQU0sS0FBSyxLQUFLLFdBQVcsQ0FBQyxpQkFBa0I7SUFDbkQsT0FBTyxJQUFJLEdBQUcsaURBQWlEO0VBQ2pFLEVBQUUsT0FBTTtJQUNOLE9BQU87RUFDVDtBQUNGO0FBRUEsaUVBQWlFLEdBQ2pFLE9BQU8sU0FBUztFQUNkLE1BQU0sU0FBUztFQUNmLE1BQU0sT0FBTztFQUNiLElBQUksQ0FBQyxVQUFVLFNBQVMsTUFBTSxPQUFPO0VBQ3JDLE9BQU8sT0FBTyxJQUFJLEdBQUc7QUFDdkI7QUFFQTs7OztDQUlDLEdBQ0QsT0FBTyxTQUFTO0VBQ2QsTUFBTSxPQUFPO0VBQ2IsSUFBSSxRQUFRLGNBQWMsY0FBYztFQUN4QyxNQUFNLElBQUksZUFDUixRQUNBLENBQUMseURBQXlELEVBQUUsS0FBSyw2QkFBNkIsRUFBRSxZQUFZLGlFQUFpRSxDQUFDO0FBRWxMIn0=
// denoCacheMetadata=8307095129130317214,4316542028201606343