/**
 * The size of this process's terminal, as berth can use it: at least 1x1
 * (a pty nobody sized reports 0x0: the classic 80x24 then) and at most
 * berth's largest side on each axis. A terminal wider or taller than that
 * gets a session of the largest size, drawn in its top-left part, as a
 * client larger than its session always is.
 *
 * @module
 */ import { MAX_SIDE } from "../protocol/limits.ts";
/** This terminal's size in cells, clamped to what berth accepts. */ export function terminalSize() {
  const { columns, rows } = Deno.consoleSize();
  return clampSize(columns || 80, rows || 24);
}
/** `cols` x `rows` clamped to 1..MAX_SIDE on each side. */ export function clampSize(cols, rows) {
  const clamp = (n)=>Math.min(Math.max(1, n), MAX_SIDE);
  return {
    cols: clamp(cols),
    rows: clamp(rows)
  };
}
/**
 * The rows left to the session in a terminal of `rows` rows: one less
 * with a status line (a terminal of one row has no room for it). Here, not
 * with the status line's drawing, so that a command sizing a new session
 * loads none of the attach client.
 */ export function sessionRows(rows, at) {
  return at === "off" || rows < 2 ? rows : rows - 1;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC90ZXJtaW5hbF9zaXplLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIHNpemUgb2YgdGhpcyBwcm9jZXNzJ3MgdGVybWluYWwsIGFzIGJlcnRoIGNhbiB1c2UgaXQ6IGF0IGxlYXN0IDF4MVxuICogKGEgcHR5IG5vYm9keSBzaXplZCByZXBvcnRzIDB4MDogdGhlIGNsYXNzaWMgODB4MjQgdGhlbikgYW5kIGF0IG1vc3RcbiAqIGJlcnRoJ3MgbGFyZ2VzdCBzaWRlIG9uIGVhY2ggYXhpcy4gQSB0ZXJtaW5hbCB3aWRlciBvciB0YWxsZXIgdGhhbiB0aGF0XG4gKiBnZXRzIGEgc2Vzc2lvbiBvZiB0aGUgbGFyZ2VzdCBzaXplLCBkcmF3biBpbiBpdHMgdG9wLWxlZnQgcGFydCwgYXMgYVxuICogY2xpZW50IGxhcmdlciB0aGFuIGl0cyBzZXNzaW9uIGFsd2F5cyBpcy5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgTUFYX1NJREUgfSBmcm9tIFwiLi4vcHJvdG9jb2wvbGltaXRzLnRzXCI7XG5cbi8qKiBUaGlzIHRlcm1pbmFsJ3Mgc2l6ZSBpbiBjZWxscywgY2xhbXBlZCB0byB3aGF0IGJlcnRoIGFjY2VwdHMuICovXG5leHBvcnQgZnVuY3Rpb24gdGVybWluYWxTaXplKCk6IHsgY29sczogbnVtYmVyOyByb3dzOiBudW1iZXIgfSB7XG4gIGNvbnN0IHsgY29sdW1ucywgcm93cyB9ID0gRGVuby5jb25zb2xlU2l6ZSgpO1xuICByZXR1cm4gY2xhbXBTaXplKGNvbHVtbnMgfHwgODAsIHJvd3MgfHwgMjQpO1xufVxuXG4vKiogYGNvbHNgIHggYHJvd3NgIGNsYW1wZWQgdG8gMS4uTUFYX1NJREUgb24gZWFjaCBzaWRlLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGNsYW1wU2l6ZShcbiAgY29sczogbnVtYmVyLFxuICByb3dzOiBudW1iZXIsXG4pOiB7IGNvbHM6IG51bWJlcjsgcm93czogbnVtYmVyIH0ge1xuICBjb25zdCBjbGFtcCA9IChuOiBudW1iZXIpID0+IE1hdGgubWluKE1hdGgubWF4KDEsIG4pLCBNQVhfU0lERSk7XG4gIHJldHVybiB7IGNvbHM6IGNsYW1wKGNvbHMpLCByb3dzOiBjbGFtcChyb3dzKSB9O1xufVxuXG4vKiogV2hlcmUgdGhlIHN0YXR1cyBsaW5lIGdvZXMgKHRoZSBgc3RhdHVzYCBzZXR0aW5nKS4gKi9cbmV4cG9ydCB0eXBlIFN0YXR1c1Bvc2l0aW9uID0gXCJ0b3BcIiB8IFwiYm90dG9tXCIgfCBcIm9mZlwiO1xuXG4vKipcbiAqIFRoZSByb3dzIGxlZnQgdG8gdGhlIHNlc3Npb24gaW4gYSB0ZXJtaW5hbCBvZiBgcm93c2Agcm93czogb25lIGxlc3NcbiAqIHdpdGggYSBzdGF0dXMgbGluZSAoYSB0ZXJtaW5hbCBvZiBvbmUgcm93IGhhcyBubyByb29tIGZvciBpdCkuIEhlcmUsIG5vdFxuICogd2l0aCB0aGUgc3RhdHVzIGxpbmUncyBkcmF3aW5nLCBzbyB0aGF0IGEgY29tbWFuZCBzaXppbmcgYSBuZXcgc2Vzc2lvblxuICogbG9hZHMgbm9uZSBvZiB0aGUgYXR0YWNoIGNsaWVudC5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHNlc3Npb25Sb3dzKHJvd3M6IG51bWJlciwgYXQ6IFN0YXR1c1Bvc2l0aW9uKTogbnVtYmVyIHtcbiAgcmV0dXJuIGF0ID09PSBcIm9mZlwiIHx8IHJvd3MgPCAyID8gcm93cyA6IHJvd3MgLSAxO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7OztDQVFDLEdBRUQsU0FBUyxRQUFRLFFBQVEsd0JBQXdCO0FBRWpELGtFQUFrRSxHQUNsRSxPQUFPLFNBQVM7RUFDZCxNQUFNLEVBQUUsT0FBTyxFQUFFLElBQUksRUFBRSxHQUFHLEtBQUssV0FBVztFQUMxQyxPQUFPLFVBQVUsV0FBVyxJQUFJLFFBQVE7QUFDMUM7QUFFQSx5REFBeUQsR0FDekQsT0FBTyxTQUFTLFVBQ2QsSUFBWSxFQUNaLElBQVk7RUFFWixNQUFNLFFBQVEsQ0FBQyxJQUFjLEtBQUssR0FBRyxDQUFDLEtBQUssR0FBRyxDQUFDLEdBQUcsSUFBSTtFQUN0RCxPQUFPO0lBQUUsTUFBTSxNQUFNO0lBQU8sTUFBTSxNQUFNO0VBQU07QUFDaEQ7QUFLQTs7Ozs7Q0FLQyxHQUNELE9BQU8sU0FBUyxZQUFZLElBQVksRUFBRSxFQUFrQjtFQUMxRCxPQUFPLE9BQU8sU0FBUyxPQUFPLElBQUksT0FBTyxPQUFPO0FBQ2xEIn0=
// denoCacheMetadata=1019428994303587619,17528698449639994716