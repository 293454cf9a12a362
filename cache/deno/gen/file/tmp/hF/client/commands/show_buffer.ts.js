/**
 * `berth show-buffer [-b NAME]`: a paste buffer's text on stdout, exactly
 * as it is held.
 *
 * @module
 */ import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { onlyBufferArg } from "./_buffer_name.ts";
import { writeOut } from "../stdout.ts";
export const command = {
  name: "show-buffer",
  summary: "Print a paste buffer (the newest by default)",
  usage: `Usage: berth show-buffer [-b NAME]

Writes the text of buffer NAME (the newest without -b) to stdout as it is,
with no newline added.

Exit codes: 0 printed; 1 no such buffer (or none), no daemon runs, or an
error.`,
  async run (args, global) {
    const buffer = onlyBufferArg("show-buffer", args);
    using conn = await connectOrFail(global);
    const { data } = await requestOrFail(conn, {
      op: "show-buffer",
      buffer
    });
    writeOut(data);
    return 0;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9zaG93X2J1ZmZlci50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIGBiZXJ0aCBzaG93LWJ1ZmZlciBbLWIgTkFNRV1gOiBhIHBhc3RlIGJ1ZmZlcidzIHRleHQgb24gc3Rkb3V0LCBleGFjdGx5XG4gKiBhcyBpdCBpcyBoZWxkLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBjb25uZWN0T3JGYWlsIH0gZnJvbSBcIi4vX2Nvbm5lY3QudHNcIjtcbmltcG9ydCB7IHJlcXVlc3RPckZhaWwgfSBmcm9tIFwiLi9fcmVxdWVzdC50c1wiO1xuaW1wb3J0IHsgb25seUJ1ZmZlckFyZyB9IGZyb20gXCIuL19idWZmZXJfbmFtZS50c1wiO1xuaW1wb3J0IHR5cGUgeyBDb21tYW5kIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgd3JpdGVPdXQgfSBmcm9tIFwiLi4vc3Rkb3V0LnRzXCI7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcInNob3ctYnVmZmVyXCIsXG4gIHN1bW1hcnk6IFwiUHJpbnQgYSBwYXN0ZSBidWZmZXIgKHRoZSBuZXdlc3QgYnkgZGVmYXVsdClcIixcbiAgdXNhZ2U6IGBVc2FnZTogYmVydGggc2hvdy1idWZmZXIgWy1iIE5BTUVdXG5cbldyaXRlcyB0aGUgdGV4dCBvZiBidWZmZXIgTkFNRSAodGhlIG5ld2VzdCB3aXRob3V0IC1iKSB0byBzdGRvdXQgYXMgaXQgaXMsXG53aXRoIG5vIG5ld2xpbmUgYWRkZWQuXG5cbkV4aXQgY29kZXM6IDAgcHJpbnRlZDsgMSBubyBzdWNoIGJ1ZmZlciAob3Igbm9uZSksIG5vIGRhZW1vbiBydW5zLCBvciBhblxuZXJyb3IuYCxcbiAgYXN5bmMgcnVuKGFyZ3MsIGdsb2JhbCkge1xuICAgIGNvbnN0IGJ1ZmZlciA9IG9ubHlCdWZmZXJBcmcoXCJzaG93LWJ1ZmZlclwiLCBhcmdzKTtcbiAgICB1c2luZyBjb25uID0gYXdhaXQgY29ubmVjdE9yRmFpbChnbG9iYWwpO1xuICAgIGNvbnN0IHsgZGF0YSB9ID0gYXdhaXQgcmVxdWVzdE9yRmFpbChjb25uLCB7IG9wOiBcInNob3ctYnVmZmVyXCIsIGJ1ZmZlciB9KTtcbiAgICB3cml0ZU91dChkYXRhKTtcbiAgICByZXR1cm4gMDtcbiAgfSxcbn07XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7O0NBS0MsR0FFRCxTQUFTLGFBQWEsUUFBUSxnQkFBZ0I7QUFDOUMsU0FBUyxhQUFhLFFBQVEsZ0JBQWdCO0FBQzlDLFNBQVMsYUFBYSxRQUFRLG9CQUFvQjtBQUVsRCxTQUFTLFFBQVEsUUFBUSxlQUFlO0FBRXhDLE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sU0FBUztFQUNULE9BQU8sQ0FBQzs7Ozs7O01BTUosQ0FBQztFQUNMLE1BQU0sS0FBSSxJQUFJLEVBQUUsTUFBTTtJQUNwQixNQUFNLFNBQVMsY0FBYyxlQUFlO1VBQ3RDLE9BQU8sTUFBTSxjQUFjO0lBQ2pDLE1BQU0sRUFBRSxJQUFJLEVBQUUsR0FBRyxNQUFNLGNBQWMsTUFBTTtNQUFFLElBQUk7TUFBZTtJQUFPO0lBQ3ZFLFNBQVM7SUFDVCxPQUFPO0VBQ1Q7QUFDRixFQUFFIn0=
// denoCacheMetadata=3552394110164828416,10004275858480821467