/**
 * The bound commands that act on the attach client itself rather than
 * through a new connection (as `detach-client` and `copy-mode` do):
 * `switch-client` (this client moves, over its own connection: prefix
 * `(` `)` `L`), `choose-tree` (prefix `s`, `w`), `choose-client` (prefix
 * `D`), `display-panes` (prefix `q`) and `display-message` (its message
 * shows on this client's status line).
 *
 * @module
 */ import { CHOOSER_COMMANDS } from "./own_commands.ts";
import { parseCommandArgs } from "../cli_args.ts";
import { splitCommandLine } from "../commands/_command_runner.ts";
import { SWITCH_OPTIONS, switchRequest } from "../commands/switch_client.ts";
import { DISPLAY_OPTIONS, displayRequest } from "../commands/display_message.ts";
const NAMES = new Set(CHOOSER_COMMANDS);
/**
 * The client command `line` is, or null for any other command line.
 * Throws (a UserError, one line) when its options are wrong.
 */ export function clientCommand(line) {
  const words = line.trim().split(/\s+/);
  if (!NAMES.has(words[0])) return null;
  const [name, ...args] = splitCommandLine(line);
  switch(name){
    case "switch-client":
    case "switchc":
      {
        const { values, positionals } = parseCommandArgs(name, args, SWITCH_OPTIONS);
        return {
          kind: "switch",
          req: switchRequest(values, positionals)
        };
      }
    case "display-message":
    case "display":
      {
        const { values, positionals } = parseCommandArgs(name, args, DISPLAY_OPTIONS);
        return {
          kind: "display",
          req: displayRequest(values, positionals)
        };
      }
    case "choose-tree":
      return {
        kind: "choose-tree",
        windows: args.includes("-w")
      };
    case "choose-session":
      return {
        kind: "choose-tree",
        windows: false
      };
    case "choose-window":
      return {
        kind: "choose-tree",
        windows: true
      };
    case "choose-client":
      return {
        kind: "choose-client"
      };
    default:
      return {
        kind: "display-panes"
      };
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvY2hvb3Nlcl9jb21tYW5kcy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBib3VuZCBjb21tYW5kcyB0aGF0IGFjdCBvbiB0aGUgYXR0YWNoIGNsaWVudCBpdHNlbGYgcmF0aGVyIHRoYW5cbiAqIHRocm91Z2ggYSBuZXcgY29ubmVjdGlvbiAoYXMgYGRldGFjaC1jbGllbnRgIGFuZCBgY29weS1tb2RlYCBkbyk6XG4gKiBgc3dpdGNoLWNsaWVudGAgKHRoaXMgY2xpZW50IG1vdmVzLCBvdmVyIGl0cyBvd24gY29ubmVjdGlvbjogcHJlZml4XG4gKiBgKGAgYClgIGBMYCksIGBjaG9vc2UtdHJlZWAgKHByZWZpeCBgc2AsIGB3YCksIGBjaG9vc2UtY2xpZW50YCAocHJlZml4XG4gKiBgRGApLCBgZGlzcGxheS1wYW5lc2AgKHByZWZpeCBgcWApIGFuZCBgZGlzcGxheS1tZXNzYWdlYCAoaXRzIG1lc3NhZ2VcbiAqIHNob3dzIG9uIHRoaXMgY2xpZW50J3Mgc3RhdHVzIGxpbmUpLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgdHlwZSB7IFJlcXVlc3QgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7IENIT09TRVJfQ09NTUFORFMgfSBmcm9tIFwiLi9vd25fY29tbWFuZHMudHNcIjtcbmltcG9ydCB7IHBhcnNlQ29tbWFuZEFyZ3MgfSBmcm9tIFwiLi4vY2xpX2FyZ3MudHNcIjtcbmltcG9ydCB7IHNwbGl0Q29tbWFuZExpbmUgfSBmcm9tIFwiLi4vY29tbWFuZHMvX2NvbW1hbmRfcnVubmVyLnRzXCI7XG5pbXBvcnQgeyBTV0lUQ0hfT1BUSU9OUywgc3dpdGNoUmVxdWVzdCB9IGZyb20gXCIuLi9jb21tYW5kcy9zd2l0Y2hfY2xpZW50LnRzXCI7XG5pbXBvcnQge1xuICBESVNQTEFZX09QVElPTlMsXG4gIGRpc3BsYXlSZXF1ZXN0LFxufSBmcm9tIFwiLi4vY29tbWFuZHMvZGlzcGxheV9tZXNzYWdlLnRzXCI7XG5cbi8qKiBXaGF0IGEgY29tbWFuZCBsaW5lIGFza3Mgb2YgdGhlIGF0dGFjaCBjbGllbnQuICovXG5leHBvcnQgdHlwZSBDbGllbnRDb21tYW5kID1cbiAgfCB7IGtpbmQ6IFwic3dpdGNoXCI7IHJlcTogRXh0cmFjdDxSZXF1ZXN0LCB7IG9wOiBcInN3aXRjaC1jbGllbnRcIiB9PiB9XG4gIHwgeyBraW5kOiBcImRpc3BsYXlcIjsgcmVxOiBFeHRyYWN0PFJlcXVlc3QsIHsgb3A6IFwiZGlzcGxheS1tZXNzYWdlXCIgfT4gfVxuICB8IHsga2luZDogXCJjaG9vc2UtdHJlZVwiOyB3aW5kb3dzOiBib29sZWFuIH1cbiAgfCB7IGtpbmQ6IFwiY2hvb3NlLWNsaWVudFwiIH1cbiAgfCB7IGtpbmQ6IFwiZGlzcGxheS1wYW5lc1wiIH07XG5cbmNvbnN0IE5BTUVTID0gbmV3IFNldChDSE9PU0VSX0NPTU1BTkRTKTtcblxuLyoqXG4gKiBUaGUgY2xpZW50IGNvbW1hbmQgYGxpbmVgIGlzLCBvciBudWxsIGZvciBhbnkgb3RoZXIgY29tbWFuZCBsaW5lLlxuICogVGhyb3dzIChhIFVzZXJFcnJvciwgb25lIGxpbmUpIHdoZW4gaXRzIG9wdGlvbnMgYXJlIHdyb25nLlxuICovXG5leHBvcnQgZnVuY3Rpb24gY2xpZW50Q29tbWFuZChsaW5lOiBzdHJpbmcpOiBDbGllbnRDb21tYW5kIHwgbnVsbCB7XG4gIGNvbnN0IHdvcmRzID0gbGluZS50cmltKCkuc3BsaXQoL1xccysvKTtcbiAgaWYgKCFOQU1FUy5oYXMod29yZHNbMF0pKSByZXR1cm4gbnVsbDtcbiAgY29uc3QgW25hbWUsIC4uLmFyZ3NdID0gc3BsaXRDb21tYW5kTGluZShsaW5lKTtcbiAgc3dpdGNoIChuYW1lKSB7XG4gICAgY2FzZSBcInN3aXRjaC1jbGllbnRcIjpcbiAgICBjYXNlIFwic3dpdGNoY1wiOiB7XG4gICAgICBjb25zdCB7IHZhbHVlcywgcG9zaXRpb25hbHMgfSA9IHBhcnNlQ29tbWFuZEFyZ3MoXG4gICAgICAgIG5hbWUsXG4gICAgICAgIGFyZ3MsXG4gICAgICAgIFNXSVRDSF9PUFRJT05TLFxuICAgICAgKTtcbiAgICAgIHJldHVybiB7IGtpbmQ6IFwic3dpdGNoXCIsIHJlcTogc3dpdGNoUmVxdWVzdCh2YWx1ZXMsIHBvc2l0aW9uYWxzKSB9O1xuICAgIH1cbiAgICBjYXNlIFwiZGlzcGxheS1tZXNzYWdlXCI6XG4gICAgY2FzZSBcImRpc3BsYXlcIjoge1xuICAgICAgY29uc3QgeyB2YWx1ZXMsIHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFxuICAgICAgICBuYW1lLFxuICAgICAgICBhcmdzLFxuICAgICAgICBESVNQTEFZX09QVElPTlMsXG4gICAgICApO1xuICAgICAgcmV0dXJuIHsga2luZDogXCJkaXNwbGF5XCIsIHJlcTogZGlzcGxheVJlcXVlc3QodmFsdWVzLCBwb3NpdGlvbmFscykgfTtcbiAgICB9XG4gICAgY2FzZSBcImNob29zZS10cmVlXCI6XG4gICAgICByZXR1cm4geyBraW5kOiBcImNob29zZS10cmVlXCIsIHdpbmRvd3M6IGFyZ3MuaW5jbHVkZXMoXCItd1wiKSB9O1xuICAgIGNhc2UgXCJjaG9vc2Utc2Vzc2lvblwiOlxuICAgICAgcmV0dXJuIHsga2luZDogXCJjaG9vc2UtdHJlZVwiLCB3aW5kb3dzOiBmYWxzZSB9O1xuICAgIGNhc2UgXCJjaG9vc2Utd2luZG93XCI6XG4gICAgICByZXR1cm4geyBraW5kOiBcImNob29zZS10cmVlXCIsIHdpbmRvd3M6IHRydWUgfTtcbiAgICBjYXNlIFwiY2hvb3NlLWNsaWVudFwiOlxuICAgICAgcmV0dXJuIHsga2luZDogXCJjaG9vc2UtY2xpZW50XCIgfTtcbiAgICBkZWZhdWx0OlxuICAgICAgcmV0dXJuIHsga2luZDogXCJkaXNwbGF5LXBhbmVzXCIgfTtcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Q0FTQyxHQUdELFNBQVMsZ0JBQWdCLFFBQVEsb0JBQW9CO0FBQ3JELFNBQVMsZ0JBQWdCLFFBQVEsaUJBQWlCO0FBQ2xELFNBQVMsZ0JBQWdCLFFBQVEsaUNBQWlDO0FBQ2xFLFNBQVMsY0FBYyxFQUFFLGFBQWEsUUFBUSwrQkFBK0I7QUFDN0UsU0FDRSxlQUFlLEVBQ2YsY0FBYyxRQUNULGlDQUFpQztBQVV4QyxNQUFNLFFBQVEsSUFBSSxJQUFJO0FBRXRCOzs7Q0FHQyxHQUNELE9BQU8sU0FBUyxjQUFjLElBQVk7RUFDeEMsTUFBTSxRQUFRLEtBQUssSUFBSSxHQUFHLEtBQUssQ0FBQztFQUNoQyxJQUFJLENBQUMsTUFBTSxHQUFHLENBQUMsS0FBSyxDQUFDLEVBQUUsR0FBRyxPQUFPO0VBQ2pDLE1BQU0sQ0FBQyxNQUFNLEdBQUcsS0FBSyxHQUFHLGlCQUFpQjtFQUN6QyxPQUFRO0lBQ04sS0FBSztJQUNMLEtBQUs7TUFBVztRQUNkLE1BQU0sRUFBRSxNQUFNLEVBQUUsV0FBVyxFQUFFLEdBQUcsaUJBQzlCLE1BQ0EsTUFDQTtRQUVGLE9BQU87VUFBRSxNQUFNO1VBQVUsS0FBSyxjQUFjLFFBQVE7UUFBYTtNQUNuRTtJQUNBLEtBQUs7SUFDTCxLQUFLO01BQVc7UUFDZCxNQUFNLEVBQUUsTUFBTSxFQUFFLFdBQVcsRUFBRSxHQUFHLGlCQUM5QixNQUNBLE1BQ0E7UUFFRixPQUFPO1VBQUUsTUFBTTtVQUFXLEtBQUssZUFBZSxRQUFRO1FBQWE7TUFDckU7SUFDQSxLQUFLO01BQ0gsT0FBTztRQUFFLE1BQU07UUFBZSxTQUFTLEtBQUssUUFBUSxDQUFDO01BQU07SUFDN0QsS0FBSztNQUNILE9BQU87UUFBRSxNQUFNO1FBQWUsU0FBUztNQUFNO0lBQy9DLEtBQUs7TUFDSCxPQUFPO1FBQUUsTUFBTTtRQUFlLFNBQVM7TUFBSztJQUM5QyxLQUFLO01BQ0gsT0FBTztRQUFFLE1BQU07TUFBZ0I7SUFDakM7TUFDRSxPQUFPO1FBQUUsTUFBTTtNQUFnQjtFQUNuQztBQUNGIn0=
// denoCacheMetadata=7036272539324106977,13637017231115429627