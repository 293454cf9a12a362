/**
 * `berth swap-window`: swap two windows' indexes (tmux's `swap-window`).
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
export const command = {
  name: "swap-window",
  summary: "Swap two windows' indexes",
  target: true,
  source: true,
  usage: `Usage: berth swap-window [-d] [-s SRC] [-t DST]

Swaps the indexes of windows SRC and DST, both SESSION:WINDOW (inside a
session, each defaults to the window of the pane it runs in). As tmux 3.3a
does it, the index shown stays shown, now with the window swapped there;
-d shows SRC at its new index instead (swap-window -d -t :-1 moves the
window shown one to the left and keeps it shown). SRC and DST may be in
two sessions: their programs, screens and history go along.

Exit codes: 0 swapped; 1 no such window, a pane there has exited (it
cannot change sessions), or an error.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("swap-window", args, {
      source: {
        type: "string",
        short: "s"
      },
      target: {
        type: "string",
        short: "t"
      },
      detached: {
        type: "boolean",
        short: "d"
      }
    });
    if (positionals.length > 0) {
      throw new UserError("swap-window takes no arguments; use -s and -t");
    }
    await paneRequest(global, {
      op: "swap-window",
      source: paneTarget("swap-window", values.source, global, "-s"),
      name: paneTarget("swap-window", values.target, global),
      detached: values.detached
    });
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9zd2FwX3dpbmRvdy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIGBiZXJ0aCBzd2FwLXdpbmRvd2A6IHN3YXAgdHdvIHdpbmRvd3MnIGluZGV4ZXMgKHRtdXgncyBgc3dhcC13aW5kb3dgKS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgcGFyc2VDb21tYW5kQXJncyB9IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHR5cGUgeyBDb21tYW5kIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgVXNlckVycm9yIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgcGFuZVJlcXVlc3QsIHBhbmVUYXJnZXQgfSBmcm9tIFwiLi9fcGFuZS50c1wiO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJzd2FwLXdpbmRvd1wiLFxuICBzdW1tYXJ5OiBcIlN3YXAgdHdvIHdpbmRvd3MnIGluZGV4ZXNcIixcbiAgdGFyZ2V0OiB0cnVlLFxuICBzb3VyY2U6IHRydWUsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIHN3YXAtd2luZG93IFstZF0gWy1zIFNSQ10gWy10IERTVF1cblxuU3dhcHMgdGhlIGluZGV4ZXMgb2Ygd2luZG93cyBTUkMgYW5kIERTVCwgYm90aCBTRVNTSU9OOldJTkRPVyAoaW5zaWRlIGFcbnNlc3Npb24sIGVhY2ggZGVmYXVsdHMgdG8gdGhlIHdpbmRvdyBvZiB0aGUgcGFuZSBpdCBydW5zIGluKS4gQXMgdG11eCAzLjNhXG5kb2VzIGl0LCB0aGUgaW5kZXggc2hvd24gc3RheXMgc2hvd24sIG5vdyB3aXRoIHRoZSB3aW5kb3cgc3dhcHBlZCB0aGVyZTtcbi1kIHNob3dzIFNSQyBhdCBpdHMgbmV3IGluZGV4IGluc3RlYWQgKHN3YXAtd2luZG93IC1kIC10IDotMSBtb3ZlcyB0aGVcbndpbmRvdyBzaG93biBvbmUgdG8gdGhlIGxlZnQgYW5kIGtlZXBzIGl0IHNob3duKS4gU1JDIGFuZCBEU1QgbWF5IGJlIGluXG50d28gc2Vzc2lvbnM6IHRoZWlyIHByb2dyYW1zLCBzY3JlZW5zIGFuZCBoaXN0b3J5IGdvIGFsb25nLlxuXG5FeGl0IGNvZGVzOiAwIHN3YXBwZWQ7IDEgbm8gc3VjaCB3aW5kb3csIGEgcGFuZSB0aGVyZSBoYXMgZXhpdGVkIChpdFxuY2Fubm90IGNoYW5nZSBzZXNzaW9ucyksIG9yIGFuIGVycm9yLmAsXG4gIGFzeW5jIHJ1bihhcmdzLCBnbG9iYWwpIHtcbiAgICBjb25zdCB7IHZhbHVlcywgcG9zaXRpb25hbHMgfSA9IHBhcnNlQ29tbWFuZEFyZ3MoXCJzd2FwLXdpbmRvd1wiLCBhcmdzLCB7XG4gICAgICBzb3VyY2U6IHsgdHlwZTogXCJzdHJpbmdcIiwgc2hvcnQ6IFwic1wiIH0sXG4gICAgICB0YXJnZXQ6IHsgdHlwZTogXCJzdHJpbmdcIiwgc2hvcnQ6IFwidFwiIH0sXG4gICAgICBkZXRhY2hlZDogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiZFwiIH0sXG4gICAgfSk7XG4gICAgaWYgKHBvc2l0aW9uYWxzLmxlbmd0aCA+IDApIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXCJzd2FwLXdpbmRvdyB0YWtlcyBubyBhcmd1bWVudHM7IHVzZSAtcyBhbmQgLXRcIik7XG4gICAgfVxuICAgIGF3YWl0IHBhbmVSZXF1ZXN0KGdsb2JhbCwge1xuICAgICAgb3A6IFwic3dhcC13aW5kb3dcIixcbiAgICAgIHNvdXJjZTogcGFuZVRhcmdldChcInN3YXAtd2luZG93XCIsIHZhbHVlcy5zb3VyY2UsIGdsb2JhbCwgXCItc1wiKSxcbiAgICAgIG5hbWU6IHBhbmVUYXJnZXQoXCJzd2FwLXdpbmRvd1wiLCB2YWx1ZXMudGFyZ2V0LCBnbG9iYWwpLFxuICAgICAgZGV0YWNoZWQ6IHZhbHVlcy5kZXRhY2hlZCxcbiAgICB9KTtcbiAgICByZXR1cm4gMDtcbiAgfSxcbn07XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Q0FJQyxHQUVELFNBQVMsZ0JBQWdCLFFBQVEsaUJBQWlCO0FBRWxELFNBQVMsU0FBUyxRQUFRLGVBQWU7QUFDekMsU0FBUyxXQUFXLEVBQUUsVUFBVSxRQUFRLGFBQWE7QUFFckQsT0FBTyxNQUFNLFVBQW1CO0VBQzlCLE1BQU07RUFDTixTQUFTO0VBQ1QsUUFBUTtFQUNSLFFBQVE7RUFDUixPQUFPLENBQUM7Ozs7Ozs7Ozs7cUNBVTJCLENBQUM7RUFDcEMsTUFBTSxLQUFJLElBQUksRUFBRSxNQUFNO0lBQ3BCLE1BQU0sRUFBRSxNQUFNLEVBQUUsV0FBVyxFQUFFLEdBQUcsaUJBQWlCLGVBQWUsTUFBTTtNQUNwRSxRQUFRO1FBQUUsTUFBTTtRQUFVLE9BQU87TUFBSTtNQUNyQyxRQUFRO1FBQUUsTUFBTTtRQUFVLE9BQU87TUFBSTtNQUNyQyxVQUFVO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtJQUMxQztJQUNBLElBQUksWUFBWSxNQUFNLEdBQUcsR0FBRztNQUMxQixNQUFNLElBQUksVUFBVTtJQUN0QjtJQUNBLE1BQU0sWUFBWSxRQUFRO01BQ3hCLElBQUk7TUFDSixRQUFRLFdBQVcsZUFBZSxPQUFPLE1BQU0sRUFBRSxRQUFRO01BQ3pELE1BQU0sV0FBVyxlQUFlLE9BQU8sTUFBTSxFQUFFO01BQy9DLFVBQVUsT0FBTyxRQUFRO0lBQzNCO0lBQ0EsT0FBTztFQUNUO0FBQ0YsRUFBRSJ9
// denoCacheMetadata=12202788487979733378,8562168147460384626