/**
 * `berth send-keys [-lH] [-N COUNT] [-t TARGET] KEY...`: tmux's
 * `send-keys`. Each argument is a key when it is one of tmux's key names
 * (`Enter`, `C-c`, `Up` ...), else text typed as it is; `-l` types every
 * argument as text, `-H` sends each as one byte written in hex, and `-N`
 * sends them all COUNT times.
 *
 * @module
 */ import { intOption, parseCommandArgs, splitAtCommand } from "../cli_args.ts";
import { encodeKey, isTmuxKeyName, KeyNameError } from "../keys.ts";
import { MAX_PASTE_BYTES } from "../../protocol/limits.ts";
import { UserError } from "./command.ts";
import { connectOrFail } from "./_connect.ts";
import { requestOrFail } from "./_request.ts";
import { sendInput } from "./_send_input.ts";
import { paneTarget } from "./_pane.ts";
/** Most repeats of `-N`. */ const MAX_REPEAT = 10_000;
/**
 * Most bytes a send-keys sends: the input a pane holds unread, as for a
 * paste, so that a large -N fails at once rather than half sent.
 */ const MAX_BYTES = MAX_PASTE_BYTES;
/**
 * The options that take a value, alone or after the boolean ones (tmux's
 * getopt takes `-lt work`), so the keys begin after their value.
 */ const VALUE_OPTIONS = [
  "--target",
  "--repeat"
].concat(...[
  "",
  "l",
  "H",
  "lH",
  "Hl"
].map((b)=>[
    `-${b}t`,
    `-${b}N`
  ]));
export const command = {
  name: "send-keys",
  target: true,
  summary: "tmux's send-keys: press keys and type text in a pane",
  usage: `Usage: berth send-keys [-lH] [-N COUNT] [-t TARGET] KEY...

As tmux's send-keys: each KEY argument that is a key name is pressed, and
any other is typed as text, without spaces between arguments:

  berth send-keys -t work 'echo hi' Enter
  berth send-keys -t work:0.1 C-c

Key names are tmux's, in any case: a single character, Enter, Escape, Tab,
BTab, BSpace, Space, Up, Down, Left, Right, Home, End, PageUp (PPage, PgUp),
PageDown (NPage, PgDn), Insert (IC), Delete (DC), F1..F12, with C- (Ctrl,
also ^x), M- (Meta) and S- (Shift) in front: C-c, M-x, C-M-x, S-Up. Up,
Down, Left, Right, Home and End follow the program's cursor-keys mode.
tmux's keypad keys (KP0, KPEnter ...) are not keys here: they are typed.

Options end at the first KEY, as in tmux (write -- before a KEY that
starts with -).

Options:
  -l             type every argument as text, key names too
  -H             each argument is one byte in hex (41 is A, 1b Escape,
                 0d Enter): bytes no key name or text gives
  -N COUNT       send it all COUNT times (1 to ${MAX_REPEAT}): -N 3 Down
                 moves three lines
  -t TARGET      the pane: SESSION[:WINDOW[.PANE]], or %N (its id,
                 unique in the daemon); without -t, inside a session, the
                 pane it runs in

berth send is berth's own form (berth send --help). tmux's other flags
(-K, -M, -R, -X, -F, -c) are refused.

Exit codes: 0 sent; 1 an error (unknown target, a key with no code, the
program has not read its earlier input).`,
  async run (args, global) {
    // As tmux's getopt: options end at the first argument that is not one.
    const { own, command: keys } = splitAtCommand(args, VALUE_OPTIONS);
    const { values } = parseCommandArgs("send-keys", own, {
      literal: {
        type: "boolean",
        short: "l"
      },
      hex: {
        type: "boolean",
        short: "H"
      },
      repeat: {
        type: "string",
        short: "N"
      },
      target: {
        type: "string",
        short: "t"
      }
    });
    if (values.literal && values.hex) {
      throw new UserError("Choose one of -l (text) and -H (bytes in hex)");
    }
    const count = intOption("send-keys -N", values.repeat, 1, MAX_REPEAT) ?? 1;
    if (keys.length === 0) {
      throw new UserError("send-keys takes the keys or text to send (see berth send-keys --help)");
    }
    const name = paneTarget("send-keys", values.target, global);
    const enc = new TextEncoder();
    const once = values.hex ? {
      normal: hexBytes(keys),
      app: null
    } : encode(keys, values.literal ?? false);
    const normal = repeat(once.normal instanceof Uint8Array ? once.normal : enc.encode(once.normal), count);
    using conn = await connectOrFail(global);
    if (once.app !== null && once.app !== once.normal) {
      // Both forms in one request: the daemon picks by the pane's mode.
      await requestOrFail(conn, {
        op: "send",
        name,
        data: normal,
        cursorKeysData: repeat(enc.encode(once.app), count)
      });
      return 0;
    }
    await sendInput(conn, name, normal);
    return 0;
  }
};
/** `bytes` `count` times over; refuses more than `MAX_BYTES` in all. */ function repeat(bytes, count) {
  if (bytes.length * count > MAX_BYTES) {
    throw new UserError(`send-keys would send ${bytes.length * count} bytes, over the 1 MiB a pane holds unread; send fewer (a smaller -N)`);
  }
  const out = new Uint8Array(bytes.length * count);
  for(let i = 0; i < count; i++)out.set(bytes, i * bytes.length);
  return out;
}
/** tmux's `-H`: each argument one byte, in hex (`1b`, `0x41`, `A`). */ function hexBytes(args) {
  return Uint8Array.from(args, (arg)=>{
    const n = /^(0x)?[0-9a-f]{1,2}$/i.test(arg) ? parseInt(arg, 16) : NaN;
    if (Number.isNaN(n)) {
      throw new UserError(`send-keys -H: "${arg}" is not a byte in hex (00 to ff); write 1b, 41, 0d ...`);
    }
    return n;
  });
}
/** What `args` send, with cursor keys in normal and in application mode. */ function encode(args, literal) {
  let normal = "";
  let app = "";
  for (const arg of args){
    if (literal || !isTmuxKeyName(arg)) {
      normal += arg;
      app += arg;
      continue;
    }
    try {
      normal += encodeKey(arg, false);
      app += encodeKey(arg, true);
    } catch (err) {
      if (err instanceof KeyNameError) throw new UserError(err.message);
      throw err;
    }
  }
  return {
    normal,
    app
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9zZW5kX2tleXMudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggc2VuZC1rZXlzIFstbEhdIFstTiBDT1VOVF0gWy10IFRBUkdFVF0gS0VZLi4uYDogdG11eCdzXG4gKiBgc2VuZC1rZXlzYC4gRWFjaCBhcmd1bWVudCBpcyBhIGtleSB3aGVuIGl0IGlzIG9uZSBvZiB0bXV4J3Mga2V5IG5hbWVzXG4gKiAoYEVudGVyYCwgYEMtY2AsIGBVcGAgLi4uKSwgZWxzZSB0ZXh0IHR5cGVkIGFzIGl0IGlzOyBgLWxgIHR5cGVzIGV2ZXJ5XG4gKiBhcmd1bWVudCBhcyB0ZXh0LCBgLUhgIHNlbmRzIGVhY2ggYXMgb25lIGJ5dGUgd3JpdHRlbiBpbiBoZXgsIGFuZCBgLU5gXG4gKiBzZW5kcyB0aGVtIGFsbCBDT1VOVCB0aW1lcy5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgaW50T3B0aW9uLCBwYXJzZUNvbW1hbmRBcmdzLCBzcGxpdEF0Q29tbWFuZCB9IGZyb20gXCIuLi9jbGlfYXJncy50c1wiO1xuaW1wb3J0IHsgZW5jb2RlS2V5LCBpc1RtdXhLZXlOYW1lLCBLZXlOYW1lRXJyb3IgfSBmcm9tIFwiLi4va2V5cy50c1wiO1xuaW1wb3J0IHsgTUFYX1BBU1RFX0JZVEVTIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL2xpbWl0cy50c1wiO1xuaW1wb3J0IHsgdHlwZSBDb21tYW5kLCBVc2VyRXJyb3IgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBjb25uZWN0T3JGYWlsIH0gZnJvbSBcIi4vX2Nvbm5lY3QudHNcIjtcbmltcG9ydCB7IHJlcXVlc3RPckZhaWwgfSBmcm9tIFwiLi9fcmVxdWVzdC50c1wiO1xuaW1wb3J0IHsgc2VuZElucHV0IH0gZnJvbSBcIi4vX3NlbmRfaW5wdXQudHNcIjtcbmltcG9ydCB7IHBhbmVUYXJnZXQgfSBmcm9tIFwiLi9fcGFuZS50c1wiO1xuXG4vKiogTW9zdCByZXBlYXRzIG9mIGAtTmAuICovXG5jb25zdCBNQVhfUkVQRUFUID0gMTBfMDAwO1xuLyoqXG4gKiBNb3N0IGJ5dGVzIGEgc2VuZC1rZXlzIHNlbmRzOiB0aGUgaW5wdXQgYSBwYW5lIGhvbGRzIHVucmVhZCwgYXMgZm9yIGFcbiAqIHBhc3RlLCBzbyB0aGF0IGEgbGFyZ2UgLU4gZmFpbHMgYXQgb25jZSByYXRoZXIgdGhhbiBoYWxmIHNlbnQuXG4gKi9cbmNvbnN0IE1BWF9CWVRFUyA9IE1BWF9QQVNURV9CWVRFUztcblxuLyoqXG4gKiBUaGUgb3B0aW9ucyB0aGF0IHRha2UgYSB2YWx1ZSwgYWxvbmUgb3IgYWZ0ZXIgdGhlIGJvb2xlYW4gb25lcyAodG11eCdzXG4gKiBnZXRvcHQgdGFrZXMgYC1sdCB3b3JrYCksIHNvIHRoZSBrZXlzIGJlZ2luIGFmdGVyIHRoZWlyIHZhbHVlLlxuICovXG5jb25zdCBWQUxVRV9PUFRJT05TID0gW1wiLS10YXJnZXRcIiwgXCItLXJlcGVhdFwiXS5jb25jYXQoXG4gIC4uLltcIlwiLCBcImxcIiwgXCJIXCIsIFwibEhcIiwgXCJIbFwiXS5tYXAoKGIpID0+IFtgLSR7Yn10YCwgYC0ke2J9TmBdKSxcbik7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcInNlbmQta2V5c1wiLFxuICB0YXJnZXQ6IHRydWUsXG4gIHN1bW1hcnk6IFwidG11eCdzIHNlbmQta2V5czogcHJlc3Mga2V5cyBhbmQgdHlwZSB0ZXh0IGluIGEgcGFuZVwiLFxuICB1c2FnZTogYFVzYWdlOiBiZXJ0aCBzZW5kLWtleXMgWy1sSF0gWy1OIENPVU5UXSBbLXQgVEFSR0VUXSBLRVkuLi5cblxuQXMgdG11eCdzIHNlbmQta2V5czogZWFjaCBLRVkgYXJndW1lbnQgdGhhdCBpcyBhIGtleSBuYW1lIGlzIHByZXNzZWQsIGFuZFxuYW55IG90aGVyIGlzIHR5cGVkIGFzIHRleHQsIHdpdGhvdXQgc3BhY2VzIGJldHdlZW4gYXJndW1lbnRzOlxuXG4gIGJlcnRoIHNlbmQta2V5cyAtdCB3b3JrICdlY2hvIGhpJyBFbnRlclxuICBiZXJ0aCBzZW5kLWtleXMgLXQgd29yazowLjEgQy1jXG5cbktleSBuYW1lcyBhcmUgdG11eCdzLCBpbiBhbnkgY2FzZTogYSBzaW5nbGUgY2hhcmFjdGVyLCBFbnRlciwgRXNjYXBlLCBUYWIsXG5CVGFiLCBCU3BhY2UsIFNwYWNlLCBVcCwgRG93biwgTGVmdCwgUmlnaHQsIEhvbWUsIEVuZCwgUGFnZVVwIChQUGFnZSwgUGdVcCksXG5QYWdlRG93biAoTlBhZ2UsIFBnRG4pLCBJbnNlcnQgKElDKSwgRGVsZXRlIChEQyksIEYxLi5GMTIsIHdpdGggQy0gKEN0cmwsXG5hbHNvIF54KSwgTS0gKE1ldGEpIGFuZCBTLSAoU2hpZnQpIGluIGZyb250OiBDLWMsIE0teCwgQy1NLXgsIFMtVXAuIFVwLFxuRG93biwgTGVmdCwgUmlnaHQsIEhvbWUgYW5kIEVuZCBmb2xsb3cgdGhlIHByb2dyYW0ncyBjdXJzb3Ita2V5cyBtb2RlLlxudG11eCdzIGtleXBhZCBrZXlzIChLUDAsIEtQRW50ZXIgLi4uKSBhcmUgbm90IGtleXMgaGVyZTogdGhleSBhcmUgdHlwZWQuXG5cbk9wdGlvbnMgZW5kIGF0IHRoZSBmaXJzdCBLRVksIGFzIGluIHRtdXggKHdyaXRlIC0tIGJlZm9yZSBhIEtFWSB0aGF0XG5zdGFydHMgd2l0aCAtKS5cblxuT3B0aW9uczpcbiAgLWwgICAgICAgICAgICAgdHlwZSBldmVyeSBhcmd1bWVudCBhcyB0ZXh0LCBrZXkgbmFtZXMgdG9vXG4gIC1IICAgICAgICAgICAgIGVhY2ggYXJndW1lbnQgaXMgb25lIGJ5dGUgaW4gaGV4ICg0MSBpcyBBLCAxYiBFc2NhcGUsXG4gICAgICAgICAgICAgICAgIDBkIEVudGVyKTogYnl0ZXMgbm8ga2V5IG5hbWUgb3IgdGV4dCBnaXZlc1xuICAtTiBDT1VOVCAgICAgICBzZW5kIGl0IGFsbCBDT1VOVCB0aW1lcyAoMSB0byAke01BWF9SRVBFQVR9KTogLU4gMyBEb3duXG4gICAgICAgICAgICAgICAgIG1vdmVzIHRocmVlIGxpbmVzXG4gIC10IFRBUkdFVCAgICAgIHRoZSBwYW5lOiBTRVNTSU9OWzpXSU5ET1dbLlBBTkVdXSwgb3IgJU4gKGl0cyBpZCxcbiAgICAgICAgICAgICAgICAgdW5pcXVlIGluIHRoZSBkYWVtb24pOyB3aXRob3V0IC10LCBpbnNpZGUgYSBzZXNzaW9uLCB0aGVcbiAgICAgICAgICAgICAgICAgcGFuZSBpdCBydW5zIGluXG5cbmJlcnRoIHNlbmQgaXMgYmVydGgncyBvd24gZm9ybSAoYmVydGggc2VuZCAtLWhlbHApLiB0bXV4J3Mgb3RoZXIgZmxhZ3NcbigtSywgLU0sIC1SLCAtWCwgLUYsIC1jKSBhcmUgcmVmdXNlZC5cblxuRXhpdCBjb2RlczogMCBzZW50OyAxIGFuIGVycm9yICh1bmtub3duIHRhcmdldCwgYSBrZXkgd2l0aCBubyBjb2RlLCB0aGVcbnByb2dyYW0gaGFzIG5vdCByZWFkIGl0cyBlYXJsaWVyIGlucHV0KS5gLFxuICBhc3luYyBydW4oYXJncywgZ2xvYmFsKSB7XG4gICAgLy8gQXMgdG11eCdzIGdldG9wdDogb3B0aW9ucyBlbmQgYXQgdGhlIGZpcnN0IGFyZ3VtZW50IHRoYXQgaXMgbm90IG9uZS5cbiAgICBjb25zdCB7IG93biwgY29tbWFuZDoga2V5cyB9ID0gc3BsaXRBdENvbW1hbmQoYXJncywgVkFMVUVfT1BUSU9OUyk7XG4gICAgY29uc3QgeyB2YWx1ZXMgfSA9IHBhcnNlQ29tbWFuZEFyZ3MoXCJzZW5kLWtleXNcIiwgb3duLCB7XG4gICAgICBsaXRlcmFsOiB7IHR5cGU6IFwiYm9vbGVhblwiLCBzaG9ydDogXCJsXCIgfSxcbiAgICAgIGhleDogeyB0eXBlOiBcImJvb2xlYW5cIiwgc2hvcnQ6IFwiSFwiIH0sXG4gICAgICByZXBlYXQ6IHsgdHlwZTogXCJzdHJpbmdcIiwgc2hvcnQ6IFwiTlwiIH0sXG4gICAgICB0YXJnZXQ6IHsgdHlwZTogXCJzdHJpbmdcIiwgc2hvcnQ6IFwidFwiIH0sXG4gICAgfSk7XG4gICAgaWYgKHZhbHVlcy5saXRlcmFsICYmIHZhbHVlcy5oZXgpIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXCJDaG9vc2Ugb25lIG9mIC1sICh0ZXh0KSBhbmQgLUggKGJ5dGVzIGluIGhleClcIik7XG4gICAgfVxuICAgIGNvbnN0IGNvdW50ID0gaW50T3B0aW9uKFwic2VuZC1rZXlzIC1OXCIsIHZhbHVlcy5yZXBlYXQsIDEsIE1BWF9SRVBFQVQpID8/IDE7XG4gICAgaWYgKGtleXMubGVuZ3RoID09PSAwKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgICBcInNlbmQta2V5cyB0YWtlcyB0aGUga2V5cyBvciB0ZXh0IHRvIHNlbmQgKHNlZSBiZXJ0aCBzZW5kLWtleXMgLS1oZWxwKVwiLFxuICAgICAgKTtcbiAgICB9XG4gICAgY29uc3QgbmFtZSA9IHBhbmVUYXJnZXQoXCJzZW5kLWtleXNcIiwgdmFsdWVzLnRhcmdldCwgZ2xvYmFsKTtcbiAgICBjb25zdCBlbmMgPSBuZXcgVGV4dEVuY29kZXIoKTtcbiAgICBjb25zdCBvbmNlID0gdmFsdWVzLmhleFxuICAgICAgPyB7IG5vcm1hbDogaGV4Qnl0ZXMoa2V5cyksIGFwcDogbnVsbCB9XG4gICAgICA6IGVuY29kZShrZXlzLCB2YWx1ZXMubGl0ZXJhbCA/PyBmYWxzZSk7XG4gICAgY29uc3Qgbm9ybWFsID0gcmVwZWF0KFxuICAgICAgb25jZS5ub3JtYWwgaW5zdGFuY2VvZiBVaW50OEFycmF5ID8gb25jZS5ub3JtYWwgOiBlbmMuZW5jb2RlKG9uY2Uubm9ybWFsKSxcbiAgICAgIGNvdW50LFxuICAgICk7XG4gICAgdXNpbmcgY29ubiA9IGF3YWl0IGNvbm5lY3RPckZhaWwoZ2xvYmFsKTtcbiAgICBpZiAob25jZS5hcHAgIT09IG51bGwgJiYgb25jZS5hcHAgIT09IG9uY2Uubm9ybWFsKSB7XG4gICAgICAvLyBCb3RoIGZvcm1zIGluIG9uZSByZXF1ZXN0OiB0aGUgZGFlbW9uIHBpY2tzIGJ5IHRoZSBwYW5lJ3MgbW9kZS5cbiAgICAgIGF3YWl0IHJlcXVlc3RPckZhaWwoY29ubiwge1xuICAgICAgICBvcDogXCJzZW5kXCIsXG4gICAgICAgIG5hbWUsXG4gICAgICAgIGRhdGE6IG5vcm1hbCxcbiAgICAgICAgY3Vyc29yS2V5c0RhdGE6IHJlcGVhdChlbmMuZW5jb2RlKG9uY2UuYXBwKSwgY291bnQpLFxuICAgICAgfSk7XG4gICAgICByZXR1cm4gMDtcbiAgICB9XG4gICAgYXdhaXQgc2VuZElucHV0KGNvbm4sIG5hbWUsIG5vcm1hbCk7XG4gICAgcmV0dXJuIDA7XG4gIH0sXG59O1xuXG4vKiogYGJ5dGVzYCBgY291bnRgIHRpbWVzIG92ZXI7IHJlZnVzZXMgbW9yZSB0aGFuIGBNQVhfQllURVNgIGluIGFsbC4gKi9cbmZ1bmN0aW9uIHJlcGVhdChieXRlczogVWludDhBcnJheSwgY291bnQ6IG51bWJlcik6IFVpbnQ4QXJyYXkge1xuICBpZiAoYnl0ZXMubGVuZ3RoICogY291bnQgPiBNQVhfQllURVMpIHtcbiAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgYHNlbmQta2V5cyB3b3VsZCBzZW5kICR7XG4gICAgICAgIGJ5dGVzLmxlbmd0aCAqIGNvdW50XG4gICAgICB9IGJ5dGVzLCBvdmVyIHRoZSAxIE1pQiBhIHBhbmUgaG9sZHMgdW5yZWFkOyBzZW5kIGZld2VyIChhIHNtYWxsZXIgLU4pYCxcbiAgICApO1xuICB9XG4gIGNvbnN0IG91dCA9IG5ldyBVaW50OEFycmF5KGJ5dGVzLmxlbmd0aCAqIGNvdW50KTtcbiAgZm9yIChsZXQgaSA9IDA7IGkgPCBjb3VudDsgaSsrKSBvdXQuc2V0KGJ5dGVzLCBpICogYnl0ZXMubGVuZ3RoKTtcbiAgcmV0dXJuIG91dDtcbn1cblxuLyoqIHRtdXgncyBgLUhgOiBlYWNoIGFyZ3VtZW50IG9uZSBieXRlLCBpbiBoZXggKGAxYmAsIGAweDQxYCwgYEFgKS4gKi9cbmZ1bmN0aW9uIGhleEJ5dGVzKGFyZ3M6IHN0cmluZ1tdKTogVWludDhBcnJheSB7XG4gIHJldHVybiBVaW50OEFycmF5LmZyb20oYXJncywgKGFyZykgPT4ge1xuICAgIGNvbnN0IG4gPSAvXigweCk/WzAtOWEtZl17MSwyfSQvaS50ZXN0KGFyZykgPyBwYXJzZUludChhcmcsIDE2KSA6IE5hTjtcbiAgICBpZiAoTnVtYmVyLmlzTmFOKG4pKSB7XG4gICAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgICBgc2VuZC1rZXlzIC1IOiBcIiR7YXJnfVwiIGlzIG5vdCBhIGJ5dGUgaW4gaGV4ICgwMCB0byBmZik7IHdyaXRlIDFiLCA0MSwgMGQgLi4uYCxcbiAgICAgICk7XG4gICAgfVxuICAgIHJldHVybiBuO1xuICB9KTtcbn1cblxuLyoqIFdoYXQgYGFyZ3NgIHNlbmQsIHdpdGggY3Vyc29yIGtleXMgaW4gbm9ybWFsIGFuZCBpbiBhcHBsaWNhdGlvbiBtb2RlLiAqL1xuZnVuY3Rpb24gZW5jb2RlKFxuICBhcmdzOiBzdHJpbmdbXSxcbiAgbGl0ZXJhbDogYm9vbGVhbixcbik6IHsgbm9ybWFsOiBzdHJpbmc7IGFwcDogc3RyaW5nIH0ge1xuICBsZXQgbm9ybWFsID0gXCJcIjtcbiAgbGV0IGFwcCA9IFwiXCI7XG4gIGZvciAoY29uc3QgYXJnIG9mIGFyZ3MpIHtcbiAgICBpZiAobGl0ZXJhbCB8fCAhaXNUbXV4S2V5TmFtZShhcmcpKSB7XG4gICAgICBub3JtYWwgKz0gYXJnO1xuICAgICAgYXBwICs9IGFyZztcbiAgICAgIGNvbnRpbnVlO1xuICAgIH1cbiAgICB0cnkge1xuICAgICAgbm9ybWFsICs9IGVuY29kZUtleShhcmcsIGZhbHNlKTtcbiAgICAgIGFwcCArPSBlbmNvZGVLZXkoYXJnLCB0cnVlKTtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIGlmIChlcnIgaW5zdGFuY2VvZiBLZXlOYW1lRXJyb3IpIHRocm93IG5ldyBVc2VyRXJyb3IoZXJyLm1lc3NhZ2UpO1xuICAgICAgdGhyb3cgZXJyO1xuICAgIH1cbiAgfVxuICByZXR1cm4geyBub3JtYWwsIGFwcCB9O1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7OztDQVFDLEdBRUQsU0FBUyxTQUFTLEVBQUUsZ0JBQWdCLEVBQUUsY0FBYyxRQUFRLGlCQUFpQjtBQUM3RSxTQUFTLFNBQVMsRUFBRSxhQUFhLEVBQUUsWUFBWSxRQUFRLGFBQWE7QUFDcEUsU0FBUyxlQUFlLFFBQVEsMkJBQTJCO0FBQzNELFNBQXVCLFNBQVMsUUFBUSxlQUFlO0FBQ3ZELFNBQVMsYUFBYSxRQUFRLGdCQUFnQjtBQUM5QyxTQUFTLGFBQWEsUUFBUSxnQkFBZ0I7QUFDOUMsU0FBUyxTQUFTLFFBQVEsbUJBQW1CO0FBQzdDLFNBQVMsVUFBVSxRQUFRLGFBQWE7QUFFeEMsMEJBQTBCLEdBQzFCLE1BQU0sYUFBYTtBQUNuQjs7O0NBR0MsR0FDRCxNQUFNLFlBQVk7QUFFbEI7OztDQUdDLEdBQ0QsTUFBTSxnQkFBZ0I7RUFBQztFQUFZO0NBQVcsQ0FBQyxNQUFNLElBQ2hEO0VBQUM7RUFBSTtFQUFLO0VBQUs7RUFBTTtDQUFLLENBQUMsR0FBRyxDQUFDLENBQUMsSUFBTTtJQUFDLENBQUMsQ0FBQyxFQUFFLEVBQUUsQ0FBQyxDQUFDO0lBQUUsQ0FBQyxDQUFDLEVBQUUsRUFBRSxDQUFDLENBQUM7R0FBQztBQUcvRCxPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFFBQVE7RUFDUixTQUFTO0VBQ1QsT0FBTyxDQUFDOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OytDQXNCcUMsRUFBRSxXQUFXOzs7Ozs7Ozs7O3dDQVVwQixDQUFDO0VBQ3ZDLE1BQU0sS0FBSSxJQUFJLEVBQUUsTUFBTTtJQUNwQix1RUFBdUU7SUFDdkUsTUFBTSxFQUFFLEdBQUcsRUFBRSxTQUFTLElBQUksRUFBRSxHQUFHLGVBQWUsTUFBTTtJQUNwRCxNQUFNLEVBQUUsTUFBTSxFQUFFLEdBQUcsaUJBQWlCLGFBQWEsS0FBSztNQUNwRCxTQUFTO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUN2QyxLQUFLO1FBQUUsTUFBTTtRQUFXLE9BQU87TUFBSTtNQUNuQyxRQUFRO1FBQUUsTUFBTTtRQUFVLE9BQU87TUFBSTtNQUNyQyxRQUFRO1FBQUUsTUFBTTtRQUFVLE9BQU87TUFBSTtJQUN2QztJQUNBLElBQUksT0FBTyxPQUFPLElBQUksT0FBTyxHQUFHLEVBQUU7TUFDaEMsTUFBTSxJQUFJLFVBQVU7SUFDdEI7SUFDQSxNQUFNLFFBQVEsVUFBVSxnQkFBZ0IsT0FBTyxNQUFNLEVBQUUsR0FBRyxlQUFlO0lBQ3pFLElBQUksS0FBSyxNQUFNLEtBQUssR0FBRztNQUNyQixNQUFNLElBQUksVUFDUjtJQUVKO0lBQ0EsTUFBTSxPQUFPLFdBQVcsYUFBYSxPQUFPLE1BQU0sRUFBRTtJQUNwRCxNQUFNLE1BQU0sSUFBSTtJQUNoQixNQUFNLE9BQU8sT0FBTyxHQUFHLEdBQ25CO01BQUUsUUFBUSxTQUFTO01BQU8sS0FBSztJQUFLLElBQ3BDLE9BQU8sTUFBTSxPQUFPLE9BQU8sSUFBSTtJQUNuQyxNQUFNLFNBQVMsT0FDYixLQUFLLE1BQU0sWUFBWSxhQUFhLEtBQUssTUFBTSxHQUFHLElBQUksTUFBTSxDQUFDLEtBQUssTUFBTSxHQUN4RTtVQUVJLE9BQU8sTUFBTSxjQUFjO0lBQ2pDLElBQUksS0FBSyxHQUFHLEtBQUssUUFBUSxLQUFLLEdBQUcsS0FBSyxLQUFLLE1BQU0sRUFBRTtNQUNqRCxrRUFBa0U7TUFDbEUsTUFBTSxjQUFjLE1BQU07UUFDeEIsSUFBSTtRQUNKO1FBQ0EsTUFBTTtRQUNOLGdCQUFnQixPQUFPLElBQUksTUFBTSxDQUFDLEtBQUssR0FBRyxHQUFHO01BQy9DO01BQ0EsT0FBTztJQUNUO0lBQ0EsTUFBTSxVQUFVLE1BQU0sTUFBTTtJQUM1QixPQUFPO0VBQ1Q7QUFDRixFQUFFO0FBRUYsc0VBQXNFLEdBQ3RFLFNBQVMsT0FBTyxLQUFpQixFQUFFLEtBQWE7RUFDOUMsSUFBSSxNQUFNLE1BQU0sR0FBRyxRQUFRLFdBQVc7SUFDcEMsTUFBTSxJQUFJLFVBQ1IsQ0FBQyxxQkFBcUIsRUFDcEIsTUFBTSxNQUFNLEdBQUcsTUFDaEIscUVBQXFFLENBQUM7RUFFM0U7RUFDQSxNQUFNLE1BQU0sSUFBSSxXQUFXLE1BQU0sTUFBTSxHQUFHO0VBQzFDLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxPQUFPLElBQUssSUFBSSxHQUFHLENBQUMsT0FBTyxJQUFJLE1BQU0sTUFBTTtFQUMvRCxPQUFPO0FBQ1Q7QUFFQSxxRUFBcUUsR0FDckUsU0FBUyxTQUFTLElBQWM7RUFDOUIsT0FBTyxXQUFXLElBQUksQ0FBQyxNQUFNLENBQUM7SUFDNUIsTUFBTSxJQUFJLHdCQUF3QixJQUFJLENBQUMsT0FBTyxTQUFTLEtBQUssTUFBTTtJQUNsRSxJQUFJLE9BQU8sS0FBSyxDQUFDLElBQUk7TUFDbkIsTUFBTSxJQUFJLFVBQ1IsQ0FBQyxlQUFlLEVBQUUsSUFBSSx1REFBdUQsQ0FBQztJQUVsRjtJQUNBLE9BQU87RUFDVDtBQUNGO0FBRUEsMEVBQTBFLEdBQzFFLFNBQVMsT0FDUCxJQUFjLEVBQ2QsT0FBZ0I7RUFFaEIsSUFBSSxTQUFTO0VBQ2IsSUFBSSxNQUFNO0VBQ1YsS0FBSyxNQUFNLE9BQU8sS0FBTTtJQUN0QixJQUFJLFdBQVcsQ0FBQyxjQUFjLE1BQU07TUFDbEMsVUFBVTtNQUNWLE9BQU87TUFDUDtJQUNGO0lBQ0EsSUFBSTtNQUNGLFVBQVUsVUFBVSxLQUFLO01BQ3pCLE9BQU8sVUFBVSxLQUFLO0lBQ3hCLEVBQUUsT0FBTyxLQUFLO01BQ1osSUFBSSxlQUFlLGNBQWMsTUFBTSxJQUFJLFVBQVUsSUFBSSxPQUFPO01BQ2hFLE1BQU07SUFDUjtFQUNGO0VBQ0EsT0FBTztJQUFFO0lBQVE7RUFBSTtBQUN2QiJ9
// denoCacheMetadata=5122631558938221209,5557367972936437500