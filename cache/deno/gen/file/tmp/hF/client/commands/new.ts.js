/**
 * `berth new`: creates a session running a command (the user's shell by
 * default) and attaches to it, or leaves it detached with `-d`.
 *
 * @module
 */ import { checkSessionName, MAX_NAME } from "../../protocol/names.ts";
import { MAX_SCROLLBACK, MAX_SIDE } from "../../protocol/limits.ts";
import { envOption, intOption, parseCommandArgs, splitAtCommand } from "../cli_args.ts";
import { NEW_OPTIONS, NEW_VALUE_OPTIONS } from "./_new_args.ts";
import { connectOrFail, connectOrStartOrFail } from "./_connect.ts";
import { cwdOf, UserError, wholeEnvOf } from "./command.ts";
import { attachAndWait, clipboardFrom, clipboardUsage, hasTerminal, lessStatusLine, needTerminal, prefixFrom, prefixUsage } from "./_attach.ts";
import { requestOrFail } from "./_request.ts";
import { shellCommand } from "./_shell_command.ts";
import { checkPrintFormat } from "./_print_new.ts";
import { printLine } from "../stdout.ts";
import { terminalSize } from "../terminal_size.ts";
export const command = {
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
                      -P, --print the session's name, with --json
                      {"name":NAME,"pid":PID}
  -F FORMAT           with -P: print FORMAT for its pane instead (tmux's
                      formats, berth display-message --help)
  -s, --session NAME  session name (default: the lowest free number)
  -n NAME             the first window's name (default: its program's)
  -x, --cols C        width (default: this terminal's, or 80 with -d)
  -y, --rows R        height (default: this terminal's, or 24 with -d)
  -c, --cwd DIR       working directory (default: the current directory)
  -e, --env KEY=VAL   extra environment variable; repeat for more
  --keep              keep the session and its final screen after CMD exits,
                      until berth kill (for berth capture)
  --scrollback N      lines of history to keep (default 10000)
${clipboardUsage(22)}
${prefixUsage(22)}

The child gets TERM=xterm-256color, COLORTERM=truecolor and
BERTH=SOCKET,NAME, plus your environment.`,
  async run (args, global) {
    const split = splitAtCommand(args, NEW_VALUE_OPTIONS);
    // The launcher's `asksDetached` reads `-d` with this same parse.
    const { values, positionals } = parseCommandArgs("new", split.own, NEW_OPTIONS);
    const cmd = shellCommand([
      ...positionals,
      ...split.command
    ], global);
    const name = values.session;
    if (name !== undefined) {
      const why = checkSessionName(name);
      if (why) throw new UserError(why);
    }
    const windowName = values["window-name"];
    if (windowName !== undefined && (windowName === "" || [
      ...windowName
    ].length > MAX_NAME)) {
      throw new UserError(`-n takes a window name of 1 to ${MAX_NAME} characters`);
    }
    const env = envOption(values.env ?? []);
    const detached = values.detached ?? false;
    checkPrintFormat("new", values);
    if ((values.print || values.json) && !detached) {
      throw new UserError("-P and --json go with -d (an attached session prints nothing)");
    }
    const join = values["attach-existing"] === true;
    const prefix = detached && !join ? undefined : await prefixFrom(values.prefix);
    if (!detached && !hasTerminal() && name !== undefined && !join) {
      // As tmux: a name already taken is the first thing wrong.
      await refuseTaken(global, name);
    }
    if (!detached) needTerminal("new", "or use -d to stay detached");
    const size = detached ? {
      cols: 80,
      rows: 24
    } : terminalSize();
    const cols = intOption("--cols", values.cols, 1, MAX_SIDE) ?? size.cols;
    const rowsOption = intOption("--rows", values.rows, 1, MAX_SIDE);
    const scrollback = intOption("--scrollback", values.scrollback, 0, MAX_SCROLLBACK);
    // On another host, this machine's directory and environment mean
    // nothing: the remote daemon's own (ssh's login there) apply.
    const here = global.host === undefined;
    const cwd = values.cwd ?? (here ? cwdOf(global) : undefined);
    using conn = await connectOrStartOrFail(global);
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
            from: global.boundTo
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
        clipboard: clipboardFrom(values.clipboard)
      }, global);
    }
    // Attached, the session starts at the size the client will give it:
    // the terminal's less the status line, as tmux's new-session.
    const rows = rowsOption ?? (detached ? size.rows : await lessStatusLine(conn, size.rows));
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
      scrollback
    });
    if (windowName !== undefined) {
      await requestOrFail(conn, {
        op: "rename-window",
        name: `${created.name}:0`,
        newName: windowName
      });
    }
    if (detached) {
      if (values.json) printLine(JSON.stringify(created));
      else if (values.print && values.format !== undefined) {
        const { text } = await requestOrFail(conn, {
          op: "display-message",
          name: created.name,
          format: values.format,
          print: true
        });
        printLine(text);
      } else if (values.print) printLine(created.name);
      return 0;
    }
    return await attachAndWait(conn, global.socket, {
      findCommand: global.findCommand,
      name: created.name,
      readOnly: false,
      prefix,
      prefixOption: values.prefix,
      clipboard: clipboardFrom(values.clipboard),
      afresh: cmd === undefined || values.keep === true
    }, global);
  }
};
/**
 * Whether `new -A` attaches: session `name` exists (its exact name, as
 * tmux's), or without a name any session still running does (`attach`
 * then takes the most recently active one, as tmux's current session).
 */ async function sessionToJoin(conn, name) {
  const { sessions } = await requestOrFail(conn, {
    op: "ls"
  });
  return name === undefined ? sessions.some((s)=>!s.exit) : sessions.some((s)=>s.name === name);
}
/**
 * Refuses `name` when the running daemon has a session of that name (no
 * daemon, or one that does not answer: the tty check speaks instead).
 */ async function refuseTaken(global, name) {
  let taken = false;
  try {
    using conn = await connectOrFail(global);
    const { sessions } = await requestOrFail(conn, {
      op: "ls"
    });
    taken = sessions.some((s)=>s.name === name);
  } catch  {
    return;
  }
  if (taken) {
    throw new UserError(`A session named ${name} already exists; pick another name`);
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9uZXcudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggbmV3YDogY3JlYXRlcyBhIHNlc3Npb24gcnVubmluZyBhIGNvbW1hbmQgKHRoZSB1c2VyJ3Mgc2hlbGwgYnlcbiAqIGRlZmF1bHQpIGFuZCBhdHRhY2hlcyB0byBpdCwgb3IgbGVhdmVzIGl0IGRldGFjaGVkIHdpdGggYC1kYC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgY2hlY2tTZXNzaW9uTmFtZSwgTUFYX05BTUUgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbmFtZXMudHNcIjtcbmltcG9ydCB7IE1BWF9TQ1JPTExCQUNLLCBNQVhfU0lERSB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9saW1pdHMudHNcIjtcbmltcG9ydCB7XG4gIGVudk9wdGlvbixcbiAgaW50T3B0aW9uLFxuICBwYXJzZUNvbW1hbmRBcmdzLFxuICBzcGxpdEF0Q29tbWFuZCxcbn0gZnJvbSBcIi4uL2NsaV9hcmdzLnRzXCI7XG5pbXBvcnQgeyBORVdfT1BUSU9OUywgTkVXX1ZBTFVFX09QVElPTlMgfSBmcm9tIFwiLi9fbmV3X2FyZ3MudHNcIjtcbmltcG9ydCB7IGNvbm5lY3RPckZhaWwsIGNvbm5lY3RPclN0YXJ0T3JGYWlsIH0gZnJvbSBcIi4vX2Nvbm5lY3QudHNcIjtcbmltcG9ydCB7XG4gIHR5cGUgQ29tbWFuZCxcbiAgY3dkT2YsXG4gIHR5cGUgR2xvYmFsT3B0aW9ucyxcbiAgVXNlckVycm9yLFxuICB3aG9sZUVudk9mLFxufSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQge1xuICBhdHRhY2hBbmRXYWl0LFxuICBjbGlwYm9hcmRGcm9tLFxuICBjbGlwYm9hcmRVc2FnZSxcbiAgaGFzVGVybWluYWwsXG4gIGxlc3NTdGF0dXNMaW5lLFxuICBuZWVkVGVybWluYWwsXG4gIHByZWZpeEZyb20sXG4gIHByZWZpeFVzYWdlLFxufSBmcm9tIFwiLi9fYXR0YWNoLnRzXCI7XG5pbXBvcnQgeyByZXF1ZXN0T3JGYWlsIH0gZnJvbSBcIi4vX3JlcXVlc3QudHNcIjtcbmltcG9ydCB7IHNoZWxsQ29tbWFuZCB9IGZyb20gXCIuL19zaGVsbF9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyBjaGVja1ByaW50Rm9ybWF0IH0gZnJvbSBcIi4vX3ByaW50X25ldy50c1wiO1xuaW1wb3J0IHsgcHJpbnRMaW5lIH0gZnJvbSBcIi4uL3N0ZG91dC50c1wiO1xuaW1wb3J0IHR5cGUgeyBDb25uZWN0aW9uIH0gZnJvbSBcIi4uL2Nvbm5lY3Rpb24udHNcIjtcbmltcG9ydCB7IHRlcm1pbmFsU2l6ZSB9IGZyb20gXCIuLi90ZXJtaW5hbF9zaXplLnRzXCI7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcIm5ld1wiLFxuICBzdW1tYXJ5OiBcIkNyZWF0ZSBhIHNlc3Npb24gYW5kIGF0dGFjaCB0byBpdCAoLWQ6IHN0YXkgZGV0YWNoZWQpXCIsXG4gIHVzYWdlOiBgVXNhZ2U6IGJlcnRoIG5ldyBbLUFkRF0gWy1zIE5BTUVdIFtvcHRpb25zXSBbLS1dIFtDTUQgQVJHUy4uLl1cblxuQ3JlYXRlcyBhIHNlc3Npb24gcnVubmluZyBDTUQgKHlvdXIgJFNIRUxMLCBhcyBhIGxvZ2luIHNoZWxsLCB3aGVuIGFic2VudClcbmFuZCBhdHRhY2hlcyB0byBpdC4gQXMgaW4gdG11eCwgYSBDTUQgZ2l2ZW4gYXMgb25lIGFyZ3VtZW50IHdpdGggc3BhY2VzIG9yXG5zaGVsbCBzeW50YXggKCdtYWtlIC1qOCAmJiBlY2hvIGRvbmUnKSBydW5zIHdpdGggJFNIRUxMIC1jLlxuXG5PcHRpb25zOlxuICAtQSAgICAgICAgICAgICAgICAgIGFzIHRtdXgnczogd2hlbiBzZXNzaW9uIE5BTUUgZXhpc3RzICh3aXRob3V0IC1zOlxuICAgICAgICAgICAgICAgICAgICAgIHdoZW4gYW55IGRvZXMpLCBhdHRhY2ggdG8gaXQgaW5zdGVhZCAoYXMgYmVydGhcbiAgICAgICAgICAgICAgICAgICAgICBhdHRhY2g7IGV2ZXJ5IG9wdGlvbiBiZWxvdyBidXQgLUQsIC0tcHJlZml4IGFuZFxuICAgICAgICAgICAgICAgICAgICAgIC0tY2xpcGJvYXJkIGlzIHRoZW4gaWdub3JlZCwgLWQgdG9vKVxuICAtRCAgICAgICAgICAgICAgICAgIHdpdGggLUE6IGRldGFjaCB0aGUgc2Vzc2lvbidzIG90aGVyIGNsaWVudHMgZmlyc3RcbiAgLWQsIC0tZGV0YWNoZWQgICAgICBjcmVhdGUgaXQgYW5kIHJldHVybjsgcHJpbnQgbm90aGluZywgb3Igd2l0aFxuICAgICAgICAgICAgICAgICAgICAgIC1QLCAtLXByaW50IHRoZSBzZXNzaW9uJ3MgbmFtZSwgd2l0aCAtLWpzb25cbiAgICAgICAgICAgICAgICAgICAgICB7XCJuYW1lXCI6TkFNRSxcInBpZFwiOlBJRH1cbiAgLUYgRk9STUFUICAgICAgICAgICB3aXRoIC1QOiBwcmludCBGT1JNQVQgZm9yIGl0cyBwYW5lIGluc3RlYWQgKHRtdXgnc1xuICAgICAgICAgICAgICAgICAgICAgIGZvcm1hdHMsIGJlcnRoIGRpc3BsYXktbWVzc2FnZSAtLWhlbHApXG4gIC1zLCAtLXNlc3Npb24gTkFNRSAgc2Vzc2lvbiBuYW1lIChkZWZhdWx0OiB0aGUgbG93ZXN0IGZyZWUgbnVtYmVyKVxuICAtbiBOQU1FICAgICAgICAgICAgIHRoZSBmaXJzdCB3aW5kb3cncyBuYW1lIChkZWZhdWx0OiBpdHMgcHJvZ3JhbSdzKVxuICAteCwgLS1jb2xzIEMgICAgICAgIHdpZHRoIChkZWZhdWx0OiB0aGlzIHRlcm1pbmFsJ3MsIG9yIDgwIHdpdGggLWQpXG4gIC15LCAtLXJvd3MgUiAgICAgICAgaGVpZ2h0IChkZWZhdWx0OiB0aGlzIHRlcm1pbmFsJ3MsIG9yIDI0IHdpdGggLWQpXG4gIC1jLCAtLWN3ZCBESVIgICAgICAgd29ya2luZyBkaXJlY3RvcnkgKGRlZmF1bHQ6IHRoZSBjdXJyZW50IGRpcmVjdG9yeSlcbiAgLWUsIC0tZW52IEtFWT1WQUwgICBleHRyYSBlbnZpcm9ubWVudCB2YXJpYWJsZTsgcmVwZWF0IGZvciBtb3JlXG4gIC0ta2VlcCAgICAgICAgICAgICAga2VlcCB0aGUgc2Vzc2lvbiBhbmQgaXRzIGZpbmFsIHNjcmVlbiBhZnRlciBDTUQgZXhpdHMsXG4gICAgICAgICAgICAgICAgICAgICAgdW50aWwgYmVydGgga2lsbCAoZm9yIGJlcnRoIGNhcHR1cmUpXG4gIC0tc2Nyb2xsYmFjayBOICAgICAgbGluZXMgb2YgaGlzdG9yeSB0byBrZWVwIChkZWZhdWx0IDEwMDAwKVxuJHtjbGlwYm9hcmRVc2FnZSgyMil9XG4ke3ByZWZpeFVzYWdlKDIyKX1cblxuVGhlIGNoaWxkIGdldHMgVEVSTT14dGVybS0yNTZjb2xvciwgQ09MT1JURVJNPXRydWVjb2xvciBhbmRcbkJFUlRIPVNPQ0tFVCxOQU1FLCBwbHVzIHlvdXIgZW52aXJvbm1lbnQuYCxcbiAgYXN5bmMgcnVuKGFyZ3MsIGdsb2JhbCkge1xuICAgIGNvbnN0IHNwbGl0ID0gc3BsaXRBdENvbW1hbmQoYXJncywgTkVXX1ZBTFVFX09QVElPTlMpO1xuICAgIC8vIFRoZSBsYXVuY2hlcidzIGBhc2tzRGV0YWNoZWRgIHJlYWRzIGAtZGAgd2l0aCB0aGlzIHNhbWUgcGFyc2UuXG4gICAgY29uc3QgeyB2YWx1ZXMsIHBvc2l0aW9uYWxzIH0gPSBwYXJzZUNvbW1hbmRBcmdzKFxuICAgICAgXCJuZXdcIixcbiAgICAgIHNwbGl0Lm93bixcbiAgICAgIE5FV19PUFRJT05TLFxuICAgICk7XG4gICAgY29uc3QgY21kID0gc2hlbGxDb21tYW5kKFsuLi5wb3NpdGlvbmFscywgLi4uc3BsaXQuY29tbWFuZF0sIGdsb2JhbCk7XG4gICAgY29uc3QgbmFtZSA9IHZhbHVlcy5zZXNzaW9uO1xuICAgIGlmIChuYW1lICE9PSB1bmRlZmluZWQpIHtcbiAgICAgIGNvbnN0IHdoeSA9IGNoZWNrU2Vzc2lvbk5hbWUobmFtZSk7XG4gICAgICBpZiAod2h5KSB0aHJvdyBuZXcgVXNlckVycm9yKHdoeSk7XG4gICAgfVxuICAgIGNvbnN0IHdpbmRvd05hbWUgPSB2YWx1ZXNbXCJ3aW5kb3ctbmFtZVwiXTtcbiAgICBpZiAoXG4gICAgICB3aW5kb3dOYW1lICE9PSB1bmRlZmluZWQgJiZcbiAgICAgICh3aW5kb3dOYW1lID09PSBcIlwiIHx8IFsuLi53aW5kb3dOYW1lXS5sZW5ndGggPiBNQVhfTkFNRSlcbiAgICApIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICAgIGAtbiB0YWtlcyBhIHdpbmRvdyBuYW1lIG9mIDEgdG8gJHtNQVhfTkFNRX0gY2hhcmFjdGVyc2AsXG4gICAgICApO1xuICAgIH1cbiAgICBjb25zdCBlbnYgPSBlbnZPcHRpb24odmFsdWVzLmVudiA/PyBbXSk7XG4gICAgY29uc3QgZGV0YWNoZWQgPSB2YWx1ZXMuZGV0YWNoZWQgPz8gZmFsc2U7XG4gICAgY2hlY2tQcmludEZvcm1hdChcIm5ld1wiLCB2YWx1ZXMpO1xuICAgIGlmICgodmFsdWVzLnByaW50IHx8IHZhbHVlcy5qc29uKSAmJiAhZGV0YWNoZWQpIHtcbiAgICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXG4gICAgICAgIFwiLVAgYW5kIC0tanNvbiBnbyB3aXRoIC1kIChhbiBhdHRhY2hlZCBzZXNzaW9uIHByaW50cyBub3RoaW5nKVwiLFxuICAgICAgKTtcbiAgICB9XG4gICAgY29uc3Qgam9pbiA9IHZhbHVlc1tcImF0dGFjaC1leGlzdGluZ1wiXSA9PT0gdHJ1ZTtcbiAgICBjb25zdCBwcmVmaXggPSBkZXRhY2hlZCAmJiAham9pblxuICAgICAgPyB1bmRlZmluZWRcbiAgICAgIDogYXdhaXQgcHJlZml4RnJvbSh2YWx1ZXMucHJlZml4KTtcbiAgICBpZiAoIWRldGFjaGVkICYmICFoYXNUZXJtaW5hbCgpICYmIG5hbWUgIT09IHVuZGVmaW5lZCAmJiAham9pbikge1xuICAgICAgLy8gQXMgdG11eDogYSBuYW1lIGFscmVhZHkgdGFrZW4gaXMgdGhlIGZpcnN0IHRoaW5nIHdyb25nLlxuICAgICAgYXdhaXQgcmVmdXNlVGFrZW4oZ2xvYmFsLCBuYW1lKTtcbiAgICB9XG4gICAgaWYgKCFkZXRhY2hlZCkgbmVlZFRlcm1pbmFsKFwibmV3XCIsIFwib3IgdXNlIC1kIHRvIHN0YXkgZGV0YWNoZWRcIik7XG4gICAgY29uc3Qgc2l6ZSA9IGRldGFjaGVkID8geyBjb2xzOiA4MCwgcm93czogMjQgfSA6IHRlcm1pbmFsU2l6ZSgpO1xuICAgIGNvbnN0IGNvbHMgPSBpbnRPcHRpb24oXCItLWNvbHNcIiwgdmFsdWVzLmNvbHMsIDEsIE1BWF9TSURFKSA/PyBzaXplLmNvbHM7XG4gICAgY29uc3Qgcm93c09wdGlvbiA9IGludE9wdGlvbihcIi0tcm93c1wiLCB2YWx1ZXMucm93cywgMSwgTUFYX1NJREUpO1xuICAgIGNvbnN0IHNjcm9sbGJhY2sgPSBpbnRPcHRpb24oXG4gICAgICBcIi0tc2Nyb2xsYmFja1wiLFxuICAgICAgdmFsdWVzLnNjcm9sbGJhY2ssXG4gICAgICAwLFxuICAgICAgTUFYX1NDUk9MTEJBQ0ssXG4gICAgKTtcbiAgICAvLyBPbiBhbm90aGVyIGhvc3QsIHRoaXMgbWFjaGluZSdzIGRpcmVjdG9yeSBhbmQgZW52aXJvbm1lbnQgbWVhblxuICAgIC8vIG5vdGhpbmc6IHRoZSByZW1vdGUgZGFlbW9uJ3Mgb3duIChzc2gncyBsb2dpbiB0aGVyZSkgYXBwbHkuXG4gICAgY29uc3QgaGVyZSA9IGdsb2JhbC5ob3N0ID09PSB1bmRlZmluZWQ7XG4gICAgY29uc3QgY3dkID0gdmFsdWVzLmN3ZCA/PyAoaGVyZSA/IGN3ZE9mKGdsb2JhbCkgOiB1bmRlZmluZWQpO1xuXG4gICAgdXNpbmcgY29ubiA9IGF3YWl0IGNvbm5lY3RPclN0YXJ0T3JGYWlsKGdsb2JhbCk7XG4gICAgaWYgKGpvaW4gJiYgYXdhaXQgc2Vzc2lvblRvSm9pbihjb25uLCBuYW1lKSkge1xuICAgICAgLy8gdG11eCdzIG5ldyAtQTogYXR0YWNoLXNlc3Npb24gdG8gaXQuIFdoYXQgb25seSBhIG5ldyBzZXNzaW9uXG4gICAgICAvLyB0YWtlcyAoLXgsIC15LCAtYywgLW4sIC1lLCBhIGNvbW1hbmQpIGlzIGlnbm9yZWQsIGFuZCAtZCB0b28uXG4gICAgICAvLyBGcm9tIGEga2V5LCBhcyB0bXV4J3MsIHRoZSBjbGllbnQgbW92ZXMgdGhlcmUgKHdpdGhvdXQgYSBuYW1lOlxuICAgICAgLy8gdGhlIGN1cnJlbnQgc2Vzc2lvbiwgd2hlcmUgaXQgaXMgYWxyZWFkeSkuXG4gICAgICBpZiAoZ2xvYmFsLmJvdW5kVG8gIT09IHVuZGVmaW5lZCkge1xuICAgICAgICBpZiAobmFtZSAhPT0gdW5kZWZpbmVkKSB7XG4gICAgICAgICAgYXdhaXQgcmVxdWVzdE9yRmFpbChjb25uLCB7XG4gICAgICAgICAgICBvcDogXCJzd2l0Y2gtY2xpZW50XCIsXG4gICAgICAgICAgICBuYW1lOiBgPSR7bmFtZX1gLFxuICAgICAgICAgICAgZnJvbTogZ2xvYmFsLmJvdW5kVG8sXG4gICAgICAgICAgfSk7XG4gICAgICAgIH1cbiAgICAgICAgcmV0dXJuIDA7XG4gICAgICB9XG4gICAgICBuZWVkVGVybWluYWwoXCJuZXcgLUFcIiwgXCJvciB0ZXN0IGZvciB0aGUgc2Vzc2lvbiB3aXRoIGhhcy1zZXNzaW9uXCIpO1xuICAgICAgcmV0dXJuIGF3YWl0IGF0dGFjaEFuZFdhaXQoY29ubiwgZ2xvYmFsLnNvY2tldCwge1xuICAgICAgICBmaW5kQ29tbWFuZDogZ2xvYmFsLmZpbmRDb21tYW5kLFxuICAgICAgICBuYW1lLFxuICAgICAgICByZWFkT25seTogZmFsc2UsXG4gICAgICAgIGRldGFjaE90aGVyczogdmFsdWVzW1wiZGV0YWNoLW90aGVyc1wiXSA/PyBmYWxzZSxcbiAgICAgICAgcHJlZml4LFxuICAgICAgICBwcmVmaXhPcHRpb246IHZhbHVlcy5wcmVmaXgsXG4gICAgICAgIGNsaXBib2FyZDogY2xpcGJvYXJkRnJvbSh2YWx1ZXMuY2xpcGJvYXJkKSxcbiAgICAgIH0sIGdsb2JhbCk7XG4gICAgfVxuICAgIC8vIEF0dGFjaGVkLCB0aGUgc2Vzc2lvbiBzdGFydHMgYXQgdGhlIHNpemUgdGhlIGNsaWVudCB3aWxsIGdpdmUgaXQ6XG4gICAgLy8gdGhlIHRlcm1pbmFsJ3MgbGVzcyB0aGUgc3RhdHVzIGxpbmUsIGFzIHRtdXgncyBuZXctc2Vzc2lvbi5cbiAgICBjb25zdCByb3dzID0gcm93c09wdGlvbiA/P1xuICAgICAgKGRldGFjaGVkID8gc2l6ZS5yb3dzIDogYXdhaXQgbGVzc1N0YXR1c0xpbmUoY29ubiwgc2l6ZS5yb3dzKSk7XG4gICAgY29uc3QgY3JlYXRlZCA9IGF3YWl0IHJlcXVlc3RPckZhaWwoY29ubiwge1xuICAgICAgb3A6IFwibmV3XCIsXG4gICAgICBuYW1lLFxuICAgICAgY21kLFxuICAgICAgY3dkLFxuICAgICAgZW52LFxuICAgICAgYmFzZUVudjogaGVyZSA/IHdob2xlRW52T2YoZ2xvYmFsKSA6IHVuZGVmaW5lZCxcbiAgICAgIGNvbHMsXG4gICAgICByb3dzLFxuICAgICAga2VlcDogdmFsdWVzLmtlZXAsXG4gICAgICBzY3JvbGxiYWNrLFxuICAgIH0pO1xuICAgIGlmICh3aW5kb3dOYW1lICE9PSB1bmRlZmluZWQpIHtcbiAgICAgIGF3YWl0IHJlcXVlc3RPckZhaWwoY29ubiwge1xuICAgICAgICBvcDogXCJyZW5hbWUtd2luZG93XCIsXG4gICAgICAgIG5hbWU6IGAke2NyZWF0ZWQubmFtZX06MGAsXG4gICAgICAgIG5ld05hbWU6IHdpbmRvd05hbWUsXG4gICAgICB9KTtcbiAgICB9XG4gICAgaWYgKGRldGFjaGVkKSB7XG4gICAgICBpZiAodmFsdWVzLmpzb24pIHByaW50TGluZShKU09OLnN0cmluZ2lmeShjcmVhdGVkKSk7XG4gICAgICBlbHNlIGlmICh2YWx1ZXMucHJpbnQgJiYgdmFsdWVzLmZvcm1hdCAhPT0gdW5kZWZpbmVkKSB7XG4gICAgICAgIGNvbnN0IHsgdGV4dCB9ID0gYXdhaXQgcmVxdWVzdE9yRmFpbChjb25uLCB7XG4gICAgICAgICAgb3A6IFwiZGlzcGxheS1tZXNzYWdlXCIsXG4gICAgICAgICAgbmFtZTogY3JlYXRlZC5uYW1lLFxuICAgICAgICAgIGZvcm1hdDogdmFsdWVzLmZvcm1hdCxcbiAgICAgICAgICBwcmludDogdHJ1ZSxcbiAgICAgICAgfSk7XG4gICAgICAgIHByaW50TGluZSh0ZXh0KTtcbiAgICAgIH0gZWxzZSBpZiAodmFsdWVzLnByaW50KSBwcmludExpbmUoY3JlYXRlZC5uYW1lKTtcbiAgICAgIHJldHVybiAwO1xuICAgIH1cbiAgICByZXR1cm4gYXdhaXQgYXR0YWNoQW5kV2FpdChjb25uLCBnbG9iYWwuc29ja2V0LCB7XG4gICAgICBmaW5kQ29tbWFuZDogZ2xvYmFsLmZpbmRDb21tYW5kLFxuICAgICAgbmFtZTogY3JlYXRlZC5uYW1lLFxuICAgICAgcmVhZE9ubHk6IGZhbHNlLFxuICAgICAgcHJlZml4LFxuICAgICAgcHJlZml4T3B0aW9uOiB2YWx1ZXMucHJlZml4LFxuICAgICAgY2xpcGJvYXJkOiBjbGlwYm9hcmRGcm9tKHZhbHVlcy5jbGlwYm9hcmQpLFxuICAgICAgYWZyZXNoOiBjbWQgPT09IHVuZGVmaW5lZCB8fCB2YWx1ZXMua2VlcCA9PT0gdHJ1ZSxcbiAgICB9LCBnbG9iYWwpO1xuICB9LFxufTtcblxuLyoqXG4gKiBXaGV0aGVyIGBuZXcgLUFgIGF0dGFjaGVzOiBzZXNzaW9uIGBuYW1lYCBleGlzdHMgKGl0cyBleGFjdCBuYW1lLCBhc1xuICogdG11eCdzKSwgb3Igd2l0aG91dCBhIG5hbWUgYW55IHNlc3Npb24gc3RpbGwgcnVubmluZyBkb2VzIChgYXR0YWNoYFxuICogdGhlbiB0YWtlcyB0aGUgbW9zdCByZWNlbnRseSBhY3RpdmUgb25lLCBhcyB0bXV4J3MgY3VycmVudCBzZXNzaW9uKS5cbiAqL1xuYXN5bmMgZnVuY3Rpb24gc2Vzc2lvblRvSm9pbihcbiAgY29ubjogQ29ubmVjdGlvbixcbiAgbmFtZTogc3RyaW5nIHwgdW5kZWZpbmVkLFxuKTogUHJvbWlzZTxib29sZWFuPiB7XG4gIGNvbnN0IHsgc2Vzc2lvbnMgfSA9IGF3YWl0IHJlcXVlc3RPckZhaWwoY29ubiwgeyBvcDogXCJsc1wiIH0pO1xuICByZXR1cm4gbmFtZSA9PT0gdW5kZWZpbmVkXG4gICAgPyBzZXNzaW9ucy5zb21lKChzKSA9PiAhcy5leGl0KVxuICAgIDogc2Vzc2lvbnMuc29tZSgocykgPT4gcy5uYW1lID09PSBuYW1lKTtcbn1cblxuLyoqXG4gKiBSZWZ1c2VzIGBuYW1lYCB3aGVuIHRoZSBydW5uaW5nIGRhZW1vbiBoYXMgYSBzZXNzaW9uIG9mIHRoYXQgbmFtZSAobm9cbiAqIGRhZW1vbiwgb3Igb25lIHRoYXQgZG9lcyBub3QgYW5zd2VyOiB0aGUgdHR5IGNoZWNrIHNwZWFrcyBpbnN0ZWFkKS5cbiAqL1xuYXN5bmMgZnVuY3Rpb24gcmVmdXNlVGFrZW4oZ2xvYmFsOiBHbG9iYWxPcHRpb25zLCBuYW1lOiBzdHJpbmcpIHtcbiAgbGV0IHRha2VuID0gZmFsc2U7XG4gIHRyeSB7XG4gICAgdXNpbmcgY29ubiA9IGF3YWl0IGNvbm5lY3RPckZhaWwoZ2xvYmFsKTtcbiAgICBjb25zdCB7IHNlc3Npb25zIH0gPSBhd2FpdCByZXF1ZXN0T3JGYWlsKGNvbm4sIHsgb3A6IFwibHNcIiB9KTtcbiAgICB0YWtlbiA9IHNlc3Npb25zLnNvbWUoKHMpID0+IHMubmFtZSA9PT0gbmFtZSk7XG4gIH0gY2F0Y2gge1xuICAgIHJldHVybjtcbiAgfVxuICBpZiAodGFrZW4pIHtcbiAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgYEEgc2Vzc2lvbiBuYW1lZCAke25hbWV9IGFscmVhZHkgZXhpc3RzOyBwaWNrIGFub3RoZXIgbmFtZWAsXG4gICAgKTtcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7OztDQUtDLEdBRUQsU0FBUyxnQkFBZ0IsRUFBRSxRQUFRLFFBQVEsMEJBQTBCO0FBQ3JFLFNBQVMsY0FBYyxFQUFFLFFBQVEsUUFBUSwyQkFBMkI7QUFDcEUsU0FDRSxTQUFTLEVBQ1QsU0FBUyxFQUNULGdCQUFnQixFQUNoQixjQUFjLFFBQ1QsaUJBQWlCO0FBQ3hCLFNBQVMsV0FBVyxFQUFFLGlCQUFpQixRQUFRLGlCQUFpQjtBQUNoRSxTQUFTLGFBQWEsRUFBRSxvQkFBb0IsUUFBUSxnQkFBZ0I7QUFDcEUsU0FFRSxLQUFLLEVBRUwsU0FBUyxFQUNULFVBQVUsUUFDTCxlQUFlO0FBQ3RCLFNBQ0UsYUFBYSxFQUNiLGFBQWEsRUFDYixjQUFjLEVBQ2QsV0FBVyxFQUNYLGNBQWMsRUFDZCxZQUFZLEVBQ1osVUFBVSxFQUNWLFdBQVcsUUFDTixlQUFlO0FBQ3RCLFNBQVMsYUFBYSxRQUFRLGdCQUFnQjtBQUM5QyxTQUFTLFlBQVksUUFBUSxzQkFBc0I7QUFDbkQsU0FBUyxnQkFBZ0IsUUFBUSxrQkFBa0I7QUFDbkQsU0FBUyxTQUFTLFFBQVEsZUFBZTtBQUV6QyxTQUFTLFlBQVksUUFBUSxzQkFBc0I7QUFFbkQsT0FBTyxNQUFNLFVBQW1CO0VBQzlCLE1BQU07RUFDTixTQUFTO0VBQ1QsT0FBTyxDQUFDOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztBQTBCVixFQUFFLGVBQWUsSUFBSTtBQUNyQixFQUFFLFlBQVksSUFBSTs7O3lDQUd1QixDQUFDO0VBQ3hDLE1BQU0sS0FBSSxJQUFJLEVBQUUsTUFBTTtJQUNwQixNQUFNLFFBQVEsZUFBZSxNQUFNO0lBQ25DLGlFQUFpRTtJQUNqRSxNQUFNLEVBQUUsTUFBTSxFQUFFLFdBQVcsRUFBRSxHQUFHLGlCQUM5QixPQUNBLE1BQU0sR0FBRyxFQUNUO0lBRUYsTUFBTSxNQUFNLGFBQWE7U0FBSTtTQUFnQixNQUFNLE9BQU87S0FBQyxFQUFFO0lBQzdELE1BQU0sT0FBTyxPQUFPLE9BQU87SUFDM0IsSUFBSSxTQUFTLFdBQVc7TUFDdEIsTUFBTSxNQUFNLGlCQUFpQjtNQUM3QixJQUFJLEtBQUssTUFBTSxJQUFJLFVBQVU7SUFDL0I7SUFDQSxNQUFNLGFBQWEsTUFBTSxDQUFDLGNBQWM7SUFDeEMsSUFDRSxlQUFlLGFBQ2YsQ0FBQyxlQUFlLE1BQU07U0FBSTtLQUFXLENBQUMsTUFBTSxHQUFHLFFBQVEsR0FDdkQ7TUFDQSxNQUFNLElBQUksVUFDUixDQUFDLCtCQUErQixFQUFFLFNBQVMsV0FBVyxDQUFDO0lBRTNEO0lBQ0EsTUFBTSxNQUFNLFVBQVUsT0FBTyxHQUFHLElBQUksRUFBRTtJQUN0QyxNQUFNLFdBQVcsT0FBTyxRQUFRLElBQUk7SUFDcEMsaUJBQWlCLE9BQU87SUFDeEIsSUFBSSxDQUFDLE9BQU8sS0FBSyxJQUFJLE9BQU8sSUFBSSxLQUFLLENBQUMsVUFBVTtNQUM5QyxNQUFNLElBQUksVUFDUjtJQUVKO0lBQ0EsTUFBTSxPQUFPLE1BQU0sQ0FBQyxrQkFBa0IsS0FBSztJQUMzQyxNQUFNLFNBQVMsWUFBWSxDQUFDLE9BQ3hCLFlBQ0EsTUFBTSxXQUFXLE9BQU8sTUFBTTtJQUNsQyxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixTQUFTLGFBQWEsQ0FBQyxNQUFNO01BQzlELDBEQUEwRDtNQUMxRCxNQUFNLFlBQVksUUFBUTtJQUM1QjtJQUNBLElBQUksQ0FBQyxVQUFVLGFBQWEsT0FBTztJQUNuQyxNQUFNLE9BQU8sV0FBVztNQUFFLE1BQU07TUFBSSxNQUFNO0lBQUcsSUFBSTtJQUNqRCxNQUFNLE9BQU8sVUFBVSxVQUFVLE9BQU8sSUFBSSxFQUFFLEdBQUcsYUFBYSxLQUFLLElBQUk7SUFDdkUsTUFBTSxhQUFhLFVBQVUsVUFBVSxPQUFPLElBQUksRUFBRSxHQUFHO0lBQ3ZELE1BQU0sYUFBYSxVQUNqQixnQkFDQSxPQUFPLFVBQVUsRUFDakIsR0FDQTtJQUVGLGlFQUFpRTtJQUNqRSw4REFBOEQ7SUFDOUQsTUFBTSxPQUFPLE9BQU8sSUFBSSxLQUFLO0lBQzdCLE1BQU0sTUFBTSxPQUFPLEdBQUcsSUFBSSxDQUFDLE9BQU8sTUFBTSxVQUFVLFNBQVM7VUFFckQsT0FBTyxNQUFNLHFCQUFxQjtJQUN4QyxJQUFJLFFBQVEsTUFBTSxjQUFjLE1BQU0sT0FBTztNQUMzQywrREFBK0Q7TUFDL0QsZ0VBQWdFO01BQ2hFLGlFQUFpRTtNQUNqRSw2Q0FBNkM7TUFDN0MsSUFBSSxPQUFPLE9BQU8sS0FBSyxXQUFXO1FBQ2hDLElBQUksU0FBUyxXQUFXO1VBQ3RCLE1BQU0sY0FBYyxNQUFNO1lBQ3hCLElBQUk7WUFDSixNQUFNLENBQUMsQ0FBQyxFQUFFLE1BQU07WUFDaEIsTUFBTSxPQUFPLE9BQU87VUFDdEI7UUFDRjtRQUNBLE9BQU87TUFDVDtNQUNBLGFBQWEsVUFBVTtNQUN2QixPQUFPLE1BQU0sY0FBYyxNQUFNLE9BQU8sTUFBTSxFQUFFO1FBQzlDLGFBQWEsT0FBTyxXQUFXO1FBQy9CO1FBQ0EsVUFBVTtRQUNWLGNBQWMsTUFBTSxDQUFDLGdCQUFnQixJQUFJO1FBQ3pDO1FBQ0EsY0FBYyxPQUFPLE1BQU07UUFDM0IsV0FBVyxjQUFjLE9BQU8sU0FBUztNQUMzQyxHQUFHO0lBQ0w7SUFDQSxvRUFBb0U7SUFDcEUsOERBQThEO0lBQzlELE1BQU0sT0FBTyxjQUNYLENBQUMsV0FBVyxLQUFLLElBQUksR0FBRyxNQUFNLGVBQWUsTUFBTSxLQUFLLElBQUksQ0FBQztJQUMvRCxNQUFNLFVBQVUsTUFBTSxjQUFjLE1BQU07TUFDeEMsSUFBSTtNQUNKO01BQ0E7TUFDQTtNQUNBO01BQ0EsU0FBUyxPQUFPLFdBQVcsVUFBVTtNQUNyQztNQUNBO01BQ0EsTUFBTSxPQUFPLElBQUk7TUFDakI7SUFDRjtJQUNBLElBQUksZUFBZSxXQUFXO01BQzVCLE1BQU0sY0FBYyxNQUFNO1FBQ3hCLElBQUk7UUFDSixNQUFNLEdBQUcsUUFBUSxJQUFJLENBQUMsRUFBRSxDQUFDO1FBQ3pCLFNBQVM7TUFDWDtJQUNGO0lBQ0EsSUFBSSxVQUFVO01BQ1osSUFBSSxPQUFPLElBQUksRUFBRSxVQUFVLEtBQUssU0FBUyxDQUFDO1dBQ3JDLElBQUksT0FBTyxLQUFLLElBQUksT0FBTyxNQUFNLEtBQUssV0FBVztRQUNwRCxNQUFNLEVBQUUsSUFBSSxFQUFFLEdBQUcsTUFBTSxjQUFjLE1BQU07VUFDekMsSUFBSTtVQUNKLE1BQU0sUUFBUSxJQUFJO1VBQ2xCLFFBQVEsT0FBTyxNQUFNO1VBQ3JCLE9BQU87UUFDVDtRQUNBLFVBQVU7TUFDWixPQUFPLElBQUksT0FBTyxLQUFLLEVBQUUsVUFBVSxRQUFRLElBQUk7TUFDL0MsT0FBTztJQUNUO0lBQ0EsT0FBTyxNQUFNLGNBQWMsTUFBTSxPQUFPLE1BQU0sRUFBRTtNQUM5QyxhQUFhLE9BQU8sV0FBVztNQUMvQixNQUFNLFFBQVEsSUFBSTtNQUNsQixVQUFVO01BQ1Y7TUFDQSxjQUFjLE9BQU8sTUFBTTtNQUMzQixXQUFXLGNBQWMsT0FBTyxTQUFTO01BQ3pDLFFBQVEsUUFBUSxhQUFhLE9BQU8sSUFBSSxLQUFLO0lBQy9DLEdBQUc7RUFDTDtBQUNGLEVBQUU7QUFFRjs7OztDQUlDLEdBQ0QsZUFBZSxjQUNiLElBQWdCLEVBQ2hCLElBQXdCO0VBRXhCLE1BQU0sRUFBRSxRQUFRLEVBQUUsR0FBRyxNQUFNLGNBQWMsTUFBTTtJQUFFLElBQUk7RUFBSztFQUMxRCxPQUFPLFNBQVMsWUFDWixTQUFTLElBQUksQ0FBQyxDQUFDLElBQU0sQ0FBQyxFQUFFLElBQUksSUFDNUIsU0FBUyxJQUFJLENBQUMsQ0FBQyxJQUFNLEVBQUUsSUFBSSxLQUFLO0FBQ3RDO0FBRUE7OztDQUdDLEdBQ0QsZUFBZSxZQUFZLE1BQXFCLEVBQUUsSUFBWTtFQUM1RCxJQUFJLFFBQVE7RUFDWixJQUFJO1VBQ0ksT0FBTyxNQUFNLGNBQWM7SUFDakMsTUFBTSxFQUFFLFFBQVEsRUFBRSxHQUFHLE1BQU0sY0FBYyxNQUFNO01BQUUsSUFBSTtJQUFLO0lBQzFELFFBQVEsU0FBUyxJQUFJLENBQUMsQ0FBQyxJQUFNLEVBQUUsSUFBSSxLQUFLO0VBQzFDLEVBQUUsT0FBTTtJQUNOO0VBQ0Y7RUFDQSxJQUFJLE9BQU87SUFDVCxNQUFNLElBQUksVUFDUixDQUFDLGdCQUFnQixFQUFFLEtBQUssa0NBQWtDLENBQUM7RUFFL0Q7QUFDRiJ9
// denoCacheMetadata=6134400221318958223,11315607786197905829