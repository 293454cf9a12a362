/**
 * What a `capture` answer may cost. The answer is one socket frame, so it
 * must stay under `MAX_FRAME_BYTES`; and it must never be built first and
 * measured after: a full capture of a 4096x4096 session pushed the daemon
 * to 10.9 GB. The screen's cells (`ScreenJson.cells`) take about 112 bytes
 * each on the wire whatever they hold (measured: 111 blank, 112 styled), so
 * they are counted before anything is built; history lines are built one
 * at a time and counted as they come, and the capture stops at the budget.
 *
 * @module
 */ import { MAX_FRAME_BYTES } from "../../protocol/messages.ts";
/** Encoded bytes of one `CellJson`, rounded up (measured: 111-112). */ export const CELL_JSON_BYTES = 120;
/**
 * Most bytes a capture answer may take: the frame limit less room for the
 * message around it.
 */ export const CAPTURE_ANSWER_BYTES = MAX_FRAME_BYTES - 64 * 1024;
/** A capture too large to answer; the message is the one-line error. */ export class CaptureTooLarge extends Error {
  constructor(message){
    super(message);
    this.name = "CaptureTooLarge";
  }
}
const MB = 1024 * 1024;
/** Throws `CaptureTooLarge` when a `cols` x `rows` screen's cells alone do not fit. */ export function checkScreenCells(cols, rows) {
  const bytes = cols * rows * CELL_JSON_BYTES;
  if (bytes > CAPTURE_ANSWER_BYTES) {
    throw new CaptureTooLarge(`A capture of a ${cols}x${rows} screen would be about ${Math.ceil(bytes / MB)} MB, over the ${MAX_FRAME_BYTES / MB} MiB limit; resize the session smaller first (berth resize)`);
  }
  return bytes;
}
/**
 * `line(y)` for y = `from` .. `to` - 1, stopping with `CaptureTooLarge`
 * once they pass `budget` bytes (UTF-8 at most 3 bytes per UTF-16 unit, and
 * the screen's text and history text ride along: counted twice).
 */ export function linesWithin(from, to, line, budget) {
  const out = [];
  let bytes = 0;
  for(let y = from; y < to; y++){
    const s = line(y);
    bytes += s.length * 3 * 2 + 16;
    if (bytes > budget) {
      throw new CaptureTooLarge(`The capture's ${to - from} lines would pass the ${MAX_FRAME_BYTES / MB} MiB limit; ask for fewer lines of history (capture --scrollback N, capture-pane -S -N)`);
    }
    out.push(s);
  }
  return out;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci93b3JrZXJzL2NhcHR1cmVfYnVkZ2V0LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogV2hhdCBhIGBjYXB0dXJlYCBhbnN3ZXIgbWF5IGNvc3QuIFRoZSBhbnN3ZXIgaXMgb25lIHNvY2tldCBmcmFtZSwgc28gaXRcbiAqIG11c3Qgc3RheSB1bmRlciBgTUFYX0ZSQU1FX0JZVEVTYDsgYW5kIGl0IG11c3QgbmV2ZXIgYmUgYnVpbHQgZmlyc3QgYW5kXG4gKiBtZWFzdXJlZCBhZnRlcjogYSBmdWxsIGNhcHR1cmUgb2YgYSA0MDk2eDQwOTYgc2Vzc2lvbiBwdXNoZWQgdGhlIGRhZW1vblxuICogdG8gMTAuOSBHQi4gVGhlIHNjcmVlbidzIGNlbGxzIChgU2NyZWVuSnNvbi5jZWxsc2ApIHRha2UgYWJvdXQgMTEyIGJ5dGVzXG4gKiBlYWNoIG9uIHRoZSB3aXJlIHdoYXRldmVyIHRoZXkgaG9sZCAobWVhc3VyZWQ6IDExMSBibGFuaywgMTEyIHN0eWxlZCksIHNvXG4gKiB0aGV5IGFyZSBjb3VudGVkIGJlZm9yZSBhbnl0aGluZyBpcyBidWlsdDsgaGlzdG9yeSBsaW5lcyBhcmUgYnVpbHQgb25lXG4gKiBhdCBhIHRpbWUgYW5kIGNvdW50ZWQgYXMgdGhleSBjb21lLCBhbmQgdGhlIGNhcHR1cmUgc3RvcHMgYXQgdGhlIGJ1ZGdldC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgTUFYX0ZSQU1FX0JZVEVTIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL21lc3NhZ2VzLnRzXCI7XG5cbi8qKiBFbmNvZGVkIGJ5dGVzIG9mIG9uZSBgQ2VsbEpzb25gLCByb3VuZGVkIHVwIChtZWFzdXJlZDogMTExLTExMikuICovXG5leHBvcnQgY29uc3QgQ0VMTF9KU09OX0JZVEVTID0gMTIwO1xuXG4vKipcbiAqIE1vc3QgYnl0ZXMgYSBjYXB0dXJlIGFuc3dlciBtYXkgdGFrZTogdGhlIGZyYW1lIGxpbWl0IGxlc3Mgcm9vbSBmb3IgdGhlXG4gKiBtZXNzYWdlIGFyb3VuZCBpdC5cbiAqL1xuZXhwb3J0IGNvbnN0IENBUFRVUkVfQU5TV0VSX0JZVEVTID0gTUFYX0ZSQU1FX0JZVEVTIC0gNjQgKiAxMDI0O1xuXG4vKiogQSBjYXB0dXJlIHRvbyBsYXJnZSB0byBhbnN3ZXI7IHRoZSBtZXNzYWdlIGlzIHRoZSBvbmUtbGluZSBlcnJvci4gKi9cbmV4cG9ydCBjbGFzcyBDYXB0dXJlVG9vTGFyZ2UgZXh0ZW5kcyBFcnJvciB7XG4gIGNvbnN0cnVjdG9yKG1lc3NhZ2U6IHN0cmluZykge1xuICAgIHN1cGVyKG1lc3NhZ2UpO1xuICAgIHRoaXMubmFtZSA9IFwiQ2FwdHVyZVRvb0xhcmdlXCI7XG4gIH1cbn1cblxuY29uc3QgTUIgPSAxMDI0ICogMTAyNDtcblxuLyoqIFRocm93cyBgQ2FwdHVyZVRvb0xhcmdlYCB3aGVuIGEgYGNvbHNgIHggYHJvd3NgIHNjcmVlbidzIGNlbGxzIGFsb25lIGRvIG5vdCBmaXQuICovXG5leHBvcnQgZnVuY3Rpb24gY2hlY2tTY3JlZW5DZWxscyhjb2xzOiBudW1iZXIsIHJvd3M6IG51bWJlcik6IG51bWJlciB7XG4gIGNvbnN0IGJ5dGVzID0gY29scyAqIHJvd3MgKiBDRUxMX0pTT05fQllURVM7XG4gIGlmIChieXRlcyA+IENBUFRVUkVfQU5TV0VSX0JZVEVTKSB7XG4gICAgdGhyb3cgbmV3IENhcHR1cmVUb29MYXJnZShcbiAgICAgIGBBIGNhcHR1cmUgb2YgYSAke2NvbHN9eCR7cm93c30gc2NyZWVuIHdvdWxkIGJlIGFib3V0ICR7XG4gICAgICAgIE1hdGguY2VpbChieXRlcyAvIE1CKVxuICAgICAgfSBNQiwgb3ZlciB0aGUgJHtcbiAgICAgICAgTUFYX0ZSQU1FX0JZVEVTIC8gTUJcbiAgICAgIH0gTWlCIGxpbWl0OyByZXNpemUgdGhlIHNlc3Npb24gc21hbGxlciBmaXJzdCAoYmVydGggcmVzaXplKWAsXG4gICAgKTtcbiAgfVxuICByZXR1cm4gYnl0ZXM7XG59XG5cbi8qKlxuICogYGxpbmUoeSlgIGZvciB5ID0gYGZyb21gIC4uIGB0b2AgLSAxLCBzdG9wcGluZyB3aXRoIGBDYXB0dXJlVG9vTGFyZ2VgXG4gKiBvbmNlIHRoZXkgcGFzcyBgYnVkZ2V0YCBieXRlcyAoVVRGLTggYXQgbW9zdCAzIGJ5dGVzIHBlciBVVEYtMTYgdW5pdCwgYW5kXG4gKiB0aGUgc2NyZWVuJ3MgdGV4dCBhbmQgaGlzdG9yeSB0ZXh0IHJpZGUgYWxvbmc6IGNvdW50ZWQgdHdpY2UpLlxuICovXG5leHBvcnQgZnVuY3Rpb24gbGluZXNXaXRoaW4oXG4gIGZyb206IG51bWJlcixcbiAgdG86IG51bWJlcixcbiAgbGluZTogKHk6IG51bWJlcikgPT4gc3RyaW5nLFxuICBidWRnZXQ6IG51bWJlcixcbik6IHN0cmluZ1tdIHtcbiAgY29uc3Qgb3V0OiBzdHJpbmdbXSA9IFtdO1xuICBsZXQgYnl0ZXMgPSAwO1xuICBmb3IgKGxldCB5ID0gZnJvbTsgeSA8IHRvOyB5KyspIHtcbiAgICBjb25zdCBzID0gbGluZSh5KTtcbiAgICBieXRlcyArPSBzLmxlbmd0aCAqIDMgKiAyICsgMTY7XG4gICAgaWYgKGJ5dGVzID4gYnVkZ2V0KSB7XG4gICAgICB0aHJvdyBuZXcgQ2FwdHVyZVRvb0xhcmdlKFxuICAgICAgICBgVGhlIGNhcHR1cmUncyAke3RvIC0gZnJvbX0gbGluZXMgd291bGQgcGFzcyB0aGUgJHtcbiAgICAgICAgICBNQVhfRlJBTUVfQllURVMgLyBNQlxuICAgICAgICB9IE1pQiBsaW1pdDsgYXNrIGZvciBmZXdlciBsaW5lcyBvZiBoaXN0b3J5IChjYXB0dXJlIC0tc2Nyb2xsYmFjayBOLCBjYXB0dXJlLXBhbmUgLVMgLU4pYCxcbiAgICAgICk7XG4gICAgfVxuICAgIG91dC5wdXNoKHMpO1xuICB9XG4gIHJldHVybiBvdXQ7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Q0FVQyxHQUVELFNBQVMsZUFBZSxRQUFRLDZCQUE2QjtBQUU3RCxxRUFBcUUsR0FDckUsT0FBTyxNQUFNLGtCQUFrQixJQUFJO0FBRW5DOzs7Q0FHQyxHQUNELE9BQU8sTUFBTSx1QkFBdUIsa0JBQWtCLEtBQUssS0FBSztBQUVoRSxzRUFBc0UsR0FDdEUsT0FBTyxNQUFNLHdCQUF3QjtFQUNuQyxZQUFZLE9BQWUsQ0FBRTtJQUMzQixLQUFLLENBQUM7SUFDTixJQUFJLENBQUMsSUFBSSxHQUFHO0VBQ2Q7QUFDRjtBQUVBLE1BQU0sS0FBSyxPQUFPO0FBRWxCLHFGQUFxRixHQUNyRixPQUFPLFNBQVMsaUJBQWlCLElBQVksRUFBRSxJQUFZO0VBQ3pELE1BQU0sUUFBUSxPQUFPLE9BQU87RUFDNUIsSUFBSSxRQUFRLHNCQUFzQjtJQUNoQyxNQUFNLElBQUksZ0JBQ1IsQ0FBQyxlQUFlLEVBQUUsS0FBSyxDQUFDLEVBQUUsS0FBSyx1QkFBdUIsRUFDcEQsS0FBSyxJQUFJLENBQUMsUUFBUSxJQUNuQixjQUFjLEVBQ2Isa0JBQWtCLEdBQ25CLDJEQUEyRCxDQUFDO0VBRWpFO0VBQ0EsT0FBTztBQUNUO0FBRUE7Ozs7Q0FJQyxHQUNELE9BQU8sU0FBUyxZQUNkLElBQVksRUFDWixFQUFVLEVBQ1YsSUFBMkIsRUFDM0IsTUFBYztFQUVkLE1BQU0sTUFBZ0IsRUFBRTtFQUN4QixJQUFJLFFBQVE7RUFDWixJQUFLLElBQUksSUFBSSxNQUFNLElBQUksSUFBSSxJQUFLO0lBQzlCLE1BQU0sSUFBSSxLQUFLO0lBQ2YsU0FBUyxFQUFFLE1BQU0sR0FBRyxJQUFJLElBQUk7SUFDNUIsSUFBSSxRQUFRLFFBQVE7TUFDbEIsTUFBTSxJQUFJLGdCQUNSLENBQUMsY0FBYyxFQUFFLEtBQUssS0FBSyxzQkFBc0IsRUFDL0Msa0JBQWtCLEdBQ25CLHVGQUF1RixDQUFDO0lBRTdGO0lBQ0EsSUFBSSxJQUFJLENBQUM7RUFDWDtFQUNBLE9BQU87QUFDVCJ9
// denoCacheMetadata=15903573237632994065,1024691996521267546