/**
 * The CLI's way to reach the daemon: the library's connection functions,
 * with their `ConnectionError`s turned into one-line `UserError`s here, at
 * the edge, so that the library keeps its own errors.
 *
 * @module
 */ import { ConnectionError } from "../connection.ts";
import { connectExisting, connectOrStart, localVersionLine, versionLine } from "../daemon_start.ts";
import { shellQuote } from "../transport/ssh_args.ts";
import { UserError } from "./command.ts";
/**
 * Connects to the daemon at `where` (a socket, or an address that may name
 * another host); a UserError when none runs.
 */ export async function connectOrFail(where, client = "cli") {
  try {
    const kind = typeof where === "string" ? client : where.client ?? client;
    return await connectExisting(where, kind);
  } catch (err) {
    throw asUserError(err, where);
  }
}
/**
 * Connects to the daemon at `where`, starting one when none runs (on
 * another host, its berth starts it); says so on stderr when the one
 * before had died.
 */ export async function connectOrStartOrFail(where, client = "cli") {
  try {
    const kind = typeof where === "string" ? client : where.client ?? client;
    return await connectOrStart(where, kind, (died)=>{
      console.error(`berth: ${died.message}; starting a new one`);
    });
  } catch (err) {
    throw asUserError(err, where);
  }
}
/**
 * Turns connection failures into one-line errors; others pass. A daemon on
 * another host is called by the host's name.
 */ export function asUserError(err, where) {
  if (!(err instanceof ConnectionError)) return err;
  const remote = typeof where === "string" ? undefined : where.host;
  const host = remote?.label;
  const label = host ?? (typeof where === "string" ? where : where.socket);
  // The hint names the daemon as it was picked: on a host, -L or --socket
  // is all that tells one daemon there from another.
  const pick = remote ? [
    "-H",
    remote.label,
    ...remote.socketArgs
  ].map(shellQuote).join(" ") + " " : "";
  switch(err.kind){
    case "no-daemon":
      return new UserError(`No berth daemon is running on ${label} (berth ${pick}new starts one)`);
    case "version":
      return new UserError(host ? versionLine(err.message, host) : localVersionLine(err.message, label));
    case "closed":
    case "fatal":
      return new UserError(`Lost the daemon on ${label}: ${err.message}`);
    default:
      // "ssh" among them: its message is ssh's own, as is.
      return new UserError(err.message);
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9fY29ubmVjdC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBDTEkncyB3YXkgdG8gcmVhY2ggdGhlIGRhZW1vbjogdGhlIGxpYnJhcnkncyBjb25uZWN0aW9uIGZ1bmN0aW9ucyxcbiAqIHdpdGggdGhlaXIgYENvbm5lY3Rpb25FcnJvcmBzIHR1cm5lZCBpbnRvIG9uZS1saW5lIGBVc2VyRXJyb3JgcyBoZXJlLCBhdFxuICogdGhlIGVkZ2UsIHNvIHRoYXQgdGhlIGxpYnJhcnkga2VlcHMgaXRzIG93biBlcnJvcnMuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IHR5cGUgQ29ubmVjdGlvbiwgQ29ubmVjdGlvbkVycm9yIH0gZnJvbSBcIi4uL2Nvbm5lY3Rpb24udHNcIjtcbmltcG9ydCB7XG4gIGNvbm5lY3RFeGlzdGluZyxcbiAgY29ubmVjdE9yU3RhcnQsXG4gIGxvY2FsVmVyc2lvbkxpbmUsXG4gIHZlcnNpb25MaW5lLFxufSBmcm9tIFwiLi4vZGFlbW9uX3N0YXJ0LnRzXCI7XG5pbXBvcnQgdHlwZSB7IERhZW1vbkFkZHJlc3MgfSBmcm9tIFwiLi4vdHJhbnNwb3J0L2J5dGVfc3RyZWFtLnRzXCI7XG5pbXBvcnQgeyBzaGVsbFF1b3RlIH0gZnJvbSBcIi4uL3RyYW5zcG9ydC9zc2hfYXJncy50c1wiO1xuaW1wb3J0IHsgVXNlckVycm9yIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuXG4vKipcbiAqIENvbm5lY3RzIHRvIHRoZSBkYWVtb24gYXQgYHdoZXJlYCAoYSBzb2NrZXQsIG9yIGFuIGFkZHJlc3MgdGhhdCBtYXkgbmFtZVxuICogYW5vdGhlciBob3N0KTsgYSBVc2VyRXJyb3Igd2hlbiBub25lIHJ1bnMuXG4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiBjb25uZWN0T3JGYWlsKFxuICB3aGVyZTogc3RyaW5nIHwgRGFlbW9uQWRkcmVzcyxcbiAgY2xpZW50ID0gXCJjbGlcIixcbik6IFByb21pc2U8Q29ubmVjdGlvbj4ge1xuICB0cnkge1xuICAgIGNvbnN0IGtpbmQgPSB0eXBlb2Ygd2hlcmUgPT09IFwic3RyaW5nXCIgPyBjbGllbnQgOiB3aGVyZS5jbGllbnQgPz8gY2xpZW50O1xuICAgIHJldHVybiBhd2FpdCBjb25uZWN0RXhpc3Rpbmcod2hlcmUsIGtpbmQpO1xuICB9IGNhdGNoIChlcnIpIHtcbiAgICB0aHJvdyBhc1VzZXJFcnJvcihlcnIsIHdoZXJlKTtcbiAgfVxufVxuXG4vKipcbiAqIENvbm5lY3RzIHRvIHRoZSBkYWVtb24gYXQgYHdoZXJlYCwgc3RhcnRpbmcgb25lIHdoZW4gbm9uZSBydW5zIChvblxuICogYW5vdGhlciBob3N0LCBpdHMgYmVydGggc3RhcnRzIGl0KTsgc2F5cyBzbyBvbiBzdGRlcnIgd2hlbiB0aGUgb25lXG4gKiBiZWZvcmUgaGFkIGRpZWQuXG4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiBjb25uZWN0T3JTdGFydE9yRmFpbChcbiAgd2hlcmU6IHN0cmluZyB8IERhZW1vbkFkZHJlc3MsXG4gIGNsaWVudCA9IFwiY2xpXCIsXG4pOiBQcm9taXNlPENvbm5lY3Rpb24+IHtcbiAgdHJ5IHtcbiAgICBjb25zdCBraW5kID0gdHlwZW9mIHdoZXJlID09PSBcInN0cmluZ1wiID8gY2xpZW50IDogd2hlcmUuY2xpZW50ID8/IGNsaWVudDtcbiAgICByZXR1cm4gYXdhaXQgY29ubmVjdE9yU3RhcnQod2hlcmUsIGtpbmQsIChkaWVkKSA9PiB7XG4gICAgICBjb25zb2xlLmVycm9yKGBiZXJ0aDogJHtkaWVkLm1lc3NhZ2V9OyBzdGFydGluZyBhIG5ldyBvbmVgKTtcbiAgICB9KTtcbiAgfSBjYXRjaCAoZXJyKSB7XG4gICAgdGhyb3cgYXNVc2VyRXJyb3IoZXJyLCB3aGVyZSk7XG4gIH1cbn1cblxuLyoqXG4gKiBUdXJucyBjb25uZWN0aW9uIGZhaWx1cmVzIGludG8gb25lLWxpbmUgZXJyb3JzOyBvdGhlcnMgcGFzcy4gQSBkYWVtb24gb25cbiAqIGFub3RoZXIgaG9zdCBpcyBjYWxsZWQgYnkgdGhlIGhvc3QncyBuYW1lLlxuICovXG5leHBvcnQgZnVuY3Rpb24gYXNVc2VyRXJyb3IoXG4gIGVycjogdW5rbm93bixcbiAgd2hlcmU6IHN0cmluZyB8IERhZW1vbkFkZHJlc3MsXG4pOiB1bmtub3duIHtcbiAgaWYgKCEoZXJyIGluc3RhbmNlb2YgQ29ubmVjdGlvbkVycm9yKSkgcmV0dXJuIGVycjtcbiAgY29uc3QgcmVtb3RlID0gdHlwZW9mIHdoZXJlID09PSBcInN0cmluZ1wiID8gdW5kZWZpbmVkIDogd2hlcmUuaG9zdDtcbiAgY29uc3QgaG9zdCA9IHJlbW90ZT8ubGFiZWw7XG4gIGNvbnN0IGxhYmVsID0gaG9zdCA/PyAodHlwZW9mIHdoZXJlID09PSBcInN0cmluZ1wiID8gd2hlcmUgOiB3aGVyZS5zb2NrZXQpO1xuICAvLyBUaGUgaGludCBuYW1lcyB0aGUgZGFlbW9uIGFzIGl0IHdhcyBwaWNrZWQ6IG9uIGEgaG9zdCwgLUwgb3IgLS1zb2NrZXRcbiAgLy8gaXMgYWxsIHRoYXQgdGVsbHMgb25lIGRhZW1vbiB0aGVyZSBmcm9tIGFub3RoZXIuXG4gIGNvbnN0IHBpY2sgPSByZW1vdGVcbiAgICA/IFtcIi1IXCIsIHJlbW90ZS5sYWJlbCwgLi4ucmVtb3RlLnNvY2tldEFyZ3NdLm1hcChzaGVsbFF1b3RlKS5qb2luKFwiIFwiKSArIFwiIFwiXG4gICAgOiBcIlwiO1xuICBzd2l0Y2ggKGVyci5raW5kKSB7XG4gICAgY2FzZSBcIm5vLWRhZW1vblwiOlxuICAgICAgcmV0dXJuIG5ldyBVc2VyRXJyb3IoXG4gICAgICAgIGBObyBiZXJ0aCBkYWVtb24gaXMgcnVubmluZyBvbiAke2xhYmVsfSAoYmVydGggJHtwaWNrfW5ldyBzdGFydHMgb25lKWAsXG4gICAgICApO1xuICAgIGNhc2UgXCJ2ZXJzaW9uXCI6XG4gICAgICByZXR1cm4gbmV3IFVzZXJFcnJvcihcbiAgICAgICAgaG9zdFxuICAgICAgICAgID8gdmVyc2lvbkxpbmUoZXJyLm1lc3NhZ2UsIGhvc3QpXG4gICAgICAgICAgOiBsb2NhbFZlcnNpb25MaW5lKGVyci5tZXNzYWdlLCBsYWJlbCksXG4gICAgICApO1xuICAgIGNhc2UgXCJjbG9zZWRcIjpcbiAgICBjYXNlIFwiZmF0YWxcIjpcbiAgICAgIHJldHVybiBuZXcgVXNlckVycm9yKGBMb3N0IHRoZSBkYWVtb24gb24gJHtsYWJlbH06ICR7ZXJyLm1lc3NhZ2V9YCk7XG4gICAgZGVmYXVsdDpcbiAgICAgIC8vIFwic3NoXCIgYW1vbmcgdGhlbTogaXRzIG1lc3NhZ2UgaXMgc3NoJ3Mgb3duLCBhcyBpcy5cbiAgICAgIHJldHVybiBuZXcgVXNlckVycm9yKGVyci5tZXNzYWdlKTtcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Q0FNQyxHQUVELFNBQTBCLGVBQWUsUUFBUSxtQkFBbUI7QUFDcEUsU0FDRSxlQUFlLEVBQ2YsY0FBYyxFQUNkLGdCQUFnQixFQUNoQixXQUFXLFFBQ04scUJBQXFCO0FBRTVCLFNBQVMsVUFBVSxRQUFRLDJCQUEyQjtBQUN0RCxTQUFTLFNBQVMsUUFBUSxlQUFlO0FBRXpDOzs7Q0FHQyxHQUNELE9BQU8sZUFBZSxjQUNwQixLQUE2QixFQUM3QixTQUFTLEtBQUs7RUFFZCxJQUFJO0lBQ0YsTUFBTSxPQUFPLE9BQU8sVUFBVSxXQUFXLFNBQVMsTUFBTSxNQUFNLElBQUk7SUFDbEUsT0FBTyxNQUFNLGdCQUFnQixPQUFPO0VBQ3RDLEVBQUUsT0FBTyxLQUFLO0lBQ1osTUFBTSxZQUFZLEtBQUs7RUFDekI7QUFDRjtBQUVBOzs7O0NBSUMsR0FDRCxPQUFPLGVBQWUscUJBQ3BCLEtBQTZCLEVBQzdCLFNBQVMsS0FBSztFQUVkLElBQUk7SUFDRixNQUFNLE9BQU8sT0FBTyxVQUFVLFdBQVcsU0FBUyxNQUFNLE1BQU0sSUFBSTtJQUNsRSxPQUFPLE1BQU0sZUFBZSxPQUFPLE1BQU0sQ0FBQztNQUN4QyxRQUFRLEtBQUssQ0FBQyxDQUFDLE9BQU8sRUFBRSxLQUFLLE9BQU8sQ0FBQyxvQkFBb0IsQ0FBQztJQUM1RDtFQUNGLEVBQUUsT0FBTyxLQUFLO0lBQ1osTUFBTSxZQUFZLEtBQUs7RUFDekI7QUFDRjtBQUVBOzs7Q0FHQyxHQUNELE9BQU8sU0FBUyxZQUNkLEdBQVksRUFDWixLQUE2QjtFQUU3QixJQUFJLENBQUMsQ0FBQyxlQUFlLGVBQWUsR0FBRyxPQUFPO0VBQzlDLE1BQU0sU0FBUyxPQUFPLFVBQVUsV0FBVyxZQUFZLE1BQU0sSUFBSTtFQUNqRSxNQUFNLE9BQU8sUUFBUTtFQUNyQixNQUFNLFFBQVEsUUFBUSxDQUFDLE9BQU8sVUFBVSxXQUFXLFFBQVEsTUFBTSxNQUFNO0VBQ3ZFLHdFQUF3RTtFQUN4RSxtREFBbUQ7RUFDbkQsTUFBTSxPQUFPLFNBQ1Q7SUFBQztJQUFNLE9BQU8sS0FBSztPQUFLLE9BQU8sVUFBVTtHQUFDLENBQUMsR0FBRyxDQUFDLFlBQVksSUFBSSxDQUFDLE9BQU8sTUFDdkU7RUFDSixPQUFRLElBQUksSUFBSTtJQUNkLEtBQUs7TUFDSCxPQUFPLElBQUksVUFDVCxDQUFDLDhCQUE4QixFQUFFLE1BQU0sUUFBUSxFQUFFLEtBQUssZUFBZSxDQUFDO0lBRTFFLEtBQUs7TUFDSCxPQUFPLElBQUksVUFDVCxPQUNJLFlBQVksSUFBSSxPQUFPLEVBQUUsUUFDekIsaUJBQWlCLElBQUksT0FBTyxFQUFFO0lBRXRDLEtBQUs7SUFDTCxLQUFLO01BQ0gsT0FBTyxJQUFJLFVBQVUsQ0FBQyxtQkFBbUIsRUFBRSxNQUFNLEVBQUUsRUFBRSxJQUFJLE9BQU8sRUFBRTtJQUNwRTtNQUNFLHFEQUFxRDtNQUNyRCxPQUFPLElBQUksVUFBVSxJQUFJLE9BQU87RUFDcEM7QUFDRiJ9
// denoCacheMetadata=81680962260412002,14986277149795557517