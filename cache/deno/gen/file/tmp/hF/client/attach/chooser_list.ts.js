/**
 * A list with a cursor, as the choosers draw it (tmux's mode trees): the
 * rows that fit, scrolled so the cursor is shown, the cursor's row in
 * reverse video. Pure: no terminal, no daemon.
 *
 * @module
 */ import { ATTR_INVERSE } from "../../vt/types.ts";
import { putText } from "./row_text.ts";
import { DEFAULT_ATTRS, GridRow } from "./screen_grid.ts";
/** The cursor and scroll position of a list of `count` rows. */ export class ListCursor {
  cursor = 0;
  top = 0;
  count = 0;
  /** Moves the cursor by `n` rows, wrapping at the ends as tmux's do for one row. */ move(n) {
    if (this.count === 0) return;
    if (Math.abs(n) === 1) {
      this.cursor = (this.cursor + n + this.count) % this.count;
    } else {
      this.cursor = Math.max(0, Math.min(this.count - 1, this.cursor + n));
    }
  }
  /** To the first (`end` false) or last row. */ jump(end) {
    this.cursor = end ? Math.max(0, this.count - 1) : 0;
  }
  /** A new row count: the cursor stays in range. */ resize(count) {
    this.count = count;
    this.cursor = Math.max(0, Math.min(count - 1, this.cursor));
  }
  /** The first row shown in `height` rows, the cursor's in view. */ scroll(height) {
    if (this.cursor < this.top) this.top = this.cursor;
    if (this.cursor >= this.top + height) this.top = this.cursor - height + 1;
    this.top = Math.max(0, Math.min(this.top, this.count - height));
    return this.top;
  }
}
/** `height` rows of `cols` cells showing `lines` from the list's top. */ export function drawList(lines, list, cols, height) {
  const top = list.scroll(height);
  const out = [];
  for(let y = 0; y < height; y++){
    const i = top + y;
    const row = new GridRow(cols);
    if (i < lines.length) {
      const style = i === list.cursor ? {
        ...DEFAULT_ATTRS,
        flags: ATTR_INVERSE
      } : DEFAULT_ATTRS;
      if (i === list.cursor) row.fill(0, cols, " ", style);
      putText(row, cols, lines[i], style, "left");
    }
    out.push(row);
  }
  return out;
}
/** A row of `cols` cells holding `text` (a title, a prompt, a separator). */ export function textRow(cols, text, inverse = false) {
  const row = new GridRow(cols);
  const style = inverse ? {
    ...DEFAULT_ATTRS,
    flags: ATTR_INVERSE
  } : DEFAULT_ATTRS;
  if (inverse) row.fill(0, cols, " ", style);
  putText(row, cols, text, style, "left");
  return row;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvY2hvb3Nlcl9saXN0LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogQSBsaXN0IHdpdGggYSBjdXJzb3IsIGFzIHRoZSBjaG9vc2VycyBkcmF3IGl0ICh0bXV4J3MgbW9kZSB0cmVlcyk6IHRoZVxuICogcm93cyB0aGF0IGZpdCwgc2Nyb2xsZWQgc28gdGhlIGN1cnNvciBpcyBzaG93biwgdGhlIGN1cnNvcidzIHJvdyBpblxuICogcmV2ZXJzZSB2aWRlby4gUHVyZTogbm8gdGVybWluYWwsIG5vIGRhZW1vbi5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgQVRUUl9JTlZFUlNFIH0gZnJvbSBcIi4uLy4uL3Z0L3R5cGVzLnRzXCI7XG5pbXBvcnQgeyBwdXRUZXh0IH0gZnJvbSBcIi4vcm93X3RleHQudHNcIjtcbmltcG9ydCB7IERFRkFVTFRfQVRUUlMsIEdyaWRSb3cgfSBmcm9tIFwiLi9zY3JlZW5fZ3JpZC50c1wiO1xuXG4vKiogVGhlIGN1cnNvciBhbmQgc2Nyb2xsIHBvc2l0aW9uIG9mIGEgbGlzdCBvZiBgY291bnRgIHJvd3MuICovXG5leHBvcnQgY2xhc3MgTGlzdEN1cnNvciB7XG4gIGN1cnNvciA9IDA7XG4gIHRvcCA9IDA7XG4gIGNvdW50ID0gMDtcblxuICAvKiogTW92ZXMgdGhlIGN1cnNvciBieSBgbmAgcm93cywgd3JhcHBpbmcgYXQgdGhlIGVuZHMgYXMgdG11eCdzIGRvIGZvciBvbmUgcm93LiAqL1xuICBtb3ZlKG46IG51bWJlcik6IHZvaWQge1xuICAgIGlmICh0aGlzLmNvdW50ID09PSAwKSByZXR1cm47XG4gICAgaWYgKE1hdGguYWJzKG4pID09PSAxKSB7XG4gICAgICB0aGlzLmN1cnNvciA9ICh0aGlzLmN1cnNvciArIG4gKyB0aGlzLmNvdW50KSAlIHRoaXMuY291bnQ7XG4gICAgfSBlbHNlIHtcbiAgICAgIHRoaXMuY3Vyc29yID0gTWF0aC5tYXgoMCwgTWF0aC5taW4odGhpcy5jb3VudCAtIDEsIHRoaXMuY3Vyc29yICsgbikpO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBUbyB0aGUgZmlyc3QgKGBlbmRgIGZhbHNlKSBvciBsYXN0IHJvdy4gKi9cbiAganVtcChlbmQ6IGJvb2xlYW4pOiB2b2lkIHtcbiAgICB0aGlzLmN1cnNvciA9IGVuZCA/IE1hdGgubWF4KDAsIHRoaXMuY291bnQgLSAxKSA6IDA7XG4gIH1cblxuICAvKiogQSBuZXcgcm93IGNvdW50OiB0aGUgY3Vyc29yIHN0YXlzIGluIHJhbmdlLiAqL1xuICByZXNpemUoY291bnQ6IG51bWJlcik6IHZvaWQge1xuICAgIHRoaXMuY291bnQgPSBjb3VudDtcbiAgICB0aGlzLmN1cnNvciA9IE1hdGgubWF4KDAsIE1hdGgubWluKGNvdW50IC0gMSwgdGhpcy5jdXJzb3IpKTtcbiAgfVxuXG4gIC8qKiBUaGUgZmlyc3Qgcm93IHNob3duIGluIGBoZWlnaHRgIHJvd3MsIHRoZSBjdXJzb3IncyBpbiB2aWV3LiAqL1xuICBzY3JvbGwoaGVpZ2h0OiBudW1iZXIpOiBudW1iZXIge1xuICAgIGlmICh0aGlzLmN1cnNvciA8IHRoaXMudG9wKSB0aGlzLnRvcCA9IHRoaXMuY3Vyc29yO1xuICAgIGlmICh0aGlzLmN1cnNvciA+PSB0aGlzLnRvcCArIGhlaWdodCkgdGhpcy50b3AgPSB0aGlzLmN1cnNvciAtIGhlaWdodCArIDE7XG4gICAgdGhpcy50b3AgPSBNYXRoLm1heCgwLCBNYXRoLm1pbih0aGlzLnRvcCwgdGhpcy5jb3VudCAtIGhlaWdodCkpO1xuICAgIHJldHVybiB0aGlzLnRvcDtcbiAgfVxufVxuXG4vKiogYGhlaWdodGAgcm93cyBvZiBgY29sc2AgY2VsbHMgc2hvd2luZyBgbGluZXNgIGZyb20gdGhlIGxpc3QncyB0b3AuICovXG5leHBvcnQgZnVuY3Rpb24gZHJhd0xpc3QoXG4gIGxpbmVzOiBzdHJpbmdbXSxcbiAgbGlzdDogTGlzdEN1cnNvcixcbiAgY29sczogbnVtYmVyLFxuICBoZWlnaHQ6IG51bWJlcixcbik6IEdyaWRSb3dbXSB7XG4gIGNvbnN0IHRvcCA9IGxpc3Quc2Nyb2xsKGhlaWdodCk7XG4gIGNvbnN0IG91dDogR3JpZFJvd1tdID0gW107XG4gIGZvciAobGV0IHkgPSAwOyB5IDwgaGVpZ2h0OyB5KyspIHtcbiAgICBjb25zdCBpID0gdG9wICsgeTtcbiAgICBjb25zdCByb3cgPSBuZXcgR3JpZFJvdyhjb2xzKTtcbiAgICBpZiAoaSA8IGxpbmVzLmxlbmd0aCkge1xuICAgICAgY29uc3Qgc3R5bGUgPSBpID09PSBsaXN0LmN1cnNvclxuICAgICAgICA/IHsgLi4uREVGQVVMVF9BVFRSUywgZmxhZ3M6IEFUVFJfSU5WRVJTRSB9XG4gICAgICAgIDogREVGQVVMVF9BVFRSUztcbiAgICAgIGlmIChpID09PSBsaXN0LmN1cnNvcikgcm93LmZpbGwoMCwgY29scywgXCIgXCIsIHN0eWxlKTtcbiAgICAgIHB1dFRleHQocm93LCBjb2xzLCBsaW5lc1tpXSwgc3R5bGUsIFwibGVmdFwiKTtcbiAgICB9XG4gICAgb3V0LnB1c2gocm93KTtcbiAgfVxuICByZXR1cm4gb3V0O1xufVxuXG4vKiogQSByb3cgb2YgYGNvbHNgIGNlbGxzIGhvbGRpbmcgYHRleHRgIChhIHRpdGxlLCBhIHByb21wdCwgYSBzZXBhcmF0b3IpLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHRleHRSb3coY29sczogbnVtYmVyLCB0ZXh0OiBzdHJpbmcsIGludmVyc2UgPSBmYWxzZSk6IEdyaWRSb3cge1xuICBjb25zdCByb3cgPSBuZXcgR3JpZFJvdyhjb2xzKTtcbiAgY29uc3Qgc3R5bGUgPSBpbnZlcnNlXG4gICAgPyB7IC4uLkRFRkFVTFRfQVRUUlMsIGZsYWdzOiBBVFRSX0lOVkVSU0UgfVxuICAgIDogREVGQVVMVF9BVFRSUztcbiAgaWYgKGludmVyc2UpIHJvdy5maWxsKDAsIGNvbHMsIFwiIFwiLCBzdHlsZSk7XG4gIHB1dFRleHQocm93LCBjb2xzLCB0ZXh0LCBzdHlsZSwgXCJsZWZ0XCIpO1xuICByZXR1cm4gcm93O1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Q0FNQyxHQUVELFNBQVMsWUFBWSxRQUFRLG9CQUFvQjtBQUNqRCxTQUFTLE9BQU8sUUFBUSxnQkFBZ0I7QUFDeEMsU0FBUyxhQUFhLEVBQUUsT0FBTyxRQUFRLG1CQUFtQjtBQUUxRCw4REFBOEQsR0FDOUQsT0FBTyxNQUFNO0VBQ1gsU0FBUyxFQUFFO0VBQ1gsTUFBTSxFQUFFO0VBQ1IsUUFBUSxFQUFFO0VBRVYsaUZBQWlGLEdBQ2pGLEtBQUssQ0FBUyxFQUFRO0lBQ3BCLElBQUksSUFBSSxDQUFDLEtBQUssS0FBSyxHQUFHO0lBQ3RCLElBQUksS0FBSyxHQUFHLENBQUMsT0FBTyxHQUFHO01BQ3JCLElBQUksQ0FBQyxNQUFNLEdBQUcsQ0FBQyxJQUFJLENBQUMsTUFBTSxHQUFHLElBQUksSUFBSSxDQUFDLEtBQUssSUFBSSxJQUFJLENBQUMsS0FBSztJQUMzRCxPQUFPO01BQ0wsSUFBSSxDQUFDLE1BQU0sR0FBRyxLQUFLLEdBQUcsQ0FBQyxHQUFHLEtBQUssR0FBRyxDQUFDLElBQUksQ0FBQyxLQUFLLEdBQUcsR0FBRyxJQUFJLENBQUMsTUFBTSxHQUFHO0lBQ25FO0VBQ0Y7RUFFQSw0Q0FBNEMsR0FDNUMsS0FBSyxHQUFZLEVBQVE7SUFDdkIsSUFBSSxDQUFDLE1BQU0sR0FBRyxNQUFNLEtBQUssR0FBRyxDQUFDLEdBQUcsSUFBSSxDQUFDLEtBQUssR0FBRyxLQUFLO0VBQ3BEO0VBRUEsZ0RBQWdELEdBQ2hELE9BQU8sS0FBYSxFQUFRO0lBQzFCLElBQUksQ0FBQyxLQUFLLEdBQUc7SUFDYixJQUFJLENBQUMsTUFBTSxHQUFHLEtBQUssR0FBRyxDQUFDLEdBQUcsS0FBSyxHQUFHLENBQUMsUUFBUSxHQUFHLElBQUksQ0FBQyxNQUFNO0VBQzNEO0VBRUEsZ0VBQWdFLEdBQ2hFLE9BQU8sTUFBYyxFQUFVO0lBQzdCLElBQUksSUFBSSxDQUFDLE1BQU0sR0FBRyxJQUFJLENBQUMsR0FBRyxFQUFFLElBQUksQ0FBQyxHQUFHLEdBQUcsSUFBSSxDQUFDLE1BQU07SUFDbEQsSUFBSSxJQUFJLENBQUMsTUFBTSxJQUFJLElBQUksQ0FBQyxHQUFHLEdBQUcsUUFBUSxJQUFJLENBQUMsR0FBRyxHQUFHLElBQUksQ0FBQyxNQUFNLEdBQUcsU0FBUztJQUN4RSxJQUFJLENBQUMsR0FBRyxHQUFHLEtBQUssR0FBRyxDQUFDLEdBQUcsS0FBSyxHQUFHLENBQUMsSUFBSSxDQUFDLEdBQUcsRUFBRSxJQUFJLENBQUMsS0FBSyxHQUFHO0lBQ3ZELE9BQU8sSUFBSSxDQUFDLEdBQUc7RUFDakI7QUFDRjtBQUVBLHVFQUF1RSxHQUN2RSxPQUFPLFNBQVMsU0FDZCxLQUFlLEVBQ2YsSUFBZ0IsRUFDaEIsSUFBWSxFQUNaLE1BQWM7RUFFZCxNQUFNLE1BQU0sS0FBSyxNQUFNLENBQUM7RUFDeEIsTUFBTSxNQUFpQixFQUFFO0VBQ3pCLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxRQUFRLElBQUs7SUFDL0IsTUFBTSxJQUFJLE1BQU07SUFDaEIsTUFBTSxNQUFNLElBQUksUUFBUTtJQUN4QixJQUFJLElBQUksTUFBTSxNQUFNLEVBQUU7TUFDcEIsTUFBTSxRQUFRLE1BQU0sS0FBSyxNQUFNLEdBQzNCO1FBQUUsR0FBRyxhQUFhO1FBQUUsT0FBTztNQUFhLElBQ3hDO01BQ0osSUFBSSxNQUFNLEtBQUssTUFBTSxFQUFFLElBQUksSUFBSSxDQUFDLEdBQUcsTUFBTSxLQUFLO01BQzlDLFFBQVEsS0FBSyxNQUFNLEtBQUssQ0FBQyxFQUFFLEVBQUUsT0FBTztJQUN0QztJQUNBLElBQUksSUFBSSxDQUFDO0VBQ1g7RUFDQSxPQUFPO0FBQ1Q7QUFFQSwyRUFBMkUsR0FDM0UsT0FBTyxTQUFTLFFBQVEsSUFBWSxFQUFFLElBQVksRUFBRSxVQUFVLEtBQUs7RUFDakUsTUFBTSxNQUFNLElBQUksUUFBUTtFQUN4QixNQUFNLFFBQVEsVUFDVjtJQUFFLEdBQUcsYUFBYTtJQUFFLE9BQU87RUFBYSxJQUN4QztFQUNKLElBQUksU0FBUyxJQUFJLElBQUksQ0FBQyxHQUFHLE1BQU0sS0FBSztFQUNwQyxRQUFRLEtBQUssTUFBTSxNQUFNLE9BQU87RUFDaEMsT0FBTztBQUNUIn0=
// denoCacheMetadata=712482698234490091,819096205688735468