/**
 * `berth capture-pane [-ep] [-S START] [-E END] [-t TARGET]`: tmux's
 * `capture-pane -p`, printing a pane's screen as `berth capture` does.
 * tmux's flags that berth's capture has an equal for map to it; the rest
 * are refused in one line.
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { MAX_BUFFER_BYTES, MAX_SCROLLBACK } from "../../protocol/limits.ts";
import { UserError } from "./command.ts";
import { NO_ALTERNATE_SCREEN } from "../../protocol/messages.ts";
import { captureText, captureWithHistory } from "./capture.ts";
import { printLine } from "../stdout.ts";
import { joinRows } from "../../protocol/join_rows.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import { bufferName } from "./_buffer_name.ts";
/** tmux's flags that berth has no equal for, and what each does there. */ const REFUSED = {
  C: "octal escapes",
  P: "an incomplete escape sequence",
  T: "trailing positions"
};
export const command = {
  name: "capture-pane",
  target: true,
  summary: "tmux's capture-pane -p: print a pane's screen",
  usage: `Usage: berth capture-pane [-aeJNpq] [-b NAME] [-S START] [-E END] [-t TARGET]

As tmux's capture-pane -p: prints the pane's screen, one line per row,
trailing spaces trimmed (berth capture --help).

Options:
  -p          print to stdout: what berth does without -b too
  -b NAME     without -p: put the lines in paste buffer NAME instead
              (each line ends with a newline, as tmux's)
  -e          with SGR escapes (colours, bold ...): berth capture --ansi
  -J          rows the terminal wrapped joined into the lines the program
              wrote: berth capture --join (trailing spaces still trimmed)
  -N          keep each row's trailing spaces: up to the last cell the
              program wrote, as tmux's
  -a          the screen behind the alternate one: while a full-screen
              program (vim, less) shows its own, the shell's screen it
              covers, without history; an error when there is none
  -q          with -a: an empty line, and exit 0, when there is none
  -S START    the first line: 0 the screen's top row (the default), -N
              N lines of history above it (-S -N alone is --scrollback
              N), a positive N the screen's row N, - the oldest line of
              history (-S - alone is --all)
  -E END      the last line, numbered as START: - (the default) the
              screen's last row; -E -1 the newest line of history
  -t TARGET   the pane: SESSION[:WINDOW[.PANE]], or %N (its id, unique
              in the daemon); without -t, inside a session, the pane it
              runs in

As in tmux, START and END past either end stop there, and an END above
START swaps them; with -J they count rows still, and a wrapped row goes
on into the next one of the range, as in tmux. tmux's -C, -P and -T have
no equal in berth and are refused. Unlike tmux's, without -p and -b it
prints, as berth capture does.

Exit codes: 0 printed; 1 an error (unknown target, no daemon).`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("capture-pane", joinLineValues(args), {
      print: {
        type: "boolean",
        short: "p"
      },
      escapes: {
        type: "boolean",
        short: "e"
      },
      join: {
        type: "boolean",
        short: "J"
      },
      start: {
        type: "string",
        short: "S"
      },
      end: {
        type: "string",
        short: "E"
      },
      target: {
        type: "string",
        short: "t"
      },
      buffer: {
        type: "string",
        short: "b"
      },
      trailing: {
        type: "boolean",
        short: "N"
      },
      alternate: {
        type: "boolean",
        short: "a"
      },
      quiet: {
        type: "boolean",
        short: "q"
      },
      ...Object.fromEntries(Object.keys(REFUSED).map((f)=>[
          `tmux-${f}`,
          {
            type: "boolean",
            short: f
          }
        ]))
    });
    for (const [f, what] of Object.entries(REFUSED)){
      if (values[`tmux-${f}`]) {
        throw new UserError(`capture-pane -${f} (${what}) is not supported by berth (see berth capture-pane --help)`);
      }
    }
    if (positionals.length > 0) {
      throw new UserError(`capture-pane takes no arguments, not "${positionals[0]}"; name the pane with -t (see berth capture-pane --help)`);
    }
    const start = lineNumber("-S", values.start);
    const end = lineNumber("-E", values.end);
    const name = paneTarget("capture-pane", values.target, global);
    // -p wins over -b, as in tmux.
    const buffer = values.print ? undefined : bufferName(values.buffer);
    const kind = values.escapes ? "ansi" : "text";
    const read = {
      trailing: values.trailing,
      alternate: values.alternate
    };
    let text;
    try {
      text = end === "-" && (start === "-" || start <= 0) ? await captureText(global, name, start === "-" ? -1 : -start, kind, values.join, read) : await rangeText(global, name, start, end, kind, values.join, read);
    } catch (err) {
      // tmux's -q: no alternate screen is no error; an empty line.
      const none = err instanceof UserError && err.message === NO_ALTERNATE_SCREEN;
      if (!none || !values.quiet) throw err;
      if (buffer === undefined) printLine("");
      return 0;
    }
    if (buffer === undefined) {
      printLine(text);
      return 0;
    }
    const data = new TextEncoder().encode(`${text}\n`);
    if (data.length > MAX_BUFFER_BYTES) {
      throw new UserError(`The capture is ${data.length} bytes and a buffer holds at most ${MAX_BUFFER_BYTES}; capture fewer lines (-S, -E)`);
    }
    await paneRequest(global, {
      op: "set-buffer",
      buffer,
      data
    });
    return 0;
  }
};
/**
 * Lines `start` to `end` of target `name` (tmux's numbers: 0 the screen's
 * top row), past either end stopping there, swapped when `end` is above
 * `start`, joined by newlines. With `join`, as tmux's -J: the numbers
 * still count rows, and a row the terminal wrapped goes on into the next
 * one of the range.
 */ async function rangeText(global, name, start, end, kind, join = false, read = {}) {
  const { lines, history, wrapped } = await captureWithHistory(global, name, historyFor(start, end), kind, join, read);
  // Line n is lines[history + n]; "-" is the first or the last line.
  const at = (n, dash)=>n === "-" ? dash : Math.min(Math.max(history + n, 0), lines.length - 1);
  const [from, to] = [
    at(start, 0),
    at(end, lines.length - 1)
  ].sort((a, b)=>a - b);
  const rows = lines.slice(from, to + 1);
  return join ? joinRows(rows, (i)=>wrapped.has(from + i)).join("\n") : rows.join("\n");
}
/**
 * `-S -3000` as `-S-3000`: tmux's line values start with -, which the
 * option parser takes for a forgotten value when they stand apart.
 */ function joinLineValues(args) {
  const out = [];
  for(let i = 0; i < args.length; i++){
    if (args[i] === "--") {
      out.push(...args.slice(i));
      break;
    }
    if (/^-[a-zA-Z]*[SE]$/.test(args[i]) && i + 1 < args.length) {
      out.push(args[i] + args[++i]);
    } else {
      out.push(args[i]);
    }
  }
  return out;
}
/** The history lines a range asks for: -1 all, else a count. */ function historyFor(start, end) {
  if (start === "-") return -1;
  return Math.min(Math.max(0, -start, end === "-" ? 0 : -end), MAX_SCROLLBACK);
}
/**
 * A line of `-S`/`-E`: 0 the screen's top row, negative lines of history,
 * positive rows of the screen, "-" (the default) the oldest line of
 * history for -S and the screen's last row for -E.
 */ function lineNumber(flag, value) {
  if (value === undefined || value === "-") {
    return value === undefined && flag === "-S" ? 0 : "-";
  }
  if (/^-?\d+$/.test(value)) {
    const n = Number(value);
    return Math.max(-MAX_SCROLLBACK, Math.min(n, MAX_SCROLLBACK));
  }
  throw new UserError(`capture-pane ${flag} ${value}: a line is a number (0 the screen's top row, -N lines of history above it) or -`);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9jYXB0dXJlX3BhbmUudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggY2FwdHVyZS1wYW5lIFstZXBdIFstUyBTVEFSVF0gWy1FIEVORF0gWy10IFRBUkdFVF1gOiB0bXV4J3NcbiAqIGBjYXB0dXJlLXBhbmUgLXBgLCBwcmludGluZyBhIHBhbmUncyBzY3JlZW4gYXMgYGJlcnRoIGNhcHR1cmVgIGRvZXMuXG4gKiB0bXV4J3MgZmxhZ3MgdGhhdCBiZXJ0aCdzIGNhcHR1cmUgaGFzIGFuIGVxdWFsIGZvciBtYXAgdG8gaXQ7IHRoZSByZXN0XG4gKiBhcmUgcmVmdXNlZCBpbiBvbmUgbGluZS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgcGFyc2VDb21tYW5kQXJncyB9IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHsgTUFYX0JVRkZFUl9CWVRFUywgTUFYX1NDUk9MTEJBQ0sgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbGltaXRzLnRzXCI7XG5pbXBvcnQgeyB0eXBlIENvbW1hbmQsIHR5cGUgR2xvYmFsT3B0aW9ucywgVXNlckVycm9yIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHtcbiAgdHlwZSBDYXB0dXJlTGluZXMsXG4gIE5PX0FMVEVSTkFURV9TQ1JFRU4sXG59IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHtcbiAgdHlwZSBDYXB0dXJlUmVhZCxcbiAgY2FwdHVyZVRleHQsXG4gIGNhcHR1cmVXaXRoSGlzdG9yeSxcbn0gZnJvbSBcIi4vY2FwdHVyZS50c1wiO1xuaW1wb3J0IHsgcHJpbnRMaW5lIH0gZnJvbSBcIi4uL3N0ZG91dC50c1wiO1xuaW1wb3J0IHsgam9pblJvd3MgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvam9pbl9yb3dzLnRzXCI7XG5pbXBvcnQgeyBwYW5lUmVxdWVzdCwgcGFuZVRhcmdldCB9IGZyb20gXCIuL19wYW5lLnRzXCI7XG5pbXBvcnQgeyBidWZmZXJOYW1lIH0gZnJvbSBcIi4vX2J1ZmZlcl9uYW1lLnRzXCI7XG5cbi8qKiB0bXV4J3MgZmxhZ3MgdGhhdCBiZXJ0aCBoYXMgbm8gZXF1YWwgZm9yLCBhbmQgd2hhdCBlYWNoIGRvZXMgdGhlcmUuICovXG5jb25zdCBSRUZVU0VEOiBSZWNvcmQ8c3RyaW5nLCBzdHJpbmc+ID0ge1xuICBDOiBcIm9jdGFsIGVzY2FwZXNcIixcbiAgUDogXCJhbiBpbmNvbXBsZXRlIGVzY2FwZSBzZXF1ZW5jZVwiLFxuICBUOiBcInRyYWlsaW5nIHBvc2l0aW9uc1wiLFxufTtcblxuZXhwb3J0IGNvbnN0IGNvbW1hbmQ6IENvbW1hbmQgPSB7XG4gIG5hbWU6IFwiY2FwdHVyZS1wYW5lXCIsXG4gIHRhcmdldDogdHJ1ZSxcbiAgc3VtbWFyeTogXCJ0bXV4J3MgY2FwdHVyZS1wYW5lIC1wOiBwcmludCBhIHBhbmUncyBzY3JlZW5cIixcbiAgdXNhZ2U6XG4gICAgYFVzYWdlOiBiZXJ0aCBjYXB0dXJlLXBhbmUgWy1hZUpOcHFdIFstYiBOQU1FXSBbLVMgU1RBUlRdIFstRSBFTkRdIFstdCBUQVJHRVRdXG5cbkFzIHRtdXgncyBjYXB0dXJlLXBhbmUgLXA6IHByaW50cyB0aGUgcGFuZSdzIHNjcmVlbiwgb25lIGxpbmUgcGVyIHJvdyxcbnRyYWlsaW5nIHNwYWNlcyB0cmltbWVkIChiZXJ0aCBjYXB0dXJlIC0taGVscCkuXG5cbk9wdGlvbnM6XG4gIC1wICAgICAgICAgIHByaW50IHRvIHN0ZG91dDogd2hhdCBiZXJ0aCBkb2VzIHdpdGhvdXQgLWIgdG9vXG4gIC1iIE5BTUUgICAgIHdpdGhvdXQgLXA6IHB1dCB0aGUgbGluZXMgaW4gcGFzdGUgYnVmZmVyIE5BTUUgaW5zdGVhZFxuICAgICAgICAgICAgICAoZWFjaCBsaW5lIGVuZHMgd2l0aCBhIG5ld2xpbmUsIGFzIHRtdXgncylcbiAgLWUgICAgICAgICAgd2l0aCBTR1IgZXNjYXBlcyAoY29sb3VycywgYm9sZCAuLi4pOiBiZXJ0aCBjYXB0dXJlIC0tYW5zaVxuICAtSiAgICAgICAgICByb3dzIHRoZSB0ZXJtaW5hbCB3cmFwcGVkIGpvaW5lZCBpbnRvIHRoZSBsaW5lcyB0aGUgcHJvZ3JhbVxuICAgICAgICAgICAgICB3cm90ZTogYmVydGggY2FwdHVyZSAtLWpvaW4gKHRyYWlsaW5nIHNwYWNlcyBzdGlsbCB0cmltbWVkKVxuICAtTiAgICAgICAgICBrZWVwIGVhY2ggcm93J3MgdHJhaWxpbmcgc3BhY2VzOiB1cCB0byB0aGUgbGFzdCBjZWxsIHRoZVxuICAgICAgICAgICAgICBwcm9ncmFtIHdyb3RlLCBhcyB0bXV4J3NcbiAgLWEgICAgICAgICAgdGhlIHNjcmVlbiBiZWhpbmQgdGhlIGFsdGVybmF0ZSBvbmU6IHdoaWxlIGEgZnVsbC1zY3JlZW5cbiAgICAgICAgICAgICAgcHJvZ3JhbSAodmltLCBsZXNzKSBzaG93cyBpdHMgb3duLCB0aGUgc2hlbGwncyBzY3JlZW4gaXRcbiAgICAgICAgICAgICAgY292ZXJzLCB3aXRob3V0IGhpc3Rvcnk7IGFuIGVycm9yIHdoZW4gdGhlcmUgaXMgbm9uZVxuICAtcSAgICAgICAgICB3aXRoIC1hOiBhbiBlbXB0eSBsaW5lLCBhbmQgZXhpdCAwLCB3aGVuIHRoZXJlIGlzIG5vbmVcbiAgLVMgU1RBUlQgICAgdGhlIGZpcnN0IGxpbmU6IDAgdGhlIHNjcmVlbidzIHRvcCByb3cgKHRoZSBkZWZhdWx0KSwgLU5cbiAgICAgICAgICAgICAgTiBsaW5lcyBvZiBoaXN0b3J5IGFib3ZlIGl0ICgtUyAtTiBhbG9uZSBpcyAtLXNjcm9sbGJhY2tcbiAgICAgICAgICAgICAgTiksIGEgcG9zaXRpdmUgTiB0aGUgc2NyZWVuJ3Mgcm93IE4sIC0gdGhlIG9sZGVzdCBsaW5lIG9mXG4gICAgICAgICAgICAgIGhpc3RvcnkgKC1TIC0gYWxvbmUgaXMgLS1hbGwpXG4gIC1FIEVORCAgICAgIHRoZSBsYXN0IGxpbmUsIG51bWJlcmVkIGFzIFNUQVJUOiAtICh0aGUgZGVmYXVsdCkgdGhlXG4gICAgICAgICAgICAgIHNjcmVlbidzIGxhc3Qgcm93OyAtRSAtMSB0aGUgbmV3ZXN0IGxpbmUgb2YgaGlzdG9yeVxuICAtdCBUQVJHRVQgICB0aGUgcGFuZTogU0VTU0lPTls6V0lORE9XWy5QQU5FXV0sIG9yICVOIChpdHMgaWQsIHVuaXF1ZVxuICAgICAgICAgICAgICBpbiB0aGUgZGFlbW9uKTsgd2l0aG91dCAtdCwgaW5zaWRlIGEgc2Vzc2lvbiwgdGhlIHBhbmUgaXRcbiAgICAgICAgICAgICAgcnVucyBpblxuXG5BcyBpbiB0bXV4LCBTVEFSVCBhbmQgRU5EIHBhc3QgZWl0aGVyIGVuZCBzdG9wIHRoZXJlLCBhbmQgYW4gRU5EIGFib3ZlXG5TVEFSVCBzd2FwcyB0aGVtOyB3aXRoIC1KIHRoZXkgY291bnQgcm93cyBzdGlsbCwgYW5kIGEgd3JhcHBlZCByb3cgZ29lc1xub24gaW50byB0aGUgbmV4dCBvbmUgb2YgdGhlIHJhbmdlLCBhcyBpbiB0bXV4LiB0bXV4J3MgLUMsIC1QIGFuZCAtVCBoYXZlXG5ubyBlcXVhbCBpbiBiZXJ0aCBhbmQgYXJlIHJlZnVzZWQuIFVubGlrZSB0bXV4J3MsIHdpdGhvdXQgLXAgYW5kIC1iIGl0XG5wcmludHMsIGFzIGJlcnRoIGNhcHR1cmUgZG9lcy5cblxuRXhpdCBjb2RlczogMCBwcmludGVkOyAxIGFuIGVycm9yICh1bmtub3duIHRhcmdldCwgbm8gZGFlbW9uKS5gLFxuICBhc3luYyBydW4oYXJncywgZ2xvYmFsKSB7XG4gICAgY29uc3QgeyB2YWx1ZXMsIHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFxuICAgICAgXCJjYXB0dXJlLXBhbmVcIixcbiAgICAgIGpvaW5MaW5lVmFsdWVzKGFyZ3MpLFxuICAgICAge1xuICAgICAgICBwcmludDogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwicFwiIH0sXG4gICAgICAgIGVzY2FwZXM6IHsgdHlwZTogXCJib29sZWFuXCIsIHNob3J0OiBcImVcIiB9LFxuICAgICAgICBqb2luOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJKXCIgfSxcbiAgICAgICAgc3RhcnQ6IHsgdHlwZTogXCJzdHJpbmdcIiwgc2hvcnQ6IFwiU1wiIH0sXG4gICAgICAgIGVuZDogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJFXCIgfSxcbiAgICAgICAgdGFyZ2V0OiB7IHR5cGU6IFwic3RyaW5nXCIsIHNob3J0OiBcInRcIiB9LFxuICAgICAgICBidWZmZXI6IHsgdHlwZTogXCJzdHJpbmdcIiwgc2hvcnQ6IFwiYlwiIH0sXG4gICAgICAgIHRyYWlsaW5nOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJOXCIgfSxcbiAgICAgICAgYWx0ZXJuYXRlOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJhXCIgfSxcbiAgICAgICAgcXVpZXQ6IHsgdHlwZTogXCJib29sZWFuXCIsIHNob3J0OiBcInFcIiB9LFxuICAgICAgICAuLi5PYmplY3QuZnJvbUVudHJpZXMoXG4gICAgICAgICAgT2JqZWN0LmtleXMoUkVGVVNFRCkubWFwKChmKSA9PiBbXG4gICAgICAgICAgICBgdG11eC0ke2Z9YCxcbiAgICAgICAgICAgIHsgdHlwZTogXCJib29sZWFuXCIgYXMgY29uc3QsIHNob3J0OiBmIH0sXG4gICAgICAgICAgXSksXG4gICAgICAgICksXG4gICAgICB9LFxuICAgICk7XG4gICAgZm9yIChjb25zdCBbZiwgd2hhdF0gb2YgT2JqZWN0LmVudHJpZXMoUkVGVVNFRCkpIHtcbiAgICAgIGlmICgodmFsdWVzIGFzIFJlY29yZDxzdHJpbmcsIHVua25vd24+KVtgdG11eC0ke2Z9YF0pIHtcbiAgICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgICAgICBgY2FwdHVyZS1wYW5lIC0ke2Z9ICgke3doYXR9KSBpcyBub3Qgc3VwcG9ydGVkIGJ5IGJlcnRoIChzZWUgYmVydGggY2FwdHVyZS1wYW5lIC0taGVscClgLFxuICAgICAgICApO1xuICAgICAgfVxuICAgIH1cbiAgICBpZiAocG9zaXRpb25hbHMubGVuZ3RoID4gMCkge1xuICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgICAgYGNhcHR1cmUtcGFuZSB0YWtlcyBubyBhcmd1bWVudHMsIG5vdCBcIiR7XG4gICAgICAgICAgcG9zaXRpb25hbHNbMF1cbiAgICAgICAgfVwiOyBuYW1lIHRoZSBwYW5lIHdpdGggLXQgKHNlZSBiZXJ0aCBjYXB0dXJlLXBhbmUgLS1oZWxwKWAsXG4gICAgICApO1xuICAgIH1cbiAgICBjb25zdCBzdGFydCA9IGxpbmVOdW1iZXIoXCItU1wiLCB2YWx1ZXMuc3RhcnQpO1xuICAgIGNvbnN0IGVuZCA9IGxpbmVOdW1iZXIoXCItRVwiLCB2YWx1ZXMuZW5kKTtcbiAgICBjb25zdCBuYW1lID0gcGFuZVRhcmdldChcImNhcHR1cmUtcGFuZVwiLCB2YWx1ZXMudGFyZ2V0LCBnbG9iYWwpO1xuICAgIC8vIC1wIHdpbnMgb3ZlciAtYiwgYXMgaW4gdG11eC5cbiAgICBjb25zdCBidWZmZXIgPSB2YWx1ZXMucHJpbnQgPyB1bmRlZmluZWQgOiBidWZmZXJOYW1lKHZhbHVlcy5idWZmZXIpO1xuICAgIGNvbnN0IGtpbmQgPSB2YWx1ZXMuZXNjYXBlcyA/IFwiYW5zaVwiIDogXCJ0ZXh0XCI7XG4gICAgY29uc3QgcmVhZCA9IHsgdHJhaWxpbmc6IHZhbHVlcy50cmFpbGluZywgYWx0ZXJuYXRlOiB2YWx1ZXMuYWx0ZXJuYXRlIH07XG4gICAgbGV0IHRleHQ6IHN0cmluZztcbiAgICB0cnkge1xuICAgICAgdGV4dCA9IGVuZCA9PT0gXCItXCIgJiYgKHN0YXJ0ID09PSBcIi1cIiB8fCBzdGFydCA8PSAwKVxuICAgICAgICAvLyBUaGUgaGlzdG9yeSdzIGxhc3QgbGluZXMgYW5kIHRoZSBzY3JlZW46IGNhcHR1cmUncyBvd24gcmVxdWVzdC5cbiAgICAgICAgPyBhd2FpdCBjYXB0dXJlVGV4dChcbiAgICAgICAgICBnbG9iYWwsXG4gICAgICAgICAgbmFtZSxcbiAgICAgICAgICBzdGFydCA9PT0gXCItXCIgPyAtMSA6IC1zdGFydCxcbiAgICAgICAgICBraW5kLFxuICAgICAgICAgIHZhbHVlcy5qb2luLFxuICAgICAgICAgIHJlYWQsXG4gICAgICAgIClcbiAgICAgICAgOiBhd2FpdCByYW5nZVRleHQoZ2xvYmFsLCBuYW1lLCBzdGFydCwgZW5kLCBraW5kLCB2YWx1ZXMuam9pbiwgcmVhZCk7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICAvLyB0bXV4J3MgLXE6IG5vIGFsdGVybmF0ZSBzY3JlZW4gaXMgbm8gZXJyb3I7IGFuIGVtcHR5IGxpbmUuXG4gICAgICBjb25zdCBub25lID0gZXJyIGluc3RhbmNlb2YgVXNlckVycm9yICYmXG4gICAgICAgIGVyci5tZXNzYWdlID09PSBOT19BTFRFUk5BVEVfU0NSRUVOO1xuICAgICAgaWYgKCFub25lIHx8ICF2YWx1ZXMucXVpZXQpIHRocm93IGVycjtcbiAgICAgIGlmIChidWZmZXIgPT09IHVuZGVmaW5lZCkgcHJpbnRMaW5lKFwiXCIpO1xuICAgICAgcmV0dXJuIDA7XG4gICAgfVxuICAgIGlmIChidWZmZXIgPT09IHVuZGVmaW5lZCkge1xuICAgICAgcHJpbnRMaW5lKHRleHQpO1xuICAgICAgcmV0dXJuIDA7XG4gICAgfVxuICAgIGNvbnN0IGRhdGEgPSBuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUoYCR7dGV4dH1cXG5gKTtcbiAgICBpZiAoZGF0YS5sZW5ndGggPiBNQVhfQlVGRkVSX0JZVEVTKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgICBgVGhlIGNhcHR1cmUgaXMgJHtkYXRhLmxlbmd0aH0gYnl0ZXMgYW5kIGEgYnVmZmVyIGhvbGRzIGF0IG1vc3QgJHtNQVhfQlVGRkVSX0JZVEVTfTsgY2FwdHVyZSBmZXdlciBsaW5lcyAoLVMsIC1FKWAsXG4gICAgICApO1xuICAgIH1cbiAgICBhd2FpdCBwYW5lUmVxdWVzdChnbG9iYWwsIHsgb3A6IFwic2V0LWJ1ZmZlclwiLCBidWZmZXIsIGRhdGEgfSk7XG4gICAgcmV0dXJuIDA7XG4gIH0sXG59O1xuXG4vKipcbiAqIExpbmVzIGBzdGFydGAgdG8gYGVuZGAgb2YgdGFyZ2V0IGBuYW1lYCAodG11eCdzIG51bWJlcnM6IDAgdGhlIHNjcmVlbidzXG4gKiB0b3Agcm93KSwgcGFzdCBlaXRoZXIgZW5kIHN0b3BwaW5nIHRoZXJlLCBzd2FwcGVkIHdoZW4gYGVuZGAgaXMgYWJvdmVcbiAqIGBzdGFydGAsIGpvaW5lZCBieSBuZXdsaW5lcy4gV2l0aCBgam9pbmAsIGFzIHRtdXgncyAtSjogdGhlIG51bWJlcnNcbiAqIHN0aWxsIGNvdW50IHJvd3MsIGFuZCBhIHJvdyB0aGUgdGVybWluYWwgd3JhcHBlZCBnb2VzIG9uIGludG8gdGhlIG5leHRcbiAqIG9uZSBvZiB0aGUgcmFuZ2UuXG4gKi9cbmFzeW5jIGZ1bmN0aW9uIHJhbmdlVGV4dChcbiAgZ2xvYmFsOiBHbG9iYWxPcHRpb25zLFxuICBuYW1lOiBzdHJpbmcsXG4gIHN0YXJ0OiBudW1iZXIgfCBcIi1cIixcbiAgZW5kOiBudW1iZXIgfCBcIi1cIixcbiAga2luZDogQ2FwdHVyZUxpbmVzLFxuICBqb2luID0gZmFsc2UsXG4gIHJlYWQ6IENhcHR1cmVSZWFkID0ge30sXG4pOiBQcm9taXNlPHN0cmluZz4ge1xuICBjb25zdCB7IGxpbmVzLCBoaXN0b3J5LCB3cmFwcGVkIH0gPSBhd2FpdCBjYXB0dXJlV2l0aEhpc3RvcnkoXG4gICAgZ2xvYmFsLFxuICAgIG5hbWUsXG4gICAgaGlzdG9yeUZvcihzdGFydCwgZW5kKSxcbiAgICBraW5kLFxuICAgIGpvaW4sXG4gICAgcmVhZCxcbiAgKTtcbiAgLy8gTGluZSBuIGlzIGxpbmVzW2hpc3RvcnkgKyBuXTsgXCItXCIgaXMgdGhlIGZpcnN0IG9yIHRoZSBsYXN0IGxpbmUuXG4gIGNvbnN0IGF0ID0gKG46IG51bWJlciB8IFwiLVwiLCBkYXNoOiBudW1iZXIpID0+XG4gICAgbiA9PT0gXCItXCIgPyBkYXNoIDogTWF0aC5taW4oTWF0aC5tYXgoaGlzdG9yeSArIG4sIDApLCBsaW5lcy5sZW5ndGggLSAxKTtcbiAgY29uc3QgW2Zyb20sIHRvXSA9IFthdChzdGFydCwgMCksIGF0KGVuZCwgbGluZXMubGVuZ3RoIC0gMSldLnNvcnQoKGEsIGIpID0+XG4gICAgYSAtIGJcbiAgKTtcbiAgY29uc3Qgcm93cyA9IGxpbmVzLnNsaWNlKGZyb20sIHRvICsgMSk7XG4gIHJldHVybiBqb2luXG4gICAgPyBqb2luUm93cyhyb3dzLCAoaSkgPT4gd3JhcHBlZC5oYXMoZnJvbSArIGkpKS5qb2luKFwiXFxuXCIpXG4gICAgOiByb3dzLmpvaW4oXCJcXG5cIik7XG59XG5cbi8qKlxuICogYC1TIC0zMDAwYCBhcyBgLVMtMzAwMGA6IHRtdXgncyBsaW5lIHZhbHVlcyBzdGFydCB3aXRoIC0sIHdoaWNoIHRoZVxuICogb3B0aW9uIHBhcnNlciB0YWtlcyBmb3IgYSBmb3Jnb3R0ZW4gdmFsdWUgd2hlbiB0aGV5IHN0YW5kIGFwYXJ0LlxuICovXG5mdW5jdGlvbiBqb2luTGluZVZhbHVlcyhhcmdzOiBzdHJpbmdbXSk6IHN0cmluZ1tdIHtcbiAgY29uc3Qgb3V0OiBzdHJpbmdbXSA9IFtdO1xuICBmb3IgKGxldCBpID0gMDsgaSA8IGFyZ3MubGVuZ3RoOyBpKyspIHtcbiAgICBpZiAoYXJnc1tpXSA9PT0gXCItLVwiKSB7XG4gICAgICBvdXQucHVzaCguLi5hcmdzLnNsaWNlKGkpKTtcbiAgICAgIGJyZWFrO1xuICAgIH1cbiAgICBpZiAoL14tW2EtekEtWl0qW1NFXSQvLnRlc3QoYXJnc1tpXSkgJiYgaSArIDEgPCBhcmdzLmxlbmd0aCkge1xuICAgICAgb3V0LnB1c2goYXJnc1tpXSArIGFyZ3NbKytpXSk7XG4gICAgfSBlbHNlIHtcbiAgICAgIG91dC5wdXNoKGFyZ3NbaV0pO1xuICAgIH1cbiAgfVxuICByZXR1cm4gb3V0O1xufVxuXG4vKiogVGhlIGhpc3RvcnkgbGluZXMgYSByYW5nZSBhc2tzIGZvcjogLTEgYWxsLCBlbHNlIGEgY291bnQuICovXG5mdW5jdGlvbiBoaXN0b3J5Rm9yKHN0YXJ0OiBudW1iZXIgfCBcIi1cIiwgZW5kOiBudW1iZXIgfCBcIi1cIik6IG51bWJlciB7XG4gIGlmIChzdGFydCA9PT0gXCItXCIpIHJldHVybiAtMTtcbiAgcmV0dXJuIE1hdGgubWluKE1hdGgubWF4KDAsIC1zdGFydCwgZW5kID09PSBcIi1cIiA/IDAgOiAtZW5kKSwgTUFYX1NDUk9MTEJBQ0spO1xufVxuXG4vKipcbiAqIEEgbGluZSBvZiBgLVNgL2AtRWA6IDAgdGhlIHNjcmVlbidzIHRvcCByb3csIG5lZ2F0aXZlIGxpbmVzIG9mIGhpc3RvcnksXG4gKiBwb3NpdGl2ZSByb3dzIG9mIHRoZSBzY3JlZW4sIFwiLVwiICh0aGUgZGVmYXVsdCkgdGhlIG9sZGVzdCBsaW5lIG9mXG4gKiBoaXN0b3J5IGZvciAtUyBhbmQgdGhlIHNjcmVlbidzIGxhc3Qgcm93IGZvciAtRS5cbiAqL1xuZnVuY3Rpb24gbGluZU51bWJlcihmbGFnOiBzdHJpbmcsIHZhbHVlOiBzdHJpbmcgfCB1bmRlZmluZWQpOiBudW1iZXIgfCBcIi1cIiB7XG4gIGlmICh2YWx1ZSA9PT0gdW5kZWZpbmVkIHx8IHZhbHVlID09PSBcIi1cIikge1xuICAgIHJldHVybiB2YWx1ZSA9PT0gdW5kZWZpbmVkICYmIGZsYWcgPT09IFwiLVNcIiA/IDAgOiBcIi1cIjtcbiAgfVxuICBpZiAoL14tP1xcZCskLy50ZXN0KHZhbHVlKSkge1xuICAgIGNvbnN0IG4gPSBOdW1iZXIodmFsdWUpO1xuICAgIHJldHVybiBNYXRoLm1heCgtTUFYX1NDUk9MTEJBQ0ssIE1hdGgubWluKG4sIE1BWF9TQ1JPTExCQUNLKSk7XG4gIH1cbiAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICBgY2FwdHVyZS1wYW5lICR7ZmxhZ30gJHt2YWx1ZX06IGEgbGluZSBpcyBhIG51bWJlciAoMCB0aGUgc2NyZWVuJ3MgdG9wIHJvdywgLU4gbGluZXMgb2YgaGlzdG9yeSBhYm92ZSBpdCkgb3IgLWAsXG4gICk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Q0FPQyxHQUVELFNBQVMsZ0JBQWdCLFFBQVEsaUJBQWlCO0FBQ2xELFNBQVMsZ0JBQWdCLEVBQUUsY0FBYyxRQUFRLDJCQUEyQjtBQUM1RSxTQUEyQyxTQUFTLFFBQVEsZUFBZTtBQUMzRSxTQUVFLG1CQUFtQixRQUNkLDZCQUE2QjtBQUNwQyxTQUVFLFdBQVcsRUFDWCxrQkFBa0IsUUFDYixlQUFlO0FBQ3RCLFNBQVMsU0FBUyxRQUFRLGVBQWU7QUFDekMsU0FBUyxRQUFRLFFBQVEsOEJBQThCO0FBQ3ZELFNBQVMsV0FBVyxFQUFFLFVBQVUsUUFBUSxhQUFhO0FBQ3JELFNBQVMsVUFBVSxRQUFRLG9CQUFvQjtBQUUvQyx3RUFBd0UsR0FDeEUsTUFBTSxVQUFrQztFQUN0QyxHQUFHO0VBQ0gsR0FBRztFQUNILEdBQUc7QUFDTDtBQUVBLE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sUUFBUTtFQUNSLFNBQVM7RUFDVCxPQUNFLENBQUM7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OERBa0N5RCxDQUFDO0VBQzdELE1BQU0sS0FBSSxJQUFJLEVBQUUsTUFBTTtJQUNwQixNQUFNLEVBQUUsTUFBTSxFQUFFLFdBQVcsRUFBRSxHQUFHLGlCQUM5QixnQkFDQSxlQUFlLE9BQ2Y7TUFDRSxPQUFPO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUNyQyxTQUFTO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUN2QyxNQUFNO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUNwQyxPQUFPO1FBQUUsTUFBTTtRQUFVLE9BQU87TUFBSTtNQUNwQyxLQUFLO1FBQUUsTUFBTTtRQUFVLE9BQU87TUFBSTtNQUNsQyxRQUFRO1FBQUUsTUFBTTtRQUFVLE9BQU87TUFBSTtNQUNyQyxRQUFRO1FBQUUsTUFBTTtRQUFVLE9BQU87TUFBSTtNQUNyQyxVQUFVO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUN4QyxXQUFXO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUN6QyxPQUFPO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUNyQyxHQUFHLE9BQU8sV0FBVyxDQUNuQixPQUFPLElBQUksQ0FBQyxTQUFTLEdBQUcsQ0FBQyxDQUFDLElBQU07VUFDOUIsQ0FBQyxLQUFLLEVBQUUsR0FBRztVQUNYO1lBQUUsTUFBTTtZQUFvQixPQUFPO1VBQUU7U0FDdEMsRUFDRjtJQUNIO0lBRUYsS0FBSyxNQUFNLENBQUMsR0FBRyxLQUFLLElBQUksT0FBTyxPQUFPLENBQUMsU0FBVTtNQUMvQyxJQUFJLEFBQUMsTUFBa0MsQ0FBQyxDQUFDLEtBQUssRUFBRSxHQUFHLENBQUMsRUFBRTtRQUNwRCxNQUFNLElBQUksVUFDUixDQUFDLGNBQWMsRUFBRSxFQUFFLEVBQUUsRUFBRSxLQUFLLDJEQUEyRCxDQUFDO01BRTVGO0lBQ0Y7SUFDQSxJQUFJLFlBQVksTUFBTSxHQUFHLEdBQUc7TUFDMUIsTUFBTSxJQUFJLFVBQ1IsQ0FBQyxzQ0FBc0MsRUFDckMsV0FBVyxDQUFDLEVBQUUsQ0FDZix3REFBd0QsQ0FBQztJQUU5RDtJQUNBLE1BQU0sUUFBUSxXQUFXLE1BQU0sT0FBTyxLQUFLO0lBQzNDLE1BQU0sTUFBTSxXQUFXLE1BQU0sT0FBTyxHQUFHO0lBQ3ZDLE1BQU0sT0FBTyxXQUFXLGdCQUFnQixPQUFPLE1BQU0sRUFBRTtJQUN2RCwrQkFBK0I7SUFDL0IsTUFBTSxTQUFTLE9BQU8sS0FBSyxHQUFHLFlBQVksV0FBVyxPQUFPLE1BQU07SUFDbEUsTUFBTSxPQUFPLE9BQU8sT0FBTyxHQUFHLFNBQVM7SUFDdkMsTUFBTSxPQUFPO01BQUUsVUFBVSxPQUFPLFFBQVE7TUFBRSxXQUFXLE9BQU8sU0FBUztJQUFDO0lBQ3RFLElBQUk7SUFDSixJQUFJO01BQ0YsT0FBTyxRQUFRLE9BQU8sQ0FBQyxVQUFVLE9BQU8sU0FBUyxDQUFDLElBRTlDLE1BQU0sWUFDTixRQUNBLE1BQ0EsVUFBVSxNQUFNLENBQUMsSUFBSSxDQUFDLE9BQ3RCLE1BQ0EsT0FBTyxJQUFJLEVBQ1gsUUFFQSxNQUFNLFVBQVUsUUFBUSxNQUFNLE9BQU8sS0FBSyxNQUFNLE9BQU8sSUFBSSxFQUFFO0lBQ25FLEVBQUUsT0FBTyxLQUFLO01BQ1osNkRBQTZEO01BQzdELE1BQU0sT0FBTyxlQUFlLGFBQzFCLElBQUksT0FBTyxLQUFLO01BQ2xCLElBQUksQ0FBQyxRQUFRLENBQUMsT0FBTyxLQUFLLEVBQUUsTUFBTTtNQUNsQyxJQUFJLFdBQVcsV0FBVyxVQUFVO01BQ3BDLE9BQU87SUFDVDtJQUNBLElBQUksV0FBVyxXQUFXO01BQ3hCLFVBQVU7TUFDVixPQUFPO0lBQ1Q7SUFDQSxNQUFNLE9BQU8sSUFBSSxjQUFjLE1BQU0sQ0FBQyxHQUFHLEtBQUssRUFBRSxDQUFDO0lBQ2pELElBQUksS0FBSyxNQUFNLEdBQUcsa0JBQWtCO01BQ2xDLE1BQU0sSUFBSSxVQUNSLENBQUMsZUFBZSxFQUFFLEtBQUssTUFBTSxDQUFDLGtDQUFrQyxFQUFFLGlCQUFpQiw4QkFBOEIsQ0FBQztJQUV0SDtJQUNBLE1BQU0sWUFBWSxRQUFRO01BQUUsSUFBSTtNQUFjO01BQVE7SUFBSztJQUMzRCxPQUFPO0VBQ1Q7QUFDRixFQUFFO0FBRUY7Ozs7OztDQU1DLEdBQ0QsZUFBZSxVQUNiLE1BQXFCLEVBQ3JCLElBQVksRUFDWixLQUFtQixFQUNuQixHQUFpQixFQUNqQixJQUFrQixFQUNsQixPQUFPLEtBQUssRUFDWixPQUFvQixDQUFDLENBQUM7RUFFdEIsTUFBTSxFQUFFLEtBQUssRUFBRSxPQUFPLEVBQUUsT0FBTyxFQUFFLEdBQUcsTUFBTSxtQkFDeEMsUUFDQSxNQUNBLFdBQVcsT0FBTyxNQUNsQixNQUNBLE1BQ0E7RUFFRixtRUFBbUU7RUFDbkUsTUFBTSxLQUFLLENBQUMsR0FBaUIsT0FDM0IsTUFBTSxNQUFNLE9BQU8sS0FBSyxHQUFHLENBQUMsS0FBSyxHQUFHLENBQUMsVUFBVSxHQUFHLElBQUksTUFBTSxNQUFNLEdBQUc7RUFDdkUsTUFBTSxDQUFDLE1BQU0sR0FBRyxHQUFHO0lBQUMsR0FBRyxPQUFPO0lBQUksR0FBRyxLQUFLLE1BQU0sTUFBTSxHQUFHO0dBQUcsQ0FBQyxJQUFJLENBQUMsQ0FBQyxHQUFHLElBQ3BFLElBQUk7RUFFTixNQUFNLE9BQU8sTUFBTSxLQUFLLENBQUMsTUFBTSxLQUFLO0VBQ3BDLE9BQU8sT0FDSCxTQUFTLE1BQU0sQ0FBQyxJQUFNLFFBQVEsR0FBRyxDQUFDLE9BQU8sSUFBSSxJQUFJLENBQUMsUUFDbEQsS0FBSyxJQUFJLENBQUM7QUFDaEI7QUFFQTs7O0NBR0MsR0FDRCxTQUFTLGVBQWUsSUFBYztFQUNwQyxNQUFNLE1BQWdCLEVBQUU7RUFDeEIsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLEtBQUssTUFBTSxFQUFFLElBQUs7SUFDcEMsSUFBSSxJQUFJLENBQUMsRUFBRSxLQUFLLE1BQU07TUFDcEIsSUFBSSxJQUFJLElBQUksS0FBSyxLQUFLLENBQUM7TUFDdkI7SUFDRjtJQUNBLElBQUksbUJBQW1CLElBQUksQ0FBQyxJQUFJLENBQUMsRUFBRSxLQUFLLElBQUksSUFBSSxLQUFLLE1BQU0sRUFBRTtNQUMzRCxJQUFJLElBQUksQ0FBQyxJQUFJLENBQUMsRUFBRSxHQUFHLElBQUksQ0FBQyxFQUFFLEVBQUU7SUFDOUIsT0FBTztNQUNMLElBQUksSUFBSSxDQUFDLElBQUksQ0FBQyxFQUFFO0lBQ2xCO0VBQ0Y7RUFDQSxPQUFPO0FBQ1Q7QUFFQSw4REFBOEQsR0FDOUQsU0FBUyxXQUFXLEtBQW1CLEVBQUUsR0FBaUI7RUFDeEQsSUFBSSxVQUFVLEtBQUssT0FBTyxDQUFDO0VBQzNCLE9BQU8sS0FBSyxHQUFHLENBQUMsS0FBSyxHQUFHLENBQUMsR0FBRyxDQUFDLE9BQU8sUUFBUSxNQUFNLElBQUksQ0FBQyxNQUFNO0FBQy9EO0FBRUE7Ozs7Q0FJQyxHQUNELFNBQVMsV0FBVyxJQUFZLEVBQUUsS0FBeUI7RUFDekQsSUFBSSxVQUFVLGFBQWEsVUFBVSxLQUFLO0lBQ3hDLE9BQU8sVUFBVSxhQUFhLFNBQVMsT0FBTyxJQUFJO0VBQ3BEO0VBQ0EsSUFBSSxVQUFVLElBQUksQ0FBQyxRQUFRO0lBQ3pCLE1BQU0sSUFBSSxPQUFPO0lBQ2pCLE9BQU8sS0FBSyxHQUFHLENBQUMsQ0FBQyxnQkFBZ0IsS0FBSyxHQUFHLENBQUMsR0FBRztFQUMvQztFQUNBLE1BQU0sSUFBSSxVQUNSLENBQUMsYUFBYSxFQUFFLEtBQUssQ0FBQyxFQUFFLE1BQU0sZ0ZBQWdGLENBQUM7QUFFbkgifQ==
// denoCacheMetadata=10548001821320138738,6240178995162414880