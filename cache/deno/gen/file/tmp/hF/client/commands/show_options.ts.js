/**
 * `berth show-options [--json]`: the settings in force (as tmux's
 * `show-options -g`), defaults included, with the key tables they make,
 * printed as a config file that gives the same result. With no daemon
 * running, the config file that a new daemon would read.
 *
 * @module
 */ import { configPath, loadConfig } from "../../protocol/config_file.ts";
import { KEY_TABLES, SETTING_NAMES } from "../../protocol/options.ts";
import { parseCommandArgs } from "../cli_args.ts";
import { ConnectionError } from "../connection.ts";
import { connectExisting } from "../daemon_start.ts";
import { buildKeyTable } from "../attach/key_table.ts";
import { printErrLine, printLine } from "../stdout.ts";
import { asUserError } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { envOf } from "./command.ts";
export const command = {
  name: "show-options",
  summary: "Print the settings in force (config file and defaults)",
  usage: `Usage: berth show-options [--json]

Prints every setting with its value (the default where the config file
sets none) and the key tables, as a config file (TOML) that gives the same
result; the file's warnings go to stderr. Asks the running daemon; with
none running, reads the config file a new one would read
($BERTH_CONFIG, berth -f FILE, or $XDG_CONFIG_HOME/berth/config.toml).

Options:
  --json   one JSON object: path, options, bindings (by table), warnings

Exit codes: 0 printed (even with warnings); 1 an error.`,
  async run (args, global) {
    const { values } = parseCommandArgs("show-options", args, {
      json: {
        type: "boolean"
      }
    });
    const { options, warnings, path } = await currentOptions(global);
    const keys = buildKeyTable(options);
    const all = [
      ...warnings,
      ...keys.warnings
    ];
    const bindings = Object.fromEntries(KEY_TABLES.map((t)=>[
        t,
        Object.fromEntries(keys.table.bindings(t))
      ]));
    if (values.json) {
      const { bind: _b, unbind: _u, ...settings } = options;
      printLine(JSON.stringify({
        path,
        options: settings,
        bindings,
        warnings: all
      }, null, 2));
      return 0;
    }
    for (const w of all)printErrLine(`berth: ${w}`);
    printLine(formatToml(options, bindings));
    return 0;
  }
};
/** The daemon's settings, or the file's when no daemon runs. */ async function currentOptions(global) {
  let conn;
  try {
    conn = await connectExisting(global, "cli");
  } catch (err) {
    // The config file here is not the one a daemon on another host reads.
    if (err instanceof ConnectionError && err.kind === "no-daemon" && !global.host) {
      return await loadConfig(configPath((k)=>envOf(global, k)));
    }
    throw asUserError(err, global);
  }
  using c = conn;
  return await requestOrFail(c, {
    op: "options"
  });
}
/** The settings as TOML: plain settings, then one table per key table. */ function formatToml(options, bindings) {
  const out = [];
  for (const name of SETTING_NAMES){
    const v = options[name];
    out.push(`${name} = ${JSON.stringify(v)}`);
  }
  for (const table of KEY_TABLES){
    out.push("", `[bind.${table}]`);
    for (const [key, cmd] of Object.entries(bindings[table])){
      out.push(`${JSON.stringify(key)} = ${JSON.stringify(cmd)}`);
    }
  }
  return out.join("\n");
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9zaG93X29wdGlvbnMudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggc2hvdy1vcHRpb25zIFstLWpzb25dYDogdGhlIHNldHRpbmdzIGluIGZvcmNlIChhcyB0bXV4J3NcbiAqIGBzaG93LW9wdGlvbnMgLWdgKSwgZGVmYXVsdHMgaW5jbHVkZWQsIHdpdGggdGhlIGtleSB0YWJsZXMgdGhleSBtYWtlLFxuICogcHJpbnRlZCBhcyBhIGNvbmZpZyBmaWxlIHRoYXQgZ2l2ZXMgdGhlIHNhbWUgcmVzdWx0LiBXaXRoIG5vIGRhZW1vblxuICogcnVubmluZywgdGhlIGNvbmZpZyBmaWxlIHRoYXQgYSBuZXcgZGFlbW9uIHdvdWxkIHJlYWQuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IGNvbmZpZ1BhdGgsIGxvYWRDb25maWcgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvY29uZmlnX2ZpbGUudHNcIjtcbmltcG9ydCB7XG4gIEtFWV9UQUJMRVMsXG4gIHR5cGUgT3B0aW9ucyxcbiAgU0VUVElOR19OQU1FUyxcbn0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL29wdGlvbnMudHNcIjtcbmltcG9ydCB7IHBhcnNlQ29tbWFuZEFyZ3MgfSBmcm9tIFwiLi4vY2xpX2FyZ3MudHNcIjtcbmltcG9ydCB7IENvbm5lY3Rpb25FcnJvciB9IGZyb20gXCIuLi9jb25uZWN0aW9uLnRzXCI7XG5pbXBvcnQgeyBjb25uZWN0RXhpc3RpbmcgfSBmcm9tIFwiLi4vZGFlbW9uX3N0YXJ0LnRzXCI7XG5pbXBvcnQgeyBidWlsZEtleVRhYmxlIH0gZnJvbSBcIi4uL2F0dGFjaC9rZXlfdGFibGUudHNcIjtcbmltcG9ydCB7IHByaW50RXJyTGluZSwgcHJpbnRMaW5lIH0gZnJvbSBcIi4uL3N0ZG91dC50c1wiO1xuaW1wb3J0IHsgYXNVc2VyRXJyb3IgfSBmcm9tIFwiLi9fY29ubmVjdC50c1wiO1xuaW1wb3J0IHsgcmVxdWVzdE9yRmFpbCB9IGZyb20gXCIuL19yZXF1ZXN0LnRzXCI7XG5pbXBvcnQgeyB0eXBlIENvbW1hbmQsIGVudk9mLCB0eXBlIEdsb2JhbE9wdGlvbnMgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcInNob3ctb3B0aW9uc1wiLFxuICBzdW1tYXJ5OiBcIlByaW50IHRoZSBzZXR0aW5ncyBpbiBmb3JjZSAoY29uZmlnIGZpbGUgYW5kIGRlZmF1bHRzKVwiLFxuICB1c2FnZTogYFVzYWdlOiBiZXJ0aCBzaG93LW9wdGlvbnMgWy0tanNvbl1cblxuUHJpbnRzIGV2ZXJ5IHNldHRpbmcgd2l0aCBpdHMgdmFsdWUgKHRoZSBkZWZhdWx0IHdoZXJlIHRoZSBjb25maWcgZmlsZVxuc2V0cyBub25lKSBhbmQgdGhlIGtleSB0YWJsZXMsIGFzIGEgY29uZmlnIGZpbGUgKFRPTUwpIHRoYXQgZ2l2ZXMgdGhlIHNhbWVcbnJlc3VsdDsgdGhlIGZpbGUncyB3YXJuaW5ncyBnbyB0byBzdGRlcnIuIEFza3MgdGhlIHJ1bm5pbmcgZGFlbW9uOyB3aXRoXG5ub25lIHJ1bm5pbmcsIHJlYWRzIHRoZSBjb25maWcgZmlsZSBhIG5ldyBvbmUgd291bGQgcmVhZFxuKCRCRVJUSF9DT05GSUcsIGJlcnRoIC1mIEZJTEUsIG9yICRYREdfQ09ORklHX0hPTUUvYmVydGgvY29uZmlnLnRvbWwpLlxuXG5PcHRpb25zOlxuICAtLWpzb24gICBvbmUgSlNPTiBvYmplY3Q6IHBhdGgsIG9wdGlvbnMsIGJpbmRpbmdzIChieSB0YWJsZSksIHdhcm5pbmdzXG5cbkV4aXQgY29kZXM6IDAgcHJpbnRlZCAoZXZlbiB3aXRoIHdhcm5pbmdzKTsgMSBhbiBlcnJvci5gLFxuICBhc3luYyBydW4oYXJncywgZ2xvYmFsKSB7XG4gICAgY29uc3QgeyB2YWx1ZXMgfSA9IHBhcnNlQ29tbWFuZEFyZ3MoXCJzaG93LW9wdGlvbnNcIiwgYXJncywge1xuICAgICAganNvbjogeyB0eXBlOiBcImJvb2xlYW5cIiB9LFxuICAgIH0pO1xuICAgIGNvbnN0IHsgb3B0aW9ucywgd2FybmluZ3MsIHBhdGggfSA9IGF3YWl0IGN1cnJlbnRPcHRpb25zKGdsb2JhbCk7XG4gICAgY29uc3Qga2V5cyA9IGJ1aWxkS2V5VGFibGUob3B0aW9ucyk7XG4gICAgY29uc3QgYWxsID0gWy4uLndhcm5pbmdzLCAuLi5rZXlzLndhcm5pbmdzXTtcbiAgICBjb25zdCBiaW5kaW5ncyA9IE9iamVjdC5mcm9tRW50cmllcyhcbiAgICAgIEtFWV9UQUJMRVMubWFwKCh0KSA9PiBbdCwgT2JqZWN0LmZyb21FbnRyaWVzKGtleXMudGFibGUuYmluZGluZ3ModCkpXSksXG4gICAgKTtcbiAgICBpZiAodmFsdWVzLmpzb24pIHtcbiAgICAgIGNvbnN0IHsgYmluZDogX2IsIHVuYmluZDogX3UsIC4uLnNldHRpbmdzIH0gPSBvcHRpb25zO1xuICAgICAgcHJpbnRMaW5lKEpTT04uc3RyaW5naWZ5KFxuICAgICAgICB7IHBhdGgsIG9wdGlvbnM6IHNldHRpbmdzLCBiaW5kaW5ncywgd2FybmluZ3M6IGFsbCB9LFxuICAgICAgICBudWxsLFxuICAgICAgICAyLFxuICAgICAgKSk7XG4gICAgICByZXR1cm4gMDtcbiAgICB9XG4gICAgZm9yIChjb25zdCB3IG9mIGFsbCkgcHJpbnRFcnJMaW5lKGBiZXJ0aDogJHt3fWApO1xuICAgIHByaW50TGluZShmb3JtYXRUb21sKG9wdGlvbnMsIGJpbmRpbmdzKSk7XG4gICAgcmV0dXJuIDA7XG4gIH0sXG59O1xuXG4vKiogVGhlIGRhZW1vbidzIHNldHRpbmdzLCBvciB0aGUgZmlsZSdzIHdoZW4gbm8gZGFlbW9uIHJ1bnMuICovXG5hc3luYyBmdW5jdGlvbiBjdXJyZW50T3B0aW9ucyhcbiAgZ2xvYmFsOiBHbG9iYWxPcHRpb25zLFxuKTogUHJvbWlzZTx7IG9wdGlvbnM6IE9wdGlvbnM7IHdhcm5pbmdzOiBzdHJpbmdbXTsgcGF0aDogc3RyaW5nIH0+IHtcbiAgbGV0IGNvbm47XG4gIHRyeSB7XG4gICAgY29ubiA9IGF3YWl0IGNvbm5lY3RFeGlzdGluZyhnbG9iYWwsIFwiY2xpXCIpO1xuICB9IGNhdGNoIChlcnIpIHtcbiAgICAvLyBUaGUgY29uZmlnIGZpbGUgaGVyZSBpcyBub3QgdGhlIG9uZSBhIGRhZW1vbiBvbiBhbm90aGVyIGhvc3QgcmVhZHMuXG4gICAgaWYgKFxuICAgICAgZXJyIGluc3RhbmNlb2YgQ29ubmVjdGlvbkVycm9yICYmIGVyci5raW5kID09PSBcIm5vLWRhZW1vblwiICYmXG4gICAgICAhZ2xvYmFsLmhvc3RcbiAgICApIHtcbiAgICAgIHJldHVybiBhd2FpdCBsb2FkQ29uZmlnKGNvbmZpZ1BhdGgoKGspID0+IGVudk9mKGdsb2JhbCwgaykpKTtcbiAgICB9XG4gICAgdGhyb3cgYXNVc2VyRXJyb3IoZXJyLCBnbG9iYWwpO1xuICB9XG4gIHVzaW5nIGMgPSBjb25uO1xuICByZXR1cm4gYXdhaXQgcmVxdWVzdE9yRmFpbChjLCB7IG9wOiBcIm9wdGlvbnNcIiB9KTtcbn1cblxuLyoqIFRoZSBzZXR0aW5ncyBhcyBUT01MOiBwbGFpbiBzZXR0aW5ncywgdGhlbiBvbmUgdGFibGUgcGVyIGtleSB0YWJsZS4gKi9cbmZ1bmN0aW9uIGZvcm1hdFRvbWwoXG4gIG9wdGlvbnM6IE9wdGlvbnMsXG4gIGJpbmRpbmdzOiBSZWNvcmQ8c3RyaW5nLCBSZWNvcmQ8c3RyaW5nLCBzdHJpbmc+Pixcbik6IHN0cmluZyB7XG4gIGNvbnN0IG91dDogc3RyaW5nW10gPSBbXTtcbiAgZm9yIChjb25zdCBuYW1lIG9mIFNFVFRJTkdfTkFNRVMpIHtcbiAgICBjb25zdCB2ID0gb3B0aW9uc1tuYW1lIGFzIGtleW9mIE9wdGlvbnNdO1xuICAgIG91dC5wdXNoKGAke25hbWV9ID0gJHtKU09OLnN0cmluZ2lmeSh2KX1gKTtcbiAgfVxuICBmb3IgKGNvbnN0IHRhYmxlIG9mIEtFWV9UQUJMRVMpIHtcbiAgICBvdXQucHVzaChcIlwiLCBgW2JpbmQuJHt0YWJsZX1dYCk7XG4gICAgZm9yIChjb25zdCBba2V5LCBjbWRdIG9mIE9iamVjdC5lbnRyaWVzKGJpbmRpbmdzW3RhYmxlXSkpIHtcbiAgICAgIG91dC5wdXNoKGAke0pTT04uc3RyaW5naWZ5KGtleSl9ID0gJHtKU09OLnN0cmluZ2lmeShjbWQpfWApO1xuICAgIH1cbiAgfVxuICByZXR1cm4gb3V0LmpvaW4oXCJcXG5cIik7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Q0FPQyxHQUVELFNBQVMsVUFBVSxFQUFFLFVBQVUsUUFBUSxnQ0FBZ0M7QUFDdkUsU0FDRSxVQUFVLEVBRVYsYUFBYSxRQUNSLDRCQUE0QjtBQUNuQyxTQUFTLGdCQUFnQixRQUFRLGlCQUFpQjtBQUNsRCxTQUFTLGVBQWUsUUFBUSxtQkFBbUI7QUFDbkQsU0FBUyxlQUFlLFFBQVEscUJBQXFCO0FBQ3JELFNBQVMsYUFBYSxRQUFRLHlCQUF5QjtBQUN2RCxTQUFTLFlBQVksRUFBRSxTQUFTLFFBQVEsZUFBZTtBQUN2RCxTQUFTLFdBQVcsUUFBUSxnQkFBZ0I7QUFDNUMsU0FBUyxhQUFhLFFBQVEsZ0JBQWdCO0FBQzlDLFNBQXVCLEtBQUssUUFBNEIsZUFBZTtBQUV2RSxPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFNBQVM7RUFDVCxPQUFPLENBQUM7Ozs7Ozs7Ozs7O3VEQVc2QyxDQUFDO0VBQ3RELE1BQU0sS0FBSSxJQUFJLEVBQUUsTUFBTTtJQUNwQixNQUFNLEVBQUUsTUFBTSxFQUFFLEdBQUcsaUJBQWlCLGdCQUFnQixNQUFNO01BQ3hELE1BQU07UUFBRSxNQUFNO01BQVU7SUFDMUI7SUFDQSxNQUFNLEVBQUUsT0FBTyxFQUFFLFFBQVEsRUFBRSxJQUFJLEVBQUUsR0FBRyxNQUFNLGVBQWU7SUFDekQsTUFBTSxPQUFPLGNBQWM7SUFDM0IsTUFBTSxNQUFNO1NBQUk7U0FBYSxLQUFLLFFBQVE7S0FBQztJQUMzQyxNQUFNLFdBQVcsT0FBTyxXQUFXLENBQ2pDLFdBQVcsR0FBRyxDQUFDLENBQUMsSUFBTTtRQUFDO1FBQUcsT0FBTyxXQUFXLENBQUMsS0FBSyxLQUFLLENBQUMsUUFBUSxDQUFDO09BQUk7SUFFdkUsSUFBSSxPQUFPLElBQUksRUFBRTtNQUNmLE1BQU0sRUFBRSxNQUFNLEVBQUUsRUFBRSxRQUFRLEVBQUUsRUFBRSxHQUFHLFVBQVUsR0FBRztNQUM5QyxVQUFVLEtBQUssU0FBUyxDQUN0QjtRQUFFO1FBQU0sU0FBUztRQUFVO1FBQVUsVUFBVTtNQUFJLEdBQ25ELE1BQ0E7TUFFRixPQUFPO0lBQ1Q7SUFDQSxLQUFLLE1BQU0sS0FBSyxJQUFLLGFBQWEsQ0FBQyxPQUFPLEVBQUUsR0FBRztJQUMvQyxVQUFVLFdBQVcsU0FBUztJQUM5QixPQUFPO0VBQ1Q7QUFDRixFQUFFO0FBRUYsOERBQThELEdBQzlELGVBQWUsZUFDYixNQUFxQjtFQUVyQixJQUFJO0VBQ0osSUFBSTtJQUNGLE9BQU8sTUFBTSxnQkFBZ0IsUUFBUTtFQUN2QyxFQUFFLE9BQU8sS0FBSztJQUNaLHNFQUFzRTtJQUN0RSxJQUNFLGVBQWUsbUJBQW1CLElBQUksSUFBSSxLQUFLLGVBQy9DLENBQUMsT0FBTyxJQUFJLEVBQ1o7TUFDQSxPQUFPLE1BQU0sV0FBVyxXQUFXLENBQUMsSUFBTSxNQUFNLFFBQVE7SUFDMUQ7SUFDQSxNQUFNLFlBQVksS0FBSztFQUN6QjtRQUNNLElBQUk7RUFDVixPQUFPLE1BQU0sY0FBYyxHQUFHO0lBQUUsSUFBSTtFQUFVO0FBQ2hEO0FBRUEsd0VBQXdFLEdBQ3hFLFNBQVMsV0FDUCxPQUFnQixFQUNoQixRQUFnRDtFQUVoRCxNQUFNLE1BQWdCLEVBQUU7RUFDeEIsS0FBSyxNQUFNLFFBQVEsY0FBZTtJQUNoQyxNQUFNLElBQUksT0FBTyxDQUFDLEtBQXNCO0lBQ3hDLElBQUksSUFBSSxDQUFDLEdBQUcsS0FBSyxHQUFHLEVBQUUsS0FBSyxTQUFTLENBQUMsSUFBSTtFQUMzQztFQUNBLEtBQUssTUFBTSxTQUFTLFdBQVk7SUFDOUIsSUFBSSxJQUFJLENBQUMsSUFBSSxDQUFDLE1BQU0sRUFBRSxNQUFNLENBQUMsQ0FBQztJQUM5QixLQUFLLE1BQU0sQ0FBQyxLQUFLLElBQUksSUFBSSxPQUFPLE9BQU8sQ0FBQyxRQUFRLENBQUMsTUFBTSxFQUFHO01BQ3hELElBQUksSUFBSSxDQUFDLEdBQUcsS0FBSyxTQUFTLENBQUMsS0FBSyxHQUFHLEVBQUUsS0FBSyxTQUFTLENBQUMsTUFBTTtJQUM1RDtFQUNGO0VBQ0EsT0FBTyxJQUFJLElBQUksQ0FBQztBQUNsQiJ9
// denoCacheMetadata=2831100359228896854,1429813447002404007