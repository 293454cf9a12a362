/**
 * One page's WebSocket joined to one attachment of a session: the serve
 * process runs the attach client of `berth attach` itself
 * (`attachSession`), with xterm.js in the page as its outer terminal
 * (`page_terminal.ts`). So the page has all of it: the prefix and the
 * user's key bindings, the status line, `C-b :`, the choosers, menus,
 * display-panes, popups, copy mode and, with `mouse on`, clicks and
 * border drags; the daemon's settings reach it as they reach a terminal's
 * client (`clientSettings`).
 *
 * Flow control (design lesson 7, "send state, not a byte log"): the
 * attach client acks a frame to the daemon once its write is done, and a
 * write to the page is done once what the page has not acked fits a small
 * window (`page_terminal.ts`), that is once xterm.js has written the rest.
 * Until then the daemon sends nothing more and keeps folding changes into
 * the next diff, so a slow or sleeping tab gets one bigger update when it
 * wakes and at most a window queues up here, nothing in the daemon. The
 * daemon's end of the attachment (`detach-client`, `kill-session`) waits
 * for no ack: it reaches the page, and the attach client leaves, even
 * while a frozen tab acks nothing.
 *
 * A login for every session switches sessions as a terminal's client
 * does (`C-b s`, `C-b (`, `switch-client`); the page is told which one it
 * shows (`session`), by name and id, and its address, title and next link
 * follow. A page of a login for one session is held to it (`pinned`). A
 * session named by id is attached by id (`session_ref.ts`), looked up on
 * the attachment's own connection: no other session takes its place
 * between the look and the attach, whatever is renamed or started.
 *
 * Input carries the page's sequence numbers: one already delivered (the
 * page resends after a reconnect what it has no ack for) is dropped, so
 * each key reaches the session once. A page's newer WebSocket takes over
 * from its older one (`ResumeTable.takeOver`): the old one takes no more
 * input and leaves the session, its detach answered, before the new one
 * attaches, so that the late keys of a link the page gave up are neither
 * counted nor let in after the keys the page sends again (two daemon
 * connections keep no order between them). A read-only login's
 * attachment is read-only in the daemon (no input, no resize), its paste
 * is dropped here and its requests are held to those that only show the
 * session (`login_conn.ts`), whatever the page does, and so are a
 * one-session login's; only a login for every session that may type runs
 * bound commands and `C-b :`, here, as the user's own `berth` would.
 *
 * A live upgrade of the daemon (`berth upgrade`) closes its connection:
 * the attach client here resumes its attachment on the new daemon as
 * `berth attach` does (`AttachOptions.reopen`), while the page's WebSocket
 * stays open. So the page keeps what it showed and what it was doing: its
 * selection, a `C-b :` prompt half typed, the keys
 * typed meanwhile (kept by the attach client, delivered once), with the
 * reconnecting line for the moment it takes. Only an upgrade to a berth
 * of another protocol, which this serve process cannot speak to, sends
 * the page back (1001): it retries until `berth serve` is restarted. A
 * daemon that closes before the attachment is made is looked at as
 * before (`#daemonGone`).
 *
 * @module
 */

import {
  Connection,
  ConnectionError,
  type PushMsg,
  RequestError,
} from "../client/connection.ts";
import { attachSession } from "../client/attach/attach_session.ts";
import type { AttachResult } from "../client/attach/attach_result.ts";
import {
  clientSettings,
  configNotice,
} from "../client/attach/client_settings.ts";
import { TRUECOLOR } from "../vt/colour_reduce.ts";
import {
  connectExisting,
  reopenPastUpgrade,
  upgrading,
} from "../client/daemon_start.ts";
import { LOCAL_BACKOFF_MS } from "../client/attach/reconnect.ts";
import { after, type CancelTimer } from "../protocol/timer.ts";
import type { Options } from "../protocol/options.ts";
import type { PageLink, ResumeTable } from "./resume.ts";
import {
  type PageMsg,
  parsePageMsg,
  type ServeMsg,
  WIRE_VERSION,
} from "./wire.ts";
import { PageTerminal } from "./page_terminal.ts";
import { loginConnection } from "./login_conn.ts";
import { outOfFds } from "./out_of_fds.ts";
import {
  attachTarget,
  endedMessage,
  findSession,
  refOf,
  type SessionRef,
} from "./session_ref.ts";
import type {
  AttachAnswer,
  Request,
  SessionInfo,
} from "../protocol/messages.ts";
import type {
  BoundResult,
  BranchHooks,
} from "../client/commands/_command_runner.ts";

/** The page's terminal's foreground and background (xterm.js's defaults). */
const PAGE_FG = 0xffffff;
const PAGE_BG = 0x000000;

/** Runs a bound command line for a page (`runBoundCommand`). */
export type RunCommand = (
  line: string,
  session: string,
  hooks: BranchHooks,
) => Promise<BoundResult>;

/** What a bridge is for. */
export interface BridgeOptions {
  /** The daemon's socket. */
  socket: string;
  /** The session to attach (by id when known). */
  session: SessionRef;
  readOnly: boolean;
  /** The login may open this session only (`berth token create --session`). */
  oneSession: boolean;
  /** Names the login (token id), so pages of other logins never collide. */
  login: string;
  resume: ResumeTable;
  /**
   * Runs the bound commands and `C-b :` of a writable login for every
   * session; without it (and for the others), they say they cannot run.
   */
  runCommand?: RunCommand;
  /** Called once when the WebSocket is over, with why (for the log). */
  onFinish?: (why: string) => void;
}

/**
 * A WebSocket that has not said hello in this long is closed. The page
 * says it as soon as the socket opens; one that never does is a link the
 * page gave up on (it reconnected elsewhere), which Deno may otherwise
 * keep half-closed for good (seen: a page dropped a WebSocket stuck in a
 * stopped proxy, and when the proxy went on, the upgrade reached the
 * server after the page had gone).
 */
const HELLO_MS = 10_000;

/**
 * Longest the server waits for the page's `bye` before it closes anyway
 * (a page that went silent meanwhile): `#closeAfterBye`.
 */
const BYE_MS = 2_000;

const encoder = new TextEncoder();

/** Runs one WebSocket until it or the attachment ends. */
export class Bridge implements PageLink {
  #ws: WebSocket;
  #opts: BridgeOptions;
  /** The page's xterm.js, once the hello came. */
  #term: PageTerminal | null = null;
  /** The attach client is attached: the page's messages go to it. */
  #attached = false;
  /** The daemon hung up before the attach (`#daemonGone` says what follows). */
  #daemonClosed = false;
  /** The daemon came back as a berth of another protocol. */
  #upgradedAway = false;
  /** Each daemon connection's close, the first and each resume's. */
  #links: Promise<void>[] = [];
  #key = "";
  #done = false;
  /** The WebSocket's close handshake is over (or it was torn). */
  #wsClosed = Promise.withResolvers<void>();
  /** Closes the WebSocket once the page said `bye` (`#closeAfterBye`). */
  #afterBye: (() => void) | null = null;
  #helloTimer: CancelTimer;
  /** Resolves once this link has left the session (or never joined it). */
  #left = Promise.withResolvers<void>();
  /** The session the page shows (it changes with `switch-client`). */
  #showing: SessionRef = { name: "" };

  constructor(ws: WebSocket, opts: BridgeOptions) {
    this.#ws = ws;
    this.#opts = opts;
    this.#helloTimer = after(HELLO_MS, () => {
      if (!this.#key) this.#close(1008, "no hello");
    });
    ws.onmessage = (ev) => this.#message(ev.data);
    ws.onclose = (ev) => {
      this.#finish(
        `page closed, ${ev.code}${ev.reason ? " " + ev.reason : ""}`,
      );
      this.#wsClosed.resolve();
      this.#afterBye?.(); // Cancels BYE_MS's timer: the socket closed first.
    };
    ws.onerror = () => this.#finish("error or silent link");
  }

  #message(data: unknown): void {
    const msg = typeof data === "string" ? parsePageMsg(data) : null;
    if (msg?.t === "bye") return this.#afterBye?.();
    // Ended (the page's close, a torn link, the server's bye): a key that
    // comes now could not reach the session, and must not count as
    // delivered, or the page's next WebSocket would not send it again.
    if (this.#done) return;
    if (!msg) {
      this.#close(1008, "malformed message");
      return;
    }
    if (msg.t === "ping") {
      // At once, attached or not: the page counts the link alive by it.
      this.#send({ t: "pong", id: msg.id });
      return;
    }
    if (msg.t === "hello") {
      if (this.#key) this.#close(1008, "hello twice");
      else {this.#hello(msg).catch((err) =>
          this.#end(String(err?.message ?? err))
        );}
      return;
    }
    if (!this.#attached) return;
    this.#handle(this.#term!, msg);
  }

  #handle(
    term: PageTerminal,
    msg: Exclude<PageMsg, { t: "hello" | "ping" | "bye" }>,
  ): void {
    switch (msg.t) {
      case "input": {
        const bytes = msg.binary
          ? Uint8Array.from(msg.data, (c) => c.charCodeAt(0) & 0xff)
          : encoder.encode(msg.data);
        this.#deliver(msg.seq, () => term.input(bytes));
        return;
      }
      case "paste":
        this.#deliver(msg.seq, () => {
          if (!this.#opts.readOnly) {
            term.paste(msg.text, msg.bracketed ?? false);
          }
        });
        return;
      case "resize":
        term.resized(msg.cols, msg.rows);
        return;
      case "ack":
        term.acked(msg.id);
        return;
      case "scroll":
        term.command(msg.pageUp ? "copy-mode -u" : "copy-mode");
        return;
    }
  }

  async #hello(msg: Extract<PageMsg, { t: "hello" }>): Promise<void> {
    this.#key = `${this.#opts.login}/${msg.client}`;
    if (msg.version !== WIRE_VERSION) {
      this.#end("This page is from another version of berth; reload it");
      return this.#left.resolve();
    }
    // The page's link before this one stops taking input and leaves the
    // session first: its keys go in before this one's.
    await this.#opts.resume.takeOver(this.#key, this);
    if (this.#done) return this.#left.resolve();
    // Waits while the daemon is being upgraded (the page came back for
    // the new one: `#daemonGone`).
    const conn = await connectExisting(this.#opts.socket, "web").catch((
      err,
    ) => err as unknown);
    if (!(conn instanceof Connection)) {
      if (outOfFds(conn)) this.#outOfFds();
      else {
        this.#end("No berth daemon is running; start a session with berth new");
      }
      this.#left.resolve();
      return;
    }
    // Once attached, the attach client resumes by itself (`reopen`).
    conn.closed.then(() => {
      if (this.#attached) return;
      this.#daemonClosed = true;
      this.#daemonGone(conn);
    });
    const term = new PageTerminal(msg.cols, msg.rows, (m) => this.#send(m));
    this.#term = term;
    // Ended meanwhile: the attach client reads the end of input at once.
    if (this.#done) term.end();
    const result = await this.#attach(conn, term, msg.clipboard);
    // Left the session once every link has closed (the last one after the
    // daemon answered its detach: `login_conn.ts`).
    Promise.all(this.#links).then(() => this.#left.resolve());
    if (this.#upgradedAway) {
      this.#closeAfterBye(1001, "daemon upgraded", "the daemon was upgraded");
    } else if (!this.#daemonClosed) this.#end(result.message);
  }

  /** `conn` as the page's attach client may use it (`login_conn.ts`). */
  #linkOf(conn: Connection, term: PageTerminal): Connection {
    const { readOnly, oneSession } = this.#opts;
    const reach = readOnly ? "read-only" : oneSession ? "session" : "all";
    this.#links.push(conn.closed);
    const link = loginConnection(
      conn,
      reach,
      () => {},
      (msg) => this.#pushed(link, term, msg),
    );
    return link;
  }

  /**
   * A new link to the daemon for the attach client's resume (a live
   * upgrade, waited for while under way); one of another protocol ends
   * the page's link with 1001 (`#upgradedAway`).
   */
  async #reopen(term: PageTerminal): Promise<Connection> {
    const socket = this.#opts.socket;
    try {
      const conn = await reopenPastUpgrade(
        socket,
        () => Connection.open(socket, "web"),
      );
      return this.#linkOf(this.#sameSession(conn), term);
    } catch (err) {
      if (err instanceof ConnectionError && err.kind === "version") {
        this.#upgradedAway = true;
      }
      throw err;
    }
  }

  /**
   * `conn` for a resume that lands in the page's own session only. A
   * resume whose token the daemon no longer knows (the session ended
   * while the link was down) is a new attachment by name: to a session
   * that took the name meanwhile, which the page's link would not open
   * (`findSession` looks it up by id), a share link's never. That one is
   * left, and the page is told its session ended.
   */
  #sameSession(conn: Connection): Connection {
    const check = async (req: Request) => {
      const answer = await conn.request(req);
      if (req.op !== "attach" || !req.resume) return answer;
      const { token, name } = answer as AttachAnswer;
      const wanted = this.#showing;
      if (token === req.resume.token || wanted.id === undefined) {
        return answer;
      }
      const { sessions } = await conn.request({ op: "ls" });
      const s = sessions.find((s) => s.name === name);
      if (s && findSession([s], wanted)) return answer;
      conn.close();
      throw new RequestError(
        "not-found",
        endedMessage(wanted.name, this.#opts.oneSession),
      );
    };
    return new Proxy(conn, {
      get(target, prop) {
        if (prop === "request") return check;
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  }

  /** Runs the attach client on the page until it ends. */
  async #attach(
    conn: Connection,
    term: PageTerminal,
    clipboard: boolean,
  ): Promise<AttachResult> {
    const { readOnly, oneSession, runCommand } = this.#opts;
    const reach = readOnly ? "read-only" : oneSession ? "session" : "all";
    const link = this.#linkOf(conn, term);
    let options: Options, warnings: string[], path: string;
    let sessions: SessionInfo[];
    try {
      ({ options, warnings, path } = await conn.request({ op: "options" }));
      ({ sessions } = await conn.request({ op: "ls" }));
    } catch {
      link.close();
      return { exitCode: 1, message: "The berth daemon went away" };
    }
    const wanted = this.#opts.session;
    const found = findSession(sessions, wanted);
    if (!found && wanted.id !== undefined) {
      link.close();
      return { exitCode: 1, message: endedMessage(wanted.name, oneSession) };
    }
    // Not found by name: the daemon's answer says why.
    this.#showing = found ? refOf(found) : { name: wanted.name };
    // The page's "allow clipboard writes" box is the programs' OSC 52;
    // the user's own copies reach the page's clipboard always.
    const settings = (o: Options) => ({
      ...clientSettings(o, {}),
      clipboard,
      copyClipboard: true,
    });
    const { warnings: keyWarnings, ...first } = settings(options);
    return await attachSession(link, {
      name: found ? attachTarget(sessions, found) : wanted.name,
      readOnly,
      // A read-only login's copies reach the page's clipboard, not the
      // daemon's buffers (it may not set-buffer: `login_conn.ts`).
      ...(readOnly ? { copyBuffers: false } : {}),
      // A login for one session stays on it; one for every session
      // switches as a terminal's client (the page follows: `#pushed`).
      pinned: oneSession,
      ...first,
      settings,
      ...(runCommand && reach === "all" ? { runCommand } : {}),
      // Once a page, not at each of its reconnects.
      notice: this.#opts.resume.firstLink(this.#key)
        ? configNotice([...warnings, ...keyWarnings], path)
        : undefined,
      client: { tty: "", pid: Deno.pid },
      // xterm.js's colours (its default theme, which the page keeps),
      // told here: it answers no colour query. The session's programs
      // that ask are told them.
      askColours: false,
      colours: { fg: PAGE_FG, bg: PAGE_BG },
      onAttached: (answer) => this.#attachedAs(answer.name),
      // A live upgrade: the attachment resumes on the new daemon, the
      // page's link open all along.
      reopen: () => this.#reopen(term),
      heartbeat: false,
      where: this.#opts.socket.replace(/^.*\//, ""),
      retryMs: LOCAL_BACKOFF_MS,
    }, {
      terminal: term,
      // xterm.js draws 24-bit colour and erases with the background.
      renderer: { colours: TRUECOLOR, bce: true },
    });
  }

  // Attached: the page is told (and resends what was not delivered), and
  // its messages go to the attach client from now on.
  #attachedAs(name: string): void {
    this.#attached = true;
    this.#showing = { ...this.#showing, name };
    this.#send({
      t: "attached",
      ...this.#showing,
      readOnly: this.#opts.readOnly,
      delivered: this.#opts.resume.delivered(this.#key),
    });
  }

  // A push from the daemon, as it comes (before the attach client's
  // queue, which may wait on the page's acks).
  #pushed(conn: Connection, term: PageTerminal, msg: PushMsg): void {
    // The session shown now: the page's address and title follow it, and
    // so does its next link. A switch comes first (its frame after).
    if (msg.t === "switched") this.#switched(conn, msg.name);
    const name = msg.t === "update" ? msg.status?.session : undefined;
    if (name !== undefined && name !== this.#showing.name) {
      // Renamed: the same session (its id).
      this.#showing = { ...this.#showing, name };
      this.#send({ t: "session", ...this.#showing });
    }
    // The end reaches the page whether or not it acks (a frozen tab).
    if (msg.t === "end") term.ending();
  }

  // Moved to session `name` (`switch-client`): by name until its id is
  // known (the page's next link opens it by name meanwhile).
  #switched(conn: Connection, name: string): void {
    this.#showing = { name };
    this.#send({ t: "session", name });
    conn.request({ op: "ls" }).then(({ sessions }) => {
      const now = this.#showing;
      const s = now.id === undefined ? findSession(sessions, now) : null;
      if (!s?.id) return;
      this.#showing = refOf(s);
      this.#send({ t: "session", ...this.#showing });
    }).catch(() => {});
  }

  // Runs `deliver` unless input `seq` of this page was delivered already;
  // acks it to the page either way.
  #deliver(seq: number, deliver: () => void): void {
    if (seq > this.#opts.resume.delivered(this.#key)) {
      this.#opts.resume.record(this.#key, seq);
      deliver();
    }
    this.#send({ t: "inputAck", seq });
  }

  // Nothing once the link ended: after its `bye` (or `end`), the page
  // must not be given anything to answer (`#closeAfterBye`).
  #send(msg: ServeMsg): void {
    if (this.#done || this.#ws.readyState !== WebSocket.OPEN) return;
    this.#ws.send(JSON.stringify(msg));
  }

  /** Resolves once the WebSocket has closed (or was torn). */
  get closed(): Promise<void> {
    return this.#wsClosed.promise;
  }

  /** Whether the WebSocket is over. */
  get done(): boolean {
    return this.#done;
  }

  /**
   * The page opened a newer link: this one ends, and resolves once it has
   * left the session, everything it delivered taken by the daemon.
   */
  handOver(): Promise<void> {
    this.#close(1000, "replaced", "replaced by the page's next link");
    return this.#left.promise;
  }

  /** Ends the attachment from outside (the login was revoked). */
  end(message: string): void {
    this.#end(message);
  }

  /**
   * The server is stopping, or listening again (`reason`): 1001, going
   * away, which the page retries; resolves when the WebSocket has closed
   * (after the page's `bye`, then its answer to the close).
   */
  goingAway(reason = "server stopping"): Promise<void> {
    this.#closeAfterBye(1001, reason);
    return this.closed;
  }

  /**
   * The daemon's connection closed. A daemon being upgraded is back in a
   * moment: the page comes back (1001, which it retries) and attaches to
   * the new one. One that stopped ends the attachment. The new daemon
   * removes the upgrade's state file once it listens: a bridge that looks
   * that late (a loaded machine) finds the same daemon (its pid) there.
   */
  async #daemonGone(conn: Connection): Promise<void> {
    if (this.#done) return;
    const socket = this.#opts.socket;
    let back = upgrading(socket);
    if (!back) {
      const again = await Connection.open(socket, "web").catch((err) => err);
      // Unknown for want of an fd: the page comes back and finds out.
      if (outOfFds(again)) return this.#outOfFds();
      back = again?.daemonPid === conn.daemonPid;
      if (again instanceof Connection) again.close();
    }
    if (!back) return this.#end("The berth daemon went away");
    this.#closeAfterBye(1001, "daemon upgraded", "the daemon was upgraded");
  }

  // No fd to reach the daemon (a burst of connections past ulimit -n):
  // the page comes back in a moment (1013, try again later), where it was
  // told there was no daemon and stopped for good.
  #outOfFds(): void {
    this.#closeAfterBye(
      1013,
      "out of fds",
      "out of file descriptors (ulimit -n) to reach the daemon",
    );
  }

  // The attachment is over: say why, then close (the page does not retry).
  #end(message: string): void {
    if (this.#done) return;
    this.#closeAfterBye(1000, "ended", message, { t: "end", message });
  }

  /**
   * A close the page is to see as sent (it retries, or shows why it
   * ended): the link ends now, and the WebSocket closes once the page,
   * told `bye` (or `end`: `last`), answers `bye`, its last message, or
   * after BYE_MS. Closed at once, the page would sometimes see 1006, a torn
   * link, for Deno sends the close frame from an op that first runs once
   * the event loop's turn is over, and tears the socket down, frame
   * unsent, when a page message read meanwhile reaches a closing
   * WebSocket (it takes it for a cancelled read): 4 in 40 closes with the
   * page sending pings, on a loaded 2-core machine.
   */
  #closeAfterBye(
    code: number,
    reason: string,
    why = reason,
    last: ServeMsg = { t: "bye", why: reason },
  ): void {
    if (this.#done) return;
    // Not open yet: no bye can reach it, nor a message race the close.
    if (this.#ws.readyState !== WebSocket.OPEN) {
      return this.#close(code, reason, why);
    }
    const close = () => {
      this.#afterBye = null;
      cancel();
      this.#closeSocket(code, reason);
    };
    const cancel = after(BYE_MS, close);
    this.#afterBye = close;
    this.#send(last);
    this.#finish(why);
  }

  #close(code: number, reason: string, why = reason): void {
    this.#closeSocket(code, reason);
    this.#finish(why);
  }

  #closeSocket(code: number, reason: string): void {
    try {
      this.#ws.close(code, reason);
    } catch {
      // Already closing.
    }
  }

  #finish(why: string): void {
    if (this.#done) return;
    this.#done = true;
    this.#helloTimer();
    this.#opts.onFinish?.(why);
    if (this.#key) this.#opts.resume.release(this.#key, this);
    // The attach client detaches (its end of input); `#left` resolves
    // once the daemon has answered (`login_conn.ts`). Not attached yet:
    // `#hello` resolves it.
    this.#term?.end();
    if (!this.#key) this.#left.resolve();
  }
}
