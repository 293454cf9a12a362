/**
 * What `new`, `attach` and the bare `berth` share: the prefix key option and
 * handing the terminal to the attach client.
 *
 * @module
 */ import { Connection } from "../connection.ts";
import { startedDaemon } from "../daemon_start.ts";
import { UserError } from "./command.ts";
import { requestOrFail } from "./_request.ts";
import { importLater, wholeBundle } from "../../protocol/import_later.ts";
import { sessionRows } from "../terminal_size.ts";
import { namesPaneOrWindow } from "../../protocol/target.ts";
/**
 * The attach client, loaded when a command attaches: `new -d` and the
 * other commands here never walk its modules (`protocol/import_later.ts`).
 */ function attachClient() {
  return importLater("../attach/mod.ts", import.meta.url);
}
/**
 * The `--prefix` option's text for the usages of attaching commands, its
 * description starting at column `col` to line up with the other options.
 */ export function prefixUsage(col) {
  const pad = " ".repeat(col);
  return [
    "  --prefix KEY".padEnd(col) + "prefix key, tmux-style name (default: $BERTH_PREFIX, else",
    `${pad}the config file's prefix, else C-b: C-a, M-a, F12 ...);`,
    `${pad}prefix then d detaches, prefix then [ (or PageUp) scrolls`,
    `${pad}back through the history (q leaves), prefix twice sends`,
    `${pad}the prefix`
  ].join("\n");
}
/**
 * The `--clipboard` option's text for the usages of attaching commands,
 * lined up as `prefixUsage` does.
 */ export function clipboardUsage(col) {
  const pad = " ".repeat(col);
  return [
    "  --clipboard".padEnd(col) + "let programs in the session set this terminal's clipboard",
    `${pad}(OSC 52; also BERTH_CLIPBOARD=1); off by default`
  ].join("\n");
}
/**
 * Whether the user opted in to clipboard writes for this client:
 * `--clipboard`, or `BERTH_CLIPBOARD` set to 1 (or true, yes, on; 0, false,
 * no or off opts out); undefined: the `set-clipboard` setting decides.
 */ export function clipboardFrom(option) {
  if (option) return true;
  const env = (Deno.env.get("BERTH_CLIPBOARD") ?? "").trim().toLowerCase();
  if ([
    "1",
    "true",
    "yes",
    "on"
  ].includes(env)) return true;
  if ([
    "0",
    "false",
    "no",
    "off"
  ].includes(env)) return false;
  return undefined;
}
/**
 * The prefix key from `--prefix` or `$BERTH_PREFIX`, checked; undefined:
 * the `prefix` setting decides. The key names are loaded only then.
 */ export async function prefixFrom(option) {
  const name = option ?? Deno.env.get("BERTH_PREFIX");
  if (name === undefined) return undefined;
  const { parsePrefix } = await importLater("../attach/prefix.ts", import.meta.url);
  try {
    return parsePrefix(name);
  } catch (err) {
    throw new UserError(err.message);
  }
}
/**
 * `rows` less the status line the daemon's `status` setting asks for: the
 * size an attached session starts at, as tmux's new-session.
 */ export async function lessStatusLine(conn, rows) {
  const { options } = await requestOrFail(conn, {
    op: "options"
  });
  return sessionRows(rows, options.status);
}
/** Whether stdin and stdout are a terminal the client can take over. */ export function hasTerminal() {
  return Deno.stdin.isTerminal() && Deno.stdout.isTerminal();
}
/**
 * Fails unless `hasTerminal()`; `hint` says what to do instead (each
 * command has its own way).
 */ export function needTerminal(what, hint) {
  if (!hasTerminal()) {
    throw new UserError(`${what} needs a terminal; run it from one, ${hint}`);
  }
}
/** Refuses to attach a session to itself (endless mirror). */ export function refuseSelfAttach(socket, name) {
  const inside = Deno.env.get("BERTH");
  if (inside === `${socket},${name}`) {
    throw new UserError(`Already inside session ${name}; detach first or pick another session`);
  }
}
/**
 * Attaches and returns the attach client's exit code. The session is looked
 * up first (without a name: the most recently active one, as the daemon
 * picks it), so that a wrong name, or the session this runs inside, is a
 * one-line error before the terminal changes at all. `where`: the daemon,
 * to resume from when the link breaks (a killed ssh, a replaced daemon).
 */ export async function attachAndWait(conn, socket, opts, where) {
  // Both asked at once: one round trip, not two, before the attach.
  const [{ sessions }, { options, warnings, path }] = await Promise.all([
    requestOrFail(conn, {
      op: "ls"
    }),
    requestOrFail(conn, {
      op: "options"
    })
  ]);
  let name = opts.name ?? mostRecent(sessions);
  if (name === undefined) {
    throw new UserError("No sessions to attach to (berth new starts one)");
  }
  if (!sessions.some((s)=>s.name === name)) {
    name = await attachTarget(conn, name);
  }
  // $BERTH names a session of this machine's daemon, never a remote one.
  if (!where?.host) refuseSelfAttach(socket, name);
  needTerminal("attach", "or print its screen with berth capture");
  if (!where?.host && handoverWanted()) {
    if (startedDaemon() && opts.afresh) {
      await attachAfresh(socket, name, opts);
    }
    const code = await handOverTerminal(conn, socket, name, opts, where);
    if (code !== null) return code;
  }
  // A hand-over form of the bundle, which lacks the attach client.
  if (wholeBundle() !== null) {
    conn.close();
    return await attachFromWhole(where?.socket ?? socket, name, opts);
  }
  const { attachSession, clientSettings, configNotice, LOCAL_BACKOFF_MS } = await attachClient();
  // What the daemon's options give this client, the command line's
  // prefix and clipboard choice over them (again after source-file).
  const given = {
    prefix: opts.prefix,
    clipboard: opts.clipboard
  };
  const settings = (o)=>clientSettings(o, given);
  // Built once for the first attach (its warnings are shown).
  const { warnings: keyWarnings, ...first } = settings(options);
  const { runBoundCommand } = await importLater("./_command_runner.ts", import.meta.url);
  const find = opts.findCommand;
  const result = await attachSession(conn, {
    name,
    readOnly: opts.readOnly,
    detachOthers: opts.detachOthers,
    ...first,
    settings,
    runCommand: find && ((line, session)=>runBoundCommand(line, session, where ?? {
        socket
      }, find)),
    notice: configNotice([
      ...warnings,
      ...keyWarnings
    ], path),
    ...where ? {
      reopen: ()=>Connection.open(where, "attach", {
          heartbeat: true
        }),
      where: where.host?.label ?? where.socket.replace(/^.*\//, ""),
      ...where.host ? {} : {
        retryMs: LOCAL_BACKOFF_MS
      }
    } : {}
  });
  return result.exitCode;
}
/**
 * The session of `target`, which is not a session's exact name: a unique
 * prefix, `=NAME`, or tmux's `SESSION:WINDOW.PANE` or `%N`, found by the
 * daemon as every target (an error when there is none). A window or pane
 * it names is shown, as tmux's `attach -t work:1` shows window 1.
 */ async function attachTarget(conn, target) {
  const { text } = await requestOrFail(conn, {
    op: "display-message",
    name: target,
    format: "#{session_name}",
    print: true
  });
  if (namesPaneOrWindow(target)) {
    await requestOrFail(conn, {
      op: "select-pane",
      name: target
    });
  }
  return text;
}
/**
 * Whether the daemon may draw this terminal itself (`tty_handover.ts`):
 * yes, unless `BERTH_HANDOVER=0` asks the attach client to draw it, or a
 * hand-over form found it could not (`attachFromWhole`).
 */ function handoverWanted() {
  return Deno.env.get("BERTH_HANDOVER") !== "0" && !globalThis[NO_HANDOVER];
}
/**
 * Set once a hand-over failed here, for the whole bundle's copy of this
 * module: process-wide, unlike `BERTH_HANDOVER`, which the sessions that
 * bound commands start would inherit.
 */ const NO_HANDOVER = Symbol.for("berth.noHandover");
/**
 * In an attaching command's hand-over form (`client/bundle/build.ts`,
 * `HANDOVER`), which lacks the attach client: the daemon could not draw
 * this terminal (stdin and stdout apart, a terminal it cannot open), so
 * `berth attach` attaches to session `name`, this process drawing the
 * terminal: from `attach`'s whole bundle, made by the form's build, when
 * it is fresh (the form's launcher checked only the form's files), else
 * from the source.
 * Either is a copy of its own of every module it runs: only words pass to
 * it, never objects, and it exits the process itself.
 */ async function attachFromWhole(socket, name, opts) {
  globalThis[NO_HANDOVER] = true;
  const argv = attachArgv(socket, name, opts);
  const root = new URL("../../", import.meta.url);
  // From the source, as `main.ts` loads them: never in a bundle. Built at
  // run time: a literal would be walked at every start.
  const [fresh, config] = await Promise.all([
    import(new URL("client/bundle/fresh.ts", root).href),
    import(new URL("client/bundle/with_config.ts", root).href)
  ]);
  // Started without the config (`--no-config`), the source needs it: run
  // again with it, as this attach (the command line may be a `new` that
  // made the session), and the build is that run's to ask for.
  const again = config.needsConfig(root);
  const source = async ()=>{
    if (again) throw await config.againWithConfig(root, argv);
    return await import(new URL("cli.ts", root).href);
  };
  const whole = await fresh.wholeBundleToRun(root, "attach", {
    build: !again
  }).catch(()=>null);
  const cli = whole === null ? await source() : await import(whole).catch(source);
  return await cli.run(argv);
}
/** `berth attach` of session `name` on `socket`, with `opts`' options. */ function attachArgv(socket, name, opts) {
  return [
    "--socket",
    socket,
    "attach",
    ...opts.readOnly ? [
      "-r"
    ] : [],
    ...opts.detachOthers ? [
      "-d"
    ] : [],
    ...opts.clipboard ? [
      "--clipboard"
    ] : [],
    ...opts.prefixOption !== undefined ? [
      `--prefix=${opts.prefixOption}`
    ] : [],
    `--target=${name}`
  ];
}
/**
 * The process that started the daemon (`berth new`, `deno task start`
 * with none running) held 47.6-49 MB attached against 37.5 for an attach,
 * from starting it (the child, its pipe, its module code: a Deno script
 * that only spawns a detached child holds 3.5 MB more). It hands the
 * terminal over as a fresh `berth attach` instead, in this process
 * (execve): the same pid, an attach's start (about 40 ms here) more on
 * this one attach. Returns only when that cannot be done; this process
 * attaches then.
 */ async function attachAfresh(socket, name, opts) {
  const root = new URL("../../", import.meta.url);
  try {
    // From the source, as `main.ts` loads it: never in a bundle.
    const again = await import(new URL("client/bundle/with_config.ts", root).href);
    await again.runAgainAs(root, attachArgv(socket, name, opts));
  } catch  {
  // Attached here, then.
  }
}
/**
 * Attaches with the daemon drawing the terminal; null when it cannot (the
 * terminal is then untouched, and this process draws it).
 */ async function handOverTerminal(conn, socket, name, opts, where) {
  const handover = await importLater("../tty_handover.ts", import.meta.url);
  const terminal = handover.handoverTerminal();
  if (!terminal) return null;
  const global = where ?? {
    socket
  };
  return await handover.handOver(conn, terminal, {
    name,
    readOnly: opts.readOnly,
    detachOthers: opts.detachOthers,
    prefix: opts.prefix,
    clipboard: opts.clipboard,
    runCommand: (line, session)=>runFromSource(line, session, global),
    reopen: ()=>Connection.open(global, "attach"),
    retryMs: LOCAL_RETRY_MS
  });
}
/**
 * Runs a key binding's command line here, for a daemon older than running
 * them itself (it sends them as `run`; `tty_handover.ts`): the runner and
 * the commands come from the source, all of them, since the hand-over form
 * of the bundle leaves them out (built at run time: a literal would put
 * them in). Only words pass to them. Once the daemon is upgraded, never.
 */ async function runFromSource(line, session, where) {
  try {
    const [runner, table] = await Promise.all([
      import(new URL("./_command_runner.ts", import.meta.url).href),
      import(new URL("./index.ts", import.meta.url).href)
    ]);
    // That daemon draws the terminal and shows only the error.
    const { error } = await runner.runBoundCommand(line, session, {
      socket: where.socket,
      ...where.host ? {
        host: where.host
      } : {}
    }, table.findCommand);
    return error;
  } catch (err) {
    return `${line}: ${err?.message ?? err}`;
  }
}
/**
 * Waits before each try to reach a daemon being upgraded (as the attach
 * client's `LOCAL_BACKOFF_MS`: its new program is back in a few hundred
 * ms), 3.4 s in all.
 */ const LOCAL_RETRY_MS = [
  0,
  50,
  50,
  50,
  50,
  50,
  100,
  100,
  200,
  500,
  1000,
  1000
];
/** The live session that was active last, as the daemon's attach picks. */ function mostRecent(sessions) {
  let best;
  for (const s of sessions){
    if (!s.exit && (!best || s.lastActive > best.lastActive)) best = s;
  }
  return best?.name;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9fYXR0YWNoLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogV2hhdCBgbmV3YCwgYGF0dGFjaGAgYW5kIHRoZSBiYXJlIGBiZXJ0aGAgc2hhcmU6IHRoZSBwcmVmaXgga2V5IG9wdGlvbiBhbmRcbiAqIGhhbmRpbmcgdGhlIHRlcm1pbmFsIHRvIHRoZSBhdHRhY2ggY2xpZW50LlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgdHlwZSB7IFNlc3Npb25JbmZvIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL21lc3NhZ2VzLnRzXCI7XG5pbXBvcnQgeyBDb25uZWN0aW9uIH0gZnJvbSBcIi4uL2Nvbm5lY3Rpb24udHNcIjtcbmltcG9ydCB7IHN0YXJ0ZWREYWVtb24gfSBmcm9tIFwiLi4vZGFlbW9uX3N0YXJ0LnRzXCI7XG5pbXBvcnQgeyB0eXBlIEdsb2JhbE9wdGlvbnMsIFVzZXJFcnJvciB9IGZyb20gXCIuL2NvbW1hbmQudHNcIjtcbmltcG9ydCB7IHJlcXVlc3RPckZhaWwgfSBmcm9tIFwiLi9fcmVxdWVzdC50c1wiO1xuaW1wb3J0IHsgaW1wb3J0TGF0ZXIsIHdob2xlQnVuZGxlIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL2ltcG9ydF9sYXRlci50c1wiO1xuaW1wb3J0IHsgc2Vzc2lvblJvd3MgfSBmcm9tIFwiLi4vdGVybWluYWxfc2l6ZS50c1wiO1xuaW1wb3J0IHsgbmFtZXNQYW5lT3JXaW5kb3cgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvdGFyZ2V0LnRzXCI7XG5pbXBvcnQgdHlwZSAqIGFzIEF0dGFjaENsaWVudCBmcm9tIFwiLi4vYXR0YWNoL21vZC50c1wiO1xuaW1wb3J0IHR5cGUgKiBhcyBQcmVmaXggZnJvbSBcIi4uL2F0dGFjaC9wcmVmaXgudHNcIjtcbmltcG9ydCB0eXBlICogYXMgQ29tbWFuZFJ1bm5lciBmcm9tIFwiLi9fY29tbWFuZF9ydW5uZXIudHNcIjtcbmltcG9ydCB0eXBlICogYXMgQ29tbWFuZFRhYmxlIGZyb20gXCIuL2luZGV4LnRzXCI7XG5pbXBvcnQgdHlwZSAqIGFzIEZyZXNoIGZyb20gXCIuLi9idW5kbGUvZnJlc2gudHNcIjtcbmltcG9ydCB0eXBlICogYXMgV2l0aENvbmZpZyBmcm9tIFwiLi4vYnVuZGxlL3dpdGhfY29uZmlnLnRzXCI7XG5pbXBvcnQgdHlwZSAqIGFzIFR0eUhhbmRvdmVyIGZyb20gXCIuLi90dHlfaGFuZG92ZXIudHNcIjtcblxuLyoqXG4gKiBUaGUgYXR0YWNoIGNsaWVudCwgbG9hZGVkIHdoZW4gYSBjb21tYW5kIGF0dGFjaGVzOiBgbmV3IC1kYCBhbmQgdGhlXG4gKiBvdGhlciBjb21tYW5kcyBoZXJlIG5ldmVyIHdhbGsgaXRzIG1vZHVsZXMgKGBwcm90b2NvbC9pbXBvcnRfbGF0ZXIudHNgKS5cbiAqL1xuZnVuY3Rpb24gYXR0YWNoQ2xpZW50KCk6IFByb21pc2U8dHlwZW9mIEF0dGFjaENsaWVudD4ge1xuICByZXR1cm4gaW1wb3J0TGF0ZXIoXCIuLi9hdHRhY2gvbW9kLnRzXCIsIGltcG9ydC5tZXRhLnVybCk7XG59XG5cbi8qKlxuICogVGhlIGAtLXByZWZpeGAgb3B0aW9uJ3MgdGV4dCBmb3IgdGhlIHVzYWdlcyBvZiBhdHRhY2hpbmcgY29tbWFuZHMsIGl0c1xuICogZGVzY3JpcHRpb24gc3RhcnRpbmcgYXQgY29sdW1uIGBjb2xgIHRvIGxpbmUgdXAgd2l0aCB0aGUgb3RoZXIgb3B0aW9ucy5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHByZWZpeFVzYWdlKGNvbDogbnVtYmVyKTogc3RyaW5nIHtcbiAgY29uc3QgcGFkID0gXCIgXCIucmVwZWF0KGNvbCk7XG4gIHJldHVybiBbXG4gICAgXCIgIC0tcHJlZml4IEtFWVwiLnBhZEVuZChjb2wpICtcbiAgICBcInByZWZpeCBrZXksIHRtdXgtc3R5bGUgbmFtZSAoZGVmYXVsdDogJEJFUlRIX1BSRUZJWCwgZWxzZVwiLFxuICAgIGAke3BhZH10aGUgY29uZmlnIGZpbGUncyBwcmVmaXgsIGVsc2UgQy1iOiBDLWEsIE0tYSwgRjEyIC4uLik7YCxcbiAgICBgJHtwYWR9cHJlZml4IHRoZW4gZCBkZXRhY2hlcywgcHJlZml4IHRoZW4gWyAob3IgUGFnZVVwKSBzY3JvbGxzYCxcbiAgICBgJHtwYWR9YmFjayB0aHJvdWdoIHRoZSBoaXN0b3J5IChxIGxlYXZlcyksIHByZWZpeCB0d2ljZSBzZW5kc2AsXG4gICAgYCR7cGFkfXRoZSBwcmVmaXhgLFxuICBdLmpvaW4oXCJcXG5cIik7XG59XG5cbi8qKlxuICogVGhlIGAtLWNsaXBib2FyZGAgb3B0aW9uJ3MgdGV4dCBmb3IgdGhlIHVzYWdlcyBvZiBhdHRhY2hpbmcgY29tbWFuZHMsXG4gKiBsaW5lZCB1cCBhcyBgcHJlZml4VXNhZ2VgIGRvZXMuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjbGlwYm9hcmRVc2FnZShjb2w6IG51bWJlcik6IHN0cmluZyB7XG4gIGNvbnN0IHBhZCA9IFwiIFwiLnJlcGVhdChjb2wpO1xuICByZXR1cm4gW1xuICAgIFwiICAtLWNsaXBib2FyZFwiLnBhZEVuZChjb2wpICtcbiAgICBcImxldCBwcm9ncmFtcyBpbiB0aGUgc2Vzc2lvbiBzZXQgdGhpcyB0ZXJtaW5hbCdzIGNsaXBib2FyZFwiLFxuICAgIGAke3BhZH0oT1NDIDUyOyBhbHNvIEJFUlRIX0NMSVBCT0FSRD0xKTsgb2ZmIGJ5IGRlZmF1bHRgLFxuICBdLmpvaW4oXCJcXG5cIik7XG59XG5cbi8qKlxuICogV2hldGhlciB0aGUgdXNlciBvcHRlZCBpbiB0byBjbGlwYm9hcmQgd3JpdGVzIGZvciB0aGlzIGNsaWVudDpcbiAqIGAtLWNsaXBib2FyZGAsIG9yIGBCRVJUSF9DTElQQk9BUkRgIHNldCB0byAxIChvciB0cnVlLCB5ZXMsIG9uOyAwLCBmYWxzZSxcbiAqIG5vIG9yIG9mZiBvcHRzIG91dCk7IHVuZGVmaW5lZDogdGhlIGBzZXQtY2xpcGJvYXJkYCBzZXR0aW5nIGRlY2lkZXMuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjbGlwYm9hcmRGcm9tKFxuICBvcHRpb246IGJvb2xlYW4gfCB1bmRlZmluZWQsXG4pOiBib29sZWFuIHwgdW5kZWZpbmVkIHtcbiAgaWYgKG9wdGlvbikgcmV0dXJuIHRydWU7XG4gIGNvbnN0IGVudiA9IChEZW5vLmVudi5nZXQoXCJCRVJUSF9DTElQQk9BUkRcIikgPz8gXCJcIikudHJpbSgpLnRvTG93ZXJDYXNlKCk7XG4gIGlmIChbXCIxXCIsIFwidHJ1ZVwiLCBcInllc1wiLCBcIm9uXCJdLmluY2x1ZGVzKGVudikpIHJldHVybiB0cnVlO1xuICBpZiAoW1wiMFwiLCBcImZhbHNlXCIsIFwibm9cIiwgXCJvZmZcIl0uaW5jbHVkZXMoZW52KSkgcmV0dXJuIGZhbHNlO1xuICByZXR1cm4gdW5kZWZpbmVkO1xufVxuXG4vKipcbiAqIFRoZSBwcmVmaXgga2V5IGZyb20gYC0tcHJlZml4YCBvciBgJEJFUlRIX1BSRUZJWGAsIGNoZWNrZWQ7IHVuZGVmaW5lZDpcbiAqIHRoZSBgcHJlZml4YCBzZXR0aW5nIGRlY2lkZXMuIFRoZSBrZXkgbmFtZXMgYXJlIGxvYWRlZCBvbmx5IHRoZW4uXG4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiBwcmVmaXhGcm9tKFxuICBvcHRpb246IHN0cmluZyB8IHVuZGVmaW5lZCxcbik6IFByb21pc2U8c3RyaW5nIHwgdW5kZWZpbmVkPiB7XG4gIGNvbnN0IG5hbWUgPSBvcHRpb24gPz8gRGVuby5lbnYuZ2V0KFwiQkVSVEhfUFJFRklYXCIpO1xuICBpZiAobmFtZSA9PT0gdW5kZWZpbmVkKSByZXR1cm4gdW5kZWZpbmVkO1xuICBjb25zdCB7IHBhcnNlUHJlZml4IH0gPSBhd2FpdCBpbXBvcnRMYXRlcjx0eXBlb2YgUHJlZml4PihcbiAgICBcIi4uL2F0dGFjaC9wcmVmaXgudHNcIixcbiAgICBpbXBvcnQubWV0YS51cmwsXG4gICk7XG4gIHRyeSB7XG4gICAgcmV0dXJuIHBhcnNlUHJlZml4KG5hbWUpO1xuICB9IGNhdGNoIChlcnIpIHtcbiAgICB0aHJvdyBuZXcgVXNlckVycm9yKChlcnIgYXMgRXJyb3IpLm1lc3NhZ2UpO1xuICB9XG59XG5cbi8qKlxuICogYHJvd3NgIGxlc3MgdGhlIHN0YXR1cyBsaW5lIHRoZSBkYWVtb24ncyBgc3RhdHVzYCBzZXR0aW5nIGFza3MgZm9yOiB0aGVcbiAqIHNpemUgYW4gYXR0YWNoZWQgc2Vzc2lvbiBzdGFydHMgYXQsIGFzIHRtdXgncyBuZXctc2Vzc2lvbi5cbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIGxlc3NTdGF0dXNMaW5lKFxuICBjb25uOiBDb25uZWN0aW9uLFxuICByb3dzOiBudW1iZXIsXG4pOiBQcm9taXNlPG51bWJlcj4ge1xuICBjb25zdCB7IG9wdGlvbnMgfSA9IGF3YWl0IHJlcXVlc3RPckZhaWwoY29ubiwgeyBvcDogXCJvcHRpb25zXCIgfSk7XG4gIHJldHVybiBzZXNzaW9uUm93cyhyb3dzLCBvcHRpb25zLnN0YXR1cyk7XG59XG5cbi8qKiBXaGV0aGVyIHN0ZGluIGFuZCBzdGRvdXQgYXJlIGEgdGVybWluYWwgdGhlIGNsaWVudCBjYW4gdGFrZSBvdmVyLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGhhc1Rlcm1pbmFsKCk6IGJvb2xlYW4ge1xuICByZXR1cm4gRGVuby5zdGRpbi5pc1Rlcm1pbmFsKCkgJiYgRGVuby5zdGRvdXQuaXNUZXJtaW5hbCgpO1xufVxuXG4vKipcbiAqIEZhaWxzIHVubGVzcyBgaGFzVGVybWluYWwoKWA7IGBoaW50YCBzYXlzIHdoYXQgdG8gZG8gaW5zdGVhZCAoZWFjaFxuICogY29tbWFuZCBoYXMgaXRzIG93biB3YXkpLlxuICovXG5leHBvcnQgZnVuY3Rpb24gbmVlZFRlcm1pbmFsKHdoYXQ6IHN0cmluZywgaGludDogc3RyaW5nKTogdm9pZCB7XG4gIGlmICghaGFzVGVybWluYWwoKSkge1xuICAgIHRocm93IG5ldyBVc2VyRXJyb3IoYCR7d2hhdH0gbmVlZHMgYSB0ZXJtaW5hbDsgcnVuIGl0IGZyb20gb25lLCAke2hpbnR9YCk7XG4gIH1cbn1cblxuLyoqIFJlZnVzZXMgdG8gYXR0YWNoIGEgc2Vzc2lvbiB0byBpdHNlbGYgKGVuZGxlc3MgbWlycm9yKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiByZWZ1c2VTZWxmQXR0YWNoKHNvY2tldDogc3RyaW5nLCBuYW1lOiBzdHJpbmcpOiB2b2lkIHtcbiAgY29uc3QgaW5zaWRlID0gRGVuby5lbnYuZ2V0KFwiQkVSVEhcIik7XG4gIGlmIChpbnNpZGUgPT09IGAke3NvY2tldH0sJHtuYW1lfWApIHtcbiAgICB0aHJvdyBuZXcgVXNlckVycm9yKFxuICAgICAgYEFscmVhZHkgaW5zaWRlIHNlc3Npb24gJHtuYW1lfTsgZGV0YWNoIGZpcnN0IG9yIHBpY2sgYW5vdGhlciBzZXNzaW9uYCxcbiAgICApO1xuICB9XG59XG5cbi8qKlxuICogQXR0YWNoZXMgYW5kIHJldHVybnMgdGhlIGF0dGFjaCBjbGllbnQncyBleGl0IGNvZGUuIFRoZSBzZXNzaW9uIGlzIGxvb2tlZFxuICogdXAgZmlyc3QgKHdpdGhvdXQgYSBuYW1lOiB0aGUgbW9zdCByZWNlbnRseSBhY3RpdmUgb25lLCBhcyB0aGUgZGFlbW9uXG4gKiBwaWNrcyBpdCksIHNvIHRoYXQgYSB3cm9uZyBuYW1lLCBvciB0aGUgc2Vzc2lvbiB0aGlzIHJ1bnMgaW5zaWRlLCBpcyBhXG4gKiBvbmUtbGluZSBlcnJvciBiZWZvcmUgdGhlIHRlcm1pbmFsIGNoYW5nZXMgYXQgYWxsLiBgd2hlcmVgOiB0aGUgZGFlbW9uLFxuICogdG8gcmVzdW1lIGZyb20gd2hlbiB0aGUgbGluayBicmVha3MgKGEga2lsbGVkIHNzaCwgYSByZXBsYWNlZCBkYWVtb24pLlxuICovXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gYXR0YWNoQW5kV2FpdChcbiAgY29ubjogQ29ubmVjdGlvbixcbiAgc29ja2V0OiBzdHJpbmcsXG4gIG9wdHM6IHtcbiAgICBuYW1lPzogc3RyaW5nO1xuICAgIHJlYWRPbmx5OiBib29sZWFuO1xuICAgIC8qKiBUaGUgcHJlZml4IGtleSBnaXZlbiBoZXJlIChgcHJlZml4RnJvbWApOyBlbHNlIHRoZSBkYWVtb24ncyBzZXR0aW5nLiAqL1xuICAgIHByZWZpeD86IHN0cmluZztcbiAgICAvKiogVGhlIGAtLXByZWZpeGAgb3B0aW9uIGFzIHR5cGVkLCBmb3IgYGF0dGFjaEZyb21XaG9sZWAuICovXG4gICAgcHJlZml4T3B0aW9uPzogc3RyaW5nO1xuICAgIC8qKiBDbGlwYm9hcmQgd3JpdGVzIG9wdGVkIGluIG9yIG91dCBoZXJlOyBlbHNlIGBzZXQtY2xpcGJvYXJkYC4gKi9cbiAgICBjbGlwYm9hcmQ/OiBib29sZWFuO1xuICAgIGRldGFjaE90aGVycz86IGJvb2xlYW47XG4gICAgLyoqIFRoZSBjb21tYW5kIHRhYmxlLCBmb3IgYm91bmQgY29tbWFuZHMgKGBHbG9iYWxPcHRpb25zYCkuICovXG4gICAgZmluZENvbW1hbmQ/OiBHbG9iYWxPcHRpb25zW1wiZmluZENvbW1hbmRcIl07XG4gICAgLyoqXG4gICAgICogVGhlIHNlc3Npb24gd2FzIGp1c3QgbWFkZSB0byBydW4gdGhlIHNoZWxsLCBvciBpcyBrZXB0IGFmdGVyIGl0c1xuICAgICAqIHByb2dyYW0gZXhpdHM6IGEgZnJlc2ggYXR0YWNoJ3Mgc3RhcnQgKGBhdHRhY2hBZnJlc2hgKSBjYW5ub3QgbWlzc1xuICAgICAqIGl0cyBlbmQuIEEgcHJvZ3JhbSB0aGF0IGV4aXRzIHdpdGhpbiB0aGF0IHN0YXJ0IHdvdWxkIGxlYXZlIG5vXG4gICAgICogc2Vzc2lvbiB0byBhdHRhY2ggdG8sIGFuZCBpdHMgZXhpdCBzdGF0dXMgdW5zYWlkLlxuICAgICAqL1xuICAgIGFmcmVzaD86IGJvb2xlYW47XG4gIH0sXG4gIHdoZXJlPzogR2xvYmFsT3B0aW9ucyxcbik6IFByb21pc2U8bnVtYmVyPiB7XG4gIC8vIEJvdGggYXNrZWQgYXQgb25jZTogb25lIHJvdW5kIHRyaXAsIG5vdCB0d28sIGJlZm9yZSB0aGUgYXR0YWNoLlxuICBjb25zdCBbeyBzZXNzaW9ucyB9LCB7IG9wdGlvbnMsIHdhcm5pbmdzLCBwYXRoIH1dID0gYXdhaXQgUHJvbWlzZS5hbGwoW1xuICAgIHJlcXVlc3RPckZhaWwoY29ubiwgeyBvcDogXCJsc1wiIH0pLFxuICAgIHJlcXVlc3RPckZhaWwoY29ubiwgeyBvcDogXCJvcHRpb25zXCIgfSksXG4gIF0pO1xuICBsZXQgbmFtZSA9IG9wdHMubmFtZSA/PyBtb3N0UmVjZW50KHNlc3Npb25zKTtcbiAgaWYgKG5hbWUgPT09IHVuZGVmaW5lZCkge1xuICAgIHRocm93IG5ldyBVc2VyRXJyb3IoXCJObyBzZXNzaW9ucyB0byBhdHRhY2ggdG8gKGJlcnRoIG5ldyBzdGFydHMgb25lKVwiKTtcbiAgfVxuICBpZiAoIXNlc3Npb25zLnNvbWUoKHMpID0+IHMubmFtZSA9PT0gbmFtZSkpIHtcbiAgICBuYW1lID0gYXdhaXQgYXR0YWNoVGFyZ2V0KGNvbm4sIG5hbWUpO1xuICB9XG4gIC8vICRCRVJUSCBuYW1lcyBhIHNlc3Npb24gb2YgdGhpcyBtYWNoaW5lJ3MgZGFlbW9uLCBuZXZlciBhIHJlbW90ZSBvbmUuXG4gIGlmICghd2hlcmU/Lmhvc3QpIHJlZnVzZVNlbGZBdHRhY2goc29ja2V0LCBuYW1lKTtcbiAgbmVlZFRlcm1pbmFsKFwiYXR0YWNoXCIsIFwib3IgcHJpbnQgaXRzIHNjcmVlbiB3aXRoIGJlcnRoIGNhcHR1cmVcIik7XG4gIGlmICghd2hlcmU/Lmhvc3QgJiYgaGFuZG92ZXJXYW50ZWQoKSkge1xuICAgIGlmIChzdGFydGVkRGFlbW9uKCkgJiYgb3B0cy5hZnJlc2gpIHtcbiAgICAgIGF3YWl0IGF0dGFjaEFmcmVzaChzb2NrZXQsIG5hbWUsIG9wdHMpO1xuICAgIH1cbiAgICBjb25zdCBjb2RlID0gYXdhaXQgaGFuZE92ZXJUZXJtaW5hbChjb25uLCBzb2NrZXQsIG5hbWUsIG9wdHMsIHdoZXJlKTtcbiAgICBpZiAoY29kZSAhPT0gbnVsbCkgcmV0dXJuIGNvZGU7XG4gIH1cbiAgLy8gQSBoYW5kLW92ZXIgZm9ybSBvZiB0aGUgYnVuZGxlLCB3aGljaCBsYWNrcyB0aGUgYXR0YWNoIGNsaWVudC5cbiAgaWYgKHdob2xlQnVuZGxlKCkgIT09IG51bGwpIHtcbiAgICBjb25uLmNsb3NlKCk7XG4gICAgcmV0dXJuIGF3YWl0IGF0dGFjaEZyb21XaG9sZSh3aGVyZT8uc29ja2V0ID8/IHNvY2tldCwgbmFtZSwgb3B0cyk7XG4gIH1cbiAgY29uc3QgeyBhdHRhY2hTZXNzaW9uLCBjbGllbnRTZXR0aW5ncywgY29uZmlnTm90aWNlLCBMT0NBTF9CQUNLT0ZGX01TIH0gPVxuICAgIGF3YWl0IGF0dGFjaENsaWVudCgpO1xuICAvLyBXaGF0IHRoZSBkYWVtb24ncyBvcHRpb25zIGdpdmUgdGhpcyBjbGllbnQsIHRoZSBjb21tYW5kIGxpbmUnc1xuICAvLyBwcmVmaXggYW5kIGNsaXBib2FyZCBjaG9pY2Ugb3ZlciB0aGVtIChhZ2FpbiBhZnRlciBzb3VyY2UtZmlsZSkuXG4gIGNvbnN0IGdpdmVuID0geyBwcmVmaXg6IG9wdHMucHJlZml4LCBjbGlwYm9hcmQ6IG9wdHMuY2xpcGJvYXJkIH07XG4gIGNvbnN0IHNldHRpbmdzID0gKG86IHR5cGVvZiBvcHRpb25zKSA9PiBjbGllbnRTZXR0aW5ncyhvLCBnaXZlbik7XG4gIC8vIEJ1aWx0IG9uY2UgZm9yIHRoZSBmaXJzdCBhdHRhY2ggKGl0cyB3YXJuaW5ncyBhcmUgc2hvd24pLlxuICBjb25zdCB7IHdhcm5pbmdzOiBrZXlXYXJuaW5ncywgLi4uZmlyc3QgfSA9IHNldHRpbmdzKG9wdGlvbnMpO1xuICBjb25zdCB7IHJ1bkJvdW5kQ29tbWFuZCB9ID0gYXdhaXQgaW1wb3J0TGF0ZXI8dHlwZW9mIENvbW1hbmRSdW5uZXI+KFxuICAgIFwiLi9fY29tbWFuZF9ydW5uZXIudHNcIixcbiAgICBpbXBvcnQubWV0YS51cmwsXG4gICk7XG4gIGNvbnN0IGZpbmQgPSBvcHRzLmZpbmRDb21tYW5kO1xuICBjb25zdCByZXN1bHQgPSBhd2FpdCBhdHRhY2hTZXNzaW9uKGNvbm4sIHtcbiAgICBuYW1lLFxuICAgIHJlYWRPbmx5OiBvcHRzLnJlYWRPbmx5LFxuICAgIGRldGFjaE90aGVyczogb3B0cy5kZXRhY2hPdGhlcnMsXG4gICAgLi4uZmlyc3QsXG4gICAgc2V0dGluZ3MsXG4gICAgcnVuQ29tbWFuZDogZmluZCAmJlxuICAgICAgKChsaW5lLCBzZXNzaW9uKSA9PlxuICAgICAgICBydW5Cb3VuZENvbW1hbmQobGluZSwgc2Vzc2lvbiwgd2hlcmUgPz8geyBzb2NrZXQgfSwgZmluZCkpLFxuICAgIG5vdGljZTogY29uZmlnTm90aWNlKFsuLi53YXJuaW5ncywgLi4ua2V5V2FybmluZ3NdLCBwYXRoKSxcbiAgICAuLi4od2hlcmVcbiAgICAgID8ge1xuICAgICAgICByZW9wZW46ICgpID0+IENvbm5lY3Rpb24ub3Blbih3aGVyZSwgXCJhdHRhY2hcIiwgeyBoZWFydGJlYXQ6IHRydWUgfSksXG4gICAgICAgIHdoZXJlOiB3aGVyZS5ob3N0Py5sYWJlbCA/PyB3aGVyZS5zb2NrZXQucmVwbGFjZSgvXi4qXFwvLywgXCJcIiksXG4gICAgICAgIC4uLih3aGVyZS5ob3N0ID8ge30gOiB7IHJldHJ5TXM6IExPQ0FMX0JBQ0tPRkZfTVMgfSksXG4gICAgICB9XG4gICAgICA6IHt9KSxcbiAgfSk7XG4gIHJldHVybiByZXN1bHQuZXhpdENvZGU7XG59XG5cbi8qKlxuICogVGhlIHNlc3Npb24gb2YgYHRhcmdldGAsIHdoaWNoIGlzIG5vdCBhIHNlc3Npb24ncyBleGFjdCBuYW1lOiBhIHVuaXF1ZVxuICogcHJlZml4LCBgPU5BTUVgLCBvciB0bXV4J3MgYFNFU1NJT046V0lORE9XLlBBTkVgIG9yIGAlTmAsIGZvdW5kIGJ5IHRoZVxuICogZGFlbW9uIGFzIGV2ZXJ5IHRhcmdldCAoYW4gZXJyb3Igd2hlbiB0aGVyZSBpcyBub25lKS4gQSB3aW5kb3cgb3IgcGFuZVxuICogaXQgbmFtZXMgaXMgc2hvd24sIGFzIHRtdXgncyBgYXR0YWNoIC10IHdvcms6MWAgc2hvd3Mgd2luZG93IDEuXG4gKi9cbmFzeW5jIGZ1bmN0aW9uIGF0dGFjaFRhcmdldChjb25uOiBDb25uZWN0aW9uLCB0YXJnZXQ6IHN0cmluZykge1xuICBjb25zdCB7IHRleHQgfSA9IGF3YWl0IHJlcXVlc3RPckZhaWwoY29ubiwge1xuICAgIG9wOiBcImRpc3BsYXktbWVzc2FnZVwiLFxuICAgIG5hbWU6IHRhcmdldCxcbiAgICBmb3JtYXQ6IFwiI3tzZXNzaW9uX25hbWV9XCIsXG4gICAgcHJpbnQ6IHRydWUsXG4gIH0pO1xuICBpZiAobmFtZXNQYW5lT3JXaW5kb3codGFyZ2V0KSkge1xuICAgIGF3YWl0IHJlcXVlc3RPckZhaWwoY29ubiwgeyBvcDogXCJzZWxlY3QtcGFuZVwiLCBuYW1lOiB0YXJnZXQgfSk7XG4gIH1cbiAgcmV0dXJuIHRleHQ7XG59XG5cbi8qKlxuICogV2hldGhlciB0aGUgZGFlbW9uIG1heSBkcmF3IHRoaXMgdGVybWluYWwgaXRzZWxmIChgdHR5X2hhbmRvdmVyLnRzYCk6XG4gKiB5ZXMsIHVubGVzcyBgQkVSVEhfSEFORE9WRVI9MGAgYXNrcyB0aGUgYXR0YWNoIGNsaWVudCB0byBkcmF3IGl0LCBvciBhXG4gKiBoYW5kLW92ZXIgZm9ybSBmb3VuZCBpdCBjb3VsZCBub3QgKGBhdHRhY2hGcm9tV2hvbGVgKS5cbiAqL1xuZnVuY3Rpb24gaGFuZG92ZXJXYW50ZWQoKTogYm9vbGVhbiB7XG4gIHJldHVybiBEZW5vLmVudi5nZXQoXCJCRVJUSF9IQU5ET1ZFUlwiKSAhPT0gXCIwXCIgJiZcbiAgICAhKGdsb2JhbFRoaXMgYXMgUmVjb3JkPHN5bWJvbCwgdW5rbm93bj4pW05PX0hBTkRPVkVSXTtcbn1cblxuLyoqXG4gKiBTZXQgb25jZSBhIGhhbmQtb3ZlciBmYWlsZWQgaGVyZSwgZm9yIHRoZSB3aG9sZSBidW5kbGUncyBjb3B5IG9mIHRoaXNcbiAqIG1vZHVsZTogcHJvY2Vzcy13aWRlLCB1bmxpa2UgYEJFUlRIX0hBTkRPVkVSYCwgd2hpY2ggdGhlIHNlc3Npb25zIHRoYXRcbiAqIGJvdW5kIGNvbW1hbmRzIHN0YXJ0IHdvdWxkIGluaGVyaXQuXG4gKi9cbmNvbnN0IE5PX0hBTkRPVkVSID0gU3ltYm9sLmZvcihcImJlcnRoLm5vSGFuZG92ZXJcIik7XG5cbi8qKlxuICogSW4gYW4gYXR0YWNoaW5nIGNvbW1hbmQncyBoYW5kLW92ZXIgZm9ybSAoYGNsaWVudC9idW5kbGUvYnVpbGQudHNgLFxuICogYEhBTkRPVkVSYCksIHdoaWNoIGxhY2tzIHRoZSBhdHRhY2ggY2xpZW50OiB0aGUgZGFlbW9uIGNvdWxkIG5vdCBkcmF3XG4gKiB0aGlzIHRlcm1pbmFsIChzdGRpbiBhbmQgc3Rkb3V0IGFwYXJ0LCBhIHRlcm1pbmFsIGl0IGNhbm5vdCBvcGVuKSwgc29cbiAqIGBiZXJ0aCBhdHRhY2hgIGF0dGFjaGVzIHRvIHNlc3Npb24gYG5hbWVgLCB0aGlzIHByb2Nlc3MgZHJhd2luZyB0aGVcbiAqIHRlcm1pbmFsOiBmcm9tIGBhdHRhY2hgJ3Mgd2hvbGUgYnVuZGxlLCBtYWRlIGJ5IHRoZSBmb3JtJ3MgYnVpbGQsIHdoZW5cbiAqIGl0IGlzIGZyZXNoICh0aGUgZm9ybSdzIGxhdW5jaGVyIGNoZWNrZWQgb25seSB0aGUgZm9ybSdzIGZpbGVzKSwgZWxzZVxuICogZnJvbSB0aGUgc291cmNlLlxuICogRWl0aGVyIGlzIGEgY29weSBvZiBpdHMgb3duIG9mIGV2ZXJ5IG1vZHVsZSBpdCBydW5zOiBvbmx5IHdvcmRzIHBhc3MgdG9cbiAqIGl0LCBuZXZlciBvYmplY3RzLCBhbmQgaXQgZXhpdHMgdGhlIHByb2Nlc3MgaXRzZWxmLlxuICovXG5hc3luYyBmdW5jdGlvbiBhdHRhY2hGcm9tV2hvbGUoXG4gIHNvY2tldDogc3RyaW5nLFxuICBuYW1lOiBzdHJpbmcsXG4gIG9wdHM6IFBhcmFtZXRlcnM8dHlwZW9mIGF0dGFjaEFuZFdhaXQ+WzJdLFxuKTogUHJvbWlzZTxuZXZlcj4ge1xuICAoZ2xvYmFsVGhpcyBhcyBSZWNvcmQ8c3ltYm9sLCB1bmtub3duPilbTk9fSEFORE9WRVJdID0gdHJ1ZTtcbiAgY29uc3QgYXJndiA9IGF0dGFjaEFyZ3Yoc29ja2V0LCBuYW1lLCBvcHRzKTtcbiAgdHlwZSBDbGkgPSB7IHJ1bihhcmd2OiBzdHJpbmdbXSk6IFByb21pc2U8bmV2ZXI+IH07XG4gIGNvbnN0IHJvb3QgPSBuZXcgVVJMKFwiLi4vLi4vXCIsIGltcG9ydC5tZXRhLnVybCk7XG4gIC8vIEZyb20gdGhlIHNvdXJjZSwgYXMgYG1haW4udHNgIGxvYWRzIHRoZW06IG5ldmVyIGluIGEgYnVuZGxlLiBCdWlsdCBhdFxuICAvLyBydW4gdGltZTogYSBsaXRlcmFsIHdvdWxkIGJlIHdhbGtlZCBhdCBldmVyeSBzdGFydC5cbiAgY29uc3QgW2ZyZXNoLCBjb25maWddID0gYXdhaXQgUHJvbWlzZS5hbGwoW1xuICAgIGltcG9ydChuZXcgVVJMKFwiY2xpZW50L2J1bmRsZS9mcmVzaC50c1wiLCByb290KS5ocmVmKSxcbiAgICBpbXBvcnQobmV3IFVSTChcImNsaWVudC9idW5kbGUvd2l0aF9jb25maWcudHNcIiwgcm9vdCkuaHJlZiksXG4gIF0pIGFzIFt0eXBlb2YgRnJlc2gsIHR5cGVvZiBXaXRoQ29uZmlnXTtcbiAgLy8gU3RhcnRlZCB3aXRob3V0IHRoZSBjb25maWcgKGAtLW5vLWNvbmZpZ2ApLCB0aGUgc291cmNlIG5lZWRzIGl0OiBydW5cbiAgLy8gYWdhaW4gd2l0aCBpdCwgYXMgdGhpcyBhdHRhY2ggKHRoZSBjb21tYW5kIGxpbmUgbWF5IGJlIGEgYG5ld2AgdGhhdFxuICAvLyBtYWRlIHRoZSBzZXNzaW9uKSwgYW5kIHRoZSBidWlsZCBpcyB0aGF0IHJ1bidzIHRvIGFzayBmb3IuXG4gIGNvbnN0IGFnYWluID0gY29uZmlnLm5lZWRzQ29uZmlnKHJvb3QpO1xuICBjb25zdCBzb3VyY2UgPSBhc3luYyAoKSA9PiB7XG4gICAgaWYgKGFnYWluKSB0aHJvdyBhd2FpdCBjb25maWcuYWdhaW5XaXRoQ29uZmlnKHJvb3QsIGFyZ3YpO1xuICAgIHJldHVybiBhd2FpdCAoaW1wb3J0KG5ldyBVUkwoXCJjbGkudHNcIiwgcm9vdCkuaHJlZikgYXMgUHJvbWlzZTxDbGk+KTtcbiAgfTtcbiAgY29uc3Qgd2hvbGUgPSBhd2FpdCBmcmVzaC53aG9sZUJ1bmRsZVRvUnVuKHJvb3QsIFwiYXR0YWNoXCIsIHsgYnVpbGQ6ICFhZ2FpbiB9KVxuICAgIC5jYXRjaCgoKSA9PiBudWxsKTtcbiAgY29uc3QgY2xpID0gd2hvbGUgPT09IG51bGxcbiAgICA/IGF3YWl0IHNvdXJjZSgpXG4gICAgOiBhd2FpdCAoaW1wb3J0KHdob2xlKSBhcyBQcm9taXNlPENsaT4pLmNhdGNoKHNvdXJjZSk7XG4gIHJldHVybiBhd2FpdCBjbGkucnVuKGFyZ3YpO1xufVxuXG4vKiogYGJlcnRoIGF0dGFjaGAgb2Ygc2Vzc2lvbiBgbmFtZWAgb24gYHNvY2tldGAsIHdpdGggYG9wdHNgJyBvcHRpb25zLiAqL1xuZnVuY3Rpb24gYXR0YWNoQXJndihcbiAgc29ja2V0OiBzdHJpbmcsXG4gIG5hbWU6IHN0cmluZyxcbiAgb3B0czogUGFyYW1ldGVyczx0eXBlb2YgYXR0YWNoQW5kV2FpdD5bMl0sXG4pOiBzdHJpbmdbXSB7XG4gIHJldHVybiBbXG4gICAgXCItLXNvY2tldFwiLFxuICAgIHNvY2tldCxcbiAgICBcImF0dGFjaFwiLFxuICAgIC4uLihvcHRzLnJlYWRPbmx5ID8gW1wiLXJcIl0gOiBbXSksXG4gICAgLi4uKG9wdHMuZGV0YWNoT3RoZXJzID8gW1wiLWRcIl0gOiBbXSksXG4gICAgLi4uKG9wdHMuY2xpcGJvYXJkID8gW1wiLS1jbGlwYm9hcmRcIl0gOiBbXSksXG4gICAgLi4uKG9wdHMucHJlZml4T3B0aW9uICE9PSB1bmRlZmluZWRcbiAgICAgID8gW2AtLXByZWZpeD0ke29wdHMucHJlZml4T3B0aW9ufWBdXG4gICAgICA6IFtdKSxcbiAgICBgLS10YXJnZXQ9JHtuYW1lfWAsIC8vIEEgbmFtZSBtYXkgc3RhcnQgd2l0aCBcIi1cIi5cbiAgXTtcbn1cblxuLyoqXG4gKiBUaGUgcHJvY2VzcyB0aGF0IHN0YXJ0ZWQgdGhlIGRhZW1vbiAoYGJlcnRoIG5ld2AsIGBkZW5vIHRhc2sgc3RhcnRgXG4gKiB3aXRoIG5vbmUgcnVubmluZykgaGVsZCA0Ny42LTQ5IE1CIGF0dGFjaGVkIGFnYWluc3QgMzcuNSBmb3IgYW4gYXR0YWNoLFxuICogZnJvbSBzdGFydGluZyBpdCAodGhlIGNoaWxkLCBpdHMgcGlwZSwgaXRzIG1vZHVsZSBjb2RlOiBhIERlbm8gc2NyaXB0XG4gKiB0aGF0IG9ubHkgc3Bhd25zIGEgZGV0YWNoZWQgY2hpbGQgaG9sZHMgMy41IE1CIG1vcmUpLiBJdCBoYW5kcyB0aGVcbiAqIHRlcm1pbmFsIG92ZXIgYXMgYSBmcmVzaCBgYmVydGggYXR0YWNoYCBpbnN0ZWFkLCBpbiB0aGlzIHByb2Nlc3NcbiAqIChleGVjdmUpOiB0aGUgc2FtZSBwaWQsIGFuIGF0dGFjaCdzIHN0YXJ0IChhYm91dCA0MCBtcyBoZXJlKSBtb3JlIG9uXG4gKiB0aGlzIG9uZSBhdHRhY2guIFJldHVybnMgb25seSB3aGVuIHRoYXQgY2Fubm90IGJlIGRvbmU7IHRoaXMgcHJvY2Vzc1xuICogYXR0YWNoZXMgdGhlbi5cbiAqL1xuYXN5bmMgZnVuY3Rpb24gYXR0YWNoQWZyZXNoKFxuICBzb2NrZXQ6IHN0cmluZyxcbiAgbmFtZTogc3RyaW5nLFxuICBvcHRzOiBQYXJhbWV0ZXJzPHR5cGVvZiBhdHRhY2hBbmRXYWl0PlsyXSxcbik6IFByb21pc2U8dm9pZD4ge1xuICBjb25zdCByb290ID0gbmV3IFVSTChcIi4uLy4uL1wiLCBpbXBvcnQubWV0YS51cmwpO1xuICB0cnkge1xuICAgIC8vIEZyb20gdGhlIHNvdXJjZSwgYXMgYG1haW4udHNgIGxvYWRzIGl0OiBuZXZlciBpbiBhIGJ1bmRsZS5cbiAgICBjb25zdCBhZ2FpbiA9IGF3YWl0IGltcG9ydChcbiAgICAgIG5ldyBVUkwoXCJjbGllbnQvYnVuZGxlL3dpdGhfY29uZmlnLnRzXCIsIHJvb3QpLmhyZWZcbiAgICApIGFzIHR5cGVvZiBXaXRoQ29uZmlnO1xuICAgIGF3YWl0IGFnYWluLnJ1bkFnYWluQXMocm9vdCwgYXR0YWNoQXJndihzb2NrZXQsIG5hbWUsIG9wdHMpKTtcbiAgfSBjYXRjaCB7XG4gICAgLy8gQXR0YWNoZWQgaGVyZSwgdGhlbi5cbiAgfVxufVxuXG4vKipcbiAqIEF0dGFjaGVzIHdpdGggdGhlIGRhZW1vbiBkcmF3aW5nIHRoZSB0ZXJtaW5hbDsgbnVsbCB3aGVuIGl0IGNhbm5vdCAodGhlXG4gKiB0ZXJtaW5hbCBpcyB0aGVuIHVudG91Y2hlZCwgYW5kIHRoaXMgcHJvY2VzcyBkcmF3cyBpdCkuXG4gKi9cbmFzeW5jIGZ1bmN0aW9uIGhhbmRPdmVyVGVybWluYWwoXG4gIGNvbm46IENvbm5lY3Rpb24sXG4gIHNvY2tldDogc3RyaW5nLFxuICBuYW1lOiBzdHJpbmcsXG4gIG9wdHM6IFBhcmFtZXRlcnM8dHlwZW9mIGF0dGFjaEFuZFdhaXQ+WzJdLFxuICB3aGVyZT86IEdsb2JhbE9wdGlvbnMsXG4pOiBQcm9taXNlPG51bWJlciB8IG51bGw+IHtcbiAgY29uc3QgaGFuZG92ZXIgPSBhd2FpdCBpbXBvcnRMYXRlcjx0eXBlb2YgVHR5SGFuZG92ZXI+KFxuICAgIFwiLi4vdHR5X2hhbmRvdmVyLnRzXCIsXG4gICAgaW1wb3J0Lm1ldGEudXJsLFxuICApO1xuICBjb25zdCB0ZXJtaW5hbCA9IGhhbmRvdmVyLmhhbmRvdmVyVGVybWluYWwoKTtcbiAgaWYgKCF0ZXJtaW5hbCkgcmV0dXJuIG51bGw7XG4gIGNvbnN0IGdsb2JhbCA9IHdoZXJlID8/IHsgc29ja2V0IH07XG4gIHJldHVybiBhd2FpdCBoYW5kb3Zlci5oYW5kT3Zlcihjb25uLCB0ZXJtaW5hbCwge1xuICAgIG5hbWUsXG4gICAgcmVhZE9ubHk6IG9wdHMucmVhZE9ubHksXG4gICAgZGV0YWNoT3RoZXJzOiBvcHRzLmRldGFjaE90aGVycyxcbiAgICBwcmVmaXg6IG9wdHMucHJlZml4LFxuICAgIGNsaXBib2FyZDogb3B0cy5jbGlwYm9hcmQsXG4gICAgcnVuQ29tbWFuZDogKGxpbmUsIHNlc3Npb24pID0+IHJ1bkZyb21Tb3VyY2UobGluZSwgc2Vzc2lvbiwgZ2xvYmFsKSxcbiAgICByZW9wZW46ICgpID0+IENvbm5lY3Rpb24ub3BlbihnbG9iYWwsIFwiYXR0YWNoXCIpLFxuICAgIHJldHJ5TXM6IExPQ0FMX1JFVFJZX01TLFxuICB9KTtcbn1cblxuLyoqXG4gKiBSdW5zIGEga2V5IGJpbmRpbmcncyBjb21tYW5kIGxpbmUgaGVyZSwgZm9yIGEgZGFlbW9uIG9sZGVyIHRoYW4gcnVubmluZ1xuICogdGhlbSBpdHNlbGYgKGl0IHNlbmRzIHRoZW0gYXMgYHJ1bmA7IGB0dHlfaGFuZG92ZXIudHNgKTogdGhlIHJ1bm5lciBhbmRcbiAqIHRoZSBjb21tYW5kcyBjb21lIGZyb20gdGhlIHNvdXJjZSwgYWxsIG9mIHRoZW0sIHNpbmNlIHRoZSBoYW5kLW92ZXIgZm9ybVxuICogb2YgdGhlIGJ1bmRsZSBsZWF2ZXMgdGhlbSBvdXQgKGJ1aWx0IGF0IHJ1biB0aW1lOiBhIGxpdGVyYWwgd291bGQgcHV0XG4gKiB0aGVtIGluKS4gT25seSB3b3JkcyBwYXNzIHRvIHRoZW0uIE9uY2UgdGhlIGRhZW1vbiBpcyB1cGdyYWRlZCwgbmV2ZXIuXG4gKi9cbmFzeW5jIGZ1bmN0aW9uIHJ1bkZyb21Tb3VyY2UoXG4gIGxpbmU6IHN0cmluZyxcbiAgc2Vzc2lvbjogc3RyaW5nLFxuICB3aGVyZTogR2xvYmFsT3B0aW9ucyxcbik6IFByb21pc2U8c3RyaW5nIHwgbnVsbD4ge1xuICB0cnkge1xuICAgIGNvbnN0IFtydW5uZXIsIHRhYmxlXSA9IGF3YWl0IFByb21pc2UuYWxsKFtcbiAgICAgIGltcG9ydChuZXcgVVJMKFwiLi9fY29tbWFuZF9ydW5uZXIudHNcIiwgaW1wb3J0Lm1ldGEudXJsKS5ocmVmKSxcbiAgICAgIGltcG9ydChuZXcgVVJMKFwiLi9pbmRleC50c1wiLCBpbXBvcnQubWV0YS51cmwpLmhyZWYpLFxuICAgIF0pIGFzIFt0eXBlb2YgQ29tbWFuZFJ1bm5lciwgdHlwZW9mIENvbW1hbmRUYWJsZV07XG4gICAgLy8gVGhhdCBkYWVtb24gZHJhd3MgdGhlIHRlcm1pbmFsIGFuZCBzaG93cyBvbmx5IHRoZSBlcnJvci5cbiAgICBjb25zdCB7IGVycm9yIH0gPSBhd2FpdCBydW5uZXIucnVuQm91bmRDb21tYW5kKFxuICAgICAgbGluZSxcbiAgICAgIHNlc3Npb24sXG4gICAgICB7IHNvY2tldDogd2hlcmUuc29ja2V0LCAuLi4od2hlcmUuaG9zdCA/IHsgaG9zdDogd2hlcmUuaG9zdCB9IDoge30pIH0sXG4gICAgICB0YWJsZS5maW5kQ29tbWFuZCxcbiAgICApO1xuICAgIHJldHVybiBlcnJvcjtcbiAgfSBjYXRjaCAoZXJyKSB7XG4gICAgcmV0dXJuIGAke2xpbmV9OiAkeyhlcnIgYXMgRXJyb3IpPy5tZXNzYWdlID8/IGVycn1gO1xuICB9XG59XG5cbi8qKlxuICogV2FpdHMgYmVmb3JlIGVhY2ggdHJ5IHRvIHJlYWNoIGEgZGFlbW9uIGJlaW5nIHVwZ3JhZGVkIChhcyB0aGUgYXR0YWNoXG4gKiBjbGllbnQncyBgTE9DQUxfQkFDS09GRl9NU2A6IGl0cyBuZXcgcHJvZ3JhbSBpcyBiYWNrIGluIGEgZmV3IGh1bmRyZWRcbiAqIG1zKSwgMy40IHMgaW4gYWxsLlxuICovXG5jb25zdCBMT0NBTF9SRVRSWV9NUyA9IFswLCA1MCwgNTAsIDUwLCA1MCwgNTAsIDEwMCwgMTAwLCAyMDAsIDUwMCwgMTAwMCwgMTAwMF07XG5cbi8qKiBUaGUgbGl2ZSBzZXNzaW9uIHRoYXQgd2FzIGFjdGl2ZSBsYXN0LCBhcyB0aGUgZGFlbW9uJ3MgYXR0YWNoIHBpY2tzLiAqL1xuZnVuY3Rpb24gbW9zdFJlY2VudChzZXNzaW9uczogU2Vzc2lvbkluZm9bXSk6IHN0cmluZyB8IHVuZGVmaW5lZCB7XG4gIGxldCBiZXN0OiBTZXNzaW9uSW5mbyB8IHVuZGVmaW5lZDtcbiAgZm9yIChjb25zdCBzIG9mIHNlc3Npb25zKSB7XG4gICAgaWYgKCFzLmV4aXQgJiYgKCFiZXN0IHx8IHMubGFzdEFjdGl2ZSA+IGJlc3QubGFzdEFjdGl2ZSkpIGJlc3QgPSBzO1xuICB9XG4gIHJldHVybiBiZXN0Py5uYW1lO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7OztDQUtDLEdBR0QsU0FBUyxVQUFVLFFBQVEsbUJBQW1CO0FBQzlDLFNBQVMsYUFBYSxRQUFRLHFCQUFxQjtBQUNuRCxTQUE2QixTQUFTLFFBQVEsZUFBZTtBQUM3RCxTQUFTLGFBQWEsUUFBUSxnQkFBZ0I7QUFDOUMsU0FBUyxXQUFXLEVBQUUsV0FBVyxRQUFRLGlDQUFpQztBQUMxRSxTQUFTLFdBQVcsUUFBUSxzQkFBc0I7QUFDbEQsU0FBUyxpQkFBaUIsUUFBUSwyQkFBMkI7QUFTN0Q7OztDQUdDLEdBQ0QsU0FBUztFQUNQLE9BQU8sWUFBWSxvQkFBb0IsWUFBWSxHQUFHO0FBQ3hEO0FBRUE7OztDQUdDLEdBQ0QsT0FBTyxTQUFTLFlBQVksR0FBVztFQUNyQyxNQUFNLE1BQU0sSUFBSSxNQUFNLENBQUM7RUFDdkIsT0FBTztJQUNMLGlCQUFpQixNQUFNLENBQUMsT0FDeEI7SUFDQSxHQUFHLElBQUksdURBQXVELENBQUM7SUFDL0QsR0FBRyxJQUFJLHlEQUF5RCxDQUFDO0lBQ2pFLEdBQUcsSUFBSSx1REFBdUQsQ0FBQztJQUMvRCxHQUFHLElBQUksVUFBVSxDQUFDO0dBQ25CLENBQUMsSUFBSSxDQUFDO0FBQ1Q7QUFFQTs7O0NBR0MsR0FDRCxPQUFPLFNBQVMsZUFBZSxHQUFXO0VBQ3hDLE1BQU0sTUFBTSxJQUFJLE1BQU0sQ0FBQztFQUN2QixPQUFPO0lBQ0wsZ0JBQWdCLE1BQU0sQ0FBQyxPQUN2QjtJQUNBLEdBQUcsSUFBSSxnREFBZ0QsQ0FBQztHQUN6RCxDQUFDLElBQUksQ0FBQztBQUNUO0FBRUE7Ozs7Q0FJQyxHQUNELE9BQU8sU0FBUyxjQUNkLE1BQTJCO0VBRTNCLElBQUksUUFBUSxPQUFPO0VBQ25CLE1BQU0sTUFBTSxDQUFDLEtBQUssR0FBRyxDQUFDLEdBQUcsQ0FBQyxzQkFBc0IsRUFBRSxFQUFFLElBQUksR0FBRyxXQUFXO0VBQ3RFLElBQUk7SUFBQztJQUFLO0lBQVE7SUFBTztHQUFLLENBQUMsUUFBUSxDQUFDLE1BQU0sT0FBTztFQUNyRCxJQUFJO0lBQUM7SUFBSztJQUFTO0lBQU07R0FBTSxDQUFDLFFBQVEsQ0FBQyxNQUFNLE9BQU87RUFDdEQsT0FBTztBQUNUO0FBRUE7OztDQUdDLEdBQ0QsT0FBTyxlQUFlLFdBQ3BCLE1BQTBCO0VBRTFCLE1BQU0sT0FBTyxVQUFVLEtBQUssR0FBRyxDQUFDLEdBQUcsQ0FBQztFQUNwQyxJQUFJLFNBQVMsV0FBVyxPQUFPO0VBQy9CLE1BQU0sRUFBRSxXQUFXLEVBQUUsR0FBRyxNQUFNLFlBQzVCLHVCQUNBLFlBQVksR0FBRztFQUVqQixJQUFJO0lBQ0YsT0FBTyxZQUFZO0VBQ3JCLEVBQUUsT0FBTyxLQUFLO0lBQ1osTUFBTSxJQUFJLFVBQVUsQUFBQyxJQUFjLE9BQU87RUFDNUM7QUFDRjtBQUVBOzs7Q0FHQyxHQUNELE9BQU8sZUFBZSxlQUNwQixJQUFnQixFQUNoQixJQUFZO0VBRVosTUFBTSxFQUFFLE9BQU8sRUFBRSxHQUFHLE1BQU0sY0FBYyxNQUFNO0lBQUUsSUFBSTtFQUFVO0VBQzlELE9BQU8sWUFBWSxNQUFNLFFBQVEsTUFBTTtBQUN6QztBQUVBLHNFQUFzRSxHQUN0RSxPQUFPLFNBQVM7RUFDZCxPQUFPLEtBQUssS0FBSyxDQUFDLFVBQVUsTUFBTSxLQUFLLE1BQU0sQ0FBQyxVQUFVO0FBQzFEO0FBRUE7OztDQUdDLEdBQ0QsT0FBTyxTQUFTLGFBQWEsSUFBWSxFQUFFLElBQVk7RUFDckQsSUFBSSxDQUFDLGVBQWU7SUFDbEIsTUFBTSxJQUFJLFVBQVUsR0FBRyxLQUFLLG9DQUFvQyxFQUFFLE1BQU07RUFDMUU7QUFDRjtBQUVBLDREQUE0RCxHQUM1RCxPQUFPLFNBQVMsaUJBQWlCLE1BQWMsRUFBRSxJQUFZO0VBQzNELE1BQU0sU0FBUyxLQUFLLEdBQUcsQ0FBQyxHQUFHLENBQUM7RUFDNUIsSUFBSSxXQUFXLEdBQUcsT0FBTyxDQUFDLEVBQUUsTUFBTSxFQUFFO0lBQ2xDLE1BQU0sSUFBSSxVQUNSLENBQUMsdUJBQXVCLEVBQUUsS0FBSyxzQ0FBc0MsQ0FBQztFQUUxRTtBQUNGO0FBRUE7Ozs7OztDQU1DLEdBQ0QsT0FBTyxlQUFlLGNBQ3BCLElBQWdCLEVBQ2hCLE1BQWMsRUFDZCxJQW1CQyxFQUNELEtBQXFCO0VBRXJCLGtFQUFrRTtFQUNsRSxNQUFNLENBQUMsRUFBRSxRQUFRLEVBQUUsRUFBRSxFQUFFLE9BQU8sRUFBRSxRQUFRLEVBQUUsSUFBSSxFQUFFLENBQUMsR0FBRyxNQUFNLFFBQVEsR0FBRyxDQUFDO0lBQ3BFLGNBQWMsTUFBTTtNQUFFLElBQUk7SUFBSztJQUMvQixjQUFjLE1BQU07TUFBRSxJQUFJO0lBQVU7R0FDckM7RUFDRCxJQUFJLE9BQU8sS0FBSyxJQUFJLElBQUksV0FBVztFQUNuQyxJQUFJLFNBQVMsV0FBVztJQUN0QixNQUFNLElBQUksVUFBVTtFQUN0QjtFQUNBLElBQUksQ0FBQyxTQUFTLElBQUksQ0FBQyxDQUFDLElBQU0sRUFBRSxJQUFJLEtBQUssT0FBTztJQUMxQyxPQUFPLE1BQU0sYUFBYSxNQUFNO0VBQ2xDO0VBQ0EsdUVBQXVFO0VBQ3ZFLElBQUksQ0FBQyxPQUFPLE1BQU0saUJBQWlCLFFBQVE7RUFDM0MsYUFBYSxVQUFVO0VBQ3ZCLElBQUksQ0FBQyxPQUFPLFFBQVEsa0JBQWtCO0lBQ3BDLElBQUksbUJBQW1CLEtBQUssTUFBTSxFQUFFO01BQ2xDLE1BQU0sYUFBYSxRQUFRLE1BQU07SUFDbkM7SUFDQSxNQUFNLE9BQU8sTUFBTSxpQkFBaUIsTUFBTSxRQUFRLE1BQU0sTUFBTTtJQUM5RCxJQUFJLFNBQVMsTUFBTSxPQUFPO0VBQzVCO0VBQ0EsaUVBQWlFO0VBQ2pFLElBQUksa0JBQWtCLE1BQU07SUFDMUIsS0FBSyxLQUFLO0lBQ1YsT0FBTyxNQUFNLGdCQUFnQixPQUFPLFVBQVUsUUFBUSxNQUFNO0VBQzlEO0VBQ0EsTUFBTSxFQUFFLGFBQWEsRUFBRSxjQUFjLEVBQUUsWUFBWSxFQUFFLGdCQUFnQixFQUFFLEdBQ3JFLE1BQU07RUFDUixpRUFBaUU7RUFDakUsbUVBQW1FO0VBQ25FLE1BQU0sUUFBUTtJQUFFLFFBQVEsS0FBSyxNQUFNO0lBQUUsV0FBVyxLQUFLLFNBQVM7RUFBQztFQUMvRCxNQUFNLFdBQVcsQ0FBQyxJQUFzQixlQUFlLEdBQUc7RUFDMUQsNERBQTREO0VBQzVELE1BQU0sRUFBRSxVQUFVLFdBQVcsRUFBRSxHQUFHLE9BQU8sR0FBRyxTQUFTO0VBQ3JELE1BQU0sRUFBRSxlQUFlLEVBQUUsR0FBRyxNQUFNLFlBQ2hDLHdCQUNBLFlBQVksR0FBRztFQUVqQixNQUFNLE9BQU8sS0FBSyxXQUFXO0VBQzdCLE1BQU0sU0FBUyxNQUFNLGNBQWMsTUFBTTtJQUN2QztJQUNBLFVBQVUsS0FBSyxRQUFRO0lBQ3ZCLGNBQWMsS0FBSyxZQUFZO0lBQy9CLEdBQUcsS0FBSztJQUNSO0lBQ0EsWUFBWSxRQUNWLENBQUMsQ0FBQyxNQUFNLFVBQ04sZ0JBQWdCLE1BQU0sU0FBUyxTQUFTO1FBQUU7TUFBTyxHQUFHLEtBQUs7SUFDN0QsUUFBUSxhQUFhO1NBQUk7U0FBYTtLQUFZLEVBQUU7SUFDcEQsR0FBSSxRQUNBO01BQ0EsUUFBUSxJQUFNLFdBQVcsSUFBSSxDQUFDLE9BQU8sVUFBVTtVQUFFLFdBQVc7UUFBSztNQUNqRSxPQUFPLE1BQU0sSUFBSSxFQUFFLFNBQVMsTUFBTSxNQUFNLENBQUMsT0FBTyxDQUFDLFNBQVM7TUFDMUQsR0FBSSxNQUFNLElBQUksR0FBRyxDQUFDLElBQUk7UUFBRSxTQUFTO01BQWlCLENBQUM7SUFDckQsSUFDRSxDQUFDLENBQUM7RUFDUjtFQUNBLE9BQU8sT0FBTyxRQUFRO0FBQ3hCO0FBRUE7Ozs7O0NBS0MsR0FDRCxlQUFlLGFBQWEsSUFBZ0IsRUFBRSxNQUFjO0VBQzFELE1BQU0sRUFBRSxJQUFJLEVBQUUsR0FBRyxNQUFNLGNBQWMsTUFBTTtJQUN6QyxJQUFJO0lBQ0osTUFBTTtJQUNOLFFBQVE7SUFDUixPQUFPO0VBQ1Q7RUFDQSxJQUFJLGtCQUFrQixTQUFTO0lBQzdCLE1BQU0sY0FBYyxNQUFNO01BQUUsSUFBSTtNQUFlLE1BQU07SUFBTztFQUM5RDtFQUNBLE9BQU87QUFDVDtBQUVBOzs7O0NBSUMsR0FDRCxTQUFTO0VBQ1AsT0FBTyxLQUFLLEdBQUcsQ0FBQyxHQUFHLENBQUMsc0JBQXNCLE9BQ3hDLENBQUMsQUFBQyxVQUFzQyxDQUFDLFlBQVk7QUFDekQ7QUFFQTs7OztDQUlDLEdBQ0QsTUFBTSxjQUFjLE9BQU8sR0FBRyxDQUFDO0FBRS9COzs7Ozs7Ozs7O0NBVUMsR0FDRCxlQUFlLGdCQUNiLE1BQWMsRUFDZCxJQUFZLEVBQ1osSUFBeUM7RUFFeEMsVUFBc0MsQ0FBQyxZQUFZLEdBQUc7RUFDdkQsTUFBTSxPQUFPLFdBQVcsUUFBUSxNQUFNO0VBRXRDLE1BQU0sT0FBTyxJQUFJLElBQUksVUFBVSxZQUFZLEdBQUc7RUFDOUMsd0VBQXdFO0VBQ3hFLHNEQUFzRDtFQUN0RCxNQUFNLENBQUMsT0FBTyxPQUFPLEdBQUcsTUFBTSxRQUFRLEdBQUcsQ0FBQztJQUN4QyxNQUFNLENBQUMsSUFBSSxJQUFJLDBCQUEwQixNQUFNLElBQUk7SUFDbkQsTUFBTSxDQUFDLElBQUksSUFBSSxnQ0FBZ0MsTUFBTSxJQUFJO0dBQzFEO0VBQ0QsdUVBQXVFO0VBQ3ZFLHNFQUFzRTtFQUN0RSw2REFBNkQ7RUFDN0QsTUFBTSxRQUFRLE9BQU8sV0FBVyxDQUFDO0VBQ2pDLE1BQU0sU0FBUztJQUNiLElBQUksT0FBTyxNQUFNLE1BQU0sT0FBTyxlQUFlLENBQUMsTUFBTTtJQUNwRCxPQUFPLE1BQU8sTUFBTSxDQUFDLElBQUksSUFBSSxVQUFVLE1BQU0sSUFBSTtFQUNuRDtFQUNBLE1BQU0sUUFBUSxNQUFNLE1BQU0sZ0JBQWdCLENBQUMsTUFBTSxVQUFVO0lBQUUsT0FBTyxDQUFDO0VBQU0sR0FDeEUsS0FBSyxDQUFDLElBQU07RUFDZixNQUFNLE1BQU0sVUFBVSxPQUNsQixNQUFNLFdBQ04sTUFBTSxBQUFDLE1BQU0sQ0FBQyxPQUF3QixLQUFLLENBQUM7RUFDaEQsT0FBTyxNQUFNLElBQUksR0FBRyxDQUFDO0FBQ3ZCO0FBRUEsd0VBQXdFLEdBQ3hFLFNBQVMsV0FDUCxNQUFjLEVBQ2QsSUFBWSxFQUNaLElBQXlDO0VBRXpDLE9BQU87SUFDTDtJQUNBO0lBQ0E7T0FDSSxLQUFLLFFBQVEsR0FBRztNQUFDO0tBQUssR0FBRyxFQUFFO09BQzNCLEtBQUssWUFBWSxHQUFHO01BQUM7S0FBSyxHQUFHLEVBQUU7T0FDL0IsS0FBSyxTQUFTLEdBQUc7TUFBQztLQUFjLEdBQUcsRUFBRTtPQUNyQyxLQUFLLFlBQVksS0FBSyxZQUN0QjtNQUFDLENBQUMsU0FBUyxFQUFFLEtBQUssWUFBWSxFQUFFO0tBQUMsR0FDakMsRUFBRTtJQUNOLENBQUMsU0FBUyxFQUFFLE1BQU07R0FDbkI7QUFDSDtBQUVBOzs7Ozs7Ozs7Q0FTQyxHQUNELGVBQWUsYUFDYixNQUFjLEVBQ2QsSUFBWSxFQUNaLElBQXlDO0VBRXpDLE1BQU0sT0FBTyxJQUFJLElBQUksVUFBVSxZQUFZLEdBQUc7RUFDOUMsSUFBSTtJQUNGLDZEQUE2RDtJQUM3RCxNQUFNLFFBQVEsTUFBTSxNQUFNLENBQ3hCLElBQUksSUFBSSxnQ0FBZ0MsTUFBTSxJQUFJO0lBRXBELE1BQU0sTUFBTSxVQUFVLENBQUMsTUFBTSxXQUFXLFFBQVEsTUFBTTtFQUN4RCxFQUFFLE9BQU07RUFDTix1QkFBdUI7RUFDekI7QUFDRjtBQUVBOzs7Q0FHQyxHQUNELGVBQWUsaUJBQ2IsSUFBZ0IsRUFDaEIsTUFBYyxFQUNkLElBQVksRUFDWixJQUF5QyxFQUN6QyxLQUFxQjtFQUVyQixNQUFNLFdBQVcsTUFBTSxZQUNyQixzQkFDQSxZQUFZLEdBQUc7RUFFakIsTUFBTSxXQUFXLFNBQVMsZ0JBQWdCO0VBQzFDLElBQUksQ0FBQyxVQUFVLE9BQU87RUFDdEIsTUFBTSxTQUFTLFNBQVM7SUFBRTtFQUFPO0VBQ2pDLE9BQU8sTUFBTSxTQUFTLFFBQVEsQ0FBQyxNQUFNLFVBQVU7SUFDN0M7SUFDQSxVQUFVLEtBQUssUUFBUTtJQUN2QixjQUFjLEtBQUssWUFBWTtJQUMvQixRQUFRLEtBQUssTUFBTTtJQUNuQixXQUFXLEtBQUssU0FBUztJQUN6QixZQUFZLENBQUMsTUFBTSxVQUFZLGNBQWMsTUFBTSxTQUFTO0lBQzVELFFBQVEsSUFBTSxXQUFXLElBQUksQ0FBQyxRQUFRO0lBQ3RDLFNBQVM7RUFDWDtBQUNGO0FBRUE7Ozs7OztDQU1DLEdBQ0QsZUFBZSxjQUNiLElBQVksRUFDWixPQUFlLEVBQ2YsS0FBb0I7RUFFcEIsSUFBSTtJQUNGLE1BQU0sQ0FBQyxRQUFRLE1BQU0sR0FBRyxNQUFNLFFBQVEsR0FBRyxDQUFDO01BQ3hDLE1BQU0sQ0FBQyxJQUFJLElBQUksd0JBQXdCLFlBQVksR0FBRyxFQUFFLElBQUk7TUFDNUQsTUFBTSxDQUFDLElBQUksSUFBSSxjQUFjLFlBQVksR0FBRyxFQUFFLElBQUk7S0FDbkQ7SUFDRCwyREFBMkQ7SUFDM0QsTUFBTSxFQUFFLEtBQUssRUFBRSxHQUFHLE1BQU0sT0FBTyxlQUFlLENBQzVDLE1BQ0EsU0FDQTtNQUFFLFFBQVEsTUFBTSxNQUFNO01BQUUsR0FBSSxNQUFNLElBQUksR0FBRztRQUFFLE1BQU0sTUFBTSxJQUFJO01BQUMsSUFBSSxDQUFDLENBQUM7SUFBRSxHQUNwRSxNQUFNLFdBQVc7SUFFbkIsT0FBTztFQUNULEVBQUUsT0FBTyxLQUFLO0lBQ1osT0FBTyxHQUFHLEtBQUssRUFBRSxFQUFFLEFBQUMsS0FBZSxXQUFXLEtBQUs7RUFDckQ7QUFDRjtBQUVBOzs7O0NBSUMsR0FDRCxNQUFNLGlCQUFpQjtFQUFDO0VBQUc7RUFBSTtFQUFJO0VBQUk7RUFBSTtFQUFJO0VBQUs7RUFBSztFQUFLO0VBQUs7RUFBTTtDQUFLO0FBRTlFLHlFQUF5RSxHQUN6RSxTQUFTLFdBQVcsUUFBdUI7RUFDekMsSUFBSTtFQUNKLEtBQUssTUFBTSxLQUFLLFNBQVU7SUFDeEIsSUFBSSxDQUFDLEVBQUUsSUFBSSxJQUFJLENBQUMsQ0FBQyxRQUFRLEVBQUUsVUFBVSxHQUFHLEtBQUssVUFBVSxHQUFHLE9BQU87RUFDbkU7RUFDQSxPQUFPLE1BQU07QUFDZiJ9
// denoCacheMetadata=477955782176799225,1829237594221521747