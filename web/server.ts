/**
 * `berth serve`'s HTTP side: the page, the login, the session list and the
 * WebSocket that attaches a page to a session. It runs in its own process,
 * a client of the daemon over the Unix socket like any other: the code
 * that faces the network never runs in the daemon that holds the ptys.
 *
 * Routes (every one sends the headers of `headers.ts`):
 *
 * | route                   | needs                 | does                       |
 * | ----------------------- | --------------------- | -------------------------- |
 * | `GET /`, `/assets/...`  | nothing (no secrets)  | the page and its scripts   |
 * | `POST /login`           | a token, same Origin  | sets the login cookie      |
 * | `POST /logout`          | same Origin           | clears it                  |
 * | `GET /api/sessions`     | the cookie            | the sessions it may see    |
 * | `GET /api/attach?session=NAME` | the cookie     | 204, or the refusal `/ws` gives |
 * | `GET /ws?session=NAME`  | cookie, same Origin   | upgrades, attaches         |
 *
 * A page that knows the id and creation time of the session it shows adds
 * `&id=$N&created=MS` (`session_ref.ts`): its next link opens that session
 * whatever it is called by then, or none. A login for one session opens
 * its own whatever the page names.
 *
 * `HEAD` is answered as `GET`, without the body. Each login, failed login
 * and WebSocket goes to the log (`ServeOptions.log`, serve's stderr), one
 * line each, with the client's address and the token's id, never a token.
 *
 * @module
 */

import { ConnectionError } from "../client/connection.ts";
import type { SessionInfo } from "../protocol/messages.ts";
import { raceTimeout } from "../protocol/timeout.ts";
import { type Asset, loadAssets } from "./assets.ts";
import { Auth, sameOrigin } from "./auth.ts";
import { Bridge, type RunCommand } from "./bridge.ts";
import { securityHeaders } from "./headers.ts";
import { isLoopback, type ListenAddress } from "./listen.ts";
import { outOfFds } from "./out_of_fds.ts";
import { LoginLimiter } from "./rate_limit.ts";
import { ResumeTable } from "./resume.ts";
import { type TlsFiles, type TlsPair, TlsRenewal } from "./tls_files.ts";
import {
  daemonSessions,
  endedMessage,
  findSession,
  pageRef,
  refOf,
  type SessionRef,
  tokenRef,
} from "./session_ref.ts";
import {
  TokenFileError,
  tokenId,
  type TokenRecord,
  type TokenStore,
} from "./tokens.ts";

/** How to serve. */
export interface ServeOptions {
  /** The daemon's socket. */
  socket: string;
  listen: ListenAddress;
  /** PEM certificate chain and key; plain HTTP when absent. */
  tls?: TlsPair;
  /**
   * Their files: read again when they change (a renewal), the pages told
   * to come back, which they do at once, to a listener with the new pair.
   */
  tlsFiles?: TlsFiles;
  /**
   * The address browsers open when a reverse proxy forwards to this
   * server (`--public-url`): its host and origin are accepted too, its
   * scheme decides the cookie's `Secure`, and a loopback peer's
   * `X-Forwarded-For` names the client in the log and the login limit.
   */
  publicUrl?: URL;
  tokens: TokenStore;
  /** Called once listening, with the address actually bound. */
  onListen?: (addr: Deno.NetAddr) => void;
  signal?: AbortSignal;
  /** Takes each log line; default: stderr, after the time. */
  log?: (line: string) => void;
  /**
   * Runs a writable login's bound commands and `C-b :` lines (as
   * `berth attach` does, `runBoundCommand`); without it they cannot run.
   */
  runCommand?: RunCommand;
}

/**
 * How often open WebSockets look their token up again, so that a revoked
 * or expired one ends them too (reading the token file takes well under a
 * millisecond).
 */
const RECHECK_MS = 2000;

/**
 * Longest a stopping server waits for its pages to answer the close; it
 * stops as soon as every page has (a second Ctrl-C stops it at once:
 * `serve.ts`). At 1 s, a page in CI's loaded Chromium (load 10 on 2
 * cores) had not answered yet: berth serve exited with the page's last
 * frames unread, the kernel reset the connection, and the page saw a torn
 * socket (1006), not the 1001 sent before it; at 3 s, once in a test run
 * at load 17.
 */
const STOP_GRACE_MS = 10_000;

/** The login body's largest size (a token is 56 characters). */
const MAX_LOGIN_BODY = 4096;

/**
 * Seconds a WebSocket may go without a sign of life before the server
 * sends a ping frame, and then waits for its pong before it closes it
 * (Deno's default is 30). The browser's network code answers pings, even
 * in a sleeping tab, so only a dead link (a stopped proxy, a laptop gone
 * away) misses one: its attachment then ends within about 20 s, and stops
 * holding the session's size, instead of a minute.
 */
const WS_IDLE_S = 10;

/** A log line: the time, then `line` (serve's stderr). */
function stderrLog(line: string): void {
  console.error(`${new Date().toISOString()} ${line}`);
}

/**
 * Whether the login cookie is `Secure`: browsers keep a Secure cookie over
 * https, and over plain http only on loopback names (which they treat as
 * secure); through a proxy, the public URL's scheme is what they see.
 */
function secureCookie(opts: ServeOptions): boolean {
  if (opts.publicUrl) {
    return opts.publicUrl.protocol === "https:" ||
      isLoopback(opts.publicUrl.hostname);
  }
  return opts.tls !== undefined || isLoopback(opts.listen.hostname);
}

/** Whether `text` is an IPv4 or IPv6 address, as a proxy names a client. */
function ipAddress(text: string): boolean {
  const v4 = /^\d{1,3}(\.\d{1,3}){3}$/.test(text);
  if (!v4 && !/^[0-9a-f:.]*:[0-9a-f:.]*$/i.test(text)) return false;
  try {
    new URL(v4 ? `http://${text}/` : `http://[${text}]/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * How long the server waits to listen again after it ran out of file
 * descriptors (a burst of connections past `ulimit -n`).
 */
const LISTEN_AGAIN_MS = 500;

/** Serves until `signal` aborts; resolves when the server has stopped. */
export async function serve(opts: ServeOptions): Promise<void> {
  // The check of the pages' logins reads the token file during a burst of
  // connections past ulimit -n too.
  opts.tokens.holdSpareFd();
  const app = new WebApp(
    opts,
    await loadAssets(),
    await Auth.open(opts.tokens, secureCookie(opts), opts.publicUrl),
  );
  let server: Deno.HttpServer | null = null;
  let stopping = false;
  // Not Deno.serve's own signal, which tears open WebSockets off: pages
  // first hear that the server is going away (and retry), then it stops.
  const stop = async () => {
    stopping = true;
    await app.stopping();
    await server?.shutdown();
  };
  if (opts.signal?.aborted) stop();
  else opts.signal?.addEventListener("abort", stop, { once: true });
  let tls = opts.tls;
  let served = tls;
  // A new pair from the files: the listener is replaced (Deno's takes its
  // pair once, and its shutdown closes the pages' WebSockets).
  let renewed = false;
  const renew = new TlsRenewal(opts.tlsFiles, (line) => app.log(line));
  const recheck = setInterval(async () => {
    app.recheck();
    const pair = await renew.check().catch(() => null);
    if (!pair || stopping || renewed) return;
    tls = pair;
    renewed = true;
    await app.stopping("new certificate");
    await server?.shutdown().catch(() => {});
  }, RECHECK_MS);
  // Port 0 (tests): listened on again at the port it got.
  let port = opts.listen.port;
  let busy = 0;
  try {
    for (let first = true; !stopping; first = false) {
      try {
        server = listen(app, { ...opts, tls }, port, first, (p) => port = p);
        if (!first) app.log(`listening again on port ${port}`);
        served = tls;
        renewed = false;
        busy = 0;
      } catch (err) {
        // The listener before may hold the port a moment longer.
        if (renewed && err instanceof Deno.errors.AddrInUse && busy++ < 100) {
          await new Promise((r) => setTimeout(r, 20));
          continue;
        }
        // Checked, yet refused by the listener: the pair before again.
        if (renewed && tls !== served) {
          app.log(
            `the new certificate was refused: ${
              String((err as Error)?.message ?? err).split("\n")[0]
            }; serving the one before`,
          );
          tls = served;
          continue;
        }
        // Listening again needs an fd too: the one the failed listener
        // freed may be gone meanwhile (a page's link to the daemon took
        // it), and this throw ended berth serve (an internal error).
        if (first || !outOfFds(err)) throw err;
        await app.outOfFds("to listen again");
        continue;
      }
      try {
        await server.finished;
        if (!renewed || stopping) return;
      } catch (err) {
        // Deno.serve stops accepting for good when accept fails for want
        // of an fd: 300 connections at once under `ulimit -n 256` ended
        // berth serve (an internal error). Its open connections and
        // WebSockets live on; it listens again once some have closed.
        if (stopping || !outOfFds(err)) throw err;
        await app.outOfFds("for new connections");
      }
    }
  } finally {
    clearInterval(recheck);
  }
}

/**
 * Deno.serve on `opts`' host at `port`; `bound` hears the port it got, and
 * only the first says where it listens.
 */
function listen(
  app: WebApp,
  opts: ServeOptions,
  port: number,
  first: boolean,
  bound: (port: number) => void,
): Deno.HttpServer {
  return Deno.serve({
    hostname: opts.listen.hostname,
    port,
    ...(opts.tls ?? {}),
    onListen: (addr) => {
      bound((addr as Deno.NetAddr).port);
      if (first) opts.onListen?.(addr as Deno.NetAddr);
    },
    onError: (err) => failed(err, opts.tls !== undefined),
  }, (req, info) => app.handle(req, info.remoteAddr as Deno.NetAddr));
}

/**
 * The answer to a request whose handling threw: 503 when it was for want
 * of an fd (the token file or the daemon's socket, during a burst of
 * connections), or when the daemon that runs could not be asked (one of
 * another protocol after `berth upgrade`), which a page retries, else 500.
 */
function failed(err: unknown, tls: boolean): Response {
  const h = securityHeaders(tls);
  h.set("content-type", "text/plain; charset=utf-8");
  h.set("cache-control", "no-store");
  const why = outOfFds(err)
    ? "Out of file descriptors (too many connections at once); try again in a moment"
    : err instanceof ConnectionError
    ? "berth serve cannot ask the daemon for its sessions (a berth upgrade to another version: restart berth serve); try again in a moment"
    : null;
  if (why === null) {
    return new Response("Internal error\n", { status: 500, headers: h });
  }
  h.set("retry-after", "1");
  return new Response(why + "\n", { status: 503, headers: h });
}

/** The routes, with what they share. */
class WebApp {
  #limiter = new LoginLimiter();
  #resume = new ResumeTable();
  /** Open WebSockets and the token each was opened with. */
  #bridges = new Map<Bridge, string>();
  #tls: boolean;
  #log: (line: string) => void;

  constructor(
    readonly opts: ServeOptions,
    readonly assets: Map<string, Asset>,
    readonly auth: Auth,
  ) {
    this.#tls = opts.tls !== undefined;
    this.#log = opts.log ?? stderrLog;
  }

  /** A line in serve's log. */
  log(line: string): void {
    this.#log(line);
  }

  /**
   * Says that the listener failed for want of an fd (`what` it lacked it
   * for), and resolves when it is time to listen again.
   */
  async outOfFds(what: string): Promise<void> {
    this.#log(
      `out of file descriptors (ulimit -n) ${what}; listening again in ${LISTEN_AGAIN_MS} ms`,
    );
    // Node's timers: only after the listener failed.
    await new Promise((r) => setTimeout(r, LISTEN_AGAIN_MS));
  }

  async handle(req: Request, remote: Deno.NetAddr): Promise<Response> {
    const res = await this.#route(req, this.#client(req, remote.hostname));
    // HEAD: the GET's status and headers, no body (a body on a HEAD
    // answer is a protocol error in HTTP/2, which curl -I reports).
    if (req.method !== "HEAD") return res;
    await res.body?.cancel();
    return new Response(null, { status: res.status, headers: res.headers });
  }

  async #route(req: Request, address: string): Promise<Response> {
    const url = new URL(req.url);
    if (!this.#hostAllowed(req)) {
      return this.#text(
        421,
        "Wrong Host header: this server answers loopback names only " +
          "(behind a reverse proxy, give berth serve --public-url)",
      );
    }
    const method = req.method === "HEAD" ? "GET" : req.method;
    const asset = method === "GET" ? this.assets.get(url.pathname) : undefined;
    if (asset) return this.#asset(asset);
    switch (`${method} ${url.pathname}`) {
      case "POST /login":
        return await this.#login(req, address);
      case "POST /logout":
        if (!this.#sameOrigin(req)) return this.#wrongOrigin();
        return this.#json(200, {}, {
          "set-cookie": this.auth.clearCookie(this.auth.cookieName(req)),
        });
      case "GET /api/sessions":
        return await this.#sessions(req);
      case "GET /api/attach":
        return await this.#mayAttach(req, url);
      case "GET /favicon.ico":
        return new Response(null, {
          status: 204,
          headers: securityHeaders(this.#tls),
        });
      case "GET /ws":
        return await this.#upgrade(req, url, address);
      default:
        return this.#text(404, "Not found");
    }
  }

  /** Closes every page's WebSocket as going away; at most STOP_GRACE_MS. */
  async stopping(reason?: string): Promise<void> {
    const closed = [...this.#bridges.keys()].map((b) => b.goingAway(reason));
    this.#bridges.clear();
    await raceTimeout(Promise.all(closed), STOP_GRACE_MS, () => new Error())
      .catch(() => {});
  }

  /** Ends the WebSockets whose token was revoked or has expired. */
  recheck(): void {
    try {
      this.#recheck();
    } catch (err) {
      // The token file unread for want of an fd (a burst of connections
      // past ulimit -n): thrown from this timer, it ended berth serve and
      // every page on it. Checked again at the next round.
      if (err instanceof TokenFileError) return this.#endAll(err);
      if (!outOfFds(err)) throw err;
      this.#log(
        `out of file descriptors (ulimit -n) to read the tokens; checking the pages' logins again in ${RECHECK_MS} ms`,
      );
    }
  }

  // The token file unreadable (emptied, a typo in a hand edit): no login
  // can be told kept from revoked, so none is (thrown from the timer, it
  // ended berth serve, and every page with it).
  #endAll(err: TokenFileError): void {
    this.#log(err.message);
    for (const bridge of this.#bridges.keys()) {
      bridge.end(
        "The server cannot read its token file; log in again once it is fixed",
      );
    }
  }

  #recheck(): void {
    for (const [bridge, id] of this.#bridges) {
      if (!bridge.done && !this.opts.tokens.byId(id)) {
        bridge.end("Your login was revoked or has expired; log in again");
      }
    }
  }

  // On loopback, only loopback names, and the public URL's: a page of
  // another site that got its name pointed at 127.0.0.1 (DNS rebinding)
  // is refused.
  #hostAllowed(req: Request): boolean {
    if (!isLoopback(this.opts.listen.hostname)) return true;
    const name = new URL(req.url).hostname;
    return name === this.opts.publicUrl?.hostname ||
      isLoopback(name.replace(/^\[(.*)\]$/, "$1"));
  }

  // This server's own origin as the browser reached it, or the public
  // URL's (through a proxy, which may pass on its own Host and scheme).
  // A Host of an https public URL's name on this plain HTTP server came
  // through the proxy: checked against this server's own scheme, a page of
  // http://NAME (which anyone on the path may write) would pass for
  // https://NAME's.
  #sameOrigin(req: Request): boolean {
    const pub = this.opts.publicUrl;
    if (!pub) return sameOrigin(req, this.#tls);
    if (req.headers.get("origin") === pub.origin) return true;
    const proxied = !this.#tls && pub.protocol === "https:" &&
      new URL(req.url).hostname === pub.hostname;
    return !proxied && sameOrigin(req, this.#tls);
  }

  #wrongOrigin(): Response {
    return this.#text(
      403,
      this.opts.publicUrl
        ? `Wrong Origin: open the page at ${this.opts.publicUrl.href}`
        : "Wrong Origin (behind a reverse proxy, give berth serve --public-url)",
    );
  }

  // The client's address for the log and the login limit: a loopback
  // peer behind --public-url is the proxy, which names the client last
  // in X-Forwarded-For (what came before it, the client could forge).
  // Anything else there (no address, or words that would read as part of
  // the log line) is not the proxy's: the peer stands for the client.
  #client(req: Request, peer: string): string {
    if (!this.opts.publicUrl || !isLoopback(peer)) return peer;
    const hops = (req.headers.get("x-forwarded-for") ?? "").split(",");
    const client = hops[hops.length - 1].trim();
    return ipAddress(client) ? `${client} via ${peer}` : peer;
  }

  // The token is checked before any limit: a valid one always logs in
  // (see rate_limit.ts for why).
  async #login(req: Request, address: string): Promise<Response> {
    if (!this.#sameOrigin(req)) return this.#wrongOrigin();
    const body = await readCapped(req, MAX_LOGIN_BODY);
    if (body === null) return this.#text(413, "Login body too large");
    let token = "";
    try {
      const parsed = JSON.parse(body);
      if (typeof parsed?.token === "string") token = parsed.token;
    } catch {
      // A malformed body is a failed login like any other.
    }
    const record = await this.opts.tokens.check(token);
    if (!record) {
      const f = this.#limiter.failed(address);
      // The id part of a well-formed token is no secret (token ls shows
      // it); anything else the client sent stays out of the log.
      const id = tokenId(token);
      const what = id ? `token ${id}` : "a malformed token";
      if (f.log) {
        this.#log(
          `${address} login failed (${f.status}): ${what}, ${f.count} ` +
            `failures from this address in a minute` +
            (f.status === 429 ? "; more are not logged until fewer" : ""),
        );
      }
      return f.status === 429
        ? this.#text(429, "Too many failed logins; wait a minute")
        : this.#text(401, "Unknown, revoked or expired token");
    }
    this.#log(`${address} login, token ${record.id}`);
    return this.#json(200, loginInfo(record), {
      "set-cookie": await this.auth.cookieFor(
        record,
        undefined,
        this.auth.cookieName(req),
      ),
    });
  }

  async #sessions(req: Request): Promise<Response> {
    const record = await this.auth.login(req);
    if (!record) return this.#text(401, "Not logged in");
    const all = await daemonSessions(this.opts.socket);
    const own = record.session === null
      ? null
      : await this.#ownSession(record, all);
    const shown = own === null ? all : own.session ? [own.session] : [];
    const sessions = shown
      .filter((s) => !s.exit)
      .map((s) => ({
        name: s.name,
        cols: s.cols,
        rows: s.rows,
        clients: s.clients,
        command: s.command.join(" "),
        title: s.title,
        lastActive: s.lastActive,
      }));
    const info = loginInfo(own?.record ?? record, own?.session ?? null);
    return this.#json(200, { ...info, sessions }, {
      "cache-control": "no-store",
    });
  }

  /**
   * Whether this login may attach session `NAME`: 204, or the status and
   * text that `/ws` would refuse it with. A browser hides why a WebSocket
   * failed to open; the page asks here, so that it shows a refusal and
   * stops instead of retrying forever. (No Origin check: browsers send no
   * Origin on a same-origin GET, and the cookie is SameSite=Strict.)
   */
  async #mayAttach(req: Request, url: URL): Promise<Response> {
    const record = await this.auth.login(req);
    if (!record) return this.#text(401, "Not logged in");
    const target = await this.#target(record, url);
    if (target instanceof Response) return target;
    return new Response(null, {
      status: 204,
      headers: securityHeaders(this.#tls),
    });
  }

  /**
   * The session `record` opens for a page whose address is `url`, or the
   * refusal. A login for one session opens its own, whatever the page
   * names (a name it had before a rename, in an old link's address).
   */
  async #target(record: TokenRecord, url: URL): Promise<SessionRef | Response> {
    const asked = pageRef(url.searchParams);
    if (typeof asked === "string") return this.#text(400, asked);
    if (record.session === null) return asked;
    const own = await this.#ownSession(
      record,
      await daemonSessions(this.opts.socket),
    );
    if (own.session) return refOf(own.session);
    return this.#text(410, endedMessage(own.record.session ?? "", true));
  }

  /**
   * The session of a login for one session among `sessions` (null: it has
   * ended), and its token, which follows it (`TokenStore.follow`): bound
   * to it first when an older berth made it for a session by name (it
   * keeps working, and from now on opens that session, not its name), its
   * new name kept after a rename (to say once it has ended).
   */
  async #ownSession(
    record: TokenRecord,
    sessions: SessionInfo[],
  ): Promise<{ record: TokenRecord; session: SessionInfo | null }> {
    const session = findSession(sessions, tokenRef(record));
    const moved = record.sessionId === undefined ||
      session?.name !== record.session;
    if (!session?.id || !moved) return { record, session };
    const now = await this.opts.tokens.follow(record.id, {
      name: session.name,
      id: session.id,
      created: session.created,
    });
    if (now && record.sessionId === undefined) {
      this.#log(
        `token ${record.id}, made for session ${session.name} by name, ` +
          `bound to it (${session.id})`,
      );
    }
    return { record: now ?? record, session };
  }

  async #upgrade(req: Request, url: URL, address: string): Promise<Response> {
    const record = await this.auth.login(req);
    if (!record) return this.#text(401, "Not logged in");
    if (!this.#sameOrigin(req)) return this.#wrongOrigin();
    const target = await this.#target(record, url);
    if (target instanceof Response) {
      const session = url.searchParams.get("session") ?? "";
      this.#log(
        `${address} WebSocket refused (${target.status}), token ` +
          `${record.id}, session ${JSON.stringify(session)}`,
      );
      return target;
    }
    if (
      req.method !== "GET" ||
      (req.headers.get("upgrade") ?? "").toLowerCase() !== "websocket"
    ) {
      return this.#text(400, "Expected a WebSocket upgrade");
    }
    const { socket, response } = Deno.upgradeWebSocket(req, {
      idleTimeout: WS_IDLE_S,
    });
    const who = `${address} WebSocket, token ${record.id}, session ` +
      target.name + (target.id ? ` (${target.id})` : "");
    this.#log(`${who}: open`);
    const bridge = new Bridge(socket, {
      socket: this.opts.socket,
      session: target,
      readOnly: record.readOnly,
      oneSession: record.session !== null,
      login: record.id,
      resume: this.#resume,
      runCommand: this.opts.runCommand,
      onFinish: (why) => this.#log(`${who}: closed (${why})`),
    });
    this.#bridges.set(bridge, record.id);
    // Kept until its WebSocket closes, which may come after the link
    // ended (the page's bye): a stop waits for it too.
    bridge.closed.then(() => this.#bridges.delete(bridge));
    return response;
  }

  #asset(asset: Asset): Response {
    const h = securityHeaders(this.#tls);
    h.set("content-type", asset.type);
    h.set("cache-control", "no-cache");
    return new Response(asset.body.slice(), { status: 200, headers: h });
  }

  #text(status: number, text: string): Response {
    const h = securityHeaders(this.#tls);
    h.set("content-type", "text/plain; charset=utf-8");
    h.set("cache-control", "no-store");
    return new Response(text + "\n", { status, headers: h });
  }

  #json(
    status: number,
    data: unknown,
    extra: Record<string, string>,
  ): Response {
    const h = securityHeaders(this.#tls);
    h.set("content-type", "application/json");
    for (const [k, v] of Object.entries(extra)) h.set(k, v);
    return new Response(JSON.stringify(data), { status, headers: h });
  }
}

/**
 * The request's body as text, or null when it is longer than `max` bytes:
 * read a chunk at a time, so that no one can make the server hold a huge
 * body before logging in.
 */
async function readCapped(req: Request, max: number): Promise<string | null> {
  if (!req.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > max) {
        await reader.cancel().catch(() => {});
        return null;
      }
      chunks.push(value);
    }
  } catch {
    return "";
  }
  const all = new Uint8Array(size);
  let off = 0;
  for (const c of chunks) {
    all.set(c, off);
    off += c.length;
  }
  return new TextDecoder().decode(all);
}

/**
 * What the page may know about its login: `session`, the one it opens, by
 * its name now (`own`), or the name it had when it ended.
 */
function loginInfo(record: TokenRecord, own: SessionInfo | null = null) {
  return {
    readOnly: record.readOnly,
    session: record.session === null ? null : own?.name ?? record.session,
    expires: record.expires,
  };
}
