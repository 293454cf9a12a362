/**
 * Getting an attachment back after its link broke: retries with backoff,
 * each a new connection (a new ssh, or the socket of a daemon that was
 * replaced) and an attach request that resumes by token from the last
 * frame drawn; and the one line shown over the last screen meanwhile.
 *
 * @module
 */ import { raceTimeout } from "../../protocol/timeout.ts";
import { ttyName } from "./tty_name.ts";
import { ConnectionError, RequestError } from "../connection.ts";
import { ATTR_INVERSE } from "../../vt/types.ts";
import { DEFAULT_ATTRS, GridRow } from "./screen_grid.ts";
/**
 * Waits before each try, in ms: at once (ssh was killed, the link may be
 * fine), then doubling to 5 s, so that a host that is back is found within
 * 5 s and a dead one costs one ssh start per 5 s.
 */ export const BACKOFF_MS = [
  0,
  250,
  500,
  1000,
  2000,
  4000,
  5000
];
/**
 * The same for the local socket, where a try costs a connect: the usual
 * gap is a daemon being upgraded, back in a few hundred ms (its new
 * program starting), so tries come every 50 ms, then back off to 1 s.
 */ export const LOCAL_BACKOFF_MS = [
  0,
  50,
  50,
  50,
  50,
  50,
  100,
  100,
  200,
  500,
  1000
];
/**
 * Longest one try may take, from starting ssh to the attach answer: ssh's
 * own connect timeout (10 s, see `ssh_args.ts`) plus a remote daemon's
 * start. A daemon that accepts but never answers (stopped) must not hold
 * the loop.
 */ const TRY_TIMEOUT_MS = 20_000;
/** Shown for a moment once a resume finds a daemon that was upgraded. */ export const UPGRADED_MESSAGE = "daemon upgraded";
/**
 * Tries until a resume succeeds, the daemon says the session is gone, or
 * `stop` is aborted (the user gave up). `report` hears of each try;
 * `backoff` spaces them.
 */ export async function reconnect(open, req, report, stop, backoff = BACKOFF_MS) {
  let error;
  for(let attempt = 1; !stop.aborted; attempt++){
    const wait = backoff[Math.min(attempt - 1, backoff.length - 1)];
    if (wait > 0) await sleep(wait, stop);
    if (stop.aborted) break;
    report({
      attempt,
      error
    });
    const held = {
      conn: null,
      dropped: false
    };
    try {
      const answer = await withTimeout(tryOnce(open, req, held), held);
      if (stop.aborted) break;
      return {
        kind: "resumed",
        conn: held.conn,
        answer
      };
    } catch (err) {
      drop(held);
      if (err instanceof RequestError) {
        return {
          kind: "gone",
          message: err.message
        };
      }
      error = err instanceof ConnectionError || err instanceof Error ? err.message : String(err);
    } finally{
      if (stop.aborted) drop(held);
    }
  }
  return null;
}
function drop(held) {
  held.dropped = true;
  held.conn?.close();
}
// One try: a connection, then the resuming attach request.
async function tryOnce(open, req, held) {
  const conn = await open();
  held.conn = conn;
  if (held.dropped) conn.close(); // the try timed out meanwhile
  const size = req.size();
  return await conn.request({
    op: "attach",
    name: req.name,
    readOnly: req.readOnly,
    cols: size.cols,
    rows: size.rows,
    ...req.clipboard ? {
      clipboard: true
    } : {},
    resume: {
      token: req.token,
      seq: req.seq
    },
    ...ttyName()
  });
}
// A try that takes too long is given up, its connection dropped.
function withTimeout(p, held) {
  return raceTimeout(p, TRY_TIMEOUT_MS, ()=>{
    drop(held);
    return new Error(`no answer in ${TRY_TIMEOUT_MS / 1000} s`);
  });
}
function sleep(ms, stop) {
  return new Promise((resolve)=>{
    const timer = setTimeout(done, ms);
    stop.addEventListener("abort", done, {
      once: true
    });
    function done() {
      clearTimeout(timer);
      stop.removeEventListener("abort", done);
      resolve();
    }
  });
}
/**
 * The status line shown in place of the bottom row while the link is
 * down: what happened, why the last try failed, how to give up, that
 * keys are kept (or dropped). The why comes before the rest, in its last
 * words (ssh's own, such as "Connection refused"): a row cuts at its
 * right end, and whole and last, an 80-column row had room for barely a
 * word of it.
 */ export function statusText(where, prefix, report, dropped) {
  const keys = dropped > 0 ? `${dropped} bytes typed over 64 KiB dropped` : "keys kept";
  const why = report.error ? `: ${lastWords(report.error)}` : "";
  return `[reconnecting to ${where}, try ${report.attempt}${why}; ${prefix} d gives up; ${keys}]`;
}
// "Cannot reach box: ssh: connect to host box port 22: Connection
// refused" says "Connection refused"; the rest names what the line does.
function lastWords(error) {
  const at = error.lastIndexOf(": ");
  return at < 0 ? error : error.slice(at + 2);
}
/** `text` in reverse video across a row `cols` wide (cut at the right). */ export function statusRow(cols, text) {
  const row = new GridRow(cols);
  const style = {
    ...DEFAULT_ATTRS,
    flags: ATTR_INVERSE
  };
  const chars = [
    ...text
  ];
  for(let x = 0; x < cols; x++){
    row.fill(x, x + 1, x < chars.length ? chars[x] : " ", style);
  }
  return row;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvcmVjb25uZWN0LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogR2V0dGluZyBhbiBhdHRhY2htZW50IGJhY2sgYWZ0ZXIgaXRzIGxpbmsgYnJva2U6IHJldHJpZXMgd2l0aCBiYWNrb2ZmLFxuICogZWFjaCBhIG5ldyBjb25uZWN0aW9uIChhIG5ldyBzc2gsIG9yIHRoZSBzb2NrZXQgb2YgYSBkYWVtb24gdGhhdCB3YXNcbiAqIHJlcGxhY2VkKSBhbmQgYW4gYXR0YWNoIHJlcXVlc3QgdGhhdCByZXN1bWVzIGJ5IHRva2VuIGZyb20gdGhlIGxhc3RcbiAqIGZyYW1lIGRyYXduOyBhbmQgdGhlIG9uZSBsaW5lIHNob3duIG92ZXIgdGhlIGxhc3Qgc2NyZWVuIG1lYW53aGlsZS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgcmFjZVRpbWVvdXQgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvdGltZW91dC50c1wiO1xuaW1wb3J0IHsgdHR5TmFtZSB9IGZyb20gXCIuL3R0eV9uYW1lLnRzXCI7XG5pbXBvcnQge1xuICB0eXBlIENvbm5lY3Rpb24sXG4gIENvbm5lY3Rpb25FcnJvcixcbiAgUmVxdWVzdEVycm9yLFxufSBmcm9tIFwiLi4vY29ubmVjdGlvbi50c1wiO1xuaW1wb3J0IHR5cGUgeyBBdHRhY2hBbnN3ZXIgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7IEFUVFJfSU5WRVJTRSB9IGZyb20gXCIuLi8uLi92dC90eXBlcy50c1wiO1xuaW1wb3J0IHsgREVGQVVMVF9BVFRSUywgR3JpZFJvdyB9IGZyb20gXCIuL3NjcmVlbl9ncmlkLnRzXCI7XG5cbi8qKlxuICogV2FpdHMgYmVmb3JlIGVhY2ggdHJ5LCBpbiBtczogYXQgb25jZSAoc3NoIHdhcyBraWxsZWQsIHRoZSBsaW5rIG1heSBiZVxuICogZmluZSksIHRoZW4gZG91YmxpbmcgdG8gNSBzLCBzbyB0aGF0IGEgaG9zdCB0aGF0IGlzIGJhY2sgaXMgZm91bmQgd2l0aGluXG4gKiA1IHMgYW5kIGEgZGVhZCBvbmUgY29zdHMgb25lIHNzaCBzdGFydCBwZXIgNSBzLlxuICovXG5leHBvcnQgY29uc3QgQkFDS09GRl9NUyA9IFswLCAyNTAsIDUwMCwgMTAwMCwgMjAwMCwgNDAwMCwgNTAwMF07XG5cbi8qKlxuICogVGhlIHNhbWUgZm9yIHRoZSBsb2NhbCBzb2NrZXQsIHdoZXJlIGEgdHJ5IGNvc3RzIGEgY29ubmVjdDogdGhlIHVzdWFsXG4gKiBnYXAgaXMgYSBkYWVtb24gYmVpbmcgdXBncmFkZWQsIGJhY2sgaW4gYSBmZXcgaHVuZHJlZCBtcyAoaXRzIG5ld1xuICogcHJvZ3JhbSBzdGFydGluZyksIHNvIHRyaWVzIGNvbWUgZXZlcnkgNTAgbXMsIHRoZW4gYmFjayBvZmYgdG8gMSBzLlxuICovXG5leHBvcnQgY29uc3QgTE9DQUxfQkFDS09GRl9NUyA9IFtcbiAgMCxcbiAgNTAsXG4gIDUwLFxuICA1MCxcbiAgNTAsXG4gIDUwLFxuICAxMDAsXG4gIDEwMCxcbiAgMjAwLFxuICA1MDAsXG4gIDEwMDAsXG5dO1xuXG4vKipcbiAqIExvbmdlc3Qgb25lIHRyeSBtYXkgdGFrZSwgZnJvbSBzdGFydGluZyBzc2ggdG8gdGhlIGF0dGFjaCBhbnN3ZXI6IHNzaCdzXG4gKiBvd24gY29ubmVjdCB0aW1lb3V0ICgxMCBzLCBzZWUgYHNzaF9hcmdzLnRzYCkgcGx1cyBhIHJlbW90ZSBkYWVtb24nc1xuICogc3RhcnQuIEEgZGFlbW9uIHRoYXQgYWNjZXB0cyBidXQgbmV2ZXIgYW5zd2VycyAoc3RvcHBlZCkgbXVzdCBub3QgaG9sZFxuICogdGhlIGxvb3AuXG4gKi9cbmNvbnN0IFRSWV9USU1FT1VUX01TID0gMjBfMDAwO1xuXG4vKiogU2hvd24gZm9yIGEgbW9tZW50IG9uY2UgYSByZXN1bWUgZmluZHMgYSBkYWVtb24gdGhhdCB3YXMgdXBncmFkZWQuICovXG5leHBvcnQgY29uc3QgVVBHUkFERURfTUVTU0FHRSA9IFwiZGFlbW9uIHVwZ3JhZGVkXCI7XG5cbi8qKiBXaGF0IGEgcmVzdW1lIGFza3MgZm9yLiAqL1xuZXhwb3J0IGludGVyZmFjZSBSZXN1bWVSZXF1ZXN0IHtcbiAgbmFtZTogc3RyaW5nO1xuICB0b2tlbjogc3RyaW5nO1xuICAvKiogVGhlIHNlcSBvZiB0aGUgbGFzdCBmcmFtZSBkcmF3bi4gKi9cbiAgc2VxOiBudW1iZXI7XG4gIHJlYWRPbmx5OiBib29sZWFuO1xuICBjbGlwYm9hcmQ6IGJvb2xlYW47XG4gIHNpemUoKTogeyBjb2xzOiBudW1iZXI7IHJvd3M6IG51bWJlciB9O1xufVxuXG4vKiogSG93IHRoZSB0cmllcyB3ZW50LCBmb3IgdGhlIHN0YXR1cyBsaW5lLiAqL1xuZXhwb3J0IGludGVyZmFjZSBUcnlSZXBvcnQge1xuICBhdHRlbXB0OiBudW1iZXI7XG4gIC8qKiBXaHkgdGhlIGxhc3QgdHJ5IGZhaWxlZCAob25lIGxpbmUpLCBpZiBpdCBkaWQuICovXG4gIGVycm9yPzogc3RyaW5nO1xufVxuXG4vKiogQSByZXN1bWVkIGxpbmssIG9yIHRoZSBlbmQ6IHRoZSBzZXNzaW9uIGlzIGdvbmUuICovXG5leHBvcnQgdHlwZSBSZWNvbm5lY3RPdXRjb21lID1cbiAgfCB7IGtpbmQ6IFwicmVzdW1lZFwiOyBjb25uOiBDb25uZWN0aW9uOyBhbnN3ZXI6IEF0dGFjaEFuc3dlciB9XG4gIHwgeyBraW5kOiBcImdvbmVcIjsgbWVzc2FnZTogc3RyaW5nIH07XG5cbi8qKlxuICogVHJpZXMgdW50aWwgYSByZXN1bWUgc3VjY2VlZHMsIHRoZSBkYWVtb24gc2F5cyB0aGUgc2Vzc2lvbiBpcyBnb25lLCBvclxuICogYHN0b3BgIGlzIGFib3J0ZWQgKHRoZSB1c2VyIGdhdmUgdXApLiBgcmVwb3J0YCBoZWFycyBvZiBlYWNoIHRyeTtcbiAqIGBiYWNrb2ZmYCBzcGFjZXMgdGhlbS5cbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIHJlY29ubmVjdChcbiAgb3BlbjogKCkgPT4gUHJvbWlzZTxDb25uZWN0aW9uPixcbiAgcmVxOiBSZXN1bWVSZXF1ZXN0LFxuICByZXBvcnQ6IChyOiBUcnlSZXBvcnQpID0+IHZvaWQsXG4gIHN0b3A6IEFib3J0U2lnbmFsLFxuICBiYWNrb2ZmOiBudW1iZXJbXSA9IEJBQ0tPRkZfTVMsXG4pOiBQcm9taXNlPFJlY29ubmVjdE91dGNvbWUgfCBudWxsPiB7XG4gIGxldCBlcnJvcjogc3RyaW5nIHwgdW5kZWZpbmVkO1xuICBmb3IgKGxldCBhdHRlbXB0ID0gMTsgIXN0b3AuYWJvcnRlZDsgYXR0ZW1wdCsrKSB7XG4gICAgY29uc3Qgd2FpdCA9IGJhY2tvZmZbTWF0aC5taW4oYXR0ZW1wdCAtIDEsIGJhY2tvZmYubGVuZ3RoIC0gMSldO1xuICAgIGlmICh3YWl0ID4gMCkgYXdhaXQgc2xlZXAod2FpdCwgc3RvcCk7XG4gICAgaWYgKHN0b3AuYWJvcnRlZCkgYnJlYWs7XG4gICAgcmVwb3J0KHsgYXR0ZW1wdCwgZXJyb3IgfSk7XG4gICAgY29uc3QgaGVsZDogSGVsZCA9IHsgY29ubjogbnVsbCwgZHJvcHBlZDogZmFsc2UgfTtcbiAgICB0cnkge1xuICAgICAgY29uc3QgYW5zd2VyID0gYXdhaXQgd2l0aFRpbWVvdXQodHJ5T25jZShvcGVuLCByZXEsIGhlbGQpLCBoZWxkKTtcbiAgICAgIGlmIChzdG9wLmFib3J0ZWQpIGJyZWFrO1xuICAgICAgcmV0dXJuIHsga2luZDogXCJyZXN1bWVkXCIsIGNvbm46IGhlbGQuY29ubiEsIGFuc3dlciB9O1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgZHJvcChoZWxkKTtcbiAgICAgIGlmIChlcnIgaW5zdGFuY2VvZiBSZXF1ZXN0RXJyb3IpIHtcbiAgICAgICAgcmV0dXJuIHsga2luZDogXCJnb25lXCIsIG1lc3NhZ2U6IGVyci5tZXNzYWdlIH07XG4gICAgICB9XG4gICAgICBlcnJvciA9IGVyciBpbnN0YW5jZW9mIENvbm5lY3Rpb25FcnJvciB8fCBlcnIgaW5zdGFuY2VvZiBFcnJvclxuICAgICAgICA/IGVyci5tZXNzYWdlXG4gICAgICAgIDogU3RyaW5nKGVycik7XG4gICAgfSBmaW5hbGx5IHtcbiAgICAgIGlmIChzdG9wLmFib3J0ZWQpIGRyb3AoaGVsZCk7XG4gICAgfVxuICB9XG4gIHJldHVybiBudWxsO1xufVxuXG4vLyBUaGUgY29ubmVjdGlvbiBvZiBvbmUgdHJ5LCB0byBjbG9zZSB3aGVuIHRoZSB0cnkgaXMgZ2l2ZW4gdXAuXG5pbnRlcmZhY2UgSGVsZCB7XG4gIGNvbm46IENvbm5lY3Rpb24gfCBudWxsO1xuICBkcm9wcGVkOiBib29sZWFuO1xufVxuXG5mdW5jdGlvbiBkcm9wKGhlbGQ6IEhlbGQpOiB2b2lkIHtcbiAgaGVsZC5kcm9wcGVkID0gdHJ1ZTtcbiAgaGVsZC5jb25uPy5jbG9zZSgpO1xufVxuXG4vLyBPbmUgdHJ5OiBhIGNvbm5lY3Rpb24sIHRoZW4gdGhlIHJlc3VtaW5nIGF0dGFjaCByZXF1ZXN0LlxuYXN5bmMgZnVuY3Rpb24gdHJ5T25jZShcbiAgb3BlbjogKCkgPT4gUHJvbWlzZTxDb25uZWN0aW9uPixcbiAgcmVxOiBSZXN1bWVSZXF1ZXN0LFxuICBoZWxkOiBIZWxkLFxuKTogUHJvbWlzZTxBdHRhY2hBbnN3ZXI+IHtcbiAgY29uc3QgY29ubiA9IGF3YWl0IG9wZW4oKTtcbiAgaGVsZC5jb25uID0gY29ubjtcbiAgaWYgKGhlbGQuZHJvcHBlZCkgY29ubi5jbG9zZSgpOyAvLyB0aGUgdHJ5IHRpbWVkIG91dCBtZWFud2hpbGVcbiAgY29uc3Qgc2l6ZSA9IHJlcS5zaXplKCk7XG4gIHJldHVybiBhd2FpdCBjb25uLnJlcXVlc3Qoe1xuICAgIG9wOiBcImF0dGFjaFwiLFxuICAgIG5hbWU6IHJlcS5uYW1lLFxuICAgIHJlYWRPbmx5OiByZXEucmVhZE9ubHksXG4gICAgY29sczogc2l6ZS5jb2xzLFxuICAgIHJvd3M6IHNpemUucm93cyxcbiAgICAuLi4ocmVxLmNsaXBib2FyZCA/IHsgY2xpcGJvYXJkOiB0cnVlIH0gOiB7fSksXG4gICAgcmVzdW1lOiB7IHRva2VuOiByZXEudG9rZW4sIHNlcTogcmVxLnNlcSB9LFxuICAgIC4uLnR0eU5hbWUoKSxcbiAgfSk7XG59XG5cbi8vIEEgdHJ5IHRoYXQgdGFrZXMgdG9vIGxvbmcgaXMgZ2l2ZW4gdXAsIGl0cyBjb25uZWN0aW9uIGRyb3BwZWQuXG5mdW5jdGlvbiB3aXRoVGltZW91dDxUPihwOiBQcm9taXNlPFQ+LCBoZWxkOiBIZWxkKTogUHJvbWlzZTxUPiB7XG4gIHJldHVybiByYWNlVGltZW91dChwLCBUUllfVElNRU9VVF9NUywgKCkgPT4ge1xuICAgIGRyb3AoaGVsZCk7XG4gICAgcmV0dXJuIG5ldyBFcnJvcihgbm8gYW5zd2VyIGluICR7VFJZX1RJTUVPVVRfTVMgLyAxMDAwfSBzYCk7XG4gIH0pO1xufVxuXG5mdW5jdGlvbiBzbGVlcChtczogbnVtYmVyLCBzdG9wOiBBYm9ydFNpZ25hbCk6IFByb21pc2U8dm9pZD4ge1xuICByZXR1cm4gbmV3IFByb21pc2UoKHJlc29sdmUpID0+IHtcbiAgICBjb25zdCB0aW1lciA9IHNldFRpbWVvdXQoZG9uZSwgbXMpO1xuICAgIHN0b3AuYWRkRXZlbnRMaXN0ZW5lcihcImFib3J0XCIsIGRvbmUsIHsgb25jZTogdHJ1ZSB9KTtcbiAgICBmdW5jdGlvbiBkb25lKCkge1xuICAgICAgY2xlYXJUaW1lb3V0KHRpbWVyKTtcbiAgICAgIHN0b3AucmVtb3ZlRXZlbnRMaXN0ZW5lcihcImFib3J0XCIsIGRvbmUpO1xuICAgICAgcmVzb2x2ZSgpO1xuICAgIH1cbiAgfSk7XG59XG5cbi8qKlxuICogVGhlIHN0YXR1cyBsaW5lIHNob3duIGluIHBsYWNlIG9mIHRoZSBib3R0b20gcm93IHdoaWxlIHRoZSBsaW5rIGlzXG4gKiBkb3duOiB3aGF0IGhhcHBlbmVkLCB3aHkgdGhlIGxhc3QgdHJ5IGZhaWxlZCwgaG93IHRvIGdpdmUgdXAsIHRoYXRcbiAqIGtleXMgYXJlIGtlcHQgKG9yIGRyb3BwZWQpLiBUaGUgd2h5IGNvbWVzIGJlZm9yZSB0aGUgcmVzdCwgaW4gaXRzIGxhc3RcbiAqIHdvcmRzIChzc2gncyBvd24sIHN1Y2ggYXMgXCJDb25uZWN0aW9uIHJlZnVzZWRcIik6IGEgcm93IGN1dHMgYXQgaXRzXG4gKiByaWdodCBlbmQsIGFuZCB3aG9sZSBhbmQgbGFzdCwgYW4gODAtY29sdW1uIHJvdyBoYWQgcm9vbSBmb3IgYmFyZWx5IGFcbiAqIHdvcmQgb2YgaXQuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzdGF0dXNUZXh0KFxuICB3aGVyZTogc3RyaW5nLFxuICBwcmVmaXg6IHN0cmluZyxcbiAgcmVwb3J0OiBUcnlSZXBvcnQsXG4gIGRyb3BwZWQ6IG51bWJlcixcbik6IHN0cmluZyB7XG4gIGNvbnN0IGtleXMgPSBkcm9wcGVkID4gMFxuICAgID8gYCR7ZHJvcHBlZH0gYnl0ZXMgdHlwZWQgb3ZlciA2NCBLaUIgZHJvcHBlZGBcbiAgICA6IFwia2V5cyBrZXB0XCI7XG4gIGNvbnN0IHdoeSA9IHJlcG9ydC5lcnJvciA/IGA6ICR7bGFzdFdvcmRzKHJlcG9ydC5lcnJvcil9YCA6IFwiXCI7XG4gIHJldHVybiBgW3JlY29ubmVjdGluZyB0byAke3doZXJlfSwgdHJ5ICR7cmVwb3J0LmF0dGVtcHR9JHt3aHl9OyAke3ByZWZpeH0gZCBnaXZlcyB1cDsgJHtrZXlzfV1gO1xufVxuXG4vLyBcIkNhbm5vdCByZWFjaCBib3g6IHNzaDogY29ubmVjdCB0byBob3N0IGJveCBwb3J0IDIyOiBDb25uZWN0aW9uXG4vLyByZWZ1c2VkXCIgc2F5cyBcIkNvbm5lY3Rpb24gcmVmdXNlZFwiOyB0aGUgcmVzdCBuYW1lcyB3aGF0IHRoZSBsaW5lIGRvZXMuXG5mdW5jdGlvbiBsYXN0V29yZHMoZXJyb3I6IHN0cmluZyk6IHN0cmluZyB7XG4gIGNvbnN0IGF0ID0gZXJyb3IubGFzdEluZGV4T2YoXCI6IFwiKTtcbiAgcmV0dXJuIGF0IDwgMCA/IGVycm9yIDogZXJyb3Iuc2xpY2UoYXQgKyAyKTtcbn1cblxuLyoqIGB0ZXh0YCBpbiByZXZlcnNlIHZpZGVvIGFjcm9zcyBhIHJvdyBgY29sc2Agd2lkZSAoY3V0IGF0IHRoZSByaWdodCkuICovXG5leHBvcnQgZnVuY3Rpb24gc3RhdHVzUm93KGNvbHM6IG51bWJlciwgdGV4dDogc3RyaW5nKTogR3JpZFJvdyB7XG4gIGNvbnN0IHJvdyA9IG5ldyBHcmlkUm93KGNvbHMpO1xuICBjb25zdCBzdHlsZSA9IHsgLi4uREVGQVVMVF9BVFRSUywgZmxhZ3M6IEFUVFJfSU5WRVJTRSB9O1xuICBjb25zdCBjaGFycyA9IFsuLi50ZXh0XTtcbiAgZm9yIChsZXQgeCA9IDA7IHggPCBjb2xzOyB4KyspIHtcbiAgICByb3cuZmlsbCh4LCB4ICsgMSwgeCA8IGNoYXJzLmxlbmd0aCA/IGNoYXJzW3hdIDogXCIgXCIsIHN0eWxlKTtcbiAgfVxuICByZXR1cm4gcm93O1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7O0NBT0MsR0FFRCxTQUFTLFdBQVcsUUFBUSw0QkFBNEI7QUFDeEQsU0FBUyxPQUFPLFFBQVEsZ0JBQWdCO0FBQ3hDLFNBRUUsZUFBZSxFQUNmLFlBQVksUUFDUCxtQkFBbUI7QUFFMUIsU0FBUyxZQUFZLFFBQVEsb0JBQW9CO0FBQ2pELFNBQVMsYUFBYSxFQUFFLE9BQU8sUUFBUSxtQkFBbUI7QUFFMUQ7Ozs7Q0FJQyxHQUNELE9BQU8sTUFBTSxhQUFhO0VBQUM7RUFBRztFQUFLO0VBQUs7RUFBTTtFQUFNO0VBQU07Q0FBSyxDQUFDO0FBRWhFOzs7O0NBSUMsR0FDRCxPQUFPLE1BQU0sbUJBQW1CO0VBQzlCO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7Q0FDRCxDQUFDO0FBRUY7Ozs7O0NBS0MsR0FDRCxNQUFNLGlCQUFpQjtBQUV2Qix1RUFBdUUsR0FDdkUsT0FBTyxNQUFNLG1CQUFtQixrQkFBa0I7QUF5QmxEOzs7O0NBSUMsR0FDRCxPQUFPLGVBQWUsVUFDcEIsSUFBK0IsRUFDL0IsR0FBa0IsRUFDbEIsTUFBOEIsRUFDOUIsSUFBaUIsRUFDakIsVUFBb0IsVUFBVTtFQUU5QixJQUFJO0VBQ0osSUFBSyxJQUFJLFVBQVUsR0FBRyxDQUFDLEtBQUssT0FBTyxFQUFFLFVBQVc7SUFDOUMsTUFBTSxPQUFPLE9BQU8sQ0FBQyxLQUFLLEdBQUcsQ0FBQyxVQUFVLEdBQUcsUUFBUSxNQUFNLEdBQUcsR0FBRztJQUMvRCxJQUFJLE9BQU8sR0FBRyxNQUFNLE1BQU0sTUFBTTtJQUNoQyxJQUFJLEtBQUssT0FBTyxFQUFFO0lBQ2xCLE9BQU87TUFBRTtNQUFTO0lBQU07SUFDeEIsTUFBTSxPQUFhO01BQUUsTUFBTTtNQUFNLFNBQVM7SUFBTTtJQUNoRCxJQUFJO01BQ0YsTUFBTSxTQUFTLE1BQU0sWUFBWSxRQUFRLE1BQU0sS0FBSyxPQUFPO01BQzNELElBQUksS0FBSyxPQUFPLEVBQUU7TUFDbEIsT0FBTztRQUFFLE1BQU07UUFBVyxNQUFNLEtBQUssSUFBSTtRQUFHO01BQU87SUFDckQsRUFBRSxPQUFPLEtBQUs7TUFDWixLQUFLO01BQ0wsSUFBSSxlQUFlLGNBQWM7UUFDL0IsT0FBTztVQUFFLE1BQU07VUFBUSxTQUFTLElBQUksT0FBTztRQUFDO01BQzlDO01BQ0EsUUFBUSxlQUFlLG1CQUFtQixlQUFlLFFBQ3JELElBQUksT0FBTyxHQUNYLE9BQU87SUFDYixTQUFVO01BQ1IsSUFBSSxLQUFLLE9BQU8sRUFBRSxLQUFLO0lBQ3pCO0VBQ0Y7RUFDQSxPQUFPO0FBQ1Q7QUFRQSxTQUFTLEtBQUssSUFBVTtFQUN0QixLQUFLLE9BQU8sR0FBRztFQUNmLEtBQUssSUFBSSxFQUFFO0FBQ2I7QUFFQSwyREFBMkQ7QUFDM0QsZUFBZSxRQUNiLElBQStCLEVBQy9CLEdBQWtCLEVBQ2xCLElBQVU7RUFFVixNQUFNLE9BQU8sTUFBTTtFQUNuQixLQUFLLElBQUksR0FBRztFQUNaLElBQUksS0FBSyxPQUFPLEVBQUUsS0FBSyxLQUFLLElBQUksOEJBQThCO0VBQzlELE1BQU0sT0FBTyxJQUFJLElBQUk7RUFDckIsT0FBTyxNQUFNLEtBQUssT0FBTyxDQUFDO0lBQ3hCLElBQUk7SUFDSixNQUFNLElBQUksSUFBSTtJQUNkLFVBQVUsSUFBSSxRQUFRO0lBQ3RCLE1BQU0sS0FBSyxJQUFJO0lBQ2YsTUFBTSxLQUFLLElBQUk7SUFDZixHQUFJLElBQUksU0FBUyxHQUFHO01BQUUsV0FBVztJQUFLLElBQUksQ0FBQyxDQUFDO0lBQzVDLFFBQVE7TUFBRSxPQUFPLElBQUksS0FBSztNQUFFLEtBQUssSUFBSSxHQUFHO0lBQUM7SUFDekMsR0FBRyxTQUFTO0VBQ2Q7QUFDRjtBQUVBLGlFQUFpRTtBQUNqRSxTQUFTLFlBQWUsQ0FBYSxFQUFFLElBQVU7RUFDL0MsT0FBTyxZQUFZLEdBQUcsZ0JBQWdCO0lBQ3BDLEtBQUs7SUFDTCxPQUFPLElBQUksTUFBTSxDQUFDLGFBQWEsRUFBRSxpQkFBaUIsS0FBSyxFQUFFLENBQUM7RUFDNUQ7QUFDRjtBQUVBLFNBQVMsTUFBTSxFQUFVLEVBQUUsSUFBaUI7RUFDMUMsT0FBTyxJQUFJLFFBQVEsQ0FBQztJQUNsQixNQUFNLFFBQVEsV0FBVyxNQUFNO0lBQy9CLEtBQUssZ0JBQWdCLENBQUMsU0FBUyxNQUFNO01BQUUsTUFBTTtJQUFLO0lBQ2xELFNBQVM7TUFDUCxhQUFhO01BQ2IsS0FBSyxtQkFBbUIsQ0FBQyxTQUFTO01BQ2xDO0lBQ0Y7RUFDRjtBQUNGO0FBRUE7Ozs7Ozs7Q0FPQyxHQUNELE9BQU8sU0FBUyxXQUNkLEtBQWEsRUFDYixNQUFjLEVBQ2QsTUFBaUIsRUFDakIsT0FBZTtFQUVmLE1BQU0sT0FBTyxVQUFVLElBQ25CLEdBQUcsUUFBUSxnQ0FBZ0MsQ0FBQyxHQUM1QztFQUNKLE1BQU0sTUFBTSxPQUFPLEtBQUssR0FBRyxDQUFDLEVBQUUsRUFBRSxVQUFVLE9BQU8sS0FBSyxHQUFHLEdBQUc7RUFDNUQsT0FBTyxDQUFDLGlCQUFpQixFQUFFLE1BQU0sTUFBTSxFQUFFLE9BQU8sT0FBTyxHQUFHLElBQUksRUFBRSxFQUFFLE9BQU8sYUFBYSxFQUFFLEtBQUssQ0FBQyxDQUFDO0FBQ2pHO0FBRUEsa0VBQWtFO0FBQ2xFLHlFQUF5RTtBQUN6RSxTQUFTLFVBQVUsS0FBYTtFQUM5QixNQUFNLEtBQUssTUFBTSxXQUFXLENBQUM7RUFDN0IsT0FBTyxLQUFLLElBQUksUUFBUSxNQUFNLEtBQUssQ0FBQyxLQUFLO0FBQzNDO0FBRUEseUVBQXlFLEdBQ3pFLE9BQU8sU0FBUyxVQUFVLElBQVksRUFBRSxJQUFZO0VBQ2xELE1BQU0sTUFBTSxJQUFJLFFBQVE7RUFDeEIsTUFBTSxRQUFRO0lBQUUsR0FBRyxhQUFhO0lBQUUsT0FBTztFQUFhO0VBQ3RELE1BQU0sUUFBUTtPQUFJO0dBQUs7RUFDdkIsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLE1BQU0sSUFBSztJQUM3QixJQUFJLElBQUksQ0FBQyxHQUFHLElBQUksR0FBRyxJQUFJLE1BQU0sTUFBTSxHQUFHLEtBQUssQ0FBQyxFQUFFLEdBQUcsS0FBSztFQUN4RDtFQUNBLE9BQU87QUFDVCJ9
// denoCacheMetadata=12750063065404083597,8739768169192592468