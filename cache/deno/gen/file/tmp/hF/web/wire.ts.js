/**
 * The messages between the page and `berth serve` over the WebSocket: JSON
 * text, one object per message with a `t` field. Everything the page sends
 * is checked here (`parsePageMsg`) before the bridge acts on it; anything
 * malformed closes that WebSocket and nothing else.
 *
 * Conversation: the page sends `hello`; the server attaches to the session
 * and answers `attached` (with the last input `seq` it delivered for this
 * page, so that the page resends only what is missing), then `out` with
 * bytes for xterm.js. The page acks each `out` once xterm.js has written it;
 * the server acks the daemon's frame only then, so a slow or sleeping tab
 * gets one bigger update, never a queue. `input` and `paste` carry a
 * sequence number per page: after a reconnect the server drops those it
 * already delivered, so text typed in the gap arrives once.
 *
 * @module
 */ import { MAX_SIDE } from "../protocol/limits.ts";
/** Bump on any change of these shapes (the page and server ship together). */ export const WIRE_VERSION = 1;
/** Largest message the page may send (a big paste), in UTF-16 units. */ export const MAX_PAGE_MSG = 1024 * 1024;
/** The page's message in `text`, or null when it is not a valid one. */ export function parsePageMsg(text) {
  if (text.length > MAX_PAGE_MSG) return null;
  let o;
  try {
    o = JSON.parse(text);
  } catch  {
    return null;
  }
  if (typeof o !== "object" || o === null || Array.isArray(o)) return null;
  try {
    return checked(o);
  } catch  {
    return null;
  }
}
function checked(o) {
  switch(o.t){
    case "hello":
      return {
        t: "hello",
        version: int(o.version, 0, 1000),
        client: str(o.client, 64),
        cols: int(o.cols, 1, MAX_SIDE),
        rows: int(o.rows, 1, MAX_SIDE),
        clipboard: o.clipboard === true
      };
    case "input":
      return {
        t: "input",
        seq: int(o.seq, 1, Number.MAX_SAFE_INTEGER),
        data: str(o.data, MAX_PAGE_MSG),
        binary: o.binary === true
      };
    case "paste":
      return {
        t: "paste",
        seq: int(o.seq, 1, Number.MAX_SAFE_INTEGER),
        text: str(o.text, MAX_PAGE_MSG)
      };
    case "resize":
      return {
        t: "resize",
        cols: int(o.cols, 1, MAX_SIDE),
        rows: int(o.rows, 1, MAX_SIDE)
      };
    case "ack":
      return {
        t: "ack",
        id: int(o.id, 0, Number.MAX_SAFE_INTEGER)
      };
    case "scroll":
      return {
        t: "scroll",
        pageUp: o.pageUp === true
      };
    default:
      return null;
  }
}
function int(v, min, max) {
  if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) {
    throw new Error("bad integer");
  }
  return v;
}
function str(v, maxLen) {
  if (typeof v !== "string" || v.length > maxLen) throw new Error("bad string");
  return v;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3dlYi93aXJlLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIG1lc3NhZ2VzIGJldHdlZW4gdGhlIHBhZ2UgYW5kIGBiZXJ0aCBzZXJ2ZWAgb3ZlciB0aGUgV2ViU29ja2V0OiBKU09OXG4gKiB0ZXh0LCBvbmUgb2JqZWN0IHBlciBtZXNzYWdlIHdpdGggYSBgdGAgZmllbGQuIEV2ZXJ5dGhpbmcgdGhlIHBhZ2Ugc2VuZHNcbiAqIGlzIGNoZWNrZWQgaGVyZSAoYHBhcnNlUGFnZU1zZ2ApIGJlZm9yZSB0aGUgYnJpZGdlIGFjdHMgb24gaXQ7IGFueXRoaW5nXG4gKiBtYWxmb3JtZWQgY2xvc2VzIHRoYXQgV2ViU29ja2V0IGFuZCBub3RoaW5nIGVsc2UuXG4gKlxuICogQ29udmVyc2F0aW9uOiB0aGUgcGFnZSBzZW5kcyBgaGVsbG9gOyB0aGUgc2VydmVyIGF0dGFjaGVzIHRvIHRoZSBzZXNzaW9uXG4gKiBhbmQgYW5zd2VycyBgYXR0YWNoZWRgICh3aXRoIHRoZSBsYXN0IGlucHV0IGBzZXFgIGl0IGRlbGl2ZXJlZCBmb3IgdGhpc1xuICogcGFnZSwgc28gdGhhdCB0aGUgcGFnZSByZXNlbmRzIG9ubHkgd2hhdCBpcyBtaXNzaW5nKSwgdGhlbiBgb3V0YCB3aXRoXG4gKiBieXRlcyBmb3IgeHRlcm0uanMuIFRoZSBwYWdlIGFja3MgZWFjaCBgb3V0YCBvbmNlIHh0ZXJtLmpzIGhhcyB3cml0dGVuIGl0O1xuICogdGhlIHNlcnZlciBhY2tzIHRoZSBkYWVtb24ncyBmcmFtZSBvbmx5IHRoZW4sIHNvIGEgc2xvdyBvciBzbGVlcGluZyB0YWJcbiAqIGdldHMgb25lIGJpZ2dlciB1cGRhdGUsIG5ldmVyIGEgcXVldWUuIGBpbnB1dGAgYW5kIGBwYXN0ZWAgY2FycnkgYVxuICogc2VxdWVuY2UgbnVtYmVyIHBlciBwYWdlOiBhZnRlciBhIHJlY29ubmVjdCB0aGUgc2VydmVyIGRyb3BzIHRob3NlIGl0XG4gKiBhbHJlYWR5IGRlbGl2ZXJlZCwgc28gdGV4dCB0eXBlZCBpbiB0aGUgZ2FwIGFycml2ZXMgb25jZS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgTUFYX1NJREUgfSBmcm9tIFwiLi4vcHJvdG9jb2wvbGltaXRzLnRzXCI7XG5cbi8qKiBCdW1wIG9uIGFueSBjaGFuZ2Ugb2YgdGhlc2Ugc2hhcGVzICh0aGUgcGFnZSBhbmQgc2VydmVyIHNoaXAgdG9nZXRoZXIpLiAqL1xuZXhwb3J0IGNvbnN0IFdJUkVfVkVSU0lPTiA9IDE7XG5cbi8qKiBMYXJnZXN0IG1lc3NhZ2UgdGhlIHBhZ2UgbWF5IHNlbmQgKGEgYmlnIHBhc3RlKSwgaW4gVVRGLTE2IHVuaXRzLiAqL1xuZXhwb3J0IGNvbnN0IE1BWF9QQUdFX01TRyA9IDEwMjQgKiAxMDI0O1xuXG4vKiogUGFnZSB0byBzZXJ2ZXIuICovXG5leHBvcnQgdHlwZSBQYWdlTXNnID1cbiAgfCB7XG4gICAgdDogXCJoZWxsb1wiO1xuICAgIHZlcnNpb246IG51bWJlcjtcbiAgICAvKiogUmFuZG9tIHBlciBwYWdlIGxvYWQ6IG5hbWVzIHRoZSBwYWdlIGFjcm9zcyByZWNvbm5lY3RzLiAqL1xuICAgIGNsaWVudDogc3RyaW5nO1xuICAgIGNvbHM6IG51bWJlcjtcbiAgICByb3dzOiBudW1iZXI7XG4gICAgLyoqIFRoZSB1c2VyIGFsbG93ZWQgY2xpcGJvYXJkIHdyaXRlcyAoT1NDIDUyKSBvbiB0aGlzIHBhZ2UuICovXG4gICAgY2xpcGJvYXJkOiBib29sZWFuO1xuICB9XG4gIHwgeyB0OiBcImlucHV0XCI7IHNlcTogbnVtYmVyOyBkYXRhOiBzdHJpbmc7IGJpbmFyeTogYm9vbGVhbiB9XG4gIHwgeyB0OiBcInBhc3RlXCI7IHNlcTogbnVtYmVyOyB0ZXh0OiBzdHJpbmcgfVxuICB8IHsgdDogXCJyZXNpemVcIjsgY29sczogbnVtYmVyOyByb3dzOiBudW1iZXIgfVxuICB8IHsgdDogXCJhY2tcIjsgaWQ6IG51bWJlciB9XG4gIHwgeyB0OiBcInNjcm9sbFwiOyBwYWdlVXA6IGJvb2xlYW4gfTtcblxuLyoqIFNlcnZlciB0byBwYWdlLiAqL1xuZXhwb3J0IHR5cGUgU2VydmVNc2cgPVxuICB8IHsgdDogXCJhdHRhY2hlZFwiOyBuYW1lOiBzdHJpbmc7IHJlYWRPbmx5OiBib29sZWFuOyBkZWxpdmVyZWQ6IG51bWJlciB9XG4gIHwgeyB0OiBcIm91dFwiOyBpZDogbnVtYmVyOyBkYXRhOiBzdHJpbmcgfVxuICB8IHsgdDogXCJpbnB1dEFja1wiOyBzZXE6IG51bWJlciB9XG4gIHwgeyB0OiBcImNsaXBib2FyZFwiOyB0ZXh0OiBzdHJpbmcgfVxuICAvKiogVGhlIGhpc3RvcnkgdmlldydzIGNvcHkgKGB5YCksIGZvciB0aGUgcGFnZSdzIGNsaXBib2FyZC4gKi9cbiAgfCB7IHQ6IFwiY29weVwiOyB0ZXh0OiBzdHJpbmcgfVxuICAvKiogU2Nyb2xsIG1vZGUgKHRoZSBoaXN0b3J5IHZpZXcpIHN0YXJ0ZWQgb3IgZW5kZWQuICovXG4gIHwgeyB0OiBcInNjcm9sbFwiOyBvbjogYm9vbGVhbiB9XG4gIHwgeyB0OiBcImVuZFwiOyBtZXNzYWdlOiBzdHJpbmcgfTtcblxudHlwZSBPYmogPSBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPjtcblxuLyoqIFRoZSBwYWdlJ3MgbWVzc2FnZSBpbiBgdGV4dGAsIG9yIG51bGwgd2hlbiBpdCBpcyBub3QgYSB2YWxpZCBvbmUuICovXG5leHBvcnQgZnVuY3Rpb24gcGFyc2VQYWdlTXNnKHRleHQ6IHN0cmluZyk6IFBhZ2VNc2cgfCBudWxsIHtcbiAgaWYgKHRleHQubGVuZ3RoID4gTUFYX1BBR0VfTVNHKSByZXR1cm4gbnVsbDtcbiAgbGV0IG86IHVua25vd247XG4gIHRyeSB7XG4gICAgbyA9IEpTT04ucGFyc2UodGV4dCk7XG4gIH0gY2F0Y2gge1xuICAgIHJldHVybiBudWxsO1xuICB9XG4gIGlmICh0eXBlb2YgbyAhPT0gXCJvYmplY3RcIiB8fCBvID09PSBudWxsIHx8IEFycmF5LmlzQXJyYXkobykpIHJldHVybiBudWxsO1xuICB0cnkge1xuICAgIHJldHVybiBjaGVja2VkKG8gYXMgT2JqKTtcbiAgfSBjYXRjaCB7XG4gICAgcmV0dXJuIG51bGw7XG4gIH1cbn1cblxuZnVuY3Rpb24gY2hlY2tlZChvOiBPYmopOiBQYWdlTXNnIHwgbnVsbCB7XG4gIHN3aXRjaCAoby50KSB7XG4gICAgY2FzZSBcImhlbGxvXCI6XG4gICAgICByZXR1cm4ge1xuICAgICAgICB0OiBcImhlbGxvXCIsXG4gICAgICAgIHZlcnNpb246IGludChvLnZlcnNpb24sIDAsIDEwMDApLFxuICAgICAgICBjbGllbnQ6IHN0cihvLmNsaWVudCwgNjQpLFxuICAgICAgICBjb2xzOiBpbnQoby5jb2xzLCAxLCBNQVhfU0lERSksXG4gICAgICAgIHJvd3M6IGludChvLnJvd3MsIDEsIE1BWF9TSURFKSxcbiAgICAgICAgY2xpcGJvYXJkOiBvLmNsaXBib2FyZCA9PT0gdHJ1ZSxcbiAgICAgIH07XG4gICAgY2FzZSBcImlucHV0XCI6XG4gICAgICByZXR1cm4ge1xuICAgICAgICB0OiBcImlucHV0XCIsXG4gICAgICAgIHNlcTogaW50KG8uc2VxLCAxLCBOdW1iZXIuTUFYX1NBRkVfSU5URUdFUiksXG4gICAgICAgIGRhdGE6IHN0cihvLmRhdGEsIE1BWF9QQUdFX01TRyksXG4gICAgICAgIGJpbmFyeTogby5iaW5hcnkgPT09IHRydWUsXG4gICAgICB9O1xuICAgIGNhc2UgXCJwYXN0ZVwiOlxuICAgICAgcmV0dXJuIHtcbiAgICAgICAgdDogXCJwYXN0ZVwiLFxuICAgICAgICBzZXE6IGludChvLnNlcSwgMSwgTnVtYmVyLk1BWF9TQUZFX0lOVEVHRVIpLFxuICAgICAgICB0ZXh0OiBzdHIoby50ZXh0LCBNQVhfUEFHRV9NU0cpLFxuICAgICAgfTtcbiAgICBjYXNlIFwicmVzaXplXCI6XG4gICAgICByZXR1cm4ge1xuICAgICAgICB0OiBcInJlc2l6ZVwiLFxuICAgICAgICBjb2xzOiBpbnQoby5jb2xzLCAxLCBNQVhfU0lERSksXG4gICAgICAgIHJvd3M6IGludChvLnJvd3MsIDEsIE1BWF9TSURFKSxcbiAgICAgIH07XG4gICAgY2FzZSBcImFja1wiOlxuICAgICAgcmV0dXJuIHsgdDogXCJhY2tcIiwgaWQ6IGludChvLmlkLCAwLCBOdW1iZXIuTUFYX1NBRkVfSU5URUdFUikgfTtcbiAgICBjYXNlIFwic2Nyb2xsXCI6XG4gICAgICByZXR1cm4geyB0OiBcInNjcm9sbFwiLCBwYWdlVXA6IG8ucGFnZVVwID09PSB0cnVlIH07XG4gICAgZGVmYXVsdDpcbiAgICAgIHJldHVybiBudWxsO1xuICB9XG59XG5cbmZ1bmN0aW9uIGludCh2OiB1bmtub3duLCBtaW46IG51bWJlciwgbWF4OiBudW1iZXIpOiBudW1iZXIge1xuICBpZiAodHlwZW9mIHYgIT09IFwibnVtYmVyXCIgfHwgIU51bWJlci5pc0ludGVnZXIodikgfHwgdiA8IG1pbiB8fCB2ID4gbWF4KSB7XG4gICAgdGhyb3cgbmV3IEVycm9yKFwiYmFkIGludGVnZXJcIik7XG4gIH1cbiAgcmV0dXJuIHY7XG59XG5cbmZ1bmN0aW9uIHN0cih2OiB1bmtub3duLCBtYXhMZW46IG51bWJlcik6IHN0cmluZyB7XG4gIGlmICh0eXBlb2YgdiAhPT0gXCJzdHJpbmdcIiB8fCB2Lmxlbmd0aCA+IG1heExlbikgdGhyb3cgbmV3IEVycm9yKFwiYmFkIHN0cmluZ1wiKTtcbiAgcmV0dXJuIHY7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7Q0FnQkMsR0FFRCxTQUFTLFFBQVEsUUFBUSx3QkFBd0I7QUFFakQsNEVBQTRFLEdBQzVFLE9BQU8sTUFBTSxlQUFlLEVBQUU7QUFFOUIsc0VBQXNFLEdBQ3RFLE9BQU8sTUFBTSxlQUFlLE9BQU8sS0FBSztBQWtDeEMsc0VBQXNFLEdBQ3RFLE9BQU8sU0FBUyxhQUFhLElBQVk7RUFDdkMsSUFBSSxLQUFLLE1BQU0sR0FBRyxjQUFjLE9BQU87RUFDdkMsSUFBSTtFQUNKLElBQUk7SUFDRixJQUFJLEtBQUssS0FBSyxDQUFDO0VBQ2pCLEVBQUUsT0FBTTtJQUNOLE9BQU87RUFDVDtFQUNBLElBQUksT0FBTyxNQUFNLFlBQVksTUFBTSxRQUFRLE1BQU0sT0FBTyxDQUFDLElBQUksT0FBTztFQUNwRSxJQUFJO0lBQ0YsT0FBTyxRQUFRO0VBQ2pCLEVBQUUsT0FBTTtJQUNOLE9BQU87RUFDVDtBQUNGO0FBRUEsU0FBUyxRQUFRLENBQU07RUFDckIsT0FBUSxFQUFFLENBQUM7SUFDVCxLQUFLO01BQ0gsT0FBTztRQUNMLEdBQUc7UUFDSCxTQUFTLElBQUksRUFBRSxPQUFPLEVBQUUsR0FBRztRQUMzQixRQUFRLElBQUksRUFBRSxNQUFNLEVBQUU7UUFDdEIsTUFBTSxJQUFJLEVBQUUsSUFBSSxFQUFFLEdBQUc7UUFDckIsTUFBTSxJQUFJLEVBQUUsSUFBSSxFQUFFLEdBQUc7UUFDckIsV0FBVyxFQUFFLFNBQVMsS0FBSztNQUM3QjtJQUNGLEtBQUs7TUFDSCxPQUFPO1FBQ0wsR0FBRztRQUNILEtBQUssSUFBSSxFQUFFLEdBQUcsRUFBRSxHQUFHLE9BQU8sZ0JBQWdCO1FBQzFDLE1BQU0sSUFBSSxFQUFFLElBQUksRUFBRTtRQUNsQixRQUFRLEVBQUUsTUFBTSxLQUFLO01BQ3ZCO0lBQ0YsS0FBSztNQUNILE9BQU87UUFDTCxHQUFHO1FBQ0gsS0FBSyxJQUFJLEVBQUUsR0FBRyxFQUFFLEdBQUcsT0FBTyxnQkFBZ0I7UUFDMUMsTUFBTSxJQUFJLEVBQUUsSUFBSSxFQUFFO01BQ3BCO0lBQ0YsS0FBSztNQUNILE9BQU87UUFDTCxHQUFHO1FBQ0gsTUFBTSxJQUFJLEVBQUUsSUFBSSxFQUFFLEdBQUc7UUFDckIsTUFBTSxJQUFJLEVBQUUsSUFBSSxFQUFFLEdBQUc7TUFDdkI7SUFDRixLQUFLO01BQ0gsT0FBTztRQUFFLEdBQUc7UUFBTyxJQUFJLElBQUksRUFBRSxFQUFFLEVBQUUsR0FBRyxPQUFPLGdCQUFnQjtNQUFFO0lBQy9ELEtBQUs7TUFDSCxPQUFPO1FBQUUsR0FBRztRQUFVLFFBQVEsRUFBRSxNQUFNLEtBQUs7TUFBSztJQUNsRDtNQUNFLE9BQU87RUFDWDtBQUNGO0FBRUEsU0FBUyxJQUFJLENBQVUsRUFBRSxHQUFXLEVBQUUsR0FBVztFQUMvQyxJQUFJLE9BQU8sTUFBTSxZQUFZLENBQUMsT0FBTyxTQUFTLENBQUMsTUFBTSxJQUFJLE9BQU8sSUFBSSxLQUFLO0lBQ3ZFLE1BQU0sSUFBSSxNQUFNO0VBQ2xCO0VBQ0EsT0FBTztBQUNUO0FBRUEsU0FBUyxJQUFJLENBQVUsRUFBRSxNQUFjO0VBQ3JDLElBQUksT0FBTyxNQUFNLFlBQVksRUFBRSxNQUFNLEdBQUcsUUFBUSxNQUFNLElBQUksTUFBTTtFQUNoRSxPQUFPO0FBQ1QifQ==
// denoCacheMetadata=2647169607028386441,15124796138076475688