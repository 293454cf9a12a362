/**
 * What may reach the user's terminal inside an OSC string: hyperlinks
 * (OSC 8) and clipboard selections (OSC 52). Both sides check, the daemon
 * before it sends and the attach client before it writes, so this module
 * is small and imports no engine.
 *
 * @module
 */ import { CONTROL } from "./controls.ts";
import { MAX_LINK_ID, MAX_LINK_URI } from "./messages.ts";
// C0 and C1 controls and DEL: ESC or BEL would end the string early and let
// the rest run as escape sequences.
export const OSC_UNSAFE = CONTROL;
// An OSC 8 id value: printable ASCII but the two separators (`:` between
// parameters, `;` before the URI).
const LINK_ID = new RegExp(`^[!-9<-~]{1,${MAX_LINK_ID}}$`);
// The OSC 52 selections a program may name (xterm's list).
const SELECTIONS = "cpqs01234567";
/** Whether `uri` may be sent as an OSC 8 target: non-empty, capped, no controls. */ export function safeLinkUri(uri) {
  return typeof uri === "string" && uri.length > 0 && uri.length <= MAX_LINK_URI && !OSC_UNSAFE.test(uri);
}
/** Whether `id` may be sent as the value of an OSC 8 `id=` parameter. */ export function safeLinkId(id) {
  return LINK_ID.test(id);
}
/** Whether `params` may be sent as OSC 8 parameters: "" or `id=VALUE`. */ export function safeLinkParams(params) {
  return params === "" || typeof params === "string" && params.startsWith("id=") && safeLinkId(params.slice(3));
}
/**
 * The OSC 52 selection letters to pass on: those of `selection` that are
 * among `cpqs01234567`, each once, in order; `c` when none is.
 */ export function clipboardSelection(selection) {
  if (typeof selection !== "string") return "c";
  let out = "";
  for (const ch of selection){
    if (SELECTIONS.includes(ch) && !out.includes(ch)) out += ch;
  }
  return out === "" ? "c" : out;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL29zY19zYWZlLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogV2hhdCBtYXkgcmVhY2ggdGhlIHVzZXIncyB0ZXJtaW5hbCBpbnNpZGUgYW4gT1NDIHN0cmluZzogaHlwZXJsaW5rc1xuICogKE9TQyA4KSBhbmQgY2xpcGJvYXJkIHNlbGVjdGlvbnMgKE9TQyA1MikuIEJvdGggc2lkZXMgY2hlY2ssIHRoZSBkYWVtb25cbiAqIGJlZm9yZSBpdCBzZW5kcyBhbmQgdGhlIGF0dGFjaCBjbGllbnQgYmVmb3JlIGl0IHdyaXRlcywgc28gdGhpcyBtb2R1bGVcbiAqIGlzIHNtYWxsIGFuZCBpbXBvcnRzIG5vIGVuZ2luZS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgQ09OVFJPTCB9IGZyb20gXCIuL2NvbnRyb2xzLnRzXCI7XG5pbXBvcnQgeyBNQVhfTElOS19JRCwgTUFYX0xJTktfVVJJIH0gZnJvbSBcIi4vbWVzc2FnZXMudHNcIjtcblxuLy8gQzAgYW5kIEMxIGNvbnRyb2xzIGFuZCBERUw6IEVTQyBvciBCRUwgd291bGQgZW5kIHRoZSBzdHJpbmcgZWFybHkgYW5kIGxldFxuLy8gdGhlIHJlc3QgcnVuIGFzIGVzY2FwZSBzZXF1ZW5jZXMuXG5leHBvcnQgY29uc3QgT1NDX1VOU0FGRSA9IENPTlRST0w7XG4vLyBBbiBPU0MgOCBpZCB2YWx1ZTogcHJpbnRhYmxlIEFTQ0lJIGJ1dCB0aGUgdHdvIHNlcGFyYXRvcnMgKGA6YCBiZXR3ZWVuXG4vLyBwYXJhbWV0ZXJzLCBgO2AgYmVmb3JlIHRoZSBVUkkpLlxuY29uc3QgTElOS19JRCA9IG5ldyBSZWdFeHAoYF5bIS05PC1+XXsxLCR7TUFYX0xJTktfSUR9fSRgKTtcbi8vIFRoZSBPU0MgNTIgc2VsZWN0aW9ucyBhIHByb2dyYW0gbWF5IG5hbWUgKHh0ZXJtJ3MgbGlzdCkuXG5jb25zdCBTRUxFQ1RJT05TID0gXCJjcHFzMDEyMzQ1NjdcIjtcblxuLyoqIFdoZXRoZXIgYHVyaWAgbWF5IGJlIHNlbnQgYXMgYW4gT1NDIDggdGFyZ2V0OiBub24tZW1wdHksIGNhcHBlZCwgbm8gY29udHJvbHMuICovXG5leHBvcnQgZnVuY3Rpb24gc2FmZUxpbmtVcmkodXJpOiB1bmtub3duKTogdXJpIGlzIHN0cmluZyB7XG4gIHJldHVybiB0eXBlb2YgdXJpID09PSBcInN0cmluZ1wiICYmIHVyaS5sZW5ndGggPiAwICYmXG4gICAgdXJpLmxlbmd0aCA8PSBNQVhfTElOS19VUkkgJiYgIU9TQ19VTlNBRkUudGVzdCh1cmkpO1xufVxuXG4vKiogV2hldGhlciBgaWRgIG1heSBiZSBzZW50IGFzIHRoZSB2YWx1ZSBvZiBhbiBPU0MgOCBgaWQ9YCBwYXJhbWV0ZXIuICovXG5leHBvcnQgZnVuY3Rpb24gc2FmZUxpbmtJZChpZDogc3RyaW5nKTogYm9vbGVhbiB7XG4gIHJldHVybiBMSU5LX0lELnRlc3QoaWQpO1xufVxuXG4vKiogV2hldGhlciBgcGFyYW1zYCBtYXkgYmUgc2VudCBhcyBPU0MgOCBwYXJhbWV0ZXJzOiBcIlwiIG9yIGBpZD1WQUxVRWAuICovXG5leHBvcnQgZnVuY3Rpb24gc2FmZUxpbmtQYXJhbXMocGFyYW1zOiB1bmtub3duKTogcGFyYW1zIGlzIHN0cmluZyB7XG4gIHJldHVybiBwYXJhbXMgPT09IFwiXCIgfHxcbiAgICAodHlwZW9mIHBhcmFtcyA9PT0gXCJzdHJpbmdcIiAmJiBwYXJhbXMuc3RhcnRzV2l0aChcImlkPVwiKSAmJlxuICAgICAgc2FmZUxpbmtJZChwYXJhbXMuc2xpY2UoMykpKTtcbn1cblxuLyoqXG4gKiBUaGUgT1NDIDUyIHNlbGVjdGlvbiBsZXR0ZXJzIHRvIHBhc3Mgb246IHRob3NlIG9mIGBzZWxlY3Rpb25gIHRoYXQgYXJlXG4gKiBhbW9uZyBgY3BxczAxMjM0NTY3YCwgZWFjaCBvbmNlLCBpbiBvcmRlcjsgYGNgIHdoZW4gbm9uZSBpcy5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGNsaXBib2FyZFNlbGVjdGlvbihzZWxlY3Rpb246IHVua25vd24pOiBzdHJpbmcge1xuICBpZiAodHlwZW9mIHNlbGVjdGlvbiAhPT0gXCJzdHJpbmdcIikgcmV0dXJuIFwiY1wiO1xuICBsZXQgb3V0ID0gXCJcIjtcbiAgZm9yIChjb25zdCBjaCBvZiBzZWxlY3Rpb24pIHtcbiAgICBpZiAoU0VMRUNUSU9OUy5pbmNsdWRlcyhjaCkgJiYgIW91dC5pbmNsdWRlcyhjaCkpIG91dCArPSBjaDtcbiAgfVxuICByZXR1cm4gb3V0ID09PSBcIlwiID8gXCJjXCIgOiBvdXQ7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Q0FPQyxHQUVELFNBQVMsT0FBTyxRQUFRLGdCQUFnQjtBQUN4QyxTQUFTLFdBQVcsRUFBRSxZQUFZLFFBQVEsZ0JBQWdCO0FBRTFELDRFQUE0RTtBQUM1RSxvQ0FBb0M7QUFDcEMsT0FBTyxNQUFNLGFBQWEsUUFBUTtBQUNsQyx5RUFBeUU7QUFDekUsbUNBQW1DO0FBQ25DLE1BQU0sVUFBVSxJQUFJLE9BQU8sQ0FBQyxZQUFZLEVBQUUsWUFBWSxFQUFFLENBQUM7QUFDekQsMkRBQTJEO0FBQzNELE1BQU0sYUFBYTtBQUVuQixrRkFBa0YsR0FDbEYsT0FBTyxTQUFTLFlBQVksR0FBWTtFQUN0QyxPQUFPLE9BQU8sUUFBUSxZQUFZLElBQUksTUFBTSxHQUFHLEtBQzdDLElBQUksTUFBTSxJQUFJLGdCQUFnQixDQUFDLFdBQVcsSUFBSSxDQUFDO0FBQ25EO0FBRUEsdUVBQXVFLEdBQ3ZFLE9BQU8sU0FBUyxXQUFXLEVBQVU7RUFDbkMsT0FBTyxRQUFRLElBQUksQ0FBQztBQUN0QjtBQUVBLHdFQUF3RSxHQUN4RSxPQUFPLFNBQVMsZUFBZSxNQUFlO0VBQzVDLE9BQU8sV0FBVyxNQUNmLE9BQU8sV0FBVyxZQUFZLE9BQU8sVUFBVSxDQUFDLFVBQy9DLFdBQVcsT0FBTyxLQUFLLENBQUM7QUFDOUI7QUFFQTs7O0NBR0MsR0FDRCxPQUFPLFNBQVMsbUJBQW1CLFNBQWtCO0VBQ25ELElBQUksT0FBTyxjQUFjLFVBQVUsT0FBTztFQUMxQyxJQUFJLE1BQU07RUFDVixLQUFLLE1BQU0sTUFBTSxVQUFXO0lBQzFCLElBQUksV0FBVyxRQUFRLENBQUMsT0FBTyxDQUFDLElBQUksUUFBUSxDQUFDLEtBQUssT0FBTztFQUMzRDtFQUNBLE9BQU8sUUFBUSxLQUFLLE1BQU07QUFDNUIifQ==
// denoCacheMetadata=9231664105695453572,13743706781516375097