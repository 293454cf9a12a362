/**
 * `berth list-panes`: a window's panes (tmux's `list-panes`); with `-s`
 * a session's, with `-a` every session's.
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import { allPanes } from "./_list_all.ts";
import { FORMAT_HELP, FORMAT_OPTION, formatField, printRows } from "./_list_format.ts";
export const command = {
  name: "list-panes",
  summary: "List a window's panes (-s a session's, -a all): size, place, pid",
  target: true,
  usage: `Usage: berth list-panes [-a | -s] [-t SESSION[:WINDOW]] [-F FORMAT | --json]

Lists the panes of a window (SESSION alone: its shown one; inside a
session, without -t: this pane's window). With -F, one line a pane,
FORMAT expanded for it (as tmux's:
berth list-panes -a -F '#S:#I.#P #{pane_current_command}').

Options:
  -t TARGET   SESSION, SESSION:WINDOW (a pane names its window)
  -s          every pane of every window of the session -t names (any
              target); each line starts WINDOW.PANE: (0.1: [80x24] ...)
  -a          every pane of every session (-s ignored, a -t given
              must exist); each line starts SESSION:WINDOW.PANE:
              (work:0.1: [80x24] ...)
${FORMAT_HELP}
  --json      one JSON array of pane objects (index, id, active, x, y,
              cols, rows, pid, command, dead, target; with -s or -a,
              session and window too)

A session or window that ends while -s or -a lists is left out; with no
sessions, -a prints nothing. A pane id (#D, %N) is unique in the daemon,
and -t takes it as it is.

Exit codes: 0 listed; 1 no such window, no daemon runs, or an error.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("list-panes", args, {
      all: {
        type: "boolean",
        short: "a"
      },
      session: {
        type: "boolean",
        short: "s"
      },
      target: {
        type: "string",
        short: "t"
      },
      ...FORMAT_OPTION,
      json: {
        type: "boolean"
      }
    });
    if (positionals.length > 0) {
      throw new UserError("list-panes takes no arguments; use -t");
    }
    const format = formatField("list-panes", values);
    if (values.all || values.session) {
      // As tmux's: -a wins over -s and needs no target; one given must
      // exist.
      const target = values.all ? undefined : paneTarget("list-panes", values.target, global);
      const named = values.all ? values.target : undefined;
      const { rows, lines } = await allPanes(global, target, format, named);
      printRows("list-panes", values, rows, lines, (p)=>placedLine(p, values.all === true));
      return 0;
    }
    const { panes, lines } = await paneRequest(global, {
      op: "list-panes",
      name: paneTarget("list-panes", values.target, global),
      ...format
    });
    printRows("list-panes", values, panes, lines, paneLine);
    return 0;
  }
};
/** A pane as berth lists it: `1: [40x24] at 41,0 pid 4242 bash (active)`. */ function paneLine(p) {
  const state = p.dead ? " (dead)" : p.active ? " (active)" : "";
  return `${p.index}: [${p.cols}x${p.rows}] at ${p.x},${p.y} pid ${p.pid} ${p.command.join(" ")}${state}`;
}
/** A pane of -a (`work:0.1: [80x24] ...`) or -s (`0.1: ...`), as tmux's. */ function placedLine(p, withSession) {
  const where = withSession ? `${p.session}:${p.window}` : `${p.window}`;
  return `${where}.${paneLine(p)}`;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9saXN0X3BhbmVzLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogYGJlcnRoIGxpc3QtcGFuZXNgOiBhIHdpbmRvdydzIHBhbmVzICh0bXV4J3MgYGxpc3QtcGFuZXNgKTsgd2l0aCBgLXNgXG4gKiBhIHNlc3Npb24ncywgd2l0aCBgLWFgIGV2ZXJ5IHNlc3Npb24ncy5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUgeyBQYW5lSW5mbyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHsgcGFyc2VDb21tYW5kQXJncyB9IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHR5cGUgeyBDb21tYW5kIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgVXNlckVycm9yIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgcGFuZVJlcXVlc3QsIHBhbmVUYXJnZXQgfSBmcm9tIFwiLi9fcGFuZS50c1wiO1xuaW1wb3J0IHsgYWxsUGFuZXMsIHR5cGUgUGFuZVJvdyB9IGZyb20gXCIuL19saXN0X2FsbC50c1wiO1xuaW1wb3J0IHtcbiAgRk9STUFUX0hFTFAsXG4gIEZPUk1BVF9PUFRJT04sXG4gIGZvcm1hdEZpZWxkLFxuICBwcmludFJvd3MsXG59IGZyb20gXCIuL19saXN0X2Zvcm1hdC50c1wiO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJsaXN0LXBhbmVzXCIsXG4gIHN1bW1hcnk6IFwiTGlzdCBhIHdpbmRvdydzIHBhbmVzICgtcyBhIHNlc3Npb24ncywgLWEgYWxsKTogc2l6ZSwgcGxhY2UsIHBpZFwiLFxuICB0YXJnZXQ6IHRydWUsXG4gIHVzYWdlOlxuICAgIGBVc2FnZTogYmVydGggbGlzdC1wYW5lcyBbLWEgfCAtc10gWy10IFNFU1NJT05bOldJTkRPV11dIFstRiBGT1JNQVQgfCAtLWpzb25dXG5cbkxpc3RzIHRoZSBwYW5lcyBvZiBhIHdpbmRvdyAoU0VTU0lPTiBhbG9uZTogaXRzIHNob3duIG9uZTsgaW5zaWRlIGFcbnNlc3Npb24sIHdpdGhvdXQgLXQ6IHRoaXMgcGFuZSdzIHdpbmRvdykuIFdpdGggLUYsIG9uZSBsaW5lIGEgcGFuZSxcbkZPUk1BVCBleHBhbmRlZCBmb3IgaXQgKGFzIHRtdXgnczpcbmJlcnRoIGxpc3QtcGFuZXMgLWEgLUYgJyNTOiNJLiNQICN7cGFuZV9jdXJyZW50X2NvbW1hbmR9JykuXG5cbk9wdGlvbnM6XG4gIC10IFRBUkdFVCAgIFNFU1NJT04sIFNFU1NJT046V0lORE9XIChhIHBhbmUgbmFtZXMgaXRzIHdpbmRvdylcbiAgLXMgICAgICAgICAgZXZlcnkgcGFuZSBvZiBldmVyeSB3aW5kb3cgb2YgdGhlIHNlc3Npb24gLXQgbmFtZXMgKGFueVxuICAgICAgICAgICAgICB0YXJnZXQpOyBlYWNoIGxpbmUgc3RhcnRzIFdJTkRPVy5QQU5FOiAoMC4xOiBbODB4MjRdIC4uLilcbiAgLWEgICAgICAgICAgZXZlcnkgcGFuZSBvZiBldmVyeSBzZXNzaW9uICgtcyBpZ25vcmVkLCBhIC10IGdpdmVuXG4gICAgICAgICAgICAgIG11c3QgZXhpc3QpOyBlYWNoIGxpbmUgc3RhcnRzIFNFU1NJT046V0lORE9XLlBBTkU6XG4gICAgICAgICAgICAgICh3b3JrOjAuMTogWzgweDI0XSAuLi4pXG4ke0ZPUk1BVF9IRUxQfVxuICAtLWpzb24gICAgICBvbmUgSlNPTiBhcnJheSBvZiBwYW5lIG9iamVjdHMgKGluZGV4LCBpZCwgYWN0aXZlLCB4LCB5LFxuICAgICAgICAgICAgICBjb2xzLCByb3dzLCBwaWQsIGNvbW1hbmQsIGRlYWQsIHRhcmdldDsgd2l0aCAtcyBvciAtYSxcbiAgICAgICAgICAgICAgc2Vzc2lvbiBhbmQgd2luZG93IHRvbylcblxuQSBzZXNzaW9uIG9yIHdpbmRvdyB0aGF0IGVuZHMgd2hpbGUgLXMgb3IgLWEgbGlzdHMgaXMgbGVmdCBvdXQ7IHdpdGggbm9cbnNlc3Npb25zLCAtYSBwcmludHMgbm90aGluZy4gQSBwYW5lIGlkICgjRCwgJU4pIGlzIHVuaXF1ZSBpbiB0aGUgZGFlbW9uLFxuYW5kIC10IHRha2VzIGl0IGFzIGl0IGlzLlxuXG5FeGl0IGNvZGVzOiAwIGxpc3RlZDsgMSBubyBzdWNoIHdpbmRvdywgbm8gZGFlbW9uIHJ1bnMsIG9yIGFuIGVycm9yLmAsXG4gIGFzeW5jIHJ1bihhcmdzLCBnbG9iYWwpIHtcbiAgICBjb25zdCB7IHZhbHVlcywgcG9zaXRpb25hbHMgfSA9IHBhcnNlQ29tbWFuZEFyZ3MoXCJsaXN0LXBhbmVzXCIsIGFyZ3MsIHtcbiAgICAgIGFsbDogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiYVwiIH0sXG4gICAgICBzZXNzaW9uOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJzXCIgfSxcbiAgICAgIHRhcmdldDogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJ0XCIgfSxcbiAgICAgIC4uLkZPUk1BVF9PUFRJT04sXG4gICAgICBqc29uOiB7IHR5cGU6IFwiYm9vbGVhblwiIH0sXG4gICAgfSk7XG4gICAgaWYgKHBvc2l0aW9uYWxzLmxlbmd0aCA+IDApIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXCJsaXN0LXBhbmVzIHRha2VzIG5vIGFyZ3VtZW50czsgdXNlIC10XCIpO1xuICAgIH1cbiAgICBjb25zdCBmb3JtYXQgPSBmb3JtYXRGaWVsZChcImxpc3QtcGFuZXNcIiwgdmFsdWVzKTtcbiAgICBpZiAodmFsdWVzLmFsbCB8fCB2YWx1ZXMuc2Vzc2lvbikge1xuICAgICAgLy8gQXMgdG11eCdzOiAtYSB3aW5zIG92ZXIgLXMgYW5kIG5lZWRzIG5vIHRhcmdldDsgb25lIGdpdmVuIG11c3RcbiAgICAgIC8vIGV4aXN0LlxuICAgICAgY29uc3QgdGFyZ2V0ID0gdmFsdWVzLmFsbFxuICAgICAgICA/IHVuZGVmaW5lZFxuICAgICAgICA6IHBhbmVUYXJnZXQoXCJsaXN0LXBhbmVzXCIsIHZhbHVlcy50YXJnZXQsIGdsb2JhbCk7XG4gICAgICBjb25zdCBuYW1lZCA9IHZhbHVlcy5hbGwgPyB2YWx1ZXMudGFyZ2V0IDogdW5kZWZpbmVkO1xuICAgICAgY29uc3QgeyByb3dzLCBsaW5lcyB9ID0gYXdhaXQgYWxsUGFuZXMoZ2xvYmFsLCB0YXJnZXQsIGZvcm1hdCwgbmFtZWQpO1xuICAgICAgcHJpbnRSb3dzKFxuICAgICAgICBcImxpc3QtcGFuZXNcIixcbiAgICAgICAgdmFsdWVzLFxuICAgICAgICByb3dzLFxuICAgICAgICBsaW5lcyxcbiAgICAgICAgKHApID0+IHBsYWNlZExpbmUocCwgdmFsdWVzLmFsbCA9PT0gdHJ1ZSksXG4gICAgICApO1xuICAgICAgcmV0dXJuIDA7XG4gICAgfVxuICAgIGNvbnN0IHsgcGFuZXMsIGxpbmVzIH0gPSBhd2FpdCBwYW5lUmVxdWVzdChnbG9iYWwsIHtcbiAgICAgIG9wOiBcImxpc3QtcGFuZXNcIixcbiAgICAgIG5hbWU6IHBhbmVUYXJnZXQoXCJsaXN0LXBhbmVzXCIsIHZhbHVlcy50YXJnZXQsIGdsb2JhbCksXG4gICAgICAuLi5mb3JtYXQsXG4gICAgfSk7XG4gICAgcHJpbnRSb3dzKFwibGlzdC1wYW5lc1wiLCB2YWx1ZXMsIHBhbmVzLCBsaW5lcywgcGFuZUxpbmUpO1xuICAgIHJldHVybiAwO1xuICB9LFxufTtcblxuLyoqIEEgcGFuZSBhcyBiZXJ0aCBsaXN0cyBpdDogYDE6IFs0MHgyNF0gYXQgNDEsMCBwaWQgNDI0MiBiYXNoIChhY3RpdmUpYC4gKi9cbmZ1bmN0aW9uIHBhbmVMaW5lKHA6IFBhbmVJbmZvKTogc3RyaW5nIHtcbiAgY29uc3Qgc3RhdGUgPSBwLmRlYWQgPyBcIiAoZGVhZClcIiA6IHAuYWN0aXZlID8gXCIgKGFjdGl2ZSlcIiA6IFwiXCI7XG4gIHJldHVybiBgJHtwLmluZGV4fTogWyR7cC5jb2xzfXgke3Aucm93c31dIGF0ICR7cC54fSwke3AueX0gcGlkICR7cC5waWR9ICR7XG4gICAgcC5jb21tYW5kLmpvaW4oXCIgXCIpXG4gIH0ke3N0YXRlfWA7XG59XG5cbi8qKiBBIHBhbmUgb2YgLWEgKGB3b3JrOjAuMTogWzgweDI0XSAuLi5gKSBvciAtcyAoYDAuMTogLi4uYCksIGFzIHRtdXgncy4gKi9cbmZ1bmN0aW9uIHBsYWNlZExpbmUocDogUGFuZVJvdywgd2l0aFNlc3Npb246IGJvb2xlYW4pOiBzdHJpbmcge1xuICBjb25zdCB3aGVyZSA9IHdpdGhTZXNzaW9uID8gYCR7cC5zZXNzaW9ufToke3Aud2luZG93fWAgOiBgJHtwLndpbmRvd31gO1xuICByZXR1cm4gYCR7d2hlcmV9LiR7cGFuZUxpbmUocCl9YDtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Q0FLQyxHQUdELFNBQVMsZ0JBQWdCLFFBQVEsaUJBQWlCO0FBRWxELFNBQVMsU0FBUyxRQUFRLGVBQWU7QUFDekMsU0FBUyxXQUFXLEVBQUUsVUFBVSxRQUFRLGFBQWE7QUFDckQsU0FBUyxRQUFRLFFBQXNCLGlCQUFpQjtBQUN4RCxTQUNFLFdBQVcsRUFDWCxhQUFhLEVBQ2IsV0FBVyxFQUNYLFNBQVMsUUFDSixvQkFBb0I7QUFFM0IsT0FBTyxNQUFNLFVBQW1CO0VBQzlCLE1BQU07RUFDTixTQUFTO0VBQ1QsUUFBUTtFQUNSLE9BQ0UsQ0FBQzs7Ozs7Ozs7Ozs7Ozs7QUFjTCxFQUFFLFlBQVk7Ozs7Ozs7OztvRUFTc0QsQ0FBQztFQUNuRSxNQUFNLEtBQUksSUFBSSxFQUFFLE1BQU07SUFDcEIsTUFBTSxFQUFFLE1BQU0sRUFBRSxXQUFXLEVBQUUsR0FBRyxpQkFBaUIsY0FBYyxNQUFNO01BQ25FLEtBQUs7UUFBRSxNQUFNO1FBQVcsT0FBTztNQUFJO01BQ25DLFNBQVM7UUFBRSxNQUFNO1FBQVcsT0FBTztNQUFJO01BQ3ZDLFFBQVE7UUFBRSxNQUFNO1FBQVUsT0FBTztNQUFJO01BQ3JDLEdBQUcsYUFBYTtNQUNoQixNQUFNO1FBQUUsTUFBTTtNQUFVO0lBQzFCO0lBQ0EsSUFBSSxZQUFZLE1BQU0sR0FBRyxHQUFHO01BQzFCLE1BQU0sSUFBSSxVQUFVO0lBQ3RCO0lBQ0EsTUFBTSxTQUFTLFlBQVksY0FBYztJQUN6QyxJQUFJLE9BQU8sR0FBRyxJQUFJLE9BQU8sT0FBTyxFQUFFO01BQ2hDLGlFQUFpRTtNQUNqRSxTQUFTO01BQ1QsTUFBTSxTQUFTLE9BQU8sR0FBRyxHQUNyQixZQUNBLFdBQVcsY0FBYyxPQUFPLE1BQU0sRUFBRTtNQUM1QyxNQUFNLFFBQVEsT0FBTyxHQUFHLEdBQUcsT0FBTyxNQUFNLEdBQUc7TUFDM0MsTUFBTSxFQUFFLElBQUksRUFBRSxLQUFLLEVBQUUsR0FBRyxNQUFNLFNBQVMsUUFBUSxRQUFRLFFBQVE7TUFDL0QsVUFDRSxjQUNBLFFBQ0EsTUFDQSxPQUNBLENBQUMsSUFBTSxXQUFXLEdBQUcsT0FBTyxHQUFHLEtBQUs7TUFFdEMsT0FBTztJQUNUO0lBQ0EsTUFBTSxFQUFFLEtBQUssRUFBRSxLQUFLLEVBQUUsR0FBRyxNQUFNLFlBQVksUUFBUTtNQUNqRCxJQUFJO01BQ0osTUFBTSxXQUFXLGNBQWMsT0FBTyxNQUFNLEVBQUU7TUFDOUMsR0FBRyxNQUFNO0lBQ1g7SUFDQSxVQUFVLGNBQWMsUUFBUSxPQUFPLE9BQU87SUFDOUMsT0FBTztFQUNUO0FBQ0YsRUFBRTtBQUVGLDJFQUEyRSxHQUMzRSxTQUFTLFNBQVMsQ0FBVztFQUMzQixNQUFNLFFBQVEsRUFBRSxJQUFJLEdBQUcsWUFBWSxFQUFFLE1BQU0sR0FBRyxjQUFjO0VBQzVELE9BQU8sR0FBRyxFQUFFLEtBQUssQ0FBQyxHQUFHLEVBQUUsRUFBRSxJQUFJLENBQUMsQ0FBQyxFQUFFLEVBQUUsSUFBSSxDQUFDLEtBQUssRUFBRSxFQUFFLENBQUMsQ0FBQyxDQUFDLEVBQUUsRUFBRSxDQUFDLENBQUMsS0FBSyxFQUFFLEVBQUUsR0FBRyxDQUFDLENBQUMsRUFDdEUsRUFBRSxPQUFPLENBQUMsSUFBSSxDQUFDLE9BQ2QsT0FBTztBQUNaO0FBRUEsMEVBQTBFLEdBQzFFLFNBQVMsV0FBVyxDQUFVLEVBQUUsV0FBb0I7RUFDbEQsTUFBTSxRQUFRLGNBQWMsR0FBRyxFQUFFLE9BQU8sQ0FBQyxDQUFDLEVBQUUsRUFBRSxNQUFNLEVBQUUsR0FBRyxHQUFHLEVBQUUsTUFBTSxFQUFFO0VBQ3RFLE9BQU8sR0FBRyxNQUFNLENBQUMsRUFBRSxTQUFTLElBQUk7QUFDbEMifQ==
// denoCacheMetadata=2767230460648424904,4279518451099500462