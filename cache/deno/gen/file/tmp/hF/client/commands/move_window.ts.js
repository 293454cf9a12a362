/**
 * `berth move-window`: move a window to another index (tmux's
 * `move-window`), or number a session's windows afresh (`-r`).
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { UserError } from "./command.ts";
import { moveTarget, paneRequest, paneTarget } from "./_pane.ts";
export const command = {
  name: "move-window",
  summary: "Move a window to another index, or renumber the windows",
  target: true,
  source: true,
  usage: `Usage: berth move-window [-d] [-k] [-s SRC] [-t DST]
       berth move-window -r [-t SESSION]

Moves window SRC (SESSION:WINDOW; inside a session, by default the window
of the pane it runs in) to DST: SESSION:INDEX, or SESSION alone for the
first index free (inside a session, by default its own). The moved window
is shown, unless -d. An index in use is an error, unless -k: the window
there is killed first. -r numbers the session's windows 0, 1, 2 ... in
their order, leaving no gaps. DST may be another session: the window's
programs, screens and history go along (not a session's last window,
which tmux's move would end, nor a pane that has exited).

Exit codes: 0 moved; 1 no such window, the index is in use, it is its
session's last, or an error.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("move-window", args, {
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
      },
      kill: {
        type: "boolean",
        short: "k"
      },
      renumber: {
        type: "boolean",
        short: "r"
      }
    });
    if (positionals.length > 0) {
      throw new UserError("move-window takes no arguments; use -s and -t");
    }
    const name = moveTarget("move-window", values.target, global);
    await paneRequest(global, {
      op: "move-window",
      name,
      // -r reads no source (tmux's neither): the session is enough.
      source: values.renumber ? name : paneTarget("move-window", values.source, global, "-s"),
      detached: values.detached,
      kill: values.kill,
      renumber: values.renumber
    });
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9tb3ZlX3dpbmRvdy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIGBiZXJ0aCBtb3ZlLXdpbmRvd2A6IG1vdmUgYSB3aW5kb3cgdG8gYW5vdGhlciBpbmRleCAodG11eCdzXG4gKiBgbW92ZS13aW5kb3dgKSwgb3IgbnVtYmVyIGEgc2Vzc2lvbidzIHdpbmRvd3MgYWZyZXNoIChgLXJgKS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgcGFyc2VDb21tYW5kQXJncyB9IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHR5cGUgeyBDb21tYW5kIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgVXNlckVycm9yIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgbW92ZVRhcmdldCwgcGFuZVJlcXVlc3QsIHBhbmVUYXJnZXQgfSBmcm9tIFwiLi9fcGFuZS50c1wiO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJtb3ZlLXdpbmRvd1wiLFxuICBzdW1tYXJ5OiBcIk1vdmUgYSB3aW5kb3cgdG8gYW5vdGhlciBpbmRleCwgb3IgcmVudW1iZXIgdGhlIHdpbmRvd3NcIixcbiAgdGFyZ2V0OiB0cnVlLFxuICBzb3VyY2U6IHRydWUsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIG1vdmUtd2luZG93IFstZF0gWy1rXSBbLXMgU1JDXSBbLXQgRFNUXVxuICAgICAgIGJlcnRoIG1vdmUtd2luZG93IC1yIFstdCBTRVNTSU9OXVxuXG5Nb3ZlcyB3aW5kb3cgU1JDIChTRVNTSU9OOldJTkRPVzsgaW5zaWRlIGEgc2Vzc2lvbiwgYnkgZGVmYXVsdCB0aGUgd2luZG93XG5vZiB0aGUgcGFuZSBpdCBydW5zIGluKSB0byBEU1Q6IFNFU1NJT046SU5ERVgsIG9yIFNFU1NJT04gYWxvbmUgZm9yIHRoZVxuZmlyc3QgaW5kZXggZnJlZSAoaW5zaWRlIGEgc2Vzc2lvbiwgYnkgZGVmYXVsdCBpdHMgb3duKS4gVGhlIG1vdmVkIHdpbmRvd1xuaXMgc2hvd24sIHVubGVzcyAtZC4gQW4gaW5kZXggaW4gdXNlIGlzIGFuIGVycm9yLCB1bmxlc3MgLWs6IHRoZSB3aW5kb3dcbnRoZXJlIGlzIGtpbGxlZCBmaXJzdC4gLXIgbnVtYmVycyB0aGUgc2Vzc2lvbidzIHdpbmRvd3MgMCwgMSwgMiAuLi4gaW5cbnRoZWlyIG9yZGVyLCBsZWF2aW5nIG5vIGdhcHMuIERTVCBtYXkgYmUgYW5vdGhlciBzZXNzaW9uOiB0aGUgd2luZG93J3NcbnByb2dyYW1zLCBzY3JlZW5zIGFuZCBoaXN0b3J5IGdvIGFsb25nIChub3QgYSBzZXNzaW9uJ3MgbGFzdCB3aW5kb3csXG53aGljaCB0bXV4J3MgbW92ZSB3b3VsZCBlbmQsIG5vciBhIHBhbmUgdGhhdCBoYXMgZXhpdGVkKS5cblxuRXhpdCBjb2RlczogMCBtb3ZlZDsgMSBubyBzdWNoIHdpbmRvdywgdGhlIGluZGV4IGlzIGluIHVzZSwgaXQgaXMgaXRzXG5zZXNzaW9uJ3MgbGFzdCwgb3IgYW4gZXJyb3IuYCxcbiAgYXN5bmMgcnVuKGFyZ3MsIGdsb2JhbCkge1xuICAgIGNvbnN0IHsgdmFsdWVzLCBwb3NpdGlvbmFscyB9ID0gcGFyc2VDb21tYW5kQXJncyhcIm1vdmUtd2luZG93XCIsIGFyZ3MsIHtcbiAgICAgIHNvdXJjZTogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJzXCIgfSxcbiAgICAgIHRhcmdldDogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJ0XCIgfSxcbiAgICAgIGRldGFjaGVkOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJkXCIgfSxcbiAgICAgIGtpbGw6IHsgdHlwZTogXCJib29sZWFuXCIsIHNob3J0OiBcImtcIiB9LFxuICAgICAgcmVudW1iZXI6IHsgdHlwZTogXCJib29sZWFuXCIsIHNob3J0OiBcInJcIiB9LFxuICAgIH0pO1xuICAgIGlmIChwb3NpdGlvbmFscy5sZW5ndGggPiAwKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFwibW92ZS13aW5kb3cgdGFrZXMgbm8gYXJndW1lbnRzOyB1c2UgLXMgYW5kIC10XCIpO1xuICAgIH1cbiAgICBjb25zdCBuYW1lID0gbW92ZVRhcmdldChcIm1vdmUtd2luZG93XCIsIHZhbHVlcy50YXJnZXQsIGdsb2JhbCk7XG4gICAgYXdhaXQgcGFuZVJlcXVlc3QoZ2xvYmFsLCB7XG4gICAgICBvcDogXCJtb3ZlLXdpbmRvd1wiLFxuICAgICAgbmFtZSxcbiAgICAgIC8vIC1yIHJlYWRzIG5vIHNvdXJjZSAodG11eCdzIG5laXRoZXIpOiB0aGUgc2Vzc2lvbiBpcyBlbm91Z2guXG4gICAgICBzb3VyY2U6IHZhbHVlcy5yZW51bWJlclxuICAgICAgICA/IG5hbWVcbiAgICAgICAgOiBwYW5lVGFyZ2V0KFwibW92ZS13aW5kb3dcIiwgdmFsdWVzLnNvdXJjZSwgZ2xvYmFsLCBcIi1zXCIpLFxuICAgICAgZGV0YWNoZWQ6IHZhbHVlcy5kZXRhY2hlZCxcbiAgICAgIGtpbGw6IHZhbHVlcy5raWxsLFxuICAgICAgcmVudW1iZXI6IHZhbHVlcy5yZW51bWJlcixcbiAgICB9KTtcbiAgICByZXR1cm4gMDtcbiAgfSxcbn07XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7O0NBS0MsR0FFRCxTQUFTLGdCQUFnQixRQUFRLGlCQUFpQjtBQUVsRCxTQUFTLFNBQVMsUUFBUSxlQUFlO0FBQ3pDLFNBQVMsVUFBVSxFQUFFLFdBQVcsRUFBRSxVQUFVLFFBQVEsYUFBYTtBQUVqRSxPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFNBQVM7RUFDVCxRQUFRO0VBQ1IsUUFBUTtFQUNSLE9BQU8sQ0FBQzs7Ozs7Ozs7Ozs7Ozs0QkFha0IsQ0FBQztFQUMzQixNQUFNLEtBQUksSUFBSSxFQUFFLE1BQU07SUFDcEIsTUFBTSxFQUFFLE1BQU0sRUFBRSxXQUFXLEVBQUUsR0FBRyxpQkFBaUIsZUFBZSxNQUFNO01BQ3BFLFFBQVE7UUFBRSxNQUFNO1FBQVUsT0FBTztNQUFJO01BQ3JDLFFBQVE7UUFBRSxNQUFNO1FBQVUsT0FBTztNQUFJO01BQ3JDLFVBQVU7UUFBRSxNQUFNO1FBQVcsT0FBTztNQUFJO01BQ3hDLE1BQU07UUFBRSxNQUFNO1FBQVcsT0FBTztNQUFJO01BQ3BDLFVBQVU7UUFBRSxNQUFNO1FBQVcsT0FBTztNQUFJO0lBQzFDO0lBQ0EsSUFBSSxZQUFZLE1BQU0sR0FBRyxHQUFHO01BQzFCLE1BQU0sSUFBSSxVQUFVO0lBQ3RCO0lBQ0EsTUFBTSxPQUFPLFdBQVcsZUFBZSxPQUFPLE1BQU0sRUFBRTtJQUN0RCxNQUFNLFlBQVksUUFBUTtNQUN4QixJQUFJO01BQ0o7TUFDQSw4REFBOEQ7TUFDOUQsUUFBUSxPQUFPLFFBQVEsR0FDbkIsT0FDQSxXQUFXLGVBQWUsT0FBTyxNQUFNLEVBQUUsUUFBUTtNQUNyRCxVQUFVLE9BQU8sUUFBUTtNQUN6QixNQUFNLE9BQU8sSUFBSTtNQUNqQixVQUFVLE9BQU8sUUFBUTtJQUMzQjtJQUNBLE9BQU87RUFDVDtBQUNGLEVBQUUifQ==
// denoCacheMetadata=13851095537689003065,1829781049367370378