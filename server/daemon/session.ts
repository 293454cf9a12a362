/**
 * One session: windows of panes (each pane a child on its own pty), its
 * parse worker (the daemon's one gather worker drains its ptys), the
 * screen mirror its attach clients draw from (the shown window, composed
 * by the parse worker), and everything scripts ask of it (input, capture,
 * wait, events), pane by pane.
 *
 * Lifecycle of a pane: its child exits (the `ChildWatcher` reaps it) -> the
 * gather worker drains what is left and marks its ring EOF -> the parse
 * worker parses it all and says `pane-eof` -> the pane closes (or stays,
 * with `remain-on-exit`); the last pane closes its window, and the last
 * window ends the session: attach clients get the final screen and the
 * exit status of that last pane; a `keep` session keeps its last pane, with
 * its parse worker, so that its final screen can still be captured.
 *
 * @module
 */

import { markedPane } from "./marked_pane.ts";
import { pasteBytes } from "../../protocol/paste.ts";
import { MAX_PASTE_BYTES } from "../../protocol/limits.ts";
import type {
  CaptureJoin,
  CaptureLines,
  CaptureLinesAnswer,
  CopyModeState,
  EndMsg,
  EnvEntry,
  ExitStatus,
  HistoryPage,
  SessionEvent,
  SessionInfo,
  UpdateMsg,
  WindowPreview,
  WirePane,
  WireStatus,
} from "../../protocol/messages.ts";
import {
  type ChildWatcher,
  type PtyProcess,
  spawnPty,
  type WaitStatus,
} from "../../pty/mod.ts";
import { setCloseOnExec } from "../../pty/exec.ts";
import { signalName } from "../../protocol/signals.ts";
import { deadLine } from "./dead_line.ts";
import type { AttachedClient, UpdateSource } from "./attached_client.ts";
import { RequestFailure } from "./request_failure.ts";
import { needFdsFor } from "./fd_limit.ts";
import { SharedGather } from "./shared_gather.ts";
import { createRoute, nextSizeTurn, sizeTurn } from "../workers/tty_keys.ts";
import type { Log } from "./log.ts";
import {
  createLayoutBuffer,
  createParseSignal,
  MAX_PANES,
  type PaneInit,
  type PaneMouseModes,
  type SharedLayout,
  SIGNAL_CLIENTS,
  writeLayout,
} from "../workers/parse_messages.ts";
import {
  type CaptureResult,
  type CaptureScreen,
  ParseClient,
  type WatchCondition,
} from "./parse_client.ts";
import { ScreenMirror, type SentState } from "./screen_mirror.ts";
import { LatestClientSize } from "./size_policy.ts";
import { Pane } from "./pane.ts";
import { Window } from "./window.ts";
import { windowUserOptions } from "./window_user_options.ts";
import { borderStyle, PaneLabels } from "./pane_labels.ts";
import {
  isUserOption,
  PANE_BORDER_FORMAT,
  remainFromText,
  type RemainOnExit,
  remains,
  type SessionSetting,
  type SessionSettings,
  settingFromText,
  settingText,
  type WindowSetting,
} from "../../protocol/options.ts";
import {
  type BorderStatus,
  MAIN_PANE_DEFAULTS,
  type MainPaneSizes,
} from "../workers/layout.ts";
import type { BorderIndicators, BorderLines } from "../workers/compose.ts";
import {
  currentPath,
  foregroundCommand,
  foregroundForking,
  foregroundPid,
} from "./foreground.ts";
import {
  type AlertKind,
  type AlertOptions,
  alertOutcome,
  DEFAULT_ALERTS,
} from "./alerts.ts";
import { SilenceClock } from "./silence.ts";
import { after, type CancelTimer } from "../../protocol/timer.ts";
import { shownPanes } from "./pane_geometry.ts";
import { type Layout, NoRoomError, type SplitKind } from "../workers/layout.ts";
import type {
  EndingSession,
  PaneState,
  SessionState,
} from "./upgrade_state.ts";
import type { EngineState } from "../../vt/engine_state.ts";
import { restoreWindows, saveSession } from "./session_state.ts";
import type { TerminalLoan } from "./tty_attach.ts";
import { Environ, spawnEnv } from "./environment.ts";
import { withJobTmux } from "../../protocol/job_tmux.ts";
import { defaultCommand } from "./default_command.ts";
import { Endings } from "./endings.ts";
import {
  GONE_LIMIT_MS,
  killEach,
  STUCK_STATUS,
  stuckLine,
} from "./kill_wait.ts";
import { PanePipe } from "./pane_pipe.ts";

/**
 * Output this soon after the pty of a pane not shown changed size is its
 * program's redraw (a shell's prompt after SIGWINCH), not activity: a
 * resized client resizes every window here, and tmux, which resizes a
 * window when it is shown, flags none of them for it.
 */
const REDRAW_MS = 250;

/**
 * Parse workers a session replaces after crashes within
 * PARSE_RESTART_WINDOW_MS (as the gather thread's policy): a worker that
 * dies again at once (a module that cannot load, a byte sequence that
 * crashes the engine every time) is not made again for ever.
 */
const PARSE_RESTARTS = 3;
const PARSE_RESTART_WINDOW_MS = 60_000;

/** What a new session needs. */
export interface SessionSpec {
  name: string;
  /** Program and arguments (argv[0] is looked up in PATH). */
  cmd: string[];
  /** argv[0] the program sees, when not `cmd[0]` (a login shell's `-sh`). */
  argv0?: string;
  cwd: string;
  /** The child's whole environment. */
  env: Record<string, string>;
  cols: number;
  rows: number;
  keep: boolean;
  /** History lines of its first panes (`new --scrollback N`, else the daemon's). */
  scrollback: number;
  /**
   * `new --scrollback N` gave it: its panes keep N lines whatever
   * `historyLimit` says later.
   */
  ownScrollback?: boolean;
  /**
   * The daemon's `scrollback` (tmux's `history-limit`), read whenever a
   * pane is made, as tmux's applies to new panes.
   */
  historyLimit?: () => number;
  /**
   * The daemon's `remain-on-exit` (config.toml, `option_store.ts`), read
   * whenever a pane's program exits; `set-option` on the session wins.
   */
  remainOnExit?: () => RemainOnExit;
  /**
   * The daemon's `monitor-activity` (config.toml), read whenever a window
   * not shown has output; `set-option` on the session wins.
   */
  monitorActivity?: () => boolean;
  /**
   * The daemon's `automatic-rename`, `allow-rename` and alert settings
   * (`monitor-bell`, `bell-action` ...), read as windows name themselves
   * and alerts come; a window's own `automatic-rename` wins.
   */
  automaticRename?: () => boolean;
  /**
   * The name the daemon's `automatic-rename-format` gives window `w` of
   * `session`; undefined when it is tmux's default (named after the
   * program in front, as before).
   */
  formatName?: (session: Session, w: Window) => string | undefined;
  /**
   * The line under dead pane `pane` of window `w` that the daemon's
   * `remain-on-exit-format` (the window's own first) gives; undefined
   * when it is tmux's default (`deadLine`'s, as before).
   */
  deadFormat?: (session: Session, w: Window, pane: Pane) => string | undefined;
  allowRename?: () => boolean;
  alerts?: () => AlertOptions;
  /**
   * Shows `text` on the status line of the session's attach clients
   * (`visual-bell`'s "Bell in window 1").
   */
  alertMessage?: (session: Session, text: string) => void;
  /**
   * tmux's `lock-after-time` (seconds; 0: never) and what locks the
   * session's clients when none has typed for that long (`lock-session`).
   */
  lockAfter?: () => number;
  lockSession?: (session: Session) => void;
  /** The daemon's `default-terminal`: TERM of each new pane. */
  defaultTerminal?: () => string;
  /** The daemon's `focus-events`: panes are told of the focus. */
  focusEvents?: () => boolean;
  /**
   * Fires tmux's hook `name` (`pane-exited`, `window-linked` ...) for
   * `at`, in this session (`hook_runner.ts`): the daemon's `notify`.
   */
  hook?: (name: string, at: HookAt) => void;
  /** The daemon's `base-index` and `pane-base-index`; `set-option` wins. */
  baseIndex?: () => number;
  paneBaseIndex?: () => number;
  /** The daemon's `renumber-windows`: a window's close renumbers the rest. */
  renumberWindows?: () => boolean;
  /**
   * The session's own environment at its start (tmux's `new -e`), which
   * `set-environment -t` changes later (`environ`).
   */
  environ?: EnvEntry[];
  /**
   * The daemon's global environment, whose changes new panes get
   * (`environment.ts`); without it, panes get `env` as it is.
   */
  globalEnv?: () => Environ;
  /**
   * The daemon's `default-shell` (config.toml), read whenever a pane
   * starts with no command given; empty: the session's `$SHELL`.
   */
  defaultShell?: () => string;
  /** The daemon's `default-command`, read as `defaultShell` is. */
  defaultCommand?: () => string;
  /**
   * The daemon's `pane-border-status` and `pane-border-format`, read as
   * the layout is published and the labels expanded.
   */
  paneBorderStatus?: () => BorderStatus;
  paneBorderFormat?: () => string;
  /**
   * A format expanded for each pane shown in the session's window (the
   * daemon's `labelsFor`, which reads every format variable).
   */
  paneLabels?: (
    session: Session,
    format: string,
    window?: Window,
  ) => Promise<[number, string][]>;
  /**
   * The daemon's `pane-border-style`, `pane-active-border-style`,
   * `pane-border-lines` and `pane-border-indicators`.
   */
  paneBorderStyles?: () => [string, string, BorderLines?, BorderIndicators?];
  /** The daemon's `window-style` and `window-active-style`. */
  windowStyles?: () => [string, string];
  /**
   * The session's own settings (`settings`) changed: its attach clients
   * get them (the daemon pushes `options`).
   */
  settingsChanged?: (s: Session) => void;
  /** The daemon's value of setting `name` (`set -a` without `-g`). */
  setting?: (name: string) => unknown;
  /** The server table's user option `name` (`set -s @x`), if set. */
  serverUserOption?: (name: `@${string}`) => string | undefined;
  /**
   * The daemon's `status-interval`: how often labels that change alone
   * (a program's command) are expanded again.
   */
  statusInterval?: () => number;
  /**
   * The daemon's `main-pane-height`, `main-pane-width`,
   * `other-pane-height` and `other-pane-width`, read as a main-* preset
   * is applied; without it, tmux's defaults.
   */
  mainPaneSizes?: () => MainPaneSizes;
}

/** What a session reads of the daemon's settings and environment as it runs. */
export type DaemonDefaults = Pick<
  SessionSpec,
  | "remainOnExit"
  | "serverUserOption"
  | "monitorActivity"
  | "automaticRename"
  | "allowRename"
  | "alerts"
  | "alertMessage"
  | "lockAfter"
  | "lockSession"
  | "defaultTerminal"
  | "focusEvents"
  | "hook"
  | "baseIndex"
  | "paneBaseIndex"
  | "renumberWindows"
  | "defaultShell"
  | "defaultCommand"
  | "formatName"
  | "deadFormat"
  | "globalEnv"
  | "historyLimit"
  | "paneBorderStatus"
  | "paneBorderFormat"
  | "paneLabels"
  | "paneBorderStyles"
  | "windowStyles"
  | "settingsChanged"
  | "setting"
  | "statusInterval"
  | "mainPaneSizes"
>;

/**
 * A window's active pane (its id: a respawned pane is another object),
 * panes' places and size (`#noticeChanges`).
 */
interface WindowLook {
  active: number;
  cells: string;
  size: string;
}

/**
 * What a hook's event happened to (`hook_runner.ts`): its session,
 * window, pane and client.
 */
export interface HookAt {
  session?: Session | null;
  window?: Window | null;
  pane?: Pane | null;
  /** An attach client (`client_switch.ts`' `Attachment`). */
  client?: { tty: string; id: number } | null;
}

/**
 * What a new pane runs (a new window's, or a split's), with `env` added to
 * the session's environment for this program only (tmux's `-e`).
 */
export interface PaneSpec {
  cmd?: string[];
  cwd?: string;
  env?: Record<string, string>;
}

/**
 * What a respawned pane runs (tmux's `respawn-pane`): `cmd` absent, the
 * program it ran; `cwd` absent, where that started.
 */
export interface RespawnSpec extends PaneSpec {
  /** End a program still running there first (tmux's `-k`). */
  kill?: boolean;
}

/** How a pane's program is started: what `spawn` needs besides its size. */
interface Launch {
  cmd: string[];
  argv0: string | undefined;
  cwd: string;
}

/**
 * The workers a session runs on: the daemon's gather worker (without, the
 * session makes one of its own, which ends with it: tests), and a parse
 * worker made ahead (`worker_spares.ts`; without, one is made now).
 */
export interface SessionWorkers {
  gather?: SharedGather;
  parse?: Worker | null;
  /** The daemon's pane ids (a session alone numbers its own). */
  paneIds?: Ids;
  /** The daemon's window ids, as `paneIds`. */
  windowIds?: Ids;
  /** The daemon's session ids, as `paneIds`. */
  sessionIds?: Ids;
  /** The daemon's programs being ended outside any pane. */
  endings?: Endings;
}

/**
 * Pane or window ids, unique in the daemon as tmux's are in its server:
 * `%N` (`$BERTH_PANE`, `#{pane_id}`) names one pane whatever its session,
 * so a script can keep it and target it from anywhere; `@N`
 * (`#{window_id}`) one window, `$N` (`#{session_id}`) one session. Never
 * reused.
 */
export class Ids {
  #next = 0;

  /** A new id. */
  take(): number {
    return this.#next++;
  }

  /** Ids below `next` are taken (a restored session's). */
  reserve(next: number): void {
    if (next > this.#next) this.#next = next;
  }

  /** The id `take` gives next. */
  get next(): number {
    return this.#next;
  }
}

/** Why a session's clients are told it ended. */
type EndReason = "exited" | "killed" | "server-exit";

/** A session event and the pane it came from (null: the whole session). */
export type PaneListener = (ev: SessionEvent, pane: number | null) => void;

/** A running (or kept, exited) session. */
export class Session implements UpdateSource {
  /** Changes with `rename-session`. */
  name: string;
  /**
   * tmux's session id, `$N` (`#{session_id}`, a target too): unique in the
   * daemon, never given again, kept across an upgrade.
   */
  id: number;
  readonly command: string[];
  readonly cwd: string;
  /** When it started (kept across an upgrade). */
  created = Date.now();
  lastActive = Date.now();
  readonly keep: boolean;
  cols: number;
  rows: number;
  readonly mirror: ScreenMirror;
  readonly clients = new Set<AttachedClient>();
  /** Its windows, by index order. */
  readonly windows: Window[] = [];
  /**
   * The window shown. Its own values of the settings the attach clients
   * read (`setw mode-keys vi`) are theirs while it is: a switch to a
   * window whose own values differ pushes the clients' settings again
   * (not between two with the same, such as every window after a `berth
   * upgrade` from protocol 25: each push costs a client 0.7 to 3.4 ms of
   * building its key tables, measured with the default bindings on a
   * busy 2-core machine, and a 3 KB message).
   */
  get window(): Window {
    return this.#window;
  }
  set window(w: Window) {
    const before = this.#window;
    this.#window = w;
    if (before && before !== w && !before.sameClientOwn(w)) {
      this.#spec.settingsChanged?.(this);
    }
  }
  #window!: Window;
  /**
   * The windows shown before it, the latest first (tmux's stack): killing
   * the window shown goes back to the latest left, and the one before
   * that is the last window then.
   */
  #lastWindows: Window[] = [];
  /**
   * Panes of `w` stay, dead, when their program exits (tmux's
   * `remain-on-exit`, a window option): its own (`setw`; a daemon before
   * protocol 26 kept a session's, which `berth upgrade` gives each of its
   * windows), else the daemon's.
   */
  remainOnExitOf(w: Window): RemainOnExit {
    const own = w.settings["remain-on-exit"];
    return (own === undefined ? undefined : remainFromText(own)) ??
      this.#remainDefault?.() ?? false;
  }

  /** `w`'s own value of flag `name` (`setw`), if it has one. */
  #ownFlag(w: Window, name: WindowSetting): boolean | undefined {
    const own = w.settings[name];
    return own === undefined ? undefined : settingFromText(name, own) === true;
  }
  /**
   * Its own values of daemon settings (tmux's `set` without `-g`: the
   * status line's, the prefix ..., `SESSION_SETTINGS`), over the daemon's
   * for its attach clients.
   */
  settings: SessionSettings = {};
  #remainDefault: (() => RemainOnExit) | undefined;
  /**
   * History lines a pane made now keeps (tmux's `history-limit`, which
   * applies to new panes): the session's own (`new --scrollback`), else
   * the daemon's setting now.
   */
  get scrollback(): number {
    const s = this.#spec;
    return s.ownScrollback || !s.historyLimit ? s.scrollback : s.historyLimit();
  }
  /**
   * Output in `w` while not shown flags it (tmux's `monitor-activity`, a
   * window option, off unless set): its own (a session's from a daemon
   * before protocol 26 is each of its windows'), else the daemon's.
   */
  monitorActivityOf(w: Window): boolean {
    return this.#ownFlag(w, "monitor-activity") ??
      this.#spec.monitorActivity?.() ?? false;
  }
  /**
   * The lowest index a new window takes (tmux's `base-index`): the
   * session's own once set, else the daemon's.
   */
  get baseIndex(): number {
    return this.#baseIndex ?? this.#spec.baseIndex?.() ?? 0;
  }
  set baseIndex(n: number) {
    this.#baseIndex = n;
  }
  #baseIndex: number | null = null;
  /**
   * The number of `w`'s first pane (tmux's `pane-base-index`, a window
   * option): `#P`, targets, lists; its own (`setw`; a session's from a
   * daemon before protocol 26 is each of its windows'), else the daemon's.
   */
  paneBaseOf(w: Window): number {
    const own = w.settings["pane-base-index"];
    return own !== undefined ? Number(own) : this.#spec.paneBaseIndex?.() ?? 0;
  }

  /**
   * Drops the session's own value of `option` (tmux's `set -u`): the
   * daemon's setting is its value again.
   */
  unsetOption(option: "base-index"): void {
    if (option === "base-index") this.#baseIndex = null;
  }
  /** The session's environment (tmux's), over the global one. */
  readonly environ: Environ;
  /** Set once the last pane's child has exited and its output is parsed. */
  exit: ExitStatus | null = null;
  /**
   * While every pane is dead (`remain-on-exit`) and the session goes on:
   * the status of the last program to end, what `wait --exit` and `ls`
   * give (as a session's end would). Null once a pane is live again.
   */
  get allDead(): ExitStatus | null {
    if (!this.#lastDead || this.exit) return null;
    for (const w of this.windows) {
      for (const p of w.panes.values()) if (!p.dead) return null;
    }
    return this.#lastDead;
  }
  /** The status of the pane that last stayed dead (`#stayDead`). */
  #lastDead: ExitStatus | null = null;
  /** `#exited` was resolved by `#stayDead`, not by the session's end. */
  #exitedAllDead = false;
  /**
   * Resolves when the session has ended (kept sessions: when the child
   * has; a respawn there makes it run again, with a new one).
   */
  get ended(): Promise<void> {
    return this.#ended;
  }
  #ended: Promise<void>;

  /**
   * Called once the session is gone for good (not kept, or killed): out
   * of every list. A killed one's status comes after (`onSettled`).
   */
  onGone: (s: Session) => void = () => {};
  /**
   * Called once a killed session's programs have all ended (`exit` set),
   * after `onGone`.
   */
  onSettled: (s: Session) => void = () => {};
  /**
   * Called as the session ends (not when the daemon does), before its
   * clients are told: those moved to another session meanwhile
   * (`detach-on-destroy`) are not.
   */
  onEnding: (s: Session) => void = () => {};
  /**
   * Called when a pane is taken out of its window (not the last one,
   * which stays in the session that `onGone` reports).
   */
  onPaneClosed: (pane: Pane) => void = () => {};

  #spec: SessionSpec;
  #watcher: ChildWatcher;
  #signal = createParseSignal();
  /**
   * The gather id of the active pane, for the keys of terminals the
   * daemon draws (`workers/tty_keys.ts`): set with every layout published.
   */
  readonly route = createRoute();
  #layout = createLayoutBuffer();
  #gather: SharedGather;
  /** The gather worker is the session's own (no daemon gave one). */
  #ownGather: boolean;
  #parse: ParseClient;
  /** When its parse workers crashed, within PARSE_RESTART_WINDOW_MS. */
  #parseCrashes: number[] = [];
  /** Why its last parse worker died, when none took over (too many). */
  #parseLost = "";
  /** The shown window's pane labels (`pane-border-status`). */
  #labels: PaneLabels;
  /** The border styles the parse worker was told, as a key. */
  #borderStyles = "default\0fg=green";

  /** The terminal colours the parse worker was last told (`#tellColours`). */
  #outerColours: [fg: number, bg: number] = [-1, -1];
  #log: Log;
  #paneIds: Ids;
  readonly #endings: Endings;
  #windowIds: Ids;
  #endReason: EndReason = "exited";
  #resolveEnded!: () => void;
  /** Out of the daemon's lists (`onGone`): ended, or killed. */
  #gone = false;
  /** Its ptys and workers let go (`#free`). */
  #isFreed = false;
  readonly #freed = Promise.withResolvers<void>();
  /** The status of the last of a killed session's programs to end. */
  #lastEnding: ExitStatus | null = null;
  /** Resolves with the exit status once the session has ended. */
  #exited: Promise<ExitStatus>;
  #resolveExited!: (s: ExitStatus) => void;
  #listeners = new Set<PaneListener>();
  /**
   * `waitPaneExit`'s exits, by pane, until that pane has ended: one each,
   * however many waits come and give up meanwhile.
   */
  #paneExits = new Map<
    Pane,
    { exited: Promise<ExitStatus>; resolve: (s: ExitStatus) => void }
  >();
  #sizePolicy = new LatestClientSize<AttachedClient>(
    // Keys of the client that had it go through the main thread now.
    () => nextSizeTurn(this.route),
  );
  /** An upgrade is saving it: panes do not end meanwhile. */
  #frozen = false;
  /** Panes whose output the freeze waits to see parsed. */
  #thawing = new Map<number, () => void>();
  /**
   * Killed panes whose programs are still being ended (`#startEnding`):
   * out of their windows, or their session killed whole.
   */
  #ending = new Set<Pane>();
  /**
   * The status line and the shown panes as last built, with their keys,
   * for every client's frames; null once something they show may have
   * changed (`#shownChanged`). Rebuilt on every pump they cost the main
   * thread about 20 us per echoed key (perf at load 3-4: `updateFor` 27.2
   * -> 6.9 us; CPU per key in paired blocks at load 2.5-3.8: 364 -> 311).
   */
  #shown: ShownParts | null = null;
  /**
   * Taken over from an upgrade's state and its worker has not drawn the
   * restored screens yet: the mirror is blank until then, and a client
   * that resumed at once (a browser page, a terminal the daemon draws)
   * was sent that blank screen whole, then the real one (CI: a page's
   * rows blank under its kept selection). No frame goes till then.
   */
  #screenAwaited = false;
  #drawn!: () => void;
  /** Resolves once the parse worker has posted its first screen. */
  readonly drawn = new Promise<void>((r) => (this.#drawn = r));

  private constructor(
    spec: SessionSpec,
    id: number,
    pty: PtyProcess | null,
    watcher: ChildWatcher,
    log: Log,
    workers: SessionWorkers,
  ) {
    this.name = spec.name;
    this.id = (workers.sessionIds ?? new Ids()).take();
    this.command = spec.cmd;
    this.cwd = spec.cwd;
    this.keep = spec.keep;
    this.#remainDefault = spec.remainOnExit;
    this.environ = new Environ(spec.environ);
    this.cols = spec.cols;
    this.rows = spec.rows;
    this.#spec = spec;
    this.#watcher = watcher;
    this.mirror = new ScreenMirror(spec.cols, spec.rows);
    this.#log = log;
    this.#ended = new Promise((r) => (this.#resolveEnded = r));
    this.#exited = new Promise((r) => (this.#resolveExited = r));
    this.#ownGather = !workers.gather;
    this.#paneIds = workers.paneIds ?? new Ids();
    this.#endings = workers.endings ?? new Endings(watcher);
    this.#windowIds = workers.windowIds ?? new Ids();
    this.#gather = workers.gather ??
      new SharedGather(log, `gather:${spec.name}`);
    this.#parse = this.#startParse(workers.parse ?? undefined);
    this.#labels = new PaneLabels(
      (format) => spec.paneLabels?.(this, format) ?? Promise.resolve([]),
      () => this.borderFormat(this.window),
      () => this.borderStatus !== "off",
      (labels) => this.#parse.post({ t: "labels", labels }),
      () => this.clients.size > 0,
      () => spec.statusInterval?.() ?? 0,
    );
    this.#postBorderStyles();
    if (pty === null) {
      this.window = null!; // `restore` gives it its windows
      return;
    }
    const pane = this.#adopt(
      id,
      pty,
      { cmd: spec.cmd, argv0: spec.argv0, cwd: spec.cwd },
      spec.cols,
      spec.rows,
    );
    this.window = new Window(
      this.#windowIds.take(),
      spec.baseIndex?.() ?? 0,
      windowName(spec.cmd),
      pane,
      spec.cols,
      spec.rows,
    );
    this.windows.push(this.window);
    this.#publishLayout();
  }

  #startParse(worker?: Worker): ParseClient {
    const client: ParseClient = new ParseClient(
      { t: "init", layout: this.#layout, signal: this.#signal },
      `parse:${this.#spec.name}`,
      {
        screen: (update) => {
          this.#screenAwaited = false;
          this.mirror.apply(update);
          this.#drawn();
          for (
            const [id, bytes, keys, paste, mouse, keypad, focus] of update
              .panes ?? []
          ) {
            const pane = this.#pane(id);
            if (pane) {
              if (!sameMouse(pane, keys, mouse)) this.#shownChanged();
              pane.cursorKeys = keys;
              pane.keypad = keypad;
              pane.bracketedPaste = paste;
              pane.mouse = mouse;
              if (focus && !pane.focusReports) this.#focusAsked(pane);
              pane.focusReports = focus;
            }
            this.#emit({ type: "output", bytes }, id);
            if (bytes > 0) this.#activity(id);
            if (bytes > 0) this.#heard(id), this.#lookWhere(id);
            if (bytes > 0) this.#checkName(id);
            if (bytes > 0 && this.window.panes.has(id)) this.#labels.output();
          }
          if (update.clipboard) this.#clipboardSet(update.clipboard.pane);
          this.#pumpClients();
        },
        event: (pane, event, given, times) => {
          if (event.type === "rename") return this.#renamedBy(pane, event.name);
          this.#emit(event, pane);
          if (event.type === "title") {
            this.#titled(pane, event.title, given, times);
          }
          if (event.type === "bell") this.#bell(pane);
        },
        copyMode: (id, was, state) => {
          const pane = this.#pane(id);
          // Unless a client has told another since (of the new size).
          if (pane?.copyMode && sameState(pane.copyMode, was)) {
            this.#setMode(pane, state);
            // The clients showing it take it once their views have the
            // new size: its lines stay on their text (copy_mode_reflow.ts).
            for (const c of this.clients) c.copyMode(id, state);
          }
        },
        paneEof: (id, gen) => {
          const pane = this.#pane(id) ?? this.endingPane(id);
          // An earlier program's (a respawned pane): its pty is let go.
          if (!pane || pane.gen !== gen) return;
          pane.parsed = true;
          this.#thawing.get(id)?.();
          this.#maybePaneEnd(pane);
        },
        eof: (crashed) => this.#parseCrashed(crashed),
        error: (message) => this.#log.error(`session ${this.name}: ${message}`),
      },
      () => this.#endedFailure(client),
      worker,
    );
    return client;
  }

  /** What a request to `client`, a parse worker gone, fails with. */
  #endedFailure(client: ParseClient): RequestFailure {
    if (this.#parseLost) {
      return new RequestFailure(
        "exited",
        `Session ${this.name} lost its terminal engine (see the daemon's log); berth kill-session -t ${this.name} ends it`,
      );
    }
    if (client.crashed && !client.closed) {
      return new RequestFailure(
        "exited",
        `Session ${this.name}'s terminal engine crashed while answering (see the daemon's log); ask again`,
      );
    }
    return new RequestFailure("exited", `Session ${this.name} has ended`);
  }

  /**
   * Its parse worker died (an engine bug, a module it could not load): a
   * new one takes the panes on, as a crashed gather thread is replaced,
   * with fresh screens (the old ones died with the worker) and from the
   * output the old one had not finished with, so no byte is lost and the
   * programs go on. The screens fill again as the programs write; a
   * full-screen one is told to draw itself again (SIGWINCH). At most
   * PARSE_RESTARTS in PARSE_RESTART_WINDOW_MS: then its panes are given up
   * as parsed, and the session says so on every request.
   */
  #parseCrashed(reason: string): void {
    const now = Date.now();
    this.#parseCrashes = this.#parseCrashes.filter((t) =>
      now - t < PARSE_RESTART_WINDOW_MS
    );
    this.#parseCrashes.push(now);
    const again = this.#parseCrashes.length <= PARSE_RESTARTS;
    this.#log.error(
      `session ${this.name}: parse worker crashed: ${reason}; ${
        again
          ? "a new one shows its panes from now on"
          : `${this.#parseCrashes.length} times in a minute: its screens are no longer kept; kill it`
      }`,
    );
    if (again) {
      this.#parse = this.#startParse();
      this.#parseAgain();
      return;
    }
    this.#parseLost = reason;
    for (const w of this.windows) {
      for (const p of w.panes.values()) {
        p.parsed = true;
        this.#maybePaneEnd(p);
      }
    }
  }

  /**
   * Tells a new parse worker what the old one had been told: every pane
   * (its ring, where the old one stopped, its size, whether its program
   * is dead), their kept copy modes, the borders and labels, the outer
   * terminal's colours. Programs are nudged to redraw.
   */
  #parseAgain(): void {
    for (const w of this.windows) {
      for (const pane of w.panes.values()) {
        this.#parse.post({
          t: "add-pane",
          pane: {
            ...paneInit(pane),
            gen: pane.gen,
            ...(pane.parsed ? { ended: true } : {}),
          },
        });
        if (pane.dead && pane.status) {
          this.#parse.post({
            t: "pane-dead",
            pane: pane.id,
            text: this.#deadText(pane, pane.status),
          });
        }
        if (pane.copyMode) {
          this.#parse.post({
            t: "copy-mode",
            pane: pane.id,
            state: pane.copyMode,
          });
        }
        if (!pane.parsed) askRedraw(pane);
      }
    }
    const [fg, bg] = this.#outerColours;
    if (fg >= 0 || bg >= 0) this.#parse.post({ t: "outer-colours", fg, bg });
    this.#borderStyles = "";
    this.#postBorderStyles();
    this.#labels.resend();
    this.#publishLayout();
  }

  /**
   * Starts `spec.cmd` on a new pty. Throws RequestFailure "spawn" with a
   * one-line reason when the program cannot be started.
   */
  static start(
    spec: SessionSpec,
    watcher: ChildWatcher,
    log: Log,
    workers: SessionWorkers = {},
  ): Session {
    let pty: PtyProcess;
    const paneIds = workers.paneIds ?? new Ids();
    const id = paneIds.take();
    try {
      pty = spawn(
        spec,
        new Environ(spec.environ),
        id,
        spec.cmd,
        spec.argv0,
        spec.cwd,
        spec.cols,
        spec.rows,
      );
    } catch (err) {
      workers.parse?.terminate();
      throw err;
    }
    const s = new Session(spec, id, pty, watcher, log, {
      ...workers,
      paneIds,
    });
    log.info(
      `session ${spec.name}: started pid ${pty.pid}: ${spec.cmd.join(" ")}`,
    );
    return s;
  }

  /** The first pane's child (what `berth ls` shows). */
  get pid(): number {
    return this.windows[0]?.ordered()[0]?.pid ?? -1;
  }

  /** The row of `berth ls`. */
  info(): SessionInfo {
    const marked = this.#markedWindow();
    return {
      name: this.name,
      id: `$${this.id}`,
      pid: this.pid,
      cols: this.cols,
      rows: this.rows,
      clients: this.clients.size,
      created: this.created,
      lastActive: this.lastActive,
      command: this.command,
      cwd: this.cwd,
      title: this.mirror.title,
      exit: this.exit ?? this.allDead,
      windows: this.windows.map((w) => ({
        index: w.index,
        id: `@${w.id}`,
        name: w.name,
        active: w === this.window,
        flags: this.windowFlags(w, marked),
        panes: w.panes.size,
        cols: w.cols,
        rows: w.rows,
      })),
    };
  }

  // -------------------------------------------------------------------------
  // Windows and panes

  /** The pane with id `id`, in any window. */
  #pane(id: number): Pane | undefined {
    for (const w of this.windows) {
      const p = w.panes.get(id);
      if (p) return p;
    }
    return undefined;
  }

  /** The window that holds `pane`. */
  windowOf(pane: Pane): Window | undefined {
    return this.windows.find((w) => w.panes.get(pane.id) === pane);
  }

  /** The pane scripts reach when they name only the session. */
  get activePane(): Pane {
    return this.window.active;
  }

  #paneCount(): number {
    let n = 0;
    for (const w of this.windows) n += w.panes.size;
    return n;
  }

  /**
   * Wraps a started child as a pane: its ring, gather and parse sides.
   * With `respawned`, the pane it takes the place of (same id): the parse
   * worker's engine of that id goes on with the new program, and so does
   * its `pipe`.
   */
  #adopt(
    id: number,
    pty: PtyProcess,
    launch: Launch,
    cols: number,
    rows: number,
    respawned?: Pane,
    pipe: PanePipe | null = null,
  ): Pane {
    const pane = new Pane(
      id,
      pty,
      this.#gather.wakeFd,
      launch.cmd,
      cols,
      rows,
    );
    pane.argv0 = launch.argv0;
    pane.cwd = launch.cwd;
    pane.scrollback = respawned?.scrollback ?? this.scrollback;
    pane.gen = respawned ? respawned.gen + 1 : 0;
    pane.pipe = pipe;
    this.#gatherPane(pane);
    const init = {
      id: pane.id,
      sab: pane.ring.sab,
      fd: pty.fd,
      cols,
      rows,
      scrollback: pane.scrollback,
      gen: pane.gen,
    };
    this.#parse.post(
      respawned
        ? { t: "respawn-pane", pane: init }
        : { t: "add-pane", pane: init },
    );
    this.#watchChild(pane);
    return pane;
  }

  /** Starts the gather worker draining `pane`'s pty into its ring. */
  #gatherPane(pane: Pane): void {
    const { id, done } = this.#gather.add({
      fd: pane.pty.fd,
      sab: pane.ring.sab,
      signal: this.#signal,
      // From its first read (a pane moved, respawned or upgraded).
      ...(pane.pipe?.open ? { pipe: pane.pipe.id } : {}),
    });
    pane.gatherId = id;
    pane.gathered = done.then((done) => {
      if (done.reason !== "error") return;
      this.#log.error(
        `session ${this.name}: pane ${pane.id}: reading failed: ${done.error}`,
      );
      // The worker may have died without ending the ring: the parse
      // worker takes what was published, then ends the pane.
      pane.ring.endForProducer();
      const word = new Int32Array(this.#signal);
      Atomics.add(word, 0, 1);
      Atomics.notify(word, 0);
    });
  }

  /** Reaps `pane`'s child when it exits. */
  #watchChild(pane: Pane): void {
    pane.exitWatch = this.#watcher.exited(pane.pid);
    pane.exitWatch.then(
      (status) => this.#childExited(pane, status),
      (err) => this.#log.info(`session ${this.name}: ${err}`),
    );
  }

  /**
   * What a popup over this session starts with (tmux's `display-popup`):
   * the environment a new pane gets (`BERTH` naming the session, no
   * pane), the session's directory, and its shell, which tmux runs as
   * it is, not as a login shell.
   */
  popupLaunch(): { env: Record<string, string>; cwd: string; shell: string } {
    const spec = this.#spec;
    const env = spec.globalEnv
      ? spawnEnv(spec.env, spec.globalEnv(), this.environ)
      : { ...spec.env };
    return { env, cwd: spec.cwd, shell: this.#shell()[0][0] };
  }

  /**
   * What a new pane runs when no command is given: the shell, as a login
   * shell, as tmux's `default-command` (empty by default) does; not the
   * session's own command (`berth new -d -- make` must not run make again
   * in each window opened in it).
   */
  #shell(): [string[], string] {
    const shell = this.#own<string>("default-shell") ??
      this.#spec.defaultShell?.();
    const { cmd, argv0 } = defaultCommand(
      shell || this.#spec.env.SHELL || "/bin/sh",
      this.#own<string>("default-command") ??
        this.#spec.defaultCommand?.() ?? "",
    );
    return [cmd, argv0];
  }

  /** -e VAR=VAL is the new program's alone, over the session's own. */
  #paneEnviron(spec: PaneSpec): Environ {
    return spec.env
      ? new Environ([...this.environ.list(), ...Object.entries(spec.env)])
      : this.environ;
  }

  /** Starts a pane's program at `cols` x `rows`. */
  #spawnPane(spec: PaneSpec, cols: number, rows: number): Pane {
    if (this.exit) {
      throw new RequestFailure("exited", `Session ${this.name} has exited`);
    }
    if (this.#paneCount() >= MAX_PANES) {
      throw new RequestFailure(
        "bad-request",
        `Session ${this.name} has ${MAX_PANES} panes, the most it can hold`,
      );
    }
    const [cmd, argv0] = spec.cmd?.length
      ? [spec.cmd, undefined]
      : this.#shell();
    const cwd = spec.cwd ?? this.#spec.cwd;
    const id = this.#paneIds.take();
    const pty = spawn(
      this.#spec,
      this.#paneEnviron(spec),
      id,
      cmd,
      argv0,
      cwd,
      cols,
      rows,
      spec.env,
    );
    this.#log.info(
      `session ${this.name}: pane started pid ${pty.pid}: ${cmd.join(" ")}`,
    );
    return this.#adopt(id, pty, { cmd, argv0, cwd }, cols, rows);
  }

  /**
   * Starts a new program in `pane`'s place (tmux's `respawn-pane`): same
   * id, rectangle, place in the layout and history; its screen starts
   * afresh. A pane whose program still runs is refused unless
   * `spec.kill`, which ends that program (SIGHUP, SIGKILL after the
   * grace). In an ended session kept with its dead last pane, the session
   * runs again. Returns the pane as it is now.
   */
  respawnPane(pane: Pane, spec: RespawnSpec): Pane {
    const w = this.windowOf(pane);
    if (!w) throw new RequestFailure("not-found", "That pane is gone");
    this.#notMoving([pane]);
    if (!pane.dead && !spec.kill) {
      throw new RequestFailure(
        "bad-request",
        `Respawn pane failed: pane ${
          this.describe(pane)
        } still active; respawn-pane -k kills its program first`,
      );
    }
    return this.#respawn(w, pane, spec, pane.cols, pane.rows);
  }

  /**
   * tmux's `respawn-window`: the window's first pane gets a new program
   * (`respawnPane`) and the whole window; its other panes close, their
   * programs ended. Refused while a program runs there, unless
   * `spec.kill`. Returns the respawned pane.
   */
  respawnWindow(w: Window, spec: RespawnSpec): Pane {
    const panes = w.ordered();
    this.#notMoving(panes);
    if (!spec.kill && panes.some((p) => !p.dead)) {
      throw new RequestFailure(
        "bad-request",
        `Respawn window failed: window ${this.name}:${w.index} still active; respawn-window -k kills its programs first`,
      );
    }
    // Started first: a program that cannot start leaves the window whole.
    return this.#respawn(w, panes[0], spec, this.cols, this.rows, () => {
      for (const p of panes.slice(1)) {
        if (!p.status) this.#signalLater(p);
        w.remove(p);
        p.close();
        this.#parse.post({ t: "drop-pane", pane: p.id });
      }
      w.zoomed = false;
      w.last = null;
    });
  }

  /**
   * Refuses to respawn panes on their way to another session (`handOff`):
   * the move waits for the end of their program's output, which a
   * respawn drops, and would hang.
   */
  #notMoving(panes: Pane[]): void {
    const moving = panes.find((p) => p.handingOff);
    if (moving) {
      throw new RequestFailure(
        "busy",
        `Pane %${moving.id} is moving to another session; retry`,
      );
    }
  }

  /**
   * Starts `pane`'s new program at `cols` x `rows` and puts it in the
   * pane's place; `then` runs once it has started (nothing has changed
   * when it cannot start).
   */
  #respawn(
    w: Window,
    pane: Pane,
    spec: RespawnSpec,
    cols: number,
    rows: number,
    then?: () => void,
  ): Pane {
    const given = spec.cmd !== undefined && spec.cmd.length > 0;
    const launch: Launch = {
      cmd: given ? spec.cmd! : pane.command,
      argv0: given ? undefined : pane.argv0,
      cwd: spec.cwd ?? (pane.cwd || this.#spec.cwd),
    };
    const pty = spawn(
      this.#spec,
      this.#paneEnviron(spec),
      pane.id,
      launch.cmd,
      launch.argv0,
      launch.cwd,
      cols,
      rows,
      spec.env,
    );
    this.#log.info(
      `session ${this.name}: pane ${pane.id} respawned pid ${pty.pid}: ${
        launch.cmd.join(" ")
      }`,
    );
    // The old program's pty is let go unread; one still running ends.
    if (!pane.status) this.#signalLater(pane);
    // Its pipe goes on with the new program's output, as tmux's does.
    const pipe = pane.pipe;
    pane.pipe = null;
    pane.close();
    then?.();
    const fresh = this.#adopt(pane.id, pty, launch, cols, rows, pane, pipe);
    // Its options stay, as tmux's pane does (`set -p @name`).
    fresh.userOptions = pane.userOptions;
    fresh.remainOnExit = pane.remainOnExit;
    w.replace(pane, fresh);
    // It leaves copy mode, as tmux's respawned pane leaves its mode (and
    // as clear-history does).
    if (pane.copyMode) this.#leaveMode(pane);
    if (this.exit) this.#revive();
    this.#publishLayout();
    for (const c of this.clients) c.paneReset(pane.id);
    return fresh;
  }

  /**
   * A kept session whose dead last pane was respawned runs again: it ends
   * anew, with its new program's exit status.
   */
  #revive(): void {
    this.exit = null;
    this.#ended = new Promise((r) => (this.#resolveEnded = r));
    this.#exited = new Promise((r) => (this.#resolveExited = r));
  }

  /**
   * tmux's `pipe-pane`: closes `pane`'s pipe, then (given a command, and
   * unless `toggle` found one open) starts `command` on a new one, in the
   * pane's environment and its program's directory; resolves once every
   * byte the pane writes from then on goes there (`pane_pipe.ts`).
   */
  async pipePane(
    pane: Pane,
    command: string | undefined,
    opts: { input: boolean; output: boolean; toggle: boolean },
  ): Promise<void> {
    if (pane.status || pane.dead || pane.gatherId < 0) {
      throw new RequestFailure("exited", `Pane %${pane.id} has exited`);
    }
    this.#notMoving([pane]);
    if (this.#frozen) {
      throw new RequestFailure(
        "busy",
        `Session ${this.name} is being handed to a new daemon; retry`,
      );
    }
    const old = pane.pipe?.open ? pane.pipe : null;
    old?.close(false);
    pane.pipe = null;
    // A pipe-pane still starting its command is replaced by this one.
    const turn = ++pane.pipeTurn;
    if (!command || (opts.toggle && old)) return;
    // A job, as run-shell's: its tmux calls reach no tmux (job_tmux.ts),
    // unless set-environment gave a TMUX (spawnEnv keeps only that one).
    const user = this.#spec.globalEnv
      ? spawnEnv(this.#spec.env, this.#spec.globalEnv(), this.environ)
      : null;
    const env = {
      ...(user ? withJobTmux(user, user.TMUX) : withJobTmux(this.#spec.env)),
      BERTH_PANE: `%${pane.id}`,
    };
    const cwd = currentPath(pane) ?? (pane.cwd || this.cwd);
    const pipe = await PanePipe.start(
      this.#gather,
      this.#endings,
      this.#log,
      pane.gatherId,
      { command, env, cwd, input: opts.input, output: opts.output },
      `session ${this.name}: pane ${pane.id}`,
    );
    // Another pipe-pane came since (it wins, as the later one does in the
    // gather worker: this one goes at once), or the pane closed meanwhile
    // (the command gets what was read, then the end).
    if (pane.pipeTurn !== turn) return pipe.close(false);
    pane.pipe = pipe;
    if (this.#pane(pane.id) !== pane || pane.dead || this.exit) {
      pipe.close(true);
    }
  }

  /**
   * Resets `pane`'s terminal as a program's RIS would (tmux's `send-keys
   * -R`, `input_reset`): its parse worker forgets any sequence half
   * written and puts the screen, modes and colours back to their start,
   * history and title kept.
   */
  resetPane(pane: Pane): void {
    this.#parse.post({ t: "reset-pane", pane: pane.id });
  }

  /**
   * Drops `pane`'s history and frees it (tmux's `clear-history`); its
   * screen stays. Clients in copy mode on it leave, as in tmux.
   */
  clearHistory(pane: Pane): void {
    this.#parse.post({ t: "clear-history", pane: pane.id });
    this.#leaveMode(pane);
    for (const c of this.clients) c.paneReset(pane.id);
  }

  /** Sets `pane`'s title (tmux's `select-pane -T`), as OSC 2 would. */
  setTitle(pane: Pane, title: string): void {
    this.#parse.post({ t: "set-title", pane: pane.id, title });
    this.#labels.refresh();
    // Fired here, at once, where a hook's own select-pane -T fires none
    // (`hook_runner.ts`); its title coming back from the worker says it
    // was given and fires none again (`#titled`): a hook that sets the
    // title fired itself for ever when a second title was on its way.
    this.notifyHook("pane-title-changed", {
      window: this.windowOf(pane),
      pane,
    });
  }

  /**
   * Opens a window at the lowest free index (tmux's `new-window`: `0 2`
   * gets 1), shown at once. `how.insert`: at `at`, after the window there
   * with "after" (tmux's -a, -b before), the windows in the way moved up
   * one (up to the first free index, as tmux's); `how.kill` (-k): the
   * window at `at` goes, its programs ended, and the new one takes its
   * place (shown when it was).
   */
  newWindow(
    spec: PaneSpec,
    name?: string,
    select = true,
    /** tmux's `new-window -t SESSION:INDEX`; null: the lowest free one. */
    at: number | null = null,
    how: { insert?: "after" | "before"; kill?: boolean } = {},
  ): Window {
    let index = at ?? this.#freeIndex();
    if (how.insert === "after") index++;
    const there = this.windows.find((w) => w.index === index);
    if (there && !how.insert && !how.kill) {
      throw new RequestFailure(
        "bad-request",
        `Index ${index} of session ${this.name} is in use (new-window -t ${this.name}: takes the first free one, -k kills the window there)`,
      );
    }
    const pane = this.#spawnPane(spec, this.cols, this.rows);
    const w = this.#newWindow(index, pane, name);
    if (there && how.insert) this.#shuffleUp(index);
    else if (there) {
      const shown = there === this.window;
      this.#discardWindow(there);
      // As tmux: the new window takes the place of the one shown, which
      // is not one to go back to.
      if (shown) this.window = w;
    }
    this.windows.push(w);
    this.#sortWindows();
    if (select || this.window === w) this.selectWindow(w);
    else this.#publishLayout();
    return w;
  }

  /**
   * Frees index `at` (tmux's `winlink_shuffle_up`): the window there and
   * those right after it, up to the first free index, move up one.
   */
  #shuffleUp(at: number): void {
    const taken = new Set(this.windows.map((w) => w.index));
    let free = at;
    while (taken.has(free)) free++;
    for (const w of this.windows) {
      if (w.index >= at && w.index < free) w.index++;
    }
  }

  /**
   * Splits `target` (tmux's `split-window`): "lr" puts the new pane on the
   * right, "tb" below; `size` is its width or height in cells.
   */
  split(
    target: Pane,
    kind: SplitKind,
    spec: PaneSpec,
    size?: number,
    before = false,
  ): Pane {
    const w = this.windowOf(target);
    if (!w) throw new RequestFailure("not-found", "That pane is gone");
    // Its cell's length: with its label row (pane-border-status), as tmux's.
    const r = w.layout.cells().get(target.id)!;
    const length = kind === "lr" ? r.cols : r.rows;
    const label = kind === "tb" && w.layout.hasStatusRow(target.id) ? 1 : 0;
    if (length < 3 + label) {
      throw new RequestFailure(
        "bad-request",
        "The pane is too small to split; make it larger first",
      );
    }
    const half = Math.floor((length + 1) / 2) - 1;
    const newSize = Math.min(Math.max(size ?? half, 1), length - 2);
    const pane = this.#spawnPane(
      spec,
      kind === "lr" ? newSize : r.cols,
      kind === "tb" ? newSize : r.rows,
    );
    try {
      w.layout.split(target.id, pane.id, kind, newSize, before);
    } catch (err) {
      pane.signal(true);
      if (err instanceof NoRoomError) {
        throw new RequestFailure("bad-request", err.message);
      }
      throw err;
    }
    // Unzoomed only now: a split that fails leaves the window as it was
    // (it was left unzoomed but still shown zoomed, with no new layout).
    w.zoomed = false;
    w.panes.set(pane.id, pane);
    w.select(pane);
    this.#publishLayout();
    return pane;
  }

  /** The window shown before this one (`select-window -l`, prefix `l`). */
  get lastWindow(): Window | null {
    return this.#lastWindows[0] ?? null;
  }

  /** Shows `w` (tmux's `select-window`). */
  selectWindow(w: Window): void {
    if (w !== this.window) {
      const was = this.window;
      const rest = this.#lastWindows.filter((l) => l !== w && l !== was);
      this.#lastWindows = [was, ...rest];
      this.window = w;
    }
    w.activity = w.bell = w.silence = false;
    this.#publishLayout();
  }

  /**
   * A bell in pane `id` (tmux's `alerts_check_bell`): with `monitor-bell`
   * on, its window is flagged when not shown, and the session's clients
   * get the terminal's bell or a message as `bell-action` and
   * `visual-bell` say.
   */
  #bell(id: number): void {
    const pane = this.#pane(id);
    const w = pane && this.windowOf(pane);
    // The window's own monitor-bell (setw), else the daemon's.
    const own = w?.settings["monitor-bell"];
    const alerts = this.#spec.alerts?.() ?? DEFAULT_ALERTS;
    const on = own === undefined
      ? alerts["monitor-bell"]
      : settingFromText("monitor-bell", own) === true;
    if (!on) return;
    this.#flagWindow(id, "bell");
    this.#alert(id, "bell");
  }

  /**
   * Pane `id`'s program (or `select-pane -T`) set its title: the labels
   * and, for a window's active pane, the window list (each entry's
   * `#{pane_title}`) and its name (`automatic-rename-format`) follow.
   * `given`: by `select-pane -T`, whose hook fired as it was set;
   * `times`: how many the program set since the last (the parse worker
   * sends the last of a frame's).
   */
  #titled(id: number, title: string, given: boolean, times: number): void {
    const pane = this.#pane(id);
    if (!pane) return;
    // Each new title a program sets (the engine reports a change alone;
    // tmux 3.3a fires on the same title set again too): one per OSC 0 or
    // 2, never per byte of output.
    for (let i = 0; !given && i < times; i++) {
      this.notifyHook("pane-title-changed", {
        window: this.windowOf(pane),
        pane,
      });
    }
    if (pane.title === title) return;
    pane.title = title;
    if (this.window.panes.has(id)) this.#labels.title();
    const w = this.windowOf(pane);
    if (w?.active !== pane) return;
    this.statusChanged();
    this.#checkName(id);
  }

  /**
   * Pane `id`'s program set the clipboard (OSC 52): tmux's
   * `pane-set-clipboard`, fired as tmux 3.3a's with `set-clipboard` on
   * (`input_osc_52`: with it off or external the write goes nowhere).
   */
  #clipboardSet(id: number | undefined): void {
    const pane = id === undefined ? undefined : this.#pane(id);
    if (!pane || this.daemonSetting("set-clipboard") !== true) return;
    this.notifyHook("pane-set-clipboard", {
      window: this.windowOf(pane),
      pane,
    });
  }

  /** Each window's `monitor-silence` count (`silence.ts`). */
  #silences = new Map<Window, SilenceClock>();

  /** Output in pane `id`: its window's silence counts from now. */
  #heard(id: number): void {
    const pane = this.#pane(id);
    const w = pane && this.windowOf(pane);
    if (w && (this.#silences.has(w) || this.#silenceSeconds(w) > 0)) {
      this.#silenceOf(w).reset();
    }
  }

  /**
   * `w`'s `monitor-silence`: its own (`setw`, tmux's window option), else
   * the daemon's.
   */
  #silenceSeconds(w: Window): number {
    const own = w.settings["monitor-silence"];
    if (own !== undefined) return Number(own);
    return (this.#spec.alerts?.() ?? DEFAULT_ALERTS)["monitor-silence"] ?? 0;
  }

  #silenceOf(w: Window): SilenceClock {
    let clock = this.#silences.get(w);
    if (!clock) {
      clock = new SilenceClock(() => this.#silenceSeconds(w), () => {
        if (!this.windows.includes(w)) {
          this.#silenceArmed.delete(w);
          return this.#silences.delete(w), undefined;
        }
        this.#flagWindow(w.active.id, "silence");
        this.#alert(w.active.id, "silence");
      });
      this.#silences.set(w, clock);
      this.#silenceArmed.set(w, this.#silenceSeconds(w));
    }
    return clock;
  }

  /** The `monitor-silence` each window's clock was last armed for. */
  #silenceArmed = new Map<Window, number>();

  /**
   * The daemon's settings (or a window's own `monitor-silence`) changed:
   * a window whose `monitor-silence` is a new value counts its silence
   * from now by it, as tmux's `alerts_reset_all`. A clock armed for the
   * old value is stopped first (else an hour armed kept a second set
   * after waiting the hour); any other setting leaves the counts alone
   * (else a script setting an option every few seconds kept every window
   * from going silent).
   */
  watchSilence(): void {
    for (const [w, clock] of this.#silences) {
      if (this.windows.includes(w)) continue;
      clock.stop();
      this.#silences.delete(w);
      this.#silenceArmed.delete(w);
    }
    for (const w of this.windows) {
      const seconds = this.#silenceSeconds(w);
      if (seconds === (this.#silenceArmed.get(w) ?? 0)) continue;
      this.#silenceArmed.set(w, seconds);
      this.#silences.get(w)?.stop();
      this.#silences.delete(w);
      if (seconds > 0) this.#silenceOf(w).reset();
    }
  }

  /**
   * Output in pane `id` with `monitor-activity` on (tmux's
   * `alerts_check_activity`): a window flagged already says nothing more;
   * else it is flagged when not seen, and the alert goes on as
   * `activity-action` says, for the shown window too (`any`, `current`).
   */
  #activity(id: number): void {
    const pane = this.#pane(id);
    const w = pane && this.windowOf(pane);
    // A program drawing again after a resize is no activity.
    if (!w || w.activity || Date.now() < pane.redrawUntil) return;
    if (!this.monitorActivityOf(w)) return;
    this.#flagWindow(id, "activity");
    this.#alert(id, "activity");
  }

  /**
   * Passes an alert in pane `id`'s window on to the session's clients
   * (`alerts.ts`), and draws them again (a flag, a bell).
   */
  #alert(id: number, kind: AlertKind): void {
    const pane = this.#pane(id);
    const w = pane && this.windowOf(pane);
    if (!w) return;
    const out = alertOutcome(this.#alerts(), kind, w.index, w === this.window);
    if (out.bell) this.mirror.ring();
    if (out.message) this.#spec.alertMessage?.(this, out.message);
    // tmux's alert-bell ...: when `bell-action` ... applies.
    if (out.bell || out.message) {
      this.notifyHook(`alert-${kind}`, { window: w });
    }
    this.#pumpClients();
  }

  /**
   * A program's `ESC k NAME ESC \` in pane `id` (tmux's
   * `input_exit_rename`): with `allow-rename` on, its window takes NAME
   * and names itself no more; an empty NAME gives the window the
   * daemon's `automatic-rename` again.
   */
  #renamedBy(id: number, name: string): void {
    const pane = this.#pane(id);
    const w = pane && this.windowOf(pane);
    if (!w) return;
    const own = w.settings["allow-rename"];
    const allowed = own === undefined
      ? this.#spec.allowRename?.() ?? false
      : settingFromText("allow-rename", own) === true;
    if (!allowed) return;
    if (name === "") {
      this.setAutoName(w, null);
      if (!this.autoNameOf(w)) w.name = "";
    } else {
      w.autoName = false;
      w.name = name;
    }
    this.notifyHook("window-renamed", { window: w });
    this.statusChanged();
  }

  /**
   * Fires tmux's hook `name` for `at` in this session (a window's pane:
   * its active one when `at` names none).
   */
  notifyHook(name: string, at: HookAt = {}): void {
    const pane = at.pane ?? at.window?.active;
    this.#spec.hook?.(name, { ...at, session: this, pane });
  }

  /**
   * Gives the focus to the active pane of the shown window while a client
   * of the session has it, and takes it from the others (tmux's
   * `window_pane_update_focus`), writing `CSI I` or `CSI O` to those
   * whose program asked for focus reports; nothing with `focus-events`
   * off, as tmux.
   */
  updateFocus(): void {
    if (!(this.#spec.focusEvents?.() ?? false)) return;
    let clientFocused = false;
    for (const c of this.clients) if (c.focused) clientFocused = true;
    for (const w of this.windows) {
      for (const pane of w.panes.values()) {
        const focused = clientFocused && w === this.window &&
          pane === w.active && !pane.dead;
        if (focused === pane.focused) continue;
        pane.focused = focused;
        this.notifyHook(focused ? "pane-focus-in" : "pane-focus-out", {
          window: w,
          pane,
        });
        if (pane.focusReports) this.#writeFocus(pane);
      }
    }
  }

  /**
   * `pane`'s program turned focus reports on (mode 1004): with
   * `focus-events` on it is told at once whether it has the focus, as
   * tmux 3.3a's `input_csi_dispatch_sm_private`.
   */
  #focusAsked(pane: Pane): void {
    if (!(this.#spec.focusEvents?.() ?? false)) return;
    this.updateFocus();
    this.#writeFocus(pane);
  }

  // CSI I or CSI O to `pane`'s program, as it has the focus or not.
  #writeFocus(pane: Pane): void {
    if (pane.dead) return;
    pane.write(
      pane.focused ? FOCUS_IN : FOCUS_OUT,
      `Pane ${this.describe(pane)}`,
      false,
    ).catch(() => {
      // A program not reading its input misses the report, as in tmux.
    });
  }

  /**
   * Flags the window of pane `id` with activity or a bell when no client
   * sees it: not the one shown, or none attached (tmux's `s->curw != wl
   * || s->attached == 0`).
   */
  #flagWindow(id: number, flag: AlertKind): void {
    const pane = this.#pane(id);
    const w = pane && this.windowOf(pane);
    // Seen when shown to a client; with none attached, flagged too, as tmux's.
    if (!w || (w === this.window && this.clients.size > 0) || w[flag]) return;
    w[flag] = true;
    this.#shownChanged();
  }

  /**
   * Names pane `id`'s window after the program in front in it, when it is
   * the window's active pane and the window names itself (tmux's
   * automatic-rename). Looked at on output, at most every NAME_CHECK_MS,
   * and once more NAME_CHECK_MS later: the output of `vim` or `sleep 9`
   * typed at a shell is its echo, before the program has replaced the
   * shell in front (and again while the shell's fork is still in front,
   * FORKING_LOOKS).
   */
  #checkName(id: number): void {
    const pane = this.#pane(id);
    const w = pane && this.windowOf(pane);
    if (!w || !this.autoNameOf(w) || pane !== w.active || w.nameCheckLater) {
      return;
    }
    const wait = w.nameCheckedAt + NAME_CHECK_MS - performance.now();
    if (wait <= 0) this.#nameWindow(w);
    looksLater(w, wait > 0 ? wait : NAME_CHECK_MS, (later) => {
      w.nameCheckLater = later;
    }, () => {
      if (!this.windows.includes(w) || !this.autoNameOf(w)) return false;
      this.#nameWindow(w);
      return true;
    });
  }

  /**
   * Whether `w` names itself (tmux's `automatic-rename`): its own value,
   * else the daemon's.
   */
  autoNameOf(w: Window): boolean {
    return w.autoName ?? this.#spec.automaticRename?.() ?? true;
  }

  /**
   * Sets `w`'s own `automatic-rename` (null: the daemon's again); on, it
   * is named at once, as tmux's option.
   */
  setAutoName(w: Window, on: boolean | null): void {
    w.autoName = on;
    if (this.autoNameOf(w)) this.#nameWindow(w);
  }

  /**
   * The daemon's settings changed: the windows that name themselves are
   * named now (a `set -g automatic-rename on`), as tmux's
   * `options_push_changes`.
   */
  nameWindows(): void {
    for (const w of this.windows) if (this.autoNameOf(w)) this.#nameWindow(w);
  }

  /**
   * Names `w` after the program in front in its active pane, or by
   * `automatic-rename-format` for that pane when it is not tmux's default
   * (`#{b:pane_current_path}`: the directory's name).
   */
  #nameWindow(w: Window): void {
    w.nameCheckedAt = performance.now();
    // tmux's default format: `[tmux]` while the pane is in a mode.
    const name = this.#spec.formatName?.(this, w)?.slice(0, AUTO_NAME_MAX) ??
      (w.active.copyMode ? "[tmux]" : foregroundCommand(w.active));
    if (name === "" || name === w.name) return;
    w.name = name;
    this.notifyHook("window-renamed", { window: w });
    this.statusChanged();
  }

  /** Makes `pane` its window's active pane, and shows that window. */
  selectPane(pane: Pane): void {
    const w = this.windowOf(pane);
    if (!w) return;
    w.select(pane);
    this.selectWindow(w);
  }

  /**
   * Makes `pane` its window's active pane, the window shown staying as it
   * is (`split-window -d`: tmux never changes the current window there).
   */
  activatePane(pane: Pane): void {
    const w = this.windowOf(pane);
    if (!w) return;
    w.select(pane);
    this.#publishLayout();
  }

  /**
   * Swaps panes `a` and `b` (tmux's `swap-pane -s A -t B`), in one window
   * or two: without `detached`, `b` comes active in its window (one
   * window), or each pane comes active where it lands (two); with it,
   * the active places stay active.
   */
  swapPanes(a: Pane, b: Pane, detached: boolean): void {
    const wa = this.windowOf(a);
    const wb = this.windowOf(b);
    if (!wa || !wb) throw new RequestFailure("not-found", "That pane is gone");
    wa.zoomed = wb.zoomed = false;
    if (wa === wb) {
      const wasActive = wa.active;
      wa.layout.swap(a.id, b.id);
      if (!detached) wa.select(b);
      else if (wasActive === a) wa.select(b);
      else if (wasActive === b) wa.select(a);
      this.#publishLayout();
      return;
    }
    const [activeA, activeB] = [wa.active === a, wb.active === b];
    wa.layout.replace(a.id, b.id);
    wb.layout.replace(b.id, a.id);
    wa.panes.delete(a.id);
    wb.panes.delete(b.id);
    wa.panes.set(b.id, b);
    wb.panes.set(a.id, a);
    for (
      const [w, gone, came, was] of [[wa, a, b, activeA], [
        wb,
        b,
        a,
        activeB,
      ]] as const
    ) {
      if (w.last === gone) w.last = null;
      if (!detached || was) {
        if (w.active !== gone) w.last = w.active;
        w.active = came;
      }
    }
    this.#publishLayout();
  }

  /**
   * Moves `pane` out of its window into a new one (prefix `!`), at index
   * `at` (tmux's `break-pane -t SESSION:INDEX`; null: the lowest free
   * one), called `name` (-n; else after its program).
   */
  breakPane(
    pane: Pane,
    detached = false,
    at: number | null = null,
    name?: string,
  ): Window {
    const from = this.windowOf(pane);
    if (!from) throw new RequestFailure("not-found", "That pane is gone");
    if (from.panes.size === 1) {
      throw new RequestFailure(
        "bad-request",
        "The pane is alone in its window; there is nothing to break it from",
      );
    }
    const index = at ?? this.#freeIndex(); // tmux's break-pane, as new-window
    this.#checkFree(index, "break-pane");
    from.remove(pane);
    const w = this.#newWindow(index, pane, name);
    this.windows.push(w);
    this.#sortWindows();
    // -d: the window shown stays (its layout without the pane is drawn).
    this.selectWindow(detached ? this.window : w);
    return w;
  }

  /**
   * Swaps the indexes of windows `a` and `b` (tmux's `swap-window`). tmux's
   * shown and last windows are indexes: the index shown shows the other
   * window then, and so do the last ones; `follow` shows `a` at its new
   * index (what tmux 3.3a does with -d, whatever its manual says).
   */
  swapWindows(a: Window, b: Window, follow: boolean): void {
    if (a === b) return;
    [a.index, b.index] = [b.index, a.index];
    const other = (w: Window) => (w === a ? b : w === b ? a : w);
    this.window = other(this.window);
    this.#lastWindows = this.#lastWindows.map(other);
    this.#sortWindows();
    if (follow) this.selectWindow(a);
    else this.selectWindow(this.window);
  }

  /**
   * Moves window `w` to `index` (tmux's `move-window`; null: the first
   * index free, its own counted). An index taken is refused, unless `kill`
   * (-k): then the window there goes at once, its programs ended. `w` is
   * shown unless `detached`, and always when it takes the place of the
   * window shown.
   */
  moveWindow(
    w: Window,
    index: number | null,
    kill: boolean,
    detached: boolean,
  ): void {
    const { at, there } = this.placeFor(w, index, kill);
    if (there === this.window) {
      // As tmux: the window killed was shown; `w` is, and the last window
      // stays the last (the one killed is not one to go back to).
      this.#discardWindow(there);
      this.window = w;
      this.#lastWindows = this.#lastWindows.filter((l) => l !== w);
      detached = false;
    } else if (there) this.#discardWindow(there);
    const from = w.index;
    w.index = at;
    this.#sortWindows();
    if (!detached) {
      this.selectWindow(w);
      return;
    }
    if (w === this.window) {
      // Not through `selectWindow`: `w` does not become the last window.
      this.window = this.#shownAfter(from);
      this.window.activity = this.window.bell = this.window.silence = false;
    }
    this.#publishLayout();
  }

  /**
   * What tmux shows when `move-window -d` moves the window shown: its old
   * index goes as a window closing there would, so the last window shown
   * (taken off the stack), else the one before the old index, wrapping
   * round (the moved window too, at its new index).
   */
  #shownAfter(from: number): Window {
    const last = this.#lastWindows.shift();
    if (last) return last;
    const before = this.windows.filter((o) => o.index < from).at(-1);
    return before ?? this.windows.at(-1)!;
  }

  /**
   * Where `move-window` puts `w` here: `index` (null: the first free one)
   * and the window there now; throws when that is `w` itself, or when
   * the index is in use and not `kill`.
   */
  placeFor(
    w: Window,
    index: number | null,
    kill: boolean,
  ): { at: number; there: Window | undefined } {
    const at = index ?? this.#freeIndex();
    const there = this.windows.find((o) => o.index === at);
    if (there === w) {
      throw new RequestFailure(
        "bad-request",
        `Window ${this.name}:${at} is at index ${at} already`,
      );
    }
    if (there && !kill) {
      throw new RequestFailure(
        "bad-request",
        `Index ${at} of session ${this.name} is in use (move-window -k kills the window there)`,
      );
    }
    return { at, there };
  }

  /**
   * Numbers the windows from `base-index` (0, 1, 2 ...) in their order
   * (`move-window -r`).
   */
  renumberWindows(): void {
    const base = this.baseIndex;
    this.windows.forEach((w, i) => (w.index = base + i));
    this.#publishLayout();
  }

  /** Refuses index `at` when a window has it (tmux: "index in use"). */
  #checkFree(at: number, cmd: string): void {
    if (this.windows.some((w) => w.index === at)) {
      throw new RequestFailure(
        "bad-request",
        `Index ${at} of session ${this.name} is in use (${cmd} -t ${this.name}: takes the first free one)`,
      );
    }
  }

  /** The lowest index from `base-index` no window has (tmux's). */
  #freeIndex(): number {
    const taken = new Set(this.windows.map((w) => w.index));
    let i = this.baseIndex;
    while (taken.has(i)) i++;
    return i;
  }

  /**
   * A new window of the session's size at `index`, holding `pane`: named
   * `name` (automatic-rename off), else after the pane's program.
   */
  #newWindow(index: number, pane: Pane, name?: string): Window {
    const w = new Window(
      this.#windowIds.take(),
      index,
      name ?? windowName(pane.command),
      pane,
      this.cols,
      this.rows,
    );
    if (name !== undefined) w.autoName = false;
    this.notifyHook("window-linked", { window: w });
    return w;
  }

  /** Keeps `windows` in index order, as the status line and `ls` list them. */
  #sortWindows(): void {
    this.windows.sort((a, b) => a.index - b.index);
  }

  /**
   * Takes window `w` out of the session at once and ends its programs
   * (`move-window -k`; tmux destroys that window there and then): its
   * panes close now, their programs get SIGHUP (SIGKILL after the grace)
   * and are reaped later, and waits on them end.
   */
  #discardWindow(w: Window): void {
    this.windows.splice(this.windows.indexOf(w), 1);
    this.notifyHook("window-unlinked", { window: w });
    this.#lastWindows = this.#lastWindows.filter((l) => l !== w);
    for (const pane of w.panes.values()) {
      pane.killed = true;
      this.#parse.rejectWatches(
        new RequestFailure("exited", `Pane %${pane.id} was killed`),
        pane.id,
      );
      if (!pane.status) this.#signalLater(pane);
      // Dead and parsed: its exit, when reaped, ends a `wait --exit` on
      // it and nothing else (`#maybePaneEnd`).
      pane.dead = true;
      pane.parsed = true;
      pane.close();
      this.#parse.post({ t: "drop-pane", pane: pane.id });
    }
  }

  /**
   * Moves `pane` into `target`'s window (tmux's `join-pane`, the inverse
   * of `break-pane`), splitting `target`: "lr" puts it right of `target`,
   * "tb" below (`before`: left, above); `size` its width or height. It
   * keeps its program, id, screen and history; the window it leaves
   * closes when it was that window's last pane. It becomes the active
   * pane of a window shown, unless `detached`.
   */
  joinPane(
    pane: Pane,
    target: Pane,
    kind: SplitKind,
    size: number | undefined,
    before: boolean,
    detached: boolean,
  ): void {
    const from = this.windowOf(pane);
    const to = this.windowOf(target);
    if (!from || !to) {
      throw new RequestFailure("not-found", "That pane is gone");
    }
    if (pane === target) {
      throw new RequestFailure(
        "bad-request",
        "The source and target panes are the same pane; name two",
      );
    }
    // Within one window the pane is in the layout already: its new place
    // holds a stand-in until it has left the old one.
    const STAND_IN = -1;
    splitForJoin(
      to.layout,
      target.id,
      from === to ? STAND_IN : pane.id,
      kind,
      size,
      before,
    );
    // As tmux: both windows unzoomed.
    from.zoomed = to.zoomed = false;
    const emptied = from !== to && from.panes.size === 1;
    if (from === to) {
      to.layout.remove(pane.id);
      to.layout.replace(STAND_IN, pane.id);
    } else {
      if (!emptied) from.remove(pane);
      to.panes.set(pane.id, pane);
    }
    if (!detached) {
      to.select(pane);
      this.selectWindow(to);
    }
    // After the select, as tmux kills it: the window left empty is no
    // last window to go back to.
    if (emptied) this.#removeWindow(from);
    this.#publishLayout();
  }

  // -------------------------------------------------------------------------
  // Moves between sessions: a pane's engine goes from one parse worker to
  // the other, as a live upgrade carries it (`handOff`, then `adopt*`).

  /**
   * Refuses to give `panes` to another session when they cannot go: the
   * session is being upgraded or has ended, or one of them has exited
   * (a dead pane has no pty left to read).
   */
  checkHandOff(panes: Iterable<Pane>): void {
    this.#checkOpen();
    for (const p of panes) {
      if (p.dead || p.status || p.handingOff) {
        throw new RequestFailure(
          "bad-request",
          `Pane %${p.id} has exited or is moving; it cannot change sessions`,
        );
      }
    }
  }

  /**
   * Refuses a move when this session has ended (its dead last pane kept:
   * `remain-on-exit`, `--keep`; retrying cannot help) or is being upgraded.
   */
  #checkOpen(): void {
    if (this.exit || this.#gone) {
      throw new RequestFailure(
        "exited",
        `Session ${this.name} has exited; its panes and windows cannot move (berth kill ${this.name} removes it)`,
      );
    }
    if (this.#frozen) {
      throw new RequestFailure(
        "busy",
        `Session ${this.name} is being upgraded; retry`,
      );
    }
  }

  /** It has ended, or is ending: it takes no pane from another session. */
  get closed(): boolean {
    return this.#gone || this.exit !== null;
  }

  /** Refuses `count` more panes when the session cannot hold them. */
  checkRoom(count: number): void {
    this.#checkOpen();
    if (this.#paneCount() + count > MAX_PANES) {
      throw new RequestFailure(
        "bad-request",
        `Session ${this.name} would have more than ${MAX_PANES} panes`,
      );
    }
  }

  /**
   * Stops reading `panes` here and resolves with their engines once all
   * that was read of them is parsed (what their programs write meanwhile
   * waits in the pty), for another session to `adopt*` them. They stay
   * in their windows, ending nothing, until `takeOut`.
   */
  async handOff(panes: Pane[]): Promise<Map<number, EngineState>> {
    this.checkHandOff(panes);
    const parsed: Promise<void>[] = [];
    for (const p of panes) {
      p.handingOff = true;
      if (p.parsed) continue;
      parsed.push(
        new Promise((r) =>
          this.#thawing.set(p.id, () => {
            this.#thawing.delete(p.id);
            r();
          })
        ),
      );
      p.ring.requestStop();
    }
    await Promise.all(parsed);
    const engines = new Map(await this.#parse.saveEngines());
    for (const p of panes) {
      this.#parse.rejectWatches(
        new RequestFailure("exited", `Pane %${p.id} moved to another session`),
        p.id,
      );
      this.#parse.post({ t: "drop-pane", pane: p.id });
    }
    await Promise.all(panes.map((p) => p.gathered));
    return engines;
  }

  /** Takes handed-off `panes` out of their windows here (a window emptied goes). */
  takeOut(panes: Pane[]): void {
    for (const p of panes) {
      const w = this.windowOf(p);
      if (!w) continue;
      if (w.panes.size > 1) w.remove(p);
      else if (!this.#takeWindowOut(w)) return;
    }
    this.#publishLayout();
  }

  /**
   * Takes handed-off window `w` out of this session whole, its panes and
   * layout kept for the session it goes to (`move-window`; `takeOut` would
   * take its panes out one by one, leaving it one).
   */
  takeOutWindow(w: Window): void {
    if (!this.windows.includes(w)) return;
    if (this.#takeWindowOut(w)) this.#publishLayout();
  }

  /**
   * Removes window `w`; false when it was the last: the session's other
   * windows closed while it was handed off, and the session has ended, as
   * tmux's does when its last window leaves.
   */
  #takeWindowOut(w: Window): boolean {
    if (this.windows.length > 1) {
      this.#removeWindow(w);
      return true;
    }
    this.#end({ code: 0, signal: null });
    this.#finish();
    return false;
  }

  /**
   * The pane `old` of session `from` (`handOff`), as a pane of this
   * session on the same pty: its engine restored in this parse worker,
   * read by the gather worker into a ring of its own, its exit watched.
   */
  #adoptPane(old: Pane, engine: EngineState | undefined, from: Session): Pane {
    const pane = new Pane(
      old.id,
      old.pty,
      this.#gather.wakeFd,
      old.command,
      old.cols,
      old.rows,
    );
    // What respawn-pane starts again there: its program, not the session's.
    pane.argv0 = old.argv0;
    pane.cwd = old.cwd;
    pane.cursorKeys = old.cursorKeys;
    pane.bracketedPaste = old.bracketedPaste;
    pane.mouse = old.mouse;
    pane.killed = old.killed;
    pane.pipe = old.pipe;
    pane.scrollback = old.scrollback;
    pane.title = old.title;
    pane.userOptions = old.userOptions;
    pane.remainOnExit = old.remainOnExit;
    old.handOver(pane);
    this.#parse.post({
      t: "add-pane",
      pane: {
        ...paneInit(pane),
        engine,
        ...(old.copyMode ? { copyMode: old.copyMode } : {}),
      },
    });
    this.#gatherPane(pane);
    this.#keepCopyMode(pane, old.copyMode);
    pane.exitWatch = old.exitWatch ?? this.#watcher.exited(pane.pid);
    pane.exitWatch.then(
      (status) => this.#childExited(pane, status),
      (err) => this.#log.info(`session ${this.name}: ${err}`),
    );
    const exit = from.#paneExits.get(old);
    if (exit) {
      from.#paneExits.delete(old);
      this.#paneExits.set(pane, exit);
    }
    return pane;
  }

  // Copy mode on a pane come from another session goes on here, as tmux's
  // mode goes with its pane (`move-pane`, `join-pane`, `move-window`):
  // this parse worker, which had it with the pane (`PaneInit.copyMode`),
  // moves its lines on their text at the reflow to the new window's size,
  // and this session's clients show it.
  #keepCopyMode(pane: Pane, state: CopyModeState | null): void {
    if (!state) return;
    pane.copyMode = state;
    for (const c of this.clients) c.copyMode(pane.id, state);
  }

  /**
   * Window `w` of session `from`, its panes handed off (`handOff`,
   * `takeOut`), becomes this session's at `index` (as `moveWindow`; an
   * index taken meanwhile: the first free one, unless `kill`).
   */
  adoptWindow(
    w: Window,
    engines: Map<number, EngineState>,
    from: Session,
    index: number | null,
    kill: boolean,
    detached: boolean,
  ): void {
    this.#adoptPanes(w, engines, from);
    const taken = index !== null &&
      this.windows.some((o) => o.index === index);
    const { at, there } = this.placeFor(
      w,
      taken && !kill ? null : index,
      kill,
    );
    if (there) this.#discardWindow(there);
    if (there && there === this.window) {
      this.window = w;
      detached = false;
    }
    this.notifyHook("window-linked", { window: w });
    w.index = at;
    w.activity = w.bell = w.silence = false;
    this.windows.push(w);
    this.#sortWindows();
    if (detached) this.#publishLayout();
    else this.selectWindow(w);
    this.#nameArrived(w);
  }

  /**
   * A window that came from another session is looked at here: the check
   * of its name `from` had due (its program just ended: `seq` then the
   * shell) was dropped with it, and it may print nothing more.
   */
  #nameArrived(w: Window): void {
    w.nameCheckLater?.();
    w.nameCheckLater = undefined;
    this.#checkName(w.active.id);
  }

  /** Each pane of window `w`, handed off by `from`, becomes this session's. */
  #adoptPanes(
    w: Window,
    engines: Map<number, EngineState>,
    from: Session,
  ): void {
    for (const old of [...w.panes.values()]) {
      const pane = this.#adoptPane(old, engines.get(old.id), from);
      w.panes.set(pane.id, pane);
      if (w.active === old) w.active = pane;
      if (w.last === old) w.last = pane;
    }
  }

  /**
   * Window `w` of session `from` (its panes handed off) takes the place of
   * this session's `old` (handed off to `from` in turn: a `swap-window`
   * between sessions): its index, and its being shown or last, as tmux's
   * winlinks keep theirs (`index`: `old`'s before the swap began);
   * `select` shows it.
   */
  swapIn(
    old: Window,
    index: number,
    w: Window,
    engines: Map<number, EngineState>,
    from: Session,
    select: boolean,
  ): void {
    this.#adoptPanes(w, engines, from);
    w.index = index;
    this.windows[this.windows.indexOf(old)] = w;
    if (this.window === old) this.window = w;
    this.#lastWindows = this.#lastWindows.map((l) => l === old ? w : l);
    if (select || this.window === w) this.selectWindow(w);
    else this.#publishLayout();
    this.#nameArrived(w);
  }

  /**
   * Pane `old` of session `from` (handed off and taken out) joins
   * `target`'s window here, as `joinPane`; should `target` be gone or
   * too small by now, it gets a window of its own.
   */
  adoptJoined(
    old: Pane,
    engine: EngineState | undefined,
    from: Session,
    target: Pane,
    kind: SplitKind,
    size: number | undefined,
    before: boolean,
    detached: boolean,
  ): Pane {
    const pane = this.#adoptPane(old, engine, from);
    const to = this.windowOf(target);
    try {
      if (!to) throw new NoRoomError();
      to.layout.split(target.id, pane.id, kind, size, before);
    } catch {
      const w = this.#newWindow(this.#freeIndex(), pane);
      this.windows.push(w);
      this.#sortWindows();
      if (detached) this.#publishLayout();
      else this.selectWindow(w);
      return pane;
    }
    to.zoomed = false;
    to.panes.set(pane.id, pane);
    if (!detached) {
      to.select(pane);
      this.selectWindow(to);
    } else this.#publishLayout();
    return pane;
  }

  /**
   * Takes a pane out at once, as tmux's kill-pane does: out of its window,
   * the lists and the layout now, its heir active (`Window.remove`). Its
   * program is ended in the background (`#startEnding`). (Waiting for the
   * program, a C-b x on one that ignores SIGHUP held the keys typed after
   * it some 2 s.) The session's last pane takes the session with it, at
   * once too (`kill`).
   */
  killPane(pane: Pane): void {
    // The dead last pane of an ended session: the session goes with it.
    if (this.exit) {
      this.kill();
      return;
    }
    // Killed whole already (kill-window of its last window): gone with it.
    if (this.#gone) return;
    // Its program's end is the other session's to see (`handOff`).
    this.#notMoving([pane]);
    // Killed, the pane goes whatever remain-on-exit says: a dead last
    // pane takes its session with it.
    pane.killed = true;
    if (pane.dead || pane.ended) {
      this.#closePane(pane);
      return;
    }
    // The last that stays: the session goes with it (not waited for).
    if (!this.#anotherStays(pane)) {
      this.kill();
      return;
    }
    this.#parse.rejectWatches(
      new RequestFailure("exited", `Pane %${pane.id} was killed`),
      pane.id,
    );
    this.#closePane(pane, undefined, true);
  }

  /**
   * `pane`, killed, out of sight (`#ending`): its program is ended in the
   * background (`Endings`: SIGHUP and SIGCONT, SIGKILL after the grace,
   * reaped, across an upgrade too). Its output is read to the end for its
   * `pipe-pane` command alone; without one its terminal closes at once,
   * as tmux's kill closes it (a program that floods gets EIO, where it was
   * read and parsed unseen for its 3 s: 0.7 s of CPU). It goes for good
   * once its program has ended (`#letGo`), or GONE_LIMIT_MS after the
   * kill when that cannot die: let go then, logged in one line naming
   * its pid.
   */
  #startEnding(pane: Pane): void {
    this.#ending.add(pane);
    if (!pane.status) this.#signalLater(pane);
    if (!pane.pipe?.open) pane.close();
    // Exited already, and nothing left to read for a pipe: gone now.
    if (pane.ended || (pane.status && !pane.pipe?.open)) {
      return this.#letGo(pane);
    }
    after(GONE_LIMIT_MS, () => {
      if (!this.#ending.has(pane)) return;
      this.#log.error(`session ${this.name}: ${stuckLine(pane)}`);
      this.#letGo(pane);
    });
  }

  /**
   * A killed pane out of sight (`#ending`) whose program has ended (its
   * output read to the end, or its terminal closed), or that is let go:
   * its pty closes (its pipe's command gets the rest, then the end), the
   * parse worker forgets it, and its own event stream (`events -t %N`)
   * ends with its program's exit.
   */
  #letGo(pane: Pane): void {
    if (!this.#ending.delete(pane)) return;
    pane.close();
    this.#parse.post({ t: "drop-pane", pane: pane.id });
    // An upgrade lets it go for the next daemon, which ends it.
    if (this.#frozen) return;
    const status = pane.status ?? STUCK_STATUS;
    this.#lastEnding = status;
    this.#emit({ type: "exit", status }, pane.id);
    this.#settleIfEnded();
  }

  /**
   * The killed pane `%id` whose program is still being ended (`#ending`),
   * for a `wait --exit` that comes after the kill.
   */
  endingPane(id: number): Pane | undefined {
    for (const p of this.#ending) if (p.id === id) return p;
    return undefined;
  }

  /**
   * Whether the session keeps a pane besides `pane` that is not being
   * killed: else `pane` goes with the session.
   */
  #anotherStays(pane: Pane): boolean {
    for (const w of this.windows) {
      for (const p of w.panes.values()) {
        if (p !== pane && !p.killed) return true;
      }
    }
    return false;
  }

  /**
   * Ends every program of window `w`, its panes out of every list now.
   * All marked killed first: the session's last window goes whole with
   * the session (its first pane taken out at once gave the others the
   * window, and their programs a SIGWINCH, until they had ended).
   */
  killWindow(w: Window): void {
    const panes = [...w.panes.values()];
    this.#notMoving(panes);
    for (const p of panes) p.killed = true;
    killEach(panes, (p) => this.killPane(p));
  }

  /** Toggles the zoom of `pane`'s window, with `pane` active. */
  toggleZoom(pane: Pane): void {
    const w = this.windowOf(pane);
    if (!w) return;
    const zoom = !(w.zoomed && w.active === pane);
    w.select(pane);
    w.zoomed = zoom && w.panes.size > 1;
    this.#publishLayout();
  }

  /** The window's layout changed: re-size the ptys and re-compose. */
  layoutChanged(): void {
    this.#publishLayout();
  }

  /**
   * Sets every pane's pty to its rectangle (TIOCSWINSZ), then publishes
   * the arrangement for the parse worker, which re-sizes its engines and
   * composes the shown window before it parses the next batch.
   */
  #publishLayout(): void {
    this.#shownChanged();
    // A pane or window selected: the focus may have moved.
    this.updateFocus();
    for (const w of this.windows) {
      // Its active pane changed: the default name's `[tmux]` follows it.
      const inMode = w.active.copyMode !== null;
      if ((w.name === "[tmux]") !== inMode && this.autoNameOf(w)) {
        this.#nameWindow(w);
      }
      w.borderStatus = this.borderStatusOf(w);
      w.resize(this.cols, this.rows);
    }
    // The shown window's border styles, which may be its own.
    this.#postBorderStyles();
    const status = this.window.borderStatus;
    // The shown window's size: the session's, or more when its panes need
    // more (`Layout.resize`); a client then shows the part with the cursor.
    const layout: SharedLayout = {
      cols: this.window.cols,
      rows: this.window.rows,
      active: this.window.active.id,
      marked: -1,
      status,
      after: this.#parse.copyPosted,
      panes: [],
    };
    const marked = markedPane();
    if (marked?.session === this && marked.window === this.window) {
      layout.marked = marked.pane.id;
    }
    const looks: [Window, WindowLook][] = [];
    for (const w of this.windows) {
      const shown = w.shown();
      const rects = w.layout.rects();
      let cells = w.zoomed ? "z" : "";
      // In pane order (the panes' numbers): the borders are drawn by it
      // (`compose.ts`: which pane a border cell is, `number` lines).
      for (const pane of w.ordered()) {
        const r = shown.get(pane.id) ?? rects.get(pane.id)!;
        const resized = this.#setPaneSize(pane, r.cols, r.rows);
        if (resized && w !== this.window) {
          pane.redrawUntil = Date.now() + REDRAW_MS;
        }
        layout.panes.push({
          id: pane.id,
          ...r,
          visible: w === this.window && shown.has(pane.id),
        });
        cells += `,${pane.id}:${r.x}.${r.y}.${r.cols}.${r.rows}`;
      }
      looks.push([w, {
        active: w.active.id,
        cells,
        size: `${w.cols}x${w.rows}`,
      }]);
    }
    writeLayout(this.#layout, layout);
    this.#labels.refresh();
    this.#updateRoute();
    this.#parse.post({ t: "resize" });
    // The window list may have changed with it (the status line); a
    // client's first frame waits for its attach answer.
    for (const c of this.clients) if (c.view.seq > 0) c.pump();
    this.#noticeChanges(looks);
  }

  /** Each window as the last `#publishLayout` left it (`#noticeChanges`). */
  #looks = new WeakMap<Window, WindowLook>();
  /** The window shown as of the last `#publishLayout`. */
  #lookedShown: Window | null = null;

  /**
   * Fires tmux's hooks for what changed since the last publish, whatever
   * changed it (a split, a kill, select-pane, resize-pane, a zoom, a
   * client's new size ...), in tmux's order: `window-pane-changed`
   * (`window_set_active_pane`, `window_lost_pane`),
   * `window-layout-changed` (`layout_fix_panes`' callers, `resize_window`),
   * `window-resized` (`resize_window`), then `session-window-changed`
   * (`session_set_current`). A window new here (made, moved in) is only
   * looked at, as tmux notifies none of these for it.
   */
  #noticeChanges(looks: [Window, WindowLook][]): void {
    for (const [w, look] of looks) {
      const was = this.#looks.get(w);
      this.#looks.set(w, look);
      if (!was) continue;
      const at = { window: w };
      if (was.active !== look.active) {
        this.notifyHook("window-pane-changed", at);
      }
      if (was.cells !== look.cells || was.size !== look.size) {
        this.notifyHook("window-layout-changed", at);
      }
      if (was.size !== look.size) this.notifyHook("window-resized", at);
    }
    const was = this.#lookedShown;
    this.#lookedShown = this.window;
    if (was && was !== this.window) {
      this.notifyHook("session-window-changed", { window: this.window });
    }
  }

  /**
   * Typed keys go straight to the active pane, while it takes them and
   * they go to it alone (else through `input()`: `synchronize-panes`).
   */
  #updateRoute(): void {
    const w = this.window;
    const p = w.active;
    const many = this.synchronizedOf(w) && !w.zoomed && w.panes.size > 1;
    const id = p.status || p.dead || this.#frozen || many ? -1 : p.gatherId;
    Atomics.store(this.route, 0, id);
  }

  /** Sets `w`'s own `synchronize-panes` (null: the daemon's again). */
  synchronize(w: Window, on: boolean | null): void {
    w.synchronized = on;
    this.#updateRoute();
  }

  /**
   * Whether keys typed in `w` go to all its panes: its own
   * `synchronize-panes`, else the daemon's (tmux's global window option).
   */
  synchronizedOf(w: Window): boolean {
    return w.synchronized ?? this.daemonSetting("synchronize-panes") === true;
  }

  /** The daemon's settings changed: `synchronize-panes` may have. */
  routeKeys(): void {
    this.#updateRoute();
  }

  // True when the pane's size changed.
  #setPaneSize(pane: Pane, cols: number, rows: number): boolean {
    try {
      return pane.setSize(cols, rows);
    } catch (err) {
      this.#log.info(
        `session ${this.name}: resize failed: ${(err as Error).message}`,
      );
      return false;
    }
  }

  // -------------------------------------------------------------------------
  // Attach clients

  /**
   * Adds an attach client; its first frame follows its attach response.
   * `carried`: it resumes after a live upgrade, as it was then; it takes
   * the session's size only if it had it (the session kept that size),
   * else the client resuming last, whichever it was, would set the size.
   */
  attach(
    client: AttachedClient,
    carried?: { lastActive: number; sized: boolean },
  ): void {
    // The shown window's alerts while none was attached are seen now, as
    // tmux's attach shows them cleared.
    if (this.clients.size === 0 && this.window) {
      this.window.activity = this.window.bell = this.window.silence = false;
    }
    this.clients.add(client);
    this.#clientsChanged();
    this.updateFocus();
    if (!carried || carried.sized) this.#touch(client);
    else client.lastActive = carried.lastActive;
    this.#tellColours();
  }

  /**
   * Copy mode on pane `id` changed in `client` (conversation step 32): kept
   * for the pane, as tmux keeps its mode, and shown by the other clients.
   */
  setCopyMode(
    client: AttachedClient,
    id: number,
    state: CopyModeState | null,
  ): void {
    const pane = this.#paneById(id);
    if (!pane) return; // gone meanwhile
    this.#setMode(pane, state);
    // The worker moves its lines when a reflow renumbers them.
    this.#parse.post({ t: "copy-mode", pane: id, state });
    for (const c of this.clients) if (c !== client) c.copyMode(id, state);
  }

  /** `pane` leaves copy mode: the mode, and the worker's view of it. */
  #leaveMode(pane: Pane): void {
    this.#setMode(pane, null);
    this.#parse.post({ t: "copy-mode", pane: pane.id, state: null });
  }

  /**
   * `pane`'s copy mode state; entering or leaving fires tmux's
   * `pane-mode-changed` (`window_pane_set_mode`, `_reset_mode`), a move
   * within it not.
   */
  #setMode(pane: Pane, state: CopyModeState | null): void {
    const changed = (pane.copyMode === null) !== (state === null);
    pane.copyMode = state;
    if (changed) {
      const window = this.windowOf(pane);
      this.notifyHook("pane-mode-changed", { window, pane });
      // Its name and the status line's formats see the mode
      // (`#{pane_in_mode}`), as tmux's redraw at a mode change.
      if (window && pane === window.active && this.autoNameOf(window)) {
        this.#nameWindow(window);
      }
      this.statusChanged();
    }
  }

  /**
   * Tells `client` every pane of this session in copy mode, once the parse
   * worker has taken the sizes its attach gave (a reflow moves the kept
   * lines there: `copy_mode_reflow.ts`).
   */
  async sendCopyModes(client: AttachedClient): Promise<void> {
    await this.#parse.handled();
    if (!this.clients.has(client)) return; // gone, or switched on
    for (const w of this.windows) {
      for (const pane of w.panes.values()) {
        if (pane.copyMode) client.copyMode(pane.id, pane.copyMode);
      }
    }
  }

  #paneById(id: number): Pane | undefined {
    for (const w of this.windows) {
      for (const pane of w.panes.values()) if (pane.id === id) return pane;
    }
    return undefined;
  }

  /** An attach client's terminal said its colours (`colours`). */
  clientColours(client: AttachedClient, fg: number, bg: number): void {
    client.colours = [fg, bg];
    this.#tellColours();
  }

  /**
   * Tells the panes the colours of the first attach client's terminal
   * that said them, as tmux 3.4 answers OSC 10/11 with its first
   * client's: a program that asks gets them (vim's `background`). When
   * that client leaves, the next one's that said them; with none, the
   * last ones stay until another's come.
   */
  #tellColours(): void {
    for (const c of this.clients) {
      if (!c.colours) continue;
      const [fg, bg] = c.colours;
      if (fg === this.#outerColours[0] && bg === this.#outerColours[1]) return;
      this.#outerColours = [fg, bg];
      this.#parse.post({ t: "outer-colours", fg, bg });
      return;
    }
  }

  /** Removes an attach client, telling it why. */
  detach(client: AttachedClient, reason: "detached"): void {
    if (!this.clients.delete(client)) return;
    this.#clientsChanged();
    this.updateFocus();
    client.end({ t: "end", reason, name: this.name });
    this.#afterClientLeft(client);
  }

  /** The client's connection closed. */
  dropClient(client: AttachedClient): void {
    if (!this.clients.delete(client)) return;
    this.#clientsChanged();
    this.updateFocus();
    this.#afterClientLeft(client);
  }

  /**
   * Tells the parse worker how many clients are attached: it holds back
   * an update it drew on the terminals lent to it only when they are all
   * there is (`workers/held_updates.ts`); any other client must have it
   * at once.
   */
  #clientsChanged(): void {
    Atomics.store(
      new Int32Array(this.#signal),
      SIGNAL_CLIENTS,
      this.clients.size,
    );
    this.#labels.arm();
  }

  #afterClientLeft(client: AttachedClient): void {
    const next = this.#sizePolicy.left(client, this.clients);
    if (next) this.#touch(next);
    this.#tellColours();
  }

  /**
   * Keyboard input from an attach client: to the active pane, and with
   * `synchronize-panes` to every other pane the window shows (as tmux's
   * `window_pane_key`: not those a zoom hides). No bytes: a key bound to
   * a command, which makes the client active all the same.
   */
  input(client: AttachedClient, data: Uint8Array): void {
    if (client.readOnly) return; // Read-only clients see, never type.
    this.#touch(client);
    if (data.length === 0) return;
    const w = this.window;
    const panes = this.synchronizedOf(w) && !w.zoomed
      ? w.ordered()
      : [w.active];
    for (const pane of panes) {
      // A dead pane takes no keys (tmux drops them): no log line for each.
      if (pane.dead || (pane !== w.active && pane.ended)) continue;
      this.send(data, undefined, pane).catch((err) => {
        this.#log.info(
          `session ${this.name}: input dropped: ${(err as Error).message}`,
        );
      });
    }
  }

  /** An attach client's terminal changed size. */
  clientResized(client: AttachedClient, cols: number, rows: number): void {
    client.cols = cols;
    client.rows = rows;
    if (client.readOnly) {
      client.pump(); // Re-crop only: its own view changes, not the session.
      return;
    }
    this.#touch(client);
  }

  /**
   * `client` gave its terminal back and stopped (`suspend-client`): the
   * session takes the size of the most recently active client left, as
   * tmux ignores a suspended client's size.
   */
  clientSuspended(client: AttachedClient): void {
    client.suspended = true;
    this.#afterClientLeft(client);
  }

  /** `client` is back from a suspend (`fg`): the most recently active. */
  clientWoke(client: AttachedClient): void {
    client.suspended = false;
    if (!client.readOnly) this.#touch(client);
  }

  /**
   * Keys typed in `client` went to the active pane without the main thread
   * (`workers/tty_keys.ts`): it is the most recently active.
   */
  touched(client: AttachedClient): void {
    if (!client.readOnly) this.#touch(client);
  }

  /**
   * A terminal the daemon draws shows this session: its parse worker may
   * draw small updates there (`workers/direct_draw.ts`); returns what
   * takes it back.
   */
  lendTerminal(
    id: number,
    sab: SharedArrayBuffer,
    fd: number,
    owner: number,
  ): TerminalLoan {
    this.#parse.lendTty(id, sab, fd, owner);
    return {
      takeBack: () => this.#parse.takeTty(id),
      hurry: () => this.#parse.hurry(),
    };
  }

  /**
   * Whether typed keys must go through `input()` now: input written to the
   * active pane still waits for its pty (keys let past it would overtake
   * it), or the session is frozen.
   */
  get inputBusy(): boolean {
    return this.#frozen || this.window.active.inputQueued > 0;
  }

  /**
   * Whether `client`'s keys may go straight to the pane: the session has
   * its size. Another's go through `input()`, which gives the session
   * their client's size before the keys (`workers/tty_keys.ts`).
   */
  hasSizeOf(client: AttachedClient): boolean {
    return this.#sizePolicy.owner === client;
  }

  /** The size turn keys may pass in (`workers/tty_keys.ts`). */
  get sizeTurn(): number {
    return sizeTurn(this.route);
  }

  /**
   * tmux's `lock-after-time`: the session's clients are locked once none
   * has typed for that long (tmux's `session_lock_timer`), counted again
   * from each key.
   */
  #idle = new SilenceClock(
    () => this.#own<number>("lock-after-time") ?? this.#spec.lockAfter?.() ?? 0,
    () => {
      if (!this.exit && this.clients.size > 0) this.#spec.lockSession?.(this);
    },
  );

  /** Marks `client` the most recently active; the session takes its size. */
  #touch(client: AttachedClient): void {
    const now = Date.now();
    this.lastActive = now;
    this.#idle.reset();
    const size = this.#sizePolicy.touch(client, now);
    if (size) this.resize(size.cols, size.rows);
  }

  /** Sends every attach client the frame it is missing. */
  #pumpClients(): void {
    for (const c of this.clients) c.pump();
    this.releaseClipboard();
  }

  /**
   * The frame that brings an attach client's `view` up to date, with the
   * status line's content when it changed since the last one (a frame of
   * its own when the screen did not change). Its `status` and `panes` are
   * the same objects in every frame until they change (`#shown`): read
   * them, never change them.
   */
  updateFor(view: SentState, clipboard: boolean): UpdateMsg | null {
    if (this.#screenAwaited) return null;
    const shown = this.#shownParts();
    const changed = shown.statusKey !== view.status;
    const frame =
      this.mirror.updateFor(view, clipboard, shown.panes, shown.panesKey) ??
        (changed ? this.#bareFrame(view) : null);
    if (frame && changed) {
      frame.status = shown.status;
      view.status = shown.statusKey;
    }
    return frame;
  }

  /** The status line and shown panes, built again if they may have changed. */
  #shownParts(): ShownParts {
    if (this.#shown) return this.#shown;
    const status = this.status();
    const panes = shownPanes(this.window, this.paneBaseOf(this.window));
    this.#shown = {
      status,
      statusKey: statusKey(status),
      panes,
      panesKey: JSON.stringify(panes),
    };
    return this.#shown;
  }

  /**
   * Something the status line or the shown panes show may have changed:
   * the layout, the window shown or its active pane, a size
   * (`#publishLayout`), a name (`statusChanged`), a window's flag, a
   * pane's mouse modes or cursor keys. Frames carry them again only when
   * they differ from what each client was sent (the keys).
   */
  #shownChanged(): void {
    this.#shown = null;
  }

  /** The latest update's rows, if few: they may pass a pending ack. */
  latestRows(view: SentState, maxRows: number): UpdateMsg | null {
    if (this.#screenAwaited) return null;
    return this.mirror.latestRows(view, maxRows);
  }

  // A frame that changes nothing on the screen (for a new status line).
  #bareFrame(view: SentState): UpdateMsg {
    return this.mirror.linesFrame(view, []);
  }

  /** `pane`'s number in window `w`, from `pane-base-index` (tmux's `#P`). */
  paneIndex(w: Window, pane: Pane): number {
    return w.indexOf(pane) + this.paneBaseOf(w);
  }

  /** This session's window holding the marked pane, or null. */
  #markedWindow(): Window | null {
    const found = markedPane();
    return found?.session === this ? found.window : null;
  }

  /**
   * tmux's `#{window_flags}` of `w` (`marked`: the window holding the
   * marked pane), in tmux's order: the alerts first, then shown or last,
   * then the marked pane's, then zoom.
   */
  windowFlags(w: Window, marked = this.#markedWindow()): string {
    let flags = w.activity ? "#" : "";
    if (w.bell) flags += "!";
    if (w.silence) flags += "~";
    flags += w === this.window ? "*" : w === this.lastWindow ? "-" : "";
    if (w === marked) flags += "M";
    if (w.zoomed) flags += "Z";
    return flags;
  }

  /** What the status line shows of this session: name and windows. */
  status(): WireStatus {
    const windows: WireStatus["windows"] = [];
    const marked = this.#markedWindow();
    const owned = ownedNames(this.windows);
    for (const w of this.windows) {
      const flags = this.windowFlags(w, marked);
      // Each window's active pane's, for window-status-format (step 34).
      const where = this.#whereOf(w.active);
      // ... and its number and title (step 38).
      windows.push([
        w.index,
        w.name,
        flags,
        where.path,
        where.command,
        this.paneIndex(w, w.active),
        w.active.title,
        ...this.#statusLook(w, owned),
      ]);
    }
    windows.sort((a, b) => a[0] - b[0]);
    const active = this.window.active;
    const pane = this.paneIndex(this.window, active);
    const { path, command } = this.#whereOf(active);
    return { session: this.name, windows, pane, path, command };
  }

  /**
   * `w`'s values of the settings `owned` names (protocol 26: some window
   * has its own), for its entry of the status line, as tmux draws each
   * entry with its window's options (its `window-status-*`) and expands
   * its formats with them (`#{mode-keys}`): its own, else the daemon's,
   * not the shown window's, which its clients' options hold; and (step
   * 48) its user options and its active pane's (`windowUserOptions`),
   * which its formats read, and the shown window's the status line's.
   * None when no window has any of either.
   */
  #statusLook(w: Window, owned: string[]): [Record<string, string>] | [] {
    const users = windowUserOptions(
      w,
      (name) => this.#spec.serverUserOption?.(name),
    );
    if (owned.length === 0 && Object.keys(users).length === 0) return [];
    const look: Record<string, string> = { ...users };
    const own = w.settings as Record<string, string | undefined>;
    for (const name of owned) {
      const text = own[name] ?? settingText(name, this.daemonSetting(name));
      if (text !== undefined) look[name] = text;
    }
    return [look];
  }

  /**
   * Each pane's directory and program in front as the status line last
   * showed them (step 34): read from /proc when first asked, then on its
   * output while it is its window's active pane (`#lookWhere`), not at
   * each status line built.
   */
  #where = new WeakMap<Pane, { path: string; command: string }>();
  /** Each window's last look (`performance.now()`) and the one to come. */
  #whereLooks = new Map<Window, { at: number; later?: CancelTimer }>();

  #whereOf(pane: Pane): { path: string; command: string } {
    let w = this.#where.get(pane);
    if (!w) {
      w = { path: currentPath(pane) ?? "", command: foregroundCommand(pane) };
      this.#where.set(pane, w);
    }
    return w;
  }

  /**
   * Output in pane `id`: when it is its window's active pane (shown or
   * not: window-status-format shows every window's), its directory and
   * program are looked at again, at most every NAME_CHECK_MS a window and
   * once more after (a `cd` echoes before it has run), as window names
   * are (and again while the shell's fork is still in front).
   */
  #lookWhere(id: number): void {
    const pane = this.#pane(id);
    const w = pane && this.windowOf(pane);
    if (!w || w.active !== pane) {
      // Not active: looked at afresh once it is.
      if (pane) this.#where.delete(pane);
      return;
    }
    let looks = this.#whereLooks.get(w);
    if (looks?.later) return;
    if (!looks) this.#whereLooks.set(w, looks = { at: -Infinity });
    const look = () => {
      looks.at = performance.now();
      const was = this.#where.get(w.active);
      this.#where.delete(w.active);
      const now = this.#whereOf(w.active);
      if (was?.path !== now.path || was?.command !== now.command) {
        this.statusChanged();
      }
    };
    const wait = looks.at + NAME_CHECK_MS - performance.now();
    if (wait <= 0) look();
    looksLater(w, wait > 0 ? wait : NAME_CHECK_MS, (later) => {
      looks.later = later;
    }, () => {
      if (this.exit || !this.windows.includes(w)) {
        this.#whereLooks.delete(w);
        return false;
      }
      look();
      return true;
    });
  }

  /** The name or the windows changed: the clients' status lines follow. */
  statusChanged(): void {
    this.#shownChanged();
    this.#labels.refresh();
    this.#pumpClients();
  }

  /**
   * Where the shown window's labels go (`borderStatusOf`): a pane at the
   * window's top (or bottom) gives that row to its label.
   */
  get borderStatus(): BorderStatus {
    return this.borderStatusOf(this.window);
  }

  /**
   * `w`'s main-* preset options (`select-layout main-vertical`): its own
   * (`setw main-pane-width 100`), else the daemon's.
   */
  mainPaneSizesOf(w: Window): MainPaneSizes {
    const daemon = this.#spec.mainPaneSizes?.() ?? MAIN_PANE_DEFAULTS;
    const own = w.settings;
    return {
      mainHeight: own["main-pane-height"] ?? daemon.mainHeight,
      mainWidth: own["main-pane-width"] ?? daemon.mainWidth,
      otherHeight: own["other-pane-height"] ?? daemon.otherHeight,
      otherWidth: own["other-pane-width"] ?? daemon.otherWidth,
    };
  }

  /**
   * `w`'s value of window setting `name`: its own (`setw`, read as the
   * setting's kind), else the daemon's, as tmux's window options.
   */
  windowSetting(w: Window, name: WindowSetting): unknown {
    const own = w.settings[name];
    return own === undefined
      ? this.daemonSetting(name)
      : settingFromText(name, own);
  }

  /**
   * Where `w`'s labels go: its own `pane-border-status` (`setw`), else
   * the daemon's.
   */
  borderStatusOf(w: Window): BorderStatus {
    return (w.settings["pane-border-status"] as BorderStatus | undefined) ??
      this.#spec.paneBorderStatus?.() ?? "off";
  }

  /** `w`'s `pane-border-format`: its own, else the daemon's. */
  borderFormat(w: Window): string {
    return w.settings["pane-border-format"] ??
      this.#spec.paneBorderFormat?.() ?? PANE_BORDER_FORMAT;
  }

  /**
   * The alert settings: the session's own (`set -t s bell-action none`,
   * tmux's session options) over the daemon's.
   */
  #alerts(): AlertOptions {
    const daemon = this.#spec.alerts?.() ?? DEFAULT_ALERTS;
    if (Object.keys(this.settings).length === 0) return daemon;
    return { ...daemon, ...this.settings } as AlertOptions;
  }

  /** The session's own value of setting `name` (tmux's session option). */
  #own<T extends string | number | boolean>(name: string): T | undefined {
    return this.settings[name] as T | undefined;
  }

  /** The daemon's value of setting `name`. */
  daemonSetting(name: string): unknown {
    return this.#spec.setting?.(name);
  }

  /**
   * Sets the session's own value of a daemon setting (tmux's `set`
   * without `-g`; undefined: drops it, `set -u`); the value has been
   * checked.
   */
  setSessionSetting(
    name: SessionSetting,
    value: string | number | boolean | undefined,
  ): void {
    if (value === undefined) delete this.settings[name];
    else this.settings[name] = value;
    this.#spec.settingsChanged?.(this);
  }

  /**
   * Sets `w`'s own value of a border setting (tmux's `setw`; undefined:
   * drops it, `setw -u`); the value has been checked.
   */
  setWindowSetting(
    w: Window,
    name: WindowSetting,
    value: string | undefined,
  ): void {
    if (value === undefined) delete w.settings[name];
    else w.settings[name] = value;
    // The shown window's own settings are its clients' (mode-keys ...).
    if (w === this.window) this.#spec.settingsChanged?.(this);
    // Its status line entry carries its values (`#statusLook`).
    this.statusChanged();
    if (name === "monitor-silence") return this.watchSilence();
    if (name.startsWith("window-status-")) return;
    if (name === "pane-base-index") this.#publishLayout();
    this.bordersChanged();
  }

  /**
   * The border settings (`pane-border-status`, `-format`, `-style`,
   * `pane-active-border-style`, the daemon's or a window's) may have
   * changed: the panes take their new places, the borders and labels are
   * drawn again.
   */
  bordersChanged(): void {
    this.#postBorderStyles();
    if (this.windows.some((w) => w.borderStatus !== this.borderStatusOf(w))) {
      this.#publishLayout();
    } else this.#labels.refresh();
  }

  /**
   * Tells the parse worker the shown window's border styles, lines and
   * indicators (its own or the daemon's), and the panes' first number,
   * when they change.
   */
  #postBorderStyles(): void {
    const daemon = this.#spec.paneBorderStyles?.() ??
      ["default", "fg=green"];
    const own = this.window?.settings ?? {};
    const style = own["pane-border-style"] ?? daemon[0];
    const active = own["pane-active-border-style"] ?? daemon[1];
    const lines = (own["pane-border-lines"] ?? daemon[2] ??
      "single") as BorderLines;
    const indicators = (own["pane-border-indicators"] ?? daemon[3] ??
      "colour") as BorderIndicators;
    const paneBase = this.window ? this.paneBaseOf(this.window) : 0;
    const styles = this.#spec.windowStyles?.() ?? ["default", "default"];
    const windowStyle = own["window-style"] ?? styles[0];
    const windowActive = own["window-active-style"] ?? styles[1];
    const key = [
      style,
      active,
      lines,
      indicators,
      paneBase,
      windowStyle,
      windowActive,
    ].join("\0");
    if (key === this.#borderStyles) return;
    this.#borderStyles = key;
    this.#parse.post({
      t: "border-styles",
      style: borderStyle(style),
      active: borderStyle(active),
      lines,
      indicators,
      paneBase,
      windowStyle: borderStyle(windowStyle),
      windowActiveStyle: borderStyle(windowActive),
    });
  }

  /** Drops the latest clipboard write once every client that wants it has it. */
  releaseClipboard(): void {
    const views = [];
    for (const c of this.clients) if (c.clipboard) views.push(c.view);
    this.mirror.releaseClipboard(views);
  }

  // -------------------------------------------------------------------------
  // Script operations

  /**
   * Pastes `text` (UTF-8) into `pane` (the active one by default): cleaned
   * of escape sequences and controls, and bracketed when its program asked
   * for it, as its screen last showed.
   */
  paste(text: Uint8Array, pane: Pane = this.activePane): Promise<void> {
    if (text.length > MAX_PASTE_BYTES) {
      return Promise.reject(
        new RequestFailure(
          "bad-request",
          `A paste holds at most ${MAX_PASTE_BYTES} bytes, not ${text.length}`,
        ),
      );
    }
    const decoded = new TextDecoder().decode(text);
    return this.send(pasteBytes(decoded, pane.bracketedPaste), undefined, pane);
  }

  /**
   * Writes bytes to `pane` (the active one by default) as if typed:
   * `cursorKeysData` instead of `data` when its screen last showed cursor
   * keys in application mode; with the keypad in application mode
   * (DECKPAM), `keypad`'s instead, when given. `full`: what happens past
   * the pane's input bound (`Pane.write`).
   */
  send(
    data: Uint8Array,
    cursorKeysData?: Uint8Array,
    pane: Pane = this.activePane,
    keypad?: { normal?: Uint8Array; cursorKeys?: Uint8Array },
    full: "wait" | "refuse" = "refuse",
  ): Promise<void> {
    if (this.#freshWatches || this.#inputHeld) {
      // After the watches of new text begun before it (#freshWatches), and
      // after the input held before it: in the order it came.
      let written!: Promise<void>;
      const turn = (this.#inputHeld ?? Promise.resolve()).then(async () => {
        while (this.#freshWatches) await this.#freshWatches;
        written = this.#sendNow(data, cursorKeysData, pane, keypad, full);
      });
      this.#inputHeld = turn;
      turn.then(() => {
        if (this.#inputHeld === turn) this.#inputHeld = null;
      });
      return turn.then(() => written);
    }
    return this.#sendNow(data, cursorKeysData, pane, keypad, full);
  }

  /** `send` once no watch of new text begun before it is being set up. */
  #sendNow(
    data: Uint8Array,
    cursorKeysData: Uint8Array | undefined,
    pane: Pane,
    keypad: { normal?: Uint8Array; cursorKeys?: Uint8Array } | undefined,
    full: "wait" | "refuse",
  ): Promise<void> {
    if (this.exit) {
      return Promise.reject(
        new RequestFailure("exited", `Session ${this.name} has exited`),
      );
    }
    this.lastActive = Date.now();
    const alt = pane.keypad ? keypad : undefined;
    const bytes = pane.cursorKeys
      ? (alt?.cursorKeys ?? cursorKeysData ?? data)
      : (alt?.normal ?? data);
    const who = this.#paneCount() === 1
      ? `Session ${this.name}`
      : `Pane ${this.describe(pane)}`;
    const written = pane.write(bytes, who, full === "wait");
    // After the write, not before: waking the parse worker (a futex and
    // an eventfd write) then costs the key nothing on its way in.
    this.#parse.inputWritten();
    return written;
  }

  /** `pane`'s target, as `SESSION:WINDOW.PANE`. */
  describe(pane: Pane): string {
    const w = this.windowOf(pane);
    return w ? `${this.name}:${w.index}.${this.paneIndex(w, pane)}` : this.name;
  }

  /**
   * Resizes the windows and every pane's pty. The ptys' sizes are set here,
   * at once, so that input written right after (the keys that made this
   * client the active one) meets programs that already have the new size;
   * the parse worker takes the shared layout before its next batch, so that
   * the programs' redraws are parsed at the new size too.
   */
  resize(cols: number, rows: number): void {
    if (cols === this.cols && rows === this.rows) return;
    this.cols = cols;
    this.rows = rows;
    if (this.exit) return;
    this.#publishLayout();
  }

  /** `pane`'s screen (and `scrollback` lines of history, -1 for all). */
  capture(
    scrollback: number,
    pane: Pane = this.activePane,
  ): Promise<CaptureResult> {
    return this.#parse.capture(pane.id, scrollback);
  }

  /**
   * Up to `height` composed rows of `window`, shown or not (`preview`),
   * with its panes' labels (`pane-border-status`) as the window has them.
   */
  async preview(window: Window, height: number): Promise<WindowPreview> {
    const { cols, rows } = window.layout;
    const rects = [...window.shown()].map((
      [pane, r],
    ): [number, number, number, number, number] => [
      pane,
      r.x,
      r.y,
      r.cols,
      r.rows,
    ]);
    const active = window.active.id;
    const status = window.borderStatus;
    const labels = status === "off" ? [] : await (this.#spec.paneLabels?.(
      this,
      this.borderFormat(window),
      window,
    ) ?? Promise.resolve([])).catch(() => []);
    return this.#parse.preview({
      t: "preview",
      cols,
      rows,
      rects,
      active,
      height,
      status,
      labels,
    });
  }

  /**
   * `pane`'s lines only, history first (`CaptureLines`); wrapped rows
   * joined with `join`.
   */
  captureLines(
    scrollback: number,
    pane: Pane,
    lines: CaptureLines,
    join: CaptureJoin,
    screen: CaptureScreen = {},
  ): Promise<CaptureLinesAnswer> {
    return this.#parse.captureLines(pane.id, scrollback, lines, join, screen);
  }

  /**
   * Rows y = -start .. -start + count - 1 of `pane`'s history and screen,
   * clamped to what exists (see the `history` request).
   */
  history(
    start: number,
    count: number,
    pushed?: number,
    pane: Pane = this.activePane,
    search?: string,
  ): Promise<HistoryPage> {
    return this.#parse.history(pane.id, start, count, pushed, search);
  }

  /**
   * Watches of only new text (`wait --new`) the parse worker has not taken
   * yet; input waits for them. The worker parses what the pty gave it
   * before it reads a message posted earlier, so the output of keys sent
   * right after the wait began could otherwise be in the watch's
   * baseline, and never match.
   */
  #freshWatches: Promise<void> | null = null;
  /**
   * The last input held for #freshWatches, until it is written: input
   * that comes meanwhile goes after it, so that a watch begun between two
   * sends cannot put the second first.
   */
  #inputHeld: Promise<void> | null = null;

  /**
   * Resolves when `pane`'s screen matches `text` (`fresh`: text that
   * appeared after the wait began) or no output came for `idleMs`. Rejects "exited" if the session ends first, "timeout" after
   * `timeoutMs` or when `signal` aborts (the client went away or cancelled).
   */
  waitFor(
    cond: WatchCondition,
    timeoutMs?: number,
    signal?: AbortSignal,
    pane: Pane = this.activePane,
  ): Promise<void> {
    const watch = this.#parse.watch(pane.id, cond);
    if ((this.exit || pane.dead) && !this.#parse.closed) {
      // Kept session: the final screen is checked once (the capture is
      // answered after the watch), then this wait gives up.
      this.capture(0, pane).catch(() => {}).finally(() =>
        watch.cancel(
          new RequestFailure("exited", `Session ${this.name} has exited`),
        )
      );
    }
    // The timeout counts from the watch's first look at the screen: text
    // there already matches, even with --timeout 0.
    const looked = this.#parse.handled();
    if (cond.fresh) {
      const all = Promise.all([this.#freshWatches, looked]).then(() => {});
      this.#freshWatches = all;
      all.then(() => {
        if (this.#freshWatches === all) this.#freshWatches = null;
      });
    }
    return untilStopped(watch.hit, timeoutMs, signal, watch.cancel, looked);
  }

  /**
   * Resolves with the exit status once the session has ended; rejects
   * "timeout" after `timeoutMs` or when `signal` aborts.
   */
  waitExit(timeoutMs?: number, signal?: AbortSignal): Promise<ExitStatus> {
    const exit = this.exit ?? this.allDead;
    if (exit) return Promise.resolve(exit);
    if (this.#exitedAllDead) {
      // A pane is live again since: wait for the next end of them all.
      this.#exitedAllDead = false;
      this.#exited = new Promise((r) => (this.#resolveExited = r));
    }
    return untilStopped(this.#exited, timeoutMs, signal, () => {});
  }

  /**
   * Resolves with `pane`'s exit status once its program has exited and
   * all it wrote is parsed (at once for a dead pane); rejects as
   * `waitExit`. A pane's own exit, for `berth wait -t S:W.P --exit`.
   */
  waitPaneExit(
    pane: Pane,
    timeoutMs?: number,
    signal?: AbortSignal,
  ): Promise<ExitStatus> {
    if (pane.ended && pane.status) return Promise.resolve(pane.status);
    let exit = this.#paneExits.get(pane);
    if (!exit) {
      let resolve!: (s: ExitStatus) => void;
      const exited = new Promise<ExitStatus>((r) => (resolve = r));
      exit = { exited, resolve };
      this.#paneExits.set(pane, exit);
    }
    return untilStopped(exit.exited, timeoutMs, signal, () => {});
  }

  /**
   * Calls `fn` for every event until the returned function is called: of
   * `pane` only (and its exit, or the session's) when given, else of every
   * pane (and the session's exit).
   */
  listen(fn: (ev: SessionEvent) => void, pane?: Pane): () => void {
    const listener: PaneListener = (ev, from) => {
      if (from === null) return fn(ev);
      // A pane's exit (it closed, or was killed) ends its own stream.
      if (ev.type === "exit") {
        if (from === pane?.id) fn(ev);
        return;
      }
      // A killed pane still being ended is out of every list: its last
      // output (its title, a bell) is its pipe's alone.
      if (this.endingPane(from)) return;
      if (!pane || from === pane.id) fn(ev);
    };
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emit(ev: SessionEvent, pane: number | null): void {
    for (const fn of this.#listeners) fn(ev, pane);
  }

  // -------------------------------------------------------------------------
  // Live upgrade (`upgrade.ts`)

  /** Frozen for a live upgrade: its input waits for the next daemon. */
  get frozen(): boolean {
    return this.#frozen;
  }

  /** Its parse worker crashed: its screens cannot be saved. */
  get engineCrashed(): boolean {
    return this.#parse.crashed;
  }

  /**
   * Stops reading every pane's pty and resolves once all that was read is
   * parsed: what the programs write from now on waits in the kernel's pty
   * buffers for the next daemon. Panes do not end while frozen.
   */
  freeze(): Promise<void> {
    this.#frozen = true;
    this.#updateRoute();
    // Killed panes are no part of the state: their programs go on being
    // ended by the next daemon (`Endings` carries pid and deadline).
    this.#letGoEnding();
    const waits: Promise<void>[] = [];
    for (const w of this.windows) {
      for (const pane of w.panes.values()) {
        if (pane.parsed) continue;
        waits.push(new Promise((r) => this.#thawing.set(pane.id, r)));
        pane.ring.requestStop();
      }
    }
    return Promise.all(waits).then(() => this.#thawing.clear());
  }

  /** The frozen session as plain data, engines included. */
  async save(): Promise<SessionState> {
    const engines = new Map(await this.#parse.saveEngines());
    // Each pane's drain has ended: its pipe has had every byte read.
    const pipes = [];
    for (const w of this.windows) {
      for (const p of w.panes.values()) {
        if (p.pipe) pipes.push(p.pipe.release());
        if (!p.dead) p.releaseInput();
      }
    }
    await Promise.all(pipes);
    return {
      ...saveSession(this, this.#spec, engines, {
        // Each window's own since protocol 26 (`Window.settings`).
        remainOnExit: null,
        monitorActivity: null,
        baseIndex: this.#baseIndex,
        paneBaseIndex: null,
        nextPane: this.#paneIds.next,
        nextWindow: this.#windowIds.next,
      }),
      environment: this.environ.list(),
      lastDead: this.#lastDead,
      ...(Object.keys(this.settings).length
        ? { settings: { ...this.settings } }
        : {}),
    };
  }

  /**
   * Drops the workers of a session handed to another daemon (or back); its
   * ptys stay open for the session that takes them over.
   */
  abandon(): void {
    // Frozen, so gathered no more; should a drain be left (a freeze that
    // timed out), it stops now, and a new drain of the same master
    // replaces it in the worker.
    for (const w of this.windows) {
      for (const p of w.panes.values()) p.ring.requestStop();
    }
    this.#parse.close();
    this.#closeOwnGather();
    this.#listeners.clear();
  }

  /**
   * A session from an upgrade's state, on the ptys the old daemon left
   * open: engines restored, panes drained again from where it stopped.
   */
  static restore(
    st: SessionState,
    watcher: ChildWatcher,
    log: Log,
    daemon: DaemonDefaults,
    workers: Pick<
      SessionWorkers,
      "gather" | "parse" | "paneIds" | "windowIds" | "sessionIds" | "endings"
    > = {},
  ): Session {
    const spec: SessionSpec = {
      ...daemon,
      environ: st.environment,
      name: st.name,
      cmd: st.cmd,
      argv0: st.argv0 ?? undefined,
      cwd: st.cwd,
      env: st.env,
      cols: st.cols,
      rows: st.rows,
      keep: st.keep,
      scrollback: st.scrollback,
      ownScrollback: st.ownScrollback ?? false,
    };
    // Its id is the one it had (the daemon reserved every saved one); a
    // state from before session ids has none: a new one.
    const s = new Session(spec, -1, null, watcher, log, {
      ...workers,
      sessionIds: st.id === undefined ? workers.sessionIds : undefined,
    });
    if (st.id !== undefined) s.id = st.id;
    s.created = st.created;
    s.lastActive = st.lastActive;
    s.#baseIndex = st.baseIndex ?? null;
    s.#lastDead = st.lastDead ?? null;
    s.settings = { ...st.settings };
    // An older daemon numbered each session's panes from 0: ids it gave
    // may repeat across sessions (a bare %N then asks for the session);
    // every id given from now on is new to all.
    s.#paneIds.reserve(st.nextPane);
    for (const p of st.panes) s.#paneIds.reserve(p.id + 1);
    s.#windowIds.reserve(st.nextWindow);
    const panes = new Map(st.panes.map((p) => [p.id, s.#restorePane(p)]));
    const { windows, shown, last } = restoreWindows(st, panes);
    for (const w of windows) s.#windowIds.reserve(w.id + 1);
    s.windows.push(...windows);
    ownedByWindows(st, windows);
    s.window = shown;
    s.#lastWindows = last ? [last] : []; // the state keeps the latest only
    if (st.exit) {
      s.exit = st.exit;
      s.#resolveExited(st.exit);
      s.#resolveEnded();
    }
    s.#screenAwaited = !s.exit;
    s.#publishLayout();
    // Its windows' silence counts from now, as no output may come again.
    if (!s.exit) s.watchSilence();
    return s;
  }

  /** One pane of `restore`: its engine, and its pty drained again. */
  #restorePane(ps: PaneState): Pane {
    const pty = { fd: ps.fd, pid: ps.pid, ptsName: "" };
    const pane = new Pane(
      ps.id,
      pty,
      this.#gather.wakeFd,
      ps.command,
      ps.cols,
      ps.rows,
    );
    pane.status = ps.status;
    pane.dead = ps.dead;
    pane.deadAt = ps.deadAt ?? 0;
    // Absent from an older daemon's state: the session's, for its command.
    const own = ps.command.join("\0") === this.#spec.cmd.join("\0");
    pane.argv0 = ps.argv0 !== undefined
      ? ps.argv0 ?? undefined
      : own
      ? this.#spec.argv0
      : undefined;
    pane.cwd = ps.cwd ?? this.#spec.cwd;
    pane.parsed = ps.dead;
    pane.cursorKeys = ps.cursorKeys;
    pane.bracketedPaste = ps.bracketedPaste;
    // The rest of what its program asked of the terminal, from its
    // engine's modes: the worker tells them only with its next output,
    // and an idle program's mouse (with `mouse off`, the outer terminal
    // reports only what a pane asked) was off after every upgrade.
    const modes = ps.engine.vt.modes;
    pane.keypad = modes.keypad;
    pane.focusReports = modes.focusEvents;
    pane.mouse = {
      mouse: modes.mouseTracking,
      encoding: modes.mouseEncoding,
      altScroll: modes.altScreen && modes.alternateScroll,
    };
    pane.copyMode = ps.copyMode ?? null;
    pane.userOptions = { ...ps.userOptions };
    pane.remainOnExit = ps.remainOnExit ?? null;
    pane.title = ps.engine.vt.title;
    // Absent from an older daemon's state: its panes had the session's.
    pane.scrollback = ps.scrollback ?? this.#spec.scrollback;
    this.#parse.post({
      t: "add-pane",
      pane: {
        id: ps.id,
        sab: pane.ring.sab,
        fd: ps.fd,
        cols: ps.cols,
        rows: ps.rows,
        scrollback: pane.scrollback,
        engine: ps.engine,
        ended: ps.dead,
      },
    });
    if (ps.copyMode) {
      this.#parse.post({ t: "copy-mode", pane: ps.id, state: ps.copyMode });
    }
    if (ps.dead) return pane;
    // Inherited open across the exec; close-on-exec again, or a program
    // started later would hold it and this pane would never hang up.
    setCloseOnExec(ps.fd, true);
    if (ps.pipe) {
      // Before the drain, which it then takes from its first read.
      setCloseOnExec(ps.pipe.fd, true);
      pane.pipe = PanePipe.adopt(
        this.#gather,
        this.#endings,
        this.#log,
        ps.pipe,
        `session ${this.name}: pane ${pane.id}`,
      );
    }
    // Typed before the upgrade and not yet taken: ahead of anything new.
    if (ps.input) pane.typeCarried(ps.input);
    this.#gatherPane(pane);
    // Exited during the handover or before: drain what is left, then end.
    if (ps.status) pane.ring.requestStop({ drain: true });
    else this.#watchChild(pane);
    return pane;
  }

  // -------------------------------------------------------------------------
  // Ending

  /**
   * Ends the session at once, as tmux's kill-session does: out of every
   * list, its name free, its clients told (or moved: `detach-on-destroy`),
   * its hooks run (`#vanish`); its programs are ended in the background
   * (`#startEnding`), and its exit status, the last one's, comes once they
   * have ended (`#settleIfEnded`), for `wait --exit` and `events`. It
   * waited for them, 3 s for one that ignores SIGHUP, its panes leaving
   * one by one meanwhile (the last one resized, and taking the keys).
   * Resolves once its programs have ended and its workers are let go.
   */
  kill(reason: "killed" | "server-exit" = "killed"): Promise<void> {
    if (this.#gone) return this.#freed.promise;
    this.#endReason = reason;
    const panes = this.windows.flatMap((w) => [...w.panes.values()]);
    // Only dead panes (remain-on-exit): no program left to end; the last
    // one closed ends the session with its status.
    if (!this.exit && panes.every((p) => p.dead)) this.#closeDeadPanes();
    if (this.exit) {
      this.#finish();
      return this.#freed.promise;
    }
    for (const pane of panes) {
      // On its way to another session, which ends it there.
      if (pane.handingOff || pane.dead) continue;
      pane.killed = true;
      this.#startEnding(pane);
    }
    this.#vanish();
    this.#settleIfEnded();
    return this.#freed.promise;
  }

  /** Closes every dead pane; the last one closed ends the session. */
  #closeDeadPanes(): void {
    for (const w of [...this.windows]) {
      for (const pane of [...w.panes.values()]) {
        if (pane.dead && !this.exit) this.#closePane(pane);
      }
    }
  }

  /**
   * SIGHUP to one pane's program now, SIGKILL after the grace if it is
   * still there (`Endings`: across an upgrade too).
   */
  #signalLater(pane: Pane): void {
    this.#endings.end(pane.pid);
  }

  #childExited(pane: Pane, wait: WaitStatus): void {
    if (pane.handingOff) return; // Its new session's pane takes the exit.
    const signal = wait.signal === null ? null : signalName(wait.signal);
    pane.status = { code: wait.code, signal };
    this.#updateRoute();
    this.#log.info(
      `session ${this.name}: pane ${pane.id} exited (${
        signal ?? `status ${wait.code}`
      })`,
    );
    // Whatever the child wrote last is still in the pty: drain it, then stop.
    pane.ring.requestStop({ drain: true });
    this.#maybePaneEnd(pane);
  }

  /** A pane whose output is all parsed closes, stays, or ends the session. */
  #maybePaneEnd(pane: Pane): void {
    if (pane.handingOff) return;
    // Killed, or its session killed: its panes stay in their windows,
    // never resized again (`kill`).
    const ending = this.#ending.has(pane);
    if (ending || this.#gone || this.#pane(pane.id) !== pane) {
      if (!pane.status) return;
      // Respawned or closed: its program's waits end with that program.
      this.#paneExits.get(pane)?.resolve(pane.status);
      this.#paneExits.delete(pane);
      // Closed while its program ran (respawn-window -k closes the other
      // panes, a kill the killed): its status, now known, for a later
      // `wait --exit -t %N`.
      if (ending || !this.#pane(pane.id)) this.onPaneClosed(pane);
      // Killed, its output read to the end (none read: its terminal was
      // closed at the kill): it goes for good.
      if (pane.ended || !pane.pipe?.open) this.#letGo(pane);
      return;
    }
    if (pane.ended && pane.status && !this.#frozen) {
      this.#paneExits.get(pane)?.resolve(pane.status);
      this.#paneExits.delete(pane);
    }
    if (!pane.ended || pane.dead || this.exit || this.#frozen) return;
    // remain-on-exit keeps a pane whose program exited, not one killed
    // (tmux's kill-pane destroys it).
    const home = this.windowOf(pane);
    // Its own (set -p), else its window's, as tmux 3.3a's pane option.
    // (`failed`: only when it exited non-zero or by a signal.)
    const remain = home !== undefined &&
      remains(
        pane.remainOnExit ?? this.remainOnExitOf(home),
        pane.status?.code ?? null,
      ) && !pane.killed && this.#endReason === "exited";
    // A kept session (`--keep`, `berth run`) ends with its last pane,
    // whatever remain-on-exit says: its final screen is the program's.
    if (this.#paneCount() === 1 && this.keep) {
      pane.dead = true;
      pane.deadAt = Date.now();
      pane.close();
      this.#end(pane.status!, pane.killed);
      return;
    }
    // A wait on this pane alone ends with it (after any match it made).
    this.#parse.rejectWatches(
      new RequestFailure("exited", `Pane %${pane.id} exited first`),
      pane.id,
    );
    const w = this.windowOf(pane);
    if (remain) {
      this.#stayDead(pane);
      this.notifyHook("pane-died", { window: w, pane });
      return;
    }
    // Its program exited by itself: not a kill's.
    if (!pane.killed) {
      this.notifyHook("pane-exited", { window: w, pane });
    }
    this.#closePane(pane);
  }

  /**
   * `pane` stays, dead, with its final screen and tmux's "Pane is dead"
   * line under it (`remain-on-exit`). The session goes on, its clients
   * attached, as tmux's, the last pane too: when every pane is dead,
   * `wait --exit` and `ls` give the status of the last one to end (as a
   * session's end would), until a respawn or kill-pane.
   */
  // The line under dead pane `pane` (`remain-on-exit-format`'s).
  #deadText(pane: Pane, status: ExitStatus): string {
    const w = this.windowOf(pane);
    return (w && this.#spec.deadFormat?.(this, w, pane)) ??
      deadLine(status, new Date(pane.deadAt));
  }

  #stayDead(pane: Pane): void {
    pane.dead = true;
    pane.deadAt = Date.now();
    pane.close();
    const status = pane.status!;
    this.#parse.post({
      t: "pane-dead",
      pane: pane.id,
      text: this.#deadText(pane, status),
    });
    this.#lastDead = status;
    if (this.allDead) {
      this.#exitedAllDead = true;
      this.#resolveExited(status);
    }
  }

  /**
   * Takes a pane out of its window; the last pane ends the session, with
   * its program's status (`unknown` when that has not exited).
   */
  #closePane(
    pane: Pane,
    unknown: ExitStatus = { code: 0, signal: null },
    ending = false,
  ): void {
    const w = this.windowOf(pane);
    if (!w) return;
    if (this.#paneCount() === 1) {
      pane.close();
      this.#end(pane.status ?? unknown, pane.killed);
      return;
    }
    if (!w.remove(pane)) this.#removeWindow(w);
    // `ending`: its program is still being ended (`#startEnding`).
    if (ending) this.#startEnding(pane);
    else {
      pane.close();
      this.#parse.post({ t: "drop-pane", pane: pane.id });
      // Its own event stream (`events -t %N`) ends with it.
      this.#emit({ type: "exit", status: pane.status ?? unknown }, pane.id);
    }
    this.#publishLayout();
    this.onPaneClosed(pane);
    // The last live pane closed, the others dead: a `wait --exit` ends.
    const allDead = this.allDead;
    if (allDead) this.#resolveExited(allDead);
  }

  #removeWindow(w: Window): void {
    const i = this.windows.indexOf(w);
    this.windows.splice(i, 1);
    this.notifyHook("window-unlinked", { window: w });
    // tmux's renumber-windows (session_renumber_windows after a window
    // goes): the rest numbered from base-index; the callers publish it.
    if (
      this.#own<boolean>("renumber-windows") ?? this.#spec.renumberWindows?.()
    ) {
      const base = this.baseIndex;
      this.windows.forEach((x, n) => (x.index = base + n));
    }
    this.#lastWindows = this.#lastWindows.filter((l) => l !== w);
    if (this.window === w) {
      // As tmux: the last window shown, else the one after, else before.
      this.window = this.#lastWindows.shift() ?? this.windows[i] ??
        this.windows[i - 1];
      // Shown now: its activity and bell are seen (tmux's
      // session_set_current clears them).
      if (this.window) {
        this.window.activity = this.window.bell = this.window.silence = false;
      }
    }
  }

  /** The session ends with its last pane's exit status. */
  #end(status: ExitStatus, killed = false): void {
    this.exit = status;
    this.#stopClocks();
    this.#resolveExited(status);
    this.#parse.rejectWatches(
      new RequestFailure("exited", `Session ${this.name} exited first`),
    );
    this.#emit({ type: "exit", status }, null);
    this.#endClients(status);
    this.#resolveEnded();
    // A kept session stays with its dead last pane, until kill-pane or
    // kill; one kill-pane ended does not.
    const stays = this.keep && !killed;
    if (!stays || this.#endReason !== "exited") this.#finish();
  }

  /**
   * The end of a killed session that users see, at once (`kill`): its
   * waits for text fail, its clients are told (or moved), and it is out
   * of every list (`onGone`). Its status is not known yet.
   */
  #vanish(): void {
    this.#stopClocks();
    this.#parse.rejectWatches(
      new RequestFailure("exited", `Session ${this.name} exited first`),
    );
    this.#endClients(null);
    this.#forget();
  }

  /**
   * A killed session (`kill`) whose programs have all ended: its exit
   * status is the last one's (`wait --exit`, the `events` stream's end),
   * and its workers go.
   */
  #settleIfEnded(): void {
    if (!this.#gone || this.exit || this.#frozen || this.#ending.size > 0) {
      return;
    }
    const status = this.#lastEnding ?? STUCK_STATUS;
    this.exit = status;
    this.#resolveExited(status);
    this.#emit({ type: "exit", status }, null);
    this.#resolveEnded();
    this.#free();
    this.onSettled(this);
  }

  #stopClocks(): void {
    for (const clock of this.#silences.values()) clock.stop();
    this.#idle.stop();
    for (const looks of this.#whereLooks.values()) looks.later?.();
  }

  /**
   * Tells every client the session has ended (`status`: null while a
   * killed one's programs are still being ended); those moved to another
   * session first (`detach-on-destroy`) are not.
   */
  #endClients(status: ExitStatus | null): void {
    if (this.#endReason !== "server-exit") this.onEnding(this);
    const end: EndMsg = this.#endReason === "server-exit"
      ? { t: "end", reason: "server-exit", name: this.name }
      : {
        t: "end",
        reason: this.#endReason,
        name: this.name,
        ...(status ? { status } : {}),
      };
    for (const c of this.clients) c.end(end);
    this.clients.clear();
    this.#clientsChanged();
  }

  /** Lets go of every killed pane still being ended (`#ending`). */
  #letGoEnding(): Promise<unknown>[] {
    const ending = [...this.#ending];
    for (const pane of ending) this.#letGo(pane);
    return ending.map((p) => p.gathered);
  }

  /** Frees what a kept session still holds and forgets the session. */
  #finish(): void {
    this.#free();
    this.#forget();
  }

  /** Out of the daemon's lists, once (`onGone`). */
  #forget(): void {
    if (this.#gone) return;
    this.#gone = true;
    this.onGone(this);
  }

  /** Lets its ptys and workers go, once. */
  #free(): void {
    if (this.#isFreed) return;
    this.#isFreed = true;
    const gathered = this.#letGoEnding();
    this.#labels.close();
    this.#parse.close();
    this.#closeOwnGather(gathered);
    this.#listeners.clear();
    this.#freed.resolve();
  }

  /**
   * A killed session still ending its programs, at a live upgrade: they
   * are the next daemon's to end (`Endings` carries them); its ptys and
   * workers go now. Returns what gives its status there (or here, the
   * upgrade undone): the programs still running, the status so far.
   */
  letGoForUpgrade(): EndingSession {
    const pids = [...this.#ending].filter((p) => !p.status).map((p) => p.pid);
    const last = this.#lastEnding ??
      [...this.#ending].findLast((p) => p.status)?.status;
    this.#frozen = true;
    this.#free();
    return { name: this.name, pids, ...(last ? { last } : {}) };
  }

  /** A gather worker of its own ends with it, once its ptys are let go. */
  #closeOwnGather(gathered: Promise<unknown>[] = []): void {
    if (!this.#ownGather) return;
    for (const w of this.windows) {
      for (const p of w.panes.values()) gathered.push(p.gathered);
    }
    const gather = this.#gather;
    Promise.all(gathered).finally(() => gather.close());
  }
}

/** What every client's frames carry besides the screen (`updateFor`). */
interface ShownParts {
  status: WireStatus;
  statusKey: string;
  panes: WirePane[];
  /** `panes` as JSON: clients' views remember it (`SentState.panesKey`). */
  panesKey: string;
}

/** Whether `pane` already has these modes (what `shownPanes` shows). */
function sameMouse(pane: Pane, keys: boolean, m: PaneMouseModes): boolean {
  const was = pane.mouse;
  return pane.cursorKeys === keys && was.mouse === m.mouse &&
    was.encoding === m.encoding && was.altScroll === m.altScroll;
}

// Whether two copy mode states are the same (one came back from the parse
// worker, a copy of the one the main thread posted).
function sameState(a: CopyModeState, b: CopyModeState): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A status line's content as a string, to tell whether it changed. */
function statusKey(s: WireStatus): string {
  let key = `${s.pane}\0${s.session}\0${s.path}\0${s.command}`;
  for (const w of s.windows) {
    // Its own look (step 45) by its values, not "[object Object]".
    const look = w[7] ? JSON.stringify(w[7]) : "";
    key += `\0${w.slice(0, 7).join("\0")}\0${look}`;
  }
  return key;
}

/**
 * Starts `cmd` on a new pty with the session's environment (`environ`
 * and the global one's changes over `spec.env`), for pane `paneId`;
 * `own`: the pane's own `-e` variables.
 */
function spawn(
  spec: SessionSpec,
  environ: Environ,
  paneId: number,
  cmd: string[],
  argv0: string | undefined,
  cwd: string,
  cols: number,
  rows: number,
  own?: Record<string, string>,
): PtyProcess {
  needFdsFor("a new pane");
  // tmux's default-terminal, read for each pane, over both environments;
  // the pane's own `-e TERM=` (new-window, split-window) wins, as tmux's.
  const term = own?.TERM ?? spec.defaultTerminal?.();
  const base = term ? { ...spec.env, TERM: term } : spec.env;
  try {
    return spawnPty({
      file: cmd[0],
      args: cmd.slice(1),
      argv0,
      // As tmux's TMUX_PANE: berth commands run there act on this pane.
      env: {
        ...(spec.globalEnv ? spawnEnv(base, spec.globalEnv(), environ) : base),
        BERTH_PANE: `%${paneId}`,
      },
      cwd,
      cols,
      rows,
    });
  } catch (err) {
    throw new RequestFailure("spawn", (err as Error).message);
  }
}

/** A focus report's bytes: focus in, focus out (`focus-events`). */
const FOCUS_IN = new Uint8Array([0x1b, 0x5b, 0x49]);
const FOCUS_OUT = new Uint8Array([0x1b, 0x5b, 0x4f]);

/**
 * How often at most a window's name follows its program (tmux checks every
 * 500 ms too, `NAME_INTERVAL`): two /proc reads a window.
 */
const NAME_CHECK_MS = 500;

/**
 * How many looks, NAME_CHECK_MS apart, a window's program gets while its
 * shell's fork has not yet become the program typed (`foregroundForking`):
 * at CI's load a look 500 ms after `sleep 30`'s echo found `bash` in front,
 * and `sleep`'s silence never brought another. A subshell in front costs
 * these few /proc reads and no more.
 */
const FORKING_LOOKS = 4;

/**
 * Runs `look` in `ms` (false: the window is gone or no longer looked at),
 * then again every NAME_CHECK_MS while `w`'s active pane has its shell's
 * fork in front, FORKING_LOOKS in all; `hold` keeps the timer waiting
 * (undefined once it has fired), which cancels it.
 */
function looksLater(
  w: Window,
  ms: number,
  hold: (later: CancelTimer | undefined) => void,
  look: () => boolean,
): void {
  const at = (wait: number, tries: number) =>
    hold(after(wait, () => {
      hold(undefined);
      if (look() && tries > 1 && foregroundForking(w.active)) {
        at(NAME_CHECK_MS, tries - 1);
      }
    }));
  at(ms, FORKING_LOOKS);
}

/**
 * The longest name `automatic-rename-format` gives (UTF-16 units): a
 * format may expand to a screenful; the status line shows a few cells.
 */
const AUTO_NAME_MAX = 256;

/** A window's first name: its program's, until `#checkName` looks. */
function windowName(cmd: string[]): string {
  const base = cmd[0]?.split("/").pop() ?? "";
  return base.replace(/^-/, "") || "window";
}

/**
 * Settles as `wait` does, unless `timeoutMs` passes or `signal` aborts
 * first: then `giveUp` runs (to stop what `wait` waits for) and the result
 * rejects "timeout".
 */
function untilStopped<T>(
  wait: Promise<T>,
  timeoutMs: number | undefined,
  signal: AbortSignal | undefined,
  giveUp: () => void,
  armed: Promise<void> = Promise.resolve(),
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timer: CancelTimer | undefined;
    let settled = false;
    const stop = () => {
      settled = true;
      timer?.();
      signal?.removeEventListener("abort", onAbort);
    };
    const fail = (message: string) => {
      stop();
      giveUp();
      reject(new RequestFailure("timeout", message));
    };
    const onAbort = () => fail("The wait was cancelled");
    if (timeoutMs !== undefined) {
      armed.then(() => {
        if (settled) return;
        timer = after(timeoutMs, () => fail(`Timed out after ${timeoutMs} ms`));
      });
    }
    if (signal?.aborted) queueMicrotask(onAbort);
    else signal?.addEventListener("abort", onAbort, { once: true });
    wait.then(
      (v) => {
        stop();
        resolve(v);
      },
      (e) => {
        stop();
        reject(e);
      },
    );
  });
}

/**
 * `layout.split(...)` for a pane that joins the target's window
 * (`join-pane`, `move-pane`): a target too small is refused in one line,
 * the layout left as it was.
 */
export function splitForJoin(
  layout: Layout,
  ...args: Parameters<Layout["split"]>
): void {
  try {
    layout.split(...args);
  } catch (err) {
    if (err instanceof NoRoomError) {
      throw new RequestFailure(
        "bad-request",
        "The target pane is too small to split; make it larger first",
      );
    }
    throw err;
  }
}

/** What the parse worker is told of `pane` when it takes it on. */
function paneInit(pane: Pane): PaneInit {
  return {
    id: pane.id,
    sab: pane.ring.sab,
    fd: pane.pty.fd,
    cols: pane.cols,
    rows: pane.rows,
    scrollback: pane.scrollback,
  };
}

/**
 * Asks the program in the foreground of `pane`'s terminal to draw itself
 * again, as a resize would (a full-screen program redraws on SIGWINCH;
 * a shell prints its prompt again at most).
 */
function askRedraw(pane: Pane): void {
  const group = foregroundPid(pane);
  if (group <= 0) return;
  try {
    Deno.kill(-group, "SIGWINCH");
  } catch {
    // It just ended: nothing to draw.
  }
}

/** The settings some of `windows` have values of their own of. */
function ownedNames(windows: Window[]): string[] {
  const names = new Set<string>();
  for (const w of windows) {
    for (const [name, text] of Object.entries(w.settings)) {
      if (!isUserOption(name) && text !== undefined) names.add(name);
    }
  }
  return [...names];
}

/**
 * A session's own `remain-on-exit`, `monitor-activity` and
 * `pane-base-index` in the state of a daemon before protocol 26: each of
 * its windows' own now, as tmux's window options (one a window has
 * already wins).
 */
function ownedByWindows(
  st: SessionState,
  windows: Window[],
): void {
  const onOff = (v: boolean | null | undefined) =>
    v === null || v === undefined ? undefined : v ? "on" : "off";
  const given: [WindowSetting, string | undefined][] = [
    ["remain-on-exit", onOff(st.remainOnExit)],
    ["monitor-activity", onOff(st.monitorActivity)],
    ["pane-base-index", st.paneBaseIndex?.toString()],
  ];
  for (const [name, value] of given) {
    if (value === undefined) continue;
    for (const w of windows) w.settings[name] ??= value;
  }
}
