/**
 * An attach client that the daemon runs itself, on the user's terminal
 * (conversation step 15 in `protocol/messages.ts`): as tmux's server does,
 * the daemon reads the keys and writes the screen there, so that a key's
 * echo crosses no other process. The `berth attach` process that asked
 * only holds the terminal in raw mode and waits: it passes on its resizes
 * and termination signals and prints the last line.
 *
 * The attach client is the very one that draws a terminal of its own
 * (`client/attach/`): it talks to the daemon over an in-memory connection
 * (`loopback.ts`) through the same validation and dispatch as a socket's,
 * and its terminal is this module's `TtyTerminal`. The command lines of
 * its key bindings run here too, as the CLI's commands (`client/
 * commands/`, as a key binding's run in an attach client that draws its
 * own terminal), in the environment and directory of the `berth attach`
 * process, through this daemon's socket: that process then holds no
 * command (bench/README.md, "Issue 15, fourteenth round"). A client older
 * than that is sent them (`run`). This is the one place of `server/` that
 * imports `client/`.
 *
 * @module
 */ import { RequestFailure } from "./request_failure.ts";
import { loopback } from "./loopback.ts";
import { Connection } from "../../client/connection.ts";
import { importLater } from "../../protocol/import_later.ts";
import { clampSize } from "../../client/terminal_size.ts";
import { attachSession, clientSettings, configNotice, outerColours } from "../../client/attach/mod.ts";
import { closeFd, getWindowSize, openTty, PtyWriter } from "../../pty/mod.ts";
import { TTY_PAUSE, TTY_RUN, TTY_STOP, TtyControl } from "../workers/tty_keys.ts";
import { DirectDrawLease } from "../workers/direct_draw.ts";
/**
 * Bytes a terminal may have queued but not taken: the attach client waits
 * for each frame to be written before it acks it (and gets the next), so
 * only one frame waits here at a time, and a frame comes in parts of at
 * most `MAX_FRAME_BYTES` (16 MiB), whose drawing is far below this.
 */ const MAX_TTY_QUEUED = 256 * 1024 * 1024;
/** How long an ending attachment waits for a terminal that takes nothing. */ const ENDING_WRITE_MS = 250;
/** Numbers the terminals lent to parse workers. */ let lastTtyId = 0;
/** One attach client the daemon runs on a client's terminal. */ export class TtyAttach {
  #fd;
  #thin;
  #resizes = new Set();
  #terminates = new Set();
  #continues = new Set();
  #runs = new Map();
  #nextRun = 1;
  /**
   * Where key bindings' commands run here, for the client's environment
   * and directory; null: the client runs them (`run`).
   */ #commands;
  #writer;
  #host;
  /** The attach client's connection inside the daemon. */ #link = null;
  #keys = null;
  /** Keys are not read while the daemon is being replaced (`pause`). */ #paused = false;
  /** The first termination asked for, if any. */ #terminated = null;
  /** Suspended (`suspend-client`): ends the wait for the client's `wakeup`. */ #resume = null;
  #giveUp;
  /** Who writes the terminal: the attach client, or the parse worker. */ #lease = new DirectDrawLease();
  #ttyId = ++lastTtyId;
  /** The terminal lent to a parse worker. */ #loan = null;
  /** Numbers each lending: only the latest one's worker may write. */ #lendings = 0;
  /** Resolves with the attachment's result once the terminal is given back. */ done;
  /**
   * Opens the client's terminal (a RequestFailure "no-tty" when it
   * cannot: the client then draws it itself) and starts attaching;
   * `attached` resolves with the answer to `attach-tty`.
   */ constructor(host, thin, req, attached){
    try {
      this.#fd = openTty({
        path: req.tty,
        rdev: req.rdev,
        dev: req.dev
      });
    } catch (err) {
      throw new RequestFailure("no-tty", `The daemon cannot open ${req.tty}: ${err.message}`);
    }
    this.#thin = thin;
    this.#host = host;
    this.#commands = req.env ? {
      socket: host.socket,
      env: req.env,
      cwd: req.cwd
    } : null;
    this.#writer = new PtyWriter(this.#fd, {
      maxQueued: MAX_TTY_QUEUED
    });
    this.#lease.onAhead = ()=>this.#loan?.hurry();
    this.done = this.#run(host, req, attached);
  }
  /** The client's terminal changed size. */ resized() {
    for (const fn of this.#resizes)fn();
  }
  /**
   * The client got SIGTERM or SIGHUP, or its connection is gone; kept for
   * an attach client not yet listening (its attach request in flight).
   */ terminate(signal) {
    this.#terminated ??= signal;
    // Gone while stopped: its terminal is its shell's, left as it is.
    this.#resume?.({
      kind: "gone",
      signal: this.#terminated
    });
    this.#resume = null;
    for (const fn of this.#terminates)fn(signal);
    this.ending();
  }
  /**
   * The attachment is ending (its client gone, the daemon shutting down):
   * a terminal that has taken nothing more within `ENDING_WRITE_MS` is
   * given up on, as tmux closes it, so that the end is never held by a
   * terminal that stopped reading.
   */ ending() {
    // Stopped (suspend-client): its end is told now, not on its `fg`.
    this.#resume?.({
      kind: "ended"
    });
    this.#resume = null;
    if (this.#giveUp) return;
    this.#giveUp = setTimeout(()=>{
      if (this.#writer.queued > 0) this.#writer.close();
    }, ENDING_WRITE_MS);
  }
  /** The client ran bound command `id`. */ ran(id, error) {
    this.#runs.get(id)?.(error);
    this.#runs.delete(id);
  }
  /**
   * Stops reading keys (a live upgrade: what is typed meanwhile waits in
   * the terminal for the new daemon) or starts again (the upgrade failed).
   */ pause(on) {
    this.#paused = on;
    this.#keys?.pause(on || this.#resume !== null);
  }
  /**
   * Gives the terminal to the client's shell, restored already by the
   * attach client (tmux's suspend-client): its keys left unread, and the
   * client told to leave raw mode and stop; resolves once it is back
   * (`wakeup`), or gone.
   */ #suspend() {
    const signal = this.#terminated;
    if (signal) return Promise.resolve({
      kind: "gone",
      signal
    });
    this.#keys?.pause(true);
    this.#thin.send({
      t: "suspend"
    });
    return new Promise((resolve)=>this.#resume = resolve);
  }
  /**
   * The client is back from `suspend` (`fg`), or could not stop (`error`
   * says why; it left the terminal in raw mode): its keys are read again.
   * Not suspended, it was continued after a stop from outside (`kill
   * -STOP`, then `fg`) and has taken raw mode again: the attach client
   * draws the terminal again, which its shell had meanwhile.
   */ wakeup(error) {
    const resume = this.#resume;
    if (!resume) {
      if (error === null) {
        for (const fn of this.#continues)fn();
      }
      return;
    }
    this.#resume = null;
    this.#keys?.pause(this.#paused);
    resume(error === null ? {
      kind: "continued"
    } : {
      kind: "refused",
      why: error
    });
  }
  /** Whether `conn` is this attach client's connection inside the daemon. */ owns(conn) {
    return conn === this.#link;
  }
  /** The attach client now shows another session: keys go there. */ rerouted() {
    const route = this.#link && this.#host.routeOf(this.#link);
    if (route) this.#keys?.reroute(route);
    if (this.#keys) this.#lend();
  }
  /** Lends the terminal to the parse worker of the session shown now. */ #lend() {
    this.#loan?.takeBack();
    const owner = ++this.#lendings;
    this.#lease.setOwner(owner);
    this.#loan = this.#link && this.#host.lendTerminal(this.#link, this.#ttyId, this.#lease.sab, this.#fd, owner);
  }
  async #run(host, req, attached) {
    let result;
    try {
      const [daemonEnd, clientEnd] = loopback();
      this.#link = host.connectLocal(daemonEnd);
      const conn = await Connection.over(clientEnd, "attach");
      const { options, warnings, path } = host.options.current;
      const given = {
        prefix: req.prefix,
        clipboard: req.clipboard
      };
      const { warnings: keyWarnings, ...first } = clientSettings(options, given);
      result = await attachSession(conn, {
        name: req.name,
        readOnly: req.readOnly ?? false,
        detachOthers: req.detachOthers,
        ...first,
        settings: (o)=>clientSettings(o, given),
        runCommand: (line, session)=>this.#runCommand(line, session),
        notice: configNotice([
          ...warnings,
          ...keyWarnings
        ], path),
        client: {
          tty: req.tty,
          pid: req.pid
        },
        resume: req.resume,
        onAttached: (a)=>{
          attached({
            name: a.name,
            token: a.token
          });
          if (this.#commands) preloadRunner();
        }
      }, {
        terminal: this.#terminal(),
        renderer: {
          // GNU screen and tmux do not erase with the background colour.
          bce: !/^(screen|tmux)/.test(req.term ?? ""),
          // The client's terminal's colours, by its TERM and COLORTERM.
          colours: outerColours({
            TERM: req.term,
            COLORTERM: req.env?.COLORTERM,
            TMUX: req.env?.TMUX
          })
        }
      });
    } catch (err) {
      result = {
        exitCode: 1,
        message: `berth: ${err.message}`
      };
    } finally{
      // Nothing but this thread writes the terminal from now on.
      this.#lease.end();
      this.#loan?.takeBack();
      this.#loan = null;
      clearTimeout(this.#giveUp);
      await this.#keys?.stop();
      await this.#writer.close();
      closeFd(this.#fd);
      for (const answer of this.#runs.values())answer(null);
      this.#runs.clear();
    }
    // Answered "attached" even when it never was: the `done` says why.
    attached({
      name: "",
      token: ""
    });
    return result;
  }
  /** Runs a bound command line; resolves with its error and output. */ #runCommand(line, session) {
    if (this.#commands) return runBound(line, session, this.#commands);
    // An older client runs it itself, and says only its error.
    const id = this.#nextRun++;
    return new Promise((resolve)=>{
      this.#runs.set(id, (error)=>resolve({
          error,
          output: ""
        }));
      this.#thin.send({
        t: "run",
        id,
        line,
        session
      });
    });
  }
  /** The client's terminal as the attach client uses it. */ #terminal() {
    const fd = this.#fd;
    return {
      isTerminal: ()=>true,
      size: ()=>{
        const { cols, rows } = getWindowSize(fd);
        return clampSize(cols || 80, rows || 24);
      },
      // The client put it in raw mode before it asked, and puts it back.
      setRaw: ()=>{},
      write: (bytes)=>this.#writer.write(bytes),
      startReading: (onData, onEnd)=>{
        const link = this.#link;
        const route = this.#host.routeOf(link);
        if (!route) return onEnd(); // Ended already.
        this.#keys = new GatherKeys(this.#host, link, fd, route, {
          onData,
          onEnd
        });
        if (this.#paused) this.#keys.pause(true);
        this.#lend();
      },
      stopReading: async ()=>await this.#keys?.stop(),
      passThrough: (pass)=>this.#keys?.passThrough(pass),
      hold: ()=>this.#lease.hold(),
      // Not while a frame waits for the terminal: the worker's write
      // would go between its parts.
      release: (grant)=>this.#lease.release(this.#writer.queued === 0 ? grant : null),
      onResize: (fn)=>{
        this.#resizes.add(fn);
        return ()=>this.#resizes.delete(fn);
      },
      onTerminate: (fn)=>{
        this.#terminates.add(fn);
        const early = this.#terminated;
        if (early) queueMicrotask(()=>fn(early));
        return ()=>this.#terminates.delete(fn);
      },
      onContinue: (fn)=>{
        this.#continues.add(fn);
        return ()=>this.#continues.delete(fn);
      },
      // The line goes to the client in `done`, which prints it.
      printLine: ()=>{},
      suspend: ()=>this.#suspend()
    };
  }
}
/**
 * The terminal's keys, read by the gather worker (`workers/tty_keys.ts`):
 * typed text goes from there to the pane, the rest comes here for the
 * attach client.
 */ class GatherKeys {
  #host;
  #link;
  #control = new TtyControl();
  #id;
  /** The count of the last keys the attach client took. */ #taken = 0;
  #offer = null;
  #offered = false;
  #done;
  constructor(host, link, fd, route, to){
    this.#host = host;
    this.#link = link;
    let done;
    this.#done = new Promise((r)=>done = r);
    this.#id = host.gather.addTty({
      fd,
      control: this.#control.sab,
      route
    }, (m)=>{
      switch(m.type){
        case "keys":
          to.onData(m.data);
          this.#taken = m.seq;
          return;
        case "tty-end":
          return to.onEnd();
        case "touched":
          return host.touched(link);
        case "tty-done":
          return done();
      }
    });
  }
  /**
   * Typed keys may go straight to the pane (`pass`), or must all come
   * here (null). Set a microtask later: what the attach client has just
   * sent is in the pty by then (the loopback's delivery and the daemon's
   * write are one synchronous run), and a key let past now must not
   * overtake it.
   */ passThrough(pass) {
    this.#offer = pass;
    if (this.#offered) return;
    this.#offered = true;
    queueMicrotask(()=>{
      this.#offered = false;
      const pass = this.#offer;
      const turn = pass && this.#host.inputTurn(this.#link);
      if (pass && turn !== null) {
        this.#control.allow(pass, this.#taken, turn);
      } else this.#control.refuse();
    });
  }
  /** The keys go to another session's active pane from now on. */ reroute(route) {
    this.#host.gather.routeTty(this.#id, route);
  }
  pause(on) {
    this.#control.request = on ? TTY_PAUSE : TTY_RUN;
    this.#host.gather.wake();
  }
  /** Lets go of the terminal; resolves once the gather worker has. */ async stop() {
    this.#control.refuse();
    this.#control.request = TTY_STOP;
    this.#host.gather.wake();
    await this.#done;
  }
}
/**
 * How long after an attachment the runner is loaded: soon, not at the
 * first key (a daemon run from the source would load whatever a `git
 * pull` left since; `import_later.ts`), and not beside the first frame.
 */ const RUNNER_PRELOAD_MS = 1000;
/** Loads the runner in the background, once, after RUNNER_PRELOAD_MS. */ function preloadRunner() {
  if (runner) return;
  setTimeout(()=>loadRunner().catch(()=>{}), RUNNER_PRELOAD_MS);
}
/** The command runner and the command table, loaded once. */ let runner = null;
function loadRunner() {
  runner ??= Promise.all([
    importLater("../../client/commands/_command_runner.ts", import.meta.url),
    importLater("../../client/commands/index.ts", import.meta.url)
  ]);
  runner.catch(()=>runner = null); // The next key tries again, and says why.
  return runner;
}
/**
 * Runs a key binding's command line `line` for session `session` as its
 * CLI command, through this daemon's socket, in the client's environment
 * and directory (`where`); resolves with its error (null: none) and what
 * it printed.
 */ async function runBound(line, session, where) {
  try {
    const [{ runBoundCommand }, { findCommand }] = await loadRunner();
    return await runBoundCommand(line, session, where, findCommand);
  } catch (err) {
    return {
      error: `${line}: ${err?.message ?? err}`,
      output: ""
    };
  }
}
/**
 * Runs a command line of the config file (its `commands`) as its CLI
 * command, through this daemon's socket (`where`), attached to no
 * session; resolves with its error (null: none) and what it printed. Here
 * because this is the module of `server/` that may load `client/`.
 */ export function runConfigCommand(line, where) {
  return runBound(line, null, where);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vdHR5X2F0dGFjaC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEFuIGF0dGFjaCBjbGllbnQgdGhhdCB0aGUgZGFlbW9uIHJ1bnMgaXRzZWxmLCBvbiB0aGUgdXNlcidzIHRlcm1pbmFsXG4gKiAoY29udmVyc2F0aW9uIHN0ZXAgMTUgaW4gYHByb3RvY29sL21lc3NhZ2VzLnRzYCk6IGFzIHRtdXgncyBzZXJ2ZXIgZG9lcyxcbiAqIHRoZSBkYWVtb24gcmVhZHMgdGhlIGtleXMgYW5kIHdyaXRlcyB0aGUgc2NyZWVuIHRoZXJlLCBzbyB0aGF0IGEga2V5J3NcbiAqIGVjaG8gY3Jvc3NlcyBubyBvdGhlciBwcm9jZXNzLiBUaGUgYGJlcnRoIGF0dGFjaGAgcHJvY2VzcyB0aGF0IGFza2VkXG4gKiBvbmx5IGhvbGRzIHRoZSB0ZXJtaW5hbCBpbiByYXcgbW9kZSBhbmQgd2FpdHM6IGl0IHBhc3NlcyBvbiBpdHMgcmVzaXplc1xuICogYW5kIHRlcm1pbmF0aW9uIHNpZ25hbHMgYW5kIHByaW50cyB0aGUgbGFzdCBsaW5lLlxuICpcbiAqIFRoZSBhdHRhY2ggY2xpZW50IGlzIHRoZSB2ZXJ5IG9uZSB0aGF0IGRyYXdzIGEgdGVybWluYWwgb2YgaXRzIG93blxuICogKGBjbGllbnQvYXR0YWNoL2ApOiBpdCB0YWxrcyB0byB0aGUgZGFlbW9uIG92ZXIgYW4gaW4tbWVtb3J5IGNvbm5lY3Rpb25cbiAqIChgbG9vcGJhY2sudHNgKSB0aHJvdWdoIHRoZSBzYW1lIHZhbGlkYXRpb24gYW5kIGRpc3BhdGNoIGFzIGEgc29ja2V0J3MsXG4gKiBhbmQgaXRzIHRlcm1pbmFsIGlzIHRoaXMgbW9kdWxlJ3MgYFR0eVRlcm1pbmFsYC4gVGhlIGNvbW1hbmQgbGluZXMgb2ZcbiAqIGl0cyBrZXkgYmluZGluZ3MgcnVuIGhlcmUgdG9vLCBhcyB0aGUgQ0xJJ3MgY29tbWFuZHMgKGBjbGllbnQvXG4gKiBjb21tYW5kcy9gLCBhcyBhIGtleSBiaW5kaW5nJ3MgcnVuIGluIGFuIGF0dGFjaCBjbGllbnQgdGhhdCBkcmF3cyBpdHNcbiAqIG93biB0ZXJtaW5hbCksIGluIHRoZSBlbnZpcm9ubWVudCBhbmQgZGlyZWN0b3J5IG9mIHRoZSBgYmVydGggYXR0YWNoYFxuICogcHJvY2VzcywgdGhyb3VnaCB0aGlzIGRhZW1vbidzIHNvY2tldDogdGhhdCBwcm9jZXNzIHRoZW4gaG9sZHMgbm9cbiAqIGNvbW1hbmQgKGJlbmNoL1JFQURNRS5tZCwgXCJJc3N1ZSAxNSwgZm91cnRlZW50aCByb3VuZFwiKS4gQSBjbGllbnQgb2xkZXJcbiAqIHRoYW4gdGhhdCBpcyBzZW50IHRoZW0gKGBydW5gKS4gVGhpcyBpcyB0aGUgb25lIHBsYWNlIG9mIGBzZXJ2ZXIvYCB0aGF0XG4gKiBpbXBvcnRzIGBjbGllbnQvYC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUgeyBSZXF1ZXN0TXNnIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL21lc3NhZ2VzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IE9wdGlvblN0b3JlIH0gZnJvbSBcIi4vb3B0aW9uX3N0b3JlLnRzXCI7XG5pbXBvcnQgdHlwZSB7IENsaWVudENvbm5lY3Rpb24sIExvY2FsTGluayB9IGZyb20gXCIuL2NsaWVudF9jb25uLnRzXCI7XG5pbXBvcnQgeyBSZXF1ZXN0RmFpbHVyZSB9IGZyb20gXCIuL3JlcXVlc3RfZmFpbHVyZS50c1wiO1xuaW1wb3J0IHsgbG9vcGJhY2sgfSBmcm9tIFwiLi9sb29wYmFjay50c1wiO1xuaW1wb3J0IHsgQ29ubmVjdGlvbiB9IGZyb20gXCIuLi8uLi9jbGllbnQvY29ubmVjdGlvbi50c1wiO1xuaW1wb3J0IHR5cGUgeyBHbG9iYWxPcHRpb25zIH0gZnJvbSBcIi4uLy4uL2NsaWVudC9jb21tYW5kcy9jb21tYW5kLnRzXCI7XG5pbXBvcnQgdHlwZSAqIGFzIENvbW1hbmRSdW5uZXIgZnJvbSBcIi4uLy4uL2NsaWVudC9jb21tYW5kcy9fY29tbWFuZF9ydW5uZXIudHNcIjtcbmltcG9ydCB0eXBlICogYXMgQ29tbWFuZFRhYmxlIGZyb20gXCIuLi8uLi9jbGllbnQvY29tbWFuZHMvaW5kZXgudHNcIjtcbmltcG9ydCB7IGltcG9ydExhdGVyIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL2ltcG9ydF9sYXRlci50c1wiO1xuaW1wb3J0IHsgY2xhbXBTaXplIH0gZnJvbSBcIi4uLy4uL2NsaWVudC90ZXJtaW5hbF9zaXplLnRzXCI7XG5pbXBvcnQge1xuICB0eXBlIEF0dGFjaFJlc3VsdCxcbiAgYXR0YWNoU2Vzc2lvbixcbiAgY2xpZW50U2V0dGluZ3MsXG4gIGNvbmZpZ05vdGljZSxcbiAgb3V0ZXJDb2xvdXJzLFxuICB0eXBlIE91dGVyVGVybWluYWwsXG4gIHR5cGUgUmVzdW1lZCxcbn0gZnJvbSBcIi4uLy4uL2NsaWVudC9hdHRhY2gvbW9kLnRzXCI7XG5pbXBvcnQgeyBjbG9zZUZkLCBnZXRXaW5kb3dTaXplLCBvcGVuVHR5LCBQdHlXcml0ZXIgfSBmcm9tIFwiLi4vLi4vcHR5L21vZC50c1wiO1xuaW1wb3J0IHR5cGUgeyBTaGFyZWRHYXRoZXIgfSBmcm9tIFwiLi9zaGFyZWRfZ2F0aGVyLnRzXCI7XG5pbXBvcnQge1xuICBUVFlfUEFVU0UsXG4gIFRUWV9SVU4sXG4gIFRUWV9TVE9QLFxuICBUdHlDb250cm9sLFxufSBmcm9tIFwiLi4vd29ya2Vycy90dHlfa2V5cy50c1wiO1xuaW1wb3J0IHR5cGUgeyBUdHlNc2cgfSBmcm9tIFwiLi4vd29ya2Vycy9nYXRoZXJfd29ya2VyLnRzXCI7XG5pbXBvcnQgeyBEaXJlY3REcmF3TGVhc2UgfSBmcm9tIFwiLi4vd29ya2Vycy9kaXJlY3RfZHJhdy50c1wiO1xuXG50eXBlIEF0dGFjaFR0eVJlcXVlc3QgPSBSZXF1ZXN0TXNnICYgeyBvcDogXCJhdHRhY2gtdHR5XCIgfTtcblxuLyoqXG4gKiBCeXRlcyBhIHRlcm1pbmFsIG1heSBoYXZlIHF1ZXVlZCBidXQgbm90IHRha2VuOiB0aGUgYXR0YWNoIGNsaWVudCB3YWl0c1xuICogZm9yIGVhY2ggZnJhbWUgdG8gYmUgd3JpdHRlbiBiZWZvcmUgaXQgYWNrcyBpdCAoYW5kIGdldHMgdGhlIG5leHQpLCBzb1xuICogb25seSBvbmUgZnJhbWUgd2FpdHMgaGVyZSBhdCBhIHRpbWUsIGFuZCBhIGZyYW1lIGNvbWVzIGluIHBhcnRzIG9mIGF0XG4gKiBtb3N0IGBNQVhfRlJBTUVfQllURVNgICgxNiBNaUIpLCB3aG9zZSBkcmF3aW5nIGlzIGZhciBiZWxvdyB0aGlzLlxuICovXG5jb25zdCBNQVhfVFRZX1FVRVVFRCA9IDI1NiAqIDEwMjQgKiAxMDI0O1xuXG4vKiogSG93IGxvbmcgYW4gZW5kaW5nIGF0dGFjaG1lbnQgd2FpdHMgZm9yIGEgdGVybWluYWwgdGhhdCB0YWtlcyBub3RoaW5nLiAqL1xuY29uc3QgRU5ESU5HX1dSSVRFX01TID0gMjUwO1xuXG4vKiogV2hhdCBhIGRhZW1vbi1ydW4gYXR0YWNoIGNsaWVudCBuZWVkcyBvZiB0aGUgZGFlbW9uLiAqL1xuZXhwb3J0IGludGVyZmFjZSBUdHlBdHRhY2hIb3N0IHtcbiAgcmVhZG9ubHkgb3B0aW9uczogT3B0aW9uU3RvcmU7XG4gIC8qKiBUaGUgZGFlbW9uJ3Mgc29ja2V0LCB3aGljaCBrZXkgYmluZGluZ3MnIGNvbW1hbmRzIHRhbGsgdG8uICovXG4gIHJlYWRvbmx5IHNvY2tldDogc3RyaW5nO1xuICAvKiogVGhlIGdhdGhlciB3b3JrZXIsIHdoaWNoIHJlYWRzIHRoZSB0ZXJtaW5hbCdzIGtleXMgKGB0dHlfa2V5cy50c2ApLiAqL1xuICByZWFkb25seSBnYXRoZXI6IFNoYXJlZEdhdGhlcjtcbiAgLyoqIFNlcnZlcyBgbGlua2AgYXMgYSBjbGllbnQgY29ubmVjdGlvbiBvZiBpdHMgb3duOyByZXR1cm5zIGl0LiAqL1xuICBjb25uZWN0TG9jYWwobGluazogTG9jYWxMaW5rKTogQ2xpZW50Q29ubmVjdGlvbjtcbiAgLyoqXG4gICAqIFRoZSByb3V0ZSB3b3JkIG9mIHRoZSBzZXNzaW9uIHRoZSBhdHRhY2ggY2xpZW50IG9uIGBjb25uYCBzaG93cyAoaXRzXG4gICAqIGFjdGl2ZSBwYW5lKSwgb3IgbnVsbCB3aGVuIGl0IGlzIGF0dGFjaGVkIHRvIG5vbmUuXG4gICAqL1xuICByb3V0ZU9mKGNvbm46IENsaWVudENvbm5lY3Rpb24pOiBTaGFyZWRBcnJheUJ1ZmZlciB8IG51bGw7XG4gIC8qKlxuICAgKiBUaGUgc2l6ZSB0dXJuIGluIHdoaWNoIGtleXMgdHlwZWQgb24gYGNvbm5gIG1heSBnbyBzdHJhaWdodCB0byBpdHNcbiAgICogc2Vzc2lvbidzIHBhbmUgKGB3b3JrZXJzL3R0eV9rZXlzLnRzYCksIG9yIG51bGwgd2hlbiB0aGV5IG11c3QgZ29cbiAgICogdGhyb3VnaCB0aGUgZGFlbW9uJ3MgbWFpbiB0aHJlYWQgbm93OiBpbnB1dCBpdCB3cm90ZSBzdGlsbCB3YWl0cyBmb3JcbiAgICogdGhlIHB0eSwgdGhlIHNlc3Npb24gaXMgZnJvemVuLCBvciBpdCBoYXMgYW5vdGhlciBjbGllbnQncyBzaXplLlxuICAgKi9cbiAgaW5wdXRUdXJuKGNvbm46IENsaWVudENvbm5lY3Rpb24pOiBudW1iZXIgfCBudWxsO1xuICAvKiogVGhlIGF0dGFjaCBjbGllbnQgb24gYGNvbm5gIHR5cGVkIChrZXlzIHdlbnQgc3RyYWlnaHQgdG8gaXRzIHBhbmUpLiAqL1xuICB0b3VjaGVkKGNvbm46IENsaWVudENvbm5lY3Rpb24pOiB2b2lkO1xuICAvKipcbiAgICogTGVuZHMgdGVybWluYWwgYGlkYCAoYGZkYCwgaXRzIGxlYXNlIGBzYWJgKSB0byB0aGUgcGFyc2Ugd29ya2VyIG9mIHRoZVxuICAgKiBzZXNzaW9uIHRoZSBhdHRhY2ggY2xpZW50IG9uIGBjb25uYCBzaG93cyAoYHdvcmtlcnMvZGlyZWN0X2RyYXcudHNgKTtcbiAgICogbnVsbCB3aGVuIGl0IHNob3dzIG5vbmUuXG4gICAqL1xuICBsZW5kVGVybWluYWwoXG4gICAgY29ubjogQ2xpZW50Q29ubmVjdGlvbixcbiAgICBpZDogbnVtYmVyLFxuICAgIHNhYjogU2hhcmVkQXJyYXlCdWZmZXIsXG4gICAgZmQ6IG51bWJlcixcbiAgICBvd25lcjogbnVtYmVyLFxuICApOiBUZXJtaW5hbExvYW4gfCBudWxsO1xufVxuXG4vKiogQSB0ZXJtaW5hbCBsZW50IHRvIGEgc2Vzc2lvbidzIHBhcnNlIHdvcmtlci4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgVGVybWluYWxMb2FuIHtcbiAgLyoqIFRha2VzIHRoZSB0ZXJtaW5hbCBiYWNrIGZyb20gdGhlIHdvcmtlci4gKi9cbiAgdGFrZUJhY2soKTogdm9pZDtcbiAgLyoqXG4gICAqIFdha2VzIHRoZSB3b3JrZXIsIHdoaWNoIGhvbGRzIHVwZGF0ZXMgaXQgZHJldyB0aGVyZTogdGhlIGF0dGFjaFxuICAgKiBjbGllbnQgaXMgYmVoaW5kIHRoZSB0ZXJtaW5hbCwgYW5kIHdhbnRzIHRoZW0gbm93LlxuICAgKi9cbiAgaHVycnkoKTogdm9pZDtcbn1cblxuLyoqIE51bWJlcnMgdGhlIHRlcm1pbmFscyBsZW50IHRvIHBhcnNlIHdvcmtlcnMuICovXG5sZXQgbGFzdFR0eUlkID0gMDtcblxuLyoqIE9uZSBhdHRhY2ggY2xpZW50IHRoZSBkYWVtb24gcnVucyBvbiBhIGNsaWVudCdzIHRlcm1pbmFsLiAqL1xuZXhwb3J0IGNsYXNzIFR0eUF0dGFjaCB7XG4gIHJlYWRvbmx5ICNmZDogbnVtYmVyO1xuICByZWFkb25seSAjdGhpbjogQ2xpZW50Q29ubmVjdGlvbjtcbiAgcmVhZG9ubHkgI3Jlc2l6ZXMgPSBuZXcgU2V0PCgpID0+IHZvaWQ+KCk7XG4gIHJlYWRvbmx5ICN0ZXJtaW5hdGVzID0gbmV3IFNldDwoczogXCJTSUdURVJNXCIgfCBcIlNJR0hVUFwiKSA9PiB2b2lkPigpO1xuICByZWFkb25seSAjY29udGludWVzID0gbmV3IFNldDwoKSA9PiB2b2lkPigpO1xuICByZWFkb25seSAjcnVucyA9IG5ldyBNYXA8bnVtYmVyLCAoZXJyb3I6IHN0cmluZyB8IG51bGwpID0+IHZvaWQ+KCk7XG4gICNuZXh0UnVuID0gMTtcbiAgLyoqXG4gICAqIFdoZXJlIGtleSBiaW5kaW5ncycgY29tbWFuZHMgcnVuIGhlcmUsIGZvciB0aGUgY2xpZW50J3MgZW52aXJvbm1lbnRcbiAgICogYW5kIGRpcmVjdG9yeTsgbnVsbDogdGhlIGNsaWVudCBydW5zIHRoZW0gKGBydW5gKS5cbiAgICovXG4gIHJlYWRvbmx5ICNjb21tYW5kczogR2xvYmFsT3B0aW9ucyB8IG51bGw7XG4gICN3cml0ZXI6IFB0eVdyaXRlcjtcbiAgcmVhZG9ubHkgI2hvc3Q6IFR0eUF0dGFjaEhvc3Q7XG4gIC8qKiBUaGUgYXR0YWNoIGNsaWVudCdzIGNvbm5lY3Rpb24gaW5zaWRlIHRoZSBkYWVtb24uICovXG4gICNsaW5rOiBDbGllbnRDb25uZWN0aW9uIHwgbnVsbCA9IG51bGw7XG4gICNrZXlzOiBHYXRoZXJLZXlzIHwgbnVsbCA9IG51bGw7XG4gIC8qKiBLZXlzIGFyZSBub3QgcmVhZCB3aGlsZSB0aGUgZGFlbW9uIGlzIGJlaW5nIHJlcGxhY2VkIChgcGF1c2VgKS4gKi9cbiAgI3BhdXNlZCA9IGZhbHNlO1xuICAvKiogVGhlIGZpcnN0IHRlcm1pbmF0aW9uIGFza2VkIGZvciwgaWYgYW55LiAqL1xuICAjdGVybWluYXRlZDogXCJTSUdURVJNXCIgfCBcIlNJR0hVUFwiIHwgbnVsbCA9IG51bGw7XG4gIC8qKiBTdXNwZW5kZWQgKGBzdXNwZW5kLWNsaWVudGApOiBlbmRzIHRoZSB3YWl0IGZvciB0aGUgY2xpZW50J3MgYHdha2V1cGAuICovXG4gICNyZXN1bWU6ICgocjogUmVzdW1lZCkgPT4gdm9pZCkgfCBudWxsID0gbnVsbDtcbiAgI2dpdmVVcDogUmV0dXJuVHlwZTx0eXBlb2Ygc2V0VGltZW91dD4gfCB1bmRlZmluZWQ7XG4gIC8qKiBXaG8gd3JpdGVzIHRoZSB0ZXJtaW5hbDogdGhlIGF0dGFjaCBjbGllbnQsIG9yIHRoZSBwYXJzZSB3b3JrZXIuICovXG4gIHJlYWRvbmx5ICNsZWFzZSA9IG5ldyBEaXJlY3REcmF3TGVhc2UoKTtcbiAgcmVhZG9ubHkgI3R0eUlkID0gKytsYXN0VHR5SWQ7XG4gIC8qKiBUaGUgdGVybWluYWwgbGVudCB0byBhIHBhcnNlIHdvcmtlci4gKi9cbiAgI2xvYW46IFRlcm1pbmFsTG9hbiB8IG51bGwgPSBudWxsO1xuICAvKiogTnVtYmVycyBlYWNoIGxlbmRpbmc6IG9ubHkgdGhlIGxhdGVzdCBvbmUncyB3b3JrZXIgbWF5IHdyaXRlLiAqL1xuICAjbGVuZGluZ3MgPSAwO1xuICAvKiogUmVzb2x2ZXMgd2l0aCB0aGUgYXR0YWNobWVudCdzIHJlc3VsdCBvbmNlIHRoZSB0ZXJtaW5hbCBpcyBnaXZlbiBiYWNrLiAqL1xuICByZWFkb25seSBkb25lOiBQcm9taXNlPEF0dGFjaFJlc3VsdD47XG5cbiAgLyoqXG4gICAqIE9wZW5zIHRoZSBjbGllbnQncyB0ZXJtaW5hbCAoYSBSZXF1ZXN0RmFpbHVyZSBcIm5vLXR0eVwiIHdoZW4gaXRcbiAgICogY2Fubm90OiB0aGUgY2xpZW50IHRoZW4gZHJhd3MgaXQgaXRzZWxmKSBhbmQgc3RhcnRzIGF0dGFjaGluZztcbiAgICogYGF0dGFjaGVkYCByZXNvbHZlcyB3aXRoIHRoZSBhbnN3ZXIgdG8gYGF0dGFjaC10dHlgLlxuICAgKi9cbiAgY29uc3RydWN0b3IoXG4gICAgaG9zdDogVHR5QXR0YWNoSG9zdCxcbiAgICB0aGluOiBDbGllbnRDb25uZWN0aW9uLFxuICAgIHJlcTogQXR0YWNoVHR5UmVxdWVzdCxcbiAgICBhdHRhY2hlZDogKGFuc3dlcjogeyBuYW1lOiBzdHJpbmc7IHRva2VuOiBzdHJpbmcgfSkgPT4gdm9pZCxcbiAgKSB7XG4gICAgdHJ5IHtcbiAgICAgIHRoaXMuI2ZkID0gb3BlblR0eSh7IHBhdGg6IHJlcS50dHksIHJkZXY6IHJlcS5yZGV2LCBkZXY6IHJlcS5kZXYgfSk7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICB0aHJvdyBuZXcgUmVxdWVzdEZhaWx1cmUoXG4gICAgICAgIFwibm8tdHR5XCIsXG4gICAgICAgIGBUaGUgZGFlbW9uIGNhbm5vdCBvcGVuICR7cmVxLnR0eX06ICR7KGVyciBhcyBFcnJvcikubWVzc2FnZX1gLFxuICAgICAgKTtcbiAgICB9XG4gICAgdGhpcy4jdGhpbiA9IHRoaW47XG4gICAgdGhpcy4jaG9zdCA9IGhvc3Q7XG4gICAgdGhpcy4jY29tbWFuZHMgPSByZXEuZW52XG4gICAgICA/IHsgc29ja2V0OiBob3N0LnNvY2tldCwgZW52OiByZXEuZW52LCBjd2Q6IHJlcS5jd2QgfVxuICAgICAgOiBudWxsO1xuICAgIHRoaXMuI3dyaXRlciA9IG5ldyBQdHlXcml0ZXIodGhpcy4jZmQsIHsgbWF4UXVldWVkOiBNQVhfVFRZX1FVRVVFRCB9KTtcbiAgICB0aGlzLiNsZWFzZS5vbkFoZWFkID0gKCkgPT4gdGhpcy4jbG9hbj8uaHVycnkoKTtcbiAgICB0aGlzLmRvbmUgPSB0aGlzLiNydW4oaG9zdCwgcmVxLCBhdHRhY2hlZCk7XG4gIH1cblxuICAvKiogVGhlIGNsaWVudCdzIHRlcm1pbmFsIGNoYW5nZWQgc2l6ZS4gKi9cbiAgcmVzaXplZCgpOiB2b2lkIHtcbiAgICBmb3IgKGNvbnN0IGZuIG9mIHRoaXMuI3Jlc2l6ZXMpIGZuKCk7XG4gIH1cblxuICAvKipcbiAgICogVGhlIGNsaWVudCBnb3QgU0lHVEVSTSBvciBTSUdIVVAsIG9yIGl0cyBjb25uZWN0aW9uIGlzIGdvbmU7IGtlcHQgZm9yXG4gICAqIGFuIGF0dGFjaCBjbGllbnQgbm90IHlldCBsaXN0ZW5pbmcgKGl0cyBhdHRhY2ggcmVxdWVzdCBpbiBmbGlnaHQpLlxuICAgKi9cbiAgdGVybWluYXRlKHNpZ25hbDogXCJTSUdURVJNXCIgfCBcIlNJR0hVUFwiKTogdm9pZCB7XG4gICAgdGhpcy4jdGVybWluYXRlZCA/Pz0gc2lnbmFsO1xuICAgIC8vIEdvbmUgd2hpbGUgc3RvcHBlZDogaXRzIHRlcm1pbmFsIGlzIGl0cyBzaGVsbCdzLCBsZWZ0IGFzIGl0IGlzLlxuICAgIHRoaXMuI3Jlc3VtZT8uKHsga2luZDogXCJnb25lXCIsIHNpZ25hbDogdGhpcy4jdGVybWluYXRlZCB9KTtcbiAgICB0aGlzLiNyZXN1bWUgPSBudWxsO1xuICAgIGZvciAoY29uc3QgZm4gb2YgdGhpcy4jdGVybWluYXRlcykgZm4oc2lnbmFsKTtcbiAgICB0aGlzLmVuZGluZygpO1xuICB9XG5cbiAgLyoqXG4gICAqIFRoZSBhdHRhY2htZW50IGlzIGVuZGluZyAoaXRzIGNsaWVudCBnb25lLCB0aGUgZGFlbW9uIHNodXR0aW5nIGRvd24pOlxuICAgKiBhIHRlcm1pbmFsIHRoYXQgaGFzIHRha2VuIG5vdGhpbmcgbW9yZSB3aXRoaW4gYEVORElOR19XUklURV9NU2AgaXNcbiAgICogZ2l2ZW4gdXAgb24sIGFzIHRtdXggY2xvc2VzIGl0LCBzbyB0aGF0IHRoZSBlbmQgaXMgbmV2ZXIgaGVsZCBieSBhXG4gICAqIHRlcm1pbmFsIHRoYXQgc3RvcHBlZCByZWFkaW5nLlxuICAgKi9cbiAgZW5kaW5nKCk6IHZvaWQge1xuICAgIC8vIFN0b3BwZWQgKHN1c3BlbmQtY2xpZW50KTogaXRzIGVuZCBpcyB0b2xkIG5vdywgbm90IG9uIGl0cyBgZmdgLlxuICAgIHRoaXMuI3Jlc3VtZT8uKHsga2luZDogXCJlbmRlZFwiIH0pO1xuICAgIHRoaXMuI3Jlc3VtZSA9IG51bGw7XG4gICAgaWYgKHRoaXMuI2dpdmVVcCkgcmV0dXJuO1xuICAgIHRoaXMuI2dpdmVVcCA9IHNldFRpbWVvdXQoKCkgPT4ge1xuICAgICAgaWYgKHRoaXMuI3dyaXRlci5xdWV1ZWQgPiAwKSB0aGlzLiN3cml0ZXIuY2xvc2UoKTtcbiAgICB9LCBFTkRJTkdfV1JJVEVfTVMpO1xuICB9XG5cbiAgLyoqIFRoZSBjbGllbnQgcmFuIGJvdW5kIGNvbW1hbmQgYGlkYC4gKi9cbiAgcmFuKGlkOiBudW1iZXIsIGVycm9yOiBzdHJpbmcgfCBudWxsKTogdm9pZCB7XG4gICAgdGhpcy4jcnVucy5nZXQoaWQpPy4oZXJyb3IpO1xuICAgIHRoaXMuI3J1bnMuZGVsZXRlKGlkKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBTdG9wcyByZWFkaW5nIGtleXMgKGEgbGl2ZSB1cGdyYWRlOiB3aGF0IGlzIHR5cGVkIG1lYW53aGlsZSB3YWl0cyBpblxuICAgKiB0aGUgdGVybWluYWwgZm9yIHRoZSBuZXcgZGFlbW9uKSBvciBzdGFydHMgYWdhaW4gKHRoZSB1cGdyYWRlIGZhaWxlZCkuXG4gICAqL1xuICBwYXVzZShvbjogYm9vbGVhbik6IHZvaWQge1xuICAgIHRoaXMuI3BhdXNlZCA9IG9uO1xuICAgIHRoaXMuI2tleXM/LnBhdXNlKG9uIHx8IHRoaXMuI3Jlc3VtZSAhPT0gbnVsbCk7XG4gIH1cblxuICAvKipcbiAgICogR2l2ZXMgdGhlIHRlcm1pbmFsIHRvIHRoZSBjbGllbnQncyBzaGVsbCwgcmVzdG9yZWQgYWxyZWFkeSBieSB0aGVcbiAgICogYXR0YWNoIGNsaWVudCAodG11eCdzIHN1c3BlbmQtY2xpZW50KTogaXRzIGtleXMgbGVmdCB1bnJlYWQsIGFuZCB0aGVcbiAgICogY2xpZW50IHRvbGQgdG8gbGVhdmUgcmF3IG1vZGUgYW5kIHN0b3A7IHJlc29sdmVzIG9uY2UgaXQgaXMgYmFja1xuICAgKiAoYHdha2V1cGApLCBvciBnb25lLlxuICAgKi9cbiAgI3N1c3BlbmQoKTogUHJvbWlzZTxSZXN1bWVkPiB7XG4gICAgY29uc3Qgc2lnbmFsID0gdGhpcy4jdGVybWluYXRlZDtcbiAgICBpZiAoc2lnbmFsKSByZXR1cm4gUHJvbWlzZS5yZXNvbHZlKHsga2luZDogXCJnb25lXCIsIHNpZ25hbCB9KTtcbiAgICB0aGlzLiNrZXlzPy5wYXVzZSh0cnVlKTtcbiAgICB0aGlzLiN0aGluLnNlbmQoeyB0OiBcInN1c3BlbmRcIiB9KTtcbiAgICByZXR1cm4gbmV3IFByb21pc2UoKHJlc29sdmUpID0+IHRoaXMuI3Jlc3VtZSA9IHJlc29sdmUpO1xuICB9XG5cbiAgLyoqXG4gICAqIFRoZSBjbGllbnQgaXMgYmFjayBmcm9tIGBzdXNwZW5kYCAoYGZnYCksIG9yIGNvdWxkIG5vdCBzdG9wIChgZXJyb3JgXG4gICAqIHNheXMgd2h5OyBpdCBsZWZ0IHRoZSB0ZXJtaW5hbCBpbiByYXcgbW9kZSk6IGl0cyBrZXlzIGFyZSByZWFkIGFnYWluLlxuICAgKiBOb3Qgc3VzcGVuZGVkLCBpdCB3YXMgY29udGludWVkIGFmdGVyIGEgc3RvcCBmcm9tIG91dHNpZGUgKGBraWxsXG4gICAqIC1TVE9QYCwgdGhlbiBgZmdgKSBhbmQgaGFzIHRha2VuIHJhdyBtb2RlIGFnYWluOiB0aGUgYXR0YWNoIGNsaWVudFxuICAgKiBkcmF3cyB0aGUgdGVybWluYWwgYWdhaW4sIHdoaWNoIGl0cyBzaGVsbCBoYWQgbWVhbndoaWxlLlxuICAgKi9cbiAgd2FrZXVwKGVycm9yOiBzdHJpbmcgfCBudWxsKTogdm9pZCB7XG4gICAgY29uc3QgcmVzdW1lID0gdGhpcy4jcmVzdW1lO1xuICAgIGlmICghcmVzdW1lKSB7XG4gICAgICBpZiAoZXJyb3IgPT09IG51bGwpIHsgZm9yIChjb25zdCBmbiBvZiB0aGlzLiNjb250aW51ZXMpIGZuKCk7IH1cbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgdGhpcy4jcmVzdW1lID0gbnVsbDtcbiAgICB0aGlzLiNrZXlzPy5wYXVzZSh0aGlzLiNwYXVzZWQpO1xuICAgIHJlc3VtZShcbiAgICAgIGVycm9yID09PSBudWxsID8geyBraW5kOiBcImNvbnRpbnVlZFwiIH0gOiB7IGtpbmQ6IFwicmVmdXNlZFwiLCB3aHk6IGVycm9yIH0sXG4gICAgKTtcbiAgfVxuXG4gIC8qKiBXaGV0aGVyIGBjb25uYCBpcyB0aGlzIGF0dGFjaCBjbGllbnQncyBjb25uZWN0aW9uIGluc2lkZSB0aGUgZGFlbW9uLiAqL1xuICBvd25zKGNvbm46IENsaWVudENvbm5lY3Rpb24pOiBib29sZWFuIHtcbiAgICByZXR1cm4gY29ubiA9PT0gdGhpcy4jbGluaztcbiAgfVxuXG4gIC8qKiBUaGUgYXR0YWNoIGNsaWVudCBub3cgc2hvd3MgYW5vdGhlciBzZXNzaW9uOiBrZXlzIGdvIHRoZXJlLiAqL1xuICByZXJvdXRlZCgpOiB2b2lkIHtcbiAgICBjb25zdCByb3V0ZSA9IHRoaXMuI2xpbmsgJiYgdGhpcy4jaG9zdC5yb3V0ZU9mKHRoaXMuI2xpbmspO1xuICAgIGlmIChyb3V0ZSkgdGhpcy4ja2V5cz8ucmVyb3V0ZShyb3V0ZSk7XG4gICAgaWYgKHRoaXMuI2tleXMpIHRoaXMuI2xlbmQoKTtcbiAgfVxuXG4gIC8qKiBMZW5kcyB0aGUgdGVybWluYWwgdG8gdGhlIHBhcnNlIHdvcmtlciBvZiB0aGUgc2Vzc2lvbiBzaG93biBub3cuICovXG4gICNsZW5kKCk6IHZvaWQge1xuICAgIHRoaXMuI2xvYW4/LnRha2VCYWNrKCk7XG4gICAgY29uc3Qgb3duZXIgPSArK3RoaXMuI2xlbmRpbmdzO1xuICAgIHRoaXMuI2xlYXNlLnNldE93bmVyKG93bmVyKTtcbiAgICB0aGlzLiNsb2FuID0gdGhpcy4jbGluayAmJlxuICAgICAgdGhpcy4jaG9zdC5sZW5kVGVybWluYWwoXG4gICAgICAgIHRoaXMuI2xpbmssXG4gICAgICAgIHRoaXMuI3R0eUlkLFxuICAgICAgICB0aGlzLiNsZWFzZS5zYWIsXG4gICAgICAgIHRoaXMuI2ZkLFxuICAgICAgICBvd25lcixcbiAgICAgICk7XG4gIH1cblxuICBhc3luYyAjcnVuKFxuICAgIGhvc3Q6IFR0eUF0dGFjaEhvc3QsXG4gICAgcmVxOiBBdHRhY2hUdHlSZXF1ZXN0LFxuICAgIGF0dGFjaGVkOiAoYW5zd2VyOiB7IG5hbWU6IHN0cmluZzsgdG9rZW46IHN0cmluZyB9KSA9PiB2b2lkLFxuICApOiBQcm9taXNlPEF0dGFjaFJlc3VsdD4ge1xuICAgIGxldCByZXN1bHQ6IEF0dGFjaFJlc3VsdDtcbiAgICB0cnkge1xuICAgICAgY29uc3QgW2RhZW1vbkVuZCwgY2xpZW50RW5kXSA9IGxvb3BiYWNrKCk7XG4gICAgICB0aGlzLiNsaW5rID0gaG9zdC5jb25uZWN0TG9jYWwoZGFlbW9uRW5kKTtcbiAgICAgIGNvbnN0IGNvbm4gPSBhd2FpdCBDb25uZWN0aW9uLm92ZXIoY2xpZW50RW5kLCBcImF0dGFjaFwiKTtcbiAgICAgIGNvbnN0IHsgb3B0aW9ucywgd2FybmluZ3MsIHBhdGggfSA9IGhvc3Qub3B0aW9ucy5jdXJyZW50O1xuICAgICAgY29uc3QgZ2l2ZW4gPSB7IHByZWZpeDogcmVxLnByZWZpeCwgY2xpcGJvYXJkOiByZXEuY2xpcGJvYXJkIH07XG4gICAgICBjb25zdCB7IHdhcm5pbmdzOiBrZXlXYXJuaW5ncywgLi4uZmlyc3QgfSA9IGNsaWVudFNldHRpbmdzKFxuICAgICAgICBvcHRpb25zLFxuICAgICAgICBnaXZlbixcbiAgICAgICk7XG4gICAgICByZXN1bHQgPSBhd2FpdCBhdHRhY2hTZXNzaW9uKGNvbm4sIHtcbiAgICAgICAgbmFtZTogcmVxLm5hbWUsXG4gICAgICAgIHJlYWRPbmx5OiByZXEucmVhZE9ubHkgPz8gZmFsc2UsXG4gICAgICAgIGRldGFjaE90aGVyczogcmVxLmRldGFjaE90aGVycyxcbiAgICAgICAgLi4uZmlyc3QsXG4gICAgICAgIHNldHRpbmdzOiAobykgPT4gY2xpZW50U2V0dGluZ3MobywgZ2l2ZW4pLFxuICAgICAgICBydW5Db21tYW5kOiAobGluZSwgc2Vzc2lvbikgPT4gdGhpcy4jcnVuQ29tbWFuZChsaW5lLCBzZXNzaW9uKSxcbiAgICAgICAgbm90aWNlOiBjb25maWdOb3RpY2UoWy4uLndhcm5pbmdzLCAuLi5rZXlXYXJuaW5nc10sIHBhdGgpLFxuICAgICAgICBjbGllbnQ6IHsgdHR5OiByZXEudHR5LCBwaWQ6IHJlcS5waWQgfSxcbiAgICAgICAgcmVzdW1lOiByZXEucmVzdW1lLFxuICAgICAgICBvbkF0dGFjaGVkOiAoYSkgPT4ge1xuICAgICAgICAgIGF0dGFjaGVkKHsgbmFtZTogYS5uYW1lLCB0b2tlbjogYS50b2tlbiB9KTtcbiAgICAgICAgICBpZiAodGhpcy4jY29tbWFuZHMpIHByZWxvYWRSdW5uZXIoKTtcbiAgICAgICAgfSxcbiAgICAgIH0sIHtcbiAgICAgICAgdGVybWluYWw6IHRoaXMuI3Rlcm1pbmFsKCksXG4gICAgICAgIHJlbmRlcmVyOiB7XG4gICAgICAgICAgLy8gR05VIHNjcmVlbiBhbmQgdG11eCBkbyBub3QgZXJhc2Ugd2l0aCB0aGUgYmFja2dyb3VuZCBjb2xvdXIuXG4gICAgICAgICAgYmNlOiAhL14oc2NyZWVufHRtdXgpLy50ZXN0KHJlcS50ZXJtID8/IFwiXCIpLFxuICAgICAgICAgIC8vIFRoZSBjbGllbnQncyB0ZXJtaW5hbCdzIGNvbG91cnMsIGJ5IGl0cyBURVJNIGFuZCBDT0xPUlRFUk0uXG4gICAgICAgICAgY29sb3Vyczogb3V0ZXJDb2xvdXJzKHtcbiAgICAgICAgICAgIFRFUk06IHJlcS50ZXJtLFxuICAgICAgICAgICAgQ09MT1JURVJNOiByZXEuZW52Py5DT0xPUlRFUk0sXG4gICAgICAgICAgICBUTVVYOiByZXEuZW52Py5UTVVYLFxuICAgICAgICAgIH0pLFxuICAgICAgICB9LFxuICAgICAgfSk7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICByZXN1bHQgPSB7IGV4aXRDb2RlOiAxLCBtZXNzYWdlOiBgYmVydGg6ICR7KGVyciBhcyBFcnJvcikubWVzc2FnZX1gIH07XG4gICAgfSBmaW5hbGx5IHtcbiAgICAgIC8vIE5vdGhpbmcgYnV0IHRoaXMgdGhyZWFkIHdyaXRlcyB0aGUgdGVybWluYWwgZnJvbSBub3cgb24uXG4gICAgICB0aGlzLiNsZWFzZS5lbmQoKTtcbiAgICAgIHRoaXMuI2xvYW4/LnRha2VCYWNrKCk7XG4gICAgICB0aGlzLiNsb2FuID0gbnVsbDtcbiAgICAgIGNsZWFyVGltZW91dCh0aGlzLiNnaXZlVXApO1xuICAgICAgYXdhaXQgdGhpcy4ja2V5cz8uc3RvcCgpO1xuICAgICAgYXdhaXQgdGhpcy4jd3JpdGVyLmNsb3NlKCk7XG4gICAgICBjbG9zZUZkKHRoaXMuI2ZkKTtcbiAgICAgIGZvciAoY29uc3QgYW5zd2VyIG9mIHRoaXMuI3J1bnMudmFsdWVzKCkpIGFuc3dlcihudWxsKTtcbiAgICAgIHRoaXMuI3J1bnMuY2xlYXIoKTtcbiAgICB9XG4gICAgLy8gQW5zd2VyZWQgXCJhdHRhY2hlZFwiIGV2ZW4gd2hlbiBpdCBuZXZlciB3YXM6IHRoZSBgZG9uZWAgc2F5cyB3aHkuXG4gICAgYXR0YWNoZWQoeyBuYW1lOiBcIlwiLCB0b2tlbjogXCJcIiB9KTtcbiAgICByZXR1cm4gcmVzdWx0O1xuICB9XG5cbiAgLyoqIFJ1bnMgYSBib3VuZCBjb21tYW5kIGxpbmU7IHJlc29sdmVzIHdpdGggaXRzIGVycm9yIGFuZCBvdXRwdXQuICovXG4gICNydW5Db21tYW5kKGxpbmU6IHN0cmluZywgc2Vzc2lvbjogc3RyaW5nKTogUHJvbWlzZTxCb3VuZFJlc3VsdD4ge1xuICAgIGlmICh0aGlzLiNjb21tYW5kcykgcmV0dXJuIHJ1bkJvdW5kKGxpbmUsIHNlc3Npb24sIHRoaXMuI2NvbW1hbmRzKTtcbiAgICAvLyBBbiBvbGRlciBjbGllbnQgcnVucyBpdCBpdHNlbGYsIGFuZCBzYXlzIG9ubHkgaXRzIGVycm9yLlxuICAgIGNvbnN0IGlkID0gdGhpcy4jbmV4dFJ1bisrO1xuICAgIHJldHVybiBuZXcgUHJvbWlzZSgocmVzb2x2ZSkgPT4ge1xuICAgICAgdGhpcy4jcnVucy5zZXQoaWQsIChlcnJvcikgPT4gcmVzb2x2ZSh7IGVycm9yLCBvdXRwdXQ6IFwiXCIgfSkpO1xuICAgICAgdGhpcy4jdGhpbi5zZW5kKHsgdDogXCJydW5cIiwgaWQsIGxpbmUsIHNlc3Npb24gfSk7XG4gICAgfSk7XG4gIH1cblxuICAvKiogVGhlIGNsaWVudCdzIHRlcm1pbmFsIGFzIHRoZSBhdHRhY2ggY2xpZW50IHVzZXMgaXQuICovXG4gICN0ZXJtaW5hbCgpOiBPdXRlclRlcm1pbmFsIHtcbiAgICBjb25zdCBmZCA9IHRoaXMuI2ZkO1xuICAgIHJldHVybiB7XG4gICAgICBpc1Rlcm1pbmFsOiAoKSA9PiB0cnVlLFxuICAgICAgc2l6ZTogKCkgPT4ge1xuICAgICAgICBjb25zdCB7IGNvbHMsIHJvd3MgfSA9IGdldFdpbmRvd1NpemUoZmQpO1xuICAgICAgICByZXR1cm4gY2xhbXBTaXplKGNvbHMgfHwgODAsIHJvd3MgfHwgMjQpO1xuICAgICAgfSxcbiAgICAgIC8vIFRoZSBjbGllbnQgcHV0IGl0IGluIHJhdyBtb2RlIGJlZm9yZSBpdCBhc2tlZCwgYW5kIHB1dHMgaXQgYmFjay5cbiAgICAgIHNldFJhdzogKCkgPT4ge30sXG4gICAgICB3cml0ZTogKGJ5dGVzKSA9PiB0aGlzLiN3cml0ZXIud3JpdGUoYnl0ZXMpLFxuICAgICAgc3RhcnRSZWFkaW5nOiAob25EYXRhLCBvbkVuZCkgPT4ge1xuICAgICAgICBjb25zdCBsaW5rID0gdGhpcy4jbGluayE7XG4gICAgICAgIGNvbnN0IHJvdXRlID0gdGhpcy4jaG9zdC5yb3V0ZU9mKGxpbmspO1xuICAgICAgICBpZiAoIXJvdXRlKSByZXR1cm4gb25FbmQoKTsgLy8gRW5kZWQgYWxyZWFkeS5cbiAgICAgICAgdGhpcy4ja2V5cyA9IG5ldyBHYXRoZXJLZXlzKHRoaXMuI2hvc3QsIGxpbmssIGZkLCByb3V0ZSwge1xuICAgICAgICAgIG9uRGF0YSxcbiAgICAgICAgICBvbkVuZCxcbiAgICAgICAgfSk7XG4gICAgICAgIGlmICh0aGlzLiNwYXVzZWQpIHRoaXMuI2tleXMucGF1c2UodHJ1ZSk7XG4gICAgICAgIHRoaXMuI2xlbmQoKTtcbiAgICAgIH0sXG4gICAgICBzdG9wUmVhZGluZzogYXN5bmMgKCkgPT4gYXdhaXQgdGhpcy4ja2V5cz8uc3RvcCgpLFxuICAgICAgcGFzc1Rocm91Z2g6IChwYXNzKSA9PiB0aGlzLiNrZXlzPy5wYXNzVGhyb3VnaChwYXNzKSxcbiAgICAgIGhvbGQ6ICgpID0+IHRoaXMuI2xlYXNlLmhvbGQoKSxcbiAgICAgIC8vIE5vdCB3aGlsZSBhIGZyYW1lIHdhaXRzIGZvciB0aGUgdGVybWluYWw6IHRoZSB3b3JrZXIncyB3cml0ZVxuICAgICAgLy8gd291bGQgZ28gYmV0d2VlbiBpdHMgcGFydHMuXG4gICAgICByZWxlYXNlOiAoZ3JhbnQpID0+XG4gICAgICAgIHRoaXMuI2xlYXNlLnJlbGVhc2UodGhpcy4jd3JpdGVyLnF1ZXVlZCA9PT0gMCA/IGdyYW50IDogbnVsbCksXG4gICAgICBvblJlc2l6ZTogKGZuKSA9PiB7XG4gICAgICAgIHRoaXMuI3Jlc2l6ZXMuYWRkKGZuKTtcbiAgICAgICAgcmV0dXJuICgpID0+IHRoaXMuI3Jlc2l6ZXMuZGVsZXRlKGZuKTtcbiAgICAgIH0sXG4gICAgICBvblRlcm1pbmF0ZTogKGZuKSA9PiB7XG4gICAgICAgIHRoaXMuI3Rlcm1pbmF0ZXMuYWRkKGZuKTtcbiAgICAgICAgY29uc3QgZWFybHkgPSB0aGlzLiN0ZXJtaW5hdGVkO1xuICAgICAgICBpZiAoZWFybHkpIHF1ZXVlTWljcm90YXNrKCgpID0+IGZuKGVhcmx5KSk7XG4gICAgICAgIHJldHVybiAoKSA9PiB0aGlzLiN0ZXJtaW5hdGVzLmRlbGV0ZShmbik7XG4gICAgICB9LFxuICAgICAgb25Db250aW51ZTogKGZuKSA9PiB7XG4gICAgICAgIHRoaXMuI2NvbnRpbnVlcy5hZGQoZm4pO1xuICAgICAgICByZXR1cm4gKCkgPT4gdGhpcy4jY29udGludWVzLmRlbGV0ZShmbik7XG4gICAgICB9LFxuICAgICAgLy8gVGhlIGxpbmUgZ29lcyB0byB0aGUgY2xpZW50IGluIGBkb25lYCwgd2hpY2ggcHJpbnRzIGl0LlxuICAgICAgcHJpbnRMaW5lOiAoKSA9PiB7fSxcbiAgICAgIHN1c3BlbmQ6ICgpID0+IHRoaXMuI3N1c3BlbmQoKSxcbiAgICB9O1xuICB9XG59XG5cbi8qKlxuICogVGhlIHRlcm1pbmFsJ3Mga2V5cywgcmVhZCBieSB0aGUgZ2F0aGVyIHdvcmtlciAoYHdvcmtlcnMvdHR5X2tleXMudHNgKTpcbiAqIHR5cGVkIHRleHQgZ29lcyBmcm9tIHRoZXJlIHRvIHRoZSBwYW5lLCB0aGUgcmVzdCBjb21lcyBoZXJlIGZvciB0aGVcbiAqIGF0dGFjaCBjbGllbnQuXG4gKi9cbmNsYXNzIEdhdGhlcktleXMge1xuICByZWFkb25seSAjaG9zdDogVHR5QXR0YWNoSG9zdDtcbiAgcmVhZG9ubHkgI2xpbms6IENsaWVudENvbm5lY3Rpb247XG4gIHJlYWRvbmx5ICNjb250cm9sID0gbmV3IFR0eUNvbnRyb2woKTtcbiAgcmVhZG9ubHkgI2lkOiBudW1iZXI7XG4gIC8qKiBUaGUgY291bnQgb2YgdGhlIGxhc3Qga2V5cyB0aGUgYXR0YWNoIGNsaWVudCB0b29rLiAqL1xuICAjdGFrZW4gPSAwO1xuICAjb2ZmZXI6IFVpbnQ4QXJyYXkgfCBudWxsID0gbnVsbDtcbiAgI29mZmVyZWQgPSBmYWxzZTtcbiAgI2RvbmU6IFByb21pc2U8dm9pZD47XG5cbiAgY29uc3RydWN0b3IoXG4gICAgaG9zdDogVHR5QXR0YWNoSG9zdCxcbiAgICBsaW5rOiBDbGllbnRDb25uZWN0aW9uLFxuICAgIGZkOiBudW1iZXIsXG4gICAgcm91dGU6IFNoYXJlZEFycmF5QnVmZmVyLFxuICAgIHRvOiB7IG9uRGF0YShkYXRhOiBVaW50OEFycmF5KTogdm9pZDsgb25FbmQoKTogdm9pZCB9LFxuICApIHtcbiAgICB0aGlzLiNob3N0ID0gaG9zdDtcbiAgICB0aGlzLiNsaW5rID0gbGluaztcbiAgICBsZXQgZG9uZSE6ICgpID0+IHZvaWQ7XG4gICAgdGhpcy4jZG9uZSA9IG5ldyBQcm9taXNlKChyKSA9PiBkb25lID0gcik7XG4gICAgdGhpcy4jaWQgPSBob3N0LmdhdGhlci5hZGRUdHkoXG4gICAgICB7IGZkLCBjb250cm9sOiB0aGlzLiNjb250cm9sLnNhYiwgcm91dGUgfSxcbiAgICAgIChtOiBUdHlNc2cpID0+IHtcbiAgICAgICAgc3dpdGNoIChtLnR5cGUpIHtcbiAgICAgICAgICBjYXNlIFwia2V5c1wiOlxuICAgICAgICAgICAgdG8ub25EYXRhKG0uZGF0YSk7XG4gICAgICAgICAgICB0aGlzLiN0YWtlbiA9IG0uc2VxO1xuICAgICAgICAgICAgcmV0dXJuO1xuICAgICAgICAgIGNhc2UgXCJ0dHktZW5kXCI6XG4gICAgICAgICAgICByZXR1cm4gdG8ub25FbmQoKTtcbiAgICAgICAgICBjYXNlIFwidG91Y2hlZFwiOlxuICAgICAgICAgICAgcmV0dXJuIGhvc3QudG91Y2hlZChsaW5rKTtcbiAgICAgICAgICBjYXNlIFwidHR5LWRvbmVcIjpcbiAgICAgICAgICAgIHJldHVybiBkb25lKCk7XG4gICAgICAgIH1cbiAgICAgIH0sXG4gICAgKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBUeXBlZCBrZXlzIG1heSBnbyBzdHJhaWdodCB0byB0aGUgcGFuZSAoYHBhc3NgKSwgb3IgbXVzdCBhbGwgY29tZVxuICAgKiBoZXJlIChudWxsKS4gU2V0IGEgbWljcm90YXNrIGxhdGVyOiB3aGF0IHRoZSBhdHRhY2ggY2xpZW50IGhhcyBqdXN0XG4gICAqIHNlbnQgaXMgaW4gdGhlIHB0eSBieSB0aGVuICh0aGUgbG9vcGJhY2sncyBkZWxpdmVyeSBhbmQgdGhlIGRhZW1vbidzXG4gICAqIHdyaXRlIGFyZSBvbmUgc3luY2hyb25vdXMgcnVuKSwgYW5kIGEga2V5IGxldCBwYXN0IG5vdyBtdXN0IG5vdFxuICAgKiBvdmVydGFrZSBpdC5cbiAgICovXG4gIHBhc3NUaHJvdWdoKHBhc3M6IFVpbnQ4QXJyYXkgfCBudWxsKTogdm9pZCB7XG4gICAgdGhpcy4jb2ZmZXIgPSBwYXNzO1xuICAgIGlmICh0aGlzLiNvZmZlcmVkKSByZXR1cm47XG4gICAgdGhpcy4jb2ZmZXJlZCA9IHRydWU7XG4gICAgcXVldWVNaWNyb3Rhc2soKCkgPT4ge1xuICAgICAgdGhpcy4jb2ZmZXJlZCA9IGZhbHNlO1xuICAgICAgY29uc3QgcGFzcyA9IHRoaXMuI29mZmVyO1xuICAgICAgY29uc3QgdHVybiA9IHBhc3MgJiYgdGhpcy4jaG9zdC5pbnB1dFR1cm4odGhpcy4jbGluayk7XG4gICAgICBpZiAocGFzcyAmJiB0dXJuICE9PSBudWxsKSB7XG4gICAgICAgIHRoaXMuI2NvbnRyb2wuYWxsb3cocGFzcywgdGhpcy4jdGFrZW4sIHR1cm4pO1xuICAgICAgfSBlbHNlIHRoaXMuI2NvbnRyb2wucmVmdXNlKCk7XG4gICAgfSk7XG4gIH1cblxuICAvKiogVGhlIGtleXMgZ28gdG8gYW5vdGhlciBzZXNzaW9uJ3MgYWN0aXZlIHBhbmUgZnJvbSBub3cgb24uICovXG4gIHJlcm91dGUocm91dGU6IFNoYXJlZEFycmF5QnVmZmVyKTogdm9pZCB7XG4gICAgdGhpcy4jaG9zdC5nYXRoZXIucm91dGVUdHkodGhpcy4jaWQsIHJvdXRlKTtcbiAgfVxuXG4gIHBhdXNlKG9uOiBib29sZWFuKTogdm9pZCB7XG4gICAgdGhpcy4jY29udHJvbC5yZXF1ZXN0ID0gb24gPyBUVFlfUEFVU0UgOiBUVFlfUlVOO1xuICAgIHRoaXMuI2hvc3QuZ2F0aGVyLndha2UoKTtcbiAgfVxuXG4gIC8qKiBMZXRzIGdvIG9mIHRoZSB0ZXJtaW5hbDsgcmVzb2x2ZXMgb25jZSB0aGUgZ2F0aGVyIHdvcmtlciBoYXMuICovXG4gIGFzeW5jIHN0b3AoKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgdGhpcy4jY29udHJvbC5yZWZ1c2UoKTtcbiAgICB0aGlzLiNjb250cm9sLnJlcXVlc3QgPSBUVFlfU1RPUDtcbiAgICB0aGlzLiNob3N0LmdhdGhlci53YWtlKCk7XG4gICAgYXdhaXQgdGhpcy4jZG9uZTtcbiAgfVxufVxuXG4vKipcbiAqIEhvdyBsb25nIGFmdGVyIGFuIGF0dGFjaG1lbnQgdGhlIHJ1bm5lciBpcyBsb2FkZWQ6IHNvb24sIG5vdCBhdCB0aGVcbiAqIGZpcnN0IGtleSAoYSBkYWVtb24gcnVuIGZyb20gdGhlIHNvdXJjZSB3b3VsZCBsb2FkIHdoYXRldmVyIGEgYGdpdFxuICogcHVsbGAgbGVmdCBzaW5jZTsgYGltcG9ydF9sYXRlci50c2ApLCBhbmQgbm90IGJlc2lkZSB0aGUgZmlyc3QgZnJhbWUuXG4gKi9cbmNvbnN0IFJVTk5FUl9QUkVMT0FEX01TID0gMTAwMDtcblxuLyoqIExvYWRzIHRoZSBydW5uZXIgaW4gdGhlIGJhY2tncm91bmQsIG9uY2UsIGFmdGVyIFJVTk5FUl9QUkVMT0FEX01TLiAqL1xuZnVuY3Rpb24gcHJlbG9hZFJ1bm5lcigpOiB2b2lkIHtcbiAgaWYgKHJ1bm5lcikgcmV0dXJuO1xuICBzZXRUaW1lb3V0KCgpID0+IGxvYWRSdW5uZXIoKS5jYXRjaCgoKSA9PiB7fSksIFJVTk5FUl9QUkVMT0FEX01TKTtcbn1cblxuLyoqIFdoYXQgYSBib3VuZCBjb21tYW5kIGRpZCAoYF9jb21tYW5kX3J1bm5lci50c2ApLiAqL1xudHlwZSBCb3VuZFJlc3VsdCA9IENvbW1hbmRSdW5uZXIuQm91bmRSZXN1bHQ7XG5cbi8qKiBUaGUgY29tbWFuZCBydW5uZXIgYW5kIHRoZSBjb21tYW5kIHRhYmxlLCBsb2FkZWQgb25jZS4gKi9cbmxldCBydW5uZXI6IFByb21pc2U8W3R5cGVvZiBDb21tYW5kUnVubmVyLCB0eXBlb2YgQ29tbWFuZFRhYmxlXT4gfCBudWxsID0gbnVsbDtcblxuZnVuY3Rpb24gbG9hZFJ1bm5lcigpOiBQcm9taXNlPFt0eXBlb2YgQ29tbWFuZFJ1bm5lciwgdHlwZW9mIENvbW1hbmRUYWJsZV0+IHtcbiAgcnVubmVyID8/PSBQcm9taXNlLmFsbChbXG4gICAgaW1wb3J0TGF0ZXI8dHlwZW9mIENvbW1hbmRSdW5uZXI+KFxuICAgICAgXCIuLi8uLi9jbGllbnQvY29tbWFuZHMvX2NvbW1hbmRfcnVubmVyLnRzXCIsXG4gICAgICBpbXBvcnQubWV0YS51cmwsXG4gICAgKSxcbiAgICBpbXBvcnRMYXRlcjx0eXBlb2YgQ29tbWFuZFRhYmxlPihcbiAgICAgIFwiLi4vLi4vY2xpZW50L2NvbW1hbmRzL2luZGV4LnRzXCIsXG4gICAgICBpbXBvcnQubWV0YS51cmwsXG4gICAgKSxcbiAgXSk7XG4gIHJ1bm5lci5jYXRjaCgoKSA9PiBydW5uZXIgPSBudWxsKTsgLy8gVGhlIG5leHQga2V5IHRyaWVzIGFnYWluLCBhbmQgc2F5cyB3aHkuXG4gIHJldHVybiBydW5uZXI7XG59XG5cbi8qKlxuICogUnVucyBhIGtleSBiaW5kaW5nJ3MgY29tbWFuZCBsaW5lIGBsaW5lYCBmb3Igc2Vzc2lvbiBgc2Vzc2lvbmAgYXMgaXRzXG4gKiBDTEkgY29tbWFuZCwgdGhyb3VnaCB0aGlzIGRhZW1vbidzIHNvY2tldCwgaW4gdGhlIGNsaWVudCdzIGVudmlyb25tZW50XG4gKiBhbmQgZGlyZWN0b3J5IChgd2hlcmVgKTsgcmVzb2x2ZXMgd2l0aCBpdHMgZXJyb3IgKG51bGw6IG5vbmUpIGFuZCB3aGF0XG4gKiBpdCBwcmludGVkLlxuICovXG5hc3luYyBmdW5jdGlvbiBydW5Cb3VuZChcbiAgbGluZTogc3RyaW5nLFxuICBzZXNzaW9uOiBzdHJpbmcgfCBudWxsLFxuICB3aGVyZTogR2xvYmFsT3B0aW9ucyxcbik6IFByb21pc2U8Qm91bmRSZXN1bHQ+IHtcbiAgdHJ5IHtcbiAgICBjb25zdCBbeyBydW5Cb3VuZENvbW1hbmQgfSwgeyBmaW5kQ29tbWFuZCB9XSA9IGF3YWl0IGxvYWRSdW5uZXIoKTtcbiAgICByZXR1cm4gYXdhaXQgcnVuQm91bmRDb21tYW5kKGxpbmUsIHNlc3Npb24sIHdoZXJlLCBmaW5kQ29tbWFuZCk7XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIHJldHVybiB7IGVycm9yOiBgJHtsaW5lfTogJHsoZXJyIGFzIEVycm9yKT8ubWVzc2FnZSA/PyBlcnJ9YCwgb3V0cHV0OiBcIlwiIH07XG4gIH1cbn1cblxuLyoqXG4gKiBSdW5zIGEgY29tbWFuZCBsaW5lIG9mIHRoZSBjb25maWcgZmlsZSAoaXRzIGBjb21tYW5kc2ApIGFzIGl0cyBDTElcbiAqIGNvbW1hbmQsIHRocm91Z2ggdGhpcyBkYWVtb24ncyBzb2NrZXQgKGB3aGVyZWApLCBhdHRhY2hlZCB0byBub1xuICogc2Vzc2lvbjsgcmVzb2x2ZXMgd2l0aCBpdHMgZXJyb3IgKG51bGw6IG5vbmUpIGFuZCB3aGF0IGl0IHByaW50ZWQuIEhlcmVcbiAqIGJlY2F1c2UgdGhpcyBpcyB0aGUgbW9kdWxlIG9mIGBzZXJ2ZXIvYCB0aGF0IG1heSBsb2FkIGBjbGllbnQvYC5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJ1bkNvbmZpZ0NvbW1hbmQoXG4gIGxpbmU6IHN0cmluZyxcbiAgd2hlcmU6IEdsb2JhbE9wdGlvbnMsXG4pOiBQcm9taXNlPEJvdW5kUmVzdWx0PiB7XG4gIHJldHVybiBydW5Cb3VuZChsaW5lLCBudWxsLCB3aGVyZSk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQXFCQyxHQUtELFNBQVMsY0FBYyxRQUFRLHVCQUF1QjtBQUN0RCxTQUFTLFFBQVEsUUFBUSxnQkFBZ0I7QUFDekMsU0FBUyxVQUFVLFFBQVEsNkJBQTZCO0FBSXhELFNBQVMsV0FBVyxRQUFRLGlDQUFpQztBQUM3RCxTQUFTLFNBQVMsUUFBUSxnQ0FBZ0M7QUFDMUQsU0FFRSxhQUFhLEVBQ2IsY0FBYyxFQUNkLFlBQVksRUFDWixZQUFZLFFBR1AsNkJBQTZCO0FBQ3BDLFNBQVMsT0FBTyxFQUFFLGFBQWEsRUFBRSxPQUFPLEVBQUUsU0FBUyxRQUFRLG1CQUFtQjtBQUU5RSxTQUNFLFNBQVMsRUFDVCxPQUFPLEVBQ1AsUUFBUSxFQUNSLFVBQVUsUUFDTCx5QkFBeUI7QUFFaEMsU0FBUyxlQUFlLFFBQVEsNEJBQTRCO0FBSTVEOzs7OztDQUtDLEdBQ0QsTUFBTSxpQkFBaUIsTUFBTSxPQUFPO0FBRXBDLDJFQUEyRSxHQUMzRSxNQUFNLGtCQUFrQjtBQWtEeEIsaURBQWlELEdBQ2pELElBQUksWUFBWTtBQUVoQiw4REFBOEQsR0FDOUQsT0FBTyxNQUFNO0VBQ0YsQ0FBQSxFQUFHLENBQVM7RUFDWixDQUFBLElBQUssQ0FBbUI7RUFDeEIsQ0FBQSxPQUFRLEdBQUcsSUFBSSxNQUFrQjtFQUNqQyxDQUFBLFVBQVcsR0FBRyxJQUFJLE1BQXlDO0VBQzNELENBQUEsU0FBVSxHQUFHLElBQUksTUFBa0I7RUFDbkMsQ0FBQSxJQUFLLEdBQUcsSUFBSSxNQUE4QztFQUNuRSxDQUFBLE9BQVEsR0FBRyxFQUFFO0VBQ2I7OztHQUdDLEdBQ0QsQUFBUyxDQUFBLFFBQVMsQ0FBdUI7RUFDekMsQ0FBQSxNQUFPLENBQVk7RUFDVixDQUFBLElBQUssQ0FBZ0I7RUFDOUIsc0RBQXNELEdBQ3RELENBQUEsSUFBSyxHQUE0QixLQUFLO0VBQ3RDLENBQUEsSUFBSyxHQUFzQixLQUFLO0VBQ2hDLG9FQUFvRSxHQUNwRSxDQUFBLE1BQU8sR0FBRyxNQUFNO0VBQ2hCLDZDQUE2QyxHQUM3QyxDQUFBLFVBQVcsR0FBZ0MsS0FBSztFQUNoRCwyRUFBMkUsR0FDM0UsQ0FBQSxNQUFPLEdBQWtDLEtBQUs7RUFDOUMsQ0FBQSxNQUFPLENBQTRDO0VBQ25ELHFFQUFxRSxHQUNyRSxBQUFTLENBQUEsS0FBTSxHQUFHLElBQUksa0JBQWtCO0VBQy9CLENBQUEsS0FBTSxHQUFHLEVBQUUsVUFBVTtFQUM5Qix5Q0FBeUMsR0FDekMsQ0FBQSxJQUFLLEdBQXdCLEtBQUs7RUFDbEMsa0VBQWtFLEdBQ2xFLENBQUEsUUFBUyxHQUFHLEVBQUU7RUFDZCwyRUFBMkUsR0FDM0UsQUFBUyxLQUE0QjtFQUVyQzs7OztHQUlDLEdBQ0QsWUFDRSxJQUFtQixFQUNuQixJQUFzQixFQUN0QixHQUFxQixFQUNyQixRQUEyRCxDQUMzRDtJQUNBLElBQUk7TUFDRixJQUFJLENBQUMsQ0FBQSxFQUFHLEdBQUcsUUFBUTtRQUFFLE1BQU0sSUFBSSxHQUFHO1FBQUUsTUFBTSxJQUFJLElBQUk7UUFBRSxLQUFLLElBQUksR0FBRztNQUFDO0lBQ25FLEVBQUUsT0FBTyxLQUFLO01BQ1osTUFBTSxJQUFJLGVBQ1IsVUFDQSxDQUFDLHVCQUF1QixFQUFFLElBQUksR0FBRyxDQUFDLEVBQUUsRUFBRSxBQUFDLElBQWMsT0FBTyxFQUFFO0lBRWxFO0lBQ0EsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLENBQUEsUUFBUyxHQUFHLElBQUksR0FBRyxHQUNwQjtNQUFFLFFBQVEsS0FBSyxNQUFNO01BQUUsS0FBSyxJQUFJLEdBQUc7TUFBRSxLQUFLLElBQUksR0FBRztJQUFDLElBQ2xEO0lBQ0osSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLElBQUksVUFBVSxJQUFJLENBQUMsQ0FBQSxFQUFHLEVBQUU7TUFBRSxXQUFXO0lBQWU7SUFDbkUsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLE9BQU8sR0FBRyxJQUFNLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRTtJQUN4QyxJQUFJLENBQUMsSUFBSSxHQUFHLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxNQUFNLEtBQUs7RUFDbkM7RUFFQSx3Q0FBd0MsR0FDeEMsVUFBZ0I7SUFDZCxLQUFLLE1BQU0sTUFBTSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUU7RUFDbEM7RUFFQTs7O0dBR0MsR0FDRCxVQUFVLE1BQTRCLEVBQVE7SUFDNUMsSUFBSSxDQUFDLENBQUEsVUFBVyxLQUFLO0lBQ3JCLGtFQUFrRTtJQUNsRSxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7TUFBRSxNQUFNO01BQVEsUUFBUSxJQUFJLENBQUMsQ0FBQSxVQUFXO0lBQUM7SUFDeEQsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2YsS0FBSyxNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFFLEdBQUc7SUFDdEMsSUFBSSxDQUFDLE1BQU07RUFDYjtFQUVBOzs7OztHQUtDLEdBQ0QsU0FBZTtJQUNiLGtFQUFrRTtJQUNsRSxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7TUFBRSxNQUFNO0lBQVE7SUFDL0IsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2YsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUU7SUFDbEIsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLFdBQVc7TUFDeEIsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsTUFBTSxHQUFHLEdBQUcsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLEtBQUs7SUFDakQsR0FBRztFQUNMO0VBRUEsdUNBQXVDLEdBQ3ZDLElBQUksRUFBVSxFQUFFLEtBQW9CLEVBQVE7SUFDMUMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUcsQ0FBQyxNQUFNO0lBQ3JCLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxNQUFNLENBQUM7RUFDcEI7RUFFQTs7O0dBR0MsR0FDRCxNQUFNLEVBQVcsRUFBUTtJQUN2QixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7SUFDZixJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUUsTUFBTSxNQUFNLElBQUksQ0FBQyxDQUFBLE1BQU8sS0FBSztFQUMzQztFQUVBOzs7OztHQUtDLEdBQ0QsQ0FBQSxPQUFRO0lBQ04sTUFBTSxTQUFTLElBQUksQ0FBQyxDQUFBLFVBQVc7SUFDL0IsSUFBSSxRQUFRLE9BQU8sUUFBUSxPQUFPLENBQUM7TUFBRSxNQUFNO01BQVE7SUFBTztJQUMxRCxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUUsTUFBTTtJQUNsQixJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsSUFBSSxDQUFDO01BQUUsR0FBRztJQUFVO0lBQy9CLE9BQU8sSUFBSSxRQUFRLENBQUMsVUFBWSxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7RUFDakQ7RUFFQTs7Ozs7O0dBTUMsR0FDRCxPQUFPLEtBQW9CLEVBQVE7SUFDakMsTUFBTSxTQUFTLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDM0IsSUFBSSxDQUFDLFFBQVE7TUFDWCxJQUFJLFVBQVUsTUFBTTtRQUFFLEtBQUssTUFBTSxNQUFNLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBRTtNQUFNO01BQzlEO0lBQ0Y7SUFDQSxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7SUFDZixJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUUsTUFBTSxJQUFJLENBQUMsQ0FBQSxNQUFPO0lBQzlCLE9BQ0UsVUFBVSxPQUFPO01BQUUsTUFBTTtJQUFZLElBQUk7TUFBRSxNQUFNO01BQVcsS0FBSztJQUFNO0VBRTNFO0VBRUEseUVBQXlFLEdBQ3pFLEtBQUssSUFBc0IsRUFBVztJQUNwQyxPQUFPLFNBQVMsSUFBSSxDQUFDLENBQUEsSUFBSztFQUM1QjtFQUVBLGdFQUFnRSxHQUNoRSxXQUFpQjtJQUNmLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxJQUFLLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLE9BQU8sQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ3pELElBQUksT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUUsUUFBUTtJQUMvQixJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxJQUFJLENBQUMsQ0FBQSxJQUFLO0VBQzVCO0VBRUEscUVBQXFFLEdBQ3JFLENBQUEsSUFBSztJQUNILElBQUksQ0FBQyxDQUFBLElBQUssRUFBRTtJQUNaLE1BQU0sUUFBUSxFQUFFLElBQUksQ0FBQyxDQUFBLFFBQVM7SUFDOUIsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLFFBQVEsQ0FBQztJQUNyQixJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUcsSUFBSSxDQUFDLENBQUEsSUFBSyxJQUNyQixJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsWUFBWSxDQUNyQixJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQ1YsSUFBSSxDQUFDLENBQUEsS0FBTSxFQUNYLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxHQUFHLEVBQ2YsSUFBSSxDQUFDLENBQUEsRUFBRyxFQUNSO0VBRU47RUFFQSxNQUFNLENBQUEsR0FBSSxDQUNSLElBQW1CLEVBQ25CLEdBQXFCLEVBQ3JCLFFBQTJEO0lBRTNELElBQUk7SUFDSixJQUFJO01BQ0YsTUFBTSxDQUFDLFdBQVcsVUFBVSxHQUFHO01BQy9CLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxLQUFLLFlBQVksQ0FBQztNQUMvQixNQUFNLE9BQU8sTUFBTSxXQUFXLElBQUksQ0FBQyxXQUFXO01BQzlDLE1BQU0sRUFBRSxPQUFPLEVBQUUsUUFBUSxFQUFFLElBQUksRUFBRSxHQUFHLEtBQUssT0FBTyxDQUFDLE9BQU87TUFDeEQsTUFBTSxRQUFRO1FBQUUsUUFBUSxJQUFJLE1BQU07UUFBRSxXQUFXLElBQUksU0FBUztNQUFDO01BQzdELE1BQU0sRUFBRSxVQUFVLFdBQVcsRUFBRSxHQUFHLE9BQU8sR0FBRyxlQUMxQyxTQUNBO01BRUYsU0FBUyxNQUFNLGNBQWMsTUFBTTtRQUNqQyxNQUFNLElBQUksSUFBSTtRQUNkLFVBQVUsSUFBSSxRQUFRLElBQUk7UUFDMUIsY0FBYyxJQUFJLFlBQVk7UUFDOUIsR0FBRyxLQUFLO1FBQ1IsVUFBVSxDQUFDLElBQU0sZUFBZSxHQUFHO1FBQ25DLFlBQVksQ0FBQyxNQUFNLFVBQVksSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDLE1BQU07UUFDdEQsUUFBUSxhQUFhO2FBQUk7YUFBYTtTQUFZLEVBQUU7UUFDcEQsUUFBUTtVQUFFLEtBQUssSUFBSSxHQUFHO1VBQUUsS0FBSyxJQUFJLEdBQUc7UUFBQztRQUNyQyxRQUFRLElBQUksTUFBTTtRQUNsQixZQUFZLENBQUM7VUFDWCxTQUFTO1lBQUUsTUFBTSxFQUFFLElBQUk7WUFBRSxPQUFPLEVBQUUsS0FBSztVQUFDO1VBQ3hDLElBQUksSUFBSSxDQUFDLENBQUEsUUFBUyxFQUFFO1FBQ3RCO01BQ0YsR0FBRztRQUNELFVBQVUsSUFBSSxDQUFDLENBQUEsUUFBUztRQUN4QixVQUFVO1VBQ1IsK0RBQStEO1VBQy9ELEtBQUssQ0FBQyxpQkFBaUIsSUFBSSxDQUFDLElBQUksSUFBSSxJQUFJO1VBQ3hDLDhEQUE4RDtVQUM5RCxTQUFTLGFBQWE7WUFDcEIsTUFBTSxJQUFJLElBQUk7WUFDZCxXQUFXLElBQUksR0FBRyxFQUFFO1lBQ3BCLE1BQU0sSUFBSSxHQUFHLEVBQUU7VUFDakI7UUFDRjtNQUNGO0lBQ0YsRUFBRSxPQUFPLEtBQUs7TUFDWixTQUFTO1FBQUUsVUFBVTtRQUFHLFNBQVMsQ0FBQyxPQUFPLEVBQUUsQUFBQyxJQUFjLE9BQU8sRUFBRTtNQUFDO0lBQ3RFLFNBQVU7TUFDUiwyREFBMkQ7TUFDM0QsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEdBQUc7TUFDZixJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUU7TUFDWixJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7TUFDYixhQUFhLElBQUksQ0FBQyxDQUFBLE1BQU87TUFDekIsTUFBTSxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUU7TUFDbEIsTUFBTSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsS0FBSztNQUN4QixRQUFRLElBQUksQ0FBQyxDQUFBLEVBQUc7TUFDaEIsS0FBSyxNQUFNLFVBQVUsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLE1BQU0sR0FBSSxPQUFPO01BQ2pELElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxLQUFLO0lBQ2xCO0lBQ0EsbUVBQW1FO0lBQ25FLFNBQVM7TUFBRSxNQUFNO01BQUksT0FBTztJQUFHO0lBQy9CLE9BQU87RUFDVDtFQUVBLG1FQUFtRSxHQUNuRSxDQUFBLFVBQVcsQ0FBQyxJQUFZLEVBQUUsT0FBZTtJQUN2QyxJQUFJLElBQUksQ0FBQyxDQUFBLFFBQVMsRUFBRSxPQUFPLFNBQVMsTUFBTSxTQUFTLElBQUksQ0FBQyxDQUFBLFFBQVM7SUFDakUsMkRBQTJEO0lBQzNELE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxPQUFRO0lBQ3hCLE9BQU8sSUFBSSxRQUFRLENBQUM7TUFDbEIsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUcsQ0FBQyxJQUFJLENBQUMsUUFBVSxRQUFRO1VBQUU7VUFBTyxRQUFRO1FBQUc7TUFDMUQsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLElBQUksQ0FBQztRQUFFLEdBQUc7UUFBTztRQUFJO1FBQU07TUFBUTtJQUNoRDtFQUNGO0VBRUEsd0RBQXdELEdBQ3hELENBQUEsUUFBUztJQUNQLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxFQUFHO0lBQ25CLE9BQU87TUFDTCxZQUFZLElBQU07TUFDbEIsTUFBTTtRQUNKLE1BQU0sRUFBRSxJQUFJLEVBQUUsSUFBSSxFQUFFLEdBQUcsY0FBYztRQUNyQyxPQUFPLFVBQVUsUUFBUSxJQUFJLFFBQVE7TUFDdkM7TUFDQSxtRUFBbUU7TUFDbkUsUUFBUSxLQUFPO01BQ2YsT0FBTyxDQUFDLFFBQVUsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLEtBQUssQ0FBQztNQUNyQyxjQUFjLENBQUMsUUFBUTtRQUNyQixNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSztRQUN2QixNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLE9BQU8sQ0FBQztRQUNqQyxJQUFJLENBQUMsT0FBTyxPQUFPLFNBQVMsaUJBQWlCO1FBQzdDLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxJQUFJLFdBQVcsSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFLE1BQU0sSUFBSSxPQUFPO1VBQ3ZEO1VBQ0E7UUFDRjtRQUNBLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxLQUFLLENBQUM7UUFDbkMsSUFBSSxDQUFDLENBQUEsSUFBSztNQUNaO01BQ0EsYUFBYSxVQUFZLE1BQU0sSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFO01BQzNDLGFBQWEsQ0FBQyxPQUFTLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxZQUFZO01BQy9DLE1BQU0sSUFBTSxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsSUFBSTtNQUM1QiwrREFBK0Q7TUFDL0QsOEJBQThCO01BQzlCLFNBQVMsQ0FBQyxRQUNSLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxPQUFPLENBQUMsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLE1BQU0sS0FBSyxJQUFJLFFBQVE7TUFDMUQsVUFBVSxDQUFDO1FBQ1QsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEdBQUcsQ0FBQztRQUNsQixPQUFPLElBQU0sSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE1BQU0sQ0FBQztNQUNwQztNQUNBLGFBQWEsQ0FBQztRQUNaLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxHQUFHLENBQUM7UUFDckIsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLFVBQVc7UUFDOUIsSUFBSSxPQUFPLGVBQWUsSUFBTSxHQUFHO1FBQ25DLE9BQU8sSUFBTSxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsTUFBTSxDQUFDO01BQ3ZDO01BQ0EsWUFBWSxDQUFDO1FBQ1gsSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLEdBQUcsQ0FBQztRQUNwQixPQUFPLElBQU0sSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLE1BQU0sQ0FBQztNQUN0QztNQUNBLDBEQUEwRDtNQUMxRCxXQUFXLEtBQU87TUFDbEIsU0FBUyxJQUFNLElBQUksQ0FBQyxDQUFBLE9BQVE7SUFDOUI7RUFDRjtBQUNGO0FBRUE7Ozs7Q0FJQyxHQUNELE1BQU07RUFDSyxDQUFBLElBQUssQ0FBZ0I7RUFDckIsQ0FBQSxJQUFLLENBQW1CO0VBQ3hCLENBQUEsT0FBUSxHQUFHLElBQUksYUFBYTtFQUM1QixDQUFBLEVBQUcsQ0FBUztFQUNyQix1REFBdUQsR0FDdkQsQ0FBQSxLQUFNLEdBQUcsRUFBRTtFQUNYLENBQUEsS0FBTSxHQUFzQixLQUFLO0VBQ2pDLENBQUEsT0FBUSxHQUFHLE1BQU07RUFDakIsQ0FBQSxJQUFLLENBQWdCO0VBRXJCLFlBQ0UsSUFBbUIsRUFDbkIsSUFBc0IsRUFDdEIsRUFBVSxFQUNWLEtBQXdCLEVBQ3hCLEVBQXFELENBQ3JEO0lBQ0EsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ2IsSUFBSTtJQUNKLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxJQUFJLFFBQVEsQ0FBQyxJQUFNLE9BQU87SUFDdkMsSUFBSSxDQUFDLENBQUEsRUFBRyxHQUFHLEtBQUssTUFBTSxDQUFDLE1BQU0sQ0FDM0I7TUFBRTtNQUFJLFNBQVMsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEdBQUc7TUFBRTtJQUFNLEdBQ3hDLENBQUM7TUFDQyxPQUFRLEVBQUUsSUFBSTtRQUNaLEtBQUs7VUFDSCxHQUFHLE1BQU0sQ0FBQyxFQUFFLElBQUk7VUFDaEIsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLEVBQUUsR0FBRztVQUNuQjtRQUNGLEtBQUs7VUFDSCxPQUFPLEdBQUcsS0FBSztRQUNqQixLQUFLO1VBQ0gsT0FBTyxLQUFLLE9BQU8sQ0FBQztRQUN0QixLQUFLO1VBQ0gsT0FBTztNQUNYO0lBQ0Y7RUFFSjtFQUVBOzs7Ozs7R0FNQyxHQUNELFlBQVksSUFBdUIsRUFBUTtJQUN6QyxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUc7SUFDZCxJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsRUFBRTtJQUNuQixJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7SUFDaEIsZUFBZTtNQUNiLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRztNQUNoQixNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTTtNQUN4QixNQUFNLE9BQU8sUUFBUSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsU0FBUyxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUs7TUFDcEQsSUFBSSxRQUFRLFNBQVMsTUFBTTtRQUN6QixJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsS0FBSyxDQUFDLE1BQU0sSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFO01BQ3pDLE9BQU8sSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE1BQU07SUFDN0I7RUFDRjtFQUVBLDhEQUE4RCxHQUM5RCxRQUFRLEtBQXdCLEVBQVE7SUFDdEMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLE1BQU0sQ0FBQyxRQUFRLENBQUMsSUFBSSxDQUFDLENBQUEsRUFBRyxFQUFFO0VBQ3ZDO0VBRUEsTUFBTSxFQUFXLEVBQVE7SUFDdkIsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE9BQU8sR0FBRyxLQUFLLFlBQVk7SUFDekMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLE1BQU0sQ0FBQyxJQUFJO0VBQ3hCO0VBRUEsa0VBQWtFLEdBQ2xFLE1BQU0sT0FBc0I7SUFDMUIsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE1BQU07SUFDcEIsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE9BQU8sR0FBRztJQUN4QixJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsTUFBTSxDQUFDLElBQUk7SUFDdEIsTUFBTSxJQUFJLENBQUMsQ0FBQSxJQUFLO0VBQ2xCO0FBQ0Y7QUFFQTs7OztDQUlDLEdBQ0QsTUFBTSxvQkFBb0I7QUFFMUIsdUVBQXVFLEdBQ3ZFLFNBQVM7RUFDUCxJQUFJLFFBQVE7RUFDWixXQUFXLElBQU0sYUFBYSxLQUFLLENBQUMsS0FBTyxJQUFJO0FBQ2pEO0FBS0EsMkRBQTJELEdBQzNELElBQUksU0FBc0U7QUFFMUUsU0FBUztFQUNQLFdBQVcsUUFBUSxHQUFHLENBQUM7SUFDckIsWUFDRSw0Q0FDQSxZQUFZLEdBQUc7SUFFakIsWUFDRSxrQ0FDQSxZQUFZLEdBQUc7R0FFbEI7RUFDRCxPQUFPLEtBQUssQ0FBQyxJQUFNLFNBQVMsT0FBTywwQ0FBMEM7RUFDN0UsT0FBTztBQUNUO0FBRUE7Ozs7O0NBS0MsR0FDRCxlQUFlLFNBQ2IsSUFBWSxFQUNaLE9BQXNCLEVBQ3RCLEtBQW9CO0VBRXBCLElBQUk7SUFDRixNQUFNLENBQUMsRUFBRSxlQUFlLEVBQUUsRUFBRSxFQUFFLFdBQVcsRUFBRSxDQUFDLEdBQUcsTUFBTTtJQUNyRCxPQUFPLE1BQU0sZ0JBQWdCLE1BQU0sU0FBUyxPQUFPO0VBQ3JELEVBQUUsT0FBTyxLQUFLO0lBQ1osT0FBTztNQUFFLE9BQU8sR0FBRyxLQUFLLEVBQUUsRUFBRSxBQUFDLEtBQWUsV0FBVyxLQUFLO01BQUUsUUFBUTtJQUFHO0VBQzNFO0FBQ0Y7QUFFQTs7Ozs7Q0FLQyxHQUNELE9BQU8sU0FBUyxpQkFDZCxJQUFZLEVBQ1osS0FBb0I7RUFFcEIsT0FBTyxTQUFTLE1BQU0sTUFBTTtBQUM5QiJ9
// denoCacheMetadata=5578145430453688396,683483082898138315