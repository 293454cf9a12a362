/**
 * What the mouse is over: a pane (and where in it), or the border between
 * panes (to drag), from the shown window's pane rectangles
 * (`UpdateMsg.panes`). Borders are the one-cell gaps the layout leaves
 * between panes.
 *
 * @module
 */ /** What is at (`x`, `y`) of the window. */ export function hitTest(panes, x, y) {
  for (const p of panes){
    if (x >= p.x && x < p.x + p.cols && y >= p.y && y < p.y + p.rows) {
      return {
        kind: "pane",
        pane: p,
        x: x - p.x,
        y: y - p.y
      };
    }
  }
  for (const p of panes){
    if (x === p.x + p.cols && y >= p.y && y < p.y + p.rows) {
      return {
        kind: "border",
        pane: p,
        split: "lr"
      };
    }
  }
  for (const p of panes){
    if (y === p.y + p.rows && x >= p.x && x < p.x + p.cols) {
      return {
        kind: "border",
        pane: p,
        split: "tb"
      };
    }
  }
  return {
    kind: "none"
  };
}
/** (`x`, `y`) of the window made relative to `pane`, kept inside it. */ export function inPane(pane, x, y) {
  return {
    x: Math.max(0, Math.min(pane.cols - 1, x - pane.x)),
    y: Math.max(0, Math.min(pane.rows - 1, y - pane.y))
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvbW91c2VfaGl0LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogV2hhdCB0aGUgbW91c2UgaXMgb3ZlcjogYSBwYW5lIChhbmQgd2hlcmUgaW4gaXQpLCBvciB0aGUgYm9yZGVyIGJldHdlZW5cbiAqIHBhbmVzICh0byBkcmFnKSwgZnJvbSB0aGUgc2hvd24gd2luZG93J3MgcGFuZSByZWN0YW5nbGVzXG4gKiAoYFVwZGF0ZU1zZy5wYW5lc2ApLiBCb3JkZXJzIGFyZSB0aGUgb25lLWNlbGwgZ2FwcyB0aGUgbGF5b3V0IGxlYXZlc1xuICogYmV0d2VlbiBwYW5lcy5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUgeyBXaXJlUGFuZSB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuXG4vKiogQSBwbGFjZSBvbiB0aGUgd2luZG93LiAqL1xuZXhwb3J0IHR5cGUgTW91c2VIaXQgPVxuICAvKiogSW4gYHBhbmVgLCBhdCAoYHhgLCBgeWApIGZyb20gaXRzIHRvcCBsZWZ0IGNvcm5lci4gKi9cbiAgfCB7IGtpbmQ6IFwicGFuZVwiOyBwYW5lOiBXaXJlUGFuZTsgeDogbnVtYmVyOyB5OiBudW1iZXIgfVxuICAvKipcbiAgICogT24gYHBhbmVgJ3MgcmlnaHQgYm9yZGVyIChcImxyXCI6IGRyYWdnaW5nIHNldHMgaXRzIHdpZHRoKSBvciBpdHMgYm90dG9tXG4gICAqIGJvcmRlciAoXCJ0YlwiOiBpdHMgaGVpZ2h0KS5cbiAgICovXG4gIHwgeyBraW5kOiBcImJvcmRlclwiOyBwYW5lOiBXaXJlUGFuZTsgc3BsaXQ6IFwibHJcIiB8IFwidGJcIiB9XG4gIHwgeyBraW5kOiBcIm5vbmVcIiB9O1xuXG4vKiogV2hhdCBpcyBhdCAoYHhgLCBgeWApIG9mIHRoZSB3aW5kb3cuICovXG5leHBvcnQgZnVuY3Rpb24gaGl0VGVzdChcbiAgcGFuZXM6IHJlYWRvbmx5IFdpcmVQYW5lW10sXG4gIHg6IG51bWJlcixcbiAgeTogbnVtYmVyLFxuKTogTW91c2VIaXQge1xuICBmb3IgKGNvbnN0IHAgb2YgcGFuZXMpIHtcbiAgICBpZiAoeCA+PSBwLnggJiYgeCA8IHAueCArIHAuY29scyAmJiB5ID49IHAueSAmJiB5IDwgcC55ICsgcC5yb3dzKSB7XG4gICAgICByZXR1cm4geyBraW5kOiBcInBhbmVcIiwgcGFuZTogcCwgeDogeCAtIHAueCwgeTogeSAtIHAueSB9O1xuICAgIH1cbiAgfVxuICBmb3IgKGNvbnN0IHAgb2YgcGFuZXMpIHtcbiAgICBpZiAoeCA9PT0gcC54ICsgcC5jb2xzICYmIHkgPj0gcC55ICYmIHkgPCBwLnkgKyBwLnJvd3MpIHtcbiAgICAgIHJldHVybiB7IGtpbmQ6IFwiYm9yZGVyXCIsIHBhbmU6IHAsIHNwbGl0OiBcImxyXCIgfTtcbiAgICB9XG4gIH1cbiAgZm9yIChjb25zdCBwIG9mIHBhbmVzKSB7XG4gICAgaWYgKHkgPT09IHAueSArIHAucm93cyAmJiB4ID49IHAueCAmJiB4IDwgcC54ICsgcC5jb2xzKSB7XG4gICAgICByZXR1cm4geyBraW5kOiBcImJvcmRlclwiLCBwYW5lOiBwLCBzcGxpdDogXCJ0YlwiIH07XG4gICAgfVxuICB9XG4gIHJldHVybiB7IGtpbmQ6IFwibm9uZVwiIH07XG59XG5cbi8qKiAoYHhgLCBgeWApIG9mIHRoZSB3aW5kb3cgbWFkZSByZWxhdGl2ZSB0byBgcGFuZWAsIGtlcHQgaW5zaWRlIGl0LiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGluUGFuZShcbiAgcGFuZTogV2lyZVBhbmUsXG4gIHg6IG51bWJlcixcbiAgeTogbnVtYmVyLFxuKTogeyB4OiBudW1iZXI7IHk6IG51bWJlciB9IHtcbiAgcmV0dXJuIHtcbiAgICB4OiBNYXRoLm1heCgwLCBNYXRoLm1pbihwYW5lLmNvbHMgLSAxLCB4IC0gcGFuZS54KSksXG4gICAgeTogTWF0aC5tYXgoMCwgTWF0aC5taW4ocGFuZS5yb3dzIC0gMSwgeSAtIHBhbmUueSkpLFxuICB9O1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7O0NBT0MsR0FlRCx5Q0FBeUMsR0FDekMsT0FBTyxTQUFTLFFBQ2QsS0FBMEIsRUFDMUIsQ0FBUyxFQUNULENBQVM7RUFFVCxLQUFLLE1BQU0sS0FBSyxNQUFPO0lBQ3JCLElBQUksS0FBSyxFQUFFLENBQUMsSUFBSSxJQUFJLEVBQUUsQ0FBQyxHQUFHLEVBQUUsSUFBSSxJQUFJLEtBQUssRUFBRSxDQUFDLElBQUksSUFBSSxFQUFFLENBQUMsR0FBRyxFQUFFLElBQUksRUFBRTtNQUNoRSxPQUFPO1FBQUUsTUFBTTtRQUFRLE1BQU07UUFBRyxHQUFHLElBQUksRUFBRSxDQUFDO1FBQUUsR0FBRyxJQUFJLEVBQUUsQ0FBQztNQUFDO0lBQ3pEO0VBQ0Y7RUFDQSxLQUFLLE1BQU0sS0FBSyxNQUFPO0lBQ3JCLElBQUksTUFBTSxFQUFFLENBQUMsR0FBRyxFQUFFLElBQUksSUFBSSxLQUFLLEVBQUUsQ0FBQyxJQUFJLElBQUksRUFBRSxDQUFDLEdBQUcsRUFBRSxJQUFJLEVBQUU7TUFDdEQsT0FBTztRQUFFLE1BQU07UUFBVSxNQUFNO1FBQUcsT0FBTztNQUFLO0lBQ2hEO0VBQ0Y7RUFDQSxLQUFLLE1BQU0sS0FBSyxNQUFPO0lBQ3JCLElBQUksTUFBTSxFQUFFLENBQUMsR0FBRyxFQUFFLElBQUksSUFBSSxLQUFLLEVBQUUsQ0FBQyxJQUFJLElBQUksRUFBRSxDQUFDLEdBQUcsRUFBRSxJQUFJLEVBQUU7TUFDdEQsT0FBTztRQUFFLE1BQU07UUFBVSxNQUFNO1FBQUcsT0FBTztNQUFLO0lBQ2hEO0VBQ0Y7RUFDQSxPQUFPO0lBQUUsTUFBTTtFQUFPO0FBQ3hCO0FBRUEsc0VBQXNFLEdBQ3RFLE9BQU8sU0FBUyxPQUNkLElBQWMsRUFDZCxDQUFTLEVBQ1QsQ0FBUztFQUVULE9BQU87SUFDTCxHQUFHLEtBQUssR0FBRyxDQUFDLEdBQUcsS0FBSyxHQUFHLENBQUMsS0FBSyxJQUFJLEdBQUcsR0FBRyxJQUFJLEtBQUssQ0FBQztJQUNqRCxHQUFHLEtBQUssR0FBRyxDQUFDLEdBQUcsS0FBSyxHQUFHLENBQUMsS0FBSyxJQUFJLEdBQUcsR0FBRyxJQUFJLEtBQUssQ0FBQztFQUNuRDtBQUNGIn0=
// denoCacheMetadata=14415436802976145647,13237457825255279458