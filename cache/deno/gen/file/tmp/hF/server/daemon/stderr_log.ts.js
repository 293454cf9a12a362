/**
 * Sends the daemon's own stderr (fd 2) to its log file. The daemon runs
 * with stderr on /dev/null; what Deno itself prints there (a runtime
 * thread's panic, a V8 fatal error) would leave no trace, so it goes to
 * the log, appended beside the daemon's own lines.
 *
 * @module
 */ import { O_APPEND, O_CLOEXEC, O_CREAT, O_WRONLY, processLibc } from "./_process_libc.ts";
/**
 * Points fd 2 at `path` (appending), unless stderr is a terminal (a
 * developer running the daemon by hand sees it there). Returns whether it
 * did; a log that cannot be opened leaves stderr as it was.
 */ export function stderrToLog(path) {
  if (Deno.stderr.isTerminal()) return false;
  const libc = processLibc();
  const cpath = new TextEncoder().encode(path + "\0");
  const fd = libc.open(cpath, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600);
  if (fd < 0) return false;
  const ok = libc.dup2(fd, 2) === 2;
  libc.close(fd);
  return ok;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vc3RkZXJyX2xvZy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFNlbmRzIHRoZSBkYWVtb24ncyBvd24gc3RkZXJyIChmZCAyKSB0byBpdHMgbG9nIGZpbGUuIFRoZSBkYWVtb24gcnVuc1xuICogd2l0aCBzdGRlcnIgb24gL2Rldi9udWxsOyB3aGF0IERlbm8gaXRzZWxmIHByaW50cyB0aGVyZSAoYSBydW50aW1lXG4gKiB0aHJlYWQncyBwYW5pYywgYSBWOCBmYXRhbCBlcnJvcikgd291bGQgbGVhdmUgbm8gdHJhY2UsIHNvIGl0IGdvZXMgdG9cbiAqIHRoZSBsb2csIGFwcGVuZGVkIGJlc2lkZSB0aGUgZGFlbW9uJ3Mgb3duIGxpbmVzLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQge1xuICBPX0FQUEVORCxcbiAgT19DTE9FWEVDLFxuICBPX0NSRUFULFxuICBPX1dST05MWSxcbiAgcHJvY2Vzc0xpYmMsXG59IGZyb20gXCIuL19wcm9jZXNzX2xpYmMudHNcIjtcblxuLyoqXG4gKiBQb2ludHMgZmQgMiBhdCBgcGF0aGAgKGFwcGVuZGluZyksIHVubGVzcyBzdGRlcnIgaXMgYSB0ZXJtaW5hbCAoYVxuICogZGV2ZWxvcGVyIHJ1bm5pbmcgdGhlIGRhZW1vbiBieSBoYW5kIHNlZXMgaXQgdGhlcmUpLiBSZXR1cm5zIHdoZXRoZXIgaXRcbiAqIGRpZDsgYSBsb2cgdGhhdCBjYW5ub3QgYmUgb3BlbmVkIGxlYXZlcyBzdGRlcnIgYXMgaXQgd2FzLlxuICovXG5leHBvcnQgZnVuY3Rpb24gc3RkZXJyVG9Mb2cocGF0aDogc3RyaW5nKTogYm9vbGVhbiB7XG4gIGlmIChEZW5vLnN0ZGVyci5pc1Rlcm1pbmFsKCkpIHJldHVybiBmYWxzZTtcbiAgY29uc3QgbGliYyA9IHByb2Nlc3NMaWJjKCk7XG4gIGNvbnN0IGNwYXRoID0gbmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKHBhdGggKyBcIlxcMFwiKTtcbiAgY29uc3QgZmQgPSBsaWJjLm9wZW4oY3BhdGgsIE9fV1JPTkxZIHwgT19DUkVBVCB8IE9fQVBQRU5EIHwgT19DTE9FWEVDLCAwbzYwMCk7XG4gIGlmIChmZCA8IDApIHJldHVybiBmYWxzZTtcbiAgY29uc3Qgb2sgPSBsaWJjLmR1cDIoZmQsIDIpID09PSAyO1xuICBsaWJjLmNsb3NlKGZkKTtcbiAgcmV0dXJuIG9rO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7O0NBT0MsR0FFRCxTQUNFLFFBQVEsRUFDUixTQUFTLEVBQ1QsT0FBTyxFQUNQLFFBQVEsRUFDUixXQUFXLFFBQ04scUJBQXFCO0FBRTVCOzs7O0NBSUMsR0FDRCxPQUFPLFNBQVMsWUFBWSxJQUFZO0VBQ3RDLElBQUksS0FBSyxNQUFNLENBQUMsVUFBVSxJQUFJLE9BQU87RUFDckMsTUFBTSxPQUFPO0VBQ2IsTUFBTSxRQUFRLElBQUksY0FBYyxNQUFNLENBQUMsT0FBTztFQUM5QyxNQUFNLEtBQUssS0FBSyxJQUFJLENBQUMsT0FBTyxXQUFXLFVBQVUsV0FBVyxXQUFXO0VBQ3ZFLElBQUksS0FBSyxHQUFHLE9BQU87RUFDbkIsTUFBTSxLQUFLLEtBQUssSUFBSSxDQUFDLElBQUksT0FBTztFQUNoQyxLQUFLLEtBQUssQ0FBQztFQUNYLE9BQU87QUFDVCJ9
// denoCacheMetadata=9520865216933973223,15592190713758780862