/**
 * Where `berth serve` listens, and the rule that keeps it safe: loopback
 * addresses may serve plain HTTP; any other address needs TLS, unless the
 * user names the danger with `--insecure-no-tls-on-network`.
 *
 * @module
 */ /** The default address: loopback only, ttyd's port. */ export const DEFAULT_LISTEN = "127.0.0.1:7681";
/** The flag that allows plain HTTP on a non-loopback address. */ export const INSECURE_FLAG = "--insecure-no-tls-on-network";
/** Parses `HOST:PORT`, `[V6]:PORT` or `:PORT`; throws a one-line Error. */ export function parseListen(text) {
  const m = /^(?:\[([0-9a-fA-F:.]+)\]|([^:\[\]]*)):(\d{1,5})$/.exec(text);
  const port = m ? Number(m[3]) : NaN;
  if (!m || port > 65535) {
    throw new Error(`--listen takes HOST:PORT (such as ${DEFAULT_LISTEN}), not "${text}"`);
  }
  return {
    hostname: m[1] ?? (m[2] || "127.0.0.1"),
    port
  };
}
/** Whether `hostname` only reaches this machine. */ export function isLoopback(hostname) {
  const h = hostname.toLowerCase();
  return h === "localhost" || h === "::1" || /^127\.\d+\.\d+\.\d+$/.test(h);
}
/**
 * Why serving `addr` this way is refused, or null when it is allowed:
 * a network address without TLS and without the insecure flag.
 */ export function refusal(addr, tls, insecure) {
  if (tls || insecure || isLoopback(addr.hostname)) return null;
  return `Refusing to serve plain HTTP on ${addr.hostname}, which other ` + `machines can reach: give --tls-cert and --tls-key, listen on ` + `127.0.0.1, or add ${INSECURE_FLAG} if you really mean it`;
}
/**
 * The login URL for `token`: `base` (default the default address) with the
 * token in the fragment, which browsers never send to a server or put in a
 * Referer; `session` makes the page open that session.
 */ export function loginUrl(base, token, session) {
  let root = base ?? `http://${DEFAULT_LISTEN}/`;
  if (!root.endsWith("/")) root += "/";
  const s = session === null ? "" : `&session=${encodeURIComponent(session)}`;
  return `${root}#token=${token}${s}`;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3dlYi9saXN0ZW4udHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBXaGVyZSBgYmVydGggc2VydmVgIGxpc3RlbnMsIGFuZCB0aGUgcnVsZSB0aGF0IGtlZXBzIGl0IHNhZmU6IGxvb3BiYWNrXG4gKiBhZGRyZXNzZXMgbWF5IHNlcnZlIHBsYWluIEhUVFA7IGFueSBvdGhlciBhZGRyZXNzIG5lZWRzIFRMUywgdW5sZXNzIHRoZVxuICogdXNlciBuYW1lcyB0aGUgZGFuZ2VyIHdpdGggYC0taW5zZWN1cmUtbm8tdGxzLW9uLW5ldHdvcmtgLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG4vKiogVGhlIGRlZmF1bHQgYWRkcmVzczogbG9vcGJhY2sgb25seSwgdHR5ZCdzIHBvcnQuICovXG5leHBvcnQgY29uc3QgREVGQVVMVF9MSVNURU4gPSBcIjEyNy4wLjAuMTo3NjgxXCI7XG5cbi8qKiBUaGUgZmxhZyB0aGF0IGFsbG93cyBwbGFpbiBIVFRQIG9uIGEgbm9uLWxvb3BiYWNrIGFkZHJlc3MuICovXG5leHBvcnQgY29uc3QgSU5TRUNVUkVfRkxBRyA9IFwiLS1pbnNlY3VyZS1uby10bHMtb24tbmV0d29ya1wiO1xuXG4vKiogQSBwYXJzZWQgYC0tbGlzdGVuYCB2YWx1ZS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgTGlzdGVuQWRkcmVzcyB7XG4gIGhvc3RuYW1lOiBzdHJpbmc7XG4gIHBvcnQ6IG51bWJlcjtcbn1cblxuLyoqIFBhcnNlcyBgSE9TVDpQT1JUYCwgYFtWNl06UE9SVGAgb3IgYDpQT1JUYDsgdGhyb3dzIGEgb25lLWxpbmUgRXJyb3IuICovXG5leHBvcnQgZnVuY3Rpb24gcGFyc2VMaXN0ZW4odGV4dDogc3RyaW5nKTogTGlzdGVuQWRkcmVzcyB7XG4gIGNvbnN0IG0gPSAvXig/OlxcWyhbMC05YS1mQS1GOi5dKylcXF18KFteOlxcW1xcXV0qKSk6KFxcZHsxLDV9KSQvLmV4ZWModGV4dCk7XG4gIGNvbnN0IHBvcnQgPSBtID8gTnVtYmVyKG1bM10pIDogTmFOO1xuICBpZiAoIW0gfHwgcG9ydCA+IDY1NTM1KSB7XG4gICAgdGhyb3cgbmV3IEVycm9yKFxuICAgICAgYC0tbGlzdGVuIHRha2VzIEhPU1Q6UE9SVCAoc3VjaCBhcyAke0RFRkFVTFRfTElTVEVOfSksIG5vdCBcIiR7dGV4dH1cImAsXG4gICAgKTtcbiAgfVxuICByZXR1cm4geyBob3N0bmFtZTogbVsxXSA/PyAobVsyXSB8fCBcIjEyNy4wLjAuMVwiKSwgcG9ydCB9O1xufVxuXG4vKiogV2hldGhlciBgaG9zdG5hbWVgIG9ubHkgcmVhY2hlcyB0aGlzIG1hY2hpbmUuICovXG5leHBvcnQgZnVuY3Rpb24gaXNMb29wYmFjayhob3N0bmFtZTogc3RyaW5nKTogYm9vbGVhbiB7XG4gIGNvbnN0IGggPSBob3N0bmFtZS50b0xvd2VyQ2FzZSgpO1xuICByZXR1cm4gaCA9PT0gXCJsb2NhbGhvc3RcIiB8fCBoID09PSBcIjo6MVwiIHx8IC9eMTI3XFwuXFxkK1xcLlxcZCtcXC5cXGQrJC8udGVzdChoKTtcbn1cblxuLyoqXG4gKiBXaHkgc2VydmluZyBgYWRkcmAgdGhpcyB3YXkgaXMgcmVmdXNlZCwgb3IgbnVsbCB3aGVuIGl0IGlzIGFsbG93ZWQ6XG4gKiBhIG5ldHdvcmsgYWRkcmVzcyB3aXRob3V0IFRMUyBhbmQgd2l0aG91dCB0aGUgaW5zZWN1cmUgZmxhZy5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJlZnVzYWwoXG4gIGFkZHI6IExpc3RlbkFkZHJlc3MsXG4gIHRsczogYm9vbGVhbixcbiAgaW5zZWN1cmU6IGJvb2xlYW4sXG4pOiBzdHJpbmcgfCBudWxsIHtcbiAgaWYgKHRscyB8fCBpbnNlY3VyZSB8fCBpc0xvb3BiYWNrKGFkZHIuaG9zdG5hbWUpKSByZXR1cm4gbnVsbDtcbiAgcmV0dXJuIGBSZWZ1c2luZyB0byBzZXJ2ZSBwbGFpbiBIVFRQIG9uICR7YWRkci5ob3N0bmFtZX0sIHdoaWNoIG90aGVyIGAgK1xuICAgIGBtYWNoaW5lcyBjYW4gcmVhY2g6IGdpdmUgLS10bHMtY2VydCBhbmQgLS10bHMta2V5LCBsaXN0ZW4gb24gYCArXG4gICAgYDEyNy4wLjAuMSwgb3IgYWRkICR7SU5TRUNVUkVfRkxBR30gaWYgeW91IHJlYWxseSBtZWFuIGl0YDtcbn1cblxuLyoqXG4gKiBUaGUgbG9naW4gVVJMIGZvciBgdG9rZW5gOiBgYmFzZWAgKGRlZmF1bHQgdGhlIGRlZmF1bHQgYWRkcmVzcykgd2l0aCB0aGVcbiAqIHRva2VuIGluIHRoZSBmcmFnbWVudCwgd2hpY2ggYnJvd3NlcnMgbmV2ZXIgc2VuZCB0byBhIHNlcnZlciBvciBwdXQgaW4gYVxuICogUmVmZXJlcjsgYHNlc3Npb25gIG1ha2VzIHRoZSBwYWdlIG9wZW4gdGhhdCBzZXNzaW9uLlxuICovXG5leHBvcnQgZnVuY3Rpb24gbG9naW5VcmwoXG4gIGJhc2U6IHN0cmluZyB8IHVuZGVmaW5lZCxcbiAgdG9rZW46IHN0cmluZyxcbiAgc2Vzc2lvbjogc3RyaW5nIHwgbnVsbCxcbik6IHN0cmluZyB7XG4gIGxldCByb290ID0gYmFzZSA/PyBgaHR0cDovLyR7REVGQVVMVF9MSVNURU59L2A7XG4gIGlmICghcm9vdC5lbmRzV2l0aChcIi9cIikpIHJvb3QgKz0gXCIvXCI7XG4gIGNvbnN0IHMgPSBzZXNzaW9uID09PSBudWxsID8gXCJcIiA6IGAmc2Vzc2lvbj0ke2VuY29kZVVSSUNvbXBvbmVudChzZXNzaW9uKX1gO1xuICByZXR1cm4gYCR7cm9vdH0jdG9rZW49JHt0b2tlbn0ke3N9YDtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7O0NBTUMsR0FFRCxxREFBcUQsR0FDckQsT0FBTyxNQUFNLGlCQUFpQixpQkFBaUI7QUFFL0MsK0RBQStELEdBQy9ELE9BQU8sTUFBTSxnQkFBZ0IsK0JBQStCO0FBUTVELHlFQUF5RSxHQUN6RSxPQUFPLFNBQVMsWUFBWSxJQUFZO0VBQ3RDLE1BQU0sSUFBSSxtREFBbUQsSUFBSSxDQUFDO0VBQ2xFLE1BQU0sT0FBTyxJQUFJLE9BQU8sQ0FBQyxDQUFDLEVBQUUsSUFBSTtFQUNoQyxJQUFJLENBQUMsS0FBSyxPQUFPLE9BQU87SUFDdEIsTUFBTSxJQUFJLE1BQ1IsQ0FBQyxrQ0FBa0MsRUFBRSxlQUFlLFFBQVEsRUFBRSxLQUFLLENBQUMsQ0FBQztFQUV6RTtFQUNBLE9BQU87SUFBRSxVQUFVLENBQUMsQ0FBQyxFQUFFLElBQUksQ0FBQyxDQUFDLENBQUMsRUFBRSxJQUFJLFdBQVc7SUFBRztFQUFLO0FBQ3pEO0FBRUEsa0RBQWtELEdBQ2xELE9BQU8sU0FBUyxXQUFXLFFBQWdCO0VBQ3pDLE1BQU0sSUFBSSxTQUFTLFdBQVc7RUFDOUIsT0FBTyxNQUFNLGVBQWUsTUFBTSxTQUFTLHVCQUF1QixJQUFJLENBQUM7QUFDekU7QUFFQTs7O0NBR0MsR0FDRCxPQUFPLFNBQVMsUUFDZCxJQUFtQixFQUNuQixHQUFZLEVBQ1osUUFBaUI7RUFFakIsSUFBSSxPQUFPLFlBQVksV0FBVyxLQUFLLFFBQVEsR0FBRyxPQUFPO0VBQ3pELE9BQU8sQ0FBQyxnQ0FBZ0MsRUFBRSxLQUFLLFFBQVEsQ0FBQyxjQUFjLENBQUMsR0FDckUsQ0FBQyw2REFBNkQsQ0FBQyxHQUMvRCxDQUFDLGtCQUFrQixFQUFFLGNBQWMsc0JBQXNCLENBQUM7QUFDOUQ7QUFFQTs7OztDQUlDLEdBQ0QsT0FBTyxTQUFTLFNBQ2QsSUFBd0IsRUFDeEIsS0FBYSxFQUNiLE9BQXNCO0VBRXRCLElBQUksT0FBTyxRQUFRLENBQUMsT0FBTyxFQUFFLGVBQWUsQ0FBQyxDQUFDO0VBQzlDLElBQUksQ0FBQyxLQUFLLFFBQVEsQ0FBQyxNQUFNLFFBQVE7RUFDakMsTUFBTSxJQUFJLFlBQVksT0FBTyxLQUFLLENBQUMsU0FBUyxFQUFFLG1CQUFtQixVQUFVO0VBQzNFLE9BQU8sR0FBRyxLQUFLLE9BQU8sRUFBRSxRQUFRLEdBQUc7QUFDckMifQ==
// denoCacheMetadata=9970583505750528058,27828890585419412