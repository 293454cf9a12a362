/**
 * `berth break-pane`: move a pane out into a window of its own (tmux's `break-pane`).
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
export const command = {
  name: "break-pane",
  summary: "Move a pane out into a window of its own",
  target: true,
  source: true,
  usage: `Usage: berth break-pane [-d] [-s PANE | -t PANE]

Moves PANE (tmux's -s; -t is berth's older spelling of it, and goes
unused beside -s: tmux's destination window is not taken) into a new
window at the session's lowest free index. -d leaves the window shown as
it is (the new window is not selected).

Exit codes: 0 moved; 1 no such pane, it is alone in its window, or an
error.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("break-pane", args, {
      target: {
        type: "string",
        short: "t"
      },
      source: {
        type: "string",
        short: "s"
      },
      detached: {
        type: "boolean",
        short: "d"
      }
    });
    const name = paneTarget("break-pane", values.source ?? values.target, global, values.source !== undefined ? "-s" : "-t");
    if (positionals.length > 0) {
      throw new UserError("break-pane takes no arguments; use -t");
    }
    await paneRequest(global, {
      op: "break-pane",
      name,
      detached: values.detached
    });
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9icmVha19wYW5lLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogYGJlcnRoIGJyZWFrLXBhbmVgOiBtb3ZlIGEgcGFuZSBvdXQgaW50byBhIHdpbmRvdyBvZiBpdHMgb3duICh0bXV4J3MgYGJyZWFrLXBhbmVgKS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgcGFyc2VDb21tYW5kQXJncyB9IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHR5cGUgeyBDb21tYW5kIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgVXNlckVycm9yIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgcGFuZVJlcXVlc3QsIHBhbmVUYXJnZXQgfSBmcm9tIFwiLi9fcGFuZS50c1wiO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJicmVhay1wYW5lXCIsXG4gIHN1bW1hcnk6IFwiTW92ZSBhIHBhbmUgb3V0IGludG8gYSB3aW5kb3cgb2YgaXRzIG93blwiLFxuICB0YXJnZXQ6IHRydWUsXG4gIHNvdXJjZTogdHJ1ZSxcbiAgdXNhZ2U6IGBVc2FnZTogYmVydGggYnJlYWstcGFuZSBbLWRdIFstcyBQQU5FIHwgLXQgUEFORV1cblxuTW92ZXMgUEFORSAodG11eCdzIC1zOyAtdCBpcyBiZXJ0aCdzIG9sZGVyIHNwZWxsaW5nIG9mIGl0LCBhbmQgZ29lc1xudW51c2VkIGJlc2lkZSAtczogdG11eCdzIGRlc3RpbmF0aW9uIHdpbmRvdyBpcyBub3QgdGFrZW4pIGludG8gYSBuZXdcbndpbmRvdyBhdCB0aGUgc2Vzc2lvbidzIGxvd2VzdCBmcmVlIGluZGV4LiAtZCBsZWF2ZXMgdGhlIHdpbmRvdyBzaG93biBhc1xuaXQgaXMgKHRoZSBuZXcgd2luZG93IGlzIG5vdCBzZWxlY3RlZCkuXG5cbkV4aXQgY29kZXM6IDAgbW92ZWQ7IDEgbm8gc3VjaCBwYW5lLCBpdCBpcyBhbG9uZSBpbiBpdHMgd2luZG93LCBvciBhblxuZXJyb3IuYCxcbiAgYXN5bmMgcnVuKGFyZ3MsIGdsb2JhbCkge1xuICAgIGNvbnN0IHsgdmFsdWVzLCBwb3NpdGlvbmFscyB9ID0gcGFyc2VDb21tYW5kQXJncyhcImJyZWFrLXBhbmVcIiwgYXJncywge1xuICAgICAgdGFyZ2V0OiB7IHR5cGU6IFwic3RyaW5nXCIsIHNob3J0OiBcInRcIiB9LFxuICAgICAgc291cmNlOiB7IHR5cGU6IFwic3RyaW5nXCIsIHNob3J0OiBcInNcIiB9LFxuICAgICAgZGV0YWNoZWQ6IHsgdHlwZTogXCJib29sZWFuXCIsIHNob3J0OiBcImRcIiB9LFxuICAgIH0pO1xuICAgIGNvbnN0IG5hbWUgPSBwYW5lVGFyZ2V0KFxuICAgICAgXCJicmVhay1wYW5lXCIsXG4gICAgICB2YWx1ZXMuc291cmNlID8/IHZhbHVlcy50YXJnZXQsXG4gICAgICBnbG9iYWwsXG4gICAgICB2YWx1ZXMuc291cmNlICE9PSB1bmRlZmluZWQgPyBcIi1zXCIgOiBcIi10XCIsXG4gICAgKTtcbiAgICBpZiAocG9zaXRpb25hbHMubGVuZ3RoID4gMCkge1xuICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcImJyZWFrLXBhbmUgdGFrZXMgbm8gYXJndW1lbnRzOyB1c2UgLXRcIik7XG4gICAgfVxuICAgIGF3YWl0IHBhbmVSZXF1ZXN0KGdsb2JhbCwge1xuICAgICAgb3A6IFwiYnJlYWstcGFuZVwiLFxuICAgICAgbmFtZSxcbiAgICAgIGRldGFjaGVkOiB2YWx1ZXMuZGV0YWNoZWQsXG4gICAgfSk7XG4gICAgcmV0dXJuIDA7XG4gIH0sXG59O1xuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7O0NBSUMsR0FFRCxTQUFTLGdCQUFnQixRQUFRLGlCQUFpQjtBQUVsRCxTQUFTLFNBQVMsUUFBUSxlQUFlO0FBQ3pDLFNBQVMsV0FBVyxFQUFFLFVBQVUsUUFBUSxhQUFhO0FBRXJELE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sU0FBUztFQUNULFFBQVE7RUFDUixRQUFRO0VBQ1IsT0FBTyxDQUFDOzs7Ozs7OztNQVFKLENBQUM7RUFDTCxNQUFNLEtBQUksSUFBSSxFQUFFLE1BQU07SUFDcEIsTUFBTSxFQUFFLE1BQU0sRUFBRSxXQUFXLEVBQUUsR0FBRyxpQkFBaUIsY0FBYyxNQUFNO01BQ25FLFFBQVE7UUFBRSxNQUFNO1FBQVUsT0FBTztNQUFJO01BQ3JDLFFBQVE7UUFBRSxNQUFNO1FBQVUsT0FBTztNQUFJO01BQ3JDLFVBQVU7UUFBRSxNQUFNO1FBQVcsT0FBTztNQUFJO0lBQzFDO0lBQ0EsTUFBTSxPQUFPLFdBQ1gsY0FDQSxPQUFPLE1BQU0sSUFBSSxPQUFPLE1BQU0sRUFDOUIsUUFDQSxPQUFPLE1BQU0sS0FBSyxZQUFZLE9BQU87SUFFdkMsSUFBSSxZQUFZLE1BQU0sR0FBRyxHQUFHO01BQzFCLE1BQU0sSUFBSSxVQUFVO0lBQ3RCO0lBQ0EsTUFBTSxZQUFZLFFBQVE7TUFDeEIsSUFBSTtNQUNKO01BQ0EsVUFBVSxPQUFPLFFBQVE7SUFDM0I7SUFDQSxPQUFPO0VBQ1Q7QUFDRixFQUFFIn0=
// denoCacheMetadata=18228922067030425806,13803921160762637749