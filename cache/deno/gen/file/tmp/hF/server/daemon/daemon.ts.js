/**
 * The berth daemon: owns the socket and the sessions, and answers requests.
 * Started on demand by the first command that needs it (like tmux), in a
 * session of its own with no terminal; it logs beside its socket and exits
 * when its last session has ended and the last client has gone.
 *
 * @module
 */ import { ChildWatcher, closeFd } from "../../pty/mod.ts";
import { AttachedClient } from "./attached_client.ts";
import { ClientConnection } from "./client_conn.ts";
import { RequestFailure } from "./request_failure.ts";
import { acceptLoop } from "./accept_loop.ts";
import { fdLimits, needFdsForSession } from "./fd_limit.ts";
import { HeartbeatWatch } from "./heartbeat.ts";
import { Log } from "./log.ts";
import { CarriedAttachment, carryOver, ResumeTable } from "./resume.ts";
import { newSentState } from "./screen_mirror.ts";
import { handOver, prepareUpgrade } from "./upgrade.ts";
import { readStateFile } from "./upgrade_state.ts";
import { stderrToLog } from "./stderr_log.ts";
import { logPathFor } from "../../protocol/socket_path.ts";
import { Ids, Session } from "./session.ts";
import { CONFIG_CLIENT_ENV } from "../../protocol/config_client.ts";
import { namesPaneOrWindow } from "../../protocol/target.ts";
import { signalChild } from "./pane.ts";
import { WorkerSpares } from "./worker_spares.ts";
import { SharedGather } from "./shared_gather.ts";
import { handlePaneRequest } from "./pane_commands.ts";
import { Endings } from "./endings.ts";
import { raceTimeout } from "../../protocol/timeout.ts";
import { displayMessage } from "./display_message.ts";
import { Environ, jobEnv, loadGlobal, saveGlobal } from "./environment.ts";
import { runJob, shellWord } from "./run_shell.ts";
import { expandFormat } from "../../protocol/format.ts";
import { expandFor, formatLines, paneContexts, sessionContext, windowContext } from "./format_lines.ts";
import { setDaemonFacts } from "./format_values.ts";
import { mostRecentSession, resolveSession, resolveTarget } from "./targets.ts";
import { WaitChannels } from "./wait_channels.ts";
import { PasteBuffers } from "./paste_buffers.ts";
import { checkWaitPattern, preloadWaitPatterns } from "./wait_pattern.ts";
import { ensureSocketDir, SocketDirError } from "../../protocol/socket_dir.ts";
import { ProtocolError } from "../../protocol/validate.ts";
import { configPath } from "../../protocol/config_file.ts";
import { OptionStore } from "./option_store.ts";
import { after } from "../../protocol/timer.ts";
import { forgetOwnDenoEnv } from "../../protocol/deno_env.ts";
import { importLater } from "../../protocol/import_later.ts";
import { clientInfo, clientName, clientToMove, neighbourSession, shownTty } from "./client_switch.ts";
import { stripControls } from "../../protocol/controls.ts";
/**
 * How long a daemon with no session and no client waits for one before it
 * exits: covers the gap between a client starting it and connecting.
 */ const IDLE_EXIT_MS = 10_000;
/** Longest a shutdown waits for its sessions to end (SIGKILL comes at 3 s). */ const SHUTDOWN_LIMIT_MS = 10_000;
/** How long the daemon stays after its last session and client are gone. */ const EXIT_LINGER_MS = 2000;
/**
 * Longest a new daemon of a live upgrade lets its attached clients resume
 * and their sessions draw before it takes over the sessions nobody is
 * attached to (clients reconnect every 50 ms at first:
 * `client/attach/reconnect.ts`).
 */ const RESUME_FIRST_MS = 1000;
/**
 * How deep config files' commands may `source-file` other files (tmux
 * reads files nested 50 deep; each level here holds a connection).
 */ const MAX_SOURCE_DEPTH = 10;
/**
 * Longest the config file's commands hold other clients' requests at the
 * daemon's start (they take milliseconds each; a shell command may take
 * longer, a hung one forever).
 */ const CONFIG_HOLD_MS = 10_000;
/**
 * Longest an upgrade waits for the commands under way (`#unsettled`: a
 * move between sessions takes milliseconds, `kill` up to KILL_GRACE_MS).
 */ const UNSETTLED_LIMIT_MS = 10_000;
/**
 * How many exit statuses of ended sessions and closed panes (by `%N`)
 * `wait --exit` can still report.
 */ const REMEMBERED_EXITS = 256;
export class DaemonStartError extends Error {
  constructor(message){
    super(message);
    this.name = "DaemonStartError";
  }
}
/** A running daemon. */ export class Daemon {
  sessions = new Map();
  log;
  /** The settings, from the config file of the daemon's environment. */ options;
  #socketPath;
  #listener = null;
  #conns = new Set();
  /** The attach client of each connection that attached. */ #attached = new Map();
  /**
   * The attach clients the daemon runs on a client's terminal, by the
   * connection of the `berth attach` that asked (`tty_attach.ts`).
   */ #ttys = new Map();
  /**
   * Connections whose `attach-tty` is under way, with the termination
   * asked meanwhile (null: none yet).
   */ #ttysPending = new Map();
  #watcher = new ChildWatcher();
  /** Programs being ended outside any pane (`kill-pane`, `respawn -k`). */ #endings = new Endings(this.#watcher);
  /** A parse worker made ahead, so that `new` does not wait for it. */ #spares = new WorkerSpares(()=>this.#gather.floods, {
    lastClientAt: ()=>this.#lastConnAt
  });
  /** The one gather worker, draining every session's panes. */ #gather;
  /** Pane and window ids, one numbering for every session (as tmux's). */ #paneIds = new Ids();
  #windowIds = new Ids();
  #sessionIds = new Ids();
  #nextConnId = 1;
  /** When the last client connected (`performance.now()`). */ #lastConnAt = -Infinity;
  /**
   * Cancels the wait to exit when idle: on `protocol/timer.ts` (the
   * listener holds the loop), so an idle daemon loads no Node timers.
   */ #idleTimer;
  /**
   * Exit statuses of sessions that are gone (by name) and of panes
   * closed (by `%N`), newest last.
   */ #exited = new Map();
  #buffers = new PasteBuffers();
  #channels = new WaitChannels();
  /**
   * The global environment (tmux's): the daemon's own at its start, with
   * what `set-environment -g` changed (`environment.ts`).
   */ #environ = new Environ(Object.entries(Deno.env.toObject()));
  /** Config files' commands running now, each inside the one before. */ #sourceDepth = 0;
  /**
   * Set while the config file's commands run at the start: other
   * connections' requests wait for them.
   */ #configuring = null;
  /**
   * What the connections of the config file's commands say they are in
   * their hello (`client`): a secret of this daemon's, so that only they
   * skip the wait.
   */ #configKind = `config-${crypto.randomUUID()}`;
  #stopping = false;
  #heartbeats = new HeartbeatWatch();
  /** Attachments by token, for resumes after a broken link or an upgrade. */ #resumes = new ResumeTable();
  /** berth's version (`main.ts`), for `upgrade`'s answer. */ version;
  /** A live upgrade is under way (`upgrade.ts`). */ #upgrading = false;
  /**
   * Requests under way that an upgrade lets finish first: a pane half-way
   * between two sessions cannot be frozen whole, a session being killed
   * would lose its SIGKILL timer, and their clients would lose the answer
   * with the old daemon.
   */ #unsettled = new Set();
  /** The connection that asked for the upgrade under way. */ #upgradeConn = null;
  /** Set while a new daemon is still taking sessions over (`#adoptFirst`). */ #adopting = null;
  #done;
  /** Resolves when the daemon has shut down. */ done = new Promise((r)=>this.#done = r);
  constructor(socketPath, version = "unknown"){
    this.#socketPath = socketPath;
    this.version = version;
    setDaemonFacts(version, socketPath);
    this.log = new Log(logPathFor(socketPath));
    this.#gather = new SharedGather(this.log);
    this.options = new OptionStore(configPath((k)=>Deno.env.get(k)), this.log);
  }
  /**
   * Claims the socket and starts accepting clients; after a live upgrade,
   * with the sessions of `state` taken over first, so that the first
   * client to come back finds them.
   */ async start(state) {
    ensureSocketDir(this.#socketPath);
    const { commands } = await this.options.source();
    const later = state ? this.#adoptFirst(state) : [];
    await claimSocket(this.#socketPath);
    try {
      this.#listener = Deno.listen({
        transport: "unix",
        path: this.#socketPath
      });
    } catch (err) {
      if (err instanceof Deno.errors.AddrInUse) {
        throw new DaemonStartError(`A berth daemon is already running on ${this.#socketPath}`);
      }
      throw new DaemonStartError(`Cannot create socket ${this.#socketPath}: ${err.message}`);
    }
    // The directory guards the default sockets; this guards --socket ones.
    Deno.chmodSync(this.#socketPath, 0o600);
    this.log.info(`daemon ${Deno.pid} listening on ${this.#socketPath} (fd limit ${fdLimits()?.soft ?? "unknown"})`);
    this.#armIdleExit();
    if (state) {
      this.#adopting = this.#adoptLater(state, later).finally(()=>this.#adopting = null);
    }
    this.#accept(this.#listener);
    // The config file's commands talk to this daemon: now that it listens.
    // Not after an upgrade: they ran when this daemon's sessions began.
    if (!state && commands.length > 0) {
      const ran = this.#runCommands(commands).then((errors)=>{
        this.options.warn(errors);
      });
      // A command that never ends (run-shell 'sleep 1d') holds nobody
      // for long.
      this.#configuring = new Promise((done)=>{
        const cancel = after(CONFIG_HOLD_MS, done);
        ran.finally(()=>(cancel(), done()));
      }).then(()=>{
        this.#configuring = null;
      });
    }
  }
  /**
   * Runs the config file's `commands` in order, as the CLI's commands
   * through this daemon's socket, attached to no session, in the global
   * environment and the daemon's home; resolves with their errors, one
   * warning each.
   */ async #runCommands(commands) {
    if (commands.length === 0) return [];
    const errors = [];
    let run;
    try {
      run = (await loadTtyAttach()).runConfigCommand;
    } catch (err) {
      return [
        `commands: cannot load berth's commands: ${err}`
      ];
    }
    const where = {
      socket: this.#socketPath,
      env: jobEnv(this.#environ, null, {
        BERTH: `${this.#socketPath},`
      }),
      cwd: Deno.env.get("HOME") ?? "/",
      client: this.#configKind
    };
    this.#sourceDepth++;
    try {
      const warn = (w)=>errors.includes(w) || errors.push(w);
      for (const line of commands){
        const { error, output } = await run(line, where);
        if (!error) continue; // What it printed has nowhere to go.
        warn(error.startsWith(line) ? error : `commands: ${line}: ${error}`);
        // What a failed command printed says why (a nested source-file's
        // warnings).
        for (const said of output.split("\n")){
          if (said.trim() !== "") warn(said.replace(/^berth: /, ""));
        }
      }
    } finally{
      this.#sourceDepth--;
    }
    return errors;
  }
  #accept(listener) {
    acceptLoop(listener, {
      connections: ()=>this.#conns.size,
      stopping: ()=>this.#stopping,
      accepted: (conn)=>this.#serve(conn)
    }, this.log);
  }
  /** Serves one client connection: a socket's, or a loopback's. */ #serve(stream) {
    const c = new ClientConnection(stream, this.#nextConnId++, this, this.log);
    this.#conns.add(c);
    this.#lastConnAt = performance.now();
    this.#idleTimer?.();
    c.serve();
    return c;
  }
  /**
   * The one dispatch switch: acts on every validated message of a greeted
   * client. Throws ProtocolError (the client is dropped) for attach
   * messages from a client that is not attached.
   */ dispatch(conn, msg) {
    switch(msg.t){
      case "req":
        {
          // Claimed at once: its signals, and a second one, may come before
          // the terminal is taken (a new daemon still adopting, the attach
          // client's modules loading).
          if (msg.op === "attach-tty") this.#claimTty(conn);
          const reply = this.#handle(conn, msg);
          if (msg.op === "attach-tty") {
            reply.then(undefined, ()=>this.#ttysPending.delete(conn));
          }
          conn.respond(msg, reply);
          return;
        }
      case "input":
        {
          const a = this.#liveAttachment(conn, "input");
          // Not taken by a session frozen for an upgrade: the client sends it
          // again after its resume, to whichever daemon then serves. (Before
          // the freeze, while the new berth is probed, keys go on as usual:
          // a probe that fails closes no connection, so nothing would resend.)
          if (a?.session.frozen) return;
          // A retransmit after a resume is dropped: it was typed already.
          if (a && a.client.resume.accept(msg.seq)) {
            a.session.input(a.client, msg.data);
          }
          return;
        }
      case "beat":
        this.#beat(conn);
        return;
      case "bye":
        conn.closeWhenFlushed();
        return;
      case "terminate":
        // Before the terminal is taken: kept for it.
        if (this.#ttysPending.has(conn)) {
          this.#ttysPending.set(conn, msg.signal);
          return;
        }
        this.#needTty(conn, msg.t).terminate(msg.signal);
        return;
      case "ran":
        this.#needTty(conn, msg.t).ran(msg.id, msg.error);
        return;
      case "suspended":
        {
          const a = this.#liveAttachment(conn, msg.t);
          // Stopped, it beats no more: not a dead link (its next beat, once
          // awake, watches it again).
          this.#heartbeats.forget(conn);
          a?.session.clientSuspended(a.client);
          return;
        }
      case "wakeup":
        {
          const tty = this.#ttys.get(conn);
          if (tty) return tty.wakeup(msg.error ?? null);
          // Continued before its terminal is taken: nothing drawn to redo.
          if (this.#ttysPending.has(conn)) return;
          const a = this.#liveAttachment(conn, msg.t);
          a?.session.clientWoke(a.client);
          return;
        }
      case "resize":
        {
          const tty = this.#ttys.get(conn);
          if (tty) return tty.resized();
          // The attach client reads the terminal's size when it starts.
          if (this.#ttysPending.has(conn)) return;
          const a = this.#liveAttachment(conn, "resize");
          // A frozen session's engines are being saved at their size; the
          // client's resume gives the new one to whichever daemon serves.
          if (a && !a.session.frozen) {
            a.session.clientResized(a.client, msg.cols, msg.rows);
          }
          return;
        }
      case "ack":
        this.#ack(conn, msg.seq);
        return;
      case "detach":
        {
          const a = this.#needAttached(conn, "detach");
          this.#attached.delete(conn);
          a.session.detach(a.client, "detached");
          return;
        }
      case "unsubscribe":
        conn.subscriptions.get(msg.id)?.();
        conn.subscriptions.delete(msg.id);
        return;
    }
  }
  /** The connection's attach client, unless it has none or it has ended. */ #attachment(conn) {
    const a = this.#attached.get(conn);
    return a && !a.client.ended ? a : null;
  }
  /**
   * The connection's attach client for a key or a resize; null when its
   * attachment has just ended (typed before the client heard of the end:
   * nothing to act on); a ProtocolError when it never attached.
   */ #liveAttachment(conn, what) {
    const a = this.#attached.get(conn);
    if (a?.client.ended) return null;
    return this.#needAttached(conn, what);
  }
  /** The attach client the daemon runs for this connection's terminal. */ #needTty(conn, what) {
    const tty = this.#ttys.get(conn);
    if (!tty) {
      throw new ProtocolError(`Got ${what} but the daemon draws no terminal for the client`);
    }
    return tty;
  }
  #needAttached(conn, what) {
    const a = this.#attachment(conn);
    if (!a) {
      throw new ProtocolError(`Got ${what} but the client is not attached`);
    }
    return a;
  }
  /**
   * The client drew frame `seq`. An ack that crosses its session's end is
   * no error: the client acks the final frame it got before the end.
   */ #ack(conn, seq) {
    const a = this.#attached.get(conn);
    if (!a) throw new ProtocolError("Got ack but the client is not attached");
    if (a.client.ended) return;
    if (!a.client.ack(seq)) {
      throw new ProtocolError(`Ack for frame ${seq}, which was never sent`);
    }
  }
  /** Acts on one validated request. */ async #handle(conn, req) {
    // A resume of a session taken over already goes first; the rest waits.
    const resuming = req.op === "attach" && req.resume && req.name && this.sessions.has(req.name);
    if (this.#adopting && !resuming) await this.#adopting;
    // The config file's commands go first at the start, as tmux reads its
    // config before the command that started it: the first session gets
    // their environment.
    // The berth commands a config command's shell job runs (`if-shell
    // 'berth has -t x'`) are the config's too (`CONFIG_CLIENT_ENV`): the
    // config waits for them.
    if (this.#configuring && conn.kind !== this.#configKind) {
      await this.#configuring;
    }
    if (this.#upgrading) {
      throw new RequestFailure("busy", "The daemon is being upgraded; retry in a moment");
    }
    switch(req.op){
      case "upgrade":
        return await this.#upgrade(conn, req.argv);
      case "new":
        return this.#newSession(conn, req);
      case "ls":
        return {
          data: await this.#listSessions(conn, req.format)
        };
      case "attach":
        return this.#attach(conn, req);
      case "attach-tty":
        return await this.#attachTty(conn, req);
      case "kill":
        await this.#beforeUpgrade(this.#need(req.name).kill("killed"));
        return {
          data: {}
        };
      case "detach-client":
        return {
          data: {
            detached: this.#detachClients(req.name)
          }
        };
      case "switch-client":
        return {
          data: {
            name: this.#switchClient(conn, req)
          }
        };
      case "suspend-client":
        this.#suspendClient(req.name);
        return {
          data: {}
        };
      case "preview":
        {
          const t = this.#target(req.name);
          return {
            data: await t.session.preview(t.window, req.rows)
          };
        }
      case "list-clients":
        {
          const only = req.name === undefined ? null : this.#need(req.name);
          const own = this.#attached.get(conn);
          const clients = [
            ...this.#attached.values()
          ].filter((a)=>!a.client.ended && (!only || a.session === only)).sort((a, b)=>a.since - b.since);
          const data = {
            clients: clients.map((a)=>clientInfo(a, a === own))
          };
          if (req.format === undefined) return {
            data
          };
          const lines = await formatLines(req.format, clients.map((a)=>sessionContext(a.session, a)));
          return {
            data: {
              ...data,
              lines
            }
          };
        }
      case "display-message":
        return {
          data: await this.#displayMessage(conn, req)
        };
      case "rename":
        this.#rename(req.name, req.newName);
        return {
          data: {}
        };
      case "options":
        return {
          data: this.options.current
        };
      case "source-file":
        {
          if (this.#sourceDepth >= MAX_SOURCE_DEPTH) {
            throw new RequestFailure("bad-request", `source-file nested ${MAX_SOURCE_DEPTH} deep in config files' commands; not read (does a file source itself?)`);
          }
          const { warnings, commands } = await this.options.source(req.path);
          // Attached clients take the new keys, status line and mouse now.
          const options = this.options.current.options;
          for (const c of this.#attached.keys()){
            c.send({
              t: "options",
              options
            });
          }
          const errors = await this.#runCommands(commands);
          return {
            data: {
              warnings: [
                ...warnings,
                ...errors
              ]
            }
          };
        }
      case "kill-server":
        return {
          data: {},
          after: ()=>this.shutdown("kill-server")
        };
      case "send":
        {
          const t = this.#target(req.name);
          await (req.paste ? t.session.paste(req.data, t.pane) : t.session.send(req.data, req.cursorKeysData, t.pane));
          return {
            data: {}
          };
        }
      case "resize":
        this.#need(req.name).resize(req.cols, req.rows);
        return {
          data: {}
        };
      case "capture":
        {
          const t = this.#target(req.name);
          const scrollback = req.scrollback ?? 0;
          return {
            data: req.lines ? await t.session.captureLines(scrollback, t.pane, req.lines, req.join ?? false, {
              trailing: req.trailing,
              alternate: req.alternate
            }) : await t.session.capture(scrollback, t.pane)
          };
        }
      case "wait":
        return await this.#wait(conn, req);
      case "events":
        return this.#events(conn, req.id, req.name);
      case "split-window":
      case "new-window":
      case "select-window":
      case "select-pane":
      case "kill-pane":
      case "kill-window":
      case "rename-window":
      case "resize-pane":
      case "swap-pane":
      case "break-pane":
      case "respawn-pane":
      case "respawn-window":
      case "clear-history":
      case "swap-window":
      case "move-window":
      case "join-pane":
      case "select-layout":
      case "set-option":
        return {
          data: await this.#paneRequest(req)
        };
      case "list-windows":
      case "list-panes":
        return {
          data: await this.#listPanes(conn, req)
        };
      case "history":
        {
          const t = this.#target(req.name);
          return {
            data: await t.session.history(req.start, req.count, req.pushed, t.pane)
          };
        }
      case "list-buffers":
      case "show-buffer":
      case "set-buffer":
      case "delete-buffer":
      case "paste-buffer":
        return await this.#buffer(req);
      case "wait-for":
        return await this.#waitFor(conn, req);
      case "run-shell":
        return await this.#runShell(req, conn.kind === this.#configKind);
      case "set-environment":
        {
          const e = this.#environOf(req);
          if (req.mode === "set") e.set(req.variable, req.value);
          else if (req.mode === "remove") e.set(req.variable, null);
          else e.unset(req.variable);
          return {
            data: {}
          };
        }
      case "show-environment":
        {
          const vars = this.#environOf(req).list();
          if (req.variable === undefined) return {
            data: {
              vars
            }
          };
          const one = vars.filter(([name])=>name === req.variable);
          if (one.length === 0) {
            throw new RequestFailure("not-found", `Unknown variable ${req.variable} (berth show-environment lists them)`);
          }
          return {
            data: {
              vars: one
            }
          };
        }
    }
  }
  /**
   * A `run-shell -b` job ended: the log says how, and the client attached
   * to its session that was active last shows its last line of output,
   * or tmux's `'COMMAND' returned N`, on its status line for a moment
   * (tmux shows the output in the pane's view mode).
   */ #ranInBackground(command, r, session) {
    const { code, signal } = r.exit;
    this.log.info(`run-shell -b: ${signal ?? `exit ${code}`}: ${command}`);
    const text = code !== 0 ? `'${command}' ${signal ? `ended by ${signal}` : `returned ${code}`}` : r.output.trimEnd().split("\n").pop() ?? "";
    if (!session || text === "") return;
    // Its output's escape sequences are not the status line's.
    const plain = stripControls(text);
    const shows = [
      ...this.#attached
    ].filter(([, a])=>a.session === session && !a.client.ended && !a.client.suspended).sort(([, a], [, b])=>b.client.lastActive - a.client.lastActive)[0];
    shows?.[0].send({
      t: "message",
      text: plain
    });
  }
  /** The environment a request names: the global one, or a session's. */ #environOf(req) {
    if (req.global) return this.#environ;
    if (req.name === undefined) {
      throw new RequestFailure("bad-request", "Name a session, or global");
    }
    return this.#need(req.name).environ;
  }
  /**
   * tmux's `run-shell` (`run_shell.ts`): formats expanded for the target
   * (else the most recently active session), run in the target session's
   * environment over the global one, with `BERTH` naming the session so
   * that the berth commands it runs act there.
   */ async #runShell(req, fromConfig = false) {
    const session = req.name === undefined ? mostRecentSession(this.sessions) : this.#need(req.name);
    const t = req.name === undefined ? session ? sessionContext(session, null) : null : {
      ...this.#target(req.name),
      client: null
    };
    const command = t ? await expandFor(req.command, t, shellWord) : expandFormat(req.command, ()=>undefined);
    const home = Deno.env.get("HOME");
    const cwd = req.cwd ?? t?.session.cwd ?? home ?? "/";
    try {
      if (!Deno.statSync(cwd).isDirectory) throw new Error("not a directory");
    } catch  {
      throw new RequestFailure("bad-request", `No such directory: ${cwd}`);
    }
    const env = jobEnv(this.#environ, t?.session.environ ?? null, {
      ...fromConfig ? {
        [CONFIG_CLIENT_ENV]: this.#configKind
      } : {},
      BERTH: `${this.#socketPath},${t?.session.name ?? ""}`,
      ...req.name !== undefined && t ? {
        BERTH_PANE: `%${t.pane.id}`
      } : {}
    });
    const job = runJob(command, cwd, env);
    if (req.background) {
      job.then((r)=>this.#ranInBackground(command, r, t?.session ?? null), (err)=>this.log.info(`run-shell -b: ${err.message}`));
      return {
        data: {
          output: ""
        }
      };
    }
    const r = await job;
    return {
      data: {
        output: r.output,
        exit: r.exit,
        ...r.truncated ? {
          truncated: true
        } : {}
      }
    };
  }
  /**
   * tmux's `wait-for` (`wait_channels.ts`); a wait or lock is given up
   * when its client goes (`unsubscribe` or a closed connection).
   */ async #waitFor(conn, req) {
    const { channel, mode } = req;
    if (mode === "signal") this.#channels.signal(channel);
    if (mode === "unlock") this.#channels.unlock(channel);
    if (mode === "wait" || mode === "lock") {
      const cancel = new AbortController();
      conn.subscriptions.set(req.id, ()=>cancel.abort());
      try {
        await (mode === "wait" ? this.#channels.wait(channel, cancel.signal, req.timeoutMs) : this.#channels.lock(channel, cancel.signal, req.timeoutMs));
      } finally{
        conn.subscriptions.delete(req.id);
      }
    }
    return {
      data: {}
    };
  }
  /** A window or pane command, counted while under way (`#unsettled`). */ #paneRequest(req) {
    const running = handlePaneRequest(this.sessions, req);
    // Most are done at once; a move between sessions waits for parsing.
    return running instanceof Promise ? this.#beforeUpgrade(running) : running;
  }
  /** `running`, which an upgrade lets finish before it starts. */ async #beforeUpgrade(running) {
    this.#unsettled.add(running);
    try {
      return await running;
    } finally{
      this.#unsettled.delete(running);
    }
  }
  /** `berth upgrade` (see `upgrade.ts`): answers, then execs. */ async #upgrade(conn, argv) {
    this.#upgrading = true;
    this.#upgradeConn = conn;
    const host = this.#upgradeHost();
    // Keys typed from now on wait in the terminals the daemon draws, for
    // the new daemon to read (the old one's attach clients die with it).
    this.#pauseTtys(true);
    let prepared;
    try {
      // No new one starts now (`#upgrading`); those under way answer.
      await raceTimeout(Promise.allSettled(this.#unsettled), UNSETTLED_LIMIT_MS, ()=>new RequestFailure("busy", "A command is still under way (a pane moving, a session ending); retry the upgrade in a moment"));
      prepared = await prepareUpgrade(host, argv);
    } catch (err) {
      this.#upgrading = false;
      this.#pauseTtys(false);
      throw err;
    }
    return {
      data: prepared.answer,
      after: async ()=>{
        await conn.flushed();
        handOver(host, prepared); // returns only when execve failed
        this.#upgrading = false;
      // The sessions were taken back and every attach client let go:
      // the terminals stay unread, and each `berth attach` that attaches
      // again reads what was typed meanwhile.
      }
    };
  }
  #pauseTtys(on) {
    for (const tty of this.#ttys.values())tty.pause(on);
  }
  /** What an upgrade needs of the daemon. */ #upgradeHost() {
    return {
      socketPath: this.#socketPath,
      version: this.version,
      log: this.log,
      watcher: this.#watcher,
      sessions: ()=>[
          ...this.sessions.values()
        ],
      daemonState: ()=>({
          environment: saveGlobal(this.#environ),
          exited: [
            ...this.#exited
          ],
          ending: this.#endings.save(),
          buffers: this.#buffers.save(),
          channels: this.#channels.save(),
          resumes: this.#resumes.all().filter((e)=>this.sessions.get(e.session.name) === e.session).map(({ client, session })=>({
              token: client.resume.token,
              session: session.name,
              inputSeq: client.resume.inputSeq,
              seq: client.view.seq
            }))
        }),
      takeBack: (state)=>this.#takeBack(state)
    };
  }
  /**
   * A handover failed after the freeze: the sessions come back from the
   * state just saved, on the same ptys, as the new daemon would have taken
   * them. Attached clients are let go (their clients resume); other
   * connections stay.
   */ #takeBack(state) {
    for (const s of this.sessions.values())s.abandon();
    this.sessions.clear();
    // Every connection but the upgrade's own (its answer says why) is let
    // go: attached clients resume, and a `wait` or `events` on a session
    // object abandoned here would never hear from it again.
    for (const conn of this.#conns){
      if (conn !== this.#upgradeConn) conn.closeWhenFlushed();
    }
    this.#attached.clear();
    this.#resumes = new ResumeTable();
    this.#watcher = new ChildWatcher();
    this.#endings = new Endings(this.#watcher);
    this.#adopt(state);
  }
  /** Takes over the sessions, exits, buffers and attachments of `state`. */ #adopt(state) {
    this.#adoptDaemonWide(state);
    for (const st of state.sessions)this.#adoptSession(st, state);
    this.#tookOver(state);
  }
  /**
   * `#adopt` for a new daemon, in two steps: the sessions with clients to
   * resume first, then (once the socket listens) the others, one per turn
   * of the event loop, requests waiting for them meanwhile. Each session
   * costs a parse worker, whose start blocks this thread (45-107 ms at a
   * load average of 25 here): the attached clients need not wait for all.
   */ #adoptFirst(state) {
    this.#adoptDaemonWide(state);
    const attached = new Set(state.resumes.map((r)=>r.session));
    const later = [];
    for (const st of state.sessions){
      if (attached.has(st.name)) this.#adoptSession(st, state);
      else later.push(st);
    }
    return later;
  }
  /**
   * The rest of `#adoptFirst`, after the socket listens, the sessions taken
   * over first have drawn their screens and the clients carried over have
   * resumed (or RESUME_FIRST_MS passed): each session blocks this thread,
   * a resume takes a few turns of the event loop, and the other sessions'
   * workers would compete with the first ones for the cores.
   */ async #adoptLater(state, later) {
    const until = Date.now() + RESUME_FIRST_MS;
    const first = [
      ...this.sessions.values()
    ];
    let drawn = false;
    Promise.all(first.map((s)=>s.drawn)).then(()=>drawn = true);
    while((!drawn || this.#resumes.carried() > 0) && Date.now() < until){
      await new Promise((r)=>setTimeout(r, 5));
    }
    for (const st of later){
      await new Promise((r)=>setTimeout(r, 0));
      this.#adoptSession(st, state);
    }
    this.#tookOver(state);
  }
  #adoptDaemonWide(state) {
    // Every saved session's id is taken before any session starts: one
    // made while the rest are still being taken over gets a new one.
    for (const st of state.sessions){
      if (st.id !== undefined) this.#sessionIds.reserve(st.id + 1);
    }
    this.#exited = new Map(state.exited);
    this.#endings.load(state.ending ?? []);
    this.#buffers.load(state.buffers);
    if (state.channels) this.#channels.load(state.channels);
    if (state.environment) this.#environ = loadGlobal(state.environment);
  }
  /** One session of `state`, with the attachments that may resume it. */ /**
   * A saved session no daemon will serve: its ptys closed (they were left
   * open for the exec, and children would inherit them) and its programs
   * hung up, as a kill would, and reaped.
   */ #letGo(st) {
    for (const p of st.panes){
      if (p.fd >= 0) {
        try {
          closeFd(p.fd);
        } catch  {
        // Closed already, or never ours.
        }
      }
      if (p.status === null && p.pid > 1) {
        try {
          signalChild(p.pid, false);
        } catch  {
        // Not ours to signal: left as it is.
        }
        this.#watcher.exited(p.pid).catch(()=>{});
      }
    }
  }
  #adoptSession(st, state) {
    let s;
    try {
      s = Session.restore(st, this.#watcher, this.log, ()=>this.options.options["remain-on-exit"], {
        gather: this.#gather,
        paneIds: this.#paneIds,
        windowIds: this.#windowIds,
        sessionIds: this.#sessionIds,
        endings: this.#endings
      }, ()=>this.#environ);
    } catch (err) {
      // One session that cannot be had must not cost the others.
      this.log.error(`session ${st.name}: cannot be taken over: ${err.message}`);
      this.#letGo(st);
      return;
    }
    s.onGone = (x)=>this.#sessionGone(x);
    s.onPaneClosed = (p)=>this.#paneClosed(p);
    this.sessions.set(st.name, s);
    for (const r of state.resumes){
      if (r.session !== st.name) continue;
      this.#resumes.addParked(new CarriedAttachment(r.token, r.inputSeq, r.seq), s);
    }
  }
  #tookOver(state) {
    this.log.info(`took over ${state.sessions.length} sessions from berth ${state.from} (protocol ${state.protocol}), ${Date.now() - state.written} ms after the state was written`);
  }
  /** The paste buffer requests (see `paste_buffers.ts`). */ async #buffer(req) {
    const buffers = this.#buffers;
    switch(req.op){
      case "list-buffers":
        return {
          data: {
            buffers: buffers.list()
          }
        };
      case "show-buffer":
        return {
          data: buffers.get(req.buffer)
        };
      case "set-buffer":
        return {
          data: {
            name: buffers.set(req.data, req.buffer)
          }
        };
      case "delete-buffer":
        buffers.delete(req.buffer);
        return {
          data: {}
        };
      case "paste-buffer":
        {
          const t = this.#target(req.name);
          await t.session.paste(buffers.get(req.buffer).data, t.pane);
          return {
            data: {}
          };
        }
    }
  }
  /** The session a target names (exact name, prefix, or with a pane). */ #need(target) {
    return resolveSession(this.sessions, target);
  }
  /** The session, window and pane a target names. */ #target(target) {
    return resolveTarget(this.sessions, target);
  }
  #newSession(conn, req) {
    const name = req.name ?? this.#freeName();
    if (this.sessions.has(name)) {
      throw new RequestFailure("exists", `A session named ${name} already exists; pick another name`);
    }
    // No client environment (a client on another host): the daemon's own.
    const base = {
      ...req.baseEnv ?? Deno.env.toObject()
    };
    // A config command's job's, not its panes'.
    delete base[CONFIG_CLIENT_ENV];
    const cwd = req.cwd ?? base.HOME ?? "/";
    try {
      if (!Deno.statSync(cwd).isDirectory) throw new Error("not a directory");
    } catch  {
      throw new RequestFailure("bad-request", `No such directory: ${cwd}`);
    }
    needFdsForSession();
    const shell = this.options.options["default-shell"] || base.SHELL;
    const cmd = req.cmd?.length ? req.cmd : [
      shell || "/bin/sh"
    ];
    // The user's shell with no command given starts as a login shell, as in
    // tmux, so that the profile's PATH and settings apply in the session.
    const argv0 = req.cmd?.length ? undefined : `-${cmd[0].slice(cmd[0].lastIndexOf("/") + 1)}`;
    // `-e`'s variables are the session's environment (as tmux's), over
    // the global one's changes (`environment.ts`).
    const env = {
      ...base,
      TERM: "xterm-256color",
      COLORTERM: "truecolor",
      BERTH: `${this.#socketPath},${name}`
    };
    // Sizes the outer terminal had mean nothing in here.
    delete env.COLUMNS;
    delete env.LINES;
    const parse = this.#spares.take(conn);
    preloadWaitPatterns();
    preloadTtyAttach();
    const session = Session.start({
      name,
      cmd,
      argv0,
      cwd,
      env,
      cols: req.cols,
      rows: req.rows,
      keep: req.keep ?? false,
      scrollback: req.scrollback ?? this.options.options.scrollback,
      remainOnExit: ()=>this.options.options["remain-on-exit"],
      environ: Object.entries(req.env ?? {}),
      globalEnv: ()=>this.#environ
    }, this.#watcher, this.log, {
      gather: this.#gather,
      parse,
      paneIds: this.#paneIds,
      windowIds: this.#windowIds,
      sessionIds: this.#sessionIds,
      endings: this.#endings
    });
    session.onGone = (s)=>this.#sessionGone(s);
    session.onPaneClosed = (p)=>this.#paneClosed(p);
    this.sessions.set(name, session);
    this.#exited.delete(name);
    return {
      data: {
        name,
        pid: session.pid
      }
    };
  }
  /** The smallest unused number, as tmux names sessions. */ #freeName() {
    for(let i = 0;; i++)if (!this.sessions.has(String(i))) return String(i);
  }
  /** `ls`: the sessions, oldest first, with `format` expanded for each. */ async #listSessions(conn, format) {
    const sessions = [
      ...this.sessions.values()
    ].sort((a, b)=>a.created - b.created);
    const data = {
      sessions: sessions.map((s)=>s.info())
    };
    if (format === undefined) return data;
    const own = this.#attachment(conn);
    const lines = await formatLines(format, sessions.map((s)=>sessionContext(s, own)));
    return {
      ...data,
      lines
    };
  }
  /**
   * `list-windows` and `list-panes`: the rows, with `format` expanded
   * for each (a window with its active pane; each pane).
   */ async #listPanes(conn, req) {
    const data = handlePaneRequest(this.sessions, req);
    if (req.format === undefined) return data;
    const { session, window } = resolveTarget(this.sessions, req.name);
    const own = this.#attachment(conn);
    const contexts = req.op === "list-panes" ? paneContexts(session, window, own) : session.windows.map((w)=>windowContext(session, w, own));
    return {
      ...data,
      lines: await formatLines(req.format, contexts)
    };
  }
  #attach(conn, req) {
    if (this.#attachment(conn)) {
      throw new ProtocolError("This connection is already attached");
    }
    const old = req.resume ? this.#takeOver(req.resume.token) : null;
    // The token's session wins over the name the client gave: a switch-client
    // whose `switched` push was lost with the link stays switched.
    const held = old && this.sessions.get(old.session.name) === old.session ? old.session : null;
    const ended = !held && req.resume && req.name ? this.#endedMeanwhile(conn, req.name) : null;
    if (ended) return ended;
    const session = held ?? (req.name ? this.#need(req.name) : this.#mostRecent());
    if (session.exit) {
      throw new RequestFailure("exited", `Session ${session.name} has exited; berth capture ${session.name} shows its screen, berth kill ${session.name} removes it`);
    }
    if (req.detachOthers) this.#detachAll(session);
    const client = new AttachedClient(conn, session, req.readOnly ?? false, req.cols, req.rows, req.clipboard ?? false);
    const upgraded = old?.client instanceof CarriedAttachment && old.session === session;
    if (upgraded) {
      // Its input seq goes on; its screen comes whole (a fresh view).
      client.resume = old.client.resume;
      Object.assign(client.view, newSentState());
      client.view.seq = Math.max(old.client.view.seq, req.resume.seq);
    }
    const resumed = upgraded || old?.session === session && carryOver(client, old.client, req.resume.seq);
    if (old) this.log.info(`client ${conn.id}: resumed, diff: ${resumed}`);
    this.#resumes.add(client, session, conn);
    this.#attached.set(conn, {
      client,
      session,
      id: conn.id,
      tty: shownTty(req.tty),
      pid: req.pid ?? 0,
      since: Date.now(),
      last: null,
      pinned: req.pinned ?? false
    });
    session.attach(client);
    const { token, inputSeq: input } = client.resume;
    return {
      data: {
        name: session.name,
        token,
        input,
        resumed,
        ...upgraded ? {
          upgraded
        } : {}
      },
      after: ()=>client.pump()
    };
  }
  /** Marks `conn`'s `attach-tty` under way; one per connection. */ #claimTty(conn) {
    if (this.#ttys.has(conn) || this.#ttysPending.has(conn) || this.#attachment(conn)) {
      throw new ProtocolError("This connection is already attached");
    }
    this.#ttysPending.set(conn, null);
  }
  /**
   * Runs an attach client on the terminal of the client that asks
   * (`tty_attach.ts`); answers once it is attached, or has failed to (its
   * `done` then says why).
   */ async #attachTty(conn, req) {
    const { TtyAttach } = await loadTtyAttach();
    const early = this.#ttysPending.get(conn);
    // Gone meanwhile (closed, which forgets it): nothing to draw for.
    if (!this.#ttysPending.delete(conn)) {
      throw new RequestFailure("no-tty", "The client is gone");
    }
    let answer;
    const attached = new Promise((r)=>answer = r);
    const live = (c)=>this.#attachment(c);
    const host = {
      options: this.options,
      socket: this.#socketPath,
      gather: this.#gather,
      connectLocal: (link)=>this.#serve(link),
      routeOf: (c)=>live(c)?.session.route.buffer ?? null,
      inputTurn: (c)=>{
        const a = live(c);
        return !a || a.session.inputBusy || !a.session.hasSizeOf(a.client) ? null : a.session.sizeTurn;
      },
      touched: (c)=>{
        const a = live(c);
        a?.session.touched(a.client);
      },
      lendTerminal: (c, id, sab, fd, owner)=>live(c)?.session.lendTerminal(id, sab, fd, owner) ?? null
    };
    const tty = new TtyAttach(host, conn, req, answer);
    this.#ttys.set(conn, tty);
    if (early) tty.terminate(early);
    tty.done.then((result)=>{
      this.#ttys.delete(conn);
      conn.send({
        t: "done",
        ...result
      });
    });
    return {
      data: await attached
    };
  }
  /**
   * Claims the attachment `token` names for a resume, taking it off the
   * connection it is still on (one that has not noticed its link broke).
   */ #takeOver(token) {
    const old = this.#resumes.claim(token);
    if (old?.holder && old.client instanceof AttachedClient && this.#attached.get(old.holder)?.client === old.client) {
      old.session.dropClient(old.client);
      this.#attached.delete(old.holder);
      old.holder.closeWhenFlushed();
    }
    return old;
  }
  /**
   * A resume of a session that ended while the link was down: the client
   * gets the end it missed, with the exit status when it is remembered.
   */ #endedMeanwhile(conn, name) {
    if (this.sessions.has(name)) return null;
    const status = this.#exited.get(name);
    if (!status) return null;
    return {
      data: {
        name,
        token: "",
        input: 0,
        resumed: false
      },
      after: ()=>conn.send({
          t: "end",
          reason: "exited",
          name,
          status
        })
    };
  }
  /**
   * `detach-client -t NAME`: the client named NAME (its tty), else every
   * client of session NAME; returns how many were detached.
   */ /** Tells the attach client named `name` to suspend (tmux's MSG_SUSPEND). */ #suspendClient(name) {
    for (const [conn, a] of this.#attached){
      if (a.client.ended || clientName(a) !== name) continue;
      if (!a.client.suspended) conn.send({
        t: "suspend"
      });
      return;
    }
    throw new RequestFailure("not-found", `No client named ${name} (berth list-clients lists them)`);
  }
  #detachClients(name) {
    for (const [conn, a] of this.#attached){
      if (a.client.ended || clientName(a) !== name) continue;
      this.#attached.delete(conn);
      a.session.detach(a.client, "detached");
      return 1;
    }
    if (!this.sessions.has(name) && /^(\/dev\/|client-\d+$)/.test(name)) {
      throw new RequestFailure("not-found", `No client named ${name} (berth list-clients lists them)`);
    }
    return this.#detachAll(this.#need(name));
  }
  /** `switch-client`: moves a client; returns the name of its new session. */ #switchClient(conn, req) {
    const a = clientToMove(req, this.#attachment(conn), this.#attached.values(), (name)=>this.#need(name));
    let to = a.session;
    if (req.to === "last") {
      to = a.last && this.sessions.get(a.last.name) === a.last ? a.last : failNoLast();
    } else if (req.to) {
      to = neighbourSession([
        ...this.sessions.values()
      ], a.session, req.to);
    } else if (req.name !== undefined) {
      const t = this.#target(req.name);
      to = t.session;
      // `SESSION:WINDOW` shows that window too, and `SESSION:W.P` or
      // `%N` makes that pane the active one, as tmux's -t does (it looks
      // for the same characters).
      if (/[:.%]/.test(req.name)) to.selectPane(t.pane);
    }
    if (to.exit) {
      throw new RequestFailure("exited", `Session ${to.name} has exited; berth kill ${to.name} removes it`);
    }
    if (to === a.session) return to.name;
    if (a.pinned) {
      throw new RequestFailure("bad-request", `Client ${clientName(a)} is a page of berth serve, held to session ${a.session.name}`);
    }
    this.#move(a, to);
    return to.name;
  }
  /**
   * `display-message`: the expanded text, for the answer (`print`) or
   * pushed to the client that shows it (conversation step 17).
   */ async #displayMessage(conn, req) {
    const { text, client } = await displayMessage(this.sessions, req, this.#attachment(conn), this.#attached.values());
    if (req.print || !client) return {
      text
    };
    const to = [
      ...this.#attached
    ].find(([, a])=>a === client)[0];
    to.send({
      t: "message",
      text
    });
    return {
      text,
      client: clientName(client)
    };
  }
  /**
   * Re-points attachment `a` at session `to` on the same connection: the
   * client is told, then gets a full frame; its resume token, input count
   * and frame numbers carry on, so a resume after this finds it in `to`.
   */ #move(a, to) {
    const conn = [
      ...this.#attached
    ].find(([, b])=>b === a)[0];
    const old = a.client;
    a.session.dropClient(old);
    const client = new AttachedClient(conn, to, old.readOnly, old.cols, old.rows, old.clipboard);
    client.resume = old.resume;
    client.resume.acked = null; // a view of the other session: no base
    client.view.seq = old.view.seq; // an ack of the last frame still fits
    this.#resumes.add(client, to, conn);
    this.#attached.set(conn, {
      ...a,
      client,
      session: to,
      last: a.session
    });
    this.log.info(`client ${conn.id}: switched ${a.session.name} -> ${to.name}`);
    conn.send({
      t: "switched",
      name: to.name
    });
    to.attach(client);
    // Keys typed in a terminal the daemon draws go to the new session.
    for (const tty of this.#ttys.values())if (tty.owns(conn)) tty.rerouted();
    client.pump();
  }
  /** Detaches every client of `session`; returns how many there were. */ #detachAll(session) {
    const clients = [
      ...session.clients
    ];
    for (const c of clients)session.detach(c, "detached");
    return clients.length;
  }
  /** Renames a session; its clients, waits and watchers keep it. */ #rename(name, newName) {
    const session = this.#need(name);
    // `name` may be a prefix of the session's name: the map holds the full one.
    const old = session.name;
    if (newName === old) return;
    if (this.sessions.has(newName)) {
      throw new RequestFailure("exists", `A session named ${newName} already exists; pick another name`);
    }
    this.sessions.delete(old);
    session.name = newName;
    this.sessions.set(newName, session);
    session.statusChanged();
    this.log.info(`session ${old} renamed ${newName}`);
  }
  #mostRecent() {
    const best = mostRecentSession(this.sessions);
    if (!best) {
      throw new RequestFailure("not-found", "No sessions to attach to (berth new starts one)");
    }
    return best;
  }
  /**
   * Waits for a condition. The wait is cancelled when its client closes the
   * connection or sends `unsubscribe` with the request's id, so that a
   * script killed mid-wait leaves no watcher behind.
   */ async #wait(conn, req) {
    const cancel = new AbortController();
    conn.subscriptions.set(req.id, ()=>cancel.abort());
    try {
      const checking = checkWaitPattern(req.text);
      if (checking) await checking;
      const gone = this.#exited.get(req.name);
      if (req.exit && gone && !this.sessions.has(req.name)) {
        return {
          data: {
            exit: gone
          }
        };
      }
      const { session: s, pane } = this.#target(req.name);
      if (req.exit) {
        // A window or pane named: that pane's program; else the session.
        const exit = namesSession(s, req.name) ? s.waitExit(req.timeoutMs, cancel.signal) : s.waitPaneExit(pane, req.timeoutMs, cancel.signal);
        return {
          data: {
            exit: await exit
          }
        };
      }
      await s.waitFor({
        text: req.text,
        idleMs: req.idleMs
      }, req.timeoutMs, cancel.signal, pane);
      return {
        data: {}
      };
    } finally{
      conn.subscriptions.delete(req.id);
    }
  }
  #events(conn, id, name) {
    const s = this.#need(name);
    // A session alone follows every pane; a window or pane target, one.
    const pane = namesSession(s, name) ? undefined : this.#target(name).pane;
    const send = (event)=>conn.send({
        t: "event",
        id,
        time: Date.now(),
        event
      });
    if (s.exit) {
      // A kept session that has exited: its stream is just the end.
      const status = s.exit;
      return {
        data: {},
        after: ()=>send({
            type: "exit",
            status
          })
      };
    }
    const stop = s.listen((event)=>{
      send(event);
      if (event.type === "exit") {
        stop();
        conn.subscriptions.delete(id);
      }
    }, pane);
    conn.subscriptions.set(id, stop);
    return {
      data: {}
    };
  }
  /** A connection closed: forget everything tied to it. */ closed(conn) {
    if (!this.#conns.delete(conn)) return;
    this.#heartbeats.forget(conn);
    // The client whose terminal is drawn here is gone (killed, or it lost
    // the socket): give its terminal back as if it had got SIGHUP.
    this.#ttys.get(conn)?.terminate("SIGHUP");
    this.#ttysPending.delete(conn);
    this.#spares.gone(conn);
    const a = this.#attached.get(conn);
    this.#attached.delete(conn);
    if (a) a.session.dropClient(a.client);
    // Closed without a detach: the link broke; the client may resume (an
    // attachment that ended or detached may not).
    this.#resumes.park(conn, a && !a.client.ended ? a.client : null);
    for (const stop of conn.subscriptions.values())stop();
    conn.subscriptions.clear();
    this.#maybeExit();
  }
  /** A heartbeat: answer it, with the last input applied, and watch. */ #beat(conn) {
    this.#heartbeats.watch(conn);
    const input = this.#attachment(conn)?.client.resume.inputSeq;
    conn.send(input === undefined ? {
      t: "beat"
    } : {
      t: "beat",
      input
    });
  }
  #sessionGone(s) {
    if (this.sessions.get(s.name) === s) this.sessions.delete(s.name);
    this.#resumes.sessionGone(s);
    if (s.exit) this.#remember(s.name, s.exit);
    for (const w of s.windows){
      for (const p of w.panes.values())this.#paneClosed(p);
    }
    this.log.info(`session ${s.name}: gone`);
    this.#maybeExit();
  }
  /**
   * Keeps the exit status of a closed pane's program under its id
   * (`%N`, never reused), for a `wait --exit` on it that comes late.
   */ #paneClosed(pane) {
    if (pane.status) this.#remember(`%${pane.id}`, pane.status);
  }
  /** Keeps the exit status of an ended session for a late `wait --exit`. */ #remember(name, status) {
    this.#exited.delete(name);
    this.#exited.set(name, status);
    if (this.#exited.size > REMEMBERED_EXITS) {
      this.#exited.delete(this.#exited.keys().next().value);
    }
  }
  /**
   * Exits when no session is left and no client is connected, after
   * EXIT_LINGER_MS, so that a `berth wait --exit` typed right behind the
   * session's end still finds the daemon and the exit status.
   */ #maybeExit() {
    if (this.sessions.size > 0 || this.#stopping || this.#conns.size > 0) {
      return;
    }
    this.#idleTimer?.();
    this.#idleTimer = after(EXIT_LINGER_MS, ()=>{
      if (this.sessions.size === 0 && this.#conns.size === 0) {
        this.shutdown("no sessions left");
      }
    });
  }
  #armIdleExit() {
    this.#idleTimer?.();
    this.#idleTimer = after(IDLE_EXIT_MS, ()=>{
      if (this.sessions.size === 0 && this.#conns.size === 0) {
        this.shutdown("no sessions");
      }
    });
  }
  /** Ends every session, closes the socket and resolves `done`. */ async shutdown(why) {
    if (this.#stopping) return;
    this.#stopping = true;
    this.log.info(`shutting down: ${why}`);
    this.#idleTimer?.();
    this.#heartbeats.stop();
    try {
      this.#listener?.close();
    } catch  {
    // Already closed.
    }
    try {
      Deno.removeSync(this.#socketPath);
    } catch  {
    // Gone already.
    }
    // Sessions get SIGHUP, then SIGKILL; a session that still does not end
    // (a wedged worker) must not keep the daemon: give up after a while.
    const ended = Promise.all([
      ...this.sessions.values()
    ].map((s)=>s.kill("server-exit")));
    let timer;
    const late = new Promise((r)=>timer = setTimeout(r, SHUTDOWN_LIMIT_MS));
    await Promise.race([
      ended,
      late
    ]);
    // The terminals the daemon draws are given back before it goes, and
    // each client told (`done`), which the flush below still sends.
    for (const tty of this.#ttys.values())tty.ending();
    await Promise.race([
      Promise.all([
        ...this.#ttys.values()
      ].map((t)=>t.done)),
      late
    ]);
    clearTimeout(timer);
    for (const c of this.#conns)c.closeWhenFlushed();
    this.#spares.close();
    // A session still there (SHUTDOWN_LIMIT_MS passed) may still be drained.
    if (this.sessions.size === 0) this.#gather.close();
    this.#watcher.close();
    this.log.close();
    this.#done();
  }
}
let ttyAttach = null;
/**
 * The attach client the daemon runs on a client's terminal
 * (`tty_attach.ts`: the attach client's 128 modules, about 7 MB resident,
 * measured): loaded with the first session, as RE2 is (`wait_pattern.ts`),
 * so that a daemon with no session does not hold it. Soon, not on first
 * use: Deno reads a module's source when it is imported, and a daemon that
 * ran for days would otherwise load whatever a `git pull` left since.
 * `importLater`: Deno walks a literal `import()`'s graph when the daemon
 * starts, and the daemon's bundle must hold it (its own copies of the
 * daemon's modules would fail the daemon's `instanceof` checks).
 */ function loadTtyAttach() {
  ttyAttach ??= importLater("./tty_attach.ts", import.meta.url).catch((err)=>{
    ttyAttach = null; // The next attach tries again, and says why.
    throw err;
  });
  return ttyAttach;
}
function preloadTtyAttach() {
  loadTtyAttach().catch(()=>{});
}
function failNoLast() {
  throw new RequestFailure("not-found", "No last session to switch to");
}
/**
 * Removes a live upgrade's state file once the new daemon listens: until
 * then clients that find nobody listening wait instead of starting a
 * daemon of their own (`daemon_start.ts`).
 */ function removeState(path) {
  try {
    Deno.removeSync(path);
  } catch  {
  // Gone already.
  }
}
/**
 * Makes `path` free for a new daemon: refuses when a daemon answers there,
 * removes a stale socket that nothing listens on.
 */ async function claimSocket(path) {
  let conn;
  try {
    conn = await Deno.connect({
      transport: "unix",
      path
    });
  } catch (err) {
    if (err instanceof Deno.errors.ConnectionRefused) {
      Deno.removeSync(path); // Stale: its daemon died without cleaning up.
      return;
    }
    if (err instanceof Deno.errors.NotFound) return;
    throw err;
  }
  conn.close();
  throw new DaemonStartError(`A berth daemon is already running on ${path}`);
}
/**
 * Runs a daemon in this process until it shuts down; the entry point of
 * `main.ts __daemon`. Returns the process exit code.
 */ export async function runDaemon(socketPath, opts = {}) {
  forgetOwnDenoEnv(); // Before a session inherits it.
  // A daemon started by another's config job: its own config's commands
  // say this daemon's kind, not that one's.
  Deno.env.delete(CONFIG_CLIENT_ENV);
  try {
    // Before the log is opened: it must not land in someone else's directory.
    ensureSocketDir(socketPath);
  } catch (err) {
    if (!(err instanceof SocketDirError)) throw err;
    console.error(`berth: ${err.message}`);
    return 1;
  }
  const daemon = new Daemon(socketPath, opts.version);
  globalThis.addEventListener("unhandledrejection", (e)=>{
    // One failed request must not take every session down.
    e.preventDefault();
    daemon.log.error(`unhandled rejection: ${e.reason?.stack ?? e.reason}`);
  });
  globalThis.addEventListener("error", (e)=>{
    // Nor one exception thrown in a callback (a bug): log it and go on.
    e.preventDefault();
    daemon.log.error(`uncaught exception: ${e.error?.stack ?? e.message}`);
  });
  try {
    await daemon.start(opts.upgradeFrom ? readStateFile(opts.upgradeFrom) : undefined);
    if (opts.upgradeFrom) removeState(opts.upgradeFrom);
  } catch (err) {
    daemon.log.error(`cannot start: ${err.message}`);
    daemon.log.close();
    console.error(`berth: ${err.message}`);
    return 1;
  }
  // Started (a failure to start is still told on stderr, above): from now
  // on what Deno itself prints there, a runtime thread's panic, is logged.
  stderrToLog(daemon.log.path);
  const stop = ()=>daemon.shutdown("signal");
  Deno.addSignalListener("SIGTERM", stop);
  Deno.addSignalListener("SIGINT", stop);
  Deno.addSignalListener("SIGHUP", ()=>{}); // No terminal to hang up on us.
  await daemon.done;
  return 0;
}
/**
 * Whether target `name` is session `s` alone, no window or pane in it (a
 * bare pane id `%N` names its pane).
 */ function namesSession(s, name) {
  return s.name === name || !namesPaneOrWindow(name);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vZGFlbW9uLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIGJlcnRoIGRhZW1vbjogb3ducyB0aGUgc29ja2V0IGFuZCB0aGUgc2Vzc2lvbnMsIGFuZCBhbnN3ZXJzIHJlcXVlc3RzLlxuICogU3RhcnRlZCBvbiBkZW1hbmQgYnkgdGhlIGZpcnN0IGNvbW1hbmQgdGhhdCBuZWVkcyBpdCAobGlrZSB0bXV4KSwgaW4gYVxuICogc2Vzc2lvbiBvZiBpdHMgb3duIHdpdGggbm8gdGVybWluYWw7IGl0IGxvZ3MgYmVzaWRlIGl0cyBzb2NrZXQgYW5kIGV4aXRzXG4gKiB3aGVuIGl0cyBsYXN0IHNlc3Npb24gaGFzIGVuZGVkIGFuZCB0aGUgbGFzdCBjbGllbnQgaGFzIGdvbmUuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHtcbiAgRXhpdFN0YXR1cyxcbiAgUGFuZVJlcXVlc3QsXG4gIFJlcXVlc3RNc2csXG4gIFJlc3BvbnNlcyxcbiAgU2Vzc2lvbkV2ZW50LFxufSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7IENoaWxkV2F0Y2hlciwgY2xvc2VGZCB9IGZyb20gXCIuLi8uLi9wdHkvbW9kLnRzXCI7XG5pbXBvcnQgeyBBdHRhY2hlZENsaWVudCB9IGZyb20gXCIuL2F0dGFjaGVkX2NsaWVudC50c1wiO1xuaW1wb3J0IHtcbiAgQ2xpZW50Q29ubmVjdGlvbixcbiAgdHlwZSBDbGllbnRTdHJlYW0sXG4gIHR5cGUgRGlzcGF0Y2hlZE1zZyxcbiAgdHlwZSBMb2NhbExpbmssXG4gIHR5cGUgTWVzc2FnZUhhbmRsZXIsXG4gIHR5cGUgUmVwbHksXG59IGZyb20gXCIuL2NsaWVudF9jb25uLnRzXCI7XG5pbXBvcnQgeyBSZXF1ZXN0RmFpbHVyZSB9IGZyb20gXCIuL3JlcXVlc3RfZmFpbHVyZS50c1wiO1xuaW1wb3J0IHsgYWNjZXB0TG9vcCB9IGZyb20gXCIuL2FjY2VwdF9sb29wLnRzXCI7XG5pbXBvcnQgeyBmZExpbWl0cywgbmVlZEZkc0ZvclNlc3Npb24gfSBmcm9tIFwiLi9mZF9saW1pdC50c1wiO1xuaW1wb3J0IHsgSGVhcnRiZWF0V2F0Y2ggfSBmcm9tIFwiLi9oZWFydGJlYXQudHNcIjtcbmltcG9ydCB7IExvZyB9IGZyb20gXCIuL2xvZy50c1wiO1xuaW1wb3J0IHsgQ2FycmllZEF0dGFjaG1lbnQsIGNhcnJ5T3ZlciwgUmVzdW1lVGFibGUgfSBmcm9tIFwiLi9yZXN1bWUudHNcIjtcbmltcG9ydCB7IG5ld1NlbnRTdGF0ZSB9IGZyb20gXCIuL3NjcmVlbl9taXJyb3IudHNcIjtcbmltcG9ydCB7IGhhbmRPdmVyLCBwcmVwYXJlVXBncmFkZSwgdHlwZSBVcGdyYWRlSG9zdCB9IGZyb20gXCIuL3VwZ3JhZGUudHNcIjtcbmltcG9ydCB7IHJlYWRTdGF0ZUZpbGUsIHR5cGUgVXBncmFkZVN0YXRlIH0gZnJvbSBcIi4vdXBncmFkZV9zdGF0ZS50c1wiO1xuaW1wb3J0IHsgc3RkZXJyVG9Mb2cgfSBmcm9tIFwiLi9zdGRlcnJfbG9nLnRzXCI7XG5pbXBvcnQgeyBsb2dQYXRoRm9yIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL3NvY2tldF9wYXRoLnRzXCI7XG5pbXBvcnQgeyBJZHMsIFNlc3Npb24gfSBmcm9tIFwiLi9zZXNzaW9uLnRzXCI7XG5pbXBvcnQgeyBDT05GSUdfQ0xJRU5UX0VOViB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9jb25maWdfY2xpZW50LnRzXCI7XG5pbXBvcnQgeyBuYW1lc1BhbmVPcldpbmRvdyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC90YXJnZXQudHNcIjtcbmltcG9ydCB7IHR5cGUgUGFuZSwgc2lnbmFsQ2hpbGQgfSBmcm9tIFwiLi9wYW5lLnRzXCI7XG5pbXBvcnQgeyBXb3JrZXJTcGFyZXMgfSBmcm9tIFwiLi93b3JrZXJfc3BhcmVzLnRzXCI7XG5pbXBvcnQgeyBTaGFyZWRHYXRoZXIgfSBmcm9tIFwiLi9zaGFyZWRfZ2F0aGVyLnRzXCI7XG5pbXBvcnQgeyBoYW5kbGVQYW5lUmVxdWVzdCB9IGZyb20gXCIuL3BhbmVfY29tbWFuZHMudHNcIjtcbmltcG9ydCB7IEVuZGluZ3MgfSBmcm9tIFwiLi9lbmRpbmdzLnRzXCI7XG5pbXBvcnQgeyByYWNlVGltZW91dCB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC90aW1lb3V0LnRzXCI7XG5pbXBvcnQgeyBkaXNwbGF5TWVzc2FnZSB9IGZyb20gXCIuL2Rpc3BsYXlfbWVzc2FnZS50c1wiO1xuaW1wb3J0IHsgRW52aXJvbiwgam9iRW52LCBsb2FkR2xvYmFsLCBzYXZlR2xvYmFsIH0gZnJvbSBcIi4vZW52aXJvbm1lbnQudHNcIjtcbmltcG9ydCB7IHR5cGUgSm9iUmVzdWx0LCBydW5Kb2IsIHNoZWxsV29yZCB9IGZyb20gXCIuL3J1bl9zaGVsbC50c1wiO1xuaW1wb3J0IHsgZXhwYW5kRm9ybWF0IH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL2Zvcm1hdC50c1wiO1xuaW1wb3J0IHtcbiAgZXhwYW5kRm9yLFxuICBmb3JtYXRMaW5lcyxcbiAgcGFuZUNvbnRleHRzLFxuICBzZXNzaW9uQ29udGV4dCxcbiAgd2luZG93Q29udGV4dCxcbn0gZnJvbSBcIi4vZm9ybWF0X2xpbmVzLnRzXCI7XG5pbXBvcnQgeyBzZXREYWVtb25GYWN0cyB9IGZyb20gXCIuL2Zvcm1hdF92YWx1ZXMudHNcIjtcbmltcG9ydCB7XG4gIG1vc3RSZWNlbnRTZXNzaW9uLFxuICB0eXBlIFJlc29sdmVkLFxuICByZXNvbHZlU2Vzc2lvbixcbiAgcmVzb2x2ZVRhcmdldCxcbn0gZnJvbSBcIi4vdGFyZ2V0cy50c1wiO1xuaW1wb3J0IHsgV2FpdENoYW5uZWxzIH0gZnJvbSBcIi4vd2FpdF9jaGFubmVscy50c1wiO1xuaW1wb3J0IHsgUGFzdGVCdWZmZXJzIH0gZnJvbSBcIi4vcGFzdGVfYnVmZmVycy50c1wiO1xuaW1wb3J0IHsgY2hlY2tXYWl0UGF0dGVybiwgcHJlbG9hZFdhaXRQYXR0ZXJucyB9IGZyb20gXCIuL3dhaXRfcGF0dGVybi50c1wiO1xuaW1wb3J0IHsgZW5zdXJlU29ja2V0RGlyLCBTb2NrZXREaXJFcnJvciB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9zb2NrZXRfZGlyLnRzXCI7XG5pbXBvcnQgeyBQcm90b2NvbEVycm9yIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL3ZhbGlkYXRlLnRzXCI7XG5pbXBvcnQgeyBjb25maWdQYXRoIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL2NvbmZpZ19maWxlLnRzXCI7XG5pbXBvcnQgeyBPcHRpb25TdG9yZSB9IGZyb20gXCIuL29wdGlvbl9zdG9yZS50c1wiO1xuaW1wb3J0IHR5cGUgeyBUdHlBdHRhY2ggfSBmcm9tIFwiLi90dHlfYXR0YWNoLnRzXCI7XG5pbXBvcnQgeyBhZnRlciwgdHlwZSBDYW5jZWxUaW1lciB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC90aW1lci50c1wiO1xuaW1wb3J0IHsgZm9yZ2V0T3duRGVub0VudiB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9kZW5vX2Vudi50c1wiO1xuaW1wb3J0IHsgaW1wb3J0TGF0ZXIgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvaW1wb3J0X2xhdGVyLnRzXCI7XG5pbXBvcnQge1xuICB0eXBlIEF0dGFjaG1lbnQsXG4gIGNsaWVudEluZm8sXG4gIGNsaWVudE5hbWUsXG4gIGNsaWVudFRvTW92ZSxcbiAgbmVpZ2hib3VyU2Vzc2lvbixcbiAgc2hvd25UdHksXG59IGZyb20gXCIuL2NsaWVudF9zd2l0Y2gudHNcIjtcbmltcG9ydCB7IHN0cmlwQ29udHJvbHMgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvY29udHJvbHMudHNcIjtcblxuLyoqXG4gKiBIb3cgbG9uZyBhIGRhZW1vbiB3aXRoIG5vIHNlc3Npb24gYW5kIG5vIGNsaWVudCB3YWl0cyBmb3Igb25lIGJlZm9yZSBpdFxuICogZXhpdHM6IGNvdmVycyB0aGUgZ2FwIGJldHdlZW4gYSBjbGllbnQgc3RhcnRpbmcgaXQgYW5kIGNvbm5lY3RpbmcuXG4gKi9cbmNvbnN0IElETEVfRVhJVF9NUyA9IDEwXzAwMDtcblxuLyoqIExvbmdlc3QgYSBzaHV0ZG93biB3YWl0cyBmb3IgaXRzIHNlc3Npb25zIHRvIGVuZCAoU0lHS0lMTCBjb21lcyBhdCAzIHMpLiAqL1xuY29uc3QgU0hVVERPV05fTElNSVRfTVMgPSAxMF8wMDA7XG5cbi8qKiBIb3cgbG9uZyB0aGUgZGFlbW9uIHN0YXlzIGFmdGVyIGl0cyBsYXN0IHNlc3Npb24gYW5kIGNsaWVudCBhcmUgZ29uZS4gKi9cbmNvbnN0IEVYSVRfTElOR0VSX01TID0gMjAwMDtcblxuLyoqXG4gKiBMb25nZXN0IGEgbmV3IGRhZW1vbiBvZiBhIGxpdmUgdXBncmFkZSBsZXRzIGl0cyBhdHRhY2hlZCBjbGllbnRzIHJlc3VtZVxuICogYW5kIHRoZWlyIHNlc3Npb25zIGRyYXcgYmVmb3JlIGl0IHRha2VzIG92ZXIgdGhlIHNlc3Npb25zIG5vYm9keSBpc1xuICogYXR0YWNoZWQgdG8gKGNsaWVudHMgcmVjb25uZWN0IGV2ZXJ5IDUwIG1zIGF0IGZpcnN0OlxuICogYGNsaWVudC9hdHRhY2gvcmVjb25uZWN0LnRzYCkuXG4gKi9cbmNvbnN0IFJFU1VNRV9GSVJTVF9NUyA9IDEwMDA7XG5cbi8qKlxuICogSG93IGRlZXAgY29uZmlnIGZpbGVzJyBjb21tYW5kcyBtYXkgYHNvdXJjZS1maWxlYCBvdGhlciBmaWxlcyAodG11eFxuICogcmVhZHMgZmlsZXMgbmVzdGVkIDUwIGRlZXA7IGVhY2ggbGV2ZWwgaGVyZSBob2xkcyBhIGNvbm5lY3Rpb24pLlxuICovXG5jb25zdCBNQVhfU09VUkNFX0RFUFRIID0gMTA7XG5cbi8qKlxuICogTG9uZ2VzdCB0aGUgY29uZmlnIGZpbGUncyBjb21tYW5kcyBob2xkIG90aGVyIGNsaWVudHMnIHJlcXVlc3RzIGF0IHRoZVxuICogZGFlbW9uJ3Mgc3RhcnQgKHRoZXkgdGFrZSBtaWxsaXNlY29uZHMgZWFjaDsgYSBzaGVsbCBjb21tYW5kIG1heSB0YWtlXG4gKiBsb25nZXIsIGEgaHVuZyBvbmUgZm9yZXZlcikuXG4gKi9cbmNvbnN0IENPTkZJR19IT0xEX01TID0gMTBfMDAwO1xuXG4vKipcbiAqIExvbmdlc3QgYW4gdXBncmFkZSB3YWl0cyBmb3IgdGhlIGNvbW1hbmRzIHVuZGVyIHdheSAoYCN1bnNldHRsZWRgOiBhXG4gKiBtb3ZlIGJldHdlZW4gc2Vzc2lvbnMgdGFrZXMgbWlsbGlzZWNvbmRzLCBga2lsbGAgdXAgdG8gS0lMTF9HUkFDRV9NUykuXG4gKi9cbmNvbnN0IFVOU0VUVExFRF9MSU1JVF9NUyA9IDEwXzAwMDtcblxuLyoqXG4gKiBIb3cgbWFueSBleGl0IHN0YXR1c2VzIG9mIGVuZGVkIHNlc3Npb25zIGFuZCBjbG9zZWQgcGFuZXMgKGJ5IGAlTmApXG4gKiBgd2FpdCAtLWV4aXRgIGNhbiBzdGlsbCByZXBvcnQuXG4gKi9cbmNvbnN0IFJFTUVNQkVSRURfRVhJVFMgPSAyNTY7XG5cbi8qKiBUaGUgZGFlbW9uIGNvdWxkIG5vdCBzdGFydDsgdGhlIG1lc3NhZ2Ugc2F5cyB3aHkuICovXG50eXBlIEJ1ZmZlclJlcXVlc3QgPSBFeHRyYWN0PFxuICBSZXF1ZXN0TXNnLFxuICB7XG4gICAgb3A6XG4gICAgICB8IFwibGlzdC1idWZmZXJzXCJcbiAgICAgIHwgXCJzaG93LWJ1ZmZlclwiXG4gICAgICB8IFwic2V0LWJ1ZmZlclwiXG4gICAgICB8IFwiZGVsZXRlLWJ1ZmZlclwiXG4gICAgICB8IFwicGFzdGUtYnVmZmVyXCI7XG4gIH1cbj47XG5cbmV4cG9ydCBjbGFzcyBEYWVtb25TdGFydEVycm9yIGV4dGVuZHMgRXJyb3Ige1xuICBjb25zdHJ1Y3RvcihtZXNzYWdlOiBzdHJpbmcpIHtcbiAgICBzdXBlcihtZXNzYWdlKTtcbiAgICB0aGlzLm5hbWUgPSBcIkRhZW1vblN0YXJ0RXJyb3JcIjtcbiAgfVxufVxuXG4vKiogQSBydW5uaW5nIGRhZW1vbi4gKi9cbmV4cG9ydCBjbGFzcyBEYWVtb24gaW1wbGVtZW50cyBNZXNzYWdlSGFuZGxlciB7XG4gIHJlYWRvbmx5IHNlc3Npb25zID0gbmV3IE1hcDxzdHJpbmcsIFNlc3Npb24+KCk7XG4gIHJlYWRvbmx5IGxvZzogTG9nO1xuICAvKiogVGhlIHNldHRpbmdzLCBmcm9tIHRoZSBjb25maWcgZmlsZSBvZiB0aGUgZGFlbW9uJ3MgZW52aXJvbm1lbnQuICovXG4gIHJlYWRvbmx5IG9wdGlvbnM6IE9wdGlvblN0b3JlO1xuICAjc29ja2V0UGF0aDogc3RyaW5nO1xuICAjbGlzdGVuZXI6IERlbm8uTGlzdGVuZXIgfCBudWxsID0gbnVsbDtcbiAgI2Nvbm5zID0gbmV3IFNldDxDbGllbnRDb25uZWN0aW9uPigpO1xuICAvKiogVGhlIGF0dGFjaCBjbGllbnQgb2YgZWFjaCBjb25uZWN0aW9uIHRoYXQgYXR0YWNoZWQuICovXG4gICNhdHRhY2hlZCA9IG5ldyBNYXA8Q2xpZW50Q29ubmVjdGlvbiwgQXR0YWNobWVudD4oKTtcbiAgLyoqXG4gICAqIFRoZSBhdHRhY2ggY2xpZW50cyB0aGUgZGFlbW9uIHJ1bnMgb24gYSBjbGllbnQncyB0ZXJtaW5hbCwgYnkgdGhlXG4gICAqIGNvbm5lY3Rpb24gb2YgdGhlIGBiZXJ0aCBhdHRhY2hgIHRoYXQgYXNrZWQgKGB0dHlfYXR0YWNoLnRzYCkuXG4gICAqL1xuICAjdHR5cyA9IG5ldyBNYXA8Q2xpZW50Q29ubmVjdGlvbiwgVHR5QXR0YWNoPigpO1xuICAvKipcbiAgICogQ29ubmVjdGlvbnMgd2hvc2UgYGF0dGFjaC10dHlgIGlzIHVuZGVyIHdheSwgd2l0aCB0aGUgdGVybWluYXRpb25cbiAgICogYXNrZWQgbWVhbndoaWxlIChudWxsOiBub25lIHlldCkuXG4gICAqL1xuICAjdHR5c1BlbmRpbmcgPSBuZXcgTWFwPENsaWVudENvbm5lY3Rpb24sIFwiU0lHVEVSTVwiIHwgXCJTSUdIVVBcIiB8IG51bGw+KCk7XG5cbiAgI3dhdGNoZXIgPSBuZXcgQ2hpbGRXYXRjaGVyKCk7XG4gIC8qKiBQcm9ncmFtcyBiZWluZyBlbmRlZCBvdXRzaWRlIGFueSBwYW5lIChga2lsbC1wYW5lYCwgYHJlc3Bhd24gLWtgKS4gKi9cbiAgI2VuZGluZ3MgPSBuZXcgRW5kaW5ncyh0aGlzLiN3YXRjaGVyKTtcbiAgLyoqIEEgcGFyc2Ugd29ya2VyIG1hZGUgYWhlYWQsIHNvIHRoYXQgYG5ld2AgZG9lcyBub3Qgd2FpdCBmb3IgaXQuICovXG4gICNzcGFyZXMgPSBuZXcgV29ya2VyU3BhcmVzKCgpID0+IHRoaXMuI2dhdGhlci5mbG9vZHMsIHtcbiAgICBsYXN0Q2xpZW50QXQ6ICgpID0+IHRoaXMuI2xhc3RDb25uQXQsXG4gIH0pO1xuICAvKiogVGhlIG9uZSBnYXRoZXIgd29ya2VyLCBkcmFpbmluZyBldmVyeSBzZXNzaW9uJ3MgcGFuZXMuICovXG4gICNnYXRoZXI6IFNoYXJlZEdhdGhlcjtcbiAgLyoqIFBhbmUgYW5kIHdpbmRvdyBpZHMsIG9uZSBudW1iZXJpbmcgZm9yIGV2ZXJ5IHNlc3Npb24gKGFzIHRtdXgncykuICovXG4gICNwYW5lSWRzID0gbmV3IElkcygpO1xuICAjd2luZG93SWRzID0gbmV3IElkcygpO1xuICAjc2Vzc2lvbklkcyA9IG5ldyBJZHMoKTtcbiAgI25leHRDb25uSWQgPSAxO1xuICAvKiogV2hlbiB0aGUgbGFzdCBjbGllbnQgY29ubmVjdGVkIChgcGVyZm9ybWFuY2Uubm93KClgKS4gKi9cbiAgI2xhc3RDb25uQXQgPSAtSW5maW5pdHk7XG4gIC8qKlxuICAgKiBDYW5jZWxzIHRoZSB3YWl0IHRvIGV4aXQgd2hlbiBpZGxlOiBvbiBgcHJvdG9jb2wvdGltZXIudHNgICh0aGVcbiAgICogbGlzdGVuZXIgaG9sZHMgdGhlIGxvb3ApLCBzbyBhbiBpZGxlIGRhZW1vbiBsb2FkcyBubyBOb2RlIHRpbWVycy5cbiAgICovXG4gICNpZGxlVGltZXI6IENhbmNlbFRpbWVyIHwgdW5kZWZpbmVkO1xuICAvKipcbiAgICogRXhpdCBzdGF0dXNlcyBvZiBzZXNzaW9ucyB0aGF0IGFyZSBnb25lIChieSBuYW1lKSBhbmQgb2YgcGFuZXNcbiAgICogY2xvc2VkIChieSBgJU5gKSwgbmV3ZXN0IGxhc3QuXG4gICAqL1xuICAjZXhpdGVkID0gbmV3IE1hcDxzdHJpbmcsIEV4aXRTdGF0dXM+KCk7XG4gICNidWZmZXJzID0gbmV3IFBhc3RlQnVmZmVycygpO1xuICAjY2hhbm5lbHMgPSBuZXcgV2FpdENoYW5uZWxzKCk7XG4gIC8qKlxuICAgKiBUaGUgZ2xvYmFsIGVudmlyb25tZW50ICh0bXV4J3MpOiB0aGUgZGFlbW9uJ3Mgb3duIGF0IGl0cyBzdGFydCwgd2l0aFxuICAgKiB3aGF0IGBzZXQtZW52aXJvbm1lbnQgLWdgIGNoYW5nZWQgKGBlbnZpcm9ubWVudC50c2ApLlxuICAgKi9cbiAgI2Vudmlyb24gPSBuZXcgRW52aXJvbihPYmplY3QuZW50cmllcyhEZW5vLmVudi50b09iamVjdCgpKSk7XG4gIC8qKiBDb25maWcgZmlsZXMnIGNvbW1hbmRzIHJ1bm5pbmcgbm93LCBlYWNoIGluc2lkZSB0aGUgb25lIGJlZm9yZS4gKi9cbiAgI3NvdXJjZURlcHRoID0gMDtcbiAgLyoqXG4gICAqIFNldCB3aGlsZSB0aGUgY29uZmlnIGZpbGUncyBjb21tYW5kcyBydW4gYXQgdGhlIHN0YXJ0OiBvdGhlclxuICAgKiBjb25uZWN0aW9ucycgcmVxdWVzdHMgd2FpdCBmb3IgdGhlbS5cbiAgICovXG4gICNjb25maWd1cmluZzogUHJvbWlzZTx2b2lkPiB8IG51bGwgPSBudWxsO1xuICAvKipcbiAgICogV2hhdCB0aGUgY29ubmVjdGlvbnMgb2YgdGhlIGNvbmZpZyBmaWxlJ3MgY29tbWFuZHMgc2F5IHRoZXkgYXJlIGluXG4gICAqIHRoZWlyIGhlbGxvIChgY2xpZW50YCk6IGEgc2VjcmV0IG9mIHRoaXMgZGFlbW9uJ3MsIHNvIHRoYXQgb25seSB0aGV5XG4gICAqIHNraXAgdGhlIHdhaXQuXG4gICAqL1xuICByZWFkb25seSAjY29uZmlnS2luZCA9IGBjb25maWctJHtjcnlwdG8ucmFuZG9tVVVJRCgpfWA7XG4gICNzdG9wcGluZyA9IGZhbHNlO1xuICAjaGVhcnRiZWF0cyA9IG5ldyBIZWFydGJlYXRXYXRjaCgpO1xuICAvKiogQXR0YWNobWVudHMgYnkgdG9rZW4sIGZvciByZXN1bWVzIGFmdGVyIGEgYnJva2VuIGxpbmsgb3IgYW4gdXBncmFkZS4gKi9cbiAgI3Jlc3VtZXMgPSBuZXcgUmVzdW1lVGFibGU8XG4gICAgQXR0YWNoZWRDbGllbnQgfCBDYXJyaWVkQXR0YWNobWVudCxcbiAgICBTZXNzaW9uLFxuICAgIENsaWVudENvbm5lY3Rpb25cbiAgPigpO1xuICAvKiogYmVydGgncyB2ZXJzaW9uIChgbWFpbi50c2ApLCBmb3IgYHVwZ3JhZGVgJ3MgYW5zd2VyLiAqL1xuICByZWFkb25seSB2ZXJzaW9uOiBzdHJpbmc7XG4gIC8qKiBBIGxpdmUgdXBncmFkZSBpcyB1bmRlciB3YXkgKGB1cGdyYWRlLnRzYCkuICovXG4gICN1cGdyYWRpbmcgPSBmYWxzZTtcbiAgLyoqXG4gICAqIFJlcXVlc3RzIHVuZGVyIHdheSB0aGF0IGFuIHVwZ3JhZGUgbGV0cyBmaW5pc2ggZmlyc3Q6IGEgcGFuZSBoYWxmLXdheVxuICAgKiBiZXR3ZWVuIHR3byBzZXNzaW9ucyBjYW5ub3QgYmUgZnJvemVuIHdob2xlLCBhIHNlc3Npb24gYmVpbmcga2lsbGVkXG4gICAqIHdvdWxkIGxvc2UgaXRzIFNJR0tJTEwgdGltZXIsIGFuZCB0aGVpciBjbGllbnRzIHdvdWxkIGxvc2UgdGhlIGFuc3dlclxuICAgKiB3aXRoIHRoZSBvbGQgZGFlbW9uLlxuICAgKi9cbiAgI3Vuc2V0dGxlZCA9IG5ldyBTZXQ8UHJvbWlzZTx1bmtub3duPj4oKTtcbiAgLyoqIFRoZSBjb25uZWN0aW9uIHRoYXQgYXNrZWQgZm9yIHRoZSB1cGdyYWRlIHVuZGVyIHdheS4gKi9cbiAgI3VwZ3JhZGVDb25uOiBDbGllbnRDb25uZWN0aW9uIHwgbnVsbCA9IG51bGw7XG4gIC8qKiBTZXQgd2hpbGUgYSBuZXcgZGFlbW9uIGlzIHN0aWxsIHRha2luZyBzZXNzaW9ucyBvdmVyIChgI2Fkb3B0Rmlyc3RgKS4gKi9cbiAgI2Fkb3B0aW5nOiBQcm9taXNlPHZvaWQ+IHwgbnVsbCA9IG51bGw7XG4gICNkb25lITogKCkgPT4gdm9pZDtcbiAgLyoqIFJlc29sdmVzIHdoZW4gdGhlIGRhZW1vbiBoYXMgc2h1dCBkb3duLiAqL1xuICByZWFkb25seSBkb25lID0gbmV3IFByb21pc2U8dm9pZD4oKHIpID0+ICh0aGlzLiNkb25lID0gcikpO1xuXG4gIGNvbnN0cnVjdG9yKHNvY2tldFBhdGg6IHN0cmluZywgdmVyc2lvbiA9IFwidW5rbm93blwiKSB7XG4gICAgdGhpcy4jc29ja2V0UGF0aCA9IHNvY2tldFBhdGg7XG4gICAgdGhpcy52ZXJzaW9uID0gdmVyc2lvbjtcbiAgICBzZXREYWVtb25GYWN0cyh2ZXJzaW9uLCBzb2NrZXRQYXRoKTtcbiAgICB0aGlzLmxvZyA9IG5ldyBMb2cobG9nUGF0aEZvcihzb2NrZXRQYXRoKSk7XG4gICAgdGhpcy4jZ2F0aGVyID0gbmV3IFNoYXJlZEdhdGhlcih0aGlzLmxvZyk7XG4gICAgdGhpcy5vcHRpb25zID0gbmV3IE9wdGlvblN0b3JlKFxuICAgICAgY29uZmlnUGF0aCgoaykgPT4gRGVuby5lbnYuZ2V0KGspKSxcbiAgICAgIHRoaXMubG9nLFxuICAgICk7XG4gIH1cblxuICAvKipcbiAgICogQ2xhaW1zIHRoZSBzb2NrZXQgYW5kIHN0YXJ0cyBhY2NlcHRpbmcgY2xpZW50czsgYWZ0ZXIgYSBsaXZlIHVwZ3JhZGUsXG4gICAqIHdpdGggdGhlIHNlc3Npb25zIG9mIGBzdGF0ZWAgdGFrZW4gb3ZlciBmaXJzdCwgc28gdGhhdCB0aGUgZmlyc3RcbiAgICogY2xpZW50IHRvIGNvbWUgYmFjayBmaW5kcyB0aGVtLlxuICAgKi9cbiAgYXN5bmMgc3RhcnQoc3RhdGU/OiBVcGdyYWRlU3RhdGUpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBlbnN1cmVTb2NrZXREaXIodGhpcy4jc29ja2V0UGF0aCk7XG4gICAgY29uc3QgeyBjb21tYW5kcyB9ID0gYXdhaXQgdGhpcy5vcHRpb25zLnNvdXJjZSgpO1xuICAgIGNvbnN0IGxhdGVyID0gc3RhdGUgPyB0aGlzLiNhZG9wdEZpcnN0KHN0YXRlKSA6IFtdO1xuICAgIGF3YWl0IGNsYWltU29ja2V0KHRoaXMuI3NvY2tldFBhdGgpO1xuICAgIHRyeSB7XG4gICAgICB0aGlzLiNsaXN0ZW5lciA9IERlbm8ubGlzdGVuKHtcbiAgICAgICAgdHJhbnNwb3J0OiBcInVuaXhcIixcbiAgICAgICAgcGF0aDogdGhpcy4jc29ja2V0UGF0aCxcbiAgICAgIH0pO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgaWYgKGVyciBpbnN0YW5jZW9mIERlbm8uZXJyb3JzLkFkZHJJblVzZSkge1xuICAgICAgICB0aHJvdyBuZXcgRGFlbW9uU3RhcnRFcnJvcihcbiAgICAgICAgICBgQSBiZXJ0aCBkYWVtb24gaXMgYWxyZWFkeSBydW5uaW5nIG9uICR7dGhpcy4jc29ja2V0UGF0aH1gLFxuICAgICAgICApO1xuICAgICAgfVxuICAgICAgdGhyb3cgbmV3IERhZW1vblN0YXJ0RXJyb3IoIC8vIFNheSB3aGF0IGZhaWxlZDogRU5PU1BDIGFsb25lIGRvZXMgbm90LlxuICAgICAgICBgQ2Fubm90IGNyZWF0ZSBzb2NrZXQgJHt0aGlzLiNzb2NrZXRQYXRofTogJHsoZXJyIGFzIEVycm9yKS5tZXNzYWdlfWAsXG4gICAgICApO1xuICAgIH1cbiAgICAvLyBUaGUgZGlyZWN0b3J5IGd1YXJkcyB0aGUgZGVmYXVsdCBzb2NrZXRzOyB0aGlzIGd1YXJkcyAtLXNvY2tldCBvbmVzLlxuICAgIERlbm8uY2htb2RTeW5jKHRoaXMuI3NvY2tldFBhdGgsIDBvNjAwKTtcbiAgICB0aGlzLmxvZy5pbmZvKFxuICAgICAgYGRhZW1vbiAke0Rlbm8ucGlkfSBsaXN0ZW5pbmcgb24gJHt0aGlzLiNzb2NrZXRQYXRofSAoZmQgbGltaXQgJHtcbiAgICAgICAgZmRMaW1pdHMoKT8uc29mdCA/PyBcInVua25vd25cIlxuICAgICAgfSlgLFxuICAgICk7XG4gICAgdGhpcy4jYXJtSWRsZUV4aXQoKTtcbiAgICBpZiAoc3RhdGUpIHtcbiAgICAgIHRoaXMuI2Fkb3B0aW5nID0gdGhpcy4jYWRvcHRMYXRlcihzdGF0ZSwgbGF0ZXIpLmZpbmFsbHkoKCkgPT5cbiAgICAgICAgdGhpcy4jYWRvcHRpbmcgPSBudWxsXG4gICAgICApO1xuICAgIH1cbiAgICB0aGlzLiNhY2NlcHQodGhpcy4jbGlzdGVuZXIpO1xuICAgIC8vIFRoZSBjb25maWcgZmlsZSdzIGNvbW1hbmRzIHRhbGsgdG8gdGhpcyBkYWVtb246IG5vdyB0aGF0IGl0IGxpc3RlbnMuXG4gICAgLy8gTm90IGFmdGVyIGFuIHVwZ3JhZGU6IHRoZXkgcmFuIHdoZW4gdGhpcyBkYWVtb24ncyBzZXNzaW9ucyBiZWdhbi5cbiAgICBpZiAoIXN0YXRlICYmIGNvbW1hbmRzLmxlbmd0aCA+IDApIHtcbiAgICAgIGNvbnN0IHJhbiA9IHRoaXMuI3J1bkNvbW1hbmRzKGNvbW1hbmRzKS50aGVuKChlcnJvcnMpID0+IHtcbiAgICAgICAgdGhpcy5vcHRpb25zLndhcm4oZXJyb3JzKTtcbiAgICAgIH0pO1xuICAgICAgLy8gQSBjb21tYW5kIHRoYXQgbmV2ZXIgZW5kcyAocnVuLXNoZWxsICdzbGVlcCAxZCcpIGhvbGRzIG5vYm9keVxuICAgICAgLy8gZm9yIGxvbmcuXG4gICAgICB0aGlzLiNjb25maWd1cmluZyA9IG5ldyBQcm9taXNlPHZvaWQ+KChkb25lKSA9PiB7XG4gICAgICAgIGNvbnN0IGNhbmNlbCA9IGFmdGVyKENPTkZJR19IT0xEX01TLCBkb25lKTtcbiAgICAgICAgcmFuLmZpbmFsbHkoKCkgPT4gKGNhbmNlbCgpLCBkb25lKCkpKTtcbiAgICAgIH0pLnRoZW4oKCkgPT4ge1xuICAgICAgICB0aGlzLiNjb25maWd1cmluZyA9IG51bGw7XG4gICAgICB9KTtcbiAgICB9XG4gIH1cblxuICAvKipcbiAgICogUnVucyB0aGUgY29uZmlnIGZpbGUncyBgY29tbWFuZHNgIGluIG9yZGVyLCBhcyB0aGUgQ0xJJ3MgY29tbWFuZHNcbiAgICogdGhyb3VnaCB0aGlzIGRhZW1vbidzIHNvY2tldCwgYXR0YWNoZWQgdG8gbm8gc2Vzc2lvbiwgaW4gdGhlIGdsb2JhbFxuICAgKiBlbnZpcm9ubWVudCBhbmQgdGhlIGRhZW1vbidzIGhvbWU7IHJlc29sdmVzIHdpdGggdGhlaXIgZXJyb3JzLCBvbmVcbiAgICogd2FybmluZyBlYWNoLlxuICAgKi9cbiAgYXN5bmMgI3J1bkNvbW1hbmRzKGNvbW1hbmRzOiBzdHJpbmdbXSk6IFByb21pc2U8c3RyaW5nW10+IHtcbiAgICBpZiAoY29tbWFuZHMubGVuZ3RoID09PSAwKSByZXR1cm4gW107XG4gICAgY29uc3QgZXJyb3JzOiBzdHJpbmdbXSA9IFtdO1xuICAgIGxldCBydW46IFR0eUF0dGFjaE1vZHVsZVtcInJ1bkNvbmZpZ0NvbW1hbmRcIl07XG4gICAgdHJ5IHtcbiAgICAgIHJ1biA9IChhd2FpdCBsb2FkVHR5QXR0YWNoKCkpLnJ1bkNvbmZpZ0NvbW1hbmQ7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICByZXR1cm4gW2Bjb21tYW5kczogY2Fubm90IGxvYWQgYmVydGgncyBjb21tYW5kczogJHtlcnJ9YF07XG4gICAgfVxuICAgIGNvbnN0IHdoZXJlID0ge1xuICAgICAgc29ja2V0OiB0aGlzLiNzb2NrZXRQYXRoLFxuICAgICAgZW52OiBqb2JFbnYodGhpcy4jZW52aXJvbiwgbnVsbCwgeyBCRVJUSDogYCR7dGhpcy4jc29ja2V0UGF0aH0sYCB9KSxcbiAgICAgIGN3ZDogRGVuby5lbnYuZ2V0KFwiSE9NRVwiKSA/PyBcIi9cIixcbiAgICAgIGNsaWVudDogdGhpcy4jY29uZmlnS2luZCxcbiAgICB9O1xuICAgIHRoaXMuI3NvdXJjZURlcHRoKys7XG4gICAgdHJ5IHtcbiAgICAgIGNvbnN0IHdhcm4gPSAodzogc3RyaW5nKSA9PiBlcnJvcnMuaW5jbHVkZXModykgfHwgZXJyb3JzLnB1c2godyk7XG4gICAgICBmb3IgKGNvbnN0IGxpbmUgb2YgY29tbWFuZHMpIHtcbiAgICAgICAgY29uc3QgeyBlcnJvciwgb3V0cHV0IH0gPSBhd2FpdCBydW4obGluZSwgd2hlcmUpO1xuICAgICAgICBpZiAoIWVycm9yKSBjb250aW51ZTsgLy8gV2hhdCBpdCBwcmludGVkIGhhcyBub3doZXJlIHRvIGdvLlxuICAgICAgICB3YXJuKGVycm9yLnN0YXJ0c1dpdGgobGluZSkgPyBlcnJvciA6IGBjb21tYW5kczogJHtsaW5lfTogJHtlcnJvcn1gKTtcbiAgICAgICAgLy8gV2hhdCBhIGZhaWxlZCBjb21tYW5kIHByaW50ZWQgc2F5cyB3aHkgKGEgbmVzdGVkIHNvdXJjZS1maWxlJ3NcbiAgICAgICAgLy8gd2FybmluZ3MpLlxuICAgICAgICBmb3IgKGNvbnN0IHNhaWQgb2Ygb3V0cHV0LnNwbGl0KFwiXFxuXCIpKSB7XG4gICAgICAgICAgaWYgKHNhaWQudHJpbSgpICE9PSBcIlwiKSB3YXJuKHNhaWQucmVwbGFjZSgvXmJlcnRoOiAvLCBcIlwiKSk7XG4gICAgICAgIH1cbiAgICAgIH1cbiAgICB9IGZpbmFsbHkge1xuICAgICAgdGhpcy4jc291cmNlRGVwdGgtLTtcbiAgICB9XG4gICAgcmV0dXJuIGVycm9ycztcbiAgfVxuXG4gICNhY2NlcHQobGlzdGVuZXI6IERlbm8uTGlzdGVuZXIpOiB2b2lkIHtcbiAgICBhY2NlcHRMb29wKGxpc3RlbmVyLCB7XG4gICAgICBjb25uZWN0aW9uczogKCkgPT4gdGhpcy4jY29ubnMuc2l6ZSxcbiAgICAgIHN0b3BwaW5nOiAoKSA9PiB0aGlzLiNzdG9wcGluZyxcbiAgICAgIGFjY2VwdGVkOiAoY29ubikgPT4gdGhpcy4jc2VydmUoY29ubiksXG4gICAgfSwgdGhpcy5sb2cpO1xuICB9XG5cbiAgLyoqIFNlcnZlcyBvbmUgY2xpZW50IGNvbm5lY3Rpb246IGEgc29ja2V0J3MsIG9yIGEgbG9vcGJhY2sncy4gKi9cbiAgI3NlcnZlKHN0cmVhbTogQ2xpZW50U3RyZWFtIHwgTG9jYWxMaW5rKTogQ2xpZW50Q29ubmVjdGlvbiB7XG4gICAgY29uc3QgYyA9IG5ldyBDbGllbnRDb25uZWN0aW9uKHN0cmVhbSwgdGhpcy4jbmV4dENvbm5JZCsrLCB0aGlzLCB0aGlzLmxvZyk7XG4gICAgdGhpcy4jY29ubnMuYWRkKGMpO1xuICAgIHRoaXMuI2xhc3RDb25uQXQgPSBwZXJmb3JtYW5jZS5ub3coKTtcbiAgICB0aGlzLiNpZGxlVGltZXI/LigpO1xuICAgIGMuc2VydmUoKTtcbiAgICByZXR1cm4gYztcbiAgfVxuXG4gIC8qKlxuICAgKiBUaGUgb25lIGRpc3BhdGNoIHN3aXRjaDogYWN0cyBvbiBldmVyeSB2YWxpZGF0ZWQgbWVzc2FnZSBvZiBhIGdyZWV0ZWRcbiAgICogY2xpZW50LiBUaHJvd3MgUHJvdG9jb2xFcnJvciAodGhlIGNsaWVudCBpcyBkcm9wcGVkKSBmb3IgYXR0YWNoXG4gICAqIG1lc3NhZ2VzIGZyb20gYSBjbGllbnQgdGhhdCBpcyBub3QgYXR0YWNoZWQuXG4gICAqL1xuICBkaXNwYXRjaChjb25uOiBDbGllbnRDb25uZWN0aW9uLCBtc2c6IERpc3BhdGNoZWRNc2cpOiB2b2lkIHtcbiAgICBzd2l0Y2ggKG1zZy50KSB7XG4gICAgICBjYXNlIFwicmVxXCI6IHtcbiAgICAgICAgLy8gQ2xhaW1lZCBhdCBvbmNlOiBpdHMgc2lnbmFscywgYW5kIGEgc2Vjb25kIG9uZSwgbWF5IGNvbWUgYmVmb3JlXG4gICAgICAgIC8vIHRoZSB0ZXJtaW5hbCBpcyB0YWtlbiAoYSBuZXcgZGFlbW9uIHN0aWxsIGFkb3B0aW5nLCB0aGUgYXR0YWNoXG4gICAgICAgIC8vIGNsaWVudCdzIG1vZHVsZXMgbG9hZGluZykuXG4gICAgICAgIGlmIChtc2cub3AgPT09IFwiYXR0YWNoLXR0eVwiKSB0aGlzLiNjbGFpbVR0eShjb25uKTtcbiAgICAgICAgY29uc3QgcmVwbHkgPSB0aGlzLiNoYW5kbGUoY29ubiwgbXNnKTtcbiAgICAgICAgaWYgKG1zZy5vcCA9PT0gXCJhdHRhY2gtdHR5XCIpIHtcbiAgICAgICAgICByZXBseS50aGVuKHVuZGVmaW5lZCwgKCkgPT4gdGhpcy4jdHR5c1BlbmRpbmcuZGVsZXRlKGNvbm4pKTtcbiAgICAgICAgfVxuICAgICAgICBjb25uLnJlc3BvbmQobXNnLCByZXBseSk7XG4gICAgICAgIHJldHVybjtcbiAgICAgIH1cbiAgICAgIGNhc2UgXCJpbnB1dFwiOiB7XG4gICAgICAgIGNvbnN0IGEgPSB0aGlzLiNsaXZlQXR0YWNobWVudChjb25uLCBcImlucHV0XCIpO1xuICAgICAgICAvLyBOb3QgdGFrZW4gYnkgYSBzZXNzaW9uIGZyb3plbiBmb3IgYW4gdXBncmFkZTogdGhlIGNsaWVudCBzZW5kcyBpdFxuICAgICAgICAvLyBhZ2FpbiBhZnRlciBpdHMgcmVzdW1lLCB0byB3aGljaGV2ZXIgZGFlbW9uIHRoZW4gc2VydmVzLiAoQmVmb3JlXG4gICAgICAgIC8vIHRoZSBmcmVlemUsIHdoaWxlIHRoZSBuZXcgYmVydGggaXMgcHJvYmVkLCBrZXlzIGdvIG9uIGFzIHVzdWFsOlxuICAgICAgICAvLyBhIHByb2JlIHRoYXQgZmFpbHMgY2xvc2VzIG5vIGNvbm5lY3Rpb24sIHNvIG5vdGhpbmcgd291bGQgcmVzZW5kLilcbiAgICAgICAgaWYgKGE/LnNlc3Npb24uZnJvemVuKSByZXR1cm47XG4gICAgICAgIC8vIEEgcmV0cmFuc21pdCBhZnRlciBhIHJlc3VtZSBpcyBkcm9wcGVkOiBpdCB3YXMgdHlwZWQgYWxyZWFkeS5cbiAgICAgICAgaWYgKGEgJiYgYS5jbGllbnQucmVzdW1lLmFjY2VwdChtc2cuc2VxKSkge1xuICAgICAgICAgIGEuc2Vzc2lvbi5pbnB1dChhLmNsaWVudCwgbXNnLmRhdGEpO1xuICAgICAgICB9XG4gICAgICAgIHJldHVybjtcbiAgICAgIH1cbiAgICAgIGNhc2UgXCJiZWF0XCI6XG4gICAgICAgIHRoaXMuI2JlYXQoY29ubik7XG4gICAgICAgIHJldHVybjtcbiAgICAgIGNhc2UgXCJieWVcIjpcbiAgICAgICAgY29ubi5jbG9zZVdoZW5GbHVzaGVkKCk7XG4gICAgICAgIHJldHVybjtcbiAgICAgIGNhc2UgXCJ0ZXJtaW5hdGVcIjpcbiAgICAgICAgLy8gQmVmb3JlIHRoZSB0ZXJtaW5hbCBpcyB0YWtlbjoga2VwdCBmb3IgaXQuXG4gICAgICAgIGlmICh0aGlzLiN0dHlzUGVuZGluZy5oYXMoY29ubikpIHtcbiAgICAgICAgICB0aGlzLiN0dHlzUGVuZGluZy5zZXQoY29ubiwgbXNnLnNpZ25hbCk7XG4gICAgICAgICAgcmV0dXJuO1xuICAgICAgICB9XG4gICAgICAgIHRoaXMuI25lZWRUdHkoY29ubiwgbXNnLnQpLnRlcm1pbmF0ZShtc2cuc2lnbmFsKTtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgY2FzZSBcInJhblwiOlxuICAgICAgICB0aGlzLiNuZWVkVHR5KGNvbm4sIG1zZy50KS5yYW4obXNnLmlkLCBtc2cuZXJyb3IpO1xuICAgICAgICByZXR1cm47XG4gICAgICBjYXNlIFwic3VzcGVuZGVkXCI6IHtcbiAgICAgICAgY29uc3QgYSA9IHRoaXMuI2xpdmVBdHRhY2htZW50KGNvbm4sIG1zZy50KTtcbiAgICAgICAgLy8gU3RvcHBlZCwgaXQgYmVhdHMgbm8gbW9yZTogbm90IGEgZGVhZCBsaW5rIChpdHMgbmV4dCBiZWF0LCBvbmNlXG4gICAgICAgIC8vIGF3YWtlLCB3YXRjaGVzIGl0IGFnYWluKS5cbiAgICAgICAgdGhpcy4jaGVhcnRiZWF0cy5mb3JnZXQoY29ubik7XG4gICAgICAgIGE/LnNlc3Npb24uY2xpZW50U3VzcGVuZGVkKGEuY2xpZW50KTtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgfVxuICAgICAgY2FzZSBcIndha2V1cFwiOiB7XG4gICAgICAgIGNvbnN0IHR0eSA9IHRoaXMuI3R0eXMuZ2V0KGNvbm4pO1xuICAgICAgICBpZiAodHR5KSByZXR1cm4gdHR5Lndha2V1cChtc2cuZXJyb3IgPz8gbnVsbCk7XG4gICAgICAgIC8vIENvbnRpbnVlZCBiZWZvcmUgaXRzIHRlcm1pbmFsIGlzIHRha2VuOiBub3RoaW5nIGRyYXduIHRvIHJlZG8uXG4gICAgICAgIGlmICh0aGlzLiN0dHlzUGVuZGluZy5oYXMoY29ubikpIHJldHVybjtcbiAgICAgICAgY29uc3QgYSA9IHRoaXMuI2xpdmVBdHRhY2htZW50KGNvbm4sIG1zZy50KTtcbiAgICAgICAgYT8uc2Vzc2lvbi5jbGllbnRXb2tlKGEuY2xpZW50KTtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgfVxuICAgICAgY2FzZSBcInJlc2l6ZVwiOiB7XG4gICAgICAgIGNvbnN0IHR0eSA9IHRoaXMuI3R0eXMuZ2V0KGNvbm4pO1xuICAgICAgICBpZiAodHR5KSByZXR1cm4gdHR5LnJlc2l6ZWQoKTtcbiAgICAgICAgLy8gVGhlIGF0dGFjaCBjbGllbnQgcmVhZHMgdGhlIHRlcm1pbmFsJ3Mgc2l6ZSB3aGVuIGl0IHN0YXJ0cy5cbiAgICAgICAgaWYgKHRoaXMuI3R0eXNQZW5kaW5nLmhhcyhjb25uKSkgcmV0dXJuO1xuICAgICAgICBjb25zdCBhID0gdGhpcy4jbGl2ZUF0dGFjaG1lbnQoY29ubiwgXCJyZXNpemVcIik7XG4gICAgICAgIC8vIEEgZnJvemVuIHNlc3Npb24ncyBlbmdpbmVzIGFyZSBiZWluZyBzYXZlZCBhdCB0aGVpciBzaXplOyB0aGVcbiAgICAgICAgLy8gY2xpZW50J3MgcmVzdW1lIGdpdmVzIHRoZSBuZXcgb25lIHRvIHdoaWNoZXZlciBkYWVtb24gc2VydmVzLlxuICAgICAgICBpZiAoYSAmJiAhYS5zZXNzaW9uLmZyb3plbikge1xuICAgICAgICAgIGEuc2Vzc2lvbi5jbGllbnRSZXNpemVkKGEuY2xpZW50LCBtc2cuY29scywgbXNnLnJvd3MpO1xuICAgICAgICB9XG4gICAgICAgIHJldHVybjtcbiAgICAgIH1cbiAgICAgIGNhc2UgXCJhY2tcIjpcbiAgICAgICAgdGhpcy4jYWNrKGNvbm4sIG1zZy5zZXEpO1xuICAgICAgICByZXR1cm47XG4gICAgICBjYXNlIFwiZGV0YWNoXCI6IHtcbiAgICAgICAgY29uc3QgYSA9IHRoaXMuI25lZWRBdHRhY2hlZChjb25uLCBcImRldGFjaFwiKTtcbiAgICAgICAgdGhpcy4jYXR0YWNoZWQuZGVsZXRlKGNvbm4pO1xuICAgICAgICBhLnNlc3Npb24uZGV0YWNoKGEuY2xpZW50LCBcImRldGFjaGVkXCIpO1xuICAgICAgICByZXR1cm47XG4gICAgICB9XG4gICAgICBjYXNlIFwidW5zdWJzY3JpYmVcIjpcbiAgICAgICAgY29ubi5zdWJzY3JpcHRpb25zLmdldChtc2cuaWQpPy4oKTtcbiAgICAgICAgY29ubi5zdWJzY3JpcHRpb25zLmRlbGV0ZShtc2cuaWQpO1xuICAgICAgICByZXR1cm47XG4gICAgfVxuICB9XG5cbiAgLyoqIFRoZSBjb25uZWN0aW9uJ3MgYXR0YWNoIGNsaWVudCwgdW5sZXNzIGl0IGhhcyBub25lIG9yIGl0IGhhcyBlbmRlZC4gKi9cbiAgI2F0dGFjaG1lbnQoY29ubjogQ2xpZW50Q29ubmVjdGlvbik6IEF0dGFjaG1lbnQgfCBudWxsIHtcbiAgICBjb25zdCBhID0gdGhpcy4jYXR0YWNoZWQuZ2V0KGNvbm4pO1xuICAgIHJldHVybiBhICYmICFhLmNsaWVudC5lbmRlZCA/IGEgOiBudWxsO1xuICB9XG5cbiAgLyoqXG4gICAqIFRoZSBjb25uZWN0aW9uJ3MgYXR0YWNoIGNsaWVudCBmb3IgYSBrZXkgb3IgYSByZXNpemU7IG51bGwgd2hlbiBpdHNcbiAgICogYXR0YWNobWVudCBoYXMganVzdCBlbmRlZCAodHlwZWQgYmVmb3JlIHRoZSBjbGllbnQgaGVhcmQgb2YgdGhlIGVuZDpcbiAgICogbm90aGluZyB0byBhY3Qgb24pOyBhIFByb3RvY29sRXJyb3Igd2hlbiBpdCBuZXZlciBhdHRhY2hlZC5cbiAgICovXG4gICNsaXZlQXR0YWNobWVudChjb25uOiBDbGllbnRDb25uZWN0aW9uLCB3aGF0OiBzdHJpbmcpOiBBdHRhY2htZW50IHwgbnVsbCB7XG4gICAgY29uc3QgYSA9IHRoaXMuI2F0dGFjaGVkLmdldChjb25uKTtcbiAgICBpZiAoYT8uY2xpZW50LmVuZGVkKSByZXR1cm4gbnVsbDtcbiAgICByZXR1cm4gdGhpcy4jbmVlZEF0dGFjaGVkKGNvbm4sIHdoYXQpO1xuICB9XG5cbiAgLyoqIFRoZSBhdHRhY2ggY2xpZW50IHRoZSBkYWVtb24gcnVucyBmb3IgdGhpcyBjb25uZWN0aW9uJ3MgdGVybWluYWwuICovXG4gICNuZWVkVHR5KGNvbm46IENsaWVudENvbm5lY3Rpb24sIHdoYXQ6IHN0cmluZyk6IFR0eUF0dGFjaCB7XG4gICAgY29uc3QgdHR5ID0gdGhpcy4jdHR5cy5nZXQoY29ubik7XG4gICAgaWYgKCF0dHkpIHtcbiAgICAgIHRocm93IG5ldyBQcm90b2NvbEVycm9yKFxuICAgICAgICBgR290ICR7d2hhdH0gYnV0IHRoZSBkYWVtb24gZHJhd3Mgbm8gdGVybWluYWwgZm9yIHRoZSBjbGllbnRgLFxuICAgICAgKTtcbiAgICB9XG4gICAgcmV0dXJuIHR0eTtcbiAgfVxuXG4gICNuZWVkQXR0YWNoZWQoY29ubjogQ2xpZW50Q29ubmVjdGlvbiwgd2hhdDogc3RyaW5nKTogQXR0YWNobWVudCB7XG4gICAgY29uc3QgYSA9IHRoaXMuI2F0dGFjaG1lbnQoY29ubik7XG4gICAgaWYgKCFhKSB7XG4gICAgICB0aHJvdyBuZXcgUHJvdG9jb2xFcnJvcihgR290ICR7d2hhdH0gYnV0IHRoZSBjbGllbnQgaXMgbm90IGF0dGFjaGVkYCk7XG4gICAgfVxuICAgIHJldHVybiBhO1xuICB9XG5cbiAgLyoqXG4gICAqIFRoZSBjbGllbnQgZHJldyBmcmFtZSBgc2VxYC4gQW4gYWNrIHRoYXQgY3Jvc3NlcyBpdHMgc2Vzc2lvbidzIGVuZCBpc1xuICAgKiBubyBlcnJvcjogdGhlIGNsaWVudCBhY2tzIHRoZSBmaW5hbCBmcmFtZSBpdCBnb3QgYmVmb3JlIHRoZSBlbmQuXG4gICAqL1xuICAjYWNrKGNvbm46IENsaWVudENvbm5lY3Rpb24sIHNlcTogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3QgYSA9IHRoaXMuI2F0dGFjaGVkLmdldChjb25uKTtcbiAgICBpZiAoIWEpIHRocm93IG5ldyBQcm90b2NvbEVycm9yKFwiR290IGFjayBidXQgdGhlIGNsaWVudCBpcyBub3QgYXR0YWNoZWRcIik7XG4gICAgaWYgKGEuY2xpZW50LmVuZGVkKSByZXR1cm47XG4gICAgaWYgKCFhLmNsaWVudC5hY2soc2VxKSkge1xuICAgICAgdGhyb3cgbmV3IFByb3RvY29sRXJyb3IoYEFjayBmb3IgZnJhbWUgJHtzZXF9LCB3aGljaCB3YXMgbmV2ZXIgc2VudGApO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBBY3RzIG9uIG9uZSB2YWxpZGF0ZWQgcmVxdWVzdC4gKi9cbiAgYXN5bmMgI2hhbmRsZShjb25uOiBDbGllbnRDb25uZWN0aW9uLCByZXE6IFJlcXVlc3RNc2cpOiBQcm9taXNlPFJlcGx5PiB7XG4gICAgLy8gQSByZXN1bWUgb2YgYSBzZXNzaW9uIHRha2VuIG92ZXIgYWxyZWFkeSBnb2VzIGZpcnN0OyB0aGUgcmVzdCB3YWl0cy5cbiAgICBjb25zdCByZXN1bWluZyA9IHJlcS5vcCA9PT0gXCJhdHRhY2hcIiAmJiByZXEucmVzdW1lICYmIHJlcS5uYW1lICYmXG4gICAgICB0aGlzLnNlc3Npb25zLmhhcyhyZXEubmFtZSk7XG4gICAgaWYgKHRoaXMuI2Fkb3B0aW5nICYmICFyZXN1bWluZykgYXdhaXQgdGhpcy4jYWRvcHRpbmc7XG4gICAgLy8gVGhlIGNvbmZpZyBmaWxlJ3MgY29tbWFuZHMgZ28gZmlyc3QgYXQgdGhlIHN0YXJ0LCBhcyB0bXV4IHJlYWRzIGl0c1xuICAgIC8vIGNvbmZpZyBiZWZvcmUgdGhlIGNvbW1hbmQgdGhhdCBzdGFydGVkIGl0OiB0aGUgZmlyc3Qgc2Vzc2lvbiBnZXRzXG4gICAgLy8gdGhlaXIgZW52aXJvbm1lbnQuXG4gICAgLy8gVGhlIGJlcnRoIGNvbW1hbmRzIGEgY29uZmlnIGNvbW1hbmQncyBzaGVsbCBqb2IgcnVucyAoYGlmLXNoZWxsXG4gICAgLy8gJ2JlcnRoIGhhcyAtdCB4J2ApIGFyZSB0aGUgY29uZmlnJ3MgdG9vIChgQ09ORklHX0NMSUVOVF9FTlZgKTogdGhlXG4gICAgLy8gY29uZmlnIHdhaXRzIGZvciB0aGVtLlxuICAgIGlmICh0aGlzLiNjb25maWd1cmluZyAmJiBjb25uLmtpbmQgIT09IHRoaXMuI2NvbmZpZ0tpbmQpIHtcbiAgICAgIGF3YWl0IHRoaXMuI2NvbmZpZ3VyaW5nO1xuICAgIH1cbiAgICBpZiAodGhpcy4jdXBncmFkaW5nKSB7XG4gICAgICB0aHJvdyBuZXcgUmVxdWVzdEZhaWx1cmUoXG4gICAgICAgIFwiYnVzeVwiLFxuICAgICAgICBcIlRoZSBkYWVtb24gaXMgYmVpbmcgdXBncmFkZWQ7IHJldHJ5IGluIGEgbW9tZW50XCIsXG4gICAgICApO1xuICAgIH1cbiAgICBzd2l0Y2ggKHJlcS5vcCkge1xuICAgICAgY2FzZSBcInVwZ3JhZGVcIjpcbiAgICAgICAgcmV0dXJuIGF3YWl0IHRoaXMuI3VwZ3JhZGUoY29ubiwgcmVxLmFyZ3YpO1xuICAgICAgY2FzZSBcIm5ld1wiOlxuICAgICAgICByZXR1cm4gdGhpcy4jbmV3U2Vzc2lvbihjb25uLCByZXEpO1xuICAgICAgY2FzZSBcImxzXCI6XG4gICAgICAgIHJldHVybiB7IGRhdGE6IGF3YWl0IHRoaXMuI2xpc3RTZXNzaW9ucyhjb25uLCByZXEuZm9ybWF0KSB9O1xuICAgICAgY2FzZSBcImF0dGFjaFwiOlxuICAgICAgICByZXR1cm4gdGhpcy4jYXR0YWNoKGNvbm4sIHJlcSk7XG4gICAgICBjYXNlIFwiYXR0YWNoLXR0eVwiOlxuICAgICAgICByZXR1cm4gYXdhaXQgdGhpcy4jYXR0YWNoVHR5KGNvbm4sIHJlcSk7XG4gICAgICBjYXNlIFwia2lsbFwiOlxuICAgICAgICBhd2FpdCB0aGlzLiNiZWZvcmVVcGdyYWRlKHRoaXMuI25lZWQocmVxLm5hbWUpLmtpbGwoXCJraWxsZWRcIikpO1xuICAgICAgICByZXR1cm4geyBkYXRhOiB7fSB9O1xuICAgICAgY2FzZSBcImRldGFjaC1jbGllbnRcIjpcbiAgICAgICAgcmV0dXJuIHsgZGF0YTogeyBkZXRhY2hlZDogdGhpcy4jZGV0YWNoQ2xpZW50cyhyZXEubmFtZSkgfSB9O1xuICAgICAgY2FzZSBcInN3aXRjaC1jbGllbnRcIjpcbiAgICAgICAgcmV0dXJuIHsgZGF0YTogeyBuYW1lOiB0aGlzLiNzd2l0Y2hDbGllbnQoY29ubiwgcmVxKSB9IH07XG4gICAgICBjYXNlIFwic3VzcGVuZC1jbGllbnRcIjpcbiAgICAgICAgdGhpcy4jc3VzcGVuZENsaWVudChyZXEubmFtZSk7XG4gICAgICAgIHJldHVybiB7IGRhdGE6IHt9IH07XG4gICAgICBjYXNlIFwicHJldmlld1wiOiB7XG4gICAgICAgIGNvbnN0IHQgPSB0aGlzLiN0YXJnZXQocmVxLm5hbWUpO1xuICAgICAgICByZXR1cm4geyBkYXRhOiBhd2FpdCB0LnNlc3Npb24ucHJldmlldyh0LndpbmRvdywgcmVxLnJvd3MpIH07XG4gICAgICB9XG4gICAgICBjYXNlIFwibGlzdC1jbGllbnRzXCI6IHtcbiAgICAgICAgY29uc3Qgb25seSA9IHJlcS5uYW1lID09PSB1bmRlZmluZWQgPyBudWxsIDogdGhpcy4jbmVlZChyZXEubmFtZSk7XG4gICAgICAgIGNvbnN0IG93biA9IHRoaXMuI2F0dGFjaGVkLmdldChjb25uKTtcbiAgICAgICAgY29uc3QgY2xpZW50cyA9IFsuLi50aGlzLiNhdHRhY2hlZC52YWx1ZXMoKV1cbiAgICAgICAgICAuZmlsdGVyKChhKSA9PiAhYS5jbGllbnQuZW5kZWQgJiYgKCFvbmx5IHx8IGEuc2Vzc2lvbiA9PT0gb25seSkpXG4gICAgICAgICAgLnNvcnQoKGEsIGIpID0+IGEuc2luY2UgLSBiLnNpbmNlKTtcbiAgICAgICAgY29uc3QgZGF0YSA9IHsgY2xpZW50czogY2xpZW50cy5tYXAoKGEpID0+IGNsaWVudEluZm8oYSwgYSA9PT0gb3duKSkgfTtcbiAgICAgICAgaWYgKHJlcS5mb3JtYXQgPT09IHVuZGVmaW5lZCkgcmV0dXJuIHsgZGF0YSB9O1xuICAgICAgICBjb25zdCBsaW5lcyA9IGF3YWl0IGZvcm1hdExpbmVzKFxuICAgICAgICAgIHJlcS5mb3JtYXQsXG4gICAgICAgICAgY2xpZW50cy5tYXAoKGEpID0+IHNlc3Npb25Db250ZXh0KGEuc2Vzc2lvbiwgYSkpLFxuICAgICAgICApO1xuICAgICAgICByZXR1cm4geyBkYXRhOiB7IC4uLmRhdGEsIGxpbmVzIH0gfTtcbiAgICAgIH1cbiAgICAgIGNhc2UgXCJkaXNwbGF5LW1lc3NhZ2VcIjpcbiAgICAgICAgcmV0dXJuIHsgZGF0YTogYXdhaXQgdGhpcy4jZGlzcGxheU1lc3NhZ2UoY29ubiwgcmVxKSB9O1xuICAgICAgY2FzZSBcInJlbmFtZVwiOlxuICAgICAgICB0aGlzLiNyZW5hbWUocmVxLm5hbWUsIHJlcS5uZXdOYW1lKTtcbiAgICAgICAgcmV0dXJuIHsgZGF0YToge30gfTtcbiAgICAgIGNhc2UgXCJvcHRpb25zXCI6XG4gICAgICAgIHJldHVybiB7IGRhdGE6IHRoaXMub3B0aW9ucy5jdXJyZW50IH07XG4gICAgICBjYXNlIFwic291cmNlLWZpbGVcIjoge1xuICAgICAgICBpZiAodGhpcy4jc291cmNlRGVwdGggPj0gTUFYX1NPVVJDRV9ERVBUSCkge1xuICAgICAgICAgIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcbiAgICAgICAgICAgIFwiYmFkLXJlcXVlc3RcIixcbiAgICAgICAgICAgIGBzb3VyY2UtZmlsZSBuZXN0ZWQgJHtNQVhfU09VUkNFX0RFUFRIfSBkZWVwIGluIGNvbmZpZyBmaWxlcycgY29tbWFuZHM7IG5vdCByZWFkIChkb2VzIGEgZmlsZSBzb3VyY2UgaXRzZWxmPylgLFxuICAgICAgICAgICk7XG4gICAgICAgIH1cbiAgICAgICAgY29uc3QgeyB3YXJuaW5ncywgY29tbWFuZHMgfSA9IGF3YWl0IHRoaXMub3B0aW9ucy5zb3VyY2UocmVxLnBhdGgpO1xuICAgICAgICAvLyBBdHRhY2hlZCBjbGllbnRzIHRha2UgdGhlIG5ldyBrZXlzLCBzdGF0dXMgbGluZSBhbmQgbW91c2Ugbm93LlxuICAgICAgICBjb25zdCBvcHRpb25zID0gdGhpcy5vcHRpb25zLmN1cnJlbnQub3B0aW9ucztcbiAgICAgICAgZm9yIChjb25zdCBjIG9mIHRoaXMuI2F0dGFjaGVkLmtleXMoKSkge1xuICAgICAgICAgIGMuc2VuZCh7IHQ6IFwib3B0aW9uc1wiLCBvcHRpb25zIH0pO1xuICAgICAgICB9XG4gICAgICAgIGNvbnN0IGVycm9ycyA9IGF3YWl0IHRoaXMuI3J1bkNvbW1hbmRzKGNvbW1hbmRzKTtcbiAgICAgICAgcmV0dXJuIHsgZGF0YTogeyB3YXJuaW5nczogWy4uLndhcm5pbmdzLCAuLi5lcnJvcnNdIH0gfTtcbiAgICAgIH1cbiAgICAgIGNhc2UgXCJraWxsLXNlcnZlclwiOlxuICAgICAgICByZXR1cm4geyBkYXRhOiB7fSwgYWZ0ZXI6ICgpID0+IHRoaXMuc2h1dGRvd24oXCJraWxsLXNlcnZlclwiKSB9O1xuICAgICAgY2FzZSBcInNlbmRcIjoge1xuICAgICAgICBjb25zdCB0ID0gdGhpcy4jdGFyZ2V0KHJlcS5uYW1lKTtcbiAgICAgICAgYXdhaXQgKHJlcS5wYXN0ZVxuICAgICAgICAgID8gdC5zZXNzaW9uLnBhc3RlKHJlcS5kYXRhLCB0LnBhbmUpXG4gICAgICAgICAgOiB0LnNlc3Npb24uc2VuZChyZXEuZGF0YSwgcmVxLmN1cnNvcktleXNEYXRhLCB0LnBhbmUpKTtcbiAgICAgICAgcmV0dXJuIHsgZGF0YToge30gfTtcbiAgICAgIH1cbiAgICAgIGNhc2UgXCJyZXNpemVcIjpcbiAgICAgICAgdGhpcy4jbmVlZChyZXEubmFtZSkucmVzaXplKHJlcS5jb2xzLCByZXEucm93cyk7XG4gICAgICAgIHJldHVybiB7IGRhdGE6IHt9IH07XG4gICAgICBjYXNlIFwiY2FwdHVyZVwiOiB7XG4gICAgICAgIGNvbnN0IHQgPSB0aGlzLiN0YXJnZXQocmVxLm5hbWUpO1xuICAgICAgICBjb25zdCBzY3JvbGxiYWNrID0gcmVxLnNjcm9sbGJhY2sgPz8gMDtcbiAgICAgICAgcmV0dXJuIHtcbiAgICAgICAgICBkYXRhOiByZXEubGluZXNcbiAgICAgICAgICAgID8gYXdhaXQgdC5zZXNzaW9uLmNhcHR1cmVMaW5lcyhcbiAgICAgICAgICAgICAgc2Nyb2xsYmFjayxcbiAgICAgICAgICAgICAgdC5wYW5lLFxuICAgICAgICAgICAgICByZXEubGluZXMsXG4gICAgICAgICAgICAgIHJlcS5qb2luID8/IGZhbHNlLFxuICAgICAgICAgICAgICB7IHRyYWlsaW5nOiByZXEudHJhaWxpbmcsIGFsdGVybmF0ZTogcmVxLmFsdGVybmF0ZSB9LFxuICAgICAgICAgICAgKVxuICAgICAgICAgICAgOiBhd2FpdCB0LnNlc3Npb24uY2FwdHVyZShzY3JvbGxiYWNrLCB0LnBhbmUpLFxuICAgICAgICB9O1xuICAgICAgfVxuICAgICAgY2FzZSBcIndhaXRcIjpcbiAgICAgICAgcmV0dXJuIGF3YWl0IHRoaXMuI3dhaXQoY29ubiwgcmVxKTtcbiAgICAgIGNhc2UgXCJldmVudHNcIjpcbiAgICAgICAgcmV0dXJuIHRoaXMuI2V2ZW50cyhjb25uLCByZXEuaWQsIHJlcS5uYW1lKTtcbiAgICAgIGNhc2UgXCJzcGxpdC13aW5kb3dcIjpcbiAgICAgIGNhc2UgXCJuZXctd2luZG93XCI6XG4gICAgICBjYXNlIFwic2VsZWN0LXdpbmRvd1wiOlxuICAgICAgY2FzZSBcInNlbGVjdC1wYW5lXCI6XG4gICAgICBjYXNlIFwia2lsbC1wYW5lXCI6XG4gICAgICBjYXNlIFwia2lsbC13aW5kb3dcIjpcbiAgICAgIGNhc2UgXCJyZW5hbWUtd2luZG93XCI6XG4gICAgICBjYXNlIFwicmVzaXplLXBhbmVcIjpcbiAgICAgIGNhc2UgXCJzd2FwLXBhbmVcIjpcbiAgICAgIGNhc2UgXCJicmVhay1wYW5lXCI6XG4gICAgICBjYXNlIFwicmVzcGF3bi1wYW5lXCI6XG4gICAgICBjYXNlIFwicmVzcGF3bi13aW5kb3dcIjpcbiAgICAgIGNhc2UgXCJjbGVhci1oaXN0b3J5XCI6XG4gICAgICBjYXNlIFwic3dhcC13aW5kb3dcIjpcbiAgICAgIGNhc2UgXCJtb3ZlLXdpbmRvd1wiOlxuICAgICAgY2FzZSBcImpvaW4tcGFuZVwiOlxuICAgICAgY2FzZSBcInNlbGVjdC1sYXlvdXRcIjpcbiAgICAgIGNhc2UgXCJzZXQtb3B0aW9uXCI6XG4gICAgICAgIHJldHVybiB7IGRhdGE6IGF3YWl0IHRoaXMuI3BhbmVSZXF1ZXN0KHJlcSkgfTtcbiAgICAgIGNhc2UgXCJsaXN0LXdpbmRvd3NcIjpcbiAgICAgIGNhc2UgXCJsaXN0LXBhbmVzXCI6XG4gICAgICAgIHJldHVybiB7IGRhdGE6IGF3YWl0IHRoaXMuI2xpc3RQYW5lcyhjb25uLCByZXEpIH07XG4gICAgICBjYXNlIFwiaGlzdG9yeVwiOiB7XG4gICAgICAgIGNvbnN0IHQgPSB0aGlzLiN0YXJnZXQocmVxLm5hbWUpO1xuICAgICAgICByZXR1cm4ge1xuICAgICAgICAgIGRhdGE6IGF3YWl0IHQuc2Vzc2lvbi5oaXN0b3J5KFxuICAgICAgICAgICAgcmVxLnN0YXJ0LFxuICAgICAgICAgICAgcmVxLmNvdW50LFxuICAgICAgICAgICAgcmVxLnB1c2hlZCxcbiAgICAgICAgICAgIHQucGFuZSxcbiAgICAgICAgICApLFxuICAgICAgICB9O1xuICAgICAgfVxuICAgICAgY2FzZSBcImxpc3QtYnVmZmVyc1wiOlxuICAgICAgY2FzZSBcInNob3ctYnVmZmVyXCI6XG4gICAgICBjYXNlIFwic2V0LWJ1ZmZlclwiOlxuICAgICAgY2FzZSBcImRlbGV0ZS1idWZmZXJcIjpcbiAgICAgIGNhc2UgXCJwYXN0ZS1idWZmZXJcIjpcbiAgICAgICAgcmV0dXJuIGF3YWl0IHRoaXMuI2J1ZmZlcihyZXEpO1xuICAgICAgY2FzZSBcIndhaXQtZm9yXCI6XG4gICAgICAgIHJldHVybiBhd2FpdCB0aGlzLiN3YWl0Rm9yKGNvbm4sIHJlcSk7XG4gICAgICBjYXNlIFwicnVuLXNoZWxsXCI6XG4gICAgICAgIHJldHVybiBhd2FpdCB0aGlzLiNydW5TaGVsbChyZXEsIGNvbm4ua2luZCA9PT0gdGhpcy4jY29uZmlnS2luZCk7XG4gICAgICBjYXNlIFwic2V0LWVudmlyb25tZW50XCI6IHtcbiAgICAgICAgY29uc3QgZSA9IHRoaXMuI2Vudmlyb25PZihyZXEpO1xuICAgICAgICBpZiAocmVxLm1vZGUgPT09IFwic2V0XCIpIGUuc2V0KHJlcS52YXJpYWJsZSwgcmVxLnZhbHVlISk7XG4gICAgICAgIGVsc2UgaWYgKHJlcS5tb2RlID09PSBcInJlbW92ZVwiKSBlLnNldChyZXEudmFyaWFibGUsIG51bGwpO1xuICAgICAgICBlbHNlIGUudW5zZXQocmVxLnZhcmlhYmxlKTtcbiAgICAgICAgcmV0dXJuIHsgZGF0YToge30gfTtcbiAgICAgIH1cbiAgICAgIGNhc2UgXCJzaG93LWVudmlyb25tZW50XCI6IHtcbiAgICAgICAgY29uc3QgdmFycyA9IHRoaXMuI2Vudmlyb25PZihyZXEpLmxpc3QoKTtcbiAgICAgICAgaWYgKHJlcS52YXJpYWJsZSA9PT0gdW5kZWZpbmVkKSByZXR1cm4geyBkYXRhOiB7IHZhcnMgfSB9O1xuICAgICAgICBjb25zdCBvbmUgPSB2YXJzLmZpbHRlcigoW25hbWVdKSA9PiBuYW1lID09PSByZXEudmFyaWFibGUpO1xuICAgICAgICBpZiAob25lLmxlbmd0aCA9PT0gMCkge1xuICAgICAgICAgIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcbiAgICAgICAgICAgIFwibm90LWZvdW5kXCIsXG4gICAgICAgICAgICBgVW5rbm93biB2YXJpYWJsZSAke3JlcS52YXJpYWJsZX0gKGJlcnRoIHNob3ctZW52aXJvbm1lbnQgbGlzdHMgdGhlbSlgLFxuICAgICAgICAgICk7XG4gICAgICAgIH1cbiAgICAgICAgcmV0dXJuIHsgZGF0YTogeyB2YXJzOiBvbmUgfSB9O1xuICAgICAgfVxuICAgIH1cbiAgfVxuXG4gIC8qKlxuICAgKiBBIGBydW4tc2hlbGwgLWJgIGpvYiBlbmRlZDogdGhlIGxvZyBzYXlzIGhvdywgYW5kIHRoZSBjbGllbnQgYXR0YWNoZWRcbiAgICogdG8gaXRzIHNlc3Npb24gdGhhdCB3YXMgYWN0aXZlIGxhc3Qgc2hvd3MgaXRzIGxhc3QgbGluZSBvZiBvdXRwdXQsXG4gICAqIG9yIHRtdXgncyBgJ0NPTU1BTkQnIHJldHVybmVkIE5gLCBvbiBpdHMgc3RhdHVzIGxpbmUgZm9yIGEgbW9tZW50XG4gICAqICh0bXV4IHNob3dzIHRoZSBvdXRwdXQgaW4gdGhlIHBhbmUncyB2aWV3IG1vZGUpLlxuICAgKi9cbiAgI3JhbkluQmFja2dyb3VuZChjb21tYW5kOiBzdHJpbmcsIHI6IEpvYlJlc3VsdCwgc2Vzc2lvbjogU2Vzc2lvbiB8IG51bGwpIHtcbiAgICBjb25zdCB7IGNvZGUsIHNpZ25hbCB9ID0gci5leGl0O1xuICAgIHRoaXMubG9nLmluZm8oYHJ1bi1zaGVsbCAtYjogJHtzaWduYWwgPz8gYGV4aXQgJHtjb2RlfWB9OiAke2NvbW1hbmR9YCk7XG4gICAgY29uc3QgdGV4dCA9IGNvZGUgIT09IDBcbiAgICAgID8gYCcke2NvbW1hbmR9JyAke3NpZ25hbCA/IGBlbmRlZCBieSAke3NpZ25hbH1gIDogYHJldHVybmVkICR7Y29kZX1gfWBcbiAgICAgIDogci5vdXRwdXQudHJpbUVuZCgpLnNwbGl0KFwiXFxuXCIpLnBvcCgpID8/IFwiXCI7XG4gICAgaWYgKCFzZXNzaW9uIHx8IHRleHQgPT09IFwiXCIpIHJldHVybjtcbiAgICAvLyBJdHMgb3V0cHV0J3MgZXNjYXBlIHNlcXVlbmNlcyBhcmUgbm90IHRoZSBzdGF0dXMgbGluZSdzLlxuICAgIGNvbnN0IHBsYWluID0gc3RyaXBDb250cm9scyh0ZXh0KTtcbiAgICBjb25zdCBzaG93cyA9IFsuLi50aGlzLiNhdHRhY2hlZF1cbiAgICAgIC5maWx0ZXIoKFssIGFdKSA9PlxuICAgICAgICBhLnNlc3Npb24gPT09IHNlc3Npb24gJiYgIWEuY2xpZW50LmVuZGVkICYmICFhLmNsaWVudC5zdXNwZW5kZWRcbiAgICAgIClcbiAgICAgIC5zb3J0KChbLCBhXSwgWywgYl0pID0+IGIuY2xpZW50Lmxhc3RBY3RpdmUgLSBhLmNsaWVudC5sYXN0QWN0aXZlKVswXTtcbiAgICBzaG93cz8uWzBdLnNlbmQoeyB0OiBcIm1lc3NhZ2VcIiwgdGV4dDogcGxhaW4gfSk7XG4gIH1cblxuICAvKiogVGhlIGVudmlyb25tZW50IGEgcmVxdWVzdCBuYW1lczogdGhlIGdsb2JhbCBvbmUsIG9yIGEgc2Vzc2lvbidzLiAqL1xuICAjZW52aXJvbk9mKFxuICAgIHJlcTogeyBuYW1lPzogc3RyaW5nOyBnbG9iYWw/OiBib29sZWFuIH0sXG4gICk6IEVudmlyb24ge1xuICAgIGlmIChyZXEuZ2xvYmFsKSByZXR1cm4gdGhpcy4jZW52aXJvbjtcbiAgICBpZiAocmVxLm5hbWUgPT09IHVuZGVmaW5lZCkge1xuICAgICAgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFwiYmFkLXJlcXVlc3RcIiwgXCJOYW1lIGEgc2Vzc2lvbiwgb3IgZ2xvYmFsXCIpO1xuICAgIH1cbiAgICByZXR1cm4gdGhpcy4jbmVlZChyZXEubmFtZSkuZW52aXJvbjtcbiAgfVxuXG4gIC8qKlxuICAgKiB0bXV4J3MgYHJ1bi1zaGVsbGAgKGBydW5fc2hlbGwudHNgKTogZm9ybWF0cyBleHBhbmRlZCBmb3IgdGhlIHRhcmdldFxuICAgKiAoZWxzZSB0aGUgbW9zdCByZWNlbnRseSBhY3RpdmUgc2Vzc2lvbiksIHJ1biBpbiB0aGUgdGFyZ2V0IHNlc3Npb24nc1xuICAgKiBlbnZpcm9ubWVudCBvdmVyIHRoZSBnbG9iYWwgb25lLCB3aXRoIGBCRVJUSGAgbmFtaW5nIHRoZSBzZXNzaW9uIHNvXG4gICAqIHRoYXQgdGhlIGJlcnRoIGNvbW1hbmRzIGl0IHJ1bnMgYWN0IHRoZXJlLlxuICAgKi9cbiAgYXN5bmMgI3J1blNoZWxsKFxuICAgIHJlcTogUmVxdWVzdE1zZyAmIHsgb3A6IFwicnVuLXNoZWxsXCIgfSxcbiAgICBmcm9tQ29uZmlnID0gZmFsc2UsXG4gICk6IFByb21pc2U8UmVwbHk+IHtcbiAgICBjb25zdCBzZXNzaW9uID0gcmVxLm5hbWUgPT09IHVuZGVmaW5lZFxuICAgICAgPyBtb3N0UmVjZW50U2Vzc2lvbih0aGlzLnNlc3Npb25zKVxuICAgICAgOiB0aGlzLiNuZWVkKHJlcS5uYW1lKTtcbiAgICBjb25zdCB0ID0gcmVxLm5hbWUgPT09IHVuZGVmaW5lZFxuICAgICAgPyAoc2Vzc2lvbiA/IHNlc3Npb25Db250ZXh0KHNlc3Npb24sIG51bGwpIDogbnVsbClcbiAgICAgIDogeyAuLi50aGlzLiN0YXJnZXQocmVxLm5hbWUpLCBjbGllbnQ6IG51bGwgfTtcbiAgICBjb25zdCBjb21tYW5kID0gdFxuICAgICAgPyBhd2FpdCBleHBhbmRGb3IocmVxLmNvbW1hbmQsIHQsIHNoZWxsV29yZClcbiAgICAgIDogZXhwYW5kRm9ybWF0KHJlcS5jb21tYW5kLCAoKSA9PiB1bmRlZmluZWQpO1xuICAgIGNvbnN0IGhvbWUgPSBEZW5vLmVudi5nZXQoXCJIT01FXCIpO1xuICAgIGNvbnN0IGN3ZCA9IHJlcS5jd2QgPz8gdD8uc2Vzc2lvbi5jd2QgPz8gaG9tZSA/PyBcIi9cIjtcbiAgICB0cnkge1xuICAgICAgaWYgKCFEZW5vLnN0YXRTeW5jKGN3ZCkuaXNEaXJlY3RvcnkpIHRocm93IG5ldyBFcnJvcihcIm5vdCBhIGRpcmVjdG9yeVwiKTtcbiAgICB9IGNhdGNoIHtcbiAgICAgIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcImJhZC1yZXF1ZXN0XCIsIGBObyBzdWNoIGRpcmVjdG9yeTogJHtjd2R9YCk7XG4gICAgfVxuICAgIGNvbnN0IGVudiA9IGpvYkVudih0aGlzLiNlbnZpcm9uLCB0Py5zZXNzaW9uLmVudmlyb24gPz8gbnVsbCwge1xuICAgICAgLi4uKGZyb21Db25maWcgPyB7IFtDT05GSUdfQ0xJRU5UX0VOVl06IHRoaXMuI2NvbmZpZ0tpbmQgfSA6IHt9KSxcbiAgICAgIEJFUlRIOiBgJHt0aGlzLiNzb2NrZXRQYXRofSwke3Q/LnNlc3Npb24ubmFtZSA/PyBcIlwifWAsXG4gICAgICAuLi4ocmVxLm5hbWUgIT09IHVuZGVmaW5lZCAmJiB0ID8geyBCRVJUSF9QQU5FOiBgJSR7dC5wYW5lLmlkfWAgfSA6IHt9KSxcbiAgICB9KTtcbiAgICBjb25zdCBqb2IgPSBydW5Kb2IoY29tbWFuZCwgY3dkLCBlbnYpO1xuICAgIGlmIChyZXEuYmFja2dyb3VuZCkge1xuICAgICAgam9iLnRoZW4oXG4gICAgICAgIChyKSA9PiB0aGlzLiNyYW5JbkJhY2tncm91bmQoY29tbWFuZCwgciwgdD8uc2Vzc2lvbiA/PyBudWxsKSxcbiAgICAgICAgKGVycikgPT4gdGhpcy5sb2cuaW5mbyhgcnVuLXNoZWxsIC1iOiAke2Vyci5tZXNzYWdlfWApLFxuICAgICAgKTtcbiAgICAgIHJldHVybiB7IGRhdGE6IHsgb3V0cHV0OiBcIlwiIH0gfTtcbiAgICB9XG4gICAgY29uc3QgciA9IGF3YWl0IGpvYjtcbiAgICByZXR1cm4ge1xuICAgICAgZGF0YToge1xuICAgICAgICBvdXRwdXQ6IHIub3V0cHV0LFxuICAgICAgICBleGl0OiByLmV4aXQsXG4gICAgICAgIC4uLihyLnRydW5jYXRlZCA/IHsgdHJ1bmNhdGVkOiB0cnVlIH0gOiB7fSksXG4gICAgICB9LFxuICAgIH07XG4gIH1cblxuICAvKipcbiAgICogdG11eCdzIGB3YWl0LWZvcmAgKGB3YWl0X2NoYW5uZWxzLnRzYCk7IGEgd2FpdCBvciBsb2NrIGlzIGdpdmVuIHVwXG4gICAqIHdoZW4gaXRzIGNsaWVudCBnb2VzIChgdW5zdWJzY3JpYmVgIG9yIGEgY2xvc2VkIGNvbm5lY3Rpb24pLlxuICAgKi9cbiAgYXN5bmMgI3dhaXRGb3IoXG4gICAgY29ubjogQ2xpZW50Q29ubmVjdGlvbixcbiAgICByZXE6IFJlcXVlc3RNc2cgJiB7IG9wOiBcIndhaXQtZm9yXCIgfSxcbiAgKTogUHJvbWlzZTxSZXBseT4ge1xuICAgIGNvbnN0IHsgY2hhbm5lbCwgbW9kZSB9ID0gcmVxO1xuICAgIGlmIChtb2RlID09PSBcInNpZ25hbFwiKSB0aGlzLiNjaGFubmVscy5zaWduYWwoY2hhbm5lbCk7XG4gICAgaWYgKG1vZGUgPT09IFwidW5sb2NrXCIpIHRoaXMuI2NoYW5uZWxzLnVubG9jayhjaGFubmVsKTtcbiAgICBpZiAobW9kZSA9PT0gXCJ3YWl0XCIgfHwgbW9kZSA9PT0gXCJsb2NrXCIpIHtcbiAgICAgIGNvbnN0IGNhbmNlbCA9IG5ldyBBYm9ydENvbnRyb2xsZXIoKTtcbiAgICAgIGNvbm4uc3Vic2NyaXB0aW9ucy5zZXQocmVxLmlkLCAoKSA9PiBjYW5jZWwuYWJvcnQoKSk7XG4gICAgICB0cnkge1xuICAgICAgICBhd2FpdCAobW9kZSA9PT0gXCJ3YWl0XCJcbiAgICAgICAgICA/IHRoaXMuI2NoYW5uZWxzLndhaXQoY2hhbm5lbCwgY2FuY2VsLnNpZ25hbCwgcmVxLnRpbWVvdXRNcylcbiAgICAgICAgICA6IHRoaXMuI2NoYW5uZWxzLmxvY2soY2hhbm5lbCwgY2FuY2VsLnNpZ25hbCwgcmVxLnRpbWVvdXRNcykpO1xuICAgICAgfSBmaW5hbGx5IHtcbiAgICAgICAgY29ubi5zdWJzY3JpcHRpb25zLmRlbGV0ZShyZXEuaWQpO1xuICAgICAgfVxuICAgIH1cbiAgICByZXR1cm4geyBkYXRhOiB7fSB9O1xuICB9XG5cbiAgLyoqIEEgd2luZG93IG9yIHBhbmUgY29tbWFuZCwgY291bnRlZCB3aGlsZSB1bmRlciB3YXkgKGAjdW5zZXR0bGVkYCkuICovXG4gICNwYW5lUmVxdWVzdChyZXE6IFBhbmVSZXF1ZXN0KTogdW5rbm93biB7XG4gICAgY29uc3QgcnVubmluZyA9IGhhbmRsZVBhbmVSZXF1ZXN0KHRoaXMuc2Vzc2lvbnMsIHJlcSk7XG4gICAgLy8gTW9zdCBhcmUgZG9uZSBhdCBvbmNlOyBhIG1vdmUgYmV0d2VlbiBzZXNzaW9ucyB3YWl0cyBmb3IgcGFyc2luZy5cbiAgICByZXR1cm4gcnVubmluZyBpbnN0YW5jZW9mIFByb21pc2UgPyB0aGlzLiNiZWZvcmVVcGdyYWRlKHJ1bm5pbmcpIDogcnVubmluZztcbiAgfVxuXG4gIC8qKiBgcnVubmluZ2AsIHdoaWNoIGFuIHVwZ3JhZGUgbGV0cyBmaW5pc2ggYmVmb3JlIGl0IHN0YXJ0cy4gKi9cbiAgYXN5bmMgI2JlZm9yZVVwZ3JhZGU8VD4ocnVubmluZzogUHJvbWlzZTxUPik6IFByb21pc2U8VD4ge1xuICAgIHRoaXMuI3Vuc2V0dGxlZC5hZGQocnVubmluZyk7XG4gICAgdHJ5IHtcbiAgICAgIHJldHVybiBhd2FpdCBydW5uaW5nO1xuICAgIH0gZmluYWxseSB7XG4gICAgICB0aGlzLiN1bnNldHRsZWQuZGVsZXRlKHJ1bm5pbmcpO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBgYmVydGggdXBncmFkZWAgKHNlZSBgdXBncmFkZS50c2ApOiBhbnN3ZXJzLCB0aGVuIGV4ZWNzLiAqL1xuICBhc3luYyAjdXBncmFkZShjb25uOiBDbGllbnRDb25uZWN0aW9uLCBhcmd2OiBzdHJpbmdbXSk6IFByb21pc2U8UmVwbHk+IHtcbiAgICB0aGlzLiN1cGdyYWRpbmcgPSB0cnVlO1xuICAgIHRoaXMuI3VwZ3JhZGVDb25uID0gY29ubjtcbiAgICBjb25zdCBob3N0ID0gdGhpcy4jdXBncmFkZUhvc3QoKTtcbiAgICAvLyBLZXlzIHR5cGVkIGZyb20gbm93IG9uIHdhaXQgaW4gdGhlIHRlcm1pbmFscyB0aGUgZGFlbW9uIGRyYXdzLCBmb3JcbiAgICAvLyB0aGUgbmV3IGRhZW1vbiB0byByZWFkICh0aGUgb2xkIG9uZSdzIGF0dGFjaCBjbGllbnRzIGRpZSB3aXRoIGl0KS5cbiAgICB0aGlzLiNwYXVzZVR0eXModHJ1ZSk7XG4gICAgbGV0IHByZXBhcmVkO1xuICAgIHRyeSB7XG4gICAgICAvLyBObyBuZXcgb25lIHN0YXJ0cyBub3cgKGAjdXBncmFkaW5nYCk7IHRob3NlIHVuZGVyIHdheSBhbnN3ZXIuXG4gICAgICBhd2FpdCByYWNlVGltZW91dChcbiAgICAgICAgUHJvbWlzZS5hbGxTZXR0bGVkKHRoaXMuI3Vuc2V0dGxlZCksXG4gICAgICAgIFVOU0VUVExFRF9MSU1JVF9NUyxcbiAgICAgICAgKCkgPT5cbiAgICAgICAgICBuZXcgUmVxdWVzdEZhaWx1cmUoXG4gICAgICAgICAgICBcImJ1c3lcIixcbiAgICAgICAgICAgIFwiQSBjb21tYW5kIGlzIHN0aWxsIHVuZGVyIHdheSAoYSBwYW5lIG1vdmluZywgYSBzZXNzaW9uIGVuZGluZyk7IHJldHJ5IHRoZSB1cGdyYWRlIGluIGEgbW9tZW50XCIsXG4gICAgICAgICAgKSxcbiAgICAgICk7XG4gICAgICBwcmVwYXJlZCA9IGF3YWl0IHByZXBhcmVVcGdyYWRlKGhvc3QsIGFyZ3YpO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgdGhpcy4jdXBncmFkaW5nID0gZmFsc2U7XG4gICAgICB0aGlzLiNwYXVzZVR0eXMoZmFsc2UpO1xuICAgICAgdGhyb3cgZXJyO1xuICAgIH1cbiAgICByZXR1cm4ge1xuICAgICAgZGF0YTogcHJlcGFyZWQuYW5zd2VyLFxuICAgICAgYWZ0ZXI6IGFzeW5jICgpID0+IHtcbiAgICAgICAgYXdhaXQgY29ubi5mbHVzaGVkKCk7XG4gICAgICAgIGhhbmRPdmVyKGhvc3QsIHByZXBhcmVkKTsgLy8gcmV0dXJucyBvbmx5IHdoZW4gZXhlY3ZlIGZhaWxlZFxuICAgICAgICB0aGlzLiN1cGdyYWRpbmcgPSBmYWxzZTtcbiAgICAgICAgLy8gVGhlIHNlc3Npb25zIHdlcmUgdGFrZW4gYmFjayBhbmQgZXZlcnkgYXR0YWNoIGNsaWVudCBsZXQgZ286XG4gICAgICAgIC8vIHRoZSB0ZXJtaW5hbHMgc3RheSB1bnJlYWQsIGFuZCBlYWNoIGBiZXJ0aCBhdHRhY2hgIHRoYXQgYXR0YWNoZXNcbiAgICAgICAgLy8gYWdhaW4gcmVhZHMgd2hhdCB3YXMgdHlwZWQgbWVhbndoaWxlLlxuICAgICAgfSxcbiAgICB9O1xuICB9XG5cbiAgI3BhdXNlVHR5cyhvbjogYm9vbGVhbik6IHZvaWQge1xuICAgIGZvciAoY29uc3QgdHR5IG9mIHRoaXMuI3R0eXMudmFsdWVzKCkpIHR0eS5wYXVzZShvbik7XG4gIH1cblxuICAvKiogV2hhdCBhbiB1cGdyYWRlIG5lZWRzIG9mIHRoZSBkYWVtb24uICovXG4gICN1cGdyYWRlSG9zdCgpOiBVcGdyYWRlSG9zdCB7XG4gICAgcmV0dXJuIHtcbiAgICAgIHNvY2tldFBhdGg6IHRoaXMuI3NvY2tldFBhdGgsXG4gICAgICB2ZXJzaW9uOiB0aGlzLnZlcnNpb24sXG4gICAgICBsb2c6IHRoaXMubG9nLFxuICAgICAgd2F0Y2hlcjogdGhpcy4jd2F0Y2hlcixcbiAgICAgIHNlc3Npb25zOiAoKSA9PiBbLi4udGhpcy5zZXNzaW9ucy52YWx1ZXMoKV0sXG4gICAgICBkYWVtb25TdGF0ZTogKCkgPT4gKHtcbiAgICAgICAgZW52aXJvbm1lbnQ6IHNhdmVHbG9iYWwodGhpcy4jZW52aXJvbiksXG4gICAgICAgIGV4aXRlZDogWy4uLnRoaXMuI2V4aXRlZF0sXG4gICAgICAgIGVuZGluZzogdGhpcy4jZW5kaW5ncy5zYXZlKCksXG4gICAgICAgIGJ1ZmZlcnM6IHRoaXMuI2J1ZmZlcnMuc2F2ZSgpLFxuICAgICAgICBjaGFubmVsczogdGhpcy4jY2hhbm5lbHMuc2F2ZSgpLFxuICAgICAgICByZXN1bWVzOiB0aGlzLiNyZXN1bWVzLmFsbCgpXG4gICAgICAgICAgLmZpbHRlcigoZSkgPT4gdGhpcy5zZXNzaW9ucy5nZXQoZS5zZXNzaW9uLm5hbWUpID09PSBlLnNlc3Npb24pXG4gICAgICAgICAgLm1hcCgoeyBjbGllbnQsIHNlc3Npb24gfSkgPT4gKHtcbiAgICAgICAgICAgIHRva2VuOiBjbGllbnQucmVzdW1lLnRva2VuLFxuICAgICAgICAgICAgc2Vzc2lvbjogc2Vzc2lvbi5uYW1lLFxuICAgICAgICAgICAgaW5wdXRTZXE6IGNsaWVudC5yZXN1bWUuaW5wdXRTZXEsXG4gICAgICAgICAgICBzZXE6IGNsaWVudC52aWV3LnNlcSxcbiAgICAgICAgICB9KSksXG4gICAgICB9KSxcbiAgICAgIHRha2VCYWNrOiAoc3RhdGUpID0+IHRoaXMuI3Rha2VCYWNrKHN0YXRlKSxcbiAgICB9O1xuICB9XG5cbiAgLyoqXG4gICAqIEEgaGFuZG92ZXIgZmFpbGVkIGFmdGVyIHRoZSBmcmVlemU6IHRoZSBzZXNzaW9ucyBjb21lIGJhY2sgZnJvbSB0aGVcbiAgICogc3RhdGUganVzdCBzYXZlZCwgb24gdGhlIHNhbWUgcHR5cywgYXMgdGhlIG5ldyBkYWVtb24gd291bGQgaGF2ZSB0YWtlblxuICAgKiB0aGVtLiBBdHRhY2hlZCBjbGllbnRzIGFyZSBsZXQgZ28gKHRoZWlyIGNsaWVudHMgcmVzdW1lKTsgb3RoZXJcbiAgICogY29ubmVjdGlvbnMgc3RheS5cbiAgICovXG4gICN0YWtlQmFjayhzdGF0ZTogVXBncmFkZVN0YXRlKTogdm9pZCB7XG4gICAgZm9yIChjb25zdCBzIG9mIHRoaXMuc2Vzc2lvbnMudmFsdWVzKCkpIHMuYWJhbmRvbigpO1xuICAgIHRoaXMuc2Vzc2lvbnMuY2xlYXIoKTtcbiAgICAvLyBFdmVyeSBjb25uZWN0aW9uIGJ1dCB0aGUgdXBncmFkZSdzIG93biAoaXRzIGFuc3dlciBzYXlzIHdoeSkgaXMgbGV0XG4gICAgLy8gZ286IGF0dGFjaGVkIGNsaWVudHMgcmVzdW1lLCBhbmQgYSBgd2FpdGAgb3IgYGV2ZW50c2Agb24gYSBzZXNzaW9uXG4gICAgLy8gb2JqZWN0IGFiYW5kb25lZCBoZXJlIHdvdWxkIG5ldmVyIGhlYXIgZnJvbSBpdCBhZ2Fpbi5cbiAgICBmb3IgKGNvbnN0IGNvbm4gb2YgdGhpcy4jY29ubnMpIHtcbiAgICAgIGlmIChjb25uICE9PSB0aGlzLiN1cGdyYWRlQ29ubikgY29ubi5jbG9zZVdoZW5GbHVzaGVkKCk7XG4gICAgfVxuICAgIHRoaXMuI2F0dGFjaGVkLmNsZWFyKCk7XG4gICAgdGhpcy4jcmVzdW1lcyA9IG5ldyBSZXN1bWVUYWJsZSgpO1xuICAgIHRoaXMuI3dhdGNoZXIgPSBuZXcgQ2hpbGRXYXRjaGVyKCk7XG4gICAgdGhpcy4jZW5kaW5ncyA9IG5ldyBFbmRpbmdzKHRoaXMuI3dhdGNoZXIpO1xuICAgIHRoaXMuI2Fkb3B0KHN0YXRlKTtcbiAgfVxuXG4gIC8qKiBUYWtlcyBvdmVyIHRoZSBzZXNzaW9ucywgZXhpdHMsIGJ1ZmZlcnMgYW5kIGF0dGFjaG1lbnRzIG9mIGBzdGF0ZWAuICovXG4gICNhZG9wdChzdGF0ZTogVXBncmFkZVN0YXRlKTogdm9pZCB7XG4gICAgdGhpcy4jYWRvcHREYWVtb25XaWRlKHN0YXRlKTtcbiAgICBmb3IgKGNvbnN0IHN0IG9mIHN0YXRlLnNlc3Npb25zKSB0aGlzLiNhZG9wdFNlc3Npb24oc3QsIHN0YXRlKTtcbiAgICB0aGlzLiN0b29rT3ZlcihzdGF0ZSk7XG4gIH1cblxuICAvKipcbiAgICogYCNhZG9wdGAgZm9yIGEgbmV3IGRhZW1vbiwgaW4gdHdvIHN0ZXBzOiB0aGUgc2Vzc2lvbnMgd2l0aCBjbGllbnRzIHRvXG4gICAqIHJlc3VtZSBmaXJzdCwgdGhlbiAob25jZSB0aGUgc29ja2V0IGxpc3RlbnMpIHRoZSBvdGhlcnMsIG9uZSBwZXIgdHVyblxuICAgKiBvZiB0aGUgZXZlbnQgbG9vcCwgcmVxdWVzdHMgd2FpdGluZyBmb3IgdGhlbSBtZWFud2hpbGUuIEVhY2ggc2Vzc2lvblxuICAgKiBjb3N0cyBhIHBhcnNlIHdvcmtlciwgd2hvc2Ugc3RhcnQgYmxvY2tzIHRoaXMgdGhyZWFkICg0NS0xMDcgbXMgYXQgYVxuICAgKiBsb2FkIGF2ZXJhZ2Ugb2YgMjUgaGVyZSk6IHRoZSBhdHRhY2hlZCBjbGllbnRzIG5lZWQgbm90IHdhaXQgZm9yIGFsbC5cbiAgICovXG4gICNhZG9wdEZpcnN0KHN0YXRlOiBVcGdyYWRlU3RhdGUpOiBVcGdyYWRlU3RhdGVbXCJzZXNzaW9uc1wiXSB7XG4gICAgdGhpcy4jYWRvcHREYWVtb25XaWRlKHN0YXRlKTtcbiAgICBjb25zdCBhdHRhY2hlZCA9IG5ldyBTZXQoc3RhdGUucmVzdW1lcy5tYXAoKHIpID0+IHIuc2Vzc2lvbikpO1xuICAgIGNvbnN0IGxhdGVyID0gW107XG4gICAgZm9yIChjb25zdCBzdCBvZiBzdGF0ZS5zZXNzaW9ucykge1xuICAgICAgaWYgKGF0dGFjaGVkLmhhcyhzdC5uYW1lKSkgdGhpcy4jYWRvcHRTZXNzaW9uKHN0LCBzdGF0ZSk7XG4gICAgICBlbHNlIGxhdGVyLnB1c2goc3QpO1xuICAgIH1cbiAgICByZXR1cm4gbGF0ZXI7XG4gIH1cblxuICAvKipcbiAgICogVGhlIHJlc3Qgb2YgYCNhZG9wdEZpcnN0YCwgYWZ0ZXIgdGhlIHNvY2tldCBsaXN0ZW5zLCB0aGUgc2Vzc2lvbnMgdGFrZW5cbiAgICogb3ZlciBmaXJzdCBoYXZlIGRyYXduIHRoZWlyIHNjcmVlbnMgYW5kIHRoZSBjbGllbnRzIGNhcnJpZWQgb3ZlciBoYXZlXG4gICAqIHJlc3VtZWQgKG9yIFJFU1VNRV9GSVJTVF9NUyBwYXNzZWQpOiBlYWNoIHNlc3Npb24gYmxvY2tzIHRoaXMgdGhyZWFkLFxuICAgKiBhIHJlc3VtZSB0YWtlcyBhIGZldyB0dXJucyBvZiB0aGUgZXZlbnQgbG9vcCwgYW5kIHRoZSBvdGhlciBzZXNzaW9ucydcbiAgICogd29ya2VycyB3b3VsZCBjb21wZXRlIHdpdGggdGhlIGZpcnN0IG9uZXMgZm9yIHRoZSBjb3Jlcy5cbiAgICovXG4gIGFzeW5jICNhZG9wdExhdGVyKFxuICAgIHN0YXRlOiBVcGdyYWRlU3RhdGUsXG4gICAgbGF0ZXI6IFVwZ3JhZGVTdGF0ZVtcInNlc3Npb25zXCJdLFxuICApOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBjb25zdCB1bnRpbCA9IERhdGUubm93KCkgKyBSRVNVTUVfRklSU1RfTVM7XG4gICAgY29uc3QgZmlyc3QgPSBbLi4udGhpcy5zZXNzaW9ucy52YWx1ZXMoKV07XG4gICAgbGV0IGRyYXduID0gZmFsc2U7XG4gICAgUHJvbWlzZS5hbGwoZmlyc3QubWFwKChzKSA9PiBzLmRyYXduKSkudGhlbigoKSA9PiAoZHJhd24gPSB0cnVlKSk7XG4gICAgd2hpbGUgKFxuICAgICAgKCFkcmF3biB8fCB0aGlzLiNyZXN1bWVzLmNhcnJpZWQoKSA+IDApICYmIERhdGUubm93KCkgPCB1bnRpbFxuICAgICkge1xuICAgICAgYXdhaXQgbmV3IFByb21pc2UoKHIpID0+IHNldFRpbWVvdXQociwgNSkpO1xuICAgIH1cbiAgICBmb3IgKGNvbnN0IHN0IG9mIGxhdGVyKSB7XG4gICAgICBhd2FpdCBuZXcgUHJvbWlzZSgocikgPT4gc2V0VGltZW91dChyLCAwKSk7XG4gICAgICB0aGlzLiNhZG9wdFNlc3Npb24oc3QsIHN0YXRlKTtcbiAgICB9XG4gICAgdGhpcy4jdG9va092ZXIoc3RhdGUpO1xuICB9XG5cbiAgI2Fkb3B0RGFlbW9uV2lkZShzdGF0ZTogVXBncmFkZVN0YXRlKTogdm9pZCB7XG4gICAgLy8gRXZlcnkgc2F2ZWQgc2Vzc2lvbidzIGlkIGlzIHRha2VuIGJlZm9yZSBhbnkgc2Vzc2lvbiBzdGFydHM6IG9uZVxuICAgIC8vIG1hZGUgd2hpbGUgdGhlIHJlc3QgYXJlIHN0aWxsIGJlaW5nIHRha2VuIG92ZXIgZ2V0cyBhIG5ldyBvbmUuXG4gICAgZm9yIChjb25zdCBzdCBvZiBzdGF0ZS5zZXNzaW9ucykge1xuICAgICAgaWYgKHN0LmlkICE9PSB1bmRlZmluZWQpIHRoaXMuI3Nlc3Npb25JZHMucmVzZXJ2ZShzdC5pZCArIDEpO1xuICAgIH1cbiAgICB0aGlzLiNleGl0ZWQgPSBuZXcgTWFwKHN0YXRlLmV4aXRlZCk7XG4gICAgdGhpcy4jZW5kaW5ncy5sb2FkKHN0YXRlLmVuZGluZyA/PyBbXSk7XG4gICAgdGhpcy4jYnVmZmVycy5sb2FkKHN0YXRlLmJ1ZmZlcnMpO1xuICAgIGlmIChzdGF0ZS5jaGFubmVscykgdGhpcy4jY2hhbm5lbHMubG9hZChzdGF0ZS5jaGFubmVscyk7XG4gICAgaWYgKHN0YXRlLmVudmlyb25tZW50KSB0aGlzLiNlbnZpcm9uID0gbG9hZEdsb2JhbChzdGF0ZS5lbnZpcm9ubWVudCk7XG4gIH1cblxuICAvKiogT25lIHNlc3Npb24gb2YgYHN0YXRlYCwgd2l0aCB0aGUgYXR0YWNobWVudHMgdGhhdCBtYXkgcmVzdW1lIGl0LiAqL1xuICAvKipcbiAgICogQSBzYXZlZCBzZXNzaW9uIG5vIGRhZW1vbiB3aWxsIHNlcnZlOiBpdHMgcHR5cyBjbG9zZWQgKHRoZXkgd2VyZSBsZWZ0XG4gICAqIG9wZW4gZm9yIHRoZSBleGVjLCBhbmQgY2hpbGRyZW4gd291bGQgaW5oZXJpdCB0aGVtKSBhbmQgaXRzIHByb2dyYW1zXG4gICAqIGh1bmcgdXAsIGFzIGEga2lsbCB3b3VsZCwgYW5kIHJlYXBlZC5cbiAgICovXG4gICNsZXRHbyhzdDogVXBncmFkZVN0YXRlW1wic2Vzc2lvbnNcIl1bbnVtYmVyXSk6IHZvaWQge1xuICAgIGZvciAoY29uc3QgcCBvZiBzdC5wYW5lcykge1xuICAgICAgaWYgKHAuZmQgPj0gMCkge1xuICAgICAgICB0cnkge1xuICAgICAgICAgIGNsb3NlRmQocC5mZCk7XG4gICAgICAgIH0gY2F0Y2gge1xuICAgICAgICAgIC8vIENsb3NlZCBhbHJlYWR5LCBvciBuZXZlciBvdXJzLlxuICAgICAgICB9XG4gICAgICB9XG4gICAgICBpZiAocC5zdGF0dXMgPT09IG51bGwgJiYgcC5waWQgPiAxKSB7XG4gICAgICAgIHRyeSB7XG4gICAgICAgICAgc2lnbmFsQ2hpbGQocC5waWQsIGZhbHNlKTtcbiAgICAgICAgfSBjYXRjaCB7XG4gICAgICAgICAgLy8gTm90IG91cnMgdG8gc2lnbmFsOiBsZWZ0IGFzIGl0IGlzLlxuICAgICAgICB9XG4gICAgICAgIHRoaXMuI3dhdGNoZXIuZXhpdGVkKHAucGlkKS5jYXRjaCgoKSA9PiB7fSk7XG4gICAgICB9XG4gICAgfVxuICB9XG5cbiAgI2Fkb3B0U2Vzc2lvbihzdDogVXBncmFkZVN0YXRlW1wic2Vzc2lvbnNcIl1bbnVtYmVyXSwgc3RhdGU6IFVwZ3JhZGVTdGF0ZSkge1xuICAgIGxldCBzOiBTZXNzaW9uO1xuICAgIHRyeSB7XG4gICAgICBzID0gU2Vzc2lvbi5yZXN0b3JlKFxuICAgICAgICBzdCxcbiAgICAgICAgdGhpcy4jd2F0Y2hlcixcbiAgICAgICAgdGhpcy5sb2csXG4gICAgICAgICgpID0+IHRoaXMub3B0aW9ucy5vcHRpb25zW1wicmVtYWluLW9uLWV4aXRcIl0sXG4gICAgICAgIHtcbiAgICAgICAgICBnYXRoZXI6IHRoaXMuI2dhdGhlcixcbiAgICAgICAgICBwYW5lSWRzOiB0aGlzLiNwYW5lSWRzLFxuICAgICAgICAgIHdpbmRvd0lkczogdGhpcy4jd2luZG93SWRzLFxuICAgICAgICAgIHNlc3Npb25JZHM6IHRoaXMuI3Nlc3Npb25JZHMsXG4gICAgICAgICAgZW5kaW5nczogdGhpcy4jZW5kaW5ncyxcbiAgICAgICAgfSxcbiAgICAgICAgKCkgPT4gdGhpcy4jZW52aXJvbixcbiAgICAgICk7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICAvLyBPbmUgc2Vzc2lvbiB0aGF0IGNhbm5vdCBiZSBoYWQgbXVzdCBub3QgY29zdCB0aGUgb3RoZXJzLlxuICAgICAgdGhpcy5sb2cuZXJyb3IoXG4gICAgICAgIGBzZXNzaW9uICR7c3QubmFtZX06IGNhbm5vdCBiZSB0YWtlbiBvdmVyOiAkeyhlcnIgYXMgRXJyb3IpLm1lc3NhZ2V9YCxcbiAgICAgICk7XG4gICAgICB0aGlzLiNsZXRHbyhzdCk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIHMub25Hb25lID0gKHgpID0+IHRoaXMuI3Nlc3Npb25Hb25lKHgpO1xuICAgIHMub25QYW5lQ2xvc2VkID0gKHApID0+IHRoaXMuI3BhbmVDbG9zZWQocCk7XG4gICAgdGhpcy5zZXNzaW9ucy5zZXQoc3QubmFtZSwgcyk7XG4gICAgZm9yIChjb25zdCByIG9mIHN0YXRlLnJlc3VtZXMpIHtcbiAgICAgIGlmIChyLnNlc3Npb24gIT09IHN0Lm5hbWUpIGNvbnRpbnVlO1xuICAgICAgdGhpcy4jcmVzdW1lcy5hZGRQYXJrZWQoXG4gICAgICAgIG5ldyBDYXJyaWVkQXR0YWNobWVudChyLnRva2VuLCByLmlucHV0U2VxLCByLnNlcSksXG4gICAgICAgIHMsXG4gICAgICApO1xuICAgIH1cbiAgfVxuXG4gICN0b29rT3ZlcihzdGF0ZTogVXBncmFkZVN0YXRlKTogdm9pZCB7XG4gICAgdGhpcy5sb2cuaW5mbyhcbiAgICAgIGB0b29rIG92ZXIgJHtzdGF0ZS5zZXNzaW9ucy5sZW5ndGh9IHNlc3Npb25zIGZyb20gYmVydGggJHtzdGF0ZS5mcm9tfSAocHJvdG9jb2wgJHtzdGF0ZS5wcm90b2NvbH0pLCAke1xuICAgICAgICBEYXRlLm5vdygpIC0gc3RhdGUud3JpdHRlblxuICAgICAgfSBtcyBhZnRlciB0aGUgc3RhdGUgd2FzIHdyaXR0ZW5gLFxuICAgICk7XG4gIH1cblxuICAvKiogVGhlIHBhc3RlIGJ1ZmZlciByZXF1ZXN0cyAoc2VlIGBwYXN0ZV9idWZmZXJzLnRzYCkuICovXG4gIGFzeW5jICNidWZmZXIocmVxOiBCdWZmZXJSZXF1ZXN0KTogUHJvbWlzZTxSZXBseT4ge1xuICAgIGNvbnN0IGJ1ZmZlcnMgPSB0aGlzLiNidWZmZXJzO1xuICAgIHN3aXRjaCAocmVxLm9wKSB7XG4gICAgICBjYXNlIFwibGlzdC1idWZmZXJzXCI6XG4gICAgICAgIHJldHVybiB7IGRhdGE6IHsgYnVmZmVyczogYnVmZmVycy5saXN0KCkgfSB9O1xuICAgICAgY2FzZSBcInNob3ctYnVmZmVyXCI6XG4gICAgICAgIHJldHVybiB7IGRhdGE6IGJ1ZmZlcnMuZ2V0KHJlcS5idWZmZXIpIH07XG4gICAgICBjYXNlIFwic2V0LWJ1ZmZlclwiOlxuICAgICAgICByZXR1cm4geyBkYXRhOiB7IG5hbWU6IGJ1ZmZlcnMuc2V0KHJlcS5kYXRhLCByZXEuYnVmZmVyKSB9IH07XG4gICAgICBjYXNlIFwiZGVsZXRlLWJ1ZmZlclwiOlxuICAgICAgICBidWZmZXJzLmRlbGV0ZShyZXEuYnVmZmVyKTtcbiAgICAgICAgcmV0dXJuIHsgZGF0YToge30gfTtcbiAgICAgIGNhc2UgXCJwYXN0ZS1idWZmZXJcIjoge1xuICAgICAgICBjb25zdCB0ID0gdGhpcy4jdGFyZ2V0KHJlcS5uYW1lKTtcbiAgICAgICAgYXdhaXQgdC5zZXNzaW9uLnBhc3RlKGJ1ZmZlcnMuZ2V0KHJlcS5idWZmZXIpLmRhdGEsIHQucGFuZSk7XG4gICAgICAgIHJldHVybiB7IGRhdGE6IHt9IH07XG4gICAgICB9XG4gICAgfVxuICB9XG5cbiAgLyoqIFRoZSBzZXNzaW9uIGEgdGFyZ2V0IG5hbWVzIChleGFjdCBuYW1lLCBwcmVmaXgsIG9yIHdpdGggYSBwYW5lKS4gKi9cbiAgI25lZWQodGFyZ2V0OiBzdHJpbmcpOiBTZXNzaW9uIHtcbiAgICByZXR1cm4gcmVzb2x2ZVNlc3Npb24odGhpcy5zZXNzaW9ucywgdGFyZ2V0KTtcbiAgfVxuXG4gIC8qKiBUaGUgc2Vzc2lvbiwgd2luZG93IGFuZCBwYW5lIGEgdGFyZ2V0IG5hbWVzLiAqL1xuICAjdGFyZ2V0KHRhcmdldDogc3RyaW5nKTogUmVzb2x2ZWQge1xuICAgIHJldHVybiByZXNvbHZlVGFyZ2V0KHRoaXMuc2Vzc2lvbnMsIHRhcmdldCk7XG4gIH1cblxuICAjbmV3U2Vzc2lvbihcbiAgICBjb25uOiBDbGllbnRDb25uZWN0aW9uLFxuICAgIHJlcTogUmVxdWVzdE1zZyAmIHsgb3A6IFwibmV3XCIgfSxcbiAgKTogUmVwbHkge1xuICAgIGNvbnN0IG5hbWUgPSByZXEubmFtZSA/PyB0aGlzLiNmcmVlTmFtZSgpO1xuICAgIGlmICh0aGlzLnNlc3Npb25zLmhhcyhuYW1lKSkge1xuICAgICAgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFxuICAgICAgICBcImV4aXN0c1wiLFxuICAgICAgICBgQSBzZXNzaW9uIG5hbWVkICR7bmFtZX0gYWxyZWFkeSBleGlzdHM7IHBpY2sgYW5vdGhlciBuYW1lYCxcbiAgICAgICk7XG4gICAgfVxuICAgIC8vIE5vIGNsaWVudCBlbnZpcm9ubWVudCAoYSBjbGllbnQgb24gYW5vdGhlciBob3N0KTogdGhlIGRhZW1vbidzIG93bi5cbiAgICBjb25zdCBiYXNlID0geyAuLi4ocmVxLmJhc2VFbnYgPz8gRGVuby5lbnYudG9PYmplY3QoKSkgfTtcbiAgICAvLyBBIGNvbmZpZyBjb21tYW5kJ3Mgam9iJ3MsIG5vdCBpdHMgcGFuZXMnLlxuICAgIGRlbGV0ZSBiYXNlW0NPTkZJR19DTElFTlRfRU5WXTtcbiAgICBjb25zdCBjd2QgPSByZXEuY3dkID8/IGJhc2UuSE9NRSA/PyBcIi9cIjtcbiAgICB0cnkge1xuICAgICAgaWYgKCFEZW5vLnN0YXRTeW5jKGN3ZCkuaXNEaXJlY3RvcnkpIHRocm93IG5ldyBFcnJvcihcIm5vdCBhIGRpcmVjdG9yeVwiKTtcbiAgICB9IGNhdGNoIHtcbiAgICAgIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcImJhZC1yZXF1ZXN0XCIsIGBObyBzdWNoIGRpcmVjdG9yeTogJHtjd2R9YCk7XG4gICAgfVxuICAgIG5lZWRGZHNGb3JTZXNzaW9uKCk7XG4gICAgY29uc3Qgc2hlbGwgPSB0aGlzLm9wdGlvbnMub3B0aW9uc1tcImRlZmF1bHQtc2hlbGxcIl0gfHwgYmFzZS5TSEVMTDtcbiAgICBjb25zdCBjbWQgPSByZXEuY21kPy5sZW5ndGggPyByZXEuY21kIDogW3NoZWxsIHx8IFwiL2Jpbi9zaFwiXTtcbiAgICAvLyBUaGUgdXNlcidzIHNoZWxsIHdpdGggbm8gY29tbWFuZCBnaXZlbiBzdGFydHMgYXMgYSBsb2dpbiBzaGVsbCwgYXMgaW5cbiAgICAvLyB0bXV4LCBzbyB0aGF0IHRoZSBwcm9maWxlJ3MgUEFUSCBhbmQgc2V0dGluZ3MgYXBwbHkgaW4gdGhlIHNlc3Npb24uXG4gICAgY29uc3QgYXJndjAgPSByZXEuY21kPy5sZW5ndGhcbiAgICAgID8gdW5kZWZpbmVkXG4gICAgICA6IGAtJHtjbWRbMF0uc2xpY2UoY21kWzBdLmxhc3RJbmRleE9mKFwiL1wiKSArIDEpfWA7XG4gICAgLy8gYC1lYCdzIHZhcmlhYmxlcyBhcmUgdGhlIHNlc3Npb24ncyBlbnZpcm9ubWVudCAoYXMgdG11eCdzKSwgb3ZlclxuICAgIC8vIHRoZSBnbG9iYWwgb25lJ3MgY2hhbmdlcyAoYGVudmlyb25tZW50LnRzYCkuXG4gICAgY29uc3QgZW52OiBSZWNvcmQ8c3RyaW5nLCBzdHJpbmc+ID0ge1xuICAgICAgLi4uYmFzZSxcbiAgICAgIFRFUk06IFwieHRlcm0tMjU2Y29sb3JcIixcbiAgICAgIENPTE9SVEVSTTogXCJ0cnVlY29sb3JcIixcbiAgICAgIEJFUlRIOiBgJHt0aGlzLiNzb2NrZXRQYXRofSwke25hbWV9YCxcbiAgICB9O1xuICAgIC8vIFNpemVzIHRoZSBvdXRlciB0ZXJtaW5hbCBoYWQgbWVhbiBub3RoaW5nIGluIGhlcmUuXG4gICAgZGVsZXRlIGVudi5DT0xVTU5TO1xuICAgIGRlbGV0ZSBlbnYuTElORVM7XG4gICAgY29uc3QgcGFyc2UgPSB0aGlzLiNzcGFyZXMudGFrZShjb25uKTtcbiAgICBwcmVsb2FkV2FpdFBhdHRlcm5zKCk7XG4gICAgcHJlbG9hZFR0eUF0dGFjaCgpO1xuICAgIGNvbnN0IHNlc3Npb24gPSBTZXNzaW9uLnN0YXJ0KFxuICAgICAge1xuICAgICAgICBuYW1lLFxuICAgICAgICBjbWQsXG4gICAgICAgIGFyZ3YwLFxuICAgICAgICBjd2QsXG4gICAgICAgIGVudixcbiAgICAgICAgY29sczogcmVxLmNvbHMsXG4gICAgICAgIHJvd3M6IHJlcS5yb3dzLFxuICAgICAgICBrZWVwOiByZXEua2VlcCA/PyBmYWxzZSxcbiAgICAgICAgc2Nyb2xsYmFjazogcmVxLnNjcm9sbGJhY2sgPz8gdGhpcy5vcHRpb25zLm9wdGlvbnMuc2Nyb2xsYmFjayxcbiAgICAgICAgcmVtYWluT25FeGl0OiAoKSA9PiB0aGlzLm9wdGlvbnMub3B0aW9uc1tcInJlbWFpbi1vbi1leGl0XCJdLFxuICAgICAgICBlbnZpcm9uOiBPYmplY3QuZW50cmllcyhyZXEuZW52ID8/IHt9KSxcbiAgICAgICAgZ2xvYmFsRW52OiAoKSA9PiB0aGlzLiNlbnZpcm9uLFxuICAgICAgfSxcbiAgICAgIHRoaXMuI3dhdGNoZXIsXG4gICAgICB0aGlzLmxvZyxcbiAgICAgIHtcbiAgICAgICAgZ2F0aGVyOiB0aGlzLiNnYXRoZXIsXG4gICAgICAgIHBhcnNlLFxuICAgICAgICBwYW5lSWRzOiB0aGlzLiNwYW5lSWRzLFxuICAgICAgICB3aW5kb3dJZHM6IHRoaXMuI3dpbmRvd0lkcyxcbiAgICAgICAgc2Vzc2lvbklkczogdGhpcy4jc2Vzc2lvbklkcyxcbiAgICAgICAgZW5kaW5nczogdGhpcy4jZW5kaW5ncyxcbiAgICAgIH0sXG4gICAgKTtcbiAgICBzZXNzaW9uLm9uR29uZSA9IChzKSA9PiB0aGlzLiNzZXNzaW9uR29uZShzKTtcbiAgICBzZXNzaW9uLm9uUGFuZUNsb3NlZCA9IChwKSA9PiB0aGlzLiNwYW5lQ2xvc2VkKHApO1xuICAgIHRoaXMuc2Vzc2lvbnMuc2V0KG5hbWUsIHNlc3Npb24pO1xuICAgIHRoaXMuI2V4aXRlZC5kZWxldGUobmFtZSk7XG4gICAgcmV0dXJuIHsgZGF0YTogeyBuYW1lLCBwaWQ6IHNlc3Npb24ucGlkIH0gfTtcbiAgfVxuXG4gIC8qKiBUaGUgc21hbGxlc3QgdW51c2VkIG51bWJlciwgYXMgdG11eCBuYW1lcyBzZXNzaW9ucy4gKi9cbiAgI2ZyZWVOYW1lKCk6IHN0cmluZyB7XG4gICAgZm9yIChsZXQgaSA9IDA7OyBpKyspIGlmICghdGhpcy5zZXNzaW9ucy5oYXMoU3RyaW5nKGkpKSkgcmV0dXJuIFN0cmluZyhpKTtcbiAgfVxuXG4gIC8qKiBgbHNgOiB0aGUgc2Vzc2lvbnMsIG9sZGVzdCBmaXJzdCwgd2l0aCBgZm9ybWF0YCBleHBhbmRlZCBmb3IgZWFjaC4gKi9cbiAgYXN5bmMgI2xpc3RTZXNzaW9ucyhcbiAgICBjb25uOiBDbGllbnRDb25uZWN0aW9uLFxuICAgIGZvcm1hdDogc3RyaW5nIHwgdW5kZWZpbmVkLFxuICApOiBQcm9taXNlPFJlc3BvbnNlc1tcImxzXCJdPiB7XG4gICAgY29uc3Qgc2Vzc2lvbnMgPSBbLi4udGhpcy5zZXNzaW9ucy52YWx1ZXMoKV1cbiAgICAgIC5zb3J0KChhLCBiKSA9PiBhLmNyZWF0ZWQgLSBiLmNyZWF0ZWQpO1xuICAgIGNvbnN0IGRhdGEgPSB7IHNlc3Npb25zOiBzZXNzaW9ucy5tYXAoKHMpID0+IHMuaW5mbygpKSB9O1xuICAgIGlmIChmb3JtYXQgPT09IHVuZGVmaW5lZCkgcmV0dXJuIGRhdGE7XG4gICAgY29uc3Qgb3duID0gdGhpcy4jYXR0YWNobWVudChjb25uKTtcbiAgICBjb25zdCBsaW5lcyA9IGF3YWl0IGZvcm1hdExpbmVzKFxuICAgICAgZm9ybWF0LFxuICAgICAgc2Vzc2lvbnMubWFwKChzKSA9PiBzZXNzaW9uQ29udGV4dChzLCBvd24pKSxcbiAgICApO1xuICAgIHJldHVybiB7IC4uLmRhdGEsIGxpbmVzIH07XG4gIH1cblxuICAvKipcbiAgICogYGxpc3Qtd2luZG93c2AgYW5kIGBsaXN0LXBhbmVzYDogdGhlIHJvd3MsIHdpdGggYGZvcm1hdGAgZXhwYW5kZWRcbiAgICogZm9yIGVhY2ggKGEgd2luZG93IHdpdGggaXRzIGFjdGl2ZSBwYW5lOyBlYWNoIHBhbmUpLlxuICAgKi9cbiAgYXN5bmMgI2xpc3RQYW5lcyhcbiAgICBjb25uOiBDbGllbnRDb25uZWN0aW9uLFxuICAgIHJlcTogUmVxdWVzdE1zZyAmIHsgb3A6IFwibGlzdC13aW5kb3dzXCIgfCBcImxpc3QtcGFuZXNcIiB9LFxuICApOiBQcm9taXNlPFJlY29yZDxzdHJpbmcsIHVua25vd24+PiB7XG4gICAgY29uc3QgZGF0YSA9IGhhbmRsZVBhbmVSZXF1ZXN0KHRoaXMuc2Vzc2lvbnMsIHJlcSkgYXMgUmVjb3JkPFxuICAgICAgc3RyaW5nLFxuICAgICAgdW5rbm93blxuICAgID47XG4gICAgaWYgKHJlcS5mb3JtYXQgPT09IHVuZGVmaW5lZCkgcmV0dXJuIGRhdGE7XG4gICAgY29uc3QgeyBzZXNzaW9uLCB3aW5kb3cgfSA9IHJlc29sdmVUYXJnZXQodGhpcy5zZXNzaW9ucywgcmVxLm5hbWUpO1xuICAgIGNvbnN0IG93biA9IHRoaXMuI2F0dGFjaG1lbnQoY29ubik7XG4gICAgY29uc3QgY29udGV4dHMgPSByZXEub3AgPT09IFwibGlzdC1wYW5lc1wiXG4gICAgICA/IHBhbmVDb250ZXh0cyhzZXNzaW9uLCB3aW5kb3csIG93bilcbiAgICAgIDogc2Vzc2lvbi53aW5kb3dzLm1hcCgodykgPT4gd2luZG93Q29udGV4dChzZXNzaW9uLCB3LCBvd24pKTtcbiAgICByZXR1cm4geyAuLi5kYXRhLCBsaW5lczogYXdhaXQgZm9ybWF0TGluZXMocmVxLmZvcm1hdCwgY29udGV4dHMpIH07XG4gIH1cblxuICAjYXR0YWNoKGNvbm46IENsaWVudENvbm5lY3Rpb24sIHJlcTogUmVxdWVzdE1zZyAmIHsgb3A6IFwiYXR0YWNoXCIgfSk6IFJlcGx5IHtcbiAgICBpZiAodGhpcy4jYXR0YWNobWVudChjb25uKSkge1xuICAgICAgdGhyb3cgbmV3IFByb3RvY29sRXJyb3IoXCJUaGlzIGNvbm5lY3Rpb24gaXMgYWxyZWFkeSBhdHRhY2hlZFwiKTtcbiAgICB9XG4gICAgY29uc3Qgb2xkID0gcmVxLnJlc3VtZSA/IHRoaXMuI3Rha2VPdmVyKHJlcS5yZXN1bWUudG9rZW4pIDogbnVsbDtcbiAgICAvLyBUaGUgdG9rZW4ncyBzZXNzaW9uIHdpbnMgb3ZlciB0aGUgbmFtZSB0aGUgY2xpZW50IGdhdmU6IGEgc3dpdGNoLWNsaWVudFxuICAgIC8vIHdob3NlIGBzd2l0Y2hlZGAgcHVzaCB3YXMgbG9zdCB3aXRoIHRoZSBsaW5rIHN0YXlzIHN3aXRjaGVkLlxuICAgIGNvbnN0IGhlbGQgPSBvbGQgJiYgdGhpcy5zZXNzaW9ucy5nZXQob2xkLnNlc3Npb24ubmFtZSkgPT09IG9sZC5zZXNzaW9uXG4gICAgICA/IG9sZC5zZXNzaW9uXG4gICAgICA6IG51bGw7XG4gICAgY29uc3QgZW5kZWQgPSAhaGVsZCAmJiByZXEucmVzdW1lICYmIHJlcS5uYW1lXG4gICAgICA/IHRoaXMuI2VuZGVkTWVhbndoaWxlKGNvbm4sIHJlcS5uYW1lKVxuICAgICAgOiBudWxsO1xuICAgIGlmIChlbmRlZCkgcmV0dXJuIGVuZGVkO1xuICAgIGNvbnN0IHNlc3Npb24gPSBoZWxkID8/XG4gICAgICAocmVxLm5hbWUgPyB0aGlzLiNuZWVkKHJlcS5uYW1lKSA6IHRoaXMuI21vc3RSZWNlbnQoKSk7XG4gICAgaWYgKHNlc3Npb24uZXhpdCkge1xuICAgICAgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFxuICAgICAgICBcImV4aXRlZFwiLFxuICAgICAgICBgU2Vzc2lvbiAke3Nlc3Npb24ubmFtZX0gaGFzIGV4aXRlZDsgYmVydGggY2FwdHVyZSAke3Nlc3Npb24ubmFtZX0gc2hvd3MgaXRzIHNjcmVlbiwgYmVydGgga2lsbCAke3Nlc3Npb24ubmFtZX0gcmVtb3ZlcyBpdGAsXG4gICAgICApO1xuICAgIH1cbiAgICBpZiAocmVxLmRldGFjaE90aGVycykgdGhpcy4jZGV0YWNoQWxsKHNlc3Npb24pO1xuICAgIGNvbnN0IGNsaWVudCA9IG5ldyBBdHRhY2hlZENsaWVudChcbiAgICAgIGNvbm4sXG4gICAgICBzZXNzaW9uLFxuICAgICAgcmVxLnJlYWRPbmx5ID8/IGZhbHNlLFxuICAgICAgcmVxLmNvbHMsXG4gICAgICByZXEucm93cyxcbiAgICAgIHJlcS5jbGlwYm9hcmQgPz8gZmFsc2UsXG4gICAgKTtcbiAgICBjb25zdCB1cGdyYWRlZCA9IG9sZD8uY2xpZW50IGluc3RhbmNlb2YgQ2FycmllZEF0dGFjaG1lbnQgJiZcbiAgICAgIG9sZC5zZXNzaW9uID09PSBzZXNzaW9uO1xuICAgIGlmICh1cGdyYWRlZCkge1xuICAgICAgLy8gSXRzIGlucHV0IHNlcSBnb2VzIG9uOyBpdHMgc2NyZWVuIGNvbWVzIHdob2xlIChhIGZyZXNoIHZpZXcpLlxuICAgICAgY2xpZW50LnJlc3VtZSA9IG9sZC5jbGllbnQucmVzdW1lO1xuICAgICAgT2JqZWN0LmFzc2lnbihjbGllbnQudmlldywgbmV3U2VudFN0YXRlKCkpO1xuICAgICAgY2xpZW50LnZpZXcuc2VxID0gTWF0aC5tYXgob2xkLmNsaWVudC52aWV3LnNlcSwgcmVxLnJlc3VtZSEuc2VxKTtcbiAgICB9XG4gICAgY29uc3QgcmVzdW1lZCA9IHVwZ3JhZGVkIHx8XG4gICAgICAob2xkPy5zZXNzaW9uID09PSBzZXNzaW9uICYmXG4gICAgICAgIGNhcnJ5T3ZlcihjbGllbnQsIG9sZC5jbGllbnQsIHJlcS5yZXN1bWUhLnNlcSkpO1xuICAgIGlmIChvbGQpIHRoaXMubG9nLmluZm8oYGNsaWVudCAke2Nvbm4uaWR9OiByZXN1bWVkLCBkaWZmOiAke3Jlc3VtZWR9YCk7XG4gICAgdGhpcy4jcmVzdW1lcy5hZGQoY2xpZW50LCBzZXNzaW9uLCBjb25uKTtcbiAgICB0aGlzLiNhdHRhY2hlZC5zZXQoY29ubiwge1xuICAgICAgY2xpZW50LFxuICAgICAgc2Vzc2lvbixcbiAgICAgIGlkOiBjb25uLmlkLFxuICAgICAgdHR5OiBzaG93blR0eShyZXEudHR5KSxcbiAgICAgIHBpZDogcmVxLnBpZCA/PyAwLFxuICAgICAgc2luY2U6IERhdGUubm93KCksXG4gICAgICBsYXN0OiBudWxsLFxuICAgICAgcGlubmVkOiByZXEucGlubmVkID8/IGZhbHNlLFxuICAgIH0pO1xuICAgIHNlc3Npb24uYXR0YWNoKGNsaWVudCk7XG4gICAgY29uc3QgeyB0b2tlbiwgaW5wdXRTZXE6IGlucHV0IH0gPSBjbGllbnQucmVzdW1lO1xuICAgIHJldHVybiB7XG4gICAgICBkYXRhOiB7XG4gICAgICAgIG5hbWU6IHNlc3Npb24ubmFtZSxcbiAgICAgICAgdG9rZW4sXG4gICAgICAgIGlucHV0LFxuICAgICAgICByZXN1bWVkLFxuICAgICAgICAuLi4odXBncmFkZWQgPyB7IHVwZ3JhZGVkIH0gOiB7fSksXG4gICAgICB9LFxuICAgICAgYWZ0ZXI6ICgpID0+IGNsaWVudC5wdW1wKCksXG4gICAgfTtcbiAgfVxuXG4gIC8qKiBNYXJrcyBgY29ubmAncyBgYXR0YWNoLXR0eWAgdW5kZXIgd2F5OyBvbmUgcGVyIGNvbm5lY3Rpb24uICovXG4gICNjbGFpbVR0eShjb25uOiBDbGllbnRDb25uZWN0aW9uKTogdm9pZCB7XG4gICAgaWYgKFxuICAgICAgdGhpcy4jdHR5cy5oYXMoY29ubikgfHwgdGhpcy4jdHR5c1BlbmRpbmcuaGFzKGNvbm4pIHx8XG4gICAgICB0aGlzLiNhdHRhY2htZW50KGNvbm4pXG4gICAgKSB7XG4gICAgICB0aHJvdyBuZXcgUHJvdG9jb2xFcnJvcihcIlRoaXMgY29ubmVjdGlvbiBpcyBhbHJlYWR5IGF0dGFjaGVkXCIpO1xuICAgIH1cbiAgICB0aGlzLiN0dHlzUGVuZGluZy5zZXQoY29ubiwgbnVsbCk7XG4gIH1cblxuICAvKipcbiAgICogUnVucyBhbiBhdHRhY2ggY2xpZW50IG9uIHRoZSB0ZXJtaW5hbCBvZiB0aGUgY2xpZW50IHRoYXQgYXNrc1xuICAgKiAoYHR0eV9hdHRhY2gudHNgKTsgYW5zd2VycyBvbmNlIGl0IGlzIGF0dGFjaGVkLCBvciBoYXMgZmFpbGVkIHRvIChpdHNcbiAgICogYGRvbmVgIHRoZW4gc2F5cyB3aHkpLlxuICAgKi9cbiAgYXN5bmMgI2F0dGFjaFR0eShcbiAgICBjb25uOiBDbGllbnRDb25uZWN0aW9uLFxuICAgIHJlcTogUmVxdWVzdE1zZyAmIHsgb3A6IFwiYXR0YWNoLXR0eVwiIH0sXG4gICk6IFByb21pc2U8UmVwbHk+IHtcbiAgICBjb25zdCB7IFR0eUF0dGFjaCB9ID0gYXdhaXQgbG9hZFR0eUF0dGFjaCgpO1xuICAgIGNvbnN0IGVhcmx5ID0gdGhpcy4jdHR5c1BlbmRpbmcuZ2V0KGNvbm4pO1xuICAgIC8vIEdvbmUgbWVhbndoaWxlIChjbG9zZWQsIHdoaWNoIGZvcmdldHMgaXQpOiBub3RoaW5nIHRvIGRyYXcgZm9yLlxuICAgIGlmICghdGhpcy4jdHR5c1BlbmRpbmcuZGVsZXRlKGNvbm4pKSB7XG4gICAgICB0aHJvdyBuZXcgUmVxdWVzdEZhaWx1cmUoXCJuby10dHlcIiwgXCJUaGUgY2xpZW50IGlzIGdvbmVcIik7XG4gICAgfVxuICAgIGxldCBhbnN3ZXIhOiAoYTogeyBuYW1lOiBzdHJpbmc7IHRva2VuOiBzdHJpbmcgfSkgPT4gdm9pZDtcbiAgICBjb25zdCBhdHRhY2hlZCA9IG5ldyBQcm9taXNlPHsgbmFtZTogc3RyaW5nOyB0b2tlbjogc3RyaW5nIH0+KChyKSA9PlxuICAgICAgYW5zd2VyID0gclxuICAgICk7XG4gICAgY29uc3QgbGl2ZSA9IChjOiBDbGllbnRDb25uZWN0aW9uKSA9PiB0aGlzLiNhdHRhY2htZW50KGMpO1xuICAgIGNvbnN0IGhvc3QgPSB7XG4gICAgICBvcHRpb25zOiB0aGlzLm9wdGlvbnMsXG4gICAgICBzb2NrZXQ6IHRoaXMuI3NvY2tldFBhdGgsXG4gICAgICBnYXRoZXI6IHRoaXMuI2dhdGhlcixcbiAgICAgIGNvbm5lY3RMb2NhbDogKGxpbms6IExvY2FsTGluaykgPT4gdGhpcy4jc2VydmUobGluayksXG4gICAgICByb3V0ZU9mOiAoYzogQ2xpZW50Q29ubmVjdGlvbikgPT5cbiAgICAgICAgbGl2ZShjKT8uc2Vzc2lvbi5yb3V0ZS5idWZmZXIgYXMgU2hhcmVkQXJyYXlCdWZmZXIgPz8gbnVsbCxcbiAgICAgIGlucHV0VHVybjogKGM6IENsaWVudENvbm5lY3Rpb24pID0+IHtcbiAgICAgICAgY29uc3QgYSA9IGxpdmUoYyk7XG4gICAgICAgIHJldHVybiAhYSB8fCBhLnNlc3Npb24uaW5wdXRCdXN5IHx8ICFhLnNlc3Npb24uaGFzU2l6ZU9mKGEuY2xpZW50KVxuICAgICAgICAgID8gbnVsbFxuICAgICAgICAgIDogYS5zZXNzaW9uLnNpemVUdXJuO1xuICAgICAgfSxcbiAgICAgIHRvdWNoZWQ6IChjOiBDbGllbnRDb25uZWN0aW9uKSA9PiB7XG4gICAgICAgIGNvbnN0IGEgPSBsaXZlKGMpO1xuICAgICAgICBhPy5zZXNzaW9uLnRvdWNoZWQoYS5jbGllbnQpO1xuICAgICAgfSxcbiAgICAgIGxlbmRUZXJtaW5hbDogKFxuICAgICAgICBjOiBDbGllbnRDb25uZWN0aW9uLFxuICAgICAgICBpZDogbnVtYmVyLFxuICAgICAgICBzYWI6IFNoYXJlZEFycmF5QnVmZmVyLFxuICAgICAgICBmZDogbnVtYmVyLFxuICAgICAgICBvd25lcjogbnVtYmVyLFxuICAgICAgKSA9PiBsaXZlKGMpPy5zZXNzaW9uLmxlbmRUZXJtaW5hbChpZCwgc2FiLCBmZCwgb3duZXIpID8/IG51bGwsXG4gICAgfTtcbiAgICBjb25zdCB0dHkgPSBuZXcgVHR5QXR0YWNoKGhvc3QsIGNvbm4sIHJlcSwgYW5zd2VyKTtcbiAgICB0aGlzLiN0dHlzLnNldChjb25uLCB0dHkpO1xuICAgIGlmIChlYXJseSkgdHR5LnRlcm1pbmF0ZShlYXJseSk7XG4gICAgdHR5LmRvbmUudGhlbigocmVzdWx0KSA9PiB7XG4gICAgICB0aGlzLiN0dHlzLmRlbGV0ZShjb25uKTtcbiAgICAgIGNvbm4uc2VuZCh7IHQ6IFwiZG9uZVwiLCAuLi5yZXN1bHQgfSk7XG4gICAgfSk7XG4gICAgcmV0dXJuIHsgZGF0YTogYXdhaXQgYXR0YWNoZWQgfTtcbiAgfVxuXG4gIC8qKlxuICAgKiBDbGFpbXMgdGhlIGF0dGFjaG1lbnQgYHRva2VuYCBuYW1lcyBmb3IgYSByZXN1bWUsIHRha2luZyBpdCBvZmYgdGhlXG4gICAqIGNvbm5lY3Rpb24gaXQgaXMgc3RpbGwgb24gKG9uZSB0aGF0IGhhcyBub3Qgbm90aWNlZCBpdHMgbGluayBicm9rZSkuXG4gICAqL1xuICAjdGFrZU92ZXIodG9rZW46IHN0cmluZykge1xuICAgIGNvbnN0IG9sZCA9IHRoaXMuI3Jlc3VtZXMuY2xhaW0odG9rZW4pO1xuICAgIGlmIChcbiAgICAgIG9sZD8uaG9sZGVyICYmIG9sZC5jbGllbnQgaW5zdGFuY2VvZiBBdHRhY2hlZENsaWVudCAmJlxuICAgICAgdGhpcy4jYXR0YWNoZWQuZ2V0KG9sZC5ob2xkZXIpPy5jbGllbnQgPT09IG9sZC5jbGllbnRcbiAgICApIHtcbiAgICAgIG9sZC5zZXNzaW9uLmRyb3BDbGllbnQob2xkLmNsaWVudCk7XG4gICAgICB0aGlzLiNhdHRhY2hlZC5kZWxldGUob2xkLmhvbGRlcik7XG4gICAgICBvbGQuaG9sZGVyLmNsb3NlV2hlbkZsdXNoZWQoKTtcbiAgICB9XG4gICAgcmV0dXJuIG9sZDtcbiAgfVxuXG4gIC8qKlxuICAgKiBBIHJlc3VtZSBvZiBhIHNlc3Npb24gdGhhdCBlbmRlZCB3aGlsZSB0aGUgbGluayB3YXMgZG93bjogdGhlIGNsaWVudFxuICAgKiBnZXRzIHRoZSBlbmQgaXQgbWlzc2VkLCB3aXRoIHRoZSBleGl0IHN0YXR1cyB3aGVuIGl0IGlzIHJlbWVtYmVyZWQuXG4gICAqL1xuICAjZW5kZWRNZWFud2hpbGUoY29ubjogQ2xpZW50Q29ubmVjdGlvbiwgbmFtZTogc3RyaW5nKTogUmVwbHkgfCBudWxsIHtcbiAgICBpZiAodGhpcy5zZXNzaW9ucy5oYXMobmFtZSkpIHJldHVybiBudWxsO1xuICAgIGNvbnN0IHN0YXR1cyA9IHRoaXMuI2V4aXRlZC5nZXQobmFtZSk7XG4gICAgaWYgKCFzdGF0dXMpIHJldHVybiBudWxsO1xuICAgIHJldHVybiB7XG4gICAgICBkYXRhOiB7IG5hbWUsIHRva2VuOiBcIlwiLCBpbnB1dDogMCwgcmVzdW1lZDogZmFsc2UgfSxcbiAgICAgIGFmdGVyOiAoKSA9PiBjb25uLnNlbmQoeyB0OiBcImVuZFwiLCByZWFzb246IFwiZXhpdGVkXCIsIG5hbWUsIHN0YXR1cyB9KSxcbiAgICB9O1xuICB9XG5cbiAgLyoqXG4gICAqIGBkZXRhY2gtY2xpZW50IC10IE5BTUVgOiB0aGUgY2xpZW50IG5hbWVkIE5BTUUgKGl0cyB0dHkpLCBlbHNlIGV2ZXJ5XG4gICAqIGNsaWVudCBvZiBzZXNzaW9uIE5BTUU7IHJldHVybnMgaG93IG1hbnkgd2VyZSBkZXRhY2hlZC5cbiAgICovXG4gIC8qKiBUZWxscyB0aGUgYXR0YWNoIGNsaWVudCBuYW1lZCBgbmFtZWAgdG8gc3VzcGVuZCAodG11eCdzIE1TR19TVVNQRU5EKS4gKi9cbiAgI3N1c3BlbmRDbGllbnQobmFtZTogc3RyaW5nKTogdm9pZCB7XG4gICAgZm9yIChjb25zdCBbY29ubiwgYV0gb2YgdGhpcy4jYXR0YWNoZWQpIHtcbiAgICAgIGlmIChhLmNsaWVudC5lbmRlZCB8fCBjbGllbnROYW1lKGEpICE9PSBuYW1lKSBjb250aW51ZTtcbiAgICAgIGlmICghYS5jbGllbnQuc3VzcGVuZGVkKSBjb25uLnNlbmQoeyB0OiBcInN1c3BlbmRcIiB9KTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFxuICAgICAgXCJub3QtZm91bmRcIixcbiAgICAgIGBObyBjbGllbnQgbmFtZWQgJHtuYW1lfSAoYmVydGggbGlzdC1jbGllbnRzIGxpc3RzIHRoZW0pYCxcbiAgICApO1xuICB9XG5cbiAgI2RldGFjaENsaWVudHMobmFtZTogc3RyaW5nKTogbnVtYmVyIHtcbiAgICBmb3IgKGNvbnN0IFtjb25uLCBhXSBvZiB0aGlzLiNhdHRhY2hlZCkge1xuICAgICAgaWYgKGEuY2xpZW50LmVuZGVkIHx8IGNsaWVudE5hbWUoYSkgIT09IG5hbWUpIGNvbnRpbnVlO1xuICAgICAgdGhpcy4jYXR0YWNoZWQuZGVsZXRlKGNvbm4pO1xuICAgICAgYS5zZXNzaW9uLmRldGFjaChhLmNsaWVudCwgXCJkZXRhY2hlZFwiKTtcbiAgICAgIHJldHVybiAxO1xuICAgIH1cbiAgICBpZiAoIXRoaXMuc2Vzc2lvbnMuaGFzKG5hbWUpICYmIC9eKFxcL2RldlxcL3xjbGllbnQtXFxkKyQpLy50ZXN0KG5hbWUpKSB7XG4gICAgICB0aHJvdyBuZXcgUmVxdWVzdEZhaWx1cmUoXG4gICAgICAgIFwibm90LWZvdW5kXCIsXG4gICAgICAgIGBObyBjbGllbnQgbmFtZWQgJHtuYW1lfSAoYmVydGggbGlzdC1jbGllbnRzIGxpc3RzIHRoZW0pYCxcbiAgICAgICk7XG4gICAgfVxuICAgIHJldHVybiB0aGlzLiNkZXRhY2hBbGwodGhpcy4jbmVlZChuYW1lKSk7XG4gIH1cblxuICAvKiogYHN3aXRjaC1jbGllbnRgOiBtb3ZlcyBhIGNsaWVudDsgcmV0dXJucyB0aGUgbmFtZSBvZiBpdHMgbmV3IHNlc3Npb24uICovXG4gICNzd2l0Y2hDbGllbnQoXG4gICAgY29ubjogQ2xpZW50Q29ubmVjdGlvbixcbiAgICByZXE6IFJlcXVlc3RNc2cgJiB7IG9wOiBcInN3aXRjaC1jbGllbnRcIiB9LFxuICApOiBzdHJpbmcge1xuICAgIGNvbnN0IGEgPSBjbGllbnRUb01vdmUoXG4gICAgICByZXEsXG4gICAgICB0aGlzLiNhdHRhY2htZW50KGNvbm4pLFxuICAgICAgdGhpcy4jYXR0YWNoZWQudmFsdWVzKCksXG4gICAgICAobmFtZSkgPT4gdGhpcy4jbmVlZChuYW1lKSxcbiAgICApO1xuICAgIGxldCB0byA9IGEuc2Vzc2lvbjtcbiAgICBpZiAocmVxLnRvID09PSBcImxhc3RcIikge1xuICAgICAgdG8gPSBhLmxhc3QgJiYgdGhpcy5zZXNzaW9ucy5nZXQoYS5sYXN0Lm5hbWUpID09PSBhLmxhc3RcbiAgICAgICAgPyBhLmxhc3RcbiAgICAgICAgOiBmYWlsTm9MYXN0KCk7XG4gICAgfSBlbHNlIGlmIChyZXEudG8pIHtcbiAgICAgIHRvID0gbmVpZ2hib3VyU2Vzc2lvbihbLi4udGhpcy5zZXNzaW9ucy52YWx1ZXMoKV0sIGEuc2Vzc2lvbiwgcmVxLnRvKTtcbiAgICB9IGVsc2UgaWYgKHJlcS5uYW1lICE9PSB1bmRlZmluZWQpIHtcbiAgICAgIGNvbnN0IHQgPSB0aGlzLiN0YXJnZXQocmVxLm5hbWUpO1xuICAgICAgdG8gPSB0LnNlc3Npb247XG4gICAgICAvLyBgU0VTU0lPTjpXSU5ET1dgIHNob3dzIHRoYXQgd2luZG93IHRvbywgYW5kIGBTRVNTSU9OOlcuUGAgb3JcbiAgICAgIC8vIGAlTmAgbWFrZXMgdGhhdCBwYW5lIHRoZSBhY3RpdmUgb25lLCBhcyB0bXV4J3MgLXQgZG9lcyAoaXQgbG9va3NcbiAgICAgIC8vIGZvciB0aGUgc2FtZSBjaGFyYWN0ZXJzKS5cbiAgICAgIGlmICgvWzouJV0vLnRlc3QocmVxLm5hbWUpKSB0by5zZWxlY3RQYW5lKHQucGFuZSk7XG4gICAgfVxuICAgIGlmICh0by5leGl0KSB7XG4gICAgICB0aHJvdyBuZXcgUmVxdWVzdEZhaWx1cmUoXG4gICAgICAgIFwiZXhpdGVkXCIsXG4gICAgICAgIGBTZXNzaW9uICR7dG8ubmFtZX0gaGFzIGV4aXRlZDsgYmVydGgga2lsbCAke3RvLm5hbWV9IHJlbW92ZXMgaXRgLFxuICAgICAgKTtcbiAgICB9XG4gICAgaWYgKHRvID09PSBhLnNlc3Npb24pIHJldHVybiB0by5uYW1lO1xuICAgIGlmIChhLnBpbm5lZCkge1xuICAgICAgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFxuICAgICAgICBcImJhZC1yZXF1ZXN0XCIsXG4gICAgICAgIGBDbGllbnQgJHtcbiAgICAgICAgICBjbGllbnROYW1lKGEpXG4gICAgICAgIH0gaXMgYSBwYWdlIG9mIGJlcnRoIHNlcnZlLCBoZWxkIHRvIHNlc3Npb24gJHthLnNlc3Npb24ubmFtZX1gLFxuICAgICAgKTtcbiAgICB9XG4gICAgdGhpcy4jbW92ZShhLCB0byk7XG4gICAgcmV0dXJuIHRvLm5hbWU7XG4gIH1cblxuICAvKipcbiAgICogYGRpc3BsYXktbWVzc2FnZWA6IHRoZSBleHBhbmRlZCB0ZXh0LCBmb3IgdGhlIGFuc3dlciAoYHByaW50YCkgb3JcbiAgICogcHVzaGVkIHRvIHRoZSBjbGllbnQgdGhhdCBzaG93cyBpdCAoY29udmVyc2F0aW9uIHN0ZXAgMTcpLlxuICAgKi9cbiAgYXN5bmMgI2Rpc3BsYXlNZXNzYWdlKFxuICAgIGNvbm46IENsaWVudENvbm5lY3Rpb24sXG4gICAgcmVxOiBSZXF1ZXN0TXNnICYgeyBvcDogXCJkaXNwbGF5LW1lc3NhZ2VcIiB9LFxuICApOiBQcm9taXNlPHsgdGV4dDogc3RyaW5nOyBjbGllbnQ/OiBzdHJpbmcgfT4ge1xuICAgIGNvbnN0IHsgdGV4dCwgY2xpZW50IH0gPSBhd2FpdCBkaXNwbGF5TWVzc2FnZShcbiAgICAgIHRoaXMuc2Vzc2lvbnMsXG4gICAgICByZXEsXG4gICAgICB0aGlzLiNhdHRhY2htZW50KGNvbm4pLFxuICAgICAgdGhpcy4jYXR0YWNoZWQudmFsdWVzKCksXG4gICAgKTtcbiAgICBpZiAocmVxLnByaW50IHx8ICFjbGllbnQpIHJldHVybiB7IHRleHQgfTtcbiAgICBjb25zdCB0byA9IFsuLi50aGlzLiNhdHRhY2hlZF0uZmluZCgoWywgYV0pID0+IGEgPT09IGNsaWVudCkhWzBdO1xuICAgIHRvLnNlbmQoeyB0OiBcIm1lc3NhZ2VcIiwgdGV4dCB9KTtcbiAgICByZXR1cm4geyB0ZXh0LCBjbGllbnQ6IGNsaWVudE5hbWUoY2xpZW50KSB9O1xuICB9XG5cbiAgLyoqXG4gICAqIFJlLXBvaW50cyBhdHRhY2htZW50IGBhYCBhdCBzZXNzaW9uIGB0b2Agb24gdGhlIHNhbWUgY29ubmVjdGlvbjogdGhlXG4gICAqIGNsaWVudCBpcyB0b2xkLCB0aGVuIGdldHMgYSBmdWxsIGZyYW1lOyBpdHMgcmVzdW1lIHRva2VuLCBpbnB1dCBjb3VudFxuICAgKiBhbmQgZnJhbWUgbnVtYmVycyBjYXJyeSBvbiwgc28gYSByZXN1bWUgYWZ0ZXIgdGhpcyBmaW5kcyBpdCBpbiBgdG9gLlxuICAgKi9cbiAgI21vdmUoYTogQXR0YWNobWVudCwgdG86IFNlc3Npb24pOiB2b2lkIHtcbiAgICBjb25zdCBjb25uID0gWy4uLnRoaXMuI2F0dGFjaGVkXS5maW5kKChbLCBiXSkgPT4gYiA9PT0gYSkhWzBdO1xuICAgIGNvbnN0IG9sZCA9IGEuY2xpZW50O1xuICAgIGEuc2Vzc2lvbi5kcm9wQ2xpZW50KG9sZCk7XG4gICAgY29uc3QgY2xpZW50ID0gbmV3IEF0dGFjaGVkQ2xpZW50KFxuICAgICAgY29ubixcbiAgICAgIHRvLFxuICAgICAgb2xkLnJlYWRPbmx5LFxuICAgICAgb2xkLmNvbHMsXG4gICAgICBvbGQucm93cyxcbiAgICAgIG9sZC5jbGlwYm9hcmQsXG4gICAgKTtcbiAgICBjbGllbnQucmVzdW1lID0gb2xkLnJlc3VtZTtcbiAgICBjbGllbnQucmVzdW1lLmFja2VkID0gbnVsbDsgLy8gYSB2aWV3IG9mIHRoZSBvdGhlciBzZXNzaW9uOiBubyBiYXNlXG4gICAgY2xpZW50LnZpZXcuc2VxID0gb2xkLnZpZXcuc2VxOyAvLyBhbiBhY2sgb2YgdGhlIGxhc3QgZnJhbWUgc3RpbGwgZml0c1xuICAgIHRoaXMuI3Jlc3VtZXMuYWRkKGNsaWVudCwgdG8sIGNvbm4pO1xuICAgIHRoaXMuI2F0dGFjaGVkLnNldChjb25uLCB7IC4uLmEsIGNsaWVudCwgc2Vzc2lvbjogdG8sIGxhc3Q6IGEuc2Vzc2lvbiB9KTtcbiAgICB0aGlzLmxvZy5pbmZvKFxuICAgICAgYGNsaWVudCAke2Nvbm4uaWR9OiBzd2l0Y2hlZCAke2Euc2Vzc2lvbi5uYW1lfSAtPiAke3RvLm5hbWV9YCxcbiAgICApO1xuICAgIGNvbm4uc2VuZCh7IHQ6IFwic3dpdGNoZWRcIiwgbmFtZTogdG8ubmFtZSB9KTtcbiAgICB0by5hdHRhY2goY2xpZW50KTtcbiAgICAvLyBLZXlzIHR5cGVkIGluIGEgdGVybWluYWwgdGhlIGRhZW1vbiBkcmF3cyBnbyB0byB0aGUgbmV3IHNlc3Npb24uXG4gICAgZm9yIChjb25zdCB0dHkgb2YgdGhpcy4jdHR5cy52YWx1ZXMoKSkgaWYgKHR0eS5vd25zKGNvbm4pKSB0dHkucmVyb3V0ZWQoKTtcbiAgICBjbGllbnQucHVtcCgpO1xuICB9XG5cbiAgLyoqIERldGFjaGVzIGV2ZXJ5IGNsaWVudCBvZiBgc2Vzc2lvbmA7IHJldHVybnMgaG93IG1hbnkgdGhlcmUgd2VyZS4gKi9cbiAgI2RldGFjaEFsbChzZXNzaW9uOiBTZXNzaW9uKTogbnVtYmVyIHtcbiAgICBjb25zdCBjbGllbnRzID0gWy4uLnNlc3Npb24uY2xpZW50c107XG4gICAgZm9yIChjb25zdCBjIG9mIGNsaWVudHMpIHNlc3Npb24uZGV0YWNoKGMsIFwiZGV0YWNoZWRcIik7XG4gICAgcmV0dXJuIGNsaWVudHMubGVuZ3RoO1xuICB9XG5cbiAgLyoqIFJlbmFtZXMgYSBzZXNzaW9uOyBpdHMgY2xpZW50cywgd2FpdHMgYW5kIHdhdGNoZXJzIGtlZXAgaXQuICovXG4gICNyZW5hbWUobmFtZTogc3RyaW5nLCBuZXdOYW1lOiBzdHJpbmcpOiB2b2lkIHtcbiAgICBjb25zdCBzZXNzaW9uID0gdGhpcy4jbmVlZChuYW1lKTtcbiAgICAvLyBgbmFtZWAgbWF5IGJlIGEgcHJlZml4IG9mIHRoZSBzZXNzaW9uJ3MgbmFtZTogdGhlIG1hcCBob2xkcyB0aGUgZnVsbCBvbmUuXG4gICAgY29uc3Qgb2xkID0gc2Vzc2lvbi5uYW1lO1xuICAgIGlmIChuZXdOYW1lID09PSBvbGQpIHJldHVybjtcbiAgICBpZiAodGhpcy5zZXNzaW9ucy5oYXMobmV3TmFtZSkpIHtcbiAgICAgIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcbiAgICAgICAgXCJleGlzdHNcIixcbiAgICAgICAgYEEgc2Vzc2lvbiBuYW1lZCAke25ld05hbWV9IGFscmVhZHkgZXhpc3RzOyBwaWNrIGFub3RoZXIgbmFtZWAsXG4gICAgICApO1xuICAgIH1cbiAgICB0aGlzLnNlc3Npb25zLmRlbGV0ZShvbGQpO1xuICAgIHNlc3Npb24ubmFtZSA9IG5ld05hbWU7XG4gICAgdGhpcy5zZXNzaW9ucy5zZXQobmV3TmFtZSwgc2Vzc2lvbik7XG4gICAgc2Vzc2lvbi5zdGF0dXNDaGFuZ2VkKCk7XG4gICAgdGhpcy5sb2cuaW5mbyhgc2Vzc2lvbiAke29sZH0gcmVuYW1lZCAke25ld05hbWV9YCk7XG4gIH1cblxuICAjbW9zdFJlY2VudCgpOiBTZXNzaW9uIHtcbiAgICBjb25zdCBiZXN0ID0gbW9zdFJlY2VudFNlc3Npb24odGhpcy5zZXNzaW9ucyk7XG4gICAgaWYgKCFiZXN0KSB7XG4gICAgICB0aHJvdyBuZXcgUmVxdWVzdEZhaWx1cmUoXG4gICAgICAgIFwibm90LWZvdW5kXCIsXG4gICAgICAgIFwiTm8gc2Vzc2lvbnMgdG8gYXR0YWNoIHRvIChiZXJ0aCBuZXcgc3RhcnRzIG9uZSlcIixcbiAgICAgICk7XG4gICAgfVxuICAgIHJldHVybiBiZXN0O1xuICB9XG5cbiAgLyoqXG4gICAqIFdhaXRzIGZvciBhIGNvbmRpdGlvbi4gVGhlIHdhaXQgaXMgY2FuY2VsbGVkIHdoZW4gaXRzIGNsaWVudCBjbG9zZXMgdGhlXG4gICAqIGNvbm5lY3Rpb24gb3Igc2VuZHMgYHVuc3Vic2NyaWJlYCB3aXRoIHRoZSByZXF1ZXN0J3MgaWQsIHNvIHRoYXQgYVxuICAgKiBzY3JpcHQga2lsbGVkIG1pZC13YWl0IGxlYXZlcyBubyB3YXRjaGVyIGJlaGluZC5cbiAgICovXG4gIGFzeW5jICN3YWl0KFxuICAgIGNvbm46IENsaWVudENvbm5lY3Rpb24sXG4gICAgcmVxOiBSZXF1ZXN0TXNnICYgeyBvcDogXCJ3YWl0XCIgfSxcbiAgKTogUHJvbWlzZTxSZXBseT4ge1xuICAgIGNvbnN0IGNhbmNlbCA9IG5ldyBBYm9ydENvbnRyb2xsZXIoKTtcbiAgICBjb25uLnN1YnNjcmlwdGlvbnMuc2V0KHJlcS5pZCwgKCkgPT4gY2FuY2VsLmFib3J0KCkpO1xuICAgIHRyeSB7XG4gICAgICBjb25zdCBjaGVja2luZyA9IGNoZWNrV2FpdFBhdHRlcm4ocmVxLnRleHQpO1xuICAgICAgaWYgKGNoZWNraW5nKSBhd2FpdCBjaGVja2luZztcbiAgICAgIGNvbnN0IGdvbmUgPSB0aGlzLiNleGl0ZWQuZ2V0KHJlcS5uYW1lKTtcbiAgICAgIGlmIChyZXEuZXhpdCAmJiBnb25lICYmICF0aGlzLnNlc3Npb25zLmhhcyhyZXEubmFtZSkpIHtcbiAgICAgICAgcmV0dXJuIHsgZGF0YTogeyBleGl0OiBnb25lIH0gfTtcbiAgICAgIH1cbiAgICAgIGNvbnN0IHsgc2Vzc2lvbjogcywgcGFuZSB9ID0gdGhpcy4jdGFyZ2V0KHJlcS5uYW1lKTtcbiAgICAgIGlmIChyZXEuZXhpdCkge1xuICAgICAgICAvLyBBIHdpbmRvdyBvciBwYW5lIG5hbWVkOiB0aGF0IHBhbmUncyBwcm9ncmFtOyBlbHNlIHRoZSBzZXNzaW9uLlxuICAgICAgICBjb25zdCBleGl0ID0gbmFtZXNTZXNzaW9uKHMsIHJlcS5uYW1lKVxuICAgICAgICAgID8gcy53YWl0RXhpdChyZXEudGltZW91dE1zLCBjYW5jZWwuc2lnbmFsKVxuICAgICAgICAgIDogcy53YWl0UGFuZUV4aXQocGFuZSwgcmVxLnRpbWVvdXRNcywgY2FuY2VsLnNpZ25hbCk7XG4gICAgICAgIHJldHVybiB7IGRhdGE6IHsgZXhpdDogYXdhaXQgZXhpdCB9IH07XG4gICAgICB9XG4gICAgICBhd2FpdCBzLndhaXRGb3IoXG4gICAgICAgIHsgdGV4dDogcmVxLnRleHQsIGlkbGVNczogcmVxLmlkbGVNcyB9LFxuICAgICAgICByZXEudGltZW91dE1zLFxuICAgICAgICBjYW5jZWwuc2lnbmFsLFxuICAgICAgICBwYW5lLFxuICAgICAgKTtcbiAgICAgIHJldHVybiB7IGRhdGE6IHt9IH07XG4gICAgfSBmaW5hbGx5IHtcbiAgICAgIGNvbm4uc3Vic2NyaXB0aW9ucy5kZWxldGUocmVxLmlkKTtcbiAgICB9XG4gIH1cblxuICAjZXZlbnRzKGNvbm46IENsaWVudENvbm5lY3Rpb24sIGlkOiBudW1iZXIsIG5hbWU6IHN0cmluZyk6IFJlcGx5IHtcbiAgICBjb25zdCBzID0gdGhpcy4jbmVlZChuYW1lKTtcbiAgICAvLyBBIHNlc3Npb24gYWxvbmUgZm9sbG93cyBldmVyeSBwYW5lOyBhIHdpbmRvdyBvciBwYW5lIHRhcmdldCwgb25lLlxuICAgIGNvbnN0IHBhbmUgPSBuYW1lc1Nlc3Npb24ocywgbmFtZSkgPyB1bmRlZmluZWQgOiB0aGlzLiN0YXJnZXQobmFtZSkucGFuZTtcbiAgICBjb25zdCBzZW5kID0gKGV2ZW50OiBTZXNzaW9uRXZlbnQpID0+XG4gICAgICBjb25uLnNlbmQoeyB0OiBcImV2ZW50XCIsIGlkLCB0aW1lOiBEYXRlLm5vdygpLCBldmVudCB9KTtcbiAgICBpZiAocy5leGl0KSB7XG4gICAgICAvLyBBIGtlcHQgc2Vzc2lvbiB0aGF0IGhhcyBleGl0ZWQ6IGl0cyBzdHJlYW0gaXMganVzdCB0aGUgZW5kLlxuICAgICAgY29uc3Qgc3RhdHVzID0gcy5leGl0O1xuICAgICAgcmV0dXJuIHsgZGF0YToge30sIGFmdGVyOiAoKSA9PiBzZW5kKHsgdHlwZTogXCJleGl0XCIsIHN0YXR1cyB9KSB9O1xuICAgIH1cbiAgICBjb25zdCBzdG9wID0gcy5saXN0ZW4oKGV2ZW50KSA9PiB7XG4gICAgICBzZW5kKGV2ZW50KTtcbiAgICAgIGlmIChldmVudC50eXBlID09PSBcImV4aXRcIikge1xuICAgICAgICBzdG9wKCk7XG4gICAgICAgIGNvbm4uc3Vic2NyaXB0aW9ucy5kZWxldGUoaWQpO1xuICAgICAgfVxuICAgIH0sIHBhbmUpO1xuICAgIGNvbm4uc3Vic2NyaXB0aW9ucy5zZXQoaWQsIHN0b3ApO1xuICAgIHJldHVybiB7IGRhdGE6IHt9IH07XG4gIH1cblxuICAvKiogQSBjb25uZWN0aW9uIGNsb3NlZDogZm9yZ2V0IGV2ZXJ5dGhpbmcgdGllZCB0byBpdC4gKi9cbiAgY2xvc2VkKGNvbm46IENsaWVudENvbm5lY3Rpb24pOiB2b2lkIHtcbiAgICBpZiAoIXRoaXMuI2Nvbm5zLmRlbGV0ZShjb25uKSkgcmV0dXJuO1xuICAgIHRoaXMuI2hlYXJ0YmVhdHMuZm9yZ2V0KGNvbm4pO1xuICAgIC8vIFRoZSBjbGllbnQgd2hvc2UgdGVybWluYWwgaXMgZHJhd24gaGVyZSBpcyBnb25lIChraWxsZWQsIG9yIGl0IGxvc3RcbiAgICAvLyB0aGUgc29ja2V0KTogZ2l2ZSBpdHMgdGVybWluYWwgYmFjayBhcyBpZiBpdCBoYWQgZ290IFNJR0hVUC5cbiAgICB0aGlzLiN0dHlzLmdldChjb25uKT8udGVybWluYXRlKFwiU0lHSFVQXCIpO1xuICAgIHRoaXMuI3R0eXNQZW5kaW5nLmRlbGV0ZShjb25uKTtcbiAgICB0aGlzLiNzcGFyZXMuZ29uZShjb25uKTtcbiAgICBjb25zdCBhID0gdGhpcy4jYXR0YWNoZWQuZ2V0KGNvbm4pO1xuICAgIHRoaXMuI2F0dGFjaGVkLmRlbGV0ZShjb25uKTtcbiAgICBpZiAoYSkgYS5zZXNzaW9uLmRyb3BDbGllbnQoYS5jbGllbnQpO1xuICAgIC8vIENsb3NlZCB3aXRob3V0IGEgZGV0YWNoOiB0aGUgbGluayBicm9rZTsgdGhlIGNsaWVudCBtYXkgcmVzdW1lIChhblxuICAgIC8vIGF0dGFjaG1lbnQgdGhhdCBlbmRlZCBvciBkZXRhY2hlZCBtYXkgbm90KS5cbiAgICB0aGlzLiNyZXN1bWVzLnBhcmsoY29ubiwgYSAmJiAhYS5jbGllbnQuZW5kZWQgPyBhLmNsaWVudCA6IG51bGwpO1xuICAgIGZvciAoY29uc3Qgc3RvcCBvZiBjb25uLnN1YnNjcmlwdGlvbnMudmFsdWVzKCkpIHN0b3AoKTtcbiAgICBjb25uLnN1YnNjcmlwdGlvbnMuY2xlYXIoKTtcbiAgICB0aGlzLiNtYXliZUV4aXQoKTtcbiAgfVxuXG4gIC8qKiBBIGhlYXJ0YmVhdDogYW5zd2VyIGl0LCB3aXRoIHRoZSBsYXN0IGlucHV0IGFwcGxpZWQsIGFuZCB3YXRjaC4gKi9cbiAgI2JlYXQoY29ubjogQ2xpZW50Q29ubmVjdGlvbik6IHZvaWQge1xuICAgIHRoaXMuI2hlYXJ0YmVhdHMud2F0Y2goY29ubik7XG4gICAgY29uc3QgaW5wdXQgPSB0aGlzLiNhdHRhY2htZW50KGNvbm4pPy5jbGllbnQucmVzdW1lLmlucHV0U2VxO1xuICAgIGNvbm4uc2VuZChpbnB1dCA9PT0gdW5kZWZpbmVkID8geyB0OiBcImJlYXRcIiB9IDogeyB0OiBcImJlYXRcIiwgaW5wdXQgfSk7XG4gIH1cblxuICAjc2Vzc2lvbkdvbmUoczogU2Vzc2lvbik6IHZvaWQge1xuICAgIGlmICh0aGlzLnNlc3Npb25zLmdldChzLm5hbWUpID09PSBzKSB0aGlzLnNlc3Npb25zLmRlbGV0ZShzLm5hbWUpO1xuICAgIHRoaXMuI3Jlc3VtZXMuc2Vzc2lvbkdvbmUocyk7XG4gICAgaWYgKHMuZXhpdCkgdGhpcy4jcmVtZW1iZXIocy5uYW1lLCBzLmV4aXQpO1xuICAgIGZvciAoY29uc3QgdyBvZiBzLndpbmRvd3MpIHtcbiAgICAgIGZvciAoY29uc3QgcCBvZiB3LnBhbmVzLnZhbHVlcygpKSB0aGlzLiNwYW5lQ2xvc2VkKHApO1xuICAgIH1cbiAgICB0aGlzLmxvZy5pbmZvKGBzZXNzaW9uICR7cy5uYW1lfTogZ29uZWApO1xuICAgIHRoaXMuI21heWJlRXhpdCgpO1xuICB9XG5cbiAgLyoqXG4gICAqIEtlZXBzIHRoZSBleGl0IHN0YXR1cyBvZiBhIGNsb3NlZCBwYW5lJ3MgcHJvZ3JhbSB1bmRlciBpdHMgaWRcbiAgICogKGAlTmAsIG5ldmVyIHJldXNlZCksIGZvciBhIGB3YWl0IC0tZXhpdGAgb24gaXQgdGhhdCBjb21lcyBsYXRlLlxuICAgKi9cbiAgI3BhbmVDbG9zZWQocGFuZTogUGFuZSk6IHZvaWQge1xuICAgIGlmIChwYW5lLnN0YXR1cykgdGhpcy4jcmVtZW1iZXIoYCUke3BhbmUuaWR9YCwgcGFuZS5zdGF0dXMpO1xuICB9XG5cbiAgLyoqIEtlZXBzIHRoZSBleGl0IHN0YXR1cyBvZiBhbiBlbmRlZCBzZXNzaW9uIGZvciBhIGxhdGUgYHdhaXQgLS1leGl0YC4gKi9cbiAgI3JlbWVtYmVyKG5hbWU6IHN0cmluZywgc3RhdHVzOiBFeGl0U3RhdHVzKTogdm9pZCB7XG4gICAgdGhpcy4jZXhpdGVkLmRlbGV0ZShuYW1lKTtcbiAgICB0aGlzLiNleGl0ZWQuc2V0KG5hbWUsIHN0YXR1cyk7XG4gICAgaWYgKHRoaXMuI2V4aXRlZC5zaXplID4gUkVNRU1CRVJFRF9FWElUUykge1xuICAgICAgdGhpcy4jZXhpdGVkLmRlbGV0ZSh0aGlzLiNleGl0ZWQua2V5cygpLm5leHQoKS52YWx1ZSEpO1xuICAgIH1cbiAgfVxuXG4gIC8qKlxuICAgKiBFeGl0cyB3aGVuIG5vIHNlc3Npb24gaXMgbGVmdCBhbmQgbm8gY2xpZW50IGlzIGNvbm5lY3RlZCwgYWZ0ZXJcbiAgICogRVhJVF9MSU5HRVJfTVMsIHNvIHRoYXQgYSBgYmVydGggd2FpdCAtLWV4aXRgIHR5cGVkIHJpZ2h0IGJlaGluZCB0aGVcbiAgICogc2Vzc2lvbidzIGVuZCBzdGlsbCBmaW5kcyB0aGUgZGFlbW9uIGFuZCB0aGUgZXhpdCBzdGF0dXMuXG4gICAqL1xuICAjbWF5YmVFeGl0KCk6IHZvaWQge1xuICAgIGlmICh0aGlzLnNlc3Npb25zLnNpemUgPiAwIHx8IHRoaXMuI3N0b3BwaW5nIHx8IHRoaXMuI2Nvbm5zLnNpemUgPiAwKSB7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIHRoaXMuI2lkbGVUaW1lcj8uKCk7XG4gICAgdGhpcy4jaWRsZVRpbWVyID0gYWZ0ZXIoRVhJVF9MSU5HRVJfTVMsICgpID0+IHtcbiAgICAgIGlmICh0aGlzLnNlc3Npb25zLnNpemUgPT09IDAgJiYgdGhpcy4jY29ubnMuc2l6ZSA9PT0gMCkge1xuICAgICAgICB0aGlzLnNodXRkb3duKFwibm8gc2Vzc2lvbnMgbGVmdFwiKTtcbiAgICAgIH1cbiAgICB9KTtcbiAgfVxuXG4gICNhcm1JZGxlRXhpdCgpOiB2b2lkIHtcbiAgICB0aGlzLiNpZGxlVGltZXI/LigpO1xuICAgIHRoaXMuI2lkbGVUaW1lciA9IGFmdGVyKElETEVfRVhJVF9NUywgKCkgPT4ge1xuICAgICAgaWYgKHRoaXMuc2Vzc2lvbnMuc2l6ZSA9PT0gMCAmJiB0aGlzLiNjb25ucy5zaXplID09PSAwKSB7XG4gICAgICAgIHRoaXMuc2h1dGRvd24oXCJubyBzZXNzaW9uc1wiKTtcbiAgICAgIH1cbiAgICB9KTtcbiAgfVxuXG4gIC8qKiBFbmRzIGV2ZXJ5IHNlc3Npb24sIGNsb3NlcyB0aGUgc29ja2V0IGFuZCByZXNvbHZlcyBgZG9uZWAuICovXG4gIGFzeW5jIHNodXRkb3duKHdoeTogc3RyaW5nKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgaWYgKHRoaXMuI3N0b3BwaW5nKSByZXR1cm47XG4gICAgdGhpcy4jc3RvcHBpbmcgPSB0cnVlO1xuICAgIHRoaXMubG9nLmluZm8oYHNodXR0aW5nIGRvd246ICR7d2h5fWApO1xuICAgIHRoaXMuI2lkbGVUaW1lcj8uKCk7XG4gICAgdGhpcy4jaGVhcnRiZWF0cy5zdG9wKCk7XG4gICAgdHJ5IHtcbiAgICAgIHRoaXMuI2xpc3RlbmVyPy5jbG9zZSgpO1xuICAgIH0gY2F0Y2gge1xuICAgICAgLy8gQWxyZWFkeSBjbG9zZWQuXG4gICAgfVxuICAgIHRyeSB7XG4gICAgICBEZW5vLnJlbW92ZVN5bmModGhpcy4jc29ja2V0UGF0aCk7XG4gICAgfSBjYXRjaCB7XG4gICAgICAvLyBHb25lIGFscmVhZHkuXG4gICAgfVxuICAgIC8vIFNlc3Npb25zIGdldCBTSUdIVVAsIHRoZW4gU0lHS0lMTDsgYSBzZXNzaW9uIHRoYXQgc3RpbGwgZG9lcyBub3QgZW5kXG4gICAgLy8gKGEgd2VkZ2VkIHdvcmtlcikgbXVzdCBub3Qga2VlcCB0aGUgZGFlbW9uOiBnaXZlIHVwIGFmdGVyIGEgd2hpbGUuXG4gICAgY29uc3QgZW5kZWQgPSBQcm9taXNlLmFsbChcbiAgICAgIFsuLi50aGlzLnNlc3Npb25zLnZhbHVlcygpXS5tYXAoKHMpID0+IHMua2lsbChcInNlcnZlci1leGl0XCIpKSxcbiAgICApO1xuICAgIGxldCB0aW1lcjogUmV0dXJuVHlwZTx0eXBlb2Ygc2V0VGltZW91dD4gfCB1bmRlZmluZWQ7XG4gICAgY29uc3QgbGF0ZSA9IG5ldyBQcm9taXNlPHZvaWQ+KChcbiAgICAgIHIsXG4gICAgKSA9PiAodGltZXIgPSBzZXRUaW1lb3V0KHIsIFNIVVRET1dOX0xJTUlUX01TKSkpO1xuICAgIGF3YWl0IFByb21pc2UucmFjZShbZW5kZWQsIGxhdGVdKTtcbiAgICAvLyBUaGUgdGVybWluYWxzIHRoZSBkYWVtb24gZHJhd3MgYXJlIGdpdmVuIGJhY2sgYmVmb3JlIGl0IGdvZXMsIGFuZFxuICAgIC8vIGVhY2ggY2xpZW50IHRvbGQgKGBkb25lYCksIHdoaWNoIHRoZSBmbHVzaCBiZWxvdyBzdGlsbCBzZW5kcy5cbiAgICBmb3IgKGNvbnN0IHR0eSBvZiB0aGlzLiN0dHlzLnZhbHVlcygpKSB0dHkuZW5kaW5nKCk7XG4gICAgYXdhaXQgUHJvbWlzZS5yYWNlKFtcbiAgICAgIFByb21pc2UuYWxsKFsuLi50aGlzLiN0dHlzLnZhbHVlcygpXS5tYXAoKHQpID0+IHQuZG9uZSkpLFxuICAgICAgbGF0ZSxcbiAgICBdKTtcbiAgICBjbGVhclRpbWVvdXQodGltZXIpO1xuICAgIGZvciAoY29uc3QgYyBvZiB0aGlzLiNjb25ucykgYy5jbG9zZVdoZW5GbHVzaGVkKCk7XG4gICAgdGhpcy4jc3BhcmVzLmNsb3NlKCk7XG4gICAgLy8gQSBzZXNzaW9uIHN0aWxsIHRoZXJlIChTSFVURE9XTl9MSU1JVF9NUyBwYXNzZWQpIG1heSBzdGlsbCBiZSBkcmFpbmVkLlxuICAgIGlmICh0aGlzLnNlc3Npb25zLnNpemUgPT09IDApIHRoaXMuI2dhdGhlci5jbG9zZSgpO1xuICAgIHRoaXMuI3dhdGNoZXIuY2xvc2UoKTtcbiAgICB0aGlzLmxvZy5jbG9zZSgpO1xuICAgIHRoaXMuI2RvbmUoKTtcbiAgfVxufVxuXG50eXBlIFR0eUF0dGFjaE1vZHVsZSA9IHR5cGVvZiBpbXBvcnQoXCIuL3R0eV9hdHRhY2gudHNcIik7XG5sZXQgdHR5QXR0YWNoOiBQcm9taXNlPFR0eUF0dGFjaE1vZHVsZT4gfCBudWxsID0gbnVsbDtcblxuLyoqXG4gKiBUaGUgYXR0YWNoIGNsaWVudCB0aGUgZGFlbW9uIHJ1bnMgb24gYSBjbGllbnQncyB0ZXJtaW5hbFxuICogKGB0dHlfYXR0YWNoLnRzYDogdGhlIGF0dGFjaCBjbGllbnQncyAxMjggbW9kdWxlcywgYWJvdXQgNyBNQiByZXNpZGVudCxcbiAqIG1lYXN1cmVkKTogbG9hZGVkIHdpdGggdGhlIGZpcnN0IHNlc3Npb24sIGFzIFJFMiBpcyAoYHdhaXRfcGF0dGVybi50c2ApLFxuICogc28gdGhhdCBhIGRhZW1vbiB3aXRoIG5vIHNlc3Npb24gZG9lcyBub3QgaG9sZCBpdC4gU29vbiwgbm90IG9uIGZpcnN0XG4gKiB1c2U6IERlbm8gcmVhZHMgYSBtb2R1bGUncyBzb3VyY2Ugd2hlbiBpdCBpcyBpbXBvcnRlZCwgYW5kIGEgZGFlbW9uIHRoYXRcbiAqIHJhbiBmb3IgZGF5cyB3b3VsZCBvdGhlcndpc2UgbG9hZCB3aGF0ZXZlciBhIGBnaXQgcHVsbGAgbGVmdCBzaW5jZS5cbiAqIGBpbXBvcnRMYXRlcmA6IERlbm8gd2Fsa3MgYSBsaXRlcmFsIGBpbXBvcnQoKWAncyBncmFwaCB3aGVuIHRoZSBkYWVtb25cbiAqIHN0YXJ0cywgYW5kIHRoZSBkYWVtb24ncyBidW5kbGUgbXVzdCBob2xkIGl0IChpdHMgb3duIGNvcGllcyBvZiB0aGVcbiAqIGRhZW1vbidzIG1vZHVsZXMgd291bGQgZmFpbCB0aGUgZGFlbW9uJ3MgYGluc3RhbmNlb2ZgIGNoZWNrcykuXG4gKi9cbmZ1bmN0aW9uIGxvYWRUdHlBdHRhY2goKTogUHJvbWlzZTxUdHlBdHRhY2hNb2R1bGU+IHtcbiAgdHR5QXR0YWNoID8/PSBpbXBvcnRMYXRlcjxUdHlBdHRhY2hNb2R1bGU+KFwiLi90dHlfYXR0YWNoLnRzXCIsIGltcG9ydC5tZXRhLnVybClcbiAgICAuY2F0Y2goKGVycikgPT4ge1xuICAgICAgdHR5QXR0YWNoID0gbnVsbDsgLy8gVGhlIG5leHQgYXR0YWNoIHRyaWVzIGFnYWluLCBhbmQgc2F5cyB3aHkuXG4gICAgICB0aHJvdyBlcnI7XG4gICAgfSk7XG4gIHJldHVybiB0dHlBdHRhY2g7XG59XG5cbmZ1bmN0aW9uIHByZWxvYWRUdHlBdHRhY2goKTogdm9pZCB7XG4gIGxvYWRUdHlBdHRhY2goKS5jYXRjaCgoKSA9PiB7fSk7XG59XG5cbmZ1bmN0aW9uIGZhaWxOb0xhc3QoKTogbmV2ZXIge1xuICB0aHJvdyBuZXcgUmVxdWVzdEZhaWx1cmUoXCJub3QtZm91bmRcIiwgXCJObyBsYXN0IHNlc3Npb24gdG8gc3dpdGNoIHRvXCIpO1xufVxuXG4vKipcbiAqIFJlbW92ZXMgYSBsaXZlIHVwZ3JhZGUncyBzdGF0ZSBmaWxlIG9uY2UgdGhlIG5ldyBkYWVtb24gbGlzdGVuczogdW50aWxcbiAqIHRoZW4gY2xpZW50cyB0aGF0IGZpbmQgbm9ib2R5IGxpc3RlbmluZyB3YWl0IGluc3RlYWQgb2Ygc3RhcnRpbmcgYVxuICogZGFlbW9uIG9mIHRoZWlyIG93biAoYGRhZW1vbl9zdGFydC50c2ApLlxuICovXG5mdW5jdGlvbiByZW1vdmVTdGF0ZShwYXRoOiBzdHJpbmcpOiB2b2lkIHtcbiAgdHJ5IHtcbiAgICBEZW5vLnJlbW92ZVN5bmMocGF0aCk7XG4gIH0gY2F0Y2gge1xuICAgIC8vIEdvbmUgYWxyZWFkeS5cbiAgfVxufVxuXG4vKipcbiAqIE1ha2VzIGBwYXRoYCBmcmVlIGZvciBhIG5ldyBkYWVtb246IHJlZnVzZXMgd2hlbiBhIGRhZW1vbiBhbnN3ZXJzIHRoZXJlLFxuICogcmVtb3ZlcyBhIHN0YWxlIHNvY2tldCB0aGF0IG5vdGhpbmcgbGlzdGVucyBvbi5cbiAqL1xuYXN5bmMgZnVuY3Rpb24gY2xhaW1Tb2NrZXQocGF0aDogc3RyaW5nKTogUHJvbWlzZTx2b2lkPiB7XG4gIGxldCBjb25uOiBEZW5vLkNvbm47XG4gIHRyeSB7XG4gICAgY29ubiA9IGF3YWl0IERlbm8uY29ubmVjdCh7IHRyYW5zcG9ydDogXCJ1bml4XCIsIHBhdGggfSk7XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIGlmIChlcnIgaW5zdGFuY2VvZiBEZW5vLmVycm9ycy5Db25uZWN0aW9uUmVmdXNlZCkge1xuICAgICAgRGVuby5yZW1vdmVTeW5jKHBhdGgpOyAvLyBTdGFsZTogaXRzIGRhZW1vbiBkaWVkIHdpdGhvdXQgY2xlYW5pbmcgdXAuXG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGlmIChlcnIgaW5zdGFuY2VvZiBEZW5vLmVycm9ycy5Ob3RGb3VuZCkgcmV0dXJuO1xuICAgIHRocm93IGVycjtcbiAgfVxuICBjb25uLmNsb3NlKCk7XG4gIHRocm93IG5ldyBEYWVtb25TdGFydEVycm9yKGBBIGJlcnRoIGRhZW1vbiBpcyBhbHJlYWR5IHJ1bm5pbmcgb24gJHtwYXRofWApO1xufVxuXG4vKipcbiAqIFJ1bnMgYSBkYWVtb24gaW4gdGhpcyBwcm9jZXNzIHVudGlsIGl0IHNodXRzIGRvd247IHRoZSBlbnRyeSBwb2ludCBvZlxuICogYG1haW4udHMgX19kYWVtb25gLiBSZXR1cm5zIHRoZSBwcm9jZXNzIGV4aXQgY29kZS5cbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIHJ1bkRhZW1vbihcbiAgc29ja2V0UGF0aDogc3RyaW5nLFxuICBvcHRzOiB7IHZlcnNpb24/OiBzdHJpbmc7IHVwZ3JhZGVGcm9tPzogc3RyaW5nIH0gPSB7fSxcbik6IFByb21pc2U8bnVtYmVyPiB7XG4gIGZvcmdldE93bkRlbm9FbnYoKTsgLy8gQmVmb3JlIGEgc2Vzc2lvbiBpbmhlcml0cyBpdC5cbiAgLy8gQSBkYWVtb24gc3RhcnRlZCBieSBhbm90aGVyJ3MgY29uZmlnIGpvYjogaXRzIG93biBjb25maWcncyBjb21tYW5kc1xuICAvLyBzYXkgdGhpcyBkYWVtb24ncyBraW5kLCBub3QgdGhhdCBvbmUncy5cbiAgRGVuby5lbnYuZGVsZXRlKENPTkZJR19DTElFTlRfRU5WKTtcbiAgdHJ5IHtcbiAgICAvLyBCZWZvcmUgdGhlIGxvZyBpcyBvcGVuZWQ6IGl0IG11c3Qgbm90IGxhbmQgaW4gc29tZW9uZSBlbHNlJ3MgZGlyZWN0b3J5LlxuICAgIGVuc3VyZVNvY2tldERpcihzb2NrZXRQYXRoKTtcbiAgfSBjYXRjaCAoZXJyKSB7XG4gICAgaWYgKCEoZXJyIGluc3RhbmNlb2YgU29ja2V0RGlyRXJyb3IpKSB0aHJvdyBlcnI7XG4gICAgY29uc29sZS5lcnJvcihgYmVydGg6ICR7ZXJyLm1lc3NhZ2V9YCk7XG4gICAgcmV0dXJuIDE7XG4gIH1cbiAgY29uc3QgZGFlbW9uID0gbmV3IERhZW1vbihzb2NrZXRQYXRoLCBvcHRzLnZlcnNpb24pO1xuICBnbG9iYWxUaGlzLmFkZEV2ZW50TGlzdGVuZXIoXCJ1bmhhbmRsZWRyZWplY3Rpb25cIiwgKGUpID0+IHtcbiAgICAvLyBPbmUgZmFpbGVkIHJlcXVlc3QgbXVzdCBub3QgdGFrZSBldmVyeSBzZXNzaW9uIGRvd24uXG4gICAgZS5wcmV2ZW50RGVmYXVsdCgpO1xuICAgIGRhZW1vbi5sb2cuZXJyb3IoYHVuaGFuZGxlZCByZWplY3Rpb246ICR7ZS5yZWFzb24/LnN0YWNrID8/IGUucmVhc29ufWApO1xuICB9KTtcbiAgZ2xvYmFsVGhpcy5hZGRFdmVudExpc3RlbmVyKFwiZXJyb3JcIiwgKGUpID0+IHtcbiAgICAvLyBOb3Igb25lIGV4Y2VwdGlvbiB0aHJvd24gaW4gYSBjYWxsYmFjayAoYSBidWcpOiBsb2cgaXQgYW5kIGdvIG9uLlxuICAgIGUucHJldmVudERlZmF1bHQoKTtcbiAgICBkYWVtb24ubG9nLmVycm9yKGB1bmNhdWdodCBleGNlcHRpb246ICR7ZS5lcnJvcj8uc3RhY2sgPz8gZS5tZXNzYWdlfWApO1xuICB9KTtcbiAgdHJ5IHtcbiAgICBhd2FpdCBkYWVtb24uc3RhcnQoXG4gICAgICBvcHRzLnVwZ3JhZGVGcm9tID8gcmVhZFN0YXRlRmlsZShvcHRzLnVwZ3JhZGVGcm9tKSA6IHVuZGVmaW5lZCxcbiAgICApO1xuICAgIGlmIChvcHRzLnVwZ3JhZGVGcm9tKSByZW1vdmVTdGF0ZShvcHRzLnVwZ3JhZGVGcm9tKTtcbiAgfSBjYXRjaCAoZXJyKSB7XG4gICAgZGFlbW9uLmxvZy5lcnJvcihgY2Fubm90IHN0YXJ0OiAkeyhlcnIgYXMgRXJyb3IpLm1lc3NhZ2V9YCk7XG4gICAgZGFlbW9uLmxvZy5jbG9zZSgpO1xuICAgIGNvbnNvbGUuZXJyb3IoYGJlcnRoOiAkeyhlcnIgYXMgRXJyb3IpLm1lc3NhZ2V9YCk7XG4gICAgcmV0dXJuIDE7XG4gIH1cbiAgLy8gU3RhcnRlZCAoYSBmYWlsdXJlIHRvIHN0YXJ0IGlzIHN0aWxsIHRvbGQgb24gc3RkZXJyLCBhYm92ZSk6IGZyb20gbm93XG4gIC8vIG9uIHdoYXQgRGVubyBpdHNlbGYgcHJpbnRzIHRoZXJlLCBhIHJ1bnRpbWUgdGhyZWFkJ3MgcGFuaWMsIGlzIGxvZ2dlZC5cbiAgc3RkZXJyVG9Mb2coZGFlbW9uLmxvZy5wYXRoKTtcbiAgY29uc3Qgc3RvcCA9ICgpID0+IGRhZW1vbi5zaHV0ZG93bihcInNpZ25hbFwiKTtcbiAgRGVuby5hZGRTaWduYWxMaXN0ZW5lcihcIlNJR1RFUk1cIiwgc3RvcCk7XG4gIERlbm8uYWRkU2lnbmFsTGlzdGVuZXIoXCJTSUdJTlRcIiwgc3RvcCk7XG4gIERlbm8uYWRkU2lnbmFsTGlzdGVuZXIoXCJTSUdIVVBcIiwgKCkgPT4ge30pOyAvLyBObyB0ZXJtaW5hbCB0byBoYW5nIHVwIG9uIHVzLlxuICBhd2FpdCBkYWVtb24uZG9uZTtcbiAgcmV0dXJuIDA7XG59XG5cbi8qKlxuICogV2hldGhlciB0YXJnZXQgYG5hbWVgIGlzIHNlc3Npb24gYHNgIGFsb25lLCBubyB3aW5kb3cgb3IgcGFuZSBpbiBpdCAoYVxuICogYmFyZSBwYW5lIGlkIGAlTmAgbmFtZXMgaXRzIHBhbmUpLlxuICovXG5mdW5jdGlvbiBuYW1lc1Nlc3Npb24oczogU2Vzc2lvbiwgbmFtZTogc3RyaW5nKTogYm9vbGVhbiB7XG4gIHJldHVybiBzLm5hbWUgPT09IG5hbWUgfHwgIW5hbWVzUGFuZU9yV2luZG93KG5hbWUpO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7O0NBT0MsR0FTRCxTQUFTLFlBQVksRUFBRSxPQUFPLFFBQVEsbUJBQW1CO0FBQ3pELFNBQVMsY0FBYyxRQUFRLHVCQUF1QjtBQUN0RCxTQUNFLGdCQUFnQixRQU1YLG1CQUFtQjtBQUMxQixTQUFTLGNBQWMsUUFBUSx1QkFBdUI7QUFDdEQsU0FBUyxVQUFVLFFBQVEsbUJBQW1CO0FBQzlDLFNBQVMsUUFBUSxFQUFFLGlCQUFpQixRQUFRLGdCQUFnQjtBQUM1RCxTQUFTLGNBQWMsUUFBUSxpQkFBaUI7QUFDaEQsU0FBUyxHQUFHLFFBQVEsV0FBVztBQUMvQixTQUFTLGlCQUFpQixFQUFFLFNBQVMsRUFBRSxXQUFXLFFBQVEsY0FBYztBQUN4RSxTQUFTLFlBQVksUUFBUSxxQkFBcUI7QUFDbEQsU0FBUyxRQUFRLEVBQUUsY0FBYyxRQUEwQixlQUFlO0FBQzFFLFNBQVMsYUFBYSxRQUEyQixxQkFBcUI7QUFDdEUsU0FBUyxXQUFXLFFBQVEsa0JBQWtCO0FBQzlDLFNBQVMsVUFBVSxRQUFRLGdDQUFnQztBQUMzRCxTQUFTLEdBQUcsRUFBRSxPQUFPLFFBQVEsZUFBZTtBQUM1QyxTQUFTLGlCQUFpQixRQUFRLGtDQUFrQztBQUNwRSxTQUFTLGlCQUFpQixRQUFRLDJCQUEyQjtBQUM3RCxTQUFvQixXQUFXLFFBQVEsWUFBWTtBQUNuRCxTQUFTLFlBQVksUUFBUSxxQkFBcUI7QUFDbEQsU0FBUyxZQUFZLFFBQVEscUJBQXFCO0FBQ2xELFNBQVMsaUJBQWlCLFFBQVEscUJBQXFCO0FBQ3ZELFNBQVMsT0FBTyxRQUFRLGVBQWU7QUFDdkMsU0FBUyxXQUFXLFFBQVEsNEJBQTRCO0FBQ3hELFNBQVMsY0FBYyxRQUFRLHVCQUF1QjtBQUN0RCxTQUFTLE9BQU8sRUFBRSxNQUFNLEVBQUUsVUFBVSxFQUFFLFVBQVUsUUFBUSxtQkFBbUI7QUFDM0UsU0FBeUIsTUFBTSxFQUFFLFNBQVMsUUFBUSxpQkFBaUI7QUFDbkUsU0FBUyxZQUFZLFFBQVEsMkJBQTJCO0FBQ3hELFNBQ0UsU0FBUyxFQUNULFdBQVcsRUFDWCxZQUFZLEVBQ1osY0FBYyxFQUNkLGFBQWEsUUFDUixvQkFBb0I7QUFDM0IsU0FBUyxjQUFjLFFBQVEscUJBQXFCO0FBQ3BELFNBQ0UsaUJBQWlCLEVBRWpCLGNBQWMsRUFDZCxhQUFhLFFBQ1IsZUFBZTtBQUN0QixTQUFTLFlBQVksUUFBUSxxQkFBcUI7QUFDbEQsU0FBUyxZQUFZLFFBQVEscUJBQXFCO0FBQ2xELFNBQVMsZ0JBQWdCLEVBQUUsbUJBQW1CLFFBQVEsb0JBQW9CO0FBQzFFLFNBQVMsZUFBZSxFQUFFLGNBQWMsUUFBUSwrQkFBK0I7QUFDL0UsU0FBUyxhQUFhLFFBQVEsNkJBQTZCO0FBQzNELFNBQVMsVUFBVSxRQUFRLGdDQUFnQztBQUMzRCxTQUFTLFdBQVcsUUFBUSxvQkFBb0I7QUFFaEQsU0FBUyxLQUFLLFFBQTBCLDBCQUEwQjtBQUNsRSxTQUFTLGdCQUFnQixRQUFRLDZCQUE2QjtBQUM5RCxTQUFTLFdBQVcsUUFBUSxpQ0FBaUM7QUFDN0QsU0FFRSxVQUFVLEVBQ1YsVUFBVSxFQUNWLFlBQVksRUFDWixnQkFBZ0IsRUFDaEIsUUFBUSxRQUNILHFCQUFxQjtBQUM1QixTQUFTLGFBQWEsUUFBUSw2QkFBNkI7QUFFM0Q7OztDQUdDLEdBQ0QsTUFBTSxlQUFlO0FBRXJCLDZFQUE2RSxHQUM3RSxNQUFNLG9CQUFvQjtBQUUxQiwwRUFBMEUsR0FDMUUsTUFBTSxpQkFBaUI7QUFFdkI7Ozs7O0NBS0MsR0FDRCxNQUFNLGtCQUFrQjtBQUV4Qjs7O0NBR0MsR0FDRCxNQUFNLG1CQUFtQjtBQUV6Qjs7OztDQUlDLEdBQ0QsTUFBTSxpQkFBaUI7QUFFdkI7OztDQUdDLEdBQ0QsTUFBTSxxQkFBcUI7QUFFM0I7OztDQUdDLEdBQ0QsTUFBTSxtQkFBbUI7QUFlekIsT0FBTyxNQUFNLHlCQUF5QjtFQUNwQyxZQUFZLE9BQWUsQ0FBRTtJQUMzQixLQUFLLENBQUM7SUFDTixJQUFJLENBQUMsSUFBSSxHQUFHO0VBQ2Q7QUFDRjtBQUVBLHNCQUFzQixHQUN0QixPQUFPLE1BQU07RUFDRixXQUFXLElBQUksTUFBdUI7RUFDdEMsSUFBUztFQUNsQixvRUFBb0UsR0FDcEUsQUFBUyxRQUFxQjtFQUM5QixDQUFBLFVBQVcsQ0FBUztFQUNwQixDQUFBLFFBQVMsR0FBeUIsS0FBSztFQUN2QyxDQUFBLEtBQU0sR0FBRyxJQUFJLE1BQXdCO0VBQ3JDLHdEQUF3RCxHQUN4RCxDQUFBLFFBQVMsR0FBRyxJQUFJLE1BQW9DO0VBQ3BEOzs7R0FHQyxHQUNELENBQUEsSUFBSyxHQUFHLElBQUksTUFBbUM7RUFDL0M7OztHQUdDLEdBQ0QsQ0FBQSxXQUFZLEdBQUcsSUFBSSxNQUFxRDtFQUV4RSxDQUFBLE9BQVEsR0FBRyxJQUFJLGVBQWU7RUFDOUIsdUVBQXVFLEdBQ3ZFLENBQUEsT0FBUSxHQUFHLElBQUksUUFBUSxJQUFJLENBQUMsQ0FBQSxPQUFRLEVBQUU7RUFDdEMsbUVBQW1FLEdBQ25FLENBQUEsTUFBTyxHQUFHLElBQUksYUFBYSxJQUFNLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxNQUFNLEVBQUU7SUFDcEQsY0FBYyxJQUFNLElBQUksQ0FBQyxDQUFBLFVBQVc7RUFDdEMsR0FBRztFQUNILDJEQUEyRCxHQUMzRCxDQUFBLE1BQU8sQ0FBZTtFQUN0QixzRUFBc0UsR0FDdEUsQ0FBQSxPQUFRLEdBQUcsSUFBSSxNQUFNO0VBQ3JCLENBQUEsU0FBVSxHQUFHLElBQUksTUFBTTtFQUN2QixDQUFBLFVBQVcsR0FBRyxJQUFJLE1BQU07RUFDeEIsQ0FBQSxVQUFXLEdBQUcsRUFBRTtFQUNoQiwwREFBMEQsR0FDMUQsQ0FBQSxVQUFXLEdBQUcsQ0FBQyxTQUFTO0VBQ3hCOzs7R0FHQyxHQUNELENBQUEsU0FBVSxDQUEwQjtFQUNwQzs7O0dBR0MsR0FDRCxDQUFBLE1BQU8sR0FBRyxJQUFJLE1BQTBCO0VBQ3hDLENBQUEsT0FBUSxHQUFHLElBQUksZUFBZTtFQUM5QixDQUFBLFFBQVMsR0FBRyxJQUFJLGVBQWU7RUFDL0I7OztHQUdDLEdBQ0QsQ0FBQSxPQUFRLEdBQUcsSUFBSSxRQUFRLE9BQU8sT0FBTyxDQUFDLEtBQUssR0FBRyxDQUFDLFFBQVEsS0FBSztFQUM1RCxvRUFBb0UsR0FDcEUsQ0FBQSxXQUFZLEdBQUcsRUFBRTtFQUNqQjs7O0dBR0MsR0FDRCxDQUFBLFdBQVksR0FBeUIsS0FBSztFQUMxQzs7OztHQUlDLEdBQ0QsQUFBUyxDQUFBLFVBQVcsR0FBRyxDQUFDLE9BQU8sRUFBRSxPQUFPLFVBQVUsSUFBSSxDQUFDO0VBQ3ZELENBQUEsUUFBUyxHQUFHLE1BQU07RUFDbEIsQ0FBQSxVQUFXLEdBQUcsSUFBSSxpQkFBaUI7RUFDbkMseUVBQXlFLEdBQ3pFLENBQUEsT0FBUSxHQUFHLElBQUksY0FJWDtFQUNKLHlEQUF5RCxHQUN6RCxBQUFTLFFBQWdCO0VBQ3pCLGdEQUFnRCxHQUNoRCxDQUFBLFNBQVUsR0FBRyxNQUFNO0VBQ25COzs7OztHQUtDLEdBQ0QsQ0FBQSxTQUFVLEdBQUcsSUFBSSxNQUF3QjtFQUN6Qyx5REFBeUQsR0FDekQsQ0FBQSxXQUFZLEdBQTRCLEtBQUs7RUFDN0MsMEVBQTBFLEdBQzFFLENBQUEsUUFBUyxHQUF5QixLQUFLO0VBQ3ZDLENBQUEsSUFBSyxDQUFjO0VBQ25CLDRDQUE0QyxHQUM1QyxBQUFTLE9BQU8sSUFBSSxRQUFjLENBQUMsSUFBTyxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUcsR0FBSTtFQUUzRCxZQUFZLFVBQWtCLEVBQUUsVUFBVSxTQUFTLENBQUU7SUFDbkQsSUFBSSxDQUFDLENBQUEsVUFBVyxHQUFHO0lBQ25CLElBQUksQ0FBQyxPQUFPLEdBQUc7SUFDZixlQUFlLFNBQVM7SUFDeEIsSUFBSSxDQUFDLEdBQUcsR0FBRyxJQUFJLElBQUksV0FBVztJQUM5QixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsSUFBSSxhQUFhLElBQUksQ0FBQyxHQUFHO0lBQ3hDLElBQUksQ0FBQyxPQUFPLEdBQUcsSUFBSSxZQUNqQixXQUFXLENBQUMsSUFBTSxLQUFLLEdBQUcsQ0FBQyxHQUFHLENBQUMsS0FDL0IsSUFBSSxDQUFDLEdBQUc7RUFFWjtFQUVBOzs7O0dBSUMsR0FDRCxNQUFNLE1BQU0sS0FBb0IsRUFBaUI7SUFDL0MsZ0JBQWdCLElBQUksQ0FBQyxDQUFBLFVBQVc7SUFDaEMsTUFBTSxFQUFFLFFBQVEsRUFBRSxHQUFHLE1BQU0sSUFBSSxDQUFDLE9BQU8sQ0FBQyxNQUFNO0lBQzlDLE1BQU0sUUFBUSxRQUFRLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxTQUFTLEVBQUU7SUFDbEQsTUFBTSxZQUFZLElBQUksQ0FBQyxDQUFBLFVBQVc7SUFDbEMsSUFBSTtNQUNGLElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRyxLQUFLLE1BQU0sQ0FBQztRQUMzQixXQUFXO1FBQ1gsTUFBTSxJQUFJLENBQUMsQ0FBQSxVQUFXO01BQ3hCO0lBQ0YsRUFBRSxPQUFPLEtBQUs7TUFDWixJQUFJLGVBQWUsS0FBSyxNQUFNLENBQUMsU0FBUyxFQUFFO1FBQ3hDLE1BQU0sSUFBSSxpQkFDUixDQUFDLHFDQUFxQyxFQUFFLElBQUksQ0FBQyxDQUFBLFVBQVcsRUFBRTtNQUU5RDtNQUNBLE1BQU0sSUFBSSxpQkFDUixDQUFDLHFCQUFxQixFQUFFLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxFQUFFLEVBQUUsQUFBQyxJQUFjLE9BQU8sRUFBRTtJQUV6RTtJQUNBLHVFQUF1RTtJQUN2RSxLQUFLLFNBQVMsQ0FBQyxJQUFJLENBQUMsQ0FBQSxVQUFXLEVBQUU7SUFDakMsSUFBSSxDQUFDLEdBQUcsQ0FBQyxJQUFJLENBQ1gsQ0FBQyxPQUFPLEVBQUUsS0FBSyxHQUFHLENBQUMsY0FBYyxFQUFFLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxXQUFXLEVBQzdELFlBQVksUUFBUSxVQUNyQixDQUFDLENBQUM7SUFFTCxJQUFJLENBQUMsQ0FBQSxXQUFZO0lBQ2pCLElBQUksT0FBTztNQUNULElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRyxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsT0FBTyxPQUFPLE9BQU8sQ0FBQyxJQUN0RCxJQUFJLENBQUMsQ0FBQSxRQUFTLEdBQUc7SUFFckI7SUFDQSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSSxDQUFDLENBQUEsUUFBUztJQUMzQix1RUFBdUU7SUFDdkUsb0VBQW9FO0lBQ3BFLElBQUksQ0FBQyxTQUFTLFNBQVMsTUFBTSxHQUFHLEdBQUc7TUFDakMsTUFBTSxNQUFNLElBQUksQ0FBQyxDQUFBLFdBQVksQ0FBQyxVQUFVLElBQUksQ0FBQyxDQUFDO1FBQzVDLElBQUksQ0FBQyxPQUFPLENBQUMsSUFBSSxDQUFDO01BQ3BCO01BQ0EsZ0VBQWdFO01BQ2hFLFlBQVk7TUFDWixJQUFJLENBQUMsQ0FBQSxXQUFZLEdBQUcsSUFBSSxRQUFjLENBQUM7UUFDckMsTUFBTSxTQUFTLE1BQU0sZ0JBQWdCO1FBQ3JDLElBQUksT0FBTyxDQUFDLElBQU0sQ0FBQyxVQUFVLE1BQU07TUFDckMsR0FBRyxJQUFJLENBQUM7UUFDTixJQUFJLENBQUMsQ0FBQSxXQUFZLEdBQUc7TUFDdEI7SUFDRjtFQUNGO0VBRUE7Ozs7O0dBS0MsR0FDRCxNQUFNLENBQUEsV0FBWSxDQUFDLFFBQWtCO0lBQ25DLElBQUksU0FBUyxNQUFNLEtBQUssR0FBRyxPQUFPLEVBQUU7SUFDcEMsTUFBTSxTQUFtQixFQUFFO0lBQzNCLElBQUk7SUFDSixJQUFJO01BQ0YsTUFBTSxDQUFDLE1BQU0sZUFBZSxFQUFFLGdCQUFnQjtJQUNoRCxFQUFFLE9BQU8sS0FBSztNQUNaLE9BQU87UUFBQyxDQUFDLHdDQUF3QyxFQUFFLEtBQUs7T0FBQztJQUMzRDtJQUNBLE1BQU0sUUFBUTtNQUNaLFFBQVEsSUFBSSxDQUFDLENBQUEsVUFBVztNQUN4QixLQUFLLE9BQU8sSUFBSSxDQUFDLENBQUEsT0FBUSxFQUFFLE1BQU07UUFBRSxPQUFPLEdBQUcsSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDLENBQUMsQ0FBQztNQUFDO01BQ2pFLEtBQUssS0FBSyxHQUFHLENBQUMsR0FBRyxDQUFDLFdBQVc7TUFDN0IsUUFBUSxJQUFJLENBQUMsQ0FBQSxVQUFXO0lBQzFCO0lBQ0EsSUFBSSxDQUFDLENBQUEsV0FBWTtJQUNqQixJQUFJO01BQ0YsTUFBTSxPQUFPLENBQUMsSUFBYyxPQUFPLFFBQVEsQ0FBQyxNQUFNLE9BQU8sSUFBSSxDQUFDO01BQzlELEtBQUssTUFBTSxRQUFRLFNBQVU7UUFDM0IsTUFBTSxFQUFFLEtBQUssRUFBRSxNQUFNLEVBQUUsR0FBRyxNQUFNLElBQUksTUFBTTtRQUMxQyxJQUFJLENBQUMsT0FBTyxVQUFVLHFDQUFxQztRQUMzRCxLQUFLLE1BQU0sVUFBVSxDQUFDLFFBQVEsUUFBUSxDQUFDLFVBQVUsRUFBRSxLQUFLLEVBQUUsRUFBRSxPQUFPO1FBQ25FLGlFQUFpRTtRQUNqRSxhQUFhO1FBQ2IsS0FBSyxNQUFNLFFBQVEsT0FBTyxLQUFLLENBQUMsTUFBTztVQUNyQyxJQUFJLEtBQUssSUFBSSxPQUFPLElBQUksS0FBSyxLQUFLLE9BQU8sQ0FBQyxZQUFZO1FBQ3hEO01BQ0Y7SUFDRixTQUFVO01BQ1IsSUFBSSxDQUFDLENBQUEsV0FBWTtJQUNuQjtJQUNBLE9BQU87RUFDVDtFQUVBLENBQUEsTUFBTyxDQUFDLFFBQXVCO0lBQzdCLFdBQVcsVUFBVTtNQUNuQixhQUFhLElBQU0sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLElBQUk7TUFDbkMsVUFBVSxJQUFNLElBQUksQ0FBQyxDQUFBLFFBQVM7TUFDOUIsVUFBVSxDQUFDLE9BQVMsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDO0lBQ2xDLEdBQUcsSUFBSSxDQUFDLEdBQUc7RUFDYjtFQUVBLCtEQUErRCxHQUMvRCxDQUFBLEtBQU0sQ0FBQyxNQUFnQztJQUNyQyxNQUFNLElBQUksSUFBSSxpQkFBaUIsUUFBUSxJQUFJLENBQUMsQ0FBQSxVQUFXLElBQUksSUFBSSxFQUFFLElBQUksQ0FBQyxHQUFHO0lBQ3pFLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxHQUFHLENBQUM7SUFDaEIsSUFBSSxDQUFDLENBQUEsVUFBVyxHQUFHLFlBQVksR0FBRztJQUNsQyxJQUFJLENBQUMsQ0FBQSxTQUFVO0lBQ2YsRUFBRSxLQUFLO0lBQ1AsT0FBTztFQUNUO0VBRUE7Ozs7R0FJQyxHQUNELFNBQVMsSUFBc0IsRUFBRSxHQUFrQixFQUFRO0lBQ3pELE9BQVEsSUFBSSxDQUFDO01BQ1gsS0FBSztRQUFPO1VBQ1Ysa0VBQWtFO1VBQ2xFLGlFQUFpRTtVQUNqRSw2QkFBNkI7VUFDN0IsSUFBSSxJQUFJLEVBQUUsS0FBSyxjQUFjLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQztVQUM1QyxNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLE1BQU07VUFDakMsSUFBSSxJQUFJLEVBQUUsS0FBSyxjQUFjO1lBQzNCLE1BQU0sSUFBSSxDQUFDLFdBQVcsSUFBTSxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsTUFBTSxDQUFDO1VBQ3ZEO1VBQ0EsS0FBSyxPQUFPLENBQUMsS0FBSztVQUNsQjtRQUNGO01BQ0EsS0FBSztRQUFTO1VBQ1osTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLGNBQWUsQ0FBQyxNQUFNO1VBQ3JDLG9FQUFvRTtVQUNwRSxtRUFBbUU7VUFDbkUsa0VBQWtFO1VBQ2xFLHFFQUFxRTtVQUNyRSxJQUFJLEdBQUcsUUFBUSxRQUFRO1VBQ3ZCLGdFQUFnRTtVQUNoRSxJQUFJLEtBQUssRUFBRSxNQUFNLENBQUMsTUFBTSxDQUFDLE1BQU0sQ0FBQyxJQUFJLEdBQUcsR0FBRztZQUN4QyxFQUFFLE9BQU8sQ0FBQyxLQUFLLENBQUMsRUFBRSxNQUFNLEVBQUUsSUFBSSxJQUFJO1VBQ3BDO1VBQ0E7UUFDRjtNQUNBLEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7UUFDWDtNQUNGLEtBQUs7UUFDSCxLQUFLLGdCQUFnQjtRQUNyQjtNQUNGLEtBQUs7UUFDSCw2Q0FBNkM7UUFDN0MsSUFBSSxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsR0FBRyxDQUFDLE9BQU87VUFDL0IsSUFBSSxDQUFDLENBQUEsV0FBWSxDQUFDLEdBQUcsQ0FBQyxNQUFNLElBQUksTUFBTTtVQUN0QztRQUNGO1FBQ0EsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE1BQU0sSUFBSSxDQUFDLEVBQUUsU0FBUyxDQUFDLElBQUksTUFBTTtRQUMvQztNQUNGLEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxJQUFJLENBQUMsRUFBRSxHQUFHLENBQUMsSUFBSSxFQUFFLEVBQUUsSUFBSSxLQUFLO1FBQ2hEO01BQ0YsS0FBSztRQUFhO1VBQ2hCLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxjQUFlLENBQUMsTUFBTSxJQUFJLENBQUM7VUFDMUMsa0VBQWtFO1VBQ2xFLDRCQUE0QjtVQUM1QixJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsTUFBTSxDQUFDO1VBQ3hCLEdBQUcsUUFBUSxnQkFBZ0IsRUFBRSxNQUFNO1VBQ25DO1FBQ0Y7TUFDQSxLQUFLO1FBQVU7VUFDYixNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUcsQ0FBQztVQUMzQixJQUFJLEtBQUssT0FBTyxJQUFJLE1BQU0sQ0FBQyxJQUFJLEtBQUssSUFBSTtVQUN4QyxpRUFBaUU7VUFDakUsSUFBSSxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsR0FBRyxDQUFDLE9BQU87VUFDakMsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLGNBQWUsQ0FBQyxNQUFNLElBQUksQ0FBQztVQUMxQyxHQUFHLFFBQVEsV0FBVyxFQUFFLE1BQU07VUFDOUI7UUFDRjtNQUNBLEtBQUs7UUFBVTtVQUNiLE1BQU0sTUFBTSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsR0FBRyxDQUFDO1VBQzNCLElBQUksS0FBSyxPQUFPLElBQUksT0FBTztVQUMzQiw4REFBOEQ7VUFDOUQsSUFBSSxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsR0FBRyxDQUFDLE9BQU87VUFDakMsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLGNBQWUsQ0FBQyxNQUFNO1VBQ3JDLGdFQUFnRTtVQUNoRSxnRUFBZ0U7VUFDaEUsSUFBSSxLQUFLLENBQUMsRUFBRSxPQUFPLENBQUMsTUFBTSxFQUFFO1lBQzFCLEVBQUUsT0FBTyxDQUFDLGFBQWEsQ0FBQyxFQUFFLE1BQU0sRUFBRSxJQUFJLElBQUksRUFBRSxJQUFJLElBQUk7VUFDdEQ7VUFDQTtRQUNGO01BQ0EsS0FBSztRQUNILElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxNQUFNLElBQUksR0FBRztRQUN2QjtNQUNGLEtBQUs7UUFBVTtVQUNiLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxZQUFhLENBQUMsTUFBTTtVQUNuQyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsTUFBTSxDQUFDO1VBQ3RCLEVBQUUsT0FBTyxDQUFDLE1BQU0sQ0FBQyxFQUFFLE1BQU0sRUFBRTtVQUMzQjtRQUNGO01BQ0EsS0FBSztRQUNILEtBQUssYUFBYSxDQUFDLEdBQUcsQ0FBQyxJQUFJLEVBQUU7UUFDN0IsS0FBSyxhQUFhLENBQUMsTUFBTSxDQUFDLElBQUksRUFBRTtRQUNoQztJQUNKO0VBQ0Y7RUFFQSx3RUFBd0UsR0FDeEUsQ0FBQSxVQUFXLENBQUMsSUFBc0I7SUFDaEMsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxHQUFHLENBQUM7SUFDN0IsT0FBTyxLQUFLLENBQUMsRUFBRSxNQUFNLENBQUMsS0FBSyxHQUFHLElBQUk7RUFDcEM7RUFFQTs7OztHQUlDLEdBQ0QsQ0FBQSxjQUFlLENBQUMsSUFBc0IsRUFBRSxJQUFZO0lBQ2xELE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsR0FBRyxDQUFDO0lBQzdCLElBQUksR0FBRyxPQUFPLE9BQU8sT0FBTztJQUM1QixPQUFPLElBQUksQ0FBQyxDQUFBLFlBQWEsQ0FBQyxNQUFNO0VBQ2xDO0VBRUEsc0VBQXNFLEdBQ3RFLENBQUEsT0FBUSxDQUFDLElBQXNCLEVBQUUsSUFBWTtJQUMzQyxNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUcsQ0FBQztJQUMzQixJQUFJLENBQUMsS0FBSztNQUNSLE1BQU0sSUFBSSxjQUNSLENBQUMsSUFBSSxFQUFFLEtBQUssZ0RBQWdELENBQUM7SUFFakU7SUFDQSxPQUFPO0VBQ1Q7RUFFQSxDQUFBLFlBQWEsQ0FBQyxJQUFzQixFQUFFLElBQVk7SUFDaEQsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQztJQUMzQixJQUFJLENBQUMsR0FBRztNQUNOLE1BQU0sSUFBSSxjQUFjLENBQUMsSUFBSSxFQUFFLEtBQUssK0JBQStCLENBQUM7SUFDdEU7SUFDQSxPQUFPO0VBQ1Q7RUFFQTs7O0dBR0MsR0FDRCxDQUFBLEdBQUksQ0FBQyxJQUFzQixFQUFFLEdBQVc7SUFDdEMsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxHQUFHLENBQUM7SUFDN0IsSUFBSSxDQUFDLEdBQUcsTUFBTSxJQUFJLGNBQWM7SUFDaEMsSUFBSSxFQUFFLE1BQU0sQ0FBQyxLQUFLLEVBQUU7SUFDcEIsSUFBSSxDQUFDLEVBQUUsTUFBTSxDQUFDLEdBQUcsQ0FBQyxNQUFNO01BQ3RCLE1BQU0sSUFBSSxjQUFjLENBQUMsY0FBYyxFQUFFLElBQUksc0JBQXNCLENBQUM7SUFDdEU7RUFDRjtFQUVBLG1DQUFtQyxHQUNuQyxNQUFNLENBQUEsTUFBTyxDQUFDLElBQXNCLEVBQUUsR0FBZTtJQUNuRCx1RUFBdUU7SUFDdkUsTUFBTSxXQUFXLElBQUksRUFBRSxLQUFLLFlBQVksSUFBSSxNQUFNLElBQUksSUFBSSxJQUFJLElBQzVELElBQUksQ0FBQyxRQUFRLENBQUMsR0FBRyxDQUFDLElBQUksSUFBSTtJQUM1QixJQUFJLElBQUksQ0FBQyxDQUFBLFFBQVMsSUFBSSxDQUFDLFVBQVUsTUFBTSxJQUFJLENBQUMsQ0FBQSxRQUFTO0lBQ3JELHNFQUFzRTtJQUN0RSxvRUFBb0U7SUFDcEUscUJBQXFCO0lBQ3JCLGtFQUFrRTtJQUNsRSxxRUFBcUU7SUFDckUseUJBQXlCO0lBQ3pCLElBQUksSUFBSSxDQUFDLENBQUEsV0FBWSxJQUFJLEtBQUssSUFBSSxLQUFLLElBQUksQ0FBQyxDQUFBLFVBQVcsRUFBRTtNQUN2RCxNQUFNLElBQUksQ0FBQyxDQUFBLFdBQVk7SUFDekI7SUFDQSxJQUFJLElBQUksQ0FBQyxDQUFBLFNBQVUsRUFBRTtNQUNuQixNQUFNLElBQUksZUFDUixRQUNBO0lBRUo7SUFDQSxPQUFRLElBQUksRUFBRTtNQUNaLEtBQUs7UUFDSCxPQUFPLE1BQU0sSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE1BQU0sSUFBSSxJQUFJO01BQzNDLEtBQUs7UUFDSCxPQUFPLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxNQUFNO01BQ2hDLEtBQUs7UUFDSCxPQUFPO1VBQUUsTUFBTSxNQUFNLElBQUksQ0FBQyxDQUFBLFlBQWEsQ0FBQyxNQUFNLElBQUksTUFBTTtRQUFFO01BQzVELEtBQUs7UUFDSCxPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxNQUFNO01BQzVCLEtBQUs7UUFDSCxPQUFPLE1BQU0sSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLE1BQU07TUFDckMsS0FBSztRQUNILE1BQU0sSUFBSSxDQUFDLENBQUEsYUFBYyxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxJQUFJLElBQUksRUFBRSxJQUFJLENBQUM7UUFDcEQsT0FBTztVQUFFLE1BQU0sQ0FBQztRQUFFO01BQ3BCLEtBQUs7UUFDSCxPQUFPO1VBQUUsTUFBTTtZQUFFLFVBQVUsSUFBSSxDQUFDLENBQUEsYUFBYyxDQUFDLElBQUksSUFBSTtVQUFFO1FBQUU7TUFDN0QsS0FBSztRQUNILE9BQU87VUFBRSxNQUFNO1lBQUUsTUFBTSxJQUFJLENBQUMsQ0FBQSxZQUFhLENBQUMsTUFBTTtVQUFLO1FBQUU7TUFDekQsS0FBSztRQUNILElBQUksQ0FBQyxDQUFBLGFBQWMsQ0FBQyxJQUFJLElBQUk7UUFDNUIsT0FBTztVQUFFLE1BQU0sQ0FBQztRQUFFO01BQ3BCLEtBQUs7UUFBVztVQUNkLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSSxJQUFJO1VBQy9CLE9BQU87WUFBRSxNQUFNLE1BQU0sRUFBRSxPQUFPLENBQUMsT0FBTyxDQUFDLEVBQUUsTUFBTSxFQUFFLElBQUksSUFBSTtVQUFFO1FBQzdEO01BQ0EsS0FBSztRQUFnQjtVQUNuQixNQUFNLE9BQU8sSUFBSSxJQUFJLEtBQUssWUFBWSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxJQUFJLElBQUk7VUFDaEUsTUFBTSxNQUFNLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxHQUFHLENBQUM7VUFDL0IsTUFBTSxVQUFVO2VBQUksSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLE1BQU07V0FBRyxDQUN6QyxNQUFNLENBQUMsQ0FBQyxJQUFNLENBQUMsRUFBRSxNQUFNLENBQUMsS0FBSyxJQUFJLENBQUMsQ0FBQyxRQUFRLEVBQUUsT0FBTyxLQUFLLElBQUksR0FDN0QsSUFBSSxDQUFDLENBQUMsR0FBRyxJQUFNLEVBQUUsS0FBSyxHQUFHLEVBQUUsS0FBSztVQUNuQyxNQUFNLE9BQU87WUFBRSxTQUFTLFFBQVEsR0FBRyxDQUFDLENBQUMsSUFBTSxXQUFXLEdBQUcsTUFBTTtVQUFNO1VBQ3JFLElBQUksSUFBSSxNQUFNLEtBQUssV0FBVyxPQUFPO1lBQUU7VUFBSztVQUM1QyxNQUFNLFFBQVEsTUFBTSxZQUNsQixJQUFJLE1BQU0sRUFDVixRQUFRLEdBQUcsQ0FBQyxDQUFDLElBQU0sZUFBZSxFQUFFLE9BQU8sRUFBRTtVQUUvQyxPQUFPO1lBQUUsTUFBTTtjQUFFLEdBQUcsSUFBSTtjQUFFO1lBQU07VUFBRTtRQUNwQztNQUNBLEtBQUs7UUFDSCxPQUFPO1VBQUUsTUFBTSxNQUFNLElBQUksQ0FBQyxDQUFBLGNBQWUsQ0FBQyxNQUFNO1FBQUs7TUFDdkQsS0FBSztRQUNILElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxJQUFJLElBQUksRUFBRSxJQUFJLE9BQU87UUFDbEMsT0FBTztVQUFFLE1BQU0sQ0FBQztRQUFFO01BQ3BCLEtBQUs7UUFDSCxPQUFPO1VBQUUsTUFBTSxJQUFJLENBQUMsT0FBTyxDQUFDLE9BQU87UUFBQztNQUN0QyxLQUFLO1FBQWU7VUFDbEIsSUFBSSxJQUFJLENBQUMsQ0FBQSxXQUFZLElBQUksa0JBQWtCO1lBQ3pDLE1BQU0sSUFBSSxlQUNSLGVBQ0EsQ0FBQyxtQkFBbUIsRUFBRSxpQkFBaUIsc0VBQXNFLENBQUM7VUFFbEg7VUFDQSxNQUFNLEVBQUUsUUFBUSxFQUFFLFFBQVEsRUFBRSxHQUFHLE1BQU0sSUFBSSxDQUFDLE9BQU8sQ0FBQyxNQUFNLENBQUMsSUFBSSxJQUFJO1VBQ2pFLGlFQUFpRTtVQUNqRSxNQUFNLFVBQVUsSUFBSSxDQUFDLE9BQU8sQ0FBQyxPQUFPLENBQUMsT0FBTztVQUM1QyxLQUFLLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsSUFBSSxHQUFJO1lBQ3JDLEVBQUUsSUFBSSxDQUFDO2NBQUUsR0FBRztjQUFXO1lBQVE7VUFDakM7VUFDQSxNQUFNLFNBQVMsTUFBTSxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUM7VUFDdkMsT0FBTztZQUFFLE1BQU07Y0FBRSxVQUFVO21CQUFJO21CQUFhO2VBQU87WUFBQztVQUFFO1FBQ3hEO01BQ0EsS0FBSztRQUNILE9BQU87VUFBRSxNQUFNLENBQUM7VUFBRyxPQUFPLElBQU0sSUFBSSxDQUFDLFFBQVEsQ0FBQztRQUFlO01BQy9ELEtBQUs7UUFBUTtVQUNYLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSSxJQUFJO1VBQy9CLE1BQU0sQ0FBQyxJQUFJLEtBQUssR0FDWixFQUFFLE9BQU8sQ0FBQyxLQUFLLENBQUMsSUFBSSxJQUFJLEVBQUUsRUFBRSxJQUFJLElBQ2hDLEVBQUUsT0FBTyxDQUFDLElBQUksQ0FBQyxJQUFJLElBQUksRUFBRSxJQUFJLGNBQWMsRUFBRSxFQUFFLElBQUksQ0FBQztVQUN4RCxPQUFPO1lBQUUsTUFBTSxDQUFDO1VBQUU7UUFDcEI7TUFDQSxLQUFLO1FBQ0gsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLElBQUksSUFBSSxFQUFFLE1BQU0sQ0FBQyxJQUFJLElBQUksRUFBRSxJQUFJLElBQUk7UUFDOUMsT0FBTztVQUFFLE1BQU0sQ0FBQztRQUFFO01BQ3BCLEtBQUs7UUFBVztVQUNkLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSSxJQUFJO1VBQy9CLE1BQU0sYUFBYSxJQUFJLFVBQVUsSUFBSTtVQUNyQyxPQUFPO1lBQ0wsTUFBTSxJQUFJLEtBQUssR0FDWCxNQUFNLEVBQUUsT0FBTyxDQUFDLFlBQVksQ0FDNUIsWUFDQSxFQUFFLElBQUksRUFDTixJQUFJLEtBQUssRUFDVCxJQUFJLElBQUksSUFBSSxPQUNaO2NBQUUsVUFBVSxJQUFJLFFBQVE7Y0FBRSxXQUFXLElBQUksU0FBUztZQUFDLEtBRW5ELE1BQU0sRUFBRSxPQUFPLENBQUMsT0FBTyxDQUFDLFlBQVksRUFBRSxJQUFJO1VBQ2hEO1FBQ0Y7TUFDQSxLQUFLO1FBQ0gsT0FBTyxNQUFNLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxNQUFNO01BQ2hDLEtBQUs7UUFDSCxPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxNQUFNLElBQUksRUFBRSxFQUFFLElBQUksSUFBSTtNQUM1QyxLQUFLO01BQ0wsS0FBSztNQUNMLEtBQUs7TUFDTCxLQUFLO01BQ0wsS0FBSztNQUNMLEtBQUs7TUFDTCxLQUFLO01BQ0wsS0FBSztNQUNMLEtBQUs7TUFDTCxLQUFLO01BQ0wsS0FBSztNQUNMLEtBQUs7TUFDTCxLQUFLO01BQ0wsS0FBSztNQUNMLEtBQUs7TUFDTCxLQUFLO01BQ0wsS0FBSztNQUNMLEtBQUs7UUFDSCxPQUFPO1VBQUUsTUFBTSxNQUFNLElBQUksQ0FBQyxDQUFBLFdBQVksQ0FBQztRQUFLO01BQzlDLEtBQUs7TUFDTCxLQUFLO1FBQ0gsT0FBTztVQUFFLE1BQU0sTUFBTSxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsTUFBTTtRQUFLO01BQ2xELEtBQUs7UUFBVztVQUNkLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSSxJQUFJO1VBQy9CLE9BQU87WUFDTCxNQUFNLE1BQU0sRUFBRSxPQUFPLENBQUMsT0FBTyxDQUMzQixJQUFJLEtBQUssRUFDVCxJQUFJLEtBQUssRUFDVCxJQUFJLE1BQU0sRUFDVixFQUFFLElBQUk7VUFFVjtRQUNGO01BQ0EsS0FBSztNQUNMLEtBQUs7TUFDTCxLQUFLO01BQ0wsS0FBSztNQUNMLEtBQUs7UUFDSCxPQUFPLE1BQU0sSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDO01BQzVCLEtBQUs7UUFDSCxPQUFPLE1BQU0sSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE1BQU07TUFDbkMsS0FBSztRQUNILE9BQU8sTUFBTSxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsS0FBSyxLQUFLLElBQUksS0FBSyxJQUFJLENBQUMsQ0FBQSxVQUFXO01BQ2pFLEtBQUs7UUFBbUI7VUFDdEIsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQztVQUMxQixJQUFJLElBQUksSUFBSSxLQUFLLE9BQU8sRUFBRSxHQUFHLENBQUMsSUFBSSxRQUFRLEVBQUUsSUFBSSxLQUFLO2VBQ2hELElBQUksSUFBSSxJQUFJLEtBQUssVUFBVSxFQUFFLEdBQUcsQ0FBQyxJQUFJLFFBQVEsRUFBRTtlQUMvQyxFQUFFLEtBQUssQ0FBQyxJQUFJLFFBQVE7VUFDekIsT0FBTztZQUFFLE1BQU0sQ0FBQztVQUFFO1FBQ3BCO01BQ0EsS0FBSztRQUFvQjtVQUN2QixNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLEtBQUssSUFBSTtVQUN0QyxJQUFJLElBQUksUUFBUSxLQUFLLFdBQVcsT0FBTztZQUFFLE1BQU07Y0FBRTtZQUFLO1VBQUU7VUFDeEQsTUFBTSxNQUFNLEtBQUssTUFBTSxDQUFDLENBQUMsQ0FBQyxLQUFLLEdBQUssU0FBUyxJQUFJLFFBQVE7VUFDekQsSUFBSSxJQUFJLE1BQU0sS0FBSyxHQUFHO1lBQ3BCLE1BQU0sSUFBSSxlQUNSLGFBQ0EsQ0FBQyxpQkFBaUIsRUFBRSxJQUFJLFFBQVEsQ0FBQyxvQ0FBb0MsQ0FBQztVQUUxRTtVQUNBLE9BQU87WUFBRSxNQUFNO2NBQUUsTUFBTTtZQUFJO1VBQUU7UUFDL0I7SUFDRjtFQUNGO0VBRUE7Ozs7O0dBS0MsR0FDRCxDQUFBLGVBQWdCLENBQUMsT0FBZSxFQUFFLENBQVksRUFBRSxPQUF1QjtJQUNyRSxNQUFNLEVBQUUsSUFBSSxFQUFFLE1BQU0sRUFBRSxHQUFHLEVBQUUsSUFBSTtJQUMvQixJQUFJLENBQUMsR0FBRyxDQUFDLElBQUksQ0FBQyxDQUFDLGNBQWMsRUFBRSxVQUFVLENBQUMsS0FBSyxFQUFFLE1BQU0sQ0FBQyxFQUFFLEVBQUUsU0FBUztJQUNyRSxNQUFNLE9BQU8sU0FBUyxJQUNsQixDQUFDLENBQUMsRUFBRSxRQUFRLEVBQUUsRUFBRSxTQUFTLENBQUMsU0FBUyxFQUFFLFFBQVEsR0FBRyxDQUFDLFNBQVMsRUFBRSxNQUFNLEVBQUUsR0FDcEUsRUFBRSxNQUFNLENBQUMsT0FBTyxHQUFHLEtBQUssQ0FBQyxNQUFNLEdBQUcsTUFBTTtJQUM1QyxJQUFJLENBQUMsV0FBVyxTQUFTLElBQUk7SUFDN0IsMkRBQTJEO0lBQzNELE1BQU0sUUFBUSxjQUFjO0lBQzVCLE1BQU0sUUFBUTtTQUFJLElBQUksQ0FBQyxDQUFBLFFBQVM7S0FBQyxDQUM5QixNQUFNLENBQUMsQ0FBQyxHQUFHLEVBQUUsR0FDWixFQUFFLE9BQU8sS0FBSyxXQUFXLENBQUMsRUFBRSxNQUFNLENBQUMsS0FBSyxJQUFJLENBQUMsRUFBRSxNQUFNLENBQUMsU0FBUyxFQUVoRSxJQUFJLENBQUMsQ0FBQyxHQUFHLEVBQUUsRUFBRSxHQUFHLEVBQUUsR0FBSyxFQUFFLE1BQU0sQ0FBQyxVQUFVLEdBQUcsRUFBRSxNQUFNLENBQUMsVUFBVSxDQUFDLENBQUMsRUFBRTtJQUN2RSxPQUFPLENBQUMsRUFBRSxDQUFDLEtBQUs7TUFBRSxHQUFHO01BQVcsTUFBTTtJQUFNO0VBQzlDO0VBRUEscUVBQXFFLEdBQ3JFLENBQUEsU0FBVSxDQUNSLEdBQXdDO0lBRXhDLElBQUksSUFBSSxNQUFNLEVBQUUsT0FBTyxJQUFJLENBQUMsQ0FBQSxPQUFRO0lBQ3BDLElBQUksSUFBSSxJQUFJLEtBQUssV0FBVztNQUMxQixNQUFNLElBQUksZUFBZSxlQUFlO0lBQzFDO0lBQ0EsT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsSUFBSSxJQUFJLEVBQUUsT0FBTztFQUNyQztFQUVBOzs7OztHQUtDLEdBQ0QsTUFBTSxDQUFBLFFBQVMsQ0FDYixHQUFxQyxFQUNyQyxhQUFhLEtBQUs7SUFFbEIsTUFBTSxVQUFVLElBQUksSUFBSSxLQUFLLFlBQ3pCLGtCQUFrQixJQUFJLENBQUMsUUFBUSxJQUMvQixJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsSUFBSSxJQUFJO0lBQ3ZCLE1BQU0sSUFBSSxJQUFJLElBQUksS0FBSyxZQUNsQixVQUFVLGVBQWUsU0FBUyxRQUFRLE9BQzNDO01BQUUsR0FBRyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSSxJQUFJLENBQUM7TUFBRSxRQUFRO0lBQUs7SUFDOUMsTUFBTSxVQUFVLElBQ1osTUFBTSxVQUFVLElBQUksT0FBTyxFQUFFLEdBQUcsYUFDaEMsYUFBYSxJQUFJLE9BQU8sRUFBRSxJQUFNO0lBQ3BDLE1BQU0sT0FBTyxLQUFLLEdBQUcsQ0FBQyxHQUFHLENBQUM7SUFDMUIsTUFBTSxNQUFNLElBQUksR0FBRyxJQUFJLEdBQUcsUUFBUSxPQUFPLFFBQVE7SUFDakQsSUFBSTtNQUNGLElBQUksQ0FBQyxLQUFLLFFBQVEsQ0FBQyxLQUFLLFdBQVcsRUFBRSxNQUFNLElBQUksTUFBTTtJQUN2RCxFQUFFLE9BQU07TUFDTixNQUFNLElBQUksZUFBZSxlQUFlLENBQUMsbUJBQW1CLEVBQUUsS0FBSztJQUNyRTtJQUNBLE1BQU0sTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLE9BQVEsRUFBRSxHQUFHLFFBQVEsV0FBVyxNQUFNO01BQzVELEdBQUksYUFBYTtRQUFFLENBQUMsa0JBQWtCLEVBQUUsSUFBSSxDQUFDLENBQUEsVUFBVztNQUFDLElBQUksQ0FBQyxDQUFDO01BQy9ELE9BQU8sR0FBRyxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsQ0FBQyxFQUFFLEdBQUcsUUFBUSxRQUFRLElBQUk7TUFDckQsR0FBSSxJQUFJLElBQUksS0FBSyxhQUFhLElBQUk7UUFBRSxZQUFZLENBQUMsQ0FBQyxFQUFFLEVBQUUsSUFBSSxDQUFDLEVBQUUsRUFBRTtNQUFDLElBQUksQ0FBQyxDQUFDO0lBQ3hFO0lBQ0EsTUFBTSxNQUFNLE9BQU8sU0FBUyxLQUFLO0lBQ2pDLElBQUksSUFBSSxVQUFVLEVBQUU7TUFDbEIsSUFBSSxJQUFJLENBQ04sQ0FBQyxJQUFNLElBQUksQ0FBQyxDQUFBLGVBQWdCLENBQUMsU0FBUyxHQUFHLEdBQUcsV0FBVyxPQUN2RCxDQUFDLE1BQVEsSUFBSSxDQUFDLEdBQUcsQ0FBQyxJQUFJLENBQUMsQ0FBQyxjQUFjLEVBQUUsSUFBSSxPQUFPLEVBQUU7TUFFdkQsT0FBTztRQUFFLE1BQU07VUFBRSxRQUFRO1FBQUc7TUFBRTtJQUNoQztJQUNBLE1BQU0sSUFBSSxNQUFNO0lBQ2hCLE9BQU87TUFDTCxNQUFNO1FBQ0osUUFBUSxFQUFFLE1BQU07UUFDaEIsTUFBTSxFQUFFLElBQUk7UUFDWixHQUFJLEVBQUUsU0FBUyxHQUFHO1VBQUUsV0FBVztRQUFLLElBQUksQ0FBQyxDQUFDO01BQzVDO0lBQ0Y7RUFDRjtFQUVBOzs7R0FHQyxHQUNELE1BQU0sQ0FBQSxPQUFRLENBQ1osSUFBc0IsRUFDdEIsR0FBb0M7SUFFcEMsTUFBTSxFQUFFLE9BQU8sRUFBRSxJQUFJLEVBQUUsR0FBRztJQUMxQixJQUFJLFNBQVMsVUFBVSxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsTUFBTSxDQUFDO0lBQzdDLElBQUksU0FBUyxVQUFVLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxNQUFNLENBQUM7SUFDN0MsSUFBSSxTQUFTLFVBQVUsU0FBUyxRQUFRO01BQ3RDLE1BQU0sU0FBUyxJQUFJO01BQ25CLEtBQUssYUFBYSxDQUFDLEdBQUcsQ0FBQyxJQUFJLEVBQUUsRUFBRSxJQUFNLE9BQU8sS0FBSztNQUNqRCxJQUFJO1FBQ0YsTUFBTSxDQUFDLFNBQVMsU0FDWixJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsSUFBSSxDQUFDLFNBQVMsT0FBTyxNQUFNLEVBQUUsSUFBSSxTQUFTLElBQ3pELElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxJQUFJLENBQUMsU0FBUyxPQUFPLE1BQU0sRUFBRSxJQUFJLFNBQVMsQ0FBQztNQUNoRSxTQUFVO1FBQ1IsS0FBSyxhQUFhLENBQUMsTUFBTSxDQUFDLElBQUksRUFBRTtNQUNsQztJQUNGO0lBQ0EsT0FBTztNQUFFLE1BQU0sQ0FBQztJQUFFO0VBQ3BCO0VBRUEsc0VBQXNFLEdBQ3RFLENBQUEsV0FBWSxDQUFDLEdBQWdCO0lBQzNCLE1BQU0sVUFBVSxrQkFBa0IsSUFBSSxDQUFDLFFBQVEsRUFBRTtJQUNqRCxvRUFBb0U7SUFDcEUsT0FBTyxtQkFBbUIsVUFBVSxJQUFJLENBQUMsQ0FBQSxhQUFjLENBQUMsV0FBVztFQUNyRTtFQUVBLDhEQUE4RCxHQUM5RCxNQUFNLENBQUEsYUFBYyxDQUFJLE9BQW1CO0lBQ3pDLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQyxHQUFHLENBQUM7SUFDcEIsSUFBSTtNQUNGLE9BQU8sTUFBTTtJQUNmLFNBQVU7TUFDUixJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsTUFBTSxDQUFDO0lBQ3pCO0VBQ0Y7RUFFQSw2REFBNkQsR0FDN0QsTUFBTSxDQUFBLE9BQVEsQ0FBQyxJQUFzQixFQUFFLElBQWM7SUFDbkQsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHO0lBQ2xCLElBQUksQ0FBQyxDQUFBLFdBQVksR0FBRztJQUNwQixNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsV0FBWTtJQUM5QixxRUFBcUU7SUFDckUscUVBQXFFO0lBQ3JFLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQztJQUNoQixJQUFJO0lBQ0osSUFBSTtNQUNGLGdFQUFnRTtNQUNoRSxNQUFNLFlBQ0osUUFBUSxVQUFVLENBQUMsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUNsQyxvQkFDQSxJQUNFLElBQUksZUFDRixRQUNBO01BR04sV0FBVyxNQUFNLGVBQWUsTUFBTTtJQUN4QyxFQUFFLE9BQU8sS0FBSztNQUNaLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRztNQUNsQixJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUM7TUFDaEIsTUFBTTtJQUNSO0lBQ0EsT0FBTztNQUNMLE1BQU0sU0FBUyxNQUFNO01BQ3JCLE9BQU87UUFDTCxNQUFNLEtBQUssT0FBTztRQUNsQixTQUFTLE1BQU0sV0FBVyxrQ0FBa0M7UUFDNUQsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHO01BQ2xCLCtEQUErRDtNQUMvRCxtRUFBbUU7TUFDbkUsd0NBQXdDO01BQzFDO0lBQ0Y7RUFDRjtFQUVBLENBQUEsU0FBVSxDQUFDLEVBQVc7SUFDcEIsS0FBSyxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLE1BQU0sR0FBSSxJQUFJLEtBQUssQ0FBQztFQUNuRDtFQUVBLHlDQUF5QyxHQUN6QyxDQUFBLFdBQVk7SUFDVixPQUFPO01BQ0wsWUFBWSxJQUFJLENBQUMsQ0FBQSxVQUFXO01BQzVCLFNBQVMsSUFBSSxDQUFDLE9BQU87TUFDckIsS0FBSyxJQUFJLENBQUMsR0FBRztNQUNiLFNBQVMsSUFBSSxDQUFDLENBQUEsT0FBUTtNQUN0QixVQUFVLElBQU07YUFBSSxJQUFJLENBQUMsUUFBUSxDQUFDLE1BQU07U0FBRztNQUMzQyxhQUFhLElBQU0sQ0FBQztVQUNsQixhQUFhLFdBQVcsSUFBSSxDQUFDLENBQUEsT0FBUTtVQUNyQyxRQUFRO2VBQUksSUFBSSxDQUFDLENBQUEsTUFBTztXQUFDO1VBQ3pCLFFBQVEsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLElBQUk7VUFDMUIsU0FBUyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsSUFBSTtVQUMzQixVQUFVLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxJQUFJO1VBQzdCLFNBQVMsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEdBQUcsR0FDdkIsTUFBTSxDQUFDLENBQUMsSUFBTSxJQUFJLENBQUMsUUFBUSxDQUFDLEdBQUcsQ0FBQyxFQUFFLE9BQU8sQ0FBQyxJQUFJLE1BQU0sRUFBRSxPQUFPLEVBQzdELEdBQUcsQ0FBQyxDQUFDLEVBQUUsTUFBTSxFQUFFLE9BQU8sRUFBRSxHQUFLLENBQUM7Y0FDN0IsT0FBTyxPQUFPLE1BQU0sQ0FBQyxLQUFLO2NBQzFCLFNBQVMsUUFBUSxJQUFJO2NBQ3JCLFVBQVUsT0FBTyxNQUFNLENBQUMsUUFBUTtjQUNoQyxLQUFLLE9BQU8sSUFBSSxDQUFDLEdBQUc7WUFDdEIsQ0FBQztRQUNMLENBQUM7TUFDRCxVQUFVLENBQUMsUUFBVSxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUM7SUFDdEM7RUFDRjtFQUVBOzs7OztHQUtDLEdBQ0QsQ0FBQSxRQUFTLENBQUMsS0FBbUI7SUFDM0IsS0FBSyxNQUFNLEtBQUssSUFBSSxDQUFDLFFBQVEsQ0FBQyxNQUFNLEdBQUksRUFBRSxPQUFPO0lBQ2pELElBQUksQ0FBQyxRQUFRLENBQUMsS0FBSztJQUNuQixzRUFBc0U7SUFDdEUscUVBQXFFO0lBQ3JFLHdEQUF3RDtJQUN4RCxLQUFLLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUU7TUFDOUIsSUFBSSxTQUFTLElBQUksQ0FBQyxDQUFBLFdBQVksRUFBRSxLQUFLLGdCQUFnQjtJQUN2RDtJQUNBLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxLQUFLO0lBQ3BCLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRyxJQUFJO0lBQ3BCLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRyxJQUFJO0lBQ3BCLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRyxJQUFJLFFBQVEsSUFBSSxDQUFDLENBQUEsT0FBUTtJQUN6QyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUM7RUFDZDtFQUVBLHdFQUF3RSxHQUN4RSxDQUFBLEtBQU0sQ0FBQyxLQUFtQjtJQUN4QixJQUFJLENBQUMsQ0FBQSxlQUFnQixDQUFDO0lBQ3RCLEtBQUssTUFBTSxNQUFNLE1BQU0sUUFBUSxDQUFFLElBQUksQ0FBQyxDQUFBLFlBQWEsQ0FBQyxJQUFJO0lBQ3hELElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQztFQUNqQjtFQUVBOzs7Ozs7R0FNQyxHQUNELENBQUEsVUFBVyxDQUFDLEtBQW1CO0lBQzdCLElBQUksQ0FBQyxDQUFBLGVBQWdCLENBQUM7SUFDdEIsTUFBTSxXQUFXLElBQUksSUFBSSxNQUFNLE9BQU8sQ0FBQyxHQUFHLENBQUMsQ0FBQyxJQUFNLEVBQUUsT0FBTztJQUMzRCxNQUFNLFFBQVEsRUFBRTtJQUNoQixLQUFLLE1BQU0sTUFBTSxNQUFNLFFBQVEsQ0FBRTtNQUMvQixJQUFJLFNBQVMsR0FBRyxDQUFDLEdBQUcsSUFBSSxHQUFHLElBQUksQ0FBQyxDQUFBLFlBQWEsQ0FBQyxJQUFJO1dBQzdDLE1BQU0sSUFBSSxDQUFDO0lBQ2xCO0lBQ0EsT0FBTztFQUNUO0VBRUE7Ozs7OztHQU1DLEdBQ0QsTUFBTSxDQUFBLFVBQVcsQ0FDZixLQUFtQixFQUNuQixLQUErQjtJQUUvQixNQUFNLFFBQVEsS0FBSyxHQUFHLEtBQUs7SUFDM0IsTUFBTSxRQUFRO1NBQUksSUFBSSxDQUFDLFFBQVEsQ0FBQyxNQUFNO0tBQUc7SUFDekMsSUFBSSxRQUFRO0lBQ1osUUFBUSxHQUFHLENBQUMsTUFBTSxHQUFHLENBQUMsQ0FBQyxJQUFNLEVBQUUsS0FBSyxHQUFHLElBQUksQ0FBQyxJQUFPLFFBQVE7SUFDM0QsTUFDRSxDQUFDLENBQUMsU0FBUyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsT0FBTyxLQUFLLENBQUMsS0FBSyxLQUFLLEdBQUcsS0FBSyxNQUN4RDtNQUNBLE1BQU0sSUFBSSxRQUFRLENBQUMsSUFBTSxXQUFXLEdBQUc7SUFDekM7SUFDQSxLQUFLLE1BQU0sTUFBTSxNQUFPO01BQ3RCLE1BQU0sSUFBSSxRQUFRLENBQUMsSUFBTSxXQUFXLEdBQUc7TUFDdkMsSUFBSSxDQUFDLENBQUEsWUFBYSxDQUFDLElBQUk7SUFDekI7SUFDQSxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUM7RUFDakI7RUFFQSxDQUFBLGVBQWdCLENBQUMsS0FBbUI7SUFDbEMsbUVBQW1FO0lBQ25FLGlFQUFpRTtJQUNqRSxLQUFLLE1BQU0sTUFBTSxNQUFNLFFBQVEsQ0FBRTtNQUMvQixJQUFJLEdBQUcsRUFBRSxLQUFLLFdBQVcsSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDLE9BQU8sQ0FBQyxHQUFHLEVBQUUsR0FBRztJQUM1RDtJQUNBLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxJQUFJLElBQUksTUFBTSxNQUFNO0lBQ25DLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxJQUFJLENBQUMsTUFBTSxNQUFNLElBQUksRUFBRTtJQUNyQyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsSUFBSSxDQUFDLE1BQU0sT0FBTztJQUNoQyxJQUFJLE1BQU0sUUFBUSxFQUFFLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxJQUFJLENBQUMsTUFBTSxRQUFRO0lBQ3RELElBQUksTUFBTSxXQUFXLEVBQUUsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHLFdBQVcsTUFBTSxXQUFXO0VBQ3JFO0VBRUEscUVBQXFFLEdBQ3JFOzs7O0dBSUMsR0FDRCxDQUFBLEtBQU0sQ0FBQyxFQUFvQztJQUN6QyxLQUFLLE1BQU0sS0FBSyxHQUFHLEtBQUssQ0FBRTtNQUN4QixJQUFJLEVBQUUsRUFBRSxJQUFJLEdBQUc7UUFDYixJQUFJO1VBQ0YsUUFBUSxFQUFFLEVBQUU7UUFDZCxFQUFFLE9BQU07UUFDTixpQ0FBaUM7UUFDbkM7TUFDRjtNQUNBLElBQUksRUFBRSxNQUFNLEtBQUssUUFBUSxFQUFFLEdBQUcsR0FBRyxHQUFHO1FBQ2xDLElBQUk7VUFDRixZQUFZLEVBQUUsR0FBRyxFQUFFO1FBQ3JCLEVBQUUsT0FBTTtRQUNOLHFDQUFxQztRQUN2QztRQUNBLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxNQUFNLENBQUMsRUFBRSxHQUFHLEVBQUUsS0FBSyxDQUFDLEtBQU87TUFDM0M7SUFDRjtFQUNGO0VBRUEsQ0FBQSxZQUFhLENBQUMsRUFBb0MsRUFBRSxLQUFtQjtJQUNyRSxJQUFJO0lBQ0osSUFBSTtNQUNGLElBQUksUUFBUSxPQUFPLENBQ2pCLElBQ0EsSUFBSSxDQUFDLENBQUEsT0FBUSxFQUNiLElBQUksQ0FBQyxHQUFHLEVBQ1IsSUFBTSxJQUFJLENBQUMsT0FBTyxDQUFDLE9BQU8sQ0FBQyxpQkFBaUIsRUFDNUM7UUFDRSxRQUFRLElBQUksQ0FBQyxDQUFBLE1BQU87UUFDcEIsU0FBUyxJQUFJLENBQUMsQ0FBQSxPQUFRO1FBQ3RCLFdBQVcsSUFBSSxDQUFDLENBQUEsU0FBVTtRQUMxQixZQUFZLElBQUksQ0FBQyxDQUFBLFVBQVc7UUFDNUIsU0FBUyxJQUFJLENBQUMsQ0FBQSxPQUFRO01BQ3hCLEdBQ0EsSUFBTSxJQUFJLENBQUMsQ0FBQSxPQUFRO0lBRXZCLEVBQUUsT0FBTyxLQUFLO01BQ1osMkRBQTJEO01BQzNELElBQUksQ0FBQyxHQUFHLENBQUMsS0FBSyxDQUNaLENBQUMsUUFBUSxFQUFFLEdBQUcsSUFBSSxDQUFDLHdCQUF3QixFQUFFLEFBQUMsSUFBYyxPQUFPLEVBQUU7TUFFdkUsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDO01BQ1o7SUFDRjtJQUNBLEVBQUUsTUFBTSxHQUFHLENBQUMsSUFBTSxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUM7SUFDcEMsRUFBRSxZQUFZLEdBQUcsQ0FBQyxJQUFNLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQztJQUN6QyxJQUFJLENBQUMsUUFBUSxDQUFDLEdBQUcsQ0FBQyxHQUFHLElBQUksRUFBRTtJQUMzQixLQUFLLE1BQU0sS0FBSyxNQUFNLE9BQU8sQ0FBRTtNQUM3QixJQUFJLEVBQUUsT0FBTyxLQUFLLEdBQUcsSUFBSSxFQUFFO01BQzNCLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxTQUFTLENBQ3JCLElBQUksa0JBQWtCLEVBQUUsS0FBSyxFQUFFLEVBQUUsUUFBUSxFQUFFLEVBQUUsR0FBRyxHQUNoRDtJQUVKO0VBQ0Y7RUFFQSxDQUFBLFFBQVMsQ0FBQyxLQUFtQjtJQUMzQixJQUFJLENBQUMsR0FBRyxDQUFDLElBQUksQ0FDWCxDQUFDLFVBQVUsRUFBRSxNQUFNLFFBQVEsQ0FBQyxNQUFNLENBQUMscUJBQXFCLEVBQUUsTUFBTSxJQUFJLENBQUMsV0FBVyxFQUFFLE1BQU0sUUFBUSxDQUFDLEdBQUcsRUFDbEcsS0FBSyxHQUFHLEtBQUssTUFBTSxPQUFPLENBQzNCLCtCQUErQixDQUFDO0VBRXJDO0VBRUEsd0RBQXdELEdBQ3hELE1BQU0sQ0FBQSxNQUFPLENBQUMsR0FBa0I7SUFDOUIsTUFBTSxVQUFVLElBQUksQ0FBQyxDQUFBLE9BQVE7SUFDN0IsT0FBUSxJQUFJLEVBQUU7TUFDWixLQUFLO1FBQ0gsT0FBTztVQUFFLE1BQU07WUFBRSxTQUFTLFFBQVEsSUFBSTtVQUFHO1FBQUU7TUFDN0MsS0FBSztRQUNILE9BQU87VUFBRSxNQUFNLFFBQVEsR0FBRyxDQUFDLElBQUksTUFBTTtRQUFFO01BQ3pDLEtBQUs7UUFDSCxPQUFPO1VBQUUsTUFBTTtZQUFFLE1BQU0sUUFBUSxHQUFHLENBQUMsSUFBSSxJQUFJLEVBQUUsSUFBSSxNQUFNO1VBQUU7UUFBRTtNQUM3RCxLQUFLO1FBQ0gsUUFBUSxNQUFNLENBQUMsSUFBSSxNQUFNO1FBQ3pCLE9BQU87VUFBRSxNQUFNLENBQUM7UUFBRTtNQUNwQixLQUFLO1FBQWdCO1VBQ25CLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSSxJQUFJO1VBQy9CLE1BQU0sRUFBRSxPQUFPLENBQUMsS0FBSyxDQUFDLFFBQVEsR0FBRyxDQUFDLElBQUksTUFBTSxFQUFFLElBQUksRUFBRSxFQUFFLElBQUk7VUFDMUQsT0FBTztZQUFFLE1BQU0sQ0FBQztVQUFFO1FBQ3BCO0lBQ0Y7RUFDRjtFQUVBLHFFQUFxRSxHQUNyRSxDQUFBLElBQUssQ0FBQyxNQUFjO0lBQ2xCLE9BQU8sZUFBZSxJQUFJLENBQUMsUUFBUSxFQUFFO0VBQ3ZDO0VBRUEsaURBQWlELEdBQ2pELENBQUEsTUFBTyxDQUFDLE1BQWM7SUFDcEIsT0FBTyxjQUFjLElBQUksQ0FBQyxRQUFRLEVBQUU7RUFDdEM7RUFFQSxDQUFBLFVBQVcsQ0FDVCxJQUFzQixFQUN0QixHQUErQjtJQUUvQixNQUFNLE9BQU8sSUFBSSxJQUFJLElBQUksSUFBSSxDQUFDLENBQUEsUUFBUztJQUN2QyxJQUFJLElBQUksQ0FBQyxRQUFRLENBQUMsR0FBRyxDQUFDLE9BQU87TUFDM0IsTUFBTSxJQUFJLGVBQ1IsVUFDQSxDQUFDLGdCQUFnQixFQUFFLEtBQUssa0NBQWtDLENBQUM7SUFFL0Q7SUFDQSxzRUFBc0U7SUFDdEUsTUFBTSxPQUFPO01BQUUsR0FBSSxJQUFJLE9BQU8sSUFBSSxLQUFLLEdBQUcsQ0FBQyxRQUFRLEVBQUU7SUFBRTtJQUN2RCw0Q0FBNEM7SUFDNUMsT0FBTyxJQUFJLENBQUMsa0JBQWtCO0lBQzlCLE1BQU0sTUFBTSxJQUFJLEdBQUcsSUFBSSxLQUFLLElBQUksSUFBSTtJQUNwQyxJQUFJO01BQ0YsSUFBSSxDQUFDLEtBQUssUUFBUSxDQUFDLEtBQUssV0FBVyxFQUFFLE1BQU0sSUFBSSxNQUFNO0lBQ3ZELEVBQUUsT0FBTTtNQUNOLE1BQU0sSUFBSSxlQUFlLGVBQWUsQ0FBQyxtQkFBbUIsRUFBRSxLQUFLO0lBQ3JFO0lBQ0E7SUFDQSxNQUFNLFFBQVEsSUFBSSxDQUFDLE9BQU8sQ0FBQyxPQUFPLENBQUMsZ0JBQWdCLElBQUksS0FBSyxLQUFLO0lBQ2pFLE1BQU0sTUFBTSxJQUFJLEdBQUcsRUFBRSxTQUFTLElBQUksR0FBRyxHQUFHO01BQUMsU0FBUztLQUFVO0lBQzVELHdFQUF3RTtJQUN4RSxzRUFBc0U7SUFDdEUsTUFBTSxRQUFRLElBQUksR0FBRyxFQUFFLFNBQ25CLFlBQ0EsQ0FBQyxDQUFDLEVBQUUsR0FBRyxDQUFDLEVBQUUsQ0FBQyxLQUFLLENBQUMsR0FBRyxDQUFDLEVBQUUsQ0FBQyxXQUFXLENBQUMsT0FBTyxJQUFJO0lBQ25ELG1FQUFtRTtJQUNuRSwrQ0FBK0M7SUFDL0MsTUFBTSxNQUE4QjtNQUNsQyxHQUFHLElBQUk7TUFDUCxNQUFNO01BQ04sV0FBVztNQUNYLE9BQU8sR0FBRyxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsQ0FBQyxFQUFFLE1BQU07SUFDdEM7SUFDQSxxREFBcUQ7SUFDckQsT0FBTyxJQUFJLE9BQU87SUFDbEIsT0FBTyxJQUFJLEtBQUs7SUFDaEIsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxJQUFJLENBQUM7SUFDaEM7SUFDQTtJQUNBLE1BQU0sVUFBVSxRQUFRLEtBQUssQ0FDM0I7TUFDRTtNQUNBO01BQ0E7TUFDQTtNQUNBO01BQ0EsTUFBTSxJQUFJLElBQUk7TUFDZCxNQUFNLElBQUksSUFBSTtNQUNkLE1BQU0sSUFBSSxJQUFJLElBQUk7TUFDbEIsWUFBWSxJQUFJLFVBQVUsSUFBSSxJQUFJLENBQUMsT0FBTyxDQUFDLE9BQU8sQ0FBQyxVQUFVO01BQzdELGNBQWMsSUFBTSxJQUFJLENBQUMsT0FBTyxDQUFDLE9BQU8sQ0FBQyxpQkFBaUI7TUFDMUQsU0FBUyxPQUFPLE9BQU8sQ0FBQyxJQUFJLEdBQUcsSUFBSSxDQUFDO01BQ3BDLFdBQVcsSUFBTSxJQUFJLENBQUMsQ0FBQSxPQUFRO0lBQ2hDLEdBQ0EsSUFBSSxDQUFDLENBQUEsT0FBUSxFQUNiLElBQUksQ0FBQyxHQUFHLEVBQ1I7TUFDRSxRQUFRLElBQUksQ0FBQyxDQUFBLE1BQU87TUFDcEI7TUFDQSxTQUFTLElBQUksQ0FBQyxDQUFBLE9BQVE7TUFDdEIsV0FBVyxJQUFJLENBQUMsQ0FBQSxTQUFVO01BQzFCLFlBQVksSUFBSSxDQUFDLENBQUEsVUFBVztNQUM1QixTQUFTLElBQUksQ0FBQyxDQUFBLE9BQVE7SUFDeEI7SUFFRixRQUFRLE1BQU0sR0FBRyxDQUFDLElBQU0sSUFBSSxDQUFDLENBQUEsV0FBWSxDQUFDO0lBQzFDLFFBQVEsWUFBWSxHQUFHLENBQUMsSUFBTSxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUM7SUFDL0MsSUFBSSxDQUFDLFFBQVEsQ0FBQyxHQUFHLENBQUMsTUFBTTtJQUN4QixJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsTUFBTSxDQUFDO0lBQ3BCLE9BQU87TUFBRSxNQUFNO1FBQUU7UUFBTSxLQUFLLFFBQVEsR0FBRztNQUFDO0lBQUU7RUFDNUM7RUFFQSx3REFBd0QsR0FDeEQsQ0FBQSxRQUFTO0lBQ1AsSUFBSyxJQUFJLElBQUksSUFBSSxJQUFLLElBQUksQ0FBQyxJQUFJLENBQUMsUUFBUSxDQUFDLEdBQUcsQ0FBQyxPQUFPLEtBQUssT0FBTyxPQUFPO0VBQ3pFO0VBRUEsdUVBQXVFLEdBQ3ZFLE1BQU0sQ0FBQSxZQUFhLENBQ2pCLElBQXNCLEVBQ3RCLE1BQTBCO0lBRTFCLE1BQU0sV0FBVztTQUFJLElBQUksQ0FBQyxRQUFRLENBQUMsTUFBTTtLQUFHLENBQ3pDLElBQUksQ0FBQyxDQUFDLEdBQUcsSUFBTSxFQUFFLE9BQU8sR0FBRyxFQUFFLE9BQU87SUFDdkMsTUFBTSxPQUFPO01BQUUsVUFBVSxTQUFTLEdBQUcsQ0FBQyxDQUFDLElBQU0sRUFBRSxJQUFJO0lBQUk7SUFDdkQsSUFBSSxXQUFXLFdBQVcsT0FBTztJQUNqQyxNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDO0lBQzdCLE1BQU0sUUFBUSxNQUFNLFlBQ2xCLFFBQ0EsU0FBUyxHQUFHLENBQUMsQ0FBQyxJQUFNLGVBQWUsR0FBRztJQUV4QyxPQUFPO01BQUUsR0FBRyxJQUFJO01BQUU7SUFBTTtFQUMxQjtFQUVBOzs7R0FHQyxHQUNELE1BQU0sQ0FBQSxTQUFVLENBQ2QsSUFBc0IsRUFDdEIsR0FBdUQ7SUFFdkQsTUFBTSxPQUFPLGtCQUFrQixJQUFJLENBQUMsUUFBUSxFQUFFO0lBSTlDLElBQUksSUFBSSxNQUFNLEtBQUssV0FBVyxPQUFPO0lBQ3JDLE1BQU0sRUFBRSxPQUFPLEVBQUUsTUFBTSxFQUFFLEdBQUcsY0FBYyxJQUFJLENBQUMsUUFBUSxFQUFFLElBQUksSUFBSTtJQUNqRSxNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDO0lBQzdCLE1BQU0sV0FBVyxJQUFJLEVBQUUsS0FBSyxlQUN4QixhQUFhLFNBQVMsUUFBUSxPQUM5QixRQUFRLE9BQU8sQ0FBQyxHQUFHLENBQUMsQ0FBQyxJQUFNLGNBQWMsU0FBUyxHQUFHO0lBQ3pELE9BQU87TUFBRSxHQUFHLElBQUk7TUFBRSxPQUFPLE1BQU0sWUFBWSxJQUFJLE1BQU0sRUFBRTtJQUFVO0VBQ25FO0VBRUEsQ0FBQSxNQUFPLENBQUMsSUFBc0IsRUFBRSxHQUFrQztJQUNoRSxJQUFJLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxPQUFPO01BQzFCLE1BQU0sSUFBSSxjQUFjO0lBQzFCO0lBQ0EsTUFBTSxNQUFNLElBQUksTUFBTSxHQUFHLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxJQUFJLE1BQU0sQ0FBQyxLQUFLLElBQUk7SUFDNUQsMEVBQTBFO0lBQzFFLCtEQUErRDtJQUMvRCxNQUFNLE9BQU8sT0FBTyxJQUFJLENBQUMsUUFBUSxDQUFDLEdBQUcsQ0FBQyxJQUFJLE9BQU8sQ0FBQyxJQUFJLE1BQU0sSUFBSSxPQUFPLEdBQ25FLElBQUksT0FBTyxHQUNYO0lBQ0osTUFBTSxRQUFRLENBQUMsUUFBUSxJQUFJLE1BQU0sSUFBSSxJQUFJLElBQUksR0FDekMsSUFBSSxDQUFDLENBQUEsY0FBZSxDQUFDLE1BQU0sSUFBSSxJQUFJLElBQ25DO0lBQ0osSUFBSSxPQUFPLE9BQU87SUFDbEIsTUFBTSxVQUFVLFFBQ2QsQ0FBQyxJQUFJLElBQUksR0FBRyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsSUFBSSxJQUFJLElBQUksSUFBSSxDQUFDLENBQUEsVUFBVyxFQUFFO0lBQ3ZELElBQUksUUFBUSxJQUFJLEVBQUU7TUFDaEIsTUFBTSxJQUFJLGVBQ1IsVUFDQSxDQUFDLFFBQVEsRUFBRSxRQUFRLElBQUksQ0FBQywyQkFBMkIsRUFBRSxRQUFRLElBQUksQ0FBQyw4QkFBOEIsRUFBRSxRQUFRLElBQUksQ0FBQyxXQUFXLENBQUM7SUFFL0g7SUFDQSxJQUFJLElBQUksWUFBWSxFQUFFLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQztJQUN0QyxNQUFNLFNBQVMsSUFBSSxlQUNqQixNQUNBLFNBQ0EsSUFBSSxRQUFRLElBQUksT0FDaEIsSUFBSSxJQUFJLEVBQ1IsSUFBSSxJQUFJLEVBQ1IsSUFBSSxTQUFTLElBQUk7SUFFbkIsTUFBTSxXQUFXLEtBQUssa0JBQWtCLHFCQUN0QyxJQUFJLE9BQU8sS0FBSztJQUNsQixJQUFJLFVBQVU7TUFDWixnRUFBZ0U7TUFDaEUsT0FBTyxNQUFNLEdBQUcsSUFBSSxNQUFNLENBQUMsTUFBTTtNQUNqQyxPQUFPLE1BQU0sQ0FBQyxPQUFPLElBQUksRUFBRTtNQUMzQixPQUFPLElBQUksQ0FBQyxHQUFHLEdBQUcsS0FBSyxHQUFHLENBQUMsSUFBSSxNQUFNLENBQUMsSUFBSSxDQUFDLEdBQUcsRUFBRSxJQUFJLE1BQU0sQ0FBRSxHQUFHO0lBQ2pFO0lBQ0EsTUFBTSxVQUFVLFlBQ2IsS0FBSyxZQUFZLFdBQ2hCLFVBQVUsUUFBUSxJQUFJLE1BQU0sRUFBRSxJQUFJLE1BQU0sQ0FBRSxHQUFHO0lBQ2pELElBQUksS0FBSyxJQUFJLENBQUMsR0FBRyxDQUFDLElBQUksQ0FBQyxDQUFDLE9BQU8sRUFBRSxLQUFLLEVBQUUsQ0FBQyxpQkFBaUIsRUFBRSxTQUFTO0lBQ3JFLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxHQUFHLENBQUMsUUFBUSxTQUFTO0lBQ25DLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxHQUFHLENBQUMsTUFBTTtNQUN2QjtNQUNBO01BQ0EsSUFBSSxLQUFLLEVBQUU7TUFDWCxLQUFLLFNBQVMsSUFBSSxHQUFHO01BQ3JCLEtBQUssSUFBSSxHQUFHLElBQUk7TUFDaEIsT0FBTyxLQUFLLEdBQUc7TUFDZixNQUFNO01BQ04sUUFBUSxJQUFJLE1BQU0sSUFBSTtJQUN4QjtJQUNBLFFBQVEsTUFBTSxDQUFDO0lBQ2YsTUFBTSxFQUFFLEtBQUssRUFBRSxVQUFVLEtBQUssRUFBRSxHQUFHLE9BQU8sTUFBTTtJQUNoRCxPQUFPO01BQ0wsTUFBTTtRQUNKLE1BQU0sUUFBUSxJQUFJO1FBQ2xCO1FBQ0E7UUFDQTtRQUNBLEdBQUksV0FBVztVQUFFO1FBQVMsSUFBSSxDQUFDLENBQUM7TUFDbEM7TUFDQSxPQUFPLElBQU0sT0FBTyxJQUFJO0lBQzFCO0VBQ0Y7RUFFQSwrREFBK0QsR0FDL0QsQ0FBQSxRQUFTLENBQUMsSUFBc0I7SUFDOUIsSUFDRSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsR0FBRyxDQUFDLFNBQVMsSUFBSSxDQUFDLENBQUEsV0FBWSxDQUFDLEdBQUcsQ0FBQyxTQUM5QyxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsT0FDakI7TUFDQSxNQUFNLElBQUksY0FBYztJQUMxQjtJQUNBLElBQUksQ0FBQyxDQUFBLFdBQVksQ0FBQyxHQUFHLENBQUMsTUFBTTtFQUM5QjtFQUVBOzs7O0dBSUMsR0FDRCxNQUFNLENBQUEsU0FBVSxDQUNkLElBQXNCLEVBQ3RCLEdBQXNDO0lBRXRDLE1BQU0sRUFBRSxTQUFTLEVBQUUsR0FBRyxNQUFNO0lBQzVCLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsR0FBRyxDQUFDO0lBQ3BDLGtFQUFrRTtJQUNsRSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsV0FBWSxDQUFDLE1BQU0sQ0FBQyxPQUFPO01BQ25DLE1BQU0sSUFBSSxlQUFlLFVBQVU7SUFDckM7SUFDQSxJQUFJO0lBQ0osTUFBTSxXQUFXLElBQUksUUFBeUMsQ0FBQyxJQUM3RCxTQUFTO0lBRVgsTUFBTSxPQUFPLENBQUMsSUFBd0IsSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDO0lBQ3ZELE1BQU0sT0FBTztNQUNYLFNBQVMsSUFBSSxDQUFDLE9BQU87TUFDckIsUUFBUSxJQUFJLENBQUMsQ0FBQSxVQUFXO01BQ3hCLFFBQVEsSUFBSSxDQUFDLENBQUEsTUFBTztNQUNwQixjQUFjLENBQUMsT0FBb0IsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDO01BQy9DLFNBQVMsQ0FBQyxJQUNSLEtBQUssSUFBSSxRQUFRLE1BQU0sVUFBK0I7TUFDeEQsV0FBVyxDQUFDO1FBQ1YsTUFBTSxJQUFJLEtBQUs7UUFDZixPQUFPLENBQUMsS0FBSyxFQUFFLE9BQU8sQ0FBQyxTQUFTLElBQUksQ0FBQyxFQUFFLE9BQU8sQ0FBQyxTQUFTLENBQUMsRUFBRSxNQUFNLElBQzdELE9BQ0EsRUFBRSxPQUFPLENBQUMsUUFBUTtNQUN4QjtNQUNBLFNBQVMsQ0FBQztRQUNSLE1BQU0sSUFBSSxLQUFLO1FBQ2YsR0FBRyxRQUFRLFFBQVEsRUFBRSxNQUFNO01BQzdCO01BQ0EsY0FBYyxDQUNaLEdBQ0EsSUFDQSxLQUNBLElBQ0EsUUFDRyxLQUFLLElBQUksUUFBUSxhQUFhLElBQUksS0FBSyxJQUFJLFVBQVU7SUFDNUQ7SUFDQSxNQUFNLE1BQU0sSUFBSSxVQUFVLE1BQU0sTUFBTSxLQUFLO0lBQzNDLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxHQUFHLENBQUMsTUFBTTtJQUNyQixJQUFJLE9BQU8sSUFBSSxTQUFTLENBQUM7SUFDekIsSUFBSSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUM7TUFDYixJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsTUFBTSxDQUFDO01BQ2xCLEtBQUssSUFBSSxDQUFDO1FBQUUsR0FBRztRQUFRLEdBQUcsTUFBTTtNQUFDO0lBQ25DO0lBQ0EsT0FBTztNQUFFLE1BQU0sTUFBTTtJQUFTO0VBQ2hDO0VBRUE7OztHQUdDLEdBQ0QsQ0FBQSxRQUFTLENBQUMsS0FBYTtJQUNyQixNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEtBQUssQ0FBQztJQUNoQyxJQUNFLEtBQUssVUFBVSxJQUFJLE1BQU0sWUFBWSxrQkFDckMsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLEdBQUcsQ0FBQyxJQUFJLE1BQU0sR0FBRyxXQUFXLElBQUksTUFBTSxFQUNyRDtNQUNBLElBQUksT0FBTyxDQUFDLFVBQVUsQ0FBQyxJQUFJLE1BQU07TUFDakMsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLE1BQU0sQ0FBQyxJQUFJLE1BQU07TUFDaEMsSUFBSSxNQUFNLENBQUMsZ0JBQWdCO0lBQzdCO0lBQ0EsT0FBTztFQUNUO0VBRUE7OztHQUdDLEdBQ0QsQ0FBQSxjQUFlLENBQUMsSUFBc0IsRUFBRSxJQUFZO0lBQ2xELElBQUksSUFBSSxDQUFDLFFBQVEsQ0FBQyxHQUFHLENBQUMsT0FBTyxPQUFPO0lBQ3BDLE1BQU0sU0FBUyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsR0FBRyxDQUFDO0lBQ2hDLElBQUksQ0FBQyxRQUFRLE9BQU87SUFDcEIsT0FBTztNQUNMLE1BQU07UUFBRTtRQUFNLE9BQU87UUFBSSxPQUFPO1FBQUcsU0FBUztNQUFNO01BQ2xELE9BQU8sSUFBTSxLQUFLLElBQUksQ0FBQztVQUFFLEdBQUc7VUFBTyxRQUFRO1VBQVU7VUFBTTtRQUFPO0lBQ3BFO0VBQ0Y7RUFFQTs7O0dBR0MsR0FDRCwwRUFBMEUsR0FDMUUsQ0FBQSxhQUFjLENBQUMsSUFBWTtJQUN6QixLQUFLLE1BQU0sQ0FBQyxNQUFNLEVBQUUsSUFBSSxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUU7TUFDdEMsSUFBSSxFQUFFLE1BQU0sQ0FBQyxLQUFLLElBQUksV0FBVyxPQUFPLE1BQU07TUFDOUMsSUFBSSxDQUFDLEVBQUUsTUFBTSxDQUFDLFNBQVMsRUFBRSxLQUFLLElBQUksQ0FBQztRQUFFLEdBQUc7TUFBVTtNQUNsRDtJQUNGO0lBQ0EsTUFBTSxJQUFJLGVBQ1IsYUFDQSxDQUFDLGdCQUFnQixFQUFFLEtBQUssZ0NBQWdDLENBQUM7RUFFN0Q7RUFFQSxDQUFBLGFBQWMsQ0FBQyxJQUFZO0lBQ3pCLEtBQUssTUFBTSxDQUFDLE1BQU0sRUFBRSxJQUFJLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBRTtNQUN0QyxJQUFJLEVBQUUsTUFBTSxDQUFDLEtBQUssSUFBSSxXQUFXLE9BQU8sTUFBTTtNQUM5QyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsTUFBTSxDQUFDO01BQ3RCLEVBQUUsT0FBTyxDQUFDLE1BQU0sQ0FBQyxFQUFFLE1BQU0sRUFBRTtNQUMzQixPQUFPO0lBQ1Q7SUFDQSxJQUFJLENBQUMsSUFBSSxDQUFDLFFBQVEsQ0FBQyxHQUFHLENBQUMsU0FBUyx5QkFBeUIsSUFBSSxDQUFDLE9BQU87TUFDbkUsTUFBTSxJQUFJLGVBQ1IsYUFDQSxDQUFDLGdCQUFnQixFQUFFLEtBQUssZ0NBQWdDLENBQUM7SUFFN0Q7SUFDQSxPQUFPLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7RUFDcEM7RUFFQSwwRUFBMEUsR0FDMUUsQ0FBQSxZQUFhLENBQ1gsSUFBc0IsRUFDdEIsR0FBeUM7SUFFekMsTUFBTSxJQUFJLGFBQ1IsS0FDQSxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsT0FDakIsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLE1BQU0sSUFDckIsQ0FBQyxPQUFTLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztJQUV2QixJQUFJLEtBQUssRUFBRSxPQUFPO0lBQ2xCLElBQUksSUFBSSxFQUFFLEtBQUssUUFBUTtNQUNyQixLQUFLLEVBQUUsSUFBSSxJQUFJLElBQUksQ0FBQyxRQUFRLENBQUMsR0FBRyxDQUFDLEVBQUUsSUFBSSxDQUFDLElBQUksTUFBTSxFQUFFLElBQUksR0FDcEQsRUFBRSxJQUFJLEdBQ047SUFDTixPQUFPLElBQUksSUFBSSxFQUFFLEVBQUU7TUFDakIsS0FBSyxpQkFBaUI7V0FBSSxJQUFJLENBQUMsUUFBUSxDQUFDLE1BQU07T0FBRyxFQUFFLEVBQUUsT0FBTyxFQUFFLElBQUksRUFBRTtJQUN0RSxPQUFPLElBQUksSUFBSSxJQUFJLEtBQUssV0FBVztNQUNqQyxNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLElBQUksSUFBSTtNQUMvQixLQUFLLEVBQUUsT0FBTztNQUNkLCtEQUErRDtNQUMvRCxtRUFBbUU7TUFDbkUsNEJBQTRCO01BQzVCLElBQUksUUFBUSxJQUFJLENBQUMsSUFBSSxJQUFJLEdBQUcsR0FBRyxVQUFVLENBQUMsRUFBRSxJQUFJO0lBQ2xEO0lBQ0EsSUFBSSxHQUFHLElBQUksRUFBRTtNQUNYLE1BQU0sSUFBSSxlQUNSLFVBQ0EsQ0FBQyxRQUFRLEVBQUUsR0FBRyxJQUFJLENBQUMsd0JBQXdCLEVBQUUsR0FBRyxJQUFJLENBQUMsV0FBVyxDQUFDO0lBRXJFO0lBQ0EsSUFBSSxPQUFPLEVBQUUsT0FBTyxFQUFFLE9BQU8sR0FBRyxJQUFJO0lBQ3BDLElBQUksRUFBRSxNQUFNLEVBQUU7TUFDWixNQUFNLElBQUksZUFDUixlQUNBLENBQUMsT0FBTyxFQUNOLFdBQVcsR0FDWiwyQ0FBMkMsRUFBRSxFQUFFLE9BQU8sQ0FBQyxJQUFJLEVBQUU7SUFFbEU7SUFDQSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsR0FBRztJQUNkLE9BQU8sR0FBRyxJQUFJO0VBQ2hCO0VBRUE7OztHQUdDLEdBQ0QsTUFBTSxDQUFBLGNBQWUsQ0FDbkIsSUFBc0IsRUFDdEIsR0FBMkM7SUFFM0MsTUFBTSxFQUFFLElBQUksRUFBRSxNQUFNLEVBQUUsR0FBRyxNQUFNLGVBQzdCLElBQUksQ0FBQyxRQUFRLEVBQ2IsS0FDQSxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsT0FDakIsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLE1BQU07SUFFdkIsSUFBSSxJQUFJLEtBQUssSUFBSSxDQUFDLFFBQVEsT0FBTztNQUFFO0lBQUs7SUFDeEMsTUFBTSxLQUFLO1NBQUksSUFBSSxDQUFDLENBQUEsUUFBUztLQUFDLENBQUMsSUFBSSxDQUFDLENBQUMsR0FBRyxFQUFFLEdBQUssTUFBTSxPQUFRLENBQUMsRUFBRTtJQUNoRSxHQUFHLElBQUksQ0FBQztNQUFFLEdBQUc7TUFBVztJQUFLO0lBQzdCLE9BQU87TUFBRTtNQUFNLFFBQVEsV0FBVztJQUFRO0VBQzVDO0VBRUE7Ozs7R0FJQyxHQUNELENBQUEsSUFBSyxDQUFDLENBQWEsRUFBRSxFQUFXO0lBQzlCLE1BQU0sT0FBTztTQUFJLElBQUksQ0FBQyxDQUFBLFFBQVM7S0FBQyxDQUFDLElBQUksQ0FBQyxDQUFDLEdBQUcsRUFBRSxHQUFLLE1BQU0sRUFBRyxDQUFDLEVBQUU7SUFDN0QsTUFBTSxNQUFNLEVBQUUsTUFBTTtJQUNwQixFQUFFLE9BQU8sQ0FBQyxVQUFVLENBQUM7SUFDckIsTUFBTSxTQUFTLElBQUksZUFDakIsTUFDQSxJQUNBLElBQUksUUFBUSxFQUNaLElBQUksSUFBSSxFQUNSLElBQUksSUFBSSxFQUNSLElBQUksU0FBUztJQUVmLE9BQU8sTUFBTSxHQUFHLElBQUksTUFBTTtJQUMxQixPQUFPLE1BQU0sQ0FBQyxLQUFLLEdBQUcsTUFBTSx1Q0FBdUM7SUFDbkUsT0FBTyxJQUFJLENBQUMsR0FBRyxHQUFHLElBQUksSUFBSSxDQUFDLEdBQUcsRUFBRSxzQ0FBc0M7SUFDdEUsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEdBQUcsQ0FBQyxRQUFRLElBQUk7SUFDOUIsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLEdBQUcsQ0FBQyxNQUFNO01BQUUsR0FBRyxDQUFDO01BQUU7TUFBUSxTQUFTO01BQUksTUFBTSxFQUFFLE9BQU87SUFBQztJQUN0RSxJQUFJLENBQUMsR0FBRyxDQUFDLElBQUksQ0FDWCxDQUFDLE9BQU8sRUFBRSxLQUFLLEVBQUUsQ0FBQyxXQUFXLEVBQUUsRUFBRSxPQUFPLENBQUMsSUFBSSxDQUFDLElBQUksRUFBRSxHQUFHLElBQUksRUFBRTtJQUUvRCxLQUFLLElBQUksQ0FBQztNQUFFLEdBQUc7TUFBWSxNQUFNLEdBQUcsSUFBSTtJQUFDO0lBQ3pDLEdBQUcsTUFBTSxDQUFDO0lBQ1YsbUVBQW1FO0lBQ25FLEtBQUssTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxNQUFNLEdBQUksSUFBSSxJQUFJLElBQUksQ0FBQyxPQUFPLElBQUksUUFBUTtJQUN2RSxPQUFPLElBQUk7RUFDYjtFQUVBLHFFQUFxRSxHQUNyRSxDQUFBLFNBQVUsQ0FBQyxPQUFnQjtJQUN6QixNQUFNLFVBQVU7U0FBSSxRQUFRLE9BQU87S0FBQztJQUNwQyxLQUFLLE1BQU0sS0FBSyxRQUFTLFFBQVEsTUFBTSxDQUFDLEdBQUc7SUFDM0MsT0FBTyxRQUFRLE1BQU07RUFDdkI7RUFFQSxnRUFBZ0UsR0FDaEUsQ0FBQSxNQUFPLENBQUMsSUFBWSxFQUFFLE9BQWU7SUFDbkMsTUFBTSxVQUFVLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztJQUMzQiw0RUFBNEU7SUFDNUUsTUFBTSxNQUFNLFFBQVEsSUFBSTtJQUN4QixJQUFJLFlBQVksS0FBSztJQUNyQixJQUFJLElBQUksQ0FBQyxRQUFRLENBQUMsR0FBRyxDQUFDLFVBQVU7TUFDOUIsTUFBTSxJQUFJLGVBQ1IsVUFDQSxDQUFDLGdCQUFnQixFQUFFLFFBQVEsa0NBQWtDLENBQUM7SUFFbEU7SUFDQSxJQUFJLENBQUMsUUFBUSxDQUFDLE1BQU0sQ0FBQztJQUNyQixRQUFRLElBQUksR0FBRztJQUNmLElBQUksQ0FBQyxRQUFRLENBQUMsR0FBRyxDQUFDLFNBQVM7SUFDM0IsUUFBUSxhQUFhO0lBQ3JCLElBQUksQ0FBQyxHQUFHLENBQUMsSUFBSSxDQUFDLENBQUMsUUFBUSxFQUFFLElBQUksU0FBUyxFQUFFLFNBQVM7RUFDbkQ7RUFFQSxDQUFBLFVBQVc7SUFDVCxNQUFNLE9BQU8sa0JBQWtCLElBQUksQ0FBQyxRQUFRO0lBQzVDLElBQUksQ0FBQyxNQUFNO01BQ1QsTUFBTSxJQUFJLGVBQ1IsYUFDQTtJQUVKO0lBQ0EsT0FBTztFQUNUO0VBRUE7Ozs7R0FJQyxHQUNELE1BQU0sQ0FBQSxJQUFLLENBQ1QsSUFBc0IsRUFDdEIsR0FBZ0M7SUFFaEMsTUFBTSxTQUFTLElBQUk7SUFDbkIsS0FBSyxhQUFhLENBQUMsR0FBRyxDQUFDLElBQUksRUFBRSxFQUFFLElBQU0sT0FBTyxLQUFLO0lBQ2pELElBQUk7TUFDRixNQUFNLFdBQVcsaUJBQWlCLElBQUksSUFBSTtNQUMxQyxJQUFJLFVBQVUsTUFBTTtNQUNwQixNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLEdBQUcsQ0FBQyxJQUFJLElBQUk7TUFDdEMsSUFBSSxJQUFJLElBQUksSUFBSSxRQUFRLENBQUMsSUFBSSxDQUFDLFFBQVEsQ0FBQyxHQUFHLENBQUMsSUFBSSxJQUFJLEdBQUc7UUFDcEQsT0FBTztVQUFFLE1BQU07WUFBRSxNQUFNO1VBQUs7UUFBRTtNQUNoQztNQUNBLE1BQU0sRUFBRSxTQUFTLENBQUMsRUFBRSxJQUFJLEVBQUUsR0FBRyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSSxJQUFJO01BQ2xELElBQUksSUFBSSxJQUFJLEVBQUU7UUFDWixpRUFBaUU7UUFDakUsTUFBTSxPQUFPLGFBQWEsR0FBRyxJQUFJLElBQUksSUFDakMsRUFBRSxRQUFRLENBQUMsSUFBSSxTQUFTLEVBQUUsT0FBTyxNQUFNLElBQ3ZDLEVBQUUsWUFBWSxDQUFDLE1BQU0sSUFBSSxTQUFTLEVBQUUsT0FBTyxNQUFNO1FBQ3JELE9BQU87VUFBRSxNQUFNO1lBQUUsTUFBTSxNQUFNO1VBQUs7UUFBRTtNQUN0QztNQUNBLE1BQU0sRUFBRSxPQUFPLENBQ2I7UUFBRSxNQUFNLElBQUksSUFBSTtRQUFFLFFBQVEsSUFBSSxNQUFNO01BQUMsR0FDckMsSUFBSSxTQUFTLEVBQ2IsT0FBTyxNQUFNLEVBQ2I7TUFFRixPQUFPO1FBQUUsTUFBTSxDQUFDO01BQUU7SUFDcEIsU0FBVTtNQUNSLEtBQUssYUFBYSxDQUFDLE1BQU0sQ0FBQyxJQUFJLEVBQUU7SUFDbEM7RUFDRjtFQUVBLENBQUEsTUFBTyxDQUFDLElBQXNCLEVBQUUsRUFBVSxFQUFFLElBQVk7SUFDdEQsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztJQUNyQixvRUFBb0U7SUFDcEUsTUFBTSxPQUFPLGFBQWEsR0FBRyxRQUFRLFlBQVksSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLE1BQU0sSUFBSTtJQUN4RSxNQUFNLE9BQU8sQ0FBQyxRQUNaLEtBQUssSUFBSSxDQUFDO1FBQUUsR0FBRztRQUFTO1FBQUksTUFBTSxLQUFLLEdBQUc7UUFBSTtNQUFNO0lBQ3RELElBQUksRUFBRSxJQUFJLEVBQUU7TUFDViw4REFBOEQ7TUFDOUQsTUFBTSxTQUFTLEVBQUUsSUFBSTtNQUNyQixPQUFPO1FBQUUsTUFBTSxDQUFDO1FBQUcsT0FBTyxJQUFNLEtBQUs7WUFBRSxNQUFNO1lBQVE7VUFBTztNQUFHO0lBQ2pFO0lBQ0EsTUFBTSxPQUFPLEVBQUUsTUFBTSxDQUFDLENBQUM7TUFDckIsS0FBSztNQUNMLElBQUksTUFBTSxJQUFJLEtBQUssUUFBUTtRQUN6QjtRQUNBLEtBQUssYUFBYSxDQUFDLE1BQU0sQ0FBQztNQUM1QjtJQUNGLEdBQUc7SUFDSCxLQUFLLGFBQWEsQ0FBQyxHQUFHLENBQUMsSUFBSTtJQUMzQixPQUFPO01BQUUsTUFBTSxDQUFDO0lBQUU7RUFDcEI7RUFFQSx1REFBdUQsR0FDdkQsT0FBTyxJQUFzQixFQUFRO0lBQ25DLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsTUFBTSxDQUFDLE9BQU87SUFDL0IsSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDLE1BQU0sQ0FBQztJQUN4QixzRUFBc0U7SUFDdEUsK0RBQStEO0lBQy9ELElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxHQUFHLENBQUMsT0FBTyxVQUFVO0lBQ2hDLElBQUksQ0FBQyxDQUFBLFdBQVksQ0FBQyxNQUFNLENBQUM7SUFDekIsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLElBQUksQ0FBQztJQUNsQixNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLEdBQUcsQ0FBQztJQUM3QixJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsTUFBTSxDQUFDO0lBQ3RCLElBQUksR0FBRyxFQUFFLE9BQU8sQ0FBQyxVQUFVLENBQUMsRUFBRSxNQUFNO0lBQ3BDLHFFQUFxRTtJQUNyRSw4Q0FBOEM7SUFDOUMsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLElBQUksQ0FBQyxNQUFNLEtBQUssQ0FBQyxFQUFFLE1BQU0sQ0FBQyxLQUFLLEdBQUcsRUFBRSxNQUFNLEdBQUc7SUFDM0QsS0FBSyxNQUFNLFFBQVEsS0FBSyxhQUFhLENBQUMsTUFBTSxHQUFJO0lBQ2hELEtBQUssYUFBYSxDQUFDLEtBQUs7SUFDeEIsSUFBSSxDQUFDLENBQUEsU0FBVTtFQUNqQjtFQUVBLG9FQUFvRSxHQUNwRSxDQUFBLElBQUssQ0FBQyxJQUFzQjtJQUMxQixJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsS0FBSyxDQUFDO0lBQ3ZCLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsT0FBTyxPQUFPLE9BQU87SUFDcEQsS0FBSyxJQUFJLENBQUMsVUFBVSxZQUFZO01BQUUsR0FBRztJQUFPLElBQUk7TUFBRSxHQUFHO01BQVE7SUFBTTtFQUNyRTtFQUVBLENBQUEsV0FBWSxDQUFDLENBQVU7SUFDckIsSUFBSSxJQUFJLENBQUMsUUFBUSxDQUFDLEdBQUcsQ0FBQyxFQUFFLElBQUksTUFBTSxHQUFHLElBQUksQ0FBQyxRQUFRLENBQUMsTUFBTSxDQUFDLEVBQUUsSUFBSTtJQUNoRSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsV0FBVyxDQUFDO0lBQzFCLElBQUksRUFBRSxJQUFJLEVBQUUsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLEVBQUUsSUFBSSxFQUFFLEVBQUUsSUFBSTtJQUN6QyxLQUFLLE1BQU0sS0FBSyxFQUFFLE9BQU8sQ0FBRTtNQUN6QixLQUFLLE1BQU0sS0FBSyxFQUFFLEtBQUssQ0FBQyxNQUFNLEdBQUksSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDO0lBQ3JEO0lBQ0EsSUFBSSxDQUFDLEdBQUcsQ0FBQyxJQUFJLENBQUMsQ0FBQyxRQUFRLEVBQUUsRUFBRSxJQUFJLENBQUMsTUFBTSxDQUFDO0lBQ3ZDLElBQUksQ0FBQyxDQUFBLFNBQVU7RUFDakI7RUFFQTs7O0dBR0MsR0FDRCxDQUFBLFVBQVcsQ0FBQyxJQUFVO0lBQ3BCLElBQUksS0FBSyxNQUFNLEVBQUUsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUssRUFBRSxFQUFFLEVBQUUsS0FBSyxNQUFNO0VBQzVEO0VBRUEsd0VBQXdFLEdBQ3hFLENBQUEsUUFBUyxDQUFDLElBQVksRUFBRSxNQUFrQjtJQUN4QyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsTUFBTSxDQUFDO0lBQ3BCLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxHQUFHLENBQUMsTUFBTTtJQUN2QixJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxJQUFJLEdBQUcsa0JBQWtCO01BQ3hDLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxNQUFNLENBQUMsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLElBQUksR0FBRyxJQUFJLEdBQUcsS0FBSztJQUN0RDtFQUNGO0VBRUE7Ozs7R0FJQyxHQUNELENBQUEsU0FBVTtJQUNSLElBQUksSUFBSSxDQUFDLFFBQVEsQ0FBQyxJQUFJLEdBQUcsS0FBSyxJQUFJLENBQUMsQ0FBQSxRQUFTLElBQUksSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLElBQUksR0FBRyxHQUFHO01BQ3BFO0lBQ0Y7SUFDQSxJQUFJLENBQUMsQ0FBQSxTQUFVO0lBQ2YsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHLE1BQU0sZ0JBQWdCO01BQ3RDLElBQUksSUFBSSxDQUFDLFFBQVEsQ0FBQyxJQUFJLEtBQUssS0FBSyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsSUFBSSxLQUFLLEdBQUc7UUFDdEQsSUFBSSxDQUFDLFFBQVEsQ0FBQztNQUNoQjtJQUNGO0VBQ0Y7RUFFQSxDQUFBLFdBQVk7SUFDVixJQUFJLENBQUMsQ0FBQSxTQUFVO0lBQ2YsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHLE1BQU0sY0FBYztNQUNwQyxJQUFJLElBQUksQ0FBQyxRQUFRLENBQUMsSUFBSSxLQUFLLEtBQUssSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLElBQUksS0FBSyxHQUFHO1FBQ3RELElBQUksQ0FBQyxRQUFRLENBQUM7TUFDaEI7SUFDRjtFQUNGO0VBRUEsK0RBQStELEdBQy9ELE1BQU0sU0FBUyxHQUFXLEVBQWlCO0lBQ3pDLElBQUksSUFBSSxDQUFDLENBQUEsUUFBUyxFQUFFO0lBQ3BCLElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRztJQUNqQixJQUFJLENBQUMsR0FBRyxDQUFDLElBQUksQ0FBQyxDQUFDLGVBQWUsRUFBRSxLQUFLO0lBQ3JDLElBQUksQ0FBQyxDQUFBLFNBQVU7SUFDZixJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsSUFBSTtJQUNyQixJQUFJO01BQ0YsSUFBSSxDQUFDLENBQUEsUUFBUyxFQUFFO0lBQ2xCLEVBQUUsT0FBTTtJQUNOLGtCQUFrQjtJQUNwQjtJQUNBLElBQUk7TUFDRixLQUFLLFVBQVUsQ0FBQyxJQUFJLENBQUMsQ0FBQSxVQUFXO0lBQ2xDLEVBQUUsT0FBTTtJQUNOLGdCQUFnQjtJQUNsQjtJQUNBLHVFQUF1RTtJQUN2RSxxRUFBcUU7SUFDckUsTUFBTSxRQUFRLFFBQVEsR0FBRyxDQUN2QjtTQUFJLElBQUksQ0FBQyxRQUFRLENBQUMsTUFBTTtLQUFHLENBQUMsR0FBRyxDQUFDLENBQUMsSUFBTSxFQUFFLElBQUksQ0FBQztJQUVoRCxJQUFJO0lBQ0osTUFBTSxPQUFPLElBQUksUUFBYyxDQUM3QixJQUNJLFFBQVEsV0FBVyxHQUFHO0lBQzVCLE1BQU0sUUFBUSxJQUFJLENBQUM7TUFBQztNQUFPO0tBQUs7SUFDaEMsb0VBQW9FO0lBQ3BFLGdFQUFnRTtJQUNoRSxLQUFLLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsTUFBTSxHQUFJLElBQUksTUFBTTtJQUNqRCxNQUFNLFFBQVEsSUFBSSxDQUFDO01BQ2pCLFFBQVEsR0FBRyxDQUFDO1dBQUksSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLE1BQU07T0FBRyxDQUFDLEdBQUcsQ0FBQyxDQUFDLElBQU0sRUFBRSxJQUFJO01BQ3REO0tBQ0Q7SUFDRCxhQUFhO0lBQ2IsS0FBSyxNQUFNLEtBQUssSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFFLEVBQUUsZ0JBQWdCO0lBQy9DLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxLQUFLO0lBQ2xCLHlFQUF5RTtJQUN6RSxJQUFJLElBQUksQ0FBQyxRQUFRLENBQUMsSUFBSSxLQUFLLEdBQUcsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLEtBQUs7SUFDaEQsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEtBQUs7SUFDbkIsSUFBSSxDQUFDLEdBQUcsQ0FBQyxLQUFLO0lBQ2QsSUFBSSxDQUFDLENBQUEsSUFBSztFQUNaO0FBQ0Y7QUFHQSxJQUFJLFlBQTZDO0FBRWpEOzs7Ozs7Ozs7O0NBVUMsR0FDRCxTQUFTO0VBQ1AsY0FBYyxZQUE2QixtQkFBbUIsWUFBWSxHQUFHLEVBQzFFLEtBQUssQ0FBQyxDQUFDO0lBQ04sWUFBWSxNQUFNLDZDQUE2QztJQUMvRCxNQUFNO0VBQ1I7RUFDRixPQUFPO0FBQ1Q7QUFFQSxTQUFTO0VBQ1AsZ0JBQWdCLEtBQUssQ0FBQyxLQUFPO0FBQy9CO0FBRUEsU0FBUztFQUNQLE1BQU0sSUFBSSxlQUFlLGFBQWE7QUFDeEM7QUFFQTs7OztDQUlDLEdBQ0QsU0FBUyxZQUFZLElBQVk7RUFDL0IsSUFBSTtJQUNGLEtBQUssVUFBVSxDQUFDO0VBQ2xCLEVBQUUsT0FBTTtFQUNOLGdCQUFnQjtFQUNsQjtBQUNGO0FBRUE7OztDQUdDLEdBQ0QsZUFBZSxZQUFZLElBQVk7RUFDckMsSUFBSTtFQUNKLElBQUk7SUFDRixPQUFPLE1BQU0sS0FBSyxPQUFPLENBQUM7TUFBRSxXQUFXO01BQVE7SUFBSztFQUN0RCxFQUFFLE9BQU8sS0FBSztJQUNaLElBQUksZUFBZSxLQUFLLE1BQU0sQ0FBQyxpQkFBaUIsRUFBRTtNQUNoRCxLQUFLLFVBQVUsQ0FBQyxPQUFPLDhDQUE4QztNQUNyRTtJQUNGO0lBQ0EsSUFBSSxlQUFlLEtBQUssTUFBTSxDQUFDLFFBQVEsRUFBRTtJQUN6QyxNQUFNO0VBQ1I7RUFDQSxLQUFLLEtBQUs7RUFDVixNQUFNLElBQUksaUJBQWlCLENBQUMscUNBQXFDLEVBQUUsTUFBTTtBQUMzRTtBQUVBOzs7Q0FHQyxHQUNELE9BQU8sZUFBZSxVQUNwQixVQUFrQixFQUNsQixPQUFtRCxDQUFDLENBQUM7RUFFckQsb0JBQW9CLGdDQUFnQztFQUNwRCxzRUFBc0U7RUFDdEUsMENBQTBDO0VBQzFDLEtBQUssR0FBRyxDQUFDLE1BQU0sQ0FBQztFQUNoQixJQUFJO0lBQ0YsMEVBQTBFO0lBQzFFLGdCQUFnQjtFQUNsQixFQUFFLE9BQU8sS0FBSztJQUNaLElBQUksQ0FBQyxDQUFDLGVBQWUsY0FBYyxHQUFHLE1BQU07SUFDNUMsUUFBUSxLQUFLLENBQUMsQ0FBQyxPQUFPLEVBQUUsSUFBSSxPQUFPLEVBQUU7SUFDckMsT0FBTztFQUNUO0VBQ0EsTUFBTSxTQUFTLElBQUksT0FBTyxZQUFZLEtBQUssT0FBTztFQUNsRCxXQUFXLGdCQUFnQixDQUFDLHNCQUFzQixDQUFDO0lBQ2pELHVEQUF1RDtJQUN2RCxFQUFFLGNBQWM7SUFDaEIsT0FBTyxHQUFHLENBQUMsS0FBSyxDQUFDLENBQUMscUJBQXFCLEVBQUUsRUFBRSxNQUFNLEVBQUUsU0FBUyxFQUFFLE1BQU0sRUFBRTtFQUN4RTtFQUNBLFdBQVcsZ0JBQWdCLENBQUMsU0FBUyxDQUFDO0lBQ3BDLG9FQUFvRTtJQUNwRSxFQUFFLGNBQWM7SUFDaEIsT0FBTyxHQUFHLENBQUMsS0FBSyxDQUFDLENBQUMsb0JBQW9CLEVBQUUsRUFBRSxLQUFLLEVBQUUsU0FBUyxFQUFFLE9BQU8sRUFBRTtFQUN2RTtFQUNBLElBQUk7SUFDRixNQUFNLE9BQU8sS0FBSyxDQUNoQixLQUFLLFdBQVcsR0FBRyxjQUFjLEtBQUssV0FBVyxJQUFJO0lBRXZELElBQUksS0FBSyxXQUFXLEVBQUUsWUFBWSxLQUFLLFdBQVc7RUFDcEQsRUFBRSxPQUFPLEtBQUs7SUFDWixPQUFPLEdBQUcsQ0FBQyxLQUFLLENBQUMsQ0FBQyxjQUFjLEVBQUUsQUFBQyxJQUFjLE9BQU8sRUFBRTtJQUMxRCxPQUFPLEdBQUcsQ0FBQyxLQUFLO0lBQ2hCLFFBQVEsS0FBSyxDQUFDLENBQUMsT0FBTyxFQUFFLEFBQUMsSUFBYyxPQUFPLEVBQUU7SUFDaEQsT0FBTztFQUNUO0VBQ0Esd0VBQXdFO0VBQ3hFLHlFQUF5RTtFQUN6RSxZQUFZLE9BQU8sR0FBRyxDQUFDLElBQUk7RUFDM0IsTUFBTSxPQUFPLElBQU0sT0FBTyxRQUFRLENBQUM7RUFDbkMsS0FBSyxpQkFBaUIsQ0FBQyxXQUFXO0VBQ2xDLEtBQUssaUJBQWlCLENBQUMsVUFBVTtFQUNqQyxLQUFLLGlCQUFpQixDQUFDLFVBQVUsS0FBTyxJQUFJLGdDQUFnQztFQUM1RSxNQUFNLE9BQU8sSUFBSTtFQUNqQixPQUFPO0FBQ1Q7QUFFQTs7O0NBR0MsR0FDRCxTQUFTLGFBQWEsQ0FBVSxFQUFFLElBQVk7RUFDNUMsT0FBTyxFQUFFLElBQUksS0FBSyxRQUFRLENBQUMsa0JBQWtCO0FBQy9DIn0=
// denoCacheMetadata=14583111464790531186,10613284225447809131