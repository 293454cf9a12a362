/**
 * `berth attach [NAME]`: shows a session in this terminal until detach
 * (prefix, then d) or the session's end.
 *
 * @module
 */ import { checkTarget } from "../../protocol/names.ts";
import { inCurrentSession, parseCommandArgs, sessionTarget } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { UserError } from "./command.ts";
import { attachAndWait, clipboardFrom, clipboardUsage, prefixFrom, prefixUsage } from "./_attach.ts";
export const command = {
  name: "attach",
  summary: "Attach to a session (-r: read-only)",
  usage: `Usage: berth attach [-dr] [NAME | -t TARGET]

Attaches this terminal to session NAME, or to the most recently active
session. Prefix (C-b) then d detaches; the session keeps running. On this
machine the daemon draws the terminal itself (BERTH_HANDOVER=0: this
process draws it, as over -H).

Options:
  -d               detach the session's other clients first (as tmux)
  -r, --read-only  see everything, send nothing (the session keeps its size)
  -t TARGET        the session, as in tmux (work, a prefix, =work; work:1
                   or work:1.0 attaches to work showing that window and
                   pane; %N the session of the pane with that id)
${clipboardUsage(19)}
${prefixUsage(19)}`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("attach", args, {
      "read-only": {
        type: "boolean",
        short: "r"
      },
      detach: {
        type: "boolean",
        short: "d"
      },
      target: {
        type: "string",
        short: "t"
      },
      prefix: {
        type: "string"
      },
      clipboard: {
        type: "boolean"
      }
    });
    const given = values.target ?? positionals[0];
    if (positionals.length > (values.target ? 0 : 1)) {
      throw new UserError("attach takes at most one session name");
    }
    // tmux's target forms: `-t work:1` attaches to work showing window 1.
    const name = given === undefined ? undefined : sessionTarget(inCurrentSession(given, global));
    if (name !== undefined) {
      const why = checkTarget(name);
      if (why) throw new UserError(why);
    }
    const prefix = await prefixFrom(values.prefix);
    using conn = await connectOrFail(global, "attach");
    return await attachAndWait(conn, global.socket, {
      findCommand: global.findCommand,
      name,
      readOnly: values["read-only"] ?? false,
      detachOthers: values.detach ?? false,
      prefix,
      prefixOption: values.prefix,
      clipboard: clipboardFrom(values.clipboard)
    }, global);
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9hdHRhY2gudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggYXR0YWNoIFtOQU1FXWA6IHNob3dzIGEgc2Vzc2lvbiBpbiB0aGlzIHRlcm1pbmFsIHVudGlsIGRldGFjaFxuICogKHByZWZpeCwgdGhlbiBkKSBvciB0aGUgc2Vzc2lvbidzIGVuZC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgY2hlY2tUYXJnZXQgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbmFtZXMudHNcIjtcbmltcG9ydCB7XG4gIGluQ3VycmVudFNlc3Npb24sXG4gIHBhcnNlQ29tbWFuZEFyZ3MsXG4gIHNlc3Npb25UYXJnZXQsXG59IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHsgY29ubmVjdE9yRmFpbCB9IGZyb20gXCIuL19jb25uZWN0LnRzXCI7XG5pbXBvcnQgeyB0eXBlIENvbW1hbmQsIFVzZXJFcnJvciB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbmltcG9ydCB7XG4gIGF0dGFjaEFuZFdhaXQsXG4gIGNsaXBib2FyZEZyb20sXG4gIGNsaXBib2FyZFVzYWdlLFxuICBwcmVmaXhGcm9tLFxuICBwcmVmaXhVc2FnZSxcbn0gZnJvbSBcIi4vX2F0dGFjaC50c1wiO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJhdHRhY2hcIixcbiAgc3VtbWFyeTogXCJBdHRhY2ggdG8gYSBzZXNzaW9uICgtcjogcmVhZC1vbmx5KVwiLFxuICB1c2FnZTogYFVzYWdlOiBiZXJ0aCBhdHRhY2ggWy1kcl0gW05BTUUgfCAtdCBUQVJHRVRdXG5cbkF0dGFjaGVzIHRoaXMgdGVybWluYWwgdG8gc2Vzc2lvbiBOQU1FLCBvciB0byB0aGUgbW9zdCByZWNlbnRseSBhY3RpdmVcbnNlc3Npb24uIFByZWZpeCAoQy1iKSB0aGVuIGQgZGV0YWNoZXM7IHRoZSBzZXNzaW9uIGtlZXBzIHJ1bm5pbmcuIE9uIHRoaXNcbm1hY2hpbmUgdGhlIGRhZW1vbiBkcmF3cyB0aGUgdGVybWluYWwgaXRzZWxmIChCRVJUSF9IQU5ET1ZFUj0wOiB0aGlzXG5wcm9jZXNzIGRyYXdzIGl0LCBhcyBvdmVyIC1IKS5cblxuT3B0aW9uczpcbiAgLWQgICAgICAgICAgICAgICBkZXRhY2ggdGhlIHNlc3Npb24ncyBvdGhlciBjbGllbnRzIGZpcnN0IChhcyB0bXV4KVxuICAtciwgLS1yZWFkLW9ubHkgIHNlZSBldmVyeXRoaW5nLCBzZW5kIG5vdGhpbmcgKHRoZSBzZXNzaW9uIGtlZXBzIGl0cyBzaXplKVxuICAtdCBUQVJHRVQgICAgICAgIHRoZSBzZXNzaW9uLCBhcyBpbiB0bXV4ICh3b3JrLCBhIHByZWZpeCwgPXdvcms7IHdvcms6MVxuICAgICAgICAgICAgICAgICAgIG9yIHdvcms6MS4wIGF0dGFjaGVzIHRvIHdvcmsgc2hvd2luZyB0aGF0IHdpbmRvdyBhbmRcbiAgICAgICAgICAgICAgICAgICBwYW5lOyAlTiB0aGUgc2Vzc2lvbiBvZiB0aGUgcGFuZSB3aXRoIHRoYXQgaWQpXG4ke2NsaXBib2FyZFVzYWdlKDE5KX1cbiR7cHJlZml4VXNhZ2UoMTkpfWAsXG4gIGFzeW5jIHJ1bihhcmdzLCBnbG9iYWwpIHtcbiAgICBjb25zdCB7IHZhbHVlcywgcG9zaXRpb25hbHMgfSA9IHBhcnNlQ29tbWFuZEFyZ3MoXCJhdHRhY2hcIiwgYXJncywge1xuICAgICAgXCJyZWFkLW9ubHlcIjogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiclwiIH0sXG4gICAgICBkZXRhY2g6IHsgdHlwZTogXCJib29sZWFuXCIsIHNob3J0OiBcImRcIiB9LFxuICAgICAgdGFyZ2V0OiB7IHR5cGU6IFwic3RyaW5nXCIsIHNob3J0OiBcInRcIiB9LFxuICAgICAgcHJlZml4OiB7IHR5cGU6IFwic3RyaW5nXCIgfSxcbiAgICAgIGNsaXBib2FyZDogeyB0eXBlOiBcImJvb2xlYW5cIiB9LFxuICAgIH0pO1xuICAgIGNvbnN0IGdpdmVuID0gdmFsdWVzLnRhcmdldCA/PyBwb3NpdGlvbmFsc1swXTtcbiAgICBpZiAocG9zaXRpb25hbHMubGVuZ3RoID4gKHZhbHVlcy50YXJnZXQgPyAwIDogMSkpIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXCJhdHRhY2ggdGFrZXMgYXQgbW9zdCBvbmUgc2Vzc2lvbiBuYW1lXCIpO1xuICAgIH1cbiAgICAvLyB0bXV4J3MgdGFyZ2V0IGZvcm1zOiBgLXQgd29yazoxYCBhdHRhY2hlcyB0byB3b3JrIHNob3dpbmcgd2luZG93IDEuXG4gICAgY29uc3QgbmFtZSA9IGdpdmVuID09PSB1bmRlZmluZWRcbiAgICAgID8gdW5kZWZpbmVkXG4gICAgICA6IHNlc3Npb25UYXJnZXQoaW5DdXJyZW50U2Vzc2lvbihnaXZlbiwgZ2xvYmFsKSk7XG4gICAgaWYgKG5hbWUgIT09IHVuZGVmaW5lZCkge1xuICAgICAgY29uc3Qgd2h5ID0gY2hlY2tUYXJnZXQobmFtZSk7XG4gICAgICBpZiAod2h5KSB0aHJvdyBuZXcgVXNlckVycm9yKHdoeSk7XG4gICAgfVxuICAgIGNvbnN0IHByZWZpeCA9IGF3YWl0IHByZWZpeEZyb20odmFsdWVzLnByZWZpeCk7XG4gICAgdXNpbmcgY29ubiA9IGF3YWl0IGNvbm5lY3RPckZhaWwoZ2xvYmFsLCBcImF0dGFjaFwiKTtcbiAgICByZXR1cm4gYXdhaXQgYXR0YWNoQW5kV2FpdChjb25uLCBnbG9iYWwuc29ja2V0LCB7XG4gICAgICBmaW5kQ29tbWFuZDogZ2xvYmFsLmZpbmRDb21tYW5kLFxuICAgICAgbmFtZSxcbiAgICAgIHJlYWRPbmx5OiB2YWx1ZXNbXCJyZWFkLW9ubHlcIl0gPz8gZmFsc2UsXG4gICAgICBkZXRhY2hPdGhlcnM6IHZhbHVlcy5kZXRhY2ggPz8gZmFsc2UsXG4gICAgICBwcmVmaXgsXG4gICAgICBwcmVmaXhPcHRpb246IHZhbHVlcy5wcmVmaXgsXG4gICAgICBjbGlwYm9hcmQ6IGNsaXBib2FyZEZyb20odmFsdWVzLmNsaXBib2FyZCksXG4gICAgfSwgZ2xvYmFsKTtcbiAgfSxcbn07XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7O0NBS0MsR0FFRCxTQUFTLFdBQVcsUUFBUSwwQkFBMEI7QUFDdEQsU0FDRSxnQkFBZ0IsRUFDaEIsZ0JBQWdCLEVBQ2hCLGFBQWEsUUFDUixpQkFBaUI7QUFDeEIsU0FBUyxhQUFhLFFBQVEsZ0JBQWdCO0FBQzlDLFNBQXVCLFNBQVMsUUFBUSxlQUFlO0FBQ3ZELFNBQ0UsYUFBYSxFQUNiLGFBQWEsRUFDYixjQUFjLEVBQ2QsVUFBVSxFQUNWLFdBQVcsUUFDTixlQUFlO0FBRXRCLE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sU0FBUztFQUNULE9BQU8sQ0FBQzs7Ozs7Ozs7Ozs7OztBQWFWLEVBQUUsZUFBZSxJQUFJO0FBQ3JCLEVBQUUsWUFBWSxLQUFLO0VBQ2pCLE1BQU0sS0FBSSxJQUFJLEVBQUUsTUFBTTtJQUNwQixNQUFNLEVBQUUsTUFBTSxFQUFFLFdBQVcsRUFBRSxHQUFHLGlCQUFpQixVQUFVLE1BQU07TUFDL0QsYUFBYTtRQUFFLE1BQU07UUFBVyxPQUFPO01BQUk7TUFDM0MsUUFBUTtRQUFFLE1BQU07UUFBVyxPQUFPO01BQUk7TUFDdEMsUUFBUTtRQUFFLE1BQU07UUFBVSxPQUFPO01BQUk7TUFDckMsUUFBUTtRQUFFLE1BQU07TUFBUztNQUN6QixXQUFXO1FBQUUsTUFBTTtNQUFVO0lBQy9CO0lBQ0EsTUFBTSxRQUFRLE9BQU8sTUFBTSxJQUFJLFdBQVcsQ0FBQyxFQUFFO0lBQzdDLElBQUksWUFBWSxNQUFNLEdBQUcsQ0FBQyxPQUFPLE1BQU0sR0FBRyxJQUFJLENBQUMsR0FBRztNQUNoRCxNQUFNLElBQUksVUFBVTtJQUN0QjtJQUNBLHNFQUFzRTtJQUN0RSxNQUFNLE9BQU8sVUFBVSxZQUNuQixZQUNBLGNBQWMsaUJBQWlCLE9BQU87SUFDMUMsSUFBSSxTQUFTLFdBQVc7TUFDdEIsTUFBTSxNQUFNLFlBQVk7TUFDeEIsSUFBSSxLQUFLLE1BQU0sSUFBSSxVQUFVO0lBQy9CO0lBQ0EsTUFBTSxTQUFTLE1BQU0sV0FBVyxPQUFPLE1BQU07VUFDdkMsT0FBTyxNQUFNLGNBQWMsUUFBUTtJQUN6QyxPQUFPLE1BQU0sY0FBYyxNQUFNLE9BQU8sTUFBTSxFQUFFO01BQzlDLGFBQWEsT0FBTyxXQUFXO01BQy9CO01BQ0EsVUFBVSxNQUFNLENBQUMsWUFBWSxJQUFJO01BQ2pDLGNBQWMsT0FBTyxNQUFNLElBQUk7TUFDL0I7TUFDQSxjQUFjLE9BQU8sTUFBTTtNQUMzQixXQUFXLGNBQWMsT0FBTyxTQUFTO0lBQzNDLEdBQUc7RUFDTDtBQUNGLEVBQUUifQ==
// denoCacheMetadata=15091936974235947673,1380622549442327479