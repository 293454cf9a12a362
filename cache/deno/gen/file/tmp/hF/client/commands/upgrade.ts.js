/**
 * `berth upgrade`: replaces the running daemon's program by this berth's
 * code, keeping every session (see `server/daemon/upgrade.ts`). It speaks
 * the frozen part of the protocol (hello, `upgrade`, welcome), so that a
 * newer berth can upgrade an older daemon.
 *
 * @module
 */ import { parseCommandArgs } from "../cli_args.ts";
import { Connection } from "../connection.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { cwdOf, UserError } from "./command.ts";
import { printLine } from "../stdout.ts";
/** How long the new daemon may take to answer on the socket (it starts a
 * worker pair per session: 20 sessions took 31 s at a load average of 55). */ const BACK_WITHIN_MS = 60_000;
export const command = {
  name: "upgrade",
  summary: "Replace the running daemon by this berth, keeping every session",
  usage: `Usage: berth upgrade [--main PATH]

Replaces the running daemon's program by this berth's (after a git pull or
a new install) in the same process: every session, window and pane keeps
its program, pty, screen, history, modes and title; output written
meanwhile waits in the kernel and is read by the new daemon; exit statuses
are still collected. Attached clients say "daemon upgraded" and go on.

The new code is checked first: when it cannot start or cannot read the
daemon's state, the old daemon keeps running, unchanged, and this says why.

Options:
  --main PATH   the berth main.ts to run instead of this one's

Exit codes: 0 upgraded; 1 not upgraded (the daemon runs on as it was), or
no daemon runs.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("upgrade", args, {
      main: {
        type: "string"
      }
    });
    if (positionals.length > 0) {
      throw new UserError("upgrade takes no arguments");
    }
    if (global.host) {
      throw new UserError("upgrade replaces a daemon with the code on its own host: run it there");
    }
    const argv = await programArgv(values.main, cwdOf(global));
    const conn = await connectOrFail(global, "upgrade");
    const t0 = performance.now();
    const answer = await requestOrFail(conn, {
      op: "upgrade",
      argv
    });
    await conn.closed; // the exec closes it
    const pid = await backAgain(global.socket);
    const back = Math.round(performance.now() - t0);
    const [p0, p1] = answer.protocol;
    const protocol = p0 === p1 ? `protocol ${p0}` : `protocol ${p0} -> ${p1}`;
    printLine(`Upgraded the daemon (pid ${pid}) from berth ${answer.from} to ${answer.to} (${protocol}): ${answer.sessions} session${answer.sessions === 1 ? "" : "s"} kept; serving again after ${back} ms`);
    return 0;
  }
};
/** Deno and its arguments up to the main.ts the daemon is to run. */ async function programArgv(main, cwd) {
  const url = main ? new URL(main, `file://${cwd}/`) : new URL("../../main.ts", import.meta.url);
  if (url.protocol === "file:") {
    try {
      await Deno.stat(url);
    } catch  {
      throw new UserError(`No such file: ${decodeURIComponent(url.pathname)}`);
    }
  }
  const argv = [
    Deno.execPath(),
    "run",
    "-A",
    "--quiet"
  ];
  const config = new URL("deno.json", url);
  if (url.protocol === "file:" && await exists(config)) {
    argv.push("--config", decodeURIComponent(config.pathname));
  }
  argv.push(url.href);
  return argv;
}
async function exists(url) {
  try {
    await Deno.stat(url);
    return true;
  } catch  {
    return false;
  }
}
/** Waits for the new daemon to answer on `socket`; its pid. */ async function backAgain(socket) {
  const deadline = Date.now() + BACK_WITHIN_MS;
  for(let wait = 5;; wait = Math.min(wait * 2, 100)){
    try {
      const c = await Connection.open(socket, "upgrade");
      const pid = c.daemonPid;
      c.close();
      return pid ?? 0;
    } catch (err) {
      if (Date.now() > deadline) {
        throw new UserError(`The daemon did not come back after the upgrade (${err.message}); see its log`);
      }
    }
    await new Promise((r)=>setTimeout(r, wait));
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy91cGdyYWRlLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogYGJlcnRoIHVwZ3JhZGVgOiByZXBsYWNlcyB0aGUgcnVubmluZyBkYWVtb24ncyBwcm9ncmFtIGJ5IHRoaXMgYmVydGgnc1xuICogY29kZSwga2VlcGluZyBldmVyeSBzZXNzaW9uIChzZWUgYHNlcnZlci9kYWVtb24vdXBncmFkZS50c2ApLiBJdCBzcGVha3NcbiAqIHRoZSBmcm96ZW4gcGFydCBvZiB0aGUgcHJvdG9jb2wgKGhlbGxvLCBgdXBncmFkZWAsIHdlbGNvbWUpLCBzbyB0aGF0IGFcbiAqIG5ld2VyIGJlcnRoIGNhbiB1cGdyYWRlIGFuIG9sZGVyIGRhZW1vbi5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgcGFyc2VDb21tYW5kQXJncyB9IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHsgQ29ubmVjdGlvbiB9IGZyb20gXCIuLi9jb25uZWN0aW9uLnRzXCI7XG5pbXBvcnQgeyBjb25uZWN0T3JGYWlsIH0gZnJvbSBcIi4vX2Nvbm5lY3QudHNcIjtcbmltcG9ydCB7IHJlcXVlc3RPckZhaWwgfSBmcm9tIFwiLi9fcmVxdWVzdC50c1wiO1xuaW1wb3J0IHsgdHlwZSBDb21tYW5kLCBjd2RPZiwgVXNlckVycm9yIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgcHJpbnRMaW5lIH0gZnJvbSBcIi4uL3N0ZG91dC50c1wiO1xuXG4vKiogSG93IGxvbmcgdGhlIG5ldyBkYWVtb24gbWF5IHRha2UgdG8gYW5zd2VyIG9uIHRoZSBzb2NrZXQgKGl0IHN0YXJ0cyBhXG4gKiB3b3JrZXIgcGFpciBwZXIgc2Vzc2lvbjogMjAgc2Vzc2lvbnMgdG9vayAzMSBzIGF0IGEgbG9hZCBhdmVyYWdlIG9mIDU1KS4gKi9cbmNvbnN0IEJBQ0tfV0lUSElOX01TID0gNjBfMDAwO1xuXG5leHBvcnQgY29uc3QgY29tbWFuZDogQ29tbWFuZCA9IHtcbiAgbmFtZTogXCJ1cGdyYWRlXCIsXG4gIHN1bW1hcnk6IFwiUmVwbGFjZSB0aGUgcnVubmluZyBkYWVtb24gYnkgdGhpcyBiZXJ0aCwga2VlcGluZyBldmVyeSBzZXNzaW9uXCIsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIHVwZ3JhZGUgWy0tbWFpbiBQQVRIXVxuXG5SZXBsYWNlcyB0aGUgcnVubmluZyBkYWVtb24ncyBwcm9ncmFtIGJ5IHRoaXMgYmVydGgncyAoYWZ0ZXIgYSBnaXQgcHVsbCBvclxuYSBuZXcgaW5zdGFsbCkgaW4gdGhlIHNhbWUgcHJvY2VzczogZXZlcnkgc2Vzc2lvbiwgd2luZG93IGFuZCBwYW5lIGtlZXBzXG5pdHMgcHJvZ3JhbSwgcHR5LCBzY3JlZW4sIGhpc3RvcnksIG1vZGVzIGFuZCB0aXRsZTsgb3V0cHV0IHdyaXR0ZW5cbm1lYW53aGlsZSB3YWl0cyBpbiB0aGUga2VybmVsIGFuZCBpcyByZWFkIGJ5IHRoZSBuZXcgZGFlbW9uOyBleGl0IHN0YXR1c2VzXG5hcmUgc3RpbGwgY29sbGVjdGVkLiBBdHRhY2hlZCBjbGllbnRzIHNheSBcImRhZW1vbiB1cGdyYWRlZFwiIGFuZCBnbyBvbi5cblxuVGhlIG5ldyBjb2RlIGlzIGNoZWNrZWQgZmlyc3Q6IHdoZW4gaXQgY2Fubm90IHN0YXJ0IG9yIGNhbm5vdCByZWFkIHRoZVxuZGFlbW9uJ3Mgc3RhdGUsIHRoZSBvbGQgZGFlbW9uIGtlZXBzIHJ1bm5pbmcsIHVuY2hhbmdlZCwgYW5kIHRoaXMgc2F5cyB3aHkuXG5cbk9wdGlvbnM6XG4gIC0tbWFpbiBQQVRIICAgdGhlIGJlcnRoIG1haW4udHMgdG8gcnVuIGluc3RlYWQgb2YgdGhpcyBvbmUnc1xuXG5FeGl0IGNvZGVzOiAwIHVwZ3JhZGVkOyAxIG5vdCB1cGdyYWRlZCAodGhlIGRhZW1vbiBydW5zIG9uIGFzIGl0IHdhcyksIG9yXG5ubyBkYWVtb24gcnVucy5gLFxuICBhc3luYyBydW4oYXJncywgZ2xvYmFsKSB7XG4gICAgY29uc3QgeyB2YWx1ZXMsIHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFwidXBncmFkZVwiLCBhcmdzLCB7XG4gICAgICBtYWluOiB7IHR5cGU6IFwic3RyaW5nXCIgfSxcbiAgICB9KTtcbiAgICBpZiAocG9zaXRpb25hbHMubGVuZ3RoID4gMCkge1xuICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcInVwZ3JhZGUgdGFrZXMgbm8gYXJndW1lbnRzXCIpO1xuICAgIH1cbiAgICBpZiAoZ2xvYmFsLmhvc3QpIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICAgIFwidXBncmFkZSByZXBsYWNlcyBhIGRhZW1vbiB3aXRoIHRoZSBjb2RlIG9uIGl0cyBvd24gaG9zdDogcnVuIGl0IHRoZXJlXCIsXG4gICAgICApO1xuICAgIH1cbiAgICBjb25zdCBhcmd2ID0gYXdhaXQgcHJvZ3JhbUFyZ3YodmFsdWVzLm1haW4sIGN3ZE9mKGdsb2JhbCkpO1xuICAgIGNvbnN0IGNvbm4gPSBhd2FpdCBjb25uZWN0T3JGYWlsKGdsb2JhbCwgXCJ1cGdyYWRlXCIpO1xuICAgIGNvbnN0IHQwID0gcGVyZm9ybWFuY2Uubm93KCk7XG4gICAgY29uc3QgYW5zd2VyID0gYXdhaXQgcmVxdWVzdE9yRmFpbChjb25uLCB7IG9wOiBcInVwZ3JhZGVcIiwgYXJndiB9KTtcbiAgICBhd2FpdCBjb25uLmNsb3NlZDsgLy8gdGhlIGV4ZWMgY2xvc2VzIGl0XG4gICAgY29uc3QgcGlkID0gYXdhaXQgYmFja0FnYWluKGdsb2JhbC5zb2NrZXQpO1xuICAgIGNvbnN0IGJhY2sgPSBNYXRoLnJvdW5kKHBlcmZvcm1hbmNlLm5vdygpIC0gdDApO1xuICAgIGNvbnN0IFtwMCwgcDFdID0gYW5zd2VyLnByb3RvY29sO1xuICAgIGNvbnN0IHByb3RvY29sID0gcDAgPT09IHAxID8gYHByb3RvY29sICR7cDB9YCA6IGBwcm90b2NvbCAke3AwfSAtPiAke3AxfWA7XG4gICAgcHJpbnRMaW5lKFxuICAgICAgYFVwZ3JhZGVkIHRoZSBkYWVtb24gKHBpZCAke3BpZH0pIGZyb20gYmVydGggJHthbnN3ZXIuZnJvbX0gdG8gJHthbnN3ZXIudG99ICgke3Byb3RvY29sfSk6ICR7YW5zd2VyLnNlc3Npb25zfSBzZXNzaW9uJHtcbiAgICAgICAgYW5zd2VyLnNlc3Npb25zID09PSAxID8gXCJcIiA6IFwic1wiXG4gICAgICB9IGtlcHQ7IHNlcnZpbmcgYWdhaW4gYWZ0ZXIgJHtiYWNrfSBtc2AsXG4gICAgKTtcbiAgICByZXR1cm4gMDtcbiAgfSxcbn07XG5cbi8qKiBEZW5vIGFuZCBpdHMgYXJndW1lbnRzIHVwIHRvIHRoZSBtYWluLnRzIHRoZSBkYWVtb24gaXMgdG8gcnVuLiAqL1xuYXN5bmMgZnVuY3Rpb24gcHJvZ3JhbUFyZ3YoXG4gIG1haW46IHN0cmluZyB8IHVuZGVmaW5lZCxcbiAgY3dkOiBzdHJpbmcsXG4pOiBQcm9taXNlPHN0cmluZ1tdPiB7XG4gIGNvbnN0IHVybCA9IG1haW5cbiAgICA/IG5ldyBVUkwobWFpbiwgYGZpbGU6Ly8ke2N3ZH0vYClcbiAgICA6IG5ldyBVUkwoXCIuLi8uLi9tYWluLnRzXCIsIGltcG9ydC5tZXRhLnVybCk7XG4gIGlmICh1cmwucHJvdG9jb2wgPT09IFwiZmlsZTpcIikge1xuICAgIHRyeSB7XG4gICAgICBhd2FpdCBEZW5vLnN0YXQodXJsKTtcbiAgICB9IGNhdGNoIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoYE5vIHN1Y2ggZmlsZTogJHtkZWNvZGVVUklDb21wb25lbnQodXJsLnBhdGhuYW1lKX1gKTtcbiAgICB9XG4gIH1cbiAgY29uc3QgYXJndiA9IFtEZW5vLmV4ZWNQYXRoKCksIFwicnVuXCIsIFwiLUFcIiwgXCItLXF1aWV0XCJdO1xuICBjb25zdCBjb25maWcgPSBuZXcgVVJMKFwiZGVuby5qc29uXCIsIHVybCk7XG4gIGlmICh1cmwucHJvdG9jb2wgPT09IFwiZmlsZTpcIiAmJiBhd2FpdCBleGlzdHMoY29uZmlnKSkge1xuICAgIGFyZ3YucHVzaChcIi0tY29uZmlnXCIsIGRlY29kZVVSSUNvbXBvbmVudChjb25maWcucGF0aG5hbWUpKTtcbiAgfVxuICBhcmd2LnB1c2godXJsLmhyZWYpO1xuICByZXR1cm4gYXJndjtcbn1cblxuYXN5bmMgZnVuY3Rpb24gZXhpc3RzKHVybDogVVJMKTogUHJvbWlzZTxib29sZWFuPiB7XG4gIHRyeSB7XG4gICAgYXdhaXQgRGVuby5zdGF0KHVybCk7XG4gICAgcmV0dXJuIHRydWU7XG4gIH0gY2F0Y2gge1xuICAgIHJldHVybiBmYWxzZTtcbiAgfVxufVxuXG4vKiogV2FpdHMgZm9yIHRoZSBuZXcgZGFlbW9uIHRvIGFuc3dlciBvbiBgc29ja2V0YDsgaXRzIHBpZC4gKi9cbmFzeW5jIGZ1bmN0aW9uIGJhY2tBZ2Fpbihzb2NrZXQ6IHN0cmluZyk6IFByb21pc2U8bnVtYmVyPiB7XG4gIGNvbnN0IGRlYWRsaW5lID0gRGF0ZS5ub3coKSArIEJBQ0tfV0lUSElOX01TO1xuICBmb3IgKGxldCB3YWl0ID0gNTs7IHdhaXQgPSBNYXRoLm1pbih3YWl0ICogMiwgMTAwKSkge1xuICAgIHRyeSB7XG4gICAgICBjb25zdCBjID0gYXdhaXQgQ29ubmVjdGlvbi5vcGVuKHNvY2tldCwgXCJ1cGdyYWRlXCIpO1xuICAgICAgY29uc3QgcGlkID0gYy5kYWVtb25QaWQ7XG4gICAgICBjLmNsb3NlKCk7XG4gICAgICByZXR1cm4gcGlkID8/IDA7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICBpZiAoRGF0ZS5ub3coKSA+IGRlYWRsaW5lKSB7XG4gICAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICAgICAgYFRoZSBkYWVtb24gZGlkIG5vdCBjb21lIGJhY2sgYWZ0ZXIgdGhlIHVwZ3JhZGUgKCR7XG4gICAgICAgICAgICAoZXJyIGFzIEVycm9yKS5tZXNzYWdlXG4gICAgICAgICAgfSk7IHNlZSBpdHMgbG9nYCxcbiAgICAgICAgKTtcbiAgICAgIH1cbiAgICB9XG4gICAgYXdhaXQgbmV3IFByb21pc2UoKHIpID0+IHNldFRpbWVvdXQociwgd2FpdCkpO1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Q0FPQyxHQUVELFNBQVMsZ0JBQWdCLFFBQVEsaUJBQWlCO0FBQ2xELFNBQVMsVUFBVSxRQUFRLG1CQUFtQjtBQUM5QyxTQUFTLGFBQWEsUUFBUSxnQkFBZ0I7QUFDOUMsU0FBUyxhQUFhLFFBQVEsZ0JBQWdCO0FBQzlDLFNBQXVCLEtBQUssRUFBRSxTQUFTLFFBQVEsZUFBZTtBQUM5RCxTQUFTLFNBQVMsUUFBUSxlQUFlO0FBRXpDOzRFQUM0RSxHQUM1RSxNQUFNLGlCQUFpQjtBQUV2QixPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFNBQVM7RUFDVCxPQUFPLENBQUM7Ozs7Ozs7Ozs7Ozs7OztlQWVLLENBQUM7RUFDZCxNQUFNLEtBQUksSUFBSSxFQUFFLE1BQU07SUFDcEIsTUFBTSxFQUFFLE1BQU0sRUFBRSxXQUFXLEVBQUUsR0FBRyxpQkFBaUIsV0FBVyxNQUFNO01BQ2hFLE1BQU07UUFBRSxNQUFNO01BQVM7SUFDekI7SUFDQSxJQUFJLFlBQVksTUFBTSxHQUFHLEdBQUc7TUFDMUIsTUFBTSxJQUFJLFVBQVU7SUFDdEI7SUFDQSxJQUFJLE9BQU8sSUFBSSxFQUFFO01BQ2YsTUFBTSxJQUFJLFVBQ1I7SUFFSjtJQUNBLE1BQU0sT0FBTyxNQUFNLFlBQVksT0FBTyxJQUFJLEVBQUUsTUFBTTtJQUNsRCxNQUFNLE9BQU8sTUFBTSxjQUFjLFFBQVE7SUFDekMsTUFBTSxLQUFLLFlBQVksR0FBRztJQUMxQixNQUFNLFNBQVMsTUFBTSxjQUFjLE1BQU07TUFBRSxJQUFJO01BQVc7SUFBSztJQUMvRCxNQUFNLEtBQUssTUFBTSxFQUFFLHFCQUFxQjtJQUN4QyxNQUFNLE1BQU0sTUFBTSxVQUFVLE9BQU8sTUFBTTtJQUN6QyxNQUFNLE9BQU8sS0FBSyxLQUFLLENBQUMsWUFBWSxHQUFHLEtBQUs7SUFDNUMsTUFBTSxDQUFDLElBQUksR0FBRyxHQUFHLE9BQU8sUUFBUTtJQUNoQyxNQUFNLFdBQVcsT0FBTyxLQUFLLENBQUMsU0FBUyxFQUFFLElBQUksR0FBRyxDQUFDLFNBQVMsRUFBRSxHQUFHLElBQUksRUFBRSxJQUFJO0lBQ3pFLFVBQ0UsQ0FBQyx5QkFBeUIsRUFBRSxJQUFJLGFBQWEsRUFBRSxPQUFPLElBQUksQ0FBQyxJQUFJLEVBQUUsT0FBTyxFQUFFLENBQUMsRUFBRSxFQUFFLFNBQVMsR0FBRyxFQUFFLE9BQU8sUUFBUSxDQUFDLFFBQVEsRUFDbkgsT0FBTyxRQUFRLEtBQUssSUFBSSxLQUFLLElBQzlCLDJCQUEyQixFQUFFLEtBQUssR0FBRyxDQUFDO0lBRXpDLE9BQU87RUFDVDtBQUNGLEVBQUU7QUFFRixtRUFBbUUsR0FDbkUsZUFBZSxZQUNiLElBQXdCLEVBQ3hCLEdBQVc7RUFFWCxNQUFNLE1BQU0sT0FDUixJQUFJLElBQUksTUFBTSxDQUFDLE9BQU8sRUFBRSxJQUFJLENBQUMsQ0FBQyxJQUM5QixJQUFJLElBQUksaUJBQWlCLFlBQVksR0FBRztFQUM1QyxJQUFJLElBQUksUUFBUSxLQUFLLFNBQVM7SUFDNUIsSUFBSTtNQUNGLE1BQU0sS0FBSyxJQUFJLENBQUM7SUFDbEIsRUFBRSxPQUFNO01BQ04sTUFBTSxJQUFJLFVBQVUsQ0FBQyxjQUFjLEVBQUUsbUJBQW1CLElBQUksUUFBUSxHQUFHO0lBQ3pFO0VBQ0Y7RUFDQSxNQUFNLE9BQU87SUFBQyxLQUFLLFFBQVE7SUFBSTtJQUFPO0lBQU07R0FBVTtFQUN0RCxNQUFNLFNBQVMsSUFBSSxJQUFJLGFBQWE7RUFDcEMsSUFBSSxJQUFJLFFBQVEsS0FBSyxXQUFXLE1BQU0sT0FBTyxTQUFTO0lBQ3BELEtBQUssSUFBSSxDQUFDLFlBQVksbUJBQW1CLE9BQU8sUUFBUTtFQUMxRDtFQUNBLEtBQUssSUFBSSxDQUFDLElBQUksSUFBSTtFQUNsQixPQUFPO0FBQ1Q7QUFFQSxlQUFlLE9BQU8sR0FBUTtFQUM1QixJQUFJO0lBQ0YsTUFBTSxLQUFLLElBQUksQ0FBQztJQUNoQixPQUFPO0VBQ1QsRUFBRSxPQUFNO0lBQ04sT0FBTztFQUNUO0FBQ0Y7QUFFQSw2REFBNkQsR0FDN0QsZUFBZSxVQUFVLE1BQWM7RUFDckMsTUFBTSxXQUFXLEtBQUssR0FBRyxLQUFLO0VBQzlCLElBQUssSUFBSSxPQUFPLElBQUksT0FBTyxLQUFLLEdBQUcsQ0FBQyxPQUFPLEdBQUcsS0FBTTtJQUNsRCxJQUFJO01BQ0YsTUFBTSxJQUFJLE1BQU0sV0FBVyxJQUFJLENBQUMsUUFBUTtNQUN4QyxNQUFNLE1BQU0sRUFBRSxTQUFTO01BQ3ZCLEVBQUUsS0FBSztNQUNQLE9BQU8sT0FBTztJQUNoQixFQUFFLE9BQU8sS0FBSztNQUNaLElBQUksS0FBSyxHQUFHLEtBQUssVUFBVTtRQUN6QixNQUFNLElBQUksVUFDUixDQUFDLGdEQUFnRCxFQUMvQyxBQUFDLElBQWMsT0FBTyxDQUN2QixjQUFjLENBQUM7TUFFcEI7SUFDRjtJQUNBLE1BQU0sSUFBSSxRQUFRLENBQUMsSUFBTSxXQUFXLEdBQUc7RUFDekM7QUFDRiJ9
// denoCacheMetadata=9755256672081030225,3365678602732245497