/**
 * `berth events NAME`: follows a session live, one line per event (output,
 * title, bell, cwd, resize, exit), as text or JSON lines for `jq` and
 * line-reading scripts.
 *
 * @module
 */ import { parseCommandArgs, sessionAndRest, TARGET_OPTION } from "../cli_args.ts";
import { ConnectionError, RequestError } from "../connection.ts";
import { connectOrFail } from "./_connect.ts";
import { Berth } from "../library/berth.ts";
import { UserError } from "./command.ts";
import { formatExit } from "./wait.ts";
import { printLine } from "../stdout.ts";
export const command = {
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

Exit codes: 0 the session's program exited (or had already exited); 1 an
error (unknown session, no daemon, lost daemon).`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("events", args, {
      json: {
        type: "boolean"
      },
      ...TARGET_OPTION
    });
    const { name } = sessionAndRest(global, "events", values.target, positionals, 0);
    using conn = await connectOrFail(global);
    const stream = new Berth(conn).session(name).events();
    const format = values.json ? formatJson : formatText;
    try {
      for await (const ev of stream){
        printLine(format(ev));
      }
    } catch (err) {
      if (err instanceof RequestError) throw new UserError(err.message);
      if (err instanceof ConnectionError) {
        throw new UserError(`Lost the daemon: ${err.message}`);
      }
      throw err;
    }
    return 0;
  }
};
/** One JSON object: the event's fields, with `time` first. */ function formatJson(ev) {
  const { time, ...rest } = ev;
  return JSON.stringify({
    time,
    ...rest
  });
}
/** One line for people (and `read` loops). */ function formatText(ev) {
  switch(ev.type){
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
/** Control characters would break the one-event-per-line promise. */ function oneLine(s) {
  // deno-lint-ignore no-control-regex
  return s.replace(/[\x00-\x1f\x7f]/g, "?");
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9ldmVudHMudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggZXZlbnRzIE5BTUVgOiBmb2xsb3dzIGEgc2Vzc2lvbiBsaXZlLCBvbmUgbGluZSBwZXIgZXZlbnQgKG91dHB1dCxcbiAqIHRpdGxlLCBiZWxsLCBjd2QsIHJlc2l6ZSwgZXhpdCksIGFzIHRleHQgb3IgSlNPTiBsaW5lcyBmb3IgYGpxYCBhbmRcbiAqIGxpbmUtcmVhZGluZyBzY3JpcHRzLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQge1xuICBwYXJzZUNvbW1hbmRBcmdzLFxuICBzZXNzaW9uQW5kUmVzdCxcbiAgVEFSR0VUX09QVElPTixcbn0gZnJvbSBcIi4uL2NsaV9hcmdzLnRzXCI7XG5pbXBvcnQgeyBDb25uZWN0aW9uRXJyb3IsIFJlcXVlc3RFcnJvciB9IGZyb20gXCIuLi9jb25uZWN0aW9uLnRzXCI7XG5pbXBvcnQgeyBjb25uZWN0T3JGYWlsIH0gZnJvbSBcIi4vX2Nvbm5lY3QudHNcIjtcbmltcG9ydCB7IEJlcnRoIH0gZnJvbSBcIi4uL2xpYnJhcnkvYmVydGgudHNcIjtcbmltcG9ydCB0eXBlIHsgQmVydGhFdmVudCB9IGZyb20gXCIuLi9saWJyYXJ5L2V2ZW50X3N0cmVhbS50c1wiO1xuaW1wb3J0IHsgdHlwZSBDb21tYW5kLCBVc2VyRXJyb3IgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBmb3JtYXRFeGl0IH0gZnJvbSBcIi4vd2FpdC50c1wiO1xuaW1wb3J0IHsgcHJpbnRMaW5lIH0gZnJvbSBcIi4uL3N0ZG91dC50c1wiO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJldmVudHNcIixcbiAgc3VtbWFyeTogXCJGb2xsb3cgYSBzZXNzaW9uJ3MgZXZlbnRzOiBvdXRwdXQsIHRpdGxlLCBiZWxsLCBleGl0IChmb3Igc2NyaXB0cylcIixcbiAgdXNhZ2U6IGBVc2FnZTogYmVydGggZXZlbnRzIE5BTUUgWy0tanNvbl1cblxuUHJpbnRzIHdoYXQgaGFwcGVucyBpbiBzZXNzaW9uIE5BTUUgYXMgaXQgaGFwcGVucywgb25lIGxpbmUgcGVyIGV2ZW50LFxudW50aWwgaXRzIHByb2dyYW0gZXhpdHMgKHRoZSBleGl0IGV2ZW50IGNvbWVzIGxhc3QpIG9yIEN0cmwtQzpcblxuICBvdXRwdXQgQllURVMgICAgICAgICAgdGhlIHByb2dyYW0gcHJpbnRlZCBCWVRFUyBieXRlcyAoYXQgbW9zdCBvbmUgbGluZVxuICAgICAgICAgICAgICAgICAgICAgICAgcGVyIHNjcmVlbiB1cGRhdGUsIGFib3V0IDYwIGEgc2Vjb25kKVxuICB0aXRsZSBURVhUICAgICAgICAgICAgdGhlIHByb2dyYW0gc2V0IHRoZSB3aW5kb3cgdGl0bGUgKE9TQyAwLzIpXG4gIGJlbGwgICAgICAgICAgICAgICAgICBCRUxcbiAgY3dkIFBBVEggICAgICAgICAgICAgIHRoZSBwcm9ncmFtIHJlcG9ydGVkIGl0cyBkaXJlY3RvcnkgKE9TQyA3KVxuICByZXNpemUgQ09MU3hST1dTICAgICAgdGhlIHRlcm1pbmFsIHdhcyByZXNpemVkXG4gIGV4aXQgZXhpdGVkIE4gICAgICAgICB0aGUgcHJvZ3JhbSBleGl0ZWQgd2l0aCBzdGF0dXMgTlxuICBleGl0IGtpbGxlZCBTSUdOQU1FICAgYSBzaWduYWwgZW5kZWQgaXRcblxuT3B0aW9uczpcbiAgLS1qc29uICAgb25lIEpTT04gb2JqZWN0IHBlciBsaW5lLCB3cml0dGVuIGFzIGl0IGhhcHBlbnM6XG4gICAgICAgICAgIHtcInRpbWVcIjpNUyxcInR5cGVcIjpcIm91dHB1dFwiLFwiYnl0ZXNcIjpOfSwge1widGltZVwiOk1TLFwidHlwZVwiOlwidGl0bGVcIixcbiAgICAgICAgICAgXCJ0aXRsZVwiOlwiLi4uXCJ9LCB7XCJ0aW1lXCI6TVMsXCJ0eXBlXCI6XCJleGl0XCIsXCJzdGF0dXNcIjp7XCJjb2RlXCI6TixcbiAgICAgICAgICAgXCJzaWduYWxcIjpudWxsfX0gLi4uICh0aW1lOiBtaWxsaXNlY29uZHMgc2luY2UgdGhlIGVwb2NoKVxuXG5FeGl0IGNvZGVzOiAwIHRoZSBzZXNzaW9uJ3MgcHJvZ3JhbSBleGl0ZWQgKG9yIGhhZCBhbHJlYWR5IGV4aXRlZCk7IDEgYW5cbmVycm9yICh1bmtub3duIHNlc3Npb24sIG5vIGRhZW1vbiwgbG9zdCBkYWVtb24pLmAsXG4gIGFzeW5jIHJ1bihhcmdzLCBnbG9iYWwpIHtcbiAgICBjb25zdCB7IHZhbHVlcywgcG9zaXRpb25hbHMgfSA9IHBhcnNlQ29tbWFuZEFyZ3MoXCJldmVudHNcIiwgYXJncywge1xuICAgICAganNvbjogeyB0eXBlOiBcImJvb2xlYW5cIiB9LFxuICAgICAgLi4uVEFSR0VUX09QVElPTixcbiAgICB9KTtcbiAgICBjb25zdCB7IG5hbWUgfSA9IHNlc3Npb25BbmRSZXN0KFxuICAgICAgZ2xvYmFsLFxuICAgICAgXCJldmVudHNcIixcbiAgICAgIHZhbHVlcy50YXJnZXQsXG4gICAgICBwb3NpdGlvbmFscyxcbiAgICAgIDAsXG4gICAgKTtcbiAgICB1c2luZyBjb25uID0gYXdhaXQgY29ubmVjdE9yRmFpbChnbG9iYWwpO1xuICAgIGNvbnN0IHN0cmVhbSA9IG5ldyBCZXJ0aChjb25uKS5zZXNzaW9uKG5hbWUpLmV2ZW50cygpO1xuICAgIGNvbnN0IGZvcm1hdCA9IHZhbHVlcy5qc29uID8gZm9ybWF0SnNvbiA6IGZvcm1hdFRleHQ7XG4gICAgdHJ5IHtcbiAgICAgIGZvciBhd2FpdCAoY29uc3QgZXYgb2Ygc3RyZWFtKSB7XG4gICAgICAgIHByaW50TGluZShmb3JtYXQoZXYpKTtcbiAgICAgIH1cbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIGlmIChlcnIgaW5zdGFuY2VvZiBSZXF1ZXN0RXJyb3IpIHRocm93IG5ldyBVc2VyRXJyb3IoZXJyLm1lc3NhZ2UpO1xuICAgICAgaWYgKGVyciBpbnN0YW5jZW9mIENvbm5lY3Rpb25FcnJvcikge1xuICAgICAgICB0aHJvdyBuZXcgVXNlckVycm9yKGBMb3N0IHRoZSBkYWVtb246ICR7ZXJyLm1lc3NhZ2V9YCk7XG4gICAgICB9XG4gICAgICB0aHJvdyBlcnI7XG4gICAgfVxuICAgIHJldHVybiAwO1xuICB9LFxufTtcblxuLyoqIE9uZSBKU09OIG9iamVjdDogdGhlIGV2ZW50J3MgZmllbGRzLCB3aXRoIGB0aW1lYCBmaXJzdC4gKi9cbmZ1bmN0aW9uIGZvcm1hdEpzb24oZXY6IEJlcnRoRXZlbnQpOiBzdHJpbmcge1xuICBjb25zdCB7IHRpbWUsIC4uLnJlc3QgfSA9IGV2O1xuICByZXR1cm4gSlNPTi5zdHJpbmdpZnkoeyB0aW1lLCAuLi5yZXN0IH0pO1xufVxuXG4vKiogT25lIGxpbmUgZm9yIHBlb3BsZSAoYW5kIGByZWFkYCBsb29wcykuICovXG5mdW5jdGlvbiBmb3JtYXRUZXh0KGV2OiBCZXJ0aEV2ZW50KTogc3RyaW5nIHtcbiAgc3dpdGNoIChldi50eXBlKSB7XG4gICAgY2FzZSBcIm91dHB1dFwiOlxuICAgICAgcmV0dXJuIGBvdXRwdXQgJHtldi5ieXRlc31gO1xuICAgIGNhc2UgXCJ0aXRsZVwiOlxuICAgICAgcmV0dXJuIGB0aXRsZSAke29uZUxpbmUoZXYudGl0bGUpfWA7XG4gICAgY2FzZSBcImJlbGxcIjpcbiAgICAgIHJldHVybiBcImJlbGxcIjtcbiAgICBjYXNlIFwiY3dkXCI6XG4gICAgICByZXR1cm4gYGN3ZCAke29uZUxpbmUoZXYucGF0aCl9YDtcbiAgICBjYXNlIFwicmVzaXplXCI6XG4gICAgICByZXR1cm4gYHJlc2l6ZSAke2V2LmNvbHN9eCR7ZXYucm93c31gO1xuICAgIGNhc2UgXCJleGl0XCI6XG4gICAgICByZXR1cm4gYGV4aXQgJHtmb3JtYXRFeGl0KGV2LnN0YXR1cyl9YDtcbiAgfVxufVxuXG4vKiogQ29udHJvbCBjaGFyYWN0ZXJzIHdvdWxkIGJyZWFrIHRoZSBvbmUtZXZlbnQtcGVyLWxpbmUgcHJvbWlzZS4gKi9cbmZ1bmN0aW9uIG9uZUxpbmUoczogc3RyaW5nKTogc3RyaW5nIHtcbiAgLy8gZGVuby1saW50LWlnbm9yZSBuby1jb250cm9sLXJlZ2V4XG4gIHJldHVybiBzLnJlcGxhY2UoL1tcXHgwMC1cXHgxZlxceDdmXS9nLCBcIj9cIik7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7OztDQU1DLEdBRUQsU0FDRSxnQkFBZ0IsRUFDaEIsY0FBYyxFQUNkLGFBQWEsUUFDUixpQkFBaUI7QUFDeEIsU0FBUyxlQUFlLEVBQUUsWUFBWSxRQUFRLG1CQUFtQjtBQUNqRSxTQUFTLGFBQWEsUUFBUSxnQkFBZ0I7QUFDOUMsU0FBUyxLQUFLLFFBQVEsc0JBQXNCO0FBRTVDLFNBQXVCLFNBQVMsUUFBUSxlQUFlO0FBQ3ZELFNBQVMsVUFBVSxRQUFRLFlBQVk7QUFDdkMsU0FBUyxTQUFTLFFBQVEsZUFBZTtBQUV6QyxPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFNBQVM7RUFDVCxPQUFPLENBQUM7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztnREFxQnNDLENBQUM7RUFDL0MsTUFBTSxLQUFJLElBQUksRUFBRSxNQUFNO0lBQ3BCLE1BQU0sRUFBRSxNQUFNLEVBQUUsV0FBVyxFQUFFLEdBQUcsaUJBQWlCLFVBQVUsTUFBTTtNQUMvRCxNQUFNO1FBQUUsTUFBTTtNQUFVO01BQ3hCLEdBQUcsYUFBYTtJQUNsQjtJQUNBLE1BQU0sRUFBRSxJQUFJLEVBQUUsR0FBRyxlQUNmLFFBQ0EsVUFDQSxPQUFPLE1BQU0sRUFDYixhQUNBO1VBRUksT0FBTyxNQUFNLGNBQWM7SUFDakMsTUFBTSxTQUFTLElBQUksTUFBTSxNQUFNLE9BQU8sQ0FBQyxNQUFNLE1BQU07SUFDbkQsTUFBTSxTQUFTLE9BQU8sSUFBSSxHQUFHLGFBQWE7SUFDMUMsSUFBSTtNQUNGLFdBQVcsTUFBTSxNQUFNLE9BQVE7UUFDN0IsVUFBVSxPQUFPO01BQ25CO0lBQ0YsRUFBRSxPQUFPLEtBQUs7TUFDWixJQUFJLGVBQWUsY0FBYyxNQUFNLElBQUksVUFBVSxJQUFJLE9BQU87TUFDaEUsSUFBSSxlQUFlLGlCQUFpQjtRQUNsQyxNQUFNLElBQUksVUFBVSxDQUFDLGlCQUFpQixFQUFFLElBQUksT0FBTyxFQUFFO01BQ3ZEO01BQ0EsTUFBTTtJQUNSO0lBQ0EsT0FBTztFQUNUO0FBQ0YsRUFBRTtBQUVGLDREQUE0RCxHQUM1RCxTQUFTLFdBQVcsRUFBYztFQUNoQyxNQUFNLEVBQUUsSUFBSSxFQUFFLEdBQUcsTUFBTSxHQUFHO0VBQzFCLE9BQU8sS0FBSyxTQUFTLENBQUM7SUFBRTtJQUFNLEdBQUcsSUFBSTtFQUFDO0FBQ3hDO0FBRUEsNENBQTRDLEdBQzVDLFNBQVMsV0FBVyxFQUFjO0VBQ2hDLE9BQVEsR0FBRyxJQUFJO0lBQ2IsS0FBSztNQUNILE9BQU8sQ0FBQyxPQUFPLEVBQUUsR0FBRyxLQUFLLEVBQUU7SUFDN0IsS0FBSztNQUNILE9BQU8sQ0FBQyxNQUFNLEVBQUUsUUFBUSxHQUFHLEtBQUssR0FBRztJQUNyQyxLQUFLO01BQ0gsT0FBTztJQUNULEtBQUs7TUFDSCxPQUFPLENBQUMsSUFBSSxFQUFFLFFBQVEsR0FBRyxJQUFJLEdBQUc7SUFDbEMsS0FBSztNQUNILE9BQU8sQ0FBQyxPQUFPLEVBQUUsR0FBRyxJQUFJLENBQUMsQ0FBQyxFQUFFLEdBQUcsSUFBSSxFQUFFO0lBQ3ZDLEtBQUs7TUFDSCxPQUFPLENBQUMsS0FBSyxFQUFFLFdBQVcsR0FBRyxNQUFNLEdBQUc7RUFDMUM7QUFDRjtBQUVBLG1FQUFtRSxHQUNuRSxTQUFTLFFBQVEsQ0FBUztFQUN4QixvQ0FBb0M7RUFDcEMsT0FBTyxFQUFFLE9BQU8sQ0FBQyxvQkFBb0I7QUFDdkMifQ==
// denoCacheMetadata=18272667111623815537,4490893036969962762