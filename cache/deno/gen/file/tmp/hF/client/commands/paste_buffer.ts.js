/**
 * `berth paste-buffer [-dp] [-b NAME] [-t TARGET]`: pastes a paste buffer
 * into a pane, as `berth send --paste` pastes text.
 *
 * @module
 */ import { parseCommandArgs, TARGET_OPTION } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { BUFFER_OPTION, bufferName } from "./_buffer_name.ts";
import { UserError } from "./command.ts";
import { paneTarget } from "./_pane.ts";
export const command = {
  name: "paste-buffer",
  summary: "Paste a paste buffer into a pane",
  target: true,
  usage: `Usage: berth paste-buffer [-d] [-b NAME] [-t] TARGET

Pastes buffer NAME (the newest without -b) into the pane TARGET names
(SESSION: its active pane; inside a session, without one, the pane this
runs in) as a terminal pastes: escape sequences and control characters
(but tab and line ends) are removed, line ends go in as Enter (CR), and
the text is wrapped as a bracketed paste when the program asked for one
(as berth send --paste; tmux's -p, which berth always does, is taken).

Options:
  -d  delete the buffer once pasted (tmux's paste-buffer -d)

Exit codes: 0 pasted; 1 no such buffer or target, no daemon runs, or an
error.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("paste-buffer", args, {
      ...BUFFER_OPTION,
      ...TARGET_OPTION,
      delete: {
        type: "boolean",
        short: "d"
      },
      bracket: {
        type: "boolean",
        short: "p"
      }
    });
    if (positionals.length > (values.target === undefined ? 1 : 0)) {
      throw new UserError("paste-buffer takes one target (see berth paste-buffer --help)");
    }
    const name = paneTarget("paste-buffer", values.target ?? positionals[0], global);
    using conn = await connectOrFail(global);
    // -d deletes the buffer pasted, even when a newer one came meanwhile.
    const buffer = bufferName(values.buffer) ?? (values.delete ? await newest(conn) : undefined);
    await requestOrFail(conn, {
      op: "paste-buffer",
      buffer,
      name
    });
    if (values.delete) {
      await requestOrFail(conn, {
        op: "delete-buffer",
        buffer
      });
    }
    return 0;
  }
};
/** The newest buffer's name; the daemon's own error when there is none. */ async function newest(conn) {
  const { buffers } = await requestOrFail(conn, {
    op: "list-buffers"
  });
  if (buffers.length > 0) return buffers[0].name;
  await requestOrFail(conn, {
    op: "show-buffer"
  }); // says there is none
  throw new UserError("There are no paste buffers");
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9wYXN0ZV9idWZmZXIudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggcGFzdGUtYnVmZmVyIFstZHBdIFstYiBOQU1FXSBbLXQgVEFSR0VUXWA6IHBhc3RlcyBhIHBhc3RlIGJ1ZmZlclxuICogaW50byBhIHBhbmUsIGFzIGBiZXJ0aCBzZW5kIC0tcGFzdGVgIHBhc3RlcyB0ZXh0LlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBwYXJzZUNvbW1hbmRBcmdzLCBUQVJHRVRfT1BUSU9OIH0gZnJvbSBcIi4uL2NsaV9hcmdzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IENvbm5lY3Rpb24gfSBmcm9tIFwiLi4vY29ubmVjdGlvbi50c1wiO1xuaW1wb3J0IHsgY29ubmVjdE9yRmFpbCB9IGZyb20gXCIuL19jb25uZWN0LnRzXCI7XG5pbXBvcnQgeyByZXF1ZXN0T3JGYWlsIH0gZnJvbSBcIi4vX3JlcXVlc3QudHNcIjtcbmltcG9ydCB7IEJVRkZFUl9PUFRJT04sIGJ1ZmZlck5hbWUgfSBmcm9tIFwiLi9fYnVmZmVyX25hbWUudHNcIjtcbmltcG9ydCB7IHR5cGUgQ29tbWFuZCwgVXNlckVycm9yIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgcGFuZVRhcmdldCB9IGZyb20gXCIuL19wYW5lLnRzXCI7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcInBhc3RlLWJ1ZmZlclwiLFxuICBzdW1tYXJ5OiBcIlBhc3RlIGEgcGFzdGUgYnVmZmVyIGludG8gYSBwYW5lXCIsXG4gIHRhcmdldDogdHJ1ZSxcbiAgdXNhZ2U6IGBVc2FnZTogYmVydGggcGFzdGUtYnVmZmVyIFstZF0gWy1iIE5BTUVdIFstdF0gVEFSR0VUXG5cblBhc3RlcyBidWZmZXIgTkFNRSAodGhlIG5ld2VzdCB3aXRob3V0IC1iKSBpbnRvIHRoZSBwYW5lIFRBUkdFVCBuYW1lc1xuKFNFU1NJT046IGl0cyBhY3RpdmUgcGFuZTsgaW5zaWRlIGEgc2Vzc2lvbiwgd2l0aG91dCBvbmUsIHRoZSBwYW5lIHRoaXNcbnJ1bnMgaW4pIGFzIGEgdGVybWluYWwgcGFzdGVzOiBlc2NhcGUgc2VxdWVuY2VzIGFuZCBjb250cm9sIGNoYXJhY3RlcnNcbihidXQgdGFiIGFuZCBsaW5lIGVuZHMpIGFyZSByZW1vdmVkLCBsaW5lIGVuZHMgZ28gaW4gYXMgRW50ZXIgKENSKSwgYW5kXG50aGUgdGV4dCBpcyB3cmFwcGVkIGFzIGEgYnJhY2tldGVkIHBhc3RlIHdoZW4gdGhlIHByb2dyYW0gYXNrZWQgZm9yIG9uZVxuKGFzIGJlcnRoIHNlbmQgLS1wYXN0ZTsgdG11eCdzIC1wLCB3aGljaCBiZXJ0aCBhbHdheXMgZG9lcywgaXMgdGFrZW4pLlxuXG5PcHRpb25zOlxuICAtZCAgZGVsZXRlIHRoZSBidWZmZXIgb25jZSBwYXN0ZWQgKHRtdXgncyBwYXN0ZS1idWZmZXIgLWQpXG5cbkV4aXQgY29kZXM6IDAgcGFzdGVkOyAxIG5vIHN1Y2ggYnVmZmVyIG9yIHRhcmdldCwgbm8gZGFlbW9uIHJ1bnMsIG9yIGFuXG5lcnJvci5gLFxuICBhc3luYyBydW4oYXJncywgZ2xvYmFsKSB7XG4gICAgY29uc3QgeyB2YWx1ZXMsIHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFwicGFzdGUtYnVmZmVyXCIsIGFyZ3MsIHtcbiAgICAgIC4uLkJVRkZFUl9PUFRJT04sXG4gICAgICAuLi5UQVJHRVRfT1BUSU9OLFxuICAgICAgZGVsZXRlOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJkXCIgfSxcbiAgICAgIGJyYWNrZXQ6IHsgdHlwZTogXCJib29sZWFuXCIsIHNob3J0OiBcInBcIiB9LFxuICAgIH0pO1xuICAgIGlmIChwb3NpdGlvbmFscy5sZW5ndGggPiAodmFsdWVzLnRhcmdldCA9PT0gdW5kZWZpbmVkID8gMSA6IDApKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgICBcInBhc3RlLWJ1ZmZlciB0YWtlcyBvbmUgdGFyZ2V0IChzZWUgYmVydGggcGFzdGUtYnVmZmVyIC0taGVscClcIixcbiAgICAgICk7XG4gICAgfVxuICAgIGNvbnN0IG5hbWUgPSBwYW5lVGFyZ2V0KFxuICAgICAgXCJwYXN0ZS1idWZmZXJcIixcbiAgICAgIHZhbHVlcy50YXJnZXQgPz8gcG9zaXRpb25hbHNbMF0sXG4gICAgICBnbG9iYWwsXG4gICAgKTtcbiAgICB1c2luZyBjb25uID0gYXdhaXQgY29ubmVjdE9yRmFpbChnbG9iYWwpO1xuICAgIC8vIC1kIGRlbGV0ZXMgdGhlIGJ1ZmZlciBwYXN0ZWQsIGV2ZW4gd2hlbiBhIG5ld2VyIG9uZSBjYW1lIG1lYW53aGlsZS5cbiAgICBjb25zdCBidWZmZXIgPSBidWZmZXJOYW1lKHZhbHVlcy5idWZmZXIpID8/XG4gICAgICAodmFsdWVzLmRlbGV0ZSA/IGF3YWl0IG5ld2VzdChjb25uKSA6IHVuZGVmaW5lZCk7XG4gICAgYXdhaXQgcmVxdWVzdE9yRmFpbChjb25uLCB7IG9wOiBcInBhc3RlLWJ1ZmZlclwiLCBidWZmZXIsIG5hbWUgfSk7XG4gICAgaWYgKHZhbHVlcy5kZWxldGUpIHtcbiAgICAgIGF3YWl0IHJlcXVlc3RPckZhaWwoY29ubiwgeyBvcDogXCJkZWxldGUtYnVmZmVyXCIsIGJ1ZmZlciB9KTtcbiAgICB9XG4gICAgcmV0dXJuIDA7XG4gIH0sXG59O1xuXG4vKiogVGhlIG5ld2VzdCBidWZmZXIncyBuYW1lOyB0aGUgZGFlbW9uJ3Mgb3duIGVycm9yIHdoZW4gdGhlcmUgaXMgbm9uZS4gKi9cbmFzeW5jIGZ1bmN0aW9uIG5ld2VzdChjb25uOiBDb25uZWN0aW9uKTogUHJvbWlzZTxzdHJpbmc+IHtcbiAgY29uc3QgeyBidWZmZXJzIH0gPSBhd2FpdCByZXF1ZXN0T3JGYWlsKGNvbm4sIHsgb3A6IFwibGlzdC1idWZmZXJzXCIgfSk7XG4gIGlmIChidWZmZXJzLmxlbmd0aCA+IDApIHJldHVybiBidWZmZXJzWzBdLm5hbWU7XG4gIGF3YWl0IHJlcXVlc3RPckZhaWwoY29ubiwgeyBvcDogXCJzaG93LWJ1ZmZlclwiIH0pOyAvLyBzYXlzIHRoZXJlIGlzIG5vbmVcbiAgdGhyb3cgbmV3IFVzZXJFcnJvcihcIlRoZXJlIGFyZSBubyBwYXN0ZSBidWZmZXJzXCIpO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7OztDQUtDLEdBRUQsU0FBUyxnQkFBZ0IsRUFBRSxhQUFhLFFBQVEsaUJBQWlCO0FBRWpFLFNBQVMsYUFBYSxRQUFRLGdCQUFnQjtBQUM5QyxTQUFTLGFBQWEsUUFBUSxnQkFBZ0I7QUFDOUMsU0FBUyxhQUFhLEVBQUUsVUFBVSxRQUFRLG9CQUFvQjtBQUM5RCxTQUF1QixTQUFTLFFBQVEsZUFBZTtBQUN2RCxTQUFTLFVBQVUsUUFBUSxhQUFhO0FBRXhDLE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sU0FBUztFQUNULFFBQVE7RUFDUixPQUFPLENBQUM7Ozs7Ozs7Ozs7Ozs7TUFhSixDQUFDO0VBQ0wsTUFBTSxLQUFJLElBQUksRUFBRSxNQUFNO0lBQ3BCLE1BQU0sRUFBRSxNQUFNLEVBQUUsV0FBVyxFQUFFLEdBQUcsaUJBQWlCLGdCQUFnQixNQUFNO01BQ3JFLEdBQUcsYUFBYTtNQUNoQixHQUFHLGFBQWE7TUFDaEIsUUFBUTtRQUFFLE1BQU07UUFBVyxPQUFPO01BQUk7TUFDdEMsU0FBUztRQUFFLE1BQU07UUFBVyxPQUFPO01BQUk7SUFDekM7SUFDQSxJQUFJLFlBQVksTUFBTSxHQUFHLENBQUMsT0FBTyxNQUFNLEtBQUssWUFBWSxJQUFJLENBQUMsR0FBRztNQUM5RCxNQUFNLElBQUksVUFDUjtJQUVKO0lBQ0EsTUFBTSxPQUFPLFdBQ1gsZ0JBQ0EsT0FBTyxNQUFNLElBQUksV0FBVyxDQUFDLEVBQUUsRUFDL0I7VUFFSSxPQUFPLE1BQU0sY0FBYztJQUNqQyxzRUFBc0U7SUFDdEUsTUFBTSxTQUFTLFdBQVcsT0FBTyxNQUFNLEtBQ3JDLENBQUMsT0FBTyxNQUFNLEdBQUcsTUFBTSxPQUFPLFFBQVEsU0FBUztJQUNqRCxNQUFNLGNBQWMsTUFBTTtNQUFFLElBQUk7TUFBZ0I7TUFBUTtJQUFLO0lBQzdELElBQUksT0FBTyxNQUFNLEVBQUU7TUFDakIsTUFBTSxjQUFjLE1BQU07UUFBRSxJQUFJO1FBQWlCO01BQU87SUFDMUQ7SUFDQSxPQUFPO0VBQ1Q7QUFDRixFQUFFO0FBRUYseUVBQXlFLEdBQ3pFLGVBQWUsT0FBTyxJQUFnQjtFQUNwQyxNQUFNLEVBQUUsT0FBTyxFQUFFLEdBQUcsTUFBTSxjQUFjLE1BQU07SUFBRSxJQUFJO0VBQWU7RUFDbkUsSUFBSSxRQUFRLE1BQU0sR0FBRyxHQUFHLE9BQU8sT0FBTyxDQUFDLEVBQUUsQ0FBQyxJQUFJO0VBQzlDLE1BQU0sY0FBYyxNQUFNO0lBQUUsSUFBSTtFQUFjLElBQUkscUJBQXFCO0VBQ3ZFLE1BQU0sSUFBSSxVQUFVO0FBQ3RCIn0=
// denoCacheMetadata=9825233504097158867,14426381214178573500