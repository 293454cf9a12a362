/**
 * Rows the terminal wrapped joined back into the lines a program wrote
 * (tmux's `capture-pane -J`): the daemon's `capture --join`, and the
 * client's for a range of rows (`capture-pane -J -S N -E M`).
 *
 * @module
 */ /**
 * `rows` with each one that `goesOn(i)` says the terminal wrapped joined
 * to the next (the last ends a line whatever it says), trailing spaces
 * trimmed as a row's are: a wrapped row kept its blanks for the row after
 * it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { joinRows } from "./join_rows.ts";
 * assert.deepEqual(joinRows(["ab ", "c ", "d"], (i) => i === 0), ["ab c", "d"]);
 * ```
 */ export function joinRows(rows, goesOn) {
  const lines = [];
  let line = "";
  for(let i = 0; i < rows.length; i++){
    line += rows[i];
    if (!goesOn(i) || i === rows.length - 1) {
      lines.push(line.replace(/ +$/, ""));
      line = "";
    }
  }
  return lines;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL2pvaW5fcm93cy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFJvd3MgdGhlIHRlcm1pbmFsIHdyYXBwZWQgam9pbmVkIGJhY2sgaW50byB0aGUgbGluZXMgYSBwcm9ncmFtIHdyb3RlXG4gKiAodG11eCdzIGBjYXB0dXJlLXBhbmUgLUpgKTogdGhlIGRhZW1vbidzIGBjYXB0dXJlIC0tam9pbmAsIGFuZCB0aGVcbiAqIGNsaWVudCdzIGZvciBhIHJhbmdlIG9mIHJvd3MgKGBjYXB0dXJlLXBhbmUgLUogLVMgTiAtRSBNYCkuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKlxuICogYHJvd3NgIHdpdGggZWFjaCBvbmUgdGhhdCBgZ29lc09uKGkpYCBzYXlzIHRoZSB0ZXJtaW5hbCB3cmFwcGVkIGpvaW5lZFxuICogdG8gdGhlIG5leHQgKHRoZSBsYXN0IGVuZHMgYSBsaW5lIHdoYXRldmVyIGl0IHNheXMpLCB0cmFpbGluZyBzcGFjZXNcbiAqIHRyaW1tZWQgYXMgYSByb3cncyBhcmU6IGEgd3JhcHBlZCByb3cga2VwdCBpdHMgYmxhbmtzIGZvciB0aGUgcm93IGFmdGVyXG4gKiBpdC5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCBhc3NlcnQgZnJvbSBcIm5vZGU6YXNzZXJ0L3N0cmljdFwiO1xuICogaW1wb3J0IHsgam9pblJvd3MgfSBmcm9tIFwiLi9qb2luX3Jvd3MudHNcIjtcbiAqIGFzc2VydC5kZWVwRXF1YWwoam9pblJvd3MoW1wiYWIgXCIsIFwiYyBcIiwgXCJkXCJdLCAoaSkgPT4gaSA9PT0gMCksIFtcImFiIGNcIiwgXCJkXCJdKTtcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gam9pblJvd3MoXG4gIHJvd3M6IHN0cmluZ1tdLFxuICBnb2VzT246IChpOiBudW1iZXIpID0+IGJvb2xlYW4sXG4pOiBzdHJpbmdbXSB7XG4gIGNvbnN0IGxpbmVzOiBzdHJpbmdbXSA9IFtdO1xuICBsZXQgbGluZSA9IFwiXCI7XG4gIGZvciAobGV0IGkgPSAwOyBpIDwgcm93cy5sZW5ndGg7IGkrKykge1xuICAgIGxpbmUgKz0gcm93c1tpXTtcbiAgICBpZiAoIWdvZXNPbihpKSB8fCBpID09PSByb3dzLmxlbmd0aCAtIDEpIHtcbiAgICAgIGxpbmVzLnB1c2gobGluZS5yZXBsYWNlKC8gKyQvLCBcIlwiKSk7XG4gICAgICBsaW5lID0gXCJcIjtcbiAgICB9XG4gIH1cbiAgcmV0dXJuIGxpbmVzO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Q0FNQyxHQUVEOzs7Ozs7Ozs7Ozs7Q0FZQyxHQUNELE9BQU8sU0FBUyxTQUNkLElBQWMsRUFDZCxNQUE4QjtFQUU5QixNQUFNLFFBQWtCLEVBQUU7RUFDMUIsSUFBSSxPQUFPO0VBQ1gsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLEtBQUssTUFBTSxFQUFFLElBQUs7SUFDcEMsUUFBUSxJQUFJLENBQUMsRUFBRTtJQUNmLElBQUksQ0FBQyxPQUFPLE1BQU0sTUFBTSxLQUFLLE1BQU0sR0FBRyxHQUFHO01BQ3ZDLE1BQU0sSUFBSSxDQUFDLEtBQUssT0FBTyxDQUFDLE9BQU87TUFDL0IsT0FBTztJQUNUO0VBQ0Y7RUFDQSxPQUFPO0FBQ1QifQ==
// denoCacheMetadata=16165368850862321550,16446246094236890657