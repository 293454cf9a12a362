/**
 * Opens a user's terminal by its path, for the daemon to draw an attach
 * client's terminal itself (as tmux's server does): no process between
 * the session and the screen, and none between the keyboard and the pty.
 *
 * The fd is nonblocking and close-on-exec, and not the daemon's
 * controlling terminal (`O_NOCTTY`). It is a description of its own, so
 * `O_NONBLOCK` on it does not reach the shell that shares the terminal.
 *
 * @module
 */ import { check, cString, libc, O_CLOEXEC, O_NOCTTY, O_NONBLOCK, O_RDWR, TERMIOS_BYTES } from "./_libc.ts";
import { closeFd } from "./fd_io.ts";
/**
 * Terminal device paths: a pty's slave, a virtual console, a serial line.
 * Nothing else is even looked at: a path on a filesystem that never
 * answers (FUSE) would hold the daemon's thread in `stat` or `open`.
 */ const TTY_PATH = /^\/dev\/(pts\/\d+|tty[A-Za-z0-9]*|console)$/;
/**
 * Opens the terminal `want` names and checks that it is the very device
 * the client has on its stdin (a path can name another in another mount
 * namespace) and a terminal. Throws a LibcError or an Error that says why
 * it cannot be used.
 */ export function openTty(want) {
  const { path } = want;
  if (!TTY_PATH.test(path)) {
    throw new Error(`${path} is not a terminal's path`);
  }
  // Looked at before it is opened: opening a file has effects of its own
  // for some devices (a tape rewinds), and a FIFO would block a reader.
  const info = Deno.statSync(path);
  if (!info.isCharDevice || !sameDevice(info, want)) {
    throw new Error(`${path} here is not the client's terminal`);
  }
  const fd = check(`open(${path})`, libc().open(cString(path), O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC, 0));
  try {
    // Not a terminal: tcgetattr fails with ENOTTY.
    check("tcgetattr", libc().tcgetattr(fd, new Uint8Array(TERMIOS_BYTES)));
    // Again on what was opened: the path may have changed in between.
    if (!sameDevice(Deno.statSync(`/proc/self/fd/${fd}`), want)) {
      throw new Error(`${path} here is not the client's terminal`);
    }
    return fd;
  } catch (err) {
    closeFd(fd);
    throw err;
  }
}
function sameDevice(info, want) {
  return info.rdev === want.rdev && info.dev === want.dev;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3B0eS90dHlfb3Blbi50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIE9wZW5zIGEgdXNlcidzIHRlcm1pbmFsIGJ5IGl0cyBwYXRoLCBmb3IgdGhlIGRhZW1vbiB0byBkcmF3IGFuIGF0dGFjaFxuICogY2xpZW50J3MgdGVybWluYWwgaXRzZWxmIChhcyB0bXV4J3Mgc2VydmVyIGRvZXMpOiBubyBwcm9jZXNzIGJldHdlZW5cbiAqIHRoZSBzZXNzaW9uIGFuZCB0aGUgc2NyZWVuLCBhbmQgbm9uZSBiZXR3ZWVuIHRoZSBrZXlib2FyZCBhbmQgdGhlIHB0eS5cbiAqXG4gKiBUaGUgZmQgaXMgbm9uYmxvY2tpbmcgYW5kIGNsb3NlLW9uLWV4ZWMsIGFuZCBub3QgdGhlIGRhZW1vbidzXG4gKiBjb250cm9sbGluZyB0ZXJtaW5hbCAoYE9fTk9DVFRZYCkuIEl0IGlzIGEgZGVzY3JpcHRpb24gb2YgaXRzIG93biwgc29cbiAqIGBPX05PTkJMT0NLYCBvbiBpdCBkb2VzIG5vdCByZWFjaCB0aGUgc2hlbGwgdGhhdCBzaGFyZXMgdGhlIHRlcm1pbmFsLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQge1xuICBjaGVjayxcbiAgY1N0cmluZyxcbiAgbGliYyxcbiAgT19DTE9FWEVDLFxuICBPX05PQ1RUWSxcbiAgT19OT05CTE9DSyxcbiAgT19SRFdSLFxuICBURVJNSU9TX0JZVEVTLFxufSBmcm9tIFwiLi9fbGliYy50c1wiO1xuaW1wb3J0IHsgY2xvc2VGZCB9IGZyb20gXCIuL2ZkX2lvLnRzXCI7XG5cbi8qKiBXaGljaCBkZXZpY2UgYSB0ZXJtaW5hbCBpczogdGhlIGNsaWVudCdzIHN0ZGluLCBhcyBgZnN0YXRgIHRlbGxzIGl0LiAqL1xuZXhwb3J0IGludGVyZmFjZSBUdHlEZXZpY2Uge1xuICAvKiogYC9kZXYvcHRzLzNgICovXG4gIHBhdGg6IHN0cmluZztcbiAgLyoqIFRoZSBkZXZpY2UgbnVtYmVyICgxMzY6Myk6IHRoZSBzYW1lIGluIGV2ZXJ5IGRldnB0cyBpbnN0YW5jZS4gKi9cbiAgcmRldjogbnVtYmVyO1xuICAvKiogVGhlIGZpbGVzeXN0ZW0ncyBkZXZpY2U6IHRlbGxzIGRldnB0cyBpbnN0YW5jZXMgYXBhcnQgKGNvbnRhaW5lcnMpLiAqL1xuICBkZXY6IG51bWJlcjtcbn1cblxuLyoqXG4gKiBUZXJtaW5hbCBkZXZpY2UgcGF0aHM6IGEgcHR5J3Mgc2xhdmUsIGEgdmlydHVhbCBjb25zb2xlLCBhIHNlcmlhbCBsaW5lLlxuICogTm90aGluZyBlbHNlIGlzIGV2ZW4gbG9va2VkIGF0OiBhIHBhdGggb24gYSBmaWxlc3lzdGVtIHRoYXQgbmV2ZXJcbiAqIGFuc3dlcnMgKEZVU0UpIHdvdWxkIGhvbGQgdGhlIGRhZW1vbidzIHRocmVhZCBpbiBgc3RhdGAgb3IgYG9wZW5gLlxuICovXG5jb25zdCBUVFlfUEFUSCA9IC9eXFwvZGV2XFwvKHB0c1xcL1xcZCt8dHR5W0EtWmEtejAtOV0qfGNvbnNvbGUpJC87XG5cbi8qKlxuICogT3BlbnMgdGhlIHRlcm1pbmFsIGB3YW50YCBuYW1lcyBhbmQgY2hlY2tzIHRoYXQgaXQgaXMgdGhlIHZlcnkgZGV2aWNlXG4gKiB0aGUgY2xpZW50IGhhcyBvbiBpdHMgc3RkaW4gKGEgcGF0aCBjYW4gbmFtZSBhbm90aGVyIGluIGFub3RoZXIgbW91bnRcbiAqIG5hbWVzcGFjZSkgYW5kIGEgdGVybWluYWwuIFRocm93cyBhIExpYmNFcnJvciBvciBhbiBFcnJvciB0aGF0IHNheXMgd2h5XG4gKiBpdCBjYW5ub3QgYmUgdXNlZC5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIG9wZW5UdHkod2FudDogVHR5RGV2aWNlKTogbnVtYmVyIHtcbiAgY29uc3QgeyBwYXRoIH0gPSB3YW50O1xuICBpZiAoIVRUWV9QQVRILnRlc3QocGF0aCkpIHtcbiAgICB0aHJvdyBuZXcgRXJyb3IoYCR7cGF0aH0gaXMgbm90IGEgdGVybWluYWwncyBwYXRoYCk7XG4gIH1cbiAgLy8gTG9va2VkIGF0IGJlZm9yZSBpdCBpcyBvcGVuZWQ6IG9wZW5pbmcgYSBmaWxlIGhhcyBlZmZlY3RzIG9mIGl0cyBvd25cbiAgLy8gZm9yIHNvbWUgZGV2aWNlcyAoYSB0YXBlIHJld2luZHMpLCBhbmQgYSBGSUZPIHdvdWxkIGJsb2NrIGEgcmVhZGVyLlxuICBjb25zdCBpbmZvID0gRGVuby5zdGF0U3luYyhwYXRoKTtcbiAgaWYgKCFpbmZvLmlzQ2hhckRldmljZSB8fCAhc2FtZURldmljZShpbmZvLCB3YW50KSkge1xuICAgIHRocm93IG5ldyBFcnJvcihgJHtwYXRofSBoZXJlIGlzIG5vdCB0aGUgY2xpZW50J3MgdGVybWluYWxgKTtcbiAgfVxuICBjb25zdCBmZCA9IGNoZWNrKFxuICAgIGBvcGVuKCR7cGF0aH0pYCxcbiAgICBsaWJjKCkub3BlbihjU3RyaW5nKHBhdGgpLCBPX1JEV1IgfCBPX05PQ1RUWSB8IE9fTk9OQkxPQ0sgfCBPX0NMT0VYRUMsIDApLFxuICApO1xuICB0cnkge1xuICAgIC8vIE5vdCBhIHRlcm1pbmFsOiB0Y2dldGF0dHIgZmFpbHMgd2l0aCBFTk9UVFkuXG4gICAgY2hlY2soXCJ0Y2dldGF0dHJcIiwgbGliYygpLnRjZ2V0YXR0cihmZCwgbmV3IFVpbnQ4QXJyYXkoVEVSTUlPU19CWVRFUykpKTtcbiAgICAvLyBBZ2FpbiBvbiB3aGF0IHdhcyBvcGVuZWQ6IHRoZSBwYXRoIG1heSBoYXZlIGNoYW5nZWQgaW4gYmV0d2Vlbi5cbiAgICBpZiAoIXNhbWVEZXZpY2UoRGVuby5zdGF0U3luYyhgL3Byb2Mvc2VsZi9mZC8ke2ZkfWApLCB3YW50KSkge1xuICAgICAgdGhyb3cgbmV3IEVycm9yKGAke3BhdGh9IGhlcmUgaXMgbm90IHRoZSBjbGllbnQncyB0ZXJtaW5hbGApO1xuICAgIH1cbiAgICByZXR1cm4gZmQ7XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIGNsb3NlRmQoZmQpO1xuICAgIHRocm93IGVycjtcbiAgfVxufVxuXG5mdW5jdGlvbiBzYW1lRGV2aWNlKGluZm86IERlbm8uRmlsZUluZm8sIHdhbnQ6IFR0eURldmljZSk6IGJvb2xlYW4ge1xuICByZXR1cm4gaW5mby5yZGV2ID09PSB3YW50LnJkZXYgJiYgaW5mby5kZXYgPT09IHdhbnQuZGV2O1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7O0NBVUMsR0FFRCxTQUNFLEtBQUssRUFDTCxPQUFPLEVBQ1AsSUFBSSxFQUNKLFNBQVMsRUFDVCxRQUFRLEVBQ1IsVUFBVSxFQUNWLE1BQU0sRUFDTixhQUFhLFFBQ1IsYUFBYTtBQUNwQixTQUFTLE9BQU8sUUFBUSxhQUFhO0FBWXJDOzs7O0NBSUMsR0FDRCxNQUFNLFdBQVc7QUFFakI7Ozs7O0NBS0MsR0FDRCxPQUFPLFNBQVMsUUFBUSxJQUFlO0VBQ3JDLE1BQU0sRUFBRSxJQUFJLEVBQUUsR0FBRztFQUNqQixJQUFJLENBQUMsU0FBUyxJQUFJLENBQUMsT0FBTztJQUN4QixNQUFNLElBQUksTUFBTSxHQUFHLEtBQUsseUJBQXlCLENBQUM7RUFDcEQ7RUFDQSx1RUFBdUU7RUFDdkUsc0VBQXNFO0VBQ3RFLE1BQU0sT0FBTyxLQUFLLFFBQVEsQ0FBQztFQUMzQixJQUFJLENBQUMsS0FBSyxZQUFZLElBQUksQ0FBQyxXQUFXLE1BQU0sT0FBTztJQUNqRCxNQUFNLElBQUksTUFBTSxHQUFHLEtBQUssa0NBQWtDLENBQUM7RUFDN0Q7RUFDQSxNQUFNLEtBQUssTUFDVCxDQUFDLEtBQUssRUFBRSxLQUFLLENBQUMsQ0FBQyxFQUNmLE9BQU8sSUFBSSxDQUFDLFFBQVEsT0FBTyxTQUFTLFdBQVcsYUFBYSxXQUFXO0VBRXpFLElBQUk7SUFDRiwrQ0FBK0M7SUFDL0MsTUFBTSxhQUFhLE9BQU8sU0FBUyxDQUFDLElBQUksSUFBSSxXQUFXO0lBQ3ZELGtFQUFrRTtJQUNsRSxJQUFJLENBQUMsV0FBVyxLQUFLLFFBQVEsQ0FBQyxDQUFDLGNBQWMsRUFBRSxJQUFJLEdBQUcsT0FBTztNQUMzRCxNQUFNLElBQUksTUFBTSxHQUFHLEtBQUssa0NBQWtDLENBQUM7SUFDN0Q7SUFDQSxPQUFPO0VBQ1QsRUFBRSxPQUFPLEtBQUs7SUFDWixRQUFRO0lBQ1IsTUFBTTtFQUNSO0FBQ0Y7QUFFQSxTQUFTLFdBQVcsSUFBbUIsRUFBRSxJQUFlO0VBQ3RELE9BQU8sS0FBSyxJQUFJLEtBQUssS0FBSyxJQUFJLElBQUksS0FBSyxHQUFHLEtBQUssS0FBSyxHQUFHO0FBQ3pEIn0=
// denoCacheMetadata=16866642534572642873,574133376257411241