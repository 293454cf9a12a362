/**
 * `berth source-file [FILE]`: makes the running daemon read its config
 * file again (as tmux's `source-file`); with FILE, reads that file on top
 * of the settings in force. Attached clients take the result at once.
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { buildKeyTable } from "../attach/key_table.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { cwdOf, UserError } from "./command.ts";
import { printErrLine } from "../stdout.ts";
export const command = {
  name: "source-file",
  summary: "Reload the config file in the running daemon",
  usage: `Usage: berth source-file [FILE]

Without FILE, the daemon reads its config file again from scratch
(defaults, then the file: what it read at start). With FILE, it reads FILE
on top of the settings in force (over -H, FILE is on HOST: an absolute
path there). Each warning (a broken line, an unknown setting, a bad value,
a key binding with a key or a command that does not exist, a command of
its commands list that failed) is printed on stderr; the rest of the file
applies. The file's commands run after it is read, in order. Clients
attached already take the new prefix, bindings, status line, mouse and
clipboard settings at once (an attach --prefix still wins).

Exit codes: 0 read with no warnings; 1 warnings (printed), no daemon
runs, or bad arguments.`,
  async run (args, global) {
    const { positionals } = parseCommandArgs("source-file", args, {});
    if (positionals.length > 1) {
      throw new UserError("source-file takes at most one file");
    }
    // The daemon reads FILE on its own host: there, this directory
    // means nothing.
    if (global.host && positionals[0]?.startsWith("/") === false) {
      throw new UserError(`source-file over -H reads FILE on ${global.host.label}: give its absolute path there`);
    }
    // The daemon's working directory is not ours.
    const path = positionals[0] === undefined ? undefined : positionals[0].startsWith("/") ? positionals[0] : `${cwdOf(global)}/${positionals[0]}`;
    using conn = await connectOrFail(global);
    // On top of the settings in force, the bindings they held already
    // warned before: only the ones this file brings are its warnings.
    const before = path === undefined ? [] : await keyWarnings(conn);
    const { warnings } = await requestOrFail(conn, {
      op: "source-file",
      ...path === undefined ? {} : {
        path
      }
    });
    const keys = (await keyWarnings(conn)).filter((w)=>!before.includes(w));
    const all = [
      ...warnings,
      ...keys
    ];
    for (const w of all)printErrLine(`berth: ${w}`);
    return all.length === 0 ? 0 : 1;
  }
};
// The warnings of the key tables the daemon's settings make (a key name
// or a command that does not exist), as `show-options` and an attach
// client find them: the daemon does not load the attach client's keys.
async function keyWarnings(conn) {
  const { options } = await requestOrFail(conn, {
    op: "options"
  });
  return buildKeyTable(options).warnings;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9zb3VyY2VfZmlsZS50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIGBiZXJ0aCBzb3VyY2UtZmlsZSBbRklMRV1gOiBtYWtlcyB0aGUgcnVubmluZyBkYWVtb24gcmVhZCBpdHMgY29uZmlnXG4gKiBmaWxlIGFnYWluIChhcyB0bXV4J3MgYHNvdXJjZS1maWxlYCk7IHdpdGggRklMRSwgcmVhZHMgdGhhdCBmaWxlIG9uIHRvcFxuICogb2YgdGhlIHNldHRpbmdzIGluIGZvcmNlLiBBdHRhY2hlZCBjbGllbnRzIHRha2UgdGhlIHJlc3VsdCBhdCBvbmNlLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBwYXJzZUNvbW1hbmRBcmdzIH0gZnJvbSBcIi4uL2NsaV9hcmdzLnRzXCI7XG5pbXBvcnQgeyBidWlsZEtleVRhYmxlIH0gZnJvbSBcIi4uL2F0dGFjaC9rZXlfdGFibGUudHNcIjtcbmltcG9ydCB0eXBlIHsgQ29ubmVjdGlvbiB9IGZyb20gXCIuLi9jb25uZWN0aW9uLnRzXCI7XG5pbXBvcnQgeyBjb25uZWN0T3JGYWlsIH0gZnJvbSBcIi4vX2Nvbm5lY3QudHNcIjtcbmltcG9ydCB7IHJlcXVlc3RPckZhaWwgfSBmcm9tIFwiLi9fcmVxdWVzdC50c1wiO1xuaW1wb3J0IHsgdHlwZSBDb21tYW5kLCBjd2RPZiwgVXNlckVycm9yIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgcHJpbnRFcnJMaW5lIH0gZnJvbSBcIi4uL3N0ZG91dC50c1wiO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJzb3VyY2UtZmlsZVwiLFxuICBzdW1tYXJ5OiBcIlJlbG9hZCB0aGUgY29uZmlnIGZpbGUgaW4gdGhlIHJ1bm5pbmcgZGFlbW9uXCIsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIHNvdXJjZS1maWxlIFtGSUxFXVxuXG5XaXRob3V0IEZJTEUsIHRoZSBkYWVtb24gcmVhZHMgaXRzIGNvbmZpZyBmaWxlIGFnYWluIGZyb20gc2NyYXRjaFxuKGRlZmF1bHRzLCB0aGVuIHRoZSBmaWxlOiB3aGF0IGl0IHJlYWQgYXQgc3RhcnQpLiBXaXRoIEZJTEUsIGl0IHJlYWRzIEZJTEVcbm9uIHRvcCBvZiB0aGUgc2V0dGluZ3MgaW4gZm9yY2UgKG92ZXIgLUgsIEZJTEUgaXMgb24gSE9TVDogYW4gYWJzb2x1dGVcbnBhdGggdGhlcmUpLiBFYWNoIHdhcm5pbmcgKGEgYnJva2VuIGxpbmUsIGFuIHVua25vd24gc2V0dGluZywgYSBiYWQgdmFsdWUsXG5hIGtleSBiaW5kaW5nIHdpdGggYSBrZXkgb3IgYSBjb21tYW5kIHRoYXQgZG9lcyBub3QgZXhpc3QsIGEgY29tbWFuZCBvZlxuaXRzIGNvbW1hbmRzIGxpc3QgdGhhdCBmYWlsZWQpIGlzIHByaW50ZWQgb24gc3RkZXJyOyB0aGUgcmVzdCBvZiB0aGUgZmlsZVxuYXBwbGllcy4gVGhlIGZpbGUncyBjb21tYW5kcyBydW4gYWZ0ZXIgaXQgaXMgcmVhZCwgaW4gb3JkZXIuIENsaWVudHNcbmF0dGFjaGVkIGFscmVhZHkgdGFrZSB0aGUgbmV3IHByZWZpeCwgYmluZGluZ3MsIHN0YXR1cyBsaW5lLCBtb3VzZSBhbmRcbmNsaXBib2FyZCBzZXR0aW5ncyBhdCBvbmNlIChhbiBhdHRhY2ggLS1wcmVmaXggc3RpbGwgd2lucykuXG5cbkV4aXQgY29kZXM6IDAgcmVhZCB3aXRoIG5vIHdhcm5pbmdzOyAxIHdhcm5pbmdzIChwcmludGVkKSwgbm8gZGFlbW9uXG5ydW5zLCBvciBiYWQgYXJndW1lbnRzLmAsXG4gIGFzeW5jIHJ1bihhcmdzLCBnbG9iYWwpIHtcbiAgICBjb25zdCB7IHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFwic291cmNlLWZpbGVcIiwgYXJncywge30pO1xuICAgIGlmIChwb3NpdGlvbmFscy5sZW5ndGggPiAxKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFwic291cmNlLWZpbGUgdGFrZXMgYXQgbW9zdCBvbmUgZmlsZVwiKTtcbiAgICB9XG4gICAgLy8gVGhlIGRhZW1vbiByZWFkcyBGSUxFIG9uIGl0cyBvd24gaG9zdDogdGhlcmUsIHRoaXMgZGlyZWN0b3J5XG4gICAgLy8gbWVhbnMgbm90aGluZy5cbiAgICBpZiAoZ2xvYmFsLmhvc3QgJiYgcG9zaXRpb25hbHNbMF0/LnN0YXJ0c1dpdGgoXCIvXCIpID09PSBmYWxzZSkge1xuICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgICAgYHNvdXJjZS1maWxlIG92ZXIgLUggcmVhZHMgRklMRSBvbiAke2dsb2JhbC5ob3N0LmxhYmVsfTogZ2l2ZSBpdHMgYWJzb2x1dGUgcGF0aCB0aGVyZWAsXG4gICAgICApO1xuICAgIH1cbiAgICAvLyBUaGUgZGFlbW9uJ3Mgd29ya2luZyBkaXJlY3RvcnkgaXMgbm90IG91cnMuXG4gICAgY29uc3QgcGF0aCA9IHBvc2l0aW9uYWxzWzBdID09PSB1bmRlZmluZWRcbiAgICAgID8gdW5kZWZpbmVkXG4gICAgICA6IHBvc2l0aW9uYWxzWzBdLnN0YXJ0c1dpdGgoXCIvXCIpXG4gICAgICA/IHBvc2l0aW9uYWxzWzBdXG4gICAgICA6IGAke2N3ZE9mKGdsb2JhbCl9LyR7cG9zaXRpb25hbHNbMF19YDtcbiAgICB1c2luZyBjb25uID0gYXdhaXQgY29ubmVjdE9yRmFpbChnbG9iYWwpO1xuICAgIC8vIE9uIHRvcCBvZiB0aGUgc2V0dGluZ3MgaW4gZm9yY2UsIHRoZSBiaW5kaW5ncyB0aGV5IGhlbGQgYWxyZWFkeVxuICAgIC8vIHdhcm5lZCBiZWZvcmU6IG9ubHkgdGhlIG9uZXMgdGhpcyBmaWxlIGJyaW5ncyBhcmUgaXRzIHdhcm5pbmdzLlxuICAgIGNvbnN0IGJlZm9yZSA9IHBhdGggPT09IHVuZGVmaW5lZCA/IFtdIDogYXdhaXQga2V5V2FybmluZ3MoY29ubik7XG4gICAgY29uc3QgeyB3YXJuaW5ncyB9ID0gYXdhaXQgcmVxdWVzdE9yRmFpbChjb25uLCB7XG4gICAgICBvcDogXCJzb3VyY2UtZmlsZVwiLFxuICAgICAgLi4uKHBhdGggPT09IHVuZGVmaW5lZCA/IHt9IDogeyBwYXRoIH0pLFxuICAgIH0pO1xuICAgIGNvbnN0IGtleXMgPSAoYXdhaXQga2V5V2FybmluZ3MoY29ubikpLmZpbHRlcigodykgPT4gIWJlZm9yZS5pbmNsdWRlcyh3KSk7XG4gICAgY29uc3QgYWxsID0gWy4uLndhcm5pbmdzLCAuLi5rZXlzXTtcbiAgICBmb3IgKGNvbnN0IHcgb2YgYWxsKSBwcmludEVyckxpbmUoYGJlcnRoOiAke3d9YCk7XG4gICAgcmV0dXJuIGFsbC5sZW5ndGggPT09IDAgPyAwIDogMTtcbiAgfSxcbn07XG5cbi8vIFRoZSB3YXJuaW5ncyBvZiB0aGUga2V5IHRhYmxlcyB0aGUgZGFlbW9uJ3Mgc2V0dGluZ3MgbWFrZSAoYSBrZXkgbmFtZVxuLy8gb3IgYSBjb21tYW5kIHRoYXQgZG9lcyBub3QgZXhpc3QpLCBhcyBgc2hvdy1vcHRpb25zYCBhbmQgYW4gYXR0YWNoXG4vLyBjbGllbnQgZmluZCB0aGVtOiB0aGUgZGFlbW9uIGRvZXMgbm90IGxvYWQgdGhlIGF0dGFjaCBjbGllbnQncyBrZXlzLlxuYXN5bmMgZnVuY3Rpb24ga2V5V2FybmluZ3MoY29ubjogQ29ubmVjdGlvbik6IFByb21pc2U8c3RyaW5nW10+IHtcbiAgY29uc3QgeyBvcHRpb25zIH0gPSBhd2FpdCByZXF1ZXN0T3JGYWlsKGNvbm4sIHsgb3A6IFwib3B0aW9uc1wiIH0pO1xuICByZXR1cm4gYnVpbGRLZXlUYWJsZShvcHRpb25zKS53YXJuaW5ncztcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7O0NBTUMsR0FFRCxTQUFTLGdCQUFnQixRQUFRLGlCQUFpQjtBQUNsRCxTQUFTLGFBQWEsUUFBUSx5QkFBeUI7QUFFdkQsU0FBUyxhQUFhLFFBQVEsZ0JBQWdCO0FBQzlDLFNBQVMsYUFBYSxRQUFRLGdCQUFnQjtBQUM5QyxTQUF1QixLQUFLLEVBQUUsU0FBUyxRQUFRLGVBQWU7QUFDOUQsU0FBUyxZQUFZLFFBQVEsZUFBZTtBQUU1QyxPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFNBQVM7RUFDVCxPQUFPLENBQUM7Ozs7Ozs7Ozs7Ozs7dUJBYWEsQ0FBQztFQUN0QixNQUFNLEtBQUksSUFBSSxFQUFFLE1BQU07SUFDcEIsTUFBTSxFQUFFLFdBQVcsRUFBRSxHQUFHLGlCQUFpQixlQUFlLE1BQU0sQ0FBQztJQUMvRCxJQUFJLFlBQVksTUFBTSxHQUFHLEdBQUc7TUFDMUIsTUFBTSxJQUFJLFVBQVU7SUFDdEI7SUFDQSwrREFBK0Q7SUFDL0QsaUJBQWlCO0lBQ2pCLElBQUksT0FBTyxJQUFJLElBQUksV0FBVyxDQUFDLEVBQUUsRUFBRSxXQUFXLFNBQVMsT0FBTztNQUM1RCxNQUFNLElBQUksVUFDUixDQUFDLGtDQUFrQyxFQUFFLE9BQU8sSUFBSSxDQUFDLEtBQUssQ0FBQyw4QkFBOEIsQ0FBQztJQUUxRjtJQUNBLDhDQUE4QztJQUM5QyxNQUFNLE9BQU8sV0FBVyxDQUFDLEVBQUUsS0FBSyxZQUM1QixZQUNBLFdBQVcsQ0FBQyxFQUFFLENBQUMsVUFBVSxDQUFDLE9BQzFCLFdBQVcsQ0FBQyxFQUFFLEdBQ2QsR0FBRyxNQUFNLFFBQVEsQ0FBQyxFQUFFLFdBQVcsQ0FBQyxFQUFFLEVBQUU7VUFDbEMsT0FBTyxNQUFNLGNBQWM7SUFDakMsa0VBQWtFO0lBQ2xFLGtFQUFrRTtJQUNsRSxNQUFNLFNBQVMsU0FBUyxZQUFZLEVBQUUsR0FBRyxNQUFNLFlBQVk7SUFDM0QsTUFBTSxFQUFFLFFBQVEsRUFBRSxHQUFHLE1BQU0sY0FBYyxNQUFNO01BQzdDLElBQUk7TUFDSixHQUFJLFNBQVMsWUFBWSxDQUFDLElBQUk7UUFBRTtNQUFLLENBQUM7SUFDeEM7SUFDQSxNQUFNLE9BQU8sQ0FBQyxNQUFNLFlBQVksS0FBSyxFQUFFLE1BQU0sQ0FBQyxDQUFDLElBQU0sQ0FBQyxPQUFPLFFBQVEsQ0FBQztJQUN0RSxNQUFNLE1BQU07U0FBSTtTQUFhO0tBQUs7SUFDbEMsS0FBSyxNQUFNLEtBQUssSUFBSyxhQUFhLENBQUMsT0FBTyxFQUFFLEdBQUc7SUFDL0MsT0FBTyxJQUFJLE1BQU0sS0FBSyxJQUFJLElBQUk7RUFDaEM7QUFDRixFQUFFO0FBRUYsd0VBQXdFO0FBQ3hFLHFFQUFxRTtBQUNyRSx1RUFBdUU7QUFDdkUsZUFBZSxZQUFZLElBQWdCO0VBQ3pDLE1BQU0sRUFBRSxPQUFPLEVBQUUsR0FBRyxNQUFNLGNBQWMsTUFBTTtJQUFFLElBQUk7RUFBVTtFQUM5RCxPQUFPLGNBQWMsU0FBUyxRQUFRO0FBQ3hDIn0=
// denoCacheMetadata=4469638963454443475,9393437918869701745