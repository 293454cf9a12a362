/// <reference lib="deno.worker" />
/**
 * A session's parse worker: one VT engine per pane. It takes whole batches
 * from each pane's ring (the panes in turn, so a pane that floods never
 * starves a quiet one), answers terminal queries by writing to that pane's
 * pty, composes the shown window from its panes' screens (`compose.ts`)
 * and posts that screen's updates to the daemon's main thread. The cursor
 * and modes posted are the active pane's. Small updates go through the
 * session's update ring (`update_ring.ts`), the rest as worker messages.
 *
 * Pacing (never hold output while the parser is idle, Ghostty #13220; keep
 * drawing during a flood, toastty #62):
 * - an update goes out at once when the parser has caught up and little
 *   changed since the last one (a key echo, a prompt);
 * - while output streams, at most one update per FRAME_INTERVAL_MS;
 * - never while a synchronized update (mode 2026) is open, unless it has been
 *   open for SYNC_WATCHDOG_MS (a program that forgot to close it).
 *
 * `wait --text` watchers are checked at every read boundary inside a batch,
 * and, in batches of interactive size, before every control byte (C0 or
 * ESC) that follows printed text: text can only leave the screen through a
 * control (CR then overprint, erase, cursor motion, scroll), so text that
 * was on the screen even for a moment inside one read is seen, whatever
 * the timing of the reads. Checks cost little: only rows whose stamp
 * changed are turned into text again.
 *
 * @module
 */ import { PtyWriter, trimMalloc } from "../../pty/mod.ts";
import { Terminal } from "../../vt/mod.ts";
import { MAX_CLIPBOARD_BYTES, NO_ALTERNATE_SCREEN } from "../../protocol/messages.ts";
import { compileTextPattern } from "../../protocol/text_pattern.ts";
import { clipboardSelection } from "../../protocol/validate.ts";
import { CAPTURE_ANSWER_BYTES, CaptureTooLarge, checkScreenCells, linesWithin } from "./capture_budget.ts";
import { ComposedLinks, counter, LinkDefs } from "./link_defs.ts";
import { layoutSeq, readLayout, SIGNAL_BLOCKED, SIGNAL_CLIENTS, SIGNAL_INPUT, SIGNAL_POSTED, SIGNAL_WAKE } from "./parse_messages.ts";
import { ByteRing } from "./ring.ts";
import { UpdateRing } from "./update_ring.ts";
import { encodeUpdate } from "./update_codec.ts";
import { WindowFrame } from "./compose.ts";
import { composePreview } from "./preview.ts";
import { warmEngine } from "./warm_engine.ts";
import { InputQuiet } from "./input_activity.ts";
import { warmEcho } from "./warm_echo.ts";
import { DirectDrawTarget } from "./direct_draw.ts";
import { directFrame, DirectLook } from "./direct_frame.ts";
import { FloodSlice, INTERACTIVE_SLICE_NS } from "./flood_slice.ts";
import { HeldUpdates } from "./held_updates.ts";
import { setThreadSlice } from "../../pty/thread_slice.ts";
import { joinRows } from "../../protocol/join_rows.ts";
/** 60 updates a second: what a display shows; more only costs CPU. */ const FRAME_INTERVAL_MS = 1000 / 60;
/** Output under this since the last update is "small": sent at once. */ const SMALL_UPDATE_BYTES = 4096;
/** A synchronized update open this long is drawn anyway. */ const SYNC_WATCHDOG_MS = 500;
/**
 * Longest stretch of parsing before the worker looks at its messages
 * (resize, capture, watch): short enough that `berth capture` answers fast
 * during a flood, long enough that the check costs nothing.
 */ const SLICE_MS = 8;
/**
 * Batches up to this size, with a text watcher waiting, are checked before
 * every control byte; larger ones (a flood: the parser is behind) only at
 * read boundaries, so that a waiting script does not slow a flood down.
 * A 4 KiB read holds at most 4 KiB; interactive output is far below that.
 */ const FINE_CHECK_BYTES = 16 * 1024;
/**
 * A `history` answer stops adding rows past about this many bytes, so that
 * rows wide and full of styles (4096 columns, a style per cell) never make
 * an answer near `MAX_FRAME_BYTES`; the client asks again for the rest. A
 * thousand 80-column rows of prose are about 100 KB.
 */ const HISTORY_ANSWER_BYTES = 2 * 1024 * 1024;
/** Messages posted to the main thread (an int32 count that may wrap). */ let posted = 0;
function post(msg) {
  held.flush();
  // The warm-up's scratch session: nobody is to see what it posts.
  if (scratch) return;
  self.postMessage(msg);
  posted = posted + 1 | 0;
}
/**
 * Updates drawn on a terminal already, posted a little later
 * (`held_updates.ts`); first in line for every post.
 */ const held = new HeldUpdates((update)=>postScreen(update), ()=>session?.heldPosted());
/** The session's update ring (from `init`). */ let updates = null;
/**
 * Sends a screen update: common small ones through the update ring, the
 * others (`encodeUpdate`), and any when the ring is full, as a message.
 * A record carries the count of messages posted before it, so that the
 * main thread keeps this order (`server/daemon/parse_inbox.ts`).
 */ function postScreen(update) {
  held.flush();
  const body = updates && encodeUpdate(update);
  if (!body || !updates.write(body, posted)) post(update);
}
/**
 * Most bytes of one pane parsed in a turn while other panes share the
 * parser: about a millisecond of parsing, so a neighbour's key echo waits
 * at most that long behind a flood (a whole 256 KiB slot waited several).
 */ const TURN_BYTES = 32 * 1024;
/** How long one wait for output lasts before the loop looks again. */ const WAIT_SLICE_MS = 1000;
/**
 * After input is written to a pane (a key, `send`), how long the worker
 * waits for output blocking its thread (`Atomics.wait`) rather than on its
 * event loop (`Atomics.waitAsync`): a key's echo is on its way, and a
 * blocked thread wakes about 72 us after the gather worker's notify, an
 * event loop 170-250 us (measured on the 2-core VM). Messages from the
 * main thread still wake it at once (SIGNAL_POSTED), a paced update's due
 * time ends the wait; its timers (`wait --idle`) run at most this late.
 */ const ECHO_WAIT_MS = 5;
/** Messages taken from the main thread (every one, `init` included). */ let received = 0;
/** Batches this large are a flood's (`flood_slice.ts`). */ const FLOOD_BATCH_BYTES = 32 * 1024;
/** Resolves on the next macrotask, faster than setTimeout(0). */ function yieldToEventLoop() {
  return new Promise((resolve)=>{
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = ()=>{
      port1.close();
      resolve();
    };
    port2.postMessage(null);
    port2.close();
  });
}
/**
 * What a session's first moments in this worker would otherwise wait for,
 * done while it is a spare (stamped on the 2-core VM, `new` of `cat
 * /dev/null`: opening libc for the thread's slice 14-40 ms, the first
 * timer 7-16 ms, the first MessageChannel about 8 ms), then the VT
 * engine's compiles its first flood would wait for (`warm_engine.ts`).
 */ async function warmUp(msg) {
  const stopped = ()=>received > 0;
  // Each step waits while input is being written to a session: the cores
  // are a typist's then, and a step costs up to tens of ms (the first,
  // opening libc, 14-40). Input since the main thread looked counts.
  const quiet = msg.activity ? new InputQuiet(msg.activity, {
    seen: msg.seen
  }) : null;
  const step = async ()=>{
    await yieldToEventLoop();
    if (!stopped()) await quiet?.wait();
  };
  await step();
  if (stopped()) return;
  setThreadSlice(INTERACTIVE_SLICE_NS);
  clearTimeout(setTimeout(()=>{}, 0));
  // A session's first message ends the engine's warm-up at a chunk's end.
  // An engine bug met here must not end the session that takes this
  // worker (its onerror then ends the session): the warm-up just stops.
  await warmEngine(stopped, step).catch(()=>0);
  // Then a key's echo, through a scratch session (`warm_echo.ts`).
  const progress = msg.progress && new Int32Array(msg.progress);
  await warmEcho(openScratch, stopped, step, progress).catch(()=>0).finally(endScratch);
  // What V8's compiler threads used for all that is free once they are
  // done; the trim locks every arena of the daemon a moment.
  await new Promise((resolve)=>setTimeout(resolve, TRIM_AFTER_MS));
  await step();
  if (!stopped()) trimMalloc();
}
/**
 * How long after its warm-up the spare gives back the C heap's free memory:
 * the compiles it started finish on V8's threads meanwhile.
 */ const TRIM_AFTER_MS = 200;
/** The warm-up's session while it types, in place of a real one. */ let scratch = null;
function openScratch({ init, pane, tty }) {
  const s = new ParseSession(init);
  // Before its pane: whatever that posts goes nowhere already.
  scratch = session = s;
  updates = new UpdateRing(init.updates);
  try {
    s.addPane(pane);
    s.lendTty(tty.id, tty.sab, tty.fd, tty.owner);
  } catch (err) {
    endScratch();
    s.dispose();
    throw err;
  }
  return s;
}
/**
 * Ends the scratch session, leaving nothing of it: called before a real
 * session starts (its loop, resumed later, returns at once) and when the
 * warm-up ends.
 */ function endScratch() {
  if (!scratch) return;
  scratch.stop();
  held.drop();
  updates = null;
  session = null;
  scratch = null;
}
/** One pane: its engine, its ring and pty, and the scripts waiting on it. */ class PaneParser {
  id;
  term;
  /** The ring of its program's output (a new one when respawned). */ ring;
  links;
  /** The output has ended and been parsed. */ ended = false;
  /** Its program's number (`PaneInit.gen`), for `pane-eof`. */ gen;
  #writer;
  /** What the session needs to post an update now (a watch hit). */ #sync;
  /** What the main thread has been told. */ sentTermGen = -1;
  bytes = 0;
  bells = 0;
  /** The latest clipboard write not yet posted (earlier ones are dropped). */ clipboard = null;
  #textWatchers = new Map();
  #idleWatchers = new Map();
  #lastOutputAt = performance.now();
  /** Row texts as of the last text check, with the stamps they were made at. */ #rowText = [];
  #rowGen = [];
  /** A watcher was added: check even if no row changed. */ #textStale = true;
  /** How far into the current batch earlier turns parsed. */ #turnOffset = 0;
  /** When this pane's last batch came (ms, `performance.now()`). */ #lastBatchAt = -Infinity;
  constructor(init, sync, madeLinkIds){
    this.id = init.id;
    this.gen = init.gen ?? 0;
    this.#sync = sync;
    this.#writer = new PtyWriter(init.fd);
    this.ring = new ByteRing(init.sab);
    const pane = init.id;
    const events = {
      response: (bytes)=>{
        this.#writer.write(bytes).catch(()=>{
        // The child is gone or not reading; a lost answer is harmless.
        });
      },
      bell: ()=>{
        this.bells++;
        post({
          t: "event",
          pane,
          event: {
            type: "bell"
          }
        });
      },
      title: (title)=>post({
          t: "event",
          pane,
          event: {
            type: "title",
            title
          }
        }),
      cwd: (path)=>post({
          t: "event",
          pane,
          event: {
            type: "cwd",
            path
          }
        }),
      clipboard: (selection, data)=>{
        // Dropped whole when too large: a cut clipboard is a wrong one.
        if (data.length > MAX_CLIPBOARD_BYTES) return;
        this.clipboard = {
          selection: clipboardSelection(selection),
          data
        };
      }
    };
    // A live upgrade's engine goes on where the old daemon's stopped.
    this.term = init.engine ? Terminal.restore(init.engine, events) : new Terminal({
      cols: init.cols,
      rows: init.rows,
      scrollback: init.scrollback,
      events
    });
    if (init.ended) this.end();
    this.links = new LinkDefs((id)=>engineLink(this.term, id), madeLinkIds);
  }
  /**
   * Notes a batch of `bytes` taken at `now`; true when it is a burst after
   * a quiet spell (a key's echo, a prompt), which is drawn at once even
   * while a neighbour pane floods and holds the others to the frame pace.
   */ noteBatch(bytes, now) {
    const quiet = now - this.#lastBatchAt >= FRAME_INTERVAL_MS;
    this.#lastBatchAt = now;
    return quiet && bytes <= SMALL_UPDATE_BYTES;
  }
  /** Everything is parsed: never write to the pty again (it closes now). */ end() {
    this.ended = true;
    this.#writer.close();
  }
  /**
   * A new program in this pane (tmux's `respawn-pane`): the old one's
   * ring and pty are dropped, unread, and the screen starts afresh (RIS)
   * above the history, which stays. Its watchers stay: they wait on the
   * pane, not on its program.
   */ respawn(init) {
    if (!this.ended) this.#writer.close();
    this.#writer = new PtyWriter(init.fd);
    this.ring = new ByteRing(init.sab);
    this.gen = init.gen ?? 0;
    this.ended = false;
    this.#turnOffset = 0;
    this.term.restart();
    this.#textStale = true;
    this.checkText();
  }
  /**
   * One turn of this pane: the whole batch, or with neighbours to share
   * the parser with (`shared`) and no text watcher, at most TURN_BYTES of
   * it, so that a flood never holds a quiet pane's echo behind a whole
   * 256 KiB batch. Returns whether the batch is done (release it then).
   */ parseTurn(bytes, readEnds, shared) {
    if (!shared || this.#textWatchers.size > 0) {
      if (this.#turnOffset === 0) {
        this.parse(bytes, readEnds);
      } else {
        // Watchers came in the middle of a batch: the rest, checked once.
        this.#write(bytes.subarray(this.#turnOffset));
        this.#turnOffset = 0;
        this.checkText();
      }
      return true;
    }
    const end = Math.min(bytes.length, this.#turnOffset + TURN_BYTES);
    this.bytes += end - this.#turnOffset;
    this.#lastOutputAt = performance.now();
    this.#write(bytes.subarray(this.#turnOffset, end));
    if (end < bytes.length) {
      this.#turnOffset = end;
      return false;
    }
    this.#turnOffset = 0;
    return true;
  }
  /** Feeds one batch, checking text watchers as it goes (see the top). */ parse(bytes, readEnds) {
    this.bytes += bytes.length;
    this.#lastOutputAt = performance.now();
    if (this.#textWatchers.size === 0) {
      this.#write(bytes);
      return;
    }
    const fine = bytes.length <= FINE_CHECK_BYTES;
    let start = 0;
    for(let i = 0; i <= readEnds.length; i++){
      const end = i < readEnds.length ? readEnds[i] : bytes.length;
      if (end <= start || end > bytes.length) continue;
      if (this.#textWatchers.size === 0) break;
      if (fine) {
        this.#writeChecked(bytes, start, end);
      } else {
        this.#write(bytes.subarray(start, end));
        this.checkText();
      }
      start = end;
    }
    if (start < bytes.length) this.#write(bytes.subarray(start));
  }
  /** Writes bytes[start, end), checking text watchers before each control. */ #writeChecked(bytes, start, end) {
    let from = start;
    for(let i = start; i < end; i++){
      // C0 controls and ESC are < 0x20, and never part of a UTF-8 sequence.
      if (bytes[i] >= 0x20 || i === from) continue;
      this.#write(bytes.subarray(from, i));
      this.checkText();
      from = i;
      if (this.#textWatchers.size === 0) break;
    }
    this.#write(bytes.subarray(from, end));
    this.checkText();
  }
  #write(bytes) {
    try {
      this.term.write(bytes);
    } catch (err) {
      // An engine bug must not end the session: report it and go on.
      post({
        t: "error",
        message: `VT engine: ${err.stack ?? err}`
      });
    }
  }
  /** Takes the size of its rectangle; true when it changed. */ resize(cols, rows) {
    if (cols === this.term.cols && rows === this.term.rows) return false;
    this.term.resize(cols, rows);
    post({
      t: "event",
      pane: this.id,
      event: {
        type: "resize",
        cols,
        rows
      }
    });
    return true;
  }
  /**
   * Answers a capture, or says why it is too large (capture_budget.ts) or
   * that the screen `read` asks for is not there.
   */ capture(id, scrollback, only, join = false, read = {}) {
    const term = this.term;
    // tmux's -a: the primary screen behind the alternate one, no history.
    const behind = read.alternate === true;
    if (behind && !term.altScreenShown) {
      post({
        t: "capture",
        id,
        missing: NO_ALTERNATE_SCREEN
      });
      return;
    }
    const history = behind ? 0 : scrollback < 0 ? term.scrollbackLength : Math.min(scrollback, term.scrollbackLength);
    try {
      if (only) {
        // History then screen, as `berth capture` prints them: no cells.
        // Joined, a wrapped row keeps its trailing blanks: they are in
        // the middle of the line; with `trailing` every row keeps what
        // was written (tmux's -N).
        const keep = join !== false;
        const written = read.trailing === true ? "written" : false;
        const whole = (y)=>keep && term.rowWrapped(y, behind) ? true : written;
        const line = only === "ansi" ? (y)=>term.ansiLine(y, whole(y), behind) : (y)=>term.lineText(y, whole(y), behind);
        const lines = linesWithin(-history, term.rows, line, CAPTURE_ANSWER_BYTES);
        if (!join) post({
          t: "capture",
          id,
          lines,
          history
        });
        else if (join === "rows") {
          const wrapped = lines.flatMap((_, i)=>term.rowWrapped(i - history, behind) ? [
              i
            ] : []);
          post({
            t: "capture",
            id,
            lines,
            history,
            wrapped
          });
        } else {
          const joined = joinRows(lines, (i)=>term.rowWrapped(i - history, behind));
          post({
            t: "capture",
            id,
            lines: joined,
            joined: true
          });
        }
        return;
      }
      const cells = checkScreenCells(term.cols, term.rows);
      const ansi = linesWithin(-history, term.rows, (y)=>term.ansiLine(y), CAPTURE_ANSWER_BYTES - cells);
      const screen = term.snapshot({
        scrollback
      });
      post({
        t: "capture",
        id,
        screen,
        ansi
      });
    } catch (err) {
      if (!(err instanceof CaptureTooLarge)) throw err;
      post({
        t: "capture",
        id,
        tooLarge: err.message
      });
    }
  }
  /**
   * Rows y = -start .. -start + count - 1 (history and screen), clamped to
   * what exists; `pushed` (an earlier answer's count) moves `start` up by
   * the lines that entered history since.
   */ history(id, start, count, pushed, at) {
    const term = this.term;
    const now = term.historyPushed;
    if (pushed !== undefined && pushed <= now) start += now - pushed;
    const total = term.scrollbackLength;
    const first = Math.max(-start, -total);
    const last = Math.min(-start + count - 1, term.rows - 1);
    const rows = [];
    const wrapped = [];
    let bytes = 0;
    for(let y = first; y <= last && bytes < HISTORY_ANSWER_BYTES; y++){
      const runs = term.rowRuns(y);
      if (term.rowWrapped(y)) wrapped.push(rows.length);
      rows.push(runs);
      bytes += runsBytes(runs);
    }
    const page = {
      total,
      pushed: now,
      cols: term.cols,
      screenRows: term.rows,
      first,
      rows
    };
    if (at) {
      page.x = at.x;
      page.y = at.y;
    }
    page.pane = this.id;
    const links = this.links.page(rows);
    if (links.length > 0) page.links = links;
    if (wrapped.length > 0) page.wrapped = wrapped;
    post({
      t: "history",
      id,
      page
    });
  }
  watchText(id, source, flags) {
    // Validated by the daemon; RE2 matching takes linear time whatever the
    // pattern (see text_pattern.ts), so no client can stall the engine.
    this.#textWatchers.set(id, {
      id,
      re: compileTextPattern(source, flags)
    });
    this.#textStale = true;
    this.checkText();
  }
  watchIdle(id, idleMs) {
    const w = {
      id,
      idleMs,
      timer: undefined
    };
    this.#idleWatchers.set(id, w);
    this.#armIdle(w);
  }
  #armIdle(w) {
    const quiet = performance.now() - this.#lastOutputAt;
    if (quiet >= w.idleMs) {
      this.#idleWatchers.delete(w.id);
      post({
        t: "watch-hit",
        id: w.id
      });
      return;
    }
    w.timer = setTimeout(()=>this.#armIdle(w), Math.ceil(w.idleMs - quiet));
  }
  /** Whether watch `id` is this pane's; stops it if so. */ unwatch(id) {
    const had = this.#textWatchers.delete(id) || this.#idleWatchers.has(id);
    const w = this.#idleWatchers.get(id);
    if (w) clearTimeout(w.timer);
    this.#idleWatchers.delete(id);
    return had;
  }
  /** Reports every text watcher that matches the screen now. */ checkText() {
    if (this.#textWatchers.size === 0) return;
    const text = this.#screenTextIfChanged();
    if (text === null) return;
    let synced = false;
    for (const w of this.#textWatchers.values()){
      if (w.re.test(text)) {
        this.#textWatchers.delete(w.id);
        if (!synced) {
          this.#sync();
          synced = true;
        }
        post({
          t: "watch-hit",
          id: w.id
        });
      }
    }
  }
  /**
   * The visible text (`Terminal.screenText()`), or null when no row changed
   * since the last check. Only rows whose stamp moved are read again.
   */ #screenTextIfChanged() {
    const term = this.term;
    let changed = this.#textStale;
    this.#textStale = false;
    if (this.#rowText.length !== term.rows) {
      this.#rowText = new Array(term.rows).fill("");
      this.#rowGen = new Array(term.rows).fill(-1);
    }
    for(let y = 0; y < term.rows; y++){
      const g = term.rowGeneration(y);
      if (g === this.#rowGen[y]) continue;
      this.#rowGen[y] = g;
      this.#rowText[y] = term.lineText(y);
      changed = true;
    }
    return changed ? this.#rowText.join("\n") : null;
  }
  /** Stops timers so the worker can close. */ dispose() {
    for (const w of this.#idleWatchers.values())clearTimeout(w.timer);
    this.#idleWatchers.clear();
  }
}
/** The parse side of one session: its panes and the composed window. */ class ParseSession {
  #panes = new Map();
  #layout;
  #layoutSeq = -1;
  #signal;
  #frame = null;
  // What the main thread has been sent.
  /** Per window row, the stamps of the pane rows it was made from. */ #sentKeys = [];
  #sentCols = -1;
  #sentRows = -1;
  /** The modes last posted; an update carries them only when they change. */ #sentModes = null;
  /** The arrangement changed since the last update. */ #frameStale = true;
  #lastFrameAt = -Infinity;
  #syncSince = -1;
  /** When the paced update is due (ms, `performance.now()`), or Infinity. */ #frameDue = Infinity;
  /** SIGNAL_INPUT as last seen, and the end of the echo wait it began. */ #inputSeen = 0;
  /** SIGNAL_INPUT when the active pane's output last went out at once. */ #echoInput = 0;
  #echoUntil = -Infinity;
  #echoWaitMs;
  /** When the event loop last ran (ms, `performance.now()`). */ #loopAt = 0;
  /** Holds the event loop open while the worker waits (`waitAsync`). */ #keepAlive;
  #wake = null;
  /** The composed screen's link ids, unique across its panes. */ #links = new ComposedLinks();
  /** Numbers the link ids the panes' `LinkDefs` make. */ #madeLinkIds = counter();
  #floodSlice = new FloodSlice();
  /** Terminals the daemon draws that show this session, by id. */ #ttys = new Map();
  #look = new DirectLook();
  #stopped = false;
  constructor(init){
    this.#layout = new Int32Array(init.layout);
    this.#signal = new Int32Array(init.signal);
    this.#echoWaitMs = init.echoWaitMs ?? ECHO_WAIT_MS;
    if (init.heldMs !== undefined) held.holdMs = init.heldMs;
    // Atomics.waitAsync alone does not keep the event loop alive; one
    // timer for the worker's life, not one per wait (a timer made and
    // cleared per key's echo was 3% of the daemon's CPU).
    this.#keepAlive = setInterval(()=>{}, 1 << 30);
  }
  addPane(init) {
    const p = new PaneParser(init, ()=>this.#syncMirror(), this.#madeLinkIds);
    this.#panes.set(init.id, p);
    this.#layoutSeq = -1; // Take its rectangle from the layout.
    this.syncLayout();
    this.#wake?.();
  }
  dropPane(id) {
    const p = this.#panes.get(id);
    if (!p) return;
    p.dispose();
    this.#panes.delete(id);
    this.#links.dropPane(id);
    this.#frameStale = true;
  }
  /** Pane `init.id` runs a new program (see `PaneParser.respawn`). */ respawnPane(init) {
    const p = this.#panes.get(init.id);
    if (!p) return;
    p.respawn(init);
    this.#frameStale = true;
    this.#wake?.();
  }
  pane(id) {
    return this.#panes.get(id);
  }
  /** Where pane `id` is shown in the window now; undefined when hidden. */ shownAt(id) {
    return this.#frame?.rects.get(id);
  }
  /** Every pane's engine as plain data (`vt/engine_state.ts`). */ saveEngines(id) {
    const engines = [];
    for (const [pane, p] of this.#panes)engines.push([
      pane,
      p.term.save()
    ]);
    post({
      t: "engines",
      id,
      engines
    });
  }
  unwatch(id) {
    for (const p of this.#panes.values())if (p.unwatch(id)) return;
  }
  /** A terminal the daemon draws shows this session (`direct_draw.ts`). */ lendTty(id, sab, fd, owner) {
    this.#ttys.set(id, new DirectDrawTarget(sab, fd, owner));
  }
  takeTty(id) {
    this.#ttys.delete(id);
  }
  /**
   * Draws `update` on the terminals lent to this worker, before the main
   * thread has it: a key's echo skips the main thread's wake-up and the
   * attach client (`direct_draw.ts`). True when it drew it for every
   * client of the session: the main thread's turn can then wait
   * (`held_updates.ts`).
   */ #drawDirect(update) {
    const same = this.#look.same(update);
    if (!same || this.#ttys.size === 0) return false;
    const { cols, rows } = update;
    let drawn = 0;
    for (const tty of this.#ttys.values()){
      if (tty.draw(cols, rows, (grant)=>directFrame(update, grant))) drawn++;
    }
    // Another client (one that draws its own screen, a browser, or a lent
    // terminal not lent the window now) has it from the main thread only.
    return drawn === this.#ttys.size && drawn === Atomics.load(this.#signal, SIGNAL_CLIENTS);
  }
  /** Ends `run()` at its next turn (the spare's scratch session). */ stop() {
    this.#stopped = true;
    this.#wake?.();
  }
  /** Parses every pane's output as it comes, the panes in turn. */ async run() {
    this.#loopAt = performance.now();
    while(!this.#stopped){
      const seen = Atomics.load(this.#signal, 0);
      let parsed = false;
      /** The pane whose burst after a quiet spell goes out at once. */ let burst = null;
      let bursts = 0;
      for (const p of this.#panes.values()){
        if (p.ended) continue;
        const batch = p.ring.next();
        if (batch) {
          const at = performance.now();
          if (batch.bytes.length >= FLOOD_BATCH_BYTES) {
            this.#floodSlice.busy(at);
          }
          if (p.noteBatch(batch.bytes.length, at) || batch.bytes.length <= SMALL_UPDATE_BYTES && this.#keyEcho(p)) {
            burst = p;
            bursts++;
          }
          this.syncLayout();
          const shared = this.#panes.size > 1;
          if (p.parseTurn(batch.bytes, batch.readEnds, shared)) {
            p.ring.release();
          }
          parsed = true;
        } else if (p.ring.eof) {
          this.#postFrame(performance.now());
          p.end();
          post({
            t: "pane-eof",
            pane: p.id,
            gen: p.gen
          });
        }
      }
      const now = performance.now();
      if (burst && this.#panes.size > 1) {
        if (bursts === 1) this.#syncPane(burst);
        else this.#syncMirror();
      } else this.#maybeFrame(now, !parsed || this.#drained());
      if (now >= this.#heldDue(now) || this.#heldAsked()) held.flush();
      if (now >= this.#frameDue) {
        // A paced update is due (see #schedule).
        this.#frameDue = Infinity;
        this.#maybeFrame(now, true);
      }
      if (parsed) {
        if (now - this.#loopAt >= SLICE_MS) await this.#turnEventLoop();
        continue;
      }
      await this.#waitForOutput(seen);
    }
  }
  /**
   * Until the gather worker publishes, a message or a pane is added, or a
   * slice ends. Right after input, blocking (see ECHO_WAIT_MS).
   */ #waitForOutput(seen) {
    const now = performance.now();
    // A message is on its way, or timers (`wait --idle`) are due a turn:
    // blocking waits back to back never let the event loop run.
    if (behind(this.#signal) || now - this.#loopAt >= SLICE_MS) {
      return this.#turnEventLoop();
    }
    const quiet = this.#floodSlice.quiet(now);
    const due = Math.min(this.#frameDue, this.#heldDue(now));
    const block = Math.min(this.#echoWait(now), quiet, due - now);
    if (block > 0 && !this.#blockingWait(seen, block)) {
      return Promise.resolve();
    }
    const ms = Math.min(WAIT_SLICE_MS, Math.ceil(quiet), Math.ceil(due - performance.now()));
    if (ms <= 0) return Promise.resolve();
    const wait = Atomics.waitAsync(this.#signal, SIGNAL_WAKE, seen, ms);
    if (!wait.async) return Promise.resolve();
    return new Promise((resolve)=>{
      this.#wake = resolve;
      wait.value.then(()=>resolve());
    }).finally(()=>{
      this.#wake = null;
      this.#loopAt = performance.now();
    });
  }
  /**
   * Waits blocking for up to `ms`; true when it timed out with no input
   * written meanwhile (input then is counted without a wake-up, see
   * `inputParseSignal`: its echo is waited for blocking too, a turn later).
   */ #blockingWait(seen, ms) {
    const signal = this.#signal;
    const input = Atomics.load(signal, SIGNAL_INPUT);
    Atomics.store(signal, SIGNAL_BLOCKED, 1);
    const woken = Atomics.wait(signal, SIGNAL_WAKE, seen, ms) !== "timed-out";
    Atomics.store(signal, SIGNAL_BLOCKED, 0);
    return !woken && Atomics.load(signal, SIGNAL_INPUT) === input;
  }
  /** Lets the event loop run its messages and timers, then goes on. */ async #turnEventLoop() {
    await yieldToEventLoop();
    this.#loopAt = performance.now();
  }
  /**
   * Whether every pane's published output is parsed: a batch that ends
   * what was published (a key's echo) goes out in the turn that parsed it,
   * not a loop turn later behind a frame timer armed and cleared per key.
   */ #drained() {
    for (const p of this.#panes.values()){
      if (!p.ended && p.ring.backlog !== 0) return false;
    }
    return true;
  }
  /** When the held updates go out (`held_updates.ts`), or Infinity. */ #heldDue(now) {
    return held.size === 0 ? Infinity : held.due(now + this.#echoWait(now));
  }
  /** An attach client asked for the held updates (it is behind). */ #heldAsked() {
    if (held.size === 0) return false;
    for (const tty of this.#ttys.values())if (tty.asked) return true;
    return false;
  }
  /** The held updates went: the terminals' leases say so. */ heldPosted() {
    for (const tty of this.#ttys.values())tty.posted();
  }
  /**
   * Whether a small batch of `p` answers input: input was written to the
   * session since the last one went out at once, and `p` is the pane keys
   * go to. Its echo then goes out at once too, however soon after the
   * last: a quiet spell (`noteBatch`) alone left keys typed faster than
   * one a frame (16.7 ms) beside a flood to the frame's pace (p50 4.0 ms
   * from the batch to its update, traced; bench/README.md, "Issue 15,
   * ninth round"). At most one such update per input written.
   */ #keyEcho(p) {
    if (p.id !== this.#frame?.active) return false;
    const input = Atomics.load(this.#signal, SIGNAL_INPUT);
    if (input === this.#echoInput) return false;
    this.#echoInput = input;
    return true;
  }
  /** How much longer an echo may be waited for blocking (ms; <= 0: none). */ #echoWait(now) {
    const input = Atomics.load(this.#signal, SIGNAL_INPUT);
    if (input !== this.#inputSeen) {
      this.#inputSeen = input;
      this.#echoUntil = now + this.#echoWaitMs;
    }
    return this.#echoUntil - now;
  }
  /** Decides whether an update goes out now, later, or not at all. */ #maybeFrame(now, caughtUp) {
    if (!this.#changed()) return;
    if (this.#synchronizing()) {
      if (this.#syncSince < 0) this.#syncSince = now;
      if (now - this.#syncSince < SYNC_WATCHDOG_MS) {
        this.#schedule(this.#syncSince + SYNC_WATCHDOG_MS - now);
        return;
      }
    } else {
      this.#syncSince = -1;
    }
    const since = now - this.#lastFrameAt;
    if (since >= FRAME_INTERVAL_MS || caughtUp && this.#pendingBytes() <= SMALL_UPDATE_BYTES) {
      this.#postFrame(now);
    } else {
      this.#schedule(FRAME_INTERVAL_MS - since);
    }
  }
  /** Whether anything the window shows changed since the last update. */ #changed() {
    if (this.#frameStale) return true;
    for (const p of this.#panes.values()){
      if (p.term.generation !== p.sentTermGen || p.bells > 0) return true;
      if (p.clipboard !== null) return true;
    }
    return false;
  }
  /** A shown pane is inside a synchronized update (mode 2026). */ #synchronizing() {
    for (const id of this.#frame?.rects.keys() ?? []){
      if (this.#panes.get(id)?.term.modes().synchronizedOutput) return true;
    }
    return false;
  }
  #pendingBytes() {
    let n = 0;
    for (const p of this.#panes.values())n += p.bytes;
    return n;
  }
  /**
   * Sends the update `delayMs` from now at the latest. No timer: the run
   * loop's waits end at `#frameDue`, and the loop sends what is due (a Node
   * timer armed and cleared per update cost about 55 us of the worker's
   * CPU per key's echo).
   */ #schedule(delayMs) {
    const due = performance.now() + Math.max(1, Math.ceil(delayMs));
    if (due < this.#frameDue) this.#frameDue = due;
  }
  /**
   * Posts the window rows that changed, and the state that rides along.
   * With `only`, the rows where pane `only` changed, and that pane's
   * counts: the other panes' changes wait for the paced update.
   */ #postFrame(now, only) {
    if (only === undefined) this.#frameDue = Infinity;
    const frame = this.#frame;
    // The layout can name a pane whose add-pane message is still on its way.
    if (!frame || !this.#panes.has(frame.active)) return;
    const { cols, rows } = frame;
    const resized = cols !== this.#sentCols || rows !== this.#sentRows;
    if (resized || this.#frameStale) {
      this.#sentCols = cols;
      this.#sentRows = rows;
      // Null, not []: a row of border only has the key [], and must go out.
      this.#sentKeys = new Array(rows).fill(null);
    }
    this.#frameStale = false;
    const lines = [];
    // Link ids are each engine's own: the composed rows carry ids unique
    // across the panes shown.
    const source = (pane, y)=>this.#links.runs(pane, this.#panes.get(pane)?.term.rowRuns(y) ?? []);
    for(let y = 0; y < rows; y++){
      if (this.#rowUnchanged(frame, y)) continue;
      const key = this.#rowKey(frame, y);
      if (only !== undefined && !paneMoved(key, this.#sentKeys[y], only)) {
        continue;
      }
      this.#sentKeys[y] = key;
      lines.push([
        y,
        frame.composeRow(y, source)
      ]);
    }
    const update = this.#update(frame, resized, lines, only);
    if (this.#drawDirect(update)) held.hold(update, now);
    else {
      // Nothing is held from now, whatever a lease was told when drawn on.
      this.heldPosted();
      postScreen(update);
    }
    if (only === undefined) this.#lastFrameAt = now;
  }
  /** The update around `lines`: cursor, modes, counts of every pane. */ #update(frame, resized, lines, only) {
    const active = this.#panes.get(frame.active);
    const activeModes = active.term.modes();
    const rect = frame.rects.get(frame.active);
    const c = active?.term.cursor();
    const cursor = c && rect ? [
      c.x + rect.x,
      c.y + rect.y,
      c.visible ? 1 : 0,
      c.shape,
      c.blink ? 1 : 0
    ] : [
      0,
      0,
      0,
      "block",
      0
    ];
    let bells = 0;
    let bytes = 0;
    let clipboard;
    const panes = [];
    for (const p of this.#panes.values()){
      if (only !== undefined && p.id !== only) continue;
      bells += p.bells;
      bytes += p.bytes;
      if (p.bytes > 0) {
        const modes = p === active ? activeModes : p.term.modes();
        panes.push([
          p.id,
          p.bytes,
          modes.cursorKeys,
          modes.bracketedPaste,
          {
            mouse: modes.mouseTracking,
            encoding: modes.mouseEncoding,
            altScroll: modes.altScreen && modes.alternateScroll
          }
        ]);
      }
      if (p.clipboard) clipboard = p.clipboard;
      p.bells = 0;
      p.bytes = 0;
      p.clipboard = null;
      p.sentTermGen = p.term.generation;
    }
    const update = {
      t: "screen",
      cols: frame.cols,
      rows: frame.rows,
      resized,
      lines,
      cursor,
      title: active?.term.title ?? "",
      bells,
      bytes,
      panes
    };
    const links = this.#links.changed(lines, (id)=>this.#panes.get(id)?.links);
    if (links.length > 0) update.links = links;
    if (clipboard) update.clipboard = clipboard;
    if (!this.#sentModes || !sameModes(activeModes, this.#sentModes)) {
      update.modes = activeModes;
      this.#sentModes = activeModes;
    }
    return update;
  }
  /**
   * The stamps of the pane rows that window row `y` is made from, as
   * `[pane, stamp, ...]`.
   */ #rowKey(frame, y) {
    const pairs = frame.paneRowPairs(y);
    const key = new Array(pairs.length);
    for(let i = 0; i < pairs.length; i += 2){
      key[i] = pairs[i];
      key[i + 1] = this.#stamp(pairs[i], pairs[i + 1]);
    }
    return key;
  }
  /**
   * Whether window row `y`'s pane rows have the stamps last sent. It makes
   * no key: most rows of most updates are unchanged.
   */ #rowUnchanged(frame, y) {
    const sent = this.#sentKeys[y];
    const pairs = frame.paneRowPairs(y);
    if (!sent || sent.length !== pairs.length) return false;
    for(let i = 0; i < pairs.length; i += 2){
      if (sent[i] !== pairs[i]) return false;
      if (sent[i + 1] !== this.#stamp(pairs[i], pairs[i + 1])) return false;
    }
    return true;
  }
  /** Pane `pane`'s stamp on its row `paneRow` (-1: no such pane yet). */ #stamp(pane, paneRow) {
    const p = this.#panes.get(pane);
    return p ? p.term.rowGeneration(paneRow) : -1;
  }
  /**
   * Applies the layout the main thread last wrote, if it is new: every
   * engine takes its rectangle's size (the main thread has set the ptys'
   * sizes already), and the shown window is composed again.
   */ syncLayout() {
    if (layoutSeq(this.#layout) === this.#layoutSeq) return;
    const [seq, layout] = readLayout(this.#layout);
    // A shown pane whose add-pane message is still on its way: wait for it
    // (addPane syncs again), or its rectangle would be composed as border,
    // cell by cell (a 4096x4096 window: seconds and hundreds of MB).
    if (layout.panes.some((e)=>e.visible && !this.#panes.has(e.id))) return;
    this.#layoutSeq = seq;
    const rects = new Map();
    const resized = [];
    for (const e of layout.panes){
      const p = this.#panes.get(e.id);
      if (!p) continue;
      // A dead pane (remain-on-exit) takes its rectangle too, as tmux's:
      // the frame reads each row of the rectangle from its engine.
      if (p.resize(e.cols, e.rows) && !p.ended) resized.push(p);
      if (e.visible) {
        rects.set(e.id, {
          x: e.x,
          y: e.y,
          cols: e.cols,
          rows: e.rows
        });
      }
    }
    this.#frame = new WindowFrame(layout.cols, layout.rows, rects, layout.active);
    this.#frameStale = true;
    this.#postFrame(performance.now());
    // Reflow may bring the text a watcher waits for.
    for (const p of resized)p.checkText();
  }
  /**
   * Posts an update now, ahead of a watch hit, so that what the script does
   * next meets a daemon that has seen this screen and its modes (`send`
   * picks the cursor keys' encoding from them); paced updates can lag up
   * to a frame interval. Not inside a synchronized update, which is never
   * cut.
   */ #syncMirror() {
    if (this.#changed() && !this.#synchronizing()) {
      this.#postFrame(performance.now());
    }
  }
  /**
   * Posts pane `p`'s burst after a quiet spell now (a key's echo beside a
   * flooding pane): only the rows it changed, so that the update, its diff
   * and the client's drawing stay as small as the echo, and the flood's
   * rows keep their frame pace. A new arrangement or size goes out whole.
   */ #syncPane(p) {
    const frame = this.#frame;
    if (!frame || this.#frameStale || frame.cols !== this.#sentCols || frame.rows !== this.#sentRows || !frame.rects.has(p.id)) {
      this.#syncMirror();
    } else if (!this.#synchronizing()) {
      this.#postFrame(performance.now(), p.id);
    }
  }
  /** Stops timers so the worker can close. */ dispose() {
    clearInterval(this.#keepAlive);
    for (const p of this.#panes.values())p.dispose();
  }
}
/** Whether a message posted by the main thread has not been taken yet. */ function behind(signal) {
  // Ahead is possible: a message can arrive before its count is stored.
  return (Atomics.load(signal, SIGNAL_POSTED) - received | 0) > 0;
}
/** Whether two sets of modes are the same, field by field. */ function sameModes(a, b) {
  for(const k in a){
    if (a[k] !== b[k]) {
      return false;
    }
  }
  return true;
}
/** Whether pane `pane`'s stamp in row key `key` differs from `sent`'s. */ function paneMoved(key, sent, pane) {
  const gen = stampOf(key, pane);
  if (gen === undefined) return false;
  return !sent || stampOf(sent, pane) !== gen;
}
/** Pane `pane`'s row stamp in row key `key` ([pane, stamp, ...]). */ function stampOf(key, pane) {
  for(let i = 0; i < key.length; i += 2){
    if (key[i] === pane) return key[i + 1];
  }
  return undefined;
}
/**
 * Link `id` of `term` as `LinkDefs` needs it. The program's `id=` value
 * comes from `Terminal.hyperlinkId()` where the engine has it; an engine
 * without it gives every link an id made by `LinkDefs`, which joins the
 * same cells (the engine tells links apart by id and URI already).
 */ function engineLink(term, id) {
  const uri = term.hyperlink(id);
  if (uri === undefined) return undefined;
  return {
    uri,
    id: term.hyperlinkId(id) ?? ""
  };
}
/** About how many bytes `runs` take once encoded (an upper bound). */ function runsBytes(runs) {
  let n = 8;
  for (const run of runs)n += run[0].length * 3 + 32;
  return n;
}
let session = null;
self.onmessage = (e)=>{
  const msg = e.data;
  if (msg.t === "warm") {
    warmUp(msg);
    return;
  }
  received++;
  if (msg.t === "init") {
    endScratch();
    updates = new UpdateRing(msg.updates);
    session = new ParseSession(msg);
    session.run().then(()=>session?.dispose(), (err)=>post({
        t: "error",
        message: String(err?.stack ?? err)
      }));
    return;
  }
  if (!session) return;
  session.syncLayout();
  switch(msg.t){
    case "add-pane":
      session.addPane(msg.pane);
      break;
    case "drop-pane":
      session.dropPane(msg.pane);
      break;
    case "respawn-pane":
      session.respawnPane(msg.pane);
      break;
    case "clear-history":
      session.pane(msg.pane)?.term.clearHistory();
      break;
    case "resize":
      break;
    case "capture":
      session.pane(msg.pane)?.capture(msg.id, msg.scrollback, msg.lines, msg.join, msg);
      break;
    case "history":
      session.pane(msg.pane)?.history(msg.id, msg.start, msg.count, msg.pushed, session.shownAt(msg.pane));
      break;
    case "watch":
      {
        const p = session.pane(msg.pane);
        if (msg.text) p?.watchText(msg.id, msg.text.source, msg.text.flags);
        else if (msg.idleMs !== undefined) p?.watchIdle(msg.id, msg.idleMs);
        break;
      }
    case "unwatch":
      session.unwatch(msg.id);
      break;
    case "sync":
      post({
        t: "synced",
        id: msg.id
      });
      break;
    case "preview":
      {
        const s = session;
        const preview = composePreview(msg, (pane, y)=>s.pane(pane)?.term.rowRuns(y) ?? [], s.pane(msg.active)?.term.cursor().y ?? null);
        post({
          t: "preview",
          id: msg.id,
          preview
        });
        break;
      }
    case "save-engines":
      session.saveEngines(msg.id);
      break;
    case "lend-tty":
      session.lendTty(msg.id, msg.sab, msg.fd, msg.owner);
      break;
    case "take-tty":
      session.takeTty(msg.id);
      break;
  }
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci93b3JrZXJzL3BhcnNlX3dvcmtlci50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvLy8gPHJlZmVyZW5jZSBsaWI9XCJkZW5vLndvcmtlclwiIC8+XG4vKipcbiAqIEEgc2Vzc2lvbidzIHBhcnNlIHdvcmtlcjogb25lIFZUIGVuZ2luZSBwZXIgcGFuZS4gSXQgdGFrZXMgd2hvbGUgYmF0Y2hlc1xuICogZnJvbSBlYWNoIHBhbmUncyByaW5nICh0aGUgcGFuZXMgaW4gdHVybiwgc28gYSBwYW5lIHRoYXQgZmxvb2RzIG5ldmVyXG4gKiBzdGFydmVzIGEgcXVpZXQgb25lKSwgYW5zd2VycyB0ZXJtaW5hbCBxdWVyaWVzIGJ5IHdyaXRpbmcgdG8gdGhhdCBwYW5lJ3NcbiAqIHB0eSwgY29tcG9zZXMgdGhlIHNob3duIHdpbmRvdyBmcm9tIGl0cyBwYW5lcycgc2NyZWVucyAoYGNvbXBvc2UudHNgKVxuICogYW5kIHBvc3RzIHRoYXQgc2NyZWVuJ3MgdXBkYXRlcyB0byB0aGUgZGFlbW9uJ3MgbWFpbiB0aHJlYWQuIFRoZSBjdXJzb3JcbiAqIGFuZCBtb2RlcyBwb3N0ZWQgYXJlIHRoZSBhY3RpdmUgcGFuZSdzLiBTbWFsbCB1cGRhdGVzIGdvIHRocm91Z2ggdGhlXG4gKiBzZXNzaW9uJ3MgdXBkYXRlIHJpbmcgKGB1cGRhdGVfcmluZy50c2ApLCB0aGUgcmVzdCBhcyB3b3JrZXIgbWVzc2FnZXMuXG4gKlxuICogUGFjaW5nIChuZXZlciBob2xkIG91dHB1dCB3aGlsZSB0aGUgcGFyc2VyIGlzIGlkbGUsIEdob3N0dHkgIzEzMjIwOyBrZWVwXG4gKiBkcmF3aW5nIGR1cmluZyBhIGZsb29kLCB0b2FzdHR5ICM2Mik6XG4gKiAtIGFuIHVwZGF0ZSBnb2VzIG91dCBhdCBvbmNlIHdoZW4gdGhlIHBhcnNlciBoYXMgY2F1Z2h0IHVwIGFuZCBsaXR0bGVcbiAqICAgY2hhbmdlZCBzaW5jZSB0aGUgbGFzdCBvbmUgKGEga2V5IGVjaG8sIGEgcHJvbXB0KTtcbiAqIC0gd2hpbGUgb3V0cHV0IHN0cmVhbXMsIGF0IG1vc3Qgb25lIHVwZGF0ZSBwZXIgRlJBTUVfSU5URVJWQUxfTVM7XG4gKiAtIG5ldmVyIHdoaWxlIGEgc3luY2hyb25pemVkIHVwZGF0ZSAobW9kZSAyMDI2KSBpcyBvcGVuLCB1bmxlc3MgaXQgaGFzIGJlZW5cbiAqICAgb3BlbiBmb3IgU1lOQ19XQVRDSERPR19NUyAoYSBwcm9ncmFtIHRoYXQgZm9yZ290IHRvIGNsb3NlIGl0KS5cbiAqXG4gKiBgd2FpdCAtLXRleHRgIHdhdGNoZXJzIGFyZSBjaGVja2VkIGF0IGV2ZXJ5IHJlYWQgYm91bmRhcnkgaW5zaWRlIGEgYmF0Y2gsXG4gKiBhbmQsIGluIGJhdGNoZXMgb2YgaW50ZXJhY3RpdmUgc2l6ZSwgYmVmb3JlIGV2ZXJ5IGNvbnRyb2wgYnl0ZSAoQzAgb3JcbiAqIEVTQykgdGhhdCBmb2xsb3dzIHByaW50ZWQgdGV4dDogdGV4dCBjYW4gb25seSBsZWF2ZSB0aGUgc2NyZWVuIHRocm91Z2ggYVxuICogY29udHJvbCAoQ1IgdGhlbiBvdmVycHJpbnQsIGVyYXNlLCBjdXJzb3IgbW90aW9uLCBzY3JvbGwpLCBzbyB0ZXh0IHRoYXRcbiAqIHdhcyBvbiB0aGUgc2NyZWVuIGV2ZW4gZm9yIGEgbW9tZW50IGluc2lkZSBvbmUgcmVhZCBpcyBzZWVuLCB3aGF0ZXZlclxuICogdGhlIHRpbWluZyBvZiB0aGUgcmVhZHMuIENoZWNrcyBjb3N0IGxpdHRsZTogb25seSByb3dzIHdob3NlIHN0YW1wXG4gKiBjaGFuZ2VkIGFyZSB0dXJuZWQgaW50byB0ZXh0IGFnYWluLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBQdHlXcml0ZXIsIHRyaW1NYWxsb2MgfSBmcm9tIFwiLi4vLi4vcHR5L21vZC50c1wiO1xuaW1wb3J0IHsgVGVybWluYWwgfSBmcm9tIFwiLi4vLi4vdnQvbW9kLnRzXCI7XG5pbXBvcnQgdHlwZSB7IEVuZ2luZVN0YXRlIH0gZnJvbSBcIi4uLy4uL3Z0L2VuZ2luZV9zdGF0ZS50c1wiO1xuaW1wb3J0IHtcbiAgdHlwZSBDYXB0dXJlSm9pbixcbiAgdHlwZSBDYXB0dXJlTGluZXMsXG4gIHR5cGUgSGlzdG9yeVBhZ2UsXG4gIE1BWF9DTElQQk9BUkRfQllURVMsXG4gIE5PX0FMVEVSTkFURV9TQ1JFRU4sXG4gIHR5cGUgV2lyZUN1cnNvcixcbn0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL21lc3NhZ2VzLnRzXCI7XG5pbXBvcnQge1xuICBjb21waWxlVGV4dFBhdHRlcm4sXG4gIHR5cGUgVGV4dFBhdHRlcm4sXG59IGZyb20gXCIuLi8uLi9wcm90b2NvbC90ZXh0X3BhdHRlcm4udHNcIjtcbmltcG9ydCB7IGNsaXBib2FyZFNlbGVjdGlvbiB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC92YWxpZGF0ZS50c1wiO1xuaW1wb3J0IHR5cGUgeyBSb3dSdW4sIFRlcm1pbmFsRXZlbnRzLCBUZXJtaW5hbE1vZGVzIH0gZnJvbSBcIi4uLy4uL3Z0L3R5cGVzLnRzXCI7XG5pbXBvcnQge1xuICBDQVBUVVJFX0FOU1dFUl9CWVRFUyxcbiAgQ2FwdHVyZVRvb0xhcmdlLFxuICBjaGVja1NjcmVlbkNlbGxzLFxuICBsaW5lc1dpdGhpbixcbn0gZnJvbSBcIi4vY2FwdHVyZV9idWRnZXQudHNcIjtcbmltcG9ydCB7XG4gIENvbXBvc2VkTGlua3MsXG4gIGNvdW50ZXIsXG4gIHR5cGUgRW5naW5lTGluayxcbiAgTGlua0RlZnMsXG59IGZyb20gXCIuL2xpbmtfZGVmcy50c1wiO1xuaW1wb3J0IHtcbiAgdHlwZSBGcm9tUGFyc2UsXG4gIGxheW91dFNlcSxcbiAgdHlwZSBQYW5lSW5pdCxcbiAgdHlwZSBQYXJzZUluaXQsXG4gIHJlYWRMYXlvdXQsXG4gIHR5cGUgU2NyZWVuVXBkYXRlLFxuICBTSUdOQUxfQkxPQ0tFRCxcbiAgU0lHTkFMX0NMSUVOVFMsXG4gIFNJR05BTF9JTlBVVCxcbiAgU0lHTkFMX1BPU1RFRCxcbiAgU0lHTkFMX1dBS0UsXG4gIHR5cGUgVG9QYXJzZSxcbiAgdHlwZSBXYXJtUGFyc2UsXG59IGZyb20gXCIuL3BhcnNlX21lc3NhZ2VzLnRzXCI7XG5pbXBvcnQgeyBCeXRlUmluZyB9IGZyb20gXCIuL3JpbmcudHNcIjtcbmltcG9ydCB7IFVwZGF0ZVJpbmcgfSBmcm9tIFwiLi91cGRhdGVfcmluZy50c1wiO1xuaW1wb3J0IHsgZW5jb2RlVXBkYXRlIH0gZnJvbSBcIi4vdXBkYXRlX2NvZGVjLnRzXCI7XG5pbXBvcnQgeyBXaW5kb3dGcmFtZSB9IGZyb20gXCIuL2NvbXBvc2UudHNcIjtcbmltcG9ydCB7IGNvbXBvc2VQcmV2aWV3IH0gZnJvbSBcIi4vcHJldmlldy50c1wiO1xuaW1wb3J0IHsgd2FybUVuZ2luZSB9IGZyb20gXCIuL3dhcm1fZW5naW5lLnRzXCI7XG5pbXBvcnQgeyBJbnB1dFF1aWV0IH0gZnJvbSBcIi4vaW5wdXRfYWN0aXZpdHkudHNcIjtcbmltcG9ydCB7XG4gIHR5cGUgU2NyYXRjaFBhcnRzLFxuICB0eXBlIFNjcmF0Y2hTZXNzaW9uLFxuICB3YXJtRWNobyxcbn0gZnJvbSBcIi4vd2FybV9lY2hvLnRzXCI7XG5pbXBvcnQgeyBEaXJlY3REcmF3VGFyZ2V0IH0gZnJvbSBcIi4vZGlyZWN0X2RyYXcudHNcIjtcbmltcG9ydCB7IGRpcmVjdEZyYW1lLCBEaXJlY3RMb29rIH0gZnJvbSBcIi4vZGlyZWN0X2ZyYW1lLnRzXCI7XG5pbXBvcnQgeyBGbG9vZFNsaWNlLCBJTlRFUkFDVElWRV9TTElDRV9OUyB9IGZyb20gXCIuL2Zsb29kX3NsaWNlLnRzXCI7XG5pbXBvcnQgeyBIZWxkVXBkYXRlcyB9IGZyb20gXCIuL2hlbGRfdXBkYXRlcy50c1wiO1xuaW1wb3J0IHsgc2V0VGhyZWFkU2xpY2UgfSBmcm9tIFwiLi4vLi4vcHR5L3RocmVhZF9zbGljZS50c1wiO1xuaW1wb3J0IHR5cGUgeyBSZWN0IH0gZnJvbSBcIi4vbGF5b3V0LnRzXCI7XG5pbXBvcnQgeyBqb2luUm93cyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9qb2luX3Jvd3MudHNcIjtcblxuLyoqIDYwIHVwZGF0ZXMgYSBzZWNvbmQ6IHdoYXQgYSBkaXNwbGF5IHNob3dzOyBtb3JlIG9ubHkgY29zdHMgQ1BVLiAqL1xuY29uc3QgRlJBTUVfSU5URVJWQUxfTVMgPSAxMDAwIC8gNjA7XG4vKiogT3V0cHV0IHVuZGVyIHRoaXMgc2luY2UgdGhlIGxhc3QgdXBkYXRlIGlzIFwic21hbGxcIjogc2VudCBhdCBvbmNlLiAqL1xuY29uc3QgU01BTExfVVBEQVRFX0JZVEVTID0gNDA5Njtcbi8qKiBBIHN5bmNocm9uaXplZCB1cGRhdGUgb3BlbiB0aGlzIGxvbmcgaXMgZHJhd24gYW55d2F5LiAqL1xuY29uc3QgU1lOQ19XQVRDSERPR19NUyA9IDUwMDtcbi8qKlxuICogTG9uZ2VzdCBzdHJldGNoIG9mIHBhcnNpbmcgYmVmb3JlIHRoZSB3b3JrZXIgbG9va3MgYXQgaXRzIG1lc3NhZ2VzXG4gKiAocmVzaXplLCBjYXB0dXJlLCB3YXRjaCk6IHNob3J0IGVub3VnaCB0aGF0IGBiZXJ0aCBjYXB0dXJlYCBhbnN3ZXJzIGZhc3RcbiAqIGR1cmluZyBhIGZsb29kLCBsb25nIGVub3VnaCB0aGF0IHRoZSBjaGVjayBjb3N0cyBub3RoaW5nLlxuICovXG5jb25zdCBTTElDRV9NUyA9IDg7XG4vKipcbiAqIEJhdGNoZXMgdXAgdG8gdGhpcyBzaXplLCB3aXRoIGEgdGV4dCB3YXRjaGVyIHdhaXRpbmcsIGFyZSBjaGVja2VkIGJlZm9yZVxuICogZXZlcnkgY29udHJvbCBieXRlOyBsYXJnZXIgb25lcyAoYSBmbG9vZDogdGhlIHBhcnNlciBpcyBiZWhpbmQpIG9ubHkgYXRcbiAqIHJlYWQgYm91bmRhcmllcywgc28gdGhhdCBhIHdhaXRpbmcgc2NyaXB0IGRvZXMgbm90IHNsb3cgYSBmbG9vZCBkb3duLlxuICogQSA0IEtpQiByZWFkIGhvbGRzIGF0IG1vc3QgNCBLaUI7IGludGVyYWN0aXZlIG91dHB1dCBpcyBmYXIgYmVsb3cgdGhhdC5cbiAqL1xuY29uc3QgRklORV9DSEVDS19CWVRFUyA9IDE2ICogMTAyNDtcbi8qKlxuICogQSBgaGlzdG9yeWAgYW5zd2VyIHN0b3BzIGFkZGluZyByb3dzIHBhc3QgYWJvdXQgdGhpcyBtYW55IGJ5dGVzLCBzbyB0aGF0XG4gKiByb3dzIHdpZGUgYW5kIGZ1bGwgb2Ygc3R5bGVzICg0MDk2IGNvbHVtbnMsIGEgc3R5bGUgcGVyIGNlbGwpIG5ldmVyIG1ha2VcbiAqIGFuIGFuc3dlciBuZWFyIGBNQVhfRlJBTUVfQllURVNgOyB0aGUgY2xpZW50IGFza3MgYWdhaW4gZm9yIHRoZSByZXN0LiBBXG4gKiB0aG91c2FuZCA4MC1jb2x1bW4gcm93cyBvZiBwcm9zZSBhcmUgYWJvdXQgMTAwIEtCLlxuICovXG5jb25zdCBISVNUT1JZX0FOU1dFUl9CWVRFUyA9IDIgKiAxMDI0ICogMTAyNDtcblxuLyoqIE1lc3NhZ2VzIHBvc3RlZCB0byB0aGUgbWFpbiB0aHJlYWQgKGFuIGludDMyIGNvdW50IHRoYXQgbWF5IHdyYXApLiAqL1xubGV0IHBvc3RlZCA9IDA7XG5cbmZ1bmN0aW9uIHBvc3QobXNnOiBGcm9tUGFyc2UpOiB2b2lkIHtcbiAgaGVsZC5mbHVzaCgpO1xuICAvLyBUaGUgd2FybS11cCdzIHNjcmF0Y2ggc2Vzc2lvbjogbm9ib2R5IGlzIHRvIHNlZSB3aGF0IGl0IHBvc3RzLlxuICBpZiAoc2NyYXRjaCkgcmV0dXJuO1xuICBzZWxmLnBvc3RNZXNzYWdlKG1zZyk7XG4gIHBvc3RlZCA9IChwb3N0ZWQgKyAxKSB8IDA7XG59XG5cbi8qKlxuICogVXBkYXRlcyBkcmF3biBvbiBhIHRlcm1pbmFsIGFscmVhZHksIHBvc3RlZCBhIGxpdHRsZSBsYXRlclxuICogKGBoZWxkX3VwZGF0ZXMudHNgKTsgZmlyc3QgaW4gbGluZSBmb3IgZXZlcnkgcG9zdC5cbiAqL1xuY29uc3QgaGVsZCA9IG5ldyBIZWxkVXBkYXRlcyhcbiAgKHVwZGF0ZSkgPT4gcG9zdFNjcmVlbih1cGRhdGUpLFxuICAoKSA9PiBzZXNzaW9uPy5oZWxkUG9zdGVkKCksXG4pO1xuXG4vKiogVGhlIHNlc3Npb24ncyB1cGRhdGUgcmluZyAoZnJvbSBgaW5pdGApLiAqL1xubGV0IHVwZGF0ZXM6IFVwZGF0ZVJpbmcgfCBudWxsID0gbnVsbDtcblxuLyoqXG4gKiBTZW5kcyBhIHNjcmVlbiB1cGRhdGU6IGNvbW1vbiBzbWFsbCBvbmVzIHRocm91Z2ggdGhlIHVwZGF0ZSByaW5nLCB0aGVcbiAqIG90aGVycyAoYGVuY29kZVVwZGF0ZWApLCBhbmQgYW55IHdoZW4gdGhlIHJpbmcgaXMgZnVsbCwgYXMgYSBtZXNzYWdlLlxuICogQSByZWNvcmQgY2FycmllcyB0aGUgY291bnQgb2YgbWVzc2FnZXMgcG9zdGVkIGJlZm9yZSBpdCwgc28gdGhhdCB0aGVcbiAqIG1haW4gdGhyZWFkIGtlZXBzIHRoaXMgb3JkZXIgKGBzZXJ2ZXIvZGFlbW9uL3BhcnNlX2luYm94LnRzYCkuXG4gKi9cbmZ1bmN0aW9uIHBvc3RTY3JlZW4odXBkYXRlOiBTY3JlZW5VcGRhdGUpOiB2b2lkIHtcbiAgaGVsZC5mbHVzaCgpO1xuICBjb25zdCBib2R5ID0gdXBkYXRlcyAmJiBlbmNvZGVVcGRhdGUodXBkYXRlKTtcbiAgaWYgKCFib2R5IHx8ICF1cGRhdGVzIS53cml0ZShib2R5LCBwb3N0ZWQpKSBwb3N0KHVwZGF0ZSk7XG59XG5cbi8qKlxuICogTW9zdCBieXRlcyBvZiBvbmUgcGFuZSBwYXJzZWQgaW4gYSB0dXJuIHdoaWxlIG90aGVyIHBhbmVzIHNoYXJlIHRoZVxuICogcGFyc2VyOiBhYm91dCBhIG1pbGxpc2Vjb25kIG9mIHBhcnNpbmcsIHNvIGEgbmVpZ2hib3VyJ3Mga2V5IGVjaG8gd2FpdHNcbiAqIGF0IG1vc3QgdGhhdCBsb25nIGJlaGluZCBhIGZsb29kIChhIHdob2xlIDI1NiBLaUIgc2xvdCB3YWl0ZWQgc2V2ZXJhbCkuXG4gKi9cbmNvbnN0IFRVUk5fQllURVMgPSAzMiAqIDEwMjQ7XG5cbi8qKiBIb3cgbG9uZyBvbmUgd2FpdCBmb3Igb3V0cHV0IGxhc3RzIGJlZm9yZSB0aGUgbG9vcCBsb29rcyBhZ2Fpbi4gKi9cbmNvbnN0IFdBSVRfU0xJQ0VfTVMgPSAxMDAwO1xuXG4vKipcbiAqIEFmdGVyIGlucHV0IGlzIHdyaXR0ZW4gdG8gYSBwYW5lIChhIGtleSwgYHNlbmRgKSwgaG93IGxvbmcgdGhlIHdvcmtlclxuICogd2FpdHMgZm9yIG91dHB1dCBibG9ja2luZyBpdHMgdGhyZWFkIChgQXRvbWljcy53YWl0YCkgcmF0aGVyIHRoYW4gb24gaXRzXG4gKiBldmVudCBsb29wIChgQXRvbWljcy53YWl0QXN5bmNgKTogYSBrZXkncyBlY2hvIGlzIG9uIGl0cyB3YXksIGFuZCBhXG4gKiBibG9ja2VkIHRocmVhZCB3YWtlcyBhYm91dCA3MiB1cyBhZnRlciB0aGUgZ2F0aGVyIHdvcmtlcidzIG5vdGlmeSwgYW5cbiAqIGV2ZW50IGxvb3AgMTcwLTI1MCB1cyAobWVhc3VyZWQgb24gdGhlIDItY29yZSBWTSkuIE1lc3NhZ2VzIGZyb20gdGhlXG4gKiBtYWluIHRocmVhZCBzdGlsbCB3YWtlIGl0IGF0IG9uY2UgKFNJR05BTF9QT1NURUQpLCBhIHBhY2VkIHVwZGF0ZSdzIGR1ZVxuICogdGltZSBlbmRzIHRoZSB3YWl0OyBpdHMgdGltZXJzIChgd2FpdCAtLWlkbGVgKSBydW4gYXQgbW9zdCB0aGlzIGxhdGUuXG4gKi9cbmNvbnN0IEVDSE9fV0FJVF9NUyA9IDU7XG5cbi8qKiBNZXNzYWdlcyB0YWtlbiBmcm9tIHRoZSBtYWluIHRocmVhZCAoZXZlcnkgb25lLCBgaW5pdGAgaW5jbHVkZWQpLiAqL1xubGV0IHJlY2VpdmVkID0gMDtcblxuLyoqIEJhdGNoZXMgdGhpcyBsYXJnZSBhcmUgYSBmbG9vZCdzIChgZmxvb2Rfc2xpY2UudHNgKS4gKi9cbmNvbnN0IEZMT09EX0JBVENIX0JZVEVTID0gMzIgKiAxMDI0O1xuXG4vKiogUmVzb2x2ZXMgb24gdGhlIG5leHQgbWFjcm90YXNrLCBmYXN0ZXIgdGhhbiBzZXRUaW1lb3V0KDApLiAqL1xuZnVuY3Rpb24geWllbGRUb0V2ZW50TG9vcCgpOiBQcm9taXNlPHZvaWQ+IHtcbiAgcmV0dXJuIG5ldyBQcm9taXNlKChyZXNvbHZlKSA9PiB7XG4gICAgY29uc3QgeyBwb3J0MSwgcG9ydDIgfSA9IG5ldyBNZXNzYWdlQ2hhbm5lbCgpO1xuICAgIHBvcnQxLm9ubWVzc2FnZSA9ICgpID0+IHtcbiAgICAgIHBvcnQxLmNsb3NlKCk7XG4gICAgICByZXNvbHZlKCk7XG4gICAgfTtcbiAgICBwb3J0Mi5wb3N0TWVzc2FnZShudWxsKTtcbiAgICBwb3J0Mi5jbG9zZSgpO1xuICB9KTtcbn1cblxuLyoqXG4gKiBXaGF0IGEgc2Vzc2lvbidzIGZpcnN0IG1vbWVudHMgaW4gdGhpcyB3b3JrZXIgd291bGQgb3RoZXJ3aXNlIHdhaXQgZm9yLFxuICogZG9uZSB3aGlsZSBpdCBpcyBhIHNwYXJlIChzdGFtcGVkIG9uIHRoZSAyLWNvcmUgVk0sIGBuZXdgIG9mIGBjYXRcbiAqIC9kZXYvbnVsbGA6IG9wZW5pbmcgbGliYyBmb3IgdGhlIHRocmVhZCdzIHNsaWNlIDE0LTQwIG1zLCB0aGUgZmlyc3RcbiAqIHRpbWVyIDctMTYgbXMsIHRoZSBmaXJzdCBNZXNzYWdlQ2hhbm5lbCBhYm91dCA4IG1zKSwgdGhlbiB0aGUgVlRcbiAqIGVuZ2luZSdzIGNvbXBpbGVzIGl0cyBmaXJzdCBmbG9vZCB3b3VsZCB3YWl0IGZvciAoYHdhcm1fZW5naW5lLnRzYCkuXG4gKi9cbmFzeW5jIGZ1bmN0aW9uIHdhcm1VcChtc2c6IFdhcm1QYXJzZSk6IFByb21pc2U8dm9pZD4ge1xuICBjb25zdCBzdG9wcGVkID0gKCkgPT4gcmVjZWl2ZWQgPiAwO1xuICAvLyBFYWNoIHN0ZXAgd2FpdHMgd2hpbGUgaW5wdXQgaXMgYmVpbmcgd3JpdHRlbiB0byBhIHNlc3Npb246IHRoZSBjb3Jlc1xuICAvLyBhcmUgYSB0eXBpc3QncyB0aGVuLCBhbmQgYSBzdGVwIGNvc3RzIHVwIHRvIHRlbnMgb2YgbXMgKHRoZSBmaXJzdCxcbiAgLy8gb3BlbmluZyBsaWJjLCAxNC00MCkuIElucHV0IHNpbmNlIHRoZSBtYWluIHRocmVhZCBsb29rZWQgY291bnRzLlxuICBjb25zdCBxdWlldCA9IG1zZy5hY3Rpdml0eVxuICAgID8gbmV3IElucHV0UXVpZXQobXNnLmFjdGl2aXR5LCB7IHNlZW46IG1zZy5zZWVuIH0pXG4gICAgOiBudWxsO1xuICBjb25zdCBzdGVwID0gYXN5bmMgKCkgPT4ge1xuICAgIGF3YWl0IHlpZWxkVG9FdmVudExvb3AoKTtcbiAgICBpZiAoIXN0b3BwZWQoKSkgYXdhaXQgcXVpZXQ/LndhaXQoKTtcbiAgfTtcbiAgYXdhaXQgc3RlcCgpO1xuICBpZiAoc3RvcHBlZCgpKSByZXR1cm47XG4gIHNldFRocmVhZFNsaWNlKElOVEVSQUNUSVZFX1NMSUNFX05TKTtcbiAgY2xlYXJUaW1lb3V0KHNldFRpbWVvdXQoKCkgPT4ge30sIDApKTtcbiAgLy8gQSBzZXNzaW9uJ3MgZmlyc3QgbWVzc2FnZSBlbmRzIHRoZSBlbmdpbmUncyB3YXJtLXVwIGF0IGEgY2h1bmsncyBlbmQuXG4gIC8vIEFuIGVuZ2luZSBidWcgbWV0IGhlcmUgbXVzdCBub3QgZW5kIHRoZSBzZXNzaW9uIHRoYXQgdGFrZXMgdGhpc1xuICAvLyB3b3JrZXIgKGl0cyBvbmVycm9yIHRoZW4gZW5kcyB0aGUgc2Vzc2lvbik6IHRoZSB3YXJtLXVwIGp1c3Qgc3RvcHMuXG4gIGF3YWl0IHdhcm1FbmdpbmUoc3RvcHBlZCwgc3RlcCkuY2F0Y2goKCkgPT4gMCk7XG4gIC8vIFRoZW4gYSBrZXkncyBlY2hvLCB0aHJvdWdoIGEgc2NyYXRjaCBzZXNzaW9uIChgd2FybV9lY2hvLnRzYCkuXG4gIGNvbnN0IHByb2dyZXNzID0gbXNnLnByb2dyZXNzICYmIG5ldyBJbnQzMkFycmF5KG1zZy5wcm9ncmVzcyk7XG4gIGF3YWl0IHdhcm1FY2hvKG9wZW5TY3JhdGNoLCBzdG9wcGVkLCBzdGVwLCBwcm9ncmVzcykuY2F0Y2goKCkgPT4gMClcbiAgICAuZmluYWxseShlbmRTY3JhdGNoKTtcbiAgLy8gV2hhdCBWOCdzIGNvbXBpbGVyIHRocmVhZHMgdXNlZCBmb3IgYWxsIHRoYXQgaXMgZnJlZSBvbmNlIHRoZXkgYXJlXG4gIC8vIGRvbmU7IHRoZSB0cmltIGxvY2tzIGV2ZXJ5IGFyZW5hIG9mIHRoZSBkYWVtb24gYSBtb21lbnQuXG4gIGF3YWl0IG5ldyBQcm9taXNlKChyZXNvbHZlKSA9PiBzZXRUaW1lb3V0KHJlc29sdmUsIFRSSU1fQUZURVJfTVMpKTtcbiAgYXdhaXQgc3RlcCgpO1xuICBpZiAoIXN0b3BwZWQoKSkgdHJpbU1hbGxvYygpO1xufVxuXG4vKipcbiAqIEhvdyBsb25nIGFmdGVyIGl0cyB3YXJtLXVwIHRoZSBzcGFyZSBnaXZlcyBiYWNrIHRoZSBDIGhlYXAncyBmcmVlIG1lbW9yeTpcbiAqIHRoZSBjb21waWxlcyBpdCBzdGFydGVkIGZpbmlzaCBvbiBWOCdzIHRocmVhZHMgbWVhbndoaWxlLlxuICovXG5jb25zdCBUUklNX0FGVEVSX01TID0gMjAwO1xuXG4vKiogVGhlIHdhcm0tdXAncyBzZXNzaW9uIHdoaWxlIGl0IHR5cGVzLCBpbiBwbGFjZSBvZiBhIHJlYWwgb25lLiAqL1xubGV0IHNjcmF0Y2g6IFNjcmF0Y2hTZXNzaW9uIHwgbnVsbCA9IG51bGw7XG5cbmZ1bmN0aW9uIG9wZW5TY3JhdGNoKHsgaW5pdCwgcGFuZSwgdHR5IH06IFNjcmF0Y2hQYXJ0cyk6IFNjcmF0Y2hTZXNzaW9uIHtcbiAgY29uc3QgcyA9IG5ldyBQYXJzZVNlc3Npb24oaW5pdCk7XG4gIC8vIEJlZm9yZSBpdHMgcGFuZTogd2hhdGV2ZXIgdGhhdCBwb3N0cyBnb2VzIG5vd2hlcmUgYWxyZWFkeS5cbiAgc2NyYXRjaCA9IHNlc3Npb24gPSBzO1xuICB1cGRhdGVzID0gbmV3IFVwZGF0ZVJpbmcoaW5pdC51cGRhdGVzKTtcbiAgdHJ5IHtcbiAgICBzLmFkZFBhbmUocGFuZSk7XG4gICAgcy5sZW5kVHR5KHR0eS5pZCwgdHR5LnNhYiwgdHR5LmZkLCB0dHkub3duZXIpO1xuICB9IGNhdGNoIChlcnIpIHtcbiAgICBlbmRTY3JhdGNoKCk7XG4gICAgcy5kaXNwb3NlKCk7XG4gICAgdGhyb3cgZXJyO1xuICB9XG4gIHJldHVybiBzO1xufVxuXG4vKipcbiAqIEVuZHMgdGhlIHNjcmF0Y2ggc2Vzc2lvbiwgbGVhdmluZyBub3RoaW5nIG9mIGl0OiBjYWxsZWQgYmVmb3JlIGEgcmVhbFxuICogc2Vzc2lvbiBzdGFydHMgKGl0cyBsb29wLCByZXN1bWVkIGxhdGVyLCByZXR1cm5zIGF0IG9uY2UpIGFuZCB3aGVuIHRoZVxuICogd2FybS11cCBlbmRzLlxuICovXG5mdW5jdGlvbiBlbmRTY3JhdGNoKCk6IHZvaWQge1xuICBpZiAoIXNjcmF0Y2gpIHJldHVybjtcbiAgc2NyYXRjaC5zdG9wKCk7XG4gIGhlbGQuZHJvcCgpO1xuICB1cGRhdGVzID0gbnVsbDtcbiAgc2Vzc2lvbiA9IG51bGw7XG4gIHNjcmF0Y2ggPSBudWxsO1xufVxuXG5pbnRlcmZhY2UgVGV4dFdhdGNoZXIge1xuICBpZDogbnVtYmVyO1xuICByZTogVGV4dFBhdHRlcm47XG59XG5cbmludGVyZmFjZSBJZGxlV2F0Y2hlciB7XG4gIGlkOiBudW1iZXI7XG4gIGlkbGVNczogbnVtYmVyO1xuICB0aW1lcjogUmV0dXJuVHlwZTx0eXBlb2Ygc2V0VGltZW91dD4gfCB1bmRlZmluZWQ7XG59XG5cbi8qKiBPbmUgcGFuZTogaXRzIGVuZ2luZSwgaXRzIHJpbmcgYW5kIHB0eSwgYW5kIHRoZSBzY3JpcHRzIHdhaXRpbmcgb24gaXQuICovXG5jbGFzcyBQYW5lUGFyc2VyIHtcbiAgcmVhZG9ubHkgaWQ6IG51bWJlcjtcbiAgcmVhZG9ubHkgdGVybTogVGVybWluYWw7XG4gIC8qKiBUaGUgcmluZyBvZiBpdHMgcHJvZ3JhbSdzIG91dHB1dCAoYSBuZXcgb25lIHdoZW4gcmVzcGF3bmVkKS4gKi9cbiAgcmluZzogQnl0ZVJpbmc7XG4gIHJlYWRvbmx5IGxpbmtzOiBMaW5rRGVmcztcbiAgLyoqIFRoZSBvdXRwdXQgaGFzIGVuZGVkIGFuZCBiZWVuIHBhcnNlZC4gKi9cbiAgZW5kZWQgPSBmYWxzZTtcbiAgLyoqIEl0cyBwcm9ncmFtJ3MgbnVtYmVyIChgUGFuZUluaXQuZ2VuYCksIGZvciBgcGFuZS1lb2ZgLiAqL1xuICBnZW46IG51bWJlcjtcbiAgI3dyaXRlcjogUHR5V3JpdGVyO1xuICAvKiogV2hhdCB0aGUgc2Vzc2lvbiBuZWVkcyB0byBwb3N0IGFuIHVwZGF0ZSBub3cgKGEgd2F0Y2ggaGl0KS4gKi9cbiAgI3N5bmM6ICgpID0+IHZvaWQ7XG5cbiAgLyoqIFdoYXQgdGhlIG1haW4gdGhyZWFkIGhhcyBiZWVuIHRvbGQuICovXG4gIHNlbnRUZXJtR2VuID0gLTE7XG4gIGJ5dGVzID0gMDtcbiAgYmVsbHMgPSAwO1xuICAvKiogVGhlIGxhdGVzdCBjbGlwYm9hcmQgd3JpdGUgbm90IHlldCBwb3N0ZWQgKGVhcmxpZXIgb25lcyBhcmUgZHJvcHBlZCkuICovXG4gIGNsaXBib2FyZDogeyBzZWxlY3Rpb246IHN0cmluZzsgZGF0YTogVWludDhBcnJheSB9IHwgbnVsbCA9IG51bGw7XG5cbiAgI3RleHRXYXRjaGVycyA9IG5ldyBNYXA8bnVtYmVyLCBUZXh0V2F0Y2hlcj4oKTtcbiAgI2lkbGVXYXRjaGVycyA9IG5ldyBNYXA8bnVtYmVyLCBJZGxlV2F0Y2hlcj4oKTtcbiAgI2xhc3RPdXRwdXRBdCA9IHBlcmZvcm1hbmNlLm5vdygpO1xuICAvKiogUm93IHRleHRzIGFzIG9mIHRoZSBsYXN0IHRleHQgY2hlY2ssIHdpdGggdGhlIHN0YW1wcyB0aGV5IHdlcmUgbWFkZSBhdC4gKi9cbiAgI3Jvd1RleHQ6IHN0cmluZ1tdID0gW107XG4gICNyb3dHZW46IG51bWJlcltdID0gW107XG4gIC8qKiBBIHdhdGNoZXIgd2FzIGFkZGVkOiBjaGVjayBldmVuIGlmIG5vIHJvdyBjaGFuZ2VkLiAqL1xuICAjdGV4dFN0YWxlID0gdHJ1ZTtcbiAgLyoqIEhvdyBmYXIgaW50byB0aGUgY3VycmVudCBiYXRjaCBlYXJsaWVyIHR1cm5zIHBhcnNlZC4gKi9cbiAgI3R1cm5PZmZzZXQgPSAwO1xuICAvKiogV2hlbiB0aGlzIHBhbmUncyBsYXN0IGJhdGNoIGNhbWUgKG1zLCBgcGVyZm9ybWFuY2Uubm93KClgKS4gKi9cbiAgI2xhc3RCYXRjaEF0ID0gLUluZmluaXR5O1xuXG4gIGNvbnN0cnVjdG9yKGluaXQ6IFBhbmVJbml0LCBzeW5jOiAoKSA9PiB2b2lkLCBtYWRlTGlua0lkczogKCkgPT4gbnVtYmVyKSB7XG4gICAgdGhpcy5pZCA9IGluaXQuaWQ7XG4gICAgdGhpcy5nZW4gPSBpbml0LmdlbiA/PyAwO1xuICAgIHRoaXMuI3N5bmMgPSBzeW5jO1xuICAgIHRoaXMuI3dyaXRlciA9IG5ldyBQdHlXcml0ZXIoaW5pdC5mZCk7XG4gICAgdGhpcy5yaW5nID0gbmV3IEJ5dGVSaW5nKGluaXQuc2FiKTtcbiAgICBjb25zdCBwYW5lID0gaW5pdC5pZDtcbiAgICBjb25zdCBldmVudHM6IFRlcm1pbmFsRXZlbnRzID0ge1xuICAgICAgcmVzcG9uc2U6IChieXRlcykgPT4ge1xuICAgICAgICB0aGlzLiN3cml0ZXIud3JpdGUoYnl0ZXMpLmNhdGNoKCgpID0+IHtcbiAgICAgICAgICAvLyBUaGUgY2hpbGQgaXMgZ29uZSBvciBub3QgcmVhZGluZzsgYSBsb3N0IGFuc3dlciBpcyBoYXJtbGVzcy5cbiAgICAgICAgfSk7XG4gICAgICB9LFxuICAgICAgYmVsbDogKCkgPT4ge1xuICAgICAgICB0aGlzLmJlbGxzKys7XG4gICAgICAgIHBvc3QoeyB0OiBcImV2ZW50XCIsIHBhbmUsIGV2ZW50OiB7IHR5cGU6IFwiYmVsbFwiIH0gfSk7XG4gICAgICB9LFxuICAgICAgdGl0bGU6ICh0aXRsZSkgPT5cbiAgICAgICAgcG9zdCh7IHQ6IFwiZXZlbnRcIiwgcGFuZSwgZXZlbnQ6IHsgdHlwZTogXCJ0aXRsZVwiLCB0aXRsZSB9IH0pLFxuICAgICAgY3dkOiAocGF0aCkgPT4gcG9zdCh7IHQ6IFwiZXZlbnRcIiwgcGFuZSwgZXZlbnQ6IHsgdHlwZTogXCJjd2RcIiwgcGF0aCB9IH0pLFxuICAgICAgY2xpcGJvYXJkOiAoc2VsZWN0aW9uLCBkYXRhKSA9PiB7XG4gICAgICAgIC8vIERyb3BwZWQgd2hvbGUgd2hlbiB0b28gbGFyZ2U6IGEgY3V0IGNsaXBib2FyZCBpcyBhIHdyb25nIG9uZS5cbiAgICAgICAgaWYgKGRhdGEubGVuZ3RoID4gTUFYX0NMSVBCT0FSRF9CWVRFUykgcmV0dXJuO1xuICAgICAgICB0aGlzLmNsaXBib2FyZCA9IHsgc2VsZWN0aW9uOiBjbGlwYm9hcmRTZWxlY3Rpb24oc2VsZWN0aW9uKSwgZGF0YSB9O1xuICAgICAgfSxcbiAgICB9O1xuICAgIC8vIEEgbGl2ZSB1cGdyYWRlJ3MgZW5naW5lIGdvZXMgb24gd2hlcmUgdGhlIG9sZCBkYWVtb24ncyBzdG9wcGVkLlxuICAgIHRoaXMudGVybSA9IGluaXQuZW5naW5lXG4gICAgICA/IFRlcm1pbmFsLnJlc3RvcmUoaW5pdC5lbmdpbmUsIGV2ZW50cylcbiAgICAgIDogbmV3IFRlcm1pbmFsKHtcbiAgICAgICAgY29sczogaW5pdC5jb2xzLFxuICAgICAgICByb3dzOiBpbml0LnJvd3MsXG4gICAgICAgIHNjcm9sbGJhY2s6IGluaXQuc2Nyb2xsYmFjayxcbiAgICAgICAgZXZlbnRzLFxuICAgICAgfSk7XG4gICAgaWYgKGluaXQuZW5kZWQpIHRoaXMuZW5kKCk7XG4gICAgdGhpcy5saW5rcyA9IG5ldyBMaW5rRGVmcygoaWQpID0+IGVuZ2luZUxpbmsodGhpcy50ZXJtLCBpZCksIG1hZGVMaW5rSWRzKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBOb3RlcyBhIGJhdGNoIG9mIGBieXRlc2AgdGFrZW4gYXQgYG5vd2A7IHRydWUgd2hlbiBpdCBpcyBhIGJ1cnN0IGFmdGVyXG4gICAqIGEgcXVpZXQgc3BlbGwgKGEga2V5J3MgZWNobywgYSBwcm9tcHQpLCB3aGljaCBpcyBkcmF3biBhdCBvbmNlIGV2ZW5cbiAgICogd2hpbGUgYSBuZWlnaGJvdXIgcGFuZSBmbG9vZHMgYW5kIGhvbGRzIHRoZSBvdGhlcnMgdG8gdGhlIGZyYW1lIHBhY2UuXG4gICAqL1xuICBub3RlQmF0Y2goYnl0ZXM6IG51bWJlciwgbm93OiBudW1iZXIpOiBib29sZWFuIHtcbiAgICBjb25zdCBxdWlldCA9IG5vdyAtIHRoaXMuI2xhc3RCYXRjaEF0ID49IEZSQU1FX0lOVEVSVkFMX01TO1xuICAgIHRoaXMuI2xhc3RCYXRjaEF0ID0gbm93O1xuICAgIHJldHVybiBxdWlldCAmJiBieXRlcyA8PSBTTUFMTF9VUERBVEVfQllURVM7XG4gIH1cblxuICAvKiogRXZlcnl0aGluZyBpcyBwYXJzZWQ6IG5ldmVyIHdyaXRlIHRvIHRoZSBwdHkgYWdhaW4gKGl0IGNsb3NlcyBub3cpLiAqL1xuICBlbmQoKTogdm9pZCB7XG4gICAgdGhpcy5lbmRlZCA9IHRydWU7XG4gICAgdGhpcy4jd3JpdGVyLmNsb3NlKCk7XG4gIH1cblxuICAvKipcbiAgICogQSBuZXcgcHJvZ3JhbSBpbiB0aGlzIHBhbmUgKHRtdXgncyBgcmVzcGF3bi1wYW5lYCk6IHRoZSBvbGQgb25lJ3NcbiAgICogcmluZyBhbmQgcHR5IGFyZSBkcm9wcGVkLCB1bnJlYWQsIGFuZCB0aGUgc2NyZWVuIHN0YXJ0cyBhZnJlc2ggKFJJUylcbiAgICogYWJvdmUgdGhlIGhpc3RvcnksIHdoaWNoIHN0YXlzLiBJdHMgd2F0Y2hlcnMgc3RheTogdGhleSB3YWl0IG9uIHRoZVxuICAgKiBwYW5lLCBub3Qgb24gaXRzIHByb2dyYW0uXG4gICAqL1xuICByZXNwYXduKGluaXQ6IFBhbmVJbml0KTogdm9pZCB7XG4gICAgaWYgKCF0aGlzLmVuZGVkKSB0aGlzLiN3cml0ZXIuY2xvc2UoKTtcbiAgICB0aGlzLiN3cml0ZXIgPSBuZXcgUHR5V3JpdGVyKGluaXQuZmQpO1xuICAgIHRoaXMucmluZyA9IG5ldyBCeXRlUmluZyhpbml0LnNhYik7XG4gICAgdGhpcy5nZW4gPSBpbml0LmdlbiA/PyAwO1xuICAgIHRoaXMuZW5kZWQgPSBmYWxzZTtcbiAgICB0aGlzLiN0dXJuT2Zmc2V0ID0gMDtcbiAgICB0aGlzLnRlcm0ucmVzdGFydCgpO1xuICAgIHRoaXMuI3RleHRTdGFsZSA9IHRydWU7XG4gICAgdGhpcy5jaGVja1RleHQoKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBPbmUgdHVybiBvZiB0aGlzIHBhbmU6IHRoZSB3aG9sZSBiYXRjaCwgb3Igd2l0aCBuZWlnaGJvdXJzIHRvIHNoYXJlXG4gICAqIHRoZSBwYXJzZXIgd2l0aCAoYHNoYXJlZGApIGFuZCBubyB0ZXh0IHdhdGNoZXIsIGF0IG1vc3QgVFVSTl9CWVRFUyBvZlxuICAgKiBpdCwgc28gdGhhdCBhIGZsb29kIG5ldmVyIGhvbGRzIGEgcXVpZXQgcGFuZSdzIGVjaG8gYmVoaW5kIGEgd2hvbGVcbiAgICogMjU2IEtpQiBiYXRjaC4gUmV0dXJucyB3aGV0aGVyIHRoZSBiYXRjaCBpcyBkb25lIChyZWxlYXNlIGl0IHRoZW4pLlxuICAgKi9cbiAgcGFyc2VUdXJuKFxuICAgIGJ5dGVzOiBVaW50OEFycmF5LFxuICAgIHJlYWRFbmRzOiBBcnJheUxpa2U8bnVtYmVyPixcbiAgICBzaGFyZWQ6IGJvb2xlYW4sXG4gICk6IGJvb2xlYW4ge1xuICAgIGlmICghc2hhcmVkIHx8IHRoaXMuI3RleHRXYXRjaGVycy5zaXplID4gMCkge1xuICAgICAgaWYgKHRoaXMuI3R1cm5PZmZzZXQgPT09IDApIHtcbiAgICAgICAgdGhpcy5wYXJzZShieXRlcywgcmVhZEVuZHMpO1xuICAgICAgfSBlbHNlIHtcbiAgICAgICAgLy8gV2F0Y2hlcnMgY2FtZSBpbiB0aGUgbWlkZGxlIG9mIGEgYmF0Y2g6IHRoZSByZXN0LCBjaGVja2VkIG9uY2UuXG4gICAgICAgIHRoaXMuI3dyaXRlKGJ5dGVzLnN1YmFycmF5KHRoaXMuI3R1cm5PZmZzZXQpKTtcbiAgICAgICAgdGhpcy4jdHVybk9mZnNldCA9IDA7XG4gICAgICAgIHRoaXMuY2hlY2tUZXh0KCk7XG4gICAgICB9XG4gICAgICByZXR1cm4gdHJ1ZTtcbiAgICB9XG4gICAgY29uc3QgZW5kID0gTWF0aC5taW4oYnl0ZXMubGVuZ3RoLCB0aGlzLiN0dXJuT2Zmc2V0ICsgVFVSTl9CWVRFUyk7XG4gICAgdGhpcy5ieXRlcyArPSBlbmQgLSB0aGlzLiN0dXJuT2Zmc2V0O1xuICAgIHRoaXMuI2xhc3RPdXRwdXRBdCA9IHBlcmZvcm1hbmNlLm5vdygpO1xuICAgIHRoaXMuI3dyaXRlKGJ5dGVzLnN1YmFycmF5KHRoaXMuI3R1cm5PZmZzZXQsIGVuZCkpO1xuICAgIGlmIChlbmQgPCBieXRlcy5sZW5ndGgpIHtcbiAgICAgIHRoaXMuI3R1cm5PZmZzZXQgPSBlbmQ7XG4gICAgICByZXR1cm4gZmFsc2U7XG4gICAgfVxuICAgIHRoaXMuI3R1cm5PZmZzZXQgPSAwO1xuICAgIHJldHVybiB0cnVlO1xuICB9XG5cbiAgLyoqIEZlZWRzIG9uZSBiYXRjaCwgY2hlY2tpbmcgdGV4dCB3YXRjaGVycyBhcyBpdCBnb2VzIChzZWUgdGhlIHRvcCkuICovXG4gIHBhcnNlKGJ5dGVzOiBVaW50OEFycmF5LCByZWFkRW5kczogQXJyYXlMaWtlPG51bWJlcj4pOiB2b2lkIHtcbiAgICB0aGlzLmJ5dGVzICs9IGJ5dGVzLmxlbmd0aDtcbiAgICB0aGlzLiNsYXN0T3V0cHV0QXQgPSBwZXJmb3JtYW5jZS5ub3coKTtcbiAgICBpZiAodGhpcy4jdGV4dFdhdGNoZXJzLnNpemUgPT09IDApIHtcbiAgICAgIHRoaXMuI3dyaXRlKGJ5dGVzKTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgY29uc3QgZmluZSA9IGJ5dGVzLmxlbmd0aCA8PSBGSU5FX0NIRUNLX0JZVEVTO1xuICAgIGxldCBzdGFydCA9IDA7XG4gICAgZm9yIChsZXQgaSA9IDA7IGkgPD0gcmVhZEVuZHMubGVuZ3RoOyBpKyspIHtcbiAgICAgIGNvbnN0IGVuZCA9IGkgPCByZWFkRW5kcy5sZW5ndGggPyByZWFkRW5kc1tpXSA6IGJ5dGVzLmxlbmd0aDtcbiAgICAgIGlmIChlbmQgPD0gc3RhcnQgfHwgZW5kID4gYnl0ZXMubGVuZ3RoKSBjb250aW51ZTtcbiAgICAgIGlmICh0aGlzLiN0ZXh0V2F0Y2hlcnMuc2l6ZSA9PT0gMCkgYnJlYWs7XG4gICAgICBpZiAoZmluZSkge1xuICAgICAgICB0aGlzLiN3cml0ZUNoZWNrZWQoYnl0ZXMsIHN0YXJ0LCBlbmQpO1xuICAgICAgfSBlbHNlIHtcbiAgICAgICAgdGhpcy4jd3JpdGUoYnl0ZXMuc3ViYXJyYXkoc3RhcnQsIGVuZCkpO1xuICAgICAgICB0aGlzLmNoZWNrVGV4dCgpO1xuICAgICAgfVxuICAgICAgc3RhcnQgPSBlbmQ7XG4gICAgfVxuICAgIGlmIChzdGFydCA8IGJ5dGVzLmxlbmd0aCkgdGhpcy4jd3JpdGUoYnl0ZXMuc3ViYXJyYXkoc3RhcnQpKTtcbiAgfVxuXG4gIC8qKiBXcml0ZXMgYnl0ZXNbc3RhcnQsIGVuZCksIGNoZWNraW5nIHRleHQgd2F0Y2hlcnMgYmVmb3JlIGVhY2ggY29udHJvbC4gKi9cbiAgI3dyaXRlQ2hlY2tlZChieXRlczogVWludDhBcnJheSwgc3RhcnQ6IG51bWJlciwgZW5kOiBudW1iZXIpOiB2b2lkIHtcbiAgICBsZXQgZnJvbSA9IHN0YXJ0O1xuICAgIGZvciAobGV0IGkgPSBzdGFydDsgaSA8IGVuZDsgaSsrKSB7XG4gICAgICAvLyBDMCBjb250cm9scyBhbmQgRVNDIGFyZSA8IDB4MjAsIGFuZCBuZXZlciBwYXJ0IG9mIGEgVVRGLTggc2VxdWVuY2UuXG4gICAgICBpZiAoYnl0ZXNbaV0gPj0gMHgyMCB8fCBpID09PSBmcm9tKSBjb250aW51ZTtcbiAgICAgIHRoaXMuI3dyaXRlKGJ5dGVzLnN1YmFycmF5KGZyb20sIGkpKTtcbiAgICAgIHRoaXMuY2hlY2tUZXh0KCk7XG4gICAgICBmcm9tID0gaTtcbiAgICAgIGlmICh0aGlzLiN0ZXh0V2F0Y2hlcnMuc2l6ZSA9PT0gMCkgYnJlYWs7XG4gICAgfVxuICAgIHRoaXMuI3dyaXRlKGJ5dGVzLnN1YmFycmF5KGZyb20sIGVuZCkpO1xuICAgIHRoaXMuY2hlY2tUZXh0KCk7XG4gIH1cblxuICAjd3JpdGUoYnl0ZXM6IFVpbnQ4QXJyYXkpOiB2b2lkIHtcbiAgICB0cnkge1xuICAgICAgdGhpcy50ZXJtLndyaXRlKGJ5dGVzKTtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIC8vIEFuIGVuZ2luZSBidWcgbXVzdCBub3QgZW5kIHRoZSBzZXNzaW9uOiByZXBvcnQgaXQgYW5kIGdvIG9uLlxuICAgICAgcG9zdCh7XG4gICAgICAgIHQ6IFwiZXJyb3JcIixcbiAgICAgICAgbWVzc2FnZTogYFZUIGVuZ2luZTogJHsoZXJyIGFzIEVycm9yKS5zdGFjayA/PyBlcnJ9YCxcbiAgICAgIH0pO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBUYWtlcyB0aGUgc2l6ZSBvZiBpdHMgcmVjdGFuZ2xlOyB0cnVlIHdoZW4gaXQgY2hhbmdlZC4gKi9cbiAgcmVzaXplKGNvbHM6IG51bWJlciwgcm93czogbnVtYmVyKTogYm9vbGVhbiB7XG4gICAgaWYgKGNvbHMgPT09IHRoaXMudGVybS5jb2xzICYmIHJvd3MgPT09IHRoaXMudGVybS5yb3dzKSByZXR1cm4gZmFsc2U7XG4gICAgdGhpcy50ZXJtLnJlc2l6ZShjb2xzLCByb3dzKTtcbiAgICBwb3N0KHsgdDogXCJldmVudFwiLCBwYW5lOiB0aGlzLmlkLCBldmVudDogeyB0eXBlOiBcInJlc2l6ZVwiLCBjb2xzLCByb3dzIH0gfSk7XG4gICAgcmV0dXJuIHRydWU7XG4gIH1cblxuICAvKipcbiAgICogQW5zd2VycyBhIGNhcHR1cmUsIG9yIHNheXMgd2h5IGl0IGlzIHRvbyBsYXJnZSAoY2FwdHVyZV9idWRnZXQudHMpIG9yXG4gICAqIHRoYXQgdGhlIHNjcmVlbiBgcmVhZGAgYXNrcyBmb3IgaXMgbm90IHRoZXJlLlxuICAgKi9cbiAgY2FwdHVyZShcbiAgICBpZDogbnVtYmVyLFxuICAgIHNjcm9sbGJhY2s6IG51bWJlcixcbiAgICBvbmx5PzogQ2FwdHVyZUxpbmVzLFxuICAgIGpvaW46IENhcHR1cmVKb2luID0gZmFsc2UsXG4gICAgcmVhZDogeyB0cmFpbGluZz86IGJvb2xlYW47IGFsdGVybmF0ZT86IGJvb2xlYW4gfSA9IHt9LFxuICApOiB2b2lkIHtcbiAgICBjb25zdCB0ZXJtID0gdGhpcy50ZXJtO1xuICAgIC8vIHRtdXgncyAtYTogdGhlIHByaW1hcnkgc2NyZWVuIGJlaGluZCB0aGUgYWx0ZXJuYXRlIG9uZSwgbm8gaGlzdG9yeS5cbiAgICBjb25zdCBiZWhpbmQgPSByZWFkLmFsdGVybmF0ZSA9PT0gdHJ1ZTtcbiAgICBpZiAoYmVoaW5kICYmICF0ZXJtLmFsdFNjcmVlblNob3duKSB7XG4gICAgICBwb3N0KHsgdDogXCJjYXB0dXJlXCIsIGlkLCBtaXNzaW5nOiBOT19BTFRFUk5BVEVfU0NSRUVOIH0pO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjb25zdCBoaXN0b3J5ID0gYmVoaW5kXG4gICAgICA/IDBcbiAgICAgIDogc2Nyb2xsYmFjayA8IDBcbiAgICAgID8gdGVybS5zY3JvbGxiYWNrTGVuZ3RoXG4gICAgICA6IE1hdGgubWluKHNjcm9sbGJhY2ssIHRlcm0uc2Nyb2xsYmFja0xlbmd0aCk7XG4gICAgdHJ5IHtcbiAgICAgIGlmIChvbmx5KSB7XG4gICAgICAgIC8vIEhpc3RvcnkgdGhlbiBzY3JlZW4sIGFzIGBiZXJ0aCBjYXB0dXJlYCBwcmludHMgdGhlbTogbm8gY2VsbHMuXG4gICAgICAgIC8vIEpvaW5lZCwgYSB3cmFwcGVkIHJvdyBrZWVwcyBpdHMgdHJhaWxpbmcgYmxhbmtzOiB0aGV5IGFyZSBpblxuICAgICAgICAvLyB0aGUgbWlkZGxlIG9mIHRoZSBsaW5lOyB3aXRoIGB0cmFpbGluZ2AgZXZlcnkgcm93IGtlZXBzIHdoYXRcbiAgICAgICAgLy8gd2FzIHdyaXR0ZW4gKHRtdXgncyAtTikuXG4gICAgICAgIGNvbnN0IGtlZXAgPSBqb2luICE9PSBmYWxzZTtcbiAgICAgICAgY29uc3Qgd3JpdHRlbiA9IHJlYWQudHJhaWxpbmcgPT09IHRydWUgPyBcIndyaXR0ZW5cIiA6IGZhbHNlO1xuICAgICAgICBjb25zdCB3aG9sZSA9ICh5OiBudW1iZXIpID0+XG4gICAgICAgICAga2VlcCAmJiB0ZXJtLnJvd1dyYXBwZWQoeSwgYmVoaW5kKSA/IHRydWUgOiB3cml0dGVuO1xuICAgICAgICBjb25zdCBsaW5lID0gb25seSA9PT0gXCJhbnNpXCJcbiAgICAgICAgICA/ICh5OiBudW1iZXIpID0+IHRlcm0uYW5zaUxpbmUoeSwgd2hvbGUoeSksIGJlaGluZClcbiAgICAgICAgICA6ICh5OiBudW1iZXIpID0+IHRlcm0ubGluZVRleHQoeSwgd2hvbGUoeSksIGJlaGluZCk7XG4gICAgICAgIGNvbnN0IGxpbmVzID0gbGluZXNXaXRoaW4oXG4gICAgICAgICAgLWhpc3RvcnksXG4gICAgICAgICAgdGVybS5yb3dzLFxuICAgICAgICAgIGxpbmUsXG4gICAgICAgICAgQ0FQVFVSRV9BTlNXRVJfQllURVMsXG4gICAgICAgICk7XG4gICAgICAgIGlmICgham9pbikgcG9zdCh7IHQ6IFwiY2FwdHVyZVwiLCBpZCwgbGluZXMsIGhpc3RvcnkgfSk7XG4gICAgICAgIGVsc2UgaWYgKGpvaW4gPT09IFwicm93c1wiKSB7XG4gICAgICAgICAgY29uc3Qgd3JhcHBlZCA9IGxpbmVzLmZsYXRNYXAoKF8sIGkpID0+XG4gICAgICAgICAgICB0ZXJtLnJvd1dyYXBwZWQoaSAtIGhpc3RvcnksIGJlaGluZCkgPyBbaV0gOiBbXVxuICAgICAgICAgICk7XG4gICAgICAgICAgcG9zdCh7IHQ6IFwiY2FwdHVyZVwiLCBpZCwgbGluZXMsIGhpc3RvcnksIHdyYXBwZWQgfSk7XG4gICAgICAgIH0gZWxzZSB7XG4gICAgICAgICAgY29uc3Qgam9pbmVkID0gam9pblJvd3MoXG4gICAgICAgICAgICBsaW5lcyxcbiAgICAgICAgICAgIChpKSA9PiB0ZXJtLnJvd1dyYXBwZWQoaSAtIGhpc3RvcnksIGJlaGluZCksXG4gICAgICAgICAgKTtcbiAgICAgICAgICBwb3N0KHsgdDogXCJjYXB0dXJlXCIsIGlkLCBsaW5lczogam9pbmVkLCBqb2luZWQ6IHRydWUgfSk7XG4gICAgICAgIH1cbiAgICAgICAgcmV0dXJuO1xuICAgICAgfVxuICAgICAgY29uc3QgY2VsbHMgPSBjaGVja1NjcmVlbkNlbGxzKHRlcm0uY29scywgdGVybS5yb3dzKTtcbiAgICAgIGNvbnN0IGFuc2kgPSBsaW5lc1dpdGhpbihcbiAgICAgICAgLWhpc3RvcnksXG4gICAgICAgIHRlcm0ucm93cyxcbiAgICAgICAgKHkpID0+IHRlcm0uYW5zaUxpbmUoeSksXG4gICAgICAgIENBUFRVUkVfQU5TV0VSX0JZVEVTIC0gY2VsbHMsXG4gICAgICApO1xuICAgICAgY29uc3Qgc2NyZWVuID0gdGVybS5zbmFwc2hvdCh7IHNjcm9sbGJhY2sgfSk7XG4gICAgICBwb3N0KHsgdDogXCJjYXB0dXJlXCIsIGlkLCBzY3JlZW4sIGFuc2kgfSk7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICBpZiAoIShlcnIgaW5zdGFuY2VvZiBDYXB0dXJlVG9vTGFyZ2UpKSB0aHJvdyBlcnI7XG4gICAgICBwb3N0KHsgdDogXCJjYXB0dXJlXCIsIGlkLCB0b29MYXJnZTogZXJyLm1lc3NhZ2UgfSk7XG4gICAgfVxuICB9XG5cbiAgLyoqXG4gICAqIFJvd3MgeSA9IC1zdGFydCAuLiAtc3RhcnQgKyBjb3VudCAtIDEgKGhpc3RvcnkgYW5kIHNjcmVlbiksIGNsYW1wZWQgdG9cbiAgICogd2hhdCBleGlzdHM7IGBwdXNoZWRgIChhbiBlYXJsaWVyIGFuc3dlcidzIGNvdW50KSBtb3ZlcyBgc3RhcnRgIHVwIGJ5XG4gICAqIHRoZSBsaW5lcyB0aGF0IGVudGVyZWQgaGlzdG9yeSBzaW5jZS5cbiAgICovXG4gIGhpc3RvcnkoXG4gICAgaWQ6IG51bWJlcixcbiAgICBzdGFydDogbnVtYmVyLFxuICAgIGNvdW50OiBudW1iZXIsXG4gICAgcHVzaGVkOiBudW1iZXIgfCB1bmRlZmluZWQsXG4gICAgYXQ6IFJlY3QgfCB1bmRlZmluZWQsXG4gICk6IHZvaWQge1xuICAgIGNvbnN0IHRlcm0gPSB0aGlzLnRlcm07XG4gICAgY29uc3Qgbm93ID0gdGVybS5oaXN0b3J5UHVzaGVkO1xuICAgIGlmIChwdXNoZWQgIT09IHVuZGVmaW5lZCAmJiBwdXNoZWQgPD0gbm93KSBzdGFydCArPSBub3cgLSBwdXNoZWQ7XG4gICAgY29uc3QgdG90YWwgPSB0ZXJtLnNjcm9sbGJhY2tMZW5ndGg7XG4gICAgY29uc3QgZmlyc3QgPSBNYXRoLm1heCgtc3RhcnQsIC10b3RhbCk7XG4gICAgY29uc3QgbGFzdCA9IE1hdGgubWluKC1zdGFydCArIGNvdW50IC0gMSwgdGVybS5yb3dzIC0gMSk7XG4gICAgY29uc3Qgcm93czogUm93UnVuW11bXSA9IFtdO1xuICAgIGNvbnN0IHdyYXBwZWQ6IG51bWJlcltdID0gW107XG4gICAgbGV0IGJ5dGVzID0gMDtcbiAgICBmb3IgKGxldCB5ID0gZmlyc3Q7IHkgPD0gbGFzdCAmJiBieXRlcyA8IEhJU1RPUllfQU5TV0VSX0JZVEVTOyB5KyspIHtcbiAgICAgIGNvbnN0IHJ1bnMgPSB0ZXJtLnJvd1J1bnMoeSk7XG4gICAgICBpZiAodGVybS5yb3dXcmFwcGVkKHkpKSB3cmFwcGVkLnB1c2gocm93cy5sZW5ndGgpO1xuICAgICAgcm93cy5wdXNoKHJ1bnMpO1xuICAgICAgYnl0ZXMgKz0gcnVuc0J5dGVzKHJ1bnMpO1xuICAgIH1cbiAgICBjb25zdCBwYWdlOiBIaXN0b3J5UGFnZSA9IHtcbiAgICAgIHRvdGFsLFxuICAgICAgcHVzaGVkOiBub3csXG4gICAgICBjb2xzOiB0ZXJtLmNvbHMsXG4gICAgICBzY3JlZW5Sb3dzOiB0ZXJtLnJvd3MsXG4gICAgICBmaXJzdCxcbiAgICAgIHJvd3MsXG4gICAgfTtcbiAgICBpZiAoYXQpIHtcbiAgICAgIHBhZ2UueCA9IGF0Lng7XG4gICAgICBwYWdlLnkgPSBhdC55O1xuICAgIH1cbiAgICBwYWdlLnBhbmUgPSB0aGlzLmlkO1xuICAgIGNvbnN0IGxpbmtzID0gdGhpcy5saW5rcy5wYWdlKHJvd3MpO1xuICAgIGlmIChsaW5rcy5sZW5ndGggPiAwKSBwYWdlLmxpbmtzID0gbGlua3M7XG4gICAgaWYgKHdyYXBwZWQubGVuZ3RoID4gMCkgcGFnZS53cmFwcGVkID0gd3JhcHBlZDtcbiAgICBwb3N0KHsgdDogXCJoaXN0b3J5XCIsIGlkLCBwYWdlIH0pO1xuICB9XG5cbiAgd2F0Y2hUZXh0KGlkOiBudW1iZXIsIHNvdXJjZTogc3RyaW5nLCBmbGFnczogc3RyaW5nKTogdm9pZCB7XG4gICAgLy8gVmFsaWRhdGVkIGJ5IHRoZSBkYWVtb247IFJFMiBtYXRjaGluZyB0YWtlcyBsaW5lYXIgdGltZSB3aGF0ZXZlciB0aGVcbiAgICAvLyBwYXR0ZXJuIChzZWUgdGV4dF9wYXR0ZXJuLnRzKSwgc28gbm8gY2xpZW50IGNhbiBzdGFsbCB0aGUgZW5naW5lLlxuICAgIHRoaXMuI3RleHRXYXRjaGVycy5zZXQoaWQsIHsgaWQsIHJlOiBjb21waWxlVGV4dFBhdHRlcm4oc291cmNlLCBmbGFncykgfSk7XG4gICAgdGhpcy4jdGV4dFN0YWxlID0gdHJ1ZTtcbiAgICB0aGlzLmNoZWNrVGV4dCgpO1xuICB9XG5cbiAgd2F0Y2hJZGxlKGlkOiBudW1iZXIsIGlkbGVNczogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3QgdzogSWRsZVdhdGNoZXIgPSB7IGlkLCBpZGxlTXMsIHRpbWVyOiB1bmRlZmluZWQgfTtcbiAgICB0aGlzLiNpZGxlV2F0Y2hlcnMuc2V0KGlkLCB3KTtcbiAgICB0aGlzLiNhcm1JZGxlKHcpO1xuICB9XG5cbiAgI2FybUlkbGUodzogSWRsZVdhdGNoZXIpOiB2b2lkIHtcbiAgICBjb25zdCBxdWlldCA9IHBlcmZvcm1hbmNlLm5vdygpIC0gdGhpcy4jbGFzdE91dHB1dEF0O1xuICAgIGlmIChxdWlldCA+PSB3LmlkbGVNcykge1xuICAgICAgdGhpcy4jaWRsZVdhdGNoZXJzLmRlbGV0ZSh3LmlkKTtcbiAgICAgIHBvc3QoeyB0OiBcIndhdGNoLWhpdFwiLCBpZDogdy5pZCB9KTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgdy50aW1lciA9IHNldFRpbWVvdXQoKCkgPT4gdGhpcy4jYXJtSWRsZSh3KSwgTWF0aC5jZWlsKHcuaWRsZU1zIC0gcXVpZXQpKTtcbiAgfVxuXG4gIC8qKiBXaGV0aGVyIHdhdGNoIGBpZGAgaXMgdGhpcyBwYW5lJ3M7IHN0b3BzIGl0IGlmIHNvLiAqL1xuICB1bndhdGNoKGlkOiBudW1iZXIpOiBib29sZWFuIHtcbiAgICBjb25zdCBoYWQgPSB0aGlzLiN0ZXh0V2F0Y2hlcnMuZGVsZXRlKGlkKSB8fCB0aGlzLiNpZGxlV2F0Y2hlcnMuaGFzKGlkKTtcbiAgICBjb25zdCB3ID0gdGhpcy4jaWRsZVdhdGNoZXJzLmdldChpZCk7XG4gICAgaWYgKHcpIGNsZWFyVGltZW91dCh3LnRpbWVyKTtcbiAgICB0aGlzLiNpZGxlV2F0Y2hlcnMuZGVsZXRlKGlkKTtcbiAgICByZXR1cm4gaGFkO1xuICB9XG5cbiAgLyoqIFJlcG9ydHMgZXZlcnkgdGV4dCB3YXRjaGVyIHRoYXQgbWF0Y2hlcyB0aGUgc2NyZWVuIG5vdy4gKi9cbiAgY2hlY2tUZXh0KCk6IHZvaWQge1xuICAgIGlmICh0aGlzLiN0ZXh0V2F0Y2hlcnMuc2l6ZSA9PT0gMCkgcmV0dXJuO1xuICAgIGNvbnN0IHRleHQgPSB0aGlzLiNzY3JlZW5UZXh0SWZDaGFuZ2VkKCk7XG4gICAgaWYgKHRleHQgPT09IG51bGwpIHJldHVybjtcbiAgICBsZXQgc3luY2VkID0gZmFsc2U7XG4gICAgZm9yIChjb25zdCB3IG9mIHRoaXMuI3RleHRXYXRjaGVycy52YWx1ZXMoKSkge1xuICAgICAgaWYgKHcucmUudGVzdCh0ZXh0KSkge1xuICAgICAgICB0aGlzLiN0ZXh0V2F0Y2hlcnMuZGVsZXRlKHcuaWQpO1xuICAgICAgICBpZiAoIXN5bmNlZCkge1xuICAgICAgICAgIHRoaXMuI3N5bmMoKTtcbiAgICAgICAgICBzeW5jZWQgPSB0cnVlO1xuICAgICAgICB9XG4gICAgICAgIHBvc3QoeyB0OiBcIndhdGNoLWhpdFwiLCBpZDogdy5pZCB9KTtcbiAgICAgIH1cbiAgICB9XG4gIH1cblxuICAvKipcbiAgICogVGhlIHZpc2libGUgdGV4dCAoYFRlcm1pbmFsLnNjcmVlblRleHQoKWApLCBvciBudWxsIHdoZW4gbm8gcm93IGNoYW5nZWRcbiAgICogc2luY2UgdGhlIGxhc3QgY2hlY2suIE9ubHkgcm93cyB3aG9zZSBzdGFtcCBtb3ZlZCBhcmUgcmVhZCBhZ2Fpbi5cbiAgICovXG4gICNzY3JlZW5UZXh0SWZDaGFuZ2VkKCk6IHN0cmluZyB8IG51bGwge1xuICAgIGNvbnN0IHRlcm0gPSB0aGlzLnRlcm07XG4gICAgbGV0IGNoYW5nZWQgPSB0aGlzLiN0ZXh0U3RhbGU7XG4gICAgdGhpcy4jdGV4dFN0YWxlID0gZmFsc2U7XG4gICAgaWYgKHRoaXMuI3Jvd1RleHQubGVuZ3RoICE9PSB0ZXJtLnJvd3MpIHtcbiAgICAgIHRoaXMuI3Jvd1RleHQgPSBuZXcgQXJyYXkodGVybS5yb3dzKS5maWxsKFwiXCIpO1xuICAgICAgdGhpcy4jcm93R2VuID0gbmV3IEFycmF5KHRlcm0ucm93cykuZmlsbCgtMSk7XG4gICAgfVxuICAgIGZvciAobGV0IHkgPSAwOyB5IDwgdGVybS5yb3dzOyB5KyspIHtcbiAgICAgIGNvbnN0IGcgPSB0ZXJtLnJvd0dlbmVyYXRpb24oeSk7XG4gICAgICBpZiAoZyA9PT0gdGhpcy4jcm93R2VuW3ldKSBjb250aW51ZTtcbiAgICAgIHRoaXMuI3Jvd0dlblt5XSA9IGc7XG4gICAgICB0aGlzLiNyb3dUZXh0W3ldID0gdGVybS5saW5lVGV4dCh5KTtcbiAgICAgIGNoYW5nZWQgPSB0cnVlO1xuICAgIH1cbiAgICByZXR1cm4gY2hhbmdlZCA/IHRoaXMuI3Jvd1RleHQuam9pbihcIlxcblwiKSA6IG51bGw7XG4gIH1cblxuICAvKiogU3RvcHMgdGltZXJzIHNvIHRoZSB3b3JrZXIgY2FuIGNsb3NlLiAqL1xuICBkaXNwb3NlKCk6IHZvaWQge1xuICAgIGZvciAoY29uc3QgdyBvZiB0aGlzLiNpZGxlV2F0Y2hlcnMudmFsdWVzKCkpIGNsZWFyVGltZW91dCh3LnRpbWVyKTtcbiAgICB0aGlzLiNpZGxlV2F0Y2hlcnMuY2xlYXIoKTtcbiAgfVxufVxuXG4vKiogVGhlIHBhcnNlIHNpZGUgb2Ygb25lIHNlc3Npb246IGl0cyBwYW5lcyBhbmQgdGhlIGNvbXBvc2VkIHdpbmRvdy4gKi9cbmNsYXNzIFBhcnNlU2Vzc2lvbiB7XG4gICNwYW5lcyA9IG5ldyBNYXA8bnVtYmVyLCBQYW5lUGFyc2VyPigpO1xuICAjbGF5b3V0OiBJbnQzMkFycmF5O1xuICAjbGF5b3V0U2VxID0gLTE7XG4gICNzaWduYWw6IEludDMyQXJyYXk7XG4gICNmcmFtZTogV2luZG93RnJhbWUgfCBudWxsID0gbnVsbDtcblxuICAvLyBXaGF0IHRoZSBtYWluIHRocmVhZCBoYXMgYmVlbiBzZW50LlxuICAvKiogUGVyIHdpbmRvdyByb3csIHRoZSBzdGFtcHMgb2YgdGhlIHBhbmUgcm93cyBpdCB3YXMgbWFkZSBmcm9tLiAqL1xuICAjc2VudEtleXM6IChudW1iZXJbXSB8IG51bGwpW10gPSBbXTtcbiAgI3NlbnRDb2xzID0gLTE7XG4gICNzZW50Um93cyA9IC0xO1xuICAvKiogVGhlIG1vZGVzIGxhc3QgcG9zdGVkOyBhbiB1cGRhdGUgY2FycmllcyB0aGVtIG9ubHkgd2hlbiB0aGV5IGNoYW5nZS4gKi9cbiAgI3NlbnRNb2RlczogVGVybWluYWxNb2RlcyB8IG51bGwgPSBudWxsO1xuICAvKiogVGhlIGFycmFuZ2VtZW50IGNoYW5nZWQgc2luY2UgdGhlIGxhc3QgdXBkYXRlLiAqL1xuICAjZnJhbWVTdGFsZSA9IHRydWU7XG4gICNsYXN0RnJhbWVBdCA9IC1JbmZpbml0eTtcbiAgI3N5bmNTaW5jZSA9IC0xO1xuICAvKiogV2hlbiB0aGUgcGFjZWQgdXBkYXRlIGlzIGR1ZSAobXMsIGBwZXJmb3JtYW5jZS5ub3coKWApLCBvciBJbmZpbml0eS4gKi9cbiAgI2ZyYW1lRHVlID0gSW5maW5pdHk7XG4gIC8qKiBTSUdOQUxfSU5QVVQgYXMgbGFzdCBzZWVuLCBhbmQgdGhlIGVuZCBvZiB0aGUgZWNobyB3YWl0IGl0IGJlZ2FuLiAqL1xuICAjaW5wdXRTZWVuID0gMDtcbiAgLyoqIFNJR05BTF9JTlBVVCB3aGVuIHRoZSBhY3RpdmUgcGFuZSdzIG91dHB1dCBsYXN0IHdlbnQgb3V0IGF0IG9uY2UuICovXG4gICNlY2hvSW5wdXQgPSAwO1xuICAjZWNob1VudGlsID0gLUluZmluaXR5O1xuICAjZWNob1dhaXRNczogbnVtYmVyO1xuICAvKiogV2hlbiB0aGUgZXZlbnQgbG9vcCBsYXN0IHJhbiAobXMsIGBwZXJmb3JtYW5jZS5ub3coKWApLiAqL1xuICAjbG9vcEF0ID0gMDtcbiAgLyoqIEhvbGRzIHRoZSBldmVudCBsb29wIG9wZW4gd2hpbGUgdGhlIHdvcmtlciB3YWl0cyAoYHdhaXRBc3luY2ApLiAqL1xuICAja2VlcEFsaXZlOiBSZXR1cm5UeXBlPHR5cGVvZiBzZXRJbnRlcnZhbD47XG4gICN3YWtlOiAoKCkgPT4gdm9pZCkgfCBudWxsID0gbnVsbDtcbiAgLyoqIFRoZSBjb21wb3NlZCBzY3JlZW4ncyBsaW5rIGlkcywgdW5pcXVlIGFjcm9zcyBpdHMgcGFuZXMuICovXG4gICNsaW5rcyA9IG5ldyBDb21wb3NlZExpbmtzKCk7XG4gIC8qKiBOdW1iZXJzIHRoZSBsaW5rIGlkcyB0aGUgcGFuZXMnIGBMaW5rRGVmc2AgbWFrZS4gKi9cbiAgI21hZGVMaW5rSWRzID0gY291bnRlcigpO1xuICAjZmxvb2RTbGljZSA9IG5ldyBGbG9vZFNsaWNlKCk7XG4gIC8qKiBUZXJtaW5hbHMgdGhlIGRhZW1vbiBkcmF3cyB0aGF0IHNob3cgdGhpcyBzZXNzaW9uLCBieSBpZC4gKi9cbiAgI3R0eXMgPSBuZXcgTWFwPG51bWJlciwgRGlyZWN0RHJhd1RhcmdldD4oKTtcbiAgI2xvb2sgPSBuZXcgRGlyZWN0TG9vaygpO1xuICAjc3RvcHBlZCA9IGZhbHNlO1xuXG4gIGNvbnN0cnVjdG9yKGluaXQ6IFBhcnNlSW5pdCkge1xuICAgIHRoaXMuI2xheW91dCA9IG5ldyBJbnQzMkFycmF5KGluaXQubGF5b3V0KTtcbiAgICB0aGlzLiNzaWduYWwgPSBuZXcgSW50MzJBcnJheShpbml0LnNpZ25hbCk7XG4gICAgdGhpcy4jZWNob1dhaXRNcyA9IGluaXQuZWNob1dhaXRNcyA/PyBFQ0hPX1dBSVRfTVM7XG4gICAgaWYgKGluaXQuaGVsZE1zICE9PSB1bmRlZmluZWQpIGhlbGQuaG9sZE1zID0gaW5pdC5oZWxkTXM7XG4gICAgLy8gQXRvbWljcy53YWl0QXN5bmMgYWxvbmUgZG9lcyBub3Qga2VlcCB0aGUgZXZlbnQgbG9vcCBhbGl2ZTsgb25lXG4gICAgLy8gdGltZXIgZm9yIHRoZSB3b3JrZXIncyBsaWZlLCBub3Qgb25lIHBlciB3YWl0IChhIHRpbWVyIG1hZGUgYW5kXG4gICAgLy8gY2xlYXJlZCBwZXIga2V5J3MgZWNobyB3YXMgMyUgb2YgdGhlIGRhZW1vbidzIENQVSkuXG4gICAgdGhpcy4ja2VlcEFsaXZlID0gc2V0SW50ZXJ2YWwoKCkgPT4ge30sIDEgPDwgMzApO1xuICB9XG5cbiAgYWRkUGFuZShpbml0OiBQYW5lSW5pdCk6IHZvaWQge1xuICAgIGNvbnN0IHAgPSBuZXcgUGFuZVBhcnNlcihcbiAgICAgIGluaXQsXG4gICAgICAoKSA9PiB0aGlzLiNzeW5jTWlycm9yKCksXG4gICAgICB0aGlzLiNtYWRlTGlua0lkcyxcbiAgICApO1xuICAgIHRoaXMuI3BhbmVzLnNldChpbml0LmlkLCBwKTtcbiAgICB0aGlzLiNsYXlvdXRTZXEgPSAtMTsgLy8gVGFrZSBpdHMgcmVjdGFuZ2xlIGZyb20gdGhlIGxheW91dC5cbiAgICB0aGlzLnN5bmNMYXlvdXQoKTtcbiAgICB0aGlzLiN3YWtlPy4oKTtcbiAgfVxuXG4gIGRyb3BQYW5lKGlkOiBudW1iZXIpOiB2b2lkIHtcbiAgICBjb25zdCBwID0gdGhpcy4jcGFuZXMuZ2V0KGlkKTtcbiAgICBpZiAoIXApIHJldHVybjtcbiAgICBwLmRpc3Bvc2UoKTtcbiAgICB0aGlzLiNwYW5lcy5kZWxldGUoaWQpO1xuICAgIHRoaXMuI2xpbmtzLmRyb3BQYW5lKGlkKTtcbiAgICB0aGlzLiNmcmFtZVN0YWxlID0gdHJ1ZTtcbiAgfVxuXG4gIC8qKiBQYW5lIGBpbml0LmlkYCBydW5zIGEgbmV3IHByb2dyYW0gKHNlZSBgUGFuZVBhcnNlci5yZXNwYXduYCkuICovXG4gIHJlc3Bhd25QYW5lKGluaXQ6IFBhbmVJbml0KTogdm9pZCB7XG4gICAgY29uc3QgcCA9IHRoaXMuI3BhbmVzLmdldChpbml0LmlkKTtcbiAgICBpZiAoIXApIHJldHVybjtcbiAgICBwLnJlc3Bhd24oaW5pdCk7XG4gICAgdGhpcy4jZnJhbWVTdGFsZSA9IHRydWU7XG4gICAgdGhpcy4jd2FrZT8uKCk7XG4gIH1cblxuICBwYW5lKGlkOiBudW1iZXIpOiBQYW5lUGFyc2VyIHwgdW5kZWZpbmVkIHtcbiAgICByZXR1cm4gdGhpcy4jcGFuZXMuZ2V0KGlkKTtcbiAgfVxuXG4gIC8qKiBXaGVyZSBwYW5lIGBpZGAgaXMgc2hvd24gaW4gdGhlIHdpbmRvdyBub3c7IHVuZGVmaW5lZCB3aGVuIGhpZGRlbi4gKi9cbiAgc2hvd25BdChpZDogbnVtYmVyKTogUmVjdCB8IHVuZGVmaW5lZCB7XG4gICAgcmV0dXJuIHRoaXMuI2ZyYW1lPy5yZWN0cy5nZXQoaWQpO1xuICB9XG5cbiAgLyoqIEV2ZXJ5IHBhbmUncyBlbmdpbmUgYXMgcGxhaW4gZGF0YSAoYHZ0L2VuZ2luZV9zdGF0ZS50c2ApLiAqL1xuICBzYXZlRW5naW5lcyhpZDogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3QgZW5naW5lczogW251bWJlciwgRW5naW5lU3RhdGVdW10gPSBbXTtcbiAgICBmb3IgKGNvbnN0IFtwYW5lLCBwXSBvZiB0aGlzLiNwYW5lcykgZW5naW5lcy5wdXNoKFtwYW5lLCBwLnRlcm0uc2F2ZSgpXSk7XG4gICAgcG9zdCh7IHQ6IFwiZW5naW5lc1wiLCBpZCwgZW5naW5lcyB9KTtcbiAgfVxuXG4gIHVud2F0Y2goaWQ6IG51bWJlcik6IHZvaWQge1xuICAgIGZvciAoY29uc3QgcCBvZiB0aGlzLiNwYW5lcy52YWx1ZXMoKSkgaWYgKHAudW53YXRjaChpZCkpIHJldHVybjtcbiAgfVxuXG4gIC8qKiBBIHRlcm1pbmFsIHRoZSBkYWVtb24gZHJhd3Mgc2hvd3MgdGhpcyBzZXNzaW9uIChgZGlyZWN0X2RyYXcudHNgKS4gKi9cbiAgbGVuZFR0eShcbiAgICBpZDogbnVtYmVyLFxuICAgIHNhYjogU2hhcmVkQXJyYXlCdWZmZXIsXG4gICAgZmQ6IG51bWJlcixcbiAgICBvd25lcjogbnVtYmVyLFxuICApOiB2b2lkIHtcbiAgICB0aGlzLiN0dHlzLnNldChpZCwgbmV3IERpcmVjdERyYXdUYXJnZXQoc2FiLCBmZCwgb3duZXIpKTtcbiAgfVxuXG4gIHRha2VUdHkoaWQ6IG51bWJlcik6IHZvaWQge1xuICAgIHRoaXMuI3R0eXMuZGVsZXRlKGlkKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBEcmF3cyBgdXBkYXRlYCBvbiB0aGUgdGVybWluYWxzIGxlbnQgdG8gdGhpcyB3b3JrZXIsIGJlZm9yZSB0aGUgbWFpblxuICAgKiB0aHJlYWQgaGFzIGl0OiBhIGtleSdzIGVjaG8gc2tpcHMgdGhlIG1haW4gdGhyZWFkJ3Mgd2FrZS11cCBhbmQgdGhlXG4gICAqIGF0dGFjaCBjbGllbnQgKGBkaXJlY3RfZHJhdy50c2ApLiBUcnVlIHdoZW4gaXQgZHJldyBpdCBmb3IgZXZlcnlcbiAgICogY2xpZW50IG9mIHRoZSBzZXNzaW9uOiB0aGUgbWFpbiB0aHJlYWQncyB0dXJuIGNhbiB0aGVuIHdhaXRcbiAgICogKGBoZWxkX3VwZGF0ZXMudHNgKS5cbiAgICovXG4gICNkcmF3RGlyZWN0KHVwZGF0ZTogU2NyZWVuVXBkYXRlKTogYm9vbGVhbiB7XG4gICAgY29uc3Qgc2FtZSA9IHRoaXMuI2xvb2suc2FtZSh1cGRhdGUpO1xuICAgIGlmICghc2FtZSB8fCB0aGlzLiN0dHlzLnNpemUgPT09IDApIHJldHVybiBmYWxzZTtcbiAgICBjb25zdCB7IGNvbHMsIHJvd3MgfSA9IHVwZGF0ZTtcbiAgICBsZXQgZHJhd24gPSAwO1xuICAgIGZvciAoY29uc3QgdHR5IG9mIHRoaXMuI3R0eXMudmFsdWVzKCkpIHtcbiAgICAgIGlmICh0dHkuZHJhdyhjb2xzLCByb3dzLCAoZ3JhbnQpID0+IGRpcmVjdEZyYW1lKHVwZGF0ZSwgZ3JhbnQpKSkgZHJhd24rKztcbiAgICB9XG4gICAgLy8gQW5vdGhlciBjbGllbnQgKG9uZSB0aGF0IGRyYXdzIGl0cyBvd24gc2NyZWVuLCBhIGJyb3dzZXIsIG9yIGEgbGVudFxuICAgIC8vIHRlcm1pbmFsIG5vdCBsZW50IHRoZSB3aW5kb3cgbm93KSBoYXMgaXQgZnJvbSB0aGUgbWFpbiB0aHJlYWQgb25seS5cbiAgICByZXR1cm4gZHJhd24gPT09IHRoaXMuI3R0eXMuc2l6ZSAmJlxuICAgICAgZHJhd24gPT09IEF0b21pY3MubG9hZCh0aGlzLiNzaWduYWwsIFNJR05BTF9DTElFTlRTKTtcbiAgfVxuXG4gIC8qKiBFbmRzIGBydW4oKWAgYXQgaXRzIG5leHQgdHVybiAodGhlIHNwYXJlJ3Mgc2NyYXRjaCBzZXNzaW9uKS4gKi9cbiAgc3RvcCgpOiB2b2lkIHtcbiAgICB0aGlzLiNzdG9wcGVkID0gdHJ1ZTtcbiAgICB0aGlzLiN3YWtlPy4oKTtcbiAgfVxuXG4gIC8qKiBQYXJzZXMgZXZlcnkgcGFuZSdzIG91dHB1dCBhcyBpdCBjb21lcywgdGhlIHBhbmVzIGluIHR1cm4uICovXG4gIGFzeW5jIHJ1bigpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICB0aGlzLiNsb29wQXQgPSBwZXJmb3JtYW5jZS5ub3coKTtcbiAgICB3aGlsZSAoIXRoaXMuI3N0b3BwZWQpIHtcbiAgICAgIGNvbnN0IHNlZW4gPSBBdG9taWNzLmxvYWQodGhpcy4jc2lnbmFsLCAwKTtcbiAgICAgIGxldCBwYXJzZWQgPSBmYWxzZTtcbiAgICAgIC8qKiBUaGUgcGFuZSB3aG9zZSBidXJzdCBhZnRlciBhIHF1aWV0IHNwZWxsIGdvZXMgb3V0IGF0IG9uY2UuICovXG4gICAgICBsZXQgYnVyc3Q6IFBhbmVQYXJzZXIgfCBudWxsID0gbnVsbDtcbiAgICAgIGxldCBidXJzdHMgPSAwO1xuICAgICAgZm9yIChjb25zdCBwIG9mIHRoaXMuI3BhbmVzLnZhbHVlcygpKSB7XG4gICAgICAgIGlmIChwLmVuZGVkKSBjb250aW51ZTtcbiAgICAgICAgY29uc3QgYmF0Y2ggPSBwLnJpbmcubmV4dCgpO1xuICAgICAgICBpZiAoYmF0Y2gpIHtcbiAgICAgICAgICBjb25zdCBhdCA9IHBlcmZvcm1hbmNlLm5vdygpO1xuICAgICAgICAgIGlmIChiYXRjaC5ieXRlcy5sZW5ndGggPj0gRkxPT0RfQkFUQ0hfQllURVMpIHtcbiAgICAgICAgICAgIHRoaXMuI2Zsb29kU2xpY2UuYnVzeShhdCk7XG4gICAgICAgICAgfVxuICAgICAgICAgIGlmIChcbiAgICAgICAgICAgIHAubm90ZUJhdGNoKGJhdGNoLmJ5dGVzLmxlbmd0aCwgYXQpIHx8XG4gICAgICAgICAgICAoYmF0Y2guYnl0ZXMubGVuZ3RoIDw9IFNNQUxMX1VQREFURV9CWVRFUyAmJiB0aGlzLiNrZXlFY2hvKHApKVxuICAgICAgICAgICkge1xuICAgICAgICAgICAgYnVyc3QgPSBwO1xuICAgICAgICAgICAgYnVyc3RzKys7XG4gICAgICAgICAgfVxuICAgICAgICAgIHRoaXMuc3luY0xheW91dCgpO1xuICAgICAgICAgIGNvbnN0IHNoYXJlZCA9IHRoaXMuI3BhbmVzLnNpemUgPiAxO1xuICAgICAgICAgIGlmIChwLnBhcnNlVHVybihiYXRjaC5ieXRlcywgYmF0Y2gucmVhZEVuZHMsIHNoYXJlZCkpIHtcbiAgICAgICAgICAgIHAucmluZy5yZWxlYXNlKCk7XG4gICAgICAgICAgfVxuICAgICAgICAgIHBhcnNlZCA9IHRydWU7XG4gICAgICAgIH0gZWxzZSBpZiAocC5yaW5nLmVvZikge1xuICAgICAgICAgIHRoaXMuI3Bvc3RGcmFtZShwZXJmb3JtYW5jZS5ub3coKSk7XG4gICAgICAgICAgcC5lbmQoKTtcbiAgICAgICAgICBwb3N0KHsgdDogXCJwYW5lLWVvZlwiLCBwYW5lOiBwLmlkLCBnZW46IHAuZ2VuIH0pO1xuICAgICAgICB9XG4gICAgICB9XG4gICAgICBjb25zdCBub3cgPSBwZXJmb3JtYW5jZS5ub3coKTtcbiAgICAgIGlmIChidXJzdCAmJiB0aGlzLiNwYW5lcy5zaXplID4gMSkge1xuICAgICAgICBpZiAoYnVyc3RzID09PSAxKSB0aGlzLiNzeW5jUGFuZShidXJzdCk7XG4gICAgICAgIGVsc2UgdGhpcy4jc3luY01pcnJvcigpO1xuICAgICAgfSBlbHNlIHRoaXMuI21heWJlRnJhbWUobm93LCAhcGFyc2VkIHx8IHRoaXMuI2RyYWluZWQoKSk7XG4gICAgICBpZiAobm93ID49IHRoaXMuI2hlbGREdWUobm93KSB8fCB0aGlzLiNoZWxkQXNrZWQoKSkgaGVsZC5mbHVzaCgpO1xuICAgICAgaWYgKG5vdyA+PSB0aGlzLiNmcmFtZUR1ZSkge1xuICAgICAgICAvLyBBIHBhY2VkIHVwZGF0ZSBpcyBkdWUgKHNlZSAjc2NoZWR1bGUpLlxuICAgICAgICB0aGlzLiNmcmFtZUR1ZSA9IEluZmluaXR5O1xuICAgICAgICB0aGlzLiNtYXliZUZyYW1lKG5vdywgdHJ1ZSk7XG4gICAgICB9XG4gICAgICBpZiAocGFyc2VkKSB7XG4gICAgICAgIGlmIChub3cgLSB0aGlzLiNsb29wQXQgPj0gU0xJQ0VfTVMpIGF3YWl0IHRoaXMuI3R1cm5FdmVudExvb3AoKTtcbiAgICAgICAgY29udGludWU7XG4gICAgICB9XG4gICAgICBhd2FpdCB0aGlzLiN3YWl0Rm9yT3V0cHV0KHNlZW4pO1xuICAgIH1cbiAgfVxuXG4gIC8qKlxuICAgKiBVbnRpbCB0aGUgZ2F0aGVyIHdvcmtlciBwdWJsaXNoZXMsIGEgbWVzc2FnZSBvciBhIHBhbmUgaXMgYWRkZWQsIG9yIGFcbiAgICogc2xpY2UgZW5kcy4gUmlnaHQgYWZ0ZXIgaW5wdXQsIGJsb2NraW5nIChzZWUgRUNIT19XQUlUX01TKS5cbiAgICovXG4gICN3YWl0Rm9yT3V0cHV0KHNlZW46IG51bWJlcik6IFByb21pc2U8dm9pZD4ge1xuICAgIGNvbnN0IG5vdyA9IHBlcmZvcm1hbmNlLm5vdygpO1xuICAgIC8vIEEgbWVzc2FnZSBpcyBvbiBpdHMgd2F5LCBvciB0aW1lcnMgKGB3YWl0IC0taWRsZWApIGFyZSBkdWUgYSB0dXJuOlxuICAgIC8vIGJsb2NraW5nIHdhaXRzIGJhY2sgdG8gYmFjayBuZXZlciBsZXQgdGhlIGV2ZW50IGxvb3AgcnVuLlxuICAgIGlmIChiZWhpbmQodGhpcy4jc2lnbmFsKSB8fCBub3cgLSB0aGlzLiNsb29wQXQgPj0gU0xJQ0VfTVMpIHtcbiAgICAgIHJldHVybiB0aGlzLiN0dXJuRXZlbnRMb29wKCk7XG4gICAgfVxuICAgIGNvbnN0IHF1aWV0ID0gdGhpcy4jZmxvb2RTbGljZS5xdWlldChub3cpO1xuICAgIGNvbnN0IGR1ZSA9IE1hdGgubWluKHRoaXMuI2ZyYW1lRHVlLCB0aGlzLiNoZWxkRHVlKG5vdykpO1xuICAgIGNvbnN0IGJsb2NrID0gTWF0aC5taW4odGhpcy4jZWNob1dhaXQobm93KSwgcXVpZXQsIGR1ZSAtIG5vdyk7XG4gICAgaWYgKGJsb2NrID4gMCAmJiAhdGhpcy4jYmxvY2tpbmdXYWl0KHNlZW4sIGJsb2NrKSkge1xuICAgICAgcmV0dXJuIFByb21pc2UucmVzb2x2ZSgpO1xuICAgIH1cbiAgICBjb25zdCBtcyA9IE1hdGgubWluKFxuICAgICAgV0FJVF9TTElDRV9NUyxcbiAgICAgIE1hdGguY2VpbChxdWlldCksXG4gICAgICBNYXRoLmNlaWwoZHVlIC0gcGVyZm9ybWFuY2Uubm93KCkpLFxuICAgICk7XG4gICAgaWYgKG1zIDw9IDApIHJldHVybiBQcm9taXNlLnJlc29sdmUoKTtcbiAgICBjb25zdCB3YWl0ID0gQXRvbWljcy53YWl0QXN5bmModGhpcy4jc2lnbmFsLCBTSUdOQUxfV0FLRSwgc2VlbiwgbXMpO1xuICAgIGlmICghd2FpdC5hc3luYykgcmV0dXJuIFByb21pc2UucmVzb2x2ZSgpO1xuICAgIHJldHVybiBuZXcgUHJvbWlzZTx2b2lkPigocmVzb2x2ZSkgPT4ge1xuICAgICAgdGhpcy4jd2FrZSA9IHJlc29sdmU7XG4gICAgICB3YWl0LnZhbHVlLnRoZW4oKCkgPT4gcmVzb2x2ZSgpKTtcbiAgICB9KS5maW5hbGx5KCgpID0+IHtcbiAgICAgIHRoaXMuI3dha2UgPSBudWxsO1xuICAgICAgdGhpcy4jbG9vcEF0ID0gcGVyZm9ybWFuY2Uubm93KCk7XG4gICAgfSk7XG4gIH1cblxuICAvKipcbiAgICogV2FpdHMgYmxvY2tpbmcgZm9yIHVwIHRvIGBtc2A7IHRydWUgd2hlbiBpdCB0aW1lZCBvdXQgd2l0aCBubyBpbnB1dFxuICAgKiB3cml0dGVuIG1lYW53aGlsZSAoaW5wdXQgdGhlbiBpcyBjb3VudGVkIHdpdGhvdXQgYSB3YWtlLXVwLCBzZWVcbiAgICogYGlucHV0UGFyc2VTaWduYWxgOiBpdHMgZWNobyBpcyB3YWl0ZWQgZm9yIGJsb2NraW5nIHRvbywgYSB0dXJuIGxhdGVyKS5cbiAgICovXG4gICNibG9ja2luZ1dhaXQoc2VlbjogbnVtYmVyLCBtczogbnVtYmVyKTogYm9vbGVhbiB7XG4gICAgY29uc3Qgc2lnbmFsID0gdGhpcy4jc2lnbmFsO1xuICAgIGNvbnN0IGlucHV0ID0gQXRvbWljcy5sb2FkKHNpZ25hbCwgU0lHTkFMX0lOUFVUKTtcbiAgICBBdG9taWNzLnN0b3JlKHNpZ25hbCwgU0lHTkFMX0JMT0NLRUQsIDEpO1xuICAgIGNvbnN0IHdva2VuID0gQXRvbWljcy53YWl0KHNpZ25hbCwgU0lHTkFMX1dBS0UsIHNlZW4sIG1zKSAhPT0gXCJ0aW1lZC1vdXRcIjtcbiAgICBBdG9taWNzLnN0b3JlKHNpZ25hbCwgU0lHTkFMX0JMT0NLRUQsIDApO1xuICAgIHJldHVybiAhd29rZW4gJiYgQXRvbWljcy5sb2FkKHNpZ25hbCwgU0lHTkFMX0lOUFVUKSA9PT0gaW5wdXQ7XG4gIH1cblxuICAvKiogTGV0cyB0aGUgZXZlbnQgbG9vcCBydW4gaXRzIG1lc3NhZ2VzIGFuZCB0aW1lcnMsIHRoZW4gZ29lcyBvbi4gKi9cbiAgYXN5bmMgI3R1cm5FdmVudExvb3AoKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgYXdhaXQgeWllbGRUb0V2ZW50TG9vcCgpO1xuICAgIHRoaXMuI2xvb3BBdCA9IHBlcmZvcm1hbmNlLm5vdygpO1xuICB9XG5cbiAgLyoqXG4gICAqIFdoZXRoZXIgZXZlcnkgcGFuZSdzIHB1Ymxpc2hlZCBvdXRwdXQgaXMgcGFyc2VkOiBhIGJhdGNoIHRoYXQgZW5kc1xuICAgKiB3aGF0IHdhcyBwdWJsaXNoZWQgKGEga2V5J3MgZWNobykgZ29lcyBvdXQgaW4gdGhlIHR1cm4gdGhhdCBwYXJzZWQgaXQsXG4gICAqIG5vdCBhIGxvb3AgdHVybiBsYXRlciBiZWhpbmQgYSBmcmFtZSB0aW1lciBhcm1lZCBhbmQgY2xlYXJlZCBwZXIga2V5LlxuICAgKi9cbiAgI2RyYWluZWQoKTogYm9vbGVhbiB7XG4gICAgZm9yIChjb25zdCBwIG9mIHRoaXMuI3BhbmVzLnZhbHVlcygpKSB7XG4gICAgICBpZiAoIXAuZW5kZWQgJiYgcC5yaW5nLmJhY2tsb2cgIT09IDApIHJldHVybiBmYWxzZTtcbiAgICB9XG4gICAgcmV0dXJuIHRydWU7XG4gIH1cblxuICAvKiogV2hlbiB0aGUgaGVsZCB1cGRhdGVzIGdvIG91dCAoYGhlbGRfdXBkYXRlcy50c2ApLCBvciBJbmZpbml0eS4gKi9cbiAgI2hlbGREdWUobm93OiBudW1iZXIpOiBudW1iZXIge1xuICAgIHJldHVybiBoZWxkLnNpemUgPT09IDAgPyBJbmZpbml0eSA6IGhlbGQuZHVlKG5vdyArIHRoaXMuI2VjaG9XYWl0KG5vdykpO1xuICB9XG5cbiAgLyoqIEFuIGF0dGFjaCBjbGllbnQgYXNrZWQgZm9yIHRoZSBoZWxkIHVwZGF0ZXMgKGl0IGlzIGJlaGluZCkuICovXG4gICNoZWxkQXNrZWQoKTogYm9vbGVhbiB7XG4gICAgaWYgKGhlbGQuc2l6ZSA9PT0gMCkgcmV0dXJuIGZhbHNlO1xuICAgIGZvciAoY29uc3QgdHR5IG9mIHRoaXMuI3R0eXMudmFsdWVzKCkpIGlmICh0dHkuYXNrZWQpIHJldHVybiB0cnVlO1xuICAgIHJldHVybiBmYWxzZTtcbiAgfVxuXG4gIC8qKiBUaGUgaGVsZCB1cGRhdGVzIHdlbnQ6IHRoZSB0ZXJtaW5hbHMnIGxlYXNlcyBzYXkgc28uICovXG4gIGhlbGRQb3N0ZWQoKTogdm9pZCB7XG4gICAgZm9yIChjb25zdCB0dHkgb2YgdGhpcy4jdHR5cy52YWx1ZXMoKSkgdHR5LnBvc3RlZCgpO1xuICB9XG5cbiAgLyoqXG4gICAqIFdoZXRoZXIgYSBzbWFsbCBiYXRjaCBvZiBgcGAgYW5zd2VycyBpbnB1dDogaW5wdXQgd2FzIHdyaXR0ZW4gdG8gdGhlXG4gICAqIHNlc3Npb24gc2luY2UgdGhlIGxhc3Qgb25lIHdlbnQgb3V0IGF0IG9uY2UsIGFuZCBgcGAgaXMgdGhlIHBhbmUga2V5c1xuICAgKiBnbyB0by4gSXRzIGVjaG8gdGhlbiBnb2VzIG91dCBhdCBvbmNlIHRvbywgaG93ZXZlciBzb29uIGFmdGVyIHRoZVxuICAgKiBsYXN0OiBhIHF1aWV0IHNwZWxsIChgbm90ZUJhdGNoYCkgYWxvbmUgbGVmdCBrZXlzIHR5cGVkIGZhc3RlciB0aGFuXG4gICAqIG9uZSBhIGZyYW1lICgxNi43IG1zKSBiZXNpZGUgYSBmbG9vZCB0byB0aGUgZnJhbWUncyBwYWNlIChwNTAgNC4wIG1zXG4gICAqIGZyb20gdGhlIGJhdGNoIHRvIGl0cyB1cGRhdGUsIHRyYWNlZDsgYmVuY2gvUkVBRE1FLm1kLCBcIklzc3VlIDE1LFxuICAgKiBuaW50aCByb3VuZFwiKS4gQXQgbW9zdCBvbmUgc3VjaCB1cGRhdGUgcGVyIGlucHV0IHdyaXR0ZW4uXG4gICAqL1xuICAja2V5RWNobyhwOiBQYW5lUGFyc2VyKTogYm9vbGVhbiB7XG4gICAgaWYgKHAuaWQgIT09IHRoaXMuI2ZyYW1lPy5hY3RpdmUpIHJldHVybiBmYWxzZTtcbiAgICBjb25zdCBpbnB1dCA9IEF0b21pY3MubG9hZCh0aGlzLiNzaWduYWwsIFNJR05BTF9JTlBVVCk7XG4gICAgaWYgKGlucHV0ID09PSB0aGlzLiNlY2hvSW5wdXQpIHJldHVybiBmYWxzZTtcbiAgICB0aGlzLiNlY2hvSW5wdXQgPSBpbnB1dDtcbiAgICByZXR1cm4gdHJ1ZTtcbiAgfVxuXG4gIC8qKiBIb3cgbXVjaCBsb25nZXIgYW4gZWNobyBtYXkgYmUgd2FpdGVkIGZvciBibG9ja2luZyAobXM7IDw9IDA6IG5vbmUpLiAqL1xuICAjZWNob1dhaXQobm93OiBudW1iZXIpOiBudW1iZXIge1xuICAgIGNvbnN0IGlucHV0ID0gQXRvbWljcy5sb2FkKHRoaXMuI3NpZ25hbCwgU0lHTkFMX0lOUFVUKTtcbiAgICBpZiAoaW5wdXQgIT09IHRoaXMuI2lucHV0U2Vlbikge1xuICAgICAgdGhpcy4jaW5wdXRTZWVuID0gaW5wdXQ7XG4gICAgICB0aGlzLiNlY2hvVW50aWwgPSBub3cgKyB0aGlzLiNlY2hvV2FpdE1zO1xuICAgIH1cbiAgICByZXR1cm4gdGhpcy4jZWNob1VudGlsIC0gbm93O1xuICB9XG5cbiAgLyoqIERlY2lkZXMgd2hldGhlciBhbiB1cGRhdGUgZ29lcyBvdXQgbm93LCBsYXRlciwgb3Igbm90IGF0IGFsbC4gKi9cbiAgI21heWJlRnJhbWUobm93OiBudW1iZXIsIGNhdWdodFVwOiBib29sZWFuKTogdm9pZCB7XG4gICAgaWYgKCF0aGlzLiNjaGFuZ2VkKCkpIHJldHVybjtcbiAgICBpZiAodGhpcy4jc3luY2hyb25pemluZygpKSB7XG4gICAgICBpZiAodGhpcy4jc3luY1NpbmNlIDwgMCkgdGhpcy4jc3luY1NpbmNlID0gbm93O1xuICAgICAgaWYgKG5vdyAtIHRoaXMuI3N5bmNTaW5jZSA8IFNZTkNfV0FUQ0hET0dfTVMpIHtcbiAgICAgICAgdGhpcy4jc2NoZWR1bGUodGhpcy4jc3luY1NpbmNlICsgU1lOQ19XQVRDSERPR19NUyAtIG5vdyk7XG4gICAgICAgIHJldHVybjtcbiAgICAgIH1cbiAgICB9IGVsc2Uge1xuICAgICAgdGhpcy4jc3luY1NpbmNlID0gLTE7XG4gICAgfVxuICAgIGNvbnN0IHNpbmNlID0gbm93IC0gdGhpcy4jbGFzdEZyYW1lQXQ7XG4gICAgaWYgKFxuICAgICAgc2luY2UgPj0gRlJBTUVfSU5URVJWQUxfTVMgfHxcbiAgICAgIChjYXVnaHRVcCAmJiB0aGlzLiNwZW5kaW5nQnl0ZXMoKSA8PSBTTUFMTF9VUERBVEVfQllURVMpXG4gICAgKSB7XG4gICAgICB0aGlzLiNwb3N0RnJhbWUobm93KTtcbiAgICB9IGVsc2Uge1xuICAgICAgdGhpcy4jc2NoZWR1bGUoRlJBTUVfSU5URVJWQUxfTVMgLSBzaW5jZSk7XG4gICAgfVxuICB9XG5cbiAgLyoqIFdoZXRoZXIgYW55dGhpbmcgdGhlIHdpbmRvdyBzaG93cyBjaGFuZ2VkIHNpbmNlIHRoZSBsYXN0IHVwZGF0ZS4gKi9cbiAgI2NoYW5nZWQoKTogYm9vbGVhbiB7XG4gICAgaWYgKHRoaXMuI2ZyYW1lU3RhbGUpIHJldHVybiB0cnVlO1xuICAgIGZvciAoY29uc3QgcCBvZiB0aGlzLiNwYW5lcy52YWx1ZXMoKSkge1xuICAgICAgaWYgKHAudGVybS5nZW5lcmF0aW9uICE9PSBwLnNlbnRUZXJtR2VuIHx8IHAuYmVsbHMgPiAwKSByZXR1cm4gdHJ1ZTtcbiAgICAgIGlmIChwLmNsaXBib2FyZCAhPT0gbnVsbCkgcmV0dXJuIHRydWU7XG4gICAgfVxuICAgIHJldHVybiBmYWxzZTtcbiAgfVxuXG4gIC8qKiBBIHNob3duIHBhbmUgaXMgaW5zaWRlIGEgc3luY2hyb25pemVkIHVwZGF0ZSAobW9kZSAyMDI2KS4gKi9cbiAgI3N5bmNocm9uaXppbmcoKTogYm9vbGVhbiB7XG4gICAgZm9yIChjb25zdCBpZCBvZiB0aGlzLiNmcmFtZT8ucmVjdHMua2V5cygpID8/IFtdKSB7XG4gICAgICBpZiAodGhpcy4jcGFuZXMuZ2V0KGlkKT8udGVybS5tb2RlcygpLnN5bmNocm9uaXplZE91dHB1dCkgcmV0dXJuIHRydWU7XG4gICAgfVxuICAgIHJldHVybiBmYWxzZTtcbiAgfVxuXG4gICNwZW5kaW5nQnl0ZXMoKTogbnVtYmVyIHtcbiAgICBsZXQgbiA9IDA7XG4gICAgZm9yIChjb25zdCBwIG9mIHRoaXMuI3BhbmVzLnZhbHVlcygpKSBuICs9IHAuYnl0ZXM7XG4gICAgcmV0dXJuIG47XG4gIH1cblxuICAvKipcbiAgICogU2VuZHMgdGhlIHVwZGF0ZSBgZGVsYXlNc2AgZnJvbSBub3cgYXQgdGhlIGxhdGVzdC4gTm8gdGltZXI6IHRoZSBydW5cbiAgICogbG9vcCdzIHdhaXRzIGVuZCBhdCBgI2ZyYW1lRHVlYCwgYW5kIHRoZSBsb29wIHNlbmRzIHdoYXQgaXMgZHVlIChhIE5vZGVcbiAgICogdGltZXIgYXJtZWQgYW5kIGNsZWFyZWQgcGVyIHVwZGF0ZSBjb3N0IGFib3V0IDU1IHVzIG9mIHRoZSB3b3JrZXInc1xuICAgKiBDUFUgcGVyIGtleSdzIGVjaG8pLlxuICAgKi9cbiAgI3NjaGVkdWxlKGRlbGF5TXM6IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IGR1ZSA9IHBlcmZvcm1hbmNlLm5vdygpICsgTWF0aC5tYXgoMSwgTWF0aC5jZWlsKGRlbGF5TXMpKTtcbiAgICBpZiAoZHVlIDwgdGhpcy4jZnJhbWVEdWUpIHRoaXMuI2ZyYW1lRHVlID0gZHVlO1xuICB9XG5cbiAgLyoqXG4gICAqIFBvc3RzIHRoZSB3aW5kb3cgcm93cyB0aGF0IGNoYW5nZWQsIGFuZCB0aGUgc3RhdGUgdGhhdCByaWRlcyBhbG9uZy5cbiAgICogV2l0aCBgb25seWAsIHRoZSByb3dzIHdoZXJlIHBhbmUgYG9ubHlgIGNoYW5nZWQsIGFuZCB0aGF0IHBhbmUnc1xuICAgKiBjb3VudHM6IHRoZSBvdGhlciBwYW5lcycgY2hhbmdlcyB3YWl0IGZvciB0aGUgcGFjZWQgdXBkYXRlLlxuICAgKi9cbiAgI3Bvc3RGcmFtZShub3c6IG51bWJlciwgb25seT86IG51bWJlcik6IHZvaWQge1xuICAgIGlmIChvbmx5ID09PSB1bmRlZmluZWQpIHRoaXMuI2ZyYW1lRHVlID0gSW5maW5pdHk7XG4gICAgY29uc3QgZnJhbWUgPSB0aGlzLiNmcmFtZTtcbiAgICAvLyBUaGUgbGF5b3V0IGNhbiBuYW1lIGEgcGFuZSB3aG9zZSBhZGQtcGFuZSBtZXNzYWdlIGlzIHN0aWxsIG9uIGl0cyB3YXkuXG4gICAgaWYgKCFmcmFtZSB8fCAhdGhpcy4jcGFuZXMuaGFzKGZyYW1lLmFjdGl2ZSkpIHJldHVybjtcbiAgICBjb25zdCB7IGNvbHMsIHJvd3MgfSA9IGZyYW1lO1xuICAgIGNvbnN0IHJlc2l6ZWQgPSBjb2xzICE9PSB0aGlzLiNzZW50Q29scyB8fCByb3dzICE9PSB0aGlzLiNzZW50Um93cztcbiAgICBpZiAocmVzaXplZCB8fCB0aGlzLiNmcmFtZVN0YWxlKSB7XG4gICAgICB0aGlzLiNzZW50Q29scyA9IGNvbHM7XG4gICAgICB0aGlzLiNzZW50Um93cyA9IHJvd3M7XG4gICAgICAvLyBOdWxsLCBub3QgW106IGEgcm93IG9mIGJvcmRlciBvbmx5IGhhcyB0aGUga2V5IFtdLCBhbmQgbXVzdCBnbyBvdXQuXG4gICAgICB0aGlzLiNzZW50S2V5cyA9IG5ldyBBcnJheShyb3dzKS5maWxsKG51bGwpO1xuICAgIH1cbiAgICB0aGlzLiNmcmFtZVN0YWxlID0gZmFsc2U7XG4gICAgY29uc3QgbGluZXM6IFtudW1iZXIsIFJvd1J1bltdXVtdID0gW107XG4gICAgLy8gTGluayBpZHMgYXJlIGVhY2ggZW5naW5lJ3Mgb3duOiB0aGUgY29tcG9zZWQgcm93cyBjYXJyeSBpZHMgdW5pcXVlXG4gICAgLy8gYWNyb3NzIHRoZSBwYW5lcyBzaG93bi5cbiAgICBjb25zdCBzb3VyY2UgPSAocGFuZTogbnVtYmVyLCB5OiBudW1iZXIpID0+XG4gICAgICB0aGlzLiNsaW5rcy5ydW5zKHBhbmUsIHRoaXMuI3BhbmVzLmdldChwYW5lKT8udGVybS5yb3dSdW5zKHkpID8/IFtdKTtcbiAgICBmb3IgKGxldCB5ID0gMDsgeSA8IHJvd3M7IHkrKykge1xuICAgICAgaWYgKHRoaXMuI3Jvd1VuY2hhbmdlZChmcmFtZSwgeSkpIGNvbnRpbnVlO1xuICAgICAgY29uc3Qga2V5ID0gdGhpcy4jcm93S2V5KGZyYW1lLCB5KTtcbiAgICAgIGlmIChvbmx5ICE9PSB1bmRlZmluZWQgJiYgIXBhbmVNb3ZlZChrZXksIHRoaXMuI3NlbnRLZXlzW3ldLCBvbmx5KSkge1xuICAgICAgICBjb250aW51ZTtcbiAgICAgIH1cbiAgICAgIHRoaXMuI3NlbnRLZXlzW3ldID0ga2V5O1xuICAgICAgbGluZXMucHVzaChbeSwgZnJhbWUuY29tcG9zZVJvdyh5LCBzb3VyY2UpXSk7XG4gICAgfVxuICAgIGNvbnN0IHVwZGF0ZSA9IHRoaXMuI3VwZGF0ZShmcmFtZSwgcmVzaXplZCwgbGluZXMsIG9ubHkpO1xuICAgIGlmICh0aGlzLiNkcmF3RGlyZWN0KHVwZGF0ZSkpIGhlbGQuaG9sZCh1cGRhdGUsIG5vdyk7XG4gICAgZWxzZSB7XG4gICAgICAvLyBOb3RoaW5nIGlzIGhlbGQgZnJvbSBub3csIHdoYXRldmVyIGEgbGVhc2Ugd2FzIHRvbGQgd2hlbiBkcmF3biBvbi5cbiAgICAgIHRoaXMuaGVsZFBvc3RlZCgpO1xuICAgICAgcG9zdFNjcmVlbih1cGRhdGUpO1xuICAgIH1cbiAgICBpZiAob25seSA9PT0gdW5kZWZpbmVkKSB0aGlzLiNsYXN0RnJhbWVBdCA9IG5vdztcbiAgfVxuXG4gIC8qKiBUaGUgdXBkYXRlIGFyb3VuZCBgbGluZXNgOiBjdXJzb3IsIG1vZGVzLCBjb3VudHMgb2YgZXZlcnkgcGFuZS4gKi9cbiAgI3VwZGF0ZShcbiAgICBmcmFtZTogV2luZG93RnJhbWUsXG4gICAgcmVzaXplZDogYm9vbGVhbixcbiAgICBsaW5lczogW251bWJlciwgUm93UnVuW11dW10sXG4gICAgb25seT86IG51bWJlcixcbiAgKTogU2NyZWVuVXBkYXRlIHtcbiAgICBjb25zdCBhY3RpdmUgPSB0aGlzLiNwYW5lcy5nZXQoZnJhbWUuYWN0aXZlKTtcbiAgICBjb25zdCBhY3RpdmVNb2RlcyA9IGFjdGl2ZSEudGVybS5tb2RlcygpO1xuICAgIGNvbnN0IHJlY3QgPSBmcmFtZS5yZWN0cy5nZXQoZnJhbWUuYWN0aXZlKTtcbiAgICBjb25zdCBjID0gYWN0aXZlPy50ZXJtLmN1cnNvcigpO1xuICAgIGNvbnN0IGN1cnNvcjogV2lyZUN1cnNvciA9IGMgJiYgcmVjdFxuICAgICAgPyBbXG4gICAgICAgIGMueCArIHJlY3QueCxcbiAgICAgICAgYy55ICsgcmVjdC55LFxuICAgICAgICBjLnZpc2libGUgPyAxIDogMCxcbiAgICAgICAgYy5zaGFwZSxcbiAgICAgICAgYy5ibGluayA/IDEgOiAwLFxuICAgICAgXVxuICAgICAgOiBbMCwgMCwgMCwgXCJibG9ja1wiLCAwXTtcbiAgICBsZXQgYmVsbHMgPSAwO1xuICAgIGxldCBieXRlcyA9IDA7XG4gICAgbGV0IGNsaXBib2FyZDogU2NyZWVuVXBkYXRlW1wiY2xpcGJvYXJkXCJdO1xuICAgIGNvbnN0IHBhbmVzOiBOb25OdWxsYWJsZTxTY3JlZW5VcGRhdGVbXCJwYW5lc1wiXT4gPSBbXTtcbiAgICBmb3IgKGNvbnN0IHAgb2YgdGhpcy4jcGFuZXMudmFsdWVzKCkpIHtcbiAgICAgIGlmIChvbmx5ICE9PSB1bmRlZmluZWQgJiYgcC5pZCAhPT0gb25seSkgY29udGludWU7XG4gICAgICBiZWxscyArPSBwLmJlbGxzO1xuICAgICAgYnl0ZXMgKz0gcC5ieXRlcztcbiAgICAgIGlmIChwLmJ5dGVzID4gMCkge1xuICAgICAgICBjb25zdCBtb2RlcyA9IHAgPT09IGFjdGl2ZSA/IGFjdGl2ZU1vZGVzIDogcC50ZXJtLm1vZGVzKCk7XG4gICAgICAgIHBhbmVzLnB1c2goW3AuaWQsIHAuYnl0ZXMsIG1vZGVzLmN1cnNvcktleXMsIG1vZGVzLmJyYWNrZXRlZFBhc3RlLCB7XG4gICAgICAgICAgbW91c2U6IG1vZGVzLm1vdXNlVHJhY2tpbmcsXG4gICAgICAgICAgZW5jb2Rpbmc6IG1vZGVzLm1vdXNlRW5jb2RpbmcsXG4gICAgICAgICAgYWx0U2Nyb2xsOiBtb2Rlcy5hbHRTY3JlZW4gJiYgbW9kZXMuYWx0ZXJuYXRlU2Nyb2xsLFxuICAgICAgICB9XSk7XG4gICAgICB9XG4gICAgICBpZiAocC5jbGlwYm9hcmQpIGNsaXBib2FyZCA9IHAuY2xpcGJvYXJkO1xuICAgICAgcC5iZWxscyA9IDA7XG4gICAgICBwLmJ5dGVzID0gMDtcbiAgICAgIHAuY2xpcGJvYXJkID0gbnVsbDtcbiAgICAgIHAuc2VudFRlcm1HZW4gPSBwLnRlcm0uZ2VuZXJhdGlvbjtcbiAgICB9XG4gICAgY29uc3QgdXBkYXRlOiBTY3JlZW5VcGRhdGUgPSB7XG4gICAgICB0OiBcInNjcmVlblwiLFxuICAgICAgY29sczogZnJhbWUuY29scyxcbiAgICAgIHJvd3M6IGZyYW1lLnJvd3MsXG4gICAgICByZXNpemVkLFxuICAgICAgbGluZXMsXG4gICAgICBjdXJzb3IsXG4gICAgICB0aXRsZTogYWN0aXZlPy50ZXJtLnRpdGxlID8/IFwiXCIsXG4gICAgICBiZWxscyxcbiAgICAgIGJ5dGVzLFxuICAgICAgcGFuZXMsXG4gICAgfTtcbiAgICBjb25zdCBsaW5rcyA9IHRoaXMuI2xpbmtzLmNoYW5nZWQoXG4gICAgICBsaW5lcyxcbiAgICAgIChpZCkgPT4gdGhpcy4jcGFuZXMuZ2V0KGlkKT8ubGlua3MsXG4gICAgKTtcbiAgICBpZiAobGlua3MubGVuZ3RoID4gMCkgdXBkYXRlLmxpbmtzID0gbGlua3M7XG4gICAgaWYgKGNsaXBib2FyZCkgdXBkYXRlLmNsaXBib2FyZCA9IGNsaXBib2FyZDtcbiAgICBpZiAoIXRoaXMuI3NlbnRNb2RlcyB8fCAhc2FtZU1vZGVzKGFjdGl2ZU1vZGVzLCB0aGlzLiNzZW50TW9kZXMpKSB7XG4gICAgICB1cGRhdGUubW9kZXMgPSBhY3RpdmVNb2RlcztcbiAgICAgIHRoaXMuI3NlbnRNb2RlcyA9IGFjdGl2ZU1vZGVzO1xuICAgIH1cbiAgICByZXR1cm4gdXBkYXRlO1xuICB9XG5cbiAgLyoqXG4gICAqIFRoZSBzdGFtcHMgb2YgdGhlIHBhbmUgcm93cyB0aGF0IHdpbmRvdyByb3cgYHlgIGlzIG1hZGUgZnJvbSwgYXNcbiAgICogYFtwYW5lLCBzdGFtcCwgLi4uXWAuXG4gICAqL1xuICAjcm93S2V5KGZyYW1lOiBXaW5kb3dGcmFtZSwgeTogbnVtYmVyKTogbnVtYmVyW10ge1xuICAgIGNvbnN0IHBhaXJzID0gZnJhbWUucGFuZVJvd1BhaXJzKHkpO1xuICAgIGNvbnN0IGtleTogbnVtYmVyW10gPSBuZXcgQXJyYXkocGFpcnMubGVuZ3RoKTtcbiAgICBmb3IgKGxldCBpID0gMDsgaSA8IHBhaXJzLmxlbmd0aDsgaSArPSAyKSB7XG4gICAgICBrZXlbaV0gPSBwYWlyc1tpXTtcbiAgICAgIGtleVtpICsgMV0gPSB0aGlzLiNzdGFtcChwYWlyc1tpXSwgcGFpcnNbaSArIDFdKTtcbiAgICB9XG4gICAgcmV0dXJuIGtleTtcbiAgfVxuXG4gIC8qKlxuICAgKiBXaGV0aGVyIHdpbmRvdyByb3cgYHlgJ3MgcGFuZSByb3dzIGhhdmUgdGhlIHN0YW1wcyBsYXN0IHNlbnQuIEl0IG1ha2VzXG4gICAqIG5vIGtleTogbW9zdCByb3dzIG9mIG1vc3QgdXBkYXRlcyBhcmUgdW5jaGFuZ2VkLlxuICAgKi9cbiAgI3Jvd1VuY2hhbmdlZChmcmFtZTogV2luZG93RnJhbWUsIHk6IG51bWJlcik6IGJvb2xlYW4ge1xuICAgIGNvbnN0IHNlbnQgPSB0aGlzLiNzZW50S2V5c1t5XTtcbiAgICBjb25zdCBwYWlycyA9IGZyYW1lLnBhbmVSb3dQYWlycyh5KTtcbiAgICBpZiAoIXNlbnQgfHwgc2VudC5sZW5ndGggIT09IHBhaXJzLmxlbmd0aCkgcmV0dXJuIGZhbHNlO1xuICAgIGZvciAobGV0IGkgPSAwOyBpIDwgcGFpcnMubGVuZ3RoOyBpICs9IDIpIHtcbiAgICAgIGlmIChzZW50W2ldICE9PSBwYWlyc1tpXSkgcmV0dXJuIGZhbHNlO1xuICAgICAgaWYgKHNlbnRbaSArIDFdICE9PSB0aGlzLiNzdGFtcChwYWlyc1tpXSwgcGFpcnNbaSArIDFdKSkgcmV0dXJuIGZhbHNlO1xuICAgIH1cbiAgICByZXR1cm4gdHJ1ZTtcbiAgfVxuXG4gIC8qKiBQYW5lIGBwYW5lYCdzIHN0YW1wIG9uIGl0cyByb3cgYHBhbmVSb3dgICgtMTogbm8gc3VjaCBwYW5lIHlldCkuICovXG4gICNzdGFtcChwYW5lOiBudW1iZXIsIHBhbmVSb3c6IG51bWJlcik6IG51bWJlciB7XG4gICAgY29uc3QgcCA9IHRoaXMuI3BhbmVzLmdldChwYW5lKTtcbiAgICByZXR1cm4gcCA/IHAudGVybS5yb3dHZW5lcmF0aW9uKHBhbmVSb3cpIDogLTE7XG4gIH1cblxuICAvKipcbiAgICogQXBwbGllcyB0aGUgbGF5b3V0IHRoZSBtYWluIHRocmVhZCBsYXN0IHdyb3RlLCBpZiBpdCBpcyBuZXc6IGV2ZXJ5XG4gICAqIGVuZ2luZSB0YWtlcyBpdHMgcmVjdGFuZ2xlJ3Mgc2l6ZSAodGhlIG1haW4gdGhyZWFkIGhhcyBzZXQgdGhlIHB0eXMnXG4gICAqIHNpemVzIGFscmVhZHkpLCBhbmQgdGhlIHNob3duIHdpbmRvdyBpcyBjb21wb3NlZCBhZ2Fpbi5cbiAgICovXG4gIHN5bmNMYXlvdXQoKTogdm9pZCB7XG4gICAgaWYgKGxheW91dFNlcSh0aGlzLiNsYXlvdXQpID09PSB0aGlzLiNsYXlvdXRTZXEpIHJldHVybjtcbiAgICBjb25zdCBbc2VxLCBsYXlvdXRdID0gcmVhZExheW91dCh0aGlzLiNsYXlvdXQpO1xuICAgIC8vIEEgc2hvd24gcGFuZSB3aG9zZSBhZGQtcGFuZSBtZXNzYWdlIGlzIHN0aWxsIG9uIGl0cyB3YXk6IHdhaXQgZm9yIGl0XG4gICAgLy8gKGFkZFBhbmUgc3luY3MgYWdhaW4pLCBvciBpdHMgcmVjdGFuZ2xlIHdvdWxkIGJlIGNvbXBvc2VkIGFzIGJvcmRlcixcbiAgICAvLyBjZWxsIGJ5IGNlbGwgKGEgNDA5Nng0MDk2IHdpbmRvdzogc2Vjb25kcyBhbmQgaHVuZHJlZHMgb2YgTUIpLlxuICAgIGlmIChsYXlvdXQucGFuZXMuc29tZSgoZSkgPT4gZS52aXNpYmxlICYmICF0aGlzLiNwYW5lcy5oYXMoZS5pZCkpKSByZXR1cm47XG4gICAgdGhpcy4jbGF5b3V0U2VxID0gc2VxO1xuICAgIGNvbnN0IHJlY3RzID0gbmV3IE1hcDxudW1iZXIsIFJlY3Q+KCk7XG4gICAgY29uc3QgcmVzaXplZDogUGFuZVBhcnNlcltdID0gW107XG4gICAgZm9yIChjb25zdCBlIG9mIGxheW91dC5wYW5lcykge1xuICAgICAgY29uc3QgcCA9IHRoaXMuI3BhbmVzLmdldChlLmlkKTtcbiAgICAgIGlmICghcCkgY29udGludWU7XG4gICAgICAvLyBBIGRlYWQgcGFuZSAocmVtYWluLW9uLWV4aXQpIHRha2VzIGl0cyByZWN0YW5nbGUgdG9vLCBhcyB0bXV4J3M6XG4gICAgICAvLyB0aGUgZnJhbWUgcmVhZHMgZWFjaCByb3cgb2YgdGhlIHJlY3RhbmdsZSBmcm9tIGl0cyBlbmdpbmUuXG4gICAgICBpZiAocC5yZXNpemUoZS5jb2xzLCBlLnJvd3MpICYmICFwLmVuZGVkKSByZXNpemVkLnB1c2gocCk7XG4gICAgICBpZiAoZS52aXNpYmxlKSB7XG4gICAgICAgIHJlY3RzLnNldChlLmlkLCB7IHg6IGUueCwgeTogZS55LCBjb2xzOiBlLmNvbHMsIHJvd3M6IGUucm93cyB9KTtcbiAgICAgIH1cbiAgICB9XG4gICAgdGhpcy4jZnJhbWUgPSBuZXcgV2luZG93RnJhbWUoXG4gICAgICBsYXlvdXQuY29scyxcbiAgICAgIGxheW91dC5yb3dzLFxuICAgICAgcmVjdHMsXG4gICAgICBsYXlvdXQuYWN0aXZlLFxuICAgICk7XG4gICAgdGhpcy4jZnJhbWVTdGFsZSA9IHRydWU7XG4gICAgdGhpcy4jcG9zdEZyYW1lKHBlcmZvcm1hbmNlLm5vdygpKTtcbiAgICAvLyBSZWZsb3cgbWF5IGJyaW5nIHRoZSB0ZXh0IGEgd2F0Y2hlciB3YWl0cyBmb3IuXG4gICAgZm9yIChjb25zdCBwIG9mIHJlc2l6ZWQpIHAuY2hlY2tUZXh0KCk7XG4gIH1cblxuICAvKipcbiAgICogUG9zdHMgYW4gdXBkYXRlIG5vdywgYWhlYWQgb2YgYSB3YXRjaCBoaXQsIHNvIHRoYXQgd2hhdCB0aGUgc2NyaXB0IGRvZXNcbiAgICogbmV4dCBtZWV0cyBhIGRhZW1vbiB0aGF0IGhhcyBzZWVuIHRoaXMgc2NyZWVuIGFuZCBpdHMgbW9kZXMgKGBzZW5kYFxuICAgKiBwaWNrcyB0aGUgY3Vyc29yIGtleXMnIGVuY29kaW5nIGZyb20gdGhlbSk7IHBhY2VkIHVwZGF0ZXMgY2FuIGxhZyB1cFxuICAgKiB0byBhIGZyYW1lIGludGVydmFsLiBOb3QgaW5zaWRlIGEgc3luY2hyb25pemVkIHVwZGF0ZSwgd2hpY2ggaXMgbmV2ZXJcbiAgICogY3V0LlxuICAgKi9cbiAgI3N5bmNNaXJyb3IoKTogdm9pZCB7XG4gICAgaWYgKHRoaXMuI2NoYW5nZWQoKSAmJiAhdGhpcy4jc3luY2hyb25pemluZygpKSB7XG4gICAgICB0aGlzLiNwb3N0RnJhbWUocGVyZm9ybWFuY2Uubm93KCkpO1xuICAgIH1cbiAgfVxuXG4gIC8qKlxuICAgKiBQb3N0cyBwYW5lIGBwYCdzIGJ1cnN0IGFmdGVyIGEgcXVpZXQgc3BlbGwgbm93IChhIGtleSdzIGVjaG8gYmVzaWRlIGFcbiAgICogZmxvb2RpbmcgcGFuZSk6IG9ubHkgdGhlIHJvd3MgaXQgY2hhbmdlZCwgc28gdGhhdCB0aGUgdXBkYXRlLCBpdHMgZGlmZlxuICAgKiBhbmQgdGhlIGNsaWVudCdzIGRyYXdpbmcgc3RheSBhcyBzbWFsbCBhcyB0aGUgZWNobywgYW5kIHRoZSBmbG9vZCdzXG4gICAqIHJvd3Mga2VlcCB0aGVpciBmcmFtZSBwYWNlLiBBIG5ldyBhcnJhbmdlbWVudCBvciBzaXplIGdvZXMgb3V0IHdob2xlLlxuICAgKi9cbiAgI3N5bmNQYW5lKHA6IFBhbmVQYXJzZXIpOiB2b2lkIHtcbiAgICBjb25zdCBmcmFtZSA9IHRoaXMuI2ZyYW1lO1xuICAgIGlmIChcbiAgICAgICFmcmFtZSB8fCB0aGlzLiNmcmFtZVN0YWxlIHx8IGZyYW1lLmNvbHMgIT09IHRoaXMuI3NlbnRDb2xzIHx8XG4gICAgICBmcmFtZS5yb3dzICE9PSB0aGlzLiNzZW50Um93cyB8fCAhZnJhbWUucmVjdHMuaGFzKHAuaWQpXG4gICAgKSB7XG4gICAgICB0aGlzLiNzeW5jTWlycm9yKCk7XG4gICAgfSBlbHNlIGlmICghdGhpcy4jc3luY2hyb25pemluZygpKSB7XG4gICAgICB0aGlzLiNwb3N0RnJhbWUocGVyZm9ybWFuY2Uubm93KCksIHAuaWQpO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBTdG9wcyB0aW1lcnMgc28gdGhlIHdvcmtlciBjYW4gY2xvc2UuICovXG4gIGRpc3Bvc2UoKTogdm9pZCB7XG4gICAgY2xlYXJJbnRlcnZhbCh0aGlzLiNrZWVwQWxpdmUpO1xuICAgIGZvciAoY29uc3QgcCBvZiB0aGlzLiNwYW5lcy52YWx1ZXMoKSkgcC5kaXNwb3NlKCk7XG4gIH1cbn1cblxuLyoqIFdoZXRoZXIgYSBtZXNzYWdlIHBvc3RlZCBieSB0aGUgbWFpbiB0aHJlYWQgaGFzIG5vdCBiZWVuIHRha2VuIHlldC4gKi9cbmZ1bmN0aW9uIGJlaGluZChzaWduYWw6IEludDMyQXJyYXkpOiBib29sZWFuIHtcbiAgLy8gQWhlYWQgaXMgcG9zc2libGU6IGEgbWVzc2FnZSBjYW4gYXJyaXZlIGJlZm9yZSBpdHMgY291bnQgaXMgc3RvcmVkLlxuICByZXR1cm4gKChBdG9taWNzLmxvYWQoc2lnbmFsLCBTSUdOQUxfUE9TVEVEKSAtIHJlY2VpdmVkKSB8IDApID4gMDtcbn1cblxuLyoqIFdoZXRoZXIgdHdvIHNldHMgb2YgbW9kZXMgYXJlIHRoZSBzYW1lLCBmaWVsZCBieSBmaWVsZC4gKi9cbmZ1bmN0aW9uIHNhbWVNb2RlcyhhOiBUZXJtaW5hbE1vZGVzLCBiOiBUZXJtaW5hbE1vZGVzKTogYm9vbGVhbiB7XG4gIGZvciAoY29uc3QgayBpbiBhKSB7XG4gICAgaWYgKGFbayBhcyBrZXlvZiBUZXJtaW5hbE1vZGVzXSAhPT0gYltrIGFzIGtleW9mIFRlcm1pbmFsTW9kZXNdKSB7XG4gICAgICByZXR1cm4gZmFsc2U7XG4gICAgfVxuICB9XG4gIHJldHVybiB0cnVlO1xufVxuXG4vKiogV2hldGhlciBwYW5lIGBwYW5lYCdzIHN0YW1wIGluIHJvdyBrZXkgYGtleWAgZGlmZmVycyBmcm9tIGBzZW50YCdzLiAqL1xuZnVuY3Rpb24gcGFuZU1vdmVkKFxuICBrZXk6IG51bWJlcltdLFxuICBzZW50OiBudW1iZXJbXSB8IG51bGwgfCB1bmRlZmluZWQsXG4gIHBhbmU6IG51bWJlcixcbik6IGJvb2xlYW4ge1xuICBjb25zdCBnZW4gPSBzdGFtcE9mKGtleSwgcGFuZSk7XG4gIGlmIChnZW4gPT09IHVuZGVmaW5lZCkgcmV0dXJuIGZhbHNlO1xuICByZXR1cm4gIXNlbnQgfHwgc3RhbXBPZihzZW50LCBwYW5lKSAhPT0gZ2VuO1xufVxuXG4vKiogUGFuZSBgcGFuZWAncyByb3cgc3RhbXAgaW4gcm93IGtleSBga2V5YCAoW3BhbmUsIHN0YW1wLCAuLi5dKS4gKi9cbmZ1bmN0aW9uIHN0YW1wT2Yoa2V5OiBudW1iZXJbXSwgcGFuZTogbnVtYmVyKTogbnVtYmVyIHwgdW5kZWZpbmVkIHtcbiAgZm9yIChsZXQgaSA9IDA7IGkgPCBrZXkubGVuZ3RoOyBpICs9IDIpIHtcbiAgICBpZiAoa2V5W2ldID09PSBwYW5lKSByZXR1cm4ga2V5W2kgKyAxXTtcbiAgfVxuICByZXR1cm4gdW5kZWZpbmVkO1xufVxuXG4vKipcbiAqIExpbmsgYGlkYCBvZiBgdGVybWAgYXMgYExpbmtEZWZzYCBuZWVkcyBpdC4gVGhlIHByb2dyYW0ncyBgaWQ9YCB2YWx1ZVxuICogY29tZXMgZnJvbSBgVGVybWluYWwuaHlwZXJsaW5rSWQoKWAgd2hlcmUgdGhlIGVuZ2luZSBoYXMgaXQ7IGFuIGVuZ2luZVxuICogd2l0aG91dCBpdCBnaXZlcyBldmVyeSBsaW5rIGFuIGlkIG1hZGUgYnkgYExpbmtEZWZzYCwgd2hpY2ggam9pbnMgdGhlXG4gKiBzYW1lIGNlbGxzICh0aGUgZW5naW5lIHRlbGxzIGxpbmtzIGFwYXJ0IGJ5IGlkIGFuZCBVUkkgYWxyZWFkeSkuXG4gKi9cbmZ1bmN0aW9uIGVuZ2luZUxpbmsodGVybTogVGVybWluYWwsIGlkOiBudW1iZXIpOiBFbmdpbmVMaW5rIHwgdW5kZWZpbmVkIHtcbiAgY29uc3QgdXJpID0gdGVybS5oeXBlcmxpbmsoaWQpO1xuICBpZiAodXJpID09PSB1bmRlZmluZWQpIHJldHVybiB1bmRlZmluZWQ7XG4gIHJldHVybiB7IHVyaSwgaWQ6IHRlcm0uaHlwZXJsaW5rSWQoaWQpID8/IFwiXCIgfTtcbn1cblxuLyoqIEFib3V0IGhvdyBtYW55IGJ5dGVzIGBydW5zYCB0YWtlIG9uY2UgZW5jb2RlZCAoYW4gdXBwZXIgYm91bmQpLiAqL1xuZnVuY3Rpb24gcnVuc0J5dGVzKHJ1bnM6IFJvd1J1bltdKTogbnVtYmVyIHtcbiAgbGV0IG4gPSA4O1xuICBmb3IgKGNvbnN0IHJ1biBvZiBydW5zKSBuICs9IHJ1blswXS5sZW5ndGggKiAzICsgMzI7XG4gIHJldHVybiBuO1xufVxuXG5sZXQgc2Vzc2lvbjogUGFyc2VTZXNzaW9uIHwgbnVsbCA9IG51bGw7XG5cbnNlbGYub25tZXNzYWdlID0gKGU6IE1lc3NhZ2VFdmVudDxUb1BhcnNlIHwgV2FybVBhcnNlPikgPT4ge1xuICBjb25zdCBtc2cgPSBlLmRhdGE7XG4gIGlmIChtc2cudCA9PT0gXCJ3YXJtXCIpIHtcbiAgICB3YXJtVXAobXNnKTtcbiAgICByZXR1cm47XG4gIH1cbiAgcmVjZWl2ZWQrKztcbiAgaWYgKG1zZy50ID09PSBcImluaXRcIikge1xuICAgIGVuZFNjcmF0Y2goKTtcbiAgICB1cGRhdGVzID0gbmV3IFVwZGF0ZVJpbmcobXNnLnVwZGF0ZXMpO1xuICAgIHNlc3Npb24gPSBuZXcgUGFyc2VTZXNzaW9uKG1zZyk7XG4gICAgc2Vzc2lvbi5ydW4oKS50aGVuKFxuICAgICAgKCkgPT4gc2Vzc2lvbj8uZGlzcG9zZSgpLFxuICAgICAgKGVycikgPT4gcG9zdCh7IHQ6IFwiZXJyb3JcIiwgbWVzc2FnZTogU3RyaW5nKGVycj8uc3RhY2sgPz8gZXJyKSB9KSxcbiAgICApO1xuICAgIHJldHVybjtcbiAgfVxuICBpZiAoIXNlc3Npb24pIHJldHVybjtcbiAgc2Vzc2lvbi5zeW5jTGF5b3V0KCk7XG4gIHN3aXRjaCAobXNnLnQpIHtcbiAgICBjYXNlIFwiYWRkLXBhbmVcIjpcbiAgICAgIHNlc3Npb24uYWRkUGFuZShtc2cucGFuZSk7XG4gICAgICBicmVhaztcbiAgICBjYXNlIFwiZHJvcC1wYW5lXCI6XG4gICAgICBzZXNzaW9uLmRyb3BQYW5lKG1zZy5wYW5lKTtcbiAgICAgIGJyZWFrO1xuICAgIGNhc2UgXCJyZXNwYXduLXBhbmVcIjpcbiAgICAgIHNlc3Npb24ucmVzcGF3blBhbmUobXNnLnBhbmUpO1xuICAgICAgYnJlYWs7XG4gICAgY2FzZSBcImNsZWFyLWhpc3RvcnlcIjpcbiAgICAgIHNlc3Npb24ucGFuZShtc2cucGFuZSk/LnRlcm0uY2xlYXJIaXN0b3J5KCk7XG4gICAgICBicmVhaztcbiAgICBjYXNlIFwicmVzaXplXCI6XG4gICAgICBicmVhaztcbiAgICBjYXNlIFwiY2FwdHVyZVwiOlxuICAgICAgc2Vzc2lvbi5wYW5lKG1zZy5wYW5lKT8uY2FwdHVyZShcbiAgICAgICAgbXNnLmlkLFxuICAgICAgICBtc2cuc2Nyb2xsYmFjayxcbiAgICAgICAgbXNnLmxpbmVzLFxuICAgICAgICBtc2cuam9pbixcbiAgICAgICAgbXNnLFxuICAgICAgKTtcbiAgICAgIGJyZWFrO1xuICAgIGNhc2UgXCJoaXN0b3J5XCI6XG4gICAgICBzZXNzaW9uLnBhbmUobXNnLnBhbmUpPy5oaXN0b3J5KFxuICAgICAgICBtc2cuaWQsXG4gICAgICAgIG1zZy5zdGFydCxcbiAgICAgICAgbXNnLmNvdW50LFxuICAgICAgICBtc2cucHVzaGVkLFxuICAgICAgICBzZXNzaW9uLnNob3duQXQobXNnLnBhbmUpLFxuICAgICAgKTtcbiAgICAgIGJyZWFrO1xuICAgIGNhc2UgXCJ3YXRjaFwiOiB7XG4gICAgICBjb25zdCBwID0gc2Vzc2lvbi5wYW5lKG1zZy5wYW5lKTtcbiAgICAgIGlmIChtc2cudGV4dCkgcD8ud2F0Y2hUZXh0KG1zZy5pZCwgbXNnLnRleHQuc291cmNlLCBtc2cudGV4dC5mbGFncyk7XG4gICAgICBlbHNlIGlmIChtc2cuaWRsZU1zICE9PSB1bmRlZmluZWQpIHA/LndhdGNoSWRsZShtc2cuaWQsIG1zZy5pZGxlTXMpO1xuICAgICAgYnJlYWs7XG4gICAgfVxuICAgIGNhc2UgXCJ1bndhdGNoXCI6XG4gICAgICBzZXNzaW9uLnVud2F0Y2gobXNnLmlkKTtcbiAgICAgIGJyZWFrO1xuICAgIGNhc2UgXCJzeW5jXCI6XG4gICAgICBwb3N0KHsgdDogXCJzeW5jZWRcIiwgaWQ6IG1zZy5pZCB9KTtcbiAgICAgIGJyZWFrO1xuICAgIGNhc2UgXCJwcmV2aWV3XCI6IHtcbiAgICAgIGNvbnN0IHMgPSBzZXNzaW9uO1xuICAgICAgY29uc3QgcHJldmlldyA9IGNvbXBvc2VQcmV2aWV3KFxuICAgICAgICBtc2csXG4gICAgICAgIChwYW5lLCB5KSA9PiBzLnBhbmUocGFuZSk/LnRlcm0ucm93UnVucyh5KSA/PyBbXSxcbiAgICAgICAgcy5wYW5lKG1zZy5hY3RpdmUpPy50ZXJtLmN1cnNvcigpLnkgPz8gbnVsbCxcbiAgICAgICk7XG4gICAgICBwb3N0KHsgdDogXCJwcmV2aWV3XCIsIGlkOiBtc2cuaWQsIHByZXZpZXcgfSk7XG4gICAgICBicmVhaztcbiAgICB9XG4gICAgY2FzZSBcInNhdmUtZW5naW5lc1wiOlxuICAgICAgc2Vzc2lvbi5zYXZlRW5naW5lcyhtc2cuaWQpO1xuICAgICAgYnJlYWs7XG4gICAgY2FzZSBcImxlbmQtdHR5XCI6XG4gICAgICBzZXNzaW9uLmxlbmRUdHkobXNnLmlkLCBtc2cuc2FiLCBtc2cuZmQsIG1zZy5vd25lcik7XG4gICAgICBicmVhaztcbiAgICBjYXNlIFwidGFrZS10dHlcIjpcbiAgICAgIHNlc3Npb24udGFrZVR0eShtc2cuaWQpO1xuICAgICAgYnJlYWs7XG4gIH1cbn07XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUEsbUNBQW1DO0FBQ25DOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQTBCQyxHQUVELFNBQVMsU0FBUyxFQUFFLFVBQVUsUUFBUSxtQkFBbUI7QUFDekQsU0FBUyxRQUFRLFFBQVEsa0JBQWtCO0FBRTNDLFNBSUUsbUJBQW1CLEVBQ25CLG1CQUFtQixRQUVkLDZCQUE2QjtBQUNwQyxTQUNFLGtCQUFrQixRQUViLGlDQUFpQztBQUN4QyxTQUFTLGtCQUFrQixRQUFRLDZCQUE2QjtBQUVoRSxTQUNFLG9CQUFvQixFQUNwQixlQUFlLEVBQ2YsZ0JBQWdCLEVBQ2hCLFdBQVcsUUFDTixzQkFBc0I7QUFDN0IsU0FDRSxhQUFhLEVBQ2IsT0FBTyxFQUVQLFFBQVEsUUFDSCxpQkFBaUI7QUFDeEIsU0FFRSxTQUFTLEVBR1QsVUFBVSxFQUVWLGNBQWMsRUFDZCxjQUFjLEVBQ2QsWUFBWSxFQUNaLGFBQWEsRUFDYixXQUFXLFFBR04sc0JBQXNCO0FBQzdCLFNBQVMsUUFBUSxRQUFRLFlBQVk7QUFDckMsU0FBUyxVQUFVLFFBQVEsbUJBQW1CO0FBQzlDLFNBQVMsWUFBWSxRQUFRLG9CQUFvQjtBQUNqRCxTQUFTLFdBQVcsUUFBUSxlQUFlO0FBQzNDLFNBQVMsY0FBYyxRQUFRLGVBQWU7QUFDOUMsU0FBUyxVQUFVLFFBQVEsbUJBQW1CO0FBQzlDLFNBQVMsVUFBVSxRQUFRLHNCQUFzQjtBQUNqRCxTQUdFLFFBQVEsUUFDSCxpQkFBaUI7QUFDeEIsU0FBUyxnQkFBZ0IsUUFBUSxtQkFBbUI7QUFDcEQsU0FBUyxXQUFXLEVBQUUsVUFBVSxRQUFRLG9CQUFvQjtBQUM1RCxTQUFTLFVBQVUsRUFBRSxvQkFBb0IsUUFBUSxtQkFBbUI7QUFDcEUsU0FBUyxXQUFXLFFBQVEsb0JBQW9CO0FBQ2hELFNBQVMsY0FBYyxRQUFRLDRCQUE0QjtBQUUzRCxTQUFTLFFBQVEsUUFBUSw4QkFBOEI7QUFFdkQsb0VBQW9FLEdBQ3BFLE1BQU0sb0JBQW9CLE9BQU87QUFDakMsc0VBQXNFLEdBQ3RFLE1BQU0scUJBQXFCO0FBQzNCLDBEQUEwRCxHQUMxRCxNQUFNLG1CQUFtQjtBQUN6Qjs7OztDQUlDLEdBQ0QsTUFBTSxXQUFXO0FBQ2pCOzs7OztDQUtDLEdBQ0QsTUFBTSxtQkFBbUIsS0FBSztBQUM5Qjs7Ozs7Q0FLQyxHQUNELE1BQU0sdUJBQXVCLElBQUksT0FBTztBQUV4Qyx1RUFBdUUsR0FDdkUsSUFBSSxTQUFTO0FBRWIsU0FBUyxLQUFLLEdBQWM7RUFDMUIsS0FBSyxLQUFLO0VBQ1YsaUVBQWlFO0VBQ2pFLElBQUksU0FBUztFQUNiLEtBQUssV0FBVyxDQUFDO0VBQ2pCLFNBQVMsQUFBQyxTQUFTLElBQUs7QUFDMUI7QUFFQTs7O0NBR0MsR0FDRCxNQUFNLE9BQU8sSUFBSSxZQUNmLENBQUMsU0FBVyxXQUFXLFNBQ3ZCLElBQU0sU0FBUztBQUdqQiw2Q0FBNkMsR0FDN0MsSUFBSSxVQUE2QjtBQUVqQzs7Ozs7Q0FLQyxHQUNELFNBQVMsV0FBVyxNQUFvQjtFQUN0QyxLQUFLLEtBQUs7RUFDVixNQUFNLE9BQU8sV0FBVyxhQUFhO0VBQ3JDLElBQUksQ0FBQyxRQUFRLENBQUMsUUFBUyxLQUFLLENBQUMsTUFBTSxTQUFTLEtBQUs7QUFDbkQ7QUFFQTs7OztDQUlDLEdBQ0QsTUFBTSxhQUFhLEtBQUs7QUFFeEIsb0VBQW9FLEdBQ3BFLE1BQU0sZ0JBQWdCO0FBRXRCOzs7Ozs7OztDQVFDLEdBQ0QsTUFBTSxlQUFlO0FBRXJCLHNFQUFzRSxHQUN0RSxJQUFJLFdBQVc7QUFFZix5REFBeUQsR0FDekQsTUFBTSxvQkFBb0IsS0FBSztBQUUvQiwrREFBK0QsR0FDL0QsU0FBUztFQUNQLE9BQU8sSUFBSSxRQUFRLENBQUM7SUFDbEIsTUFBTSxFQUFFLEtBQUssRUFBRSxLQUFLLEVBQUUsR0FBRyxJQUFJO0lBQzdCLE1BQU0sU0FBUyxHQUFHO01BQ2hCLE1BQU0sS0FBSztNQUNYO0lBQ0Y7SUFDQSxNQUFNLFdBQVcsQ0FBQztJQUNsQixNQUFNLEtBQUs7RUFDYjtBQUNGO0FBRUE7Ozs7OztDQU1DLEdBQ0QsZUFBZSxPQUFPLEdBQWM7RUFDbEMsTUFBTSxVQUFVLElBQU0sV0FBVztFQUNqQyx1RUFBdUU7RUFDdkUscUVBQXFFO0VBQ3JFLG1FQUFtRTtFQUNuRSxNQUFNLFFBQVEsSUFBSSxRQUFRLEdBQ3RCLElBQUksV0FBVyxJQUFJLFFBQVEsRUFBRTtJQUFFLE1BQU0sSUFBSSxJQUFJO0VBQUMsS0FDOUM7RUFDSixNQUFNLE9BQU87SUFDWCxNQUFNO0lBQ04sSUFBSSxDQUFDLFdBQVcsTUFBTSxPQUFPO0VBQy9CO0VBQ0EsTUFBTTtFQUNOLElBQUksV0FBVztFQUNmLGVBQWU7RUFDZixhQUFhLFdBQVcsS0FBTyxHQUFHO0VBQ2xDLHdFQUF3RTtFQUN4RSxrRUFBa0U7RUFDbEUsc0VBQXNFO0VBQ3RFLE1BQU0sV0FBVyxTQUFTLE1BQU0sS0FBSyxDQUFDLElBQU07RUFDNUMsaUVBQWlFO0VBQ2pFLE1BQU0sV0FBVyxJQUFJLFFBQVEsSUFBSSxJQUFJLFdBQVcsSUFBSSxRQUFRO0VBQzVELE1BQU0sU0FBUyxhQUFhLFNBQVMsTUFBTSxVQUFVLEtBQUssQ0FBQyxJQUFNLEdBQzlELE9BQU8sQ0FBQztFQUNYLHFFQUFxRTtFQUNyRSwyREFBMkQ7RUFDM0QsTUFBTSxJQUFJLFFBQVEsQ0FBQyxVQUFZLFdBQVcsU0FBUztFQUNuRCxNQUFNO0VBQ04sSUFBSSxDQUFDLFdBQVc7QUFDbEI7QUFFQTs7O0NBR0MsR0FDRCxNQUFNLGdCQUFnQjtBQUV0QixrRUFBa0UsR0FDbEUsSUFBSSxVQUFpQztBQUVyQyxTQUFTLFlBQVksRUFBRSxJQUFJLEVBQUUsSUFBSSxFQUFFLEdBQUcsRUFBZ0I7RUFDcEQsTUFBTSxJQUFJLElBQUksYUFBYTtFQUMzQiw2REFBNkQ7RUFDN0QsVUFBVSxVQUFVO0VBQ3BCLFVBQVUsSUFBSSxXQUFXLEtBQUssT0FBTztFQUNyQyxJQUFJO0lBQ0YsRUFBRSxPQUFPLENBQUM7SUFDVixFQUFFLE9BQU8sQ0FBQyxJQUFJLEVBQUUsRUFBRSxJQUFJLEdBQUcsRUFBRSxJQUFJLEVBQUUsRUFBRSxJQUFJLEtBQUs7RUFDOUMsRUFBRSxPQUFPLEtBQUs7SUFDWjtJQUNBLEVBQUUsT0FBTztJQUNULE1BQU07RUFDUjtFQUNBLE9BQU87QUFDVDtBQUVBOzs7O0NBSUMsR0FDRCxTQUFTO0VBQ1AsSUFBSSxDQUFDLFNBQVM7RUFDZCxRQUFRLElBQUk7RUFDWixLQUFLLElBQUk7RUFDVCxVQUFVO0VBQ1YsVUFBVTtFQUNWLFVBQVU7QUFDWjtBQWFBLDJFQUEyRSxHQUMzRSxNQUFNO0VBQ0ssR0FBVztFQUNYLEtBQWU7RUFDeEIsaUVBQWlFLEdBQ2pFLEtBQWU7RUFDTixNQUFnQjtFQUN6QiwwQ0FBMEMsR0FDMUMsUUFBUSxNQUFNO0VBQ2QsMkRBQTJELEdBQzNELElBQVk7RUFDWixDQUFBLE1BQU8sQ0FBWTtFQUNuQixnRUFBZ0UsR0FDaEUsQ0FBQSxJQUFLLENBQWE7RUFFbEIsd0NBQXdDLEdBQ3hDLGNBQWMsQ0FBQyxFQUFFO0VBQ2pCLFFBQVEsRUFBRTtFQUNWLFFBQVEsRUFBRTtFQUNWLDBFQUEwRSxHQUMxRSxZQUE0RCxLQUFLO0VBRWpFLENBQUEsWUFBYSxHQUFHLElBQUksTUFBMkI7RUFDL0MsQ0FBQSxZQUFhLEdBQUcsSUFBSSxNQUEyQjtFQUMvQyxDQUFBLFlBQWEsR0FBRyxZQUFZLEdBQUcsR0FBRztFQUNsQyw0RUFBNEUsR0FDNUUsQ0FBQSxPQUFRLEdBQWEsRUFBRSxDQUFDO0VBQ3hCLENBQUEsTUFBTyxHQUFhLEVBQUUsQ0FBQztFQUN2Qix1REFBdUQsR0FDdkQsQ0FBQSxTQUFVLEdBQUcsS0FBSztFQUNsQix5REFBeUQsR0FDekQsQ0FBQSxVQUFXLEdBQUcsRUFBRTtFQUNoQixnRUFBZ0UsR0FDaEUsQ0FBQSxXQUFZLEdBQUcsQ0FBQyxTQUFTO0VBRXpCLFlBQVksSUFBYyxFQUFFLElBQWdCLEVBQUUsV0FBeUIsQ0FBRTtJQUN2RSxJQUFJLENBQUMsRUFBRSxHQUFHLEtBQUssRUFBRTtJQUNqQixJQUFJLENBQUMsR0FBRyxHQUFHLEtBQUssR0FBRyxJQUFJO0lBQ3ZCLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRztJQUNiLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxJQUFJLFVBQVUsS0FBSyxFQUFFO0lBQ3BDLElBQUksQ0FBQyxJQUFJLEdBQUcsSUFBSSxTQUFTLEtBQUssR0FBRztJQUNqQyxNQUFNLE9BQU8sS0FBSyxFQUFFO0lBQ3BCLE1BQU0sU0FBeUI7TUFDN0IsVUFBVSxDQUFDO1FBQ1QsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLEtBQUssQ0FBQyxPQUFPLEtBQUssQ0FBQztRQUM5QiwrREFBK0Q7UUFDakU7TUFDRjtNQUNBLE1BQU07UUFDSixJQUFJLENBQUMsS0FBSztRQUNWLEtBQUs7VUFBRSxHQUFHO1VBQVM7VUFBTSxPQUFPO1lBQUUsTUFBTTtVQUFPO1FBQUU7TUFDbkQ7TUFDQSxPQUFPLENBQUMsUUFDTixLQUFLO1VBQUUsR0FBRztVQUFTO1VBQU0sT0FBTztZQUFFLE1BQU07WUFBUztVQUFNO1FBQUU7TUFDM0QsS0FBSyxDQUFDLE9BQVMsS0FBSztVQUFFLEdBQUc7VUFBUztVQUFNLE9BQU87WUFBRSxNQUFNO1lBQU87VUFBSztRQUFFO01BQ3JFLFdBQVcsQ0FBQyxXQUFXO1FBQ3JCLGdFQUFnRTtRQUNoRSxJQUFJLEtBQUssTUFBTSxHQUFHLHFCQUFxQjtRQUN2QyxJQUFJLENBQUMsU0FBUyxHQUFHO1VBQUUsV0FBVyxtQkFBbUI7VUFBWTtRQUFLO01BQ3BFO0lBQ0Y7SUFDQSxrRUFBa0U7SUFDbEUsSUFBSSxDQUFDLElBQUksR0FBRyxLQUFLLE1BQU0sR0FDbkIsU0FBUyxPQUFPLENBQUMsS0FBSyxNQUFNLEVBQUUsVUFDOUIsSUFBSSxTQUFTO01BQ2IsTUFBTSxLQUFLLElBQUk7TUFDZixNQUFNLEtBQUssSUFBSTtNQUNmLFlBQVksS0FBSyxVQUFVO01BQzNCO0lBQ0Y7SUFDRixJQUFJLEtBQUssS0FBSyxFQUFFLElBQUksQ0FBQyxHQUFHO0lBQ3hCLElBQUksQ0FBQyxLQUFLLEdBQUcsSUFBSSxTQUFTLENBQUMsS0FBTyxXQUFXLElBQUksQ0FBQyxJQUFJLEVBQUUsS0FBSztFQUMvRDtFQUVBOzs7O0dBSUMsR0FDRCxVQUFVLEtBQWEsRUFBRSxHQUFXLEVBQVc7SUFDN0MsTUFBTSxRQUFRLE1BQU0sSUFBSSxDQUFDLENBQUEsV0FBWSxJQUFJO0lBQ3pDLElBQUksQ0FBQyxDQUFBLFdBQVksR0FBRztJQUNwQixPQUFPLFNBQVMsU0FBUztFQUMzQjtFQUVBLHdFQUF3RSxHQUN4RSxNQUFZO0lBQ1YsSUFBSSxDQUFDLEtBQUssR0FBRztJQUNiLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxLQUFLO0VBQ3BCO0VBRUE7Ozs7O0dBS0MsR0FDRCxRQUFRLElBQWMsRUFBUTtJQUM1QixJQUFJLENBQUMsSUFBSSxDQUFDLEtBQUssRUFBRSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsS0FBSztJQUNuQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsSUFBSSxVQUFVLEtBQUssRUFBRTtJQUNwQyxJQUFJLENBQUMsSUFBSSxHQUFHLElBQUksU0FBUyxLQUFLLEdBQUc7SUFDakMsSUFBSSxDQUFDLEdBQUcsR0FBRyxLQUFLLEdBQUcsSUFBSTtJQUN2QixJQUFJLENBQUMsS0FBSyxHQUFHO0lBQ2IsSUFBSSxDQUFDLENBQUEsVUFBVyxHQUFHO0lBQ25CLElBQUksQ0FBQyxJQUFJLENBQUMsT0FBTztJQUNqQixJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUc7SUFDbEIsSUFBSSxDQUFDLFNBQVM7RUFDaEI7RUFFQTs7Ozs7R0FLQyxHQUNELFVBQ0UsS0FBaUIsRUFDakIsUUFBMkIsRUFDM0IsTUFBZSxFQUNOO0lBQ1QsSUFBSSxDQUFDLFVBQVUsSUFBSSxDQUFDLENBQUEsWUFBYSxDQUFDLElBQUksR0FBRyxHQUFHO01BQzFDLElBQUksSUFBSSxDQUFDLENBQUEsVUFBVyxLQUFLLEdBQUc7UUFDMUIsSUFBSSxDQUFDLEtBQUssQ0FBQyxPQUFPO01BQ3BCLE9BQU87UUFDTCxrRUFBa0U7UUFDbEUsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLE1BQU0sUUFBUSxDQUFDLElBQUksQ0FBQyxDQUFBLFVBQVc7UUFDM0MsSUFBSSxDQUFDLENBQUEsVUFBVyxHQUFHO1FBQ25CLElBQUksQ0FBQyxTQUFTO01BQ2hCO01BQ0EsT0FBTztJQUNUO0lBQ0EsTUFBTSxNQUFNLEtBQUssR0FBRyxDQUFDLE1BQU0sTUFBTSxFQUFFLElBQUksQ0FBQyxDQUFBLFVBQVcsR0FBRztJQUN0RCxJQUFJLENBQUMsS0FBSyxJQUFJLE1BQU0sSUFBSSxDQUFDLENBQUEsVUFBVztJQUNwQyxJQUFJLENBQUMsQ0FBQSxZQUFhLEdBQUcsWUFBWSxHQUFHO0lBQ3BDLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxNQUFNLFFBQVEsQ0FBQyxJQUFJLENBQUMsQ0FBQSxVQUFXLEVBQUU7SUFDN0MsSUFBSSxNQUFNLE1BQU0sTUFBTSxFQUFFO01BQ3RCLElBQUksQ0FBQyxDQUFBLFVBQVcsR0FBRztNQUNuQixPQUFPO0lBQ1Q7SUFDQSxJQUFJLENBQUMsQ0FBQSxVQUFXLEdBQUc7SUFDbkIsT0FBTztFQUNUO0VBRUEsc0VBQXNFLEdBQ3RFLE1BQU0sS0FBaUIsRUFBRSxRQUEyQixFQUFRO0lBQzFELElBQUksQ0FBQyxLQUFLLElBQUksTUFBTSxNQUFNO0lBQzFCLElBQUksQ0FBQyxDQUFBLFlBQWEsR0FBRyxZQUFZLEdBQUc7SUFDcEMsSUFBSSxJQUFJLENBQUMsQ0FBQSxZQUFhLENBQUMsSUFBSSxLQUFLLEdBQUc7TUFDakMsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDO01BQ1o7SUFDRjtJQUNBLE1BQU0sT0FBTyxNQUFNLE1BQU0sSUFBSTtJQUM3QixJQUFJLFFBQVE7SUFDWixJQUFLLElBQUksSUFBSSxHQUFHLEtBQUssU0FBUyxNQUFNLEVBQUUsSUFBSztNQUN6QyxNQUFNLE1BQU0sSUFBSSxTQUFTLE1BQU0sR0FBRyxRQUFRLENBQUMsRUFBRSxHQUFHLE1BQU0sTUFBTTtNQUM1RCxJQUFJLE9BQU8sU0FBUyxNQUFNLE1BQU0sTUFBTSxFQUFFO01BQ3hDLElBQUksSUFBSSxDQUFDLENBQUEsWUFBYSxDQUFDLElBQUksS0FBSyxHQUFHO01BQ25DLElBQUksTUFBTTtRQUNSLElBQUksQ0FBQyxDQUFBLFlBQWEsQ0FBQyxPQUFPLE9BQU87TUFDbkMsT0FBTztRQUNMLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxNQUFNLFFBQVEsQ0FBQyxPQUFPO1FBQ2xDLElBQUksQ0FBQyxTQUFTO01BQ2hCO01BQ0EsUUFBUTtJQUNWO0lBQ0EsSUFBSSxRQUFRLE1BQU0sTUFBTSxFQUFFLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxNQUFNLFFBQVEsQ0FBQztFQUN2RDtFQUVBLDBFQUEwRSxHQUMxRSxDQUFBLFlBQWEsQ0FBQyxLQUFpQixFQUFFLEtBQWEsRUFBRSxHQUFXO0lBQ3pELElBQUksT0FBTztJQUNYLElBQUssSUFBSSxJQUFJLE9BQU8sSUFBSSxLQUFLLElBQUs7TUFDaEMsc0VBQXNFO01BQ3RFLElBQUksS0FBSyxDQUFDLEVBQUUsSUFBSSxRQUFRLE1BQU0sTUFBTTtNQUNwQyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsTUFBTSxRQUFRLENBQUMsTUFBTTtNQUNqQyxJQUFJLENBQUMsU0FBUztNQUNkLE9BQU87TUFDUCxJQUFJLElBQUksQ0FBQyxDQUFBLFlBQWEsQ0FBQyxJQUFJLEtBQUssR0FBRztJQUNyQztJQUNBLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxNQUFNLFFBQVEsQ0FBQyxNQUFNO0lBQ2pDLElBQUksQ0FBQyxTQUFTO0VBQ2hCO0VBRUEsQ0FBQSxLQUFNLENBQUMsS0FBaUI7SUFDdEIsSUFBSTtNQUNGLElBQUksQ0FBQyxJQUFJLENBQUMsS0FBSyxDQUFDO0lBQ2xCLEVBQUUsT0FBTyxLQUFLO01BQ1osK0RBQStEO01BQy9ELEtBQUs7UUFDSCxHQUFHO1FBQ0gsU0FBUyxDQUFDLFdBQVcsRUFBRSxBQUFDLElBQWMsS0FBSyxJQUFJLEtBQUs7TUFDdEQ7SUFDRjtFQUNGO0VBRUEsMkRBQTJELEdBQzNELE9BQU8sSUFBWSxFQUFFLElBQVksRUFBVztJQUMxQyxJQUFJLFNBQVMsSUFBSSxDQUFDLElBQUksQ0FBQyxJQUFJLElBQUksU0FBUyxJQUFJLENBQUMsSUFBSSxDQUFDLElBQUksRUFBRSxPQUFPO0lBQy9ELElBQUksQ0FBQyxJQUFJLENBQUMsTUFBTSxDQUFDLE1BQU07SUFDdkIsS0FBSztNQUFFLEdBQUc7TUFBUyxNQUFNLElBQUksQ0FBQyxFQUFFO01BQUUsT0FBTztRQUFFLE1BQU07UUFBVTtRQUFNO01BQUs7SUFBRTtJQUN4RSxPQUFPO0VBQ1Q7RUFFQTs7O0dBR0MsR0FDRCxRQUNFLEVBQVUsRUFDVixVQUFrQixFQUNsQixJQUFtQixFQUNuQixPQUFvQixLQUFLLEVBQ3pCLE9BQW9ELENBQUMsQ0FBQyxFQUNoRDtJQUNOLE1BQU0sT0FBTyxJQUFJLENBQUMsSUFBSTtJQUN0QixzRUFBc0U7SUFDdEUsTUFBTSxTQUFTLEtBQUssU0FBUyxLQUFLO0lBQ2xDLElBQUksVUFBVSxDQUFDLEtBQUssY0FBYyxFQUFFO01BQ2xDLEtBQUs7UUFBRSxHQUFHO1FBQVc7UUFBSSxTQUFTO01BQW9CO01BQ3REO0lBQ0Y7SUFDQSxNQUFNLFVBQVUsU0FDWixJQUNBLGFBQWEsSUFDYixLQUFLLGdCQUFnQixHQUNyQixLQUFLLEdBQUcsQ0FBQyxZQUFZLEtBQUssZ0JBQWdCO0lBQzlDLElBQUk7TUFDRixJQUFJLE1BQU07UUFDUixpRUFBaUU7UUFDakUsK0RBQStEO1FBQy9ELCtEQUErRDtRQUMvRCwyQkFBMkI7UUFDM0IsTUFBTSxPQUFPLFNBQVM7UUFDdEIsTUFBTSxVQUFVLEtBQUssUUFBUSxLQUFLLE9BQU8sWUFBWTtRQUNyRCxNQUFNLFFBQVEsQ0FBQyxJQUNiLFFBQVEsS0FBSyxVQUFVLENBQUMsR0FBRyxVQUFVLE9BQU87UUFDOUMsTUFBTSxPQUFPLFNBQVMsU0FDbEIsQ0FBQyxJQUFjLEtBQUssUUFBUSxDQUFDLEdBQUcsTUFBTSxJQUFJLFVBQzFDLENBQUMsSUFBYyxLQUFLLFFBQVEsQ0FBQyxHQUFHLE1BQU0sSUFBSTtRQUM5QyxNQUFNLFFBQVEsWUFDWixDQUFDLFNBQ0QsS0FBSyxJQUFJLEVBQ1QsTUFDQTtRQUVGLElBQUksQ0FBQyxNQUFNLEtBQUs7VUFBRSxHQUFHO1VBQVc7VUFBSTtVQUFPO1FBQVE7YUFDOUMsSUFBSSxTQUFTLFFBQVE7VUFDeEIsTUFBTSxVQUFVLE1BQU0sT0FBTyxDQUFDLENBQUMsR0FBRyxJQUNoQyxLQUFLLFVBQVUsQ0FBQyxJQUFJLFNBQVMsVUFBVTtjQUFDO2FBQUUsR0FBRyxFQUFFO1VBRWpELEtBQUs7WUFBRSxHQUFHO1lBQVc7WUFBSTtZQUFPO1lBQVM7VUFBUTtRQUNuRCxPQUFPO1VBQ0wsTUFBTSxTQUFTLFNBQ2IsT0FDQSxDQUFDLElBQU0sS0FBSyxVQUFVLENBQUMsSUFBSSxTQUFTO1VBRXRDLEtBQUs7WUFBRSxHQUFHO1lBQVc7WUFBSSxPQUFPO1lBQVEsUUFBUTtVQUFLO1FBQ3ZEO1FBQ0E7TUFDRjtNQUNBLE1BQU0sUUFBUSxpQkFBaUIsS0FBSyxJQUFJLEVBQUUsS0FBSyxJQUFJO01BQ25ELE1BQU0sT0FBTyxZQUNYLENBQUMsU0FDRCxLQUFLLElBQUksRUFDVCxDQUFDLElBQU0sS0FBSyxRQUFRLENBQUMsSUFDckIsdUJBQXVCO01BRXpCLE1BQU0sU0FBUyxLQUFLLFFBQVEsQ0FBQztRQUFFO01BQVc7TUFDMUMsS0FBSztRQUFFLEdBQUc7UUFBVztRQUFJO1FBQVE7TUFBSztJQUN4QyxFQUFFLE9BQU8sS0FBSztNQUNaLElBQUksQ0FBQyxDQUFDLGVBQWUsZUFBZSxHQUFHLE1BQU07TUFDN0MsS0FBSztRQUFFLEdBQUc7UUFBVztRQUFJLFVBQVUsSUFBSSxPQUFPO01BQUM7SUFDakQ7RUFDRjtFQUVBOzs7O0dBSUMsR0FDRCxRQUNFLEVBQVUsRUFDVixLQUFhLEVBQ2IsS0FBYSxFQUNiLE1BQTBCLEVBQzFCLEVBQW9CLEVBQ2Q7SUFDTixNQUFNLE9BQU8sSUFBSSxDQUFDLElBQUk7SUFDdEIsTUFBTSxNQUFNLEtBQUssYUFBYTtJQUM5QixJQUFJLFdBQVcsYUFBYSxVQUFVLEtBQUssU0FBUyxNQUFNO0lBQzFELE1BQU0sUUFBUSxLQUFLLGdCQUFnQjtJQUNuQyxNQUFNLFFBQVEsS0FBSyxHQUFHLENBQUMsQ0FBQyxPQUFPLENBQUM7SUFDaEMsTUFBTSxPQUFPLEtBQUssR0FBRyxDQUFDLENBQUMsUUFBUSxRQUFRLEdBQUcsS0FBSyxJQUFJLEdBQUc7SUFDdEQsTUFBTSxPQUFtQixFQUFFO0lBQzNCLE1BQU0sVUFBb0IsRUFBRTtJQUM1QixJQUFJLFFBQVE7SUFDWixJQUFLLElBQUksSUFBSSxPQUFPLEtBQUssUUFBUSxRQUFRLHNCQUFzQixJQUFLO01BQ2xFLE1BQU0sT0FBTyxLQUFLLE9BQU8sQ0FBQztNQUMxQixJQUFJLEtBQUssVUFBVSxDQUFDLElBQUksUUFBUSxJQUFJLENBQUMsS0FBSyxNQUFNO01BQ2hELEtBQUssSUFBSSxDQUFDO01BQ1YsU0FBUyxVQUFVO0lBQ3JCO0lBQ0EsTUFBTSxPQUFvQjtNQUN4QjtNQUNBLFFBQVE7TUFDUixNQUFNLEtBQUssSUFBSTtNQUNmLFlBQVksS0FBSyxJQUFJO01BQ3JCO01BQ0E7SUFDRjtJQUNBLElBQUksSUFBSTtNQUNOLEtBQUssQ0FBQyxHQUFHLEdBQUcsQ0FBQztNQUNiLEtBQUssQ0FBQyxHQUFHLEdBQUcsQ0FBQztJQUNmO0lBQ0EsS0FBSyxJQUFJLEdBQUcsSUFBSSxDQUFDLEVBQUU7SUFDbkIsTUFBTSxRQUFRLElBQUksQ0FBQyxLQUFLLENBQUMsSUFBSSxDQUFDO0lBQzlCLElBQUksTUFBTSxNQUFNLEdBQUcsR0FBRyxLQUFLLEtBQUssR0FBRztJQUNuQyxJQUFJLFFBQVEsTUFBTSxHQUFHLEdBQUcsS0FBSyxPQUFPLEdBQUc7SUFDdkMsS0FBSztNQUFFLEdBQUc7TUFBVztNQUFJO0lBQUs7RUFDaEM7RUFFQSxVQUFVLEVBQVUsRUFBRSxNQUFjLEVBQUUsS0FBYSxFQUFRO0lBQ3pELHVFQUF1RTtJQUN2RSxvRUFBb0U7SUFDcEUsSUFBSSxDQUFDLENBQUEsWUFBYSxDQUFDLEdBQUcsQ0FBQyxJQUFJO01BQUU7TUFBSSxJQUFJLG1CQUFtQixRQUFRO0lBQU87SUFDdkUsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHO0lBQ2xCLElBQUksQ0FBQyxTQUFTO0VBQ2hCO0VBRUEsVUFBVSxFQUFVLEVBQUUsTUFBYyxFQUFRO0lBQzFDLE1BQU0sSUFBaUI7TUFBRTtNQUFJO01BQVEsT0FBTztJQUFVO0lBQ3RELElBQUksQ0FBQyxDQUFBLFlBQWEsQ0FBQyxHQUFHLENBQUMsSUFBSTtJQUMzQixJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUM7RUFDaEI7RUFFQSxDQUFBLE9BQVEsQ0FBQyxDQUFjO0lBQ3JCLE1BQU0sUUFBUSxZQUFZLEdBQUcsS0FBSyxJQUFJLENBQUMsQ0FBQSxZQUFhO0lBQ3BELElBQUksU0FBUyxFQUFFLE1BQU0sRUFBRTtNQUNyQixJQUFJLENBQUMsQ0FBQSxZQUFhLENBQUMsTUFBTSxDQUFDLEVBQUUsRUFBRTtNQUM5QixLQUFLO1FBQUUsR0FBRztRQUFhLElBQUksRUFBRSxFQUFFO01BQUM7TUFDaEM7SUFDRjtJQUNBLEVBQUUsS0FBSyxHQUFHLFdBQVcsSUFBTSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsSUFBSSxLQUFLLElBQUksQ0FBQyxFQUFFLE1BQU0sR0FBRztFQUNwRTtFQUVBLHVEQUF1RCxHQUN2RCxRQUFRLEVBQVUsRUFBVztJQUMzQixNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsWUFBYSxDQUFDLE1BQU0sQ0FBQyxPQUFPLElBQUksQ0FBQyxDQUFBLFlBQWEsQ0FBQyxHQUFHLENBQUM7SUFDcEUsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLFlBQWEsQ0FBQyxHQUFHLENBQUM7SUFDakMsSUFBSSxHQUFHLGFBQWEsRUFBRSxLQUFLO0lBQzNCLElBQUksQ0FBQyxDQUFBLFlBQWEsQ0FBQyxNQUFNLENBQUM7SUFDMUIsT0FBTztFQUNUO0VBRUEsNERBQTRELEdBQzVELFlBQWtCO0lBQ2hCLElBQUksSUFBSSxDQUFDLENBQUEsWUFBYSxDQUFDLElBQUksS0FBSyxHQUFHO0lBQ25DLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxtQkFBb0I7SUFDdEMsSUFBSSxTQUFTLE1BQU07SUFDbkIsSUFBSSxTQUFTO0lBQ2IsS0FBSyxNQUFNLEtBQUssSUFBSSxDQUFDLENBQUEsWUFBYSxDQUFDLE1BQU0sR0FBSTtNQUMzQyxJQUFJLEVBQUUsRUFBRSxDQUFDLElBQUksQ0FBQyxPQUFPO1FBQ25CLElBQUksQ0FBQyxDQUFBLFlBQWEsQ0FBQyxNQUFNLENBQUMsRUFBRSxFQUFFO1FBQzlCLElBQUksQ0FBQyxRQUFRO1VBQ1gsSUFBSSxDQUFDLENBQUEsSUFBSztVQUNWLFNBQVM7UUFDWDtRQUNBLEtBQUs7VUFBRSxHQUFHO1VBQWEsSUFBSSxFQUFFLEVBQUU7UUFBQztNQUNsQztJQUNGO0VBQ0Y7RUFFQTs7O0dBR0MsR0FDRCxDQUFBLG1CQUFvQjtJQUNsQixNQUFNLE9BQU8sSUFBSSxDQUFDLElBQUk7SUFDdEIsSUFBSSxVQUFVLElBQUksQ0FBQyxDQUFBLFNBQVU7SUFDN0IsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHO0lBQ2xCLElBQUksSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE1BQU0sS0FBSyxLQUFLLElBQUksRUFBRTtNQUN0QyxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUcsSUFBSSxNQUFNLEtBQUssSUFBSSxFQUFFLElBQUksQ0FBQztNQUMxQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsSUFBSSxNQUFNLEtBQUssSUFBSSxFQUFFLElBQUksQ0FBQyxDQUFDO0lBQzVDO0lBQ0EsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLEtBQUssSUFBSSxFQUFFLElBQUs7TUFDbEMsTUFBTSxJQUFJLEtBQUssYUFBYSxDQUFDO01BQzdCLElBQUksTUFBTSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsRUFBRSxFQUFFO01BQzNCLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxFQUFFLEdBQUc7TUFDbEIsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEVBQUUsR0FBRyxLQUFLLFFBQVEsQ0FBQztNQUNqQyxVQUFVO0lBQ1o7SUFDQSxPQUFPLFVBQVUsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLElBQUksQ0FBQyxRQUFRO0VBQzlDO0VBRUEsMENBQTBDLEdBQzFDLFVBQWdCO0lBQ2QsS0FBSyxNQUFNLEtBQUssSUFBSSxDQUFDLENBQUEsWUFBYSxDQUFDLE1BQU0sR0FBSSxhQUFhLEVBQUUsS0FBSztJQUNqRSxJQUFJLENBQUMsQ0FBQSxZQUFhLENBQUMsS0FBSztFQUMxQjtBQUNGO0FBRUEsc0VBQXNFLEdBQ3RFLE1BQU07RUFDSixDQUFBLEtBQU0sR0FBRyxJQUFJLE1BQTBCO0VBQ3ZDLENBQUEsTUFBTyxDQUFhO0VBQ3BCLENBQUEsU0FBVSxHQUFHLENBQUMsRUFBRTtFQUNoQixDQUFBLE1BQU8sQ0FBYTtFQUNwQixDQUFBLEtBQU0sR0FBdUIsS0FBSztFQUVsQyxzQ0FBc0M7RUFDdEMsa0VBQWtFLEdBQ2xFLENBQUEsUUFBUyxHQUF3QixFQUFFLENBQUM7RUFDcEMsQ0FBQSxRQUFTLEdBQUcsQ0FBQyxFQUFFO0VBQ2YsQ0FBQSxRQUFTLEdBQUcsQ0FBQyxFQUFFO0VBQ2YseUVBQXlFLEdBQ3pFLENBQUEsU0FBVSxHQUF5QixLQUFLO0VBQ3hDLG1EQUFtRCxHQUNuRCxDQUFBLFVBQVcsR0FBRyxLQUFLO0VBQ25CLENBQUEsV0FBWSxHQUFHLENBQUMsU0FBUztFQUN6QixDQUFBLFNBQVUsR0FBRyxDQUFDLEVBQUU7RUFDaEIseUVBQXlFLEdBQ3pFLENBQUEsUUFBUyxHQUFHLFNBQVM7RUFDckIsc0VBQXNFLEdBQ3RFLENBQUEsU0FBVSxHQUFHLEVBQUU7RUFDZixzRUFBc0UsR0FDdEUsQ0FBQSxTQUFVLEdBQUcsRUFBRTtFQUNmLENBQUEsU0FBVSxHQUFHLENBQUMsU0FBUztFQUN2QixDQUFBLFVBQVcsQ0FBUztFQUNwQiw0REFBNEQsR0FDNUQsQ0FBQSxNQUFPLEdBQUcsRUFBRTtFQUNaLG9FQUFvRSxHQUNwRSxDQUFBLFNBQVUsQ0FBaUM7RUFDM0MsQ0FBQSxJQUFLLEdBQXdCLEtBQUs7RUFDbEMsNkRBQTZELEdBQzdELENBQUEsS0FBTSxHQUFHLElBQUksZ0JBQWdCO0VBQzdCLHFEQUFxRCxHQUNyRCxDQUFBLFdBQVksR0FBRyxVQUFVO0VBQ3pCLENBQUEsVUFBVyxHQUFHLElBQUksYUFBYTtFQUMvQiw4REFBOEQsR0FDOUQsQ0FBQSxJQUFLLEdBQUcsSUFBSSxNQUFnQztFQUM1QyxDQUFBLElBQUssR0FBRyxJQUFJLGFBQWE7RUFDekIsQ0FBQSxPQUFRLEdBQUcsTUFBTTtFQUVqQixZQUFZLElBQWUsQ0FBRTtJQUMzQixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsSUFBSSxXQUFXLEtBQUssTUFBTTtJQUN6QyxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsSUFBSSxXQUFXLEtBQUssTUFBTTtJQUN6QyxJQUFJLENBQUMsQ0FBQSxVQUFXLEdBQUcsS0FBSyxVQUFVLElBQUk7SUFDdEMsSUFBSSxLQUFLLE1BQU0sS0FBSyxXQUFXLEtBQUssTUFBTSxHQUFHLEtBQUssTUFBTTtJQUN4RCxrRUFBa0U7SUFDbEUsa0VBQWtFO0lBQ2xFLHNEQUFzRDtJQUN0RCxJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUcsWUFBWSxLQUFPLEdBQUcsS0FBSztFQUMvQztFQUVBLFFBQVEsSUFBYyxFQUFRO0lBQzVCLE1BQU0sSUFBSSxJQUFJLFdBQ1osTUFDQSxJQUFNLElBQUksQ0FBQyxDQUFBLFVBQVcsSUFDdEIsSUFBSSxDQUFDLENBQUEsV0FBWTtJQUVuQixJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsR0FBRyxDQUFDLEtBQUssRUFBRSxFQUFFO0lBQ3pCLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRyxDQUFDLEdBQUcsc0NBQXNDO0lBQzVELElBQUksQ0FBQyxVQUFVO0lBQ2YsSUFBSSxDQUFDLENBQUEsSUFBSztFQUNaO0VBRUEsU0FBUyxFQUFVLEVBQVE7SUFDekIsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxHQUFHLENBQUM7SUFDMUIsSUFBSSxDQUFDLEdBQUc7SUFDUixFQUFFLE9BQU87SUFDVCxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsTUFBTSxDQUFDO0lBQ25CLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxRQUFRLENBQUM7SUFDckIsSUFBSSxDQUFDLENBQUEsVUFBVyxHQUFHO0VBQ3JCO0VBRUEsa0VBQWtFLEdBQ2xFLFlBQVksSUFBYyxFQUFRO0lBQ2hDLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsR0FBRyxDQUFDLEtBQUssRUFBRTtJQUNqQyxJQUFJLENBQUMsR0FBRztJQUNSLEVBQUUsT0FBTyxDQUFDO0lBQ1YsSUFBSSxDQUFDLENBQUEsVUFBVyxHQUFHO0lBQ25CLElBQUksQ0FBQyxDQUFBLElBQUs7RUFDWjtFQUVBLEtBQUssRUFBVSxFQUEwQjtJQUN2QyxPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxHQUFHLENBQUM7RUFDekI7RUFFQSx1RUFBdUUsR0FDdkUsUUFBUSxFQUFVLEVBQW9CO0lBQ3BDLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFLE1BQU0sSUFBSTtFQUNoQztFQUVBLDhEQUE4RCxHQUM5RCxZQUFZLEVBQVUsRUFBUTtJQUM1QixNQUFNLFVBQW1DLEVBQUU7SUFDM0MsS0FBSyxNQUFNLENBQUMsTUFBTSxFQUFFLElBQUksSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFFLFFBQVEsSUFBSSxDQUFDO01BQUM7TUFBTSxFQUFFLElBQUksQ0FBQyxJQUFJO0tBQUc7SUFDdkUsS0FBSztNQUFFLEdBQUc7TUFBVztNQUFJO0lBQVE7RUFDbkM7RUFFQSxRQUFRLEVBQVUsRUFBUTtJQUN4QixLQUFLLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsTUFBTSxHQUFJLElBQUksRUFBRSxPQUFPLENBQUMsS0FBSztFQUMzRDtFQUVBLHVFQUF1RSxHQUN2RSxRQUNFLEVBQVUsRUFDVixHQUFzQixFQUN0QixFQUFVLEVBQ1YsS0FBYSxFQUNQO0lBQ04sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUcsQ0FBQyxJQUFJLElBQUksaUJBQWlCLEtBQUssSUFBSTtFQUNuRDtFQUVBLFFBQVEsRUFBVSxFQUFRO0lBQ3hCLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxNQUFNLENBQUM7RUFDcEI7RUFFQTs7Ozs7O0dBTUMsR0FDRCxDQUFBLFVBQVcsQ0FBQyxNQUFvQjtJQUM5QixNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLElBQUksQ0FBQztJQUM3QixJQUFJLENBQUMsUUFBUSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsSUFBSSxLQUFLLEdBQUcsT0FBTztJQUMzQyxNQUFNLEVBQUUsSUFBSSxFQUFFLElBQUksRUFBRSxHQUFHO0lBQ3ZCLElBQUksUUFBUTtJQUNaLEtBQUssTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxNQUFNLEdBQUk7TUFDckMsSUFBSSxJQUFJLElBQUksQ0FBQyxNQUFNLE1BQU0sQ0FBQyxRQUFVLFlBQVksUUFBUSxTQUFTO0lBQ25FO0lBQ0Esc0VBQXNFO0lBQ3RFLHNFQUFzRTtJQUN0RSxPQUFPLFVBQVUsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLElBQUksSUFDOUIsVUFBVSxRQUFRLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUU7RUFDekM7RUFFQSxpRUFBaUUsR0FDakUsT0FBYTtJQUNYLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRztJQUNoQixJQUFJLENBQUMsQ0FBQSxJQUFLO0VBQ1o7RUFFQSwrREFBK0QsR0FDL0QsTUFBTSxNQUFxQjtJQUN6QixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsWUFBWSxHQUFHO0lBQzlCLE1BQU8sQ0FBQyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUU7TUFDckIsTUFBTSxPQUFPLFFBQVEsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLE1BQU8sRUFBRTtNQUN4QyxJQUFJLFNBQVM7TUFDYiwrREFBK0QsR0FDL0QsSUFBSSxRQUEyQjtNQUMvQixJQUFJLFNBQVM7TUFDYixLQUFLLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsTUFBTSxHQUFJO1FBQ3BDLElBQUksRUFBRSxLQUFLLEVBQUU7UUFDYixNQUFNLFFBQVEsRUFBRSxJQUFJLENBQUMsSUFBSTtRQUN6QixJQUFJLE9BQU87VUFDVCxNQUFNLEtBQUssWUFBWSxHQUFHO1VBQzFCLElBQUksTUFBTSxLQUFLLENBQUMsTUFBTSxJQUFJLG1CQUFtQjtZQUMzQyxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsSUFBSSxDQUFDO1VBQ3hCO1VBQ0EsSUFDRSxFQUFFLFNBQVMsQ0FBQyxNQUFNLEtBQUssQ0FBQyxNQUFNLEVBQUUsT0FDL0IsTUFBTSxLQUFLLENBQUMsTUFBTSxJQUFJLHNCQUFzQixJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsSUFDM0Q7WUFDQSxRQUFRO1lBQ1I7VUFDRjtVQUNBLElBQUksQ0FBQyxVQUFVO1VBQ2YsTUFBTSxTQUFTLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxJQUFJLEdBQUc7VUFDbEMsSUFBSSxFQUFFLFNBQVMsQ0FBQyxNQUFNLEtBQUssRUFBRSxNQUFNLFFBQVEsRUFBRSxTQUFTO1lBQ3BELEVBQUUsSUFBSSxDQUFDLE9BQU87VUFDaEI7VUFDQSxTQUFTO1FBQ1gsT0FBTyxJQUFJLEVBQUUsSUFBSSxDQUFDLEdBQUcsRUFBRTtVQUNyQixJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsWUFBWSxHQUFHO1VBQy9CLEVBQUUsR0FBRztVQUNMLEtBQUs7WUFBRSxHQUFHO1lBQVksTUFBTSxFQUFFLEVBQUU7WUFBRSxLQUFLLEVBQUUsR0FBRztVQUFDO1FBQy9DO01BQ0Y7TUFDQSxNQUFNLE1BQU0sWUFBWSxHQUFHO01BQzNCLElBQUksU0FBUyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsSUFBSSxHQUFHLEdBQUc7UUFDakMsSUFBSSxXQUFXLEdBQUcsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDO2FBQzVCLElBQUksQ0FBQyxDQUFBLFVBQVc7TUFDdkIsT0FBTyxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsS0FBSyxDQUFDLFVBQVUsSUFBSSxDQUFDLENBQUEsT0FBUTtNQUNyRCxJQUFJLE9BQU8sSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLFFBQVEsSUFBSSxDQUFDLENBQUEsU0FBVSxJQUFJLEtBQUssS0FBSztNQUM5RCxJQUFJLE9BQU8sSUFBSSxDQUFDLENBQUEsUUFBUyxFQUFFO1FBQ3pCLHlDQUF5QztRQUN6QyxJQUFJLENBQUMsQ0FBQSxRQUFTLEdBQUc7UUFDakIsSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDLEtBQUs7TUFDeEI7TUFDQSxJQUFJLFFBQVE7UUFDVixJQUFJLE1BQU0sSUFBSSxDQUFDLENBQUEsTUFBTyxJQUFJLFVBQVUsTUFBTSxJQUFJLENBQUMsQ0FBQSxhQUFjO1FBQzdEO01BQ0Y7TUFDQSxNQUFNLElBQUksQ0FBQyxDQUFBLGFBQWMsQ0FBQztJQUM1QjtFQUNGO0VBRUE7OztHQUdDLEdBQ0QsQ0FBQSxhQUFjLENBQUMsSUFBWTtJQUN6QixNQUFNLE1BQU0sWUFBWSxHQUFHO0lBQzNCLHFFQUFxRTtJQUNyRSw0REFBNEQ7SUFDNUQsSUFBSSxPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU8sS0FBSyxNQUFNLElBQUksQ0FBQyxDQUFBLE1BQU8sSUFBSSxVQUFVO01BQzFELE9BQU8sSUFBSSxDQUFDLENBQUEsYUFBYztJQUM1QjtJQUNBLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsS0FBSyxDQUFDO0lBQ3JDLE1BQU0sTUFBTSxLQUFLLEdBQUcsQ0FBQyxJQUFJLENBQUMsQ0FBQSxRQUFTLEVBQUUsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDO0lBQ25ELE1BQU0sUUFBUSxLQUFLLEdBQUcsQ0FBQyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsTUFBTSxPQUFPLE1BQU07SUFDekQsSUFBSSxRQUFRLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQSxZQUFhLENBQUMsTUFBTSxRQUFRO01BQ2pELE9BQU8sUUFBUSxPQUFPO0lBQ3hCO0lBQ0EsTUFBTSxLQUFLLEtBQUssR0FBRyxDQUNqQixlQUNBLEtBQUssSUFBSSxDQUFDLFFBQ1YsS0FBSyxJQUFJLENBQUMsTUFBTSxZQUFZLEdBQUc7SUFFakMsSUFBSSxNQUFNLEdBQUcsT0FBTyxRQUFRLE9BQU87SUFDbkMsTUFBTSxPQUFPLFFBQVEsU0FBUyxDQUFDLElBQUksQ0FBQyxDQUFBLE1BQU8sRUFBRSxhQUFhLE1BQU07SUFDaEUsSUFBSSxDQUFDLEtBQUssS0FBSyxFQUFFLE9BQU8sUUFBUSxPQUFPO0lBQ3ZDLE9BQU8sSUFBSSxRQUFjLENBQUM7TUFDeEIsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO01BQ2IsS0FBSyxLQUFLLENBQUMsSUFBSSxDQUFDLElBQU07SUFDeEIsR0FBRyxPQUFPLENBQUM7TUFDVCxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7TUFDYixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsWUFBWSxHQUFHO0lBQ2hDO0VBQ0Y7RUFFQTs7OztHQUlDLEdBQ0QsQ0FBQSxZQUFhLENBQUMsSUFBWSxFQUFFLEVBQVU7SUFDcEMsTUFBTSxTQUFTLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDM0IsTUFBTSxRQUFRLFFBQVEsSUFBSSxDQUFDLFFBQVE7SUFDbkMsUUFBUSxLQUFLLENBQUMsUUFBUSxnQkFBZ0I7SUFDdEMsTUFBTSxRQUFRLFFBQVEsSUFBSSxDQUFDLFFBQVEsYUFBYSxNQUFNLFFBQVE7SUFDOUQsUUFBUSxLQUFLLENBQUMsUUFBUSxnQkFBZ0I7SUFDdEMsT0FBTyxDQUFDLFNBQVMsUUFBUSxJQUFJLENBQUMsUUFBUSxrQkFBa0I7RUFDMUQ7RUFFQSxtRUFBbUUsR0FDbkUsTUFBTSxDQUFBLGFBQWM7SUFDbEIsTUFBTTtJQUNOLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxZQUFZLEdBQUc7RUFDaEM7RUFFQTs7OztHQUlDLEdBQ0QsQ0FBQSxPQUFRO0lBQ04sS0FBSyxNQUFNLEtBQUssSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLE1BQU0sR0FBSTtNQUNwQyxJQUFJLENBQUMsRUFBRSxLQUFLLElBQUksRUFBRSxJQUFJLENBQUMsT0FBTyxLQUFLLEdBQUcsT0FBTztJQUMvQztJQUNBLE9BQU87RUFDVDtFQUVBLG1FQUFtRSxHQUNuRSxDQUFBLE9BQVEsQ0FBQyxHQUFXO0lBQ2xCLE9BQU8sS0FBSyxJQUFJLEtBQUssSUFBSSxXQUFXLEtBQUssR0FBRyxDQUFDLE1BQU0sSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDO0VBQ3BFO0VBRUEsZ0VBQWdFLEdBQ2hFLENBQUEsU0FBVTtJQUNSLElBQUksS0FBSyxJQUFJLEtBQUssR0FBRyxPQUFPO0lBQzVCLEtBQUssTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxNQUFNLEdBQUksSUFBSSxJQUFJLEtBQUssRUFBRSxPQUFPO0lBQzdELE9BQU87RUFDVDtFQUVBLHlEQUF5RCxHQUN6RCxhQUFtQjtJQUNqQixLQUFLLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsTUFBTSxHQUFJLElBQUksTUFBTTtFQUNuRDtFQUVBOzs7Ozs7OztHQVFDLEdBQ0QsQ0FBQSxPQUFRLENBQUMsQ0FBYTtJQUNwQixJQUFJLEVBQUUsRUFBRSxLQUFLLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRSxRQUFRLE9BQU87SUFDekMsTUFBTSxRQUFRLFFBQVEsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLE1BQU8sRUFBRTtJQUN6QyxJQUFJLFVBQVUsSUFBSSxDQUFDLENBQUEsU0FBVSxFQUFFLE9BQU87SUFDdEMsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHO0lBQ2xCLE9BQU87RUFDVDtFQUVBLHlFQUF5RSxHQUN6RSxDQUFBLFFBQVMsQ0FBQyxHQUFXO0lBQ25CLE1BQU0sUUFBUSxRQUFRLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUU7SUFDekMsSUFBSSxVQUFVLElBQUksQ0FBQyxDQUFBLFNBQVUsRUFBRTtNQUM3QixJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUc7TUFDbEIsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHLE1BQU0sSUFBSSxDQUFDLENBQUEsVUFBVztJQUMxQztJQUNBLE9BQU8sSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHO0VBQzNCO0VBRUEsa0VBQWtFLEdBQ2xFLENBQUEsVUFBVyxDQUFDLEdBQVcsRUFBRSxRQUFpQjtJQUN4QyxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsT0FBUSxJQUFJO0lBQ3RCLElBQUksSUFBSSxDQUFDLENBQUEsYUFBYyxJQUFJO01BQ3pCLElBQUksSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHLEdBQUcsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHO01BQzNDLElBQUksTUFBTSxJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUcsa0JBQWtCO1FBQzVDLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUcsbUJBQW1CO1FBQ3BEO01BQ0Y7SUFDRixPQUFPO01BQ0wsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHLENBQUM7SUFDckI7SUFDQSxNQUFNLFFBQVEsTUFBTSxJQUFJLENBQUMsQ0FBQSxXQUFZO0lBQ3JDLElBQ0UsU0FBUyxxQkFDUixZQUFZLElBQUksQ0FBQyxDQUFBLFlBQWEsTUFBTSxvQkFDckM7TUFDQSxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUM7SUFDbEIsT0FBTztNQUNMLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxvQkFBb0I7SUFDckM7RUFDRjtFQUVBLHFFQUFxRSxHQUNyRSxDQUFBLE9BQVE7SUFDTixJQUFJLElBQUksQ0FBQyxDQUFBLFVBQVcsRUFBRSxPQUFPO0lBQzdCLEtBQUssTUFBTSxLQUFLLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxNQUFNLEdBQUk7TUFDcEMsSUFBSSxFQUFFLElBQUksQ0FBQyxVQUFVLEtBQUssRUFBRSxXQUFXLElBQUksRUFBRSxLQUFLLEdBQUcsR0FBRyxPQUFPO01BQy9ELElBQUksRUFBRSxTQUFTLEtBQUssTUFBTSxPQUFPO0lBQ25DO0lBQ0EsT0FBTztFQUNUO0VBRUEsOERBQThELEdBQzlELENBQUEsYUFBYztJQUNaLEtBQUssTUFBTSxNQUFNLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRSxNQUFNLFVBQVUsRUFBRSxDQUFFO01BQ2hELElBQUksSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEdBQUcsQ0FBQyxLQUFLLEtBQUssUUFBUSxvQkFBb0IsT0FBTztJQUNuRTtJQUNBLE9BQU87RUFDVDtFQUVBLENBQUEsWUFBYTtJQUNYLElBQUksSUFBSTtJQUNSLEtBQUssTUFBTSxLQUFLLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxNQUFNLEdBQUksS0FBSyxFQUFFLEtBQUs7SUFDbEQsT0FBTztFQUNUO0VBRUE7Ozs7O0dBS0MsR0FDRCxDQUFBLFFBQVMsQ0FBQyxPQUFlO0lBQ3ZCLE1BQU0sTUFBTSxZQUFZLEdBQUcsS0FBSyxLQUFLLEdBQUcsQ0FBQyxHQUFHLEtBQUssSUFBSSxDQUFDO0lBQ3RELElBQUksTUFBTSxJQUFJLENBQUMsQ0FBQSxRQUFTLEVBQUUsSUFBSSxDQUFDLENBQUEsUUFBUyxHQUFHO0VBQzdDO0VBRUE7Ozs7R0FJQyxHQUNELENBQUEsU0FBVSxDQUFDLEdBQVcsRUFBRSxJQUFhO0lBQ25DLElBQUksU0FBUyxXQUFXLElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRztJQUN6QyxNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUEsS0FBTTtJQUN6Qix5RUFBeUU7SUFDekUsSUFBSSxDQUFDLFNBQVMsQ0FBQyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsR0FBRyxDQUFDLE1BQU0sTUFBTSxHQUFHO0lBQzlDLE1BQU0sRUFBRSxJQUFJLEVBQUUsSUFBSSxFQUFFLEdBQUc7SUFDdkIsTUFBTSxVQUFVLFNBQVMsSUFBSSxDQUFDLENBQUEsUUFBUyxJQUFJLFNBQVMsSUFBSSxDQUFDLENBQUEsUUFBUztJQUNsRSxJQUFJLFdBQVcsSUFBSSxDQUFDLENBQUEsVUFBVyxFQUFFO01BQy9CLElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRztNQUNqQixJQUFJLENBQUMsQ0FBQSxRQUFTLEdBQUc7TUFDakIsc0VBQXNFO01BQ3RFLElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRyxJQUFJLE1BQU0sTUFBTSxJQUFJLENBQUM7SUFDeEM7SUFDQSxJQUFJLENBQUMsQ0FBQSxVQUFXLEdBQUc7SUFDbkIsTUFBTSxRQUE4QixFQUFFO0lBQ3RDLHFFQUFxRTtJQUNyRSwwQkFBMEI7SUFDMUIsTUFBTSxTQUFTLENBQUMsTUFBYyxJQUM1QixJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsSUFBSSxDQUFDLE1BQU0sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEdBQUcsQ0FBQyxPQUFPLEtBQUssUUFBUSxNQUFNLEVBQUU7SUFDckUsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLE1BQU0sSUFBSztNQUM3QixJQUFJLElBQUksQ0FBQyxDQUFBLFlBQWEsQ0FBQyxPQUFPLElBQUk7TUFDbEMsTUFBTSxNQUFNLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxPQUFPO01BQ2hDLElBQUksU0FBUyxhQUFhLENBQUMsVUFBVSxLQUFLLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxFQUFFLEVBQUUsT0FBTztRQUNsRTtNQUNGO01BQ0EsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLEVBQUUsR0FBRztNQUNwQixNQUFNLElBQUksQ0FBQztRQUFDO1FBQUcsTUFBTSxVQUFVLENBQUMsR0FBRztPQUFRO0lBQzdDO0lBQ0EsTUFBTSxTQUFTLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxPQUFPLFNBQVMsT0FBTztJQUNuRCxJQUFJLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxTQUFTLEtBQUssSUFBSSxDQUFDLFFBQVE7U0FDM0M7TUFDSCxxRUFBcUU7TUFDckUsSUFBSSxDQUFDLFVBQVU7TUFDZixXQUFXO0lBQ2I7SUFDQSxJQUFJLFNBQVMsV0FBVyxJQUFJLENBQUMsQ0FBQSxXQUFZLEdBQUc7RUFDOUM7RUFFQSxvRUFBb0UsR0FDcEUsQ0FBQSxNQUFPLENBQ0wsS0FBa0IsRUFDbEIsT0FBZ0IsRUFDaEIsS0FBMkIsRUFDM0IsSUFBYTtJQUViLE1BQU0sU0FBUyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsR0FBRyxDQUFDLE1BQU0sTUFBTTtJQUMzQyxNQUFNLGNBQWMsT0FBUSxJQUFJLENBQUMsS0FBSztJQUN0QyxNQUFNLE9BQU8sTUFBTSxLQUFLLENBQUMsR0FBRyxDQUFDLE1BQU0sTUFBTTtJQUN6QyxNQUFNLElBQUksUUFBUSxLQUFLO0lBQ3ZCLE1BQU0sU0FBcUIsS0FBSyxPQUM1QjtNQUNBLEVBQUUsQ0FBQyxHQUFHLEtBQUssQ0FBQztNQUNaLEVBQUUsQ0FBQyxHQUFHLEtBQUssQ0FBQztNQUNaLEVBQUUsT0FBTyxHQUFHLElBQUk7TUFDaEIsRUFBRSxLQUFLO01BQ1AsRUFBRSxLQUFLLEdBQUcsSUFBSTtLQUNmLEdBQ0M7TUFBQztNQUFHO01BQUc7TUFBRztNQUFTO0tBQUU7SUFDekIsSUFBSSxRQUFRO0lBQ1osSUFBSSxRQUFRO0lBQ1osSUFBSTtJQUNKLE1BQU0sUUFBNEMsRUFBRTtJQUNwRCxLQUFLLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsTUFBTSxHQUFJO01BQ3BDLElBQUksU0FBUyxhQUFhLEVBQUUsRUFBRSxLQUFLLE1BQU07TUFDekMsU0FBUyxFQUFFLEtBQUs7TUFDaEIsU0FBUyxFQUFFLEtBQUs7TUFDaEIsSUFBSSxFQUFFLEtBQUssR0FBRyxHQUFHO1FBQ2YsTUFBTSxRQUFRLE1BQU0sU0FBUyxjQUFjLEVBQUUsSUFBSSxDQUFDLEtBQUs7UUFDdkQsTUFBTSxJQUFJLENBQUM7VUFBQyxFQUFFLEVBQUU7VUFBRSxFQUFFLEtBQUs7VUFBRSxNQUFNLFVBQVU7VUFBRSxNQUFNLGNBQWM7VUFBRTtZQUNqRSxPQUFPLE1BQU0sYUFBYTtZQUMxQixVQUFVLE1BQU0sYUFBYTtZQUM3QixXQUFXLE1BQU0sU0FBUyxJQUFJLE1BQU0sZUFBZTtVQUNyRDtTQUFFO01BQ0o7TUFDQSxJQUFJLEVBQUUsU0FBUyxFQUFFLFlBQVksRUFBRSxTQUFTO01BQ3hDLEVBQUUsS0FBSyxHQUFHO01BQ1YsRUFBRSxLQUFLLEdBQUc7TUFDVixFQUFFLFNBQVMsR0FBRztNQUNkLEVBQUUsV0FBVyxHQUFHLEVBQUUsSUFBSSxDQUFDLFVBQVU7SUFDbkM7SUFDQSxNQUFNLFNBQXVCO01BQzNCLEdBQUc7TUFDSCxNQUFNLE1BQU0sSUFBSTtNQUNoQixNQUFNLE1BQU0sSUFBSTtNQUNoQjtNQUNBO01BQ0E7TUFDQSxPQUFPLFFBQVEsS0FBSyxTQUFTO01BQzdCO01BQ0E7TUFDQTtJQUNGO0lBQ0EsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxPQUFPLENBQy9CLE9BQ0EsQ0FBQyxLQUFPLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxHQUFHLENBQUMsS0FBSztJQUUvQixJQUFJLE1BQU0sTUFBTSxHQUFHLEdBQUcsT0FBTyxLQUFLLEdBQUc7SUFDckMsSUFBSSxXQUFXLE9BQU8sU0FBUyxHQUFHO0lBQ2xDLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxTQUFVLElBQUksQ0FBQyxVQUFVLGFBQWEsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHO01BQ2hFLE9BQU8sS0FBSyxHQUFHO01BQ2YsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHO0lBQ3BCO0lBQ0EsT0FBTztFQUNUO0VBRUE7OztHQUdDLEdBQ0QsQ0FBQSxNQUFPLENBQUMsS0FBa0IsRUFBRSxDQUFTO0lBQ25DLE1BQU0sUUFBUSxNQUFNLFlBQVksQ0FBQztJQUNqQyxNQUFNLE1BQWdCLElBQUksTUFBTSxNQUFNLE1BQU07SUFDNUMsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLE1BQU0sTUFBTSxFQUFFLEtBQUssRUFBRztNQUN4QyxHQUFHLENBQUMsRUFBRSxHQUFHLEtBQUssQ0FBQyxFQUFFO01BQ2pCLEdBQUcsQ0FBQyxJQUFJLEVBQUUsR0FBRyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsS0FBSyxDQUFDLEVBQUUsRUFBRSxLQUFLLENBQUMsSUFBSSxFQUFFO0lBQ2pEO0lBQ0EsT0FBTztFQUNUO0VBRUE7OztHQUdDLEdBQ0QsQ0FBQSxZQUFhLENBQUMsS0FBa0IsRUFBRSxDQUFTO0lBQ3pDLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsRUFBRTtJQUM5QixNQUFNLFFBQVEsTUFBTSxZQUFZLENBQUM7SUFDakMsSUFBSSxDQUFDLFFBQVEsS0FBSyxNQUFNLEtBQUssTUFBTSxNQUFNLEVBQUUsT0FBTztJQUNsRCxJQUFLLElBQUksSUFBSSxHQUFHLElBQUksTUFBTSxNQUFNLEVBQUUsS0FBSyxFQUFHO01BQ3hDLElBQUksSUFBSSxDQUFDLEVBQUUsS0FBSyxLQUFLLENBQUMsRUFBRSxFQUFFLE9BQU87TUFDakMsSUFBSSxJQUFJLENBQUMsSUFBSSxFQUFFLEtBQUssSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEtBQUssQ0FBQyxFQUFFLEVBQUUsS0FBSyxDQUFDLElBQUksRUFBRSxHQUFHLE9BQU87SUFDbEU7SUFDQSxPQUFPO0VBQ1Q7RUFFQSxxRUFBcUUsR0FDckUsQ0FBQSxLQUFNLENBQUMsSUFBWSxFQUFFLE9BQWU7SUFDbEMsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxHQUFHLENBQUM7SUFDMUIsT0FBTyxJQUFJLEVBQUUsSUFBSSxDQUFDLGFBQWEsQ0FBQyxXQUFXLENBQUM7RUFDOUM7RUFFQTs7OztHQUlDLEdBQ0QsYUFBbUI7SUFDakIsSUFBSSxVQUFVLElBQUksQ0FBQyxDQUFBLE1BQU8sTUFBTSxJQUFJLENBQUMsQ0FBQSxTQUFVLEVBQUU7SUFDakQsTUFBTSxDQUFDLEtBQUssT0FBTyxHQUFHLFdBQVcsSUFBSSxDQUFDLENBQUEsTUFBTztJQUM3Qyx1RUFBdUU7SUFDdkUsdUVBQXVFO0lBQ3ZFLGlFQUFpRTtJQUNqRSxJQUFJLE9BQU8sS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFDLElBQU0sRUFBRSxPQUFPLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsR0FBRyxDQUFDLEVBQUUsRUFBRSxJQUFJO0lBQ25FLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRztJQUNsQixNQUFNLFFBQVEsSUFBSTtJQUNsQixNQUFNLFVBQXdCLEVBQUU7SUFDaEMsS0FBSyxNQUFNLEtBQUssT0FBTyxLQUFLLENBQUU7TUFDNUIsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxHQUFHLENBQUMsRUFBRSxFQUFFO01BQzlCLElBQUksQ0FBQyxHQUFHO01BQ1IsbUVBQW1FO01BQ25FLDZEQUE2RDtNQUM3RCxJQUFJLEVBQUUsTUFBTSxDQUFDLEVBQUUsSUFBSSxFQUFFLEVBQUUsSUFBSSxLQUFLLENBQUMsRUFBRSxLQUFLLEVBQUUsUUFBUSxJQUFJLENBQUM7TUFDdkQsSUFBSSxFQUFFLE9BQU8sRUFBRTtRQUNiLE1BQU0sR0FBRyxDQUFDLEVBQUUsRUFBRSxFQUFFO1VBQUUsR0FBRyxFQUFFLENBQUM7VUFBRSxHQUFHLEVBQUUsQ0FBQztVQUFFLE1BQU0sRUFBRSxJQUFJO1VBQUUsTUFBTSxFQUFFLElBQUk7UUFBQztNQUMvRDtJQUNGO0lBQ0EsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHLElBQUksWUFDaEIsT0FBTyxJQUFJLEVBQ1gsT0FBTyxJQUFJLEVBQ1gsT0FDQSxPQUFPLE1BQU07SUFFZixJQUFJLENBQUMsQ0FBQSxVQUFXLEdBQUc7SUFDbkIsSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDLFlBQVksR0FBRztJQUMvQixpREFBaUQ7SUFDakQsS0FBSyxNQUFNLEtBQUssUUFBUyxFQUFFLFNBQVM7RUFDdEM7RUFFQTs7Ozs7O0dBTUMsR0FDRCxDQUFBLFVBQVc7SUFDVCxJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsTUFBTSxDQUFDLElBQUksQ0FBQyxDQUFBLGFBQWMsSUFBSTtNQUM3QyxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsWUFBWSxHQUFHO0lBQ2pDO0VBQ0Y7RUFFQTs7Ozs7R0FLQyxHQUNELENBQUEsUUFBUyxDQUFDLENBQWE7SUFDckIsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLEtBQU07SUFDekIsSUFDRSxDQUFDLFNBQVMsSUFBSSxDQUFDLENBQUEsVUFBVyxJQUFJLE1BQU0sSUFBSSxLQUFLLElBQUksQ0FBQyxDQUFBLFFBQVMsSUFDM0QsTUFBTSxJQUFJLEtBQUssSUFBSSxDQUFDLENBQUEsUUFBUyxJQUFJLENBQUMsTUFBTSxLQUFLLENBQUMsR0FBRyxDQUFDLEVBQUUsRUFBRSxHQUN0RDtNQUNBLElBQUksQ0FBQyxDQUFBLFVBQVc7SUFDbEIsT0FBTyxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsYUFBYyxJQUFJO01BQ2pDLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQyxZQUFZLEdBQUcsSUFBSSxFQUFFLEVBQUU7SUFDekM7RUFDRjtFQUVBLDBDQUEwQyxHQUMxQyxVQUFnQjtJQUNkLGNBQWMsSUFBSSxDQUFDLENBQUEsU0FBVTtJQUM3QixLQUFLLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsTUFBTSxHQUFJLEVBQUUsT0FBTztFQUNqRDtBQUNGO0FBRUEsd0VBQXdFLEdBQ3hFLFNBQVMsT0FBTyxNQUFrQjtFQUNoQyxzRUFBc0U7RUFDdEUsT0FBTyxDQUFDLEFBQUMsUUFBUSxJQUFJLENBQUMsUUFBUSxpQkFBaUIsV0FBWSxDQUFDLElBQUk7QUFDbEU7QUFFQSw0REFBNEQsR0FDNUQsU0FBUyxVQUFVLENBQWdCLEVBQUUsQ0FBZ0I7RUFDbkQsSUFBSyxNQUFNLEtBQUssRUFBRztJQUNqQixJQUFJLENBQUMsQ0FBQyxFQUF5QixLQUFLLENBQUMsQ0FBQyxFQUF5QixFQUFFO01BQy9ELE9BQU87SUFDVDtFQUNGO0VBQ0EsT0FBTztBQUNUO0FBRUEsd0VBQXdFLEdBQ3hFLFNBQVMsVUFDUCxHQUFhLEVBQ2IsSUFBaUMsRUFDakMsSUFBWTtFQUVaLE1BQU0sTUFBTSxRQUFRLEtBQUs7RUFDekIsSUFBSSxRQUFRLFdBQVcsT0FBTztFQUM5QixPQUFPLENBQUMsUUFBUSxRQUFRLE1BQU0sVUFBVTtBQUMxQztBQUVBLG1FQUFtRSxHQUNuRSxTQUFTLFFBQVEsR0FBYSxFQUFFLElBQVk7RUFDMUMsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLElBQUksTUFBTSxFQUFFLEtBQUssRUFBRztJQUN0QyxJQUFJLEdBQUcsQ0FBQyxFQUFFLEtBQUssTUFBTSxPQUFPLEdBQUcsQ0FBQyxJQUFJLEVBQUU7RUFDeEM7RUFDQSxPQUFPO0FBQ1Q7QUFFQTs7Ozs7Q0FLQyxHQUNELFNBQVMsV0FBVyxJQUFjLEVBQUUsRUFBVTtFQUM1QyxNQUFNLE1BQU0sS0FBSyxTQUFTLENBQUM7RUFDM0IsSUFBSSxRQUFRLFdBQVcsT0FBTztFQUM5QixPQUFPO0lBQUU7SUFBSyxJQUFJLEtBQUssV0FBVyxDQUFDLE9BQU87RUFBRztBQUMvQztBQUVBLG9FQUFvRSxHQUNwRSxTQUFTLFVBQVUsSUFBYztFQUMvQixJQUFJLElBQUk7RUFDUixLQUFLLE1BQU0sT0FBTyxLQUFNLEtBQUssR0FBRyxDQUFDLEVBQUUsQ0FBQyxNQUFNLEdBQUcsSUFBSTtFQUNqRCxPQUFPO0FBQ1Q7QUFFQSxJQUFJLFVBQStCO0FBRW5DLEtBQUssU0FBUyxHQUFHLENBQUM7RUFDaEIsTUFBTSxNQUFNLEVBQUUsSUFBSTtFQUNsQixJQUFJLElBQUksQ0FBQyxLQUFLLFFBQVE7SUFDcEIsT0FBTztJQUNQO0VBQ0Y7RUFDQTtFQUNBLElBQUksSUFBSSxDQUFDLEtBQUssUUFBUTtJQUNwQjtJQUNBLFVBQVUsSUFBSSxXQUFXLElBQUksT0FBTztJQUNwQyxVQUFVLElBQUksYUFBYTtJQUMzQixRQUFRLEdBQUcsR0FBRyxJQUFJLENBQ2hCLElBQU0sU0FBUyxXQUNmLENBQUMsTUFBUSxLQUFLO1FBQUUsR0FBRztRQUFTLFNBQVMsT0FBTyxLQUFLLFNBQVM7TUFBSztJQUVqRTtFQUNGO0VBQ0EsSUFBSSxDQUFDLFNBQVM7RUFDZCxRQUFRLFVBQVU7RUFDbEIsT0FBUSxJQUFJLENBQUM7SUFDWCxLQUFLO01BQ0gsUUFBUSxPQUFPLENBQUMsSUFBSSxJQUFJO01BQ3hCO0lBQ0YsS0FBSztNQUNILFFBQVEsUUFBUSxDQUFDLElBQUksSUFBSTtNQUN6QjtJQUNGLEtBQUs7TUFDSCxRQUFRLFdBQVcsQ0FBQyxJQUFJLElBQUk7TUFDNUI7SUFDRixLQUFLO01BQ0gsUUFBUSxJQUFJLENBQUMsSUFBSSxJQUFJLEdBQUcsS0FBSztNQUM3QjtJQUNGLEtBQUs7TUFDSDtJQUNGLEtBQUs7TUFDSCxRQUFRLElBQUksQ0FBQyxJQUFJLElBQUksR0FBRyxRQUN0QixJQUFJLEVBQUUsRUFDTixJQUFJLFVBQVUsRUFDZCxJQUFJLEtBQUssRUFDVCxJQUFJLElBQUksRUFDUjtNQUVGO0lBQ0YsS0FBSztNQUNILFFBQVEsSUFBSSxDQUFDLElBQUksSUFBSSxHQUFHLFFBQ3RCLElBQUksRUFBRSxFQUNOLElBQUksS0FBSyxFQUNULElBQUksS0FBSyxFQUNULElBQUksTUFBTSxFQUNWLFFBQVEsT0FBTyxDQUFDLElBQUksSUFBSTtNQUUxQjtJQUNGLEtBQUs7TUFBUztRQUNaLE1BQU0sSUFBSSxRQUFRLElBQUksQ0FBQyxJQUFJLElBQUk7UUFDL0IsSUFBSSxJQUFJLElBQUksRUFBRSxHQUFHLFVBQVUsSUFBSSxFQUFFLEVBQUUsSUFBSSxJQUFJLENBQUMsTUFBTSxFQUFFLElBQUksSUFBSSxDQUFDLEtBQUs7YUFDN0QsSUFBSSxJQUFJLE1BQU0sS0FBSyxXQUFXLEdBQUcsVUFBVSxJQUFJLEVBQUUsRUFBRSxJQUFJLE1BQU07UUFDbEU7TUFDRjtJQUNBLEtBQUs7TUFDSCxRQUFRLE9BQU8sQ0FBQyxJQUFJLEVBQUU7TUFDdEI7SUFDRixLQUFLO01BQ0gsS0FBSztRQUFFLEdBQUc7UUFBVSxJQUFJLElBQUksRUFBRTtNQUFDO01BQy9CO0lBQ0YsS0FBSztNQUFXO1FBQ2QsTUFBTSxJQUFJO1FBQ1YsTUFBTSxVQUFVLGVBQ2QsS0FDQSxDQUFDLE1BQU0sSUFBTSxFQUFFLElBQUksQ0FBQyxPQUFPLEtBQUssUUFBUSxNQUFNLEVBQUUsRUFDaEQsRUFBRSxJQUFJLENBQUMsSUFBSSxNQUFNLEdBQUcsS0FBSyxTQUFTLEtBQUs7UUFFekMsS0FBSztVQUFFLEdBQUc7VUFBVyxJQUFJLElBQUksRUFBRTtVQUFFO1FBQVE7UUFDekM7TUFDRjtJQUNBLEtBQUs7TUFDSCxRQUFRLFdBQVcsQ0FBQyxJQUFJLEVBQUU7TUFDMUI7SUFDRixLQUFLO01BQ0gsUUFBUSxPQUFPLENBQUMsSUFBSSxFQUFFLEVBQUUsSUFBSSxHQUFHLEVBQUUsSUFBSSxFQUFFLEVBQUUsSUFBSSxLQUFLO01BQ2xEO0lBQ0YsS0FBSztNQUNILFFBQVEsT0FBTyxDQUFDLElBQUksRUFBRTtNQUN0QjtFQUNKO0FBQ0YifQ==
// denoCacheMetadata=9012411621800858524,10860144718282426095