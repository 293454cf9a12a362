/**
 * How many colours the user's terminal shows, from the client's `TERM`,
 * `COLORTERM` and `TMUX`, so that the renderer reduces colours to them as tmux does
 * for each client (`vt/colour_reduce.ts`).
 *
 * tmux 3.3a reads the terminal's terminfo entry (`colors`, the `Tc` and
 * `RGB` flags) and adds features by the terminal's own answer to its
 * queries (`terminal-features`, XTerm, iTerm2, mintty and tmux with RGB).
 * berth reads no terminfo and asks the terminal nothing: the attach
 * client decides before its first frame, and the daemon decides for a
 * terminal it draws from the client's `TERM` and environment. A table of
 * names stands in for terminfo, checked against `infocmp` (ncurses 6.4):
 *
 * - `COLORTERM=truecolor` or `24bit`: 24-bit colour. Most terminals that
 *   have it set this (VTE, Konsole, iTerm2, kitty, Alacritty, WezTerm,
 *   foot, Windows Terminal); xterm does not (tmux finds it by its answer);
 * - inside tmux (`TMUX` set, `TERM` `screen*` or `tmux*`): 24-bit, as
 *   tmux 3.3a gives tmux RGB when it answers its query (`tmux` takes RGB
 *   and reduces it for its own terminal);
 * - names whose terminfo says 24-bit (`*-direct`: `RGB`, `colors#0x1000000`;
 *   `xterm-kitty`, `xterm-ghostty`, `foot`, `wezterm`, `contour`: `Tc` or
 *   `RGB`) or whose terminal tmux gives RGB by its answer (`tmux*`,
 *   `mintty`);
 * - `*256col*` (and `alacritty`, `colors#256`): 256 colours;
 * - `*16color*`, `*88color*` and `rxvt-unicode` (`colors#88`): 16, as tmux
 *   treats any count from 16 below 256;
 * - terminals without colours (`vt52`, `vt1xx`, `vt2xx`, `dumb`): none;
 * - any other name (`xterm`, `linux`, `screen`, `putty`, `ansi`,
 *   `konsole`) or none: 8, their terminfo's `colors#8`.
 *
 * @module
 */ import { COLOURS_16, COLOURS_256, COLOURS_8, COLOURS_NONE, TRUECOLOR } from "../../vt/colour_reduce.ts";
const TRUECOLOR_NAMES = /-direct|^tmux|^(mintty|xterm-kitty|xterm-ghostty|foot|wezterm|contour)/;
const NO_COLOUR_NAMES = /^(vt52|vt1\d\d|vt2\d\d|dumb)(-|$)/;
/**
 * The colours the terminal of a client with environment `env` shows:
 * `TRUECOLOR`, 256, 16, 8 or 0.
 *
 * @example
 * ```ts
 * import { outerColours } from "./outer_colours.ts";
 * outerColours({ TERM: "xterm-256color", COLORTERM: "truecolor" }); // 0x1000000
 * outerColours({ TERM: "xterm-256color" }); // 256
 * outerColours({ TERM: "xterm" }); // 8
 * ```
 */ export function outerColours(env) {
  const colorterm = env.COLORTERM;
  if (colorterm === "truecolor" || colorterm === "24bit") return TRUECOLOR;
  const name = env.TERM ?? "";
  if (TRUECOLOR_NAMES.test(name)) return TRUECOLOR;
  if (env.TMUX && /^screen/.test(name)) return TRUECOLOR;
  if (/256col/.test(name) || name === "alacritty") return COLOURS_256;
  if (/16colo|88colo/.test(name) || name === "rxvt-unicode") return COLOURS_16;
  if (NO_COLOUR_NAMES.test(name)) return COLOURS_NONE;
  return COLOURS_8;
}
/** The colours of this process's terminal, by its environment. */ export function ownTerminalColours() {
  try {
    const get = (name)=>Deno.env.get(name);
    return outerColours({
      TERM: get("TERM"),
      COLORTERM: get("COLORTERM"),
      TMUX: get("TMUX")
    });
  } catch  {
    return TRUECOLOR; // No env permission: draw as before.
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvb3V0ZXJfY29sb3Vycy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEhvdyBtYW55IGNvbG91cnMgdGhlIHVzZXIncyB0ZXJtaW5hbCBzaG93cywgZnJvbSB0aGUgY2xpZW50J3MgYFRFUk1gLFxuICogYENPTE9SVEVSTWAgYW5kIGBUTVVYYCwgc28gdGhhdCB0aGUgcmVuZGVyZXIgcmVkdWNlcyBjb2xvdXJzIHRvIHRoZW0gYXMgdG11eCBkb2VzXG4gKiBmb3IgZWFjaCBjbGllbnQgKGB2dC9jb2xvdXJfcmVkdWNlLnRzYCkuXG4gKlxuICogdG11eCAzLjNhIHJlYWRzIHRoZSB0ZXJtaW5hbCdzIHRlcm1pbmZvIGVudHJ5IChgY29sb3JzYCwgdGhlIGBUY2AgYW5kXG4gKiBgUkdCYCBmbGFncykgYW5kIGFkZHMgZmVhdHVyZXMgYnkgdGhlIHRlcm1pbmFsJ3Mgb3duIGFuc3dlciB0byBpdHNcbiAqIHF1ZXJpZXMgKGB0ZXJtaW5hbC1mZWF0dXJlc2AsIFhUZXJtLCBpVGVybTIsIG1pbnR0eSBhbmQgdG11eCB3aXRoIFJHQikuXG4gKiBiZXJ0aCByZWFkcyBubyB0ZXJtaW5mbyBhbmQgYXNrcyB0aGUgdGVybWluYWwgbm90aGluZzogdGhlIGF0dGFjaFxuICogY2xpZW50IGRlY2lkZXMgYmVmb3JlIGl0cyBmaXJzdCBmcmFtZSwgYW5kIHRoZSBkYWVtb24gZGVjaWRlcyBmb3IgYVxuICogdGVybWluYWwgaXQgZHJhd3MgZnJvbSB0aGUgY2xpZW50J3MgYFRFUk1gIGFuZCBlbnZpcm9ubWVudC4gQSB0YWJsZSBvZlxuICogbmFtZXMgc3RhbmRzIGluIGZvciB0ZXJtaW5mbywgY2hlY2tlZCBhZ2FpbnN0IGBpbmZvY21wYCAobmN1cnNlcyA2LjQpOlxuICpcbiAqIC0gYENPTE9SVEVSTT10cnVlY29sb3JgIG9yIGAyNGJpdGA6IDI0LWJpdCBjb2xvdXIuIE1vc3QgdGVybWluYWxzIHRoYXRcbiAqICAgaGF2ZSBpdCBzZXQgdGhpcyAoVlRFLCBLb25zb2xlLCBpVGVybTIsIGtpdHR5LCBBbGFjcml0dHksIFdlelRlcm0sXG4gKiAgIGZvb3QsIFdpbmRvd3MgVGVybWluYWwpOyB4dGVybSBkb2VzIG5vdCAodG11eCBmaW5kcyBpdCBieSBpdHMgYW5zd2VyKTtcbiAqIC0gaW5zaWRlIHRtdXggKGBUTVVYYCBzZXQsIGBURVJNYCBgc2NyZWVuKmAgb3IgYHRtdXgqYCk6IDI0LWJpdCwgYXNcbiAqICAgdG11eCAzLjNhIGdpdmVzIHRtdXggUkdCIHdoZW4gaXQgYW5zd2VycyBpdHMgcXVlcnkgKGB0bXV4YCB0YWtlcyBSR0JcbiAqICAgYW5kIHJlZHVjZXMgaXQgZm9yIGl0cyBvd24gdGVybWluYWwpO1xuICogLSBuYW1lcyB3aG9zZSB0ZXJtaW5mbyBzYXlzIDI0LWJpdCAoYCotZGlyZWN0YDogYFJHQmAsIGBjb2xvcnMjMHgxMDAwMDAwYDtcbiAqICAgYHh0ZXJtLWtpdHR5YCwgYHh0ZXJtLWdob3N0dHlgLCBgZm9vdGAsIGB3ZXp0ZXJtYCwgYGNvbnRvdXJgOiBgVGNgIG9yXG4gKiAgIGBSR0JgKSBvciB3aG9zZSB0ZXJtaW5hbCB0bXV4IGdpdmVzIFJHQiBieSBpdHMgYW5zd2VyIChgdG11eCpgLFxuICogICBgbWludHR5YCk7XG4gKiAtIGAqMjU2Y29sKmAgKGFuZCBgYWxhY3JpdHR5YCwgYGNvbG9ycyMyNTZgKTogMjU2IGNvbG91cnM7XG4gKiAtIGAqMTZjb2xvcipgLCBgKjg4Y29sb3IqYCBhbmQgYHJ4dnQtdW5pY29kZWAgKGBjb2xvcnMjODhgKTogMTYsIGFzIHRtdXhcbiAqICAgdHJlYXRzIGFueSBjb3VudCBmcm9tIDE2IGJlbG93IDI1NjtcbiAqIC0gdGVybWluYWxzIHdpdGhvdXQgY29sb3VycyAoYHZ0NTJgLCBgdnQxeHhgLCBgdnQyeHhgLCBgZHVtYmApOiBub25lO1xuICogLSBhbnkgb3RoZXIgbmFtZSAoYHh0ZXJtYCwgYGxpbnV4YCwgYHNjcmVlbmAsIGBwdXR0eWAsIGBhbnNpYCxcbiAqICAgYGtvbnNvbGVgKSBvciBub25lOiA4LCB0aGVpciB0ZXJtaW5mbydzIGBjb2xvcnMjOGAuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7XG4gIENPTE9VUlNfMTYsXG4gIENPTE9VUlNfMjU2LFxuICBDT0xPVVJTXzgsXG4gIENPTE9VUlNfTk9ORSxcbiAgVFJVRUNPTE9SLFxufSBmcm9tIFwiLi4vLi4vdnQvY29sb3VyX3JlZHVjZS50c1wiO1xuXG5jb25zdCBUUlVFQ09MT1JfTkFNRVMgPVxuICAvLWRpcmVjdHxedG11eHxeKG1pbnR0eXx4dGVybS1raXR0eXx4dGVybS1naG9zdHR5fGZvb3R8d2V6dGVybXxjb250b3VyKS87XG5jb25zdCBOT19DT0xPVVJfTkFNRVMgPSAvXih2dDUyfHZ0MVxcZFxcZHx2dDJcXGRcXGR8ZHVtYikoLXwkKS87XG5cbi8qKiBXaGF0IG9mIGEgY2xpZW50J3MgZW52aXJvbm1lbnQgdGVsbHMgaXRzIHRlcm1pbmFsJ3MgY29sb3Vycy4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgT3V0ZXJFbnYge1xuICBURVJNPzogc3RyaW5nO1xuICBDT0xPUlRFUk0/OiBzdHJpbmc7XG4gIFRNVVg/OiBzdHJpbmc7XG59XG5cbi8qKlxuICogVGhlIGNvbG91cnMgdGhlIHRlcm1pbmFsIG9mIGEgY2xpZW50IHdpdGggZW52aXJvbm1lbnQgYGVudmAgc2hvd3M6XG4gKiBgVFJVRUNPTE9SYCwgMjU2LCAxNiwgOCBvciAwLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgb3V0ZXJDb2xvdXJzIH0gZnJvbSBcIi4vb3V0ZXJfY29sb3Vycy50c1wiO1xuICogb3V0ZXJDb2xvdXJzKHsgVEVSTTogXCJ4dGVybS0yNTZjb2xvclwiLCBDT0xPUlRFUk06IFwidHJ1ZWNvbG9yXCIgfSk7IC8vIDB4MTAwMDAwMFxuICogb3V0ZXJDb2xvdXJzKHsgVEVSTTogXCJ4dGVybS0yNTZjb2xvclwiIH0pOyAvLyAyNTZcbiAqIG91dGVyQ29sb3Vycyh7IFRFUk06IFwieHRlcm1cIiB9KTsgLy8gOFxuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBvdXRlckNvbG91cnMoZW52OiBPdXRlckVudik6IG51bWJlciB7XG4gIGNvbnN0IGNvbG9ydGVybSA9IGVudi5DT0xPUlRFUk07XG4gIGlmIChjb2xvcnRlcm0gPT09IFwidHJ1ZWNvbG9yXCIgfHwgY29sb3J0ZXJtID09PSBcIjI0Yml0XCIpIHJldHVybiBUUlVFQ09MT1I7XG4gIGNvbnN0IG5hbWUgPSBlbnYuVEVSTSA/PyBcIlwiO1xuICBpZiAoVFJVRUNPTE9SX05BTUVTLnRlc3QobmFtZSkpIHJldHVybiBUUlVFQ09MT1I7XG4gIGlmIChlbnYuVE1VWCAmJiAvXnNjcmVlbi8udGVzdChuYW1lKSkgcmV0dXJuIFRSVUVDT0xPUjtcbiAgaWYgKC8yNTZjb2wvLnRlc3QobmFtZSkgfHwgbmFtZSA9PT0gXCJhbGFjcml0dHlcIikgcmV0dXJuIENPTE9VUlNfMjU2O1xuICBpZiAoLzE2Y29sb3w4OGNvbG8vLnRlc3QobmFtZSkgfHwgbmFtZSA9PT0gXCJyeHZ0LXVuaWNvZGVcIikgcmV0dXJuIENPTE9VUlNfMTY7XG4gIGlmIChOT19DT0xPVVJfTkFNRVMudGVzdChuYW1lKSkgcmV0dXJuIENPTE9VUlNfTk9ORTtcbiAgcmV0dXJuIENPTE9VUlNfODtcbn1cblxuLyoqIFRoZSBjb2xvdXJzIG9mIHRoaXMgcHJvY2VzcydzIHRlcm1pbmFsLCBieSBpdHMgZW52aXJvbm1lbnQuICovXG5leHBvcnQgZnVuY3Rpb24gb3duVGVybWluYWxDb2xvdXJzKCk6IG51bWJlciB7XG4gIHRyeSB7XG4gICAgY29uc3QgZ2V0ID0gKG5hbWU6IHN0cmluZykgPT4gRGVuby5lbnYuZ2V0KG5hbWUpO1xuICAgIHJldHVybiBvdXRlckNvbG91cnMoe1xuICAgICAgVEVSTTogZ2V0KFwiVEVSTVwiKSxcbiAgICAgIENPTE9SVEVSTTogZ2V0KFwiQ09MT1JURVJNXCIpLFxuICAgICAgVE1VWDogZ2V0KFwiVE1VWFwiKSxcbiAgICB9KTtcbiAgfSBjYXRjaCB7XG4gICAgcmV0dXJuIFRSVUVDT0xPUjsgLy8gTm8gZW52IHBlcm1pc3Npb246IGRyYXcgYXMgYmVmb3JlLlxuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Q0ErQkMsR0FFRCxTQUNFLFVBQVUsRUFDVixXQUFXLEVBQ1gsU0FBUyxFQUNULFlBQVksRUFDWixTQUFTLFFBQ0osNEJBQTRCO0FBRW5DLE1BQU0sa0JBQ0o7QUFDRixNQUFNLGtCQUFrQjtBQVN4Qjs7Ozs7Ozs7Ozs7Q0FXQyxHQUNELE9BQU8sU0FBUyxhQUFhLEdBQWE7RUFDeEMsTUFBTSxZQUFZLElBQUksU0FBUztFQUMvQixJQUFJLGNBQWMsZUFBZSxjQUFjLFNBQVMsT0FBTztFQUMvRCxNQUFNLE9BQU8sSUFBSSxJQUFJLElBQUk7RUFDekIsSUFBSSxnQkFBZ0IsSUFBSSxDQUFDLE9BQU8sT0FBTztFQUN2QyxJQUFJLElBQUksSUFBSSxJQUFJLFVBQVUsSUFBSSxDQUFDLE9BQU8sT0FBTztFQUM3QyxJQUFJLFNBQVMsSUFBSSxDQUFDLFNBQVMsU0FBUyxhQUFhLE9BQU87RUFDeEQsSUFBSSxnQkFBZ0IsSUFBSSxDQUFDLFNBQVMsU0FBUyxnQkFBZ0IsT0FBTztFQUNsRSxJQUFJLGdCQUFnQixJQUFJLENBQUMsT0FBTyxPQUFPO0VBQ3ZDLE9BQU87QUFDVDtBQUVBLGdFQUFnRSxHQUNoRSxPQUFPLFNBQVM7RUFDZCxJQUFJO0lBQ0YsTUFBTSxNQUFNLENBQUMsT0FBaUIsS0FBSyxHQUFHLENBQUMsR0FBRyxDQUFDO0lBQzNDLE9BQU8sYUFBYTtNQUNsQixNQUFNLElBQUk7TUFDVixXQUFXLElBQUk7TUFDZixNQUFNLElBQUk7SUFDWjtFQUNGLEVBQUUsT0FBTTtJQUNOLE9BQU8sV0FBVyxxQ0FBcUM7RUFDekQ7QUFDRiJ9
// denoCacheMetadata=16322969157889064053,9734188617234137190