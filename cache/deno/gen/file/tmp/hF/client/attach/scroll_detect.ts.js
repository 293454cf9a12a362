/**
 * Scroll detection: when the session scrolled, the outer terminal can
 * scroll too (one LF per line at the bottom of the region, or one RI per
 * line at its top for the other way) instead of having every row
 * rewritten. mosh's display does the same for whole-screen
 * scrolls; this looks at any row, so a screen whose top or bottom lines
 * stay put (vim's status line) still scrolls.
 *
 * Rows are compared by hash; a collision only costs bytes, never a wrong
 * screen, since every row is diffed cell by cell afterwards.
 *
 * @module
 */ /**
 * Returns by how many lines the outer screen should scroll so that it
 * matches more rows of what it must show than it does now: k > 0 scrolls
 * up (the rows moved up, as output does), k < 0 down (the rows moved down,
 * as when paging back through history), 0 keeps it.
 *
 * @param want hash of each row the outer terminal must show
 * @param shown hash of each row it shows now
 * @param blank whether each wanted row is blank (blank rows prove nothing)
 */ export function findScroll(want, shown, blank) {
  const rows = want.length;
  const where = new Map();
  for(let y = 0; y < rows; y++){
    const list = where.get(shown[y]);
    if (list) list.push(y);
    else where.set(shown[y], [
      y
    ]);
  }
  // up[k]: rows found k rows lower on the screen now; down[k]: k higher.
  const up = new Uint32Array(rows), down = new Uint32Array(rows);
  for(let y = 0; y < rows; y++){
    if (blank[y]) continue;
    for (const j of where.get(want[y]) ?? []){
      if (j >= y) up[j - y]++;
      else down[y - j]++;
    }
  }
  // Scroll only when that lines up more rows than staying does; a tie
  // keeps the screen still, and prefers scrolling up to down.
  let best = 0, votes = up[0];
  for(let k = 1; k < rows; k++){
    if (up[k] > votes + 1) [best, votes] = [
      k,
      up[k]
    ];
  }
  for(let k = 1; k < rows; k++){
    if (down[k] > votes + 1) [best, votes] = [
      -k,
      down[k]
    ];
  }
  return best;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvc2Nyb2xsX2RldGVjdC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFNjcm9sbCBkZXRlY3Rpb246IHdoZW4gdGhlIHNlc3Npb24gc2Nyb2xsZWQsIHRoZSBvdXRlciB0ZXJtaW5hbCBjYW5cbiAqIHNjcm9sbCB0b28gKG9uZSBMRiBwZXIgbGluZSBhdCB0aGUgYm90dG9tIG9mIHRoZSByZWdpb24sIG9yIG9uZSBSSSBwZXJcbiAqIGxpbmUgYXQgaXRzIHRvcCBmb3IgdGhlIG90aGVyIHdheSkgaW5zdGVhZCBvZiBoYXZpbmcgZXZlcnkgcm93XG4gKiByZXdyaXR0ZW4uIG1vc2gncyBkaXNwbGF5IGRvZXMgdGhlIHNhbWUgZm9yIHdob2xlLXNjcmVlblxuICogc2Nyb2xsczsgdGhpcyBsb29rcyBhdCBhbnkgcm93LCBzbyBhIHNjcmVlbiB3aG9zZSB0b3Agb3IgYm90dG9tIGxpbmVzXG4gKiBzdGF5IHB1dCAodmltJ3Mgc3RhdHVzIGxpbmUpIHN0aWxsIHNjcm9sbHMuXG4gKlxuICogUm93cyBhcmUgY29tcGFyZWQgYnkgaGFzaDsgYSBjb2xsaXNpb24gb25seSBjb3N0cyBieXRlcywgbmV2ZXIgYSB3cm9uZ1xuICogc2NyZWVuLCBzaW5jZSBldmVyeSByb3cgaXMgZGlmZmVkIGNlbGwgYnkgY2VsbCBhZnRlcndhcmRzLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG4vKipcbiAqIFJldHVybnMgYnkgaG93IG1hbnkgbGluZXMgdGhlIG91dGVyIHNjcmVlbiBzaG91bGQgc2Nyb2xsIHNvIHRoYXQgaXRcbiAqIG1hdGNoZXMgbW9yZSByb3dzIG9mIHdoYXQgaXQgbXVzdCBzaG93IHRoYW4gaXQgZG9lcyBub3c6IGsgPiAwIHNjcm9sbHNcbiAqIHVwICh0aGUgcm93cyBtb3ZlZCB1cCwgYXMgb3V0cHV0IGRvZXMpLCBrIDwgMCBkb3duICh0aGUgcm93cyBtb3ZlZCBkb3duLFxuICogYXMgd2hlbiBwYWdpbmcgYmFjayB0aHJvdWdoIGhpc3RvcnkpLCAwIGtlZXBzIGl0LlxuICpcbiAqIEBwYXJhbSB3YW50IGhhc2ggb2YgZWFjaCByb3cgdGhlIG91dGVyIHRlcm1pbmFsIG11c3Qgc2hvd1xuICogQHBhcmFtIHNob3duIGhhc2ggb2YgZWFjaCByb3cgaXQgc2hvd3Mgbm93XG4gKiBAcGFyYW0gYmxhbmsgd2hldGhlciBlYWNoIHdhbnRlZCByb3cgaXMgYmxhbmsgKGJsYW5rIHJvd3MgcHJvdmUgbm90aGluZylcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGZpbmRTY3JvbGwoXG4gIHdhbnQ6IFVpbnQzMkFycmF5LFxuICBzaG93bjogVWludDMyQXJyYXksXG4gIGJsYW5rOiBVaW50OEFycmF5LFxuKTogbnVtYmVyIHtcbiAgY29uc3Qgcm93cyA9IHdhbnQubGVuZ3RoO1xuICBjb25zdCB3aGVyZSA9IG5ldyBNYXA8bnVtYmVyLCBudW1iZXJbXT4oKTtcbiAgZm9yIChsZXQgeSA9IDA7IHkgPCByb3dzOyB5KyspIHtcbiAgICBjb25zdCBsaXN0ID0gd2hlcmUuZ2V0KHNob3duW3ldKTtcbiAgICBpZiAobGlzdCkgbGlzdC5wdXNoKHkpO1xuICAgIGVsc2Ugd2hlcmUuc2V0KHNob3duW3ldLCBbeV0pO1xuICB9XG4gIC8vIHVwW2tdOiByb3dzIGZvdW5kIGsgcm93cyBsb3dlciBvbiB0aGUgc2NyZWVuIG5vdzsgZG93bltrXTogayBoaWdoZXIuXG4gIGNvbnN0IHVwID0gbmV3IFVpbnQzMkFycmF5KHJvd3MpLCBkb3duID0gbmV3IFVpbnQzMkFycmF5KHJvd3MpO1xuICBmb3IgKGxldCB5ID0gMDsgeSA8IHJvd3M7IHkrKykge1xuICAgIGlmIChibGFua1t5XSkgY29udGludWU7XG4gICAgZm9yIChjb25zdCBqIG9mIHdoZXJlLmdldCh3YW50W3ldKSA/PyBbXSkge1xuICAgICAgaWYgKGogPj0geSkgdXBbaiAtIHldKys7XG4gICAgICBlbHNlIGRvd25beSAtIGpdKys7XG4gICAgfVxuICB9XG4gIC8vIFNjcm9sbCBvbmx5IHdoZW4gdGhhdCBsaW5lcyB1cCBtb3JlIHJvd3MgdGhhbiBzdGF5aW5nIGRvZXM7IGEgdGllXG4gIC8vIGtlZXBzIHRoZSBzY3JlZW4gc3RpbGwsIGFuZCBwcmVmZXJzIHNjcm9sbGluZyB1cCB0byBkb3duLlxuICBsZXQgYmVzdCA9IDAsIHZvdGVzID0gdXBbMF07XG4gIGZvciAobGV0IGsgPSAxOyBrIDwgcm93czsgaysrKSB7XG4gICAgaWYgKHVwW2tdID4gdm90ZXMgKyAxKSBbYmVzdCwgdm90ZXNdID0gW2ssIHVwW2tdXTtcbiAgfVxuICBmb3IgKGxldCBrID0gMTsgayA8IHJvd3M7IGsrKykge1xuICAgIGlmIChkb3duW2tdID4gdm90ZXMgKyAxKSBbYmVzdCwgdm90ZXNdID0gWy1rLCBkb3duW2tdXTtcbiAgfVxuICByZXR1cm4gYmVzdDtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7O0NBWUMsR0FFRDs7Ozs7Ozs7O0NBU0MsR0FDRCxPQUFPLFNBQVMsV0FDZCxJQUFpQixFQUNqQixLQUFrQixFQUNsQixLQUFpQjtFQUVqQixNQUFNLE9BQU8sS0FBSyxNQUFNO0VBQ3hCLE1BQU0sUUFBUSxJQUFJO0VBQ2xCLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxNQUFNLElBQUs7SUFDN0IsTUFBTSxPQUFPLE1BQU0sR0FBRyxDQUFDLEtBQUssQ0FBQyxFQUFFO0lBQy9CLElBQUksTUFBTSxLQUFLLElBQUksQ0FBQztTQUNmLE1BQU0sR0FBRyxDQUFDLEtBQUssQ0FBQyxFQUFFLEVBQUU7TUFBQztLQUFFO0VBQzlCO0VBQ0EsdUVBQXVFO0VBQ3ZFLE1BQU0sS0FBSyxJQUFJLFlBQVksT0FBTyxPQUFPLElBQUksWUFBWTtFQUN6RCxJQUFLLElBQUksSUFBSSxHQUFHLElBQUksTUFBTSxJQUFLO0lBQzdCLElBQUksS0FBSyxDQUFDLEVBQUUsRUFBRTtJQUNkLEtBQUssTUFBTSxLQUFLLE1BQU0sR0FBRyxDQUFDLElBQUksQ0FBQyxFQUFFLEtBQUssRUFBRSxDQUFFO01BQ3hDLElBQUksS0FBSyxHQUFHLEVBQUUsQ0FBQyxJQUFJLEVBQUU7V0FDaEIsSUFBSSxDQUFDLElBQUksRUFBRTtJQUNsQjtFQUNGO0VBQ0Esb0VBQW9FO0VBQ3BFLDREQUE0RDtFQUM1RCxJQUFJLE9BQU8sR0FBRyxRQUFRLEVBQUUsQ0FBQyxFQUFFO0VBQzNCLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxNQUFNLElBQUs7SUFDN0IsSUFBSSxFQUFFLENBQUMsRUFBRSxHQUFHLFFBQVEsR0FBRyxDQUFDLE1BQU0sTUFBTSxHQUFHO01BQUM7TUFBRyxFQUFFLENBQUMsRUFBRTtLQUFDO0VBQ25EO0VBQ0EsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLE1BQU0sSUFBSztJQUM3QixJQUFJLElBQUksQ0FBQyxFQUFFLEdBQUcsUUFBUSxHQUFHLENBQUMsTUFBTSxNQUFNLEdBQUc7TUFBQyxDQUFDO01BQUcsSUFBSSxDQUFDLEVBQUU7S0FBQztFQUN4RDtFQUNBLE9BQU87QUFDVCJ9
// denoCacheMetadata=12445217688170725174,13424030712052536835