/**
 * Targets, as tmux writes them: `SESSION`, `SESSION:WINDOW`,
 * `SESSION:WINDOW.PANE`, `SESSION:.PANE` or `SESSION.PANE`. A window is
 * named by its index or its name (or a unique prefix of the name), a pane
 * by its index in the window, both counted from 0; `SESSION` alone means
 * its active window and pane; `SESSION:%N` is the pane with id N (what
 * `$BERTH_PANE` holds inside it, as tmux's `$TMUX_PANE`). As in tmux, an
 * empty session (`:1`, `:.+`) is the current one, `=NAME` a session or
 * window of exactly that name (no prefix), and `+`, `-`, `+N`, `-N` in
 * the window's or the pane's place count from the current window or the
 * window's active pane, wrapping. This only splits the text; the daemon
 * resolves it (`server/daemon/targets.ts`), and an exact session name is
 * always taken as one, whatever it holds.
 *
 * @module
 */ /** The parts of a target. */ /**
 * Splits `target` into its parts, or returns a one-line reason it cannot
 * be a target.
 *
 * @example
 * ```ts
 * import { parseTarget } from "./target.ts";
 * parseTarget("work:1.2"); // { session: "work", window: "1", pane: 2 }
 * ```
 */ export function parseTarget(target) {
  const colon = target.indexOf(":");
  if (colon < 0) {
    const m = /^(.+)\.(\d+)$/.exec(target);
    if (m) return {
      session: m[1],
      pane: Number(m[2])
    };
    return {
      session: target
    };
  }
  const session = target.slice(0, colon);
  const rest = target.slice(colon + 1);
  const dot = rest.lastIndexOf(".");
  if (dot < 0) return rest === "" ? {
    session
  } : {
    session,
    window: rest
  };
  const pane = paneOf(rest.slice(dot + 1));
  if (pane === undefined) {
    return `Target ${target}: the pane after "." must be its number, or + or - (the next, the previous)`;
  }
  const window = rest.slice(0, dot);
  return window === "" ? {
    session,
    ...pane
  } : {
    session,
    window,
    ...pane
  };
}
/** A pane's part: its index, or a step from the active pane (`+`, `-3`). */ function paneOf(text) {
  if (/^\d+$/.test(text)) return {
    pane: Number(text)
  };
  const step = stepOf(text);
  return step === undefined ? undefined : {
    paneStep: step
  };
}
/**
 * tmux's `+`, `-`, `+N`, `-N` as a step (`+` is 1); undefined for any
 * other text.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { stepOf } from "./target.ts";
 * assert.equal(stepOf("-"), -1);
 * assert.equal(stepOf("+2"), 2);
 * assert.equal(stepOf("2"), undefined);
 * ```
 */ export function stepOf(text) {
  const m = /^([+-])(\d{0,6})$/.exec(text);
  if (!m) return undefined;
  const n = m[2] === "" ? 1 : Number(m[2]);
  return m[1] === "-" ? -n : n;
}
/**
 * Whether `target` names a window or pane rather than a whole session: it
 * has a window or pane part (a session's name holds no `:` or `.`), or is
 * a bare pane id `%N`. A session that happens to be called so is for the
 * caller to check first.
 */ export function namesPaneOrWindow(target) {
  return /[:.]|^%\d+$/.test(target);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL3RhcmdldC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRhcmdldHMsIGFzIHRtdXggd3JpdGVzIHRoZW06IGBTRVNTSU9OYCwgYFNFU1NJT046V0lORE9XYCxcbiAqIGBTRVNTSU9OOldJTkRPVy5QQU5FYCwgYFNFU1NJT046LlBBTkVgIG9yIGBTRVNTSU9OLlBBTkVgLiBBIHdpbmRvdyBpc1xuICogbmFtZWQgYnkgaXRzIGluZGV4IG9yIGl0cyBuYW1lIChvciBhIHVuaXF1ZSBwcmVmaXggb2YgdGhlIG5hbWUpLCBhIHBhbmVcbiAqIGJ5IGl0cyBpbmRleCBpbiB0aGUgd2luZG93LCBib3RoIGNvdW50ZWQgZnJvbSAwOyBgU0VTU0lPTmAgYWxvbmUgbWVhbnNcbiAqIGl0cyBhY3RpdmUgd2luZG93IGFuZCBwYW5lOyBgU0VTU0lPTjolTmAgaXMgdGhlIHBhbmUgd2l0aCBpZCBOICh3aGF0XG4gKiBgJEJFUlRIX1BBTkVgIGhvbGRzIGluc2lkZSBpdCwgYXMgdG11eCdzIGAkVE1VWF9QQU5FYCkuIEFzIGluIHRtdXgsIGFuXG4gKiBlbXB0eSBzZXNzaW9uIChgOjFgLCBgOi4rYCkgaXMgdGhlIGN1cnJlbnQgb25lLCBgPU5BTUVgIGEgc2Vzc2lvbiBvclxuICogd2luZG93IG9mIGV4YWN0bHkgdGhhdCBuYW1lIChubyBwcmVmaXgpLCBhbmQgYCtgLCBgLWAsIGArTmAsIGAtTmAgaW5cbiAqIHRoZSB3aW5kb3cncyBvciB0aGUgcGFuZSdzIHBsYWNlIGNvdW50IGZyb20gdGhlIGN1cnJlbnQgd2luZG93IG9yIHRoZVxuICogd2luZG93J3MgYWN0aXZlIHBhbmUsIHdyYXBwaW5nLiBUaGlzIG9ubHkgc3BsaXRzIHRoZSB0ZXh0OyB0aGUgZGFlbW9uXG4gKiByZXNvbHZlcyBpdCAoYHNlcnZlci9kYWVtb24vdGFyZ2V0cy50c2ApLCBhbmQgYW4gZXhhY3Qgc2Vzc2lvbiBuYW1lIGlzXG4gKiBhbHdheXMgdGFrZW4gYXMgb25lLCB3aGF0ZXZlciBpdCBob2xkcy5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuLyoqIFRoZSBwYXJ0cyBvZiBhIHRhcmdldC4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgVGFyZ2V0UGFydHMge1xuICAvKipcbiAgICogVGhlIHNlc3Npb24ncyBuYW1lIG9yIGEgdW5pcXVlIHByZWZpeCBvZiBpdCAoYD1OQU1FYDogZXhhY3RseSBpdCk7XG4gICAqIFwiXCIgdGhlIGN1cnJlbnQgc2Vzc2lvbi5cbiAgICovXG4gIHNlc3Npb246IHN0cmluZztcbiAgLyoqIFdpbmRvdyBpbmRleCBvciBuYW1lOyB1bmRlZmluZWQgZm9yIHRoZSBhY3RpdmUgd2luZG93LiAqL1xuICB3aW5kb3c/OiBzdHJpbmc7XG4gIC8qKiBQYW5lIGluZGV4OyB1bmRlZmluZWQgZm9yIHRoZSB3aW5kb3cncyBhY3RpdmUgcGFuZS4gKi9cbiAgcGFuZT86IG51bWJlcjtcbiAgLyoqIFBhbmVzIGFmdGVyIChvciBiZWZvcmUsIG5lZ2F0aXZlKSB0aGUgYWN0aXZlIG9uZTogYC4rYCwgYC4tMmAuICovXG4gIHBhbmVTdGVwPzogbnVtYmVyO1xufVxuXG4vKipcbiAqIFNwbGl0cyBgdGFyZ2V0YCBpbnRvIGl0cyBwYXJ0cywgb3IgcmV0dXJucyBhIG9uZS1saW5lIHJlYXNvbiBpdCBjYW5ub3RcbiAqIGJlIGEgdGFyZ2V0LlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgcGFyc2VUYXJnZXQgfSBmcm9tIFwiLi90YXJnZXQudHNcIjtcbiAqIHBhcnNlVGFyZ2V0KFwid29yazoxLjJcIik7IC8vIHsgc2Vzc2lvbjogXCJ3b3JrXCIsIHdpbmRvdzogXCIxXCIsIHBhbmU6IDIgfVxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBwYXJzZVRhcmdldCh0YXJnZXQ6IHN0cmluZyk6IFRhcmdldFBhcnRzIHwgc3RyaW5nIHtcbiAgY29uc3QgY29sb24gPSB0YXJnZXQuaW5kZXhPZihcIjpcIik7XG4gIGlmIChjb2xvbiA8IDApIHtcbiAgICBjb25zdCBtID0gL14oLispXFwuKFxcZCspJC8uZXhlYyh0YXJnZXQpO1xuICAgIGlmIChtKSByZXR1cm4geyBzZXNzaW9uOiBtWzFdLCBwYW5lOiBOdW1iZXIobVsyXSkgfTtcbiAgICByZXR1cm4geyBzZXNzaW9uOiB0YXJnZXQgfTtcbiAgfVxuICBjb25zdCBzZXNzaW9uID0gdGFyZ2V0LnNsaWNlKDAsIGNvbG9uKTtcbiAgY29uc3QgcmVzdCA9IHRhcmdldC5zbGljZShjb2xvbiArIDEpO1xuICBjb25zdCBkb3QgPSByZXN0Lmxhc3RJbmRleE9mKFwiLlwiKTtcbiAgaWYgKGRvdCA8IDApIHJldHVybiByZXN0ID09PSBcIlwiID8geyBzZXNzaW9uIH0gOiB7IHNlc3Npb24sIHdpbmRvdzogcmVzdCB9O1xuICBjb25zdCBwYW5lID0gcGFuZU9mKHJlc3Quc2xpY2UoZG90ICsgMSkpO1xuICBpZiAocGFuZSA9PT0gdW5kZWZpbmVkKSB7XG4gICAgcmV0dXJuIGBUYXJnZXQgJHt0YXJnZXR9OiB0aGUgcGFuZSBhZnRlciBcIi5cIiBtdXN0IGJlIGl0cyBudW1iZXIsIG9yICsgb3IgLSAodGhlIG5leHQsIHRoZSBwcmV2aW91cylgO1xuICB9XG4gIGNvbnN0IHdpbmRvdyA9IHJlc3Quc2xpY2UoMCwgZG90KTtcbiAgcmV0dXJuIHdpbmRvdyA9PT0gXCJcIiA/IHsgc2Vzc2lvbiwgLi4ucGFuZSB9IDogeyBzZXNzaW9uLCB3aW5kb3csIC4uLnBhbmUgfTtcbn1cblxuLyoqIEEgcGFuZSdzIHBhcnQ6IGl0cyBpbmRleCwgb3IgYSBzdGVwIGZyb20gdGhlIGFjdGl2ZSBwYW5lIChgK2AsIGAtM2ApLiAqL1xuZnVuY3Rpb24gcGFuZU9mKFxuICB0ZXh0OiBzdHJpbmcsXG4pOiBQaWNrPFRhcmdldFBhcnRzLCBcInBhbmVcIiB8IFwicGFuZVN0ZXBcIj4gfCB1bmRlZmluZWQge1xuICBpZiAoL15cXGQrJC8udGVzdCh0ZXh0KSkgcmV0dXJuIHsgcGFuZTogTnVtYmVyKHRleHQpIH07XG4gIGNvbnN0IHN0ZXAgPSBzdGVwT2YodGV4dCk7XG4gIHJldHVybiBzdGVwID09PSB1bmRlZmluZWQgPyB1bmRlZmluZWQgOiB7IHBhbmVTdGVwOiBzdGVwIH07XG59XG5cbi8qKlxuICogdG11eCdzIGArYCwgYC1gLCBgK05gLCBgLU5gIGFzIGEgc3RlcCAoYCtgIGlzIDEpOyB1bmRlZmluZWQgZm9yIGFueVxuICogb3RoZXIgdGV4dC5cbiAqXG4gKiBAZXhhbXBsZVxuICogYGBgdHNcbiAqIGltcG9ydCBhc3NlcnQgZnJvbSBcIm5vZGU6YXNzZXJ0L3N0cmljdFwiO1xuICogaW1wb3J0IHsgc3RlcE9mIH0gZnJvbSBcIi4vdGFyZ2V0LnRzXCI7XG4gKiBhc3NlcnQuZXF1YWwoc3RlcE9mKFwiLVwiKSwgLTEpO1xuICogYXNzZXJ0LmVxdWFsKHN0ZXBPZihcIisyXCIpLCAyKTtcbiAqIGFzc2VydC5lcXVhbChzdGVwT2YoXCIyXCIpLCB1bmRlZmluZWQpO1xuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzdGVwT2YodGV4dDogc3RyaW5nKTogbnVtYmVyIHwgdW5kZWZpbmVkIHtcbiAgY29uc3QgbSA9IC9eKFsrLV0pKFxcZHswLDZ9KSQvLmV4ZWModGV4dCk7XG4gIGlmICghbSkgcmV0dXJuIHVuZGVmaW5lZDtcbiAgY29uc3QgbiA9IG1bMl0gPT09IFwiXCIgPyAxIDogTnVtYmVyKG1bMl0pO1xuICByZXR1cm4gbVsxXSA9PT0gXCItXCIgPyAtbiA6IG47XG59XG5cbi8qKlxuICogV2hldGhlciBgdGFyZ2V0YCBuYW1lcyBhIHdpbmRvdyBvciBwYW5lIHJhdGhlciB0aGFuIGEgd2hvbGUgc2Vzc2lvbjogaXRcbiAqIGhhcyBhIHdpbmRvdyBvciBwYW5lIHBhcnQgKGEgc2Vzc2lvbidzIG5hbWUgaG9sZHMgbm8gYDpgIG9yIGAuYCksIG9yIGlzXG4gKiBhIGJhcmUgcGFuZSBpZCBgJU5gLiBBIHNlc3Npb24gdGhhdCBoYXBwZW5zIHRvIGJlIGNhbGxlZCBzbyBpcyBmb3IgdGhlXG4gKiBjYWxsZXIgdG8gY2hlY2sgZmlyc3QuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBuYW1lc1BhbmVPcldpbmRvdyh0YXJnZXQ6IHN0cmluZyk6IGJvb2xlYW4ge1xuICByZXR1cm4gL1s6Ll18XiVcXGQrJC8udGVzdCh0YXJnZXQpO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7Ozs7Q0FlQyxHQUVELDJCQUEyQixHQWUzQjs7Ozs7Ozs7O0NBU0MsR0FDRCxPQUFPLFNBQVMsWUFBWSxNQUFjO0VBQ3hDLE1BQU0sUUFBUSxPQUFPLE9BQU8sQ0FBQztFQUM3QixJQUFJLFFBQVEsR0FBRztJQUNiLE1BQU0sSUFBSSxnQkFBZ0IsSUFBSSxDQUFDO0lBQy9CLElBQUksR0FBRyxPQUFPO01BQUUsU0FBUyxDQUFDLENBQUMsRUFBRTtNQUFFLE1BQU0sT0FBTyxDQUFDLENBQUMsRUFBRTtJQUFFO0lBQ2xELE9BQU87TUFBRSxTQUFTO0lBQU87RUFDM0I7RUFDQSxNQUFNLFVBQVUsT0FBTyxLQUFLLENBQUMsR0FBRztFQUNoQyxNQUFNLE9BQU8sT0FBTyxLQUFLLENBQUMsUUFBUTtFQUNsQyxNQUFNLE1BQU0sS0FBSyxXQUFXLENBQUM7RUFDN0IsSUFBSSxNQUFNLEdBQUcsT0FBTyxTQUFTLEtBQUs7SUFBRTtFQUFRLElBQUk7SUFBRTtJQUFTLFFBQVE7RUFBSztFQUN4RSxNQUFNLE9BQU8sT0FBTyxLQUFLLEtBQUssQ0FBQyxNQUFNO0VBQ3JDLElBQUksU0FBUyxXQUFXO0lBQ3RCLE9BQU8sQ0FBQyxPQUFPLEVBQUUsT0FBTywyRUFBMkUsQ0FBQztFQUN0RztFQUNBLE1BQU0sU0FBUyxLQUFLLEtBQUssQ0FBQyxHQUFHO0VBQzdCLE9BQU8sV0FBVyxLQUFLO0lBQUU7SUFBUyxHQUFHLElBQUk7RUFBQyxJQUFJO0lBQUU7SUFBUztJQUFRLEdBQUcsSUFBSTtFQUFDO0FBQzNFO0FBRUEsMEVBQTBFLEdBQzFFLFNBQVMsT0FDUCxJQUFZO0VBRVosSUFBSSxRQUFRLElBQUksQ0FBQyxPQUFPLE9BQU87SUFBRSxNQUFNLE9BQU87RUFBTTtFQUNwRCxNQUFNLE9BQU8sT0FBTztFQUNwQixPQUFPLFNBQVMsWUFBWSxZQUFZO0lBQUUsVUFBVTtFQUFLO0FBQzNEO0FBRUE7Ozs7Ozs7Ozs7OztDQVlDLEdBQ0QsT0FBTyxTQUFTLE9BQU8sSUFBWTtFQUNqQyxNQUFNLElBQUksb0JBQW9CLElBQUksQ0FBQztFQUNuQyxJQUFJLENBQUMsR0FBRyxPQUFPO0VBQ2YsTUFBTSxJQUFJLENBQUMsQ0FBQyxFQUFFLEtBQUssS0FBSyxJQUFJLE9BQU8sQ0FBQyxDQUFDLEVBQUU7RUFDdkMsT0FBTyxDQUFDLENBQUMsRUFBRSxLQUFLLE1BQU0sQ0FBQyxJQUFJO0FBQzdCO0FBRUE7Ozs7O0NBS0MsR0FDRCxPQUFPLFNBQVMsa0JBQWtCLE1BQWM7RUFDOUMsT0FBTyxjQUFjLElBQUksQ0FBQztBQUM1QiJ9
// denoCacheMetadata=14858086938982600694,13647434457491345405