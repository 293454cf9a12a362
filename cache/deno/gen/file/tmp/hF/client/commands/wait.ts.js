/**
 * `berth wait NAME`: waits until a session's screen matches a regular
 * expression (`--text`), until it goes quiet (`--idle`), or until its
 * program exits (`--exit`). The exit code says which way it ended, so that
 * shell scripts can branch on it.
 *
 * @module
 */ import { MAX_TIMEOUT_MS } from "../../protocol/limits.ts";
import { namesPaneOrWindow } from "../../protocol/target.ts";
import { intOption, parseCommandArgs, secondsOption, sessionAndRest, TARGET_OPTION } from "../cli_args.ts";
import { ConnectionError, RequestError } from "../connection.ts";
import { connectExisting } from "../daemon_start.ts";
import { asUserError } from "./_connect.ts";
import { UserError } from "./command.ts";
import { printLine } from "../stdout.ts";
/** Exit code: the condition did not hold before --timeout. */ export const WAIT_TIMEOUT = 1;
/** Exit code: no such session, or it ended before the condition held. */ export const WAIT_GONE = 2;
export const command = {
  name: "wait",
  summary: "Wait for text on a session's screen, quiet, or exit (for scripts)",
  usage: `Usage: berth wait NAME --text REGEX [-i] [--timeout SEC] [--json]
       berth wait NAME --idle MS [--timeout SEC] [--json]
       berth wait NAME --exit [--timeout SEC] [--json]

Waits until session NAME's screen matches REGEX, until it has printed
nothing for MS milliseconds, or until its program exits. The daemon matches
REGEX against its own screen model as the output arrives, so text that is
on the screen only for a moment is still seen.

Options:
  --text REGEX     a regular expression in RE2 syntax (no backreferences
                   or lookaround; matched in linear time), against the
                   visible rows joined by newlines, with trailing spaces
                   trimmed; ^ and $ match at every row ("m" flag)
  -i, --ignore-case
  --idle MS        no output for MS milliseconds
  --exit           the program has exited; prints how: "exited N" or
                   "killed SIGNAME" (a session that ended moments ago, or
                   one kept with --keep, answers at once); with -t
                   SESSION:WINDOW[.PANE] or %N, that pane's program (a
                   dead pane's, with remain-on-exit, at once; by its id
                   %N, one that closed moments ago too)
  --timeout SEC    give up after SEC seconds (fractions allowed; default:
                   wait as long as it takes)
  --json           print one JSON object: {"ok":true}, with --exit
                   {"ok":true,"exit":{"code":N,"signal":null}}; on failure
                   {"ok":false,"error":"timeout"|"exited"|"not-found",
                   "message":"..."}

Exit codes:
  0  the condition holds (--exit: the program exited, whatever its status)
  1  timed out (a one-line message says so), or bad arguments
  2  the session does not exist (or no daemon runs), or it ended before
     the condition held`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("wait", args, {
      text: {
        type: "string"
      },
      "ignore-case": {
        type: "boolean",
        short: "i"
      },
      idle: {
        type: "string"
      },
      exit: {
        type: "boolean"
      },
      timeout: {
        type: "string"
      },
      json: {
        type: "boolean"
      },
      ...TARGET_OPTION
    });
    const { name } = sessionAndRest(global, "wait", values.target, positionals, 0);
    const conditions = [
      values.text,
      values.idle,
      values.exit
    ].filter((v)=>v !== undefined && v !== false);
    if (conditions.length !== 1) {
      throw new UserError("wait needs one of --text REGEX, --idle MS or --exit (see berth wait --help)");
    }
    const req = {
      op: "wait",
      name,
      timeoutMs: secondsOption("--timeout", values.timeout)
    };
    if (values.text !== undefined) {
      const flags = values["ignore-case"] ? "mi" : "m";
      try {
        new RegExp(values.text, flags);
      } catch (err) {
        throw new UserError(`--text is not a valid regular expression: ${err.message}`);
      }
      req.text = {
        source: values.text,
        flags
      };
    } else if (values.idle !== undefined) {
      req.idleMs = intOption("--idle", values.idle, 0, MAX_TIMEOUT_MS);
    } else {
      req.exit = true;
    }
    const outcome = await waitOn(global, req);
    report(outcome, req, values.json ?? false);
    return outcome.ok ? 0 : outcome.error === "timeout" ? WAIT_TIMEOUT : WAIT_GONE;
  }
};
/** Sends the wait and sorts its result into the three outcomes. */ async function waitOn(where, req) {
  let conn;
  try {
    conn = await connectExisting(where, "cli");
  } catch (err) {
    if (err instanceof ConnectionError && err.kind === "no-daemon") {
      return {
        ok: false,
        error: "not-found",
        message: `No session named ${req.name}: no berth daemon is running on ${where.host?.label ?? where.socket}`
      };
    }
    if (err instanceof ConnectionError && err.kind === "died") {
      return {
        ok: false,
        error: "not-found",
        message: err.message
      };
    }
    throw asUserError(err, where);
  }
  try {
    const r = await conn.request(req);
    return r.exit ? {
      ok: true,
      exit: r.exit
    } : {
      ok: true
    };
  } catch (err) {
    if (err instanceof RequestError) {
      switch(err.code){
        case "timeout":
          return {
            ok: false,
            error: "timeout",
            message: timeoutMessage(req)
          };
        case "exited":
          return {
            ok: false,
            error: "exited",
            message: `${upper(subject(req))} ended before ${what(req)}`
          };
        case "not-found":
          return {
            ok: false,
            error: "not-found",
            message: err.message
          };
      }
      throw new UserError(err.message);
    }
    if (err instanceof ConnectionError && err.kind === "closed") {
      // The daemon went (kill-server, a crash): the session went with it,
      // before the condition held; exit 2, not 1, which means a timeout.
      return {
        ok: false,
        error: "exited",
        message: `${upper(subject(req))} ended before ${what(req)}: the daemon stopped (${err.message})`
      };
    }
    if (err instanceof ConnectionError) {
      throw new UserError(`Lost the daemon: ${err.message}`);
    }
    throw err;
  } finally{
    conn.close();
  }
}
/** What the wait was for, in words. */ function what(req) {
  if (req.text) return `its screen matched /${req.text.source}/`;
  if (req.idleMs !== undefined) return `it was quiet for ${req.idleMs} ms`;
  return "it exited";
}
/** The one line a timeout prints. */ function timeoutMessage(req) {
  const after = `Timed out after ${(req.timeoutMs ?? 0) / 1000} s`;
  if (req.text) {
    return `${after} waiting for /${req.text.source}/ on ${subject(req)}'s screen`;
  }
  if (req.idleMs !== undefined) {
    return `${after}: ${subject(req)} did not go quiet for ${req.idleMs} ms`;
  }
  return `${after}: ${subject(req)} is still running`;
}
/**
 * What the wait is on, in words: `session NAME`, or `pane TARGET` for a
 * window or pane target (a session's name holds no : or .).
 */ function subject(req) {
  return `${namesPaneOrWindow(req.name) ? "pane" : "session"} ${req.name}`;
}
function upper(text) {
  return text[0].toUpperCase() + text.slice(1);
}
/** Prints the outcome: stdout for data, stderr for the one-line failure. */ function report(outcome, req, json) {
  if (json) printLine(JSON.stringify(outcome));
  if (!outcome.ok) {
    console.error(`berth: ${outcome.message}`);
    return;
  }
  if (req.exit && !json) printLine(formatExit(outcome.exit));
}
/** `exited 3` or `killed SIGTERM`. */ export function formatExit(status) {
  return status.signal ? `killed ${status.signal}` : `exited ${status.code}`;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy93YWl0LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogYGJlcnRoIHdhaXQgTkFNRWA6IHdhaXRzIHVudGlsIGEgc2Vzc2lvbidzIHNjcmVlbiBtYXRjaGVzIGEgcmVndWxhclxuICogZXhwcmVzc2lvbiAoYC0tdGV4dGApLCB1bnRpbCBpdCBnb2VzIHF1aWV0IChgLS1pZGxlYCksIG9yIHVudGlsIGl0c1xuICogcHJvZ3JhbSBleGl0cyAoYC0tZXhpdGApLiBUaGUgZXhpdCBjb2RlIHNheXMgd2hpY2ggd2F5IGl0IGVuZGVkLCBzbyB0aGF0XG4gKiBzaGVsbCBzY3JpcHRzIGNhbiBicmFuY2ggb24gaXQuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgRXhpdFN0YXR1cywgUmVxdWVzdCB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHsgTUFYX1RJTUVPVVRfTVMgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbGltaXRzLnRzXCI7XG5pbXBvcnQgeyBuYW1lc1BhbmVPcldpbmRvdyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC90YXJnZXQudHNcIjtcbmltcG9ydCB7XG4gIGludE9wdGlvbixcbiAgcGFyc2VDb21tYW5kQXJncyxcbiAgc2Vjb25kc09wdGlvbixcbiAgc2Vzc2lvbkFuZFJlc3QsXG4gIFRBUkdFVF9PUFRJT04sXG59IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHtcbiAgdHlwZSBDb25uZWN0aW9uLFxuICBDb25uZWN0aW9uRXJyb3IsXG4gIFJlcXVlc3RFcnJvcixcbn0gZnJvbSBcIi4uL2Nvbm5lY3Rpb24udHNcIjtcbmltcG9ydCB7IGNvbm5lY3RFeGlzdGluZyB9IGZyb20gXCIuLi9kYWVtb25fc3RhcnQudHNcIjtcbmltcG9ydCB7IGFzVXNlckVycm9yIH0gZnJvbSBcIi4vX2Nvbm5lY3QudHNcIjtcbmltcG9ydCB7IHR5cGUgQ29tbWFuZCwgdHlwZSBHbG9iYWxPcHRpb25zLCBVc2VyRXJyb3IgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBwcmludExpbmUgfSBmcm9tIFwiLi4vc3Rkb3V0LnRzXCI7XG5cbi8qKiBFeGl0IGNvZGU6IHRoZSBjb25kaXRpb24gZGlkIG5vdCBob2xkIGJlZm9yZSAtLXRpbWVvdXQuICovXG5leHBvcnQgY29uc3QgV0FJVF9USU1FT1VUID0gMTtcbi8qKiBFeGl0IGNvZGU6IG5vIHN1Y2ggc2Vzc2lvbiwgb3IgaXQgZW5kZWQgYmVmb3JlIHRoZSBjb25kaXRpb24gaGVsZC4gKi9cbmV4cG9ydCBjb25zdCBXQUlUX0dPTkUgPSAyO1xuXG50eXBlIFdhaXRSZXF1ZXN0ID0gRXh0cmFjdDxSZXF1ZXN0LCB7IG9wOiBcIndhaXRcIiB9PjtcblxuZXhwb3J0IGNvbnN0IGNvbW1hbmQ6IENvbW1hbmQgPSB7XG4gIG5hbWU6IFwid2FpdFwiLFxuICBzdW1tYXJ5OiBcIldhaXQgZm9yIHRleHQgb24gYSBzZXNzaW9uJ3Mgc2NyZWVuLCBxdWlldCwgb3IgZXhpdCAoZm9yIHNjcmlwdHMpXCIsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIHdhaXQgTkFNRSAtLXRleHQgUkVHRVggWy1pXSBbLS10aW1lb3V0IFNFQ10gWy0tanNvbl1cbiAgICAgICBiZXJ0aCB3YWl0IE5BTUUgLS1pZGxlIE1TIFstLXRpbWVvdXQgU0VDXSBbLS1qc29uXVxuICAgICAgIGJlcnRoIHdhaXQgTkFNRSAtLWV4aXQgWy0tdGltZW91dCBTRUNdIFstLWpzb25dXG5cbldhaXRzIHVudGlsIHNlc3Npb24gTkFNRSdzIHNjcmVlbiBtYXRjaGVzIFJFR0VYLCB1bnRpbCBpdCBoYXMgcHJpbnRlZFxubm90aGluZyBmb3IgTVMgbWlsbGlzZWNvbmRzLCBvciB1bnRpbCBpdHMgcHJvZ3JhbSBleGl0cy4gVGhlIGRhZW1vbiBtYXRjaGVzXG5SRUdFWCBhZ2FpbnN0IGl0cyBvd24gc2NyZWVuIG1vZGVsIGFzIHRoZSBvdXRwdXQgYXJyaXZlcywgc28gdGV4dCB0aGF0IGlzXG5vbiB0aGUgc2NyZWVuIG9ubHkgZm9yIGEgbW9tZW50IGlzIHN0aWxsIHNlZW4uXG5cbk9wdGlvbnM6XG4gIC0tdGV4dCBSRUdFWCAgICAgYSByZWd1bGFyIGV4cHJlc3Npb24gaW4gUkUyIHN5bnRheCAobm8gYmFja3JlZmVyZW5jZXNcbiAgICAgICAgICAgICAgICAgICBvciBsb29rYXJvdW5kOyBtYXRjaGVkIGluIGxpbmVhciB0aW1lKSwgYWdhaW5zdCB0aGVcbiAgICAgICAgICAgICAgICAgICB2aXNpYmxlIHJvd3Mgam9pbmVkIGJ5IG5ld2xpbmVzLCB3aXRoIHRyYWlsaW5nIHNwYWNlc1xuICAgICAgICAgICAgICAgICAgIHRyaW1tZWQ7IF4gYW5kICQgbWF0Y2ggYXQgZXZlcnkgcm93IChcIm1cIiBmbGFnKVxuICAtaSwgLS1pZ25vcmUtY2FzZVxuICAtLWlkbGUgTVMgICAgICAgIG5vIG91dHB1dCBmb3IgTVMgbWlsbGlzZWNvbmRzXG4gIC0tZXhpdCAgICAgICAgICAgdGhlIHByb2dyYW0gaGFzIGV4aXRlZDsgcHJpbnRzIGhvdzogXCJleGl0ZWQgTlwiIG9yXG4gICAgICAgICAgICAgICAgICAgXCJraWxsZWQgU0lHTkFNRVwiIChhIHNlc3Npb24gdGhhdCBlbmRlZCBtb21lbnRzIGFnbywgb3JcbiAgICAgICAgICAgICAgICAgICBvbmUga2VwdCB3aXRoIC0ta2VlcCwgYW5zd2VycyBhdCBvbmNlKTsgd2l0aCAtdFxuICAgICAgICAgICAgICAgICAgIFNFU1NJT046V0lORE9XWy5QQU5FXSBvciAlTiwgdGhhdCBwYW5lJ3MgcHJvZ3JhbSAoYVxuICAgICAgICAgICAgICAgICAgIGRlYWQgcGFuZSdzLCB3aXRoIHJlbWFpbi1vbi1leGl0LCBhdCBvbmNlOyBieSBpdHMgaWRcbiAgICAgICAgICAgICAgICAgICAlTiwgb25lIHRoYXQgY2xvc2VkIG1vbWVudHMgYWdvIHRvbylcbiAgLS10aW1lb3V0IFNFQyAgICBnaXZlIHVwIGFmdGVyIFNFQyBzZWNvbmRzIChmcmFjdGlvbnMgYWxsb3dlZDsgZGVmYXVsdDpcbiAgICAgICAgICAgICAgICAgICB3YWl0IGFzIGxvbmcgYXMgaXQgdGFrZXMpXG4gIC0tanNvbiAgICAgICAgICAgcHJpbnQgb25lIEpTT04gb2JqZWN0OiB7XCJva1wiOnRydWV9LCB3aXRoIC0tZXhpdFxuICAgICAgICAgICAgICAgICAgIHtcIm9rXCI6dHJ1ZSxcImV4aXRcIjp7XCJjb2RlXCI6TixcInNpZ25hbFwiOm51bGx9fTsgb24gZmFpbHVyZVxuICAgICAgICAgICAgICAgICAgIHtcIm9rXCI6ZmFsc2UsXCJlcnJvclwiOlwidGltZW91dFwifFwiZXhpdGVkXCJ8XCJub3QtZm91bmRcIixcbiAgICAgICAgICAgICAgICAgICBcIm1lc3NhZ2VcIjpcIi4uLlwifVxuXG5FeGl0IGNvZGVzOlxuICAwICB0aGUgY29uZGl0aW9uIGhvbGRzICgtLWV4aXQ6IHRoZSBwcm9ncmFtIGV4aXRlZCwgd2hhdGV2ZXIgaXRzIHN0YXR1cylcbiAgMSAgdGltZWQgb3V0IChhIG9uZS1saW5lIG1lc3NhZ2Ugc2F5cyBzbyksIG9yIGJhZCBhcmd1bWVudHNcbiAgMiAgdGhlIHNlc3Npb24gZG9lcyBub3QgZXhpc3QgKG9yIG5vIGRhZW1vbiBydW5zKSwgb3IgaXQgZW5kZWQgYmVmb3JlXG4gICAgIHRoZSBjb25kaXRpb24gaGVsZGAsXG4gIGFzeW5jIHJ1bihhcmdzLCBnbG9iYWwpIHtcbiAgICBjb25zdCB7IHZhbHVlcywgcG9zaXRpb25hbHMgfSA9IHBhcnNlQ29tbWFuZEFyZ3MoXCJ3YWl0XCIsIGFyZ3MsIHtcbiAgICAgIHRleHQ6IHsgdHlwZTogXCJzdHJpbmdcIiB9LFxuICAgICAgXCJpZ25vcmUtY2FzZVwiOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJpXCIgfSxcbiAgICAgIGlkbGU6IHsgdHlwZTogXCJzdHJpbmdcIiB9LFxuICAgICAgZXhpdDogeyB0eXBlOiBcImJvb2xlYW5cIiB9LFxuICAgICAgdGltZW91dDogeyB0eXBlOiBcInN0cmluZ1wiIH0sXG4gICAgICBqc29uOiB7IHR5cGU6IFwiYm9vbGVhblwiIH0sXG4gICAgICAuLi5UQVJHRVRfT1BUSU9OLFxuICAgIH0pO1xuICAgIGNvbnN0IHsgbmFtZSB9ID0gc2Vzc2lvbkFuZFJlc3QoXG4gICAgICBnbG9iYWwsXG4gICAgICBcIndhaXRcIixcbiAgICAgIHZhbHVlcy50YXJnZXQsXG4gICAgICBwb3NpdGlvbmFscyxcbiAgICAgIDAsXG4gICAgKTtcbiAgICBjb25zdCBjb25kaXRpb25zID0gW3ZhbHVlcy50ZXh0LCB2YWx1ZXMuaWRsZSwgdmFsdWVzLmV4aXRdLmZpbHRlcigodikgPT5cbiAgICAgIHYgIT09IHVuZGVmaW5lZCAmJiB2ICE9PSBmYWxzZVxuICAgICk7XG4gICAgaWYgKGNvbmRpdGlvbnMubGVuZ3RoICE9PSAxKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgICBcIndhaXQgbmVlZHMgb25lIG9mIC0tdGV4dCBSRUdFWCwgLS1pZGxlIE1TIG9yIC0tZXhpdCAoc2VlIGJlcnRoIHdhaXQgLS1oZWxwKVwiLFxuICAgICAgKTtcbiAgICB9XG4gICAgY29uc3QgcmVxOiBXYWl0UmVxdWVzdCA9IHtcbiAgICAgIG9wOiBcIndhaXRcIixcbiAgICAgIG5hbWUsXG4gICAgICB0aW1lb3V0TXM6IHNlY29uZHNPcHRpb24oXCItLXRpbWVvdXRcIiwgdmFsdWVzLnRpbWVvdXQpLFxuICAgIH07XG4gICAgaWYgKHZhbHVlcy50ZXh0ICE9PSB1bmRlZmluZWQpIHtcbiAgICAgIGNvbnN0IGZsYWdzID0gdmFsdWVzW1wiaWdub3JlLWNhc2VcIl0gPyBcIm1pXCIgOiBcIm1cIjtcbiAgICAgIHRyeSB7XG4gICAgICAgIG5ldyBSZWdFeHAodmFsdWVzLnRleHQsIGZsYWdzKTtcbiAgICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgICAgIGAtLXRleHQgaXMgbm90IGEgdmFsaWQgcmVndWxhciBleHByZXNzaW9uOiAkeyhlcnIgYXMgRXJyb3IpLm1lc3NhZ2V9YCxcbiAgICAgICAgKTtcbiAgICAgIH1cbiAgICAgIHJlcS50ZXh0ID0geyBzb3VyY2U6IHZhbHVlcy50ZXh0LCBmbGFncyB9O1xuICAgIH0gZWxzZSBpZiAodmFsdWVzLmlkbGUgIT09IHVuZGVmaW5lZCkge1xuICAgICAgcmVxLmlkbGVNcyA9IGludE9wdGlvbihcIi0taWRsZVwiLCB2YWx1ZXMuaWRsZSwgMCwgTUFYX1RJTUVPVVRfTVMpO1xuICAgIH0gZWxzZSB7XG4gICAgICByZXEuZXhpdCA9IHRydWU7XG4gICAgfVxuICAgIGNvbnN0IG91dGNvbWUgPSBhd2FpdCB3YWl0T24oZ2xvYmFsLCByZXEpO1xuICAgIHJlcG9ydChvdXRjb21lLCByZXEsIHZhbHVlcy5qc29uID8/IGZhbHNlKTtcbiAgICByZXR1cm4gb3V0Y29tZS5va1xuICAgICAgPyAwXG4gICAgICA6IG91dGNvbWUuZXJyb3IgPT09IFwidGltZW91dFwiXG4gICAgICA/IFdBSVRfVElNRU9VVFxuICAgICAgOiBXQUlUX0dPTkU7XG4gIH0sXG59O1xuXG4vKiogSG93IGEgd2FpdCBlbmRlZC4gKi9cbnR5cGUgT3V0Y29tZSA9XG4gIHwgeyBvazogdHJ1ZTsgZXhpdD86IEV4aXRTdGF0dXMgfVxuICB8IHsgb2s6IGZhbHNlOyBlcnJvcjogXCJ0aW1lb3V0XCIgfCBcImV4aXRlZFwiIHwgXCJub3QtZm91bmRcIjsgbWVzc2FnZTogc3RyaW5nIH07XG5cbi8qKiBTZW5kcyB0aGUgd2FpdCBhbmQgc29ydHMgaXRzIHJlc3VsdCBpbnRvIHRoZSB0aHJlZSBvdXRjb21lcy4gKi9cbmFzeW5jIGZ1bmN0aW9uIHdhaXRPbihcbiAgd2hlcmU6IEdsb2JhbE9wdGlvbnMsXG4gIHJlcTogV2FpdFJlcXVlc3QsXG4pOiBQcm9taXNlPE91dGNvbWU+IHtcbiAgbGV0IGNvbm46IENvbm5lY3Rpb247XG4gIHRyeSB7XG4gICAgY29ubiA9IGF3YWl0IGNvbm5lY3RFeGlzdGluZyh3aGVyZSwgXCJjbGlcIik7XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIGlmIChlcnIgaW5zdGFuY2VvZiBDb25uZWN0aW9uRXJyb3IgJiYgZXJyLmtpbmQgPT09IFwibm8tZGFlbW9uXCIpIHtcbiAgICAgIHJldHVybiB7XG4gICAgICAgIG9rOiBmYWxzZSxcbiAgICAgICAgZXJyb3I6IFwibm90LWZvdW5kXCIsXG4gICAgICAgIG1lc3NhZ2U6IGBObyBzZXNzaW9uIG5hbWVkICR7cmVxLm5hbWV9OiBubyBiZXJ0aCBkYWVtb24gaXMgcnVubmluZyBvbiAke1xuICAgICAgICAgIHdoZXJlLmhvc3Q/LmxhYmVsID8/IHdoZXJlLnNvY2tldFxuICAgICAgICB9YCxcbiAgICAgIH07XG4gICAgfVxuICAgIGlmIChlcnIgaW5zdGFuY2VvZiBDb25uZWN0aW9uRXJyb3IgJiYgZXJyLmtpbmQgPT09IFwiZGllZFwiKSB7XG4gICAgICByZXR1cm4geyBvazogZmFsc2UsIGVycm9yOiBcIm5vdC1mb3VuZFwiLCBtZXNzYWdlOiBlcnIubWVzc2FnZSB9O1xuICAgIH1cbiAgICB0aHJvdyBhc1VzZXJFcnJvcihlcnIsIHdoZXJlKTtcbiAgfVxuICB0cnkge1xuICAgIGNvbnN0IHIgPSBhd2FpdCBjb25uLnJlcXVlc3QocmVxKTtcbiAgICByZXR1cm4gci5leGl0ID8geyBvazogdHJ1ZSwgZXhpdDogci5leGl0IH0gOiB7IG9rOiB0cnVlIH07XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIGlmIChlcnIgaW5zdGFuY2VvZiBSZXF1ZXN0RXJyb3IpIHtcbiAgICAgIHN3aXRjaCAoZXJyLmNvZGUpIHtcbiAgICAgICAgY2FzZSBcInRpbWVvdXRcIjpcbiAgICAgICAgICByZXR1cm4ge1xuICAgICAgICAgICAgb2s6IGZhbHNlLFxuICAgICAgICAgICAgZXJyb3I6IFwidGltZW91dFwiLFxuICAgICAgICAgICAgbWVzc2FnZTogdGltZW91dE1lc3NhZ2UocmVxKSxcbiAgICAgICAgICB9O1xuICAgICAgICBjYXNlIFwiZXhpdGVkXCI6XG4gICAgICAgICAgcmV0dXJuIHtcbiAgICAgICAgICAgIG9rOiBmYWxzZSxcbiAgICAgICAgICAgIGVycm9yOiBcImV4aXRlZFwiLFxuICAgICAgICAgICAgbWVzc2FnZTogYCR7dXBwZXIoc3ViamVjdChyZXEpKX0gZW5kZWQgYmVmb3JlICR7d2hhdChyZXEpfWAsXG4gICAgICAgICAgfTtcbiAgICAgICAgY2FzZSBcIm5vdC1mb3VuZFwiOlxuICAgICAgICAgIHJldHVybiB7IG9rOiBmYWxzZSwgZXJyb3I6IFwibm90LWZvdW5kXCIsIG1lc3NhZ2U6IGVyci5tZXNzYWdlIH07XG4gICAgICB9XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKGVyci5tZXNzYWdlKTtcbiAgICB9XG4gICAgaWYgKGVyciBpbnN0YW5jZW9mIENvbm5lY3Rpb25FcnJvciAmJiBlcnIua2luZCA9PT0gXCJjbG9zZWRcIikge1xuICAgICAgLy8gVGhlIGRhZW1vbiB3ZW50IChraWxsLXNlcnZlciwgYSBjcmFzaCk6IHRoZSBzZXNzaW9uIHdlbnQgd2l0aCBpdCxcbiAgICAgIC8vIGJlZm9yZSB0aGUgY29uZGl0aW9uIGhlbGQ7IGV4aXQgMiwgbm90IDEsIHdoaWNoIG1lYW5zIGEgdGltZW91dC5cbiAgICAgIHJldHVybiB7XG4gICAgICAgIG9rOiBmYWxzZSxcbiAgICAgICAgZXJyb3I6IFwiZXhpdGVkXCIsXG4gICAgICAgIG1lc3NhZ2U6IGAke3VwcGVyKHN1YmplY3QocmVxKSl9IGVuZGVkIGJlZm9yZSAke1xuICAgICAgICAgIHdoYXQocmVxKVxuICAgICAgICB9OiB0aGUgZGFlbW9uIHN0b3BwZWQgKCR7ZXJyLm1lc3NhZ2V9KWAsXG4gICAgICB9O1xuICAgIH1cbiAgICBpZiAoZXJyIGluc3RhbmNlb2YgQ29ubmVjdGlvbkVycm9yKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKGBMb3N0IHRoZSBkYWVtb246ICR7ZXJyLm1lc3NhZ2V9YCk7XG4gICAgfVxuICAgIHRocm93IGVycjtcbiAgfSBmaW5hbGx5IHtcbiAgICBjb25uLmNsb3NlKCk7XG4gIH1cbn1cblxuLyoqIFdoYXQgdGhlIHdhaXQgd2FzIGZvciwgaW4gd29yZHMuICovXG5mdW5jdGlvbiB3aGF0KHJlcTogV2FpdFJlcXVlc3QpOiBzdHJpbmcge1xuICBpZiAocmVxLnRleHQpIHJldHVybiBgaXRzIHNjcmVlbiBtYXRjaGVkIC8ke3JlcS50ZXh0LnNvdXJjZX0vYDtcbiAgaWYgKHJlcS5pZGxlTXMgIT09IHVuZGVmaW5lZCkgcmV0dXJuIGBpdCB3YXMgcXVpZXQgZm9yICR7cmVxLmlkbGVNc30gbXNgO1xuICByZXR1cm4gXCJpdCBleGl0ZWRcIjtcbn1cblxuLyoqIFRoZSBvbmUgbGluZSBhIHRpbWVvdXQgcHJpbnRzLiAqL1xuZnVuY3Rpb24gdGltZW91dE1lc3NhZ2UocmVxOiBXYWl0UmVxdWVzdCk6IHN0cmluZyB7XG4gIGNvbnN0IGFmdGVyID0gYFRpbWVkIG91dCBhZnRlciAkeyhyZXEudGltZW91dE1zID8/IDApIC8gMTAwMH0gc2A7XG4gIGlmIChyZXEudGV4dCkge1xuICAgIHJldHVybiBgJHthZnRlcn0gd2FpdGluZyBmb3IgLyR7cmVxLnRleHQuc291cmNlfS8gb24gJHtcbiAgICAgIHN1YmplY3QocmVxKVxuICAgIH0ncyBzY3JlZW5gO1xuICB9XG4gIGlmIChyZXEuaWRsZU1zICE9PSB1bmRlZmluZWQpIHtcbiAgICByZXR1cm4gYCR7YWZ0ZXJ9OiAke3N1YmplY3QocmVxKX0gZGlkIG5vdCBnbyBxdWlldCBmb3IgJHtyZXEuaWRsZU1zfSBtc2A7XG4gIH1cbiAgcmV0dXJuIGAke2FmdGVyfTogJHtzdWJqZWN0KHJlcSl9IGlzIHN0aWxsIHJ1bm5pbmdgO1xufVxuXG4vKipcbiAqIFdoYXQgdGhlIHdhaXQgaXMgb24sIGluIHdvcmRzOiBgc2Vzc2lvbiBOQU1FYCwgb3IgYHBhbmUgVEFSR0VUYCBmb3IgYVxuICogd2luZG93IG9yIHBhbmUgdGFyZ2V0IChhIHNlc3Npb24ncyBuYW1lIGhvbGRzIG5vIDogb3IgLikuXG4gKi9cbmZ1bmN0aW9uIHN1YmplY3QocmVxOiBXYWl0UmVxdWVzdCk6IHN0cmluZyB7XG4gIHJldHVybiBgJHtuYW1lc1BhbmVPcldpbmRvdyhyZXEubmFtZSkgPyBcInBhbmVcIiA6IFwic2Vzc2lvblwifSAke3JlcS5uYW1lfWA7XG59XG5cbmZ1bmN0aW9uIHVwcGVyKHRleHQ6IHN0cmluZyk6IHN0cmluZyB7XG4gIHJldHVybiB0ZXh0WzBdLnRvVXBwZXJDYXNlKCkgKyB0ZXh0LnNsaWNlKDEpO1xufVxuXG4vKiogUHJpbnRzIHRoZSBvdXRjb21lOiBzdGRvdXQgZm9yIGRhdGEsIHN0ZGVyciBmb3IgdGhlIG9uZS1saW5lIGZhaWx1cmUuICovXG5mdW5jdGlvbiByZXBvcnQob3V0Y29tZTogT3V0Y29tZSwgcmVxOiBXYWl0UmVxdWVzdCwganNvbjogYm9vbGVhbik6IHZvaWQge1xuICBpZiAoanNvbikgcHJpbnRMaW5lKEpTT04uc3RyaW5naWZ5KG91dGNvbWUpKTtcbiAgaWYgKCFvdXRjb21lLm9rKSB7XG4gICAgY29uc29sZS5lcnJvcihgYmVydGg6ICR7b3V0Y29tZS5tZXNzYWdlfWApO1xuICAgIHJldHVybjtcbiAgfVxuICBpZiAocmVxLmV4aXQgJiYgIWpzb24pIHByaW50TGluZShmb3JtYXRFeGl0KG91dGNvbWUuZXhpdCEpKTtcbn1cblxuLyoqIGBleGl0ZWQgM2Agb3IgYGtpbGxlZCBTSUdURVJNYC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBmb3JtYXRFeGl0KHN0YXR1czogRXhpdFN0YXR1cyk6IHN0cmluZyB7XG4gIHJldHVybiBzdGF0dXMuc2lnbmFsID8gYGtpbGxlZCAke3N0YXR1cy5zaWduYWx9YCA6IGBleGl0ZWQgJHtzdGF0dXMuY29kZX1gO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7O0NBT0MsR0FHRCxTQUFTLGNBQWMsUUFBUSwyQkFBMkI7QUFDMUQsU0FBUyxpQkFBaUIsUUFBUSwyQkFBMkI7QUFDN0QsU0FDRSxTQUFTLEVBQ1QsZ0JBQWdCLEVBQ2hCLGFBQWEsRUFDYixjQUFjLEVBQ2QsYUFBYSxRQUNSLGlCQUFpQjtBQUN4QixTQUVFLGVBQWUsRUFDZixZQUFZLFFBQ1AsbUJBQW1CO0FBQzFCLFNBQVMsZUFBZSxRQUFRLHFCQUFxQjtBQUNyRCxTQUFTLFdBQVcsUUFBUSxnQkFBZ0I7QUFDNUMsU0FBMkMsU0FBUyxRQUFRLGVBQWU7QUFDM0UsU0FBUyxTQUFTLFFBQVEsZUFBZTtBQUV6Qyw0REFBNEQsR0FDNUQsT0FBTyxNQUFNLGVBQWUsRUFBRTtBQUM5Qix1RUFBdUUsR0FDdkUsT0FBTyxNQUFNLFlBQVksRUFBRTtBQUkzQixPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFNBQVM7RUFDVCxPQUFPLENBQUM7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozt1QkFpQ2EsQ0FBQztFQUN0QixNQUFNLEtBQUksSUFBSSxFQUFFLE1BQU07SUFDcEIsTUFBTSxFQUFFLE1BQU0sRUFBRSxXQUFXLEVBQUUsR0FBRyxpQkFBaUIsUUFBUSxNQUFNO01BQzdELE1BQU07UUFBRSxNQUFNO01BQVM7TUFDdkIsZUFBZTtRQUFFLE1BQU07UUFBVyxPQUFPO01BQUk7TUFDN0MsTUFBTTtRQUFFLE1BQU07TUFBUztNQUN2QixNQUFNO1FBQUUsTUFBTTtNQUFVO01BQ3hCLFNBQVM7UUFBRSxNQUFNO01BQVM7TUFDMUIsTUFBTTtRQUFFLE1BQU07TUFBVTtNQUN4QixHQUFHLGFBQWE7SUFDbEI7SUFDQSxNQUFNLEVBQUUsSUFBSSxFQUFFLEdBQUcsZUFDZixRQUNBLFFBQ0EsT0FBTyxNQUFNLEVBQ2IsYUFDQTtJQUVGLE1BQU0sYUFBYTtNQUFDLE9BQU8sSUFBSTtNQUFFLE9BQU8sSUFBSTtNQUFFLE9BQU8sSUFBSTtLQUFDLENBQUMsTUFBTSxDQUFDLENBQUMsSUFDakUsTUFBTSxhQUFhLE1BQU07SUFFM0IsSUFBSSxXQUFXLE1BQU0sS0FBSyxHQUFHO01BQzNCLE1BQU0sSUFBSSxVQUNSO0lBRUo7SUFDQSxNQUFNLE1BQW1CO01BQ3ZCLElBQUk7TUFDSjtNQUNBLFdBQVcsY0FBYyxhQUFhLE9BQU8sT0FBTztJQUN0RDtJQUNBLElBQUksT0FBTyxJQUFJLEtBQUssV0FBVztNQUM3QixNQUFNLFFBQVEsTUFBTSxDQUFDLGNBQWMsR0FBRyxPQUFPO01BQzdDLElBQUk7UUFDRixJQUFJLE9BQU8sT0FBTyxJQUFJLEVBQUU7TUFDMUIsRUFBRSxPQUFPLEtBQUs7UUFDWixNQUFNLElBQUksVUFDUixDQUFDLDBDQUEwQyxFQUFFLEFBQUMsSUFBYyxPQUFPLEVBQUU7TUFFekU7TUFDQSxJQUFJLElBQUksR0FBRztRQUFFLFFBQVEsT0FBTyxJQUFJO1FBQUU7TUFBTTtJQUMxQyxPQUFPLElBQUksT0FBTyxJQUFJLEtBQUssV0FBVztNQUNwQyxJQUFJLE1BQU0sR0FBRyxVQUFVLFVBQVUsT0FBTyxJQUFJLEVBQUUsR0FBRztJQUNuRCxPQUFPO01BQ0wsSUFBSSxJQUFJLEdBQUc7SUFDYjtJQUNBLE1BQU0sVUFBVSxNQUFNLE9BQU8sUUFBUTtJQUNyQyxPQUFPLFNBQVMsS0FBSyxPQUFPLElBQUksSUFBSTtJQUNwQyxPQUFPLFFBQVEsRUFBRSxHQUNiLElBQ0EsUUFBUSxLQUFLLEtBQUssWUFDbEIsZUFDQTtFQUNOO0FBQ0YsRUFBRTtBQU9GLGlFQUFpRSxHQUNqRSxlQUFlLE9BQ2IsS0FBb0IsRUFDcEIsR0FBZ0I7RUFFaEIsSUFBSTtFQUNKLElBQUk7SUFDRixPQUFPLE1BQU0sZ0JBQWdCLE9BQU87RUFDdEMsRUFBRSxPQUFPLEtBQUs7SUFDWixJQUFJLGVBQWUsbUJBQW1CLElBQUksSUFBSSxLQUFLLGFBQWE7TUFDOUQsT0FBTztRQUNMLElBQUk7UUFDSixPQUFPO1FBQ1AsU0FBUyxDQUFDLGlCQUFpQixFQUFFLElBQUksSUFBSSxDQUFDLGdDQUFnQyxFQUNwRSxNQUFNLElBQUksRUFBRSxTQUFTLE1BQU0sTUFBTSxFQUNqQztNQUNKO0lBQ0Y7SUFDQSxJQUFJLGVBQWUsbUJBQW1CLElBQUksSUFBSSxLQUFLLFFBQVE7TUFDekQsT0FBTztRQUFFLElBQUk7UUFBTyxPQUFPO1FBQWEsU0FBUyxJQUFJLE9BQU87TUFBQztJQUMvRDtJQUNBLE1BQU0sWUFBWSxLQUFLO0VBQ3pCO0VBQ0EsSUFBSTtJQUNGLE1BQU0sSUFBSSxNQUFNLEtBQUssT0FBTyxDQUFDO0lBQzdCLE9BQU8sRUFBRSxJQUFJLEdBQUc7TUFBRSxJQUFJO01BQU0sTUFBTSxFQUFFLElBQUk7SUFBQyxJQUFJO01BQUUsSUFBSTtJQUFLO0VBQzFELEVBQUUsT0FBTyxLQUFLO0lBQ1osSUFBSSxlQUFlLGNBQWM7TUFDL0IsT0FBUSxJQUFJLElBQUk7UUFDZCxLQUFLO1VBQ0gsT0FBTztZQUNMLElBQUk7WUFDSixPQUFPO1lBQ1AsU0FBUyxlQUFlO1VBQzFCO1FBQ0YsS0FBSztVQUNILE9BQU87WUFDTCxJQUFJO1lBQ0osT0FBTztZQUNQLFNBQVMsR0FBRyxNQUFNLFFBQVEsTUFBTSxjQUFjLEVBQUUsS0FBSyxNQUFNO1VBQzdEO1FBQ0YsS0FBSztVQUNILE9BQU87WUFBRSxJQUFJO1lBQU8sT0FBTztZQUFhLFNBQVMsSUFBSSxPQUFPO1VBQUM7TUFDakU7TUFDQSxNQUFNLElBQUksVUFBVSxJQUFJLE9BQU87SUFDakM7SUFDQSxJQUFJLGVBQWUsbUJBQW1CLElBQUksSUFBSSxLQUFLLFVBQVU7TUFDM0Qsb0VBQW9FO01BQ3BFLG1FQUFtRTtNQUNuRSxPQUFPO1FBQ0wsSUFBSTtRQUNKLE9BQU87UUFDUCxTQUFTLEdBQUcsTUFBTSxRQUFRLE1BQU0sY0FBYyxFQUM1QyxLQUFLLEtBQ04sc0JBQXNCLEVBQUUsSUFBSSxPQUFPLENBQUMsQ0FBQyxDQUFDO01BQ3pDO0lBQ0Y7SUFDQSxJQUFJLGVBQWUsaUJBQWlCO01BQ2xDLE1BQU0sSUFBSSxVQUFVLENBQUMsaUJBQWlCLEVBQUUsSUFBSSxPQUFPLEVBQUU7SUFDdkQ7SUFDQSxNQUFNO0VBQ1IsU0FBVTtJQUNSLEtBQUssS0FBSztFQUNaO0FBQ0Y7QUFFQSxxQ0FBcUMsR0FDckMsU0FBUyxLQUFLLEdBQWdCO0VBQzVCLElBQUksSUFBSSxJQUFJLEVBQUUsT0FBTyxDQUFDLG9CQUFvQixFQUFFLElBQUksSUFBSSxDQUFDLE1BQU0sQ0FBQyxDQUFDLENBQUM7RUFDOUQsSUFBSSxJQUFJLE1BQU0sS0FBSyxXQUFXLE9BQU8sQ0FBQyxpQkFBaUIsRUFBRSxJQUFJLE1BQU0sQ0FBQyxHQUFHLENBQUM7RUFDeEUsT0FBTztBQUNUO0FBRUEsbUNBQW1DLEdBQ25DLFNBQVMsZUFBZSxHQUFnQjtFQUN0QyxNQUFNLFFBQVEsQ0FBQyxnQkFBZ0IsRUFBRSxDQUFDLElBQUksU0FBUyxJQUFJLENBQUMsSUFBSSxLQUFLLEVBQUUsQ0FBQztFQUNoRSxJQUFJLElBQUksSUFBSSxFQUFFO0lBQ1osT0FBTyxHQUFHLE1BQU0sY0FBYyxFQUFFLElBQUksSUFBSSxDQUFDLE1BQU0sQ0FBQyxLQUFLLEVBQ25ELFFBQVEsS0FDVCxTQUFTLENBQUM7RUFDYjtFQUNBLElBQUksSUFBSSxNQUFNLEtBQUssV0FBVztJQUM1QixPQUFPLEdBQUcsTUFBTSxFQUFFLEVBQUUsUUFBUSxLQUFLLHNCQUFzQixFQUFFLElBQUksTUFBTSxDQUFDLEdBQUcsQ0FBQztFQUMxRTtFQUNBLE9BQU8sR0FBRyxNQUFNLEVBQUUsRUFBRSxRQUFRLEtBQUssaUJBQWlCLENBQUM7QUFDckQ7QUFFQTs7O0NBR0MsR0FDRCxTQUFTLFFBQVEsR0FBZ0I7RUFDL0IsT0FBTyxHQUFHLGtCQUFrQixJQUFJLElBQUksSUFBSSxTQUFTLFVBQVUsQ0FBQyxFQUFFLElBQUksSUFBSSxFQUFFO0FBQzFFO0FBRUEsU0FBUyxNQUFNLElBQVk7RUFDekIsT0FBTyxJQUFJLENBQUMsRUFBRSxDQUFDLFdBQVcsS0FBSyxLQUFLLEtBQUssQ0FBQztBQUM1QztBQUVBLDBFQUEwRSxHQUMxRSxTQUFTLE9BQU8sT0FBZ0IsRUFBRSxHQUFnQixFQUFFLElBQWE7RUFDL0QsSUFBSSxNQUFNLFVBQVUsS0FBSyxTQUFTLENBQUM7RUFDbkMsSUFBSSxDQUFDLFFBQVEsRUFBRSxFQUFFO0lBQ2YsUUFBUSxLQUFLLENBQUMsQ0FBQyxPQUFPLEVBQUUsUUFBUSxPQUFPLEVBQUU7SUFDekM7RUFDRjtFQUNBLElBQUksSUFBSSxJQUFJLElBQUksQ0FBQyxNQUFNLFVBQVUsV0FBVyxRQUFRLElBQUk7QUFDMUQ7QUFFQSxvQ0FBb0MsR0FDcEMsT0FBTyxTQUFTLFdBQVcsTUFBa0I7RUFDM0MsT0FBTyxPQUFPLE1BQU0sR0FBRyxDQUFDLE9BQU8sRUFBRSxPQUFPLE1BQU0sRUFBRSxHQUFHLENBQUMsT0FBTyxFQUFFLE9BQU8sSUFBSSxFQUFFO0FBQzVFIn0=
// denoCacheMetadata=11432775112613449316,13176036709391959125