/**
 * `berth resize NAME COLS ROWS`: changes a session's terminal size.
 *
 * @module
 */ import { MAX_SIDE } from "../../protocol/limits.ts";
import { intOption, parseCommandArgs, sessionAndRest, TARGET_OPTION } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
export const command = {
  name: "resize",
  target: true,
  summary: "Change a session's terminal size (for scripts)",
  usage: `Usage: berth resize NAME COLS ROWS
       berth resize-window -t NAME [-x COLS] [-y ROWS]

Resizes session NAME's terminal to COLS x ROWS; its program gets SIGWINCH.
tmux's -x and -y say the same (one alone keeps the other side). An
attached client that is then used (a key, a resize) sets the size back
to its own, as in tmux.

Exit codes: 0 resized; 1 an error (unknown session, no daemon, bad size).`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("resize", args, {
      ...TARGET_OPTION,
      width: {
        type: "string",
        short: "x"
      },
      height: {
        type: "string",
        short: "y"
      }
    });
    const sides = values.width !== undefined || values.height !== undefined;
    const { name, rest: [c, r] } = sessionAndRest(global, "resize", values.target, positionals, sides ? 0 : 2, "COLS and ROWS");
    using conn = await connectOrFail(global);
    const now = sides ? await sizeOf(conn, name) : undefined;
    const cols = intOption("COLS", values.width ?? c, 1, MAX_SIDE) ?? now.cols;
    const rows = intOption("ROWS", values.height ?? r, 1, MAX_SIDE) ?? now.rows;
    await requestOrFail(conn, {
      op: "resize",
      name,
      cols,
      rows
    });
    return 0;
  }
};
/** The size of the session `name` targets now, for the side not given. */ async function sizeOf(conn, name) {
  const { text } = await requestOrFail(conn, {
    op: "display-message",
    name,
    format: "#{window_width} #{window_height}",
    print: true
  });
  const [cols, rows] = text.split(" ").map(Number);
  return {
    cols,
    rows
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9yZXNpemUudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggcmVzaXplIE5BTUUgQ09MUyBST1dTYDogY2hhbmdlcyBhIHNlc3Npb24ncyB0ZXJtaW5hbCBzaXplLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBNQVhfU0lERSB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9saW1pdHMudHNcIjtcbmltcG9ydCB7XG4gIGludE9wdGlvbixcbiAgcGFyc2VDb21tYW5kQXJncyxcbiAgc2Vzc2lvbkFuZFJlc3QsXG4gIFRBUkdFVF9PUFRJT04sXG59IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHsgY29ubmVjdE9yRmFpbCB9IGZyb20gXCIuL19jb25uZWN0LnRzXCI7XG5pbXBvcnQgdHlwZSB7IENvbW1hbmQgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyByZXF1ZXN0T3JGYWlsIH0gZnJvbSBcIi4vX3JlcXVlc3QudHNcIjtcbmltcG9ydCB0eXBlIHsgQ29ubmVjdGlvbiB9IGZyb20gXCIuLi9jb25uZWN0aW9uLnRzXCI7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcInJlc2l6ZVwiLFxuICB0YXJnZXQ6IHRydWUsXG4gIHN1bW1hcnk6IFwiQ2hhbmdlIGEgc2Vzc2lvbidzIHRlcm1pbmFsIHNpemUgKGZvciBzY3JpcHRzKVwiLFxuICB1c2FnZTogYFVzYWdlOiBiZXJ0aCByZXNpemUgTkFNRSBDT0xTIFJPV1NcbiAgICAgICBiZXJ0aCByZXNpemUtd2luZG93IC10IE5BTUUgWy14IENPTFNdIFsteSBST1dTXVxuXG5SZXNpemVzIHNlc3Npb24gTkFNRSdzIHRlcm1pbmFsIHRvIENPTFMgeCBST1dTOyBpdHMgcHJvZ3JhbSBnZXRzIFNJR1dJTkNILlxudG11eCdzIC14IGFuZCAteSBzYXkgdGhlIHNhbWUgKG9uZSBhbG9uZSBrZWVwcyB0aGUgb3RoZXIgc2lkZSkuIEFuXG5hdHRhY2hlZCBjbGllbnQgdGhhdCBpcyB0aGVuIHVzZWQgKGEga2V5LCBhIHJlc2l6ZSkgc2V0cyB0aGUgc2l6ZSBiYWNrXG50byBpdHMgb3duLCBhcyBpbiB0bXV4LlxuXG5FeGl0IGNvZGVzOiAwIHJlc2l6ZWQ7IDEgYW4gZXJyb3IgKHVua25vd24gc2Vzc2lvbiwgbm8gZGFlbW9uLCBiYWQgc2l6ZSkuYCxcbiAgYXN5bmMgcnVuKGFyZ3MsIGdsb2JhbCkge1xuICAgIGNvbnN0IHsgdmFsdWVzLCBwb3NpdGlvbmFscyB9ID0gcGFyc2VDb21tYW5kQXJncyhcInJlc2l6ZVwiLCBhcmdzLCB7XG4gICAgICAuLi5UQVJHRVRfT1BUSU9OLFxuICAgICAgd2lkdGg6IHsgdHlwZTogXCJzdHJpbmdcIiwgc2hvcnQ6IFwieFwiIH0sXG4gICAgICBoZWlnaHQ6IHsgdHlwZTogXCJzdHJpbmdcIiwgc2hvcnQ6IFwieVwiIH0sXG4gICAgfSk7XG4gICAgY29uc3Qgc2lkZXMgPSB2YWx1ZXMud2lkdGggIT09IHVuZGVmaW5lZCB8fCB2YWx1ZXMuaGVpZ2h0ICE9PSB1bmRlZmluZWQ7XG4gICAgY29uc3QgeyBuYW1lLCByZXN0OiBbYywgcl0gfSA9IHNlc3Npb25BbmRSZXN0KFxuICAgICAgZ2xvYmFsLFxuICAgICAgXCJyZXNpemVcIixcbiAgICAgIHZhbHVlcy50YXJnZXQsXG4gICAgICBwb3NpdGlvbmFscyxcbiAgICAgIHNpZGVzID8gMCA6IDIsXG4gICAgICBcIkNPTFMgYW5kIFJPV1NcIixcbiAgICApO1xuICAgIHVzaW5nIGNvbm4gPSBhd2FpdCBjb25uZWN0T3JGYWlsKGdsb2JhbCk7XG4gICAgY29uc3Qgbm93ID0gc2lkZXMgPyBhd2FpdCBzaXplT2YoY29ubiwgbmFtZSkgOiB1bmRlZmluZWQ7XG4gICAgY29uc3QgY29scyA9IGludE9wdGlvbihcIkNPTFNcIiwgdmFsdWVzLndpZHRoID8/IGMsIDEsIE1BWF9TSURFKSA/P1xuICAgICAgbm93IS5jb2xzO1xuICAgIGNvbnN0IHJvd3MgPSBpbnRPcHRpb24oXCJST1dTXCIsIHZhbHVlcy5oZWlnaHQgPz8gciwgMSwgTUFYX1NJREUpID8/XG4gICAgICBub3chLnJvd3M7XG4gICAgYXdhaXQgcmVxdWVzdE9yRmFpbChjb25uLCB7IG9wOiBcInJlc2l6ZVwiLCBuYW1lLCBjb2xzLCByb3dzIH0pO1xuICAgIHJldHVybiAwO1xuICB9LFxufTtcblxuLyoqIFRoZSBzaXplIG9mIHRoZSBzZXNzaW9uIGBuYW1lYCB0YXJnZXRzIG5vdywgZm9yIHRoZSBzaWRlIG5vdCBnaXZlbi4gKi9cbmFzeW5jIGZ1bmN0aW9uIHNpemVPZihcbiAgY29ubjogQ29ubmVjdGlvbixcbiAgbmFtZTogc3RyaW5nLFxuKTogUHJvbWlzZTx7IGNvbHM6IG51bWJlcjsgcm93czogbnVtYmVyIH0+IHtcbiAgY29uc3QgeyB0ZXh0IH0gPSBhd2FpdCByZXF1ZXN0T3JGYWlsKGNvbm4sIHtcbiAgICBvcDogXCJkaXNwbGF5LW1lc3NhZ2VcIixcbiAgICBuYW1lLFxuICAgIGZvcm1hdDogXCIje3dpbmRvd193aWR0aH0gI3t3aW5kb3dfaGVpZ2h0fVwiLFxuICAgIHByaW50OiB0cnVlLFxuICB9KTtcbiAgY29uc3QgW2NvbHMsIHJvd3NdID0gdGV4dC5zcGxpdChcIiBcIikubWFwKE51bWJlcik7XG4gIHJldHVybiB7IGNvbHMsIHJvd3MgfTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7OztDQUlDLEdBRUQsU0FBUyxRQUFRLFFBQVEsMkJBQTJCO0FBQ3BELFNBQ0UsU0FBUyxFQUNULGdCQUFnQixFQUNoQixjQUFjLEVBQ2QsYUFBYSxRQUNSLGlCQUFpQjtBQUN4QixTQUFTLGFBQWEsUUFBUSxnQkFBZ0I7QUFFOUMsU0FBUyxhQUFhLFFBQVEsZ0JBQWdCO0FBRzlDLE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sUUFBUTtFQUNSLFNBQVM7RUFDVCxPQUFPLENBQUM7Ozs7Ozs7O3lFQVErRCxDQUFDO0VBQ3hFLE1BQU0sS0FBSSxJQUFJLEVBQUUsTUFBTTtJQUNwQixNQUFNLEVBQUUsTUFBTSxFQUFFLFdBQVcsRUFBRSxHQUFHLGlCQUFpQixVQUFVLE1BQU07TUFDL0QsR0FBRyxhQUFhO01BQ2hCLE9BQU87UUFBRSxNQUFNO1FBQVUsT0FBTztNQUFJO01BQ3BDLFFBQVE7UUFBRSxNQUFNO1FBQVUsT0FBTztNQUFJO0lBQ3ZDO0lBQ0EsTUFBTSxRQUFRLE9BQU8sS0FBSyxLQUFLLGFBQWEsT0FBTyxNQUFNLEtBQUs7SUFDOUQsTUFBTSxFQUFFLElBQUksRUFBRSxNQUFNLENBQUMsR0FBRyxFQUFFLEVBQUUsR0FBRyxlQUM3QixRQUNBLFVBQ0EsT0FBTyxNQUFNLEVBQ2IsYUFDQSxRQUFRLElBQUksR0FDWjtVQUVJLE9BQU8sTUFBTSxjQUFjO0lBQ2pDLE1BQU0sTUFBTSxRQUFRLE1BQU0sT0FBTyxNQUFNLFFBQVE7SUFDL0MsTUFBTSxPQUFPLFVBQVUsUUFBUSxPQUFPLEtBQUssSUFBSSxHQUFHLEdBQUcsYUFDbkQsSUFBSyxJQUFJO0lBQ1gsTUFBTSxPQUFPLFVBQVUsUUFBUSxPQUFPLE1BQU0sSUFBSSxHQUFHLEdBQUcsYUFDcEQsSUFBSyxJQUFJO0lBQ1gsTUFBTSxjQUFjLE1BQU07TUFBRSxJQUFJO01BQVU7TUFBTTtNQUFNO0lBQUs7SUFDM0QsT0FBTztFQUNUO0FBQ0YsRUFBRTtBQUVGLHdFQUF3RSxHQUN4RSxlQUFlLE9BQ2IsSUFBZ0IsRUFDaEIsSUFBWTtFQUVaLE1BQU0sRUFBRSxJQUFJLEVBQUUsR0FBRyxNQUFNLGNBQWMsTUFBTTtJQUN6QyxJQUFJO0lBQ0o7SUFDQSxRQUFRO0lBQ1IsT0FBTztFQUNUO0VBQ0EsTUFBTSxDQUFDLE1BQU0sS0FBSyxHQUFHLEtBQUssS0FBSyxDQUFDLEtBQUssR0FBRyxDQUFDO0VBQ3pDLE9BQU87SUFBRTtJQUFNO0VBQUs7QUFDdEIifQ==
// denoCacheMetadata=7725473814020178619,5679917449237105139