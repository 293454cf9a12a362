/**
 * `berth set-environment [-g] [-u] [-r] [-t SESSION] NAME [VALUE]` (tmux's
 * `set-environment`, `setenv`): a variable of the global environment or
 * of a session's, which new panes and windows start with
 * (`server/daemon/environment.ts`).
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { checkEnvName } from "../../protocol/names.ts";
import { UserError } from "./command.ts";
import { paneRequest } from "./_pane.ts";
import { envTarget } from "./show_environment.ts";
export const command = {
  name: "set-environment",
  summary: "Set or unset a variable new panes start with",
  target: true,
  usage: `Usage: berth set-environment [-g] [-u] [-r] [-t SESSION] NAME [VALUE]

As tmux's set-environment (setenv): sets NAME to VALUE in the session's
environment (inside a session without -t: its own; outside: the most
recently active), or with -g in the global one, which the daemon copied
from its own at its start. New panes and windows start with their
client's environment (as berth new gives it) and over it every global
variable set, unset or removed since the daemon started, then the
session's: the session's win. run-shell and if-shell run with the global
environment and the session's. Panes running already keep theirs. TERM
and BERTH stay berth's. berth upgrade keeps both environments.

Options:
  -g          the global environment
  -u          unset NAME: take it out (a session's: the global value
              shows through again)
  -r          mark NAME to be removed from new panes' environment (shown
              as -NAME)
  -t SESSION  the session

Exit codes: 0 set; 1 no such session, no daemon, or bad arguments.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("set-environment", args, {
      global: {
        type: "boolean",
        short: "g"
      },
      unset: {
        type: "boolean",
        short: "u"
      },
      remove: {
        type: "boolean",
        short: "r"
      },
      target: {
        type: "string",
        short: "t"
      }
    });
    const [variable, value, ...rest] = positionals;
    if (variable === undefined) {
      throw new UserError("set-environment needs a variable name");
    }
    const why = checkEnvName(variable);
    if (why) throw new UserError(why);
    if (rest.length > 0) {
      throw new UserError("set-environment takes NAME and one VALUE: quote a value with spaces");
    }
    if (values.unset && values.remove) {
      throw new UserError("set-environment takes -u or -r, not both");
    }
    const mode = values.unset ? "unset" : values.remove ? "remove" : "set";
    if (mode !== "set" && value !== undefined) {
      throw new UserError(`set-environment -${mode[0]} takes no value`);
    }
    if (value?.includes("\0")) {
      throw new UserError(`The value of ${variable} holds a NUL byte`);
    }
    if (mode === "set" && value === undefined) {
      throw new UserError(`set-environment ${variable} needs a value (-u unsets it)`);
    }
    await paneRequest(global, {
      op: "set-environment",
      ...envTarget(global, values),
      variable,
      mode,
      ...value === undefined ? {} : {
        value
      }
    });
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9zZXRfZW52aXJvbm1lbnQudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggc2V0LWVudmlyb25tZW50IFstZ10gWy11XSBbLXJdIFstdCBTRVNTSU9OXSBOQU1FIFtWQUxVRV1gICh0bXV4J3NcbiAqIGBzZXQtZW52aXJvbm1lbnRgLCBgc2V0ZW52YCk6IGEgdmFyaWFibGUgb2YgdGhlIGdsb2JhbCBlbnZpcm9ubWVudCBvclxuICogb2YgYSBzZXNzaW9uJ3MsIHdoaWNoIG5ldyBwYW5lcyBhbmQgd2luZG93cyBzdGFydCB3aXRoXG4gKiAoYHNlcnZlci9kYWVtb24vZW52aXJvbm1lbnQudHNgKS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgcGFyc2VDb21tYW5kQXJncyB9IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHsgY2hlY2tFbnZOYW1lIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL25hbWVzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IEVudk1vZGUgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7IHR5cGUgQ29tbWFuZCwgVXNlckVycm9yIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgcGFuZVJlcXVlc3QgfSBmcm9tIFwiLi9fcGFuZS50c1wiO1xuaW1wb3J0IHsgZW52VGFyZ2V0IH0gZnJvbSBcIi4vc2hvd19lbnZpcm9ubWVudC50c1wiO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJzZXQtZW52aXJvbm1lbnRcIixcbiAgc3VtbWFyeTogXCJTZXQgb3IgdW5zZXQgYSB2YXJpYWJsZSBuZXcgcGFuZXMgc3RhcnQgd2l0aFwiLFxuICB0YXJnZXQ6IHRydWUsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIHNldC1lbnZpcm9ubWVudCBbLWddIFstdV0gWy1yXSBbLXQgU0VTU0lPTl0gTkFNRSBbVkFMVUVdXG5cbkFzIHRtdXgncyBzZXQtZW52aXJvbm1lbnQgKHNldGVudik6IHNldHMgTkFNRSB0byBWQUxVRSBpbiB0aGUgc2Vzc2lvbidzXG5lbnZpcm9ubWVudCAoaW5zaWRlIGEgc2Vzc2lvbiB3aXRob3V0IC10OiBpdHMgb3duOyBvdXRzaWRlOiB0aGUgbW9zdFxucmVjZW50bHkgYWN0aXZlKSwgb3Igd2l0aCAtZyBpbiB0aGUgZ2xvYmFsIG9uZSwgd2hpY2ggdGhlIGRhZW1vbiBjb3BpZWRcbmZyb20gaXRzIG93biBhdCBpdHMgc3RhcnQuIE5ldyBwYW5lcyBhbmQgd2luZG93cyBzdGFydCB3aXRoIHRoZWlyXG5jbGllbnQncyBlbnZpcm9ubWVudCAoYXMgYmVydGggbmV3IGdpdmVzIGl0KSBhbmQgb3ZlciBpdCBldmVyeSBnbG9iYWxcbnZhcmlhYmxlIHNldCwgdW5zZXQgb3IgcmVtb3ZlZCBzaW5jZSB0aGUgZGFlbW9uIHN0YXJ0ZWQsIHRoZW4gdGhlXG5zZXNzaW9uJ3M6IHRoZSBzZXNzaW9uJ3Mgd2luLiBydW4tc2hlbGwgYW5kIGlmLXNoZWxsIHJ1biB3aXRoIHRoZSBnbG9iYWxcbmVudmlyb25tZW50IGFuZCB0aGUgc2Vzc2lvbidzLiBQYW5lcyBydW5uaW5nIGFscmVhZHkga2VlcCB0aGVpcnMuIFRFUk1cbmFuZCBCRVJUSCBzdGF5IGJlcnRoJ3MuIGJlcnRoIHVwZ3JhZGUga2VlcHMgYm90aCBlbnZpcm9ubWVudHMuXG5cbk9wdGlvbnM6XG4gIC1nICAgICAgICAgIHRoZSBnbG9iYWwgZW52aXJvbm1lbnRcbiAgLXUgICAgICAgICAgdW5zZXQgTkFNRTogdGFrZSBpdCBvdXQgKGEgc2Vzc2lvbidzOiB0aGUgZ2xvYmFsIHZhbHVlXG4gICAgICAgICAgICAgIHNob3dzIHRocm91Z2ggYWdhaW4pXG4gIC1yICAgICAgICAgIG1hcmsgTkFNRSB0byBiZSByZW1vdmVkIGZyb20gbmV3IHBhbmVzJyBlbnZpcm9ubWVudCAoc2hvd25cbiAgICAgICAgICAgICAgYXMgLU5BTUUpXG4gIC10IFNFU1NJT04gIHRoZSBzZXNzaW9uXG5cbkV4aXQgY29kZXM6IDAgc2V0OyAxIG5vIHN1Y2ggc2Vzc2lvbiwgbm8gZGFlbW9uLCBvciBiYWQgYXJndW1lbnRzLmAsXG4gIGFzeW5jIHJ1bihhcmdzLCBnbG9iYWwpIHtcbiAgICBjb25zdCB7IHZhbHVlcywgcG9zaXRpb25hbHMgfSA9IHBhcnNlQ29tbWFuZEFyZ3MoXG4gICAgICBcInNldC1lbnZpcm9ubWVudFwiLFxuICAgICAgYXJncyxcbiAgICAgIHtcbiAgICAgICAgZ2xvYmFsOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJnXCIgfSxcbiAgICAgICAgdW5zZXQ6IHsgdHlwZTogXCJib29sZWFuXCIsIHNob3J0OiBcInVcIiB9LFxuICAgICAgICByZW1vdmU6IHsgdHlwZTogXCJib29sZWFuXCIsIHNob3J0OiBcInJcIiB9LFxuICAgICAgICB0YXJnZXQ6IHsgdHlwZTogXCJzdHJpbmdcIiwgc2hvcnQ6IFwidFwiIH0sXG4gICAgICB9LFxuICAgICk7XG4gICAgY29uc3QgW3ZhcmlhYmxlLCB2YWx1ZSwgLi4ucmVzdF0gPSBwb3NpdGlvbmFscztcbiAgICBpZiAodmFyaWFibGUgPT09IHVuZGVmaW5lZCkge1xuICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcInNldC1lbnZpcm9ubWVudCBuZWVkcyBhIHZhcmlhYmxlIG5hbWVcIik7XG4gICAgfVxuICAgIGNvbnN0IHdoeSA9IGNoZWNrRW52TmFtZSh2YXJpYWJsZSk7XG4gICAgaWYgKHdoeSkgdGhyb3cgbmV3IFVzZXJFcnJvcih3aHkpO1xuICAgIGlmIChyZXN0Lmxlbmd0aCA+IDApIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICAgIFwic2V0LWVudmlyb25tZW50IHRha2VzIE5BTUUgYW5kIG9uZSBWQUxVRTogcXVvdGUgYSB2YWx1ZSB3aXRoIHNwYWNlc1wiLFxuICAgICAgKTtcbiAgICB9XG4gICAgaWYgKHZhbHVlcy51bnNldCAmJiB2YWx1ZXMucmVtb3ZlKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFwic2V0LWVudmlyb25tZW50IHRha2VzIC11IG9yIC1yLCBub3QgYm90aFwiKTtcbiAgICB9XG4gICAgY29uc3QgbW9kZTogRW52TW9kZSA9IHZhbHVlcy51bnNldFxuICAgICAgPyBcInVuc2V0XCJcbiAgICAgIDogdmFsdWVzLnJlbW92ZVxuICAgICAgPyBcInJlbW92ZVwiXG4gICAgICA6IFwic2V0XCI7XG4gICAgaWYgKG1vZGUgIT09IFwic2V0XCIgJiYgdmFsdWUgIT09IHVuZGVmaW5lZCkge1xuICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihgc2V0LWVudmlyb25tZW50IC0ke21vZGVbMF19IHRha2VzIG5vIHZhbHVlYCk7XG4gICAgfVxuICAgIGlmICh2YWx1ZT8uaW5jbHVkZXMoXCJcXDBcIikpIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoYFRoZSB2YWx1ZSBvZiAke3ZhcmlhYmxlfSBob2xkcyBhIE5VTCBieXRlYCk7XG4gICAgfVxuICAgIGlmIChtb2RlID09PSBcInNldFwiICYmIHZhbHVlID09PSB1bmRlZmluZWQpIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICAgIGBzZXQtZW52aXJvbm1lbnQgJHt2YXJpYWJsZX0gbmVlZHMgYSB2YWx1ZSAoLXUgdW5zZXRzIGl0KWAsXG4gICAgICApO1xuICAgIH1cbiAgICBhd2FpdCBwYW5lUmVxdWVzdChnbG9iYWwsIHtcbiAgICAgIG9wOiBcInNldC1lbnZpcm9ubWVudFwiLFxuICAgICAgLi4uZW52VGFyZ2V0KGdsb2JhbCwgdmFsdWVzKSxcbiAgICAgIHZhcmlhYmxlLFxuICAgICAgbW9kZSxcbiAgICAgIC4uLih2YWx1ZSA9PT0gdW5kZWZpbmVkID8ge30gOiB7IHZhbHVlIH0pLFxuICAgIH0pO1xuICAgIHJldHVybiAwO1xuICB9LFxufTtcbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7OztDQU9DLEdBRUQsU0FBUyxnQkFBZ0IsUUFBUSxpQkFBaUI7QUFDbEQsU0FBUyxZQUFZLFFBQVEsMEJBQTBCO0FBRXZELFNBQXVCLFNBQVMsUUFBUSxlQUFlO0FBQ3ZELFNBQVMsV0FBVyxRQUFRLGFBQWE7QUFDekMsU0FBUyxTQUFTLFFBQVEsd0JBQXdCO0FBRWxELE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sU0FBUztFQUNULFFBQVE7RUFDUixPQUFPLENBQUM7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O2tFQW9Cd0QsQ0FBQztFQUNqRSxNQUFNLEtBQUksSUFBSSxFQUFFLE1BQU07SUFDcEIsTUFBTSxFQUFFLE1BQU0sRUFBRSxXQUFXLEVBQUUsR0FBRyxpQkFDOUIsbUJBQ0EsTUFDQTtNQUNFLFFBQVE7UUFBRSxNQUFNO1FBQVcsT0FBTztNQUFJO01BQ3RDLE9BQU87UUFBRSxNQUFNO1FBQVcsT0FBTztNQUFJO01BQ3JDLFFBQVE7UUFBRSxNQUFNO1FBQVcsT0FBTztNQUFJO01BQ3RDLFFBQVE7UUFBRSxNQUFNO1FBQVUsT0FBTztNQUFJO0lBQ3ZDO0lBRUYsTUFBTSxDQUFDLFVBQVUsT0FBTyxHQUFHLEtBQUssR0FBRztJQUNuQyxJQUFJLGFBQWEsV0FBVztNQUMxQixNQUFNLElBQUksVUFBVTtJQUN0QjtJQUNBLE1BQU0sTUFBTSxhQUFhO0lBQ3pCLElBQUksS0FBSyxNQUFNLElBQUksVUFBVTtJQUM3QixJQUFJLEtBQUssTUFBTSxHQUFHLEdBQUc7TUFDbkIsTUFBTSxJQUFJLFVBQ1I7SUFFSjtJQUNBLElBQUksT0FBTyxLQUFLLElBQUksT0FBTyxNQUFNLEVBQUU7TUFDakMsTUFBTSxJQUFJLFVBQVU7SUFDdEI7SUFDQSxNQUFNLE9BQWdCLE9BQU8sS0FBSyxHQUM5QixVQUNBLE9BQU8sTUFBTSxHQUNiLFdBQ0E7SUFDSixJQUFJLFNBQVMsU0FBUyxVQUFVLFdBQVc7TUFDekMsTUFBTSxJQUFJLFVBQVUsQ0FBQyxpQkFBaUIsRUFBRSxJQUFJLENBQUMsRUFBRSxDQUFDLGVBQWUsQ0FBQztJQUNsRTtJQUNBLElBQUksT0FBTyxTQUFTLE9BQU87TUFDekIsTUFBTSxJQUFJLFVBQVUsQ0FBQyxhQUFhLEVBQUUsU0FBUyxpQkFBaUIsQ0FBQztJQUNqRTtJQUNBLElBQUksU0FBUyxTQUFTLFVBQVUsV0FBVztNQUN6QyxNQUFNLElBQUksVUFDUixDQUFDLGdCQUFnQixFQUFFLFNBQVMsNkJBQTZCLENBQUM7SUFFOUQ7SUFDQSxNQUFNLFlBQVksUUFBUTtNQUN4QixJQUFJO01BQ0osR0FBRyxVQUFVLFFBQVEsT0FBTztNQUM1QjtNQUNBO01BQ0EsR0FBSSxVQUFVLFlBQVksQ0FBQyxJQUFJO1FBQUU7TUFBTSxDQUFDO0lBQzFDO0lBQ0EsT0FBTztFQUNUO0FBQ0YsRUFBRSJ9
// denoCacheMetadata=1376546361990312546,711308402077433212