/**
 * `berth send NAME TEXT...` types text into a session; `--keys` presses
 * named keys (`C-c`, `Enter`, `Up` ...) instead.
 *
 * @module
 */ import { parseCommandArgs, sessionAndRest, TARGET_OPTION } from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { encodeKeys, KEY_NAMES, KeyNameError } from "../keys.ts";
import { UserError } from "./command.ts";
import { requestOrFail } from "./_request.ts";
import { sendInput } from "./_send_input.ts";
import { MAX_PASTE_BYTES } from "../../protocol/limits.ts";
export const command = {
  name: "send",
  target: true,
  summary: "Type text or press named keys in a session (for scripts)",
  usage: `Usage: berth send NAME [--literal | --escapes] [--paste] [--] TEXT...
       berth send NAME --keys KEY...

Types TEXT into session NAME as if typed: the arguments joined by single
spaces, sent exactly as given. Nothing is special in TEXT: "\\n" is a
backslash and an n, and no Enter is added (use --escapes, or --keys Enter).

Options:
  --literal      send TEXT exactly as given (the default, said explicitly)
  --escapes      interpret \\n \\r \\t \\e (Escape) \\a \\b \\f \\v \\0 \\\\, and
                 \\xHH, \\uHHHH, \\u{H...} (a character, sent as UTF-8)
  -p, --paste    paste TEXT as a terminal would: escape sequences and
                 control characters (but tab and line ends) are removed,
                 line ends go in as Enter (CR), and the text is wrapped
                 as a bracketed paste when the program asked for one, so
                 pasted text cannot run as typed commands (at most 1 MiB)
  -k, --keys     each argument is a key: a single character or one of
                 ${KEY_NAMES.slice(0, 8).join(" ")}
                 ${KEY_NAMES.slice(8, 16).join(" ")} F1..F12
                 (any case), with C- (Ctrl, also ^x), M- (Meta) and S-
                 (Shift) in front: C-c, M-x, C-Up, S-Tab. Up, Down, Left,
                 Right, Home and End follow the program's cursor-keys mode.
  --             the arguments after it are TEXT even if they start with -

Exit codes: 0 sent (the bytes reached the program's terminal); 1 an error
(unknown session, the session has exited, a bad key name, or the program
has not read its earlier input).`,
  async run (args, global) {
    const { values, positionals } = parseCommandArgs("send", args, {
      literal: {
        type: "boolean"
      },
      escapes: {
        type: "boolean"
      },
      keys: {
        type: "boolean",
        short: "k"
      },
      paste: {
        type: "boolean",
        short: "p"
      },
      ...TARGET_OPTION
    });
    const { name, rest } = sessionAndRest(global, "send", values.target, positionals, "any");
    if (rest.length === 0) {
      throw new UserError("send takes a session name and the text or keys to send (see berth send --help)");
    }
    const modes = [
      values.literal,
      values.escapes,
      values.keys
    ].filter(Boolean);
    if (modes.length > 1) {
      throw new UserError("Choose one of --literal, --escapes and --keys (see berth send --help)");
    }
    if (values.paste && values.keys) {
      throw new UserError("--paste takes text, not keys; choose one (see berth send --help)");
    }
    const text = rest.join(" ");
    const bytes = new TextEncoder().encode(values.escapes ? unescape(text) : text);
    if (values.paste && bytes.length > MAX_PASTE_BYTES) {
      throw new UserError(`A paste holds at most ${MAX_PASTE_BYTES} bytes, not ${bytes.length}; send it in parts`);
    }
    using conn = await connectOrFail(global);
    if (values.paste) {
      await requestOrFail(conn, {
        op: "send",
        name,
        data: bytes,
        paste: true
      });
      return 0;
    }
    if (values.keys) {
      const keys = encodeKeysOrFail(rest);
      await requestOrFail(conn, {
        op: "send",
        name,
        data: keys.normal,
        cursorKeysData: keys.cursorKeys ?? undefined
      });
      return 0;
    }
    await sendInput(conn, name, bytes);
    return 0;
  }
};
function encodeKeysOrFail(names) {
  try {
    return encodeKeys(names);
  } catch (err) {
    if (err instanceof KeyNameError) throw new UserError(err.message);
    throw err;
  }
}
const SIMPLE_ESCAPES = {
  n: "\n",
  r: "\r",
  t: "\t",
  e: "\x1b",
  a: "\x07",
  b: "\b",
  f: "\f",
  v: "\v",
  "0": "\0",
  "\\": "\\"
};
/** Interprets backslash escapes for `--escapes`; a bad one is a UserError. */ export function unescape(text) {
  return text.replace(/\\(x[0-9a-fA-F]{2}|u\{[0-9a-fA-F]{1,6}\}|u[0-9a-fA-F]{4}|.?)/gs, (all, esc)=>{
    if (esc in SIMPLE_ESCAPES) return SIMPLE_ESCAPES[esc];
    if (esc.length > 1) {
      const hex = esc.replace(/^[xu]\{?|\}$/g, "");
      const cp = parseInt(hex, 16);
      if (cp <= 0x10ffff) return String.fromCodePoint(cp);
    }
    throw new UserError(`Unknown escape ${all || "\\"} in TEXT; write \\\\ for a backslash (see berth send --help)`);
  });
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9zZW5kLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogYGJlcnRoIHNlbmQgTkFNRSBURVhULi4uYCB0eXBlcyB0ZXh0IGludG8gYSBzZXNzaW9uOyBgLS1rZXlzYCBwcmVzc2VzXG4gKiBuYW1lZCBrZXlzIChgQy1jYCwgYEVudGVyYCwgYFVwYCAuLi4pIGluc3RlYWQuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7XG4gIHBhcnNlQ29tbWFuZEFyZ3MsXG4gIHNlc3Npb25BbmRSZXN0LFxuICBUQVJHRVRfT1BUSU9OLFxufSBmcm9tIFwiLi4vY2xpX2FyZ3MudHNcIjtcbmltcG9ydCB7IGNvbm5lY3RPckZhaWwgfSBmcm9tIFwiLi9fY29ubmVjdC50c1wiO1xuaW1wb3J0IHsgZW5jb2RlS2V5cywgS0VZX05BTUVTLCBLZXlOYW1lRXJyb3IgfSBmcm9tIFwiLi4va2V5cy50c1wiO1xuaW1wb3J0IHsgdHlwZSBDb21tYW5kLCBVc2VyRXJyb3IgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyByZXF1ZXN0T3JGYWlsIH0gZnJvbSBcIi4vX3JlcXVlc3QudHNcIjtcbmltcG9ydCB7IHNlbmRJbnB1dCB9IGZyb20gXCIuL19zZW5kX2lucHV0LnRzXCI7XG5pbXBvcnQgeyBNQVhfUEFTVEVfQllURVMgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbGltaXRzLnRzXCI7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcInNlbmRcIixcbiAgdGFyZ2V0OiB0cnVlLFxuICBzdW1tYXJ5OiBcIlR5cGUgdGV4dCBvciBwcmVzcyBuYW1lZCBrZXlzIGluIGEgc2Vzc2lvbiAoZm9yIHNjcmlwdHMpXCIsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIHNlbmQgTkFNRSBbLS1saXRlcmFsIHwgLS1lc2NhcGVzXSBbLS1wYXN0ZV0gWy0tXSBURVhULi4uXG4gICAgICAgYmVydGggc2VuZCBOQU1FIC0ta2V5cyBLRVkuLi5cblxuVHlwZXMgVEVYVCBpbnRvIHNlc3Npb24gTkFNRSBhcyBpZiB0eXBlZDogdGhlIGFyZ3VtZW50cyBqb2luZWQgYnkgc2luZ2xlXG5zcGFjZXMsIHNlbnQgZXhhY3RseSBhcyBnaXZlbi4gTm90aGluZyBpcyBzcGVjaWFsIGluIFRFWFQ6IFwiXFxcXG5cIiBpcyBhXG5iYWNrc2xhc2ggYW5kIGFuIG4sIGFuZCBubyBFbnRlciBpcyBhZGRlZCAodXNlIC0tZXNjYXBlcywgb3IgLS1rZXlzIEVudGVyKS5cblxuT3B0aW9uczpcbiAgLS1saXRlcmFsICAgICAgc2VuZCBURVhUIGV4YWN0bHkgYXMgZ2l2ZW4gKHRoZSBkZWZhdWx0LCBzYWlkIGV4cGxpY2l0bHkpXG4gIC0tZXNjYXBlcyAgICAgIGludGVycHJldCBcXFxcbiBcXFxcciBcXFxcdCBcXFxcZSAoRXNjYXBlKSBcXFxcYSBcXFxcYiBcXFxcZiBcXFxcdiBcXFxcMCBcXFxcXFxcXCwgYW5kXG4gICAgICAgICAgICAgICAgIFxcXFx4SEgsIFxcXFx1SEhISCwgXFxcXHV7SC4uLn0gKGEgY2hhcmFjdGVyLCBzZW50IGFzIFVURi04KVxuICAtcCwgLS1wYXN0ZSAgICBwYXN0ZSBURVhUIGFzIGEgdGVybWluYWwgd291bGQ6IGVzY2FwZSBzZXF1ZW5jZXMgYW5kXG4gICAgICAgICAgICAgICAgIGNvbnRyb2wgY2hhcmFjdGVycyAoYnV0IHRhYiBhbmQgbGluZSBlbmRzKSBhcmUgcmVtb3ZlZCxcbiAgICAgICAgICAgICAgICAgbGluZSBlbmRzIGdvIGluIGFzIEVudGVyIChDUiksIGFuZCB0aGUgdGV4dCBpcyB3cmFwcGVkXG4gICAgICAgICAgICAgICAgIGFzIGEgYnJhY2tldGVkIHBhc3RlIHdoZW4gdGhlIHByb2dyYW0gYXNrZWQgZm9yIG9uZSwgc29cbiAgICAgICAgICAgICAgICAgcGFzdGVkIHRleHQgY2Fubm90IHJ1biBhcyB0eXBlZCBjb21tYW5kcyAoYXQgbW9zdCAxIE1pQilcbiAgLWssIC0ta2V5cyAgICAgZWFjaCBhcmd1bWVudCBpcyBhIGtleTogYSBzaW5nbGUgY2hhcmFjdGVyIG9yIG9uZSBvZlxuICAgICAgICAgICAgICAgICAke0tFWV9OQU1FUy5zbGljZSgwLCA4KS5qb2luKFwiIFwiKX1cbiAgICAgICAgICAgICAgICAgJHtLRVlfTkFNRVMuc2xpY2UoOCwgMTYpLmpvaW4oXCIgXCIpfSBGMS4uRjEyXG4gICAgICAgICAgICAgICAgIChhbnkgY2FzZSksIHdpdGggQy0gKEN0cmwsIGFsc28gXngpLCBNLSAoTWV0YSkgYW5kIFMtXG4gICAgICAgICAgICAgICAgIChTaGlmdCkgaW4gZnJvbnQ6IEMtYywgTS14LCBDLVVwLCBTLVRhYi4gVXAsIERvd24sIExlZnQsXG4gICAgICAgICAgICAgICAgIFJpZ2h0LCBIb21lIGFuZCBFbmQgZm9sbG93IHRoZSBwcm9ncmFtJ3MgY3Vyc29yLWtleXMgbW9kZS5cbiAgLS0gICAgICAgICAgICAgdGhlIGFyZ3VtZW50cyBhZnRlciBpdCBhcmUgVEVYVCBldmVuIGlmIHRoZXkgc3RhcnQgd2l0aCAtXG5cbkV4aXQgY29kZXM6IDAgc2VudCAodGhlIGJ5dGVzIHJlYWNoZWQgdGhlIHByb2dyYW0ncyB0ZXJtaW5hbCk7IDEgYW4gZXJyb3Jcbih1bmtub3duIHNlc3Npb24sIHRoZSBzZXNzaW9uIGhhcyBleGl0ZWQsIGEgYmFkIGtleSBuYW1lLCBvciB0aGUgcHJvZ3JhbVxuaGFzIG5vdCByZWFkIGl0cyBlYXJsaWVyIGlucHV0KS5gLFxuICBhc3luYyBydW4oYXJncywgZ2xvYmFsKSB7XG4gICAgY29uc3QgeyB2YWx1ZXMsIHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFwic2VuZFwiLCBhcmdzLCB7XG4gICAgICBsaXRlcmFsOiB7IHR5cGU6IFwiYm9vbGVhblwiIH0sXG4gICAgICBlc2NhcGVzOiB7IHR5cGU6IFwiYm9vbGVhblwiIH0sXG4gICAgICBrZXlzOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJrXCIgfSxcbiAgICAgIHBhc3RlOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJwXCIgfSxcbiAgICAgIC4uLlRBUkdFVF9PUFRJT04sXG4gICAgfSk7XG4gICAgY29uc3QgeyBuYW1lLCByZXN0IH0gPSBzZXNzaW9uQW5kUmVzdChcbiAgICAgIGdsb2JhbCxcbiAgICAgIFwic2VuZFwiLFxuICAgICAgdmFsdWVzLnRhcmdldCxcbiAgICAgIHBvc2l0aW9uYWxzLFxuICAgICAgXCJhbnlcIixcbiAgICApO1xuICAgIGlmIChyZXN0Lmxlbmd0aCA9PT0gMCkge1xuICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgICAgXCJzZW5kIHRha2VzIGEgc2Vzc2lvbiBuYW1lIGFuZCB0aGUgdGV4dCBvciBrZXlzIHRvIHNlbmQgKHNlZSBiZXJ0aCBzZW5kIC0taGVscClcIixcbiAgICAgICk7XG4gICAgfVxuICAgIGNvbnN0IG1vZGVzID0gW3ZhbHVlcy5saXRlcmFsLCB2YWx1ZXMuZXNjYXBlcywgdmFsdWVzLmtleXNdLmZpbHRlcihCb29sZWFuKTtcbiAgICBpZiAobW9kZXMubGVuZ3RoID4gMSkge1xuICAgICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgICAgXCJDaG9vc2Ugb25lIG9mIC0tbGl0ZXJhbCwgLS1lc2NhcGVzIGFuZCAtLWtleXMgKHNlZSBiZXJ0aCBzZW5kIC0taGVscClcIixcbiAgICAgICk7XG4gICAgfVxuICAgIGlmICh2YWx1ZXMucGFzdGUgJiYgdmFsdWVzLmtleXMpIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICAgIFwiLS1wYXN0ZSB0YWtlcyB0ZXh0LCBub3Qga2V5czsgY2hvb3NlIG9uZSAoc2VlIGJlcnRoIHNlbmQgLS1oZWxwKVwiLFxuICAgICAgKTtcbiAgICB9XG4gICAgY29uc3QgdGV4dCA9IHJlc3Quam9pbihcIiBcIik7XG4gICAgY29uc3QgYnl0ZXMgPSBuZXcgVGV4dEVuY29kZXIoKS5lbmNvZGUoXG4gICAgICB2YWx1ZXMuZXNjYXBlcyA/IHVuZXNjYXBlKHRleHQpIDogdGV4dCxcbiAgICApO1xuICAgIGlmICh2YWx1ZXMucGFzdGUgJiYgYnl0ZXMubGVuZ3RoID4gTUFYX1BBU1RFX0JZVEVTKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgICBgQSBwYXN0ZSBob2xkcyBhdCBtb3N0ICR7TUFYX1BBU1RFX0JZVEVTfSBieXRlcywgbm90ICR7Ynl0ZXMubGVuZ3RofTsgc2VuZCBpdCBpbiBwYXJ0c2AsXG4gICAgICApO1xuICAgIH1cbiAgICB1c2luZyBjb25uID0gYXdhaXQgY29ubmVjdE9yRmFpbChnbG9iYWwpO1xuICAgIGlmICh2YWx1ZXMucGFzdGUpIHtcbiAgICAgIGF3YWl0IHJlcXVlc3RPckZhaWwoY29ubiwgeyBvcDogXCJzZW5kXCIsIG5hbWUsIGRhdGE6IGJ5dGVzLCBwYXN0ZTogdHJ1ZSB9KTtcbiAgICAgIHJldHVybiAwO1xuICAgIH1cbiAgICBpZiAodmFsdWVzLmtleXMpIHtcbiAgICAgIGNvbnN0IGtleXMgPSBlbmNvZGVLZXlzT3JGYWlsKHJlc3QpO1xuICAgICAgYXdhaXQgcmVxdWVzdE9yRmFpbChjb25uLCB7XG4gICAgICAgIG9wOiBcInNlbmRcIixcbiAgICAgICAgbmFtZSxcbiAgICAgICAgZGF0YToga2V5cy5ub3JtYWwsXG4gICAgICAgIGN1cnNvcktleXNEYXRhOiBrZXlzLmN1cnNvcktleXMgPz8gdW5kZWZpbmVkLFxuICAgICAgfSk7XG4gICAgICByZXR1cm4gMDtcbiAgICB9XG4gICAgYXdhaXQgc2VuZElucHV0KGNvbm4sIG5hbWUsIGJ5dGVzKTtcbiAgICByZXR1cm4gMDtcbiAgfSxcbn07XG5cbmZ1bmN0aW9uIGVuY29kZUtleXNPckZhaWwobmFtZXM6IHN0cmluZ1tdKSB7XG4gIHRyeSB7XG4gICAgcmV0dXJuIGVuY29kZUtleXMobmFtZXMpO1xuICB9IGNhdGNoIChlcnIpIHtcbiAgICBpZiAoZXJyIGluc3RhbmNlb2YgS2V5TmFtZUVycm9yKSB0aHJvdyBuZXcgVXNlckVycm9yKGVyci5tZXNzYWdlKTtcbiAgICB0aHJvdyBlcnI7XG4gIH1cbn1cblxuY29uc3QgU0lNUExFX0VTQ0FQRVM6IFJlY29yZDxzdHJpbmcsIHN0cmluZz4gPSB7XG4gIG46IFwiXFxuXCIsXG4gIHI6IFwiXFxyXCIsXG4gIHQ6IFwiXFx0XCIsXG4gIGU6IFwiXFx4MWJcIixcbiAgYTogXCJcXHgwN1wiLFxuICBiOiBcIlxcYlwiLFxuICBmOiBcIlxcZlwiLFxuICB2OiBcIlxcdlwiLFxuICBcIjBcIjogXCJcXDBcIixcbiAgXCJcXFxcXCI6IFwiXFxcXFwiLFxufTtcblxuLyoqIEludGVycHJldHMgYmFja3NsYXNoIGVzY2FwZXMgZm9yIGAtLWVzY2FwZXNgOyBhIGJhZCBvbmUgaXMgYSBVc2VyRXJyb3IuICovXG5leHBvcnQgZnVuY3Rpb24gdW5lc2NhcGUodGV4dDogc3RyaW5nKTogc3RyaW5nIHtcbiAgcmV0dXJuIHRleHQucmVwbGFjZShcbiAgICAvXFxcXCh4WzAtOWEtZkEtRl17Mn18dVxce1swLTlhLWZBLUZdezEsNn1cXH18dVswLTlhLWZBLUZdezR9fC4/KS9ncyxcbiAgICAoYWxsLCBlc2M6IHN0cmluZykgPT4ge1xuICAgICAgaWYgKGVzYyBpbiBTSU1QTEVfRVNDQVBFUykgcmV0dXJuIFNJTVBMRV9FU0NBUEVTW2VzY107XG4gICAgICBpZiAoZXNjLmxlbmd0aCA+IDEpIHtcbiAgICAgICAgY29uc3QgaGV4ID0gZXNjLnJlcGxhY2UoL15beHVdXFx7P3xcXH0kL2csIFwiXCIpO1xuICAgICAgICBjb25zdCBjcCA9IHBhcnNlSW50KGhleCwgMTYpO1xuICAgICAgICBpZiAoY3AgPD0gMHgxMGZmZmYpIHJldHVybiBTdHJpbmcuZnJvbUNvZGVQb2ludChjcCk7XG4gICAgICB9XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgICBgVW5rbm93biBlc2NhcGUgJHtcbiAgICAgICAgICBhbGwgfHwgXCJcXFxcXCJcbiAgICAgICAgfSBpbiBURVhUOyB3cml0ZSBcXFxcXFxcXCBmb3IgYSBiYWNrc2xhc2ggKHNlZSBiZXJ0aCBzZW5kIC0taGVscClgLFxuICAgICAgKTtcbiAgICB9LFxuICApO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7OztDQUtDLEdBRUQsU0FDRSxnQkFBZ0IsRUFDaEIsY0FBYyxFQUNkLGFBQWEsUUFDUixpQkFBaUI7QUFDeEIsU0FBUyxhQUFhLFFBQVEsZ0JBQWdCO0FBQzlDLFNBQVMsVUFBVSxFQUFFLFNBQVMsRUFBRSxZQUFZLFFBQVEsYUFBYTtBQUNqRSxTQUF1QixTQUFTLFFBQVEsZUFBZTtBQUN2RCxTQUFTLGFBQWEsUUFBUSxnQkFBZ0I7QUFDOUMsU0FBUyxTQUFTLFFBQVEsbUJBQW1CO0FBQzdDLFNBQVMsZUFBZSxRQUFRLDJCQUEyQjtBQUUzRCxPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFFBQVE7RUFDUixTQUFTO0VBQ1QsT0FBTyxDQUFDOzs7Ozs7Ozs7Ozs7Ozs7OztpQkFpQk8sRUFBRSxVQUFVLEtBQUssQ0FBQyxHQUFHLEdBQUcsSUFBSSxDQUFDLEtBQUs7aUJBQ2xDLEVBQUUsVUFBVSxLQUFLLENBQUMsR0FBRyxJQUFJLElBQUksQ0FBQyxLQUFLOzs7Ozs7OztnQ0FRcEIsQ0FBQztFQUMvQixNQUFNLEtBQUksSUFBSSxFQUFFLE1BQU07SUFDcEIsTUFBTSxFQUFFLE1BQU0sRUFBRSxXQUFXLEVBQUUsR0FBRyxpQkFBaUIsUUFBUSxNQUFNO01BQzdELFNBQVM7UUFBRSxNQUFNO01BQVU7TUFDM0IsU0FBUztRQUFFLE1BQU07TUFBVTtNQUMzQixNQUFNO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUNwQyxPQUFPO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUNyQyxHQUFHLGFBQWE7SUFDbEI7SUFDQSxNQUFNLEVBQUUsSUFBSSxFQUFFLElBQUksRUFBRSxHQUFHLGVBQ3JCLFFBQ0EsUUFDQSxPQUFPLE1BQU0sRUFDYixhQUNBO0lBRUYsSUFBSSxLQUFLLE1BQU0sS0FBSyxHQUFHO01BQ3JCLE1BQU0sSUFBSSxVQUNSO0lBRUo7SUFDQSxNQUFNLFFBQVE7TUFBQyxPQUFPLE9BQU87TUFBRSxPQUFPLE9BQU87TUFBRSxPQUFPLElBQUk7S0FBQyxDQUFDLE1BQU0sQ0FBQztJQUNuRSxJQUFJLE1BQU0sTUFBTSxHQUFHLEdBQUc7TUFDcEIsTUFBTSxJQUFJLFVBQ1I7SUFFSjtJQUNBLElBQUksT0FBTyxLQUFLLElBQUksT0FBTyxJQUFJLEVBQUU7TUFDL0IsTUFBTSxJQUFJLFVBQ1I7SUFFSjtJQUNBLE1BQU0sT0FBTyxLQUFLLElBQUksQ0FBQztJQUN2QixNQUFNLFFBQVEsSUFBSSxjQUFjLE1BQU0sQ0FDcEMsT0FBTyxPQUFPLEdBQUcsU0FBUyxRQUFRO0lBRXBDLElBQUksT0FBTyxLQUFLLElBQUksTUFBTSxNQUFNLEdBQUcsaUJBQWlCO01BQ2xELE1BQU0sSUFBSSxVQUNSLENBQUMsc0JBQXNCLEVBQUUsZ0JBQWdCLFlBQVksRUFBRSxNQUFNLE1BQU0sQ0FBQyxrQkFBa0IsQ0FBQztJQUUzRjtVQUNNLE9BQU8sTUFBTSxjQUFjO0lBQ2pDLElBQUksT0FBTyxLQUFLLEVBQUU7TUFDaEIsTUFBTSxjQUFjLE1BQU07UUFBRSxJQUFJO1FBQVE7UUFBTSxNQUFNO1FBQU8sT0FBTztNQUFLO01BQ3ZFLE9BQU87SUFDVDtJQUNBLElBQUksT0FBTyxJQUFJLEVBQUU7TUFDZixNQUFNLE9BQU8saUJBQWlCO01BQzlCLE1BQU0sY0FBYyxNQUFNO1FBQ3hCLElBQUk7UUFDSjtRQUNBLE1BQU0sS0FBSyxNQUFNO1FBQ2pCLGdCQUFnQixLQUFLLFVBQVUsSUFBSTtNQUNyQztNQUNBLE9BQU87SUFDVDtJQUNBLE1BQU0sVUFBVSxNQUFNLE1BQU07SUFDNUIsT0FBTztFQUNUO0FBQ0YsRUFBRTtBQUVGLFNBQVMsaUJBQWlCLEtBQWU7RUFDdkMsSUFBSTtJQUNGLE9BQU8sV0FBVztFQUNwQixFQUFFLE9BQU8sS0FBSztJQUNaLElBQUksZUFBZSxjQUFjLE1BQU0sSUFBSSxVQUFVLElBQUksT0FBTztJQUNoRSxNQUFNO0VBQ1I7QUFDRjtBQUVBLE1BQU0saUJBQXlDO0VBQzdDLEdBQUc7RUFDSCxHQUFHO0VBQ0gsR0FBRztFQUNILEdBQUc7RUFDSCxHQUFHO0VBQ0gsR0FBRztFQUNILEdBQUc7RUFDSCxHQUFHO0VBQ0gsS0FBSztFQUNMLE1BQU07QUFDUjtBQUVBLDRFQUE0RSxHQUM1RSxPQUFPLFNBQVMsU0FBUyxJQUFZO0VBQ25DLE9BQU8sS0FBSyxPQUFPLENBQ2pCLGtFQUNBLENBQUMsS0FBSztJQUNKLElBQUksT0FBTyxnQkFBZ0IsT0FBTyxjQUFjLENBQUMsSUFBSTtJQUNyRCxJQUFJLElBQUksTUFBTSxHQUFHLEdBQUc7TUFDbEIsTUFBTSxNQUFNLElBQUksT0FBTyxDQUFDLGlCQUFpQjtNQUN6QyxNQUFNLEtBQUssU0FBUyxLQUFLO01BQ3pCLElBQUksTUFBTSxVQUFVLE9BQU8sT0FBTyxhQUFhLENBQUM7SUFDbEQ7SUFDQSxNQUFNLElBQUksVUFDUixDQUFDLGVBQWUsRUFDZCxPQUFPLEtBQ1IsNERBQTRELENBQUM7RUFFbEU7QUFFSiJ9
// denoCacheMetadata=10098869261088476936,8558024689117543095