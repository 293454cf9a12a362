/**
 * The `panes` part of a screen update: where each pane of the shown window
 * is and what its program asked of the mouse, so that the attach client can
 * tell which pane a click or the wheel is over, and whether to pass it on.
 *
 * @module
 */ /** The panes `window` shows (one, zoomed), in index order. */ export function shownPanes(window) {
  const shown = window.shown();
  const out = [];
  window.ordered().forEach((pane, index)=>{
    const r = shown.get(pane.id);
    if (!r) return;
    out.push({
      id: pane.id,
      index,
      x: r.x,
      y: r.y,
      cols: r.cols,
      rows: r.rows,
      active: pane === window.active,
      mouse: pane.mouse.mouse,
      encoding: pane.mouse.encoding,
      altScroll: pane.mouse.altScroll,
      cursorKeys: pane.cursorKeys
    });
  });
  return out;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vcGFuZV9nZW9tZXRyeS50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBgcGFuZXNgIHBhcnQgb2YgYSBzY3JlZW4gdXBkYXRlOiB3aGVyZSBlYWNoIHBhbmUgb2YgdGhlIHNob3duIHdpbmRvd1xuICogaXMgYW5kIHdoYXQgaXRzIHByb2dyYW0gYXNrZWQgb2YgdGhlIG1vdXNlLCBzbyB0aGF0IHRoZSBhdHRhY2ggY2xpZW50IGNhblxuICogdGVsbCB3aGljaCBwYW5lIGEgY2xpY2sgb3IgdGhlIHdoZWVsIGlzIG92ZXIsIGFuZCB3aGV0aGVyIHRvIHBhc3MgaXQgb24uXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgV2lyZVBhbmUgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB0eXBlIHsgV2luZG93IH0gZnJvbSBcIi4vd2luZG93LnRzXCI7XG5cbi8qKiBUaGUgcGFuZXMgYHdpbmRvd2Agc2hvd3MgKG9uZSwgem9vbWVkKSwgaW4gaW5kZXggb3JkZXIuICovXG5leHBvcnQgZnVuY3Rpb24gc2hvd25QYW5lcyh3aW5kb3c6IFdpbmRvdyk6IFdpcmVQYW5lW10ge1xuICBjb25zdCBzaG93biA9IHdpbmRvdy5zaG93bigpO1xuICBjb25zdCBvdXQ6IFdpcmVQYW5lW10gPSBbXTtcbiAgd2luZG93Lm9yZGVyZWQoKS5mb3JFYWNoKChwYW5lLCBpbmRleCkgPT4ge1xuICAgIGNvbnN0IHIgPSBzaG93bi5nZXQocGFuZS5pZCk7XG4gICAgaWYgKCFyKSByZXR1cm47XG4gICAgb3V0LnB1c2goe1xuICAgICAgaWQ6IHBhbmUuaWQsXG4gICAgICBpbmRleCxcbiAgICAgIHg6IHIueCxcbiAgICAgIHk6IHIueSxcbiAgICAgIGNvbHM6IHIuY29scyxcbiAgICAgIHJvd3M6IHIucm93cyxcbiAgICAgIGFjdGl2ZTogcGFuZSA9PT0gd2luZG93LmFjdGl2ZSxcbiAgICAgIG1vdXNlOiBwYW5lLm1vdXNlLm1vdXNlLFxuICAgICAgZW5jb2Rpbmc6IHBhbmUubW91c2UuZW5jb2RpbmcsXG4gICAgICBhbHRTY3JvbGw6IHBhbmUubW91c2UuYWx0U2Nyb2xsLFxuICAgICAgY3Vyc29yS2V5czogcGFuZS5jdXJzb3JLZXlzLFxuICAgIH0pO1xuICB9KTtcbiAgcmV0dXJuIG91dDtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7O0NBTUMsR0FLRCw0REFBNEQsR0FDNUQsT0FBTyxTQUFTLFdBQVcsTUFBYztFQUN2QyxNQUFNLFFBQVEsT0FBTyxLQUFLO0VBQzFCLE1BQU0sTUFBa0IsRUFBRTtFQUMxQixPQUFPLE9BQU8sR0FBRyxPQUFPLENBQUMsQ0FBQyxNQUFNO0lBQzlCLE1BQU0sSUFBSSxNQUFNLEdBQUcsQ0FBQyxLQUFLLEVBQUU7SUFDM0IsSUFBSSxDQUFDLEdBQUc7SUFDUixJQUFJLElBQUksQ0FBQztNQUNQLElBQUksS0FBSyxFQUFFO01BQ1g7TUFDQSxHQUFHLEVBQUUsQ0FBQztNQUNOLEdBQUcsRUFBRSxDQUFDO01BQ04sTUFBTSxFQUFFLElBQUk7TUFDWixNQUFNLEVBQUUsSUFBSTtNQUNaLFFBQVEsU0FBUyxPQUFPLE1BQU07TUFDOUIsT0FBTyxLQUFLLEtBQUssQ0FBQyxLQUFLO01BQ3ZCLFVBQVUsS0FBSyxLQUFLLENBQUMsUUFBUTtNQUM3QixXQUFXLEtBQUssS0FBSyxDQUFDLFNBQVM7TUFDL0IsWUFBWSxLQUFLLFVBQVU7SUFDN0I7RUFDRjtFQUNBLE9BQU87QUFDVCJ9
// denoCacheMetadata=17136319022679003467,2995679228987938217