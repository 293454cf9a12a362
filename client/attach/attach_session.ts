/**
 * `attachSession`: hands the user's terminal to a session until the user
 * detaches or the session ends, then gives it back as it was found.
 *
 * One loop takes events in order (frames and other pushes from the daemon,
 * resizes, detach, signals, the socket closing), so that the renderer and
 * the terminal are only ever touched by one thing at a time. Keys skip the
 * queue: they only go to the socket. In scroll mode (`scroll_mode.ts`) they
 * go through the queue instead, as they move the view, and so do the
 * daemon's answers to its history requests.
 *
 * @module
 */

import type { ViewLook } from "./view_look.ts";
import {
  type Connection,
  ConnectionError,
  type PushMsg,
  RequestError,
} from "../connection.ts";
import {
  type AttachResult,
  daemonGoneResult,
  detachedResult,
  endResult,
  errorResult,
} from "./attach_result.ts";
import { concatBytes, type FilterResult, InputFilter } from "./input_filter.ts";
import {
  type OuterTerminal,
  realTerminal,
  type Resumed,
} from "./outer_terminal.ts";
import { Renderer, type RendererOptions } from "./renderer.ts";
import {
  ownTerminalAsks,
  ownTerminalColours,
  type TerminalLists,
} from "./outer_colours.ts";
import {
  COLOUR_QUERIES,
  ColourReplies,
  REPLY_WAIT_MS,
} from "./colour_replies.ts";
import {
  DEFAULT_ESCAPE_TIME,
  isUserOption,
  type Options,
  SETTING_NAMES,
  type StatusLineOptions,
} from "../../protocol/options.ts";
import type { HistoryRequest } from "./history_view.ts";
// Scroll mode and the choosers are imported after the first frame is on
// the screen (`preloadViews`), not before it: loading them with the rest
// cost an attach about 16 ms of CPU and 1 MB (measured). Soon, not on first
// use: Deno reads a module's source when it is imported, so a client that
// lives through `git pull && berth upgrade` would otherwise load the new
// tree's copy of them beside its old modules.
import type { ScrollMode, ScrollResult } from "./scroll_mode.ts";
import { daemonBuffers, storeCopy } from "./copy_buffer.ts";
import { afterHook, part } from "../commands/_request.ts";
import {
  type AttachAnswer,
  type ClientMsg,
  type CopyModeState,
  type HistoryPage,
  MAX_RUN_OUTPUT,
  type Request,
} from "../../protocol/messages.ts";
import { AttachMouse, type MouseHost } from "./attach_mouse.ts";
import type { MouseReport } from "./mouse_report.ts";
import { encodeMouse } from "./mouse_encode.ts";
import { holdHeartbeat, startHeartbeat } from "../heartbeat.ts";
import { after, type CancelTimer } from "../../protocol/timer.ts";
import { InputLog } from "./input_log.ts";
import {
  reconnect,
  type ReconnectOutcome,
  statusRow,
  statusText,
  type TryReport,
  UPGRADED_MESSAGE,
} from "./reconnect.ts";
import { signalNumber } from "../../protocol/signals.ts";
import { pasteBytes } from "../../protocol/paste.ts";
import { MAX_PASTE_BYTES } from "../../protocol/limits.ts";
import { clipboardWrite } from "./clipboard.ts";
import type { KeyTable } from "./key_table.ts";
import { DEFAULT_PREFIX } from "./prefix.ts";
import { type StartJob, StatusJobs } from "../../protocol/format_jobs.ts";
import { GridRow } from "./screen_grid.ts";
import { parsePopup } from "./popup_spec.ts";
import type { Overlay, OverlayHost, OverlayResult } from "./chooser_overlay.ts";
import {
  type ClientCommand,
  clientCommand,
  newSessionLine,
} from "./chooser_commands.ts";
import { switchRequest } from "../commands/switch_client.ts";
import {
  type BoundResult,
  type BranchHooks,
  commandTexts,
  firstCommand,
  splitCommandLine,
} from "../commands/_command_runner.ts";
import { lineInFull } from "../commands/_command_names.ts";
import { ttyName } from "./tty_name.ts";
import {
  DEFAULT_STATUS_LINE,
  lookStyle,
  MESSAGE_MS,
  messageRow,
  sessionRows,
  type StatusPosition,
  untilNextTick,
} from "./status_line.ts";
import {
  CommandPrompt,
  ConfirmPrompt,
  KeyPrompt,
  type PromptLook,
  remember,
} from "./prompt.ts";
import {
  isPromptCommand,
  parsePromptCommand,
  promptLine,
  type PromptRequest,
  type PromptType,
} from "./prompt_command.ts";
import { completeWord } from "./prompt_complete.ts";
import {
  HelpView,
  listKeys,
  listKeysCommand,
  outputLines,
} from "./help_view.ts";
import { keyLength, ScrollKeyDecoder } from "./scroll_keys.ts";
import { sendKeysBytes, sendXCommand } from "./copy_keys.ts";
import {
  type CopyModeCommand,
  copyModeCommand,
  paneFound,
} from "./copy_mode_command.ts";
import { shellQuote } from "../transport/ssh_args.ts";

/**
 * How long the start of a key or a mouse report (`ESC [`) waits for its
 * rest before it goes on as typed, unless `escape-time` says (tmux's
 * escape-time is 10 ms since 3.5).
 */
const CUT_KEY_MS = DEFAULT_ESCAPE_TIME;

/**
 * The most messages `show-messages` keeps: the daemon's `message-limit`
 * (in `statusLine`, which carries every setting), else tmux's default.
 */
function messageLimit(look: Readonly<StatusLineOptions> | undefined): number {
  const v = (look as Record<string, unknown> | undefined)?.["message-limit"];
  return typeof v === "number" ? v : 1000;
}

/**
 * Most bytes of pastes and keys that wait behind copy mode's held keys
 * (`#afterHeld`): a page's paste of a large text fits, a flood does not.
 */
const AFTER_HELD_MAX = 4 * 1024 * 1024;

/** How long keys typed after a bound command wait for it to finish. */
const HOLD_MS = 2000;

/** How to attach. */
export interface AttachOptions {
  /** Session name; the most recently active one when absent. */
  name?: string;
  /**
   * See everything, send nothing: no input, no resize, and the modes that
   * only change what the terminal sends (mouse, paste ...) are not
   * mirrored. Prefix then `d` still detaches.
   */
  readOnly: boolean;
  /**
   * The key tables (prefix, bindings), from the daemon's settings; without
   * them, the built-in ones with `prefix`.
   */
  keys?: KeyTable;
  /** Prefix key as a byte when there are no `keys`, default Ctrl-b (0x02). */
  prefix?: number;
  /**
   * Runs a bound command line in this client's context (its session);
   * resolves with its one-line error (null on success), what it
   * printed, which a view shows, and the commands of a list it left to
   * this client (`rest`). Without it, bound commands are not run and say
   * so.
   */
  runCommand?: (
    line: string,
    session: string,
    hooks: BranchHooks,
    target?: string,
  ) => Promise<BoundResult>;
  /** A message to show once attached (say, the config file's warnings). */
  notice?: string;
  /**
   * Starts the status line's shell commands (`#(cmd)`); default this
   * process's (`format_jobs.ts`). The daemon, which runs the attach
   * client of a terminal on its machine, passes its own: checked against
   * its file descriptors, and reaped after a live upgrade.
   */
  startJob?: StartJob;
  /**
   * Let the session's programs set the user's clipboard (OSC 52): the
   * daemon sends this client their clipboard writes, and it passes them on
   * to the terminal. Off by default.
   */
  clipboard?: boolean;
  /**
   * Copies from copy mode set the user's clipboard too (OSC 52), as
   * tmux's `set-clipboard external` (its default); absent: `clipboard`.
   */
  copyClipboard?: boolean;
  /**
   * False: copies go to the clipboard only, no paste buffer in the daemon
   * (a read-only login of `berth serve`, which may not change the daemon).
   */
  copyBuffers?: boolean;
  /**
   * Opens a new connection to the same daemon, for a resume after the
   * link broke; without it a broken link ends the attach.
   */
  reopen?: () => Promise<Connection>;
  /**
   * Beat on the daemon link (`heartbeat.ts`), so that a silent one is
   * noticed; default: with `reopen`. Not a page's in `berth serve`, on
   * the daemon's machine, where the socket's close is seen without: the
   * daemon drops a beating client silent for 5 s, and a serve process
   * stopped that long (a suspended VM, SIGSTOP) then lost the keys its
   * pages had typed meanwhile, counted delivered once its attach client
   * took them.
   */
  heartbeat?: boolean;
  /** The daemon's host or socket, for the reconnecting line. */
  where?: string;
  /** Waits before each reconnect try (`reconnect.ts`), when not ssh's. */
  retryMs?: number[];
  /** Detach the session's other clients first (`attach -d`). */
  detachOthers?: boolean;
  /**
   * `switch-client` may not move this client to another session (a page
   * of `berth serve`, whose login may be for this session only).
   */
  pinned?: boolean;
  /**
   * Where the status line goes (the `status` setting); default "off". With
   * one, the session is asked for a row less than the terminal has.
   */
  status?: StatusPosition;
  /**
   * The `mouse` setting: the wheel, clicks and drags do what tmux's `mouse
   * on` makes them do (`mouse.ts`). Off when absent (programs that ask
   * still get the mouse); `berth attach` passes the daemon's setting.
   */
  mouse?: boolean;
  /**
   * The `copy-command` setting: what a copy is piped to (tmux's
   * `copy-pipe` with no command of its own, a mouse selection's copy), run
   * by the daemon; empty or absent: nothing is.
   */
  copyCommand?: string;
  /** The `word-separators` setting, for copy mode's words. */
  wordSeparators?: string;
  /** The `wrap-search` setting (absent: on, as tmux's). */
  wrapSearch?: boolean;
  /**
   * The `escape-time` setting: ms the start of a key (`ESC`, `ESC [`)
   * waits for its rest; `CUT_KEY_MS` when absent.
   */
  escapeTime?: number;
  /**
   * The `focus-events` setting: the terminal is asked for focus reports,
   * which go to the daemon (`focus`), as tmux's option.
   */
  focusEvents?: boolean;
  /** The `display-panes-time` setting: ms prefix `q`'s numbers stay. */
  displayPanesTime?: number;
  /**
   * The colours of the views' own drawing (`clock-mode-colour`,
   * `display-panes-colour`, `-active-colour`) and the clock's 12-hour
   * style; absent: tmux's defaults.
   */
  viewLook?: ViewLook;
  /**
   * tmux's `terminal-overrides` and `terminal-features`: their `Tc`/`RGB`
   * entries for this terminal's `TERM` give it 24-bit colour.
   */
  terminalLists?: TerminalLists;
  /**
   * The active pane's default colours (`window-style`,
   * `window-active-style`), for copy mode's view; null: none.
   */
  paneColours?: readonly [fg: number, bg: number] | null;
  /**
   * The status line's settings (`status-left`, `status-style` ...);
   * tmux's defaults when absent.
   */
  statusLine?: Readonly<StatusLineOptions>;
  /**
   * The settings the daemon's options give this client (keys, clipboard,
   * status line, mouse), taken again when `source-file` changes them;
   * without it, a client keeps the ones it attached with.
   */
  settings?: (options: Options) => ClientSettings;
  /**
   * The terminal and process that `list-clients` shows; default this
   * process's own (the daemon passes the client's whose terminal it draws).
   */
  client?: { tty: string; pid: number };
  /**
   * The token of an attachment to take over at the first attach (after a
   * live upgrade, a client whose terminal the daemon draws comes back so).
   */
  resume?: string;
  /** Called once attached, with the daemon's answer. */
  onAttached?: (answer: AttachAnswer) => void;
  /**
   * Ask the terminal for its colours (`OSC 10/11 ; ?`) and tell the
   * daemon, which answers its programs' queries with them
   * (`colour_replies.ts`); default: unless this process's `TERM` names a
   * terminal that would print the query (`asksColours`).
   */
  askColours?: boolean;
  /**
   * The terminal's colours (0xRRGGBB), known without asking (a page's
   * xterm.js theme): told to the daemon once attached and again after
   * each resume, as the answers to the queries are.
   */
  colours?: { fg: number; bg: number };
}

/** What the daemon's options set in an attached client. */
export type ClientSettings = Required<
  Pick<
    AttachOptions,
    | "keys"
    | "clipboard"
    | "copyClipboard"
    | "status"
    | "mouse"
    | "copyCommand"
    | "wordSeparators"
    | "escapeTime"
    | "focusEvents"
    | "displayPanesTime"
    | "viewLook"
    | "wrapSearch"
    | "statusLine"
    | "terminalLists"
    | "paneColours"
  >
>;

/** Test hooks: another terminal than stdin/stdout, renderer options. */
export interface AttachHooks {
  terminal?: OuterTerminal;
  renderer?: RendererOptions;
}

type AttachEvent =
  | { kind: "push"; msg: PushMsg }
  | { kind: "detach" }
  | { kind: "input-end" }
  | { kind: "resize" }
  | { kind: "terminate"; signal: "SIGTERM" | "SIGHUP" }
  /** Continued after a stop not its own (`kill -STOP`, then `fg`). */
  | { kind: "continued" }
  | { kind: "closed"; conn: Connection }
  /** The reconnect loop ended: resumed, session gone, or given up (null). */
  | { kind: "reconnected"; outcome: ReconnectOutcome | null }
  /** A reconnect try started or failed: redraw the status line. */
  | { kind: "status"; report: TryReport }
  /** Prefix then `[` or PageUp; `rest`: keys after it in the same read. */
  | { kind: "scroll"; pageUp: boolean; rest: Uint8Array }
  /**
   * Keys typed while scroll mode is on (or about to be); or a paste
   * behind such keys (`paste`), its bytes made when its turn comes.
   */
  | {
    kind: "keys";
    data: Uint8Array;
    paste?: { text: string; bracketed: boolean };
  }
  /** The answer to a history request of scroll mode `mode`. */
  | { kind: "history"; mode: ScrollMode; page: HistoryPage | null }
  /** A one-line message for the status line (bottom row), for a moment. */
  | { kind: "message"; text: string }
  /** What a command printed, for a view over the session. */
  | { kind: "output"; lines: string[] }
  /** A chooser (or display-panes) takes the screen; `rest`: keys for it. */
  | {
    kind: "overlay-start";
    make: () => Promise<Overlay>;
    rest: Uint8Array;
    /** It was not opened (another open, the link down). */
    refused?: () => void;
  }
  /** An answer or a timer of overlay `overlay`. */
  | { kind: "overlay-run"; overlay: Overlay; run: () => OverlayResult }
  /** `display-popup -C`: the popup shown closes. */
  | { kind: "popup-close" }
  /** What popup `overlay`'s program wrote meanwhile is to be drawn. */
  | { kind: "popup-draw"; overlay: Overlay }
  /** The moment of message `id` is over. */
  | { kind: "message-end"; id: number }
  /** A new minute: the status line's clock. */
  | { kind: "tick" }
  /** The prefix key was typed (`on`), or the key after it came. */
  | { kind: "key-table"; table: string; prefix: boolean }
  /** A status line command's (`#(...)`) output changed. */
  | { kind: "status-job" }
  /**
   * A bound list's `send-keys -X`: copy mode's command `line`, `times`
   * times; `done` lets the list go on (false: it ends, no copy mode).
   */
  | {
    kind: "copy-command";
    /** The target pane (`-t`), when one was given. */
    pane?: number;
    line: string;
    times: number;
    done: (end: OwnEnd) => void;
  }
  /**
   * A bound list's `send-keys KEY...` (`data`, its bytes): copy mode's
   * keys when it is on (`taken` true), else the daemon's to send.
   */
  | { kind: "copy-keys"; data: Uint8Array; taken: (yes: boolean) => void }
  /** A bound list's `copy-mode -t TARGET`, on pane `pane` (found). */
  | { kind: "copy-mode"; cmd: CopyModeCommand; pane: number }
  /** `refresh-client` (prefix `r`): the whole terminal drawn again. */
  | { kind: "refresh" }
  /** Prefix C-z (`suspend-client`); `rest`: keys after it. */
  | { kind: "suspend"; rest: Uint8Array }
  /** A binding opens a prompt or the help view; `rest`: keys after it. */
  | { kind: "modal"; line: string; rest: Uint8Array }
  /** A mouse report from the terminal (queued as keys are), read `at`. */
  | { kind: "mouse"; report: MouseReport; at: number }
  /** The moment a double click's selection shows is over: copy it. */
  | { kind: "mouse-copy"; mode: ScrollMode }
  /** What a mouse binding runs after its `run-shell -d` wait, in turn. */
  | { kind: "mouse-later"; run: () => Promise<AttachResult | null> };

/**
 * How a command of a bound list that this client ran itself ended: false
 * when it failed (a message says why: the list stops, as tmux's), else
 * the session the commands after it target (null: the same as before),
 * or a prompt's answer, the command line to run before them (`run`).
 */
type OwnEnd = false | string | null | { run: string };

/** A prompt or the help view, open: keys go to it. */
type Modal =
  | {
    kind: "prompt";
    prompt: CommandPrompt | ConfirmPrompt | KeyPrompt;
    request: PromptRequest;
    decoder: ScrollKeyDecoder;
    /** A command prompt's answers so far, one per question asked. */
    answers: string[];
  }
  | { kind: "help"; view: HelpView; decoder: ScrollKeyDecoder };

/**
 * Attaches the terminal on stdin/stdout to a session until detach or end.
 *
 * Puts the terminal in raw mode (Ctrl-C is a byte for the session) on its
 * alternate screen, draws the session's frames (acking each once written),
 * mirrors its modes and title, forwards keys (prefix then `d` detaches,
 * prefix twice sends the prefix, prefix then `[` or PageUp enters scroll
 * mode, prefix then any other key is dropped) and size changes. However it
 * ends, the terminal is restored exactly (modes, cursor, main screen,
 * termios) and one line saying why is printed on stderr; `message` is that
 * line.
 *
 * `exitCode`: 0 on detach and when the session's child exits with status
 * 0; the child's status N when it exits with N; 128 + the signal's number
 * when a signal killed it (as ssh and `docker run -it` do, so
 * `berth new -- make && next` works); 1 when the daemon goes away, drops
 * the client or the attach fails; 128 + the signal's number when this
 * client gets SIGTERM or SIGHUP (it detaches first).
 *
 * An attach request the daemon refuses (no such session ...) prints the
 * daemon's one-line message and returns 1 without touching the terminal.
 */
export async function attachSession(
  conn: Connection,
  opts: AttachOptions,
  hooks: AttachHooks = {},
): Promise<AttachResult> {
  const term = hooks.terminal ?? realTerminal();
  const result = await attach(conn, opts, term, hooks.renderer ?? {});
  conn.close();
  try {
    term.printLine(result.message);
  } catch {
    // stderr is gone with the terminal; the exit code still tells.
  }
  return result;
}

async function attach(
  conn: Connection,
  opts: AttachOptions,
  term: OuterTerminal,
  rendererOptions: RendererOptions,
): Promise<AttachResult> {
  if (!term.isTerminal()) {
    return {
      exitCode: 1,
      message: "berth: attach needs a terminal; run it from one",
    };
  }
  const events = new EventQueue<AttachEvent>();
  conn.onPush = (msg) => events.push({ kind: "push", msg });
  conn.closed.then(() => events.push({ kind: "closed", conn }));
  // Beats notice a dead link that sends nothing at all (see heartbeat.ts).
  if (opts.heartbeat ?? opts.reopen !== undefined) startHeartbeat(conn);
  const size = term.size();
  const status = opts.status ?? "off";
  let answer: AttachAnswer;
  try {
    answer = await conn.request({
      op: "attach",
      name: opts.name,
      readOnly: opts.readOnly,
      cols: size.cols,
      rows: sessionRows(size.rows, status),
      ...(opts.clipboard ? { clipboard: true } : {}),
      ...(opts.detachOthers ? { detachOthers: true } : {}),
      ...(opts.pinned ? { pinned: true } : {}),
      ...(opts.resume ? { resume: { token: opts.resume, seq: 0 } } : {}),
      ...(opts.client ?? ttyName()),
    });
  } catch (err) {
    return refused(err);
  }
  opts.onAttached?.(answer);
  const session = new AttachedSession(conn, opts, term, answer, events, size, {
    bce: outerHasBce(),
    colours: ownTerminalColours(opts.terminalLists),
    mirrorInput: !opts.readOnly,
    clipboard: opts.clipboard ?? false,
    status,
    hostName: hostName(),
    statusLine: opts.statusLine,
    ...rendererOptions,
  });
  const result = await session.run();
  // Resumed on another connection (a live upgrade, a dropped link): that
  // one is closed too (`attachSession` closes the first).
  if (session.conn !== conn) session.conn.close();
  return result;
}

// A refused attach request: the daemon's own line (an error like any
// other command's, so with berth's prefix), or why it went away.
function refused(err: unknown): AttachResult {
  if (err instanceof RequestError) {
    return {
      exitCode: 1,
      message: `berth: ${err.message}`,
      refusal: { code: err.code, message: err.message },
    };
  }
  if (err instanceof ConnectionError) {
    return daemonGoneResult(
      err.kind === "fatal" ? err.message : "lost connection",
    );
  }
  return { exitCode: 1, message: String((err as Error)?.message ?? err) };
}

// Whether two status line settings are the same.
function sameStatusLine(
  a: Readonly<StatusLineOptions> | undefined,
  b: Readonly<StatusLineOptions> | undefined,
): boolean {
  const x = a ?? DEFAULT_STATUS_LINE, y = b ?? DEFAULT_STATUS_LINE;
  const users = new Set(
    [...Object.keys(x), ...Object.keys(y)].filter(isUserOption),
  );
  const xs = x as unknown as Record<string, unknown>;
  const ys = y as unknown as Record<string, unknown>;
  // The other settings too: `#{?mouse,M,}` follows set -g mouse.
  return SETTING_NAMES.every((k) => xs[k] === ys[k]) &&
    [...users].every((k) => x[k as `@${string}`] === y[k as `@${string}`]);
}

// The title the status line shows when the program set none, as tmux's
// default pane title.
function hostName(): string {
  try {
    return Deno.hostname();
  } catch {
    return "";
  }
}

// GNU screen (TERM=screen*) does not erase with the background colour, and
// tmux's terminfo entries do not promise it either.
function outerHasBce(): boolean {
  try {
    return !/^(screen|tmux)/.test(Deno.env.get("TERM") ?? "");
  } catch {
    return true;
  }
}

/** The attached state: from raw mode in to terminal restored. */
class AttachedSession {
  #renderer: Renderer;
  #filter: InputFilter;
  #detaching = false;
  #resizePending = false;
  /** Scroll mode, while it is on. */
  #scroll: ScrollMode | null = null;
  /** Scroll mode was asked for; the loop has not started it yet. */
  #scrollPending = false;
  /**
   * Copy mode kept on the session's panes, as the daemon said (step 32):
   * shown when such a pane is the active one, as tmux shows a pane's mode.
   */
  #paneModes = new Map<number, CopyModeState>();
  /**
   * Copy mode of a pane that is not the active one here, which the wheel
   * over it or a binding's `send -X -t` moves (tmux's modes take their
   * pane's mouse and commands, active or not): never drawn here (every
   * pane in copy mode is drawn in the daemon's frames), its moves told
   * as the active pane's are (#otherDone).
   */
  #otherMode: ScrollMode | null = null;
  /**
   * A read-only client's panes whose copy mode it left, with the pane's
   * state then: shown again when another client moves it, not when a
   * reflow moves it on its text or the daemon tells it again.
   */
  #leftModes = new Map<number, CopyModeState>();
  /** The shown window's active pane (`%N`), from the frames' panes. */
  #activePane: number | undefined;
  /** The state last told to the daemon (its JSON), to send only changes. */
  #toldMode = "";
  /**
   * A paste that came while copy mode held keys for its first answer, and
   * the keys after it: made once the keys before it have run (a q among
   * them leaves copy mode, and the paste is then the pane's).
   */
  #afterHeld: Extract<AttachEvent, { kind: "keys" }>[] = [];
  /** Their bytes, bounded (`AFTER_HELD_MAX`): more are dropped. */
  #afterHeldBytes = 0;
  /** "keys" events in the queue: later keys must queue behind them. */
  #queuedKeys = 0;
  /** The prompt or help view open, and one asked for, not open yet. */
  #modal: Modal | null = null;
  /** What waits for the open prompt to close (`#commandPushed`). */
  #onPromptClosed: (() => void)[] = [];
  #modalPending = false;
  /** A list's prompt open: what resolves the list's wait (`#answer`). */
  #answered: ((run: string | null) => void) | null = null;
  /** Lets the keys held behind the bound list running go (`#runHeld`). */
  #release: (() => void) | null = null;
  /** A list's popup or menu open: what resumes the list once it closes. */
  #viewGone: (() => void) | null = null;
  /**
   * What was typed at this client's prompts, by prompt type (`-T`): Up
   * and Down recall it.
   */
  #histories = new Map<PromptType, string[]>();
  /** The template runs of `command-prompt -i`, in turn (#incremental). */
  #incrementalRuns: Promise<void> = Promise.resolve();
  /** A suspend is asked for or under way: keys wait for its end. */
  #suspending = false;
  /**
   * What is typed while a suspend is asked for or under way, in order:
   * dropped once the client has stopped (as tmux drops a suspended
   * client's keys: typed after prefix C-z, they were meant for the shell),
   * else (the suspend refused) and after `fg` read as usual.
   */
  #aside: Uint8Array[] | null = null;
  /** The terminal is the shell's (suspended): nothing is written there. */
  #givenBack = false;
  /** Keys typed while a bound command runs (see `#forward`). */
  #held: Uint8Array[] | null = null;
  /** The status line's shell commands (`#(cmd)`), ended with it. */
  #jobs: StatusJobs;
  /**
   * The key table the status line was last told (`client_key_table`,
   * `client_prefix`), and the timer of a repeat's end, which takes the
   * client back to its home table.
   */
  #tableShown = "root";
  #repeatTimer: CancelTimer | undefined;
  /** The message shown now (its id), and its timer. */
  #messageId = 0;
  /**
   * The messages shown, oldest first, at most `MESSAGE_LIMIT`, with the
   * time each came (`show-messages`, prefix `~`).
   */
  #messageLog: { at: Date; text: string }[] = [];
  #messageTimer: CancelTimer | undefined;
  /** The message shown stays until the next key (`display-time` 0). */
  #messageUntilKey = false;
  /** The status line's clock. */
  #tickTimer: CancelTimer | undefined;
  /** Ends the wait for the rest of a cut key (`CUT_KEY_MS`). */
  #cutTimer: CancelTimer | undefined;
  /** The attachment's token, for a resume ("" when there is none). */
  #token: string;
  /** The first attach took over an attachment of a replaced daemon. */
  #upgraded: boolean;
  /** The seq of the last frame drawn. */
  #lastFrame = 0;
  /** Input sent but not confirmed, and typed while the link is down. */
  #inputs: InputLog;
  /** Set while the link is down: aborting it stops the reconnect loop. */
  #down: AbortController | null = null;
  #report: TryReport = { attempt: 1 };
  #early = new WeakMap<Connection, PushMsg[]>();
  /**
   * Where the mouse key whose binding ran a command line last was (tmux's
   * mouse event, for a menu's `-x M -y M`); null: none yet.
   */
  #pointer: { x: number; y: number } | null = null;
  /** A chooser or display-panes, while one is shown (see `chooser_overlay.ts`). */
  #overlay: Overlay | null = null;
  /** One was asked for; the loop has not started it yet. */
  #overlayPending = false;
  /** Mouse reports that came while an overlay was about to open. */
  #overlayMice: MouseReport[] = [];
  /** Switched away from a view: leave it when the new session's frame is in. */
  #leaveOnFrame = false;
  /** The session attached to (it changes with `switch-client` and
   * `rename-session`, as the daemon last said). */
  name: string;
  /** The mouse; null for a read-only client, which sends nothing. */
  #mouse: AttachMouse | null;
  /** The bytes typed keys may skip this client with, for `#passFor`. */
  #pass: Uint8Array = new Uint8Array(256);
  #passFor: InputFilter | null = null;
  /** A `popup-draw` is queued (`#pushed`). */
  #popupDraw = false;
  /** The terminal's answers to the colour queries (`colour_replies.ts`). */
  #colours: ColourReplies;
  /** Ends the wait for them. */
  #coloursTimer: CancelTimer | undefined;

  constructor(
    public conn: Connection,
    public opts: AttachOptions,
    readonly term: OuterTerminal,
    answer: AttachAnswer,
    readonly events: EventQueue<AttachEvent>,
    size: { cols: number; rows: number },
    rendererOptions: RendererOptions,
  ) {
    this.name = answer.name;
    this.#token = answer.token ?? "";
    this.#upgraded = answer.upgraded ?? false;
    // A taken-over attachment's input goes on from the seq the daemon has.
    this.#inputs = new InputLog(answer.input);
    // The size the session was told; a change since then is a resize.
    const jobs = new StatusJobs(
      () => events.push({ kind: "status-job" }),
      undefined,
      opts.startJob,
    );
    this.#jobs = jobs;
    this.#renderer = new Renderer(size.cols, size.rows, {
      jobs: (command) => jobs.get(command),
      ...rendererOptions,
    });
    this.#filter = new InputFilter(
      opts.keys ?? opts.prefix ?? DEFAULT_PREFIX,
      opts.readOnly,
    );
    this.#mouse = opts.readOnly
      ? null
      : new AttachMouse(this.#mouseHost(), opts.mouse ?? false);
    this.#colours = new ColourReplies(opts.askColours ?? ownTerminalAsks());
    if (opts.colours) {
      this.#colours.fg = opts.colours.fg;
      this.#colours.bg = opts.colours.bg;
    }
  }

  async run(): Promise<AttachResult> {
    const { term, events } = this;
    this.conn.onPush = (msg) => this.#pushed(msg);
    this.#showPrefix(); // a `key-table` other than root shows at once
    term.setRaw(true);
    const stopResize = term.onResize(() => this.#resizeSoon());
    const stopTerminate = term.onTerminate((signal) =>
      events.push({ kind: "terminate", signal })
    );
    const stopContinue = term.onContinue?.(() =>
      events.push({ kind: "continued" })
    );
    const stopCommand = term.onCommand?.((line) => {
      this.#modalPending = true;
      events.push({ kind: "modal", line, rest: new Uint8Array() });
    });
    const stopPaste = term.onPaste?.((text, bracketed) =>
      this.#paste(text, bracketed)
    );
    let result: AttachResult;
    try {
      await term.write(this.#renderer.begin());
      // Taken over from the daemon before a live upgrade: whatever modes
      // its client left on (a popup's program's keypad) go off first.
      if (this.#upgraded) await term.write(this.#renderer.modesOff());
      await term.write(
        this.#renderer.setFocusReports(this.opts.focusEvents ?? false),
      );
      if (this.opts.colours) this.#sendColours();
      if (this.#colours.awaiting) {
        await term.write(COLOUR_QUERIES);
        this.#coloursTimer = after(REPLY_WAIT_MS, () => this.#colours.stop());
      }
      // The size may have changed between the request and now.
      this.#resizeSoon();
      term.startReading(
        (data) => this.#input(data),
        () => events.push({ kind: "input-end" }),
      );
      if (this.opts.notice) {
        events.push({ kind: "message", text: this.opts.notice });
      }
      // An attachment taken over from a daemon that was replaced (the
      // daemon draws this terminal and came back as a new program).
      if (this.#upgraded) {
        events.push({ kind: "message", text: UPGRADED_MESSAGE });
      }
      this.#tickLater();
      result = await this.#loop();
    } catch (err) {
      result = errorResult(err);
    } finally {
      stopResize();
      stopTerminate();
      stopContinue?.();
      stopCommand?.();
      stopPaste?.();
      this.#messageTimer?.();
      this.#tickTimer?.();
      this.#repeatTimer?.();
      this.#cutTimer?.();
      this.#coloursTimer?.();
      this.#mouse?.stop();
      this.#down?.abort();
      this.#jobs.close();
    }
    await this.#restore();
    return result;
  }

  // Gives the terminal back; every step runs even if one fails.
  async #restore(): Promise<void> {
    // Whatever ended the loop, nobody else writes the terminal now.
    this.#hold();
    // Suspended: given back restored already, the shell's now.
    if (!this.#givenBack) await this.#giveBack();
    await this.term.stopReading();
  }

  // The terminal as it was found: modes, cursor, main screen, termios.
  async #giveBack(): Promise<void> {
    try {
      await this.term.write(this.#renderer.end());
    } catch {
      // The terminal is gone; nothing to restore on it.
    }
    try {
      this.term.setRaw(false);
    } catch {
      // Same.
    }
  }

  async #loop(): Promise<AttachResult> {
    for (;;) {
      const ev = await this.events.next();
      this.#hold();
      const result = await this.#handle(ev) ?? await this.#runAfterHeld();
      // Ending, the terminal stays held: it is given back, then closed.
      if (result) return result;
      this.#offerKeys();
      this.term.copyMode?.(this.#scroll !== null);
      await this.#lend();
    }
  }

  /**
   * Takes the terminal back from the session's parse worker (a daemon's
   * terminal, `OuterTerminal.hold`) for an event; rows it drew meanwhile
   * are drawn again: now, or by the frame that brings them when the worker
   * drew what this client does not have yet (`Renderer.drawnOver`).
   */
  #hold(): void {
    const drawn = this.term.hold?.();
    if (!drawn) return;
    const { first, last, cut, ahead } = drawn;
    this.#renderer.drawnOver(first, last, cut, ahead);
  }

  /**
   * Lends the terminal to the session's parse worker until the next event,
   * where the session is drawn as it is: not while anything of this
   * client's own (a view, a chooser, a prompt, a message) is shown or on
   * its way, or the link is down. Rows the worker drew while this event
   * was on its way, and not drawn again since, are drawn first.
   */
  async #lend(): Promise<void> {
    if (!this.term.release) return;
    if (this.#renderer.needsRepair) {
      await this.term.write(this.#renderer.repair());
    }
    const plain = !this.#detaching && !this.#suspending && !this.#down &&
      !this.#scroll && !this.#scrollPending && !this.#overlay &&
      !this.#overlayPending &&
      !this.#modal && !this.#modalPending && !this.#leaveOnFrame;
    this.term.release(plain ? this.#renderer.directArea() : null);
  }

  /**
   * Lets typed keys skip this client while it would only pass them on
   * (`OuterTerminal.passThrough`): no prefix, key or command pending, no
   * view, prompt or chooser open, nothing queued, the link up.
   */
  #offerKeys(): void {
    if (!this.term.passThrough) return;
    const plain = !this.opts.readOnly && !this.#detaching && !this.#held &&
      !this.#suspending && !this.#down && this.#queuedKeys === 0 &&
      this.#afterHeld.length === 0 && this.#filter.plain &&
      !this.#scroll && !this.#scrollPending && !this.#overlay &&
      !this.#overlayPending && !this.#modal && !this.#modalPending &&
      !this.#messageUntilKey && !(this.#mouse?.reader.waiting ?? false);
    if (!plain) return this.term.passThrough(null);
    if (this.#passFor !== this.#filter) {
      this.#pass = this.#filter.passBytes();
      this.#passFor = this.#filter;
    }
    this.term.passThrough(this.#pass);
  }

  async #handle(ev: AttachEvent): Promise<AttachResult | null> {
    switch (ev.kind) {
      case "push":
        return await this.#push(ev.msg);
      case "detach":
        return await this.#detach(detachedResult(this.name));
      case "input-end":
        // The terminal hung up: nothing more will be typed.
        return await this.#detach(detachedResult(this.name));
      case "resize":
        this.#resizePending = false;
        await this.#resize();
        return null;
      case "continued":
        await this.#continued();
        return null;
      case "terminate":
        return await this.#detach({
          exitCode: 128 + signalNumber(ev.signal),
          message: `[detached from session ${this.name}: got ${ev.signal}]`,
        });
      case "closed":
        if (ev.conn !== this.conn) return null; // a link given up on
        if (!this.opts.reopen || this.#token === "") {
          return daemonGoneResult("lost connection");
        }
        await this.#linkDown();
        return null;
      case "reconnected":
        return await this.#reconnected(ev.outcome);
      case "status":
        if (!this.#down) return null;
        this.#report = ev.report;
        await this.#showStatus();
        return null;
      case "scroll":
        // A key bound to copy-mode (prefix [, PageUp).
        this.#afterHook("copy-mode");
        return await this.#enterScroll(ev.pageUp, ev.rest);
      case "keys":
        this.#queuedKeys--;
        if (
          this.#afterHeld.length > 0 || (ev.paste && this.#scroll?.holding)
        ) {
          // Prefix d still detaches at once, the answer slow or never
          // coming (a stalled link), as keys held in copy mode do.
          const mode = this.#scroll;
          if (!ev.paste && mode?.holding && mode.detachesBehind(ev.data)) {
            const out = new Uint8Array(0);
            return await this.#scrolledActive({ out, detach: true });
          }
          // Bounded, as copy mode's held keys are: a flood behind a copy
          // mode that never gets its answer.
          const size = ev.paste?.text.length ?? ev.data.length;
          if (this.#afterHeldBytes + size > AFTER_HELD_MAX) return null;
          this.#afterHeldBytes += size;
          this.#afterHeld.push(ev);
          return null;
        }
        return await this.#keys(
          ev.paste ? this.#pasteBytes(ev.paste) : ev.data,
        );
      case "history":
        return await this.#historyAnswer(ev.mode, ev.page);
      case "message":
        await this.#showMessage(ev.text);
        return null;
      case "output":
        await this.#showOutput(ev.lines);
        return null;
      case "overlay-start":
        return await this.#startOverlay(ev);
      case "overlay-run":
        if (ev.overlay !== this.#overlay) return null; // left meanwhile
        return await this.#overlaid(ev.run());
      case "popup-draw":
        this.#popupDraw = false;
        if (ev.overlay !== this.#overlay || !ev.overlay.frame) return null;
        return await this.#overlaid(ev.overlay.frame());
      case "popup-close":
        return this.#overlay?.close
          ? await this.#overlaid(this.#overlay.close())
          : null;
      case "message-end":
        if (ev.id === this.#messageId) {
          await this.term.write(this.#renderer.clearMessage());
        }
        return null;
      case "tick":
        await this.term.write(this.#renderer.tick());
        this.#tickLater();
        return null;
      case "key-table":
        await this.term.write(
          this.#renderer.setKeyTable(ev.table, ev.prefix),
        );
        return null;
      case "status-job":
        await this.term.write(this.#renderer.tick());
        return null;
      case "refresh":
        await this.#redrawAll();
        return null;
      case "modal": {
        this.#modalPending = false;
        // A list's prompt that did not open: the list goes on. (Not a
        // prompt opened here whose keys, typed at once, ran a list.)
        const waiting = this.#answered;
        const r = await this.#runLine(ev.line, ev.rest);
        const shut = this.#modal?.kind !== "prompt";
        if (waiting && this.#answered === waiting && shut) {
          this.#giveAnswer(null);
        }
        return r;
      }
      case "suspend":
        return await this.#suspend(ev.rest);
      case "mouse":
        this.#queuedKeys--;
        return await this.#mouseOver(ev.report, ev.at);
      case "mouse-copy":
        return ev.mode === this.#scroll
          ? await this.#scrolled(ev.mode.copySelection())
          : null;
      case "mouse-later":
        return await ev.run();
      case "copy-command": {
        if (ev.pane !== undefined && ev.pane !== this.#activePane) {
          // Another pane's copy mode (`send -X -t`), not shown here.
          const other = await this.#otherModeOf(ev.pane);
          ev.done(other ? null : false);
          if (!other) {
            await this.#showMessage("not in a mode");
            return null;
          }
          return await this.#otherDone(other, other.command(ev.line, ev.times));
        }
        const mode = this.#scroll;
        ev.done(mode ? null : false);
        if (!mode) {
          await this.#showMessage("not in a mode"); // tmux's words
          return null;
        }
        return await this.#scrolledActive(mode.command(ev.line, ev.times));
      }
      case "copy-keys": {
        const mode = this.#scroll;
        ev.taken(mode !== null);
        return mode ? await this.#scrolledActive(mode.keys(ev.data)) : null;
      }
      case "copy-mode":
        return await this.#copyMode(ev.cmd, ev.pane, new Uint8Array(0));
    }
  }

  // The paste (and keys) that waited behind copy mode's held keys, once
  // those ran; more wait again if copy mode still holds (another mode).
  async #runAfterHeld(): Promise<AttachResult | null> {
    while (this.#afterHeld.length > 0 && !this.#scroll?.holding) {
      const ev = this.#afterHeld.shift()!;
      this.#afterHeldBytes -= ev.paste?.text.length ?? ev.data.length;
      const r = await this.#keys(
        ev.paste ? this.#pasteBytes(ev.paste) : ev.data,
      );
      if (r) return r;
    }
    return null;
  }

  /**
   * Runs a command line from a key or a prompt: the ones that act on this
   * client here (prompts, help, detach, copy mode, the prefix: #onLoop),
   * the others, and lists, as bound commands; then the keys typed after it.
   */
  async #runLine(
    typed: string,
    rest: Uint8Array,
  ): Promise<AttachResult | null> {
    // Its name in full (`copy-m`: copy-mode), as tmux's parser finds it.
    let line: string;
    try {
      line = lineInFull(typed);
    } catch (err) {
      await this.#showMessage((err as Error).message);
      return rest.length > 0 ? await this.#keys(rest) : null;
    }
    const words = line.trim().split(/\s+/);
    if (line.trim() !== "" && (isList(line) || !this.#onLoop(line))) {
      // Not awaited: frames go on being drawn while it runs.
      this.#runHeld(line, rest);
      return null;
    } else if (opensModal(line)) {
      await this.#openModal(line);
    } else if (words[0] === "detach-client") {
      this.#detaching = true;
      return await this.#detach(detachedResult(this.name));
    } else if (isSuspend(line)) {
      return await this.#suspend(rest);
    } else if (words[0] === "copy-mode") {
      return await this.#copyModeLine(line, rest);
    } else if (words[0] === "paste-buffer") {
      if (!this.opts.readOnly) this.#pasteBuffer();
    } else {
      const sends = this.#filter.keys.prefixBytes(line);
      if (!this.opts.readOnly && sends?.length) this.#sendInput(sends);
    }
    return rest.length > 0 ? await this.#keys(rest) : null;
  }

  // Whether #runLine runs command `line` itself, on the event loop (a
  // prompt, the help view, detach, suspend, copy mode, the prefix, paste),
  // not as a bound command.
  #onLoop(line: string): boolean {
    const words = line.trim().split(/\s+/);
    const only = words.length === 1;
    return opensModal(line) || isSuspend(line) ||
      (only && (words[0] === "detach-client" || words[0] === "paste-buffer")) ||
      copyOnLoop(line) || !!this.#filter.keys.prefixBytes(line);
  }

  // `copy-mode` from a key, a prompt or the command line whose pane is
  // known (the active one, or `%N`, checked here): copy_mode_command.ts's,
  // run here; wrong words: its message.
  async #copyModeLine(
    line: string,
    rest: Uint8Array,
  ): Promise<AttachResult | null> {
    let cmd: CopyModeCommand | null = null;
    try {
      cmd = copyModeCommand(line);
    } catch (err) {
      await this.#showMessage((err as Error).message);
    }
    if (!cmd) return rest.length > 0 ? await this.#keys(rest) : null;
    const pane = cmd.target === undefined
      ? undefined
      : Number(cmd.target.slice(1));
    // A binding's `%N` may name no pane, or one of another session (the
    // command line's was found already): the daemon says which, in one
    // line, as for another target (#copyModeAt).
    if (this.opts.readOnly && copyModeElsewhere(line, this.#activePane)) {
      await this.#showMessage(`Read-only: ${line} is not run`);
      return rest.length > 0 ? await this.#keys(rest) : null;
    }
    const unknown = pane !== undefined && pane !== this.#activePane &&
      !this.#inCopyMode(pane);
    if (
      unknown &&
      await this.#paneOf(cmd.target!, this.name, "copy-mode") === null
    ) {
      return rest.length > 0 ? await this.#keys(rest) : null;
    }
    return await this.#copyMode(cmd, pane, rest);
  }

  /**
   * Runs `copy-mode` command `cmd` on pane `pane` (undefined: the active
   * one), as tmux 3.3a's on its target: the pane shown active here enters
   * (or shows) copy mode here; another one, in this window or another of
   * the session, enters it unselected, its keys still the active pane's,
   * the daemon drawing it (#otherModeOf), as tmux's. A pane in copy mode
   * already keeps its own (`-e`, `-H` change nothing, as tmux's), `-u`
   * moving it a page up; `-q` leaves it.
   */
  async #copyMode(
    cmd: CopyModeCommand,
    pane: number | undefined,
    rest: Uint8Array,
  ): Promise<AttachResult | null> {
    const after = () => rest.length > 0 ? this.#keys(rest) : null;
    const shown = pane === undefined || pane === this.#activePane;
    if (cmd.mouse) return await after(); // no mouse event here
    if (cmd.quit) {
      const mode = shown ? this.#scroll : await this.#otherModeOf(pane!);
      const left = mode?.command("cancel", 1);
      const r = !left
        ? null
        : mode === this.#scroll
        ? await this.#scrolledActive(left)
        : await this.#otherDone(mode!, left);
      return r ?? await after();
    }
    this.#afterHook("copy-mode");
    const enter = {
      exitAtBottom: cmd.exitAtBottom,
      hidePosition: cmd.hidePosition,
    };
    if (shown) {
      this.#scrollPending = true;
      return await this.#enterScroll(cmd.pageUp, rest, enter);
    }
    const kept = this.#inCopyMode(pane!);
    const other = await this.#otherModeOf(pane!, {
      ...enter,
      pageUp: cmd.pageUp,
    });
    if (other && kept && cmd.pageUp) {
      const r = await this.#otherDone(other, other.command("page-up", 1));
      if (r) return r;
    }
    return await after();
  }

  // Whether pane `pane`, not shown here, is in copy mode: kept, or
  // entered and waiting for its history (a list's `copy-mode -u -t %N`
  // twice: the second pages up, held until the first's answer).
  #inCopyMode(pane: number): boolean {
    return this.#paneModes.has(pane) || this.#otherMode?.pane === pane;
  }

  // A list's `copy-mode -t TARGET` whose pane the daemon finds first
  // (for `session`: tmux's target); undefined for any other command line
  // (one that names its pane `%N` runs on the loop: #onLoop). A pane of
  // another session is refused: its copy mode is its session's clients'.
  #copyModeAt(line: string, session: string): Promise<OwnEnd> | undefined {
    let cmd: CopyModeCommand | null = null;
    try {
      cmd = copyModeCommand(line);
    } catch {
      return undefined; // #onLoop's: its message shown there
    }
    if (!cmd || paneFound(cmd)) return undefined;
    if (this.opts.readOnly) {
      // Not found (the daemon runs nothing for it), and most likely
      // another pane: a read-only client's copy mode is its own view's.
      this.events.push({
        kind: "message",
        text: `Read-only: ${line} is not run`,
      });
      return Promise.resolve(false);
    }
    return this.#paneOf(cmd.target!, session, "copy-mode").then((pane) => {
      if (pane === null) return false;
      this.events.push({ kind: "copy-mode", cmd: cmd!, pane });
      return null;
    });
  }

  // What a command printed (`:list-windows`, a binding's `display -p`), as
  // tmux's view mode shows it: a view over the session, q leaves. While
  // something else has the screen, its first line as a message.
  async #showOutput(lines: string[]): Promise<void> {
    if (this.#modal || this.#overlay) {
      await this.#showMessage(lines[0]);
      return;
    }
    const view = new HelpView(lines);
    this.#modal = { kind: "help", view, decoder: new ScrollKeyDecoder() };
    // Keys come here before the view shows: one typed as soon as it is
    // seen (q) must not go on to the pane (CI, load 3: a q reached the
    // shell, the view stayed). The loop's #offerKeys comes after the draw.
    this.term.passThrough?.(null);
    await this.#drawModal();
  }

  // Opens a prompt (command-prompt, confirm-before) or the help view.
  async #openModal(line: string): Promise<void> {
    // Keys come here before it shows, as for #showOutput's view: one
    // pushed from a shell (`berth command-prompt -N`) opens within its
    // event, and a 7 typed as soon as the prompt showed reached the pane
    // (CI, under load); a key's prompt was refused by #modalPending.
    this.term.passThrough?.(null);
    // Keys read while it opens (the daemon asked for -F's template or for
    // the prompt's history) wait for it, as behind a key's prompt: read
    // then with no modal and nothing pending, they went to the pane (C-b :
    // then typing: the first keys reached the shell).
    this.#modalPending = true;
    try {
      await this.#openModalNow(line);
    } finally {
      this.#modalPending = false;
    }
  }

  async #openModalNow(line: string): Promise<void> {
    // A prompt takes a paste whole, as tmux's (a line to run, a buffer's
    // text), up to what the daemon takes in one paste.
    const decoder = new ScrollKeyDecoder(MAX_PASTE_BYTES);
    if (line.trim() === "list-keys") {
      const view = new HelpView(listKeys(this.#filter.keys));
      this.#modal = { kind: "help", view, decoder };
    } else {
      if (
        this.#modal?.kind === "prompt" &&
        line.trim().split(/\s+/)[0] === "command-prompt"
      ) {
        // tmux 3.3a's command-prompt with a prompt open (a list's after
        // -b or -i, -i's template): nothing, and a list goes on.
        this.#giveAnswer(null);
        return;
      }
      let request: PromptRequest;
      try {
        // Opened in this same run unless -F asks the daemon first: keys
        // read meanwhile must find the prompt open.
        const parsed = parsePromptCommand(line, this.#renderer.status);
        request = parsed.kind === "command" && parsed.format
          ? await this.#formatTemplate(parsed)
          : parsed;
      } catch (err) {
        await this.#showMessage((err as Error).message);
        return;
      }
      const prompt = request.kind === "confirm"
        ? new ConfirmPrompt(request.label, this.#promptLook())
        : await this.#question(request, 0);
      this.#modal = { kind: "prompt", prompt, request, decoder, answers: [] };
      this.#modalPending = false; // Open: keys go to it now.
      // tmux's -b and -i: a list goes on at once.
      if (request.kind === "command" && request.background) {
        this.#giveAnswer(null);
      }
      if (prompt instanceof CommandPrompt && prompt.mode === "incremental") {
        // The template runs with `=` at once.
        await this.#drawModal();
        await this.#incremental(request, prompt.opening);
        return;
      }
    }
    await this.#drawModal();
  }

  // `command-prompt -F`: its template expanded by the daemon, as a
  // format of this client's pane, before the prompt opens.
  async #formatTemplate(r: PromptRequest): Promise<PromptRequest> {
    if (r.kind !== "command" || !r.format || r.source === undefined) return r;
    const a = await this.conn.request({
      op: "display-message",
      name: this.name,
      // The daemon's strftime pass first (display-message's, not -F's)
      // gives each `%` back.
      format: r.source.replaceAll("%", "%%"),
      print: true,
    });
    return { ...r, template: splitCommandLine(a.text) };
  }

  // The daemon's history of prompt type `type` (step 50: every client's,
  // as tmux keeps it in its server), `added` added to it first, into
  // `history`, this client's copy, when it answers. A prompt opens once
  // it has answered (as -F's template), so that an Up typed right behind
  // the prompt's key, waiting meanwhile, finds the daemon's lines; a
  // daemon before it refuses the op: the copy is the history.
  async #promptHistory(type: PromptType, history: string[], added?: string) {
    try {
      const { history: got } = await this.conn.request({
        op: "prompt-history",
        type,
        ...(added === undefined ? {} : { add: added }),
      });
      const lines = got[type];
      if (lines) history.splice(0, history.length, ...lines);
    } catch {
      // Refused or the link gone: this client's copy stays.
    }
  }

  // The prompt that asks question `n` of a command prompt.
  async #question(
    r: Extract<PromptRequest, { kind: "command" }>,
    n: number,
  ): Promise<CommandPrompt | KeyPrompt> {
    const look = this.#promptLook();
    const { label, initial } = r.questions[n];
    if (r.mode === "key") return new KeyPrompt(label, look);
    let history = this.#histories.get(r.type);
    if (!history) this.#histories.set(r.type, history = []);
    await this.#promptHistory(r.type, history);
    return new CommandPrompt(
      label,
      initial,
      history,
      // What is typed at the `:` prompt is a command line: Tab
      // completes it, as tmux's.
      r.template ? look : { ...look, complete: completeWord },
      r.mode,
    );
  }

  // An incremental prompt's template run with `text` (`=abc`), the
  // prompt staying open.
  async #incremental(r: PromptRequest, text: string): Promise<void> {
    if (r.kind !== "command") return;
    const line = promptLine(r.template, [text], true);
    if (line.trim() === "") return;
    let full: string | null = null;
    try {
      full = lineInFull(line);
    } catch {
      // #runLine's message says why.
    }
    if (full === null || (!isList(full) && this.#onLoop(full))) {
      await this.#runLine(line, new Uint8Array(0));
      return;
    }
    // One after the other, in the order typed, as tmux's queue runs them:
    // run at once (#runLine's), a paste of 300 keys left its 150th text
    // last, the runs ending out of order.
    // A run that does not end (a stalled link) holds the next ones no
    // longer than a key's command holds the keys after it.
    this.#incrementalRuns = this.#incrementalRuns.then(() => {
      let cancel: CancelTimer | undefined;
      return Promise.race([
        this.#runBound(full),
        new Promise<void>((ok) => cancel = after(HOLD_MS, ok)),
      ]).finally(() => cancel?.());
    }).catch((err) => this.#failed(err));
  }

  // tmux's `status-keys`, `message-style` and `message-command-style`.
  #promptLook(): PromptLook {
    const look = this.opts.statusLine;
    return {
      keys: look?.["status-keys"] ?? "emacs",
      style: lookStyle(look, "message-style"),
      commandStyle: lookStyle(look, "message-command-style"),
    };
  }

  async #drawModal(): Promise<void> {
    const m = this.#modal, r = this.#renderer;
    if (!m) return;
    const { cols, rows } = r.size;
    if (m.kind === "help") {
      await this.term.write(r.showView(m.view.rows(cols, rows), null));
      return;
    }
    const { row, cursor } = m.prompt.draw(cols);
    await this.term.write(r.showPrompt(row, cursor));
  }

  // Keys for the open prompt or help view; once it closes, the keys after
  // the one that closed it go on as usual.
  async #modalKeys(m: Modal, data: Uint8Array): Promise<AttachResult | null> {
    const keys = m.decoder.feed(data);
    for (let i = 0; i < keys.length; i++) {
      const rest = () =>
        concatBytes(
          ...keys.slice(i + 1).map((k) => k.bytes),
          m.decoder.pending(),
        );
      if (m.kind === "help") {
        if (m.view.key(keys[i], this.#renderer.size.rows)) continue;
        this.#modal = null;
        // Over copy mode (tmux's view mode over it): copy mode again.
        await this.term.write(
          this.#afterView() ?? this.#renderer.showSession(),
        );
        const shown = await this.#showPaneMode();
        if (shown) return shown;
        const after = rest();
        return after.length > 0 ? await this.#keys(after) : null;
      }
      const step = m.prompt.key(keys[i]);
      if (step.kind === "open") continue;
      const req = m.request;
      if (step.kind === "change") {
        await this.#incremental(req, step.text);
        if (this.#modal !== m) return null; // Its command closed it.
        continue;
      }
      if (step.kind === "done" && req.kind === "command") {
        if (m.prompt instanceof CommandPrompt) {
          // Lines typed and entered are kept, not -1's key or -N's digits.
          const mode = m.prompt.mode;
          if (mode !== "single" && mode !== "numeric") {
            remember(m.prompt.history, step.text);
            void this.#promptHistory(req.type, m.prompt.history, step.text);
          }
          if (mode === "incremental") {
            // Enter ends an incremental prompt: nothing more runs.
            this.#modal = null;
            this.#promptClosed();
            await this.term.write(this.#renderer.clearPrompt());
            const after = rest();
            return after.length > 0 ? await this.#keys(after) : null;
          }
        }
        m.answers.push(step.text);
        if (m.answers.length < req.questions.length) {
          // tmux's next question, in the same prompt.
          m.prompt = await this.#question(req, m.answers.length);
          continue;
        }
      }
      this.#modal = null;
      this.#promptClosed();
      await this.term.write(this.#renderer.clearPrompt());
      const shown = await this.#showPaneMode();
      if (shown) return shown;
      if (step.kind === "cancel") {
        this.#giveAnswer(null);
        const after = rest();
        return after.length > 0 ? await this.#keys(after) : null;
      }
      const line = req.kind === "command"
        ? promptLine(req.template, m.answers)
        : req.command;
      // -N's key that ended it goes on as a key, after the answer.
      const after = step.goesOn ? concatBytes(keys[i].bytes, rest()) : rest();
      // A list waiting for it runs it first, then the rest of the list.
      if (!this.#giveAnswer(line)) return await this.#runLine(line, after);
      return after.length > 0 ? await this.#keys(after) : null;
    }
    await this.#drawModal();
    return null;
  }

  // The status line is drawn again every `status-interval` seconds and at
  // each new minute (its clock). On `after`, not setTimeout, whose first
  // call loads Node's timers before the first frame (protocol/timer.ts).
  #tickLater(): void {
    this.#tickTimer?.(); // One chain of ticks, whoever re-arms it.
    if ((this.opts.status ?? "off") === "off") return;
    const wait = untilNextTick(
      new Date(),
      (this.opts.statusLine ?? DEFAULT_STATUS_LINE)["status-interval"],
    );
    if (wait === null) return;
    this.#tickTimer = after(
      wait + 50,
      () => this.events.push({ kind: "tick" }),
    );
  }

  // Shows `text` on the status line (the bottom row without one) for
  // `display-time` (MESSAGE_MS), or until the next key with 0, as tmux's,
  // in tmux's message-style.
  async #showMessage(text: string): Promise<void> {
    this.#messageLog.push({ at: new Date(), text });
    const limit = messageLimit(this.opts.statusLine);
    if (this.#messageLog.length > limit) {
      this.#messageLog.splice(0, this.#messageLog.length - limit);
    }
    const row = messageRow(
      this.#renderer.size.cols,
      text,
      lookStyle(this.opts.statusLine, "message-style"),
    );
    const id = ++this.#messageId;
    this.#messageTimer?.();
    this.#messageTimer = undefined;
    const ms = this.opts.statusLine?.["display-time"] ?? MESSAGE_MS;
    this.#messageUntilKey = ms === 0;
    // The key that takes it away must come here, not skip this client.
    if (this.#messageUntilKey) this.#offerKeys();
    if (ms > 0) {
      this.#messageTimer = after(
        ms,
        () => this.events.push({ kind: "message-end", id }),
      );
    }
    await this.term.write(this.#renderer.showMessage(row));
  }

  // `show-messages` (prefix `~`): the messages this client showed, the
  // newest first, each after its time as tmux's `#{t/p:message_time}`.
  #messageLines(): string[] {
    if (this.#messageLog.length === 0) return ["No messages shown yet"];
    const hhmm = (d: Date) =>
      `${String(d.getHours()).padStart(2, "0")}:${
        String(d.getMinutes()).padStart(2, "0")
      }`;
    return this.#messageLog.map((m) => `${hhmm(m.at)}: message: ${m.text}`)
      .reverse();
  }

  // What runs bound command line `line` in the daemon; none (its message
  // says why) for a read-only client, which sees and changes nothing, its
  // key bindings included (detach and scroll mode are not commands), or
  // where nothing can run it.
  #runner(line: string): AttachOptions["runCommand"] {
    const run = this.opts.runCommand;
    if (this.opts.readOnly || !run) {
      const text = this.opts.readOnly
        ? `Read-only: ${line} is not run`
        : `Cannot run ${line} here`;
      this.events.push({ kind: "message", text });
      return undefined;
    }
    return run;
  }

  // Runs a bound command line, one command or a list (`a ; b`), as tmux
  // runs a list: in order, the first that fails ending it, its error a
  // message. Those this client runs itself (`runsInClient`) run here; the
  // daemon runs the others, each run of them in one request, up to the
  // next of ours (or a branch of `if` that holds one), and hands back
  // the rest: its run of several is what orders them and makes each
  // target what those before it made current (`neww ; splitw` splits the
  // new window), as in tmux. After a `new` or a `switch-client -t`,
  // those left target the session this client moved to. One of ours
  // that fails ends the list, or when it is the first of an `if-shell`
  // branch's rest (`branch` of them), that branch alone.
  async #runBound(
    line: string,
    session = this.name,
    target?: string,
  ): Promise<void> {
    let left = line;
    let branch = 0;
    while (left.trim() !== "") {
      let first = "", after = "";
      try {
        [first, after] = firstCommand(left);
      } catch {
        // Unclosed quotes: the daemon's runner says so.
      }
      try {
        first = lineInFull(first); // `refresh-c -S`: this client's own
      } catch (err) {
        this.#failed(err); // An ambiguous name, in tmux's words.
        return;
      }
      const mine = first === "" ? undefined : this.#ownCommand(first, session);
      if (mine !== undefined) {
        const end = await mine;
        const ofBranch = branch;
        branch = 0;
        if (end === false && ofBranch === 0) return;
        if (end === false) {
          left = dropCommands(after, ofBranch - 1);
          continue;
        }
        // The prompt's command, a list of its own: its failure does not
        // end this one, as in tmux.
        if (typeof end === "object" && end !== null) {
          await this.#runBound(end.run, session, target);
        } else if (end !== null) {
          session = end;
          target = undefined;
        }
        left = after;
        continue;
      }
      const r = await this.#runInDaemon(left, session, target);
      if (r === null) return;
      left = r.rest ?? "";
      branch = r.branch ?? 0;
    }
  }

  // Runs `line` in the daemon for `session`; resolves with the commands
  // it left to this client (`rest`, `branch`), or null when one failed
  // (its message, and any output, shown).
  async #runInDaemon(
    line: string,
    session: string,
    target?: string,
  ): Promise<Pick<BoundResult, "rest" | "branch"> | null> {
    const run = this.#runner(line);
    if (!run) return null;
    try {
      const { error, output, rest, branch } = await run(
        line,
        session,
        this.#branchHooks(session),
        target,
      );
      // A failing command's output says why (source-file's warnings).
      if (output.trim() !== "") {
        this.events.push({ kind: "output", lines: outputLines(output) });
      }
      if (error) this.events.push({ kind: "message", text: error });
      return error ? null : { rest, branch };
    } catch (err) {
      this.#failed(err);
      return null;
    }
  }

  // What `if-shell`'s branches of a list run for `session` tell this
  // client: a branch's failure, shown (the list goes on, as tmux's), and
  // a background branch's own commands, run here once it decided.
  #branchHooks(session: string): BranchHooks {
    return {
      failed: (text) => this.events.push({ kind: "message", text }),
      later: (rest) => void this.#runBound(rest, session),
    };
  }

  // One command of a list that #runLine runs on the event loop (a prompt,
  // a view, copy mode, detach ...: it goes there, and the list goes on,
  // as tmux's goes on once a mode is open; after a prompt once it closes,
  // its command run first, as tmux 3.3a's prompts wait; after a popup or
  // a menu once it closes), or one of
  // #clientCommand's: its promise (`OwnEnd`), or undefined when it is
  // not this client's.
  #ownCommand(line: string, session: string): Promise<OwnEnd> | undefined {
    const copy = sendXCommand(line);
    if (copy instanceof Error) {
      this.#failed(copy);
      return Promise.resolve(false);
    }
    if (copy) {
      // Copy mode's command (`copy-mode ; send -X search-backward foo`),
      // on the event loop after the commands before it, as tmux's runs in
      // the pane's mode: the target's (`-t`), found by the daemon.
      const { target, ...command } = copy;
      const found = target === undefined
        ? Promise.resolve(undefined)
        : this.#paneOf(target, session);
      return found.then((pane) =>
        pane === null
          ? false
          : new Promise((done) =>
            this.events.push({ kind: "copy-command", ...command, pane, done })
          )
      );
    }
    const copyMode = this.#copyModeAt(line, session);
    if (copyMode) return copyMode;
    const typed = sendKeysBytes(line);
    if (typed) {
      // Keys sent to the pane in copy mode are copy mode's (tmux gives
      // them to the mode's table: `copy-mode ; send-keys ?`), not its
      // shell's: on the event loop, after the commands before it.
      return new Promise<boolean>((taken) =>
        this.events.push({ kind: "copy-keys", data: typed, taken })
      ).then(async (taken) =>
        taken || await this.#runInDaemon(line, session) !== null ? null : false
      );
    }
    if (this.#onLoop(line)) {
      this.#modalPending = true;
      this.events.push({ kind: "modal", line, rest: new Uint8Array(0) });
      return isPromptCommand(line) ? this.#answer() : Promise.resolve(null);
    }
    return this.#clientCommand(line, session);
  }

  // A prompt of a list (tmux 3.3a's command-prompt and confirm-before
  // wait): resolves once it closes, with the command line it runs
  // (`run`), or null when it was cancelled or did not open.
  #answer(): Promise<OwnEnd> {
    this.#answered?.(null); // One prompt at a time: an older one is gone.
    this.#release?.();
    return new Promise<string | null>((ok) => this.#answered = ok).then(
      (run) => run === null ? null : { run },
    );
  }

  // Hands the prompt's answer to the list waiting for it, if one is.
  #giveAnswer(run: string | null): boolean {
    const ok = this.#answered;
    this.#answered = null;
    ok?.(run);
    return ok !== null;
  }

  // Shows what a request's failure says, as a message.
  #failed(err: unknown): void {
    this.events.push({
      kind: "message",
      text: String((err as Error)?.message ?? err),
    });
  }

  // A command that acts on this client (`chooser_commands.ts`), one of a
  // list run for `session`: its promise (`OwnEnd`), or undefined for any
  // other command line.
  #clientCommand(line: string, session: string): Promise<OwnEnd> | undefined {
    // tmux's short names too (`refresh`, `showmsgs`).
    const bare = line.trim();
    if (isRefresh(bare)) {
      this.events.push({ kind: "refresh" });
      return Promise.resolve(null);
    }
    if (bare === "show-messages" || bare === "showmsgs") {
      this.events.push({ kind: "output", lines: this.#messageLines() });
      return Promise.resolve(null);
    }
    if (bare.split(/\s+/)[0] === "list-keys") {
      return Promise.resolve(this.#listKeys(line));
    }
    const made = newSessionLine(line);
    if (made) return this.#newSession(line, made, session);
    let cc: ClientCommand | null;
    try {
      cc = clientCommand(line);
    } catch (err) {
      this.#failed(err);
      return Promise.resolve(false);
    }
    if (!cc) return undefined;
    if (cc.kind === "display") return this.#displayMessage(cc.req, session);
    if (cc.kind === "switch") {
      if (cc.table !== undefined) {
        // -T: the next key's table, at once (keys typed meanwhile wait
        // for the binding's command), as tmux's.
        if (!this.#filter.keys.hasTable(cc.table)) {
          this.#failed(
            new Error(`table ${cc.table} doesn't exist`),
          );
          return Promise.resolve(false);
        }
        this.#switchTable(cc.table);
      }
      if (!cc.req) return Promise.resolve(null);
      // Moves this client, over its own connection (read-only may too,
      // as in tmux); the daemon pushes `switched`, then the new frame.
      // After `-t`, the rest of a list targets that session, as tmux's.
      const to = cc.req.name !== undefined;
      return this.conn.request(cc.req).then(
        (a) => to ? a.name : null,
        (err) => (this.#failed(err), false),
      );
    }
    // A read-only client may look (the trees, the clock), not act.
    const looks = ["choose-tree", "find-window", "clock-mode"];
    if (this.opts.readOnly && !looks.includes(cc.kind)) {
      this.events.push({
        kind: "message",
        text: `Read-only: ${line} is not run`,
      });
      return Promise.resolve(false);
    }
    if (cc.kind === "display-popup" && cc.spec.close) {
      // -C: the popup open closes (from a key none is: keys are its).
      this.events.push({ kind: "popup-close" });
      return Promise.resolve(null);
    }
    if (cc.kind === "display-panes") this.#afterHook("display-panes");
    // tmux 3.3a's display-popup and display-menu hold the rest of their
    // list until they close (side by side: a list's `set` after them ran
    // only then; after a menu's, before the item's command).
    const closed = cc.kind === "display-popup" || cc.kind === "display-menu"
      ? this.#viewClosed()
      : Promise.resolve(null);
    this.#overlayPending = true;
    this.events.push({
      kind: "overlay-start",
      make: () => this.#makeOverlay(cc),
      rest: new Uint8Array(0),
    });
    return closed;
  }

  // A list's popup or menu: resolves once it has closed, or did not
  // open; the keys held behind the list go to it meanwhile.
  #viewClosed(): Promise<OwnEnd> {
    this.#overlayGone(); // One at a time: an older one is gone.
    this.#release?.();
    return new Promise<OwnEnd>((ok) => this.#viewGone = () => ok(null));
  }

  // The view open closed (or none opened): a list waiting for it goes on.
  #overlayGone(): void {
    const ok = this.#viewGone;
    this.#viewGone = null;
    ok?.();
  }

  // `list-keys` with options (bare, it is the help view): prefix `/`'s
  // `-1N KEY`; a key bound to nothing fails, as tmux's.
  #listKeys(line: string): OwnEnd {
    let out;
    try {
      out = listKeysCommand(this.#filter.keys, line);
    } catch (err) {
      this.#failed(err);
      return false;
    }
    if ("lines" in out) {
      this.events.push({ kind: "output", lines: out.lines });
      return null;
    }
    this.events.push({ kind: "message", text: out.message });
    return /^(Unknown key|No key bindings)/.test(out.message) ? false : null;
  }

  // `new-session` from a key or the prompt, one of a list run for
  // `session`: made detached, then this client moves to it, as tmux's
  // new-session attaches its client; resolves with its name.
  async #newSession(
    line: string,
    made: { line: string; name: string | null },
    session: string,
  ): Promise<OwnEnd> {
    const run = this.#runner(line);
    if (!run) return false;
    try {
      const { error, output } = await run(
        made.line,
        session,
        this.#branchHooks(session),
      );
      if (error) {
        this.events.push({ kind: "message", text: error });
        return false;
      }
      const name = made.name ?? output.trim();
      await this.conn.request(switchRequest({ target: `${name}:` }, []));
      return name;
    } catch (err) {
      this.#failed(err);
      return false;
    }
  }

  // `berth display-popup` named this client: run as a key's
  // `display-popup` would be (one popup at a time, -C closes it); the
  // daemon is told when it has closed, or why it did not open (step 35),
  // so that the command line waits for it, as tmux's.
  /**
   * One of this client's own commands from the command line (`berth
   * choose-tree`, `berth command-prompt ...`: step 46), run as a key's
   * binding would run it. The command line is answered at once, or with
   * `untilClosed` once the prompt the line opened has closed, as tmux's
   * `command-prompt` without `-b` waits for it.
   */
  async #commandPushed(
    line: string,
    wait: number,
    untilClosed?: boolean,
  ): Promise<AttachResult | null> {
    const done = (error?: string) =>
      this.#send({
        t: "popup-done",
        wait,
        status: error === undefined ? 0 : 1,
        ...(error === undefined ? {} : { error }),
      });
    // `berth show-messages` (step 48): the log goes to the shell that
    // typed it, as tmux's prints it there, whatever this client shows.
    if (/^(show-messages|showmsgs)$/.test(line.trim())) {
      const log = this.#messageLog.length === 0
        ? ""
        : this.#messageLines().join("\n") + "\n";
      // The newest first, cut to what the answer carries.
      const output = log.slice(0, MAX_RUN_OUTPUT);
      this.#send({ t: "popup-done", wait, status: 0, output });
      return null;
    }
    const busy = this.#modal?.kind === "prompt"
      ? "it shows a prompt already"
      : this.#overlay
      ? "it shows a menu, chooser or popup already"
      : null;
    if (busy) {
      done(busy);
      return null;
    }
    if (this.opts.readOnly && copyModeElsewhere(line, this.#activePane)) {
      // Another pane's copy mode is drawn on every client: not this one's.
      done("it is read-only: it puts no other pane in copy mode");
      return null;
    }
    // A prompt's words are checked here, where its parser is: a mistake is
    // the command line's error, not a message on this client.
    if (isPromptCommand(line)) {
      try {
        parsePromptCommand(line, this.#renderer.status);
      } catch (err) {
        done((err as Error).message);
        return null;
      }
    }
    const result = await this.#runLine(line, new Uint8Array(0));
    if (untilClosed && this.#modal?.kind === "prompt") {
      this.#onPromptClosed.push(() => done());
    } else done();
    return result;
  }

  // The answers that wait for the open prompt to close.
  #promptClosed(): void {
    const waiting = this.#onPromptClosed;
    this.#onPromptClosed = [];
    for (const fn of waiting) fn();
  }

  async #popupPushed(args: string[], wait: number): Promise<void> {
    let told = false;
    const done = (status: number, error?: string) => {
      if (told) return;
      told = true;
      this.#send({
        t: "popup-done",
        wait,
        status,
        ...(error === undefined ? {} : { error }),
      });
    };
    let spec;
    try {
      spec = parsePopup(args);
    } catch (err) {
      done(1, (err as Error).message);
      await this.#showMessage((err as Error).message);
      return;
    }
    if (spec.close) {
      this.events.push({ kind: "popup-close" });
      return done(0);
    }
    const busy = this.#popupBusy();
    if (busy) return done(1, busy);
    this.#overlayPending = true;
    this.events.push({
      kind: "overlay-start",
      make: () => this.#makeOverlay({ kind: "display-popup", spec }, done),
      rest: new Uint8Array(0),
      refused: () => done(1, this.#popupBusy() ?? "it could not open it"),
    });
  }

  // Why this client opens no popup now, or null.
  #popupBusy(): string | null {
    if (this.opts.readOnly) return "it is read-only: it opens no popup";
    if (this.#down) return "its link to the daemon is down; retry";
    if (this.#overlay?.popupExit) {
      return "a popup is open there already; display-popup -C closes it";
    }
    if (this.#overlay || this.#overlayPending) {
      return "a menu, chooser or view is open there; close it (Escape), then retry";
    }
    return null;
  }

  // `display-message` from a key or the prompt: its target is in this
  // client's session unless it names another, and its message shows here
  // (pushed by the daemon when `-c` names another client, or printed
  // with -p: here too, as a bound command's output has nowhere else).
  #displayMessage(
    req: Extract<Request, { op: "display-message" }>,
    session: string,
  ): Promise<OwnEnd> {
    const t = req.name;
    const name = t === ""
      ? session
      : t.startsWith(":")
      ? session + t
      : /^%\d+$/.test(t)
      ? `${session}:${t}`
      : t;
    const here = req.client === undefined;
    return this.conn.request({ ...req, name, print: here || req.print }).then(
      (a) => {
        if (here || req.print) {
          this.events.push({ kind: "message", text: a.text });
        }
        return null;
      },
      (err) => (this.#failed(err), false),
    );
  }

  async #makeOverlay(
    cc: ClientCommand,
    popupDone?: (status: number, error?: string) => void,
  ): Promise<Overlay> {
    const host = this.#overlayHost();
    if (cc.kind === "choose-tree") {
      const { Chooser } = await import("./chooser.ts");
      return new Chooser(this.#renderer, host, cc.windows, this.opts.readOnly);
    }
    if (cc.kind === "find-window") {
      const { Chooser } = await import("./chooser.ts");
      return new Chooser(
        this.#renderer,
        host,
        true,
        this.opts.readOnly,
        cc.req,
      );
    }
    if (cc.kind === "choose-client") {
      const { ClientChooser } = await import("./chooser_clients.ts");
      return new ClientChooser(this.#renderer, host);
    }
    if (cc.kind === "choose-buffer") {
      const { BufferChooser } = await import("./chooser_buffers.ts");
      return new BufferChooser(this.#renderer, host);
    }
    if (cc.kind === "display-menu") {
      const { Menu } = await import("./menu.ts");
      return new Menu(this.#renderer, host, cc.spec);
    }
    if (cc.kind === "display-popup") {
      const { Popup } = await import("./popup.ts");
      return new Popup(
        this.#renderer,
        host,
        cc.spec,
        popupDone,
        this.opts.statusLine,
      );
    }
    if (cc.kind === "clock-mode") {
      const { ClockMode } = await import("./clock_mode.ts");
      return new ClockMode(this.#renderer, host, this.opts.viewLook);
    }
    const { DisplayPanes } = await import("./display_panes.ts");
    return new DisplayPanes(
      this.#renderer,
      host,
      this.opts.displayPanesTime,
      this.opts.viewLook,
    );
  }

  // What an overlay may do: requests on this connection and timers, each
  // coming back on the loop (dropped once the overlay is over).
  #overlayHost(): OverlayHost {
    // deno-lint-ignore no-this-alias
    const self = this;
    const run = (overlay: Overlay | null, fn: () => OverlayResult) => {
      if (overlay) self.events.push({ kind: "overlay-run", overlay, run: fn });
    };
    return {
      get session() {
        return self.name;
      },
      underneath: () => self.#scroll?.screen() ?? null,
      pointer: () => self.#pointer,
      get modeStyle() {
        return lookStyle(self.opts.statusLine, "mode-style");
      },
      keys: this.#filter.keys,
      request(req, then) {
        const overlay = self.#overlay;
        self.conn.request(req).then(
          (a) => run(overlay, () => then(a)),
          (err) => run(overlay, () => then(err as Error)),
        );
      },
      later(ms, then) {
        const overlay = self.#overlay;
        after(ms, () => run(overlay, then));
      },
      command(runs, then) {
        const overlay = self.#overlay;
        (async () => {
          for (const { line, target } of runs) {
            await self.#runBound(line, self.name, target);
          }
        })().then(() => run(overlay, then));
      },
      send(msg) {
        self.#send(msg);
      },
    };
  }

  async #startOverlay(
    { make, rest, refused }: AttachEvent & {
      kind: "overlay-start";
    },
  ): Promise<AttachResult | null> {
    // No daemon to ask while the link is down; one view at a time (over
    // copy mode too, as tmux's choosers, menus and popups open over a pane
    // in copy mode). Made (its module loaded) while keys still queue for
    // it (#overlayPending).
    const open = !this.#down && !this.#overlay;
    const overlay = open ? await make() : null;
    this.#overlayPending = false;
    const mice = this.#overlayMice;
    this.#overlayMice = [];
    if (!overlay) {
      refused?.();
      this.#overlayGone();
    }
    if (overlay) {
      this.#overlay = overlay;
      await this.#overlayMouse();
      const r = await this.#overlaid(overlay.start());
      if (r) return r;
      for (const m of mice) {
        if (this.#overlay !== overlay) break;
        const r = await this.#mouseOver(m, 0);
        if (r) return r;
      }
    }
    return rest.length > 0 ? await this.#keys(rest) : null;
  }

  async #overlaid(r: OverlayResult): Promise<AttachResult | null> {
    let out = r.out;
    if (r.leave) this.#overlayGone();
    if (r.leave && !r.detach) {
      this.#overlay = null;
      await this.#overlayMouse();
      // A popup over copy mode closed: copy mode's view again, in the same
      // write (not the session's screen shown a moment between).
      const back = this.#afterView();
      if (back) out = concatBytes(out ?? new Uint8Array(0), back);
    }
    if (out && out.length > 0) await this.term.write(out);
    if (r.detach) {
      this.#detaching = true;
      return await this.#detach(detachedResult(this.name));
    }
    if (r.leave) {
      const shown = await this.#showPaneMode();
      if (shown) return shown;
    }
    // The keys after the one that closed it (display-panes passes on a
    // key that is not a digit, as tmux's): copy mode's when it is on, as
    // tmux gives them to the pane's mode, not to the shell behind it.
    const rest = r.leave?.rest;
    if (rest && rest.length > 0 && this.#scroll) {
      const done = await this.#keys(rest);
      if (done) return done;
    } else if (rest && rest.length > 0) this.#forward(rest);
    if (r.message) this.events.push({ kind: "message", text: r.message });
    if (r.run) {
      // As a key's command: a prompt opens, the others run.
      this.#modalPending = true;
      this.events.push({ kind: "modal", line: r.run, rest: new Uint8Array(0) });
    }
    return null;
  }

  // The outer terminal's mouse modes again, for an overlay that wants
  // every move (a mouse key's menu) or for the session once it left.
  async #overlayMouse(): Promise<void> {
    const modes = this.#mouse?.modes();
    if (modes?.length) await this.term.write(modes);
  }

  async #enterScroll(
    pageUp: boolean,
    rest: Uint8Array,
    wheel: {
      lines?: number;
      exitAtBottom?: boolean;
      hidePosition?: boolean;
      restore?: { pane: number; state: CopyModeState };
    } = {},
  ): Promise<AttachResult | null> {
    // Loaded while keys still queue for scroll mode (#scrollPending; the
    // mouse's wheel and drag come here without having set it).
    this.#scrollPending = true;
    const { ScrollMode } = await import("./scroll_mode.ts");
    this.#scrollPending = false;
    // No history to scroll through while the link is down.
    if (this.#down) return rest.length > 0 ? await this.#keys(rest) : null;
    if (!this.#scroll) {
      // Copy mode kept on the pane (not shown here: a view was open) is
      // taken up again, as tmux's copy-mode on a pane in copy mode.
      const pane = this.#activePane;
      const kept = pane === undefined ? undefined : this.#paneModes.get(pane);
      const resumed = !wheel.restore && kept !== undefined;
      if (resumed && pane !== undefined) {
        wheel = { ...wheel, restore: { pane, state: kept } };
      }
      if (this.#otherMode?.pane === pane) this.#otherMode = null;
      // The wheel's notch scrolls a pane in copy mode already; one it
      // enters copy mode on is not scrolled, as tmux 3.3a's first notch
      // (`copy-mode -e`: [0/N]).
      if (!resumed) wheel = { ...wheel, lines: 0 };
      const mode: ScrollMode = new ScrollMode(this.#renderer, {
        request: (req) => this.#historyRequest(mode, req),
        message: (text) => this.events.push({ kind: "message", text }),
        covered: () => this.#overlay !== null || this.#modal?.kind === "help",
      }, {
        prefix: this.#filter.keys,
        pageUp,
        cursor: this.#renderer.sessionCursor,
        ...wheel,
        wordSeparators: this.opts.wordSeparators,
        modeStyle: lookStyle(this.opts.statusLine, "mode-style"),
        paneColours: this.opts.paneColours ?? null,
        promptLook: this.#promptLook(),
        wrapSearch: this.opts.wrapSearch,
      });
      this.#scroll = mode;
      this.#toldMode = wheel.restore ? modeKey(wheel.restore.state) : "";
      this.#mouse?.dropWaiting(); // what waited for an earlier stay
      mode.start();
      // The wheel (or prefix PageUp) over a pane whose copy mode was kept
      // moves that mode from where it was, as tmux gives the wheel to the
      // pane's mode (`send -M`): the restore alone dropped the notch.
      // The wheel down over such a pane not active scrolls it down.
      const lines = !resumed || pageUp ? 0 : wheel.lines ?? 0;
      const move = !resumed
        ? null
        : pageUp
        ? mode.command("page-up")
        : lines > 0
        ? mode.command("scroll-up", lines)
        : lines < 0
        ? mode.command("scroll-down", -lines)
        : null;
      if (move) {
        const r = await this.#scrolledActive(move);
        if (r) return r;
      }
    } else if (pageUp) {
      // Prefix PageUp in copy mode: a page up, as tmux's copy-mode -u.
      const r = await this.#scrolledActive(this.#scroll.command("page-up"));
      if (r) return r;
    }
    return rest.length > 0 ? await this.#keys(rest) : null;
  }

  // Keys that queued behind scroll mode: for it while it is on, else (it
  // was left meanwhile) for the session as usual.
  async #keys(data: Uint8Array): Promise<AttachResult | null> {
    // A prompt over an overlay (choose-tree's `:` ran command-prompt)
    // takes the keys first, as tmux's status prompt comes before a mode.
    if (this.#overlay && this.#modal?.kind !== "prompt") {
      return await this.#overlaid(this.#overlay.keys(data));
    }
    if (this.#modal) return await this.#modalKeys(this.#modal, data);
    if (this.#modalPending) {
      // A key opened a prompt; what follows waits for it to open.
      this.#queuedKeys++;
      this.events.push({ kind: "keys", data });
      return null;
    }
    if (!this.#scroll) {
      this.#forward(data);
      return null;
    }
    if (!this.#filter.plain) return await this.#tableKeys(data);
    return await this.#scrolledActive(this.#scroll.keys(data));
  }

  // Copy mode's keys (and its mouse: the wheel, a drag) are activity too,
  // as tmux counts a key of any table, mouse keys too: the session takes
  // this client's size (window-size latest). After the state they made is
  // told: the daemon then moves that one on its text at the reflow.
  async #scrolledActive(r: ScrollResult): Promise<AttachResult | null> {
    const done = await this.#scrolled(r);
    if (!this.opts.readOnly && !done) this.#sendInput(new Uint8Array(0));
    return done;
  }

  async #scrolled(r: ScrollResult): Promise<AttachResult | null> {
    if (r.out.length > 0) await this.term.write(r.out);
    // Copy mode's history came under a popup (which draws copy mode's
    // view, copy mode drawing nothing): the popup again.
    if (this.#overlay?.frame) {
      await this.#overlaid(this.#overlay.frame());
    }
    if (r.detach) {
      this.#tellMode(null); // keys typed with the detach moved it too
      this.#detaching = true;
      return await this.#detach(detachedResult(this.name));
    }
    const left = r.leave ? this.#scroll : null;
    if (r.leave) this.#scroll = null;
    this.#tellMode(left);
    if (r.copy !== undefined) {
      await this.#copy(r.copy, r.append, r.pipe, r.noBuffer);
    }
    if (r.leave && r.leave.rest.length > 0) this.#forward(r.leave.rest);
    return r.table ? await this.#tableKeys(r.table) : null;
  }

  // Keys in copy mode for the key tables (`ScrollResult.table`; or typed
  // after the prefix, or while a key repeats): the first (with the key
  // after it, when it is the prefix) goes through the client's key
  // filter, as tmux's prefix takes precedence over the pane mode's table;
  // the keys after it are copy mode's again, held behind the command it
  // ran. A key the tables do not bind is copy mode's too.
  async #tableKeys(data: Uint8Array): Promise<AttachResult | null> {
    const f = this.#filter;
    let end = keyLength(data, 0) || data.length;
    const prefixed = f.afterPrefix || f.keys.isPrefix(data.subarray(0, end));
    if (!f.afterPrefix && prefixed && end < data.length) {
      end += keyLength(data, end) || data.length - end;
    }
    const r = f.feed(data.subarray(0, end));
    const rest = data.subarray(end);
    this.#showPrefix();
    if (r.data && !prefixed) {
      // Plain typing (a repeat ended): copy mode's, as tmux's after its
      // repeat (the filter gives bytes but for a cut key's at once).
      const mode = this.#scroll;
      return mode ? await this.#scrolledActive(mode.keys(data)) : null;
    }
    if (r.data && this.#scroll) {
      // send-prefix: tmux gives a key sent to a pane in a mode to the
      // mode's table (prefix C-b: C-b's page up with vi keys).
      const line = f.keys.lookup("copy", r.data);
      const done = line === undefined
        ? null
        : await this.#scrolledActive(this.#scroll.command(line));
      if (done) return done;
    }
    if (r.command === "paste-buffer") {
      if (!this.opts.readOnly) this.#pasteBuffer();
    } else if (r.command || r.scroll || r.detach) {
      this.#filtered({ ...r, data: null, rest });
      return null;
    } else if (r.unbound) this.#filtered({ ...r, data: null });
    return rest.length > 0 ? await this.#keys(rest) : null;
  }

  // Copy mode of pane `pane` when it is not the one shown here (#otherMode):
  // the one it keeps, else with `enter` a new one (the wheel's `copy-mode
  // -e`), else null (not in a mode). Read-only clients change nothing.
  async #otherModeOf(
    pane: number,
    enter?: {
      exitAtBottom?: boolean;
      hidePosition?: boolean;
      pageUp?: boolean;
    },
  ): Promise<ScrollMode | null> {
    if (this.#otherMode?.pane === pane) return this.#otherMode;
    const kept = this.#paneModes.get(pane);
    if ((!kept && !enter) || this.#down || this.opts.readOnly) return null;
    const { ScrollMode } = await import("./scroll_mode.ts");
    if (this.#otherMode?.pane === pane) return this.#otherMode;
    const mode: ScrollMode = new ScrollMode(this.#renderer, {
      request: (req) => this.#historyRequest(mode, req),
      message: (text) => this.events.push({ kind: "message", text }),
      covered: () => true,
    }, {
      prefix: this.#filter.keys,
      pageUp: false,
      pane,
      ...(kept ? { restore: { pane, state: kept } } : enter),
      wordSeparators: this.opts.wordSeparators,
      wrapSearch: this.opts.wrapSearch,
    });
    this.#otherMode = mode;
    mode.start();
    return mode;
  }

  // What copy mode `mode` of a pane not shown here answered: its place
  // told to the daemon (which draws it), a copy made, or its end.
  async #otherDone(
    mode: ScrollMode,
    r: ScrollResult,
  ): Promise<AttachResult | null> {
    const pane = mode.pane;
    if (pane === undefined) return null;
    if (r.leave) {
      if (this.#otherMode === mode) this.#otherMode = null;
      this.#paneModes.delete(pane);
      this.#send({ t: "copy-mode", pane, state: null });
    } else {
      const state = mode.state(), had = this.#paneModes.get(pane);
      if (state && (!had || modeKey(state) !== modeKey(had))) {
        this.#paneModes.set(pane, state);
        this.#send({ t: "copy-mode", pane, state });
      }
    }
    if (r.copy !== undefined) {
      await this.#copy(r.copy, r.append, r.pipe, r.noBuffer);
    }
    return null;
  }

  // The pane (`%N`'s N) command target `target` names for `session`, as
  // the daemon finds it; null when it names none (its message shown).
  // With `own` (a command's name), one of another session than this
  // client's is refused too.
  async #paneOf(
    target: string,
    session: string,
    own?: string,
  ): Promise<number | null> {
    const line = `display-message -p -t ${
      shellQuote(target)
    } '#{pane_id} #{session_name}'`;
    const run = this.#runner(line);
    if (!run) return null;
    try {
      const { error, output } = await run(
        line,
        session,
        this.#branchHooks(session),
      );
      if (error) this.events.push({ kind: "message", text: error });
      const id = /^%(\d+) (.*)$/.exec(output.replace(/\n$/, ""));
      if (error || !id) return null;
      if (own && id[2] !== this.name) {
        this.events.push({
          kind: "message",
          text: `${own} -t: pane %${id[1]} is in session ${
            id[2]
          }, not this client's; run berth ${own} -t %${id[1]} from a shell`,
        });
        return null;
      }
      return Number(id[1]);
    } catch (err) {
      this.#failed(err);
      return null;
    }
  }

  // Tells the daemon where copy mode is on its pane when that changed, or
  // that it left (`left`: the mode just left), for the pane to keep and
  // the session's other clients to show (step 32).
  #tellMode(left: ScrollMode | null): void {
    // A read-only client's copy mode is its own (it sends nothing): left,
    // it stays left until another client's moves show the pane's again
    // (not at its next frame).
    if (this.opts.readOnly) {
      const pane = left?.pane;
      if (pane === undefined) return;
      const kept = this.#paneModes.get(pane);
      if (kept) this.#leftModes.set(pane, kept);
      this.#paneModes.delete(pane);
      return;
    }
    if (left) {
      const pane = left.pane;
      this.#toldMode = "";
      if (pane === undefined) return;
      this.#paneModes.delete(pane);
      this.#send({ t: "copy-mode", pane, state: null });
      return;
    }
    const mode = this.#scroll, state = mode?.state();
    if (!mode || !state || mode.pane === undefined) return;
    const key = modeKey(state);
    if (key === this.#toldMode) return;
    this.#toldMode = key;
    this.#paneModes.set(mode.pane, state);
    this.#send({ t: "copy-mode", pane: mode.pane, state });
  }

  // Copy mode's pane no longer the active one here (another pane or
  // window selected, by a key, a command, the mouse or another client; its
  // window moved to another session): its view goes, and this client
  // tells it nothing more, as tmux's keys go to the active pane and copy
  // mode is that pane's; the pane keeps its copy mode (shown again when it
  // is active again: #showPaneMode). Under a view, once it closes
  // (#afterView).
  async #dropHiddenMode(): Promise<void> {
    const mode = this.#scroll;
    if (!mode || mode.pane === undefined || mode.pane === this.#activePane) {
      return;
    }
    if (this.#overlay || this.#modal?.kind === "help") return;
    await this.term.write(this.#hideMode(mode));
  }

  // Copy mode's view taken off this client, its pane keeping the mode
  // (shown again when it is active): the session's screen, with a search
  // prompt being typed taken away.
  #hideMode(mode: ScrollMode): Uint8Array {
    this.#scroll = null;
    this.#toldMode = "";
    return concatBytes(mode.dropPrompt(), mode.failed());
  }

  // What to draw when a view over copy mode (a popup, a menu, a chooser,
  // help) closed: copy mode again, or, another pane made active meanwhile
  // (a chooser's choice, another client), the session's screen; null
  // without copy mode.
  #afterView(): Uint8Array | null {
    const mode = this.#scroll;
    if (!mode) return null;
    if (mode.pane !== undefined && mode.pane !== this.#activePane) {
      return this.#hideMode(mode);
    }
    return mode.redraw();
  }

  // Copy mode kept on the active pane (detached with it on, or another
  // client's) and none shown here: show it, as tmux shows a pane's mode.
  // At a frame, and when a view (help, a prompt, a chooser, a menu, a
  // popup) closes: a frame that made a pane in copy mode active came
  // under it, and the next may not come for long (an idle pane), the keys
  // meanwhile typed into the shell behind the pane's mode.
  async #showPaneMode(): Promise<AttachResult | null> {
    const pane = this.#activePane;
    if (pane === undefined || this.#down || this.#detaching) return null;
    const state = this.#paneModes.get(pane);
    if (
      !state || this.#scroll || this.#scrollPending || this.#overlay ||
      this.#overlayPending || this.#modal || this.#modalPending ||
      this.#suspending
    ) return null;
    // Keys come here before copy mode shows, as for #showOutput's view (CI:
    // a C-d typed as soon as it showed reached the shell).
    this.term.passThrough?.(null);
    return await this.#enterScroll(false, new Uint8Array(0), {
      restore: { pane, state },
    });
  }

  // `copy-mode` from the daemon: another client moved, began or left copy
  // mode on a pane of this session.
  async #paneMode(
    pane: number,
    state: CopyModeState | null,
  ): Promise<AttachResult | null> {
    const left = this.#leftModes.get(pane);
    if (left && state && !movedByClient(left, state)) {
      this.#leftModes.set(pane, state);
      return null;
    }
    this.#leftModes.delete(pane);
    if (state) this.#paneModes.set(pane, state);
    else this.#paneModes.delete(pane);
    const other = this.#otherMode;
    if (other?.pane === pane) {
      if (state) other.restore(state);
      else this.#otherMode = null;
    }
    const mode = this.#scroll;
    if (mode && mode.pane === pane) {
      if (!state) {
        this.#scroll = null;
        this.#toldMode = "";
        return await this.#scrollGone(mode);
      }
      await this.term.write(mode.restore(state));
      this.#toldMode = modeKey(mode.state() ?? state);
      // Under a popup, which draws copy mode's view: the moved view.
      const frame = this.#overlay?.frame?.();
      return frame ? await this.#overlaid(frame) : null;
    }
    return await this.#showPaneMode();
  }

  // Copy mode copied: a new paste buffer in the daemon (or on the end of
  // the newest: `append`), the user's clipboard (OSC 52) only when this
  // client may set it (--clipboard), and with `pipe` (tmux's copy-pipe)
  // the input of that command, else of `copy-command`'s, which the daemon
  // runs as tmux's server does, its output dropped; `noBuffer` (tmux's
  // `pipe`): to that command alone.
  async #copy(
    text: string,
    append = false,
    pipe?: string,
    noBuffer = false,
  ): Promise<void> {
    const data = new TextEncoder().encode(text);
    const conn = this.conn;
    const command = pipe === undefined ? "" : pipe || this.opts.copyCommand;
    if (command) {
      // The copy's part, not a run-shell of the user's (step 41).
      conn.request(part({
        op: "run-shell",
        command,
        name: this.name,
        background: true,
        input: data,
      })).catch((err) =>
        this.events.push({
          kind: "message",
          text: String(err?.message ?? err),
        })
      );
    }
    if (noBuffer) return;
    this.#keepCopy(data, append);
    if (this.opts.copyClipboard ?? this.opts.clipboard) {
      await this.term.write(
        new TextEncoder().encode(clipboardWrite("c", data)),
      );
    }
  }

  // tmux's after-COMMAND of a command this client runs itself, as tmux's
  // queue runs it once the command is under way (step 41); an error
  // there is the daemon's log's.
  #afterHook(command: string): void {
    afterHook(this.conn, command, this.name).catch(() => {});
  }

  // A copy's paste buffer in the daemon, and the line that says so; a
  // client that keeps none (`copyBuffers: false`) says what it copied.
  #keepCopy(data: Uint8Array, append: boolean): void {
    const kept = this.opts.copyBuffers === false
      ? Promise.resolve(`copied ${data.length} bytes`)
      : storeCopy(daemonBuffers(this.conn), data, append);
    kept.then(
      (text) => this.events.push({ kind: "message", text }),
      (err) =>
        this.events.push({
          kind: "message",
          text: String(err?.message ?? err),
        }),
    );
  }

  // Prefix ]: the newest paste buffer into this session, as a paste.
  #pasteBuffer(): void {
    this.conn.request({ op: "paste-buffer", name: this.name }).catch(
      (err) =>
        this.events.push({
          kind: "message",
          text: String(err?.message ?? err),
        }),
    );
  }

  // -------------------------------------------------------------------------
  // The mouse (`mouse.ts` decides, this carries it out)

  // A report goes to what takes the keyboard, if anything does: the
  // overlay shown (a chooser's list), nothing while a prompt, the help or
  // an overlay about to open is (never bytes to the session or a prompt);
  // else to the window.
  async #mouseOver(r: MouseReport, now: number): Promise<AttachResult | null> {
    const overlay = this.#overlay;
    if (overlay) {
      const w = this.#renderer.windowPoint(r.x, r.y);
      if (!overlay.mouse || (w.status && !overlay.mouseOnStatus)) return null;
      // The status line is row -1, outside every box (a menu's).
      const y = w.status ? -1 : w.y;
      const outer = { x: r.x, y: r.y };
      return await this.#overlaid(overlay.mouse({ ...r, x: w.x, y }, outer));
    }
    // One read with the press whose binding opens it: the overlay's once
    // it shows (the right button's release reaches its menu, as tmux's).
    if (this.#overlayPending) this.#overlayMice.push(r);
    if (this.#overlayPending || this.#modal || this.#modalPending) return null;
    return await this.#mouse!.report(r, now);
  }

  // What the mouse carries its actions out with.
  #mouseHost(): MouseHost {
    // deno-lint-ignore no-this-alias
    const self = this;
    return {
      get renderer() {
        return self.#renderer;
      },
      conn: this.conn,
      get name() {
        return self.name;
      },
      get scroll() {
        return self.#scroll;
      },
      get overlayMoves() {
        return self.#overlay?.mouseTracking === "any";
      },
      get overlayQuiet() {
        const overlay = self.#overlay;
        return overlay !== null && !overlay.keepsPaneMouse;
      },
      enterScroll: (wheel) =>
        this.#enterScroll(false, new Uint8Array(0), wheel),
      scrolled: (r) => this.#scrolledActive(r),
      inMode: (id) => this.#paneModes.has(id),
      enterOther: async (id, wheel) => {
        await this.#otherModeOf(id, wheel ? { exitAtBottom: true } : {});
      },
      otherCommand: async (id, line, times) => {
        const other = await this.#otherModeOf(id);
        return other
          ? await this.#otherDone(other, other.command(line, times))
          : null;
      },
      paneSelected: async (id) => {
        this.#activePane = id;
        await this.#dropHiddenMode();
      },
      sendInput: (data) => this.#sendInput(data),
      pasteBuffer: () => this.#pasteBuffer(),
      say: (err) => this.#say(err),
      clickCopy: (mode) => this.events.push({ kind: "mouse-copy", mode }),
      get keys() {
        return self.#filter.keys;
      },
      prefixMouse: (name) => {
        const line = this.#filter.mouseKey(name);
        this.#showPrefix();
        return line;
      },
      runLine: (line, pointer) => {
        this.#pointer = pointer ?? null;
        return this.#runLine(line, new Uint8Array(0));
      },
      queue: (run) => this.events.push({ kind: "mouse-later", run }),
      get wordSeparators() {
        return self.opts.wordSeparators;
      },
    };
  }

  // A failed request's one line, as a message.
  #say(err: unknown): void {
    this.events.push({
      kind: "message",
      text: String((err as Error)?.message ?? err),
    });
  }

  #historyRequest(mode: ScrollMode, req: HistoryRequest): void {
    const { pane, ...rows } = req;
    const name = pane === undefined ? this.name : `${this.name}:%${pane}`;
    this.conn.request({ op: "history", name, ...rows }).then(
      (page) => this.events.push({ kind: "history", mode, page }),
      // The session ended or the daemon went: their own events follow.
      () => this.events.push({ kind: "history", mode, page: null }),
    );
  }

  async #historyAnswer(
    mode: ScrollMode,
    page: HistoryPage | null,
  ): Promise<AttachResult | null> {
    if (mode === this.#otherMode) {
      if (page) return await this.#otherDone(mode, mode.answer(page));
      this.#otherMode = null;
      return null;
    }
    if (mode !== this.#scroll) return null; // left meanwhile
    if (page) {
      // The first answer (or a search's last) runs the keys typed before
      // it, which may leave or detach (then the mouse's waiting actions
      // are moot).
      const r = await this.#scrolled(mode.answer(page));
      if (r) return r;
      return await this.#mouse?.ready() ?? null;
    }
    this.#scroll = null;
    if (mode.pane !== undefined) this.#paneModes.delete(mode.pane);
    return await this.#scrollGone(mode);
  }

  // Copy mode could not go on (its pane gone, or reset, or left on
  // another client): the session's screen, with a popup that was over
  // copy mode drawn again on it.
  async #scrollGone(mode: ScrollMode): Promise<AttachResult | null> {
    await this.term.write(mode.failed());
    const frame = this.#overlay?.frame?.();
    return frame ? await this.#overlaid(frame) : null;
  }

  async #push(msg: PushMsg): Promise<AttachResult | null> {
    switch (msg.t) {
      case "update":
        // In scroll mode the renderer keeps the frame without drawing it;
        // scroll mode draws the panes around its own.
        await this.term.write(
          this.#renderer.frame(this.#mouse?.withMouse(msg) ?? msg),
        );
        if (this.#leaveOnFrame) {
          this.#leaveOnFrame = false;
          await this.term.write(this.#renderer.showSession());
        }
        if (msg.status) this.name = msg.status.session;
        if (msg.panes) {
          this.#activePane = msg.panes.find((p) => p.active)?.id;
          await this.#dropHiddenMode();
        }
        this.#lastFrame = msg.seq;
        this.#send({ t: "ack", seq: msg.seq });
        preloadViews();
        // Under a popup, copy mode's view is what the popup draws over;
        // it still fetches what changed (its pane killed: it leaves).
        if (this.#scroll) await this.term.write(this.#scroll.output());
        if (this.#overlay?.frame) {
          return await this.#overlaid(this.#overlay.frame());
        }
        return await this.#showPaneMode();
      case "end":
        this.#overlay?.drop?.();
        return endResult(msg);
      case "switched":
        await this.#switched(msg.name);
        return null;
      case "suspend":
        // `berth suspend-client` named this client.
        return await this.#suspend();
      case "lock":
        // tmux's lock-client, lock-session, lock-server, lock-after-time.
        return await this.#suspend(undefined, msg.command);
      case "options":
        await this.#reload(msg.options);
        return null;
      case "message":
        // `display-message` from elsewhere, for this client.
        await this.#showMessage(msg.text);
        return null;
      case "output":
        // What a `run-shell` printed, as tmux's view mode shows it.
        await this.#showOutput(outputLines(msg.text));
        return null;
      case "copy-mode":
        return await this.#paneMode(msg.pane, msg.state);
      case "popup-output":
        return null; // taken in as it came (#pushed)
      case "popup-exit":
        return this.#overlay?.popupExit
          ? await this.#overlaid(this.#overlay.popupExit(msg.id, msg.status))
          : null;
      case "popup":
        // `berth display-popup` for this client: as from a key.
        await this.#popupPushed(msg.args, msg.wait);
        return null;
      case "command":
        return await this.#commandPushed(msg.line, msg.wait, msg.untilClosed);
      case "pane-reset":
        // A new program or no history there: the rows copy mode fetched
        // are not the pane's any more. tmux leaves its modes too.
        this.#paneModes.delete(msg.pane);
        this.#leftModes.delete(msg.pane);
        if (this.#scroll?.shows(msg.pane)) {
          const mode = this.#scroll;
          this.#scroll = null;
          return await this.#scrollGone(mode);
        }
        return null;
      case "fatal":
        return daemonGoneResult(msg.message);
      case "beat":
        if (msg.input !== undefined) this.#inputs.confirm(msg.input);
        return null;
      default:
        return null; // events belong to other requests
    }
  }

  // Keys go to the daemon at once, not behind a frame being written, so
  // that Ctrl-C reaches a flooding program without delay; only a detach
  // waits its turn in the event queue.
  #input(data: Uint8Array): void {
    if (this.#detaching) return;
    if (this.#messageUntilKey && data.length > 0) {
      // display-time 0: a message stays until a key comes.
      this.#messageUntilKey = false;
      this.events.push({ kind: "message-end", id: this.#messageId });
    }
    // Every read: an answer may come late (`colour_replies.ts`).
    const { keys, answered } = this.#colours.feed(data);
    if (answered) this.#sendColours();
    if (keys.length === 0 && data.length > 0 && !this.#colours.waiting) return;
    // Always, as tmux 3.3a's: a terminal that reports its focus unasked
    // (focus-events off) fires the client-focus hooks, and its CSI I and
    // CSI O never reach a pane as typed keys.
    data = this.#focusReports(keys);
    if (data.length === 0 && keys.length > 0) return;
    if (this.#aside) {
      this.#aside.push(data);
      return;
    }
    if (this.#held) {
      this.#held.push(data);
      return;
    }
    this.#readKeys(data);
    // What may be the start of a longer key or a mouse report waits for
    // its rest, which a terminal sends at once; alone (Alt-[, Escape then
    // [) it goes on after a moment, as tmux's escape-time. On `after`:
    // the first setTimeout or clearTimeout loads Node's timers, which made
    // the first key after an attach 8-15 ms slower (protocol/timer.ts).
    this.#cutTimer?.();
    this.#cutTimer = undefined;
    if (
      this.#mouse?.reader.waiting || this.#filter.waiting ||
      this.#colours.waiting
    ) {
      this.#cutTimer = after(
        this.opts.escapeTime ?? CUT_KEY_MS,
        () => this.#flushCut(),
      );
    }
    this.#offerKeys();
  }

  // A paste the terminal knows is one (the page's). Shown over the
  // session, copy mode, a chooser, a menu or a prompt takes it whole, as
  // one bracketed paste: a prompt types it (line breaks as spaces), the
  // others take it as no key, as tmux 3.3a's copy mode drops a paste
  // (keys that come faster than assume-paste-time go to the pane's mode,
  // and copy mode takes none). Without one, or to a popup's program, it
  // goes as the program asked (`bracketed`: the mode mirrored on the
  // terminal, the popup's while one is open).
  #paste(text: string, bracketed: boolean): void {
    // Queued as keys are, it goes where the keys before it leave it:
    // after a q that leaves copy mode, to the pane as the pane asked (it
    // got the brackets it never asked for, which a shell or vi reads as
    // keys). A page sends keys and a paste together after a reconnect.
    if (this.#keysWait() && !this.#held && !this.#aside && !this.#detaching) {
      this.#queuedKeys++;
      const data = new Uint8Array(0);
      this.events.push({ kind: "keys", data, paste: { text, bracketed } });
      return;
    }
    this.#input(this.#pasteBytes({ text, bracketed }));
  }

  // A paste's bytes for where keys go now (`#paste`).
  #pasteBytes(p: { text: string; bracketed: boolean }): Uint8Array {
    // A popup's program, and display-panes (which passes a key it does
    // not take on to the pane), get it as the pane or program asked.
    const asAsked = this.#overlay?.popupOutput !== undefined ||
      this.#overlay?.passesKeys === true;
    const view = this.#scroll !== null || this.#scrollPending ||
      this.#overlay !== null || this.#overlayPending ||
      this.#modal !== null || this.#modalPending;
    return pasteBytes(p.text, p.bracketed || (view && !asAsked));
  }

  // The terminal's focus reports (`CSI I`, `CSI O`, asked for with
  // focus-events on, or sent unasked) go to the daemon as `focus`, not to
  // the pane; the keys around them are returned.
  #focusReports(data: Uint8Array): Uint8Array {
    if (!data.includes(0x1b)) return data;
    const out: number[] = [];
    for (let i = 0; i < data.length; i++) {
      const b = data[i];
      if (
        b === 0x1b && data[i + 1] === 0x5b &&
        (data[i + 2] === 0x49 || data[i + 2] === 0x4f)
      ) {
        if (!this.opts.readOnly) {
          this.#send({ t: "focus", in: data[i + 2] === 0x49 });
        }
        i += 2;
        continue;
      }
      out.push(b);
    }
    return out.length === data.length ? data : Uint8Array.from(out);
  }

  // The terminal's colours to the daemon (they go again after a resume).
  #sendColours(): void {
    const { fg, bg } = this.#colours;
    if (fg >= 0 || bg >= 0) this.#send({ t: "colours", fg, bg });
  }

  #flushCut(): void {
    const answer = this.#colours.flush();
    if (answer) this.#readKeys(answer);
    const cut = this.#mouse?.reader.flush();
    if (cut) this.#inputBytes(cut);
    if (this.#queuedKeys > 0) return; // a view's decoder has them
    const held = this.#filter.flush();
    if (held) this.#sendInput(held);
    this.#offerKeys();
  }

  #readKeys(data: Uint8Array): void {
    if (!this.#mouse) return this.#inputBytes(data);
    for (const part of this.#mouse.reader.feed(data)) {
      // A bound command run by the bytes before holds what follows.
      const held = this.#held as Uint8Array[] | null;
      if (part instanceof Uint8Array) this.#inputBytes(part);
      else if (held) held.push(sgrBytes(part) ?? new Uint8Array(0));
      else {
        // Behind the keys before it, and the keys after it behind it.
        this.#queuedKeys++;
        this.events.push({
          kind: "mouse",
          report: part,
          at: performance.now(),
        });
      }
    }
  }

  #inputBytes(data: Uint8Array): void {
    if (this.#held) {
      this.#held.push(data);
      return;
    }
    if (this.#keysWait()) {
      this.#queuedKeys++;
      this.events.push({ kind: "keys", data });
      return;
    }
    this.#forward(data);
  }

  // Keys wait their turn in the event queue: a view is shown or coming,
  // or keys before them wait.
  #keysWait(): boolean {
    return this.#scroll !== null || this.#scrollPending ||
      this.#queuedKeys > 0 || this.#afterHeld.length > 0 || this.#suspending ||
      this.#overlay !== null || this.#overlayPending ||
      this.#modal !== null || this.#modalPending;
  }

  // Runs a bound command; the keys after it wait for it (at most
  // HOLD_MS), as tmux runs a binding before the next key: prefix o then
  // typing types into the pane selected.
  #runHeld(line: string, rest: Uint8Array): void {
    const held: Uint8Array[] = rest.length > 0 ? [rest] : [];
    this.#held = held;
    let cancel: CancelTimer | undefined;
    Promise.race([
      // A prompt of the list lets them go at once: they are its answer.
      new Promise<void>((ok) => this.#release = ok),
      this.#runBound(line),
      new Promise<void>((ok) => cancel = after(HOLD_MS, ok)),
    ]).finally(() => {
      cancel?.();
      if (this.#held === held) this.#held = null;
      // The keys held were typed while it ran: a repeating key's time
      // counts from its command's end, not from the key.
      this.#filter.commandDone();
      this.#showPrefix(); // its repeat's timer again, from now
      for (const d of held) this.#input(d);
      this.#offerKeys();
    });
  }

  // Keys for the session, less the prefix commands.
  #forward(data: Uint8Array): void {
    const r = this.#filter.feed(data);
    this.#showPrefix();
    this.#filtered(r);
  }

  // The status line told when the client's key table changed (tmux's
  // `client_prefix`, `client_key_table`): the prefix key came or went, a
  // `switch-client -T`, a repeat's end (told when its time is up, as
  // tmux's repeat timer redraws it).
  #showPrefix(): void {
    const table = this.#filter.table;
    if (table !== this.#tableShown) {
      this.#tableShown = table;
      const prefix = table !== this.#filter.keys.home;
      this.events.push({ kind: "key-table", table, prefix });
    }
    this.#repeatTimer?.();
    const left = this.#filter.repeatLeft();
    this.#repeatTimer = left > 0
      ? after(left + 1, () => {
        // A bound command still running holds the keys typed meanwhile:
        // its repeat's time counts from its end (`commandDone`), not from
        // the key, so it is not over yet (-H: prefix Left Right, Left's
        // command slower than repeat-time, typed Right into the pane).
        if (this.#held) return;
        this.#showPrefix();
        this.#offerKeys(); // keys pass straight to the pane again
      })
      : undefined;
  }

  /**
   * tmux's `switch-client -T NAME` for this client: its next key is
   * looked up in table `name`.
   */
  #switchTable(name: string): void {
    this.#filter.switchTable(name);
    this.#showPrefix();
    this.#offerKeys();
  }

  // What the key filter made of keys: bytes for the session, a bound
  // command run, detach, copy mode, suspend, a prompt.
  #filtered(r: FilterResult): void {
    // A key's command has no mouse event (a menu it opens takes the
    // mouse as tmux's MENU_NOMOUSE does), in copy mode too.
    if (r.command) this.#pointer = null;
    if (r.data) this.#sendInput(r.data);
    else if (boundKey(r) && !this.opts.readOnly) {
      // A bound key is activity too, as tmux counts every key: no bytes
      // say so, and the session takes this client's size (its window
      // shown at that size, not another client's).
      this.#sendInput(new Uint8Array(0));
    }
    if (r.unbound) {
      this.events.push({
        kind: "message",
        text: `prefix ${r.unbound} is not bound`,
      });
    }
    if (r.command === "paste-buffer") {
      // Bare paste-buffer (prefix ]) runs here, on this connection.
      if (!this.opts.readOnly) this.#pasteBuffer();
      if (r.rest && r.rest.length > 0) this.#forward(r.rest);
    } else if (r.command && isSuspend(r.command)) {
      this.#suspending = true;
      this.#aside ??= [];
      this.events.push({
        kind: "suspend",
        rest: r.rest ?? new Uint8Array(0),
      });
    } else if (r.command && opensModal(r.command)) {
      this.#modalPending = true;
      this.events.push({
        kind: "modal",
        line: r.command,
        rest: r.rest ?? new Uint8Array(0),
      });
    } else if (r.command) {
      this.#runHeld(r.command, r.rest ?? new Uint8Array(0));
    } else if (r.detach) {
      this.#detaching = true;
      this.events.push({ kind: "detach" });
    } else if (r.scroll) {
      this.#scrollPending = true;
      this.events.push({
        kind: "scroll",
        pageUp: r.scroll === "page-up",
        rest: r.rest ?? new Uint8Array(0),
      });
    }
  }

  // A burst of SIGWINCH (a window dragged) makes one redraw, for the size
  // at the time it is handled.
  #resizeSoon(): void {
    if (this.#resizePending) return;
    this.#resizePending = true;
    this.events.push({ kind: "resize" });
  }

  async #resize(): Promise<void> {
    const size = this.term.size();
    if (sameSize(size, this.#renderer.outerSize)) return;
    await this.term.write(this.#renderer.resize(size.cols, size.rows));
    await this.#redrawViews();
  }

  // After the outer screen was cleared (a resize, the status line moved):
  // what is over the session drawn again, and the session's new size.
  async #redrawViews(): Promise<void> {
    // A read-only client watches; it does not get to resize the session.
    // Before copy mode asks for its rows: answered at the new size.
    if (!this.opts.readOnly) {
      this.#send({ t: "resize", ...this.#sessionSize() });
    }
    if (this.#scroll) await this.term.write(this.#scroll.resize());
    if (this.#overlay) await this.#overlaid(this.#overlay.resize());
    await this.#drawModal();
    if (this.#down) await this.#showStatus();
  }

  // This client shows another session now (`switch-client`): copy mode
  // and the choosers were about the old one; the new one's full frame,
  // next in line, replaces the screen.
  async #switched(name: string): Promise<void> {
    this.name = name;
    this.#paneModes.clear(); // the new session's come next
    this.#otherMode = null; // an old session's pane's
    this.#leftModes.clear();
    this.#activePane = undefined;
    if (this.#scroll) await this.term.write(this.#scroll.dropPrompt());
    if (this.#scroll || this.#overlay) this.#leaveOnFrame = true;
    this.#scroll = null;
    const modes = this.#overlay?.drop?.();
    if (modes?.length) await this.term.write(modes);
    this.#overlay = null;
    this.#overlayGone();
    await this.#overlayMouse();
  }

  // The daemon's settings changed (`source-file`): the keys, clipboard,
  // status line and mouse they give take effect at once, as in tmux.
  async #reload(options: Options): Promise<void> {
    const s = this.opts.settings?.(options);
    if (!s) return;
    const moved = s.status !== (this.opts.status ?? "off");
    const restyled = !sameStatusLine(s.statusLine, this.opts.statusLine);
    this.opts = { ...this.opts, ...s };
    const was = this.#filter;
    this.#filter = new InputFilter(s.keys, this.opts.readOnly);
    // A prefix typed just before a setting changed still holds.
    this.#filter.carryFrom(was);
    this.#showPrefix(); // `set key-table off` shows at once
    const modes = this.#mouse?.setOn(s.mouse);
    if (modes) await this.term.write(modes);
    await this.term.write(this.#renderer.setFocusReports(s.focusEvents));
    if (restyled) {
      this.#tickLater();
      await this.term.write(this.#renderer.setStatusLine(s.statusLine));
    }
    if (!moved) return;
    this.#tickLater();
    await this.term.write(this.#renderer.setStatus(s.status));
    await this.#redrawViews();
  }

  // The size the session is asked for: the terminal's, less the status line.
  #sessionSize(): { cols: number; rows: number } {
    const { cols, rows } = this.term.size();
    return { cols, rows: sessionRows(rows, this.opts.status ?? "off") };
  }

  /** A message from the daemon, to handle in turn. */
  #pushed(msg: PushMsg): void {
    if (msg.t === "popup-output") {
      // Into the popup's screen at once, drawn once however much came
      // meanwhile: a flood (yes) for a terminal that takes its bytes
      // slowly, or not at all, is not queued here without bound.
      const overlay = this.#overlay;
      if (!overlay?.popupOutput?.(msg.id, msg.data) || this.#popupDraw) return;
      this.#popupDraw = true;
      this.events.push({ kind: "popup-draw", overlay });
      return;
    }
    if (msg.t === "suspend" || msg.t === "lock") {
      // Asked again while a suspend (or a lock) is asked or under way (two
      // suspend-client, or one beside prefix C-z): one stop, not two.
      if (this.#suspending) return;
      this.#suspending = true;
      this.#aside ??= [];
    }
    this.events.push({ kind: "push", msg });
  }

  /**
   * Gives the terminal back to the shell and stops this client until
   * `fg` (tmux's suspend-client). The session goes on without it: its
   * frames wait unacknowledged meanwhile, so the daemon queues nothing
   * for it, and on the way back everything is drawn again. Returns the
   * end of the attachment when the client went away while stopped. With
   * `lock`, tmux's lock: the same, but the terminal goes to that command
   * (`lock-command`) until it exits, instead of the shell until `fg`.
   */
  async #suspend(
    rest: Uint8Array = new Uint8Array(0),
    lock?: string,
  ): Promise<AttachResult | null> {
    this.#suspending = true;
    this.#aside = [rest, ...this.#aside ?? []];
    const can = lock === undefined ? this.term.suspend : this.term.lock;
    try {
      if (!can || this.#down || this.#detaching) {
        await this.#showMessage(
          lock !== undefined
            ? "Cannot lock this client (lock your terminal or screen instead)"
            : this.#down
            ? "Cannot suspend while the link is down; detach instead"
            : "Cannot suspend this client; detach instead",
        );
        return null;
      }
      this.#send({ t: "suspended" });
      holdHeartbeat(this.conn, true);
      await this.#giveBack();
      this.#givenBack = true;
      const resumed = lock === undefined
        ? await this.term.suspend!()
        : await this.term.lock!(lock);
      // Stopped: what was typed before is dropped; typed after `fg`, kept.
      if (resumed.kind !== "refused") this.#aside = [];
      return await this.#resumed(resumed);
    } finally {
      this.#suspending = false;
      const aside = this.#aside;
      this.#aside = null;
      for (const data of aside) if (data.length > 0) this.#input(data);
    }
  }

  // Back from a suspend: the terminal taken and drawn again, unless the
  // client went away meanwhile (the attachment ends, the terminal left be).
  async #resumed(r: Resumed): Promise<AttachResult | null> {
    if (r.kind === "gone") {
      return await this.#detach({
        exitCode: 128 + signalNumber(r.signal),
        message: `[detached from session ${this.name}: got ${r.signal}]`,
      });
    }
    // Its end is queued behind this event; the terminal stays given back.
    if (r.kind === "ended") return null;
    this.#givenBack = false;
    holdHeartbeat(this.conn, false);
    this.term.setRaw(true);
    this.#send({ t: "wakeup" });
    await this.#redrawAll();
    if (r.kind === "refused") await this.#showMessage(r.why);
    return null;
  }

  // Continued after a stop from outside (`kill -STOP`, then `fg`), as
  // tmux's client is drawn again: the shell had the terminal meanwhile
  // (it took raw mode away, and wrote over the screen), so raw mode is
  // taken again and everything drawn again. A suspend of its own has its
  // own way back (`#resumed`).
  async #continued(): Promise<void> {
    if (this.#givenBack || this.#detaching) return;
    try {
      this.term.setRaw(true);
    } catch {
      // The terminal is gone: its end comes as the end of input.
      return;
    }
    await this.#redrawAll();
  }

  // Everything drawn again on a terminal that showed something else
  // meanwhile: its alternate screen, the modes, the session at the
  // terminal's size now and what is over it.
  async #redrawAll(): Promise<void> {
    const { cols, rows } = this.term.size();
    await this.term.write(this.#renderer.begin());
    const modes = this.#mouse?.modes();
    if (modes) await this.term.write(modes);
    const title = this.#renderer.titleAgain();
    if (title.length > 0) await this.term.write(title);
    await this.term.write(this.#renderer.resize(cols, rows));
    await this.#redrawViews();
  }

  // Tells the daemon we leave (best effort: it may be gone already).
  async #detach(result: AttachResult): Promise<AttachResult> {
    // A popup's program ends with the client, as tmux's job does.
    this.#overlay?.drop?.();
    if (!this.#down) await this.conn.send({ t: "detach" }).catch(() => {});
    return result;
  }

  // Messages to the daemon; a failure shows up as the socket closing.
  // While the link is down there is nowhere to send them: the resume
  // brings size and acks up to date.
  #send(msg: ClientMsg): void {
    if (this.#down) return;
    this.conn.send(msg).catch(() => {});
  }

  // Keys for the session: numbered, kept until the daemon confirms them.
  #sendInput(data: Uint8Array): void {
    if (this.#down) {
      const before = this.#inputs.dropped;
      this.#inputs.add(data, false);
      if (before === 0 && this.#inputs.dropped > 0) {
        this.events.push({ kind: "status", report: this.#report });
      }
      return;
    }
    const seq = this.#inputs.add(data, true);
    this.conn.send({ t: "input", data, seq }).catch(() => {});
  }

  // The link broke: keep the screen, say so, and try to get it back.
  async #linkDown(): Promise<void> {
    const down = new AbortController();
    this.#down = down;
    this.#report = { attempt: 1 };
    if (this.#scroll) {
      await this.term.write(this.#scroll.dropPrompt());
      this.#scroll = null; // its history requests died with the link
    }
    // The daemon tells them again after the resume (step 32).
    this.#paneModes.clear();
    // A popup's program ends with the link; its key modes go with it.
    const modes = this.#overlay?.drop?.();
    if (modes?.length) await this.term.write(modes);
    this.#overlay = null; // and so did its requests
    this.#overlayGone();
    await this.#overlayMouse();
    await this.#showStatus();
    const reopen = this.opts.reopen!;
    // What a new connection pushes before it is ours (the first frame can
    // come in the same read as the attach answer) waits for #reconnected.
    const open = async () => {
      const conn = await reopen();
      const early: PushMsg[] = [];
      conn.onPush = (msg) => early.push(msg);
      this.#early.set(conn, early);
      return conn;
    };
    reconnect(
      open,
      {
        name: this.name,
        token: this.#token,
        seq: this.#lastFrame,
        readOnly: this.opts.readOnly,
        clipboard: this.opts.clipboard ?? false,
        pinned: this.opts.pinned,
        client: this.opts.client,
        size: () => this.#sessionSize(),
      },
      (report) => this.events.push({ kind: "status", report }),
      down.signal,
      this.opts.retryMs,
    )
      .then(
        (outcome) => {
          if (!down.signal.aborted) {
            this.events.push({ kind: "reconnected", outcome });
          } else if (outcome?.kind === "resumed") outcome.conn.close();
        },
      );
  }

  async #reconnected(
    outcome: ReconnectOutcome | null,
  ): Promise<AttachResult | null> {
    if (!outcome) return null;
    if (outcome.kind === "gone") {
      return { exitCode: 1, message: `[${outcome.message}]` };
    }
    const { conn, answer } = outcome;
    this.conn = conn;
    this.#down = null;
    for (const msg of this.#early.get(conn) ?? []) {
      this.events.push({ kind: "push", msg });
    }
    this.#early.delete(conn);
    conn.onPush = (msg) => this.#pushed(msg);
    conn.closed.then(() => this.events.push({ kind: "closed", conn }));
    if (this.opts.heartbeat ?? true) startHeartbeat(conn);
    if (answer.token) this.#token = answer.token;
    // Where the attachment is now (a switch-client the link lost the news of).
    this.name = answer.name;
    if (answer.resumed) this.#inputs.confirm(answer.input);
    for (const { seq, data } of this.#inputs.replay(answer.resumed)) {
      conn.send({ t: "input", data, seq }).catch(() => {});
    }
    // The last screen, without the status line; the daemon's first frame
    // (the diff from the frame drawn last) follows.
    await this.term.write(this.#renderer.showSession());
    this.#resizeSoon();
    this.#sendColours();
    if (answer.upgraded) {
      this.events.push({ kind: "message", text: UPGRADED_MESSAGE });
    }
    return null;
  }

  // The last screen with the reconnecting line over its bottom row.
  async #showStatus(): Promise<void> {
    const r = this.#renderer;
    const { cols, rows } = r.size;
    const out: GridRow[] = [];
    for (let y = 0; y < rows - 1; y++) {
      const row = new GridRow(cols);
      r.cropRow(r.sessionRow(y), row);
      out.push(row);
    }
    const text = statusText(
      this.opts.where ?? "the daemon",
      this.#filter.keys.prefixName,
      this.#report,
      this.#inputs.dropped,
    );
    out.push(statusRow(cols, text));
    await this.term.write(r.showView(out, null));
  }
}

// A copy mode state as compared for telling the daemon: the lines keep
// their numbers while output pushes more into history (`pushed`), so a
// state that differs only there moved nothing, and is not sent again (two
// clients on one pane would tell each other each other's after output).
function modeKey(state: CopyModeState): string {
  return JSON.stringify({ ...state, pushed: 0 });
}

// Whether the pane's copy mode `now` was moved by a client since `was`:
// not told again as it was, nor moved on its text by a reflow (another
// size: a client's move is told in the numbers it was made in first).
function movedByClient(was: CopyModeState, now: CopyModeState): boolean {
  return now.cols === was.cols && now.screenRows === was.screenRows &&
    modeKey(now) !== modeKey(was);
}

// Whether a read ran a key bound to a command or copy mode (detaching
// and suspending leave: this client's size would be the session's for a
// moment only).
function boundKey(r: FilterResult): boolean {
  return r.scroll !== undefined ||
    (r.command !== undefined && !isSuspend(r.command));
}

// Whether `line` is a `copy-mode` the loop runs at once (#copyModeLine):
// its pane known, or its words wrong (the loop says so).
function copyOnLoop(line: string): boolean {
  try {
    const cmd = copyModeCommand(line);
    return cmd !== null && paneFound(cmd);
  } catch {
    return true;
  }
}

// Whether `line` is a `copy-mode` naming a pane (`%N`) other than pane
// `active`: one whose copy mode a read-only client leaves alone.
function copyModeElsewhere(line: string, active?: number): boolean {
  try {
    const target = copyModeCommand(line)?.target;
    return target !== undefined && target !== `%${active}`;
  } catch {
    return false; // its words' message comes where it runs
  }
}

// Whether a command line is a bare `suspend-client` (the one this client
// runs itself; with `-t` it is the CLI's, which may name another client).
function isSuspend(line: string): boolean {
  const words = line.trim().split(/\s+/);
  return words.length === 1 &&
    (words[0] === "suspend-client" || words[0] === "suspendc");
}

// Whether a command line is refresh-client (`refresh`) drawing this
// client again: bare, or with tmux's -S (its status line: a .tmux.conf's
// `bind S refresh-client -S`), which berth's whole redraw covers.
function isRefresh(line: string): boolean {
  const [name, ...flags] = line.split(/\s+/);
  return (name === "refresh-client" || name === "refresh") &&
    flags.every((f) => f === "-S");
}

// Command line `line` less its first `n` commands.
function dropCommands(line: string, n: number): string {
  let left = line;
  for (let i = 0; i < n && left.trim() !== ""; i++) {
    try {
      left = firstCommand(left)[1];
    } catch {
      return ""; // Unclosed quotes: nothing after them runs.
    }
  }
  return left;
}

// Whether a command line is a list of more than one command (`a ; b`).
function isList(line: string): boolean {
  try {
    return commandTexts(line).length > 1;
  } catch {
    return false; // Unclosed quotes: run alone, it says so.
  }
}

// Whether a bound command opens a prompt or the help view.
function opensModal(line: string): boolean {
  return isPromptCommand(line) || line.trim() === "list-keys";
}

function sameSize(
  a: { cols: number; rows: number },
  b: { cols: number; rows: number },
): boolean {
  return a.cols === b.cols && a.rows === b.rows;
}

/**
 * A FIFO with an async `next()`; one consumer. Unbounded, but frames come
 * one at a time (the daemon waits for each ack) and the rest is typing.
 */
class EventQueue<T> {
  #items: T[] = [];
  #wake: (() => void) | null = null;

  push(item: T): void {
    this.#items.push(item);
    this.#wake?.();
    this.#wake = null;
  }

  async next(): Promise<T> {
    while (this.#items.length === 0) {
      await new Promise<void>((resolve) => this.#wake = resolve);
    }
    return this.#items.shift()!;
  }
}

// A report as SGR bytes, to be read again (held behind a bound command);
// null for a wheel's release, which means nothing.
function sgrBytes(r: MouseReport): Uint8Array | null {
  return encodeMouse(r, r.x, r.y, "any", "sgr");
}

let viewsLoading: Promise<unknown> | null = null;

/**
 * Loads the views that take the keyboard, once, in the background; `berth
 * serve` at its start, before a burst of connections can leave it no file
 * descriptor to read them with.
 */
export function preloadViews(): void {
  viewsLoading ??= Promise.all([
    import("./scroll_mode.ts"),
    import("./chooser.ts"),
    import("./chooser_clients.ts"),
    import("./chooser_buffers.ts"),
    import("./display_panes.ts"),
    import("./clock_mode.ts"),
    import("./menu.ts"),
  ]).catch(() => {
    // Each is imported again where it starts, which reports a failure.
  });
}
