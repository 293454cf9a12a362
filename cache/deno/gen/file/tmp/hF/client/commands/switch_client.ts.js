/**
 * `berth switch-client [-c CLIENT] [-t TARGET | -n | -p | -l]`:
 * moves an attached client to another session without detaching it (as
 * tmux's). Run from a shell inside a session, it moves the client attached
 * there (the most recently active one); `-c` names another.
 *
 * @module
 */ import { parseCommandArgs, sessionTarget } from "../cli_args.ts";
import { checkSessionName, checkTarget } from "../../protocol/names.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { UserError } from "./command.ts";
import { insideSession } from "./_inside.ts";
export const command = {
  name: "switch-client",
  summary: "Move an attached client to another session",
  usage: `Usage: berth switch-client [-c CLIENT] [-t TARGET | -n | -p | -l]

Moves a client to the session of TARGET (and shows its window, with its
pane as the active one, when TARGET names them: work:2, work:2.1,
work.1, %3, as tmux's), or to
the next (-n) or previous (-p) session in berth ls order, or to the last
session it was attached to (-l). The client is CLIENT (its tty, as berth
list-clients shows it); without -c, the client attached to the session
this command runs inside ($BERTH).

Exit codes: 0 switched; 1 no such session or client, or bad arguments.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("switch-client", args, SWITCH_OPTIONS);
    const req = switchRequest(values, positionals);
    if (values.client === undefined) {
      req.from = insideSession(global, "switch-client", "a client (-c CLIENT; berth list-clients lists them)");
    }
    using conn = await connectOrFail(global);
    await requestOrFail(conn, req);
    return 0;
  }
};
/** The options of `switch-client` (the attach client parses them too). */ export const SWITCH_OPTIONS = {
  target: {
    type: "string",
    short: "t"
  },
  client: {
    type: "string",
    short: "c"
  },
  next: {
    type: "boolean",
    short: "n"
  },
  previous: {
    type: "boolean",
    short: "p"
  },
  last: {
    type: "boolean",
    short: "l"
  }
};
/** The request for the options given; throws UserError on a mistake. */ export function switchRequest(values, positionals) {
  if (positionals.length > 0) {
    throw new UserError("switch-client takes no arguments; use -t");
  }
  const moves = [
    values.target !== undefined,
    values.next,
    values.previous
  ].concat(values.last).filter(Boolean).length;
  if (moves !== 1) {
    throw new UserError("switch-client takes one of -t, -n, -p and -l");
  }
  const req = {
    op: "switch-client"
  };
  if (values.target !== undefined) {
    // tmux's `SESSION.PANE` too (`sessionTarget`).
    const target = sessionTarget(values.target);
    const why = checkTarget(target);
    if (why) throw new UserError(why);
    req.name = target;
  }
  if (values.next) req.to = "next";
  if (values.previous) req.to = "previous";
  if (values.last) req.to = "last";
  if (values.client !== undefined) {
    const why = checkSessionName(values.client);
    if (why) throw new UserError(`Client ${values.client}: not a client name`);
    req.client = values.client;
  }
  return req;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9zd2l0Y2hfY2xpZW50LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogYGJlcnRoIHN3aXRjaC1jbGllbnQgWy1jIENMSUVOVF0gWy10IFRBUkdFVCB8IC1uIHwgLXAgfCAtbF1gOlxuICogbW92ZXMgYW4gYXR0YWNoZWQgY2xpZW50IHRvIGFub3RoZXIgc2Vzc2lvbiB3aXRob3V0IGRldGFjaGluZyBpdCAoYXNcbiAqIHRtdXgncykuIFJ1biBmcm9tIGEgc2hlbGwgaW5zaWRlIGEgc2Vzc2lvbiwgaXQgbW92ZXMgdGhlIGNsaWVudCBhdHRhY2hlZFxuICogdGhlcmUgKHRoZSBtb3N0IHJlY2VudGx5IGFjdGl2ZSBvbmUpOyBgLWNgIG5hbWVzIGFub3RoZXIuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IHBhcnNlQ29tbWFuZEFyZ3MsIHNlc3Npb25UYXJnZXQgfSBmcm9tIFwiLi4vY2xpX2FyZ3MudHNcIjtcbmltcG9ydCB7IGNoZWNrU2Vzc2lvbk5hbWUsIGNoZWNrVGFyZ2V0IH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL25hbWVzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IFJlcXVlc3QgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7IGNvbm5lY3RPckZhaWwgfSBmcm9tIFwiLi9fY29ubmVjdC50c1wiO1xuaW1wb3J0IHsgcmVxdWVzdE9yRmFpbCB9IGZyb20gXCIuL19yZXF1ZXN0LnRzXCI7XG5pbXBvcnQgeyB0eXBlIENvbW1hbmQsIFVzZXJFcnJvciB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbmltcG9ydCB7IGluc2lkZVNlc3Npb24gfSBmcm9tIFwiLi9faW5zaWRlLnRzXCI7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcInN3aXRjaC1jbGllbnRcIixcbiAgc3VtbWFyeTogXCJNb3ZlIGFuIGF0dGFjaGVkIGNsaWVudCB0byBhbm90aGVyIHNlc3Npb25cIixcbiAgdXNhZ2U6IGBVc2FnZTogYmVydGggc3dpdGNoLWNsaWVudCBbLWMgQ0xJRU5UXSBbLXQgVEFSR0VUIHwgLW4gfCAtcCB8IC1sXVxuXG5Nb3ZlcyBhIGNsaWVudCB0byB0aGUgc2Vzc2lvbiBvZiBUQVJHRVQgKGFuZCBzaG93cyBpdHMgd2luZG93LCB3aXRoIGl0c1xucGFuZSBhcyB0aGUgYWN0aXZlIG9uZSwgd2hlbiBUQVJHRVQgbmFtZXMgdGhlbTogd29yazoyLCB3b3JrOjIuMSxcbndvcmsuMSwgJTMsIGFzIHRtdXgncyksIG9yIHRvXG50aGUgbmV4dCAoLW4pIG9yIHByZXZpb3VzICgtcCkgc2Vzc2lvbiBpbiBiZXJ0aCBscyBvcmRlciwgb3IgdG8gdGhlIGxhc3RcbnNlc3Npb24gaXQgd2FzIGF0dGFjaGVkIHRvICgtbCkuIFRoZSBjbGllbnQgaXMgQ0xJRU5UIChpdHMgdHR5LCBhcyBiZXJ0aFxubGlzdC1jbGllbnRzIHNob3dzIGl0KTsgd2l0aG91dCAtYywgdGhlIGNsaWVudCBhdHRhY2hlZCB0byB0aGUgc2Vzc2lvblxudGhpcyBjb21tYW5kIHJ1bnMgaW5zaWRlICgkQkVSVEgpLlxuXG5FeGl0IGNvZGVzOiAwIHN3aXRjaGVkOyAxIG5vIHN1Y2ggc2Vzc2lvbiBvciBjbGllbnQsIG9yIGJhZCBhcmd1bWVudHMuYCxcbiAgYXN5bmMgcnVuKGFyZ3MsIGdsb2JhbCkge1xuICAgIGNvbnN0IHsgdmFsdWVzLCBwb3NpdGlvbmFscyB9ID0gcGFyc2VDb21tYW5kQXJncyhcbiAgICAgIFwic3dpdGNoLWNsaWVudFwiLFxuICAgICAgYXJncyxcbiAgICAgIFNXSVRDSF9PUFRJT05TLFxuICAgICk7XG4gICAgY29uc3QgcmVxID0gc3dpdGNoUmVxdWVzdCh2YWx1ZXMsIHBvc2l0aW9uYWxzKTtcbiAgICBpZiAodmFsdWVzLmNsaWVudCA9PT0gdW5kZWZpbmVkKSB7XG4gICAgICByZXEuZnJvbSA9IGluc2lkZVNlc3Npb24oXG4gICAgICAgIGdsb2JhbCxcbiAgICAgICAgXCJzd2l0Y2gtY2xpZW50XCIsXG4gICAgICAgIFwiYSBjbGllbnQgKC1jIENMSUVOVDsgYmVydGggbGlzdC1jbGllbnRzIGxpc3RzIHRoZW0pXCIsXG4gICAgICApO1xuICAgIH1cbiAgICB1c2luZyBjb25uID0gYXdhaXQgY29ubmVjdE9yRmFpbChnbG9iYWwpO1xuICAgIGF3YWl0IHJlcXVlc3RPckZhaWwoY29ubiwgcmVxKTtcbiAgICByZXR1cm4gMDtcbiAgfSxcbn07XG5cbi8qKiBUaGUgb3B0aW9ucyBvZiBgc3dpdGNoLWNsaWVudGAgKHRoZSBhdHRhY2ggY2xpZW50IHBhcnNlcyB0aGVtIHRvbykuICovXG5leHBvcnQgY29uc3QgU1dJVENIX09QVElPTlMgPSB7XG4gIHRhcmdldDogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJ0XCIgfSxcbiAgY2xpZW50OiB7IHR5cGU6IFwic3RyaW5nXCIsIHNob3J0OiBcImNcIiB9LFxuICBuZXh0OiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJuXCIgfSxcbiAgcHJldmlvdXM6IHsgdHlwZTogXCJib29sZWFuXCIsIHNob3J0OiBcInBcIiB9LFxuICBsYXN0OiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJsXCIgfSxcbn0gYXMgY29uc3Q7XG5cbnR5cGUgU3dpdGNoUmVxdWVzdCA9IEV4dHJhY3Q8UmVxdWVzdCwgeyBvcDogXCJzd2l0Y2gtY2xpZW50XCIgfT47XG5cbi8qKiBUaGUgcmVxdWVzdCBmb3IgdGhlIG9wdGlvbnMgZ2l2ZW47IHRocm93cyBVc2VyRXJyb3Igb24gYSBtaXN0YWtlLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHN3aXRjaFJlcXVlc3QoXG4gIHZhbHVlczoge1xuICAgIHRhcmdldD86IHN0cmluZztcbiAgICBjbGllbnQ/OiBzdHJpbmc7XG4gICAgbmV4dD86IGJvb2xlYW47XG4gICAgcHJldmlvdXM/OiBib29sZWFuO1xuICAgIGxhc3Q/OiBib29sZWFuO1xuICB9LFxuICBwb3NpdGlvbmFsczogc3RyaW5nW10sXG4pOiBTd2l0Y2hSZXF1ZXN0IHtcbiAgaWYgKHBvc2l0aW9uYWxzLmxlbmd0aCA+IDApIHtcbiAgICB0aHJvdyBuZXcgVXNlckVycm9yKFwic3dpdGNoLWNsaWVudCB0YWtlcyBubyBhcmd1bWVudHM7IHVzZSAtdFwiKTtcbiAgfVxuICBjb25zdCBtb3ZlcyA9IFt2YWx1ZXMudGFyZ2V0ICE9PSB1bmRlZmluZWQsIHZhbHVlcy5uZXh0LCB2YWx1ZXMucHJldmlvdXNdXG4gICAgLmNvbmNhdCh2YWx1ZXMubGFzdCkuZmlsdGVyKEJvb2xlYW4pLmxlbmd0aDtcbiAgaWYgKG1vdmVzICE9PSAxKSB7XG4gICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcInN3aXRjaC1jbGllbnQgdGFrZXMgb25lIG9mIC10LCAtbiwgLXAgYW5kIC1sXCIpO1xuICB9XG4gIGNvbnN0IHJlcTogU3dpdGNoUmVxdWVzdCA9IHsgb3A6IFwic3dpdGNoLWNsaWVudFwiIH07XG4gIGlmICh2YWx1ZXMudGFyZ2V0ICE9PSB1bmRlZmluZWQpIHtcbiAgICAvLyB0bXV4J3MgYFNFU1NJT04uUEFORWAgdG9vIChgc2Vzc2lvblRhcmdldGApLlxuICAgIGNvbnN0IHRhcmdldCA9IHNlc3Npb25UYXJnZXQodmFsdWVzLnRhcmdldCk7XG4gICAgY29uc3Qgd2h5ID0gY2hlY2tUYXJnZXQodGFyZ2V0KTtcbiAgICBpZiAod2h5KSB0aHJvdyBuZXcgVXNlckVycm9yKHdoeSk7XG4gICAgcmVxLm5hbWUgPSB0YXJnZXQ7XG4gIH1cbiAgaWYgKHZhbHVlcy5uZXh0KSByZXEudG8gPSBcIm5leHRcIjtcbiAgaWYgKHZhbHVlcy5wcmV2aW91cykgcmVxLnRvID0gXCJwcmV2aW91c1wiO1xuICBpZiAodmFsdWVzLmxhc3QpIHJlcS50byA9IFwibGFzdFwiO1xuICBpZiAodmFsdWVzLmNsaWVudCAhPT0gdW5kZWZpbmVkKSB7XG4gICAgY29uc3Qgd2h5ID0gY2hlY2tTZXNzaW9uTmFtZSh2YWx1ZXMuY2xpZW50KTtcbiAgICBpZiAod2h5KSB0aHJvdyBuZXcgVXNlckVycm9yKGBDbGllbnQgJHt2YWx1ZXMuY2xpZW50fTogbm90IGEgY2xpZW50IG5hbWVgKTtcbiAgICByZXEuY2xpZW50ID0gdmFsdWVzLmNsaWVudDtcbiAgfVxuICByZXR1cm4gcmVxO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7O0NBT0MsR0FFRCxTQUFTLGdCQUFnQixFQUFFLGFBQWEsUUFBUSxpQkFBaUI7QUFDakUsU0FBUyxnQkFBZ0IsRUFBRSxXQUFXLFFBQVEsMEJBQTBCO0FBRXhFLFNBQVMsYUFBYSxRQUFRLGdCQUFnQjtBQUM5QyxTQUFTLGFBQWEsUUFBUSxnQkFBZ0I7QUFDOUMsU0FBdUIsU0FBUyxRQUFRLGVBQWU7QUFDdkQsU0FBUyxhQUFhLFFBQVEsZUFBZTtBQUU3QyxPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFNBQVM7RUFDVCxPQUFPLENBQUM7Ozs7Ozs7Ozs7c0VBVTRELENBQUM7RUFDckUsTUFBTSxLQUFJLElBQUksRUFBRSxNQUFNO0lBQ3BCLE1BQU0sRUFBRSxNQUFNLEVBQUUsV0FBVyxFQUFFLEdBQUcsaUJBQzlCLGlCQUNBLE1BQ0E7SUFFRixNQUFNLE1BQU0sY0FBYyxRQUFRO0lBQ2xDLElBQUksT0FBTyxNQUFNLEtBQUssV0FBVztNQUMvQixJQUFJLElBQUksR0FBRyxjQUNULFFBQ0EsaUJBQ0E7SUFFSjtVQUNNLE9BQU8sTUFBTSxjQUFjO0lBQ2pDLE1BQU0sY0FBYyxNQUFNO0lBQzFCLE9BQU87RUFDVDtBQUNGLEVBQUU7QUFFRix3RUFBd0UsR0FDeEUsT0FBTyxNQUFNLGlCQUFpQjtFQUM1QixRQUFRO0lBQUUsTUFBTTtJQUFVLE9BQU87RUFBSTtFQUNyQyxRQUFRO0lBQUUsTUFBTTtJQUFVLE9BQU87RUFBSTtFQUNyQyxNQUFNO0lBQUUsTUFBTTtJQUFXLE9BQU87RUFBSTtFQUNwQyxVQUFVO0lBQUUsTUFBTTtJQUFXLE9BQU87RUFBSTtFQUN4QyxNQUFNO0lBQUUsTUFBTTtJQUFXLE9BQU87RUFBSTtBQUN0QyxFQUFXO0FBSVgsc0VBQXNFLEdBQ3RFLE9BQU8sU0FBUyxjQUNkLE1BTUMsRUFDRCxXQUFxQjtFQUVyQixJQUFJLFlBQVksTUFBTSxHQUFHLEdBQUc7SUFDMUIsTUFBTSxJQUFJLFVBQVU7RUFDdEI7RUFDQSxNQUFNLFFBQVE7SUFBQyxPQUFPLE1BQU0sS0FBSztJQUFXLE9BQU8sSUFBSTtJQUFFLE9BQU8sUUFBUTtHQUFDLENBQ3RFLE1BQU0sQ0FBQyxPQUFPLElBQUksRUFBRSxNQUFNLENBQUMsU0FBUyxNQUFNO0VBQzdDLElBQUksVUFBVSxHQUFHO0lBQ2YsTUFBTSxJQUFJLFVBQVU7RUFDdEI7RUFDQSxNQUFNLE1BQXFCO0lBQUUsSUFBSTtFQUFnQjtFQUNqRCxJQUFJLE9BQU8sTUFBTSxLQUFLLFdBQVc7SUFDL0IsK0NBQStDO0lBQy9DLE1BQU0sU0FBUyxjQUFjLE9BQU8sTUFBTTtJQUMxQyxNQUFNLE1BQU0sWUFBWTtJQUN4QixJQUFJLEtBQUssTUFBTSxJQUFJLFVBQVU7SUFDN0IsSUFBSSxJQUFJLEdBQUc7RUFDYjtFQUNBLElBQUksT0FBTyxJQUFJLEVBQUUsSUFBSSxFQUFFLEdBQUc7RUFDMUIsSUFBSSxPQUFPLFFBQVEsRUFBRSxJQUFJLEVBQUUsR0FBRztFQUM5QixJQUFJLE9BQU8sSUFBSSxFQUFFLElBQUksRUFBRSxHQUFHO0VBQzFCLElBQUksT0FBTyxNQUFNLEtBQUssV0FBVztJQUMvQixNQUFNLE1BQU0saUJBQWlCLE9BQU8sTUFBTTtJQUMxQyxJQUFJLEtBQUssTUFBTSxJQUFJLFVBQVUsQ0FBQyxPQUFPLEVBQUUsT0FBTyxNQUFNLENBQUMsbUJBQW1CLENBQUM7SUFDekUsSUFBSSxNQUFNLEdBQUcsT0FBTyxNQUFNO0VBQzVCO0VBQ0EsT0FBTztBQUNUIn0=
// denoCacheMetadata=10033647669231487351,890146116573637785