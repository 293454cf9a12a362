/**
 * Nonblocking reads and writes on a pty master (or any nonblocking fd).
 *
 * @module
 */ import { check, cString, EAGAIN, EINTR, EIO, errno, F_GETFL, F_SETFL, libc, LibcError, O_CLOEXEC, O_NONBLOCK, O_RDWR, size } from "./_libc.ts";
/**
 * Reads up to `len` bytes into `buf[off..]` without blocking.
 *
 * Returns the count read, 0 when nothing is readable now (EAGAIN), or -1 at
 * the end of the child's output: a pty master reports that as EIO (once no
 * process holds the slave open), not as a 0-byte read.
 *
 * @example
 * ```ts ignore
 * const n = readPty(pty.fd, buf, 0, buf.length);
 * if (n < 0) console.log("child side closed");
 * ```
 */ export function readPty(fd, buf, off, len) {
  for(;;){
    const n = libc().read(fd, buf.subarray(off, off + len), size(len));
    if (n > 0) return n;
    if (n === 0) return -1;
    const err = errno();
    if (err === EAGAIN) return 0;
    if (err === EIO) return -1;
    if (err !== EINTR) throw new LibcError("read", err);
  }
}
/**
 * `readPty` into memory at `address` (from `addressOf`): the same results,
 * without allocating a view per call. For hot loops that keep `buf` alive.
 */ export function readPtyAt(fd, address, len) {
  for(;;){
    const n = libc().read_at(fd, size(address), size(len));
    if (n > 0) return n;
    if (n === 0) return -1;
    const err = errno();
    if (err === EAGAIN) return 0;
    if (err === EIO) return -1;
    if (err !== EINTR) throw new LibcError("read", err);
  }
}
/**
 * The address of `buf`'s first byte, as a number (user-space addresses fit
 * in 53 bits). Valid while `buf`'s memory is alive; shared and array buffer
 * memory does not move.
 */ export function addressOf(buf) {
  return Number(Deno.UnsafePointer.value(Deno.UnsafePointer.of(buf)));
}
/**
 * Writes as much of `bytes` as the fd takes now; returns the count written
 * (0 when the fd is full, EAGAIN). Throws on other errors (EIO once the child
 * side is gone).
 */ export function writeSome(fd, bytes) {
  if (bytes.length === 0) return 0;
  for(;;){
    const n = libc().write(fd, bytes, size(bytes.length));
    if (n >= 0) return n;
    const err = errno();
    if (err === EAGAIN) return 0;
    if (err !== EINTR) throw new LibcError("write", err);
  }
}
/** Closes a file descriptor (errors other than EINTR throw). */ export function closeFd(fd) {
  // On Linux the fd is released even when close reports EINTR: never retry.
  if (libc().close(fd) === -1) {
    const err = errno();
    if (err !== EINTR) throw new LibcError("close", err);
  }
}
/** Sets or clears O_NONBLOCK on `fd`. */ export function setNonblocking(fd, on) {
  const flags = check("fcntl(F_GETFL)", libc().fcntl(fd, F_GETFL, 0n));
  const next = on ? flags | O_NONBLOCK : flags & ~O_NONBLOCK;
  if (next !== flags) {
    check("fcntl(F_SETFL)", libc().fcntl(fd, F_SETFL, BigInt(next)));
  }
}
/**
 * Opens /dev/null, nonblocking: an fd that takes every write whole, for
 * code that must run its writes for real with nowhere to send them (a
 * spare parse worker's warm-up). Close it with `closeFd`.
 */ export function openDevNull() {
  return check("open(/dev/null)", libc().open(cString("/dev/null"), O_RDWR | O_NONBLOCK | O_CLOEXEC, 0));
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3B0eS9mZF9pby50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIE5vbmJsb2NraW5nIHJlYWRzIGFuZCB3cml0ZXMgb24gYSBwdHkgbWFzdGVyIChvciBhbnkgbm9uYmxvY2tpbmcgZmQpLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQge1xuICBjaGVjayxcbiAgY1N0cmluZyxcbiAgRUFHQUlOLFxuICBFSU5UUixcbiAgRUlPLFxuICBlcnJubyxcbiAgRl9HRVRGTCxcbiAgRl9TRVRGTCxcbiAgbGliYyxcbiAgTGliY0Vycm9yLFxuICBPX0NMT0VYRUMsXG4gIE9fTk9OQkxPQ0ssXG4gIE9fUkRXUixcbiAgc2l6ZSxcbn0gZnJvbSBcIi4vX2xpYmMudHNcIjtcblxuLyoqXG4gKiBSZWFkcyB1cCB0byBgbGVuYCBieXRlcyBpbnRvIGBidWZbb2ZmLi5dYCB3aXRob3V0IGJsb2NraW5nLlxuICpcbiAqIFJldHVybnMgdGhlIGNvdW50IHJlYWQsIDAgd2hlbiBub3RoaW5nIGlzIHJlYWRhYmxlIG5vdyAoRUFHQUlOKSwgb3IgLTEgYXRcbiAqIHRoZSBlbmQgb2YgdGhlIGNoaWxkJ3Mgb3V0cHV0OiBhIHB0eSBtYXN0ZXIgcmVwb3J0cyB0aGF0IGFzIEVJTyAob25jZSBub1xuICogcHJvY2VzcyBob2xkcyB0aGUgc2xhdmUgb3BlbiksIG5vdCBhcyBhIDAtYnl0ZSByZWFkLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0cyBpZ25vcmVcbiAqIGNvbnN0IG4gPSByZWFkUHR5KHB0eS5mZCwgYnVmLCAwLCBidWYubGVuZ3RoKTtcbiAqIGlmIChuIDwgMCkgY29uc29sZS5sb2coXCJjaGlsZCBzaWRlIGNsb3NlZFwiKTtcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gcmVhZFB0eShcbiAgZmQ6IG51bWJlcixcbiAgYnVmOiBVaW50OEFycmF5LFxuICBvZmY6IG51bWJlcixcbiAgbGVuOiBudW1iZXIsXG4pOiBudW1iZXIge1xuICBmb3IgKDs7KSB7XG4gICAgY29uc3QgbiA9IGxpYmMoKS5yZWFkKGZkLCBidWYuc3ViYXJyYXkob2ZmLCBvZmYgKyBsZW4pLCBzaXplKGxlbikpO1xuICAgIGlmIChuID4gMCkgcmV0dXJuIG47XG4gICAgaWYgKG4gPT09IDApIHJldHVybiAtMTtcbiAgICBjb25zdCBlcnIgPSBlcnJubygpO1xuICAgIGlmIChlcnIgPT09IEVBR0FJTikgcmV0dXJuIDA7XG4gICAgaWYgKGVyciA9PT0gRUlPKSByZXR1cm4gLTE7XG4gICAgaWYgKGVyciAhPT0gRUlOVFIpIHRocm93IG5ldyBMaWJjRXJyb3IoXCJyZWFkXCIsIGVycik7XG4gIH1cbn1cblxuLyoqXG4gKiBgcmVhZFB0eWAgaW50byBtZW1vcnkgYXQgYGFkZHJlc3NgIChmcm9tIGBhZGRyZXNzT2ZgKTogdGhlIHNhbWUgcmVzdWx0cyxcbiAqIHdpdGhvdXQgYWxsb2NhdGluZyBhIHZpZXcgcGVyIGNhbGwuIEZvciBob3QgbG9vcHMgdGhhdCBrZWVwIGBidWZgIGFsaXZlLlxuICovXG5leHBvcnQgZnVuY3Rpb24gcmVhZFB0eUF0KGZkOiBudW1iZXIsIGFkZHJlc3M6IG51bWJlciwgbGVuOiBudW1iZXIpOiBudW1iZXIge1xuICBmb3IgKDs7KSB7XG4gICAgY29uc3QgbiA9IGxpYmMoKS5yZWFkX2F0KGZkLCBzaXplKGFkZHJlc3MpLCBzaXplKGxlbikpO1xuICAgIGlmIChuID4gMCkgcmV0dXJuIG47XG4gICAgaWYgKG4gPT09IDApIHJldHVybiAtMTtcbiAgICBjb25zdCBlcnIgPSBlcnJubygpO1xuICAgIGlmIChlcnIgPT09IEVBR0FJTikgcmV0dXJuIDA7XG4gICAgaWYgKGVyciA9PT0gRUlPKSByZXR1cm4gLTE7XG4gICAgaWYgKGVyciAhPT0gRUlOVFIpIHRocm93IG5ldyBMaWJjRXJyb3IoXCJyZWFkXCIsIGVycik7XG4gIH1cbn1cblxuLyoqXG4gKiBUaGUgYWRkcmVzcyBvZiBgYnVmYCdzIGZpcnN0IGJ5dGUsIGFzIGEgbnVtYmVyICh1c2VyLXNwYWNlIGFkZHJlc3NlcyBmaXRcbiAqIGluIDUzIGJpdHMpLiBWYWxpZCB3aGlsZSBgYnVmYCdzIG1lbW9yeSBpcyBhbGl2ZTsgc2hhcmVkIGFuZCBhcnJheSBidWZmZXJcbiAqIG1lbW9yeSBkb2VzIG5vdCBtb3ZlLlxuICovXG5leHBvcnQgZnVuY3Rpb24gYWRkcmVzc09mKGJ1ZjogVWludDhBcnJheSk6IG51bWJlciB7XG4gIHJldHVybiBOdW1iZXIoRGVuby5VbnNhZmVQb2ludGVyLnZhbHVlKERlbm8uVW5zYWZlUG9pbnRlci5vZihidWYpKSk7XG59XG5cbi8qKlxuICogV3JpdGVzIGFzIG11Y2ggb2YgYGJ5dGVzYCBhcyB0aGUgZmQgdGFrZXMgbm93OyByZXR1cm5zIHRoZSBjb3VudCB3cml0dGVuXG4gKiAoMCB3aGVuIHRoZSBmZCBpcyBmdWxsLCBFQUdBSU4pLiBUaHJvd3Mgb24gb3RoZXIgZXJyb3JzIChFSU8gb25jZSB0aGUgY2hpbGRcbiAqIHNpZGUgaXMgZ29uZSkuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiB3cml0ZVNvbWUoZmQ6IG51bWJlciwgYnl0ZXM6IFVpbnQ4QXJyYXkpOiBudW1iZXIge1xuICBpZiAoYnl0ZXMubGVuZ3RoID09PSAwKSByZXR1cm4gMDtcbiAgZm9yICg7Oykge1xuICAgIGNvbnN0IG4gPSBsaWJjKCkud3JpdGUoZmQsIGJ5dGVzLCBzaXplKGJ5dGVzLmxlbmd0aCkpO1xuICAgIGlmIChuID49IDApIHJldHVybiBuO1xuICAgIGNvbnN0IGVyciA9IGVycm5vKCk7XG4gICAgaWYgKGVyciA9PT0gRUFHQUlOKSByZXR1cm4gMDtcbiAgICBpZiAoZXJyICE9PSBFSU5UUikgdGhyb3cgbmV3IExpYmNFcnJvcihcIndyaXRlXCIsIGVycik7XG4gIH1cbn1cblxuLyoqIENsb3NlcyBhIGZpbGUgZGVzY3JpcHRvciAoZXJyb3JzIG90aGVyIHRoYW4gRUlOVFIgdGhyb3cpLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGNsb3NlRmQoZmQ6IG51bWJlcik6IHZvaWQge1xuICAvLyBPbiBMaW51eCB0aGUgZmQgaXMgcmVsZWFzZWQgZXZlbiB3aGVuIGNsb3NlIHJlcG9ydHMgRUlOVFI6IG5ldmVyIHJldHJ5LlxuICBpZiAobGliYygpLmNsb3NlKGZkKSA9PT0gLTEpIHtcbiAgICBjb25zdCBlcnIgPSBlcnJubygpO1xuICAgIGlmIChlcnIgIT09IEVJTlRSKSB0aHJvdyBuZXcgTGliY0Vycm9yKFwiY2xvc2VcIiwgZXJyKTtcbiAgfVxufVxuXG4vKiogU2V0cyBvciBjbGVhcnMgT19OT05CTE9DSyBvbiBgZmRgLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHNldE5vbmJsb2NraW5nKGZkOiBudW1iZXIsIG9uOiBib29sZWFuKTogdm9pZCB7XG4gIGNvbnN0IGZsYWdzID0gY2hlY2soXCJmY250bChGX0dFVEZMKVwiLCBsaWJjKCkuZmNudGwoZmQsIEZfR0VURkwsIDBuKSk7XG4gIGNvbnN0IG5leHQgPSBvbiA/IGZsYWdzIHwgT19OT05CTE9DSyA6IGZsYWdzICYgfk9fTk9OQkxPQ0s7XG4gIGlmIChuZXh0ICE9PSBmbGFncykge1xuICAgIGNoZWNrKFwiZmNudGwoRl9TRVRGTClcIiwgbGliYygpLmZjbnRsKGZkLCBGX1NFVEZMLCBCaWdJbnQobmV4dCkpKTtcbiAgfVxufVxuXG4vKipcbiAqIE9wZW5zIC9kZXYvbnVsbCwgbm9uYmxvY2tpbmc6IGFuIGZkIHRoYXQgdGFrZXMgZXZlcnkgd3JpdGUgd2hvbGUsIGZvclxuICogY29kZSB0aGF0IG11c3QgcnVuIGl0cyB3cml0ZXMgZm9yIHJlYWwgd2l0aCBub3doZXJlIHRvIHNlbmQgdGhlbSAoYVxuICogc3BhcmUgcGFyc2Ugd29ya2VyJ3Mgd2FybS11cCkuIENsb3NlIGl0IHdpdGggYGNsb3NlRmRgLlxuICovXG5leHBvcnQgZnVuY3Rpb24gb3BlbkRldk51bGwoKTogbnVtYmVyIHtcbiAgcmV0dXJuIGNoZWNrKFxuICAgIFwib3BlbigvZGV2L251bGwpXCIsXG4gICAgbGliYygpLm9wZW4oY1N0cmluZyhcIi9kZXYvbnVsbFwiKSwgT19SRFdSIHwgT19OT05CTE9DSyB8IE9fQ0xPRVhFQywgMCksXG4gICk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Q0FJQyxHQUVELFNBQ0UsS0FBSyxFQUNMLE9BQU8sRUFDUCxNQUFNLEVBQ04sS0FBSyxFQUNMLEdBQUcsRUFDSCxLQUFLLEVBQ0wsT0FBTyxFQUNQLE9BQU8sRUFDUCxJQUFJLEVBQ0osU0FBUyxFQUNULFNBQVMsRUFDVCxVQUFVLEVBQ1YsTUFBTSxFQUNOLElBQUksUUFDQyxhQUFhO0FBRXBCOzs7Ozs7Ozs7Ozs7Q0FZQyxHQUNELE9BQU8sU0FBUyxRQUNkLEVBQVUsRUFDVixHQUFlLEVBQ2YsR0FBVyxFQUNYLEdBQVc7RUFFWCxPQUFTO0lBQ1AsTUFBTSxJQUFJLE9BQU8sSUFBSSxDQUFDLElBQUksSUFBSSxRQUFRLENBQUMsS0FBSyxNQUFNLE1BQU0sS0FBSztJQUM3RCxJQUFJLElBQUksR0FBRyxPQUFPO0lBQ2xCLElBQUksTUFBTSxHQUFHLE9BQU8sQ0FBQztJQUNyQixNQUFNLE1BQU07SUFDWixJQUFJLFFBQVEsUUFBUSxPQUFPO0lBQzNCLElBQUksUUFBUSxLQUFLLE9BQU8sQ0FBQztJQUN6QixJQUFJLFFBQVEsT0FBTyxNQUFNLElBQUksVUFBVSxRQUFRO0VBQ2pEO0FBQ0Y7QUFFQTs7O0NBR0MsR0FDRCxPQUFPLFNBQVMsVUFBVSxFQUFVLEVBQUUsT0FBZSxFQUFFLEdBQVc7RUFDaEUsT0FBUztJQUNQLE1BQU0sSUFBSSxPQUFPLE9BQU8sQ0FBQyxJQUFJLEtBQUssVUFBVSxLQUFLO0lBQ2pELElBQUksSUFBSSxHQUFHLE9BQU87SUFDbEIsSUFBSSxNQUFNLEdBQUcsT0FBTyxDQUFDO0lBQ3JCLE1BQU0sTUFBTTtJQUNaLElBQUksUUFBUSxRQUFRLE9BQU87SUFDM0IsSUFBSSxRQUFRLEtBQUssT0FBTyxDQUFDO0lBQ3pCLElBQUksUUFBUSxPQUFPLE1BQU0sSUFBSSxVQUFVLFFBQVE7RUFDakQ7QUFDRjtBQUVBOzs7O0NBSUMsR0FDRCxPQUFPLFNBQVMsVUFBVSxHQUFlO0VBQ3ZDLE9BQU8sT0FBTyxLQUFLLGFBQWEsQ0FBQyxLQUFLLENBQUMsS0FBSyxhQUFhLENBQUMsRUFBRSxDQUFDO0FBQy9EO0FBRUE7Ozs7Q0FJQyxHQUNELE9BQU8sU0FBUyxVQUFVLEVBQVUsRUFBRSxLQUFpQjtFQUNyRCxJQUFJLE1BQU0sTUFBTSxLQUFLLEdBQUcsT0FBTztFQUMvQixPQUFTO0lBQ1AsTUFBTSxJQUFJLE9BQU8sS0FBSyxDQUFDLElBQUksT0FBTyxLQUFLLE1BQU0sTUFBTTtJQUNuRCxJQUFJLEtBQUssR0FBRyxPQUFPO0lBQ25CLE1BQU0sTUFBTTtJQUNaLElBQUksUUFBUSxRQUFRLE9BQU87SUFDM0IsSUFBSSxRQUFRLE9BQU8sTUFBTSxJQUFJLFVBQVUsU0FBUztFQUNsRDtBQUNGO0FBRUEsOERBQThELEdBQzlELE9BQU8sU0FBUyxRQUFRLEVBQVU7RUFDaEMsMEVBQTBFO0VBQzFFLElBQUksT0FBTyxLQUFLLENBQUMsUUFBUSxDQUFDLEdBQUc7SUFDM0IsTUFBTSxNQUFNO0lBQ1osSUFBSSxRQUFRLE9BQU8sTUFBTSxJQUFJLFVBQVUsU0FBUztFQUNsRDtBQUNGO0FBRUEsdUNBQXVDLEdBQ3ZDLE9BQU8sU0FBUyxlQUFlLEVBQVUsRUFBRSxFQUFXO0VBQ3BELE1BQU0sUUFBUSxNQUFNLGtCQUFrQixPQUFPLEtBQUssQ0FBQyxJQUFJLFNBQVMsRUFBRTtFQUNsRSxNQUFNLE9BQU8sS0FBSyxRQUFRLGFBQWEsUUFBUSxDQUFDO0VBQ2hELElBQUksU0FBUyxPQUFPO0lBQ2xCLE1BQU0sa0JBQWtCLE9BQU8sS0FBSyxDQUFDLElBQUksU0FBUyxPQUFPO0VBQzNEO0FBQ0Y7QUFFQTs7OztDQUlDLEdBQ0QsT0FBTyxTQUFTO0VBQ2QsT0FBTyxNQUNMLG1CQUNBLE9BQU8sSUFBSSxDQUFDLFFBQVEsY0FBYyxTQUFTLGFBQWEsV0FBVztBQUV2RSJ9
// denoCacheMetadata=8925303006688239647,9299935639049462793