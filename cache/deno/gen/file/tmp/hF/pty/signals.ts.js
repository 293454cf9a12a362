/**
 * `kill`, by signal number. Signal names live in `protocol/signals.ts`: this
 * layer speaks libc's numbers only.
 *
 * @module
 */ import { errno, ESRCH, libc, LibcError } from "./_libc.ts";
/** SIGHUP, SIGKILL and SIGTERM: the signals berth itself sends. */ export const SIGHUP = 1;
export const SIGKILL = 9;
export const SIGTERM = 15;
/**
 * Sends signal number `sig` to `pid`; a negative pid means that process
 * group (as kill(2)). Returns false when no such process or group exists
 * (ESRCH), so signalling a session that just ended is not an error.
 */ export function kill(pid, sig = SIGTERM) {
  if (!Number.isInteger(pid) || pid === 0 || pid === -1) {
    // 0 and -1 would signal berth's own group or every process we may signal.
    throw new RangeError(`Refusing to signal pid ${pid}`);
  }
  if (!Number.isInteger(sig) || sig < 0 || sig > 64) {
    throw new RangeError(`No signal number ${sig}`);
  }
  if (libc().kill(pid, sig) === 0) return true;
  const err = errno();
  if (err === ESRCH) return false;
  throw new LibcError("kill", err);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3B0eS9zaWduYWxzLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogYGtpbGxgLCBieSBzaWduYWwgbnVtYmVyLiBTaWduYWwgbmFtZXMgbGl2ZSBpbiBgcHJvdG9jb2wvc2lnbmFscy50c2A6IHRoaXNcbiAqIGxheWVyIHNwZWFrcyBsaWJjJ3MgbnVtYmVycyBvbmx5LlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBlcnJubywgRVNSQ0gsIGxpYmMsIExpYmNFcnJvciB9IGZyb20gXCIuL19saWJjLnRzXCI7XG5cbi8qKiBTSUdIVVAsIFNJR0tJTEwgYW5kIFNJR1RFUk06IHRoZSBzaWduYWxzIGJlcnRoIGl0c2VsZiBzZW5kcy4gKi9cbmV4cG9ydCBjb25zdCBTSUdIVVAgPSAxO1xuZXhwb3J0IGNvbnN0IFNJR0tJTEwgPSA5O1xuZXhwb3J0IGNvbnN0IFNJR1RFUk0gPSAxNTtcblxuLyoqXG4gKiBTZW5kcyBzaWduYWwgbnVtYmVyIGBzaWdgIHRvIGBwaWRgOyBhIG5lZ2F0aXZlIHBpZCBtZWFucyB0aGF0IHByb2Nlc3NcbiAqIGdyb3VwIChhcyBraWxsKDIpKS4gUmV0dXJucyBmYWxzZSB3aGVuIG5vIHN1Y2ggcHJvY2VzcyBvciBncm91cCBleGlzdHNcbiAqIChFU1JDSCksIHNvIHNpZ25hbGxpbmcgYSBzZXNzaW9uIHRoYXQganVzdCBlbmRlZCBpcyBub3QgYW4gZXJyb3IuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBraWxsKHBpZDogbnVtYmVyLCBzaWc6IG51bWJlciA9IFNJR1RFUk0pOiBib29sZWFuIHtcbiAgaWYgKCFOdW1iZXIuaXNJbnRlZ2VyKHBpZCkgfHwgcGlkID09PSAwIHx8IHBpZCA9PT0gLTEpIHtcbiAgICAvLyAwIGFuZCAtMSB3b3VsZCBzaWduYWwgYmVydGgncyBvd24gZ3JvdXAgb3IgZXZlcnkgcHJvY2VzcyB3ZSBtYXkgc2lnbmFsLlxuICAgIHRocm93IG5ldyBSYW5nZUVycm9yKGBSZWZ1c2luZyB0byBzaWduYWwgcGlkICR7cGlkfWApO1xuICB9XG4gIGlmICghTnVtYmVyLmlzSW50ZWdlcihzaWcpIHx8IHNpZyA8IDAgfHwgc2lnID4gNjQpIHtcbiAgICB0aHJvdyBuZXcgUmFuZ2VFcnJvcihgTm8gc2lnbmFsIG51bWJlciAke3NpZ31gKTtcbiAgfVxuICBpZiAobGliYygpLmtpbGwocGlkLCBzaWcpID09PSAwKSByZXR1cm4gdHJ1ZTtcbiAgY29uc3QgZXJyID0gZXJybm8oKTtcbiAgaWYgKGVyciA9PT0gRVNSQ0gpIHJldHVybiBmYWxzZTtcbiAgdGhyb3cgbmV3IExpYmNFcnJvcihcImtpbGxcIiwgZXJyKTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Q0FLQyxHQUVELFNBQVMsS0FBSyxFQUFFLEtBQUssRUFBRSxJQUFJLEVBQUUsU0FBUyxRQUFRLGFBQWE7QUFFM0QsaUVBQWlFLEdBQ2pFLE9BQU8sTUFBTSxTQUFTLEVBQUU7QUFDeEIsT0FBTyxNQUFNLFVBQVUsRUFBRTtBQUN6QixPQUFPLE1BQU0sVUFBVSxHQUFHO0FBRTFCOzs7O0NBSUMsR0FDRCxPQUFPLFNBQVMsS0FBSyxHQUFXLEVBQUUsTUFBYyxPQUFPO0VBQ3JELElBQUksQ0FBQyxPQUFPLFNBQVMsQ0FBQyxRQUFRLFFBQVEsS0FBSyxRQUFRLENBQUMsR0FBRztJQUNyRCwwRUFBMEU7SUFDMUUsTUFBTSxJQUFJLFdBQVcsQ0FBQyx1QkFBdUIsRUFBRSxLQUFLO0VBQ3REO0VBQ0EsSUFBSSxDQUFDLE9BQU8sU0FBUyxDQUFDLFFBQVEsTUFBTSxLQUFLLE1BQU0sSUFBSTtJQUNqRCxNQUFNLElBQUksV0FBVyxDQUFDLGlCQUFpQixFQUFFLEtBQUs7RUFDaEQ7RUFDQSxJQUFJLE9BQU8sSUFBSSxDQUFDLEtBQUssU0FBUyxHQUFHLE9BQU87RUFDeEMsTUFBTSxNQUFNO0VBQ1osSUFBSSxRQUFRLE9BQU8sT0FBTztFQUMxQixNQUFNLElBQUksVUFBVSxRQUFRO0FBQzlCIn0=
// denoCacheMetadata=2492257844988300563,15186663445406939673