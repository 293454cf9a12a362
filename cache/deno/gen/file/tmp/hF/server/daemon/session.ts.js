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
 */ import { pasteBytes } from "../../protocol/paste.ts";
import { MAX_PASTE_BYTES } from "../../protocol/limits.ts";
import { spawnPty } from "../../pty/mod.ts";
import { setCloseOnExec } from "../../pty/exec.ts";
import { signalName } from "../../protocol/signals.ts";
import { RequestFailure } from "./request_failure.ts";
import { SharedGather } from "./shared_gather.ts";
import { createRoute, nextSizeTurn, sizeTurn } from "../workers/tty_keys.ts";
import { createLayoutBuffer, createParseSignal, MAX_PANES, SIGNAL_CLIENTS, writeLayout } from "../workers/parse_messages.ts";
import { ParseClient } from "./parse_client.ts";
import { ScreenMirror } from "./screen_mirror.ts";
import { LatestClientSize } from "./size_policy.ts";
import { Pane } from "./pane.ts";
import { Window } from "./window.ts";
import { foregroundCommand } from "./foreground.ts";
import { after } from "../../protocol/timer.ts";
import { shownPanes } from "./pane_geometry.ts";
import { NoRoomError } from "../workers/layout.ts";
import { restoreWindows, saveSession } from "./session_state.ts";
import { Environ, spawnEnv } from "./environment.ts";
import { Endings, KILL_GRACE_MS } from "./endings.ts";
/**
 * Output this soon after the pty of a pane not shown changed size is its
 * program's redraw (a shell's prompt after SIGWINCH), not activity: a
 * resized client resizes every window here, and tmux, which resizes a
 * window when it is shown, flags none of them for it.
 */ const REDRAW_MS = 250;
/**
 * Pane or window ids, unique in the daemon as tmux's are in its server:
 * `%N` (`$BERTH_PANE`, `#{pane_id}`) names one pane whatever its session,
 * so a script can keep it and target it from anywhere; `@N`
 * (`#{window_id}`) one window, `$N` (`#{session_id}`) one session. Never
 * reused.
 */ export class Ids {
  #next = 0;
  /** A new id. */ take() {
    return this.#next++;
  }
  /** Ids below `next` are taken (a restored session's). */ reserve(next) {
    if (next > this.#next) this.#next = next;
  }
  /** The id `take` gives next. */ get next() {
    return this.#next;
  }
}
/** A running (or kept, exited) session. */ export class Session {
  /** Changes with `rename-session`. */ name;
  /**
   * tmux's session id, `$N` (`#{session_id}`, a target too): unique in the
   * daemon, never given again, kept across an upgrade.
   */ id;
  command;
  cwd;
  /** When it started (kept across an upgrade). */ created = Date.now();
  lastActive = Date.now();
  keep;
  cols;
  rows;
  mirror;
  clients = new Set();
  /** Its windows, by index order. */ windows = [];
  /** The window shown. */ window;
  /**
   * The windows shown before it, the latest first (tmux's stack): killing
   * the window shown goes back to the latest left, and the one before
   * that is the last window then.
   */ #lastWindows = [];
  /**
   * Panes stay, dead, when their program exits (tmux's `remain-on-exit`):
   * the session's own setting once set, else the daemon's.
   */ get remainOnExit() {
    return this.#remainOnExit ?? this.#remainDefault?.() ?? false;
  }
  set remainOnExit(on) {
    this.#remainOnExit = on;
  }
  #remainOnExit = null;
  #remainDefault;
  /** The session's environment (tmux's), over the global one. */ environ;
  /** Set once the last pane's child has exited and its output is parsed. */ exit = null;
  /**
   * Resolves when the session has ended (kept sessions: when the child
   * has; a respawn there makes it run again, with a new one).
   */ get ended() {
    return this.#ended;
  }
  #ended;
  /** Called once the session is gone for good (not kept, or killed). */ onGone = ()=>{};
  /**
   * Called when a pane is taken out of its window (not the last one,
   * which stays in the session that `onGone` reports).
   */ onPaneClosed = ()=>{};
  #spec;
  #watcher;
  #signal = createParseSignal();
  /**
   * The gather id of the active pane, for the keys of terminals the
   * daemon draws (`workers/tty_keys.ts`): set with every layout published.
   */ route = createRoute();
  #layout = createLayoutBuffer();
  #gather;
  /** The gather worker is the session's own (no daemon gave one). */ #ownGather;
  #parse;
  #log;
  #paneIds;
  #endings;
  #windowIds;
  #endReason = "exited";
  #resolveEnded;
  #gone = false;
  /** Resolves with the exit status once the session has ended. */ #exited;
  #resolveExited;
  #listeners = new Set();
  /**
   * `waitPaneExit`'s exits, by pane, until that pane has ended: one each,
   * however many waits come and give up meanwhile.
   */ #paneExits = new Map();
  #killTimer;
  #sizePolicy = new LatestClientSize(// Keys of the client that had it go through the main thread now.
  ()=>nextSizeTurn(this.route));
  /** An upgrade is saving it: panes do not end meanwhile. */ #frozen = false;
  /** Panes whose output the freeze waits to see parsed. */ #thawing = new Map();
  /**
   * The status line and the shown panes as last built, with their keys,
   * for every client's frames; null once something they show may have
   * changed (`#shownChanged`). Rebuilt on every pump they cost the main
   * thread about 20 us per echoed key (perf at load 3-4: `updateFor` 27.2
   * -> 6.9 us; CPU per key in paired blocks at load 2.5-3.8: 364 -> 311).
   */ #shown = null;
  #drawn;
  /** Resolves once the parse worker has posted its first screen. */ drawn = new Promise((r)=>this.#drawn = r);
  constructor(spec, id, pty, watcher, log, workers){
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
    this.#ended = new Promise((r)=>this.#resolveEnded = r);
    this.#exited = new Promise((r)=>this.#resolveExited = r);
    this.#ownGather = !workers.gather;
    this.#paneIds = workers.paneIds ?? new Ids();
    this.#endings = workers.endings ?? new Endings(watcher);
    this.#windowIds = workers.windowIds ?? new Ids();
    this.#gather = workers.gather ?? new SharedGather(log, `gather:${spec.name}`);
    this.#parse = this.#startParse(workers.parse ?? undefined);
    if (pty === null) {
      this.window = null; // `restore` gives it its windows
      return;
    }
    const pane = this.#adopt(id, pty, {
      cmd: spec.cmd,
      argv0: spec.argv0,
      cwd: spec.cwd
    }, spec.cols, spec.rows);
    this.window = new Window(this.#windowIds.take(), 0, windowName(spec.cmd), pane, spec.cols, spec.rows);
    this.windows.push(this.window);
    this.#publishLayout();
  }
  #startParse(worker) {
    return new ParseClient({
      t: "init",
      layout: this.#layout,
      signal: this.#signal
    }, `parse:${this.#spec.name}`, {
      screen: (update)=>{
        this.mirror.apply(update);
        this.#drawn();
        for (const [id, bytes, keys, paste, mouse] of update.panes ?? []){
          const pane = this.#pane(id);
          if (pane) {
            if (!sameMouse(pane, keys, mouse)) this.#shownChanged();
            pane.cursorKeys = keys;
            pane.bracketedPaste = paste;
            pane.mouse = mouse;
          }
          this.#emit({
            type: "output",
            bytes
          }, id);
          if (bytes > 0) this.#flagWindow(id, "activity");
          if (bytes > 0) this.#checkName(id);
        }
        this.#pumpClients();
      },
      event: (pane, event)=>{
        this.#emit(event, pane);
        if (event.type === "bell" && this.#flagWindow(pane, "bell")) {
          this.#pumpClients();
        }
      },
      paneEof: (id, gen)=>{
        const pane = this.#pane(id);
        // An earlier program's (a respawned pane): its pty is let go.
        if (!pane || pane.gen !== gen) return;
        pane.parsed = true;
        this.#thawing.get(id)?.();
        this.#maybePaneEnd(pane);
      },
      eof: (crashed)=>{
        this.#log.error(`session ${this.name}: parse worker crashed: ${crashed}`);
        for (const w of this.windows){
          for (const p of w.panes.values()){
            p.parsed = true;
            this.#maybePaneEnd(p);
          }
        }
      },
      error: (message)=>this.#log.error(`session ${this.name}: ${message}`)
    }, ()=>new RequestFailure("exited", `Session ${this.name} has ended`), worker);
  }
  /**
   * Starts `spec.cmd` on a new pty. Throws RequestFailure "spawn" with a
   * one-line reason when the program cannot be started.
   */ static start(spec, watcher, log, workers = {}) {
    let pty;
    const paneIds = workers.paneIds ?? new Ids();
    const id = paneIds.take();
    try {
      pty = spawn(spec, new Environ(spec.environ), id, spec.cmd, spec.argv0, spec.cwd, spec.cols, spec.rows);
    } catch (err) {
      workers.parse?.terminate();
      throw err;
    }
    const s = new Session(spec, id, pty, watcher, log, {
      ...workers,
      paneIds
    });
    log.info(`session ${spec.name}: started pid ${pty.pid}: ${spec.cmd.join(" ")}`);
    return s;
  }
  /** The first pane's child (what `berth ls` shows). */ get pid() {
    return this.windows[0]?.ordered()[0]?.pid ?? -1;
  }
  /** The row of `berth ls`. */ info() {
    return {
      name: this.name,
      pid: this.pid,
      cols: this.cols,
      rows: this.rows,
      clients: this.clients.size,
      created: this.created,
      lastActive: this.lastActive,
      command: this.command,
      cwd: this.cwd,
      title: this.mirror.title,
      exit: this.exit,
      windows: this.windows.map((w)=>({
          index: w.index,
          name: w.name,
          active: w === this.window,
          panes: w.panes.size,
          cols: w.cols,
          rows: w.rows
        }))
    };
  }
  // -------------------------------------------------------------------------
  // Windows and panes
  /** The pane with id `id`, in any window. */ #pane(id) {
    for (const w of this.windows){
      const p = w.panes.get(id);
      if (p) return p;
    }
    return undefined;
  }
  /** The window that holds `pane`. */ windowOf(pane) {
    return this.windows.find((w)=>w.panes.get(pane.id) === pane);
  }
  /** The pane scripts reach when they name only the session. */ get activePane() {
    return this.window.active;
  }
  #paneCount() {
    let n = 0;
    for (const w of this.windows)n += w.panes.size;
    return n;
  }
  /**
   * Wraps a started child as a pane: its ring, gather and parse sides.
   * With `respawned`, the pane it takes the place of (same id): the parse
   * worker's engine of that id goes on with the new program.
   */ #adopt(id, pty, launch, cols, rows, respawned) {
    const pane = new Pane(id, pty, this.#gather.wakeFd, launch.cmd, cols, rows);
    pane.argv0 = launch.argv0;
    pane.cwd = launch.cwd;
    pane.gen = respawned ? respawned.gen + 1 : 0;
    this.#gatherPane(pane);
    const init = {
      id: pane.id,
      sab: pane.ring.sab,
      fd: pty.fd,
      cols,
      rows,
      scrollback: this.#spec.scrollback,
      gen: pane.gen
    };
    this.#parse.post(respawned ? {
      t: "respawn-pane",
      pane: init
    } : {
      t: "add-pane",
      pane: init
    });
    this.#watchChild(pane);
    return pane;
  }
  /** Starts the gather worker draining `pane`'s pty into its ring. */ #gatherPane(pane) {
    const { id, done } = this.#gather.add({
      fd: pane.pty.fd,
      sab: pane.ring.sab,
      signal: this.#signal
    });
    pane.gatherId = id;
    pane.gathered = done.then((done)=>{
      if (done.reason !== "error") return;
      this.#log.error(`session ${this.name}: pane ${pane.id}: reading failed: ${done.error}`);
      // The worker may have died without ending the ring: the parse
      // worker takes what was published, then ends the pane.
      pane.ring.endForProducer();
      const word = new Int32Array(this.#signal);
      Atomics.add(word, 0, 1);
      Atomics.notify(word, 0);
    });
  }
  /** Reaps `pane`'s child when it exits. */ #watchChild(pane) {
    pane.exitWatch = this.#watcher.exited(pane.pid);
    pane.exitWatch.then((status)=>this.#childExited(pane, status), (err)=>this.#log.info(`session ${this.name}: ${err}`));
  }
  /** -e VAR=VAL is the new program's alone, over the session's own. */ #paneEnviron(spec) {
    return spec.env ? new Environ([
      ...this.environ.list(),
      ...Object.entries(spec.env)
    ]) : this.environ;
  }
  /** Starts a pane's program at `cols` x `rows`. */ #spawnPane(spec, cols, rows) {
    if (this.exit) {
      throw new RequestFailure("exited", `Session ${this.name} has exited`);
    }
    if (this.#paneCount() >= MAX_PANES) {
      throw new RequestFailure("bad-request", `Session ${this.name} has ${MAX_PANES} panes, the most it can hold`);
    }
    const cmd = spec.cmd?.length ? spec.cmd : this.#spec.cmd;
    const argv0 = spec.cmd?.length ? undefined : this.#spec.argv0;
    const cwd = spec.cwd ?? this.#spec.cwd;
    const id = this.#paneIds.take();
    const pty = spawn(this.#spec, this.#paneEnviron(spec), id, cmd, argv0, cwd, cols, rows);
    this.#log.info(`session ${this.name}: pane started pid ${pty.pid}: ${cmd.join(" ")}`);
    return this.#adopt(id, pty, {
      cmd,
      argv0,
      cwd
    }, cols, rows);
  }
  /**
   * Starts a new program in `pane`'s place (tmux's `respawn-pane`): same
   * id, rectangle, place in the layout and history; its screen starts
   * afresh. A pane whose program still runs is refused unless
   * `spec.kill`, which ends that program (SIGHUP, SIGKILL after the
   * grace). In an ended session kept with its dead last pane, the session
   * runs again. Returns the pane as it is now.
   */ respawnPane(pane, spec) {
    const w = this.windowOf(pane);
    if (!w) throw new RequestFailure("not-found", "That pane is gone");
    this.#notMoving([
      pane
    ]);
    if (!pane.dead && !spec.kill) {
      throw new RequestFailure("bad-request", `Respawn pane failed: pane ${this.describe(pane)} still active; respawn-pane -k kills its program first`);
    }
    return this.#respawn(w, pane, spec, pane.cols, pane.rows);
  }
  /**
   * tmux's `respawn-window`: the window's first pane gets a new program
   * (`respawnPane`) and the whole window; its other panes close, their
   * programs ended. Refused while a program runs there, unless
   * `spec.kill`. Returns the respawned pane.
   */ respawnWindow(w, spec) {
    const panes = w.ordered();
    this.#notMoving(panes);
    if (!spec.kill && panes.some((p)=>!p.dead)) {
      throw new RequestFailure("bad-request", `Respawn window failed: window ${this.name}:${w.index} still active; respawn-window -k kills its programs first`);
    }
    // Started first: a program that cannot start leaves the window whole.
    return this.#respawn(w, panes[0], spec, this.cols, this.rows, ()=>{
      for (const p of panes.slice(1)){
        if (!p.status) this.#signalLater(p);
        w.remove(p);
        p.close();
        this.#parse.post({
          t: "drop-pane",
          pane: p.id
        });
      }
      w.zoomed = false;
      w.last = null;
    });
  }
  /**
   * Refuses to respawn panes on their way to another session (`handOff`):
   * the move waits for the end of their program's output, which a
   * respawn drops, and would hang.
   */ #notMoving(panes) {
    const moving = panes.find((p)=>p.handingOff);
    if (moving) {
      throw new RequestFailure("busy", `Pane %${moving.id} is moving to another session; retry`);
    }
  }
  /**
   * Starts `pane`'s new program at `cols` x `rows` and puts it in the
   * pane's place; `then` runs once it has started (nothing has changed
   * when it cannot start).
   */ #respawn(w, pane, spec, cols, rows, then) {
    const given = spec.cmd !== undefined && spec.cmd.length > 0;
    const launch = {
      cmd: given ? spec.cmd : pane.command,
      argv0: given ? undefined : pane.argv0,
      cwd: spec.cwd ?? (pane.cwd || this.#spec.cwd)
    };
    const pty = spawn(this.#spec, this.#paneEnviron(spec), pane.id, launch.cmd, launch.argv0, launch.cwd, cols, rows);
    this.#log.info(`session ${this.name}: pane ${pane.id} respawned pid ${pty.pid}: ${launch.cmd.join(" ")}`);
    // The old program's pty is let go unread; one still running ends.
    if (!pane.status) this.#signalLater(pane);
    pane.close();
    then?.();
    const fresh = this.#adopt(pane.id, pty, launch, cols, rows, pane);
    w.replace(pane, fresh);
    if (this.exit) this.#revive();
    this.#publishLayout();
    for (const c of this.clients)c.paneReset(pane.id);
    return fresh;
  }
  /**
   * A kept session whose dead last pane was respawned runs again: it ends
   * anew, with its new program's exit status.
   */ #revive() {
    this.exit = null;
    this.#ended = new Promise((r)=>this.#resolveEnded = r);
    this.#exited = new Promise((r)=>this.#resolveExited = r);
  }
  /**
   * Drops `pane`'s history and frees it (tmux's `clear-history`); its
   * screen stays. Clients in copy mode on it leave, as in tmux.
   */ clearHistory(pane) {
    this.#parse.post({
      t: "clear-history",
      pane: pane.id
    });
    for (const c of this.clients)c.paneReset(pane.id);
  }
  /**
   * Opens a window at the lowest free index (tmux's `new-window`: `0 2`
   * gets 1), shown at once.
   */ newWindow(spec, name, select = true) {
    const pane = this.#spawnPane(spec, this.cols, this.rows);
    const index = this.#freeIndex();
    const w = new Window(this.#windowIds.take(), index, name ?? windowName(pane.command), pane, this.cols, this.rows);
    if (name !== undefined) w.autoName = false;
    this.windows.push(w);
    this.#sortWindows();
    if (select) this.selectWindow(w);
    else this.#publishLayout();
    return w;
  }
  /**
   * Splits `target` (tmux's `split-window`): "lr" puts the new pane on the
   * right, "tb" below; `size` is its width or height in cells.
   */ split(target, kind, spec, size, before = false) {
    const w = this.windowOf(target);
    if (!w) throw new RequestFailure("not-found", "That pane is gone");
    const r = w.layout.rects().get(target.id);
    const length = kind === "lr" ? r.cols : r.rows;
    if (length < 3) {
      throw new RequestFailure("bad-request", "The pane is too small to split; make it larger first");
    }
    const half = Math.floor((length + 1) / 2) - 1;
    const newSize = Math.min(Math.max(size ?? half, 1), length - 2);
    const pane = this.#spawnPane(spec, kind === "lr" ? newSize : r.cols, kind === "tb" ? newSize : r.rows);
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
  /** The window shown before this one (`select-window -l`, prefix `l`). */ get lastWindow() {
    return this.#lastWindows[0] ?? null;
  }
  /** Shows `w` (tmux's `select-window`). */ selectWindow(w) {
    if (w !== this.window) {
      const was = this.window;
      const rest = this.#lastWindows.filter((l)=>l !== w && l !== was);
      this.#lastWindows = [
        was,
        ...rest
      ];
      this.window = w;
    }
    w.activity = w.bell = false;
    this.#publishLayout();
  }
  /**
   * Flags the window of pane `id` with activity or a bell when it is not
   * the one shown; true when the flag is new.
   */ #flagWindow(id, flag) {
    const pane = this.#pane(id);
    const w = pane && this.windowOf(pane);
    if (!w || w === this.window || w[flag]) return false;
    if (flag === "activity" && Date.now() < pane.redrawUntil) return false;
    w[flag] = true;
    this.#shownChanged();
    return true;
  }
  /**
   * Names pane `id`'s window after the program in front in it, when it is
   * the window's active pane and the window names itself (tmux's
   * automatic-rename). Looked at on output, at most every NAME_CHECK_MS,
   * and once more NAME_CHECK_MS later: the output of `vim` or `sleep 9`
   * typed at a shell is its echo, before the program has replaced the
   * shell in front.
   */ #checkName(id) {
    const pane = this.#pane(id);
    const w = pane && this.windowOf(pane);
    if (!w || !w.autoName || pane !== w.active || w.nameCheckLater) return;
    const wait = w.nameCheckedAt + NAME_CHECK_MS - performance.now();
    if (wait <= 0) this.#nameWindow(w);
    w.nameCheckLater = after(wait > 0 ? wait : NAME_CHECK_MS, ()=>{
      w.nameCheckLater = undefined;
      if (this.windows.includes(w) && w.autoName) this.#nameWindow(w);
    });
  }
  /** Names `w` after the program in front in its active pane. */ #nameWindow(w) {
    w.nameCheckedAt = performance.now();
    const name = foregroundCommand(w.active);
    if (name === "" || name === w.name) return;
    w.name = name;
    this.statusChanged();
  }
  /** Makes `pane` its window's active pane, and shows that window. */ selectPane(pane) {
    const w = this.windowOf(pane);
    if (!w) return;
    w.select(pane);
    this.selectWindow(w);
  }
  /**
   * Makes `pane` its window's active pane, the window shown staying as it
   * is (`split-window -d`: tmux never changes the current window there).
   */ activatePane(pane) {
    const w = this.windowOf(pane);
    if (!w) return;
    w.select(pane);
    this.#publishLayout();
  }
  /** Moves `pane` out of its window into a new one (prefix `!`). */ breakPane(pane, detached = false) {
    const from = this.windowOf(pane);
    if (!from) throw new RequestFailure("not-found", "That pane is gone");
    if (from.panes.size === 1) {
      throw new RequestFailure("bad-request", "The pane is alone in its window; there is nothing to break it from");
    }
    from.remove(pane);
    const index = this.#freeIndex(); // tmux's break-pane, as new-window
    const w = new Window(this.#windowIds.take(), index, windowName(pane.command), pane, this.cols, this.rows);
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
   */ swapWindows(a, b, follow) {
    if (a === b) return;
    [a.index, b.index] = [
      b.index,
      a.index
    ];
    const other = (w)=>w === a ? b : w === b ? a : w;
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
   */ moveWindow(w, index, kill, detached) {
    const { at, there } = this.placeFor(w, index, kill);
    if (there === this.window) {
      // As tmux: the window killed was shown; `w` is, and the last window
      // stays the last (the one killed is not one to go back to).
      this.#discardWindow(there);
      this.window = w;
      this.#lastWindows = this.#lastWindows.filter((l)=>l !== w);
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
      this.window.activity = this.window.bell = false;
    }
    this.#publishLayout();
  }
  /**
   * What tmux shows when `move-window -d` moves the window shown: its old
   * index goes as a window closing there would, so the last window shown
   * (taken off the stack), else the one before the old index, wrapping
   * round (the moved window too, at its new index).
   */ #shownAfter(from) {
    const last = this.#lastWindows.shift();
    if (last) return last;
    const before = this.windows.filter((o)=>o.index < from).at(-1);
    return before ?? this.windows.at(-1);
  }
  /**
   * Where `move-window` puts `w` here: `index` (null: the first free one)
   * and the window there now; throws when that is `w` itself, or when
   * the index is in use and not `kill`.
   */ placeFor(w, index, kill) {
    const at = index ?? this.#freeIndex();
    const there = this.windows.find((o)=>o.index === at);
    if (there === w) {
      throw new RequestFailure("bad-request", `Window ${this.name}:${at} is at index ${at} already`);
    }
    if (there && !kill) {
      throw new RequestFailure("bad-request", `Index ${at} of session ${this.name} is in use (move-window -k kills the window there)`);
    }
    return {
      at,
      there
    };
  }
  /** Numbers the windows 0, 1, 2 ... in their order (`move-window -r`). */ renumberWindows() {
    this.windows.forEach((w, i)=>w.index = i);
    this.#publishLayout();
  }
  /** The lowest index no window has (tmux's, from `base-index` 0). */ #freeIndex() {
    const taken = new Set(this.windows.map((w)=>w.index));
    let i = 0;
    while(taken.has(i))i++;
    return i;
  }
  /** Keeps `windows` in index order, as the status line and `ls` list them. */ #sortWindows() {
    this.windows.sort((a, b)=>a.index - b.index);
  }
  /**
   * Takes window `w` out of the session at once and ends its programs
   * (`move-window -k`; tmux destroys that window there and then): its
   * panes close now, their programs get SIGHUP (SIGKILL after the grace)
   * and are reaped later, and waits on them end.
   */ #discardWindow(w) {
    this.windows.splice(this.windows.indexOf(w), 1);
    this.#lastWindows = this.#lastWindows.filter((l)=>l !== w);
    for (const pane of w.panes.values()){
      pane.killed = true;
      this.#parse.rejectWatches(new RequestFailure("exited", `Pane %${pane.id} was killed`), pane.id);
      if (!pane.status) this.#signalLater(pane);
      // Dead and parsed: its exit, when reaped, ends a `wait --exit` on
      // it and nothing else (`#maybePaneEnd`).
      pane.dead = true;
      pane.parsed = true;
      pane.close();
      this.#parse.post({
        t: "drop-pane",
        pane: pane.id
      });
    }
  }
  /**
   * Moves `pane` into `target`'s window (tmux's `join-pane`, the inverse
   * of `break-pane`), splitting `target`: "lr" puts it right of `target`,
   * "tb" below (`before`: left, above); `size` its width or height. It
   * keeps its program, id, screen and history; the window it leaves
   * closes when it was that window's last pane. It becomes the active
   * pane of a window shown, unless `detached`.
   */ joinPane(pane, target, kind, size, before, detached) {
    const from = this.windowOf(pane);
    const to = this.windowOf(target);
    if (!from || !to) {
      throw new RequestFailure("not-found", "That pane is gone");
    }
    if (pane === target) {
      throw new RequestFailure("bad-request", "The source and target panes are the same pane; name two");
    }
    // Within one window the pane is in the layout already: its new place
    // holds a stand-in until it has left the old one.
    const STAND_IN = -1;
    try {
      to.layout.split(target.id, from === to ? STAND_IN : pane.id, kind, size, before);
    } catch (err) {
      if (err instanceof NoRoomError) {
        throw new RequestFailure("bad-request", "The target pane is too small to split; make it larger first");
      }
      throw err;
    }
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
   */ checkHandOff(panes) {
    this.#checkOpen();
    for (const p of panes){
      if (p.dead || p.status || p.handingOff) {
        throw new RequestFailure("bad-request", `Pane %${p.id} has exited or is moving; it cannot change sessions`);
      }
    }
  }
  /**
   * Refuses a move when this session has ended (its dead last pane kept:
   * `remain-on-exit`, `--keep`; retrying cannot help) or is being upgraded.
   */ #checkOpen() {
    if (this.exit || this.#gone) {
      throw new RequestFailure("exited", `Session ${this.name} has exited; its panes and windows cannot move (berth kill ${this.name} removes it)`);
    }
    if (this.#frozen) {
      throw new RequestFailure("busy", `Session ${this.name} is being upgraded; retry`);
    }
  }
  /** It has ended, or is ending: it takes no pane from another session. */ get closed() {
    return this.#gone || this.exit !== null;
  }
  /** Refuses `count` more panes when the session cannot hold them. */ checkRoom(count) {
    this.#checkOpen();
    if (this.#paneCount() + count > MAX_PANES) {
      throw new RequestFailure("bad-request", `Session ${this.name} would have more than ${MAX_PANES} panes`);
    }
  }
  /**
   * Stops reading `panes` here and resolves with their engines once all
   * that was read of them is parsed (what their programs write meanwhile
   * waits in the pty), for another session to `adopt*` them. They stay
   * in their windows, ending nothing, until `takeOut`.
   */ async handOff(panes) {
    this.checkHandOff(panes);
    const parsed = [];
    for (const p of panes){
      p.handingOff = true;
      if (p.parsed) continue;
      parsed.push(new Promise((r)=>this.#thawing.set(p.id, ()=>{
          this.#thawing.delete(p.id);
          r();
        })));
      p.ring.requestStop();
    }
    await Promise.all(parsed);
    const engines = new Map(await this.#parse.saveEngines());
    for (const p of panes){
      this.#parse.rejectWatches(new RequestFailure("exited", `Pane %${p.id} moved to another session`), p.id);
      this.#parse.post({
        t: "drop-pane",
        pane: p.id
      });
    }
    await Promise.all(panes.map((p)=>p.gathered));
    return engines;
  }
  /** Takes handed-off `panes` out of their windows here (a window emptied goes). */ takeOut(panes) {
    for (const p of panes){
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
   */ takeOutWindow(w) {
    if (!this.windows.includes(w)) return;
    if (this.#takeWindowOut(w)) this.#publishLayout();
  }
  /**
   * Removes window `w`; false when it was the last: the session's other
   * windows closed while it was handed off, and the session has ended, as
   * tmux's does when its last window leaves.
   */ #takeWindowOut(w) {
    if (this.windows.length > 1) {
      this.#removeWindow(w);
      return true;
    }
    this.#end({
      code: 0,
      signal: null
    });
    this.#finish();
    return false;
  }
  /**
   * The pane `old` of session `from` (`handOff`), as a pane of this
   * session on the same pty: its engine restored in this parse worker,
   * read by the gather worker into a ring of its own, its exit watched.
   */ #adoptPane(old, engine, from) {
    const pane = new Pane(old.id, old.pty, this.#gather.wakeFd, old.command, old.cols, old.rows);
    // What respawn-pane starts again there: its program, not the session's.
    pane.argv0 = old.argv0;
    pane.cwd = old.cwd;
    pane.cursorKeys = old.cursorKeys;
    pane.bracketedPaste = old.bracketedPaste;
    pane.mouse = old.mouse;
    pane.killed = old.killed;
    old.handOver(pane);
    this.#parse.post({
      t: "add-pane",
      pane: {
        id: pane.id,
        sab: pane.ring.sab,
        fd: pane.pty.fd,
        cols: pane.cols,
        rows: pane.rows,
        scrollback: this.#spec.scrollback,
        engine
      }
    });
    this.#gatherPane(pane);
    pane.exitWatch = old.exitWatch ?? this.#watcher.exited(pane.pid);
    pane.exitWatch.then((status)=>this.#childExited(pane, status), (err)=>this.#log.info(`session ${this.name}: ${err}`));
    const exit = from.#paneExits.get(old);
    if (exit) {
      from.#paneExits.delete(old);
      this.#paneExits.set(pane, exit);
    }
    return pane;
  }
  /**
   * Window `w` of session `from`, its panes handed off (`handOff`,
   * `takeOut`), becomes this session's at `index` (as `moveWindow`; an
   * index taken meanwhile: the first free one, unless `kill`).
   */ adoptWindow(w, engines, from, index, kill, detached) {
    this.#adoptPanes(w, engines, from);
    const taken = index !== null && this.windows.some((o)=>o.index === index);
    const { at, there } = this.placeFor(w, taken && !kill ? null : index, kill);
    if (there) this.#discardWindow(there);
    if (there && there === this.window) {
      this.window = w;
      detached = false;
    }
    w.index = at;
    w.activity = w.bell = false;
    this.windows.push(w);
    this.#sortWindows();
    if (detached) this.#publishLayout();
    else this.selectWindow(w);
  }
  /** Each pane of window `w`, handed off by `from`, becomes this session's. */ #adoptPanes(w, engines, from) {
    for (const old of [
      ...w.panes.values()
    ]){
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
   */ swapIn(old, index, w, engines, from, select) {
    this.#adoptPanes(w, engines, from);
    w.index = index;
    this.windows[this.windows.indexOf(old)] = w;
    if (this.window === old) this.window = w;
    this.#lastWindows = this.#lastWindows.map((l)=>l === old ? w : l);
    if (select || this.window === w) this.selectWindow(w);
    else this.#publishLayout();
  }
  /**
   * Pane `old` of session `from` (handed off and taken out) joins
   * `target`'s window here, as `joinPane`; should `target` be gone or
   * too small by now, it gets a window of its own.
   */ adoptJoined(old, engine, from, target, kind, size, before, detached) {
    const pane = this.#adoptPane(old, engine, from);
    const to = this.windowOf(target);
    try {
      if (!to) throw new NoRoomError();
      to.layout.split(target.id, pane.id, kind, size, before);
    } catch  {
      const w = new Window(this.#windowIds.take(), this.#freeIndex(), windowName(pane.command), pane, this.cols, this.rows);
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
  /** Ends a pane's program; the pane closes once it has exited. */ killPane(pane) {
    // The dead last pane of an ended session: the session goes with it.
    if (this.exit) {
      void this.kill();
      return;
    }
    // Killed, the pane goes whatever remain-on-exit says: a dead last
    // pane takes its session with it.
    pane.killed = true;
    if (pane.dead || pane.ended) {
      this.#closePane(pane);
      return;
    }
    this.#signalLater(pane);
  }
  /** Ends every program of window `w`. */ killWindow(w) {
    for (const pane of [
      ...w.panes.values()
    ])this.killPane(pane);
  }
  /** Toggles the zoom of `pane`'s window, with `pane` active. */ toggleZoom(pane) {
    const w = this.windowOf(pane);
    if (!w) return;
    const zoom = !(w.zoomed && w.active === pane);
    w.select(pane);
    w.zoomed = zoom && w.panes.size > 1;
    this.#publishLayout();
  }
  /** The window's layout changed: re-size the ptys and re-compose. */ layoutChanged() {
    this.#publishLayout();
  }
  /**
   * Sets every pane's pty to its rectangle (TIOCSWINSZ), then publishes
   * the arrangement for the parse worker, which re-sizes its engines and
   * composes the shown window before it parses the next batch.
   */ #publishLayout() {
    this.#shownChanged();
    for (const w of this.windows)w.resize(this.cols, this.rows);
    // The shown window's size: the session's, or more when its panes need
    // more (`Layout.resize`); a client then shows the part with the cursor.
    const layout = {
      cols: this.window.cols,
      rows: this.window.rows,
      active: this.window.active.id,
      panes: []
    };
    for (const w of this.windows){
      const shown = w.shown();
      const rects = w.layout.rects();
      for (const pane of w.panes.values()){
        const r = shown.get(pane.id) ?? rects.get(pane.id);
        const resized = this.#setPaneSize(pane, r.cols, r.rows);
        if (resized && w !== this.window) {
          pane.redrawUntil = Date.now() + REDRAW_MS;
        }
        layout.panes.push({
          id: pane.id,
          ...r,
          visible: w === this.window && shown.has(pane.id)
        });
      }
    }
    writeLayout(this.#layout, layout);
    this.#updateRoute();
    this.#parse.post({
      t: "resize"
    });
    // The window list may have changed with it (the status line); a
    // client's first frame waits for its attach answer.
    for (const c of this.clients)if (c.view.seq > 0) c.pump();
  }
  /** Typed keys go straight to the active pane, while it takes them. */ #updateRoute() {
    const p = this.window.active;
    const id = p.status || p.dead || this.#frozen ? -1 : p.gatherId;
    Atomics.store(this.route, 0, id);
  }
  // True when the pane's size changed.
  #setPaneSize(pane, cols, rows) {
    try {
      return pane.setSize(cols, rows);
    } catch (err) {
      this.#log.info(`session ${this.name}: resize failed: ${err.message}`);
      return false;
    }
  }
  // -------------------------------------------------------------------------
  // Attach clients
  /** Adds an attach client; its first frame follows its attach response. */ attach(client) {
    this.clients.add(client);
    this.#clientsChanged();
    this.#touch(client);
  }
  /** Removes an attach client, telling it why. */ detach(client, reason) {
    if (!this.clients.delete(client)) return;
    this.#clientsChanged();
    client.end({
      t: "end",
      reason,
      name: this.name
    });
    this.#afterClientLeft(client);
  }
  /** The client's connection closed. */ dropClient(client) {
    if (!this.clients.delete(client)) return;
    this.#clientsChanged();
    this.#afterClientLeft(client);
  }
  /**
   * Tells the parse worker how many clients are attached: it holds back
   * an update it drew on the terminals lent to it only when they are all
   * there is (`workers/held_updates.ts`); any other client must have it
   * at once.
   */ #clientsChanged() {
    Atomics.store(new Int32Array(this.#signal), SIGNAL_CLIENTS, this.clients.size);
  }
  #afterClientLeft(client) {
    const next = this.#sizePolicy.left(client, this.clients);
    if (next) this.#touch(next);
  }
  /**
   * Keyboard input from an attach client: to the active pane. No bytes:
   * a key bound to a command, which makes the client active all the same.
   */ input(client, data) {
    if (client.readOnly) return; // Read-only clients see, never type.
    this.#touch(client);
    if (data.length === 0) return;
    this.send(data).catch((err)=>{
      this.#log.info(`session ${this.name}: input dropped: ${err.message}`);
    });
  }
  /** An attach client's terminal changed size. */ clientResized(client, cols, rows) {
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
   */ clientSuspended(client) {
    client.suspended = true;
    this.#afterClientLeft(client);
  }
  /** `client` is back from a suspend (`fg`): the most recently active. */ clientWoke(client) {
    client.suspended = false;
    if (!client.readOnly) this.#touch(client);
  }
  /**
   * Keys typed in `client` went to the active pane without the main thread
   * (`workers/tty_keys.ts`): it is the most recently active.
   */ touched(client) {
    if (!client.readOnly) this.#touch(client);
  }
  /**
   * A terminal the daemon draws shows this session: its parse worker may
   * draw small updates there (`workers/direct_draw.ts`); returns what
   * takes it back.
   */ lendTerminal(id, sab, fd, owner) {
    this.#parse.lendTty(id, sab, fd, owner);
    return {
      takeBack: ()=>this.#parse.takeTty(id),
      hurry: ()=>this.#parse.hurry()
    };
  }
  /**
   * Whether typed keys must go through `input()` now: input written to the
   * active pane still waits for its pty (keys let past it would overtake
   * it), or the session is frozen.
   */ get inputBusy() {
    return this.#frozen || this.window.active.inputQueued > 0;
  }
  /**
   * Whether `client`'s keys may go straight to the pane: the session has
   * its size. Another's go through `input()`, which gives the session
   * their client's size before the keys (`workers/tty_keys.ts`).
   */ hasSizeOf(client) {
    return this.#sizePolicy.owner === client;
  }
  /** The size turn keys may pass in (`workers/tty_keys.ts`). */ get sizeTurn() {
    return sizeTurn(this.route);
  }
  /** Marks `client` the most recently active; the session takes its size. */ #touch(client) {
    const now = Date.now();
    this.lastActive = now;
    const size = this.#sizePolicy.touch(client, now);
    if (size) this.resize(size.cols, size.rows);
  }
  /** Sends every attach client the frame it is missing. */ #pumpClients() {
    for (const c of this.clients)c.pump();
    this.releaseClipboard();
  }
  /**
   * The frame that brings an attach client's `view` up to date, with the
   * status line's content when it changed since the last one (a frame of
   * its own when the screen did not change). Its `status` and `panes` are
   * the same objects in every frame until they change (`#shown`): read
   * them, never change them.
   */ updateFor(view, clipboard) {
    const shown = this.#shownParts();
    const changed = shown.statusKey !== view.status;
    const frame = this.mirror.updateFor(view, clipboard, shown.panes, shown.panesKey) ?? (changed ? this.#bareFrame(view) : null);
    if (frame && changed) {
      frame.status = shown.status;
      view.status = shown.statusKey;
    }
    return frame;
  }
  /** The status line and shown panes, built again if they may have changed. */ #shownParts() {
    if (this.#shown) return this.#shown;
    const status = this.status();
    const panes = shownPanes(this.window);
    this.#shown = {
      status,
      statusKey: statusKey(status),
      panes,
      panesKey: JSON.stringify(panes)
    };
    return this.#shown;
  }
  /**
   * Something the status line or the shown panes show may have changed:
   * the layout, the window shown or its active pane, a size
   * (`#publishLayout`), a name (`statusChanged`), a window's flag, a
   * pane's mouse modes or cursor keys. Frames carry them again only when
   * they differ from what each client was sent (the keys).
   */ #shownChanged() {
    this.#shown = null;
  }
  /** The latest update's rows, if few: they may pass a pending ack. */ latestRows(view, maxRows) {
    return this.mirror.latestRows(view, maxRows);
  }
  // A frame that changes nothing on the screen (for a new status line).
  #bareFrame(view) {
    return this.mirror.linesFrame(view, []);
  }
  /** What the status line shows of this session: name and windows. */ status() {
    const windows = [];
    for (const w of this.windows){
      // In tmux's order: the alerts first, then shown or last, then zoom.
      let flags = w.activity ? "#" : "";
      if (w.bell) flags += "!";
      flags += w === this.window ? "*" : w === this.lastWindow ? "-" : "";
      if (w.zoomed) flags += "Z";
      windows.push([
        w.index,
        w.name,
        flags
      ]);
    }
    windows.sort((a, b)=>a[0] - b[0]);
    const pane = this.window.indexOf(this.window.active);
    return {
      session: this.name,
      windows,
      pane
    };
  }
  /** The name or the windows changed: the clients' status lines follow. */ statusChanged() {
    this.#shownChanged();
    this.#pumpClients();
  }
  /** Drops the latest clipboard write once every client that wants it has it. */ releaseClipboard() {
    const views = [];
    for (const c of this.clients)if (c.clipboard) views.push(c.view);
    this.mirror.releaseClipboard(views);
  }
  // -------------------------------------------------------------------------
  // Script operations
  /**
   * Pastes `text` (UTF-8) into `pane` (the active one by default): cleaned
   * of escape sequences and controls, and bracketed when its program asked
   * for it, as its screen last showed.
   */ paste(text, pane = this.activePane) {
    if (text.length > MAX_PASTE_BYTES) {
      return Promise.reject(new RequestFailure("bad-request", `A paste holds at most ${MAX_PASTE_BYTES} bytes, not ${text.length}`));
    }
    const decoded = new TextDecoder().decode(text);
    return this.send(pasteBytes(decoded, pane.bracketedPaste), undefined, pane);
  }
  /**
   * Writes bytes to `pane` (the active one by default) as if typed:
   * `cursorKeysData` instead of `data` when its screen last showed cursor
   * keys in application mode.
   */ send(data, cursorKeysData, pane = this.activePane) {
    if (this.exit) {
      return Promise.reject(new RequestFailure("exited", `Session ${this.name} has exited`));
    }
    this.lastActive = Date.now();
    const bytes = cursorKeysData && pane.cursorKeys ? cursorKeysData : data;
    const who = this.#paneCount() === 1 ? `Session ${this.name}` : `Pane ${this.describe(pane)}`;
    const written = pane.write(bytes, who);
    // After the write, not before: waking the parse worker (a futex and
    // an eventfd write) then costs the key nothing on its way in.
    this.#parse.inputWritten();
    return written;
  }
  /** `pane`'s target, as `SESSION:WINDOW.PANE`. */ describe(pane) {
    const w = this.windowOf(pane);
    return w ? `${this.name}:${w.index}.${w.indexOf(pane)}` : this.name;
  }
  /**
   * Resizes the windows and every pane's pty. The ptys' sizes are set here,
   * at once, so that input written right after (the keys that made this
   * client the active one) meets programs that already have the new size;
   * the parse worker takes the shared layout before its next batch, so that
   * the programs' redraws are parsed at the new size too.
   */ resize(cols, rows) {
    if (cols === this.cols && rows === this.rows) return;
    this.cols = cols;
    this.rows = rows;
    if (this.exit) return;
    this.#publishLayout();
  }
  /** `pane`'s screen (and `scrollback` lines of history, -1 for all). */ capture(scrollback, pane = this.activePane) {
    return this.#parse.capture(pane.id, scrollback);
  }
  /** Up to `height` composed rows of `window`, shown or not (`preview`). */ preview(window, height) {
    const { cols, rows } = window.layout;
    const rects = [
      ...window.shown()
    ].map(([pane, r])=>[
        pane,
        r.x,
        r.y,
        r.cols,
        r.rows
      ]);
    const active = window.active.id;
    return this.#parse.preview({
      t: "preview",
      cols,
      rows,
      rects,
      active,
      height
    });
  }
  /**
   * `pane`'s lines only, history first (`CaptureLines`); wrapped rows
   * joined with `join`.
   */ captureLines(scrollback, pane, lines, join, screen = {}) {
    return this.#parse.captureLines(pane.id, scrollback, lines, join, screen);
  }
  /**
   * Rows y = -start .. -start + count - 1 of `pane`'s history and screen,
   * clamped to what exists (see the `history` request).
   */ history(start, count, pushed, pane = this.activePane) {
    return this.#parse.history(pane.id, start, count, pushed);
  }
  /**
   * Resolves when `pane`'s screen matches `text` or no output came for
   * `idleMs`. Rejects "exited" if the session ends first, "timeout" after
   * `timeoutMs` or when `signal` aborts (the client went away or cancelled).
   */ waitFor(cond, timeoutMs, signal, pane = this.activePane) {
    const watch = this.#parse.watch(pane.id, cond);
    if ((this.exit || pane.dead) && !this.#parse.closed) {
      // Kept session: the final screen is checked once (the capture is
      // answered after the watch), then this wait gives up.
      this.capture(0, pane).catch(()=>{}).finally(()=>watch.cancel(new RequestFailure("exited", `Session ${this.name} has exited`)));
    }
    return untilStopped(watch.hit, timeoutMs, signal, watch.cancel);
  }
  /**
   * Resolves with the exit status once the session has ended; rejects
   * "timeout" after `timeoutMs` or when `signal` aborts.
   */ waitExit(timeoutMs, signal) {
    if (this.exit) return Promise.resolve(this.exit);
    return untilStopped(this.#exited, timeoutMs, signal, ()=>{});
  }
  /**
   * Resolves with `pane`'s exit status once its program has exited and
   * all it wrote is parsed (at once for a dead pane); rejects as
   * `waitExit`. A pane's own exit, for `berth wait -t S:W.P --exit`.
   */ waitPaneExit(pane, timeoutMs, signal) {
    if (pane.ended && pane.status) return Promise.resolve(pane.status);
    let exit = this.#paneExits.get(pane);
    if (!exit) {
      let resolve;
      const exited = new Promise((r)=>resolve = r);
      exit = {
        exited,
        resolve
      };
      this.#paneExits.set(pane, exit);
    }
    return untilStopped(exit.exited, timeoutMs, signal, ()=>{});
  }
  /**
   * Calls `fn` for every event until the returned function is called: of
   * `pane` only (and the session's exit) when given, else of every pane.
   */ listen(fn, pane) {
    const listener = (ev, from)=>{
      if (!pane || from === null || from === pane.id) fn(ev);
    };
    this.#listeners.add(listener);
    return ()=>this.#listeners.delete(listener);
  }
  #emit(ev, pane) {
    for (const fn of this.#listeners)fn(ev, pane);
  }
  // -------------------------------------------------------------------------
  // Live upgrade (`upgrade.ts`)
  /** Frozen for a live upgrade: its input waits for the next daemon. */ get frozen() {
    return this.#frozen;
  }
  /** Its parse worker crashed: its screens cannot be saved. */ get engineCrashed() {
    return this.#parse.crashed;
  }
  /**
   * Stops reading every pane's pty and resolves once all that was read is
   * parsed: what the programs write from now on waits in the kernel's pty
   * buffers for the next daemon. Panes do not end while frozen.
   */ freeze() {
    this.#frozen = true;
    this.#updateRoute();
    const waits = [];
    for (const w of this.windows){
      for (const pane of w.panes.values()){
        if (pane.parsed) continue;
        waits.push(new Promise((r)=>this.#thawing.set(pane.id, r)));
        pane.ring.requestStop();
      }
    }
    return Promise.all(waits).then(()=>this.#thawing.clear());
  }
  /** The frozen session as plain data, engines included. */ async save() {
    const engines = new Map(await this.#parse.saveEngines());
    return {
      ...saveSession(this, this.#spec, engines, {
        remainOnExit: this.#remainOnExit,
        nextPane: this.#paneIds.next,
        nextWindow: this.#windowIds.next
      }),
      environment: this.environ.list()
    };
  }
  /**
   * Drops the workers of a session handed to another daemon (or back); its
   * ptys stay open for the session that takes them over.
   */ abandon() {
    // Frozen, so gathered no more; should a drain be left (a freeze that
    // timed out), it stops now, and a new drain of the same master
    // replaces it in the worker.
    for (const w of this.windows){
      for (const p of w.panes.values())p.ring.requestStop();
    }
    this.#parse.close();
    this.#closeOwnGather();
    this.#listeners.clear();
  }
  /**
   * A session from an upgrade's state, on the ptys the old daemon left
   * open: engines restored, panes drained again from where it stopped.
   */ static restore(st, watcher, log, remainDefault, workers = {}, globalEnv) {
    const spec = {
      environ: st.environment,
      globalEnv,
      name: st.name,
      cmd: st.cmd,
      argv0: st.argv0 ?? undefined,
      cwd: st.cwd,
      env: st.env,
      cols: st.cols,
      rows: st.rows,
      keep: st.keep,
      scrollback: st.scrollback,
      remainOnExit: remainDefault
    };
    // Its id is the one it had (the daemon reserved every saved one); a
    // state from before session ids has none: a new one.
    const s = new Session(spec, -1, null, watcher, log, {
      ...workers,
      sessionIds: st.id === undefined ? workers.sessionIds : undefined
    });
    if (st.id !== undefined) s.id = st.id;
    s.created = st.created;
    s.lastActive = st.lastActive;
    s.#remainOnExit = st.remainOnExit;
    // An older daemon numbered each session's panes from 0: ids it gave
    // may repeat across sessions (a bare %N then asks for the session);
    // every id given from now on is new to all.
    s.#paneIds.reserve(st.nextPane);
    for (const p of st.panes)s.#paneIds.reserve(p.id + 1);
    s.#windowIds.reserve(st.nextWindow);
    const panes = new Map(st.panes.map((p)=>[
        p.id,
        s.#restorePane(p)
      ]));
    const { windows, shown, last } = restoreWindows(st, panes);
    for (const w of windows)s.#windowIds.reserve(w.id + 1);
    s.windows.push(...windows);
    s.window = shown;
    s.#lastWindows = last ? [
      last
    ] : []; // the state keeps the latest only
    if (st.exit) {
      s.exit = st.exit;
      s.#resolveExited(st.exit);
      s.#resolveEnded();
    }
    s.#publishLayout();
    return s;
  }
  /** One pane of `restore`: its engine, and its pty drained again. */ #restorePane(ps) {
    const pty = {
      fd: ps.fd,
      pid: ps.pid,
      ptsName: ""
    };
    const pane = new Pane(ps.id, pty, this.#gather.wakeFd, ps.command, ps.cols, ps.rows);
    pane.status = ps.status;
    pane.dead = ps.dead;
    // Absent from an older daemon's state: the session's, for its command.
    const own = ps.command.join("\0") === this.#spec.cmd.join("\0");
    pane.argv0 = ps.argv0 !== undefined ? ps.argv0 ?? undefined : own ? this.#spec.argv0 : undefined;
    pane.cwd = ps.cwd ?? this.#spec.cwd;
    pane.parsed = ps.dead;
    pane.cursorKeys = ps.cursorKeys;
    pane.bracketedPaste = ps.bracketedPaste;
    this.#parse.post({
      t: "add-pane",
      pane: {
        id: ps.id,
        sab: pane.ring.sab,
        fd: ps.fd,
        cols: ps.cols,
        rows: ps.rows,
        scrollback: this.#spec.scrollback,
        engine: ps.engine,
        ended: ps.dead
      }
    });
    if (ps.dead) return pane;
    // Inherited open across the exec; close-on-exec again, or a program
    // started later would hold it and this pane would never hang up.
    setCloseOnExec(ps.fd, true);
    this.#gatherPane(pane);
    // Exited during the handover or before: drain what is left, then end.
    if (ps.status) pane.ring.requestStop({
      drain: true
    });
    else this.#watchChild(pane);
    return pane;
  }
  // -------------------------------------------------------------------------
  // Ending
  /**
   * Ends the session: SIGHUP to every pane's process group, SIGKILL if it
   * is still there after KILL_GRACE_MS. Resolves when it is gone.
   */ kill(reason = "killed") {
    this.#endReason = reason;
    // Dead panes (remain-on-exit) have no program left to end: they go
    // now, or the session would wait for them forever.
    if (!this.exit) this.#closeDeadPanes();
    if (this.exit) {
      this.#finish();
      return Promise.resolve();
    }
    for (const w of this.windows){
      for (const pane of w.panes.values())pane.signal(false);
    }
    if (!this.#killTimer) {
      this.#killTimer = setTimeout(()=>{
        this.#log.info(`session ${this.name}: still alive after SIGHUP; sending SIGKILL`);
        for (const w of this.windows){
          for (const pane of w.panes.values())pane.signal(true);
        }
      }, KILL_GRACE_MS);
    }
    return this.ended.then(()=>this.#finish());
  }
  /** Closes every dead pane; the last one closed ends the session. */ #closeDeadPanes() {
    for (const w of [
      ...this.windows
    ]){
      for (const pane of [
        ...w.panes.values()
      ]){
        if (pane.dead && !this.exit) this.#closePane(pane);
      }
    }
  }
  /**
   * SIGHUP to one pane's program now, SIGKILL after the grace if it is
   * still there (`Endings`: across an upgrade too).
   */ #signalLater(pane) {
    this.#endings.end(pane.pid);
  }
  #childExited(pane, wait) {
    if (pane.handingOff) return; // Its new session's pane takes the exit.
    const signal = wait.signal === null ? null : signalName(wait.signal);
    pane.status = {
      code: wait.code,
      signal
    };
    this.#updateRoute();
    this.#log.info(`session ${this.name}: pane ${pane.id} exited (${signal ?? `status ${wait.code}`})`);
    // Whatever the child wrote last is still in the pty: drain it, then stop.
    pane.ring.requestStop({
      drain: true
    });
    this.#maybePaneEnd(pane);
  }
  /** A pane whose output is all parsed closes, stays, or ends the session. */ #maybePaneEnd(pane) {
    if (pane.handingOff) return;
    if (this.#pane(pane.id) !== pane) {
      if (!pane.status) return;
      // Respawned or closed: its program's waits end with that program.
      this.#paneExits.get(pane)?.resolve(pane.status);
      this.#paneExits.delete(pane);
      // Closed while its program ran (respawn-window -k closes the other
      // panes): its status, now known, for a later `wait --exit -t %N`.
      if (!this.#pane(pane.id)) this.onPaneClosed(pane);
      return;
    }
    if (pane.ended && pane.status && !this.#frozen) {
      this.#paneExits.get(pane)?.resolve(pane.status);
      this.#paneExits.delete(pane);
    }
    if (!pane.ended || pane.dead || this.exit || this.#frozen) return;
    // remain-on-exit keeps a pane whose program exited, not one killed
    // (tmux's kill-pane destroys it).
    const remain = this.remainOnExit && !pane.killed;
    if (this.#paneCount() === 1 && (this.keep || remain)) {
      pane.dead = true;
      pane.close();
      this.#end(pane.status);
      return;
    }
    // A wait on this pane alone ends with it (after any match it made).
    this.#parse.rejectWatches(new RequestFailure("exited", `Pane %${pane.id} exited first`), pane.id);
    if (remain && this.#endReason === "exited" && !this.#killing) {
      pane.dead = true;
      pane.close();
      return;
    }
    this.#closePane(pane);
  }
  /** Whether a kill of the whole session is under way. */ get #killing() {
    return this.#killTimer !== undefined;
  }
  /** Takes a pane out of its window; the last pane ends the session. */ #closePane(pane) {
    const w = this.windowOf(pane);
    if (!w) return;
    if (this.#paneCount() === 1) {
      pane.close();
      this.#end(pane.status ?? {
        code: 0,
        signal: null
      }, pane.killed);
      return;
    }
    if (!w.remove(pane)) this.#removeWindow(w);
    pane.close();
    this.#parse.post({
      t: "drop-pane",
      pane: pane.id
    });
    this.#publishLayout();
    this.onPaneClosed(pane);
  }
  #removeWindow(w) {
    const i = this.windows.indexOf(w);
    this.windows.splice(i, 1);
    this.#lastWindows = this.#lastWindows.filter((l)=>l !== w);
    if (this.window === w) {
      // As tmux: the last window shown, else the one after, else before.
      this.window = this.#lastWindows.shift() ?? this.windows[i] ?? this.windows[i - 1];
      // Shown now: its activity and bell are seen (tmux's
      // session_set_current clears them).
      if (this.window) this.window.activity = this.window.bell = false;
    }
  }
  /** The session ends with its last pane's exit status. */ #end(status, killed = false) {
    this.exit = status;
    clearTimeout(this.#killTimer);
    this.#resolveExited(status);
    this.#parse.rejectWatches(new RequestFailure("exited", `Session ${this.name} exited first`));
    this.#emit({
      type: "exit",
      status
    }, null);
    const end = this.#endReason === "server-exit" ? {
      t: "end",
      reason: "server-exit",
      name: this.name
    } : {
      t: "end",
      reason: this.#endReason,
      name: this.name,
      status
    };
    for (const c of this.clients)c.end(end);
    this.clients.clear();
    this.#clientsChanged();
    this.#resolveEnded();
    // A dead last pane stays (remain-on-exit) as a kept session's screen
    // does, until kill-pane or kill; one kill-pane ended does not.
    const stays = this.keep || this.remainOnExit && !killed;
    if (!stays || this.#endReason !== "exited") this.#finish();
  }
  /** Frees what a kept session still holds and forgets the session. */ #finish() {
    if (this.#gone) return;
    this.#gone = true;
    this.#parse.close();
    this.#closeOwnGather();
    this.#listeners.clear();
    this.onGone(this);
  }
  /** A gather worker of its own ends with it, once its ptys are let go. */ #closeOwnGather() {
    if (!this.#ownGather) return;
    const gathered = [];
    for (const w of this.windows){
      for (const p of w.panes.values())gathered.push(p.gathered);
    }
    const gather = this.#gather;
    Promise.all(gathered).finally(()=>gather.close());
  }
}
/** Whether `pane` already has these modes (what `shownPanes` shows). */ function sameMouse(pane, keys, m) {
  const was = pane.mouse;
  return pane.cursorKeys === keys && was.mouse === m.mouse && was.encoding === m.encoding && was.altScroll === m.altScroll;
}
/** A status line's content as a string, to tell whether it changed. */ function statusKey(s) {
  let key = `${s.pane}\0${s.session}`;
  for (const [i, name, flags] of s.windows)key += `\0${i}\0${name}\0${flags}`;
  return key;
}
/**
 * Starts `cmd` on a new pty with the session's environment (`environ`
 * and the global one's changes over `spec.env`), for pane `paneId`.
 */ function spawn(spec, environ, paneId, cmd, argv0, cwd, cols, rows) {
  try {
    return spawnPty({
      file: cmd[0],
      args: cmd.slice(1),
      argv0,
      // As tmux's TMUX_PANE: berth commands run there act on this pane.
      env: {
        ...spec.globalEnv ? spawnEnv(spec.env, spec.globalEnv(), environ) : spec.env,
        BERTH_PANE: `%${paneId}`
      },
      cwd,
      cols,
      rows
    });
  } catch (err) {
    throw new RequestFailure("spawn", err.message);
  }
}
/**
 * How often at most a window's name follows its program (tmux checks every
 * 500 ms too, `NAME_INTERVAL`): two /proc reads a window.
 */ const NAME_CHECK_MS = 500;
/** A window's first name: its program's, until `#checkName` looks. */ function windowName(cmd) {
  const base = cmd[0]?.split("/").pop() ?? "";
  return base.replace(/^-/, "") || "window";
}
/**
 * Settles as `wait` does, unless `timeoutMs` passes or `signal` aborts
 * first: then `giveUp` runs (to stop what `wait` waits for) and the result
 * rejects "timeout".
 */ function untilStopped(wait, timeoutMs, signal, giveUp) {
  return new Promise((resolve, reject)=>{
    let timer;
    const stop = ()=>{
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    };
    const fail = (message)=>{
      stop();
      giveUp();
      reject(new RequestFailure("timeout", message));
    };
    const onAbort = ()=>fail("The wait was cancelled");
    if (timeoutMs !== undefined) {
      timer = setTimeout(()=>fail(`Timed out after ${timeoutMs} ms`), timeoutMs);
    }
    if (signal?.aborted) queueMicrotask(onAbort);
    else signal?.addEventListener("abort", onAbort, {
      once: true
    });
    wait.then((v)=>{
      stop();
      resolve(v);
    }, (e)=>{
      stop();
      reject(e);
    });
  });
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vc2Vzc2lvbi50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIE9uZSBzZXNzaW9uOiB3aW5kb3dzIG9mIHBhbmVzIChlYWNoIHBhbmUgYSBjaGlsZCBvbiBpdHMgb3duIHB0eSksIGl0c1xuICogcGFyc2Ugd29ya2VyICh0aGUgZGFlbW9uJ3Mgb25lIGdhdGhlciB3b3JrZXIgZHJhaW5zIGl0cyBwdHlzKSwgdGhlXG4gKiBzY3JlZW4gbWlycm9yIGl0cyBhdHRhY2ggY2xpZW50cyBkcmF3IGZyb20gKHRoZSBzaG93biB3aW5kb3csIGNvbXBvc2VkXG4gKiBieSB0aGUgcGFyc2Ugd29ya2VyKSwgYW5kIGV2ZXJ5dGhpbmcgc2NyaXB0cyBhc2sgb2YgaXQgKGlucHV0LCBjYXB0dXJlLFxuICogd2FpdCwgZXZlbnRzKSwgcGFuZSBieSBwYW5lLlxuICpcbiAqIExpZmVjeWNsZSBvZiBhIHBhbmU6IGl0cyBjaGlsZCBleGl0cyAodGhlIGBDaGlsZFdhdGNoZXJgIHJlYXBzIGl0KSAtPiB0aGVcbiAqIGdhdGhlciB3b3JrZXIgZHJhaW5zIHdoYXQgaXMgbGVmdCBhbmQgbWFya3MgaXRzIHJpbmcgRU9GIC0+IHRoZSBwYXJzZVxuICogd29ya2VyIHBhcnNlcyBpdCBhbGwgYW5kIHNheXMgYHBhbmUtZW9mYCAtPiB0aGUgcGFuZSBjbG9zZXMgKG9yIHN0YXlzLFxuICogd2l0aCBgcmVtYWluLW9uLWV4aXRgKTsgdGhlIGxhc3QgcGFuZSBjbG9zZXMgaXRzIHdpbmRvdywgYW5kIHRoZSBsYXN0XG4gKiB3aW5kb3cgZW5kcyB0aGUgc2Vzc2lvbjogYXR0YWNoIGNsaWVudHMgZ2V0IHRoZSBmaW5hbCBzY3JlZW4gYW5kIHRoZVxuICogZXhpdCBzdGF0dXMgb2YgdGhhdCBsYXN0IHBhbmU7IGEgYGtlZXBgIHNlc3Npb24ga2VlcHMgaXRzIGxhc3QgcGFuZSwgd2l0aFxuICogaXRzIHBhcnNlIHdvcmtlciwgc28gdGhhdCBpdHMgZmluYWwgc2NyZWVuIGNhbiBzdGlsbCBiZSBjYXB0dXJlZC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgcGFzdGVCeXRlcyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9wYXN0ZS50c1wiO1xuaW1wb3J0IHsgTUFYX1BBU1RFX0JZVEVTIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL2xpbWl0cy50c1wiO1xuaW1wb3J0IHR5cGUge1xuICBDYXB0dXJlSm9pbixcbiAgQ2FwdHVyZUxpbmVzLFxuICBDYXB0dXJlTGluZXNBbnN3ZXIsXG4gIEVuZE1zZyxcbiAgRW52RW50cnksXG4gIEV4aXRTdGF0dXMsXG4gIEhpc3RvcnlQYWdlLFxuICBTZXNzaW9uRXZlbnQsXG4gIFNlc3Npb25JbmZvLFxuICBVcGRhdGVNc2csXG4gIFdpbmRvd1ByZXZpZXcsXG4gIFdpcmVQYW5lLFxuICBXaXJlU3RhdHVzLFxufSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7XG4gIHR5cGUgQ2hpbGRXYXRjaGVyLFxuICB0eXBlIFB0eVByb2Nlc3MsXG4gIHNwYXduUHR5LFxuICB0eXBlIFdhaXRTdGF0dXMsXG59IGZyb20gXCIuLi8uLi9wdHkvbW9kLnRzXCI7XG5pbXBvcnQgeyBzZXRDbG9zZU9uRXhlYyB9IGZyb20gXCIuLi8uLi9wdHkvZXhlYy50c1wiO1xuaW1wb3J0IHsgc2lnbmFsTmFtZSB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9zaWduYWxzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IEF0dGFjaGVkQ2xpZW50LCBVcGRhdGVTb3VyY2UgfSBmcm9tIFwiLi9hdHRhY2hlZF9jbGllbnQudHNcIjtcbmltcG9ydCB7IFJlcXVlc3RGYWlsdXJlIH0gZnJvbSBcIi4vcmVxdWVzdF9mYWlsdXJlLnRzXCI7XG5pbXBvcnQgeyBTaGFyZWRHYXRoZXIgfSBmcm9tIFwiLi9zaGFyZWRfZ2F0aGVyLnRzXCI7XG5pbXBvcnQgeyBjcmVhdGVSb3V0ZSwgbmV4dFNpemVUdXJuLCBzaXplVHVybiB9IGZyb20gXCIuLi93b3JrZXJzL3R0eV9rZXlzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IExvZyB9IGZyb20gXCIuL2xvZy50c1wiO1xuaW1wb3J0IHtcbiAgY3JlYXRlTGF5b3V0QnVmZmVyLFxuICBjcmVhdGVQYXJzZVNpZ25hbCxcbiAgTUFYX1BBTkVTLFxuICB0eXBlIFBhbmVNb3VzZU1vZGVzLFxuICB0eXBlIFNoYXJlZExheW91dCxcbiAgU0lHTkFMX0NMSUVOVFMsXG4gIHdyaXRlTGF5b3V0LFxufSBmcm9tIFwiLi4vd29ya2Vycy9wYXJzZV9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHtcbiAgdHlwZSBDYXB0dXJlUmVzdWx0LFxuICB0eXBlIENhcHR1cmVTY3JlZW4sXG4gIFBhcnNlQ2xpZW50LFxufSBmcm9tIFwiLi9wYXJzZV9jbGllbnQudHNcIjtcbmltcG9ydCB7IFNjcmVlbk1pcnJvciwgdHlwZSBTZW50U3RhdGUgfSBmcm9tIFwiLi9zY3JlZW5fbWlycm9yLnRzXCI7XG5pbXBvcnQgeyBMYXRlc3RDbGllbnRTaXplIH0gZnJvbSBcIi4vc2l6ZV9wb2xpY3kudHNcIjtcbmltcG9ydCB7IFBhbmUgfSBmcm9tIFwiLi9wYW5lLnRzXCI7XG5pbXBvcnQgeyBXaW5kb3cgfSBmcm9tIFwiLi93aW5kb3cudHNcIjtcbmltcG9ydCB7IGZvcmVncm91bmRDb21tYW5kIH0gZnJvbSBcIi4vZm9yZWdyb3VuZC50c1wiO1xuaW1wb3J0IHsgYWZ0ZXIgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvdGltZXIudHNcIjtcbmltcG9ydCB7IHNob3duUGFuZXMgfSBmcm9tIFwiLi9wYW5lX2dlb21ldHJ5LnRzXCI7XG5pbXBvcnQgeyBOb1Jvb21FcnJvciwgdHlwZSBTcGxpdEtpbmQgfSBmcm9tIFwiLi4vd29ya2Vycy9sYXlvdXQudHNcIjtcbmltcG9ydCB0eXBlIHsgUGFuZVN0YXRlLCBTZXNzaW9uU3RhdGUgfSBmcm9tIFwiLi91cGdyYWRlX3N0YXRlLnRzXCI7XG5pbXBvcnQgdHlwZSB7IEVuZ2luZVN0YXRlIH0gZnJvbSBcIi4uLy4uL3Z0L2VuZ2luZV9zdGF0ZS50c1wiO1xuaW1wb3J0IHsgcmVzdG9yZVdpbmRvd3MsIHNhdmVTZXNzaW9uIH0gZnJvbSBcIi4vc2Vzc2lvbl9zdGF0ZS50c1wiO1xuaW1wb3J0IHR5cGUgeyBUZXJtaW5hbExvYW4gfSBmcm9tIFwiLi90dHlfYXR0YWNoLnRzXCI7XG5pbXBvcnQgeyBFbnZpcm9uLCBzcGF3bkVudiB9IGZyb20gXCIuL2Vudmlyb25tZW50LnRzXCI7XG5pbXBvcnQgeyBFbmRpbmdzLCBLSUxMX0dSQUNFX01TIH0gZnJvbSBcIi4vZW5kaW5ncy50c1wiO1xuXG4vKipcbiAqIE91dHB1dCB0aGlzIHNvb24gYWZ0ZXIgdGhlIHB0eSBvZiBhIHBhbmUgbm90IHNob3duIGNoYW5nZWQgc2l6ZSBpcyBpdHNcbiAqIHByb2dyYW0ncyByZWRyYXcgKGEgc2hlbGwncyBwcm9tcHQgYWZ0ZXIgU0lHV0lOQ0gpLCBub3QgYWN0aXZpdHk6IGFcbiAqIHJlc2l6ZWQgY2xpZW50IHJlc2l6ZXMgZXZlcnkgd2luZG93IGhlcmUsIGFuZCB0bXV4LCB3aGljaCByZXNpemVzIGFcbiAqIHdpbmRvdyB3aGVuIGl0IGlzIHNob3duLCBmbGFncyBub25lIG9mIHRoZW0gZm9yIGl0LlxuICovXG5jb25zdCBSRURSQVdfTVMgPSAyNTA7XG5cbi8qKiBXaGF0IGEgbmV3IHNlc3Npb24gbmVlZHMuICovXG5leHBvcnQgaW50ZXJmYWNlIFNlc3Npb25TcGVjIHtcbiAgbmFtZTogc3RyaW5nO1xuICAvKiogUHJvZ3JhbSBhbmQgYXJndW1lbnRzIChhcmd2WzBdIGlzIGxvb2tlZCB1cCBpbiBQQVRIKS4gKi9cbiAgY21kOiBzdHJpbmdbXTtcbiAgLyoqIGFyZ3ZbMF0gdGhlIHByb2dyYW0gc2Vlcywgd2hlbiBub3QgYGNtZFswXWAgKGEgbG9naW4gc2hlbGwncyBgLXNoYCkuICovXG4gIGFyZ3YwPzogc3RyaW5nO1xuICBjd2Q6IHN0cmluZztcbiAgLyoqIFRoZSBjaGlsZCdzIHdob2xlIGVudmlyb25tZW50LiAqL1xuICBlbnY6IFJlY29yZDxzdHJpbmcsIHN0cmluZz47XG4gIGNvbHM6IG51bWJlcjtcbiAgcm93czogbnVtYmVyO1xuICBrZWVwOiBib29sZWFuO1xuICBzY3JvbGxiYWNrOiBudW1iZXI7XG4gIC8qKlxuICAgKiBUaGUgZGFlbW9uJ3MgYHJlbWFpbi1vbi1leGl0YCAoY29uZmlnLnRvbWwsIGBvcHRpb25fc3RvcmUudHNgKSwgcmVhZFxuICAgKiB3aGVuZXZlciBhIHBhbmUncyBwcm9ncmFtIGV4aXRzOyBgc2V0LW9wdGlvbmAgb24gdGhlIHNlc3Npb24gd2lucy5cbiAgICovXG4gIHJlbWFpbk9uRXhpdD86ICgpID0+IGJvb2xlYW47XG4gIC8qKlxuICAgKiBUaGUgc2Vzc2lvbidzIG93biBlbnZpcm9ubWVudCBhdCBpdHMgc3RhcnQgKHRtdXgncyBgbmV3IC1lYCksIHdoaWNoXG4gICAqIGBzZXQtZW52aXJvbm1lbnQgLXRgIGNoYW5nZXMgbGF0ZXIgKGBlbnZpcm9uYCkuXG4gICAqL1xuICBlbnZpcm9uPzogRW52RW50cnlbXTtcbiAgLyoqXG4gICAqIFRoZSBkYWVtb24ncyBnbG9iYWwgZW52aXJvbm1lbnQsIHdob3NlIGNoYW5nZXMgbmV3IHBhbmVzIGdldFxuICAgKiAoYGVudmlyb25tZW50LnRzYCk7IHdpdGhvdXQgaXQsIHBhbmVzIGdldCBgZW52YCBhcyBpdCBpcy5cbiAgICovXG4gIGdsb2JhbEVudj86ICgpID0+IEVudmlyb247XG59XG5cbi8qKlxuICogV2hhdCBhIG5ldyBwYW5lIHJ1bnMgKGEgbmV3IHdpbmRvdydzLCBvciBhIHNwbGl0J3MpLCB3aXRoIGBlbnZgIGFkZGVkIHRvXG4gKiB0aGUgc2Vzc2lvbidzIGVudmlyb25tZW50IGZvciB0aGlzIHByb2dyYW0gb25seSAodG11eCdzIGAtZWApLlxuICovXG5leHBvcnQgaW50ZXJmYWNlIFBhbmVTcGVjIHtcbiAgY21kPzogc3RyaW5nW107XG4gIGN3ZD86IHN0cmluZztcbiAgZW52PzogUmVjb3JkPHN0cmluZywgc3RyaW5nPjtcbn1cblxuLyoqXG4gKiBXaGF0IGEgcmVzcGF3bmVkIHBhbmUgcnVucyAodG11eCdzIGByZXNwYXduLXBhbmVgKTogYGNtZGAgYWJzZW50LCB0aGVcbiAqIHByb2dyYW0gaXQgcmFuOyBgY3dkYCBhYnNlbnQsIHdoZXJlIHRoYXQgc3RhcnRlZC5cbiAqL1xuZXhwb3J0IGludGVyZmFjZSBSZXNwYXduU3BlYyBleHRlbmRzIFBhbmVTcGVjIHtcbiAgLyoqIEVuZCBhIHByb2dyYW0gc3RpbGwgcnVubmluZyB0aGVyZSBmaXJzdCAodG11eCdzIGAta2ApLiAqL1xuICBraWxsPzogYm9vbGVhbjtcbn1cblxuLyoqIEhvdyBhIHBhbmUncyBwcm9ncmFtIGlzIHN0YXJ0ZWQ6IHdoYXQgYHNwYXduYCBuZWVkcyBiZXNpZGVzIGl0cyBzaXplLiAqL1xuaW50ZXJmYWNlIExhdW5jaCB7XG4gIGNtZDogc3RyaW5nW107XG4gIGFyZ3YwOiBzdHJpbmcgfCB1bmRlZmluZWQ7XG4gIGN3ZDogc3RyaW5nO1xufVxuXG4vKipcbiAqIFRoZSB3b3JrZXJzIGEgc2Vzc2lvbiBydW5zIG9uOiB0aGUgZGFlbW9uJ3MgZ2F0aGVyIHdvcmtlciAod2l0aG91dCwgdGhlXG4gKiBzZXNzaW9uIG1ha2VzIG9uZSBvZiBpdHMgb3duLCB3aGljaCBlbmRzIHdpdGggaXQ6IHRlc3RzKSwgYW5kIGEgcGFyc2VcbiAqIHdvcmtlciBtYWRlIGFoZWFkIChgd29ya2VyX3NwYXJlcy50c2A7IHdpdGhvdXQsIG9uZSBpcyBtYWRlIG5vdykuXG4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgU2Vzc2lvbldvcmtlcnMge1xuICBnYXRoZXI/OiBTaGFyZWRHYXRoZXI7XG4gIHBhcnNlPzogV29ya2VyIHwgbnVsbDtcbiAgLyoqIFRoZSBkYWVtb24ncyBwYW5lIGlkcyAoYSBzZXNzaW9uIGFsb25lIG51bWJlcnMgaXRzIG93bikuICovXG4gIHBhbmVJZHM/OiBJZHM7XG4gIC8qKiBUaGUgZGFlbW9uJ3Mgd2luZG93IGlkcywgYXMgYHBhbmVJZHNgLiAqL1xuICB3aW5kb3dJZHM/OiBJZHM7XG4gIC8qKiBUaGUgZGFlbW9uJ3Mgc2Vzc2lvbiBpZHMsIGFzIGBwYW5lSWRzYC4gKi9cbiAgc2Vzc2lvbklkcz86IElkcztcbiAgLyoqIFRoZSBkYWVtb24ncyBwcm9ncmFtcyBiZWluZyBlbmRlZCBvdXRzaWRlIGFueSBwYW5lLiAqL1xuICBlbmRpbmdzPzogRW5kaW5ncztcbn1cblxuLyoqXG4gKiBQYW5lIG9yIHdpbmRvdyBpZHMsIHVuaXF1ZSBpbiB0aGUgZGFlbW9uIGFzIHRtdXgncyBhcmUgaW4gaXRzIHNlcnZlcjpcbiAqIGAlTmAgKGAkQkVSVEhfUEFORWAsIGAje3BhbmVfaWR9YCkgbmFtZXMgb25lIHBhbmUgd2hhdGV2ZXIgaXRzIHNlc3Npb24sXG4gKiBzbyBhIHNjcmlwdCBjYW4ga2VlcCBpdCBhbmQgdGFyZ2V0IGl0IGZyb20gYW55d2hlcmU7IGBATmBcbiAqIChgI3t3aW5kb3dfaWR9YCkgb25lIHdpbmRvdywgYCROYCAoYCN7c2Vzc2lvbl9pZH1gKSBvbmUgc2Vzc2lvbi4gTmV2ZXJcbiAqIHJldXNlZC5cbiAqL1xuZXhwb3J0IGNsYXNzIElkcyB7XG4gICNuZXh0ID0gMDtcblxuICAvKiogQSBuZXcgaWQuICovXG4gIHRha2UoKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy4jbmV4dCsrO1xuICB9XG5cbiAgLyoqIElkcyBiZWxvdyBgbmV4dGAgYXJlIHRha2VuIChhIHJlc3RvcmVkIHNlc3Npb24ncykuICovXG4gIHJlc2VydmUobmV4dDogbnVtYmVyKTogdm9pZCB7XG4gICAgaWYgKG5leHQgPiB0aGlzLiNuZXh0KSB0aGlzLiNuZXh0ID0gbmV4dDtcbiAgfVxuXG4gIC8qKiBUaGUgaWQgYHRha2VgIGdpdmVzIG5leHQuICovXG4gIGdldCBuZXh0KCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuI25leHQ7XG4gIH1cbn1cblxuLyoqIFdoeSBhIHNlc3Npb24ncyBjbGllbnRzIGFyZSB0b2xkIGl0IGVuZGVkLiAqL1xudHlwZSBFbmRSZWFzb24gPSBcImV4aXRlZFwiIHwgXCJraWxsZWRcIiB8IFwic2VydmVyLWV4aXRcIjtcblxuLyoqIEEgc2Vzc2lvbiBldmVudCBhbmQgdGhlIHBhbmUgaXQgY2FtZSBmcm9tIChudWxsOiB0aGUgd2hvbGUgc2Vzc2lvbikuICovXG5leHBvcnQgdHlwZSBQYW5lTGlzdGVuZXIgPSAoZXY6IFNlc3Npb25FdmVudCwgcGFuZTogbnVtYmVyIHwgbnVsbCkgPT4gdm9pZDtcblxuLyoqIEEgcnVubmluZyAob3Iga2VwdCwgZXhpdGVkKSBzZXNzaW9uLiAqL1xuZXhwb3J0IGNsYXNzIFNlc3Npb24gaW1wbGVtZW50cyBVcGRhdGVTb3VyY2Uge1xuICAvKiogQ2hhbmdlcyB3aXRoIGByZW5hbWUtc2Vzc2lvbmAuICovXG4gIG5hbWU6IHN0cmluZztcbiAgLyoqXG4gICAqIHRtdXgncyBzZXNzaW9uIGlkLCBgJE5gIChgI3tzZXNzaW9uX2lkfWAsIGEgdGFyZ2V0IHRvbyk6IHVuaXF1ZSBpbiB0aGVcbiAgICogZGFlbW9uLCBuZXZlciBnaXZlbiBhZ2Fpbiwga2VwdCBhY3Jvc3MgYW4gdXBncmFkZS5cbiAgICovXG4gIGlkOiBudW1iZXI7XG4gIHJlYWRvbmx5IGNvbW1hbmQ6IHN0cmluZ1tdO1xuICByZWFkb25seSBjd2Q6IHN0cmluZztcbiAgLyoqIFdoZW4gaXQgc3RhcnRlZCAoa2VwdCBhY3Jvc3MgYW4gdXBncmFkZSkuICovXG4gIGNyZWF0ZWQgPSBEYXRlLm5vdygpO1xuICBsYXN0QWN0aXZlID0gRGF0ZS5ub3coKTtcbiAgcmVhZG9ubHkga2VlcDogYm9vbGVhbjtcbiAgY29sczogbnVtYmVyO1xuICByb3dzOiBudW1iZXI7XG4gIHJlYWRvbmx5IG1pcnJvcjogU2NyZWVuTWlycm9yO1xuICByZWFkb25seSBjbGllbnRzID0gbmV3IFNldDxBdHRhY2hlZENsaWVudD4oKTtcbiAgLyoqIEl0cyB3aW5kb3dzLCBieSBpbmRleCBvcmRlci4gKi9cbiAgcmVhZG9ubHkgd2luZG93czogV2luZG93W10gPSBbXTtcbiAgLyoqIFRoZSB3aW5kb3cgc2hvd24uICovXG4gIHdpbmRvdzogV2luZG93O1xuICAvKipcbiAgICogVGhlIHdpbmRvd3Mgc2hvd24gYmVmb3JlIGl0LCB0aGUgbGF0ZXN0IGZpcnN0ICh0bXV4J3Mgc3RhY2spOiBraWxsaW5nXG4gICAqIHRoZSB3aW5kb3cgc2hvd24gZ29lcyBiYWNrIHRvIHRoZSBsYXRlc3QgbGVmdCwgYW5kIHRoZSBvbmUgYmVmb3JlXG4gICAqIHRoYXQgaXMgdGhlIGxhc3Qgd2luZG93IHRoZW4uXG4gICAqL1xuICAjbGFzdFdpbmRvd3M6IFdpbmRvd1tdID0gW107XG4gIC8qKlxuICAgKiBQYW5lcyBzdGF5LCBkZWFkLCB3aGVuIHRoZWlyIHByb2dyYW0gZXhpdHMgKHRtdXgncyBgcmVtYWluLW9uLWV4aXRgKTpcbiAgICogdGhlIHNlc3Npb24ncyBvd24gc2V0dGluZyBvbmNlIHNldCwgZWxzZSB0aGUgZGFlbW9uJ3MuXG4gICAqL1xuICBnZXQgcmVtYWluT25FeGl0KCk6IGJvb2xlYW4ge1xuICAgIHJldHVybiB0aGlzLiNyZW1haW5PbkV4aXQgPz8gdGhpcy4jcmVtYWluRGVmYXVsdD8uKCkgPz8gZmFsc2U7XG4gIH1cbiAgc2V0IHJlbWFpbk9uRXhpdChvbjogYm9vbGVhbikge1xuICAgIHRoaXMuI3JlbWFpbk9uRXhpdCA9IG9uO1xuICB9XG4gICNyZW1haW5PbkV4aXQ6IGJvb2xlYW4gfCBudWxsID0gbnVsbDtcbiAgI3JlbWFpbkRlZmF1bHQ6ICgoKSA9PiBib29sZWFuKSB8IHVuZGVmaW5lZDtcbiAgLyoqIFRoZSBzZXNzaW9uJ3MgZW52aXJvbm1lbnQgKHRtdXgncyksIG92ZXIgdGhlIGdsb2JhbCBvbmUuICovXG4gIHJlYWRvbmx5IGVudmlyb246IEVudmlyb247XG4gIC8qKiBTZXQgb25jZSB0aGUgbGFzdCBwYW5lJ3MgY2hpbGQgaGFzIGV4aXRlZCBhbmQgaXRzIG91dHB1dCBpcyBwYXJzZWQuICovXG4gIGV4aXQ6IEV4aXRTdGF0dXMgfCBudWxsID0gbnVsbDtcbiAgLyoqXG4gICAqIFJlc29sdmVzIHdoZW4gdGhlIHNlc3Npb24gaGFzIGVuZGVkIChrZXB0IHNlc3Npb25zOiB3aGVuIHRoZSBjaGlsZFxuICAgKiBoYXM7IGEgcmVzcGF3biB0aGVyZSBtYWtlcyBpdCBydW4gYWdhaW4sIHdpdGggYSBuZXcgb25lKS5cbiAgICovXG4gIGdldCBlbmRlZCgpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICByZXR1cm4gdGhpcy4jZW5kZWQ7XG4gIH1cbiAgI2VuZGVkOiBQcm9taXNlPHZvaWQ+O1xuXG4gIC8qKiBDYWxsZWQgb25jZSB0aGUgc2Vzc2lvbiBpcyBnb25lIGZvciBnb29kIChub3Qga2VwdCwgb3Iga2lsbGVkKS4gKi9cbiAgb25Hb25lOiAoczogU2Vzc2lvbikgPT4gdm9pZCA9ICgpID0+IHt9O1xuICAvKipcbiAgICogQ2FsbGVkIHdoZW4gYSBwYW5lIGlzIHRha2VuIG91dCBvZiBpdHMgd2luZG93IChub3QgdGhlIGxhc3Qgb25lLFxuICAgKiB3aGljaCBzdGF5cyBpbiB0aGUgc2Vzc2lvbiB0aGF0IGBvbkdvbmVgIHJlcG9ydHMpLlxuICAgKi9cbiAgb25QYW5lQ2xvc2VkOiAocGFuZTogUGFuZSkgPT4gdm9pZCA9ICgpID0+IHt9O1xuXG4gICNzcGVjOiBTZXNzaW9uU3BlYztcbiAgI3dhdGNoZXI6IENoaWxkV2F0Y2hlcjtcbiAgI3NpZ25hbCA9IGNyZWF0ZVBhcnNlU2lnbmFsKCk7XG4gIC8qKlxuICAgKiBUaGUgZ2F0aGVyIGlkIG9mIHRoZSBhY3RpdmUgcGFuZSwgZm9yIHRoZSBrZXlzIG9mIHRlcm1pbmFscyB0aGVcbiAgICogZGFlbW9uIGRyYXdzIChgd29ya2Vycy90dHlfa2V5cy50c2ApOiBzZXQgd2l0aCBldmVyeSBsYXlvdXQgcHVibGlzaGVkLlxuICAgKi9cbiAgcmVhZG9ubHkgcm91dGUgPSBjcmVhdGVSb3V0ZSgpO1xuICAjbGF5b3V0ID0gY3JlYXRlTGF5b3V0QnVmZmVyKCk7XG4gICNnYXRoZXI6IFNoYXJlZEdhdGhlcjtcbiAgLyoqIFRoZSBnYXRoZXIgd29ya2VyIGlzIHRoZSBzZXNzaW9uJ3Mgb3duIChubyBkYWVtb24gZ2F2ZSBvbmUpLiAqL1xuICAjb3duR2F0aGVyOiBib29sZWFuO1xuICAjcGFyc2U6IFBhcnNlQ2xpZW50O1xuICAjbG9nOiBMb2c7XG4gICNwYW5lSWRzOiBJZHM7XG4gIHJlYWRvbmx5ICNlbmRpbmdzOiBFbmRpbmdzO1xuICAjd2luZG93SWRzOiBJZHM7XG4gICNlbmRSZWFzb246IEVuZFJlYXNvbiA9IFwiZXhpdGVkXCI7XG4gICNyZXNvbHZlRW5kZWQhOiAoKSA9PiB2b2lkO1xuICAjZ29uZSA9IGZhbHNlO1xuICAvKiogUmVzb2x2ZXMgd2l0aCB0aGUgZXhpdCBzdGF0dXMgb25jZSB0aGUgc2Vzc2lvbiBoYXMgZW5kZWQuICovXG4gICNleGl0ZWQ6IFByb21pc2U8RXhpdFN0YXR1cz47XG4gICNyZXNvbHZlRXhpdGVkITogKHM6IEV4aXRTdGF0dXMpID0+IHZvaWQ7XG4gICNsaXN0ZW5lcnMgPSBuZXcgU2V0PFBhbmVMaXN0ZW5lcj4oKTtcbiAgLyoqXG4gICAqIGB3YWl0UGFuZUV4aXRgJ3MgZXhpdHMsIGJ5IHBhbmUsIHVudGlsIHRoYXQgcGFuZSBoYXMgZW5kZWQ6IG9uZSBlYWNoLFxuICAgKiBob3dldmVyIG1hbnkgd2FpdHMgY29tZSBhbmQgZ2l2ZSB1cCBtZWFud2hpbGUuXG4gICAqL1xuICAjcGFuZUV4aXRzID0gbmV3IE1hcDxcbiAgICBQYW5lLFxuICAgIHsgZXhpdGVkOiBQcm9taXNlPEV4aXRTdGF0dXM+OyByZXNvbHZlOiAoczogRXhpdFN0YXR1cykgPT4gdm9pZCB9XG4gID4oKTtcbiAgI2tpbGxUaW1lcjogUmV0dXJuVHlwZTx0eXBlb2Ygc2V0VGltZW91dD4gfCB1bmRlZmluZWQ7XG4gICNzaXplUG9saWN5ID0gbmV3IExhdGVzdENsaWVudFNpemU8QXR0YWNoZWRDbGllbnQ+KFxuICAgIC8vIEtleXMgb2YgdGhlIGNsaWVudCB0aGF0IGhhZCBpdCBnbyB0aHJvdWdoIHRoZSBtYWluIHRocmVhZCBub3cuXG4gICAgKCkgPT4gbmV4dFNpemVUdXJuKHRoaXMucm91dGUpLFxuICApO1xuICAvKiogQW4gdXBncmFkZSBpcyBzYXZpbmcgaXQ6IHBhbmVzIGRvIG5vdCBlbmQgbWVhbndoaWxlLiAqL1xuICAjZnJvemVuID0gZmFsc2U7XG4gIC8qKiBQYW5lcyB3aG9zZSBvdXRwdXQgdGhlIGZyZWV6ZSB3YWl0cyB0byBzZWUgcGFyc2VkLiAqL1xuICAjdGhhd2luZyA9IG5ldyBNYXA8bnVtYmVyLCAoKSA9PiB2b2lkPigpO1xuICAvKipcbiAgICogVGhlIHN0YXR1cyBsaW5lIGFuZCB0aGUgc2hvd24gcGFuZXMgYXMgbGFzdCBidWlsdCwgd2l0aCB0aGVpciBrZXlzLFxuICAgKiBmb3IgZXZlcnkgY2xpZW50J3MgZnJhbWVzOyBudWxsIG9uY2Ugc29tZXRoaW5nIHRoZXkgc2hvdyBtYXkgaGF2ZVxuICAgKiBjaGFuZ2VkIChgI3Nob3duQ2hhbmdlZGApLiBSZWJ1aWx0IG9uIGV2ZXJ5IHB1bXAgdGhleSBjb3N0IHRoZSBtYWluXG4gICAqIHRocmVhZCBhYm91dCAyMCB1cyBwZXIgZWNob2VkIGtleSAocGVyZiBhdCBsb2FkIDMtNDogYHVwZGF0ZUZvcmAgMjcuMlxuICAgKiAtPiA2LjkgdXM7IENQVSBwZXIga2V5IGluIHBhaXJlZCBibG9ja3MgYXQgbG9hZCAyLjUtMy44OiAzNjQgLT4gMzExKS5cbiAgICovXG4gICNzaG93bjogU2hvd25QYXJ0cyB8IG51bGwgPSBudWxsO1xuICAjZHJhd24hOiAoKSA9PiB2b2lkO1xuICAvKiogUmVzb2x2ZXMgb25jZSB0aGUgcGFyc2Ugd29ya2VyIGhhcyBwb3N0ZWQgaXRzIGZpcnN0IHNjcmVlbi4gKi9cbiAgcmVhZG9ubHkgZHJhd24gPSBuZXcgUHJvbWlzZTx2b2lkPigocikgPT4gKHRoaXMuI2RyYXduID0gcikpO1xuXG4gIHByaXZhdGUgY29uc3RydWN0b3IoXG4gICAgc3BlYzogU2Vzc2lvblNwZWMsXG4gICAgaWQ6IG51bWJlcixcbiAgICBwdHk6IFB0eVByb2Nlc3MgfCBudWxsLFxuICAgIHdhdGNoZXI6IENoaWxkV2F0Y2hlcixcbiAgICBsb2c6IExvZyxcbiAgICB3b3JrZXJzOiBTZXNzaW9uV29ya2VycyxcbiAgKSB7XG4gICAgdGhpcy5uYW1lID0gc3BlYy5uYW1lO1xuICAgIHRoaXMuaWQgPSAod29ya2Vycy5zZXNzaW9uSWRzID8/IG5ldyBJZHMoKSkudGFrZSgpO1xuICAgIHRoaXMuY29tbWFuZCA9IHNwZWMuY21kO1xuICAgIHRoaXMuY3dkID0gc3BlYy5jd2Q7XG4gICAgdGhpcy5rZWVwID0gc3BlYy5rZWVwO1xuICAgIHRoaXMuI3JlbWFpbkRlZmF1bHQgPSBzcGVjLnJlbWFpbk9uRXhpdDtcbiAgICB0aGlzLmVudmlyb24gPSBuZXcgRW52aXJvbihzcGVjLmVudmlyb24pO1xuICAgIHRoaXMuY29scyA9IHNwZWMuY29scztcbiAgICB0aGlzLnJvd3MgPSBzcGVjLnJvd3M7XG4gICAgdGhpcy4jc3BlYyA9IHNwZWM7XG4gICAgdGhpcy4jd2F0Y2hlciA9IHdhdGNoZXI7XG4gICAgdGhpcy5taXJyb3IgPSBuZXcgU2NyZWVuTWlycm9yKHNwZWMuY29scywgc3BlYy5yb3dzKTtcbiAgICB0aGlzLiNsb2cgPSBsb2c7XG4gICAgdGhpcy4jZW5kZWQgPSBuZXcgUHJvbWlzZSgocikgPT4gKHRoaXMuI3Jlc29sdmVFbmRlZCA9IHIpKTtcbiAgICB0aGlzLiNleGl0ZWQgPSBuZXcgUHJvbWlzZSgocikgPT4gKHRoaXMuI3Jlc29sdmVFeGl0ZWQgPSByKSk7XG4gICAgdGhpcy4jb3duR2F0aGVyID0gIXdvcmtlcnMuZ2F0aGVyO1xuICAgIHRoaXMuI3BhbmVJZHMgPSB3b3JrZXJzLnBhbmVJZHMgPz8gbmV3IElkcygpO1xuICAgIHRoaXMuI2VuZGluZ3MgPSB3b3JrZXJzLmVuZGluZ3MgPz8gbmV3IEVuZGluZ3Mod2F0Y2hlcik7XG4gICAgdGhpcy4jd2luZG93SWRzID0gd29ya2Vycy53aW5kb3dJZHMgPz8gbmV3IElkcygpO1xuICAgIHRoaXMuI2dhdGhlciA9IHdvcmtlcnMuZ2F0aGVyID8/XG4gICAgICBuZXcgU2hhcmVkR2F0aGVyKGxvZywgYGdhdGhlcjoke3NwZWMubmFtZX1gKTtcbiAgICB0aGlzLiNwYXJzZSA9IHRoaXMuI3N0YXJ0UGFyc2Uod29ya2Vycy5wYXJzZSA/PyB1bmRlZmluZWQpO1xuICAgIGlmIChwdHkgPT09IG51bGwpIHtcbiAgICAgIHRoaXMud2luZG93ID0gbnVsbCE7IC8vIGByZXN0b3JlYCBnaXZlcyBpdCBpdHMgd2luZG93c1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjb25zdCBwYW5lID0gdGhpcy4jYWRvcHQoXG4gICAgICBpZCxcbiAgICAgIHB0eSxcbiAgICAgIHsgY21kOiBzcGVjLmNtZCwgYXJndjA6IHNwZWMuYXJndjAsIGN3ZDogc3BlYy5jd2QgfSxcbiAgICAgIHNwZWMuY29scyxcbiAgICAgIHNwZWMucm93cyxcbiAgICApO1xuICAgIHRoaXMud2luZG93ID0gbmV3IFdpbmRvdyhcbiAgICAgIHRoaXMuI3dpbmRvd0lkcy50YWtlKCksXG4gICAgICAwLFxuICAgICAgd2luZG93TmFtZShzcGVjLmNtZCksXG4gICAgICBwYW5lLFxuICAgICAgc3BlYy5jb2xzLFxuICAgICAgc3BlYy5yb3dzLFxuICAgICk7XG4gICAgdGhpcy53aW5kb3dzLnB1c2godGhpcy53aW5kb3cpO1xuICAgIHRoaXMuI3B1Ymxpc2hMYXlvdXQoKTtcbiAgfVxuXG4gICNzdGFydFBhcnNlKHdvcmtlcj86IFdvcmtlcik6IFBhcnNlQ2xpZW50IHtcbiAgICByZXR1cm4gbmV3IFBhcnNlQ2xpZW50KFxuICAgICAgeyB0OiBcImluaXRcIiwgbGF5b3V0OiB0aGlzLiNsYXlvdXQsIHNpZ25hbDogdGhpcy4jc2lnbmFsIH0sXG4gICAgICBgcGFyc2U6JHt0aGlzLiNzcGVjLm5hbWV9YCxcbiAgICAgIHtcbiAgICAgICAgc2NyZWVuOiAodXBkYXRlKSA9PiB7XG4gICAgICAgICAgdGhpcy5taXJyb3IuYXBwbHkodXBkYXRlKTtcbiAgICAgICAgICB0aGlzLiNkcmF3bigpO1xuICAgICAgICAgIGZvciAoY29uc3QgW2lkLCBieXRlcywga2V5cywgcGFzdGUsIG1vdXNlXSBvZiB1cGRhdGUucGFuZXMgPz8gW10pIHtcbiAgICAgICAgICAgIGNvbnN0IHBhbmUgPSB0aGlzLiNwYW5lKGlkKTtcbiAgICAgICAgICAgIGlmIChwYW5lKSB7XG4gICAgICAgICAgICAgIGlmICghc2FtZU1vdXNlKHBhbmUsIGtleXMsIG1vdXNlKSkgdGhpcy4jc2hvd25DaGFuZ2VkKCk7XG4gICAgICAgICAgICAgIHBhbmUuY3Vyc29yS2V5cyA9IGtleXM7XG4gICAgICAgICAgICAgIHBhbmUuYnJhY2tldGVkUGFzdGUgPSBwYXN0ZTtcbiAgICAgICAgICAgICAgcGFuZS5tb3VzZSA9IG1vdXNlO1xuICAgICAgICAgICAgfVxuICAgICAgICAgICAgdGhpcy4jZW1pdCh7IHR5cGU6IFwib3V0cHV0XCIsIGJ5dGVzIH0sIGlkKTtcbiAgICAgICAgICAgIGlmIChieXRlcyA+IDApIHRoaXMuI2ZsYWdXaW5kb3coaWQsIFwiYWN0aXZpdHlcIik7XG4gICAgICAgICAgICBpZiAoYnl0ZXMgPiAwKSB0aGlzLiNjaGVja05hbWUoaWQpO1xuICAgICAgICAgIH1cbiAgICAgICAgICB0aGlzLiNwdW1wQ2xpZW50cygpO1xuICAgICAgICB9LFxuICAgICAgICBldmVudDogKHBhbmUsIGV2ZW50KSA9PiB7XG4gICAgICAgICAgdGhpcy4jZW1pdChldmVudCwgcGFuZSk7XG4gICAgICAgICAgaWYgKGV2ZW50LnR5cGUgPT09IFwiYmVsbFwiICYmIHRoaXMuI2ZsYWdXaW5kb3cocGFuZSwgXCJiZWxsXCIpKSB7XG4gICAgICAgICAgICB0aGlzLiNwdW1wQ2xpZW50cygpO1xuICAgICAgICAgIH1cbiAgICAgICAgfSxcbiAgICAgICAgcGFuZUVvZjogKGlkLCBnZW4pID0+IHtcbiAgICAgICAgICBjb25zdCBwYW5lID0gdGhpcy4jcGFuZShpZCk7XG4gICAgICAgICAgLy8gQW4gZWFybGllciBwcm9ncmFtJ3MgKGEgcmVzcGF3bmVkIHBhbmUpOiBpdHMgcHR5IGlzIGxldCBnby5cbiAgICAgICAgICBpZiAoIXBhbmUgfHwgcGFuZS5nZW4gIT09IGdlbikgcmV0dXJuO1xuICAgICAgICAgIHBhbmUucGFyc2VkID0gdHJ1ZTtcbiAgICAgICAgICB0aGlzLiN0aGF3aW5nLmdldChpZCk/LigpO1xuICAgICAgICAgIHRoaXMuI21heWJlUGFuZUVuZChwYW5lKTtcbiAgICAgICAgfSxcbiAgICAgICAgZW9mOiAoY3Jhc2hlZCkgPT4ge1xuICAgICAgICAgIHRoaXMuI2xvZy5lcnJvcihcbiAgICAgICAgICAgIGBzZXNzaW9uICR7dGhpcy5uYW1lfTogcGFyc2Ugd29ya2VyIGNyYXNoZWQ6ICR7Y3Jhc2hlZH1gLFxuICAgICAgICAgICk7XG4gICAgICAgICAgZm9yIChjb25zdCB3IG9mIHRoaXMud2luZG93cykge1xuICAgICAgICAgICAgZm9yIChjb25zdCBwIG9mIHcucGFuZXMudmFsdWVzKCkpIHtcbiAgICAgICAgICAgICAgcC5wYXJzZWQgPSB0cnVlO1xuICAgICAgICAgICAgICB0aGlzLiNtYXliZVBhbmVFbmQocCk7XG4gICAgICAgICAgICB9XG4gICAgICAgICAgfVxuICAgICAgICB9LFxuICAgICAgICBlcnJvcjogKG1lc3NhZ2UpID0+IHRoaXMuI2xvZy5lcnJvcihgc2Vzc2lvbiAke3RoaXMubmFtZX06ICR7bWVzc2FnZX1gKSxcbiAgICAgIH0sXG4gICAgICAoKSA9PiBuZXcgUmVxdWVzdEZhaWx1cmUoXCJleGl0ZWRcIiwgYFNlc3Npb24gJHt0aGlzLm5hbWV9IGhhcyBlbmRlZGApLFxuICAgICAgd29ya2VyLFxuICAgICk7XG4gIH1cblxuICAvKipcbiAgICogU3RhcnRzIGBzcGVjLmNtZGAgb24gYSBuZXcgcHR5LiBUaHJvd3MgUmVxdWVzdEZhaWx1cmUgXCJzcGF3blwiIHdpdGggYVxuICAgKiBvbmUtbGluZSByZWFzb24gd2hlbiB0aGUgcHJvZ3JhbSBjYW5ub3QgYmUgc3RhcnRlZC5cbiAgICovXG4gIHN0YXRpYyBzdGFydChcbiAgICBzcGVjOiBTZXNzaW9uU3BlYyxcbiAgICB3YXRjaGVyOiBDaGlsZFdhdGNoZXIsXG4gICAgbG9nOiBMb2csXG4gICAgd29ya2VyczogU2Vzc2lvbldvcmtlcnMgPSB7fSxcbiAgKTogU2Vzc2lvbiB7XG4gICAgbGV0IHB0eTogUHR5UHJvY2VzcztcbiAgICBjb25zdCBwYW5lSWRzID0gd29ya2Vycy5wYW5lSWRzID8/IG5ldyBJZHMoKTtcbiAgICBjb25zdCBpZCA9IHBhbmVJZHMudGFrZSgpO1xuICAgIHRyeSB7XG4gICAgICBwdHkgPSBzcGF3bihcbiAgICAgICAgc3BlYyxcbiAgICAgICAgbmV3IEVudmlyb24oc3BlYy5lbnZpcm9uKSxcbiAgICAgICAgaWQsXG4gICAgICAgIHNwZWMuY21kLFxuICAgICAgICBzcGVjLmFyZ3YwLFxuICAgICAgICBzcGVjLmN3ZCxcbiAgICAgICAgc3BlYy5jb2xzLFxuICAgICAgICBzcGVjLnJvd3MsXG4gICAgICApO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgd29ya2Vycy5wYXJzZT8udGVybWluYXRlKCk7XG4gICAgICB0aHJvdyBlcnI7XG4gICAgfVxuICAgIGNvbnN0IHMgPSBuZXcgU2Vzc2lvbihzcGVjLCBpZCwgcHR5LCB3YXRjaGVyLCBsb2csIHtcbiAgICAgIC4uLndvcmtlcnMsXG4gICAgICBwYW5lSWRzLFxuICAgIH0pO1xuICAgIGxvZy5pbmZvKFxuICAgICAgYHNlc3Npb24gJHtzcGVjLm5hbWV9OiBzdGFydGVkIHBpZCAke3B0eS5waWR9OiAke3NwZWMuY21kLmpvaW4oXCIgXCIpfWAsXG4gICAgKTtcbiAgICByZXR1cm4gcztcbiAgfVxuXG4gIC8qKiBUaGUgZmlyc3QgcGFuZSdzIGNoaWxkICh3aGF0IGBiZXJ0aCBsc2Agc2hvd3MpLiAqL1xuICBnZXQgcGlkKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMud2luZG93c1swXT8ub3JkZXJlZCgpWzBdPy5waWQgPz8gLTE7XG4gIH1cblxuICAvKiogVGhlIHJvdyBvZiBgYmVydGggbHNgLiAqL1xuICBpbmZvKCk6IFNlc3Npb25JbmZvIHtcbiAgICByZXR1cm4ge1xuICAgICAgbmFtZTogdGhpcy5uYW1lLFxuICAgICAgcGlkOiB0aGlzLnBpZCxcbiAgICAgIGNvbHM6IHRoaXMuY29scyxcbiAgICAgIHJvd3M6IHRoaXMucm93cyxcbiAgICAgIGNsaWVudHM6IHRoaXMuY2xpZW50cy5zaXplLFxuICAgICAgY3JlYXRlZDogdGhpcy5jcmVhdGVkLFxuICAgICAgbGFzdEFjdGl2ZTogdGhpcy5sYXN0QWN0aXZlLFxuICAgICAgY29tbWFuZDogdGhpcy5jb21tYW5kLFxuICAgICAgY3dkOiB0aGlzLmN3ZCxcbiAgICAgIHRpdGxlOiB0aGlzLm1pcnJvci50aXRsZSxcbiAgICAgIGV4aXQ6IHRoaXMuZXhpdCxcbiAgICAgIHdpbmRvd3M6IHRoaXMud2luZG93cy5tYXAoKHcpID0+ICh7XG4gICAgICAgIGluZGV4OiB3LmluZGV4LFxuICAgICAgICBuYW1lOiB3Lm5hbWUsXG4gICAgICAgIGFjdGl2ZTogdyA9PT0gdGhpcy53aW5kb3csXG4gICAgICAgIHBhbmVzOiB3LnBhbmVzLnNpemUsXG4gICAgICAgIGNvbHM6IHcuY29scyxcbiAgICAgICAgcm93czogdy5yb3dzLFxuICAgICAgfSkpLFxuICAgIH07XG4gIH1cblxuICAvLyAtLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tXG4gIC8vIFdpbmRvd3MgYW5kIHBhbmVzXG5cbiAgLyoqIFRoZSBwYW5lIHdpdGggaWQgYGlkYCwgaW4gYW55IHdpbmRvdy4gKi9cbiAgI3BhbmUoaWQ6IG51bWJlcik6IFBhbmUgfCB1bmRlZmluZWQge1xuICAgIGZvciAoY29uc3QgdyBvZiB0aGlzLndpbmRvd3MpIHtcbiAgICAgIGNvbnN0IHAgPSB3LnBhbmVzLmdldChpZCk7XG4gICAgICBpZiAocCkgcmV0dXJuIHA7XG4gICAgfVxuICAgIHJldHVybiB1bmRlZmluZWQ7XG4gIH1cblxuICAvKiogVGhlIHdpbmRvdyB0aGF0IGhvbGRzIGBwYW5lYC4gKi9cbiAgd2luZG93T2YocGFuZTogUGFuZSk6IFdpbmRvdyB8IHVuZGVmaW5lZCB7XG4gICAgcmV0dXJuIHRoaXMud2luZG93cy5maW5kKCh3KSA9PiB3LnBhbmVzLmdldChwYW5lLmlkKSA9PT0gcGFuZSk7XG4gIH1cblxuICAvKiogVGhlIHBhbmUgc2NyaXB0cyByZWFjaCB3aGVuIHRoZXkgbmFtZSBvbmx5IHRoZSBzZXNzaW9uLiAqL1xuICBnZXQgYWN0aXZlUGFuZSgpOiBQYW5lIHtcbiAgICByZXR1cm4gdGhpcy53aW5kb3cuYWN0aXZlO1xuICB9XG5cbiAgI3BhbmVDb3VudCgpOiBudW1iZXIge1xuICAgIGxldCBuID0gMDtcbiAgICBmb3IgKGNvbnN0IHcgb2YgdGhpcy53aW5kb3dzKSBuICs9IHcucGFuZXMuc2l6ZTtcbiAgICByZXR1cm4gbjtcbiAgfVxuXG4gIC8qKlxuICAgKiBXcmFwcyBhIHN0YXJ0ZWQgY2hpbGQgYXMgYSBwYW5lOiBpdHMgcmluZywgZ2F0aGVyIGFuZCBwYXJzZSBzaWRlcy5cbiAgICogV2l0aCBgcmVzcGF3bmVkYCwgdGhlIHBhbmUgaXQgdGFrZXMgdGhlIHBsYWNlIG9mIChzYW1lIGlkKTogdGhlIHBhcnNlXG4gICAqIHdvcmtlcidzIGVuZ2luZSBvZiB0aGF0IGlkIGdvZXMgb24gd2l0aCB0aGUgbmV3IHByb2dyYW0uXG4gICAqL1xuICAjYWRvcHQoXG4gICAgaWQ6IG51bWJlcixcbiAgICBwdHk6IFB0eVByb2Nlc3MsXG4gICAgbGF1bmNoOiBMYXVuY2gsXG4gICAgY29sczogbnVtYmVyLFxuICAgIHJvd3M6IG51bWJlcixcbiAgICByZXNwYXduZWQ/OiBQYW5lLFxuICApOiBQYW5lIHtcbiAgICBjb25zdCBwYW5lID0gbmV3IFBhbmUoXG4gICAgICBpZCxcbiAgICAgIHB0eSxcbiAgICAgIHRoaXMuI2dhdGhlci53YWtlRmQsXG4gICAgICBsYXVuY2guY21kLFxuICAgICAgY29scyxcbiAgICAgIHJvd3MsXG4gICAgKTtcbiAgICBwYW5lLmFyZ3YwID0gbGF1bmNoLmFyZ3YwO1xuICAgIHBhbmUuY3dkID0gbGF1bmNoLmN3ZDtcbiAgICBwYW5lLmdlbiA9IHJlc3Bhd25lZCA/IHJlc3Bhd25lZC5nZW4gKyAxIDogMDtcbiAgICB0aGlzLiNnYXRoZXJQYW5lKHBhbmUpO1xuICAgIGNvbnN0IGluaXQgPSB7XG4gICAgICBpZDogcGFuZS5pZCxcbiAgICAgIHNhYjogcGFuZS5yaW5nLnNhYixcbiAgICAgIGZkOiBwdHkuZmQsXG4gICAgICBjb2xzLFxuICAgICAgcm93cyxcbiAgICAgIHNjcm9sbGJhY2s6IHRoaXMuI3NwZWMuc2Nyb2xsYmFjayxcbiAgICAgIGdlbjogcGFuZS5nZW4sXG4gICAgfTtcbiAgICB0aGlzLiNwYXJzZS5wb3N0KFxuICAgICAgcmVzcGF3bmVkXG4gICAgICAgID8geyB0OiBcInJlc3Bhd24tcGFuZVwiLCBwYW5lOiBpbml0IH1cbiAgICAgICAgOiB7IHQ6IFwiYWRkLXBhbmVcIiwgcGFuZTogaW5pdCB9LFxuICAgICk7XG4gICAgdGhpcy4jd2F0Y2hDaGlsZChwYW5lKTtcbiAgICByZXR1cm4gcGFuZTtcbiAgfVxuXG4gIC8qKiBTdGFydHMgdGhlIGdhdGhlciB3b3JrZXIgZHJhaW5pbmcgYHBhbmVgJ3MgcHR5IGludG8gaXRzIHJpbmcuICovXG4gICNnYXRoZXJQYW5lKHBhbmU6IFBhbmUpOiB2b2lkIHtcbiAgICBjb25zdCB7IGlkLCBkb25lIH0gPSB0aGlzLiNnYXRoZXIuYWRkKHtcbiAgICAgIGZkOiBwYW5lLnB0eS5mZCxcbiAgICAgIHNhYjogcGFuZS5yaW5nLnNhYixcbiAgICAgIHNpZ25hbDogdGhpcy4jc2lnbmFsLFxuICAgIH0pO1xuICAgIHBhbmUuZ2F0aGVySWQgPSBpZDtcbiAgICBwYW5lLmdhdGhlcmVkID0gZG9uZS50aGVuKChkb25lKSA9PiB7XG4gICAgICBpZiAoZG9uZS5yZWFzb24gIT09IFwiZXJyb3JcIikgcmV0dXJuO1xuICAgICAgdGhpcy4jbG9nLmVycm9yKFxuICAgICAgICBgc2Vzc2lvbiAke3RoaXMubmFtZX06IHBhbmUgJHtwYW5lLmlkfTogcmVhZGluZyBmYWlsZWQ6ICR7ZG9uZS5lcnJvcn1gLFxuICAgICAgKTtcbiAgICAgIC8vIFRoZSB3b3JrZXIgbWF5IGhhdmUgZGllZCB3aXRob3V0IGVuZGluZyB0aGUgcmluZzogdGhlIHBhcnNlXG4gICAgICAvLyB3b3JrZXIgdGFrZXMgd2hhdCB3YXMgcHVibGlzaGVkLCB0aGVuIGVuZHMgdGhlIHBhbmUuXG4gICAgICBwYW5lLnJpbmcuZW5kRm9yUHJvZHVjZXIoKTtcbiAgICAgIGNvbnN0IHdvcmQgPSBuZXcgSW50MzJBcnJheSh0aGlzLiNzaWduYWwpO1xuICAgICAgQXRvbWljcy5hZGQod29yZCwgMCwgMSk7XG4gICAgICBBdG9taWNzLm5vdGlmeSh3b3JkLCAwKTtcbiAgICB9KTtcbiAgfVxuXG4gIC8qKiBSZWFwcyBgcGFuZWAncyBjaGlsZCB3aGVuIGl0IGV4aXRzLiAqL1xuICAjd2F0Y2hDaGlsZChwYW5lOiBQYW5lKTogdm9pZCB7XG4gICAgcGFuZS5leGl0V2F0Y2ggPSB0aGlzLiN3YXRjaGVyLmV4aXRlZChwYW5lLnBpZCk7XG4gICAgcGFuZS5leGl0V2F0Y2gudGhlbihcbiAgICAgIChzdGF0dXMpID0+IHRoaXMuI2NoaWxkRXhpdGVkKHBhbmUsIHN0YXR1cyksXG4gICAgICAoZXJyKSA9PiB0aGlzLiNsb2cuaW5mbyhgc2Vzc2lvbiAke3RoaXMubmFtZX06ICR7ZXJyfWApLFxuICAgICk7XG4gIH1cblxuICAvKiogLWUgVkFSPVZBTCBpcyB0aGUgbmV3IHByb2dyYW0ncyBhbG9uZSwgb3ZlciB0aGUgc2Vzc2lvbidzIG93bi4gKi9cbiAgI3BhbmVFbnZpcm9uKHNwZWM6IFBhbmVTcGVjKTogRW52aXJvbiB7XG4gICAgcmV0dXJuIHNwZWMuZW52XG4gICAgICA/IG5ldyBFbnZpcm9uKFsuLi50aGlzLmVudmlyb24ubGlzdCgpLCAuLi5PYmplY3QuZW50cmllcyhzcGVjLmVudildKVxuICAgICAgOiB0aGlzLmVudmlyb247XG4gIH1cblxuICAvKiogU3RhcnRzIGEgcGFuZSdzIHByb2dyYW0gYXQgYGNvbHNgIHggYHJvd3NgLiAqL1xuICAjc3Bhd25QYW5lKHNwZWM6IFBhbmVTcGVjLCBjb2xzOiBudW1iZXIsIHJvd3M6IG51bWJlcik6IFBhbmUge1xuICAgIGlmICh0aGlzLmV4aXQpIHtcbiAgICAgIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcImV4aXRlZFwiLCBgU2Vzc2lvbiAke3RoaXMubmFtZX0gaGFzIGV4aXRlZGApO1xuICAgIH1cbiAgICBpZiAodGhpcy4jcGFuZUNvdW50KCkgPj0gTUFYX1BBTkVTKSB7XG4gICAgICB0aHJvdyBuZXcgUmVxdWVzdEZhaWx1cmUoXG4gICAgICAgIFwiYmFkLXJlcXVlc3RcIixcbiAgICAgICAgYFNlc3Npb24gJHt0aGlzLm5hbWV9IGhhcyAke01BWF9QQU5FU30gcGFuZXMsIHRoZSBtb3N0IGl0IGNhbiBob2xkYCxcbiAgICAgICk7XG4gICAgfVxuICAgIGNvbnN0IGNtZCA9IHNwZWMuY21kPy5sZW5ndGggPyBzcGVjLmNtZCA6IHRoaXMuI3NwZWMuY21kO1xuICAgIGNvbnN0IGFyZ3YwID0gc3BlYy5jbWQ/Lmxlbmd0aCA/IHVuZGVmaW5lZCA6IHRoaXMuI3NwZWMuYXJndjA7XG4gICAgY29uc3QgY3dkID0gc3BlYy5jd2QgPz8gdGhpcy4jc3BlYy5jd2Q7XG4gICAgY29uc3QgaWQgPSB0aGlzLiNwYW5lSWRzLnRha2UoKTtcbiAgICBjb25zdCBwdHkgPSBzcGF3bihcbiAgICAgIHRoaXMuI3NwZWMsXG4gICAgICB0aGlzLiNwYW5lRW52aXJvbihzcGVjKSxcbiAgICAgIGlkLFxuICAgICAgY21kLFxuICAgICAgYXJndjAsXG4gICAgICBjd2QsXG4gICAgICBjb2xzLFxuICAgICAgcm93cyxcbiAgICApO1xuICAgIHRoaXMuI2xvZy5pbmZvKFxuICAgICAgYHNlc3Npb24gJHt0aGlzLm5hbWV9OiBwYW5lIHN0YXJ0ZWQgcGlkICR7cHR5LnBpZH06ICR7Y21kLmpvaW4oXCIgXCIpfWAsXG4gICAgKTtcbiAgICByZXR1cm4gdGhpcy4jYWRvcHQoaWQsIHB0eSwgeyBjbWQsIGFyZ3YwLCBjd2QgfSwgY29scywgcm93cyk7XG4gIH1cblxuICAvKipcbiAgICogU3RhcnRzIGEgbmV3IHByb2dyYW0gaW4gYHBhbmVgJ3MgcGxhY2UgKHRtdXgncyBgcmVzcGF3bi1wYW5lYCk6IHNhbWVcbiAgICogaWQsIHJlY3RhbmdsZSwgcGxhY2UgaW4gdGhlIGxheW91dCBhbmQgaGlzdG9yeTsgaXRzIHNjcmVlbiBzdGFydHNcbiAgICogYWZyZXNoLiBBIHBhbmUgd2hvc2UgcHJvZ3JhbSBzdGlsbCBydW5zIGlzIHJlZnVzZWQgdW5sZXNzXG4gICAqIGBzcGVjLmtpbGxgLCB3aGljaCBlbmRzIHRoYXQgcHJvZ3JhbSAoU0lHSFVQLCBTSUdLSUxMIGFmdGVyIHRoZVxuICAgKiBncmFjZSkuIEluIGFuIGVuZGVkIHNlc3Npb24ga2VwdCB3aXRoIGl0cyBkZWFkIGxhc3QgcGFuZSwgdGhlIHNlc3Npb25cbiAgICogcnVucyBhZ2Fpbi4gUmV0dXJucyB0aGUgcGFuZSBhcyBpdCBpcyBub3cuXG4gICAqL1xuICByZXNwYXduUGFuZShwYW5lOiBQYW5lLCBzcGVjOiBSZXNwYXduU3BlYyk6IFBhbmUge1xuICAgIGNvbnN0IHcgPSB0aGlzLndpbmRvd09mKHBhbmUpO1xuICAgIGlmICghdykgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFwibm90LWZvdW5kXCIsIFwiVGhhdCBwYW5lIGlzIGdvbmVcIik7XG4gICAgdGhpcy4jbm90TW92aW5nKFtwYW5lXSk7XG4gICAgaWYgKCFwYW5lLmRlYWQgJiYgIXNwZWMua2lsbCkge1xuICAgICAgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFxuICAgICAgICBcImJhZC1yZXF1ZXN0XCIsXG4gICAgICAgIGBSZXNwYXduIHBhbmUgZmFpbGVkOiBwYW5lICR7XG4gICAgICAgICAgdGhpcy5kZXNjcmliZShwYW5lKVxuICAgICAgICB9IHN0aWxsIGFjdGl2ZTsgcmVzcGF3bi1wYW5lIC1rIGtpbGxzIGl0cyBwcm9ncmFtIGZpcnN0YCxcbiAgICAgICk7XG4gICAgfVxuICAgIHJldHVybiB0aGlzLiNyZXNwYXduKHcsIHBhbmUsIHNwZWMsIHBhbmUuY29scywgcGFuZS5yb3dzKTtcbiAgfVxuXG4gIC8qKlxuICAgKiB0bXV4J3MgYHJlc3Bhd24td2luZG93YDogdGhlIHdpbmRvdydzIGZpcnN0IHBhbmUgZ2V0cyBhIG5ldyBwcm9ncmFtXG4gICAqIChgcmVzcGF3blBhbmVgKSBhbmQgdGhlIHdob2xlIHdpbmRvdzsgaXRzIG90aGVyIHBhbmVzIGNsb3NlLCB0aGVpclxuICAgKiBwcm9ncmFtcyBlbmRlZC4gUmVmdXNlZCB3aGlsZSBhIHByb2dyYW0gcnVucyB0aGVyZSwgdW5sZXNzXG4gICAqIGBzcGVjLmtpbGxgLiBSZXR1cm5zIHRoZSByZXNwYXduZWQgcGFuZS5cbiAgICovXG4gIHJlc3Bhd25XaW5kb3codzogV2luZG93LCBzcGVjOiBSZXNwYXduU3BlYyk6IFBhbmUge1xuICAgIGNvbnN0IHBhbmVzID0gdy5vcmRlcmVkKCk7XG4gICAgdGhpcy4jbm90TW92aW5nKHBhbmVzKTtcbiAgICBpZiAoIXNwZWMua2lsbCAmJiBwYW5lcy5zb21lKChwKSA9PiAhcC5kZWFkKSkge1xuICAgICAgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFxuICAgICAgICBcImJhZC1yZXF1ZXN0XCIsXG4gICAgICAgIGBSZXNwYXduIHdpbmRvdyBmYWlsZWQ6IHdpbmRvdyAke3RoaXMubmFtZX06JHt3LmluZGV4fSBzdGlsbCBhY3RpdmU7IHJlc3Bhd24td2luZG93IC1rIGtpbGxzIGl0cyBwcm9ncmFtcyBmaXJzdGAsXG4gICAgICApO1xuICAgIH1cbiAgICAvLyBTdGFydGVkIGZpcnN0OiBhIHByb2dyYW0gdGhhdCBjYW5ub3Qgc3RhcnQgbGVhdmVzIHRoZSB3aW5kb3cgd2hvbGUuXG4gICAgcmV0dXJuIHRoaXMuI3Jlc3Bhd24odywgcGFuZXNbMF0sIHNwZWMsIHRoaXMuY29scywgdGhpcy5yb3dzLCAoKSA9PiB7XG4gICAgICBmb3IgKGNvbnN0IHAgb2YgcGFuZXMuc2xpY2UoMSkpIHtcbiAgICAgICAgaWYgKCFwLnN0YXR1cykgdGhpcy4jc2lnbmFsTGF0ZXIocCk7XG4gICAgICAgIHcucmVtb3ZlKHApO1xuICAgICAgICBwLmNsb3NlKCk7XG4gICAgICAgIHRoaXMuI3BhcnNlLnBvc3QoeyB0OiBcImRyb3AtcGFuZVwiLCBwYW5lOiBwLmlkIH0pO1xuICAgICAgfVxuICAgICAgdy56b29tZWQgPSBmYWxzZTtcbiAgICAgIHcubGFzdCA9IG51bGw7XG4gICAgfSk7XG4gIH1cblxuICAvKipcbiAgICogUmVmdXNlcyB0byByZXNwYXduIHBhbmVzIG9uIHRoZWlyIHdheSB0byBhbm90aGVyIHNlc3Npb24gKGBoYW5kT2ZmYCk6XG4gICAqIHRoZSBtb3ZlIHdhaXRzIGZvciB0aGUgZW5kIG9mIHRoZWlyIHByb2dyYW0ncyBvdXRwdXQsIHdoaWNoIGFcbiAgICogcmVzcGF3biBkcm9wcywgYW5kIHdvdWxkIGhhbmcuXG4gICAqL1xuICAjbm90TW92aW5nKHBhbmVzOiBQYW5lW10pOiB2b2lkIHtcbiAgICBjb25zdCBtb3ZpbmcgPSBwYW5lcy5maW5kKChwKSA9PiBwLmhhbmRpbmdPZmYpO1xuICAgIGlmIChtb3ZpbmcpIHtcbiAgICAgIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcbiAgICAgICAgXCJidXN5XCIsXG4gICAgICAgIGBQYW5lICUke21vdmluZy5pZH0gaXMgbW92aW5nIHRvIGFub3RoZXIgc2Vzc2lvbjsgcmV0cnlgLFxuICAgICAgKTtcbiAgICB9XG4gIH1cblxuICAvKipcbiAgICogU3RhcnRzIGBwYW5lYCdzIG5ldyBwcm9ncmFtIGF0IGBjb2xzYCB4IGByb3dzYCBhbmQgcHV0cyBpdCBpbiB0aGVcbiAgICogcGFuZSdzIHBsYWNlOyBgdGhlbmAgcnVucyBvbmNlIGl0IGhhcyBzdGFydGVkIChub3RoaW5nIGhhcyBjaGFuZ2VkXG4gICAqIHdoZW4gaXQgY2Fubm90IHN0YXJ0KS5cbiAgICovXG4gICNyZXNwYXduKFxuICAgIHc6IFdpbmRvdyxcbiAgICBwYW5lOiBQYW5lLFxuICAgIHNwZWM6IFJlc3Bhd25TcGVjLFxuICAgIGNvbHM6IG51bWJlcixcbiAgICByb3dzOiBudW1iZXIsXG4gICAgdGhlbj86ICgpID0+IHZvaWQsXG4gICk6IFBhbmUge1xuICAgIGNvbnN0IGdpdmVuID0gc3BlYy5jbWQgIT09IHVuZGVmaW5lZCAmJiBzcGVjLmNtZC5sZW5ndGggPiAwO1xuICAgIGNvbnN0IGxhdW5jaDogTGF1bmNoID0ge1xuICAgICAgY21kOiBnaXZlbiA/IHNwZWMuY21kISA6IHBhbmUuY29tbWFuZCxcbiAgICAgIGFyZ3YwOiBnaXZlbiA/IHVuZGVmaW5lZCA6IHBhbmUuYXJndjAsXG4gICAgICBjd2Q6IHNwZWMuY3dkID8/IChwYW5lLmN3ZCB8fCB0aGlzLiNzcGVjLmN3ZCksXG4gICAgfTtcbiAgICBjb25zdCBwdHkgPSBzcGF3bihcbiAgICAgIHRoaXMuI3NwZWMsXG4gICAgICB0aGlzLiNwYW5lRW52aXJvbihzcGVjKSxcbiAgICAgIHBhbmUuaWQsXG4gICAgICBsYXVuY2guY21kLFxuICAgICAgbGF1bmNoLmFyZ3YwLFxuICAgICAgbGF1bmNoLmN3ZCxcbiAgICAgIGNvbHMsXG4gICAgICByb3dzLFxuICAgICk7XG4gICAgdGhpcy4jbG9nLmluZm8oXG4gICAgICBgc2Vzc2lvbiAke3RoaXMubmFtZX06IHBhbmUgJHtwYW5lLmlkfSByZXNwYXduZWQgcGlkICR7cHR5LnBpZH06ICR7XG4gICAgICAgIGxhdW5jaC5jbWQuam9pbihcIiBcIilcbiAgICAgIH1gLFxuICAgICk7XG4gICAgLy8gVGhlIG9sZCBwcm9ncmFtJ3MgcHR5IGlzIGxldCBnbyB1bnJlYWQ7IG9uZSBzdGlsbCBydW5uaW5nIGVuZHMuXG4gICAgaWYgKCFwYW5lLnN0YXR1cykgdGhpcy4jc2lnbmFsTGF0ZXIocGFuZSk7XG4gICAgcGFuZS5jbG9zZSgpO1xuICAgIHRoZW4/LigpO1xuICAgIGNvbnN0IGZyZXNoID0gdGhpcy4jYWRvcHQocGFuZS5pZCwgcHR5LCBsYXVuY2gsIGNvbHMsIHJvd3MsIHBhbmUpO1xuICAgIHcucmVwbGFjZShwYW5lLCBmcmVzaCk7XG4gICAgaWYgKHRoaXMuZXhpdCkgdGhpcy4jcmV2aXZlKCk7XG4gICAgdGhpcy4jcHVibGlzaExheW91dCgpO1xuICAgIGZvciAoY29uc3QgYyBvZiB0aGlzLmNsaWVudHMpIGMucGFuZVJlc2V0KHBhbmUuaWQpO1xuICAgIHJldHVybiBmcmVzaDtcbiAgfVxuXG4gIC8qKlxuICAgKiBBIGtlcHQgc2Vzc2lvbiB3aG9zZSBkZWFkIGxhc3QgcGFuZSB3YXMgcmVzcGF3bmVkIHJ1bnMgYWdhaW46IGl0IGVuZHNcbiAgICogYW5ldywgd2l0aCBpdHMgbmV3IHByb2dyYW0ncyBleGl0IHN0YXR1cy5cbiAgICovXG4gICNyZXZpdmUoKTogdm9pZCB7XG4gICAgdGhpcy5leGl0ID0gbnVsbDtcbiAgICB0aGlzLiNlbmRlZCA9IG5ldyBQcm9taXNlKChyKSA9PiAodGhpcy4jcmVzb2x2ZUVuZGVkID0gcikpO1xuICAgIHRoaXMuI2V4aXRlZCA9IG5ldyBQcm9taXNlKChyKSA9PiAodGhpcy4jcmVzb2x2ZUV4aXRlZCA9IHIpKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBEcm9wcyBgcGFuZWAncyBoaXN0b3J5IGFuZCBmcmVlcyBpdCAodG11eCdzIGBjbGVhci1oaXN0b3J5YCk7IGl0c1xuICAgKiBzY3JlZW4gc3RheXMuIENsaWVudHMgaW4gY29weSBtb2RlIG9uIGl0IGxlYXZlLCBhcyBpbiB0bXV4LlxuICAgKi9cbiAgY2xlYXJIaXN0b3J5KHBhbmU6IFBhbmUpOiB2b2lkIHtcbiAgICB0aGlzLiNwYXJzZS5wb3N0KHsgdDogXCJjbGVhci1oaXN0b3J5XCIsIHBhbmU6IHBhbmUuaWQgfSk7XG4gICAgZm9yIChjb25zdCBjIG9mIHRoaXMuY2xpZW50cykgYy5wYW5lUmVzZXQocGFuZS5pZCk7XG4gIH1cblxuICAvKipcbiAgICogT3BlbnMgYSB3aW5kb3cgYXQgdGhlIGxvd2VzdCBmcmVlIGluZGV4ICh0bXV4J3MgYG5ldy13aW5kb3dgOiBgMCAyYFxuICAgKiBnZXRzIDEpLCBzaG93biBhdCBvbmNlLlxuICAgKi9cbiAgbmV3V2luZG93KHNwZWM6IFBhbmVTcGVjLCBuYW1lPzogc3RyaW5nLCBzZWxlY3QgPSB0cnVlKTogV2luZG93IHtcbiAgICBjb25zdCBwYW5lID0gdGhpcy4jc3Bhd25QYW5lKHNwZWMsIHRoaXMuY29scywgdGhpcy5yb3dzKTtcbiAgICBjb25zdCBpbmRleCA9IHRoaXMuI2ZyZWVJbmRleCgpO1xuICAgIGNvbnN0IHcgPSBuZXcgV2luZG93KFxuICAgICAgdGhpcy4jd2luZG93SWRzLnRha2UoKSxcbiAgICAgIGluZGV4LFxuICAgICAgbmFtZSA/PyB3aW5kb3dOYW1lKHBhbmUuY29tbWFuZCksXG4gICAgICBwYW5lLFxuICAgICAgdGhpcy5jb2xzLFxuICAgICAgdGhpcy5yb3dzLFxuICAgICk7XG4gICAgaWYgKG5hbWUgIT09IHVuZGVmaW5lZCkgdy5hdXRvTmFtZSA9IGZhbHNlO1xuICAgIHRoaXMud2luZG93cy5wdXNoKHcpO1xuICAgIHRoaXMuI3NvcnRXaW5kb3dzKCk7XG4gICAgaWYgKHNlbGVjdCkgdGhpcy5zZWxlY3RXaW5kb3codyk7XG4gICAgZWxzZSB0aGlzLiNwdWJsaXNoTGF5b3V0KCk7XG4gICAgcmV0dXJuIHc7XG4gIH1cblxuICAvKipcbiAgICogU3BsaXRzIGB0YXJnZXRgICh0bXV4J3MgYHNwbGl0LXdpbmRvd2ApOiBcImxyXCIgcHV0cyB0aGUgbmV3IHBhbmUgb24gdGhlXG4gICAqIHJpZ2h0LCBcInRiXCIgYmVsb3c7IGBzaXplYCBpcyBpdHMgd2lkdGggb3IgaGVpZ2h0IGluIGNlbGxzLlxuICAgKi9cbiAgc3BsaXQoXG4gICAgdGFyZ2V0OiBQYW5lLFxuICAgIGtpbmQ6IFNwbGl0S2luZCxcbiAgICBzcGVjOiBQYW5lU3BlYyxcbiAgICBzaXplPzogbnVtYmVyLFxuICAgIGJlZm9yZSA9IGZhbHNlLFxuICApOiBQYW5lIHtcbiAgICBjb25zdCB3ID0gdGhpcy53aW5kb3dPZih0YXJnZXQpO1xuICAgIGlmICghdykgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFwibm90LWZvdW5kXCIsIFwiVGhhdCBwYW5lIGlzIGdvbmVcIik7XG4gICAgY29uc3QgciA9IHcubGF5b3V0LnJlY3RzKCkuZ2V0KHRhcmdldC5pZCkhO1xuICAgIGNvbnN0IGxlbmd0aCA9IGtpbmQgPT09IFwibHJcIiA/IHIuY29scyA6IHIucm93cztcbiAgICBpZiAobGVuZ3RoIDwgMykge1xuICAgICAgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFxuICAgICAgICBcImJhZC1yZXF1ZXN0XCIsXG4gICAgICAgIFwiVGhlIHBhbmUgaXMgdG9vIHNtYWxsIHRvIHNwbGl0OyBtYWtlIGl0IGxhcmdlciBmaXJzdFwiLFxuICAgICAgKTtcbiAgICB9XG4gICAgY29uc3QgaGFsZiA9IE1hdGguZmxvb3IoKGxlbmd0aCArIDEpIC8gMikgLSAxO1xuICAgIGNvbnN0IG5ld1NpemUgPSBNYXRoLm1pbihNYXRoLm1heChzaXplID8/IGhhbGYsIDEpLCBsZW5ndGggLSAyKTtcbiAgICBjb25zdCBwYW5lID0gdGhpcy4jc3Bhd25QYW5lKFxuICAgICAgc3BlYyxcbiAgICAgIGtpbmQgPT09IFwibHJcIiA/IG5ld1NpemUgOiByLmNvbHMsXG4gICAgICBraW5kID09PSBcInRiXCIgPyBuZXdTaXplIDogci5yb3dzLFxuICAgICk7XG4gICAgdHJ5IHtcbiAgICAgIHcubGF5b3V0LnNwbGl0KHRhcmdldC5pZCwgcGFuZS5pZCwga2luZCwgbmV3U2l6ZSwgYmVmb3JlKTtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIHBhbmUuc2lnbmFsKHRydWUpO1xuICAgICAgaWYgKGVyciBpbnN0YW5jZW9mIE5vUm9vbUVycm9yKSB7XG4gICAgICAgIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcImJhZC1yZXF1ZXN0XCIsIGVyci5tZXNzYWdlKTtcbiAgICAgIH1cbiAgICAgIHRocm93IGVycjtcbiAgICB9XG4gICAgLy8gVW56b29tZWQgb25seSBub3c6IGEgc3BsaXQgdGhhdCBmYWlscyBsZWF2ZXMgdGhlIHdpbmRvdyBhcyBpdCB3YXNcbiAgICAvLyAoaXQgd2FzIGxlZnQgdW56b29tZWQgYnV0IHN0aWxsIHNob3duIHpvb21lZCwgd2l0aCBubyBuZXcgbGF5b3V0KS5cbiAgICB3Lnpvb21lZCA9IGZhbHNlO1xuICAgIHcucGFuZXMuc2V0KHBhbmUuaWQsIHBhbmUpO1xuICAgIHcuc2VsZWN0KHBhbmUpO1xuICAgIHRoaXMuI3B1Ymxpc2hMYXlvdXQoKTtcbiAgICByZXR1cm4gcGFuZTtcbiAgfVxuXG4gIC8qKiBUaGUgd2luZG93IHNob3duIGJlZm9yZSB0aGlzIG9uZSAoYHNlbGVjdC13aW5kb3cgLWxgLCBwcmVmaXggYGxgKS4gKi9cbiAgZ2V0IGxhc3RXaW5kb3coKTogV2luZG93IHwgbnVsbCB7XG4gICAgcmV0dXJuIHRoaXMuI2xhc3RXaW5kb3dzWzBdID8/IG51bGw7XG4gIH1cblxuICAvKiogU2hvd3MgYHdgICh0bXV4J3MgYHNlbGVjdC13aW5kb3dgKS4gKi9cbiAgc2VsZWN0V2luZG93KHc6IFdpbmRvdyk6IHZvaWQge1xuICAgIGlmICh3ICE9PSB0aGlzLndpbmRvdykge1xuICAgICAgY29uc3Qgd2FzID0gdGhpcy53aW5kb3c7XG4gICAgICBjb25zdCByZXN0ID0gdGhpcy4jbGFzdFdpbmRvd3MuZmlsdGVyKChsKSA9PiBsICE9PSB3ICYmIGwgIT09IHdhcyk7XG4gICAgICB0aGlzLiNsYXN0V2luZG93cyA9IFt3YXMsIC4uLnJlc3RdO1xuICAgICAgdGhpcy53aW5kb3cgPSB3O1xuICAgIH1cbiAgICB3LmFjdGl2aXR5ID0gdy5iZWxsID0gZmFsc2U7XG4gICAgdGhpcy4jcHVibGlzaExheW91dCgpO1xuICB9XG5cbiAgLyoqXG4gICAqIEZsYWdzIHRoZSB3aW5kb3cgb2YgcGFuZSBgaWRgIHdpdGggYWN0aXZpdHkgb3IgYSBiZWxsIHdoZW4gaXQgaXMgbm90XG4gICAqIHRoZSBvbmUgc2hvd247IHRydWUgd2hlbiB0aGUgZmxhZyBpcyBuZXcuXG4gICAqL1xuICAjZmxhZ1dpbmRvdyhpZDogbnVtYmVyLCBmbGFnOiBcImFjdGl2aXR5XCIgfCBcImJlbGxcIik6IGJvb2xlYW4ge1xuICAgIGNvbnN0IHBhbmUgPSB0aGlzLiNwYW5lKGlkKTtcbiAgICBjb25zdCB3ID0gcGFuZSAmJiB0aGlzLndpbmRvd09mKHBhbmUpO1xuICAgIGlmICghdyB8fCB3ID09PSB0aGlzLndpbmRvdyB8fCB3W2ZsYWddKSByZXR1cm4gZmFsc2U7XG4gICAgaWYgKGZsYWcgPT09IFwiYWN0aXZpdHlcIiAmJiBEYXRlLm5vdygpIDwgcGFuZS5yZWRyYXdVbnRpbCkgcmV0dXJuIGZhbHNlO1xuICAgIHdbZmxhZ10gPSB0cnVlO1xuICAgIHRoaXMuI3Nob3duQ2hhbmdlZCgpO1xuICAgIHJldHVybiB0cnVlO1xuICB9XG5cbiAgLyoqXG4gICAqIE5hbWVzIHBhbmUgYGlkYCdzIHdpbmRvdyBhZnRlciB0aGUgcHJvZ3JhbSBpbiBmcm9udCBpbiBpdCwgd2hlbiBpdCBpc1xuICAgKiB0aGUgd2luZG93J3MgYWN0aXZlIHBhbmUgYW5kIHRoZSB3aW5kb3cgbmFtZXMgaXRzZWxmICh0bXV4J3NcbiAgICogYXV0b21hdGljLXJlbmFtZSkuIExvb2tlZCBhdCBvbiBvdXRwdXQsIGF0IG1vc3QgZXZlcnkgTkFNRV9DSEVDS19NUyxcbiAgICogYW5kIG9uY2UgbW9yZSBOQU1FX0NIRUNLX01TIGxhdGVyOiB0aGUgb3V0cHV0IG9mIGB2aW1gIG9yIGBzbGVlcCA5YFxuICAgKiB0eXBlZCBhdCBhIHNoZWxsIGlzIGl0cyBlY2hvLCBiZWZvcmUgdGhlIHByb2dyYW0gaGFzIHJlcGxhY2VkIHRoZVxuICAgKiBzaGVsbCBpbiBmcm9udC5cbiAgICovXG4gICNjaGVja05hbWUoaWQ6IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IHBhbmUgPSB0aGlzLiNwYW5lKGlkKTtcbiAgICBjb25zdCB3ID0gcGFuZSAmJiB0aGlzLndpbmRvd09mKHBhbmUpO1xuICAgIGlmICghdyB8fCAhdy5hdXRvTmFtZSB8fCBwYW5lICE9PSB3LmFjdGl2ZSB8fCB3Lm5hbWVDaGVja0xhdGVyKSByZXR1cm47XG4gICAgY29uc3Qgd2FpdCA9IHcubmFtZUNoZWNrZWRBdCArIE5BTUVfQ0hFQ0tfTVMgLSBwZXJmb3JtYW5jZS5ub3coKTtcbiAgICBpZiAod2FpdCA8PSAwKSB0aGlzLiNuYW1lV2luZG93KHcpO1xuICAgIHcubmFtZUNoZWNrTGF0ZXIgPSBhZnRlcih3YWl0ID4gMCA/IHdhaXQgOiBOQU1FX0NIRUNLX01TLCAoKSA9PiB7XG4gICAgICB3Lm5hbWVDaGVja0xhdGVyID0gdW5kZWZpbmVkO1xuICAgICAgaWYgKHRoaXMud2luZG93cy5pbmNsdWRlcyh3KSAmJiB3LmF1dG9OYW1lKSB0aGlzLiNuYW1lV2luZG93KHcpO1xuICAgIH0pO1xuICB9XG5cbiAgLyoqIE5hbWVzIGB3YCBhZnRlciB0aGUgcHJvZ3JhbSBpbiBmcm9udCBpbiBpdHMgYWN0aXZlIHBhbmUuICovXG4gICNuYW1lV2luZG93KHc6IFdpbmRvdyk6IHZvaWQge1xuICAgIHcubmFtZUNoZWNrZWRBdCA9IHBlcmZvcm1hbmNlLm5vdygpO1xuICAgIGNvbnN0IG5hbWUgPSBmb3JlZ3JvdW5kQ29tbWFuZCh3LmFjdGl2ZSk7XG4gICAgaWYgKG5hbWUgPT09IFwiXCIgfHwgbmFtZSA9PT0gdy5uYW1lKSByZXR1cm47XG4gICAgdy5uYW1lID0gbmFtZTtcbiAgICB0aGlzLnN0YXR1c0NoYW5nZWQoKTtcbiAgfVxuXG4gIC8qKiBNYWtlcyBgcGFuZWAgaXRzIHdpbmRvdydzIGFjdGl2ZSBwYW5lLCBhbmQgc2hvd3MgdGhhdCB3aW5kb3cuICovXG4gIHNlbGVjdFBhbmUocGFuZTogUGFuZSk6IHZvaWQge1xuICAgIGNvbnN0IHcgPSB0aGlzLndpbmRvd09mKHBhbmUpO1xuICAgIGlmICghdykgcmV0dXJuO1xuICAgIHcuc2VsZWN0KHBhbmUpO1xuICAgIHRoaXMuc2VsZWN0V2luZG93KHcpO1xuICB9XG5cbiAgLyoqXG4gICAqIE1ha2VzIGBwYW5lYCBpdHMgd2luZG93J3MgYWN0aXZlIHBhbmUsIHRoZSB3aW5kb3cgc2hvd24gc3RheWluZyBhcyBpdFxuICAgKiBpcyAoYHNwbGl0LXdpbmRvdyAtZGA6IHRtdXggbmV2ZXIgY2hhbmdlcyB0aGUgY3VycmVudCB3aW5kb3cgdGhlcmUpLlxuICAgKi9cbiAgYWN0aXZhdGVQYW5lKHBhbmU6IFBhbmUpOiB2b2lkIHtcbiAgICBjb25zdCB3ID0gdGhpcy53aW5kb3dPZihwYW5lKTtcbiAgICBpZiAoIXcpIHJldHVybjtcbiAgICB3LnNlbGVjdChwYW5lKTtcbiAgICB0aGlzLiNwdWJsaXNoTGF5b3V0KCk7XG4gIH1cblxuICAvKiogTW92ZXMgYHBhbmVgIG91dCBvZiBpdHMgd2luZG93IGludG8gYSBuZXcgb25lIChwcmVmaXggYCFgKS4gKi9cbiAgYnJlYWtQYW5lKHBhbmU6IFBhbmUsIGRldGFjaGVkID0gZmFsc2UpOiBXaW5kb3cge1xuICAgIGNvbnN0IGZyb20gPSB0aGlzLndpbmRvd09mKHBhbmUpO1xuICAgIGlmICghZnJvbSkgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFwibm90LWZvdW5kXCIsIFwiVGhhdCBwYW5lIGlzIGdvbmVcIik7XG4gICAgaWYgKGZyb20ucGFuZXMuc2l6ZSA9PT0gMSkge1xuICAgICAgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFxuICAgICAgICBcImJhZC1yZXF1ZXN0XCIsXG4gICAgICAgIFwiVGhlIHBhbmUgaXMgYWxvbmUgaW4gaXRzIHdpbmRvdzsgdGhlcmUgaXMgbm90aGluZyB0byBicmVhayBpdCBmcm9tXCIsXG4gICAgICApO1xuICAgIH1cbiAgICBmcm9tLnJlbW92ZShwYW5lKTtcbiAgICBjb25zdCBpbmRleCA9IHRoaXMuI2ZyZWVJbmRleCgpOyAvLyB0bXV4J3MgYnJlYWstcGFuZSwgYXMgbmV3LXdpbmRvd1xuICAgIGNvbnN0IHcgPSBuZXcgV2luZG93KFxuICAgICAgdGhpcy4jd2luZG93SWRzLnRha2UoKSxcbiAgICAgIGluZGV4LFxuICAgICAgd2luZG93TmFtZShwYW5lLmNvbW1hbmQpLFxuICAgICAgcGFuZSxcbiAgICAgIHRoaXMuY29scyxcbiAgICAgIHRoaXMucm93cyxcbiAgICApO1xuICAgIHRoaXMud2luZG93cy5wdXNoKHcpO1xuICAgIHRoaXMuI3NvcnRXaW5kb3dzKCk7XG4gICAgLy8gLWQ6IHRoZSB3aW5kb3cgc2hvd24gc3RheXMgKGl0cyBsYXlvdXQgd2l0aG91dCB0aGUgcGFuZSBpcyBkcmF3bikuXG4gICAgdGhpcy5zZWxlY3RXaW5kb3coZGV0YWNoZWQgPyB0aGlzLndpbmRvdyA6IHcpO1xuICAgIHJldHVybiB3O1xuICB9XG5cbiAgLyoqXG4gICAqIFN3YXBzIHRoZSBpbmRleGVzIG9mIHdpbmRvd3MgYGFgIGFuZCBgYmAgKHRtdXgncyBgc3dhcC13aW5kb3dgKS4gdG11eCdzXG4gICAqIHNob3duIGFuZCBsYXN0IHdpbmRvd3MgYXJlIGluZGV4ZXM6IHRoZSBpbmRleCBzaG93biBzaG93cyB0aGUgb3RoZXJcbiAgICogd2luZG93IHRoZW4sIGFuZCBzbyBkbyB0aGUgbGFzdCBvbmVzOyBgZm9sbG93YCBzaG93cyBgYWAgYXQgaXRzIG5ld1xuICAgKiBpbmRleCAod2hhdCB0bXV4IDMuM2EgZG9lcyB3aXRoIC1kLCB3aGF0ZXZlciBpdHMgbWFudWFsIHNheXMpLlxuICAgKi9cbiAgc3dhcFdpbmRvd3MoYTogV2luZG93LCBiOiBXaW5kb3csIGZvbGxvdzogYm9vbGVhbik6IHZvaWQge1xuICAgIGlmIChhID09PSBiKSByZXR1cm47XG4gICAgW2EuaW5kZXgsIGIuaW5kZXhdID0gW2IuaW5kZXgsIGEuaW5kZXhdO1xuICAgIGNvbnN0IG90aGVyID0gKHc6IFdpbmRvdykgPT4gKHcgPT09IGEgPyBiIDogdyA9PT0gYiA/IGEgOiB3KTtcbiAgICB0aGlzLndpbmRvdyA9IG90aGVyKHRoaXMud2luZG93KTtcbiAgICB0aGlzLiNsYXN0V2luZG93cyA9IHRoaXMuI2xhc3RXaW5kb3dzLm1hcChvdGhlcik7XG4gICAgdGhpcy4jc29ydFdpbmRvd3MoKTtcbiAgICBpZiAoZm9sbG93KSB0aGlzLnNlbGVjdFdpbmRvdyhhKTtcbiAgICBlbHNlIHRoaXMuc2VsZWN0V2luZG93KHRoaXMud2luZG93KTtcbiAgfVxuXG4gIC8qKlxuICAgKiBNb3ZlcyB3aW5kb3cgYHdgIHRvIGBpbmRleGAgKHRtdXgncyBgbW92ZS13aW5kb3dgOyBudWxsOiB0aGUgZmlyc3RcbiAgICogaW5kZXggZnJlZSwgaXRzIG93biBjb3VudGVkKS4gQW4gaW5kZXggdGFrZW4gaXMgcmVmdXNlZCwgdW5sZXNzIGBraWxsYFxuICAgKiAoLWspOiB0aGVuIHRoZSB3aW5kb3cgdGhlcmUgZ29lcyBhdCBvbmNlLCBpdHMgcHJvZ3JhbXMgZW5kZWQuIGB3YCBpc1xuICAgKiBzaG93biB1bmxlc3MgYGRldGFjaGVkYCwgYW5kIGFsd2F5cyB3aGVuIGl0IHRha2VzIHRoZSBwbGFjZSBvZiB0aGVcbiAgICogd2luZG93IHNob3duLlxuICAgKi9cbiAgbW92ZVdpbmRvdyhcbiAgICB3OiBXaW5kb3csXG4gICAgaW5kZXg6IG51bWJlciB8IG51bGwsXG4gICAga2lsbDogYm9vbGVhbixcbiAgICBkZXRhY2hlZDogYm9vbGVhbixcbiAgKTogdm9pZCB7XG4gICAgY29uc3QgeyBhdCwgdGhlcmUgfSA9IHRoaXMucGxhY2VGb3IodywgaW5kZXgsIGtpbGwpO1xuICAgIGlmICh0aGVyZSA9PT0gdGhpcy53aW5kb3cpIHtcbiAgICAgIC8vIEFzIHRtdXg6IHRoZSB3aW5kb3cga2lsbGVkIHdhcyBzaG93bjsgYHdgIGlzLCBhbmQgdGhlIGxhc3Qgd2luZG93XG4gICAgICAvLyBzdGF5cyB0aGUgbGFzdCAodGhlIG9uZSBraWxsZWQgaXMgbm90IG9uZSB0byBnbyBiYWNrIHRvKS5cbiAgICAgIHRoaXMuI2Rpc2NhcmRXaW5kb3codGhlcmUpO1xuICAgICAgdGhpcy53aW5kb3cgPSB3O1xuICAgICAgdGhpcy4jbGFzdFdpbmRvd3MgPSB0aGlzLiNsYXN0V2luZG93cy5maWx0ZXIoKGwpID0+IGwgIT09IHcpO1xuICAgICAgZGV0YWNoZWQgPSBmYWxzZTtcbiAgICB9IGVsc2UgaWYgKHRoZXJlKSB0aGlzLiNkaXNjYXJkV2luZG93KHRoZXJlKTtcbiAgICBjb25zdCBmcm9tID0gdy5pbmRleDtcbiAgICB3LmluZGV4ID0gYXQ7XG4gICAgdGhpcy4jc29ydFdpbmRvd3MoKTtcbiAgICBpZiAoIWRldGFjaGVkKSB7XG4gICAgICB0aGlzLnNlbGVjdFdpbmRvdyh3KTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgaWYgKHcgPT09IHRoaXMud2luZG93KSB7XG4gICAgICAvLyBOb3QgdGhyb3VnaCBgc2VsZWN0V2luZG93YDogYHdgIGRvZXMgbm90IGJlY29tZSB0aGUgbGFzdCB3aW5kb3cuXG4gICAgICB0aGlzLndpbmRvdyA9IHRoaXMuI3Nob3duQWZ0ZXIoZnJvbSk7XG4gICAgICB0aGlzLndpbmRvdy5hY3Rpdml0eSA9IHRoaXMud2luZG93LmJlbGwgPSBmYWxzZTtcbiAgICB9XG4gICAgdGhpcy4jcHVibGlzaExheW91dCgpO1xuICB9XG5cbiAgLyoqXG4gICAqIFdoYXQgdG11eCBzaG93cyB3aGVuIGBtb3ZlLXdpbmRvdyAtZGAgbW92ZXMgdGhlIHdpbmRvdyBzaG93bjogaXRzIG9sZFxuICAgKiBpbmRleCBnb2VzIGFzIGEgd2luZG93IGNsb3NpbmcgdGhlcmUgd291bGQsIHNvIHRoZSBsYXN0IHdpbmRvdyBzaG93blxuICAgKiAodGFrZW4gb2ZmIHRoZSBzdGFjayksIGVsc2UgdGhlIG9uZSBiZWZvcmUgdGhlIG9sZCBpbmRleCwgd3JhcHBpbmdcbiAgICogcm91bmQgKHRoZSBtb3ZlZCB3aW5kb3cgdG9vLCBhdCBpdHMgbmV3IGluZGV4KS5cbiAgICovXG4gICNzaG93bkFmdGVyKGZyb206IG51bWJlcik6IFdpbmRvdyB7XG4gICAgY29uc3QgbGFzdCA9IHRoaXMuI2xhc3RXaW5kb3dzLnNoaWZ0KCk7XG4gICAgaWYgKGxhc3QpIHJldHVybiBsYXN0O1xuICAgIGNvbnN0IGJlZm9yZSA9IHRoaXMud2luZG93cy5maWx0ZXIoKG8pID0+IG8uaW5kZXggPCBmcm9tKS5hdCgtMSk7XG4gICAgcmV0dXJuIGJlZm9yZSA/PyB0aGlzLndpbmRvd3MuYXQoLTEpITtcbiAgfVxuXG4gIC8qKlxuICAgKiBXaGVyZSBgbW92ZS13aW5kb3dgIHB1dHMgYHdgIGhlcmU6IGBpbmRleGAgKG51bGw6IHRoZSBmaXJzdCBmcmVlIG9uZSlcbiAgICogYW5kIHRoZSB3aW5kb3cgdGhlcmUgbm93OyB0aHJvd3Mgd2hlbiB0aGF0IGlzIGB3YCBpdHNlbGYsIG9yIHdoZW5cbiAgICogdGhlIGluZGV4IGlzIGluIHVzZSBhbmQgbm90IGBraWxsYC5cbiAgICovXG4gIHBsYWNlRm9yKFxuICAgIHc6IFdpbmRvdyxcbiAgICBpbmRleDogbnVtYmVyIHwgbnVsbCxcbiAgICBraWxsOiBib29sZWFuLFxuICApOiB7IGF0OiBudW1iZXI7IHRoZXJlOiBXaW5kb3cgfCB1bmRlZmluZWQgfSB7XG4gICAgY29uc3QgYXQgPSBpbmRleCA/PyB0aGlzLiNmcmVlSW5kZXgoKTtcbiAgICBjb25zdCB0aGVyZSA9IHRoaXMud2luZG93cy5maW5kKChvKSA9PiBvLmluZGV4ID09PSBhdCk7XG4gICAgaWYgKHRoZXJlID09PSB3KSB7XG4gICAgICB0aHJvdyBuZXcgUmVxdWVzdEZhaWx1cmUoXG4gICAgICAgIFwiYmFkLXJlcXVlc3RcIixcbiAgICAgICAgYFdpbmRvdyAke3RoaXMubmFtZX06JHthdH0gaXMgYXQgaW5kZXggJHthdH0gYWxyZWFkeWAsXG4gICAgICApO1xuICAgIH1cbiAgICBpZiAodGhlcmUgJiYgIWtpbGwpIHtcbiAgICAgIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcbiAgICAgICAgXCJiYWQtcmVxdWVzdFwiLFxuICAgICAgICBgSW5kZXggJHthdH0gb2Ygc2Vzc2lvbiAke3RoaXMubmFtZX0gaXMgaW4gdXNlIChtb3ZlLXdpbmRvdyAtayBraWxscyB0aGUgd2luZG93IHRoZXJlKWAsXG4gICAgICApO1xuICAgIH1cbiAgICByZXR1cm4geyBhdCwgdGhlcmUgfTtcbiAgfVxuXG4gIC8qKiBOdW1iZXJzIHRoZSB3aW5kb3dzIDAsIDEsIDIgLi4uIGluIHRoZWlyIG9yZGVyIChgbW92ZS13aW5kb3cgLXJgKS4gKi9cbiAgcmVudW1iZXJXaW5kb3dzKCk6IHZvaWQge1xuICAgIHRoaXMud2luZG93cy5mb3JFYWNoKCh3LCBpKSA9PiAody5pbmRleCA9IGkpKTtcbiAgICB0aGlzLiNwdWJsaXNoTGF5b3V0KCk7XG4gIH1cblxuICAvKiogVGhlIGxvd2VzdCBpbmRleCBubyB3aW5kb3cgaGFzICh0bXV4J3MsIGZyb20gYGJhc2UtaW5kZXhgIDApLiAqL1xuICAjZnJlZUluZGV4KCk6IG51bWJlciB7XG4gICAgY29uc3QgdGFrZW4gPSBuZXcgU2V0KHRoaXMud2luZG93cy5tYXAoKHcpID0+IHcuaW5kZXgpKTtcbiAgICBsZXQgaSA9IDA7XG4gICAgd2hpbGUgKHRha2VuLmhhcyhpKSkgaSsrO1xuICAgIHJldHVybiBpO1xuICB9XG5cbiAgLyoqIEtlZXBzIGB3aW5kb3dzYCBpbiBpbmRleCBvcmRlciwgYXMgdGhlIHN0YXR1cyBsaW5lIGFuZCBgbHNgIGxpc3QgdGhlbS4gKi9cbiAgI3NvcnRXaW5kb3dzKCk6IHZvaWQge1xuICAgIHRoaXMud2luZG93cy5zb3J0KChhLCBiKSA9PiBhLmluZGV4IC0gYi5pbmRleCk7XG4gIH1cblxuICAvKipcbiAgICogVGFrZXMgd2luZG93IGB3YCBvdXQgb2YgdGhlIHNlc3Npb24gYXQgb25jZSBhbmQgZW5kcyBpdHMgcHJvZ3JhbXNcbiAgICogKGBtb3ZlLXdpbmRvdyAta2A7IHRtdXggZGVzdHJveXMgdGhhdCB3aW5kb3cgdGhlcmUgYW5kIHRoZW4pOiBpdHNcbiAgICogcGFuZXMgY2xvc2Ugbm93LCB0aGVpciBwcm9ncmFtcyBnZXQgU0lHSFVQIChTSUdLSUxMIGFmdGVyIHRoZSBncmFjZSlcbiAgICogYW5kIGFyZSByZWFwZWQgbGF0ZXIsIGFuZCB3YWl0cyBvbiB0aGVtIGVuZC5cbiAgICovXG4gICNkaXNjYXJkV2luZG93KHc6IFdpbmRvdyk6IHZvaWQge1xuICAgIHRoaXMud2luZG93cy5zcGxpY2UodGhpcy53aW5kb3dzLmluZGV4T2YodyksIDEpO1xuICAgIHRoaXMuI2xhc3RXaW5kb3dzID0gdGhpcy4jbGFzdFdpbmRvd3MuZmlsdGVyKChsKSA9PiBsICE9PSB3KTtcbiAgICBmb3IgKGNvbnN0IHBhbmUgb2Ygdy5wYW5lcy52YWx1ZXMoKSkge1xuICAgICAgcGFuZS5raWxsZWQgPSB0cnVlO1xuICAgICAgdGhpcy4jcGFyc2UucmVqZWN0V2F0Y2hlcyhcbiAgICAgICAgbmV3IFJlcXVlc3RGYWlsdXJlKFwiZXhpdGVkXCIsIGBQYW5lICUke3BhbmUuaWR9IHdhcyBraWxsZWRgKSxcbiAgICAgICAgcGFuZS5pZCxcbiAgICAgICk7XG4gICAgICBpZiAoIXBhbmUuc3RhdHVzKSB0aGlzLiNzaWduYWxMYXRlcihwYW5lKTtcbiAgICAgIC8vIERlYWQgYW5kIHBhcnNlZDogaXRzIGV4aXQsIHdoZW4gcmVhcGVkLCBlbmRzIGEgYHdhaXQgLS1leGl0YCBvblxuICAgICAgLy8gaXQgYW5kIG5vdGhpbmcgZWxzZSAoYCNtYXliZVBhbmVFbmRgKS5cbiAgICAgIHBhbmUuZGVhZCA9IHRydWU7XG4gICAgICBwYW5lLnBhcnNlZCA9IHRydWU7XG4gICAgICBwYW5lLmNsb3NlKCk7XG4gICAgICB0aGlzLiNwYXJzZS5wb3N0KHsgdDogXCJkcm9wLXBhbmVcIiwgcGFuZTogcGFuZS5pZCB9KTtcbiAgICB9XG4gIH1cblxuICAvKipcbiAgICogTW92ZXMgYHBhbmVgIGludG8gYHRhcmdldGAncyB3aW5kb3cgKHRtdXgncyBgam9pbi1wYW5lYCwgdGhlIGludmVyc2VcbiAgICogb2YgYGJyZWFrLXBhbmVgKSwgc3BsaXR0aW5nIGB0YXJnZXRgOiBcImxyXCIgcHV0cyBpdCByaWdodCBvZiBgdGFyZ2V0YCxcbiAgICogXCJ0YlwiIGJlbG93IChgYmVmb3JlYDogbGVmdCwgYWJvdmUpOyBgc2l6ZWAgaXRzIHdpZHRoIG9yIGhlaWdodC4gSXRcbiAgICoga2VlcHMgaXRzIHByb2dyYW0sIGlkLCBzY3JlZW4gYW5kIGhpc3Rvcnk7IHRoZSB3aW5kb3cgaXQgbGVhdmVzXG4gICAqIGNsb3NlcyB3aGVuIGl0IHdhcyB0aGF0IHdpbmRvdydzIGxhc3QgcGFuZS4gSXQgYmVjb21lcyB0aGUgYWN0aXZlXG4gICAqIHBhbmUgb2YgYSB3aW5kb3cgc2hvd24sIHVubGVzcyBgZGV0YWNoZWRgLlxuICAgKi9cbiAgam9pblBhbmUoXG4gICAgcGFuZTogUGFuZSxcbiAgICB0YXJnZXQ6IFBhbmUsXG4gICAga2luZDogU3BsaXRLaW5kLFxuICAgIHNpemU6IG51bWJlciB8IHVuZGVmaW5lZCxcbiAgICBiZWZvcmU6IGJvb2xlYW4sXG4gICAgZGV0YWNoZWQ6IGJvb2xlYW4sXG4gICk6IHZvaWQge1xuICAgIGNvbnN0IGZyb20gPSB0aGlzLndpbmRvd09mKHBhbmUpO1xuICAgIGNvbnN0IHRvID0gdGhpcy53aW5kb3dPZih0YXJnZXQpO1xuICAgIGlmICghZnJvbSB8fCAhdG8pIHtcbiAgICAgIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcIm5vdC1mb3VuZFwiLCBcIlRoYXQgcGFuZSBpcyBnb25lXCIpO1xuICAgIH1cbiAgICBpZiAocGFuZSA9PT0gdGFyZ2V0KSB7XG4gICAgICB0aHJvdyBuZXcgUmVxdWVzdEZhaWx1cmUoXG4gICAgICAgIFwiYmFkLXJlcXVlc3RcIixcbiAgICAgICAgXCJUaGUgc291cmNlIGFuZCB0YXJnZXQgcGFuZXMgYXJlIHRoZSBzYW1lIHBhbmU7IG5hbWUgdHdvXCIsXG4gICAgICApO1xuICAgIH1cbiAgICAvLyBXaXRoaW4gb25lIHdpbmRvdyB0aGUgcGFuZSBpcyBpbiB0aGUgbGF5b3V0IGFscmVhZHk6IGl0cyBuZXcgcGxhY2VcbiAgICAvLyBob2xkcyBhIHN0YW5kLWluIHVudGlsIGl0IGhhcyBsZWZ0IHRoZSBvbGQgb25lLlxuICAgIGNvbnN0IFNUQU5EX0lOID0gLTE7XG4gICAgdHJ5IHtcbiAgICAgIHRvLmxheW91dC5zcGxpdChcbiAgICAgICAgdGFyZ2V0LmlkLFxuICAgICAgICBmcm9tID09PSB0byA/IFNUQU5EX0lOIDogcGFuZS5pZCxcbiAgICAgICAga2luZCxcbiAgICAgICAgc2l6ZSxcbiAgICAgICAgYmVmb3JlLFxuICAgICAgKTtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIGlmIChlcnIgaW5zdGFuY2VvZiBOb1Jvb21FcnJvcikge1xuICAgICAgICB0aHJvdyBuZXcgUmVxdWVzdEZhaWx1cmUoXG4gICAgICAgICAgXCJiYWQtcmVxdWVzdFwiLFxuICAgICAgICAgIFwiVGhlIHRhcmdldCBwYW5lIGlzIHRvbyBzbWFsbCB0byBzcGxpdDsgbWFrZSBpdCBsYXJnZXIgZmlyc3RcIixcbiAgICAgICAgKTtcbiAgICAgIH1cbiAgICAgIHRocm93IGVycjtcbiAgICB9XG4gICAgLy8gQXMgdG11eDogYm90aCB3aW5kb3dzIHVuem9vbWVkLlxuICAgIGZyb20uem9vbWVkID0gdG8uem9vbWVkID0gZmFsc2U7XG4gICAgY29uc3QgZW1wdGllZCA9IGZyb20gIT09IHRvICYmIGZyb20ucGFuZXMuc2l6ZSA9PT0gMTtcbiAgICBpZiAoZnJvbSA9PT0gdG8pIHtcbiAgICAgIHRvLmxheW91dC5yZW1vdmUocGFuZS5pZCk7XG4gICAgICB0by5sYXlvdXQucmVwbGFjZShTVEFORF9JTiwgcGFuZS5pZCk7XG4gICAgfSBlbHNlIHtcbiAgICAgIGlmICghZW1wdGllZCkgZnJvbS5yZW1vdmUocGFuZSk7XG4gICAgICB0by5wYW5lcy5zZXQocGFuZS5pZCwgcGFuZSk7XG4gICAgfVxuICAgIGlmICghZGV0YWNoZWQpIHtcbiAgICAgIHRvLnNlbGVjdChwYW5lKTtcbiAgICAgIHRoaXMuc2VsZWN0V2luZG93KHRvKTtcbiAgICB9XG4gICAgLy8gQWZ0ZXIgdGhlIHNlbGVjdCwgYXMgdG11eCBraWxscyBpdDogdGhlIHdpbmRvdyBsZWZ0IGVtcHR5IGlzIG5vXG4gICAgLy8gbGFzdCB3aW5kb3cgdG8gZ28gYmFjayB0by5cbiAgICBpZiAoZW1wdGllZCkgdGhpcy4jcmVtb3ZlV2luZG93KGZyb20pO1xuICAgIHRoaXMuI3B1Ymxpc2hMYXlvdXQoKTtcbiAgfVxuXG4gIC8vIC0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS1cbiAgLy8gTW92ZXMgYmV0d2VlbiBzZXNzaW9uczogYSBwYW5lJ3MgZW5naW5lIGdvZXMgZnJvbSBvbmUgcGFyc2Ugd29ya2VyIHRvXG4gIC8vIHRoZSBvdGhlciwgYXMgYSBsaXZlIHVwZ3JhZGUgY2FycmllcyBpdCAoYGhhbmRPZmZgLCB0aGVuIGBhZG9wdCpgKS5cblxuICAvKipcbiAgICogUmVmdXNlcyB0byBnaXZlIGBwYW5lc2AgdG8gYW5vdGhlciBzZXNzaW9uIHdoZW4gdGhleSBjYW5ub3QgZ286IHRoZVxuICAgKiBzZXNzaW9uIGlzIGJlaW5nIHVwZ3JhZGVkIG9yIGhhcyBlbmRlZCwgb3Igb25lIG9mIHRoZW0gaGFzIGV4aXRlZFxuICAgKiAoYSBkZWFkIHBhbmUgaGFzIG5vIHB0eSBsZWZ0IHRvIHJlYWQpLlxuICAgKi9cbiAgY2hlY2tIYW5kT2ZmKHBhbmVzOiBJdGVyYWJsZTxQYW5lPik6IHZvaWQge1xuICAgIHRoaXMuI2NoZWNrT3BlbigpO1xuICAgIGZvciAoY29uc3QgcCBvZiBwYW5lcykge1xuICAgICAgaWYgKHAuZGVhZCB8fCBwLnN0YXR1cyB8fCBwLmhhbmRpbmdPZmYpIHtcbiAgICAgICAgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFxuICAgICAgICAgIFwiYmFkLXJlcXVlc3RcIixcbiAgICAgICAgICBgUGFuZSAlJHtwLmlkfSBoYXMgZXhpdGVkIG9yIGlzIG1vdmluZzsgaXQgY2Fubm90IGNoYW5nZSBzZXNzaW9uc2AsXG4gICAgICAgICk7XG4gICAgICB9XG4gICAgfVxuICB9XG5cbiAgLyoqXG4gICAqIFJlZnVzZXMgYSBtb3ZlIHdoZW4gdGhpcyBzZXNzaW9uIGhhcyBlbmRlZCAoaXRzIGRlYWQgbGFzdCBwYW5lIGtlcHQ6XG4gICAqIGByZW1haW4tb24tZXhpdGAsIGAtLWtlZXBgOyByZXRyeWluZyBjYW5ub3QgaGVscCkgb3IgaXMgYmVpbmcgdXBncmFkZWQuXG4gICAqL1xuICAjY2hlY2tPcGVuKCk6IHZvaWQge1xuICAgIGlmICh0aGlzLmV4aXQgfHwgdGhpcy4jZ29uZSkge1xuICAgICAgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFxuICAgICAgICBcImV4aXRlZFwiLFxuICAgICAgICBgU2Vzc2lvbiAke3RoaXMubmFtZX0gaGFzIGV4aXRlZDsgaXRzIHBhbmVzIGFuZCB3aW5kb3dzIGNhbm5vdCBtb3ZlIChiZXJ0aCBraWxsICR7dGhpcy5uYW1lfSByZW1vdmVzIGl0KWAsXG4gICAgICApO1xuICAgIH1cbiAgICBpZiAodGhpcy4jZnJvemVuKSB7XG4gICAgICB0aHJvdyBuZXcgUmVxdWVzdEZhaWx1cmUoXG4gICAgICAgIFwiYnVzeVwiLFxuICAgICAgICBgU2Vzc2lvbiAke3RoaXMubmFtZX0gaXMgYmVpbmcgdXBncmFkZWQ7IHJldHJ5YCxcbiAgICAgICk7XG4gICAgfVxuICB9XG5cbiAgLyoqIEl0IGhhcyBlbmRlZCwgb3IgaXMgZW5kaW5nOiBpdCB0YWtlcyBubyBwYW5lIGZyb20gYW5vdGhlciBzZXNzaW9uLiAqL1xuICBnZXQgY2xvc2VkKCk6IGJvb2xlYW4ge1xuICAgIHJldHVybiB0aGlzLiNnb25lIHx8IHRoaXMuZXhpdCAhPT0gbnVsbDtcbiAgfVxuXG4gIC8qKiBSZWZ1c2VzIGBjb3VudGAgbW9yZSBwYW5lcyB3aGVuIHRoZSBzZXNzaW9uIGNhbm5vdCBob2xkIHRoZW0uICovXG4gIGNoZWNrUm9vbShjb3VudDogbnVtYmVyKTogdm9pZCB7XG4gICAgdGhpcy4jY2hlY2tPcGVuKCk7XG4gICAgaWYgKHRoaXMuI3BhbmVDb3VudCgpICsgY291bnQgPiBNQVhfUEFORVMpIHtcbiAgICAgIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcbiAgICAgICAgXCJiYWQtcmVxdWVzdFwiLFxuICAgICAgICBgU2Vzc2lvbiAke3RoaXMubmFtZX0gd291bGQgaGF2ZSBtb3JlIHRoYW4gJHtNQVhfUEFORVN9IHBhbmVzYCxcbiAgICAgICk7XG4gICAgfVxuICB9XG5cbiAgLyoqXG4gICAqIFN0b3BzIHJlYWRpbmcgYHBhbmVzYCBoZXJlIGFuZCByZXNvbHZlcyB3aXRoIHRoZWlyIGVuZ2luZXMgb25jZSBhbGxcbiAgICogdGhhdCB3YXMgcmVhZCBvZiB0aGVtIGlzIHBhcnNlZCAod2hhdCB0aGVpciBwcm9ncmFtcyB3cml0ZSBtZWFud2hpbGVcbiAgICogd2FpdHMgaW4gdGhlIHB0eSksIGZvciBhbm90aGVyIHNlc3Npb24gdG8gYGFkb3B0KmAgdGhlbS4gVGhleSBzdGF5XG4gICAqIGluIHRoZWlyIHdpbmRvd3MsIGVuZGluZyBub3RoaW5nLCB1bnRpbCBgdGFrZU91dGAuXG4gICAqL1xuICBhc3luYyBoYW5kT2ZmKHBhbmVzOiBQYW5lW10pOiBQcm9taXNlPE1hcDxudW1iZXIsIEVuZ2luZVN0YXRlPj4ge1xuICAgIHRoaXMuY2hlY2tIYW5kT2ZmKHBhbmVzKTtcbiAgICBjb25zdCBwYXJzZWQ6IFByb21pc2U8dm9pZD5bXSA9IFtdO1xuICAgIGZvciAoY29uc3QgcCBvZiBwYW5lcykge1xuICAgICAgcC5oYW5kaW5nT2ZmID0gdHJ1ZTtcbiAgICAgIGlmIChwLnBhcnNlZCkgY29udGludWU7XG4gICAgICBwYXJzZWQucHVzaChcbiAgICAgICAgbmV3IFByb21pc2UoKHIpID0+XG4gICAgICAgICAgdGhpcy4jdGhhd2luZy5zZXQocC5pZCwgKCkgPT4ge1xuICAgICAgICAgICAgdGhpcy4jdGhhd2luZy5kZWxldGUocC5pZCk7XG4gICAgICAgICAgICByKCk7XG4gICAgICAgICAgfSlcbiAgICAgICAgKSxcbiAgICAgICk7XG4gICAgICBwLnJpbmcucmVxdWVzdFN0b3AoKTtcbiAgICB9XG4gICAgYXdhaXQgUHJvbWlzZS5hbGwocGFyc2VkKTtcbiAgICBjb25zdCBlbmdpbmVzID0gbmV3IE1hcChhd2FpdCB0aGlzLiNwYXJzZS5zYXZlRW5naW5lcygpKTtcbiAgICBmb3IgKGNvbnN0IHAgb2YgcGFuZXMpIHtcbiAgICAgIHRoaXMuI3BhcnNlLnJlamVjdFdhdGNoZXMoXG4gICAgICAgIG5ldyBSZXF1ZXN0RmFpbHVyZShcImV4aXRlZFwiLCBgUGFuZSAlJHtwLmlkfSBtb3ZlZCB0byBhbm90aGVyIHNlc3Npb25gKSxcbiAgICAgICAgcC5pZCxcbiAgICAgICk7XG4gICAgICB0aGlzLiNwYXJzZS5wb3N0KHsgdDogXCJkcm9wLXBhbmVcIiwgcGFuZTogcC5pZCB9KTtcbiAgICB9XG4gICAgYXdhaXQgUHJvbWlzZS5hbGwocGFuZXMubWFwKChwKSA9PiBwLmdhdGhlcmVkKSk7XG4gICAgcmV0dXJuIGVuZ2luZXM7XG4gIH1cblxuICAvKiogVGFrZXMgaGFuZGVkLW9mZiBgcGFuZXNgIG91dCBvZiB0aGVpciB3aW5kb3dzIGhlcmUgKGEgd2luZG93IGVtcHRpZWQgZ29lcykuICovXG4gIHRha2VPdXQocGFuZXM6IFBhbmVbXSk6IHZvaWQge1xuICAgIGZvciAoY29uc3QgcCBvZiBwYW5lcykge1xuICAgICAgY29uc3QgdyA9IHRoaXMud2luZG93T2YocCk7XG4gICAgICBpZiAoIXcpIGNvbnRpbnVlO1xuICAgICAgaWYgKHcucGFuZXMuc2l6ZSA+IDEpIHcucmVtb3ZlKHApO1xuICAgICAgZWxzZSBpZiAoIXRoaXMuI3Rha2VXaW5kb3dPdXQodykpIHJldHVybjtcbiAgICB9XG4gICAgdGhpcy4jcHVibGlzaExheW91dCgpO1xuICB9XG5cbiAgLyoqXG4gICAqIFRha2VzIGhhbmRlZC1vZmYgd2luZG93IGB3YCBvdXQgb2YgdGhpcyBzZXNzaW9uIHdob2xlLCBpdHMgcGFuZXMgYW5kXG4gICAqIGxheW91dCBrZXB0IGZvciB0aGUgc2Vzc2lvbiBpdCBnb2VzIHRvIChgbW92ZS13aW5kb3dgOyBgdGFrZU91dGAgd291bGRcbiAgICogdGFrZSBpdHMgcGFuZXMgb3V0IG9uZSBieSBvbmUsIGxlYXZpbmcgaXQgb25lKS5cbiAgICovXG4gIHRha2VPdXRXaW5kb3codzogV2luZG93KTogdm9pZCB7XG4gICAgaWYgKCF0aGlzLndpbmRvd3MuaW5jbHVkZXModykpIHJldHVybjtcbiAgICBpZiAodGhpcy4jdGFrZVdpbmRvd091dCh3KSkgdGhpcy4jcHVibGlzaExheW91dCgpO1xuICB9XG5cbiAgLyoqXG4gICAqIFJlbW92ZXMgd2luZG93IGB3YDsgZmFsc2Ugd2hlbiBpdCB3YXMgdGhlIGxhc3Q6IHRoZSBzZXNzaW9uJ3Mgb3RoZXJcbiAgICogd2luZG93cyBjbG9zZWQgd2hpbGUgaXQgd2FzIGhhbmRlZCBvZmYsIGFuZCB0aGUgc2Vzc2lvbiBoYXMgZW5kZWQsIGFzXG4gICAqIHRtdXgncyBkb2VzIHdoZW4gaXRzIGxhc3Qgd2luZG93IGxlYXZlcy5cbiAgICovXG4gICN0YWtlV2luZG93T3V0KHc6IFdpbmRvdyk6IGJvb2xlYW4ge1xuICAgIGlmICh0aGlzLndpbmRvd3MubGVuZ3RoID4gMSkge1xuICAgICAgdGhpcy4jcmVtb3ZlV2luZG93KHcpO1xuICAgICAgcmV0dXJuIHRydWU7XG4gICAgfVxuICAgIHRoaXMuI2VuZCh7IGNvZGU6IDAsIHNpZ25hbDogbnVsbCB9KTtcbiAgICB0aGlzLiNmaW5pc2goKTtcbiAgICByZXR1cm4gZmFsc2U7XG4gIH1cblxuICAvKipcbiAgICogVGhlIHBhbmUgYG9sZGAgb2Ygc2Vzc2lvbiBgZnJvbWAgKGBoYW5kT2ZmYCksIGFzIGEgcGFuZSBvZiB0aGlzXG4gICAqIHNlc3Npb24gb24gdGhlIHNhbWUgcHR5OiBpdHMgZW5naW5lIHJlc3RvcmVkIGluIHRoaXMgcGFyc2Ugd29ya2VyLFxuICAgKiByZWFkIGJ5IHRoZSBnYXRoZXIgd29ya2VyIGludG8gYSByaW5nIG9mIGl0cyBvd24sIGl0cyBleGl0IHdhdGNoZWQuXG4gICAqL1xuICAjYWRvcHRQYW5lKG9sZDogUGFuZSwgZW5naW5lOiBFbmdpbmVTdGF0ZSB8IHVuZGVmaW5lZCwgZnJvbTogU2Vzc2lvbik6IFBhbmUge1xuICAgIGNvbnN0IHBhbmUgPSBuZXcgUGFuZShcbiAgICAgIG9sZC5pZCxcbiAgICAgIG9sZC5wdHksXG4gICAgICB0aGlzLiNnYXRoZXIud2FrZUZkLFxuICAgICAgb2xkLmNvbW1hbmQsXG4gICAgICBvbGQuY29scyxcbiAgICAgIG9sZC5yb3dzLFxuICAgICk7XG4gICAgLy8gV2hhdCByZXNwYXduLXBhbmUgc3RhcnRzIGFnYWluIHRoZXJlOiBpdHMgcHJvZ3JhbSwgbm90IHRoZSBzZXNzaW9uJ3MuXG4gICAgcGFuZS5hcmd2MCA9IG9sZC5hcmd2MDtcbiAgICBwYW5lLmN3ZCA9IG9sZC5jd2Q7XG4gICAgcGFuZS5jdXJzb3JLZXlzID0gb2xkLmN1cnNvcktleXM7XG4gICAgcGFuZS5icmFja2V0ZWRQYXN0ZSA9IG9sZC5icmFja2V0ZWRQYXN0ZTtcbiAgICBwYW5lLm1vdXNlID0gb2xkLm1vdXNlO1xuICAgIHBhbmUua2lsbGVkID0gb2xkLmtpbGxlZDtcbiAgICBvbGQuaGFuZE92ZXIocGFuZSk7XG4gICAgdGhpcy4jcGFyc2UucG9zdCh7XG4gICAgICB0OiBcImFkZC1wYW5lXCIsXG4gICAgICBwYW5lOiB7XG4gICAgICAgIGlkOiBwYW5lLmlkLFxuICAgICAgICBzYWI6IHBhbmUucmluZy5zYWIsXG4gICAgICAgIGZkOiBwYW5lLnB0eS5mZCxcbiAgICAgICAgY29sczogcGFuZS5jb2xzLFxuICAgICAgICByb3dzOiBwYW5lLnJvd3MsXG4gICAgICAgIHNjcm9sbGJhY2s6IHRoaXMuI3NwZWMuc2Nyb2xsYmFjayxcbiAgICAgICAgZW5naW5lLFxuICAgICAgfSxcbiAgICB9KTtcbiAgICB0aGlzLiNnYXRoZXJQYW5lKHBhbmUpO1xuICAgIHBhbmUuZXhpdFdhdGNoID0gb2xkLmV4aXRXYXRjaCA/PyB0aGlzLiN3YXRjaGVyLmV4aXRlZChwYW5lLnBpZCk7XG4gICAgcGFuZS5leGl0V2F0Y2gudGhlbihcbiAgICAgIChzdGF0dXMpID0+IHRoaXMuI2NoaWxkRXhpdGVkKHBhbmUsIHN0YXR1cyksXG4gICAgICAoZXJyKSA9PiB0aGlzLiNsb2cuaW5mbyhgc2Vzc2lvbiAke3RoaXMubmFtZX06ICR7ZXJyfWApLFxuICAgICk7XG4gICAgY29uc3QgZXhpdCA9IGZyb20uI3BhbmVFeGl0cy5nZXQob2xkKTtcbiAgICBpZiAoZXhpdCkge1xuICAgICAgZnJvbS4jcGFuZUV4aXRzLmRlbGV0ZShvbGQpO1xuICAgICAgdGhpcy4jcGFuZUV4aXRzLnNldChwYW5lLCBleGl0KTtcbiAgICB9XG4gICAgcmV0dXJuIHBhbmU7XG4gIH1cblxuICAvKipcbiAgICogV2luZG93IGB3YCBvZiBzZXNzaW9uIGBmcm9tYCwgaXRzIHBhbmVzIGhhbmRlZCBvZmYgKGBoYW5kT2ZmYCxcbiAgICogYHRha2VPdXRgKSwgYmVjb21lcyB0aGlzIHNlc3Npb24ncyBhdCBgaW5kZXhgIChhcyBgbW92ZVdpbmRvd2A7IGFuXG4gICAqIGluZGV4IHRha2VuIG1lYW53aGlsZTogdGhlIGZpcnN0IGZyZWUgb25lLCB1bmxlc3MgYGtpbGxgKS5cbiAgICovXG4gIGFkb3B0V2luZG93KFxuICAgIHc6IFdpbmRvdyxcbiAgICBlbmdpbmVzOiBNYXA8bnVtYmVyLCBFbmdpbmVTdGF0ZT4sXG4gICAgZnJvbTogU2Vzc2lvbixcbiAgICBpbmRleDogbnVtYmVyIHwgbnVsbCxcbiAgICBraWxsOiBib29sZWFuLFxuICAgIGRldGFjaGVkOiBib29sZWFuLFxuICApOiB2b2lkIHtcbiAgICB0aGlzLiNhZG9wdFBhbmVzKHcsIGVuZ2luZXMsIGZyb20pO1xuICAgIGNvbnN0IHRha2VuID0gaW5kZXggIT09IG51bGwgJiZcbiAgICAgIHRoaXMud2luZG93cy5zb21lKChvKSA9PiBvLmluZGV4ID09PSBpbmRleCk7XG4gICAgY29uc3QgeyBhdCwgdGhlcmUgfSA9IHRoaXMucGxhY2VGb3IoXG4gICAgICB3LFxuICAgICAgdGFrZW4gJiYgIWtpbGwgPyBudWxsIDogaW5kZXgsXG4gICAgICBraWxsLFxuICAgICk7XG4gICAgaWYgKHRoZXJlKSB0aGlzLiNkaXNjYXJkV2luZG93KHRoZXJlKTtcbiAgICBpZiAodGhlcmUgJiYgdGhlcmUgPT09IHRoaXMud2luZG93KSB7XG4gICAgICB0aGlzLndpbmRvdyA9IHc7XG4gICAgICBkZXRhY2hlZCA9IGZhbHNlO1xuICAgIH1cbiAgICB3LmluZGV4ID0gYXQ7XG4gICAgdy5hY3Rpdml0eSA9IHcuYmVsbCA9IGZhbHNlO1xuICAgIHRoaXMud2luZG93cy5wdXNoKHcpO1xuICAgIHRoaXMuI3NvcnRXaW5kb3dzKCk7XG4gICAgaWYgKGRldGFjaGVkKSB0aGlzLiNwdWJsaXNoTGF5b3V0KCk7XG4gICAgZWxzZSB0aGlzLnNlbGVjdFdpbmRvdyh3KTtcbiAgfVxuXG4gIC8qKiBFYWNoIHBhbmUgb2Ygd2luZG93IGB3YCwgaGFuZGVkIG9mZiBieSBgZnJvbWAsIGJlY29tZXMgdGhpcyBzZXNzaW9uJ3MuICovXG4gICNhZG9wdFBhbmVzKFxuICAgIHc6IFdpbmRvdyxcbiAgICBlbmdpbmVzOiBNYXA8bnVtYmVyLCBFbmdpbmVTdGF0ZT4sXG4gICAgZnJvbTogU2Vzc2lvbixcbiAgKTogdm9pZCB7XG4gICAgZm9yIChjb25zdCBvbGQgb2YgWy4uLncucGFuZXMudmFsdWVzKCldKSB7XG4gICAgICBjb25zdCBwYW5lID0gdGhpcy4jYWRvcHRQYW5lKG9sZCwgZW5naW5lcy5nZXQob2xkLmlkKSwgZnJvbSk7XG4gICAgICB3LnBhbmVzLnNldChwYW5lLmlkLCBwYW5lKTtcbiAgICAgIGlmICh3LmFjdGl2ZSA9PT0gb2xkKSB3LmFjdGl2ZSA9IHBhbmU7XG4gICAgICBpZiAody5sYXN0ID09PSBvbGQpIHcubGFzdCA9IHBhbmU7XG4gICAgfVxuICB9XG5cbiAgLyoqXG4gICAqIFdpbmRvdyBgd2Agb2Ygc2Vzc2lvbiBgZnJvbWAgKGl0cyBwYW5lcyBoYW5kZWQgb2ZmKSB0YWtlcyB0aGUgcGxhY2Ugb2ZcbiAgICogdGhpcyBzZXNzaW9uJ3MgYG9sZGAgKGhhbmRlZCBvZmYgdG8gYGZyb21gIGluIHR1cm46IGEgYHN3YXAtd2luZG93YFxuICAgKiBiZXR3ZWVuIHNlc3Npb25zKTogaXRzIGluZGV4LCBhbmQgaXRzIGJlaW5nIHNob3duIG9yIGxhc3QsIGFzIHRtdXgnc1xuICAgKiB3aW5saW5rcyBrZWVwIHRoZWlycyAoYGluZGV4YDogYG9sZGAncyBiZWZvcmUgdGhlIHN3YXAgYmVnYW4pO1xuICAgKiBgc2VsZWN0YCBzaG93cyBpdC5cbiAgICovXG4gIHN3YXBJbihcbiAgICBvbGQ6IFdpbmRvdyxcbiAgICBpbmRleDogbnVtYmVyLFxuICAgIHc6IFdpbmRvdyxcbiAgICBlbmdpbmVzOiBNYXA8bnVtYmVyLCBFbmdpbmVTdGF0ZT4sXG4gICAgZnJvbTogU2Vzc2lvbixcbiAgICBzZWxlY3Q6IGJvb2xlYW4sXG4gICk6IHZvaWQge1xuICAgIHRoaXMuI2Fkb3B0UGFuZXModywgZW5naW5lcywgZnJvbSk7XG4gICAgdy5pbmRleCA9IGluZGV4O1xuICAgIHRoaXMud2luZG93c1t0aGlzLndpbmRvd3MuaW5kZXhPZihvbGQpXSA9IHc7XG4gICAgaWYgKHRoaXMud2luZG93ID09PSBvbGQpIHRoaXMud2luZG93ID0gdztcbiAgICB0aGlzLiNsYXN0V2luZG93cyA9IHRoaXMuI2xhc3RXaW5kb3dzLm1hcCgobCkgPT4gbCA9PT0gb2xkID8gdyA6IGwpO1xuICAgIGlmIChzZWxlY3QgfHwgdGhpcy53aW5kb3cgPT09IHcpIHRoaXMuc2VsZWN0V2luZG93KHcpO1xuICAgIGVsc2UgdGhpcy4jcHVibGlzaExheW91dCgpO1xuICB9XG5cbiAgLyoqXG4gICAqIFBhbmUgYG9sZGAgb2Ygc2Vzc2lvbiBgZnJvbWAgKGhhbmRlZCBvZmYgYW5kIHRha2VuIG91dCkgam9pbnNcbiAgICogYHRhcmdldGAncyB3aW5kb3cgaGVyZSwgYXMgYGpvaW5QYW5lYDsgc2hvdWxkIGB0YXJnZXRgIGJlIGdvbmUgb3JcbiAgICogdG9vIHNtYWxsIGJ5IG5vdywgaXQgZ2V0cyBhIHdpbmRvdyBvZiBpdHMgb3duLlxuICAgKi9cbiAgYWRvcHRKb2luZWQoXG4gICAgb2xkOiBQYW5lLFxuICAgIGVuZ2luZTogRW5naW5lU3RhdGUgfCB1bmRlZmluZWQsXG4gICAgZnJvbTogU2Vzc2lvbixcbiAgICB0YXJnZXQ6IFBhbmUsXG4gICAga2luZDogU3BsaXRLaW5kLFxuICAgIHNpemU6IG51bWJlciB8IHVuZGVmaW5lZCxcbiAgICBiZWZvcmU6IGJvb2xlYW4sXG4gICAgZGV0YWNoZWQ6IGJvb2xlYW4sXG4gICk6IFBhbmUge1xuICAgIGNvbnN0IHBhbmUgPSB0aGlzLiNhZG9wdFBhbmUob2xkLCBlbmdpbmUsIGZyb20pO1xuICAgIGNvbnN0IHRvID0gdGhpcy53aW5kb3dPZih0YXJnZXQpO1xuICAgIHRyeSB7XG4gICAgICBpZiAoIXRvKSB0aHJvdyBuZXcgTm9Sb29tRXJyb3IoKTtcbiAgICAgIHRvLmxheW91dC5zcGxpdCh0YXJnZXQuaWQsIHBhbmUuaWQsIGtpbmQsIHNpemUsIGJlZm9yZSk7XG4gICAgfSBjYXRjaCB7XG4gICAgICBjb25zdCB3ID0gbmV3IFdpbmRvdyhcbiAgICAgICAgdGhpcy4jd2luZG93SWRzLnRha2UoKSxcbiAgICAgICAgdGhpcy4jZnJlZUluZGV4KCksXG4gICAgICAgIHdpbmRvd05hbWUocGFuZS5jb21tYW5kKSxcbiAgICAgICAgcGFuZSxcbiAgICAgICAgdGhpcy5jb2xzLFxuICAgICAgICB0aGlzLnJvd3MsXG4gICAgICApO1xuICAgICAgdGhpcy53aW5kb3dzLnB1c2godyk7XG4gICAgICB0aGlzLiNzb3J0V2luZG93cygpO1xuICAgICAgaWYgKGRldGFjaGVkKSB0aGlzLiNwdWJsaXNoTGF5b3V0KCk7XG4gICAgICBlbHNlIHRoaXMuc2VsZWN0V2luZG93KHcpO1xuICAgICAgcmV0dXJuIHBhbmU7XG4gICAgfVxuICAgIHRvLnpvb21lZCA9IGZhbHNlO1xuICAgIHRvLnBhbmVzLnNldChwYW5lLmlkLCBwYW5lKTtcbiAgICBpZiAoIWRldGFjaGVkKSB7XG4gICAgICB0by5zZWxlY3QocGFuZSk7XG4gICAgICB0aGlzLnNlbGVjdFdpbmRvdyh0byk7XG4gICAgfSBlbHNlIHRoaXMuI3B1Ymxpc2hMYXlvdXQoKTtcbiAgICByZXR1cm4gcGFuZTtcbiAgfVxuXG4gIC8qKiBFbmRzIGEgcGFuZSdzIHByb2dyYW07IHRoZSBwYW5lIGNsb3NlcyBvbmNlIGl0IGhhcyBleGl0ZWQuICovXG4gIGtpbGxQYW5lKHBhbmU6IFBhbmUpOiB2b2lkIHtcbiAgICAvLyBUaGUgZGVhZCBsYXN0IHBhbmUgb2YgYW4gZW5kZWQgc2Vzc2lvbjogdGhlIHNlc3Npb24gZ29lcyB3aXRoIGl0LlxuICAgIGlmICh0aGlzLmV4aXQpIHtcbiAgICAgIHZvaWQgdGhpcy5raWxsKCk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIC8vIEtpbGxlZCwgdGhlIHBhbmUgZ29lcyB3aGF0ZXZlciByZW1haW4tb24tZXhpdCBzYXlzOiBhIGRlYWQgbGFzdFxuICAgIC8vIHBhbmUgdGFrZXMgaXRzIHNlc3Npb24gd2l0aCBpdC5cbiAgICBwYW5lLmtpbGxlZCA9IHRydWU7XG4gICAgaWYgKHBhbmUuZGVhZCB8fCBwYW5lLmVuZGVkKSB7XG4gICAgICB0aGlzLiNjbG9zZVBhbmUocGFuZSk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIHRoaXMuI3NpZ25hbExhdGVyKHBhbmUpO1xuICB9XG5cbiAgLyoqIEVuZHMgZXZlcnkgcHJvZ3JhbSBvZiB3aW5kb3cgYHdgLiAqL1xuICBraWxsV2luZG93KHc6IFdpbmRvdyk6IHZvaWQge1xuICAgIGZvciAoY29uc3QgcGFuZSBvZiBbLi4udy5wYW5lcy52YWx1ZXMoKV0pIHRoaXMua2lsbFBhbmUocGFuZSk7XG4gIH1cblxuICAvKiogVG9nZ2xlcyB0aGUgem9vbSBvZiBgcGFuZWAncyB3aW5kb3csIHdpdGggYHBhbmVgIGFjdGl2ZS4gKi9cbiAgdG9nZ2xlWm9vbShwYW5lOiBQYW5lKTogdm9pZCB7XG4gICAgY29uc3QgdyA9IHRoaXMud2luZG93T2YocGFuZSk7XG4gICAgaWYgKCF3KSByZXR1cm47XG4gICAgY29uc3Qgem9vbSA9ICEody56b29tZWQgJiYgdy5hY3RpdmUgPT09IHBhbmUpO1xuICAgIHcuc2VsZWN0KHBhbmUpO1xuICAgIHcuem9vbWVkID0gem9vbSAmJiB3LnBhbmVzLnNpemUgPiAxO1xuICAgIHRoaXMuI3B1Ymxpc2hMYXlvdXQoKTtcbiAgfVxuXG4gIC8qKiBUaGUgd2luZG93J3MgbGF5b3V0IGNoYW5nZWQ6IHJlLXNpemUgdGhlIHB0eXMgYW5kIHJlLWNvbXBvc2UuICovXG4gIGxheW91dENoYW5nZWQoKTogdm9pZCB7XG4gICAgdGhpcy4jcHVibGlzaExheW91dCgpO1xuICB9XG5cbiAgLyoqXG4gICAqIFNldHMgZXZlcnkgcGFuZSdzIHB0eSB0byBpdHMgcmVjdGFuZ2xlIChUSU9DU1dJTlNaKSwgdGhlbiBwdWJsaXNoZXNcbiAgICogdGhlIGFycmFuZ2VtZW50IGZvciB0aGUgcGFyc2Ugd29ya2VyLCB3aGljaCByZS1zaXplcyBpdHMgZW5naW5lcyBhbmRcbiAgICogY29tcG9zZXMgdGhlIHNob3duIHdpbmRvdyBiZWZvcmUgaXQgcGFyc2VzIHRoZSBuZXh0IGJhdGNoLlxuICAgKi9cbiAgI3B1Ymxpc2hMYXlvdXQoKTogdm9pZCB7XG4gICAgdGhpcy4jc2hvd25DaGFuZ2VkKCk7XG4gICAgZm9yIChjb25zdCB3IG9mIHRoaXMud2luZG93cykgdy5yZXNpemUodGhpcy5jb2xzLCB0aGlzLnJvd3MpO1xuICAgIC8vIFRoZSBzaG93biB3aW5kb3cncyBzaXplOiB0aGUgc2Vzc2lvbidzLCBvciBtb3JlIHdoZW4gaXRzIHBhbmVzIG5lZWRcbiAgICAvLyBtb3JlIChgTGF5b3V0LnJlc2l6ZWApOyBhIGNsaWVudCB0aGVuIHNob3dzIHRoZSBwYXJ0IHdpdGggdGhlIGN1cnNvci5cbiAgICBjb25zdCBsYXlvdXQ6IFNoYXJlZExheW91dCA9IHtcbiAgICAgIGNvbHM6IHRoaXMud2luZG93LmNvbHMsXG4gICAgICByb3dzOiB0aGlzLndpbmRvdy5yb3dzLFxuICAgICAgYWN0aXZlOiB0aGlzLndpbmRvdy5hY3RpdmUuaWQsXG4gICAgICBwYW5lczogW10sXG4gICAgfTtcbiAgICBmb3IgKGNvbnN0IHcgb2YgdGhpcy53aW5kb3dzKSB7XG4gICAgICBjb25zdCBzaG93biA9IHcuc2hvd24oKTtcbiAgICAgIGNvbnN0IHJlY3RzID0gdy5sYXlvdXQucmVjdHMoKTtcbiAgICAgIGZvciAoY29uc3QgcGFuZSBvZiB3LnBhbmVzLnZhbHVlcygpKSB7XG4gICAgICAgIGNvbnN0IHIgPSBzaG93bi5nZXQocGFuZS5pZCkgPz8gcmVjdHMuZ2V0KHBhbmUuaWQpITtcbiAgICAgICAgY29uc3QgcmVzaXplZCA9IHRoaXMuI3NldFBhbmVTaXplKHBhbmUsIHIuY29scywgci5yb3dzKTtcbiAgICAgICAgaWYgKHJlc2l6ZWQgJiYgdyAhPT0gdGhpcy53aW5kb3cpIHtcbiAgICAgICAgICBwYW5lLnJlZHJhd1VudGlsID0gRGF0ZS5ub3coKSArIFJFRFJBV19NUztcbiAgICAgICAgfVxuICAgICAgICBsYXlvdXQucGFuZXMucHVzaCh7XG4gICAgICAgICAgaWQ6IHBhbmUuaWQsXG4gICAgICAgICAgLi4ucixcbiAgICAgICAgICB2aXNpYmxlOiB3ID09PSB0aGlzLndpbmRvdyAmJiBzaG93bi5oYXMocGFuZS5pZCksXG4gICAgICAgIH0pO1xuICAgICAgfVxuICAgIH1cbiAgICB3cml0ZUxheW91dCh0aGlzLiNsYXlvdXQsIGxheW91dCk7XG4gICAgdGhpcy4jdXBkYXRlUm91dGUoKTtcbiAgICB0aGlzLiNwYXJzZS5wb3N0KHsgdDogXCJyZXNpemVcIiB9KTtcbiAgICAvLyBUaGUgd2luZG93IGxpc3QgbWF5IGhhdmUgY2hhbmdlZCB3aXRoIGl0ICh0aGUgc3RhdHVzIGxpbmUpOyBhXG4gICAgLy8gY2xpZW50J3MgZmlyc3QgZnJhbWUgd2FpdHMgZm9yIGl0cyBhdHRhY2ggYW5zd2VyLlxuICAgIGZvciAoY29uc3QgYyBvZiB0aGlzLmNsaWVudHMpIGlmIChjLnZpZXcuc2VxID4gMCkgYy5wdW1wKCk7XG4gIH1cblxuICAvKiogVHlwZWQga2V5cyBnbyBzdHJhaWdodCB0byB0aGUgYWN0aXZlIHBhbmUsIHdoaWxlIGl0IHRha2VzIHRoZW0uICovXG4gICN1cGRhdGVSb3V0ZSgpOiB2b2lkIHtcbiAgICBjb25zdCBwID0gdGhpcy53aW5kb3cuYWN0aXZlO1xuICAgIGNvbnN0IGlkID0gcC5zdGF0dXMgfHwgcC5kZWFkIHx8IHRoaXMuI2Zyb3plbiA/IC0xIDogcC5nYXRoZXJJZDtcbiAgICBBdG9taWNzLnN0b3JlKHRoaXMucm91dGUsIDAsIGlkKTtcbiAgfVxuXG4gIC8vIFRydWUgd2hlbiB0aGUgcGFuZSdzIHNpemUgY2hhbmdlZC5cbiAgI3NldFBhbmVTaXplKHBhbmU6IFBhbmUsIGNvbHM6IG51bWJlciwgcm93czogbnVtYmVyKTogYm9vbGVhbiB7XG4gICAgdHJ5IHtcbiAgICAgIHJldHVybiBwYW5lLnNldFNpemUoY29scywgcm93cyk7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICB0aGlzLiNsb2cuaW5mbyhcbiAgICAgICAgYHNlc3Npb24gJHt0aGlzLm5hbWV9OiByZXNpemUgZmFpbGVkOiAkeyhlcnIgYXMgRXJyb3IpLm1lc3NhZ2V9YCxcbiAgICAgICk7XG4gICAgICByZXR1cm4gZmFsc2U7XG4gICAgfVxuICB9XG5cbiAgLy8gLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLVxuICAvLyBBdHRhY2ggY2xpZW50c1xuXG4gIC8qKiBBZGRzIGFuIGF0dGFjaCBjbGllbnQ7IGl0cyBmaXJzdCBmcmFtZSBmb2xsb3dzIGl0cyBhdHRhY2ggcmVzcG9uc2UuICovXG4gIGF0dGFjaChjbGllbnQ6IEF0dGFjaGVkQ2xpZW50KTogdm9pZCB7XG4gICAgdGhpcy5jbGllbnRzLmFkZChjbGllbnQpO1xuICAgIHRoaXMuI2NsaWVudHNDaGFuZ2VkKCk7XG4gICAgdGhpcy4jdG91Y2goY2xpZW50KTtcbiAgfVxuXG4gIC8qKiBSZW1vdmVzIGFuIGF0dGFjaCBjbGllbnQsIHRlbGxpbmcgaXQgd2h5LiAqL1xuICBkZXRhY2goY2xpZW50OiBBdHRhY2hlZENsaWVudCwgcmVhc29uOiBcImRldGFjaGVkXCIpOiB2b2lkIHtcbiAgICBpZiAoIXRoaXMuY2xpZW50cy5kZWxldGUoY2xpZW50KSkgcmV0dXJuO1xuICAgIHRoaXMuI2NsaWVudHNDaGFuZ2VkKCk7XG4gICAgY2xpZW50LmVuZCh7IHQ6IFwiZW5kXCIsIHJlYXNvbiwgbmFtZTogdGhpcy5uYW1lIH0pO1xuICAgIHRoaXMuI2FmdGVyQ2xpZW50TGVmdChjbGllbnQpO1xuICB9XG5cbiAgLyoqIFRoZSBjbGllbnQncyBjb25uZWN0aW9uIGNsb3NlZC4gKi9cbiAgZHJvcENsaWVudChjbGllbnQ6IEF0dGFjaGVkQ2xpZW50KTogdm9pZCB7XG4gICAgaWYgKCF0aGlzLmNsaWVudHMuZGVsZXRlKGNsaWVudCkpIHJldHVybjtcbiAgICB0aGlzLiNjbGllbnRzQ2hhbmdlZCgpO1xuICAgIHRoaXMuI2FmdGVyQ2xpZW50TGVmdChjbGllbnQpO1xuICB9XG5cbiAgLyoqXG4gICAqIFRlbGxzIHRoZSBwYXJzZSB3b3JrZXIgaG93IG1hbnkgY2xpZW50cyBhcmUgYXR0YWNoZWQ6IGl0IGhvbGRzIGJhY2tcbiAgICogYW4gdXBkYXRlIGl0IGRyZXcgb24gdGhlIHRlcm1pbmFscyBsZW50IHRvIGl0IG9ubHkgd2hlbiB0aGV5IGFyZSBhbGxcbiAgICogdGhlcmUgaXMgKGB3b3JrZXJzL2hlbGRfdXBkYXRlcy50c2ApOyBhbnkgb3RoZXIgY2xpZW50IG11c3QgaGF2ZSBpdFxuICAgKiBhdCBvbmNlLlxuICAgKi9cbiAgI2NsaWVudHNDaGFuZ2VkKCk6IHZvaWQge1xuICAgIEF0b21pY3Muc3RvcmUoXG4gICAgICBuZXcgSW50MzJBcnJheSh0aGlzLiNzaWduYWwpLFxuICAgICAgU0lHTkFMX0NMSUVOVFMsXG4gICAgICB0aGlzLmNsaWVudHMuc2l6ZSxcbiAgICApO1xuICB9XG5cbiAgI2FmdGVyQ2xpZW50TGVmdChjbGllbnQ6IEF0dGFjaGVkQ2xpZW50KTogdm9pZCB7XG4gICAgY29uc3QgbmV4dCA9IHRoaXMuI3NpemVQb2xpY3kubGVmdChjbGllbnQsIHRoaXMuY2xpZW50cyk7XG4gICAgaWYgKG5leHQpIHRoaXMuI3RvdWNoKG5leHQpO1xuICB9XG5cbiAgLyoqXG4gICAqIEtleWJvYXJkIGlucHV0IGZyb20gYW4gYXR0YWNoIGNsaWVudDogdG8gdGhlIGFjdGl2ZSBwYW5lLiBObyBieXRlczpcbiAgICogYSBrZXkgYm91bmQgdG8gYSBjb21tYW5kLCB3aGljaCBtYWtlcyB0aGUgY2xpZW50IGFjdGl2ZSBhbGwgdGhlIHNhbWUuXG4gICAqL1xuICBpbnB1dChjbGllbnQ6IEF0dGFjaGVkQ2xpZW50LCBkYXRhOiBVaW50OEFycmF5KTogdm9pZCB7XG4gICAgaWYgKGNsaWVudC5yZWFkT25seSkgcmV0dXJuOyAvLyBSZWFkLW9ubHkgY2xpZW50cyBzZWUsIG5ldmVyIHR5cGUuXG4gICAgdGhpcy4jdG91Y2goY2xpZW50KTtcbiAgICBpZiAoZGF0YS5sZW5ndGggPT09IDApIHJldHVybjtcbiAgICB0aGlzLnNlbmQoZGF0YSkuY2F0Y2goKGVycikgPT4ge1xuICAgICAgdGhpcy4jbG9nLmluZm8oXG4gICAgICAgIGBzZXNzaW9uICR7dGhpcy5uYW1lfTogaW5wdXQgZHJvcHBlZDogJHsoZXJyIGFzIEVycm9yKS5tZXNzYWdlfWAsXG4gICAgICApO1xuICAgIH0pO1xuICB9XG5cbiAgLyoqIEFuIGF0dGFjaCBjbGllbnQncyB0ZXJtaW5hbCBjaGFuZ2VkIHNpemUuICovXG4gIGNsaWVudFJlc2l6ZWQoY2xpZW50OiBBdHRhY2hlZENsaWVudCwgY29sczogbnVtYmVyLCByb3dzOiBudW1iZXIpOiB2b2lkIHtcbiAgICBjbGllbnQuY29scyA9IGNvbHM7XG4gICAgY2xpZW50LnJvd3MgPSByb3dzO1xuICAgIGlmIChjbGllbnQucmVhZE9ubHkpIHtcbiAgICAgIGNsaWVudC5wdW1wKCk7IC8vIFJlLWNyb3Agb25seTogaXRzIG93biB2aWV3IGNoYW5nZXMsIG5vdCB0aGUgc2Vzc2lvbi5cbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgdGhpcy4jdG91Y2goY2xpZW50KTtcbiAgfVxuXG4gIC8qKlxuICAgKiBgY2xpZW50YCBnYXZlIGl0cyB0ZXJtaW5hbCBiYWNrIGFuZCBzdG9wcGVkIChgc3VzcGVuZC1jbGllbnRgKTogdGhlXG4gICAqIHNlc3Npb24gdGFrZXMgdGhlIHNpemUgb2YgdGhlIG1vc3QgcmVjZW50bHkgYWN0aXZlIGNsaWVudCBsZWZ0LCBhc1xuICAgKiB0bXV4IGlnbm9yZXMgYSBzdXNwZW5kZWQgY2xpZW50J3Mgc2l6ZS5cbiAgICovXG4gIGNsaWVudFN1c3BlbmRlZChjbGllbnQ6IEF0dGFjaGVkQ2xpZW50KTogdm9pZCB7XG4gICAgY2xpZW50LnN1c3BlbmRlZCA9IHRydWU7XG4gICAgdGhpcy4jYWZ0ZXJDbGllbnRMZWZ0KGNsaWVudCk7XG4gIH1cblxuICAvKiogYGNsaWVudGAgaXMgYmFjayBmcm9tIGEgc3VzcGVuZCAoYGZnYCk6IHRoZSBtb3N0IHJlY2VudGx5IGFjdGl2ZS4gKi9cbiAgY2xpZW50V29rZShjbGllbnQ6IEF0dGFjaGVkQ2xpZW50KTogdm9pZCB7XG4gICAgY2xpZW50LnN1c3BlbmRlZCA9IGZhbHNlO1xuICAgIGlmICghY2xpZW50LnJlYWRPbmx5KSB0aGlzLiN0b3VjaChjbGllbnQpO1xuICB9XG5cbiAgLyoqXG4gICAqIEtleXMgdHlwZWQgaW4gYGNsaWVudGAgd2VudCB0byB0aGUgYWN0aXZlIHBhbmUgd2l0aG91dCB0aGUgbWFpbiB0aHJlYWRcbiAgICogKGB3b3JrZXJzL3R0eV9rZXlzLnRzYCk6IGl0IGlzIHRoZSBtb3N0IHJlY2VudGx5IGFjdGl2ZS5cbiAgICovXG4gIHRvdWNoZWQoY2xpZW50OiBBdHRhY2hlZENsaWVudCk6IHZvaWQge1xuICAgIGlmICghY2xpZW50LnJlYWRPbmx5KSB0aGlzLiN0b3VjaChjbGllbnQpO1xuICB9XG5cbiAgLyoqXG4gICAqIEEgdGVybWluYWwgdGhlIGRhZW1vbiBkcmF3cyBzaG93cyB0aGlzIHNlc3Npb246IGl0cyBwYXJzZSB3b3JrZXIgbWF5XG4gICAqIGRyYXcgc21hbGwgdXBkYXRlcyB0aGVyZSAoYHdvcmtlcnMvZGlyZWN0X2RyYXcudHNgKTsgcmV0dXJucyB3aGF0XG4gICAqIHRha2VzIGl0IGJhY2suXG4gICAqL1xuICBsZW5kVGVybWluYWwoXG4gICAgaWQ6IG51bWJlcixcbiAgICBzYWI6IFNoYXJlZEFycmF5QnVmZmVyLFxuICAgIGZkOiBudW1iZXIsXG4gICAgb3duZXI6IG51bWJlcixcbiAgKTogVGVybWluYWxMb2FuIHtcbiAgICB0aGlzLiNwYXJzZS5sZW5kVHR5KGlkLCBzYWIsIGZkLCBvd25lcik7XG4gICAgcmV0dXJuIHtcbiAgICAgIHRha2VCYWNrOiAoKSA9PiB0aGlzLiNwYXJzZS50YWtlVHR5KGlkKSxcbiAgICAgIGh1cnJ5OiAoKSA9PiB0aGlzLiNwYXJzZS5odXJyeSgpLFxuICAgIH07XG4gIH1cblxuICAvKipcbiAgICogV2hldGhlciB0eXBlZCBrZXlzIG11c3QgZ28gdGhyb3VnaCBgaW5wdXQoKWAgbm93OiBpbnB1dCB3cml0dGVuIHRvIHRoZVxuICAgKiBhY3RpdmUgcGFuZSBzdGlsbCB3YWl0cyBmb3IgaXRzIHB0eSAoa2V5cyBsZXQgcGFzdCBpdCB3b3VsZCBvdmVydGFrZVxuICAgKiBpdCksIG9yIHRoZSBzZXNzaW9uIGlzIGZyb3plbi5cbiAgICovXG4gIGdldCBpbnB1dEJ1c3koKTogYm9vbGVhbiB7XG4gICAgcmV0dXJuIHRoaXMuI2Zyb3plbiB8fCB0aGlzLndpbmRvdy5hY3RpdmUuaW5wdXRRdWV1ZWQgPiAwO1xuICB9XG5cbiAgLyoqXG4gICAqIFdoZXRoZXIgYGNsaWVudGAncyBrZXlzIG1heSBnbyBzdHJhaWdodCB0byB0aGUgcGFuZTogdGhlIHNlc3Npb24gaGFzXG4gICAqIGl0cyBzaXplLiBBbm90aGVyJ3MgZ28gdGhyb3VnaCBgaW5wdXQoKWAsIHdoaWNoIGdpdmVzIHRoZSBzZXNzaW9uXG4gICAqIHRoZWlyIGNsaWVudCdzIHNpemUgYmVmb3JlIHRoZSBrZXlzIChgd29ya2Vycy90dHlfa2V5cy50c2ApLlxuICAgKi9cbiAgaGFzU2l6ZU9mKGNsaWVudDogQXR0YWNoZWRDbGllbnQpOiBib29sZWFuIHtcbiAgICByZXR1cm4gdGhpcy4jc2l6ZVBvbGljeS5vd25lciA9PT0gY2xpZW50O1xuICB9XG5cbiAgLyoqIFRoZSBzaXplIHR1cm4ga2V5cyBtYXkgcGFzcyBpbiAoYHdvcmtlcnMvdHR5X2tleXMudHNgKS4gKi9cbiAgZ2V0IHNpemVUdXJuKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHNpemVUdXJuKHRoaXMucm91dGUpO1xuICB9XG5cbiAgLyoqIE1hcmtzIGBjbGllbnRgIHRoZSBtb3N0IHJlY2VudGx5IGFjdGl2ZTsgdGhlIHNlc3Npb24gdGFrZXMgaXRzIHNpemUuICovXG4gICN0b3VjaChjbGllbnQ6IEF0dGFjaGVkQ2xpZW50KTogdm9pZCB7XG4gICAgY29uc3Qgbm93ID0gRGF0ZS5ub3coKTtcbiAgICB0aGlzLmxhc3RBY3RpdmUgPSBub3c7XG4gICAgY29uc3Qgc2l6ZSA9IHRoaXMuI3NpemVQb2xpY3kudG91Y2goY2xpZW50LCBub3cpO1xuICAgIGlmIChzaXplKSB0aGlzLnJlc2l6ZShzaXplLmNvbHMsIHNpemUucm93cyk7XG4gIH1cblxuICAvKiogU2VuZHMgZXZlcnkgYXR0YWNoIGNsaWVudCB0aGUgZnJhbWUgaXQgaXMgbWlzc2luZy4gKi9cbiAgI3B1bXBDbGllbnRzKCk6IHZvaWQge1xuICAgIGZvciAoY29uc3QgYyBvZiB0aGlzLmNsaWVudHMpIGMucHVtcCgpO1xuICAgIHRoaXMucmVsZWFzZUNsaXBib2FyZCgpO1xuICB9XG5cbiAgLyoqXG4gICAqIFRoZSBmcmFtZSB0aGF0IGJyaW5ncyBhbiBhdHRhY2ggY2xpZW50J3MgYHZpZXdgIHVwIHRvIGRhdGUsIHdpdGggdGhlXG4gICAqIHN0YXR1cyBsaW5lJ3MgY29udGVudCB3aGVuIGl0IGNoYW5nZWQgc2luY2UgdGhlIGxhc3Qgb25lIChhIGZyYW1lIG9mXG4gICAqIGl0cyBvd24gd2hlbiB0aGUgc2NyZWVuIGRpZCBub3QgY2hhbmdlKS4gSXRzIGBzdGF0dXNgIGFuZCBgcGFuZXNgIGFyZVxuICAgKiB0aGUgc2FtZSBvYmplY3RzIGluIGV2ZXJ5IGZyYW1lIHVudGlsIHRoZXkgY2hhbmdlIChgI3Nob3duYCk6IHJlYWRcbiAgICogdGhlbSwgbmV2ZXIgY2hhbmdlIHRoZW0uXG4gICAqL1xuICB1cGRhdGVGb3IodmlldzogU2VudFN0YXRlLCBjbGlwYm9hcmQ6IGJvb2xlYW4pOiBVcGRhdGVNc2cgfCBudWxsIHtcbiAgICBjb25zdCBzaG93biA9IHRoaXMuI3Nob3duUGFydHMoKTtcbiAgICBjb25zdCBjaGFuZ2VkID0gc2hvd24uc3RhdHVzS2V5ICE9PSB2aWV3LnN0YXR1cztcbiAgICBjb25zdCBmcmFtZSA9XG4gICAgICB0aGlzLm1pcnJvci51cGRhdGVGb3IodmlldywgY2xpcGJvYXJkLCBzaG93bi5wYW5lcywgc2hvd24ucGFuZXNLZXkpID8/XG4gICAgICAgIChjaGFuZ2VkID8gdGhpcy4jYmFyZUZyYW1lKHZpZXcpIDogbnVsbCk7XG4gICAgaWYgKGZyYW1lICYmIGNoYW5nZWQpIHtcbiAgICAgIGZyYW1lLnN0YXR1cyA9IHNob3duLnN0YXR1cztcbiAgICAgIHZpZXcuc3RhdHVzID0gc2hvd24uc3RhdHVzS2V5O1xuICAgIH1cbiAgICByZXR1cm4gZnJhbWU7XG4gIH1cblxuICAvKiogVGhlIHN0YXR1cyBsaW5lIGFuZCBzaG93biBwYW5lcywgYnVpbHQgYWdhaW4gaWYgdGhleSBtYXkgaGF2ZSBjaGFuZ2VkLiAqL1xuICAjc2hvd25QYXJ0cygpOiBTaG93blBhcnRzIHtcbiAgICBpZiAodGhpcy4jc2hvd24pIHJldHVybiB0aGlzLiNzaG93bjtcbiAgICBjb25zdCBzdGF0dXMgPSB0aGlzLnN0YXR1cygpO1xuICAgIGNvbnN0IHBhbmVzID0gc2hvd25QYW5lcyh0aGlzLndpbmRvdyk7XG4gICAgdGhpcy4jc2hvd24gPSB7XG4gICAgICBzdGF0dXMsXG4gICAgICBzdGF0dXNLZXk6IHN0YXR1c0tleShzdGF0dXMpLFxuICAgICAgcGFuZXMsXG4gICAgICBwYW5lc0tleTogSlNPTi5zdHJpbmdpZnkocGFuZXMpLFxuICAgIH07XG4gICAgcmV0dXJuIHRoaXMuI3Nob3duO1xuICB9XG5cbiAgLyoqXG4gICAqIFNvbWV0aGluZyB0aGUgc3RhdHVzIGxpbmUgb3IgdGhlIHNob3duIHBhbmVzIHNob3cgbWF5IGhhdmUgY2hhbmdlZDpcbiAgICogdGhlIGxheW91dCwgdGhlIHdpbmRvdyBzaG93biBvciBpdHMgYWN0aXZlIHBhbmUsIGEgc2l6ZVxuICAgKiAoYCNwdWJsaXNoTGF5b3V0YCksIGEgbmFtZSAoYHN0YXR1c0NoYW5nZWRgKSwgYSB3aW5kb3cncyBmbGFnLCBhXG4gICAqIHBhbmUncyBtb3VzZSBtb2RlcyBvciBjdXJzb3Iga2V5cy4gRnJhbWVzIGNhcnJ5IHRoZW0gYWdhaW4gb25seSB3aGVuXG4gICAqIHRoZXkgZGlmZmVyIGZyb20gd2hhdCBlYWNoIGNsaWVudCB3YXMgc2VudCAodGhlIGtleXMpLlxuICAgKi9cbiAgI3Nob3duQ2hhbmdlZCgpOiB2b2lkIHtcbiAgICB0aGlzLiNzaG93biA9IG51bGw7XG4gIH1cblxuICAvKiogVGhlIGxhdGVzdCB1cGRhdGUncyByb3dzLCBpZiBmZXc6IHRoZXkgbWF5IHBhc3MgYSBwZW5kaW5nIGFjay4gKi9cbiAgbGF0ZXN0Um93cyh2aWV3OiBTZW50U3RhdGUsIG1heFJvd3M6IG51bWJlcik6IFVwZGF0ZU1zZyB8IG51bGwge1xuICAgIHJldHVybiB0aGlzLm1pcnJvci5sYXRlc3RSb3dzKHZpZXcsIG1heFJvd3MpO1xuICB9XG5cbiAgLy8gQSBmcmFtZSB0aGF0IGNoYW5nZXMgbm90aGluZyBvbiB0aGUgc2NyZWVuIChmb3IgYSBuZXcgc3RhdHVzIGxpbmUpLlxuICAjYmFyZUZyYW1lKHZpZXc6IFNlbnRTdGF0ZSk6IFVwZGF0ZU1zZyB7XG4gICAgcmV0dXJuIHRoaXMubWlycm9yLmxpbmVzRnJhbWUodmlldywgW10pO1xuICB9XG5cbiAgLyoqIFdoYXQgdGhlIHN0YXR1cyBsaW5lIHNob3dzIG9mIHRoaXMgc2Vzc2lvbjogbmFtZSBhbmQgd2luZG93cy4gKi9cbiAgc3RhdHVzKCk6IFdpcmVTdGF0dXMge1xuICAgIGNvbnN0IHdpbmRvd3M6IFdpcmVTdGF0dXNbXCJ3aW5kb3dzXCJdID0gW107XG4gICAgZm9yIChjb25zdCB3IG9mIHRoaXMud2luZG93cykge1xuICAgICAgLy8gSW4gdG11eCdzIG9yZGVyOiB0aGUgYWxlcnRzIGZpcnN0LCB0aGVuIHNob3duIG9yIGxhc3QsIHRoZW4gem9vbS5cbiAgICAgIGxldCBmbGFncyA9IHcuYWN0aXZpdHkgPyBcIiNcIiA6IFwiXCI7XG4gICAgICBpZiAody5iZWxsKSBmbGFncyArPSBcIiFcIjtcbiAgICAgIGZsYWdzICs9IHcgPT09IHRoaXMud2luZG93ID8gXCIqXCIgOiB3ID09PSB0aGlzLmxhc3RXaW5kb3cgPyBcIi1cIiA6IFwiXCI7XG4gICAgICBpZiAody56b29tZWQpIGZsYWdzICs9IFwiWlwiO1xuICAgICAgd2luZG93cy5wdXNoKFt3LmluZGV4LCB3Lm5hbWUsIGZsYWdzXSk7XG4gICAgfVxuICAgIHdpbmRvd3Muc29ydCgoYSwgYikgPT4gYVswXSAtIGJbMF0pO1xuICAgIGNvbnN0IHBhbmUgPSB0aGlzLndpbmRvdy5pbmRleE9mKHRoaXMud2luZG93LmFjdGl2ZSk7XG4gICAgcmV0dXJuIHsgc2Vzc2lvbjogdGhpcy5uYW1lLCB3aW5kb3dzLCBwYW5lIH07XG4gIH1cblxuICAvKiogVGhlIG5hbWUgb3IgdGhlIHdpbmRvd3MgY2hhbmdlZDogdGhlIGNsaWVudHMnIHN0YXR1cyBsaW5lcyBmb2xsb3cuICovXG4gIHN0YXR1c0NoYW5nZWQoKTogdm9pZCB7XG4gICAgdGhpcy4jc2hvd25DaGFuZ2VkKCk7XG4gICAgdGhpcy4jcHVtcENsaWVudHMoKTtcbiAgfVxuXG4gIC8qKiBEcm9wcyB0aGUgbGF0ZXN0IGNsaXBib2FyZCB3cml0ZSBvbmNlIGV2ZXJ5IGNsaWVudCB0aGF0IHdhbnRzIGl0IGhhcyBpdC4gKi9cbiAgcmVsZWFzZUNsaXBib2FyZCgpOiB2b2lkIHtcbiAgICBjb25zdCB2aWV3cyA9IFtdO1xuICAgIGZvciAoY29uc3QgYyBvZiB0aGlzLmNsaWVudHMpIGlmIChjLmNsaXBib2FyZCkgdmlld3MucHVzaChjLnZpZXcpO1xuICAgIHRoaXMubWlycm9yLnJlbGVhc2VDbGlwYm9hcmQodmlld3MpO1xuICB9XG5cbiAgLy8gLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLVxuICAvLyBTY3JpcHQgb3BlcmF0aW9uc1xuXG4gIC8qKlxuICAgKiBQYXN0ZXMgYHRleHRgIChVVEYtOCkgaW50byBgcGFuZWAgKHRoZSBhY3RpdmUgb25lIGJ5IGRlZmF1bHQpOiBjbGVhbmVkXG4gICAqIG9mIGVzY2FwZSBzZXF1ZW5jZXMgYW5kIGNvbnRyb2xzLCBhbmQgYnJhY2tldGVkIHdoZW4gaXRzIHByb2dyYW0gYXNrZWRcbiAgICogZm9yIGl0LCBhcyBpdHMgc2NyZWVuIGxhc3Qgc2hvd2VkLlxuICAgKi9cbiAgcGFzdGUodGV4dDogVWludDhBcnJheSwgcGFuZTogUGFuZSA9IHRoaXMuYWN0aXZlUGFuZSk6IFByb21pc2U8dm9pZD4ge1xuICAgIGlmICh0ZXh0Lmxlbmd0aCA+IE1BWF9QQVNURV9CWVRFUykge1xuICAgICAgcmV0dXJuIFByb21pc2UucmVqZWN0KFxuICAgICAgICBuZXcgUmVxdWVzdEZhaWx1cmUoXG4gICAgICAgICAgXCJiYWQtcmVxdWVzdFwiLFxuICAgICAgICAgIGBBIHBhc3RlIGhvbGRzIGF0IG1vc3QgJHtNQVhfUEFTVEVfQllURVN9IGJ5dGVzLCBub3QgJHt0ZXh0Lmxlbmd0aH1gLFxuICAgICAgICApLFxuICAgICAgKTtcbiAgICB9XG4gICAgY29uc3QgZGVjb2RlZCA9IG5ldyBUZXh0RGVjb2RlcigpLmRlY29kZSh0ZXh0KTtcbiAgICByZXR1cm4gdGhpcy5zZW5kKHBhc3RlQnl0ZXMoZGVjb2RlZCwgcGFuZS5icmFja2V0ZWRQYXN0ZSksIHVuZGVmaW5lZCwgcGFuZSk7XG4gIH1cblxuICAvKipcbiAgICogV3JpdGVzIGJ5dGVzIHRvIGBwYW5lYCAodGhlIGFjdGl2ZSBvbmUgYnkgZGVmYXVsdCkgYXMgaWYgdHlwZWQ6XG4gICAqIGBjdXJzb3JLZXlzRGF0YWAgaW5zdGVhZCBvZiBgZGF0YWAgd2hlbiBpdHMgc2NyZWVuIGxhc3Qgc2hvd2VkIGN1cnNvclxuICAgKiBrZXlzIGluIGFwcGxpY2F0aW9uIG1vZGUuXG4gICAqL1xuICBzZW5kKFxuICAgIGRhdGE6IFVpbnQ4QXJyYXksXG4gICAgY3Vyc29yS2V5c0RhdGE/OiBVaW50OEFycmF5LFxuICAgIHBhbmU6IFBhbmUgPSB0aGlzLmFjdGl2ZVBhbmUsXG4gICk6IFByb21pc2U8dm9pZD4ge1xuICAgIGlmICh0aGlzLmV4aXQpIHtcbiAgICAgIHJldHVybiBQcm9taXNlLnJlamVjdChcbiAgICAgICAgbmV3IFJlcXVlc3RGYWlsdXJlKFwiZXhpdGVkXCIsIGBTZXNzaW9uICR7dGhpcy5uYW1lfSBoYXMgZXhpdGVkYCksXG4gICAgICApO1xuICAgIH1cbiAgICB0aGlzLmxhc3RBY3RpdmUgPSBEYXRlLm5vdygpO1xuICAgIGNvbnN0IGJ5dGVzID0gY3Vyc29yS2V5c0RhdGEgJiYgcGFuZS5jdXJzb3JLZXlzID8gY3Vyc29yS2V5c0RhdGEgOiBkYXRhO1xuICAgIGNvbnN0IHdobyA9IHRoaXMuI3BhbmVDb3VudCgpID09PSAxXG4gICAgICA/IGBTZXNzaW9uICR7dGhpcy5uYW1lfWBcbiAgICAgIDogYFBhbmUgJHt0aGlzLmRlc2NyaWJlKHBhbmUpfWA7XG4gICAgY29uc3Qgd3JpdHRlbiA9IHBhbmUud3JpdGUoYnl0ZXMsIHdobyk7XG4gICAgLy8gQWZ0ZXIgdGhlIHdyaXRlLCBub3QgYmVmb3JlOiB3YWtpbmcgdGhlIHBhcnNlIHdvcmtlciAoYSBmdXRleCBhbmRcbiAgICAvLyBhbiBldmVudGZkIHdyaXRlKSB0aGVuIGNvc3RzIHRoZSBrZXkgbm90aGluZyBvbiBpdHMgd2F5IGluLlxuICAgIHRoaXMuI3BhcnNlLmlucHV0V3JpdHRlbigpO1xuICAgIHJldHVybiB3cml0dGVuO1xuICB9XG5cbiAgLyoqIGBwYW5lYCdzIHRhcmdldCwgYXMgYFNFU1NJT046V0lORE9XLlBBTkVgLiAqL1xuICBkZXNjcmliZShwYW5lOiBQYW5lKTogc3RyaW5nIHtcbiAgICBjb25zdCB3ID0gdGhpcy53aW5kb3dPZihwYW5lKTtcbiAgICByZXR1cm4gdyA/IGAke3RoaXMubmFtZX06JHt3LmluZGV4fS4ke3cuaW5kZXhPZihwYW5lKX1gIDogdGhpcy5uYW1lO1xuICB9XG5cbiAgLyoqXG4gICAqIFJlc2l6ZXMgdGhlIHdpbmRvd3MgYW5kIGV2ZXJ5IHBhbmUncyBwdHkuIFRoZSBwdHlzJyBzaXplcyBhcmUgc2V0IGhlcmUsXG4gICAqIGF0IG9uY2UsIHNvIHRoYXQgaW5wdXQgd3JpdHRlbiByaWdodCBhZnRlciAodGhlIGtleXMgdGhhdCBtYWRlIHRoaXNcbiAgICogY2xpZW50IHRoZSBhY3RpdmUgb25lKSBtZWV0cyBwcm9ncmFtcyB0aGF0IGFscmVhZHkgaGF2ZSB0aGUgbmV3IHNpemU7XG4gICAqIHRoZSBwYXJzZSB3b3JrZXIgdGFrZXMgdGhlIHNoYXJlZCBsYXlvdXQgYmVmb3JlIGl0cyBuZXh0IGJhdGNoLCBzbyB0aGF0XG4gICAqIHRoZSBwcm9ncmFtcycgcmVkcmF3cyBhcmUgcGFyc2VkIGF0IHRoZSBuZXcgc2l6ZSB0b28uXG4gICAqL1xuICByZXNpemUoY29sczogbnVtYmVyLCByb3dzOiBudW1iZXIpOiB2b2lkIHtcbiAgICBpZiAoY29scyA9PT0gdGhpcy5jb2xzICYmIHJvd3MgPT09IHRoaXMucm93cykgcmV0dXJuO1xuICAgIHRoaXMuY29scyA9IGNvbHM7XG4gICAgdGhpcy5yb3dzID0gcm93cztcbiAgICBpZiAodGhpcy5leGl0KSByZXR1cm47XG4gICAgdGhpcy4jcHVibGlzaExheW91dCgpO1xuICB9XG5cbiAgLyoqIGBwYW5lYCdzIHNjcmVlbiAoYW5kIGBzY3JvbGxiYWNrYCBsaW5lcyBvZiBoaXN0b3J5LCAtMSBmb3IgYWxsKS4gKi9cbiAgY2FwdHVyZShcbiAgICBzY3JvbGxiYWNrOiBudW1iZXIsXG4gICAgcGFuZTogUGFuZSA9IHRoaXMuYWN0aXZlUGFuZSxcbiAgKTogUHJvbWlzZTxDYXB0dXJlUmVzdWx0PiB7XG4gICAgcmV0dXJuIHRoaXMuI3BhcnNlLmNhcHR1cmUocGFuZS5pZCwgc2Nyb2xsYmFjayk7XG4gIH1cblxuICAvKiogVXAgdG8gYGhlaWdodGAgY29tcG9zZWQgcm93cyBvZiBgd2luZG93YCwgc2hvd24gb3Igbm90IChgcHJldmlld2ApLiAqL1xuICBwcmV2aWV3KHdpbmRvdzogV2luZG93LCBoZWlnaHQ6IG51bWJlcik6IFByb21pc2U8V2luZG93UHJldmlldz4ge1xuICAgIGNvbnN0IHsgY29scywgcm93cyB9ID0gd2luZG93LmxheW91dDtcbiAgICBjb25zdCByZWN0cyA9IFsuLi53aW5kb3cuc2hvd24oKV0ubWFwKChcbiAgICAgIFtwYW5lLCByXSxcbiAgICApOiBbbnVtYmVyLCBudW1iZXIsIG51bWJlciwgbnVtYmVyLCBudW1iZXJdID0+IFtcbiAgICAgIHBhbmUsXG4gICAgICByLngsXG4gICAgICByLnksXG4gICAgICByLmNvbHMsXG4gICAgICByLnJvd3MsXG4gICAgXSk7XG4gICAgY29uc3QgYWN0aXZlID0gd2luZG93LmFjdGl2ZS5pZDtcbiAgICByZXR1cm4gdGhpcy4jcGFyc2UucHJldmlldyh7XG4gICAgICB0OiBcInByZXZpZXdcIixcbiAgICAgIGNvbHMsXG4gICAgICByb3dzLFxuICAgICAgcmVjdHMsXG4gICAgICBhY3RpdmUsXG4gICAgICBoZWlnaHQsXG4gICAgfSk7XG4gIH1cblxuICAvKipcbiAgICogYHBhbmVgJ3MgbGluZXMgb25seSwgaGlzdG9yeSBmaXJzdCAoYENhcHR1cmVMaW5lc2ApOyB3cmFwcGVkIHJvd3NcbiAgICogam9pbmVkIHdpdGggYGpvaW5gLlxuICAgKi9cbiAgY2FwdHVyZUxpbmVzKFxuICAgIHNjcm9sbGJhY2s6IG51bWJlcixcbiAgICBwYW5lOiBQYW5lLFxuICAgIGxpbmVzOiBDYXB0dXJlTGluZXMsXG4gICAgam9pbjogQ2FwdHVyZUpvaW4sXG4gICAgc2NyZWVuOiBDYXB0dXJlU2NyZWVuID0ge30sXG4gICk6IFByb21pc2U8Q2FwdHVyZUxpbmVzQW5zd2VyPiB7XG4gICAgcmV0dXJuIHRoaXMuI3BhcnNlLmNhcHR1cmVMaW5lcyhwYW5lLmlkLCBzY3JvbGxiYWNrLCBsaW5lcywgam9pbiwgc2NyZWVuKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBSb3dzIHkgPSAtc3RhcnQgLi4gLXN0YXJ0ICsgY291bnQgLSAxIG9mIGBwYW5lYCdzIGhpc3RvcnkgYW5kIHNjcmVlbixcbiAgICogY2xhbXBlZCB0byB3aGF0IGV4aXN0cyAoc2VlIHRoZSBgaGlzdG9yeWAgcmVxdWVzdCkuXG4gICAqL1xuICBoaXN0b3J5KFxuICAgIHN0YXJ0OiBudW1iZXIsXG4gICAgY291bnQ6IG51bWJlcixcbiAgICBwdXNoZWQ/OiBudW1iZXIsXG4gICAgcGFuZTogUGFuZSA9IHRoaXMuYWN0aXZlUGFuZSxcbiAgKTogUHJvbWlzZTxIaXN0b3J5UGFnZT4ge1xuICAgIHJldHVybiB0aGlzLiNwYXJzZS5oaXN0b3J5KHBhbmUuaWQsIHN0YXJ0LCBjb3VudCwgcHVzaGVkKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBSZXNvbHZlcyB3aGVuIGBwYW5lYCdzIHNjcmVlbiBtYXRjaGVzIGB0ZXh0YCBvciBubyBvdXRwdXQgY2FtZSBmb3JcbiAgICogYGlkbGVNc2AuIFJlamVjdHMgXCJleGl0ZWRcIiBpZiB0aGUgc2Vzc2lvbiBlbmRzIGZpcnN0LCBcInRpbWVvdXRcIiBhZnRlclxuICAgKiBgdGltZW91dE1zYCBvciB3aGVuIGBzaWduYWxgIGFib3J0cyAodGhlIGNsaWVudCB3ZW50IGF3YXkgb3IgY2FuY2VsbGVkKS5cbiAgICovXG4gIHdhaXRGb3IoXG4gICAgY29uZDogeyB0ZXh0PzogeyBzb3VyY2U6IHN0cmluZzsgZmxhZ3M6IHN0cmluZyB9OyBpZGxlTXM/OiBudW1iZXIgfSxcbiAgICB0aW1lb3V0TXM/OiBudW1iZXIsXG4gICAgc2lnbmFsPzogQWJvcnRTaWduYWwsXG4gICAgcGFuZTogUGFuZSA9IHRoaXMuYWN0aXZlUGFuZSxcbiAgKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgY29uc3Qgd2F0Y2ggPSB0aGlzLiNwYXJzZS53YXRjaChwYW5lLmlkLCBjb25kKTtcbiAgICBpZiAoKHRoaXMuZXhpdCB8fCBwYW5lLmRlYWQpICYmICF0aGlzLiNwYXJzZS5jbG9zZWQpIHtcbiAgICAgIC8vIEtlcHQgc2Vzc2lvbjogdGhlIGZpbmFsIHNjcmVlbiBpcyBjaGVja2VkIG9uY2UgKHRoZSBjYXB0dXJlIGlzXG4gICAgICAvLyBhbnN3ZXJlZCBhZnRlciB0aGUgd2F0Y2gpLCB0aGVuIHRoaXMgd2FpdCBnaXZlcyB1cC5cbiAgICAgIHRoaXMuY2FwdHVyZSgwLCBwYW5lKS5jYXRjaCgoKSA9PiB7fSkuZmluYWxseSgoKSA9PlxuICAgICAgICB3YXRjaC5jYW5jZWwoXG4gICAgICAgICAgbmV3IFJlcXVlc3RGYWlsdXJlKFwiZXhpdGVkXCIsIGBTZXNzaW9uICR7dGhpcy5uYW1lfSBoYXMgZXhpdGVkYCksXG4gICAgICAgIClcbiAgICAgICk7XG4gICAgfVxuICAgIHJldHVybiB1bnRpbFN0b3BwZWQod2F0Y2guaGl0LCB0aW1lb3V0TXMsIHNpZ25hbCwgd2F0Y2guY2FuY2VsKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBSZXNvbHZlcyB3aXRoIHRoZSBleGl0IHN0YXR1cyBvbmNlIHRoZSBzZXNzaW9uIGhhcyBlbmRlZDsgcmVqZWN0c1xuICAgKiBcInRpbWVvdXRcIiBhZnRlciBgdGltZW91dE1zYCBvciB3aGVuIGBzaWduYWxgIGFib3J0cy5cbiAgICovXG4gIHdhaXRFeGl0KHRpbWVvdXRNcz86IG51bWJlciwgc2lnbmFsPzogQWJvcnRTaWduYWwpOiBQcm9taXNlPEV4aXRTdGF0dXM+IHtcbiAgICBpZiAodGhpcy5leGl0KSByZXR1cm4gUHJvbWlzZS5yZXNvbHZlKHRoaXMuZXhpdCk7XG4gICAgcmV0dXJuIHVudGlsU3RvcHBlZCh0aGlzLiNleGl0ZWQsIHRpbWVvdXRNcywgc2lnbmFsLCAoKSA9PiB7fSk7XG4gIH1cblxuICAvKipcbiAgICogUmVzb2x2ZXMgd2l0aCBgcGFuZWAncyBleGl0IHN0YXR1cyBvbmNlIGl0cyBwcm9ncmFtIGhhcyBleGl0ZWQgYW5kXG4gICAqIGFsbCBpdCB3cm90ZSBpcyBwYXJzZWQgKGF0IG9uY2UgZm9yIGEgZGVhZCBwYW5lKTsgcmVqZWN0cyBhc1xuICAgKiBgd2FpdEV4aXRgLiBBIHBhbmUncyBvd24gZXhpdCwgZm9yIGBiZXJ0aCB3YWl0IC10IFM6Vy5QIC0tZXhpdGAuXG4gICAqL1xuICB3YWl0UGFuZUV4aXQoXG4gICAgcGFuZTogUGFuZSxcbiAgICB0aW1lb3V0TXM/OiBudW1iZXIsXG4gICAgc2lnbmFsPzogQWJvcnRTaWduYWwsXG4gICk6IFByb21pc2U8RXhpdFN0YXR1cz4ge1xuICAgIGlmIChwYW5lLmVuZGVkICYmIHBhbmUuc3RhdHVzKSByZXR1cm4gUHJvbWlzZS5yZXNvbHZlKHBhbmUuc3RhdHVzKTtcbiAgICBsZXQgZXhpdCA9IHRoaXMuI3BhbmVFeGl0cy5nZXQocGFuZSk7XG4gICAgaWYgKCFleGl0KSB7XG4gICAgICBsZXQgcmVzb2x2ZSE6IChzOiBFeGl0U3RhdHVzKSA9PiB2b2lkO1xuICAgICAgY29uc3QgZXhpdGVkID0gbmV3IFByb21pc2U8RXhpdFN0YXR1cz4oKHIpID0+IChyZXNvbHZlID0gcikpO1xuICAgICAgZXhpdCA9IHsgZXhpdGVkLCByZXNvbHZlIH07XG4gICAgICB0aGlzLiNwYW5lRXhpdHMuc2V0KHBhbmUsIGV4aXQpO1xuICAgIH1cbiAgICByZXR1cm4gdW50aWxTdG9wcGVkKGV4aXQuZXhpdGVkLCB0aW1lb3V0TXMsIHNpZ25hbCwgKCkgPT4ge30pO1xuICB9XG5cbiAgLyoqXG4gICAqIENhbGxzIGBmbmAgZm9yIGV2ZXJ5IGV2ZW50IHVudGlsIHRoZSByZXR1cm5lZCBmdW5jdGlvbiBpcyBjYWxsZWQ6IG9mXG4gICAqIGBwYW5lYCBvbmx5IChhbmQgdGhlIHNlc3Npb24ncyBleGl0KSB3aGVuIGdpdmVuLCBlbHNlIG9mIGV2ZXJ5IHBhbmUuXG4gICAqL1xuICBsaXN0ZW4oZm46IChldjogU2Vzc2lvbkV2ZW50KSA9PiB2b2lkLCBwYW5lPzogUGFuZSk6ICgpID0+IHZvaWQge1xuICAgIGNvbnN0IGxpc3RlbmVyOiBQYW5lTGlzdGVuZXIgPSAoZXYsIGZyb20pID0+IHtcbiAgICAgIGlmICghcGFuZSB8fCBmcm9tID09PSBudWxsIHx8IGZyb20gPT09IHBhbmUuaWQpIGZuKGV2KTtcbiAgICB9O1xuICAgIHRoaXMuI2xpc3RlbmVycy5hZGQobGlzdGVuZXIpO1xuICAgIHJldHVybiAoKSA9PiB0aGlzLiNsaXN0ZW5lcnMuZGVsZXRlKGxpc3RlbmVyKTtcbiAgfVxuXG4gICNlbWl0KGV2OiBTZXNzaW9uRXZlbnQsIHBhbmU6IG51bWJlciB8IG51bGwpOiB2b2lkIHtcbiAgICBmb3IgKGNvbnN0IGZuIG9mIHRoaXMuI2xpc3RlbmVycykgZm4oZXYsIHBhbmUpO1xuICB9XG5cbiAgLy8gLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLVxuICAvLyBMaXZlIHVwZ3JhZGUgKGB1cGdyYWRlLnRzYClcblxuICAvKiogRnJvemVuIGZvciBhIGxpdmUgdXBncmFkZTogaXRzIGlucHV0IHdhaXRzIGZvciB0aGUgbmV4dCBkYWVtb24uICovXG4gIGdldCBmcm96ZW4oKTogYm9vbGVhbiB7XG4gICAgcmV0dXJuIHRoaXMuI2Zyb3plbjtcbiAgfVxuXG4gIC8qKiBJdHMgcGFyc2Ugd29ya2VyIGNyYXNoZWQ6IGl0cyBzY3JlZW5zIGNhbm5vdCBiZSBzYXZlZC4gKi9cbiAgZ2V0IGVuZ2luZUNyYXNoZWQoKTogYm9vbGVhbiB7XG4gICAgcmV0dXJuIHRoaXMuI3BhcnNlLmNyYXNoZWQ7XG4gIH1cblxuICAvKipcbiAgICogU3RvcHMgcmVhZGluZyBldmVyeSBwYW5lJ3MgcHR5IGFuZCByZXNvbHZlcyBvbmNlIGFsbCB0aGF0IHdhcyByZWFkIGlzXG4gICAqIHBhcnNlZDogd2hhdCB0aGUgcHJvZ3JhbXMgd3JpdGUgZnJvbSBub3cgb24gd2FpdHMgaW4gdGhlIGtlcm5lbCdzIHB0eVxuICAgKiBidWZmZXJzIGZvciB0aGUgbmV4dCBkYWVtb24uIFBhbmVzIGRvIG5vdCBlbmQgd2hpbGUgZnJvemVuLlxuICAgKi9cbiAgZnJlZXplKCk6IFByb21pc2U8dm9pZD4ge1xuICAgIHRoaXMuI2Zyb3plbiA9IHRydWU7XG4gICAgdGhpcy4jdXBkYXRlUm91dGUoKTtcbiAgICBjb25zdCB3YWl0czogUHJvbWlzZTx2b2lkPltdID0gW107XG4gICAgZm9yIChjb25zdCB3IG9mIHRoaXMud2luZG93cykge1xuICAgICAgZm9yIChjb25zdCBwYW5lIG9mIHcucGFuZXMudmFsdWVzKCkpIHtcbiAgICAgICAgaWYgKHBhbmUucGFyc2VkKSBjb250aW51ZTtcbiAgICAgICAgd2FpdHMucHVzaChuZXcgUHJvbWlzZSgocikgPT4gdGhpcy4jdGhhd2luZy5zZXQocGFuZS5pZCwgcikpKTtcbiAgICAgICAgcGFuZS5yaW5nLnJlcXVlc3RTdG9wKCk7XG4gICAgICB9XG4gICAgfVxuICAgIHJldHVybiBQcm9taXNlLmFsbCh3YWl0cykudGhlbigoKSA9PiB0aGlzLiN0aGF3aW5nLmNsZWFyKCkpO1xuICB9XG5cbiAgLyoqIFRoZSBmcm96ZW4gc2Vzc2lvbiBhcyBwbGFpbiBkYXRhLCBlbmdpbmVzIGluY2x1ZGVkLiAqL1xuICBhc3luYyBzYXZlKCk6IFByb21pc2U8U2Vzc2lvblN0YXRlPiB7XG4gICAgY29uc3QgZW5naW5lcyA9IG5ldyBNYXAoYXdhaXQgdGhpcy4jcGFyc2Uuc2F2ZUVuZ2luZXMoKSk7XG4gICAgcmV0dXJuIHtcbiAgICAgIC4uLnNhdmVTZXNzaW9uKHRoaXMsIHRoaXMuI3NwZWMsIGVuZ2luZXMsIHtcbiAgICAgICAgcmVtYWluT25FeGl0OiB0aGlzLiNyZW1haW5PbkV4aXQsXG4gICAgICAgIG5leHRQYW5lOiB0aGlzLiNwYW5lSWRzLm5leHQsXG4gICAgICAgIG5leHRXaW5kb3c6IHRoaXMuI3dpbmRvd0lkcy5uZXh0LFxuICAgICAgfSksXG4gICAgICBlbnZpcm9ubWVudDogdGhpcy5lbnZpcm9uLmxpc3QoKSxcbiAgICB9O1xuICB9XG5cbiAgLyoqXG4gICAqIERyb3BzIHRoZSB3b3JrZXJzIG9mIGEgc2Vzc2lvbiBoYW5kZWQgdG8gYW5vdGhlciBkYWVtb24gKG9yIGJhY2spOyBpdHNcbiAgICogcHR5cyBzdGF5IG9wZW4gZm9yIHRoZSBzZXNzaW9uIHRoYXQgdGFrZXMgdGhlbSBvdmVyLlxuICAgKi9cbiAgYWJhbmRvbigpOiB2b2lkIHtcbiAgICAvLyBGcm96ZW4sIHNvIGdhdGhlcmVkIG5vIG1vcmU7IHNob3VsZCBhIGRyYWluIGJlIGxlZnQgKGEgZnJlZXplIHRoYXRcbiAgICAvLyB0aW1lZCBvdXQpLCBpdCBzdG9wcyBub3csIGFuZCBhIG5ldyBkcmFpbiBvZiB0aGUgc2FtZSBtYXN0ZXJcbiAgICAvLyByZXBsYWNlcyBpdCBpbiB0aGUgd29ya2VyLlxuICAgIGZvciAoY29uc3QgdyBvZiB0aGlzLndpbmRvd3MpIHtcbiAgICAgIGZvciAoY29uc3QgcCBvZiB3LnBhbmVzLnZhbHVlcygpKSBwLnJpbmcucmVxdWVzdFN0b3AoKTtcbiAgICB9XG4gICAgdGhpcy4jcGFyc2UuY2xvc2UoKTtcbiAgICB0aGlzLiNjbG9zZU93bkdhdGhlcigpO1xuICAgIHRoaXMuI2xpc3RlbmVycy5jbGVhcigpO1xuICB9XG5cbiAgLyoqXG4gICAqIEEgc2Vzc2lvbiBmcm9tIGFuIHVwZ3JhZGUncyBzdGF0ZSwgb24gdGhlIHB0eXMgdGhlIG9sZCBkYWVtb24gbGVmdFxuICAgKiBvcGVuOiBlbmdpbmVzIHJlc3RvcmVkLCBwYW5lcyBkcmFpbmVkIGFnYWluIGZyb20gd2hlcmUgaXQgc3RvcHBlZC5cbiAgICovXG4gIHN0YXRpYyByZXN0b3JlKFxuICAgIHN0OiBTZXNzaW9uU3RhdGUsXG4gICAgd2F0Y2hlcjogQ2hpbGRXYXRjaGVyLFxuICAgIGxvZzogTG9nLFxuICAgIHJlbWFpbkRlZmF1bHQ6ICgpID0+IGJvb2xlYW4sXG4gICAgd29ya2VyczogUGljazxcbiAgICAgIFNlc3Npb25Xb3JrZXJzLFxuICAgICAgXCJnYXRoZXJcIiB8IFwicGFuZUlkc1wiIHwgXCJ3aW5kb3dJZHNcIiB8IFwic2Vzc2lvbklkc1wiIHwgXCJlbmRpbmdzXCJcbiAgICA+ID0ge30sXG4gICAgZ2xvYmFsRW52PzogKCkgPT4gRW52aXJvbixcbiAgKTogU2Vzc2lvbiB7XG4gICAgY29uc3Qgc3BlYzogU2Vzc2lvblNwZWMgPSB7XG4gICAgICBlbnZpcm9uOiBzdC5lbnZpcm9ubWVudCxcbiAgICAgIGdsb2JhbEVudixcbiAgICAgIG5hbWU6IHN0Lm5hbWUsXG4gICAgICBjbWQ6IHN0LmNtZCxcbiAgICAgIGFyZ3YwOiBzdC5hcmd2MCA/PyB1bmRlZmluZWQsXG4gICAgICBjd2Q6IHN0LmN3ZCxcbiAgICAgIGVudjogc3QuZW52LFxuICAgICAgY29sczogc3QuY29scyxcbiAgICAgIHJvd3M6IHN0LnJvd3MsXG4gICAgICBrZWVwOiBzdC5rZWVwLFxuICAgICAgc2Nyb2xsYmFjazogc3Quc2Nyb2xsYmFjayxcbiAgICAgIHJlbWFpbk9uRXhpdDogcmVtYWluRGVmYXVsdCxcbiAgICB9O1xuICAgIC8vIEl0cyBpZCBpcyB0aGUgb25lIGl0IGhhZCAodGhlIGRhZW1vbiByZXNlcnZlZCBldmVyeSBzYXZlZCBvbmUpOyBhXG4gICAgLy8gc3RhdGUgZnJvbSBiZWZvcmUgc2Vzc2lvbiBpZHMgaGFzIG5vbmU6IGEgbmV3IG9uZS5cbiAgICBjb25zdCBzID0gbmV3IFNlc3Npb24oc3BlYywgLTEsIG51bGwsIHdhdGNoZXIsIGxvZywge1xuICAgICAgLi4ud29ya2VycyxcbiAgICAgIHNlc3Npb25JZHM6IHN0LmlkID09PSB1bmRlZmluZWQgPyB3b3JrZXJzLnNlc3Npb25JZHMgOiB1bmRlZmluZWQsXG4gICAgfSk7XG4gICAgaWYgKHN0LmlkICE9PSB1bmRlZmluZWQpIHMuaWQgPSBzdC5pZDtcbiAgICBzLmNyZWF0ZWQgPSBzdC5jcmVhdGVkO1xuICAgIHMubGFzdEFjdGl2ZSA9IHN0Lmxhc3RBY3RpdmU7XG4gICAgcy4jcmVtYWluT25FeGl0ID0gc3QucmVtYWluT25FeGl0O1xuICAgIC8vIEFuIG9sZGVyIGRhZW1vbiBudW1iZXJlZCBlYWNoIHNlc3Npb24ncyBwYW5lcyBmcm9tIDA6IGlkcyBpdCBnYXZlXG4gICAgLy8gbWF5IHJlcGVhdCBhY3Jvc3Mgc2Vzc2lvbnMgKGEgYmFyZSAlTiB0aGVuIGFza3MgZm9yIHRoZSBzZXNzaW9uKTtcbiAgICAvLyBldmVyeSBpZCBnaXZlbiBmcm9tIG5vdyBvbiBpcyBuZXcgdG8gYWxsLlxuICAgIHMuI3BhbmVJZHMucmVzZXJ2ZShzdC5uZXh0UGFuZSk7XG4gICAgZm9yIChjb25zdCBwIG9mIHN0LnBhbmVzKSBzLiNwYW5lSWRzLnJlc2VydmUocC5pZCArIDEpO1xuICAgIHMuI3dpbmRvd0lkcy5yZXNlcnZlKHN0Lm5leHRXaW5kb3cpO1xuICAgIGNvbnN0IHBhbmVzID0gbmV3IE1hcChzdC5wYW5lcy5tYXAoKHApID0+IFtwLmlkLCBzLiNyZXN0b3JlUGFuZShwKV0pKTtcbiAgICBjb25zdCB7IHdpbmRvd3MsIHNob3duLCBsYXN0IH0gPSByZXN0b3JlV2luZG93cyhzdCwgcGFuZXMpO1xuICAgIGZvciAoY29uc3QgdyBvZiB3aW5kb3dzKSBzLiN3aW5kb3dJZHMucmVzZXJ2ZSh3LmlkICsgMSk7XG4gICAgcy53aW5kb3dzLnB1c2goLi4ud2luZG93cyk7XG4gICAgcy53aW5kb3cgPSBzaG93bjtcbiAgICBzLiNsYXN0V2luZG93cyA9IGxhc3QgPyBbbGFzdF0gOiBbXTsgLy8gdGhlIHN0YXRlIGtlZXBzIHRoZSBsYXRlc3Qgb25seVxuICAgIGlmIChzdC5leGl0KSB7XG4gICAgICBzLmV4aXQgPSBzdC5leGl0O1xuICAgICAgcy4jcmVzb2x2ZUV4aXRlZChzdC5leGl0KTtcbiAgICAgIHMuI3Jlc29sdmVFbmRlZCgpO1xuICAgIH1cbiAgICBzLiNwdWJsaXNoTGF5b3V0KCk7XG4gICAgcmV0dXJuIHM7XG4gIH1cblxuICAvKiogT25lIHBhbmUgb2YgYHJlc3RvcmVgOiBpdHMgZW5naW5lLCBhbmQgaXRzIHB0eSBkcmFpbmVkIGFnYWluLiAqL1xuICAjcmVzdG9yZVBhbmUocHM6IFBhbmVTdGF0ZSk6IFBhbmUge1xuICAgIGNvbnN0IHB0eSA9IHsgZmQ6IHBzLmZkLCBwaWQ6IHBzLnBpZCwgcHRzTmFtZTogXCJcIiB9O1xuICAgIGNvbnN0IHBhbmUgPSBuZXcgUGFuZShcbiAgICAgIHBzLmlkLFxuICAgICAgcHR5LFxuICAgICAgdGhpcy4jZ2F0aGVyLndha2VGZCxcbiAgICAgIHBzLmNvbW1hbmQsXG4gICAgICBwcy5jb2xzLFxuICAgICAgcHMucm93cyxcbiAgICApO1xuICAgIHBhbmUuc3RhdHVzID0gcHMuc3RhdHVzO1xuICAgIHBhbmUuZGVhZCA9IHBzLmRlYWQ7XG4gICAgLy8gQWJzZW50IGZyb20gYW4gb2xkZXIgZGFlbW9uJ3Mgc3RhdGU6IHRoZSBzZXNzaW9uJ3MsIGZvciBpdHMgY29tbWFuZC5cbiAgICBjb25zdCBvd24gPSBwcy5jb21tYW5kLmpvaW4oXCJcXDBcIikgPT09IHRoaXMuI3NwZWMuY21kLmpvaW4oXCJcXDBcIik7XG4gICAgcGFuZS5hcmd2MCA9IHBzLmFyZ3YwICE9PSB1bmRlZmluZWRcbiAgICAgID8gcHMuYXJndjAgPz8gdW5kZWZpbmVkXG4gICAgICA6IG93blxuICAgICAgPyB0aGlzLiNzcGVjLmFyZ3YwXG4gICAgICA6IHVuZGVmaW5lZDtcbiAgICBwYW5lLmN3ZCA9IHBzLmN3ZCA/PyB0aGlzLiNzcGVjLmN3ZDtcbiAgICBwYW5lLnBhcnNlZCA9IHBzLmRlYWQ7XG4gICAgcGFuZS5jdXJzb3JLZXlzID0gcHMuY3Vyc29yS2V5cztcbiAgICBwYW5lLmJyYWNrZXRlZFBhc3RlID0gcHMuYnJhY2tldGVkUGFzdGU7XG4gICAgdGhpcy4jcGFyc2UucG9zdCh7XG4gICAgICB0OiBcImFkZC1wYW5lXCIsXG4gICAgICBwYW5lOiB7XG4gICAgICAgIGlkOiBwcy5pZCxcbiAgICAgICAgc2FiOiBwYW5lLnJpbmcuc2FiLFxuICAgICAgICBmZDogcHMuZmQsXG4gICAgICAgIGNvbHM6IHBzLmNvbHMsXG4gICAgICAgIHJvd3M6IHBzLnJvd3MsXG4gICAgICAgIHNjcm9sbGJhY2s6IHRoaXMuI3NwZWMuc2Nyb2xsYmFjayxcbiAgICAgICAgZW5naW5lOiBwcy5lbmdpbmUsXG4gICAgICAgIGVuZGVkOiBwcy5kZWFkLFxuICAgICAgfSxcbiAgICB9KTtcbiAgICBpZiAocHMuZGVhZCkgcmV0dXJuIHBhbmU7XG4gICAgLy8gSW5oZXJpdGVkIG9wZW4gYWNyb3NzIHRoZSBleGVjOyBjbG9zZS1vbi1leGVjIGFnYWluLCBvciBhIHByb2dyYW1cbiAgICAvLyBzdGFydGVkIGxhdGVyIHdvdWxkIGhvbGQgaXQgYW5kIHRoaXMgcGFuZSB3b3VsZCBuZXZlciBoYW5nIHVwLlxuICAgIHNldENsb3NlT25FeGVjKHBzLmZkLCB0cnVlKTtcbiAgICB0aGlzLiNnYXRoZXJQYW5lKHBhbmUpO1xuICAgIC8vIEV4aXRlZCBkdXJpbmcgdGhlIGhhbmRvdmVyIG9yIGJlZm9yZTogZHJhaW4gd2hhdCBpcyBsZWZ0LCB0aGVuIGVuZC5cbiAgICBpZiAocHMuc3RhdHVzKSBwYW5lLnJpbmcucmVxdWVzdFN0b3AoeyBkcmFpbjogdHJ1ZSB9KTtcbiAgICBlbHNlIHRoaXMuI3dhdGNoQ2hpbGQocGFuZSk7XG4gICAgcmV0dXJuIHBhbmU7XG4gIH1cblxuICAvLyAtLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tXG4gIC8vIEVuZGluZ1xuXG4gIC8qKlxuICAgKiBFbmRzIHRoZSBzZXNzaW9uOiBTSUdIVVAgdG8gZXZlcnkgcGFuZSdzIHByb2Nlc3MgZ3JvdXAsIFNJR0tJTEwgaWYgaXRcbiAgICogaXMgc3RpbGwgdGhlcmUgYWZ0ZXIgS0lMTF9HUkFDRV9NUy4gUmVzb2x2ZXMgd2hlbiBpdCBpcyBnb25lLlxuICAgKi9cbiAga2lsbChyZWFzb246IFwia2lsbGVkXCIgfCBcInNlcnZlci1leGl0XCIgPSBcImtpbGxlZFwiKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgdGhpcy4jZW5kUmVhc29uID0gcmVhc29uO1xuICAgIC8vIERlYWQgcGFuZXMgKHJlbWFpbi1vbi1leGl0KSBoYXZlIG5vIHByb2dyYW0gbGVmdCB0byBlbmQ6IHRoZXkgZ29cbiAgICAvLyBub3csIG9yIHRoZSBzZXNzaW9uIHdvdWxkIHdhaXQgZm9yIHRoZW0gZm9yZXZlci5cbiAgICBpZiAoIXRoaXMuZXhpdCkgdGhpcy4jY2xvc2VEZWFkUGFuZXMoKTtcbiAgICBpZiAodGhpcy5leGl0KSB7XG4gICAgICB0aGlzLiNmaW5pc2goKTtcbiAgICAgIHJldHVybiBQcm9taXNlLnJlc29sdmUoKTtcbiAgICB9XG4gICAgZm9yIChjb25zdCB3IG9mIHRoaXMud2luZG93cykge1xuICAgICAgZm9yIChjb25zdCBwYW5lIG9mIHcucGFuZXMudmFsdWVzKCkpIHBhbmUuc2lnbmFsKGZhbHNlKTtcbiAgICB9XG4gICAgaWYgKCF0aGlzLiNraWxsVGltZXIpIHtcbiAgICAgIHRoaXMuI2tpbGxUaW1lciA9IHNldFRpbWVvdXQoKCkgPT4ge1xuICAgICAgICB0aGlzLiNsb2cuaW5mbyhcbiAgICAgICAgICBgc2Vzc2lvbiAke3RoaXMubmFtZX06IHN0aWxsIGFsaXZlIGFmdGVyIFNJR0hVUDsgc2VuZGluZyBTSUdLSUxMYCxcbiAgICAgICAgKTtcbiAgICAgICAgZm9yIChjb25zdCB3IG9mIHRoaXMud2luZG93cykge1xuICAgICAgICAgIGZvciAoY29uc3QgcGFuZSBvZiB3LnBhbmVzLnZhbHVlcygpKSBwYW5lLnNpZ25hbCh0cnVlKTtcbiAgICAgICAgfVxuICAgICAgfSwgS0lMTF9HUkFDRV9NUyk7XG4gICAgfVxuICAgIHJldHVybiB0aGlzLmVuZGVkLnRoZW4oKCkgPT4gdGhpcy4jZmluaXNoKCkpO1xuICB9XG5cbiAgLyoqIENsb3NlcyBldmVyeSBkZWFkIHBhbmU7IHRoZSBsYXN0IG9uZSBjbG9zZWQgZW5kcyB0aGUgc2Vzc2lvbi4gKi9cbiAgI2Nsb3NlRGVhZFBhbmVzKCk6IHZvaWQge1xuICAgIGZvciAoY29uc3QgdyBvZiBbLi4udGhpcy53aW5kb3dzXSkge1xuICAgICAgZm9yIChjb25zdCBwYW5lIG9mIFsuLi53LnBhbmVzLnZhbHVlcygpXSkge1xuICAgICAgICBpZiAocGFuZS5kZWFkICYmICF0aGlzLmV4aXQpIHRoaXMuI2Nsb3NlUGFuZShwYW5lKTtcbiAgICAgIH1cbiAgICB9XG4gIH1cblxuICAvKipcbiAgICogU0lHSFVQIHRvIG9uZSBwYW5lJ3MgcHJvZ3JhbSBub3csIFNJR0tJTEwgYWZ0ZXIgdGhlIGdyYWNlIGlmIGl0IGlzXG4gICAqIHN0aWxsIHRoZXJlIChgRW5kaW5nc2A6IGFjcm9zcyBhbiB1cGdyYWRlIHRvbykuXG4gICAqL1xuICAjc2lnbmFsTGF0ZXIocGFuZTogUGFuZSk6IHZvaWQge1xuICAgIHRoaXMuI2VuZGluZ3MuZW5kKHBhbmUucGlkKTtcbiAgfVxuXG4gICNjaGlsZEV4aXRlZChwYW5lOiBQYW5lLCB3YWl0OiBXYWl0U3RhdHVzKTogdm9pZCB7XG4gICAgaWYgKHBhbmUuaGFuZGluZ09mZikgcmV0dXJuOyAvLyBJdHMgbmV3IHNlc3Npb24ncyBwYW5lIHRha2VzIHRoZSBleGl0LlxuICAgIGNvbnN0IHNpZ25hbCA9IHdhaXQuc2lnbmFsID09PSBudWxsID8gbnVsbCA6IHNpZ25hbE5hbWUod2FpdC5zaWduYWwpO1xuICAgIHBhbmUuc3RhdHVzID0geyBjb2RlOiB3YWl0LmNvZGUsIHNpZ25hbCB9O1xuICAgIHRoaXMuI3VwZGF0ZVJvdXRlKCk7XG4gICAgdGhpcy4jbG9nLmluZm8oXG4gICAgICBgc2Vzc2lvbiAke3RoaXMubmFtZX06IHBhbmUgJHtwYW5lLmlkfSBleGl0ZWQgKCR7XG4gICAgICAgIHNpZ25hbCA/PyBgc3RhdHVzICR7d2FpdC5jb2RlfWBcbiAgICAgIH0pYCxcbiAgICApO1xuICAgIC8vIFdoYXRldmVyIHRoZSBjaGlsZCB3cm90ZSBsYXN0IGlzIHN0aWxsIGluIHRoZSBwdHk6IGRyYWluIGl0LCB0aGVuIHN0b3AuXG4gICAgcGFuZS5yaW5nLnJlcXVlc3RTdG9wKHsgZHJhaW46IHRydWUgfSk7XG4gICAgdGhpcy4jbWF5YmVQYW5lRW5kKHBhbmUpO1xuICB9XG5cbiAgLyoqIEEgcGFuZSB3aG9zZSBvdXRwdXQgaXMgYWxsIHBhcnNlZCBjbG9zZXMsIHN0YXlzLCBvciBlbmRzIHRoZSBzZXNzaW9uLiAqL1xuICAjbWF5YmVQYW5lRW5kKHBhbmU6IFBhbmUpOiB2b2lkIHtcbiAgICBpZiAocGFuZS5oYW5kaW5nT2ZmKSByZXR1cm47XG4gICAgaWYgKHRoaXMuI3BhbmUocGFuZS5pZCkgIT09IHBhbmUpIHtcbiAgICAgIGlmICghcGFuZS5zdGF0dXMpIHJldHVybjtcbiAgICAgIC8vIFJlc3Bhd25lZCBvciBjbG9zZWQ6IGl0cyBwcm9ncmFtJ3Mgd2FpdHMgZW5kIHdpdGggdGhhdCBwcm9ncmFtLlxuICAgICAgdGhpcy4jcGFuZUV4aXRzLmdldChwYW5lKT8ucmVzb2x2ZShwYW5lLnN0YXR1cyk7XG4gICAgICB0aGlzLiNwYW5lRXhpdHMuZGVsZXRlKHBhbmUpO1xuICAgICAgLy8gQ2xvc2VkIHdoaWxlIGl0cyBwcm9ncmFtIHJhbiAocmVzcGF3bi13aW5kb3cgLWsgY2xvc2VzIHRoZSBvdGhlclxuICAgICAgLy8gcGFuZXMpOiBpdHMgc3RhdHVzLCBub3cga25vd24sIGZvciBhIGxhdGVyIGB3YWl0IC0tZXhpdCAtdCAlTmAuXG4gICAgICBpZiAoIXRoaXMuI3BhbmUocGFuZS5pZCkpIHRoaXMub25QYW5lQ2xvc2VkKHBhbmUpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBpZiAocGFuZS5lbmRlZCAmJiBwYW5lLnN0YXR1cyAmJiAhdGhpcy4jZnJvemVuKSB7XG4gICAgICB0aGlzLiNwYW5lRXhpdHMuZ2V0KHBhbmUpPy5yZXNvbHZlKHBhbmUuc3RhdHVzKTtcbiAgICAgIHRoaXMuI3BhbmVFeGl0cy5kZWxldGUocGFuZSk7XG4gICAgfVxuICAgIGlmICghcGFuZS5lbmRlZCB8fCBwYW5lLmRlYWQgfHwgdGhpcy5leGl0IHx8IHRoaXMuI2Zyb3plbikgcmV0dXJuO1xuICAgIC8vIHJlbWFpbi1vbi1leGl0IGtlZXBzIGEgcGFuZSB3aG9zZSBwcm9ncmFtIGV4aXRlZCwgbm90IG9uZSBraWxsZWRcbiAgICAvLyAodG11eCdzIGtpbGwtcGFuZSBkZXN0cm95cyBpdCkuXG4gICAgY29uc3QgcmVtYWluID0gdGhpcy5yZW1haW5PbkV4aXQgJiYgIXBhbmUua2lsbGVkO1xuICAgIGlmICh0aGlzLiNwYW5lQ291bnQoKSA9PT0gMSAmJiAodGhpcy5rZWVwIHx8IHJlbWFpbikpIHtcbiAgICAgIHBhbmUuZGVhZCA9IHRydWU7XG4gICAgICBwYW5lLmNsb3NlKCk7XG4gICAgICB0aGlzLiNlbmQocGFuZS5zdGF0dXMhKTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgLy8gQSB3YWl0IG9uIHRoaXMgcGFuZSBhbG9uZSBlbmRzIHdpdGggaXQgKGFmdGVyIGFueSBtYXRjaCBpdCBtYWRlKS5cbiAgICB0aGlzLiNwYXJzZS5yZWplY3RXYXRjaGVzKFxuICAgICAgbmV3IFJlcXVlc3RGYWlsdXJlKFwiZXhpdGVkXCIsIGBQYW5lICUke3BhbmUuaWR9IGV4aXRlZCBmaXJzdGApLFxuICAgICAgcGFuZS5pZCxcbiAgICApO1xuICAgIGlmIChyZW1haW4gJiYgdGhpcy4jZW5kUmVhc29uID09PSBcImV4aXRlZFwiICYmICF0aGlzLiNraWxsaW5nKSB7XG4gICAgICBwYW5lLmRlYWQgPSB0cnVlO1xuICAgICAgcGFuZS5jbG9zZSgpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICB0aGlzLiNjbG9zZVBhbmUocGFuZSk7XG4gIH1cblxuICAvKiogV2hldGhlciBhIGtpbGwgb2YgdGhlIHdob2xlIHNlc3Npb24gaXMgdW5kZXIgd2F5LiAqL1xuICBnZXQgI2tpbGxpbmcoKTogYm9vbGVhbiB7XG4gICAgcmV0dXJuIHRoaXMuI2tpbGxUaW1lciAhPT0gdW5kZWZpbmVkO1xuICB9XG5cbiAgLyoqIFRha2VzIGEgcGFuZSBvdXQgb2YgaXRzIHdpbmRvdzsgdGhlIGxhc3QgcGFuZSBlbmRzIHRoZSBzZXNzaW9uLiAqL1xuICAjY2xvc2VQYW5lKHBhbmU6IFBhbmUpOiB2b2lkIHtcbiAgICBjb25zdCB3ID0gdGhpcy53aW5kb3dPZihwYW5lKTtcbiAgICBpZiAoIXcpIHJldHVybjtcbiAgICBpZiAodGhpcy4jcGFuZUNvdW50KCkgPT09IDEpIHtcbiAgICAgIHBhbmUuY2xvc2UoKTtcbiAgICAgIHRoaXMuI2VuZChwYW5lLnN0YXR1cyA/PyB7IGNvZGU6IDAsIHNpZ25hbDogbnVsbCB9LCBwYW5lLmtpbGxlZCk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGlmICghdy5yZW1vdmUocGFuZSkpIHRoaXMuI3JlbW92ZVdpbmRvdyh3KTtcbiAgICBwYW5lLmNsb3NlKCk7XG4gICAgdGhpcy4jcGFyc2UucG9zdCh7IHQ6IFwiZHJvcC1wYW5lXCIsIHBhbmU6IHBhbmUuaWQgfSk7XG4gICAgdGhpcy4jcHVibGlzaExheW91dCgpO1xuICAgIHRoaXMub25QYW5lQ2xvc2VkKHBhbmUpO1xuICB9XG5cbiAgI3JlbW92ZVdpbmRvdyh3OiBXaW5kb3cpOiB2b2lkIHtcbiAgICBjb25zdCBpID0gdGhpcy53aW5kb3dzLmluZGV4T2Yodyk7XG4gICAgdGhpcy53aW5kb3dzLnNwbGljZShpLCAxKTtcbiAgICB0aGlzLiNsYXN0V2luZG93cyA9IHRoaXMuI2xhc3RXaW5kb3dzLmZpbHRlcigobCkgPT4gbCAhPT0gdyk7XG4gICAgaWYgKHRoaXMud2luZG93ID09PSB3KSB7XG4gICAgICAvLyBBcyB0bXV4OiB0aGUgbGFzdCB3aW5kb3cgc2hvd24sIGVsc2UgdGhlIG9uZSBhZnRlciwgZWxzZSBiZWZvcmUuXG4gICAgICB0aGlzLndpbmRvdyA9IHRoaXMuI2xhc3RXaW5kb3dzLnNoaWZ0KCkgPz8gdGhpcy53aW5kb3dzW2ldID8/XG4gICAgICAgIHRoaXMud2luZG93c1tpIC0gMV07XG4gICAgICAvLyBTaG93biBub3c6IGl0cyBhY3Rpdml0eSBhbmQgYmVsbCBhcmUgc2VlbiAodG11eCdzXG4gICAgICAvLyBzZXNzaW9uX3NldF9jdXJyZW50IGNsZWFycyB0aGVtKS5cbiAgICAgIGlmICh0aGlzLndpbmRvdykgdGhpcy53aW5kb3cuYWN0aXZpdHkgPSB0aGlzLndpbmRvdy5iZWxsID0gZmFsc2U7XG4gICAgfVxuICB9XG5cbiAgLyoqIFRoZSBzZXNzaW9uIGVuZHMgd2l0aCBpdHMgbGFzdCBwYW5lJ3MgZXhpdCBzdGF0dXMuICovXG4gICNlbmQoc3RhdHVzOiBFeGl0U3RhdHVzLCBraWxsZWQgPSBmYWxzZSk6IHZvaWQge1xuICAgIHRoaXMuZXhpdCA9IHN0YXR1cztcbiAgICBjbGVhclRpbWVvdXQodGhpcy4ja2lsbFRpbWVyKTtcbiAgICB0aGlzLiNyZXNvbHZlRXhpdGVkKHN0YXR1cyk7XG4gICAgdGhpcy4jcGFyc2UucmVqZWN0V2F0Y2hlcyhcbiAgICAgIG5ldyBSZXF1ZXN0RmFpbHVyZShcImV4aXRlZFwiLCBgU2Vzc2lvbiAke3RoaXMubmFtZX0gZXhpdGVkIGZpcnN0YCksXG4gICAgKTtcbiAgICB0aGlzLiNlbWl0KHsgdHlwZTogXCJleGl0XCIsIHN0YXR1cyB9LCBudWxsKTtcbiAgICBjb25zdCBlbmQ6IEVuZE1zZyA9IHRoaXMuI2VuZFJlYXNvbiA9PT0gXCJzZXJ2ZXItZXhpdFwiXG4gICAgICA/IHsgdDogXCJlbmRcIiwgcmVhc29uOiBcInNlcnZlci1leGl0XCIsIG5hbWU6IHRoaXMubmFtZSB9XG4gICAgICA6IHsgdDogXCJlbmRcIiwgcmVhc29uOiB0aGlzLiNlbmRSZWFzb24sIG5hbWU6IHRoaXMubmFtZSwgc3RhdHVzIH07XG4gICAgZm9yIChjb25zdCBjIG9mIHRoaXMuY2xpZW50cykgYy5lbmQoZW5kKTtcbiAgICB0aGlzLmNsaWVudHMuY2xlYXIoKTtcbiAgICB0aGlzLiNjbGllbnRzQ2hhbmdlZCgpO1xuICAgIHRoaXMuI3Jlc29sdmVFbmRlZCgpO1xuICAgIC8vIEEgZGVhZCBsYXN0IHBhbmUgc3RheXMgKHJlbWFpbi1vbi1leGl0KSBhcyBhIGtlcHQgc2Vzc2lvbidzIHNjcmVlblxuICAgIC8vIGRvZXMsIHVudGlsIGtpbGwtcGFuZSBvciBraWxsOyBvbmUga2lsbC1wYW5lIGVuZGVkIGRvZXMgbm90LlxuICAgIGNvbnN0IHN0YXlzID0gdGhpcy5rZWVwIHx8ICh0aGlzLnJlbWFpbk9uRXhpdCAmJiAha2lsbGVkKTtcbiAgICBpZiAoIXN0YXlzIHx8IHRoaXMuI2VuZFJlYXNvbiAhPT0gXCJleGl0ZWRcIikgdGhpcy4jZmluaXNoKCk7XG4gIH1cblxuICAvKiogRnJlZXMgd2hhdCBhIGtlcHQgc2Vzc2lvbiBzdGlsbCBob2xkcyBhbmQgZm9yZ2V0cyB0aGUgc2Vzc2lvbi4gKi9cbiAgI2ZpbmlzaCgpOiB2b2lkIHtcbiAgICBpZiAodGhpcy4jZ29uZSkgcmV0dXJuO1xuICAgIHRoaXMuI2dvbmUgPSB0cnVlO1xuICAgIHRoaXMuI3BhcnNlLmNsb3NlKCk7XG4gICAgdGhpcy4jY2xvc2VPd25HYXRoZXIoKTtcbiAgICB0aGlzLiNsaXN0ZW5lcnMuY2xlYXIoKTtcbiAgICB0aGlzLm9uR29uZSh0aGlzKTtcbiAgfVxuXG4gIC8qKiBBIGdhdGhlciB3b3JrZXIgb2YgaXRzIG93biBlbmRzIHdpdGggaXQsIG9uY2UgaXRzIHB0eXMgYXJlIGxldCBnby4gKi9cbiAgI2Nsb3NlT3duR2F0aGVyKCk6IHZvaWQge1xuICAgIGlmICghdGhpcy4jb3duR2F0aGVyKSByZXR1cm47XG4gICAgY29uc3QgZ2F0aGVyZWQgPSBbXTtcbiAgICBmb3IgKGNvbnN0IHcgb2YgdGhpcy53aW5kb3dzKSB7XG4gICAgICBmb3IgKGNvbnN0IHAgb2Ygdy5wYW5lcy52YWx1ZXMoKSkgZ2F0aGVyZWQucHVzaChwLmdhdGhlcmVkKTtcbiAgICB9XG4gICAgY29uc3QgZ2F0aGVyID0gdGhpcy4jZ2F0aGVyO1xuICAgIFByb21pc2UuYWxsKGdhdGhlcmVkKS5maW5hbGx5KCgpID0+IGdhdGhlci5jbG9zZSgpKTtcbiAgfVxufVxuXG4vKiogV2hhdCBldmVyeSBjbGllbnQncyBmcmFtZXMgY2FycnkgYmVzaWRlcyB0aGUgc2NyZWVuIChgdXBkYXRlRm9yYCkuICovXG5pbnRlcmZhY2UgU2hvd25QYXJ0cyB7XG4gIHN0YXR1czogV2lyZVN0YXR1cztcbiAgc3RhdHVzS2V5OiBzdHJpbmc7XG4gIHBhbmVzOiBXaXJlUGFuZVtdO1xuICAvKiogYHBhbmVzYCBhcyBKU09OOiBjbGllbnRzJyB2aWV3cyByZW1lbWJlciBpdCAoYFNlbnRTdGF0ZS5wYW5lc0tleWApLiAqL1xuICBwYW5lc0tleTogc3RyaW5nO1xufVxuXG4vKiogV2hldGhlciBgcGFuZWAgYWxyZWFkeSBoYXMgdGhlc2UgbW9kZXMgKHdoYXQgYHNob3duUGFuZXNgIHNob3dzKS4gKi9cbmZ1bmN0aW9uIHNhbWVNb3VzZShwYW5lOiBQYW5lLCBrZXlzOiBib29sZWFuLCBtOiBQYW5lTW91c2VNb2Rlcyk6IGJvb2xlYW4ge1xuICBjb25zdCB3YXMgPSBwYW5lLm1vdXNlO1xuICByZXR1cm4gcGFuZS5jdXJzb3JLZXlzID09PSBrZXlzICYmIHdhcy5tb3VzZSA9PT0gbS5tb3VzZSAmJlxuICAgIHdhcy5lbmNvZGluZyA9PT0gbS5lbmNvZGluZyAmJiB3YXMuYWx0U2Nyb2xsID09PSBtLmFsdFNjcm9sbDtcbn1cblxuLyoqIEEgc3RhdHVzIGxpbmUncyBjb250ZW50IGFzIGEgc3RyaW5nLCB0byB0ZWxsIHdoZXRoZXIgaXQgY2hhbmdlZC4gKi9cbmZ1bmN0aW9uIHN0YXR1c0tleShzOiBXaXJlU3RhdHVzKTogc3RyaW5nIHtcbiAgbGV0IGtleSA9IGAke3MucGFuZX1cXDAke3Muc2Vzc2lvbn1gO1xuICBmb3IgKGNvbnN0IFtpLCBuYW1lLCBmbGFnc10gb2Ygcy53aW5kb3dzKSBrZXkgKz0gYFxcMCR7aX1cXDAke25hbWV9XFwwJHtmbGFnc31gO1xuICByZXR1cm4ga2V5O1xufVxuXG4vKipcbiAqIFN0YXJ0cyBgY21kYCBvbiBhIG5ldyBwdHkgd2l0aCB0aGUgc2Vzc2lvbidzIGVudmlyb25tZW50IChgZW52aXJvbmBcbiAqIGFuZCB0aGUgZ2xvYmFsIG9uZSdzIGNoYW5nZXMgb3ZlciBgc3BlYy5lbnZgKSwgZm9yIHBhbmUgYHBhbmVJZGAuXG4gKi9cbmZ1bmN0aW9uIHNwYXduKFxuICBzcGVjOiBTZXNzaW9uU3BlYyxcbiAgZW52aXJvbjogRW52aXJvbixcbiAgcGFuZUlkOiBudW1iZXIsXG4gIGNtZDogc3RyaW5nW10sXG4gIGFyZ3YwOiBzdHJpbmcgfCB1bmRlZmluZWQsXG4gIGN3ZDogc3RyaW5nLFxuICBjb2xzOiBudW1iZXIsXG4gIHJvd3M6IG51bWJlcixcbik6IFB0eVByb2Nlc3Mge1xuICB0cnkge1xuICAgIHJldHVybiBzcGF3blB0eSh7XG4gICAgICBmaWxlOiBjbWRbMF0sXG4gICAgICBhcmdzOiBjbWQuc2xpY2UoMSksXG4gICAgICBhcmd2MCxcbiAgICAgIC8vIEFzIHRtdXgncyBUTVVYX1BBTkU6IGJlcnRoIGNvbW1hbmRzIHJ1biB0aGVyZSBhY3Qgb24gdGhpcyBwYW5lLlxuICAgICAgZW52OiB7XG4gICAgICAgIC4uLihzcGVjLmdsb2JhbEVudlxuICAgICAgICAgID8gc3Bhd25FbnYoc3BlYy5lbnYsIHNwZWMuZ2xvYmFsRW52KCksIGVudmlyb24pXG4gICAgICAgICAgOiBzcGVjLmVudiksXG4gICAgICAgIEJFUlRIX1BBTkU6IGAlJHtwYW5lSWR9YCxcbiAgICAgIH0sXG4gICAgICBjd2QsXG4gICAgICBjb2xzLFxuICAgICAgcm93cyxcbiAgICB9KTtcbiAgfSBjYXRjaCAoZXJyKSB7XG4gICAgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFwic3Bhd25cIiwgKGVyciBhcyBFcnJvcikubWVzc2FnZSk7XG4gIH1cbn1cblxuLyoqXG4gKiBIb3cgb2Z0ZW4gYXQgbW9zdCBhIHdpbmRvdydzIG5hbWUgZm9sbG93cyBpdHMgcHJvZ3JhbSAodG11eCBjaGVja3MgZXZlcnlcbiAqIDUwMCBtcyB0b28sIGBOQU1FX0lOVEVSVkFMYCk6IHR3byAvcHJvYyByZWFkcyBhIHdpbmRvdy5cbiAqL1xuY29uc3QgTkFNRV9DSEVDS19NUyA9IDUwMDtcblxuLyoqIEEgd2luZG93J3MgZmlyc3QgbmFtZTogaXRzIHByb2dyYW0ncywgdW50aWwgYCNjaGVja05hbWVgIGxvb2tzLiAqL1xuZnVuY3Rpb24gd2luZG93TmFtZShjbWQ6IHN0cmluZ1tdKTogc3RyaW5nIHtcbiAgY29uc3QgYmFzZSA9IGNtZFswXT8uc3BsaXQoXCIvXCIpLnBvcCgpID8/IFwiXCI7XG4gIHJldHVybiBiYXNlLnJlcGxhY2UoL14tLywgXCJcIikgfHwgXCJ3aW5kb3dcIjtcbn1cblxuLyoqXG4gKiBTZXR0bGVzIGFzIGB3YWl0YCBkb2VzLCB1bmxlc3MgYHRpbWVvdXRNc2AgcGFzc2VzIG9yIGBzaWduYWxgIGFib3J0c1xuICogZmlyc3Q6IHRoZW4gYGdpdmVVcGAgcnVucyAodG8gc3RvcCB3aGF0IGB3YWl0YCB3YWl0cyBmb3IpIGFuZCB0aGUgcmVzdWx0XG4gKiByZWplY3RzIFwidGltZW91dFwiLlxuICovXG5mdW5jdGlvbiB1bnRpbFN0b3BwZWQ8VD4oXG4gIHdhaXQ6IFByb21pc2U8VD4sXG4gIHRpbWVvdXRNczogbnVtYmVyIHwgdW5kZWZpbmVkLFxuICBzaWduYWw6IEFib3J0U2lnbmFsIHwgdW5kZWZpbmVkLFxuICBnaXZlVXA6ICgpID0+IHZvaWQsXG4pOiBQcm9taXNlPFQ+IHtcbiAgcmV0dXJuIG5ldyBQcm9taXNlPFQ+KChyZXNvbHZlLCByZWplY3QpID0+IHtcbiAgICBsZXQgdGltZXI6IFJldHVyblR5cGU8dHlwZW9mIHNldFRpbWVvdXQ+IHwgdW5kZWZpbmVkO1xuICAgIGNvbnN0IHN0b3AgPSAoKSA9PiB7XG4gICAgICBjbGVhclRpbWVvdXQodGltZXIpO1xuICAgICAgc2lnbmFsPy5yZW1vdmVFdmVudExpc3RlbmVyKFwiYWJvcnRcIiwgb25BYm9ydCk7XG4gICAgfTtcbiAgICBjb25zdCBmYWlsID0gKG1lc3NhZ2U6IHN0cmluZykgPT4ge1xuICAgICAgc3RvcCgpO1xuICAgICAgZ2l2ZVVwKCk7XG4gICAgICByZWplY3QobmV3IFJlcXVlc3RGYWlsdXJlKFwidGltZW91dFwiLCBtZXNzYWdlKSk7XG4gICAgfTtcbiAgICBjb25zdCBvbkFib3J0ID0gKCkgPT4gZmFpbChcIlRoZSB3YWl0IHdhcyBjYW5jZWxsZWRcIik7XG4gICAgaWYgKHRpbWVvdXRNcyAhPT0gdW5kZWZpbmVkKSB7XG4gICAgICB0aW1lciA9IHNldFRpbWVvdXQoXG4gICAgICAgICgpID0+IGZhaWwoYFRpbWVkIG91dCBhZnRlciAke3RpbWVvdXRNc30gbXNgKSxcbiAgICAgICAgdGltZW91dE1zLFxuICAgICAgKTtcbiAgICB9XG4gICAgaWYgKHNpZ25hbD8uYWJvcnRlZCkgcXVldWVNaWNyb3Rhc2sob25BYm9ydCk7XG4gICAgZWxzZSBzaWduYWw/LmFkZEV2ZW50TGlzdGVuZXIoXCJhYm9ydFwiLCBvbkFib3J0LCB7IG9uY2U6IHRydWUgfSk7XG4gICAgd2FpdC50aGVuKFxuICAgICAgKHYpID0+IHtcbiAgICAgICAgc3RvcCgpO1xuICAgICAgICByZXNvbHZlKHYpO1xuICAgICAgfSxcbiAgICAgIChlKSA9PiB7XG4gICAgICAgIHN0b3AoKTtcbiAgICAgICAgcmVqZWN0KGUpO1xuICAgICAgfSxcbiAgICApO1xuICB9KTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Ozs7OztDQWdCQyxHQUVELFNBQVMsVUFBVSxRQUFRLDBCQUEwQjtBQUNyRCxTQUFTLGVBQWUsUUFBUSwyQkFBMkI7QUFnQjNELFNBR0UsUUFBUSxRQUVILG1CQUFtQjtBQUMxQixTQUFTLGNBQWMsUUFBUSxvQkFBb0I7QUFDbkQsU0FBUyxVQUFVLFFBQVEsNEJBQTRCO0FBRXZELFNBQVMsY0FBYyxRQUFRLHVCQUF1QjtBQUN0RCxTQUFTLFlBQVksUUFBUSxxQkFBcUI7QUFDbEQsU0FBUyxXQUFXLEVBQUUsWUFBWSxFQUFFLFFBQVEsUUFBUSx5QkFBeUI7QUFFN0UsU0FDRSxrQkFBa0IsRUFDbEIsaUJBQWlCLEVBQ2pCLFNBQVMsRUFHVCxjQUFjLEVBQ2QsV0FBVyxRQUNOLCtCQUErQjtBQUN0QyxTQUdFLFdBQVcsUUFDTixvQkFBb0I7QUFDM0IsU0FBUyxZQUFZLFFBQXdCLHFCQUFxQjtBQUNsRSxTQUFTLGdCQUFnQixRQUFRLG1CQUFtQjtBQUNwRCxTQUFTLElBQUksUUFBUSxZQUFZO0FBQ2pDLFNBQVMsTUFBTSxRQUFRLGNBQWM7QUFDckMsU0FBUyxpQkFBaUIsUUFBUSxrQkFBa0I7QUFDcEQsU0FBUyxLQUFLLFFBQVEsMEJBQTBCO0FBQ2hELFNBQVMsVUFBVSxRQUFRLHFCQUFxQjtBQUNoRCxTQUFTLFdBQVcsUUFBd0IsdUJBQXVCO0FBR25FLFNBQVMsY0FBYyxFQUFFLFdBQVcsUUFBUSxxQkFBcUI7QUFFakUsU0FBUyxPQUFPLEVBQUUsUUFBUSxRQUFRLG1CQUFtQjtBQUNyRCxTQUFTLE9BQU8sRUFBRSxhQUFhLFFBQVEsZUFBZTtBQUV0RDs7Ozs7Q0FLQyxHQUNELE1BQU0sWUFBWTtBQTZFbEI7Ozs7OztDQU1DLEdBQ0QsT0FBTyxNQUFNO0VBQ1gsQ0FBQSxJQUFLLEdBQUcsRUFBRTtFQUVWLGNBQWMsR0FDZCxPQUFlO0lBQ2IsT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLO0VBQ25CO0VBRUEsdURBQXVELEdBQ3ZELFFBQVEsSUFBWSxFQUFRO0lBQzFCLElBQUksT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUUsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0VBQ3RDO0VBRUEsOEJBQThCLEdBQzlCLElBQUksT0FBZTtJQUNqQixPQUFPLElBQUksQ0FBQyxDQUFBLElBQUs7RUFDbkI7QUFDRjtBQVFBLHlDQUF5QyxHQUN6QyxPQUFPLE1BQU07RUFDWCxtQ0FBbUMsR0FDbkMsS0FBYTtFQUNiOzs7R0FHQyxHQUNELEdBQVc7RUFDRixRQUFrQjtFQUNsQixJQUFZO0VBQ3JCLDhDQUE4QyxHQUM5QyxVQUFVLEtBQUssR0FBRyxHQUFHO0VBQ3JCLGFBQWEsS0FBSyxHQUFHLEdBQUc7RUFDZixLQUFjO0VBQ3ZCLEtBQWE7RUFDYixLQUFhO0VBQ0osT0FBcUI7RUFDckIsVUFBVSxJQUFJLE1BQXNCO0VBQzdDLGlDQUFpQyxHQUNqQyxBQUFTLFVBQW9CLEVBQUUsQ0FBQztFQUNoQyxzQkFBc0IsR0FDdEIsT0FBZTtFQUNmOzs7O0dBSUMsR0FDRCxDQUFBLFdBQVksR0FBYSxFQUFFLENBQUM7RUFDNUI7OztHQUdDLEdBQ0QsSUFBSSxlQUF3QjtJQUMxQixPQUFPLElBQUksQ0FBQyxDQUFBLFlBQWEsSUFBSSxJQUFJLENBQUMsQ0FBQSxhQUFjLFFBQVE7RUFDMUQ7RUFDQSxJQUFJLGFBQWEsRUFBVyxFQUFFO0lBQzVCLElBQUksQ0FBQyxDQUFBLFlBQWEsR0FBRztFQUN2QjtFQUNBLENBQUEsWUFBYSxHQUFtQixLQUFLO0VBQ3JDLENBQUEsYUFBYyxDQUE4QjtFQUM1Qyw2REFBNkQsR0FDN0QsQUFBUyxRQUFpQjtFQUMxQix3RUFBd0UsR0FDeEUsT0FBMEIsS0FBSztFQUMvQjs7O0dBR0MsR0FDRCxJQUFJLFFBQXVCO0lBQ3pCLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTTtFQUNwQjtFQUNBLENBQUEsS0FBTSxDQUFnQjtFQUV0QixvRUFBb0UsR0FDcEUsU0FBK0IsS0FBTyxFQUFFO0VBQ3hDOzs7R0FHQyxHQUNELGVBQXFDLEtBQU8sRUFBRTtFQUU5QyxDQUFBLElBQUssQ0FBYztFQUNuQixDQUFBLE9BQVEsQ0FBZTtFQUN2QixDQUFBLE1BQU8sR0FBRyxvQkFBb0I7RUFDOUI7OztHQUdDLEdBQ0QsQUFBUyxRQUFRLGNBQWM7RUFDL0IsQ0FBQSxNQUFPLEdBQUcscUJBQXFCO0VBQy9CLENBQUEsTUFBTyxDQUFlO0VBQ3RCLGlFQUFpRSxHQUNqRSxDQUFBLFNBQVUsQ0FBVTtFQUNwQixDQUFBLEtBQU0sQ0FBYztFQUNwQixDQUFBLEdBQUksQ0FBTTtFQUNWLENBQUEsT0FBUSxDQUFNO0VBQ0wsQ0FBQSxPQUFRLENBQVU7RUFDM0IsQ0FBQSxTQUFVLENBQU07RUFDaEIsQ0FBQSxTQUFVLEdBQWMsU0FBUztFQUNqQyxDQUFBLFlBQWEsQ0FBYztFQUMzQixDQUFBLElBQUssR0FBRyxNQUFNO0VBQ2QsOERBQThELEdBQzlELENBQUEsTUFBTyxDQUFzQjtFQUM3QixDQUFBLGFBQWMsQ0FBMkI7RUFDekMsQ0FBQSxTQUFVLEdBQUcsSUFBSSxNQUFvQjtFQUNyQzs7O0dBR0MsR0FDRCxDQUFBLFNBQVUsR0FBRyxJQUFJLE1BR2I7RUFDSixDQUFBLFNBQVUsQ0FBNEM7RUFDdEQsQ0FBQSxVQUFXLEdBQUcsSUFBSSxpQkFDaEIsaUVBQWlFO0VBQ2pFLElBQU0sYUFBYSxJQUFJLENBQUMsS0FBSyxHQUM3QjtFQUNGLHlEQUF5RCxHQUN6RCxDQUFBLE1BQU8sR0FBRyxNQUFNO0VBQ2hCLHVEQUF1RCxHQUN2RCxDQUFBLE9BQVEsR0FBRyxJQUFJLE1BQTBCO0VBQ3pDOzs7Ozs7R0FNQyxHQUNELENBQUEsS0FBTSxHQUFzQixLQUFLO0VBQ2pDLENBQUEsS0FBTSxDQUFjO0VBQ3BCLGdFQUFnRSxHQUNoRSxBQUFTLFFBQVEsSUFBSSxRQUFjLENBQUMsSUFBTyxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsR0FBSTtFQUU3RCxZQUNFLElBQWlCLEVBQ2pCLEVBQVUsRUFDVixHQUFzQixFQUN0QixPQUFxQixFQUNyQixHQUFRLEVBQ1IsT0FBdUIsQ0FDdkI7SUFDQSxJQUFJLENBQUMsSUFBSSxHQUFHLEtBQUssSUFBSTtJQUNyQixJQUFJLENBQUMsRUFBRSxHQUFHLENBQUMsUUFBUSxVQUFVLElBQUksSUFBSSxLQUFLLEVBQUUsSUFBSTtJQUNoRCxJQUFJLENBQUMsT0FBTyxHQUFHLEtBQUssR0FBRztJQUN2QixJQUFJLENBQUMsR0FBRyxHQUFHLEtBQUssR0FBRztJQUNuQixJQUFJLENBQUMsSUFBSSxHQUFHLEtBQUssSUFBSTtJQUNyQixJQUFJLENBQUMsQ0FBQSxhQUFjLEdBQUcsS0FBSyxZQUFZO0lBQ3ZDLElBQUksQ0FBQyxPQUFPLEdBQUcsSUFBSSxRQUFRLEtBQUssT0FBTztJQUN2QyxJQUFJLENBQUMsSUFBSSxHQUFHLEtBQUssSUFBSTtJQUNyQixJQUFJLENBQUMsSUFBSSxHQUFHLEtBQUssSUFBSTtJQUNyQixJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7SUFDYixJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7SUFDaEIsSUFBSSxDQUFDLE1BQU0sR0FBRyxJQUFJLGFBQWEsS0FBSyxJQUFJLEVBQUUsS0FBSyxJQUFJO0lBQ25ELElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRztJQUNaLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRyxJQUFJLFFBQVEsQ0FBQyxJQUFPLElBQUksQ0FBQyxDQUFBLFlBQWEsR0FBRztJQUN2RCxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsSUFBSSxRQUFRLENBQUMsSUFBTyxJQUFJLENBQUMsQ0FBQSxhQUFjLEdBQUc7SUFDekQsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHLENBQUMsUUFBUSxNQUFNO0lBQ2pDLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRyxRQUFRLE9BQU8sSUFBSSxJQUFJO0lBQ3ZDLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRyxRQUFRLE9BQU8sSUFBSSxJQUFJLFFBQVE7SUFDL0MsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHLFFBQVEsU0FBUyxJQUFJLElBQUk7SUFDM0MsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLFFBQVEsTUFBTSxJQUMzQixJQUFJLGFBQWEsS0FBSyxDQUFDLE9BQU8sRUFBRSxLQUFLLElBQUksRUFBRTtJQUM3QyxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDLFFBQVEsS0FBSyxJQUFJO0lBQ2hELElBQUksUUFBUSxNQUFNO01BQ2hCLElBQUksQ0FBQyxNQUFNLEdBQUcsTUFBTyxpQ0FBaUM7TUFDdEQ7SUFDRjtJQUNBLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQ3RCLElBQ0EsS0FDQTtNQUFFLEtBQUssS0FBSyxHQUFHO01BQUUsT0FBTyxLQUFLLEtBQUs7TUFBRSxLQUFLLEtBQUssR0FBRztJQUFDLEdBQ2xELEtBQUssSUFBSSxFQUNULEtBQUssSUFBSTtJQUVYLElBQUksQ0FBQyxNQUFNLEdBQUcsSUFBSSxPQUNoQixJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsSUFBSSxJQUNwQixHQUNBLFdBQVcsS0FBSyxHQUFHLEdBQ25CLE1BQ0EsS0FBSyxJQUFJLEVBQ1QsS0FBSyxJQUFJO0lBRVgsSUFBSSxDQUFDLE9BQU8sQ0FBQyxJQUFJLENBQUMsSUFBSSxDQUFDLE1BQU07SUFDN0IsSUFBSSxDQUFDLENBQUEsYUFBYztFQUNyQjtFQUVBLENBQUEsVUFBVyxDQUFDLE1BQWU7SUFDekIsT0FBTyxJQUFJLFlBQ1Q7TUFBRSxHQUFHO01BQVEsUUFBUSxJQUFJLENBQUMsQ0FBQSxNQUFPO01BQUUsUUFBUSxJQUFJLENBQUMsQ0FBQSxNQUFPO0lBQUMsR0FDeEQsQ0FBQyxNQUFNLEVBQUUsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLElBQUksRUFBRSxFQUMxQjtNQUNFLFFBQVEsQ0FBQztRQUNQLElBQUksQ0FBQyxNQUFNLENBQUMsS0FBSyxDQUFDO1FBQ2xCLElBQUksQ0FBQyxDQUFBLEtBQU07UUFDWCxLQUFLLE1BQU0sQ0FBQyxJQUFJLE9BQU8sTUFBTSxPQUFPLE1BQU0sSUFBSSxPQUFPLEtBQUssSUFBSSxFQUFFLENBQUU7VUFDaEUsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztVQUN4QixJQUFJLE1BQU07WUFDUixJQUFJLENBQUMsVUFBVSxNQUFNLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxZQUFhO1lBQ3JELEtBQUssVUFBVSxHQUFHO1lBQ2xCLEtBQUssY0FBYyxHQUFHO1lBQ3RCLEtBQUssS0FBSyxHQUFHO1VBQ2Y7VUFDQSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7WUFBRSxNQUFNO1lBQVU7VUFBTSxHQUFHO1VBQ3RDLElBQUksUUFBUSxHQUFHLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxJQUFJO1VBQ3BDLElBQUksUUFBUSxHQUFHLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQztRQUNqQztRQUNBLElBQUksQ0FBQyxDQUFBLFdBQVk7TUFDbkI7TUFDQSxPQUFPLENBQUMsTUFBTTtRQUNaLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxPQUFPO1FBQ2xCLElBQUksTUFBTSxJQUFJLEtBQUssVUFBVSxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsTUFBTSxTQUFTO1VBQzNELElBQUksQ0FBQyxDQUFBLFdBQVk7UUFDbkI7TUFDRjtNQUNBLFNBQVMsQ0FBQyxJQUFJO1FBQ1osTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztRQUN4Qiw4REFBOEQ7UUFDOUQsSUFBSSxDQUFDLFFBQVEsS0FBSyxHQUFHLEtBQUssS0FBSztRQUMvQixLQUFLLE1BQU0sR0FBRztRQUNkLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxHQUFHLENBQUM7UUFDbEIsSUFBSSxDQUFDLENBQUEsWUFBYSxDQUFDO01BQ3JCO01BQ0EsS0FBSyxDQUFDO1FBQ0osSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLEtBQUssQ0FDYixDQUFDLFFBQVEsRUFBRSxJQUFJLENBQUMsSUFBSSxDQUFDLHdCQUF3QixFQUFFLFNBQVM7UUFFMUQsS0FBSyxNQUFNLEtBQUssSUFBSSxDQUFDLE9BQU8sQ0FBRTtVQUM1QixLQUFLLE1BQU0sS0FBSyxFQUFFLEtBQUssQ0FBQyxNQUFNLEdBQUk7WUFDaEMsRUFBRSxNQUFNLEdBQUc7WUFDWCxJQUFJLENBQUMsQ0FBQSxZQUFhLENBQUM7VUFDckI7UUFDRjtNQUNGO01BQ0EsT0FBTyxDQUFDLFVBQVksSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLEtBQUssQ0FBQyxDQUFDLFFBQVEsRUFBRSxJQUFJLENBQUMsSUFBSSxDQUFDLEVBQUUsRUFBRSxTQUFTO0lBQ3hFLEdBQ0EsSUFBTSxJQUFJLGVBQWUsVUFBVSxDQUFDLFFBQVEsRUFBRSxJQUFJLENBQUMsSUFBSSxDQUFDLFVBQVUsQ0FBQyxHQUNuRTtFQUVKO0VBRUE7OztHQUdDLEdBQ0QsT0FBTyxNQUNMLElBQWlCLEVBQ2pCLE9BQXFCLEVBQ3JCLEdBQVEsRUFDUixVQUEwQixDQUFDLENBQUMsRUFDbkI7SUFDVCxJQUFJO0lBQ0osTUFBTSxVQUFVLFFBQVEsT0FBTyxJQUFJLElBQUk7SUFDdkMsTUFBTSxLQUFLLFFBQVEsSUFBSTtJQUN2QixJQUFJO01BQ0YsTUFBTSxNQUNKLE1BQ0EsSUFBSSxRQUFRLEtBQUssT0FBTyxHQUN4QixJQUNBLEtBQUssR0FBRyxFQUNSLEtBQUssS0FBSyxFQUNWLEtBQUssR0FBRyxFQUNSLEtBQUssSUFBSSxFQUNULEtBQUssSUFBSTtJQUViLEVBQUUsT0FBTyxLQUFLO01BQ1osUUFBUSxLQUFLLEVBQUU7TUFDZixNQUFNO0lBQ1I7SUFDQSxNQUFNLElBQUksSUFBSSxRQUFRLE1BQU0sSUFBSSxLQUFLLFNBQVMsS0FBSztNQUNqRCxHQUFHLE9BQU87TUFDVjtJQUNGO0lBQ0EsSUFBSSxJQUFJLENBQ04sQ0FBQyxRQUFRLEVBQUUsS0FBSyxJQUFJLENBQUMsY0FBYyxFQUFFLElBQUksR0FBRyxDQUFDLEVBQUUsRUFBRSxLQUFLLEdBQUcsQ0FBQyxJQUFJLENBQUMsTUFBTTtJQUV2RSxPQUFPO0VBQ1Q7RUFFQSxvREFBb0QsR0FDcEQsSUFBSSxNQUFjO0lBQ2hCLE9BQU8sSUFBSSxDQUFDLE9BQU8sQ0FBQyxFQUFFLEVBQUUsU0FBUyxDQUFDLEVBQUUsRUFBRSxPQUFPLENBQUM7RUFDaEQ7RUFFQSwyQkFBMkIsR0FDM0IsT0FBb0I7SUFDbEIsT0FBTztNQUNMLE1BQU0sSUFBSSxDQUFDLElBQUk7TUFDZixLQUFLLElBQUksQ0FBQyxHQUFHO01BQ2IsTUFBTSxJQUFJLENBQUMsSUFBSTtNQUNmLE1BQU0sSUFBSSxDQUFDLElBQUk7TUFDZixTQUFTLElBQUksQ0FBQyxPQUFPLENBQUMsSUFBSTtNQUMxQixTQUFTLElBQUksQ0FBQyxPQUFPO01BQ3JCLFlBQVksSUFBSSxDQUFDLFVBQVU7TUFDM0IsU0FBUyxJQUFJLENBQUMsT0FBTztNQUNyQixLQUFLLElBQUksQ0FBQyxHQUFHO01BQ2IsT0FBTyxJQUFJLENBQUMsTUFBTSxDQUFDLEtBQUs7TUFDeEIsTUFBTSxJQUFJLENBQUMsSUFBSTtNQUNmLFNBQVMsSUFBSSxDQUFDLE9BQU8sQ0FBQyxHQUFHLENBQUMsQ0FBQyxJQUFNLENBQUM7VUFDaEMsT0FBTyxFQUFFLEtBQUs7VUFDZCxNQUFNLEVBQUUsSUFBSTtVQUNaLFFBQVEsTUFBTSxJQUFJLENBQUMsTUFBTTtVQUN6QixPQUFPLEVBQUUsS0FBSyxDQUFDLElBQUk7VUFDbkIsTUFBTSxFQUFFLElBQUk7VUFDWixNQUFNLEVBQUUsSUFBSTtRQUNkLENBQUM7SUFDSDtFQUNGO0VBRUEsNEVBQTRFO0VBQzVFLG9CQUFvQjtFQUVwQiwwQ0FBMEMsR0FDMUMsQ0FBQSxJQUFLLENBQUMsRUFBVTtJQUNkLEtBQUssTUFBTSxLQUFLLElBQUksQ0FBQyxPQUFPLENBQUU7TUFDNUIsTUFBTSxJQUFJLEVBQUUsS0FBSyxDQUFDLEdBQUcsQ0FBQztNQUN0QixJQUFJLEdBQUcsT0FBTztJQUNoQjtJQUNBLE9BQU87RUFDVDtFQUVBLGtDQUFrQyxHQUNsQyxTQUFTLElBQVUsRUFBc0I7SUFDdkMsT0FBTyxJQUFJLENBQUMsT0FBTyxDQUFDLElBQUksQ0FBQyxDQUFDLElBQU0sRUFBRSxLQUFLLENBQUMsR0FBRyxDQUFDLEtBQUssRUFBRSxNQUFNO0VBQzNEO0VBRUEsNERBQTRELEdBQzVELElBQUksYUFBbUI7SUFDckIsT0FBTyxJQUFJLENBQUMsTUFBTSxDQUFDLE1BQU07RUFDM0I7RUFFQSxDQUFBLFNBQVU7SUFDUixJQUFJLElBQUk7SUFDUixLQUFLLE1BQU0sS0FBSyxJQUFJLENBQUMsT0FBTyxDQUFFLEtBQUssRUFBRSxLQUFLLENBQUMsSUFBSTtJQUMvQyxPQUFPO0VBQ1Q7RUFFQTs7OztHQUlDLEdBQ0QsQ0FBQSxLQUFNLENBQ0osRUFBVSxFQUNWLEdBQWUsRUFDZixNQUFjLEVBQ2QsSUFBWSxFQUNaLElBQVksRUFDWixTQUFnQjtJQUVoQixNQUFNLE9BQU8sSUFBSSxLQUNmLElBQ0EsS0FDQSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsTUFBTSxFQUNuQixPQUFPLEdBQUcsRUFDVixNQUNBO0lBRUYsS0FBSyxLQUFLLEdBQUcsT0FBTyxLQUFLO0lBQ3pCLEtBQUssR0FBRyxHQUFHLE9BQU8sR0FBRztJQUNyQixLQUFLLEdBQUcsR0FBRyxZQUFZLFVBQVUsR0FBRyxHQUFHLElBQUk7SUFDM0MsSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDO0lBQ2pCLE1BQU0sT0FBTztNQUNYLElBQUksS0FBSyxFQUFFO01BQ1gsS0FBSyxLQUFLLElBQUksQ0FBQyxHQUFHO01BQ2xCLElBQUksSUFBSSxFQUFFO01BQ1Y7TUFDQTtNQUNBLFlBQVksSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLFVBQVU7TUFDakMsS0FBSyxLQUFLLEdBQUc7SUFDZjtJQUNBLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxJQUFJLENBQ2QsWUFDSTtNQUFFLEdBQUc7TUFBZ0IsTUFBTTtJQUFLLElBQ2hDO01BQUUsR0FBRztNQUFZLE1BQU07SUFBSztJQUVsQyxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUM7SUFDakIsT0FBTztFQUNUO0VBRUEsa0VBQWtFLEdBQ2xFLENBQUEsVUFBVyxDQUFDLElBQVU7SUFDcEIsTUFBTSxFQUFFLEVBQUUsRUFBRSxJQUFJLEVBQUUsR0FBRyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsR0FBRyxDQUFDO01BQ3BDLElBQUksS0FBSyxHQUFHLENBQUMsRUFBRTtNQUNmLEtBQUssS0FBSyxJQUFJLENBQUMsR0FBRztNQUNsQixRQUFRLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDdEI7SUFDQSxLQUFLLFFBQVEsR0FBRztJQUNoQixLQUFLLFFBQVEsR0FBRyxLQUFLLElBQUksQ0FBQyxDQUFDO01BQ3pCLElBQUksS0FBSyxNQUFNLEtBQUssU0FBUztNQUM3QixJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsS0FBSyxDQUNiLENBQUMsUUFBUSxFQUFFLElBQUksQ0FBQyxJQUFJLENBQUMsT0FBTyxFQUFFLEtBQUssRUFBRSxDQUFDLGtCQUFrQixFQUFFLEtBQUssS0FBSyxFQUFFO01BRXhFLDhEQUE4RDtNQUM5RCx1REFBdUQ7TUFDdkQsS0FBSyxJQUFJLENBQUMsY0FBYztNQUN4QixNQUFNLE9BQU8sSUFBSSxXQUFXLElBQUksQ0FBQyxDQUFBLE1BQU87TUFDeEMsUUFBUSxHQUFHLENBQUMsTUFBTSxHQUFHO01BQ3JCLFFBQVEsTUFBTSxDQUFDLE1BQU07SUFDdkI7RUFDRjtFQUVBLHdDQUF3QyxHQUN4QyxDQUFBLFVBQVcsQ0FBQyxJQUFVO0lBQ3BCLEtBQUssU0FBUyxHQUFHLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxNQUFNLENBQUMsS0FBSyxHQUFHO0lBQzlDLEtBQUssU0FBUyxDQUFDLElBQUksQ0FDakIsQ0FBQyxTQUFXLElBQUksQ0FBQyxDQUFBLFdBQVksQ0FBQyxNQUFNLFNBQ3BDLENBQUMsTUFBUSxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsSUFBSSxDQUFDLENBQUMsUUFBUSxFQUFFLElBQUksQ0FBQyxJQUFJLENBQUMsRUFBRSxFQUFFLEtBQUs7RUFFMUQ7RUFFQSxtRUFBbUUsR0FDbkUsQ0FBQSxXQUFZLENBQUMsSUFBYztJQUN6QixPQUFPLEtBQUssR0FBRyxHQUNYLElBQUksUUFBUTtTQUFJLElBQUksQ0FBQyxPQUFPLENBQUMsSUFBSTtTQUFPLE9BQU8sT0FBTyxDQUFDLEtBQUssR0FBRztLQUFFLElBQ2pFLElBQUksQ0FBQyxPQUFPO0VBQ2xCO0VBRUEsZ0RBQWdELEdBQ2hELENBQUEsU0FBVSxDQUFDLElBQWMsRUFBRSxJQUFZLEVBQUUsSUFBWTtJQUNuRCxJQUFJLElBQUksQ0FBQyxJQUFJLEVBQUU7TUFDYixNQUFNLElBQUksZUFBZSxVQUFVLENBQUMsUUFBUSxFQUFFLElBQUksQ0FBQyxJQUFJLENBQUMsV0FBVyxDQUFDO0lBQ3RFO0lBQ0EsSUFBSSxJQUFJLENBQUMsQ0FBQSxTQUFVLE1BQU0sV0FBVztNQUNsQyxNQUFNLElBQUksZUFDUixlQUNBLENBQUMsUUFBUSxFQUFFLElBQUksQ0FBQyxJQUFJLENBQUMsS0FBSyxFQUFFLFVBQVUsNEJBQTRCLENBQUM7SUFFdkU7SUFDQSxNQUFNLE1BQU0sS0FBSyxHQUFHLEVBQUUsU0FBUyxLQUFLLEdBQUcsR0FBRyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsR0FBRztJQUN4RCxNQUFNLFFBQVEsS0FBSyxHQUFHLEVBQUUsU0FBUyxZQUFZLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxLQUFLO0lBQzdELE1BQU0sTUFBTSxLQUFLLEdBQUcsSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsR0FBRztJQUN0QyxNQUFNLEtBQUssSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLElBQUk7SUFDN0IsTUFBTSxNQUFNLE1BQ1YsSUFBSSxDQUFDLENBQUEsSUFBSyxFQUNWLElBQUksQ0FBQyxDQUFBLFdBQVksQ0FBQyxPQUNsQixJQUNBLEtBQ0EsT0FDQSxLQUNBLE1BQ0E7SUFFRixJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsSUFBSSxDQUNaLENBQUMsUUFBUSxFQUFFLElBQUksQ0FBQyxJQUFJLENBQUMsbUJBQW1CLEVBQUUsSUFBSSxHQUFHLENBQUMsRUFBRSxFQUFFLElBQUksSUFBSSxDQUFDLE1BQU07SUFFdkUsT0FBTyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsSUFBSSxLQUFLO01BQUU7TUFBSztNQUFPO0lBQUksR0FBRyxNQUFNO0VBQ3pEO0VBRUE7Ozs7Ozs7R0FPQyxHQUNELFlBQVksSUFBVSxFQUFFLElBQWlCLEVBQVE7SUFDL0MsTUFBTSxJQUFJLElBQUksQ0FBQyxRQUFRLENBQUM7SUFDeEIsSUFBSSxDQUFDLEdBQUcsTUFBTSxJQUFJLGVBQWUsYUFBYTtJQUM5QyxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUM7TUFBQztLQUFLO0lBQ3RCLElBQUksQ0FBQyxLQUFLLElBQUksSUFBSSxDQUFDLEtBQUssSUFBSSxFQUFFO01BQzVCLE1BQU0sSUFBSSxlQUNSLGVBQ0EsQ0FBQywwQkFBMEIsRUFDekIsSUFBSSxDQUFDLFFBQVEsQ0FBQyxNQUNmLHNEQUFzRCxDQUFDO0lBRTVEO0lBQ0EsT0FBTyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsR0FBRyxNQUFNLE1BQU0sS0FBSyxJQUFJLEVBQUUsS0FBSyxJQUFJO0VBQzFEO0VBRUE7Ozs7O0dBS0MsR0FDRCxjQUFjLENBQVMsRUFBRSxJQUFpQixFQUFRO0lBQ2hELE1BQU0sUUFBUSxFQUFFLE9BQU87SUFDdkIsSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDO0lBQ2hCLElBQUksQ0FBQyxLQUFLLElBQUksSUFBSSxNQUFNLElBQUksQ0FBQyxDQUFDLElBQU0sQ0FBQyxFQUFFLElBQUksR0FBRztNQUM1QyxNQUFNLElBQUksZUFDUixlQUNBLENBQUMsOEJBQThCLEVBQUUsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFDLEVBQUUsRUFBRSxLQUFLLENBQUMseURBQXlELENBQUM7SUFFcEg7SUFDQSxzRUFBc0U7SUFDdEUsT0FBTyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsR0FBRyxLQUFLLENBQUMsRUFBRSxFQUFFLE1BQU0sSUFBSSxDQUFDLElBQUksRUFBRSxJQUFJLENBQUMsSUFBSSxFQUFFO01BQzVELEtBQUssTUFBTSxLQUFLLE1BQU0sS0FBSyxDQUFDLEdBQUk7UUFDOUIsSUFBSSxDQUFDLEVBQUUsTUFBTSxFQUFFLElBQUksQ0FBQyxDQUFBLFdBQVksQ0FBQztRQUNqQyxFQUFFLE1BQU0sQ0FBQztRQUNULEVBQUUsS0FBSztRQUNQLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxJQUFJLENBQUM7VUFBRSxHQUFHO1VBQWEsTUFBTSxFQUFFLEVBQUU7UUFBQztNQUNoRDtNQUNBLEVBQUUsTUFBTSxHQUFHO01BQ1gsRUFBRSxJQUFJLEdBQUc7SUFDWDtFQUNGO0VBRUE7Ozs7R0FJQyxHQUNELENBQUEsU0FBVSxDQUFDLEtBQWE7SUFDdEIsTUFBTSxTQUFTLE1BQU0sSUFBSSxDQUFDLENBQUMsSUFBTSxFQUFFLFVBQVU7SUFDN0MsSUFBSSxRQUFRO01BQ1YsTUFBTSxJQUFJLGVBQ1IsUUFDQSxDQUFDLE1BQU0sRUFBRSxPQUFPLEVBQUUsQ0FBQyxvQ0FBb0MsQ0FBQztJQUU1RDtFQUNGO0VBRUE7Ozs7R0FJQyxHQUNELENBQUEsT0FBUSxDQUNOLENBQVMsRUFDVCxJQUFVLEVBQ1YsSUFBaUIsRUFDakIsSUFBWSxFQUNaLElBQVksRUFDWixJQUFpQjtJQUVqQixNQUFNLFFBQVEsS0FBSyxHQUFHLEtBQUssYUFBYSxLQUFLLEdBQUcsQ0FBQyxNQUFNLEdBQUc7SUFDMUQsTUFBTSxTQUFpQjtNQUNyQixLQUFLLFFBQVEsS0FBSyxHQUFHLEdBQUksS0FBSyxPQUFPO01BQ3JDLE9BQU8sUUFBUSxZQUFZLEtBQUssS0FBSztNQUNyQyxLQUFLLEtBQUssR0FBRyxJQUFJLENBQUMsS0FBSyxHQUFHLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUc7SUFDOUM7SUFDQSxNQUFNLE1BQU0sTUFDVixJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQ1YsSUFBSSxDQUFDLENBQUEsV0FBWSxDQUFDLE9BQ2xCLEtBQUssRUFBRSxFQUNQLE9BQU8sR0FBRyxFQUNWLE9BQU8sS0FBSyxFQUNaLE9BQU8sR0FBRyxFQUNWLE1BQ0E7SUFFRixJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsSUFBSSxDQUNaLENBQUMsUUFBUSxFQUFFLElBQUksQ0FBQyxJQUFJLENBQUMsT0FBTyxFQUFFLEtBQUssRUFBRSxDQUFDLGVBQWUsRUFBRSxJQUFJLEdBQUcsQ0FBQyxFQUFFLEVBQy9ELE9BQU8sR0FBRyxDQUFDLElBQUksQ0FBQyxNQUNoQjtJQUVKLGtFQUFrRTtJQUNsRSxJQUFJLENBQUMsS0FBSyxNQUFNLEVBQUUsSUFBSSxDQUFDLENBQUEsV0FBWSxDQUFDO0lBQ3BDLEtBQUssS0FBSztJQUNWO0lBQ0EsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxLQUFLLEVBQUUsRUFBRSxLQUFLLFFBQVEsTUFBTSxNQUFNO0lBQzVELEVBQUUsT0FBTyxDQUFDLE1BQU07SUFDaEIsSUFBSSxJQUFJLENBQUMsSUFBSSxFQUFFLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDM0IsSUFBSSxDQUFDLENBQUEsYUFBYztJQUNuQixLQUFLLE1BQU0sS0FBSyxJQUFJLENBQUMsT0FBTyxDQUFFLEVBQUUsU0FBUyxDQUFDLEtBQUssRUFBRTtJQUNqRCxPQUFPO0VBQ1Q7RUFFQTs7O0dBR0MsR0FDRCxDQUFBLE1BQU87SUFDTCxJQUFJLENBQUMsSUFBSSxHQUFHO0lBQ1osSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLElBQUksUUFBUSxDQUFDLElBQU8sSUFBSSxDQUFDLENBQUEsWUFBYSxHQUFHO0lBQ3ZELElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxJQUFJLFFBQVEsQ0FBQyxJQUFPLElBQUksQ0FBQyxDQUFBLGFBQWMsR0FBRztFQUMzRDtFQUVBOzs7R0FHQyxHQUNELGFBQWEsSUFBVSxFQUFRO0lBQzdCLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxJQUFJLENBQUM7TUFBRSxHQUFHO01BQWlCLE1BQU0sS0FBSyxFQUFFO0lBQUM7SUFDckQsS0FBSyxNQUFNLEtBQUssSUFBSSxDQUFDLE9BQU8sQ0FBRSxFQUFFLFNBQVMsQ0FBQyxLQUFLLEVBQUU7RUFDbkQ7RUFFQTs7O0dBR0MsR0FDRCxVQUFVLElBQWMsRUFBRSxJQUFhLEVBQUUsU0FBUyxJQUFJLEVBQVU7SUFDOUQsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQyxNQUFNLElBQUksQ0FBQyxJQUFJLEVBQUUsSUFBSSxDQUFDLElBQUk7SUFDdkQsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLFNBQVU7SUFDN0IsTUFBTSxJQUFJLElBQUksT0FDWixJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsSUFBSSxJQUNwQixPQUNBLFFBQVEsV0FBVyxLQUFLLE9BQU8sR0FDL0IsTUFDQSxJQUFJLENBQUMsSUFBSSxFQUNULElBQUksQ0FBQyxJQUFJO0lBRVgsSUFBSSxTQUFTLFdBQVcsRUFBRSxRQUFRLEdBQUc7SUFDckMsSUFBSSxDQUFDLE9BQU8sQ0FBQyxJQUFJLENBQUM7SUFDbEIsSUFBSSxDQUFDLENBQUEsV0FBWTtJQUNqQixJQUFJLFFBQVEsSUFBSSxDQUFDLFlBQVksQ0FBQztTQUN6QixJQUFJLENBQUMsQ0FBQSxhQUFjO0lBQ3hCLE9BQU87RUFDVDtFQUVBOzs7R0FHQyxHQUNELE1BQ0UsTUFBWSxFQUNaLElBQWUsRUFDZixJQUFjLEVBQ2QsSUFBYSxFQUNiLFNBQVMsS0FBSyxFQUNSO0lBQ04sTUFBTSxJQUFJLElBQUksQ0FBQyxRQUFRLENBQUM7SUFDeEIsSUFBSSxDQUFDLEdBQUcsTUFBTSxJQUFJLGVBQWUsYUFBYTtJQUM5QyxNQUFNLElBQUksRUFBRSxNQUFNLENBQUMsS0FBSyxHQUFHLEdBQUcsQ0FBQyxPQUFPLEVBQUU7SUFDeEMsTUFBTSxTQUFTLFNBQVMsT0FBTyxFQUFFLElBQUksR0FBRyxFQUFFLElBQUk7SUFDOUMsSUFBSSxTQUFTLEdBQUc7TUFDZCxNQUFNLElBQUksZUFDUixlQUNBO0lBRUo7SUFDQSxNQUFNLE9BQU8sS0FBSyxLQUFLLENBQUMsQ0FBQyxTQUFTLENBQUMsSUFBSSxLQUFLO0lBQzVDLE1BQU0sVUFBVSxLQUFLLEdBQUcsQ0FBQyxLQUFLLEdBQUcsQ0FBQyxRQUFRLE1BQU0sSUFBSSxTQUFTO0lBQzdELE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQzFCLE1BQ0EsU0FBUyxPQUFPLFVBQVUsRUFBRSxJQUFJLEVBQ2hDLFNBQVMsT0FBTyxVQUFVLEVBQUUsSUFBSTtJQUVsQyxJQUFJO01BQ0YsRUFBRSxNQUFNLENBQUMsS0FBSyxDQUFDLE9BQU8sRUFBRSxFQUFFLEtBQUssRUFBRSxFQUFFLE1BQU0sU0FBUztJQUNwRCxFQUFFLE9BQU8sS0FBSztNQUNaLEtBQUssTUFBTSxDQUFDO01BQ1osSUFBSSxlQUFlLGFBQWE7UUFDOUIsTUFBTSxJQUFJLGVBQWUsZUFBZSxJQUFJLE9BQU87TUFDckQ7TUFDQSxNQUFNO0lBQ1I7SUFDQSxvRUFBb0U7SUFDcEUscUVBQXFFO0lBQ3JFLEVBQUUsTUFBTSxHQUFHO0lBQ1gsRUFBRSxLQUFLLENBQUMsR0FBRyxDQUFDLEtBQUssRUFBRSxFQUFFO0lBQ3JCLEVBQUUsTUFBTSxDQUFDO0lBQ1QsSUFBSSxDQUFDLENBQUEsYUFBYztJQUNuQixPQUFPO0VBQ1Q7RUFFQSx1RUFBdUUsR0FDdkUsSUFBSSxhQUE0QjtJQUM5QixPQUFPLElBQUksQ0FBQyxDQUFBLFdBQVksQ0FBQyxFQUFFLElBQUk7RUFDakM7RUFFQSx3Q0FBd0MsR0FDeEMsYUFBYSxDQUFTLEVBQVE7SUFDNUIsSUFBSSxNQUFNLElBQUksQ0FBQyxNQUFNLEVBQUU7TUFDckIsTUFBTSxNQUFNLElBQUksQ0FBQyxNQUFNO01BQ3ZCLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsTUFBTSxDQUFDLENBQUMsSUFBTSxNQUFNLEtBQUssTUFBTTtNQUM5RCxJQUFJLENBQUMsQ0FBQSxXQUFZLEdBQUc7UUFBQztXQUFRO09BQUs7TUFDbEMsSUFBSSxDQUFDLE1BQU0sR0FBRztJQUNoQjtJQUNBLEVBQUUsUUFBUSxHQUFHLEVBQUUsSUFBSSxHQUFHO0lBQ3RCLElBQUksQ0FBQyxDQUFBLGFBQWM7RUFDckI7RUFFQTs7O0dBR0MsR0FDRCxDQUFBLFVBQVcsQ0FBQyxFQUFVLEVBQUUsSUFBeUI7SUFDL0MsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztJQUN4QixNQUFNLElBQUksUUFBUSxJQUFJLENBQUMsUUFBUSxDQUFDO0lBQ2hDLElBQUksQ0FBQyxLQUFLLE1BQU0sSUFBSSxDQUFDLE1BQU0sSUFBSSxDQUFDLENBQUMsS0FBSyxFQUFFLE9BQU87SUFDL0MsSUFBSSxTQUFTLGNBQWMsS0FBSyxHQUFHLEtBQUssS0FBSyxXQUFXLEVBQUUsT0FBTztJQUNqRSxDQUFDLENBQUMsS0FBSyxHQUFHO0lBQ1YsSUFBSSxDQUFDLENBQUEsWUFBYTtJQUNsQixPQUFPO0VBQ1Q7RUFFQTs7Ozs7OztHQU9DLEdBQ0QsQ0FBQSxTQUFVLENBQUMsRUFBVTtJQUNuQixNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO0lBQ3hCLE1BQU0sSUFBSSxRQUFRLElBQUksQ0FBQyxRQUFRLENBQUM7SUFDaEMsSUFBSSxDQUFDLEtBQUssQ0FBQyxFQUFFLFFBQVEsSUFBSSxTQUFTLEVBQUUsTUFBTSxJQUFJLEVBQUUsY0FBYyxFQUFFO0lBQ2hFLE1BQU0sT0FBTyxFQUFFLGFBQWEsR0FBRyxnQkFBZ0IsWUFBWSxHQUFHO0lBQzlELElBQUksUUFBUSxHQUFHLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQztJQUNoQyxFQUFFLGNBQWMsR0FBRyxNQUFNLE9BQU8sSUFBSSxPQUFPLGVBQWU7TUFDeEQsRUFBRSxjQUFjLEdBQUc7TUFDbkIsSUFBSSxJQUFJLENBQUMsT0FBTyxDQUFDLFFBQVEsQ0FBQyxNQUFNLEVBQUUsUUFBUSxFQUFFLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQztJQUMvRDtFQUNGO0VBRUEsNkRBQTZELEdBQzdELENBQUEsVUFBVyxDQUFDLENBQVM7SUFDbkIsRUFBRSxhQUFhLEdBQUcsWUFBWSxHQUFHO0lBQ2pDLE1BQU0sT0FBTyxrQkFBa0IsRUFBRSxNQUFNO0lBQ3ZDLElBQUksU0FBUyxNQUFNLFNBQVMsRUFBRSxJQUFJLEVBQUU7SUFDcEMsRUFBRSxJQUFJLEdBQUc7SUFDVCxJQUFJLENBQUMsYUFBYTtFQUNwQjtFQUVBLGtFQUFrRSxHQUNsRSxXQUFXLElBQVUsRUFBUTtJQUMzQixNQUFNLElBQUksSUFBSSxDQUFDLFFBQVEsQ0FBQztJQUN4QixJQUFJLENBQUMsR0FBRztJQUNSLEVBQUUsTUFBTSxDQUFDO0lBQ1QsSUFBSSxDQUFDLFlBQVksQ0FBQztFQUNwQjtFQUVBOzs7R0FHQyxHQUNELGFBQWEsSUFBVSxFQUFRO0lBQzdCLE1BQU0sSUFBSSxJQUFJLENBQUMsUUFBUSxDQUFDO0lBQ3hCLElBQUksQ0FBQyxHQUFHO0lBQ1IsRUFBRSxNQUFNLENBQUM7SUFDVCxJQUFJLENBQUMsQ0FBQSxhQUFjO0VBQ3JCO0VBRUEsZ0VBQWdFLEdBQ2hFLFVBQVUsSUFBVSxFQUFFLFdBQVcsS0FBSyxFQUFVO0lBQzlDLE1BQU0sT0FBTyxJQUFJLENBQUMsUUFBUSxDQUFDO0lBQzNCLElBQUksQ0FBQyxNQUFNLE1BQU0sSUFBSSxlQUFlLGFBQWE7SUFDakQsSUFBSSxLQUFLLEtBQUssQ0FBQyxJQUFJLEtBQUssR0FBRztNQUN6QixNQUFNLElBQUksZUFDUixlQUNBO0lBRUo7SUFDQSxLQUFLLE1BQU0sQ0FBQztJQUNaLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxTQUFVLElBQUksbUNBQW1DO0lBQ3BFLE1BQU0sSUFBSSxJQUFJLE9BQ1osSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLElBQUksSUFDcEIsT0FDQSxXQUFXLEtBQUssT0FBTyxHQUN2QixNQUNBLElBQUksQ0FBQyxJQUFJLEVBQ1QsSUFBSSxDQUFDLElBQUk7SUFFWCxJQUFJLENBQUMsT0FBTyxDQUFDLElBQUksQ0FBQztJQUNsQixJQUFJLENBQUMsQ0FBQSxXQUFZO0lBQ2pCLHFFQUFxRTtJQUNyRSxJQUFJLENBQUMsWUFBWSxDQUFDLFdBQVcsSUFBSSxDQUFDLE1BQU0sR0FBRztJQUMzQyxPQUFPO0VBQ1Q7RUFFQTs7Ozs7R0FLQyxHQUNELFlBQVksQ0FBUyxFQUFFLENBQVMsRUFBRSxNQUFlLEVBQVE7SUFDdkQsSUFBSSxNQUFNLEdBQUc7SUFDYixDQUFDLEVBQUUsS0FBSyxFQUFFLEVBQUUsS0FBSyxDQUFDLEdBQUc7TUFBQyxFQUFFLEtBQUs7TUFBRSxFQUFFLEtBQUs7S0FBQztJQUN2QyxNQUFNLFFBQVEsQ0FBQyxJQUFlLE1BQU0sSUFBSSxJQUFJLE1BQU0sSUFBSSxJQUFJO0lBQzFELElBQUksQ0FBQyxNQUFNLEdBQUcsTUFBTSxJQUFJLENBQUMsTUFBTTtJQUMvQixJQUFJLENBQUMsQ0FBQSxXQUFZLEdBQUcsSUFBSSxDQUFDLENBQUEsV0FBWSxDQUFDLEdBQUcsQ0FBQztJQUMxQyxJQUFJLENBQUMsQ0FBQSxXQUFZO0lBQ2pCLElBQUksUUFBUSxJQUFJLENBQUMsWUFBWSxDQUFDO1NBQ3pCLElBQUksQ0FBQyxZQUFZLENBQUMsSUFBSSxDQUFDLE1BQU07RUFDcEM7RUFFQTs7Ozs7O0dBTUMsR0FDRCxXQUNFLENBQVMsRUFDVCxLQUFvQixFQUNwQixJQUFhLEVBQ2IsUUFBaUIsRUFDWDtJQUNOLE1BQU0sRUFBRSxFQUFFLEVBQUUsS0FBSyxFQUFFLEdBQUcsSUFBSSxDQUFDLFFBQVEsQ0FBQyxHQUFHLE9BQU87SUFDOUMsSUFBSSxVQUFVLElBQUksQ0FBQyxNQUFNLEVBQUU7TUFDekIsb0VBQW9FO01BQ3BFLDREQUE0RDtNQUM1RCxJQUFJLENBQUMsQ0FBQSxhQUFjLENBQUM7TUFDcEIsSUFBSSxDQUFDLE1BQU0sR0FBRztNQUNkLElBQUksQ0FBQyxDQUFBLFdBQVksR0FBRyxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsTUFBTSxDQUFDLENBQUMsSUFBTSxNQUFNO01BQzFELFdBQVc7SUFDYixPQUFPLElBQUksT0FBTyxJQUFJLENBQUMsQ0FBQSxhQUFjLENBQUM7SUFDdEMsTUFBTSxPQUFPLEVBQUUsS0FBSztJQUNwQixFQUFFLEtBQUssR0FBRztJQUNWLElBQUksQ0FBQyxDQUFBLFdBQVk7SUFDakIsSUFBSSxDQUFDLFVBQVU7TUFDYixJQUFJLENBQUMsWUFBWSxDQUFDO01BQ2xCO0lBQ0Y7SUFDQSxJQUFJLE1BQU0sSUFBSSxDQUFDLE1BQU0sRUFBRTtNQUNyQixtRUFBbUU7TUFDbkUsSUFBSSxDQUFDLE1BQU0sR0FBRyxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUM7TUFDL0IsSUFBSSxDQUFDLE1BQU0sQ0FBQyxRQUFRLEdBQUcsSUFBSSxDQUFDLE1BQU0sQ0FBQyxJQUFJLEdBQUc7SUFDNUM7SUFDQSxJQUFJLENBQUMsQ0FBQSxhQUFjO0VBQ3JCO0VBRUE7Ozs7O0dBS0MsR0FDRCxDQUFBLFVBQVcsQ0FBQyxJQUFZO0lBQ3RCLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsS0FBSztJQUNwQyxJQUFJLE1BQU0sT0FBTztJQUNqQixNQUFNLFNBQVMsSUFBSSxDQUFDLE9BQU8sQ0FBQyxNQUFNLENBQUMsQ0FBQyxJQUFNLEVBQUUsS0FBSyxHQUFHLE1BQU0sRUFBRSxDQUFDLENBQUM7SUFDOUQsT0FBTyxVQUFVLElBQUksQ0FBQyxPQUFPLENBQUMsRUFBRSxDQUFDLENBQUM7RUFDcEM7RUFFQTs7OztHQUlDLEdBQ0QsU0FDRSxDQUFTLEVBQ1QsS0FBb0IsRUFDcEIsSUFBYSxFQUM4QjtJQUMzQyxNQUFNLEtBQUssU0FBUyxJQUFJLENBQUMsQ0FBQSxTQUFVO0lBQ25DLE1BQU0sUUFBUSxJQUFJLENBQUMsT0FBTyxDQUFDLElBQUksQ0FBQyxDQUFDLElBQU0sRUFBRSxLQUFLLEtBQUs7SUFDbkQsSUFBSSxVQUFVLEdBQUc7TUFDZixNQUFNLElBQUksZUFDUixlQUNBLENBQUMsT0FBTyxFQUFFLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQyxFQUFFLEdBQUcsYUFBYSxFQUFFLEdBQUcsUUFBUSxDQUFDO0lBRXpEO0lBQ0EsSUFBSSxTQUFTLENBQUMsTUFBTTtNQUNsQixNQUFNLElBQUksZUFDUixlQUNBLENBQUMsTUFBTSxFQUFFLEdBQUcsWUFBWSxFQUFFLElBQUksQ0FBQyxJQUFJLENBQUMsa0RBQWtELENBQUM7SUFFM0Y7SUFDQSxPQUFPO01BQUU7TUFBSTtJQUFNO0VBQ3JCO0VBRUEsdUVBQXVFLEdBQ3ZFLGtCQUF3QjtJQUN0QixJQUFJLENBQUMsT0FBTyxDQUFDLE9BQU8sQ0FBQyxDQUFDLEdBQUcsSUFBTyxFQUFFLEtBQUssR0FBRztJQUMxQyxJQUFJLENBQUMsQ0FBQSxhQUFjO0VBQ3JCO0VBRUEsa0VBQWtFLEdBQ2xFLENBQUEsU0FBVTtJQUNSLE1BQU0sUUFBUSxJQUFJLElBQUksSUFBSSxDQUFDLE9BQU8sQ0FBQyxHQUFHLENBQUMsQ0FBQyxJQUFNLEVBQUUsS0FBSztJQUNyRCxJQUFJLElBQUk7SUFDUixNQUFPLE1BQU0sR0FBRyxDQUFDLEdBQUk7SUFDckIsT0FBTztFQUNUO0VBRUEsMkVBQTJFLEdBQzNFLENBQUEsV0FBWTtJQUNWLElBQUksQ0FBQyxPQUFPLENBQUMsSUFBSSxDQUFDLENBQUMsR0FBRyxJQUFNLEVBQUUsS0FBSyxHQUFHLEVBQUUsS0FBSztFQUMvQztFQUVBOzs7OztHQUtDLEdBQ0QsQ0FBQSxhQUFjLENBQUMsQ0FBUztJQUN0QixJQUFJLENBQUMsT0FBTyxDQUFDLE1BQU0sQ0FBQyxJQUFJLENBQUMsT0FBTyxDQUFDLE9BQU8sQ0FBQyxJQUFJO0lBQzdDLElBQUksQ0FBQyxDQUFBLFdBQVksR0FBRyxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsTUFBTSxDQUFDLENBQUMsSUFBTSxNQUFNO0lBQzFELEtBQUssTUFBTSxRQUFRLEVBQUUsS0FBSyxDQUFDLE1BQU0sR0FBSTtNQUNuQyxLQUFLLE1BQU0sR0FBRztNQUNkLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxhQUFhLENBQ3ZCLElBQUksZUFBZSxVQUFVLENBQUMsTUFBTSxFQUFFLEtBQUssRUFBRSxDQUFDLFdBQVcsQ0FBQyxHQUMxRCxLQUFLLEVBQUU7TUFFVCxJQUFJLENBQUMsS0FBSyxNQUFNLEVBQUUsSUFBSSxDQUFDLENBQUEsV0FBWSxDQUFDO01BQ3BDLGtFQUFrRTtNQUNsRSx5Q0FBeUM7TUFDekMsS0FBSyxJQUFJLEdBQUc7TUFDWixLQUFLLE1BQU0sR0FBRztNQUNkLEtBQUssS0FBSztNQUNWLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxJQUFJLENBQUM7UUFBRSxHQUFHO1FBQWEsTUFBTSxLQUFLLEVBQUU7TUFBQztJQUNuRDtFQUNGO0VBRUE7Ozs7Ozs7R0FPQyxHQUNELFNBQ0UsSUFBVSxFQUNWLE1BQVksRUFDWixJQUFlLEVBQ2YsSUFBd0IsRUFDeEIsTUFBZSxFQUNmLFFBQWlCLEVBQ1g7SUFDTixNQUFNLE9BQU8sSUFBSSxDQUFDLFFBQVEsQ0FBQztJQUMzQixNQUFNLEtBQUssSUFBSSxDQUFDLFFBQVEsQ0FBQztJQUN6QixJQUFJLENBQUMsUUFBUSxDQUFDLElBQUk7TUFDaEIsTUFBTSxJQUFJLGVBQWUsYUFBYTtJQUN4QztJQUNBLElBQUksU0FBUyxRQUFRO01BQ25CLE1BQU0sSUFBSSxlQUNSLGVBQ0E7SUFFSjtJQUNBLHFFQUFxRTtJQUNyRSxrREFBa0Q7SUFDbEQsTUFBTSxXQUFXLENBQUM7SUFDbEIsSUFBSTtNQUNGLEdBQUcsTUFBTSxDQUFDLEtBQUssQ0FDYixPQUFPLEVBQUUsRUFDVCxTQUFTLEtBQUssV0FBVyxLQUFLLEVBQUUsRUFDaEMsTUFDQSxNQUNBO0lBRUosRUFBRSxPQUFPLEtBQUs7TUFDWixJQUFJLGVBQWUsYUFBYTtRQUM5QixNQUFNLElBQUksZUFDUixlQUNBO01BRUo7TUFDQSxNQUFNO0lBQ1I7SUFDQSxrQ0FBa0M7SUFDbEMsS0FBSyxNQUFNLEdBQUcsR0FBRyxNQUFNLEdBQUc7SUFDMUIsTUFBTSxVQUFVLFNBQVMsTUFBTSxLQUFLLEtBQUssQ0FBQyxJQUFJLEtBQUs7SUFDbkQsSUFBSSxTQUFTLElBQUk7TUFDZixHQUFHLE1BQU0sQ0FBQyxNQUFNLENBQUMsS0FBSyxFQUFFO01BQ3hCLEdBQUcsTUFBTSxDQUFDLE9BQU8sQ0FBQyxVQUFVLEtBQUssRUFBRTtJQUNyQyxPQUFPO01BQ0wsSUFBSSxDQUFDLFNBQVMsS0FBSyxNQUFNLENBQUM7TUFDMUIsR0FBRyxLQUFLLENBQUMsR0FBRyxDQUFDLEtBQUssRUFBRSxFQUFFO0lBQ3hCO0lBQ0EsSUFBSSxDQUFDLFVBQVU7TUFDYixHQUFHLE1BQU0sQ0FBQztNQUNWLElBQUksQ0FBQyxZQUFZLENBQUM7SUFDcEI7SUFDQSxrRUFBa0U7SUFDbEUsNkJBQTZCO0lBQzdCLElBQUksU0FBUyxJQUFJLENBQUMsQ0FBQSxZQUFhLENBQUM7SUFDaEMsSUFBSSxDQUFDLENBQUEsYUFBYztFQUNyQjtFQUVBLDRFQUE0RTtFQUM1RSx3RUFBd0U7RUFDeEUsc0VBQXNFO0VBRXRFOzs7O0dBSUMsR0FDRCxhQUFhLEtBQXFCLEVBQVE7SUFDeEMsSUFBSSxDQUFDLENBQUEsU0FBVTtJQUNmLEtBQUssTUFBTSxLQUFLLE1BQU87TUFDckIsSUFBSSxFQUFFLElBQUksSUFBSSxFQUFFLE1BQU0sSUFBSSxFQUFFLFVBQVUsRUFBRTtRQUN0QyxNQUFNLElBQUksZUFDUixlQUNBLENBQUMsTUFBTSxFQUFFLEVBQUUsRUFBRSxDQUFDLG1EQUFtRCxDQUFDO01BRXRFO0lBQ0Y7RUFDRjtFQUVBOzs7R0FHQyxHQUNELENBQUEsU0FBVTtJQUNSLElBQUksSUFBSSxDQUFDLElBQUksSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUU7TUFDM0IsTUFBTSxJQUFJLGVBQ1IsVUFDQSxDQUFDLFFBQVEsRUFBRSxJQUFJLENBQUMsSUFBSSxDQUFDLDJEQUEyRCxFQUFFLElBQUksQ0FBQyxJQUFJLENBQUMsWUFBWSxDQUFDO0lBRTdHO0lBQ0EsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUU7TUFDaEIsTUFBTSxJQUFJLGVBQ1IsUUFDQSxDQUFDLFFBQVEsRUFBRSxJQUFJLENBQUMsSUFBSSxDQUFDLHlCQUF5QixDQUFDO0lBRW5EO0VBQ0Y7RUFFQSx1RUFBdUUsR0FDdkUsSUFBSSxTQUFrQjtJQUNwQixPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssSUFBSSxJQUFJLENBQUMsSUFBSSxLQUFLO0VBQ3JDO0VBRUEsa0VBQWtFLEdBQ2xFLFVBQVUsS0FBYSxFQUFRO0lBQzdCLElBQUksQ0FBQyxDQUFBLFNBQVU7SUFDZixJQUFJLElBQUksQ0FBQyxDQUFBLFNBQVUsS0FBSyxRQUFRLFdBQVc7TUFDekMsTUFBTSxJQUFJLGVBQ1IsZUFDQSxDQUFDLFFBQVEsRUFBRSxJQUFJLENBQUMsSUFBSSxDQUFDLHNCQUFzQixFQUFFLFVBQVUsTUFBTSxDQUFDO0lBRWxFO0VBQ0Y7RUFFQTs7Ozs7R0FLQyxHQUNELE1BQU0sUUFBUSxLQUFhLEVBQXFDO0lBQzlELElBQUksQ0FBQyxZQUFZLENBQUM7SUFDbEIsTUFBTSxTQUEwQixFQUFFO0lBQ2xDLEtBQUssTUFBTSxLQUFLLE1BQU87TUFDckIsRUFBRSxVQUFVLEdBQUc7TUFDZixJQUFJLEVBQUUsTUFBTSxFQUFFO01BQ2QsT0FBTyxJQUFJLENBQ1QsSUFBSSxRQUFRLENBQUMsSUFDWCxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsR0FBRyxDQUFDLEVBQUUsRUFBRSxFQUFFO1VBQ3RCLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxNQUFNLENBQUMsRUFBRSxFQUFFO1VBQ3pCO1FBQ0Y7TUFHSixFQUFFLElBQUksQ0FBQyxXQUFXO0lBQ3BCO0lBQ0EsTUFBTSxRQUFRLEdBQUcsQ0FBQztJQUNsQixNQUFNLFVBQVUsSUFBSSxJQUFJLE1BQU0sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLFdBQVc7SUFDckQsS0FBSyxNQUFNLEtBQUssTUFBTztNQUNyQixJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsYUFBYSxDQUN2QixJQUFJLGVBQWUsVUFBVSxDQUFDLE1BQU0sRUFBRSxFQUFFLEVBQUUsQ0FBQyx5QkFBeUIsQ0FBQyxHQUNyRSxFQUFFLEVBQUU7TUFFTixJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsSUFBSSxDQUFDO1FBQUUsR0FBRztRQUFhLE1BQU0sRUFBRSxFQUFFO01BQUM7SUFDaEQ7SUFDQSxNQUFNLFFBQVEsR0FBRyxDQUFDLE1BQU0sR0FBRyxDQUFDLENBQUMsSUFBTSxFQUFFLFFBQVE7SUFDN0MsT0FBTztFQUNUO0VBRUEsZ0ZBQWdGLEdBQ2hGLFFBQVEsS0FBYSxFQUFRO0lBQzNCLEtBQUssTUFBTSxLQUFLLE1BQU87TUFDckIsTUFBTSxJQUFJLElBQUksQ0FBQyxRQUFRLENBQUM7TUFDeEIsSUFBSSxDQUFDLEdBQUc7TUFDUixJQUFJLEVBQUUsS0FBSyxDQUFDLElBQUksR0FBRyxHQUFHLEVBQUUsTUFBTSxDQUFDO1dBQzFCLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxhQUFjLENBQUMsSUFBSTtJQUNwQztJQUNBLElBQUksQ0FBQyxDQUFBLGFBQWM7RUFDckI7RUFFQTs7OztHQUlDLEdBQ0QsY0FBYyxDQUFTLEVBQVE7SUFDN0IsSUFBSSxDQUFDLElBQUksQ0FBQyxPQUFPLENBQUMsUUFBUSxDQUFDLElBQUk7SUFDL0IsSUFBSSxJQUFJLENBQUMsQ0FBQSxhQUFjLENBQUMsSUFBSSxJQUFJLENBQUMsQ0FBQSxhQUFjO0VBQ2pEO0VBRUE7Ozs7R0FJQyxHQUNELENBQUEsYUFBYyxDQUFDLENBQVM7SUFDdEIsSUFBSSxJQUFJLENBQUMsT0FBTyxDQUFDLE1BQU0sR0FBRyxHQUFHO01BQzNCLElBQUksQ0FBQyxDQUFBLFlBQWEsQ0FBQztNQUNuQixPQUFPO0lBQ1Q7SUFDQSxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUM7TUFBRSxNQUFNO01BQUcsUUFBUTtJQUFLO0lBQ2xDLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDWixPQUFPO0VBQ1Q7RUFFQTs7OztHQUlDLEdBQ0QsQ0FBQSxTQUFVLENBQUMsR0FBUyxFQUFFLE1BQStCLEVBQUUsSUFBYTtJQUNsRSxNQUFNLE9BQU8sSUFBSSxLQUNmLElBQUksRUFBRSxFQUNOLElBQUksR0FBRyxFQUNQLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxNQUFNLEVBQ25CLElBQUksT0FBTyxFQUNYLElBQUksSUFBSSxFQUNSLElBQUksSUFBSTtJQUVWLHdFQUF3RTtJQUN4RSxLQUFLLEtBQUssR0FBRyxJQUFJLEtBQUs7SUFDdEIsS0FBSyxHQUFHLEdBQUcsSUFBSSxHQUFHO0lBQ2xCLEtBQUssVUFBVSxHQUFHLElBQUksVUFBVTtJQUNoQyxLQUFLLGNBQWMsR0FBRyxJQUFJLGNBQWM7SUFDeEMsS0FBSyxLQUFLLEdBQUcsSUFBSSxLQUFLO0lBQ3RCLEtBQUssTUFBTSxHQUFHLElBQUksTUFBTTtJQUN4QixJQUFJLFFBQVEsQ0FBQztJQUNiLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxJQUFJLENBQUM7TUFDZixHQUFHO01BQ0gsTUFBTTtRQUNKLElBQUksS0FBSyxFQUFFO1FBQ1gsS0FBSyxLQUFLLElBQUksQ0FBQyxHQUFHO1FBQ2xCLElBQUksS0FBSyxHQUFHLENBQUMsRUFBRTtRQUNmLE1BQU0sS0FBSyxJQUFJO1FBQ2YsTUFBTSxLQUFLLElBQUk7UUFDZixZQUFZLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxVQUFVO1FBQ2pDO01BQ0Y7SUFDRjtJQUNBLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQztJQUNqQixLQUFLLFNBQVMsR0FBRyxJQUFJLFNBQVMsSUFBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxDQUFDLEtBQUssR0FBRztJQUMvRCxLQUFLLFNBQVMsQ0FBQyxJQUFJLENBQ2pCLENBQUMsU0FBVyxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsTUFBTSxTQUNwQyxDQUFDLE1BQVEsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLElBQUksQ0FBQyxDQUFDLFFBQVEsRUFBRSxJQUFJLENBQUMsSUFBSSxDQUFDLEVBQUUsRUFBRSxLQUFLO0lBRXhELE1BQU0sT0FBTyxLQUFLLENBQUEsU0FBVSxDQUFDLEdBQUcsQ0FBQztJQUNqQyxJQUFJLE1BQU07TUFDUixLQUFLLENBQUEsU0FBVSxDQUFDLE1BQU0sQ0FBQztNQUN2QixJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsR0FBRyxDQUFDLE1BQU07SUFDNUI7SUFDQSxPQUFPO0VBQ1Q7RUFFQTs7OztHQUlDLEdBQ0QsWUFDRSxDQUFTLEVBQ1QsT0FBaUMsRUFDakMsSUFBYSxFQUNiLEtBQW9CLEVBQ3BCLElBQWEsRUFDYixRQUFpQixFQUNYO0lBQ04sSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDLEdBQUcsU0FBUztJQUM3QixNQUFNLFFBQVEsVUFBVSxRQUN0QixJQUFJLENBQUMsT0FBTyxDQUFDLElBQUksQ0FBQyxDQUFDLElBQU0sRUFBRSxLQUFLLEtBQUs7SUFDdkMsTUFBTSxFQUFFLEVBQUUsRUFBRSxLQUFLLEVBQUUsR0FBRyxJQUFJLENBQUMsUUFBUSxDQUNqQyxHQUNBLFNBQVMsQ0FBQyxPQUFPLE9BQU8sT0FDeEI7SUFFRixJQUFJLE9BQU8sSUFBSSxDQUFDLENBQUEsYUFBYyxDQUFDO0lBQy9CLElBQUksU0FBUyxVQUFVLElBQUksQ0FBQyxNQUFNLEVBQUU7TUFDbEMsSUFBSSxDQUFDLE1BQU0sR0FBRztNQUNkLFdBQVc7SUFDYjtJQUNBLEVBQUUsS0FBSyxHQUFHO0lBQ1YsRUFBRSxRQUFRLEdBQUcsRUFBRSxJQUFJLEdBQUc7SUFDdEIsSUFBSSxDQUFDLE9BQU8sQ0FBQyxJQUFJLENBQUM7SUFDbEIsSUFBSSxDQUFDLENBQUEsV0FBWTtJQUNqQixJQUFJLFVBQVUsSUFBSSxDQUFDLENBQUEsYUFBYztTQUM1QixJQUFJLENBQUMsWUFBWSxDQUFDO0VBQ3pCO0VBRUEsMkVBQTJFLEdBQzNFLENBQUEsVUFBVyxDQUNULENBQVMsRUFDVCxPQUFpQyxFQUNqQyxJQUFhO0lBRWIsS0FBSyxNQUFNLE9BQU87U0FBSSxFQUFFLEtBQUssQ0FBQyxNQUFNO0tBQUcsQ0FBRTtNQUN2QyxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLEtBQUssUUFBUSxHQUFHLENBQUMsSUFBSSxFQUFFLEdBQUc7TUFDdkQsRUFBRSxLQUFLLENBQUMsR0FBRyxDQUFDLEtBQUssRUFBRSxFQUFFO01BQ3JCLElBQUksRUFBRSxNQUFNLEtBQUssS0FBSyxFQUFFLE1BQU0sR0FBRztNQUNqQyxJQUFJLEVBQUUsSUFBSSxLQUFLLEtBQUssRUFBRSxJQUFJLEdBQUc7SUFDL0I7RUFDRjtFQUVBOzs7Ozs7R0FNQyxHQUNELE9BQ0UsR0FBVyxFQUNYLEtBQWEsRUFDYixDQUFTLEVBQ1QsT0FBaUMsRUFDakMsSUFBYSxFQUNiLE1BQWUsRUFDVDtJQUNOLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxHQUFHLFNBQVM7SUFDN0IsRUFBRSxLQUFLLEdBQUc7SUFDVixJQUFJLENBQUMsT0FBTyxDQUFDLElBQUksQ0FBQyxPQUFPLENBQUMsT0FBTyxDQUFDLEtBQUssR0FBRztJQUMxQyxJQUFJLElBQUksQ0FBQyxNQUFNLEtBQUssS0FBSyxJQUFJLENBQUMsTUFBTSxHQUFHO0lBQ3ZDLElBQUksQ0FBQyxDQUFBLFdBQVksR0FBRyxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsR0FBRyxDQUFDLENBQUMsSUFBTSxNQUFNLE1BQU0sSUFBSTtJQUNqRSxJQUFJLFVBQVUsSUFBSSxDQUFDLE1BQU0sS0FBSyxHQUFHLElBQUksQ0FBQyxZQUFZLENBQUM7U0FDOUMsSUFBSSxDQUFDLENBQUEsYUFBYztFQUMxQjtFQUVBOzs7O0dBSUMsR0FDRCxZQUNFLEdBQVMsRUFDVCxNQUErQixFQUMvQixJQUFhLEVBQ2IsTUFBWSxFQUNaLElBQWUsRUFDZixJQUF3QixFQUN4QixNQUFlLEVBQ2YsUUFBaUIsRUFDWDtJQUNOLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsS0FBSyxRQUFRO0lBQzFDLE1BQU0sS0FBSyxJQUFJLENBQUMsUUFBUSxDQUFDO0lBQ3pCLElBQUk7TUFDRixJQUFJLENBQUMsSUFBSSxNQUFNLElBQUk7TUFDbkIsR0FBRyxNQUFNLENBQUMsS0FBSyxDQUFDLE9BQU8sRUFBRSxFQUFFLEtBQUssRUFBRSxFQUFFLE1BQU0sTUFBTTtJQUNsRCxFQUFFLE9BQU07TUFDTixNQUFNLElBQUksSUFBSSxPQUNaLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQyxJQUFJLElBQ3BCLElBQUksQ0FBQyxDQUFBLFNBQVUsSUFDZixXQUFXLEtBQUssT0FBTyxHQUN2QixNQUNBLElBQUksQ0FBQyxJQUFJLEVBQ1QsSUFBSSxDQUFDLElBQUk7TUFFWCxJQUFJLENBQUMsT0FBTyxDQUFDLElBQUksQ0FBQztNQUNsQixJQUFJLENBQUMsQ0FBQSxXQUFZO01BQ2pCLElBQUksVUFBVSxJQUFJLENBQUMsQ0FBQSxhQUFjO1dBQzVCLElBQUksQ0FBQyxZQUFZLENBQUM7TUFDdkIsT0FBTztJQUNUO0lBQ0EsR0FBRyxNQUFNLEdBQUc7SUFDWixHQUFHLEtBQUssQ0FBQyxHQUFHLENBQUMsS0FBSyxFQUFFLEVBQUU7SUFDdEIsSUFBSSxDQUFDLFVBQVU7TUFDYixHQUFHLE1BQU0sQ0FBQztNQUNWLElBQUksQ0FBQyxZQUFZLENBQUM7SUFDcEIsT0FBTyxJQUFJLENBQUMsQ0FBQSxhQUFjO0lBQzFCLE9BQU87RUFDVDtFQUVBLCtEQUErRCxHQUMvRCxTQUFTLElBQVUsRUFBUTtJQUN6QixvRUFBb0U7SUFDcEUsSUFBSSxJQUFJLENBQUMsSUFBSSxFQUFFO01BQ2IsS0FBSyxJQUFJLENBQUMsSUFBSTtNQUNkO0lBQ0Y7SUFDQSxrRUFBa0U7SUFDbEUsa0NBQWtDO0lBQ2xDLEtBQUssTUFBTSxHQUFHO0lBQ2QsSUFBSSxLQUFLLElBQUksSUFBSSxLQUFLLEtBQUssRUFBRTtNQUMzQixJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUM7TUFDaEI7SUFDRjtJQUNBLElBQUksQ0FBQyxDQUFBLFdBQVksQ0FBQztFQUNwQjtFQUVBLHNDQUFzQyxHQUN0QyxXQUFXLENBQVMsRUFBUTtJQUMxQixLQUFLLE1BQU0sUUFBUTtTQUFJLEVBQUUsS0FBSyxDQUFDLE1BQU07S0FBRyxDQUFFLElBQUksQ0FBQyxRQUFRLENBQUM7RUFDMUQ7RUFFQSw2REFBNkQsR0FDN0QsV0FBVyxJQUFVLEVBQVE7SUFDM0IsTUFBTSxJQUFJLElBQUksQ0FBQyxRQUFRLENBQUM7SUFDeEIsSUFBSSxDQUFDLEdBQUc7SUFDUixNQUFNLE9BQU8sQ0FBQyxDQUFDLEVBQUUsTUFBTSxJQUFJLEVBQUUsTUFBTSxLQUFLLElBQUk7SUFDNUMsRUFBRSxNQUFNLENBQUM7SUFDVCxFQUFFLE1BQU0sR0FBRyxRQUFRLEVBQUUsS0FBSyxDQUFDLElBQUksR0FBRztJQUNsQyxJQUFJLENBQUMsQ0FBQSxhQUFjO0VBQ3JCO0VBRUEsa0VBQWtFLEdBQ2xFLGdCQUFzQjtJQUNwQixJQUFJLENBQUMsQ0FBQSxhQUFjO0VBQ3JCO0VBRUE7Ozs7R0FJQyxHQUNELENBQUEsYUFBYztJQUNaLElBQUksQ0FBQyxDQUFBLFlBQWE7SUFDbEIsS0FBSyxNQUFNLEtBQUssSUFBSSxDQUFDLE9BQU8sQ0FBRSxFQUFFLE1BQU0sQ0FBQyxJQUFJLENBQUMsSUFBSSxFQUFFLElBQUksQ0FBQyxJQUFJO0lBQzNELHNFQUFzRTtJQUN0RSx3RUFBd0U7SUFDeEUsTUFBTSxTQUF1QjtNQUMzQixNQUFNLElBQUksQ0FBQyxNQUFNLENBQUMsSUFBSTtNQUN0QixNQUFNLElBQUksQ0FBQyxNQUFNLENBQUMsSUFBSTtNQUN0QixRQUFRLElBQUksQ0FBQyxNQUFNLENBQUMsTUFBTSxDQUFDLEVBQUU7TUFDN0IsT0FBTyxFQUFFO0lBQ1g7SUFDQSxLQUFLLE1BQU0sS0FBSyxJQUFJLENBQUMsT0FBTyxDQUFFO01BQzVCLE1BQU0sUUFBUSxFQUFFLEtBQUs7TUFDckIsTUFBTSxRQUFRLEVBQUUsTUFBTSxDQUFDLEtBQUs7TUFDNUIsS0FBSyxNQUFNLFFBQVEsRUFBRSxLQUFLLENBQUMsTUFBTSxHQUFJO1FBQ25DLE1BQU0sSUFBSSxNQUFNLEdBQUcsQ0FBQyxLQUFLLEVBQUUsS0FBSyxNQUFNLEdBQUcsQ0FBQyxLQUFLLEVBQUU7UUFDakQsTUFBTSxVQUFVLElBQUksQ0FBQyxDQUFBLFdBQVksQ0FBQyxNQUFNLEVBQUUsSUFBSSxFQUFFLEVBQUUsSUFBSTtRQUN0RCxJQUFJLFdBQVcsTUFBTSxJQUFJLENBQUMsTUFBTSxFQUFFO1VBQ2hDLEtBQUssV0FBVyxHQUFHLEtBQUssR0FBRyxLQUFLO1FBQ2xDO1FBQ0EsT0FBTyxLQUFLLENBQUMsSUFBSSxDQUFDO1VBQ2hCLElBQUksS0FBSyxFQUFFO1VBQ1gsR0FBRyxDQUFDO1VBQ0osU0FBUyxNQUFNLElBQUksQ0FBQyxNQUFNLElBQUksTUFBTSxHQUFHLENBQUMsS0FBSyxFQUFFO1FBQ2pEO01BQ0Y7SUFDRjtJQUNBLFlBQVksSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFO0lBQzFCLElBQUksQ0FBQyxDQUFBLFdBQVk7SUFDakIsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLElBQUksQ0FBQztNQUFFLEdBQUc7SUFBUztJQUMvQixnRUFBZ0U7SUFDaEUsb0RBQW9EO0lBQ3BELEtBQUssTUFBTSxLQUFLLElBQUksQ0FBQyxPQUFPLENBQUUsSUFBSSxFQUFFLElBQUksQ0FBQyxHQUFHLEdBQUcsR0FBRyxFQUFFLElBQUk7RUFDMUQ7RUFFQSxvRUFBb0UsR0FDcEUsQ0FBQSxXQUFZO0lBQ1YsTUFBTSxJQUFJLElBQUksQ0FBQyxNQUFNLENBQUMsTUFBTTtJQUM1QixNQUFNLEtBQUssRUFBRSxNQUFNLElBQUksRUFBRSxJQUFJLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLENBQUMsSUFBSSxFQUFFLFFBQVE7SUFDL0QsUUFBUSxLQUFLLENBQUMsSUFBSSxDQUFDLEtBQUssRUFBRSxHQUFHO0VBQy9CO0VBRUEscUNBQXFDO0VBQ3JDLENBQUEsV0FBWSxDQUFDLElBQVUsRUFBRSxJQUFZLEVBQUUsSUFBWTtJQUNqRCxJQUFJO01BQ0YsT0FBTyxLQUFLLE9BQU8sQ0FBQyxNQUFNO0lBQzVCLEVBQUUsT0FBTyxLQUFLO01BQ1osSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLElBQUksQ0FDWixDQUFDLFFBQVEsRUFBRSxJQUFJLENBQUMsSUFBSSxDQUFDLGlCQUFpQixFQUFFLEFBQUMsSUFBYyxPQUFPLEVBQUU7TUFFbEUsT0FBTztJQUNUO0VBQ0Y7RUFFQSw0RUFBNEU7RUFDNUUsaUJBQWlCO0VBRWpCLHdFQUF3RSxHQUN4RSxPQUFPLE1BQXNCLEVBQVE7SUFDbkMsSUFBSSxDQUFDLE9BQU8sQ0FBQyxHQUFHLENBQUM7SUFDakIsSUFBSSxDQUFDLENBQUEsY0FBZTtJQUNwQixJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUM7RUFDZDtFQUVBLDhDQUE4QyxHQUM5QyxPQUFPLE1BQXNCLEVBQUUsTUFBa0IsRUFBUTtJQUN2RCxJQUFJLENBQUMsSUFBSSxDQUFDLE9BQU8sQ0FBQyxNQUFNLENBQUMsU0FBUztJQUNsQyxJQUFJLENBQUMsQ0FBQSxjQUFlO0lBQ3BCLE9BQU8sR0FBRyxDQUFDO01BQUUsR0FBRztNQUFPO01BQVEsTUFBTSxJQUFJLENBQUMsSUFBSTtJQUFDO0lBQy9DLElBQUksQ0FBQyxDQUFBLGVBQWdCLENBQUM7RUFDeEI7RUFFQSxvQ0FBb0MsR0FDcEMsV0FBVyxNQUFzQixFQUFRO0lBQ3ZDLElBQUksQ0FBQyxJQUFJLENBQUMsT0FBTyxDQUFDLE1BQU0sQ0FBQyxTQUFTO0lBQ2xDLElBQUksQ0FBQyxDQUFBLGNBQWU7SUFDcEIsSUFBSSxDQUFDLENBQUEsZUFBZ0IsQ0FBQztFQUN4QjtFQUVBOzs7OztHQUtDLEdBQ0QsQ0FBQSxjQUFlO0lBQ2IsUUFBUSxLQUFLLENBQ1gsSUFBSSxXQUFXLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FDM0IsZ0JBQ0EsSUFBSSxDQUFDLE9BQU8sQ0FBQyxJQUFJO0VBRXJCO0VBRUEsQ0FBQSxlQUFnQixDQUFDLE1BQXNCO0lBQ3JDLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsSUFBSSxDQUFDLFFBQVEsSUFBSSxDQUFDLE9BQU87SUFDdkQsSUFBSSxNQUFNLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQztFQUN4QjtFQUVBOzs7R0FHQyxHQUNELE1BQU0sTUFBc0IsRUFBRSxJQUFnQixFQUFRO0lBQ3BELElBQUksT0FBTyxRQUFRLEVBQUUsUUFBUSxxQ0FBcUM7SUFDbEUsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDO0lBQ1osSUFBSSxLQUFLLE1BQU0sS0FBSyxHQUFHO0lBQ3ZCLElBQUksQ0FBQyxJQUFJLENBQUMsTUFBTSxLQUFLLENBQUMsQ0FBQztNQUNyQixJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsSUFBSSxDQUNaLENBQUMsUUFBUSxFQUFFLElBQUksQ0FBQyxJQUFJLENBQUMsaUJBQWlCLEVBQUUsQUFBQyxJQUFjLE9BQU8sRUFBRTtJQUVwRTtFQUNGO0VBRUEsOENBQThDLEdBQzlDLGNBQWMsTUFBc0IsRUFBRSxJQUFZLEVBQUUsSUFBWSxFQUFRO0lBQ3RFLE9BQU8sSUFBSSxHQUFHO0lBQ2QsT0FBTyxJQUFJLEdBQUc7SUFDZCxJQUFJLE9BQU8sUUFBUSxFQUFFO01BQ25CLE9BQU8sSUFBSSxJQUFJLHVEQUF1RDtNQUN0RTtJQUNGO0lBQ0EsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDO0VBQ2Q7RUFFQTs7OztHQUlDLEdBQ0QsZ0JBQWdCLE1BQXNCLEVBQVE7SUFDNUMsT0FBTyxTQUFTLEdBQUc7SUFDbkIsSUFBSSxDQUFDLENBQUEsZUFBZ0IsQ0FBQztFQUN4QjtFQUVBLHNFQUFzRSxHQUN0RSxXQUFXLE1BQXNCLEVBQVE7SUFDdkMsT0FBTyxTQUFTLEdBQUc7SUFDbkIsSUFBSSxDQUFDLE9BQU8sUUFBUSxFQUFFLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQztFQUNwQztFQUVBOzs7R0FHQyxHQUNELFFBQVEsTUFBc0IsRUFBUTtJQUNwQyxJQUFJLENBQUMsT0FBTyxRQUFRLEVBQUUsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDO0VBQ3BDO0VBRUE7Ozs7R0FJQyxHQUNELGFBQ0UsRUFBVSxFQUNWLEdBQXNCLEVBQ3RCLEVBQVUsRUFDVixLQUFhLEVBQ0M7SUFDZCxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsT0FBTyxDQUFDLElBQUksS0FBSyxJQUFJO0lBQ2pDLE9BQU87TUFDTCxVQUFVLElBQU0sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLE9BQU8sQ0FBQztNQUNwQyxPQUFPLElBQU0sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEtBQUs7SUFDaEM7RUFDRjtFQUVBOzs7O0dBSUMsR0FDRCxJQUFJLFlBQXFCO0lBQ3ZCLE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTyxJQUFJLElBQUksQ0FBQyxNQUFNLENBQUMsTUFBTSxDQUFDLFdBQVcsR0FBRztFQUMxRDtFQUVBOzs7O0dBSUMsR0FDRCxVQUFVLE1BQXNCLEVBQVc7SUFDekMsT0FBTyxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsS0FBSyxLQUFLO0VBQ3BDO0VBRUEsNERBQTRELEdBQzVELElBQUksV0FBbUI7SUFDckIsT0FBTyxTQUFTLElBQUksQ0FBQyxLQUFLO0VBQzVCO0VBRUEseUVBQXlFLEdBQ3pFLENBQUEsS0FBTSxDQUFDLE1BQXNCO0lBQzNCLE1BQU0sTUFBTSxLQUFLLEdBQUc7SUFDcEIsSUFBSSxDQUFDLFVBQVUsR0FBRztJQUNsQixNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDLEtBQUssQ0FBQyxRQUFRO0lBQzVDLElBQUksTUFBTSxJQUFJLENBQUMsTUFBTSxDQUFDLEtBQUssSUFBSSxFQUFFLEtBQUssSUFBSTtFQUM1QztFQUVBLHVEQUF1RCxHQUN2RCxDQUFBLFdBQVk7SUFDVixLQUFLLE1BQU0sS0FBSyxJQUFJLENBQUMsT0FBTyxDQUFFLEVBQUUsSUFBSTtJQUNwQyxJQUFJLENBQUMsZ0JBQWdCO0VBQ3ZCO0VBRUE7Ozs7OztHQU1DLEdBQ0QsVUFBVSxJQUFlLEVBQUUsU0FBa0IsRUFBb0I7SUFDL0QsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLFVBQVc7SUFDOUIsTUFBTSxVQUFVLE1BQU0sU0FBUyxLQUFLLEtBQUssTUFBTTtJQUMvQyxNQUFNLFFBQ0osSUFBSSxDQUFDLE1BQU0sQ0FBQyxTQUFTLENBQUMsTUFBTSxXQUFXLE1BQU0sS0FBSyxFQUFFLE1BQU0sUUFBUSxLQUNoRSxDQUFDLFVBQVUsSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLFFBQVEsSUFBSTtJQUMzQyxJQUFJLFNBQVMsU0FBUztNQUNwQixNQUFNLE1BQU0sR0FBRyxNQUFNLE1BQU07TUFDM0IsS0FBSyxNQUFNLEdBQUcsTUFBTSxTQUFTO0lBQy9CO0lBQ0EsT0FBTztFQUNUO0VBRUEsMkVBQTJFLEdBQzNFLENBQUEsVUFBVztJQUNULElBQUksSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTTtJQUNuQyxNQUFNLFNBQVMsSUFBSSxDQUFDLE1BQU07SUFDMUIsTUFBTSxRQUFRLFdBQVcsSUFBSSxDQUFDLE1BQU07SUFDcEMsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHO01BQ1o7TUFDQSxXQUFXLFVBQVU7TUFDckI7TUFDQSxVQUFVLEtBQUssU0FBUyxDQUFDO0lBQzNCO0lBQ0EsT0FBTyxJQUFJLENBQUMsQ0FBQSxLQUFNO0VBQ3BCO0VBRUE7Ozs7OztHQU1DLEdBQ0QsQ0FBQSxZQUFhO0lBQ1gsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHO0VBQ2hCO0VBRUEsbUVBQW1FLEdBQ25FLFdBQVcsSUFBZSxFQUFFLE9BQWUsRUFBb0I7SUFDN0QsT0FBTyxJQUFJLENBQUMsTUFBTSxDQUFDLFVBQVUsQ0FBQyxNQUFNO0VBQ3RDO0VBRUEsc0VBQXNFO0VBQ3RFLENBQUEsU0FBVSxDQUFDLElBQWU7SUFDeEIsT0FBTyxJQUFJLENBQUMsTUFBTSxDQUFDLFVBQVUsQ0FBQyxNQUFNLEVBQUU7RUFDeEM7RUFFQSxrRUFBa0UsR0FDbEUsU0FBcUI7SUFDbkIsTUFBTSxVQUFpQyxFQUFFO0lBQ3pDLEtBQUssTUFBTSxLQUFLLElBQUksQ0FBQyxPQUFPLENBQUU7TUFDNUIsb0VBQW9FO01BQ3BFLElBQUksUUFBUSxFQUFFLFFBQVEsR0FBRyxNQUFNO01BQy9CLElBQUksRUFBRSxJQUFJLEVBQUUsU0FBUztNQUNyQixTQUFTLE1BQU0sSUFBSSxDQUFDLE1BQU0sR0FBRyxNQUFNLE1BQU0sSUFBSSxDQUFDLFVBQVUsR0FBRyxNQUFNO01BQ2pFLElBQUksRUFBRSxNQUFNLEVBQUUsU0FBUztNQUN2QixRQUFRLElBQUksQ0FBQztRQUFDLEVBQUUsS0FBSztRQUFFLEVBQUUsSUFBSTtRQUFFO09BQU07SUFDdkM7SUFDQSxRQUFRLElBQUksQ0FBQyxDQUFDLEdBQUcsSUFBTSxDQUFDLENBQUMsRUFBRSxHQUFHLENBQUMsQ0FBQyxFQUFFO0lBQ2xDLE1BQU0sT0FBTyxJQUFJLENBQUMsTUFBTSxDQUFDLE9BQU8sQ0FBQyxJQUFJLENBQUMsTUFBTSxDQUFDLE1BQU07SUFDbkQsT0FBTztNQUFFLFNBQVMsSUFBSSxDQUFDLElBQUk7TUFBRTtNQUFTO0lBQUs7RUFDN0M7RUFFQSx1RUFBdUUsR0FDdkUsZ0JBQXNCO0lBQ3BCLElBQUksQ0FBQyxDQUFBLFlBQWE7SUFDbEIsSUFBSSxDQUFDLENBQUEsV0FBWTtFQUNuQjtFQUVBLDZFQUE2RSxHQUM3RSxtQkFBeUI7SUFDdkIsTUFBTSxRQUFRLEVBQUU7SUFDaEIsS0FBSyxNQUFNLEtBQUssSUFBSSxDQUFDLE9BQU8sQ0FBRSxJQUFJLEVBQUUsU0FBUyxFQUFFLE1BQU0sSUFBSSxDQUFDLEVBQUUsSUFBSTtJQUNoRSxJQUFJLENBQUMsTUFBTSxDQUFDLGdCQUFnQixDQUFDO0VBQy9CO0VBRUEsNEVBQTRFO0VBQzVFLG9CQUFvQjtFQUVwQjs7OztHQUlDLEdBQ0QsTUFBTSxJQUFnQixFQUFFLE9BQWEsSUFBSSxDQUFDLFVBQVUsRUFBaUI7SUFDbkUsSUFBSSxLQUFLLE1BQU0sR0FBRyxpQkFBaUI7TUFDakMsT0FBTyxRQUFRLE1BQU0sQ0FDbkIsSUFBSSxlQUNGLGVBQ0EsQ0FBQyxzQkFBc0IsRUFBRSxnQkFBZ0IsWUFBWSxFQUFFLEtBQUssTUFBTSxFQUFFO0lBRzFFO0lBQ0EsTUFBTSxVQUFVLElBQUksY0FBYyxNQUFNLENBQUM7SUFDekMsT0FBTyxJQUFJLENBQUMsSUFBSSxDQUFDLFdBQVcsU0FBUyxLQUFLLGNBQWMsR0FBRyxXQUFXO0VBQ3hFO0VBRUE7Ozs7R0FJQyxHQUNELEtBQ0UsSUFBZ0IsRUFDaEIsY0FBMkIsRUFDM0IsT0FBYSxJQUFJLENBQUMsVUFBVSxFQUNiO0lBQ2YsSUFBSSxJQUFJLENBQUMsSUFBSSxFQUFFO01BQ2IsT0FBTyxRQUFRLE1BQU0sQ0FDbkIsSUFBSSxlQUFlLFVBQVUsQ0FBQyxRQUFRLEVBQUUsSUFBSSxDQUFDLElBQUksQ0FBQyxXQUFXLENBQUM7SUFFbEU7SUFDQSxJQUFJLENBQUMsVUFBVSxHQUFHLEtBQUssR0FBRztJQUMxQixNQUFNLFFBQVEsa0JBQWtCLEtBQUssVUFBVSxHQUFHLGlCQUFpQjtJQUNuRSxNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsU0FBVSxPQUFPLElBQzlCLENBQUMsUUFBUSxFQUFFLElBQUksQ0FBQyxJQUFJLEVBQUUsR0FDdEIsQ0FBQyxLQUFLLEVBQUUsSUFBSSxDQUFDLFFBQVEsQ0FBQyxPQUFPO0lBQ2pDLE1BQU0sVUFBVSxLQUFLLEtBQUssQ0FBQyxPQUFPO0lBQ2xDLG9FQUFvRTtJQUNwRSw4REFBOEQ7SUFDOUQsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLFlBQVk7SUFDeEIsT0FBTztFQUNUO0VBRUEsK0NBQStDLEdBQy9DLFNBQVMsSUFBVSxFQUFVO0lBQzNCLE1BQU0sSUFBSSxJQUFJLENBQUMsUUFBUSxDQUFDO0lBQ3hCLE9BQU8sSUFBSSxHQUFHLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQyxFQUFFLEVBQUUsS0FBSyxDQUFDLENBQUMsRUFBRSxFQUFFLE9BQU8sQ0FBQyxPQUFPLEdBQUcsSUFBSSxDQUFDLElBQUk7RUFDckU7RUFFQTs7Ozs7O0dBTUMsR0FDRCxPQUFPLElBQVksRUFBRSxJQUFZLEVBQVE7SUFDdkMsSUFBSSxTQUFTLElBQUksQ0FBQyxJQUFJLElBQUksU0FBUyxJQUFJLENBQUMsSUFBSSxFQUFFO0lBQzlDLElBQUksQ0FBQyxJQUFJLEdBQUc7SUFDWixJQUFJLENBQUMsSUFBSSxHQUFHO0lBQ1osSUFBSSxJQUFJLENBQUMsSUFBSSxFQUFFO0lBQ2YsSUFBSSxDQUFDLENBQUEsYUFBYztFQUNyQjtFQUVBLHFFQUFxRSxHQUNyRSxRQUNFLFVBQWtCLEVBQ2xCLE9BQWEsSUFBSSxDQUFDLFVBQVUsRUFDSjtJQUN4QixPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxPQUFPLENBQUMsS0FBSyxFQUFFLEVBQUU7RUFDdEM7RUFFQSx3RUFBd0UsR0FDeEUsUUFBUSxNQUFjLEVBQUUsTUFBYyxFQUEwQjtJQUM5RCxNQUFNLEVBQUUsSUFBSSxFQUFFLElBQUksRUFBRSxHQUFHLE9BQU8sTUFBTTtJQUNwQyxNQUFNLFFBQVE7U0FBSSxPQUFPLEtBQUs7S0FBRyxDQUFDLEdBQUcsQ0FBQyxDQUNwQyxDQUFDLE1BQU0sRUFBRSxHQUNvQztRQUM3QztRQUNBLEVBQUUsQ0FBQztRQUNILEVBQUUsQ0FBQztRQUNILEVBQUUsSUFBSTtRQUNOLEVBQUUsSUFBSTtPQUNQO0lBQ0QsTUFBTSxTQUFTLE9BQU8sTUFBTSxDQUFDLEVBQUU7SUFDL0IsT0FBTyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsT0FBTyxDQUFDO01BQ3pCLEdBQUc7TUFDSDtNQUNBO01BQ0E7TUFDQTtNQUNBO0lBQ0Y7RUFDRjtFQUVBOzs7R0FHQyxHQUNELGFBQ0UsVUFBa0IsRUFDbEIsSUFBVSxFQUNWLEtBQW1CLEVBQ25CLElBQWlCLEVBQ2pCLFNBQXdCLENBQUMsQ0FBQyxFQUNHO0lBQzdCLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLFlBQVksQ0FBQyxLQUFLLEVBQUUsRUFBRSxZQUFZLE9BQU8sTUFBTTtFQUNwRTtFQUVBOzs7R0FHQyxHQUNELFFBQ0UsS0FBYSxFQUNiLEtBQWEsRUFDYixNQUFlLEVBQ2YsT0FBYSxJQUFJLENBQUMsVUFBVSxFQUNOO0lBQ3RCLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLE9BQU8sQ0FBQyxLQUFLLEVBQUUsRUFBRSxPQUFPLE9BQU87RUFDcEQ7RUFFQTs7OztHQUlDLEdBQ0QsUUFDRSxJQUFtRSxFQUNuRSxTQUFrQixFQUNsQixNQUFvQixFQUNwQixPQUFhLElBQUksQ0FBQyxVQUFVLEVBQ2I7SUFDZixNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEtBQUssQ0FBQyxLQUFLLEVBQUUsRUFBRTtJQUN6QyxJQUFJLENBQUMsSUFBSSxDQUFDLElBQUksSUFBSSxLQUFLLElBQUksS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxNQUFNLEVBQUU7TUFDbkQsaUVBQWlFO01BQ2pFLHNEQUFzRDtNQUN0RCxJQUFJLENBQUMsT0FBTyxDQUFDLEdBQUcsTUFBTSxLQUFLLENBQUMsS0FBTyxHQUFHLE9BQU8sQ0FBQyxJQUM1QyxNQUFNLE1BQU0sQ0FDVixJQUFJLGVBQWUsVUFBVSxDQUFDLFFBQVEsRUFBRSxJQUFJLENBQUMsSUFBSSxDQUFDLFdBQVcsQ0FBQztJQUdwRTtJQUNBLE9BQU8sYUFBYSxNQUFNLEdBQUcsRUFBRSxXQUFXLFFBQVEsTUFBTSxNQUFNO0VBQ2hFO0VBRUE7OztHQUdDLEdBQ0QsU0FBUyxTQUFrQixFQUFFLE1BQW9CLEVBQXVCO0lBQ3RFLElBQUksSUFBSSxDQUFDLElBQUksRUFBRSxPQUFPLFFBQVEsT0FBTyxDQUFDLElBQUksQ0FBQyxJQUFJO0lBQy9DLE9BQU8sYUFBYSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUUsV0FBVyxRQUFRLEtBQU87RUFDOUQ7RUFFQTs7OztHQUlDLEdBQ0QsYUFDRSxJQUFVLEVBQ1YsU0FBa0IsRUFDbEIsTUFBb0IsRUFDQztJQUNyQixJQUFJLEtBQUssS0FBSyxJQUFJLEtBQUssTUFBTSxFQUFFLE9BQU8sUUFBUSxPQUFPLENBQUMsS0FBSyxNQUFNO0lBQ2pFLElBQUksT0FBTyxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsR0FBRyxDQUFDO0lBQy9CLElBQUksQ0FBQyxNQUFNO01BQ1QsSUFBSTtNQUNKLE1BQU0sU0FBUyxJQUFJLFFBQW9CLENBQUMsSUFBTyxVQUFVO01BQ3pELE9BQU87UUFBRTtRQUFRO01BQVE7TUFDekIsSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLEdBQUcsQ0FBQyxNQUFNO0lBQzVCO0lBQ0EsT0FBTyxhQUFhLEtBQUssTUFBTSxFQUFFLFdBQVcsUUFBUSxLQUFPO0VBQzdEO0VBRUE7OztHQUdDLEdBQ0QsT0FBTyxFQUE4QixFQUFFLElBQVcsRUFBYztJQUM5RCxNQUFNLFdBQXlCLENBQUMsSUFBSTtNQUNsQyxJQUFJLENBQUMsUUFBUSxTQUFTLFFBQVEsU0FBUyxLQUFLLEVBQUUsRUFBRSxHQUFHO0lBQ3JEO0lBQ0EsSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLEdBQUcsQ0FBQztJQUNwQixPQUFPLElBQU0sSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLE1BQU0sQ0FBQztFQUN0QztFQUVBLENBQUEsSUFBSyxDQUFDLEVBQWdCLEVBQUUsSUFBbUI7SUFDekMsS0FBSyxNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFFLEdBQUcsSUFBSTtFQUMzQztFQUVBLDRFQUE0RTtFQUM1RSw4QkFBOEI7RUFFOUIsb0VBQW9FLEdBQ3BFLElBQUksU0FBa0I7SUFDcEIsT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPO0VBQ3JCO0VBRUEsMkRBQTJELEdBQzNELElBQUksZ0JBQXlCO0lBQzNCLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLE9BQU87RUFDNUI7RUFFQTs7OztHQUlDLEdBQ0QsU0FBd0I7SUFDdEIsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2YsSUFBSSxDQUFDLENBQUEsV0FBWTtJQUNqQixNQUFNLFFBQXlCLEVBQUU7SUFDakMsS0FBSyxNQUFNLEtBQUssSUFBSSxDQUFDLE9BQU8sQ0FBRTtNQUM1QixLQUFLLE1BQU0sUUFBUSxFQUFFLEtBQUssQ0FBQyxNQUFNLEdBQUk7UUFDbkMsSUFBSSxLQUFLLE1BQU0sRUFBRTtRQUNqQixNQUFNLElBQUksQ0FBQyxJQUFJLFFBQVEsQ0FBQyxJQUFNLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxHQUFHLENBQUMsS0FBSyxFQUFFLEVBQUU7UUFDekQsS0FBSyxJQUFJLENBQUMsV0FBVztNQUN2QjtJQUNGO0lBQ0EsT0FBTyxRQUFRLEdBQUcsQ0FBQyxPQUFPLElBQUksQ0FBQyxJQUFNLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxLQUFLO0VBQzFEO0VBRUEsd0RBQXdELEdBQ3hELE1BQU0sT0FBOEI7SUFDbEMsTUFBTSxVQUFVLElBQUksSUFBSSxNQUFNLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxXQUFXO0lBQ3JELE9BQU87TUFDTCxHQUFHLFlBQVksSUFBSSxFQUFFLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxTQUFTO1FBQ3hDLGNBQWMsSUFBSSxDQUFDLENBQUEsWUFBYTtRQUNoQyxVQUFVLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxJQUFJO1FBQzVCLFlBQVksSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLElBQUk7TUFDbEMsRUFBRTtNQUNGLGFBQWEsSUFBSSxDQUFDLE9BQU8sQ0FBQyxJQUFJO0lBQ2hDO0VBQ0Y7RUFFQTs7O0dBR0MsR0FDRCxVQUFnQjtJQUNkLHFFQUFxRTtJQUNyRSwrREFBK0Q7SUFDL0QsNkJBQTZCO0lBQzdCLEtBQUssTUFBTSxLQUFLLElBQUksQ0FBQyxPQUFPLENBQUU7TUFDNUIsS0FBSyxNQUFNLEtBQUssRUFBRSxLQUFLLENBQUMsTUFBTSxHQUFJLEVBQUUsSUFBSSxDQUFDLFdBQVc7SUFDdEQ7SUFDQSxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsS0FBSztJQUNqQixJQUFJLENBQUMsQ0FBQSxjQUFlO0lBQ3BCLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQyxLQUFLO0VBQ3ZCO0VBRUE7OztHQUdDLEdBQ0QsT0FBTyxRQUNMLEVBQWdCLEVBQ2hCLE9BQXFCLEVBQ3JCLEdBQVEsRUFDUixhQUE0QixFQUM1QixVQUdJLENBQUMsQ0FBQyxFQUNOLFNBQXlCLEVBQ2hCO0lBQ1QsTUFBTSxPQUFvQjtNQUN4QixTQUFTLEdBQUcsV0FBVztNQUN2QjtNQUNBLE1BQU0sR0FBRyxJQUFJO01BQ2IsS0FBSyxHQUFHLEdBQUc7TUFDWCxPQUFPLEdBQUcsS0FBSyxJQUFJO01BQ25CLEtBQUssR0FBRyxHQUFHO01BQ1gsS0FBSyxHQUFHLEdBQUc7TUFDWCxNQUFNLEdBQUcsSUFBSTtNQUNiLE1BQU0sR0FBRyxJQUFJO01BQ2IsTUFBTSxHQUFHLElBQUk7TUFDYixZQUFZLEdBQUcsVUFBVTtNQUN6QixjQUFjO0lBQ2hCO0lBQ0Esb0VBQW9FO0lBQ3BFLHFEQUFxRDtJQUNyRCxNQUFNLElBQUksSUFBSSxRQUFRLE1BQU0sQ0FBQyxHQUFHLE1BQU0sU0FBUyxLQUFLO01BQ2xELEdBQUcsT0FBTztNQUNWLFlBQVksR0FBRyxFQUFFLEtBQUssWUFBWSxRQUFRLFVBQVUsR0FBRztJQUN6RDtJQUNBLElBQUksR0FBRyxFQUFFLEtBQUssV0FBVyxFQUFFLEVBQUUsR0FBRyxHQUFHLEVBQUU7SUFDckMsRUFBRSxPQUFPLEdBQUcsR0FBRyxPQUFPO0lBQ3RCLEVBQUUsVUFBVSxHQUFHLEdBQUcsVUFBVTtJQUM1QixFQUFFLENBQUEsWUFBYSxHQUFHLEdBQUcsWUFBWTtJQUNqQyxvRUFBb0U7SUFDcEUsb0VBQW9FO0lBQ3BFLDRDQUE0QztJQUM1QyxFQUFFLENBQUEsT0FBUSxDQUFDLE9BQU8sQ0FBQyxHQUFHLFFBQVE7SUFDOUIsS0FBSyxNQUFNLEtBQUssR0FBRyxLQUFLLENBQUUsRUFBRSxDQUFBLE9BQVEsQ0FBQyxPQUFPLENBQUMsRUFBRSxFQUFFLEdBQUc7SUFDcEQsRUFBRSxDQUFBLFNBQVUsQ0FBQyxPQUFPLENBQUMsR0FBRyxVQUFVO0lBQ2xDLE1BQU0sUUFBUSxJQUFJLElBQUksR0FBRyxLQUFLLENBQUMsR0FBRyxDQUFDLENBQUMsSUFBTTtRQUFDLEVBQUUsRUFBRTtRQUFFLEVBQUUsQ0FBQSxXQUFZLENBQUM7T0FBRztJQUNuRSxNQUFNLEVBQUUsT0FBTyxFQUFFLEtBQUssRUFBRSxJQUFJLEVBQUUsR0FBRyxlQUFlLElBQUk7SUFDcEQsS0FBSyxNQUFNLEtBQUssUUFBUyxFQUFFLENBQUEsU0FBVSxDQUFDLE9BQU8sQ0FBQyxFQUFFLEVBQUUsR0FBRztJQUNyRCxFQUFFLE9BQU8sQ0FBQyxJQUFJLElBQUk7SUFDbEIsRUFBRSxNQUFNLEdBQUc7SUFDWCxFQUFFLENBQUEsV0FBWSxHQUFHLE9BQU87TUFBQztLQUFLLEdBQUcsRUFBRSxFQUFFLGtDQUFrQztJQUN2RSxJQUFJLEdBQUcsSUFBSSxFQUFFO01BQ1gsRUFBRSxJQUFJLEdBQUcsR0FBRyxJQUFJO01BQ2hCLEVBQUUsQ0FBQSxhQUFjLENBQUMsR0FBRyxJQUFJO01BQ3hCLEVBQUUsQ0FBQSxZQUFhO0lBQ2pCO0lBQ0EsRUFBRSxDQUFBLGFBQWM7SUFDaEIsT0FBTztFQUNUO0VBRUEsa0VBQWtFLEdBQ2xFLENBQUEsV0FBWSxDQUFDLEVBQWE7SUFDeEIsTUFBTSxNQUFNO01BQUUsSUFBSSxHQUFHLEVBQUU7TUFBRSxLQUFLLEdBQUcsR0FBRztNQUFFLFNBQVM7SUFBRztJQUNsRCxNQUFNLE9BQU8sSUFBSSxLQUNmLEdBQUcsRUFBRSxFQUNMLEtBQ0EsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLE1BQU0sRUFDbkIsR0FBRyxPQUFPLEVBQ1YsR0FBRyxJQUFJLEVBQ1AsR0FBRyxJQUFJO0lBRVQsS0FBSyxNQUFNLEdBQUcsR0FBRyxNQUFNO0lBQ3ZCLEtBQUssSUFBSSxHQUFHLEdBQUcsSUFBSTtJQUNuQix1RUFBdUU7SUFDdkUsTUFBTSxNQUFNLEdBQUcsT0FBTyxDQUFDLElBQUksQ0FBQyxVQUFVLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxHQUFHLENBQUMsSUFBSSxDQUFDO0lBQzFELEtBQUssS0FBSyxHQUFHLEdBQUcsS0FBSyxLQUFLLFlBQ3RCLEdBQUcsS0FBSyxJQUFJLFlBQ1osTUFDQSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsS0FBSyxHQUNoQjtJQUNKLEtBQUssR0FBRyxHQUFHLEdBQUcsR0FBRyxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxHQUFHO0lBQ25DLEtBQUssTUFBTSxHQUFHLEdBQUcsSUFBSTtJQUNyQixLQUFLLFVBQVUsR0FBRyxHQUFHLFVBQVU7SUFDL0IsS0FBSyxjQUFjLEdBQUcsR0FBRyxjQUFjO0lBQ3ZDLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxJQUFJLENBQUM7TUFDZixHQUFHO01BQ0gsTUFBTTtRQUNKLElBQUksR0FBRyxFQUFFO1FBQ1QsS0FBSyxLQUFLLElBQUksQ0FBQyxHQUFHO1FBQ2xCLElBQUksR0FBRyxFQUFFO1FBQ1QsTUFBTSxHQUFHLElBQUk7UUFDYixNQUFNLEdBQUcsSUFBSTtRQUNiLFlBQVksSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLFVBQVU7UUFDakMsUUFBUSxHQUFHLE1BQU07UUFDakIsT0FBTyxHQUFHLElBQUk7TUFDaEI7SUFDRjtJQUNBLElBQUksR0FBRyxJQUFJLEVBQUUsT0FBTztJQUNwQixvRUFBb0U7SUFDcEUsaUVBQWlFO0lBQ2pFLGVBQWUsR0FBRyxFQUFFLEVBQUU7SUFDdEIsSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDO0lBQ2pCLHNFQUFzRTtJQUN0RSxJQUFJLEdBQUcsTUFBTSxFQUFFLEtBQUssSUFBSSxDQUFDLFdBQVcsQ0FBQztNQUFFLE9BQU87SUFBSztTQUM5QyxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUM7SUFDdEIsT0FBTztFQUNUO0VBRUEsNEVBQTRFO0VBQzVFLFNBQVM7RUFFVDs7O0dBR0MsR0FDRCxLQUFLLFNBQW1DLFFBQVEsRUFBaUI7SUFDL0QsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHO0lBQ2xCLG1FQUFtRTtJQUNuRSxtREFBbUQ7SUFDbkQsSUFBSSxDQUFDLElBQUksQ0FBQyxJQUFJLEVBQUUsSUFBSSxDQUFDLENBQUEsY0FBZTtJQUNwQyxJQUFJLElBQUksQ0FBQyxJQUFJLEVBQUU7TUFDYixJQUFJLENBQUMsQ0FBQSxNQUFPO01BQ1osT0FBTyxRQUFRLE9BQU87SUFDeEI7SUFDQSxLQUFLLE1BQU0sS0FBSyxJQUFJLENBQUMsT0FBTyxDQUFFO01BQzVCLEtBQUssTUFBTSxRQUFRLEVBQUUsS0FBSyxDQUFDLE1BQU0sR0FBSSxLQUFLLE1BQU0sQ0FBQztJQUNuRDtJQUNBLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxTQUFVLEVBQUU7TUFDcEIsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHLFdBQVc7UUFDM0IsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLElBQUksQ0FDWixDQUFDLFFBQVEsRUFBRSxJQUFJLENBQUMsSUFBSSxDQUFDLDJDQUEyQyxDQUFDO1FBRW5FLEtBQUssTUFBTSxLQUFLLElBQUksQ0FBQyxPQUFPLENBQUU7VUFDNUIsS0FBSyxNQUFNLFFBQVEsRUFBRSxLQUFLLENBQUMsTUFBTSxHQUFJLEtBQUssTUFBTSxDQUFDO1FBQ25EO01BQ0YsR0FBRztJQUNMO0lBQ0EsT0FBTyxJQUFJLENBQUMsS0FBSyxDQUFDLElBQUksQ0FBQyxJQUFNLElBQUksQ0FBQyxDQUFBLE1BQU87RUFDM0M7RUFFQSxrRUFBa0UsR0FDbEUsQ0FBQSxjQUFlO0lBQ2IsS0FBSyxNQUFNLEtBQUs7U0FBSSxJQUFJLENBQUMsT0FBTztLQUFDLENBQUU7TUFDakMsS0FBSyxNQUFNLFFBQVE7V0FBSSxFQUFFLEtBQUssQ0FBQyxNQUFNO09BQUcsQ0FBRTtRQUN4QyxJQUFJLEtBQUssSUFBSSxJQUFJLENBQUMsSUFBSSxDQUFDLElBQUksRUFBRSxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUM7TUFDL0M7SUFDRjtFQUNGO0VBRUE7OztHQUdDLEdBQ0QsQ0FBQSxXQUFZLENBQUMsSUFBVTtJQUNyQixJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsR0FBRyxDQUFDLEtBQUssR0FBRztFQUM1QjtFQUVBLENBQUEsV0FBWSxDQUFDLElBQVUsRUFBRSxJQUFnQjtJQUN2QyxJQUFJLEtBQUssVUFBVSxFQUFFLFFBQVEseUNBQXlDO0lBQ3RFLE1BQU0sU0FBUyxLQUFLLE1BQU0sS0FBSyxPQUFPLE9BQU8sV0FBVyxLQUFLLE1BQU07SUFDbkUsS0FBSyxNQUFNLEdBQUc7TUFBRSxNQUFNLEtBQUssSUFBSTtNQUFFO0lBQU87SUFDeEMsSUFBSSxDQUFDLENBQUEsV0FBWTtJQUNqQixJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsSUFBSSxDQUNaLENBQUMsUUFBUSxFQUFFLElBQUksQ0FBQyxJQUFJLENBQUMsT0FBTyxFQUFFLEtBQUssRUFBRSxDQUFDLFNBQVMsRUFDN0MsVUFBVSxDQUFDLE9BQU8sRUFBRSxLQUFLLElBQUksRUFBRSxDQUNoQyxDQUFDLENBQUM7SUFFTCwwRUFBMEU7SUFDMUUsS0FBSyxJQUFJLENBQUMsV0FBVyxDQUFDO01BQUUsT0FBTztJQUFLO0lBQ3BDLElBQUksQ0FBQyxDQUFBLFlBQWEsQ0FBQztFQUNyQjtFQUVBLDBFQUEwRSxHQUMxRSxDQUFBLFlBQWEsQ0FBQyxJQUFVO0lBQ3RCLElBQUksS0FBSyxVQUFVLEVBQUU7SUFDckIsSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsS0FBSyxFQUFFLE1BQU0sTUFBTTtNQUNoQyxJQUFJLENBQUMsS0FBSyxNQUFNLEVBQUU7TUFDbEIsa0VBQWtFO01BQ2xFLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQyxHQUFHLENBQUMsT0FBTyxRQUFRLEtBQUssTUFBTTtNQUM5QyxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsTUFBTSxDQUFDO01BQ3ZCLG1FQUFtRTtNQUNuRSxrRUFBa0U7TUFDbEUsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxLQUFLLEVBQUUsR0FBRyxJQUFJLENBQUMsWUFBWSxDQUFDO01BQzVDO0lBQ0Y7SUFDQSxJQUFJLEtBQUssS0FBSyxJQUFJLEtBQUssTUFBTSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFO01BQzlDLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQyxHQUFHLENBQUMsT0FBTyxRQUFRLEtBQUssTUFBTTtNQUM5QyxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsTUFBTSxDQUFDO0lBQ3pCO0lBQ0EsSUFBSSxDQUFDLEtBQUssS0FBSyxJQUFJLEtBQUssSUFBSSxJQUFJLElBQUksQ0FBQyxJQUFJLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFO0lBQzNELG1FQUFtRTtJQUNuRSxrQ0FBa0M7SUFDbEMsTUFBTSxTQUFTLElBQUksQ0FBQyxZQUFZLElBQUksQ0FBQyxLQUFLLE1BQU07SUFDaEQsSUFBSSxJQUFJLENBQUMsQ0FBQSxTQUFVLE9BQU8sS0FBSyxDQUFDLElBQUksQ0FBQyxJQUFJLElBQUksTUFBTSxHQUFHO01BQ3BELEtBQUssSUFBSSxHQUFHO01BQ1osS0FBSyxLQUFLO01BQ1YsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLEtBQUssTUFBTTtNQUNyQjtJQUNGO0lBQ0Esb0VBQW9FO0lBQ3BFLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxhQUFhLENBQ3ZCLElBQUksZUFBZSxVQUFVLENBQUMsTUFBTSxFQUFFLEtBQUssRUFBRSxDQUFDLGFBQWEsQ0FBQyxHQUM1RCxLQUFLLEVBQUU7SUFFVCxJQUFJLFVBQVUsSUFBSSxDQUFDLENBQUEsU0FBVSxLQUFLLFlBQVksQ0FBQyxJQUFJLENBQUMsQ0FBQSxPQUFRLEVBQUU7TUFDNUQsS0FBSyxJQUFJLEdBQUc7TUFDWixLQUFLLEtBQUs7TUFDVjtJQUNGO0lBQ0EsSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDO0VBQ2xCO0VBRUEsc0RBQXNELEdBQ3RELElBQUksQ0FBQSxPQUFRO0lBQ1YsT0FBTyxJQUFJLENBQUMsQ0FBQSxTQUFVLEtBQUs7RUFDN0I7RUFFQSxvRUFBb0UsR0FDcEUsQ0FBQSxTQUFVLENBQUMsSUFBVTtJQUNuQixNQUFNLElBQUksSUFBSSxDQUFDLFFBQVEsQ0FBQztJQUN4QixJQUFJLENBQUMsR0FBRztJQUNSLElBQUksSUFBSSxDQUFDLENBQUEsU0FBVSxPQUFPLEdBQUc7TUFDM0IsS0FBSyxLQUFLO01BQ1YsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLEtBQUssTUFBTSxJQUFJO1FBQUUsTUFBTTtRQUFHLFFBQVE7TUFBSyxHQUFHLEtBQUssTUFBTTtNQUMvRDtJQUNGO0lBQ0EsSUFBSSxDQUFDLEVBQUUsTUFBTSxDQUFDLE9BQU8sSUFBSSxDQUFDLENBQUEsWUFBYSxDQUFDO0lBQ3hDLEtBQUssS0FBSztJQUNWLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxJQUFJLENBQUM7TUFBRSxHQUFHO01BQWEsTUFBTSxLQUFLLEVBQUU7SUFBQztJQUNqRCxJQUFJLENBQUMsQ0FBQSxhQUFjO0lBQ25CLElBQUksQ0FBQyxZQUFZLENBQUM7RUFDcEI7RUFFQSxDQUFBLFlBQWEsQ0FBQyxDQUFTO0lBQ3JCLE1BQU0sSUFBSSxJQUFJLENBQUMsT0FBTyxDQUFDLE9BQU8sQ0FBQztJQUMvQixJQUFJLENBQUMsT0FBTyxDQUFDLE1BQU0sQ0FBQyxHQUFHO0lBQ3ZCLElBQUksQ0FBQyxDQUFBLFdBQVksR0FBRyxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsTUFBTSxDQUFDLENBQUMsSUFBTSxNQUFNO0lBQzFELElBQUksSUFBSSxDQUFDLE1BQU0sS0FBSyxHQUFHO01BQ3JCLG1FQUFtRTtNQUNuRSxJQUFJLENBQUMsTUFBTSxHQUFHLElBQUksQ0FBQyxDQUFBLFdBQVksQ0FBQyxLQUFLLE1BQU0sSUFBSSxDQUFDLE9BQU8sQ0FBQyxFQUFFLElBQ3hELElBQUksQ0FBQyxPQUFPLENBQUMsSUFBSSxFQUFFO01BQ3JCLG9EQUFvRDtNQUNwRCxvQ0FBb0M7TUFDcEMsSUFBSSxJQUFJLENBQUMsTUFBTSxFQUFFLElBQUksQ0FBQyxNQUFNLENBQUMsUUFBUSxHQUFHLElBQUksQ0FBQyxNQUFNLENBQUMsSUFBSSxHQUFHO0lBQzdEO0VBQ0Y7RUFFQSx1REFBdUQsR0FDdkQsQ0FBQSxHQUFJLENBQUMsTUFBa0IsRUFBRSxTQUFTLEtBQUs7SUFDckMsSUFBSSxDQUFDLElBQUksR0FBRztJQUNaLGFBQWEsSUFBSSxDQUFDLENBQUEsU0FBVTtJQUM1QixJQUFJLENBQUMsQ0FBQSxhQUFjLENBQUM7SUFDcEIsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLGFBQWEsQ0FDdkIsSUFBSSxlQUFlLFVBQVUsQ0FBQyxRQUFRLEVBQUUsSUFBSSxDQUFDLElBQUksQ0FBQyxhQUFhLENBQUM7SUFFbEUsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO01BQUUsTUFBTTtNQUFRO0lBQU8sR0FBRztJQUNyQyxNQUFNLE1BQWMsSUFBSSxDQUFDLENBQUEsU0FBVSxLQUFLLGdCQUNwQztNQUFFLEdBQUc7TUFBTyxRQUFRO01BQWUsTUFBTSxJQUFJLENBQUMsSUFBSTtJQUFDLElBQ25EO01BQUUsR0FBRztNQUFPLFFBQVEsSUFBSSxDQUFDLENBQUEsU0FBVTtNQUFFLE1BQU0sSUFBSSxDQUFDLElBQUk7TUFBRTtJQUFPO0lBQ2pFLEtBQUssTUFBTSxLQUFLLElBQUksQ0FBQyxPQUFPLENBQUUsRUFBRSxHQUFHLENBQUM7SUFDcEMsSUFBSSxDQUFDLE9BQU8sQ0FBQyxLQUFLO0lBQ2xCLElBQUksQ0FBQyxDQUFBLGNBQWU7SUFDcEIsSUFBSSxDQUFDLENBQUEsWUFBYTtJQUNsQixxRUFBcUU7SUFDckUsK0RBQStEO0lBQy9ELE1BQU0sUUFBUSxJQUFJLENBQUMsSUFBSSxJQUFLLElBQUksQ0FBQyxZQUFZLElBQUksQ0FBQztJQUNsRCxJQUFJLENBQUMsU0FBUyxJQUFJLENBQUMsQ0FBQSxTQUFVLEtBQUssVUFBVSxJQUFJLENBQUMsQ0FBQSxNQUFPO0VBQzFEO0VBRUEsbUVBQW1FLEdBQ25FLENBQUEsTUFBTztJQUNMLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFO0lBQ2hCLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRztJQUNiLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxLQUFLO0lBQ2pCLElBQUksQ0FBQyxDQUFBLGNBQWU7SUFDcEIsSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLEtBQUs7SUFDckIsSUFBSSxDQUFDLE1BQU0sQ0FBQyxJQUFJO0VBQ2xCO0VBRUEsdUVBQXVFLEdBQ3ZFLENBQUEsY0FBZTtJQUNiLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxTQUFVLEVBQUU7SUFDdEIsTUFBTSxXQUFXLEVBQUU7SUFDbkIsS0FBSyxNQUFNLEtBQUssSUFBSSxDQUFDLE9BQU8sQ0FBRTtNQUM1QixLQUFLLE1BQU0sS0FBSyxFQUFFLEtBQUssQ0FBQyxNQUFNLEdBQUksU0FBUyxJQUFJLENBQUMsRUFBRSxRQUFRO0lBQzVEO0lBQ0EsTUFBTSxTQUFTLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDM0IsUUFBUSxHQUFHLENBQUMsVUFBVSxPQUFPLENBQUMsSUFBTSxPQUFPLEtBQUs7RUFDbEQ7QUFDRjtBQVdBLHNFQUFzRSxHQUN0RSxTQUFTLFVBQVUsSUFBVSxFQUFFLElBQWEsRUFBRSxDQUFpQjtFQUM3RCxNQUFNLE1BQU0sS0FBSyxLQUFLO0VBQ3RCLE9BQU8sS0FBSyxVQUFVLEtBQUssUUFBUSxJQUFJLEtBQUssS0FBSyxFQUFFLEtBQUssSUFDdEQsSUFBSSxRQUFRLEtBQUssRUFBRSxRQUFRLElBQUksSUFBSSxTQUFTLEtBQUssRUFBRSxTQUFTO0FBQ2hFO0FBRUEscUVBQXFFLEdBQ3JFLFNBQVMsVUFBVSxDQUFhO0VBQzlCLElBQUksTUFBTSxHQUFHLEVBQUUsSUFBSSxDQUFDLEVBQUUsRUFBRSxFQUFFLE9BQU8sRUFBRTtFQUNuQyxLQUFLLE1BQU0sQ0FBQyxHQUFHLE1BQU0sTUFBTSxJQUFJLEVBQUUsT0FBTyxDQUFFLE9BQU8sQ0FBQyxFQUFFLEVBQUUsRUFBRSxFQUFFLEVBQUUsS0FBSyxFQUFFLEVBQUUsT0FBTztFQUM1RSxPQUFPO0FBQ1Q7QUFFQTs7O0NBR0MsR0FDRCxTQUFTLE1BQ1AsSUFBaUIsRUFDakIsT0FBZ0IsRUFDaEIsTUFBYyxFQUNkLEdBQWEsRUFDYixLQUF5QixFQUN6QixHQUFXLEVBQ1gsSUFBWSxFQUNaLElBQVk7RUFFWixJQUFJO0lBQ0YsT0FBTyxTQUFTO01BQ2QsTUFBTSxHQUFHLENBQUMsRUFBRTtNQUNaLE1BQU0sSUFBSSxLQUFLLENBQUM7TUFDaEI7TUFDQSxrRUFBa0U7TUFDbEUsS0FBSztRQUNILEdBQUksS0FBSyxTQUFTLEdBQ2QsU0FBUyxLQUFLLEdBQUcsRUFBRSxLQUFLLFNBQVMsSUFBSSxXQUNyQyxLQUFLLEdBQUc7UUFDWixZQUFZLENBQUMsQ0FBQyxFQUFFLFFBQVE7TUFDMUI7TUFDQTtNQUNBO01BQ0E7SUFDRjtFQUNGLEVBQUUsT0FBTyxLQUFLO0lBQ1osTUFBTSxJQUFJLGVBQWUsU0FBUyxBQUFDLElBQWMsT0FBTztFQUMxRDtBQUNGO0FBRUE7OztDQUdDLEdBQ0QsTUFBTSxnQkFBZ0I7QUFFdEIsb0VBQW9FLEdBQ3BFLFNBQVMsV0FBVyxHQUFhO0VBQy9CLE1BQU0sT0FBTyxHQUFHLENBQUMsRUFBRSxFQUFFLE1BQU0sS0FBSyxTQUFTO0VBQ3pDLE9BQU8sS0FBSyxPQUFPLENBQUMsTUFBTSxPQUFPO0FBQ25DO0FBRUE7Ozs7Q0FJQyxHQUNELFNBQVMsYUFDUCxJQUFnQixFQUNoQixTQUE2QixFQUM3QixNQUErQixFQUMvQixNQUFrQjtFQUVsQixPQUFPLElBQUksUUFBVyxDQUFDLFNBQVM7SUFDOUIsSUFBSTtJQUNKLE1BQU0sT0FBTztNQUNYLGFBQWE7TUFDYixRQUFRLG9CQUFvQixTQUFTO0lBQ3ZDO0lBQ0EsTUFBTSxPQUFPLENBQUM7TUFDWjtNQUNBO01BQ0EsT0FBTyxJQUFJLGVBQWUsV0FBVztJQUN2QztJQUNBLE1BQU0sVUFBVSxJQUFNLEtBQUs7SUFDM0IsSUFBSSxjQUFjLFdBQVc7TUFDM0IsUUFBUSxXQUNOLElBQU0sS0FBSyxDQUFDLGdCQUFnQixFQUFFLFVBQVUsR0FBRyxDQUFDLEdBQzVDO0lBRUo7SUFDQSxJQUFJLFFBQVEsU0FBUyxlQUFlO1NBQy9CLFFBQVEsaUJBQWlCLFNBQVMsU0FBUztNQUFFLE1BQU07SUFBSztJQUM3RCxLQUFLLElBQUksQ0FDUCxDQUFDO01BQ0M7TUFDQSxRQUFRO0lBQ1YsR0FDQSxDQUFDO01BQ0M7TUFDQSxPQUFPO0lBQ1Q7RUFFSjtBQUNGIn0=
// denoCacheMetadata=15052628837712770795,5971955598644741947