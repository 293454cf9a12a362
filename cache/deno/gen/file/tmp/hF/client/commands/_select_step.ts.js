/**
 * tmux's one-step movers: `next-window`, `previous-window`, `last-window`
 * and `last-pane`, which are `select-window -n/-p/-l` and `select-pane -l`
 * by another name (tmux users type them at the `:` prompt and bind them).
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
/** A command that moves `what` one step `to`, as `select-WHAT` does. */ export function stepCommand(name, what, to, summary) {
  const flag = {
    next: "-n",
    previous: "-p",
    last: "-l"
  }[to];
  return {
    name,
    summary,
    target: true,
    usage: `Usage: berth ${name} [-t TARGET]

tmux's name for select-${what} ${flag}: ${summary.toLowerCase()}, in the
target's session (without -t, the session this runs in).

Exit codes: 0 shown; 1 no such ${what}, or an error.`,
    async run (args, global) {
      const { values, positionals } = parseCommandArgs(name, args, {
        target: {
          type: "string",
          short: "t"
        }
      });
      if (positionals.length > 0) {
        throw new UserError(`${name} takes no arguments; use -t`);
      }
      const target = paneTarget(name, values.target, global);
      await paneRequest(global, what === "window" ? {
        op: "select-window",
        name: target,
        to
      } : {
        op: "select-pane",
        name: target,
        to
      });
      return 0;
    }
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9fc2VsZWN0X3N0ZXAudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiB0bXV4J3Mgb25lLXN0ZXAgbW92ZXJzOiBgbmV4dC13aW5kb3dgLCBgcHJldmlvdXMtd2luZG93YCwgYGxhc3Qtd2luZG93YFxuICogYW5kIGBsYXN0LXBhbmVgLCB3aGljaCBhcmUgYHNlbGVjdC13aW5kb3cgLW4vLXAvLWxgIGFuZCBgc2VsZWN0LXBhbmUgLWxgXG4gKiBieSBhbm90aGVyIG5hbWUgKHRtdXggdXNlcnMgdHlwZSB0aGVtIGF0IHRoZSBgOmAgcHJvbXB0IGFuZCBiaW5kIHRoZW0pLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBwYXJzZUNvbW1hbmRBcmdzIH0gZnJvbSBcIi4uL2NsaV9hcmdzLnRzXCI7XG5pbXBvcnQgeyB0eXBlIENvbW1hbmQsIFVzZXJFcnJvciB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbmltcG9ydCB7IHBhbmVSZXF1ZXN0LCBwYW5lVGFyZ2V0IH0gZnJvbSBcIi4vX3BhbmUudHNcIjtcblxuLyoqIEEgY29tbWFuZCB0aGF0IG1vdmVzIGB3aGF0YCBvbmUgc3RlcCBgdG9gLCBhcyBgc2VsZWN0LVdIQVRgIGRvZXMuICovXG5leHBvcnQgZnVuY3Rpb24gc3RlcENvbW1hbmQoXG4gIG5hbWU6IHN0cmluZyxcbiAgd2hhdDogXCJ3aW5kb3dcIiB8IFwicGFuZVwiLFxuICB0bzogXCJuZXh0XCIgfCBcInByZXZpb3VzXCIgfCBcImxhc3RcIixcbiAgc3VtbWFyeTogc3RyaW5nLFxuKTogQ29tbWFuZCB7XG4gIGNvbnN0IGZsYWcgPSB7IG5leHQ6IFwiLW5cIiwgcHJldmlvdXM6IFwiLXBcIiwgbGFzdDogXCItbFwiIH1bdG9dO1xuICByZXR1cm4ge1xuICAgIG5hbWUsXG4gICAgc3VtbWFyeSxcbiAgICB0YXJnZXQ6IHRydWUsXG4gICAgdXNhZ2U6IGBVc2FnZTogYmVydGggJHtuYW1lfSBbLXQgVEFSR0VUXVxuXG50bXV4J3MgbmFtZSBmb3Igc2VsZWN0LSR7d2hhdH0gJHtmbGFnfTogJHtzdW1tYXJ5LnRvTG93ZXJDYXNlKCl9LCBpbiB0aGVcbnRhcmdldCdzIHNlc3Npb24gKHdpdGhvdXQgLXQsIHRoZSBzZXNzaW9uIHRoaXMgcnVucyBpbikuXG5cbkV4aXQgY29kZXM6IDAgc2hvd247IDEgbm8gc3VjaCAke3doYXR9LCBvciBhbiBlcnJvci5gLFxuICAgIGFzeW5jIHJ1bihhcmdzLCBnbG9iYWwpIHtcbiAgICAgIGNvbnN0IHsgdmFsdWVzLCBwb3NpdGlvbmFscyB9ID0gcGFyc2VDb21tYW5kQXJncyhuYW1lLCBhcmdzLCB7XG4gICAgICAgIHRhcmdldDogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJ0XCIgfSxcbiAgICAgIH0pO1xuICAgICAgaWYgKHBvc2l0aW9uYWxzLmxlbmd0aCA+IDApIHtcbiAgICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihgJHtuYW1lfSB0YWtlcyBubyBhcmd1bWVudHM7IHVzZSAtdGApO1xuICAgICAgfVxuICAgICAgY29uc3QgdGFyZ2V0ID0gcGFuZVRhcmdldChuYW1lLCB2YWx1ZXMudGFyZ2V0LCBnbG9iYWwpO1xuICAgICAgYXdhaXQgcGFuZVJlcXVlc3QoXG4gICAgICAgIGdsb2JhbCxcbiAgICAgICAgd2hhdCA9PT0gXCJ3aW5kb3dcIlxuICAgICAgICAgID8geyBvcDogXCJzZWxlY3Qtd2luZG93XCIsIG5hbWU6IHRhcmdldCwgdG8gfVxuICAgICAgICAgIDogeyBvcDogXCJzZWxlY3QtcGFuZVwiLCBuYW1lOiB0YXJnZXQsIHRvIH0sXG4gICAgICApO1xuICAgICAgcmV0dXJuIDA7XG4gICAgfSxcbiAgfTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7O0NBTUMsR0FFRCxTQUFTLGdCQUFnQixRQUFRLGlCQUFpQjtBQUNsRCxTQUF1QixTQUFTLFFBQVEsZUFBZTtBQUN2RCxTQUFTLFdBQVcsRUFBRSxVQUFVLFFBQVEsYUFBYTtBQUVyRCxzRUFBc0UsR0FDdEUsT0FBTyxTQUFTLFlBQ2QsSUFBWSxFQUNaLElBQXVCLEVBQ3ZCLEVBQWdDLEVBQ2hDLE9BQWU7RUFFZixNQUFNLE9BQU87SUFBRSxNQUFNO0lBQU0sVUFBVTtJQUFNLE1BQU07RUFBSyxDQUFDLENBQUMsR0FBRztFQUMzRCxPQUFPO0lBQ0w7SUFDQTtJQUNBLFFBQVE7SUFDUixPQUFPLENBQUMsYUFBYSxFQUFFLEtBQUs7O3VCQUVULEVBQUUsS0FBSyxDQUFDLEVBQUUsS0FBSyxFQUFFLEVBQUUsUUFBUSxXQUFXLEdBQUc7OzsrQkFHakMsRUFBRSxLQUFLLGNBQWMsQ0FBQztJQUNqRCxNQUFNLEtBQUksSUFBSSxFQUFFLE1BQU07TUFDcEIsTUFBTSxFQUFFLE1BQU0sRUFBRSxXQUFXLEVBQUUsR0FBRyxpQkFBaUIsTUFBTSxNQUFNO1FBQzNELFFBQVE7VUFBRSxNQUFNO1VBQVUsT0FBTztRQUFJO01BQ3ZDO01BQ0EsSUFBSSxZQUFZLE1BQU0sR0FBRyxHQUFHO1FBQzFCLE1BQU0sSUFBSSxVQUFVLEdBQUcsS0FBSywyQkFBMkIsQ0FBQztNQUMxRDtNQUNBLE1BQU0sU0FBUyxXQUFXLE1BQU0sT0FBTyxNQUFNLEVBQUU7TUFDL0MsTUFBTSxZQUNKLFFBQ0EsU0FBUyxXQUNMO1FBQUUsSUFBSTtRQUFpQixNQUFNO1FBQVE7TUFBRyxJQUN4QztRQUFFLElBQUk7UUFBZSxNQUFNO1FBQVE7TUFBRztNQUU1QyxPQUFPO0lBQ1Q7RUFDRjtBQUNGIn0=
// denoCacheMetadata=2170351018278856904,1544781937391407023