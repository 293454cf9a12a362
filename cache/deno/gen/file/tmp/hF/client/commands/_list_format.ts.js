/**
 * tmux's `-F FORMAT` (`--format`) of the list commands (`ls`,
 * `list-windows`, `list-panes`, `list-clients`): the option, its checks,
 * and the lines the daemon expanded, one a row.
 *
 * @module
 */ import { MAX_FORMAT } from "../../protocol/limits.ts";
import { printLine } from "../stdout.ts";
import { UserError } from "./command.ts";
/** The `-F FORMAT` option. */ export const FORMAT_OPTION = {
  format: {
    type: "string",
    short: "F"
  }
};
/** The `--help` lines of `-F` (options column at 12). */ export const FORMAT_HELP = `  -F, --format FORMAT
              print FORMAT for each one instead, tmux's formats
              expanded (berth display-message --help lists them)`;
/**
 * The request's `format` field for `values` (none without `-F`); throws
 * UserError for `-F` with `--json` or a format over `MAX_FORMAT`.
 */ export function formatField(cmd, values) {
  if (values.format === undefined) return {};
  if (values.json) throw new UserError("Choose one of -F and --json");
  if (values.format.length > MAX_FORMAT) {
    throw new UserError(`${cmd}: the format is over ${MAX_FORMAT} characters; shorten it`);
  }
  return {
    format: values.format
  };
}
/**
 * Prints the expanded lines of an answer to a request with a format;
 * a daemon older than `-F` sent none (protocol step 18).
 */ export function printFormatLines(cmd, lines) {
  if (lines === undefined) {
    throw new UserError(`${cmd}: the running daemon is older than -F; berth upgrade replaces it with this berth`);
  }
  if (lines.length > 0) printLine(lines.join("\n"));
}
/**
 * Prints a list command's answer: the expanded `lines` with `-F`, the
 * rows as one JSON array with `--json`, else `line` of each row.
 */ export function printRows(cmd, values, rows, lines, line) {
  if (values.format !== undefined) printFormatLines(cmd, lines);
  else if (values.json) printLine(JSON.stringify(rows, null, 2));
  else for (const row of rows)printLine(line(row));
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9fbGlzdF9mb3JtYXQudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiB0bXV4J3MgYC1GIEZPUk1BVGAgKGAtLWZvcm1hdGApIG9mIHRoZSBsaXN0IGNvbW1hbmRzIChgbHNgLFxuICogYGxpc3Qtd2luZG93c2AsIGBsaXN0LXBhbmVzYCwgYGxpc3QtY2xpZW50c2ApOiB0aGUgb3B0aW9uLCBpdHMgY2hlY2tzLFxuICogYW5kIHRoZSBsaW5lcyB0aGUgZGFlbW9uIGV4cGFuZGVkLCBvbmUgYSByb3cuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IE1BWF9GT1JNQVQgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbGltaXRzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IExpc3RGb3JtYXQgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7IHByaW50TGluZSB9IGZyb20gXCIuLi9zdGRvdXQudHNcIjtcbmltcG9ydCB7IFVzZXJFcnJvciB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcblxuLyoqIFRoZSBgLUYgRk9STUFUYCBvcHRpb24uICovXG5leHBvcnQgY29uc3QgRk9STUFUX09QVElPTiA9IHtcbiAgZm9ybWF0OiB7IHR5cGU6IFwic3RyaW5nXCIsIHNob3J0OiBcIkZcIiB9LFxufSBhcyBjb25zdDtcblxuLyoqIFRoZSBgLS1oZWxwYCBsaW5lcyBvZiBgLUZgIChvcHRpb25zIGNvbHVtbiBhdCAxMikuICovXG5leHBvcnQgY29uc3QgRk9STUFUX0hFTFAgPSBgICAtRiwgLS1mb3JtYXQgRk9STUFUXG4gICAgICAgICAgICAgIHByaW50IEZPUk1BVCBmb3IgZWFjaCBvbmUgaW5zdGVhZCwgdG11eCdzIGZvcm1hdHNcbiAgICAgICAgICAgICAgZXhwYW5kZWQgKGJlcnRoIGRpc3BsYXktbWVzc2FnZSAtLWhlbHAgbGlzdHMgdGhlbSlgO1xuXG4vKipcbiAqIFRoZSByZXF1ZXN0J3MgYGZvcm1hdGAgZmllbGQgZm9yIGB2YWx1ZXNgIChub25lIHdpdGhvdXQgYC1GYCk7IHRocm93c1xuICogVXNlckVycm9yIGZvciBgLUZgIHdpdGggYC0tanNvbmAgb3IgYSBmb3JtYXQgb3ZlciBgTUFYX0ZPUk1BVGAuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBmb3JtYXRGaWVsZChcbiAgY21kOiBzdHJpbmcsXG4gIHZhbHVlczogeyBmb3JtYXQ/OiBzdHJpbmc7IGpzb24/OiBib29sZWFuIH0sXG4pOiBMaXN0Rm9ybWF0IHtcbiAgaWYgKHZhbHVlcy5mb3JtYXQgPT09IHVuZGVmaW5lZCkgcmV0dXJuIHt9O1xuICBpZiAodmFsdWVzLmpzb24pIHRocm93IG5ldyBVc2VyRXJyb3IoXCJDaG9vc2Ugb25lIG9mIC1GIGFuZCAtLWpzb25cIik7XG4gIGlmICh2YWx1ZXMuZm9ybWF0Lmxlbmd0aCA+IE1BWF9GT1JNQVQpIHtcbiAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgYCR7Y21kfTogdGhlIGZvcm1hdCBpcyBvdmVyICR7TUFYX0ZPUk1BVH0gY2hhcmFjdGVyczsgc2hvcnRlbiBpdGAsXG4gICAgKTtcbiAgfVxuICByZXR1cm4geyBmb3JtYXQ6IHZhbHVlcy5mb3JtYXQgfTtcbn1cblxuLyoqXG4gKiBQcmludHMgdGhlIGV4cGFuZGVkIGxpbmVzIG9mIGFuIGFuc3dlciB0byBhIHJlcXVlc3Qgd2l0aCBhIGZvcm1hdDtcbiAqIGEgZGFlbW9uIG9sZGVyIHRoYW4gYC1GYCBzZW50IG5vbmUgKHByb3RvY29sIHN0ZXAgMTgpLlxuICovXG5leHBvcnQgZnVuY3Rpb24gcHJpbnRGb3JtYXRMaW5lcyhjbWQ6IHN0cmluZywgbGluZXM6IHN0cmluZ1tdIHwgdW5kZWZpbmVkKSB7XG4gIGlmIChsaW5lcyA9PT0gdW5kZWZpbmVkKSB7XG4gICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgIGAke2NtZH06IHRoZSBydW5uaW5nIGRhZW1vbiBpcyBvbGRlciB0aGFuIC1GOyBiZXJ0aCB1cGdyYWRlIHJlcGxhY2VzIGl0IHdpdGggdGhpcyBiZXJ0aGAsXG4gICAgKTtcbiAgfVxuICBpZiAobGluZXMubGVuZ3RoID4gMCkgcHJpbnRMaW5lKGxpbmVzLmpvaW4oXCJcXG5cIikpO1xufVxuXG4vKipcbiAqIFByaW50cyBhIGxpc3QgY29tbWFuZCdzIGFuc3dlcjogdGhlIGV4cGFuZGVkIGBsaW5lc2Agd2l0aCBgLUZgLCB0aGVcbiAqIHJvd3MgYXMgb25lIEpTT04gYXJyYXkgd2l0aCBgLS1qc29uYCwgZWxzZSBgbGluZWAgb2YgZWFjaCByb3cuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBwcmludFJvd3M8VD4oXG4gIGNtZDogc3RyaW5nLFxuICB2YWx1ZXM6IHsgZm9ybWF0Pzogc3RyaW5nOyBqc29uPzogYm9vbGVhbiB9LFxuICByb3dzOiBUW10sXG4gIGxpbmVzOiBzdHJpbmdbXSB8IHVuZGVmaW5lZCxcbiAgbGluZTogKHJvdzogVCkgPT4gc3RyaW5nLFxuKSB7XG4gIGlmICh2YWx1ZXMuZm9ybWF0ICE9PSB1bmRlZmluZWQpIHByaW50Rm9ybWF0TGluZXMoY21kLCBsaW5lcyk7XG4gIGVsc2UgaWYgKHZhbHVlcy5qc29uKSBwcmludExpbmUoSlNPTi5zdHJpbmdpZnkocm93cywgbnVsbCwgMikpO1xuICBlbHNlIGZvciAoY29uc3Qgcm93IG9mIHJvd3MpIHByaW50TGluZShsaW5lKHJvdykpO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Q0FNQyxHQUVELFNBQVMsVUFBVSxRQUFRLDJCQUEyQjtBQUV0RCxTQUFTLFNBQVMsUUFBUSxlQUFlO0FBQ3pDLFNBQVMsU0FBUyxRQUFRLGVBQWU7QUFFekMsNEJBQTRCLEdBQzVCLE9BQU8sTUFBTSxnQkFBZ0I7RUFDM0IsUUFBUTtJQUFFLE1BQU07SUFBVSxPQUFPO0VBQUk7QUFDdkMsRUFBVztBQUVYLHVEQUF1RCxHQUN2RCxPQUFPLE1BQU0sY0FBYyxDQUFDOztnRUFFb0MsQ0FBQyxDQUFDO0FBRWxFOzs7Q0FHQyxHQUNELE9BQU8sU0FBUyxZQUNkLEdBQVcsRUFDWCxNQUEyQztFQUUzQyxJQUFJLE9BQU8sTUFBTSxLQUFLLFdBQVcsT0FBTyxDQUFDO0VBQ3pDLElBQUksT0FBTyxJQUFJLEVBQUUsTUFBTSxJQUFJLFVBQVU7RUFDckMsSUFBSSxPQUFPLE1BQU0sQ0FBQyxNQUFNLEdBQUcsWUFBWTtJQUNyQyxNQUFNLElBQUksVUFDUixHQUFHLElBQUkscUJBQXFCLEVBQUUsV0FBVyx1QkFBdUIsQ0FBQztFQUVyRTtFQUNBLE9BQU87SUFBRSxRQUFRLE9BQU8sTUFBTTtFQUFDO0FBQ2pDO0FBRUE7OztDQUdDLEdBQ0QsT0FBTyxTQUFTLGlCQUFpQixHQUFXLEVBQUUsS0FBMkI7RUFDdkUsSUFBSSxVQUFVLFdBQVc7SUFDdkIsTUFBTSxJQUFJLFVBQ1IsR0FBRyxJQUFJLGdGQUFnRixDQUFDO0VBRTVGO0VBQ0EsSUFBSSxNQUFNLE1BQU0sR0FBRyxHQUFHLFVBQVUsTUFBTSxJQUFJLENBQUM7QUFDN0M7QUFFQTs7O0NBR0MsR0FDRCxPQUFPLFNBQVMsVUFDZCxHQUFXLEVBQ1gsTUFBMkMsRUFDM0MsSUFBUyxFQUNULEtBQTJCLEVBQzNCLElBQXdCO0VBRXhCLElBQUksT0FBTyxNQUFNLEtBQUssV0FBVyxpQkFBaUIsS0FBSztPQUNsRCxJQUFJLE9BQU8sSUFBSSxFQUFFLFVBQVUsS0FBSyxTQUFTLENBQUMsTUFBTSxNQUFNO09BQ3RELEtBQUssTUFBTSxPQUFPLEtBQU0sVUFBVSxLQUFLO0FBQzlDIn0=
// denoCacheMetadata=16328443339549039536,14557626475904505901