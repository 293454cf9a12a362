/**
 * `berth display-message [-p] [-c CLIENT] [-t TARGET] [MESSAGE]` (tmux's
 * `display-message`, `display`): MESSAGE, with tmux's formats expanded
 * for the target (`protocol/format.ts`), on the status line of a client
 * attached there, or with `-p` on stdout. Inside a pane the target is
 * that pane, so a script learns where it runs:
 * `berth display-message -p '#S:#I.#P'`.
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { MAX_FORMAT } from "../../protocol/limits.ts";
import { printLine } from "../stdout.ts";
import { UserError } from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
export const command = {
  name: "display-message",
  summary: "Show a message (tmux's formats) on a client's status line, or print it",
  target: true,
  usage: `Usage: berth display-message [-p] [-c CLIENT] [-t TARGET] [MESSAGE]

Expands tmux's formats in MESSAGE for TARGET (inside a session, without
-t: the pane this command runs in) and shows it on the status line of the
client attached there that was active last (-c: that client; berth
list-clients names them), or with -p prints it. Without MESSAGE:
'[#S] #I:#W, current pane #P'.

Formats: #{NAME} is a variable's value (an unknown one is empty); #S #I
#W #P #D #T #H #h #F are session_name, window_index, window_name,
pane_index, pane_id (%N), pane_title, host, host_short, window_flags;
## is #. #{?NAME,THEN,ELSE} is THEN when NAME is neither empty nor 0;
#{=N:NAME} keeps N cells of it (-N: the last N); #{==:A,B} and tmux's
other operators compare (README, Formats). Variables: session_name
session_windows session_attached session_created, window_index
window_name window_id window_active window_flags window_panes
window_width window_height window_zoomed_flag, pane_index pane_id
pane_title pane_pid pane_current_command pane_current_path
pane_start_command pane_width pane_height pane_left pane_top pane_right
pane_bottom pane_active pane_dead pane_dead_status pane_tty pane_in_mode
cursor_x cursor_y history_size, client_name client_tty client_pid
client_width client_height client_readonly, host host_short.

Options:
  -p          print the message on stdout instead
  -c CLIENT   the client that shows it (and its client_* values)
  -t TARGET   SESSION, SESSION:WINDOW or SESSION:WINDOW.PANE (or %N)

Exit codes: 0 shown or printed; 1 no such target or client, no client
attached to show it (use -p), or bad arguments.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("display-message", args, DISPLAY_OPTIONS);
    const req = displayRequest(values, positionals);
    const name = paneTarget("display-message", req.name, global);
    const { text } = await paneRequest(global, {
      ...req,
      name
    });
    if (req.print) printLine(text);
    return 0;
  }
};
/** The options of `display-message` (the attach client parses them too). */ export const DISPLAY_OPTIONS = {
  print: {
    type: "boolean",
    short: "p"
  },
  client: {
    type: "string",
    short: "c"
  },
  target: {
    type: "string",
    short: "t"
  }
};
/** tmux's default message, without its time. */ const DEFAULT_FORMAT = "[#S] #I:#W, current pane #P";
/**
 * The request for the options given, its target as given ("" when none:
 * the caller's context decides); throws UserError on a mistake.
 */ export function displayRequest(values, positionals) {
  const format = positionals.length > 0 ? positionals.join(" ") : DEFAULT_FORMAT;
  if (format.length > MAX_FORMAT) {
    throw new UserError(`display-message: the message is over ${MAX_FORMAT} characters; shorten it`);
  }
  return {
    op: "display-message",
    name: values.target ?? "",
    format,
    ...values.print ? {
      print: true
    } : {},
    ...values.client !== undefined ? {
      client: values.client
    } : {}
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9kaXNwbGF5X21lc3NhZ2UudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggZGlzcGxheS1tZXNzYWdlIFstcF0gWy1jIENMSUVOVF0gWy10IFRBUkdFVF0gW01FU1NBR0VdYCAodG11eCdzXG4gKiBgZGlzcGxheS1tZXNzYWdlYCwgYGRpc3BsYXlgKTogTUVTU0FHRSwgd2l0aCB0bXV4J3MgZm9ybWF0cyBleHBhbmRlZFxuICogZm9yIHRoZSB0YXJnZXQgKGBwcm90b2NvbC9mb3JtYXQudHNgKSwgb24gdGhlIHN0YXR1cyBsaW5lIG9mIGEgY2xpZW50XG4gKiBhdHRhY2hlZCB0aGVyZSwgb3Igd2l0aCBgLXBgIG9uIHN0ZG91dC4gSW5zaWRlIGEgcGFuZSB0aGUgdGFyZ2V0IGlzXG4gKiB0aGF0IHBhbmUsIHNvIGEgc2NyaXB0IGxlYXJucyB3aGVyZSBpdCBydW5zOlxuICogYGJlcnRoIGRpc3BsYXktbWVzc2FnZSAtcCAnI1M6I0kuI1AnYC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgcGFyc2VDb21tYW5kQXJncyB9IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHsgTUFYX0ZPUk1BVCB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9saW1pdHMudHNcIjtcbmltcG9ydCB0eXBlIHsgUmVxdWVzdCB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHsgcHJpbnRMaW5lIH0gZnJvbSBcIi4uL3N0ZG91dC50c1wiO1xuaW1wb3J0IHsgdHlwZSBDb21tYW5kLCBVc2VyRXJyb3IgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBwYW5lUmVxdWVzdCwgcGFuZVRhcmdldCB9IGZyb20gXCIuL19wYW5lLnRzXCI7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcImRpc3BsYXktbWVzc2FnZVwiLFxuICBzdW1tYXJ5OlxuICAgIFwiU2hvdyBhIG1lc3NhZ2UgKHRtdXgncyBmb3JtYXRzKSBvbiBhIGNsaWVudCdzIHN0YXR1cyBsaW5lLCBvciBwcmludCBpdFwiLFxuICB0YXJnZXQ6IHRydWUsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIGRpc3BsYXktbWVzc2FnZSBbLXBdIFstYyBDTElFTlRdIFstdCBUQVJHRVRdIFtNRVNTQUdFXVxuXG5FeHBhbmRzIHRtdXgncyBmb3JtYXRzIGluIE1FU1NBR0UgZm9yIFRBUkdFVCAoaW5zaWRlIGEgc2Vzc2lvbiwgd2l0aG91dFxuLXQ6IHRoZSBwYW5lIHRoaXMgY29tbWFuZCBydW5zIGluKSBhbmQgc2hvd3MgaXQgb24gdGhlIHN0YXR1cyBsaW5lIG9mIHRoZVxuY2xpZW50IGF0dGFjaGVkIHRoZXJlIHRoYXQgd2FzIGFjdGl2ZSBsYXN0ICgtYzogdGhhdCBjbGllbnQ7IGJlcnRoXG5saXN0LWNsaWVudHMgbmFtZXMgdGhlbSksIG9yIHdpdGggLXAgcHJpbnRzIGl0LiBXaXRob3V0IE1FU1NBR0U6XG4nWyNTXSAjSTojVywgY3VycmVudCBwYW5lICNQJy5cblxuRm9ybWF0czogI3tOQU1FfSBpcyBhIHZhcmlhYmxlJ3MgdmFsdWUgKGFuIHVua25vd24gb25lIGlzIGVtcHR5KTsgI1MgI0lcbiNXICNQICNEICNUICNIICNoICNGIGFyZSBzZXNzaW9uX25hbWUsIHdpbmRvd19pbmRleCwgd2luZG93X25hbWUsXG5wYW5lX2luZGV4LCBwYW5lX2lkICglTiksIHBhbmVfdGl0bGUsIGhvc3QsIGhvc3Rfc2hvcnQsIHdpbmRvd19mbGFncztcbiMjIGlzICMuICN7P05BTUUsVEhFTixFTFNFfSBpcyBUSEVOIHdoZW4gTkFNRSBpcyBuZWl0aGVyIGVtcHR5IG5vciAwO1xuI3s9TjpOQU1FfSBrZWVwcyBOIGNlbGxzIG9mIGl0ICgtTjogdGhlIGxhc3QgTik7ICN7PT06QSxCfSBhbmQgdG11eCdzXG5vdGhlciBvcGVyYXRvcnMgY29tcGFyZSAoUkVBRE1FLCBGb3JtYXRzKS4gVmFyaWFibGVzOiBzZXNzaW9uX25hbWVcbnNlc3Npb25fd2luZG93cyBzZXNzaW9uX2F0dGFjaGVkIHNlc3Npb25fY3JlYXRlZCwgd2luZG93X2luZGV4XG53aW5kb3dfbmFtZSB3aW5kb3dfaWQgd2luZG93X2FjdGl2ZSB3aW5kb3dfZmxhZ3Mgd2luZG93X3BhbmVzXG53aW5kb3dfd2lkdGggd2luZG93X2hlaWdodCB3aW5kb3dfem9vbWVkX2ZsYWcsIHBhbmVfaW5kZXggcGFuZV9pZFxucGFuZV90aXRsZSBwYW5lX3BpZCBwYW5lX2N1cnJlbnRfY29tbWFuZCBwYW5lX2N1cnJlbnRfcGF0aFxucGFuZV9zdGFydF9jb21tYW5kIHBhbmVfd2lkdGggcGFuZV9oZWlnaHQgcGFuZV9sZWZ0IHBhbmVfdG9wIHBhbmVfcmlnaHRcbnBhbmVfYm90dG9tIHBhbmVfYWN0aXZlIHBhbmVfZGVhZCBwYW5lX2RlYWRfc3RhdHVzIHBhbmVfdHR5IHBhbmVfaW5fbW9kZVxuY3Vyc29yX3ggY3Vyc29yX3kgaGlzdG9yeV9zaXplLCBjbGllbnRfbmFtZSBjbGllbnRfdHR5IGNsaWVudF9waWRcbmNsaWVudF93aWR0aCBjbGllbnRfaGVpZ2h0IGNsaWVudF9yZWFkb25seSwgaG9zdCBob3N0X3Nob3J0LlxuXG5PcHRpb25zOlxuICAtcCAgICAgICAgICBwcmludCB0aGUgbWVzc2FnZSBvbiBzdGRvdXQgaW5zdGVhZFxuICAtYyBDTElFTlQgICB0aGUgY2xpZW50IHRoYXQgc2hvd3MgaXQgKGFuZCBpdHMgY2xpZW50XyogdmFsdWVzKVxuICAtdCBUQVJHRVQgICBTRVNTSU9OLCBTRVNTSU9OOldJTkRPVyBvciBTRVNTSU9OOldJTkRPVy5QQU5FIChvciAlTilcblxuRXhpdCBjb2RlczogMCBzaG93biBvciBwcmludGVkOyAxIG5vIHN1Y2ggdGFyZ2V0IG9yIGNsaWVudCwgbm8gY2xpZW50XG5hdHRhY2hlZCB0byBzaG93IGl0ICh1c2UgLXApLCBvciBiYWQgYXJndW1lbnRzLmAsXG4gIGFzeW5jIHJ1bihhcmdzLCBnbG9iYWwpIHtcbiAgICBjb25zdCB7IHZhbHVlcywgcG9zaXRpb25hbHMgfSA9IHBhcnNlQ29tbWFuZEFyZ3MoXG4gICAgICBcImRpc3BsYXktbWVzc2FnZVwiLFxuICAgICAgYXJncyxcbiAgICAgIERJU1BMQVlfT1BUSU9OUyxcbiAgICApO1xuICAgIGNvbnN0IHJlcSA9IGRpc3BsYXlSZXF1ZXN0KHZhbHVlcywgcG9zaXRpb25hbHMpO1xuICAgIGNvbnN0IG5hbWUgPSBwYW5lVGFyZ2V0KFwiZGlzcGxheS1tZXNzYWdlXCIsIHJlcS5uYW1lLCBnbG9iYWwpO1xuICAgIGNvbnN0IHsgdGV4dCB9ID0gYXdhaXQgcGFuZVJlcXVlc3QoZ2xvYmFsLCB7IC4uLnJlcSwgbmFtZSB9KTtcbiAgICBpZiAocmVxLnByaW50KSBwcmludExpbmUodGV4dCk7XG4gICAgcmV0dXJuIDA7XG4gIH0sXG59O1xuXG4vKiogVGhlIG9wdGlvbnMgb2YgYGRpc3BsYXktbWVzc2FnZWAgKHRoZSBhdHRhY2ggY2xpZW50IHBhcnNlcyB0aGVtIHRvbykuICovXG5leHBvcnQgY29uc3QgRElTUExBWV9PUFRJT05TID0ge1xuICBwcmludDogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwicFwiIH0sXG4gIGNsaWVudDogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJjXCIgfSxcbiAgdGFyZ2V0OiB7IHR5cGU6IFwic3RyaW5nXCIsIHNob3J0OiBcInRcIiB9LFxufSBhcyBjb25zdDtcblxuLyoqIHRtdXgncyBkZWZhdWx0IG1lc3NhZ2UsIHdpdGhvdXQgaXRzIHRpbWUuICovXG5jb25zdCBERUZBVUxUX0ZPUk1BVCA9IFwiWyNTXSAjSTojVywgY3VycmVudCBwYW5lICNQXCI7XG5cbnR5cGUgRGlzcGxheVJlcXVlc3QgPSBFeHRyYWN0PFJlcXVlc3QsIHsgb3A6IFwiZGlzcGxheS1tZXNzYWdlXCIgfT47XG5cbi8qKlxuICogVGhlIHJlcXVlc3QgZm9yIHRoZSBvcHRpb25zIGdpdmVuLCBpdHMgdGFyZ2V0IGFzIGdpdmVuIChcIlwiIHdoZW4gbm9uZTpcbiAqIHRoZSBjYWxsZXIncyBjb250ZXh0IGRlY2lkZXMpOyB0aHJvd3MgVXNlckVycm9yIG9uIGEgbWlzdGFrZS5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGRpc3BsYXlSZXF1ZXN0KFxuICB2YWx1ZXM6IHsgcHJpbnQ/OiBib29sZWFuOyBjbGllbnQ/OiBzdHJpbmc7IHRhcmdldD86IHN0cmluZyB9LFxuICBwb3NpdGlvbmFsczogc3RyaW5nW10sXG4pOiBEaXNwbGF5UmVxdWVzdCB7XG4gIGNvbnN0IGZvcm1hdCA9IHBvc2l0aW9uYWxzLmxlbmd0aCA+IDBcbiAgICA/IHBvc2l0aW9uYWxzLmpvaW4oXCIgXCIpXG4gICAgOiBERUZBVUxUX0ZPUk1BVDtcbiAgaWYgKGZvcm1hdC5sZW5ndGggPiBNQVhfRk9STUFUKSB7XG4gICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgIGBkaXNwbGF5LW1lc3NhZ2U6IHRoZSBtZXNzYWdlIGlzIG92ZXIgJHtNQVhfRk9STUFUfSBjaGFyYWN0ZXJzOyBzaG9ydGVuIGl0YCxcbiAgICApO1xuICB9XG4gIHJldHVybiB7XG4gICAgb3A6IFwiZGlzcGxheS1tZXNzYWdlXCIsXG4gICAgbmFtZTogdmFsdWVzLnRhcmdldCA/PyBcIlwiLFxuICAgIGZvcm1hdCxcbiAgICAuLi4odmFsdWVzLnByaW50ID8geyBwcmludDogdHJ1ZSB9IDoge30pLFxuICAgIC4uLih2YWx1ZXMuY2xpZW50ICE9PSB1bmRlZmluZWQgPyB7IGNsaWVudDogdmFsdWVzLmNsaWVudCB9IDoge30pLFxuICB9O1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Q0FTQyxHQUVELFNBQVMsZ0JBQWdCLFFBQVEsaUJBQWlCO0FBQ2xELFNBQVMsVUFBVSxRQUFRLDJCQUEyQjtBQUV0RCxTQUFTLFNBQVMsUUFBUSxlQUFlO0FBQ3pDLFNBQXVCLFNBQVMsUUFBUSxlQUFlO0FBQ3ZELFNBQVMsV0FBVyxFQUFFLFVBQVUsUUFBUSxhQUFhO0FBRXJELE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sU0FDRTtFQUNGLFFBQVE7RUFDUixPQUFPLENBQUM7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OytDQTZCcUMsQ0FBQztFQUM5QyxNQUFNLEtBQUksSUFBSSxFQUFFLE1BQU07SUFDcEIsTUFBTSxFQUFFLE1BQU0sRUFBRSxXQUFXLEVBQUUsR0FBRyxpQkFDOUIsbUJBQ0EsTUFDQTtJQUVGLE1BQU0sTUFBTSxlQUFlLFFBQVE7SUFDbkMsTUFBTSxPQUFPLFdBQVcsbUJBQW1CLElBQUksSUFBSSxFQUFFO0lBQ3JELE1BQU0sRUFBRSxJQUFJLEVBQUUsR0FBRyxNQUFNLFlBQVksUUFBUTtNQUFFLEdBQUcsR0FBRztNQUFFO0lBQUs7SUFDMUQsSUFBSSxJQUFJLEtBQUssRUFBRSxVQUFVO0lBQ3pCLE9BQU87RUFDVDtBQUNGLEVBQUU7QUFFRiwwRUFBMEUsR0FDMUUsT0FBTyxNQUFNLGtCQUFrQjtFQUM3QixPQUFPO0lBQUUsTUFBTTtJQUFXLE9BQU87RUFBSTtFQUNyQyxRQUFRO0lBQUUsTUFBTTtJQUFVLE9BQU87RUFBSTtFQUNyQyxRQUFRO0lBQUUsTUFBTTtJQUFVLE9BQU87RUFBSTtBQUN2QyxFQUFXO0FBRVgsOENBQThDLEdBQzlDLE1BQU0saUJBQWlCO0FBSXZCOzs7Q0FHQyxHQUNELE9BQU8sU0FBUyxlQUNkLE1BQTZELEVBQzdELFdBQXFCO0VBRXJCLE1BQU0sU0FBUyxZQUFZLE1BQU0sR0FBRyxJQUNoQyxZQUFZLElBQUksQ0FBQyxPQUNqQjtFQUNKLElBQUksT0FBTyxNQUFNLEdBQUcsWUFBWTtJQUM5QixNQUFNLElBQUksVUFDUixDQUFDLHFDQUFxQyxFQUFFLFdBQVcsdUJBQXVCLENBQUM7RUFFL0U7RUFDQSxPQUFPO0lBQ0wsSUFBSTtJQUNKLE1BQU0sT0FBTyxNQUFNLElBQUk7SUFDdkI7SUFDQSxHQUFJLE9BQU8sS0FBSyxHQUFHO01BQUUsT0FBTztJQUFLLElBQUksQ0FBQyxDQUFDO0lBQ3ZDLEdBQUksT0FBTyxNQUFNLEtBQUssWUFBWTtNQUFFLFFBQVEsT0FBTyxNQUFNO0lBQUMsSUFBSSxDQUFDLENBQUM7RUFDbEU7QUFDRiJ9
// denoCacheMetadata=17500162310752794230,7224683121287068185