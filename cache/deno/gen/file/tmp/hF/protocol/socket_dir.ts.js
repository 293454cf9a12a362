/**
 * The directory rule that keeps other users away from a daemon: its socket
 * lives in a directory owned by the user and closed to group and world
 * (0700), as tmux does with `/tmp/tmux-UID/`. `Deno.listen` creates the
 * socket with the process umask, so the directory is the real guard.
 *
 * Both sides apply it: the daemon before it listens (`ensureSocketDir`),
 * every client before it connects (`checkSocketDir`), so that neither
 * talks through a directory someone else controls. No FFI here: the client
 * imports it too.
 *
 * @module
 */ import { socketDir } from "./socket_path.ts";
/** The socket directory is unsafe or unusable; the message says what to fix. */ export class SocketDirError extends Error {
  constructor(message){
    super(message);
    this.name = "SocketDirError";
  }
}
/**
 * For a client: checks the directory of `socketPath` before connecting.
 * Berth's own directory (the default one, also used by `-L`) must be a
 * real directory, not a symlink, owned by this user and closed to group and
 * world; any other directory (`--socket`, the user's choice, as tmux's
 * `-S`) must be a directory. A missing directory passes: no daemon runs
 * there, and connecting says so. Throws `SocketDirError`.
 */ export function checkSocketDir(socketPath, env = Deno.env.toObject()) {
  const dir = dirname(socketPath);
  const own = dir === socketDir(env);
  let info;
  try {
    info = own ? Deno.lstatSync(dir) : Deno.statSync(dir);
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return;
    throw new SocketDirError(`Cannot read socket directory ${dir}: ${err.message}`);
  }
  checkInfo(dir, info, own);
}
/**
 * For the daemon: makes sure the directory holding `socketPath` exists
 * (created 0700 when missing) and passes `checkSocketDir`'s rule. Returns
 * the directory; throws `SocketDirError`.
 */ export function ensureSocketDir(socketPath, env = Deno.env.toObject()) {
  const dir = dirname(socketPath);
  try {
    Deno.mkdirSync(dir, {
      recursive: true,
      mode: 0o700
    });
  } catch (err) {
    if (!(err instanceof Deno.errors.AlreadyExists)) {
      throw new SocketDirError(`Cannot create socket directory ${dir}: ${err.message}`);
    }
  }
  checkSocketDir(socketPath, env);
  return dir;
}
/** Throws `SocketDirError` when `info` (of `dir`) breaks the rule. */ function checkInfo(dir, info, own) {
  if (info.isSymlink) {
    throw new SocketDirError(`Socket directory ${dir} is a symlink; remove it so that berth can make its own`);
  }
  if (!info.isDirectory) {
    throw new SocketDirError(`${dir} is not a directory; remove it or pick another socket`);
  }
  if (!own) return;
  if (info.uid !== Deno.uid()) {
    throw new SocketDirError(`Socket directory ${dir} is owned by uid ${info.uid}, not you; remove it or pick another socket`);
  }
  const mode = (info.mode ?? 0) & 0o777;
  if ((mode & 0o077) !== 0) {
    throw new SocketDirError(`Socket directory ${dir} is open to others (mode ${mode.toString(8)}); run chmod 700 ${dir}`);
  }
}
/**
 * The directory part of `path` (what `node:path`'s `dirname` gives for the
 * absolute and relative paths a socket has); written here because loading
 * `node:path` costs every command about 7 ms of CPU (bench/README.md).
 */ export function dirname(path) {
  const trimmed = path.replace(/\/+$/, "");
  if (trimmed === "") return path.startsWith("/") ? "/" : ".";
  const slash = trimmed.lastIndexOf("/");
  if (slash < 0) return ".";
  if (slash === 0) return "/";
  return trimmed.slice(0, slash).replace(/\/+$/, "") || "/";
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL3NvY2tldF9kaXIudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgZGlyZWN0b3J5IHJ1bGUgdGhhdCBrZWVwcyBvdGhlciB1c2VycyBhd2F5IGZyb20gYSBkYWVtb246IGl0cyBzb2NrZXRcbiAqIGxpdmVzIGluIGEgZGlyZWN0b3J5IG93bmVkIGJ5IHRoZSB1c2VyIGFuZCBjbG9zZWQgdG8gZ3JvdXAgYW5kIHdvcmxkXG4gKiAoMDcwMCksIGFzIHRtdXggZG9lcyB3aXRoIGAvdG1wL3RtdXgtVUlEL2AuIGBEZW5vLmxpc3RlbmAgY3JlYXRlcyB0aGVcbiAqIHNvY2tldCB3aXRoIHRoZSBwcm9jZXNzIHVtYXNrLCBzbyB0aGUgZGlyZWN0b3J5IGlzIHRoZSByZWFsIGd1YXJkLlxuICpcbiAqIEJvdGggc2lkZXMgYXBwbHkgaXQ6IHRoZSBkYWVtb24gYmVmb3JlIGl0IGxpc3RlbnMgKGBlbnN1cmVTb2NrZXREaXJgKSxcbiAqIGV2ZXJ5IGNsaWVudCBiZWZvcmUgaXQgY29ubmVjdHMgKGBjaGVja1NvY2tldERpcmApLCBzbyB0aGF0IG5laXRoZXJcbiAqIHRhbGtzIHRocm91Z2ggYSBkaXJlY3Rvcnkgc29tZW9uZSBlbHNlIGNvbnRyb2xzLiBObyBGRkkgaGVyZTogdGhlIGNsaWVudFxuICogaW1wb3J0cyBpdCB0b28uXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IHNvY2tldERpciB9IGZyb20gXCIuL3NvY2tldF9wYXRoLnRzXCI7XG5cbi8qKiBUaGUgc29ja2V0IGRpcmVjdG9yeSBpcyB1bnNhZmUgb3IgdW51c2FibGU7IHRoZSBtZXNzYWdlIHNheXMgd2hhdCB0byBmaXguICovXG5leHBvcnQgY2xhc3MgU29ja2V0RGlyRXJyb3IgZXh0ZW5kcyBFcnJvciB7XG4gIGNvbnN0cnVjdG9yKG1lc3NhZ2U6IHN0cmluZykge1xuICAgIHN1cGVyKG1lc3NhZ2UpO1xuICAgIHRoaXMubmFtZSA9IFwiU29ja2V0RGlyRXJyb3JcIjtcbiAgfVxufVxuXG4vKipcbiAqIEZvciBhIGNsaWVudDogY2hlY2tzIHRoZSBkaXJlY3Rvcnkgb2YgYHNvY2tldFBhdGhgIGJlZm9yZSBjb25uZWN0aW5nLlxuICogQmVydGgncyBvd24gZGlyZWN0b3J5ICh0aGUgZGVmYXVsdCBvbmUsIGFsc28gdXNlZCBieSBgLUxgKSBtdXN0IGJlIGFcbiAqIHJlYWwgZGlyZWN0b3J5LCBub3QgYSBzeW1saW5rLCBvd25lZCBieSB0aGlzIHVzZXIgYW5kIGNsb3NlZCB0byBncm91cCBhbmRcbiAqIHdvcmxkOyBhbnkgb3RoZXIgZGlyZWN0b3J5IChgLS1zb2NrZXRgLCB0aGUgdXNlcidzIGNob2ljZSwgYXMgdG11eCdzXG4gKiBgLVNgKSBtdXN0IGJlIGEgZGlyZWN0b3J5LiBBIG1pc3NpbmcgZGlyZWN0b3J5IHBhc3Nlczogbm8gZGFlbW9uIHJ1bnNcbiAqIHRoZXJlLCBhbmQgY29ubmVjdGluZyBzYXlzIHNvLiBUaHJvd3MgYFNvY2tldERpckVycm9yYC5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGNoZWNrU29ja2V0RGlyKFxuICBzb2NrZXRQYXRoOiBzdHJpbmcsXG4gIGVudjogUmVjb3JkPHN0cmluZywgc3RyaW5nPiA9IERlbm8uZW52LnRvT2JqZWN0KCksXG4pOiB2b2lkIHtcbiAgY29uc3QgZGlyID0gZGlybmFtZShzb2NrZXRQYXRoKTtcbiAgY29uc3Qgb3duID0gZGlyID09PSBzb2NrZXREaXIoZW52KTtcbiAgbGV0IGluZm86IERlbm8uRmlsZUluZm87XG4gIHRyeSB7XG4gICAgaW5mbyA9IG93biA/IERlbm8ubHN0YXRTeW5jKGRpcikgOiBEZW5vLnN0YXRTeW5jKGRpcik7XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIGlmIChlcnIgaW5zdGFuY2VvZiBEZW5vLmVycm9ycy5Ob3RGb3VuZCkgcmV0dXJuO1xuICAgIHRocm93IG5ldyBTb2NrZXREaXJFcnJvcihcbiAgICAgIGBDYW5ub3QgcmVhZCBzb2NrZXQgZGlyZWN0b3J5ICR7ZGlyfTogJHsoZXJyIGFzIEVycm9yKS5tZXNzYWdlfWAsXG4gICAgKTtcbiAgfVxuICBjaGVja0luZm8oZGlyLCBpbmZvLCBvd24pO1xufVxuXG4vKipcbiAqIEZvciB0aGUgZGFlbW9uOiBtYWtlcyBzdXJlIHRoZSBkaXJlY3RvcnkgaG9sZGluZyBgc29ja2V0UGF0aGAgZXhpc3RzXG4gKiAoY3JlYXRlZCAwNzAwIHdoZW4gbWlzc2luZykgYW5kIHBhc3NlcyBgY2hlY2tTb2NrZXREaXJgJ3MgcnVsZS4gUmV0dXJuc1xuICogdGhlIGRpcmVjdG9yeTsgdGhyb3dzIGBTb2NrZXREaXJFcnJvcmAuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBlbnN1cmVTb2NrZXREaXIoXG4gIHNvY2tldFBhdGg6IHN0cmluZyxcbiAgZW52OiBSZWNvcmQ8c3RyaW5nLCBzdHJpbmc+ID0gRGVuby5lbnYudG9PYmplY3QoKSxcbik6IHN0cmluZyB7XG4gIGNvbnN0IGRpciA9IGRpcm5hbWUoc29ja2V0UGF0aCk7XG4gIHRyeSB7XG4gICAgRGVuby5ta2RpclN5bmMoZGlyLCB7IHJlY3Vyc2l2ZTogdHJ1ZSwgbW9kZTogMG83MDAgfSk7XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIGlmICghKGVyciBpbnN0YW5jZW9mIERlbm8uZXJyb3JzLkFscmVhZHlFeGlzdHMpKSB7XG4gICAgICB0aHJvdyBuZXcgU29ja2V0RGlyRXJyb3IoXG4gICAgICAgIGBDYW5ub3QgY3JlYXRlIHNvY2tldCBkaXJlY3RvcnkgJHtkaXJ9OiAkeyhlcnIgYXMgRXJyb3IpLm1lc3NhZ2V9YCxcbiAgICAgICk7XG4gICAgfVxuICB9XG4gIGNoZWNrU29ja2V0RGlyKHNvY2tldFBhdGgsIGVudik7XG4gIHJldHVybiBkaXI7XG59XG5cbi8qKiBUaHJvd3MgYFNvY2tldERpckVycm9yYCB3aGVuIGBpbmZvYCAob2YgYGRpcmApIGJyZWFrcyB0aGUgcnVsZS4gKi9cbmZ1bmN0aW9uIGNoZWNrSW5mbyhkaXI6IHN0cmluZywgaW5mbzogRGVuby5GaWxlSW5mbywgb3duOiBib29sZWFuKTogdm9pZCB7XG4gIGlmIChpbmZvLmlzU3ltbGluaykge1xuICAgIHRocm93IG5ldyBTb2NrZXREaXJFcnJvcihcbiAgICAgIGBTb2NrZXQgZGlyZWN0b3J5ICR7ZGlyfSBpcyBhIHN5bWxpbms7IHJlbW92ZSBpdCBzbyB0aGF0IGJlcnRoIGNhbiBtYWtlIGl0cyBvd25gLFxuICAgICk7XG4gIH1cbiAgaWYgKCFpbmZvLmlzRGlyZWN0b3J5KSB7XG4gICAgdGhyb3cgbmV3IFNvY2tldERpckVycm9yKFxuICAgICAgYCR7ZGlyfSBpcyBub3QgYSBkaXJlY3Rvcnk7IHJlbW92ZSBpdCBvciBwaWNrIGFub3RoZXIgc29ja2V0YCxcbiAgICApO1xuICB9XG4gIGlmICghb3duKSByZXR1cm47XG4gIGlmIChpbmZvLnVpZCAhPT0gRGVuby51aWQoKSkge1xuICAgIHRocm93IG5ldyBTb2NrZXREaXJFcnJvcihcbiAgICAgIGBTb2NrZXQgZGlyZWN0b3J5ICR7ZGlyfSBpcyBvd25lZCBieSB1aWQgJHtpbmZvLnVpZH0sIG5vdCB5b3U7IHJlbW92ZSBpdCBvciBwaWNrIGFub3RoZXIgc29ja2V0YCxcbiAgICApO1xuICB9XG4gIGNvbnN0IG1vZGUgPSAoaW5mby5tb2RlID8/IDApICYgMG83Nzc7XG4gIGlmICgobW9kZSAmIDBvMDc3KSAhPT0gMCkge1xuICAgIHRocm93IG5ldyBTb2NrZXREaXJFcnJvcihcbiAgICAgIGBTb2NrZXQgZGlyZWN0b3J5ICR7ZGlyfSBpcyBvcGVuIHRvIG90aGVycyAobW9kZSAke1xuICAgICAgICBtb2RlLnRvU3RyaW5nKDgpXG4gICAgICB9KTsgcnVuIGNobW9kIDcwMCAke2Rpcn1gLFxuICAgICk7XG4gIH1cbn1cblxuLyoqXG4gKiBUaGUgZGlyZWN0b3J5IHBhcnQgb2YgYHBhdGhgICh3aGF0IGBub2RlOnBhdGhgJ3MgYGRpcm5hbWVgIGdpdmVzIGZvciB0aGVcbiAqIGFic29sdXRlIGFuZCByZWxhdGl2ZSBwYXRocyBhIHNvY2tldCBoYXMpOyB3cml0dGVuIGhlcmUgYmVjYXVzZSBsb2FkaW5nXG4gKiBgbm9kZTpwYXRoYCBjb3N0cyBldmVyeSBjb21tYW5kIGFib3V0IDcgbXMgb2YgQ1BVIChiZW5jaC9SRUFETUUubWQpLlxuICovXG5leHBvcnQgZnVuY3Rpb24gZGlybmFtZShwYXRoOiBzdHJpbmcpOiBzdHJpbmcge1xuICBjb25zdCB0cmltbWVkID0gcGF0aC5yZXBsYWNlKC9cXC8rJC8sIFwiXCIpO1xuICBpZiAodHJpbW1lZCA9PT0gXCJcIikgcmV0dXJuIHBhdGguc3RhcnRzV2l0aChcIi9cIikgPyBcIi9cIiA6IFwiLlwiO1xuICBjb25zdCBzbGFzaCA9IHRyaW1tZWQubGFzdEluZGV4T2YoXCIvXCIpO1xuICBpZiAoc2xhc2ggPCAwKSByZXR1cm4gXCIuXCI7XG4gIGlmIChzbGFzaCA9PT0gMCkgcmV0dXJuIFwiL1wiO1xuICByZXR1cm4gdHJpbW1lZC5zbGljZSgwLCBzbGFzaCkucmVwbGFjZSgvXFwvKyQvLCBcIlwiKSB8fCBcIi9cIjtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7O0NBWUMsR0FFRCxTQUFTLFNBQVMsUUFBUSxtQkFBbUI7QUFFN0MsOEVBQThFLEdBQzlFLE9BQU8sTUFBTSx1QkFBdUI7RUFDbEMsWUFBWSxPQUFlLENBQUU7SUFDM0IsS0FBSyxDQUFDO0lBQ04sSUFBSSxDQUFDLElBQUksR0FBRztFQUNkO0FBQ0Y7QUFFQTs7Ozs7OztDQU9DLEdBQ0QsT0FBTyxTQUFTLGVBQ2QsVUFBa0IsRUFDbEIsTUFBOEIsS0FBSyxHQUFHLENBQUMsUUFBUSxFQUFFO0VBRWpELE1BQU0sTUFBTSxRQUFRO0VBQ3BCLE1BQU0sTUFBTSxRQUFRLFVBQVU7RUFDOUIsSUFBSTtFQUNKLElBQUk7SUFDRixPQUFPLE1BQU0sS0FBSyxTQUFTLENBQUMsT0FBTyxLQUFLLFFBQVEsQ0FBQztFQUNuRCxFQUFFLE9BQU8sS0FBSztJQUNaLElBQUksZUFBZSxLQUFLLE1BQU0sQ0FBQyxRQUFRLEVBQUU7SUFDekMsTUFBTSxJQUFJLGVBQ1IsQ0FBQyw2QkFBNkIsRUFBRSxJQUFJLEVBQUUsRUFBRSxBQUFDLElBQWMsT0FBTyxFQUFFO0VBRXBFO0VBQ0EsVUFBVSxLQUFLLE1BQU07QUFDdkI7QUFFQTs7OztDQUlDLEdBQ0QsT0FBTyxTQUFTLGdCQUNkLFVBQWtCLEVBQ2xCLE1BQThCLEtBQUssR0FBRyxDQUFDLFFBQVEsRUFBRTtFQUVqRCxNQUFNLE1BQU0sUUFBUTtFQUNwQixJQUFJO0lBQ0YsS0FBSyxTQUFTLENBQUMsS0FBSztNQUFFLFdBQVc7TUFBTSxNQUFNO0lBQU07RUFDckQsRUFBRSxPQUFPLEtBQUs7SUFDWixJQUFJLENBQUMsQ0FBQyxlQUFlLEtBQUssTUFBTSxDQUFDLGFBQWEsR0FBRztNQUMvQyxNQUFNLElBQUksZUFDUixDQUFDLCtCQUErQixFQUFFLElBQUksRUFBRSxFQUFFLEFBQUMsSUFBYyxPQUFPLEVBQUU7SUFFdEU7RUFDRjtFQUNBLGVBQWUsWUFBWTtFQUMzQixPQUFPO0FBQ1Q7QUFFQSxvRUFBb0UsR0FDcEUsU0FBUyxVQUFVLEdBQVcsRUFBRSxJQUFtQixFQUFFLEdBQVk7RUFDL0QsSUFBSSxLQUFLLFNBQVMsRUFBRTtJQUNsQixNQUFNLElBQUksZUFDUixDQUFDLGlCQUFpQixFQUFFLElBQUksdURBQXVELENBQUM7RUFFcEY7RUFDQSxJQUFJLENBQUMsS0FBSyxXQUFXLEVBQUU7SUFDckIsTUFBTSxJQUFJLGVBQ1IsR0FBRyxJQUFJLHFEQUFxRCxDQUFDO0VBRWpFO0VBQ0EsSUFBSSxDQUFDLEtBQUs7RUFDVixJQUFJLEtBQUssR0FBRyxLQUFLLEtBQUssR0FBRyxJQUFJO0lBQzNCLE1BQU0sSUFBSSxlQUNSLENBQUMsaUJBQWlCLEVBQUUsSUFBSSxpQkFBaUIsRUFBRSxLQUFLLEdBQUcsQ0FBQywyQ0FBMkMsQ0FBQztFQUVwRztFQUNBLE1BQU0sT0FBTyxDQUFDLEtBQUssSUFBSSxJQUFJLENBQUMsSUFBSTtFQUNoQyxJQUFJLENBQUMsT0FBTyxLQUFLLE1BQU0sR0FBRztJQUN4QixNQUFNLElBQUksZUFDUixDQUFDLGlCQUFpQixFQUFFLElBQUkseUJBQXlCLEVBQy9DLEtBQUssUUFBUSxDQUFDLEdBQ2YsaUJBQWlCLEVBQUUsS0FBSztFQUU3QjtBQUNGO0FBRUE7Ozs7Q0FJQyxHQUNELE9BQU8sU0FBUyxRQUFRLElBQVk7RUFDbEMsTUFBTSxVQUFVLEtBQUssT0FBTyxDQUFDLFFBQVE7RUFDckMsSUFBSSxZQUFZLElBQUksT0FBTyxLQUFLLFVBQVUsQ0FBQyxPQUFPLE1BQU07RUFDeEQsTUFBTSxRQUFRLFFBQVEsV0FBVyxDQUFDO0VBQ2xDLElBQUksUUFBUSxHQUFHLE9BQU87RUFDdEIsSUFBSSxVQUFVLEdBQUcsT0FBTztFQUN4QixPQUFPLFFBQVEsS0FBSyxDQUFDLEdBQUcsT0FBTyxPQUFPLENBQUMsUUFBUSxPQUFPO0FBQ3hEIn0=
// denoCacheMetadata=2226221463971324459,8084823339132315950