/**
 * What `run-shell` and `if-shell` share: the request that has the daemon
 * run a shell command (tmux's server runs it too: over `-H`, on that
 * host), its target and its directory.
 *
 * @module
 */ import { signalNumber } from "../../protocol/signals.ts";
import { cwdOf, UserError } from "./command.ts";
import { herePane, paneTarget } from "./_pane.ts";
/**
 * The target of a shell command: `-t` (`:WINDOW.PANE` inside a session is
 * its own), else the pane this command runs in, else none (the daemon
 * then expands formats for the most recently active session).
 */ export function jobTarget(global, target) {
  const given = target !== undefined && target !== "";
  if (!given && herePane(global) === undefined) return undefined;
  return paneTarget("run-shell", target, global);
}
/**
 * The `run-shell` request for `command`: in `-c DIR` (relative to this
 * command's directory), else this command's directory; over `-H` DIR
 * must be absolute, and without it the daemon picks (the target
 * session's directory, else its home).
 */ export function jobRequest(global, command, opts) {
  if (global.host && opts.dir !== undefined && !opts.dir.startsWith("/")) {
    throw new UserError(`-c over -H names a directory on ${global.host.label}: give its absolute path there`);
  }
  const cwd = opts.dir === undefined ? global.host ? undefined : cwdOf(global) : opts.dir.startsWith("/") ? opts.dir : `${cwdOf(global)}/${opts.dir}`;
  const name = jobTarget(global, opts.target);
  return {
    op: "run-shell",
    command,
    ...name === undefined ? {} : {
      name
    },
    ...cwd === undefined ? {} : {
      cwd
    },
    ...opts.background ? {
      background: true
    } : {}
  };
}
/** A shell's exit status as an exit code: 128+N when signal N ended it. */ export function exitCode(exit) {
  if (!exit) return 0;
  return exit.signal !== null ? 128 + signalNumber(exit.signal) : exit.code;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9fc2hlbGxfam9iLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogV2hhdCBgcnVuLXNoZWxsYCBhbmQgYGlmLXNoZWxsYCBzaGFyZTogdGhlIHJlcXVlc3QgdGhhdCBoYXMgdGhlIGRhZW1vblxuICogcnVuIGEgc2hlbGwgY29tbWFuZCAodG11eCdzIHNlcnZlciBydW5zIGl0IHRvbzogb3ZlciBgLUhgLCBvbiB0aGF0XG4gKiBob3N0KSwgaXRzIHRhcmdldCBhbmQgaXRzIGRpcmVjdG9yeS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUgeyBFeGl0U3RhdHVzLCBSZXF1ZXN0IH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL21lc3NhZ2VzLnRzXCI7XG5pbXBvcnQgeyBzaWduYWxOdW1iZXIgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvc2lnbmFscy50c1wiO1xuaW1wb3J0IHsgY3dkT2YsIHR5cGUgR2xvYmFsT3B0aW9ucywgVXNlckVycm9yIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgaGVyZVBhbmUsIHBhbmVUYXJnZXQgfSBmcm9tIFwiLi9fcGFuZS50c1wiO1xuXG4vKipcbiAqIFRoZSB0YXJnZXQgb2YgYSBzaGVsbCBjb21tYW5kOiBgLXRgIChgOldJTkRPVy5QQU5FYCBpbnNpZGUgYSBzZXNzaW9uIGlzXG4gKiBpdHMgb3duKSwgZWxzZSB0aGUgcGFuZSB0aGlzIGNvbW1hbmQgcnVucyBpbiwgZWxzZSBub25lICh0aGUgZGFlbW9uXG4gKiB0aGVuIGV4cGFuZHMgZm9ybWF0cyBmb3IgdGhlIG1vc3QgcmVjZW50bHkgYWN0aXZlIHNlc3Npb24pLlxuICovXG5leHBvcnQgZnVuY3Rpb24gam9iVGFyZ2V0KFxuICBnbG9iYWw6IEdsb2JhbE9wdGlvbnMsXG4gIHRhcmdldDogc3RyaW5nIHwgdW5kZWZpbmVkLFxuKTogc3RyaW5nIHwgdW5kZWZpbmVkIHtcbiAgY29uc3QgZ2l2ZW4gPSB0YXJnZXQgIT09IHVuZGVmaW5lZCAmJiB0YXJnZXQgIT09IFwiXCI7XG4gIGlmICghZ2l2ZW4gJiYgaGVyZVBhbmUoZ2xvYmFsKSA9PT0gdW5kZWZpbmVkKSByZXR1cm4gdW5kZWZpbmVkO1xuICByZXR1cm4gcGFuZVRhcmdldChcInJ1bi1zaGVsbFwiLCB0YXJnZXQsIGdsb2JhbCk7XG59XG5cbi8qKlxuICogVGhlIGBydW4tc2hlbGxgIHJlcXVlc3QgZm9yIGBjb21tYW5kYDogaW4gYC1jIERJUmAgKHJlbGF0aXZlIHRvIHRoaXNcbiAqIGNvbW1hbmQncyBkaXJlY3RvcnkpLCBlbHNlIHRoaXMgY29tbWFuZCdzIGRpcmVjdG9yeTsgb3ZlciBgLUhgIERJUlxuICogbXVzdCBiZSBhYnNvbHV0ZSwgYW5kIHdpdGhvdXQgaXQgdGhlIGRhZW1vbiBwaWNrcyAodGhlIHRhcmdldFxuICogc2Vzc2lvbidzIGRpcmVjdG9yeSwgZWxzZSBpdHMgaG9tZSkuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBqb2JSZXF1ZXN0KFxuICBnbG9iYWw6IEdsb2JhbE9wdGlvbnMsXG4gIGNvbW1hbmQ6IHN0cmluZyxcbiAgb3B0czogeyB0YXJnZXQ/OiBzdHJpbmc7IGRpcj86IHN0cmluZzsgYmFja2dyb3VuZD86IGJvb2xlYW4gfSxcbik6IEV4dHJhY3Q8UmVxdWVzdCwgeyBvcDogXCJydW4tc2hlbGxcIiB9PiB7XG4gIGlmIChnbG9iYWwuaG9zdCAmJiBvcHRzLmRpciAhPT0gdW5kZWZpbmVkICYmICFvcHRzLmRpci5zdGFydHNXaXRoKFwiL1wiKSkge1xuICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICBgLWMgb3ZlciAtSCBuYW1lcyBhIGRpcmVjdG9yeSBvbiAke2dsb2JhbC5ob3N0LmxhYmVsfTogZ2l2ZSBpdHMgYWJzb2x1dGUgcGF0aCB0aGVyZWAsXG4gICAgKTtcbiAgfVxuICBjb25zdCBjd2QgPSBvcHRzLmRpciA9PT0gdW5kZWZpbmVkXG4gICAgPyAoZ2xvYmFsLmhvc3QgPyB1bmRlZmluZWQgOiBjd2RPZihnbG9iYWwpKVxuICAgIDogb3B0cy5kaXIuc3RhcnRzV2l0aChcIi9cIilcbiAgICA/IG9wdHMuZGlyXG4gICAgOiBgJHtjd2RPZihnbG9iYWwpfS8ke29wdHMuZGlyfWA7XG4gIGNvbnN0IG5hbWUgPSBqb2JUYXJnZXQoZ2xvYmFsLCBvcHRzLnRhcmdldCk7XG4gIHJldHVybiB7XG4gICAgb3A6IFwicnVuLXNoZWxsXCIsXG4gICAgY29tbWFuZCxcbiAgICAuLi4obmFtZSA9PT0gdW5kZWZpbmVkID8ge30gOiB7IG5hbWUgfSksXG4gICAgLi4uKGN3ZCA9PT0gdW5kZWZpbmVkID8ge30gOiB7IGN3ZCB9KSxcbiAgICAuLi4ob3B0cy5iYWNrZ3JvdW5kID8geyBiYWNrZ3JvdW5kOiB0cnVlIH0gOiB7fSksXG4gIH07XG59XG5cbi8qKiBBIHNoZWxsJ3MgZXhpdCBzdGF0dXMgYXMgYW4gZXhpdCBjb2RlOiAxMjgrTiB3aGVuIHNpZ25hbCBOIGVuZGVkIGl0LiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGV4aXRDb2RlKGV4aXQ6IEV4aXRTdGF0dXMgfCB1bmRlZmluZWQpOiBudW1iZXIge1xuICBpZiAoIWV4aXQpIHJldHVybiAwO1xuICByZXR1cm4gZXhpdC5zaWduYWwgIT09IG51bGwgPyAxMjggKyBzaWduYWxOdW1iZXIoZXhpdC5zaWduYWwpIDogZXhpdC5jb2RlITtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7O0NBTUMsR0FHRCxTQUFTLFlBQVksUUFBUSw0QkFBNEI7QUFDekQsU0FBUyxLQUFLLEVBQXNCLFNBQVMsUUFBUSxlQUFlO0FBQ3BFLFNBQVMsUUFBUSxFQUFFLFVBQVUsUUFBUSxhQUFhO0FBRWxEOzs7O0NBSUMsR0FDRCxPQUFPLFNBQVMsVUFDZCxNQUFxQixFQUNyQixNQUEwQjtFQUUxQixNQUFNLFFBQVEsV0FBVyxhQUFhLFdBQVc7RUFDakQsSUFBSSxDQUFDLFNBQVMsU0FBUyxZQUFZLFdBQVcsT0FBTztFQUNyRCxPQUFPLFdBQVcsYUFBYSxRQUFRO0FBQ3pDO0FBRUE7Ozs7O0NBS0MsR0FDRCxPQUFPLFNBQVMsV0FDZCxNQUFxQixFQUNyQixPQUFlLEVBQ2YsSUFBNkQ7RUFFN0QsSUFBSSxPQUFPLElBQUksSUFBSSxLQUFLLEdBQUcsS0FBSyxhQUFhLENBQUMsS0FBSyxHQUFHLENBQUMsVUFBVSxDQUFDLE1BQU07SUFDdEUsTUFBTSxJQUFJLFVBQ1IsQ0FBQyxnQ0FBZ0MsRUFBRSxPQUFPLElBQUksQ0FBQyxLQUFLLENBQUMsOEJBQThCLENBQUM7RUFFeEY7RUFDQSxNQUFNLE1BQU0sS0FBSyxHQUFHLEtBQUssWUFDcEIsT0FBTyxJQUFJLEdBQUcsWUFBWSxNQUFNLFVBQ2pDLEtBQUssR0FBRyxDQUFDLFVBQVUsQ0FBQyxPQUNwQixLQUFLLEdBQUcsR0FDUixHQUFHLE1BQU0sUUFBUSxDQUFDLEVBQUUsS0FBSyxHQUFHLEVBQUU7RUFDbEMsTUFBTSxPQUFPLFVBQVUsUUFBUSxLQUFLLE1BQU07RUFDMUMsT0FBTztJQUNMLElBQUk7SUFDSjtJQUNBLEdBQUksU0FBUyxZQUFZLENBQUMsSUFBSTtNQUFFO0lBQUssQ0FBQztJQUN0QyxHQUFJLFFBQVEsWUFBWSxDQUFDLElBQUk7TUFBRTtJQUFJLENBQUM7SUFDcEMsR0FBSSxLQUFLLFVBQVUsR0FBRztNQUFFLFlBQVk7SUFBSyxJQUFJLENBQUMsQ0FBQztFQUNqRDtBQUNGO0FBRUEseUVBQXlFLEdBQ3pFLE9BQU8sU0FBUyxTQUFTLElBQTRCO0VBQ25ELElBQUksQ0FBQyxNQUFNLE9BQU87RUFDbEIsT0FBTyxLQUFLLE1BQU0sS0FBSyxPQUFPLE1BQU0sYUFBYSxLQUFLLE1BQU0sSUFBSSxLQUFLLElBQUk7QUFDM0UifQ==
// denoCacheMetadata=15191284775441324316,5759953073685479043