/**
 * The bytes a parse worker writes for a small update on a terminal lent
 * to it (`direct_draw.ts`): each changed window row whole, at its outer
 * row, then the cursor's move. Only updates that an attach client would
 * draw the same way qualify: a few rows of characters of one cell each
 * (one UTF-16 unit: no wide, composed or astral one, whose width the
 * outer terminal may see otherwise, as the renderer's `uncertainWidth`
 * says) and no link, with the size, modes, title and the cursor's look as
 * the last update had them, no bell and no clipboard write. Everything
 * else (a scroll, a mode) is left to the attach client, as every update
 * still is after this.
 *
 * The pen starts from a reset, whatever the attach client left, and ends
 * at the default, which is what the attach client assumes after the
 * worker wrote. Autowrap is off while it writes: an outer terminal that
 * sees a character wider than the engine did (an ambiguous-width one
 * drawn wide), or that is narrower than the window for a moment (a resize
 * on its way), must not wrap a row into the next or scroll the screen,
 * which would move rows the worker does not report as written. Trailing
 * blanks are erased with ECH, which stays within the window's width.
 * Colours are reduced to the terminal's (`DrawGrant.colours`) as the
 * attach client reduces them (`vt/colour_reduce.ts`).
 *
 * @module
 */ import { COLOR_DEFAULT, RUN_WIDE } from "../../vt/types.ts";
import { copyStyle, DEFAULT_STYLE, sgrTransition } from "../../vt/sgr_encode.ts";
import { reduceStyle, TRUECOLOR } from "../../vt/colour_reduce.ts";
import { CONTROL } from "../../protocol/controls.ts";
/**
 * Updates of more rows than this are left to the attach client: an echo
 * changes one or two (the line, a status line), and a larger one is no
 * key's echo, so there is nothing to win.
 */ const MAX_DIRECT_ROWS = 4;
const encoder = new TextEncoder();
/**
 * What the last update said of the window beside its rows: an update that
 * changes any of it is left to the attach client.
 */ export class DirectLook {
  #title = null;
  #cursorLook = "";
  /** Whether `update` looks as the last did; remembers it either way. */ same(update) {
    const [, , visible, shape, blink] = update.cursor;
    const look = `${visible}${shape}${blink}`;
    const same = update.title === this.#title && look === this.#cursorLook;
    this.#title = update.title;
    this.#cursorLook = look;
    return same;
  }
}
/** The bytes that draw `update` at `grant`, or null when it does not qualify. */ export function directFrame(update, grant) {
  const { lines } = update;
  if (lines.length === 0 || lines.length > MAX_DIRECT_ROWS) return null;
  if (update.resized || update.modes || update.bells > 0 || update.links || update.clipboard || update.cols !== grant.cols || update.rows !== grant.rows) return null;
  // Colours as the terminal shows them, as the attach client draws them.
  const colours = grant.colours;
  const reduce = colours < TRUECOLOR;
  let out = "\x1b[?7l\x1b[m";
  const pen = {
    ...DEFAULT_STYLE
  };
  const style = {
    ...DEFAULT_STYLE
  };
  let first = Infinity, last = -1;
  for (const [y, runs] of lines){
    if (y < 0 || y >= grant.rows) return null;
    const row = grant.top + y;
    first = Math.min(first, row);
    last = Math.max(last, row);
    out += `\x1b[${row + 1}H`;
    let x = 0;
    for (const [text, cells, fg, bg, flags, ul, link] of runs){
      if (link || ((flags ?? 0) & RUN_WIDE) !== 0) return null;
      if (text.length !== cells || CONTROL.test(text)) return null;
      style.fg = fg ?? COLOR_DEFAULT;
      style.bg = bg ?? COLOR_DEFAULT;
      style.flags = flags ?? 0;
      style.ul = ul ?? COLOR_DEFAULT;
      if (reduce) reduceStyle(style, colours, style);
      out += pen_(pen, style) + text;
      x += cells;
    }
    if (x > grant.cols) return null;
    if (x < grant.cols) {
      out += pen_(pen, DEFAULT_STYLE) + `\x1b[${grant.cols - x}X`;
    }
  }
  const [cx, cy] = update.cursor;
  out += pen_(pen, DEFAULT_STYLE) + `\x1b[${grant.top + cy + 1};${cx + 1}H` + "\x1b[?7h";
  return {
    bytes: encoder.encode(out),
    first,
    last
  };
}
/** The SGR from `pen` to `to`; `pen` becomes `to`. */ function pen_(pen, to) {
  const seq = sgrTransition(pen, to);
  copyStyle(pen, to);
  return seq;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci93b3JrZXJzL2RpcmVjdF9mcmFtZS50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBieXRlcyBhIHBhcnNlIHdvcmtlciB3cml0ZXMgZm9yIGEgc21hbGwgdXBkYXRlIG9uIGEgdGVybWluYWwgbGVudFxuICogdG8gaXQgKGBkaXJlY3RfZHJhdy50c2ApOiBlYWNoIGNoYW5nZWQgd2luZG93IHJvdyB3aG9sZSwgYXQgaXRzIG91dGVyXG4gKiByb3csIHRoZW4gdGhlIGN1cnNvcidzIG1vdmUuIE9ubHkgdXBkYXRlcyB0aGF0IGFuIGF0dGFjaCBjbGllbnQgd291bGRcbiAqIGRyYXcgdGhlIHNhbWUgd2F5IHF1YWxpZnk6IGEgZmV3IHJvd3Mgb2YgY2hhcmFjdGVycyBvZiBvbmUgY2VsbCBlYWNoXG4gKiAob25lIFVURi0xNiB1bml0OiBubyB3aWRlLCBjb21wb3NlZCBvciBhc3RyYWwgb25lLCB3aG9zZSB3aWR0aCB0aGVcbiAqIG91dGVyIHRlcm1pbmFsIG1heSBzZWUgb3RoZXJ3aXNlLCBhcyB0aGUgcmVuZGVyZXIncyBgdW5jZXJ0YWluV2lkdGhgXG4gKiBzYXlzKSBhbmQgbm8gbGluaywgd2l0aCB0aGUgc2l6ZSwgbW9kZXMsIHRpdGxlIGFuZCB0aGUgY3Vyc29yJ3MgbG9vayBhc1xuICogdGhlIGxhc3QgdXBkYXRlIGhhZCB0aGVtLCBubyBiZWxsIGFuZCBubyBjbGlwYm9hcmQgd3JpdGUuIEV2ZXJ5dGhpbmdcbiAqIGVsc2UgKGEgc2Nyb2xsLCBhIG1vZGUpIGlzIGxlZnQgdG8gdGhlIGF0dGFjaCBjbGllbnQsIGFzIGV2ZXJ5IHVwZGF0ZVxuICogc3RpbGwgaXMgYWZ0ZXIgdGhpcy5cbiAqXG4gKiBUaGUgcGVuIHN0YXJ0cyBmcm9tIGEgcmVzZXQsIHdoYXRldmVyIHRoZSBhdHRhY2ggY2xpZW50IGxlZnQsIGFuZCBlbmRzXG4gKiBhdCB0aGUgZGVmYXVsdCwgd2hpY2ggaXMgd2hhdCB0aGUgYXR0YWNoIGNsaWVudCBhc3N1bWVzIGFmdGVyIHRoZVxuICogd29ya2VyIHdyb3RlLiBBdXRvd3JhcCBpcyBvZmYgd2hpbGUgaXQgd3JpdGVzOiBhbiBvdXRlciB0ZXJtaW5hbCB0aGF0XG4gKiBzZWVzIGEgY2hhcmFjdGVyIHdpZGVyIHRoYW4gdGhlIGVuZ2luZSBkaWQgKGFuIGFtYmlndW91cy13aWR0aCBvbmVcbiAqIGRyYXduIHdpZGUpLCBvciB0aGF0IGlzIG5hcnJvd2VyIHRoYW4gdGhlIHdpbmRvdyBmb3IgYSBtb21lbnQgKGEgcmVzaXplXG4gKiBvbiBpdHMgd2F5KSwgbXVzdCBub3Qgd3JhcCBhIHJvdyBpbnRvIHRoZSBuZXh0IG9yIHNjcm9sbCB0aGUgc2NyZWVuLFxuICogd2hpY2ggd291bGQgbW92ZSByb3dzIHRoZSB3b3JrZXIgZG9lcyBub3QgcmVwb3J0IGFzIHdyaXR0ZW4uIFRyYWlsaW5nXG4gKiBibGFua3MgYXJlIGVyYXNlZCB3aXRoIEVDSCwgd2hpY2ggc3RheXMgd2l0aGluIHRoZSB3aW5kb3cncyB3aWR0aC5cbiAqIENvbG91cnMgYXJlIHJlZHVjZWQgdG8gdGhlIHRlcm1pbmFsJ3MgKGBEcmF3R3JhbnQuY29sb3Vyc2ApIGFzIHRoZVxuICogYXR0YWNoIGNsaWVudCByZWR1Y2VzIHRoZW0gKGB2dC9jb2xvdXJfcmVkdWNlLnRzYCkuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IENPTE9SX0RFRkFVTFQsIFJVTl9XSURFIH0gZnJvbSBcIi4uLy4uL3Z0L3R5cGVzLnRzXCI7XG5pbXBvcnQge1xuICBjb3B5U3R5bGUsXG4gIERFRkFVTFRfU1RZTEUsXG4gIHR5cGUgU2dyU3R5bGUsXG4gIHNnclRyYW5zaXRpb24sXG59IGZyb20gXCIuLi8uLi92dC9zZ3JfZW5jb2RlLnRzXCI7XG5pbXBvcnQgeyByZWR1Y2VTdHlsZSwgVFJVRUNPTE9SIH0gZnJvbSBcIi4uLy4uL3Z0L2NvbG91cl9yZWR1Y2UudHNcIjtcbmltcG9ydCB0eXBlIHsgU2NyZWVuVXBkYXRlIH0gZnJvbSBcIi4vcGFyc2VfbWVzc2FnZXMudHNcIjtcbmltcG9ydCB0eXBlIHsgRGlyZWN0Qnl0ZXMsIERyYXdHcmFudCB9IGZyb20gXCIuL2RpcmVjdF9kcmF3LnRzXCI7XG5pbXBvcnQgeyBDT05UUk9MIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL2NvbnRyb2xzLnRzXCI7XG5cbi8qKlxuICogVXBkYXRlcyBvZiBtb3JlIHJvd3MgdGhhbiB0aGlzIGFyZSBsZWZ0IHRvIHRoZSBhdHRhY2ggY2xpZW50OiBhbiBlY2hvXG4gKiBjaGFuZ2VzIG9uZSBvciB0d28gKHRoZSBsaW5lLCBhIHN0YXR1cyBsaW5lKSwgYW5kIGEgbGFyZ2VyIG9uZSBpcyBub1xuICoga2V5J3MgZWNobywgc28gdGhlcmUgaXMgbm90aGluZyB0byB3aW4uXG4gKi9cbmNvbnN0IE1BWF9ESVJFQ1RfUk9XUyA9IDQ7XG5cbmNvbnN0IGVuY29kZXIgPSBuZXcgVGV4dEVuY29kZXIoKTtcblxuLyoqXG4gKiBXaGF0IHRoZSBsYXN0IHVwZGF0ZSBzYWlkIG9mIHRoZSB3aW5kb3cgYmVzaWRlIGl0cyByb3dzOiBhbiB1cGRhdGUgdGhhdFxuICogY2hhbmdlcyBhbnkgb2YgaXQgaXMgbGVmdCB0byB0aGUgYXR0YWNoIGNsaWVudC5cbiAqL1xuZXhwb3J0IGNsYXNzIERpcmVjdExvb2sge1xuICAjdGl0bGU6IHN0cmluZyB8IG51bGwgPSBudWxsO1xuICAjY3Vyc29yTG9vayA9IFwiXCI7XG5cbiAgLyoqIFdoZXRoZXIgYHVwZGF0ZWAgbG9va3MgYXMgdGhlIGxhc3QgZGlkOyByZW1lbWJlcnMgaXQgZWl0aGVyIHdheS4gKi9cbiAgc2FtZSh1cGRhdGU6IFNjcmVlblVwZGF0ZSk6IGJvb2xlYW4ge1xuICAgIGNvbnN0IFssICwgdmlzaWJsZSwgc2hhcGUsIGJsaW5rXSA9IHVwZGF0ZS5jdXJzb3I7XG4gICAgY29uc3QgbG9vayA9IGAke3Zpc2libGV9JHtzaGFwZX0ke2JsaW5rfWA7XG4gICAgY29uc3Qgc2FtZSA9IHVwZGF0ZS50aXRsZSA9PT0gdGhpcy4jdGl0bGUgJiYgbG9vayA9PT0gdGhpcy4jY3Vyc29yTG9vaztcbiAgICB0aGlzLiN0aXRsZSA9IHVwZGF0ZS50aXRsZTtcbiAgICB0aGlzLiNjdXJzb3JMb29rID0gbG9vaztcbiAgICByZXR1cm4gc2FtZTtcbiAgfVxufVxuXG4vKiogVGhlIGJ5dGVzIHRoYXQgZHJhdyBgdXBkYXRlYCBhdCBgZ3JhbnRgLCBvciBudWxsIHdoZW4gaXQgZG9lcyBub3QgcXVhbGlmeS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBkaXJlY3RGcmFtZShcbiAgdXBkYXRlOiBTY3JlZW5VcGRhdGUsXG4gIGdyYW50OiBEcmF3R3JhbnQsXG4pOiBEaXJlY3RCeXRlcyB8IG51bGwge1xuICBjb25zdCB7IGxpbmVzIH0gPSB1cGRhdGU7XG4gIGlmIChsaW5lcy5sZW5ndGggPT09IDAgfHwgbGluZXMubGVuZ3RoID4gTUFYX0RJUkVDVF9ST1dTKSByZXR1cm4gbnVsbDtcbiAgaWYgKFxuICAgIHVwZGF0ZS5yZXNpemVkIHx8IHVwZGF0ZS5tb2RlcyB8fCB1cGRhdGUuYmVsbHMgPiAwIHx8IHVwZGF0ZS5saW5rcyB8fFxuICAgIHVwZGF0ZS5jbGlwYm9hcmQgfHwgdXBkYXRlLmNvbHMgIT09IGdyYW50LmNvbHMgfHxcbiAgICB1cGRhdGUucm93cyAhPT0gZ3JhbnQucm93c1xuICApIHJldHVybiBudWxsO1xuICAvLyBDb2xvdXJzIGFzIHRoZSB0ZXJtaW5hbCBzaG93cyB0aGVtLCBhcyB0aGUgYXR0YWNoIGNsaWVudCBkcmF3cyB0aGVtLlxuICBjb25zdCBjb2xvdXJzID0gZ3JhbnQuY29sb3VycztcbiAgY29uc3QgcmVkdWNlID0gY29sb3VycyA8IFRSVUVDT0xPUjtcbiAgbGV0IG91dCA9IFwiXFx4MWJbPzdsXFx4MWJbbVwiO1xuICBjb25zdCBwZW46IFNnclN0eWxlID0geyAuLi5ERUZBVUxUX1NUWUxFIH07XG4gIGNvbnN0IHN0eWxlOiBTZ3JTdHlsZSA9IHsgLi4uREVGQVVMVF9TVFlMRSB9O1xuICBsZXQgZmlyc3QgPSBJbmZpbml0eSwgbGFzdCA9IC0xO1xuICBmb3IgKGNvbnN0IFt5LCBydW5zXSBvZiBsaW5lcykge1xuICAgIGlmICh5IDwgMCB8fCB5ID49IGdyYW50LnJvd3MpIHJldHVybiBudWxsO1xuICAgIGNvbnN0IHJvdyA9IGdyYW50LnRvcCArIHk7XG4gICAgZmlyc3QgPSBNYXRoLm1pbihmaXJzdCwgcm93KTtcbiAgICBsYXN0ID0gTWF0aC5tYXgobGFzdCwgcm93KTtcbiAgICBvdXQgKz0gYFxceDFiWyR7cm93ICsgMX1IYDtcbiAgICBsZXQgeCA9IDA7XG4gICAgZm9yIChjb25zdCBbdGV4dCwgY2VsbHMsIGZnLCBiZywgZmxhZ3MsIHVsLCBsaW5rXSBvZiBydW5zKSB7XG4gICAgICBpZiAobGluayB8fCAoKGZsYWdzID8/IDApICYgUlVOX1dJREUpICE9PSAwKSByZXR1cm4gbnVsbDtcbiAgICAgIGlmICh0ZXh0Lmxlbmd0aCAhPT0gY2VsbHMgfHwgQ09OVFJPTC50ZXN0KHRleHQpKSByZXR1cm4gbnVsbDtcbiAgICAgIHN0eWxlLmZnID0gZmcgPz8gQ09MT1JfREVGQVVMVDtcbiAgICAgIHN0eWxlLmJnID0gYmcgPz8gQ09MT1JfREVGQVVMVDtcbiAgICAgIHN0eWxlLmZsYWdzID0gZmxhZ3MgPz8gMDtcbiAgICAgIHN0eWxlLnVsID0gdWwgPz8gQ09MT1JfREVGQVVMVDtcbiAgICAgIGlmIChyZWR1Y2UpIHJlZHVjZVN0eWxlKHN0eWxlLCBjb2xvdXJzLCBzdHlsZSk7XG4gICAgICBvdXQgKz0gcGVuXyhwZW4sIHN0eWxlKSArIHRleHQ7XG4gICAgICB4ICs9IGNlbGxzO1xuICAgIH1cbiAgICBpZiAoeCA+IGdyYW50LmNvbHMpIHJldHVybiBudWxsO1xuICAgIGlmICh4IDwgZ3JhbnQuY29scykge1xuICAgICAgb3V0ICs9IHBlbl8ocGVuLCBERUZBVUxUX1NUWUxFKSArIGBcXHgxYlske2dyYW50LmNvbHMgLSB4fVhgO1xuICAgIH1cbiAgfVxuICBjb25zdCBbY3gsIGN5XSA9IHVwZGF0ZS5jdXJzb3I7XG4gIG91dCArPSBwZW5fKHBlbiwgREVGQVVMVF9TVFlMRSkgKyBgXFx4MWJbJHtncmFudC50b3AgKyBjeSArIDF9OyR7Y3ggKyAxfUhgICtcbiAgICBcIlxceDFiWz83aFwiO1xuICByZXR1cm4geyBieXRlczogZW5jb2Rlci5lbmNvZGUob3V0KSwgZmlyc3QsIGxhc3QgfTtcbn1cblxuLyoqIFRoZSBTR1IgZnJvbSBgcGVuYCB0byBgdG9gOyBgcGVuYCBiZWNvbWVzIGB0b2AuICovXG5mdW5jdGlvbiBwZW5fKHBlbjogU2dyU3R5bGUsIHRvOiBSZWFkb25seTxTZ3JTdHlsZT4pOiBzdHJpbmcge1xuICBjb25zdCBzZXEgPSBzZ3JUcmFuc2l0aW9uKHBlbiwgdG8pO1xuICBjb3B5U3R5bGUocGVuLCB0byk7XG4gIHJldHVybiBzZXE7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQXdCQyxHQUVELFNBQVMsYUFBYSxFQUFFLFFBQVEsUUFBUSxvQkFBb0I7QUFDNUQsU0FDRSxTQUFTLEVBQ1QsYUFBYSxFQUViLGFBQWEsUUFDUix5QkFBeUI7QUFDaEMsU0FBUyxXQUFXLEVBQUUsU0FBUyxRQUFRLDRCQUE0QjtBQUduRSxTQUFTLE9BQU8sUUFBUSw2QkFBNkI7QUFFckQ7Ozs7Q0FJQyxHQUNELE1BQU0sa0JBQWtCO0FBRXhCLE1BQU0sVUFBVSxJQUFJO0FBRXBCOzs7Q0FHQyxHQUNELE9BQU8sTUFBTTtFQUNYLENBQUEsS0FBTSxHQUFrQixLQUFLO0VBQzdCLENBQUEsVUFBVyxHQUFHLEdBQUc7RUFFakIscUVBQXFFLEdBQ3JFLEtBQUssTUFBb0IsRUFBVztJQUNsQyxNQUFNLEtBQUssU0FBUyxPQUFPLE1BQU0sR0FBRyxPQUFPLE1BQU07SUFDakQsTUFBTSxPQUFPLEdBQUcsVUFBVSxRQUFRLE9BQU87SUFDekMsTUFBTSxPQUFPLE9BQU8sS0FBSyxLQUFLLElBQUksQ0FBQyxDQUFBLEtBQU0sSUFBSSxTQUFTLElBQUksQ0FBQyxDQUFBLFVBQVc7SUFDdEUsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLE9BQU8sS0FBSztJQUMxQixJQUFJLENBQUMsQ0FBQSxVQUFXLEdBQUc7SUFDbkIsT0FBTztFQUNUO0FBQ0Y7QUFFQSwrRUFBK0UsR0FDL0UsT0FBTyxTQUFTLFlBQ2QsTUFBb0IsRUFDcEIsS0FBZ0I7RUFFaEIsTUFBTSxFQUFFLEtBQUssRUFBRSxHQUFHO0VBQ2xCLElBQUksTUFBTSxNQUFNLEtBQUssS0FBSyxNQUFNLE1BQU0sR0FBRyxpQkFBaUIsT0FBTztFQUNqRSxJQUNFLE9BQU8sT0FBTyxJQUFJLE9BQU8sS0FBSyxJQUFJLE9BQU8sS0FBSyxHQUFHLEtBQUssT0FBTyxLQUFLLElBQ2xFLE9BQU8sU0FBUyxJQUFJLE9BQU8sSUFBSSxLQUFLLE1BQU0sSUFBSSxJQUM5QyxPQUFPLElBQUksS0FBSyxNQUFNLElBQUksRUFDMUIsT0FBTztFQUNULHVFQUF1RTtFQUN2RSxNQUFNLFVBQVUsTUFBTSxPQUFPO0VBQzdCLE1BQU0sU0FBUyxVQUFVO0VBQ3pCLElBQUksTUFBTTtFQUNWLE1BQU0sTUFBZ0I7SUFBRSxHQUFHLGFBQWE7RUFBQztFQUN6QyxNQUFNLFFBQWtCO0lBQUUsR0FBRyxhQUFhO0VBQUM7RUFDM0MsSUFBSSxRQUFRLFVBQVUsT0FBTyxDQUFDO0VBQzlCLEtBQUssTUFBTSxDQUFDLEdBQUcsS0FBSyxJQUFJLE1BQU87SUFDN0IsSUFBSSxJQUFJLEtBQUssS0FBSyxNQUFNLElBQUksRUFBRSxPQUFPO0lBQ3JDLE1BQU0sTUFBTSxNQUFNLEdBQUcsR0FBRztJQUN4QixRQUFRLEtBQUssR0FBRyxDQUFDLE9BQU87SUFDeEIsT0FBTyxLQUFLLEdBQUcsQ0FBQyxNQUFNO0lBQ3RCLE9BQU8sQ0FBQyxLQUFLLEVBQUUsTUFBTSxFQUFFLENBQUMsQ0FBQztJQUN6QixJQUFJLElBQUk7SUFDUixLQUFLLE1BQU0sQ0FBQyxNQUFNLE9BQU8sSUFBSSxJQUFJLE9BQU8sSUFBSSxLQUFLLElBQUksS0FBTTtNQUN6RCxJQUFJLFFBQVEsQ0FBQyxDQUFDLFNBQVMsQ0FBQyxJQUFJLFFBQVEsTUFBTSxHQUFHLE9BQU87TUFDcEQsSUFBSSxLQUFLLE1BQU0sS0FBSyxTQUFTLFFBQVEsSUFBSSxDQUFDLE9BQU8sT0FBTztNQUN4RCxNQUFNLEVBQUUsR0FBRyxNQUFNO01BQ2pCLE1BQU0sRUFBRSxHQUFHLE1BQU07TUFDakIsTUFBTSxLQUFLLEdBQUcsU0FBUztNQUN2QixNQUFNLEVBQUUsR0FBRyxNQUFNO01BQ2pCLElBQUksUUFBUSxZQUFZLE9BQU8sU0FBUztNQUN4QyxPQUFPLEtBQUssS0FBSyxTQUFTO01BQzFCLEtBQUs7SUFDUDtJQUNBLElBQUksSUFBSSxNQUFNLElBQUksRUFBRSxPQUFPO0lBQzNCLElBQUksSUFBSSxNQUFNLElBQUksRUFBRTtNQUNsQixPQUFPLEtBQUssS0FBSyxpQkFBaUIsQ0FBQyxLQUFLLEVBQUUsTUFBTSxJQUFJLEdBQUcsRUFBRSxDQUFDLENBQUM7SUFDN0Q7RUFDRjtFQUNBLE1BQU0sQ0FBQyxJQUFJLEdBQUcsR0FBRyxPQUFPLE1BQU07RUFDOUIsT0FBTyxLQUFLLEtBQUssaUJBQWlCLENBQUMsS0FBSyxFQUFFLE1BQU0sR0FBRyxHQUFHLEtBQUssRUFBRSxDQUFDLEVBQUUsS0FBSyxFQUFFLENBQUMsQ0FBQyxHQUN2RTtFQUNGLE9BQU87SUFBRSxPQUFPLFFBQVEsTUFBTSxDQUFDO0lBQU07SUFBTztFQUFLO0FBQ25EO0FBRUEsb0RBQW9ELEdBQ3BELFNBQVMsS0FBSyxHQUFhLEVBQUUsRUFBc0I7RUFDakQsTUFBTSxNQUFNLGNBQWMsS0FBSztFQUMvQixVQUFVLEtBQUs7RUFDZixPQUFPO0FBQ1QifQ==
// denoCacheMetadata=12070496400598337255,18363813362359100900