/**
 * Clipboard writes (OSC 52) for the outer terminal: a session's program
 * copied something, and this client opted in (`--clipboard`) to have the
 * user's terminal set its clipboard to it.
 *
 * Only writes go out, with base64 the client makes itself: never a query
 * (`?`), so nothing can read the user's clipboard through berth.
 *
 * @module
 */ import { MAX_CLIPBOARD_BYTES } from "../../protocol/messages.ts";
import { clipboardSelection } from "../../protocol/osc_safe.ts";
// Bytes per String.fromCharCode call: far below any argument limit.
const CHUNK = 0x8000;
/**
 * `OSC 52 ; selection ; base64 ST` setting `selection` (checked again:
 * only letters among `cpqs01234567`, else `c`) to `data`; "" when `data`
 * is not bytes or is larger than `MAX_CLIPBOARD_BYTES`.
 */ export function clipboardWrite(selection, data) {
  if (!(data instanceof Uint8Array) || data.length > MAX_CLIPBOARD_BYTES) {
    return "";
  }
  return `\x1b]52;${clipboardSelection(selection)};${base64(data)}\x1b\\`;
}
function base64(data) {
  let bin = "";
  for(let i = 0; i < data.length; i += CHUNK){
    bin += String.fromCharCode(...data.subarray(i, i + CHUNK));
  }
  return btoa(bin);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvY2xpcGJvYXJkLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogQ2xpcGJvYXJkIHdyaXRlcyAoT1NDIDUyKSBmb3IgdGhlIG91dGVyIHRlcm1pbmFsOiBhIHNlc3Npb24ncyBwcm9ncmFtXG4gKiBjb3BpZWQgc29tZXRoaW5nLCBhbmQgdGhpcyBjbGllbnQgb3B0ZWQgaW4gKGAtLWNsaXBib2FyZGApIHRvIGhhdmUgdGhlXG4gKiB1c2VyJ3MgdGVybWluYWwgc2V0IGl0cyBjbGlwYm9hcmQgdG8gaXQuXG4gKlxuICogT25seSB3cml0ZXMgZ28gb3V0LCB3aXRoIGJhc2U2NCB0aGUgY2xpZW50IG1ha2VzIGl0c2VsZjogbmV2ZXIgYSBxdWVyeVxuICogKGA/YCksIHNvIG5vdGhpbmcgY2FuIHJlYWQgdGhlIHVzZXIncyBjbGlwYm9hcmQgdGhyb3VnaCBiZXJ0aC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgTUFYX0NMSVBCT0FSRF9CWVRFUyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHsgY2xpcGJvYXJkU2VsZWN0aW9uIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL29zY19zYWZlLnRzXCI7XG5cbi8vIEJ5dGVzIHBlciBTdHJpbmcuZnJvbUNoYXJDb2RlIGNhbGw6IGZhciBiZWxvdyBhbnkgYXJndW1lbnQgbGltaXQuXG5jb25zdCBDSFVOSyA9IDB4ODAwMDtcblxuLyoqXG4gKiBgT1NDIDUyIDsgc2VsZWN0aW9uIDsgYmFzZTY0IFNUYCBzZXR0aW5nIGBzZWxlY3Rpb25gIChjaGVja2VkIGFnYWluOlxuICogb25seSBsZXR0ZXJzIGFtb25nIGBjcHFzMDEyMzQ1NjdgLCBlbHNlIGBjYCkgdG8gYGRhdGFgOyBcIlwiIHdoZW4gYGRhdGFgXG4gKiBpcyBub3QgYnl0ZXMgb3IgaXMgbGFyZ2VyIHRoYW4gYE1BWF9DTElQQk9BUkRfQllURVNgLlxuICovXG5leHBvcnQgZnVuY3Rpb24gY2xpcGJvYXJkV3JpdGUoc2VsZWN0aW9uOiB1bmtub3duLCBkYXRhOiB1bmtub3duKTogc3RyaW5nIHtcbiAgaWYgKCEoZGF0YSBpbnN0YW5jZW9mIFVpbnQ4QXJyYXkpIHx8IGRhdGEubGVuZ3RoID4gTUFYX0NMSVBCT0FSRF9CWVRFUykge1xuICAgIHJldHVybiBcIlwiO1xuICB9XG4gIHJldHVybiBgXFx4MWJdNTI7JHtjbGlwYm9hcmRTZWxlY3Rpb24oc2VsZWN0aW9uKX07JHtiYXNlNjQoZGF0YSl9XFx4MWJcXFxcYDtcbn1cblxuZnVuY3Rpb24gYmFzZTY0KGRhdGE6IFVpbnQ4QXJyYXkpOiBzdHJpbmcge1xuICBsZXQgYmluID0gXCJcIjtcbiAgZm9yIChsZXQgaSA9IDA7IGkgPCBkYXRhLmxlbmd0aDsgaSArPSBDSFVOSykge1xuICAgIGJpbiArPSBTdHJpbmcuZnJvbUNoYXJDb2RlKC4uLmRhdGEuc3ViYXJyYXkoaSwgaSArIENIVU5LKSk7XG4gIH1cbiAgcmV0dXJuIGJ0b2EoYmluKTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7O0NBU0MsR0FFRCxTQUFTLG1CQUFtQixRQUFRLDZCQUE2QjtBQUNqRSxTQUFTLGtCQUFrQixRQUFRLDZCQUE2QjtBQUVoRSxvRUFBb0U7QUFDcEUsTUFBTSxRQUFRO0FBRWQ7Ozs7Q0FJQyxHQUNELE9BQU8sU0FBUyxlQUFlLFNBQWtCLEVBQUUsSUFBYTtFQUM5RCxJQUFJLENBQUMsQ0FBQyxnQkFBZ0IsVUFBVSxLQUFLLEtBQUssTUFBTSxHQUFHLHFCQUFxQjtJQUN0RSxPQUFPO0VBQ1Q7RUFDQSxPQUFPLENBQUMsUUFBUSxFQUFFLG1CQUFtQixXQUFXLENBQUMsRUFBRSxPQUFPLE1BQU0sTUFBTSxDQUFDO0FBQ3pFO0FBRUEsU0FBUyxPQUFPLElBQWdCO0VBQzlCLElBQUksTUFBTTtFQUNWLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxLQUFLLE1BQU0sRUFBRSxLQUFLLE1BQU87SUFDM0MsT0FBTyxPQUFPLFlBQVksSUFBSSxLQUFLLFFBQVEsQ0FBQyxHQUFHLElBQUk7RUFDckQ7RUFDQSxPQUFPLEtBQUs7QUFDZCJ9
// denoCacheMetadata=15151969042469291568,7054826750140560006