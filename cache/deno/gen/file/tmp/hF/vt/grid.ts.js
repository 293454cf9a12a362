/**
 * The visible rows of one screen as a ring: scrolling the whole screen up
 * moves the ring's start instead of every row (no pointer moves, no write
 * barriers per scrolled line). Scroll regions move the rows they cover.
 *
 * @module
 */ /** `height` rows; row `y` is `rows[(base + y) % height]`. */ export class Grid {
  rows;
  base = 0;
  constructor(rows){
    this.rows = rows;
  }
  get height() {
    return this.rows.length;
  }
  /** Row `y` (0 at the top). */ at(y) {
    let i = this.base + y;
    if (i >= this.rows.length) i -= this.rows.length;
    return this.rows[i];
  }
  /** Puts `row` at `y`. */ set(y, row) {
    let i = this.base + y;
    if (i >= this.rows.length) i -= this.rows.length;
    this.rows[i] = row;
  }
  /**
   * Scrolls the whole grid up one row: the top row leaves and `fresh`
   * (which may be the same object, recycled) comes in at the bottom.
   */ rotateUp(fresh) {
    this.rows[this.base] = fresh;
    this.base = this.base + 1 === this.rows.length ? 0 : this.base + 1;
  }
  /** Rows top to bottom. */ toArray() {
    const out = [];
    for(let y = 0; y < this.rows.length; y++)out.push(this.at(y));
    return out;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Z0L2dyaWQudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgdmlzaWJsZSByb3dzIG9mIG9uZSBzY3JlZW4gYXMgYSByaW5nOiBzY3JvbGxpbmcgdGhlIHdob2xlIHNjcmVlbiB1cFxuICogbW92ZXMgdGhlIHJpbmcncyBzdGFydCBpbnN0ZWFkIG9mIGV2ZXJ5IHJvdyAobm8gcG9pbnRlciBtb3Zlcywgbm8gd3JpdGVcbiAqIGJhcnJpZXJzIHBlciBzY3JvbGxlZCBsaW5lKS4gU2Nyb2xsIHJlZ2lvbnMgbW92ZSB0aGUgcm93cyB0aGV5IGNvdmVyLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgdHlwZSB7IFJvdyB9IGZyb20gXCIuL3Jvdy50c1wiO1xuXG4vKiogYGhlaWdodGAgcm93czsgcm93IGB5YCBpcyBgcm93c1soYmFzZSArIHkpICUgaGVpZ2h0XWAuICovXG5leHBvcnQgY2xhc3MgR3JpZCB7XG4gIHJlYWRvbmx5IHJvd3M6IFJvd1tdO1xuICBiYXNlID0gMDtcblxuICBjb25zdHJ1Y3Rvcihyb3dzOiBSb3dbXSkge1xuICAgIHRoaXMucm93cyA9IHJvd3M7XG4gIH1cblxuICBnZXQgaGVpZ2h0KCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMucm93cy5sZW5ndGg7XG4gIH1cblxuICAvKiogUm93IGB5YCAoMCBhdCB0aGUgdG9wKS4gKi9cbiAgYXQoeTogbnVtYmVyKTogUm93IHtcbiAgICBsZXQgaSA9IHRoaXMuYmFzZSArIHk7XG4gICAgaWYgKGkgPj0gdGhpcy5yb3dzLmxlbmd0aCkgaSAtPSB0aGlzLnJvd3MubGVuZ3RoO1xuICAgIHJldHVybiB0aGlzLnJvd3NbaV07XG4gIH1cblxuICAvKiogUHV0cyBgcm93YCBhdCBgeWAuICovXG4gIHNldCh5OiBudW1iZXIsIHJvdzogUm93KTogdm9pZCB7XG4gICAgbGV0IGkgPSB0aGlzLmJhc2UgKyB5O1xuICAgIGlmIChpID49IHRoaXMucm93cy5sZW5ndGgpIGkgLT0gdGhpcy5yb3dzLmxlbmd0aDtcbiAgICB0aGlzLnJvd3NbaV0gPSByb3c7XG4gIH1cblxuICAvKipcbiAgICogU2Nyb2xscyB0aGUgd2hvbGUgZ3JpZCB1cCBvbmUgcm93OiB0aGUgdG9wIHJvdyBsZWF2ZXMgYW5kIGBmcmVzaGBcbiAgICogKHdoaWNoIG1heSBiZSB0aGUgc2FtZSBvYmplY3QsIHJlY3ljbGVkKSBjb21lcyBpbiBhdCB0aGUgYm90dG9tLlxuICAgKi9cbiAgcm90YXRlVXAoZnJlc2g6IFJvdyk6IHZvaWQge1xuICAgIHRoaXMucm93c1t0aGlzLmJhc2VdID0gZnJlc2g7XG4gICAgdGhpcy5iYXNlID0gdGhpcy5iYXNlICsgMSA9PT0gdGhpcy5yb3dzLmxlbmd0aCA/IDAgOiB0aGlzLmJhc2UgKyAxO1xuICB9XG5cbiAgLyoqIFJvd3MgdG9wIHRvIGJvdHRvbS4gKi9cbiAgdG9BcnJheSgpOiBSb3dbXSB7XG4gICAgY29uc3Qgb3V0OiBSb3dbXSA9IFtdO1xuICAgIGZvciAobGV0IHkgPSAwOyB5IDwgdGhpcy5yb3dzLmxlbmd0aDsgeSsrKSBvdXQucHVzaCh0aGlzLmF0KHkpKTtcbiAgICByZXR1cm4gb3V0O1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7OztDQU1DLEdBSUQsMkRBQTJELEdBQzNELE9BQU8sTUFBTTtFQUNGLEtBQVk7RUFDckIsT0FBTyxFQUFFO0VBRVQsWUFBWSxJQUFXLENBQUU7SUFDdkIsSUFBSSxDQUFDLElBQUksR0FBRztFQUNkO0VBRUEsSUFBSSxTQUFpQjtJQUNuQixPQUFPLElBQUksQ0FBQyxJQUFJLENBQUMsTUFBTTtFQUN6QjtFQUVBLDRCQUE0QixHQUM1QixHQUFHLENBQVMsRUFBTztJQUNqQixJQUFJLElBQUksSUFBSSxDQUFDLElBQUksR0FBRztJQUNwQixJQUFJLEtBQUssSUFBSSxDQUFDLElBQUksQ0FBQyxNQUFNLEVBQUUsS0FBSyxJQUFJLENBQUMsSUFBSSxDQUFDLE1BQU07SUFDaEQsT0FBTyxJQUFJLENBQUMsSUFBSSxDQUFDLEVBQUU7RUFDckI7RUFFQSx1QkFBdUIsR0FDdkIsSUFBSSxDQUFTLEVBQUUsR0FBUSxFQUFRO0lBQzdCLElBQUksSUFBSSxJQUFJLENBQUMsSUFBSSxHQUFHO0lBQ3BCLElBQUksS0FBSyxJQUFJLENBQUMsSUFBSSxDQUFDLE1BQU0sRUFBRSxLQUFLLElBQUksQ0FBQyxJQUFJLENBQUMsTUFBTTtJQUNoRCxJQUFJLENBQUMsSUFBSSxDQUFDLEVBQUUsR0FBRztFQUNqQjtFQUVBOzs7R0FHQyxHQUNELFNBQVMsS0FBVSxFQUFRO0lBQ3pCLElBQUksQ0FBQyxJQUFJLENBQUMsSUFBSSxDQUFDLElBQUksQ0FBQyxHQUFHO0lBQ3ZCLElBQUksQ0FBQyxJQUFJLEdBQUcsSUFBSSxDQUFDLElBQUksR0FBRyxNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsTUFBTSxHQUFHLElBQUksSUFBSSxDQUFDLElBQUksR0FBRztFQUNuRTtFQUVBLHdCQUF3QixHQUN4QixVQUFpQjtJQUNmLE1BQU0sTUFBYSxFQUFFO0lBQ3JCLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxJQUFJLENBQUMsSUFBSSxDQUFDLE1BQU0sRUFBRSxJQUFLLElBQUksSUFBSSxDQUFDLElBQUksQ0FBQyxFQUFFLENBQUM7SUFDNUQsT0FBTztFQUNUO0FBQ0YifQ==
// denoCacheMetadata=4912895420682440516,7080052387646448996