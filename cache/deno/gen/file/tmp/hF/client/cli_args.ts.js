/**
 * Argument parsing for subcommands on top of `parse_args.ts` (parseArgs's
 * rules without loading `node:util`; JSR's `@std/cli` cannot be installed
 * here), turning its errors into one-line `UserError`s that point at
 * `--help`.
 *
 * @module
 */ import { currentSession, UserError } from "./commands/command.ts";
import { checkTarget } from "../protocol/names.ts";
import { ArgsError, parseOptions } from "./parse_args.ts";
import { MAX_TIMEOUT_MS } from "../protocol/limits.ts";
// Where a command's own options end; in `parse_args.ts`, which `new`'s
// launcher check loads alone (`commands/_new_args.ts`).
export { splitAtCommand } from "./parse_args.ts";
/** The longest timeout in whole seconds (`MAX_TIMEOUT_MS` is ms). */ const MAX_SECONDS = Math.floor(MAX_TIMEOUT_MS / 1000);
/**
 * Parses `args` for subcommand `cmd`; throws UserError on a mistake.
 * `helpShort` false leaves `-h` to the command (`split-window -h`).
 */ export function parseCommandArgs(cmd, args, options, helpShort = true) {
  const help = helpShort ? {
    type: "boolean",
    short: "h"
  } : {
    type: "boolean"
  };
  try {
    return parseOptions(args, {
      help,
      ...options
    });
  } catch (err) {
    if (!(err instanceof ArgsError)) throw err;
    throw new UserError(`${err.message} (see berth ${cmd} --help)`);
  }
}
/** Parses an integer option value within [min, max]. */ export function intOption(name, value, min, max) {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^-?\d+$/.test(value.trim()) || n < min || n > max) {
    throw new UserError(`${name} must be a whole number from ${min} to ${max}, not "${value}"`);
  }
  return n;
}
/** `-e KEY=VAL` pairs into a map; a pair without `=` is a mistake. */ export function envOption(pairs) {
  const env = {};
  for (const pair of pairs){
    const eq = pair.indexOf("=");
    if (eq <= 0) throw new UserError(`-e needs KEY=VALUE, not "${pair}"`);
    env[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return env;
}
/** Parses a number of seconds (fractions allowed) into milliseconds. */ export function secondsOption(name, value) {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (value.trim() === "" || !Number.isFinite(n) || n < 0 || Math.round(n * 1000) > MAX_TIMEOUT_MS) {
    throw new UserError(`${name} must be a number of seconds from 0 to ${MAX_SECONDS}, not "${value}"`);
  }
  return Math.round(n * 1000);
}
/** The `-t NAME` option of commands that act on a session (as in tmux). */ export const TARGET_OPTION = {
  target: {
    type: "string",
    short: "t"
  }
};
/** The scripting verbs whose `-t` may name a window or a pane. */ const TARGET_COMMANDS = new Set([
  "send",
  "capture",
  "wait",
  "events",
  "resize"
]);
/**
 * Splits a command's positionals into the session name (from `-t NAME`, or
 * the first positional) and the rest; checks that exactly `restCount` are
 * left (any number with "any"). Throws UserError on a mistake.
 */ export function sessionAndRest(global, cmd, target, positionals, restCount, restName = "") {
  const name = target ?? positionals[0];
  const rest = target === undefined ? positionals.slice(1) : positionals;
  const wantRest = restCount === "any" ? rest.length : restCount;
  if (name === undefined || rest.length !== wantRest) {
    const what = restCount === 0 || restCount === "any" ? "one session name" : `one session name, then ${restName}`;
    throw new UserError(`${cmd} takes ${what} (see berth ${cmd} --help)`);
  }
  // The session verbs (kill-session, has-session, rename-session) take
  // tmux's target forms too and act on its session, which the daemon finds.
  const taken = TARGET_COMMANDS.has(cmd) ? inCurrentSession(name, global) : sessionTarget(inCurrentSession(name, global));
  const why = checkTarget(taken);
  if (why) throw new UserError(why);
  return {
    name: taken,
    rest
  };
}
/**
 * A session verb's target (`kill-session`, `has-session`,
 * `rename-session`, `attach -t`, `switch-client -t`) in the form the
 * daemon resolves: tmux's `SESSION.PANE` (no `:`) is `SESSION:.PANE`, as
 * `protocol/target.ts` reads it; every other form goes as it is
 * (`work:1`, `work:1.0`, `%3`, `=work`, `:1`). The daemon acts on the
 * session the target names, after checking that its window and pane
 * exist, as tmux's do (`kill-session -t work:1` ends work).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { sessionTarget } from "./cli_args.ts";
 * assert.equal(sessionTarget("work.1"), "work:.1");
 * assert.equal(sessionTarget("work:1.1"), "work:1.1");
 * ```
 */ export function sessionTarget(target) {
  if (target.includes(":")) return target;
  const dot = target.indexOf(".");
  return dot < 0 ? target : `${target.slice(0, dot)}:${target.slice(dot)}`;
}
/**
 * `target` with tmux's current session filled in: inside a session
 * (`$BERTH`, when the command talks to its daemon: `currentSession`),
 * `:WINDOW.PANE` means its own; outside one, `:WINDOW` is left for the
 * daemon (the most recently active session). A bare pane id `%N` goes as
 * it is: the daemon numbers panes once for all its sessions.
 */ export function inCurrentSession(target, global) {
  if (!target.startsWith(":")) return target;
  const name = currentSession(global);
  return name ? `${name}${target}` : target;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jbGlfYXJncy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEFyZ3VtZW50IHBhcnNpbmcgZm9yIHN1YmNvbW1hbmRzIG9uIHRvcCBvZiBgcGFyc2VfYXJncy50c2AgKHBhcnNlQXJncydzXG4gKiBydWxlcyB3aXRob3V0IGxvYWRpbmcgYG5vZGU6dXRpbGA7IEpTUidzIGBAc3RkL2NsaWAgY2Fubm90IGJlIGluc3RhbGxlZFxuICogaGVyZSksIHR1cm5pbmcgaXRzIGVycm9ycyBpbnRvIG9uZS1saW5lIGBVc2VyRXJyb3JgcyB0aGF0IHBvaW50IGF0XG4gKiBgLS1oZWxwYC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHtcbiAgY3VycmVudFNlc3Npb24sXG4gIHR5cGUgR2xvYmFsT3B0aW9ucyxcbiAgVXNlckVycm9yLFxufSBmcm9tIFwiLi9jb21tYW5kcy9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBjaGVja1RhcmdldCB9IGZyb20gXCIuLi9wcm90b2NvbC9uYW1lcy50c1wiO1xuaW1wb3J0IHsgQXJnc0Vycm9yLCB0eXBlIE9wdGlvblNwZWNzLCBwYXJzZU9wdGlvbnMgfSBmcm9tIFwiLi9wYXJzZV9hcmdzLnRzXCI7XG5pbXBvcnQgeyBNQVhfVElNRU9VVF9NUyB9IGZyb20gXCIuLi9wcm90b2NvbC9saW1pdHMudHNcIjtcblxuLy8gV2hlcmUgYSBjb21tYW5kJ3Mgb3duIG9wdGlvbnMgZW5kOyBpbiBgcGFyc2VfYXJncy50c2AsIHdoaWNoIGBuZXdgJ3Ncbi8vIGxhdW5jaGVyIGNoZWNrIGxvYWRzIGFsb25lIChgY29tbWFuZHMvX25ld19hcmdzLnRzYCkuXG5leHBvcnQgeyBzcGxpdEF0Q29tbWFuZCB9IGZyb20gXCIuL3BhcnNlX2FyZ3MudHNcIjtcblxuLyoqIFRoZSBsb25nZXN0IHRpbWVvdXQgaW4gd2hvbGUgc2Vjb25kcyAoYE1BWF9USU1FT1VUX01TYCBpcyBtcykuICovXG5jb25zdCBNQVhfU0VDT05EUyA9IE1hdGguZmxvb3IoTUFYX1RJTUVPVVRfTVMgLyAxMDAwKTtcblxuLyoqXG4gKiBQYXJzZXMgYGFyZ3NgIGZvciBzdWJjb21tYW5kIGBjbWRgOyB0aHJvd3MgVXNlckVycm9yIG9uIGEgbWlzdGFrZS5cbiAqIGBoZWxwU2hvcnRgIGZhbHNlIGxlYXZlcyBgLWhgIHRvIHRoZSBjb21tYW5kIChgc3BsaXQtd2luZG93IC1oYCkuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBwYXJzZUNvbW1hbmRBcmdzPE8gZXh0ZW5kcyBPcHRpb25TcGVjcz4oXG4gIGNtZDogc3RyaW5nLFxuICBhcmdzOiBzdHJpbmdbXSxcbiAgb3B0aW9uczogTyxcbiAgaGVscFNob3J0ID0gdHJ1ZSxcbikge1xuICBjb25zdCBoZWxwID0gaGVscFNob3J0XG4gICAgPyB7IHR5cGU6IFwiYm9vbGVhblwiIGFzIGNvbnN0LCBzaG9ydDogXCJoXCIgfVxuICAgIDogeyB0eXBlOiBcImJvb2xlYW5cIiBhcyBjb25zdCB9O1xuICB0cnkge1xuICAgIHJldHVybiBwYXJzZU9wdGlvbnMoYXJncywgeyBoZWxwLCAuLi5vcHRpb25zIH0pO1xuICB9IGNhdGNoIChlcnIpIHtcbiAgICBpZiAoIShlcnIgaW5zdGFuY2VvZiBBcmdzRXJyb3IpKSB0aHJvdyBlcnI7XG4gICAgdGhyb3cgbmV3IFVzZXJFcnJvcihgJHtlcnIubWVzc2FnZX0gKHNlZSBiZXJ0aCAke2NtZH0gLS1oZWxwKWApO1xuICB9XG59XG5cbi8qKiBQYXJzZXMgYW4gaW50ZWdlciBvcHRpb24gdmFsdWUgd2l0aGluIFttaW4sIG1heF0uICovXG5leHBvcnQgZnVuY3Rpb24gaW50T3B0aW9uKFxuICBuYW1lOiBzdHJpbmcsXG4gIHZhbHVlOiBzdHJpbmcgfCB1bmRlZmluZWQsXG4gIG1pbjogbnVtYmVyLFxuICBtYXg6IG51bWJlcixcbik6IG51bWJlciB8IHVuZGVmaW5lZCB7XG4gIGlmICh2YWx1ZSA9PT0gdW5kZWZpbmVkKSByZXR1cm4gdW5kZWZpbmVkO1xuICBjb25zdCBuID0gTnVtYmVyKHZhbHVlKTtcbiAgaWYgKCEvXi0/XFxkKyQvLnRlc3QodmFsdWUudHJpbSgpKSB8fCBuIDwgbWluIHx8IG4gPiBtYXgpIHtcbiAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgYCR7bmFtZX0gbXVzdCBiZSBhIHdob2xlIG51bWJlciBmcm9tICR7bWlufSB0byAke21heH0sIG5vdCBcIiR7dmFsdWV9XCJgLFxuICAgICk7XG4gIH1cbiAgcmV0dXJuIG47XG59XG5cbi8qKiBgLWUgS0VZPVZBTGAgcGFpcnMgaW50byBhIG1hcDsgYSBwYWlyIHdpdGhvdXQgYD1gIGlzIGEgbWlzdGFrZS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBlbnZPcHRpb24ocGFpcnM6IHN0cmluZ1tdKTogUmVjb3JkPHN0cmluZywgc3RyaW5nPiB7XG4gIGNvbnN0IGVudjogUmVjb3JkPHN0cmluZywgc3RyaW5nPiA9IHt9O1xuICBmb3IgKGNvbnN0IHBhaXIgb2YgcGFpcnMpIHtcbiAgICBjb25zdCBlcSA9IHBhaXIuaW5kZXhPZihcIj1cIik7XG4gICAgaWYgKGVxIDw9IDApIHRocm93IG5ldyBVc2VyRXJyb3IoYC1lIG5lZWRzIEtFWT1WQUxVRSwgbm90IFwiJHtwYWlyfVwiYCk7XG4gICAgZW52W3BhaXIuc2xpY2UoMCwgZXEpXSA9IHBhaXIuc2xpY2UoZXEgKyAxKTtcbiAgfVxuICByZXR1cm4gZW52O1xufVxuXG4vKiogUGFyc2VzIGEgbnVtYmVyIG9mIHNlY29uZHMgKGZyYWN0aW9ucyBhbGxvd2VkKSBpbnRvIG1pbGxpc2Vjb25kcy4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzZWNvbmRzT3B0aW9uKFxuICBuYW1lOiBzdHJpbmcsXG4gIHZhbHVlOiBzdHJpbmcgfCB1bmRlZmluZWQsXG4pOiBudW1iZXIgfCB1bmRlZmluZWQge1xuICBpZiAodmFsdWUgPT09IHVuZGVmaW5lZCkgcmV0dXJuIHVuZGVmaW5lZDtcbiAgY29uc3QgbiA9IE51bWJlcih2YWx1ZSk7XG4gIGlmIChcbiAgICB2YWx1ZS50cmltKCkgPT09IFwiXCIgfHwgIU51bWJlci5pc0Zpbml0ZShuKSB8fCBuIDwgMCB8fFxuICAgIE1hdGgucm91bmQobiAqIDEwMDApID4gTUFYX1RJTUVPVVRfTVNcbiAgKSB7XG4gICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgIGAke25hbWV9IG11c3QgYmUgYSBudW1iZXIgb2Ygc2Vjb25kcyBmcm9tIDAgdG8gJHtNQVhfU0VDT05EU30sIG5vdCBcIiR7dmFsdWV9XCJgLFxuICAgICk7XG4gIH1cbiAgcmV0dXJuIE1hdGgucm91bmQobiAqIDEwMDApO1xufVxuXG4vKiogVGhlIGAtdCBOQU1FYCBvcHRpb24gb2YgY29tbWFuZHMgdGhhdCBhY3Qgb24gYSBzZXNzaW9uIChhcyBpbiB0bXV4KS4gKi9cbmV4cG9ydCBjb25zdCBUQVJHRVRfT1BUSU9OID0ge1xuICB0YXJnZXQ6IHsgdHlwZTogXCJzdHJpbmdcIiwgc2hvcnQ6IFwidFwiIH0sXG59IGFzIGNvbnN0O1xuXG4vKiogVGhlIHNjcmlwdGluZyB2ZXJicyB3aG9zZSBgLXRgIG1heSBuYW1lIGEgd2luZG93IG9yIGEgcGFuZS4gKi9cbmNvbnN0IFRBUkdFVF9DT01NQU5EUyA9IG5ldyBTZXQoW1xuICBcInNlbmRcIixcbiAgXCJjYXB0dXJlXCIsXG4gIFwid2FpdFwiLFxuICBcImV2ZW50c1wiLFxuICBcInJlc2l6ZVwiLFxuXSk7XG5cbi8qKlxuICogU3BsaXRzIGEgY29tbWFuZCdzIHBvc2l0aW9uYWxzIGludG8gdGhlIHNlc3Npb24gbmFtZSAoZnJvbSBgLXQgTkFNRWAsIG9yXG4gKiB0aGUgZmlyc3QgcG9zaXRpb25hbCkgYW5kIHRoZSByZXN0OyBjaGVja3MgdGhhdCBleGFjdGx5IGByZXN0Q291bnRgIGFyZVxuICogbGVmdCAoYW55IG51bWJlciB3aXRoIFwiYW55XCIpLiBUaHJvd3MgVXNlckVycm9yIG9uIGEgbWlzdGFrZS5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHNlc3Npb25BbmRSZXN0KFxuICBnbG9iYWw6IEdsb2JhbE9wdGlvbnMsXG4gIGNtZDogc3RyaW5nLFxuICB0YXJnZXQ6IHN0cmluZyB8IHVuZGVmaW5lZCxcbiAgcG9zaXRpb25hbHM6IHN0cmluZ1tdLFxuICByZXN0Q291bnQ6IG51bWJlciB8IFwiYW55XCIsXG4gIHJlc3ROYW1lID0gXCJcIixcbik6IHsgbmFtZTogc3RyaW5nOyByZXN0OiBzdHJpbmdbXSB9IHtcbiAgY29uc3QgbmFtZSA9IHRhcmdldCA/PyBwb3NpdGlvbmFsc1swXTtcbiAgY29uc3QgcmVzdCA9IHRhcmdldCA9PT0gdW5kZWZpbmVkID8gcG9zaXRpb25hbHMuc2xpY2UoMSkgOiBwb3NpdGlvbmFscztcbiAgY29uc3Qgd2FudFJlc3QgPSByZXN0Q291bnQgPT09IFwiYW55XCIgPyByZXN0Lmxlbmd0aCA6IHJlc3RDb3VudDtcbiAgaWYgKG5hbWUgPT09IHVuZGVmaW5lZCB8fCByZXN0Lmxlbmd0aCAhPT0gd2FudFJlc3QpIHtcbiAgICBjb25zdCB3aGF0ID0gcmVzdENvdW50ID09PSAwIHx8IHJlc3RDb3VudCA9PT0gXCJhbnlcIlxuICAgICAgPyBcIm9uZSBzZXNzaW9uIG5hbWVcIlxuICAgICAgOiBgb25lIHNlc3Npb24gbmFtZSwgdGhlbiAke3Jlc3ROYW1lfWA7XG4gICAgdGhyb3cgbmV3IFVzZXJFcnJvcihgJHtjbWR9IHRha2VzICR7d2hhdH0gKHNlZSBiZXJ0aCAke2NtZH0gLS1oZWxwKWApO1xuICB9XG4gIC8vIFRoZSBzZXNzaW9uIHZlcmJzIChraWxsLXNlc3Npb24sIGhhcy1zZXNzaW9uLCByZW5hbWUtc2Vzc2lvbikgdGFrZVxuICAvLyB0bXV4J3MgdGFyZ2V0IGZvcm1zIHRvbyBhbmQgYWN0IG9uIGl0cyBzZXNzaW9uLCB3aGljaCB0aGUgZGFlbW9uIGZpbmRzLlxuICBjb25zdCB0YWtlbiA9IFRBUkdFVF9DT01NQU5EUy5oYXMoY21kKVxuICAgID8gaW5DdXJyZW50U2Vzc2lvbihuYW1lLCBnbG9iYWwpXG4gICAgOiBzZXNzaW9uVGFyZ2V0KGluQ3VycmVudFNlc3Npb24obmFtZSwgZ2xvYmFsKSk7XG4gIGNvbnN0IHdoeSA9IGNoZWNrVGFyZ2V0KHRha2VuKTtcbiAgaWYgKHdoeSkgdGhyb3cgbmV3IFVzZXJFcnJvcih3aHkpO1xuICByZXR1cm4geyBuYW1lOiB0YWtlbiwgcmVzdCB9O1xufVxuXG4vKipcbiAqIEEgc2Vzc2lvbiB2ZXJiJ3MgdGFyZ2V0IChga2lsbC1zZXNzaW9uYCwgYGhhcy1zZXNzaW9uYCxcbiAqIGByZW5hbWUtc2Vzc2lvbmAsIGBhdHRhY2ggLXRgLCBgc3dpdGNoLWNsaWVudCAtdGApIGluIHRoZSBmb3JtIHRoZVxuICogZGFlbW9uIHJlc29sdmVzOiB0bXV4J3MgYFNFU1NJT04uUEFORWAgKG5vIGA6YCkgaXMgYFNFU1NJT046LlBBTkVgLCBhc1xuICogYHByb3RvY29sL3RhcmdldC50c2AgcmVhZHMgaXQ7IGV2ZXJ5IG90aGVyIGZvcm0gZ29lcyBhcyBpdCBpc1xuICogKGB3b3JrOjFgLCBgd29yazoxLjBgLCBgJTNgLCBgPXdvcmtgLCBgOjFgKS4gVGhlIGRhZW1vbiBhY3RzIG9uIHRoZVxuICogc2Vzc2lvbiB0aGUgdGFyZ2V0IG5hbWVzLCBhZnRlciBjaGVja2luZyB0aGF0IGl0cyB3aW5kb3cgYW5kIHBhbmVcbiAqIGV4aXN0LCBhcyB0bXV4J3MgZG8gKGBraWxsLXNlc3Npb24gLXQgd29yazoxYCBlbmRzIHdvcmspLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IGFzc2VydCBmcm9tIFwibm9kZTphc3NlcnQvc3RyaWN0XCI7XG4gKiBpbXBvcnQgeyBzZXNzaW9uVGFyZ2V0IH0gZnJvbSBcIi4vY2xpX2FyZ3MudHNcIjtcbiAqIGFzc2VydC5lcXVhbChzZXNzaW9uVGFyZ2V0KFwid29yay4xXCIpLCBcIndvcms6LjFcIik7XG4gKiBhc3NlcnQuZXF1YWwoc2Vzc2lvblRhcmdldChcIndvcms6MS4xXCIpLCBcIndvcms6MS4xXCIpO1xuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzZXNzaW9uVGFyZ2V0KHRhcmdldDogc3RyaW5nKTogc3RyaW5nIHtcbiAgaWYgKHRhcmdldC5pbmNsdWRlcyhcIjpcIikpIHJldHVybiB0YXJnZXQ7XG4gIGNvbnN0IGRvdCA9IHRhcmdldC5pbmRleE9mKFwiLlwiKTtcbiAgcmV0dXJuIGRvdCA8IDAgPyB0YXJnZXQgOiBgJHt0YXJnZXQuc2xpY2UoMCwgZG90KX06JHt0YXJnZXQuc2xpY2UoZG90KX1gO1xufVxuXG4vKipcbiAqIGB0YXJnZXRgIHdpdGggdG11eCdzIGN1cnJlbnQgc2Vzc2lvbiBmaWxsZWQgaW46IGluc2lkZSBhIHNlc3Npb25cbiAqIChgJEJFUlRIYCwgd2hlbiB0aGUgY29tbWFuZCB0YWxrcyB0byBpdHMgZGFlbW9uOiBgY3VycmVudFNlc3Npb25gKSxcbiAqIGA6V0lORE9XLlBBTkVgIG1lYW5zIGl0cyBvd247IG91dHNpZGUgb25lLCBgOldJTkRPV2AgaXMgbGVmdCBmb3IgdGhlXG4gKiBkYWVtb24gKHRoZSBtb3N0IHJlY2VudGx5IGFjdGl2ZSBzZXNzaW9uKS4gQSBiYXJlIHBhbmUgaWQgYCVOYCBnb2VzIGFzXG4gKiBpdCBpczogdGhlIGRhZW1vbiBudW1iZXJzIHBhbmVzIG9uY2UgZm9yIGFsbCBpdHMgc2Vzc2lvbnMuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBpbkN1cnJlbnRTZXNzaW9uKFxuICB0YXJnZXQ6IHN0cmluZyxcbiAgZ2xvYmFsOiBHbG9iYWxPcHRpb25zLFxuKTogc3RyaW5nIHtcbiAgaWYgKCF0YXJnZXQuc3RhcnRzV2l0aChcIjpcIikpIHJldHVybiB0YXJnZXQ7XG4gIGNvbnN0IG5hbWUgPSBjdXJyZW50U2Vzc2lvbihnbG9iYWwpO1xuICByZXR1cm4gbmFtZSA/IGAke25hbWV9JHt0YXJnZXR9YCA6IHRhcmdldDtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7OztDQU9DLEdBRUQsU0FDRSxjQUFjLEVBRWQsU0FBUyxRQUNKLHdCQUF3QjtBQUMvQixTQUFTLFdBQVcsUUFBUSx1QkFBdUI7QUFDbkQsU0FBUyxTQUFTLEVBQW9CLFlBQVksUUFBUSxrQkFBa0I7QUFDNUUsU0FBUyxjQUFjLFFBQVEsd0JBQXdCO0FBRXZELHVFQUF1RTtBQUN2RSx3REFBd0Q7QUFDeEQsU0FBUyxjQUFjLFFBQVEsa0JBQWtCO0FBRWpELG1FQUFtRSxHQUNuRSxNQUFNLGNBQWMsS0FBSyxLQUFLLENBQUMsaUJBQWlCO0FBRWhEOzs7Q0FHQyxHQUNELE9BQU8sU0FBUyxpQkFDZCxHQUFXLEVBQ1gsSUFBYyxFQUNkLE9BQVUsRUFDVixZQUFZLElBQUk7RUFFaEIsTUFBTSxPQUFPLFlBQ1Q7SUFBRSxNQUFNO0lBQW9CLE9BQU87RUFBSSxJQUN2QztJQUFFLE1BQU07RUFBbUI7RUFDL0IsSUFBSTtJQUNGLE9BQU8sYUFBYSxNQUFNO01BQUU7TUFBTSxHQUFHLE9BQU87SUFBQztFQUMvQyxFQUFFLE9BQU8sS0FBSztJQUNaLElBQUksQ0FBQyxDQUFDLGVBQWUsU0FBUyxHQUFHLE1BQU07SUFDdkMsTUFBTSxJQUFJLFVBQVUsR0FBRyxJQUFJLE9BQU8sQ0FBQyxZQUFZLEVBQUUsSUFBSSxRQUFRLENBQUM7RUFDaEU7QUFDRjtBQUVBLHNEQUFzRCxHQUN0RCxPQUFPLFNBQVMsVUFDZCxJQUFZLEVBQ1osS0FBeUIsRUFDekIsR0FBVyxFQUNYLEdBQVc7RUFFWCxJQUFJLFVBQVUsV0FBVyxPQUFPO0VBQ2hDLE1BQU0sSUFBSSxPQUFPO0VBQ2pCLElBQUksQ0FBQyxVQUFVLElBQUksQ0FBQyxNQUFNLElBQUksT0FBTyxJQUFJLE9BQU8sSUFBSSxLQUFLO0lBQ3ZELE1BQU0sSUFBSSxVQUNSLEdBQUcsS0FBSyw2QkFBNkIsRUFBRSxJQUFJLElBQUksRUFBRSxJQUFJLE9BQU8sRUFBRSxNQUFNLENBQUMsQ0FBQztFQUUxRTtFQUNBLE9BQU87QUFDVDtBQUVBLG9FQUFvRSxHQUNwRSxPQUFPLFNBQVMsVUFBVSxLQUFlO0VBQ3ZDLE1BQU0sTUFBOEIsQ0FBQztFQUNyQyxLQUFLLE1BQU0sUUFBUSxNQUFPO0lBQ3hCLE1BQU0sS0FBSyxLQUFLLE9BQU8sQ0FBQztJQUN4QixJQUFJLE1BQU0sR0FBRyxNQUFNLElBQUksVUFBVSxDQUFDLHlCQUF5QixFQUFFLEtBQUssQ0FBQyxDQUFDO0lBQ3BFLEdBQUcsQ0FBQyxLQUFLLEtBQUssQ0FBQyxHQUFHLElBQUksR0FBRyxLQUFLLEtBQUssQ0FBQyxLQUFLO0VBQzNDO0VBQ0EsT0FBTztBQUNUO0FBRUEsc0VBQXNFLEdBQ3RFLE9BQU8sU0FBUyxjQUNkLElBQVksRUFDWixLQUF5QjtFQUV6QixJQUFJLFVBQVUsV0FBVyxPQUFPO0VBQ2hDLE1BQU0sSUFBSSxPQUFPO0VBQ2pCLElBQ0UsTUFBTSxJQUFJLE9BQU8sTUFBTSxDQUFDLE9BQU8sUUFBUSxDQUFDLE1BQU0sSUFBSSxLQUNsRCxLQUFLLEtBQUssQ0FBQyxJQUFJLFFBQVEsZ0JBQ3ZCO0lBQ0EsTUFBTSxJQUFJLFVBQ1IsR0FBRyxLQUFLLHVDQUF1QyxFQUFFLFlBQVksT0FBTyxFQUFFLE1BQU0sQ0FBQyxDQUFDO0VBRWxGO0VBQ0EsT0FBTyxLQUFLLEtBQUssQ0FBQyxJQUFJO0FBQ3hCO0FBRUEseUVBQXlFLEdBQ3pFLE9BQU8sTUFBTSxnQkFBZ0I7RUFDM0IsUUFBUTtJQUFFLE1BQU07SUFBVSxPQUFPO0VBQUk7QUFDdkMsRUFBVztBQUVYLGdFQUFnRSxHQUNoRSxNQUFNLGtCQUFrQixJQUFJLElBQUk7RUFDOUI7RUFDQTtFQUNBO0VBQ0E7RUFDQTtDQUNEO0FBRUQ7Ozs7Q0FJQyxHQUNELE9BQU8sU0FBUyxlQUNkLE1BQXFCLEVBQ3JCLEdBQVcsRUFDWCxNQUEwQixFQUMxQixXQUFxQixFQUNyQixTQUF5QixFQUN6QixXQUFXLEVBQUU7RUFFYixNQUFNLE9BQU8sVUFBVSxXQUFXLENBQUMsRUFBRTtFQUNyQyxNQUFNLE9BQU8sV0FBVyxZQUFZLFlBQVksS0FBSyxDQUFDLEtBQUs7RUFDM0QsTUFBTSxXQUFXLGNBQWMsUUFBUSxLQUFLLE1BQU0sR0FBRztFQUNyRCxJQUFJLFNBQVMsYUFBYSxLQUFLLE1BQU0sS0FBSyxVQUFVO0lBQ2xELE1BQU0sT0FBTyxjQUFjLEtBQUssY0FBYyxRQUMxQyxxQkFDQSxDQUFDLHVCQUF1QixFQUFFLFVBQVU7SUFDeEMsTUFBTSxJQUFJLFVBQVUsR0FBRyxJQUFJLE9BQU8sRUFBRSxLQUFLLFlBQVksRUFBRSxJQUFJLFFBQVEsQ0FBQztFQUN0RTtFQUNBLHFFQUFxRTtFQUNyRSwwRUFBMEU7RUFDMUUsTUFBTSxRQUFRLGdCQUFnQixHQUFHLENBQUMsT0FDOUIsaUJBQWlCLE1BQU0sVUFDdkIsY0FBYyxpQkFBaUIsTUFBTTtFQUN6QyxNQUFNLE1BQU0sWUFBWTtFQUN4QixJQUFJLEtBQUssTUFBTSxJQUFJLFVBQVU7RUFDN0IsT0FBTztJQUFFLE1BQU07SUFBTztFQUFLO0FBQzdCO0FBRUE7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FnQkMsR0FDRCxPQUFPLFNBQVMsY0FBYyxNQUFjO0VBQzFDLElBQUksT0FBTyxRQUFRLENBQUMsTUFBTSxPQUFPO0VBQ2pDLE1BQU0sTUFBTSxPQUFPLE9BQU8sQ0FBQztFQUMzQixPQUFPLE1BQU0sSUFBSSxTQUFTLEdBQUcsT0FBTyxLQUFLLENBQUMsR0FBRyxLQUFLLENBQUMsRUFBRSxPQUFPLEtBQUssQ0FBQyxNQUFNO0FBQzFFO0FBRUE7Ozs7OztDQU1DLEdBQ0QsT0FBTyxTQUFTLGlCQUNkLE1BQWMsRUFDZCxNQUFxQjtFQUVyQixJQUFJLENBQUMsT0FBTyxVQUFVLENBQUMsTUFBTSxPQUFPO0VBQ3BDLE1BQU0sT0FBTyxlQUFlO0VBQzVCLE9BQU8sT0FBTyxHQUFHLE9BQU8sUUFBUSxHQUFHO0FBQ3JDIn0=
// denoCacheMetadata=16416645560727878842,15673185664539822415