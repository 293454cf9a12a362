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
 */ import { ConnectionError, RequestError } from "../connection.ts";
import { daemonGoneResult, detachedResult, endResult, errorResult } from "./attach_result.ts";
import { concatBytes, InputFilter } from "./input_filter.ts";
import { realTerminal } from "./outer_terminal.ts";
import { Renderer } from "./renderer.ts";
import { ownTerminalColours } from "./outer_colours.ts";
import { AttachMouse } from "./attach_mouse.ts";
import { encodeMouse } from "./mouse_encode.ts";
import { holdHeartbeat, startHeartbeat } from "../heartbeat.ts";
import { after } from "../../protocol/timer.ts";
import { InputLog } from "./input_log.ts";
import { reconnect, statusRow, statusText, UPGRADED_MESSAGE } from "./reconnect.ts";
import { signalNumber } from "../../protocol/signals.ts";
import { clipboardWrite } from "./clipboard.ts";
import { DEFAULT_PREFIX } from "./prefix.ts";
import { GridRow } from "./screen_grid.ts";
import { clientCommand } from "./chooser_commands.ts";
import { ttyName } from "./tty_name.ts";
import { MESSAGE_MS, messageRow, sessionRows, untilNextMinute } from "./status_line.ts";
import { CommandPrompt, ConfirmPrompt, remember } from "./prompt.ts";
import { isPromptCommand, parsePromptCommand, promptLine } from "./prompt_command.ts";
import { HelpView, listKeys, outputLines } from "./help_view.ts";
import { ScrollKeyDecoder } from "./scroll_keys.ts";
/**
 * How long the start of a key or a mouse report (`ESC [`) waits for its
 * rest before it goes on as typed (tmux's escape-time is 10 ms since 3.5).
 */ const CUT_KEY_MS = 25;
/** How long keys typed after a bound command wait for it to finish. */ const HOLD_MS = 2000;
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
 */ export async function attachSession(conn, opts, hooks = {}) {
  const term = hooks.terminal ?? realTerminal();
  const result = await attach(conn, opts, term, hooks.renderer ?? {});
  conn.close();
  try {
    term.printLine(result.message);
  } catch  {
  // stderr is gone with the terminal; the exit code still tells.
  }
  return result;
}
async function attach(conn, opts, term, rendererOptions) {
  if (!term.isTerminal()) {
    return {
      exitCode: 1,
      message: "berth: attach needs a terminal; run it from one"
    };
  }
  const events = new EventQueue();
  conn.onPush = (msg)=>events.push({
      kind: "push",
      msg
    });
  conn.closed.then(()=>events.push({
      kind: "closed",
      conn
    }));
  // Beats notice a dead link that sends nothing at all (see heartbeat.ts).
  if (opts.reopen) startHeartbeat(conn);
  const size = term.size();
  const status = opts.status ?? "off";
  let answer;
  try {
    answer = await conn.request({
      op: "attach",
      name: opts.name,
      readOnly: opts.readOnly,
      cols: size.cols,
      rows: sessionRows(size.rows, status),
      ...opts.clipboard ? {
        clipboard: true
      } : {},
      ...opts.detachOthers ? {
        detachOthers: true
      } : {},
      ...opts.resume ? {
        resume: {
          token: opts.resume,
          seq: 0
        }
      } : {},
      ...opts.client ?? ttyName()
    });
  } catch (err) {
    return refused(err);
  }
  opts.onAttached?.(answer);
  const session = new AttachedSession(conn, opts, term, answer, events, size, {
    bce: outerHasBce(),
    colours: ownTerminalColours(),
    mirrorInput: !opts.readOnly,
    clipboard: opts.clipboard ?? false,
    status,
    hostName: hostName(),
    ...rendererOptions
  });
  return await session.run();
}
// A refused attach request: the daemon's own line (an error like any
// other command's, so with berth's prefix), or why it went away.
function refused(err) {
  if (err instanceof RequestError) {
    return {
      exitCode: 1,
      message: `berth: ${err.message}`
    };
  }
  if (err instanceof ConnectionError) {
    return daemonGoneResult(err.kind === "fatal" ? err.message : "lost connection");
  }
  return {
    exitCode: 1,
    message: String(err?.message ?? err)
  };
}
// The title the status line shows when the program set none, as tmux's
// default pane title.
function hostName() {
  try {
    return Deno.hostname();
  } catch  {
    return "";
  }
}
// GNU screen (TERM=screen*) does not erase with the background colour, and
// tmux's terminfo entries do not promise it either.
function outerHasBce() {
  try {
    return !/^(screen|tmux)/.test(Deno.env.get("TERM") ?? "");
  } catch  {
    return true;
  }
}
/** The attached state: from raw mode in to terminal restored. */ class AttachedSession {
  conn;
  opts;
  term;
  events;
  #renderer;
  #filter;
  #detaching;
  #resizePending;
  /** Scroll mode, while it is on. */ #scroll;
  /** Scroll mode was asked for; the loop has not started it yet. */ #scrollPending;
  /** "keys" events in the queue: later keys must queue behind them. */ #queuedKeys;
  /** The prompt or help view open, and one asked for, not open yet. */ #modal;
  #modalPending;
  /** What was run from this client's prompts (Up and Down recall it). */ #history;
  /** A suspend is asked for or under way: keys wait for its end. */ #suspending;
  /**
   * What is typed while a suspend is asked for or under way, in order:
   * dropped once the client has stopped (as tmux drops a suspended
   * client's keys: typed after prefix C-z, they were meant for the shell),
   * else (the suspend refused) and after `fg` read as usual.
   */ #aside;
  /** The terminal is the shell's (suspended): nothing is written there. */ #givenBack;
  /** Keys typed while a bound command runs (see `#forward`). */ #held;
  /** The message shown now (its id), and its timer. */ #messageId;
  #messageTimer;
  /** The status line's clock. */ #tickTimer;
  /** Ends the wait for the rest of a cut key (`CUT_KEY_MS`). */ #cutTimer;
  /** The attachment's token, for a resume ("" when there is none). */ #token;
  /** The first attach took over an attachment of a replaced daemon. */ #upgraded;
  /** The seq of the last frame drawn. */ #lastFrame;
  /** Input sent but not confirmed, and typed while the link is down. */ #inputs;
  /** Set while the link is down: aborting it stops the reconnect loop. */ #down;
  #report;
  #early;
  /** A chooser or display-panes, while one is shown (see `chooser_overlay.ts`). */ #overlay;
  /** One was asked for; the loop has not started it yet. */ #overlayPending;
  /** Switched away from a view: leave it when the new session's frame is in. */ #leaveOnFrame;
  /** The session attached to (it changes with `switch-client` and
   * `rename-session`, as the daemon last said). */ name;
  /** The mouse; null for a read-only client, which sends nothing. */ #mouse;
  /** The bytes typed keys may skip this client with, for `#passFor`. */ #pass;
  #passFor;
  constructor(conn, opts, term, answer, events, size, rendererOptions){
    this.conn = conn;
    this.opts = opts;
    this.term = term;
    this.events = events;
    this.#detaching = false;
    this.#resizePending = false;
    this.#scroll = null;
    this.#scrollPending = false;
    this.#queuedKeys = 0;
    this.#modal = null;
    this.#modalPending = false;
    this.#history = [];
    this.#suspending = false;
    this.#aside = null;
    this.#givenBack = false;
    this.#held = null;
    this.#messageId = 0;
    this.#lastFrame = 0;
    this.#down = null;
    this.#report = {
      attempt: 1
    };
    this.#early = new WeakMap();
    this.#overlay = null;
    this.#overlayPending = false;
    this.#leaveOnFrame = false;
    this.#pass = new Uint8Array(256);
    this.#passFor = null;
    this.name = answer.name;
    this.#token = answer.token ?? "";
    this.#upgraded = answer.upgraded ?? false;
    // A taken-over attachment's input goes on from the seq the daemon has.
    this.#inputs = new InputLog(answer.input);
    // The size the session was told; a change since then is a resize.
    this.#renderer = new Renderer(size.cols, size.rows, rendererOptions);
    this.#filter = new InputFilter(opts.keys ?? opts.prefix ?? DEFAULT_PREFIX, opts.readOnly);
    this.#mouse = opts.readOnly ? null : new AttachMouse(this.#mouseHost(), opts.mouse ?? false);
  }
  async run() {
    const { term, events } = this;
    this.conn.onPush = (msg)=>this.#pushed(msg);
    term.setRaw(true);
    const stopResize = term.onResize(()=>this.#resizeSoon());
    const stopTerminate = term.onTerminate((signal)=>events.push({
        kind: "terminate",
        signal
      }));
    const stopContinue = term.onContinue?.(()=>events.push({
        kind: "continued"
      }));
    let result;
    try {
      await term.write(this.#renderer.begin());
      // The size may have changed between the request and now.
      this.#resizeSoon();
      term.startReading((data)=>this.#input(data), ()=>events.push({
          kind: "input-end"
        }));
      if (this.opts.notice) {
        events.push({
          kind: "message",
          text: this.opts.notice
        });
      }
      // An attachment taken over from a daemon that was replaced (the
      // daemon draws this terminal and came back as a new program).
      if (this.#upgraded) {
        events.push({
          kind: "message",
          text: UPGRADED_MESSAGE
        });
      }
      this.#tickLater();
      result = await this.#loop();
    } catch (err) {
      result = errorResult(err);
    } finally{
      stopResize();
      stopTerminate();
      stopContinue?.();
      this.#messageTimer?.();
      this.#tickTimer?.();
      this.#cutTimer?.();
      this.#mouse?.stop();
      this.#down?.abort();
    }
    await this.#restore();
    return result;
  }
  // Gives the terminal back; every step runs even if one fails.
  async #restore() {
    // Whatever ended the loop, nobody else writes the terminal now.
    this.#hold();
    // Suspended: given back restored already, the shell's now.
    if (!this.#givenBack) await this.#giveBack();
    await this.term.stopReading();
  }
  // The terminal as it was found: modes, cursor, main screen, termios.
  async #giveBack() {
    try {
      await this.term.write(this.#renderer.end());
    } catch  {
    // The terminal is gone; nothing to restore on it.
    }
    try {
      this.term.setRaw(false);
    } catch  {
    // Same.
    }
  }
  async #loop() {
    for(;;){
      const ev = await this.events.next();
      this.#hold();
      const result = await this.#handle(ev);
      // Ending, the terminal stays held: it is given back, then closed.
      if (result) return result;
      this.#offerKeys();
      await this.#lend();
    }
  }
  /**
   * Takes the terminal back from the session's parse worker (a daemon's
   * terminal, `OuterTerminal.hold`) for an event; rows it drew meanwhile
   * are drawn again: now, or by the frame that brings them when the worker
   * drew what this client does not have yet (`Renderer.drawnOver`).
   */ #hold() {
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
   */ async #lend() {
    if (!this.term.release) return;
    if (this.#renderer.needsRepair) {
      await this.term.write(this.#renderer.repair());
    }
    const plain = !this.#detaching && !this.#suspending && !this.#down && !this.#scroll && !this.#scrollPending && !this.#overlay && !this.#overlayPending && !this.#modal && !this.#modalPending && !this.#leaveOnFrame;
    this.term.release(plain ? this.#renderer.directArea() : null);
  }
  /**
   * Lets typed keys skip this client while it would only pass them on
   * (`OuterTerminal.passThrough`): no prefix, key or command pending, no
   * view, prompt or chooser open, nothing queued, the link up.
   */ #offerKeys() {
    if (!this.term.passThrough) return;
    const plain = !this.opts.readOnly && !this.#detaching && !this.#held && !this.#suspending && !this.#down && this.#queuedKeys === 0 && this.#filter.plain && !this.#scroll && !this.#scrollPending && !this.#overlay && !this.#overlayPending && !this.#modal && !this.#modalPending && !(this.#mouse?.reader.waiting ?? false);
    if (!plain) return this.term.passThrough(null);
    if (this.#passFor !== this.#filter) {
      this.#pass = this.#filter.passBytes();
      this.#passFor = this.#filter;
    }
    this.term.passThrough(this.#pass);
  }
  async #handle(ev) {
    switch(ev.kind){
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
          message: `[detached from session ${this.name}: got ${ev.signal}]`
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
        return await this.#enterScroll(ev.pageUp, ev.rest);
      case "keys":
        this.#queuedKeys--;
        return await this.#keys(ev.data);
      case "history":
        await this.#historyAnswer(ev.mode, ev.page);
        return null;
      case "message":
        await this.#showMessage(ev.text);
        return null;
      case "output":
        await this.#showOutput(ev.lines);
        return null;
      case "overlay-start":
        return await this.#startOverlay(ev.make, ev.rest);
      case "overlay-run":
        if (ev.overlay !== this.#overlay) return null; // left meanwhile
        return await this.#overlaid(ev.run());
      case "message-end":
        if (ev.id === this.#messageId) {
          await this.term.write(this.#renderer.clearMessage());
        }
        return null;
      case "tick":
        await this.term.write(this.#renderer.tick());
        this.#tickLater();
        return null;
      case "modal":
        this.#modalPending = false;
        return await this.#runLine(ev.line, ev.rest);
      case "suspend":
        return await this.#suspend(ev.rest);
      case "mouse":
        this.#queuedKeys--;
        return await this.#mouseOver(ev.report, ev.at);
      case "mouse-copy":
        return ev.mode === this.#scroll ? await this.#scrolled(ev.mode.copySelection()) : null;
    }
  }
  /**
   * Runs a command line from a key or a prompt: the ones that act on this
   * client here (prompts, help, detach, copy mode, the prefix), the others
   * as bound commands; then the keys typed after it.
   */ async #runLine(line, rest) {
    const words = line.trim().split(/\s+/);
    const only = words.length === 1;
    if (isPromptCommand(line) || words[0] === "list-keys" && only) {
      await this.#openModal(line);
    } else if (words[0] === "detach-client" && only) {
      this.#detaching = true;
      return await this.#detach(detachedResult(this.name));
    } else if (isSuspend(line)) {
      return await this.#suspend(rest);
    } else if (words[0] === "copy-mode" && words.length <= 2) {
      this.#scrollPending = true;
      return await this.#enterScroll(words[1] === "-u", rest);
    } else if (words[0] === "send-prefix" && only) {
      if (!this.opts.readOnly) this.#sendInput(this.#filter.keys.prefix);
    } else if (words[0] === "paste-buffer" && only) {
      if (!this.opts.readOnly) this.#pasteBuffer();
    } else if (line.trim() !== "") {
      // Not awaited: frames go on being drawn while it runs.
      this.#runHeld(line, rest);
      return null;
    }
    return rest.length > 0 ? await this.#keys(rest) : null;
  }
  // What a command printed (`:list-windows`, a binding's `display -p`), as
  // tmux's view mode shows it: a view over the session, q leaves. While
  // something else has the screen, its first line as a message.
  async #showOutput(lines) {
    if (this.#modal || this.#overlay || this.#scroll) {
      await this.#showMessage(lines[0]);
      return;
    }
    const view = new HelpView(lines);
    this.#modal = {
      kind: "help",
      view,
      decoder: new ScrollKeyDecoder()
    };
    await this.#drawModal();
  }
  // Opens a prompt (command-prompt, confirm-before) or the help view.
  async #openModal(line) {
    const decoder = new ScrollKeyDecoder();
    if (line.trim() === "list-keys") {
      const view = new HelpView(listKeys(this.#filter.keys));
      this.#modal = {
        kind: "help",
        view,
        decoder
      };
    } else {
      let request;
      try {
        request = parsePromptCommand(line, this.#renderer.status);
      } catch (err) {
        await this.#showMessage(err.message);
        return;
      }
      const prompt = request.kind === "command" ? new CommandPrompt(request.label, request.initial, this.#history) : new ConfirmPrompt(request.label);
      this.#modal = {
        kind: "prompt",
        prompt,
        request,
        decoder
      };
    }
    await this.#drawModal();
  }
  async #drawModal() {
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
  async #modalKeys(m, data) {
    const keys = m.decoder.feed(data);
    for(let i = 0; i < keys.length; i++){
      const rest = ()=>concatBytes(...keys.slice(i + 1).map((k)=>k.bytes), m.decoder.pending());
      if (m.kind === "help") {
        if (m.view.key(keys[i], this.#renderer.size.rows)) continue;
        this.#modal = null;
        await this.term.write(this.#renderer.showSession());
        const after = rest();
        return after.length > 0 ? await this.#keys(after) : null;
      }
      const step = m.prompt.key(keys[i]);
      if (step.kind === "open") continue;
      this.#modal = null;
      await this.term.write(this.#renderer.clearPrompt());
      if (step.kind === "cancel") {
        const after = rest();
        return after.length > 0 ? await this.#keys(after) : null;
      }
      const req = m.request;
      if (req.kind === "command") remember(this.#history, step.text);
      const line = req.kind === "command" ? promptLine(req.template, step.text) : req.command;
      return await this.#runLine(line, rest());
    }
    await this.#drawModal();
    return null;
  }
  // The status line's clock changes with the minute. On `after`, not
  // setTimeout, whose first call loads Node's timers before the first frame
  // (protocol/timer.ts).
  #tickLater() {
    this.#tickTimer?.(); // One chain of ticks, whoever re-arms it.
    if ((this.opts.status ?? "off") === "off") return;
    this.#tickTimer = after(untilNextMinute(new Date()) + 50, ()=>this.events.push({
        kind: "tick"
      }));
  }
  // Shows `text` on the status line (the bottom row without one) for
  // MESSAGE_MS, in tmux's message-style.
  async #showMessage(text) {
    const row = messageRow(this.#renderer.size.cols, text);
    const id = ++this.#messageId;
    this.#messageTimer?.();
    this.#messageTimer = after(MESSAGE_MS, ()=>this.events.push({
        kind: "message-end",
        id
      }));
    await this.term.write(this.#renderer.showMessage(row));
  }
  // Runs a bound command line; its error, if any, becomes a message.
  #runBound(line) {
    const mine = this.#clientCommand(line);
    if (mine !== undefined) return mine;
    const run = this.opts.runCommand;
    if (this.opts.readOnly) {
      // A read-only client sees; it changes nothing, its key bindings
      // included (detach and scroll mode are not commands).
      this.events.push({
        kind: "message",
        text: `Read-only: ${line} is not run`
      });
      return Promise.resolve();
    }
    if (!run) {
      this.events.push({
        kind: "message",
        text: `Cannot run ${line} here`
      });
      return Promise.resolve();
    }
    return run(line, this.name).then(({ error, output })=>{
      // A failing command's output says why (source-file's warnings).
      if (output.trim() !== "") {
        this.events.push({
          kind: "output",
          lines: outputLines(output)
        });
      }
      if (error) this.events.push({
        kind: "message",
        text: error
      });
    }, (err)=>{
      this.events.push({
        kind: "message",
        text: String(err?.message ?? err)
      });
    });
  }
  // A command that acts on this client (`chooser_commands.ts`): its
  // promise, or undefined for any other command line.
  #clientCommand(line) {
    let cc;
    try {
      cc = clientCommand(line);
    } catch (err) {
      this.events.push({
        kind: "message",
        text: err.message
      });
      return Promise.resolve();
    }
    if (!cc) return undefined;
    if (cc.kind === "display") return this.#displayMessage(cc.req);
    if (cc.kind === "switch") {
      // Moves this client, over its own connection (read-only may too,
      // as in tmux); the daemon pushes `switched`, then the new frame.
      return this.conn.request(cc.req).then(()=>{}, (err)=>{
        this.events.push({
          kind: "message",
          text: String(err?.message ?? err)
        });
      });
    }
    if (this.opts.readOnly && cc.kind !== "choose-tree") {
      this.events.push({
        kind: "message",
        text: `Read-only: ${line} is not run`
      });
      return Promise.resolve();
    }
    this.#overlayPending = true;
    this.events.push({
      kind: "overlay-start",
      make: ()=>this.#makeOverlay(cc),
      rest: new Uint8Array(0)
    });
    return Promise.resolve();
  }
  // `display-message` from a key or the prompt: its target is in this
  // client's session unless it names another, and its message shows here
  // (pushed by the daemon when `-c` names another client, or printed
  // with -p: here too, as a bound command's output has nowhere else).
  #displayMessage(req) {
    const t = req.name;
    const name = t === "" ? this.name : t.startsWith(":") ? this.name + t : /^%\d+$/.test(t) ? `${this.name}:${t}` : t;
    const here = req.client === undefined;
    return this.conn.request({
      ...req,
      name,
      print: here || req.print
    }).then((a)=>{
      if (here || req.print) {
        this.events.push({
          kind: "message",
          text: a.text
        });
      }
    }, (err)=>{
      this.events.push({
        kind: "message",
        text: String(err?.message ?? err)
      });
    });
  }
  async #makeOverlay(cc) {
    const host = this.#overlayHost();
    if (cc.kind === "choose-tree") {
      const { Chooser } = await import("./chooser.ts");
      return new Chooser(this.#renderer, host, cc.windows, this.opts.readOnly);
    }
    if (cc.kind === "choose-client") {
      const { ClientChooser } = await import("./chooser_clients.ts");
      return new ClientChooser(this.#renderer, host);
    }
    const { DisplayPanes } = await import("./display_panes.ts");
    return new DisplayPanes(this.#renderer, host);
  }
  // What an overlay may do: requests on this connection and timers, each
  // coming back on the loop (dropped once the overlay is over).
  #overlayHost() {
    // deno-lint-ignore no-this-alias
    const self = this;
    const run = (overlay, fn)=>{
      if (overlay) self.events.push({
        kind: "overlay-run",
        overlay,
        run: fn
      });
    };
    return {
      get session () {
        return self.name;
      },
      keys: this.#filter.keys,
      request (req, then) {
        const overlay = self.#overlay;
        self.conn.request(req).then((a)=>run(overlay, ()=>then(a)), (err)=>run(overlay, ()=>then(err)));
      },
      later (ms, then) {
        const overlay = self.#overlay;
        after(ms, ()=>run(overlay, then));
      }
    };
  }
  async #startOverlay(make, rest) {
    // No daemon to ask while the link is down; one view at a time. Made
    // (its module loaded) while keys still queue for it (#overlayPending).
    const open = !this.#down && !this.#scroll && !this.#overlay;
    const overlay = open ? await make() : null;
    this.#overlayPending = false;
    if (overlay) {
      this.#overlay = overlay;
      const r = await this.#overlaid(overlay.start());
      if (r) return r;
    }
    return rest.length > 0 ? await this.#keys(rest) : null;
  }
  async #overlaid(r) {
    if (r.out && r.out.length > 0) await this.term.write(r.out);
    if (r.detach) {
      this.#detaching = true;
      return await this.#detach(detachedResult(this.name));
    }
    if (r.leave) {
      this.#overlay = null;
      if (r.leave.rest.length > 0) this.#forward(r.leave.rest);
    }
    if (r.message) this.events.push({
      kind: "message",
      text: r.message
    });
    return null;
  }
  async #enterScroll(pageUp, rest, wheel = {}) {
    // Loaded while keys still queue for scroll mode (#scrollPending; the
    // mouse's wheel and drag come here without having set it).
    this.#scrollPending = true;
    const { ScrollMode } = await import("./scroll_mode.ts");
    this.#scrollPending = false;
    // No history to scroll through while the link is down.
    if (this.#down) return rest.length > 0 ? await this.#keys(rest) : null;
    if (!this.#scroll) {
      const mode = new ScrollMode(this.#renderer, {
        request: (req)=>this.#historyRequest(mode, req)
      }, {
        prefix: this.#filter.keys,
        pageUp,
        cursor: this.#renderer.sessionCursor,
        ...wheel
      });
      this.#scroll = mode;
      this.#mouse?.dropWaiting(); // what waited for an earlier stay
      mode.start();
    }
    return rest.length > 0 ? await this.#keys(rest) : null;
  }
  // Keys that queued behind scroll mode: for it while it is on, else (it
  // was left meanwhile) for the session as usual.
  async #keys(data) {
    if (this.#overlay) return await this.#overlaid(this.#overlay.keys(data));
    if (this.#modal) return await this.#modalKeys(this.#modal, data);
    if (this.#modalPending) {
      // A key opened a prompt; what follows waits for it to open.
      this.#queuedKeys++;
      this.events.push({
        kind: "keys",
        data
      });
      return null;
    }
    if (!this.#scroll) {
      this.#forward(data);
      return null;
    }
    return await this.#scrolled(this.#scroll.keys(data));
  }
  async #scrolled(r) {
    if (r.out.length > 0) await this.term.write(r.out);
    if (r.detach) {
      this.#detaching = true;
      return await this.#detach(detachedResult(this.name));
    }
    if (r.leave) {
      this.#scroll = null;
      if (r.copy !== undefined) await this.#copy(r.copy);
      if (r.leave.rest.length > 0) this.#forward(r.leave.rest);
    }
    return null;
  }
  // Copy mode copied: a new paste buffer in the daemon, and the user's
  // clipboard (OSC 52) only when this client may set it (--clipboard).
  async #copy(text) {
    const data = new TextEncoder().encode(text);
    this.conn.request({
      op: "set-buffer",
      data
    }).then(()=>this.events.push({
        kind: "message",
        text: `copied ${data.length} bytes`
      }), (err)=>this.events.push({
        kind: "message",
        text: String(err?.message ?? err)
      }));
    if (this.opts.clipboard) {
      await this.term.write(new TextEncoder().encode(clipboardWrite("c", data)));
    }
  }
  // Prefix ]: the newest paste buffer into this session, as a paste.
  #pasteBuffer() {
    this.conn.request({
      op: "paste-buffer",
      name: this.name
    }).catch((err)=>this.events.push({
        kind: "message",
        text: String(err?.message ?? err)
      }));
  }
  // -------------------------------------------------------------------------
  // The mouse (`mouse.ts` decides, this carries it out)
  // A report goes to what takes the keyboard, if anything does: the
  // overlay shown (a chooser's list), nothing while a prompt, the help or
  // an overlay about to open is (never bytes to the session or a prompt);
  // else to the window.
  async #mouseOver(r, now) {
    const overlay = this.#overlay;
    if (overlay) {
      const w = this.#renderer.windowPoint(r.x, r.y);
      if (w.status || !overlay.mouse) return null;
      return await this.#overlaid(overlay.mouse({
        ...r,
        x: w.x,
        y: w.y
      }));
    }
    if (this.#overlayPending || this.#modal || this.#modalPending) return null;
    return await this.#mouse.report(r, now);
  }
  // What the mouse carries its actions out with.
  #mouseHost() {
    // deno-lint-ignore no-this-alias
    const self = this;
    return {
      get renderer () {
        return self.#renderer;
      },
      conn: this.conn,
      get name () {
        return self.name;
      },
      get scroll () {
        return self.#scroll;
      },
      enterScroll: (wheel)=>this.#enterScroll(false, new Uint8Array(0), wheel),
      scrolled: (r)=>this.#scrolled(r),
      sendInput: (data)=>this.#sendInput(data),
      pasteBuffer: ()=>this.#pasteBuffer(),
      say: (err)=>this.#say(err),
      clickCopy: (mode)=>this.events.push({
          kind: "mouse-copy",
          mode
        })
    };
  }
  // A failed request's one line, as a message.
  #say(err) {
    this.events.push({
      kind: "message",
      text: String(err?.message ?? err)
    });
  }
  #historyRequest(mode, req) {
    const { pane, ...rows } = req;
    const name = pane === undefined ? this.name : `${this.name}:%${pane}`;
    this.conn.request({
      op: "history",
      name,
      ...rows
    }).then((page)=>this.events.push({
        kind: "history",
        mode,
        page
      }), // The session ended or the daemon went: their own events follow.
    ()=>this.events.push({
        kind: "history",
        mode,
        page: null
      }));
  }
  async #historyAnswer(mode, page) {
    if (mode !== this.#scroll) return; // left meanwhile
    if (page) {
      await this.term.write(mode.answer(page));
      await this.#mouse?.ready();
      return;
    }
    this.#scroll = null;
    await this.term.write(mode.failed());
  }
  async #push(msg) {
    switch(msg.t){
      case "update":
        // In scroll mode the renderer keeps the frame without drawing it;
        // scroll mode draws the panes around its own.
        await this.term.write(this.#renderer.frame(this.#mouse?.withMouse(msg) ?? msg));
        if (this.#leaveOnFrame) {
          this.#leaveOnFrame = false;
          await this.term.write(this.#renderer.showSession());
        }
        if (msg.status) this.name = msg.status.session;
        this.#lastFrame = msg.seq;
        this.#send({
          t: "ack",
          seq: msg.seq
        });
        preloadViews();
        if (this.#scroll) await this.term.write(this.#scroll.output());
        return null;
      case "end":
        return endResult(msg);
      case "switched":
        await this.#switched(msg.name);
        return null;
      case "suspend":
        // `berth suspend-client` named this client.
        return await this.#suspend();
      case "options":
        await this.#reload(msg.options);
        return null;
      case "message":
        // `display-message` from elsewhere, for this client.
        await this.#showMessage(msg.text);
        return null;
      case "pane-reset":
        // A new program or no history there: the rows copy mode fetched
        // are not the pane's any more. tmux leaves its modes too.
        if (this.#scroll?.shows(msg.pane)) {
          const mode = this.#scroll;
          this.#scroll = null;
          await this.term.write(mode.failed());
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
  #input(data) {
    if (this.#detaching) return;
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
    if (this.#mouse?.reader.waiting || this.#filter.waiting) {
      this.#cutTimer = after(CUT_KEY_MS, ()=>this.#flushCut());
    }
    this.#offerKeys();
  }
  #flushCut() {
    const cut = this.#mouse?.reader.flush();
    if (cut) this.#inputBytes(cut);
    if (this.#queuedKeys > 0) return; // a view's decoder has them
    const held = this.#filter.flush();
    if (held) this.#sendInput(held);
    this.#offerKeys();
  }
  #readKeys(data) {
    if (!this.#mouse) return this.#inputBytes(data);
    for (const part of this.#mouse.reader.feed(data)){
      // A bound command run by the bytes before holds what follows.
      const held = this.#held;
      if (part instanceof Uint8Array) this.#inputBytes(part);
      else if (held) held.push(sgrBytes(part) ?? new Uint8Array(0));
      else {
        // Behind the keys before it, and the keys after it behind it.
        this.#queuedKeys++;
        this.events.push({
          kind: "mouse",
          report: part,
          at: performance.now()
        });
      }
    }
  }
  #inputBytes(data) {
    if (this.#held) {
      this.#held.push(data);
      return;
    }
    if (this.#scroll || this.#scrollPending || this.#queuedKeys > 0 || this.#suspending || this.#overlay || this.#overlayPending || this.#modal || this.#modalPending) {
      this.#queuedKeys++;
      this.events.push({
        kind: "keys",
        data
      });
      return;
    }
    this.#forward(data);
  }
  // Runs a bound command; the keys after it wait for it (at most
  // HOLD_MS), as tmux runs a binding before the next key: prefix o then
  // typing types into the pane selected.
  #runHeld(line, rest) {
    const held = rest.length > 0 ? [
      rest
    ] : [];
    this.#held = held;
    let cancel;
    Promise.race([
      this.#runBound(line),
      new Promise((ok)=>cancel = after(HOLD_MS, ok))
    ]).finally(()=>{
      cancel?.();
      if (this.#held === held) this.#held = null;
      // The keys held were typed while it ran: a repeating key's time
      // counts from its command's end, not from the key.
      this.#filter.commandDone();
      for (const d of held)this.#input(d);
      this.#offerKeys();
    });
  }
  // Keys for the session, less the prefix commands.
  #forward(data) {
    const r = this.#filter.feed(data);
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
        text: `prefix ${r.unbound} is not bound`
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
        rest: r.rest ?? new Uint8Array(0)
      });
    } else if (r.command && opensModal(r.command)) {
      this.#modalPending = true;
      this.events.push({
        kind: "modal",
        line: r.command,
        rest: r.rest ?? new Uint8Array(0)
      });
    } else if (r.command) {
      this.#runHeld(r.command, r.rest ?? new Uint8Array(0));
    } else if (r.detach) {
      this.#detaching = true;
      this.events.push({
        kind: "detach"
      });
    } else if (r.scroll) {
      this.#scrollPending = true;
      this.events.push({
        kind: "scroll",
        pageUp: r.scroll === "page-up",
        rest: r.rest ?? new Uint8Array(0)
      });
    }
  }
  // A burst of SIGWINCH (a window dragged) makes one redraw, for the size
  // at the time it is handled.
  #resizeSoon() {
    if (this.#resizePending) return;
    this.#resizePending = true;
    this.events.push({
      kind: "resize"
    });
  }
  async #resize() {
    const size = this.term.size();
    if (sameSize(size, this.#renderer.outerSize)) return;
    await this.term.write(this.#renderer.resize(size.cols, size.rows));
    await this.#redrawViews();
  }
  // After the outer screen was cleared (a resize, the status line moved):
  // what is over the session drawn again, and the session's new size.
  async #redrawViews() {
    if (this.#scroll) await this.term.write(this.#scroll.resize());
    if (this.#overlay) await this.#overlaid(this.#overlay.resize());
    await this.#drawModal();
    if (this.#down) await this.#showStatus();
    // A read-only client watches; it does not get to resize the session.
    if (!this.opts.readOnly) {
      this.#send({
        t: "resize",
        ...this.#sessionSize()
      });
    }
  }
  // This client shows another session now (`switch-client`): copy mode
  // and the choosers were about the old one; the new one's full frame,
  // next in line, replaces the screen.
  async #switched(name) {
    this.name = name;
    if (this.#scroll) await this.term.write(this.#scroll.dropPrompt());
    if (this.#scroll || this.#overlay) this.#leaveOnFrame = true;
    this.#scroll = null;
    this.#overlay = null;
  }
  // The daemon's settings changed (`source-file`): the keys, clipboard,
  // status line and mouse they give take effect at once, as in tmux.
  async #reload(options) {
    const s = this.opts.settings?.(options);
    if (!s) return;
    const moved = s.status !== (this.opts.status ?? "off");
    this.opts = {
      ...this.opts,
      ...s
    };
    this.#filter = new InputFilter(s.keys, this.opts.readOnly);
    const modes = this.#mouse?.setOn(s.mouse);
    if (modes) await this.term.write(modes);
    if (!moved) return;
    this.#tickLater();
    await this.term.write(this.#renderer.setStatus(s.status));
    await this.#redrawViews();
  }
  // The size the session is asked for: the terminal's, less the status line.
  #sessionSize() {
    const { cols, rows } = this.term.size();
    return {
      cols,
      rows: sessionRows(rows, this.opts.status ?? "off")
    };
  }
  /** A message from the daemon, to handle in turn. */ #pushed(msg) {
    if (msg.t === "suspend") {
      // Asked again while a suspend is asked or under way (two
      // suspend-client, or one beside prefix C-z): one stop, not two.
      if (this.#suspending) return;
      this.#suspending = true;
      this.#aside ??= [];
    }
    this.events.push({
      kind: "push",
      msg
    });
  }
  /**
   * Gives the terminal back to the shell and stops this client until
   * `fg` (tmux's suspend-client). The session goes on without it: its
   * frames wait unacknowledged meanwhile, so the daemon queues nothing
   * for it, and on the way back everything is drawn again. Returns the
   * end of the attachment when the client went away while stopped.
   */ async #suspend(rest = new Uint8Array(0)) {
    this.#suspending = true;
    this.#aside = [
      rest,
      ...this.#aside ?? []
    ];
    try {
      if (!this.term.suspend || this.#down || this.#detaching) {
        await this.#showMessage(this.#down ? "Cannot suspend while the link is down; detach instead" : "Cannot suspend this client; detach instead");
        return null;
      }
      this.#send({
        t: "suspended"
      });
      holdHeartbeat(this.conn, true);
      await this.#giveBack();
      this.#givenBack = true;
      const resumed = await this.term.suspend();
      // Stopped: what was typed before is dropped; typed after `fg`, kept.
      if (resumed.kind !== "refused") this.#aside = [];
      return await this.#resumed(resumed);
    } finally{
      this.#suspending = false;
      const aside = this.#aside;
      this.#aside = null;
      for (const data of aside)if (data.length > 0) this.#input(data);
    }
  }
  // Back from a suspend: the terminal taken and drawn again, unless the
  // client went away meanwhile (the attachment ends, the terminal left be).
  async #resumed(r) {
    if (r.kind === "gone") {
      return await this.#detach({
        exitCode: 128 + signalNumber(r.signal),
        message: `[detached from session ${this.name}: got ${r.signal}]`
      });
    }
    // Its end is queued behind this event; the terminal stays given back.
    if (r.kind === "ended") return null;
    this.#givenBack = false;
    holdHeartbeat(this.conn, false);
    this.term.setRaw(true);
    this.#send({
      t: "wakeup"
    });
    await this.#redrawAll();
    if (r.kind === "refused") await this.#showMessage(r.why);
    return null;
  }
  // Continued after a stop from outside (`kill -STOP`, then `fg`), as
  // tmux's client is drawn again: the shell had the terminal meanwhile
  // (it took raw mode away, and wrote over the screen), so raw mode is
  // taken again and everything drawn again. A suspend of its own has its
  // own way back (`#resumed`).
  async #continued() {
    if (this.#givenBack || this.#detaching) return;
    try {
      this.term.setRaw(true);
    } catch  {
      // The terminal is gone: its end comes as the end of input.
      return;
    }
    await this.#redrawAll();
  }
  // Everything drawn again on a terminal that showed something else
  // meanwhile: its alternate screen, the modes, the session at the
  // terminal's size now and what is over it.
  async #redrawAll() {
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
  async #detach(result) {
    if (!this.#down) await this.conn.send({
      t: "detach"
    }).catch(()=>{});
    return result;
  }
  // Messages to the daemon; a failure shows up as the socket closing.
  // While the link is down there is nowhere to send them: the resume
  // brings size and acks up to date.
  #send(msg) {
    if (this.#down) return;
    this.conn.send(msg).catch(()=>{});
  }
  // Keys for the session: numbered, kept until the daemon confirms them.
  #sendInput(data) {
    if (this.#down) {
      const before = this.#inputs.dropped;
      this.#inputs.add(data, false);
      if (before === 0 && this.#inputs.dropped > 0) {
        this.events.push({
          kind: "status",
          report: this.#report
        });
      }
      return;
    }
    const seq = this.#inputs.add(data, true);
    this.conn.send({
      t: "input",
      data,
      seq
    }).catch(()=>{});
  }
  // The link broke: keep the screen, say so, and try to get it back.
  async #linkDown() {
    const down = new AbortController();
    this.#down = down;
    this.#report = {
      attempt: 1
    };
    if (this.#scroll) {
      await this.term.write(this.#scroll.dropPrompt());
      this.#scroll = null; // its history requests died with the link
    }
    this.#overlay = null; // and so did its requests
    await this.#showStatus();
    const reopen = this.opts.reopen;
    // What a new connection pushes before it is ours (the first frame can
    // come in the same read as the attach answer) waits for #reconnected.
    const open = async ()=>{
      const conn = await reopen();
      const early = [];
      conn.onPush = (msg)=>early.push(msg);
      this.#early.set(conn, early);
      return conn;
    };
    reconnect(open, {
      name: this.name,
      token: this.#token,
      seq: this.#lastFrame,
      readOnly: this.opts.readOnly,
      clipboard: this.opts.clipboard ?? false,
      size: ()=>this.#sessionSize()
    }, (report)=>this.events.push({
        kind: "status",
        report
      }), down.signal, this.opts.retryMs).then((outcome)=>{
      if (!down.signal.aborted) {
        this.events.push({
          kind: "reconnected",
          outcome
        });
      } else if (outcome?.kind === "resumed") outcome.conn.close();
    });
  }
  async #reconnected(outcome) {
    if (!outcome) return null;
    if (outcome.kind === "gone") {
      return {
        exitCode: 1,
        message: `[${outcome.message}]`
      };
    }
    const { conn, answer } = outcome;
    this.conn = conn;
    this.#down = null;
    for (const msg of this.#early.get(conn) ?? []){
      this.events.push({
        kind: "push",
        msg
      });
    }
    this.#early.delete(conn);
    conn.onPush = (msg)=>this.#pushed(msg);
    conn.closed.then(()=>this.events.push({
        kind: "closed",
        conn
      }));
    startHeartbeat(conn);
    if (answer.token) this.#token = answer.token;
    // Where the attachment is now (a switch-client the link lost the news of).
    this.name = answer.name;
    if (answer.resumed) this.#inputs.confirm(answer.input);
    for (const { seq, data } of this.#inputs.replay(answer.resumed)){
      conn.send({
        t: "input",
        data,
        seq
      }).catch(()=>{});
    }
    // The last screen, without the status line; the daemon's first frame
    // (the diff from the frame drawn last) follows.
    await this.term.write(this.#renderer.showSession());
    this.#resizeSoon();
    if (answer.upgraded) {
      this.events.push({
        kind: "message",
        text: UPGRADED_MESSAGE
      });
    }
    return null;
  }
  // The last screen with the reconnecting line over its bottom row.
  async #showStatus() {
    const r = this.#renderer;
    const { cols, rows } = r.size;
    const out = [];
    for(let y = 0; y < rows - 1; y++){
      const row = new GridRow(cols);
      r.cropRow(r.sessionRow(y), row);
      out.push(row);
    }
    const text = statusText(this.opts.where ?? "the daemon", this.#filter.keys.prefixName, this.#report, this.#inputs.dropped);
    out.push(statusRow(cols, text));
    await this.term.write(r.showView(out, null));
  }
}
// Whether a read ran a key bound to a command or copy mode (detaching
// and suspending leave: this client's size would be the session's for a
// moment only).
function boundKey(r) {
  return r.scroll !== undefined || r.command !== undefined && !isSuspend(r.command);
}
// Whether a command line is a bare `suspend-client` (the one this client
// runs itself; with `-t` it is the CLI's, which may name another client).
function isSuspend(line) {
  const words = line.trim().split(/\s+/);
  return words.length === 1 && (words[0] === "suspend-client" || words[0] === "suspendc");
}
// Whether a bound command opens a prompt or the help view.
function opensModal(line) {
  return isPromptCommand(line) || line.trim() === "list-keys";
}
function sameSize(a, b) {
  return a.cols === b.cols && a.rows === b.rows;
}
/**
 * A FIFO with an async `next()`; one consumer. Unbounded, but frames come
 * one at a time (the daemon waits for each ack) and the rest is typing.
 */ class EventQueue {
  #items = [];
  #wake = null;
  push(item) {
    this.#items.push(item);
    this.#wake?.();
    this.#wake = null;
  }
  async next() {
    while(this.#items.length === 0){
      await new Promise((resolve)=>this.#wake = resolve);
    }
    return this.#items.shift();
  }
}
// A report as SGR bytes, to be read again (held behind a bound command);
// null for a wheel's release, which means nothing.
function sgrBytes(r) {
  return encodeMouse(r, r.x, r.y, "any", "sgr");
}
let viewsLoading = null;
/** Loads the views that take the keyboard, once, in the background. */ function preloadViews() {
  viewsLoading ??= Promise.all([
    import("./scroll_mode.ts"),
    import("./chooser.ts"),
    import("./chooser_clients.ts"),
    import("./display_panes.ts")
  ]).catch(()=>{
  // Each is imported again where it starts, which reports a failure.
  });
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvYXR0YWNoX3Nlc3Npb24udHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYXR0YWNoU2Vzc2lvbmA6IGhhbmRzIHRoZSB1c2VyJ3MgdGVybWluYWwgdG8gYSBzZXNzaW9uIHVudGlsIHRoZSB1c2VyXG4gKiBkZXRhY2hlcyBvciB0aGUgc2Vzc2lvbiBlbmRzLCB0aGVuIGdpdmVzIGl0IGJhY2sgYXMgaXQgd2FzIGZvdW5kLlxuICpcbiAqIE9uZSBsb29wIHRha2VzIGV2ZW50cyBpbiBvcmRlciAoZnJhbWVzIGFuZCBvdGhlciBwdXNoZXMgZnJvbSB0aGUgZGFlbW9uLFxuICogcmVzaXplcywgZGV0YWNoLCBzaWduYWxzLCB0aGUgc29ja2V0IGNsb3NpbmcpLCBzbyB0aGF0IHRoZSByZW5kZXJlciBhbmRcbiAqIHRoZSB0ZXJtaW5hbCBhcmUgb25seSBldmVyIHRvdWNoZWQgYnkgb25lIHRoaW5nIGF0IGEgdGltZS4gS2V5cyBza2lwIHRoZVxuICogcXVldWU6IHRoZXkgb25seSBnbyB0byB0aGUgc29ja2V0LiBJbiBzY3JvbGwgbW9kZSAoYHNjcm9sbF9tb2RlLnRzYCkgdGhleVxuICogZ28gdGhyb3VnaCB0aGUgcXVldWUgaW5zdGVhZCwgYXMgdGhleSBtb3ZlIHRoZSB2aWV3LCBhbmQgc28gZG8gdGhlXG4gKiBkYWVtb24ncyBhbnN3ZXJzIHRvIGl0cyBoaXN0b3J5IHJlcXVlc3RzLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQge1xuICB0eXBlIENvbm5lY3Rpb24sXG4gIENvbm5lY3Rpb25FcnJvcixcbiAgdHlwZSBQdXNoTXNnLFxuICBSZXF1ZXN0RXJyb3IsXG59IGZyb20gXCIuLi9jb25uZWN0aW9uLnRzXCI7XG5pbXBvcnQge1xuICB0eXBlIEF0dGFjaFJlc3VsdCxcbiAgZGFlbW9uR29uZVJlc3VsdCxcbiAgZGV0YWNoZWRSZXN1bHQsXG4gIGVuZFJlc3VsdCxcbiAgZXJyb3JSZXN1bHQsXG59IGZyb20gXCIuL2F0dGFjaF9yZXN1bHQudHNcIjtcbmltcG9ydCB7IGNvbmNhdEJ5dGVzLCB0eXBlIEZpbHRlclJlc3VsdCwgSW5wdXRGaWx0ZXIgfSBmcm9tIFwiLi9pbnB1dF9maWx0ZXIudHNcIjtcbmltcG9ydCB7XG4gIHR5cGUgT3V0ZXJUZXJtaW5hbCxcbiAgcmVhbFRlcm1pbmFsLFxuICB0eXBlIFJlc3VtZWQsXG59IGZyb20gXCIuL291dGVyX3Rlcm1pbmFsLnRzXCI7XG5pbXBvcnQgeyBSZW5kZXJlciwgdHlwZSBSZW5kZXJlck9wdGlvbnMgfSBmcm9tIFwiLi9yZW5kZXJlci50c1wiO1xuaW1wb3J0IHsgb3duVGVybWluYWxDb2xvdXJzIH0gZnJvbSBcIi4vb3V0ZXJfY29sb3Vycy50c1wiO1xuaW1wb3J0IHR5cGUgeyBPcHRpb25zIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL29wdGlvbnMudHNcIjtcbmltcG9ydCB0eXBlIHsgSGlzdG9yeVJlcXVlc3QgfSBmcm9tIFwiLi9oaXN0b3J5X3ZpZXcudHNcIjtcbi8vIFNjcm9sbCBtb2RlIGFuZCB0aGUgY2hvb3NlcnMgYXJlIGltcG9ydGVkIGFmdGVyIHRoZSBmaXJzdCBmcmFtZSBpcyBvblxuLy8gdGhlIHNjcmVlbiAoYHByZWxvYWRWaWV3c2ApLCBub3QgYmVmb3JlIGl0OiBsb2FkaW5nIHRoZW0gd2l0aCB0aGUgcmVzdFxuLy8gY29zdCBhbiBhdHRhY2ggYWJvdXQgMTYgbXMgb2YgQ1BVIGFuZCAxIE1CIChtZWFzdXJlZCkuIFNvb24sIG5vdCBvbiBmaXJzdFxuLy8gdXNlOiBEZW5vIHJlYWRzIGEgbW9kdWxlJ3Mgc291cmNlIHdoZW4gaXQgaXMgaW1wb3J0ZWQsIHNvIGEgY2xpZW50IHRoYXRcbi8vIGxpdmVzIHRocm91Z2ggYGdpdCBwdWxsICYmIGJlcnRoIHVwZ3JhZGVgIHdvdWxkIG90aGVyd2lzZSBsb2FkIHRoZSBuZXdcbi8vIHRyZWUncyBjb3B5IG9mIHRoZW0gYmVzaWRlIGl0cyBvbGQgbW9kdWxlcy5cbmltcG9ydCB0eXBlIHsgU2Nyb2xsTW9kZSwgU2Nyb2xsUmVzdWx0IH0gZnJvbSBcIi4vc2Nyb2xsX21vZGUudHNcIjtcbmltcG9ydCB0eXBlIHtcbiAgQXR0YWNoQW5zd2VyLFxuICBDbGllbnRNc2csXG4gIEhpc3RvcnlQYWdlLFxuICBSZXF1ZXN0LFxufSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7IEF0dGFjaE1vdXNlLCB0eXBlIE1vdXNlSG9zdCB9IGZyb20gXCIuL2F0dGFjaF9tb3VzZS50c1wiO1xuaW1wb3J0IHR5cGUgeyBNb3VzZVJlcG9ydCB9IGZyb20gXCIuL21vdXNlX3JlcG9ydC50c1wiO1xuaW1wb3J0IHsgZW5jb2RlTW91c2UgfSBmcm9tIFwiLi9tb3VzZV9lbmNvZGUudHNcIjtcbmltcG9ydCB7IGhvbGRIZWFydGJlYXQsIHN0YXJ0SGVhcnRiZWF0IH0gZnJvbSBcIi4uL2hlYXJ0YmVhdC50c1wiO1xuaW1wb3J0IHsgYWZ0ZXIsIHR5cGUgQ2FuY2VsVGltZXIgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvdGltZXIudHNcIjtcbmltcG9ydCB7IElucHV0TG9nIH0gZnJvbSBcIi4vaW5wdXRfbG9nLnRzXCI7XG5pbXBvcnQge1xuICByZWNvbm5lY3QsXG4gIHR5cGUgUmVjb25uZWN0T3V0Y29tZSxcbiAgc3RhdHVzUm93LFxuICBzdGF0dXNUZXh0LFxuICB0eXBlIFRyeVJlcG9ydCxcbiAgVVBHUkFERURfTUVTU0FHRSxcbn0gZnJvbSBcIi4vcmVjb25uZWN0LnRzXCI7XG5pbXBvcnQgeyBzaWduYWxOdW1iZXIgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvc2lnbmFscy50c1wiO1xuaW1wb3J0IHsgY2xpcGJvYXJkV3JpdGUgfSBmcm9tIFwiLi9jbGlwYm9hcmQudHNcIjtcbmltcG9ydCB0eXBlIHsgS2V5VGFibGUgfSBmcm9tIFwiLi9rZXlfdGFibGUudHNcIjtcbmltcG9ydCB7IERFRkFVTFRfUFJFRklYIH0gZnJvbSBcIi4vcHJlZml4LnRzXCI7XG5pbXBvcnQgeyBHcmlkUm93IH0gZnJvbSBcIi4vc2NyZWVuX2dyaWQudHNcIjtcbmltcG9ydCB0eXBlIHsgT3ZlcmxheSwgT3ZlcmxheUhvc3QsIE92ZXJsYXlSZXN1bHQgfSBmcm9tIFwiLi9jaG9vc2VyX292ZXJsYXkudHNcIjtcbmltcG9ydCB7IHR5cGUgQ2xpZW50Q29tbWFuZCwgY2xpZW50Q29tbWFuZCB9IGZyb20gXCIuL2Nob29zZXJfY29tbWFuZHMudHNcIjtcbmltcG9ydCB7IHR0eU5hbWUgfSBmcm9tIFwiLi90dHlfbmFtZS50c1wiO1xuaW1wb3J0IHtcbiAgTUVTU0FHRV9NUyxcbiAgbWVzc2FnZVJvdyxcbiAgc2Vzc2lvblJvd3MsXG4gIHR5cGUgU3RhdHVzUG9zaXRpb24sXG4gIHVudGlsTmV4dE1pbnV0ZSxcbn0gZnJvbSBcIi4vc3RhdHVzX2xpbmUudHNcIjtcbmltcG9ydCB7IENvbW1hbmRQcm9tcHQsIENvbmZpcm1Qcm9tcHQsIHJlbWVtYmVyIH0gZnJvbSBcIi4vcHJvbXB0LnRzXCI7XG5pbXBvcnQge1xuICBpc1Byb21wdENvbW1hbmQsXG4gIHBhcnNlUHJvbXB0Q29tbWFuZCxcbiAgcHJvbXB0TGluZSxcbiAgdHlwZSBQcm9tcHRSZXF1ZXN0LFxufSBmcm9tIFwiLi9wcm9tcHRfY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgSGVscFZpZXcsIGxpc3RLZXlzLCBvdXRwdXRMaW5lcyB9IGZyb20gXCIuL2hlbHBfdmlldy50c1wiO1xuaW1wb3J0IHsgU2Nyb2xsS2V5RGVjb2RlciB9IGZyb20gXCIuL3Njcm9sbF9rZXlzLnRzXCI7XG5cbi8qKlxuICogSG93IGxvbmcgdGhlIHN0YXJ0IG9mIGEga2V5IG9yIGEgbW91c2UgcmVwb3J0IChgRVNDIFtgKSB3YWl0cyBmb3IgaXRzXG4gKiByZXN0IGJlZm9yZSBpdCBnb2VzIG9uIGFzIHR5cGVkICh0bXV4J3MgZXNjYXBlLXRpbWUgaXMgMTAgbXMgc2luY2UgMy41KS5cbiAqL1xuY29uc3QgQ1VUX0tFWV9NUyA9IDI1O1xuXG4vKiogSG93IGxvbmcga2V5cyB0eXBlZCBhZnRlciBhIGJvdW5kIGNvbW1hbmQgd2FpdCBmb3IgaXQgdG8gZmluaXNoLiAqL1xuY29uc3QgSE9MRF9NUyA9IDIwMDA7XG5cbi8qKiBIb3cgdG8gYXR0YWNoLiAqL1xuZXhwb3J0IGludGVyZmFjZSBBdHRhY2hPcHRpb25zIHtcbiAgLyoqIFNlc3Npb24gbmFtZTsgdGhlIG1vc3QgcmVjZW50bHkgYWN0aXZlIG9uZSB3aGVuIGFic2VudC4gKi9cbiAgbmFtZT86IHN0cmluZztcbiAgLyoqXG4gICAqIFNlZSBldmVyeXRoaW5nLCBzZW5kIG5vdGhpbmc6IG5vIGlucHV0LCBubyByZXNpemUsIGFuZCB0aGUgbW9kZXMgdGhhdFxuICAgKiBvbmx5IGNoYW5nZSB3aGF0IHRoZSB0ZXJtaW5hbCBzZW5kcyAobW91c2UsIHBhc3RlIC4uLikgYXJlIG5vdFxuICAgKiBtaXJyb3JlZC4gUHJlZml4IHRoZW4gYGRgIHN0aWxsIGRldGFjaGVzLlxuICAgKi9cbiAgcmVhZE9ubHk6IGJvb2xlYW47XG4gIC8qKlxuICAgKiBUaGUga2V5IHRhYmxlcyAocHJlZml4LCBiaW5kaW5ncyksIGZyb20gdGhlIGRhZW1vbidzIHNldHRpbmdzOyB3aXRob3V0XG4gICAqIHRoZW0sIHRoZSBidWlsdC1pbiBvbmVzIHdpdGggYHByZWZpeGAuXG4gICAqL1xuICBrZXlzPzogS2V5VGFibGU7XG4gIC8qKiBQcmVmaXgga2V5IGFzIGEgYnl0ZSB3aGVuIHRoZXJlIGFyZSBubyBga2V5c2AsIGRlZmF1bHQgQ3RybC1iICgweDAyKS4gKi9cbiAgcHJlZml4PzogbnVtYmVyO1xuICAvKipcbiAgICogUnVucyBhIGJvdW5kIGNvbW1hbmQgbGluZSBpbiB0aGlzIGNsaWVudCdzIGNvbnRleHQgKGl0cyBzZXNzaW9uKTtcbiAgICogcmVzb2x2ZXMgd2l0aCBpdHMgb25lLWxpbmUgZXJyb3IgKG51bGwgb24gc3VjY2VzcykgYW5kIHdoYXQgaXRcbiAgICogcHJpbnRlZCwgd2hpY2ggYSB2aWV3IHNob3dzLiBXaXRob3V0IGl0LCBib3VuZCBjb21tYW5kcyBhcmUgbm90IHJ1blxuICAgKiBhbmQgc2F5IHNvLlxuICAgKi9cbiAgcnVuQ29tbWFuZD86IChcbiAgICBsaW5lOiBzdHJpbmcsXG4gICAgc2Vzc2lvbjogc3RyaW5nLFxuICApID0+IFByb21pc2U8eyBlcnJvcjogc3RyaW5nIHwgbnVsbDsgb3V0cHV0OiBzdHJpbmcgfT47XG4gIC8qKiBBIG1lc3NhZ2UgdG8gc2hvdyBvbmNlIGF0dGFjaGVkIChzYXksIHRoZSBjb25maWcgZmlsZSdzIHdhcm5pbmdzKS4gKi9cbiAgbm90aWNlPzogc3RyaW5nO1xuICAvKipcbiAgICogTGV0IHRoZSBzZXNzaW9uJ3MgcHJvZ3JhbXMgc2V0IHRoZSB1c2VyJ3MgY2xpcGJvYXJkIChPU0MgNTIpOiB0aGVcbiAgICogZGFlbW9uIHNlbmRzIHRoaXMgY2xpZW50IHRoZWlyIGNsaXBib2FyZCB3cml0ZXMsIGFuZCBpdCBwYXNzZXMgdGhlbSBvblxuICAgKiB0byB0aGUgdGVybWluYWwuIE9mZiBieSBkZWZhdWx0LlxuICAgKi9cbiAgY2xpcGJvYXJkPzogYm9vbGVhbjtcbiAgLyoqXG4gICAqIE9wZW5zIGEgbmV3IGNvbm5lY3Rpb24gdG8gdGhlIHNhbWUgZGFlbW9uLCBmb3IgYSByZXN1bWUgYWZ0ZXIgdGhlXG4gICAqIGxpbmsgYnJva2U7IHdpdGhvdXQgaXQgYSBicm9rZW4gbGluayBlbmRzIHRoZSBhdHRhY2guXG4gICAqL1xuICByZW9wZW4/OiAoKSA9PiBQcm9taXNlPENvbm5lY3Rpb24+O1xuICAvKiogVGhlIGRhZW1vbidzIGhvc3Qgb3Igc29ja2V0LCBmb3IgdGhlIHJlY29ubmVjdGluZyBsaW5lLiAqL1xuICB3aGVyZT86IHN0cmluZztcbiAgLyoqIFdhaXRzIGJlZm9yZSBlYWNoIHJlY29ubmVjdCB0cnkgKGByZWNvbm5lY3QudHNgKSwgd2hlbiBub3Qgc3NoJ3MuICovXG4gIHJldHJ5TXM/OiBudW1iZXJbXTtcbiAgLyoqIERldGFjaCB0aGUgc2Vzc2lvbidzIG90aGVyIGNsaWVudHMgZmlyc3QgKGBhdHRhY2ggLWRgKS4gKi9cbiAgZGV0YWNoT3RoZXJzPzogYm9vbGVhbjtcbiAgLyoqXG4gICAqIFdoZXJlIHRoZSBzdGF0dXMgbGluZSBnb2VzICh0aGUgYHN0YXR1c2Agc2V0dGluZyk7IGRlZmF1bHQgXCJvZmZcIi4gV2l0aFxuICAgKiBvbmUsIHRoZSBzZXNzaW9uIGlzIGFza2VkIGZvciBhIHJvdyBsZXNzIHRoYW4gdGhlIHRlcm1pbmFsIGhhcy5cbiAgICovXG4gIHN0YXR1cz86IFN0YXR1c1Bvc2l0aW9uO1xuICAvKipcbiAgICogVGhlIGBtb3VzZWAgc2V0dGluZzogdGhlIHdoZWVsLCBjbGlja3MgYW5kIGRyYWdzIGRvIHdoYXQgdG11eCdzIGBtb3VzZVxuICAgKiBvbmAgbWFrZXMgdGhlbSBkbyAoYG1vdXNlLnRzYCkuIE9mZiB3aGVuIGFic2VudCAocHJvZ3JhbXMgdGhhdCBhc2tcbiAgICogc3RpbGwgZ2V0IHRoZSBtb3VzZSk7IGBiZXJ0aCBhdHRhY2hgIHBhc3NlcyB0aGUgZGFlbW9uJ3Mgc2V0dGluZy5cbiAgICovXG4gIG1vdXNlPzogYm9vbGVhbjtcbiAgLyoqXG4gICAqIFRoZSBzZXR0aW5ncyB0aGUgZGFlbW9uJ3Mgb3B0aW9ucyBnaXZlIHRoaXMgY2xpZW50IChrZXlzLCBjbGlwYm9hcmQsXG4gICAqIHN0YXR1cyBsaW5lLCBtb3VzZSksIHRha2VuIGFnYWluIHdoZW4gYHNvdXJjZS1maWxlYCBjaGFuZ2VzIHRoZW07XG4gICAqIHdpdGhvdXQgaXQsIGEgY2xpZW50IGtlZXBzIHRoZSBvbmVzIGl0IGF0dGFjaGVkIHdpdGguXG4gICAqL1xuICBzZXR0aW5ncz86IChvcHRpb25zOiBPcHRpb25zKSA9PiBDbGllbnRTZXR0aW5ncztcbiAgLyoqXG4gICAqIFRoZSB0ZXJtaW5hbCBhbmQgcHJvY2VzcyB0aGF0IGBsaXN0LWNsaWVudHNgIHNob3dzOyBkZWZhdWx0IHRoaXNcbiAgICogcHJvY2VzcydzIG93biAodGhlIGRhZW1vbiBwYXNzZXMgdGhlIGNsaWVudCdzIHdob3NlIHRlcm1pbmFsIGl0IGRyYXdzKS5cbiAgICovXG4gIGNsaWVudD86IHsgdHR5OiBzdHJpbmc7IHBpZDogbnVtYmVyIH07XG4gIC8qKlxuICAgKiBUaGUgdG9rZW4gb2YgYW4gYXR0YWNobWVudCB0byB0YWtlIG92ZXIgYXQgdGhlIGZpcnN0IGF0dGFjaCAoYWZ0ZXIgYVxuICAgKiBsaXZlIHVwZ3JhZGUsIGEgY2xpZW50IHdob3NlIHRlcm1pbmFsIHRoZSBkYWVtb24gZHJhd3MgY29tZXMgYmFjayBzbykuXG4gICAqL1xuICByZXN1bWU/OiBzdHJpbmc7XG4gIC8qKiBDYWxsZWQgb25jZSBhdHRhY2hlZCwgd2l0aCB0aGUgZGFlbW9uJ3MgYW5zd2VyLiAqL1xuICBvbkF0dGFjaGVkPzogKGFuc3dlcjogQXR0YWNoQW5zd2VyKSA9PiB2b2lkO1xufVxuXG4vKiogV2hhdCB0aGUgZGFlbW9uJ3Mgb3B0aW9ucyBzZXQgaW4gYW4gYXR0YWNoZWQgY2xpZW50LiAqL1xuZXhwb3J0IHR5cGUgQ2xpZW50U2V0dGluZ3MgPSBSZXF1aXJlZDxcbiAgUGljazxBdHRhY2hPcHRpb25zLCBcImtleXNcIiB8IFwiY2xpcGJvYXJkXCIgfCBcInN0YXR1c1wiIHwgXCJtb3VzZVwiPlxuPjtcblxuLyoqIFRlc3QgaG9va3M6IGFub3RoZXIgdGVybWluYWwgdGhhbiBzdGRpbi9zdGRvdXQsIHJlbmRlcmVyIG9wdGlvbnMuICovXG5leHBvcnQgaW50ZXJmYWNlIEF0dGFjaEhvb2tzIHtcbiAgdGVybWluYWw/OiBPdXRlclRlcm1pbmFsO1xuICByZW5kZXJlcj86IFJlbmRlcmVyT3B0aW9ucztcbn1cblxudHlwZSBBdHRhY2hFdmVudCA9XG4gIHwgeyBraW5kOiBcInB1c2hcIjsgbXNnOiBQdXNoTXNnIH1cbiAgfCB7IGtpbmQ6IFwiZGV0YWNoXCIgfVxuICB8IHsga2luZDogXCJpbnB1dC1lbmRcIiB9XG4gIHwgeyBraW5kOiBcInJlc2l6ZVwiIH1cbiAgfCB7IGtpbmQ6IFwidGVybWluYXRlXCI7IHNpZ25hbDogXCJTSUdURVJNXCIgfCBcIlNJR0hVUFwiIH1cbiAgLyoqIENvbnRpbnVlZCBhZnRlciBhIHN0b3Agbm90IGl0cyBvd24gKGBraWxsIC1TVE9QYCwgdGhlbiBgZmdgKS4gKi9cbiAgfCB7IGtpbmQ6IFwiY29udGludWVkXCIgfVxuICB8IHsga2luZDogXCJjbG9zZWRcIjsgY29ubjogQ29ubmVjdGlvbiB9XG4gIC8qKiBUaGUgcmVjb25uZWN0IGxvb3AgZW5kZWQ6IHJlc3VtZWQsIHNlc3Npb24gZ29uZSwgb3IgZ2l2ZW4gdXAgKG51bGwpLiAqL1xuICB8IHsga2luZDogXCJyZWNvbm5lY3RlZFwiOyBvdXRjb21lOiBSZWNvbm5lY3RPdXRjb21lIHwgbnVsbCB9XG4gIC8qKiBBIHJlY29ubmVjdCB0cnkgc3RhcnRlZCBvciBmYWlsZWQ6IHJlZHJhdyB0aGUgc3RhdHVzIGxpbmUuICovXG4gIHwgeyBraW5kOiBcInN0YXR1c1wiOyByZXBvcnQ6IFRyeVJlcG9ydCB9XG4gIC8qKiBQcmVmaXggdGhlbiBgW2Agb3IgUGFnZVVwOyBgcmVzdGA6IGtleXMgYWZ0ZXIgaXQgaW4gdGhlIHNhbWUgcmVhZC4gKi9cbiAgfCB7IGtpbmQ6IFwic2Nyb2xsXCI7IHBhZ2VVcDogYm9vbGVhbjsgcmVzdDogVWludDhBcnJheSB9XG4gIC8qKiBLZXlzIHR5cGVkIHdoaWxlIHNjcm9sbCBtb2RlIGlzIG9uIChvciBhYm91dCB0byBiZSkuICovXG4gIHwgeyBraW5kOiBcImtleXNcIjsgZGF0YTogVWludDhBcnJheSB9XG4gIC8qKiBUaGUgYW5zd2VyIHRvIGEgaGlzdG9yeSByZXF1ZXN0IG9mIHNjcm9sbCBtb2RlIGBtb2RlYC4gKi9cbiAgfCB7IGtpbmQ6IFwiaGlzdG9yeVwiOyBtb2RlOiBTY3JvbGxNb2RlOyBwYWdlOiBIaXN0b3J5UGFnZSB8IG51bGwgfVxuICAvKiogQSBvbmUtbGluZSBtZXNzYWdlIGZvciB0aGUgc3RhdHVzIGxpbmUgKGJvdHRvbSByb3cpLCBmb3IgYSBtb21lbnQuICovXG4gIHwgeyBraW5kOiBcIm1lc3NhZ2VcIjsgdGV4dDogc3RyaW5nIH1cbiAgLyoqIFdoYXQgYSBjb21tYW5kIHByaW50ZWQsIGZvciBhIHZpZXcgb3ZlciB0aGUgc2Vzc2lvbi4gKi9cbiAgfCB7IGtpbmQ6IFwib3V0cHV0XCI7IGxpbmVzOiBzdHJpbmdbXSB9XG4gIC8qKiBBIGNob29zZXIgKG9yIGRpc3BsYXktcGFuZXMpIHRha2VzIHRoZSBzY3JlZW47IGByZXN0YDoga2V5cyBmb3IgaXQuICovXG4gIHwgeyBraW5kOiBcIm92ZXJsYXktc3RhcnRcIjsgbWFrZTogKCkgPT4gUHJvbWlzZTxPdmVybGF5PjsgcmVzdDogVWludDhBcnJheSB9XG4gIC8qKiBBbiBhbnN3ZXIgb3IgYSB0aW1lciBvZiBvdmVybGF5IGBvdmVybGF5YC4gKi9cbiAgfCB7IGtpbmQ6IFwib3ZlcmxheS1ydW5cIjsgb3ZlcmxheTogT3ZlcmxheTsgcnVuOiAoKSA9PiBPdmVybGF5UmVzdWx0IH1cbiAgLyoqIFRoZSBtb21lbnQgb2YgbWVzc2FnZSBgaWRgIGlzIG92ZXIuICovXG4gIHwgeyBraW5kOiBcIm1lc3NhZ2UtZW5kXCI7IGlkOiBudW1iZXIgfVxuICAvKiogQSBuZXcgbWludXRlOiB0aGUgc3RhdHVzIGxpbmUncyBjbG9jay4gKi9cbiAgfCB7IGtpbmQ6IFwidGlja1wiIH1cbiAgLyoqIFByZWZpeCBDLXogKGBzdXNwZW5kLWNsaWVudGApOyBgcmVzdGA6IGtleXMgYWZ0ZXIgaXQuICovXG4gIHwgeyBraW5kOiBcInN1c3BlbmRcIjsgcmVzdDogVWludDhBcnJheSB9XG4gIC8qKiBBIGJpbmRpbmcgb3BlbnMgYSBwcm9tcHQgb3IgdGhlIGhlbHAgdmlldzsgYHJlc3RgOiBrZXlzIGFmdGVyIGl0LiAqL1xuICB8IHsga2luZDogXCJtb2RhbFwiOyBsaW5lOiBzdHJpbmc7IHJlc3Q6IFVpbnQ4QXJyYXkgfVxuICAvKiogQSBtb3VzZSByZXBvcnQgZnJvbSB0aGUgdGVybWluYWwgKHF1ZXVlZCBhcyBrZXlzIGFyZSksIHJlYWQgYGF0YC4gKi9cbiAgfCB7IGtpbmQ6IFwibW91c2VcIjsgcmVwb3J0OiBNb3VzZVJlcG9ydDsgYXQ6IG51bWJlciB9XG4gIC8qKiBUaGUgbW9tZW50IGEgZG91YmxlIGNsaWNrJ3Mgc2VsZWN0aW9uIHNob3dzIGlzIG92ZXI6IGNvcHkgaXQuICovXG4gIHwgeyBraW5kOiBcIm1vdXNlLWNvcHlcIjsgbW9kZTogU2Nyb2xsTW9kZSB9O1xuXG4vKiogQSBwcm9tcHQgb3IgdGhlIGhlbHAgdmlldywgb3Blbjoga2V5cyBnbyB0byBpdC4gKi9cbnR5cGUgTW9kYWwgPVxuICB8IHtcbiAgICBraW5kOiBcInByb21wdFwiO1xuICAgIHByb21wdDogQ29tbWFuZFByb21wdCB8IENvbmZpcm1Qcm9tcHQ7XG4gICAgcmVxdWVzdDogUHJvbXB0UmVxdWVzdDtcbiAgICBkZWNvZGVyOiBTY3JvbGxLZXlEZWNvZGVyO1xuICB9XG4gIHwgeyBraW5kOiBcImhlbHBcIjsgdmlldzogSGVscFZpZXc7IGRlY29kZXI6IFNjcm9sbEtleURlY29kZXIgfTtcblxuLyoqXG4gKiBBdHRhY2hlcyB0aGUgdGVybWluYWwgb24gc3RkaW4vc3Rkb3V0IHRvIGEgc2Vzc2lvbiB1bnRpbCBkZXRhY2ggb3IgZW5kLlxuICpcbiAqIFB1dHMgdGhlIHRlcm1pbmFsIGluIHJhdyBtb2RlIChDdHJsLUMgaXMgYSBieXRlIGZvciB0aGUgc2Vzc2lvbikgb24gaXRzXG4gKiBhbHRlcm5hdGUgc2NyZWVuLCBkcmF3cyB0aGUgc2Vzc2lvbidzIGZyYW1lcyAoYWNraW5nIGVhY2ggb25jZSB3cml0dGVuKSxcbiAqIG1pcnJvcnMgaXRzIG1vZGVzIGFuZCB0aXRsZSwgZm9yd2FyZHMga2V5cyAocHJlZml4IHRoZW4gYGRgIGRldGFjaGVzLFxuICogcHJlZml4IHR3aWNlIHNlbmRzIHRoZSBwcmVmaXgsIHByZWZpeCB0aGVuIGBbYCBvciBQYWdlVXAgZW50ZXJzIHNjcm9sbFxuICogbW9kZSwgcHJlZml4IHRoZW4gYW55IG90aGVyIGtleSBpcyBkcm9wcGVkKSBhbmQgc2l6ZSBjaGFuZ2VzLiBIb3dldmVyIGl0XG4gKiBlbmRzLCB0aGUgdGVybWluYWwgaXMgcmVzdG9yZWQgZXhhY3RseSAobW9kZXMsIGN1cnNvciwgbWFpbiBzY3JlZW4sXG4gKiB0ZXJtaW9zKSBhbmQgb25lIGxpbmUgc2F5aW5nIHdoeSBpcyBwcmludGVkIG9uIHN0ZGVycjsgYG1lc3NhZ2VgIGlzIHRoYXRcbiAqIGxpbmUuXG4gKlxuICogYGV4aXRDb2RlYDogMCBvbiBkZXRhY2ggYW5kIHdoZW4gdGhlIHNlc3Npb24ncyBjaGlsZCBleGl0cyB3aXRoIHN0YXR1c1xuICogMDsgdGhlIGNoaWxkJ3Mgc3RhdHVzIE4gd2hlbiBpdCBleGl0cyB3aXRoIE47IDEyOCArIHRoZSBzaWduYWwncyBudW1iZXJcbiAqIHdoZW4gYSBzaWduYWwga2lsbGVkIGl0IChhcyBzc2ggYW5kIGBkb2NrZXIgcnVuIC1pdGAgZG8sIHNvXG4gKiBgYmVydGggbmV3IC0tIG1ha2UgJiYgbmV4dGAgd29ya3MpOyAxIHdoZW4gdGhlIGRhZW1vbiBnb2VzIGF3YXksIGRyb3BzXG4gKiB0aGUgY2xpZW50IG9yIHRoZSBhdHRhY2ggZmFpbHM7IDEyOCArIHRoZSBzaWduYWwncyBudW1iZXIgd2hlbiB0aGlzXG4gKiBjbGllbnQgZ2V0cyBTSUdURVJNIG9yIFNJR0hVUCAoaXQgZGV0YWNoZXMgZmlyc3QpLlxuICpcbiAqIEFuIGF0dGFjaCByZXF1ZXN0IHRoZSBkYWVtb24gcmVmdXNlcyAobm8gc3VjaCBzZXNzaW9uIC4uLikgcHJpbnRzIHRoZVxuICogZGFlbW9uJ3Mgb25lLWxpbmUgbWVzc2FnZSBhbmQgcmV0dXJucyAxIHdpdGhvdXQgdG91Y2hpbmcgdGhlIHRlcm1pbmFsLlxuICovXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gYXR0YWNoU2Vzc2lvbihcbiAgY29ubjogQ29ubmVjdGlvbixcbiAgb3B0czogQXR0YWNoT3B0aW9ucyxcbiAgaG9va3M6IEF0dGFjaEhvb2tzID0ge30sXG4pOiBQcm9taXNlPEF0dGFjaFJlc3VsdD4ge1xuICBjb25zdCB0ZXJtID0gaG9va3MudGVybWluYWwgPz8gcmVhbFRlcm1pbmFsKCk7XG4gIGNvbnN0IHJlc3VsdCA9IGF3YWl0IGF0dGFjaChjb25uLCBvcHRzLCB0ZXJtLCBob29rcy5yZW5kZXJlciA/PyB7fSk7XG4gIGNvbm4uY2xvc2UoKTtcbiAgdHJ5IHtcbiAgICB0ZXJtLnByaW50TGluZShyZXN1bHQubWVzc2FnZSk7XG4gIH0gY2F0Y2gge1xuICAgIC8vIHN0ZGVyciBpcyBnb25lIHdpdGggdGhlIHRlcm1pbmFsOyB0aGUgZXhpdCBjb2RlIHN0aWxsIHRlbGxzLlxuICB9XG4gIHJldHVybiByZXN1bHQ7XG59XG5cbmFzeW5jIGZ1bmN0aW9uIGF0dGFjaChcbiAgY29ubjogQ29ubmVjdGlvbixcbiAgb3B0czogQXR0YWNoT3B0aW9ucyxcbiAgdGVybTogT3V0ZXJUZXJtaW5hbCxcbiAgcmVuZGVyZXJPcHRpb25zOiBSZW5kZXJlck9wdGlvbnMsXG4pOiBQcm9taXNlPEF0dGFjaFJlc3VsdD4ge1xuICBpZiAoIXRlcm0uaXNUZXJtaW5hbCgpKSB7XG4gICAgcmV0dXJuIHtcbiAgICAgIGV4aXRDb2RlOiAxLFxuICAgICAgbWVzc2FnZTogXCJiZXJ0aDogYXR0YWNoIG5lZWRzIGEgdGVybWluYWw7IHJ1biBpdCBmcm9tIG9uZVwiLFxuICAgIH07XG4gIH1cbiAgY29uc3QgZXZlbnRzID0gbmV3IEV2ZW50UXVldWU8QXR0YWNoRXZlbnQ+KCk7XG4gIGNvbm4ub25QdXNoID0gKG1zZykgPT4gZXZlbnRzLnB1c2goeyBraW5kOiBcInB1c2hcIiwgbXNnIH0pO1xuICBjb25uLmNsb3NlZC50aGVuKCgpID0+IGV2ZW50cy5wdXNoKHsga2luZDogXCJjbG9zZWRcIiwgY29ubiB9KSk7XG4gIC8vIEJlYXRzIG5vdGljZSBhIGRlYWQgbGluayB0aGF0IHNlbmRzIG5vdGhpbmcgYXQgYWxsIChzZWUgaGVhcnRiZWF0LnRzKS5cbiAgaWYgKG9wdHMucmVvcGVuKSBzdGFydEhlYXJ0YmVhdChjb25uKTtcbiAgY29uc3Qgc2l6ZSA9IHRlcm0uc2l6ZSgpO1xuICBjb25zdCBzdGF0dXMgPSBvcHRzLnN0YXR1cyA/PyBcIm9mZlwiO1xuICBsZXQgYW5zd2VyOiBBdHRhY2hBbnN3ZXI7XG4gIHRyeSB7XG4gICAgYW5zd2VyID0gYXdhaXQgY29ubi5yZXF1ZXN0KHtcbiAgICAgIG9wOiBcImF0dGFjaFwiLFxuICAgICAgbmFtZTogb3B0cy5uYW1lLFxuICAgICAgcmVhZE9ubHk6IG9wdHMucmVhZE9ubHksXG4gICAgICBjb2xzOiBzaXplLmNvbHMsXG4gICAgICByb3dzOiBzZXNzaW9uUm93cyhzaXplLnJvd3MsIHN0YXR1cyksXG4gICAgICAuLi4ob3B0cy5jbGlwYm9hcmQgPyB7IGNsaXBib2FyZDogdHJ1ZSB9IDoge30pLFxuICAgICAgLi4uKG9wdHMuZGV0YWNoT3RoZXJzID8geyBkZXRhY2hPdGhlcnM6IHRydWUgfSA6IHt9KSxcbiAgICAgIC4uLihvcHRzLnJlc3VtZSA/IHsgcmVzdW1lOiB7IHRva2VuOiBvcHRzLnJlc3VtZSwgc2VxOiAwIH0gfSA6IHt9KSxcbiAgICAgIC4uLihvcHRzLmNsaWVudCA/PyB0dHlOYW1lKCkpLFxuICAgIH0pO1xuICB9IGNhdGNoIChlcnIpIHtcbiAgICByZXR1cm4gcmVmdXNlZChlcnIpO1xuICB9XG4gIG9wdHMub25BdHRhY2hlZD8uKGFuc3dlcik7XG4gIGNvbnN0IHNlc3Npb24gPSBuZXcgQXR0YWNoZWRTZXNzaW9uKGNvbm4sIG9wdHMsIHRlcm0sIGFuc3dlciwgZXZlbnRzLCBzaXplLCB7XG4gICAgYmNlOiBvdXRlckhhc0JjZSgpLFxuICAgIGNvbG91cnM6IG93blRlcm1pbmFsQ29sb3VycygpLFxuICAgIG1pcnJvcklucHV0OiAhb3B0cy5yZWFkT25seSxcbiAgICBjbGlwYm9hcmQ6IG9wdHMuY2xpcGJvYXJkID8/IGZhbHNlLFxuICAgIHN0YXR1cyxcbiAgICBob3N0TmFtZTogaG9zdE5hbWUoKSxcbiAgICAuLi5yZW5kZXJlck9wdGlvbnMsXG4gIH0pO1xuICByZXR1cm4gYXdhaXQgc2Vzc2lvbi5ydW4oKTtcbn1cblxuLy8gQSByZWZ1c2VkIGF0dGFjaCByZXF1ZXN0OiB0aGUgZGFlbW9uJ3Mgb3duIGxpbmUgKGFuIGVycm9yIGxpa2UgYW55XG4vLyBvdGhlciBjb21tYW5kJ3MsIHNvIHdpdGggYmVydGgncyBwcmVmaXgpLCBvciB3aHkgaXQgd2VudCBhd2F5LlxuZnVuY3Rpb24gcmVmdXNlZChlcnI6IHVua25vd24pOiBBdHRhY2hSZXN1bHQge1xuICBpZiAoZXJyIGluc3RhbmNlb2YgUmVxdWVzdEVycm9yKSB7XG4gICAgcmV0dXJuIHsgZXhpdENvZGU6IDEsIG1lc3NhZ2U6IGBiZXJ0aDogJHtlcnIubWVzc2FnZX1gIH07XG4gIH1cbiAgaWYgKGVyciBpbnN0YW5jZW9mIENvbm5lY3Rpb25FcnJvcikge1xuICAgIHJldHVybiBkYWVtb25Hb25lUmVzdWx0KFxuICAgICAgZXJyLmtpbmQgPT09IFwiZmF0YWxcIiA/IGVyci5tZXNzYWdlIDogXCJsb3N0IGNvbm5lY3Rpb25cIixcbiAgICApO1xuICB9XG4gIHJldHVybiB7IGV4aXRDb2RlOiAxLCBtZXNzYWdlOiBTdHJpbmcoKGVyciBhcyBFcnJvcik/Lm1lc3NhZ2UgPz8gZXJyKSB9O1xufVxuXG4vLyBUaGUgdGl0bGUgdGhlIHN0YXR1cyBsaW5lIHNob3dzIHdoZW4gdGhlIHByb2dyYW0gc2V0IG5vbmUsIGFzIHRtdXgnc1xuLy8gZGVmYXVsdCBwYW5lIHRpdGxlLlxuZnVuY3Rpb24gaG9zdE5hbWUoKTogc3RyaW5nIHtcbiAgdHJ5IHtcbiAgICByZXR1cm4gRGVuby5ob3N0bmFtZSgpO1xuICB9IGNhdGNoIHtcbiAgICByZXR1cm4gXCJcIjtcbiAgfVxufVxuXG4vLyBHTlUgc2NyZWVuIChURVJNPXNjcmVlbiopIGRvZXMgbm90IGVyYXNlIHdpdGggdGhlIGJhY2tncm91bmQgY29sb3VyLCBhbmRcbi8vIHRtdXgncyB0ZXJtaW5mbyBlbnRyaWVzIGRvIG5vdCBwcm9taXNlIGl0IGVpdGhlci5cbmZ1bmN0aW9uIG91dGVySGFzQmNlKCk6IGJvb2xlYW4ge1xuICB0cnkge1xuICAgIHJldHVybiAhL14oc2NyZWVufHRtdXgpLy50ZXN0KERlbm8uZW52LmdldChcIlRFUk1cIikgPz8gXCJcIik7XG4gIH0gY2F0Y2gge1xuICAgIHJldHVybiB0cnVlO1xuICB9XG59XG5cbi8qKiBUaGUgYXR0YWNoZWQgc3RhdGU6IGZyb20gcmF3IG1vZGUgaW4gdG8gdGVybWluYWwgcmVzdG9yZWQuICovXG5jbGFzcyBBdHRhY2hlZFNlc3Npb24ge1xuICAjcmVuZGVyZXI6IFJlbmRlcmVyO1xuICAjZmlsdGVyOiBJbnB1dEZpbHRlcjtcbiAgI2RldGFjaGluZyA9IGZhbHNlO1xuICAjcmVzaXplUGVuZGluZyA9IGZhbHNlO1xuICAvKiogU2Nyb2xsIG1vZGUsIHdoaWxlIGl0IGlzIG9uLiAqL1xuICAjc2Nyb2xsOiBTY3JvbGxNb2RlIHwgbnVsbCA9IG51bGw7XG4gIC8qKiBTY3JvbGwgbW9kZSB3YXMgYXNrZWQgZm9yOyB0aGUgbG9vcCBoYXMgbm90IHN0YXJ0ZWQgaXQgeWV0LiAqL1xuICAjc2Nyb2xsUGVuZGluZyA9IGZhbHNlO1xuICAvKiogXCJrZXlzXCIgZXZlbnRzIGluIHRoZSBxdWV1ZTogbGF0ZXIga2V5cyBtdXN0IHF1ZXVlIGJlaGluZCB0aGVtLiAqL1xuICAjcXVldWVkS2V5cyA9IDA7XG4gIC8qKiBUaGUgcHJvbXB0IG9yIGhlbHAgdmlldyBvcGVuLCBhbmQgb25lIGFza2VkIGZvciwgbm90IG9wZW4geWV0LiAqL1xuICAjbW9kYWw6IE1vZGFsIHwgbnVsbCA9IG51bGw7XG4gICNtb2RhbFBlbmRpbmcgPSBmYWxzZTtcbiAgLyoqIFdoYXQgd2FzIHJ1biBmcm9tIHRoaXMgY2xpZW50J3MgcHJvbXB0cyAoVXAgYW5kIERvd24gcmVjYWxsIGl0KS4gKi9cbiAgI2hpc3Rvcnk6IHN0cmluZ1tdID0gW107XG4gIC8qKiBBIHN1c3BlbmQgaXMgYXNrZWQgZm9yIG9yIHVuZGVyIHdheToga2V5cyB3YWl0IGZvciBpdHMgZW5kLiAqL1xuICAjc3VzcGVuZGluZyA9IGZhbHNlO1xuICAvKipcbiAgICogV2hhdCBpcyB0eXBlZCB3aGlsZSBhIHN1c3BlbmQgaXMgYXNrZWQgZm9yIG9yIHVuZGVyIHdheSwgaW4gb3JkZXI6XG4gICAqIGRyb3BwZWQgb25jZSB0aGUgY2xpZW50IGhhcyBzdG9wcGVkIChhcyB0bXV4IGRyb3BzIGEgc3VzcGVuZGVkXG4gICAqIGNsaWVudCdzIGtleXM6IHR5cGVkIGFmdGVyIHByZWZpeCBDLXosIHRoZXkgd2VyZSBtZWFudCBmb3IgdGhlIHNoZWxsKSxcbiAgICogZWxzZSAodGhlIHN1c3BlbmQgcmVmdXNlZCkgYW5kIGFmdGVyIGBmZ2AgcmVhZCBhcyB1c3VhbC5cbiAgICovXG4gICNhc2lkZTogVWludDhBcnJheVtdIHwgbnVsbCA9IG51bGw7XG4gIC8qKiBUaGUgdGVybWluYWwgaXMgdGhlIHNoZWxsJ3MgKHN1c3BlbmRlZCk6IG5vdGhpbmcgaXMgd3JpdHRlbiB0aGVyZS4gKi9cbiAgI2dpdmVuQmFjayA9IGZhbHNlO1xuICAvKiogS2V5cyB0eXBlZCB3aGlsZSBhIGJvdW5kIGNvbW1hbmQgcnVucyAoc2VlIGAjZm9yd2FyZGApLiAqL1xuICAjaGVsZDogVWludDhBcnJheVtdIHwgbnVsbCA9IG51bGw7XG4gIC8qKiBUaGUgbWVzc2FnZSBzaG93biBub3cgKGl0cyBpZCksIGFuZCBpdHMgdGltZXIuICovXG4gICNtZXNzYWdlSWQgPSAwO1xuICAjbWVzc2FnZVRpbWVyOiBDYW5jZWxUaW1lciB8IHVuZGVmaW5lZDtcbiAgLyoqIFRoZSBzdGF0dXMgbGluZSdzIGNsb2NrLiAqL1xuICAjdGlja1RpbWVyOiBDYW5jZWxUaW1lciB8IHVuZGVmaW5lZDtcbiAgLyoqIEVuZHMgdGhlIHdhaXQgZm9yIHRoZSByZXN0IG9mIGEgY3V0IGtleSAoYENVVF9LRVlfTVNgKS4gKi9cbiAgI2N1dFRpbWVyOiBDYW5jZWxUaW1lciB8IHVuZGVmaW5lZDtcbiAgLyoqIFRoZSBhdHRhY2htZW50J3MgdG9rZW4sIGZvciBhIHJlc3VtZSAoXCJcIiB3aGVuIHRoZXJlIGlzIG5vbmUpLiAqL1xuICAjdG9rZW46IHN0cmluZztcbiAgLyoqIFRoZSBmaXJzdCBhdHRhY2ggdG9vayBvdmVyIGFuIGF0dGFjaG1lbnQgb2YgYSByZXBsYWNlZCBkYWVtb24uICovXG4gICN1cGdyYWRlZDogYm9vbGVhbjtcbiAgLyoqIFRoZSBzZXEgb2YgdGhlIGxhc3QgZnJhbWUgZHJhd24uICovXG4gICNsYXN0RnJhbWUgPSAwO1xuICAvKiogSW5wdXQgc2VudCBidXQgbm90IGNvbmZpcm1lZCwgYW5kIHR5cGVkIHdoaWxlIHRoZSBsaW5rIGlzIGRvd24uICovXG4gICNpbnB1dHM6IElucHV0TG9nO1xuICAvKiogU2V0IHdoaWxlIHRoZSBsaW5rIGlzIGRvd246IGFib3J0aW5nIGl0IHN0b3BzIHRoZSByZWNvbm5lY3QgbG9vcC4gKi9cbiAgI2Rvd246IEFib3J0Q29udHJvbGxlciB8IG51bGwgPSBudWxsO1xuICAjcmVwb3J0OiBUcnlSZXBvcnQgPSB7IGF0dGVtcHQ6IDEgfTtcbiAgI2Vhcmx5ID0gbmV3IFdlYWtNYXA8Q29ubmVjdGlvbiwgUHVzaE1zZ1tdPigpO1xuICAvKiogQSBjaG9vc2VyIG9yIGRpc3BsYXktcGFuZXMsIHdoaWxlIG9uZSBpcyBzaG93biAoc2VlIGBjaG9vc2VyX292ZXJsYXkudHNgKS4gKi9cbiAgI292ZXJsYXk6IE92ZXJsYXkgfCBudWxsID0gbnVsbDtcbiAgLyoqIE9uZSB3YXMgYXNrZWQgZm9yOyB0aGUgbG9vcCBoYXMgbm90IHN0YXJ0ZWQgaXQgeWV0LiAqL1xuICAjb3ZlcmxheVBlbmRpbmcgPSBmYWxzZTtcbiAgLyoqIFN3aXRjaGVkIGF3YXkgZnJvbSBhIHZpZXc6IGxlYXZlIGl0IHdoZW4gdGhlIG5ldyBzZXNzaW9uJ3MgZnJhbWUgaXMgaW4uICovXG4gICNsZWF2ZU9uRnJhbWUgPSBmYWxzZTtcbiAgLyoqIFRoZSBzZXNzaW9uIGF0dGFjaGVkIHRvIChpdCBjaGFuZ2VzIHdpdGggYHN3aXRjaC1jbGllbnRgIGFuZFxuICAgKiBgcmVuYW1lLXNlc3Npb25gLCBhcyB0aGUgZGFlbW9uIGxhc3Qgc2FpZCkuICovXG4gIG5hbWU6IHN0cmluZztcbiAgLyoqIFRoZSBtb3VzZTsgbnVsbCBmb3IgYSByZWFkLW9ubHkgY2xpZW50LCB3aGljaCBzZW5kcyBub3RoaW5nLiAqL1xuICAjbW91c2U6IEF0dGFjaE1vdXNlIHwgbnVsbDtcbiAgLyoqIFRoZSBieXRlcyB0eXBlZCBrZXlzIG1heSBza2lwIHRoaXMgY2xpZW50IHdpdGgsIGZvciBgI3Bhc3NGb3JgLiAqL1xuICAjcGFzczogVWludDhBcnJheSA9IG5ldyBVaW50OEFycmF5KDI1Nik7XG4gICNwYXNzRm9yOiBJbnB1dEZpbHRlciB8IG51bGwgPSBudWxsO1xuXG4gIGNvbnN0cnVjdG9yKFxuICAgIHB1YmxpYyBjb25uOiBDb25uZWN0aW9uLFxuICAgIHB1YmxpYyBvcHRzOiBBdHRhY2hPcHRpb25zLFxuICAgIHJlYWRvbmx5IHRlcm06IE91dGVyVGVybWluYWwsXG4gICAgYW5zd2VyOiBBdHRhY2hBbnN3ZXIsXG4gICAgcmVhZG9ubHkgZXZlbnRzOiBFdmVudFF1ZXVlPEF0dGFjaEV2ZW50PixcbiAgICBzaXplOiB7IGNvbHM6IG51bWJlcjsgcm93czogbnVtYmVyIH0sXG4gICAgcmVuZGVyZXJPcHRpb25zOiBSZW5kZXJlck9wdGlvbnMsXG4gICkge1xuICAgIHRoaXMubmFtZSA9IGFuc3dlci5uYW1lO1xuICAgIHRoaXMuI3Rva2VuID0gYW5zd2VyLnRva2VuID8/IFwiXCI7XG4gICAgdGhpcy4jdXBncmFkZWQgPSBhbnN3ZXIudXBncmFkZWQgPz8gZmFsc2U7XG4gICAgLy8gQSB0YWtlbi1vdmVyIGF0dGFjaG1lbnQncyBpbnB1dCBnb2VzIG9uIGZyb20gdGhlIHNlcSB0aGUgZGFlbW9uIGhhcy5cbiAgICB0aGlzLiNpbnB1dHMgPSBuZXcgSW5wdXRMb2coYW5zd2VyLmlucHV0KTtcbiAgICAvLyBUaGUgc2l6ZSB0aGUgc2Vzc2lvbiB3YXMgdG9sZDsgYSBjaGFuZ2Ugc2luY2UgdGhlbiBpcyBhIHJlc2l6ZS5cbiAgICB0aGlzLiNyZW5kZXJlciA9IG5ldyBSZW5kZXJlcihzaXplLmNvbHMsIHNpemUucm93cywgcmVuZGVyZXJPcHRpb25zKTtcbiAgICB0aGlzLiNmaWx0ZXIgPSBuZXcgSW5wdXRGaWx0ZXIoXG4gICAgICBvcHRzLmtleXMgPz8gb3B0cy5wcmVmaXggPz8gREVGQVVMVF9QUkVGSVgsXG4gICAgICBvcHRzLnJlYWRPbmx5LFxuICAgICk7XG4gICAgdGhpcy4jbW91c2UgPSBvcHRzLnJlYWRPbmx5XG4gICAgICA/IG51bGxcbiAgICAgIDogbmV3IEF0dGFjaE1vdXNlKHRoaXMuI21vdXNlSG9zdCgpLCBvcHRzLm1vdXNlID8/IGZhbHNlKTtcbiAgfVxuXG4gIGFzeW5jIHJ1bigpOiBQcm9taXNlPEF0dGFjaFJlc3VsdD4ge1xuICAgIGNvbnN0IHsgdGVybSwgZXZlbnRzIH0gPSB0aGlzO1xuICAgIHRoaXMuY29ubi5vblB1c2ggPSAobXNnKSA9PiB0aGlzLiNwdXNoZWQobXNnKTtcbiAgICB0ZXJtLnNldFJhdyh0cnVlKTtcbiAgICBjb25zdCBzdG9wUmVzaXplID0gdGVybS5vblJlc2l6ZSgoKSA9PiB0aGlzLiNyZXNpemVTb29uKCkpO1xuICAgIGNvbnN0IHN0b3BUZXJtaW5hdGUgPSB0ZXJtLm9uVGVybWluYXRlKChzaWduYWwpID0+XG4gICAgICBldmVudHMucHVzaCh7IGtpbmQ6IFwidGVybWluYXRlXCIsIHNpZ25hbCB9KVxuICAgICk7XG4gICAgY29uc3Qgc3RvcENvbnRpbnVlID0gdGVybS5vbkNvbnRpbnVlPy4oKCkgPT5cbiAgICAgIGV2ZW50cy5wdXNoKHsga2luZDogXCJjb250aW51ZWRcIiB9KVxuICAgICk7XG4gICAgbGV0IHJlc3VsdDogQXR0YWNoUmVzdWx0O1xuICAgIHRyeSB7XG4gICAgICBhd2FpdCB0ZXJtLndyaXRlKHRoaXMuI3JlbmRlcmVyLmJlZ2luKCkpO1xuICAgICAgLy8gVGhlIHNpemUgbWF5IGhhdmUgY2hhbmdlZCBiZXR3ZWVuIHRoZSByZXF1ZXN0IGFuZCBub3cuXG4gICAgICB0aGlzLiNyZXNpemVTb29uKCk7XG4gICAgICB0ZXJtLnN0YXJ0UmVhZGluZyhcbiAgICAgICAgKGRhdGEpID0+IHRoaXMuI2lucHV0KGRhdGEpLFxuICAgICAgICAoKSA9PiBldmVudHMucHVzaCh7IGtpbmQ6IFwiaW5wdXQtZW5kXCIgfSksXG4gICAgICApO1xuICAgICAgaWYgKHRoaXMub3B0cy5ub3RpY2UpIHtcbiAgICAgICAgZXZlbnRzLnB1c2goeyBraW5kOiBcIm1lc3NhZ2VcIiwgdGV4dDogdGhpcy5vcHRzLm5vdGljZSB9KTtcbiAgICAgIH1cbiAgICAgIC8vIEFuIGF0dGFjaG1lbnQgdGFrZW4gb3ZlciBmcm9tIGEgZGFlbW9uIHRoYXQgd2FzIHJlcGxhY2VkICh0aGVcbiAgICAgIC8vIGRhZW1vbiBkcmF3cyB0aGlzIHRlcm1pbmFsIGFuZCBjYW1lIGJhY2sgYXMgYSBuZXcgcHJvZ3JhbSkuXG4gICAgICBpZiAodGhpcy4jdXBncmFkZWQpIHtcbiAgICAgICAgZXZlbnRzLnB1c2goeyBraW5kOiBcIm1lc3NhZ2VcIiwgdGV4dDogVVBHUkFERURfTUVTU0FHRSB9KTtcbiAgICAgIH1cbiAgICAgIHRoaXMuI3RpY2tMYXRlcigpO1xuICAgICAgcmVzdWx0ID0gYXdhaXQgdGhpcy4jbG9vcCgpO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgcmVzdWx0ID0gZXJyb3JSZXN1bHQoZXJyKTtcbiAgICB9IGZpbmFsbHkge1xuICAgICAgc3RvcFJlc2l6ZSgpO1xuICAgICAgc3RvcFRlcm1pbmF0ZSgpO1xuICAgICAgc3RvcENvbnRpbnVlPy4oKTtcbiAgICAgIHRoaXMuI21lc3NhZ2VUaW1lcj8uKCk7XG4gICAgICB0aGlzLiN0aWNrVGltZXI/LigpO1xuICAgICAgdGhpcy4jY3V0VGltZXI/LigpO1xuICAgICAgdGhpcy4jbW91c2U/LnN0b3AoKTtcbiAgICAgIHRoaXMuI2Rvd24/LmFib3J0KCk7XG4gICAgfVxuICAgIGF3YWl0IHRoaXMuI3Jlc3RvcmUoKTtcbiAgICByZXR1cm4gcmVzdWx0O1xuICB9XG5cbiAgLy8gR2l2ZXMgdGhlIHRlcm1pbmFsIGJhY2s7IGV2ZXJ5IHN0ZXAgcnVucyBldmVuIGlmIG9uZSBmYWlscy5cbiAgYXN5bmMgI3Jlc3RvcmUoKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgLy8gV2hhdGV2ZXIgZW5kZWQgdGhlIGxvb3AsIG5vYm9keSBlbHNlIHdyaXRlcyB0aGUgdGVybWluYWwgbm93LlxuICAgIHRoaXMuI2hvbGQoKTtcbiAgICAvLyBTdXNwZW5kZWQ6IGdpdmVuIGJhY2sgcmVzdG9yZWQgYWxyZWFkeSwgdGhlIHNoZWxsJ3Mgbm93LlxuICAgIGlmICghdGhpcy4jZ2l2ZW5CYWNrKSBhd2FpdCB0aGlzLiNnaXZlQmFjaygpO1xuICAgIGF3YWl0IHRoaXMudGVybS5zdG9wUmVhZGluZygpO1xuICB9XG5cbiAgLy8gVGhlIHRlcm1pbmFsIGFzIGl0IHdhcyBmb3VuZDogbW9kZXMsIGN1cnNvciwgbWFpbiBzY3JlZW4sIHRlcm1pb3MuXG4gIGFzeW5jICNnaXZlQmFjaygpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICB0cnkge1xuICAgICAgYXdhaXQgdGhpcy50ZXJtLndyaXRlKHRoaXMuI3JlbmRlcmVyLmVuZCgpKTtcbiAgICB9IGNhdGNoIHtcbiAgICAgIC8vIFRoZSB0ZXJtaW5hbCBpcyBnb25lOyBub3RoaW5nIHRvIHJlc3RvcmUgb24gaXQuXG4gICAgfVxuICAgIHRyeSB7XG4gICAgICB0aGlzLnRlcm0uc2V0UmF3KGZhbHNlKTtcbiAgICB9IGNhdGNoIHtcbiAgICAgIC8vIFNhbWUuXG4gICAgfVxuICB9XG5cbiAgYXN5bmMgI2xvb3AoKTogUHJvbWlzZTxBdHRhY2hSZXN1bHQ+IHtcbiAgICBmb3IgKDs7KSB7XG4gICAgICBjb25zdCBldiA9IGF3YWl0IHRoaXMuZXZlbnRzLm5leHQoKTtcbiAgICAgIHRoaXMuI2hvbGQoKTtcbiAgICAgIGNvbnN0IHJlc3VsdCA9IGF3YWl0IHRoaXMuI2hhbmRsZShldik7XG4gICAgICAvLyBFbmRpbmcsIHRoZSB0ZXJtaW5hbCBzdGF5cyBoZWxkOiBpdCBpcyBnaXZlbiBiYWNrLCB0aGVuIGNsb3NlZC5cbiAgICAgIGlmIChyZXN1bHQpIHJldHVybiByZXN1bHQ7XG4gICAgICB0aGlzLiNvZmZlcktleXMoKTtcbiAgICAgIGF3YWl0IHRoaXMuI2xlbmQoKTtcbiAgICB9XG4gIH1cblxuICAvKipcbiAgICogVGFrZXMgdGhlIHRlcm1pbmFsIGJhY2sgZnJvbSB0aGUgc2Vzc2lvbidzIHBhcnNlIHdvcmtlciAoYSBkYWVtb24nc1xuICAgKiB0ZXJtaW5hbCwgYE91dGVyVGVybWluYWwuaG9sZGApIGZvciBhbiBldmVudDsgcm93cyBpdCBkcmV3IG1lYW53aGlsZVxuICAgKiBhcmUgZHJhd24gYWdhaW46IG5vdywgb3IgYnkgdGhlIGZyYW1lIHRoYXQgYnJpbmdzIHRoZW0gd2hlbiB0aGUgd29ya2VyXG4gICAqIGRyZXcgd2hhdCB0aGlzIGNsaWVudCBkb2VzIG5vdCBoYXZlIHlldCAoYFJlbmRlcmVyLmRyYXduT3ZlcmApLlxuICAgKi9cbiAgI2hvbGQoKTogdm9pZCB7XG4gICAgY29uc3QgZHJhd24gPSB0aGlzLnRlcm0uaG9sZD8uKCk7XG4gICAgaWYgKCFkcmF3bikgcmV0dXJuO1xuICAgIGNvbnN0IHsgZmlyc3QsIGxhc3QsIGN1dCwgYWhlYWQgfSA9IGRyYXduO1xuICAgIHRoaXMuI3JlbmRlcmVyLmRyYXduT3ZlcihmaXJzdCwgbGFzdCwgY3V0LCBhaGVhZCk7XG4gIH1cblxuICAvKipcbiAgICogTGVuZHMgdGhlIHRlcm1pbmFsIHRvIHRoZSBzZXNzaW9uJ3MgcGFyc2Ugd29ya2VyIHVudGlsIHRoZSBuZXh0IGV2ZW50LFxuICAgKiB3aGVyZSB0aGUgc2Vzc2lvbiBpcyBkcmF3biBhcyBpdCBpczogbm90IHdoaWxlIGFueXRoaW5nIG9mIHRoaXNcbiAgICogY2xpZW50J3Mgb3duIChhIHZpZXcsIGEgY2hvb3NlciwgYSBwcm9tcHQsIGEgbWVzc2FnZSkgaXMgc2hvd24gb3Igb25cbiAgICogaXRzIHdheSwgb3IgdGhlIGxpbmsgaXMgZG93bi4gUm93cyB0aGUgd29ya2VyIGRyZXcgd2hpbGUgdGhpcyBldmVudFxuICAgKiB3YXMgb24gaXRzIHdheSwgYW5kIG5vdCBkcmF3biBhZ2FpbiBzaW5jZSwgYXJlIGRyYXduIGZpcnN0LlxuICAgKi9cbiAgYXN5bmMgI2xlbmQoKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgaWYgKCF0aGlzLnRlcm0ucmVsZWFzZSkgcmV0dXJuO1xuICAgIGlmICh0aGlzLiNyZW5kZXJlci5uZWVkc1JlcGFpcikge1xuICAgICAgYXdhaXQgdGhpcy50ZXJtLndyaXRlKHRoaXMuI3JlbmRlcmVyLnJlcGFpcigpKTtcbiAgICB9XG4gICAgY29uc3QgcGxhaW4gPSAhdGhpcy4jZGV0YWNoaW5nICYmICF0aGlzLiNzdXNwZW5kaW5nICYmICF0aGlzLiNkb3duICYmXG4gICAgICAhdGhpcy4jc2Nyb2xsICYmICF0aGlzLiNzY3JvbGxQZW5kaW5nICYmICF0aGlzLiNvdmVybGF5ICYmXG4gICAgICAhdGhpcy4jb3ZlcmxheVBlbmRpbmcgJiZcbiAgICAgICF0aGlzLiNtb2RhbCAmJiAhdGhpcy4jbW9kYWxQZW5kaW5nICYmICF0aGlzLiNsZWF2ZU9uRnJhbWU7XG4gICAgdGhpcy50ZXJtLnJlbGVhc2UocGxhaW4gPyB0aGlzLiNyZW5kZXJlci5kaXJlY3RBcmVhKCkgOiBudWxsKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBMZXRzIHR5cGVkIGtleXMgc2tpcCB0aGlzIGNsaWVudCB3aGlsZSBpdCB3b3VsZCBvbmx5IHBhc3MgdGhlbSBvblxuICAgKiAoYE91dGVyVGVybWluYWwucGFzc1Rocm91Z2hgKTogbm8gcHJlZml4LCBrZXkgb3IgY29tbWFuZCBwZW5kaW5nLCBub1xuICAgKiB2aWV3LCBwcm9tcHQgb3IgY2hvb3NlciBvcGVuLCBub3RoaW5nIHF1ZXVlZCwgdGhlIGxpbmsgdXAuXG4gICAqL1xuICAjb2ZmZXJLZXlzKCk6IHZvaWQge1xuICAgIGlmICghdGhpcy50ZXJtLnBhc3NUaHJvdWdoKSByZXR1cm47XG4gICAgY29uc3QgcGxhaW4gPSAhdGhpcy5vcHRzLnJlYWRPbmx5ICYmICF0aGlzLiNkZXRhY2hpbmcgJiYgIXRoaXMuI2hlbGQgJiZcbiAgICAgICF0aGlzLiNzdXNwZW5kaW5nICYmICF0aGlzLiNkb3duICYmIHRoaXMuI3F1ZXVlZEtleXMgPT09IDAgJiZcbiAgICAgIHRoaXMuI2ZpbHRlci5wbGFpbiAmJlxuICAgICAgIXRoaXMuI3Njcm9sbCAmJiAhdGhpcy4jc2Nyb2xsUGVuZGluZyAmJiAhdGhpcy4jb3ZlcmxheSAmJlxuICAgICAgIXRoaXMuI292ZXJsYXlQZW5kaW5nICYmICF0aGlzLiNtb2RhbCAmJiAhdGhpcy4jbW9kYWxQZW5kaW5nICYmXG4gICAgICAhKHRoaXMuI21vdXNlPy5yZWFkZXIud2FpdGluZyA/PyBmYWxzZSk7XG4gICAgaWYgKCFwbGFpbikgcmV0dXJuIHRoaXMudGVybS5wYXNzVGhyb3VnaChudWxsKTtcbiAgICBpZiAodGhpcy4jcGFzc0ZvciAhPT0gdGhpcy4jZmlsdGVyKSB7XG4gICAgICB0aGlzLiNwYXNzID0gdGhpcy4jZmlsdGVyLnBhc3NCeXRlcygpO1xuICAgICAgdGhpcy4jcGFzc0ZvciA9IHRoaXMuI2ZpbHRlcjtcbiAgICB9XG4gICAgdGhpcy50ZXJtLnBhc3NUaHJvdWdoKHRoaXMuI3Bhc3MpO1xuICB9XG5cbiAgYXN5bmMgI2hhbmRsZShldjogQXR0YWNoRXZlbnQpOiBQcm9taXNlPEF0dGFjaFJlc3VsdCB8IG51bGw+IHtcbiAgICBzd2l0Y2ggKGV2LmtpbmQpIHtcbiAgICAgIGNhc2UgXCJwdXNoXCI6XG4gICAgICAgIHJldHVybiBhd2FpdCB0aGlzLiNwdXNoKGV2Lm1zZyk7XG4gICAgICBjYXNlIFwiZGV0YWNoXCI6XG4gICAgICAgIHJldHVybiBhd2FpdCB0aGlzLiNkZXRhY2goZGV0YWNoZWRSZXN1bHQodGhpcy5uYW1lKSk7XG4gICAgICBjYXNlIFwiaW5wdXQtZW5kXCI6XG4gICAgICAgIC8vIFRoZSB0ZXJtaW5hbCBodW5nIHVwOiBub3RoaW5nIG1vcmUgd2lsbCBiZSB0eXBlZC5cbiAgICAgICAgcmV0dXJuIGF3YWl0IHRoaXMuI2RldGFjaChkZXRhY2hlZFJlc3VsdCh0aGlzLm5hbWUpKTtcbiAgICAgIGNhc2UgXCJyZXNpemVcIjpcbiAgICAgICAgdGhpcy4jcmVzaXplUGVuZGluZyA9IGZhbHNlO1xuICAgICAgICBhd2FpdCB0aGlzLiNyZXNpemUoKTtcbiAgICAgICAgcmV0dXJuIG51bGw7XG4gICAgICBjYXNlIFwiY29udGludWVkXCI6XG4gICAgICAgIGF3YWl0IHRoaXMuI2NvbnRpbnVlZCgpO1xuICAgICAgICByZXR1cm4gbnVsbDtcbiAgICAgIGNhc2UgXCJ0ZXJtaW5hdGVcIjpcbiAgICAgICAgcmV0dXJuIGF3YWl0IHRoaXMuI2RldGFjaCh7XG4gICAgICAgICAgZXhpdENvZGU6IDEyOCArIHNpZ25hbE51bWJlcihldi5zaWduYWwpLFxuICAgICAgICAgIG1lc3NhZ2U6IGBbZGV0YWNoZWQgZnJvbSBzZXNzaW9uICR7dGhpcy5uYW1lfTogZ290ICR7ZXYuc2lnbmFsfV1gLFxuICAgICAgICB9KTtcbiAgICAgIGNhc2UgXCJjbG9zZWRcIjpcbiAgICAgICAgaWYgKGV2LmNvbm4gIT09IHRoaXMuY29ubikgcmV0dXJuIG51bGw7IC8vIGEgbGluayBnaXZlbiB1cCBvblxuICAgICAgICBpZiAoIXRoaXMub3B0cy5yZW9wZW4gfHwgdGhpcy4jdG9rZW4gPT09IFwiXCIpIHtcbiAgICAgICAgICByZXR1cm4gZGFlbW9uR29uZVJlc3VsdChcImxvc3QgY29ubmVjdGlvblwiKTtcbiAgICAgICAgfVxuICAgICAgICBhd2FpdCB0aGlzLiNsaW5rRG93bigpO1xuICAgICAgICByZXR1cm4gbnVsbDtcbiAgICAgIGNhc2UgXCJyZWNvbm5lY3RlZFwiOlxuICAgICAgICByZXR1cm4gYXdhaXQgdGhpcy4jcmVjb25uZWN0ZWQoZXYub3V0Y29tZSk7XG4gICAgICBjYXNlIFwic3RhdHVzXCI6XG4gICAgICAgIGlmICghdGhpcy4jZG93bikgcmV0dXJuIG51bGw7XG4gICAgICAgIHRoaXMuI3JlcG9ydCA9IGV2LnJlcG9ydDtcbiAgICAgICAgYXdhaXQgdGhpcy4jc2hvd1N0YXR1cygpO1xuICAgICAgICByZXR1cm4gbnVsbDtcbiAgICAgIGNhc2UgXCJzY3JvbGxcIjpcbiAgICAgICAgcmV0dXJuIGF3YWl0IHRoaXMuI2VudGVyU2Nyb2xsKGV2LnBhZ2VVcCwgZXYucmVzdCk7XG4gICAgICBjYXNlIFwia2V5c1wiOlxuICAgICAgICB0aGlzLiNxdWV1ZWRLZXlzLS07XG4gICAgICAgIHJldHVybiBhd2FpdCB0aGlzLiNrZXlzKGV2LmRhdGEpO1xuICAgICAgY2FzZSBcImhpc3RvcnlcIjpcbiAgICAgICAgYXdhaXQgdGhpcy4jaGlzdG9yeUFuc3dlcihldi5tb2RlLCBldi5wYWdlKTtcbiAgICAgICAgcmV0dXJuIG51bGw7XG4gICAgICBjYXNlIFwibWVzc2FnZVwiOlxuICAgICAgICBhd2FpdCB0aGlzLiNzaG93TWVzc2FnZShldi50ZXh0KTtcbiAgICAgICAgcmV0dXJuIG51bGw7XG4gICAgICBjYXNlIFwib3V0cHV0XCI6XG4gICAgICAgIGF3YWl0IHRoaXMuI3Nob3dPdXRwdXQoZXYubGluZXMpO1xuICAgICAgICByZXR1cm4gbnVsbDtcbiAgICAgIGNhc2UgXCJvdmVybGF5LXN0YXJ0XCI6XG4gICAgICAgIHJldHVybiBhd2FpdCB0aGlzLiNzdGFydE92ZXJsYXkoZXYubWFrZSwgZXYucmVzdCk7XG4gICAgICBjYXNlIFwib3ZlcmxheS1ydW5cIjpcbiAgICAgICAgaWYgKGV2Lm92ZXJsYXkgIT09IHRoaXMuI292ZXJsYXkpIHJldHVybiBudWxsOyAvLyBsZWZ0IG1lYW53aGlsZVxuICAgICAgICByZXR1cm4gYXdhaXQgdGhpcy4jb3ZlcmxhaWQoZXYucnVuKCkpO1xuICAgICAgY2FzZSBcIm1lc3NhZ2UtZW5kXCI6XG4gICAgICAgIGlmIChldi5pZCA9PT0gdGhpcy4jbWVzc2FnZUlkKSB7XG4gICAgICAgICAgYXdhaXQgdGhpcy50ZXJtLndyaXRlKHRoaXMuI3JlbmRlcmVyLmNsZWFyTWVzc2FnZSgpKTtcbiAgICAgICAgfVxuICAgICAgICByZXR1cm4gbnVsbDtcbiAgICAgIGNhc2UgXCJ0aWNrXCI6XG4gICAgICAgIGF3YWl0IHRoaXMudGVybS53cml0ZSh0aGlzLiNyZW5kZXJlci50aWNrKCkpO1xuICAgICAgICB0aGlzLiN0aWNrTGF0ZXIoKTtcbiAgICAgICAgcmV0dXJuIG51bGw7XG4gICAgICBjYXNlIFwibW9kYWxcIjpcbiAgICAgICAgdGhpcy4jbW9kYWxQZW5kaW5nID0gZmFsc2U7XG4gICAgICAgIHJldHVybiBhd2FpdCB0aGlzLiNydW5MaW5lKGV2LmxpbmUsIGV2LnJlc3QpO1xuICAgICAgY2FzZSBcInN1c3BlbmRcIjpcbiAgICAgICAgcmV0dXJuIGF3YWl0IHRoaXMuI3N1c3BlbmQoZXYucmVzdCk7XG4gICAgICBjYXNlIFwibW91c2VcIjpcbiAgICAgICAgdGhpcy4jcXVldWVkS2V5cy0tO1xuICAgICAgICByZXR1cm4gYXdhaXQgdGhpcy4jbW91c2VPdmVyKGV2LnJlcG9ydCwgZXYuYXQpO1xuICAgICAgY2FzZSBcIm1vdXNlLWNvcHlcIjpcbiAgICAgICAgcmV0dXJuIGV2Lm1vZGUgPT09IHRoaXMuI3Njcm9sbFxuICAgICAgICAgID8gYXdhaXQgdGhpcy4jc2Nyb2xsZWQoZXYubW9kZS5jb3B5U2VsZWN0aW9uKCkpXG4gICAgICAgICAgOiBudWxsO1xuICAgIH1cbiAgfVxuXG4gIC8qKlxuICAgKiBSdW5zIGEgY29tbWFuZCBsaW5lIGZyb20gYSBrZXkgb3IgYSBwcm9tcHQ6IHRoZSBvbmVzIHRoYXQgYWN0IG9uIHRoaXNcbiAgICogY2xpZW50IGhlcmUgKHByb21wdHMsIGhlbHAsIGRldGFjaCwgY29weSBtb2RlLCB0aGUgcHJlZml4KSwgdGhlIG90aGVyc1xuICAgKiBhcyBib3VuZCBjb21tYW5kczsgdGhlbiB0aGUga2V5cyB0eXBlZCBhZnRlciBpdC5cbiAgICovXG4gIGFzeW5jICNydW5MaW5lKGxpbmU6IHN0cmluZywgcmVzdDogVWludDhBcnJheSk6IFByb21pc2U8QXR0YWNoUmVzdWx0IHwgbnVsbD4ge1xuICAgIGNvbnN0IHdvcmRzID0gbGluZS50cmltKCkuc3BsaXQoL1xccysvKTtcbiAgICBjb25zdCBvbmx5ID0gd29yZHMubGVuZ3RoID09PSAxO1xuICAgIGlmIChpc1Byb21wdENvbW1hbmQobGluZSkgfHwgKHdvcmRzWzBdID09PSBcImxpc3Qta2V5c1wiICYmIG9ubHkpKSB7XG4gICAgICBhd2FpdCB0aGlzLiNvcGVuTW9kYWwobGluZSk7XG4gICAgfSBlbHNlIGlmICh3b3Jkc1swXSA9PT0gXCJkZXRhY2gtY2xpZW50XCIgJiYgb25seSkge1xuICAgICAgdGhpcy4jZGV0YWNoaW5nID0gdHJ1ZTtcbiAgICAgIHJldHVybiBhd2FpdCB0aGlzLiNkZXRhY2goZGV0YWNoZWRSZXN1bHQodGhpcy5uYW1lKSk7XG4gICAgfSBlbHNlIGlmIChpc1N1c3BlbmQobGluZSkpIHtcbiAgICAgIHJldHVybiBhd2FpdCB0aGlzLiNzdXNwZW5kKHJlc3QpO1xuICAgIH0gZWxzZSBpZiAod29yZHNbMF0gPT09IFwiY29weS1tb2RlXCIgJiYgd29yZHMubGVuZ3RoIDw9IDIpIHtcbiAgICAgIHRoaXMuI3Njcm9sbFBlbmRpbmcgPSB0cnVlO1xuICAgICAgcmV0dXJuIGF3YWl0IHRoaXMuI2VudGVyU2Nyb2xsKHdvcmRzWzFdID09PSBcIi11XCIsIHJlc3QpO1xuICAgIH0gZWxzZSBpZiAod29yZHNbMF0gPT09IFwic2VuZC1wcmVmaXhcIiAmJiBvbmx5KSB7XG4gICAgICBpZiAoIXRoaXMub3B0cy5yZWFkT25seSkgdGhpcy4jc2VuZElucHV0KHRoaXMuI2ZpbHRlci5rZXlzLnByZWZpeCk7XG4gICAgfSBlbHNlIGlmICh3b3Jkc1swXSA9PT0gXCJwYXN0ZS1idWZmZXJcIiAmJiBvbmx5KSB7XG4gICAgICBpZiAoIXRoaXMub3B0cy5yZWFkT25seSkgdGhpcy4jcGFzdGVCdWZmZXIoKTtcbiAgICB9IGVsc2UgaWYgKGxpbmUudHJpbSgpICE9PSBcIlwiKSB7XG4gICAgICAvLyBOb3QgYXdhaXRlZDogZnJhbWVzIGdvIG9uIGJlaW5nIGRyYXduIHdoaWxlIGl0IHJ1bnMuXG4gICAgICB0aGlzLiNydW5IZWxkKGxpbmUsIHJlc3QpO1xuICAgICAgcmV0dXJuIG51bGw7XG4gICAgfVxuICAgIHJldHVybiByZXN0Lmxlbmd0aCA+IDAgPyBhd2FpdCB0aGlzLiNrZXlzKHJlc3QpIDogbnVsbDtcbiAgfVxuXG4gIC8vIFdoYXQgYSBjb21tYW5kIHByaW50ZWQgKGA6bGlzdC13aW5kb3dzYCwgYSBiaW5kaW5nJ3MgYGRpc3BsYXkgLXBgKSwgYXNcbiAgLy8gdG11eCdzIHZpZXcgbW9kZSBzaG93cyBpdDogYSB2aWV3IG92ZXIgdGhlIHNlc3Npb24sIHEgbGVhdmVzLiBXaGlsZVxuICAvLyBzb21ldGhpbmcgZWxzZSBoYXMgdGhlIHNjcmVlbiwgaXRzIGZpcnN0IGxpbmUgYXMgYSBtZXNzYWdlLlxuICBhc3luYyAjc2hvd091dHB1dChsaW5lczogc3RyaW5nW10pOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBpZiAodGhpcy4jbW9kYWwgfHwgdGhpcy4jb3ZlcmxheSB8fCB0aGlzLiNzY3JvbGwpIHtcbiAgICAgIGF3YWl0IHRoaXMuI3Nob3dNZXNzYWdlKGxpbmVzWzBdKTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgY29uc3QgdmlldyA9IG5ldyBIZWxwVmlldyhsaW5lcyk7XG4gICAgdGhpcy4jbW9kYWwgPSB7IGtpbmQ6IFwiaGVscFwiLCB2aWV3LCBkZWNvZGVyOiBuZXcgU2Nyb2xsS2V5RGVjb2RlcigpIH07XG4gICAgYXdhaXQgdGhpcy4jZHJhd01vZGFsKCk7XG4gIH1cblxuICAvLyBPcGVucyBhIHByb21wdCAoY29tbWFuZC1wcm9tcHQsIGNvbmZpcm0tYmVmb3JlKSBvciB0aGUgaGVscCB2aWV3LlxuICBhc3luYyAjb3Blbk1vZGFsKGxpbmU6IHN0cmluZyk6IFByb21pc2U8dm9pZD4ge1xuICAgIGNvbnN0IGRlY29kZXIgPSBuZXcgU2Nyb2xsS2V5RGVjb2RlcigpO1xuICAgIGlmIChsaW5lLnRyaW0oKSA9PT0gXCJsaXN0LWtleXNcIikge1xuICAgICAgY29uc3QgdmlldyA9IG5ldyBIZWxwVmlldyhsaXN0S2V5cyh0aGlzLiNmaWx0ZXIua2V5cykpO1xuICAgICAgdGhpcy4jbW9kYWwgPSB7IGtpbmQ6IFwiaGVscFwiLCB2aWV3LCBkZWNvZGVyIH07XG4gICAgfSBlbHNlIHtcbiAgICAgIGxldCByZXF1ZXN0OiBQcm9tcHRSZXF1ZXN0O1xuICAgICAgdHJ5IHtcbiAgICAgICAgcmVxdWVzdCA9IHBhcnNlUHJvbXB0Q29tbWFuZChsaW5lLCB0aGlzLiNyZW5kZXJlci5zdGF0dXMpO1xuICAgICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICAgIGF3YWl0IHRoaXMuI3Nob3dNZXNzYWdlKChlcnIgYXMgRXJyb3IpLm1lc3NhZ2UpO1xuICAgICAgICByZXR1cm47XG4gICAgICB9XG4gICAgICBjb25zdCBwcm9tcHQgPSByZXF1ZXN0LmtpbmQgPT09IFwiY29tbWFuZFwiXG4gICAgICAgID8gbmV3IENvbW1hbmRQcm9tcHQocmVxdWVzdC5sYWJlbCwgcmVxdWVzdC5pbml0aWFsLCB0aGlzLiNoaXN0b3J5KVxuICAgICAgICA6IG5ldyBDb25maXJtUHJvbXB0KHJlcXVlc3QubGFiZWwpO1xuICAgICAgdGhpcy4jbW9kYWwgPSB7IGtpbmQ6IFwicHJvbXB0XCIsIHByb21wdCwgcmVxdWVzdCwgZGVjb2RlciB9O1xuICAgIH1cbiAgICBhd2FpdCB0aGlzLiNkcmF3TW9kYWwoKTtcbiAgfVxuXG4gIGFzeW5jICNkcmF3TW9kYWwoKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgY29uc3QgbSA9IHRoaXMuI21vZGFsLCByID0gdGhpcy4jcmVuZGVyZXI7XG4gICAgaWYgKCFtKSByZXR1cm47XG4gICAgY29uc3QgeyBjb2xzLCByb3dzIH0gPSByLnNpemU7XG4gICAgaWYgKG0ua2luZCA9PT0gXCJoZWxwXCIpIHtcbiAgICAgIGF3YWl0IHRoaXMudGVybS53cml0ZShyLnNob3dWaWV3KG0udmlldy5yb3dzKGNvbHMsIHJvd3MpLCBudWxsKSk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGNvbnN0IHsgcm93LCBjdXJzb3IgfSA9IG0ucHJvbXB0LmRyYXcoY29scyk7XG4gICAgYXdhaXQgdGhpcy50ZXJtLndyaXRlKHIuc2hvd1Byb21wdChyb3csIGN1cnNvcikpO1xuICB9XG5cbiAgLy8gS2V5cyBmb3IgdGhlIG9wZW4gcHJvbXB0IG9yIGhlbHAgdmlldzsgb25jZSBpdCBjbG9zZXMsIHRoZSBrZXlzIGFmdGVyXG4gIC8vIHRoZSBvbmUgdGhhdCBjbG9zZWQgaXQgZ28gb24gYXMgdXN1YWwuXG4gIGFzeW5jICNtb2RhbEtleXMobTogTW9kYWwsIGRhdGE6IFVpbnQ4QXJyYXkpOiBQcm9taXNlPEF0dGFjaFJlc3VsdCB8IG51bGw+IHtcbiAgICBjb25zdCBrZXlzID0gbS5kZWNvZGVyLmZlZWQoZGF0YSk7XG4gICAgZm9yIChsZXQgaSA9IDA7IGkgPCBrZXlzLmxlbmd0aDsgaSsrKSB7XG4gICAgICBjb25zdCByZXN0ID0gKCkgPT5cbiAgICAgICAgY29uY2F0Qnl0ZXMoXG4gICAgICAgICAgLi4ua2V5cy5zbGljZShpICsgMSkubWFwKChrKSA9PiBrLmJ5dGVzKSxcbiAgICAgICAgICBtLmRlY29kZXIucGVuZGluZygpLFxuICAgICAgICApO1xuICAgICAgaWYgKG0ua2luZCA9PT0gXCJoZWxwXCIpIHtcbiAgICAgICAgaWYgKG0udmlldy5rZXkoa2V5c1tpXSwgdGhpcy4jcmVuZGVyZXIuc2l6ZS5yb3dzKSkgY29udGludWU7XG4gICAgICAgIHRoaXMuI21vZGFsID0gbnVsbDtcbiAgICAgICAgYXdhaXQgdGhpcy50ZXJtLndyaXRlKHRoaXMuI3JlbmRlcmVyLnNob3dTZXNzaW9uKCkpO1xuICAgICAgICBjb25zdCBhZnRlciA9IHJlc3QoKTtcbiAgICAgICAgcmV0dXJuIGFmdGVyLmxlbmd0aCA+IDAgPyBhd2FpdCB0aGlzLiNrZXlzKGFmdGVyKSA6IG51bGw7XG4gICAgICB9XG4gICAgICBjb25zdCBzdGVwID0gbS5wcm9tcHQua2V5KGtleXNbaV0pO1xuICAgICAgaWYgKHN0ZXAua2luZCA9PT0gXCJvcGVuXCIpIGNvbnRpbnVlO1xuICAgICAgdGhpcy4jbW9kYWwgPSBudWxsO1xuICAgICAgYXdhaXQgdGhpcy50ZXJtLndyaXRlKHRoaXMuI3JlbmRlcmVyLmNsZWFyUHJvbXB0KCkpO1xuICAgICAgaWYgKHN0ZXAua2luZCA9PT0gXCJjYW5jZWxcIikge1xuICAgICAgICBjb25zdCBhZnRlciA9IHJlc3QoKTtcbiAgICAgICAgcmV0dXJuIGFmdGVyLmxlbmd0aCA+IDAgPyBhd2FpdCB0aGlzLiNrZXlzKGFmdGVyKSA6IG51bGw7XG4gICAgICB9XG4gICAgICBjb25zdCByZXEgPSBtLnJlcXVlc3Q7XG4gICAgICBpZiAocmVxLmtpbmQgPT09IFwiY29tbWFuZFwiKSByZW1lbWJlcih0aGlzLiNoaXN0b3J5LCBzdGVwLnRleHQpO1xuICAgICAgY29uc3QgbGluZSA9IHJlcS5raW5kID09PSBcImNvbW1hbmRcIlxuICAgICAgICA/IHByb21wdExpbmUocmVxLnRlbXBsYXRlLCBzdGVwLnRleHQpXG4gICAgICAgIDogcmVxLmNvbW1hbmQ7XG4gICAgICByZXR1cm4gYXdhaXQgdGhpcy4jcnVuTGluZShsaW5lLCByZXN0KCkpO1xuICAgIH1cbiAgICBhd2FpdCB0aGlzLiNkcmF3TW9kYWwoKTtcbiAgICByZXR1cm4gbnVsbDtcbiAgfVxuXG4gIC8vIFRoZSBzdGF0dXMgbGluZSdzIGNsb2NrIGNoYW5nZXMgd2l0aCB0aGUgbWludXRlLiBPbiBgYWZ0ZXJgLCBub3RcbiAgLy8gc2V0VGltZW91dCwgd2hvc2UgZmlyc3QgY2FsbCBsb2FkcyBOb2RlJ3MgdGltZXJzIGJlZm9yZSB0aGUgZmlyc3QgZnJhbWVcbiAgLy8gKHByb3RvY29sL3RpbWVyLnRzKS5cbiAgI3RpY2tMYXRlcigpOiB2b2lkIHtcbiAgICB0aGlzLiN0aWNrVGltZXI/LigpOyAvLyBPbmUgY2hhaW4gb2YgdGlja3MsIHdob2V2ZXIgcmUtYXJtcyBpdC5cbiAgICBpZiAoKHRoaXMub3B0cy5zdGF0dXMgPz8gXCJvZmZcIikgPT09IFwib2ZmXCIpIHJldHVybjtcbiAgICB0aGlzLiN0aWNrVGltZXIgPSBhZnRlcihcbiAgICAgIHVudGlsTmV4dE1pbnV0ZShuZXcgRGF0ZSgpKSArIDUwLFxuICAgICAgKCkgPT4gdGhpcy5ldmVudHMucHVzaCh7IGtpbmQ6IFwidGlja1wiIH0pLFxuICAgICk7XG4gIH1cblxuICAvLyBTaG93cyBgdGV4dGAgb24gdGhlIHN0YXR1cyBsaW5lICh0aGUgYm90dG9tIHJvdyB3aXRob3V0IG9uZSkgZm9yXG4gIC8vIE1FU1NBR0VfTVMsIGluIHRtdXgncyBtZXNzYWdlLXN0eWxlLlxuICBhc3luYyAjc2hvd01lc3NhZ2UodGV4dDogc3RyaW5nKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgY29uc3Qgcm93ID0gbWVzc2FnZVJvdyh0aGlzLiNyZW5kZXJlci5zaXplLmNvbHMsIHRleHQpO1xuICAgIGNvbnN0IGlkID0gKyt0aGlzLiNtZXNzYWdlSWQ7XG4gICAgdGhpcy4jbWVzc2FnZVRpbWVyPy4oKTtcbiAgICB0aGlzLiNtZXNzYWdlVGltZXIgPSBhZnRlcihcbiAgICAgIE1FU1NBR0VfTVMsXG4gICAgICAoKSA9PiB0aGlzLmV2ZW50cy5wdXNoKHsga2luZDogXCJtZXNzYWdlLWVuZFwiLCBpZCB9KSxcbiAgICApO1xuICAgIGF3YWl0IHRoaXMudGVybS53cml0ZSh0aGlzLiNyZW5kZXJlci5zaG93TWVzc2FnZShyb3cpKTtcbiAgfVxuXG4gIC8vIFJ1bnMgYSBib3VuZCBjb21tYW5kIGxpbmU7IGl0cyBlcnJvciwgaWYgYW55LCBiZWNvbWVzIGEgbWVzc2FnZS5cbiAgI3J1bkJvdW5kKGxpbmU6IHN0cmluZyk6IFByb21pc2U8dm9pZD4ge1xuICAgIGNvbnN0IG1pbmUgPSB0aGlzLiNjbGllbnRDb21tYW5kKGxpbmUpO1xuICAgIGlmIChtaW5lICE9PSB1bmRlZmluZWQpIHJldHVybiBtaW5lO1xuICAgIGNvbnN0IHJ1biA9IHRoaXMub3B0cy5ydW5Db21tYW5kO1xuICAgIGlmICh0aGlzLm9wdHMucmVhZE9ubHkpIHtcbiAgICAgIC8vIEEgcmVhZC1vbmx5IGNsaWVudCBzZWVzOyBpdCBjaGFuZ2VzIG5vdGhpbmcsIGl0cyBrZXkgYmluZGluZ3NcbiAgICAgIC8vIGluY2x1ZGVkIChkZXRhY2ggYW5kIHNjcm9sbCBtb2RlIGFyZSBub3QgY29tbWFuZHMpLlxuICAgICAgdGhpcy5ldmVudHMucHVzaCh7XG4gICAgICAgIGtpbmQ6IFwibWVzc2FnZVwiLFxuICAgICAgICB0ZXh0OiBgUmVhZC1vbmx5OiAke2xpbmV9IGlzIG5vdCBydW5gLFxuICAgICAgfSk7XG4gICAgICByZXR1cm4gUHJvbWlzZS5yZXNvbHZlKCk7XG4gICAgfVxuICAgIGlmICghcnVuKSB7XG4gICAgICB0aGlzLmV2ZW50cy5wdXNoKHsga2luZDogXCJtZXNzYWdlXCIsIHRleHQ6IGBDYW5ub3QgcnVuICR7bGluZX0gaGVyZWAgfSk7XG4gICAgICByZXR1cm4gUHJvbWlzZS5yZXNvbHZlKCk7XG4gICAgfVxuICAgIHJldHVybiBydW4obGluZSwgdGhpcy5uYW1lKS50aGVuKFxuICAgICAgKHsgZXJyb3IsIG91dHB1dCB9KSA9PiB7XG4gICAgICAgIC8vIEEgZmFpbGluZyBjb21tYW5kJ3Mgb3V0cHV0IHNheXMgd2h5IChzb3VyY2UtZmlsZSdzIHdhcm5pbmdzKS5cbiAgICAgICAgaWYgKG91dHB1dC50cmltKCkgIT09IFwiXCIpIHtcbiAgICAgICAgICB0aGlzLmV2ZW50cy5wdXNoKHsga2luZDogXCJvdXRwdXRcIiwgbGluZXM6IG91dHB1dExpbmVzKG91dHB1dCkgfSk7XG4gICAgICAgIH1cbiAgICAgICAgaWYgKGVycm9yKSB0aGlzLmV2ZW50cy5wdXNoKHsga2luZDogXCJtZXNzYWdlXCIsIHRleHQ6IGVycm9yIH0pO1xuICAgICAgfSxcbiAgICAgIChlcnIpID0+IHtcbiAgICAgICAgdGhpcy5ldmVudHMucHVzaCh7XG4gICAgICAgICAga2luZDogXCJtZXNzYWdlXCIsXG4gICAgICAgICAgdGV4dDogU3RyaW5nKGVycj8ubWVzc2FnZSA/PyBlcnIpLFxuICAgICAgICB9KTtcbiAgICAgIH0sXG4gICAgKTtcbiAgfVxuXG4gIC8vIEEgY29tbWFuZCB0aGF0IGFjdHMgb24gdGhpcyBjbGllbnQgKGBjaG9vc2VyX2NvbW1hbmRzLnRzYCk6IGl0c1xuICAvLyBwcm9taXNlLCBvciB1bmRlZmluZWQgZm9yIGFueSBvdGhlciBjb21tYW5kIGxpbmUuXG4gICNjbGllbnRDb21tYW5kKGxpbmU6IHN0cmluZyk6IFByb21pc2U8dm9pZD4gfCB1bmRlZmluZWQge1xuICAgIGxldCBjYzogQ2xpZW50Q29tbWFuZCB8IG51bGw7XG4gICAgdHJ5IHtcbiAgICAgIGNjID0gY2xpZW50Q29tbWFuZChsaW5lKTtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIHRoaXMuZXZlbnRzLnB1c2goeyBraW5kOiBcIm1lc3NhZ2VcIiwgdGV4dDogKGVyciBhcyBFcnJvcikubWVzc2FnZSB9KTtcbiAgICAgIHJldHVybiBQcm9taXNlLnJlc29sdmUoKTtcbiAgICB9XG4gICAgaWYgKCFjYykgcmV0dXJuIHVuZGVmaW5lZDtcbiAgICBpZiAoY2Mua2luZCA9PT0gXCJkaXNwbGF5XCIpIHJldHVybiB0aGlzLiNkaXNwbGF5TWVzc2FnZShjYy5yZXEpO1xuICAgIGlmIChjYy5raW5kID09PSBcInN3aXRjaFwiKSB7XG4gICAgICAvLyBNb3ZlcyB0aGlzIGNsaWVudCwgb3ZlciBpdHMgb3duIGNvbm5lY3Rpb24gKHJlYWQtb25seSBtYXkgdG9vLFxuICAgICAgLy8gYXMgaW4gdG11eCk7IHRoZSBkYWVtb24gcHVzaGVzIGBzd2l0Y2hlZGAsIHRoZW4gdGhlIG5ldyBmcmFtZS5cbiAgICAgIHJldHVybiB0aGlzLmNvbm4ucmVxdWVzdChjYy5yZXEpLnRoZW4oKCkgPT4ge30sIChlcnIpID0+IHtcbiAgICAgICAgdGhpcy5ldmVudHMucHVzaCh7XG4gICAgICAgICAga2luZDogXCJtZXNzYWdlXCIsXG4gICAgICAgICAgdGV4dDogU3RyaW5nKGVycj8ubWVzc2FnZSA/PyBlcnIpLFxuICAgICAgICB9KTtcbiAgICAgIH0pO1xuICAgIH1cbiAgICBpZiAodGhpcy5vcHRzLnJlYWRPbmx5ICYmIGNjLmtpbmQgIT09IFwiY2hvb3NlLXRyZWVcIikge1xuICAgICAgdGhpcy5ldmVudHMucHVzaCh7XG4gICAgICAgIGtpbmQ6IFwibWVzc2FnZVwiLFxuICAgICAgICB0ZXh0OiBgUmVhZC1vbmx5OiAke2xpbmV9IGlzIG5vdCBydW5gLFxuICAgICAgfSk7XG4gICAgICByZXR1cm4gUHJvbWlzZS5yZXNvbHZlKCk7XG4gICAgfVxuICAgIHRoaXMuI292ZXJsYXlQZW5kaW5nID0gdHJ1ZTtcbiAgICB0aGlzLmV2ZW50cy5wdXNoKHtcbiAgICAgIGtpbmQ6IFwib3ZlcmxheS1zdGFydFwiLFxuICAgICAgbWFrZTogKCkgPT4gdGhpcy4jbWFrZU92ZXJsYXkoY2MpLFxuICAgICAgcmVzdDogbmV3IFVpbnQ4QXJyYXkoMCksXG4gICAgfSk7XG4gICAgcmV0dXJuIFByb21pc2UucmVzb2x2ZSgpO1xuICB9XG5cbiAgLy8gYGRpc3BsYXktbWVzc2FnZWAgZnJvbSBhIGtleSBvciB0aGUgcHJvbXB0OiBpdHMgdGFyZ2V0IGlzIGluIHRoaXNcbiAgLy8gY2xpZW50J3Mgc2Vzc2lvbiB1bmxlc3MgaXQgbmFtZXMgYW5vdGhlciwgYW5kIGl0cyBtZXNzYWdlIHNob3dzIGhlcmVcbiAgLy8gKHB1c2hlZCBieSB0aGUgZGFlbW9uIHdoZW4gYC1jYCBuYW1lcyBhbm90aGVyIGNsaWVudCwgb3IgcHJpbnRlZFxuICAvLyB3aXRoIC1wOiBoZXJlIHRvbywgYXMgYSBib3VuZCBjb21tYW5kJ3Mgb3V0cHV0IGhhcyBub3doZXJlIGVsc2UpLlxuICAjZGlzcGxheU1lc3NhZ2UoXG4gICAgcmVxOiBFeHRyYWN0PFJlcXVlc3QsIHsgb3A6IFwiZGlzcGxheS1tZXNzYWdlXCIgfT4sXG4gICk6IFByb21pc2U8dm9pZD4ge1xuICAgIGNvbnN0IHQgPSByZXEubmFtZTtcbiAgICBjb25zdCBuYW1lID0gdCA9PT0gXCJcIlxuICAgICAgPyB0aGlzLm5hbWVcbiAgICAgIDogdC5zdGFydHNXaXRoKFwiOlwiKVxuICAgICAgPyB0aGlzLm5hbWUgKyB0XG4gICAgICA6IC9eJVxcZCskLy50ZXN0KHQpXG4gICAgICA/IGAke3RoaXMubmFtZX06JHt0fWBcbiAgICAgIDogdDtcbiAgICBjb25zdCBoZXJlID0gcmVxLmNsaWVudCA9PT0gdW5kZWZpbmVkO1xuICAgIHJldHVybiB0aGlzLmNvbm4ucmVxdWVzdCh7IC4uLnJlcSwgbmFtZSwgcHJpbnQ6IGhlcmUgfHwgcmVxLnByaW50IH0pLnRoZW4oXG4gICAgICAoYSkgPT4ge1xuICAgICAgICBpZiAoaGVyZSB8fCByZXEucHJpbnQpIHtcbiAgICAgICAgICB0aGlzLmV2ZW50cy5wdXNoKHsga2luZDogXCJtZXNzYWdlXCIsIHRleHQ6IGEudGV4dCB9KTtcbiAgICAgICAgfVxuICAgICAgfSxcbiAgICAgIChlcnIpID0+IHtcbiAgICAgICAgdGhpcy5ldmVudHMucHVzaCh7XG4gICAgICAgICAga2luZDogXCJtZXNzYWdlXCIsXG4gICAgICAgICAgdGV4dDogU3RyaW5nKGVycj8ubWVzc2FnZSA/PyBlcnIpLFxuICAgICAgICB9KTtcbiAgICAgIH0sXG4gICAgKTtcbiAgfVxuXG4gIGFzeW5jICNtYWtlT3ZlcmxheShjYzogQ2xpZW50Q29tbWFuZCk6IFByb21pc2U8T3ZlcmxheT4ge1xuICAgIGNvbnN0IGhvc3QgPSB0aGlzLiNvdmVybGF5SG9zdCgpO1xuICAgIGlmIChjYy5raW5kID09PSBcImNob29zZS10cmVlXCIpIHtcbiAgICAgIGNvbnN0IHsgQ2hvb3NlciB9ID0gYXdhaXQgaW1wb3J0KFwiLi9jaG9vc2VyLnRzXCIpO1xuICAgICAgcmV0dXJuIG5ldyBDaG9vc2VyKHRoaXMuI3JlbmRlcmVyLCBob3N0LCBjYy53aW5kb3dzLCB0aGlzLm9wdHMucmVhZE9ubHkpO1xuICAgIH1cbiAgICBpZiAoY2Mua2luZCA9PT0gXCJjaG9vc2UtY2xpZW50XCIpIHtcbiAgICAgIGNvbnN0IHsgQ2xpZW50Q2hvb3NlciB9ID0gYXdhaXQgaW1wb3J0KFwiLi9jaG9vc2VyX2NsaWVudHMudHNcIik7XG4gICAgICByZXR1cm4gbmV3IENsaWVudENob29zZXIodGhpcy4jcmVuZGVyZXIsIGhvc3QpO1xuICAgIH1cbiAgICBjb25zdCB7IERpc3BsYXlQYW5lcyB9ID0gYXdhaXQgaW1wb3J0KFwiLi9kaXNwbGF5X3BhbmVzLnRzXCIpO1xuICAgIHJldHVybiBuZXcgRGlzcGxheVBhbmVzKHRoaXMuI3JlbmRlcmVyLCBob3N0KTtcbiAgfVxuXG4gIC8vIFdoYXQgYW4gb3ZlcmxheSBtYXkgZG86IHJlcXVlc3RzIG9uIHRoaXMgY29ubmVjdGlvbiBhbmQgdGltZXJzLCBlYWNoXG4gIC8vIGNvbWluZyBiYWNrIG9uIHRoZSBsb29wIChkcm9wcGVkIG9uY2UgdGhlIG92ZXJsYXkgaXMgb3ZlcikuXG4gICNvdmVybGF5SG9zdCgpOiBPdmVybGF5SG9zdCB7XG4gICAgLy8gZGVuby1saW50LWlnbm9yZSBuby10aGlzLWFsaWFzXG4gICAgY29uc3Qgc2VsZiA9IHRoaXM7XG4gICAgY29uc3QgcnVuID0gKG92ZXJsYXk6IE92ZXJsYXkgfCBudWxsLCBmbjogKCkgPT4gT3ZlcmxheVJlc3VsdCkgPT4ge1xuICAgICAgaWYgKG92ZXJsYXkpIHNlbGYuZXZlbnRzLnB1c2goeyBraW5kOiBcIm92ZXJsYXktcnVuXCIsIG92ZXJsYXksIHJ1bjogZm4gfSk7XG4gICAgfTtcbiAgICByZXR1cm4ge1xuICAgICAgZ2V0IHNlc3Npb24oKSB7XG4gICAgICAgIHJldHVybiBzZWxmLm5hbWU7XG4gICAgICB9LFxuICAgICAga2V5czogdGhpcy4jZmlsdGVyLmtleXMsXG4gICAgICByZXF1ZXN0KHJlcSwgdGhlbikge1xuICAgICAgICBjb25zdCBvdmVybGF5ID0gc2VsZi4jb3ZlcmxheTtcbiAgICAgICAgc2VsZi5jb25uLnJlcXVlc3QocmVxKS50aGVuKFxuICAgICAgICAgIChhKSA9PiBydW4ob3ZlcmxheSwgKCkgPT4gdGhlbihhKSksXG4gICAgICAgICAgKGVycikgPT4gcnVuKG92ZXJsYXksICgpID0+IHRoZW4oZXJyIGFzIEVycm9yKSksXG4gICAgICAgICk7XG4gICAgICB9LFxuICAgICAgbGF0ZXIobXMsIHRoZW4pIHtcbiAgICAgICAgY29uc3Qgb3ZlcmxheSA9IHNlbGYuI292ZXJsYXk7XG4gICAgICAgIGFmdGVyKG1zLCAoKSA9PiBydW4ob3ZlcmxheSwgdGhlbikpO1xuICAgICAgfSxcbiAgICB9O1xuICB9XG5cbiAgYXN5bmMgI3N0YXJ0T3ZlcmxheShcbiAgICBtYWtlOiAoKSA9PiBQcm9taXNlPE92ZXJsYXk+LFxuICAgIHJlc3Q6IFVpbnQ4QXJyYXksXG4gICk6IFByb21pc2U8QXR0YWNoUmVzdWx0IHwgbnVsbD4ge1xuICAgIC8vIE5vIGRhZW1vbiB0byBhc2sgd2hpbGUgdGhlIGxpbmsgaXMgZG93bjsgb25lIHZpZXcgYXQgYSB0aW1lLiBNYWRlXG4gICAgLy8gKGl0cyBtb2R1bGUgbG9hZGVkKSB3aGlsZSBrZXlzIHN0aWxsIHF1ZXVlIGZvciBpdCAoI292ZXJsYXlQZW5kaW5nKS5cbiAgICBjb25zdCBvcGVuID0gIXRoaXMuI2Rvd24gJiYgIXRoaXMuI3Njcm9sbCAmJiAhdGhpcy4jb3ZlcmxheTtcbiAgICBjb25zdCBvdmVybGF5ID0gb3BlbiA/IGF3YWl0IG1ha2UoKSA6IG51bGw7XG4gICAgdGhpcy4jb3ZlcmxheVBlbmRpbmcgPSBmYWxzZTtcbiAgICBpZiAob3ZlcmxheSkge1xuICAgICAgdGhpcy4jb3ZlcmxheSA9IG92ZXJsYXk7XG4gICAgICBjb25zdCByID0gYXdhaXQgdGhpcy4jb3ZlcmxhaWQob3ZlcmxheS5zdGFydCgpKTtcbiAgICAgIGlmIChyKSByZXR1cm4gcjtcbiAgICB9XG4gICAgcmV0dXJuIHJlc3QubGVuZ3RoID4gMCA/IGF3YWl0IHRoaXMuI2tleXMocmVzdCkgOiBudWxsO1xuICB9XG5cbiAgYXN5bmMgI292ZXJsYWlkKHI6IE92ZXJsYXlSZXN1bHQpOiBQcm9taXNlPEF0dGFjaFJlc3VsdCB8IG51bGw+IHtcbiAgICBpZiAoci5vdXQgJiYgci5vdXQubGVuZ3RoID4gMCkgYXdhaXQgdGhpcy50ZXJtLndyaXRlKHIub3V0KTtcbiAgICBpZiAoci5kZXRhY2gpIHtcbiAgICAgIHRoaXMuI2RldGFjaGluZyA9IHRydWU7XG4gICAgICByZXR1cm4gYXdhaXQgdGhpcy4jZGV0YWNoKGRldGFjaGVkUmVzdWx0KHRoaXMubmFtZSkpO1xuICAgIH1cbiAgICBpZiAoci5sZWF2ZSkge1xuICAgICAgdGhpcy4jb3ZlcmxheSA9IG51bGw7XG4gICAgICBpZiAoci5sZWF2ZS5yZXN0Lmxlbmd0aCA+IDApIHRoaXMuI2ZvcndhcmQoci5sZWF2ZS5yZXN0KTtcbiAgICB9XG4gICAgaWYgKHIubWVzc2FnZSkgdGhpcy5ldmVudHMucHVzaCh7IGtpbmQ6IFwibWVzc2FnZVwiLCB0ZXh0OiByLm1lc3NhZ2UgfSk7XG4gICAgcmV0dXJuIG51bGw7XG4gIH1cblxuICBhc3luYyAjZW50ZXJTY3JvbGwoXG4gICAgcGFnZVVwOiBib29sZWFuLFxuICAgIHJlc3Q6IFVpbnQ4QXJyYXksXG4gICAgd2hlZWw6IHsgbGluZXM/OiBudW1iZXI7IGV4aXRBdEJvdHRvbT86IGJvb2xlYW4gfSA9IHt9LFxuICApOiBQcm9taXNlPEF0dGFjaFJlc3VsdCB8IG51bGw+IHtcbiAgICAvLyBMb2FkZWQgd2hpbGUga2V5cyBzdGlsbCBxdWV1ZSBmb3Igc2Nyb2xsIG1vZGUgKCNzY3JvbGxQZW5kaW5nOyB0aGVcbiAgICAvLyBtb3VzZSdzIHdoZWVsIGFuZCBkcmFnIGNvbWUgaGVyZSB3aXRob3V0IGhhdmluZyBzZXQgaXQpLlxuICAgIHRoaXMuI3Njcm9sbFBlbmRpbmcgPSB0cnVlO1xuICAgIGNvbnN0IHsgU2Nyb2xsTW9kZSB9ID0gYXdhaXQgaW1wb3J0KFwiLi9zY3JvbGxfbW9kZS50c1wiKTtcbiAgICB0aGlzLiNzY3JvbGxQZW5kaW5nID0gZmFsc2U7XG4gICAgLy8gTm8gaGlzdG9yeSB0byBzY3JvbGwgdGhyb3VnaCB3aGlsZSB0aGUgbGluayBpcyBkb3duLlxuICAgIGlmICh0aGlzLiNkb3duKSByZXR1cm4gcmVzdC5sZW5ndGggPiAwID8gYXdhaXQgdGhpcy4ja2V5cyhyZXN0KSA6IG51bGw7XG4gICAgaWYgKCF0aGlzLiNzY3JvbGwpIHtcbiAgICAgIGNvbnN0IG1vZGU6IFNjcm9sbE1vZGUgPSBuZXcgU2Nyb2xsTW9kZSh0aGlzLiNyZW5kZXJlciwge1xuICAgICAgICByZXF1ZXN0OiAocmVxKSA9PiB0aGlzLiNoaXN0b3J5UmVxdWVzdChtb2RlLCByZXEpLFxuICAgICAgfSwge1xuICAgICAgICBwcmVmaXg6IHRoaXMuI2ZpbHRlci5rZXlzLFxuICAgICAgICBwYWdlVXAsXG4gICAgICAgIGN1cnNvcjogdGhpcy4jcmVuZGVyZXIuc2Vzc2lvbkN1cnNvcixcbiAgICAgICAgLi4ud2hlZWwsXG4gICAgICB9KTtcbiAgICAgIHRoaXMuI3Njcm9sbCA9IG1vZGU7XG4gICAgICB0aGlzLiNtb3VzZT8uZHJvcFdhaXRpbmcoKTsgLy8gd2hhdCB3YWl0ZWQgZm9yIGFuIGVhcmxpZXIgc3RheVxuICAgICAgbW9kZS5zdGFydCgpO1xuICAgIH1cbiAgICByZXR1cm4gcmVzdC5sZW5ndGggPiAwID8gYXdhaXQgdGhpcy4ja2V5cyhyZXN0KSA6IG51bGw7XG4gIH1cblxuICAvLyBLZXlzIHRoYXQgcXVldWVkIGJlaGluZCBzY3JvbGwgbW9kZTogZm9yIGl0IHdoaWxlIGl0IGlzIG9uLCBlbHNlIChpdFxuICAvLyB3YXMgbGVmdCBtZWFud2hpbGUpIGZvciB0aGUgc2Vzc2lvbiBhcyB1c3VhbC5cbiAgYXN5bmMgI2tleXMoZGF0YTogVWludDhBcnJheSk6IFByb21pc2U8QXR0YWNoUmVzdWx0IHwgbnVsbD4ge1xuICAgIGlmICh0aGlzLiNvdmVybGF5KSByZXR1cm4gYXdhaXQgdGhpcy4jb3ZlcmxhaWQodGhpcy4jb3ZlcmxheS5rZXlzKGRhdGEpKTtcbiAgICBpZiAodGhpcy4jbW9kYWwpIHJldHVybiBhd2FpdCB0aGlzLiNtb2RhbEtleXModGhpcy4jbW9kYWwsIGRhdGEpO1xuICAgIGlmICh0aGlzLiNtb2RhbFBlbmRpbmcpIHtcbiAgICAgIC8vIEEga2V5IG9wZW5lZCBhIHByb21wdDsgd2hhdCBmb2xsb3dzIHdhaXRzIGZvciBpdCB0byBvcGVuLlxuICAgICAgdGhpcy4jcXVldWVkS2V5cysrO1xuICAgICAgdGhpcy5ldmVudHMucHVzaCh7IGtpbmQ6IFwia2V5c1wiLCBkYXRhIH0pO1xuICAgICAgcmV0dXJuIG51bGw7XG4gICAgfVxuICAgIGlmICghdGhpcy4jc2Nyb2xsKSB7XG4gICAgICB0aGlzLiNmb3J3YXJkKGRhdGEpO1xuICAgICAgcmV0dXJuIG51bGw7XG4gICAgfVxuICAgIHJldHVybiBhd2FpdCB0aGlzLiNzY3JvbGxlZCh0aGlzLiNzY3JvbGwua2V5cyhkYXRhKSk7XG4gIH1cblxuICBhc3luYyAjc2Nyb2xsZWQocjogU2Nyb2xsUmVzdWx0KTogUHJvbWlzZTxBdHRhY2hSZXN1bHQgfCBudWxsPiB7XG4gICAgaWYgKHIub3V0Lmxlbmd0aCA+IDApIGF3YWl0IHRoaXMudGVybS53cml0ZShyLm91dCk7XG4gICAgaWYgKHIuZGV0YWNoKSB7XG4gICAgICB0aGlzLiNkZXRhY2hpbmcgPSB0cnVlO1xuICAgICAgcmV0dXJuIGF3YWl0IHRoaXMuI2RldGFjaChkZXRhY2hlZFJlc3VsdCh0aGlzLm5hbWUpKTtcbiAgICB9XG4gICAgaWYgKHIubGVhdmUpIHtcbiAgICAgIHRoaXMuI3Njcm9sbCA9IG51bGw7XG4gICAgICBpZiAoci5jb3B5ICE9PSB1bmRlZmluZWQpIGF3YWl0IHRoaXMuI2NvcHkoci5jb3B5KTtcbiAgICAgIGlmIChyLmxlYXZlLnJlc3QubGVuZ3RoID4gMCkgdGhpcy4jZm9yd2FyZChyLmxlYXZlLnJlc3QpO1xuICAgIH1cbiAgICByZXR1cm4gbnVsbDtcbiAgfVxuXG4gIC8vIENvcHkgbW9kZSBjb3BpZWQ6IGEgbmV3IHBhc3RlIGJ1ZmZlciBpbiB0aGUgZGFlbW9uLCBhbmQgdGhlIHVzZXInc1xuICAvLyBjbGlwYm9hcmQgKE9TQyA1Mikgb25seSB3aGVuIHRoaXMgY2xpZW50IG1heSBzZXQgaXQgKC0tY2xpcGJvYXJkKS5cbiAgYXN5bmMgI2NvcHkodGV4dDogc3RyaW5nKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgY29uc3QgZGF0YSA9IG5ldyBUZXh0RW5jb2RlcigpLmVuY29kZSh0ZXh0KTtcbiAgICB0aGlzLmNvbm4ucmVxdWVzdCh7IG9wOiBcInNldC1idWZmZXJcIiwgZGF0YSB9KS50aGVuKFxuICAgICAgKCkgPT5cbiAgICAgICAgdGhpcy5ldmVudHMucHVzaCh7XG4gICAgICAgICAga2luZDogXCJtZXNzYWdlXCIsXG4gICAgICAgICAgdGV4dDogYGNvcGllZCAke2RhdGEubGVuZ3RofSBieXRlc2AsXG4gICAgICAgIH0pLFxuICAgICAgKGVycikgPT5cbiAgICAgICAgdGhpcy5ldmVudHMucHVzaCh7XG4gICAgICAgICAga2luZDogXCJtZXNzYWdlXCIsXG4gICAgICAgICAgdGV4dDogU3RyaW5nKGVycj8ubWVzc2FnZSA/PyBlcnIpLFxuICAgICAgICB9KSxcbiAgICApO1xuICAgIGlmICh0aGlzLm9wdHMuY2xpcGJvYXJkKSB7XG4gICAgICBhd2FpdCB0aGlzLnRlcm0ud3JpdGUoXG4gICAgICAgIG5ldyBUZXh0RW5jb2RlcigpLmVuY29kZShjbGlwYm9hcmRXcml0ZShcImNcIiwgZGF0YSkpLFxuICAgICAgKTtcbiAgICB9XG4gIH1cblxuICAvLyBQcmVmaXggXTogdGhlIG5ld2VzdCBwYXN0ZSBidWZmZXIgaW50byB0aGlzIHNlc3Npb24sIGFzIGEgcGFzdGUuXG4gICNwYXN0ZUJ1ZmZlcigpOiB2b2lkIHtcbiAgICB0aGlzLmNvbm4ucmVxdWVzdCh7IG9wOiBcInBhc3RlLWJ1ZmZlclwiLCBuYW1lOiB0aGlzLm5hbWUgfSkuY2F0Y2goXG4gICAgICAoZXJyKSA9PlxuICAgICAgICB0aGlzLmV2ZW50cy5wdXNoKHtcbiAgICAgICAgICBraW5kOiBcIm1lc3NhZ2VcIixcbiAgICAgICAgICB0ZXh0OiBTdHJpbmcoZXJyPy5tZXNzYWdlID8/IGVyciksXG4gICAgICAgIH0pLFxuICAgICk7XG4gIH1cblxuICAvLyAtLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tXG4gIC8vIFRoZSBtb3VzZSAoYG1vdXNlLnRzYCBkZWNpZGVzLCB0aGlzIGNhcnJpZXMgaXQgb3V0KVxuXG4gIC8vIEEgcmVwb3J0IGdvZXMgdG8gd2hhdCB0YWtlcyB0aGUga2V5Ym9hcmQsIGlmIGFueXRoaW5nIGRvZXM6IHRoZVxuICAvLyBvdmVybGF5IHNob3duIChhIGNob29zZXIncyBsaXN0KSwgbm90aGluZyB3aGlsZSBhIHByb21wdCwgdGhlIGhlbHAgb3JcbiAgLy8gYW4gb3ZlcmxheSBhYm91dCB0byBvcGVuIGlzIChuZXZlciBieXRlcyB0byB0aGUgc2Vzc2lvbiBvciBhIHByb21wdCk7XG4gIC8vIGVsc2UgdG8gdGhlIHdpbmRvdy5cbiAgYXN5bmMgI21vdXNlT3ZlcihyOiBNb3VzZVJlcG9ydCwgbm93OiBudW1iZXIpOiBQcm9taXNlPEF0dGFjaFJlc3VsdCB8IG51bGw+IHtcbiAgICBjb25zdCBvdmVybGF5ID0gdGhpcy4jb3ZlcmxheTtcbiAgICBpZiAob3ZlcmxheSkge1xuICAgICAgY29uc3QgdyA9IHRoaXMuI3JlbmRlcmVyLndpbmRvd1BvaW50KHIueCwgci55KTtcbiAgICAgIGlmICh3LnN0YXR1cyB8fCAhb3ZlcmxheS5tb3VzZSkgcmV0dXJuIG51bGw7XG4gICAgICByZXR1cm4gYXdhaXQgdGhpcy4jb3ZlcmxhaWQob3ZlcmxheS5tb3VzZSh7IC4uLnIsIHg6IHcueCwgeTogdy55IH0pKTtcbiAgICB9XG4gICAgaWYgKHRoaXMuI292ZXJsYXlQZW5kaW5nIHx8IHRoaXMuI21vZGFsIHx8IHRoaXMuI21vZGFsUGVuZGluZykgcmV0dXJuIG51bGw7XG4gICAgcmV0dXJuIGF3YWl0IHRoaXMuI21vdXNlIS5yZXBvcnQociwgbm93KTtcbiAgfVxuXG4gIC8vIFdoYXQgdGhlIG1vdXNlIGNhcnJpZXMgaXRzIGFjdGlvbnMgb3V0IHdpdGguXG4gICNtb3VzZUhvc3QoKTogTW91c2VIb3N0IHtcbiAgICAvLyBkZW5vLWxpbnQtaWdub3JlIG5vLXRoaXMtYWxpYXNcbiAgICBjb25zdCBzZWxmID0gdGhpcztcbiAgICByZXR1cm4ge1xuICAgICAgZ2V0IHJlbmRlcmVyKCkge1xuICAgICAgICByZXR1cm4gc2VsZi4jcmVuZGVyZXI7XG4gICAgICB9LFxuICAgICAgY29ubjogdGhpcy5jb25uLFxuICAgICAgZ2V0IG5hbWUoKSB7XG4gICAgICAgIHJldHVybiBzZWxmLm5hbWU7XG4gICAgICB9LFxuICAgICAgZ2V0IHNjcm9sbCgpIHtcbiAgICAgICAgcmV0dXJuIHNlbGYuI3Njcm9sbDtcbiAgICAgIH0sXG4gICAgICBlbnRlclNjcm9sbDogKHdoZWVsKSA9PlxuICAgICAgICB0aGlzLiNlbnRlclNjcm9sbChmYWxzZSwgbmV3IFVpbnQ4QXJyYXkoMCksIHdoZWVsKSxcbiAgICAgIHNjcm9sbGVkOiAocikgPT4gdGhpcy4jc2Nyb2xsZWQociksXG4gICAgICBzZW5kSW5wdXQ6IChkYXRhKSA9PiB0aGlzLiNzZW5kSW5wdXQoZGF0YSksXG4gICAgICBwYXN0ZUJ1ZmZlcjogKCkgPT4gdGhpcy4jcGFzdGVCdWZmZXIoKSxcbiAgICAgIHNheTogKGVycikgPT4gdGhpcy4jc2F5KGVyciksXG4gICAgICBjbGlja0NvcHk6IChtb2RlKSA9PiB0aGlzLmV2ZW50cy5wdXNoKHsga2luZDogXCJtb3VzZS1jb3B5XCIsIG1vZGUgfSksXG4gICAgfTtcbiAgfVxuXG4gIC8vIEEgZmFpbGVkIHJlcXVlc3QncyBvbmUgbGluZSwgYXMgYSBtZXNzYWdlLlxuICAjc2F5KGVycjogdW5rbm93bik6IHZvaWQge1xuICAgIHRoaXMuZXZlbnRzLnB1c2goe1xuICAgICAga2luZDogXCJtZXNzYWdlXCIsXG4gICAgICB0ZXh0OiBTdHJpbmcoKGVyciBhcyBFcnJvcik/Lm1lc3NhZ2UgPz8gZXJyKSxcbiAgICB9KTtcbiAgfVxuXG4gICNoaXN0b3J5UmVxdWVzdChtb2RlOiBTY3JvbGxNb2RlLCByZXE6IEhpc3RvcnlSZXF1ZXN0KTogdm9pZCB7XG4gICAgY29uc3QgeyBwYW5lLCAuLi5yb3dzIH0gPSByZXE7XG4gICAgY29uc3QgbmFtZSA9IHBhbmUgPT09IHVuZGVmaW5lZCA/IHRoaXMubmFtZSA6IGAke3RoaXMubmFtZX06JSR7cGFuZX1gO1xuICAgIHRoaXMuY29ubi5yZXF1ZXN0KHsgb3A6IFwiaGlzdG9yeVwiLCBuYW1lLCAuLi5yb3dzIH0pLnRoZW4oXG4gICAgICAocGFnZSkgPT4gdGhpcy5ldmVudHMucHVzaCh7IGtpbmQ6IFwiaGlzdG9yeVwiLCBtb2RlLCBwYWdlIH0pLFxuICAgICAgLy8gVGhlIHNlc3Npb24gZW5kZWQgb3IgdGhlIGRhZW1vbiB3ZW50OiB0aGVpciBvd24gZXZlbnRzIGZvbGxvdy5cbiAgICAgICgpID0+IHRoaXMuZXZlbnRzLnB1c2goeyBraW5kOiBcImhpc3RvcnlcIiwgbW9kZSwgcGFnZTogbnVsbCB9KSxcbiAgICApO1xuICB9XG5cbiAgYXN5bmMgI2hpc3RvcnlBbnN3ZXIoXG4gICAgbW9kZTogU2Nyb2xsTW9kZSxcbiAgICBwYWdlOiBIaXN0b3J5UGFnZSB8IG51bGwsXG4gICk6IFByb21pc2U8dm9pZD4ge1xuICAgIGlmIChtb2RlICE9PSB0aGlzLiNzY3JvbGwpIHJldHVybjsgLy8gbGVmdCBtZWFud2hpbGVcbiAgICBpZiAocGFnZSkge1xuICAgICAgYXdhaXQgdGhpcy50ZXJtLndyaXRlKG1vZGUuYW5zd2VyKHBhZ2UpKTtcbiAgICAgIGF3YWl0IHRoaXMuI21vdXNlPy5yZWFkeSgpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICB0aGlzLiNzY3JvbGwgPSBudWxsO1xuICAgIGF3YWl0IHRoaXMudGVybS53cml0ZShtb2RlLmZhaWxlZCgpKTtcbiAgfVxuXG4gIGFzeW5jICNwdXNoKG1zZzogUHVzaE1zZyk6IFByb21pc2U8QXR0YWNoUmVzdWx0IHwgbnVsbD4ge1xuICAgIHN3aXRjaCAobXNnLnQpIHtcbiAgICAgIGNhc2UgXCJ1cGRhdGVcIjpcbiAgICAgICAgLy8gSW4gc2Nyb2xsIG1vZGUgdGhlIHJlbmRlcmVyIGtlZXBzIHRoZSBmcmFtZSB3aXRob3V0IGRyYXdpbmcgaXQ7XG4gICAgICAgIC8vIHNjcm9sbCBtb2RlIGRyYXdzIHRoZSBwYW5lcyBhcm91bmQgaXRzIG93bi5cbiAgICAgICAgYXdhaXQgdGhpcy50ZXJtLndyaXRlKFxuICAgICAgICAgIHRoaXMuI3JlbmRlcmVyLmZyYW1lKHRoaXMuI21vdXNlPy53aXRoTW91c2UobXNnKSA/PyBtc2cpLFxuICAgICAgICApO1xuICAgICAgICBpZiAodGhpcy4jbGVhdmVPbkZyYW1lKSB7XG4gICAgICAgICAgdGhpcy4jbGVhdmVPbkZyYW1lID0gZmFsc2U7XG4gICAgICAgICAgYXdhaXQgdGhpcy50ZXJtLndyaXRlKHRoaXMuI3JlbmRlcmVyLnNob3dTZXNzaW9uKCkpO1xuICAgICAgICB9XG4gICAgICAgIGlmIChtc2cuc3RhdHVzKSB0aGlzLm5hbWUgPSBtc2cuc3RhdHVzLnNlc3Npb247XG4gICAgICAgIHRoaXMuI2xhc3RGcmFtZSA9IG1zZy5zZXE7XG4gICAgICAgIHRoaXMuI3NlbmQoeyB0OiBcImFja1wiLCBzZXE6IG1zZy5zZXEgfSk7XG4gICAgICAgIHByZWxvYWRWaWV3cygpO1xuICAgICAgICBpZiAodGhpcy4jc2Nyb2xsKSBhd2FpdCB0aGlzLnRlcm0ud3JpdGUodGhpcy4jc2Nyb2xsLm91dHB1dCgpKTtcbiAgICAgICAgcmV0dXJuIG51bGw7XG4gICAgICBjYXNlIFwiZW5kXCI6XG4gICAgICAgIHJldHVybiBlbmRSZXN1bHQobXNnKTtcbiAgICAgIGNhc2UgXCJzd2l0Y2hlZFwiOlxuICAgICAgICBhd2FpdCB0aGlzLiNzd2l0Y2hlZChtc2cubmFtZSk7XG4gICAgICAgIHJldHVybiBudWxsO1xuICAgICAgY2FzZSBcInN1c3BlbmRcIjpcbiAgICAgICAgLy8gYGJlcnRoIHN1c3BlbmQtY2xpZW50YCBuYW1lZCB0aGlzIGNsaWVudC5cbiAgICAgICAgcmV0dXJuIGF3YWl0IHRoaXMuI3N1c3BlbmQoKTtcbiAgICAgIGNhc2UgXCJvcHRpb25zXCI6XG4gICAgICAgIGF3YWl0IHRoaXMuI3JlbG9hZChtc2cub3B0aW9ucyk7XG4gICAgICAgIHJldHVybiBudWxsO1xuICAgICAgY2FzZSBcIm1lc3NhZ2VcIjpcbiAgICAgICAgLy8gYGRpc3BsYXktbWVzc2FnZWAgZnJvbSBlbHNld2hlcmUsIGZvciB0aGlzIGNsaWVudC5cbiAgICAgICAgYXdhaXQgdGhpcy4jc2hvd01lc3NhZ2UobXNnLnRleHQpO1xuICAgICAgICByZXR1cm4gbnVsbDtcbiAgICAgIGNhc2UgXCJwYW5lLXJlc2V0XCI6XG4gICAgICAgIC8vIEEgbmV3IHByb2dyYW0gb3Igbm8gaGlzdG9yeSB0aGVyZTogdGhlIHJvd3MgY29weSBtb2RlIGZldGNoZWRcbiAgICAgICAgLy8gYXJlIG5vdCB0aGUgcGFuZSdzIGFueSBtb3JlLiB0bXV4IGxlYXZlcyBpdHMgbW9kZXMgdG9vLlxuICAgICAgICBpZiAodGhpcy4jc2Nyb2xsPy5zaG93cyhtc2cucGFuZSkpIHtcbiAgICAgICAgICBjb25zdCBtb2RlID0gdGhpcy4jc2Nyb2xsO1xuICAgICAgICAgIHRoaXMuI3Njcm9sbCA9IG51bGw7XG4gICAgICAgICAgYXdhaXQgdGhpcy50ZXJtLndyaXRlKG1vZGUuZmFpbGVkKCkpO1xuICAgICAgICB9XG4gICAgICAgIHJldHVybiBudWxsO1xuICAgICAgY2FzZSBcImZhdGFsXCI6XG4gICAgICAgIHJldHVybiBkYWVtb25Hb25lUmVzdWx0KG1zZy5tZXNzYWdlKTtcbiAgICAgIGNhc2UgXCJiZWF0XCI6XG4gICAgICAgIGlmIChtc2cuaW5wdXQgIT09IHVuZGVmaW5lZCkgdGhpcy4jaW5wdXRzLmNvbmZpcm0obXNnLmlucHV0KTtcbiAgICAgICAgcmV0dXJuIG51bGw7XG4gICAgICBkZWZhdWx0OlxuICAgICAgICByZXR1cm4gbnVsbDsgLy8gZXZlbnRzIGJlbG9uZyB0byBvdGhlciByZXF1ZXN0c1xuICAgIH1cbiAgfVxuXG4gIC8vIEtleXMgZ28gdG8gdGhlIGRhZW1vbiBhdCBvbmNlLCBub3QgYmVoaW5kIGEgZnJhbWUgYmVpbmcgd3JpdHRlbiwgc29cbiAgLy8gdGhhdCBDdHJsLUMgcmVhY2hlcyBhIGZsb29kaW5nIHByb2dyYW0gd2l0aG91dCBkZWxheTsgb25seSBhIGRldGFjaFxuICAvLyB3YWl0cyBpdHMgdHVybiBpbiB0aGUgZXZlbnQgcXVldWUuXG4gICNpbnB1dChkYXRhOiBVaW50OEFycmF5KTogdm9pZCB7XG4gICAgaWYgKHRoaXMuI2RldGFjaGluZykgcmV0dXJuO1xuICAgIGlmICh0aGlzLiNhc2lkZSkge1xuICAgICAgdGhpcy4jYXNpZGUucHVzaChkYXRhKTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgaWYgKHRoaXMuI2hlbGQpIHtcbiAgICAgIHRoaXMuI2hlbGQucHVzaChkYXRhKTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgdGhpcy4jcmVhZEtleXMoZGF0YSk7XG4gICAgLy8gV2hhdCBtYXkgYmUgdGhlIHN0YXJ0IG9mIGEgbG9uZ2VyIGtleSBvciBhIG1vdXNlIHJlcG9ydCB3YWl0cyBmb3JcbiAgICAvLyBpdHMgcmVzdCwgd2hpY2ggYSB0ZXJtaW5hbCBzZW5kcyBhdCBvbmNlOyBhbG9uZSAoQWx0LVssIEVzY2FwZSB0aGVuXG4gICAgLy8gWykgaXQgZ29lcyBvbiBhZnRlciBhIG1vbWVudCwgYXMgdG11eCdzIGVzY2FwZS10aW1lLiBPbiBgYWZ0ZXJgOlxuICAgIC8vIHRoZSBmaXJzdCBzZXRUaW1lb3V0IG9yIGNsZWFyVGltZW91dCBsb2FkcyBOb2RlJ3MgdGltZXJzLCB3aGljaCBtYWRlXG4gICAgLy8gdGhlIGZpcnN0IGtleSBhZnRlciBhbiBhdHRhY2ggOC0xNSBtcyBzbG93ZXIgKHByb3RvY29sL3RpbWVyLnRzKS5cbiAgICB0aGlzLiNjdXRUaW1lcj8uKCk7XG4gICAgdGhpcy4jY3V0VGltZXIgPSB1bmRlZmluZWQ7XG4gICAgaWYgKHRoaXMuI21vdXNlPy5yZWFkZXIud2FpdGluZyB8fCB0aGlzLiNmaWx0ZXIud2FpdGluZykge1xuICAgICAgdGhpcy4jY3V0VGltZXIgPSBhZnRlcihDVVRfS0VZX01TLCAoKSA9PiB0aGlzLiNmbHVzaEN1dCgpKTtcbiAgICB9XG4gICAgdGhpcy4jb2ZmZXJLZXlzKCk7XG4gIH1cblxuICAjZmx1c2hDdXQoKTogdm9pZCB7XG4gICAgY29uc3QgY3V0ID0gdGhpcy4jbW91c2U/LnJlYWRlci5mbHVzaCgpO1xuICAgIGlmIChjdXQpIHRoaXMuI2lucHV0Qnl0ZXMoY3V0KTtcbiAgICBpZiAodGhpcy4jcXVldWVkS2V5cyA+IDApIHJldHVybjsgLy8gYSB2aWV3J3MgZGVjb2RlciBoYXMgdGhlbVxuICAgIGNvbnN0IGhlbGQgPSB0aGlzLiNmaWx0ZXIuZmx1c2goKTtcbiAgICBpZiAoaGVsZCkgdGhpcy4jc2VuZElucHV0KGhlbGQpO1xuICAgIHRoaXMuI29mZmVyS2V5cygpO1xuICB9XG5cbiAgI3JlYWRLZXlzKGRhdGE6IFVpbnQ4QXJyYXkpOiB2b2lkIHtcbiAgICBpZiAoIXRoaXMuI21vdXNlKSByZXR1cm4gdGhpcy4jaW5wdXRCeXRlcyhkYXRhKTtcbiAgICBmb3IgKGNvbnN0IHBhcnQgb2YgdGhpcy4jbW91c2UucmVhZGVyLmZlZWQoZGF0YSkpIHtcbiAgICAgIC8vIEEgYm91bmQgY29tbWFuZCBydW4gYnkgdGhlIGJ5dGVzIGJlZm9yZSBob2xkcyB3aGF0IGZvbGxvd3MuXG4gICAgICBjb25zdCBoZWxkID0gdGhpcy4jaGVsZCBhcyBVaW50OEFycmF5W10gfCBudWxsO1xuICAgICAgaWYgKHBhcnQgaW5zdGFuY2VvZiBVaW50OEFycmF5KSB0aGlzLiNpbnB1dEJ5dGVzKHBhcnQpO1xuICAgICAgZWxzZSBpZiAoaGVsZCkgaGVsZC5wdXNoKHNnckJ5dGVzKHBhcnQpID8/IG5ldyBVaW50OEFycmF5KDApKTtcbiAgICAgIGVsc2Uge1xuICAgICAgICAvLyBCZWhpbmQgdGhlIGtleXMgYmVmb3JlIGl0LCBhbmQgdGhlIGtleXMgYWZ0ZXIgaXQgYmVoaW5kIGl0LlxuICAgICAgICB0aGlzLiNxdWV1ZWRLZXlzKys7XG4gICAgICAgIHRoaXMuZXZlbnRzLnB1c2goe1xuICAgICAgICAgIGtpbmQ6IFwibW91c2VcIixcbiAgICAgICAgICByZXBvcnQ6IHBhcnQsXG4gICAgICAgICAgYXQ6IHBlcmZvcm1hbmNlLm5vdygpLFxuICAgICAgICB9KTtcbiAgICAgIH1cbiAgICB9XG4gIH1cblxuICAjaW5wdXRCeXRlcyhkYXRhOiBVaW50OEFycmF5KTogdm9pZCB7XG4gICAgaWYgKHRoaXMuI2hlbGQpIHtcbiAgICAgIHRoaXMuI2hlbGQucHVzaChkYXRhKTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgaWYgKFxuICAgICAgdGhpcy4jc2Nyb2xsIHx8IHRoaXMuI3Njcm9sbFBlbmRpbmcgfHwgdGhpcy4jcXVldWVkS2V5cyA+IDAgfHxcbiAgICAgIHRoaXMuI3N1c3BlbmRpbmcgfHxcbiAgICAgIHRoaXMuI292ZXJsYXkgfHwgdGhpcy4jb3ZlcmxheVBlbmRpbmcgfHxcbiAgICAgIHRoaXMuI21vZGFsIHx8IHRoaXMuI21vZGFsUGVuZGluZ1xuICAgICkge1xuICAgICAgdGhpcy4jcXVldWVkS2V5cysrO1xuICAgICAgdGhpcy5ldmVudHMucHVzaCh7IGtpbmQ6IFwia2V5c1wiLCBkYXRhIH0pO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICB0aGlzLiNmb3J3YXJkKGRhdGEpO1xuICB9XG5cbiAgLy8gUnVucyBhIGJvdW5kIGNvbW1hbmQ7IHRoZSBrZXlzIGFmdGVyIGl0IHdhaXQgZm9yIGl0IChhdCBtb3N0XG4gIC8vIEhPTERfTVMpLCBhcyB0bXV4IHJ1bnMgYSBiaW5kaW5nIGJlZm9yZSB0aGUgbmV4dCBrZXk6IHByZWZpeCBvIHRoZW5cbiAgLy8gdHlwaW5nIHR5cGVzIGludG8gdGhlIHBhbmUgc2VsZWN0ZWQuXG4gICNydW5IZWxkKGxpbmU6IHN0cmluZywgcmVzdDogVWludDhBcnJheSk6IHZvaWQge1xuICAgIGNvbnN0IGhlbGQ6IFVpbnQ4QXJyYXlbXSA9IHJlc3QubGVuZ3RoID4gMCA/IFtyZXN0XSA6IFtdO1xuICAgIHRoaXMuI2hlbGQgPSBoZWxkO1xuICAgIGxldCBjYW5jZWw6IENhbmNlbFRpbWVyIHwgdW5kZWZpbmVkO1xuICAgIFByb21pc2UucmFjZShbXG4gICAgICB0aGlzLiNydW5Cb3VuZChsaW5lKSxcbiAgICAgIG5ldyBQcm9taXNlPHZvaWQ+KChvaykgPT4gY2FuY2VsID0gYWZ0ZXIoSE9MRF9NUywgb2spKSxcbiAgICBdKS5maW5hbGx5KCgpID0+IHtcbiAgICAgIGNhbmNlbD8uKCk7XG4gICAgICBpZiAodGhpcy4jaGVsZCA9PT0gaGVsZCkgdGhpcy4jaGVsZCA9IG51bGw7XG4gICAgICAvLyBUaGUga2V5cyBoZWxkIHdlcmUgdHlwZWQgd2hpbGUgaXQgcmFuOiBhIHJlcGVhdGluZyBrZXkncyB0aW1lXG4gICAgICAvLyBjb3VudHMgZnJvbSBpdHMgY29tbWFuZCdzIGVuZCwgbm90IGZyb20gdGhlIGtleS5cbiAgICAgIHRoaXMuI2ZpbHRlci5jb21tYW5kRG9uZSgpO1xuICAgICAgZm9yIChjb25zdCBkIG9mIGhlbGQpIHRoaXMuI2lucHV0KGQpO1xuICAgICAgdGhpcy4jb2ZmZXJLZXlzKCk7XG4gICAgfSk7XG4gIH1cblxuICAvLyBLZXlzIGZvciB0aGUgc2Vzc2lvbiwgbGVzcyB0aGUgcHJlZml4IGNvbW1hbmRzLlxuICAjZm9yd2FyZChkYXRhOiBVaW50OEFycmF5KTogdm9pZCB7XG4gICAgY29uc3QgciA9IHRoaXMuI2ZpbHRlci5mZWVkKGRhdGEpO1xuICAgIGlmIChyLmRhdGEpIHRoaXMuI3NlbmRJbnB1dChyLmRhdGEpO1xuICAgIGVsc2UgaWYgKGJvdW5kS2V5KHIpICYmICF0aGlzLm9wdHMucmVhZE9ubHkpIHtcbiAgICAgIC8vIEEgYm91bmQga2V5IGlzIGFjdGl2aXR5IHRvbywgYXMgdG11eCBjb3VudHMgZXZlcnkga2V5OiBubyBieXRlc1xuICAgICAgLy8gc2F5IHNvLCBhbmQgdGhlIHNlc3Npb24gdGFrZXMgdGhpcyBjbGllbnQncyBzaXplIChpdHMgd2luZG93XG4gICAgICAvLyBzaG93biBhdCB0aGF0IHNpemUsIG5vdCBhbm90aGVyIGNsaWVudCdzKS5cbiAgICAgIHRoaXMuI3NlbmRJbnB1dChuZXcgVWludDhBcnJheSgwKSk7XG4gICAgfVxuICAgIGlmIChyLnVuYm91bmQpIHtcbiAgICAgIHRoaXMuZXZlbnRzLnB1c2goe1xuICAgICAgICBraW5kOiBcIm1lc3NhZ2VcIixcbiAgICAgICAgdGV4dDogYHByZWZpeCAke3IudW5ib3VuZH0gaXMgbm90IGJvdW5kYCxcbiAgICAgIH0pO1xuICAgIH1cbiAgICBpZiAoci5jb21tYW5kID09PSBcInBhc3RlLWJ1ZmZlclwiKSB7XG4gICAgICAvLyBCYXJlIHBhc3RlLWJ1ZmZlciAocHJlZml4IF0pIHJ1bnMgaGVyZSwgb24gdGhpcyBjb25uZWN0aW9uLlxuICAgICAgaWYgKCF0aGlzLm9wdHMucmVhZE9ubHkpIHRoaXMuI3Bhc3RlQnVmZmVyKCk7XG4gICAgICBpZiAoci5yZXN0ICYmIHIucmVzdC5sZW5ndGggPiAwKSB0aGlzLiNmb3J3YXJkKHIucmVzdCk7XG4gICAgfSBlbHNlIGlmIChyLmNvbW1hbmQgJiYgaXNTdXNwZW5kKHIuY29tbWFuZCkpIHtcbiAgICAgIHRoaXMuI3N1c3BlbmRpbmcgPSB0cnVlO1xuICAgICAgdGhpcy4jYXNpZGUgPz89IFtdO1xuICAgICAgdGhpcy5ldmVudHMucHVzaCh7XG4gICAgICAgIGtpbmQ6IFwic3VzcGVuZFwiLFxuICAgICAgICByZXN0OiByLnJlc3QgPz8gbmV3IFVpbnQ4QXJyYXkoMCksXG4gICAgICB9KTtcbiAgICB9IGVsc2UgaWYgKHIuY29tbWFuZCAmJiBvcGVuc01vZGFsKHIuY29tbWFuZCkpIHtcbiAgICAgIHRoaXMuI21vZGFsUGVuZGluZyA9IHRydWU7XG4gICAgICB0aGlzLmV2ZW50cy5wdXNoKHtcbiAgICAgICAga2luZDogXCJtb2RhbFwiLFxuICAgICAgICBsaW5lOiByLmNvbW1hbmQsXG4gICAgICAgIHJlc3Q6IHIucmVzdCA/PyBuZXcgVWludDhBcnJheSgwKSxcbiAgICAgIH0pO1xuICAgIH0gZWxzZSBpZiAoci5jb21tYW5kKSB7XG4gICAgICB0aGlzLiNydW5IZWxkKHIuY29tbWFuZCwgci5yZXN0ID8/IG5ldyBVaW50OEFycmF5KDApKTtcbiAgICB9IGVsc2UgaWYgKHIuZGV0YWNoKSB7XG4gICAgICB0aGlzLiNkZXRhY2hpbmcgPSB0cnVlO1xuICAgICAgdGhpcy5ldmVudHMucHVzaCh7IGtpbmQ6IFwiZGV0YWNoXCIgfSk7XG4gICAgfSBlbHNlIGlmIChyLnNjcm9sbCkge1xuICAgICAgdGhpcy4jc2Nyb2xsUGVuZGluZyA9IHRydWU7XG4gICAgICB0aGlzLmV2ZW50cy5wdXNoKHtcbiAgICAgICAga2luZDogXCJzY3JvbGxcIixcbiAgICAgICAgcGFnZVVwOiByLnNjcm9sbCA9PT0gXCJwYWdlLXVwXCIsXG4gICAgICAgIHJlc3Q6IHIucmVzdCA/PyBuZXcgVWludDhBcnJheSgwKSxcbiAgICAgIH0pO1xuICAgIH1cbiAgfVxuXG4gIC8vIEEgYnVyc3Qgb2YgU0lHV0lOQ0ggKGEgd2luZG93IGRyYWdnZWQpIG1ha2VzIG9uZSByZWRyYXcsIGZvciB0aGUgc2l6ZVxuICAvLyBhdCB0aGUgdGltZSBpdCBpcyBoYW5kbGVkLlxuICAjcmVzaXplU29vbigpOiB2b2lkIHtcbiAgICBpZiAodGhpcy4jcmVzaXplUGVuZGluZykgcmV0dXJuO1xuICAgIHRoaXMuI3Jlc2l6ZVBlbmRpbmcgPSB0cnVlO1xuICAgIHRoaXMuZXZlbnRzLnB1c2goeyBraW5kOiBcInJlc2l6ZVwiIH0pO1xuICB9XG5cbiAgYXN5bmMgI3Jlc2l6ZSgpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBjb25zdCBzaXplID0gdGhpcy50ZXJtLnNpemUoKTtcbiAgICBpZiAoc2FtZVNpemUoc2l6ZSwgdGhpcy4jcmVuZGVyZXIub3V0ZXJTaXplKSkgcmV0dXJuO1xuICAgIGF3YWl0IHRoaXMudGVybS53cml0ZSh0aGlzLiNyZW5kZXJlci5yZXNpemUoc2l6ZS5jb2xzLCBzaXplLnJvd3MpKTtcbiAgICBhd2FpdCB0aGlzLiNyZWRyYXdWaWV3cygpO1xuICB9XG5cbiAgLy8gQWZ0ZXIgdGhlIG91dGVyIHNjcmVlbiB3YXMgY2xlYXJlZCAoYSByZXNpemUsIHRoZSBzdGF0dXMgbGluZSBtb3ZlZCk6XG4gIC8vIHdoYXQgaXMgb3ZlciB0aGUgc2Vzc2lvbiBkcmF3biBhZ2FpbiwgYW5kIHRoZSBzZXNzaW9uJ3MgbmV3IHNpemUuXG4gIGFzeW5jICNyZWRyYXdWaWV3cygpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBpZiAodGhpcy4jc2Nyb2xsKSBhd2FpdCB0aGlzLnRlcm0ud3JpdGUodGhpcy4jc2Nyb2xsLnJlc2l6ZSgpKTtcbiAgICBpZiAodGhpcy4jb3ZlcmxheSkgYXdhaXQgdGhpcy4jb3ZlcmxhaWQodGhpcy4jb3ZlcmxheS5yZXNpemUoKSk7XG4gICAgYXdhaXQgdGhpcy4jZHJhd01vZGFsKCk7XG4gICAgaWYgKHRoaXMuI2Rvd24pIGF3YWl0IHRoaXMuI3Nob3dTdGF0dXMoKTtcbiAgICAvLyBBIHJlYWQtb25seSBjbGllbnQgd2F0Y2hlczsgaXQgZG9lcyBub3QgZ2V0IHRvIHJlc2l6ZSB0aGUgc2Vzc2lvbi5cbiAgICBpZiAoIXRoaXMub3B0cy5yZWFkT25seSkge1xuICAgICAgdGhpcy4jc2VuZCh7IHQ6IFwicmVzaXplXCIsIC4uLnRoaXMuI3Nlc3Npb25TaXplKCkgfSk7XG4gICAgfVxuICB9XG5cbiAgLy8gVGhpcyBjbGllbnQgc2hvd3MgYW5vdGhlciBzZXNzaW9uIG5vdyAoYHN3aXRjaC1jbGllbnRgKTogY29weSBtb2RlXG4gIC8vIGFuZCB0aGUgY2hvb3NlcnMgd2VyZSBhYm91dCB0aGUgb2xkIG9uZTsgdGhlIG5ldyBvbmUncyBmdWxsIGZyYW1lLFxuICAvLyBuZXh0IGluIGxpbmUsIHJlcGxhY2VzIHRoZSBzY3JlZW4uXG4gIGFzeW5jICNzd2l0Y2hlZChuYW1lOiBzdHJpbmcpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICB0aGlzLm5hbWUgPSBuYW1lO1xuICAgIGlmICh0aGlzLiNzY3JvbGwpIGF3YWl0IHRoaXMudGVybS53cml0ZSh0aGlzLiNzY3JvbGwuZHJvcFByb21wdCgpKTtcbiAgICBpZiAodGhpcy4jc2Nyb2xsIHx8IHRoaXMuI292ZXJsYXkpIHRoaXMuI2xlYXZlT25GcmFtZSA9IHRydWU7XG4gICAgdGhpcy4jc2Nyb2xsID0gbnVsbDtcbiAgICB0aGlzLiNvdmVybGF5ID0gbnVsbDtcbiAgfVxuXG4gIC8vIFRoZSBkYWVtb24ncyBzZXR0aW5ncyBjaGFuZ2VkIChgc291cmNlLWZpbGVgKTogdGhlIGtleXMsIGNsaXBib2FyZCxcbiAgLy8gc3RhdHVzIGxpbmUgYW5kIG1vdXNlIHRoZXkgZ2l2ZSB0YWtlIGVmZmVjdCBhdCBvbmNlLCBhcyBpbiB0bXV4LlxuICBhc3luYyAjcmVsb2FkKG9wdGlvbnM6IE9wdGlvbnMpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBjb25zdCBzID0gdGhpcy5vcHRzLnNldHRpbmdzPy4ob3B0aW9ucyk7XG4gICAgaWYgKCFzKSByZXR1cm47XG4gICAgY29uc3QgbW92ZWQgPSBzLnN0YXR1cyAhPT0gKHRoaXMub3B0cy5zdGF0dXMgPz8gXCJvZmZcIik7XG4gICAgdGhpcy5vcHRzID0geyAuLi50aGlzLm9wdHMsIC4uLnMgfTtcbiAgICB0aGlzLiNmaWx0ZXIgPSBuZXcgSW5wdXRGaWx0ZXIocy5rZXlzLCB0aGlzLm9wdHMucmVhZE9ubHkpO1xuICAgIGNvbnN0IG1vZGVzID0gdGhpcy4jbW91c2U/LnNldE9uKHMubW91c2UpO1xuICAgIGlmIChtb2RlcykgYXdhaXQgdGhpcy50ZXJtLndyaXRlKG1vZGVzKTtcbiAgICBpZiAoIW1vdmVkKSByZXR1cm47XG4gICAgdGhpcy4jdGlja0xhdGVyKCk7XG4gICAgYXdhaXQgdGhpcy50ZXJtLndyaXRlKHRoaXMuI3JlbmRlcmVyLnNldFN0YXR1cyhzLnN0YXR1cykpO1xuICAgIGF3YWl0IHRoaXMuI3JlZHJhd1ZpZXdzKCk7XG4gIH1cblxuICAvLyBUaGUgc2l6ZSB0aGUgc2Vzc2lvbiBpcyBhc2tlZCBmb3I6IHRoZSB0ZXJtaW5hbCdzLCBsZXNzIHRoZSBzdGF0dXMgbGluZS5cbiAgI3Nlc3Npb25TaXplKCk6IHsgY29sczogbnVtYmVyOyByb3dzOiBudW1iZXIgfSB7XG4gICAgY29uc3QgeyBjb2xzLCByb3dzIH0gPSB0aGlzLnRlcm0uc2l6ZSgpO1xuICAgIHJldHVybiB7IGNvbHMsIHJvd3M6IHNlc3Npb25Sb3dzKHJvd3MsIHRoaXMub3B0cy5zdGF0dXMgPz8gXCJvZmZcIikgfTtcbiAgfVxuXG4gIC8qKiBBIG1lc3NhZ2UgZnJvbSB0aGUgZGFlbW9uLCB0byBoYW5kbGUgaW4gdHVybi4gKi9cbiAgI3B1c2hlZChtc2c6IFB1c2hNc2cpOiB2b2lkIHtcbiAgICBpZiAobXNnLnQgPT09IFwic3VzcGVuZFwiKSB7XG4gICAgICAvLyBBc2tlZCBhZ2FpbiB3aGlsZSBhIHN1c3BlbmQgaXMgYXNrZWQgb3IgdW5kZXIgd2F5ICh0d29cbiAgICAgIC8vIHN1c3BlbmQtY2xpZW50LCBvciBvbmUgYmVzaWRlIHByZWZpeCBDLXopOiBvbmUgc3RvcCwgbm90IHR3by5cbiAgICAgIGlmICh0aGlzLiNzdXNwZW5kaW5nKSByZXR1cm47XG4gICAgICB0aGlzLiNzdXNwZW5kaW5nID0gdHJ1ZTtcbiAgICAgIHRoaXMuI2FzaWRlID8/PSBbXTtcbiAgICB9XG4gICAgdGhpcy5ldmVudHMucHVzaCh7IGtpbmQ6IFwicHVzaFwiLCBtc2cgfSk7XG4gIH1cblxuICAvKipcbiAgICogR2l2ZXMgdGhlIHRlcm1pbmFsIGJhY2sgdG8gdGhlIHNoZWxsIGFuZCBzdG9wcyB0aGlzIGNsaWVudCB1bnRpbFxuICAgKiBgZmdgICh0bXV4J3Mgc3VzcGVuZC1jbGllbnQpLiBUaGUgc2Vzc2lvbiBnb2VzIG9uIHdpdGhvdXQgaXQ6IGl0c1xuICAgKiBmcmFtZXMgd2FpdCB1bmFja25vd2xlZGdlZCBtZWFud2hpbGUsIHNvIHRoZSBkYWVtb24gcXVldWVzIG5vdGhpbmdcbiAgICogZm9yIGl0LCBhbmQgb24gdGhlIHdheSBiYWNrIGV2ZXJ5dGhpbmcgaXMgZHJhd24gYWdhaW4uIFJldHVybnMgdGhlXG4gICAqIGVuZCBvZiB0aGUgYXR0YWNobWVudCB3aGVuIHRoZSBjbGllbnQgd2VudCBhd2F5IHdoaWxlIHN0b3BwZWQuXG4gICAqL1xuICBhc3luYyAjc3VzcGVuZChcbiAgICByZXN0OiBVaW50OEFycmF5ID0gbmV3IFVpbnQ4QXJyYXkoMCksXG4gICk6IFByb21pc2U8QXR0YWNoUmVzdWx0IHwgbnVsbD4ge1xuICAgIHRoaXMuI3N1c3BlbmRpbmcgPSB0cnVlO1xuICAgIHRoaXMuI2FzaWRlID0gW3Jlc3QsIC4uLnRoaXMuI2FzaWRlID8/IFtdXTtcbiAgICB0cnkge1xuICAgICAgaWYgKCF0aGlzLnRlcm0uc3VzcGVuZCB8fCB0aGlzLiNkb3duIHx8IHRoaXMuI2RldGFjaGluZykge1xuICAgICAgICBhd2FpdCB0aGlzLiNzaG93TWVzc2FnZShcbiAgICAgICAgICB0aGlzLiNkb3duXG4gICAgICAgICAgICA/IFwiQ2Fubm90IHN1c3BlbmQgd2hpbGUgdGhlIGxpbmsgaXMgZG93bjsgZGV0YWNoIGluc3RlYWRcIlxuICAgICAgICAgICAgOiBcIkNhbm5vdCBzdXNwZW5kIHRoaXMgY2xpZW50OyBkZXRhY2ggaW5zdGVhZFwiLFxuICAgICAgICApO1xuICAgICAgICByZXR1cm4gbnVsbDtcbiAgICAgIH1cbiAgICAgIHRoaXMuI3NlbmQoeyB0OiBcInN1c3BlbmRlZFwiIH0pO1xuICAgICAgaG9sZEhlYXJ0YmVhdCh0aGlzLmNvbm4sIHRydWUpO1xuICAgICAgYXdhaXQgdGhpcy4jZ2l2ZUJhY2soKTtcbiAgICAgIHRoaXMuI2dpdmVuQmFjayA9IHRydWU7XG4gICAgICBjb25zdCByZXN1bWVkID0gYXdhaXQgdGhpcy50ZXJtLnN1c3BlbmQoKTtcbiAgICAgIC8vIFN0b3BwZWQ6IHdoYXQgd2FzIHR5cGVkIGJlZm9yZSBpcyBkcm9wcGVkOyB0eXBlZCBhZnRlciBgZmdgLCBrZXB0LlxuICAgICAgaWYgKHJlc3VtZWQua2luZCAhPT0gXCJyZWZ1c2VkXCIpIHRoaXMuI2FzaWRlID0gW107XG4gICAgICByZXR1cm4gYXdhaXQgdGhpcy4jcmVzdW1lZChyZXN1bWVkKTtcbiAgICB9IGZpbmFsbHkge1xuICAgICAgdGhpcy4jc3VzcGVuZGluZyA9IGZhbHNlO1xuICAgICAgY29uc3QgYXNpZGUgPSB0aGlzLiNhc2lkZTtcbiAgICAgIHRoaXMuI2FzaWRlID0gbnVsbDtcbiAgICAgIGZvciAoY29uc3QgZGF0YSBvZiBhc2lkZSkgaWYgKGRhdGEubGVuZ3RoID4gMCkgdGhpcy4jaW5wdXQoZGF0YSk7XG4gICAgfVxuICB9XG5cbiAgLy8gQmFjayBmcm9tIGEgc3VzcGVuZDogdGhlIHRlcm1pbmFsIHRha2VuIGFuZCBkcmF3biBhZ2FpbiwgdW5sZXNzIHRoZVxuICAvLyBjbGllbnQgd2VudCBhd2F5IG1lYW53aGlsZSAodGhlIGF0dGFjaG1lbnQgZW5kcywgdGhlIHRlcm1pbmFsIGxlZnQgYmUpLlxuICBhc3luYyAjcmVzdW1lZChyOiBSZXN1bWVkKTogUHJvbWlzZTxBdHRhY2hSZXN1bHQgfCBudWxsPiB7XG4gICAgaWYgKHIua2luZCA9PT0gXCJnb25lXCIpIHtcbiAgICAgIHJldHVybiBhd2FpdCB0aGlzLiNkZXRhY2goe1xuICAgICAgICBleGl0Q29kZTogMTI4ICsgc2lnbmFsTnVtYmVyKHIuc2lnbmFsKSxcbiAgICAgICAgbWVzc2FnZTogYFtkZXRhY2hlZCBmcm9tIHNlc3Npb24gJHt0aGlzLm5hbWV9OiBnb3QgJHtyLnNpZ25hbH1dYCxcbiAgICAgIH0pO1xuICAgIH1cbiAgICAvLyBJdHMgZW5kIGlzIHF1ZXVlZCBiZWhpbmQgdGhpcyBldmVudDsgdGhlIHRlcm1pbmFsIHN0YXlzIGdpdmVuIGJhY2suXG4gICAgaWYgKHIua2luZCA9PT0gXCJlbmRlZFwiKSByZXR1cm4gbnVsbDtcbiAgICB0aGlzLiNnaXZlbkJhY2sgPSBmYWxzZTtcbiAgICBob2xkSGVhcnRiZWF0KHRoaXMuY29ubiwgZmFsc2UpO1xuICAgIHRoaXMudGVybS5zZXRSYXcodHJ1ZSk7XG4gICAgdGhpcy4jc2VuZCh7IHQ6IFwid2FrZXVwXCIgfSk7XG4gICAgYXdhaXQgdGhpcy4jcmVkcmF3QWxsKCk7XG4gICAgaWYgKHIua2luZCA9PT0gXCJyZWZ1c2VkXCIpIGF3YWl0IHRoaXMuI3Nob3dNZXNzYWdlKHIud2h5KTtcbiAgICByZXR1cm4gbnVsbDtcbiAgfVxuXG4gIC8vIENvbnRpbnVlZCBhZnRlciBhIHN0b3AgZnJvbSBvdXRzaWRlIChga2lsbCAtU1RPUGAsIHRoZW4gYGZnYCksIGFzXG4gIC8vIHRtdXgncyBjbGllbnQgaXMgZHJhd24gYWdhaW46IHRoZSBzaGVsbCBoYWQgdGhlIHRlcm1pbmFsIG1lYW53aGlsZVxuICAvLyAoaXQgdG9vayByYXcgbW9kZSBhd2F5LCBhbmQgd3JvdGUgb3ZlciB0aGUgc2NyZWVuKSwgc28gcmF3IG1vZGUgaXNcbiAgLy8gdGFrZW4gYWdhaW4gYW5kIGV2ZXJ5dGhpbmcgZHJhd24gYWdhaW4uIEEgc3VzcGVuZCBvZiBpdHMgb3duIGhhcyBpdHNcbiAgLy8gb3duIHdheSBiYWNrIChgI3Jlc3VtZWRgKS5cbiAgYXN5bmMgI2NvbnRpbnVlZCgpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBpZiAodGhpcy4jZ2l2ZW5CYWNrIHx8IHRoaXMuI2RldGFjaGluZykgcmV0dXJuO1xuICAgIHRyeSB7XG4gICAgICB0aGlzLnRlcm0uc2V0UmF3KHRydWUpO1xuICAgIH0gY2F0Y2gge1xuICAgICAgLy8gVGhlIHRlcm1pbmFsIGlzIGdvbmU6IGl0cyBlbmQgY29tZXMgYXMgdGhlIGVuZCBvZiBpbnB1dC5cbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgYXdhaXQgdGhpcy4jcmVkcmF3QWxsKCk7XG4gIH1cblxuICAvLyBFdmVyeXRoaW5nIGRyYXduIGFnYWluIG9uIGEgdGVybWluYWwgdGhhdCBzaG93ZWQgc29tZXRoaW5nIGVsc2VcbiAgLy8gbWVhbndoaWxlOiBpdHMgYWx0ZXJuYXRlIHNjcmVlbiwgdGhlIG1vZGVzLCB0aGUgc2Vzc2lvbiBhdCB0aGVcbiAgLy8gdGVybWluYWwncyBzaXplIG5vdyBhbmQgd2hhdCBpcyBvdmVyIGl0LlxuICBhc3luYyAjcmVkcmF3QWxsKCk6IFByb21pc2U8dm9pZD4ge1xuICAgIGNvbnN0IHsgY29scywgcm93cyB9ID0gdGhpcy50ZXJtLnNpemUoKTtcbiAgICBhd2FpdCB0aGlzLnRlcm0ud3JpdGUodGhpcy4jcmVuZGVyZXIuYmVnaW4oKSk7XG4gICAgY29uc3QgbW9kZXMgPSB0aGlzLiNtb3VzZT8ubW9kZXMoKTtcbiAgICBpZiAobW9kZXMpIGF3YWl0IHRoaXMudGVybS53cml0ZShtb2Rlcyk7XG4gICAgY29uc3QgdGl0bGUgPSB0aGlzLiNyZW5kZXJlci50aXRsZUFnYWluKCk7XG4gICAgaWYgKHRpdGxlLmxlbmd0aCA+IDApIGF3YWl0IHRoaXMudGVybS53cml0ZSh0aXRsZSk7XG4gICAgYXdhaXQgdGhpcy50ZXJtLndyaXRlKHRoaXMuI3JlbmRlcmVyLnJlc2l6ZShjb2xzLCByb3dzKSk7XG4gICAgYXdhaXQgdGhpcy4jcmVkcmF3Vmlld3MoKTtcbiAgfVxuXG4gIC8vIFRlbGxzIHRoZSBkYWVtb24gd2UgbGVhdmUgKGJlc3QgZWZmb3J0OiBpdCBtYXkgYmUgZ29uZSBhbHJlYWR5KS5cbiAgYXN5bmMgI2RldGFjaChyZXN1bHQ6IEF0dGFjaFJlc3VsdCk6IFByb21pc2U8QXR0YWNoUmVzdWx0PiB7XG4gICAgaWYgKCF0aGlzLiNkb3duKSBhd2FpdCB0aGlzLmNvbm4uc2VuZCh7IHQ6IFwiZGV0YWNoXCIgfSkuY2F0Y2goKCkgPT4ge30pO1xuICAgIHJldHVybiByZXN1bHQ7XG4gIH1cblxuICAvLyBNZXNzYWdlcyB0byB0aGUgZGFlbW9uOyBhIGZhaWx1cmUgc2hvd3MgdXAgYXMgdGhlIHNvY2tldCBjbG9zaW5nLlxuICAvLyBXaGlsZSB0aGUgbGluayBpcyBkb3duIHRoZXJlIGlzIG5vd2hlcmUgdG8gc2VuZCB0aGVtOiB0aGUgcmVzdW1lXG4gIC8vIGJyaW5ncyBzaXplIGFuZCBhY2tzIHVwIHRvIGRhdGUuXG4gICNzZW5kKG1zZzogQ2xpZW50TXNnKTogdm9pZCB7XG4gICAgaWYgKHRoaXMuI2Rvd24pIHJldHVybjtcbiAgICB0aGlzLmNvbm4uc2VuZChtc2cpLmNhdGNoKCgpID0+IHt9KTtcbiAgfVxuXG4gIC8vIEtleXMgZm9yIHRoZSBzZXNzaW9uOiBudW1iZXJlZCwga2VwdCB1bnRpbCB0aGUgZGFlbW9uIGNvbmZpcm1zIHRoZW0uXG4gICNzZW5kSW5wdXQoZGF0YTogVWludDhBcnJheSk6IHZvaWQge1xuICAgIGlmICh0aGlzLiNkb3duKSB7XG4gICAgICBjb25zdCBiZWZvcmUgPSB0aGlzLiNpbnB1dHMuZHJvcHBlZDtcbiAgICAgIHRoaXMuI2lucHV0cy5hZGQoZGF0YSwgZmFsc2UpO1xuICAgICAgaWYgKGJlZm9yZSA9PT0gMCAmJiB0aGlzLiNpbnB1dHMuZHJvcHBlZCA+IDApIHtcbiAgICAgICAgdGhpcy5ldmVudHMucHVzaCh7IGtpbmQ6IFwic3RhdHVzXCIsIHJlcG9ydDogdGhpcy4jcmVwb3J0IH0pO1xuICAgICAgfVxuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjb25zdCBzZXEgPSB0aGlzLiNpbnB1dHMuYWRkKGRhdGEsIHRydWUpO1xuICAgIHRoaXMuY29ubi5zZW5kKHsgdDogXCJpbnB1dFwiLCBkYXRhLCBzZXEgfSkuY2F0Y2goKCkgPT4ge30pO1xuICB9XG5cbiAgLy8gVGhlIGxpbmsgYnJva2U6IGtlZXAgdGhlIHNjcmVlbiwgc2F5IHNvLCBhbmQgdHJ5IHRvIGdldCBpdCBiYWNrLlxuICBhc3luYyAjbGlua0Rvd24oKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgY29uc3QgZG93biA9IG5ldyBBYm9ydENvbnRyb2xsZXIoKTtcbiAgICB0aGlzLiNkb3duID0gZG93bjtcbiAgICB0aGlzLiNyZXBvcnQgPSB7IGF0dGVtcHQ6IDEgfTtcbiAgICBpZiAodGhpcy4jc2Nyb2xsKSB7XG4gICAgICBhd2FpdCB0aGlzLnRlcm0ud3JpdGUodGhpcy4jc2Nyb2xsLmRyb3BQcm9tcHQoKSk7XG4gICAgICB0aGlzLiNzY3JvbGwgPSBudWxsOyAvLyBpdHMgaGlzdG9yeSByZXF1ZXN0cyBkaWVkIHdpdGggdGhlIGxpbmtcbiAgICB9XG4gICAgdGhpcy4jb3ZlcmxheSA9IG51bGw7IC8vIGFuZCBzbyBkaWQgaXRzIHJlcXVlc3RzXG4gICAgYXdhaXQgdGhpcy4jc2hvd1N0YXR1cygpO1xuICAgIGNvbnN0IHJlb3BlbiA9IHRoaXMub3B0cy5yZW9wZW4hO1xuICAgIC8vIFdoYXQgYSBuZXcgY29ubmVjdGlvbiBwdXNoZXMgYmVmb3JlIGl0IGlzIG91cnMgKHRoZSBmaXJzdCBmcmFtZSBjYW5cbiAgICAvLyBjb21lIGluIHRoZSBzYW1lIHJlYWQgYXMgdGhlIGF0dGFjaCBhbnN3ZXIpIHdhaXRzIGZvciAjcmVjb25uZWN0ZWQuXG4gICAgY29uc3Qgb3BlbiA9IGFzeW5jICgpID0+IHtcbiAgICAgIGNvbnN0IGNvbm4gPSBhd2FpdCByZW9wZW4oKTtcbiAgICAgIGNvbnN0IGVhcmx5OiBQdXNoTXNnW10gPSBbXTtcbiAgICAgIGNvbm4ub25QdXNoID0gKG1zZykgPT4gZWFybHkucHVzaChtc2cpO1xuICAgICAgdGhpcy4jZWFybHkuc2V0KGNvbm4sIGVhcmx5KTtcbiAgICAgIHJldHVybiBjb25uO1xuICAgIH07XG4gICAgcmVjb25uZWN0KFxuICAgICAgb3BlbixcbiAgICAgIHtcbiAgICAgICAgbmFtZTogdGhpcy5uYW1lLFxuICAgICAgICB0b2tlbjogdGhpcy4jdG9rZW4sXG4gICAgICAgIHNlcTogdGhpcy4jbGFzdEZyYW1lLFxuICAgICAgICByZWFkT25seTogdGhpcy5vcHRzLnJlYWRPbmx5LFxuICAgICAgICBjbGlwYm9hcmQ6IHRoaXMub3B0cy5jbGlwYm9hcmQgPz8gZmFsc2UsXG4gICAgICAgIHNpemU6ICgpID0+IHRoaXMuI3Nlc3Npb25TaXplKCksXG4gICAgICB9LFxuICAgICAgKHJlcG9ydCkgPT4gdGhpcy5ldmVudHMucHVzaCh7IGtpbmQ6IFwic3RhdHVzXCIsIHJlcG9ydCB9KSxcbiAgICAgIGRvd24uc2lnbmFsLFxuICAgICAgdGhpcy5vcHRzLnJldHJ5TXMsXG4gICAgKVxuICAgICAgLnRoZW4oXG4gICAgICAgIChvdXRjb21lKSA9PiB7XG4gICAgICAgICAgaWYgKCFkb3duLnNpZ25hbC5hYm9ydGVkKSB7XG4gICAgICAgICAgICB0aGlzLmV2ZW50cy5wdXNoKHsga2luZDogXCJyZWNvbm5lY3RlZFwiLCBvdXRjb21lIH0pO1xuICAgICAgICAgIH0gZWxzZSBpZiAob3V0Y29tZT8ua2luZCA9PT0gXCJyZXN1bWVkXCIpIG91dGNvbWUuY29ubi5jbG9zZSgpO1xuICAgICAgICB9LFxuICAgICAgKTtcbiAgfVxuXG4gIGFzeW5jICNyZWNvbm5lY3RlZChcbiAgICBvdXRjb21lOiBSZWNvbm5lY3RPdXRjb21lIHwgbnVsbCxcbiAgKTogUHJvbWlzZTxBdHRhY2hSZXN1bHQgfCBudWxsPiB7XG4gICAgaWYgKCFvdXRjb21lKSByZXR1cm4gbnVsbDtcbiAgICBpZiAob3V0Y29tZS5raW5kID09PSBcImdvbmVcIikge1xuICAgICAgcmV0dXJuIHsgZXhpdENvZGU6IDEsIG1lc3NhZ2U6IGBbJHtvdXRjb21lLm1lc3NhZ2V9XWAgfTtcbiAgICB9XG4gICAgY29uc3QgeyBjb25uLCBhbnN3ZXIgfSA9IG91dGNvbWU7XG4gICAgdGhpcy5jb25uID0gY29ubjtcbiAgICB0aGlzLiNkb3duID0gbnVsbDtcbiAgICBmb3IgKGNvbnN0IG1zZyBvZiB0aGlzLiNlYXJseS5nZXQoY29ubikgPz8gW10pIHtcbiAgICAgIHRoaXMuZXZlbnRzLnB1c2goeyBraW5kOiBcInB1c2hcIiwgbXNnIH0pO1xuICAgIH1cbiAgICB0aGlzLiNlYXJseS5kZWxldGUoY29ubik7XG4gICAgY29ubi5vblB1c2ggPSAobXNnKSA9PiB0aGlzLiNwdXNoZWQobXNnKTtcbiAgICBjb25uLmNsb3NlZC50aGVuKCgpID0+IHRoaXMuZXZlbnRzLnB1c2goeyBraW5kOiBcImNsb3NlZFwiLCBjb25uIH0pKTtcbiAgICBzdGFydEhlYXJ0YmVhdChjb25uKTtcbiAgICBpZiAoYW5zd2VyLnRva2VuKSB0aGlzLiN0b2tlbiA9IGFuc3dlci50b2tlbjtcbiAgICAvLyBXaGVyZSB0aGUgYXR0YWNobWVudCBpcyBub3cgKGEgc3dpdGNoLWNsaWVudCB0aGUgbGluayBsb3N0IHRoZSBuZXdzIG9mKS5cbiAgICB0aGlzLm5hbWUgPSBhbnN3ZXIubmFtZTtcbiAgICBpZiAoYW5zd2VyLnJlc3VtZWQpIHRoaXMuI2lucHV0cy5jb25maXJtKGFuc3dlci5pbnB1dCk7XG4gICAgZm9yIChjb25zdCB7IHNlcSwgZGF0YSB9IG9mIHRoaXMuI2lucHV0cy5yZXBsYXkoYW5zd2VyLnJlc3VtZWQpKSB7XG4gICAgICBjb25uLnNlbmQoeyB0OiBcImlucHV0XCIsIGRhdGEsIHNlcSB9KS5jYXRjaCgoKSA9PiB7fSk7XG4gICAgfVxuICAgIC8vIFRoZSBsYXN0IHNjcmVlbiwgd2l0aG91dCB0aGUgc3RhdHVzIGxpbmU7IHRoZSBkYWVtb24ncyBmaXJzdCBmcmFtZVxuICAgIC8vICh0aGUgZGlmZiBmcm9tIHRoZSBmcmFtZSBkcmF3biBsYXN0KSBmb2xsb3dzLlxuICAgIGF3YWl0IHRoaXMudGVybS53cml0ZSh0aGlzLiNyZW5kZXJlci5zaG93U2Vzc2lvbigpKTtcbiAgICB0aGlzLiNyZXNpemVTb29uKCk7XG4gICAgaWYgKGFuc3dlci51cGdyYWRlZCkge1xuICAgICAgdGhpcy5ldmVudHMucHVzaCh7IGtpbmQ6IFwibWVzc2FnZVwiLCB0ZXh0OiBVUEdSQURFRF9NRVNTQUdFIH0pO1xuICAgIH1cbiAgICByZXR1cm4gbnVsbDtcbiAgfVxuXG4gIC8vIFRoZSBsYXN0IHNjcmVlbiB3aXRoIHRoZSByZWNvbm5lY3RpbmcgbGluZSBvdmVyIGl0cyBib3R0b20gcm93LlxuICBhc3luYyAjc2hvd1N0YXR1cygpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBjb25zdCByID0gdGhpcy4jcmVuZGVyZXI7XG4gICAgY29uc3QgeyBjb2xzLCByb3dzIH0gPSByLnNpemU7XG4gICAgY29uc3Qgb3V0OiBHcmlkUm93W10gPSBbXTtcbiAgICBmb3IgKGxldCB5ID0gMDsgeSA8IHJvd3MgLSAxOyB5KyspIHtcbiAgICAgIGNvbnN0IHJvdyA9IG5ldyBHcmlkUm93KGNvbHMpO1xuICAgICAgci5jcm9wUm93KHIuc2Vzc2lvblJvdyh5KSwgcm93KTtcbiAgICAgIG91dC5wdXNoKHJvdyk7XG4gICAgfVxuICAgIGNvbnN0IHRleHQgPSBzdGF0dXNUZXh0KFxuICAgICAgdGhpcy5vcHRzLndoZXJlID8/IFwidGhlIGRhZW1vblwiLFxuICAgICAgdGhpcy4jZmlsdGVyLmtleXMucHJlZml4TmFtZSxcbiAgICAgIHRoaXMuI3JlcG9ydCxcbiAgICAgIHRoaXMuI2lucHV0cy5kcm9wcGVkLFxuICAgICk7XG4gICAgb3V0LnB1c2goc3RhdHVzUm93KGNvbHMsIHRleHQpKTtcbiAgICBhd2FpdCB0aGlzLnRlcm0ud3JpdGUoci5zaG93VmlldyhvdXQsIG51bGwpKTtcbiAgfVxufVxuXG4vLyBXaGV0aGVyIGEgcmVhZCByYW4gYSBrZXkgYm91bmQgdG8gYSBjb21tYW5kIG9yIGNvcHkgbW9kZSAoZGV0YWNoaW5nXG4vLyBhbmQgc3VzcGVuZGluZyBsZWF2ZTogdGhpcyBjbGllbnQncyBzaXplIHdvdWxkIGJlIHRoZSBzZXNzaW9uJ3MgZm9yIGFcbi8vIG1vbWVudCBvbmx5KS5cbmZ1bmN0aW9uIGJvdW5kS2V5KHI6IEZpbHRlclJlc3VsdCk6IGJvb2xlYW4ge1xuICByZXR1cm4gci5zY3JvbGwgIT09IHVuZGVmaW5lZCB8fFxuICAgIChyLmNvbW1hbmQgIT09IHVuZGVmaW5lZCAmJiAhaXNTdXNwZW5kKHIuY29tbWFuZCkpO1xufVxuXG4vLyBXaGV0aGVyIGEgY29tbWFuZCBsaW5lIGlzIGEgYmFyZSBgc3VzcGVuZC1jbGllbnRgICh0aGUgb25lIHRoaXMgY2xpZW50XG4vLyBydW5zIGl0c2VsZjsgd2l0aCBgLXRgIGl0IGlzIHRoZSBDTEkncywgd2hpY2ggbWF5IG5hbWUgYW5vdGhlciBjbGllbnQpLlxuZnVuY3Rpb24gaXNTdXNwZW5kKGxpbmU6IHN0cmluZyk6IGJvb2xlYW4ge1xuICBjb25zdCB3b3JkcyA9IGxpbmUudHJpbSgpLnNwbGl0KC9cXHMrLyk7XG4gIHJldHVybiB3b3Jkcy5sZW5ndGggPT09IDEgJiZcbiAgICAod29yZHNbMF0gPT09IFwic3VzcGVuZC1jbGllbnRcIiB8fCB3b3Jkc1swXSA9PT0gXCJzdXNwZW5kY1wiKTtcbn1cblxuLy8gV2hldGhlciBhIGJvdW5kIGNvbW1hbmQgb3BlbnMgYSBwcm9tcHQgb3IgdGhlIGhlbHAgdmlldy5cbmZ1bmN0aW9uIG9wZW5zTW9kYWwobGluZTogc3RyaW5nKTogYm9vbGVhbiB7XG4gIHJldHVybiBpc1Byb21wdENvbW1hbmQobGluZSkgfHwgbGluZS50cmltKCkgPT09IFwibGlzdC1rZXlzXCI7XG59XG5cbmZ1bmN0aW9uIHNhbWVTaXplKFxuICBhOiB7IGNvbHM6IG51bWJlcjsgcm93czogbnVtYmVyIH0sXG4gIGI6IHsgY29sczogbnVtYmVyOyByb3dzOiBudW1iZXIgfSxcbik6IGJvb2xlYW4ge1xuICByZXR1cm4gYS5jb2xzID09PSBiLmNvbHMgJiYgYS5yb3dzID09PSBiLnJvd3M7XG59XG5cbi8qKlxuICogQSBGSUZPIHdpdGggYW4gYXN5bmMgYG5leHQoKWA7IG9uZSBjb25zdW1lci4gVW5ib3VuZGVkLCBidXQgZnJhbWVzIGNvbWVcbiAqIG9uZSBhdCBhIHRpbWUgKHRoZSBkYWVtb24gd2FpdHMgZm9yIGVhY2ggYWNrKSBhbmQgdGhlIHJlc3QgaXMgdHlwaW5nLlxuICovXG5jbGFzcyBFdmVudFF1ZXVlPFQ+IHtcbiAgI2l0ZW1zOiBUW10gPSBbXTtcbiAgI3dha2U6ICgoKSA9PiB2b2lkKSB8IG51bGwgPSBudWxsO1xuXG4gIHB1c2goaXRlbTogVCk6IHZvaWQge1xuICAgIHRoaXMuI2l0ZW1zLnB1c2goaXRlbSk7XG4gICAgdGhpcy4jd2FrZT8uKCk7XG4gICAgdGhpcy4jd2FrZSA9IG51bGw7XG4gIH1cblxuICBhc3luYyBuZXh0KCk6IFByb21pc2U8VD4ge1xuICAgIHdoaWxlICh0aGlzLiNpdGVtcy5sZW5ndGggPT09IDApIHtcbiAgICAgIGF3YWl0IG5ldyBQcm9taXNlPHZvaWQ+KChyZXNvbHZlKSA9PiB0aGlzLiN3YWtlID0gcmVzb2x2ZSk7XG4gICAgfVxuICAgIHJldHVybiB0aGlzLiNpdGVtcy5zaGlmdCgpITtcbiAgfVxufVxuXG4vLyBBIHJlcG9ydCBhcyBTR1IgYnl0ZXMsIHRvIGJlIHJlYWQgYWdhaW4gKGhlbGQgYmVoaW5kIGEgYm91bmQgY29tbWFuZCk7XG4vLyBudWxsIGZvciBhIHdoZWVsJ3MgcmVsZWFzZSwgd2hpY2ggbWVhbnMgbm90aGluZy5cbmZ1bmN0aW9uIHNnckJ5dGVzKHI6IE1vdXNlUmVwb3J0KTogVWludDhBcnJheSB8IG51bGwge1xuICByZXR1cm4gZW5jb2RlTW91c2Uociwgci54LCByLnksIFwiYW55XCIsIFwic2dyXCIpO1xufVxuXG5sZXQgdmlld3NMb2FkaW5nOiBQcm9taXNlPHVua25vd24+IHwgbnVsbCA9IG51bGw7XG5cbi8qKiBMb2FkcyB0aGUgdmlld3MgdGhhdCB0YWtlIHRoZSBrZXlib2FyZCwgb25jZSwgaW4gdGhlIGJhY2tncm91bmQuICovXG5mdW5jdGlvbiBwcmVsb2FkVmlld3MoKTogdm9pZCB7XG4gIHZpZXdzTG9hZGluZyA/Pz0gUHJvbWlzZS5hbGwoW1xuICAgIGltcG9ydChcIi4vc2Nyb2xsX21vZGUudHNcIiksXG4gICAgaW1wb3J0KFwiLi9jaG9vc2VyLnRzXCIpLFxuICAgIGltcG9ydChcIi4vY2hvb3Nlcl9jbGllbnRzLnRzXCIpLFxuICAgIGltcG9ydChcIi4vZGlzcGxheV9wYW5lcy50c1wiKSxcbiAgXSkuY2F0Y2goKCkgPT4ge1xuICAgIC8vIEVhY2ggaXMgaW1wb3J0ZWQgYWdhaW4gd2hlcmUgaXQgc3RhcnRzLCB3aGljaCByZXBvcnRzIGEgZmFpbHVyZS5cbiAgfSk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7OztDQVlDLEdBRUQsU0FFRSxlQUFlLEVBRWYsWUFBWSxRQUNQLG1CQUFtQjtBQUMxQixTQUVFLGdCQUFnQixFQUNoQixjQUFjLEVBQ2QsU0FBUyxFQUNULFdBQVcsUUFDTixxQkFBcUI7QUFDNUIsU0FBUyxXQUFXLEVBQXFCLFdBQVcsUUFBUSxvQkFBb0I7QUFDaEYsU0FFRSxZQUFZLFFBRVAsc0JBQXNCO0FBQzdCLFNBQVMsUUFBUSxRQUE4QixnQkFBZ0I7QUFDL0QsU0FBUyxrQkFBa0IsUUFBUSxxQkFBcUI7QUFnQnhELFNBQVMsV0FBVyxRQUF3QixvQkFBb0I7QUFFaEUsU0FBUyxXQUFXLFFBQVEsb0JBQW9CO0FBQ2hELFNBQVMsYUFBYSxFQUFFLGNBQWMsUUFBUSxrQkFBa0I7QUFDaEUsU0FBUyxLQUFLLFFBQTBCLDBCQUEwQjtBQUNsRSxTQUFTLFFBQVEsUUFBUSxpQkFBaUI7QUFDMUMsU0FDRSxTQUFTLEVBRVQsU0FBUyxFQUNULFVBQVUsRUFFVixnQkFBZ0IsUUFDWCxpQkFBaUI7QUFDeEIsU0FBUyxZQUFZLFFBQVEsNEJBQTRCO0FBQ3pELFNBQVMsY0FBYyxRQUFRLGlCQUFpQjtBQUVoRCxTQUFTLGNBQWMsUUFBUSxjQUFjO0FBQzdDLFNBQVMsT0FBTyxRQUFRLG1CQUFtQjtBQUUzQyxTQUE2QixhQUFhLFFBQVEsd0JBQXdCO0FBQzFFLFNBQVMsT0FBTyxRQUFRLGdCQUFnQjtBQUN4QyxTQUNFLFVBQVUsRUFDVixVQUFVLEVBQ1YsV0FBVyxFQUVYLGVBQWUsUUFDVixtQkFBbUI7QUFDMUIsU0FBUyxhQUFhLEVBQUUsYUFBYSxFQUFFLFFBQVEsUUFBUSxjQUFjO0FBQ3JFLFNBQ0UsZUFBZSxFQUNmLGtCQUFrQixFQUNsQixVQUFVLFFBRUwsc0JBQXNCO0FBQzdCLFNBQVMsUUFBUSxFQUFFLFFBQVEsRUFBRSxXQUFXLFFBQVEsaUJBQWlCO0FBQ2pFLFNBQVMsZ0JBQWdCLFFBQVEsbUJBQW1CO0FBRXBEOzs7Q0FHQyxHQUNELE1BQU0sYUFBYTtBQUVuQixxRUFBcUUsR0FDckUsTUFBTSxVQUFVO0FBNEloQjs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0NBcUJDLEdBQ0QsT0FBTyxlQUFlLGNBQ3BCLElBQWdCLEVBQ2hCLElBQW1CLEVBQ25CLFFBQXFCLENBQUMsQ0FBQztFQUV2QixNQUFNLE9BQU8sTUFBTSxRQUFRLElBQUk7RUFDL0IsTUFBTSxTQUFTLE1BQU0sT0FBTyxNQUFNLE1BQU0sTUFBTSxNQUFNLFFBQVEsSUFBSSxDQUFDO0VBQ2pFLEtBQUssS0FBSztFQUNWLElBQUk7SUFDRixLQUFLLFNBQVMsQ0FBQyxPQUFPLE9BQU87RUFDL0IsRUFBRSxPQUFNO0VBQ04sK0RBQStEO0VBQ2pFO0VBQ0EsT0FBTztBQUNUO0FBRUEsZUFBZSxPQUNiLElBQWdCLEVBQ2hCLElBQW1CLEVBQ25CLElBQW1CLEVBQ25CLGVBQWdDO0VBRWhDLElBQUksQ0FBQyxLQUFLLFVBQVUsSUFBSTtJQUN0QixPQUFPO01BQ0wsVUFBVTtNQUNWLFNBQVM7SUFDWDtFQUNGO0VBQ0EsTUFBTSxTQUFTLElBQUk7RUFDbkIsS0FBSyxNQUFNLEdBQUcsQ0FBQyxNQUFRLE9BQU8sSUFBSSxDQUFDO01BQUUsTUFBTTtNQUFRO0lBQUk7RUFDdkQsS0FBSyxNQUFNLENBQUMsSUFBSSxDQUFDLElBQU0sT0FBTyxJQUFJLENBQUM7TUFBRSxNQUFNO01BQVU7SUFBSztFQUMxRCx5RUFBeUU7RUFDekUsSUFBSSxLQUFLLE1BQU0sRUFBRSxlQUFlO0VBQ2hDLE1BQU0sT0FBTyxLQUFLLElBQUk7RUFDdEIsTUFBTSxTQUFTLEtBQUssTUFBTSxJQUFJO0VBQzlCLElBQUk7RUFDSixJQUFJO0lBQ0YsU0FBUyxNQUFNLEtBQUssT0FBTyxDQUFDO01BQzFCLElBQUk7TUFDSixNQUFNLEtBQUssSUFBSTtNQUNmLFVBQVUsS0FBSyxRQUFRO01BQ3ZCLE1BQU0sS0FBSyxJQUFJO01BQ2YsTUFBTSxZQUFZLEtBQUssSUFBSSxFQUFFO01BQzdCLEdBQUksS0FBSyxTQUFTLEdBQUc7UUFBRSxXQUFXO01BQUssSUFBSSxDQUFDLENBQUM7TUFDN0MsR0FBSSxLQUFLLFlBQVksR0FBRztRQUFFLGNBQWM7TUFBSyxJQUFJLENBQUMsQ0FBQztNQUNuRCxHQUFJLEtBQUssTUFBTSxHQUFHO1FBQUUsUUFBUTtVQUFFLE9BQU8sS0FBSyxNQUFNO1VBQUUsS0FBSztRQUFFO01BQUUsSUFBSSxDQUFDLENBQUM7TUFDakUsR0FBSSxLQUFLLE1BQU0sSUFBSSxTQUFTO0lBQzlCO0VBQ0YsRUFBRSxPQUFPLEtBQUs7SUFDWixPQUFPLFFBQVE7RUFDakI7RUFDQSxLQUFLLFVBQVUsR0FBRztFQUNsQixNQUFNLFVBQVUsSUFBSSxnQkFBZ0IsTUFBTSxNQUFNLE1BQU0sUUFBUSxRQUFRLE1BQU07SUFDMUUsS0FBSztJQUNMLFNBQVM7SUFDVCxhQUFhLENBQUMsS0FBSyxRQUFRO0lBQzNCLFdBQVcsS0FBSyxTQUFTLElBQUk7SUFDN0I7SUFDQSxVQUFVO0lBQ1YsR0FBRyxlQUFlO0VBQ3BCO0VBQ0EsT0FBTyxNQUFNLFFBQVEsR0FBRztBQUMxQjtBQUVBLHFFQUFxRTtBQUNyRSxpRUFBaUU7QUFDakUsU0FBUyxRQUFRLEdBQVk7RUFDM0IsSUFBSSxlQUFlLGNBQWM7SUFDL0IsT0FBTztNQUFFLFVBQVU7TUFBRyxTQUFTLENBQUMsT0FBTyxFQUFFLElBQUksT0FBTyxFQUFFO0lBQUM7RUFDekQ7RUFDQSxJQUFJLGVBQWUsaUJBQWlCO0lBQ2xDLE9BQU8saUJBQ0wsSUFBSSxJQUFJLEtBQUssVUFBVSxJQUFJLE9BQU8sR0FBRztFQUV6QztFQUNBLE9BQU87SUFBRSxVQUFVO0lBQUcsU0FBUyxPQUFPLEFBQUMsS0FBZSxXQUFXO0VBQUs7QUFDeEU7QUFFQSx1RUFBdUU7QUFDdkUsc0JBQXNCO0FBQ3RCLFNBQVM7RUFDUCxJQUFJO0lBQ0YsT0FBTyxLQUFLLFFBQVE7RUFDdEIsRUFBRSxPQUFNO0lBQ04sT0FBTztFQUNUO0FBQ0Y7QUFFQSwyRUFBMkU7QUFDM0Usb0RBQW9EO0FBQ3BELFNBQVM7RUFDUCxJQUFJO0lBQ0YsT0FBTyxDQUFDLGlCQUFpQixJQUFJLENBQUMsS0FBSyxHQUFHLENBQUMsR0FBRyxDQUFDLFdBQVc7RUFDeEQsRUFBRSxPQUFNO0lBQ04sT0FBTztFQUNUO0FBQ0Y7QUFFQSwrREFBK0QsR0FDL0QsTUFBTTs7Ozs7RUFDSixDQUFBLFFBQVMsQ0FBVztFQUNwQixDQUFBLE1BQU8sQ0FBYztFQUNyQixDQUFBLFNBQVUsQ0FBUztFQUNuQixDQUFBLGFBQWMsQ0FBUztFQUN2QixpQ0FBaUMsR0FDakMsQ0FBQSxNQUFPLENBQTJCO0VBQ2xDLGdFQUFnRSxHQUNoRSxDQUFBLGFBQWMsQ0FBUztFQUN2QixtRUFBbUUsR0FDbkUsQ0FBQSxVQUFXLENBQUs7RUFDaEIsbUVBQW1FLEdBQ25FLENBQUEsS0FBTSxDQUFzQjtFQUM1QixDQUFBLFlBQWEsQ0FBUztFQUN0QixxRUFBcUUsR0FDckUsQ0FBQSxPQUFRLENBQWdCO0VBQ3hCLGdFQUFnRSxHQUNoRSxDQUFBLFVBQVcsQ0FBUztFQUNwQjs7Ozs7R0FLQyxHQUNELENBQUEsS0FBTSxDQUE2QjtFQUNuQyx1RUFBdUUsR0FDdkUsQ0FBQSxTQUFVLENBQVM7RUFDbkIsNERBQTRELEdBQzVELENBQUEsSUFBSyxDQUE2QjtFQUNsQyxtREFBbUQsR0FDbkQsQ0FBQSxTQUFVLENBQUs7RUFDZixDQUFBLFlBQWEsQ0FBMEI7RUFDdkMsNkJBQTZCLEdBQzdCLENBQUEsU0FBVSxDQUEwQjtFQUNwQyw0REFBNEQsR0FDNUQsQ0FBQSxRQUFTLENBQTBCO0VBQ25DLGtFQUFrRSxHQUNsRSxDQUFBLEtBQU0sQ0FBUztFQUNmLG1FQUFtRSxHQUNuRSxDQUFBLFFBQVMsQ0FBVTtFQUNuQixxQ0FBcUMsR0FDckMsQ0FBQSxTQUFVLENBQUs7RUFDZixvRUFBb0UsR0FDcEUsQ0FBQSxNQUFPLENBQVc7RUFDbEIsc0VBQXNFLEdBQ3RFLENBQUEsSUFBSyxDQUFnQztFQUNyQyxDQUFBLE1BQU8sQ0FBNkI7RUFDcEMsQ0FBQSxLQUFNLENBQXdDO0VBQzlDLCtFQUErRSxHQUMvRSxDQUFBLE9BQVEsQ0FBd0I7RUFDaEMsd0RBQXdELEdBQ3hELENBQUEsY0FBZSxDQUFTO0VBQ3hCLDRFQUE0RSxHQUM1RSxDQUFBLFlBQWEsQ0FBUztFQUN0QjtpREFDK0MsR0FDL0MsS0FBYTtFQUNiLGlFQUFpRSxHQUNqRSxDQUFBLEtBQU0sQ0FBcUI7RUFDM0Isb0VBQW9FLEdBQ3BFLENBQUEsSUFBSyxDQUFtQztFQUN4QyxDQUFBLE9BQVEsQ0FBNEI7RUFFcEMsWUFDRSxBQUFPLElBQWdCLEVBQ3ZCLEFBQU8sSUFBbUIsRUFDMUIsQUFBUyxJQUFtQixFQUM1QixNQUFvQixFQUNwQixBQUFTLE1BQStCLEVBQ3hDLElBQW9DLEVBQ3BDLGVBQWdDLENBQ2hDO1NBUE8sT0FBQTtTQUNBLE9BQUE7U0FDRSxPQUFBO1NBRUEsU0FBQTtTQWpFWCxDQUFBLFNBQVUsR0FBRztTQUNiLENBQUEsYUFBYyxHQUFHO1NBRWpCLENBQUEsTUFBTyxHQUFzQjtTQUU3QixDQUFBLGFBQWMsR0FBRztTQUVqQixDQUFBLFVBQVcsR0FBRztTQUVkLENBQUEsS0FBTSxHQUFpQjtTQUN2QixDQUFBLFlBQWEsR0FBRztTQUVoQixDQUFBLE9BQVEsR0FBYSxFQUFFO1NBRXZCLENBQUEsVUFBVyxHQUFHO1NBT2QsQ0FBQSxLQUFNLEdBQXdCO1NBRTlCLENBQUEsU0FBVSxHQUFHO1NBRWIsQ0FBQSxJQUFLLEdBQXdCO1NBRTdCLENBQUEsU0FBVSxHQUFHO1NBV2IsQ0FBQSxTQUFVLEdBQUc7U0FJYixDQUFBLElBQUssR0FBMkI7U0FDaEMsQ0FBQSxNQUFPLEdBQWM7TUFBRSxTQUFTO0lBQUU7U0FDbEMsQ0FBQSxLQUFNLEdBQUcsSUFBSTtTQUViLENBQUEsT0FBUSxHQUFtQjtTQUUzQixDQUFBLGNBQWUsR0FBRztTQUVsQixDQUFBLFlBQWEsR0FBRztTQU9oQixDQUFBLElBQUssR0FBZSxJQUFJLFdBQVc7U0FDbkMsQ0FBQSxPQUFRLEdBQXVCO0lBVzdCLElBQUksQ0FBQyxJQUFJLEdBQUcsT0FBTyxJQUFJO0lBQ3ZCLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRyxPQUFPLEtBQUssSUFBSTtJQUM5QixJQUFJLENBQUMsQ0FBQSxRQUFTLEdBQUcsT0FBTyxRQUFRLElBQUk7SUFDcEMsdUVBQXVFO0lBQ3ZFLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxJQUFJLFNBQVMsT0FBTyxLQUFLO0lBQ3hDLGtFQUFrRTtJQUNsRSxJQUFJLENBQUMsQ0FBQSxRQUFTLEdBQUcsSUFBSSxTQUFTLEtBQUssSUFBSSxFQUFFLEtBQUssSUFBSSxFQUFFO0lBQ3BELElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRyxJQUFJLFlBQ2pCLEtBQUssSUFBSSxJQUFJLEtBQUssTUFBTSxJQUFJLGdCQUM1QixLQUFLLFFBQVE7SUFFZixJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsS0FBSyxRQUFRLEdBQ3ZCLE9BQ0EsSUFBSSxZQUFZLElBQUksQ0FBQyxDQUFBLFNBQVUsSUFBSSxLQUFLLEtBQUssSUFBSTtFQUN2RDtFQUVBLE1BQU0sTUFBNkI7SUFDakMsTUFBTSxFQUFFLElBQUksRUFBRSxNQUFNLEVBQUUsR0FBRyxJQUFJO0lBQzdCLElBQUksQ0FBQyxJQUFJLENBQUMsTUFBTSxHQUFHLENBQUMsTUFBUSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUM7SUFDekMsS0FBSyxNQUFNLENBQUM7SUFDWixNQUFNLGFBQWEsS0FBSyxRQUFRLENBQUMsSUFBTSxJQUFJLENBQUMsQ0FBQSxVQUFXO0lBQ3ZELE1BQU0sZ0JBQWdCLEtBQUssV0FBVyxDQUFDLENBQUMsU0FDdEMsT0FBTyxJQUFJLENBQUM7UUFBRSxNQUFNO1FBQWE7TUFBTztJQUUxQyxNQUFNLGVBQWUsS0FBSyxVQUFVLEdBQUcsSUFDckMsT0FBTyxJQUFJLENBQUM7UUFBRSxNQUFNO01BQVk7SUFFbEMsSUFBSTtJQUNKLElBQUk7TUFDRixNQUFNLEtBQUssS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxLQUFLO01BQ3JDLHlEQUF5RDtNQUN6RCxJQUFJLENBQUMsQ0FBQSxVQUFXO01BQ2hCLEtBQUssWUFBWSxDQUNmLENBQUMsT0FBUyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsT0FDdEIsSUFBTSxPQUFPLElBQUksQ0FBQztVQUFFLE1BQU07UUFBWTtNQUV4QyxJQUFJLElBQUksQ0FBQyxJQUFJLENBQUMsTUFBTSxFQUFFO1FBQ3BCLE9BQU8sSUFBSSxDQUFDO1VBQUUsTUFBTTtVQUFXLE1BQU0sSUFBSSxDQUFDLElBQUksQ0FBQyxNQUFNO1FBQUM7TUFDeEQ7TUFDQSxnRUFBZ0U7TUFDaEUsOERBQThEO01BQzlELElBQUksSUFBSSxDQUFDLENBQUEsUUFBUyxFQUFFO1FBQ2xCLE9BQU8sSUFBSSxDQUFDO1VBQUUsTUFBTTtVQUFXLE1BQU07UUFBaUI7TUFDeEQ7TUFDQSxJQUFJLENBQUMsQ0FBQSxTQUFVO01BQ2YsU0FBUyxNQUFNLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDM0IsRUFBRSxPQUFPLEtBQUs7TUFDWixTQUFTLFlBQVk7SUFDdkIsU0FBVTtNQUNSO01BQ0E7TUFDQTtNQUNBLElBQUksQ0FBQyxDQUFBLFlBQWE7TUFDbEIsSUFBSSxDQUFDLENBQUEsU0FBVTtNQUNmLElBQUksQ0FBQyxDQUFBLFFBQVM7TUFDZCxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUU7TUFDYixJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUU7SUFDZDtJQUNBLE1BQU0sSUFBSSxDQUFDLENBQUEsT0FBUTtJQUNuQixPQUFPO0VBQ1Q7RUFFQSw4REFBOEQ7RUFDOUQsTUFBTSxDQUFBLE9BQVE7SUFDWixnRUFBZ0U7SUFDaEUsSUFBSSxDQUFDLENBQUEsSUFBSztJQUNWLDJEQUEyRDtJQUMzRCxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsU0FBVSxFQUFFLE1BQU0sSUFBSSxDQUFDLENBQUEsUUFBUztJQUMxQyxNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsV0FBVztFQUM3QjtFQUVBLHFFQUFxRTtFQUNyRSxNQUFNLENBQUEsUUFBUztJQUNiLElBQUk7TUFDRixNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxHQUFHO0lBQzFDLEVBQUUsT0FBTTtJQUNOLGtEQUFrRDtJQUNwRDtJQUNBLElBQUk7TUFDRixJQUFJLENBQUMsSUFBSSxDQUFDLE1BQU0sQ0FBQztJQUNuQixFQUFFLE9BQU07SUFDTixRQUFRO0lBQ1Y7RUFDRjtFQUVBLE1BQU0sQ0FBQSxJQUFLO0lBQ1QsT0FBUztNQUNQLE1BQU0sS0FBSyxNQUFNLElBQUksQ0FBQyxNQUFNLENBQUMsSUFBSTtNQUNqQyxJQUFJLENBQUMsQ0FBQSxJQUFLO01BQ1YsTUFBTSxTQUFTLE1BQU0sSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDO01BQ2xDLGtFQUFrRTtNQUNsRSxJQUFJLFFBQVEsT0FBTztNQUNuQixJQUFJLENBQUMsQ0FBQSxTQUFVO01BQ2YsTUFBTSxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ2xCO0VBQ0Y7RUFFQTs7Ozs7R0FLQyxHQUNELENBQUEsSUFBSztJQUNILE1BQU0sUUFBUSxJQUFJLENBQUMsSUFBSSxDQUFDLElBQUk7SUFDNUIsSUFBSSxDQUFDLE9BQU87SUFDWixNQUFNLEVBQUUsS0FBSyxFQUFFLElBQUksRUFBRSxHQUFHLEVBQUUsS0FBSyxFQUFFLEdBQUc7SUFDcEMsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLFNBQVMsQ0FBQyxPQUFPLE1BQU0sS0FBSztFQUM3QztFQUVBOzs7Ozs7R0FNQyxHQUNELE1BQU0sQ0FBQSxJQUFLO0lBQ1QsSUFBSSxDQUFDLElBQUksQ0FBQyxJQUFJLENBQUMsT0FBTyxFQUFFO0lBQ3hCLElBQUksSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLFdBQVcsRUFBRTtNQUM5QixNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxNQUFNO0lBQzdDO0lBQ0EsTUFBTSxRQUFRLENBQUMsSUFBSSxDQUFDLENBQUEsU0FBVSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsVUFBVyxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxJQUNoRSxDQUFDLElBQUksQ0FBQyxDQUFBLE1BQU8sSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLGFBQWMsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLE9BQVEsSUFDdkQsQ0FBQyxJQUFJLENBQUMsQ0FBQSxjQUFlLElBQ3JCLENBQUMsSUFBSSxDQUFDLENBQUEsS0FBTSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsWUFBYSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsWUFBYTtJQUM1RCxJQUFJLENBQUMsSUFBSSxDQUFDLE9BQU8sQ0FBQyxRQUFRLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxVQUFVLEtBQUs7RUFDMUQ7RUFFQTs7OztHQUlDLEdBQ0QsQ0FBQSxTQUFVO0lBQ1IsSUFBSSxDQUFDLElBQUksQ0FBQyxJQUFJLENBQUMsV0FBVyxFQUFFO0lBQzVCLE1BQU0sUUFBUSxDQUFDLElBQUksQ0FBQyxJQUFJLENBQUMsUUFBUSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsU0FBVSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxJQUNsRSxDQUFDLElBQUksQ0FBQyxDQUFBLFVBQVcsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUssSUFBSSxJQUFJLENBQUMsQ0FBQSxVQUFXLEtBQUssS0FDekQsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLEtBQUssSUFDbEIsQ0FBQyxJQUFJLENBQUMsQ0FBQSxNQUFPLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxhQUFjLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxPQUFRLElBQ3ZELENBQUMsSUFBSSxDQUFDLENBQUEsY0FBZSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsS0FBTSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsWUFBYSxJQUM1RCxDQUFDLENBQUMsSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFLE9BQU8sV0FBVyxLQUFLO0lBQ3hDLElBQUksQ0FBQyxPQUFPLE9BQU8sSUFBSSxDQUFDLElBQUksQ0FBQyxXQUFXLENBQUM7SUFDekMsSUFBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLEtBQUssSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFO01BQ2xDLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsU0FBUztNQUNuQyxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUcsSUFBSSxDQUFDLENBQUEsTUFBTztJQUM5QjtJQUNBLElBQUksQ0FBQyxJQUFJLENBQUMsV0FBVyxDQUFDLElBQUksQ0FBQyxDQUFBLElBQUs7RUFDbEM7RUFFQSxNQUFNLENBQUEsTUFBTyxDQUFDLEVBQWU7SUFDM0IsT0FBUSxHQUFHLElBQUk7TUFDYixLQUFLO1FBQ0gsT0FBTyxNQUFNLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxHQUFHLEdBQUc7TUFDaEMsS0FBSztRQUNILE9BQU8sTUFBTSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsZUFBZSxJQUFJLENBQUMsSUFBSTtNQUNwRCxLQUFLO1FBQ0gsb0RBQW9EO1FBQ3BELE9BQU8sTUFBTSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsZUFBZSxJQUFJLENBQUMsSUFBSTtNQUNwRCxLQUFLO1FBQ0gsSUFBSSxDQUFDLENBQUEsYUFBYyxHQUFHO1FBQ3RCLE1BQU0sSUFBSSxDQUFDLENBQUEsTUFBTztRQUNsQixPQUFPO01BQ1QsS0FBSztRQUNILE1BQU0sSUFBSSxDQUFDLENBQUEsU0FBVTtRQUNyQixPQUFPO01BQ1QsS0FBSztRQUNILE9BQU8sTUFBTSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUM7VUFDeEIsVUFBVSxNQUFNLGFBQWEsR0FBRyxNQUFNO1VBQ3RDLFNBQVMsQ0FBQyx1QkFBdUIsRUFBRSxJQUFJLENBQUMsSUFBSSxDQUFDLE1BQU0sRUFBRSxHQUFHLE1BQU0sQ0FBQyxDQUFDLENBQUM7UUFDbkU7TUFDRixLQUFLO1FBQ0gsSUFBSSxHQUFHLElBQUksS0FBSyxJQUFJLENBQUMsSUFBSSxFQUFFLE9BQU8sTUFBTSxxQkFBcUI7UUFDN0QsSUFBSSxDQUFDLElBQUksQ0FBQyxJQUFJLENBQUMsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU0sS0FBSyxJQUFJO1VBQzNDLE9BQU8saUJBQWlCO1FBQzFCO1FBQ0EsTUFBTSxJQUFJLENBQUMsQ0FBQSxRQUFTO1FBQ3BCLE9BQU87TUFDVCxLQUFLO1FBQ0gsT0FBTyxNQUFNLElBQUksQ0FBQyxDQUFBLFdBQVksQ0FBQyxHQUFHLE9BQU87TUFDM0MsS0FBSztRQUNILElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUUsT0FBTztRQUN4QixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsR0FBRyxNQUFNO1FBQ3hCLE1BQU0sSUFBSSxDQUFDLENBQUEsVUFBVztRQUN0QixPQUFPO01BQ1QsS0FBSztRQUNILE9BQU8sTUFBTSxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsR0FBRyxNQUFNLEVBQUUsR0FBRyxJQUFJO01BQ25ELEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxVQUFXO1FBQ2hCLE9BQU8sTUFBTSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsR0FBRyxJQUFJO01BQ2pDLEtBQUs7UUFDSCxNQUFNLElBQUksQ0FBQyxDQUFBLGFBQWMsQ0FBQyxHQUFHLElBQUksRUFBRSxHQUFHLElBQUk7UUFDMUMsT0FBTztNQUNULEtBQUs7UUFDSCxNQUFNLElBQUksQ0FBQyxDQUFBLFdBQVksQ0FBQyxHQUFHLElBQUk7UUFDL0IsT0FBTztNQUNULEtBQUs7UUFDSCxNQUFNLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQyxHQUFHLEtBQUs7UUFDL0IsT0FBTztNQUNULEtBQUs7UUFDSCxPQUFPLE1BQU0sSUFBSSxDQUFDLENBQUEsWUFBYSxDQUFDLEdBQUcsSUFBSSxFQUFFLEdBQUcsSUFBSTtNQUNsRCxLQUFLO1FBQ0gsSUFBSSxHQUFHLE9BQU8sS0FBSyxJQUFJLENBQUMsQ0FBQSxPQUFRLEVBQUUsT0FBTyxNQUFNLGlCQUFpQjtRQUNoRSxPQUFPLE1BQU0sSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLEdBQUcsR0FBRztNQUNwQyxLQUFLO1FBQ0gsSUFBSSxHQUFHLEVBQUUsS0FBSyxJQUFJLENBQUMsQ0FBQSxTQUFVLEVBQUU7VUFDN0IsTUFBTSxJQUFJLENBQUMsSUFBSSxDQUFDLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsWUFBWTtRQUNuRDtRQUNBLE9BQU87TUFDVCxLQUFLO1FBQ0gsTUFBTSxJQUFJLENBQUMsSUFBSSxDQUFDLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsSUFBSTtRQUN6QyxJQUFJLENBQUMsQ0FBQSxTQUFVO1FBQ2YsT0FBTztNQUNULEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxZQUFhLEdBQUc7UUFDckIsT0FBTyxNQUFNLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxHQUFHLElBQUksRUFBRSxHQUFHLElBQUk7TUFDN0MsS0FBSztRQUNILE9BQU8sTUFBTSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsR0FBRyxJQUFJO01BQ3BDLEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxVQUFXO1FBQ2hCLE9BQU8sTUFBTSxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsR0FBRyxNQUFNLEVBQUUsR0FBRyxFQUFFO01BQy9DLEtBQUs7UUFDSCxPQUFPLEdBQUcsSUFBSSxLQUFLLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FDM0IsTUFBTSxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsR0FBRyxJQUFJLENBQUMsYUFBYSxNQUMxQztJQUNSO0VBQ0Y7RUFFQTs7OztHQUlDLEdBQ0QsTUFBTSxDQUFBLE9BQVEsQ0FBQyxJQUFZLEVBQUUsSUFBZ0I7SUFDM0MsTUFBTSxRQUFRLEtBQUssSUFBSSxHQUFHLEtBQUssQ0FBQztJQUNoQyxNQUFNLE9BQU8sTUFBTSxNQUFNLEtBQUs7SUFDOUIsSUFBSSxnQkFBZ0IsU0FBVSxLQUFLLENBQUMsRUFBRSxLQUFLLGVBQWUsTUFBTztNQUMvRCxNQUFNLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQztJQUN4QixPQUFPLElBQUksS0FBSyxDQUFDLEVBQUUsS0FBSyxtQkFBbUIsTUFBTTtNQUMvQyxJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUc7TUFDbEIsT0FBTyxNQUFNLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxlQUFlLElBQUksQ0FBQyxJQUFJO0lBQ3BELE9BQU8sSUFBSSxVQUFVLE9BQU87TUFDMUIsT0FBTyxNQUFNLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQztJQUM3QixPQUFPLElBQUksS0FBSyxDQUFDLEVBQUUsS0FBSyxlQUFlLE1BQU0sTUFBTSxJQUFJLEdBQUc7TUFDeEQsSUFBSSxDQUFDLENBQUEsYUFBYyxHQUFHO01BQ3RCLE9BQU8sTUFBTSxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsS0FBSyxDQUFDLEVBQUUsS0FBSyxNQUFNO0lBQ3BELE9BQU8sSUFBSSxLQUFLLENBQUMsRUFBRSxLQUFLLGlCQUFpQixNQUFNO01BQzdDLElBQUksQ0FBQyxJQUFJLENBQUMsSUFBSSxDQUFDLFFBQVEsRUFBRSxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLElBQUksQ0FBQyxNQUFNO0lBQ25FLE9BQU8sSUFBSSxLQUFLLENBQUMsRUFBRSxLQUFLLGtCQUFrQixNQUFNO01BQzlDLElBQUksQ0FBQyxJQUFJLENBQUMsSUFBSSxDQUFDLFFBQVEsRUFBRSxJQUFJLENBQUMsQ0FBQSxXQUFZO0lBQzVDLE9BQU8sSUFBSSxLQUFLLElBQUksT0FBTyxJQUFJO01BQzdCLHVEQUF1RDtNQUN2RCxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTTtNQUNwQixPQUFPO0lBQ1Q7SUFDQSxPQUFPLEtBQUssTUFBTSxHQUFHLElBQUksTUFBTSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsUUFBUTtFQUNwRDtFQUVBLHlFQUF5RTtFQUN6RSxzRUFBc0U7RUFDdEUsOERBQThEO0VBQzlELE1BQU0sQ0FBQSxVQUFXLENBQUMsS0FBZTtJQUMvQixJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFO01BQ2hELE1BQU0sSUFBSSxDQUFDLENBQUEsV0FBWSxDQUFDLEtBQUssQ0FBQyxFQUFFO01BQ2hDO0lBQ0Y7SUFDQSxNQUFNLE9BQU8sSUFBSSxTQUFTO0lBQzFCLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRztNQUFFLE1BQU07TUFBUTtNQUFNLFNBQVMsSUFBSTtJQUFtQjtJQUNwRSxNQUFNLElBQUksQ0FBQyxDQUFBLFNBQVU7RUFDdkI7RUFFQSxvRUFBb0U7RUFDcEUsTUFBTSxDQUFBLFNBQVUsQ0FBQyxJQUFZO0lBQzNCLE1BQU0sVUFBVSxJQUFJO0lBQ3BCLElBQUksS0FBSyxJQUFJLE9BQU8sYUFBYTtNQUMvQixNQUFNLE9BQU8sSUFBSSxTQUFTLFNBQVMsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLElBQUk7TUFDcEQsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHO1FBQUUsTUFBTTtRQUFRO1FBQU07TUFBUTtJQUM5QyxPQUFPO01BQ0wsSUFBSTtNQUNKLElBQUk7UUFDRixVQUFVLG1CQUFtQixNQUFNLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxNQUFNO01BQzFELEVBQUUsT0FBTyxLQUFLO1FBQ1osTUFBTSxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsQUFBQyxJQUFjLE9BQU87UUFDOUM7TUFDRjtNQUNBLE1BQU0sU0FBUyxRQUFRLElBQUksS0FBSyxZQUM1QixJQUFJLGNBQWMsUUFBUSxLQUFLLEVBQUUsUUFBUSxPQUFPLEVBQUUsSUFBSSxDQUFDLENBQUEsT0FBUSxJQUMvRCxJQUFJLGNBQWMsUUFBUSxLQUFLO01BQ25DLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRztRQUFFLE1BQU07UUFBVTtRQUFRO1FBQVM7TUFBUTtJQUMzRDtJQUNBLE1BQU0sSUFBSSxDQUFDLENBQUEsU0FBVTtFQUN2QjtFQUVBLE1BQU0sQ0FBQSxTQUFVO0lBQ2QsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRSxJQUFJLElBQUksQ0FBQyxDQUFBLFFBQVM7SUFDekMsSUFBSSxDQUFDLEdBQUc7SUFDUixNQUFNLEVBQUUsSUFBSSxFQUFFLElBQUksRUFBRSxHQUFHLEVBQUUsSUFBSTtJQUM3QixJQUFJLEVBQUUsSUFBSSxLQUFLLFFBQVE7TUFDckIsTUFBTSxJQUFJLENBQUMsSUFBSSxDQUFDLEtBQUssQ0FBQyxFQUFFLFFBQVEsQ0FBQyxFQUFFLElBQUksQ0FBQyxJQUFJLENBQUMsTUFBTSxPQUFPO01BQzFEO0lBQ0Y7SUFDQSxNQUFNLEVBQUUsR0FBRyxFQUFFLE1BQU0sRUFBRSxHQUFHLEVBQUUsTUFBTSxDQUFDLElBQUksQ0FBQztJQUN0QyxNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsS0FBSyxDQUFDLEVBQUUsVUFBVSxDQUFDLEtBQUs7RUFDMUM7RUFFQSx3RUFBd0U7RUFDeEUseUNBQXlDO0VBQ3pDLE1BQU0sQ0FBQSxTQUFVLENBQUMsQ0FBUSxFQUFFLElBQWdCO0lBQ3pDLE1BQU0sT0FBTyxFQUFFLE9BQU8sQ0FBQyxJQUFJLENBQUM7SUFDNUIsSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLEtBQUssTUFBTSxFQUFFLElBQUs7TUFDcEMsTUFBTSxPQUFPLElBQ1gsZUFDSyxLQUFLLEtBQUssQ0FBQyxJQUFJLEdBQUcsR0FBRyxDQUFDLENBQUMsSUFBTSxFQUFFLEtBQUssR0FDdkMsRUFBRSxPQUFPLENBQUMsT0FBTztNQUVyQixJQUFJLEVBQUUsSUFBSSxLQUFLLFFBQVE7UUFDckIsSUFBSSxFQUFFLElBQUksQ0FBQyxHQUFHLENBQUMsSUFBSSxDQUFDLEVBQUUsRUFBRSxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsSUFBSSxDQUFDLElBQUksR0FBRztRQUNuRCxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUc7UUFDZCxNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxXQUFXO1FBQ2hELE1BQU0sUUFBUTtRQUNkLE9BQU8sTUFBTSxNQUFNLEdBQUcsSUFBSSxNQUFNLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxTQUFTO01BQ3REO01BQ0EsTUFBTSxPQUFPLEVBQUUsTUFBTSxDQUFDLEdBQUcsQ0FBQyxJQUFJLENBQUMsRUFBRTtNQUNqQyxJQUFJLEtBQUssSUFBSSxLQUFLLFFBQVE7TUFDMUIsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHO01BQ2QsTUFBTSxJQUFJLENBQUMsSUFBSSxDQUFDLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsV0FBVztNQUNoRCxJQUFJLEtBQUssSUFBSSxLQUFLLFVBQVU7UUFDMUIsTUFBTSxRQUFRO1FBQ2QsT0FBTyxNQUFNLE1BQU0sR0FBRyxJQUFJLE1BQU0sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLFNBQVM7TUFDdEQ7TUFDQSxNQUFNLE1BQU0sRUFBRSxPQUFPO01BQ3JCLElBQUksSUFBSSxJQUFJLEtBQUssV0FBVyxTQUFTLElBQUksQ0FBQyxDQUFBLE9BQVEsRUFBRSxLQUFLLElBQUk7TUFDN0QsTUFBTSxPQUFPLElBQUksSUFBSSxLQUFLLFlBQ3RCLFdBQVcsSUFBSSxRQUFRLEVBQUUsS0FBSyxJQUFJLElBQ2xDLElBQUksT0FBTztNQUNmLE9BQU8sTUFBTSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTTtJQUNuQztJQUNBLE1BQU0sSUFBSSxDQUFDLENBQUEsU0FBVTtJQUNyQixPQUFPO0VBQ1Q7RUFFQSxtRUFBbUU7RUFDbkUsMEVBQTBFO0VBQzFFLHVCQUF1QjtFQUN2QixDQUFBLFNBQVU7SUFDUixJQUFJLENBQUMsQ0FBQSxTQUFVLE1BQU0sMENBQTBDO0lBQy9ELElBQUksQ0FBQyxJQUFJLENBQUMsSUFBSSxDQUFDLE1BQU0sSUFBSSxLQUFLLE1BQU0sT0FBTztJQUMzQyxJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUcsTUFDaEIsZ0JBQWdCLElBQUksVUFBVSxJQUM5QixJQUFNLElBQUksQ0FBQyxNQUFNLENBQUMsSUFBSSxDQUFDO1FBQUUsTUFBTTtNQUFPO0VBRTFDO0VBRUEsbUVBQW1FO0VBQ25FLHVDQUF1QztFQUN2QyxNQUFNLENBQUEsV0FBWSxDQUFDLElBQVk7SUFDN0IsTUFBTSxNQUFNLFdBQVcsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLElBQUksQ0FBQyxJQUFJLEVBQUU7SUFDakQsTUFBTSxLQUFLLEVBQUUsSUFBSSxDQUFDLENBQUEsU0FBVTtJQUM1QixJQUFJLENBQUMsQ0FBQSxZQUFhO0lBQ2xCLElBQUksQ0FBQyxDQUFBLFlBQWEsR0FBRyxNQUNuQixZQUNBLElBQU0sSUFBSSxDQUFDLE1BQU0sQ0FBQyxJQUFJLENBQUM7UUFBRSxNQUFNO1FBQWU7TUFBRztJQUVuRCxNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxXQUFXLENBQUM7RUFDbkQ7RUFFQSxtRUFBbUU7RUFDbkUsQ0FBQSxRQUFTLENBQUMsSUFBWTtJQUNwQixNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsYUFBYyxDQUFDO0lBQ2pDLElBQUksU0FBUyxXQUFXLE9BQU87SUFDL0IsTUFBTSxNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsVUFBVTtJQUNoQyxJQUFJLElBQUksQ0FBQyxJQUFJLENBQUMsUUFBUSxFQUFFO01BQ3RCLGdFQUFnRTtNQUNoRSxzREFBc0Q7TUFDdEQsSUFBSSxDQUFDLE1BQU0sQ0FBQyxJQUFJLENBQUM7UUFDZixNQUFNO1FBQ04sTUFBTSxDQUFDLFdBQVcsRUFBRSxLQUFLLFdBQVcsQ0FBQztNQUN2QztNQUNBLE9BQU8sUUFBUSxPQUFPO0lBQ3hCO0lBQ0EsSUFBSSxDQUFDLEtBQUs7TUFDUixJQUFJLENBQUMsTUFBTSxDQUFDLElBQUksQ0FBQztRQUFFLE1BQU07UUFBVyxNQUFNLENBQUMsV0FBVyxFQUFFLEtBQUssS0FBSyxDQUFDO01BQUM7TUFDcEUsT0FBTyxRQUFRLE9BQU87SUFDeEI7SUFDQSxPQUFPLElBQUksTUFBTSxJQUFJLENBQUMsSUFBSSxFQUFFLElBQUksQ0FDOUIsQ0FBQyxFQUFFLEtBQUssRUFBRSxNQUFNLEVBQUU7TUFDaEIsZ0VBQWdFO01BQ2hFLElBQUksT0FBTyxJQUFJLE9BQU8sSUFBSTtRQUN4QixJQUFJLENBQUMsTUFBTSxDQUFDLElBQUksQ0FBQztVQUFFLE1BQU07VUFBVSxPQUFPLFlBQVk7UUFBUTtNQUNoRTtNQUNBLElBQUksT0FBTyxJQUFJLENBQUMsTUFBTSxDQUFDLElBQUksQ0FBQztRQUFFLE1BQU07UUFBVyxNQUFNO01BQU07SUFDN0QsR0FDQSxDQUFDO01BQ0MsSUFBSSxDQUFDLE1BQU0sQ0FBQyxJQUFJLENBQUM7UUFDZixNQUFNO1FBQ04sTUFBTSxPQUFPLEtBQUssV0FBVztNQUMvQjtJQUNGO0VBRUo7RUFFQSxrRUFBa0U7RUFDbEUsb0RBQW9EO0VBQ3BELENBQUEsYUFBYyxDQUFDLElBQVk7SUFDekIsSUFBSTtJQUNKLElBQUk7TUFDRixLQUFLLGNBQWM7SUFDckIsRUFBRSxPQUFPLEtBQUs7TUFDWixJQUFJLENBQUMsTUFBTSxDQUFDLElBQUksQ0FBQztRQUFFLE1BQU07UUFBVyxNQUFNLEFBQUMsSUFBYyxPQUFPO01BQUM7TUFDakUsT0FBTyxRQUFRLE9BQU87SUFDeEI7SUFDQSxJQUFJLENBQUMsSUFBSSxPQUFPO0lBQ2hCLElBQUksR0FBRyxJQUFJLEtBQUssV0FBVyxPQUFPLElBQUksQ0FBQyxDQUFBLGNBQWUsQ0FBQyxHQUFHLEdBQUc7SUFDN0QsSUFBSSxHQUFHLElBQUksS0FBSyxVQUFVO01BQ3hCLGlFQUFpRTtNQUNqRSxpRUFBaUU7TUFDakUsT0FBTyxJQUFJLENBQUMsSUFBSSxDQUFDLE9BQU8sQ0FBQyxHQUFHLEdBQUcsRUFBRSxJQUFJLENBQUMsS0FBTyxHQUFHLENBQUM7UUFDL0MsSUFBSSxDQUFDLE1BQU0sQ0FBQyxJQUFJLENBQUM7VUFDZixNQUFNO1VBQ04sTUFBTSxPQUFPLEtBQUssV0FBVztRQUMvQjtNQUNGO0lBQ0Y7SUFDQSxJQUFJLElBQUksQ0FBQyxJQUFJLENBQUMsUUFBUSxJQUFJLEdBQUcsSUFBSSxLQUFLLGVBQWU7TUFDbkQsSUFBSSxDQUFDLE1BQU0sQ0FBQyxJQUFJLENBQUM7UUFDZixNQUFNO1FBQ04sTUFBTSxDQUFDLFdBQVcsRUFBRSxLQUFLLFdBQVcsQ0FBQztNQUN2QztNQUNBLE9BQU8sUUFBUSxPQUFPO0lBQ3hCO0lBQ0EsSUFBSSxDQUFDLENBQUEsY0FBZSxHQUFHO0lBQ3ZCLElBQUksQ0FBQyxNQUFNLENBQUMsSUFBSSxDQUFDO01BQ2YsTUFBTTtNQUNOLE1BQU0sSUFBTSxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUM7TUFDOUIsTUFBTSxJQUFJLFdBQVc7SUFDdkI7SUFDQSxPQUFPLFFBQVEsT0FBTztFQUN4QjtFQUVBLG9FQUFvRTtFQUNwRSx1RUFBdUU7RUFDdkUsbUVBQW1FO0VBQ25FLG9FQUFvRTtFQUNwRSxDQUFBLGNBQWUsQ0FDYixHQUFnRDtJQUVoRCxNQUFNLElBQUksSUFBSSxJQUFJO0lBQ2xCLE1BQU0sT0FBTyxNQUFNLEtBQ2YsSUFBSSxDQUFDLElBQUksR0FDVCxFQUFFLFVBQVUsQ0FBQyxPQUNiLElBQUksQ0FBQyxJQUFJLEdBQUcsSUFDWixTQUFTLElBQUksQ0FBQyxLQUNkLEdBQUcsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFDLEVBQUUsR0FBRyxHQUNuQjtJQUNKLE1BQU0sT0FBTyxJQUFJLE1BQU0sS0FBSztJQUM1QixPQUFPLElBQUksQ0FBQyxJQUFJLENBQUMsT0FBTyxDQUFDO01BQUUsR0FBRyxHQUFHO01BQUU7TUFBTSxPQUFPLFFBQVEsSUFBSSxLQUFLO0lBQUMsR0FBRyxJQUFJLENBQ3ZFLENBQUM7TUFDQyxJQUFJLFFBQVEsSUFBSSxLQUFLLEVBQUU7UUFDckIsSUFBSSxDQUFDLE1BQU0sQ0FBQyxJQUFJLENBQUM7VUFBRSxNQUFNO1VBQVcsTUFBTSxFQUFFLElBQUk7UUFBQztNQUNuRDtJQUNGLEdBQ0EsQ0FBQztNQUNDLElBQUksQ0FBQyxNQUFNLENBQUMsSUFBSSxDQUFDO1FBQ2YsTUFBTTtRQUNOLE1BQU0sT0FBTyxLQUFLLFdBQVc7TUFDL0I7SUFDRjtFQUVKO0VBRUEsTUFBTSxDQUFBLFdBQVksQ0FBQyxFQUFpQjtJQUNsQyxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsV0FBWTtJQUM5QixJQUFJLEdBQUcsSUFBSSxLQUFLLGVBQWU7TUFDN0IsTUFBTSxFQUFFLE9BQU8sRUFBRSxHQUFHLE1BQU0sTUFBTSxDQUFDO01BQ2pDLE9BQU8sSUFBSSxRQUFRLElBQUksQ0FBQyxDQUFBLFFBQVMsRUFBRSxNQUFNLEdBQUcsT0FBTyxFQUFFLElBQUksQ0FBQyxJQUFJLENBQUMsUUFBUTtJQUN6RTtJQUNBLElBQUksR0FBRyxJQUFJLEtBQUssaUJBQWlCO01BQy9CLE1BQU0sRUFBRSxhQUFhLEVBQUUsR0FBRyxNQUFNLE1BQU0sQ0FBQztNQUN2QyxPQUFPLElBQUksY0FBYyxJQUFJLENBQUMsQ0FBQSxRQUFTLEVBQUU7SUFDM0M7SUFDQSxNQUFNLEVBQUUsWUFBWSxFQUFFLEdBQUcsTUFBTSxNQUFNLENBQUM7SUFDdEMsT0FBTyxJQUFJLGFBQWEsSUFBSSxDQUFDLENBQUEsUUFBUyxFQUFFO0VBQzFDO0VBRUEsdUVBQXVFO0VBQ3ZFLDhEQUE4RDtFQUM5RCxDQUFBLFdBQVk7SUFDVixpQ0FBaUM7SUFDakMsTUFBTSxPQUFPLElBQUk7SUFDakIsTUFBTSxNQUFNLENBQUMsU0FBeUI7TUFDcEMsSUFBSSxTQUFTLEtBQUssTUFBTSxDQUFDLElBQUksQ0FBQztRQUFFLE1BQU07UUFBZTtRQUFTLEtBQUs7TUFBRztJQUN4RTtJQUNBLE9BQU87TUFDTCxJQUFJLFdBQVU7UUFDWixPQUFPLEtBQUssSUFBSTtNQUNsQjtNQUNBLE1BQU0sSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLElBQUk7TUFDdkIsU0FBUSxHQUFHLEVBQUUsSUFBSTtRQUNmLE1BQU0sVUFBVSxLQUFLLENBQUEsT0FBUTtRQUM3QixLQUFLLElBQUksQ0FBQyxPQUFPLENBQUMsS0FBSyxJQUFJLENBQ3pCLENBQUMsSUFBTSxJQUFJLFNBQVMsSUFBTSxLQUFLLEtBQy9CLENBQUMsTUFBUSxJQUFJLFNBQVMsSUFBTSxLQUFLO01BRXJDO01BQ0EsT0FBTSxFQUFFLEVBQUUsSUFBSTtRQUNaLE1BQU0sVUFBVSxLQUFLLENBQUEsT0FBUTtRQUM3QixNQUFNLElBQUksSUFBTSxJQUFJLFNBQVM7TUFDL0I7SUFDRjtFQUNGO0VBRUEsTUFBTSxDQUFBLFlBQWEsQ0FDakIsSUFBNEIsRUFDNUIsSUFBZ0I7SUFFaEIsb0VBQW9FO0lBQ3BFLHVFQUF1RTtJQUN2RSxNQUFNLE9BQU8sQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxNQUFPLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxPQUFRO0lBQzNELE1BQU0sVUFBVSxPQUFPLE1BQU0sU0FBUztJQUN0QyxJQUFJLENBQUMsQ0FBQSxjQUFlLEdBQUc7SUFDdkIsSUFBSSxTQUFTO01BQ1gsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHO01BQ2hCLE1BQU0sSUFBSSxNQUFNLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxRQUFRLEtBQUs7TUFDNUMsSUFBSSxHQUFHLE9BQU87SUFDaEI7SUFDQSxPQUFPLEtBQUssTUFBTSxHQUFHLElBQUksTUFBTSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsUUFBUTtFQUNwRDtFQUVBLE1BQU0sQ0FBQSxRQUFTLENBQUMsQ0FBZ0I7SUFDOUIsSUFBSSxFQUFFLEdBQUcsSUFBSSxFQUFFLEdBQUcsQ0FBQyxNQUFNLEdBQUcsR0FBRyxNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsS0FBSyxDQUFDLEVBQUUsR0FBRztJQUMxRCxJQUFJLEVBQUUsTUFBTSxFQUFFO01BQ1osSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHO01BQ2xCLE9BQU8sTUFBTSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsZUFBZSxJQUFJLENBQUMsSUFBSTtJQUNwRDtJQUNBLElBQUksRUFBRSxLQUFLLEVBQUU7TUFDWCxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7TUFDaEIsSUFBSSxFQUFFLEtBQUssQ0FBQyxJQUFJLENBQUMsTUFBTSxHQUFHLEdBQUcsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEVBQUUsS0FBSyxDQUFDLElBQUk7SUFDekQ7SUFDQSxJQUFJLEVBQUUsT0FBTyxFQUFFLElBQUksQ0FBQyxNQUFNLENBQUMsSUFBSSxDQUFDO01BQUUsTUFBTTtNQUFXLE1BQU0sRUFBRSxPQUFPO0lBQUM7SUFDbkUsT0FBTztFQUNUO0VBRUEsTUFBTSxDQUFBLFdBQVksQ0FDaEIsTUFBZSxFQUNmLElBQWdCLEVBQ2hCLFFBQW9ELENBQUMsQ0FBQztJQUV0RCxxRUFBcUU7SUFDckUsMkRBQTJEO0lBQzNELElBQUksQ0FBQyxDQUFBLGFBQWMsR0FBRztJQUN0QixNQUFNLEVBQUUsVUFBVSxFQUFFLEdBQUcsTUFBTSxNQUFNLENBQUM7SUFDcEMsSUFBSSxDQUFDLENBQUEsYUFBYyxHQUFHO0lBQ3RCLHVEQUF1RDtJQUN2RCxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxPQUFPLEtBQUssTUFBTSxHQUFHLElBQUksTUFBTSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsUUFBUTtJQUNsRSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFO01BQ2pCLE1BQU0sT0FBbUIsSUFBSSxXQUFXLElBQUksQ0FBQyxDQUFBLFFBQVMsRUFBRTtRQUN0RCxTQUFTLENBQUMsTUFBUSxJQUFJLENBQUMsQ0FBQSxjQUFlLENBQUMsTUFBTTtNQUMvQyxHQUFHO1FBQ0QsUUFBUSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSTtRQUN6QjtRQUNBLFFBQVEsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLGFBQWE7UUFDcEMsR0FBRyxLQUFLO01BQ1Y7TUFDQSxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7TUFDZixJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUUsZUFBZSxrQ0FBa0M7TUFDOUQsS0FBSyxLQUFLO0lBQ1o7SUFDQSxPQUFPLEtBQUssTUFBTSxHQUFHLElBQUksTUFBTSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsUUFBUTtFQUNwRDtFQUVBLHVFQUF1RTtFQUN2RSxnREFBZ0Q7RUFDaEQsTUFBTSxDQUFBLElBQUssQ0FBQyxJQUFnQjtJQUMxQixJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsRUFBRSxPQUFPLE1BQU0sSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxJQUFJLENBQUM7SUFDbEUsSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUUsT0FBTyxNQUFNLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQyxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUU7SUFDM0QsSUFBSSxJQUFJLENBQUMsQ0FBQSxZQUFhLEVBQUU7TUFDdEIsNERBQTREO01BQzVELElBQUksQ0FBQyxDQUFBLFVBQVc7TUFDaEIsSUFBSSxDQUFDLE1BQU0sQ0FBQyxJQUFJLENBQUM7UUFBRSxNQUFNO1FBQVE7TUFBSztNQUN0QyxPQUFPO0lBQ1Q7SUFDQSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFO01BQ2pCLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQztNQUNkLE9BQU87SUFDVDtJQUNBLE9BQU8sTUFBTSxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLElBQUksQ0FBQztFQUNoRDtFQUVBLE1BQU0sQ0FBQSxRQUFTLENBQUMsQ0FBZTtJQUM3QixJQUFJLEVBQUUsR0FBRyxDQUFDLE1BQU0sR0FBRyxHQUFHLE1BQU0sSUFBSSxDQUFDLElBQUksQ0FBQyxLQUFLLENBQUMsRUFBRSxHQUFHO0lBQ2pELElBQUksRUFBRSxNQUFNLEVBQUU7TUFDWixJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUc7TUFDbEIsT0FBTyxNQUFNLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxlQUFlLElBQUksQ0FBQyxJQUFJO0lBQ3BEO0lBQ0EsSUFBSSxFQUFFLEtBQUssRUFBRTtNQUNYLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztNQUNmLElBQUksRUFBRSxJQUFJLEtBQUssV0FBVyxNQUFNLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxFQUFFLElBQUk7TUFDakQsSUFBSSxFQUFFLEtBQUssQ0FBQyxJQUFJLENBQUMsTUFBTSxHQUFHLEdBQUcsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEVBQUUsS0FBSyxDQUFDLElBQUk7SUFDekQ7SUFDQSxPQUFPO0VBQ1Q7RUFFQSxxRUFBcUU7RUFDckUscUVBQXFFO0VBQ3JFLE1BQU0sQ0FBQSxJQUFLLENBQUMsSUFBWTtJQUN0QixNQUFNLE9BQU8sSUFBSSxjQUFjLE1BQU0sQ0FBQztJQUN0QyxJQUFJLENBQUMsSUFBSSxDQUFDLE9BQU8sQ0FBQztNQUFFLElBQUk7TUFBYztJQUFLLEdBQUcsSUFBSSxDQUNoRCxJQUNFLElBQUksQ0FBQyxNQUFNLENBQUMsSUFBSSxDQUFDO1FBQ2YsTUFBTTtRQUNOLE1BQU0sQ0FBQyxPQUFPLEVBQUUsS0FBSyxNQUFNLENBQUMsTUFBTSxDQUFDO01BQ3JDLElBQ0YsQ0FBQyxNQUNDLElBQUksQ0FBQyxNQUFNLENBQUMsSUFBSSxDQUFDO1FBQ2YsTUFBTTtRQUNOLE1BQU0sT0FBTyxLQUFLLFdBQVc7TUFDL0I7SUFFSixJQUFJLElBQUksQ0FBQyxJQUFJLENBQUMsU0FBUyxFQUFFO01BQ3ZCLE1BQU0sSUFBSSxDQUFDLElBQUksQ0FBQyxLQUFLLENBQ25CLElBQUksY0FBYyxNQUFNLENBQUMsZUFBZSxLQUFLO0lBRWpEO0VBQ0Y7RUFFQSxtRUFBbUU7RUFDbkUsQ0FBQSxXQUFZO0lBQ1YsSUFBSSxDQUFDLElBQUksQ0FBQyxPQUFPLENBQUM7TUFBRSxJQUFJO01BQWdCLE1BQU0sSUFBSSxDQUFDLElBQUk7SUFBQyxHQUFHLEtBQUssQ0FDOUQsQ0FBQyxNQUNDLElBQUksQ0FBQyxNQUFNLENBQUMsSUFBSSxDQUFDO1FBQ2YsTUFBTTtRQUNOLE1BQU0sT0FBTyxLQUFLLFdBQVc7TUFDL0I7RUFFTjtFQUVBLDRFQUE0RTtFQUM1RSxzREFBc0Q7RUFFdEQsa0VBQWtFO0VBQ2xFLHdFQUF3RTtFQUN4RSx3RUFBd0U7RUFDeEUsc0JBQXNCO0VBQ3RCLE1BQU0sQ0FBQSxTQUFVLENBQUMsQ0FBYyxFQUFFLEdBQVc7SUFDMUMsTUFBTSxVQUFVLElBQUksQ0FBQyxDQUFBLE9BQVE7SUFDN0IsSUFBSSxTQUFTO01BQ1gsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxXQUFXLENBQUMsRUFBRSxDQUFDLEVBQUUsRUFBRSxDQUFDO01BQzdDLElBQUksRUFBRSxNQUFNLElBQUksQ0FBQyxRQUFRLEtBQUssRUFBRSxPQUFPO01BQ3ZDLE9BQU8sTUFBTSxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUMsUUFBUSxLQUFLLENBQUM7UUFBRSxHQUFHLENBQUM7UUFBRSxHQUFHLEVBQUUsQ0FBQztRQUFFLEdBQUcsRUFBRSxDQUFDO01BQUM7SUFDbkU7SUFDQSxJQUFJLElBQUksQ0FBQyxDQUFBLGNBQWUsSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNLElBQUksSUFBSSxDQUFDLENBQUEsWUFBYSxFQUFFLE9BQU87SUFDdEUsT0FBTyxNQUFNLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBRSxNQUFNLENBQUMsR0FBRztFQUN0QztFQUVBLCtDQUErQztFQUMvQyxDQUFBLFNBQVU7SUFDUixpQ0FBaUM7SUFDakMsTUFBTSxPQUFPLElBQUk7SUFDakIsT0FBTztNQUNMLElBQUksWUFBVztRQUNiLE9BQU8sS0FBSyxDQUFBLFFBQVM7TUFDdkI7TUFDQSxNQUFNLElBQUksQ0FBQyxJQUFJO01BQ2YsSUFBSSxRQUFPO1FBQ1QsT0FBTyxLQUFLLElBQUk7TUFDbEI7TUFDQSxJQUFJLFVBQVM7UUFDWCxPQUFPLEtBQUssQ0FBQSxNQUFPO01BQ3JCO01BQ0EsYUFBYSxDQUFDLFFBQ1osSUFBSSxDQUFDLENBQUEsV0FBWSxDQUFDLE9BQU8sSUFBSSxXQUFXLElBQUk7TUFDOUMsVUFBVSxDQUFDLElBQU0sSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDO01BQ2hDLFdBQVcsQ0FBQyxPQUFTLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQztNQUNyQyxhQUFhLElBQU0sSUFBSSxDQUFDLENBQUEsV0FBWTtNQUNwQyxLQUFLLENBQUMsTUFBUSxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUM7TUFDeEIsV0FBVyxDQUFDLE9BQVMsSUFBSSxDQUFDLE1BQU0sQ0FBQyxJQUFJLENBQUM7VUFBRSxNQUFNO1VBQWM7UUFBSztJQUNuRTtFQUNGO0VBRUEsNkNBQTZDO0VBQzdDLENBQUEsR0FBSSxDQUFDLEdBQVk7SUFDZixJQUFJLENBQUMsTUFBTSxDQUFDLElBQUksQ0FBQztNQUNmLE1BQU07TUFDTixNQUFNLE9BQU8sQUFBQyxLQUFlLFdBQVc7SUFDMUM7RUFDRjtFQUVBLENBQUEsY0FBZSxDQUFDLElBQWdCLEVBQUUsR0FBbUI7SUFDbkQsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLE1BQU0sR0FBRztJQUMxQixNQUFNLE9BQU8sU0FBUyxZQUFZLElBQUksQ0FBQyxJQUFJLEdBQUcsR0FBRyxJQUFJLENBQUMsSUFBSSxDQUFDLEVBQUUsRUFBRSxNQUFNO0lBQ3JFLElBQUksQ0FBQyxJQUFJLENBQUMsT0FBTyxDQUFDO01BQUUsSUFBSTtNQUFXO01BQU0sR0FBRyxJQUFJO0lBQUMsR0FBRyxJQUFJLENBQ3RELENBQUMsT0FBUyxJQUFJLENBQUMsTUFBTSxDQUFDLElBQUksQ0FBQztRQUFFLE1BQU07UUFBVztRQUFNO01BQUssSUFDekQsaUVBQWlFO0lBQ2pFLElBQU0sSUFBSSxDQUFDLE1BQU0sQ0FBQyxJQUFJLENBQUM7UUFBRSxNQUFNO1FBQVc7UUFBTSxNQUFNO01BQUs7RUFFL0Q7RUFFQSxNQUFNLENBQUEsYUFBYyxDQUNsQixJQUFnQixFQUNoQixJQUF3QjtJQUV4QixJQUFJLFNBQVMsSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFLFFBQVEsaUJBQWlCO0lBQ3BELElBQUksTUFBTTtNQUNSLE1BQU0sSUFBSSxDQUFDLElBQUksQ0FBQyxLQUFLLENBQUMsS0FBSyxNQUFNLENBQUM7TUFDbEMsTUFBTSxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUU7TUFDbkI7SUFDRjtJQUNBLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztJQUNmLE1BQU0sSUFBSSxDQUFDLElBQUksQ0FBQyxLQUFLLENBQUMsS0FBSyxNQUFNO0VBQ25DO0VBRUEsTUFBTSxDQUFBLElBQUssQ0FBQyxHQUFZO0lBQ3RCLE9BQVEsSUFBSSxDQUFDO01BQ1gsS0FBSztRQUNILGtFQUFrRTtRQUNsRSw4Q0FBOEM7UUFDOUMsTUFBTSxJQUFJLENBQUMsSUFBSSxDQUFDLEtBQUssQ0FDbkIsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUUsVUFBVSxRQUFRO1FBRXRELElBQUksSUFBSSxDQUFDLENBQUEsWUFBYSxFQUFFO1VBQ3RCLElBQUksQ0FBQyxDQUFBLFlBQWEsR0FBRztVQUNyQixNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxXQUFXO1FBQ2xEO1FBQ0EsSUFBSSxJQUFJLE1BQU0sRUFBRSxJQUFJLENBQUMsSUFBSSxHQUFHLElBQUksTUFBTSxDQUFDLE9BQU87UUFDOUMsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHLElBQUksR0FBRztRQUN6QixJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7VUFBRSxHQUFHO1VBQU8sS0FBSyxJQUFJLEdBQUc7UUFBQztRQUNwQztRQUNBLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFLE1BQU0sSUFBSSxDQUFDLElBQUksQ0FBQyxLQUFLLENBQUMsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLE1BQU07UUFDM0QsT0FBTztNQUNULEtBQUs7UUFDSCxPQUFPLFVBQVU7TUFDbkIsS0FBSztRQUNILE1BQU0sSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLElBQUksSUFBSTtRQUM3QixPQUFPO01BQ1QsS0FBSztRQUNILDRDQUE0QztRQUM1QyxPQUFPLE1BQU0sSUFBSSxDQUFDLENBQUEsT0FBUTtNQUM1QixLQUFLO1FBQ0gsTUFBTSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSSxPQUFPO1FBQzlCLE9BQU87TUFDVCxLQUFLO1FBQ0gscURBQXFEO1FBQ3JELE1BQU0sSUFBSSxDQUFDLENBQUEsV0FBWSxDQUFDLElBQUksSUFBSTtRQUNoQyxPQUFPO01BQ1QsS0FBSztRQUNILGdFQUFnRTtRQUNoRSwwREFBMEQ7UUFDMUQsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUUsTUFBTSxJQUFJLElBQUksR0FBRztVQUNqQyxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTztVQUN6QixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7VUFDZixNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsS0FBSyxDQUFDLEtBQUssTUFBTTtRQUNuQztRQUNBLE9BQU87TUFDVCxLQUFLO1FBQ0gsT0FBTyxpQkFBaUIsSUFBSSxPQUFPO01BQ3JDLEtBQUs7UUFDSCxJQUFJLElBQUksS0FBSyxLQUFLLFdBQVcsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLE9BQU8sQ0FBQyxJQUFJLEtBQUs7UUFDM0QsT0FBTztNQUNUO1FBQ0UsT0FBTyxNQUFNLGtDQUFrQztJQUNuRDtFQUNGO0VBRUEsc0VBQXNFO0VBQ3RFLHNFQUFzRTtFQUN0RSxxQ0FBcUM7RUFDckMsQ0FBQSxLQUFNLENBQUMsSUFBZ0I7SUFDckIsSUFBSSxJQUFJLENBQUMsQ0FBQSxTQUFVLEVBQUU7SUFDckIsSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUU7TUFDZixJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsSUFBSSxDQUFDO01BQ2pCO0lBQ0Y7SUFDQSxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRTtNQUNkLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxJQUFJLENBQUM7TUFDaEI7SUFDRjtJQUNBLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQztJQUNmLG9FQUFvRTtJQUNwRSxzRUFBc0U7SUFDdEUsbUVBQW1FO0lBQ25FLHVFQUF1RTtJQUN2RSxvRUFBb0U7SUFDcEUsSUFBSSxDQUFDLENBQUEsUUFBUztJQUNkLElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRztJQUNqQixJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRSxPQUFPLFdBQVcsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLE9BQU8sRUFBRTtNQUN2RCxJQUFJLENBQUMsQ0FBQSxRQUFTLEdBQUcsTUFBTSxZQUFZLElBQU0sSUFBSSxDQUFDLENBQUEsUUFBUztJQUN6RDtJQUNBLElBQUksQ0FBQyxDQUFBLFNBQVU7RUFDakI7RUFFQSxDQUFBLFFBQVM7SUFDUCxNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFLE9BQU87SUFDaEMsSUFBSSxLQUFLLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQztJQUMxQixJQUFJLElBQUksQ0FBQyxDQUFBLFVBQVcsR0FBRyxHQUFHLFFBQVEsNEJBQTRCO0lBQzlELE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsS0FBSztJQUMvQixJQUFJLE1BQU0sSUFBSSxDQUFDLENBQUEsU0FBVSxDQUFDO0lBQzFCLElBQUksQ0FBQyxDQUFBLFNBQVU7RUFDakI7RUFFQSxDQUFBLFFBQVMsQ0FBQyxJQUFnQjtJQUN4QixJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFLE9BQU8sSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDO0lBQzFDLEtBQUssTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxNQUFNLENBQUMsSUFBSSxDQUFDLE1BQU87TUFDaEQsOERBQThEO01BQzlELE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLO01BQ3ZCLElBQUksZ0JBQWdCLFlBQVksSUFBSSxDQUFDLENBQUEsVUFBVyxDQUFDO1dBQzVDLElBQUksTUFBTSxLQUFLLElBQUksQ0FBQyxTQUFTLFNBQVMsSUFBSSxXQUFXO1dBQ3JEO1FBQ0gsOERBQThEO1FBQzlELElBQUksQ0FBQyxDQUFBLFVBQVc7UUFDaEIsSUFBSSxDQUFDLE1BQU0sQ0FBQyxJQUFJLENBQUM7VUFDZixNQUFNO1VBQ04sUUFBUTtVQUNSLElBQUksWUFBWSxHQUFHO1FBQ3JCO01BQ0Y7SUFDRjtFQUNGO0VBRUEsQ0FBQSxVQUFXLENBQUMsSUFBZ0I7SUFDMUIsSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUU7TUFDZCxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsSUFBSSxDQUFDO01BQ2hCO0lBQ0Y7SUFDQSxJQUNFLElBQUksQ0FBQyxDQUFBLE1BQU8sSUFBSSxJQUFJLENBQUMsQ0FBQSxhQUFjLElBQUksSUFBSSxDQUFDLENBQUEsVUFBVyxHQUFHLEtBQzFELElBQUksQ0FBQyxDQUFBLFVBQVcsSUFDaEIsSUFBSSxDQUFDLENBQUEsT0FBUSxJQUFJLElBQUksQ0FBQyxDQUFBLGNBQWUsSUFDckMsSUFBSSxDQUFDLENBQUEsS0FBTSxJQUFJLElBQUksQ0FBQyxDQUFBLFlBQWEsRUFDakM7TUFDQSxJQUFJLENBQUMsQ0FBQSxVQUFXO01BQ2hCLElBQUksQ0FBQyxNQUFNLENBQUMsSUFBSSxDQUFDO1FBQUUsTUFBTTtRQUFRO01BQUs7TUFDdEM7SUFDRjtJQUNBLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQztFQUNoQjtFQUVBLCtEQUErRDtFQUMvRCxzRUFBc0U7RUFDdEUsdUNBQXVDO0VBQ3ZDLENBQUEsT0FBUSxDQUFDLElBQVksRUFBRSxJQUFnQjtJQUNyQyxNQUFNLE9BQXFCLEtBQUssTUFBTSxHQUFHLElBQUk7TUFBQztLQUFLLEdBQUcsRUFBRTtJQUN4RCxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7SUFDYixJQUFJO0lBQ0osUUFBUSxJQUFJLENBQUM7TUFDWCxJQUFJLENBQUMsQ0FBQSxRQUFTLENBQUM7TUFDZixJQUFJLFFBQWMsQ0FBQyxLQUFPLFNBQVMsTUFBTSxTQUFTO0tBQ25ELEVBQUUsT0FBTyxDQUFDO01BQ1Q7TUFDQSxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssS0FBSyxNQUFNLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRztNQUN0QyxnRUFBZ0U7TUFDaEUsbURBQW1EO01BQ25ELElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxXQUFXO01BQ3hCLEtBQUssTUFBTSxLQUFLLEtBQU0sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDO01BQ2xDLElBQUksQ0FBQyxDQUFBLFNBQVU7SUFDakI7RUFDRjtFQUVBLGtEQUFrRDtFQUNsRCxDQUFBLE9BQVEsQ0FBQyxJQUFnQjtJQUN2QixNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLElBQUksQ0FBQztJQUM1QixJQUFJLEVBQUUsSUFBSSxFQUFFLElBQUksQ0FBQyxDQUFBLFNBQVUsQ0FBQyxFQUFFLElBQUk7U0FDN0IsSUFBSSxTQUFTLE1BQU0sQ0FBQyxJQUFJLENBQUMsSUFBSSxDQUFDLFFBQVEsRUFBRTtNQUMzQyxrRUFBa0U7TUFDbEUsK0RBQStEO01BQy9ELDZDQUE2QztNQUM3QyxJQUFJLENBQUMsQ0FBQSxTQUFVLENBQUMsSUFBSSxXQUFXO0lBQ2pDO0lBQ0EsSUFBSSxFQUFFLE9BQU8sRUFBRTtNQUNiLElBQUksQ0FBQyxNQUFNLENBQUMsSUFBSSxDQUFDO1FBQ2YsTUFBTTtRQUNOLE1BQU0sQ0FBQyxPQUFPLEVBQUUsRUFBRSxPQUFPLENBQUMsYUFBYSxDQUFDO01BQzFDO0lBQ0Y7SUFDQSxJQUFJLEVBQUUsT0FBTyxLQUFLLGdCQUFnQjtNQUNoQyw4REFBOEQ7TUFDOUQsSUFBSSxDQUFDLElBQUksQ0FBQyxJQUFJLENBQUMsUUFBUSxFQUFFLElBQUksQ0FBQyxDQUFBLFdBQVk7TUFDMUMsSUFBSSxFQUFFLElBQUksSUFBSSxFQUFFLElBQUksQ0FBQyxNQUFNLEdBQUcsR0FBRyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsRUFBRSxJQUFJO0lBQ3ZELE9BQU8sSUFBSSxFQUFFLE9BQU8sSUFBSSxVQUFVLEVBQUUsT0FBTyxHQUFHO01BQzVDLElBQUksQ0FBQyxDQUFBLFVBQVcsR0FBRztNQUNuQixJQUFJLENBQUMsQ0FBQSxLQUFNLEtBQUssRUFBRTtNQUNsQixJQUFJLENBQUMsTUFBTSxDQUFDLElBQUksQ0FBQztRQUNmLE1BQU07UUFDTixNQUFNLEVBQUUsSUFBSSxJQUFJLElBQUksV0FBVztNQUNqQztJQUNGLE9BQU8sSUFBSSxFQUFFLE9BQU8sSUFBSSxXQUFXLEVBQUUsT0FBTyxHQUFHO01BQzdDLElBQUksQ0FBQyxDQUFBLFlBQWEsR0FBRztNQUNyQixJQUFJLENBQUMsTUFBTSxDQUFDLElBQUksQ0FBQztRQUNmLE1BQU07UUFDTixNQUFNLEVBQUUsT0FBTztRQUNmLE1BQU0sRUFBRSxJQUFJLElBQUksSUFBSSxXQUFXO01BQ2pDO0lBQ0YsT0FBTyxJQUFJLEVBQUUsT0FBTyxFQUFFO01BQ3BCLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxFQUFFLE9BQU8sRUFBRSxFQUFFLElBQUksSUFBSSxJQUFJLFdBQVc7SUFDcEQsT0FBTyxJQUFJLEVBQUUsTUFBTSxFQUFFO01BQ25CLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRztNQUNsQixJQUFJLENBQUMsTUFBTSxDQUFDLElBQUksQ0FBQztRQUFFLE1BQU07TUFBUztJQUNwQyxPQUFPLElBQUksRUFBRSxNQUFNLEVBQUU7TUFDbkIsSUFBSSxDQUFDLENBQUEsYUFBYyxHQUFHO01BQ3RCLElBQUksQ0FBQyxNQUFNLENBQUMsSUFBSSxDQUFDO1FBQ2YsTUFBTTtRQUNOLFFBQVEsRUFBRSxNQUFNLEtBQUs7UUFDckIsTUFBTSxFQUFFLElBQUksSUFBSSxJQUFJLFdBQVc7TUFDakM7SUFDRjtFQUNGO0VBRUEsd0VBQXdFO0VBQ3hFLDZCQUE2QjtFQUM3QixDQUFBLFVBQVc7SUFDVCxJQUFJLElBQUksQ0FBQyxDQUFBLGFBQWMsRUFBRTtJQUN6QixJQUFJLENBQUMsQ0FBQSxhQUFjLEdBQUc7SUFDdEIsSUFBSSxDQUFDLE1BQU0sQ0FBQyxJQUFJLENBQUM7TUFBRSxNQUFNO0lBQVM7RUFDcEM7RUFFQSxNQUFNLENBQUEsTUFBTztJQUNYLE1BQU0sT0FBTyxJQUFJLENBQUMsSUFBSSxDQUFDLElBQUk7SUFDM0IsSUFBSSxTQUFTLE1BQU0sSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLFNBQVMsR0FBRztJQUM5QyxNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxNQUFNLENBQUMsS0FBSyxJQUFJLEVBQUUsS0FBSyxJQUFJO0lBQ2hFLE1BQU0sSUFBSSxDQUFDLENBQUEsV0FBWTtFQUN6QjtFQUVBLHdFQUF3RTtFQUN4RSxvRUFBb0U7RUFDcEUsTUFBTSxDQUFBLFdBQVk7SUFDaEIsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUUsTUFBTSxJQUFJLENBQUMsSUFBSSxDQUFDLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsTUFBTTtJQUMzRCxJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsRUFBRSxNQUFNLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTTtJQUM1RCxNQUFNLElBQUksQ0FBQyxDQUFBLFNBQVU7SUFDckIsSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUUsTUFBTSxJQUFJLENBQUMsQ0FBQSxVQUFXO0lBQ3RDLHFFQUFxRTtJQUNyRSxJQUFJLENBQUMsSUFBSSxDQUFDLElBQUksQ0FBQyxRQUFRLEVBQUU7TUFDdkIsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO1FBQUUsR0FBRztRQUFVLEdBQUcsSUFBSSxDQUFDLENBQUEsV0FBWSxFQUFFO01BQUM7SUFDbkQ7RUFDRjtFQUVBLHFFQUFxRTtFQUNyRSxxRUFBcUU7RUFDckUscUNBQXFDO0VBQ3JDLE1BQU0sQ0FBQSxRQUFTLENBQUMsSUFBWTtJQUMxQixJQUFJLENBQUMsSUFBSSxHQUFHO0lBQ1osSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUUsTUFBTSxJQUFJLENBQUMsSUFBSSxDQUFDLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsVUFBVTtJQUMvRCxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sSUFBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLEVBQUUsSUFBSSxDQUFDLENBQUEsWUFBYSxHQUFHO0lBQ3hELElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztJQUNmLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRztFQUNsQjtFQUVBLHNFQUFzRTtFQUN0RSxtRUFBbUU7RUFDbkUsTUFBTSxDQUFBLE1BQU8sQ0FBQyxPQUFnQjtJQUM1QixNQUFNLElBQUksSUFBSSxDQUFDLElBQUksQ0FBQyxRQUFRLEdBQUc7SUFDL0IsSUFBSSxDQUFDLEdBQUc7SUFDUixNQUFNLFFBQVEsRUFBRSxNQUFNLEtBQUssQ0FBQyxJQUFJLENBQUMsSUFBSSxDQUFDLE1BQU0sSUFBSSxLQUFLO0lBQ3JELElBQUksQ0FBQyxJQUFJLEdBQUc7TUFBRSxHQUFHLElBQUksQ0FBQyxJQUFJO01BQUUsR0FBRyxDQUFDO0lBQUM7SUFDakMsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHLElBQUksWUFBWSxFQUFFLElBQUksRUFBRSxJQUFJLENBQUMsSUFBSSxDQUFDLFFBQVE7SUFDekQsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRSxNQUFNLEVBQUUsS0FBSztJQUN4QyxJQUFJLE9BQU8sTUFBTSxJQUFJLENBQUMsSUFBSSxDQUFDLEtBQUssQ0FBQztJQUNqQyxJQUFJLENBQUMsT0FBTztJQUNaLElBQUksQ0FBQyxDQUFBLFNBQVU7SUFDZixNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxTQUFTLENBQUMsRUFBRSxNQUFNO0lBQ3ZELE1BQU0sSUFBSSxDQUFDLENBQUEsV0FBWTtFQUN6QjtFQUVBLDJFQUEyRTtFQUMzRSxDQUFBLFdBQVk7SUFDVixNQUFNLEVBQUUsSUFBSSxFQUFFLElBQUksRUFBRSxHQUFHLElBQUksQ0FBQyxJQUFJLENBQUMsSUFBSTtJQUNyQyxPQUFPO01BQUU7TUFBTSxNQUFNLFlBQVksTUFBTSxJQUFJLENBQUMsSUFBSSxDQUFDLE1BQU0sSUFBSTtJQUFPO0VBQ3BFO0VBRUEsa0RBQWtELEdBQ2xELENBQUEsTUFBTyxDQUFDLEdBQVk7SUFDbEIsSUFBSSxJQUFJLENBQUMsS0FBSyxXQUFXO01BQ3ZCLHlEQUF5RDtNQUN6RCxnRUFBZ0U7TUFDaEUsSUFBSSxJQUFJLENBQUMsQ0FBQSxVQUFXLEVBQUU7TUFDdEIsSUFBSSxDQUFDLENBQUEsVUFBVyxHQUFHO01BQ25CLElBQUksQ0FBQyxDQUFBLEtBQU0sS0FBSyxFQUFFO0lBQ3BCO0lBQ0EsSUFBSSxDQUFDLE1BQU0sQ0FBQyxJQUFJLENBQUM7TUFBRSxNQUFNO01BQVE7SUFBSTtFQUN2QztFQUVBOzs7Ozs7R0FNQyxHQUNELE1BQU0sQ0FBQSxPQUFRLENBQ1osT0FBbUIsSUFBSSxXQUFXLEVBQUU7SUFFcEMsSUFBSSxDQUFDLENBQUEsVUFBVyxHQUFHO0lBQ25CLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRztNQUFDO1NBQVMsSUFBSSxDQUFDLENBQUEsS0FBTSxJQUFJLEVBQUU7S0FBQztJQUMxQyxJQUFJO01BQ0YsSUFBSSxDQUFDLElBQUksQ0FBQyxJQUFJLENBQUMsT0FBTyxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssSUFBSSxJQUFJLENBQUMsQ0FBQSxTQUFVLEVBQUU7UUFDdkQsTUFBTSxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQ3JCLElBQUksQ0FBQyxDQUFBLElBQUssR0FDTiwwREFDQTtRQUVOLE9BQU87TUFDVDtNQUNBLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQztRQUFFLEdBQUc7TUFBWTtNQUM1QixjQUFjLElBQUksQ0FBQyxJQUFJLEVBQUU7TUFDekIsTUFBTSxJQUFJLENBQUMsQ0FBQSxRQUFTO01BQ3BCLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRztNQUNsQixNQUFNLFVBQVUsTUFBTSxJQUFJLENBQUMsSUFBSSxDQUFDLE9BQU87TUFDdkMscUVBQXFFO01BQ3JFLElBQUksUUFBUSxJQUFJLEtBQUssV0FBVyxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsRUFBRTtNQUNoRCxPQUFPLE1BQU0sSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDO0lBQzdCLFNBQVU7TUFDUixJQUFJLENBQUMsQ0FBQSxVQUFXLEdBQUc7TUFDbkIsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLEtBQU07TUFDekIsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHO01BQ2QsS0FBSyxNQUFNLFFBQVEsTUFBTyxJQUFJLEtBQUssTUFBTSxHQUFHLEdBQUcsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDO0lBQzdEO0VBQ0Y7RUFFQSxzRUFBc0U7RUFDdEUsMEVBQTBFO0VBQzFFLE1BQU0sQ0FBQSxPQUFRLENBQUMsQ0FBVTtJQUN2QixJQUFJLEVBQUUsSUFBSSxLQUFLLFFBQVE7TUFDckIsT0FBTyxNQUFNLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQztRQUN4QixVQUFVLE1BQU0sYUFBYSxFQUFFLE1BQU07UUFDckMsU0FBUyxDQUFDLHVCQUF1QixFQUFFLElBQUksQ0FBQyxJQUFJLENBQUMsTUFBTSxFQUFFLEVBQUUsTUFBTSxDQUFDLENBQUMsQ0FBQztNQUNsRTtJQUNGO0lBQ0Esc0VBQXNFO0lBQ3RFLElBQUksRUFBRSxJQUFJLEtBQUssU0FBUyxPQUFPO0lBQy9CLElBQUksQ0FBQyxDQUFBLFNBQVUsR0FBRztJQUNsQixjQUFjLElBQUksQ0FBQyxJQUFJLEVBQUU7SUFDekIsSUFBSSxDQUFDLElBQUksQ0FBQyxNQUFNLENBQUM7SUFDakIsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDO01BQUUsR0FBRztJQUFTO0lBQ3pCLE1BQU0sSUFBSSxDQUFDLENBQUEsU0FBVTtJQUNyQixJQUFJLEVBQUUsSUFBSSxLQUFLLFdBQVcsTUFBTSxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsRUFBRSxHQUFHO0lBQ3ZELE9BQU87RUFDVDtFQUVBLG9FQUFvRTtFQUNwRSxxRUFBcUU7RUFDckUscUVBQXFFO0VBQ3JFLHVFQUF1RTtFQUN2RSw2QkFBNkI7RUFDN0IsTUFBTSxDQUFBLFNBQVU7SUFDZCxJQUFJLElBQUksQ0FBQyxDQUFBLFNBQVUsSUFBSSxJQUFJLENBQUMsQ0FBQSxTQUFVLEVBQUU7SUFDeEMsSUFBSTtNQUNGLElBQUksQ0FBQyxJQUFJLENBQUMsTUFBTSxDQUFDO0lBQ25CLEVBQUUsT0FBTTtNQUNOLDJEQUEyRDtNQUMzRDtJQUNGO0lBQ0EsTUFBTSxJQUFJLENBQUMsQ0FBQSxTQUFVO0VBQ3ZCO0VBRUEsa0VBQWtFO0VBQ2xFLGlFQUFpRTtFQUNqRSwyQ0FBMkM7RUFDM0MsTUFBTSxDQUFBLFNBQVU7SUFDZCxNQUFNLEVBQUUsSUFBSSxFQUFFLElBQUksRUFBRSxHQUFHLElBQUksQ0FBQyxJQUFJLENBQUMsSUFBSTtJQUNyQyxNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxLQUFLO0lBQzFDLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUU7SUFDM0IsSUFBSSxPQUFPLE1BQU0sSUFBSSxDQUFDLElBQUksQ0FBQyxLQUFLLENBQUM7SUFDakMsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxVQUFVO0lBQ3ZDLElBQUksTUFBTSxNQUFNLEdBQUcsR0FBRyxNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsS0FBSyxDQUFDO0lBQzVDLE1BQU0sSUFBSSxDQUFDLElBQUksQ0FBQyxLQUFLLENBQUMsSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDLE1BQU0sQ0FBQyxNQUFNO0lBQ2xELE1BQU0sSUFBSSxDQUFDLENBQUEsV0FBWTtFQUN6QjtFQUVBLG1FQUFtRTtFQUNuRSxNQUFNLENBQUEsTUFBTyxDQUFDLE1BQW9CO0lBQ2hDLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUUsTUFBTSxJQUFJLENBQUMsSUFBSSxDQUFDLElBQUksQ0FBQztNQUFFLEdBQUc7SUFBUyxHQUFHLEtBQUssQ0FBQyxLQUFPO0lBQ3BFLE9BQU87RUFDVDtFQUVBLG9FQUFvRTtFQUNwRSxtRUFBbUU7RUFDbkUsbUNBQW1DO0VBQ25DLENBQUEsSUFBSyxDQUFDLEdBQWM7SUFDbEIsSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUU7SUFDaEIsSUFBSSxDQUFDLElBQUksQ0FBQyxJQUFJLENBQUMsS0FBSyxLQUFLLENBQUMsS0FBTztFQUNuQztFQUVBLHVFQUF1RTtFQUN2RSxDQUFBLFNBQVUsQ0FBQyxJQUFnQjtJQUN6QixJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRTtNQUNkLE1BQU0sU0FBUyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsT0FBTztNQUNuQyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsR0FBRyxDQUFDLE1BQU07TUFDdkIsSUFBSSxXQUFXLEtBQUssSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLE9BQU8sR0FBRyxHQUFHO1FBQzVDLElBQUksQ0FBQyxNQUFNLENBQUMsSUFBSSxDQUFDO1VBQUUsTUFBTTtVQUFVLFFBQVEsSUFBSSxDQUFDLENBQUEsTUFBTztRQUFDO01BQzFEO01BQ0E7SUFDRjtJQUNBLE1BQU0sTUFBTSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsR0FBRyxDQUFDLE1BQU07SUFDbkMsSUFBSSxDQUFDLElBQUksQ0FBQyxJQUFJLENBQUM7TUFBRSxHQUFHO01BQVM7TUFBTTtJQUFJLEdBQUcsS0FBSyxDQUFDLEtBQU87RUFDekQ7RUFFQSxtRUFBbUU7RUFDbkUsTUFBTSxDQUFBLFFBQVM7SUFDYixNQUFNLE9BQU8sSUFBSTtJQUNqQixJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7SUFDYixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7TUFBRSxTQUFTO0lBQUU7SUFDNUIsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQUU7TUFDaEIsTUFBTSxJQUFJLENBQUMsSUFBSSxDQUFDLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsVUFBVTtNQUM3QyxJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUcsTUFBTSwwQ0FBMEM7SUFDakU7SUFDQSxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUcsTUFBTSwwQkFBMEI7SUFDaEQsTUFBTSxJQUFJLENBQUMsQ0FBQSxVQUFXO0lBQ3RCLE1BQU0sU0FBUyxJQUFJLENBQUMsSUFBSSxDQUFDLE1BQU07SUFDL0Isc0VBQXNFO0lBQ3RFLHNFQUFzRTtJQUN0RSxNQUFNLE9BQU87TUFDWCxNQUFNLE9BQU8sTUFBTTtNQUNuQixNQUFNLFFBQW1CLEVBQUU7TUFDM0IsS0FBSyxNQUFNLEdBQUcsQ0FBQyxNQUFRLE1BQU0sSUFBSSxDQUFDO01BQ2xDLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxHQUFHLENBQUMsTUFBTTtNQUN0QixPQUFPO0lBQ1Q7SUFDQSxVQUNFLE1BQ0E7TUFDRSxNQUFNLElBQUksQ0FBQyxJQUFJO01BQ2YsT0FBTyxJQUFJLENBQUMsQ0FBQSxLQUFNO01BQ2xCLEtBQUssSUFBSSxDQUFDLENBQUEsU0FBVTtNQUNwQixVQUFVLElBQUksQ0FBQyxJQUFJLENBQUMsUUFBUTtNQUM1QixXQUFXLElBQUksQ0FBQyxJQUFJLENBQUMsU0FBUyxJQUFJO01BQ2xDLE1BQU0sSUFBTSxJQUFJLENBQUMsQ0FBQSxXQUFZO0lBQy9CLEdBQ0EsQ0FBQyxTQUFXLElBQUksQ0FBQyxNQUFNLENBQUMsSUFBSSxDQUFDO1FBQUUsTUFBTTtRQUFVO01BQU8sSUFDdEQsS0FBSyxNQUFNLEVBQ1gsSUFBSSxDQUFDLElBQUksQ0FBQyxPQUFPLEVBRWhCLElBQUksQ0FDSCxDQUFDO01BQ0MsSUFBSSxDQUFDLEtBQUssTUFBTSxDQUFDLE9BQU8sRUFBRTtRQUN4QixJQUFJLENBQUMsTUFBTSxDQUFDLElBQUksQ0FBQztVQUFFLE1BQU07VUFBZTtRQUFRO01BQ2xELE9BQU8sSUFBSSxTQUFTLFNBQVMsV0FBVyxRQUFRLElBQUksQ0FBQyxLQUFLO0lBQzVEO0VBRU47RUFFQSxNQUFNLENBQUEsV0FBWSxDQUNoQixPQUFnQztJQUVoQyxJQUFJLENBQUMsU0FBUyxPQUFPO0lBQ3JCLElBQUksUUFBUSxJQUFJLEtBQUssUUFBUTtNQUMzQixPQUFPO1FBQUUsVUFBVTtRQUFHLFNBQVMsQ0FBQyxDQUFDLEVBQUUsUUFBUSxPQUFPLENBQUMsQ0FBQyxDQUFDO01BQUM7SUFDeEQ7SUFDQSxNQUFNLEVBQUUsSUFBSSxFQUFFLE1BQU0sRUFBRSxHQUFHO0lBQ3pCLElBQUksQ0FBQyxJQUFJLEdBQUc7SUFDWixJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7SUFDYixLQUFLLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsR0FBRyxDQUFDLFNBQVMsRUFBRSxDQUFFO01BQzdDLElBQUksQ0FBQyxNQUFNLENBQUMsSUFBSSxDQUFDO1FBQUUsTUFBTTtRQUFRO01BQUk7SUFDdkM7SUFDQSxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsTUFBTSxDQUFDO0lBQ25CLEtBQUssTUFBTSxHQUFHLENBQUMsTUFBUSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUM7SUFDcEMsS0FBSyxNQUFNLENBQUMsSUFBSSxDQUFDLElBQU0sSUFBSSxDQUFDLE1BQU0sQ0FBQyxJQUFJLENBQUM7UUFBRSxNQUFNO1FBQVU7TUFBSztJQUMvRCxlQUFlO0lBQ2YsSUFBSSxPQUFPLEtBQUssRUFBRSxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsT0FBTyxLQUFLO0lBQzVDLDJFQUEyRTtJQUMzRSxJQUFJLENBQUMsSUFBSSxHQUFHLE9BQU8sSUFBSTtJQUN2QixJQUFJLE9BQU8sT0FBTyxFQUFFLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxPQUFPLENBQUMsT0FBTyxLQUFLO0lBQ3JELEtBQUssTUFBTSxFQUFFLEdBQUcsRUFBRSxJQUFJLEVBQUUsSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsTUFBTSxDQUFDLE9BQU8sT0FBTyxFQUFHO01BQy9ELEtBQUssSUFBSSxDQUFDO1FBQUUsR0FBRztRQUFTO1FBQU07TUFBSSxHQUFHLEtBQUssQ0FBQyxLQUFPO0lBQ3BEO0lBQ0EscUVBQXFFO0lBQ3JFLGdEQUFnRDtJQUNoRCxNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFBLFFBQVMsQ0FBQyxXQUFXO0lBQ2hELElBQUksQ0FBQyxDQUFBLFVBQVc7SUFDaEIsSUFBSSxPQUFPLFFBQVEsRUFBRTtNQUNuQixJQUFJLENBQUMsTUFBTSxDQUFDLElBQUksQ0FBQztRQUFFLE1BQU07UUFBVyxNQUFNO01BQWlCO0lBQzdEO0lBQ0EsT0FBTztFQUNUO0VBRUEsa0VBQWtFO0VBQ2xFLE1BQU0sQ0FBQSxVQUFXO0lBQ2YsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLFFBQVM7SUFDeEIsTUFBTSxFQUFFLElBQUksRUFBRSxJQUFJLEVBQUUsR0FBRyxFQUFFLElBQUk7SUFDN0IsTUFBTSxNQUFpQixFQUFFO0lBQ3pCLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxPQUFPLEdBQUcsSUFBSztNQUNqQyxNQUFNLE1BQU0sSUFBSSxRQUFRO01BQ3hCLEVBQUUsT0FBTyxDQUFDLEVBQUUsVUFBVSxDQUFDLElBQUk7TUFDM0IsSUFBSSxJQUFJLENBQUM7SUFDWDtJQUNBLE1BQU0sT0FBTyxXQUNYLElBQUksQ0FBQyxJQUFJLENBQUMsS0FBSyxJQUFJLGNBQ25CLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxJQUFJLENBQUMsVUFBVSxFQUM1QixJQUFJLENBQUMsQ0FBQSxNQUFPLEVBQ1osSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLE9BQU87SUFFdEIsSUFBSSxJQUFJLENBQUMsVUFBVSxNQUFNO0lBQ3pCLE1BQU0sSUFBSSxDQUFDLElBQUksQ0FBQyxLQUFLLENBQUMsRUFBRSxRQUFRLENBQUMsS0FBSztFQUN4QztBQUNGO0FBRUEsc0VBQXNFO0FBQ3RFLHdFQUF3RTtBQUN4RSxnQkFBZ0I7QUFDaEIsU0FBUyxTQUFTLENBQWU7RUFDL0IsT0FBTyxFQUFFLE1BQU0sS0FBSyxhQUNqQixFQUFFLE9BQU8sS0FBSyxhQUFhLENBQUMsVUFBVSxFQUFFLE9BQU87QUFDcEQ7QUFFQSx5RUFBeUU7QUFDekUsMEVBQTBFO0FBQzFFLFNBQVMsVUFBVSxJQUFZO0VBQzdCLE1BQU0sUUFBUSxLQUFLLElBQUksR0FBRyxLQUFLLENBQUM7RUFDaEMsT0FBTyxNQUFNLE1BQU0sS0FBSyxLQUN0QixDQUFDLEtBQUssQ0FBQyxFQUFFLEtBQUssb0JBQW9CLEtBQUssQ0FBQyxFQUFFLEtBQUssVUFBVTtBQUM3RDtBQUVBLDJEQUEyRDtBQUMzRCxTQUFTLFdBQVcsSUFBWTtFQUM5QixPQUFPLGdCQUFnQixTQUFTLEtBQUssSUFBSSxPQUFPO0FBQ2xEO0FBRUEsU0FBUyxTQUNQLENBQWlDLEVBQ2pDLENBQWlDO0VBRWpDLE9BQU8sRUFBRSxJQUFJLEtBQUssRUFBRSxJQUFJLElBQUksRUFBRSxJQUFJLEtBQUssRUFBRSxJQUFJO0FBQy9DO0FBRUE7OztDQUdDLEdBQ0QsTUFBTTtFQUNKLENBQUEsS0FBTSxHQUFRLEVBQUUsQ0FBQztFQUNqQixDQUFBLElBQUssR0FBd0IsS0FBSztFQUVsQyxLQUFLLElBQU8sRUFBUTtJQUNsQixJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsSUFBSSxDQUFDO0lBQ2pCLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDVixJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7RUFDZjtFQUVBLE1BQU0sT0FBbUI7SUFDdkIsTUFBTyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsTUFBTSxLQUFLLEVBQUc7TUFDL0IsTUFBTSxJQUFJLFFBQWMsQ0FBQyxVQUFZLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRztJQUNwRDtJQUNBLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEtBQUs7RUFDMUI7QUFDRjtBQUVBLHlFQUF5RTtBQUN6RSxtREFBbUQ7QUFDbkQsU0FBUyxTQUFTLENBQWM7RUFDOUIsT0FBTyxZQUFZLEdBQUcsRUFBRSxDQUFDLEVBQUUsRUFBRSxDQUFDLEVBQUUsT0FBTztBQUN6QztBQUVBLElBQUksZUFBd0M7QUFFNUMscUVBQXFFLEdBQ3JFLFNBQVM7RUFDUCxpQkFBaUIsUUFBUSxHQUFHLENBQUM7SUFDM0IsTUFBTSxDQUFDO0lBQ1AsTUFBTSxDQUFDO0lBQ1AsTUFBTSxDQUFDO0lBQ1AsTUFBTSxDQUFDO0dBQ1IsRUFBRSxLQUFLLENBQUM7RUFDUCxtRUFBbUU7RUFDckU7QUFDRiJ9
// denoCacheMetadata=1098698258692704508,17802337238630677247