/**
 * The berth daemon: owns the socket and the sessions, and answers requests.
 * Started on demand by the first command that needs it (like tmux), in a
 * session of its own with no terminal; it logs beside its socket and exits
 * when its last session has ended and the last client has gone.
 *
 * @module
 */

import { assignAlias } from "../../protocol/command_alias.ts";
import { PromptHistory } from "./prompt_history.ts";
import { findPanes } from "./find_window.ts";
import type { Window as SessionWindow } from "./window.ts";
import type {
  ExitStatus,
  PaneRequest,
  RequestMsg,
  Responses,
  SessionEvent,
} from "../../protocol/messages.ts";
import { ChildWatcher, closeFd } from "../../pty/mod.ts";
import { AttachedClient } from "./attached_client.ts";
import {
  ClientConnection,
  type ClientStream,
  type DispatchedMsg,
  DRAIN_MS,
  type LocalLink,
  type MessageHandler,
  type Reply,
} from "./client_conn.ts";
import { RequestFailure } from "./request_failure.ts";
import { GONE_LIMIT_MS, STUCK_STATUS } from "./kill_wait.ts";
import { signalName } from "../../protocol/signals.ts";
import { acceptLoop } from "./accept_loop.ts";
import { fdLimits, needFdsFor, needFdsForSession } from "./fd_limit.ts";
import { HeartbeatWatch } from "./heartbeat.ts";
import { Log } from "./log.ts";
import { CarriedAttachment, carryOver, ResumeTable } from "./resume.ts";
import { AdoptionGate } from "./adoption_gate.ts";
import { inputActivity } from "../workers/input_activity.ts";
import { newSentState } from "./screen_mirror.ts";
import {
  cpuNote,
  handOver,
  prepareUpgrade,
  type UpgradeHost,
} from "./upgrade.ts";
import {
  isUpgradeRefusal,
  UPGRADING_MESSAGE,
} from "../../protocol/upgrade_refusal.ts";
import {
  type EndingSession,
  readStateFile,
  type UpgradeState,
} from "./upgrade_state.ts";
import { stderrToLog } from "./stderr_log.ts";
import { logPathFor } from "../../protocol/socket_path.ts";
import { type DaemonDefaults, Ids, Session } from "./session.ts";
import { CONFIG_CLIENT_ENV } from "../../protocol/config_client.ts";
import { namesPaneOrWindow } from "../../protocol/target.ts";
import type { Pane } from "./pane.ts";
import { signalChild } from "./signal_child.ts";
import { WorkerSpares } from "./worker_spares.ts";
import { spawnParseWorker } from "./parse_client.ts";
import { SharedGather } from "./shared_gather.ts";
import { handlePaneRequest } from "./pane_commands.ts";
import { Endings } from "./endings.ts";
import { raceTimeout } from "../../protocol/timeout.ts";
import { displayMessage, messageClient } from "./display_message.ts";
import {
  dropOuter,
  Environ,
  jobEnv,
  loadGlobal,
  saveGlobal,
  updateEnvironment,
} from "./environment.ts";
import { type JobResult, runJob, shellWord } from "./run_shell.ts";
import {
  expandFormat,
  type FormatLookup,
  JOB_PROBE,
} from "../../protocol/format.ts";
import { StatusJobs } from "../../protocol/format_jobs.ts";
import {
  expandFor,
  formatLines,
  labelsFor,
  paneContexts,
  sessionContext,
  windowContext,
} from "./format_lines.ts";
import { formatValues, setDaemonFacts } from "./format_values.ts";
import {
  appendSeparator,
  appendsText,
  applyOptions,
  AUTOMATIC_RENAME_FORMAT,
  isUserOption,
  MAX_TEXT,
  type Options,
  REMAIN_ON_EXIT_FORMAT,
  settingFromText,
  startOptions,
  type UserTable,
} from "../../protocol/options.ts";
import {
  type Current,
  mostRecentSession,
  type Resolved,
  resolveSession,
  resolveTarget,
  type TargetKind,
} from "./targets.ts";
import { WaitChannels } from "./wait_channels.ts";
import { PasteBuffers } from "./paste_buffers.ts";
import { checkWaitPattern, preloadWaitPatterns } from "./wait_pattern.ts";
import { asTmuxVersion, ConfigConditions } from "./config_conditions.ts";
import { isTmuxConf } from "../../protocol/tmux_conf.ts";
import { ensureSocketDir, SocketDirError } from "../../protocol/socket_dir.ts";
import { ProtocolError } from "../../protocol/validate.ts";
import { configFiles } from "../../protocol/config_file.ts";
import { defaultCommand } from "./default_command.ts";
import { OptionStore } from "./option_store.ts";
import type { TtyAttach } from "./tty_attach.ts";
import { PopupJob } from "./popup_job.ts";
import { after, type CancelTimer, every } from "../../protocol/timer.ts";
import { forgetOwnDenoEnv } from "../../protocol/deno_env.ts";
import { importLater } from "../../protocol/import_later.ts";
import { IdlePages } from "./binary_pages.ts";
import {
  type Attachment,
  bySessionName,
  clientInfo,
  clientName,
  clientToMove,
  neighbourSession,
  shownTty,
  successorSession,
} from "./client_switch.ts";
import { type HookAt, HookRunner } from "./hook_runner.ts";
import { hookRequest } from "./hook_commands.ts";
import { afterTarget, commandOf } from "./after_hooks.ts";
import { unsuitableShell } from "./default_shell.ts";

/**
 * How long a daemon with no session and no client waits for one before it
 * exits: covers the gap between a client starting it and connecting.
 */
const IDLE_EXIT_MS = 10_000;

/** Longest a shutdown waits for its sessions to end (SIGKILL comes at 3 s). */
const SHUTDOWN_LIMIT_MS = 10_000;

/** How long the daemon stays after its last session and client are gone. */
const EXIT_LINGER_MS = 2000;

/**
 * How deep config files' commands may `source-file` other files (tmux
 * reads files nested 50 deep; each level here holds a connection).
 */
const MAX_SOURCE_DEPTH = 10;

/**
 * Longest the config file's commands hold other clients' requests at the
 * daemon's start (they take milliseconds each; a shell command may take
 * longer, a hung one forever).
 */
const CONFIG_HOLD_MS = 10_000;

/**
 * Longest an upgrade waits for the commands under way (`#unsettled`: a
 * move between sessions takes milliseconds, `kill` up to KILL_GRACE_MS).
 */
const UNSETTLED_LIMIT_MS = 10_000;

/**
 * How long a session tied to its client's connection (`berth run`) waits
 * after a live upgrade for that client to tie it again (a `wait` with
 * `tie` on its new link) before it is ended as one whose client died.
 * Clients wait up to 60 s for a daemon being upgraded to listen again
 * (`client/daemon_start.ts`); the new daemon listens before this starts.
 */
const TIE_CARRY_MS = 60_000;

/**
 * How many exit statuses of ended sessions and closed panes (by `%N`)
 * `wait --exit` can still report.
 */
const REMEMBERED_EXITS = 256;

/** The daemon could not start; the message says why. */
/** How a popup waited for ended (step 35). */
type PopupOutcome = { status: number; error?: string; output?: string };

type BufferRequest = Extract<
  RequestMsg,
  {
    op:
      | "list-buffers"
      | "show-buffer"
      | "set-buffer"
      | "delete-buffer"
      | "paste-buffer";
  }
>;

export class DaemonStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DaemonStartError";
  }
}

/** A running daemon. */
export class Daemon implements MessageHandler {
  readonly sessions = new Map<string, Session>();
  readonly log: Log;
  /** The settings, from the config file of the daemon's environment. */
  readonly options: OptionStore;
  #socketPath: string;
  #listener: Deno.Listener | null = null;
  #conns = new Set<ClientConnection>();
  /** Set in a shutdown: called once the last connection has closed. */
  #noConns: (() => void) | null = null;
  /** The attach client of each connection that attached. */
  #attached = new Map<ClientConnection, Attachment>();
  /**
   * The attach clients the daemon runs on a client's terminal, by the
   * connection of the `berth attach` that asked (`tty_attach.ts`).
   */
  #ttys = new Map<ClientConnection, TtyAttach>();
  /**
   * Connections whose `attach-tty` is under way, with the termination
   * asked meanwhile (null: none yet).
   */
  #ttysPending = new Map<ClientConnection, "SIGTERM" | "SIGHUP" | null>();

  /** Its safety poll on `protocol/timer.ts`: the listener keeps us alive. */
  #watcher = new ChildWatcher(every);
  /** Programs being ended outside any pane (`kill-pane`, `respawn -k`). */
  #endings = new Endings(this.#watcher);
  /**
   * Sessions killed, out of every list, whose programs are still being
   * ended (`Session.kill`): for a `wait --exit` on them or their panes.
   */
  #endingSessions = new Set<Session>();
  /** `#endingSessions` let go by a live upgrade (`letGoEnding`), for it. */
  #carriedEnding: EndingSession[] = [];
  /**
   * The killed sessions an upgrade carried (`endingSessions`): each one's
   * status once its programs have ended, for a `wait --exit` meanwhile.
   */
  #carriedExits = new Map<string, Promise<ExitStatus>>();
  /** Each connection's popup (tmux's `display-popup`, step 33). */
  #popups = new Map<ClientConnection, { id: number; job: PopupJob }>();
  /**
   * `display-popup`s from the command line waiting for their popup to
   * close (step 35), and the attach client's own commands from it waiting
   * to be run (step 46), by the `wait` number pushed with it: the attach
   * client's connection that shows it, and the answer.
   */
  #popupWaits = new Map<
    number,
    { to: ClientConnection; done: (r: PopupOutcome) => void }
  >();
  #lastPopupWait = 0;
  /** The pids of the `run-shell` jobs (copy-pipe's too) under way. */
  #jobs = new Set<number>();
  /** `automatic-rename-format`'s `#(command)`s, once one is used. */
  #renameJobs: StatusJobs | null = null;
  /** A parse worker made ahead, so that `new` does not wait for it. */
  #spares = new WorkerSpares(() => this.#gather.floods, {
    lastClientAt: () => this.#lastConnAt,
  });
  /** The one gather worker, draining every session's panes. */
  #gather: SharedGather;
  /** Pane and window ids, one numbering for every session (as tmux's). */
  #paneIds = new Ids();
  #windowIds = new Ids();
  #sessionIds = new Ids();
  #nextConnId = 1;
  /** When the last client connected (`performance.now()`). */
  #lastConnAt = -Infinity;
  /**
   * Cancels the wait to exit when idle: on `protocol/timer.ts` (the
   * listener holds the loop), so an idle daemon loads no Node timers.
   */
  #idleTimer: CancelTimer | undefined;
  /**
   * Gives back the `deno` binary's pages once idle with no session
   * (`binary_pages.ts`): 35 of an idle daemon's 51 MB were those.
   */
  #pages = new IdlePages(
    () => this.sessions.size === 0 && !this.#stopping,
    // Kept: a client holds it, or `exit-empty` off (it will not exit).
    () => this.#conns.size > 0 || !this.#exitsEmpty(),
  );
  /**
   * Exit statuses of sessions that are gone (by name) and of panes
   * closed (by `%N`), newest last.
   */
  #exited = new Map<string, ExitStatus>();
  #buffers = new PasteBuffers();
  /** The prompts' history, every client's (tmux's, in its server). */
  readonly promptHistory: PromptHistory;
  #channels = new WaitChannels();
  /**
   * The global environment (tmux's): the daemon's own at its start, with
   * what `set-environment -g` changed (`environment.ts`).
   */
  #environ = new Environ(Object.entries(Deno.env.toObject()));
  /** Config files' commands running now, each inside the one before. */
  #sourceDepth = 0;
  /** Whether each file whose commands run now is a tmux config. */
  #sourcingTmux: boolean[] = [];
  /**
   * Set while the config file's commands run at the start: other
   * connections' requests wait for them.
   */
  #configuring: Promise<void> | null = null;
  /**
   * What the connections of the config file's commands say they are in
   * their hello (`client`): a secret of this daemon's, so that only they
   * skip the wait.
   */
  readonly #configKind = `config-${crypto.randomUUID()}`;
  /**
   * What a hook's command's connections say they are (and a number, one
   * a line run): their requests fire no hooks, and their formats see the
   * hook's variables (`#hookVars`).
   */
  readonly #hookKind = `hook-${crypto.randomUUID()}-`;
  #hookVars = new Map<string, Record<string, string>>();
  #hookLines = 0;
  /** tmux's hooks (`set-hook`): kept, and fired. */
  readonly hooks: HookRunner;
  #stopping = false;
  #heartbeats = new HeartbeatWatch();
  /** Attachments by token, for resumes after a broken link or an upgrade. */
  #resumes = new ResumeTable<
    AttachedClient | CarriedAttachment,
    Session,
    ClientConnection
  >();
  /** berth's version (`main.ts`), for `upgrade`'s answer. */
  readonly version: string;
  /** A live upgrade is under way (`upgrade.ts`). */
  #upgrading = false;
  /**
   * Requests under way that an upgrade lets finish first: a pane half-way
   * between two sessions cannot be frozen whole, a session being killed
   * would lose its SIGKILL timer, and their clients would lose the answer
   * with the old daemon.
   */
  #unsettled = new Set<Promise<unknown>>();
  /**
   * Sessions tied to a connection (`new` with `tied`: `berth run`), ended
   * when it closes; null: carried over a live upgrade, not taken yet.
   */
  #tied = new Map<Session, ClientConnection | null>();
  /** The names of the tied sessions a live upgrade carried over. */
  #carriedTies = new Set<string>();
  /** The connection that asked for the upgrade under way. */
  #upgradeConn: ClientConnection | null = null;
  /**
   * A parse worker a new daemon of a live upgrade made before reading the
   * state (`startWorkers`), for the first session it takes over.
   */
  #earlyParse: Worker | null = null;
  /** Set while a new daemon is still taking sessions over (`#adoptFirst`). */
  #adopting: Promise<void> | null = null;
  /** Meanwhile, the clients coming back go first (`adoption_gate.ts`). */
  #gate: AdoptionGate<ClientConnection> | null = null;
  #done!: () => void;
  /** Resolves when the daemon has shut down. */
  readonly done = new Promise<void>((r) => (this.#done = r));

  constructor(socketPath: string, version = "unknown") {
    this.#socketPath = socketPath;
    this.version = version;
    setDaemonFacts(
      version,
      socketPath,
      () => this.options.options.status === "off" ? 0 : 1,
      (name, table) =>
        !isUserOption(name)
          ? undefined
          : table
          ? this.options.table(table)[name]
          : this.options.options[name],
      (name) =>
        (this.options.options as unknown as Record<string, unknown>)[name],
      (name) => this.#environ.get(name) ?? undefined,
    );
    this.log = new Log(logPathFor(socketPath));
    this.hooks = new HookRunner(
      (line, at, vars) => this.#runHookLine(line, at, vars),
      this.log,
    );
    this.#gather = new SharedGather(this.log);
    const [path, ...then] = configFiles((k) => Deno.env.get(k));
    this.options = new OptionStore(
      path,
      this.log,
      startOptions((k) => Deno.env.get(k)),
      then,
    );
    this.promptHistory = new PromptHistory(
      this.log,
      () => this.options.options["prompt-history-limit"],
      () => this.options.options["history-file"],
    );
  }

  /**
   * Claims the socket and starts accepting clients; after a live upgrade,
   * with the sessions of `state` taken over first, so that the first
   * client to come back finds them.
   */
  async start(state?: UpgradeState): Promise<void> {
    ensureSocketDir(this.#socketPath);
    // First: a SIGKILL due during the handover is sent on time.
    if (state) this.#keepDeadlines(state);
    const { commands, origins } = await this.options.source();
    const later = state ? this.#adoptFirst(state) : [];
    await claimSocket(this.#socketPath);
    try {
      this.#listener = Deno.listen({
        transport: "unix",
        path: this.#socketPath,
      });
    } catch (err) {
      if (err instanceof Deno.errors.AddrInUse) {
        throw new DaemonStartError(
          `A berth daemon is already running on ${this.#socketPath}`,
        );
      }
      throw new DaemonStartError( // Say what failed: ENOSPC alone does not.
        `Cannot create socket ${this.#socketPath}: ${(err as Error).message}`,
      );
    }
    // The directory guards the default sockets; this guards --socket ones.
    Deno.chmodSync(this.#socketPath, 0o600);
    this.log.info(
      `daemon ${Deno.pid} listening on ${this.#socketPath} (fd limit ${
        fdLimits()?.soft ?? "unknown"
      }${state ? cpuNote() : ""})`,
    );
    this.#armIdleExit();
    this.#pages.arm();
    if (state) {
      this.#gate = new AdoptionGate(
        (c) => this.#resumedAndDrawn(c),
        inputActivity(),
      );
      this.#adopting = this.#adoptLater(state, later).finally(() => {
        this.#adopting = null;
        this.#gate = null;
      });
    }
    this.#accept(this.#listener);
    // The config file's commands talk to this daemon: now that it listens.
    // Not after an upgrade: they ran when this daemon's sessions began.
    if (!state && commands.length === 0) await this.promptHistory.load();
    if (!state && commands.length > 0) {
      const tmux = isTmuxConf(this.options.path);
      const ran = this.#runCommands(commands, tmux, origins).then((errors) => {
        this.options.warn(errors);
        // tmux's: read once its config has run (a history-file it set).
        return this.promptHistory.load();
      });
      // A command that never ends (run-shell 'sleep 1d') holds nobody
      // for long.
      this.#configuring = new Promise<void>((done) => {
        const cancel = after(CONFIG_HOLD_MS, done);
        ran.finally(() => (cancel(), done()));
      }).then(() => {
        this.#configuring = null;
      });
    }
  }

  /**
   * Makes the gather worker and a parse worker now, for a new daemon of a
   * live upgrade: each `new Worker` blocks this thread until its isolate
   * exists, but the worker then loads its module on its own thread, while
   * this one reads the state file and the config. Made when the first
   * session is taken over instead, they held up an attached client's
   * first frame by their module loads (bench/README.md, "Issue 15,
   * thirty-first round").
   */
  startWorkers(): void {
    this.#gather.start();
    this.#earlyParse = spawnParseWorker("parse:upgrade");
    this.log.info(
      `upgrade: the new daemon's workers made (${
        Math.round(performance.now())
      } ms after its start${cpuNote()})`,
    );
  }

  /**
   * Runs the config file's `commands` in order, as the CLI's commands
   * through this daemon's socket, attached to no session, in the global
   * environment and the daemon's home; resolves with their errors, one
   * warning each, saying where the command is (`origins`, as tmux's
   * `file:line:`; else `commands`, the setting's).
   */
  async #runCommands(
    commands: string[],
    tmux = false,
    origins: readonly string[] = [],
  ): Promise<string[]> {
    if (commands.length === 0) return [];
    const errors: string[] = [];
    let run: TtyAttachModule["runConfigCommand"];
    try {
      run = (await loadTtyAttach()).runConfigCommand;
    } catch (err) {
      return [`commands: cannot load berth's commands: ${err}`];
    }
    const where = {
      socket: this.#socketPath,
      env: this.#jobEnv(null, { BERTH: `${this.#socketPath},` }),
      cwd: Deno.env.get("HOME") ?? "/",
      client: this.#configKind,
    };
    this.#sourceDepth++;
    this.#sourcingTmux.push(tmux);
    const conditions = new ConfigConditions();
    const test = async (format: string) => {
      const { text } = await displayMessage(
        this.sessions,
        {
          op: "display-message",
          name: ":",
          format: tmux ? asTmuxVersion(format) : format,
          print: true,
        },
        null,
        this.#attached.values(),
      );
      return text !== "" && text !== "0";
    };
    try {
      const warn = (w: string) => errors.includes(w) || errors.push(w);
      for (const [i, line] of commands.entries()) {
        const at = `${origins[i] ?? "commands"}: ${line}`;
        let step;
        try {
          step = await conditions.step(line, test);
        } catch (err) {
          warn(`${at}: ${(err as Error).message}`);
          step = await conditions.step(line, () => Promise.resolve(false));
        }
        if (!step.run) {
          if (step.warning) warn(`${at}: ${step.warning}`);
          continue;
        }
        // As a line before may have set it (NAME=VALUE, setenv -g): the
        // $NAME of this one.
        where.env = this.#jobEnv(null, {
          BERTH: `${this.#socketPath},`,
        });
        const { error, output } = await run(
          line,
          where,
          (e) => warn(e.startsWith(line) ? e : `${at}: ${e}`),
        );
        if (!error) continue; // What it printed has nowhere to go.
        warn(error.startsWith(line) ? error : `${at}: ${error}`);
        // What a failed command printed says why (a nested source-file's
        // warnings).
        for (const said of output.split("\n")) {
          if (said.trim() !== "") warn(said.replace(/^berth: /, ""));
        }
      }
      const open = conditions.end();
      if (open) warn(`commands: ${open}`);
    } finally {
      this.#sourceDepth--;
      this.#sourcingTmux.pop();
    }
    return errors;
  }

  #accept(listener: Deno.Listener): void {
    acceptLoop(listener, {
      connections: () => this.#conns.size,
      stopping: () => this.#stopping,
      accepted: (conn) => this.#serve(conn),
    }, this.log);
  }

  /** Serves one client connection: a socket's, or a loopback's. */
  #serve(stream: ClientStream | LocalLink): ClientConnection {
    const c = new ClientConnection(stream, this.#nextConnId++, this, this.log);
    this.#conns.add(c);
    this.#gate?.came(c);
    this.#lastConnAt = performance.now();
    this.#idleTimer?.();
    this.#pages.poke();
    c.serve();
    return c;
  }

  /**
   * The one dispatch switch: acts on every validated message of a greeted
   * client. Throws ProtocolError (the client is dropped) for attach
   * messages from a client that is not attached.
   */
  dispatch(conn: ClientConnection, msg: DispatchedMsg): void {
    switch (msg.t) {
      case "req": {
        // Claimed at once: its signals, and a second one, may come before
        // the terminal is taken (a new daemon still adopting, the attach
        // client's modules loading).
        if (msg.op === "attach-tty") this.#claimTty(conn);
        const reply = this.#handle(conn, msg);
        if (msg.op === "attach-tty") {
          reply.then(undefined, () => this.#ttysPending.delete(conn));
          // Its attach client's own connection (`tty_attach.ts`) draws.
          reply.finally(() => this.#gate?.left(conn)).catch(() => {});
        }
        conn.respond(msg, reply);
        return;
      }
      case "input": {
        const a = this.#liveAttachment(conn, "input");
        // Not taken by a session frozen for an upgrade: the client sends it
        // again after its resume, to whichever daemon then serves. (Before
        // the freeze, while the new berth is probed, keys go on as usual:
        // a probe that fails closes no connection, so nothing would resend.)
        if (a?.session.frozen) return;
        // A retransmit after a resume is dropped: it was typed already.
        if (a && a.client.resume.accept(msg.seq)) {
          this.#clientActive(a);
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
      case "waiting":
        conn.linesWanted();
        return;
      case "suspended": {
        const a = this.#liveAttachment(conn, msg.t);
        // Stopped, it beats no more: not a dead link (its next beat, once
        // awake, watches it again).
        this.#heartbeats.forget(conn);
        a?.session.clientSuspended(a.client);
        return;
      }
      case "wakeup": {
        const tty = this.#ttys.get(conn);
        if (tty) return tty.wakeup(msg.error ?? null, msg.started ?? false);
        // Continued before its terminal is taken: nothing drawn to redo.
        if (this.#ttysPending.has(conn)) return;
        const a = this.#liveAttachment(conn, msg.t);
        a?.session.clientWoke(a.client);
        return;
      }
      case "resize": {
        const tty = this.#ttys.get(conn);
        if (tty) return tty.resized();
        // The attach client reads the terminal's size when it starts.
        if (this.#ttysPending.has(conn)) return;
        const a = this.#liveAttachment(conn, "resize");
        // A frozen session's engines are being saved at their size; the
        // client's resume gives the new one to whichever daemon serves.
        if (a && !a.session.frozen) {
          this.#clientActive(a);
          a.session.clientResized(a.client, msg.cols, msg.rows);
          a.session.notifyHook("client-resized", { client: a });
        }
        return;
      }
      case "copy-mode": {
        const a = this.#liveAttachment(conn, msg.t);
        // A read-only client's copy mode is its own: it moves nothing of
        // the writers' (tmux's read-only clients cannot run copy-mode).
        if (a && !a.client.readOnly) {
          a.session.setCopyMode(a.client, msg.pane, msg.state);
        }
        return;
      }
      case "colours": {
        const a = this.#liveAttachment(conn, msg.t);
        a?.session.clientColours(a.client, msg.fg, msg.bg);
        return;
      }
      case "focus": {
        const a = this.#liveAttachment(conn, msg.t);
        if (!a) return;
        a.client.focused = msg.in;
        a.session.updateFocus();
        a.session.notifyHook(msg.in ? "client-focus-in" : "client-focus-out", {
          client: a,
        });
        // As tmux's: the focus in is a key of the client's (the out not).
        if (msg.in) this.#clientActive(a);
        return;
      }
      case "ack":
        this.#ack(conn, msg.seq);
        return;
      case "detach": {
        const a = this.#needAttached(conn, "detach");
        this.#attached.delete(conn);
        a.session.detach(a.client, "detached");
        a.session.notifyHook("client-detached", { client: a });
        return;
      }
      case "unsubscribe":
        conn.subscriptions.get(msg.id)?.();
        conn.subscriptions.delete(msg.id);
        return;
      case "popup-input": {
        const p = this.#popups.get(conn);
        if (p?.id === msg.id) p.job.write(msg.data);
        return;
      }
      case "popup-resize": {
        const p = this.#popups.get(conn);
        if (p?.id === msg.id) p.job.resize(msg.cols, msg.rows);
        return;
      }
      case "popup-close":
        if (this.#popups.get(conn)?.id === msg.id) this.#closePopup(conn);
        return;
      case "popup-done": {
        const w = this.#popupWaits.get(msg.wait);
        if (w?.to !== conn) return;
        this.#popupWaits.delete(msg.wait);
        w.done(msg);
        return;
      }
    }
  }

  /**
   * `a` typed or changed size: when another client (or none) was the
   * latest of its shown window, it is now, and tmux's `client-active`
   * fires (`server_client_update_latest`).
   */
  #clientActive(a: Attachment): void {
    const w = a.session.window;
    if (w.latestClient === a.id) return;
    w.latestClient = a.id;
    a.session.notifyHook("client-active", { client: a });
  }

  /** The connection's attach client, unless it has none or it has ended. */
  #attachment(conn: ClientConnection): Attachment | null {
    const a = this.#attached.get(conn);
    return a && !a.client.ended ? a : null;
  }

  /**
   * The connection's attach client for a key or a resize; null when its
   * attachment has just ended (typed before the client heard of the end:
   * nothing to act on); a ProtocolError when it never attached.
   */
  #liveAttachment(conn: ClientConnection, what: string): Attachment | null {
    const a = this.#attached.get(conn);
    if (a?.client.ended) return null;
    return this.#needAttached(conn, what);
  }

  /** The attach client the daemon runs for this connection's terminal. */
  #needTty(conn: ClientConnection, what: string): TtyAttach {
    const tty = this.#ttys.get(conn);
    if (!tty) {
      throw new ProtocolError(
        `Got ${what} but the daemon draws no terminal for the client`,
      );
    }
    return tty;
  }

  #needAttached(conn: ClientConnection, what: string): Attachment {
    const a = this.#attachment(conn);
    if (!a) {
      throw new ProtocolError(`Got ${what} but the client is not attached`);
    }
    return a;
  }

  /**
   * The client drew frame `seq`. An ack that crosses its session's end is
   * no error: the client acks the final frame it got before the end.
   */
  #ack(conn: ClientConnection, seq: number): void {
    const a = this.#attached.get(conn);
    if (!a) throw new ProtocolError("Got ack but the client is not attached");
    if (a.client.ended) return;
    if (!a.client.ack(seq)) {
      throw new ProtocolError(`Ack for frame ${seq}, which was never sent`);
    }
  }

  /**
   * Acts on one validated request; its `after-COMMAND` hook runs before it
   * is answered, as tmux's queue runs it before the client's command is
   * done. A hook's own commands fire no hooks (`hook_runner.ts`).
   */
  async #handle(conn: ClientConnection, req: RequestMsg): Promise<Reply> {
    const fromHook = this.#hookVars.has(conn.kind);
    // What a hook's command does until it is answered (new-window's
    // window-linked, a title set after its format's expansion) fires no
    // hook; what comes of it later (a pane's exit) does, as tmux's.
    const reply = fromHook
      ? await this.hooks.acting(() => this.#handleOp(conn, req, fromHook))
      : await this.#handleOp(conn, req, fromHook);
    // No hooks (the common case): nothing more to look up. A part of a
    // command (step 41) has none of its own.
    const command = fromHook || req.part || this.hooks.store.empty
      ? null
      : commandOf(req);
    if (command) {
      const at = this.#hookAt(afterTarget(req, reply.data), req.current);
      await this.hooks.fire(`after-${command}`, at);
    }
    return reply;
  }

  /** Acts on one validated request. */
  async #handleOp(
    conn: ClientConnection,
    req: RequestMsg,
    fromHook: boolean,
  ): Promise<Reply> {
    // A resume of a session taken over already goes first; the rest waits,
    // and holds back no session's take-over meanwhile, nor lets typing.
    if (this.#adopting && !this.#resumesTakenOver(req)) {
      this.#gate?.left(conn);
      this.#gate?.asked();
      await this.#adopting;
    }
    // The config file's commands go first at the start, as tmux reads its
    // config before the command that started it: the first session gets
    // their environment.
    // The berth commands a config command's shell job runs (`if-shell
    // 'berth has -t x'`) are the config's too (`CONFIG_CLIENT_ENV`): the
    // config waits for them.
    if (this.#configuring && conn.kind !== this.#configKind && !fromHook) {
      await this.#configuring;
    }
    if (this.#upgrading) {
      throw new RequestFailure("busy", UPGRADING_MESSAGE);
    }
    this.#pages.poke();
    switch (req.op) {
      case "upgrade":
        return await this.#upgrade(conn, req.argv);
      case "new":
        return this.#newSession(conn, req);
      case "ls":
        return { data: await this.#listSessions(conn, req.format) };
      case "attach":
        return this.#attach(conn, req);
      case "attach-tty":
        return await this.#attachTty(conn, req);
      case "kill": {
        const named = this.#need(req.name, req.current);
        const ending = req.others
          ? [...this.sessions.values()].filter((s) => s !== named)
          : [named];
        // Out of every list at once; their programs end in the background.
        for (const s of ending) s.kill("killed");
        return { data: {} };
      }
      case "detach-client":
        return { data: { detached: this.#detachClients(req.name) } };
      case "switch-client":
        return { data: { name: this.#switchClient(conn, req) } };
      case "suspend-client":
        this.#suspendClient(req.name);
        return { data: {} };
      case "lock":
        return { data: { locked: this.#lock(req) } };
      case "popup":
        this.#openPopup(conn, req);
        return { data: {} };
      case "display-popup":
        return { data: await this.#displayPopup(conn, req) };
      case "client-command":
        return { data: await this.#clientCommand(conn, req) };
      case "find-window": {
        const sessions = [...this.sessions.values()].sort(bySessionName);
        return { data: { panes: await findPanes(sessions, req) } };
      }
      case "preview": {
        const t = this.#target(req.name, req.current, "window");
        return { data: await t.session.preview(t.window, req.rows) };
      }
      case "list-clients": {
        const only = req.name === undefined
          ? null
          : this.#need(req.name, req.current);
        const own = this.#attached.get(conn);
        const clients = [...this.#attached.values()]
          .filter((a) => !a.client.ended && (!only || a.session === only))
          .sort((a, b) => a.since - b.since);
        const data = { clients: clients.map((a) => clientInfo(a, a === own)) };
        if (req.format === undefined) return { data };
        const lines = await formatLines(
          req.format,
          clients.map((a) => sessionContext(a.session, a)),
        );
        return { data: { ...data, lines } };
      }
      case "display-message":
        return { data: await this.#displayMessage(conn, req) };
      case "rename":
        this.#rename(req.name, req.newName, req.current);
        return { data: {} };
      case "options":
        return { data: this.options.current };
      case "source-file": {
        if (this.#sourceDepth >= MAX_SOURCE_DEPTH) {
          throw new RequestFailure(
            "bad-request",
            `source-file nested ${MAX_SOURCE_DEPTH} deep in config files' commands; not read (does a file source itself?)`,
          );
        }
        const inTmux = this.#sourcingTmux.at(-1) ?? false;
        const { warnings, commands, origins } = await this.options.source(
          req.path,
          this.#sourceDepth > 0,
          inTmux,
        );
        this.#optionsChanged();
        const tmux = isTmuxConf(req.path ?? this.options.path, inTmux);
        const errors = await this.#runCommands(commands, tmux, origins);
        return { data: { warnings: [...warnings, ...errors] } };
      }
      case "bind-key":
        this.options.bind(req.table, req);
        this.#optionsChanged();
        return { data: {} };
      case "kill-server":
        return { data: {}, after: () => this.shutdown("kill-server") };
      case "prompt-history":
        if (req.clear) this.promptHistory.clear(req.type);
        if (req.add !== undefined) {
          this.promptHistory.add(req.type ?? "command", req.add);
        }
        return { data: { history: this.promptHistory.list(req.type) } };
      case "set-global": {
        if (req.table) {
          return { data: this.#setInTable({ ...req, table: req.table }) };
        }
        const alias = /^command-alias(?:\[(\d+)\])?$/.exec(req.option);
        if (alias) return { data: this.#setAlias(req, alias[1]) };
        if (req.unset) {
          const why = this.options.unset(req.option);
          if (why) throw new RequestFailure("bad-request", why);
          this.#optionsChanged();
          return { data: {} };
        }
        const now =
          (this.options.options as unknown as Record<string, unknown>)[
            req.option
          ];
        const value =
          req.append && appendsText(req.option) && typeof now === "string" &&
            typeof req.value === "string"
            ? now + appendSeparator(req.option, now, req.value) + req.value
            : req.value;
        const why = unsuitableShell(req.option, value) ??
          this.options.set(req.option, value);
        if (why) throw new RequestFailure("bad-request", why);
        this.#optionsChanged();
        return { data: {} };
      }
      case "send": {
        const t = this.#target(req.name, req.current);
        await (req.paste ? t.session.paste(req.data, t.pane) : t.session.send(
          req.data,
          req.cursorKeysData,
          t.pane,
          { normal: req.keypadData, cursorKeys: req.keypadCursorKeysData },
          req.follows ? "wait" : "refuse",
        ));
        return { data: {} };
      }
      case "resize":
        this.#need(req.name, req.current).resize(req.cols, req.rows);
        return { data: {} };
      case "capture": {
        const t = this.#target(req.name, req.current);
        const scrollback = req.scrollback ?? 0;
        return {
          data: req.lines
            ? await t.session.captureLines(
              scrollback,
              t.pane,
              req.lines,
              req.join ?? false,
              { trailing: req.trailing, alternate: req.alternate },
            )
            : await t.session.capture(scrollback, t.pane),
        };
      }
      case "wait":
        return await this.#wait(conn, req);
      case "events":
        return this.#events(conn, req.id, req.name, req.current);
      case "split-window":
      case "new-window":
      case "select-window":
      case "select-pane":
      case "kill-pane":
      case "kill-window":
      case "rename-window":
      case "resize-pane":
      case "swap-pane":
      case "rotate-window":
      case "break-pane":
      case "respawn-pane":
      case "respawn-window":
      case "clear-history":
      case "reset-pane":
      case "pipe-pane":
      case "swap-window":
      case "move-window":
      case "join-pane":
      case "select-layout":
      case "set-option":
      case "window-options":
        return { data: await this.#paneRequest(req, req.current) };
      case "list-windows":
      case "list-panes":
        return { data: await this.#listPanes(conn, req) };
      case "history": {
        const t = this.#target(req.name, req.current);
        return {
          data: await t.session.history(
            req.start,
            req.count,
            req.pushed,
            t.pane,
            req.search,
          ),
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
        return await this.#runShell(
          req,
          conn.kind === this.#configKind,
          this.#hookVars.get(conn.kind),
        );
      case "if-shell":
        return this.#ifShellLater(req);
      case "set-environment": {
        const e = this.#environOf(req);
        if (req.mode === "set") e.set(req.variable, req.value!);
        else if (req.mode === "remove") e.set(req.variable, null);
        else e.unset(req.variable);
        return { data: {} };
      }
      case "set-hook":
      case "show-hooks":
        return {
          data: await hookRequest(
            req,
            this.hooks,
            () => this.#target(req.name ?? "", req.current),
          ),
        };
      case "show-environment": {
        const vars = this.#environOf(req).list();
        if (req.variable === undefined) return { data: { vars } };
        const one = vars.filter(([name]) => name === req.variable);
        if (one.length === 0) {
          throw new RequestFailure(
            "not-found",
            `Unknown variable ${req.variable} (berth show-environment lists them)`,
          );
        }
        return { data: { vars: one } };
      }
    }
  }

  /**
   * A `run-shell -b` job ended: the log says how, and its output (tmux's
   * `'COMMAND' returned N` after it when it failed) shows in a view over
   * its session on the clients attached to it, as tmux's view mode.
   */
  #ranInBackground(
    command: string,
    r: JobResult,
    session: Session | null,
    piped: boolean,
  ) {
    const { code, signal } = r.exit;
    this.log.info(`run-shell -b: ${signal ?? `exit ${code}`}: ${command}`);
    // A copy piped to a command (copy-pipe): what it prints is dropped, as
    // tmux drops it, unless it failed (a copy-command that is not
    // installed must not fail unseen).
    if (piped && code === 0) return;
    this.#showOutput(session, jobOutput(command, r));
  }

  /**
   * Shows `text` (what a `run-shell` printed) in a view over `session` on
   * each client attached to it, as tmux shows it in the pane's view mode;
   * whether any was (none for empty text).
   */
  #showOutput(session: Session | null, text: string): boolean {
    if (!session || text === "") return false;
    let shown = false;
    for (const [conn, a] of this.#attached) {
      if (a.session !== session || a.client.ended || a.client.suspended) {
        continue;
      }
      conn.send({ t: "output", text });
      shown = true;
    }
    return shown;
  }

  /**
   * tmux's `if-shell -b` from the command line: answered at once, then
   * run here as the config file's commands are (`if-shell` without `-b`,
   * which runs the test and the chosen command line); a mistake goes to
   * the log, as tmux's is lost.
   */
  #ifShellLater(req: RequestMsg & { op: "if-shell" }): Reply {
    const session = req.name === undefined
      ? mostRecentSession(this.sessions)
      : this.#target(req.name).session;
    const words = [
      "if-shell",
      ...(req.name === undefined ? [] : ["-t", req.name]),
      req.test,
      req.then,
      ...(req.else === undefined ? [] : [req.else]),
    ];
    const line = words.map(quoteWord).join(" ");
    const where = {
      socket: this.#socketPath,
      env: this.#jobEnv(session?.environ ?? null, {
        BERTH: `${this.#socketPath},${session?.name ?? ""}`,
      }),
      cwd: req.cwd ?? session?.cwd ?? Deno.env.get("HOME") ?? "/",
    };
    loadTtyAttach()
      .then(({ runConfigCommand }) => runConfigCommand(line, where))
      .then(
        ({ error }) => error && this.log.info(`if-shell -b: ${error}`),
        (err) => this.log.info(`if-shell -b: ${err?.message ?? err}`),
      );
    return { data: {} };
  }

  /**
   * A job's environment (`jobEnv`), `TERM` being `default-terminal`, as
   * tmux 3.3a's `environ_for_session` sets it over both environments.
   */
  #jobEnv(
    session: Environ | null,
    extra: Record<string, string>,
  ): Record<string, string> {
    return jobEnv(this.#environ, session, {
      TERM: this.options.options["default-terminal"],
      ...extra,
    });
  }

  /** The environment a request names: the global one, or a session's. */
  #environOf(
    req: { name?: string; global?: boolean; current?: string },
  ): Environ {
    if (req.global) return this.#environ;
    if (req.name === undefined) {
      throw new RequestFailure("bad-request", "Name a session, or global");
    }
    return this.#need(req.name, req.current).environ;
  }

  /**
   * tmux's `run-shell` (`run_shell.ts`): formats expanded for the target
   * (else the most recently active session), run in the target session's
   * environment over the global one, with `BERTH` naming the session so
   * that the berth commands it runs act there.
   */
  async #runShell(
    req: RequestMsg & { op: "run-shell" },
    fromConfig = false,
    extra?: Record<string, string>,
  ): Promise<Reply> {
    const session = req.name === undefined
      ? mostRecentSession(this.sessions)
      : this.#need(req.name, req.current);
    const t = req.name === undefined
      ? (session ? sessionContext(session, null) : null)
      : { ...this.#target(req.name, req.current), client: null };
    const command = t
      ? await expandFor(req.command, { ...t, extra }, shellWord)
      : expandFormat(req.command, (n) => extra?.[n] && shellWord(extra[n]));
    const home = Deno.env.get("HOME");
    const cwd = req.cwd ?? t?.session.cwd ?? home ?? "/";
    try {
      if (!Deno.statSync(cwd).isDirectory) throw new Error("not a directory");
    } catch {
      throw new RequestFailure("bad-request", `No such directory: ${cwd}`);
    }
    const env = this.#jobEnv(t?.session.environ ?? null, {
      ...(fromConfig ? { [CONFIG_CLIENT_ENV]: this.#configKind } : {}),
      BERTH: `${this.#socketPath},${t?.session.name ?? ""}`,
      ...(req.name !== undefined && t ? { BERTH_PANE: `%${t.pane.id}` } : {}),
    });
    const job = runJob(command, cwd, env, req.input, this.#jobs);
    if (req.background) {
      job.then(
        (r) =>
          this.#ranInBackground(
            command,
            r,
            t?.session ?? null,
            req.input !== undefined,
          ),
        (err) => this.log.info(`run-shell -b: ${err.message}`),
      );
      return { data: { output: "" } };
    }
    const r = await job;
    // The command line's: in a view over the session, as tmux's view
    // mode, when a client is attached to show it.
    if (
      req.view && this.#showOutput(t?.session ?? null, jobOutput(command, r))
    ) {
      return { data: { output: "", exit: r.exit, shown: true } };
    }
    return {
      data: {
        output: r.output,
        exit: r.exit,
        ...(r.truncated ? { truncated: true } : {}),
      },
    };
  }

  /**
   * tmux's `wait-for` (`wait_channels.ts`); a wait or lock is given up
   * when its client goes (`unsubscribe` or a closed connection).
   */
  async #waitFor(
    conn: ClientConnection,
    req: RequestMsg & { op: "wait-for" },
  ): Promise<Reply> {
    const { channel, mode } = req;
    if (mode === "signal") this.#channels.signal(channel);
    if (mode === "unlock") this.#channels.unlock(channel);
    if (mode === "wait" || mode === "lock") {
      const cancel = new AbortController();
      conn.subscriptions.set(req.id, () => cancel.abort());
      try {
        await (mode === "wait"
          ? this.#channels.wait(channel, cancel.signal, req.timeoutMs)
          : this.#channels.lock(channel, cancel.signal, req.timeoutMs));
      } finally {
        conn.subscriptions.delete(req.id);
      }
    }
    return { data: {} };
  }

  /**
   * Where an `after-` hook runs: target `name` read against `current`
   * (the command's target), else `current` alone (a killed pane's
   * window is gone: its session), else the most recently active session.
   */
  #hookAt(name: string | undefined, current?: Current): HookAt {
    for (const t of [name, current, ":"]) {
      if (t === undefined || t === "") continue;
      try {
        return this.#target(t, current);
      } catch {
        // Gone (killed), or never there: the next.
      }
    }
    return {};
  }

  /**
   * Runs one line of a hook as the config file's are (`#runCommands`),
   * with `at` as its current target (`BERTH`, `BERTH_PANE`, as a command
   * typed in that pane) and `vars` for its formats; resolves with its
   * error.
   */
  async #runHookLine(
    line: string,
    at: HookAt,
    vars: Record<string, string>,
  ): Promise<string | null> {
    const live = at.session && this.sessions.get(at.session.name) === at.session
      ? at.session
      : null;
    const kind = `${this.#hookKind}${++this.#hookLines}`;
    this.#hookVars.set(kind, vars);
    try {
      const { runConfigCommand } = await loadTtyAttach();
      const { error } = await runConfigCommand(line, {
        socket: this.#socketPath,
        env: this.#jobEnv(live?.environ ?? null, {
          BERTH: `${this.#socketPath},${live?.name ?? ""}`,
          // A pane gone (pane-exited's): its session, as tmux's
          // `cmd_find_valid_state` falls back.
          ...(live && at.pane && live.windowOf(at.pane)
            ? { BERTH_PANE: `%${at.pane.id}` }
            : {}),
        }),
        cwd: live?.cwd ?? Deno.env.get("HOME") ?? "/",
        client: kind,
      }, (e) => live && this.#alertMessage(live, `${vars.hook}: ${e}`));
      // On the status line of the session's clients too (their messages'
      // log, prefix ~), as tmux shows a hook's error.
      if (error && live) this.#alertMessage(live, `${vars.hook}: ${error}`);
      return error;
    } finally {
      this.#hookVars.delete(kind);
    }
  }

  /** A window or pane command, counted while under way (`#unsettled`). */
  #paneRequest(req: PaneRequest, current: Current): unknown {
    const running = handlePaneRequest(this.sessions, req, current);
    // Most are done at once; a move between sessions waits for parsing.
    return running instanceof Promise ? this.#beforeUpgrade(running) : running;
  }

  /** `running`, which an upgrade lets finish before it starts. */
  async #beforeUpgrade<T>(running: Promise<T>): Promise<T> {
    this.#unsettled.add(running);
    try {
      return await running;
    } finally {
      this.#unsettled.delete(running);
    }
  }

  /** `berth upgrade` (see `upgrade.ts`): answers, then execs. */
  async #upgrade(conn: ClientConnection, argv: string[]): Promise<Reply> {
    this.#upgrading = true;
    this.#upgradeConn = conn;
    this.log.info(
      `upgrade: asked by client ${conn.id} (${cpuNote().slice(2)})`,
    );
    const host = this.#upgradeHost();
    // Keys typed from now on wait in the terminals the daemon draws, for
    // the new daemon to read (the old one's attach clients die with it).
    this.#pauseTtys(true);
    let prepared;
    try {
      // No new one starts now (`#upgrading`); those under way answer.
      await raceTimeout(
        Promise.allSettled(this.#unsettled),
        UNSETTLED_LIMIT_MS,
        () =>
          new RequestFailure(
            "busy",
            "A command is still under way (a pane moving, a session ending); retry the upgrade in a moment",
          ),
      );
      prepared = await prepareUpgrade(host, argv);
    } catch (err) {
      this.#upgrading = false;
      this.#pauseTtys(false);
      throw err;
    }
    return {
      data: prepared.answer,
      after: async () => {
        await conn.flushed();
        handOver(host, prepared); // returns only when execve failed
        this.#upgrading = false;
        // The sessions were taken back and every attach client let go:
        // the terminals stay unread, and each `berth attach` that attaches
        // again reads what was typed meanwhile.
      },
    };
  }

  #pauseTtys(on: boolean): void {
    for (const tty of this.#ttys.values()) tty.pause(on);
  }

  /** What an upgrade needs of the daemon. */
  #upgradeHost(): UpgradeHost {
    return {
      socketPath: this.#socketPath,
      version: this.version,
      log: this.log,
      watcher: this.#watcher,
      sessions: () => [...this.sessions.values()],
      letGoEnding: () => {
        this.#carriedEnding = [...this.#endingSessions].map((s) =>
          s.letGoForUpgrade()
        );
        this.#endingSessions.clear();
      },
      daemonState: () => ({
        environment: saveGlobal(this.#environ),
        options: this.options.sets(),
        userTables: this.options.tables(),
        exited: [...this.#exited],
        ending: this.#endings.save(),
        // Saved after the watcher is held: their pids stay unreaped.
        endingWatch: this.#endings.watchOver() ?? undefined,
        endingSessions: this.#carriedEnding,
        // A job under way is this process's child still after the exec.
        reaping: [...this.#endings.saveReaping(), ...this.#jobs],
        buffers: this.#buffers.save(),
        channels: this.#channels.save(),
        binds: this.options.binds(),
        promptHistory: this.promptHistory.save(),
        hooks: this.hooks.store.save(),
        tied: [...this.#tied.keys()]
          .filter((s) => this.sessions.get(s.name) === s)
          .map((s) => s.name),
        resumes: this.#resumes.all()
          .filter((e) => this.sessions.get(e.session.name) === e.session)
          .map(({ client, session, parked }) => ({
            token: client.resume.token,
            session: session.name,
            inputSeq: client.resume.inputSeq,
            seq: client.view.seq,
            ...(client.focused ? {} : { unfocused: true as const }),
            lastActive: client.lastActive,
            ...(sized(client, session) ? { sized: true as const } : {}),
            ...(away(client, parked) ? { parked: true as const } : {}),
          })),
      }),
      takeBack: (state) => this.#takeBack(state),
    };
  }

  /**
   * A handover failed after the freeze: the sessions come back from the
   * state just saved, on the same ptys, as the new daemon would have taken
   * them. Attached clients are let go (their clients resume); other
   * connections stay.
   */
  #takeBack(state: UpgradeState): void {
    for (const s of this.sessions.values()) s.abandon();
    this.sessions.clear();
    // Every connection but the upgrade's own (its answer says why) is let
    // go: attached clients resume, and a `wait` or `events` on a session
    // object abandoned here would never hear from it again.
    for (const conn of this.#conns) {
      if (conn !== this.#upgradeConn) conn.closeWhenFlushed();
    }
    this.#attached.clear();
    this.#resumes = new ResumeTable();
    this.#watcher = new ChildWatcher(every);
    this.#endings = new Endings(this.#watcher);
    // The jobs under way stay Deno's children here: Deno reaps them.
    const reaping = state.reaping?.filter((pid) => !this.#jobs.has(pid));
    this.#keepDeadlines({ ...state, reaping });
    this.#adopt(state);
  }

  /**
   * The programs the old daemon was ending, on their deadlines, and the
   * children it left to reap (`Endings.load`).
   */
  #keepDeadlines(state: UpgradeState): void {
    this.#endings.load(
      state.ending ?? [],
      state.reaping ?? [],
      state.endingWatch,
    );
    this.#carriedEnding = [];
    for (const e of state.endingSessions ?? []) this.#awaitCarried(e);
  }

  /**
   * A killed session an upgrade carried: its status, the last of its
   * programs' to end (one reaped before the handover, or stuck, leaves
   * the status so far), kept once they have (`#remember`).
   */
  #awaitCarried(e: EndingSession): void {
    let last = e.last ?? STUCK_STATUS;
    const exits = e.pids.map((pid) =>
      this.#watcher.exited(pid).then((w) => {
        const signal = w.signal === null ? null : signalName(w.signal);
        last = { code: w.code, signal };
      }, () => {})
    );
    let cancel = () => {};
    const bound = new Promise<void>((r) => cancel = after(GONE_LIMIT_MS, r));
    const settled = Promise.race([Promise.all(exits), bound]).then(() => {
      cancel();
      if (this.#carriedExits.get(e.name) === settled) {
        this.#carriedExits.delete(e.name);
      }
      if (!this.sessions.has(e.name)) this.#remember(e.name, last);
      this.#maybeExit();
      return last;
    });
    this.#carriedExits.set(e.name, settled);
  }

  /** Takes over the sessions, exits, buffers and attachments of `state`. */
  #adopt(state: UpgradeState): void {
    this.#adoptDaemonWide(state);
    for (const st of state.sessions) this.#adoptSession(st, state);
    this.#tookOver(state);
  }

  /**
   * `#adopt` for a new daemon, in two steps: the sessions with clients to
   * resume first, then (once the socket listens) the others, one per turn
   * of the event loop, requests waiting for them meanwhile. Each session
   * costs a parse worker, whose start blocks this thread (45-107 ms at a
   * load average of 25 here): the attached clients need not wait for all.
   */
  #adoptFirst(state: UpgradeState): UpgradeState["sessions"] {
    this.#adoptDaemonWide(state);
    const attached = new Set(
      state.resumes.filter((r) => !r.parked).map((r) => r.session),
    );
    // A client whose terminal this daemon draws resumes through it.
    if (attached.size > 0) preloadTtyAttach();
    const later = [];
    for (const st of state.sessions) {
      if (attached.has(st.name)) this.#adoptSession(st, state);
      else later.push(st);
    }
    return later;
  }

  /**
   * The rest of `#adoptFirst`, after the socket listens, once the sessions
   * taken over first have drawn their screens and the clients carried over
   * have resumed, each session when no client is on its way to an
   * attachment (`adoption_gate.ts`): each session blocks this thread, a
   * resume takes a few turns of the event loop, and the other sessions'
   * workers would compete with the first ones for the cores.
   */
  async #adoptLater(
    state: UpgradeState,
    later: UpgradeState["sessions"],
  ): Promise<void> {
    const gate = this.#gate!;
    const first = [...this.sessions.values()];
    let drawn = false;
    Promise.all(first.map((s) => s.drawn)).then(() => {
      drawn = true;
      this.log.info(
        `upgrade: ${first.length} sessions with clients drawn (${
          cpuNote().slice(2)
        })`,
      );
    });
    // Nothing left to take over: nothing to hold back for the clients.
    if (later.length > 0) {
      await gate.first(() => !drawn || this.#resumes.carried() > 0);
      this.log.info(
        `upgrade: taking over the other ${later.length} sessions; carried clients not back: ${this.#resumes.carried()} (${
          cpuNote().slice(2)
        })`,
      );
    }
    for (const st of later) {
      // Node's timers: only while taking over from an upgrade.
      await new Promise((r) => setTimeout(r, 0));
      await gate.turn();
      this.#adoptSession(st, state);
    }
    this.#tookOver(state);
  }

  /**
   * Whether `req` resumes an attachment of a session taken over already
   * (a carried client's, or one whose link broke before).
   */
  #resumesTakenOver(req: RequestMsg): boolean {
    const token = req.op === "attach"
      ? req.resume?.token
      : req.op === "attach-tty"
      ? req.resume
      : undefined;
    return token !== undefined && this.#resumes.has(token);
  }

  /** `conn` is attached and has drawn its first frame. */
  #resumedAndDrawn(conn: ClientConnection): boolean {
    const a = this.#attached.get(conn);
    return a !== undefined && a.client.resume.acked !== null;
  }

  /**
   * `set-global` of tmux's `command-alias` (`index`: the item's, else the
   * whole array): the array after it (`assignAlias`) is set whole, so an
   * upgrade sets it again as it is.
   */
  #setAlias(
    req: RequestMsg & { op: "set-global" },
    index: string | undefined,
  ): Record<string, never> {
    let text: string;
    try {
      text = assignAlias(
        this.options.options["command-alias"],
        index === undefined ? undefined : Number(index),
        String(req.value),
        { append: req.append, unset: req.unset },
      );
    } catch (err) {
      throw new RequestFailure("bad-request", (err as Error).message);
    }
    const why = this.options.set("command-alias", text);
    if (why) throw new RequestFailure("bad-request", why);
    this.#optionsChanged();
    return {};
  }

  /**
   * `set-global` with `table`: a user option of the server's table (tmux's
   * `set -s @name`) or the windows' (`set -gw @name`), apart from the
   * session options' `set -g @name`; `-a` adds to its text, `-u` takes it
   * away.
   */
  #setInTable(
    req: RequestMsg & { op: "set-global"; table: UserTable },
  ): Record<string, never> {
    const name = req.option;
    if (!isUserOption(name)) {
      throw new RequestFailure(
        "bad-request",
        `${name} is not a user option (@name): only those have a table of their own`,
      );
    }
    const now = this.options.table(req.table)[name];
    const value = req.unset
      ? undefined
      : `${req.append && now !== undefined ? now : ""}${req.value}`;
    // As -g's and a target's own: a longer one would make the saved
    // state of `berth upgrade` unusable (checkState) and go to every
    // attached client with each change.
    if (value !== undefined && value.length > MAX_TEXT) {
      throw new RequestFailure(
        "bad-request",
        `${name} holds at most ${MAX_TEXT} characters`,
      );
    }
    const why = this.options.setIn(req.table, name, value);
    if (why) throw new RequestFailure("bad-request", why);
    this.#optionsChanged();
    return {};
  }

  #adoptDaemonWide(state: UpgradeState): void {
    // Every saved session's id is taken before any session starts: one
    // made while the rest are still being taken over gets a new one.
    for (const st of state.sessions) {
      if (st.id !== undefined) this.#sessionIds.reserve(st.id + 1);
    }
    // Kept to: a carried killed session's, known already (`#awaitCarried`).
    this.#exited = new Map([...state.exited, ...this.#exited]);
    this.#buffers.load(state.buffers);
    if (state.channels) this.#channels.load(state.channels);
    if (state.environment) this.#environ = loadGlobal(state.environment);
    for (const [name, value] of state.options ?? []) {
      const why = this.options.set(name, value);
      if (why) this.log.info(`upgrade: set-option -g ${name}: ${why}`);
    }
    for (const [table, own] of Object.entries(state.userTables ?? {})) {
      for (const [name, value] of Object.entries(own)) {
        this.options.setIn(table as UserTable, name as `@${string}`, value);
      }
    }
    for (const b of state.binds ?? []) this.options.bind(b.table, b);
    this.promptHistory.restore(state.promptHistory);
    this.hooks.store.restore(state.hooks);
    this.#carriedTies = new Set(state.tied ?? []);
    if (this.#carriedTies.size > 0) {
      // Node's timers: only after an upgrade that carried ties.
      const timer = setTimeout(() => this.#endUntied(), TIE_CARRY_MS);
      Deno.unrefTimer(timer);
    }
  }

  /**
   * Ends the tied sessions carried over a live upgrade whose client did
   * not come back for them: it died meanwhile, as a closed connection.
   */
  #endUntied(): void {
    this.#carriedTies.clear();
    for (const [s, conn] of this.#tied) {
      if (conn !== null) continue;
      this.#tied.delete(s);
      this.log.info(`session ${s.name}: its client did not come back; ended`);
      this.#endTied(s);
    }
  }

  /** Ends a session whose tie was cut (`berth run`'s client is gone). */
  #endTied(s: Session): void {
    s.kill("killed");
  }

  /** One session of `state`, with the attachments that may resume it. */
  /**
   * A saved session no daemon will serve: its ptys closed (they were left
   * open for the exec, and children would inherit them) and its programs
   * hung up, as a kill would, and reaped.
   */
  #letGo(st: UpgradeState["sessions"][number]): void {
    for (const p of st.panes) {
      if (p.fd >= 0) {
        try {
          closeFd(p.fd);
        } catch {
          // Closed already, or never ours.
        }
      }
      if (p.status === null && p.pid > 1) {
        try {
          signalChild(p.pid, false);
        } catch {
          // Not ours to signal: left as it is.
        }
        this.#watcher.exited(p.pid).catch(() => {});
      }
    }
  }

  /** Attached clients take the new keys, status line and mouse now. */
  #optionsChanged(): void {
    for (const [c, a] of this.#attached) {
      c.send({ t: "options", options: this.#optionsFor(a.session) });
    }
    for (const s of this.sessions.values()) {
      // Status line entries carry the daemon's values of the settings
      // another window has its own of (`Session.status`).
      s.statusChanged();
      s.bordersChanged();
      s.updateFocus();
      s.nameWindows();
      s.watchSilence();
      s.routeKeys();
    }
  }

  /** `text` on the status line of each client attached to `s` (alerts). */
  #alertMessage(s: Session, text: string): void {
    for (const [conn, a] of this.#attached) {
      if (a.session === s) conn.send({ t: "message", text });
    }
  }

  /**
   * The settings a client of `session` takes: the daemon's, with the
   * session's own over them (tmux's session options, `set` without -g),
   * and its shown window's own over those (tmux's window options: `setw
   * mode-keys vi`, a window's `window-status-current-format`),
   * and over those the user options of the windows' and the server's
   * tables (`set -gw @x`, `set -s @x`), which tmux's formats read first
   * (the status line's `#{@x}`).
   */
  #optionsFor(session: Session): Options {
    const options = this.options.current.options;
    const mine = Object.keys(session.settings).length === 0
      ? options
      : applyOptions(options, session.settings).options;
    const own = withWindowOwn(mine, session.window?.clientOwn());
    if (!this.options.anyTable) return own;
    return {
      ...own,
      ...this.options.table("window"),
      ...this.options.table("server"),
    };
  }

  /**
   * `lookup` running `format`'s `#(command)`s too, as tmux's window names
   * do (`format_jobs.ts`: the last line a command printed, empty until it
   * has; the windows take it on their panes' next output, as tmux's).
   * They run in the global environment and the daemon's home.
   */
  #withRenameJobs(lookup: FormatLookup, format: string): FormatLookup {
    if (!format.includes(JOB_PROBE) || this.#stopping) return lookup;
    this.#renameJobs ??= new StatusJobs(
      // Nothing when a command's output changes: as tmux 3.3a's names.c,
      // a window's name is looked at again on its pane's output alone.
      // Naming the windows here ran the command again (once a second
      // while its output changed: `#(date +%s)`, any that takes a second).
      () => {},
      undefined,
      (command) => {
        needFdsFor("a shell command");
        return new Deno.Command("/bin/sh", {
          args: ["-c", command],
          cwd: Deno.env.get("HOME") ?? "/",
          env: this.#jobEnv(null, { BERTH: `${this.#socketPath},` }),
          clearEnv: true,
          stdin: "null",
          stdout: "piped",
          stderr: "null",
        }).spawn();
      },
    );
    const jobs = this.#renameJobs;
    return (name) =>
      !name.startsWith(JOB_PROBE)
        ? lookup(name)
        : name === JOB_PROBE
        ? ""
        : jobs.get(name.slice(2, -1));
  }

  /** `session`'s own settings changed: its clients take them now. */
  #sessionSettingsChanged(session: Session): void {
    for (const [c, a] of this.#attached) {
      if (a.session !== session) continue;
      c.send({ t: "options", options: this.#optionsFor(session) });
    }
  }

  /** What sessions read of the daemon's settings, as they change. */
  #sessionDefaults(): DaemonDefaults {
    const options = () => this.options.options;
    // Format option `name` of `window`: its own (setw), else the daemon's.
    const windowFormat = (
      window: SessionWindow,
      name: "automatic-rename-format" | "remain-on-exit-format",
    ) => window.settings[name] ?? options()[name];
    return {
      settingsChanged: (s) => this.#sessionSettingsChanged(s),
      setting: (name) =>
        (options() as unknown as Record<string, unknown>)[name],
      serverUserOption: (name) => this.options.table("server")[name],
      remainOnExit: () => options()["remain-on-exit"],
      monitorActivity: () => options()["monitor-activity"],
      automaticRename: () => options()["automatic-rename"],
      formatName: (session, window) => {
        const format = windowFormat(window, "automatic-rename-format");
        if (format === AUTOMATIC_RENAME_FORMAT) return undefined;
        const values = formatValues({
          session,
          window,
          pane: window.active,
          client: null,
          title: window.active.title,
        });
        return expandFormat(format, this.#withRenameJobs(values, format));
      },
      deadFormat: (session, window, pane) => {
        const format = windowFormat(window, "remain-on-exit-format");
        if (format === REMAIN_ON_EXIT_FORMAT) return undefined;
        const values = {
          session,
          window,
          pane,
          client: null,
          title: pane.title,
        };
        return expandFormat(format, formatValues(values));
      },
      allowRename: () => options()["allow-rename"],
      alerts: () => options(),
      alertMessage: (s, text) => this.#alertMessage(s, text),
      lockAfter: () => options()["lock-after-time"],
      lockSession: (session) => this.#lock({ session }),
      defaultTerminal: () => options()["default-terminal"],
      focusEvents: () => options()["focus-events"],
      hook: (name, at) => this.hooks.notify(name, at),
      baseIndex: () => options()["base-index"],
      paneBaseIndex: () => options()["pane-base-index"],
      renumberWindows: () => options()["renumber-windows"],
      defaultShell: () => options()["default-shell"],
      defaultCommand: () => options()["default-command"] ?? "",
      globalEnv: () => this.#environ,
      historyLimit: () => options().scrollback,
      paneBorderStatus: () => options()["pane-border-status"],
      paneBorderFormat: () => options()["pane-border-format"],
      paneLabels: labelsFor,
      paneBorderStyles: () => [
        options()["pane-border-style"],
        options()["pane-active-border-style"],
        options()["pane-border-lines"],
        options()["pane-border-indicators"],
      ],
      windowStyles: () => [
        options()["window-style"],
        options()["window-active-style"],
      ],
      statusInterval: () => options()["status-interval"],
      mainPaneSizes: () => ({
        mainHeight: options()["main-pane-height"],
        mainWidth: options()["main-pane-width"],
        otherHeight: options()["other-pane-height"],
        otherWidth: options()["other-pane-width"],
      }),
    };
  }

  #adoptSession(st: UpgradeState["sessions"][number], state: UpgradeState) {
    let s: Session;
    try {
      s = Session.restore(
        st,
        this.#watcher,
        this.log,
        this.#sessionDefaults(),
        {
          gather: this.#gather,
          parse: this.#takeEarlyParse(),
          paneIds: this.#paneIds,
          windowIds: this.#windowIds,
          sessionIds: this.#sessionIds,
          endings: this.#endings,
        },
      );
    } catch (err) {
      // One session that cannot be had must not cost the others.
      this.log.error(
        `session ${st.name}: cannot be taken over: ${(err as Error).message}`,
      );
      this.#letGo(st);
      return;
    }
    s.onGone = (x) => this.#sessionGone(x);
    s.onSettled = (x) => this.#sessionSettled(x);
    s.onEnding = (x) => this.#rehome(x);
    s.onPaneClosed = (p) => this.#paneClosed(p);
    this.sessions.set(st.name, s);
    if (this.#carriedTies.delete(st.name)) this.#tied.set(s, null);
    for (const r of state.resumes) {
      if (r.session !== st.name) continue;
      this.#resumes.addParked(
        new CarriedAttachment(
          r.token,
          r.inputSeq,
          r.seq,
          !r.unfocused,
          r.lastActive,
          r.sized,
          !r.parked,
        ),
        s,
      );
    }
  }

  /** The parse worker made early (`startWorkers`), once. */
  #takeEarlyParse(): Worker | null {
    const parse = this.#earlyParse;
    this.#earlyParse = null;
    return parse;
  }

  #tookOver(state: UpgradeState): void {
    // No session took it (none was carried, or none could be had).
    this.#takeEarlyParse()?.terminate();
    this.log.info(
      `took over ${state.sessions.length} sessions from berth ${state.from} (protocol ${state.protocol}), ${
        Date.now() - state.written
      } ms after the state was written`,
    );
  }

  /** The paste buffer requests (see `paste_buffers.ts`). */
  async #buffer(req: BufferRequest): Promise<Reply> {
    const buffers = this.#buffers;
    switch (req.op) {
      case "list-buffers":
        return { data: { buffers: buffers.list() } };
      case "show-buffer":
        return { data: buffers.get(req.buffer) };
      case "set-buffer":
        return { data: { name: buffers.set(req.data, req.buffer) } };
      case "delete-buffer":
        buffers.delete(req.buffer);
        return { data: {} };
      case "paste-buffer": {
        const t = this.#target(req.name, req.current);
        await t.session.paste(buffers.get(req.buffer).data, t.pane);
        return { data: {} };
      }
    }
  }

  /**
   * The session a target names (exact name, prefix, or with a pane),
   * read against `current` (`targets.ts`).
   */
  #need(target: string, current?: Current): Session {
    return resolveSession(this.sessions, target, current);
  }

  /**
   * The session, window and pane a target names, read against `current`;
   * a bare word is a `kind` (a pane, as tmux's pane commands read it).
   */
  #target(target: string, current?: Current, kind?: TargetKind): Resolved {
    return resolveTarget(this.sessions, target, kind, current);
  }

  #newSession(
    conn: ClientConnection,
    req: RequestMsg & { op: "new" },
  ): Reply {
    const name = req.name ?? this.#freeName();
    if (this.sessions.has(name)) {
      throw new RequestFailure(
        "exists",
        `A session named ${name} already exists; pick another name`,
      );
    }
    // No client environment (a client on another host): the daemon's own.
    const base = { ...(req.baseEnv ?? Deno.env.toObject()) };
    // A config command's job's, not its panes'.
    delete base[CONFIG_CLIENT_ENV];
    const cwd = req.cwd ?? base.HOME ?? "/";
    try {
      if (!Deno.statSync(cwd).isDirectory) throw new Error("not a directory");
    } catch {
      throw new RequestFailure("bad-request", `No such directory: ${cwd}`);
    }
    needFdsForSession();
    const shell = this.options.options["default-shell"] || base.SHELL;
    // No command given: default-command, or the user's shell as a login
    // shell, as in tmux.
    const given = req.cmd?.length ? { cmd: req.cmd, argv0: undefined } : null;
    const { cmd, argv0 } = given ?? defaultCommand(
      shell || "/bin/sh",
      this.options.options["default-command"] ?? "",
    );
    // `-e`'s variables are the session's environment (as tmux's), over
    // the global one's changes (`environment.ts`).
    const env: Record<string, string> = {
      ...base,
      TERM: this.options.options["default-terminal"],
      COLORTERM: "truecolor",
      BERTH: `${this.#socketPath},${name}`,
    };
    dropOuter(env);
    const parse = this.#spares.take(conn);
    preloadWaitPatterns();
    preloadTtyAttach();
    const session = Session.start(
      {
        name,
        cmd,
        argv0,
        cwd,
        env,
        cols: req.cols,
        rows: req.rows,
        keep: req.keep ?? false,
        scrollback: req.scrollback ?? this.options.options.scrollback,
        ownScrollback: req.scrollback !== undefined,
        environ: Object.entries(req.env ?? {}),
        ...this.#sessionDefaults(),
      },
      this.#watcher,
      this.log,
      {
        gather: this.#gather,
        parse,
        paneIds: this.#paneIds,
        windowIds: this.#windowIds,
        sessionIds: this.#sessionIds,
        endings: this.#endings,
      },
    );
    session.onGone = (s) => this.#sessionGone(s);
    session.onSettled = (s) => this.#sessionSettled(s);
    session.onEnding = (s) => this.#rehome(s);
    session.onPaneClosed = (p) => this.#paneClosed(p);
    this.sessions.set(name, session);
    if (req.tied) this.#tied.set(session, conn);
    this.#exited.delete(name);
    // As tmux's `session_create`: its window is linked, then it is made.
    session.notifyHook("window-linked", { window: session.window });
    session.notifyHook("session-created");
    return { data: { name, pid: session.pid } };
  }

  /** The smallest unused number, as tmux names sessions. */
  #freeName(): string {
    for (let i = 0;; i++) if (!this.sessions.has(String(i))) return String(i);
  }

  /** `ls`: the sessions by name (tmux's), with `format` expanded for each. */
  async #listSessions(
    conn: ClientConnection,
    format: string | undefined,
  ): Promise<Responses["ls"]> {
    const sessions = [...this.sessions.values()].sort(bySessionName);
    const data = { sessions: sessions.map((s) => s.info()) };
    if (format === undefined) return data;
    const own = this.#attachment(conn);
    const lines = await formatLines(
      format,
      sessions.map((s) => sessionContext(s, own)),
    );
    return { ...data, lines };
  }

  /**
   * `list-windows` and `list-panes`: the rows, with `format` expanded
   * for each (a window with its active pane; each pane).
   */
  async #listPanes(
    conn: ClientConnection,
    req: RequestMsg & { op: "list-windows" | "list-panes" },
  ): Promise<Record<string, unknown>> {
    const data = handlePaneRequest(this.sessions, req, req.current) as Record<
      string,
      unknown
    >;
    if (req.format === undefined) return data;
    const { session, window } = resolveTarget(
      this.sessions,
      req.name,
      req.op === "list-panes" ? "window" : "session",
      req.current,
    );
    const own = this.#attachment(conn);
    const contexts = req.op === "list-panes"
      ? paneContexts(session, window, own)
      : session.windows.map((w) => windowContext(session, w, own));
    return { ...data, lines: await formatLines(req.format, contexts) };
  }

  #attach(conn: ClientConnection, req: RequestMsg & { op: "attach" }): Reply {
    if (this.#attachment(conn)) {
      throw new ProtocolError("This connection is already attached");
    }
    const old = req.resume ? this.#takeOver(req.resume.token) : null;
    // The token's session wins over the name the client gave: a switch-client
    // whose `switched` push was lost with the link stays switched.
    const held = old && this.sessions.get(old.session.name) === old.session
      ? old.session
      : null;
    const ended = !held && req.resume && req.name
      ? this.#endedMeanwhile(conn, req.name)
      : null;
    if (ended) return ended;
    const session = held ??
      (req.name ? this.#need(req.name) : this.#mostRecent());
    if (session.exit) {
      throw new RequestFailure(
        "exited",
        `Session ${session.name} has exited; berth capture ${session.name} shows its screen, berth kill ${session.name} removes it`,
      );
    }
    if (req.detachOthers) this.#detachAll(session);
    if (!old) this.#updateEnvironment(conn, session);
    const client = new AttachedClient(
      conn,
      session,
      req.readOnly ?? false,
      req.cols,
      req.rows,
      req.clipboard ?? false,
    );
    const upgraded = old?.client instanceof CarriedAttachment &&
      old.session === session;
    if (upgraded) {
      // Its input seq goes on; its screen comes whole (a fresh view).
      client.resume = old.client.resume;
      Object.assign(client.view, newSentState());
      client.view.seq = Math.max(old.client.view.seq, req.resume!.seq);
    }
    const resumed = upgraded ||
      (old?.session === session &&
        carryOver(client, old.client, req.resume!.seq));
    if (old) this.log.info(`client ${conn.id}: resumed, diff: ${resumed}`);
    // Its terminal's focus as it was (`focus-events`), before the session
    // tells its panes.
    if (old?.session === session) client.focused = old.client.focused;
    this.#resumes.add(client, session, conn);
    this.#attached.set(conn, {
      client,
      session,
      id: conn.id,
      tty: shownTty(req.tty),
      pid: req.pid ?? 0,
      since: Date.now(),
      last: null,
      pinned: req.pinned ?? false,
    });
    const carried = old?.client instanceof CarriedAttachment && upgraded
      ? old.client
      : undefined;
    session.attach(client, carried);
    // As tmux's `server_client_set_session`: the latest of the window it
    // shows, no client-active for it.
    session.window.latestClient = conn.id;
    if (!old) {
      const a = this.#attached.get(conn)!;
      session.notifyHook("client-attached", { client: a });
    }
    const { token, inputSeq: input } = client.resume;
    return {
      data: {
        name: session.name,
        token,
        input,
        resumed,
        ...(upgraded ? { upgraded } : {}),
      },
      after: () => {
        // Its session's own settings, over the daemon's it asked for,
        // its shown window's own over those (setw mode-keys vi), and the
        // server's and windows' user options over all.
        if (
          Object.keys(session.settings).length || this.options.anyTable ||
          session.window.clientOwn().length
        ) {
          conn.send({ t: "options", options: this.#optionsFor(session) });
        }
        // Copy mode kept on its panes (step 32), once the answer is out.
        session.sendCopyModes(client);
        client.pump();
      },
    };
  }

  /** Marks `conn`'s `attach-tty` under way; one per connection. */
  #claimTty(conn: ClientConnection): void {
    if (
      this.#ttys.has(conn) || this.#ttysPending.has(conn) ||
      this.#attachment(conn)
    ) {
      throw new ProtocolError("This connection is already attached");
    }
    this.#ttysPending.set(conn, null);
  }

  /**
   * Runs an attach client on the terminal of the client that asks
   * (`tty_attach.ts`); answers once it is attached, or has failed to (its
   * `done` then says why).
   */
  async #attachTty(
    conn: ClientConnection,
    req: RequestMsg & { op: "attach-tty" },
  ): Promise<Reply> {
    const { TtyAttach } = await loadTtyAttach();
    const early = this.#ttysPending.get(conn);
    // Gone meanwhile (closed, which forgets it): nothing to draw for.
    if (!this.#ttysPending.delete(conn)) {
      throw new RequestFailure("no-tty", "The client is gone");
    }
    let answer!: (a: { name: string; token: string }) => void;
    const attached = new Promise<{ name: string; token: string }>((r) =>
      answer = r
    );
    const live = (c: ClientConnection) => this.#attachment(c);
    const host = {
      options: this.options,
      socket: this.#socketPath,
      gather: this.#gather,
      jobs: this.#jobs,
      connectLocal: (link: LocalLink) => this.#serve(link),
      routeOf: (c: ClientConnection) =>
        live(c)?.session.route.buffer as SharedArrayBuffer ?? null,
      inputTurn: (c: ClientConnection) => {
        const a = live(c);
        return !a || a.session.inputBusy || !a.session.hasSizeOf(a.client)
          ? null
          : a.session.sizeTurn;
      },
      touched: (c: ClientConnection) => {
        const a = live(c);
        if (a) this.#clientActive(a);
        a?.session.touched(a.client);
      },
      lendTerminal: (
        c: ClientConnection,
        id: number,
        sab: SharedArrayBuffer,
        fd: number,
        owner: number,
      ) => live(c)?.session.lendTerminal(id, sab, fd, owner) ?? null,
    };
    const tty = new TtyAttach(host, conn, req, answer);
    this.#ttys.set(conn, tty);
    // Its `done` and `suspend` as lines from now on (step 27).
    const modes = tty.modes;
    if (modes !== null) conn.speakLines();
    if (early) tty.terminate(early);
    // Upgraded between this request and the session's attach (`berth
    // upgrade` just after another): refused as any request then, so that
    // the client asks the next daemon, not ended with the refusal's text.
    const refusedInUpgrade = ({ refusal }: Awaited<TtyAttach["done"]>) =>
      refusal !== undefined && isUpgradeRefusal(refusal.code, refusal.message);
    let answered = false;
    const ended = tty.done.then((result) => {
      this.#ttys.delete(conn);
      if (!answered && refusedInUpgrade(result)) return result;
      conn.send({
        t: "done",
        exitCode: result.exitCode,
        message: result.message,
      });
      return result;
    });
    const data = await attached;
    answered = data.token !== "";
    if (!answered && refusedInUpgrade(await ended)) {
      throw new RequestFailure("busy", UPGRADING_MESSAGE);
    }
    return { data: modes === null ? data : { ...data, waiter: true, modes } };
  }

  /**
   * Claims the attachment `token` names for a resume, taking it off the
   * connection it is still on (one that has not noticed its link broke).
   */
  #takeOver(token: string) {
    const old = this.#resumes.claim(token);
    if (
      old?.holder && old.client instanceof AttachedClient &&
      this.#attached.get(old.holder)?.client === old.client
    ) {
      old.session.dropClient(old.client);
      this.#attached.delete(old.holder);
      old.holder.closeWhenFlushed();
    }
    return old;
  }

  /**
   * A resume of a session that ended while the link was down: the client
   * gets the end it missed, with the exit status when it is remembered.
   */
  #endedMeanwhile(conn: ClientConnection, name: string): Reply | null {
    if (this.sessions.has(name)) return null;
    const status = this.#exited.get(name);
    if (!status) return null;
    return {
      data: { name, token: "", input: 0, resumed: false },
      after: () => conn.send({ t: "end", reason: "exited", name, status }),
    };
  }

  /**
   * `detach-client -t NAME`: the client named NAME (its tty), else every
   * client of session NAME; returns how many were detached.
   */
  /** Tells the attach client named `name` to suspend (tmux's MSG_SUSPEND). */
  #suspendClient(name: string): void {
    for (const [conn, a] of this.#attached) {
      if (a.client.ended || clientName(a) !== name) continue;
      if (!a.client.suspended) conn.send({ t: "suspend" });
      return;
    }
    throw new RequestFailure(
      "not-found",
      `No client named ${name} (berth list-clients lists them)`,
    );
  }

  /**
   * tmux's `lock-client` (`client`: the client `name` names),
   * `lock-session` (the clients of session `name`, or of `session`:
   * `lock-after-time`) and `lock-server` (neither: every client): each
   * not suspended runs its session's
   * `lock-command` in its terminal (`LockMsg`; none when it is empty, as
   * tmux's); returns how many were told.
   */
  #lock(
    req: {
      name?: string;
      client?: boolean;
      current?: string;
      session?: Session;
    },
  ): number {
    const session = req.session ??
      (req.name === undefined || req.client
        ? null
        : this.#need(req.name, req.current));
    let found = false, locked = 0;
    for (const [conn, a] of this.#attached) {
      if (a.client.ended) continue;
      if (
        req.client
          ? clientName(a) !== req.name
          : session && a.session !== session
      ) {
        continue;
      }
      found = true;
      const command = this.#optionsFor(a.session)["lock-command"];
      if (a.client.suspended || command.trim() === "") continue;
      conn.send({ t: "lock", command });
      locked++;
    }
    if (req.client && !found) {
      throw new RequestFailure(
        "not-found",
        `No client named ${req.name} (berth list-clients lists them)`,
      );
    }
    return locked;
  }

  #detachClients(name: string): number {
    for (const [conn, a] of this.#attached) {
      if (a.client.ended || clientName(a) !== name) continue;
      this.#attached.delete(conn);
      a.session.detach(a.client, "detached");
      return 1;
    }
    if (!this.sessions.has(name) && /^(\/dev\/|client-\d+$)/.test(name)) {
      throw new RequestFailure(
        "not-found",
        `No client named ${name} (berth list-clients lists them)`,
      );
    }
    return this.#detachAll(this.#need(name));
  }

  /** `switch-client`: moves a client; returns the name of its new session. */
  #switchClient(
    conn: ClientConnection,
    req: RequestMsg & { op: "switch-client" },
  ): string {
    const a = clientToMove(
      req,
      this.#attachment(conn),
      this.#attached.values(),
      (name) => this.#need(name),
    );
    let to = a.session;
    if (req.to === "last") {
      to = a.last && this.sessions.get(a.last.name) === a.last
        ? a.last
        : failNoLast();
    } else if (req.to) {
      to = neighbourSession([...this.sessions.values()], a.session, req.to);
    } else if (req.name !== undefined) {
      // tmux's switch-client: a pane target with `:`, `.` or `%`, else a
      // session.
      const kind = /[:.%]/.test(req.name) ? "pane" : "session";
      const t = this.#target(req.name, req.current, kind);
      to = t.session;
      // `SESSION:WINDOW` shows that window too, and `SESSION:W.P` or
      // `%N` makes that pane the active one, as tmux's -t does (it looks
      // for the same characters).
      if (/[:.%]/.test(req.name)) to.selectPane(t.pane);
    }
    if (to.exit) {
      throw new RequestFailure(
        "exited",
        `Session ${to.name} has exited; berth kill ${to.name} removes it`,
      );
    }
    if (to === a.session) return to.name;
    if (a.pinned) {
      throw new RequestFailure(
        "bad-request",
        `Client ${
          clientName(a)
        } is a page of berth serve, held to session ${a.session.name}`,
      );
    }
    const moved = this.#connectionOf(a);
    this.#updateEnvironment(moved, to);
    this.#move(moved, a, to);
    return to.name;
  }

  /**
   * `display-message`: the expanded text, for the answer (`print`) or
   * pushed to the client that shows it (conversation step 17).
   */
  async #displayMessage(
    conn: ClientConnection,
    req: RequestMsg & { op: "display-message" },
  ): Promise<{ text: string; client?: string }> {
    const { text, client } = await displayMessage(
      this.sessions,
      req,
      this.#attachment(conn),
      this.#attached.values(),
      this.#hookVars.get(conn.kind),
    );
    if (req.print || !client) return { text };
    const to = this.#connectionOf(client);
    to.send({ t: "message", text });
    return { text, client: clientName(client) };
  }

  /** The connection attachment `a` (one of #attached's) came on. */
  #connectionOf(a: Attachment): ClientConnection {
    return [...this.#attached].find(([, b]) => b === a)![0];
  }

  /**
   * Re-points attachment `a` (on `conn`) at session `to`: the
   * client is told, then gets a full frame; its resume token, input count
   * and frame numbers carry on, so a resume after this finds it in `to`.
   */
  #move(conn: ClientConnection, a: Attachment, to: Session): void {
    const old = a.client;
    a.session.dropClient(old);
    const client = new AttachedClient(
      conn,
      to,
      old.readOnly,
      old.cols,
      old.rows,
      old.clipboard,
    );
    client.resume = old.resume;
    client.colours = old.colours;
    // Its terminal's focus goes with it (`focus-events`).
    client.focused = old.focused;
    // Stopped (suspend-client) it stays so, its size not the session's,
    // as tmux's (a session that ended moved it: detach-on-destroy off).
    client.suspended = old.suspended;
    client.resume.acked = null; // a view of the other session: no base
    client.view.seq = old.view.seq; // an ack of the last frame still fits
    this.#resumes.add(client, to, conn);
    this.#attached.set(conn, { ...a, client, session: to, last: a.session });
    this.log.info(
      `client ${conn.id}: switched ${a.session.name} -> ${to.name}`,
    );
    conn.send({ t: "switched", name: to.name });
    // Its settings: the new session's own over the daemon's, and its
    // shown window's own over those.
    if (
      Object.keys(a.session.settings).length ||
      Object.keys(to.settings).length ||
      !(a.session.window?.sameClientOwn(to.window) ??
        to.window.clientOwn().length === 0)
    ) conn.send({ t: "options", options: this.#optionsFor(to) });
    to.attach(client);
    to.window.latestClient = conn.id;
    to.sendCopyModes(client);
    to.notifyHook("client-session-changed", {
      client: this.#attached.get(conn),
    });
    // Keys typed in a terminal the daemon draws go to the new session.
    for (const tty of this.#ttys.values()) if (tty.owns(conn)) tty.rerouted();
    client.pump();
    this.#destroyUnattached();
  }

  /**
   * tmux's `detach-on-destroy` off (or no-detached): the clients of
   * `ending` move to the session it names, rather than detach with it.
   * A page held to its session (`pinned`) detaches.
   */
  #rehome(ending: Session): void {
    const how = this.#optionsFor(ending)["detach-on-destroy"];
    const to = successorSession(this.sessions.values(), ending, how);
    if (!to) return;
    for (const [conn, a] of [...this.#attached]) {
      if (a.session === ending && !a.pinned) this.#move(conn, a, to);
    }
  }

  /**
   * tmux's `update-environment`: the variables it names, from the
   * environment of the client on `conn` (a terminal the daemon draws,
   * which sent it), set in `session`'s.
   */
  #updateEnvironment(conn: ClientConnection, session: Session): void {
    const tty = [...this.#ttys.values()].find((t) => t.owns(conn));
    const env = tty?.clientEnv;
    if (!env) return;
    const names = this.#optionsFor(session)["update-environment"];
    try {
      updateEnvironment(session.environ, names, env);
    } catch (err) {
      // A session holding the most variables it may: said, not fatal.
      this.log.info(`update-environment: ${(err as Error).message}`);
    }
  }

  /** Detaches every client of `session`; returns how many there were. */
  #detachAll(session: Session): number {
    const clients = [...session.clients];
    for (const c of clients) session.detach(c, "detached");
    return clients.length;
  }

  /** Renames a session; its clients, waits and watchers keep it. */
  #rename(name: string, newName: string, current?: Current): void {
    const session = this.#need(name, current);
    // `name` may be a prefix of the session's name: the map holds the full one.
    const old = session.name;
    if (newName === old) return;
    if (this.sessions.has(newName)) {
      throw new RequestFailure(
        "exists",
        `A session named ${newName} already exists; pick another name`,
      );
    }
    this.sessions.delete(old);
    session.name = newName;
    this.sessions.set(newName, session);
    session.statusChanged();
    this.log.info(`session ${old} renamed ${newName}`);
    session.notifyHook("session-renamed");
  }

  #mostRecent(): Session {
    const best = mostRecentSession(this.sessions);
    if (!best) {
      throw new RequestFailure(
        "not-found",
        "No sessions to attach to (berth new starts one)",
      );
    }
    return best;
  }

  /**
   * Waits for a condition. The wait is cancelled when its client closes the
   * connection or sends `unsubscribe` with the request's id, so that a
   * script killed mid-wait leaves no watcher behind.
   */
  async #wait(
    conn: ClientConnection,
    req: RequestMsg & { op: "wait" },
  ): Promise<Reply> {
    const cancel = new AbortController();
    conn.subscriptions.set(req.id, () => cancel.abort());
    try {
      const checking = checkWaitPattern(req.text);
      if (checking) await checking;
      const gone = this.#exited.get(req.name);
      if (req.exit && gone && !this.sessions.has(req.name)) {
        return { data: { exit: gone } };
      }
      const killed = req.exit ? this.#endingPane(req.name) : undefined;
      if (killed) {
        const exit = killed.session.waitPaneExit(
          killed.pane,
          req.timeoutMs,
          cancel.signal,
        );
        return { data: { exit: await exit } };
      }
      const ending = req.exit ? this.#endingSession(req.name) : undefined;
      if (ending) {
        const exit = ending.waitExit(req.timeoutMs, cancel.signal);
        return { data: { exit: await exit } };
      }
      const carried = req.exit && !this.sessions.has(req.name)
        ? this.#carriedExits.get(req.name)
        : undefined;
      if (carried) return { data: { exit: await carried } };
      // berth's `wait`: a bare word is a session (its whole program).
      const { session: s, pane } = this.#target(
        req.name,
        req.current,
        "session",
      );
      // `berth run`'s client, on its new link after a live upgrade.
      if (req.tie && this.#tied.has(s)) this.#tied.set(s, conn);
      if (req.exit) {
        // A window or pane named: that pane's program; else the session.
        const exit = namesSession(s, req.name)
          ? s.waitExit(req.timeoutMs, cancel.signal)
          : s.waitPaneExit(pane, req.timeoutMs, cancel.signal);
        return { data: { exit: await exit } };
      }
      await s.waitFor(
        {
          text: req.text,
          fresh: req.fresh,
          idleMs: req.idleMs,
          underWayMs: req.underWayMs,
        },
        req.timeoutMs,
        cancel.signal,
        pane,
      );
      return { data: {} };
    } finally {
      conn.subscriptions.delete(req.id);
    }
  }

  #events(
    conn: ClientConnection,
    id: number,
    name: string,
    current: Current,
  ): Reply {
    const send = (event: SessionEvent) =>
      conn.send({ t: "event", id, time: Date.now(), event });
    // Ended a moment ago (its status kept, as for `wait --exit`): its
    // stream is just the end, as a kept session's.
    const gone = this.#exited.get(name);
    if (gone && !this.sessions.has(name)) {
      return { data: {}, after: () => send({ type: "exit", status: gone }) };
    }
    const s = this.#need(name, current);
    // A session alone follows every pane; a window or pane target, one.
    const pane = namesSession(s, name)
      ? undefined
      : this.#target(name, current, "session").pane;
    if (s.exit) {
      // A kept session that has exited: its stream is just the end.
      const status = s.exit;
      return { data: {}, after: () => send({ type: "exit", status }) };
    }
    const stop = s.listen((event) => {
      send(event);
      if (event.type === "exit") {
        stop();
        conn.subscriptions.delete(id);
      }
    }, pane);
    conn.subscriptions.set(id, stop);
    return { data: {} };
  }

  /**
   * Runs a popup's program for the attach client on `conn` (step 33):
   * any popup it had before ends first, as one client has one popup.
   */
  #openPopup(conn: ClientConnection, req: RequestMsg & { op: "popup" }): void {
    const { session } = this.#target(req.name, req.current, "session");
    this.#closePopup(conn);
    const launch = session.popupLaunch();
    const id = req.popup;
    const jobs = this.#jobs;
    const job: PopupJob = new PopupJob(
      {
        cmd: req.cmd ?? [launch.shell],
        env: { ...launch.env, ...req.env },
        cwd: req.cwd ?? launch.cwd,
        cols: req.cols,
        rows: req.rows,
      },
      this.#gather,
      (pid) => this.#watcher.exited(pid),
      {
        output: (data) => conn.send({ t: "popup-output", id, data }),
        exit: (status) => {
          jobs.delete(job.pid);
          if (this.#popups.get(conn)?.job === job) this.#popups.delete(conn);
          conn.send({ t: "popup-exit", id, status });
        },
        behind: () => conn.queuedBytes,
      },
    );
    // Reaped by the next daemon after a live upgrade, as run-shell's.
    jobs.add(job.pid);
    this.#popups.set(conn, { id, job });
  }

  /** Ends the popup of `conn`'s attach client, if it has one. */
  #closePopup(conn: ClientConnection): void {
    const p = this.#popups.get(conn);
    if (!p) return;
    this.#popups.delete(conn);
    p.job.close();
    const pid = p.job.pid;
    const done = () => this.#jobs.delete(pid);
    this.#watcher.exited(pid).then(done, done);
  }

  /**
   * `display-popup` from the command line (step 33): its words pushed to
   * the attach client that shows it (as `display-message`'s message);
   * answered once that popup has closed, with its program's status, as
   * tmux 3.3a's (step 35), so that a script can read what it wrote.
   */
  async #displayPopup(
    conn: ClientConnection,
    req: RequestMsg & { op: "display-popup" },
  ): Promise<{ client: string; status: number }> {
    const { client, to, wait, outcome } = this.#pushTo(conn, req, "popups");
    to.send({ t: "popup", args: req.args, wait });
    try {
      const { status, error } = await outcome;
      if (error !== undefined) {
        throw new RequestFailure(
          "bad-request",
          `Client ${clientName(client)}: ${error}`,
        );
      }
      return { client: clientName(client), status };
    } finally {
      conn.subscriptions.delete(req.id);
    }
  }

  /**
   * An attach client's own command from the command line (step 46), as
   * tmux runs `choose-tree` or `command-prompt` on its current client:
   * pushed to the client `#pushTo` picks, answered once that client ran
   * it (with `untilClosed`, once the prompt it opened has closed).
   */
  async #clientCommand(
    conn: ClientConnection,
    req: RequestMsg & { op: "client-command" },
  ): Promise<{ client: string; output?: string }> {
    const { client, to, wait, outcome } = this.#pushTo(conn, req, "commands");
    to.send({
      t: "command",
      line: req.line,
      wait,
      ...(req.untilClosed ? { untilClosed: true } : {}),
    });
    try {
      const { error, output } = await outcome;
      if (error !== undefined) {
        throw new RequestFailure(
          "bad-request",
          `Client ${clientName(client)}: ${error}`,
        );
      }
      return {
        client: clientName(client),
        ...(output !== undefined ? { output } : {}),
      };
    } finally {
      conn.subscriptions.delete(req.id);
    }
  }

  /**
   * The attach client something is pushed to from the command line (a
   * popup, a command): `client` names one, else the most recently active
   * client of target `name`'s session (as `display-message`'s); and the
   * `wait` its answer (`popup-done`) comes with. A browser page (`berth
   * serve`) runs neither: never chosen, and naming it is refused, rather
   * than something sent nowhere.
   */
  #pushTo(
    conn: ClientConnection,
    req: RequestMsg & { name: string; client?: string },
    what: "popups" | "commands",
  ): {
    client: Attachment;
    to: ClientConnection;
    wait: number;
    outcome: Promise<PopupOutcome>;
  } {
    let { name, client: named } = req;
    // A named client's session is the target; a session where a client
    // is asked for (`berth refresh-client -t work`) gives its client, as
    // the other commands' -t does.
    const of = [...this.#attached].find(([, a]) => clientName(a) === named);
    if (of) name = of[1].session.name;
    else if (named !== undefined && this.sessions.has(named)) {
      [name, named] = [named, undefined];
    } else if (named !== undefined && name === named) {
      // Only a client named (`switch-client -c TTY -T ...` outside a
      // session), and there is none: said so, not "No session named".
      throw new RequestFailure(
        "not-found",
        `No client ${named} (berth list-clients lists them)`,
      );
    }
    const target = this.#target(name, req.current, "pane");
    const shows = [...this.#attached].filter(([c]) => c.kind !== "web");
    const page = [...this.#attached].find(([c, a]) =>
      c.kind === "web" && clientName(a) === named
    );
    if (page) {
      throw new RequestFailure(
        "bad-request",
        `Client ${named} is a browser page (berth serve), which ${
          what === "popups" ? "shows no popups" : "runs no client commands"
        }; -c names another (berth list-clients)`,
      );
    }
    const own = conn.kind === "web" ? null : this.#attachment(conn);
    const client = messageClient(
      {
        op: "display-message",
        name,
        format: "",
        ...(named !== undefined ? { client: named } : {}),
      },
      target.session,
      own,
      shows.map(([, a]) => a),
      what === "popups" ? "to show the popup" : "to run it",
    )!;
    const to = this.#connectionOf(client);
    const wait = ++this.#lastPopupWait;
    const outcome = new Promise<PopupOutcome>((done) =>
      this.#popupWaits.set(wait, { to, done })
    );
    // Its caller gone (killed while waiting): nobody to answer.
    conn.subscriptions.set(req.id, () => {
      const w = this.#popupWaits.get(wait);
      this.#popupWaits.delete(wait);
      w?.done({ status: 129 });
    });
    return { client, to, wait, outcome };
  }

  /** `conn` said hello. */
  greeted(conn: ClientConnection): void {
    this.#gate?.greeted(conn.kind);
  }

  /** A connection closed: forget everything tied to it. */
  closed(conn: ClientConnection): void {
    this.#gate?.left(conn);
    if (!this.#conns.delete(conn)) return;
    if (this.#conns.size === 0) this.#noConns?.();
    this.#closePopup(conn);
    // Its popups closed with it: as tmux's, closed while running (129).
    for (const [wait, w] of this.#popupWaits) {
      if (w.to !== conn) continue;
      this.#popupWaits.delete(wait);
      w.done({ status: 129 });
    }
    this.#heartbeats.forget(conn);
    // The client whose terminal is drawn here is gone (killed, or it lost
    // the socket): give its terminal back as if it had got SIGHUP.
    this.#ttys.get(conn)?.terminate("SIGHUP");
    this.#ttysPending.delete(conn);
    this.#spares.gone(conn);
    const a = this.#attached.get(conn);
    this.#attached.delete(conn);
    if (a) a.session.dropClient(a.client);
    if (a) a.session.notifyHook("client-detached", { client: a });
    // Closed without a detach: the link broke; the client may resume (an
    // attachment that ended or detached may not).
    this.#resumes.park(conn, a && !a.client.ended ? a.client : null);
    for (const stop of conn.subscriptions.values()) stop();
    conn.subscriptions.clear();
    for (const [s, holder] of this.#tied) {
      if (holder !== conn) continue;
      // Closed before its client read the result: `berth run` was killed.
      this.#tied.delete(s);
      this.log.info(`session ${s.name}: its client is gone; ended`);
      this.#endTied(s);
    }
    this.#destroyUnattached();
    this.#maybeExit();
  }

  /** A heartbeat: answer it, with the last input applied, and watch. */
  #beat(conn: ClientConnection): void {
    this.#heartbeats.watch(conn);
    const input = this.#attachment(conn)?.client.resume.inputSeq;
    conn.send(input === undefined ? { t: "beat" } : { t: "beat", input });
  }

  /**
   * tmux's `destroy-unattached`: the sessions no client is attached to
   * whose option is on end, as tmux's `server_check_unattached` does when
   * a client leaves or switches (a command's connection too: `new -d` of
   * such a session ends it once the command has its answer, as tmux's).
   */
  #destroyUnattached(): void {
    const daemonWide = this.options.current.options["destroy-unattached"];
    for (const s of [...this.sessions.values()]) {
      if (s.clients.size > 0) continue;
      const own = s.settings["destroy-unattached"] as boolean | undefined;
      if (own ?? daemonWide) s.kill("killed");
    }
  }

  #sessionGone(s: Session): void {
    if (this.sessions.get(s.name) === s) this.sessions.delete(s.name);
    this.#tied.delete(s);
    this.#resumes.sessionGone(s);
    if (s.exit) this.#remember(s.name, s.exit);
    // Killed: its programs' status comes later (`#sessionSettled`).
    else this.#endingSessions.add(s);
    // As tmux's `session_destroy`: closed, then each window unlinked.
    s.notifyHook("session-closed");
    for (const w of s.windows) s.notifyHook("window-unlinked", { window: w });
    this.hooks.store.drop(`s${s.id}`);
    for (const w of s.windows) {
      this.hooks.store.drop(`w${w.id}`);
      for (const p of w.panes.values()) this.#paneClosed(p);
    }
    this.log.info(`session ${s.name}: gone`);
    if (this.sessions.size === 0) this.#pages.arm();
    this.#maybeExit();
  }

  /**
   * A killed session's programs have all ended: its status is kept for a
   * late `wait --exit` (unless a new session has taken its name).
   */
  #sessionSettled(s: Session): void {
    this.#endingSessions.delete(s);
    if (s.exit && !this.sessions.has(s.name)) this.#remember(s.name, s.exit);
    this.#maybeExit();
  }

  /**
   * Session `name`, killed, out of every list, its programs still being
   * ended: a `wait --exit` on it gets its status once they have ended.
   */
  #endingSession(name: string): Session | undefined {
    if (this.sessions.has(name)) return undefined;
    return [...this.#endingSessions].findLast((s) => s.name === name);
  }

  /**
   * `%N` killed, out of every list, its program still being ended: a
   * `wait --exit -t %N` gets that program's status once it has ended.
   */
  #endingPane(name: string): { session: Session; pane: Pane } | undefined {
    const id = /^%(\d+)$/.exec(name)?.[1];
    if (id === undefined) return undefined;
    for (
      const session of [...this.sessions.values(), ...this.#endingSessions]
    ) {
      const pane = session.endingPane(Number(id));
      if (pane) return { session, pane };
    }
    return undefined;
  }

  /**
   * Keeps the exit status of a closed pane's program under its id
   * (`%N`, never reused), for a `wait --exit` on it that comes late.
   */
  #paneClosed(pane: Pane): void {
    if (pane.status) this.#remember(`%${pane.id}`, pane.status);
    this.hooks.store.drop(`p${pane.id}`);
  }

  /** Keeps the exit status of an ended session for a late `wait --exit`. */
  #remember(name: string, status: ExitStatus): void {
    this.#exited.delete(name);
    this.#exited.set(name, status);
    if (this.#exited.size > REMEMBERED_EXITS) {
      this.#exited.delete(this.#exited.keys().next().value!);
    }
  }

  /**
   * Exits when no session is left and no client is connected, after
   * EXIT_LINGER_MS, so that a `berth wait --exit` typed right behind the
   * session's end still finds the daemon and the exit status.
   */
  #maybeExit(): void {
    if (this.#stopping || this.#conns.size > 0 || !this.#exits()) return;
    this.#idleTimer?.();
    this.#idleTimer = after(EXIT_LINGER_MS, () => {
      if (this.#stopping || this.#conns.size > 0 || !this.#exits()) return;
      this.shutdown(
        this.sessions.size === 0
          ? "no sessions left"
          : "no client attached (exit-unattached)",
      );
    });
  }

  /**
   * Whether the daemon, with no connection, is to exit: with no session
   * (tmux's `exit-empty`), or with sessions none of which has a client
   * (`exit-unattached`; no connection means no client). The linger lets a
   * `berth attach` right behind a `new -d` find it, where tmux's server
   * would be gone. Not while a killed session's status is still to come
   * (3 s for a program that ignores SIGHUP): the linger counts from then
   * (`#sessionSettled`), or a `wait --exit` found no daemon.
   */
  #exits(): boolean {
    if (this.#stillEnding()) return false;
    if (this.sessions.size === 0) return this.#exitsEmpty();
    return this.options.current.options["exit-unattached"] === true;
  }

  /** Whether a killed session's status is still to come. */
  #stillEnding(): boolean {
    return this.#endingSessions.size > 0 || this.#carriedExits.size > 0;
  }

  /** tmux's `exit-empty`: off, the daemon stays with no session. */
  #exitsEmpty(): boolean {
    return this.options.current.options["exit-empty"] !== false;
  }

  #armIdleExit(): void {
    this.#idleTimer?.();
    this.#idleTimer = after(IDLE_EXIT_MS, () => {
      if (!this.#exitsEmpty()) return;
      if (this.sessions.size === 0 && this.#conns.size === 0) {
        this.shutdown("no sessions");
      }
    });
  }

  /** Ends every session, closes the socket and resolves `done`. */
  async shutdown(why: string): Promise<void> {
    if (this.#stopping) return;
    this.#stopping = true;
    this.log.info(`shutting down: ${why}`);
    this.#idleTimer?.();
    this.#pages.close();
    this.#renameJobs?.close();
    this.#heartbeats.stop();
    try {
      this.#listener?.close();
    } catch {
      // Already closed.
    }
    try {
      Deno.removeSync(this.#socketPath);
    } catch {
      // Gone already.
    }
    // Every session ends at once, its clients told; its programs, and
    // those ended outside any pane (`Endings`), get SIGHUP now, SIGKILL
    // after the grace.
    for (const s of [...this.sessions.values()]) s.kill("server-exit");
    // The last history-file write, if one is under way, lands.
    await this.promptHistory.flushed();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Node's timers: with the listener closed, only this keeps the daemon
    // alive while its sessions end.
    const late = new Promise<void>((r) =>
      timer = setTimeout(r, SHUTDOWN_LIMIT_MS)
    );
    // The terminals the daemon draws are given back at once, and each
    // client told (`done`), which the flush below still sends.
    for (const tty of this.#ttys.values()) tty.ending();
    await Promise.race([
      Promise.all([...this.#ttys.values()].map((t) => t.done)),
      late,
    ]);
    for (const c of this.#conns) c.closeWhenFlushed();
    // A client told `done` before it waits as the script gets it once it
    // does (`ClientConnection.closeWhenFlushed`): the process stays that
    // long, DRAIN_MS at most.
    const connsClosed = this.#conns.size === 0
      ? Promise.resolve()
      : Promise.race([
        new Promise<void>((r) => this.#noConns = r),
        new Promise<void>((r) => after(DRAIN_MS + 100, r)),
      ]);
    // Out of sight (no socket, no client), the daemon stays until the
    // SIGKILLs are sent and the programs reaped: only their parent can
    // reap them, and nobody else could send a SIGKILL that is sure to
    // hit them (a pid reaped may be given to another process). Bounded:
    // a program stuck in the kernel must not keep the daemon.
    await Promise.race([
      Promise.all([
        this.#endings.ended(),
        ...[...this.#endingSessions].map((s) => s.kill()),
        connsClosed,
      ]),
      late,
    ]);
    // Node's timers: the shutdown limit's (above).
    clearTimeout(timer);
    this.#spares.close();
    // A session still there (SHUTDOWN_LIMIT_MS passed) may still be drained.
    if (this.sessions.size === 0) this.#gather.close();
    this.#watcher.close();
    this.log.close();
    this.#done();
  }
}

type TtyAttachModule = typeof import("./tty_attach.ts");
let ttyAttach: Promise<TtyAttachModule> | null = null;

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
 */
function loadTtyAttach(): Promise<TtyAttachModule> {
  ttyAttach ??= importLater<TtyAttachModule>("./tty_attach.ts", import.meta.url)
    .catch((err) => {
      ttyAttach = null; // The next attach tries again, and says why.
      throw err;
    });
  return ttyAttach;
}

function preloadTtyAttach(): void {
  loadTtyAttach().catch(() => {});
}

function failNoLast(): never {
  throw new RequestFailure("not-found", "No last session to switch to");
}

/**
 * Removes a live upgrade's state file once the new daemon listens: until
 * then clients that find nobody listening wait instead of starting a
 * daemon of their own (`daemon_start.ts`).
 */
function removeState(path: string): void {
  try {
    Deno.removeSync(path);
  } catch {
    // Gone already.
  }
}

/**
 * A live upgrade's state, read and checked whole; the log says when the new
 * program got here and how long the reading took (the steps of an upgrade's
 * time: bench/README.md, "Live upgrade time").
 */
function readState(log: Log, path: string): UpgradeState {
  const t0 = performance.now();
  const state = readStateFile(path);
  log.info(
    `upgrade: the new daemon read the state of ${state.sessions.length} sessions (${
      Math.round(performance.now() - t0)
    } ms; ${Math.round(performance.now())} ms after its start${cpuNote()})`,
  );
  return state;
}

/**
 * Makes `path` free for a new daemon: refuses when a daemon answers there,
 * removes a stale socket that nothing listens on.
 */
async function claimSocket(path: string): Promise<void> {
  let conn: Deno.Conn;
  try {
    conn = await Deno.connect({ transport: "unix", path });
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
 */
export async function runDaemon(
  socketPath: string,
  opts: { version?: string; upgradeFrom?: string } = {},
): Promise<number> {
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
  // Their modules load while the state is read.
  if (opts.upgradeFrom) daemon.startWorkers();
  globalThis.addEventListener("unhandledrejection", (e) => {
    // One failed request must not take every session down.
    e.preventDefault();
    daemon.log.error(`unhandled rejection: ${e.reason?.stack ?? e.reason}`);
  });
  globalThis.addEventListener("error", (e) => {
    // Nor one exception thrown in a callback (a bug): log it and go on.
    e.preventDefault();
    daemon.log.error(`uncaught exception: ${e.error?.stack ?? e.message}`);
  });
  try {
    await daemon.start(
      opts.upgradeFrom ? readState(daemon.log, opts.upgradeFrom) : undefined,
    );
    if (opts.upgradeFrom) removeState(opts.upgradeFrom);
  } catch (err) {
    daemon.log.error(`cannot start: ${(err as Error).message}`);
    daemon.log.close();
    console.error(`berth: ${(err as Error).message}`);
    return 1;
  }
  // Started (a failure to start is still told on stderr, above): from now
  // on what Deno itself prints there, a runtime thread's panic, is logged.
  stderrToLog(daemon.log.path);
  const stop = () => daemon.shutdown("signal");
  Deno.addSignalListener("SIGTERM", stop);
  Deno.addSignalListener("SIGINT", stop);
  Deno.addSignalListener("SIGHUP", () => {}); // No terminal to hang up on us.
  await daemon.done;
  return 0;
}

/**
 * Whether target `name` is session `s` alone, no window or pane in it (a
 * bare pane id `%N` names its pane).
 */
function namesSession(s: Session, name: string): boolean {
  return s.name === name || !namesPaneOrWindow(name);
}

/**
 * What a `run-shell` job shows in a view, as tmux's view mode: its output,
 * then `'COMMAND' returned N` (or `ended by SIGNAL`) when it failed.
 */
function jobOutput(command: string, r: JobResult): string {
  const { code, signal } = r.exit;
  const failed = signal !== null || code !== 0
    ? `'${command}' ${signal ? `ended by ${signal}` : `returned ${code}`}\n`
    : "";
  const output = r.output === "" || r.output.endsWith("\n")
    ? r.output
    : `${r.output}\n`;
  return output + failed;
}

// A word of a berth command line, quoted for `splitCommandLine`.
function quoteWord(word: string): string {
  return `'${word.replaceAll("'", "'\\''")}'`;
}

// Whether attachment `client` had its session's size: an attach client
// that owns it, or one carried over an earlier upgrade that had it and has
// not resumed yet.
/**
 * Whether `client`'s attachment is saved for a live upgrade as one whose
 * client is not coming back soon (`ResumeEntry.parked`): its link had
 * broken (`parked`), but for a client carried over the last upgrade that
 * is on its way still (two upgrades back to back), or it is stopped by
 * `suspend-client` (it comes back at its `fg` only).
 */
function away(
  client: AttachedClient | CarriedAttachment,
  parked: boolean,
): boolean {
  return client instanceof CarriedAttachment
    ? !client.coming
    : parked || client.suspended;
}

function sized(
  client: AttachedClient | CarriedAttachment,
  session: Session,
): boolean {
  return client instanceof CarriedAttachment
    ? client.sized
    : session.hasSizeOf(client);
}

/**
 * `options` with a window's own values of settings over them (read as
 * each setting's kind; `Window.clientOwn`).
 */
function withWindowOwn(
  options: Options,
  own: [string, string][] | undefined,
): Options {
  if (!own?.length) return options;
  const raw: Record<string, unknown> = {};
  for (const [name, text] of own) raw[name] = settingFromText(name, text);
  return applyOptions(options, raw).options;
}
