/**
 * `berth kill-server`: ends every session and the daemon.
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { UserError } from "./command.ts";
import { requestOrFail } from "./_request.ts";
export const command = {
  name: "kill-server",
  summary: "End every session and the daemon",
  usage: `Usage: berth kill-server

Sends SIGHUP to every session, tells attached clients, removes the socket and
stops the daemon.`,
  async run (args, global) {
    const { positionals } = parseCommandArgs("kill-server", args, {});
    if (positionals.length > 0) {
      throw new UserError("kill-server takes no arguments");
    }
    using conn = await connectOrFail(global);
    await requestOrFail(conn, {
      op: "kill-server"
    });
    await conn.closed;
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9raWxsX3NlcnZlci50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIGBiZXJ0aCBraWxsLXNlcnZlcmA6IGVuZHMgZXZlcnkgc2Vzc2lvbiBhbmQgdGhlIGRhZW1vbi5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgcGFyc2VDb21tYW5kQXJncyB9IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHsgY29ubmVjdE9yRmFpbCB9IGZyb20gXCIuL19jb25uZWN0LnRzXCI7XG5pbXBvcnQgeyB0eXBlIENvbW1hbmQsIFVzZXJFcnJvciB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbmltcG9ydCB7IHJlcXVlc3RPckZhaWwgfSBmcm9tIFwiLi9fcmVxdWVzdC50c1wiO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJraWxsLXNlcnZlclwiLFxuICBzdW1tYXJ5OiBcIkVuZCBldmVyeSBzZXNzaW9uIGFuZCB0aGUgZGFlbW9uXCIsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIGtpbGwtc2VydmVyXG5cblNlbmRzIFNJR0hVUCB0byBldmVyeSBzZXNzaW9uLCB0ZWxscyBhdHRhY2hlZCBjbGllbnRzLCByZW1vdmVzIHRoZSBzb2NrZXQgYW5kXG5zdG9wcyB0aGUgZGFlbW9uLmAsXG4gIGFzeW5jIHJ1bihhcmdzLCBnbG9iYWwpIHtcbiAgICBjb25zdCB7IHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFwia2lsbC1zZXJ2ZXJcIiwgYXJncywge30pO1xuICAgIGlmIChwb3NpdGlvbmFscy5sZW5ndGggPiAwKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFwia2lsbC1zZXJ2ZXIgdGFrZXMgbm8gYXJndW1lbnRzXCIpO1xuICAgIH1cbiAgICB1c2luZyBjb25uID0gYXdhaXQgY29ubmVjdE9yRmFpbChnbG9iYWwpO1xuICAgIGF3YWl0IHJlcXVlc3RPckZhaWwoY29ubiwgeyBvcDogXCJraWxsLXNlcnZlclwiIH0pO1xuICAgIGF3YWl0IGNvbm4uY2xvc2VkO1xuICAgIHJldHVybiAwO1xuICB9LFxufTtcbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7OztDQUlDLEdBRUQsU0FBUyxnQkFBZ0IsUUFBUSxpQkFBaUI7QUFDbEQsU0FBUyxhQUFhLFFBQVEsZ0JBQWdCO0FBQzlDLFNBQXVCLFNBQVMsUUFBUSxlQUFlO0FBQ3ZELFNBQVMsYUFBYSxRQUFRLGdCQUFnQjtBQUU5QyxPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFNBQVM7RUFDVCxPQUFPLENBQUM7OztpQkFHTyxDQUFDO0VBQ2hCLE1BQU0sS0FBSSxJQUFJLEVBQUUsTUFBTTtJQUNwQixNQUFNLEVBQUUsV0FBVyxFQUFFLEdBQUcsaUJBQWlCLGVBQWUsTUFBTSxDQUFDO0lBQy9ELElBQUksWUFBWSxNQUFNLEdBQUcsR0FBRztNQUMxQixNQUFNLElBQUksVUFBVTtJQUN0QjtVQUNNLE9BQU8sTUFBTSxjQUFjO0lBQ2pDLE1BQU0sY0FBYyxNQUFNO01BQUUsSUFBSTtJQUFjO0lBQzlDLE1BQU0sS0FBSyxNQUFNO0lBQ2pCLE9BQU87RUFDVDtBQUNGLEVBQUUifQ==
// denoCacheMetadata=3198079943852916999,3156617608925185525