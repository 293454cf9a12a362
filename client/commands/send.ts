/**
 * `berth send NAME TEXT...` types text into a session; `--keys` presses
 * named keys (`C-c`, `Enter`, `Up` ...) instead.
 *
 * @module
 */

import {
  parseCommandArgs,
  sessionAndRest,
  TARGET_OPTION,
} from "../cli_args.ts";
import { connectOrFail } from "./_connect.ts";
import { encodeKeys, KEY_NAMES, KeyNameError } from "../keys.ts";
import { type Command, type GlobalOptions, UserError } from "./command.ts";
import { requestOrFail } from "./_request.ts";
import { readAtMost } from "./_read_at_most.ts";
import { sendInput, sendStream } from "./_send_input.ts";
import { MAX_PASTE_BYTES } from "../../protocol/limits.ts";

export const command: Command = {
  name: "send",
  target: true,
  summary: "Type text or press named keys in a session (for scripts)",
  usage: `Usage: berth send NAME [--literal | --escapes] [--paste] [--] TEXT...
       berth send NAME --keys KEY...
       berth send NAME --stdin [--paste]

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
  --stdin        type what comes on stdin instead of TEXT, byte for byte,
                 as it comes, until its end (any size: cmd | berth send
                 NAME --stdin), waiting for a program slow to read, as
                 a pipe does; with --paste, at most 1 MiB
  --             the arguments after it are TEXT even if they start with -

Exit codes: 0 sent (the bytes reached the program's terminal); 1 an error
(unknown session, the session has exited, a bad key name, or the program
has not read the 1 MiB of earlier input waiting for it: nothing of TEXT
was sent then; a TEXT begun goes whole, however long).`,
  async run(args, global) {
    const { values, positionals } = parseCommandArgs("send", args, {
      literal: { type: "boolean" },
      escapes: { type: "boolean" },
      keys: { type: "boolean", short: "k" },
      paste: { type: "boolean", short: "p" },
      stdin: { type: "boolean" },
      ...TARGET_OPTION,
    });
    const { name, rest } = sessionAndRest(
      "send",
      values.target,
      positionals,
      "any",
    );
    if (values.stdin) return await sendStdin(name, rest, values, global);
    if (rest.length === 0) {
      throw new UserError(
        "send takes a session name and the text or keys to send (see berth send --help)",
      );
    }
    const modes = [values.literal, values.escapes, values.keys].filter(Boolean);
    if (modes.length > 1) {
      throw new UserError(
        "Choose one of --literal, --escapes and --keys (see berth send --help)",
      );
    }
    if (values.paste && values.keys) {
      throw new UserError(
        "--paste takes text, not keys; choose one (see berth send --help)",
      );
    }
    const text = rest.join(" ");
    const bytes = new TextEncoder().encode(
      values.escapes ? unescape(text) : text,
    );
    if (values.paste && bytes.length > MAX_PASTE_BYTES) {
      throw new UserError(
        `A paste holds at most ${MAX_PASTE_BYTES} bytes, not ${bytes.length}; send it in parts`,
      );
    }
    using conn = await connectOrFail(global);
    if (values.paste) {
      await requestOrFail(conn, { op: "send", name, data: bytes, paste: true });
      return 0;
    }
    if (values.keys) {
      const keys = encodeKeysOrFail(rest);
      await requestOrFail(conn, {
        op: "send",
        name,
        data: keys.normal,
        cursorKeysData: keys.cursorKeys ?? undefined,
      });
      return 0;
    }
    await sendInput(conn, name, bytes);
    return 0;
  },
};

/** `send --stdin`: stdin's bytes, streamed (or one paste of them). */
async function sendStdin(
  name: string,
  rest: string[],
  values: { escapes?: boolean; keys?: boolean; paste?: boolean },
  global: GlobalOptions,
): Promise<number> {
  if (rest.length > 0) {
    throw new UserError(
      "send --stdin types stdin, not TEXT; give one or the other (see berth send --help)",
    );
  }
  if (values.escapes || values.keys) {
    throw new UserError(
      `send --stdin types stdin's bytes as they are, not ${
        values.keys ? "--keys" : "--escapes"
      }; leave that out (see berth send --help)`,
    );
  }
  using conn = await connectOrFail(global);
  if (values.paste) {
    const data = await readAtMost(
      Deno.stdin.readable,
      MAX_PASTE_BYTES,
      (max) =>
        `A paste holds at most ${max} bytes; stdin has more: leave out --paste to type it`,
    );
    await requestOrFail(conn, { op: "send", name, data, paste: true });
    return 0;
  }
  await sendStream(conn, name, Deno.stdin.readable);
  return 0;
}

function encodeKeysOrFail(names: string[]) {
  try {
    return encodeKeys(names);
  } catch (err) {
    if (err instanceof KeyNameError) throw new UserError(err.message);
    throw err;
  }
}

const SIMPLE_ESCAPES: Record<string, string> = {
  n: "\n",
  r: "\r",
  t: "\t",
  e: "\x1b",
  a: "\x07",
  b: "\b",
  f: "\f",
  v: "\v",
  "0": "\0",
  "\\": "\\",
};

/** Interprets backslash escapes for `--escapes`; a bad one is a UserError. */
export function unescape(text: string): string {
  return text.replace(
    /\\(x[0-9a-fA-F]{2}|u\{[0-9a-fA-F]{1,6}\}|u[0-9a-fA-F]{4}|.?)/gs,
    (all, esc: string) => {
      if (esc in SIMPLE_ESCAPES) return SIMPLE_ESCAPES[esc];
      if (esc.length > 1) {
        const hex = esc.replace(/^[xu]\{?|\}$/g, "");
        const cp = parseInt(hex, 16);
        if (cp <= 0x10ffff) return String.fromCodePoint(cp);
      }
      throw new UserError(
        `Unknown escape ${
          all || "\\"
        } in TEXT; write \\\\ for a backslash (see berth send --help)`,
      );
    },
  );
}
