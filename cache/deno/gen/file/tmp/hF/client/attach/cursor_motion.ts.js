/**
 * Cursor motion: the fewest bytes that take the outer terminal's cursor from
 * where it is to where the next write goes, among CUP, CHA, CR, LF and the
 * relative moves (the same menu as ncurses' `mvcur` and tmux's
 * `tty_cursor`).
 *
 * A coordinate of -1 means "not known": after a wide or composed grapheme
 * the outer terminal may disagree with the session on its width, and after a
 * write into the last column it sits in the pending-wrap state, where
 * relative moves differ between terminals. Only absolute moves (CUP, CHA, CR)
 * are used from an unknown column.
 *
 * LF is only used right after CR: with the tty's ONLCR on (Deno's raw mode
 * keeps OPOST) LF is CR LF, without it a bare line feed, and after a CR both
 * land in column 0. It is only used to move down, so it never scrolls.
 *
 * @module
 */ /** Returns the bytes that move the cursor from (cx, cy) to (x, y). */ export function cursorMove(cx, cy, x, y) {
  if (cx === x && cy === y) return "";
  let best = cup(x, y);
  if (cy < 0) return best;
  const dy = y - cy;
  const vertical = dy === 0 ? "" : dy < 0 ? csiN(-dy, "A") : csiN(dy, "B");
  // Vertical move, then the best horizontal move from the same column.
  best = shorter(best, vertical + horizontal(cx, x));
  if (dy > 0) {
    // CR, LF ..., then right: cheap for the start of the next few rows.
    const right = x === 0 ? "" : csiN(x, "C");
    best = shorter(best, "\r" + "\n".repeat(dy) + right);
  }
  return best;
}
/** `CSI y;x H` with its defaults left out. */ export function cup(x, y) {
  if (x === 0) return y === 0 ? "\x1b[H" : `\x1b[${y + 1}H`;
  return `\x1b[${y + 1};${x + 1}H`;
}
// The best move within a row from column cx (maybe -1) to x.
function horizontal(cx, x) {
  let best = x === 0 ? "\r" : `\x1b[${x + 1}G`; // CR or CHA
  if (x > 0) best = shorter(best, "\r" + csiN(x, "C"));
  if (cx < 0 || cx === x) return cx === x ? "" : best;
  const dx = x - cx;
  if (dx > 0) return shorter(best, csiN(dx, "C"));
  // Backspaces are one byte each; CUB is three or more.
  return shorter(best, -dx <= 3 ? "\b".repeat(-dx) : csiN(-dx, "D"));
}
function csiN(n, final) {
  return n === 1 ? `\x1b[${final}` : `\x1b[${n}${final}`;
}
function shorter(a, b) {
  return b.length < a.length ? b : a;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvY3Vyc29yX21vdGlvbi50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEN1cnNvciBtb3Rpb246IHRoZSBmZXdlc3QgYnl0ZXMgdGhhdCB0YWtlIHRoZSBvdXRlciB0ZXJtaW5hbCdzIGN1cnNvciBmcm9tXG4gKiB3aGVyZSBpdCBpcyB0byB3aGVyZSB0aGUgbmV4dCB3cml0ZSBnb2VzLCBhbW9uZyBDVVAsIENIQSwgQ1IsIExGIGFuZCB0aGVcbiAqIHJlbGF0aXZlIG1vdmVzICh0aGUgc2FtZSBtZW51IGFzIG5jdXJzZXMnIGBtdmN1cmAgYW5kIHRtdXgnc1xuICogYHR0eV9jdXJzb3JgKS5cbiAqXG4gKiBBIGNvb3JkaW5hdGUgb2YgLTEgbWVhbnMgXCJub3Qga25vd25cIjogYWZ0ZXIgYSB3aWRlIG9yIGNvbXBvc2VkIGdyYXBoZW1lXG4gKiB0aGUgb3V0ZXIgdGVybWluYWwgbWF5IGRpc2FncmVlIHdpdGggdGhlIHNlc3Npb24gb24gaXRzIHdpZHRoLCBhbmQgYWZ0ZXIgYVxuICogd3JpdGUgaW50byB0aGUgbGFzdCBjb2x1bW4gaXQgc2l0cyBpbiB0aGUgcGVuZGluZy13cmFwIHN0YXRlLCB3aGVyZVxuICogcmVsYXRpdmUgbW92ZXMgZGlmZmVyIGJldHdlZW4gdGVybWluYWxzLiBPbmx5IGFic29sdXRlIG1vdmVzIChDVVAsIENIQSwgQ1IpXG4gKiBhcmUgdXNlZCBmcm9tIGFuIHVua25vd24gY29sdW1uLlxuICpcbiAqIExGIGlzIG9ubHkgdXNlZCByaWdodCBhZnRlciBDUjogd2l0aCB0aGUgdHR5J3MgT05MQ1Igb24gKERlbm8ncyByYXcgbW9kZVxuICoga2VlcHMgT1BPU1QpIExGIGlzIENSIExGLCB3aXRob3V0IGl0IGEgYmFyZSBsaW5lIGZlZWQsIGFuZCBhZnRlciBhIENSIGJvdGhcbiAqIGxhbmQgaW4gY29sdW1uIDAuIEl0IGlzIG9ubHkgdXNlZCB0byBtb3ZlIGRvd24sIHNvIGl0IG5ldmVyIHNjcm9sbHMuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKiBSZXR1cm5zIHRoZSBieXRlcyB0aGF0IG1vdmUgdGhlIGN1cnNvciBmcm9tIChjeCwgY3kpIHRvICh4LCB5KS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjdXJzb3JNb3ZlKGN4OiBudW1iZXIsIGN5OiBudW1iZXIsIHg6IG51bWJlciwgeTogbnVtYmVyKSB7XG4gIGlmIChjeCA9PT0geCAmJiBjeSA9PT0geSkgcmV0dXJuIFwiXCI7XG4gIGxldCBiZXN0ID0gY3VwKHgsIHkpO1xuICBpZiAoY3kgPCAwKSByZXR1cm4gYmVzdDtcbiAgY29uc3QgZHkgPSB5IC0gY3k7XG4gIGNvbnN0IHZlcnRpY2FsID0gZHkgPT09IDAgPyBcIlwiIDogZHkgPCAwID8gY3NpTigtZHksIFwiQVwiKSA6IGNzaU4oZHksIFwiQlwiKTtcbiAgLy8gVmVydGljYWwgbW92ZSwgdGhlbiB0aGUgYmVzdCBob3Jpem9udGFsIG1vdmUgZnJvbSB0aGUgc2FtZSBjb2x1bW4uXG4gIGJlc3QgPSBzaG9ydGVyKGJlc3QsIHZlcnRpY2FsICsgaG9yaXpvbnRhbChjeCwgeCkpO1xuICBpZiAoZHkgPiAwKSB7XG4gICAgLy8gQ1IsIExGIC4uLiwgdGhlbiByaWdodDogY2hlYXAgZm9yIHRoZSBzdGFydCBvZiB0aGUgbmV4dCBmZXcgcm93cy5cbiAgICBjb25zdCByaWdodCA9IHggPT09IDAgPyBcIlwiIDogY3NpTih4LCBcIkNcIik7XG4gICAgYmVzdCA9IHNob3J0ZXIoYmVzdCwgXCJcXHJcIiArIFwiXFxuXCIucmVwZWF0KGR5KSArIHJpZ2h0KTtcbiAgfVxuICByZXR1cm4gYmVzdDtcbn1cblxuLyoqIGBDU0kgeTt4IEhgIHdpdGggaXRzIGRlZmF1bHRzIGxlZnQgb3V0LiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGN1cCh4OiBudW1iZXIsIHk6IG51bWJlcik6IHN0cmluZyB7XG4gIGlmICh4ID09PSAwKSByZXR1cm4geSA9PT0gMCA/IFwiXFx4MWJbSFwiIDogYFxceDFiWyR7eSArIDF9SGA7XG4gIHJldHVybiBgXFx4MWJbJHt5ICsgMX07JHt4ICsgMX1IYDtcbn1cblxuLy8gVGhlIGJlc3QgbW92ZSB3aXRoaW4gYSByb3cgZnJvbSBjb2x1bW4gY3ggKG1heWJlIC0xKSB0byB4LlxuZnVuY3Rpb24gaG9yaXpvbnRhbChjeDogbnVtYmVyLCB4OiBudW1iZXIpOiBzdHJpbmcge1xuICBsZXQgYmVzdCA9IHggPT09IDAgPyBcIlxcclwiIDogYFxceDFiWyR7eCArIDF9R2A7IC8vIENSIG9yIENIQVxuICBpZiAoeCA+IDApIGJlc3QgPSBzaG9ydGVyKGJlc3QsIFwiXFxyXCIgKyBjc2lOKHgsIFwiQ1wiKSk7XG4gIGlmIChjeCA8IDAgfHwgY3ggPT09IHgpIHJldHVybiBjeCA9PT0geCA/IFwiXCIgOiBiZXN0O1xuICBjb25zdCBkeCA9IHggLSBjeDtcbiAgaWYgKGR4ID4gMCkgcmV0dXJuIHNob3J0ZXIoYmVzdCwgY3NpTihkeCwgXCJDXCIpKTtcbiAgLy8gQmFja3NwYWNlcyBhcmUgb25lIGJ5dGUgZWFjaDsgQ1VCIGlzIHRocmVlIG9yIG1vcmUuXG4gIHJldHVybiBzaG9ydGVyKGJlc3QsIC1keCA8PSAzID8gXCJcXGJcIi5yZXBlYXQoLWR4KSA6IGNzaU4oLWR4LCBcIkRcIikpO1xufVxuXG5mdW5jdGlvbiBjc2lOKG46IG51bWJlciwgZmluYWw6IHN0cmluZyk6IHN0cmluZyB7XG4gIHJldHVybiBuID09PSAxID8gYFxceDFiWyR7ZmluYWx9YCA6IGBcXHgxYlske259JHtmaW5hbH1gO1xufVxuXG5mdW5jdGlvbiBzaG9ydGVyKGE6IHN0cmluZywgYjogc3RyaW5nKTogc3RyaW5nIHtcbiAgcmV0dXJuIGIubGVuZ3RoIDwgYS5sZW5ndGggPyBiIDogYTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FpQkMsR0FFRCxvRUFBb0UsR0FDcEUsT0FBTyxTQUFTLFdBQVcsRUFBVSxFQUFFLEVBQVUsRUFBRSxDQUFTLEVBQUUsQ0FBUztFQUNyRSxJQUFJLE9BQU8sS0FBSyxPQUFPLEdBQUcsT0FBTztFQUNqQyxJQUFJLE9BQU8sSUFBSSxHQUFHO0VBQ2xCLElBQUksS0FBSyxHQUFHLE9BQU87RUFDbkIsTUFBTSxLQUFLLElBQUk7RUFDZixNQUFNLFdBQVcsT0FBTyxJQUFJLEtBQUssS0FBSyxJQUFJLEtBQUssQ0FBQyxJQUFJLE9BQU8sS0FBSyxJQUFJO0VBQ3BFLHFFQUFxRTtFQUNyRSxPQUFPLFFBQVEsTUFBTSxXQUFXLFdBQVcsSUFBSTtFQUMvQyxJQUFJLEtBQUssR0FBRztJQUNWLG9FQUFvRTtJQUNwRSxNQUFNLFFBQVEsTUFBTSxJQUFJLEtBQUssS0FBSyxHQUFHO0lBQ3JDLE9BQU8sUUFBUSxNQUFNLE9BQU8sS0FBSyxNQUFNLENBQUMsTUFBTTtFQUNoRDtFQUNBLE9BQU87QUFDVDtBQUVBLDRDQUE0QyxHQUM1QyxPQUFPLFNBQVMsSUFBSSxDQUFTLEVBQUUsQ0FBUztFQUN0QyxJQUFJLE1BQU0sR0FBRyxPQUFPLE1BQU0sSUFBSSxXQUFXLENBQUMsS0FBSyxFQUFFLElBQUksRUFBRSxDQUFDLENBQUM7RUFDekQsT0FBTyxDQUFDLEtBQUssRUFBRSxJQUFJLEVBQUUsQ0FBQyxFQUFFLElBQUksRUFBRSxDQUFDLENBQUM7QUFDbEM7QUFFQSw2REFBNkQ7QUFDN0QsU0FBUyxXQUFXLEVBQVUsRUFBRSxDQUFTO0VBQ3ZDLElBQUksT0FBTyxNQUFNLElBQUksT0FBTyxDQUFDLEtBQUssRUFBRSxJQUFJLEVBQUUsQ0FBQyxDQUFDLEVBQUUsWUFBWTtFQUMxRCxJQUFJLElBQUksR0FBRyxPQUFPLFFBQVEsTUFBTSxPQUFPLEtBQUssR0FBRztFQUMvQyxJQUFJLEtBQUssS0FBSyxPQUFPLEdBQUcsT0FBTyxPQUFPLElBQUksS0FBSztFQUMvQyxNQUFNLEtBQUssSUFBSTtFQUNmLElBQUksS0FBSyxHQUFHLE9BQU8sUUFBUSxNQUFNLEtBQUssSUFBSTtFQUMxQyxzREFBc0Q7RUFDdEQsT0FBTyxRQUFRLE1BQU0sQ0FBQyxNQUFNLElBQUksS0FBSyxNQUFNLENBQUMsQ0FBQyxNQUFNLEtBQUssQ0FBQyxJQUFJO0FBQy9EO0FBRUEsU0FBUyxLQUFLLENBQVMsRUFBRSxLQUFhO0VBQ3BDLE9BQU8sTUFBTSxJQUFJLENBQUMsS0FBSyxFQUFFLE9BQU8sR0FBRyxDQUFDLEtBQUssRUFBRSxJQUFJLE9BQU87QUFDeEQ7QUFFQSxTQUFTLFFBQVEsQ0FBUyxFQUFFLENBQVM7RUFDbkMsT0FBTyxFQUFFLE1BQU0sR0FBRyxFQUFFLE1BQU0sR0FBRyxJQUFJO0FBQ25DIn0=
// denoCacheMetadata=7611285739970585608,4903017960313422171