/**
 * `berth detach-client [-t NAME]`: detaches one client (NAME is its tty,
 * as `list-clients` shows it, as tmux's `detach-client -t`), or the clients
 * attached to a session (as tmux's `detach-client -s`); without a name,
 * the client of the session this runs inside (tmux's current client). The
 * session keeps running.
 *
 * @module
 */ import { parseCommandArgs, TARGET_OPTION } from "../cli_args.ts";
import { checkSessionName } from "../../protocol/names.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { UserError } from "./command.ts";
import { insideSession } from "./_inside.ts";
export const command = {
  name: "detach-client",
  target: true,
  summary: "Detach a client, or the clients of a session (it keeps running)",
  usage: `Usage: berth detach-client [-t] [NAME]

Detaches client NAME (its tty or client-ID, as berth list-clients shows
it), or else every client attached to session NAME; without NAME, the
client of the session this command runs inside ($BERTH): the one typed
on last, as tmux's current client. The session keeps running.

Exit codes: 0 done (also when no client was attached); 1 no such session,
no daemon runs, or bad arguments.`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("detach-client", args, TARGET_OPTION);
    if (positionals.length > (values.target === undefined ? 1 : 0)) {
      throw new UserError("detach-client takes at most one session name");
    }
    const given = values.target ?? positionals[0];
    const name = given ?? insideSession(global, "detach-client", "a name (-t NAME)");
    const why = checkSessionName(name);
    if (why) throw new UserError(why);
    using conn = await connectOrFail(global);
    // No name, inside a session: its client, as tmux's current client
    // (the one typed on last), not every client of the session.
    const client = given === undefined ? await current(conn, name) : name;
    await requestOrFail(conn, {
      op: "detach-client",
      name: client
    });
    return 0;
  }
};
/**
 * The most recently active client of `session` (tmux's current client),
 * `awake`: of those not suspended; a UserError when none is.
 */ export async function current(conn, session, opts = {}) {
  const { clients } = await requestOrFail(conn, {
    op: "list-clients",
    name: session
  });
  const pick = opts.awake ? clients.filter((c)=>!c.suspended) : clients;
  const best = pick.sort((a, b)=>b.lastActive - a.lastActive)[0];
  if (!best && clients.length > 0) {
    throw new UserError(`The clients of session ${session} are suspended already (fg in their shells brings them back)`);
  }
  if (!best) {
    throw new UserError(`No client is attached to session ${session}`);
  }
  return best.name;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9kZXRhY2hfY2xpZW50LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogYGJlcnRoIGRldGFjaC1jbGllbnQgWy10IE5BTUVdYDogZGV0YWNoZXMgb25lIGNsaWVudCAoTkFNRSBpcyBpdHMgdHR5LFxuICogYXMgYGxpc3QtY2xpZW50c2Agc2hvd3MgaXQsIGFzIHRtdXgncyBgZGV0YWNoLWNsaWVudCAtdGApLCBvciB0aGUgY2xpZW50c1xuICogYXR0YWNoZWQgdG8gYSBzZXNzaW9uIChhcyB0bXV4J3MgYGRldGFjaC1jbGllbnQgLXNgKTsgd2l0aG91dCBhIG5hbWUsXG4gKiB0aGUgY2xpZW50IG9mIHRoZSBzZXNzaW9uIHRoaXMgcnVucyBpbnNpZGUgKHRtdXgncyBjdXJyZW50IGNsaWVudCkuIFRoZVxuICogc2Vzc2lvbiBrZWVwcyBydW5uaW5nLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBwYXJzZUNvbW1hbmRBcmdzLCBUQVJHRVRfT1BUSU9OIH0gZnJvbSBcIi4uL2NsaV9hcmdzLnRzXCI7XG5pbXBvcnQgeyBjaGVja1Nlc3Npb25OYW1lIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL25hbWVzLnRzXCI7XG5pbXBvcnQgeyBjb25uZWN0T3JGYWlsIH0gZnJvbSBcIi4vX2Nvbm5lY3QudHNcIjtcbmltcG9ydCB0eXBlIHsgQ29ubmVjdGlvbiB9IGZyb20gXCIuLi9jb25uZWN0aW9uLnRzXCI7XG5pbXBvcnQgeyByZXF1ZXN0T3JGYWlsIH0gZnJvbSBcIi4vX3JlcXVlc3QudHNcIjtcbmltcG9ydCB7IHR5cGUgQ29tbWFuZCwgVXNlckVycm9yIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgaW5zaWRlU2Vzc2lvbiB9IGZyb20gXCIuL19pbnNpZGUudHNcIjtcblxuZXhwb3J0IGNvbnN0IGNvbW1hbmQ6IENvbW1hbmQgPSB7XG4gIG5hbWU6IFwiZGV0YWNoLWNsaWVudFwiLFxuICB0YXJnZXQ6IHRydWUsXG4gIHN1bW1hcnk6IFwiRGV0YWNoIGEgY2xpZW50LCBvciB0aGUgY2xpZW50cyBvZiBhIHNlc3Npb24gKGl0IGtlZXBzIHJ1bm5pbmcpXCIsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIGRldGFjaC1jbGllbnQgWy10XSBbTkFNRV1cblxuRGV0YWNoZXMgY2xpZW50IE5BTUUgKGl0cyB0dHkgb3IgY2xpZW50LUlELCBhcyBiZXJ0aCBsaXN0LWNsaWVudHMgc2hvd3Ncbml0KSwgb3IgZWxzZSBldmVyeSBjbGllbnQgYXR0YWNoZWQgdG8gc2Vzc2lvbiBOQU1FOyB3aXRob3V0IE5BTUUsIHRoZVxuY2xpZW50IG9mIHRoZSBzZXNzaW9uIHRoaXMgY29tbWFuZCBydW5zIGluc2lkZSAoJEJFUlRIKTogdGhlIG9uZSB0eXBlZFxub24gbGFzdCwgYXMgdG11eCdzIGN1cnJlbnQgY2xpZW50LiBUaGUgc2Vzc2lvbiBrZWVwcyBydW5uaW5nLlxuXG5FeGl0IGNvZGVzOiAwIGRvbmUgKGFsc28gd2hlbiBubyBjbGllbnQgd2FzIGF0dGFjaGVkKTsgMSBubyBzdWNoIHNlc3Npb24sXG5ubyBkYWVtb24gcnVucywgb3IgYmFkIGFyZ3VtZW50cy5gLFxuICBhc3luYyBydW4oYXJncywgZ2xvYmFsKSB7XG4gICAgY29uc3QgeyB2YWx1ZXMsIHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFxuICAgICAgXCJkZXRhY2gtY2xpZW50XCIsXG4gICAgICBhcmdzLFxuICAgICAgVEFSR0VUX09QVElPTixcbiAgICApO1xuICAgIGlmIChwb3NpdGlvbmFscy5sZW5ndGggPiAodmFsdWVzLnRhcmdldCA9PT0gdW5kZWZpbmVkID8gMSA6IDApKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFwiZGV0YWNoLWNsaWVudCB0YWtlcyBhdCBtb3N0IG9uZSBzZXNzaW9uIG5hbWVcIik7XG4gICAgfVxuICAgIGNvbnN0IGdpdmVuID0gdmFsdWVzLnRhcmdldCA/PyBwb3NpdGlvbmFsc1swXTtcbiAgICBjb25zdCBuYW1lID0gZ2l2ZW4gPz9cbiAgICAgIGluc2lkZVNlc3Npb24oZ2xvYmFsLCBcImRldGFjaC1jbGllbnRcIiwgXCJhIG5hbWUgKC10IE5BTUUpXCIpO1xuICAgIGNvbnN0IHdoeSA9IGNoZWNrU2Vzc2lvbk5hbWUobmFtZSk7XG4gICAgaWYgKHdoeSkgdGhyb3cgbmV3IFVzZXJFcnJvcih3aHkpO1xuICAgIHVzaW5nIGNvbm4gPSBhd2FpdCBjb25uZWN0T3JGYWlsKGdsb2JhbCk7XG4gICAgLy8gTm8gbmFtZSwgaW5zaWRlIGEgc2Vzc2lvbjogaXRzIGNsaWVudCwgYXMgdG11eCdzIGN1cnJlbnQgY2xpZW50XG4gICAgLy8gKHRoZSBvbmUgdHlwZWQgb24gbGFzdCksIG5vdCBldmVyeSBjbGllbnQgb2YgdGhlIHNlc3Npb24uXG4gICAgY29uc3QgY2xpZW50ID0gZ2l2ZW4gPT09IHVuZGVmaW5lZCA/IGF3YWl0IGN1cnJlbnQoY29ubiwgbmFtZSkgOiBuYW1lO1xuICAgIGF3YWl0IHJlcXVlc3RPckZhaWwoY29ubiwgeyBvcDogXCJkZXRhY2gtY2xpZW50XCIsIG5hbWU6IGNsaWVudCB9KTtcbiAgICByZXR1cm4gMDtcbiAgfSxcbn07XG5cbi8qKlxuICogVGhlIG1vc3QgcmVjZW50bHkgYWN0aXZlIGNsaWVudCBvZiBgc2Vzc2lvbmAgKHRtdXgncyBjdXJyZW50IGNsaWVudCksXG4gKiBgYXdha2VgOiBvZiB0aG9zZSBub3Qgc3VzcGVuZGVkOyBhIFVzZXJFcnJvciB3aGVuIG5vbmUgaXMuXG4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiBjdXJyZW50KFxuICBjb25uOiBDb25uZWN0aW9uLFxuICBzZXNzaW9uOiBzdHJpbmcsXG4gIG9wdHM6IHsgYXdha2U/OiBib29sZWFuIH0gPSB7fSxcbik6IFByb21pc2U8c3RyaW5nPiB7XG4gIGNvbnN0IHsgY2xpZW50cyB9ID0gYXdhaXQgcmVxdWVzdE9yRmFpbChjb25uLCB7XG4gICAgb3A6IFwibGlzdC1jbGllbnRzXCIsXG4gICAgbmFtZTogc2Vzc2lvbixcbiAgfSk7XG4gIGNvbnN0IHBpY2sgPSBvcHRzLmF3YWtlID8gY2xpZW50cy5maWx0ZXIoKGMpID0+ICFjLnN1c3BlbmRlZCkgOiBjbGllbnRzO1xuICBjb25zdCBiZXN0ID0gcGljay5zb3J0KChhLCBiKSA9PiBiLmxhc3RBY3RpdmUgLSBhLmxhc3RBY3RpdmUpWzBdO1xuICBpZiAoIWJlc3QgJiYgY2xpZW50cy5sZW5ndGggPiAwKSB7XG4gICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgIGBUaGUgY2xpZW50cyBvZiBzZXNzaW9uICR7c2Vzc2lvbn0gYXJlIHN1c3BlbmRlZCBhbHJlYWR5IChmZyBpbiB0aGVpciBzaGVsbHMgYnJpbmdzIHRoZW0gYmFjaylgLFxuICAgICk7XG4gIH1cbiAgaWYgKCFiZXN0KSB7XG4gICAgdGhyb3cgbmV3IFVzZXJFcnJvcihgTm8gY2xpZW50IGlzIGF0dGFjaGVkIHRvIHNlc3Npb24gJHtzZXNzaW9ufWApO1xuICB9XG4gIHJldHVybiBiZXN0Lm5hbWU7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7O0NBUUMsR0FFRCxTQUFTLGdCQUFnQixFQUFFLGFBQWEsUUFBUSxpQkFBaUI7QUFDakUsU0FBUyxnQkFBZ0IsUUFBUSwwQkFBMEI7QUFDM0QsU0FBUyxhQUFhLFFBQVEsZ0JBQWdCO0FBRTlDLFNBQVMsYUFBYSxRQUFRLGdCQUFnQjtBQUM5QyxTQUF1QixTQUFTLFFBQVEsZUFBZTtBQUN2RCxTQUFTLGFBQWEsUUFBUSxlQUFlO0FBRTdDLE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sUUFBUTtFQUNSLFNBQVM7RUFDVCxPQUFPLENBQUM7Ozs7Ozs7O2lDQVF1QixDQUFDO0VBQ2hDLE1BQU0sS0FBSSxJQUFJLEVBQUUsTUFBTTtJQUNwQixNQUFNLEVBQUUsTUFBTSxFQUFFLFdBQVcsRUFBRSxHQUFHLGlCQUM5QixpQkFDQSxNQUNBO0lBRUYsSUFBSSxZQUFZLE1BQU0sR0FBRyxDQUFDLE9BQU8sTUFBTSxLQUFLLFlBQVksSUFBSSxDQUFDLEdBQUc7TUFDOUQsTUFBTSxJQUFJLFVBQVU7SUFDdEI7SUFDQSxNQUFNLFFBQVEsT0FBTyxNQUFNLElBQUksV0FBVyxDQUFDLEVBQUU7SUFDN0MsTUFBTSxPQUFPLFNBQ1gsY0FBYyxRQUFRLGlCQUFpQjtJQUN6QyxNQUFNLE1BQU0saUJBQWlCO0lBQzdCLElBQUksS0FBSyxNQUFNLElBQUksVUFBVTtVQUN2QixPQUFPLE1BQU0sY0FBYztJQUNqQyxrRUFBa0U7SUFDbEUsNERBQTREO0lBQzVELE1BQU0sU0FBUyxVQUFVLFlBQVksTUFBTSxRQUFRLE1BQU0sUUFBUTtJQUNqRSxNQUFNLGNBQWMsTUFBTTtNQUFFLElBQUk7TUFBaUIsTUFBTTtJQUFPO0lBQzlELE9BQU87RUFDVDtBQUNGLEVBQUU7QUFFRjs7O0NBR0MsR0FDRCxPQUFPLGVBQWUsUUFDcEIsSUFBZ0IsRUFDaEIsT0FBZSxFQUNmLE9BQTRCLENBQUMsQ0FBQztFQUU5QixNQUFNLEVBQUUsT0FBTyxFQUFFLEdBQUcsTUFBTSxjQUFjLE1BQU07SUFDNUMsSUFBSTtJQUNKLE1BQU07RUFDUjtFQUNBLE1BQU0sT0FBTyxLQUFLLEtBQUssR0FBRyxRQUFRLE1BQU0sQ0FBQyxDQUFDLElBQU0sQ0FBQyxFQUFFLFNBQVMsSUFBSTtFQUNoRSxNQUFNLE9BQU8sS0FBSyxJQUFJLENBQUMsQ0FBQyxHQUFHLElBQU0sRUFBRSxVQUFVLEdBQUcsRUFBRSxVQUFVLENBQUMsQ0FBQyxFQUFFO0VBQ2hFLElBQUksQ0FBQyxRQUFRLFFBQVEsTUFBTSxHQUFHLEdBQUc7SUFDL0IsTUFBTSxJQUFJLFVBQ1IsQ0FBQyx1QkFBdUIsRUFBRSxRQUFRLDREQUE0RCxDQUFDO0VBRW5HO0VBQ0EsSUFBSSxDQUFDLE1BQU07SUFDVCxNQUFNLElBQUksVUFBVSxDQUFDLGlDQUFpQyxFQUFFLFNBQVM7RUFDbkU7RUFDQSxPQUFPLEtBQUssSUFBSTtBQUNsQiJ9
// denoCacheMetadata=3357152737926925247,9636646015355848009