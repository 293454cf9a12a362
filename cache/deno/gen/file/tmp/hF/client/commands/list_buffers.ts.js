/**
 * `berth list-buffers`: the daemon's paste buffers, newest first, as tmux
 * lists them (`buffer0: 42 bytes: "text"`) or as JSON.
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { noPositionals } from "./_buffer_name.ts";
import { printLine } from "../stdout.ts";
export const command = {
  name: "list-buffers",
  summary: "List paste buffers, newest first",
  usage: `Usage: berth list-buffers [--json]

Lists the daemon's paste buffers, newest first: name, size and the start of
the text. Copy mode's copies are buffer0, buffer1 ...; at most 50 are kept
(the oldest goes first), each at most 1 MiB.

Options:
  --json   one JSON array of buffer objects (name, size, created, sample)

Exit codes: 0 listed (none, when there are none); 1 no daemon runs, or an
error.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("list-buffers", args, {
      json: {
        type: "boolean"
      }
    });
    noPositionals("list-buffers", positionals);
    using conn = await connectOrFail(global);
    const { buffers } = await requestOrFail(conn, {
      op: "list-buffers"
    });
    if (values.json) {
      printLine(JSON.stringify(buffers, null, 2));
      return 0;
    }
    for (const b of buffers){
      printLine(`${b.name}: ${b.size} bytes: ${JSON.stringify(b.sample)}`);
    }
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9saXN0X2J1ZmZlcnMudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggbGlzdC1idWZmZXJzYDogdGhlIGRhZW1vbidzIHBhc3RlIGJ1ZmZlcnMsIG5ld2VzdCBmaXJzdCwgYXMgdG11eFxuICogbGlzdHMgdGhlbSAoYGJ1ZmZlcjA6IDQyIGJ5dGVzOiBcInRleHRcImApIG9yIGFzIEpTT04uXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IHBhcnNlQ29tbWFuZEFyZ3MgfSBmcm9tIFwiLi4vY2xpX2FyZ3MudHNcIjtcbmltcG9ydCB7IGNvbm5lY3RPckZhaWwgfSBmcm9tIFwiLi9fY29ubmVjdC50c1wiO1xuaW1wb3J0IHsgcmVxdWVzdE9yRmFpbCB9IGZyb20gXCIuL19yZXF1ZXN0LnRzXCI7XG5pbXBvcnQgeyBub1Bvc2l0aW9uYWxzIH0gZnJvbSBcIi4vX2J1ZmZlcl9uYW1lLnRzXCI7XG5pbXBvcnQgdHlwZSB7IENvbW1hbmQgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBwcmludExpbmUgfSBmcm9tIFwiLi4vc3Rkb3V0LnRzXCI7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcImxpc3QtYnVmZmVyc1wiLFxuICBzdW1tYXJ5OiBcIkxpc3QgcGFzdGUgYnVmZmVycywgbmV3ZXN0IGZpcnN0XCIsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIGxpc3QtYnVmZmVycyBbLS1qc29uXVxuXG5MaXN0cyB0aGUgZGFlbW9uJ3MgcGFzdGUgYnVmZmVycywgbmV3ZXN0IGZpcnN0OiBuYW1lLCBzaXplIGFuZCB0aGUgc3RhcnQgb2ZcbnRoZSB0ZXh0LiBDb3B5IG1vZGUncyBjb3BpZXMgYXJlIGJ1ZmZlcjAsIGJ1ZmZlcjEgLi4uOyBhdCBtb3N0IDUwIGFyZSBrZXB0XG4odGhlIG9sZGVzdCBnb2VzIGZpcnN0KSwgZWFjaCBhdCBtb3N0IDEgTWlCLlxuXG5PcHRpb25zOlxuICAtLWpzb24gICBvbmUgSlNPTiBhcnJheSBvZiBidWZmZXIgb2JqZWN0cyAobmFtZSwgc2l6ZSwgY3JlYXRlZCwgc2FtcGxlKVxuXG5FeGl0IGNvZGVzOiAwIGxpc3RlZCAobm9uZSwgd2hlbiB0aGVyZSBhcmUgbm9uZSk7IDEgbm8gZGFlbW9uIHJ1bnMsIG9yIGFuXG5lcnJvci5gLFxuICBhc3luYyBydW4oYXJncywgZ2xvYmFsKSB7XG4gICAgY29uc3QgeyB2YWx1ZXMsIHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFwibGlzdC1idWZmZXJzXCIsIGFyZ3MsIHtcbiAgICAgIGpzb246IHsgdHlwZTogXCJib29sZWFuXCIgfSxcbiAgICB9KTtcbiAgICBub1Bvc2l0aW9uYWxzKFwibGlzdC1idWZmZXJzXCIsIHBvc2l0aW9uYWxzKTtcbiAgICB1c2luZyBjb25uID0gYXdhaXQgY29ubmVjdE9yRmFpbChnbG9iYWwpO1xuICAgIGNvbnN0IHsgYnVmZmVycyB9ID0gYXdhaXQgcmVxdWVzdE9yRmFpbChjb25uLCB7IG9wOiBcImxpc3QtYnVmZmVyc1wiIH0pO1xuICAgIGlmICh2YWx1ZXMuanNvbikge1xuICAgICAgcHJpbnRMaW5lKEpTT04uc3RyaW5naWZ5KGJ1ZmZlcnMsIG51bGwsIDIpKTtcbiAgICAgIHJldHVybiAwO1xuICAgIH1cbiAgICBmb3IgKGNvbnN0IGIgb2YgYnVmZmVycykge1xuICAgICAgcHJpbnRMaW5lKGAke2IubmFtZX06ICR7Yi5zaXplfSBieXRlczogJHtKU09OLnN0cmluZ2lmeShiLnNhbXBsZSl9YCk7XG4gICAgfVxuICAgIHJldHVybiAwO1xuICB9LFxufTtcbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Q0FLQyxHQUVELFNBQVMsZ0JBQWdCLFFBQVEsaUJBQWlCO0FBQ2xELFNBQVMsYUFBYSxRQUFRLGdCQUFnQjtBQUM5QyxTQUFTLGFBQWEsUUFBUSxnQkFBZ0I7QUFDOUMsU0FBUyxhQUFhLFFBQVEsb0JBQW9CO0FBRWxELFNBQVMsU0FBUyxRQUFRLGVBQWU7QUFFekMsT0FBTyxNQUFNLFVBQW1CO0VBQzlCLE1BQU07RUFDTixTQUFTO0VBQ1QsT0FBTyxDQUFDOzs7Ozs7Ozs7O01BVUosQ0FBQztFQUNMLE1BQU0sS0FBSSxJQUFJLEVBQUUsTUFBTTtJQUNwQixNQUFNLEVBQUUsTUFBTSxFQUFFLFdBQVcsRUFBRSxHQUFHLGlCQUFpQixnQkFBZ0IsTUFBTTtNQUNyRSxNQUFNO1FBQUUsTUFBTTtNQUFVO0lBQzFCO0lBQ0EsY0FBYyxnQkFBZ0I7VUFDeEIsT0FBTyxNQUFNLGNBQWM7SUFDakMsTUFBTSxFQUFFLE9BQU8sRUFBRSxHQUFHLE1BQU0sY0FBYyxNQUFNO01BQUUsSUFBSTtJQUFlO0lBQ25FLElBQUksT0FBTyxJQUFJLEVBQUU7TUFDZixVQUFVLEtBQUssU0FBUyxDQUFDLFNBQVMsTUFBTTtNQUN4QyxPQUFPO0lBQ1Q7SUFDQSxLQUFLLE1BQU0sS0FBSyxRQUFTO01BQ3ZCLFVBQVUsR0FBRyxFQUFFLElBQUksQ0FBQyxFQUFFLEVBQUUsRUFBRSxJQUFJLENBQUMsUUFBUSxFQUFFLEtBQUssU0FBUyxDQUFDLEVBQUUsTUFBTSxHQUFHO0lBQ3JFO0lBQ0EsT0FBTztFQUNUO0FBQ0YsRUFBRSJ9
// denoCacheMetadata=13482814770660418125,14454799502578098629