/**
 * What `send` and `send-keys` share: typed input to a pane, in requests the
 * daemon takes.
 *
 * @module
 */ import { requestOrFail } from "./_request.ts";
/** Input per request: the daemon holds at most 1 MiB the program has not read. */ const CHUNK_BYTES = 64 * 1024;
/**
 * Sends `bytes` to pane or session `name` in requests of at most
 * CHUNK_BYTES, and at least one: sending nothing still checks that `name`
 * exists.
 */ export async function sendInput(conn, name, bytes) {
  let off = 0;
  do {
    const data = bytes.subarray(off, off + CHUNK_BYTES);
    await requestOrFail(conn, {
      op: "send",
      name,
      data
    });
    off += CHUNK_BYTES;
  }while (off < bytes.length)
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9fc2VuZF9pbnB1dC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFdoYXQgYHNlbmRgIGFuZCBgc2VuZC1rZXlzYCBzaGFyZTogdHlwZWQgaW5wdXQgdG8gYSBwYW5lLCBpbiByZXF1ZXN0cyB0aGVcbiAqIGRhZW1vbiB0YWtlcy5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUgeyBDb25uZWN0aW9uIH0gZnJvbSBcIi4uL2Nvbm5lY3Rpb24udHNcIjtcbmltcG9ydCB7IHJlcXVlc3RPckZhaWwgfSBmcm9tIFwiLi9fcmVxdWVzdC50c1wiO1xuXG4vKiogSW5wdXQgcGVyIHJlcXVlc3Q6IHRoZSBkYWVtb24gaG9sZHMgYXQgbW9zdCAxIE1pQiB0aGUgcHJvZ3JhbSBoYXMgbm90IHJlYWQuICovXG5jb25zdCBDSFVOS19CWVRFUyA9IDY0ICogMTAyNDtcblxuLyoqXG4gKiBTZW5kcyBgYnl0ZXNgIHRvIHBhbmUgb3Igc2Vzc2lvbiBgbmFtZWAgaW4gcmVxdWVzdHMgb2YgYXQgbW9zdFxuICogQ0hVTktfQllURVMsIGFuZCBhdCBsZWFzdCBvbmU6IHNlbmRpbmcgbm90aGluZyBzdGlsbCBjaGVja3MgdGhhdCBgbmFtZWBcbiAqIGV4aXN0cy5cbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIHNlbmRJbnB1dChcbiAgY29ubjogQ29ubmVjdGlvbixcbiAgbmFtZTogc3RyaW5nLFxuICBieXRlczogVWludDhBcnJheSxcbik6IFByb21pc2U8dm9pZD4ge1xuICBsZXQgb2ZmID0gMDtcbiAgZG8ge1xuICAgIGNvbnN0IGRhdGEgPSBieXRlcy5zdWJhcnJheShvZmYsIG9mZiArIENIVU5LX0JZVEVTKTtcbiAgICBhd2FpdCByZXF1ZXN0T3JGYWlsKGNvbm4sIHsgb3A6IFwic2VuZFwiLCBuYW1lLCBkYXRhIH0pO1xuICAgIG9mZiArPSBDSFVOS19CWVRFUztcbiAgfSB3aGlsZSAob2ZmIDwgYnl0ZXMubGVuZ3RoKTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Q0FLQyxHQUdELFNBQVMsYUFBYSxRQUFRLGdCQUFnQjtBQUU5QyxnRkFBZ0YsR0FDaEYsTUFBTSxjQUFjLEtBQUs7QUFFekI7Ozs7Q0FJQyxHQUNELE9BQU8sZUFBZSxVQUNwQixJQUFnQixFQUNoQixJQUFZLEVBQ1osS0FBaUI7RUFFakIsSUFBSSxNQUFNO0VBQ1YsR0FBRztJQUNELE1BQU0sT0FBTyxNQUFNLFFBQVEsQ0FBQyxLQUFLLE1BQU07SUFDdkMsTUFBTSxjQUFjLE1BQU07TUFBRSxJQUFJO01BQVE7TUFBTTtJQUFLO0lBQ25ELE9BQU87RUFDVCxRQUFTLE1BQU0sTUFBTSxNQUFNLENBQUU7QUFDL0IifQ==
// denoCacheMetadata=10807518729470817472,14474937379191210208