/**
 * The tree of tmux's `choose-tree`: sessions, each expandable into its
 * windows, with a cursor. Prefix `s` starts with the sessions collapsed
 * and the current one under the cursor, prefix `w` with every session
 * expanded and the current window under it. Pure: built from `ls`
 * answers, so it is tested without a daemon.
 *
 * @module
 */ import { ListCursor } from "./chooser_list.ts";
/** The target an item names: `SESSION` or `SESSION:WINDOW`. */ export function itemTarget(item) {
  return item.window === undefined ? item.session : `${item.session}:${item.window}`;
}
/** Sessions and their windows, some expanded, with a cursor. */ export class ChooserTree {
  current;
  windows;
  list;
  #sessions;
  #expanded;
  #items;
  /**
   * @param current the session this client shows
   * @param windows prefix `w`: every session expanded, the cursor on the
   *   current session's shown window; else on the current session
   */ constructor(sessions, current, windows){
    this.current = current;
    this.windows = windows;
    this.list = new ListCursor();
    this.#sessions = [];
    this.#expanded = new Set();
    this.#items = [];
    if (windows) {
      for (const s of sessions)this.#expanded.add(s.name);
    }
    this.update(sessions);
    const shown = sessions.find((s)=>s.name === current)?.windows?.find((w)=>w.active)?.index;
    this.#pointAt(current, windows ? shown : undefined);
  }
  /** The lines shown, in order. */ get items() {
    return this.#items;
  }
  /** The item under the cursor, or null when there are none. */ get selected() {
    return this.#items[this.list.cursor] ?? null;
  }
  /** New sessions (an `ls` answer): the cursor stays on its item. */ update(sessions) {
    const was = this.selected;
    this.#sessions = sessions.filter((s)=>!s.exit);
    this.#build();
    if (was) this.#pointAt(was.session, was.window);
  }
  /** Shows the selected session's windows (Right, `+`). */ expand() {
    const item = this.selected;
    if (!item || item.window !== undefined) return;
    this.#expanded.add(item.session);
    this.#build();
  }
  /** Hides the selected session's windows (Left, `-`); on a window, its session's. */ collapse() {
    const item = this.selected;
    if (!item) return;
    this.#expanded.delete(item.session);
    this.#build();
    this.#pointAt(item.session, undefined);
  }
  #pointAt(session, window) {
    let i = this.#items.findIndex((it)=>it.session === session && it.window === window);
    if (i < 0) i = this.#items.findIndex((it)=>it.session === session);
    if (i >= 0) this.list.cursor = i;
  }
  #build() {
    const items = [];
    for (const s of this.#sessions){
      const open = this.#expanded.has(s.name);
      const ws = s.windows ?? [];
      const n = `${ws.length} window${ws.length === 1 ? "" : "s"}`;
      const attached = s.clients > 0 ? " (attached)" : "";
      items.push({
        session: s.name,
        text: `${open ? "-" : "+"} ${s.name}: ${n}${attached}`
      });
      if (!open) continue;
      ws.forEach((w, i)=>{
        const branch = i === ws.length - 1 ? "└─>" : "├─>";
        const panes = `${w.panes} pane${w.panes === 1 ? "" : "s"}`;
        items.push({
          session: s.name,
          window: w.index,
          text: `  ${branch} ${w.index}: ${w.name}${w.active ? "*" : ""} (${panes})`
        });
      });
    }
    this.#items = items;
    this.list.resize(items.length);
  }
}
/** The lines of `items` with tmux's `(N)` shortcut labels on the first ten. */ export function labelled(items) {
  return items.map((it, i)=>`${i < 10 ? `(${i})` : "   "} ${it.text}`);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvY2hvb3Nlcl90cmVlLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIHRyZWUgb2YgdG11eCdzIGBjaG9vc2UtdHJlZWA6IHNlc3Npb25zLCBlYWNoIGV4cGFuZGFibGUgaW50byBpdHNcbiAqIHdpbmRvd3MsIHdpdGggYSBjdXJzb3IuIFByZWZpeCBgc2Agc3RhcnRzIHdpdGggdGhlIHNlc3Npb25zIGNvbGxhcHNlZFxuICogYW5kIHRoZSBjdXJyZW50IG9uZSB1bmRlciB0aGUgY3Vyc29yLCBwcmVmaXggYHdgIHdpdGggZXZlcnkgc2Vzc2lvblxuICogZXhwYW5kZWQgYW5kIHRoZSBjdXJyZW50IHdpbmRvdyB1bmRlciBpdC4gUHVyZTogYnVpbHQgZnJvbSBgbHNgXG4gKiBhbnN3ZXJzLCBzbyBpdCBpcyB0ZXN0ZWQgd2l0aG91dCBhIGRhZW1vbi5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUgeyBTZXNzaW9uSW5mbyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHsgTGlzdEN1cnNvciB9IGZyb20gXCIuL2Nob29zZXJfbGlzdC50c1wiO1xuXG4vKiogT25lIGxpbmUgb2YgdGhlIHRyZWU6IGEgc2Vzc2lvbiwgb3Igb25lIG9mIGl0cyB3aW5kb3dzLiAqL1xuZXhwb3J0IGludGVyZmFjZSBUcmVlSXRlbSB7XG4gIHNlc3Npb246IHN0cmluZztcbiAgLyoqIFRoZSB3aW5kb3cncyBpbmRleDsgYWJzZW50IGZvciBhIHNlc3Npb24ncyBsaW5lLiAqL1xuICB3aW5kb3c/OiBudW1iZXI7XG4gIC8qKiBUaGUgbGluZSBhcyBzaG93bi4gKi9cbiAgdGV4dDogc3RyaW5nO1xufVxuXG4vKiogVGhlIHRhcmdldCBhbiBpdGVtIG5hbWVzOiBgU0VTU0lPTmAgb3IgYFNFU1NJT046V0lORE9XYC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBpdGVtVGFyZ2V0KGl0ZW06IFRyZWVJdGVtKTogc3RyaW5nIHtcbiAgcmV0dXJuIGl0ZW0ud2luZG93ID09PSB1bmRlZmluZWRcbiAgICA/IGl0ZW0uc2Vzc2lvblxuICAgIDogYCR7aXRlbS5zZXNzaW9ufToke2l0ZW0ud2luZG93fWA7XG59XG5cbi8qKiBTZXNzaW9ucyBhbmQgdGhlaXIgd2luZG93cywgc29tZSBleHBhbmRlZCwgd2l0aCBhIGN1cnNvci4gKi9cbmV4cG9ydCBjbGFzcyBDaG9vc2VyVHJlZSB7XG4gIHJlYWRvbmx5IGxpc3QgPSBuZXcgTGlzdEN1cnNvcigpO1xuICAjc2Vzc2lvbnM6IFNlc3Npb25JbmZvW10gPSBbXTtcbiAgI2V4cGFuZGVkID0gbmV3IFNldDxzdHJpbmc+KCk7XG4gICNpdGVtczogVHJlZUl0ZW1bXSA9IFtdO1xuXG4gIC8qKlxuICAgKiBAcGFyYW0gY3VycmVudCB0aGUgc2Vzc2lvbiB0aGlzIGNsaWVudCBzaG93c1xuICAgKiBAcGFyYW0gd2luZG93cyBwcmVmaXggYHdgOiBldmVyeSBzZXNzaW9uIGV4cGFuZGVkLCB0aGUgY3Vyc29yIG9uIHRoZVxuICAgKiAgIGN1cnJlbnQgc2Vzc2lvbidzIHNob3duIHdpbmRvdzsgZWxzZSBvbiB0aGUgY3VycmVudCBzZXNzaW9uXG4gICAqL1xuICBjb25zdHJ1Y3RvcihcbiAgICBzZXNzaW9uczogU2Vzc2lvbkluZm9bXSxcbiAgICByZWFkb25seSBjdXJyZW50OiBzdHJpbmcsXG4gICAgcmVhZG9ubHkgd2luZG93czogYm9vbGVhbixcbiAgKSB7XG4gICAgaWYgKHdpbmRvd3MpIHsgZm9yIChjb25zdCBzIG9mIHNlc3Npb25zKSB0aGlzLiNleHBhbmRlZC5hZGQocy5uYW1lKTsgfVxuICAgIHRoaXMudXBkYXRlKHNlc3Npb25zKTtcbiAgICBjb25zdCBzaG93biA9IHNlc3Npb25zLmZpbmQoKHMpID0+IHMubmFtZSA9PT0gY3VycmVudCk/LndpbmRvd3NcbiAgICAgID8uZmluZCgodykgPT4gdy5hY3RpdmUpPy5pbmRleDtcbiAgICB0aGlzLiNwb2ludEF0KGN1cnJlbnQsIHdpbmRvd3MgPyBzaG93biA6IHVuZGVmaW5lZCk7XG4gIH1cblxuICAvKiogVGhlIGxpbmVzIHNob3duLCBpbiBvcmRlci4gKi9cbiAgZ2V0IGl0ZW1zKCk6IHJlYWRvbmx5IFRyZWVJdGVtW10ge1xuICAgIHJldHVybiB0aGlzLiNpdGVtcztcbiAgfVxuXG4gIC8qKiBUaGUgaXRlbSB1bmRlciB0aGUgY3Vyc29yLCBvciBudWxsIHdoZW4gdGhlcmUgYXJlIG5vbmUuICovXG4gIGdldCBzZWxlY3RlZCgpOiBUcmVlSXRlbSB8IG51bGwge1xuICAgIHJldHVybiB0aGlzLiNpdGVtc1t0aGlzLmxpc3QuY3Vyc29yXSA/PyBudWxsO1xuICB9XG5cbiAgLyoqIE5ldyBzZXNzaW9ucyAoYW4gYGxzYCBhbnN3ZXIpOiB0aGUgY3Vyc29yIHN0YXlzIG9uIGl0cyBpdGVtLiAqL1xuICB1cGRhdGUoc2Vzc2lvbnM6IFNlc3Npb25JbmZvW10pOiB2b2lkIHtcbiAgICBjb25zdCB3YXMgPSB0aGlzLnNlbGVjdGVkO1xuICAgIHRoaXMuI3Nlc3Npb25zID0gc2Vzc2lvbnMuZmlsdGVyKChzKSA9PiAhcy5leGl0KTtcbiAgICB0aGlzLiNidWlsZCgpO1xuICAgIGlmICh3YXMpIHRoaXMuI3BvaW50QXQod2FzLnNlc3Npb24sIHdhcy53aW5kb3cpO1xuICB9XG5cbiAgLyoqIFNob3dzIHRoZSBzZWxlY3RlZCBzZXNzaW9uJ3Mgd2luZG93cyAoUmlnaHQsIGArYCkuICovXG4gIGV4cGFuZCgpOiB2b2lkIHtcbiAgICBjb25zdCBpdGVtID0gdGhpcy5zZWxlY3RlZDtcbiAgICBpZiAoIWl0ZW0gfHwgaXRlbS53aW5kb3cgIT09IHVuZGVmaW5lZCkgcmV0dXJuO1xuICAgIHRoaXMuI2V4cGFuZGVkLmFkZChpdGVtLnNlc3Npb24pO1xuICAgIHRoaXMuI2J1aWxkKCk7XG4gIH1cblxuICAvKiogSGlkZXMgdGhlIHNlbGVjdGVkIHNlc3Npb24ncyB3aW5kb3dzIChMZWZ0LCBgLWApOyBvbiBhIHdpbmRvdywgaXRzIHNlc3Npb24ncy4gKi9cbiAgY29sbGFwc2UoKTogdm9pZCB7XG4gICAgY29uc3QgaXRlbSA9IHRoaXMuc2VsZWN0ZWQ7XG4gICAgaWYgKCFpdGVtKSByZXR1cm47XG4gICAgdGhpcy4jZXhwYW5kZWQuZGVsZXRlKGl0ZW0uc2Vzc2lvbik7XG4gICAgdGhpcy4jYnVpbGQoKTtcbiAgICB0aGlzLiNwb2ludEF0KGl0ZW0uc2Vzc2lvbiwgdW5kZWZpbmVkKTtcbiAgfVxuXG4gICNwb2ludEF0KHNlc3Npb246IHN0cmluZywgd2luZG93OiBudW1iZXIgfCB1bmRlZmluZWQpOiB2b2lkIHtcbiAgICBsZXQgaSA9IHRoaXMuI2l0ZW1zLmZpbmRJbmRleCgoaXQpID0+XG4gICAgICBpdC5zZXNzaW9uID09PSBzZXNzaW9uICYmIGl0LndpbmRvdyA9PT0gd2luZG93XG4gICAgKTtcbiAgICBpZiAoaSA8IDApIGkgPSB0aGlzLiNpdGVtcy5maW5kSW5kZXgoKGl0KSA9PiBpdC5zZXNzaW9uID09PSBzZXNzaW9uKTtcbiAgICBpZiAoaSA+PSAwKSB0aGlzLmxpc3QuY3Vyc29yID0gaTtcbiAgfVxuXG4gICNidWlsZCgpOiB2b2lkIHtcbiAgICBjb25zdCBpdGVtczogVHJlZUl0ZW1bXSA9IFtdO1xuICAgIGZvciAoY29uc3QgcyBvZiB0aGlzLiNzZXNzaW9ucykge1xuICAgICAgY29uc3Qgb3BlbiA9IHRoaXMuI2V4cGFuZGVkLmhhcyhzLm5hbWUpO1xuICAgICAgY29uc3Qgd3MgPSBzLndpbmRvd3MgPz8gW107XG4gICAgICBjb25zdCBuID0gYCR7d3MubGVuZ3RofSB3aW5kb3cke3dzLmxlbmd0aCA9PT0gMSA/IFwiXCIgOiBcInNcIn1gO1xuICAgICAgY29uc3QgYXR0YWNoZWQgPSBzLmNsaWVudHMgPiAwID8gXCIgKGF0dGFjaGVkKVwiIDogXCJcIjtcbiAgICAgIGl0ZW1zLnB1c2goe1xuICAgICAgICBzZXNzaW9uOiBzLm5hbWUsXG4gICAgICAgIHRleHQ6IGAke29wZW4gPyBcIi1cIiA6IFwiK1wifSAke3MubmFtZX06ICR7bn0ke2F0dGFjaGVkfWAsXG4gICAgICB9KTtcbiAgICAgIGlmICghb3BlbikgY29udGludWU7XG4gICAgICB3cy5mb3JFYWNoKCh3LCBpKSA9PiB7XG4gICAgICAgIGNvbnN0IGJyYW5jaCA9IGkgPT09IHdzLmxlbmd0aCAtIDEgPyBcIuKUlOKUgD5cIiA6IFwi4pSc4pSAPlwiO1xuICAgICAgICBjb25zdCBwYW5lcyA9IGAke3cucGFuZXN9IHBhbmUke3cucGFuZXMgPT09IDEgPyBcIlwiIDogXCJzXCJ9YDtcbiAgICAgICAgaXRlbXMucHVzaCh7XG4gICAgICAgICAgc2Vzc2lvbjogcy5uYW1lLFxuICAgICAgICAgIHdpbmRvdzogdy5pbmRleCxcbiAgICAgICAgICB0ZXh0OiBgICAke2JyYW5jaH0gJHt3LmluZGV4fTogJHt3Lm5hbWV9JHtcbiAgICAgICAgICAgIHcuYWN0aXZlID8gXCIqXCIgOiBcIlwiXG4gICAgICAgICAgfSAoJHtwYW5lc30pYCxcbiAgICAgICAgfSk7XG4gICAgICB9KTtcbiAgICB9XG4gICAgdGhpcy4jaXRlbXMgPSBpdGVtcztcbiAgICB0aGlzLmxpc3QucmVzaXplKGl0ZW1zLmxlbmd0aCk7XG4gIH1cbn1cblxuLyoqIFRoZSBsaW5lcyBvZiBgaXRlbXNgIHdpdGggdG11eCdzIGAoTilgIHNob3J0Y3V0IGxhYmVscyBvbiB0aGUgZmlyc3QgdGVuLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGxhYmVsbGVkKGl0ZW1zOiByZWFkb25seSBUcmVlSXRlbVtdKTogc3RyaW5nW10ge1xuICByZXR1cm4gaXRlbXMubWFwKChpdCwgaSkgPT4gYCR7aSA8IDEwID8gYCgke2l9KWAgOiBcIiAgIFwifSAke2l0LnRleHR9YCk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7O0NBUUMsR0FHRCxTQUFTLFVBQVUsUUFBUSxvQkFBb0I7QUFXL0MsNkRBQTZELEdBQzdELE9BQU8sU0FBUyxXQUFXLElBQWM7RUFDdkMsT0FBTyxLQUFLLE1BQU0sS0FBSyxZQUNuQixLQUFLLE9BQU8sR0FDWixHQUFHLEtBQUssT0FBTyxDQUFDLENBQUMsRUFBRSxLQUFLLE1BQU0sRUFBRTtBQUN0QztBQUVBLDhEQUE4RCxHQUM5RCxPQUFPLE1BQU07OztFQUNGLEtBQXdCO0VBQ2pDLENBQUEsUUFBUyxDQUFxQjtFQUM5QixDQUFBLFFBQVMsQ0FBcUI7RUFDOUIsQ0FBQSxLQUFNLENBQWtCO0VBRXhCOzs7O0dBSUMsR0FDRCxZQUNFLFFBQXVCLEVBQ3ZCLEFBQVMsT0FBZSxFQUN4QixBQUFTLE9BQWdCLENBQ3pCO1NBRlMsVUFBQTtTQUNBLFVBQUE7U0FiRixPQUFPLElBQUk7U0FDcEIsQ0FBQSxRQUFTLEdBQWtCLEVBQUU7U0FDN0IsQ0FBQSxRQUFTLEdBQUcsSUFBSTtTQUNoQixDQUFBLEtBQU0sR0FBZSxFQUFFO0lBWXJCLElBQUksU0FBUztNQUFFLEtBQUssTUFBTSxLQUFLLFNBQVUsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLEdBQUcsQ0FBQyxFQUFFLElBQUk7SUFBRztJQUNyRSxJQUFJLENBQUMsTUFBTSxDQUFDO0lBQ1osTUFBTSxRQUFRLFNBQVMsSUFBSSxDQUFDLENBQUMsSUFBTSxFQUFFLElBQUksS0FBSyxVQUFVLFNBQ3BELEtBQUssQ0FBQyxJQUFNLEVBQUUsTUFBTSxHQUFHO0lBQzNCLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxTQUFTLFVBQVUsUUFBUTtFQUMzQztFQUVBLCtCQUErQixHQUMvQixJQUFJLFFBQTZCO0lBQy9CLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTTtFQUNwQjtFQUVBLDREQUE0RCxHQUM1RCxJQUFJLFdBQTRCO0lBQzlCLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLElBQUksQ0FBQyxJQUFJLENBQUMsTUFBTSxDQUFDLElBQUk7RUFDMUM7RUFFQSxpRUFBaUUsR0FDakUsT0FBTyxRQUF1QixFQUFRO0lBQ3BDLE1BQU0sTUFBTSxJQUFJLENBQUMsUUFBUTtJQUN6QixJQUFJLENBQUMsQ0FBQSxRQUFTLEdBQUcsU0FBUyxNQUFNLENBQUMsQ0FBQyxJQUFNLENBQUMsRUFBRSxJQUFJO0lBQy9DLElBQUksQ0FBQyxDQUFBLEtBQU07SUFDWCxJQUFJLEtBQUssSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLElBQUksT0FBTyxFQUFFLElBQUksTUFBTTtFQUNoRDtFQUVBLHVEQUF1RCxHQUN2RCxTQUFlO0lBQ2IsTUFBTSxPQUFPLElBQUksQ0FBQyxRQUFRO0lBQzFCLElBQUksQ0FBQyxRQUFRLEtBQUssTUFBTSxLQUFLLFdBQVc7SUFDeEMsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLEdBQUcsQ0FBQyxLQUFLLE9BQU87SUFDL0IsSUFBSSxDQUFDLENBQUEsS0FBTTtFQUNiO0VBRUEsa0ZBQWtGLEdBQ2xGLFdBQWlCO0lBQ2YsTUFBTSxPQUFPLElBQUksQ0FBQyxRQUFRO0lBQzFCLElBQUksQ0FBQyxNQUFNO0lBQ1gsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLE1BQU0sQ0FBQyxLQUFLLE9BQU87SUFDbEMsSUFBSSxDQUFDLENBQUEsS0FBTTtJQUNYLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxLQUFLLE9BQU8sRUFBRTtFQUM5QjtFQUVBLENBQUEsT0FBUSxDQUFDLE9BQWUsRUFBRSxNQUEwQjtJQUNsRCxJQUFJLElBQUksSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLFNBQVMsQ0FBQyxDQUFDLEtBQzdCLEdBQUcsT0FBTyxLQUFLLFdBQVcsR0FBRyxNQUFNLEtBQUs7SUFFMUMsSUFBSSxJQUFJLEdBQUcsSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsU0FBUyxDQUFDLENBQUMsS0FBTyxHQUFHLE9BQU8sS0FBSztJQUM1RCxJQUFJLEtBQUssR0FBRyxJQUFJLENBQUMsSUFBSSxDQUFDLE1BQU0sR0FBRztFQUNqQztFQUVBLENBQUEsS0FBTTtJQUNKLE1BQU0sUUFBb0IsRUFBRTtJQUM1QixLQUFLLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUU7TUFDOUIsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxHQUFHLENBQUMsRUFBRSxJQUFJO01BQ3RDLE1BQU0sS0FBSyxFQUFFLE9BQU8sSUFBSSxFQUFFO01BQzFCLE1BQU0sSUFBSSxHQUFHLEdBQUcsTUFBTSxDQUFDLE9BQU8sRUFBRSxHQUFHLE1BQU0sS0FBSyxJQUFJLEtBQUssS0FBSztNQUM1RCxNQUFNLFdBQVcsRUFBRSxPQUFPLEdBQUcsSUFBSSxnQkFBZ0I7TUFDakQsTUFBTSxJQUFJLENBQUM7UUFDVCxTQUFTLEVBQUUsSUFBSTtRQUNmLE1BQU0sR0FBRyxPQUFPLE1BQU0sSUFBSSxDQUFDLEVBQUUsRUFBRSxJQUFJLENBQUMsRUFBRSxFQUFFLElBQUksVUFBVTtNQUN4RDtNQUNBLElBQUksQ0FBQyxNQUFNO01BQ1gsR0FBRyxPQUFPLENBQUMsQ0FBQyxHQUFHO1FBQ2IsTUFBTSxTQUFTLE1BQU0sR0FBRyxNQUFNLEdBQUcsSUFBSSxRQUFRO1FBQzdDLE1BQU0sUUFBUSxHQUFHLEVBQUUsS0FBSyxDQUFDLEtBQUssRUFBRSxFQUFFLEtBQUssS0FBSyxJQUFJLEtBQUssS0FBSztRQUMxRCxNQUFNLElBQUksQ0FBQztVQUNULFNBQVMsRUFBRSxJQUFJO1VBQ2YsUUFBUSxFQUFFLEtBQUs7VUFDZixNQUFNLENBQUMsRUFBRSxFQUFFLE9BQU8sQ0FBQyxFQUFFLEVBQUUsS0FBSyxDQUFDLEVBQUUsRUFBRSxFQUFFLElBQUksR0FDckMsRUFBRSxNQUFNLEdBQUcsTUFBTSxHQUNsQixFQUFFLEVBQUUsTUFBTSxDQUFDLENBQUM7UUFDZjtNQUNGO0lBQ0Y7SUFDQSxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUc7SUFDZCxJQUFJLENBQUMsSUFBSSxDQUFDLE1BQU0sQ0FBQyxNQUFNLE1BQU07RUFDL0I7QUFDRjtBQUVBLDZFQUE2RSxHQUM3RSxPQUFPLFNBQVMsU0FBUyxLQUEwQjtFQUNqRCxPQUFPLE1BQU0sR0FBRyxDQUFDLENBQUMsSUFBSSxJQUFNLEdBQUcsSUFBSSxLQUFLLENBQUMsQ0FBQyxFQUFFLEVBQUUsQ0FBQyxDQUFDLEdBQUcsTUFBTSxDQUFDLEVBQUUsR0FBRyxJQUFJLEVBQUU7QUFDdkUifQ==
// denoCacheMetadata=2949323898845055821,15310289584034451127