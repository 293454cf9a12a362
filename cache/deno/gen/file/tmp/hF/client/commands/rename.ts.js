/**
 * `berth rename-session [-t OLD] NEW`: gives a session another name (as
 * tmux's); attached clients stay attached.
 *
 * @module
 */ import { parseCommandArgs, sessionAndRest, TARGET_OPTION } from "../cli_args.ts";
import { checkSessionName } from "../../protocol/names.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { UserError } from "./command.ts";
import { insideSession } from "./_inside.ts";
export const command = {
  name: "rename-session",
  target: true,
  summary: "Rename a session",
  usage: `Usage: berth rename-session [-t] OLD NEW

Renames session OLD to NEW; its clients stay attached. OLD is a name or
any target (the session of work:1, %3; $N, as tmux's). Without OLD, the
session this command runs inside ($BERTH), as tmux's. Programs already
running there still see the old name in $BERTH (as in tmux).

Exit codes: 0 renamed; 1 no such session, NEW is taken, or bad arguments.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("rename-session", args, TARGET_OPTION);
    // Just NEW, inside a session: that session, as tmux's current one.
    const here = values.target === undefined && positionals.length === 1 ? insideSession(global, "rename-session", "OLD NEW") : undefined;
    const { name, rest } = sessionAndRest(global, "rename-session", values.target ?? here, positionals, 1, "the new name");
    const why = checkSessionName(rest[0]);
    if (why) throw new UserError(why);
    using conn = await connectOrFail(global);
    await requestOrFail(conn, {
      op: "rename",
      name,
      newName: rest[0]
    });
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9yZW5hbWUudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggcmVuYW1lLXNlc3Npb24gWy10IE9MRF0gTkVXYDogZ2l2ZXMgYSBzZXNzaW9uIGFub3RoZXIgbmFtZSAoYXNcbiAqIHRtdXgncyk7IGF0dGFjaGVkIGNsaWVudHMgc3RheSBhdHRhY2hlZC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHtcbiAgcGFyc2VDb21tYW5kQXJncyxcbiAgc2Vzc2lvbkFuZFJlc3QsXG4gIFRBUkdFVF9PUFRJT04sXG59IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHsgY2hlY2tTZXNzaW9uTmFtZSB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9uYW1lcy50c1wiO1xuaW1wb3J0IHsgY29ubmVjdE9yRmFpbCB9IGZyb20gXCIuL19jb25uZWN0LnRzXCI7XG5pbXBvcnQgeyByZXF1ZXN0T3JGYWlsIH0gZnJvbSBcIi4vX3JlcXVlc3QudHNcIjtcbmltcG9ydCB7IHR5cGUgQ29tbWFuZCwgVXNlckVycm9yIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgaW5zaWRlU2Vzc2lvbiB9IGZyb20gXCIuL19pbnNpZGUudHNcIjtcblxuZXhwb3J0IGNvbnN0IGNvbW1hbmQ6IENvbW1hbmQgPSB7XG4gIG5hbWU6IFwicmVuYW1lLXNlc3Npb25cIixcbiAgdGFyZ2V0OiB0cnVlLFxuICBzdW1tYXJ5OiBcIlJlbmFtZSBhIHNlc3Npb25cIixcbiAgdXNhZ2U6IGBVc2FnZTogYmVydGggcmVuYW1lLXNlc3Npb24gWy10XSBPTEQgTkVXXG5cblJlbmFtZXMgc2Vzc2lvbiBPTEQgdG8gTkVXOyBpdHMgY2xpZW50cyBzdGF5IGF0dGFjaGVkLiBPTEQgaXMgYSBuYW1lIG9yXG5hbnkgdGFyZ2V0ICh0aGUgc2Vzc2lvbiBvZiB3b3JrOjEsICUzOyAkTiwgYXMgdG11eCdzKS4gV2l0aG91dCBPTEQsIHRoZVxuc2Vzc2lvbiB0aGlzIGNvbW1hbmQgcnVucyBpbnNpZGUgKCRCRVJUSCksIGFzIHRtdXgncy4gUHJvZ3JhbXMgYWxyZWFkeVxucnVubmluZyB0aGVyZSBzdGlsbCBzZWUgdGhlIG9sZCBuYW1lIGluICRCRVJUSCAoYXMgaW4gdG11eCkuXG5cbkV4aXQgY29kZXM6IDAgcmVuYW1lZDsgMSBubyBzdWNoIHNlc3Npb24sIE5FVyBpcyB0YWtlbiwgb3IgYmFkIGFyZ3VtZW50cy5gLFxuICBhc3luYyBydW4oYXJncywgZ2xvYmFsKSB7XG4gICAgY29uc3QgeyB2YWx1ZXMsIHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFxuICAgICAgXCJyZW5hbWUtc2Vzc2lvblwiLFxuICAgICAgYXJncyxcbiAgICAgIFRBUkdFVF9PUFRJT04sXG4gICAgKTtcbiAgICAvLyBKdXN0IE5FVywgaW5zaWRlIGEgc2Vzc2lvbjogdGhhdCBzZXNzaW9uLCBhcyB0bXV4J3MgY3VycmVudCBvbmUuXG4gICAgY29uc3QgaGVyZSA9IHZhbHVlcy50YXJnZXQgPT09IHVuZGVmaW5lZCAmJiBwb3NpdGlvbmFscy5sZW5ndGggPT09IDFcbiAgICAgID8gaW5zaWRlU2Vzc2lvbihnbG9iYWwsIFwicmVuYW1lLXNlc3Npb25cIiwgXCJPTEQgTkVXXCIpXG4gICAgICA6IHVuZGVmaW5lZDtcbiAgICBjb25zdCB7IG5hbWUsIHJlc3QgfSA9IHNlc3Npb25BbmRSZXN0KFxuICAgICAgZ2xvYmFsLFxuICAgICAgXCJyZW5hbWUtc2Vzc2lvblwiLFxuICAgICAgdmFsdWVzLnRhcmdldCA/PyBoZXJlLFxuICAgICAgcG9zaXRpb25hbHMsXG4gICAgICAxLFxuICAgICAgXCJ0aGUgbmV3IG5hbWVcIixcbiAgICApO1xuICAgIGNvbnN0IHdoeSA9IGNoZWNrU2Vzc2lvbk5hbWUocmVzdFswXSk7XG4gICAgaWYgKHdoeSkgdGhyb3cgbmV3IFVzZXJFcnJvcih3aHkpO1xuICAgIHVzaW5nIGNvbm4gPSBhd2FpdCBjb25uZWN0T3JGYWlsKGdsb2JhbCk7XG4gICAgYXdhaXQgcmVxdWVzdE9yRmFpbChjb25uLCB7IG9wOiBcInJlbmFtZVwiLCBuYW1lLCBuZXdOYW1lOiByZXN0WzBdIH0pO1xuICAgIHJldHVybiAwO1xuICB9LFxufTtcbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Q0FLQyxHQUVELFNBQ0UsZ0JBQWdCLEVBQ2hCLGNBQWMsRUFDZCxhQUFhLFFBQ1IsaUJBQWlCO0FBQ3hCLFNBQVMsZ0JBQWdCLFFBQVEsMEJBQTBCO0FBQzNELFNBQVMsYUFBYSxRQUFRLGdCQUFnQjtBQUM5QyxTQUFTLGFBQWEsUUFBUSxnQkFBZ0I7QUFDOUMsU0FBdUIsU0FBUyxRQUFRLGVBQWU7QUFDdkQsU0FBUyxhQUFhLFFBQVEsZUFBZTtBQUU3QyxPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFFBQVE7RUFDUixTQUFTO0VBQ1QsT0FBTyxDQUFDOzs7Ozs7O3lFQU8rRCxDQUFDO0VBQ3hFLE1BQU0sS0FBSSxJQUFJLEVBQUUsTUFBTTtJQUNwQixNQUFNLEVBQUUsTUFBTSxFQUFFLFdBQVcsRUFBRSxHQUFHLGlCQUM5QixrQkFDQSxNQUNBO0lBRUYsbUVBQW1FO0lBQ25FLE1BQU0sT0FBTyxPQUFPLE1BQU0sS0FBSyxhQUFhLFlBQVksTUFBTSxLQUFLLElBQy9ELGNBQWMsUUFBUSxrQkFBa0IsYUFDeEM7SUFDSixNQUFNLEVBQUUsSUFBSSxFQUFFLElBQUksRUFBRSxHQUFHLGVBQ3JCLFFBQ0Esa0JBQ0EsT0FBTyxNQUFNLElBQUksTUFDakIsYUFDQSxHQUNBO0lBRUYsTUFBTSxNQUFNLGlCQUFpQixJQUFJLENBQUMsRUFBRTtJQUNwQyxJQUFJLEtBQUssTUFBTSxJQUFJLFVBQVU7VUFDdkIsT0FBTyxNQUFNLGNBQWM7SUFDakMsTUFBTSxjQUFjLE1BQU07TUFBRSxJQUFJO01BQVU7TUFBTSxTQUFTLElBQUksQ0FBQyxFQUFFO0lBQUM7SUFDakUsT0FBTztFQUNUO0FBQ0YsRUFBRSJ9
// denoCacheMetadata=15449970811819697686,1375753035191546966