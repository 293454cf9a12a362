/**
 * `berth has-session -t NAME`: whether a session exists, for scripts (as
 * tmux's `has-session`): silent exit 0 when it does, one line and exit 1
 * when it does not or no daemon runs.
 *
 * @module
 */ import { parseCommandArgs, sessionAndRest, TARGET_OPTION } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
export const command = {
  name: "has-session",
  target: true,
  summary: "Exit 0 if a session exists, 1 if not (for scripts)",
  usage: `Usage: berth has-session [-t] NAME

Prints nothing and exits 0 when session NAME exists (also one kept with
--keep after its program exited); says it does not and exits 1 otherwise.
NAME is found as every target: the exact name, else a unique prefix of one
(as tmux's; =NAME takes the exact name only), a session id ($N), or a
pane id (%N); a target with a window or pane (work:1, work.1, tmux's)
needs them to exist too.

Exit codes: 0 it exists; 1 it does not, no daemon runs, or bad arguments.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("has-session", args, TARGET_OPTION);
    const { name } = sessionAndRest(global, "has-session", values.target, positionals, 0);
    using conn = await connectOrFail(global);
    // The daemon finds the session as every target: an exact name, else a
    // unique prefix (tmux's; scripts write =NAME for the exact name only),
    // or a pane id's session. The smallest request that resolves one.
    await requestOrFail(conn, {
      op: "list-windows",
      name
    });
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9oYXNfc2Vzc2lvbi50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIGBiZXJ0aCBoYXMtc2Vzc2lvbiAtdCBOQU1FYDogd2hldGhlciBhIHNlc3Npb24gZXhpc3RzLCBmb3Igc2NyaXB0cyAoYXNcbiAqIHRtdXgncyBgaGFzLXNlc3Npb25gKTogc2lsZW50IGV4aXQgMCB3aGVuIGl0IGRvZXMsIG9uZSBsaW5lIGFuZCBleGl0IDFcbiAqIHdoZW4gaXQgZG9lcyBub3Qgb3Igbm8gZGFlbW9uIHJ1bnMuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7XG4gIHBhcnNlQ29tbWFuZEFyZ3MsXG4gIHNlc3Npb25BbmRSZXN0LFxuICBUQVJHRVRfT1BUSU9OLFxufSBmcm9tIFwiLi4vY2xpX2FyZ3MudHNcIjtcbmltcG9ydCB0eXBlIHsgQ29tbWFuZCB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbmltcG9ydCB7IGNvbm5lY3RPckZhaWwgfSBmcm9tIFwiLi9fY29ubmVjdC50c1wiO1xuaW1wb3J0IHsgcmVxdWVzdE9yRmFpbCB9IGZyb20gXCIuL19yZXF1ZXN0LnRzXCI7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcImhhcy1zZXNzaW9uXCIsXG4gIHRhcmdldDogdHJ1ZSxcbiAgc3VtbWFyeTogXCJFeGl0IDAgaWYgYSBzZXNzaW9uIGV4aXN0cywgMSBpZiBub3QgKGZvciBzY3JpcHRzKVwiLFxuICB1c2FnZTogYFVzYWdlOiBiZXJ0aCBoYXMtc2Vzc2lvbiBbLXRdIE5BTUVcblxuUHJpbnRzIG5vdGhpbmcgYW5kIGV4aXRzIDAgd2hlbiBzZXNzaW9uIE5BTUUgZXhpc3RzIChhbHNvIG9uZSBrZXB0IHdpdGhcbi0ta2VlcCBhZnRlciBpdHMgcHJvZ3JhbSBleGl0ZWQpOyBzYXlzIGl0IGRvZXMgbm90IGFuZCBleGl0cyAxIG90aGVyd2lzZS5cbk5BTUUgaXMgZm91bmQgYXMgZXZlcnkgdGFyZ2V0OiB0aGUgZXhhY3QgbmFtZSwgZWxzZSBhIHVuaXF1ZSBwcmVmaXggb2Ygb25lXG4oYXMgdG11eCdzOyA9TkFNRSB0YWtlcyB0aGUgZXhhY3QgbmFtZSBvbmx5KSwgYSBzZXNzaW9uIGlkICgkTiksIG9yIGFcbnBhbmUgaWQgKCVOKTsgYSB0YXJnZXQgd2l0aCBhIHdpbmRvdyBvciBwYW5lICh3b3JrOjEsIHdvcmsuMSwgdG11eCdzKVxubmVlZHMgdGhlbSB0byBleGlzdCB0b28uXG5cbkV4aXQgY29kZXM6IDAgaXQgZXhpc3RzOyAxIGl0IGRvZXMgbm90LCBubyBkYWVtb24gcnVucywgb3IgYmFkIGFyZ3VtZW50cy5gLFxuICBhc3luYyBydW4oYXJncywgZ2xvYmFsKSB7XG4gICAgY29uc3QgeyB2YWx1ZXMsIHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFxuICAgICAgXCJoYXMtc2Vzc2lvblwiLFxuICAgICAgYXJncyxcbiAgICAgIFRBUkdFVF9PUFRJT04sXG4gICAgKTtcbiAgICBjb25zdCB7IG5hbWUgfSA9IHNlc3Npb25BbmRSZXN0KFxuICAgICAgZ2xvYmFsLFxuICAgICAgXCJoYXMtc2Vzc2lvblwiLFxuICAgICAgdmFsdWVzLnRhcmdldCxcbiAgICAgIHBvc2l0aW9uYWxzLFxuICAgICAgMCxcbiAgICApO1xuICAgIHVzaW5nIGNvbm4gPSBhd2FpdCBjb25uZWN0T3JGYWlsKGdsb2JhbCk7XG4gICAgLy8gVGhlIGRhZW1vbiBmaW5kcyB0aGUgc2Vzc2lvbiBhcyBldmVyeSB0YXJnZXQ6IGFuIGV4YWN0IG5hbWUsIGVsc2UgYVxuICAgIC8vIHVuaXF1ZSBwcmVmaXggKHRtdXgnczsgc2NyaXB0cyB3cml0ZSA9TkFNRSBmb3IgdGhlIGV4YWN0IG5hbWUgb25seSksXG4gICAgLy8gb3IgYSBwYW5lIGlkJ3Mgc2Vzc2lvbi4gVGhlIHNtYWxsZXN0IHJlcXVlc3QgdGhhdCByZXNvbHZlcyBvbmUuXG4gICAgYXdhaXQgcmVxdWVzdE9yRmFpbChjb25uLCB7IG9wOiBcImxpc3Qtd2luZG93c1wiLCBuYW1lIH0pO1xuICAgIHJldHVybiAwO1xuICB9LFxufTtcbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7O0NBTUMsR0FFRCxTQUNFLGdCQUFnQixFQUNoQixjQUFjLEVBQ2QsYUFBYSxRQUNSLGlCQUFpQjtBQUV4QixTQUFTLGFBQWEsUUFBUSxnQkFBZ0I7QUFDOUMsU0FBUyxhQUFhLFFBQVEsZ0JBQWdCO0FBRTlDLE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sUUFBUTtFQUNSLFNBQVM7RUFDVCxPQUFPLENBQUM7Ozs7Ozs7Ozt5RUFTK0QsQ0FBQztFQUN4RSxNQUFNLEtBQUksSUFBSSxFQUFFLE1BQU07SUFDcEIsTUFBTSxFQUFFLE1BQU0sRUFBRSxXQUFXLEVBQUUsR0FBRyxpQkFDOUIsZUFDQSxNQUNBO0lBRUYsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLGVBQ2YsUUFDQSxlQUNBLE9BQU8sTUFBTSxFQUNiLGFBQ0E7VUFFSSxPQUFPLE1BQU0sY0FBYztJQUNqQyxzRUFBc0U7SUFDdEUsdUVBQXVFO0lBQ3ZFLGtFQUFrRTtJQUNsRSxNQUFNLGNBQWMsTUFBTTtNQUFFLElBQUk7TUFBZ0I7SUFBSztJQUNyRCxPQUFPO0VBQ1Q7QUFDRixFQUFFIn0=
// denoCacheMetadata=11477109291230129076,1331268169476212903