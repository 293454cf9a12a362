/**
 * `berth select-layout`: arrange a window's panes in a preset layout (tmux's `select-layout`).
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
export const command = {
  name: "select-layout",
  summary: "Arrange a window's panes in a preset layout",
  target: true,
  usage: `Usage: berth select-layout [-n] [-t SESSION:WINDOW] [LAYOUT]

LAYOUT is one of even-horizontal, even-vertical, main-horizontal,
main-vertical, tiled; -n (or no LAYOUT) the next one after the window's
last.

Exit codes: 0 arranged; 1 no such window or layout, or an error.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("select-layout", args, {
      target: {
        type: "string",
        short: "t"
      },
      next: {
        type: "boolean",
        short: "n"
      }
    });
    const name = paneTarget("select-layout", values.target, global);
    if (positionals.length > 1) {
      throw new UserError("select-layout takes at most one layout");
    }
    await paneRequest(global, {
      op: "select-layout",
      name,
      layout: positionals[0],
      next: values.next || positionals.length === 0
    });
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9zZWxlY3RfbGF5b3V0LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogYGJlcnRoIHNlbGVjdC1sYXlvdXRgOiBhcnJhbmdlIGEgd2luZG93J3MgcGFuZXMgaW4gYSBwcmVzZXQgbGF5b3V0ICh0bXV4J3MgYHNlbGVjdC1sYXlvdXRgKS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgcGFyc2VDb21tYW5kQXJncyB9IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHR5cGUgeyBDb21tYW5kIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgVXNlckVycm9yIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgcGFuZVJlcXVlc3QsIHBhbmVUYXJnZXQgfSBmcm9tIFwiLi9fcGFuZS50c1wiO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJzZWxlY3QtbGF5b3V0XCIsXG4gIHN1bW1hcnk6IFwiQXJyYW5nZSBhIHdpbmRvdydzIHBhbmVzIGluIGEgcHJlc2V0IGxheW91dFwiLFxuICB0YXJnZXQ6IHRydWUsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIHNlbGVjdC1sYXlvdXQgWy1uXSBbLXQgU0VTU0lPTjpXSU5ET1ddIFtMQVlPVVRdXG5cbkxBWU9VVCBpcyBvbmUgb2YgZXZlbi1ob3Jpem9udGFsLCBldmVuLXZlcnRpY2FsLCBtYWluLWhvcml6b250YWwsXG5tYWluLXZlcnRpY2FsLCB0aWxlZDsgLW4gKG9yIG5vIExBWU9VVCkgdGhlIG5leHQgb25lIGFmdGVyIHRoZSB3aW5kb3cnc1xubGFzdC5cblxuRXhpdCBjb2RlczogMCBhcnJhbmdlZDsgMSBubyBzdWNoIHdpbmRvdyBvciBsYXlvdXQsIG9yIGFuIGVycm9yLmAsXG4gIGFzeW5jIHJ1bihhcmdzLCBnbG9iYWwpIHtcbiAgICBjb25zdCB7IHZhbHVlcywgcG9zaXRpb25hbHMgfSA9IHBhcnNlQ29tbWFuZEFyZ3MoXCJzZWxlY3QtbGF5b3V0XCIsIGFyZ3MsIHtcbiAgICAgIHRhcmdldDogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJ0XCIgfSxcbiAgICAgIG5leHQ6IHsgdHlwZTogXCJib29sZWFuXCIsIHNob3J0OiBcIm5cIiB9LFxuICAgIH0pO1xuICAgIGNvbnN0IG5hbWUgPSBwYW5lVGFyZ2V0KFwic2VsZWN0LWxheW91dFwiLCB2YWx1ZXMudGFyZ2V0LCBnbG9iYWwpO1xuICAgIGlmIChwb3NpdGlvbmFscy5sZW5ndGggPiAxKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFwic2VsZWN0LWxheW91dCB0YWtlcyBhdCBtb3N0IG9uZSBsYXlvdXRcIik7XG4gICAgfVxuICAgIGF3YWl0IHBhbmVSZXF1ZXN0KGdsb2JhbCwge1xuICAgICAgb3A6IFwic2VsZWN0LWxheW91dFwiLFxuICAgICAgbmFtZSxcbiAgICAgIGxheW91dDogcG9zaXRpb25hbHNbMF0sXG4gICAgICBuZXh0OiB2YWx1ZXMubmV4dCB8fCBwb3NpdGlvbmFscy5sZW5ndGggPT09IDAsXG4gICAgfSk7XG4gICAgcmV0dXJuIDA7XG4gIH0sXG59O1xuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7O0NBSUMsR0FFRCxTQUFTLGdCQUFnQixRQUFRLGlCQUFpQjtBQUVsRCxTQUFTLFNBQVMsUUFBUSxlQUFlO0FBQ3pDLFNBQVMsV0FBVyxFQUFFLFVBQVUsUUFBUSxhQUFhO0FBRXJELE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sU0FBUztFQUNULFFBQVE7RUFDUixPQUFPLENBQUM7Ozs7OztnRUFNc0QsQ0FBQztFQUMvRCxNQUFNLEtBQUksSUFBSSxFQUFFLE1BQU07SUFDcEIsTUFBTSxFQUFFLE1BQU0sRUFBRSxXQUFXLEVBQUUsR0FBRyxpQkFBaUIsaUJBQWlCLE1BQU07TUFDdEUsUUFBUTtRQUFFLE1BQU07UUFBVSxPQUFPO01BQUk7TUFDckMsTUFBTTtRQUFFLE1BQU07UUFBVyxPQUFPO01BQUk7SUFDdEM7SUFDQSxNQUFNLE9BQU8sV0FBVyxpQkFBaUIsT0FBTyxNQUFNLEVBQUU7SUFDeEQsSUFBSSxZQUFZLE1BQU0sR0FBRyxHQUFHO01BQzFCLE1BQU0sSUFBSSxVQUFVO0lBQ3RCO0lBQ0EsTUFBTSxZQUFZLFFBQVE7TUFDeEIsSUFBSTtNQUNKO01BQ0EsUUFBUSxXQUFXLENBQUMsRUFBRTtNQUN0QixNQUFNLE9BQU8sSUFBSSxJQUFJLFlBQVksTUFBTSxLQUFLO0lBQzlDO0lBQ0EsT0FBTztFQUNUO0FBQ0YsRUFBRSJ9
// denoCacheMetadata=7823920857012071715,1654563070863596814