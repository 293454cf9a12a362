/**
 * `berth show-environment [-g] [-s] [-t SESSION] [NAME]` (tmux's
 * `show-environment`, `showenv`): the global environment or a session's,
 * as `set-environment` keeps them.
 *
 * @module
 */ import { inCurrentSession, parseCommandArgs } from "../cli_args.ts";
import { checkEnvName } from "../../protocol/names.ts";
import { printLine } from "../stdout.ts";
import { currentSession, UserError } from "./command.ts";
import { paneRequest } from "./_pane.ts";
export const command = {
  name: "show-environment",
  summary: "List the variables new panes start with",
  target: true,
  usage: `Usage: berth show-environment [-g] [-s] [-t SESSION] [NAME]

As tmux's show-environment (showenv): the session's environment (inside a
session without -t: its own; outside: the most recently active), or with
-g the global one, one NAME=VALUE a line, sorted, a variable marked to be
removed (set-environment -r) as -NAME; with NAME, only that one.

Options:
  -g          the global environment
  -s          as shell commands: NAME="VALUE"; export NAME; (unset NAME;)
  -t SESSION  the session
  --json      [[NAME, VALUE or null], ...]

Exit codes: 0 listed; 1 no such variable or session, no daemon, or bad
arguments.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("show-environment", args, {
      global: {
        type: "boolean",
        short: "g"
      },
      shell: {
        type: "boolean",
        short: "s"
      },
      target: {
        type: "string",
        short: "t"
      },
      json: {
        type: "boolean"
      }
    });
    if (positionals.length > 1) {
      throw new UserError("show-environment takes at most one NAME");
    }
    const variable = positionals[0];
    const why = variable === undefined ? null : checkEnvName(variable);
    if (why) throw new UserError(why);
    if (values.json && values.shell) {
      throw new UserError("--json and -s do not go together");
    }
    const { vars } = await paneRequest(global, {
      op: "show-environment",
      ...envTarget(global, values),
      ...variable === undefined ? {} : {
        variable
      }
    });
    if (values.json) printLine(JSON.stringify(vars, null, 2));
    else for (const e of vars)printLine(values.shell ? asShell(e) : plain(e));
    return 0;
  }
};
/**
 * Where an environment command acts: `-g` the global environment; else
 * `-t`'s session, else the one this runs in, else the current one (`:`,
 * the most recently active, as tmux's).
 */ export function envTarget(global, values) {
  // -t goes with -g (a key binding's commands get the attached session's),
  // and means nothing there, as in tmux.
  if (values.global) return {
    global: true
  };
  if (values.target) {
    return {
      name: inCurrentSession(values.target, global)
    };
  }
  const name = currentSession(global);
  return {
    name: name || ":"
  };
}
function plain([name, value]) {
  return value === null ? `-${name}` : `${name}=${value}`;
}
// tmux's -s: a line a shell can eval.
function asShell([name, value]) {
  if (value === null) return `unset ${name};`;
  return `${name}="${value.replace(/[$`"\\]/g, "\\$&")}"; export ${name};`;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9zaG93X2Vudmlyb25tZW50LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogYGJlcnRoIHNob3ctZW52aXJvbm1lbnQgWy1nXSBbLXNdIFstdCBTRVNTSU9OXSBbTkFNRV1gICh0bXV4J3NcbiAqIGBzaG93LWVudmlyb25tZW50YCwgYHNob3dlbnZgKTogdGhlIGdsb2JhbCBlbnZpcm9ubWVudCBvciBhIHNlc3Npb24ncyxcbiAqIGFzIGBzZXQtZW52aXJvbm1lbnRgIGtlZXBzIHRoZW0uXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IGluQ3VycmVudFNlc3Npb24sIHBhcnNlQ29tbWFuZEFyZ3MgfSBmcm9tIFwiLi4vY2xpX2FyZ3MudHNcIjtcbmltcG9ydCB7IGNoZWNrRW52TmFtZSB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9uYW1lcy50c1wiO1xuaW1wb3J0IHR5cGUgeyBFbnZFbnRyeSB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHsgcHJpbnRMaW5lIH0gZnJvbSBcIi4uL3N0ZG91dC50c1wiO1xuaW1wb3J0IHtcbiAgdHlwZSBDb21tYW5kLFxuICBjdXJyZW50U2Vzc2lvbixcbiAgdHlwZSBHbG9iYWxPcHRpb25zLFxuICBVc2VyRXJyb3IsXG59IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbmltcG9ydCB7IHBhbmVSZXF1ZXN0IH0gZnJvbSBcIi4vX3BhbmUudHNcIjtcblxuZXhwb3J0IGNvbnN0IGNvbW1hbmQ6IENvbW1hbmQgPSB7XG4gIG5hbWU6IFwic2hvdy1lbnZpcm9ubWVudFwiLFxuICBzdW1tYXJ5OiBcIkxpc3QgdGhlIHZhcmlhYmxlcyBuZXcgcGFuZXMgc3RhcnQgd2l0aFwiLFxuICB0YXJnZXQ6IHRydWUsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIHNob3ctZW52aXJvbm1lbnQgWy1nXSBbLXNdIFstdCBTRVNTSU9OXSBbTkFNRV1cblxuQXMgdG11eCdzIHNob3ctZW52aXJvbm1lbnQgKHNob3dlbnYpOiB0aGUgc2Vzc2lvbidzIGVudmlyb25tZW50IChpbnNpZGUgYVxuc2Vzc2lvbiB3aXRob3V0IC10OiBpdHMgb3duOyBvdXRzaWRlOiB0aGUgbW9zdCByZWNlbnRseSBhY3RpdmUpLCBvciB3aXRoXG4tZyB0aGUgZ2xvYmFsIG9uZSwgb25lIE5BTUU9VkFMVUUgYSBsaW5lLCBzb3J0ZWQsIGEgdmFyaWFibGUgbWFya2VkIHRvIGJlXG5yZW1vdmVkIChzZXQtZW52aXJvbm1lbnQgLXIpIGFzIC1OQU1FOyB3aXRoIE5BTUUsIG9ubHkgdGhhdCBvbmUuXG5cbk9wdGlvbnM6XG4gIC1nICAgICAgICAgIHRoZSBnbG9iYWwgZW52aXJvbm1lbnRcbiAgLXMgICAgICAgICAgYXMgc2hlbGwgY29tbWFuZHM6IE5BTUU9XCJWQUxVRVwiOyBleHBvcnQgTkFNRTsgKHVuc2V0IE5BTUU7KVxuICAtdCBTRVNTSU9OICB0aGUgc2Vzc2lvblxuICAtLWpzb24gICAgICBbW05BTUUsIFZBTFVFIG9yIG51bGxdLCAuLi5dXG5cbkV4aXQgY29kZXM6IDAgbGlzdGVkOyAxIG5vIHN1Y2ggdmFyaWFibGUgb3Igc2Vzc2lvbiwgbm8gZGFlbW9uLCBvciBiYWRcbmFyZ3VtZW50cy5gLFxuICBhc3luYyBydW4oYXJncywgZ2xvYmFsKSB7XG4gICAgY29uc3QgeyB2YWx1ZXMsIHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFxuICAgICAgXCJzaG93LWVudmlyb25tZW50XCIsXG4gICAgICBhcmdzLFxuICAgICAge1xuICAgICAgICBnbG9iYWw6IHsgdHlwZTogXCJib29sZWFuXCIsIHNob3J0OiBcImdcIiB9LFxuICAgICAgICBzaGVsbDogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwic1wiIH0sXG4gICAgICAgIHRhcmdldDogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJ0XCIgfSxcbiAgICAgICAganNvbjogeyB0eXBlOiBcImJvb2xlYW5cIiB9LFxuICAgICAgfSxcbiAgICApO1xuICAgIGlmIChwb3NpdGlvbmFscy5sZW5ndGggPiAxKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFwic2hvdy1lbnZpcm9ubWVudCB0YWtlcyBhdCBtb3N0IG9uZSBOQU1FXCIpO1xuICAgIH1cbiAgICBjb25zdCB2YXJpYWJsZSA9IHBvc2l0aW9uYWxzWzBdO1xuICAgIGNvbnN0IHdoeSA9IHZhcmlhYmxlID09PSB1bmRlZmluZWQgPyBudWxsIDogY2hlY2tFbnZOYW1lKHZhcmlhYmxlKTtcbiAgICBpZiAod2h5KSB0aHJvdyBuZXcgVXNlckVycm9yKHdoeSk7XG4gICAgaWYgKHZhbHVlcy5qc29uICYmIHZhbHVlcy5zaGVsbCkge1xuICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcIi0tanNvbiBhbmQgLXMgZG8gbm90IGdvIHRvZ2V0aGVyXCIpO1xuICAgIH1cbiAgICBjb25zdCB7IHZhcnMgfSA9IGF3YWl0IHBhbmVSZXF1ZXN0KGdsb2JhbCwge1xuICAgICAgb3A6IFwic2hvdy1lbnZpcm9ubWVudFwiLFxuICAgICAgLi4uZW52VGFyZ2V0KGdsb2JhbCwgdmFsdWVzKSxcbiAgICAgIC4uLih2YXJpYWJsZSA9PT0gdW5kZWZpbmVkID8ge30gOiB7IHZhcmlhYmxlIH0pLFxuICAgIH0pO1xuICAgIGlmICh2YWx1ZXMuanNvbikgcHJpbnRMaW5lKEpTT04uc3RyaW5naWZ5KHZhcnMsIG51bGwsIDIpKTtcbiAgICBlbHNlIGZvciAoY29uc3QgZSBvZiB2YXJzKSBwcmludExpbmUodmFsdWVzLnNoZWxsID8gYXNTaGVsbChlKSA6IHBsYWluKGUpKTtcbiAgICByZXR1cm4gMDtcbiAgfSxcbn07XG5cbi8qKlxuICogV2hlcmUgYW4gZW52aXJvbm1lbnQgY29tbWFuZCBhY3RzOiBgLWdgIHRoZSBnbG9iYWwgZW52aXJvbm1lbnQ7IGVsc2VcbiAqIGAtdGAncyBzZXNzaW9uLCBlbHNlIHRoZSBvbmUgdGhpcyBydW5zIGluLCBlbHNlIHRoZSBjdXJyZW50IG9uZSAoYDpgLFxuICogdGhlIG1vc3QgcmVjZW50bHkgYWN0aXZlLCBhcyB0bXV4J3MpLlxuICovXG5leHBvcnQgZnVuY3Rpb24gZW52VGFyZ2V0KFxuICBnbG9iYWw6IEdsb2JhbE9wdGlvbnMsXG4gIHZhbHVlczogeyBnbG9iYWw/OiBib29sZWFuOyB0YXJnZXQ/OiBzdHJpbmcgfSxcbik6IHsgZ2xvYmFsOiB0cnVlIH0gfCB7IG5hbWU6IHN0cmluZyB9IHtcbiAgLy8gLXQgZ29lcyB3aXRoIC1nIChhIGtleSBiaW5kaW5nJ3MgY29tbWFuZHMgZ2V0IHRoZSBhdHRhY2hlZCBzZXNzaW9uJ3MpLFxuICAvLyBhbmQgbWVhbnMgbm90aGluZyB0aGVyZSwgYXMgaW4gdG11eC5cbiAgaWYgKHZhbHVlcy5nbG9iYWwpIHJldHVybiB7IGdsb2JhbDogdHJ1ZSB9O1xuICBpZiAodmFsdWVzLnRhcmdldCkge1xuICAgIHJldHVybiB7IG5hbWU6IGluQ3VycmVudFNlc3Npb24odmFsdWVzLnRhcmdldCwgZ2xvYmFsKSB9O1xuICB9XG4gIGNvbnN0IG5hbWUgPSBjdXJyZW50U2Vzc2lvbihnbG9iYWwpO1xuICByZXR1cm4geyBuYW1lOiBuYW1lIHx8IFwiOlwiIH07XG59XG5cbmZ1bmN0aW9uIHBsYWluKFtuYW1lLCB2YWx1ZV06IEVudkVudHJ5KTogc3RyaW5nIHtcbiAgcmV0dXJuIHZhbHVlID09PSBudWxsID8gYC0ke25hbWV9YCA6IGAke25hbWV9PSR7dmFsdWV9YDtcbn1cblxuLy8gdG11eCdzIC1zOiBhIGxpbmUgYSBzaGVsbCBjYW4gZXZhbC5cbmZ1bmN0aW9uIGFzU2hlbGwoW25hbWUsIHZhbHVlXTogRW52RW50cnkpOiBzdHJpbmcge1xuICBpZiAodmFsdWUgPT09IG51bGwpIHJldHVybiBgdW5zZXQgJHtuYW1lfTtgO1xuICByZXR1cm4gYCR7bmFtZX09XCIke3ZhbHVlLnJlcGxhY2UoL1skYFwiXFxcXF0vZywgXCJcXFxcJCZcIil9XCI7IGV4cG9ydCAke25hbWV9O2A7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7OztDQU1DLEdBRUQsU0FBUyxnQkFBZ0IsRUFBRSxnQkFBZ0IsUUFBUSxpQkFBaUI7QUFDcEUsU0FBUyxZQUFZLFFBQVEsMEJBQTBCO0FBRXZELFNBQVMsU0FBUyxRQUFRLGVBQWU7QUFDekMsU0FFRSxjQUFjLEVBRWQsU0FBUyxRQUNKLGVBQWU7QUFDdEIsU0FBUyxXQUFXLFFBQVEsYUFBYTtBQUV6QyxPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFNBQVM7RUFDVCxRQUFRO0VBQ1IsT0FBTyxDQUFDOzs7Ozs7Ozs7Ozs7OztVQWNBLENBQUM7RUFDVCxNQUFNLEtBQUksSUFBSSxFQUFFLE1BQU07SUFDcEIsTUFBTSxFQUFFLE1BQU0sRUFBRSxXQUFXLEVBQUUsR0FBRyxpQkFDOUIsb0JBQ0EsTUFDQTtNQUNFLFFBQVE7UUFBRSxNQUFNO1FBQVcsT0FBTztNQUFJO01BQ3RDLE9BQU87UUFBRSxNQUFNO1FBQVcsT0FBTztNQUFJO01BQ3JDLFFBQVE7UUFBRSxNQUFNO1FBQVUsT0FBTztNQUFJO01BQ3JDLE1BQU07UUFBRSxNQUFNO01BQVU7SUFDMUI7SUFFRixJQUFJLFlBQVksTUFBTSxHQUFHLEdBQUc7TUFDMUIsTUFBTSxJQUFJLFVBQVU7SUFDdEI7SUFDQSxNQUFNLFdBQVcsV0FBVyxDQUFDLEVBQUU7SUFDL0IsTUFBTSxNQUFNLGFBQWEsWUFBWSxPQUFPLGFBQWE7SUFDekQsSUFBSSxLQUFLLE1BQU0sSUFBSSxVQUFVO0lBQzdCLElBQUksT0FBTyxJQUFJLElBQUksT0FBTyxLQUFLLEVBQUU7TUFDL0IsTUFBTSxJQUFJLFVBQVU7SUFDdEI7SUFDQSxNQUFNLEVBQUUsSUFBSSxFQUFFLEdBQUcsTUFBTSxZQUFZLFFBQVE7TUFDekMsSUFBSTtNQUNKLEdBQUcsVUFBVSxRQUFRLE9BQU87TUFDNUIsR0FBSSxhQUFhLFlBQVksQ0FBQyxJQUFJO1FBQUU7TUFBUyxDQUFDO0lBQ2hEO0lBQ0EsSUFBSSxPQUFPLElBQUksRUFBRSxVQUFVLEtBQUssU0FBUyxDQUFDLE1BQU0sTUFBTTtTQUNqRCxLQUFLLE1BQU0sS0FBSyxLQUFNLFVBQVUsT0FBTyxLQUFLLEdBQUcsUUFBUSxLQUFLLE1BQU07SUFDdkUsT0FBTztFQUNUO0FBQ0YsRUFBRTtBQUVGOzs7O0NBSUMsR0FDRCxPQUFPLFNBQVMsVUFDZCxNQUFxQixFQUNyQixNQUE2QztFQUU3Qyx5RUFBeUU7RUFDekUsdUNBQXVDO0VBQ3ZDLElBQUksT0FBTyxNQUFNLEVBQUUsT0FBTztJQUFFLFFBQVE7RUFBSztFQUN6QyxJQUFJLE9BQU8sTUFBTSxFQUFFO0lBQ2pCLE9BQU87TUFBRSxNQUFNLGlCQUFpQixPQUFPLE1BQU0sRUFBRTtJQUFRO0VBQ3pEO0VBQ0EsTUFBTSxPQUFPLGVBQWU7RUFDNUIsT0FBTztJQUFFLE1BQU0sUUFBUTtFQUFJO0FBQzdCO0FBRUEsU0FBUyxNQUFNLENBQUMsTUFBTSxNQUFnQjtFQUNwQyxPQUFPLFVBQVUsT0FBTyxDQUFDLENBQUMsRUFBRSxNQUFNLEdBQUcsR0FBRyxLQUFLLENBQUMsRUFBRSxPQUFPO0FBQ3pEO0FBRUEsc0NBQXNDO0FBQ3RDLFNBQVMsUUFBUSxDQUFDLE1BQU0sTUFBZ0I7RUFDdEMsSUFBSSxVQUFVLE1BQU0sT0FBTyxDQUFDLE1BQU0sRUFBRSxLQUFLLENBQUMsQ0FBQztFQUMzQyxPQUFPLEdBQUcsS0FBSyxFQUFFLEVBQUUsTUFBTSxPQUFPLENBQUMsWUFBWSxRQUFRLFVBQVUsRUFBRSxLQUFLLENBQUMsQ0FBQztBQUMxRSJ9
// denoCacheMetadata=4971540369067948600,7150465927697404638