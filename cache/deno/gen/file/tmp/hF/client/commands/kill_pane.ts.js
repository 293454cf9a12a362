/**
 * `berth kill-pane`: end a pane (SIGHUP to its program) (tmux's `kill-pane`).
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
export const command = {
  name: "kill-pane",
  summary: "End a pane (SIGHUP to its program)",
  target: true,
  usage: `Usage: berth kill-pane [-t TARGET]

Sends SIGHUP to the pane's program (SIGKILL after 3 seconds); the pane
closes when it has exited. The last pane closes its window, and the last
window ends the session.

Exit codes: 0 signalled; 1 no such pane, or an error.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("kill-pane", args, {
      target: {
        type: "string",
        short: "t"
      }
    });
    const name = paneTarget("kill-pane", values.target, global);
    if (positionals.length > 0) {
      throw new UserError("kill-pane takes no arguments; use -t");
    }
    await paneRequest(global, {
      op: "kill-pane",
      name
    });
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9raWxsX3BhbmUudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGgga2lsbC1wYW5lYDogZW5kIGEgcGFuZSAoU0lHSFVQIHRvIGl0cyBwcm9ncmFtKSAodG11eCdzIGBraWxsLXBhbmVgKS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgcGFyc2VDb21tYW5kQXJncyB9IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHR5cGUgeyBDb21tYW5kIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgVXNlckVycm9yIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgcGFuZVJlcXVlc3QsIHBhbmVUYXJnZXQgfSBmcm9tIFwiLi9fcGFuZS50c1wiO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJraWxsLXBhbmVcIixcbiAgc3VtbWFyeTogXCJFbmQgYSBwYW5lIChTSUdIVVAgdG8gaXRzIHByb2dyYW0pXCIsXG4gIHRhcmdldDogdHJ1ZSxcbiAgdXNhZ2U6IGBVc2FnZTogYmVydGgga2lsbC1wYW5lIFstdCBUQVJHRVRdXG5cblNlbmRzIFNJR0hVUCB0byB0aGUgcGFuZSdzIHByb2dyYW0gKFNJR0tJTEwgYWZ0ZXIgMyBzZWNvbmRzKTsgdGhlIHBhbmVcbmNsb3NlcyB3aGVuIGl0IGhhcyBleGl0ZWQuIFRoZSBsYXN0IHBhbmUgY2xvc2VzIGl0cyB3aW5kb3csIGFuZCB0aGUgbGFzdFxud2luZG93IGVuZHMgdGhlIHNlc3Npb24uXG5cbkV4aXQgY29kZXM6IDAgc2lnbmFsbGVkOyAxIG5vIHN1Y2ggcGFuZSwgb3IgYW4gZXJyb3IuYCxcbiAgYXN5bmMgcnVuKGFyZ3MsIGdsb2JhbCkge1xuICAgIGNvbnN0IHsgdmFsdWVzLCBwb3NpdGlvbmFscyB9ID0gcGFyc2VDb21tYW5kQXJncyhcImtpbGwtcGFuZVwiLCBhcmdzLCB7XG4gICAgICB0YXJnZXQ6IHsgdHlwZTogXCJzdHJpbmdcIiwgc2hvcnQ6IFwidFwiIH0sXG4gICAgfSk7XG4gICAgY29uc3QgbmFtZSA9IHBhbmVUYXJnZXQoXCJraWxsLXBhbmVcIiwgdmFsdWVzLnRhcmdldCwgZ2xvYmFsKTtcbiAgICBpZiAocG9zaXRpb25hbHMubGVuZ3RoID4gMCkge1xuICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcImtpbGwtcGFuZSB0YWtlcyBubyBhcmd1bWVudHM7IHVzZSAtdFwiKTtcbiAgICB9XG4gICAgYXdhaXQgcGFuZVJlcXVlc3QoZ2xvYmFsLCB7IG9wOiBcImtpbGwtcGFuZVwiLCBuYW1lIH0pO1xuICAgIHJldHVybiAwO1xuICB9LFxufTtcbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7OztDQUlDLEdBRUQsU0FBUyxnQkFBZ0IsUUFBUSxpQkFBaUI7QUFFbEQsU0FBUyxTQUFTLFFBQVEsZUFBZTtBQUN6QyxTQUFTLFdBQVcsRUFBRSxVQUFVLFFBQVEsYUFBYTtBQUVyRCxPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFNBQVM7RUFDVCxRQUFRO0VBQ1IsT0FBTyxDQUFDOzs7Ozs7cURBTTJDLENBQUM7RUFDcEQsTUFBTSxLQUFJLElBQUksRUFBRSxNQUFNO0lBQ3BCLE1BQU0sRUFBRSxNQUFNLEVBQUUsV0FBVyxFQUFFLEdBQUcsaUJBQWlCLGFBQWEsTUFBTTtNQUNsRSxRQUFRO1FBQUUsTUFBTTtRQUFVLE9BQU87TUFBSTtJQUN2QztJQUNBLE1BQU0sT0FBTyxXQUFXLGFBQWEsT0FBTyxNQUFNLEVBQUU7SUFDcEQsSUFBSSxZQUFZLE1BQU0sR0FBRyxHQUFHO01BQzFCLE1BQU0sSUFBSSxVQUFVO0lBQ3RCO0lBQ0EsTUFBTSxZQUFZLFFBQVE7TUFBRSxJQUFJO01BQWE7SUFBSztJQUNsRCxPQUFPO0VBQ1Q7QUFDRixFQUFFIn0=
// denoCacheMetadata=5976457641659742469,9003109710060039223