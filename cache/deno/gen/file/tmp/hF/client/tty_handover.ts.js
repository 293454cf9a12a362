/**
 * `berth attach` on this machine: hands the terminal to the daemon, which
 * reads the keys and draws the session there itself (conversation step 15
 * in `protocol/messages.ts`), as tmux's server does. Nothing of the attach
 * client's drawing runs here, and no key or frame passes through this
 * process: it puts the terminal in raw mode, passes on its size changes
 * and SIGTERM or SIGHUP, stops as the shell's job when the daemon says
 * `suspend` (prefix C-z) until `fg`, takes raw mode again and has the
 * daemon draw the terminal again when continued after a stop from outside
 * (`kill -STOP`, then `fg`), and when the daemon says `done`,
 * puts the terminal back and prints the line. Key bindings' command lines
 * run in the daemon, in this process's environment and directory, which
 * the request gives: none of the commands is loaded here (a daemon older
 * than that sends them here, `run`, and they load then).
 *
 * A daemon that cannot open the terminal (another user's, another mount
 * namespace) says `no-tty`; the caller then attaches the way a remote
 * client does, drawing the terminal here (`client/attach/`).
 *
 * @module
 */ import { ConnectionError, RequestError } from "./connection.ts";
import { terminalSize } from "./terminal_size.ts";
import { signalNumber } from "../protocol/signals.ts";
import { stopSelf, whyNoStop } from "./job_control.ts";
import { sendableEnv } from "../protocol/limits.ts";
/**
 * Everything a terminal may have been left in by a daemon that died while
 * drawing it: synchronized output, a link, colours, the modes it mirrors
 * (cursor keys, keypad, paste, focus, mouse), the cursor's shape and
 * visibility, and the alternate screen.
 */ const RESET_ALL = "\x1b[?2026l\x1b]8;;\x1b\\\x1b[m\x1b[?1l\x1b>" + "\x1b[?2004l\x1b[?1004l\x1b[?9l\x1b[?1000l\x1b[?1002l\x1b[?1003l" + "\x1b[?1005l\x1b[?1006l\x1b[?1015l\x1b[0 q\x1b[?25h\x1b[?1049l";
/**
 * This process's terminal (stdin and stdout, the same one) as the daemon
 * can open it, or null when it cannot be named.
 */ export function handoverTerminal() {
  try {
    const tty = Deno.readLinkSync("/proc/self/fd/0");
    if (!tty.startsWith("/dev/")) return null;
    const { rdev, dev } = Deno.statSync("/proc/self/fd/0");
    const out = Deno.statSync("/proc/self/fd/1");
    if (!rdev || out.rdev !== rdev || out.dev !== dev) return null;
    return {
      tty,
      rdev,
      dev
    };
  } catch  {
    return null; // No /proc: not Linux.
  }
}
/**
 * Attaches with the daemon drawing `terminal`; resolves with the exit
 * code once the attachment has ended and the line is printed, or null,
 * with the terminal untouched, when the daemon cannot open it.
 */ export async function handOver(conn, terminal, opts) {
  Deno.stdin.setRaw(true);
  const state = {
    restored: false,
    stopping: null,
    suspending: false
  };
  const signals = new SignalForwarder(state);
  let done;
  try {
    done = await attachAndWait(conn, terminal, opts, signals, state);
  } finally{
    signals.stop();
    Deno.stdin.setRaw(false);
  }
  if (done === null) return null;
  writeAll(Deno.stderr, done.message + "\n");
  return done.exitCode;
}
/**
 * Asks the daemon to draw the terminal and waits for the end; after a
 * live upgrade (the connection closes, a new daemon comes), asks the new
 * one, taking the attachment over by its token. Null: `no-tty`.
 */ async function attachAndWait(first, terminal, opts, signals, state) {
  let conn = first;
  let token = "";
  const term = Deno.env.get("TERM");
  const env = sendableEnv(Deno.env.toObject());
  const cwd = currentDirectory();
  for(;;){
    const req = {
      op: "attach-tty",
      ...terminal,
      pid: Deno.pid,
      name: opts.name,
      readOnly: opts.readOnly,
      ...opts.detachOthers && !token ? {
        detachOthers: true
      } : {},
      ...opts.prefix ? {
        prefix: opts.prefix
      } : {},
      ...opts.clipboard !== undefined ? {
        clipboard: opts.clipboard
      } : {},
      ...term ? {
        term
      } : {},
      ...token ? {
        resume: token
      } : {},
      env,
      ...cwd ? {
        cwd
      } : {}
    };
    const ended = waitDone(conn, opts, state);
    signals.to(conn);
    try {
      const answer = await conn.request(req);
      if (answer.token) token = answer.token;
      signals.drawn = true;
    } catch (err) {
      // The caller attaches over this same connection, drawing itself.
      if (err instanceof RequestError && err.code === "no-tty" && !token) {
        return null;
      }
      if (!(err instanceof ConnectionError)) {
        conn.close();
        return {
          exitCode: 1,
          message: `berth: ${err.message}`
        };
      }
    }
    const done = await ended;
    if (done) return done;
    // The connection closed without `done`: the daemon is being replaced
    // (the same process, which execs its new program), or it died.
    const next = token && alive(conn.daemonPid) ? await reconnect(opts, signals) : null;
    if (!next) {
      // Given back restored for a suspend, and never taken again: a reset
      // would only move the shell's cursor (its saved one, 1049).
      await state.stopping;
      if (!state.restored) writeAll(Deno.stdout, RESET_ALL);
      const signal = signals.terminated;
      return signal ? {
        exitCode: 128 + signalNumber(signal),
        message: `[got ${signal}]`
      } : {
        exitCode: 1,
        message: "[daemon gone: lost connection]"
      };
    }
    conn = next;
  }
}
/**
 * Serves the daemon's `run` messages on `conn` until `done` (resolves
 * with it) or the connection closes (null).
 */ function waitDone(conn, opts, state) {
  return new Promise((resolve)=>{
    conn.onPush = (msg)=>{
      if (msg.t === "run") {
        // Only a daemon that predates `env` in `attach-tty` sends these.
        opts.runCommand(msg.line, msg.session).then((error)=>conn.send({
            t: "ran",
            id: msg.id,
            error
          }), (err)=>conn.send({
            t: "ran",
            id: msg.id,
            error: String(err)
          })).catch(()=>{}); // The daemon is gone: nobody to tell.
      } else if (msg.t === "suspend") {
        state.stopping = suspendHere(conn, state);
      } else if (msg.t === "done") {
        resolve({
          exitCode: msg.exitCode,
          message: msg.message
        });
        conn.close();
      }
    };
    conn.closed.then(()=>resolve(null));
  });
}
/**
 * The daemon restored the terminal and leaves it unread (tmux's
 * suspend-client): out of raw mode, this process stops as the shell's job,
 * which gets its prompt back; once continued (`fg`), raw mode again, and
 * `wakeup` has the daemon read and draw the terminal again. Where nothing
 * could continue it (no job control), it stays and says why.
 */ async function suspendHere(conn, state) {
  const why = whyNoStop();
  if (!why) {
    state.restored = true;
    state.suspending = true;
    setRaw(false);
    try {
      await stopSelf();
    } finally{
      state.suspending = false;
    }
    // The daemon died meanwhile: the terminal stays as the shell left it.
    if (!alive(conn.daemonPid)) return;
    setRaw(true);
    state.restored = false;
  }
  conn.send(why ? {
    t: "wakeup",
    error: why
  } : {
    t: "wakeup"
  }).catch(()=>{});
}
/** The terminal's raw mode on or off; a terminal gone is left be. */ function setRaw(on) {
  try {
    Deno.stdin.setRaw(on);
  } catch  {
  // Hung up (the shell exited while this process was stopped).
  }
}
/** This process's working directory; undefined when it is gone. */ function currentDirectory() {
  try {
    return Deno.cwd();
  } catch  {
    return undefined; // Removed meanwhile: the daemon's then.
  }
}
/** Whether process `pid` is there (not gone, not a zombie). */ function alive(pid) {
  try {
    return !/\) Z /.test(Deno.readTextFileSync(`/proc/${pid}/stat`));
  } catch  {
    return false;
  }
}
/** A new connection to the daemon that replaced the old one, or null. */ async function reconnect(opts, signals) {
  for (const ms of opts.retryMs){
    await new Promise((r)=>setTimeout(r, ms));
    if (signals.terminated) return null;
    try {
      return await opts.reopen();
    } catch  {
    // Not back yet.
    }
  }
  return null;
}
/**
 * Passes SIGWINCH (as the terminal's new size) and SIGTERM or SIGHUP on
 * to the daemon over the connection of the moment; and SIGCONT, after a
 * stop from outside (`kill -STOP`, not the daemon's `suspend`): the shell
 * had the terminal meanwhile, so raw mode is taken again and the daemon
 * told to draw it again (`wakeup`), as tmux's client has its server do.
 */ class SignalForwarder {
  #conn = null;
  #handlers = [];
  constructor(state){
    const on = (signal, fn)=>{
      Deno.addSignalListener(signal, fn);
      this.#handlers.push([
        signal,
        fn
      ]);
    };
    on("SIGWINCH", ()=>this.#send({
        t: "resize",
        ...terminalSize()
      }));
    on("SIGCONT", ()=>{
      if (state.suspending || state.restored) return;
      setRaw(true);
      if (this.drawn) this.#send({
        t: "wakeup"
      });
    });
    for (const signal of [
      "SIGTERM",
      "SIGHUP"
    ]){
      on(signal, ()=>{
        this.terminated = signal;
        this.#send({
          t: "terminate",
          signal
        });
      });
    }
  }
  /** SIGTERM or SIGHUP came (a reconnect gives up then); null: none. */ terminated = null;
  /** The daemon draws the terminal (its answer came on this connection). */ drawn = false;
  to(conn) {
    this.#conn = conn;
    this.drawn = false;
  }
  stop() {
    for (const [signal, fn] of this.#handlers){
      Deno.removeSignalListener(signal, fn);
    }
    this.#handlers = [];
  }
  #send(msg) {
    this.#conn?.send(msg).catch(()=>{});
  }
}
/** Writes all of `text` to `file` (the terminal, or stderr); never throws. */ function writeAll(file, text) {
  const bytes = new TextEncoder().encode(text);
  try {
    for(let off = 0; off < bytes.length;){
      off += file.writeSync(bytes.subarray(off));
    }
  } catch  {
  // The terminal is gone; the exit code still tells.
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC90dHlfaGFuZG92ZXIudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggYXR0YWNoYCBvbiB0aGlzIG1hY2hpbmU6IGhhbmRzIHRoZSB0ZXJtaW5hbCB0byB0aGUgZGFlbW9uLCB3aGljaFxuICogcmVhZHMgdGhlIGtleXMgYW5kIGRyYXdzIHRoZSBzZXNzaW9uIHRoZXJlIGl0c2VsZiAoY29udmVyc2F0aW9uIHN0ZXAgMTVcbiAqIGluIGBwcm90b2NvbC9tZXNzYWdlcy50c2ApLCBhcyB0bXV4J3Mgc2VydmVyIGRvZXMuIE5vdGhpbmcgb2YgdGhlIGF0dGFjaFxuICogY2xpZW50J3MgZHJhd2luZyBydW5zIGhlcmUsIGFuZCBubyBrZXkgb3IgZnJhbWUgcGFzc2VzIHRocm91Z2ggdGhpc1xuICogcHJvY2VzczogaXQgcHV0cyB0aGUgdGVybWluYWwgaW4gcmF3IG1vZGUsIHBhc3NlcyBvbiBpdHMgc2l6ZSBjaGFuZ2VzXG4gKiBhbmQgU0lHVEVSTSBvciBTSUdIVVAsIHN0b3BzIGFzIHRoZSBzaGVsbCdzIGpvYiB3aGVuIHRoZSBkYWVtb24gc2F5c1xuICogYHN1c3BlbmRgIChwcmVmaXggQy16KSB1bnRpbCBgZmdgLCB0YWtlcyByYXcgbW9kZSBhZ2FpbiBhbmQgaGFzIHRoZVxuICogZGFlbW9uIGRyYXcgdGhlIHRlcm1pbmFsIGFnYWluIHdoZW4gY29udGludWVkIGFmdGVyIGEgc3RvcCBmcm9tIG91dHNpZGVcbiAqIChga2lsbCAtU1RPUGAsIHRoZW4gYGZnYCksIGFuZCB3aGVuIHRoZSBkYWVtb24gc2F5cyBgZG9uZWAsXG4gKiBwdXRzIHRoZSB0ZXJtaW5hbCBiYWNrIGFuZCBwcmludHMgdGhlIGxpbmUuIEtleSBiaW5kaW5ncycgY29tbWFuZCBsaW5lc1xuICogcnVuIGluIHRoZSBkYWVtb24sIGluIHRoaXMgcHJvY2VzcydzIGVudmlyb25tZW50IGFuZCBkaXJlY3RvcnksIHdoaWNoXG4gKiB0aGUgcmVxdWVzdCBnaXZlczogbm9uZSBvZiB0aGUgY29tbWFuZHMgaXMgbG9hZGVkIGhlcmUgKGEgZGFlbW9uIG9sZGVyXG4gKiB0aGFuIHRoYXQgc2VuZHMgdGhlbSBoZXJlLCBgcnVuYCwgYW5kIHRoZXkgbG9hZCB0aGVuKS5cbiAqXG4gKiBBIGRhZW1vbiB0aGF0IGNhbm5vdCBvcGVuIHRoZSB0ZXJtaW5hbCAoYW5vdGhlciB1c2VyJ3MsIGFub3RoZXIgbW91bnRcbiAqIG5hbWVzcGFjZSkgc2F5cyBgbm8tdHR5YDsgdGhlIGNhbGxlciB0aGVuIGF0dGFjaGVzIHRoZSB3YXkgYSByZW1vdGVcbiAqIGNsaWVudCBkb2VzLCBkcmF3aW5nIHRoZSB0ZXJtaW5hbCBoZXJlIChgY2xpZW50L2F0dGFjaC9gKS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHtcbiAgdHlwZSBDb25uZWN0aW9uLFxuICBDb25uZWN0aW9uRXJyb3IsXG4gIHR5cGUgUHVzaE1zZyxcbiAgUmVxdWVzdEVycm9yLFxufSBmcm9tIFwiLi9jb25uZWN0aW9uLnRzXCI7XG5pbXBvcnQgdHlwZSB7IFJlcXVlc3QgfSBmcm9tIFwiLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7IHRlcm1pbmFsU2l6ZSB9IGZyb20gXCIuL3Rlcm1pbmFsX3NpemUudHNcIjtcbmltcG9ydCB7IHNpZ25hbE51bWJlciB9IGZyb20gXCIuLi9wcm90b2NvbC9zaWduYWxzLnRzXCI7XG5pbXBvcnQgeyBzdG9wU2VsZiwgd2h5Tm9TdG9wIH0gZnJvbSBcIi4vam9iX2NvbnRyb2wudHNcIjtcbmltcG9ydCB7IHNlbmRhYmxlRW52IH0gZnJvbSBcIi4uL3Byb3RvY29sL2xpbWl0cy50c1wiO1xuXG4vKiogV2hhdCB0byBhdHRhY2gsIGFzIHRoZSBjb21tYW5kIGxpbmUgYXNrZWQuICovXG5leHBvcnQgaW50ZXJmYWNlIEhhbmRvdmVyT3B0aW9ucyB7XG4gIG5hbWU/OiBzdHJpbmc7XG4gIHJlYWRPbmx5OiBib29sZWFuO1xuICBkZXRhY2hPdGhlcnM/OiBib29sZWFuO1xuICAvKiogVGhlIHByZWZpeCBrZXkncyBuYW1lIGdpdmVuIG9uIHRoZSBjb21tYW5kIGxpbmUuICovXG4gIHByZWZpeD86IHN0cmluZztcbiAgLyoqIENsaXBib2FyZCB3cml0ZXMgb3B0ZWQgaW4gb3Igb3V0IG9uIHRoZSBjb21tYW5kIGxpbmUuICovXG4gIGNsaXBib2FyZD86IGJvb2xlYW47XG4gIC8qKlxuICAgKiBSdW5zIGEga2V5IGJpbmRpbmcncyBjb21tYW5kIGxpbmUgZm9yIGEgZGFlbW9uIHRoYXQgcHJlZGF0ZXMgcnVubmluZ1xuICAgKiB0aGVtIGl0c2VsZjsgcmVzb2x2ZXMgd2l0aCBpdHMgZXJyb3IsIG9yIG51bGwuXG4gICAqL1xuICBydW5Db21tYW5kKGxpbmU6IHN0cmluZywgc2Vzc2lvbjogc3RyaW5nKTogUHJvbWlzZTxzdHJpbmcgfCBudWxsPjtcbiAgLyoqIEEgbmV3IGNvbm5lY3Rpb24gdG8gdGhlIHNhbWUgZGFlbW9uLCBhZnRlciBhIGxpdmUgdXBncmFkZS4gKi9cbiAgcmVvcGVuKCk6IFByb21pc2U8Q29ubmVjdGlvbj47XG4gIC8qKiBXYWl0cyBiZWZvcmUgZWFjaCByZWNvbm5lY3QgdHJ5LCBpbiBtcy4gKi9cbiAgcmV0cnlNczogbnVtYmVyW107XG59XG5cbi8qKiBIb3cgdGhlIGF0dGFjaG1lbnQgZW5kZWQ6IHRoZSBsaW5lIHRvIHByaW50IGFuZCB0aGUgZXhpdCBjb2RlLiAqL1xuaW50ZXJmYWNlIERvbmUge1xuICBleGl0Q29kZTogbnVtYmVyO1xuICBtZXNzYWdlOiBzdHJpbmc7XG59XG5cbi8qKlxuICogRXZlcnl0aGluZyBhIHRlcm1pbmFsIG1heSBoYXZlIGJlZW4gbGVmdCBpbiBieSBhIGRhZW1vbiB0aGF0IGRpZWQgd2hpbGVcbiAqIGRyYXdpbmcgaXQ6IHN5bmNocm9uaXplZCBvdXRwdXQsIGEgbGluaywgY29sb3VycywgdGhlIG1vZGVzIGl0IG1pcnJvcnNcbiAqIChjdXJzb3Iga2V5cywga2V5cGFkLCBwYXN0ZSwgZm9jdXMsIG1vdXNlKSwgdGhlIGN1cnNvcidzIHNoYXBlIGFuZFxuICogdmlzaWJpbGl0eSwgYW5kIHRoZSBhbHRlcm5hdGUgc2NyZWVuLlxuICovXG5jb25zdCBSRVNFVF9BTEwgPSBcIlxceDFiWz8yMDI2bFxceDFiXTg7O1xceDFiXFxcXFxceDFiW21cXHgxYls/MWxcXHgxYj5cIiArXG4gIFwiXFx4MWJbPzIwMDRsXFx4MWJbPzEwMDRsXFx4MWJbPzlsXFx4MWJbPzEwMDBsXFx4MWJbPzEwMDJsXFx4MWJbPzEwMDNsXCIgK1xuICBcIlxceDFiWz8xMDA1bFxceDFiWz8xMDA2bFxceDFiWz8xMDE1bFxceDFiWzAgcVxceDFiWz8yNWhcXHgxYls/MTA0OWxcIjtcblxuLyoqXG4gKiBUaGlzIHByb2Nlc3MncyB0ZXJtaW5hbCAoc3RkaW4gYW5kIHN0ZG91dCwgdGhlIHNhbWUgb25lKSBhcyB0aGUgZGFlbW9uXG4gKiBjYW4gb3BlbiBpdCwgb3IgbnVsbCB3aGVuIGl0IGNhbm5vdCBiZSBuYW1lZC5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGhhbmRvdmVyVGVybWluYWwoKTogSGFuZG92ZXJUZXJtaW5hbCB8IG51bGwge1xuICB0cnkge1xuICAgIGNvbnN0IHR0eSA9IERlbm8ucmVhZExpbmtTeW5jKFwiL3Byb2Mvc2VsZi9mZC8wXCIpO1xuICAgIGlmICghdHR5LnN0YXJ0c1dpdGgoXCIvZGV2L1wiKSkgcmV0dXJuIG51bGw7XG4gICAgY29uc3QgeyByZGV2LCBkZXYgfSA9IERlbm8uc3RhdFN5bmMoXCIvcHJvYy9zZWxmL2ZkLzBcIik7XG4gICAgY29uc3Qgb3V0ID0gRGVuby5zdGF0U3luYyhcIi9wcm9jL3NlbGYvZmQvMVwiKTtcbiAgICBpZiAoIXJkZXYgfHwgb3V0LnJkZXYgIT09IHJkZXYgfHwgb3V0LmRldiAhPT0gZGV2KSByZXR1cm4gbnVsbDtcbiAgICByZXR1cm4geyB0dHksIHJkZXYsIGRldiB9O1xuICB9IGNhdGNoIHtcbiAgICByZXR1cm4gbnVsbDsgLy8gTm8gL3Byb2M6IG5vdCBMaW51eC5cbiAgfVxufVxuXG4vKiogVGhpcyBwcm9jZXNzJ3MgdGVybWluYWwsIGFzIGBhdHRhY2gtdHR5YCBuYW1lcyBpdC4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgSGFuZG92ZXJUZXJtaW5hbCB7XG4gIHR0eTogc3RyaW5nO1xuICByZGV2OiBudW1iZXI7XG4gIGRldjogbnVtYmVyO1xufVxuXG4vKipcbiAqIEF0dGFjaGVzIHdpdGggdGhlIGRhZW1vbiBkcmF3aW5nIGB0ZXJtaW5hbGA7IHJlc29sdmVzIHdpdGggdGhlIGV4aXRcbiAqIGNvZGUgb25jZSB0aGUgYXR0YWNobWVudCBoYXMgZW5kZWQgYW5kIHRoZSBsaW5lIGlzIHByaW50ZWQsIG9yIG51bGwsXG4gKiB3aXRoIHRoZSB0ZXJtaW5hbCB1bnRvdWNoZWQsIHdoZW4gdGhlIGRhZW1vbiBjYW5ub3Qgb3BlbiBpdC5cbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIGhhbmRPdmVyKFxuICBjb25uOiBDb25uZWN0aW9uLFxuICB0ZXJtaW5hbDogSGFuZG92ZXJUZXJtaW5hbCxcbiAgb3B0czogSGFuZG92ZXJPcHRpb25zLFxuKTogUHJvbWlzZTxudW1iZXIgfCBudWxsPiB7XG4gIERlbm8uc3RkaW4uc2V0UmF3KHRydWUpO1xuICBjb25zdCBzdGF0ZTogU3VzcGVuZFN0YXRlID0ge1xuICAgIHJlc3RvcmVkOiBmYWxzZSxcbiAgICBzdG9wcGluZzogbnVsbCxcbiAgICBzdXNwZW5kaW5nOiBmYWxzZSxcbiAgfTtcbiAgY29uc3Qgc2lnbmFscyA9IG5ldyBTaWduYWxGb3J3YXJkZXIoc3RhdGUpO1xuICBsZXQgZG9uZTogRG9uZSB8IG51bGw7XG4gIHRyeSB7XG4gICAgZG9uZSA9IGF3YWl0IGF0dGFjaEFuZFdhaXQoY29ubiwgdGVybWluYWwsIG9wdHMsIHNpZ25hbHMsIHN0YXRlKTtcbiAgfSBmaW5hbGx5IHtcbiAgICBzaWduYWxzLnN0b3AoKTtcbiAgICBEZW5vLnN0ZGluLnNldFJhdyhmYWxzZSk7XG4gIH1cbiAgaWYgKGRvbmUgPT09IG51bGwpIHJldHVybiBudWxsO1xuICB3cml0ZUFsbChEZW5vLnN0ZGVyciwgZG9uZS5tZXNzYWdlICsgXCJcXG5cIik7XG4gIHJldHVybiBkb25lLmV4aXRDb2RlO1xufVxuXG4vKipcbiAqIEFza3MgdGhlIGRhZW1vbiB0byBkcmF3IHRoZSB0ZXJtaW5hbCBhbmQgd2FpdHMgZm9yIHRoZSBlbmQ7IGFmdGVyIGFcbiAqIGxpdmUgdXBncmFkZSAodGhlIGNvbm5lY3Rpb24gY2xvc2VzLCBhIG5ldyBkYWVtb24gY29tZXMpLCBhc2tzIHRoZSBuZXdcbiAqIG9uZSwgdGFraW5nIHRoZSBhdHRhY2htZW50IG92ZXIgYnkgaXRzIHRva2VuLiBOdWxsOiBgbm8tdHR5YC5cbiAqL1xuYXN5bmMgZnVuY3Rpb24gYXR0YWNoQW5kV2FpdChcbiAgZmlyc3Q6IENvbm5lY3Rpb24sXG4gIHRlcm1pbmFsOiBIYW5kb3ZlclRlcm1pbmFsLFxuICBvcHRzOiBIYW5kb3Zlck9wdGlvbnMsXG4gIHNpZ25hbHM6IFNpZ25hbEZvcndhcmRlcixcbiAgc3RhdGU6IFN1c3BlbmRTdGF0ZSxcbik6IFByb21pc2U8RG9uZSB8IG51bGw+IHtcbiAgbGV0IGNvbm4gPSBmaXJzdDtcbiAgbGV0IHRva2VuID0gXCJcIjtcbiAgY29uc3QgdGVybSA9IERlbm8uZW52LmdldChcIlRFUk1cIik7XG4gIGNvbnN0IGVudiA9IHNlbmRhYmxlRW52KERlbm8uZW52LnRvT2JqZWN0KCkpO1xuICBjb25zdCBjd2QgPSBjdXJyZW50RGlyZWN0b3J5KCk7XG4gIGZvciAoOzspIHtcbiAgICBjb25zdCByZXE6IFJlcXVlc3QgPSB7XG4gICAgICBvcDogXCJhdHRhY2gtdHR5XCIsXG4gICAgICAuLi50ZXJtaW5hbCxcbiAgICAgIHBpZDogRGVuby5waWQsXG4gICAgICBuYW1lOiBvcHRzLm5hbWUsXG4gICAgICByZWFkT25seTogb3B0cy5yZWFkT25seSxcbiAgICAgIC4uLihvcHRzLmRldGFjaE90aGVycyAmJiAhdG9rZW4gPyB7IGRldGFjaE90aGVyczogdHJ1ZSB9IDoge30pLFxuICAgICAgLi4uKG9wdHMucHJlZml4ID8geyBwcmVmaXg6IG9wdHMucHJlZml4IH0gOiB7fSksXG4gICAgICAuLi4ob3B0cy5jbGlwYm9hcmQgIT09IHVuZGVmaW5lZCA/IHsgY2xpcGJvYXJkOiBvcHRzLmNsaXBib2FyZCB9IDoge30pLFxuICAgICAgLi4uKHRlcm0gPyB7IHRlcm0gfSA6IHt9KSxcbiAgICAgIC4uLih0b2tlbiA/IHsgcmVzdW1lOiB0b2tlbiB9IDoge30pLFxuICAgICAgZW52LFxuICAgICAgLi4uKGN3ZCA/IHsgY3dkIH0gOiB7fSksXG4gICAgfTtcbiAgICBjb25zdCBlbmRlZCA9IHdhaXREb25lKGNvbm4sIG9wdHMsIHN0YXRlKTtcbiAgICBzaWduYWxzLnRvKGNvbm4pO1xuICAgIHRyeSB7XG4gICAgICBjb25zdCBhbnN3ZXIgPSBhd2FpdCBjb25uLnJlcXVlc3QocmVxKTtcbiAgICAgIGlmIChhbnN3ZXIudG9rZW4pIHRva2VuID0gYW5zd2VyLnRva2VuO1xuICAgICAgc2lnbmFscy5kcmF3biA9IHRydWU7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICAvLyBUaGUgY2FsbGVyIGF0dGFjaGVzIG92ZXIgdGhpcyBzYW1lIGNvbm5lY3Rpb24sIGRyYXdpbmcgaXRzZWxmLlxuICAgICAgaWYgKGVyciBpbnN0YW5jZW9mIFJlcXVlc3RFcnJvciAmJiBlcnIuY29kZSA9PT0gXCJuby10dHlcIiAmJiAhdG9rZW4pIHtcbiAgICAgICAgcmV0dXJuIG51bGw7XG4gICAgICB9XG4gICAgICBpZiAoIShlcnIgaW5zdGFuY2VvZiBDb25uZWN0aW9uRXJyb3IpKSB7XG4gICAgICAgIGNvbm4uY2xvc2UoKTtcbiAgICAgICAgcmV0dXJuIHsgZXhpdENvZGU6IDEsIG1lc3NhZ2U6IGBiZXJ0aDogJHsoZXJyIGFzIEVycm9yKS5tZXNzYWdlfWAgfTtcbiAgICAgIH1cbiAgICB9XG4gICAgY29uc3QgZG9uZSA9IGF3YWl0IGVuZGVkO1xuICAgIGlmIChkb25lKSByZXR1cm4gZG9uZTtcbiAgICAvLyBUaGUgY29ubmVjdGlvbiBjbG9zZWQgd2l0aG91dCBgZG9uZWA6IHRoZSBkYWVtb24gaXMgYmVpbmcgcmVwbGFjZWRcbiAgICAvLyAodGhlIHNhbWUgcHJvY2Vzcywgd2hpY2ggZXhlY3MgaXRzIG5ldyBwcm9ncmFtKSwgb3IgaXQgZGllZC5cbiAgICBjb25zdCBuZXh0ID0gdG9rZW4gJiYgYWxpdmUoY29ubi5kYWVtb25QaWQpXG4gICAgICA/IGF3YWl0IHJlY29ubmVjdChvcHRzLCBzaWduYWxzKVxuICAgICAgOiBudWxsO1xuICAgIGlmICghbmV4dCkge1xuICAgICAgLy8gR2l2ZW4gYmFjayByZXN0b3JlZCBmb3IgYSBzdXNwZW5kLCBhbmQgbmV2ZXIgdGFrZW4gYWdhaW46IGEgcmVzZXRcbiAgICAgIC8vIHdvdWxkIG9ubHkgbW92ZSB0aGUgc2hlbGwncyBjdXJzb3IgKGl0cyBzYXZlZCBvbmUsIDEwNDkpLlxuICAgICAgYXdhaXQgc3RhdGUuc3RvcHBpbmc7XG4gICAgICBpZiAoIXN0YXRlLnJlc3RvcmVkKSB3cml0ZUFsbChEZW5vLnN0ZG91dCwgUkVTRVRfQUxMKTtcbiAgICAgIGNvbnN0IHNpZ25hbCA9IHNpZ25hbHMudGVybWluYXRlZDtcbiAgICAgIHJldHVybiBzaWduYWxcbiAgICAgICAgPyB7IGV4aXRDb2RlOiAxMjggKyBzaWduYWxOdW1iZXIoc2lnbmFsKSwgbWVzc2FnZTogYFtnb3QgJHtzaWduYWx9XWAgfVxuICAgICAgICA6IHsgZXhpdENvZGU6IDEsIG1lc3NhZ2U6IFwiW2RhZW1vbiBnb25lOiBsb3N0IGNvbm5lY3Rpb25dXCIgfTtcbiAgICB9XG4gICAgY29ubiA9IG5leHQ7XG4gIH1cbn1cblxuLyoqXG4gKiBTZXJ2ZXMgdGhlIGRhZW1vbidzIGBydW5gIG1lc3NhZ2VzIG9uIGBjb25uYCB1bnRpbCBgZG9uZWAgKHJlc29sdmVzXG4gKiB3aXRoIGl0KSBvciB0aGUgY29ubmVjdGlvbiBjbG9zZXMgKG51bGwpLlxuICovXG5mdW5jdGlvbiB3YWl0RG9uZShcbiAgY29ubjogQ29ubmVjdGlvbixcbiAgb3B0czogSGFuZG92ZXJPcHRpb25zLFxuICBzdGF0ZTogU3VzcGVuZFN0YXRlLFxuKTogUHJvbWlzZTxEb25lIHwgbnVsbD4ge1xuICByZXR1cm4gbmV3IFByb21pc2UoKHJlc29sdmUpID0+IHtcbiAgICBjb25uLm9uUHVzaCA9IChtc2c6IFB1c2hNc2cpID0+IHtcbiAgICAgIGlmIChtc2cudCA9PT0gXCJydW5cIikge1xuICAgICAgICAvLyBPbmx5IGEgZGFlbW9uIHRoYXQgcHJlZGF0ZXMgYGVudmAgaW4gYGF0dGFjaC10dHlgIHNlbmRzIHRoZXNlLlxuICAgICAgICBvcHRzLnJ1bkNvbW1hbmQobXNnLmxpbmUsIG1zZy5zZXNzaW9uKS50aGVuKFxuICAgICAgICAgIChlcnJvcikgPT4gY29ubi5zZW5kKHsgdDogXCJyYW5cIiwgaWQ6IG1zZy5pZCwgZXJyb3IgfSksXG4gICAgICAgICAgKGVycikgPT4gY29ubi5zZW5kKHsgdDogXCJyYW5cIiwgaWQ6IG1zZy5pZCwgZXJyb3I6IFN0cmluZyhlcnIpIH0pLFxuICAgICAgICApLmNhdGNoKCgpID0+IHt9KTsgLy8gVGhlIGRhZW1vbiBpcyBnb25lOiBub2JvZHkgdG8gdGVsbC5cbiAgICAgIH0gZWxzZSBpZiAobXNnLnQgPT09IFwic3VzcGVuZFwiKSB7XG4gICAgICAgIHN0YXRlLnN0b3BwaW5nID0gc3VzcGVuZEhlcmUoY29ubiwgc3RhdGUpO1xuICAgICAgfSBlbHNlIGlmIChtc2cudCA9PT0gXCJkb25lXCIpIHtcbiAgICAgICAgcmVzb2x2ZSh7IGV4aXRDb2RlOiBtc2cuZXhpdENvZGUsIG1lc3NhZ2U6IG1zZy5tZXNzYWdlIH0pO1xuICAgICAgICBjb25uLmNsb3NlKCk7XG4gICAgICB9XG4gICAgfTtcbiAgICBjb25uLmNsb3NlZC50aGVuKCgpID0+IHJlc29sdmUobnVsbCkpO1xuICB9KTtcbn1cblxuLyoqXG4gKiBUaGUgZGFlbW9uIHJlc3RvcmVkIHRoZSB0ZXJtaW5hbCBhbmQgbGVhdmVzIGl0IHVucmVhZCAodG11eCdzXG4gKiBzdXNwZW5kLWNsaWVudCk6IG91dCBvZiByYXcgbW9kZSwgdGhpcyBwcm9jZXNzIHN0b3BzIGFzIHRoZSBzaGVsbCdzIGpvYixcbiAqIHdoaWNoIGdldHMgaXRzIHByb21wdCBiYWNrOyBvbmNlIGNvbnRpbnVlZCAoYGZnYCksIHJhdyBtb2RlIGFnYWluLCBhbmRcbiAqIGB3YWtldXBgIGhhcyB0aGUgZGFlbW9uIHJlYWQgYW5kIGRyYXcgdGhlIHRlcm1pbmFsIGFnYWluLiBXaGVyZSBub3RoaW5nXG4gKiBjb3VsZCBjb250aW51ZSBpdCAobm8gam9iIGNvbnRyb2wpLCBpdCBzdGF5cyBhbmQgc2F5cyB3aHkuXG4gKi9cbmFzeW5jIGZ1bmN0aW9uIHN1c3BlbmRIZXJlKFxuICBjb25uOiBDb25uZWN0aW9uLFxuICBzdGF0ZTogU3VzcGVuZFN0YXRlLFxuKTogUHJvbWlzZTx2b2lkPiB7XG4gIGNvbnN0IHdoeSA9IHdoeU5vU3RvcCgpO1xuICBpZiAoIXdoeSkge1xuICAgIHN0YXRlLnJlc3RvcmVkID0gdHJ1ZTtcbiAgICBzdGF0ZS5zdXNwZW5kaW5nID0gdHJ1ZTtcbiAgICBzZXRSYXcoZmFsc2UpO1xuICAgIHRyeSB7XG4gICAgICBhd2FpdCBzdG9wU2VsZigpO1xuICAgIH0gZmluYWxseSB7XG4gICAgICBzdGF0ZS5zdXNwZW5kaW5nID0gZmFsc2U7XG4gICAgfVxuICAgIC8vIFRoZSBkYWVtb24gZGllZCBtZWFud2hpbGU6IHRoZSB0ZXJtaW5hbCBzdGF5cyBhcyB0aGUgc2hlbGwgbGVmdCBpdC5cbiAgICBpZiAoIWFsaXZlKGNvbm4uZGFlbW9uUGlkKSkgcmV0dXJuO1xuICAgIHNldFJhdyh0cnVlKTtcbiAgICBzdGF0ZS5yZXN0b3JlZCA9IGZhbHNlO1xuICB9XG4gIGNvbm4uc2VuZCh3aHkgPyB7IHQ6IFwid2FrZXVwXCIsIGVycm9yOiB3aHkgfSA6IHsgdDogXCJ3YWtldXBcIiB9KS5jYXRjaChcbiAgICAoKSA9PiB7fSwgLy8gVGhlIGRhZW1vbiBpcyBnb25lOiB0aGUgY29ubmVjdGlvbidzIGVuZCBzYXlzIHNvLlxuICApO1xufVxuXG4vKiogV2hlcmUgYSBzdXNwZW5kICh0aGUgZGFlbW9uJ3MgYHN1c3BlbmRgKSBzdGFuZHMuICovXG5pbnRlcmZhY2UgU3VzcGVuZFN0YXRlIHtcbiAgLyoqIFRoZSBkYWVtb24gZ2F2ZSB0aGUgdGVybWluYWwgYmFjayByZXN0b3JlZCBhbmQgaGFzIG5vdCB0YWtlbiBpdCBhZ2Fpbi4gKi9cbiAgcmVzdG9yZWQ6IGJvb2xlYW47XG4gIC8qKiBUaGUgc3RvcCBhbmQgYGZnYCB1bmRlciB3YXksIGlmIG9uZSBpcy4gKi9cbiAgc3RvcHBpbmc6IFByb21pc2U8dm9pZD4gfCBudWxsO1xuICAvKiogU3RvcHBlZCBieSB0aGF0IHN1c3BlbmQ6IGl0cyBTSUdDT05UIGlzIGl0cyBvd24gYGZnYC4gKi9cbiAgc3VzcGVuZGluZzogYm9vbGVhbjtcbn1cblxuLyoqIFRoZSB0ZXJtaW5hbCdzIHJhdyBtb2RlIG9uIG9yIG9mZjsgYSB0ZXJtaW5hbCBnb25lIGlzIGxlZnQgYmUuICovXG5mdW5jdGlvbiBzZXRSYXcob246IGJvb2xlYW4pOiB2b2lkIHtcbiAgdHJ5IHtcbiAgICBEZW5vLnN0ZGluLnNldFJhdyhvbik7XG4gIH0gY2F0Y2gge1xuICAgIC8vIEh1bmcgdXAgKHRoZSBzaGVsbCBleGl0ZWQgd2hpbGUgdGhpcyBwcm9jZXNzIHdhcyBzdG9wcGVkKS5cbiAgfVxufVxuXG4vKiogVGhpcyBwcm9jZXNzJ3Mgd29ya2luZyBkaXJlY3Rvcnk7IHVuZGVmaW5lZCB3aGVuIGl0IGlzIGdvbmUuICovXG5mdW5jdGlvbiBjdXJyZW50RGlyZWN0b3J5KCk6IHN0cmluZyB8IHVuZGVmaW5lZCB7XG4gIHRyeSB7XG4gICAgcmV0dXJuIERlbm8uY3dkKCk7XG4gIH0gY2F0Y2gge1xuICAgIHJldHVybiB1bmRlZmluZWQ7IC8vIFJlbW92ZWQgbWVhbndoaWxlOiB0aGUgZGFlbW9uJ3MgdGhlbi5cbiAgfVxufVxuXG4vKiogV2hldGhlciBwcm9jZXNzIGBwaWRgIGlzIHRoZXJlIChub3QgZ29uZSwgbm90IGEgem9tYmllKS4gKi9cbmZ1bmN0aW9uIGFsaXZlKHBpZDogbnVtYmVyKTogYm9vbGVhbiB7XG4gIHRyeSB7XG4gICAgcmV0dXJuICEvXFwpIFogLy50ZXN0KERlbm8ucmVhZFRleHRGaWxlU3luYyhgL3Byb2MvJHtwaWR9L3N0YXRgKSk7XG4gIH0gY2F0Y2gge1xuICAgIHJldHVybiBmYWxzZTtcbiAgfVxufVxuXG4vKiogQSBuZXcgY29ubmVjdGlvbiB0byB0aGUgZGFlbW9uIHRoYXQgcmVwbGFjZWQgdGhlIG9sZCBvbmUsIG9yIG51bGwuICovXG5hc3luYyBmdW5jdGlvbiByZWNvbm5lY3QoXG4gIG9wdHM6IEhhbmRvdmVyT3B0aW9ucyxcbiAgc2lnbmFsczogU2lnbmFsRm9yd2FyZGVyLFxuKTogUHJvbWlzZTxDb25uZWN0aW9uIHwgbnVsbD4ge1xuICBmb3IgKGNvbnN0IG1zIG9mIG9wdHMucmV0cnlNcykge1xuICAgIGF3YWl0IG5ldyBQcm9taXNlKChyKSA9PiBzZXRUaW1lb3V0KHIsIG1zKSk7XG4gICAgaWYgKHNpZ25hbHMudGVybWluYXRlZCkgcmV0dXJuIG51bGw7XG4gICAgdHJ5IHtcbiAgICAgIHJldHVybiBhd2FpdCBvcHRzLnJlb3BlbigpO1xuICAgIH0gY2F0Y2gge1xuICAgICAgLy8gTm90IGJhY2sgeWV0LlxuICAgIH1cbiAgfVxuICByZXR1cm4gbnVsbDtcbn1cblxuLyoqXG4gKiBQYXNzZXMgU0lHV0lOQ0ggKGFzIHRoZSB0ZXJtaW5hbCdzIG5ldyBzaXplKSBhbmQgU0lHVEVSTSBvciBTSUdIVVAgb25cbiAqIHRvIHRoZSBkYWVtb24gb3ZlciB0aGUgY29ubmVjdGlvbiBvZiB0aGUgbW9tZW50OyBhbmQgU0lHQ09OVCwgYWZ0ZXIgYVxuICogc3RvcCBmcm9tIG91dHNpZGUgKGBraWxsIC1TVE9QYCwgbm90IHRoZSBkYWVtb24ncyBgc3VzcGVuZGApOiB0aGUgc2hlbGxcbiAqIGhhZCB0aGUgdGVybWluYWwgbWVhbndoaWxlLCBzbyByYXcgbW9kZSBpcyB0YWtlbiBhZ2FpbiBhbmQgdGhlIGRhZW1vblxuICogdG9sZCB0byBkcmF3IGl0IGFnYWluIChgd2FrZXVwYCksIGFzIHRtdXgncyBjbGllbnQgaGFzIGl0cyBzZXJ2ZXIgZG8uXG4gKi9cbmNsYXNzIFNpZ25hbEZvcndhcmRlciB7XG4gICNjb25uOiBDb25uZWN0aW9uIHwgbnVsbCA9IG51bGw7XG4gICNoYW5kbGVyczogW0Rlbm8uU2lnbmFsLCAoKSA9PiB2b2lkXVtdID0gW107XG5cbiAgY29uc3RydWN0b3Ioc3RhdGU6IFN1c3BlbmRTdGF0ZSkge1xuICAgIGNvbnN0IG9uID0gKHNpZ25hbDogRGVuby5TaWduYWwsIGZuOiAoKSA9PiB2b2lkKSA9PiB7XG4gICAgICBEZW5vLmFkZFNpZ25hbExpc3RlbmVyKHNpZ25hbCwgZm4pO1xuICAgICAgdGhpcy4jaGFuZGxlcnMucHVzaChbc2lnbmFsLCBmbl0pO1xuICAgIH07XG4gICAgb24oXCJTSUdXSU5DSFwiLCAoKSA9PiB0aGlzLiNzZW5kKHsgdDogXCJyZXNpemVcIiwgLi4udGVybWluYWxTaXplKCkgfSkpO1xuICAgIG9uKFwiU0lHQ09OVFwiLCAoKSA9PiB7XG4gICAgICBpZiAoc3RhdGUuc3VzcGVuZGluZyB8fCBzdGF0ZS5yZXN0b3JlZCkgcmV0dXJuO1xuICAgICAgc2V0UmF3KHRydWUpO1xuICAgICAgaWYgKHRoaXMuZHJhd24pIHRoaXMuI3NlbmQoeyB0OiBcIndha2V1cFwiIH0pO1xuICAgIH0pO1xuICAgIGZvciAoY29uc3Qgc2lnbmFsIG9mIFtcIlNJR1RFUk1cIiwgXCJTSUdIVVBcIl0gYXMgY29uc3QpIHtcbiAgICAgIG9uKHNpZ25hbCwgKCkgPT4ge1xuICAgICAgICB0aGlzLnRlcm1pbmF0ZWQgPSBzaWduYWw7XG4gICAgICAgIHRoaXMuI3NlbmQoeyB0OiBcInRlcm1pbmF0ZVwiLCBzaWduYWwgfSk7XG4gICAgICB9KTtcbiAgICB9XG4gIH1cblxuICAvKiogU0lHVEVSTSBvciBTSUdIVVAgY2FtZSAoYSByZWNvbm5lY3QgZ2l2ZXMgdXAgdGhlbik7IG51bGw6IG5vbmUuICovXG4gIHRlcm1pbmF0ZWQ6IFwiU0lHVEVSTVwiIHwgXCJTSUdIVVBcIiB8IG51bGwgPSBudWxsO1xuXG4gIC8qKiBUaGUgZGFlbW9uIGRyYXdzIHRoZSB0ZXJtaW5hbCAoaXRzIGFuc3dlciBjYW1lIG9uIHRoaXMgY29ubmVjdGlvbikuICovXG4gIGRyYXduID0gZmFsc2U7XG5cbiAgdG8oY29ubjogQ29ubmVjdGlvbik6IHZvaWQge1xuICAgIHRoaXMuI2Nvbm4gPSBjb25uO1xuICAgIHRoaXMuZHJhd24gPSBmYWxzZTtcbiAgfVxuXG4gIHN0b3AoKTogdm9pZCB7XG4gICAgZm9yIChjb25zdCBbc2lnbmFsLCBmbl0gb2YgdGhpcy4jaGFuZGxlcnMpIHtcbiAgICAgIERlbm8ucmVtb3ZlU2lnbmFsTGlzdGVuZXIoc2lnbmFsLCBmbik7XG4gICAgfVxuICAgIHRoaXMuI2hhbmRsZXJzID0gW107XG4gIH1cblxuICAjc2VuZChtc2c6IFBhcmFtZXRlcnM8Q29ubmVjdGlvbltcInNlbmRcIl0+WzBdKTogdm9pZCB7XG4gICAgdGhpcy4jY29ubj8uc2VuZChtc2cpLmNhdGNoKCgpID0+IHt9KTtcbiAgfVxufVxuXG4vKiogV3JpdGVzIGFsbCBvZiBgdGV4dGAgdG8gYGZpbGVgICh0aGUgdGVybWluYWwsIG9yIHN0ZGVycik7IG5ldmVyIHRocm93cy4gKi9cbmZ1bmN0aW9uIHdyaXRlQWxsKGZpbGU6IHR5cGVvZiBEZW5vLnN0ZG91dCwgdGV4dDogc3RyaW5nKTogdm9pZCB7XG4gIGNvbnN0IGJ5dGVzID0gbmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKHRleHQpO1xuICB0cnkge1xuICAgIGZvciAobGV0IG9mZiA9IDA7IG9mZiA8IGJ5dGVzLmxlbmd0aDspIHtcbiAgICAgIG9mZiArPSBmaWxlLndyaXRlU3luYyhieXRlcy5zdWJhcnJheShvZmYpKTtcbiAgICB9XG4gIH0gY2F0Y2gge1xuICAgIC8vIFRoZSB0ZXJtaW5hbCBpcyBnb25lOyB0aGUgZXhpdCBjb2RlIHN0aWxsIHRlbGxzLlxuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBb0JDLEdBRUQsU0FFRSxlQUFlLEVBRWYsWUFBWSxRQUNQLGtCQUFrQjtBQUV6QixTQUFTLFlBQVksUUFBUSxxQkFBcUI7QUFDbEQsU0FBUyxZQUFZLFFBQVEseUJBQXlCO0FBQ3RELFNBQVMsUUFBUSxFQUFFLFNBQVMsUUFBUSxtQkFBbUI7QUFDdkQsU0FBUyxXQUFXLFFBQVEsd0JBQXdCO0FBNEJwRDs7Ozs7Q0FLQyxHQUNELE1BQU0sWUFBWSxpREFDaEIsb0VBQ0E7QUFFRjs7O0NBR0MsR0FDRCxPQUFPLFNBQVM7RUFDZCxJQUFJO0lBQ0YsTUFBTSxNQUFNLEtBQUssWUFBWSxDQUFDO0lBQzlCLElBQUksQ0FBQyxJQUFJLFVBQVUsQ0FBQyxVQUFVLE9BQU87SUFDckMsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLEVBQUUsR0FBRyxLQUFLLFFBQVEsQ0FBQztJQUNwQyxNQUFNLE1BQU0sS0FBSyxRQUFRLENBQUM7SUFDMUIsSUFBSSxDQUFDLFFBQVEsSUFBSSxJQUFJLEtBQUssUUFBUSxJQUFJLEdBQUcsS0FBSyxLQUFLLE9BQU87SUFDMUQsT0FBTztNQUFFO01BQUs7TUFBTTtJQUFJO0VBQzFCLEVBQUUsT0FBTTtJQUNOLE9BQU8sTUFBTSx1QkFBdUI7RUFDdEM7QUFDRjtBQVNBOzs7O0NBSUMsR0FDRCxPQUFPLGVBQWUsU0FDcEIsSUFBZ0IsRUFDaEIsUUFBMEIsRUFDMUIsSUFBcUI7RUFFckIsS0FBSyxLQUFLLENBQUMsTUFBTSxDQUFDO0VBQ2xCLE1BQU0sUUFBc0I7SUFDMUIsVUFBVTtJQUNWLFVBQVU7SUFDVixZQUFZO0VBQ2Q7RUFDQSxNQUFNLFVBQVUsSUFBSSxnQkFBZ0I7RUFDcEMsSUFBSTtFQUNKLElBQUk7SUFDRixPQUFPLE1BQU0sY0FBYyxNQUFNLFVBQVUsTUFBTSxTQUFTO0VBQzVELFNBQVU7SUFDUixRQUFRLElBQUk7SUFDWixLQUFLLEtBQUssQ0FBQyxNQUFNLENBQUM7RUFDcEI7RUFDQSxJQUFJLFNBQVMsTUFBTSxPQUFPO0VBQzFCLFNBQVMsS0FBSyxNQUFNLEVBQUUsS0FBSyxPQUFPLEdBQUc7RUFDckMsT0FBTyxLQUFLLFFBQVE7QUFDdEI7QUFFQTs7OztDQUlDLEdBQ0QsZUFBZSxjQUNiLEtBQWlCLEVBQ2pCLFFBQTBCLEVBQzFCLElBQXFCLEVBQ3JCLE9BQXdCLEVBQ3hCLEtBQW1CO0VBRW5CLElBQUksT0FBTztFQUNYLElBQUksUUFBUTtFQUNaLE1BQU0sT0FBTyxLQUFLLEdBQUcsQ0FBQyxHQUFHLENBQUM7RUFDMUIsTUFBTSxNQUFNLFlBQVksS0FBSyxHQUFHLENBQUMsUUFBUTtFQUN6QyxNQUFNLE1BQU07RUFDWixPQUFTO0lBQ1AsTUFBTSxNQUFlO01BQ25CLElBQUk7TUFDSixHQUFHLFFBQVE7TUFDWCxLQUFLLEtBQUssR0FBRztNQUNiLE1BQU0sS0FBSyxJQUFJO01BQ2YsVUFBVSxLQUFLLFFBQVE7TUFDdkIsR0FBSSxLQUFLLFlBQVksSUFBSSxDQUFDLFFBQVE7UUFBRSxjQUFjO01BQUssSUFBSSxDQUFDLENBQUM7TUFDN0QsR0FBSSxLQUFLLE1BQU0sR0FBRztRQUFFLFFBQVEsS0FBSyxNQUFNO01BQUMsSUFBSSxDQUFDLENBQUM7TUFDOUMsR0FBSSxLQUFLLFNBQVMsS0FBSyxZQUFZO1FBQUUsV0FBVyxLQUFLLFNBQVM7TUFBQyxJQUFJLENBQUMsQ0FBQztNQUNyRSxHQUFJLE9BQU87UUFBRTtNQUFLLElBQUksQ0FBQyxDQUFDO01BQ3hCLEdBQUksUUFBUTtRQUFFLFFBQVE7TUFBTSxJQUFJLENBQUMsQ0FBQztNQUNsQztNQUNBLEdBQUksTUFBTTtRQUFFO01BQUksSUFBSSxDQUFDLENBQUM7SUFDeEI7SUFDQSxNQUFNLFFBQVEsU0FBUyxNQUFNLE1BQU07SUFDbkMsUUFBUSxFQUFFLENBQUM7SUFDWCxJQUFJO01BQ0YsTUFBTSxTQUFTLE1BQU0sS0FBSyxPQUFPLENBQUM7TUFDbEMsSUFBSSxPQUFPLEtBQUssRUFBRSxRQUFRLE9BQU8sS0FBSztNQUN0QyxRQUFRLEtBQUssR0FBRztJQUNsQixFQUFFLE9BQU8sS0FBSztNQUNaLGlFQUFpRTtNQUNqRSxJQUFJLGVBQWUsZ0JBQWdCLElBQUksSUFBSSxLQUFLLFlBQVksQ0FBQyxPQUFPO1FBQ2xFLE9BQU87TUFDVDtNQUNBLElBQUksQ0FBQyxDQUFDLGVBQWUsZUFBZSxHQUFHO1FBQ3JDLEtBQUssS0FBSztRQUNWLE9BQU87VUFBRSxVQUFVO1VBQUcsU0FBUyxDQUFDLE9BQU8sRUFBRSxBQUFDLElBQWMsT0FBTyxFQUFFO1FBQUM7TUFDcEU7SUFDRjtJQUNBLE1BQU0sT0FBTyxNQUFNO0lBQ25CLElBQUksTUFBTSxPQUFPO0lBQ2pCLHFFQUFxRTtJQUNyRSwrREFBK0Q7SUFDL0QsTUFBTSxPQUFPLFNBQVMsTUFBTSxLQUFLLFNBQVMsSUFDdEMsTUFBTSxVQUFVLE1BQU0sV0FDdEI7SUFDSixJQUFJLENBQUMsTUFBTTtNQUNULG9FQUFvRTtNQUNwRSw0REFBNEQ7TUFDNUQsTUFBTSxNQUFNLFFBQVE7TUFDcEIsSUFBSSxDQUFDLE1BQU0sUUFBUSxFQUFFLFNBQVMsS0FBSyxNQUFNLEVBQUU7TUFDM0MsTUFBTSxTQUFTLFFBQVEsVUFBVTtNQUNqQyxPQUFPLFNBQ0g7UUFBRSxVQUFVLE1BQU0sYUFBYTtRQUFTLFNBQVMsQ0FBQyxLQUFLLEVBQUUsT0FBTyxDQUFDLENBQUM7TUFBQyxJQUNuRTtRQUFFLFVBQVU7UUFBRyxTQUFTO01BQWlDO0lBQy9EO0lBQ0EsT0FBTztFQUNUO0FBQ0Y7QUFFQTs7O0NBR0MsR0FDRCxTQUFTLFNBQ1AsSUFBZ0IsRUFDaEIsSUFBcUIsRUFDckIsS0FBbUI7RUFFbkIsT0FBTyxJQUFJLFFBQVEsQ0FBQztJQUNsQixLQUFLLE1BQU0sR0FBRyxDQUFDO01BQ2IsSUFBSSxJQUFJLENBQUMsS0FBSyxPQUFPO1FBQ25CLGlFQUFpRTtRQUNqRSxLQUFLLFVBQVUsQ0FBQyxJQUFJLElBQUksRUFBRSxJQUFJLE9BQU8sRUFBRSxJQUFJLENBQ3pDLENBQUMsUUFBVSxLQUFLLElBQUksQ0FBQztZQUFFLEdBQUc7WUFBTyxJQUFJLElBQUksRUFBRTtZQUFFO1VBQU0sSUFDbkQsQ0FBQyxNQUFRLEtBQUssSUFBSSxDQUFDO1lBQUUsR0FBRztZQUFPLElBQUksSUFBSSxFQUFFO1lBQUUsT0FBTyxPQUFPO1VBQUssSUFDOUQsS0FBSyxDQUFDLEtBQU8sSUFBSSxzQ0FBc0M7TUFDM0QsT0FBTyxJQUFJLElBQUksQ0FBQyxLQUFLLFdBQVc7UUFDOUIsTUFBTSxRQUFRLEdBQUcsWUFBWSxNQUFNO01BQ3JDLE9BQU8sSUFBSSxJQUFJLENBQUMsS0FBSyxRQUFRO1FBQzNCLFFBQVE7VUFBRSxVQUFVLElBQUksUUFBUTtVQUFFLFNBQVMsSUFBSSxPQUFPO1FBQUM7UUFDdkQsS0FBSyxLQUFLO01BQ1o7SUFDRjtJQUNBLEtBQUssTUFBTSxDQUFDLElBQUksQ0FBQyxJQUFNLFFBQVE7RUFDakM7QUFDRjtBQUVBOzs7Ozs7Q0FNQyxHQUNELGVBQWUsWUFDYixJQUFnQixFQUNoQixLQUFtQjtFQUVuQixNQUFNLE1BQU07RUFDWixJQUFJLENBQUMsS0FBSztJQUNSLE1BQU0sUUFBUSxHQUFHO0lBQ2pCLE1BQU0sVUFBVSxHQUFHO0lBQ25CLE9BQU87SUFDUCxJQUFJO01BQ0YsTUFBTTtJQUNSLFNBQVU7TUFDUixNQUFNLFVBQVUsR0FBRztJQUNyQjtJQUNBLHNFQUFzRTtJQUN0RSxJQUFJLENBQUMsTUFBTSxLQUFLLFNBQVMsR0FBRztJQUM1QixPQUFPO0lBQ1AsTUFBTSxRQUFRLEdBQUc7RUFDbkI7RUFDQSxLQUFLLElBQUksQ0FBQyxNQUFNO0lBQUUsR0FBRztJQUFVLE9BQU87RUFBSSxJQUFJO0lBQUUsR0FBRztFQUFTLEdBQUcsS0FBSyxDQUNsRSxLQUFPO0FBRVg7QUFZQSxtRUFBbUUsR0FDbkUsU0FBUyxPQUFPLEVBQVc7RUFDekIsSUFBSTtJQUNGLEtBQUssS0FBSyxDQUFDLE1BQU0sQ0FBQztFQUNwQixFQUFFLE9BQU07RUFDTiw2REFBNkQ7RUFDL0Q7QUFDRjtBQUVBLGlFQUFpRSxHQUNqRSxTQUFTO0VBQ1AsSUFBSTtJQUNGLE9BQU8sS0FBSyxHQUFHO0VBQ2pCLEVBQUUsT0FBTTtJQUNOLE9BQU8sV0FBVyx3Q0FBd0M7RUFDNUQ7QUFDRjtBQUVBLDZEQUE2RCxHQUM3RCxTQUFTLE1BQU0sR0FBVztFQUN4QixJQUFJO0lBQ0YsT0FBTyxDQUFDLFFBQVEsSUFBSSxDQUFDLEtBQUssZ0JBQWdCLENBQUMsQ0FBQyxNQUFNLEVBQUUsSUFBSSxLQUFLLENBQUM7RUFDaEUsRUFBRSxPQUFNO0lBQ04sT0FBTztFQUNUO0FBQ0Y7QUFFQSx1RUFBdUUsR0FDdkUsZUFBZSxVQUNiLElBQXFCLEVBQ3JCLE9BQXdCO0VBRXhCLEtBQUssTUFBTSxNQUFNLEtBQUssT0FBTyxDQUFFO0lBQzdCLE1BQU0sSUFBSSxRQUFRLENBQUMsSUFBTSxXQUFXLEdBQUc7SUFDdkMsSUFBSSxRQUFRLFVBQVUsRUFBRSxPQUFPO0lBQy9CLElBQUk7TUFDRixPQUFPLE1BQU0sS0FBSyxNQUFNO0lBQzFCLEVBQUUsT0FBTTtJQUNOLGdCQUFnQjtJQUNsQjtFQUNGO0VBQ0EsT0FBTztBQUNUO0FBRUE7Ozs7OztDQU1DLEdBQ0QsTUFBTTtFQUNKLENBQUEsSUFBSyxHQUFzQixLQUFLO0VBQ2hDLENBQUEsUUFBUyxHQUFnQyxFQUFFLENBQUM7RUFFNUMsWUFBWSxLQUFtQixDQUFFO0lBQy9CLE1BQU0sS0FBSyxDQUFDLFFBQXFCO01BQy9CLEtBQUssaUJBQWlCLENBQUMsUUFBUTtNQUMvQixJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsSUFBSSxDQUFDO1FBQUM7UUFBUTtPQUFHO0lBQ2xDO0lBQ0EsR0FBRyxZQUFZLElBQU0sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO1FBQUUsR0FBRztRQUFVLEdBQUcsY0FBYztNQUFDO0lBQ2pFLEdBQUcsV0FBVztNQUNaLElBQUksTUFBTSxVQUFVLElBQUksTUFBTSxRQUFRLEVBQUU7TUFDeEMsT0FBTztNQUNQLElBQUksSUFBSSxDQUFDLEtBQUssRUFBRSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7UUFBRSxHQUFHO01BQVM7SUFDM0M7SUFDQSxLQUFLLE1BQU0sVUFBVTtNQUFDO01BQVc7S0FBUyxDQUFXO01BQ25ELEdBQUcsUUFBUTtRQUNULElBQUksQ0FBQyxVQUFVLEdBQUc7UUFDbEIsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO1VBQUUsR0FBRztVQUFhO1FBQU87TUFDdEM7SUFDRjtFQUNGO0VBRUEsb0VBQW9FLEdBQ3BFLGFBQTBDLEtBQUs7RUFFL0Msd0VBQXdFLEdBQ3hFLFFBQVEsTUFBTTtFQUVkLEdBQUcsSUFBZ0IsRUFBUTtJQUN6QixJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7SUFDYixJQUFJLENBQUMsS0FBSyxHQUFHO0VBQ2Y7RUFFQSxPQUFhO0lBQ1gsS0FBSyxNQUFNLENBQUMsUUFBUSxHQUFHLElBQUksSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFFO01BQ3pDLEtBQUssb0JBQW9CLENBQUMsUUFBUTtJQUNwQztJQUNBLElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRyxFQUFFO0VBQ3JCO0VBRUEsQ0FBQSxJQUFLLENBQUMsR0FBc0M7SUFDMUMsSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFLEtBQUssS0FBSyxNQUFNLEtBQU87RUFDckM7QUFDRjtBQUVBLDRFQUE0RSxHQUM1RSxTQUFTLFNBQVMsSUFBd0IsRUFBRSxJQUFZO0VBQ3RELE1BQU0sUUFBUSxJQUFJLGNBQWMsTUFBTSxDQUFDO0VBQ3ZDLElBQUk7SUFDRixJQUFLLElBQUksTUFBTSxHQUFHLE1BQU0sTUFBTSxNQUFNLEVBQUc7TUFDckMsT0FBTyxLQUFLLFNBQVMsQ0FBQyxNQUFNLFFBQVEsQ0FBQztJQUN2QztFQUNGLEVBQUUsT0FBTTtFQUNOLG1EQUFtRDtFQUNyRDtBQUNGIn0=
// denoCacheMetadata=10443192050090131628,18017156900886617591