/**
 * `berth split-window`: splits a pane in two, the new one running a command
 * (tmux's `split-window`).
 *
 * @module
 */ import { envOption, parseCommandArgs, splitAtCommand } from "../cli_args.ts";
import { printLine } from "../stdout.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import { splitSize } from "./_split_size.ts";
import { shellCommand } from "./_shell_command.ts";
import { checkPrintFormat, printMade } from "./_print_new.ts";
export const command = {
  name: "split-window",
  ownsShortH: true,
  summary: "Split a pane in two; the new pane runs a command (or $SHELL)",
  target: true,
  usage: `Usage: berth split-window [-h|-v] [-b] [-d] [-l SIZE|-p PERCENT]
                          [-c DIR] [-e VAR=VAL] [-t TARGET] [-P [-F FORMAT]]
                          [--json] [-- CMD...]

Splits the target pane (the session's active pane when TARGET names only a
session; inside a session, without -t, that session): -v (the default) puts
the new pane below, -h to the right, with one row or column of border
between. The new pane becomes the active one and runs CMD, or the
session's command.

Options:
  -h, -v           left/right or top/bottom split
  -b               put the new pane left of or above the target
  -d               keep the target pane active
  -l SIZE          the new pane's width or height in cells (N% : percent
                   of the target pane, as tmux's -l 30%)
  -p PERCENT       ... or in percent of the target pane
  -c DIR           working directory of the new pane's program; formats
                   expand for the target pane (-c '#{pane_current_path}')
  -e VAR=VAL       add VAR to the environment of this program; repeat
  -t TARGET        SESSION, SESSION:WINDOW or SESSION:WINDOW.PANE
  -P, --json       print the new pane's target (--json: target and pid)
  -F FORMAT        with -P: print FORMAT for the new pane instead (tmux's
                   formats, berth display-message --help: -F '#{pane_id}')

As in tmux, a CMD given as one argument with spaces or shell syntax
('make -j8 && echo done') runs with $SHELL -c.

Exit codes: 0 split; 1 no such target, the pane is too small, or an error.`,
  async run (args, global) {
    const { own, command } = splitAtCommand(args, [
      "-l",
      "-p",
      "-c",
      "-e",
      "-t",
      "-F"
    ]);
    const { values } = parseCommandArgs("split-window", own, {
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
      cwd: {
        type: "string",
        short: "c"
      },
      env: {
        type: "string",
        short: "e",
        multiple: true
      },
      target: {
        type: "string",
        short: "t"
      },
      print: {
        type: "boolean",
        short: "P"
      },
      format: {
        type: "string",
        short: "F"
      },
      json: {
        type: "boolean"
      }
    }, false);
    checkPrintFormat("split-window", values);
    const { kind, size, percent } = splitSize("split-window", values);
    const res = await paneRequest(global, {
      op: "split-window",
      name: paneTarget("split-window", values.target, global),
      kind,
      size,
      percent,
      before: values.before,
      detached: values.detached,
      cwd: values.cwd,
      env: values.env ? envOption(values.env) : undefined,
      cmd: shellCommand(command, global)
    });
    if (values.json) {
      printLine(JSON.stringify({
        target: res.target,
        pid: res.pid
      }));
    } else if (values.print) await printMade(global, res, values.format);
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9zcGxpdF93aW5kb3cudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggc3BsaXQtd2luZG93YDogc3BsaXRzIGEgcGFuZSBpbiB0d28sIHRoZSBuZXcgb25lIHJ1bm5pbmcgYSBjb21tYW5kXG4gKiAodG11eCdzIGBzcGxpdC13aW5kb3dgKS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgZW52T3B0aW9uLCBwYXJzZUNvbW1hbmRBcmdzLCBzcGxpdEF0Q29tbWFuZCB9IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHsgcHJpbnRMaW5lIH0gZnJvbSBcIi4uL3N0ZG91dC50c1wiO1xuaW1wb3J0IHR5cGUgeyBDb21tYW5kIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgcGFuZVJlcXVlc3QsIHBhbmVUYXJnZXQgfSBmcm9tIFwiLi9fcGFuZS50c1wiO1xuaW1wb3J0IHsgc3BsaXRTaXplIH0gZnJvbSBcIi4vX3NwbGl0X3NpemUudHNcIjtcbmltcG9ydCB7IHNoZWxsQ29tbWFuZCB9IGZyb20gXCIuL19zaGVsbF9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBjaGVja1ByaW50Rm9ybWF0LCBwcmludE1hZGUgfSBmcm9tIFwiLi9fcHJpbnRfbmV3LnRzXCI7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcInNwbGl0LXdpbmRvd1wiLFxuICBvd25zU2hvcnRIOiB0cnVlLFxuICBzdW1tYXJ5OiBcIlNwbGl0IGEgcGFuZSBpbiB0d287IHRoZSBuZXcgcGFuZSBydW5zIGEgY29tbWFuZCAob3IgJFNIRUxMKVwiLFxuICB0YXJnZXQ6IHRydWUsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIHNwbGl0LXdpbmRvdyBbLWh8LXZdIFstYl0gWy1kXSBbLWwgU0laRXwtcCBQRVJDRU5UXVxuICAgICAgICAgICAgICAgICAgICAgICAgICBbLWMgRElSXSBbLWUgVkFSPVZBTF0gWy10IFRBUkdFVF0gWy1QIFstRiBGT1JNQVRdXVxuICAgICAgICAgICAgICAgICAgICAgICAgICBbLS1qc29uXSBbLS0gQ01ELi4uXVxuXG5TcGxpdHMgdGhlIHRhcmdldCBwYW5lICh0aGUgc2Vzc2lvbidzIGFjdGl2ZSBwYW5lIHdoZW4gVEFSR0VUIG5hbWVzIG9ubHkgYVxuc2Vzc2lvbjsgaW5zaWRlIGEgc2Vzc2lvbiwgd2l0aG91dCAtdCwgdGhhdCBzZXNzaW9uKTogLXYgKHRoZSBkZWZhdWx0KSBwdXRzXG50aGUgbmV3IHBhbmUgYmVsb3csIC1oIHRvIHRoZSByaWdodCwgd2l0aCBvbmUgcm93IG9yIGNvbHVtbiBvZiBib3JkZXJcbmJldHdlZW4uIFRoZSBuZXcgcGFuZSBiZWNvbWVzIHRoZSBhY3RpdmUgb25lIGFuZCBydW5zIENNRCwgb3IgdGhlXG5zZXNzaW9uJ3MgY29tbWFuZC5cblxuT3B0aW9uczpcbiAgLWgsIC12ICAgICAgICAgICBsZWZ0L3JpZ2h0IG9yIHRvcC9ib3R0b20gc3BsaXRcbiAgLWIgICAgICAgICAgICAgICBwdXQgdGhlIG5ldyBwYW5lIGxlZnQgb2Ygb3IgYWJvdmUgdGhlIHRhcmdldFxuICAtZCAgICAgICAgICAgICAgIGtlZXAgdGhlIHRhcmdldCBwYW5lIGFjdGl2ZVxuICAtbCBTSVpFICAgICAgICAgIHRoZSBuZXcgcGFuZSdzIHdpZHRoIG9yIGhlaWdodCBpbiBjZWxscyAoTiUgOiBwZXJjZW50XG4gICAgICAgICAgICAgICAgICAgb2YgdGhlIHRhcmdldCBwYW5lLCBhcyB0bXV4J3MgLWwgMzAlKVxuICAtcCBQRVJDRU5UICAgICAgIC4uLiBvciBpbiBwZXJjZW50IG9mIHRoZSB0YXJnZXQgcGFuZVxuICAtYyBESVIgICAgICAgICAgIHdvcmtpbmcgZGlyZWN0b3J5IG9mIHRoZSBuZXcgcGFuZSdzIHByb2dyYW07IGZvcm1hdHNcbiAgICAgICAgICAgICAgICAgICBleHBhbmQgZm9yIHRoZSB0YXJnZXQgcGFuZSAoLWMgJyN7cGFuZV9jdXJyZW50X3BhdGh9JylcbiAgLWUgVkFSPVZBTCAgICAgICBhZGQgVkFSIHRvIHRoZSBlbnZpcm9ubWVudCBvZiB0aGlzIHByb2dyYW07IHJlcGVhdFxuICAtdCBUQVJHRVQgICAgICAgIFNFU1NJT04sIFNFU1NJT046V0lORE9XIG9yIFNFU1NJT046V0lORE9XLlBBTkVcbiAgLVAsIC0tanNvbiAgICAgICBwcmludCB0aGUgbmV3IHBhbmUncyB0YXJnZXQgKC0tanNvbjogdGFyZ2V0IGFuZCBwaWQpXG4gIC1GIEZPUk1BVCAgICAgICAgd2l0aCAtUDogcHJpbnQgRk9STUFUIGZvciB0aGUgbmV3IHBhbmUgaW5zdGVhZCAodG11eCdzXG4gICAgICAgICAgICAgICAgICAgZm9ybWF0cywgYmVydGggZGlzcGxheS1tZXNzYWdlIC0taGVscDogLUYgJyN7cGFuZV9pZH0nKVxuXG5BcyBpbiB0bXV4LCBhIENNRCBnaXZlbiBhcyBvbmUgYXJndW1lbnQgd2l0aCBzcGFjZXMgb3Igc2hlbGwgc3ludGF4XG4oJ21ha2UgLWo4ICYmIGVjaG8gZG9uZScpIHJ1bnMgd2l0aCAkU0hFTEwgLWMuXG5cbkV4aXQgY29kZXM6IDAgc3BsaXQ7IDEgbm8gc3VjaCB0YXJnZXQsIHRoZSBwYW5lIGlzIHRvbyBzbWFsbCwgb3IgYW4gZXJyb3IuYCxcbiAgYXN5bmMgcnVuKGFyZ3MsIGdsb2JhbCkge1xuICAgIGNvbnN0IHsgb3duLCBjb21tYW5kIH0gPSBzcGxpdEF0Q29tbWFuZChhcmdzLCBbXG4gICAgICBcIi1sXCIsXG4gICAgICBcIi1wXCIsXG4gICAgICBcIi1jXCIsXG4gICAgICBcIi1lXCIsXG4gICAgICBcIi10XCIsXG4gICAgICBcIi1GXCIsXG4gICAgXSk7XG4gICAgY29uc3QgeyB2YWx1ZXMgfSA9IHBhcnNlQ29tbWFuZEFyZ3MoXCJzcGxpdC13aW5kb3dcIiwgb3duLCB7XG4gICAgICBob3Jpem9udGFsOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJoXCIgfSxcbiAgICAgIHZlcnRpY2FsOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJ2XCIgfSxcbiAgICAgIGJlZm9yZTogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiYlwiIH0sXG4gICAgICBkZXRhY2hlZDogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiZFwiIH0sXG4gICAgICBzaXplOiB7IHR5cGU6IFwic3RyaW5nXCIsIHNob3J0OiBcImxcIiB9LFxuICAgICAgcGVyY2VudDogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJwXCIgfSxcbiAgICAgIGN3ZDogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJjXCIgfSxcbiAgICAgIGVudjogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJlXCIsIG11bHRpcGxlOiB0cnVlIH0sXG4gICAgICB0YXJnZXQ6IHsgdHlwZTogXCJzdHJpbmdcIiwgc2hvcnQ6IFwidFwiIH0sXG4gICAgICBwcmludDogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiUFwiIH0sXG4gICAgICBmb3JtYXQ6IHsgdHlwZTogXCJzdHJpbmdcIiwgc2hvcnQ6IFwiRlwiIH0sXG4gICAgICBqc29uOiB7IHR5cGU6IFwiYm9vbGVhblwiIH0sXG4gICAgfSwgZmFsc2UpO1xuICAgIGNoZWNrUHJpbnRGb3JtYXQoXCJzcGxpdC13aW5kb3dcIiwgdmFsdWVzKTtcbiAgICBjb25zdCB7IGtpbmQsIHNpemUsIHBlcmNlbnQgfSA9IHNwbGl0U2l6ZShcInNwbGl0LXdpbmRvd1wiLCB2YWx1ZXMpO1xuICAgIGNvbnN0IHJlcyA9IGF3YWl0IHBhbmVSZXF1ZXN0KGdsb2JhbCwge1xuICAgICAgb3A6IFwic3BsaXQtd2luZG93XCIsXG4gICAgICBuYW1lOiBwYW5lVGFyZ2V0KFwic3BsaXQtd2luZG93XCIsIHZhbHVlcy50YXJnZXQsIGdsb2JhbCksXG4gICAgICBraW5kLFxuICAgICAgc2l6ZSxcbiAgICAgIHBlcmNlbnQsXG4gICAgICBiZWZvcmU6IHZhbHVlcy5iZWZvcmUsXG4gICAgICBkZXRhY2hlZDogdmFsdWVzLmRldGFjaGVkLFxuICAgICAgY3dkOiB2YWx1ZXMuY3dkLFxuICAgICAgZW52OiB2YWx1ZXMuZW52ID8gZW52T3B0aW9uKHZhbHVlcy5lbnYpIDogdW5kZWZpbmVkLFxuICAgICAgY21kOiBzaGVsbENvbW1hbmQoY29tbWFuZCwgZ2xvYmFsKSxcbiAgICB9KTtcbiAgICBpZiAodmFsdWVzLmpzb24pIHtcbiAgICAgIHByaW50TGluZShKU09OLnN0cmluZ2lmeSh7IHRhcmdldDogcmVzLnRhcmdldCwgcGlkOiByZXMucGlkIH0pKTtcbiAgICB9IGVsc2UgaWYgKHZhbHVlcy5wcmludCkgYXdhaXQgcHJpbnRNYWRlKGdsb2JhbCwgcmVzLCB2YWx1ZXMuZm9ybWF0KTtcbiAgICByZXR1cm4gMDtcbiAgfSxcbn07XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7O0NBS0MsR0FFRCxTQUFTLFNBQVMsRUFBRSxnQkFBZ0IsRUFBRSxjQUFjLFFBQVEsaUJBQWlCO0FBQzdFLFNBQVMsU0FBUyxRQUFRLGVBQWU7QUFFekMsU0FBUyxXQUFXLEVBQUUsVUFBVSxRQUFRLGFBQWE7QUFDckQsU0FBUyxTQUFTLFFBQVEsbUJBQW1CO0FBQzdDLFNBQVMsWUFBWSxRQUFRLHNCQUFzQjtBQUNuRCxTQUFTLGdCQUFnQixFQUFFLFNBQVMsUUFBUSxrQkFBa0I7QUFFOUQsT0FBTyxNQUFNLFVBQW1CO0VBQzlCLE1BQU07RUFDTixZQUFZO0VBQ1osU0FBUztFQUNULFFBQVE7RUFDUixPQUFPLENBQUM7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7MEVBNEJnRSxDQUFDO0VBQ3pFLE1BQU0sS0FBSSxJQUFJLEVBQUUsTUFBTTtJQUNwQixNQUFNLEVBQUUsR0FBRyxFQUFFLE9BQU8sRUFBRSxHQUFHLGVBQWUsTUFBTTtNQUM1QztNQUNBO01BQ0E7TUFDQTtNQUNBO01BQ0E7S0FDRDtJQUNELE1BQU0sRUFBRSxNQUFNLEVBQUUsR0FBRyxpQkFBaUIsZ0JBQWdCLEtBQUs7TUFDdkQsWUFBWTtRQUFFLE1BQU07UUFBVyxPQUFPO01BQUk7TUFDMUMsVUFBVTtRQUFFLE1BQU07UUFBVyxPQUFPO01BQUk7TUFDeEMsUUFBUTtRQUFFLE1BQU07UUFBVyxPQUFPO01BQUk7TUFDdEMsVUFBVTtRQUFFLE1BQU07UUFBVyxPQUFPO01BQUk7TUFDeEMsTUFBTTtRQUFFLE1BQU07UUFBVSxPQUFPO01BQUk7TUFDbkMsU0FBUztRQUFFLE1BQU07UUFBVSxPQUFPO01BQUk7TUFDdEMsS0FBSztRQUFFLE1BQU07UUFBVSxPQUFPO01BQUk7TUFDbEMsS0FBSztRQUFFLE1BQU07UUFBVSxPQUFPO1FBQUssVUFBVTtNQUFLO01BQ2xELFFBQVE7UUFBRSxNQUFNO1FBQVUsT0FBTztNQUFJO01BQ3JDLE9BQU87UUFBRSxNQUFNO1FBQVcsT0FBTztNQUFJO01BQ3JDLFFBQVE7UUFBRSxNQUFNO1FBQVUsT0FBTztNQUFJO01BQ3JDLE1BQU07UUFBRSxNQUFNO01BQVU7SUFDMUIsR0FBRztJQUNILGlCQUFpQixnQkFBZ0I7SUFDakMsTUFBTSxFQUFFLElBQUksRUFBRSxJQUFJLEVBQUUsT0FBTyxFQUFFLEdBQUcsVUFBVSxnQkFBZ0I7SUFDMUQsTUFBTSxNQUFNLE1BQU0sWUFBWSxRQUFRO01BQ3BDLElBQUk7TUFDSixNQUFNLFdBQVcsZ0JBQWdCLE9BQU8sTUFBTSxFQUFFO01BQ2hEO01BQ0E7TUFDQTtNQUNBLFFBQVEsT0FBTyxNQUFNO01BQ3JCLFVBQVUsT0FBTyxRQUFRO01BQ3pCLEtBQUssT0FBTyxHQUFHO01BQ2YsS0FBSyxPQUFPLEdBQUcsR0FBRyxVQUFVLE9BQU8sR0FBRyxJQUFJO01BQzFDLEtBQUssYUFBYSxTQUFTO0lBQzdCO0lBQ0EsSUFBSSxPQUFPLElBQUksRUFBRTtNQUNmLFVBQVUsS0FBSyxTQUFTLENBQUM7UUFBRSxRQUFRLElBQUksTUFBTTtRQUFFLEtBQUssSUFBSSxHQUFHO01BQUM7SUFDOUQsT0FBTyxJQUFJLE9BQU8sS0FBSyxFQUFFLE1BQU0sVUFBVSxRQUFRLEtBQUssT0FBTyxNQUFNO0lBQ25FLE9BQU87RUFDVDtBQUNGLEVBQUUifQ==
// denoCacheMetadata=13873133304554302285,13037618430163876857