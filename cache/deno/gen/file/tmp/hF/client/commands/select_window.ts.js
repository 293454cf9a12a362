/**
 * `berth select-window`: show a window of a session (tmux's `select-window`).
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
export const command = {
  name: "select-window",
  summary: "Show a window of a session",
  target: true,
  usage: `Usage: berth select-window [-n|-p|-l] [-t SESSION:WINDOW]

Shows the target window in its session's attached clients (-n the next
window, -p the previous one, -l the last one shown).

Exit codes: 0 shown; 1 no such window, or an error.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("select-window", args, {
      target: {
        type: "string",
        short: "t"
      },
      next: {
        type: "boolean",
        short: "n"
      },
      previous: {
        type: "boolean",
        short: "p"
      },
      last: {
        type: "boolean",
        short: "l"
      }
    });
    const name = paneTarget("select-window", values.target, global);
    if (positionals.length > 0) {
      throw new UserError("select-window takes no arguments; use -t");
    }
    const to = values.next ? "next" : values.previous ? "previous" : values.last ? "last" : undefined;
    await paneRequest(global, {
      op: "select-window",
      name,
      to
    });
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9zZWxlY3Rfd2luZG93LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogYGJlcnRoIHNlbGVjdC13aW5kb3dgOiBzaG93IGEgd2luZG93IG9mIGEgc2Vzc2lvbiAodG11eCdzIGBzZWxlY3Qtd2luZG93YCkuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IHBhcnNlQ29tbWFuZEFyZ3MgfSBmcm9tIFwiLi4vY2xpX2FyZ3MudHNcIjtcbmltcG9ydCB0eXBlIHsgQ29tbWFuZCB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbmltcG9ydCB7IFVzZXJFcnJvciB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbmltcG9ydCB7IHBhbmVSZXF1ZXN0LCBwYW5lVGFyZ2V0IH0gZnJvbSBcIi4vX3BhbmUudHNcIjtcblxuZXhwb3J0IGNvbnN0IGNvbW1hbmQ6IENvbW1hbmQgPSB7XG4gIG5hbWU6IFwic2VsZWN0LXdpbmRvd1wiLFxuICBzdW1tYXJ5OiBcIlNob3cgYSB3aW5kb3cgb2YgYSBzZXNzaW9uXCIsXG4gIHRhcmdldDogdHJ1ZSxcbiAgdXNhZ2U6IGBVc2FnZTogYmVydGggc2VsZWN0LXdpbmRvdyBbLW58LXB8LWxdIFstdCBTRVNTSU9OOldJTkRPV11cblxuU2hvd3MgdGhlIHRhcmdldCB3aW5kb3cgaW4gaXRzIHNlc3Npb24ncyBhdHRhY2hlZCBjbGllbnRzICgtbiB0aGUgbmV4dFxud2luZG93LCAtcCB0aGUgcHJldmlvdXMgb25lLCAtbCB0aGUgbGFzdCBvbmUgc2hvd24pLlxuXG5FeGl0IGNvZGVzOiAwIHNob3duOyAxIG5vIHN1Y2ggd2luZG93LCBvciBhbiBlcnJvci5gLFxuICBhc3luYyBydW4oYXJncywgZ2xvYmFsKSB7XG4gICAgY29uc3QgeyB2YWx1ZXMsIHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFwic2VsZWN0LXdpbmRvd1wiLCBhcmdzLCB7XG4gICAgICB0YXJnZXQ6IHsgdHlwZTogXCJzdHJpbmdcIiwgc2hvcnQ6IFwidFwiIH0sXG4gICAgICBuZXh0OiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJuXCIgfSxcbiAgICAgIHByZXZpb3VzOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJwXCIgfSxcbiAgICAgIGxhc3Q6IHsgdHlwZTogXCJib29sZWFuXCIsIHNob3J0OiBcImxcIiB9LFxuICAgIH0pO1xuICAgIGNvbnN0IG5hbWUgPSBwYW5lVGFyZ2V0KFwic2VsZWN0LXdpbmRvd1wiLCB2YWx1ZXMudGFyZ2V0LCBnbG9iYWwpO1xuICAgIGlmIChwb3NpdGlvbmFscy5sZW5ndGggPiAwKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFwic2VsZWN0LXdpbmRvdyB0YWtlcyBubyBhcmd1bWVudHM7IHVzZSAtdFwiKTtcbiAgICB9XG4gICAgY29uc3QgdG8gPSB2YWx1ZXMubmV4dFxuICAgICAgPyBcIm5leHRcIlxuICAgICAgOiB2YWx1ZXMucHJldmlvdXNcbiAgICAgID8gXCJwcmV2aW91c1wiXG4gICAgICA6IHZhbHVlcy5sYXN0XG4gICAgICA/IFwibGFzdFwiXG4gICAgICA6IHVuZGVmaW5lZDtcbiAgICBhd2FpdCBwYW5lUmVxdWVzdChnbG9iYWwsIHsgb3A6IFwic2VsZWN0LXdpbmRvd1wiLCBuYW1lLCB0byB9KTtcbiAgICByZXR1cm4gMDtcbiAgfSxcbn07XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Q0FJQyxHQUVELFNBQVMsZ0JBQWdCLFFBQVEsaUJBQWlCO0FBRWxELFNBQVMsU0FBUyxRQUFRLGVBQWU7QUFDekMsU0FBUyxXQUFXLEVBQUUsVUFBVSxRQUFRLGFBQWE7QUFFckQsT0FBTyxNQUFNLFVBQW1CO0VBQzlCLE1BQU07RUFDTixTQUFTO0VBQ1QsUUFBUTtFQUNSLE9BQU8sQ0FBQzs7Ozs7bURBS3lDLENBQUM7RUFDbEQsTUFBTSxLQUFJLElBQUksRUFBRSxNQUFNO0lBQ3BCLE1BQU0sRUFBRSxNQUFNLEVBQUUsV0FBVyxFQUFFLEdBQUcsaUJBQWlCLGlCQUFpQixNQUFNO01BQ3RFLFFBQVE7UUFBRSxNQUFNO1FBQVUsT0FBTztNQUFJO01BQ3JDLE1BQU07UUFBRSxNQUFNO1FBQVcsT0FBTztNQUFJO01BQ3BDLFVBQVU7UUFBRSxNQUFNO1FBQVcsT0FBTztNQUFJO01BQ3hDLE1BQU07UUFBRSxNQUFNO1FBQVcsT0FBTztNQUFJO0lBQ3RDO0lBQ0EsTUFBTSxPQUFPLFdBQVcsaUJBQWlCLE9BQU8sTUFBTSxFQUFFO0lBQ3hELElBQUksWUFBWSxNQUFNLEdBQUcsR0FBRztNQUMxQixNQUFNLElBQUksVUFBVTtJQUN0QjtJQUNBLE1BQU0sS0FBSyxPQUFPLElBQUksR0FDbEIsU0FDQSxPQUFPLFFBQVEsR0FDZixhQUNBLE9BQU8sSUFBSSxHQUNYLFNBQ0E7SUFDSixNQUFNLFlBQVksUUFBUTtNQUFFLElBQUk7TUFBaUI7TUFBTTtJQUFHO0lBQzFELE9BQU87RUFDVDtBQUNGLEVBQUUifQ==
// denoCacheMetadata=5214241019676296455,8189742634523346895