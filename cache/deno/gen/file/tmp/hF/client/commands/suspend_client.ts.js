/**
 * `berth suspend-client [-t CLIENT]`: suspends an attach client, as tmux's
 * (prefix C-z suspends the client it is typed in): its terminal goes back
 * to its shell, which shows "Stopped", and `fg` brings it back, drawn
 * again; the session keeps running meanwhile. CLIENT is a client's tty or
 * client-ID, as `list-clients` shows it, else a session: the client typed
 * on last there; without it, inside a session, that session's client typed
 * on last (tmux's current client).
 *
 * @module
 */ import { parseCommandArgs, TARGET_OPTION } from "../cli_args.ts";
import { checkSessionName } from "../../protocol/names.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { UserError } from "./command.ts";
import { insideSession } from "./_inside.ts";
import { current } from "./detach_client.ts";
export const command = {
  name: "suspend-client",
  target: true,
  summary: "Suspend a client: its shell gets the terminal until fg",
  usage: `Usage: berth suspend-client [-t] [CLIENT]

Suspends client CLIENT (its tty or client-ID, as berth list-clients shows
it), or else the client of session CLIENT typed on last; without CLIENT,
the client of the session this command runs inside ($BERTH) typed on
last, as tmux's current client. The client gives its terminal back to its
shell and stops, as prefix C-z does; fg in that shell brings it back. The
session keeps running.

Exit codes: 0 done; 1 no such client or session, none attached, no daemon
runs, or bad arguments.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("suspend-client", args, TARGET_OPTION);
    if (positionals.length > (values.target === undefined ? 1 : 0)) {
      throw new UserError("suspend-client takes at most one client name");
    }
    const name = values.target ?? positionals[0] ?? insideSession(global, "suspend-client", "a client (-t CLIENT)");
    const why = checkSessionName(name);
    if (why) throw new UserError(why);
    using conn = await connectOrFail(global);
    const { clients } = await requestOrFail(conn, {
      op: "list-clients"
    });
    if (clients.some((c)=>c.name === name)) {
      await requestOrFail(conn, {
        op: "suspend-client",
        name
      });
      return 0;
    }
    if (/^(\/dev\/|client-\d+$)/.test(name)) {
      throw new UserError(`No client named ${name} (berth list-clients lists them)`);
    }
    const client = await current(conn, name, {
      awake: true
    });
    await requestOrFail(conn, {
      op: "suspend-client",
      name: client
    });
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9zdXNwZW5kX2NsaWVudC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIGBiZXJ0aCBzdXNwZW5kLWNsaWVudCBbLXQgQ0xJRU5UXWA6IHN1c3BlbmRzIGFuIGF0dGFjaCBjbGllbnQsIGFzIHRtdXgnc1xuICogKHByZWZpeCBDLXogc3VzcGVuZHMgdGhlIGNsaWVudCBpdCBpcyB0eXBlZCBpbik6IGl0cyB0ZXJtaW5hbCBnb2VzIGJhY2tcbiAqIHRvIGl0cyBzaGVsbCwgd2hpY2ggc2hvd3MgXCJTdG9wcGVkXCIsIGFuZCBgZmdgIGJyaW5ncyBpdCBiYWNrLCBkcmF3blxuICogYWdhaW47IHRoZSBzZXNzaW9uIGtlZXBzIHJ1bm5pbmcgbWVhbndoaWxlLiBDTElFTlQgaXMgYSBjbGllbnQncyB0dHkgb3JcbiAqIGNsaWVudC1JRCwgYXMgYGxpc3QtY2xpZW50c2Agc2hvd3MgaXQsIGVsc2UgYSBzZXNzaW9uOiB0aGUgY2xpZW50IHR5cGVkXG4gKiBvbiBsYXN0IHRoZXJlOyB3aXRob3V0IGl0LCBpbnNpZGUgYSBzZXNzaW9uLCB0aGF0IHNlc3Npb24ncyBjbGllbnQgdHlwZWRcbiAqIG9uIGxhc3QgKHRtdXgncyBjdXJyZW50IGNsaWVudCkuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IHBhcnNlQ29tbWFuZEFyZ3MsIFRBUkdFVF9PUFRJT04gfSBmcm9tIFwiLi4vY2xpX2FyZ3MudHNcIjtcbmltcG9ydCB7IGNoZWNrU2Vzc2lvbk5hbWUgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbmFtZXMudHNcIjtcbmltcG9ydCB7IGNvbm5lY3RPckZhaWwgfSBmcm9tIFwiLi9fY29ubmVjdC50c1wiO1xuaW1wb3J0IHsgcmVxdWVzdE9yRmFpbCB9IGZyb20gXCIuL19yZXF1ZXN0LnRzXCI7XG5pbXBvcnQgeyB0eXBlIENvbW1hbmQsIFVzZXJFcnJvciB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbmltcG9ydCB7IGluc2lkZVNlc3Npb24gfSBmcm9tIFwiLi9faW5zaWRlLnRzXCI7XG5pbXBvcnQgeyBjdXJyZW50IH0gZnJvbSBcIi4vZGV0YWNoX2NsaWVudC50c1wiO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJzdXNwZW5kLWNsaWVudFwiLFxuICB0YXJnZXQ6IHRydWUsXG4gIHN1bW1hcnk6IFwiU3VzcGVuZCBhIGNsaWVudDogaXRzIHNoZWxsIGdldHMgdGhlIHRlcm1pbmFsIHVudGlsIGZnXCIsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIHN1c3BlbmQtY2xpZW50IFstdF0gW0NMSUVOVF1cblxuU3VzcGVuZHMgY2xpZW50IENMSUVOVCAoaXRzIHR0eSBvciBjbGllbnQtSUQsIGFzIGJlcnRoIGxpc3QtY2xpZW50cyBzaG93c1xuaXQpLCBvciBlbHNlIHRoZSBjbGllbnQgb2Ygc2Vzc2lvbiBDTElFTlQgdHlwZWQgb24gbGFzdDsgd2l0aG91dCBDTElFTlQsXG50aGUgY2xpZW50IG9mIHRoZSBzZXNzaW9uIHRoaXMgY29tbWFuZCBydW5zIGluc2lkZSAoJEJFUlRIKSB0eXBlZCBvblxubGFzdCwgYXMgdG11eCdzIGN1cnJlbnQgY2xpZW50LiBUaGUgY2xpZW50IGdpdmVzIGl0cyB0ZXJtaW5hbCBiYWNrIHRvIGl0c1xuc2hlbGwgYW5kIHN0b3BzLCBhcyBwcmVmaXggQy16IGRvZXM7IGZnIGluIHRoYXQgc2hlbGwgYnJpbmdzIGl0IGJhY2suIFRoZVxuc2Vzc2lvbiBrZWVwcyBydW5uaW5nLlxuXG5FeGl0IGNvZGVzOiAwIGRvbmU7IDEgbm8gc3VjaCBjbGllbnQgb3Igc2Vzc2lvbiwgbm9uZSBhdHRhY2hlZCwgbm8gZGFlbW9uXG5ydW5zLCBvciBiYWQgYXJndW1lbnRzLmAsXG4gIGFzeW5jIHJ1bihhcmdzLCBnbG9iYWwpIHtcbiAgICBjb25zdCB7IHZhbHVlcywgcG9zaXRpb25hbHMgfSA9IHBhcnNlQ29tbWFuZEFyZ3MoXG4gICAgICBcInN1c3BlbmQtY2xpZW50XCIsXG4gICAgICBhcmdzLFxuICAgICAgVEFSR0VUX09QVElPTixcbiAgICApO1xuICAgIGlmIChwb3NpdGlvbmFscy5sZW5ndGggPiAodmFsdWVzLnRhcmdldCA9PT0gdW5kZWZpbmVkID8gMSA6IDApKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFwic3VzcGVuZC1jbGllbnQgdGFrZXMgYXQgbW9zdCBvbmUgY2xpZW50IG5hbWVcIik7XG4gICAgfVxuICAgIGNvbnN0IG5hbWUgPSB2YWx1ZXMudGFyZ2V0ID8/IHBvc2l0aW9uYWxzWzBdID8/XG4gICAgICBpbnNpZGVTZXNzaW9uKGdsb2JhbCwgXCJzdXNwZW5kLWNsaWVudFwiLCBcImEgY2xpZW50ICgtdCBDTElFTlQpXCIpO1xuICAgIGNvbnN0IHdoeSA9IGNoZWNrU2Vzc2lvbk5hbWUobmFtZSk7XG4gICAgaWYgKHdoeSkgdGhyb3cgbmV3IFVzZXJFcnJvcih3aHkpO1xuICAgIHVzaW5nIGNvbm4gPSBhd2FpdCBjb25uZWN0T3JGYWlsKGdsb2JhbCk7XG4gICAgY29uc3QgeyBjbGllbnRzIH0gPSBhd2FpdCByZXF1ZXN0T3JGYWlsKGNvbm4sIHsgb3A6IFwibGlzdC1jbGllbnRzXCIgfSk7XG4gICAgaWYgKGNsaWVudHMuc29tZSgoYykgPT4gYy5uYW1lID09PSBuYW1lKSkge1xuICAgICAgYXdhaXQgcmVxdWVzdE9yRmFpbChjb25uLCB7IG9wOiBcInN1c3BlbmQtY2xpZW50XCIsIG5hbWUgfSk7XG4gICAgICByZXR1cm4gMDtcbiAgICB9XG4gICAgaWYgKC9eKFxcL2RldlxcL3xjbGllbnQtXFxkKyQpLy50ZXN0KG5hbWUpKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgICBgTm8gY2xpZW50IG5hbWVkICR7bmFtZX0gKGJlcnRoIGxpc3QtY2xpZW50cyBsaXN0cyB0aGVtKWAsXG4gICAgICApO1xuICAgIH1cbiAgICBjb25zdCBjbGllbnQgPSBhd2FpdCBjdXJyZW50KGNvbm4sIG5hbWUsIHsgYXdha2U6IHRydWUgfSk7XG4gICAgYXdhaXQgcmVxdWVzdE9yRmFpbChjb25uLCB7IG9wOiBcInN1c3BlbmQtY2xpZW50XCIsIG5hbWU6IGNsaWVudCB9KTtcbiAgICByZXR1cm4gMDtcbiAgfSxcbn07XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Q0FVQyxHQUVELFNBQVMsZ0JBQWdCLEVBQUUsYUFBYSxRQUFRLGlCQUFpQjtBQUNqRSxTQUFTLGdCQUFnQixRQUFRLDBCQUEwQjtBQUMzRCxTQUFTLGFBQWEsUUFBUSxnQkFBZ0I7QUFDOUMsU0FBUyxhQUFhLFFBQVEsZ0JBQWdCO0FBQzlDLFNBQXVCLFNBQVMsUUFBUSxlQUFlO0FBQ3ZELFNBQVMsYUFBYSxRQUFRLGVBQWU7QUFDN0MsU0FBUyxPQUFPLFFBQVEscUJBQXFCO0FBRTdDLE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sUUFBUTtFQUNSLFNBQVM7RUFDVCxPQUFPLENBQUM7Ozs7Ozs7Ozs7dUJBVWEsQ0FBQztFQUN0QixNQUFNLEtBQUksSUFBSSxFQUFFLE1BQU07SUFDcEIsTUFBTSxFQUFFLE1BQU0sRUFBRSxXQUFXLEVBQUUsR0FBRyxpQkFDOUIsa0JBQ0EsTUFDQTtJQUVGLElBQUksWUFBWSxNQUFNLEdBQUcsQ0FBQyxPQUFPLE1BQU0sS0FBSyxZQUFZLElBQUksQ0FBQyxHQUFHO01BQzlELE1BQU0sSUFBSSxVQUFVO0lBQ3RCO0lBQ0EsTUFBTSxPQUFPLE9BQU8sTUFBTSxJQUFJLFdBQVcsQ0FBQyxFQUFFLElBQzFDLGNBQWMsUUFBUSxrQkFBa0I7SUFDMUMsTUFBTSxNQUFNLGlCQUFpQjtJQUM3QixJQUFJLEtBQUssTUFBTSxJQUFJLFVBQVU7VUFDdkIsT0FBTyxNQUFNLGNBQWM7SUFDakMsTUFBTSxFQUFFLE9BQU8sRUFBRSxHQUFHLE1BQU0sY0FBYyxNQUFNO01BQUUsSUFBSTtJQUFlO0lBQ25FLElBQUksUUFBUSxJQUFJLENBQUMsQ0FBQyxJQUFNLEVBQUUsSUFBSSxLQUFLLE9BQU87TUFDeEMsTUFBTSxjQUFjLE1BQU07UUFBRSxJQUFJO1FBQWtCO01BQUs7TUFDdkQsT0FBTztJQUNUO0lBQ0EsSUFBSSx5QkFBeUIsSUFBSSxDQUFDLE9BQU87TUFDdkMsTUFBTSxJQUFJLFVBQ1IsQ0FBQyxnQkFBZ0IsRUFBRSxLQUFLLGdDQUFnQyxDQUFDO0lBRTdEO0lBQ0EsTUFBTSxTQUFTLE1BQU0sUUFBUSxNQUFNLE1BQU07TUFBRSxPQUFPO0lBQUs7SUFDdkQsTUFBTSxjQUFjLE1BQU07TUFBRSxJQUFJO01BQWtCLE1BQU07SUFBTztJQUMvRCxPQUFPO0VBQ1Q7QUFDRixFQUFFIn0=
// denoCacheMetadata=9196492951317526167,1930927523272780210