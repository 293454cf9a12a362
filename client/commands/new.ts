/**
 * `berth new`: creates a session running a command (the user's shell by
 * default) and attaches to it, or leaves it detached with `-d`.
 *
 * @module
 */

import { checkSessionName, MAX_NAME } from "../../protocol/names.ts";
import {
  DEFAULT_SIZE,
  MAX_SCROLLBACK,
  MAX_SIDE,
  sizeOf,
} from "../../protocol/limits.ts";
import {
  envOption,
  intOption,
  parseCommandArgs,
  splitAtCommand,
} from "../cli_args.ts";
import { NEW_OPTIONS, NEW_VALUE_OPTIONS } from "./_new_args.ts";
import { connectOrFail, connectOrStartOrFail } from "./_connect.ts";
import {
  type Command,
  cwdOf,
  type GlobalOptions,
  UserError,
  wholeEnvOf,
} from "./command.ts";
import {
  attachAndWait,
  clipboardFrom,
  clipboardUsage,
  hasTerminal,
  lessStatusLine,
  needTerminal,
  prefixFrom,
  prefixUsage,
  refuseNested,
} from "./_attach.ts";
import { part, requestOrFail } from "./_request.ts";
import { shellCommand } from "./_shell_command.ts";
import { checkPrintFormat } from "./_print_new.ts";
import { printLine } from "../stdout.ts";
import type { Connection } from "../connection.ts";
import { terminalSize } from "../terminal_size.ts";

export const command: Command = {
  name: "new",
  summary: "Create a session and attach to it (-d: stay detached)",
  usage: `Usage: berth new [-AdD] [-s NAME] [options] [--] [CMD ARGS...]

Creates a session running CMD (your $SHELL, as a login shell, when absent)
and attaches to it. As in tmux, a CMD given as one argument with spaces or
shell syntax ('make -j8 && echo done') runs with $SHELL -c.

Options:
  -A                  as tmux's: when session NAME exists (without -s:
                      when any does), attach to it instead (as berth
                      attach; every option below but -D, --prefix and
                      --clipboard is then ignored, -d too)
  -D                  with -A: detach the session's other clients first
  -d, --detached      create it and return; print nothing, or with
                      -P, --print the session's name and a colon, as
                      tmux's (NAME:, a target), with --json
                      {"name":NAME,"pid":PID}
  -F FORMAT           with -P: print FORMAT for its pane instead (tmux's
                      formats, berth display-message --help)
  -s, --session NAME  session name (default: the lowest free number)
  -n NAME             the first window's name (default: its program's)
  -x, --cols C        width (default: this terminal's; with -d the
                      default-size setting's, 80x24 unless set)
  -y, --rows R        height (default: this terminal's, or default-size's)
  -c, --cwd DIR       working directory (default: the current directory)
  -e, --env KEY=VAL   extra environment variable; repeat for more
  --keep              keep the session and its final screen after CMD exits,
                      until berth kill (for berth capture)
  --scrollback N      lines of history to keep (default 10000)
${clipboardUsage(22)}
${prefixUsage(22)}

The child gets TERM=xterm-256color, COLORTERM=truecolor and
BERTH=SOCKET,NAME, plus your environment.`,
  async run(args, global) {
    const split = splitAtCommand(args, NEW_VALUE_OPTIONS);
    // The launcher's `asksDetached` reads `-d` with this same parse.
    const { values, positionals } = parseCommandArgs(
      "new",
      split.own,
      NEW_OPTIONS,
    );
    const cmd = shellCommand([...positionals, ...split.command], global);
    const name = values.session;
    if (name !== undefined) {
      const why = checkSessionName(name);
      if (why) throw new UserError(why);
    }
    const windowName = values["window-name"];
    if (
      windowName !== undefined &&
      (windowName === "" || [...windowName].length > MAX_NAME)
    ) {
      throw new UserError(
        `-n takes a window name of 1 to ${MAX_NAME} characters`,
      );
    }
    const env = envOption(values.env ?? []);
    const detached = values.detached ?? false;
    checkPrintFormat("new", values);
    if ((values.print || values.json) && !detached) {
      throw new UserError(
        "-P and --json go with -d (an attached session prints nothing)",
      );
    }
    const join = values["attach-existing"] === true;
    // -A attaches even with -d (which it ignores).
    if (!detached || join) refuseNested(global, "new");
    const prefix = detached && !join
      ? undefined
      : await prefixFrom(values.prefix);
    if (!detached && !hasTerminal() && name !== undefined && !join) {
      // As tmux: a name already taken is the first thing wrong.
      await refuseTaken(global, name);
    }
    if (!detached) needTerminal("new", "or use -d to stay detached");
    // -x and -y are tmux's spellings: the message names both.
    const colsOption = intOption("-x/--cols", values.cols, 1, MAX_SIDE);
    const rowsOption = intOption("-y/--rows", values.rows, 1, MAX_SIDE);
    const scrollback = intOption(
      "--scrollback",
      values.scrollback,
      0,
      MAX_SCROLLBACK,
    );
    // On another host, this machine's directory and environment mean
    // nothing: the remote daemon's own (ssh's login there) apply.
    const here = global.host === undefined;
    const cwd = values.cwd ?? (here ? cwdOf(global) : undefined);

    // Attaching over ssh: keys and frames through ssh's forward, as an
    // attach's, not the far bridge.
    using conn = await connectOrStartOrFail(global, "cli", !detached || join);
    if (join && await sessionToJoin(conn, name)) {
      // tmux's new -A: attach-session to it. What only a new session
      // takes (-x, -y, -c, -n, -e, a command) is ignored, and -d too.
      // From a key, as tmux's, the client moves there (without a name:
      // the current session, where it is already).
      if (global.boundTo !== undefined) {
        if (name !== undefined) {
          await requestOrFail(conn, {
            op: "switch-client",
            name: `=${name}`,
            from: global.boundTo,
          });
        }
        return 0;
      }
      needTerminal("new -A", "or test for the session with has-session");
      return await attachAndWait(conn, global.socket, {
        findCommand: global.findCommand,
        name,
        readOnly: false,
        detachOthers: values["detach-others"] ?? false,
        prefix,
        prefixOption: values.prefix,
        clipboard: clipboardFrom(values.clipboard),
      }, global);
    }
    // Detached, tmux's default-size (80x24 unless set); attached, the
    // session starts at the size the client will give it: the terminal's
    // less the status line, as tmux's new-session.
    const size = !detached
      ? terminalSize()
      : colsOption === undefined || rowsOption === undefined
      ? await defaultSize(conn)
      : { cols: colsOption, rows: rowsOption };
    const cols = colsOption ?? size.cols;
    const rows = rowsOption ??
      (detached ? size.rows : await lessStatusLine(conn, size.rows));
    const created = await requestOrFail(conn, {
      op: "new",
      name,
      cmd,
      cwd,
      env,
      baseEnv: here ? wholeEnvOf(global) : undefined,
      cols,
      rows,
      keep: values.keep,
      scrollback,
    });
    if (windowName !== undefined) {
      await requestOrFail(
        conn,
        part({
          op: "rename-window",
          name: `${created.name}:0`,
          newName: windowName,
        }),
      );
    }
    if (detached) {
      if (values.json) printLine(JSON.stringify(created));
      else if (values.print && values.format !== undefined) {
        const { text } = await requestOrFail(
          conn,
          part({
            op: "display-message",
            // NAME: the session (bare, from a key, "0" was window 0 of the
            // key's session: `new -P -F '#S'` printed that session's name).
            name: `${created.name}:`,
            format: values.format,
            print: true,
          }),
        );
        printLine(text);
      } else if (values.print) printLine(`${created.name}:`); // tmux's
      return 0;
    }
    return await attachAndWait(conn, global.socket, {
      findCommand: global.findCommand,
      name: created.name,
      readOnly: false,
      prefix,
      prefixOption: values.prefix,
      clipboard: clipboardFrom(values.clipboard),
      afresh: cmd === undefined || values.keep === true,
    }, global);
  },
};

/**
 * Whether `new -A` attaches: session `name` exists (its exact name, as
 * tmux's), or without a name any session still running does (`attach`
 * then takes the most recently active one, as tmux's current session).
 */
async function sessionToJoin(
  conn: Connection,
  name: string | undefined,
): Promise<boolean> {
  const { sessions } = await requestOrFail(conn, part({ op: "ls" }));
  return name === undefined
    ? sessions.some((s) => !s.exit)
    : sessions.some((s) => s.name === name);
}

/**
 * Refuses `name` when the running daemon has a session of that name (no
 * daemon, or one that does not answer: the tty check speaks instead).
 */
async function refuseTaken(global: GlobalOptions, name: string) {
  let taken = false;
  try {
    using conn = await connectOrFail(global);
    const { sessions } = await requestOrFail(conn, part({ op: "ls" }));
    taken = sessions.some((s) => s.name === name);
  } catch {
    return;
  }
  if (taken) {
    throw new UserError(
      `A session named ${name} already exists; pick another name`,
    );
  }
}

/** The daemon's `default-size` (tmux's): what `new -d` makes. */
async function defaultSize(
  conn: Connection,
): Promise<{ cols: number; rows: number }> {
  const { options } = await requestOrFail(conn, { op: "options" });
  return sizeOf(options["default-size"] ?? DEFAULT_SIZE) ??
    sizeOf(DEFAULT_SIZE)!;
}
