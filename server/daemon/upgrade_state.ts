/**
 * The state file of a live upgrade (`berth upgrade`): everything the old
 * daemon hands to the new program it execs in its own process.
 *
 * Layout of the file (0600, beside the socket, removed once read):
 *
 * | bytes | what                                                  |
 * | ----- | ----------------------------------------------------- |
 * | 8     | magic `BERTHUP\n`                                     |
 * | 4     | format version, u32 little-endian (`STATE_VERSION`)   |
 * | 4     | body length in bytes, u32 little-endian               |
 * | 4     | FNV-1a 32 of the body, u32 little-endian              |
 * | n     | body: one msgpack map, `UpgradeState`                 |
 *
 * The body holds the daemon's exit statuses, paste buffers and resumable
 * attachments, and per session its spec, windows (layout trees), panes
 * (pid, pty master fd, size, exit status) and each pane's whole VT engine
 * (`vt/engine_state.ts`, its own version inside). The fds themselves are
 * inherited across execve (made non-close-on-exec just before it); the
 * file only names them.
 *
 * A reader checks all of it before it touches anything: a wrong magic or
 * version, a length that does not match (a truncated file), a checksum
 * that does not match (a corrupt one), or any field missing, mistyped or
 * out of range (engines included) refuses the whole file with one line
 * that says what. Nothing is ever started from half a state.
 *
 * Bump `STATE_VERSION` on any change to the shapes below; a daemon reads
 * only its own version (the old daemon checks with the new code before it
 * execs, so a refusal leaves it serving).
 *
 * @module
 */

import {
  isPromptType,
  type PromptHistories,
} from "../../protocol/prompt_history.ts";
import {
  keyTableProblem,
  MAX_BASE_INDEX,
  MAX_PANE_BASE_INDEX,
} from "../../protocol/options.ts";
import type { KeyBinding } from "./option_store.ts";
import { MsgpackDecoder, MsgpackEncoder } from "../../protocol/msgpack.ts";
import type {
  CopyModeState,
  EnvEntry,
  ExitStatus,
} from "../../protocol/messages.ts";
import { copyModeState } from "../../protocol/validate.ts";
import { type GlobalEnvState, MAX_ENV_VARS } from "./environment.ts";
import { MAX_SIDE } from "../../protocol/limits.ts";
import {
  checkSetting,
  checkWindowSetting,
  isSessionSetting,
  isUserOption,
  isWindowSetting,
  MAX_TEXT,
  type RemainOnExit,
  type SessionSettings,
  USER_TABLES,
  type UserTables,
  type WindowSettings,
} from "../../protocol/options.ts";
import type { LayoutCell, PresetLayout } from "../workers/layout.ts";
import { PRESET_LAYOUTS } from "../workers/layout.ts";
import { checkEngineState, type EngineState } from "../../vt/engine_state.ts";
import { MAX_PANES } from "../workers/parse_messages.ts";
import type { PasteBuffer } from "./paste_buffers.ts";
import type { HookState } from "./hooks.ts";
import type { ChannelsState } from "./wait_channels.ts";
import { writePrivateFile } from "../../protocol/private_file.ts";

/** Version of the file's layout and body; bump on change. */
export const STATE_VERSION = 1;

const MAGIC = new TextEncoder().encode("BERTHUP\n");
const HEADER_BYTES = 20;

/** One pane. */
export interface PaneState {
  id: number;
  pid: number;
  /** Its pty master, inherited; -1 for a dead pane (its pty is closed). */
  fd: number;
  command: string[];
  /**
   * The argv[0] its program saw (null: `command[0]`) and where it
   * started, for `respawn-pane`; absent from an older daemon's state
   * (optional, so that the state version stays, as `autoName`).
   */
  argv0?: string | null;
  cwd?: string;
  cols: number;
  rows: number;
  /** Set when its child has exited (reaped by the old daemon). */
  status: ExitStatus | null;
  /** Ended and kept with its final screen. */
  dead: boolean;
  /**
   * When it stayed dead (ms since the epoch); optional, so that the state
   * version stays: absent from an older daemon's state.
   */
  deadAt?: number;
  cursorKeys: boolean;
  bracketedPaste: boolean;
  /** Its history lines (tmux's `history-limit`); absent before it. */
  scrollback?: number;
  engine: EngineState;
  /**
   * Its `pipe-pane` command, carried across with its fd (inherited as the
   * pty's is). Optional, so that the state version stays: an older
   * daemon's state has none, and an older daemon ignores it.
   */
  pipe?: PipeState;
  /**
   * Input its pty had not taken yet (a program not reading: `send`
   * answers once its bytes are queued), written first by the new daemon.
   * Optional, so that the state version stays, as `pipe`.
   */
  input?: Uint8Array;
  /**
   * Copy mode on it (tmux's pane mode, protocol step 32), for the clients
   * that attach after the upgrade. Optional, so that the state version
   * stays, as `pipe`.
   */
  copyMode?: CopyModeState;
  /** Its user options (`set -p @name`); absent when it has none. */
  userOptions?: Record<`@${string}`, string>;
  /**
   * Its own `remain-on-exit` (`set -p`, protocol 26; `failed` since
   * protocol 28); absent: none.
   */
  remainOnExit?: RemainOnExit;
}

/** A pane's open `pipe-pane` command (`pane_pipe.ts`). */
export interface PipeState {
  /** The daemon's end of its socketpair, inherited. */
  fd: number;
  pid: number;
  command: string;
  /** The pane's output goes to it (`-O`). */
  output: boolean;
  /** Its output is typed into the pane (`-I`). */
  input: boolean;
  /** The pane's output it had not read yet (it was behind). */
  held?: Uint8Array;
  /** Its output the pane's pty had not taken yet (`-I`). */
  typed?: Uint8Array;
}

/** One window. */
export interface WindowState {
  id: number;
  index: number;
  name: string;
  layout: LayoutCell;
  active: number;
  last: number | null;
  zoomed: boolean;
  /** tmux's `synchronize-panes`; absent from an older daemon's state. */
  synchronized?: boolean;
  /**
   * `synchronized` is the window's own value (`setw`), not the daemon's
   * (`set -g`); absent: a true one is its own, a false one none.
   */
  syncOwn?: boolean;
  /**
   * Its own border settings (`setw pane-border-status ...`); absent when
   * none, or from an older daemon's state.
   */
  settings?: WindowSettings;
  preset: PresetLayout | null;
  /** The status line's `#` and `!` flags (output, a bell while hidden). */
  activity: boolean;
  bell: boolean;
  /** The `~` flag (`monitor-silence`); absent when off, or before it. */
  silence?: boolean;
  /**
   * Named after its program (automatic-rename); absent from an older
   * daemon's state, whose windows then keep the names they have.
   */
  autoName?: boolean;
  /**
   * Its own `automatic-rename` is on (`setw automatic-rename on`), not
   * the daemon's; absent: `autoName` true is the daemon's (a daemon
   * before it reads `autoName` alone).
   */
  autoNameOwn?: boolean;
  /**
   * The layout string before its last `select-layout` (`-o` goes back to
   * it); absent from an older daemon's state, or before any.
   */
  oldLayout?: string;
}

/** One session. */
export interface SessionState {
  name: string;
  /**
   * Its id (`$N`). Optional, so that the state version stays: a daemon
   * from before session ids writes none (the new one gives a new id), and
   * one from before ignores it.
   */
  id?: number;
  cmd: string[];
  argv0: string | null;
  cwd: string;
  env: Record<string, string>;
  scrollback: number;
  /** `new --scrollback N` gave it (its panes keep N); absent before it. */
  ownScrollback?: boolean;
  keep: boolean;
  created: number;
  lastActive: number;
  cols: number;
  rows: number;
  remainOnExit: boolean | null;
  /** Its own `monitor-activity` (null: the daemon's); absent before it. */
  monitorActivity?: boolean | null;
  /** Its own `base-index`, `pane-base-index` (null: the daemon's); absent before them. */
  baseIndex?: number | null;
  paneBaseIndex?: number | null;
  exit: ExitStatus | null;
  nextPane: number;
  nextWindow: number;
  /** Window ids: shown, shown before. */
  window: number;
  lastWindow: number | null;
  windows: WindowState[];
  panes: PaneState[];
  /**
   * The session's environment (`set-environment -t`, `new -e`); absent
   * from daemons before it.
   */
  environment?: EnvEntry[];
  /**
   * The status of the pane that last stayed dead (`remain-on-exit`), what
   * `wait --exit` gives once every pane is dead; absent from daemons
   * before it (and while none has).
   */
  lastDead?: ExitStatus | null;
  /**
   * Its own values of daemon settings (`set` without `-g`); absent when
   * it has none, and from daemons before them.
   */
  settings?: SessionSettings;
}

/** An attachment a client can resume on the new daemon. */
export interface ResumeEntry {
  token: string;
  session: string;
  inputSeq: number;
  /** The seq of the last frame sent: the new daemon's frames go on after it. */
  seq: number;
  /**
   * Its terminal had lost the focus (`focus-events`'s last report);
   * absent: it had it, or a daemon before it wrote the state.
   */
  unfocused?: true;
  /**
   * When it was last active (ms since the epoch); absent: a daemon before
   * it wrote the state.
   */
  lastActive?: number;
  /**
   * Its session had its size (the latest active): that client takes it
   * again, whichever resumes first; the others leave it.
   */
  sized?: true;
  /**
   * Its client's link had broken before the save (it may never resume),
   * or the client was stopped by `suspend-client` (it resumes at its `fg`
   * only): the new daemon does not wait for it. Absent: it was connected, or a
   * daemon before it wrote the state.
   */
  parked?: true;
}

/** The body. */
export interface UpgradeState {
  /** berth version and protocol of the daemon that wrote it. */
  from: string;
  protocol: number;
  socket: string;
  written: number;
  exited: [string, ExitStatus][];
  /**
   * Programs being ended outside any pane (`endings.ts`): pid, and when
   * they get SIGKILL. Absent from daemons before it.
   */
  ending?: [number, number][];
  /**
   * The pid of the watch sending their SIGKILLs during the handover
   * (`Endings.watchOver`). Absent from daemons before it.
   */
  endingWatch?: number;
  /**
   * Killed sessions whose programs were still being ended (`kill`): a
   * `wait --exit` on one gets the last one's status once they have ended
   * (`last`: the status of one ended already). Absent from daemons before
   * it.
   */
  endingSessions?: EndingSession[];
  /**
   * Children only reaped (`Endings.reap`: `pipe-pane` commands) that had
   * not exited. Absent from daemons before it.
   */
  reaping?: number[];
  buffers: { stack: PasteBuffer[]; next: number };
  /**
   * `wait-for` channels held across the upgrade (`wait_channels.ts`):
   * locks not yet unlocked, signals no one has waited for yet. Absent from
   * daemons before them.
   */
  channels?: ChannelsState;
  resumes: ResumeEntry[];
  sessions: SessionState[];
  /**
   * The global environment (`environment.ts`): what it holds and what
   * was changed in it; absent from daemons before it (the new daemon then
   * copies its own, as at a start).
   */
  environment?: GlobalEnvState;
  /**
   * The settings `set-option -g` set since the config file was read, in
   * order, for the new daemon to set again on top of the file; absent
   * from daemons before it.
   */
  options?: [name: string, value: string | number | boolean][];
  /**
   * The user options of the server's and the windows' global tables
   * (`set -s @name`, `set -gw @name`); absent from daemons before them.
   */
  userTables?: UserTables;
  /**
   * The key bindings `bind-key` and `unbind-key` changed since the config
   * file was read, in order, for the new daemon to change again on top of
   * the file; absent from daemons before it.
   */
  binds?: KeyBinding[];
  /**
   * The prompts' history (`prompt_history.ts`, step 50); absent from
   * daemons before it.
   */
  promptHistory?: PromptHistories;
  /**
   * The hooks (`set-hook`, `hooks.ts`), where each is kept; absent from
   * daemons before them.
   */
  hooks?: HookState;
  /**
   * Sessions tied to their client's connection (`berth run`: `new` with
   * `tied`), by name: the new daemon ends each one no client takes over
   * in time. Absent from daemons before it.
   */
  tied?: string[];
}

/** A state file that cannot be used; the message says why. */
export class UpgradeStateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UpgradeStateError";
  }
}

/** FNV-1a, 32 bits: catches a flipped or zeroed byte, cheaply. */
function fnv1a(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    h = Math.imul(h ^ bytes[i], 0x01000193);
  }
  return h >>> 0;
}

/** The file's bytes for `state`. */
export function encodeState(state: UpgradeState): Uint8Array {
  const body = new MsgpackEncoder().encode(state);
  const out = new Uint8Array(HEADER_BYTES + body.length);
  out.set(MAGIC);
  const view = new DataView(out.buffer);
  view.setUint32(8, STATE_VERSION, true);
  view.setUint32(12, body.length, true);
  view.setUint32(16, fnv1a(body), true);
  out.set(body, HEADER_BYTES);
  return out;
}

/** Writes the file only its owner can read, whole or not at all. */
export function writeStateFile(path: string, state: UpgradeState): number {
  const bytes = encodeState(state);
  writePrivateFile(path, bytes);
  return bytes.length;
}

/** Reads and checks a state file whole (see the module doc). */
export function readStateFile(path: string): UpgradeState {
  let bytes: Uint8Array;
  try {
    bytes = Deno.readFileSync(path);
  } catch (err) {
    throw new UpgradeStateError(
      `Cannot read the state file ${path}: ${(err as Error).message}`,
    );
  }
  return decodeState(bytes);
}

/** The state in `bytes`, checked whole. */
export function decodeState(bytes: Uint8Array): UpgradeState {
  if (
    bytes.length < HEADER_BYTES ||
    !MAGIC.every((b, i) => bytes[i] === b)
  ) {
    fail("not a berth state file");
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(8, true);
  if (version !== STATE_VERSION) {
    fail(`format version ${version}; this berth reads ${STATE_VERSION}`);
  }
  const length = view.getUint32(12, true);
  const body = bytes.subarray(HEADER_BYTES);
  if (body.length !== length) {
    fail(`truncated: ${body.length} of ${length} bytes`);
  }
  if (fnv1a(body) !== view.getUint32(16, true)) fail("corrupt: bad checksum");
  let value: unknown;
  try {
    const all = new MsgpackDecoder().decodeAll(body);
    if (all.length !== 1) fail("the body is not one record");
    value = all[0];
  } catch (err) {
    if (err instanceof UpgradeStateError) throw err;
    fail(`corrupt: ${(err as Error).message}`);
  }
  return checkState(value);
}

function fail(what: string): never {
  throw new UpgradeStateError(`The upgrade state is unusable: ${what}`);
}

type Obj = Record<string, unknown>;

function obj(x: unknown, what: string): Obj {
  if (typeof x !== "object" || x === null || Array.isArray(x)) {
    fail(`${what} is not a record`);
  }
  return x as Obj;
}

function int(x: unknown, what: string, lo = 0, hi = 2 ** 53): number {
  if (!Number.isInteger(x) || (x as number) < lo || (x as number) > hi) {
    fail(`${what} is not an integer in ${lo}..${hi}`);
  }
  return x as number;
}

function str(x: unknown, what: string): string {
  if (typeof x !== "string") fail(`${what} is not text`);
  return x;
}

function bool(x: unknown, what: string): boolean {
  if (typeof x !== "boolean") fail(`${what} is not true or false`);
  return x;
}

function list(x: unknown, what: string): unknown[] {
  if (!Array.isArray(x)) fail(`${what} is not a list`);
  return x;
}

function strs(x: unknown, what: string): string[] {
  return list(x, what).map((s) => str(s, what));
}

function status(x: unknown, what: string): ExitStatus | null {
  if (x === null) return null;
  const o = obj(x, what);
  if (o.code !== null) int(o.code, `${what} code`, 0, 255);
  if (o.signal !== null) str(o.signal, `${what} signal`);
  if ((o.code === null) === (o.signal === null)) {
    fail(`${what} has both or neither of a code and a signal`);
  }
  return x as ExitStatus;
}

/** An environment's variables: names, each with text or null. */
function envEntries(x: unknown, what: string): void {
  const entries = list(x, what);
  if (entries.length > MAX_ENV_VARS) fail(`${what} has too many variables`);
  for (const e of entries) {
    const pair = list(e, what);
    if (pair.length !== 2) fail(`${what} has an entry that is not a pair`);
    str(pair[0], `${what}'s name`);
    if (pair[1] !== null) str(pair[1], `${what}'s value`);
  }
}

function checkPane(x: unknown, what: string): void {
  const p = obj(x, what);
  int(p.id, `${what} id`);
  int(p.pid, `${what} pid`, 1, 2 ** 31);
  const dead = bool(p.dead, `${what} dead`);
  int(p.fd, `${what} fd`, dead ? -1 : 3, 2 ** 31);
  if (dead !== (p.fd === -1)) fail(`${what} has a pty and is dead, or neither`);
  strs(p.command, `${what} command`);
  if (p.argv0 !== undefined && p.argv0 !== null) str(p.argv0, `${what} argv0`);
  if (p.cwd !== undefined) str(p.cwd, `${what} cwd`);
  int(p.cols, `${what} cols`, 1, MAX_SIDE);
  int(p.rows, `${what} rows`, 1, MAX_SIDE);
  status(p.status, `${what} exit status`);
  if (dead && p.status === null) fail(`${what} is dead without an exit`);
  if (p.deadAt !== undefined) {
    int(p.deadAt, `${what} dead time`, 0, Number.MAX_SAFE_INTEGER);
  }
  bool(p.cursorKeys, `${what} cursor keys`);
  bool(p.bracketedPaste, `${what} bracketed paste`);
  if (p.scrollback !== undefined) int(p.scrollback, `${what} scrollback`);
  if (p.remainOnExit !== undefined && p.remainOnExit !== "failed") {
    bool(p.remainOnExit, `${what} remain-on-exit`);
  }
  if (p.userOptions !== undefined) {
    for (const [name, value] of Object.entries(obj(p.userOptions, what))) {
      if (!isUserOption(name) || !userText(value)) {
        fail(`${what}: bad user option ${name}`);
      }
    }
  }
  if (p.copyMode !== undefined) {
    try {
      copyModeState(p.copyMode);
    } catch (err) {
      fail(`${what} copy mode: ${(err as Error).message}`);
    }
  }
  if (p.input !== undefined) {
    if (!(p.input instanceof Uint8Array)) fail(`${what} input is not bytes`);
    if (dead) fail(`${what} is dead and has input queued`);
  }
  if (p.pipe !== undefined) {
    const pipe = obj(p.pipe, `${what} pipe`);
    if (dead) fail(`${what} is dead and has a pipe`);
    int(pipe.fd, `${what} pipe fd`, 3, 2 ** 31);
    int(pipe.pid, `${what} pipe pid`, 1, 2 ** 31);
    str(pipe.command, `${what} pipe command`);
    bool(pipe.output, `${what} pipe output`);
    bool(pipe.input, `${what} pipe input`);
    for (const part of ["held", "typed"] as const) {
      if (pipe[part] !== undefined && !(pipe[part] instanceof Uint8Array)) {
        fail(`${what} pipe's ${part} bytes are not bytes`);
      }
    }
  }
  try {
    checkEngineState(p.engine);
  } catch (err) {
    fail(`${what}: ${(err as Error).message}`);
  }
}

/** Checks a layout tree; returns the pane ids it holds. */
function checkLayout(x: unknown, what: string, out: number[] = []): number[] {
  const c = obj(x, what);
  int(c.w, `${what} width`, 1, MAX_SIDE);
  int(c.h, `${what} height`, 1, MAX_SIDE);
  if (c.type === "pane") {
    out.push(int(c.pane, `${what} pane`));
    return out;
  }
  if (c.type !== "lr" && c.type !== "tb") fail(`${what} has no known type`);
  const children = list(c.children, `${what} children`);
  if (children.length < 2) fail(`${what} splits into fewer than two`);
  // Shares (each part's proportion) are what a daemon from before wrote
  // with its splits; `Layout.fromTree()` drops them. A daemon from before
  // that reads a state without them takes the lengths as its shares.
  if (c.shares !== undefined) {
    const shares = list(c.shares, `${what} shares`);
    if (shares.length !== children.length) {
      fail(`${what} has ${shares.length} shares for ${children.length} parts`);
    }
    for (const s of shares) int(s, `${what} share`, 1, MAX_SIDE);
  }
  for (const child of children) checkLayout(child, what, out);
  return out;
}

function checkWindow(x: unknown, what: string, panes: Set<number>): number[] {
  const w = obj(x, what);
  int(w.id, `${what} id`);
  int(w.index, `${what} index`);
  str(w.name, `${what} name`);
  const ids = checkLayout(w.layout, `${what} layout`);
  for (const id of ids) {
    if (!panes.has(id)) fail(`${what} holds pane ${id}, which is not saved`);
  }
  if (!ids.includes(w.active as number)) fail(`${what}: active pane unknown`);
  if (w.last !== null && !ids.includes(w.last as number)) {
    fail(`${what}: last pane unknown`);
  }
  bool(w.zoomed, `${what} zoom`);
  if (w.synchronized !== undefined) {
    bool(w.synchronized, `${what} synchronize-panes`);
  }
  if (w.syncOwn !== undefined) bool(w.syncOwn, `${what} own synchronize-panes`);
  if (w.settings !== undefined) {
    for (const [name, value] of Object.entries(obj(w.settings, what))) {
      if (
        isUserOption(name)
          ? !userText(value)
          : !isWindowSetting(name) || checkWindowSetting(name, value) !== null
      ) {
        fail(`${what}: bad window setting ${name}`);
      }
    }
  }
  bool(w.activity, `${what} activity flag`);
  bool(w.bell, `${what} bell flag`);
  if (w.silence !== undefined) bool(w.silence, `${what} silence flag`);
  if (w.autoName !== undefined) bool(w.autoName, `${what} automatic name`);
  if (w.autoNameOwn !== undefined) {
    bool(w.autoNameOwn, `${what} own automatic-rename`);
  }
  if (w.oldLayout !== undefined) str(w.oldLayout, `${what} old layout`);
  if (w.preset !== null && !PRESET_LAYOUTS.includes(w.preset as PresetLayout)) {
    fail(`${what}: unknown preset layout`);
  }
  return ids;
}

function checkSession(x: unknown, i: number): void {
  const s = obj(x, `session ${i}`);
  const what = `session ${str(s.name, `session ${i} name`)}`;
  if (s.id !== undefined) int(s.id, `${what} id`);
  strs(s.cmd, `${what} command`);
  if (s.argv0 !== null) str(s.argv0, `${what} argv0`);
  str(s.cwd, `${what} directory`);
  const env = obj(s.env, `${what} environment`);
  for (const v of Object.values(env)) str(v, `${what} environment`);
  int(s.scrollback, `${what} scrollback`);
  if (s.ownScrollback !== undefined) {
    bool(s.ownScrollback, `${what} own scrollback`);
  }
  bool(s.keep, `${what} keep`);
  int(s.created, `${what} created`);
  int(s.lastActive, `${what} last active`);
  int(s.cols, `${what} cols`, 1, MAX_SIDE);
  int(s.rows, `${what} rows`, 1, MAX_SIDE);
  if (s.remainOnExit !== null) bool(s.remainOnExit, `${what} remain-on-exit`);
  if (s.monitorActivity !== undefined && s.monitorActivity !== null) {
    bool(s.monitorActivity, `${what} monitor-activity`);
  }
  if (s.baseIndex !== undefined && s.baseIndex !== null) {
    int(s.baseIndex, `${what} base-index`, 0, MAX_BASE_INDEX);
  }
  if (s.paneBaseIndex !== undefined && s.paneBaseIndex !== null) {
    int(s.paneBaseIndex, `${what} pane-base-index`, 0, MAX_PANE_BASE_INDEX);
  }
  status(s.exit, `${what} exit status`);
  if (s.lastDead !== undefined) status(s.lastDead, `${what} last dead status`);
  if (s.settings !== undefined) {
    for (const [name, value] of Object.entries(obj(s.settings, what))) {
      if (
        isUserOption(name)
          ? !userText(value)
          : !isSessionSetting(name) || checkSetting(name, value) !== null
      ) {
        fail(`${what}: bad session setting ${name}`);
      }
    }
  }
  int(s.nextPane, `${what} next pane`);
  int(s.nextWindow, `${what} next window`);
  const panes = list(s.panes, `${what} panes`);
  if (panes.length < 1 || panes.length > MAX_PANES) {
    fail(`${what} has ${panes.length} panes`);
  }
  panes.forEach((p, j) => checkPane(p, `${what} pane ${j}`));
  const ids = new Set(panes.map((p) => (p as Obj).id as number));
  if (ids.size !== panes.length) fail(`${what} has two panes of one id`);
  const windows = list(s.windows, `${what} windows`);
  if (windows.length < 1) fail(`${what} has no window`);
  const placed: number[] = [];
  const wids = new Set<number>();
  windows.forEach((w, j) => {
    placed.push(...checkWindow(w, `${what} window ${j}`, ids));
    wids.add((w as Obj).id as number);
  });
  if (placed.length !== ids.size || new Set(placed).size !== ids.size) {
    fail(`${what}: every pane must be in exactly one window`);
  }
  if (s.environment !== undefined) {
    envEntries(s.environment, `${what} environment`);
  }
  if (!wids.has(s.window as number)) fail(`${what}: shown window unknown`);
  if (s.lastWindow !== null && !wids.has(s.lastWindow as number)) {
    fail(`${what}: last window unknown`);
  }
}

/** A killed session still ending its programs (`endingSessions`). */
export interface EndingSession {
  name: string;
  pids: number[];
  last?: ExitStatus;
}

/** `x` as a state, checked through (see the module doc). */
export function checkState(x: unknown): UpgradeState {
  const o = obj(x, "the state");
  str(o.from, "the old version");
  int(o.protocol, "the old protocol");
  str(o.socket, "the socket");
  int(o.written, "the time written");
  for (const e of list(o.exited, "exit statuses")) {
    const pair = list(e, "an exit status");
    str(pair[0], "an exited session's name");
    status(pair[1], "an exit status");
  }
  if (o.ending !== undefined) {
    for (const e of list(o.ending, "the programs being ended")) {
      const pair = list(e, "a program being ended");
      int(pair[0], "a program's pid", 2);
      int(pair[1], "a program's SIGKILL time");
    }
  }
  if (o.endingWatch !== undefined) {
    int(o.endingWatch, "the SIGKILL watch's pid", 2);
  }
  if (o.endingSessions !== undefined) {
    for (const e of list(o.endingSessions, "the killed sessions ending")) {
      const k = obj(e, "a killed session ending");
      str(k.name, "a killed session's name");
      for (const pid of list(k.pids, "its programs")) int(pid, "a pid", 2);
      if (k.last !== undefined) status(k.last, "its status so far");
    }
  }
  if (o.reaping !== undefined) {
    for (const pid of list(o.reaping, "the children to reap")) {
      int(pid, "a child's pid", 2);
    }
  }
  const b = obj(o.buffers, "the paste buffers");
  int(b.next, "the next buffer number");
  for (const buf of list(b.stack, "the paste buffers")) {
    const p = obj(buf, "a paste buffer");
    str(p.name, "a paste buffer's name");
    if (!(p.data instanceof Uint8Array)) fail("a paste buffer is not bytes");
    int(p.created, "a paste buffer's time");
  }
  if (o.channels !== undefined) {
    const c = obj(o.channels, "the wait-for channels");
    strs(c.locked, "the locked channels");
    strs(c.woken, "the signalled channels");
  }
  if (o.tied !== undefined) strs(o.tied, "the tied sessions");
  if (o.environment !== undefined) {
    const e = obj(o.environment, "the global environment");
    envEntries(e.vars, "the global environment");
    strs(e.changed, "the global environment's changes");
  }
  if (o.binds !== undefined) {
    for (const x of list(o.binds, "the key bindings changed")) {
      const b = obj(x, "a key binding");
      if (typeof b.table !== "string" || keyTableProblem(b.table)) {
        fail("a key binding's table is not a key table's name");
      }
      if (b.key !== undefined) str(b.key, "a key binding's key");
      if (b.command !== undefined) str(b.command, "a key binding's command");
      if (b.repeat !== undefined && typeof b.repeat !== "boolean") {
        fail("a key binding's repeat is not true or false");
      }
      if (b.note !== undefined) str(b.note, "a key binding's note");
      if (b.all !== undefined) strs(b.all, "a key table's keys");
    }
  }
  if (o.promptHistory !== undefined) {
    const h = obj(o.promptHistory, "the prompts' history");
    for (const [type, lines] of Object.entries(h)) {
      if (!isPromptType(type)) fail(`the prompts' history: no type ${type}`);
      strs(lines, "a prompt type's history");
    }
  }
  if (o.hooks !== undefined) {
    for (const e of list(o.hooks, "the hooks")) {
      const [place, name, entries] = list(e, "a hook");
      if (typeof place !== "string" || !/^(g|[swp]\d+)$/.test(place)) {
        fail("a hook's place is not g, sN, wN or pN");
      }
      str(name, "a hook's name");
      for (const x of list(entries, "a hook's entries")) {
        const pair = list(x, "a hook's entry");
        int(pair[0], "a hook entry's index");
        str(pair[1], "a hook entry's command");
      }
    }
  }
  if (o.options !== undefined) {
    for (const e of list(o.options, "the settings set")) {
      const pair = list(e, "a setting set");
      str(pair[0], "a setting's name");
      const v = pair[1];
      if (!["string", "number", "boolean"].includes(typeof v)) {
        fail("a setting's value is not text, a number or true/false");
      }
    }
  }
  if (o.userTables !== undefined) {
    const tables = obj(o.userTables, "the global user options");
    for (const [table, own] of Object.entries(tables)) {
      if (!(USER_TABLES as readonly string[]).includes(table)) {
        fail(`the global user options: no table ${table}`);
      }
      for (const [name, v] of Object.entries(obj(own, "a user table"))) {
        if (!isUserOption(name) || !userText(v)) {
          fail(`a global user option ${name} is not @name and text`);
        }
      }
    }
  }
  for (const r of list(o.resumes, "the attachments")) {
    const e = obj(r, "an attachment");
    str(e.token, "an attachment's token");
    str(e.session, "an attachment's session");
    int(e.inputSeq, "an attachment's input seq");
    int(e.seq, "an attachment's frame seq");
    if (e.unfocused !== undefined && e.unfocused !== true) {
      fail("an attachment's unfocused flag is not true");
    }
    if (e.lastActive !== undefined) int(e.lastActive, "an attachment's time");
    if (e.sized !== undefined && e.sized !== true) {
      fail("an attachment's sized flag is not true");
    }
    if (e.parked !== undefined && e.parked !== true) {
      fail("an attachment's parked flag is not true");
    }
  }
  const sessions = list(o.sessions, "the sessions");
  sessions.forEach(checkSession);
  const names = new Set(sessions.map((s) => (s as Obj).name));
  if (names.size !== sessions.length) fail("two sessions share a name");
  return o as unknown as UpgradeState;
}

/** A user option's value (`@name`, `user_options.ts`): text, as set. */
function userText(v: unknown): boolean {
  return typeof v === "string" && v.length <= MAX_TEXT;
}
