/**
 * Limits and defaults that the daemon enforces and the clients check before
 * they ask: defined here once, imported everywhere else. No FFI and no
 * imports: every layer may use it.
 *
 * @module
 */ /** Largest terminal side berth accepts, in cells (columns and rows alike). */ export const MAX_SIDE = 4096;
/** Largest scrollback a session may keep, in lines. */ export const MAX_SCROLLBACK = 1_000_000;
/** Scrollback of a new session when none is asked for, in lines. */ export const DEFAULT_SCROLLBACK = 10_000;
/**
 * Longest timeout or idle time a wait may ask for, in ms: 2^31-1, about
 * 24.8 days. `setTimeout` keeps its delay in 32 signed bits and fires at
 * once for anything longer, so a larger value is refused, not clamped.
 */ export const MAX_TIMEOUT_MS = 2 ** 31 - 1;
/**
 * The longest socket path, in bytes: Linux's `sun_path` holds 108 bytes with
 * the terminating NUL (tmux has the same limit).
 */ export const MAX_SOCKET_PATH_BYTES = 107;
/**
 * The largest paste (`send --paste`, the library's `paste`), in bytes: a
 * paste goes in as one piece, so it must fit the input the daemon holds for
 * a program that has not read it yet (`PTY_WRITER_MAX_QUEUED`, 1 MiB).
 */ export const MAX_PASTE_BYTES = 1024 * 1024;
/**
 * Paste buffers the daemon keeps (tmux's `buffer-limit`, 50): a new buffer
 * beyond this drops the oldest.
 */ export const MAX_PASTE_BUFFERS = 50;
/**
 * The largest paste buffer, in bytes: one paste must fit in one piece
 * (`MAX_PASTE_BYTES`), so 50 buffers hold at most 50 MiB.
 */ export const MAX_BUFFER_BYTES = MAX_PASTE_BYTES;
/**
 * The longest format a request carries (UTF-16 units: `display-message`,
 * `-F` of the list commands; `protocol/format.ts`).
 */ export const MAX_FORMAT = 16384;
/**
 * The longest string of a request's list or map of strings (UTF-16
 * units): an argument, an environment variable's value.
 */ export const MAX_STRING_ITEM = 65536;
/**
 * `env` less the variables a request cannot carry (a value over
 * MAX_STRING_ITEM), which the daemon would refuse the whole request for:
 * a session or a key's command goes without them, as the rest of the
 * environment is given.
 */ export function sendableEnv(env) {
  const out = {};
  for (const [k, v] of Object.entries(env)){
    if (v.length <= MAX_STRING_ITEM) out[k] = v;
  }
  return out;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL2xpbWl0cy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIExpbWl0cyBhbmQgZGVmYXVsdHMgdGhhdCB0aGUgZGFlbW9uIGVuZm9yY2VzIGFuZCB0aGUgY2xpZW50cyBjaGVjayBiZWZvcmVcbiAqIHRoZXkgYXNrOiBkZWZpbmVkIGhlcmUgb25jZSwgaW1wb3J0ZWQgZXZlcnl3aGVyZSBlbHNlLiBObyBGRkkgYW5kIG5vXG4gKiBpbXBvcnRzOiBldmVyeSBsYXllciBtYXkgdXNlIGl0LlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG4vKiogTGFyZ2VzdCB0ZXJtaW5hbCBzaWRlIGJlcnRoIGFjY2VwdHMsIGluIGNlbGxzIChjb2x1bW5zIGFuZCByb3dzIGFsaWtlKS4gKi9cbmV4cG9ydCBjb25zdCBNQVhfU0lERSA9IDQwOTY7XG5cbi8qKiBMYXJnZXN0IHNjcm9sbGJhY2sgYSBzZXNzaW9uIG1heSBrZWVwLCBpbiBsaW5lcy4gKi9cbmV4cG9ydCBjb25zdCBNQVhfU0NST0xMQkFDSyA9IDFfMDAwXzAwMDtcblxuLyoqIFNjcm9sbGJhY2sgb2YgYSBuZXcgc2Vzc2lvbiB3aGVuIG5vbmUgaXMgYXNrZWQgZm9yLCBpbiBsaW5lcy4gKi9cbmV4cG9ydCBjb25zdCBERUZBVUxUX1NDUk9MTEJBQ0sgPSAxMF8wMDA7XG5cbi8qKlxuICogTG9uZ2VzdCB0aW1lb3V0IG9yIGlkbGUgdGltZSBhIHdhaXQgbWF5IGFzayBmb3IsIGluIG1zOiAyXjMxLTEsIGFib3V0XG4gKiAyNC44IGRheXMuIGBzZXRUaW1lb3V0YCBrZWVwcyBpdHMgZGVsYXkgaW4gMzIgc2lnbmVkIGJpdHMgYW5kIGZpcmVzIGF0XG4gKiBvbmNlIGZvciBhbnl0aGluZyBsb25nZXIsIHNvIGEgbGFyZ2VyIHZhbHVlIGlzIHJlZnVzZWQsIG5vdCBjbGFtcGVkLlxuICovXG5leHBvcnQgY29uc3QgTUFYX1RJTUVPVVRfTVMgPSAyICoqIDMxIC0gMTtcblxuLyoqXG4gKiBUaGUgbG9uZ2VzdCBzb2NrZXQgcGF0aCwgaW4gYnl0ZXM6IExpbnV4J3MgYHN1bl9wYXRoYCBob2xkcyAxMDggYnl0ZXMgd2l0aFxuICogdGhlIHRlcm1pbmF0aW5nIE5VTCAodG11eCBoYXMgdGhlIHNhbWUgbGltaXQpLlxuICovXG5leHBvcnQgY29uc3QgTUFYX1NPQ0tFVF9QQVRIX0JZVEVTID0gMTA3O1xuXG4vKipcbiAqIFRoZSBsYXJnZXN0IHBhc3RlIChgc2VuZCAtLXBhc3RlYCwgdGhlIGxpYnJhcnkncyBgcGFzdGVgKSwgaW4gYnl0ZXM6IGFcbiAqIHBhc3RlIGdvZXMgaW4gYXMgb25lIHBpZWNlLCBzbyBpdCBtdXN0IGZpdCB0aGUgaW5wdXQgdGhlIGRhZW1vbiBob2xkcyBmb3JcbiAqIGEgcHJvZ3JhbSB0aGF0IGhhcyBub3QgcmVhZCBpdCB5ZXQgKGBQVFlfV1JJVEVSX01BWF9RVUVVRURgLCAxIE1pQikuXG4gKi9cbmV4cG9ydCBjb25zdCBNQVhfUEFTVEVfQllURVMgPSAxMDI0ICogMTAyNDtcblxuLyoqXG4gKiBQYXN0ZSBidWZmZXJzIHRoZSBkYWVtb24ga2VlcHMgKHRtdXgncyBgYnVmZmVyLWxpbWl0YCwgNTApOiBhIG5ldyBidWZmZXJcbiAqIGJleW9uZCB0aGlzIGRyb3BzIHRoZSBvbGRlc3QuXG4gKi9cbmV4cG9ydCBjb25zdCBNQVhfUEFTVEVfQlVGRkVSUyA9IDUwO1xuXG4vKipcbiAqIFRoZSBsYXJnZXN0IHBhc3RlIGJ1ZmZlciwgaW4gYnl0ZXM6IG9uZSBwYXN0ZSBtdXN0IGZpdCBpbiBvbmUgcGllY2VcbiAqIChgTUFYX1BBU1RFX0JZVEVTYCksIHNvIDUwIGJ1ZmZlcnMgaG9sZCBhdCBtb3N0IDUwIE1pQi5cbiAqL1xuZXhwb3J0IGNvbnN0IE1BWF9CVUZGRVJfQllURVMgPSBNQVhfUEFTVEVfQllURVM7XG5cbi8qKlxuICogVGhlIGxvbmdlc3QgZm9ybWF0IGEgcmVxdWVzdCBjYXJyaWVzIChVVEYtMTYgdW5pdHM6IGBkaXNwbGF5LW1lc3NhZ2VgLFxuICogYC1GYCBvZiB0aGUgbGlzdCBjb21tYW5kczsgYHByb3RvY29sL2Zvcm1hdC50c2ApLlxuICovXG5leHBvcnQgY29uc3QgTUFYX0ZPUk1BVCA9IDE2Mzg0O1xuXG4vKipcbiAqIFRoZSBsb25nZXN0IHN0cmluZyBvZiBhIHJlcXVlc3QncyBsaXN0IG9yIG1hcCBvZiBzdHJpbmdzIChVVEYtMTZcbiAqIHVuaXRzKTogYW4gYXJndW1lbnQsIGFuIGVudmlyb25tZW50IHZhcmlhYmxlJ3MgdmFsdWUuXG4gKi9cbmV4cG9ydCBjb25zdCBNQVhfU1RSSU5HX0lURU0gPSA2NTUzNjtcblxuLyoqXG4gKiBgZW52YCBsZXNzIHRoZSB2YXJpYWJsZXMgYSByZXF1ZXN0IGNhbm5vdCBjYXJyeSAoYSB2YWx1ZSBvdmVyXG4gKiBNQVhfU1RSSU5HX0lURU0pLCB3aGljaCB0aGUgZGFlbW9uIHdvdWxkIHJlZnVzZSB0aGUgd2hvbGUgcmVxdWVzdCBmb3I6XG4gKiBhIHNlc3Npb24gb3IgYSBrZXkncyBjb21tYW5kIGdvZXMgd2l0aG91dCB0aGVtLCBhcyB0aGUgcmVzdCBvZiB0aGVcbiAqIGVudmlyb25tZW50IGlzIGdpdmVuLlxuICovXG5leHBvcnQgZnVuY3Rpb24gc2VuZGFibGVFbnYoXG4gIGVudjogUmVjb3JkPHN0cmluZywgc3RyaW5nPixcbik6IFJlY29yZDxzdHJpbmcsIHN0cmluZz4ge1xuICBjb25zdCBvdXQ6IFJlY29yZDxzdHJpbmcsIHN0cmluZz4gPSB7fTtcbiAgZm9yIChjb25zdCBbaywgdl0gb2YgT2JqZWN0LmVudHJpZXMoZW52KSkge1xuICAgIGlmICh2Lmxlbmd0aCA8PSBNQVhfU1RSSU5HX0lURU0pIG91dFtrXSA9IHY7XG4gIH1cbiAgcmV0dXJuIG91dDtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7O0NBTUMsR0FFRCw0RUFBNEUsR0FDNUUsT0FBTyxNQUFNLFdBQVcsS0FBSztBQUU3QixxREFBcUQsR0FDckQsT0FBTyxNQUFNLGlCQUFpQixVQUFVO0FBRXhDLGtFQUFrRSxHQUNsRSxPQUFPLE1BQU0scUJBQXFCLE9BQU87QUFFekM7Ozs7Q0FJQyxHQUNELE9BQU8sTUFBTSxpQkFBaUIsS0FBSyxLQUFLLEVBQUU7QUFFMUM7OztDQUdDLEdBQ0QsT0FBTyxNQUFNLHdCQUF3QixJQUFJO0FBRXpDOzs7O0NBSUMsR0FDRCxPQUFPLE1BQU0sa0JBQWtCLE9BQU8sS0FBSztBQUUzQzs7O0NBR0MsR0FDRCxPQUFPLE1BQU0sb0JBQW9CLEdBQUc7QUFFcEM7OztDQUdDLEdBQ0QsT0FBTyxNQUFNLG1CQUFtQixnQkFBZ0I7QUFFaEQ7OztDQUdDLEdBQ0QsT0FBTyxNQUFNLGFBQWEsTUFBTTtBQUVoQzs7O0NBR0MsR0FDRCxPQUFPLE1BQU0sa0JBQWtCLE1BQU07QUFFckM7Ozs7O0NBS0MsR0FDRCxPQUFPLFNBQVMsWUFDZCxHQUEyQjtFQUUzQixNQUFNLE1BQThCLENBQUM7RUFDckMsS0FBSyxNQUFNLENBQUMsR0FBRyxFQUFFLElBQUksT0FBTyxPQUFPLENBQUMsS0FBTTtJQUN4QyxJQUFJLEVBQUUsTUFBTSxJQUFJLGlCQUFpQixHQUFHLENBQUMsRUFBRSxHQUFHO0VBQzVDO0VBQ0EsT0FBTztBQUNUIn0=
// denoCacheMetadata=1275164690152091532,17136987387967242726