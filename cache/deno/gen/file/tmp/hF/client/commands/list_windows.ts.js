/**
 * `berth list-windows`: a session's windows (tmux's `list-windows`); with
 * `-a` every session's.
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import { allWindows } from "./_list_all.ts";
import { FORMAT_HELP, FORMAT_OPTION, formatField, printRows } from "./_list_format.ts";
export const command = {
  name: "list-windows",
  summary: "List a session's windows (-a all): index, name, panes, shown",
  target: true,
  usage: `Usage: berth list-windows [-a | -t SESSION] [-F FORMAT | --json]

Lists SESSION's windows (inside a session, without -t: that one's). With
-F, one line a window, FORMAT expanded for it and its active pane (as
tmux's: berth list-windows -a -F '#S:#I:#W').

Options:
  -t SESSION  the session (SESSION:WINDOW names its session)
  -a          every session's windows (a -t given must exist, as in
              tmux); each line starts SESSION: (work:0: bash* (1 pane)
              [80x24])
${FORMAT_HELP}
  --json      one JSON array of window objects (index, name, active,
              panes, cols, rows; with -a, session too)

A session that ends while -a lists is left out; with no sessions, -a
prints nothing.

Exit codes: 0 listed; 1 no such session, no daemon runs, or an error.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("list-windows", args, {
      all: {
        type: "boolean",
        short: "a"
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
      throw new UserError("list-windows takes no arguments; use -t");
    }
    const format = formatField("list-windows", values);
    if (values.all) {
      // As tmux's: -a needs no target, and one given must exist.
      const { rows, lines } = await allWindows(global, format, values.target);
      printRows("list-windows", values, rows, lines, (w)=>`${w.session}:${windowLine(w)}`);
      return 0;
    }
    const { windows, lines } = await paneRequest(global, {
      op: "list-windows",
      name: paneTarget("list-windows", values.target, global),
      ...format
    });
    printRows("list-windows", values, windows, lines, windowLine);
    return 0;
  }
};
/** A window as berth lists it: `0: bash* (2 panes) [80x24]`. */ function windowLine(w) {
  const panes = `${w.panes} pane${w.panes === 1 ? "" : "s"}`;
  const size = w.cols === undefined ? "" : ` [${w.cols}x${w.rows}]`;
  return `${w.index}: ${w.name}${w.active ? "*" : ""} (${panes})${size}`;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9saXN0X3dpbmRvd3MudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggbGlzdC13aW5kb3dzYDogYSBzZXNzaW9uJ3Mgd2luZG93cyAodG11eCdzIGBsaXN0LXdpbmRvd3NgKTsgd2l0aFxuICogYC1hYCBldmVyeSBzZXNzaW9uJ3MuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgV2luZG93SW5mbyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHsgcGFyc2VDb21tYW5kQXJncyB9IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHR5cGUgeyBDb21tYW5kIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgVXNlckVycm9yIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgcGFuZVJlcXVlc3QsIHBhbmVUYXJnZXQgfSBmcm9tIFwiLi9fcGFuZS50c1wiO1xuaW1wb3J0IHsgYWxsV2luZG93cyB9IGZyb20gXCIuL19saXN0X2FsbC50c1wiO1xuaW1wb3J0IHtcbiAgRk9STUFUX0hFTFAsXG4gIEZPUk1BVF9PUFRJT04sXG4gIGZvcm1hdEZpZWxkLFxuICBwcmludFJvd3MsXG59IGZyb20gXCIuL19saXN0X2Zvcm1hdC50c1wiO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJsaXN0LXdpbmRvd3NcIixcbiAgc3VtbWFyeTogXCJMaXN0IGEgc2Vzc2lvbidzIHdpbmRvd3MgKC1hIGFsbCk6IGluZGV4LCBuYW1lLCBwYW5lcywgc2hvd25cIixcbiAgdGFyZ2V0OiB0cnVlLFxuICB1c2FnZTogYFVzYWdlOiBiZXJ0aCBsaXN0LXdpbmRvd3MgWy1hIHwgLXQgU0VTU0lPTl0gWy1GIEZPUk1BVCB8IC0tanNvbl1cblxuTGlzdHMgU0VTU0lPTidzIHdpbmRvd3MgKGluc2lkZSBhIHNlc3Npb24sIHdpdGhvdXQgLXQ6IHRoYXQgb25lJ3MpLiBXaXRoXG4tRiwgb25lIGxpbmUgYSB3aW5kb3csIEZPUk1BVCBleHBhbmRlZCBmb3IgaXQgYW5kIGl0cyBhY3RpdmUgcGFuZSAoYXNcbnRtdXgnczogYmVydGggbGlzdC13aW5kb3dzIC1hIC1GICcjUzojSTojVycpLlxuXG5PcHRpb25zOlxuICAtdCBTRVNTSU9OICB0aGUgc2Vzc2lvbiAoU0VTU0lPTjpXSU5ET1cgbmFtZXMgaXRzIHNlc3Npb24pXG4gIC1hICAgICAgICAgIGV2ZXJ5IHNlc3Npb24ncyB3aW5kb3dzIChhIC10IGdpdmVuIG11c3QgZXhpc3QsIGFzIGluXG4gICAgICAgICAgICAgIHRtdXgpOyBlYWNoIGxpbmUgc3RhcnRzIFNFU1NJT046ICh3b3JrOjA6IGJhc2gqICgxIHBhbmUpXG4gICAgICAgICAgICAgIFs4MHgyNF0pXG4ke0ZPUk1BVF9IRUxQfVxuICAtLWpzb24gICAgICBvbmUgSlNPTiBhcnJheSBvZiB3aW5kb3cgb2JqZWN0cyAoaW5kZXgsIG5hbWUsIGFjdGl2ZSxcbiAgICAgICAgICAgICAgcGFuZXMsIGNvbHMsIHJvd3M7IHdpdGggLWEsIHNlc3Npb24gdG9vKVxuXG5BIHNlc3Npb24gdGhhdCBlbmRzIHdoaWxlIC1hIGxpc3RzIGlzIGxlZnQgb3V0OyB3aXRoIG5vIHNlc3Npb25zLCAtYVxucHJpbnRzIG5vdGhpbmcuXG5cbkV4aXQgY29kZXM6IDAgbGlzdGVkOyAxIG5vIHN1Y2ggc2Vzc2lvbiwgbm8gZGFlbW9uIHJ1bnMsIG9yIGFuIGVycm9yLmAsXG4gIGFzeW5jIHJ1bihhcmdzLCBnbG9iYWwpIHtcbiAgICBjb25zdCB7IHZhbHVlcywgcG9zaXRpb25hbHMgfSA9IHBhcnNlQ29tbWFuZEFyZ3MoXCJsaXN0LXdpbmRvd3NcIiwgYXJncywge1xuICAgICAgYWxsOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJhXCIgfSxcbiAgICAgIHRhcmdldDogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJ0XCIgfSxcbiAgICAgIC4uLkZPUk1BVF9PUFRJT04sXG4gICAgICBqc29uOiB7IHR5cGU6IFwiYm9vbGVhblwiIH0sXG4gICAgfSk7XG4gICAgaWYgKHBvc2l0aW9uYWxzLmxlbmd0aCA+IDApIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXCJsaXN0LXdpbmRvd3MgdGFrZXMgbm8gYXJndW1lbnRzOyB1c2UgLXRcIik7XG4gICAgfVxuICAgIGNvbnN0IGZvcm1hdCA9IGZvcm1hdEZpZWxkKFwibGlzdC13aW5kb3dzXCIsIHZhbHVlcyk7XG4gICAgaWYgKHZhbHVlcy5hbGwpIHtcbiAgICAgIC8vIEFzIHRtdXgnczogLWEgbmVlZHMgbm8gdGFyZ2V0LCBhbmQgb25lIGdpdmVuIG11c3QgZXhpc3QuXG4gICAgICBjb25zdCB7IHJvd3MsIGxpbmVzIH0gPSBhd2FpdCBhbGxXaW5kb3dzKGdsb2JhbCwgZm9ybWF0LCB2YWx1ZXMudGFyZ2V0KTtcbiAgICAgIHByaW50Um93cyhcbiAgICAgICAgXCJsaXN0LXdpbmRvd3NcIixcbiAgICAgICAgdmFsdWVzLFxuICAgICAgICByb3dzLFxuICAgICAgICBsaW5lcyxcbiAgICAgICAgKHcpID0+IGAke3cuc2Vzc2lvbn06JHt3aW5kb3dMaW5lKHcpfWAsXG4gICAgICApO1xuICAgICAgcmV0dXJuIDA7XG4gICAgfVxuICAgIGNvbnN0IHsgd2luZG93cywgbGluZXMgfSA9IGF3YWl0IHBhbmVSZXF1ZXN0KGdsb2JhbCwge1xuICAgICAgb3A6IFwibGlzdC13aW5kb3dzXCIsXG4gICAgICBuYW1lOiBwYW5lVGFyZ2V0KFwibGlzdC13aW5kb3dzXCIsIHZhbHVlcy50YXJnZXQsIGdsb2JhbCksXG4gICAgICAuLi5mb3JtYXQsXG4gICAgfSk7XG4gICAgcHJpbnRSb3dzKFwibGlzdC13aW5kb3dzXCIsIHZhbHVlcywgd2luZG93cywgbGluZXMsIHdpbmRvd0xpbmUpO1xuICAgIHJldHVybiAwO1xuICB9LFxufTtcblxuLyoqIEEgd2luZG93IGFzIGJlcnRoIGxpc3RzIGl0OiBgMDogYmFzaCogKDIgcGFuZXMpIFs4MHgyNF1gLiAqL1xuZnVuY3Rpb24gd2luZG93TGluZSh3OiBXaW5kb3dJbmZvKTogc3RyaW5nIHtcbiAgY29uc3QgcGFuZXMgPSBgJHt3LnBhbmVzfSBwYW5lJHt3LnBhbmVzID09PSAxID8gXCJcIiA6IFwic1wifWA7XG4gIGNvbnN0IHNpemUgPSB3LmNvbHMgPT09IHVuZGVmaW5lZCA/IFwiXCIgOiBgIFske3cuY29sc314JHt3LnJvd3N9XWA7XG4gIHJldHVybiBgJHt3LmluZGV4fTogJHt3Lm5hbWV9JHt3LmFjdGl2ZSA/IFwiKlwiIDogXCJcIn0gKCR7cGFuZXN9KSR7c2l6ZX1gO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7OztDQUtDLEdBR0QsU0FBUyxnQkFBZ0IsUUFBUSxpQkFBaUI7QUFFbEQsU0FBUyxTQUFTLFFBQVEsZUFBZTtBQUN6QyxTQUFTLFdBQVcsRUFBRSxVQUFVLFFBQVEsYUFBYTtBQUNyRCxTQUFTLFVBQVUsUUFBUSxpQkFBaUI7QUFDNUMsU0FDRSxXQUFXLEVBQ1gsYUFBYSxFQUNiLFdBQVcsRUFDWCxTQUFTLFFBQ0osb0JBQW9CO0FBRTNCLE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sU0FBUztFQUNULFFBQVE7RUFDUixPQUFPLENBQUM7Ozs7Ozs7Ozs7O0FBV1YsRUFBRSxZQUFZOzs7Ozs7O3FFQU91RCxDQUFDO0VBQ3BFLE1BQU0sS0FBSSxJQUFJLEVBQUUsTUFBTTtJQUNwQixNQUFNLEVBQUUsTUFBTSxFQUFFLFdBQVcsRUFBRSxHQUFHLGlCQUFpQixnQkFBZ0IsTUFBTTtNQUNyRSxLQUFLO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUNuQyxRQUFRO1FBQUUsTUFBTTtRQUFVLE9BQU87TUFBSTtNQUNyQyxHQUFHLGFBQWE7TUFDaEIsTUFBTTtRQUFFLE1BQU07TUFBVTtJQUMxQjtJQUNBLElBQUksWUFBWSxNQUFNLEdBQUcsR0FBRztNQUMxQixNQUFNLElBQUksVUFBVTtJQUN0QjtJQUNBLE1BQU0sU0FBUyxZQUFZLGdCQUFnQjtJQUMzQyxJQUFJLE9BQU8sR0FBRyxFQUFFO01BQ2QsMkRBQTJEO01BQzNELE1BQU0sRUFBRSxJQUFJLEVBQUUsS0FBSyxFQUFFLEdBQUcsTUFBTSxXQUFXLFFBQVEsUUFBUSxPQUFPLE1BQU07TUFDdEUsVUFDRSxnQkFDQSxRQUNBLE1BQ0EsT0FDQSxDQUFDLElBQU0sR0FBRyxFQUFFLE9BQU8sQ0FBQyxDQUFDLEVBQUUsV0FBVyxJQUFJO01BRXhDLE9BQU87SUFDVDtJQUNBLE1BQU0sRUFBRSxPQUFPLEVBQUUsS0FBSyxFQUFFLEdBQUcsTUFBTSxZQUFZLFFBQVE7TUFDbkQsSUFBSTtNQUNKLE1BQU0sV0FBVyxnQkFBZ0IsT0FBTyxNQUFNLEVBQUU7TUFDaEQsR0FBRyxNQUFNO0lBQ1g7SUFDQSxVQUFVLGdCQUFnQixRQUFRLFNBQVMsT0FBTztJQUNsRCxPQUFPO0VBQ1Q7QUFDRixFQUFFO0FBRUYsOERBQThELEdBQzlELFNBQVMsV0FBVyxDQUFhO0VBQy9CLE1BQU0sUUFBUSxHQUFHLEVBQUUsS0FBSyxDQUFDLEtBQUssRUFBRSxFQUFFLEtBQUssS0FBSyxJQUFJLEtBQUssS0FBSztFQUMxRCxNQUFNLE9BQU8sRUFBRSxJQUFJLEtBQUssWUFBWSxLQUFLLENBQUMsRUFBRSxFQUFFLEVBQUUsSUFBSSxDQUFDLENBQUMsRUFBRSxFQUFFLElBQUksQ0FBQyxDQUFDLENBQUM7RUFDakUsT0FBTyxHQUFHLEVBQUUsS0FBSyxDQUFDLEVBQUUsRUFBRSxFQUFFLElBQUksR0FBRyxFQUFFLE1BQU0sR0FBRyxNQUFNLEdBQUcsRUFBRSxFQUFFLE1BQU0sQ0FBQyxFQUFFLE1BQU07QUFDeEUifQ==
// denoCacheMetadata=11934212091038291615,9463960323702377598