/**
 * `berth send-keys [-FHlR] [-N COUNT] [-t TARGET] KEY...`: tmux's
 * `send-keys`. Each argument is a key when it is one of tmux's key names
 * (`Enter`, `C-c`, `Up` ...), else text typed as it is; `-l` types every
 * argument as text, `-H` sends each as one byte written in hex, `-N`
 * sends them all COUNT times, and `-R` resets the pane's terminal first
 * (tmux's `input_reset`: a program's RIS).
 *
 * @module
 */

import { intOption, parseCommandArgs, splitAtCommand } from "../cli_args.ts";
import { encodeKey, isTmuxKeyName, KeyNameError } from "../keys.ts";
import { MAX_PASTE_BYTES } from "../../protocol/limits.ts";
import { type Command, UserError } from "./command.ts";
import { connectOrFail } from "./_connect.ts";
import { part, requestOrFail } from "./_request.ts";
import { sendInput } from "./_send_input.ts";
import { paneTarget } from "./_pane.ts";
import type { Connection } from "../connection.ts";
import { commandWord as quote } from "./_command_word.ts";

/** Most repeats of `-N`. */
const MAX_REPEAT = 10_000;
/**
 * Most bytes a send-keys sends: the input a pane holds unread, as for a
 * paste, so that a large -N fails at once rather than half sent.
 */
const MAX_BYTES = MAX_PASTE_BYTES;

/**
 * The options that take a value, alone or after the boolean ones (tmux's
 * getopt takes `-lt work`), so the keys begin after their value.
 */
const VALUE_OPTIONS = ["--target", "--repeat", "-t", "-N"];

export const command: Command = {
  name: "send-keys",
  target: true,
  summary: "tmux's send-keys: press keys and type text in a pane",
  usage: `Usage: berth send-keys [-FHlR] [-N COUNT] [-t TARGET] KEY...

As tmux's send-keys: each KEY argument that is a key name is pressed, and
any other is typed as text, without spaces between arguments:

  berth send-keys -t work 'echo hi' Enter
  berth send-keys -t work:0.1 C-c
  berth send-keys -R -t work   # reset the pane's terminal (no KEY needed)

Key names are tmux's, in any case: a single character, Enter, Escape, Tab,
BTab, BSpace, Space, Up, Down, Left, Right, Home, End, PageUp (PPage, PgUp),
PageDown (NPage, PgDn), Insert (IC), Delete (DC), F1..F12, with C- (Ctrl,
also ^x), M- (Meta) and S- (Shift) in front: C-c, M-x, C-M-x, S-Up. Up,
Down, Left, Right, Home and End follow the program's cursor-keys mode.
Keypad keys, as tmux's: KP0..KP9, KP/, KP*, KP-, KP+, KP., KPEnter (the
label's character, KPEnter a newline; ESC O p ... with the keypad in
application mode, DECKPAM).

Options end at the first KEY, as in tmux (write -- before a KEY that
starts with -).

Options:
  -l             type every argument as text, key names too
  -H             each argument is one byte in hex (41 is A, 1b Escape,
                 0d Enter): bytes no key name or text gives
  -N COUNT       send it all COUNT times (1 to ${MAX_REPEAT}): -N 3 Down
                 moves three lines
  -R             reset the pane's terminal before the keys, as tmux's -R
                 and a program's RIS (ESC c): modes, colours, scroll
                 region and tabs back to their start, the screen cleared,
                 the cursor home, a sequence the program left half
                 written forgotten; history and title kept
  -F             taken, as tmux 3.3a takes it: it expands formats only in
                 copy mode's commands (-X), so keys go as they are
  -t TARGET      the pane: SESSION[:WINDOW[.PANE]], or %N (its id,
                 unique in the daemon); without -t, inside a session, the
                 pane it runs in

-X runs a copy mode command (send-keys -X -t work page-up): in a key
binding (bind -T copy-mode-vi y send -X copy-selection) on that client's
copy mode; from the command line on the copy mode of the client showing
the pane's session that was active last (the pane must be in copy mode:
else "not in a mode", as tmux's). -M (the mouse event) works only in
mouse key bindings, and is refused here in one line.
berth send is berth's own form (berth send --help).

Exit codes: 0 sent; 1 an error (unknown target, a key with no code, the
program has not read its earlier input).`,
  async run(args, global) {
    // As tmux's getopt: options end at the first argument that is not one.
    const { own, command: keys } = splitAtCommand(args, VALUE_OPTIONS);
    const { values } = parseCommandArgs("send-keys", own, {
      literal: { type: "boolean", short: "l" },
      hex: { type: "boolean", short: "H" },
      repeat: { type: "string", short: "N" },
      target: { type: "string", short: "t" },
      reset: { type: "boolean", short: "R" },
      // tmux 3.3a's -F expands formats in -X's arguments alone.
      format: { type: "boolean", short: "F" },
      copy: { type: "boolean", short: "X" },
      mouse: { type: "boolean", short: "M" },
    });
    if (values.mouse) throw new UserError(notHere(values));
    if (values.literal && values.hex) {
      throw new UserError("Choose one of -l (text) and -H (bytes in hex)");
    }
    const count = intOption("send-keys -N", values.repeat, 1, MAX_REPEAT) ?? 1;
    if (keys.length === 0 && !values.reset) {
      throw new UserError(
        "send-keys takes the keys or text to send (see berth send-keys --help)",
      );
    }
    const name = paneTarget("send-keys", values.target, global);
    using conn = await connectOrFail(global);
    if (values.copy) {
      await copyCommand(conn, name, keys, values.repeat, values.format);
      return 0;
    }
    if (values.reset) {
      // Alone, it is the command (after-send-keys runs); with keys after
      // it, a part of it, as the keys' request is the command.
      const req = { op: "reset-pane", name } as const;
      await requestOrFail(conn, keys.length > 0 ? part(req) : req);
      if (keys.length === 0) return 0;
    }
    const enc = new TextEncoder();
    const once = values.hex
      ? { normal: hexBytes(keys), app: null, keypad: null, keypadApp: null }
      : encode(keys, values.literal ?? false);
    const normal = repeat(
      once.normal instanceof Uint8Array ? once.normal : enc.encode(once.normal),
      count,
    );
    const other = (s: string | null) =>
      s === null || s === once.normal
        ? undefined
        : repeat(enc.encode(s), count);
    const keypad = once.keypad !== once.normal || once.keypadApp !== once.app;
    if (once.app !== null && (once.app !== once.normal || keypad)) {
      // Every form in one request: the daemon picks by the pane's modes.
      await requestOrFail(conn, {
        op: "send",
        name,
        data: normal,
        cursorKeysData: other(once.app),
        keypadData: keypad ? other(once.keypad) ?? normal : undefined,
        keypadCursorKeysData: keypad
          ? other(once.keypadApp) ?? normal
          : undefined,
      });
      return 0;
    }
    await sendInput(conn, name, normal);
    return 0;
  },
};

/**
 * Why `-M` does not run from the command line: berth's mouse is the attach
 * client's, which runs it from its keys.
 */
function notHere(_values: { mouse?: boolean }): string {
  return "send-keys -M passes a mouse event from a mouse key binding (bind -n MouseDown1Pane send -M); from the command line there is no mouse target, as in tmux";
}

/**
 * `send-keys -X COMMAND` from the command line (tmux's, for a script or a
 * plugin that drives copy mode): copy mode is the attach client's, so the
 * command goes to the client showing pane `name`'s session (step 46), as a
 * key binding's `send -X -t %N` runs; a pane not in copy mode is refused
 * in tmux's words.
 */
async function copyCommand(
  conn: Connection,
  name: string,
  words: string[],
  repeat: string | undefined,
  format: boolean | undefined,
): Promise<void> {
  if (words.length === 0) {
    throw new UserError(
      "send-keys -X takes a copy mode command (cancel, page-up ...)",
    );
  }
  // A part of this command, as `_expand_format.ts`'s: no display-message
  // hook of its own.
  const { text } = await requestOrFail(
    conn,
    part({
      op: "display-message",
      name,
      format: "#{pane_in_mode} #{pane_id}",
      print: true,
    }),
  );
  const [inMode, id] = text.trim().split(" ");
  if (inMode !== "1") throw new UserError(`not in a mode: pane ${id}`);
  const line = [
    "send-keys",
    "-X",
    ...(format ? ["-F"] : []),
    ...(repeat !== undefined ? ["-N", repeat] : []),
    "-t",
    id,
    ...words,
  ].map(quote).join(" ");
  await requestOrFail(conn, { op: "client-command", name: id, line });
}

/** `bytes` `count` times over; refuses more than `MAX_BYTES` in all. */
function repeat(bytes: Uint8Array, count: number): Uint8Array {
  if (bytes.length * count > MAX_BYTES) {
    throw new UserError(
      `send-keys would send ${
        bytes.length * count
      } bytes, over the 1 MiB a pane holds unread; send fewer (a smaller -N)`,
    );
  }
  const out = new Uint8Array(bytes.length * count);
  for (let i = 0; i < count; i++) out.set(bytes, i * bytes.length);
  return out;
}

/** tmux's `-H`: each argument one byte, in hex (`1b`, `0x41`, `A`). */
function hexBytes(args: string[]): Uint8Array {
  return Uint8Array.from(args, (arg) => {
    const n = /^(0x)?[0-9a-f]{1,2}$/i.test(arg) ? parseInt(arg, 16) : NaN;
    if (Number.isNaN(n)) {
      throw new UserError(
        `send-keys -H: "${arg}" is not a byte in hex (00 to ff); write 1b, 41, 0d ...`,
      );
    }
    return n;
  });
}

/**
 * What `args` send, with cursor keys in normal and in application mode
 * (`app`), and both again with the keypad in application mode.
 */
function encode(
  args: string[],
  literal: boolean,
): { normal: string; app: string; keypad: string; keypadApp: string } {
  const out = { normal: "", app: "", keypad: "", keypadApp: "" };
  for (const arg of args) {
    if (literal || !isTmuxKeyName(arg)) {
      out.normal += arg;
      out.app += arg;
      out.keypad += arg;
      out.keypadApp += arg;
      continue;
    }
    try {
      out.normal += encodeKey(arg, false);
      out.app += encodeKey(arg, true);
      out.keypad += encodeKey(arg, false, true);
      out.keypadApp += encodeKey(arg, true, true);
    } catch (err) {
      if (err instanceof KeyNameError) throw new UserError(err.message);
      throw err;
    }
  }
  return out;
}
