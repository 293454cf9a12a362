/**
 * tmux's `-P -F FORMAT` of the commands that make a pane (`new`,
 * `new-window`, `split-window`): scripts print `#{pane_id}` of the pane
 * they made to drive it by that afterwards.
 *
 * @module
 */ import { MAX_FORMAT } from "../../protocol/limits.ts";
import { printLine } from "../stdout.ts";
import { UserError } from "./command.ts";
import { paneRequest } from "./_pane.ts";
/**
 * Checks `-F` before anything is made: it goes with `-P` (as in tmux,
 * where -F alone prints nothing; berth says so rather than ignore it) and
 * not with `--json`.
 */ export function checkPrintFormat(cmd, values) {
  if (values.format === undefined) return;
  if (!values.print || values.json) {
    throw new UserError(`${cmd} -F goes with -P, not --json`);
  }
  if (values.format.length > MAX_FORMAT) {
    throw new UserError(`${cmd} -F: the format is over ${MAX_FORMAT} characters; shorten it`);
  }
}
/**
 * Prints what was made: `format` expanded for the new pane, else its
 * target as the daemon answered it. The pane is named by its id when the
 * daemon gave it: its index may already be another pane's (it exited at
 * once, or a pane was added before it).
 */ export async function printMade(global, made, format) {
  const { target, paneId } = made;
  if (format === undefined) return printLine(target);
  const session = target.slice(0, target.lastIndexOf(":"));
  const { text } = await paneRequest(global, {
    op: "display-message",
    name: paneId === undefined || !session ? target : `${session}:%${paneId}`,
    format,
    print: true
  });
  printLine(text);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9fcHJpbnRfbmV3LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogdG11eCdzIGAtUCAtRiBGT1JNQVRgIG9mIHRoZSBjb21tYW5kcyB0aGF0IG1ha2UgYSBwYW5lIChgbmV3YCxcbiAqIGBuZXctd2luZG93YCwgYHNwbGl0LXdpbmRvd2ApOiBzY3JpcHRzIHByaW50IGAje3BhbmVfaWR9YCBvZiB0aGUgcGFuZVxuICogdGhleSBtYWRlIHRvIGRyaXZlIGl0IGJ5IHRoYXQgYWZ0ZXJ3YXJkcy5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgTUFYX0ZPUk1BVCB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9saW1pdHMudHNcIjtcbmltcG9ydCB7IHByaW50TGluZSB9IGZyb20gXCIuLi9zdGRvdXQudHNcIjtcbmltcG9ydCB0eXBlIHsgR2xvYmFsT3B0aW9ucyB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbmltcG9ydCB7IFVzZXJFcnJvciB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbmltcG9ydCB7IHBhbmVSZXF1ZXN0IH0gZnJvbSBcIi4vX3BhbmUudHNcIjtcblxuLyoqXG4gKiBDaGVja3MgYC1GYCBiZWZvcmUgYW55dGhpbmcgaXMgbWFkZTogaXQgZ29lcyB3aXRoIGAtUGAgKGFzIGluIHRtdXgsXG4gKiB3aGVyZSAtRiBhbG9uZSBwcmludHMgbm90aGluZzsgYmVydGggc2F5cyBzbyByYXRoZXIgdGhhbiBpZ25vcmUgaXQpIGFuZFxuICogbm90IHdpdGggYC0tanNvbmAuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjaGVja1ByaW50Rm9ybWF0KFxuICBjbWQ6IHN0cmluZyxcbiAgdmFsdWVzOiB7IHByaW50PzogYm9vbGVhbjsganNvbj86IGJvb2xlYW47IGZvcm1hdD86IHN0cmluZyB9LFxuKTogdm9pZCB7XG4gIGlmICh2YWx1ZXMuZm9ybWF0ID09PSB1bmRlZmluZWQpIHJldHVybjtcbiAgaWYgKCF2YWx1ZXMucHJpbnQgfHwgdmFsdWVzLmpzb24pIHtcbiAgICB0aHJvdyBuZXcgVXNlckVycm9yKGAke2NtZH0gLUYgZ29lcyB3aXRoIC1QLCBub3QgLS1qc29uYCk7XG4gIH1cbiAgaWYgKHZhbHVlcy5mb3JtYXQubGVuZ3RoID4gTUFYX0ZPUk1BVCkge1xuICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICBgJHtjbWR9IC1GOiB0aGUgZm9ybWF0IGlzIG92ZXIgJHtNQVhfRk9STUFUfSBjaGFyYWN0ZXJzOyBzaG9ydGVuIGl0YCxcbiAgICApO1xuICB9XG59XG5cbi8qKlxuICogUHJpbnRzIHdoYXQgd2FzIG1hZGU6IGBmb3JtYXRgIGV4cGFuZGVkIGZvciB0aGUgbmV3IHBhbmUsIGVsc2UgaXRzXG4gKiB0YXJnZXQgYXMgdGhlIGRhZW1vbiBhbnN3ZXJlZCBpdC4gVGhlIHBhbmUgaXMgbmFtZWQgYnkgaXRzIGlkIHdoZW4gdGhlXG4gKiBkYWVtb24gZ2F2ZSBpdDogaXRzIGluZGV4IG1heSBhbHJlYWR5IGJlIGFub3RoZXIgcGFuZSdzIChpdCBleGl0ZWQgYXRcbiAqIG9uY2UsIG9yIGEgcGFuZSB3YXMgYWRkZWQgYmVmb3JlIGl0KS5cbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIHByaW50TWFkZShcbiAgZ2xvYmFsOiBHbG9iYWxPcHRpb25zLFxuICBtYWRlOiB7IHRhcmdldDogc3RyaW5nOyBwYW5lSWQ/OiBudW1iZXIgfSxcbiAgZm9ybWF0OiBzdHJpbmcgfCB1bmRlZmluZWQsXG4pOiBQcm9taXNlPHZvaWQ+IHtcbiAgY29uc3QgeyB0YXJnZXQsIHBhbmVJZCB9ID0gbWFkZTtcbiAgaWYgKGZvcm1hdCA9PT0gdW5kZWZpbmVkKSByZXR1cm4gcHJpbnRMaW5lKHRhcmdldCk7XG4gIGNvbnN0IHNlc3Npb24gPSB0YXJnZXQuc2xpY2UoMCwgdGFyZ2V0Lmxhc3RJbmRleE9mKFwiOlwiKSk7XG4gIGNvbnN0IHsgdGV4dCB9ID0gYXdhaXQgcGFuZVJlcXVlc3QoZ2xvYmFsLCB7XG4gICAgb3A6IFwiZGlzcGxheS1tZXNzYWdlXCIsXG4gICAgbmFtZTogcGFuZUlkID09PSB1bmRlZmluZWQgfHwgIXNlc3Npb24gPyB0YXJnZXQgOiBgJHtzZXNzaW9ufTolJHtwYW5lSWR9YCxcbiAgICBmb3JtYXQsXG4gICAgcHJpbnQ6IHRydWUsXG4gIH0pO1xuICBwcmludExpbmUodGV4dCk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7OztDQU1DLEdBRUQsU0FBUyxVQUFVLFFBQVEsMkJBQTJCO0FBQ3RELFNBQVMsU0FBUyxRQUFRLGVBQWU7QUFFekMsU0FBUyxTQUFTLFFBQVEsZUFBZTtBQUN6QyxTQUFTLFdBQVcsUUFBUSxhQUFhO0FBRXpDOzs7O0NBSUMsR0FDRCxPQUFPLFNBQVMsaUJBQ2QsR0FBVyxFQUNYLE1BQTREO0VBRTVELElBQUksT0FBTyxNQUFNLEtBQUssV0FBVztFQUNqQyxJQUFJLENBQUMsT0FBTyxLQUFLLElBQUksT0FBTyxJQUFJLEVBQUU7SUFDaEMsTUFBTSxJQUFJLFVBQVUsR0FBRyxJQUFJLDRCQUE0QixDQUFDO0VBQzFEO0VBQ0EsSUFBSSxPQUFPLE1BQU0sQ0FBQyxNQUFNLEdBQUcsWUFBWTtJQUNyQyxNQUFNLElBQUksVUFDUixHQUFHLElBQUksd0JBQXdCLEVBQUUsV0FBVyx1QkFBdUIsQ0FBQztFQUV4RTtBQUNGO0FBRUE7Ozs7O0NBS0MsR0FDRCxPQUFPLGVBQWUsVUFDcEIsTUFBcUIsRUFDckIsSUFBeUMsRUFDekMsTUFBMEI7RUFFMUIsTUFBTSxFQUFFLE1BQU0sRUFBRSxNQUFNLEVBQUUsR0FBRztFQUMzQixJQUFJLFdBQVcsV0FBVyxPQUFPLFVBQVU7RUFDM0MsTUFBTSxVQUFVLE9BQU8sS0FBSyxDQUFDLEdBQUcsT0FBTyxXQUFXLENBQUM7RUFDbkQsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLE1BQU0sWUFBWSxRQUFRO0lBQ3pDLElBQUk7SUFDSixNQUFNLFdBQVcsYUFBYSxDQUFDLFVBQVUsU0FBUyxHQUFHLFFBQVEsRUFBRSxFQUFFLFFBQVE7SUFDekU7SUFDQSxPQUFPO0VBQ1Q7RUFDQSxVQUFVO0FBQ1oifQ==
// denoCacheMetadata=12048802472378026147,10747682604904915309