/**
 * A window: panes in a layout (tmux's window). It has the session's size,
 * or more when its layout's panes need more; zoomed, the session's alone
 * (its pane is all it shows, as tmux sizes a zoomed window). The shown
 * window's panes are composed by the parse worker, the active pane's
 * cursor and modes go to the clients.
 *
 * @module
 */ import { Layout } from "../workers/layout.ts";
/** A session's window. */ export class Window {
  /** Unique in its session, never reused (tmux's `@N`). */ id;
  /** Its number in the session (tmux's window index). */ index;
  name;
  layout;
  panes = new Map();
  active;
  /** The pane active before `active` (`select-pane -l`, prefix `;`). */ last = null;
  /** The active pane fills the window (prefix `z`). */ zoomed = false;
  /** The preset last applied (prefix `Space` goes on from it). */ preset;
  /** Output came while it was not shown (the status line's `#`). */ activity = false;
  /** A bell rang while it was not shown (the status line's `!`). */ bell = false;
  /**
   * Named after the program in front in its active pane (tmux's
   * automatic-rename, on until the window is named: `rename-window`,
   * `new-window -n`).
   */ autoName = true;
  /** When its name was last checked (`performance.now()`). */ nameCheckedAt = -Infinity;
  /** A check to come, held back to one every `NAME_CHECK_MS`. */ nameCheckLater;
  /** The size the session gave it (`resize`): a zoomed window's. */ #cols;
  #rows;
  constructor(id, index, name, pane, cols, rows, /** A saved layout holding `pane` (a live upgrade's), else `pane` alone. */ layout){
    this.id = id;
    this.index = index;
    this.name = name;
    this.layout = layout ?? new Layout(pane.id, cols, rows);
    this.#cols = Math.max(cols, 1);
    this.#rows = Math.max(rows, 1);
    this.panes.set(pane.id, pane);
    this.active = pane;
  }
  /**
   * Gives the window the session's size: its layout takes it, or the
   * least that holds its panes when they need more (`Layout.resize`).
   */ resize(cols, rows) {
    this.#cols = Math.max(cols, 1);
    this.#rows = Math.max(rows, 1);
    this.layout.resize(cols, rows);
  }
  /**
   * Its width: its layout's, or zoomed the session's (the layout, which
   * keeps the hidden panes' places, may be larger).
   */ get cols() {
    return this.zoomed ? this.#cols : this.layout.cols;
  }
  /** Its height, as `cols`. */ get rows() {
    return this.zoomed ? this.#rows : this.layout.rows;
  }
  /** The panes in order (their indexes, from 0). */ ordered() {
    return this.layout.panes().map((id)=>this.panes.get(id));
  }
  /** Pane number `index`, or undefined. */ paneAt(index) {
    const id = this.layout.panes()[index];
    return id === undefined ? undefined : this.panes.get(id);
  }
  /** `pane`'s index in the window. */ indexOf(pane) {
    return this.layout.panes().indexOf(pane.id);
  }
  /** Makes `pane` the active one (the previous one becomes `last`). */ select(pane) {
    if (pane === this.active) return;
    this.last = this.active;
    this.active = pane;
    this.zoomed = false;
  }
  /**
   * Puts `fresh` in the place of `old`, which has the same id (a
   * respawned pane): active, last and layout stay as they were.
   */ replace(old, fresh) {
    this.panes.set(fresh.id, fresh);
    if (this.active === old) this.active = fresh;
    if (this.last === old) this.last = fresh;
  }
  /** Removes `pane`; false when it was the last one (the window goes). */ remove(pane) {
    if (this.panes.size === 1) return false;
    this.layout.remove(pane.id);
    this.panes.delete(pane.id);
    if (this.last === pane) this.last = null;
    if (this.active === pane) {
      this.active = this.last ?? this.ordered()[0];
      this.last = null;
      this.zoomed = false;
    }
    return true;
  }
  /** What is shown: every pane's rectangle, or the active one's, zoomed. */ shown() {
    if (this.zoomed) {
      return new Map([
        [
          this.active.id,
          {
            x: 0,
            y: 0,
            cols: this.cols,
            rows: this.rows
          }
        ]
      ]);
    }
    return this.layout.rects();
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vd2luZG93LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogQSB3aW5kb3c6IHBhbmVzIGluIGEgbGF5b3V0ICh0bXV4J3Mgd2luZG93KS4gSXQgaGFzIHRoZSBzZXNzaW9uJ3Mgc2l6ZSxcbiAqIG9yIG1vcmUgd2hlbiBpdHMgbGF5b3V0J3MgcGFuZXMgbmVlZCBtb3JlOyB6b29tZWQsIHRoZSBzZXNzaW9uJ3MgYWxvbmVcbiAqIChpdHMgcGFuZSBpcyBhbGwgaXQgc2hvd3MsIGFzIHRtdXggc2l6ZXMgYSB6b29tZWQgd2luZG93KS4gVGhlIHNob3duXG4gKiB3aW5kb3cncyBwYW5lcyBhcmUgY29tcG9zZWQgYnkgdGhlIHBhcnNlIHdvcmtlciwgdGhlIGFjdGl2ZSBwYW5lJ3NcbiAqIGN1cnNvciBhbmQgbW9kZXMgZ28gdG8gdGhlIGNsaWVudHMuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IExheW91dCwgdHlwZSBQcmVzZXRMYXlvdXQsIHR5cGUgUmVjdCB9IGZyb20gXCIuLi93b3JrZXJzL2xheW91dC50c1wiO1xuaW1wb3J0IHR5cGUgeyBQYW5lIH0gZnJvbSBcIi4vcGFuZS50c1wiO1xuXG4vKiogQSBzZXNzaW9uJ3Mgd2luZG93LiAqL1xuZXhwb3J0IGNsYXNzIFdpbmRvdyB7XG4gIC8qKiBVbmlxdWUgaW4gaXRzIHNlc3Npb24sIG5ldmVyIHJldXNlZCAodG11eCdzIGBATmApLiAqL1xuICByZWFkb25seSBpZDogbnVtYmVyO1xuICAvKiogSXRzIG51bWJlciBpbiB0aGUgc2Vzc2lvbiAodG11eCdzIHdpbmRvdyBpbmRleCkuICovXG4gIGluZGV4OiBudW1iZXI7XG4gIG5hbWU6IHN0cmluZztcbiAgcmVhZG9ubHkgbGF5b3V0OiBMYXlvdXQ7XG4gIHJlYWRvbmx5IHBhbmVzID0gbmV3IE1hcDxudW1iZXIsIFBhbmU+KCk7XG4gIGFjdGl2ZTogUGFuZTtcbiAgLyoqIFRoZSBwYW5lIGFjdGl2ZSBiZWZvcmUgYGFjdGl2ZWAgKGBzZWxlY3QtcGFuZSAtbGAsIHByZWZpeCBgO2ApLiAqL1xuICBsYXN0OiBQYW5lIHwgbnVsbCA9IG51bGw7XG4gIC8qKiBUaGUgYWN0aXZlIHBhbmUgZmlsbHMgdGhlIHdpbmRvdyAocHJlZml4IGB6YCkuICovXG4gIHpvb21lZCA9IGZhbHNlO1xuICAvKiogVGhlIHByZXNldCBsYXN0IGFwcGxpZWQgKHByZWZpeCBgU3BhY2VgIGdvZXMgb24gZnJvbSBpdCkuICovXG4gIHByZXNldDogUHJlc2V0TGF5b3V0IHwgdW5kZWZpbmVkO1xuICAvKiogT3V0cHV0IGNhbWUgd2hpbGUgaXQgd2FzIG5vdCBzaG93biAodGhlIHN0YXR1cyBsaW5lJ3MgYCNgKS4gKi9cbiAgYWN0aXZpdHkgPSBmYWxzZTtcbiAgLyoqIEEgYmVsbCByYW5nIHdoaWxlIGl0IHdhcyBub3Qgc2hvd24gKHRoZSBzdGF0dXMgbGluZSdzIGAhYCkuICovXG4gIGJlbGwgPSBmYWxzZTtcbiAgLyoqXG4gICAqIE5hbWVkIGFmdGVyIHRoZSBwcm9ncmFtIGluIGZyb250IGluIGl0cyBhY3RpdmUgcGFuZSAodG11eCdzXG4gICAqIGF1dG9tYXRpYy1yZW5hbWUsIG9uIHVudGlsIHRoZSB3aW5kb3cgaXMgbmFtZWQ6IGByZW5hbWUtd2luZG93YCxcbiAgICogYG5ldy13aW5kb3cgLW5gKS5cbiAgICovXG4gIGF1dG9OYW1lID0gdHJ1ZTtcbiAgLyoqIFdoZW4gaXRzIG5hbWUgd2FzIGxhc3QgY2hlY2tlZCAoYHBlcmZvcm1hbmNlLm5vdygpYCkuICovXG4gIG5hbWVDaGVja2VkQXQgPSAtSW5maW5pdHk7XG4gIC8qKiBBIGNoZWNrIHRvIGNvbWUsIGhlbGQgYmFjayB0byBvbmUgZXZlcnkgYE5BTUVfQ0hFQ0tfTVNgLiAqL1xuICBuYW1lQ2hlY2tMYXRlcjogKCgpID0+IHZvaWQpIHwgdW5kZWZpbmVkO1xuICAvKiogVGhlIHNpemUgdGhlIHNlc3Npb24gZ2F2ZSBpdCAoYHJlc2l6ZWApOiBhIHpvb21lZCB3aW5kb3cncy4gKi9cbiAgI2NvbHM6IG51bWJlcjtcbiAgI3Jvd3M6IG51bWJlcjtcblxuICBjb25zdHJ1Y3RvcihcbiAgICBpZDogbnVtYmVyLFxuICAgIGluZGV4OiBudW1iZXIsXG4gICAgbmFtZTogc3RyaW5nLFxuICAgIHBhbmU6IFBhbmUsXG4gICAgY29sczogbnVtYmVyLFxuICAgIHJvd3M6IG51bWJlcixcbiAgICAvKiogQSBzYXZlZCBsYXlvdXQgaG9sZGluZyBgcGFuZWAgKGEgbGl2ZSB1cGdyYWRlJ3MpLCBlbHNlIGBwYW5lYCBhbG9uZS4gKi9cbiAgICBsYXlvdXQ/OiBMYXlvdXQsXG4gICkge1xuICAgIHRoaXMuaWQgPSBpZDtcbiAgICB0aGlzLmluZGV4ID0gaW5kZXg7XG4gICAgdGhpcy5uYW1lID0gbmFtZTtcbiAgICB0aGlzLmxheW91dCA9IGxheW91dCA/PyBuZXcgTGF5b3V0KHBhbmUuaWQsIGNvbHMsIHJvd3MpO1xuICAgIHRoaXMuI2NvbHMgPSBNYXRoLm1heChjb2xzLCAxKTtcbiAgICB0aGlzLiNyb3dzID0gTWF0aC5tYXgocm93cywgMSk7XG4gICAgdGhpcy5wYW5lcy5zZXQocGFuZS5pZCwgcGFuZSk7XG4gICAgdGhpcy5hY3RpdmUgPSBwYW5lO1xuICB9XG5cbiAgLyoqXG4gICAqIEdpdmVzIHRoZSB3aW5kb3cgdGhlIHNlc3Npb24ncyBzaXplOiBpdHMgbGF5b3V0IHRha2VzIGl0LCBvciB0aGVcbiAgICogbGVhc3QgdGhhdCBob2xkcyBpdHMgcGFuZXMgd2hlbiB0aGV5IG5lZWQgbW9yZSAoYExheW91dC5yZXNpemVgKS5cbiAgICovXG4gIHJlc2l6ZShjb2xzOiBudW1iZXIsIHJvd3M6IG51bWJlcik6IHZvaWQge1xuICAgIHRoaXMuI2NvbHMgPSBNYXRoLm1heChjb2xzLCAxKTtcbiAgICB0aGlzLiNyb3dzID0gTWF0aC5tYXgocm93cywgMSk7XG4gICAgdGhpcy5sYXlvdXQucmVzaXplKGNvbHMsIHJvd3MpO1xuICB9XG5cbiAgLyoqXG4gICAqIEl0cyB3aWR0aDogaXRzIGxheW91dCdzLCBvciB6b29tZWQgdGhlIHNlc3Npb24ncyAodGhlIGxheW91dCwgd2hpY2hcbiAgICoga2VlcHMgdGhlIGhpZGRlbiBwYW5lcycgcGxhY2VzLCBtYXkgYmUgbGFyZ2VyKS5cbiAgICovXG4gIGdldCBjb2xzKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuem9vbWVkID8gdGhpcy4jY29scyA6IHRoaXMubGF5b3V0LmNvbHM7XG4gIH1cblxuICAvKiogSXRzIGhlaWdodCwgYXMgYGNvbHNgLiAqL1xuICBnZXQgcm93cygpOiBudW1iZXIge1xuICAgIHJldHVybiB0aGlzLnpvb21lZCA/IHRoaXMuI3Jvd3MgOiB0aGlzLmxheW91dC5yb3dzO1xuICB9XG5cbiAgLyoqIFRoZSBwYW5lcyBpbiBvcmRlciAodGhlaXIgaW5kZXhlcywgZnJvbSAwKS4gKi9cbiAgb3JkZXJlZCgpOiBQYW5lW10ge1xuICAgIHJldHVybiB0aGlzLmxheW91dC5wYW5lcygpLm1hcCgoaWQpID0+IHRoaXMucGFuZXMuZ2V0KGlkKSEpO1xuICB9XG5cbiAgLyoqIFBhbmUgbnVtYmVyIGBpbmRleGAsIG9yIHVuZGVmaW5lZC4gKi9cbiAgcGFuZUF0KGluZGV4OiBudW1iZXIpOiBQYW5lIHwgdW5kZWZpbmVkIHtcbiAgICBjb25zdCBpZCA9IHRoaXMubGF5b3V0LnBhbmVzKClbaW5kZXhdO1xuICAgIHJldHVybiBpZCA9PT0gdW5kZWZpbmVkID8gdW5kZWZpbmVkIDogdGhpcy5wYW5lcy5nZXQoaWQpO1xuICB9XG5cbiAgLyoqIGBwYW5lYCdzIGluZGV4IGluIHRoZSB3aW5kb3cuICovXG4gIGluZGV4T2YocGFuZTogUGFuZSk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMubGF5b3V0LnBhbmVzKCkuaW5kZXhPZihwYW5lLmlkKTtcbiAgfVxuXG4gIC8qKiBNYWtlcyBgcGFuZWAgdGhlIGFjdGl2ZSBvbmUgKHRoZSBwcmV2aW91cyBvbmUgYmVjb21lcyBgbGFzdGApLiAqL1xuICBzZWxlY3QocGFuZTogUGFuZSk6IHZvaWQge1xuICAgIGlmIChwYW5lID09PSB0aGlzLmFjdGl2ZSkgcmV0dXJuO1xuICAgIHRoaXMubGFzdCA9IHRoaXMuYWN0aXZlO1xuICAgIHRoaXMuYWN0aXZlID0gcGFuZTtcbiAgICB0aGlzLnpvb21lZCA9IGZhbHNlO1xuICB9XG5cbiAgLyoqXG4gICAqIFB1dHMgYGZyZXNoYCBpbiB0aGUgcGxhY2Ugb2YgYG9sZGAsIHdoaWNoIGhhcyB0aGUgc2FtZSBpZCAoYVxuICAgKiByZXNwYXduZWQgcGFuZSk6IGFjdGl2ZSwgbGFzdCBhbmQgbGF5b3V0IHN0YXkgYXMgdGhleSB3ZXJlLlxuICAgKi9cbiAgcmVwbGFjZShvbGQ6IFBhbmUsIGZyZXNoOiBQYW5lKTogdm9pZCB7XG4gICAgdGhpcy5wYW5lcy5zZXQoZnJlc2guaWQsIGZyZXNoKTtcbiAgICBpZiAodGhpcy5hY3RpdmUgPT09IG9sZCkgdGhpcy5hY3RpdmUgPSBmcmVzaDtcbiAgICBpZiAodGhpcy5sYXN0ID09PSBvbGQpIHRoaXMubGFzdCA9IGZyZXNoO1xuICB9XG5cbiAgLyoqIFJlbW92ZXMgYHBhbmVgOyBmYWxzZSB3aGVuIGl0IHdhcyB0aGUgbGFzdCBvbmUgKHRoZSB3aW5kb3cgZ29lcykuICovXG4gIHJlbW92ZShwYW5lOiBQYW5lKTogYm9vbGVhbiB7XG4gICAgaWYgKHRoaXMucGFuZXMuc2l6ZSA9PT0gMSkgcmV0dXJuIGZhbHNlO1xuICAgIHRoaXMubGF5b3V0LnJlbW92ZShwYW5lLmlkKTtcbiAgICB0aGlzLnBhbmVzLmRlbGV0ZShwYW5lLmlkKTtcbiAgICBpZiAodGhpcy5sYXN0ID09PSBwYW5lKSB0aGlzLmxhc3QgPSBudWxsO1xuICAgIGlmICh0aGlzLmFjdGl2ZSA9PT0gcGFuZSkge1xuICAgICAgdGhpcy5hY3RpdmUgPSB0aGlzLmxhc3QgPz8gdGhpcy5vcmRlcmVkKClbMF07XG4gICAgICB0aGlzLmxhc3QgPSBudWxsO1xuICAgICAgdGhpcy56b29tZWQgPSBmYWxzZTtcbiAgICB9XG4gICAgcmV0dXJuIHRydWU7XG4gIH1cblxuICAvKiogV2hhdCBpcyBzaG93bjogZXZlcnkgcGFuZSdzIHJlY3RhbmdsZSwgb3IgdGhlIGFjdGl2ZSBvbmUncywgem9vbWVkLiAqL1xuICBzaG93bigpOiBNYXA8bnVtYmVyLCBSZWN0PiB7XG4gICAgaWYgKHRoaXMuem9vbWVkKSB7XG4gICAgICByZXR1cm4gbmV3IE1hcChbW3RoaXMuYWN0aXZlLmlkLCB7XG4gICAgICAgIHg6IDAsXG4gICAgICAgIHk6IDAsXG4gICAgICAgIGNvbHM6IHRoaXMuY29scyxcbiAgICAgICAgcm93czogdGhpcy5yb3dzLFxuICAgICAgfV1dKTtcbiAgICB9XG4gICAgcmV0dXJuIHRoaXMubGF5b3V0LnJlY3RzKCk7XG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Q0FRQyxHQUVELFNBQVMsTUFBTSxRQUFzQyx1QkFBdUI7QUFHNUUsd0JBQXdCLEdBQ3hCLE9BQU8sTUFBTTtFQUNYLHVEQUF1RCxHQUN2RCxBQUFTLEdBQVc7RUFDcEIscURBQXFELEdBQ3JELE1BQWM7RUFDZCxLQUFhO0VBQ0osT0FBZTtFQUNmLFFBQVEsSUFBSSxNQUFvQjtFQUN6QyxPQUFhO0VBQ2Isb0VBQW9FLEdBQ3BFLE9BQW9CLEtBQUs7RUFDekIsbURBQW1ELEdBQ25ELFNBQVMsTUFBTTtFQUNmLDhEQUE4RCxHQUM5RCxPQUFpQztFQUNqQyxnRUFBZ0UsR0FDaEUsV0FBVyxNQUFNO0VBQ2pCLGdFQUFnRSxHQUNoRSxPQUFPLE1BQU07RUFDYjs7OztHQUlDLEdBQ0QsV0FBVyxLQUFLO0VBQ2hCLDBEQUEwRCxHQUMxRCxnQkFBZ0IsQ0FBQyxTQUFTO0VBQzFCLDZEQUE2RCxHQUM3RCxlQUF5QztFQUN6QyxnRUFBZ0UsR0FDaEUsQ0FBQSxJQUFLLENBQVM7RUFDZCxDQUFBLElBQUssQ0FBUztFQUVkLFlBQ0UsRUFBVSxFQUNWLEtBQWEsRUFDYixJQUFZLEVBQ1osSUFBVSxFQUNWLElBQVksRUFDWixJQUFZLEVBQ1oseUVBQXlFLEdBQ3pFLE1BQWUsQ0FDZjtJQUNBLElBQUksQ0FBQyxFQUFFLEdBQUc7SUFDVixJQUFJLENBQUMsS0FBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLElBQUksR0FBRztJQUNaLElBQUksQ0FBQyxNQUFNLEdBQUcsVUFBVSxJQUFJLE9BQU8sS0FBSyxFQUFFLEVBQUUsTUFBTTtJQUNsRCxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUcsS0FBSyxHQUFHLENBQUMsTUFBTTtJQUM1QixJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUcsS0FBSyxHQUFHLENBQUMsTUFBTTtJQUM1QixJQUFJLENBQUMsS0FBSyxDQUFDLEdBQUcsQ0FBQyxLQUFLLEVBQUUsRUFBRTtJQUN4QixJQUFJLENBQUMsTUFBTSxHQUFHO0VBQ2hCO0VBRUE7OztHQUdDLEdBQ0QsT0FBTyxJQUFZLEVBQUUsSUFBWSxFQUFRO0lBQ3ZDLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxLQUFLLEdBQUcsQ0FBQyxNQUFNO0lBQzVCLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxLQUFLLEdBQUcsQ0FBQyxNQUFNO0lBQzVCLElBQUksQ0FBQyxNQUFNLENBQUMsTUFBTSxDQUFDLE1BQU07RUFDM0I7RUFFQTs7O0dBR0MsR0FDRCxJQUFJLE9BQWU7SUFDakIsT0FBTyxJQUFJLENBQUMsTUFBTSxHQUFHLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxJQUFJLENBQUMsTUFBTSxDQUFDLElBQUk7RUFDcEQ7RUFFQSwyQkFBMkIsR0FDM0IsSUFBSSxPQUFlO0lBQ2pCLE9BQU8sSUFBSSxDQUFDLE1BQU0sR0FBRyxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUcsSUFBSSxDQUFDLE1BQU0sQ0FBQyxJQUFJO0VBQ3BEO0VBRUEsZ0RBQWdELEdBQ2hELFVBQWtCO0lBQ2hCLE9BQU8sSUFBSSxDQUFDLE1BQU0sQ0FBQyxLQUFLLEdBQUcsR0FBRyxDQUFDLENBQUMsS0FBTyxJQUFJLENBQUMsS0FBSyxDQUFDLEdBQUcsQ0FBQztFQUN4RDtFQUVBLHVDQUF1QyxHQUN2QyxPQUFPLEtBQWEsRUFBb0I7SUFDdEMsTUFBTSxLQUFLLElBQUksQ0FBQyxNQUFNLENBQUMsS0FBSyxFQUFFLENBQUMsTUFBTTtJQUNyQyxPQUFPLE9BQU8sWUFBWSxZQUFZLElBQUksQ0FBQyxLQUFLLENBQUMsR0FBRyxDQUFDO0VBQ3ZEO0VBRUEsa0NBQWtDLEdBQ2xDLFFBQVEsSUFBVSxFQUFVO0lBQzFCLE9BQU8sSUFBSSxDQUFDLE1BQU0sQ0FBQyxLQUFLLEdBQUcsT0FBTyxDQUFDLEtBQUssRUFBRTtFQUM1QztFQUVBLG1FQUFtRSxHQUNuRSxPQUFPLElBQVUsRUFBUTtJQUN2QixJQUFJLFNBQVMsSUFBSSxDQUFDLE1BQU0sRUFBRTtJQUMxQixJQUFJLENBQUMsSUFBSSxHQUFHLElBQUksQ0FBQyxNQUFNO0lBQ3ZCLElBQUksQ0FBQyxNQUFNLEdBQUc7SUFDZCxJQUFJLENBQUMsTUFBTSxHQUFHO0VBQ2hCO0VBRUE7OztHQUdDLEdBQ0QsUUFBUSxHQUFTLEVBQUUsS0FBVyxFQUFRO0lBQ3BDLElBQUksQ0FBQyxLQUFLLENBQUMsR0FBRyxDQUFDLE1BQU0sRUFBRSxFQUFFO0lBQ3pCLElBQUksSUFBSSxDQUFDLE1BQU0sS0FBSyxLQUFLLElBQUksQ0FBQyxNQUFNLEdBQUc7SUFDdkMsSUFBSSxJQUFJLENBQUMsSUFBSSxLQUFLLEtBQUssSUFBSSxDQUFDLElBQUksR0FBRztFQUNyQztFQUVBLHNFQUFzRSxHQUN0RSxPQUFPLElBQVUsRUFBVztJQUMxQixJQUFJLElBQUksQ0FBQyxLQUFLLENBQUMsSUFBSSxLQUFLLEdBQUcsT0FBTztJQUNsQyxJQUFJLENBQUMsTUFBTSxDQUFDLE1BQU0sQ0FBQyxLQUFLLEVBQUU7SUFDMUIsSUFBSSxDQUFDLEtBQUssQ0FBQyxNQUFNLENBQUMsS0FBSyxFQUFFO0lBQ3pCLElBQUksSUFBSSxDQUFDLElBQUksS0FBSyxNQUFNLElBQUksQ0FBQyxJQUFJLEdBQUc7SUFDcEMsSUFBSSxJQUFJLENBQUMsTUFBTSxLQUFLLE1BQU07TUFDeEIsSUFBSSxDQUFDLE1BQU0sR0FBRyxJQUFJLENBQUMsSUFBSSxJQUFJLElBQUksQ0FBQyxPQUFPLEVBQUUsQ0FBQyxFQUFFO01BQzVDLElBQUksQ0FBQyxJQUFJLEdBQUc7TUFDWixJQUFJLENBQUMsTUFBTSxHQUFHO0lBQ2hCO0lBQ0EsT0FBTztFQUNUO0VBRUEsd0VBQXdFLEdBQ3hFLFFBQTJCO0lBQ3pCLElBQUksSUFBSSxDQUFDLE1BQU0sRUFBRTtNQUNmLE9BQU8sSUFBSSxJQUFJO1FBQUM7VUFBQyxJQUFJLENBQUMsTUFBTSxDQUFDLEVBQUU7VUFBRTtZQUMvQixHQUFHO1lBQ0gsR0FBRztZQUNILE1BQU0sSUFBSSxDQUFDLElBQUk7WUFDZixNQUFNLElBQUksQ0FBQyxJQUFJO1VBQ2pCO1NBQUU7T0FBQztJQUNMO0lBQ0EsT0FBTyxJQUFJLENBQUMsTUFBTSxDQUFDLEtBQUs7RUFDMUI7QUFDRiJ9
// denoCacheMetadata=8016440988571691633,4981820402888417395