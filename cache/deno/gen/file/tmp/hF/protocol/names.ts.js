/**
 * The rules for names a user types: sessions, targets
 * (`SESSION[:WINDOW[.PANE]]`) and paste buffers. The CLI checks them
 * before it connects, the daemon again on every request
 * (`validate.ts`); this module is small so that a command loads only it.
 *
 * @module
 */ import { OSC_UNSAFE } from "./osc_safe.ts";
/**
 * Longest session name, in code points (a name is typed and shown; 64
 * characters of any script fit a status line and a `ls` column).
 */ export const MAX_NAME = 64;
// Letters, marks, digits, punctuation, symbols and inner spaces of any
// script, plus the joiners that emoji sequences and Persian need; no
// control or format characters (bidi overrides would disguise a name).
// Built on first use: a Unicode property class costs a fresh process 2-3 ms
// to build and first run (measured), and most names are printable ASCII,
// every character of which it takes.
let nameChars;
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;
// `:` and `.` separate window and pane in targets (as in tmux); `,`
// separates socket and session in `$BERTH`.
const NAME_SEPARATORS = /[:.,]/;
/**
 * Validates a session name: any printable Unicode text of at most
 * `MAX_NAME` characters, with no whitespace at the ends and none of the
 * separators `:` `.` `,`. Returns why it is refused, or null.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkSessionName } from "./names.ts";
 * assert.equal(checkSessionName("café"), null);
 * assert.notEqual(checkSessionName("a:b"), null);
 * ```
 */ export function checkSessionName(name) {
  if (name.length === 0) return "Session name is empty";
  if ([
    ...name
  ].length > MAX_NAME) {
    return `Session name is longer than ${MAX_NAME} characters`;
  }
  const shown = ()=>`"${printable(name)}"`;
  if (!isNameText(name)) {
    return `Session name ${shown()} holds a control character; use printable text`;
  }
  if (name.trim() !== name) {
    return `Session name ${shown()} starts or ends with a space; remove it`;
  }
  if (NAME_SEPARATORS.test(name)) {
    return `Session name ${shown()} may not hold : . or , (they separate targets); use another character`;
  }
  return null;
}
/**
 * Validates a target, `SESSION[:WINDOW[.PANE]]` or `SESSION:%N`: a valid
 * session name (or none: the current session), then after the first `:`
 * printable text. Returns why it is refused, or null.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkTarget } from "./names.ts";
 * assert.equal(checkTarget("work:logs.1"), null);
 * assert.equal(checkTarget("work.1"), null);
 * assert.notEqual(checkTarget("a.b:0"), null);
 * ```
 */ export function checkTarget(target) {
  const i = target.indexOf(":");
  if (i < 0) {
    // tmux's `SESSION.PANE` (`work.1`), which `parseTarget` reads as
    // that session's shown window's pane.
    const m = /^([^.]+)\.\d+$/.exec(target);
    return checkSessionName(m ? m[1] : target);
  }
  // `:WINDOW`: the current session, as in tmux.
  const why = i === 0 ? null : checkSessionName(target.slice(0, i));
  if (why) return why;
  const rest = target.slice(i + 1);
  if (rest !== "" && !isNameText(rest)) {
    return `Target "${printable(target)}" holds a control character`;
  }
  return null;
}
/** Whether every character of `text` may be in a name (non-empty). */ function isNameText(text) {
  if (PRINTABLE_ASCII.test(text)) return true;
  nameChars ??= /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}\u200c\u200d]+$/u;
  return nameChars.test(text);
}
// The name with anything unprintable shown as \u{HEX}, so that an error
// message never carries an escape sequence to the user's terminal.
function printable(name) {
  return name.replace(/[^\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}\u200c\u200d]/gu, (c)=>`\\u{${c.codePointAt(0).toString(16)}}`);
}
/** Validates a paste buffer's name: 1 to 64 printable characters. */ export function checkBufferName(name) {
  if (name.length === 0 || name.length > 64 || OSC_UNSAFE.test(name)) {
    return "A buffer name is 1 to 64 printable characters";
  }
  return null;
}
/** The longest `wait-for` channel name, in characters. */ export const MAX_CHANNEL = 256;
/**
 * Validates a `wait-for` channel's name: 1 to `MAX_CHANNEL` printable
 * characters. Returns why it is refused, or null.
 */ export function checkChannelName(name) {
  if (name.length === 0 || [
    ...name
  ].length > MAX_CHANNEL || OSC_UNSAFE.test(name)) {
    return `A channel name is 1 to ${MAX_CHANNEL} printable characters`;
  }
  return null;
}
/** The longest environment variable name, in UTF-16 units. */ export const MAX_ENV_NAME = 1024;
/**
 * Validates an environment variable's name (`set-environment`): 1 to
 * `MAX_ENV_NAME` characters, no `=` (it ends the name in `NAME=VALUE`)
 * and no control character. Returns why it is refused, or null.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { checkEnvName } from "./names.ts";
 * assert.equal(checkEnvName("EDITOR"), null);
 * assert.notEqual(checkEnvName("A=B"), null);
 * ```
 */ export function checkEnvName(name) {
  if (name.length === 0) return "A variable name is empty";
  if (name.length > MAX_ENV_NAME) {
    return `A variable name is at most ${MAX_ENV_NAME} characters`;
  }
  if (name.includes("=")) {
    return `Variable name ${JSON.stringify(printable(name))} holds =; the name ends before it`;
  }
  if (OSC_UNSAFE.test(name)) {
    return `Variable name ${JSON.stringify(printable(name))} holds a control character; use printable text`;
  }
  return null;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL25hbWVzLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIHJ1bGVzIGZvciBuYW1lcyBhIHVzZXIgdHlwZXM6IHNlc3Npb25zLCB0YXJnZXRzXG4gKiAoYFNFU1NJT05bOldJTkRPV1suUEFORV1dYCkgYW5kIHBhc3RlIGJ1ZmZlcnMuIFRoZSBDTEkgY2hlY2tzIHRoZW1cbiAqIGJlZm9yZSBpdCBjb25uZWN0cywgdGhlIGRhZW1vbiBhZ2FpbiBvbiBldmVyeSByZXF1ZXN0XG4gKiAoYHZhbGlkYXRlLnRzYCk7IHRoaXMgbW9kdWxlIGlzIHNtYWxsIHNvIHRoYXQgYSBjb21tYW5kIGxvYWRzIG9ubHkgaXQuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IE9TQ19VTlNBRkUgfSBmcm9tIFwiLi9vc2Nfc2FmZS50c1wiO1xuXG4vKipcbiAqIExvbmdlc3Qgc2Vzc2lvbiBuYW1lLCBpbiBjb2RlIHBvaW50cyAoYSBuYW1lIGlzIHR5cGVkIGFuZCBzaG93bjsgNjRcbiAqIGNoYXJhY3RlcnMgb2YgYW55IHNjcmlwdCBmaXQgYSBzdGF0dXMgbGluZSBhbmQgYSBgbHNgIGNvbHVtbikuXG4gKi9cbmV4cG9ydCBjb25zdCBNQVhfTkFNRSA9IDY0O1xuXG4vLyBMZXR0ZXJzLCBtYXJrcywgZGlnaXRzLCBwdW5jdHVhdGlvbiwgc3ltYm9scyBhbmQgaW5uZXIgc3BhY2VzIG9mIGFueVxuLy8gc2NyaXB0LCBwbHVzIHRoZSBqb2luZXJzIHRoYXQgZW1vamkgc2VxdWVuY2VzIGFuZCBQZXJzaWFuIG5lZWQ7IG5vXG4vLyBjb250cm9sIG9yIGZvcm1hdCBjaGFyYWN0ZXJzIChiaWRpIG92ZXJyaWRlcyB3b3VsZCBkaXNndWlzZSBhIG5hbWUpLlxuLy8gQnVpbHQgb24gZmlyc3QgdXNlOiBhIFVuaWNvZGUgcHJvcGVydHkgY2xhc3MgY29zdHMgYSBmcmVzaCBwcm9jZXNzIDItMyBtc1xuLy8gdG8gYnVpbGQgYW5kIGZpcnN0IHJ1biAobWVhc3VyZWQpLCBhbmQgbW9zdCBuYW1lcyBhcmUgcHJpbnRhYmxlIEFTQ0lJLFxuLy8gZXZlcnkgY2hhcmFjdGVyIG9mIHdoaWNoIGl0IHRha2VzLlxubGV0IG5hbWVDaGFyczogUmVnRXhwIHwgdW5kZWZpbmVkO1xuY29uc3QgUFJJTlRBQkxFX0FTQ0lJID0gL15bXFx4MjAtXFx4N2VdKyQvO1xuLy8gYDpgIGFuZCBgLmAgc2VwYXJhdGUgd2luZG93IGFuZCBwYW5lIGluIHRhcmdldHMgKGFzIGluIHRtdXgpOyBgLGBcbi8vIHNlcGFyYXRlcyBzb2NrZXQgYW5kIHNlc3Npb24gaW4gYCRCRVJUSGAuXG5jb25zdCBOQU1FX1NFUEFSQVRPUlMgPSAvWzouLF0vO1xuXG4vKipcbiAqIFZhbGlkYXRlcyBhIHNlc3Npb24gbmFtZTogYW55IHByaW50YWJsZSBVbmljb2RlIHRleHQgb2YgYXQgbW9zdFxuICogYE1BWF9OQU1FYCBjaGFyYWN0ZXJzLCB3aXRoIG5vIHdoaXRlc3BhY2UgYXQgdGhlIGVuZHMgYW5kIG5vbmUgb2YgdGhlXG4gKiBzZXBhcmF0b3JzIGA6YCBgLmAgYCxgLiBSZXR1cm5zIHdoeSBpdCBpcyByZWZ1c2VkLCBvciBudWxsLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IGFzc2VydCBmcm9tIFwibm9kZTphc3NlcnQvc3RyaWN0XCI7XG4gKiBpbXBvcnQgeyBjaGVja1Nlc3Npb25OYW1lIH0gZnJvbSBcIi4vbmFtZXMudHNcIjtcbiAqIGFzc2VydC5lcXVhbChjaGVja1Nlc3Npb25OYW1lKFwiY2Fmw6lcIiksIG51bGwpO1xuICogYXNzZXJ0Lm5vdEVxdWFsKGNoZWNrU2Vzc2lvbk5hbWUoXCJhOmJcIiksIG51bGwpO1xuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjaGVja1Nlc3Npb25OYW1lKG5hbWU6IHN0cmluZyk6IHN0cmluZyB8IG51bGwge1xuICBpZiAobmFtZS5sZW5ndGggPT09IDApIHJldHVybiBcIlNlc3Npb24gbmFtZSBpcyBlbXB0eVwiO1xuICBpZiAoWy4uLm5hbWVdLmxlbmd0aCA+IE1BWF9OQU1FKSB7XG4gICAgcmV0dXJuIGBTZXNzaW9uIG5hbWUgaXMgbG9uZ2VyIHRoYW4gJHtNQVhfTkFNRX0gY2hhcmFjdGVyc2A7XG4gIH1cbiAgY29uc3Qgc2hvd24gPSAoKSA9PiBgXCIke3ByaW50YWJsZShuYW1lKX1cImA7XG4gIGlmICghaXNOYW1lVGV4dChuYW1lKSkge1xuICAgIHJldHVybiBgU2Vzc2lvbiBuYW1lICR7c2hvd24oKX0gaG9sZHMgYSBjb250cm9sIGNoYXJhY3RlcjsgdXNlIHByaW50YWJsZSB0ZXh0YDtcbiAgfVxuICBpZiAobmFtZS50cmltKCkgIT09IG5hbWUpIHtcbiAgICByZXR1cm4gYFNlc3Npb24gbmFtZSAke3Nob3duKCl9IHN0YXJ0cyBvciBlbmRzIHdpdGggYSBzcGFjZTsgcmVtb3ZlIGl0YDtcbiAgfVxuICBpZiAoTkFNRV9TRVBBUkFUT1JTLnRlc3QobmFtZSkpIHtcbiAgICByZXR1cm4gYFNlc3Npb24gbmFtZSAke3Nob3duKCl9IG1heSBub3QgaG9sZCA6IC4gb3IgLCAodGhleSBzZXBhcmF0ZSB0YXJnZXRzKTsgdXNlIGFub3RoZXIgY2hhcmFjdGVyYDtcbiAgfVxuICByZXR1cm4gbnVsbDtcbn1cblxuLyoqXG4gKiBWYWxpZGF0ZXMgYSB0YXJnZXQsIGBTRVNTSU9OWzpXSU5ET1dbLlBBTkVdXWAgb3IgYFNFU1NJT046JU5gOiBhIHZhbGlkXG4gKiBzZXNzaW9uIG5hbWUgKG9yIG5vbmU6IHRoZSBjdXJyZW50IHNlc3Npb24pLCB0aGVuIGFmdGVyIHRoZSBmaXJzdCBgOmBcbiAqIHByaW50YWJsZSB0ZXh0LiBSZXR1cm5zIHdoeSBpdCBpcyByZWZ1c2VkLCBvciBudWxsLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IGFzc2VydCBmcm9tIFwibm9kZTphc3NlcnQvc3RyaWN0XCI7XG4gKiBpbXBvcnQgeyBjaGVja1RhcmdldCB9IGZyb20gXCIuL25hbWVzLnRzXCI7XG4gKiBhc3NlcnQuZXF1YWwoY2hlY2tUYXJnZXQoXCJ3b3JrOmxvZ3MuMVwiKSwgbnVsbCk7XG4gKiBhc3NlcnQuZXF1YWwoY2hlY2tUYXJnZXQoXCJ3b3JrLjFcIiksIG51bGwpO1xuICogYXNzZXJ0Lm5vdEVxdWFsKGNoZWNrVGFyZ2V0KFwiYS5iOjBcIiksIG51bGwpO1xuICogYGBgXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjaGVja1RhcmdldCh0YXJnZXQ6IHN0cmluZyk6IHN0cmluZyB8IG51bGwge1xuICBjb25zdCBpID0gdGFyZ2V0LmluZGV4T2YoXCI6XCIpO1xuICBpZiAoaSA8IDApIHtcbiAgICAvLyB0bXV4J3MgYFNFU1NJT04uUEFORWAgKGB3b3JrLjFgKSwgd2hpY2ggYHBhcnNlVGFyZ2V0YCByZWFkcyBhc1xuICAgIC8vIHRoYXQgc2Vzc2lvbidzIHNob3duIHdpbmRvdydzIHBhbmUuXG4gICAgY29uc3QgbSA9IC9eKFteLl0rKVxcLlxcZCskLy5leGVjKHRhcmdldCk7XG4gICAgcmV0dXJuIGNoZWNrU2Vzc2lvbk5hbWUobSA/IG1bMV0gOiB0YXJnZXQpO1xuICB9XG4gIC8vIGA6V0lORE9XYDogdGhlIGN1cnJlbnQgc2Vzc2lvbiwgYXMgaW4gdG11eC5cbiAgY29uc3Qgd2h5ID0gaSA9PT0gMCA/IG51bGwgOiBjaGVja1Nlc3Npb25OYW1lKHRhcmdldC5zbGljZSgwLCBpKSk7XG4gIGlmICh3aHkpIHJldHVybiB3aHk7XG4gIGNvbnN0IHJlc3QgPSB0YXJnZXQuc2xpY2UoaSArIDEpO1xuICBpZiAocmVzdCAhPT0gXCJcIiAmJiAhaXNOYW1lVGV4dChyZXN0KSkge1xuICAgIHJldHVybiBgVGFyZ2V0IFwiJHtwcmludGFibGUodGFyZ2V0KX1cIiBob2xkcyBhIGNvbnRyb2wgY2hhcmFjdGVyYDtcbiAgfVxuICByZXR1cm4gbnVsbDtcbn1cblxuLyoqIFdoZXRoZXIgZXZlcnkgY2hhcmFjdGVyIG9mIGB0ZXh0YCBtYXkgYmUgaW4gYSBuYW1lIChub24tZW1wdHkpLiAqL1xuZnVuY3Rpb24gaXNOYW1lVGV4dCh0ZXh0OiBzdHJpbmcpOiBib29sZWFuIHtcbiAgaWYgKFBSSU5UQUJMRV9BU0NJSS50ZXN0KHRleHQpKSByZXR1cm4gdHJ1ZTtcbiAgbmFtZUNoYXJzID8/PSAvXltcXHB7TH1cXHB7TX1cXHB7Tn1cXHB7UH1cXHB7U31cXHB7WnN9XFx1MjAwY1xcdTIwMGRdKyQvdTtcbiAgcmV0dXJuIG5hbWVDaGFycy50ZXN0KHRleHQpO1xufVxuXG4vLyBUaGUgbmFtZSB3aXRoIGFueXRoaW5nIHVucHJpbnRhYmxlIHNob3duIGFzIFxcdXtIRVh9LCBzbyB0aGF0IGFuIGVycm9yXG4vLyBtZXNzYWdlIG5ldmVyIGNhcnJpZXMgYW4gZXNjYXBlIHNlcXVlbmNlIHRvIHRoZSB1c2VyJ3MgdGVybWluYWwuXG5mdW5jdGlvbiBwcmludGFibGUobmFtZTogc3RyaW5nKTogc3RyaW5nIHtcbiAgcmV0dXJuIG5hbWUucmVwbGFjZShcbiAgICAvW15cXHB7TH1cXHB7TX1cXHB7Tn1cXHB7UH1cXHB7U31cXHB7WnN9XFx1MjAwY1xcdTIwMGRdL2d1LFxuICAgIChjKSA9PiBgXFxcXHV7JHtjLmNvZGVQb2ludEF0KDApIS50b1N0cmluZygxNil9fWAsXG4gICk7XG59XG5cbi8qKiBWYWxpZGF0ZXMgYSBwYXN0ZSBidWZmZXIncyBuYW1lOiAxIHRvIDY0IHByaW50YWJsZSBjaGFyYWN0ZXJzLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGNoZWNrQnVmZmVyTmFtZShuYW1lOiBzdHJpbmcpOiBzdHJpbmcgfCBudWxsIHtcbiAgaWYgKG5hbWUubGVuZ3RoID09PSAwIHx8IG5hbWUubGVuZ3RoID4gNjQgfHwgT1NDX1VOU0FGRS50ZXN0KG5hbWUpKSB7XG4gICAgcmV0dXJuIFwiQSBidWZmZXIgbmFtZSBpcyAxIHRvIDY0IHByaW50YWJsZSBjaGFyYWN0ZXJzXCI7XG4gIH1cbiAgcmV0dXJuIG51bGw7XG59XG5cbi8qKiBUaGUgbG9uZ2VzdCBgd2FpdC1mb3JgIGNoYW5uZWwgbmFtZSwgaW4gY2hhcmFjdGVycy4gKi9cbmV4cG9ydCBjb25zdCBNQVhfQ0hBTk5FTCA9IDI1NjtcblxuLyoqXG4gKiBWYWxpZGF0ZXMgYSBgd2FpdC1mb3JgIGNoYW5uZWwncyBuYW1lOiAxIHRvIGBNQVhfQ0hBTk5FTGAgcHJpbnRhYmxlXG4gKiBjaGFyYWN0ZXJzLiBSZXR1cm5zIHdoeSBpdCBpcyByZWZ1c2VkLCBvciBudWxsLlxuICovXG5leHBvcnQgZnVuY3Rpb24gY2hlY2tDaGFubmVsTmFtZShuYW1lOiBzdHJpbmcpOiBzdHJpbmcgfCBudWxsIHtcbiAgaWYgKFxuICAgIG5hbWUubGVuZ3RoID09PSAwIHx8IFsuLi5uYW1lXS5sZW5ndGggPiBNQVhfQ0hBTk5FTCB8fFxuICAgIE9TQ19VTlNBRkUudGVzdChuYW1lKVxuICApIHtcbiAgICByZXR1cm4gYEEgY2hhbm5lbCBuYW1lIGlzIDEgdG8gJHtNQVhfQ0hBTk5FTH0gcHJpbnRhYmxlIGNoYXJhY3RlcnNgO1xuICB9XG4gIHJldHVybiBudWxsO1xufVxuXG4vKiogVGhlIGxvbmdlc3QgZW52aXJvbm1lbnQgdmFyaWFibGUgbmFtZSwgaW4gVVRGLTE2IHVuaXRzLiAqL1xuZXhwb3J0IGNvbnN0IE1BWF9FTlZfTkFNRSA9IDEwMjQ7XG5cbi8qKlxuICogVmFsaWRhdGVzIGFuIGVudmlyb25tZW50IHZhcmlhYmxlJ3MgbmFtZSAoYHNldC1lbnZpcm9ubWVudGApOiAxIHRvXG4gKiBgTUFYX0VOVl9OQU1FYCBjaGFyYWN0ZXJzLCBubyBgPWAgKGl0IGVuZHMgdGhlIG5hbWUgaW4gYE5BTUU9VkFMVUVgKVxuICogYW5kIG5vIGNvbnRyb2wgY2hhcmFjdGVyLiBSZXR1cm5zIHdoeSBpdCBpcyByZWZ1c2VkLCBvciBudWxsLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IGFzc2VydCBmcm9tIFwibm9kZTphc3NlcnQvc3RyaWN0XCI7XG4gKiBpbXBvcnQgeyBjaGVja0Vudk5hbWUgfSBmcm9tIFwiLi9uYW1lcy50c1wiO1xuICogYXNzZXJ0LmVxdWFsKGNoZWNrRW52TmFtZShcIkVESVRPUlwiKSwgbnVsbCk7XG4gKiBhc3NlcnQubm90RXF1YWwoY2hlY2tFbnZOYW1lKFwiQT1CXCIpLCBudWxsKTtcbiAqIGBgYFxuICovXG5leHBvcnQgZnVuY3Rpb24gY2hlY2tFbnZOYW1lKG5hbWU6IHN0cmluZyk6IHN0cmluZyB8IG51bGwge1xuICBpZiAobmFtZS5sZW5ndGggPT09IDApIHJldHVybiBcIkEgdmFyaWFibGUgbmFtZSBpcyBlbXB0eVwiO1xuICBpZiAobmFtZS5sZW5ndGggPiBNQVhfRU5WX05BTUUpIHtcbiAgICByZXR1cm4gYEEgdmFyaWFibGUgbmFtZSBpcyBhdCBtb3N0ICR7TUFYX0VOVl9OQU1FfSBjaGFyYWN0ZXJzYDtcbiAgfVxuICBpZiAobmFtZS5pbmNsdWRlcyhcIj1cIikpIHtcbiAgICByZXR1cm4gYFZhcmlhYmxlIG5hbWUgJHtcbiAgICAgIEpTT04uc3RyaW5naWZ5KHByaW50YWJsZShuYW1lKSlcbiAgICB9IGhvbGRzID07IHRoZSBuYW1lIGVuZHMgYmVmb3JlIGl0YDtcbiAgfVxuICBpZiAoT1NDX1VOU0FGRS50ZXN0KG5hbWUpKSB7XG4gICAgcmV0dXJuIGBWYXJpYWJsZSBuYW1lICR7XG4gICAgICBKU09OLnN0cmluZ2lmeShwcmludGFibGUobmFtZSkpXG4gICAgfSBob2xkcyBhIGNvbnRyb2wgY2hhcmFjdGVyOyB1c2UgcHJpbnRhYmxlIHRleHRgO1xuICB9XG4gIHJldHVybiBudWxsO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7O0NBT0MsR0FFRCxTQUFTLFVBQVUsUUFBUSxnQkFBZ0I7QUFFM0M7OztDQUdDLEdBQ0QsT0FBTyxNQUFNLFdBQVcsR0FBRztBQUUzQix1RUFBdUU7QUFDdkUscUVBQXFFO0FBQ3JFLHVFQUF1RTtBQUN2RSw0RUFBNEU7QUFDNUUseUVBQXlFO0FBQ3pFLHFDQUFxQztBQUNyQyxJQUFJO0FBQ0osTUFBTSxrQkFBa0I7QUFDeEIsb0VBQW9FO0FBQ3BFLDRDQUE0QztBQUM1QyxNQUFNLGtCQUFrQjtBQUV4Qjs7Ozs7Ozs7Ozs7O0NBWUMsR0FDRCxPQUFPLFNBQVMsaUJBQWlCLElBQVk7RUFDM0MsSUFBSSxLQUFLLE1BQU0sS0FBSyxHQUFHLE9BQU87RUFDOUIsSUFBSTtPQUFJO0dBQUssQ0FBQyxNQUFNLEdBQUcsVUFBVTtJQUMvQixPQUFPLENBQUMsNEJBQTRCLEVBQUUsU0FBUyxXQUFXLENBQUM7RUFDN0Q7RUFDQSxNQUFNLFFBQVEsSUFBTSxDQUFDLENBQUMsRUFBRSxVQUFVLE1BQU0sQ0FBQyxDQUFDO0VBQzFDLElBQUksQ0FBQyxXQUFXLE9BQU87SUFDckIsT0FBTyxDQUFDLGFBQWEsRUFBRSxRQUFRLDhDQUE4QyxDQUFDO0VBQ2hGO0VBQ0EsSUFBSSxLQUFLLElBQUksT0FBTyxNQUFNO0lBQ3hCLE9BQU8sQ0FBQyxhQUFhLEVBQUUsUUFBUSx1Q0FBdUMsQ0FBQztFQUN6RTtFQUNBLElBQUksZ0JBQWdCLElBQUksQ0FBQyxPQUFPO0lBQzlCLE9BQU8sQ0FBQyxhQUFhLEVBQUUsUUFBUSxxRUFBcUUsQ0FBQztFQUN2RztFQUNBLE9BQU87QUFDVDtBQUVBOzs7Ozs7Ozs7Ozs7O0NBYUMsR0FDRCxPQUFPLFNBQVMsWUFBWSxNQUFjO0VBQ3hDLE1BQU0sSUFBSSxPQUFPLE9BQU8sQ0FBQztFQUN6QixJQUFJLElBQUksR0FBRztJQUNULGlFQUFpRTtJQUNqRSxzQ0FBc0M7SUFDdEMsTUFBTSxJQUFJLGlCQUFpQixJQUFJLENBQUM7SUFDaEMsT0FBTyxpQkFBaUIsSUFBSSxDQUFDLENBQUMsRUFBRSxHQUFHO0VBQ3JDO0VBQ0EsOENBQThDO0VBQzlDLE1BQU0sTUFBTSxNQUFNLElBQUksT0FBTyxpQkFBaUIsT0FBTyxLQUFLLENBQUMsR0FBRztFQUM5RCxJQUFJLEtBQUssT0FBTztFQUNoQixNQUFNLE9BQU8sT0FBTyxLQUFLLENBQUMsSUFBSTtFQUM5QixJQUFJLFNBQVMsTUFBTSxDQUFDLFdBQVcsT0FBTztJQUNwQyxPQUFPLENBQUMsUUFBUSxFQUFFLFVBQVUsUUFBUSwyQkFBMkIsQ0FBQztFQUNsRTtFQUNBLE9BQU87QUFDVDtBQUVBLG9FQUFvRSxHQUNwRSxTQUFTLFdBQVcsSUFBWTtFQUM5QixJQUFJLGdCQUFnQixJQUFJLENBQUMsT0FBTyxPQUFPO0VBQ3ZDLGNBQWM7RUFDZCxPQUFPLFVBQVUsSUFBSSxDQUFDO0FBQ3hCO0FBRUEsd0VBQXdFO0FBQ3hFLG1FQUFtRTtBQUNuRSxTQUFTLFVBQVUsSUFBWTtFQUM3QixPQUFPLEtBQUssT0FBTyxDQUNqQixvREFDQSxDQUFDLElBQU0sQ0FBQyxJQUFJLEVBQUUsRUFBRSxXQUFXLENBQUMsR0FBSSxRQUFRLENBQUMsSUFBSSxDQUFDLENBQUM7QUFFbkQ7QUFFQSxtRUFBbUUsR0FDbkUsT0FBTyxTQUFTLGdCQUFnQixJQUFZO0VBQzFDLElBQUksS0FBSyxNQUFNLEtBQUssS0FBSyxLQUFLLE1BQU0sR0FBRyxNQUFNLFdBQVcsSUFBSSxDQUFDLE9BQU87SUFDbEUsT0FBTztFQUNUO0VBQ0EsT0FBTztBQUNUO0FBRUEsd0RBQXdELEdBQ3hELE9BQU8sTUFBTSxjQUFjLElBQUk7QUFFL0I7OztDQUdDLEdBQ0QsT0FBTyxTQUFTLGlCQUFpQixJQUFZO0VBQzNDLElBQ0UsS0FBSyxNQUFNLEtBQUssS0FBSztPQUFJO0dBQUssQ0FBQyxNQUFNLEdBQUcsZUFDeEMsV0FBVyxJQUFJLENBQUMsT0FDaEI7SUFDQSxPQUFPLENBQUMsdUJBQXVCLEVBQUUsWUFBWSxxQkFBcUIsQ0FBQztFQUNyRTtFQUNBLE9BQU87QUFDVDtBQUVBLDREQUE0RCxHQUM1RCxPQUFPLE1BQU0sZUFBZSxLQUFLO0FBRWpDOzs7Ozs7Ozs7Ozs7Q0FZQyxHQUNELE9BQU8sU0FBUyxhQUFhLElBQVk7RUFDdkMsSUFBSSxLQUFLLE1BQU0sS0FBSyxHQUFHLE9BQU87RUFDOUIsSUFBSSxLQUFLLE1BQU0sR0FBRyxjQUFjO0lBQzlCLE9BQU8sQ0FBQywyQkFBMkIsRUFBRSxhQUFhLFdBQVcsQ0FBQztFQUNoRTtFQUNBLElBQUksS0FBSyxRQUFRLENBQUMsTUFBTTtJQUN0QixPQUFPLENBQUMsY0FBYyxFQUNwQixLQUFLLFNBQVMsQ0FBQyxVQUFVLE9BQzFCLGlDQUFpQyxDQUFDO0VBQ3JDO0VBQ0EsSUFBSSxXQUFXLElBQUksQ0FBQyxPQUFPO0lBQ3pCLE9BQU8sQ0FBQyxjQUFjLEVBQ3BCLEtBQUssU0FBUyxDQUFDLFVBQVUsT0FDMUIsOENBQThDLENBQUM7RUFDbEQ7RUFDQSxPQUFPO0FBQ1QifQ==
// denoCacheMetadata=3525102145764345968,1920993118995454195