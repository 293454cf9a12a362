/**
 * Runs a berth command line bound to a key (`[bind.prefix]` ...) for an
 * attach client: in an attach client that draws its terminal, or in the
 * daemon for a terminal it draws (`server/daemon/tty_attach.ts`), in the
 * environment and directory of its `berth attach` process (`where`'s
 * `env` and `cwd`). Split as a shell would split it (quotes, backslashes;
 * no expansions), looked up in the CLI's own command table, and run in
 * the attach client's context: a command that takes `-t` gets the
 * attached session when the line names none (so the pane commands'
 * defaults from `$BERTH_PANE` never apply). What it prints comes back for
 * the client to show (tmux's view mode), its error as one line. The
 * config file's `commands` run here too, in the daemon, attached to no
 * session; `runCommandLine` runs `if-shell`'s chosen command line.
 *
 * @module
 */ import { UserError } from "./command.ts";
import { withOutputTo } from "../stdout.ts";
import { COMMAND_FILES } from "./index.ts";
import { asksDetached } from "./_new_args.ts";
/** Commands that take the terminal or run until stopped: not from a key. */ export const NOT_FROM_KEYS = new Set([
  "start",
  "attach",
  "replay",
  "events",
  "run",
  "wait",
  "wait-for",
  "serve"
]);
/** Most output kept from one command, in UTF-16 units: a view's worth. */ const MAX_OUTPUT = 1 << 20;
/**
 * Runs `line` against the daemon at `where` with `session` as the
 * default target (null: none, for the config file's commands), finding
 * commands with `find` (`index.ts`'s `findCommand`); resolves with its
 * error line (null on success) and what it printed.
 *
 * @example
 * ```ts ignore
 * const err = await runBoundCommand("kill-session", "work", { socket }, find);
 * ```
 */ export async function runBoundCommand(line, session, where, find) {
  let argv;
  try {
    argv = splitCommandLine(line);
  } catch (err) {
    return failed(err.message);
  }
  const [name, ...args] = argv;
  // Refused by name, before its module is loaded (the attach client's
  // bundle does not hold these: client/bundle/build.ts).
  const known = COMMAND_FILES.find(([names])=>names.includes(name ?? ""));
  if (known && NOT_FROM_KEYS.has(known[0][0])) {
    return failed(`berth ${known[0][0]} cannot run from a key binding`);
  }
  const cmd = name === undefined ? undefined : await find(name);
  if (!cmd) {
    return failed(`Unknown command "${name ?? ""}" (berth --help lists the commands)`);
  }
  // Read as `new` reads them: `new -- vim -d a b` is not detached.
  if (cmd.name === "new" && !asksDetached(args)) args.unshift("-d");
  if (session === null) {
  // The config file's: no session is attached.
  } else if (cmd.target && !hasTarget(args)) {
    args.unshift("-t", session);
  } else if (cmd.target) inSession(args, session);
  if (session !== null && cmd.source && !hasTarget(args, "s")) {
    args.unshift("-s", session);
  } else if (session !== null && cmd.source) inSession(args, session, "s");
  const decoder = new TextDecoder();
  let output = "";
  const keep = (bytes)=>{
    if (output.length < MAX_OUTPUT) {
      output += decoder.decode(bytes, {
        stream: true
      });
    }
  };
  try {
    const code = await withOutputTo(keep, ()=>cmd.run(args, {
        ...where,
        findCommand: find,
        boundTo: session ?? undefined,
        bound: true
      }));
    return {
      error: code === 0 ? null : `${line}: exited ${code}`,
      output
    };
  } catch (err) {
    if (err instanceof UserError) return {
      error: err.message,
      output
    };
    return {
      error: `${line}: ${err?.message ?? err}`,
      output
    };
  }
}
/**
 * Runs `line` for a command that runs another (`if-shell`'s chosen one),
 * in its context: a command that takes `-t` and names none gets `target`
 * (when there is one; a target starting with `:` is in its session). In
 * a process that lives on (`global.bound`: a key's, the prompt's, the
 * config file's), the commands that take the terminal or run until
 * stopped are refused and `new` runs detached, as from a key. A blank
 * line does nothing. Returns its exit code; its mistakes throw.
 */ export async function runCommandLine(line, target, global) {
  const [name, ...args] = splitCommandLine(line);
  if (name === undefined) return 0;
  const known = COMMAND_FILES.find(([names])=>names.includes(name));
  if (global.bound && known && NOT_FROM_KEYS.has(known[0][0])) {
    throw new UserError(`berth ${known[0][0]} cannot run from a key binding`);
  }
  const cmd = await global.findCommand?.(name);
  if (!cmd) {
    throw new UserError(`Unknown command "${name}" (berth --help lists the commands)`);
  }
  if (global.bound && cmd.name === "new" && !asksDetached(args)) {
    args.unshift("-d");
  }
  if (cmd.target && target !== undefined) {
    if (!hasTarget(args)) args.unshift("-t", target);
    else inSession(args, target.replace(/:.*$/, ""));
  }
  return await cmd.run(args, global);
}
/** A command line that did not run: its error, no output. */ function failed(error) {
  return {
    error,
    output: ""
  };
}
// A target that starts with `:` (`:2`, `:2.1`) means one in the attached
// session, as in tmux; a pane id (`%3`) is the daemon's, whatever its
// session, and goes as it is (as the CLI's: `inCurrentSession`).
// `-s` (`flag` "s") of a command that takes a source is read the same way.
function inSession(args, session, flag = "t") {
  const rel = (t)=>t.startsWith(":");
  const abs = (t)=>session + t;
  for(let i = 0; i < args.length; i++){
    const a = args[i];
    const t = attachedTarget(a, flag);
    if (takesTarget(a, flag) && i + 1 < args.length) {
      if (rel(args[i + 1])) args[i + 1] = abs(args[i + 1]);
      i++;
    } else if (t !== null && rel(t)) args[i] = `-${flag}${abs(t)}`;
  }
}
function hasTarget(args, flag = "t") {
  const long = flag === "t" ? "--target" : "--source";
  return args.some((a)=>takesTarget(a, flag) || a.startsWith(`${long}=`) || attachedTarget(a, flag) !== null);
}
/** The target of `-tTARGET` (its value in the same word), else null. */ function attachedTarget(a, flag = "t") {
  return a.startsWith(`-${flag}`) && a.length > 2 && !a.startsWith("--") ? a.slice(2) : null;
}
/**
 * `-t`, `--target`, or short flags ending in `t` (`-lt`, as tmux's getopt
 * reads `send-keys -lt :1`): the target is the next word. The same for
 * `-s` with `flag` "s".
 */ function takesTarget(a, flag = "t") {
  const long = flag === "t" ? "--target" : "--source";
  return a === long || new RegExp(`^-[a-zA-Z]*${flag}$`).test(a);
}
/**
 * Splits a command line into words as a shell does, without expansions:
 * blanks separate, '...' keeps everything, "..." and \ escape.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { splitCommandLine } from "./_command_runner.ts";
 * assert.deepEqual(splitCommandLine(`send --keys "C-c" 'a b' c\\ d`), [
 *   "send", "--keys", "C-c", "a b", "c d",
 * ]);
 * ```
 */ export function splitCommandLine(line) {
  const words = [];
  let word = null;
  let quote = null;
  for(let i = 0; i < line.length; i++){
    const c = line[i];
    if (quote === "'") {
      if (c === "'") quote = null;
      else word += c;
    } else if (c === "\\" && i + 1 < line.length) {
      word = (word ?? "") + line[++i];
    } else if (quote === '"') {
      if (c === '"') quote = null;
      else word += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      word ??= "";
    } else if (/\s/.test(c)) {
      if (word !== null) words.push(word);
      word = null;
    } else {
      word = (word ?? "") + c;
    }
  }
  if (quote) throw new UserError(`Unclosed ${quote} in the command line`);
  if (word !== null) words.push(word);
  return words;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9fY29tbWFuZF9ydW5uZXIudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBSdW5zIGEgYmVydGggY29tbWFuZCBsaW5lIGJvdW5kIHRvIGEga2V5IChgW2JpbmQucHJlZml4XWAgLi4uKSBmb3IgYW5cbiAqIGF0dGFjaCBjbGllbnQ6IGluIGFuIGF0dGFjaCBjbGllbnQgdGhhdCBkcmF3cyBpdHMgdGVybWluYWwsIG9yIGluIHRoZVxuICogZGFlbW9uIGZvciBhIHRlcm1pbmFsIGl0IGRyYXdzIChgc2VydmVyL2RhZW1vbi90dHlfYXR0YWNoLnRzYCksIGluIHRoZVxuICogZW52aXJvbm1lbnQgYW5kIGRpcmVjdG9yeSBvZiBpdHMgYGJlcnRoIGF0dGFjaGAgcHJvY2VzcyAoYHdoZXJlYCdzXG4gKiBgZW52YCBhbmQgYGN3ZGApLiBTcGxpdCBhcyBhIHNoZWxsIHdvdWxkIHNwbGl0IGl0IChxdW90ZXMsIGJhY2tzbGFzaGVzO1xuICogbm8gZXhwYW5zaW9ucyksIGxvb2tlZCB1cCBpbiB0aGUgQ0xJJ3Mgb3duIGNvbW1hbmQgdGFibGUsIGFuZCBydW4gaW5cbiAqIHRoZSBhdHRhY2ggY2xpZW50J3MgY29udGV4dDogYSBjb21tYW5kIHRoYXQgdGFrZXMgYC10YCBnZXRzIHRoZVxuICogYXR0YWNoZWQgc2Vzc2lvbiB3aGVuIHRoZSBsaW5lIG5hbWVzIG5vbmUgKHNvIHRoZSBwYW5lIGNvbW1hbmRzJ1xuICogZGVmYXVsdHMgZnJvbSBgJEJFUlRIX1BBTkVgIG5ldmVyIGFwcGx5KS4gV2hhdCBpdCBwcmludHMgY29tZXMgYmFjayBmb3JcbiAqIHRoZSBjbGllbnQgdG8gc2hvdyAodG11eCdzIHZpZXcgbW9kZSksIGl0cyBlcnJvciBhcyBvbmUgbGluZS4gVGhlXG4gKiBjb25maWcgZmlsZSdzIGBjb21tYW5kc2AgcnVuIGhlcmUgdG9vLCBpbiB0aGUgZGFlbW9uLCBhdHRhY2hlZCB0byBub1xuICogc2Vzc2lvbjsgYHJ1bkNvbW1hbmRMaW5lYCBydW5zIGBpZi1zaGVsbGAncyBjaG9zZW4gY29tbWFuZCBsaW5lLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyB0eXBlIENvbW1hbmQsIHR5cGUgR2xvYmFsT3B0aW9ucywgVXNlckVycm9yIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgd2l0aE91dHB1dFRvIH0gZnJvbSBcIi4uL3N0ZG91dC50c1wiO1xuaW1wb3J0IHsgQ09NTUFORF9GSUxFUyB9IGZyb20gXCIuL2luZGV4LnRzXCI7XG5pbXBvcnQgeyBhc2tzRGV0YWNoZWQgfSBmcm9tIFwiLi9fbmV3X2FyZ3MudHNcIjtcblxuLyoqIENvbW1hbmRzIHRoYXQgdGFrZSB0aGUgdGVybWluYWwgb3IgcnVuIHVudGlsIHN0b3BwZWQ6IG5vdCBmcm9tIGEga2V5LiAqL1xuZXhwb3J0IGNvbnN0IE5PVF9GUk9NX0tFWVM6IFJlYWRvbmx5U2V0PHN0cmluZz4gPSBuZXcgU2V0KFtcbiAgXCJzdGFydFwiLFxuICBcImF0dGFjaFwiLFxuICBcInJlcGxheVwiLFxuICBcImV2ZW50c1wiLFxuICBcInJ1blwiLFxuICBcIndhaXRcIixcbiAgXCJ3YWl0LWZvclwiLFxuICBcInNlcnZlXCIsXG5dKTtcblxuLyoqIFdoYXQgYSBib3VuZCBjb21tYW5kIGRpZDogaXRzIG9uZS1saW5lIGVycm9yIChudWxsOiBub25lKSwgaXRzIG91dHB1dC4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgQm91bmRSZXN1bHQge1xuICBlcnJvcjogc3RyaW5nIHwgbnVsbDtcbiAgb3V0cHV0OiBzdHJpbmc7XG59XG5cbi8qKiBNb3N0IG91dHB1dCBrZXB0IGZyb20gb25lIGNvbW1hbmQsIGluIFVURi0xNiB1bml0czogYSB2aWV3J3Mgd29ydGguICovXG5jb25zdCBNQVhfT1VUUFVUID0gMSA8PCAyMDtcblxuLyoqXG4gKiBSdW5zIGBsaW5lYCBhZ2FpbnN0IHRoZSBkYWVtb24gYXQgYHdoZXJlYCB3aXRoIGBzZXNzaW9uYCBhcyB0aGVcbiAqIGRlZmF1bHQgdGFyZ2V0IChudWxsOiBub25lLCBmb3IgdGhlIGNvbmZpZyBmaWxlJ3MgY29tbWFuZHMpLCBmaW5kaW5nXG4gKiBjb21tYW5kcyB3aXRoIGBmaW5kYCAoYGluZGV4LnRzYCdzIGBmaW5kQ29tbWFuZGApOyByZXNvbHZlcyB3aXRoIGl0c1xuICogZXJyb3IgbGluZSAobnVsbCBvbiBzdWNjZXNzKSBhbmQgd2hhdCBpdCBwcmludGVkLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0cyBpZ25vcmVcbiAqIGNvbnN0IGVyciA9IGF3YWl0IHJ1bkJvdW5kQ29tbWFuZChcImtpbGwtc2Vzc2lvblwiLCBcIndvcmtcIiwgeyBzb2NrZXQgfSwgZmluZCk7XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIHJ1bkJvdW5kQ29tbWFuZChcbiAgbGluZTogc3RyaW5nLFxuICBzZXNzaW9uOiBzdHJpbmcgfCBudWxsLFxuICB3aGVyZTogR2xvYmFsT3B0aW9ucyxcbiAgZmluZDogKG5hbWU6IHN0cmluZykgPT4gUHJvbWlzZTxDb21tYW5kIHwgdW5kZWZpbmVkPixcbik6IFByb21pc2U8Qm91bmRSZXN1bHQ+IHtcbiAgbGV0IGFyZ3Y6IHN0cmluZ1tdO1xuICB0cnkge1xuICAgIGFyZ3YgPSBzcGxpdENvbW1hbmRMaW5lKGxpbmUpO1xuICB9IGNhdGNoIChlcnIpIHtcbiAgICByZXR1cm4gZmFpbGVkKChlcnIgYXMgRXJyb3IpLm1lc3NhZ2UpO1xuICB9XG4gIGNvbnN0IFtuYW1lLCAuLi5hcmdzXSA9IGFyZ3Y7XG4gIC8vIFJlZnVzZWQgYnkgbmFtZSwgYmVmb3JlIGl0cyBtb2R1bGUgaXMgbG9hZGVkICh0aGUgYXR0YWNoIGNsaWVudCdzXG4gIC8vIGJ1bmRsZSBkb2VzIG5vdCBob2xkIHRoZXNlOiBjbGllbnQvYnVuZGxlL2J1aWxkLnRzKS5cbiAgY29uc3Qga25vd24gPSBDT01NQU5EX0ZJTEVTLmZpbmQoKFtuYW1lc10pID0+IG5hbWVzLmluY2x1ZGVzKG5hbWUgPz8gXCJcIikpO1xuICBpZiAoa25vd24gJiYgTk9UX0ZST01fS0VZUy5oYXMoa25vd25bMF1bMF0pKSB7XG4gICAgcmV0dXJuIGZhaWxlZChgYmVydGggJHtrbm93blswXVswXX0gY2Fubm90IHJ1biBmcm9tIGEga2V5IGJpbmRpbmdgKTtcbiAgfVxuICBjb25zdCBjbWQgPSBuYW1lID09PSB1bmRlZmluZWQgPyB1bmRlZmluZWQgOiBhd2FpdCBmaW5kKG5hbWUpO1xuICBpZiAoIWNtZCkge1xuICAgIHJldHVybiBmYWlsZWQoXG4gICAgICBgVW5rbm93biBjb21tYW5kIFwiJHtuYW1lID8/IFwiXCJ9XCIgKGJlcnRoIC0taGVscCBsaXN0cyB0aGUgY29tbWFuZHMpYCxcbiAgICApO1xuICB9XG4gIC8vIFJlYWQgYXMgYG5ld2AgcmVhZHMgdGhlbTogYG5ldyAtLSB2aW0gLWQgYSBiYCBpcyBub3QgZGV0YWNoZWQuXG4gIGlmIChjbWQubmFtZSA9PT0gXCJuZXdcIiAmJiAhYXNrc0RldGFjaGVkKGFyZ3MpKSBhcmdzLnVuc2hpZnQoXCItZFwiKTtcbiAgaWYgKHNlc3Npb24gPT09IG51bGwpIHtcbiAgICAvLyBUaGUgY29uZmlnIGZpbGUnczogbm8gc2Vzc2lvbiBpcyBhdHRhY2hlZC5cbiAgfSBlbHNlIGlmIChjbWQudGFyZ2V0ICYmICFoYXNUYXJnZXQoYXJncykpIHtcbiAgICBhcmdzLnVuc2hpZnQoXCItdFwiLCBzZXNzaW9uKTtcbiAgfSBlbHNlIGlmIChjbWQudGFyZ2V0KSBpblNlc3Npb24oYXJncywgc2Vzc2lvbik7XG4gIGlmIChzZXNzaW9uICE9PSBudWxsICYmIGNtZC5zb3VyY2UgJiYgIWhhc1RhcmdldChhcmdzLCBcInNcIikpIHtcbiAgICBhcmdzLnVuc2hpZnQoXCItc1wiLCBzZXNzaW9uKTtcbiAgfSBlbHNlIGlmIChzZXNzaW9uICE9PSBudWxsICYmIGNtZC5zb3VyY2UpIGluU2Vzc2lvbihhcmdzLCBzZXNzaW9uLCBcInNcIik7XG4gIGNvbnN0IGRlY29kZXIgPSBuZXcgVGV4dERlY29kZXIoKTtcbiAgbGV0IG91dHB1dCA9IFwiXCI7XG4gIGNvbnN0IGtlZXAgPSAoYnl0ZXM6IFVpbnQ4QXJyYXkpID0+IHtcbiAgICBpZiAob3V0cHV0Lmxlbmd0aCA8IE1BWF9PVVRQVVQpIHtcbiAgICAgIG91dHB1dCArPSBkZWNvZGVyLmRlY29kZShieXRlcywgeyBzdHJlYW06IHRydWUgfSk7XG4gICAgfVxuICB9O1xuICB0cnkge1xuICAgIGNvbnN0IGNvZGUgPSBhd2FpdCB3aXRoT3V0cHV0VG8oXG4gICAgICBrZWVwLFxuICAgICAgKCkgPT5cbiAgICAgICAgY21kLnJ1bihhcmdzLCB7XG4gICAgICAgICAgLi4ud2hlcmUsXG4gICAgICAgICAgZmluZENvbW1hbmQ6IGZpbmQsXG4gICAgICAgICAgYm91bmRUbzogc2Vzc2lvbiA/PyB1bmRlZmluZWQsXG4gICAgICAgICAgYm91bmQ6IHRydWUsXG4gICAgICAgIH0pLFxuICAgICk7XG4gICAgcmV0dXJuIHsgZXJyb3I6IGNvZGUgPT09IDAgPyBudWxsIDogYCR7bGluZX06IGV4aXRlZCAke2NvZGV9YCwgb3V0cHV0IH07XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIGlmIChlcnIgaW5zdGFuY2VvZiBVc2VyRXJyb3IpIHJldHVybiB7IGVycm9yOiBlcnIubWVzc2FnZSwgb3V0cHV0IH07XG4gICAgcmV0dXJuIHsgZXJyb3I6IGAke2xpbmV9OiAkeyhlcnIgYXMgRXJyb3IpPy5tZXNzYWdlID8/IGVycn1gLCBvdXRwdXQgfTtcbiAgfVxufVxuXG4vKipcbiAqIFJ1bnMgYGxpbmVgIGZvciBhIGNvbW1hbmQgdGhhdCBydW5zIGFub3RoZXIgKGBpZi1zaGVsbGAncyBjaG9zZW4gb25lKSxcbiAqIGluIGl0cyBjb250ZXh0OiBhIGNvbW1hbmQgdGhhdCB0YWtlcyBgLXRgIGFuZCBuYW1lcyBub25lIGdldHMgYHRhcmdldGBcbiAqICh3aGVuIHRoZXJlIGlzIG9uZTsgYSB0YXJnZXQgc3RhcnRpbmcgd2l0aCBgOmAgaXMgaW4gaXRzIHNlc3Npb24pLiBJblxuICogYSBwcm9jZXNzIHRoYXQgbGl2ZXMgb24gKGBnbG9iYWwuYm91bmRgOiBhIGtleSdzLCB0aGUgcHJvbXB0J3MsIHRoZVxuICogY29uZmlnIGZpbGUncyksIHRoZSBjb21tYW5kcyB0aGF0IHRha2UgdGhlIHRlcm1pbmFsIG9yIHJ1biB1bnRpbFxuICogc3RvcHBlZCBhcmUgcmVmdXNlZCBhbmQgYG5ld2AgcnVucyBkZXRhY2hlZCwgYXMgZnJvbSBhIGtleS4gQSBibGFua1xuICogbGluZSBkb2VzIG5vdGhpbmcuIFJldHVybnMgaXRzIGV4aXQgY29kZTsgaXRzIG1pc3Rha2VzIHRocm93LlxuICovXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gcnVuQ29tbWFuZExpbmUoXG4gIGxpbmU6IHN0cmluZyxcbiAgdGFyZ2V0OiBzdHJpbmcgfCB1bmRlZmluZWQsXG4gIGdsb2JhbDogR2xvYmFsT3B0aW9ucyxcbik6IFByb21pc2U8bnVtYmVyPiB7XG4gIGNvbnN0IFtuYW1lLCAuLi5hcmdzXSA9IHNwbGl0Q29tbWFuZExpbmUobGluZSk7XG4gIGlmIChuYW1lID09PSB1bmRlZmluZWQpIHJldHVybiAwO1xuICBjb25zdCBrbm93biA9IENPTU1BTkRfRklMRVMuZmluZCgoW25hbWVzXSkgPT4gbmFtZXMuaW5jbHVkZXMobmFtZSkpO1xuICBpZiAoZ2xvYmFsLmJvdW5kICYmIGtub3duICYmIE5PVF9GUk9NX0tFWVMuaGFzKGtub3duWzBdWzBdKSkge1xuICAgIHRocm93IG5ldyBVc2VyRXJyb3IoYGJlcnRoICR7a25vd25bMF1bMF19IGNhbm5vdCBydW4gZnJvbSBhIGtleSBiaW5kaW5nYCk7XG4gIH1cbiAgY29uc3QgY21kID0gYXdhaXQgZ2xvYmFsLmZpbmRDb21tYW5kPy4obmFtZSk7XG4gIGlmICghY21kKSB7XG4gICAgdGhyb3cgbmV3IFVzZXJFcnJvcihcbiAgICAgIGBVbmtub3duIGNvbW1hbmQgXCIke25hbWV9XCIgKGJlcnRoIC0taGVscCBsaXN0cyB0aGUgY29tbWFuZHMpYCxcbiAgICApO1xuICB9XG4gIGlmIChnbG9iYWwuYm91bmQgJiYgY21kLm5hbWUgPT09IFwibmV3XCIgJiYgIWFza3NEZXRhY2hlZChhcmdzKSkge1xuICAgIGFyZ3MudW5zaGlmdChcIi1kXCIpO1xuICB9XG4gIGlmIChjbWQudGFyZ2V0ICYmIHRhcmdldCAhPT0gdW5kZWZpbmVkKSB7XG4gICAgaWYgKCFoYXNUYXJnZXQoYXJncykpIGFyZ3MudW5zaGlmdChcIi10XCIsIHRhcmdldCk7XG4gICAgZWxzZSBpblNlc3Npb24oYXJncywgdGFyZ2V0LnJlcGxhY2UoLzouKiQvLCBcIlwiKSk7XG4gIH1cbiAgcmV0dXJuIGF3YWl0IGNtZC5ydW4oYXJncywgZ2xvYmFsKTtcbn1cblxuLyoqIEEgY29tbWFuZCBsaW5lIHRoYXQgZGlkIG5vdCBydW46IGl0cyBlcnJvciwgbm8gb3V0cHV0LiAqL1xuZnVuY3Rpb24gZmFpbGVkKGVycm9yOiBzdHJpbmcpOiBCb3VuZFJlc3VsdCB7XG4gIHJldHVybiB7IGVycm9yLCBvdXRwdXQ6IFwiXCIgfTtcbn1cblxuLy8gQSB0YXJnZXQgdGhhdCBzdGFydHMgd2l0aCBgOmAgKGA6MmAsIGA6Mi4xYCkgbWVhbnMgb25lIGluIHRoZSBhdHRhY2hlZFxuLy8gc2Vzc2lvbiwgYXMgaW4gdG11eDsgYSBwYW5lIGlkIChgJTNgKSBpcyB0aGUgZGFlbW9uJ3MsIHdoYXRldmVyIGl0c1xuLy8gc2Vzc2lvbiwgYW5kIGdvZXMgYXMgaXQgaXMgKGFzIHRoZSBDTEknczogYGluQ3VycmVudFNlc3Npb25gKS5cbi8vIGAtc2AgKGBmbGFnYCBcInNcIikgb2YgYSBjb21tYW5kIHRoYXQgdGFrZXMgYSBzb3VyY2UgaXMgcmVhZCB0aGUgc2FtZSB3YXkuXG5mdW5jdGlvbiBpblNlc3Npb24oYXJnczogc3RyaW5nW10sIHNlc3Npb246IHN0cmluZywgZmxhZyA9IFwidFwiKTogdm9pZCB7XG4gIGNvbnN0IHJlbCA9ICh0OiBzdHJpbmcpID0+IHQuc3RhcnRzV2l0aChcIjpcIik7XG4gIGNvbnN0IGFicyA9ICh0OiBzdHJpbmcpID0+IHNlc3Npb24gKyB0O1xuICBmb3IgKGxldCBpID0gMDsgaSA8IGFyZ3MubGVuZ3RoOyBpKyspIHtcbiAgICBjb25zdCBhID0gYXJnc1tpXTtcbiAgICBjb25zdCB0ID0gYXR0YWNoZWRUYXJnZXQoYSwgZmxhZyk7XG4gICAgaWYgKHRha2VzVGFyZ2V0KGEsIGZsYWcpICYmIGkgKyAxIDwgYXJncy5sZW5ndGgpIHtcbiAgICAgIGlmIChyZWwoYXJnc1tpICsgMV0pKSBhcmdzW2kgKyAxXSA9IGFicyhhcmdzW2kgKyAxXSk7XG4gICAgICBpKys7XG4gICAgfSBlbHNlIGlmICh0ICE9PSBudWxsICYmIHJlbCh0KSkgYXJnc1tpXSA9IGAtJHtmbGFnfSR7YWJzKHQpfWA7XG4gIH1cbn1cblxuZnVuY3Rpb24gaGFzVGFyZ2V0KGFyZ3M6IHN0cmluZ1tdLCBmbGFnID0gXCJ0XCIpOiBib29sZWFuIHtcbiAgY29uc3QgbG9uZyA9IGZsYWcgPT09IFwidFwiID8gXCItLXRhcmdldFwiIDogXCItLXNvdXJjZVwiO1xuICByZXR1cm4gYXJncy5zb21lKChhKSA9PlxuICAgIHRha2VzVGFyZ2V0KGEsIGZsYWcpIHx8IGEuc3RhcnRzV2l0aChgJHtsb25nfT1gKSB8fFxuICAgIGF0dGFjaGVkVGFyZ2V0KGEsIGZsYWcpICE9PSBudWxsXG4gICk7XG59XG5cbi8qKiBUaGUgdGFyZ2V0IG9mIGAtdFRBUkdFVGAgKGl0cyB2YWx1ZSBpbiB0aGUgc2FtZSB3b3JkKSwgZWxzZSBudWxsLiAqL1xuZnVuY3Rpb24gYXR0YWNoZWRUYXJnZXQoYTogc3RyaW5nLCBmbGFnID0gXCJ0XCIpOiBzdHJpbmcgfCBudWxsIHtcbiAgcmV0dXJuIGEuc3RhcnRzV2l0aChgLSR7ZmxhZ31gKSAmJiBhLmxlbmd0aCA+IDIgJiYgIWEuc3RhcnRzV2l0aChcIi0tXCIpXG4gICAgPyBhLnNsaWNlKDIpXG4gICAgOiBudWxsO1xufVxuXG4vKipcbiAqIGAtdGAsIGAtLXRhcmdldGAsIG9yIHNob3J0IGZsYWdzIGVuZGluZyBpbiBgdGAgKGAtbHRgLCBhcyB0bXV4J3MgZ2V0b3B0XG4gKiByZWFkcyBgc2VuZC1rZXlzIC1sdCA6MWApOiB0aGUgdGFyZ2V0IGlzIHRoZSBuZXh0IHdvcmQuIFRoZSBzYW1lIGZvclxuICogYC1zYCB3aXRoIGBmbGFnYCBcInNcIi5cbiAqL1xuZnVuY3Rpb24gdGFrZXNUYXJnZXQoYTogc3RyaW5nLCBmbGFnID0gXCJ0XCIpOiBib29sZWFuIHtcbiAgY29uc3QgbG9uZyA9IGZsYWcgPT09IFwidFwiID8gXCItLXRhcmdldFwiIDogXCItLXNvdXJjZVwiO1xuICByZXR1cm4gYSA9PT0gbG9uZyB8fCBuZXcgUmVnRXhwKGBeLVthLXpBLVpdKiR7ZmxhZ30kYCkudGVzdChhKTtcbn1cblxuLyoqXG4gKiBTcGxpdHMgYSBjb21tYW5kIGxpbmUgaW50byB3b3JkcyBhcyBhIHNoZWxsIGRvZXMsIHdpdGhvdXQgZXhwYW5zaW9uczpcbiAqIGJsYW5rcyBzZXBhcmF0ZSwgJy4uLicga2VlcHMgZXZlcnl0aGluZywgXCIuLi5cIiBhbmQgXFwgZXNjYXBlLlxuICpcbiAqIEBleGFtcGxlXG4gKiBgYGB0c1xuICogaW1wb3J0IGFzc2VydCBmcm9tIFwibm9kZTphc3NlcnQvc3RyaWN0XCI7XG4gKiBpbXBvcnQgeyBzcGxpdENvbW1hbmRMaW5lIH0gZnJvbSBcIi4vX2NvbW1hbmRfcnVubmVyLnRzXCI7XG4gKiBhc3NlcnQuZGVlcEVxdWFsKHNwbGl0Q29tbWFuZExpbmUoYHNlbmQgLS1rZXlzIFwiQy1jXCIgJ2EgYicgY1xcXFwgZGApLCBbXG4gKiAgIFwic2VuZFwiLCBcIi0ta2V5c1wiLCBcIkMtY1wiLCBcImEgYlwiLCBcImMgZFwiLFxuICogXSk7XG4gKiBgYGBcbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHNwbGl0Q29tbWFuZExpbmUobGluZTogc3RyaW5nKTogc3RyaW5nW10ge1xuICBjb25zdCB3b3Jkczogc3RyaW5nW10gPSBbXTtcbiAgbGV0IHdvcmQ6IHN0cmluZyB8IG51bGwgPSBudWxsO1xuICBsZXQgcXVvdGU6IFwiJ1wiIHwgJ1wiJyB8IG51bGwgPSBudWxsO1xuICBmb3IgKGxldCBpID0gMDsgaSA8IGxpbmUubGVuZ3RoOyBpKyspIHtcbiAgICBjb25zdCBjID0gbGluZVtpXTtcbiAgICBpZiAocXVvdGUgPT09IFwiJ1wiKSB7XG4gICAgICBpZiAoYyA9PT0gXCInXCIpIHF1b3RlID0gbnVsbDtcbiAgICAgIGVsc2Ugd29yZCArPSBjO1xuICAgIH0gZWxzZSBpZiAoYyA9PT0gXCJcXFxcXCIgJiYgaSArIDEgPCBsaW5lLmxlbmd0aCkge1xuICAgICAgd29yZCA9ICh3b3JkID8/IFwiXCIpICsgbGluZVsrK2ldO1xuICAgIH0gZWxzZSBpZiAocXVvdGUgPT09ICdcIicpIHtcbiAgICAgIGlmIChjID09PSAnXCInKSBxdW90ZSA9IG51bGw7XG4gICAgICBlbHNlIHdvcmQgKz0gYztcbiAgICB9IGVsc2UgaWYgKGMgPT09IFwiJ1wiIHx8IGMgPT09ICdcIicpIHtcbiAgICAgIHF1b3RlID0gYztcbiAgICAgIHdvcmQgPz89IFwiXCI7XG4gICAgfSBlbHNlIGlmICgvXFxzLy50ZXN0KGMpKSB7XG4gICAgICBpZiAod29yZCAhPT0gbnVsbCkgd29yZHMucHVzaCh3b3JkKTtcbiAgICAgIHdvcmQgPSBudWxsO1xuICAgIH0gZWxzZSB7XG4gICAgICB3b3JkID0gKHdvcmQgPz8gXCJcIikgKyBjO1xuICAgIH1cbiAgfVxuICBpZiAocXVvdGUpIHRocm93IG5ldyBVc2VyRXJyb3IoYFVuY2xvc2VkICR7cXVvdGV9IGluIHRoZSBjb21tYW5kIGxpbmVgKTtcbiAgaWYgKHdvcmQgIT09IG51bGwpIHdvcmRzLnB1c2god29yZCk7XG4gIHJldHVybiB3b3Jkcztcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7O0NBZUMsR0FFRCxTQUEyQyxTQUFTLFFBQVEsZUFBZTtBQUMzRSxTQUFTLFlBQVksUUFBUSxlQUFlO0FBQzVDLFNBQVMsYUFBYSxRQUFRLGFBQWE7QUFDM0MsU0FBUyxZQUFZLFFBQVEsaUJBQWlCO0FBRTlDLDBFQUEwRSxHQUMxRSxPQUFPLE1BQU0sZ0JBQXFDLElBQUksSUFBSTtFQUN4RDtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0NBQ0QsRUFBRTtBQVFILHdFQUF3RSxHQUN4RSxNQUFNLGFBQWEsS0FBSztBQUV4Qjs7Ozs7Ozs7OztDQVVDLEdBQ0QsT0FBTyxlQUFlLGdCQUNwQixJQUFZLEVBQ1osT0FBc0IsRUFDdEIsS0FBb0IsRUFDcEIsSUFBb0Q7RUFFcEQsSUFBSTtFQUNKLElBQUk7SUFDRixPQUFPLGlCQUFpQjtFQUMxQixFQUFFLE9BQU8sS0FBSztJQUNaLE9BQU8sT0FBTyxBQUFDLElBQWMsT0FBTztFQUN0QztFQUNBLE1BQU0sQ0FBQyxNQUFNLEdBQUcsS0FBSyxHQUFHO0VBQ3hCLG9FQUFvRTtFQUNwRSx1REFBdUQ7RUFDdkQsTUFBTSxRQUFRLGNBQWMsSUFBSSxDQUFDLENBQUMsQ0FBQyxNQUFNLEdBQUssTUFBTSxRQUFRLENBQUMsUUFBUTtFQUNyRSxJQUFJLFNBQVMsY0FBYyxHQUFHLENBQUMsS0FBSyxDQUFDLEVBQUUsQ0FBQyxFQUFFLEdBQUc7SUFDM0MsT0FBTyxPQUFPLENBQUMsTUFBTSxFQUFFLEtBQUssQ0FBQyxFQUFFLENBQUMsRUFBRSxDQUFDLDhCQUE4QixDQUFDO0VBQ3BFO0VBQ0EsTUFBTSxNQUFNLFNBQVMsWUFBWSxZQUFZLE1BQU0sS0FBSztFQUN4RCxJQUFJLENBQUMsS0FBSztJQUNSLE9BQU8sT0FDTCxDQUFDLGlCQUFpQixFQUFFLFFBQVEsR0FBRyxtQ0FBbUMsQ0FBQztFQUV2RTtFQUNBLGlFQUFpRTtFQUNqRSxJQUFJLElBQUksSUFBSSxLQUFLLFNBQVMsQ0FBQyxhQUFhLE9BQU8sS0FBSyxPQUFPLENBQUM7RUFDNUQsSUFBSSxZQUFZLE1BQU07RUFDcEIsNkNBQTZDO0VBQy9DLE9BQU8sSUFBSSxJQUFJLE1BQU0sSUFBSSxDQUFDLFVBQVUsT0FBTztJQUN6QyxLQUFLLE9BQU8sQ0FBQyxNQUFNO0VBQ3JCLE9BQU8sSUFBSSxJQUFJLE1BQU0sRUFBRSxVQUFVLE1BQU07RUFDdkMsSUFBSSxZQUFZLFFBQVEsSUFBSSxNQUFNLElBQUksQ0FBQyxVQUFVLE1BQU0sTUFBTTtJQUMzRCxLQUFLLE9BQU8sQ0FBQyxNQUFNO0VBQ3JCLE9BQU8sSUFBSSxZQUFZLFFBQVEsSUFBSSxNQUFNLEVBQUUsVUFBVSxNQUFNLFNBQVM7RUFDcEUsTUFBTSxVQUFVLElBQUk7RUFDcEIsSUFBSSxTQUFTO0VBQ2IsTUFBTSxPQUFPLENBQUM7SUFDWixJQUFJLE9BQU8sTUFBTSxHQUFHLFlBQVk7TUFDOUIsVUFBVSxRQUFRLE1BQU0sQ0FBQyxPQUFPO1FBQUUsUUFBUTtNQUFLO0lBQ2pEO0VBQ0Y7RUFDQSxJQUFJO0lBQ0YsTUFBTSxPQUFPLE1BQU0sYUFDakIsTUFDQSxJQUNFLElBQUksR0FBRyxDQUFDLE1BQU07UUFDWixHQUFHLEtBQUs7UUFDUixhQUFhO1FBQ2IsU0FBUyxXQUFXO1FBQ3BCLE9BQU87TUFDVDtJQUVKLE9BQU87TUFBRSxPQUFPLFNBQVMsSUFBSSxPQUFPLEdBQUcsS0FBSyxTQUFTLEVBQUUsTUFBTTtNQUFFO0lBQU87RUFDeEUsRUFBRSxPQUFPLEtBQUs7SUFDWixJQUFJLGVBQWUsV0FBVyxPQUFPO01BQUUsT0FBTyxJQUFJLE9BQU87TUFBRTtJQUFPO0lBQ2xFLE9BQU87TUFBRSxPQUFPLEdBQUcsS0FBSyxFQUFFLEVBQUUsQUFBQyxLQUFlLFdBQVcsS0FBSztNQUFFO0lBQU87RUFDdkU7QUFDRjtBQUVBOzs7Ozs7OztDQVFDLEdBQ0QsT0FBTyxlQUFlLGVBQ3BCLElBQVksRUFDWixNQUEwQixFQUMxQixNQUFxQjtFQUVyQixNQUFNLENBQUMsTUFBTSxHQUFHLEtBQUssR0FBRyxpQkFBaUI7RUFDekMsSUFBSSxTQUFTLFdBQVcsT0FBTztFQUMvQixNQUFNLFFBQVEsY0FBYyxJQUFJLENBQUMsQ0FBQyxDQUFDLE1BQU0sR0FBSyxNQUFNLFFBQVEsQ0FBQztFQUM3RCxJQUFJLE9BQU8sS0FBSyxJQUFJLFNBQVMsY0FBYyxHQUFHLENBQUMsS0FBSyxDQUFDLEVBQUUsQ0FBQyxFQUFFLEdBQUc7SUFDM0QsTUFBTSxJQUFJLFVBQVUsQ0FBQyxNQUFNLEVBQUUsS0FBSyxDQUFDLEVBQUUsQ0FBQyxFQUFFLENBQUMsOEJBQThCLENBQUM7RUFDMUU7RUFDQSxNQUFNLE1BQU0sTUFBTSxPQUFPLFdBQVcsR0FBRztFQUN2QyxJQUFJLENBQUMsS0FBSztJQUNSLE1BQU0sSUFBSSxVQUNSLENBQUMsaUJBQWlCLEVBQUUsS0FBSyxtQ0FBbUMsQ0FBQztFQUVqRTtFQUNBLElBQUksT0FBTyxLQUFLLElBQUksSUFBSSxJQUFJLEtBQUssU0FBUyxDQUFDLGFBQWEsT0FBTztJQUM3RCxLQUFLLE9BQU8sQ0FBQztFQUNmO0VBQ0EsSUFBSSxJQUFJLE1BQU0sSUFBSSxXQUFXLFdBQVc7SUFDdEMsSUFBSSxDQUFDLFVBQVUsT0FBTyxLQUFLLE9BQU8sQ0FBQyxNQUFNO1NBQ3BDLFVBQVUsTUFBTSxPQUFPLE9BQU8sQ0FBQyxRQUFRO0VBQzlDO0VBQ0EsT0FBTyxNQUFNLElBQUksR0FBRyxDQUFDLE1BQU07QUFDN0I7QUFFQSwyREFBMkQsR0FDM0QsU0FBUyxPQUFPLEtBQWE7RUFDM0IsT0FBTztJQUFFO0lBQU8sUUFBUTtFQUFHO0FBQzdCO0FBRUEseUVBQXlFO0FBQ3pFLHNFQUFzRTtBQUN0RSxpRUFBaUU7QUFDakUsMkVBQTJFO0FBQzNFLFNBQVMsVUFBVSxJQUFjLEVBQUUsT0FBZSxFQUFFLE9BQU8sR0FBRztFQUM1RCxNQUFNLE1BQU0sQ0FBQyxJQUFjLEVBQUUsVUFBVSxDQUFDO0VBQ3hDLE1BQU0sTUFBTSxDQUFDLElBQWMsVUFBVTtFQUNyQyxJQUFLLElBQUksSUFBSSxHQUFHLElBQUksS0FBSyxNQUFNLEVBQUUsSUFBSztJQUNwQyxNQUFNLElBQUksSUFBSSxDQUFDLEVBQUU7SUFDakIsTUFBTSxJQUFJLGVBQWUsR0FBRztJQUM1QixJQUFJLFlBQVksR0FBRyxTQUFTLElBQUksSUFBSSxLQUFLLE1BQU0sRUFBRTtNQUMvQyxJQUFJLElBQUksSUFBSSxDQUFDLElBQUksRUFBRSxHQUFHLElBQUksQ0FBQyxJQUFJLEVBQUUsR0FBRyxJQUFJLElBQUksQ0FBQyxJQUFJLEVBQUU7TUFDbkQ7SUFDRixPQUFPLElBQUksTUFBTSxRQUFRLElBQUksSUFBSSxJQUFJLENBQUMsRUFBRSxHQUFHLENBQUMsQ0FBQyxFQUFFLE9BQU8sSUFBSSxJQUFJO0VBQ2hFO0FBQ0Y7QUFFQSxTQUFTLFVBQVUsSUFBYyxFQUFFLE9BQU8sR0FBRztFQUMzQyxNQUFNLE9BQU8sU0FBUyxNQUFNLGFBQWE7RUFDekMsT0FBTyxLQUFLLElBQUksQ0FBQyxDQUFDLElBQ2hCLFlBQVksR0FBRyxTQUFTLEVBQUUsVUFBVSxDQUFDLEdBQUcsS0FBSyxDQUFDLENBQUMsS0FDL0MsZUFBZSxHQUFHLFVBQVU7QUFFaEM7QUFFQSxzRUFBc0UsR0FDdEUsU0FBUyxlQUFlLENBQVMsRUFBRSxPQUFPLEdBQUc7RUFDM0MsT0FBTyxFQUFFLFVBQVUsQ0FBQyxDQUFDLENBQUMsRUFBRSxNQUFNLEtBQUssRUFBRSxNQUFNLEdBQUcsS0FBSyxDQUFDLEVBQUUsVUFBVSxDQUFDLFFBQzdELEVBQUUsS0FBSyxDQUFDLEtBQ1I7QUFDTjtBQUVBOzs7O0NBSUMsR0FDRCxTQUFTLFlBQVksQ0FBUyxFQUFFLE9BQU8sR0FBRztFQUN4QyxNQUFNLE9BQU8sU0FBUyxNQUFNLGFBQWE7RUFDekMsT0FBTyxNQUFNLFFBQVEsSUFBSSxPQUFPLENBQUMsV0FBVyxFQUFFLEtBQUssQ0FBQyxDQUFDLEVBQUUsSUFBSSxDQUFDO0FBQzlEO0FBRUE7Ozs7Ozs7Ozs7OztDQVlDLEdBQ0QsT0FBTyxTQUFTLGlCQUFpQixJQUFZO0VBQzNDLE1BQU0sUUFBa0IsRUFBRTtFQUMxQixJQUFJLE9BQXNCO0VBQzFCLElBQUksUUFBMEI7RUFDOUIsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLEtBQUssTUFBTSxFQUFFLElBQUs7SUFDcEMsTUFBTSxJQUFJLElBQUksQ0FBQyxFQUFFO0lBQ2pCLElBQUksVUFBVSxLQUFLO01BQ2pCLElBQUksTUFBTSxLQUFLLFFBQVE7V0FDbEIsUUFBUTtJQUNmLE9BQU8sSUFBSSxNQUFNLFFBQVEsSUFBSSxJQUFJLEtBQUssTUFBTSxFQUFFO01BQzVDLE9BQU8sQ0FBQyxRQUFRLEVBQUUsSUFBSSxJQUFJLENBQUMsRUFBRSxFQUFFO0lBQ2pDLE9BQU8sSUFBSSxVQUFVLEtBQUs7TUFDeEIsSUFBSSxNQUFNLEtBQUssUUFBUTtXQUNsQixRQUFRO0lBQ2YsT0FBTyxJQUFJLE1BQU0sT0FBTyxNQUFNLEtBQUs7TUFDakMsUUFBUTtNQUNSLFNBQVM7SUFDWCxPQUFPLElBQUksS0FBSyxJQUFJLENBQUMsSUFBSTtNQUN2QixJQUFJLFNBQVMsTUFBTSxNQUFNLElBQUksQ0FBQztNQUM5QixPQUFPO0lBQ1QsT0FBTztNQUNMLE9BQU8sQ0FBQyxRQUFRLEVBQUUsSUFBSTtJQUN4QjtFQUNGO0VBQ0EsSUFBSSxPQUFPLE1BQU0sSUFBSSxVQUFVLENBQUMsU0FBUyxFQUFFLE1BQU0sb0JBQW9CLENBQUM7RUFDdEUsSUFBSSxTQUFTLE1BQU0sTUFBTSxJQUFJLENBQUM7RUFDOUIsT0FBTztBQUNUIn0=
// denoCacheMetadata=1246487591641421473,10784893000896011108