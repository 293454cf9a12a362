/**
 * `berth list-clients [-t SESSION] [--json]`: the attached clients (tmux's
 * `list-clients`), each with its name (tty), session, size and flags.
 *
 * @module
 */ import { parseCommandArgs, TARGET_OPTION } from "../cli_args.ts";
import { checkSessionName } from "../../protocol/names.ts";
import { printLine } from "../stdout.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { UserError } from "./command.ts";
import { FORMAT_HELP, FORMAT_OPTION, formatField, printFormatLines } from "./_list_format.ts";
export const command = {
  name: "list-clients",
  target: true,
  summary: "List the attached clients: name (tty), session, size, flags",
  usage: `Usage: berth list-clients [-t SESSION] [-F FORMAT | --json]

Lists the clients attached to the daemon's sessions (SESSION's only, with
-t), oldest first: NAME: SESSION [COLSxROWS] (flags), where NAME is the
client's tty (client-ID when it has none) and the flags say read-only or
suspended (prefix C-z, until fg). With -F, one line a client, FORMAT
expanded for it, its session's shown window and that window's active
pane (as tmux's: berth list-clients -F '#{client_tty}').

Options:
  -t SESSION  only the clients of SESSION
${FORMAT_HELP}
  --json      one JSON array of client objects (name, id, tty, pid,
              session, cols, rows, readOnly, suspended, created,
              lastActive, self)

Exit codes: 0 listed; 1 no such session, no daemon runs, or bad arguments.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("list-clients", args, {
      ...TARGET_OPTION,
      ...FORMAT_OPTION,
      json: {
        type: "boolean"
      }
    });
    if (positionals.length > 0) {
      throw new UserError("list-clients takes no arguments; use -t");
    }
    const name = values.target;
    const why = name === undefined ? null : checkSessionName(name);
    if (why) throw new UserError(why);
    const format = formatField("list-clients", values);
    using conn = await connectOrFail(global);
    const { clients, lines } = await requestOrFail(conn, {
      op: "list-clients",
      ...name === undefined ? {} : {
        name
      },
      ...format
    });
    if (format.format !== undefined) {
      printFormatLines("list-clients", lines);
      return 0;
    }
    if (values.json) {
      printLine(JSON.stringify(clients, null, 2));
      return 0;
    }
    for (const c of clients)printLine(clientLine(c));
    return 0;
  }
};
/** One client as tmux's list-clients shows it: `/dev/pts/3: work [80x24]`. */ export function clientLine(c) {
  const flags = [
    c.readOnly ? "read-only" : "",
    c.suspended ? "suspended" : "",
    c.pid ? `pid ${c.pid}` : ""
  ].filter(Boolean).join(", ");
  return `${c.name}: ${c.session} [${c.cols}x${c.rows}]${flags ? ` (${flags})` : ""}`;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9saXN0X2NsaWVudHMudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggbGlzdC1jbGllbnRzIFstdCBTRVNTSU9OXSBbLS1qc29uXWA6IHRoZSBhdHRhY2hlZCBjbGllbnRzICh0bXV4J3NcbiAqIGBsaXN0LWNsaWVudHNgKSwgZWFjaCB3aXRoIGl0cyBuYW1lICh0dHkpLCBzZXNzaW9uLCBzaXplIGFuZCBmbGFncy5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUgeyBDbGllbnRJbmZvIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL21lc3NhZ2VzLnRzXCI7XG5pbXBvcnQgeyBwYXJzZUNvbW1hbmRBcmdzLCBUQVJHRVRfT1BUSU9OIH0gZnJvbSBcIi4uL2NsaV9hcmdzLnRzXCI7XG5pbXBvcnQgeyBjaGVja1Nlc3Npb25OYW1lIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL25hbWVzLnRzXCI7XG5pbXBvcnQgeyBwcmludExpbmUgfSBmcm9tIFwiLi4vc3Rkb3V0LnRzXCI7XG5pbXBvcnQgeyBjb25uZWN0T3JGYWlsIH0gZnJvbSBcIi4vX2Nvbm5lY3QudHNcIjtcbmltcG9ydCB7IHJlcXVlc3RPckZhaWwgfSBmcm9tIFwiLi9fcmVxdWVzdC50c1wiO1xuaW1wb3J0IHsgdHlwZSBDb21tYW5kLCBVc2VyRXJyb3IgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQge1xuICBGT1JNQVRfSEVMUCxcbiAgRk9STUFUX09QVElPTixcbiAgZm9ybWF0RmllbGQsXG4gIHByaW50Rm9ybWF0TGluZXMsXG59IGZyb20gXCIuL19saXN0X2Zvcm1hdC50c1wiO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJsaXN0LWNsaWVudHNcIixcbiAgdGFyZ2V0OiB0cnVlLFxuICBzdW1tYXJ5OiBcIkxpc3QgdGhlIGF0dGFjaGVkIGNsaWVudHM6IG5hbWUgKHR0eSksIHNlc3Npb24sIHNpemUsIGZsYWdzXCIsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIGxpc3QtY2xpZW50cyBbLXQgU0VTU0lPTl0gWy1GIEZPUk1BVCB8IC0tanNvbl1cblxuTGlzdHMgdGhlIGNsaWVudHMgYXR0YWNoZWQgdG8gdGhlIGRhZW1vbidzIHNlc3Npb25zIChTRVNTSU9OJ3Mgb25seSwgd2l0aFxuLXQpLCBvbGRlc3QgZmlyc3Q6IE5BTUU6IFNFU1NJT04gW0NPTFN4Uk9XU10gKGZsYWdzKSwgd2hlcmUgTkFNRSBpcyB0aGVcbmNsaWVudCdzIHR0eSAoY2xpZW50LUlEIHdoZW4gaXQgaGFzIG5vbmUpIGFuZCB0aGUgZmxhZ3Mgc2F5IHJlYWQtb25seSBvclxuc3VzcGVuZGVkIChwcmVmaXggQy16LCB1bnRpbCBmZykuIFdpdGggLUYsIG9uZSBsaW5lIGEgY2xpZW50LCBGT1JNQVRcbmV4cGFuZGVkIGZvciBpdCwgaXRzIHNlc3Npb24ncyBzaG93biB3aW5kb3cgYW5kIHRoYXQgd2luZG93J3MgYWN0aXZlXG5wYW5lIChhcyB0bXV4J3M6IGJlcnRoIGxpc3QtY2xpZW50cyAtRiAnI3tjbGllbnRfdHR5fScpLlxuXG5PcHRpb25zOlxuICAtdCBTRVNTSU9OICBvbmx5IHRoZSBjbGllbnRzIG9mIFNFU1NJT05cbiR7Rk9STUFUX0hFTFB9XG4gIC0tanNvbiAgICAgIG9uZSBKU09OIGFycmF5IG9mIGNsaWVudCBvYmplY3RzIChuYW1lLCBpZCwgdHR5LCBwaWQsXG4gICAgICAgICAgICAgIHNlc3Npb24sIGNvbHMsIHJvd3MsIHJlYWRPbmx5LCBzdXNwZW5kZWQsIGNyZWF0ZWQsXG4gICAgICAgICAgICAgIGxhc3RBY3RpdmUsIHNlbGYpXG5cbkV4aXQgY29kZXM6IDAgbGlzdGVkOyAxIG5vIHN1Y2ggc2Vzc2lvbiwgbm8gZGFlbW9uIHJ1bnMsIG9yIGJhZCBhcmd1bWVudHMuYCxcbiAgYXN5bmMgcnVuKGFyZ3MsIGdsb2JhbCkge1xuICAgIGNvbnN0IHsgdmFsdWVzLCBwb3NpdGlvbmFscyB9ID0gcGFyc2VDb21tYW5kQXJncyhcImxpc3QtY2xpZW50c1wiLCBhcmdzLCB7XG4gICAgICAuLi5UQVJHRVRfT1BUSU9OLFxuICAgICAgLi4uRk9STUFUX09QVElPTixcbiAgICAgIGpzb246IHsgdHlwZTogXCJib29sZWFuXCIgfSxcbiAgICB9KTtcbiAgICBpZiAocG9zaXRpb25hbHMubGVuZ3RoID4gMCkge1xuICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcImxpc3QtY2xpZW50cyB0YWtlcyBubyBhcmd1bWVudHM7IHVzZSAtdFwiKTtcbiAgICB9XG4gICAgY29uc3QgbmFtZSA9IHZhbHVlcy50YXJnZXQ7XG4gICAgY29uc3Qgd2h5ID0gbmFtZSA9PT0gdW5kZWZpbmVkID8gbnVsbCA6IGNoZWNrU2Vzc2lvbk5hbWUobmFtZSk7XG4gICAgaWYgKHdoeSkgdGhyb3cgbmV3IFVzZXJFcnJvcih3aHkpO1xuICAgIGNvbnN0IGZvcm1hdCA9IGZvcm1hdEZpZWxkKFwibGlzdC1jbGllbnRzXCIsIHZhbHVlcyk7XG4gICAgdXNpbmcgY29ubiA9IGF3YWl0IGNvbm5lY3RPckZhaWwoZ2xvYmFsKTtcbiAgICBjb25zdCB7IGNsaWVudHMsIGxpbmVzIH0gPSBhd2FpdCByZXF1ZXN0T3JGYWlsKGNvbm4sIHtcbiAgICAgIG9wOiBcImxpc3QtY2xpZW50c1wiLFxuICAgICAgLi4uKG5hbWUgPT09IHVuZGVmaW5lZCA/IHt9IDogeyBuYW1lIH0pLFxuICAgICAgLi4uZm9ybWF0LFxuICAgIH0pO1xuICAgIGlmIChmb3JtYXQuZm9ybWF0ICE9PSB1bmRlZmluZWQpIHtcbiAgICAgIHByaW50Rm9ybWF0TGluZXMoXCJsaXN0LWNsaWVudHNcIiwgbGluZXMpO1xuICAgICAgcmV0dXJuIDA7XG4gICAgfVxuICAgIGlmICh2YWx1ZXMuanNvbikge1xuICAgICAgcHJpbnRMaW5lKEpTT04uc3RyaW5naWZ5KGNsaWVudHMsIG51bGwsIDIpKTtcbiAgICAgIHJldHVybiAwO1xuICAgIH1cbiAgICBmb3IgKGNvbnN0IGMgb2YgY2xpZW50cykgcHJpbnRMaW5lKGNsaWVudExpbmUoYykpO1xuICAgIHJldHVybiAwO1xuICB9LFxufTtcblxuLyoqIE9uZSBjbGllbnQgYXMgdG11eCdzIGxpc3QtY2xpZW50cyBzaG93cyBpdDogYC9kZXYvcHRzLzM6IHdvcmsgWzgweDI0XWAuICovXG5leHBvcnQgZnVuY3Rpb24gY2xpZW50TGluZShjOiBDbGllbnRJbmZvKTogc3RyaW5nIHtcbiAgY29uc3QgZmxhZ3MgPSBbXG4gICAgYy5yZWFkT25seSA/IFwicmVhZC1vbmx5XCIgOiBcIlwiLFxuICAgIGMuc3VzcGVuZGVkID8gXCJzdXNwZW5kZWRcIiA6IFwiXCIsXG4gICAgYy5waWQgPyBgcGlkICR7Yy5waWR9YCA6IFwiXCIsXG4gIF0uZmlsdGVyKEJvb2xlYW4pLmpvaW4oXCIsIFwiKTtcbiAgcmV0dXJuIGAke2MubmFtZX06ICR7Yy5zZXNzaW9ufSBbJHtjLmNvbHN9eCR7Yy5yb3dzfV0ke1xuICAgIGZsYWdzID8gYCAoJHtmbGFnc30pYCA6IFwiXCJcbiAgfWA7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7O0NBS0MsR0FHRCxTQUFTLGdCQUFnQixFQUFFLGFBQWEsUUFBUSxpQkFBaUI7QUFDakUsU0FBUyxnQkFBZ0IsUUFBUSwwQkFBMEI7QUFDM0QsU0FBUyxTQUFTLFFBQVEsZUFBZTtBQUN6QyxTQUFTLGFBQWEsUUFBUSxnQkFBZ0I7QUFDOUMsU0FBUyxhQUFhLFFBQVEsZ0JBQWdCO0FBQzlDLFNBQXVCLFNBQVMsUUFBUSxlQUFlO0FBQ3ZELFNBQ0UsV0FBVyxFQUNYLGFBQWEsRUFDYixXQUFXLEVBQ1gsZ0JBQWdCLFFBQ1gsb0JBQW9CO0FBRTNCLE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sUUFBUTtFQUNSLFNBQVM7RUFDVCxPQUFPLENBQUM7Ozs7Ozs7Ozs7O0FBV1YsRUFBRSxZQUFZOzs7OzswRUFLNEQsQ0FBQztFQUN6RSxNQUFNLEtBQUksSUFBSSxFQUFFLE1BQU07SUFDcEIsTUFBTSxFQUFFLE1BQU0sRUFBRSxXQUFXLEVBQUUsR0FBRyxpQkFBaUIsZ0JBQWdCLE1BQU07TUFDckUsR0FBRyxhQUFhO01BQ2hCLEdBQUcsYUFBYTtNQUNoQixNQUFNO1FBQUUsTUFBTTtNQUFVO0lBQzFCO0lBQ0EsSUFBSSxZQUFZLE1BQU0sR0FBRyxHQUFHO01BQzFCLE1BQU0sSUFBSSxVQUFVO0lBQ3RCO0lBQ0EsTUFBTSxPQUFPLE9BQU8sTUFBTTtJQUMxQixNQUFNLE1BQU0sU0FBUyxZQUFZLE9BQU8saUJBQWlCO0lBQ3pELElBQUksS0FBSyxNQUFNLElBQUksVUFBVTtJQUM3QixNQUFNLFNBQVMsWUFBWSxnQkFBZ0I7VUFDckMsT0FBTyxNQUFNLGNBQWM7SUFDakMsTUFBTSxFQUFFLE9BQU8sRUFBRSxLQUFLLEVBQUUsR0FBRyxNQUFNLGNBQWMsTUFBTTtNQUNuRCxJQUFJO01BQ0osR0FBSSxTQUFTLFlBQVksQ0FBQyxJQUFJO1FBQUU7TUFBSyxDQUFDO01BQ3RDLEdBQUcsTUFBTTtJQUNYO0lBQ0EsSUFBSSxPQUFPLE1BQU0sS0FBSyxXQUFXO01BQy9CLGlCQUFpQixnQkFBZ0I7TUFDakMsT0FBTztJQUNUO0lBQ0EsSUFBSSxPQUFPLElBQUksRUFBRTtNQUNmLFVBQVUsS0FBSyxTQUFTLENBQUMsU0FBUyxNQUFNO01BQ3hDLE9BQU87SUFDVDtJQUNBLEtBQUssTUFBTSxLQUFLLFFBQVMsVUFBVSxXQUFXO0lBQzlDLE9BQU87RUFDVDtBQUNGLEVBQUU7QUFFRiw0RUFBNEUsR0FDNUUsT0FBTyxTQUFTLFdBQVcsQ0FBYTtFQUN0QyxNQUFNLFFBQVE7SUFDWixFQUFFLFFBQVEsR0FBRyxjQUFjO0lBQzNCLEVBQUUsU0FBUyxHQUFHLGNBQWM7SUFDNUIsRUFBRSxHQUFHLEdBQUcsQ0FBQyxJQUFJLEVBQUUsRUFBRSxHQUFHLEVBQUUsR0FBRztHQUMxQixDQUFDLE1BQU0sQ0FBQyxTQUFTLElBQUksQ0FBQztFQUN2QixPQUFPLEdBQUcsRUFBRSxJQUFJLENBQUMsRUFBRSxFQUFFLEVBQUUsT0FBTyxDQUFDLEVBQUUsRUFBRSxFQUFFLElBQUksQ0FBQyxDQUFDLEVBQUUsRUFBRSxJQUFJLENBQUMsQ0FBQyxFQUNuRCxRQUFRLENBQUMsRUFBRSxFQUFFLE1BQU0sQ0FBQyxDQUFDLEdBQUcsSUFDeEI7QUFDSiJ9
// denoCacheMetadata=11713169054674519454,14416670273852172462