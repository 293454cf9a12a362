/**
 * Big digits for `display-panes`, three cells wide and five tall (tmux
 * draws its own five by five): `#` is a filled cell.
 *
 * @module
 */ /** Each digit's five rows. */ const DIGITS = [
  [
    "###",
    "#.#",
    "#.#",
    "#.#",
    "###"
  ],
  [
    "..#",
    "..#",
    "..#",
    "..#",
    "..#"
  ],
  [
    "###",
    "..#",
    "###",
    "#..",
    "###"
  ],
  [
    "###",
    "..#",
    "###",
    "..#",
    "###"
  ],
  [
    "#.#",
    "#.#",
    "###",
    "..#",
    "..#"
  ],
  [
    "###",
    "#..",
    "###",
    "..#",
    "###"
  ],
  [
    "###",
    "#..",
    "###",
    "#.#",
    "###"
  ],
  [
    "###",
    "..#",
    "..#",
    "..#",
    "..#"
  ],
  [
    "###",
    "#.#",
    "###",
    "#.#",
    "###"
  ],
  [
    "###",
    "#.#",
    "###",
    "..#",
    "###"
  ]
];
/** Height of a big digit. */ export const BIG_ROWS = 5;
/** Width of `text` (digits) in big digits, one blank column between. */ export function bigWidth(text) {
  return text.length * 4 - 1;
}
/** Whether column `x`, row `y` of `text` in big digits is filled. */ export function bigFilled(text, x, y) {
  const d = Number(text[Math.floor(x / 4)]);
  const col = x % 4;
  return col < 3 && DIGITS[d]?.[y]?.[col] === "#";
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvZGlzcGxheV9wYW5lc19mb250LnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogQmlnIGRpZ2l0cyBmb3IgYGRpc3BsYXktcGFuZXNgLCB0aHJlZSBjZWxscyB3aWRlIGFuZCBmaXZlIHRhbGwgKHRtdXhcbiAqIGRyYXdzIGl0cyBvd24gZml2ZSBieSBmaXZlKTogYCNgIGlzIGEgZmlsbGVkIGNlbGwuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKiBFYWNoIGRpZ2l0J3MgZml2ZSByb3dzLiAqL1xuY29uc3QgRElHSVRTOiByZWFkb25seSBzdHJpbmdbXVtdID0gW1xuICBbXCIjIyNcIiwgXCIjLiNcIiwgXCIjLiNcIiwgXCIjLiNcIiwgXCIjIyNcIl0sXG4gIFtcIi4uI1wiLCBcIi4uI1wiLCBcIi4uI1wiLCBcIi4uI1wiLCBcIi4uI1wiXSxcbiAgW1wiIyMjXCIsIFwiLi4jXCIsIFwiIyMjXCIsIFwiIy4uXCIsIFwiIyMjXCJdLFxuICBbXCIjIyNcIiwgXCIuLiNcIiwgXCIjIyNcIiwgXCIuLiNcIiwgXCIjIyNcIl0sXG4gIFtcIiMuI1wiLCBcIiMuI1wiLCBcIiMjI1wiLCBcIi4uI1wiLCBcIi4uI1wiXSxcbiAgW1wiIyMjXCIsIFwiIy4uXCIsIFwiIyMjXCIsIFwiLi4jXCIsIFwiIyMjXCJdLFxuICBbXCIjIyNcIiwgXCIjLi5cIiwgXCIjIyNcIiwgXCIjLiNcIiwgXCIjIyNcIl0sXG4gIFtcIiMjI1wiLCBcIi4uI1wiLCBcIi4uI1wiLCBcIi4uI1wiLCBcIi4uI1wiXSxcbiAgW1wiIyMjXCIsIFwiIy4jXCIsIFwiIyMjXCIsIFwiIy4jXCIsIFwiIyMjXCJdLFxuICBbXCIjIyNcIiwgXCIjLiNcIiwgXCIjIyNcIiwgXCIuLiNcIiwgXCIjIyNcIl0sXG5dO1xuXG4vKiogSGVpZ2h0IG9mIGEgYmlnIGRpZ2l0LiAqL1xuZXhwb3J0IGNvbnN0IEJJR19ST1dTID0gNTtcblxuLyoqIFdpZHRoIG9mIGB0ZXh0YCAoZGlnaXRzKSBpbiBiaWcgZGlnaXRzLCBvbmUgYmxhbmsgY29sdW1uIGJldHdlZW4uICovXG5leHBvcnQgZnVuY3Rpb24gYmlnV2lkdGgodGV4dDogc3RyaW5nKTogbnVtYmVyIHtcbiAgcmV0dXJuIHRleHQubGVuZ3RoICogNCAtIDE7XG59XG5cbi8qKiBXaGV0aGVyIGNvbHVtbiBgeGAsIHJvdyBgeWAgb2YgYHRleHRgIGluIGJpZyBkaWdpdHMgaXMgZmlsbGVkLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGJpZ0ZpbGxlZCh0ZXh0OiBzdHJpbmcsIHg6IG51bWJlciwgeTogbnVtYmVyKTogYm9vbGVhbiB7XG4gIGNvbnN0IGQgPSBOdW1iZXIodGV4dFtNYXRoLmZsb29yKHggLyA0KV0pO1xuICBjb25zdCBjb2wgPSB4ICUgNDtcbiAgcmV0dXJuIGNvbCA8IDMgJiYgRElHSVRTW2RdPy5beV0/Lltjb2xdID09PSBcIiNcIjtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Q0FLQyxHQUVELDRCQUE0QixHQUM1QixNQUFNLFNBQThCO0VBQ2xDO0lBQUM7SUFBTztJQUFPO0lBQU87SUFBTztHQUFNO0VBQ25DO0lBQUM7SUFBTztJQUFPO0lBQU87SUFBTztHQUFNO0VBQ25DO0lBQUM7SUFBTztJQUFPO0lBQU87SUFBTztHQUFNO0VBQ25DO0lBQUM7SUFBTztJQUFPO0lBQU87SUFBTztHQUFNO0VBQ25DO0lBQUM7SUFBTztJQUFPO0lBQU87SUFBTztHQUFNO0VBQ25DO0lBQUM7SUFBTztJQUFPO0lBQU87SUFBTztHQUFNO0VBQ25DO0lBQUM7SUFBTztJQUFPO0lBQU87SUFBTztHQUFNO0VBQ25DO0lBQUM7SUFBTztJQUFPO0lBQU87SUFBTztHQUFNO0VBQ25DO0lBQUM7SUFBTztJQUFPO0lBQU87SUFBTztHQUFNO0VBQ25DO0lBQUM7SUFBTztJQUFPO0lBQU87SUFBTztHQUFNO0NBQ3BDO0FBRUQsMkJBQTJCLEdBQzNCLE9BQU8sTUFBTSxXQUFXLEVBQUU7QUFFMUIsc0VBQXNFLEdBQ3RFLE9BQU8sU0FBUyxTQUFTLElBQVk7RUFDbkMsT0FBTyxLQUFLLE1BQU0sR0FBRyxJQUFJO0FBQzNCO0FBRUEsbUVBQW1FLEdBQ25FLE9BQU8sU0FBUyxVQUFVLElBQVksRUFBRSxDQUFTLEVBQUUsQ0FBUztFQUMxRCxNQUFNLElBQUksT0FBTyxJQUFJLENBQUMsS0FBSyxLQUFLLENBQUMsSUFBSSxHQUFHO0VBQ3hDLE1BQU0sTUFBTSxJQUFJO0VBQ2hCLE9BQU8sTUFBTSxLQUFLLE1BQU0sQ0FBQyxFQUFFLEVBQUUsQ0FBQyxFQUFFLEVBQUUsQ0FBQyxJQUFJLEtBQUs7QUFDOUMifQ==
// denoCacheMetadata=5607276881727134155,16538196744796074387