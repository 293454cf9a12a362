/**
 * `berth events NAME`: follows a session live, one line per event (output,
 * title, bell, cwd, resize, exit), as text or JSON lines for `jq` and
 * line-reading scripts.
 *
 * @module
 */

import {
  parseCommandArgs,
  sessionAndRest,
  TARGET_OPTION,
} from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { Berth } from "../library/berth.ts";
import type { BerthEvent } from "../library/event_stream.ts";
import type { Command } from "./command.ts";
import { failure } from "./_request.ts";
import { formatExit } from "./wait.ts";
import { printLine } from "../stdout.ts";

export const command: Command = {
  name: "events",
  summary: "Follow a session's events: output, title, bell, exit (for scripts)",
  usage: `Usage: berth events NAME [--json]

Prints what happens in session NAME as it happens, one line per event,
until its program exits (the exit event comes last) or Ctrl-C:

  output BYTES          the program printed BYTES bytes (at most one line
                        per screen update, about 60 a second)
  title TEXT            the program set the window title (OSC 0/2)
  bell                  BEL
  cwd PATH              the program reported its directory (OSC 7)
  resize COLSxROWS      the terminal was resized
  exit exited N         the program exited with status N
  exit killed SIGNAME   a signal ended it

Options:
  --json   one JSON object per line, written as it happens:
           {"time":MS,"type":"output","bytes":N}, {"time":MS,"type":"title",
           "title":"..."}, {"time":MS,"type":"exit","status":{"code":N,
           "signal":null}} ... (time: milliseconds since the epoch)

A live upgrade of the daemon (berth upgrade) does not end it: it follows
the session on with the new program (the events of the moments of the
handover can be missed; none comes twice).

Exit codes: 0 the session's program exited (or had already exited); 1 an
error (unknown session, no daemon, the daemon stopped).`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("events", args, {
      json: { type: "boolean" },
      ...TARGET_OPTION,
    });
    const { name } = sessionAndRest(
      "events",
      values.target,
      positionals,
      0,
    );
    using conn = await connectOrFail(global);
    const stream = new Berth(conn).session(name).events();
    const format = values.json ? formatJson : formatText;
    try {
      for await (const ev of stream) {
        printLine(format(ev));
      }
    } catch (err) {
      throw failure(err);
    }
    return 0;
  },
};

/** One JSON object: the event's fields, with `time` first. */
function formatJson(ev: BerthEvent): string {
  const { time, ...rest } = ev;
  return JSON.stringify({ time, ...rest });
}

/** One line for people (and `read` loops). */
function formatText(ev: BerthEvent): string {
  switch (ev.type) {
    case "output":
      return `output ${ev.bytes}`;
    case "title":
      return `title ${oneLine(ev.title)}`;
    case "bell":
      return "bell";
    case "cwd":
      return `cwd ${oneLine(ev.path)}`;
    case "resize":
      return `resize ${ev.cols}x${ev.rows}`;
    case "exit":
      return `exit ${formatExit(ev.status)}`;
  }
}

/** Control characters would break the one-event-per-line promise. */
function oneLine(s: string): string {
  // deno-lint-ignore no-control-regex
  return s.replace(/[\x00-\x1f\x7f]/g, "?");
}
