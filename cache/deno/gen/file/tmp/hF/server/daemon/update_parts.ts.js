/**
 * Splits a screen update too large for one socket frame into several, each
 * under the limit. A 4096x4096 screen with a style per cell makes an 84 MB
 * update; as one frame it was over `MAX_FRAME_BYTES`, could not be sent,
 * and the client never got a frame again. Parts are ordinary frames with
 * consecutive `seq`s: the first keeps `full` and the link definitions, the
 * others add rows; the last carries what rides along (title, modes, bell,
 * clipboard, status, panes), so the client sees them once the rows are all
 * there. Each
 * part waits for the ack of the one before, as any frame does.
 *
 * @module
 */ /**
 * Estimated bytes of rows in one part. The estimate is an upper bound
 * (3 bytes per UTF-16 unit of text, 24 per run: a styled run encodes in
 * about 5), so a part stays far below the 16 MiB limit.
 */ export const FRAME_PART_BYTES = 4 * 1024 * 1024;
/** An upper bound of the encoded size of one `[y, runs]` line. */ function lineBytes(runs) {
  let n = 8;
  for (const run of runs)n += run[0].length * 3 + 24;
  return n;
}
/**
 * `frame` as one or more frames of at most `budget` estimated bytes of
 * rows each; the seqs run from `frame.seq` up.
 */ export function splitUpdate(frame, budget = FRAME_PART_BYTES) {
  const groups = [
    []
  ];
  let bytes = 0;
  for (const line of frame.lines){
    const n = lineBytes(line[1]);
    if (bytes + n > budget && groups.at(-1).length > 0) {
      groups.push([]);
      bytes = 0;
    }
    groups.at(-1).push(line);
    bytes += n;
  }
  if (groups.length === 1) return [
    frame
  ];
  const { title, modes, bell, clipboard, links, status, panes } = frame;
  return groups.map((lines, i)=>{
    const part = {
      t: "update",
      seq: frame.seq + i,
      cols: frame.cols,
      rows: frame.rows,
      full: i === 0 && frame.full,
      lines,
      cursor: frame.cursor
    };
    if (i === 0 && links) part.links = links;
    if (i === groups.length - 1) {
      if (title !== undefined) part.title = title;
      if (modes !== undefined) part.modes = modes;
      if (bell !== undefined) part.bell = bell;
      if (clipboard !== undefined) part.clipboard = clipboard;
      if (status !== undefined) part.status = status;
      if (panes !== undefined) part.panes = panes;
    }
    return part;
  });
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vdXBkYXRlX3BhcnRzLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogU3BsaXRzIGEgc2NyZWVuIHVwZGF0ZSB0b28gbGFyZ2UgZm9yIG9uZSBzb2NrZXQgZnJhbWUgaW50byBzZXZlcmFsLCBlYWNoXG4gKiB1bmRlciB0aGUgbGltaXQuIEEgNDA5Nng0MDk2IHNjcmVlbiB3aXRoIGEgc3R5bGUgcGVyIGNlbGwgbWFrZXMgYW4gODQgTUJcbiAqIHVwZGF0ZTsgYXMgb25lIGZyYW1lIGl0IHdhcyBvdmVyIGBNQVhfRlJBTUVfQllURVNgLCBjb3VsZCBub3QgYmUgc2VudCxcbiAqIGFuZCB0aGUgY2xpZW50IG5ldmVyIGdvdCBhIGZyYW1lIGFnYWluLiBQYXJ0cyBhcmUgb3JkaW5hcnkgZnJhbWVzIHdpdGhcbiAqIGNvbnNlY3V0aXZlIGBzZXFgczogdGhlIGZpcnN0IGtlZXBzIGBmdWxsYCBhbmQgdGhlIGxpbmsgZGVmaW5pdGlvbnMsIHRoZVxuICogb3RoZXJzIGFkZCByb3dzOyB0aGUgbGFzdCBjYXJyaWVzIHdoYXQgcmlkZXMgYWxvbmcgKHRpdGxlLCBtb2RlcywgYmVsbCxcbiAqIGNsaXBib2FyZCwgc3RhdHVzLCBwYW5lcyksIHNvIHRoZSBjbGllbnQgc2VlcyB0aGVtIG9uY2UgdGhlIHJvd3MgYXJlIGFsbFxuICogdGhlcmUuIEVhY2hcbiAqIHBhcnQgd2FpdHMgZm9yIHRoZSBhY2sgb2YgdGhlIG9uZSBiZWZvcmUsIGFzIGFueSBmcmFtZSBkb2VzLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgdHlwZSB7IFVwZGF0ZU1zZyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHR5cGUgeyBSb3dSdW4gfSBmcm9tIFwiLi4vLi4vdnQvdHlwZXMudHNcIjtcblxuLyoqXG4gKiBFc3RpbWF0ZWQgYnl0ZXMgb2Ygcm93cyBpbiBvbmUgcGFydC4gVGhlIGVzdGltYXRlIGlzIGFuIHVwcGVyIGJvdW5kXG4gKiAoMyBieXRlcyBwZXIgVVRGLTE2IHVuaXQgb2YgdGV4dCwgMjQgcGVyIHJ1bjogYSBzdHlsZWQgcnVuIGVuY29kZXMgaW5cbiAqIGFib3V0IDUpLCBzbyBhIHBhcnQgc3RheXMgZmFyIGJlbG93IHRoZSAxNiBNaUIgbGltaXQuXG4gKi9cbmV4cG9ydCBjb25zdCBGUkFNRV9QQVJUX0JZVEVTID0gNCAqIDEwMjQgKiAxMDI0O1xuXG4vKiogQW4gdXBwZXIgYm91bmQgb2YgdGhlIGVuY29kZWQgc2l6ZSBvZiBvbmUgYFt5LCBydW5zXWAgbGluZS4gKi9cbmZ1bmN0aW9uIGxpbmVCeXRlcyhydW5zOiBSb3dSdW5bXSk6IG51bWJlciB7XG4gIGxldCBuID0gODtcbiAgZm9yIChjb25zdCBydW4gb2YgcnVucykgbiArPSBydW5bMF0ubGVuZ3RoICogMyArIDI0O1xuICByZXR1cm4gbjtcbn1cblxuLyoqXG4gKiBgZnJhbWVgIGFzIG9uZSBvciBtb3JlIGZyYW1lcyBvZiBhdCBtb3N0IGBidWRnZXRgIGVzdGltYXRlZCBieXRlcyBvZlxuICogcm93cyBlYWNoOyB0aGUgc2VxcyBydW4gZnJvbSBgZnJhbWUuc2VxYCB1cC5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHNwbGl0VXBkYXRlKFxuICBmcmFtZTogVXBkYXRlTXNnLFxuICBidWRnZXQgPSBGUkFNRV9QQVJUX0JZVEVTLFxuKTogVXBkYXRlTXNnW10ge1xuICBjb25zdCBncm91cHM6IFtudW1iZXIsIFJvd1J1bltdXVtdW10gPSBbW11dO1xuICBsZXQgYnl0ZXMgPSAwO1xuICBmb3IgKGNvbnN0IGxpbmUgb2YgZnJhbWUubGluZXMpIHtcbiAgICBjb25zdCBuID0gbGluZUJ5dGVzKGxpbmVbMV0pO1xuICAgIGlmIChieXRlcyArIG4gPiBidWRnZXQgJiYgZ3JvdXBzLmF0KC0xKSEubGVuZ3RoID4gMCkge1xuICAgICAgZ3JvdXBzLnB1c2goW10pO1xuICAgICAgYnl0ZXMgPSAwO1xuICAgIH1cbiAgICBncm91cHMuYXQoLTEpIS5wdXNoKGxpbmUpO1xuICAgIGJ5dGVzICs9IG47XG4gIH1cbiAgaWYgKGdyb3Vwcy5sZW5ndGggPT09IDEpIHJldHVybiBbZnJhbWVdO1xuICBjb25zdCB7IHRpdGxlLCBtb2RlcywgYmVsbCwgY2xpcGJvYXJkLCBsaW5rcywgc3RhdHVzLCBwYW5lcyB9ID0gZnJhbWU7XG4gIHJldHVybiBncm91cHMubWFwKChsaW5lcywgaSkgPT4ge1xuICAgIGNvbnN0IHBhcnQ6IFVwZGF0ZU1zZyA9IHtcbiAgICAgIHQ6IFwidXBkYXRlXCIsXG4gICAgICBzZXE6IGZyYW1lLnNlcSArIGksXG4gICAgICBjb2xzOiBmcmFtZS5jb2xzLFxuICAgICAgcm93czogZnJhbWUucm93cyxcbiAgICAgIGZ1bGw6IGkgPT09IDAgJiYgZnJhbWUuZnVsbCxcbiAgICAgIGxpbmVzLFxuICAgICAgY3Vyc29yOiBmcmFtZS5jdXJzb3IsXG4gICAgfTtcbiAgICBpZiAoaSA9PT0gMCAmJiBsaW5rcykgcGFydC5saW5rcyA9IGxpbmtzO1xuICAgIGlmIChpID09PSBncm91cHMubGVuZ3RoIC0gMSkge1xuICAgICAgaWYgKHRpdGxlICE9PSB1bmRlZmluZWQpIHBhcnQudGl0bGUgPSB0aXRsZTtcbiAgICAgIGlmIChtb2RlcyAhPT0gdW5kZWZpbmVkKSBwYXJ0Lm1vZGVzID0gbW9kZXM7XG4gICAgICBpZiAoYmVsbCAhPT0gdW5kZWZpbmVkKSBwYXJ0LmJlbGwgPSBiZWxsO1xuICAgICAgaWYgKGNsaXBib2FyZCAhPT0gdW5kZWZpbmVkKSBwYXJ0LmNsaXBib2FyZCA9IGNsaXBib2FyZDtcbiAgICAgIGlmIChzdGF0dXMgIT09IHVuZGVmaW5lZCkgcGFydC5zdGF0dXMgPSBzdGF0dXM7XG4gICAgICBpZiAocGFuZXMgIT09IHVuZGVmaW5lZCkgcGFydC5wYW5lcyA9IHBhbmVzO1xuICAgIH1cbiAgICByZXR1cm4gcGFydDtcbiAgfSk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7OztDQVlDLEdBS0Q7Ozs7Q0FJQyxHQUNELE9BQU8sTUFBTSxtQkFBbUIsSUFBSSxPQUFPLEtBQUs7QUFFaEQsZ0VBQWdFLEdBQ2hFLFNBQVMsVUFBVSxJQUFjO0VBQy9CLElBQUksSUFBSTtFQUNSLEtBQUssTUFBTSxPQUFPLEtBQU0sS0FBSyxHQUFHLENBQUMsRUFBRSxDQUFDLE1BQU0sR0FBRyxJQUFJO0VBQ2pELE9BQU87QUFDVDtBQUVBOzs7Q0FHQyxHQUNELE9BQU8sU0FBUyxZQUNkLEtBQWdCLEVBQ2hCLFNBQVMsZ0JBQWdCO0VBRXpCLE1BQU0sU0FBaUM7SUFBQyxFQUFFO0dBQUM7RUFDM0MsSUFBSSxRQUFRO0VBQ1osS0FBSyxNQUFNLFFBQVEsTUFBTSxLQUFLLENBQUU7SUFDOUIsTUFBTSxJQUFJLFVBQVUsSUFBSSxDQUFDLEVBQUU7SUFDM0IsSUFBSSxRQUFRLElBQUksVUFBVSxPQUFPLEVBQUUsQ0FBQyxDQUFDLEdBQUksTUFBTSxHQUFHLEdBQUc7TUFDbkQsT0FBTyxJQUFJLENBQUMsRUFBRTtNQUNkLFFBQVE7SUFDVjtJQUNBLE9BQU8sRUFBRSxDQUFDLENBQUMsR0FBSSxJQUFJLENBQUM7SUFDcEIsU0FBUztFQUNYO0VBQ0EsSUFBSSxPQUFPLE1BQU0sS0FBSyxHQUFHLE9BQU87SUFBQztHQUFNO0VBQ3ZDLE1BQU0sRUFBRSxLQUFLLEVBQUUsS0FBSyxFQUFFLElBQUksRUFBRSxTQUFTLEVBQUUsS0FBSyxFQUFFLE1BQU0sRUFBRSxLQUFLLEVBQUUsR0FBRztFQUNoRSxPQUFPLE9BQU8sR0FBRyxDQUFDLENBQUMsT0FBTztJQUN4QixNQUFNLE9BQWtCO01BQ3RCLEdBQUc7TUFDSCxLQUFLLE1BQU0sR0FBRyxHQUFHO01BQ2pCLE1BQU0sTUFBTSxJQUFJO01BQ2hCLE1BQU0sTUFBTSxJQUFJO01BQ2hCLE1BQU0sTUFBTSxLQUFLLE1BQU0sSUFBSTtNQUMzQjtNQUNBLFFBQVEsTUFBTSxNQUFNO0lBQ3RCO0lBQ0EsSUFBSSxNQUFNLEtBQUssT0FBTyxLQUFLLEtBQUssR0FBRztJQUNuQyxJQUFJLE1BQU0sT0FBTyxNQUFNLEdBQUcsR0FBRztNQUMzQixJQUFJLFVBQVUsV0FBVyxLQUFLLEtBQUssR0FBRztNQUN0QyxJQUFJLFVBQVUsV0FBVyxLQUFLLEtBQUssR0FBRztNQUN0QyxJQUFJLFNBQVMsV0FBVyxLQUFLLElBQUksR0FBRztNQUNwQyxJQUFJLGNBQWMsV0FBVyxLQUFLLFNBQVMsR0FBRztNQUM5QyxJQUFJLFdBQVcsV0FBVyxLQUFLLE1BQU0sR0FBRztNQUN4QyxJQUFJLFVBQVUsV0FBVyxLQUFLLEtBQUssR0FBRztJQUN4QztJQUNBLE9BQU87RUFDVDtBQUNGIn0=
// denoCacheMetadata=6901971885084439060,6594529992488352272