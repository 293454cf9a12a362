/**
 * `berth capture NAME`: prints a session's screen as text, with SGR
 * escapes, or as the JSON object `berth replay --json` prints.
 *
 * @module
 */ import { intOption, parseCommandArgs, sessionAndRest, TARGET_OPTION } from "../cli_args.ts";
import { MAX_SCROLLBACK } from "../../protocol/limits.ts";
import { connectOrFail } from "./_connect.ts";
import { UserError } from "./command.ts";
import { requestOrFail } from "./_request.ts";
import { printLine } from "../stdout.ts";
export const command = {
  name: "capture",
  target: true,
  summary: "Print a session's screen: text, --ansi or --json (for scripts)",
  usage: `Usage: berth capture NAME [--ansi | --json] [--scrollback N | --all]
                     [--join]

Prints the screen of session NAME: one line per row, all rows, trailing
spaces trimmed, wide characters once. A session kept with --keep after its
program exited still shows its final screen.

Options:
  --ansi          the same lines with SGR escapes (colours, bold ...)
  --json          one JSON object, as berth replay --json prints it:
                  {cols, rows, cursor, title, lines, cells, scrollback?}
  --scrollback N  also the last N lines of history above the screen (text:
                  printed first; JSON: a "scrollback" array)
  --all           all of the history above the screen
  --join          rows the terminal wrapped joined into the lines the
                  program wrote: a long line comes out whole (text and
                  --ansi; tmux's capture-pane -J)

Exit codes: 0 printed; 1 an error (unknown session, no daemon).`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("capture", args, {
      ansi: {
        type: "boolean"
      },
      json: {
        type: "boolean"
      },
      scrollback: {
        type: "string"
      },
      all: {
        type: "boolean"
      },
      join: {
        type: "boolean"
      },
      ...TARGET_OPTION
    });
    const { name } = sessionAndRest(global, "capture", values.target, positionals, 0);
    if (values.ansi && values.json) {
      throw new UserError("Choose one of --ansi and --json");
    }
    if (values.all && values.scrollback !== undefined) {
      throw new UserError("Choose one of --scrollback N and --all");
    }
    if (values.join && values.json) {
      throw new UserError("--join goes with text or --ansi: --json gives the rows as they are");
    }
    const scrollback = values.all ? -1 : intOption("--scrollback", values.scrollback, 0, MAX_SCROLLBACK) ?? 0;
    // Text and --ansi ask for the lines alone: the screen's cells, which
    // only --json prints, are most of a whole answer (212 KB at 80x24).
    const lines = values.json ? undefined : values.ansi ? "ansi" : "text";
    await printCapture(global, name, scrollback, lines, values.join);
    return 0;
  }
};
/**
 * Prints the screen of target `name` with `scrollback` lines of history
 * (-1: all): its lines, wrapped rows joined with `join`, or (`lines`
 * undefined) the JSON object.
 */ export async function printCapture(global, name, scrollback, lines, join = false) {
  printLine(await captureText(global, name, scrollback, lines, join));
}
/**
 * What `printCapture` prints, without the last newline; `read` as the
 * `capture` request's `trailing` and `alternate` (tmux's `-N`, `-a`).
 */ export async function captureText(global, name, scrollback, lines, join = false, read = {}) {
  using conn = await connectOrFail(global);
  const r = await requestOrFail(conn, {
    op: "capture",
    name,
    scrollback,
    lines,
    ...join ? {
      join
    } : {},
    ...read
  });
  if (join && !("joined" in r && r.joined)) {
    throw new UserError("The running daemon is older than --join (capture-pane -J); berth upgrade replaces it with this berth");
  }
  return printed(r, lines);
}
/**
 * The lines of target `name`, history first (`scrollback` lines of it, -1
 * all), as text or with SGR escapes, and how many of them are history.
 * A daemon before the lines answer said `history` sends the whole screen
 * instead, whose height says where the history ends. With `wrapped`, the
 * rows the terminal wrapped keep their trailing blanks and are listed.
 */ export async function captureWithHistory(global, name, scrollback, kind, wrapped = false, read = {}) {
  using conn = await connectOrFail(global);
  // Typed as the union: the request's type says the whole screen.
  const r = await requestOrFail(conn, {
    op: "capture",
    name,
    scrollback,
    lines: kind,
    ...wrapped ? {
      join: "rows"
    } : {},
    ...read
  });
  if (wrapped && !("lines" in r && r.wrapped)) {
    throw new UserError("The running daemon is older than capture-pane -J with line numbers; berth upgrade replaces it with this berth");
  }
  if ("lines" in r && r.history !== undefined) {
    return {
      lines: r.lines,
      history: r.history,
      wrapped: new Set(r.wrapped)
    };
  }
  const whole = await requestOrFail(conn, {
    op: "capture",
    name,
    scrollback
  });
  if ("lines" in whole) throw new Error("capture: a lines answer unasked");
  const lines = wholeLines(whole, kind);
  return {
    lines,
    history: lines.length - whole.screen.rows,
    wrapped: new Set()
  };
}
/** What capture prints from either kind of answer (an older daemon's). */ function printed(r, lines) {
  if ("lines" in r) return r.lines.join("\n");
  if (lines === undefined) return JSON.stringify(r.screen);
  return wholeLines(r, lines).join("\n");
}
/** The lines of a whole answer, history first, as `kind` asks. */ function wholeLines(r, kind) {
  return kind === "ansi" ? r.ansi : [
    ...r.screen.scrollback ?? [],
    ...r.screen.lines
  ];
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9jYXB0dXJlLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogYGJlcnRoIGNhcHR1cmUgTkFNRWA6IHByaW50cyBhIHNlc3Npb24ncyBzY3JlZW4gYXMgdGV4dCwgd2l0aCBTR1JcbiAqIGVzY2FwZXMsIG9yIGFzIHRoZSBKU09OIG9iamVjdCBgYmVydGggcmVwbGF5IC0tanNvbmAgcHJpbnRzLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQge1xuICBpbnRPcHRpb24sXG4gIHBhcnNlQ29tbWFuZEFyZ3MsXG4gIHNlc3Npb25BbmRSZXN0LFxuICBUQVJHRVRfT1BUSU9OLFxufSBmcm9tIFwiLi4vY2xpX2FyZ3MudHNcIjtcbmltcG9ydCB7IE1BWF9TQ1JPTExCQUNLIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL2xpbWl0cy50c1wiO1xuaW1wb3J0IHR5cGUge1xuICBDYXB0dXJlQW5zd2VyLFxuICBDYXB0dXJlTGluZXMsXG4gIENhcHR1cmVMaW5lc0Fuc3dlcixcbn0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL21lc3NhZ2VzLnRzXCI7XG5pbXBvcnQgeyBjb25uZWN0T3JGYWlsIH0gZnJvbSBcIi4vX2Nvbm5lY3QudHNcIjtcbmltcG9ydCB7IHR5cGUgQ29tbWFuZCwgdHlwZSBHbG9iYWxPcHRpb25zLCBVc2VyRXJyb3IgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyByZXF1ZXN0T3JGYWlsIH0gZnJvbSBcIi4vX3JlcXVlc3QudHNcIjtcbmltcG9ydCB7IHByaW50TGluZSB9IGZyb20gXCIuLi9zdGRvdXQudHNcIjtcblxuZXhwb3J0IGNvbnN0IGNvbW1hbmQ6IENvbW1hbmQgPSB7XG4gIG5hbWU6IFwiY2FwdHVyZVwiLFxuICB0YXJnZXQ6IHRydWUsXG4gIHN1bW1hcnk6IFwiUHJpbnQgYSBzZXNzaW9uJ3Mgc2NyZWVuOiB0ZXh0LCAtLWFuc2kgb3IgLS1qc29uIChmb3Igc2NyaXB0cylcIixcbiAgdXNhZ2U6IGBVc2FnZTogYmVydGggY2FwdHVyZSBOQU1FIFstLWFuc2kgfCAtLWpzb25dIFstLXNjcm9sbGJhY2sgTiB8IC0tYWxsXVxuICAgICAgICAgICAgICAgICAgICAgWy0tam9pbl1cblxuUHJpbnRzIHRoZSBzY3JlZW4gb2Ygc2Vzc2lvbiBOQU1FOiBvbmUgbGluZSBwZXIgcm93LCBhbGwgcm93cywgdHJhaWxpbmdcbnNwYWNlcyB0cmltbWVkLCB3aWRlIGNoYXJhY3RlcnMgb25jZS4gQSBzZXNzaW9uIGtlcHQgd2l0aCAtLWtlZXAgYWZ0ZXIgaXRzXG5wcm9ncmFtIGV4aXRlZCBzdGlsbCBzaG93cyBpdHMgZmluYWwgc2NyZWVuLlxuXG5PcHRpb25zOlxuICAtLWFuc2kgICAgICAgICAgdGhlIHNhbWUgbGluZXMgd2l0aCBTR1IgZXNjYXBlcyAoY29sb3VycywgYm9sZCAuLi4pXG4gIC0tanNvbiAgICAgICAgICBvbmUgSlNPTiBvYmplY3QsIGFzIGJlcnRoIHJlcGxheSAtLWpzb24gcHJpbnRzIGl0OlxuICAgICAgICAgICAgICAgICAge2NvbHMsIHJvd3MsIGN1cnNvciwgdGl0bGUsIGxpbmVzLCBjZWxscywgc2Nyb2xsYmFjaz99XG4gIC0tc2Nyb2xsYmFjayBOICBhbHNvIHRoZSBsYXN0IE4gbGluZXMgb2YgaGlzdG9yeSBhYm92ZSB0aGUgc2NyZWVuICh0ZXh0OlxuICAgICAgICAgICAgICAgICAgcHJpbnRlZCBmaXJzdDsgSlNPTjogYSBcInNjcm9sbGJhY2tcIiBhcnJheSlcbiAgLS1hbGwgICAgICAgICAgIGFsbCBvZiB0aGUgaGlzdG9yeSBhYm92ZSB0aGUgc2NyZWVuXG4gIC0tam9pbiAgICAgICAgICByb3dzIHRoZSB0ZXJtaW5hbCB3cmFwcGVkIGpvaW5lZCBpbnRvIHRoZSBsaW5lcyB0aGVcbiAgICAgICAgICAgICAgICAgIHByb2dyYW0gd3JvdGU6IGEgbG9uZyBsaW5lIGNvbWVzIG91dCB3aG9sZSAodGV4dCBhbmRcbiAgICAgICAgICAgICAgICAgIC0tYW5zaTsgdG11eCdzIGNhcHR1cmUtcGFuZSAtSilcblxuRXhpdCBjb2RlczogMCBwcmludGVkOyAxIGFuIGVycm9yICh1bmtub3duIHNlc3Npb24sIG5vIGRhZW1vbikuYCxcbiAgYXN5bmMgcnVuKGFyZ3MsIGdsb2JhbCkge1xuICAgIGNvbnN0IHsgdmFsdWVzLCBwb3NpdGlvbmFscyB9ID0gcGFyc2VDb21tYW5kQXJncyhcImNhcHR1cmVcIiwgYXJncywge1xuICAgICAgYW5zaTogeyB0eXBlOiBcImJvb2xlYW5cIiB9LFxuICAgICAganNvbjogeyB0eXBlOiBcImJvb2xlYW5cIiB9LFxuICAgICAgc2Nyb2xsYmFjazogeyB0eXBlOiBcInN0cmluZ1wiIH0sXG4gICAgICBhbGw6IHsgdHlwZTogXCJib29sZWFuXCIgfSxcbiAgICAgIGpvaW46IHsgdHlwZTogXCJib29sZWFuXCIgfSxcbiAgICAgIC4uLlRBUkdFVF9PUFRJT04sXG4gICAgfSk7XG4gICAgY29uc3QgeyBuYW1lIH0gPSBzZXNzaW9uQW5kUmVzdChcbiAgICAgIGdsb2JhbCxcbiAgICAgIFwiY2FwdHVyZVwiLFxuICAgICAgdmFsdWVzLnRhcmdldCxcbiAgICAgIHBvc2l0aW9uYWxzLFxuICAgICAgMCxcbiAgICApO1xuICAgIGlmICh2YWx1ZXMuYW5zaSAmJiB2YWx1ZXMuanNvbikge1xuICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcIkNob29zZSBvbmUgb2YgLS1hbnNpIGFuZCAtLWpzb25cIik7XG4gICAgfVxuICAgIGlmICh2YWx1ZXMuYWxsICYmIHZhbHVlcy5zY3JvbGxiYWNrICE9PSB1bmRlZmluZWQpIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXCJDaG9vc2Ugb25lIG9mIC0tc2Nyb2xsYmFjayBOIGFuZCAtLWFsbFwiKTtcbiAgICB9XG4gICAgaWYgKHZhbHVlcy5qb2luICYmIHZhbHVlcy5qc29uKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgICBcIi0tam9pbiBnb2VzIHdpdGggdGV4dCBvciAtLWFuc2k6IC0tanNvbiBnaXZlcyB0aGUgcm93cyBhcyB0aGV5IGFyZVwiLFxuICAgICAgKTtcbiAgICB9XG4gICAgY29uc3Qgc2Nyb2xsYmFjayA9IHZhbHVlcy5hbGxcbiAgICAgID8gLTFcbiAgICAgIDogaW50T3B0aW9uKFwiLS1zY3JvbGxiYWNrXCIsIHZhbHVlcy5zY3JvbGxiYWNrLCAwLCBNQVhfU0NST0xMQkFDSykgPz8gMDtcbiAgICAvLyBUZXh0IGFuZCAtLWFuc2kgYXNrIGZvciB0aGUgbGluZXMgYWxvbmU6IHRoZSBzY3JlZW4ncyBjZWxscywgd2hpY2hcbiAgICAvLyBvbmx5IC0tanNvbiBwcmludHMsIGFyZSBtb3N0IG9mIGEgd2hvbGUgYW5zd2VyICgyMTIgS0IgYXQgODB4MjQpLlxuICAgIGNvbnN0IGxpbmVzID0gdmFsdWVzLmpzb24gPyB1bmRlZmluZWQgOiB2YWx1ZXMuYW5zaSA/IFwiYW5zaVwiIDogXCJ0ZXh0XCI7XG4gICAgYXdhaXQgcHJpbnRDYXB0dXJlKGdsb2JhbCwgbmFtZSwgc2Nyb2xsYmFjaywgbGluZXMsIHZhbHVlcy5qb2luKTtcbiAgICByZXR1cm4gMDtcbiAgfSxcbn07XG5cbi8qKlxuICogUHJpbnRzIHRoZSBzY3JlZW4gb2YgdGFyZ2V0IGBuYW1lYCB3aXRoIGBzY3JvbGxiYWNrYCBsaW5lcyBvZiBoaXN0b3J5XG4gKiAoLTE6IGFsbCk6IGl0cyBsaW5lcywgd3JhcHBlZCByb3dzIGpvaW5lZCB3aXRoIGBqb2luYCwgb3IgKGBsaW5lc2BcbiAqIHVuZGVmaW5lZCkgdGhlIEpTT04gb2JqZWN0LlxuICovXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gcHJpbnRDYXB0dXJlKFxuICBnbG9iYWw6IEdsb2JhbE9wdGlvbnMsXG4gIG5hbWU6IHN0cmluZyxcbiAgc2Nyb2xsYmFjazogbnVtYmVyLFxuICBsaW5lczogQ2FwdHVyZUxpbmVzIHwgdW5kZWZpbmVkLFxuICBqb2luID0gZmFsc2UsXG4pOiBQcm9taXNlPHZvaWQ+IHtcbiAgcHJpbnRMaW5lKGF3YWl0IGNhcHR1cmVUZXh0KGdsb2JhbCwgbmFtZSwgc2Nyb2xsYmFjaywgbGluZXMsIGpvaW4pKTtcbn1cblxuLyoqXG4gKiBXaGF0IGBwcmludENhcHR1cmVgIHByaW50cywgd2l0aG91dCB0aGUgbGFzdCBuZXdsaW5lOyBgcmVhZGAgYXMgdGhlXG4gKiBgY2FwdHVyZWAgcmVxdWVzdCdzIGB0cmFpbGluZ2AgYW5kIGBhbHRlcm5hdGVgICh0bXV4J3MgYC1OYCwgYC1hYCkuXG4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiBjYXB0dXJlVGV4dChcbiAgZ2xvYmFsOiBHbG9iYWxPcHRpb25zLFxuICBuYW1lOiBzdHJpbmcsXG4gIHNjcm9sbGJhY2s6IG51bWJlcixcbiAgbGluZXM6IENhcHR1cmVMaW5lcyB8IHVuZGVmaW5lZCxcbiAgam9pbiA9IGZhbHNlLFxuICByZWFkOiBDYXB0dXJlUmVhZCA9IHt9LFxuKTogUHJvbWlzZTxzdHJpbmc+IHtcbiAgdXNpbmcgY29ubiA9IGF3YWl0IGNvbm5lY3RPckZhaWwoZ2xvYmFsKTtcbiAgY29uc3QgcjogQ2FwdHVyZUFuc3dlciA9IGF3YWl0IHJlcXVlc3RPckZhaWwoY29ubiwge1xuICAgIG9wOiBcImNhcHR1cmVcIixcbiAgICBuYW1lLFxuICAgIHNjcm9sbGJhY2ssXG4gICAgbGluZXMsXG4gICAgLi4uKGpvaW4gPyB7IGpvaW4gfSA6IHt9KSxcbiAgICAuLi5yZWFkLFxuICB9KTtcbiAgaWYgKGpvaW4gJiYgIShcImpvaW5lZFwiIGluIHIgJiYgci5qb2luZWQpKSB7XG4gICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgIFwiVGhlIHJ1bm5pbmcgZGFlbW9uIGlzIG9sZGVyIHRoYW4gLS1qb2luIChjYXB0dXJlLXBhbmUgLUopOyBiZXJ0aCB1cGdyYWRlIHJlcGxhY2VzIGl0IHdpdGggdGhpcyBiZXJ0aFwiLFxuICAgICk7XG4gIH1cbiAgcmV0dXJuIHByaW50ZWQociwgbGluZXMpO1xufVxuXG4vKiogdG11eCdzIGBjYXB0dXJlLXBhbmUgLU5gIGFuZCBgLWFgOiB0aGUgYGNhcHR1cmVgIHJlcXVlc3QncyBmaWVsZHMuICovXG5leHBvcnQgaW50ZXJmYWNlIENhcHR1cmVSZWFkIHtcbiAgdHJhaWxpbmc/OiBib29sZWFuO1xuICBhbHRlcm5hdGU/OiBib29sZWFuO1xufVxuXG4vKipcbiAqIFRoZSBsaW5lcyBvZiB0YXJnZXQgYG5hbWVgLCBoaXN0b3J5IGZpcnN0IChgc2Nyb2xsYmFja2AgbGluZXMgb2YgaXQsIC0xXG4gKiBhbGwpLCBhcyB0ZXh0IG9yIHdpdGggU0dSIGVzY2FwZXMsIGFuZCBob3cgbWFueSBvZiB0aGVtIGFyZSBoaXN0b3J5LlxuICogQSBkYWVtb24gYmVmb3JlIHRoZSBsaW5lcyBhbnN3ZXIgc2FpZCBgaGlzdG9yeWAgc2VuZHMgdGhlIHdob2xlIHNjcmVlblxuICogaW5zdGVhZCwgd2hvc2UgaGVpZ2h0IHNheXMgd2hlcmUgdGhlIGhpc3RvcnkgZW5kcy4gV2l0aCBgd3JhcHBlZGAsIHRoZVxuICogcm93cyB0aGUgdGVybWluYWwgd3JhcHBlZCBrZWVwIHRoZWlyIHRyYWlsaW5nIGJsYW5rcyBhbmQgYXJlIGxpc3RlZC5cbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIGNhcHR1cmVXaXRoSGlzdG9yeShcbiAgZ2xvYmFsOiBHbG9iYWxPcHRpb25zLFxuICBuYW1lOiBzdHJpbmcsXG4gIHNjcm9sbGJhY2s6IG51bWJlcixcbiAga2luZDogQ2FwdHVyZUxpbmVzLFxuICB3cmFwcGVkID0gZmFsc2UsXG4gIHJlYWQ6IENhcHR1cmVSZWFkID0ge30sXG4pOiBQcm9taXNlPHsgbGluZXM6IHN0cmluZ1tdOyBoaXN0b3J5OiBudW1iZXI7IHdyYXBwZWQ6IFNldDxudW1iZXI+IH0+IHtcbiAgdXNpbmcgY29ubiA9IGF3YWl0IGNvbm5lY3RPckZhaWwoZ2xvYmFsKTtcbiAgLy8gVHlwZWQgYXMgdGhlIHVuaW9uOiB0aGUgcmVxdWVzdCdzIHR5cGUgc2F5cyB0aGUgd2hvbGUgc2NyZWVuLlxuICBjb25zdCByID0gYXdhaXQgcmVxdWVzdE9yRmFpbChjb25uLCB7XG4gICAgb3A6IFwiY2FwdHVyZVwiLFxuICAgIG5hbWUsXG4gICAgc2Nyb2xsYmFjayxcbiAgICBsaW5lczoga2luZCxcbiAgICAuLi4od3JhcHBlZCA/IHsgam9pbjogXCJyb3dzXCIgYXMgY29uc3QgfSA6IHt9KSxcbiAgICAuLi5yZWFkLFxuICB9KSBhcyBDYXB0dXJlQW5zd2VyO1xuICBpZiAod3JhcHBlZCAmJiAhKFwibGluZXNcIiBpbiByICYmIHIud3JhcHBlZCkpIHtcbiAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgXCJUaGUgcnVubmluZyBkYWVtb24gaXMgb2xkZXIgdGhhbiBjYXB0dXJlLXBhbmUgLUogd2l0aCBsaW5lIG51bWJlcnM7IGJlcnRoIHVwZ3JhZGUgcmVwbGFjZXMgaXQgd2l0aCB0aGlzIGJlcnRoXCIsXG4gICAgKTtcbiAgfVxuICBpZiAoXCJsaW5lc1wiIGluIHIgJiYgci5oaXN0b3J5ICE9PSB1bmRlZmluZWQpIHtcbiAgICByZXR1cm4geyBsaW5lczogci5saW5lcywgaGlzdG9yeTogci5oaXN0b3J5LCB3cmFwcGVkOiBuZXcgU2V0KHIud3JhcHBlZCkgfTtcbiAgfVxuICBjb25zdCB3aG9sZTogQ2FwdHVyZUFuc3dlciA9IGF3YWl0IHJlcXVlc3RPckZhaWwoY29ubiwge1xuICAgIG9wOiBcImNhcHR1cmVcIixcbiAgICBuYW1lLFxuICAgIHNjcm9sbGJhY2ssXG4gIH0pO1xuICBpZiAoXCJsaW5lc1wiIGluIHdob2xlKSB0aHJvdyBuZXcgRXJyb3IoXCJjYXB0dXJlOiBhIGxpbmVzIGFuc3dlciB1bmFza2VkXCIpO1xuICBjb25zdCBsaW5lcyA9IHdob2xlTGluZXMod2hvbGUsIGtpbmQpO1xuICByZXR1cm4ge1xuICAgIGxpbmVzLFxuICAgIGhpc3Rvcnk6IGxpbmVzLmxlbmd0aCAtIHdob2xlLnNjcmVlbi5yb3dzLFxuICAgIHdyYXBwZWQ6IG5ldyBTZXQoKSxcbiAgfTtcbn1cblxuLyoqIFdoYXQgY2FwdHVyZSBwcmludHMgZnJvbSBlaXRoZXIga2luZCBvZiBhbnN3ZXIgKGFuIG9sZGVyIGRhZW1vbidzKS4gKi9cbmZ1bmN0aW9uIHByaW50ZWQocjogQ2FwdHVyZUFuc3dlciwgbGluZXM6IENhcHR1cmVMaW5lcyB8IHVuZGVmaW5lZCk6IHN0cmluZyB7XG4gIGlmIChcImxpbmVzXCIgaW4gcikgcmV0dXJuIHIubGluZXMuam9pbihcIlxcblwiKTtcbiAgaWYgKGxpbmVzID09PSB1bmRlZmluZWQpIHJldHVybiBKU09OLnN0cmluZ2lmeShyLnNjcmVlbik7XG4gIHJldHVybiB3aG9sZUxpbmVzKHIsIGxpbmVzKS5qb2luKFwiXFxuXCIpO1xufVxuXG4vKiogVGhlIGxpbmVzIG9mIGEgd2hvbGUgYW5zd2VyLCBoaXN0b3J5IGZpcnN0LCBhcyBga2luZGAgYXNrcy4gKi9cbmZ1bmN0aW9uIHdob2xlTGluZXMoXG4gIHI6IEV4Y2x1ZGU8Q2FwdHVyZUFuc3dlciwgQ2FwdHVyZUxpbmVzQW5zd2VyPixcbiAga2luZDogQ2FwdHVyZUxpbmVzLFxuKTogc3RyaW5nW10ge1xuICByZXR1cm4ga2luZCA9PT0gXCJhbnNpXCJcbiAgICA/IHIuYW5zaVxuICAgIDogWy4uLnIuc2NyZWVuLnNjcm9sbGJhY2sgPz8gW10sIC4uLnIuc2NyZWVuLmxpbmVzXTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Q0FLQyxHQUVELFNBQ0UsU0FBUyxFQUNULGdCQUFnQixFQUNoQixjQUFjLEVBQ2QsYUFBYSxRQUNSLGlCQUFpQjtBQUN4QixTQUFTLGNBQWMsUUFBUSwyQkFBMkI7QUFNMUQsU0FBUyxhQUFhLFFBQVEsZ0JBQWdCO0FBQzlDLFNBQTJDLFNBQVMsUUFBUSxlQUFlO0FBQzNFLFNBQVMsYUFBYSxRQUFRLGdCQUFnQjtBQUM5QyxTQUFTLFNBQVMsUUFBUSxlQUFlO0FBRXpDLE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sUUFBUTtFQUNSLFNBQVM7RUFDVCxPQUFPLENBQUM7Ozs7Ozs7Ozs7Ozs7Ozs7OzsrREFrQnFELENBQUM7RUFDOUQsTUFBTSxLQUFJLElBQUksRUFBRSxNQUFNO0lBQ3BCLE1BQU0sRUFBRSxNQUFNLEVBQUUsV0FBVyxFQUFFLEdBQUcsaUJBQWlCLFdBQVcsTUFBTTtNQUNoRSxNQUFNO1FBQUUsTUFBTTtNQUFVO01BQ3hCLE1BQU07UUFBRSxNQUFNO01BQVU7TUFDeEIsWUFBWTtRQUFFLE1BQU07TUFBUztNQUM3QixLQUFLO1FBQUUsTUFBTTtNQUFVO01BQ3ZCLE1BQU07UUFBRSxNQUFNO01BQVU7TUFDeEIsR0FBRyxhQUFhO0lBQ2xCO0lBQ0EsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLGVBQ2YsUUFDQSxXQUNBLE9BQU8sTUFBTSxFQUNiLGFBQ0E7SUFFRixJQUFJLE9BQU8sSUFBSSxJQUFJLE9BQU8sSUFBSSxFQUFFO01BQzlCLE1BQU0sSUFBSSxVQUFVO0lBQ3RCO0lBQ0EsSUFBSSxPQUFPLEdBQUcsSUFBSSxPQUFPLFVBQVUsS0FBSyxXQUFXO01BQ2pELE1BQU0sSUFBSSxVQUFVO0lBQ3RCO0lBQ0EsSUFBSSxPQUFPLElBQUksSUFBSSxPQUFPLElBQUksRUFBRTtNQUM5QixNQUFNLElBQUksVUFDUjtJQUVKO0lBQ0EsTUFBTSxhQUFhLE9BQU8sR0FBRyxHQUN6QixDQUFDLElBQ0QsVUFBVSxnQkFBZ0IsT0FBTyxVQUFVLEVBQUUsR0FBRyxtQkFBbUI7SUFDdkUscUVBQXFFO0lBQ3JFLG9FQUFvRTtJQUNwRSxNQUFNLFFBQVEsT0FBTyxJQUFJLEdBQUcsWUFBWSxPQUFPLElBQUksR0FBRyxTQUFTO0lBQy9ELE1BQU0sYUFBYSxRQUFRLE1BQU0sWUFBWSxPQUFPLE9BQU8sSUFBSTtJQUMvRCxPQUFPO0VBQ1Q7QUFDRixFQUFFO0FBRUY7Ozs7Q0FJQyxHQUNELE9BQU8sZUFBZSxhQUNwQixNQUFxQixFQUNyQixJQUFZLEVBQ1osVUFBa0IsRUFDbEIsS0FBK0IsRUFDL0IsT0FBTyxLQUFLO0VBRVosVUFBVSxNQUFNLFlBQVksUUFBUSxNQUFNLFlBQVksT0FBTztBQUMvRDtBQUVBOzs7Q0FHQyxHQUNELE9BQU8sZUFBZSxZQUNwQixNQUFxQixFQUNyQixJQUFZLEVBQ1osVUFBa0IsRUFDbEIsS0FBK0IsRUFDL0IsT0FBTyxLQUFLLEVBQ1osT0FBb0IsQ0FBQyxDQUFDO1FBRWhCLE9BQU8sTUFBTSxjQUFjO0VBQ2pDLE1BQU0sSUFBbUIsTUFBTSxjQUFjLE1BQU07SUFDakQsSUFBSTtJQUNKO0lBQ0E7SUFDQTtJQUNBLEdBQUksT0FBTztNQUFFO0lBQUssSUFBSSxDQUFDLENBQUM7SUFDeEIsR0FBRyxJQUFJO0VBQ1Q7RUFDQSxJQUFJLFFBQVEsQ0FBQyxDQUFDLFlBQVksS0FBSyxFQUFFLE1BQU0sR0FBRztJQUN4QyxNQUFNLElBQUksVUFDUjtFQUVKO0VBQ0EsT0FBTyxRQUFRLEdBQUc7QUFDcEI7QUFRQTs7Ozs7O0NBTUMsR0FDRCxPQUFPLGVBQWUsbUJBQ3BCLE1BQXFCLEVBQ3JCLElBQVksRUFDWixVQUFrQixFQUNsQixJQUFrQixFQUNsQixVQUFVLEtBQUssRUFDZixPQUFvQixDQUFDLENBQUM7UUFFaEIsT0FBTyxNQUFNLGNBQWM7RUFDakMsZ0VBQWdFO0VBQ2hFLE1BQU0sSUFBSSxNQUFNLGNBQWMsTUFBTTtJQUNsQyxJQUFJO0lBQ0o7SUFDQTtJQUNBLE9BQU87SUFDUCxHQUFJLFVBQVU7TUFBRSxNQUFNO0lBQWdCLElBQUksQ0FBQyxDQUFDO0lBQzVDLEdBQUcsSUFBSTtFQUNUO0VBQ0EsSUFBSSxXQUFXLENBQUMsQ0FBQyxXQUFXLEtBQUssRUFBRSxPQUFPLEdBQUc7SUFDM0MsTUFBTSxJQUFJLFVBQ1I7RUFFSjtFQUNBLElBQUksV0FBVyxLQUFLLEVBQUUsT0FBTyxLQUFLLFdBQVc7SUFDM0MsT0FBTztNQUFFLE9BQU8sRUFBRSxLQUFLO01BQUUsU0FBUyxFQUFFLE9BQU87TUFBRSxTQUFTLElBQUksSUFBSSxFQUFFLE9BQU87SUFBRTtFQUMzRTtFQUNBLE1BQU0sUUFBdUIsTUFBTSxjQUFjLE1BQU07SUFDckQsSUFBSTtJQUNKO0lBQ0E7RUFDRjtFQUNBLElBQUksV0FBVyxPQUFPLE1BQU0sSUFBSSxNQUFNO0VBQ3RDLE1BQU0sUUFBUSxXQUFXLE9BQU87RUFDaEMsT0FBTztJQUNMO0lBQ0EsU0FBUyxNQUFNLE1BQU0sR0FBRyxNQUFNLE1BQU0sQ0FBQyxJQUFJO0lBQ3pDLFNBQVMsSUFBSTtFQUNmO0FBQ0Y7QUFFQSx3RUFBd0UsR0FDeEUsU0FBUyxRQUFRLENBQWdCLEVBQUUsS0FBK0I7RUFDaEUsSUFBSSxXQUFXLEdBQUcsT0FBTyxFQUFFLEtBQUssQ0FBQyxJQUFJLENBQUM7RUFDdEMsSUFBSSxVQUFVLFdBQVcsT0FBTyxLQUFLLFNBQVMsQ0FBQyxFQUFFLE1BQU07RUFDdkQsT0FBTyxXQUFXLEdBQUcsT0FBTyxJQUFJLENBQUM7QUFDbkM7QUFFQSxnRUFBZ0UsR0FDaEUsU0FBUyxXQUNQLENBQTZDLEVBQzdDLElBQWtCO0VBRWxCLE9BQU8sU0FBUyxTQUNaLEVBQUUsSUFBSSxHQUNOO09BQUksRUFBRSxNQUFNLENBQUMsVUFBVSxJQUFJLEVBQUU7T0FBSyxFQUFFLE1BQU0sQ0FBQyxLQUFLO0dBQUM7QUFDdkQifQ==
// denoCacheMetadata=9980169993915978114,3558712356551202232