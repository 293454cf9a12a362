/**
 * The client's side of the heartbeat (see `HEARTBEAT_INTERVAL_MS` in the
 * protocol): a beat every second, and a connection from which nothing has
 * arrived for the timeout is abandoned, so that a dead link (ssh killed
 * without a word, a stopped ssh, a laptop that slept) shows as a closed
 * connection within seconds instead of never.
 *
 * The timer (`protocol/timer.ts`: no Node timers loaded for it) does not
 * keep the process alive: a script that is done exits without waiting.
 *
 * @module
 */ import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_TIMEOUT_MS } from "../protocol/messages.ts";
import { every } from "../protocol/timer.ts";
const beating = new WeakSet();
/**
 * Connections whose client is suspended (`suspend-client`), and when each
 * woke last: a stopped process neither beats nor hears, so the time it
 * spent stopped is no silence of the link.
 */ const held = new WeakMap();
/**
 * Stops judging `conn`'s silence while its client is suspended (`on`),
 * and starts again, counting from now, when it wakes.
 */ export function holdHeartbeat(conn, on) {
  held.set(conn, {
    on,
    since: Date.now()
  });
}
/** Starts beating on `conn` until it closes (once: again is a no-op). */ export function startHeartbeat(conn, timeoutMs = HEARTBEAT_TIMEOUT_MS) {
  if (beating.has(conn)) return;
  beating.add(conn);
  let sent = 0;
  const tick = ()=>{
    const hold = held.get(conn);
    if (hold?.on) return;
    const now = Date.now();
    const quiet = now - Math.max(conn.lastHeard, hold?.since ?? 0);
    if (quiet > timeoutMs) {
      conn.abandon(`Nothing heard from the daemon for ${quiet} ms`);
      return;
    }
    if (now - sent < HEARTBEAT_INTERVAL_MS) return;
    sent = now;
    conn.send({
      t: "beat"
    }).catch(()=>{});
  };
  tick();
  // Checks twice per beat: a silent link is seen within half a beat.
  const stop = every(HEARTBEAT_INTERVAL_MS / 2, tick);
  conn.closed.then(stop);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9oZWFydGJlYXQudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgY2xpZW50J3Mgc2lkZSBvZiB0aGUgaGVhcnRiZWF0IChzZWUgYEhFQVJUQkVBVF9JTlRFUlZBTF9NU2AgaW4gdGhlXG4gKiBwcm90b2NvbCk6IGEgYmVhdCBldmVyeSBzZWNvbmQsIGFuZCBhIGNvbm5lY3Rpb24gZnJvbSB3aGljaCBub3RoaW5nIGhhc1xuICogYXJyaXZlZCBmb3IgdGhlIHRpbWVvdXQgaXMgYWJhbmRvbmVkLCBzbyB0aGF0IGEgZGVhZCBsaW5rIChzc2gga2lsbGVkXG4gKiB3aXRob3V0IGEgd29yZCwgYSBzdG9wcGVkIHNzaCwgYSBsYXB0b3AgdGhhdCBzbGVwdCkgc2hvd3MgYXMgYSBjbG9zZWRcbiAqIGNvbm5lY3Rpb24gd2l0aGluIHNlY29uZHMgaW5zdGVhZCBvZiBuZXZlci5cbiAqXG4gKiBUaGUgdGltZXIgKGBwcm90b2NvbC90aW1lci50c2A6IG5vIE5vZGUgdGltZXJzIGxvYWRlZCBmb3IgaXQpIGRvZXMgbm90XG4gKiBrZWVwIHRoZSBwcm9jZXNzIGFsaXZlOiBhIHNjcmlwdCB0aGF0IGlzIGRvbmUgZXhpdHMgd2l0aG91dCB3YWl0aW5nLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQge1xuICB0eXBlIENsaWVudE1zZyxcbiAgSEVBUlRCRUFUX0lOVEVSVkFMX01TLFxuICBIRUFSVEJFQVRfVElNRU9VVF9NUyxcbn0gZnJvbSBcIi4uL3Byb3RvY29sL21lc3NhZ2VzLnRzXCI7XG5pbXBvcnQgeyBldmVyeSB9IGZyb20gXCIuLi9wcm90b2NvbC90aW1lci50c1wiO1xuXG4vKiogV2hhdCBiZWF0aW5nIG5lZWRzIG9mIGEgY29ubmVjdGlvbiAoYSBgQ29ubmVjdGlvbmAgaXMgb25lKS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgQmVhdGluZyB7XG4gIC8qKiBXaGVuIGFueXRoaW5nIGxhc3QgYXJyaXZlZCAobXMsIGBEYXRlLm5vdygpYCkuICovXG4gIHJlYWRvbmx5IGxhc3RIZWFyZDogbnVtYmVyO1xuICByZWFkb25seSBjbG9zZWQ6IFByb21pc2U8dm9pZD47XG4gIHNlbmQobXNnOiBDbGllbnRNc2cpOiBQcm9taXNlPHZvaWQ+O1xuICAvKiogQ2xvc2VzIGl0IGFzIGlmIHRoZSBsaW5rIGhhZCBkaWVkLiAqL1xuICBhYmFuZG9uKHdoeTogc3RyaW5nKTogdm9pZDtcbn1cblxuY29uc3QgYmVhdGluZyA9IG5ldyBXZWFrU2V0PEJlYXRpbmc+KCk7XG5cbi8qKlxuICogQ29ubmVjdGlvbnMgd2hvc2UgY2xpZW50IGlzIHN1c3BlbmRlZCAoYHN1c3BlbmQtY2xpZW50YCksIGFuZCB3aGVuIGVhY2hcbiAqIHdva2UgbGFzdDogYSBzdG9wcGVkIHByb2Nlc3MgbmVpdGhlciBiZWF0cyBub3IgaGVhcnMsIHNvIHRoZSB0aW1lIGl0XG4gKiBzcGVudCBzdG9wcGVkIGlzIG5vIHNpbGVuY2Ugb2YgdGhlIGxpbmsuXG4gKi9cbmNvbnN0IGhlbGQgPSBuZXcgV2Vha01hcDxCZWF0aW5nLCB7IG9uOiBib29sZWFuOyBzaW5jZTogbnVtYmVyIH0+KCk7XG5cbi8qKlxuICogU3RvcHMganVkZ2luZyBgY29ubmAncyBzaWxlbmNlIHdoaWxlIGl0cyBjbGllbnQgaXMgc3VzcGVuZGVkIChgb25gKSxcbiAqIGFuZCBzdGFydHMgYWdhaW4sIGNvdW50aW5nIGZyb20gbm93LCB3aGVuIGl0IHdha2VzLlxuICovXG5leHBvcnQgZnVuY3Rpb24gaG9sZEhlYXJ0YmVhdChjb25uOiBCZWF0aW5nLCBvbjogYm9vbGVhbik6IHZvaWQge1xuICBoZWxkLnNldChjb25uLCB7IG9uLCBzaW5jZTogRGF0ZS5ub3coKSB9KTtcbn1cblxuLyoqIFN0YXJ0cyBiZWF0aW5nIG9uIGBjb25uYCB1bnRpbCBpdCBjbG9zZXMgKG9uY2U6IGFnYWluIGlzIGEgbm8tb3ApLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHN0YXJ0SGVhcnRiZWF0KFxuICBjb25uOiBCZWF0aW5nLFxuICB0aW1lb3V0TXMgPSBIRUFSVEJFQVRfVElNRU9VVF9NUyxcbik6IHZvaWQge1xuICBpZiAoYmVhdGluZy5oYXMoY29ubikpIHJldHVybjtcbiAgYmVhdGluZy5hZGQoY29ubik7XG4gIGxldCBzZW50ID0gMDtcbiAgY29uc3QgdGljayA9ICgpID0+IHtcbiAgICBjb25zdCBob2xkID0gaGVsZC5nZXQoY29ubik7XG4gICAgaWYgKGhvbGQ/Lm9uKSByZXR1cm47XG4gICAgY29uc3Qgbm93ID0gRGF0ZS5ub3coKTtcbiAgICBjb25zdCBxdWlldCA9IG5vdyAtIE1hdGgubWF4KGNvbm4ubGFzdEhlYXJkLCBob2xkPy5zaW5jZSA/PyAwKTtcbiAgICBpZiAocXVpZXQgPiB0aW1lb3V0TXMpIHtcbiAgICAgIGNvbm4uYWJhbmRvbihgTm90aGluZyBoZWFyZCBmcm9tIHRoZSBkYWVtb24gZm9yICR7cXVpZXR9IG1zYCk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGlmIChub3cgLSBzZW50IDwgSEVBUlRCRUFUX0lOVEVSVkFMX01TKSByZXR1cm47XG4gICAgc2VudCA9IG5vdztcbiAgICBjb25uLnNlbmQoeyB0OiBcImJlYXRcIiB9KS5jYXRjaCgoKSA9PiB7fSk7XG4gIH07XG4gIHRpY2soKTtcbiAgLy8gQ2hlY2tzIHR3aWNlIHBlciBiZWF0OiBhIHNpbGVudCBsaW5rIGlzIHNlZW4gd2l0aGluIGhhbGYgYSBiZWF0LlxuICBjb25zdCBzdG9wID0gZXZlcnkoSEVBUlRCRUFUX0lOVEVSVkFMX01TIC8gMiwgdGljayk7XG4gIGNvbm4uY2xvc2VkLnRoZW4oc3RvcCk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7O0NBV0MsR0FFRCxTQUVFLHFCQUFxQixFQUNyQixvQkFBb0IsUUFDZiwwQkFBMEI7QUFDakMsU0FBUyxLQUFLLFFBQVEsdUJBQXVCO0FBWTdDLE1BQU0sVUFBVSxJQUFJO0FBRXBCOzs7O0NBSUMsR0FDRCxNQUFNLE9BQU8sSUFBSTtBQUVqQjs7O0NBR0MsR0FDRCxPQUFPLFNBQVMsY0FBYyxJQUFhLEVBQUUsRUFBVztFQUN0RCxLQUFLLEdBQUcsQ0FBQyxNQUFNO0lBQUU7SUFBSSxPQUFPLEtBQUssR0FBRztFQUFHO0FBQ3pDO0FBRUEsdUVBQXVFLEdBQ3ZFLE9BQU8sU0FBUyxlQUNkLElBQWEsRUFDYixZQUFZLG9CQUFvQjtFQUVoQyxJQUFJLFFBQVEsR0FBRyxDQUFDLE9BQU87RUFDdkIsUUFBUSxHQUFHLENBQUM7RUFDWixJQUFJLE9BQU87RUFDWCxNQUFNLE9BQU87SUFDWCxNQUFNLE9BQU8sS0FBSyxHQUFHLENBQUM7SUFDdEIsSUFBSSxNQUFNLElBQUk7SUFDZCxNQUFNLE1BQU0sS0FBSyxHQUFHO0lBQ3BCLE1BQU0sUUFBUSxNQUFNLEtBQUssR0FBRyxDQUFDLEtBQUssU0FBUyxFQUFFLE1BQU0sU0FBUztJQUM1RCxJQUFJLFFBQVEsV0FBVztNQUNyQixLQUFLLE9BQU8sQ0FBQyxDQUFDLGtDQUFrQyxFQUFFLE1BQU0sR0FBRyxDQUFDO01BQzVEO0lBQ0Y7SUFDQSxJQUFJLE1BQU0sT0FBTyx1QkFBdUI7SUFDeEMsT0FBTztJQUNQLEtBQUssSUFBSSxDQUFDO01BQUUsR0FBRztJQUFPLEdBQUcsS0FBSyxDQUFDLEtBQU87RUFDeEM7RUFDQTtFQUNBLG1FQUFtRTtFQUNuRSxNQUFNLE9BQU8sTUFBTSx3QkFBd0IsR0FBRztFQUM5QyxLQUFLLE1BQU0sQ0FBQyxJQUFJLENBQUM7QUFDbkIifQ==
// denoCacheMetadata=16639533013216771446,17276163581821243794