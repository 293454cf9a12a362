/**
 * `berth delete-buffer [-b NAME]`: drops a paste buffer.
 *
 * @module
 */ import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { onlyBufferArg } from "./_buffer_name.ts";
export const command = {
  name: "delete-buffer",
  summary: "Delete a paste buffer (the newest by default)",
  usage: `Usage: berth delete-buffer [-b NAME]

Deletes buffer NAME, or the newest without -b.

Exit codes: 0 deleted; 1 no such buffer (or none), no daemon runs, or an
error.`,
  async run (args, global) {
    const buffer = onlyBufferArg("delete-buffer", args);
    using conn = await connectOrFail(global);
    await requestOrFail(conn, {
      op: "delete-buffer",
      buffer
    });
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9kZWxldGVfYnVmZmVyLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogYGJlcnRoIGRlbGV0ZS1idWZmZXIgWy1iIE5BTUVdYDogZHJvcHMgYSBwYXN0ZSBidWZmZXIuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IGNvbm5lY3RPckZhaWwgfSBmcm9tIFwiLi9fY29ubmVjdC50c1wiO1xuaW1wb3J0IHsgcmVxdWVzdE9yRmFpbCB9IGZyb20gXCIuL19yZXF1ZXN0LnRzXCI7XG5pbXBvcnQgeyBvbmx5QnVmZmVyQXJnIH0gZnJvbSBcIi4vX2J1ZmZlcl9uYW1lLnRzXCI7XG5pbXBvcnQgdHlwZSB7IENvbW1hbmQgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcImRlbGV0ZS1idWZmZXJcIixcbiAgc3VtbWFyeTogXCJEZWxldGUgYSBwYXN0ZSBidWZmZXIgKHRoZSBuZXdlc3QgYnkgZGVmYXVsdClcIixcbiAgdXNhZ2U6IGBVc2FnZTogYmVydGggZGVsZXRlLWJ1ZmZlciBbLWIgTkFNRV1cblxuRGVsZXRlcyBidWZmZXIgTkFNRSwgb3IgdGhlIG5ld2VzdCB3aXRob3V0IC1iLlxuXG5FeGl0IGNvZGVzOiAwIGRlbGV0ZWQ7IDEgbm8gc3VjaCBidWZmZXIgKG9yIG5vbmUpLCBubyBkYWVtb24gcnVucywgb3IgYW5cbmVycm9yLmAsXG4gIGFzeW5jIHJ1bihhcmdzLCBnbG9iYWwpIHtcbiAgICBjb25zdCBidWZmZXIgPSBvbmx5QnVmZmVyQXJnKFwiZGVsZXRlLWJ1ZmZlclwiLCBhcmdzKTtcbiAgICB1c2luZyBjb25uID0gYXdhaXQgY29ubmVjdE9yRmFpbChnbG9iYWwpO1xuICAgIGF3YWl0IHJlcXVlc3RPckZhaWwoY29ubiwgeyBvcDogXCJkZWxldGUtYnVmZmVyXCIsIGJ1ZmZlciB9KTtcbiAgICByZXR1cm4gMDtcbiAgfSxcbn07XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Q0FJQyxHQUVELFNBQVMsYUFBYSxRQUFRLGdCQUFnQjtBQUM5QyxTQUFTLGFBQWEsUUFBUSxnQkFBZ0I7QUFDOUMsU0FBUyxhQUFhLFFBQVEsb0JBQW9CO0FBR2xELE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sU0FBUztFQUNULE9BQU8sQ0FBQzs7Ozs7TUFLSixDQUFDO0VBQ0wsTUFBTSxLQUFJLElBQUksRUFBRSxNQUFNO0lBQ3BCLE1BQU0sU0FBUyxjQUFjLGlCQUFpQjtVQUN4QyxPQUFPLE1BQU0sY0FBYztJQUNqQyxNQUFNLGNBQWMsTUFBTTtNQUFFLElBQUk7TUFBaUI7SUFBTztJQUN4RCxPQUFPO0VBQ1Q7QUFDRixFQUFFIn0=
// denoCacheMetadata=10900485689139041842,1988524745973252587