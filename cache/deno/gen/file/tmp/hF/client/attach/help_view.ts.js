/**
 * Prefix `?` (tmux's `list-keys`): every binding of every key table, one
 * line each as tmux lists them (`bind-key -T prefix c new-window`), in a
 * full-screen view over the session, scrolled with `j` `k`, the arrows,
 * `C-n` `C-p`, PageUp/PageDown (`C-b` `C-f`, Space), `g` `G` (Home End);
 * `q`, Escape or `C-c` leaves. `[top/lines]` at the top right says where
 * the view is, as tmux's view mode does.
 *
 * @module
 */ import { KEY_TABLES } from "../../protocol/options.ts";
import { ATTR_INVERSE } from "../../vt/types.ts";
import { putText } from "./row_text.ts";
import { DEFAULT_ATTRS, GridRow } from "./screen_grid.ts";
import { stripControls } from "../../protocol/controls.ts";
const INVERSE = {
  ...DEFAULT_ATTRS,
  flags: ATTR_INVERSE
};
/** The lines `list-keys` shows for `keys`: table by table. */ export function listKeys(keys) {
  const out = [];
  for (const table of KEY_TABLES){
    const repeating = keys.repeating(table);
    for (const [key, command] of keys.bindings(table)){
      const r = repeating.has(key) ? "-r " : "";
      out.push(`bind-key ${r}-T ${table.padEnd(6)} ${key.padEnd(10)} ${command}`);
    }
    if (table === "prefix") {
      out.push(`bind-key -T prefix ${keys.prefixName.padEnd(10)} send-prefix`);
    }
  }
  return out;
}
/**
 * A command's output as lines the view can show: its escape sequences
 * (colours, titles) and other control characters taken out, a tab as
 * spaces, so that nothing a command printed (`run-shell 'cat FILE'`)
 * reaches the terminal as a sequence.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { outputLines } from "./help_view.ts";
 * assert.deepEqual(outputLines("\x1b[1ma\x1b[m\tb\x1b]52;c;eA==\x07\n"), [
 *   "a    b",
 * ]);
 * ```
 */ export function outputLines(output) {
  return output.replace(/\n$/, "").split("\n").map((line)=>stripControls(line.replace(SEQUENCES, "").replace(/\t/g, "    ")));
}
// CSI sequences (colours) and OSC strings (titles, clipboard writes).
// deno-lint-ignore no-control-regex
const SEQUENCES = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?/g;
/** The view's place in the lines. */ export class HelpView {
  lines;
  #top;
  constructor(lines){
    this.lines = lines;
    this.#top = 0;
  }
  /** The first line shown. */ get top() {
    return this.#top;
  }
  /** Applies a key for a view `height` rows high; false: leave the view. */ key(k, height) {
    const page = Math.max(1, height - 1);
    switch(k.name){
      case "q":
      case "Escape":
      case "C-c":
        return false;
      case "j":
      case "Down":
      case "C-n":
      case "Enter":
        this.#move(1, height);
        break;
      case "k":
      case "Up":
      case "C-p":
        this.#move(-1, height);
        break;
      case "PageDown":
      case "C-f":
      case " ":
        this.#move(page, height);
        break;
      case "PageUp":
      case "C-b":
        this.#move(-page, height);
        break;
      case "g":
      case "Home":
        this.#top = 0;
        break;
      case "G":
      case "End":
        this.#move(this.lines.length, height);
        break;
    }
    return true;
  }
  /** The view's rows, `cols` wide and `height` high. */ rows(cols, height) {
    this.#move(0, height);
    const out = [];
    for(let y = 0; y < height; y++){
      const row = new GridRow(cols);
      const line = this.lines[this.#top + y];
      if (line !== undefined) putText(row, cols, line, DEFAULT_ATTRS, "left");
      out.push(row);
    }
    if (out.length > 0) {
      const where = `[${this.#top}/${this.lines.length}]`;
      putText(out[0], cols, where, INVERSE, "right");
    }
    return out;
  }
  #move(by, height) {
    const max = Math.max(0, this.lines.length - height);
    this.#top = Math.max(0, Math.min(max, this.#top + by));
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvaGVscF92aWV3LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogUHJlZml4IGA/YCAodG11eCdzIGBsaXN0LWtleXNgKTogZXZlcnkgYmluZGluZyBvZiBldmVyeSBrZXkgdGFibGUsIG9uZVxuICogbGluZSBlYWNoIGFzIHRtdXggbGlzdHMgdGhlbSAoYGJpbmQta2V5IC1UIHByZWZpeCBjIG5ldy13aW5kb3dgKSwgaW4gYVxuICogZnVsbC1zY3JlZW4gdmlldyBvdmVyIHRoZSBzZXNzaW9uLCBzY3JvbGxlZCB3aXRoIGBqYCBga2AsIHRoZSBhcnJvd3MsXG4gKiBgQy1uYCBgQy1wYCwgUGFnZVVwL1BhZ2VEb3duIChgQy1iYCBgQy1mYCwgU3BhY2UpLCBgZ2AgYEdgIChIb21lIEVuZCk7XG4gKiBgcWAsIEVzY2FwZSBvciBgQy1jYCBsZWF2ZXMuIGBbdG9wL2xpbmVzXWAgYXQgdGhlIHRvcCByaWdodCBzYXlzIHdoZXJlXG4gKiB0aGUgdmlldyBpcywgYXMgdG11eCdzIHZpZXcgbW9kZSBkb2VzLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBLRVlfVEFCTEVTIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL29wdGlvbnMudHNcIjtcbmltcG9ydCB7IEFUVFJfSU5WRVJTRSB9IGZyb20gXCIuLi8uLi92dC90eXBlcy50c1wiO1xuaW1wb3J0IHR5cGUgeyBLZXlUYWJsZSB9IGZyb20gXCIuL2tleV90YWJsZS50c1wiO1xuaW1wb3J0IHsgcHV0VGV4dCB9IGZyb20gXCIuL3Jvd190ZXh0LnRzXCI7XG5pbXBvcnQgeyBERUZBVUxUX0FUVFJTLCBHcmlkUm93IH0gZnJvbSBcIi4vc2NyZWVuX2dyaWQudHNcIjtcbmltcG9ydCB0eXBlIHsgS2V5IH0gZnJvbSBcIi4vc2Nyb2xsX2tleXMudHNcIjtcbmltcG9ydCB7IHN0cmlwQ29udHJvbHMgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvY29udHJvbHMudHNcIjtcblxuY29uc3QgSU5WRVJTRSA9IHsgLi4uREVGQVVMVF9BVFRSUywgZmxhZ3M6IEFUVFJfSU5WRVJTRSB9O1xuXG4vKiogVGhlIGxpbmVzIGBsaXN0LWtleXNgIHNob3dzIGZvciBga2V5c2A6IHRhYmxlIGJ5IHRhYmxlLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGxpc3RLZXlzKGtleXM6IEtleVRhYmxlKTogc3RyaW5nW10ge1xuICBjb25zdCBvdXQ6IHN0cmluZ1tdID0gW107XG4gIGZvciAoY29uc3QgdGFibGUgb2YgS0VZX1RBQkxFUykge1xuICAgIGNvbnN0IHJlcGVhdGluZyA9IGtleXMucmVwZWF0aW5nKHRhYmxlKTtcbiAgICBmb3IgKGNvbnN0IFtrZXksIGNvbW1hbmRdIG9mIGtleXMuYmluZGluZ3ModGFibGUpKSB7XG4gICAgICBjb25zdCByID0gcmVwZWF0aW5nLmhhcyhrZXkpID8gXCItciBcIiA6IFwiXCI7XG4gICAgICBvdXQucHVzaChcbiAgICAgICAgYGJpbmQta2V5ICR7cn0tVCAke3RhYmxlLnBhZEVuZCg2KX0gJHtrZXkucGFkRW5kKDEwKX0gJHtjb21tYW5kfWAsXG4gICAgICApO1xuICAgIH1cbiAgICBpZiAodGFibGUgPT09IFwicHJlZml4XCIpIHtcbiAgICAgIG91dC5wdXNoKFxuICAgICAgICBgYmluZC1rZXkgLVQgcHJlZml4ICR7a2V5cy5wcmVmaXhOYW1lLnBhZEVuZCgxMCl9IHNlbmQtcHJlZml4YCxcbiAgICAgICk7XG4gICAgfVxuICB9XG4gIHJldHVybiBvdXQ7XG59XG5cbi8qKlxuICogQSBjb21tYW5kJ3Mgb3V0cHV0IGFzIGxpbmVzIHRoZSB2aWV3IGNhbiBzaG93OiBpdHMgZXNjYXBlIHNlcXVlbmNlc1xuICogKGNvbG91cnMsIHRpdGxlcykgYW5kIG90aGVyIGNvbnRyb2wgY2hhcmFjdGVycyB0YWtlbiBvdXQsIGEgdGFiIGFzXG4gKiBzcGFjZXMsIHNvIHRoYXQgbm90aGluZyBhIGNvbW1hbmQgcHJpbnRlZCAoYHJ1bi1zaGVsbCAnY2F0IEZJTEUnYClcbiAqIHJlYWNoZXMgdGhlIHRlcm1pbmFsIGFzIGEgc2VxdWVuY2UuXG4gKlxuICogQGV4YW1wbGVcbiAqIGBgYHRzXG4gKiBpbXBvcnQgYXNzZXJ0IGZyb20gXCJub2RlOmFzc2VydC9zdHJpY3RcIjtcbiAqIGltcG9ydCB7IG91dHB1dExpbmVzIH0gZnJvbSBcIi4vaGVscF92aWV3LnRzXCI7XG4gKiBhc3NlcnQuZGVlcEVxdWFsKG91dHB1dExpbmVzKFwiXFx4MWJbMW1hXFx4MWJbbVxcdGJcXHgxYl01MjtjO2VBPT1cXHgwN1xcblwiKSwgW1xuICogICBcImEgICAgYlwiLFxuICogXSk7XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIG91dHB1dExpbmVzKG91dHB1dDogc3RyaW5nKTogc3RyaW5nW10ge1xuICByZXR1cm4gb3V0cHV0LnJlcGxhY2UoL1xcbiQvLCBcIlwiKS5zcGxpdChcIlxcblwiKS5tYXAoKGxpbmUpID0+XG4gICAgc3RyaXBDb250cm9scyhsaW5lLnJlcGxhY2UoU0VRVUVOQ0VTLCBcIlwiKS5yZXBsYWNlKC9cXHQvZywgXCIgICAgXCIpKVxuICApO1xufVxuXG4vLyBDU0kgc2VxdWVuY2VzIChjb2xvdXJzKSBhbmQgT1NDIHN0cmluZ3MgKHRpdGxlcywgY2xpcGJvYXJkIHdyaXRlcykuXG4vLyBkZW5vLWxpbnQtaWdub3JlIG5vLWNvbnRyb2wtcmVnZXhcbmNvbnN0IFNFUVVFTkNFUyA9IC9cXHgxYlxcW1swLT9dKlsgLS9dKltALX5dfFxceDFiXFxdW15cXHgwN1xceDFiXSooPzpcXHgwN3xcXHgxYlxcXFwpPy9nO1xuXG4vKiogVGhlIHZpZXcncyBwbGFjZSBpbiB0aGUgbGluZXMuICovXG5leHBvcnQgY2xhc3MgSGVscFZpZXcge1xuICAjdG9wID0gMDtcblxuICBjb25zdHJ1Y3RvcihyZWFkb25seSBsaW5lczogc3RyaW5nW10pIHt9XG5cbiAgLyoqIFRoZSBmaXJzdCBsaW5lIHNob3duLiAqL1xuICBnZXQgdG9wKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuI3RvcDtcbiAgfVxuXG4gIC8qKiBBcHBsaWVzIGEga2V5IGZvciBhIHZpZXcgYGhlaWdodGAgcm93cyBoaWdoOyBmYWxzZTogbGVhdmUgdGhlIHZpZXcuICovXG4gIGtleShrOiBLZXksIGhlaWdodDogbnVtYmVyKTogYm9vbGVhbiB7XG4gICAgY29uc3QgcGFnZSA9IE1hdGgubWF4KDEsIGhlaWdodCAtIDEpO1xuICAgIHN3aXRjaCAoay5uYW1lKSB7XG4gICAgICBjYXNlIFwicVwiOlxuICAgICAgY2FzZSBcIkVzY2FwZVwiOlxuICAgICAgY2FzZSBcIkMtY1wiOlxuICAgICAgICByZXR1cm4gZmFsc2U7XG4gICAgICBjYXNlIFwialwiOlxuICAgICAgY2FzZSBcIkRvd25cIjpcbiAgICAgIGNhc2UgXCJDLW5cIjpcbiAgICAgIGNhc2UgXCJFbnRlclwiOlxuICAgICAgICB0aGlzLiNtb3ZlKDEsIGhlaWdodCk7XG4gICAgICAgIGJyZWFrO1xuICAgICAgY2FzZSBcImtcIjpcbiAgICAgIGNhc2UgXCJVcFwiOlxuICAgICAgY2FzZSBcIkMtcFwiOlxuICAgICAgICB0aGlzLiNtb3ZlKC0xLCBoZWlnaHQpO1xuICAgICAgICBicmVhaztcbiAgICAgIGNhc2UgXCJQYWdlRG93blwiOlxuICAgICAgY2FzZSBcIkMtZlwiOlxuICAgICAgY2FzZSBcIiBcIjpcbiAgICAgICAgdGhpcy4jbW92ZShwYWdlLCBoZWlnaHQpO1xuICAgICAgICBicmVhaztcbiAgICAgIGNhc2UgXCJQYWdlVXBcIjpcbiAgICAgIGNhc2UgXCJDLWJcIjpcbiAgICAgICAgdGhpcy4jbW92ZSgtcGFnZSwgaGVpZ2h0KTtcbiAgICAgICAgYnJlYWs7XG4gICAgICBjYXNlIFwiZ1wiOlxuICAgICAgY2FzZSBcIkhvbWVcIjpcbiAgICAgICAgdGhpcy4jdG9wID0gMDtcbiAgICAgICAgYnJlYWs7XG4gICAgICBjYXNlIFwiR1wiOlxuICAgICAgY2FzZSBcIkVuZFwiOlxuICAgICAgICB0aGlzLiNtb3ZlKHRoaXMubGluZXMubGVuZ3RoLCBoZWlnaHQpO1xuICAgICAgICBicmVhaztcbiAgICB9XG4gICAgcmV0dXJuIHRydWU7XG4gIH1cblxuICAvKiogVGhlIHZpZXcncyByb3dzLCBgY29sc2Agd2lkZSBhbmQgYGhlaWdodGAgaGlnaC4gKi9cbiAgcm93cyhjb2xzOiBudW1iZXIsIGhlaWdodDogbnVtYmVyKTogR3JpZFJvd1tdIHtcbiAgICB0aGlzLiNtb3ZlKDAsIGhlaWdodCk7XG4gICAgY29uc3Qgb3V0OiBHcmlkUm93W10gPSBbXTtcbiAgICBmb3IgKGxldCB5ID0gMDsgeSA8IGhlaWdodDsgeSsrKSB7XG4gICAgICBjb25zdCByb3cgPSBuZXcgR3JpZFJvdyhjb2xzKTtcbiAgICAgIGNvbnN0IGxpbmUgPSB0aGlzLmxpbmVzW3RoaXMuI3RvcCArIHldO1xuICAgICAgaWYgKGxpbmUgIT09IHVuZGVmaW5lZCkgcHV0VGV4dChyb3csIGNvbHMsIGxpbmUsIERFRkFVTFRfQVRUUlMsIFwibGVmdFwiKTtcbiAgICAgIG91dC5wdXNoKHJvdyk7XG4gICAgfVxuICAgIGlmIChvdXQubGVuZ3RoID4gMCkge1xuICAgICAgY29uc3Qgd2hlcmUgPSBgWyR7dGhpcy4jdG9wfS8ke3RoaXMubGluZXMubGVuZ3RofV1gO1xuICAgICAgcHV0VGV4dChvdXRbMF0sIGNvbHMsIHdoZXJlLCBJTlZFUlNFLCBcInJpZ2h0XCIpO1xuICAgIH1cbiAgICByZXR1cm4gb3V0O1xuICB9XG5cbiAgI21vdmUoYnk6IG51bWJlciwgaGVpZ2h0OiBudW1iZXIpOiB2b2lkIHtcbiAgICBjb25zdCBtYXggPSBNYXRoLm1heCgwLCB0aGlzLmxpbmVzLmxlbmd0aCAtIGhlaWdodCk7XG4gICAgdGhpcy4jdG9wID0gTWF0aC5tYXgoMCwgTWF0aC5taW4obWF4LCB0aGlzLiN0b3AgKyBieSkpO1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7OztDQVNDLEdBRUQsU0FBUyxVQUFVLFFBQVEsNEJBQTRCO0FBQ3ZELFNBQVMsWUFBWSxRQUFRLG9CQUFvQjtBQUVqRCxTQUFTLE9BQU8sUUFBUSxnQkFBZ0I7QUFDeEMsU0FBUyxhQUFhLEVBQUUsT0FBTyxRQUFRLG1CQUFtQjtBQUUxRCxTQUFTLGFBQWEsUUFBUSw2QkFBNkI7QUFFM0QsTUFBTSxVQUFVO0VBQUUsR0FBRyxhQUFhO0VBQUUsT0FBTztBQUFhO0FBRXhELDREQUE0RCxHQUM1RCxPQUFPLFNBQVMsU0FBUyxJQUFjO0VBQ3JDLE1BQU0sTUFBZ0IsRUFBRTtFQUN4QixLQUFLLE1BQU0sU0FBUyxXQUFZO0lBQzlCLE1BQU0sWUFBWSxLQUFLLFNBQVMsQ0FBQztJQUNqQyxLQUFLLE1BQU0sQ0FBQyxLQUFLLFFBQVEsSUFBSSxLQUFLLFFBQVEsQ0FBQyxPQUFRO01BQ2pELE1BQU0sSUFBSSxVQUFVLEdBQUcsQ0FBQyxPQUFPLFFBQVE7TUFDdkMsSUFBSSxJQUFJLENBQ04sQ0FBQyxTQUFTLEVBQUUsRUFBRSxHQUFHLEVBQUUsTUFBTSxNQUFNLENBQUMsR0FBRyxDQUFDLEVBQUUsSUFBSSxNQUFNLENBQUMsSUFBSSxDQUFDLEVBQUUsU0FBUztJQUVyRTtJQUNBLElBQUksVUFBVSxVQUFVO01BQ3RCLElBQUksSUFBSSxDQUNOLENBQUMsbUJBQW1CLEVBQUUsS0FBSyxVQUFVLENBQUMsTUFBTSxDQUFDLElBQUksWUFBWSxDQUFDO0lBRWxFO0VBQ0Y7RUFDQSxPQUFPO0FBQ1Q7QUFFQTs7Ozs7Ozs7Ozs7Ozs7Q0FjQyxHQUNELE9BQU8sU0FBUyxZQUFZLE1BQWM7RUFDeEMsT0FBTyxPQUFPLE9BQU8sQ0FBQyxPQUFPLElBQUksS0FBSyxDQUFDLE1BQU0sR0FBRyxDQUFDLENBQUMsT0FDaEQsY0FBYyxLQUFLLE9BQU8sQ0FBQyxXQUFXLElBQUksT0FBTyxDQUFDLE9BQU87QUFFN0Q7QUFFQSxzRUFBc0U7QUFDdEUsb0NBQW9DO0FBQ3BDLE1BQU0sWUFBWTtBQUVsQixtQ0FBbUMsR0FDbkMsT0FBTyxNQUFNOztFQUNYLENBQUEsR0FBSSxDQUFLO0VBRVQsWUFBWSxBQUFTLEtBQWUsQ0FBRTtTQUFqQixRQUFBO1NBRnJCLENBQUEsR0FBSSxHQUFHO0VBRWdDO0VBRXZDLDBCQUEwQixHQUMxQixJQUFJLE1BQWM7SUFDaEIsT0FBTyxJQUFJLENBQUMsQ0FBQSxHQUFJO0VBQ2xCO0VBRUEsd0VBQXdFLEdBQ3hFLElBQUksQ0FBTSxFQUFFLE1BQWMsRUFBVztJQUNuQyxNQUFNLE9BQU8sS0FBSyxHQUFHLENBQUMsR0FBRyxTQUFTO0lBQ2xDLE9BQVEsRUFBRSxJQUFJO01BQ1osS0FBSztNQUNMLEtBQUs7TUFDTCxLQUFLO1FBQ0gsT0FBTztNQUNULEtBQUs7TUFDTCxLQUFLO01BQ0wsS0FBSztNQUNMLEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsR0FBRztRQUNkO01BQ0YsS0FBSztNQUNMLEtBQUs7TUFDTCxLQUFLO1FBQ0gsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLENBQUMsR0FBRztRQUNmO01BQ0YsS0FBSztNQUNMLEtBQUs7TUFDTCxLQUFLO1FBQ0gsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLE1BQU07UUFDakI7TUFDRixLQUFLO01BQ0wsS0FBSztRQUNILElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxDQUFDLE1BQU07UUFDbEI7TUFDRixLQUFLO01BQ0wsS0FBSztRQUNILElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRztRQUNaO01BQ0YsS0FBSztNQUNMLEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsSUFBSSxDQUFDLEtBQUssQ0FBQyxNQUFNLEVBQUU7UUFDOUI7SUFDSjtJQUNBLE9BQU87RUFDVDtFQUVBLG9EQUFvRCxHQUNwRCxLQUFLLElBQVksRUFBRSxNQUFjLEVBQWE7SUFDNUMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUc7SUFDZCxNQUFNLE1BQWlCLEVBQUU7SUFDekIsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLFFBQVEsSUFBSztNQUMvQixNQUFNLE1BQU0sSUFBSSxRQUFRO01BQ3hCLE1BQU0sT0FBTyxJQUFJLENBQUMsS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRyxFQUFFO01BQ3RDLElBQUksU0FBUyxXQUFXLFFBQVEsS0FBSyxNQUFNLE1BQU0sZUFBZTtNQUNoRSxJQUFJLElBQUksQ0FBQztJQUNYO0lBQ0EsSUFBSSxJQUFJLE1BQU0sR0FBRyxHQUFHO01BQ2xCLE1BQU0sUUFBUSxDQUFDLENBQUMsRUFBRSxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsQ0FBQyxFQUFFLElBQUksQ0FBQyxLQUFLLENBQUMsTUFBTSxDQUFDLENBQUMsQ0FBQztNQUNuRCxRQUFRLEdBQUcsQ0FBQyxFQUFFLEVBQUUsTUFBTSxPQUFPLFNBQVM7SUFDeEM7SUFDQSxPQUFPO0VBQ1Q7RUFFQSxDQUFBLElBQUssQ0FBQyxFQUFVLEVBQUUsTUFBYztJQUM5QixNQUFNLE1BQU0sS0FBSyxHQUFHLENBQUMsR0FBRyxJQUFJLENBQUMsS0FBSyxDQUFDLE1BQU0sR0FBRztJQUM1QyxJQUFJLENBQUMsQ0FBQSxHQUFJLEdBQUcsS0FBSyxHQUFHLENBQUMsR0FBRyxLQUFLLEdBQUcsQ0FBQyxLQUFLLElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRztFQUNwRDtBQUNGIn0=
// denoCacheMetadata=13486589050163179142,5714151275745897538