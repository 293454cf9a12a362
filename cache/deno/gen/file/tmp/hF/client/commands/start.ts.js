/**
 * `berth` with no command (`deno task start`): attaches to the most recently
 * active session, or creates one running your shell when there is none.
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { connectOrStartOrFail } from "./_connect.ts";
import { cwdOf, wholeEnvOf } from "./command.ts";
import { attachAndWait, clipboardFrom, clipboardUsage, lessStatusLine, needTerminal, prefixFrom, prefixUsage } from "./_attach.ts";
import { requestOrFail } from "./_request.ts";
import { terminalSize } from "../terminal_size.ts";
export const command = {
  name: "start",
  summary: "Attach to the most recent session, or create one (the default)",
  usage: `Usage: berth [start]

Attaches to the most recently active session; creates one running your
$SHELL when there is none (starting the daemon when needed).

Options:
${clipboardUsage(16)}
${prefixUsage(16)}`,
  async run (args, global) {
    const { values } = parseCommandArgs("start", args, {
      prefix: {
        type: "string"
      },
      clipboard: {
        type: "boolean"
      }
    });
    const prefix = await prefixFrom(values.prefix);
    needTerminal("attaching", "or start a detached session with berth new -d");
    using conn = await connectOrStartOrFail(global, "attach");
    const { sessions } = await requestOrFail(conn, {
      op: "ls"
    });
    const live = sessions.filter((s)=>!s.exit);
    live.sort((a, b)=>b.lastActive - a.lastActive);
    let name = live[0]?.name;
    if (name === undefined) {
      const size = terminalSize();
      name = (await requestOrFail(conn, {
        op: "new",
        // On another host, the remote daemon's own apply (see new.ts).
        ...global.host ? {} : {
          cwd: cwdOf(global),
          baseEnv: wholeEnvOf(global)
        },
        cols: size.cols,
        rows: await lessStatusLine(conn, size.rows)
      })).name;
    }
    return await attachAndWait(conn, global.socket, {
      findCommand: global.findCommand,
      name,
      readOnly: false,
      prefix,
      prefixOption: values.prefix,
      clipboard: clipboardFrom(values.clipboard),
      afresh: true
    }, global);
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9zdGFydC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIGBiZXJ0aGAgd2l0aCBubyBjb21tYW5kIChgZGVubyB0YXNrIHN0YXJ0YCk6IGF0dGFjaGVzIHRvIHRoZSBtb3N0IHJlY2VudGx5XG4gKiBhY3RpdmUgc2Vzc2lvbiwgb3IgY3JlYXRlcyBvbmUgcnVubmluZyB5b3VyIHNoZWxsIHdoZW4gdGhlcmUgaXMgbm9uZS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgcGFyc2VDb21tYW5kQXJncyB9IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHsgY29ubmVjdE9yU3RhcnRPckZhaWwgfSBmcm9tIFwiLi9fY29ubmVjdC50c1wiO1xuaW1wb3J0IHsgdHlwZSBDb21tYW5kLCBjd2RPZiwgd2hvbGVFbnZPZiB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbmltcG9ydCB7XG4gIGF0dGFjaEFuZFdhaXQsXG4gIGNsaXBib2FyZEZyb20sXG4gIGNsaXBib2FyZFVzYWdlLFxuICBsZXNzU3RhdHVzTGluZSxcbiAgbmVlZFRlcm1pbmFsLFxuICBwcmVmaXhGcm9tLFxuICBwcmVmaXhVc2FnZSxcbn0gZnJvbSBcIi4vX2F0dGFjaC50c1wiO1xuaW1wb3J0IHsgcmVxdWVzdE9yRmFpbCB9IGZyb20gXCIuL19yZXF1ZXN0LnRzXCI7XG5pbXBvcnQgeyB0ZXJtaW5hbFNpemUgfSBmcm9tIFwiLi4vdGVybWluYWxfc2l6ZS50c1wiO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJzdGFydFwiLFxuICBzdW1tYXJ5OiBcIkF0dGFjaCB0byB0aGUgbW9zdCByZWNlbnQgc2Vzc2lvbiwgb3IgY3JlYXRlIG9uZSAodGhlIGRlZmF1bHQpXCIsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIFtzdGFydF1cblxuQXR0YWNoZXMgdG8gdGhlIG1vc3QgcmVjZW50bHkgYWN0aXZlIHNlc3Npb247IGNyZWF0ZXMgb25lIHJ1bm5pbmcgeW91clxuJFNIRUxMIHdoZW4gdGhlcmUgaXMgbm9uZSAoc3RhcnRpbmcgdGhlIGRhZW1vbiB3aGVuIG5lZWRlZCkuXG5cbk9wdGlvbnM6XG4ke2NsaXBib2FyZFVzYWdlKDE2KX1cbiR7cHJlZml4VXNhZ2UoMTYpfWAsXG4gIGFzeW5jIHJ1bihhcmdzLCBnbG9iYWwpIHtcbiAgICBjb25zdCB7IHZhbHVlcyB9ID0gcGFyc2VDb21tYW5kQXJncyhcInN0YXJ0XCIsIGFyZ3MsIHtcbiAgICAgIHByZWZpeDogeyB0eXBlOiBcInN0cmluZ1wiIH0sXG4gICAgICBjbGlwYm9hcmQ6IHsgdHlwZTogXCJib29sZWFuXCIgfSxcbiAgICB9KTtcbiAgICBjb25zdCBwcmVmaXggPSBhd2FpdCBwcmVmaXhGcm9tKHZhbHVlcy5wcmVmaXgpO1xuICAgIG5lZWRUZXJtaW5hbChcImF0dGFjaGluZ1wiLCBcIm9yIHN0YXJ0IGEgZGV0YWNoZWQgc2Vzc2lvbiB3aXRoIGJlcnRoIG5ldyAtZFwiKTtcbiAgICB1c2luZyBjb25uID0gYXdhaXQgY29ubmVjdE9yU3RhcnRPckZhaWwoZ2xvYmFsLCBcImF0dGFjaFwiKTtcbiAgICBjb25zdCB7IHNlc3Npb25zIH0gPSBhd2FpdCByZXF1ZXN0T3JGYWlsKGNvbm4sIHsgb3A6IFwibHNcIiB9KTtcbiAgICBjb25zdCBsaXZlID0gc2Vzc2lvbnMuZmlsdGVyKChzKSA9PiAhcy5leGl0KTtcbiAgICBsaXZlLnNvcnQoKGEsIGIpID0+IGIubGFzdEFjdGl2ZSAtIGEubGFzdEFjdGl2ZSk7XG4gICAgbGV0IG5hbWUgPSBsaXZlWzBdPy5uYW1lO1xuICAgIGlmIChuYW1lID09PSB1bmRlZmluZWQpIHtcbiAgICAgIGNvbnN0IHNpemUgPSB0ZXJtaW5hbFNpemUoKTtcbiAgICAgIG5hbWUgPSAoYXdhaXQgcmVxdWVzdE9yRmFpbChjb25uLCB7XG4gICAgICAgIG9wOiBcIm5ld1wiLFxuICAgICAgICAvLyBPbiBhbm90aGVyIGhvc3QsIHRoZSByZW1vdGUgZGFlbW9uJ3Mgb3duIGFwcGx5IChzZWUgbmV3LnRzKS5cbiAgICAgICAgLi4uKGdsb2JhbC5ob3N0XG4gICAgICAgICAgPyB7fVxuICAgICAgICAgIDogeyBjd2Q6IGN3ZE9mKGdsb2JhbCksIGJhc2VFbnY6IHdob2xlRW52T2YoZ2xvYmFsKSB9KSxcbiAgICAgICAgY29sczogc2l6ZS5jb2xzLFxuICAgICAgICByb3dzOiBhd2FpdCBsZXNzU3RhdHVzTGluZShjb25uLCBzaXplLnJvd3MpLFxuICAgICAgfSkpLm5hbWU7XG4gICAgfVxuICAgIHJldHVybiBhd2FpdCBhdHRhY2hBbmRXYWl0KGNvbm4sIGdsb2JhbC5zb2NrZXQsIHtcbiAgICAgIGZpbmRDb21tYW5kOiBnbG9iYWwuZmluZENvbW1hbmQsXG4gICAgICBuYW1lLFxuICAgICAgcmVhZE9ubHk6IGZhbHNlLFxuICAgICAgcHJlZml4LFxuICAgICAgcHJlZml4T3B0aW9uOiB2YWx1ZXMucHJlZml4LFxuICAgICAgY2xpcGJvYXJkOiBjbGlwYm9hcmRGcm9tKHZhbHVlcy5jbGlwYm9hcmQpLFxuICAgICAgYWZyZXNoOiB0cnVlLCAvLyBUaGUgc2Vzc2lvbiBpdCBtYWRlIHJ1bnMgdGhlIHNoZWxsLlxuICAgIH0sIGdsb2JhbCk7XG4gIH0sXG59O1xuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7OztDQUtDLEdBRUQsU0FBUyxnQkFBZ0IsUUFBUSxpQkFBaUI7QUFDbEQsU0FBUyxvQkFBb0IsUUFBUSxnQkFBZ0I7QUFDckQsU0FBdUIsS0FBSyxFQUFFLFVBQVUsUUFBUSxlQUFlO0FBQy9ELFNBQ0UsYUFBYSxFQUNiLGFBQWEsRUFDYixjQUFjLEVBQ2QsY0FBYyxFQUNkLFlBQVksRUFDWixVQUFVLEVBQ1YsV0FBVyxRQUNOLGVBQWU7QUFDdEIsU0FBUyxhQUFhLFFBQVEsZ0JBQWdCO0FBQzlDLFNBQVMsWUFBWSxRQUFRLHNCQUFzQjtBQUVuRCxPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFNBQVM7RUFDVCxPQUFPLENBQUM7Ozs7OztBQU1WLEVBQUUsZUFBZSxJQUFJO0FBQ3JCLEVBQUUsWUFBWSxLQUFLO0VBQ2pCLE1BQU0sS0FBSSxJQUFJLEVBQUUsTUFBTTtJQUNwQixNQUFNLEVBQUUsTUFBTSxFQUFFLEdBQUcsaUJBQWlCLFNBQVMsTUFBTTtNQUNqRCxRQUFRO1FBQUUsTUFBTTtNQUFTO01BQ3pCLFdBQVc7UUFBRSxNQUFNO01BQVU7SUFDL0I7SUFDQSxNQUFNLFNBQVMsTUFBTSxXQUFXLE9BQU8sTUFBTTtJQUM3QyxhQUFhLGFBQWE7VUFDcEIsT0FBTyxNQUFNLHFCQUFxQixRQUFRO0lBQ2hELE1BQU0sRUFBRSxRQUFRLEVBQUUsR0FBRyxNQUFNLGNBQWMsTUFBTTtNQUFFLElBQUk7SUFBSztJQUMxRCxNQUFNLE9BQU8sU0FBUyxNQUFNLENBQUMsQ0FBQyxJQUFNLENBQUMsRUFBRSxJQUFJO0lBQzNDLEtBQUssSUFBSSxDQUFDLENBQUMsR0FBRyxJQUFNLEVBQUUsVUFBVSxHQUFHLEVBQUUsVUFBVTtJQUMvQyxJQUFJLE9BQU8sSUFBSSxDQUFDLEVBQUUsRUFBRTtJQUNwQixJQUFJLFNBQVMsV0FBVztNQUN0QixNQUFNLE9BQU87TUFDYixPQUFPLENBQUMsTUFBTSxjQUFjLE1BQU07UUFDaEMsSUFBSTtRQUNKLCtEQUErRDtRQUMvRCxHQUFJLE9BQU8sSUFBSSxHQUNYLENBQUMsSUFDRDtVQUFFLEtBQUssTUFBTTtVQUFTLFNBQVMsV0FBVztRQUFRLENBQUM7UUFDdkQsTUFBTSxLQUFLLElBQUk7UUFDZixNQUFNLE1BQU0sZUFBZSxNQUFNLEtBQUssSUFBSTtNQUM1QyxFQUFFLEVBQUUsSUFBSTtJQUNWO0lBQ0EsT0FBTyxNQUFNLGNBQWMsTUFBTSxPQUFPLE1BQU0sRUFBRTtNQUM5QyxhQUFhLE9BQU8sV0FBVztNQUMvQjtNQUNBLFVBQVU7TUFDVjtNQUNBLGNBQWMsT0FBTyxNQUFNO01BQzNCLFdBQVcsY0FBYyxPQUFPLFNBQVM7TUFDekMsUUFBUTtJQUNWLEdBQUc7RUFDTDtBQUNGLEVBQUUifQ==
// denoCacheMetadata=13133424612408592454,4694337018906029240