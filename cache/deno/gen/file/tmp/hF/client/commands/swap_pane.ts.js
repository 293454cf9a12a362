/**
 * `berth swap-pane`: swap a pane with the previous or next one (tmux's `swap-pane`).
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
export const command = {
  name: "swap-pane",
  summary: "Swap a pane with the previous or next one",
  target: true,
  usage: `Usage: berth swap-pane [-U|-D] [-t TARGET]

-U swaps the pane with the one before it, -D (the default) with the one
after it, in pane order.

Exit codes: 0 swapped; 1 no such pane, or an error.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("swap-pane", args, {
      target: {
        type: "string",
        short: "t"
      },
      up: {
        type: "boolean",
        short: "U"
      },
      down: {
        type: "boolean",
        short: "D"
      }
    });
    const name = paneTarget("swap-pane", values.target, global);
    if (positionals.length > 0) {
      throw new UserError("swap-pane takes no arguments; use -t");
    }
    await paneRequest(global, {
      op: "swap-pane",
      name,
      to: values.up ? "previous" : "next"
    });
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9zd2FwX3BhbmUudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggc3dhcC1wYW5lYDogc3dhcCBhIHBhbmUgd2l0aCB0aGUgcHJldmlvdXMgb3IgbmV4dCBvbmUgKHRtdXgncyBgc3dhcC1wYW5lYCkuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IHBhcnNlQ29tbWFuZEFyZ3MgfSBmcm9tIFwiLi4vY2xpX2FyZ3MudHNcIjtcbmltcG9ydCB0eXBlIHsgQ29tbWFuZCB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbmltcG9ydCB7IFVzZXJFcnJvciB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbmltcG9ydCB7IHBhbmVSZXF1ZXN0LCBwYW5lVGFyZ2V0IH0gZnJvbSBcIi4vX3BhbmUudHNcIjtcblxuZXhwb3J0IGNvbnN0IGNvbW1hbmQ6IENvbW1hbmQgPSB7XG4gIG5hbWU6IFwic3dhcC1wYW5lXCIsXG4gIHN1bW1hcnk6IFwiU3dhcCBhIHBhbmUgd2l0aCB0aGUgcHJldmlvdXMgb3IgbmV4dCBvbmVcIixcbiAgdGFyZ2V0OiB0cnVlLFxuICB1c2FnZTogYFVzYWdlOiBiZXJ0aCBzd2FwLXBhbmUgWy1VfC1EXSBbLXQgVEFSR0VUXVxuXG4tVSBzd2FwcyB0aGUgcGFuZSB3aXRoIHRoZSBvbmUgYmVmb3JlIGl0LCAtRCAodGhlIGRlZmF1bHQpIHdpdGggdGhlIG9uZVxuYWZ0ZXIgaXQsIGluIHBhbmUgb3JkZXIuXG5cbkV4aXQgY29kZXM6IDAgc3dhcHBlZDsgMSBubyBzdWNoIHBhbmUsIG9yIGFuIGVycm9yLmAsXG4gIGFzeW5jIHJ1bihhcmdzLCBnbG9iYWwpIHtcbiAgICBjb25zdCB7IHZhbHVlcywgcG9zaXRpb25hbHMgfSA9IHBhcnNlQ29tbWFuZEFyZ3MoXCJzd2FwLXBhbmVcIiwgYXJncywge1xuICAgICAgdGFyZ2V0OiB7IHR5cGU6IFwic3RyaW5nXCIsIHNob3J0OiBcInRcIiB9LFxuICAgICAgdXA6IHsgdHlwZTogXCJib29sZWFuXCIsIHNob3J0OiBcIlVcIiB9LFxuICAgICAgZG93bjogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiRFwiIH0sXG4gICAgfSk7XG4gICAgY29uc3QgbmFtZSA9IHBhbmVUYXJnZXQoXCJzd2FwLXBhbmVcIiwgdmFsdWVzLnRhcmdldCwgZ2xvYmFsKTtcbiAgICBpZiAocG9zaXRpb25hbHMubGVuZ3RoID4gMCkge1xuICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcInN3YXAtcGFuZSB0YWtlcyBubyBhcmd1bWVudHM7IHVzZSAtdFwiKTtcbiAgICB9XG4gICAgYXdhaXQgcGFuZVJlcXVlc3QoZ2xvYmFsLCB7XG4gICAgICBvcDogXCJzd2FwLXBhbmVcIixcbiAgICAgIG5hbWUsXG4gICAgICB0bzogdmFsdWVzLnVwID8gXCJwcmV2aW91c1wiIDogXCJuZXh0XCIsXG4gICAgfSk7XG4gICAgcmV0dXJuIDA7XG4gIH0sXG59O1xuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7O0NBSUMsR0FFRCxTQUFTLGdCQUFnQixRQUFRLGlCQUFpQjtBQUVsRCxTQUFTLFNBQVMsUUFBUSxlQUFlO0FBQ3pDLFNBQVMsV0FBVyxFQUFFLFVBQVUsUUFBUSxhQUFhO0FBRXJELE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sU0FBUztFQUNULFFBQVE7RUFDUixPQUFPLENBQUM7Ozs7O21EQUt5QyxDQUFDO0VBQ2xELE1BQU0sS0FBSSxJQUFJLEVBQUUsTUFBTTtJQUNwQixNQUFNLEVBQUUsTUFBTSxFQUFFLFdBQVcsRUFBRSxHQUFHLGlCQUFpQixhQUFhLE1BQU07TUFDbEUsUUFBUTtRQUFFLE1BQU07UUFBVSxPQUFPO01BQUk7TUFDckMsSUFBSTtRQUFFLE1BQU07UUFBVyxPQUFPO01BQUk7TUFDbEMsTUFBTTtRQUFFLE1BQU07UUFBVyxPQUFPO01BQUk7SUFDdEM7SUFDQSxNQUFNLE9BQU8sV0FBVyxhQUFhLE9BQU8sTUFBTSxFQUFFO0lBQ3BELElBQUksWUFBWSxNQUFNLEdBQUcsR0FBRztNQUMxQixNQUFNLElBQUksVUFBVTtJQUN0QjtJQUNBLE1BQU0sWUFBWSxRQUFRO01BQ3hCLElBQUk7TUFDSjtNQUNBLElBQUksT0FBTyxFQUFFLEdBQUcsYUFBYTtJQUMvQjtJQUNBLE9BQU87RUFDVDtBQUNGLEVBQUUifQ==
// denoCacheMetadata=2631162603040928972,1209869190431924976