/**
 * The daemon's accept loop: takes client connections off the listening
 * socket, and keeps doing so whatever happens to one `accept`.
 *
 * - Out of fds (EMFILE, ENFILE): the listener pauses ACCEPT_PAUSE_MS and
 *   tries again, as tmux does; without that, one burst of connections left
 *   the listener dead and the daemon unreachable for good.
 * - Over `MAX_CONNECTIONS`, or with fewer than `RESERVED_FDS` free, a new
 *   connection is told why in a `fatal` message and closed.
 *
 * @module
 */ import { encodeFrame } from "../../protocol/framing.ts";
import { fdHeadroom, RESERVED_FDS } from "./fd_limit.ts";
/** How long accepting pauses when the process is out of fds (tmux: 1 s). */ export const ACCEPT_PAUSE_MS = 1000;
/**
 * Most client connections at once. Each costs an fd and a little memory
 * (see `ClientConnection`); a few hundred scripts and attach clients are
 * far below this, a leak or a flood of connections is not.
 */ export const MAX_CONNECTIONS = 1000;
/** How long a refused client gets to send its hello before we hang up. */ const REFUSE_LINGER_MS = 500;
/** Accepts until the listener is closed. */ export async function acceptLoop(listener, target, log) {
  let pausedBefore = false;
  let refusedSince = 0;
  let lastRefusalLog = -Infinity;
  while(!target.stopping()){
    let conn;
    try {
      conn = await listener.accept();
    } catch (err) {
      if (target.stopping() || err instanceof Deno.errors.BadResource) return;
      // Say it once per stretch of failures, not once a second.
      if (!pausedBefore) {
        log.error(`accept failed: ${err.message}; pausing ${ACCEPT_PAUSE_MS} ms`);
      }
      pausedBefore = true;
      await new Promise((r)=>setTimeout(r, ACCEPT_PAUSE_MS));
      continue;
    }
    if (pausedBefore) log.info("accepting connections again");
    pausedBefore = false;
    const why = refusal(target.connections());
    if (why) {
      // A flood of refusals logs one line a second, not one per connection.
      refusedSince++;
      if (performance.now() - lastRefusalLog >= ACCEPT_PAUSE_MS) {
        log.info(`refused ${refusedSince} connection(s): ${why.message}`);
        lastRefusalLog = performance.now();
        refusedSince = 0;
      }
      refuse(conn, why);
      continue;
    }
    target.accepted(conn);
  }
}
/** Why a new connection cannot stay, or null when it can. */ function refusal(open) {
  if (open >= MAX_CONNECTIONS) {
    return {
      message: `The daemon has ${open} clients connected, its limit; close some and retry`,
      noFds: false
    };
  }
  const free = fdHeadroom();
  if (free < RESERVED_FDS) {
    return {
      message: `The daemon is out of file descriptors (${free} free); end some sessions or clients, or raise ulimit -n before it starts`,
      noFds: true
    };
  }
  return null;
}
/**
 * Tells a connection why it is refused, then closes it; unless fds are
 * short, waits a moment for its hello first, so that the client reads the
 * reason rather than a reset.
 */ async function refuse(conn, why) {
  const fatal = {
    t: "fatal",
    code: "busy",
    message: why.message
  };
  const timer = setTimeout(()=>close(conn), REFUSE_LINGER_MS);
  try {
    await conn.write(encodeFrame(fatal));
    if (!why.noFds) await conn.read(new Uint8Array(512));
  } catch  {
  // The client is gone already.
  } finally{
    clearTimeout(timer);
    close(conn);
  }
}
function close(conn) {
  try {
    conn.close();
  } catch  {
  // Already closed.
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vYWNjZXB0X2xvb3AudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgZGFlbW9uJ3MgYWNjZXB0IGxvb3A6IHRha2VzIGNsaWVudCBjb25uZWN0aW9ucyBvZmYgdGhlIGxpc3RlbmluZ1xuICogc29ja2V0LCBhbmQga2VlcHMgZG9pbmcgc28gd2hhdGV2ZXIgaGFwcGVucyB0byBvbmUgYGFjY2VwdGAuXG4gKlxuICogLSBPdXQgb2YgZmRzIChFTUZJTEUsIEVORklMRSk6IHRoZSBsaXN0ZW5lciBwYXVzZXMgQUNDRVBUX1BBVVNFX01TIGFuZFxuICogICB0cmllcyBhZ2FpbiwgYXMgdG11eCBkb2VzOyB3aXRob3V0IHRoYXQsIG9uZSBidXJzdCBvZiBjb25uZWN0aW9ucyBsZWZ0XG4gKiAgIHRoZSBsaXN0ZW5lciBkZWFkIGFuZCB0aGUgZGFlbW9uIHVucmVhY2hhYmxlIGZvciBnb29kLlxuICogLSBPdmVyIGBNQVhfQ09OTkVDVElPTlNgLCBvciB3aXRoIGZld2VyIHRoYW4gYFJFU0VSVkVEX0ZEU2AgZnJlZSwgYSBuZXdcbiAqICAgY29ubmVjdGlvbiBpcyB0b2xkIHdoeSBpbiBhIGBmYXRhbGAgbWVzc2FnZSBhbmQgY2xvc2VkLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBlbmNvZGVGcmFtZSB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9mcmFtaW5nLnRzXCI7XG5pbXBvcnQgdHlwZSB7IEZhdGFsTXNnIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL21lc3NhZ2VzLnRzXCI7XG5pbXBvcnQgeyBmZEhlYWRyb29tLCBSRVNFUlZFRF9GRFMgfSBmcm9tIFwiLi9mZF9saW1pdC50c1wiO1xuaW1wb3J0IHR5cGUgeyBMb2cgfSBmcm9tIFwiLi9sb2cudHNcIjtcblxuLyoqIEhvdyBsb25nIGFjY2VwdGluZyBwYXVzZXMgd2hlbiB0aGUgcHJvY2VzcyBpcyBvdXQgb2YgZmRzICh0bXV4OiAxIHMpLiAqL1xuZXhwb3J0IGNvbnN0IEFDQ0VQVF9QQVVTRV9NUyA9IDEwMDA7XG5cbi8qKlxuICogTW9zdCBjbGllbnQgY29ubmVjdGlvbnMgYXQgb25jZS4gRWFjaCBjb3N0cyBhbiBmZCBhbmQgYSBsaXR0bGUgbWVtb3J5XG4gKiAoc2VlIGBDbGllbnRDb25uZWN0aW9uYCk7IGEgZmV3IGh1bmRyZWQgc2NyaXB0cyBhbmQgYXR0YWNoIGNsaWVudHMgYXJlXG4gKiBmYXIgYmVsb3cgdGhpcywgYSBsZWFrIG9yIGEgZmxvb2Qgb2YgY29ubmVjdGlvbnMgaXMgbm90LlxuICovXG5leHBvcnQgY29uc3QgTUFYX0NPTk5FQ1RJT05TID0gMTAwMDtcblxuLyoqIEhvdyBsb25nIGEgcmVmdXNlZCBjbGllbnQgZ2V0cyB0byBzZW5kIGl0cyBoZWxsbyBiZWZvcmUgd2UgaGFuZyB1cC4gKi9cbmNvbnN0IFJFRlVTRV9MSU5HRVJfTVMgPSA1MDA7XG5cbi8qKiBXaGF0IHRoZSBsb29wIGFza3Mgb2YgdGhlIGRhZW1vbi4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgQWNjZXB0VGFyZ2V0IHtcbiAgLyoqIENvbm5lY3Rpb25zIG9wZW4gbm93LiAqL1xuICBjb25uZWN0aW9ucygpOiBudW1iZXI7XG4gIC8qKiBBIGNvbm5lY3Rpb24gdGhhdCBtYXkgc3RheS4gKi9cbiAgYWNjZXB0ZWQoY29ubjogRGVuby5Vbml4Q29ubik6IHZvaWQ7XG4gIC8qKiBUaGUgZGFlbW9uIGlzIHNodXR0aW5nIGRvd246IGVycm9ycyBhcmUgZXhwZWN0ZWQsIHN0b3AgcXVpZXRseS4gKi9cbiAgc3RvcHBpbmcoKTogYm9vbGVhbjtcbn1cblxuLyoqIEFjY2VwdHMgdW50aWwgdGhlIGxpc3RlbmVyIGlzIGNsb3NlZC4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiBhY2NlcHRMb29wKFxuICBsaXN0ZW5lcjogRGVuby5MaXN0ZW5lcixcbiAgdGFyZ2V0OiBBY2NlcHRUYXJnZXQsXG4gIGxvZzogTG9nLFxuKTogUHJvbWlzZTx2b2lkPiB7XG4gIGxldCBwYXVzZWRCZWZvcmUgPSBmYWxzZTtcbiAgbGV0IHJlZnVzZWRTaW5jZSA9IDA7XG4gIGxldCBsYXN0UmVmdXNhbExvZyA9IC1JbmZpbml0eTtcbiAgd2hpbGUgKCF0YXJnZXQuc3RvcHBpbmcoKSkge1xuICAgIGxldCBjb25uOiBEZW5vLlVuaXhDb25uO1xuICAgIHRyeSB7XG4gICAgICBjb25uID0gYXdhaXQgbGlzdGVuZXIuYWNjZXB0KCkgYXMgRGVuby5Vbml4Q29ubjtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIGlmICh0YXJnZXQuc3RvcHBpbmcoKSB8fCBlcnIgaW5zdGFuY2VvZiBEZW5vLmVycm9ycy5CYWRSZXNvdXJjZSkgcmV0dXJuO1xuICAgICAgLy8gU2F5IGl0IG9uY2UgcGVyIHN0cmV0Y2ggb2YgZmFpbHVyZXMsIG5vdCBvbmNlIGEgc2Vjb25kLlxuICAgICAgaWYgKCFwYXVzZWRCZWZvcmUpIHtcbiAgICAgICAgbG9nLmVycm9yKFxuICAgICAgICAgIGBhY2NlcHQgZmFpbGVkOiAke1xuICAgICAgICAgICAgKGVyciBhcyBFcnJvcikubWVzc2FnZVxuICAgICAgICAgIH07IHBhdXNpbmcgJHtBQ0NFUFRfUEFVU0VfTVN9IG1zYCxcbiAgICAgICAgKTtcbiAgICAgIH1cbiAgICAgIHBhdXNlZEJlZm9yZSA9IHRydWU7XG4gICAgICBhd2FpdCBuZXcgUHJvbWlzZSgocikgPT4gc2V0VGltZW91dChyLCBBQ0NFUFRfUEFVU0VfTVMpKTtcbiAgICAgIGNvbnRpbnVlO1xuICAgIH1cbiAgICBpZiAocGF1c2VkQmVmb3JlKSBsb2cuaW5mbyhcImFjY2VwdGluZyBjb25uZWN0aW9ucyBhZ2FpblwiKTtcbiAgICBwYXVzZWRCZWZvcmUgPSBmYWxzZTtcbiAgICBjb25zdCB3aHkgPSByZWZ1c2FsKHRhcmdldC5jb25uZWN0aW9ucygpKTtcbiAgICBpZiAod2h5KSB7XG4gICAgICAvLyBBIGZsb29kIG9mIHJlZnVzYWxzIGxvZ3Mgb25lIGxpbmUgYSBzZWNvbmQsIG5vdCBvbmUgcGVyIGNvbm5lY3Rpb24uXG4gICAgICByZWZ1c2VkU2luY2UrKztcbiAgICAgIGlmIChwZXJmb3JtYW5jZS5ub3coKSAtIGxhc3RSZWZ1c2FsTG9nID49IEFDQ0VQVF9QQVVTRV9NUykge1xuICAgICAgICBsb2cuaW5mbyhgcmVmdXNlZCAke3JlZnVzZWRTaW5jZX0gY29ubmVjdGlvbihzKTogJHt3aHkubWVzc2FnZX1gKTtcbiAgICAgICAgbGFzdFJlZnVzYWxMb2cgPSBwZXJmb3JtYW5jZS5ub3coKTtcbiAgICAgICAgcmVmdXNlZFNpbmNlID0gMDtcbiAgICAgIH1cbiAgICAgIHJlZnVzZShjb25uLCB3aHkpO1xuICAgICAgY29udGludWU7XG4gICAgfVxuICAgIHRhcmdldC5hY2NlcHRlZChjb25uKTtcbiAgfVxufVxuXG5pbnRlcmZhY2UgUmVmdXNhbCB7XG4gIG1lc3NhZ2U6IHN0cmluZztcbiAgLyoqIFNob3J0IG9mIGZkczogaGFuZyB1cCBhdCBvbmNlIHJhdGhlciB0aGFuIGhvbGQgb25lIGEgbW9tZW50IGxvbmdlci4gKi9cbiAgbm9GZHM6IGJvb2xlYW47XG59XG5cbi8qKiBXaHkgYSBuZXcgY29ubmVjdGlvbiBjYW5ub3Qgc3RheSwgb3IgbnVsbCB3aGVuIGl0IGNhbi4gKi9cbmZ1bmN0aW9uIHJlZnVzYWwob3BlbjogbnVtYmVyKTogUmVmdXNhbCB8IG51bGwge1xuICBpZiAob3BlbiA+PSBNQVhfQ09OTkVDVElPTlMpIHtcbiAgICByZXR1cm4ge1xuICAgICAgbWVzc2FnZTpcbiAgICAgICAgYFRoZSBkYWVtb24gaGFzICR7b3Blbn0gY2xpZW50cyBjb25uZWN0ZWQsIGl0cyBsaW1pdDsgY2xvc2Ugc29tZSBhbmQgcmV0cnlgLFxuICAgICAgbm9GZHM6IGZhbHNlLFxuICAgIH07XG4gIH1cbiAgY29uc3QgZnJlZSA9IGZkSGVhZHJvb20oKTtcbiAgaWYgKGZyZWUgPCBSRVNFUlZFRF9GRFMpIHtcbiAgICByZXR1cm4ge1xuICAgICAgbWVzc2FnZTpcbiAgICAgICAgYFRoZSBkYWVtb24gaXMgb3V0IG9mIGZpbGUgZGVzY3JpcHRvcnMgKCR7ZnJlZX0gZnJlZSk7IGVuZCBzb21lIHNlc3Npb25zIG9yIGNsaWVudHMsIG9yIHJhaXNlIHVsaW1pdCAtbiBiZWZvcmUgaXQgc3RhcnRzYCxcbiAgICAgIG5vRmRzOiB0cnVlLFxuICAgIH07XG4gIH1cbiAgcmV0dXJuIG51bGw7XG59XG5cbi8qKlxuICogVGVsbHMgYSBjb25uZWN0aW9uIHdoeSBpdCBpcyByZWZ1c2VkLCB0aGVuIGNsb3NlcyBpdDsgdW5sZXNzIGZkcyBhcmVcbiAqIHNob3J0LCB3YWl0cyBhIG1vbWVudCBmb3IgaXRzIGhlbGxvIGZpcnN0LCBzbyB0aGF0IHRoZSBjbGllbnQgcmVhZHMgdGhlXG4gKiByZWFzb24gcmF0aGVyIHRoYW4gYSByZXNldC5cbiAqL1xuYXN5bmMgZnVuY3Rpb24gcmVmdXNlKGNvbm46IERlbm8uVW5peENvbm4sIHdoeTogUmVmdXNhbCk6IFByb21pc2U8dm9pZD4ge1xuICBjb25zdCBmYXRhbDogRmF0YWxNc2cgPSB7IHQ6IFwiZmF0YWxcIiwgY29kZTogXCJidXN5XCIsIG1lc3NhZ2U6IHdoeS5tZXNzYWdlIH07XG4gIGNvbnN0IHRpbWVyID0gc2V0VGltZW91dCgoKSA9PiBjbG9zZShjb25uKSwgUkVGVVNFX0xJTkdFUl9NUyk7XG4gIHRyeSB7XG4gICAgYXdhaXQgY29ubi53cml0ZShlbmNvZGVGcmFtZShmYXRhbCkpO1xuICAgIGlmICghd2h5Lm5vRmRzKSBhd2FpdCBjb25uLnJlYWQobmV3IFVpbnQ4QXJyYXkoNTEyKSk7XG4gIH0gY2F0Y2gge1xuICAgIC8vIFRoZSBjbGllbnQgaXMgZ29uZSBhbHJlYWR5LlxuICB9IGZpbmFsbHkge1xuICAgIGNsZWFyVGltZW91dCh0aW1lcik7XG4gICAgY2xvc2UoY29ubik7XG4gIH1cbn1cblxuZnVuY3Rpb24gY2xvc2UoY29ubjogRGVuby5Db25uKTogdm9pZCB7XG4gIHRyeSB7XG4gICAgY29ubi5jbG9zZSgpO1xuICB9IGNhdGNoIHtcbiAgICAvLyBBbHJlYWR5IGNsb3NlZC5cbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7OztDQVdDLEdBRUQsU0FBUyxXQUFXLFFBQVEsNEJBQTRCO0FBRXhELFNBQVMsVUFBVSxFQUFFLFlBQVksUUFBUSxnQkFBZ0I7QUFHekQsMEVBQTBFLEdBQzFFLE9BQU8sTUFBTSxrQkFBa0IsS0FBSztBQUVwQzs7OztDQUlDLEdBQ0QsT0FBTyxNQUFNLGtCQUFrQixLQUFLO0FBRXBDLHdFQUF3RSxHQUN4RSxNQUFNLG1CQUFtQjtBQVl6QiwwQ0FBMEMsR0FDMUMsT0FBTyxlQUFlLFdBQ3BCLFFBQXVCLEVBQ3ZCLE1BQW9CLEVBQ3BCLEdBQVE7RUFFUixJQUFJLGVBQWU7RUFDbkIsSUFBSSxlQUFlO0VBQ25CLElBQUksaUJBQWlCLENBQUM7RUFDdEIsTUFBTyxDQUFDLE9BQU8sUUFBUSxHQUFJO0lBQ3pCLElBQUk7SUFDSixJQUFJO01BQ0YsT0FBTyxNQUFNLFNBQVMsTUFBTTtJQUM5QixFQUFFLE9BQU8sS0FBSztNQUNaLElBQUksT0FBTyxRQUFRLE1BQU0sZUFBZSxLQUFLLE1BQU0sQ0FBQyxXQUFXLEVBQUU7TUFDakUsMERBQTBEO01BQzFELElBQUksQ0FBQyxjQUFjO1FBQ2pCLElBQUksS0FBSyxDQUNQLENBQUMsZUFBZSxFQUNkLEFBQUMsSUFBYyxPQUFPLENBQ3ZCLFVBQVUsRUFBRSxnQkFBZ0IsR0FBRyxDQUFDO01BRXJDO01BQ0EsZUFBZTtNQUNmLE1BQU0sSUFBSSxRQUFRLENBQUMsSUFBTSxXQUFXLEdBQUc7TUFDdkM7SUFDRjtJQUNBLElBQUksY0FBYyxJQUFJLElBQUksQ0FBQztJQUMzQixlQUFlO0lBQ2YsTUFBTSxNQUFNLFFBQVEsT0FBTyxXQUFXO0lBQ3RDLElBQUksS0FBSztNQUNQLHNFQUFzRTtNQUN0RTtNQUNBLElBQUksWUFBWSxHQUFHLEtBQUssa0JBQWtCLGlCQUFpQjtRQUN6RCxJQUFJLElBQUksQ0FBQyxDQUFDLFFBQVEsRUFBRSxhQUFhLGdCQUFnQixFQUFFLElBQUksT0FBTyxFQUFFO1FBQ2hFLGlCQUFpQixZQUFZLEdBQUc7UUFDaEMsZUFBZTtNQUNqQjtNQUNBLE9BQU8sTUFBTTtNQUNiO0lBQ0Y7SUFDQSxPQUFPLFFBQVEsQ0FBQztFQUNsQjtBQUNGO0FBUUEsMkRBQTJELEdBQzNELFNBQVMsUUFBUSxJQUFZO0VBQzNCLElBQUksUUFBUSxpQkFBaUI7SUFDM0IsT0FBTztNQUNMLFNBQ0UsQ0FBQyxlQUFlLEVBQUUsS0FBSyxtREFBbUQsQ0FBQztNQUM3RSxPQUFPO0lBQ1Q7RUFDRjtFQUNBLE1BQU0sT0FBTztFQUNiLElBQUksT0FBTyxjQUFjO0lBQ3ZCLE9BQU87TUFDTCxTQUNFLENBQUMsdUNBQXVDLEVBQUUsS0FBSyx5RUFBeUUsQ0FBQztNQUMzSCxPQUFPO0lBQ1Q7RUFDRjtFQUNBLE9BQU87QUFDVDtBQUVBOzs7O0NBSUMsR0FDRCxlQUFlLE9BQU8sSUFBbUIsRUFBRSxHQUFZO0VBQ3JELE1BQU0sUUFBa0I7SUFBRSxHQUFHO0lBQVMsTUFBTTtJQUFRLFNBQVMsSUFBSSxPQUFPO0VBQUM7RUFDekUsTUFBTSxRQUFRLFdBQVcsSUFBTSxNQUFNLE9BQU87RUFDNUMsSUFBSTtJQUNGLE1BQU0sS0FBSyxLQUFLLENBQUMsWUFBWTtJQUM3QixJQUFJLENBQUMsSUFBSSxLQUFLLEVBQUUsTUFBTSxLQUFLLElBQUksQ0FBQyxJQUFJLFdBQVc7RUFDakQsRUFBRSxPQUFNO0VBQ04sOEJBQThCO0VBQ2hDLFNBQVU7SUFDUixhQUFhO0lBQ2IsTUFBTTtFQUNSO0FBQ0Y7QUFFQSxTQUFTLE1BQU0sSUFBZTtFQUM1QixJQUFJO0lBQ0YsS0FBSyxLQUFLO0VBQ1osRUFBRSxPQUFNO0VBQ04sa0JBQWtCO0VBQ3BCO0FBQ0YifQ==
// denoCacheMetadata=8769788854810929398,17558256240818124170