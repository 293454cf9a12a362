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
 * | `GET /ws?session=NAME`  | cookie, same Origin   | upgrades, attaches         |
 *
 * @module
 */ import { Connection, ConnectionError } from "../client/connection.ts";
import { raceTimeout } from "../protocol/timeout.ts";
import { checkSessionName } from "../protocol/validate.ts";
import { loadAssets } from "./assets.ts";
import { Auth, sameOrigin } from "./auth.ts";
import { Bridge } from "./bridge.ts";
import { securityHeaders } from "./headers.ts";
import { isLoopback } from "./listen.ts";
import { LoginLimiter } from "./rate_limit.ts";
import { ResumeTable } from "./resume.ts";
/**
 * How often open WebSockets look their token up again, so that a revoked
 * or expired one ends them too (reading the token file takes well under a
 * millisecond).
 */ const RECHECK_MS = 2000;
/** Longest a stopping server waits for its pages to answer the close. */ const STOP_GRACE_MS = 1000;
/** The login body's largest size (a token is 56 characters). */ const MAX_LOGIN_BODY = 4096;
/** Serves until `signal` aborts; resolves when the server has stopped. */ export async function serve(opts) {
  const app = new WebApp(opts, await loadAssets(), await Auth.open(opts.tokens, opts.tls !== undefined || isLoopback(opts.listen.hostname)));
  const server = Deno.serve({
    hostname: opts.listen.hostname,
    port: opts.listen.port,
    ...opts.tls ?? {},
    onListen: (addr)=>opts.onListen?.(addr),
    onError: ()=>new Response("Internal error", {
        status: 500
      })
  }, (req, info)=>app.handle(req, info.remoteAddr));
  // Not Deno.serve's own signal, which tears open WebSockets off: pages
  // first hear that the server is going away (and retry), then it stops.
  const stop = async ()=>{
    await app.stopping();
    await server.shutdown();
  };
  if (opts.signal?.aborted) stop();
  else opts.signal?.addEventListener("abort", stop, {
    once: true
  });
  const recheck = setInterval(()=>app.recheck(), RECHECK_MS);
  try {
    await server.finished;
  } finally{
    clearInterval(recheck);
  }
}
/** The routes, with what they share. */ class WebApp {
  opts;
  assets;
  auth;
  #limiter;
  #resume;
  /** Open WebSockets and the token each was opened with. */ #bridges;
  #tls;
  constructor(opts, assets, auth){
    this.opts = opts;
    this.assets = assets;
    this.auth = auth;
    this.#limiter = new LoginLimiter();
    this.#resume = new ResumeTable();
    this.#bridges = new Map();
    this.#tls = opts.tls !== undefined;
  }
  async handle(req, remote) {
    const url = new URL(req.url);
    if (!this.#hostAllowed(req)) return this.#text(421, "Wrong Host header");
    const asset = req.method === "GET" ? this.assets.get(url.pathname) : undefined;
    if (asset) return this.#asset(asset);
    switch(`${req.method} ${url.pathname}`){
      case "POST /login":
        return await this.#login(req, remote.hostname);
      case "POST /logout":
        if (!sameOrigin(req, this.#tls)) return this.#text(403, "Wrong Origin");
        return this.#json(200, {}, {
          "set-cookie": this.auth.clearCookie()
        });
      case "GET /api/sessions":
        return await this.#sessions(req);
      case "GET /favicon.ico":
        return new Response(null, {
          status: 204,
          headers: securityHeaders(this.#tls)
        });
      case "GET /ws":
        return await this.#upgrade(req, url);
      default:
        return this.#text(404, "Not found");
    }
  }
  /** Ends the WebSockets whose token was revoked or has expired. */ /** Closes every page's WebSocket as going away; at most a second. */ async stopping() {
    const closed = [
      ...this.#bridges.keys()
    ].map((b)=>b.goingAway());
    this.#bridges.clear();
    await raceTimeout(Promise.all(closed), STOP_GRACE_MS, ()=>new Error()).catch(()=>{});
  }
  recheck() {
    for (const [bridge, id] of this.#bridges){
      if (bridge.done) this.#bridges.delete(bridge);
      else if (!this.opts.tokens.byId(id)) {
        bridge.end("Your login was revoked or has expired; log in again");
        this.#bridges.delete(bridge);
      }
    }
  }
  // On loopback, only loopback names: a page of another site that got its
  // name pointed at 127.0.0.1 (DNS rebinding) is refused.
  #hostAllowed(req) {
    if (!isLoopback(this.opts.listen.hostname)) return true;
    const name = new URL(req.url).hostname.replace(/^\[(.*)\]$/, "$1");
    return isLoopback(name);
  }
  async #login(req, address) {
    if (!sameOrigin(req, this.#tls)) return this.#text(403, "Wrong Origin");
    if (this.#limiter.blocked(address)) {
      return this.#text(429, "Too many failed logins; wait a minute");
    }
    const body = await readCapped(req, MAX_LOGIN_BODY);
    if (body === null) return this.#text(413, "Login body too large");
    let token = "";
    try {
      const parsed = JSON.parse(body);
      if (typeof parsed?.token === "string") token = parsed.token;
    } catch  {
    // A malformed body is a failed login like any other.
    }
    const record = await this.opts.tokens.check(token);
    if (!record) {
      this.#limiter.failed(address);
      return this.#text(401, "Unknown, revoked or expired token");
    }
    return this.#json(200, loginInfo(record), {
      "set-cookie": await this.auth.cookieFor(record)
    });
  }
  async #sessions(req) {
    const record = await this.auth.login(req);
    if (!record) return this.#text(401, "Not logged in");
    const all = await listSessions(this.opts.socket);
    const sessions = all.filter((s)=>!s.exit && (record.session ?? s.name) === s.name).map((s)=>({
        name: s.name,
        cols: s.cols,
        rows: s.rows,
        clients: s.clients,
        command: s.command.join(" "),
        title: s.title,
        lastActive: s.lastActive
      }));
    return this.#json(200, {
      ...loginInfo(record),
      sessions
    }, {
      "cache-control": "no-store"
    });
  }
  async #upgrade(req, url) {
    const record = await this.auth.login(req);
    if (!record) return this.#text(401, "Not logged in");
    if (!sameOrigin(req, this.#tls)) return this.#text(403, "Wrong Origin");
    const session = url.searchParams.get("session") ?? "";
    if (checkSessionName(session)) return this.#text(400, "Bad session name");
    if (record.session !== null && record.session !== session) {
      return this.#text(403, "This login may not open that session");
    }
    if ((req.headers.get("upgrade") ?? "").toLowerCase() !== "websocket") {
      return this.#text(400, "Expected a WebSocket upgrade");
    }
    const { socket, response } = Deno.upgradeWebSocket(req);
    const bridge = new Bridge(socket, {
      socket: this.opts.socket,
      session,
      readOnly: record.readOnly,
      login: record.id,
      resume: this.#resume
    });
    this.#bridges.set(bridge, record.id);
    return response;
  }
  #asset(asset) {
    const h = securityHeaders(this.#tls);
    h.set("content-type", asset.type);
    h.set("cache-control", "no-cache");
    return new Response(asset.body.slice(), {
      status: 200,
      headers: h
    });
  }
  #text(status, text) {
    const h = securityHeaders(this.#tls);
    h.set("content-type", "text/plain; charset=utf-8");
    h.set("cache-control", "no-store");
    return new Response(text + "\n", {
      status,
      headers: h
    });
  }
  #json(status, data, extra) {
    const h = securityHeaders(this.#tls);
    h.set("content-type", "application/json");
    for (const [k, v] of Object.entries(extra))h.set(k, v);
    return new Response(JSON.stringify(data), {
      status,
      headers: h
    });
  }
}
/**
 * The request's body as text, or null when it is longer than `max` bytes:
 * read a chunk at a time, so that no one can make the server hold a huge
 * body before logging in.
 */ async function readCapped(req, max) {
  if (!req.body) return "";
  const chunks = [];
  let size = 0;
  const reader = req.body.getReader();
  try {
    for(;;){
      const { value, done } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > max) {
        await reader.cancel().catch(()=>{});
        return null;
      }
      chunks.push(value);
    }
  } catch  {
    return "";
  }
  const all = new Uint8Array(size);
  let off = 0;
  for (const c of chunks){
    all.set(c, off);
    off += c.length;
  }
  return new TextDecoder().decode(all);
}
/** What the page may know about its login. */ function loginInfo(record) {
  return {
    readOnly: record.readOnly,
    session: record.session,
    expires: record.expires
  };
}
/** The daemon's sessions; none when no daemon runs. */ async function listSessions(socket) {
  let conn;
  try {
    conn = await Connection.open(socket, "web");
  } catch (err) {
    if (err instanceof ConnectionError) return [];
    throw err;
  }
  try {
    return (await conn.request({
      op: "ls"
    })).sessions;
  } finally{
    conn.close();
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3dlYi9zZXJ2ZXIudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggc2VydmVgJ3MgSFRUUCBzaWRlOiB0aGUgcGFnZSwgdGhlIGxvZ2luLCB0aGUgc2Vzc2lvbiBsaXN0IGFuZCB0aGVcbiAqIFdlYlNvY2tldCB0aGF0IGF0dGFjaGVzIGEgcGFnZSB0byBhIHNlc3Npb24uIEl0IHJ1bnMgaW4gaXRzIG93biBwcm9jZXNzLFxuICogYSBjbGllbnQgb2YgdGhlIGRhZW1vbiBvdmVyIHRoZSBVbml4IHNvY2tldCBsaWtlIGFueSBvdGhlcjogdGhlIGNvZGVcbiAqIHRoYXQgZmFjZXMgdGhlIG5ldHdvcmsgbmV2ZXIgcnVucyBpbiB0aGUgZGFlbW9uIHRoYXQgaG9sZHMgdGhlIHB0eXMuXG4gKlxuICogUm91dGVzIChldmVyeSBvbmUgc2VuZHMgdGhlIGhlYWRlcnMgb2YgYGhlYWRlcnMudHNgKTpcbiAqXG4gKiB8IHJvdXRlICAgICAgICAgICAgICAgICAgIHwgbmVlZHMgICAgICAgICAgICAgICAgIHwgZG9lcyAgICAgICAgICAgICAgICAgICAgICAgfFxuICogfCAtLS0tLS0tLS0tLS0tLS0tLS0tLS0tLSB8IC0tLS0tLS0tLS0tLS0tLS0tLS0tLSB8IC0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tIHxcbiAqIHwgYEdFVCAvYCwgYC9hc3NldHMvLi4uYCAgfCBub3RoaW5nIChubyBzZWNyZXRzKSAgfCB0aGUgcGFnZSBhbmQgaXRzIHNjcmlwdHMgICB8XG4gKiB8IGBQT1NUIC9sb2dpbmAgICAgICAgICAgIHwgYSB0b2tlbiwgc2FtZSBPcmlnaW4gIHwgc2V0cyB0aGUgbG9naW4gY29va2llICAgICAgfFxuICogfCBgUE9TVCAvbG9nb3V0YCAgICAgICAgICB8IHNhbWUgT3JpZ2luICAgICAgICAgICB8IGNsZWFycyBpdCAgICAgICAgICAgICAgICAgIHxcbiAqIHwgYEdFVCAvYXBpL3Nlc3Npb25zYCAgICAgfCB0aGUgY29va2llICAgICAgICAgICAgfCB0aGUgc2Vzc2lvbnMgaXQgbWF5IHNlZSAgICB8XG4gKiB8IGBHRVQgL3dzP3Nlc3Npb249TkFNRWAgIHwgY29va2llLCBzYW1lIE9yaWdpbiAgIHwgdXBncmFkZXMsIGF0dGFjaGVzICAgICAgICAgfFxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBDb25uZWN0aW9uLCBDb25uZWN0aW9uRXJyb3IgfSBmcm9tIFwiLi4vY2xpZW50L2Nvbm5lY3Rpb24udHNcIjtcbmltcG9ydCB0eXBlIHsgU2Vzc2lvbkluZm8gfSBmcm9tIFwiLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7IHJhY2VUaW1lb3V0IH0gZnJvbSBcIi4uL3Byb3RvY29sL3RpbWVvdXQudHNcIjtcbmltcG9ydCB7IGNoZWNrU2Vzc2lvbk5hbWUgfSBmcm9tIFwiLi4vcHJvdG9jb2wvdmFsaWRhdGUudHNcIjtcbmltcG9ydCB7IHR5cGUgQXNzZXQsIGxvYWRBc3NldHMgfSBmcm9tIFwiLi9hc3NldHMudHNcIjtcbmltcG9ydCB7IEF1dGgsIHNhbWVPcmlnaW4gfSBmcm9tIFwiLi9hdXRoLnRzXCI7XG5pbXBvcnQgeyBCcmlkZ2UgfSBmcm9tIFwiLi9icmlkZ2UudHNcIjtcbmltcG9ydCB7IHNlY3VyaXR5SGVhZGVycyB9IGZyb20gXCIuL2hlYWRlcnMudHNcIjtcbmltcG9ydCB7IGlzTG9vcGJhY2ssIHR5cGUgTGlzdGVuQWRkcmVzcyB9IGZyb20gXCIuL2xpc3Rlbi50c1wiO1xuaW1wb3J0IHsgTG9naW5MaW1pdGVyIH0gZnJvbSBcIi4vcmF0ZV9saW1pdC50c1wiO1xuaW1wb3J0IHsgUmVzdW1lVGFibGUgfSBmcm9tIFwiLi9yZXN1bWUudHNcIjtcbmltcG9ydCB0eXBlIHsgVG9rZW5SZWNvcmQsIFRva2VuU3RvcmUgfSBmcm9tIFwiLi90b2tlbnMudHNcIjtcblxuLyoqIEhvdyB0byBzZXJ2ZS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgU2VydmVPcHRpb25zIHtcbiAgLyoqIFRoZSBkYWVtb24ncyBzb2NrZXQuICovXG4gIHNvY2tldDogc3RyaW5nO1xuICBsaXN0ZW46IExpc3RlbkFkZHJlc3M7XG4gIC8qKiBQRU0gY2VydGlmaWNhdGUgY2hhaW4gYW5kIGtleTsgcGxhaW4gSFRUUCB3aGVuIGFic2VudC4gKi9cbiAgdGxzPzogeyBjZXJ0OiBzdHJpbmc7IGtleTogc3RyaW5nIH07XG4gIHRva2VuczogVG9rZW5TdG9yZTtcbiAgLyoqIENhbGxlZCBvbmNlIGxpc3RlbmluZywgd2l0aCB0aGUgYWRkcmVzcyBhY3R1YWxseSBib3VuZC4gKi9cbiAgb25MaXN0ZW4/OiAoYWRkcjogRGVuby5OZXRBZGRyKSA9PiB2b2lkO1xuICBzaWduYWw/OiBBYm9ydFNpZ25hbDtcbn1cblxuLyoqXG4gKiBIb3cgb2Z0ZW4gb3BlbiBXZWJTb2NrZXRzIGxvb2sgdGhlaXIgdG9rZW4gdXAgYWdhaW4sIHNvIHRoYXQgYSByZXZva2VkXG4gKiBvciBleHBpcmVkIG9uZSBlbmRzIHRoZW0gdG9vIChyZWFkaW5nIHRoZSB0b2tlbiBmaWxlIHRha2VzIHdlbGwgdW5kZXIgYVxuICogbWlsbGlzZWNvbmQpLlxuICovXG5jb25zdCBSRUNIRUNLX01TID0gMjAwMDtcblxuLyoqIExvbmdlc3QgYSBzdG9wcGluZyBzZXJ2ZXIgd2FpdHMgZm9yIGl0cyBwYWdlcyB0byBhbnN3ZXIgdGhlIGNsb3NlLiAqL1xuY29uc3QgU1RPUF9HUkFDRV9NUyA9IDEwMDA7XG5cbi8qKiBUaGUgbG9naW4gYm9keSdzIGxhcmdlc3Qgc2l6ZSAoYSB0b2tlbiBpcyA1NiBjaGFyYWN0ZXJzKS4gKi9cbmNvbnN0IE1BWF9MT0dJTl9CT0RZID0gNDA5NjtcblxuLyoqIFNlcnZlcyB1bnRpbCBgc2lnbmFsYCBhYm9ydHM7IHJlc29sdmVzIHdoZW4gdGhlIHNlcnZlciBoYXMgc3RvcHBlZC4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiBzZXJ2ZShvcHRzOiBTZXJ2ZU9wdGlvbnMpOiBQcm9taXNlPHZvaWQ+IHtcbiAgY29uc3QgYXBwID0gbmV3IFdlYkFwcChcbiAgICBvcHRzLFxuICAgIGF3YWl0IGxvYWRBc3NldHMoKSxcbiAgICBhd2FpdCBBdXRoLm9wZW4oXG4gICAgICBvcHRzLnRva2VucyxcbiAgICAgIG9wdHMudGxzICE9PSB1bmRlZmluZWQgfHwgaXNMb29wYmFjayhvcHRzLmxpc3Rlbi5ob3N0bmFtZSksXG4gICAgKSxcbiAgKTtcbiAgY29uc3Qgc2VydmVyID0gRGVuby5zZXJ2ZSh7XG4gICAgaG9zdG5hbWU6IG9wdHMubGlzdGVuLmhvc3RuYW1lLFxuICAgIHBvcnQ6IG9wdHMubGlzdGVuLnBvcnQsXG4gICAgLi4uKG9wdHMudGxzID8/IHt9KSxcbiAgICBvbkxpc3RlbjogKGFkZHIpID0+IG9wdHMub25MaXN0ZW4/LihhZGRyIGFzIERlbm8uTmV0QWRkciksXG4gICAgb25FcnJvcjogKCkgPT4gbmV3IFJlc3BvbnNlKFwiSW50ZXJuYWwgZXJyb3JcIiwgeyBzdGF0dXM6IDUwMCB9KSxcbiAgfSwgKHJlcSwgaW5mbykgPT4gYXBwLmhhbmRsZShyZXEsIGluZm8ucmVtb3RlQWRkciBhcyBEZW5vLk5ldEFkZHIpKTtcbiAgLy8gTm90IERlbm8uc2VydmUncyBvd24gc2lnbmFsLCB3aGljaCB0ZWFycyBvcGVuIFdlYlNvY2tldHMgb2ZmOiBwYWdlc1xuICAvLyBmaXJzdCBoZWFyIHRoYXQgdGhlIHNlcnZlciBpcyBnb2luZyBhd2F5IChhbmQgcmV0cnkpLCB0aGVuIGl0IHN0b3BzLlxuICBjb25zdCBzdG9wID0gYXN5bmMgKCkgPT4ge1xuICAgIGF3YWl0IGFwcC5zdG9wcGluZygpO1xuICAgIGF3YWl0IHNlcnZlci5zaHV0ZG93bigpO1xuICB9O1xuICBpZiAob3B0cy5zaWduYWw/LmFib3J0ZWQpIHN0b3AoKTtcbiAgZWxzZSBvcHRzLnNpZ25hbD8uYWRkRXZlbnRMaXN0ZW5lcihcImFib3J0XCIsIHN0b3AsIHsgb25jZTogdHJ1ZSB9KTtcbiAgY29uc3QgcmVjaGVjayA9IHNldEludGVydmFsKCgpID0+IGFwcC5yZWNoZWNrKCksIFJFQ0hFQ0tfTVMpO1xuICB0cnkge1xuICAgIGF3YWl0IHNlcnZlci5maW5pc2hlZDtcbiAgfSBmaW5hbGx5IHtcbiAgICBjbGVhckludGVydmFsKHJlY2hlY2spO1xuICB9XG59XG5cbi8qKiBUaGUgcm91dGVzLCB3aXRoIHdoYXQgdGhleSBzaGFyZS4gKi9cbmNsYXNzIFdlYkFwcCB7XG4gICNsaW1pdGVyID0gbmV3IExvZ2luTGltaXRlcigpO1xuICAjcmVzdW1lID0gbmV3IFJlc3VtZVRhYmxlKCk7XG4gIC8qKiBPcGVuIFdlYlNvY2tldHMgYW5kIHRoZSB0b2tlbiBlYWNoIHdhcyBvcGVuZWQgd2l0aC4gKi9cbiAgI2JyaWRnZXMgPSBuZXcgTWFwPEJyaWRnZSwgc3RyaW5nPigpO1xuICAjdGxzOiBib29sZWFuO1xuXG4gIGNvbnN0cnVjdG9yKFxuICAgIHJlYWRvbmx5IG9wdHM6IFNlcnZlT3B0aW9ucyxcbiAgICByZWFkb25seSBhc3NldHM6IE1hcDxzdHJpbmcsIEFzc2V0PixcbiAgICByZWFkb25seSBhdXRoOiBBdXRoLFxuICApIHtcbiAgICB0aGlzLiN0bHMgPSBvcHRzLnRscyAhPT0gdW5kZWZpbmVkO1xuICB9XG5cbiAgYXN5bmMgaGFuZGxlKHJlcTogUmVxdWVzdCwgcmVtb3RlOiBEZW5vLk5ldEFkZHIpOiBQcm9taXNlPFJlc3BvbnNlPiB7XG4gICAgY29uc3QgdXJsID0gbmV3IFVSTChyZXEudXJsKTtcbiAgICBpZiAoIXRoaXMuI2hvc3RBbGxvd2VkKHJlcSkpIHJldHVybiB0aGlzLiN0ZXh0KDQyMSwgXCJXcm9uZyBIb3N0IGhlYWRlclwiKTtcbiAgICBjb25zdCBhc3NldCA9IHJlcS5tZXRob2QgPT09IFwiR0VUXCJcbiAgICAgID8gdGhpcy5hc3NldHMuZ2V0KHVybC5wYXRobmFtZSlcbiAgICAgIDogdW5kZWZpbmVkO1xuICAgIGlmIChhc3NldCkgcmV0dXJuIHRoaXMuI2Fzc2V0KGFzc2V0KTtcbiAgICBzd2l0Y2ggKGAke3JlcS5tZXRob2R9ICR7dXJsLnBhdGhuYW1lfWApIHtcbiAgICAgIGNhc2UgXCJQT1NUIC9sb2dpblwiOlxuICAgICAgICByZXR1cm4gYXdhaXQgdGhpcy4jbG9naW4ocmVxLCByZW1vdGUuaG9zdG5hbWUpO1xuICAgICAgY2FzZSBcIlBPU1QgL2xvZ291dFwiOlxuICAgICAgICBpZiAoIXNhbWVPcmlnaW4ocmVxLCB0aGlzLiN0bHMpKSByZXR1cm4gdGhpcy4jdGV4dCg0MDMsIFwiV3JvbmcgT3JpZ2luXCIpO1xuICAgICAgICByZXR1cm4gdGhpcy4janNvbigyMDAsIHt9LCB7IFwic2V0LWNvb2tpZVwiOiB0aGlzLmF1dGguY2xlYXJDb29raWUoKSB9KTtcbiAgICAgIGNhc2UgXCJHRVQgL2FwaS9zZXNzaW9uc1wiOlxuICAgICAgICByZXR1cm4gYXdhaXQgdGhpcy4jc2Vzc2lvbnMocmVxKTtcbiAgICAgIGNhc2UgXCJHRVQgL2Zhdmljb24uaWNvXCI6XG4gICAgICAgIHJldHVybiBuZXcgUmVzcG9uc2UobnVsbCwge1xuICAgICAgICAgIHN0YXR1czogMjA0LFxuICAgICAgICAgIGhlYWRlcnM6IHNlY3VyaXR5SGVhZGVycyh0aGlzLiN0bHMpLFxuICAgICAgICB9KTtcbiAgICAgIGNhc2UgXCJHRVQgL3dzXCI6XG4gICAgICAgIHJldHVybiBhd2FpdCB0aGlzLiN1cGdyYWRlKHJlcSwgdXJsKTtcbiAgICAgIGRlZmF1bHQ6XG4gICAgICAgIHJldHVybiB0aGlzLiN0ZXh0KDQwNCwgXCJOb3QgZm91bmRcIik7XG4gICAgfVxuICB9XG5cbiAgLyoqIEVuZHMgdGhlIFdlYlNvY2tldHMgd2hvc2UgdG9rZW4gd2FzIHJldm9rZWQgb3IgaGFzIGV4cGlyZWQuICovXG4gIC8qKiBDbG9zZXMgZXZlcnkgcGFnZSdzIFdlYlNvY2tldCBhcyBnb2luZyBhd2F5OyBhdCBtb3N0IGEgc2Vjb25kLiAqL1xuICBhc3luYyBzdG9wcGluZygpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBjb25zdCBjbG9zZWQgPSBbLi4udGhpcy4jYnJpZGdlcy5rZXlzKCldLm1hcCgoYikgPT4gYi5nb2luZ0F3YXkoKSk7XG4gICAgdGhpcy4jYnJpZGdlcy5jbGVhcigpO1xuICAgIGF3YWl0IHJhY2VUaW1lb3V0KFByb21pc2UuYWxsKGNsb3NlZCksIFNUT1BfR1JBQ0VfTVMsICgpID0+IG5ldyBFcnJvcigpKVxuICAgICAgLmNhdGNoKCgpID0+IHt9KTtcbiAgfVxuXG4gIHJlY2hlY2soKTogdm9pZCB7XG4gICAgZm9yIChjb25zdCBbYnJpZGdlLCBpZF0gb2YgdGhpcy4jYnJpZGdlcykge1xuICAgICAgaWYgKGJyaWRnZS5kb25lKSB0aGlzLiNicmlkZ2VzLmRlbGV0ZShicmlkZ2UpO1xuICAgICAgZWxzZSBpZiAoIXRoaXMub3B0cy50b2tlbnMuYnlJZChpZCkpIHtcbiAgICAgICAgYnJpZGdlLmVuZChcIllvdXIgbG9naW4gd2FzIHJldm9rZWQgb3IgaGFzIGV4cGlyZWQ7IGxvZyBpbiBhZ2FpblwiKTtcbiAgICAgICAgdGhpcy4jYnJpZGdlcy5kZWxldGUoYnJpZGdlKTtcbiAgICAgIH1cbiAgICB9XG4gIH1cblxuICAvLyBPbiBsb29wYmFjaywgb25seSBsb29wYmFjayBuYW1lczogYSBwYWdlIG9mIGFub3RoZXIgc2l0ZSB0aGF0IGdvdCBpdHNcbiAgLy8gbmFtZSBwb2ludGVkIGF0IDEyNy4wLjAuMSAoRE5TIHJlYmluZGluZykgaXMgcmVmdXNlZC5cbiAgI2hvc3RBbGxvd2VkKHJlcTogUmVxdWVzdCk6IGJvb2xlYW4ge1xuICAgIGlmICghaXNMb29wYmFjayh0aGlzLm9wdHMubGlzdGVuLmhvc3RuYW1lKSkgcmV0dXJuIHRydWU7XG4gICAgY29uc3QgbmFtZSA9IG5ldyBVUkwocmVxLnVybCkuaG9zdG5hbWUucmVwbGFjZSgvXlxcWyguKilcXF0kLywgXCIkMVwiKTtcbiAgICByZXR1cm4gaXNMb29wYmFjayhuYW1lKTtcbiAgfVxuXG4gIGFzeW5jICNsb2dpbihyZXE6IFJlcXVlc3QsIGFkZHJlc3M6IHN0cmluZyk6IFByb21pc2U8UmVzcG9uc2U+IHtcbiAgICBpZiAoIXNhbWVPcmlnaW4ocmVxLCB0aGlzLiN0bHMpKSByZXR1cm4gdGhpcy4jdGV4dCg0MDMsIFwiV3JvbmcgT3JpZ2luXCIpO1xuICAgIGlmICh0aGlzLiNsaW1pdGVyLmJsb2NrZWQoYWRkcmVzcykpIHtcbiAgICAgIHJldHVybiB0aGlzLiN0ZXh0KDQyOSwgXCJUb28gbWFueSBmYWlsZWQgbG9naW5zOyB3YWl0IGEgbWludXRlXCIpO1xuICAgIH1cbiAgICBjb25zdCBib2R5ID0gYXdhaXQgcmVhZENhcHBlZChyZXEsIE1BWF9MT0dJTl9CT0RZKTtcbiAgICBpZiAoYm9keSA9PT0gbnVsbCkgcmV0dXJuIHRoaXMuI3RleHQoNDEzLCBcIkxvZ2luIGJvZHkgdG9vIGxhcmdlXCIpO1xuICAgIGxldCB0b2tlbiA9IFwiXCI7XG4gICAgdHJ5IHtcbiAgICAgIGNvbnN0IHBhcnNlZCA9IEpTT04ucGFyc2UoYm9keSk7XG4gICAgICBpZiAodHlwZW9mIHBhcnNlZD8udG9rZW4gPT09IFwic3RyaW5nXCIpIHRva2VuID0gcGFyc2VkLnRva2VuO1xuICAgIH0gY2F0Y2gge1xuICAgICAgLy8gQSBtYWxmb3JtZWQgYm9keSBpcyBhIGZhaWxlZCBsb2dpbiBsaWtlIGFueSBvdGhlci5cbiAgICB9XG4gICAgY29uc3QgcmVjb3JkID0gYXdhaXQgdGhpcy5vcHRzLnRva2Vucy5jaGVjayh0b2tlbik7XG4gICAgaWYgKCFyZWNvcmQpIHtcbiAgICAgIHRoaXMuI2xpbWl0ZXIuZmFpbGVkKGFkZHJlc3MpO1xuICAgICAgcmV0dXJuIHRoaXMuI3RleHQoNDAxLCBcIlVua25vd24sIHJldm9rZWQgb3IgZXhwaXJlZCB0b2tlblwiKTtcbiAgICB9XG4gICAgcmV0dXJuIHRoaXMuI2pzb24oMjAwLCBsb2dpbkluZm8ocmVjb3JkKSwge1xuICAgICAgXCJzZXQtY29va2llXCI6IGF3YWl0IHRoaXMuYXV0aC5jb29raWVGb3IocmVjb3JkKSxcbiAgICB9KTtcbiAgfVxuXG4gIGFzeW5jICNzZXNzaW9ucyhyZXE6IFJlcXVlc3QpOiBQcm9taXNlPFJlc3BvbnNlPiB7XG4gICAgY29uc3QgcmVjb3JkID0gYXdhaXQgdGhpcy5hdXRoLmxvZ2luKHJlcSk7XG4gICAgaWYgKCFyZWNvcmQpIHJldHVybiB0aGlzLiN0ZXh0KDQwMSwgXCJOb3QgbG9nZ2VkIGluXCIpO1xuICAgIGNvbnN0IGFsbCA9IGF3YWl0IGxpc3RTZXNzaW9ucyh0aGlzLm9wdHMuc29ja2V0KTtcbiAgICBjb25zdCBzZXNzaW9ucyA9IGFsbFxuICAgICAgLmZpbHRlcigocykgPT4gIXMuZXhpdCAmJiAocmVjb3JkLnNlc3Npb24gPz8gcy5uYW1lKSA9PT0gcy5uYW1lKVxuICAgICAgLm1hcCgocykgPT4gKHtcbiAgICAgICAgbmFtZTogcy5uYW1lLFxuICAgICAgICBjb2xzOiBzLmNvbHMsXG4gICAgICAgIHJvd3M6IHMucm93cyxcbiAgICAgICAgY2xpZW50czogcy5jbGllbnRzLFxuICAgICAgICBjb21tYW5kOiBzLmNvbW1hbmQuam9pbihcIiBcIiksXG4gICAgICAgIHRpdGxlOiBzLnRpdGxlLFxuICAgICAgICBsYXN0QWN0aXZlOiBzLmxhc3RBY3RpdmUsXG4gICAgICB9KSk7XG4gICAgcmV0dXJuIHRoaXMuI2pzb24oMjAwLCB7IC4uLmxvZ2luSW5mbyhyZWNvcmQpLCBzZXNzaW9ucyB9LCB7XG4gICAgICBcImNhY2hlLWNvbnRyb2xcIjogXCJuby1zdG9yZVwiLFxuICAgIH0pO1xuICB9XG5cbiAgYXN5bmMgI3VwZ3JhZGUocmVxOiBSZXF1ZXN0LCB1cmw6IFVSTCk6IFByb21pc2U8UmVzcG9uc2U+IHtcbiAgICBjb25zdCByZWNvcmQgPSBhd2FpdCB0aGlzLmF1dGgubG9naW4ocmVxKTtcbiAgICBpZiAoIXJlY29yZCkgcmV0dXJuIHRoaXMuI3RleHQoNDAxLCBcIk5vdCBsb2dnZWQgaW5cIik7XG4gICAgaWYgKCFzYW1lT3JpZ2luKHJlcSwgdGhpcy4jdGxzKSkgcmV0dXJuIHRoaXMuI3RleHQoNDAzLCBcIldyb25nIE9yaWdpblwiKTtcbiAgICBjb25zdCBzZXNzaW9uID0gdXJsLnNlYXJjaFBhcmFtcy5nZXQoXCJzZXNzaW9uXCIpID8/IFwiXCI7XG4gICAgaWYgKGNoZWNrU2Vzc2lvbk5hbWUoc2Vzc2lvbikpIHJldHVybiB0aGlzLiN0ZXh0KDQwMCwgXCJCYWQgc2Vzc2lvbiBuYW1lXCIpO1xuICAgIGlmIChyZWNvcmQuc2Vzc2lvbiAhPT0gbnVsbCAmJiByZWNvcmQuc2Vzc2lvbiAhPT0gc2Vzc2lvbikge1xuICAgICAgcmV0dXJuIHRoaXMuI3RleHQoNDAzLCBcIlRoaXMgbG9naW4gbWF5IG5vdCBvcGVuIHRoYXQgc2Vzc2lvblwiKTtcbiAgICB9XG4gICAgaWYgKChyZXEuaGVhZGVycy5nZXQoXCJ1cGdyYWRlXCIpID8/IFwiXCIpLnRvTG93ZXJDYXNlKCkgIT09IFwid2Vic29ja2V0XCIpIHtcbiAgICAgIHJldHVybiB0aGlzLiN0ZXh0KDQwMCwgXCJFeHBlY3RlZCBhIFdlYlNvY2tldCB1cGdyYWRlXCIpO1xuICAgIH1cbiAgICBjb25zdCB7IHNvY2tldCwgcmVzcG9uc2UgfSA9IERlbm8udXBncmFkZVdlYlNvY2tldChyZXEpO1xuICAgIGNvbnN0IGJyaWRnZSA9IG5ldyBCcmlkZ2Uoc29ja2V0LCB7XG4gICAgICBzb2NrZXQ6IHRoaXMub3B0cy5zb2NrZXQsXG4gICAgICBzZXNzaW9uLFxuICAgICAgcmVhZE9ubHk6IHJlY29yZC5yZWFkT25seSxcbiAgICAgIGxvZ2luOiByZWNvcmQuaWQsXG4gICAgICByZXN1bWU6IHRoaXMuI3Jlc3VtZSxcbiAgICB9KTtcbiAgICB0aGlzLiNicmlkZ2VzLnNldChicmlkZ2UsIHJlY29yZC5pZCk7XG4gICAgcmV0dXJuIHJlc3BvbnNlO1xuICB9XG5cbiAgI2Fzc2V0KGFzc2V0OiBBc3NldCk6IFJlc3BvbnNlIHtcbiAgICBjb25zdCBoID0gc2VjdXJpdHlIZWFkZXJzKHRoaXMuI3Rscyk7XG4gICAgaC5zZXQoXCJjb250ZW50LXR5cGVcIiwgYXNzZXQudHlwZSk7XG4gICAgaC5zZXQoXCJjYWNoZS1jb250cm9sXCIsIFwibm8tY2FjaGVcIik7XG4gICAgcmV0dXJuIG5ldyBSZXNwb25zZShhc3NldC5ib2R5LnNsaWNlKCksIHsgc3RhdHVzOiAyMDAsIGhlYWRlcnM6IGggfSk7XG4gIH1cblxuICAjdGV4dChzdGF0dXM6IG51bWJlciwgdGV4dDogc3RyaW5nKTogUmVzcG9uc2Uge1xuICAgIGNvbnN0IGggPSBzZWN1cml0eUhlYWRlcnModGhpcy4jdGxzKTtcbiAgICBoLnNldChcImNvbnRlbnQtdHlwZVwiLCBcInRleHQvcGxhaW47IGNoYXJzZXQ9dXRmLThcIik7XG4gICAgaC5zZXQoXCJjYWNoZS1jb250cm9sXCIsIFwibm8tc3RvcmVcIik7XG4gICAgcmV0dXJuIG5ldyBSZXNwb25zZSh0ZXh0ICsgXCJcXG5cIiwgeyBzdGF0dXMsIGhlYWRlcnM6IGggfSk7XG4gIH1cblxuICAjanNvbihcbiAgICBzdGF0dXM6IG51bWJlcixcbiAgICBkYXRhOiB1bmtub3duLFxuICAgIGV4dHJhOiBSZWNvcmQ8c3RyaW5nLCBzdHJpbmc+LFxuICApOiBSZXNwb25zZSB7XG4gICAgY29uc3QgaCA9IHNlY3VyaXR5SGVhZGVycyh0aGlzLiN0bHMpO1xuICAgIGguc2V0KFwiY29udGVudC10eXBlXCIsIFwiYXBwbGljYXRpb24vanNvblwiKTtcbiAgICBmb3IgKGNvbnN0IFtrLCB2XSBvZiBPYmplY3QuZW50cmllcyhleHRyYSkpIGguc2V0KGssIHYpO1xuICAgIHJldHVybiBuZXcgUmVzcG9uc2UoSlNPTi5zdHJpbmdpZnkoZGF0YSksIHsgc3RhdHVzLCBoZWFkZXJzOiBoIH0pO1xuICB9XG59XG5cbi8qKlxuICogVGhlIHJlcXVlc3QncyBib2R5IGFzIHRleHQsIG9yIG51bGwgd2hlbiBpdCBpcyBsb25nZXIgdGhhbiBgbWF4YCBieXRlczpcbiAqIHJlYWQgYSBjaHVuayBhdCBhIHRpbWUsIHNvIHRoYXQgbm8gb25lIGNhbiBtYWtlIHRoZSBzZXJ2ZXIgaG9sZCBhIGh1Z2VcbiAqIGJvZHkgYmVmb3JlIGxvZ2dpbmcgaW4uXG4gKi9cbmFzeW5jIGZ1bmN0aW9uIHJlYWRDYXBwZWQocmVxOiBSZXF1ZXN0LCBtYXg6IG51bWJlcik6IFByb21pc2U8c3RyaW5nIHwgbnVsbD4ge1xuICBpZiAoIXJlcS5ib2R5KSByZXR1cm4gXCJcIjtcbiAgY29uc3QgY2h1bmtzOiBVaW50OEFycmF5W10gPSBbXTtcbiAgbGV0IHNpemUgPSAwO1xuICBjb25zdCByZWFkZXIgPSByZXEuYm9keS5nZXRSZWFkZXIoKTtcbiAgdHJ5IHtcbiAgICBmb3IgKDs7KSB7XG4gICAgICBjb25zdCB7IHZhbHVlLCBkb25lIH0gPSBhd2FpdCByZWFkZXIucmVhZCgpO1xuICAgICAgaWYgKGRvbmUpIGJyZWFrO1xuICAgICAgc2l6ZSArPSB2YWx1ZS5sZW5ndGg7XG4gICAgICBpZiAoc2l6ZSA+IG1heCkge1xuICAgICAgICBhd2FpdCByZWFkZXIuY2FuY2VsKCkuY2F0Y2goKCkgPT4ge30pO1xuICAgICAgICByZXR1cm4gbnVsbDtcbiAgICAgIH1cbiAgICAgIGNodW5rcy5wdXNoKHZhbHVlKTtcbiAgICB9XG4gIH0gY2F0Y2gge1xuICAgIHJldHVybiBcIlwiO1xuICB9XG4gIGNvbnN0IGFsbCA9IG5ldyBVaW50OEFycmF5KHNpemUpO1xuICBsZXQgb2ZmID0gMDtcbiAgZm9yIChjb25zdCBjIG9mIGNodW5rcykge1xuICAgIGFsbC5zZXQoYywgb2ZmKTtcbiAgICBvZmYgKz0gYy5sZW5ndGg7XG4gIH1cbiAgcmV0dXJuIG5ldyBUZXh0RGVjb2RlcigpLmRlY29kZShhbGwpO1xufVxuXG4vKiogV2hhdCB0aGUgcGFnZSBtYXkga25vdyBhYm91dCBpdHMgbG9naW4uICovXG5mdW5jdGlvbiBsb2dpbkluZm8ocmVjb3JkOiBUb2tlblJlY29yZCkge1xuICByZXR1cm4ge1xuICAgIHJlYWRPbmx5OiByZWNvcmQucmVhZE9ubHksXG4gICAgc2Vzc2lvbjogcmVjb3JkLnNlc3Npb24sXG4gICAgZXhwaXJlczogcmVjb3JkLmV4cGlyZXMsXG4gIH07XG59XG5cbi8qKiBUaGUgZGFlbW9uJ3Mgc2Vzc2lvbnM7IG5vbmUgd2hlbiBubyBkYWVtb24gcnVucy4gKi9cbmFzeW5jIGZ1bmN0aW9uIGxpc3RTZXNzaW9ucyhzb2NrZXQ6IHN0cmluZyk6IFByb21pc2U8U2Vzc2lvbkluZm9bXT4ge1xuICBsZXQgY29ubjogQ29ubmVjdGlvbjtcbiAgdHJ5IHtcbiAgICBjb25uID0gYXdhaXQgQ29ubmVjdGlvbi5vcGVuKHNvY2tldCwgXCJ3ZWJcIik7XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIGlmIChlcnIgaW5zdGFuY2VvZiBDb25uZWN0aW9uRXJyb3IpIHJldHVybiBbXTtcbiAgICB0aHJvdyBlcnI7XG4gIH1cbiAgdHJ5IHtcbiAgICByZXR1cm4gKGF3YWl0IGNvbm4ucmVxdWVzdCh7IG9wOiBcImxzXCIgfSkpLnNlc3Npb25zO1xuICB9IGZpbmFsbHkge1xuICAgIGNvbm4uY2xvc2UoKTtcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7Ozs7OztDQWlCQyxHQUVELFNBQVMsVUFBVSxFQUFFLGVBQWUsUUFBUSwwQkFBMEI7QUFFdEUsU0FBUyxXQUFXLFFBQVEseUJBQXlCO0FBQ3JELFNBQVMsZ0JBQWdCLFFBQVEsMEJBQTBCO0FBQzNELFNBQXFCLFVBQVUsUUFBUSxjQUFjO0FBQ3JELFNBQVMsSUFBSSxFQUFFLFVBQVUsUUFBUSxZQUFZO0FBQzdDLFNBQVMsTUFBTSxRQUFRLGNBQWM7QUFDckMsU0FBUyxlQUFlLFFBQVEsZUFBZTtBQUMvQyxTQUFTLFVBQVUsUUFBNEIsY0FBYztBQUM3RCxTQUFTLFlBQVksUUFBUSxrQkFBa0I7QUFDL0MsU0FBUyxXQUFXLFFBQVEsY0FBYztBQWdCMUM7Ozs7Q0FJQyxHQUNELE1BQU0sYUFBYTtBQUVuQix1RUFBdUUsR0FDdkUsTUFBTSxnQkFBZ0I7QUFFdEIsOERBQThELEdBQzlELE1BQU0saUJBQWlCO0FBRXZCLHdFQUF3RSxHQUN4RSxPQUFPLGVBQWUsTUFBTSxJQUFrQjtFQUM1QyxNQUFNLE1BQU0sSUFBSSxPQUNkLE1BQ0EsTUFBTSxjQUNOLE1BQU0sS0FBSyxJQUFJLENBQ2IsS0FBSyxNQUFNLEVBQ1gsS0FBSyxHQUFHLEtBQUssYUFBYSxXQUFXLEtBQUssTUFBTSxDQUFDLFFBQVE7RUFHN0QsTUFBTSxTQUFTLEtBQUssS0FBSyxDQUFDO0lBQ3hCLFVBQVUsS0FBSyxNQUFNLENBQUMsUUFBUTtJQUM5QixNQUFNLEtBQUssTUFBTSxDQUFDLElBQUk7SUFDdEIsR0FBSSxLQUFLLEdBQUcsSUFBSSxDQUFDLENBQUM7SUFDbEIsVUFBVSxDQUFDLE9BQVMsS0FBSyxRQUFRLEdBQUc7SUFDcEMsU0FBUyxJQUFNLElBQUksU0FBUyxrQkFBa0I7UUFBRSxRQUFRO01BQUk7RUFDOUQsR0FBRyxDQUFDLEtBQUssT0FBUyxJQUFJLE1BQU0sQ0FBQyxLQUFLLEtBQUssVUFBVTtFQUNqRCxzRUFBc0U7RUFDdEUsdUVBQXVFO0VBQ3ZFLE1BQU0sT0FBTztJQUNYLE1BQU0sSUFBSSxRQUFRO0lBQ2xCLE1BQU0sT0FBTyxRQUFRO0VBQ3ZCO0VBQ0EsSUFBSSxLQUFLLE1BQU0sRUFBRSxTQUFTO09BQ3JCLEtBQUssTUFBTSxFQUFFLGlCQUFpQixTQUFTLE1BQU07SUFBRSxNQUFNO0VBQUs7RUFDL0QsTUFBTSxVQUFVLFlBQVksSUFBTSxJQUFJLE9BQU8sSUFBSTtFQUNqRCxJQUFJO0lBQ0YsTUFBTSxPQUFPLFFBQVE7RUFDdkIsU0FBVTtJQUNSLGNBQWM7RUFDaEI7QUFDRjtBQUVBLHNDQUFzQyxHQUN0QyxNQUFNOzs7O0VBQ0osQ0FBQSxPQUFRLENBQXNCO0VBQzlCLENBQUEsTUFBTyxDQUFxQjtFQUM1Qix3REFBd0QsR0FDeEQsQ0FBQSxPQUFRLENBQTZCO0VBQ3JDLENBQUEsR0FBSSxDQUFVO0VBRWQsWUFDRSxBQUFTLElBQWtCLEVBQzNCLEFBQVMsTUFBMEIsRUFDbkMsQUFBUyxJQUFVLENBQ25CO1NBSFMsT0FBQTtTQUNBLFNBQUE7U0FDQSxPQUFBO1NBVFgsQ0FBQSxPQUFRLEdBQUcsSUFBSTtTQUNmLENBQUEsTUFBTyxHQUFHLElBQUk7U0FFZCxDQUFBLE9BQVEsR0FBRyxJQUFJO0lBUWIsSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHLEtBQUssR0FBRyxLQUFLO0VBQzNCO0VBRUEsTUFBTSxPQUFPLEdBQVksRUFBRSxNQUFvQixFQUFxQjtJQUNsRSxNQUFNLE1BQU0sSUFBSSxJQUFJLElBQUksR0FBRztJQUMzQixJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsV0FBWSxDQUFDLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsS0FBSztJQUNwRCxNQUFNLFFBQVEsSUFBSSxNQUFNLEtBQUssUUFDekIsSUFBSSxDQUFDLE1BQU0sQ0FBQyxHQUFHLENBQUMsSUFBSSxRQUFRLElBQzVCO0lBQ0osSUFBSSxPQUFPLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDO0lBQzlCLE9BQVEsR0FBRyxJQUFJLE1BQU0sQ0FBQyxDQUFDLEVBQUUsSUFBSSxRQUFRLEVBQUU7TUFDckMsS0FBSztRQUNILE9BQU8sTUFBTSxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsS0FBSyxPQUFPLFFBQVE7TUFDL0MsS0FBSztRQUNILElBQUksQ0FBQyxXQUFXLEtBQUssSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEtBQUs7UUFDeEQsT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsS0FBSyxDQUFDLEdBQUc7VUFBRSxjQUFjLElBQUksQ0FBQyxJQUFJLENBQUMsV0FBVztRQUFHO01BQ3JFLEtBQUs7UUFDSCxPQUFPLE1BQU0sSUFBSSxDQUFDLENBQUEsUUFBUyxDQUFDO01BQzlCLEtBQUs7UUFDSCxPQUFPLElBQUksU0FBUyxNQUFNO1VBQ3hCLFFBQVE7VUFDUixTQUFTLGdCQUFnQixJQUFJLENBQUMsQ0FBQSxHQUFJO1FBQ3BDO01BQ0YsS0FBSztRQUNILE9BQU8sTUFBTSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsS0FBSztNQUNsQztRQUNFLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEtBQUs7SUFDM0I7RUFDRjtFQUVBLGdFQUFnRSxHQUNoRSxtRUFBbUUsR0FDbkUsTUFBTSxXQUEwQjtJQUM5QixNQUFNLFNBQVM7U0FBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsSUFBSTtLQUFHLENBQUMsR0FBRyxDQUFDLENBQUMsSUFBTSxFQUFFLFNBQVM7SUFDL0QsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEtBQUs7SUFDbkIsTUFBTSxZQUFZLFFBQVEsR0FBRyxDQUFDLFNBQVMsZUFBZSxJQUFNLElBQUksU0FDN0QsS0FBSyxDQUFDLEtBQU87RUFDbEI7RUFFQSxVQUFnQjtJQUNkLEtBQUssTUFBTSxDQUFDLFFBQVEsR0FBRyxJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBRTtNQUN4QyxJQUFJLE9BQU8sSUFBSSxFQUFFLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxNQUFNLENBQUM7V0FDakMsSUFBSSxDQUFDLElBQUksQ0FBQyxJQUFJLENBQUMsTUFBTSxDQUFDLElBQUksQ0FBQyxLQUFLO1FBQ25DLE9BQU8sR0FBRyxDQUFDO1FBQ1gsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE1BQU0sQ0FBQztNQUN2QjtJQUNGO0VBQ0Y7RUFFQSx3RUFBd0U7RUFDeEUsd0RBQXdEO0VBQ3hELENBQUEsV0FBWSxDQUFDLEdBQVk7SUFDdkIsSUFBSSxDQUFDLFdBQVcsSUFBSSxDQUFDLElBQUksQ0FBQyxNQUFNLENBQUMsUUFBUSxHQUFHLE9BQU87SUFDbkQsTUFBTSxPQUFPLElBQUksSUFBSSxJQUFJLEdBQUcsRUFBRSxRQUFRLENBQUMsT0FBTyxDQUFDLGNBQWM7SUFDN0QsT0FBTyxXQUFXO0VBQ3BCO0VBRUEsTUFBTSxDQUFBLEtBQU0sQ0FBQyxHQUFZLEVBQUUsT0FBZTtJQUN4QyxJQUFJLENBQUMsV0FBVyxLQUFLLElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRyxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxLQUFLO0lBQ3hELElBQUksSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLE9BQU8sQ0FBQyxVQUFVO01BQ2xDLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEtBQUs7SUFDekI7SUFDQSxNQUFNLE9BQU8sTUFBTSxXQUFXLEtBQUs7SUFDbkMsSUFBSSxTQUFTLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsS0FBSztJQUMxQyxJQUFJLFFBQVE7SUFDWixJQUFJO01BQ0YsTUFBTSxTQUFTLEtBQUssS0FBSyxDQUFDO01BQzFCLElBQUksT0FBTyxRQUFRLFVBQVUsVUFBVSxRQUFRLE9BQU8sS0FBSztJQUM3RCxFQUFFLE9BQU07SUFDTixxREFBcUQ7SUFDdkQ7SUFDQSxNQUFNLFNBQVMsTUFBTSxJQUFJLENBQUMsSUFBSSxDQUFDLE1BQU0sQ0FBQyxLQUFLLENBQUM7SUFDNUMsSUFBSSxDQUFDLFFBQVE7TUFDWCxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxDQUFDO01BQ3JCLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEtBQUs7SUFDekI7SUFDQSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxLQUFLLFVBQVUsU0FBUztNQUN4QyxjQUFjLE1BQU0sSUFBSSxDQUFDLElBQUksQ0FBQyxTQUFTLENBQUM7SUFDMUM7RUFDRjtFQUVBLE1BQU0sQ0FBQSxRQUFTLENBQUMsR0FBWTtJQUMxQixNQUFNLFNBQVMsTUFBTSxJQUFJLENBQUMsSUFBSSxDQUFDLEtBQUssQ0FBQztJQUNyQyxJQUFJLENBQUMsUUFBUSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxLQUFLO0lBQ3BDLE1BQU0sTUFBTSxNQUFNLGFBQWEsSUFBSSxDQUFDLElBQUksQ0FBQyxNQUFNO0lBQy9DLE1BQU0sV0FBVyxJQUNkLE1BQU0sQ0FBQyxDQUFDLElBQU0sQ0FBQyxFQUFFLElBQUksSUFBSSxDQUFDLE9BQU8sT0FBTyxJQUFJLEVBQUUsSUFBSSxNQUFNLEVBQUUsSUFBSSxFQUM5RCxHQUFHLENBQUMsQ0FBQyxJQUFNLENBQUM7UUFDWCxNQUFNLEVBQUUsSUFBSTtRQUNaLE1BQU0sRUFBRSxJQUFJO1FBQ1osTUFBTSxFQUFFLElBQUk7UUFDWixTQUFTLEVBQUUsT0FBTztRQUNsQixTQUFTLEVBQUUsT0FBTyxDQUFDLElBQUksQ0FBQztRQUN4QixPQUFPLEVBQUUsS0FBSztRQUNkLFlBQVksRUFBRSxVQUFVO01BQzFCLENBQUM7SUFDSCxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxLQUFLO01BQUUsR0FBRyxVQUFVLE9BQU87TUFBRTtJQUFTLEdBQUc7TUFDekQsaUJBQWlCO0lBQ25CO0VBQ0Y7RUFFQSxNQUFNLENBQUEsT0FBUSxDQUFDLEdBQVksRUFBRSxHQUFRO0lBQ25DLE1BQU0sU0FBUyxNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsS0FBSyxDQUFDO0lBQ3JDLElBQUksQ0FBQyxRQUFRLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEtBQUs7SUFDcEMsSUFBSSxDQUFDLFdBQVcsS0FBSyxJQUFJLENBQUMsQ0FBQSxHQUFJLEdBQUcsT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsS0FBSztJQUN4RCxNQUFNLFVBQVUsSUFBSSxZQUFZLENBQUMsR0FBRyxDQUFDLGNBQWM7SUFDbkQsSUFBSSxpQkFBaUIsVUFBVSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxLQUFLO0lBQ3RELElBQUksT0FBTyxPQUFPLEtBQUssUUFBUSxPQUFPLE9BQU8sS0FBSyxTQUFTO01BQ3pELE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEtBQUs7SUFDekI7SUFDQSxJQUFJLENBQUMsSUFBSSxPQUFPLENBQUMsR0FBRyxDQUFDLGNBQWMsRUFBRSxFQUFFLFdBQVcsT0FBTyxhQUFhO01BQ3BFLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEtBQUs7SUFDekI7SUFDQSxNQUFNLEVBQUUsTUFBTSxFQUFFLFFBQVEsRUFBRSxHQUFHLEtBQUssZ0JBQWdCLENBQUM7SUFDbkQsTUFBTSxTQUFTLElBQUksT0FBTyxRQUFRO01BQ2hDLFFBQVEsSUFBSSxDQUFDLElBQUksQ0FBQyxNQUFNO01BQ3hCO01BQ0EsVUFBVSxPQUFPLFFBQVE7TUFDekIsT0FBTyxPQUFPLEVBQUU7TUFDaEIsUUFBUSxJQUFJLENBQUMsQ0FBQSxNQUFPO0lBQ3RCO0lBQ0EsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEdBQUcsQ0FBQyxRQUFRLE9BQU8sRUFBRTtJQUNuQyxPQUFPO0VBQ1Q7RUFFQSxDQUFBLEtBQU0sQ0FBQyxLQUFZO0lBQ2pCLE1BQU0sSUFBSSxnQkFBZ0IsSUFBSSxDQUFDLENBQUEsR0FBSTtJQUNuQyxFQUFFLEdBQUcsQ0FBQyxnQkFBZ0IsTUFBTSxJQUFJO0lBQ2hDLEVBQUUsR0FBRyxDQUFDLGlCQUFpQjtJQUN2QixPQUFPLElBQUksU0FBUyxNQUFNLElBQUksQ0FBQyxLQUFLLElBQUk7TUFBRSxRQUFRO01BQUssU0FBUztJQUFFO0VBQ3BFO0VBRUEsQ0FBQSxJQUFLLENBQUMsTUFBYyxFQUFFLElBQVk7SUFDaEMsTUFBTSxJQUFJLGdCQUFnQixJQUFJLENBQUMsQ0FBQSxHQUFJO0lBQ25DLEVBQUUsR0FBRyxDQUFDLGdCQUFnQjtJQUN0QixFQUFFLEdBQUcsQ0FBQyxpQkFBaUI7SUFDdkIsT0FBTyxJQUFJLFNBQVMsT0FBTyxNQUFNO01BQUU7TUFBUSxTQUFTO0lBQUU7RUFDeEQ7RUFFQSxDQUFBLElBQUssQ0FDSCxNQUFjLEVBQ2QsSUFBYSxFQUNiLEtBQTZCO0lBRTdCLE1BQU0sSUFBSSxnQkFBZ0IsSUFBSSxDQUFDLENBQUEsR0FBSTtJQUNuQyxFQUFFLEdBQUcsQ0FBQyxnQkFBZ0I7SUFDdEIsS0FBSyxNQUFNLENBQUMsR0FBRyxFQUFFLElBQUksT0FBTyxPQUFPLENBQUMsT0FBUSxFQUFFLEdBQUcsQ0FBQyxHQUFHO0lBQ3JELE9BQU8sSUFBSSxTQUFTLEtBQUssU0FBUyxDQUFDLE9BQU87TUFBRTtNQUFRLFNBQVM7SUFBRTtFQUNqRTtBQUNGO0FBRUE7Ozs7Q0FJQyxHQUNELGVBQWUsV0FBVyxHQUFZLEVBQUUsR0FBVztFQUNqRCxJQUFJLENBQUMsSUFBSSxJQUFJLEVBQUUsT0FBTztFQUN0QixNQUFNLFNBQXVCLEVBQUU7RUFDL0IsSUFBSSxPQUFPO0VBQ1gsTUFBTSxTQUFTLElBQUksSUFBSSxDQUFDLFNBQVM7RUFDakMsSUFBSTtJQUNGLE9BQVM7TUFDUCxNQUFNLEVBQUUsS0FBSyxFQUFFLElBQUksRUFBRSxHQUFHLE1BQU0sT0FBTyxJQUFJO01BQ3pDLElBQUksTUFBTTtNQUNWLFFBQVEsTUFBTSxNQUFNO01BQ3BCLElBQUksT0FBTyxLQUFLO1FBQ2QsTUFBTSxPQUFPLE1BQU0sR0FBRyxLQUFLLENBQUMsS0FBTztRQUNuQyxPQUFPO01BQ1Q7TUFDQSxPQUFPLElBQUksQ0FBQztJQUNkO0VBQ0YsRUFBRSxPQUFNO0lBQ04sT0FBTztFQUNUO0VBQ0EsTUFBTSxNQUFNLElBQUksV0FBVztFQUMzQixJQUFJLE1BQU07RUFDVixLQUFLLE1BQU0sS0FBSyxPQUFRO0lBQ3RCLElBQUksR0FBRyxDQUFDLEdBQUc7SUFDWCxPQUFPLEVBQUUsTUFBTTtFQUNqQjtFQUNBLE9BQU8sSUFBSSxjQUFjLE1BQU0sQ0FBQztBQUNsQztBQUVBLDRDQUE0QyxHQUM1QyxTQUFTLFVBQVUsTUFBbUI7RUFDcEMsT0FBTztJQUNMLFVBQVUsT0FBTyxRQUFRO0lBQ3pCLFNBQVMsT0FBTyxPQUFPO0lBQ3ZCLFNBQVMsT0FBTyxPQUFPO0VBQ3pCO0FBQ0Y7QUFFQSxxREFBcUQsR0FDckQsZUFBZSxhQUFhLE1BQWM7RUFDeEMsSUFBSTtFQUNKLElBQUk7SUFDRixPQUFPLE1BQU0sV0FBVyxJQUFJLENBQUMsUUFBUTtFQUN2QyxFQUFFLE9BQU8sS0FBSztJQUNaLElBQUksZUFBZSxpQkFBaUIsT0FBTyxFQUFFO0lBQzdDLE1BQU07RUFDUjtFQUNBLElBQUk7SUFDRixPQUFPLENBQUMsTUFBTSxLQUFLLE9BQU8sQ0FBQztNQUFFLElBQUk7SUFBSyxFQUFFLEVBQUUsUUFBUTtFQUNwRCxTQUFVO0lBQ1IsS0FBSyxLQUFLO0VBQ1o7QUFDRiJ9
// denoCacheMetadata=14175998803663499642,15858390181419597127