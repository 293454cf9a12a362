/**
 * `berth set-buffer [-b NAME] TEXT`: puts text in a paste buffer.
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { BUFFER_OPTION, bufferName } from "./_buffer_name.ts";
import { UserError } from "./command.ts";
import { MAX_BUFFER_BYTES } from "../../protocol/limits.ts";
export const command = {
  name: "set-buffer",
  summary: "Put text in a paste buffer",
  usage: `Usage: berth set-buffer [-b NAME] [--] TEXT...

Sets buffer NAME to TEXT (the arguments joined by single spaces, exactly as
given), replacing it when it exists; without -b, TEXT goes in a new buffer
on top of the stack (bufferN). A buffer holds at most 1 MiB; at most 50 are
kept, the oldest goes first.

Exit codes: 0 set; 1 an error (no text, too large, a bad name, no daemon).`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("set-buffer", args, BUFFER_OPTION);
    if (positionals.length === 0) {
      throw new UserError("set-buffer takes the text to put in the buffer (see berth set-buffer --help)");
    }
    const buffer = bufferName(values.buffer);
    const data = new TextEncoder().encode(positionals.join(" "));
    if (data.length > MAX_BUFFER_BYTES) {
      throw new UserError(`A buffer holds at most ${MAX_BUFFER_BYTES} bytes, not ${data.length}; set a smaller one`);
    }
    using conn = await connectOrFail(global);
    await requestOrFail(conn, {
      op: "set-buffer",
      buffer,
      data
    });
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9zZXRfYnVmZmVyLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogYGJlcnRoIHNldC1idWZmZXIgWy1iIE5BTUVdIFRFWFRgOiBwdXRzIHRleHQgaW4gYSBwYXN0ZSBidWZmZXIuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IHBhcnNlQ29tbWFuZEFyZ3MgfSBmcm9tIFwiLi4vY2xpX2FyZ3MudHNcIjtcbmltcG9ydCB7IGNvbm5lY3RPckZhaWwgfSBmcm9tIFwiLi9fY29ubmVjdC50c1wiO1xuaW1wb3J0IHsgcmVxdWVzdE9yRmFpbCB9IGZyb20gXCIuL19yZXF1ZXN0LnRzXCI7XG5pbXBvcnQgeyBCVUZGRVJfT1BUSU9OLCBidWZmZXJOYW1lIH0gZnJvbSBcIi4vX2J1ZmZlcl9uYW1lLnRzXCI7XG5pbXBvcnQgeyB0eXBlIENvbW1hbmQsIFVzZXJFcnJvciB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbmltcG9ydCB7IE1BWF9CVUZGRVJfQllURVMgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbGltaXRzLnRzXCI7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcInNldC1idWZmZXJcIixcbiAgc3VtbWFyeTogXCJQdXQgdGV4dCBpbiBhIHBhc3RlIGJ1ZmZlclwiLFxuICB1c2FnZTogYFVzYWdlOiBiZXJ0aCBzZXQtYnVmZmVyIFstYiBOQU1FXSBbLS1dIFRFWFQuLi5cblxuU2V0cyBidWZmZXIgTkFNRSB0byBURVhUICh0aGUgYXJndW1lbnRzIGpvaW5lZCBieSBzaW5nbGUgc3BhY2VzLCBleGFjdGx5IGFzXG5naXZlbiksIHJlcGxhY2luZyBpdCB3aGVuIGl0IGV4aXN0czsgd2l0aG91dCAtYiwgVEVYVCBnb2VzIGluIGEgbmV3IGJ1ZmZlclxub24gdG9wIG9mIHRoZSBzdGFjayAoYnVmZmVyTikuIEEgYnVmZmVyIGhvbGRzIGF0IG1vc3QgMSBNaUI7IGF0IG1vc3QgNTAgYXJlXG5rZXB0LCB0aGUgb2xkZXN0IGdvZXMgZmlyc3QuXG5cbkV4aXQgY29kZXM6IDAgc2V0OyAxIGFuIGVycm9yIChubyB0ZXh0LCB0b28gbGFyZ2UsIGEgYmFkIG5hbWUsIG5vIGRhZW1vbikuYCxcbiAgYXN5bmMgcnVuKGFyZ3MsIGdsb2JhbCkge1xuICAgIGNvbnN0IHsgdmFsdWVzLCBwb3NpdGlvbmFscyB9ID0gcGFyc2VDb21tYW5kQXJncyhcbiAgICAgIFwic2V0LWJ1ZmZlclwiLFxuICAgICAgYXJncyxcbiAgICAgIEJVRkZFUl9PUFRJT04sXG4gICAgKTtcbiAgICBpZiAocG9zaXRpb25hbHMubGVuZ3RoID09PSAwKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgICBcInNldC1idWZmZXIgdGFrZXMgdGhlIHRleHQgdG8gcHV0IGluIHRoZSBidWZmZXIgKHNlZSBiZXJ0aCBzZXQtYnVmZmVyIC0taGVscClcIixcbiAgICAgICk7XG4gICAgfVxuICAgIGNvbnN0IGJ1ZmZlciA9IGJ1ZmZlck5hbWUodmFsdWVzLmJ1ZmZlcik7XG4gICAgY29uc3QgZGF0YSA9IG5ldyBUZXh0RW5jb2RlcigpLmVuY29kZShwb3NpdGlvbmFscy5qb2luKFwiIFwiKSk7XG4gICAgaWYgKGRhdGEubGVuZ3RoID4gTUFYX0JVRkZFUl9CWVRFUykge1xuICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgICAgYEEgYnVmZmVyIGhvbGRzIGF0IG1vc3QgJHtNQVhfQlVGRkVSX0JZVEVTfSBieXRlcywgbm90ICR7ZGF0YS5sZW5ndGh9OyBzZXQgYSBzbWFsbGVyIG9uZWAsXG4gICAgICApO1xuICAgIH1cbiAgICB1c2luZyBjb25uID0gYXdhaXQgY29ubmVjdE9yRmFpbChnbG9iYWwpO1xuICAgIGF3YWl0IHJlcXVlc3RPckZhaWwoY29ubiwgeyBvcDogXCJzZXQtYnVmZmVyXCIsIGJ1ZmZlciwgZGF0YSB9KTtcbiAgICByZXR1cm4gMDtcbiAgfSxcbn07XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Q0FJQyxHQUVELFNBQVMsZ0JBQWdCLFFBQVEsaUJBQWlCO0FBQ2xELFNBQVMsYUFBYSxRQUFRLGdCQUFnQjtBQUM5QyxTQUFTLGFBQWEsUUFBUSxnQkFBZ0I7QUFDOUMsU0FBUyxhQUFhLEVBQUUsVUFBVSxRQUFRLG9CQUFvQjtBQUM5RCxTQUF1QixTQUFTLFFBQVEsZUFBZTtBQUN2RCxTQUFTLGdCQUFnQixRQUFRLDJCQUEyQjtBQUU1RCxPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFNBQVM7RUFDVCxPQUFPLENBQUM7Ozs7Ozs7MEVBT2dFLENBQUM7RUFDekUsTUFBTSxLQUFJLElBQUksRUFBRSxNQUFNO0lBQ3BCLE1BQU0sRUFBRSxNQUFNLEVBQUUsV0FBVyxFQUFFLEdBQUcsaUJBQzlCLGNBQ0EsTUFDQTtJQUVGLElBQUksWUFBWSxNQUFNLEtBQUssR0FBRztNQUM1QixNQUFNLElBQUksVUFDUjtJQUVKO0lBQ0EsTUFBTSxTQUFTLFdBQVcsT0FBTyxNQUFNO0lBQ3ZDLE1BQU0sT0FBTyxJQUFJLGNBQWMsTUFBTSxDQUFDLFlBQVksSUFBSSxDQUFDO0lBQ3ZELElBQUksS0FBSyxNQUFNLEdBQUcsa0JBQWtCO01BQ2xDLE1BQU0sSUFBSSxVQUNSLENBQUMsdUJBQXVCLEVBQUUsaUJBQWlCLFlBQVksRUFBRSxLQUFLLE1BQU0sQ0FBQyxtQkFBbUIsQ0FBQztJQUU3RjtVQUNNLE9BQU8sTUFBTSxjQUFjO0lBQ2pDLE1BQU0sY0FBYyxNQUFNO01BQUUsSUFBSTtNQUFjO01BQVE7SUFBSztJQUMzRCxPQUFPO0VBQ1Q7QUFDRixFQUFFIn0=
// denoCacheMetadata=9562160379692404604,4851143957989075702