/**
 * `berth new-window`: opens a window in a session (tmux's `new-window`).
 *
 * @module
 */ import { envOption, parseCommandArgs, splitAtCommand } from "../cli_args.ts";
import { printLine } from "../stdout.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import { shellCommand } from "./_shell_command.ts";
import { checkPrintFormat, printMade } from "./_print_new.ts";
export const command = {
  name: "new-window",
  summary: "Open a window in a session; it runs a command (or $SHELL)",
  target: true,
  usage: `Usage: berth new-window [-d] [-n NAME] [-c DIR] [-e VAR=VAL] [-t TARGET]
                        [-P [-F FORMAT]] [--json] [-- CMD...]

Opens a window after the session's others, with one pane running CMD (or
the session's command), and shows it unless -d.

Options:
  -d           do not show the new window
  -n NAME      the window's name (default: its program's)
  -c DIR       working directory of its program; formats expand for the
               target pane (-c '#{pane_current_path}')
  -e VAR=VAL   add VAR to the environment of this program; repeat
  -t TARGET    the session (inside a session, without -t, that session)
  -P, --json   print the new pane's target (--json: target and pid)
  -F FORMAT    with -P: print FORMAT for the new pane instead (tmux's
               formats, berth display-message --help: -F '#{pane_id}')

As in tmux, a CMD given as one argument with spaces or shell syntax
('make -j8 && echo done') runs with $SHELL -c.

Exit codes: 0 opened; 1 no such session, or an error.`,
  async run (args, global) {
    const { own, command } = splitAtCommand(args, [
      "-n",
      "-c",
      "-e",
      "-t",
      "-F"
    ]);
    const { values } = parseCommandArgs("new-window", own, {
      detached: {
        type: "boolean",
        short: "d"
      },
      name: {
        type: "string",
        short: "n"
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
    });
    checkPrintFormat("new-window", values);
    const res = await paneRequest(global, {
      op: "new-window",
      name: paneTarget("new-window", values.target, global),
      windowName: values.name,
      cwd: values.cwd,
      env: values.env ? envOption(values.env) : undefined,
      detached: values.detached,
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
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9uZXdfd2luZG93LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogYGJlcnRoIG5ldy13aW5kb3dgOiBvcGVucyBhIHdpbmRvdyBpbiBhIHNlc3Npb24gKHRtdXgncyBgbmV3LXdpbmRvd2ApLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBlbnZPcHRpb24sIHBhcnNlQ29tbWFuZEFyZ3MsIHNwbGl0QXRDb21tYW5kIH0gZnJvbSBcIi4uL2NsaV9hcmdzLnRzXCI7XG5pbXBvcnQgeyBwcmludExpbmUgfSBmcm9tIFwiLi4vc3Rkb3V0LnRzXCI7XG5pbXBvcnQgdHlwZSB7IENvbW1hbmQgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBwYW5lUmVxdWVzdCwgcGFuZVRhcmdldCB9IGZyb20gXCIuL19wYW5lLnRzXCI7XG5pbXBvcnQgeyBzaGVsbENvbW1hbmQgfSBmcm9tIFwiLi9fc2hlbGxfY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgY2hlY2tQcmludEZvcm1hdCwgcHJpbnRNYWRlIH0gZnJvbSBcIi4vX3ByaW50X25ldy50c1wiO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJuZXctd2luZG93XCIsXG4gIHN1bW1hcnk6IFwiT3BlbiBhIHdpbmRvdyBpbiBhIHNlc3Npb247IGl0IHJ1bnMgYSBjb21tYW5kIChvciAkU0hFTEwpXCIsXG4gIHRhcmdldDogdHJ1ZSxcbiAgdXNhZ2U6XG4gICAgYFVzYWdlOiBiZXJ0aCBuZXctd2luZG93IFstZF0gWy1uIE5BTUVdIFstYyBESVJdIFstZSBWQVI9VkFMXSBbLXQgVEFSR0VUXVxuICAgICAgICAgICAgICAgICAgICAgICAgWy1QIFstRiBGT1JNQVRdXSBbLS1qc29uXSBbLS0gQ01ELi4uXVxuXG5PcGVucyBhIHdpbmRvdyBhZnRlciB0aGUgc2Vzc2lvbidzIG90aGVycywgd2l0aCBvbmUgcGFuZSBydW5uaW5nIENNRCAob3JcbnRoZSBzZXNzaW9uJ3MgY29tbWFuZCksIGFuZCBzaG93cyBpdCB1bmxlc3MgLWQuXG5cbk9wdGlvbnM6XG4gIC1kICAgICAgICAgICBkbyBub3Qgc2hvdyB0aGUgbmV3IHdpbmRvd1xuICAtbiBOQU1FICAgICAgdGhlIHdpbmRvdydzIG5hbWUgKGRlZmF1bHQ6IGl0cyBwcm9ncmFtJ3MpXG4gIC1jIERJUiAgICAgICB3b3JraW5nIGRpcmVjdG9yeSBvZiBpdHMgcHJvZ3JhbTsgZm9ybWF0cyBleHBhbmQgZm9yIHRoZVxuICAgICAgICAgICAgICAgdGFyZ2V0IHBhbmUgKC1jICcje3BhbmVfY3VycmVudF9wYXRofScpXG4gIC1lIFZBUj1WQUwgICBhZGQgVkFSIHRvIHRoZSBlbnZpcm9ubWVudCBvZiB0aGlzIHByb2dyYW07IHJlcGVhdFxuICAtdCBUQVJHRVQgICAgdGhlIHNlc3Npb24gKGluc2lkZSBhIHNlc3Npb24sIHdpdGhvdXQgLXQsIHRoYXQgc2Vzc2lvbilcbiAgLVAsIC0tanNvbiAgIHByaW50IHRoZSBuZXcgcGFuZSdzIHRhcmdldCAoLS1qc29uOiB0YXJnZXQgYW5kIHBpZClcbiAgLUYgRk9STUFUICAgIHdpdGggLVA6IHByaW50IEZPUk1BVCBmb3IgdGhlIG5ldyBwYW5lIGluc3RlYWQgKHRtdXgnc1xuICAgICAgICAgICAgICAgZm9ybWF0cywgYmVydGggZGlzcGxheS1tZXNzYWdlIC0taGVscDogLUYgJyN7cGFuZV9pZH0nKVxuXG5BcyBpbiB0bXV4LCBhIENNRCBnaXZlbiBhcyBvbmUgYXJndW1lbnQgd2l0aCBzcGFjZXMgb3Igc2hlbGwgc3ludGF4XG4oJ21ha2UgLWo4ICYmIGVjaG8gZG9uZScpIHJ1bnMgd2l0aCAkU0hFTEwgLWMuXG5cbkV4aXQgY29kZXM6IDAgb3BlbmVkOyAxIG5vIHN1Y2ggc2Vzc2lvbiwgb3IgYW4gZXJyb3IuYCxcbiAgYXN5bmMgcnVuKGFyZ3MsIGdsb2JhbCkge1xuICAgIGNvbnN0IHsgb3duLCBjb21tYW5kIH0gPSBzcGxpdEF0Q29tbWFuZChhcmdzLCBbXG4gICAgICBcIi1uXCIsXG4gICAgICBcIi1jXCIsXG4gICAgICBcIi1lXCIsXG4gICAgICBcIi10XCIsXG4gICAgICBcIi1GXCIsXG4gICAgXSk7XG4gICAgY29uc3QgeyB2YWx1ZXMgfSA9IHBhcnNlQ29tbWFuZEFyZ3MoXCJuZXctd2luZG93XCIsIG93biwge1xuICAgICAgZGV0YWNoZWQ6IHsgdHlwZTogXCJib29sZWFuXCIsIHNob3J0OiBcImRcIiB9LFxuICAgICAgbmFtZTogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJuXCIgfSxcbiAgICAgIGN3ZDogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJjXCIgfSxcbiAgICAgIGVudjogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJlXCIsIG11bHRpcGxlOiB0cnVlIH0sXG4gICAgICB0YXJnZXQ6IHsgdHlwZTogXCJzdHJpbmdcIiwgc2hvcnQ6IFwidFwiIH0sXG4gICAgICBwcmludDogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiUFwiIH0sXG4gICAgICBmb3JtYXQ6IHsgdHlwZTogXCJzdHJpbmdcIiwgc2hvcnQ6IFwiRlwiIH0sXG4gICAgICBqc29uOiB7IHR5cGU6IFwiYm9vbGVhblwiIH0sXG4gICAgfSk7XG4gICAgY2hlY2tQcmludEZvcm1hdChcIm5ldy13aW5kb3dcIiwgdmFsdWVzKTtcbiAgICBjb25zdCByZXMgPSBhd2FpdCBwYW5lUmVxdWVzdChnbG9iYWwsIHtcbiAgICAgIG9wOiBcIm5ldy13aW5kb3dcIixcbiAgICAgIG5hbWU6IHBhbmVUYXJnZXQoXCJuZXctd2luZG93XCIsIHZhbHVlcy50YXJnZXQsIGdsb2JhbCksXG4gICAgICB3aW5kb3dOYW1lOiB2YWx1ZXMubmFtZSxcbiAgICAgIGN3ZDogdmFsdWVzLmN3ZCxcbiAgICAgIGVudjogdmFsdWVzLmVudiA/IGVudk9wdGlvbih2YWx1ZXMuZW52KSA6IHVuZGVmaW5lZCxcbiAgICAgIGRldGFjaGVkOiB2YWx1ZXMuZGV0YWNoZWQsXG4gICAgICBjbWQ6IHNoZWxsQ29tbWFuZChjb21tYW5kLCBnbG9iYWwpLFxuICAgIH0pO1xuICAgIGlmICh2YWx1ZXMuanNvbikge1xuICAgICAgcHJpbnRMaW5lKEpTT04uc3RyaW5naWZ5KHsgdGFyZ2V0OiByZXMudGFyZ2V0LCBwaWQ6IHJlcy5waWQgfSkpO1xuICAgIH0gZWxzZSBpZiAodmFsdWVzLnByaW50KSBhd2FpdCBwcmludE1hZGUoZ2xvYmFsLCByZXMsIHZhbHVlcy5mb3JtYXQpO1xuICAgIHJldHVybiAwO1xuICB9LFxufTtcbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7OztDQUlDLEdBRUQsU0FBUyxTQUFTLEVBQUUsZ0JBQWdCLEVBQUUsY0FBYyxRQUFRLGlCQUFpQjtBQUM3RSxTQUFTLFNBQVMsUUFBUSxlQUFlO0FBRXpDLFNBQVMsV0FBVyxFQUFFLFVBQVUsUUFBUSxhQUFhO0FBQ3JELFNBQVMsWUFBWSxRQUFRLHNCQUFzQjtBQUNuRCxTQUFTLGdCQUFnQixFQUFFLFNBQVMsUUFBUSxrQkFBa0I7QUFFOUQsT0FBTyxNQUFNLFVBQW1CO0VBQzlCLE1BQU07RUFDTixTQUFTO0VBQ1QsUUFBUTtFQUNSLE9BQ0UsQ0FBQzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7cURBb0JnRCxDQUFDO0VBQ3BELE1BQU0sS0FBSSxJQUFJLEVBQUUsTUFBTTtJQUNwQixNQUFNLEVBQUUsR0FBRyxFQUFFLE9BQU8sRUFBRSxHQUFHLGVBQWUsTUFBTTtNQUM1QztNQUNBO01BQ0E7TUFDQTtNQUNBO0tBQ0Q7SUFDRCxNQUFNLEVBQUUsTUFBTSxFQUFFLEdBQUcsaUJBQWlCLGNBQWMsS0FBSztNQUNyRCxVQUFVO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUN4QyxNQUFNO1FBQUUsTUFBTTtRQUFVLE9BQU87TUFBSTtNQUNuQyxLQUFLO1FBQUUsTUFBTTtRQUFVLE9BQU87TUFBSTtNQUNsQyxLQUFLO1FBQUUsTUFBTTtRQUFVLE9BQU87UUFBSyxVQUFVO01BQUs7TUFDbEQsUUFBUTtRQUFFLE1BQU07UUFBVSxPQUFPO01BQUk7TUFDckMsT0FBTztRQUFFLE1BQU07UUFBVyxPQUFPO01BQUk7TUFDckMsUUFBUTtRQUFFLE1BQU07UUFBVSxPQUFPO01BQUk7TUFDckMsTUFBTTtRQUFFLE1BQU07TUFBVTtJQUMxQjtJQUNBLGlCQUFpQixjQUFjO0lBQy9CLE1BQU0sTUFBTSxNQUFNLFlBQVksUUFBUTtNQUNwQyxJQUFJO01BQ0osTUFBTSxXQUFXLGNBQWMsT0FBTyxNQUFNLEVBQUU7TUFDOUMsWUFBWSxPQUFPLElBQUk7TUFDdkIsS0FBSyxPQUFPLEdBQUc7TUFDZixLQUFLLE9BQU8sR0FBRyxHQUFHLFVBQVUsT0FBTyxHQUFHLElBQUk7TUFDMUMsVUFBVSxPQUFPLFFBQVE7TUFDekIsS0FBSyxhQUFhLFNBQVM7SUFDN0I7SUFDQSxJQUFJLE9BQU8sSUFBSSxFQUFFO01BQ2YsVUFBVSxLQUFLLFNBQVMsQ0FBQztRQUFFLFFBQVEsSUFBSSxNQUFNO1FBQUUsS0FBSyxJQUFJLEdBQUc7TUFBQztJQUM5RCxPQUFPLElBQUksT0FBTyxLQUFLLEVBQUUsTUFBTSxVQUFVLFFBQVEsS0FBSyxPQUFPLE1BQU07SUFDbkUsT0FBTztFQUNUO0FBQ0YsRUFBRSJ9
// denoCacheMetadata=11626494708081202486,2692870631179865361