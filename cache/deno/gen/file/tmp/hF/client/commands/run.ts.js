/**
 * `berth run -- CMD ARGS...`: one shot. Runs CMD in a session of its own,
 * waits for it to exit, prints its final screen and removes the session;
 * exits with CMD's status. For CI jobs that need a program to think it is
 * on a terminal.
 *
 * @module
 */ import { MAX_SCROLLBACK, MAX_SIDE } from "../../protocol/limits.ts";
import { signalNumber } from "../../protocol/signals.ts";
import { envOption, intOption, parseCommandArgs, secondsOption, splitAtCommand } from "../cli_args.ts";
import { RequestError } from "../connection.ts";
import { asUserError, connectOrStartOrFail } from "./_connect.ts";
import { Berth } from "../library/berth.ts";
import { UserError } from "./command.ts";
import { printLine } from "../stdout.ts";
const VALUE_OPTIONS = [
  "--cols",
  "--rows",
  "--timeout",
  "--cwd",
  "-e",
  "--env",
  "--scrollback"
];
/** Signals that stop `berth run`; the session goes with it. */ const STOP_SIGNALS = [
  "SIGINT",
  "SIGTERM",
  "SIGHUP"
];
/**
 * Exit code when --timeout passes: timeout(1)'s, so that it cannot be
 * mistaken for a program that failed with status 1.
 */ const TIMEOUT_EXIT = 124;
export const command = {
  name: "run",
  summary: "Run CMD on a terminal, print the final screen, exit with its status",
  usage: `Usage: berth run [options] [--] CMD ARGS...

Runs CMD in a new detached session, waits until it exits, prints its final
screen (trailing blank rows left out) and removes the session: berth new -d
--keep, wait --exit, capture and kill in one shot. CMD reads no input.

Options:
  --cols C, --rows R  terminal size (default 80x24)
  --timeout SEC       kill CMD after SEC seconds (fractions allowed)
  --cwd DIR           working directory (default: the current directory)
  -e, --env KEY=VAL   extra environment variable; repeat for more
  --scrollback N      also print the last N lines of history above the
                      screen; --all: all of it
  --json              one JSON object: {"status":{"code":N,"signal":null},
                      "screen":{...}}, the screen as berth capture --json
                      prints it

Exit codes: CMD's exit status (128+N when signal N killed it); 124 when
--timeout passed (CMD is killed; a one-line message says so), as timeout(1)
does; 1 on an error (CMD not found, no such directory ...); 130 on Ctrl-C
(CMD is killed).`,
  async run (args, global) {
    const split = splitAtCommand(args, VALUE_OPTIONS);
    const { values, positionals } = parseCommandArgs("run", split.own, {
      cols: {
        type: "string"
      },
      rows: {
        type: "string"
      },
      timeout: {
        type: "string"
      },
      cwd: {
        type: "string"
      },
      env: {
        type: "string",
        short: "e",
        multiple: true
      },
      scrollback: {
        type: "string"
      },
      all: {
        type: "boolean"
      },
      json: {
        type: "boolean"
      }
    });
    const cmd = [
      ...positionals,
      ...split.command
    ];
    if (cmd.length === 0) {
      throw new UserError("run needs a command (see berth run --help)");
    }
    if (values.all && values.scrollback !== undefined) {
      throw new UserError("Choose one of --scrollback N and --all");
    }
    const timeoutMs = secondsOption("--timeout", values.timeout);
    const opts = {
      cols: intOption("--cols", values.cols, 1, MAX_SIDE) ?? 80,
      rows: intOption("--rows", values.rows, 1, MAX_SIDE) ?? 24,
      cwd: values.cwd ?? (global.host ? undefined : Deno.cwd()),
      env: envOption(values.env ?? []),
      timeoutMs,
      capture: values.all ? "all" : intOption("--scrollback", values.scrollback, 0, MAX_SCROLLBACK)
    };
    using conn = await connectOrStartOrFail(global);
    const stop = new AbortController();
    const onSignal = ()=>stop.abort();
    for (const sig of STOP_SIGNALS)Deno.addSignalListener(sig, onSignal);
    let result;
    try {
      result = await new Berth(conn, {
        remote: global.host !== undefined
      }).run(cmd, {
        ...opts,
        signal: stop.signal
      });
    } catch (err) {
      if (stop.signal.aborted) return 130;
      if (err instanceof RequestError && err.code === "timeout") {
        throw new UserError(`Timed out after ${timeoutMs / 1000} s: ${cmd[0]} was killed`, TIMEOUT_EXIT);
      }
      if (err instanceof RequestError) throw new UserError(err.message);
      throw asUserError(err, global);
    } finally{
      for (const sig of STOP_SIGNALS)Deno.removeSignalListener(sig, onSignal);
    }
    printResult(result, values.json ?? false);
    return exitCode(result);
  }
};
function printResult({ status, screen }, json) {
  if (json) {
    const { ansi: _ansi, text: _text, ...plain } = screen;
    printLine(JSON.stringify({
      status,
      screen: plain
    }));
    return;
  }
  const lines = [
    ...screen.scrollback ?? [],
    ...screen.lines
  ];
  while(lines.length > 0 && lines.at(-1) === "")lines.pop();
  if (lines.length > 0) printLine(lines.join("\n"));
}
/** The child's status as an exit code, the shell's way. */ function exitCode({ status }) {
  if (status.signal) {
    try {
      return 128 + signalNumber(status.signal);
    } catch  {
      return 1;
    }
  }
  return (status.code ?? 1) & 0xff;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9ydW4udHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggcnVuIC0tIENNRCBBUkdTLi4uYDogb25lIHNob3QuIFJ1bnMgQ01EIGluIGEgc2Vzc2lvbiBvZiBpdHMgb3duLFxuICogd2FpdHMgZm9yIGl0IHRvIGV4aXQsIHByaW50cyBpdHMgZmluYWwgc2NyZWVuIGFuZCByZW1vdmVzIHRoZSBzZXNzaW9uO1xuICogZXhpdHMgd2l0aCBDTUQncyBzdGF0dXMuIEZvciBDSSBqb2JzIHRoYXQgbmVlZCBhIHByb2dyYW0gdG8gdGhpbmsgaXQgaXNcbiAqIG9uIGEgdGVybWluYWwuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IE1BWF9TQ1JPTExCQUNLLCBNQVhfU0lERSB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9saW1pdHMudHNcIjtcbmltcG9ydCB7IHNpZ25hbE51bWJlciB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9zaWduYWxzLnRzXCI7XG5pbXBvcnQge1xuICBlbnZPcHRpb24sXG4gIGludE9wdGlvbixcbiAgcGFyc2VDb21tYW5kQXJncyxcbiAgc2Vjb25kc09wdGlvbixcbiAgc3BsaXRBdENvbW1hbmQsXG59IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHsgUmVxdWVzdEVycm9yIH0gZnJvbSBcIi4uL2Nvbm5lY3Rpb24udHNcIjtcbmltcG9ydCB7IGFzVXNlckVycm9yLCBjb25uZWN0T3JTdGFydE9yRmFpbCB9IGZyb20gXCIuL19jb25uZWN0LnRzXCI7XG5pbXBvcnQgeyBCZXJ0aCwgdHlwZSBSdW5SZXN1bHQgfSBmcm9tIFwiLi4vbGlicmFyeS9iZXJ0aC50c1wiO1xuaW1wb3J0IHsgdHlwZSBDb21tYW5kLCBVc2VyRXJyb3IgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBwcmludExpbmUgfSBmcm9tIFwiLi4vc3Rkb3V0LnRzXCI7XG5cbmNvbnN0IFZBTFVFX09QVElPTlMgPSBbXG4gIFwiLS1jb2xzXCIsXG4gIFwiLS1yb3dzXCIsXG4gIFwiLS10aW1lb3V0XCIsXG4gIFwiLS1jd2RcIixcbiAgXCItZVwiLFxuICBcIi0tZW52XCIsXG4gIFwiLS1zY3JvbGxiYWNrXCIsXG5dO1xuXG4vKiogU2lnbmFscyB0aGF0IHN0b3AgYGJlcnRoIHJ1bmA7IHRoZSBzZXNzaW9uIGdvZXMgd2l0aCBpdC4gKi9cbmNvbnN0IFNUT1BfU0lHTkFMUzogRGVuby5TaWduYWxbXSA9IFtcIlNJR0lOVFwiLCBcIlNJR1RFUk1cIiwgXCJTSUdIVVBcIl07XG5cbi8qKlxuICogRXhpdCBjb2RlIHdoZW4gLS10aW1lb3V0IHBhc3NlczogdGltZW91dCgxKSdzLCBzbyB0aGF0IGl0IGNhbm5vdCBiZVxuICogbWlzdGFrZW4gZm9yIGEgcHJvZ3JhbSB0aGF0IGZhaWxlZCB3aXRoIHN0YXR1cyAxLlxuICovXG5jb25zdCBUSU1FT1VUX0VYSVQgPSAxMjQ7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcInJ1blwiLFxuICBzdW1tYXJ5OlxuICAgIFwiUnVuIENNRCBvbiBhIHRlcm1pbmFsLCBwcmludCB0aGUgZmluYWwgc2NyZWVuLCBleGl0IHdpdGggaXRzIHN0YXR1c1wiLFxuICB1c2FnZTogYFVzYWdlOiBiZXJ0aCBydW4gW29wdGlvbnNdIFstLV0gQ01EIEFSR1MuLi5cblxuUnVucyBDTUQgaW4gYSBuZXcgZGV0YWNoZWQgc2Vzc2lvbiwgd2FpdHMgdW50aWwgaXQgZXhpdHMsIHByaW50cyBpdHMgZmluYWxcbnNjcmVlbiAodHJhaWxpbmcgYmxhbmsgcm93cyBsZWZ0IG91dCkgYW5kIHJlbW92ZXMgdGhlIHNlc3Npb246IGJlcnRoIG5ldyAtZFxuLS1rZWVwLCB3YWl0IC0tZXhpdCwgY2FwdHVyZSBhbmQga2lsbCBpbiBvbmUgc2hvdC4gQ01EIHJlYWRzIG5vIGlucHV0LlxuXG5PcHRpb25zOlxuICAtLWNvbHMgQywgLS1yb3dzIFIgIHRlcm1pbmFsIHNpemUgKGRlZmF1bHQgODB4MjQpXG4gIC0tdGltZW91dCBTRUMgICAgICAga2lsbCBDTUQgYWZ0ZXIgU0VDIHNlY29uZHMgKGZyYWN0aW9ucyBhbGxvd2VkKVxuICAtLWN3ZCBESVIgICAgICAgICAgIHdvcmtpbmcgZGlyZWN0b3J5IChkZWZhdWx0OiB0aGUgY3VycmVudCBkaXJlY3RvcnkpXG4gIC1lLCAtLWVudiBLRVk9VkFMICAgZXh0cmEgZW52aXJvbm1lbnQgdmFyaWFibGU7IHJlcGVhdCBmb3IgbW9yZVxuICAtLXNjcm9sbGJhY2sgTiAgICAgIGFsc28gcHJpbnQgdGhlIGxhc3QgTiBsaW5lcyBvZiBoaXN0b3J5IGFib3ZlIHRoZVxuICAgICAgICAgICAgICAgICAgICAgIHNjcmVlbjsgLS1hbGw6IGFsbCBvZiBpdFxuICAtLWpzb24gICAgICAgICAgICAgIG9uZSBKU09OIG9iamVjdDoge1wic3RhdHVzXCI6e1wiY29kZVwiOk4sXCJzaWduYWxcIjpudWxsfSxcbiAgICAgICAgICAgICAgICAgICAgICBcInNjcmVlblwiOnsuLi59fSwgdGhlIHNjcmVlbiBhcyBiZXJ0aCBjYXB0dXJlIC0tanNvblxuICAgICAgICAgICAgICAgICAgICAgIHByaW50cyBpdFxuXG5FeGl0IGNvZGVzOiBDTUQncyBleGl0IHN0YXR1cyAoMTI4K04gd2hlbiBzaWduYWwgTiBraWxsZWQgaXQpOyAxMjQgd2hlblxuLS10aW1lb3V0IHBhc3NlZCAoQ01EIGlzIGtpbGxlZDsgYSBvbmUtbGluZSBtZXNzYWdlIHNheXMgc28pLCBhcyB0aW1lb3V0KDEpXG5kb2VzOyAxIG9uIGFuIGVycm9yIChDTUQgbm90IGZvdW5kLCBubyBzdWNoIGRpcmVjdG9yeSAuLi4pOyAxMzAgb24gQ3RybC1DXG4oQ01EIGlzIGtpbGxlZCkuYCxcbiAgYXN5bmMgcnVuKGFyZ3MsIGdsb2JhbCkge1xuICAgIGNvbnN0IHNwbGl0ID0gc3BsaXRBdENvbW1hbmQoYXJncywgVkFMVUVfT1BUSU9OUyk7XG4gICAgY29uc3QgeyB2YWx1ZXMsIHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFwicnVuXCIsIHNwbGl0Lm93biwge1xuICAgICAgY29sczogeyB0eXBlOiBcInN0cmluZ1wiIH0sXG4gICAgICByb3dzOiB7IHR5cGU6IFwic3RyaW5nXCIgfSxcbiAgICAgIHRpbWVvdXQ6IHsgdHlwZTogXCJzdHJpbmdcIiB9LFxuICAgICAgY3dkOiB7IHR5cGU6IFwic3RyaW5nXCIgfSxcbiAgICAgIGVudjogeyB0eXBlOiBcInN0cmluZ1wiLCBzaG9ydDogXCJlXCIsIG11bHRpcGxlOiB0cnVlIH0sXG4gICAgICBzY3JvbGxiYWNrOiB7IHR5cGU6IFwic3RyaW5nXCIgfSxcbiAgICAgIGFsbDogeyB0eXBlOiBcImJvb2xlYW5cIiB9LFxuICAgICAganNvbjogeyB0eXBlOiBcImJvb2xlYW5cIiB9LFxuICAgIH0pO1xuICAgIGNvbnN0IGNtZCA9IFsuLi5wb3NpdGlvbmFscywgLi4uc3BsaXQuY29tbWFuZF07XG4gICAgaWYgKGNtZC5sZW5ndGggPT09IDApIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXCJydW4gbmVlZHMgYSBjb21tYW5kIChzZWUgYmVydGggcnVuIC0taGVscClcIik7XG4gICAgfVxuICAgIGlmICh2YWx1ZXMuYWxsICYmIHZhbHVlcy5zY3JvbGxiYWNrICE9PSB1bmRlZmluZWQpIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXCJDaG9vc2Ugb25lIG9mIC0tc2Nyb2xsYmFjayBOIGFuZCAtLWFsbFwiKTtcbiAgICB9XG4gICAgY29uc3QgdGltZW91dE1zID0gc2Vjb25kc09wdGlvbihcIi0tdGltZW91dFwiLCB2YWx1ZXMudGltZW91dCk7XG4gICAgY29uc3Qgb3B0cyA9IHtcbiAgICAgIGNvbHM6IGludE9wdGlvbihcIi0tY29sc1wiLCB2YWx1ZXMuY29scywgMSwgTUFYX1NJREUpID8/IDgwLFxuICAgICAgcm93czogaW50T3B0aW9uKFwiLS1yb3dzXCIsIHZhbHVlcy5yb3dzLCAxLCBNQVhfU0lERSkgPz8gMjQsXG4gICAgICBjd2Q6IHZhbHVlcy5jd2QgPz8gKGdsb2JhbC5ob3N0ID8gdW5kZWZpbmVkIDogRGVuby5jd2QoKSksXG4gICAgICBlbnY6IGVudk9wdGlvbih2YWx1ZXMuZW52ID8/IFtdKSxcbiAgICAgIHRpbWVvdXRNcyxcbiAgICAgIGNhcHR1cmU6IHZhbHVlcy5hbGxcbiAgICAgICAgPyBcImFsbFwiIGFzIGNvbnN0XG4gICAgICAgIDogaW50T3B0aW9uKFwiLS1zY3JvbGxiYWNrXCIsIHZhbHVlcy5zY3JvbGxiYWNrLCAwLCBNQVhfU0NST0xMQkFDSyksXG4gICAgfTtcblxuICAgIHVzaW5nIGNvbm4gPSBhd2FpdCBjb25uZWN0T3JTdGFydE9yRmFpbChnbG9iYWwpO1xuICAgIGNvbnN0IHN0b3AgPSBuZXcgQWJvcnRDb250cm9sbGVyKCk7XG4gICAgY29uc3Qgb25TaWduYWwgPSAoKSA9PiBzdG9wLmFib3J0KCk7XG4gICAgZm9yIChjb25zdCBzaWcgb2YgU1RPUF9TSUdOQUxTKSBEZW5vLmFkZFNpZ25hbExpc3RlbmVyKHNpZywgb25TaWduYWwpO1xuICAgIGxldCByZXN1bHQ6IFJ1blJlc3VsdDtcbiAgICB0cnkge1xuICAgICAgcmVzdWx0ID0gYXdhaXQgbmV3IEJlcnRoKGNvbm4sIHsgcmVtb3RlOiBnbG9iYWwuaG9zdCAhPT0gdW5kZWZpbmVkIH0pLnJ1bihcbiAgICAgICAgY21kLFxuICAgICAgICB7IC4uLm9wdHMsIHNpZ25hbDogc3RvcC5zaWduYWwgfSxcbiAgICAgICk7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICBpZiAoc3RvcC5zaWduYWwuYWJvcnRlZCkgcmV0dXJuIDEzMDtcbiAgICAgIGlmIChlcnIgaW5zdGFuY2VvZiBSZXF1ZXN0RXJyb3IgJiYgZXJyLmNvZGUgPT09IFwidGltZW91dFwiKSB7XG4gICAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICAgICAgYFRpbWVkIG91dCBhZnRlciAke3RpbWVvdXRNcyEgLyAxMDAwfSBzOiAke2NtZFswXX0gd2FzIGtpbGxlZGAsXG4gICAgICAgICAgVElNRU9VVF9FWElULFxuICAgICAgICApO1xuICAgICAgfVxuICAgICAgaWYgKGVyciBpbnN0YW5jZW9mIFJlcXVlc3RFcnJvcikgdGhyb3cgbmV3IFVzZXJFcnJvcihlcnIubWVzc2FnZSk7XG4gICAgICB0aHJvdyBhc1VzZXJFcnJvcihlcnIsIGdsb2JhbCk7XG4gICAgfSBmaW5hbGx5IHtcbiAgICAgIGZvciAoY29uc3Qgc2lnIG9mIFNUT1BfU0lHTkFMUykgRGVuby5yZW1vdmVTaWduYWxMaXN0ZW5lcihzaWcsIG9uU2lnbmFsKTtcbiAgICB9XG4gICAgcHJpbnRSZXN1bHQocmVzdWx0LCB2YWx1ZXMuanNvbiA/PyBmYWxzZSk7XG4gICAgcmV0dXJuIGV4aXRDb2RlKHJlc3VsdCk7XG4gIH0sXG59O1xuXG5mdW5jdGlvbiBwcmludFJlc3VsdCh7IHN0YXR1cywgc2NyZWVuIH06IFJ1blJlc3VsdCwganNvbjogYm9vbGVhbik6IHZvaWQge1xuICBpZiAoanNvbikge1xuICAgIGNvbnN0IHsgYW5zaTogX2Fuc2ksIHRleHQ6IF90ZXh0LCAuLi5wbGFpbiB9ID0gc2NyZWVuO1xuICAgIHByaW50TGluZShKU09OLnN0cmluZ2lmeSh7IHN0YXR1cywgc2NyZWVuOiBwbGFpbiB9KSk7XG4gICAgcmV0dXJuO1xuICB9XG4gIGNvbnN0IGxpbmVzID0gWy4uLnNjcmVlbi5zY3JvbGxiYWNrID8/IFtdLCAuLi5zY3JlZW4ubGluZXNdO1xuICB3aGlsZSAobGluZXMubGVuZ3RoID4gMCAmJiBsaW5lcy5hdCgtMSkgPT09IFwiXCIpIGxpbmVzLnBvcCgpO1xuICBpZiAobGluZXMubGVuZ3RoID4gMCkgcHJpbnRMaW5lKGxpbmVzLmpvaW4oXCJcXG5cIikpO1xufVxuXG4vKiogVGhlIGNoaWxkJ3Mgc3RhdHVzIGFzIGFuIGV4aXQgY29kZSwgdGhlIHNoZWxsJ3Mgd2F5LiAqL1xuZnVuY3Rpb24gZXhpdENvZGUoeyBzdGF0dXMgfTogUnVuUmVzdWx0KTogbnVtYmVyIHtcbiAgaWYgKHN0YXR1cy5zaWduYWwpIHtcbiAgICB0cnkge1xuICAgICAgcmV0dXJuIDEyOCArIHNpZ25hbE51bWJlcihzdGF0dXMuc2lnbmFsKTtcbiAgICB9IGNhdGNoIHtcbiAgICAgIHJldHVybiAxO1xuICAgIH1cbiAgfVxuICByZXR1cm4gKHN0YXR1cy5jb2RlID8/IDEpICYgMHhmZjtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7OztDQU9DLEdBRUQsU0FBUyxjQUFjLEVBQUUsUUFBUSxRQUFRLDJCQUEyQjtBQUNwRSxTQUFTLFlBQVksUUFBUSw0QkFBNEI7QUFDekQsU0FDRSxTQUFTLEVBQ1QsU0FBUyxFQUNULGdCQUFnQixFQUNoQixhQUFhLEVBQ2IsY0FBYyxRQUNULGlCQUFpQjtBQUN4QixTQUFTLFlBQVksUUFBUSxtQkFBbUI7QUFDaEQsU0FBUyxXQUFXLEVBQUUsb0JBQW9CLFFBQVEsZ0JBQWdCO0FBQ2xFLFNBQVMsS0FBSyxRQUF3QixzQkFBc0I7QUFDNUQsU0FBdUIsU0FBUyxRQUFRLGVBQWU7QUFDdkQsU0FBUyxTQUFTLFFBQVEsZUFBZTtBQUV6QyxNQUFNLGdCQUFnQjtFQUNwQjtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtDQUNEO0FBRUQsNkRBQTZELEdBQzdELE1BQU0sZUFBOEI7RUFBQztFQUFVO0VBQVc7Q0FBUztBQUVuRTs7O0NBR0MsR0FDRCxNQUFNLGVBQWU7QUFFckIsT0FBTyxNQUFNLFVBQW1CO0VBQzlCLE1BQU07RUFDTixTQUNFO0VBQ0YsT0FBTyxDQUFDOzs7Ozs7Ozs7Ozs7Ozs7Ozs7OztnQkFvQk0sQ0FBQztFQUNmLE1BQU0sS0FBSSxJQUFJLEVBQUUsTUFBTTtJQUNwQixNQUFNLFFBQVEsZUFBZSxNQUFNO0lBQ25DLE1BQU0sRUFBRSxNQUFNLEVBQUUsV0FBVyxFQUFFLEdBQUcsaUJBQWlCLE9BQU8sTUFBTSxHQUFHLEVBQUU7TUFDakUsTUFBTTtRQUFFLE1BQU07TUFBUztNQUN2QixNQUFNO1FBQUUsTUFBTTtNQUFTO01BQ3ZCLFNBQVM7UUFBRSxNQUFNO01BQVM7TUFDMUIsS0FBSztRQUFFLE1BQU07TUFBUztNQUN0QixLQUFLO1FBQUUsTUFBTTtRQUFVLE9BQU87UUFBSyxVQUFVO01BQUs7TUFDbEQsWUFBWTtRQUFFLE1BQU07TUFBUztNQUM3QixLQUFLO1FBQUUsTUFBTTtNQUFVO01BQ3ZCLE1BQU07UUFBRSxNQUFNO01BQVU7SUFDMUI7SUFDQSxNQUFNLE1BQU07U0FBSTtTQUFnQixNQUFNLE9BQU87S0FBQztJQUM5QyxJQUFJLElBQUksTUFBTSxLQUFLLEdBQUc7TUFDcEIsTUFBTSxJQUFJLFVBQVU7SUFDdEI7SUFDQSxJQUFJLE9BQU8sR0FBRyxJQUFJLE9BQU8sVUFBVSxLQUFLLFdBQVc7TUFDakQsTUFBTSxJQUFJLFVBQVU7SUFDdEI7SUFDQSxNQUFNLFlBQVksY0FBYyxhQUFhLE9BQU8sT0FBTztJQUMzRCxNQUFNLE9BQU87TUFDWCxNQUFNLFVBQVUsVUFBVSxPQUFPLElBQUksRUFBRSxHQUFHLGFBQWE7TUFDdkQsTUFBTSxVQUFVLFVBQVUsT0FBTyxJQUFJLEVBQUUsR0FBRyxhQUFhO01BQ3ZELEtBQUssT0FBTyxHQUFHLElBQUksQ0FBQyxPQUFPLElBQUksR0FBRyxZQUFZLEtBQUssR0FBRyxFQUFFO01BQ3hELEtBQUssVUFBVSxPQUFPLEdBQUcsSUFBSSxFQUFFO01BQy9CO01BQ0EsU0FBUyxPQUFPLEdBQUcsR0FDZixRQUNBLFVBQVUsZ0JBQWdCLE9BQU8sVUFBVSxFQUFFLEdBQUc7SUFDdEQ7VUFFTSxPQUFPLE1BQU0scUJBQXFCO0lBQ3hDLE1BQU0sT0FBTyxJQUFJO0lBQ2pCLE1BQU0sV0FBVyxJQUFNLEtBQUssS0FBSztJQUNqQyxLQUFLLE1BQU0sT0FBTyxhQUFjLEtBQUssaUJBQWlCLENBQUMsS0FBSztJQUM1RCxJQUFJO0lBQ0osSUFBSTtNQUNGLFNBQVMsTUFBTSxJQUFJLE1BQU0sTUFBTTtRQUFFLFFBQVEsT0FBTyxJQUFJLEtBQUs7TUFBVSxHQUFHLEdBQUcsQ0FDdkUsS0FDQTtRQUFFLEdBQUcsSUFBSTtRQUFFLFFBQVEsS0FBSyxNQUFNO01BQUM7SUFFbkMsRUFBRSxPQUFPLEtBQUs7TUFDWixJQUFJLEtBQUssTUFBTSxDQUFDLE9BQU8sRUFBRSxPQUFPO01BQ2hDLElBQUksZUFBZSxnQkFBZ0IsSUFBSSxJQUFJLEtBQUssV0FBVztRQUN6RCxNQUFNLElBQUksVUFDUixDQUFDLGdCQUFnQixFQUFFLFlBQWEsS0FBSyxJQUFJLEVBQUUsR0FBRyxDQUFDLEVBQUUsQ0FBQyxXQUFXLENBQUMsRUFDOUQ7TUFFSjtNQUNBLElBQUksZUFBZSxjQUFjLE1BQU0sSUFBSSxVQUFVLElBQUksT0FBTztNQUNoRSxNQUFNLFlBQVksS0FBSztJQUN6QixTQUFVO01BQ1IsS0FBSyxNQUFNLE9BQU8sYUFBYyxLQUFLLG9CQUFvQixDQUFDLEtBQUs7SUFDakU7SUFDQSxZQUFZLFFBQVEsT0FBTyxJQUFJLElBQUk7SUFDbkMsT0FBTyxTQUFTO0VBQ2xCO0FBQ0YsRUFBRTtBQUVGLFNBQVMsWUFBWSxFQUFFLE1BQU0sRUFBRSxNQUFNLEVBQWEsRUFBRSxJQUFhO0VBQy9ELElBQUksTUFBTTtJQUNSLE1BQU0sRUFBRSxNQUFNLEtBQUssRUFBRSxNQUFNLEtBQUssRUFBRSxHQUFHLE9BQU8sR0FBRztJQUMvQyxVQUFVLEtBQUssU0FBUyxDQUFDO01BQUU7TUFBUSxRQUFRO0lBQU07SUFDakQ7RUFDRjtFQUNBLE1BQU0sUUFBUTtPQUFJLE9BQU8sVUFBVSxJQUFJLEVBQUU7T0FBSyxPQUFPLEtBQUs7R0FBQztFQUMzRCxNQUFPLE1BQU0sTUFBTSxHQUFHLEtBQUssTUFBTSxFQUFFLENBQUMsQ0FBQyxPQUFPLEdBQUksTUFBTSxHQUFHO0VBQ3pELElBQUksTUFBTSxNQUFNLEdBQUcsR0FBRyxVQUFVLE1BQU0sSUFBSSxDQUFDO0FBQzdDO0FBRUEseURBQXlELEdBQ3pELFNBQVMsU0FBUyxFQUFFLE1BQU0sRUFBYTtFQUNyQyxJQUFJLE9BQU8sTUFBTSxFQUFFO0lBQ2pCLElBQUk7TUFDRixPQUFPLE1BQU0sYUFBYSxPQUFPLE1BQU07SUFDekMsRUFBRSxPQUFNO01BQ04sT0FBTztJQUNUO0VBQ0Y7RUFDQSxPQUFPLENBQUMsT0FBTyxJQUFJLElBQUksQ0FBQyxJQUFJO0FBQzlCIn0=
// denoCacheMetadata=641792809593671432,12643597121882718821