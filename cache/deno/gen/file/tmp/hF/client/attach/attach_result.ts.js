/**
 * How an attach ends: the one line the client prints and its exit code.
 *
 * Exit codes follow ssh and `docker run -it`, so that
 * `berth new -- make && next` works:
 *
 * - 0: detached, or the session's child exited with status 0;
 * - N: the child exited with status N;
 * - 128 + the signal's number: a signal killed the child;
 * - 1: the daemon went away, dropped the client, or anything else failed.
 *
 * @module
 */ import { signalNumber } from "../../protocol/signals.ts";
/** The user detached (prefix, d). */ export function detachedResult(name) {
  return {
    exitCode: 0,
    message: `[detached from session ${name}]`
  };
}
/** The daemon hung up or failed; `why` is a short lower-case reason. */ export function daemonGoneResult(why) {
  return {
    exitCode: 1,
    message: `[daemon gone: ${why}]`
  };
}
/** Something in the client failed. */ export function errorResult(err) {
  const why = err instanceof Error ? err.message : String(err);
  return {
    exitCode: 1,
    message: `[attach failed: ${oneLine(why)}]`
  };
}
/** The daemon ended the attachment with `end`. */ export function endResult(end) {
  const name = end.name;
  switch(end.reason){
    case "detached":
      return detachedResult(name);
    case "server-exit":
      return daemonGoneResult("server exited");
    case "exited":
    case "killed":
      {
        const signal = end.status?.signal;
        if (signal) {
          return {
            exitCode: 128 + safeSignalNumber(signal),
            message: `[session ${name} killed by ${signal}]`
          };
        }
        const code = end.status?.code;
        if (typeof code === "number") {
          return {
            exitCode: code & 0xff,
            message: `[session ${name} exited with status ${code}]`
          };
        }
        // Ended without a status we can report (berth kill before the
        // child's exit was collected): not a normal end.
        return {
          exitCode: 1,
          message: `[session ${name} was killed]`
        };
      }
    default:
      return {
        exitCode: 1,
        message: `[session ${name} ended: ${oneLine(String(end.reason))}]`
      };
  }
}
function safeSignalNumber(name) {
  try {
    return signalNumber(name);
  } catch  {
    return 0;
  }
}
function oneLine(text) {
  return text.replace(/\s+/g, " ").trim();
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvYXR0YWNoX3Jlc3VsdC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEhvdyBhbiBhdHRhY2ggZW5kczogdGhlIG9uZSBsaW5lIHRoZSBjbGllbnQgcHJpbnRzIGFuZCBpdHMgZXhpdCBjb2RlLlxuICpcbiAqIEV4aXQgY29kZXMgZm9sbG93IHNzaCBhbmQgYGRvY2tlciBydW4gLWl0YCwgc28gdGhhdFxuICogYGJlcnRoIG5ldyAtLSBtYWtlICYmIG5leHRgIHdvcmtzOlxuICpcbiAqIC0gMDogZGV0YWNoZWQsIG9yIHRoZSBzZXNzaW9uJ3MgY2hpbGQgZXhpdGVkIHdpdGggc3RhdHVzIDA7XG4gKiAtIE46IHRoZSBjaGlsZCBleGl0ZWQgd2l0aCBzdGF0dXMgTjtcbiAqIC0gMTI4ICsgdGhlIHNpZ25hbCdzIG51bWJlcjogYSBzaWduYWwga2lsbGVkIHRoZSBjaGlsZDtcbiAqIC0gMTogdGhlIGRhZW1vbiB3ZW50IGF3YXksIGRyb3BwZWQgdGhlIGNsaWVudCwgb3IgYW55dGhpbmcgZWxzZSBmYWlsZWQuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgRW5kTXNnIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL21lc3NhZ2VzLnRzXCI7XG5pbXBvcnQgeyBzaWduYWxOdW1iZXIgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvc2lnbmFscy50c1wiO1xuXG4vKiogV2h5IHRoZSBhdHRhY2ggY2xpZW50IGxlZnQsIGFzIGBhdHRhY2hTZXNzaW9uYCByZXR1cm5zIGl0LiAqL1xuZXhwb3J0IGludGVyZmFjZSBBdHRhY2hSZXN1bHQge1xuICAvKiogVGhlIHByb2Nlc3MgZXhpdCBjb2RlIHRvIHVzZSAoc2VlIHRoZSBtb2R1bGUgZG9jKS4gKi9cbiAgZXhpdENvZGU6IG51bWJlcjtcbiAgLyoqIFRoZSBvbmUgbGluZSBwcmludGVkIHRvIHN0ZGVyciBhZnRlciB0aGUgdGVybWluYWwgd2FzIHJlc3RvcmVkLiAqL1xuICBtZXNzYWdlOiBzdHJpbmc7XG59XG5cbi8qKiBUaGUgdXNlciBkZXRhY2hlZCAocHJlZml4LCBkKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBkZXRhY2hlZFJlc3VsdChuYW1lOiBzdHJpbmcpOiBBdHRhY2hSZXN1bHQge1xuICByZXR1cm4geyBleGl0Q29kZTogMCwgbWVzc2FnZTogYFtkZXRhY2hlZCBmcm9tIHNlc3Npb24gJHtuYW1lfV1gIH07XG59XG5cbi8qKiBUaGUgZGFlbW9uIGh1bmcgdXAgb3IgZmFpbGVkOyBgd2h5YCBpcyBhIHNob3J0IGxvd2VyLWNhc2UgcmVhc29uLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGRhZW1vbkdvbmVSZXN1bHQod2h5OiBzdHJpbmcpOiBBdHRhY2hSZXN1bHQge1xuICByZXR1cm4geyBleGl0Q29kZTogMSwgbWVzc2FnZTogYFtkYWVtb24gZ29uZTogJHt3aHl9XWAgfTtcbn1cblxuLyoqIFNvbWV0aGluZyBpbiB0aGUgY2xpZW50IGZhaWxlZC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBlcnJvclJlc3VsdChlcnI6IHVua25vd24pOiBBdHRhY2hSZXN1bHQge1xuICBjb25zdCB3aHkgPSBlcnIgaW5zdGFuY2VvZiBFcnJvciA/IGVyci5tZXNzYWdlIDogU3RyaW5nKGVycik7XG4gIHJldHVybiB7IGV4aXRDb2RlOiAxLCBtZXNzYWdlOiBgW2F0dGFjaCBmYWlsZWQ6ICR7b25lTGluZSh3aHkpfV1gIH07XG59XG5cbi8qKiBUaGUgZGFlbW9uIGVuZGVkIHRoZSBhdHRhY2htZW50IHdpdGggYGVuZGAuICovXG5leHBvcnQgZnVuY3Rpb24gZW5kUmVzdWx0KGVuZDogRW5kTXNnKTogQXR0YWNoUmVzdWx0IHtcbiAgY29uc3QgbmFtZSA9IGVuZC5uYW1lO1xuICBzd2l0Y2ggKGVuZC5yZWFzb24pIHtcbiAgICBjYXNlIFwiZGV0YWNoZWRcIjpcbiAgICAgIHJldHVybiBkZXRhY2hlZFJlc3VsdChuYW1lKTtcbiAgICBjYXNlIFwic2VydmVyLWV4aXRcIjpcbiAgICAgIHJldHVybiBkYWVtb25Hb25lUmVzdWx0KFwic2VydmVyIGV4aXRlZFwiKTtcbiAgICBjYXNlIFwiZXhpdGVkXCI6XG4gICAgY2FzZSBcImtpbGxlZFwiOiB7XG4gICAgICBjb25zdCBzaWduYWwgPSBlbmQuc3RhdHVzPy5zaWduYWw7XG4gICAgICBpZiAoc2lnbmFsKSB7XG4gICAgICAgIHJldHVybiB7XG4gICAgICAgICAgZXhpdENvZGU6IDEyOCArIHNhZmVTaWduYWxOdW1iZXIoc2lnbmFsKSxcbiAgICAgICAgICBtZXNzYWdlOiBgW3Nlc3Npb24gJHtuYW1lfSBraWxsZWQgYnkgJHtzaWduYWx9XWAsXG4gICAgICAgIH07XG4gICAgICB9XG4gICAgICBjb25zdCBjb2RlID0gZW5kLnN0YXR1cz8uY29kZTtcbiAgICAgIGlmICh0eXBlb2YgY29kZSA9PT0gXCJudW1iZXJcIikge1xuICAgICAgICByZXR1cm4ge1xuICAgICAgICAgIGV4aXRDb2RlOiBjb2RlICYgMHhmZixcbiAgICAgICAgICBtZXNzYWdlOiBgW3Nlc3Npb24gJHtuYW1lfSBleGl0ZWQgd2l0aCBzdGF0dXMgJHtjb2RlfV1gLFxuICAgICAgICB9O1xuICAgICAgfVxuICAgICAgLy8gRW5kZWQgd2l0aG91dCBhIHN0YXR1cyB3ZSBjYW4gcmVwb3J0IChiZXJ0aCBraWxsIGJlZm9yZSB0aGVcbiAgICAgIC8vIGNoaWxkJ3MgZXhpdCB3YXMgY29sbGVjdGVkKTogbm90IGEgbm9ybWFsIGVuZC5cbiAgICAgIHJldHVybiB7IGV4aXRDb2RlOiAxLCBtZXNzYWdlOiBgW3Nlc3Npb24gJHtuYW1lfSB3YXMga2lsbGVkXWAgfTtcbiAgICB9XG4gICAgZGVmYXVsdDpcbiAgICAgIHJldHVybiB7XG4gICAgICAgIGV4aXRDb2RlOiAxLFxuICAgICAgICBtZXNzYWdlOiBgW3Nlc3Npb24gJHtuYW1lfSBlbmRlZDogJHtvbmVMaW5lKFN0cmluZyhlbmQucmVhc29uKSl9XWAsXG4gICAgICB9O1xuICB9XG59XG5cbmZ1bmN0aW9uIHNhZmVTaWduYWxOdW1iZXIobmFtZTogc3RyaW5nKTogbnVtYmVyIHtcbiAgdHJ5IHtcbiAgICByZXR1cm4gc2lnbmFsTnVtYmVyKG5hbWUpO1xuICB9IGNhdGNoIHtcbiAgICByZXR1cm4gMDtcbiAgfVxufVxuXG5mdW5jdGlvbiBvbmVMaW5lKHRleHQ6IHN0cmluZyk6IHN0cmluZyB7XG4gIHJldHVybiB0ZXh0LnJlcGxhY2UoL1xccysvZywgXCIgXCIpLnRyaW0oKTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7O0NBWUMsR0FHRCxTQUFTLFlBQVksUUFBUSw0QkFBNEI7QUFVekQsbUNBQW1DLEdBQ25DLE9BQU8sU0FBUyxlQUFlLElBQVk7RUFDekMsT0FBTztJQUFFLFVBQVU7SUFBRyxTQUFTLENBQUMsdUJBQXVCLEVBQUUsS0FBSyxDQUFDLENBQUM7RUFBQztBQUNuRTtBQUVBLHNFQUFzRSxHQUN0RSxPQUFPLFNBQVMsaUJBQWlCLEdBQVc7RUFDMUMsT0FBTztJQUFFLFVBQVU7SUFBRyxTQUFTLENBQUMsY0FBYyxFQUFFLElBQUksQ0FBQyxDQUFDO0VBQUM7QUFDekQ7QUFFQSxvQ0FBb0MsR0FDcEMsT0FBTyxTQUFTLFlBQVksR0FBWTtFQUN0QyxNQUFNLE1BQU0sZUFBZSxRQUFRLElBQUksT0FBTyxHQUFHLE9BQU87RUFDeEQsT0FBTztJQUFFLFVBQVU7SUFBRyxTQUFTLENBQUMsZ0JBQWdCLEVBQUUsUUFBUSxLQUFLLENBQUMsQ0FBQztFQUFDO0FBQ3BFO0FBRUEsZ0RBQWdELEdBQ2hELE9BQU8sU0FBUyxVQUFVLEdBQVc7RUFDbkMsTUFBTSxPQUFPLElBQUksSUFBSTtFQUNyQixPQUFRLElBQUksTUFBTTtJQUNoQixLQUFLO01BQ0gsT0FBTyxlQUFlO0lBQ3hCLEtBQUs7TUFDSCxPQUFPLGlCQUFpQjtJQUMxQixLQUFLO0lBQ0wsS0FBSztNQUFVO1FBQ2IsTUFBTSxTQUFTLElBQUksTUFBTSxFQUFFO1FBQzNCLElBQUksUUFBUTtVQUNWLE9BQU87WUFDTCxVQUFVLE1BQU0saUJBQWlCO1lBQ2pDLFNBQVMsQ0FBQyxTQUFTLEVBQUUsS0FBSyxXQUFXLEVBQUUsT0FBTyxDQUFDLENBQUM7VUFDbEQ7UUFDRjtRQUNBLE1BQU0sT0FBTyxJQUFJLE1BQU0sRUFBRTtRQUN6QixJQUFJLE9BQU8sU0FBUyxVQUFVO1VBQzVCLE9BQU87WUFDTCxVQUFVLE9BQU87WUFDakIsU0FBUyxDQUFDLFNBQVMsRUFBRSxLQUFLLG9CQUFvQixFQUFFLEtBQUssQ0FBQyxDQUFDO1VBQ3pEO1FBQ0Y7UUFDQSw4REFBOEQ7UUFDOUQsaURBQWlEO1FBQ2pELE9BQU87VUFBRSxVQUFVO1VBQUcsU0FBUyxDQUFDLFNBQVMsRUFBRSxLQUFLLFlBQVksQ0FBQztRQUFDO01BQ2hFO0lBQ0E7TUFDRSxPQUFPO1FBQ0wsVUFBVTtRQUNWLFNBQVMsQ0FBQyxTQUFTLEVBQUUsS0FBSyxRQUFRLEVBQUUsUUFBUSxPQUFPLElBQUksTUFBTSxHQUFHLENBQUMsQ0FBQztNQUNwRTtFQUNKO0FBQ0Y7QUFFQSxTQUFTLGlCQUFpQixJQUFZO0VBQ3BDLElBQUk7SUFDRixPQUFPLGFBQWE7RUFDdEIsRUFBRSxPQUFNO0lBQ04sT0FBTztFQUNUO0FBQ0Y7QUFFQSxTQUFTLFFBQVEsSUFBWTtFQUMzQixPQUFPLEtBQUssT0FBTyxDQUFDLFFBQVEsS0FBSyxJQUFJO0FBQ3ZDIn0=
// denoCacheMetadata=18136871452465461867,1872957756838948554