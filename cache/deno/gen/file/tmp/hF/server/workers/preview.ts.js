/**
 * A window's composed rows for the chooser's preview (the `preview`
 * request): any window of the session, shown or not, composed from its
 * panes' screens as `compose.ts` composes the shown one, but only the
 * rows asked for: those that end at the active pane's cursor, so a
 * preview smaller than the window still shows where the work is.
 *
 * @module
 */ import { WindowFrame } from "./compose.ts";
/**
 * The rows `msg` asks for; `rowRuns` gives a pane's row, `cursorY` the
 * active pane's cursor row (null when that pane is gone).
 */ export function composePreview(msg, rowRuns, cursorY) {
  const rects = new Map();
  for (const [pane, x, y, cols, rows] of msg.rects){
    rects.set(pane, {
      x,
      y,
      cols,
      rows
    });
  }
  const frame = new WindowFrame(msg.cols, msg.rows, rects, msg.active);
  const at = rects.get(msg.active);
  const cursor = at && cursorY !== null ? at.y + cursorY : 0;
  const height = Math.min(msg.height, msg.rows);
  const top = Math.max(0, Math.min(cursor - height + 1, msg.rows - height));
  const lines = [];
  // Links are each engine's own ids, meaningless in a preview.
  const source = (pane, y)=>rowRuns(pane, y).map((r)=>r.length > 6 ? r.slice(0, 6) : r);
  for(let y = top; y < top + height; y++){
    lines.push(frame.composeRow(y, source));
  }
  return {
    cols: msg.cols,
    rows: msg.rows,
    top,
    lines
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci93b3JrZXJzL3ByZXZpZXcudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBBIHdpbmRvdydzIGNvbXBvc2VkIHJvd3MgZm9yIHRoZSBjaG9vc2VyJ3MgcHJldmlldyAodGhlIGBwcmV2aWV3YFxuICogcmVxdWVzdCk6IGFueSB3aW5kb3cgb2YgdGhlIHNlc3Npb24sIHNob3duIG9yIG5vdCwgY29tcG9zZWQgZnJvbSBpdHNcbiAqIHBhbmVzJyBzY3JlZW5zIGFzIGBjb21wb3NlLnRzYCBjb21wb3NlcyB0aGUgc2hvd24gb25lLCBidXQgb25seSB0aGVcbiAqIHJvd3MgYXNrZWQgZm9yOiB0aG9zZSB0aGF0IGVuZCBhdCB0aGUgYWN0aXZlIHBhbmUncyBjdXJzb3IsIHNvIGFcbiAqIHByZXZpZXcgc21hbGxlciB0aGFuIHRoZSB3aW5kb3cgc3RpbGwgc2hvd3Mgd2hlcmUgdGhlIHdvcmsgaXMuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgV2luZG93UHJldmlldyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHR5cGUgeyBSb3dSdW4gfSBmcm9tIFwiLi4vLi4vdnQvdHlwZXMudHNcIjtcbmltcG9ydCB7IFdpbmRvd0ZyYW1lIH0gZnJvbSBcIi4vY29tcG9zZS50c1wiO1xuaW1wb3J0IHR5cGUgeyBSZWN0IH0gZnJvbSBcIi4vbGF5b3V0LnRzXCI7XG5pbXBvcnQgdHlwZSB7IFRvUGFyc2UgfSBmcm9tIFwiLi9wYXJzZV9tZXNzYWdlcy50c1wiO1xuXG50eXBlIFByZXZpZXdNc2cgPSBFeHRyYWN0PFRvUGFyc2UsIHsgdDogXCJwcmV2aWV3XCIgfT47XG5cbi8qKlxuICogVGhlIHJvd3MgYG1zZ2AgYXNrcyBmb3I7IGByb3dSdW5zYCBnaXZlcyBhIHBhbmUncyByb3csIGBjdXJzb3JZYCB0aGVcbiAqIGFjdGl2ZSBwYW5lJ3MgY3Vyc29yIHJvdyAobnVsbCB3aGVuIHRoYXQgcGFuZSBpcyBnb25lKS5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGNvbXBvc2VQcmV2aWV3KFxuICBtc2c6IFByZXZpZXdNc2csXG4gIHJvd1J1bnM6IChwYW5lOiBudW1iZXIsIHk6IG51bWJlcikgPT4gUm93UnVuW10sXG4gIGN1cnNvclk6IG51bWJlciB8IG51bGwsXG4pOiBXaW5kb3dQcmV2aWV3IHtcbiAgY29uc3QgcmVjdHMgPSBuZXcgTWFwPG51bWJlciwgUmVjdD4oKTtcbiAgZm9yIChjb25zdCBbcGFuZSwgeCwgeSwgY29scywgcm93c10gb2YgbXNnLnJlY3RzKSB7XG4gICAgcmVjdHMuc2V0KHBhbmUsIHsgeCwgeSwgY29scywgcm93cyB9KTtcbiAgfVxuICBjb25zdCBmcmFtZSA9IG5ldyBXaW5kb3dGcmFtZShtc2cuY29scywgbXNnLnJvd3MsIHJlY3RzLCBtc2cuYWN0aXZlKTtcbiAgY29uc3QgYXQgPSByZWN0cy5nZXQobXNnLmFjdGl2ZSk7XG4gIGNvbnN0IGN1cnNvciA9IGF0ICYmIGN1cnNvclkgIT09IG51bGwgPyBhdC55ICsgY3Vyc29yWSA6IDA7XG4gIGNvbnN0IGhlaWdodCA9IE1hdGgubWluKG1zZy5oZWlnaHQsIG1zZy5yb3dzKTtcbiAgY29uc3QgdG9wID0gTWF0aC5tYXgoMCwgTWF0aC5taW4oY3Vyc29yIC0gaGVpZ2h0ICsgMSwgbXNnLnJvd3MgLSBoZWlnaHQpKTtcbiAgY29uc3QgbGluZXM6IFJvd1J1bltdW10gPSBbXTtcbiAgLy8gTGlua3MgYXJlIGVhY2ggZW5naW5lJ3Mgb3duIGlkcywgbWVhbmluZ2xlc3MgaW4gYSBwcmV2aWV3LlxuICBjb25zdCBzb3VyY2UgPSAocGFuZTogbnVtYmVyLCB5OiBudW1iZXIpID0+XG4gICAgcm93UnVucyhwYW5lLCB5KS5tYXAoKHIpID0+IHIubGVuZ3RoID4gNiA/IHIuc2xpY2UoMCwgNikgYXMgUm93UnVuIDogcik7XG4gIGZvciAobGV0IHkgPSB0b3A7IHkgPCB0b3AgKyBoZWlnaHQ7IHkrKykge1xuICAgIGxpbmVzLnB1c2goZnJhbWUuY29tcG9zZVJvdyh5LCBzb3VyY2UpKTtcbiAgfVxuICByZXR1cm4geyBjb2xzOiBtc2cuY29scywgcm93czogbXNnLnJvd3MsIHRvcCwgbGluZXMgfTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Q0FRQyxHQUlELFNBQVMsV0FBVyxRQUFRLGVBQWU7QUFNM0M7OztDQUdDLEdBQ0QsT0FBTyxTQUFTLGVBQ2QsR0FBZSxFQUNmLE9BQThDLEVBQzlDLE9BQXNCO0VBRXRCLE1BQU0sUUFBUSxJQUFJO0VBQ2xCLEtBQUssTUFBTSxDQUFDLE1BQU0sR0FBRyxHQUFHLE1BQU0sS0FBSyxJQUFJLElBQUksS0FBSyxDQUFFO0lBQ2hELE1BQU0sR0FBRyxDQUFDLE1BQU07TUFBRTtNQUFHO01BQUc7TUFBTTtJQUFLO0VBQ3JDO0VBQ0EsTUFBTSxRQUFRLElBQUksWUFBWSxJQUFJLElBQUksRUFBRSxJQUFJLElBQUksRUFBRSxPQUFPLElBQUksTUFBTTtFQUNuRSxNQUFNLEtBQUssTUFBTSxHQUFHLENBQUMsSUFBSSxNQUFNO0VBQy9CLE1BQU0sU0FBUyxNQUFNLFlBQVksT0FBTyxHQUFHLENBQUMsR0FBRyxVQUFVO0VBQ3pELE1BQU0sU0FBUyxLQUFLLEdBQUcsQ0FBQyxJQUFJLE1BQU0sRUFBRSxJQUFJLElBQUk7RUFDNUMsTUFBTSxNQUFNLEtBQUssR0FBRyxDQUFDLEdBQUcsS0FBSyxHQUFHLENBQUMsU0FBUyxTQUFTLEdBQUcsSUFBSSxJQUFJLEdBQUc7RUFDakUsTUFBTSxRQUFvQixFQUFFO0VBQzVCLDZEQUE2RDtFQUM3RCxNQUFNLFNBQVMsQ0FBQyxNQUFjLElBQzVCLFFBQVEsTUFBTSxHQUFHLEdBQUcsQ0FBQyxDQUFDLElBQU0sRUFBRSxNQUFNLEdBQUcsSUFBSSxFQUFFLEtBQUssQ0FBQyxHQUFHLEtBQWU7RUFDdkUsSUFBSyxJQUFJLElBQUksS0FBSyxJQUFJLE1BQU0sUUFBUSxJQUFLO0lBQ3ZDLE1BQU0sSUFBSSxDQUFDLE1BQU0sVUFBVSxDQUFDLEdBQUc7RUFDakM7RUFDQSxPQUFPO0lBQUUsTUFBTSxJQUFJLElBQUk7SUFBRSxNQUFNLElBQUksSUFBSTtJQUFFO0lBQUs7RUFBTTtBQUN0RCJ9
// denoCacheMetadata=17132062666227283522,10682181672741873257