/**
 * `berth ls`: the sessions of a daemon, as a table or as JSON.
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { FORMAT_HELP, FORMAT_OPTION, formatField, printFormatLines } from "./_list_format.ts";
import { printLine } from "../stdout.ts";
export const command = {
  name: "ls",
  summary: "List sessions: name, pid, windows, size, clients, created, command",
  usage: `Usage: berth ls [-F FORMAT | --json]

Lists the daemon's sessions. With no daemon running it says so and exits 1
(as tmux does); a daemon that had died has its socket removed. With -F,
one line a session, FORMAT expanded for it, its shown window and that
window's active pane (as tmux's ls -F: berth ls -F '#S').

Options:
${FORMAT_HELP}
  --json      one JSON array of session objects (name, pid, cols, rows,
              clients, created, lastActive, command, cwd, title, exit,
              windows: index, name, active, panes)

Exit codes: 0 listed (none, when the daemon has no sessions); 1 no daemon
runs, or an error.`,
  async run (args, global) {
    const { values } = parseCommandArgs("ls", args, {
      ...FORMAT_OPTION,
      json: {
        type: "boolean"
      }
    });
    const format = formatField("ls", values);
    const { sessions, lines } = await listSessions(global, format);
    if (format.format !== undefined) {
      printFormatLines("ls", lines);
    } else if (values.json) {
      printLine(JSON.stringify(sessions, null, 2));
    } else if (sessions.length > 0) {
      printLine(formatTable(sessions));
    }
    return 0;
  }
};
/** The daemon's sessions (ls never starts a daemon), and lines for `format`. */ async function listSessions(where, format) {
  using conn = await connectOrFail(where);
  return await requestOrFail(conn, {
    op: "ls",
    ...format
  });
}
/** Aligned columns, like `tmux ls` but with a header. */ function formatTable(sessions) {
  const rows = [
    [
      "NAME",
      "PID",
      "WINDOWS",
      "SIZE",
      "CLIENTS",
      "CREATED",
      "COMMAND"
    ]
  ];
  for (const s of sessions){
    rows.push([
      s.name,
      String(s.pid),
      String(s.windows?.length ?? 1),
      `${s.cols}x${s.rows}`,
      s.exit ? `exited ${s.exit.signal ?? s.exit.code}` : String(s.clients),
      formatTime(s.created),
      s.command.join(" ")
    ]);
  }
  const widths = rows[0].map((_, i)=>Math.max(...rows.map((r)=>r[i].length)));
  return rows.map((r)=>r.map((c, i)=>i === r.length - 1 ? c : c.padEnd(widths[i])).join("  ")).join("\n");
}
/** Local time, with the date only when it is not the day of `now`. */ export function formatTime(ms, now = Date.now()) {
  const d = new Date(ms);
  const pad = (n)=>String(n).padStart(2, "0");
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  if (d.toDateString() === new Date(now).toDateString()) return time;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${time}`;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9scy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIGBiZXJ0aCBsc2A6IHRoZSBzZXNzaW9ucyBvZiBhIGRhZW1vbiwgYXMgYSB0YWJsZSBvciBhcyBKU09OLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgdHlwZSB7XG4gIExpc3RGb3JtYXQsXG4gIFJlc3BvbnNlcyxcbiAgU2Vzc2lvbkluZm8sXG59IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHsgcGFyc2VDb21tYW5kQXJncyB9IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHsgY29ubmVjdE9yRmFpbCB9IGZyb20gXCIuL19jb25uZWN0LnRzXCI7XG5pbXBvcnQgeyByZXF1ZXN0T3JGYWlsIH0gZnJvbSBcIi4vX3JlcXVlc3QudHNcIjtcbmltcG9ydCB7XG4gIEZPUk1BVF9IRUxQLFxuICBGT1JNQVRfT1BUSU9OLFxuICBmb3JtYXRGaWVsZCxcbiAgcHJpbnRGb3JtYXRMaW5lcyxcbn0gZnJvbSBcIi4vX2xpc3RfZm9ybWF0LnRzXCI7XG5pbXBvcnQgdHlwZSB7IENvbW1hbmQsIEdsb2JhbE9wdGlvbnMgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBwcmludExpbmUgfSBmcm9tIFwiLi4vc3Rkb3V0LnRzXCI7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcImxzXCIsXG4gIHN1bW1hcnk6IFwiTGlzdCBzZXNzaW9uczogbmFtZSwgcGlkLCB3aW5kb3dzLCBzaXplLCBjbGllbnRzLCBjcmVhdGVkLCBjb21tYW5kXCIsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIGxzIFstRiBGT1JNQVQgfCAtLWpzb25dXG5cbkxpc3RzIHRoZSBkYWVtb24ncyBzZXNzaW9ucy4gV2l0aCBubyBkYWVtb24gcnVubmluZyBpdCBzYXlzIHNvIGFuZCBleGl0cyAxXG4oYXMgdG11eCBkb2VzKTsgYSBkYWVtb24gdGhhdCBoYWQgZGllZCBoYXMgaXRzIHNvY2tldCByZW1vdmVkLiBXaXRoIC1GLFxub25lIGxpbmUgYSBzZXNzaW9uLCBGT1JNQVQgZXhwYW5kZWQgZm9yIGl0LCBpdHMgc2hvd24gd2luZG93IGFuZCB0aGF0XG53aW5kb3cncyBhY3RpdmUgcGFuZSAoYXMgdG11eCdzIGxzIC1GOiBiZXJ0aCBscyAtRiAnI1MnKS5cblxuT3B0aW9uczpcbiR7Rk9STUFUX0hFTFB9XG4gIC0tanNvbiAgICAgIG9uZSBKU09OIGFycmF5IG9mIHNlc3Npb24gb2JqZWN0cyAobmFtZSwgcGlkLCBjb2xzLCByb3dzLFxuICAgICAgICAgICAgICBjbGllbnRzLCBjcmVhdGVkLCBsYXN0QWN0aXZlLCBjb21tYW5kLCBjd2QsIHRpdGxlLCBleGl0LFxuICAgICAgICAgICAgICB3aW5kb3dzOiBpbmRleCwgbmFtZSwgYWN0aXZlLCBwYW5lcylcblxuRXhpdCBjb2RlczogMCBsaXN0ZWQgKG5vbmUsIHdoZW4gdGhlIGRhZW1vbiBoYXMgbm8gc2Vzc2lvbnMpOyAxIG5vIGRhZW1vblxucnVucywgb3IgYW4gZXJyb3IuYCxcbiAgYXN5bmMgcnVuKGFyZ3MsIGdsb2JhbCkge1xuICAgIGNvbnN0IHsgdmFsdWVzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFwibHNcIiwgYXJncywge1xuICAgICAgLi4uRk9STUFUX09QVElPTixcbiAgICAgIGpzb246IHsgdHlwZTogXCJib29sZWFuXCIgfSxcbiAgICB9KTtcbiAgICBjb25zdCBmb3JtYXQgPSBmb3JtYXRGaWVsZChcImxzXCIsIHZhbHVlcyk7XG4gICAgY29uc3QgeyBzZXNzaW9ucywgbGluZXMgfSA9IGF3YWl0IGxpc3RTZXNzaW9ucyhnbG9iYWwsIGZvcm1hdCk7XG4gICAgaWYgKGZvcm1hdC5mb3JtYXQgIT09IHVuZGVmaW5lZCkge1xuICAgICAgcHJpbnRGb3JtYXRMaW5lcyhcImxzXCIsIGxpbmVzKTtcbiAgICB9IGVsc2UgaWYgKHZhbHVlcy5qc29uKSB7XG4gICAgICBwcmludExpbmUoSlNPTi5zdHJpbmdpZnkoc2Vzc2lvbnMsIG51bGwsIDIpKTtcbiAgICB9IGVsc2UgaWYgKHNlc3Npb25zLmxlbmd0aCA+IDApIHtcbiAgICAgIHByaW50TGluZShmb3JtYXRUYWJsZShzZXNzaW9ucykpO1xuICAgIH1cbiAgICByZXR1cm4gMDtcbiAgfSxcbn07XG5cbi8qKiBUaGUgZGFlbW9uJ3Mgc2Vzc2lvbnMgKGxzIG5ldmVyIHN0YXJ0cyBhIGRhZW1vbiksIGFuZCBsaW5lcyBmb3IgYGZvcm1hdGAuICovXG5hc3luYyBmdW5jdGlvbiBsaXN0U2Vzc2lvbnMoXG4gIHdoZXJlOiBHbG9iYWxPcHRpb25zLFxuICBmb3JtYXQ6IExpc3RGb3JtYXQsXG4pOiBQcm9taXNlPFJlc3BvbnNlc1tcImxzXCJdPiB7XG4gIHVzaW5nIGNvbm4gPSBhd2FpdCBjb25uZWN0T3JGYWlsKHdoZXJlKTtcbiAgcmV0dXJuIGF3YWl0IHJlcXVlc3RPckZhaWwoY29ubiwgeyBvcDogXCJsc1wiLCAuLi5mb3JtYXQgfSk7XG59XG5cbi8qKiBBbGlnbmVkIGNvbHVtbnMsIGxpa2UgYHRtdXggbHNgIGJ1dCB3aXRoIGEgaGVhZGVyLiAqL1xuZnVuY3Rpb24gZm9ybWF0VGFibGUoc2Vzc2lvbnM6IFNlc3Npb25JbmZvW10pOiBzdHJpbmcge1xuICBjb25zdCByb3dzID0gW1xuICAgIFtcIk5BTUVcIiwgXCJQSURcIiwgXCJXSU5ET1dTXCIsIFwiU0laRVwiLCBcIkNMSUVOVFNcIiwgXCJDUkVBVEVEXCIsIFwiQ09NTUFORFwiXSxcbiAgXTtcbiAgZm9yIChjb25zdCBzIG9mIHNlc3Npb25zKSB7XG4gICAgcm93cy5wdXNoKFtcbiAgICAgIHMubmFtZSxcbiAgICAgIFN0cmluZyhzLnBpZCksXG4gICAgICBTdHJpbmcocy53aW5kb3dzPy5sZW5ndGggPz8gMSksXG4gICAgICBgJHtzLmNvbHN9eCR7cy5yb3dzfWAsXG4gICAgICBzLmV4aXQgPyBgZXhpdGVkICR7cy5leGl0LnNpZ25hbCA/PyBzLmV4aXQuY29kZX1gIDogU3RyaW5nKHMuY2xpZW50cyksXG4gICAgICBmb3JtYXRUaW1lKHMuY3JlYXRlZCksXG4gICAgICBzLmNvbW1hbmQuam9pbihcIiBcIiksXG4gICAgXSk7XG4gIH1cbiAgY29uc3Qgd2lkdGhzID0gcm93c1swXS5tYXAoKF8sIGkpID0+XG4gICAgTWF0aC5tYXgoLi4ucm93cy5tYXAoKHIpID0+IHJbaV0ubGVuZ3RoKSlcbiAgKTtcbiAgcmV0dXJuIHJvd3NcbiAgICAubWFwKChyKSA9PlxuICAgICAgci5tYXAoKGMsIGkpID0+IChpID09PSByLmxlbmd0aCAtIDEgPyBjIDogYy5wYWRFbmQod2lkdGhzW2ldKSkpLmpvaW4oXCIgIFwiKVxuICAgIClcbiAgICAuam9pbihcIlxcblwiKTtcbn1cblxuLyoqIExvY2FsIHRpbWUsIHdpdGggdGhlIGRhdGUgb25seSB3aGVuIGl0IGlzIG5vdCB0aGUgZGF5IG9mIGBub3dgLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGZvcm1hdFRpbWUobXM6IG51bWJlciwgbm93ID0gRGF0ZS5ub3coKSk6IHN0cmluZyB7XG4gIGNvbnN0IGQgPSBuZXcgRGF0ZShtcyk7XG4gIGNvbnN0IHBhZCA9IChuOiBudW1iZXIpID0+IFN0cmluZyhuKS5wYWRTdGFydCgyLCBcIjBcIik7XG4gIGNvbnN0IHRpbWUgPSBgJHtwYWQoZC5nZXRIb3VycygpKX06JHtwYWQoZC5nZXRNaW51dGVzKCkpfToke1xuICAgIHBhZChkLmdldFNlY29uZHMoKSlcbiAgfWA7XG4gIGlmIChkLnRvRGF0ZVN0cmluZygpID09PSBuZXcgRGF0ZShub3cpLnRvRGF0ZVN0cmluZygpKSByZXR1cm4gdGltZTtcbiAgcmV0dXJuIGAke2QuZ2V0RnVsbFllYXIoKX0tJHtwYWQoZC5nZXRNb250aCgpICsgMSl9LSR7XG4gICAgcGFkKGQuZ2V0RGF0ZSgpKVxuICB9ICR7dGltZX1gO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7O0NBSUMsR0FPRCxTQUFTLGdCQUFnQixRQUFRLGlCQUFpQjtBQUNsRCxTQUFTLGFBQWEsUUFBUSxnQkFBZ0I7QUFDOUMsU0FBUyxhQUFhLFFBQVEsZ0JBQWdCO0FBQzlDLFNBQ0UsV0FBVyxFQUNYLGFBQWEsRUFDYixXQUFXLEVBQ1gsZ0JBQWdCLFFBQ1gsb0JBQW9CO0FBRTNCLFNBQVMsU0FBUyxRQUFRLGVBQWU7QUFFekMsT0FBTyxNQUFNLFVBQW1CO0VBQzlCLE1BQU07RUFDTixTQUFTO0VBQ1QsT0FBTyxDQUFDOzs7Ozs7OztBQVFWLEVBQUUsWUFBWTs7Ozs7O2tCQU1JLENBQUM7RUFDakIsTUFBTSxLQUFJLElBQUksRUFBRSxNQUFNO0lBQ3BCLE1BQU0sRUFBRSxNQUFNLEVBQUUsR0FBRyxpQkFBaUIsTUFBTSxNQUFNO01BQzlDLEdBQUcsYUFBYTtNQUNoQixNQUFNO1FBQUUsTUFBTTtNQUFVO0lBQzFCO0lBQ0EsTUFBTSxTQUFTLFlBQVksTUFBTTtJQUNqQyxNQUFNLEVBQUUsUUFBUSxFQUFFLEtBQUssRUFBRSxHQUFHLE1BQU0sYUFBYSxRQUFRO0lBQ3ZELElBQUksT0FBTyxNQUFNLEtBQUssV0FBVztNQUMvQixpQkFBaUIsTUFBTTtJQUN6QixPQUFPLElBQUksT0FBTyxJQUFJLEVBQUU7TUFDdEIsVUFBVSxLQUFLLFNBQVMsQ0FBQyxVQUFVLE1BQU07SUFDM0MsT0FBTyxJQUFJLFNBQVMsTUFBTSxHQUFHLEdBQUc7TUFDOUIsVUFBVSxZQUFZO0lBQ3hCO0lBQ0EsT0FBTztFQUNUO0FBQ0YsRUFBRTtBQUVGLDhFQUE4RSxHQUM5RSxlQUFlLGFBQ2IsS0FBb0IsRUFDcEIsTUFBa0I7UUFFWixPQUFPLE1BQU0sY0FBYztFQUNqQyxPQUFPLE1BQU0sY0FBYyxNQUFNO0lBQUUsSUFBSTtJQUFNLEdBQUcsTUFBTTtFQUFDO0FBQ3pEO0FBRUEsdURBQXVELEdBQ3ZELFNBQVMsWUFBWSxRQUF1QjtFQUMxQyxNQUFNLE9BQU87SUFDWDtNQUFDO01BQVE7TUFBTztNQUFXO01BQVE7TUFBVztNQUFXO0tBQVU7R0FDcEU7RUFDRCxLQUFLLE1BQU0sS0FBSyxTQUFVO0lBQ3hCLEtBQUssSUFBSSxDQUFDO01BQ1IsRUFBRSxJQUFJO01BQ04sT0FBTyxFQUFFLEdBQUc7TUFDWixPQUFPLEVBQUUsT0FBTyxFQUFFLFVBQVU7TUFDNUIsR0FBRyxFQUFFLElBQUksQ0FBQyxDQUFDLEVBQUUsRUFBRSxJQUFJLEVBQUU7TUFDckIsRUFBRSxJQUFJLEdBQUcsQ0FBQyxPQUFPLEVBQUUsRUFBRSxJQUFJLENBQUMsTUFBTSxJQUFJLEVBQUUsSUFBSSxDQUFDLElBQUksRUFBRSxHQUFHLE9BQU8sRUFBRSxPQUFPO01BQ3BFLFdBQVcsRUFBRSxPQUFPO01BQ3BCLEVBQUUsT0FBTyxDQUFDLElBQUksQ0FBQztLQUNoQjtFQUNIO0VBQ0EsTUFBTSxTQUFTLElBQUksQ0FBQyxFQUFFLENBQUMsR0FBRyxDQUFDLENBQUMsR0FBRyxJQUM3QixLQUFLLEdBQUcsSUFBSSxLQUFLLEdBQUcsQ0FBQyxDQUFDLElBQU0sQ0FBQyxDQUFDLEVBQUUsQ0FBQyxNQUFNO0VBRXpDLE9BQU8sS0FDSixHQUFHLENBQUMsQ0FBQyxJQUNKLEVBQUUsR0FBRyxDQUFDLENBQUMsR0FBRyxJQUFPLE1BQU0sRUFBRSxNQUFNLEdBQUcsSUFBSSxJQUFJLEVBQUUsTUFBTSxDQUFDLE1BQU0sQ0FBQyxFQUFFLEdBQUksSUFBSSxDQUFDLE9BRXRFLElBQUksQ0FBQztBQUNWO0FBRUEsb0VBQW9FLEdBQ3BFLE9BQU8sU0FBUyxXQUFXLEVBQVUsRUFBRSxNQUFNLEtBQUssR0FBRyxFQUFFO0VBQ3JELE1BQU0sSUFBSSxJQUFJLEtBQUs7RUFDbkIsTUFBTSxNQUFNLENBQUMsSUFBYyxPQUFPLEdBQUcsUUFBUSxDQUFDLEdBQUc7RUFDakQsTUFBTSxPQUFPLEdBQUcsSUFBSSxFQUFFLFFBQVEsSUFBSSxDQUFDLEVBQUUsSUFBSSxFQUFFLFVBQVUsSUFBSSxDQUFDLEVBQ3hELElBQUksRUFBRSxVQUFVLEtBQ2hCO0VBQ0YsSUFBSSxFQUFFLFlBQVksT0FBTyxJQUFJLEtBQUssS0FBSyxZQUFZLElBQUksT0FBTztFQUM5RCxPQUFPLEdBQUcsRUFBRSxXQUFXLEdBQUcsQ0FBQyxFQUFFLElBQUksRUFBRSxRQUFRLEtBQUssR0FBRyxDQUFDLEVBQ2xELElBQUksRUFBRSxPQUFPLElBQ2QsQ0FBQyxFQUFFLE1BQU07QUFDWiJ9
// denoCacheMetadata=152312034637918477,14439539522818355146