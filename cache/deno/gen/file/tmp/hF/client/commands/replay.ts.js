/**
 * `berth replay FILE`: feeds a recorded byte stream (a `script`
 * typescript, a raw dump, a pipe-pane log) through the VT engine in this
 * process and prints the final screen, as text or as JSON. No daemon.
 *
 * @module
 */ import { MAX_SIDE } from "../../protocol/limits.ts";
import { Terminal } from "../../vt/mod.ts";
import { intOption, parseCommandArgs } from "../cli_args.ts";
import { UserError } from "./command.ts";
import { writeOut } from "../stdout.ts";
const DEFAULT_COLS = 80;
const DEFAULT_ROWS = 24;
export const command = {
  name: "replay",
  summary: "Replay a recorded output stream and print the final screen",
  usage: `Usage: berth replay FILE [--cols C] [--rows R] [--json] [--scrollback] [--raw]

Feeds FILE (- for standard input) through berth's terminal emulator and
prints the screen it leaves: one line per row, trailing spaces trimmed.
FILE may be a raw dump of program output or a typescript from script(1),
whose "Script started on" and "Script done on" lines are skipped (and
whose header gives the size) unless --raw is given.

Options:
  --cols C       screen width (default: the typescript's COLUMNS, else 80)
  --rows R       screen height (default: the typescript's LINES, else 24)
  --json         one JSON object: {cols, rows, cursor, title, lines, cells}
  --scrollback   include the history above the screen (text: printed
                 first; JSON: a "scrollback" array of lines)
  --raw          feed every byte of FILE as it is, a typescript's header
                 and footer lines too, as a terminal would show them`,
  async run (args) {
    const { values, positionals } = parseCommandArgs("replay", args, {
      cols: {
        type: "string"
      },
      rows: {
        type: "string"
      },
      json: {
        type: "boolean"
      },
      scrollback: {
        type: "boolean"
      },
      raw: {
        type: "boolean"
      }
    });
    if (positionals.length !== 1) {
      throw new UserError("replay takes one FILE, or - for standard input (see berth replay --help)");
    }
    const raw = await readInput(positionals[0]);
    const { data, cols, rows } = values.raw ? {
      data: raw
    } : parseRecording(raw);
    const out = replay(data, {
      cols: intOption("--cols", values.cols, 1, MAX_SIDE) ?? cols ?? DEFAULT_COLS,
      rows: intOption("--rows", values.rows, 1, MAX_SIDE) ?? rows ?? DEFAULT_ROWS,
      json: values.json ?? false,
      scrollback: values.scrollback ?? false
    });
    writeOut(new TextEncoder().encode(out));
    return 0;
  }
};
/** Reads a file, or all of standard input for "-". */ async function readInput(path) {
  try {
    if (path === "-") {
      return new Uint8Array(await new Response(Deno.stdin.readable).arrayBuffer());
    }
    return await Deno.readFile(path);
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) {
      throw new UserError(`Cannot read ${path}: no such file; check the path`);
    }
    if (err instanceof Deno.errors.PermissionDenied) {
      throw new UserError(`Cannot read ${path}: permission denied`);
    }
    if (err instanceof Deno.errors.IsADirectory) {
      throw new UserError(`Cannot read ${path}: it is a directory; give a file`);
    }
    throw new UserError(`Cannot read ${path}: ${err.message.split("\n")[0]}`);
  }
}
const HEADER = "Script started on ";
const FOOTER = "Script done on ";
/**
 * Strips the header line util-linux `script` writes ("Script started on
 * ... [TERM=... COLUMNS="80" LINES="24"]") and its footer line ("Script
 * done on ..."), reading the size from the header.
 */ export function parseRecording(raw) {
  const latin = (from, to)=>String.fromCharCode(...raw.subarray(from, Math.min(to, raw.length)));
  let start = 0;
  let end = raw.length;
  const out = {
    data: raw
  };
  if (latin(0, HEADER.length) === HEADER) {
    const nl = raw.indexOf(0x0a);
    const header = new TextDecoder().decode(raw.subarray(0, nl < 0 ? raw.length : nl));
    const cols = Number(/COLUMNS="(\d+)"/.exec(header)?.[1]);
    const rows = Number(/LINES="(\d+)"/.exec(header)?.[1]);
    if (cols >= 1 && cols <= MAX_SIDE) out.cols = cols;
    if (rows >= 1 && rows <= MAX_SIDE) out.rows = rows;
    start = nl < 0 ? raw.length : nl + 1;
  }
  // The footer is the last line; script puts its own newline before it.
  const tail = latin(Math.max(start, end - 200), end);
  const at = tail.lastIndexOf("\n" + FOOTER);
  if (at >= 0 && !tail.slice(at + 1).slice(0, -1).includes("\n")) {
    end = end - tail.length + at;
  }
  out.data = raw.subarray(start, Math.max(start, end));
  return out;
}
/** Runs `data` through a terminal and renders the final screen. */ export function replay(data, opts) {
  const t = new Terminal({
    cols: opts.cols,
    rows: opts.rows
  });
  // Feed in pty-sized pieces, as the parse worker would receive them.
  for(let i = 0; i < data.length; i += 65536){
    t.write(data.subarray(i, i + 65536));
  }
  if (opts.json) {
    return JSON.stringify(t.snapshot({
      scrollback: opts.scrollback ? -1 : 0
    })) + "\n";
  }
  const lines = [];
  if (opts.scrollback) {
    for(let y = -t.scrollbackLength; y < 0; y++)lines.push(t.lineText(y));
  }
  for(let y = 0; y < t.rows; y++)lines.push(t.lineText(y));
  return lines.join("\n") + "\n";
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9yZXBsYXkudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggcmVwbGF5IEZJTEVgOiBmZWVkcyBhIHJlY29yZGVkIGJ5dGUgc3RyZWFtIChhIGBzY3JpcHRgXG4gKiB0eXBlc2NyaXB0LCBhIHJhdyBkdW1wLCBhIHBpcGUtcGFuZSBsb2cpIHRocm91Z2ggdGhlIFZUIGVuZ2luZSBpbiB0aGlzXG4gKiBwcm9jZXNzIGFuZCBwcmludHMgdGhlIGZpbmFsIHNjcmVlbiwgYXMgdGV4dCBvciBhcyBKU09OLiBObyBkYWVtb24uXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IE1BWF9TSURFIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL2xpbWl0cy50c1wiO1xuaW1wb3J0IHsgVGVybWluYWwgfSBmcm9tIFwiLi4vLi4vdnQvbW9kLnRzXCI7XG5pbXBvcnQgeyBpbnRPcHRpb24sIHBhcnNlQ29tbWFuZEFyZ3MgfSBmcm9tIFwiLi4vY2xpX2FyZ3MudHNcIjtcbmltcG9ydCB7IHR5cGUgQ29tbWFuZCwgVXNlckVycm9yIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgd3JpdGVPdXQgfSBmcm9tIFwiLi4vc3Rkb3V0LnRzXCI7XG5cbmNvbnN0IERFRkFVTFRfQ09MUyA9IDgwO1xuY29uc3QgREVGQVVMVF9ST1dTID0gMjQ7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcInJlcGxheVwiLFxuICBzdW1tYXJ5OiBcIlJlcGxheSBhIHJlY29yZGVkIG91dHB1dCBzdHJlYW0gYW5kIHByaW50IHRoZSBmaW5hbCBzY3JlZW5cIixcbiAgdXNhZ2U6XG4gICAgYFVzYWdlOiBiZXJ0aCByZXBsYXkgRklMRSBbLS1jb2xzIENdIFstLXJvd3MgUl0gWy0tanNvbl0gWy0tc2Nyb2xsYmFja10gWy0tcmF3XVxuXG5GZWVkcyBGSUxFICgtIGZvciBzdGFuZGFyZCBpbnB1dCkgdGhyb3VnaCBiZXJ0aCdzIHRlcm1pbmFsIGVtdWxhdG9yIGFuZFxucHJpbnRzIHRoZSBzY3JlZW4gaXQgbGVhdmVzOiBvbmUgbGluZSBwZXIgcm93LCB0cmFpbGluZyBzcGFjZXMgdHJpbW1lZC5cbkZJTEUgbWF5IGJlIGEgcmF3IGR1bXAgb2YgcHJvZ3JhbSBvdXRwdXQgb3IgYSB0eXBlc2NyaXB0IGZyb20gc2NyaXB0KDEpLFxud2hvc2UgXCJTY3JpcHQgc3RhcnRlZCBvblwiIGFuZCBcIlNjcmlwdCBkb25lIG9uXCIgbGluZXMgYXJlIHNraXBwZWQgKGFuZFxud2hvc2UgaGVhZGVyIGdpdmVzIHRoZSBzaXplKSB1bmxlc3MgLS1yYXcgaXMgZ2l2ZW4uXG5cbk9wdGlvbnM6XG4gIC0tY29scyBDICAgICAgIHNjcmVlbiB3aWR0aCAoZGVmYXVsdDogdGhlIHR5cGVzY3JpcHQncyBDT0xVTU5TLCBlbHNlIDgwKVxuICAtLXJvd3MgUiAgICAgICBzY3JlZW4gaGVpZ2h0IChkZWZhdWx0OiB0aGUgdHlwZXNjcmlwdCdzIExJTkVTLCBlbHNlIDI0KVxuICAtLWpzb24gICAgICAgICBvbmUgSlNPTiBvYmplY3Q6IHtjb2xzLCByb3dzLCBjdXJzb3IsIHRpdGxlLCBsaW5lcywgY2VsbHN9XG4gIC0tc2Nyb2xsYmFjayAgIGluY2x1ZGUgdGhlIGhpc3RvcnkgYWJvdmUgdGhlIHNjcmVlbiAodGV4dDogcHJpbnRlZFxuICAgICAgICAgICAgICAgICBmaXJzdDsgSlNPTjogYSBcInNjcm9sbGJhY2tcIiBhcnJheSBvZiBsaW5lcylcbiAgLS1yYXcgICAgICAgICAgZmVlZCBldmVyeSBieXRlIG9mIEZJTEUgYXMgaXQgaXMsIGEgdHlwZXNjcmlwdCdzIGhlYWRlclxuICAgICAgICAgICAgICAgICBhbmQgZm9vdGVyIGxpbmVzIHRvbywgYXMgYSB0ZXJtaW5hbCB3b3VsZCBzaG93IHRoZW1gLFxuICBhc3luYyBydW4oYXJncykge1xuICAgIGNvbnN0IHsgdmFsdWVzLCBwb3NpdGlvbmFscyB9ID0gcGFyc2VDb21tYW5kQXJncyhcInJlcGxheVwiLCBhcmdzLCB7XG4gICAgICBjb2xzOiB7IHR5cGU6IFwic3RyaW5nXCIgfSxcbiAgICAgIHJvd3M6IHsgdHlwZTogXCJzdHJpbmdcIiB9LFxuICAgICAganNvbjogeyB0eXBlOiBcImJvb2xlYW5cIiB9LFxuICAgICAgc2Nyb2xsYmFjazogeyB0eXBlOiBcImJvb2xlYW5cIiB9LFxuICAgICAgcmF3OiB7IHR5cGU6IFwiYm9vbGVhblwiIH0sXG4gICAgfSk7XG4gICAgaWYgKHBvc2l0aW9uYWxzLmxlbmd0aCAhPT0gMSkge1xuICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgICAgXCJyZXBsYXkgdGFrZXMgb25lIEZJTEUsIG9yIC0gZm9yIHN0YW5kYXJkIGlucHV0IChzZWUgYmVydGggcmVwbGF5IC0taGVscClcIixcbiAgICAgICk7XG4gICAgfVxuICAgIGNvbnN0IHJhdyA9IGF3YWl0IHJlYWRJbnB1dChwb3NpdGlvbmFsc1swXSk7XG4gICAgY29uc3QgeyBkYXRhLCBjb2xzLCByb3dzIH0gPSB2YWx1ZXMucmF3XG4gICAgICA/IHsgZGF0YTogcmF3IH1cbiAgICAgIDogcGFyc2VSZWNvcmRpbmcocmF3KTtcbiAgICBjb25zdCBvdXQgPSByZXBsYXkoZGF0YSwge1xuICAgICAgY29sczogaW50T3B0aW9uKFwiLS1jb2xzXCIsIHZhbHVlcy5jb2xzLCAxLCBNQVhfU0lERSkgPz8gY29scyA/P1xuICAgICAgICBERUZBVUxUX0NPTFMsXG4gICAgICByb3dzOiBpbnRPcHRpb24oXCItLXJvd3NcIiwgdmFsdWVzLnJvd3MsIDEsIE1BWF9TSURFKSA/PyByb3dzID8/XG4gICAgICAgIERFRkFVTFRfUk9XUyxcbiAgICAgIGpzb246IHZhbHVlcy5qc29uID8/IGZhbHNlLFxuICAgICAgc2Nyb2xsYmFjazogdmFsdWVzLnNjcm9sbGJhY2sgPz8gZmFsc2UsXG4gICAgfSk7XG4gICAgd3JpdGVPdXQobmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKG91dCkpO1xuICAgIHJldHVybiAwO1xuICB9LFxufTtcblxuLyoqIFJlYWRzIGEgZmlsZSwgb3IgYWxsIG9mIHN0YW5kYXJkIGlucHV0IGZvciBcIi1cIi4gKi9cbmFzeW5jIGZ1bmN0aW9uIHJlYWRJbnB1dChwYXRoOiBzdHJpbmcpOiBQcm9taXNlPFVpbnQ4QXJyYXk+IHtcbiAgdHJ5IHtcbiAgICBpZiAocGF0aCA9PT0gXCItXCIpIHtcbiAgICAgIHJldHVybiBuZXcgVWludDhBcnJheShcbiAgICAgICAgYXdhaXQgbmV3IFJlc3BvbnNlKERlbm8uc3RkaW4ucmVhZGFibGUpLmFycmF5QnVmZmVyKCksXG4gICAgICApO1xuICAgIH1cbiAgICByZXR1cm4gYXdhaXQgRGVuby5yZWFkRmlsZShwYXRoKTtcbiAgfSBjYXRjaCAoZXJyKSB7XG4gICAgaWYgKGVyciBpbnN0YW5jZW9mIERlbm8uZXJyb3JzLk5vdEZvdW5kKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKGBDYW5ub3QgcmVhZCAke3BhdGh9OiBubyBzdWNoIGZpbGU7IGNoZWNrIHRoZSBwYXRoYCk7XG4gICAgfVxuICAgIGlmIChlcnIgaW5zdGFuY2VvZiBEZW5vLmVycm9ycy5QZXJtaXNzaW9uRGVuaWVkKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKGBDYW5ub3QgcmVhZCAke3BhdGh9OiBwZXJtaXNzaW9uIGRlbmllZGApO1xuICAgIH1cbiAgICBpZiAoZXJyIGluc3RhbmNlb2YgRGVuby5lcnJvcnMuSXNBRGlyZWN0b3J5KSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgICBgQ2Fubm90IHJlYWQgJHtwYXRofTogaXQgaXMgYSBkaXJlY3Rvcnk7IGdpdmUgYSBmaWxlYCxcbiAgICAgICk7XG4gICAgfVxuICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICBgQ2Fubm90IHJlYWQgJHtwYXRofTogJHsoZXJyIGFzIEVycm9yKS5tZXNzYWdlLnNwbGl0KFwiXFxuXCIpWzBdfWAsXG4gICAgKTtcbiAgfVxufVxuXG4vKiogQSByZWNvcmRpbmcgd2l0aCBhbnkgYHNjcmlwdGAgaGVhZGVyIGFuZCBmb290ZXIgcmVtb3ZlZC4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgUmVjb3JkaW5nIHtcbiAgZGF0YTogVWludDhBcnJheTtcbiAgLyoqIFNpemUgZnJvbSB0aGUgdHlwZXNjcmlwdCBoZWFkZXIsIHdoZW4gaXQgaGFzIG9uZS4gKi9cbiAgY29scz86IG51bWJlcjtcbiAgcm93cz86IG51bWJlcjtcbn1cblxuY29uc3QgSEVBREVSID0gXCJTY3JpcHQgc3RhcnRlZCBvbiBcIjtcbmNvbnN0IEZPT1RFUiA9IFwiU2NyaXB0IGRvbmUgb24gXCI7XG5cbi8qKlxuICogU3RyaXBzIHRoZSBoZWFkZXIgbGluZSB1dGlsLWxpbnV4IGBzY3JpcHRgIHdyaXRlcyAoXCJTY3JpcHQgc3RhcnRlZCBvblxuICogLi4uIFtURVJNPS4uLiBDT0xVTU5TPVwiODBcIiBMSU5FUz1cIjI0XCJdXCIpIGFuZCBpdHMgZm9vdGVyIGxpbmUgKFwiU2NyaXB0XG4gKiBkb25lIG9uIC4uLlwiKSwgcmVhZGluZyB0aGUgc2l6ZSBmcm9tIHRoZSBoZWFkZXIuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBwYXJzZVJlY29yZGluZyhyYXc6IFVpbnQ4QXJyYXkpOiBSZWNvcmRpbmcge1xuICBjb25zdCBsYXRpbiA9IChmcm9tOiBudW1iZXIsIHRvOiBudW1iZXIpID0+XG4gICAgU3RyaW5nLmZyb21DaGFyQ29kZSguLi5yYXcuc3ViYXJyYXkoZnJvbSwgTWF0aC5taW4odG8sIHJhdy5sZW5ndGgpKSk7XG4gIGxldCBzdGFydCA9IDA7XG4gIGxldCBlbmQgPSByYXcubGVuZ3RoO1xuICBjb25zdCBvdXQ6IFJlY29yZGluZyA9IHsgZGF0YTogcmF3IH07XG4gIGlmIChsYXRpbigwLCBIRUFERVIubGVuZ3RoKSA9PT0gSEVBREVSKSB7XG4gICAgY29uc3QgbmwgPSByYXcuaW5kZXhPZigweDBhKTtcbiAgICBjb25zdCBoZWFkZXIgPSBuZXcgVGV4dERlY29kZXIoKS5kZWNvZGUoXG4gICAgICByYXcuc3ViYXJyYXkoMCwgbmwgPCAwID8gcmF3Lmxlbmd0aCA6IG5sKSxcbiAgICApO1xuICAgIGNvbnN0IGNvbHMgPSBOdW1iZXIoL0NPTFVNTlM9XCIoXFxkKylcIi8uZXhlYyhoZWFkZXIpPy5bMV0pO1xuICAgIGNvbnN0IHJvd3MgPSBOdW1iZXIoL0xJTkVTPVwiKFxcZCspXCIvLmV4ZWMoaGVhZGVyKT8uWzFdKTtcbiAgICBpZiAoY29scyA+PSAxICYmIGNvbHMgPD0gTUFYX1NJREUpIG91dC5jb2xzID0gY29scztcbiAgICBpZiAocm93cyA+PSAxICYmIHJvd3MgPD0gTUFYX1NJREUpIG91dC5yb3dzID0gcm93cztcbiAgICBzdGFydCA9IG5sIDwgMCA/IHJhdy5sZW5ndGggOiBubCArIDE7XG4gIH1cbiAgLy8gVGhlIGZvb3RlciBpcyB0aGUgbGFzdCBsaW5lOyBzY3JpcHQgcHV0cyBpdHMgb3duIG5ld2xpbmUgYmVmb3JlIGl0LlxuICBjb25zdCB0YWlsID0gbGF0aW4oTWF0aC5tYXgoc3RhcnQsIGVuZCAtIDIwMCksIGVuZCk7XG4gIGNvbnN0IGF0ID0gdGFpbC5sYXN0SW5kZXhPZihcIlxcblwiICsgRk9PVEVSKTtcbiAgaWYgKGF0ID49IDAgJiYgIXRhaWwuc2xpY2UoYXQgKyAxKS5zbGljZSgwLCAtMSkuaW5jbHVkZXMoXCJcXG5cIikpIHtcbiAgICBlbmQgPSBlbmQgLSB0YWlsLmxlbmd0aCArIGF0O1xuICB9XG4gIG91dC5kYXRhID0gcmF3LnN1YmFycmF5KHN0YXJ0LCBNYXRoLm1heChzdGFydCwgZW5kKSk7XG4gIHJldHVybiBvdXQ7XG59XG5cbi8qKiBXaGF0IGByZXBsYXlgIHByaW50cy4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgUmVwbGF5T3B0aW9ucyB7XG4gIGNvbHM6IG51bWJlcjtcbiAgcm93czogbnVtYmVyO1xuICBqc29uOiBib29sZWFuO1xuICBzY3JvbGxiYWNrOiBib29sZWFuO1xufVxuXG4vKiogUnVucyBgZGF0YWAgdGhyb3VnaCBhIHRlcm1pbmFsIGFuZCByZW5kZXJzIHRoZSBmaW5hbCBzY3JlZW4uICovXG5leHBvcnQgZnVuY3Rpb24gcmVwbGF5KGRhdGE6IFVpbnQ4QXJyYXksIG9wdHM6IFJlcGxheU9wdGlvbnMpOiBzdHJpbmcge1xuICBjb25zdCB0ID0gbmV3IFRlcm1pbmFsKHsgY29sczogb3B0cy5jb2xzLCByb3dzOiBvcHRzLnJvd3MgfSk7XG4gIC8vIEZlZWQgaW4gcHR5LXNpemVkIHBpZWNlcywgYXMgdGhlIHBhcnNlIHdvcmtlciB3b3VsZCByZWNlaXZlIHRoZW0uXG4gIGZvciAobGV0IGkgPSAwOyBpIDwgZGF0YS5sZW5ndGg7IGkgKz0gNjU1MzYpIHtcbiAgICB0LndyaXRlKGRhdGEuc3ViYXJyYXkoaSwgaSArIDY1NTM2KSk7XG4gIH1cbiAgaWYgKG9wdHMuanNvbikge1xuICAgIHJldHVybiBKU09OLnN0cmluZ2lmeShcbiAgICAgIHQuc25hcHNob3QoeyBzY3JvbGxiYWNrOiBvcHRzLnNjcm9sbGJhY2sgPyAtMSA6IDAgfSksXG4gICAgKSArXG4gICAgICBcIlxcblwiO1xuICB9XG4gIGNvbnN0IGxpbmVzOiBzdHJpbmdbXSA9IFtdO1xuICBpZiAob3B0cy5zY3JvbGxiYWNrKSB7XG4gICAgZm9yIChsZXQgeSA9IC10LnNjcm9sbGJhY2tMZW5ndGg7IHkgPCAwOyB5KyspIGxpbmVzLnB1c2godC5saW5lVGV4dCh5KSk7XG4gIH1cbiAgZm9yIChsZXQgeSA9IDA7IHkgPCB0LnJvd3M7IHkrKykgbGluZXMucHVzaCh0LmxpbmVUZXh0KHkpKTtcbiAgcmV0dXJuIGxpbmVzLmpvaW4oXCJcXG5cIikgKyBcIlxcblwiO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Q0FNQyxHQUVELFNBQVMsUUFBUSxRQUFRLDJCQUEyQjtBQUNwRCxTQUFTLFFBQVEsUUFBUSxrQkFBa0I7QUFDM0MsU0FBUyxTQUFTLEVBQUUsZ0JBQWdCLFFBQVEsaUJBQWlCO0FBQzdELFNBQXVCLFNBQVMsUUFBUSxlQUFlO0FBQ3ZELFNBQVMsUUFBUSxRQUFRLGVBQWU7QUFFeEMsTUFBTSxlQUFlO0FBQ3JCLE1BQU0sZUFBZTtBQUVyQixPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFNBQVM7RUFDVCxPQUNFLENBQUM7Ozs7Ozs7Ozs7Ozs7OztvRUFlK0QsQ0FBQztFQUNuRSxNQUFNLEtBQUksSUFBSTtJQUNaLE1BQU0sRUFBRSxNQUFNLEVBQUUsV0FBVyxFQUFFLEdBQUcsaUJBQWlCLFVBQVUsTUFBTTtNQUMvRCxNQUFNO1FBQUUsTUFBTTtNQUFTO01BQ3ZCLE1BQU07UUFBRSxNQUFNO01BQVM7TUFDdkIsTUFBTTtRQUFFLE1BQU07TUFBVTtNQUN4QixZQUFZO1FBQUUsTUFBTTtNQUFVO01BQzlCLEtBQUs7UUFBRSxNQUFNO01BQVU7SUFDekI7SUFDQSxJQUFJLFlBQVksTUFBTSxLQUFLLEdBQUc7TUFDNUIsTUFBTSxJQUFJLFVBQ1I7SUFFSjtJQUNBLE1BQU0sTUFBTSxNQUFNLFVBQVUsV0FBVyxDQUFDLEVBQUU7SUFDMUMsTUFBTSxFQUFFLElBQUksRUFBRSxJQUFJLEVBQUUsSUFBSSxFQUFFLEdBQUcsT0FBTyxHQUFHLEdBQ25DO01BQUUsTUFBTTtJQUFJLElBQ1osZUFBZTtJQUNuQixNQUFNLE1BQU0sT0FBTyxNQUFNO01BQ3ZCLE1BQU0sVUFBVSxVQUFVLE9BQU8sSUFBSSxFQUFFLEdBQUcsYUFBYSxRQUNyRDtNQUNGLE1BQU0sVUFBVSxVQUFVLE9BQU8sSUFBSSxFQUFFLEdBQUcsYUFBYSxRQUNyRDtNQUNGLE1BQU0sT0FBTyxJQUFJLElBQUk7TUFDckIsWUFBWSxPQUFPLFVBQVUsSUFBSTtJQUNuQztJQUNBLFNBQVMsSUFBSSxjQUFjLE1BQU0sQ0FBQztJQUNsQyxPQUFPO0VBQ1Q7QUFDRixFQUFFO0FBRUYsb0RBQW9ELEdBQ3BELGVBQWUsVUFBVSxJQUFZO0VBQ25DLElBQUk7SUFDRixJQUFJLFNBQVMsS0FBSztNQUNoQixPQUFPLElBQUksV0FDVCxNQUFNLElBQUksU0FBUyxLQUFLLEtBQUssQ0FBQyxRQUFRLEVBQUUsV0FBVztJQUV2RDtJQUNBLE9BQU8sTUFBTSxLQUFLLFFBQVEsQ0FBQztFQUM3QixFQUFFLE9BQU8sS0FBSztJQUNaLElBQUksZUFBZSxLQUFLLE1BQU0sQ0FBQyxRQUFRLEVBQUU7TUFDdkMsTUFBTSxJQUFJLFVBQVUsQ0FBQyxZQUFZLEVBQUUsS0FBSyw4QkFBOEIsQ0FBQztJQUN6RTtJQUNBLElBQUksZUFBZSxLQUFLLE1BQU0sQ0FBQyxnQkFBZ0IsRUFBRTtNQUMvQyxNQUFNLElBQUksVUFBVSxDQUFDLFlBQVksRUFBRSxLQUFLLG1CQUFtQixDQUFDO0lBQzlEO0lBQ0EsSUFBSSxlQUFlLEtBQUssTUFBTSxDQUFDLFlBQVksRUFBRTtNQUMzQyxNQUFNLElBQUksVUFDUixDQUFDLFlBQVksRUFBRSxLQUFLLGdDQUFnQyxDQUFDO0lBRXpEO0lBQ0EsTUFBTSxJQUFJLFVBQ1IsQ0FBQyxZQUFZLEVBQUUsS0FBSyxFQUFFLEVBQUUsQUFBQyxJQUFjLE9BQU8sQ0FBQyxLQUFLLENBQUMsS0FBSyxDQUFDLEVBQUUsRUFBRTtFQUVuRTtBQUNGO0FBVUEsTUFBTSxTQUFTO0FBQ2YsTUFBTSxTQUFTO0FBRWY7Ozs7Q0FJQyxHQUNELE9BQU8sU0FBUyxlQUFlLEdBQWU7RUFDNUMsTUFBTSxRQUFRLENBQUMsTUFBYyxLQUMzQixPQUFPLFlBQVksSUFBSSxJQUFJLFFBQVEsQ0FBQyxNQUFNLEtBQUssR0FBRyxDQUFDLElBQUksSUFBSSxNQUFNO0VBQ25FLElBQUksUUFBUTtFQUNaLElBQUksTUFBTSxJQUFJLE1BQU07RUFDcEIsTUFBTSxNQUFpQjtJQUFFLE1BQU07RUFBSTtFQUNuQyxJQUFJLE1BQU0sR0FBRyxPQUFPLE1BQU0sTUFBTSxRQUFRO0lBQ3RDLE1BQU0sS0FBSyxJQUFJLE9BQU8sQ0FBQztJQUN2QixNQUFNLFNBQVMsSUFBSSxjQUFjLE1BQU0sQ0FDckMsSUFBSSxRQUFRLENBQUMsR0FBRyxLQUFLLElBQUksSUFBSSxNQUFNLEdBQUc7SUFFeEMsTUFBTSxPQUFPLE9BQU8sa0JBQWtCLElBQUksQ0FBQyxTQUFTLENBQUMsRUFBRTtJQUN2RCxNQUFNLE9BQU8sT0FBTyxnQkFBZ0IsSUFBSSxDQUFDLFNBQVMsQ0FBQyxFQUFFO0lBQ3JELElBQUksUUFBUSxLQUFLLFFBQVEsVUFBVSxJQUFJLElBQUksR0FBRztJQUM5QyxJQUFJLFFBQVEsS0FBSyxRQUFRLFVBQVUsSUFBSSxJQUFJLEdBQUc7SUFDOUMsUUFBUSxLQUFLLElBQUksSUFBSSxNQUFNLEdBQUcsS0FBSztFQUNyQztFQUNBLHNFQUFzRTtFQUN0RSxNQUFNLE9BQU8sTUFBTSxLQUFLLEdBQUcsQ0FBQyxPQUFPLE1BQU0sTUFBTTtFQUMvQyxNQUFNLEtBQUssS0FBSyxXQUFXLENBQUMsT0FBTztFQUNuQyxJQUFJLE1BQU0sS0FBSyxDQUFDLEtBQUssS0FBSyxDQUFDLEtBQUssR0FBRyxLQUFLLENBQUMsR0FBRyxDQUFDLEdBQUcsUUFBUSxDQUFDLE9BQU87SUFDOUQsTUFBTSxNQUFNLEtBQUssTUFBTSxHQUFHO0VBQzVCO0VBQ0EsSUFBSSxJQUFJLEdBQUcsSUFBSSxRQUFRLENBQUMsT0FBTyxLQUFLLEdBQUcsQ0FBQyxPQUFPO0VBQy9DLE9BQU87QUFDVDtBQVVBLGlFQUFpRSxHQUNqRSxPQUFPLFNBQVMsT0FBTyxJQUFnQixFQUFFLElBQW1CO0VBQzFELE1BQU0sSUFBSSxJQUFJLFNBQVM7SUFBRSxNQUFNLEtBQUssSUFBSTtJQUFFLE1BQU0sS0FBSyxJQUFJO0VBQUM7RUFDMUQsb0VBQW9FO0VBQ3BFLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxLQUFLLE1BQU0sRUFBRSxLQUFLLE1BQU87SUFDM0MsRUFBRSxLQUFLLENBQUMsS0FBSyxRQUFRLENBQUMsR0FBRyxJQUFJO0VBQy9CO0VBQ0EsSUFBSSxLQUFLLElBQUksRUFBRTtJQUNiLE9BQU8sS0FBSyxTQUFTLENBQ25CLEVBQUUsUUFBUSxDQUFDO01BQUUsWUFBWSxLQUFLLFVBQVUsR0FBRyxDQUFDLElBQUk7SUFBRSxNQUVsRDtFQUNKO0VBQ0EsTUFBTSxRQUFrQixFQUFFO0VBQzFCLElBQUksS0FBSyxVQUFVLEVBQUU7SUFDbkIsSUFBSyxJQUFJLElBQUksQ0FBQyxFQUFFLGdCQUFnQixFQUFFLElBQUksR0FBRyxJQUFLLE1BQU0sSUFBSSxDQUFDLEVBQUUsUUFBUSxDQUFDO0VBQ3RFO0VBQ0EsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLEVBQUUsSUFBSSxFQUFFLElBQUssTUFBTSxJQUFJLENBQUMsRUFBRSxRQUFRLENBQUM7RUFDdkQsT0FBTyxNQUFNLElBQUksQ0FBQyxRQUFRO0FBQzVCIn0=
// denoCacheMetadata=1312969298837984644,8096886174153582354