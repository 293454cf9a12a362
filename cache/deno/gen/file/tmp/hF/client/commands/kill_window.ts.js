/**
 * `berth kill-window`: end a window and every pane in it (tmux's `kill-window`).
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
export const command = {
  name: "kill-window",
  summary: "End a window and every pane in it",
  target: true,
  usage: `Usage: berth kill-window [-t SESSION:WINDOW]

Sends SIGHUP to the program of every pane of the window; the window closes
when they have exited. The last window ends the session.

Exit codes: 0 signalled; 1 no such window, or an error.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("kill-window", args, {
      target: {
        type: "string",
        short: "t"
      }
    });
    const name = paneTarget("kill-window", values.target, global);
    if (positionals.length > 0) {
      throw new UserError("kill-window takes no arguments; use -t");
    }
    await paneRequest(global, {
      op: "kill-window",
      name
    });
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9raWxsX3dpbmRvdy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIGBiZXJ0aCBraWxsLXdpbmRvd2A6IGVuZCBhIHdpbmRvdyBhbmQgZXZlcnkgcGFuZSBpbiBpdCAodG11eCdzIGBraWxsLXdpbmRvd2ApLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBwYXJzZUNvbW1hbmRBcmdzIH0gZnJvbSBcIi4uL2NsaV9hcmdzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IENvbW1hbmQgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBVc2VyRXJyb3IgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBwYW5lUmVxdWVzdCwgcGFuZVRhcmdldCB9IGZyb20gXCIuL19wYW5lLnRzXCI7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcImtpbGwtd2luZG93XCIsXG4gIHN1bW1hcnk6IFwiRW5kIGEgd2luZG93IGFuZCBldmVyeSBwYW5lIGluIGl0XCIsXG4gIHRhcmdldDogdHJ1ZSxcbiAgdXNhZ2U6IGBVc2FnZTogYmVydGgga2lsbC13aW5kb3cgWy10IFNFU1NJT046V0lORE9XXVxuXG5TZW5kcyBTSUdIVVAgdG8gdGhlIHByb2dyYW0gb2YgZXZlcnkgcGFuZSBvZiB0aGUgd2luZG93OyB0aGUgd2luZG93IGNsb3Nlc1xud2hlbiB0aGV5IGhhdmUgZXhpdGVkLiBUaGUgbGFzdCB3aW5kb3cgZW5kcyB0aGUgc2Vzc2lvbi5cblxuRXhpdCBjb2RlczogMCBzaWduYWxsZWQ7IDEgbm8gc3VjaCB3aW5kb3csIG9yIGFuIGVycm9yLmAsXG4gIGFzeW5jIHJ1bihhcmdzLCBnbG9iYWwpIHtcbiAgICBjb25zdCB7IHZhbHVlcywgcG9zaXRpb25hbHMgfSA9IHBhcnNlQ29tbWFuZEFyZ3MoXCJraWxsLXdpbmRvd1wiLCBhcmdzLCB7XG4gICAgICB0YXJnZXQ6IHsgdHlwZTogXCJzdHJpbmdcIiwgc2hvcnQ6IFwidFwiIH0sXG4gICAgfSk7XG4gICAgY29uc3QgbmFtZSA9IHBhbmVUYXJnZXQoXCJraWxsLXdpbmRvd1wiLCB2YWx1ZXMudGFyZ2V0LCBnbG9iYWwpO1xuICAgIGlmIChwb3NpdGlvbmFscy5sZW5ndGggPiAwKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFwia2lsbC13aW5kb3cgdGFrZXMgbm8gYXJndW1lbnRzOyB1c2UgLXRcIik7XG4gICAgfVxuICAgIGF3YWl0IHBhbmVSZXF1ZXN0KGdsb2JhbCwgeyBvcDogXCJraWxsLXdpbmRvd1wiLCBuYW1lIH0pO1xuICAgIHJldHVybiAwO1xuICB9LFxufTtcbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7OztDQUlDLEdBRUQsU0FBUyxnQkFBZ0IsUUFBUSxpQkFBaUI7QUFFbEQsU0FBUyxTQUFTLFFBQVEsZUFBZTtBQUN6QyxTQUFTLFdBQVcsRUFBRSxVQUFVLFFBQVEsYUFBYTtBQUVyRCxPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFNBQVM7RUFDVCxRQUFRO0VBQ1IsT0FBTyxDQUFDOzs7Ozt1REFLNkMsQ0FBQztFQUN0RCxNQUFNLEtBQUksSUFBSSxFQUFFLE1BQU07SUFDcEIsTUFBTSxFQUFFLE1BQU0sRUFBRSxXQUFXLEVBQUUsR0FBRyxpQkFBaUIsZUFBZSxNQUFNO01BQ3BFLFFBQVE7UUFBRSxNQUFNO1FBQVUsT0FBTztNQUFJO0lBQ3ZDO0lBQ0EsTUFBTSxPQUFPLFdBQVcsZUFBZSxPQUFPLE1BQU0sRUFBRTtJQUN0RCxJQUFJLFlBQVksTUFBTSxHQUFHLEdBQUc7TUFDMUIsTUFBTSxJQUFJLFVBQVU7SUFDdEI7SUFDQSxNQUFNLFlBQVksUUFBUTtNQUFFLElBQUk7TUFBZTtJQUFLO0lBQ3BELE9BQU87RUFDVDtBQUNGLEVBQUUifQ==
// denoCacheMetadata=2618988713310006537,8264054628300512172