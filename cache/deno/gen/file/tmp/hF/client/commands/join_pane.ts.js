/**
 * `berth join-pane` (and `move-pane`, the same command in tmux 3.3a): move
 * a pane into a window's layout, splitting a pane there (tmux's
 * `join-pane`); the inverse of `break-pane`.
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { printLine } from "../stdout.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import { splitSize } from "./_split_size.ts";
export const command = {
  name: "join-pane",
  ownsShortH: true,
  summary: "Move a pane into a window's layout, splitting a pane there",
  target: true,
  source: true,
  usage: `Usage: berth join-pane [-h|-v] [-b] [-d] [-l SIZE|-p PERCENT]
                       [-s SRC] [-t DST] [-P]

Moves pane SRC into the window of pane DST (both SESSION:WINDOW.PANE;
inside a session, by default the pane it runs in), splitting DST: -v (the
default) puts it below DST, -h to the right. It keeps its program, id,
screen and history; the window it leaves closes when it was that window's
last pane. It becomes the active pane and its window is shown, unless -d.
DST may be in SRC's own window (the pane moves next to it), or in another
session (not a session's last pane, nor one that has exited). move-pane
is another name for it, as in tmux.

Options:
  -h, -v           to the right of DST, below it
  -b               left of or above DST instead
  -d               keep the active pane and the window shown
  -l SIZE          its width or height in cells (N% : percent of DST)
  -p PERCENT       ... or in percent of DST
  -P               print its target (SESSION:WINDOW.PANE) afterwards

Exit codes: 0 moved; 1 no such pane, DST is too small, SRC is its
session's last, or an error.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("join-pane", args, {
      horizontal: {
        type: "boolean",
        short: "h"
      },
      vertical: {
        type: "boolean",
        short: "v"
      },
      before: {
        type: "boolean",
        short: "b"
      },
      detached: {
        type: "boolean",
        short: "d"
      },
      size: {
        type: "string",
        short: "l"
      },
      percent: {
        type: "string",
        short: "p"
      },
      source: {
        type: "string",
        short: "s"
      },
      target: {
        type: "string",
        short: "t"
      },
      print: {
        type: "boolean",
        short: "P"
      }
    });
    if (positionals.length > 0) {
      throw new UserError("join-pane takes no arguments; use -s and -t");
    }
    const { kind, size, percent } = splitSize("join-pane", values);
    const res = await paneRequest(global, {
      op: "join-pane",
      source: paneTarget("join-pane", values.source, global, "-s"),
      name: paneTarget("join-pane", values.target, global),
      kind,
      size,
      percent,
      before: values.before,
      detached: values.detached
    });
    if (values.print) printLine(res.target);
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9qb2luX3BhbmUudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggam9pbi1wYW5lYCAoYW5kIGBtb3ZlLXBhbmVgLCB0aGUgc2FtZSBjb21tYW5kIGluIHRtdXggMy4zYSk6IG1vdmVcbiAqIGEgcGFuZSBpbnRvIGEgd2luZG93J3MgbGF5b3V0LCBzcGxpdHRpbmcgYSBwYW5lIHRoZXJlICh0bXV4J3NcbiAqIGBqb2luLXBhbmVgKTsgdGhlIGludmVyc2Ugb2YgYGJyZWFrLXBhbmVgLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBwYXJzZUNvbW1hbmRBcmdzIH0gZnJvbSBcIi4uL2NsaV9hcmdzLnRzXCI7XG5pbXBvcnQgeyBwcmludExpbmUgfSBmcm9tIFwiLi4vc3Rkb3V0LnRzXCI7XG5pbXBvcnQgdHlwZSB7IENvbW1hbmQgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBVc2VyRXJyb3IgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBwYW5lUmVxdWVzdCwgcGFuZVRhcmdldCB9IGZyb20gXCIuL19wYW5lLnRzXCI7XG5pbXBvcnQgeyBzcGxpdFNpemUgfSBmcm9tIFwiLi9fc3BsaXRfc2l6ZS50c1wiO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJqb2luLXBhbmVcIixcbiAgb3duc1Nob3J0SDogdHJ1ZSxcbiAgc3VtbWFyeTogXCJNb3ZlIGEgcGFuZSBpbnRvIGEgd2luZG93J3MgbGF5b3V0LCBzcGxpdHRpbmcgYSBwYW5lIHRoZXJlXCIsXG4gIHRhcmdldDogdHJ1ZSxcbiAgc291cmNlOiB0cnVlLFxuICB1c2FnZTogYFVzYWdlOiBiZXJ0aCBqb2luLXBhbmUgWy1ofC12XSBbLWJdIFstZF0gWy1sIFNJWkV8LXAgUEVSQ0VOVF1cbiAgICAgICAgICAgICAgICAgICAgICAgWy1zIFNSQ10gWy10IERTVF0gWy1QXVxuXG5Nb3ZlcyBwYW5lIFNSQyBpbnRvIHRoZSB3aW5kb3cgb2YgcGFuZSBEU1QgKGJvdGggU0VTU0lPTjpXSU5ET1cuUEFORTtcbmluc2lkZSBhIHNlc3Npb24sIGJ5IGRlZmF1bHQgdGhlIHBhbmUgaXQgcnVucyBpbiksIHNwbGl0dGluZyBEU1Q6IC12ICh0aGVcbmRlZmF1bHQpIHB1dHMgaXQgYmVsb3cgRFNULCAtaCB0byB0aGUgcmlnaHQuIEl0IGtlZXBzIGl0cyBwcm9ncmFtLCBpZCxcbnNjcmVlbiBhbmQgaGlzdG9yeTsgdGhlIHdpbmRvdyBpdCBsZWF2ZXMgY2xvc2VzIHdoZW4gaXQgd2FzIHRoYXQgd2luZG93J3Ncbmxhc3QgcGFuZS4gSXQgYmVjb21lcyB0aGUgYWN0aXZlIHBhbmUgYW5kIGl0cyB3aW5kb3cgaXMgc2hvd24sIHVubGVzcyAtZC5cbkRTVCBtYXkgYmUgaW4gU1JDJ3Mgb3duIHdpbmRvdyAodGhlIHBhbmUgbW92ZXMgbmV4dCB0byBpdCksIG9yIGluIGFub3RoZXJcbnNlc3Npb24gKG5vdCBhIHNlc3Npb24ncyBsYXN0IHBhbmUsIG5vciBvbmUgdGhhdCBoYXMgZXhpdGVkKS4gbW92ZS1wYW5lXG5pcyBhbm90aGVyIG5hbWUgZm9yIGl0LCBhcyBpbiB0bXV4LlxuXG5PcHRpb25zOlxuICAtaCwgLXYgICAgICAgICAgIHRvIHRoZSByaWdodCBvZiBEU1QsIGJlbG93IGl0XG4gIC1iICAgICAgICAgICAgICAgbGVmdCBvZiBvciBhYm92ZSBEU1QgaW5zdGVhZFxuICAtZCAgICAgICAgICAgICAgIGtlZXAgdGhlIGFjdGl2ZSBwYW5lIGFuZCB0aGUgd2luZG93IHNob3duXG4gIC1sIFNJWkUgICAgICAgICAgaXRzIHdpZHRoIG9yIGhlaWdodCBpbiBjZWxscyAoTiUgOiBwZXJjZW50IG9mIERTVClcbiAgLXAgUEVSQ0VOVCAgICAgICAuLi4gb3IgaW4gcGVyY2VudCBvZiBEU1RcbiAgLVAgICAgICAgICAgICAgICBwcmludCBpdHMgdGFyZ2V0IChTRVNTSU9OOldJTkRPVy5QQU5FKSBhZnRlcndhcmRzXG5cbkV4aXQgY29kZXM6IDAgbW92ZWQ7IDEgbm8gc3VjaCBwYW5lLCBEU1QgaXMgdG9vIHNtYWxsLCBTUkMgaXMgaXRzXG5zZXNzaW9uJ3MgbGFzdCwgb3IgYW4gZXJyb3IuYCxcbiAgYXN5bmMgcnVuKGFyZ3MsIGdsb2JhbCkge1xuICAgIGNvbnN0IHsgdmFsdWVzLCBwb3NpdGlvbmFscyB9ID0gcGFyc2VDb21tYW5kQXJncyhcImpvaW4tcGFuZVwiLCBhcmdzLCB7XG4gICAgICBob3Jpem9udGFsOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJoXCIgfSxcbiAgICAgIHZlcnRpY2FsOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJ2XCIgfSxcbiAgICAgIGJlZm9yZTogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiYlwiIH0sXG4gICAgICBkZXRhY2hlZDogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiZFwiIH0sXG4gICAgICBzaXplOiB7IHR5cGU6IFwic3RyaW5nXCIsIHNob3J0OiBcImxcIiB9LFxuICAgICAgcGVyY2VudDogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJwXCIgfSxcbiAgICAgIHNvdXJjZTogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJzXCIgfSxcbiAgICAgIHRhcmdldDogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJ0XCIgfSxcbiAgICAgIHByaW50OiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJQXCIgfSxcbiAgICB9KTtcbiAgICBpZiAocG9zaXRpb25hbHMubGVuZ3RoID4gMCkge1xuICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcImpvaW4tcGFuZSB0YWtlcyBubyBhcmd1bWVudHM7IHVzZSAtcyBhbmQgLXRcIik7XG4gICAgfVxuICAgIGNvbnN0IHsga2luZCwgc2l6ZSwgcGVyY2VudCB9ID0gc3BsaXRTaXplKFwiam9pbi1wYW5lXCIsIHZhbHVlcyk7XG4gICAgY29uc3QgcmVzID0gYXdhaXQgcGFuZVJlcXVlc3QoZ2xvYmFsLCB7XG4gICAgICBvcDogXCJqb2luLXBhbmVcIixcbiAgICAgIHNvdXJjZTogcGFuZVRhcmdldChcImpvaW4tcGFuZVwiLCB2YWx1ZXMuc291cmNlLCBnbG9iYWwsIFwiLXNcIiksXG4gICAgICBuYW1lOiBwYW5lVGFyZ2V0KFwiam9pbi1wYW5lXCIsIHZhbHVlcy50YXJnZXQsIGdsb2JhbCksXG4gICAgICBraW5kLFxuICAgICAgc2l6ZSxcbiAgICAgIHBlcmNlbnQsXG4gICAgICBiZWZvcmU6IHZhbHVlcy5iZWZvcmUsXG4gICAgICBkZXRhY2hlZDogdmFsdWVzLmRldGFjaGVkLFxuICAgIH0pO1xuICAgIGlmICh2YWx1ZXMucHJpbnQpIHByaW50TGluZShyZXMudGFyZ2V0KTtcbiAgICByZXR1cm4gMDtcbiAgfSxcbn07XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7OztDQU1DLEdBRUQsU0FBUyxnQkFBZ0IsUUFBUSxpQkFBaUI7QUFDbEQsU0FBUyxTQUFTLFFBQVEsZUFBZTtBQUV6QyxTQUFTLFNBQVMsUUFBUSxlQUFlO0FBQ3pDLFNBQVMsV0FBVyxFQUFFLFVBQVUsUUFBUSxhQUFhO0FBQ3JELFNBQVMsU0FBUyxRQUFRLG1CQUFtQjtBQUU3QyxPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFlBQVk7RUFDWixTQUFTO0VBQ1QsUUFBUTtFQUNSLFFBQVE7RUFDUixPQUFPLENBQUM7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs0QkFxQmtCLENBQUM7RUFDM0IsTUFBTSxLQUFJLElBQUksRUFBRSxNQUFNO0lBQ3BCLE1BQU0sRUFBRSxNQUFNLEVBQUUsV0FBVyxFQUFFLEdBQUcsaUJBQWlCLGFBQWEsTUFBTTtNQUNsRSxZQUFZO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUMxQyxVQUFVO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUN4QyxRQUFRO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUN0QyxVQUFVO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUN4QyxNQUFNO1FBQUUsTUFBTTtRQUFVLE9BQU87TUFBSTtNQUNuQyxTQUFTO1FBQUUsTUFBTTtRQUFVLE9BQU87TUFBSTtNQUN0QyxRQUFRO1FBQUUsTUFBTTtRQUFVLE9BQU87TUFBSTtNQUNyQyxRQUFRO1FBQUUsTUFBTTtRQUFVLE9BQU87TUFBSTtNQUNyQyxPQUFPO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtJQUN2QztJQUNBLElBQUksWUFBWSxNQUFNLEdBQUcsR0FBRztNQUMxQixNQUFNLElBQUksVUFBVTtJQUN0QjtJQUNBLE1BQU0sRUFBRSxJQUFJLEVBQUUsSUFBSSxFQUFFLE9BQU8sRUFBRSxHQUFHLFVBQVUsYUFBYTtJQUN2RCxNQUFNLE1BQU0sTUFBTSxZQUFZLFFBQVE7TUFDcEMsSUFBSTtNQUNKLFFBQVEsV0FBVyxhQUFhLE9BQU8sTUFBTSxFQUFFLFFBQVE7TUFDdkQsTUFBTSxXQUFXLGFBQWEsT0FBTyxNQUFNLEVBQUU7TUFDN0M7TUFDQTtNQUNBO01BQ0EsUUFBUSxPQUFPLE1BQU07TUFDckIsVUFBVSxPQUFPLFFBQVE7SUFDM0I7SUFDQSxJQUFJLE9BQU8sS0FBSyxFQUFFLFVBQVUsSUFBSSxNQUFNO0lBQ3RDLE9BQU87RUFDVDtBQUNGLEVBQUUifQ==
// denoCacheMetadata=13251584749098913371,10763975867745870128