// The page of `berth serve`: log in with the token from the URL's fragment,
// list the sessions, attach one in xterm.js. The server keeps the screen
// model and sends xterm.js the bytes to draw (see web/bridge.ts and
// web/wire.ts); this file draws, types, resizes and reconnects. Its
// addresses (login, api/, ws) are relative to the page's: a reverse proxy
// may serve it under a path (berth serve --public-url).

// Loaded by URL from this server (web/assets.ts serves them from the npm
// packages); not static imports, which the type checker would try to find.
const { Terminal } = await import(new URL("xterm.mjs", import.meta.url).href);
const { FitAddon } = await import(
  new URL("addon-fit.mjs", import.meta.url).href
);
const { UnicodeGraphemesAddon } = await import(
  new URL("addon-unicode-graphemes.mjs", import.meta.url).href
);

const WIRE_VERSION = 6;
// Reconnect backoff: 250 ms doubling to at most 10 s (the bound the README
// gives, jitter included), with jitter, so that many pages do not come back
// at once after the server restarts.
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;
// Heartbeat, as the attach client beats to the daemon (protocol/messages.ts,
// HEARTBEAT_INTERVAL_MS and HEARTBEAT_TIMEOUT_MS): a ping every second,
// answered at once by the server. A ping unanswered for QUIET_MS shows "no
// contact for N s"; for LOST_MS, the page drops the WebSocket and
// reconnects, as for a link that closed (a silent link never closes by
// itself). Timed from the oldest unanswered ping, not the last message, so
// that a tab whose timers the browser slowed down (a background tab) does
// not count its own sleep as silence.
const PING_MS = 1000;
const QUIET_MS = 2000;
const LOST_MS = 5000;
// A WebSocket that has not opened in this long is given up and tried
// again (through a silent link it never opens nor fails).
const OPEN_MS = 10_000;
// Lines one mouse wheel notch moves in scroll mode.
const WHEEL_LINES = 3;

const $ = (id) => document.getElementById(id);

/** One attached session in the page, across reconnects. */
class Attachment {
  constructor(name, login) {
    this.name = name;
    // The session's id and creation time, once the server says them: the
    // next link asks for that session, whatever it is called by then.
    this.id = null;
    this.created = null;
    this.readOnly = login.readOnly;
    // Names this page to the server across reconnects (input dedup).
    // Not crypto.randomUUID(), which a page served over plain HTTP on a
    // network address (--insecure-no-tls-on-network) does not have.
    this.client = [...crypto.getRandomValues(new Uint8Array(16))]
      .map((b) => b.toString(16).padStart(2, "0")).join("");
    this.seq = 0;
    /** Input sent or to send, until the server acks it. */
    this.unacked = [];
    this.ws = null;
    this.attached = false;
    /** Why the server is closing this link (its `bye`), else "". */
    this.leaving = "";
    this.ended = false;
    this.retries = 0;
    this.retryTimer = 0;
    /** When the pending reconnect is due (ms since the epoch), else 0. */
    this.retryAt = 0;
    this.countdownTimer = 0;
    this.pingTimer = 0;
    this.pingId = 0;
    /** When the oldest unanswered ping went out, else 0. */
    this.waitingSince = 0;
    /** When anything last came from the server. */
    this.lastHeard = 0;
    this.scrolling = false;
    /** The title the session's program set, "" when none. */
    this.title = "";
    this.term = new Terminal({
      scrollback: 0,
      cursorBlink: true,
      fontFamily: "DejaVu Sans Mono, Noto Sans Mono, monospace",
      fontSize: 15,
      linkHandler: { activate: openLink, allowNonHttpProtocols: false },
      // The graphemes addon sets `unicode.activeVersion`, of xterm.js's
      // proposed API.
      allowProposedApi: true,
    });
    this.fit = new FitAddon();
    this.term.loadAddon(this.fit);
    // Widths and grapheme clusters as the server draws them (berth's
    // engine: wcwidth, a cluster one cell: an emoji, a flag, a ZWJ
    // sequence two columns); xterm.js's default Unicode 6 widths made an
    // emoji one column, and the rest of its row moved left.
    this.term.loadAddon(new UnicodeGraphemesAddon());
    const el = $("terminal");
    el.replaceChildren();
    this.term.open(el);
    this.fit.fit();
    this.term.onData((data) => this.input({ t: "input", data, binary: false }));
    this.term.onBinary((data) =>
      this.input({ t: "input", data, binary: true })
    );
    this.term.onResize(({ cols, rows }) =>
      this.send({ t: "resize", cols, rows })
    );
    this.term.onTitleChange((t) => {
      this.title = t;
      showTitle(t ? `${this.name}: ${t}` : this.name);
    });
    this.term.attachCustomKeyEventHandler((ev) => this.key(ev));
    // The attach client sets the clipboard as in a terminal (OSC 52): the
    // user's copies always, programs' writes only when the box allows
    // them (the server sends those only then).
    this.term.parser.registerOscHandler(52, (data) => setClipboard(data));
    this.term.attachCustomWheelEventHandler((ev) => this.wheel(ev));
    // Paste goes to the server as text: it takes escapes out and brackets
    // it (client/paste.ts), whatever this page does.
    el.addEventListener("paste", (ev) => this.paste(ev), true);
    this.resizeObserver = new ResizeObserver(() => this.fit.fit());
    this.resizeObserver.observe(el);
    this.connect();
  }

  connect() {
    this.cancelRetry();
    const url = new URL(`ws?${this.query()}`, location.href);
    url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(url);
    this.ws = ws;
    this.opened = false;
    this.leaving = "";
    this.lastHeard = Date.now();
    this.waitingSince = 0;
    status(this.retries === 0 ? "connecting" : "reconnecting");
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => this.beat(ws), PING_MS);
    ws.onopen = () => {
      this.opened = true;
      this.beat(ws);
      ws.send(JSON.stringify({
        t: "hello",
        version: WIRE_VERSION,
        client: this.client,
        cols: this.term.cols,
        rows: this.term.rows,
        clipboard: $("clipboard").checked,
      }));
    };
    ws.onmessage = (ev) => this.message(ws, JSON.parse(ev.data));
    ws.onclose = () => this.closed(ws, this.leaving || undefined);
  }

  // The session this page asks for: its name, and its id once known.
  query() {
    const q = new URLSearchParams({ session: this.name });
    if (this.id !== null) {
      q.set("id", this.id);
      q.set("created", String(this.created));
    }
    return q.toString();
  }

  // Each second: a ping (one at a time is enough: any answer clears it),
  // and a look at how long the server has been silent.
  beat(ws) {
    if (ws !== this.ws) return;
    const now = Date.now();
    if (!this.opened) {
      if (now - this.lastHeard > OPEN_MS) this.lost(ws, "no answer");
      return;
    }
    if (this.waitingSince === 0) {
      this.waitingSince = now;
      ws.send(JSON.stringify({ t: "ping", id: ++this.pingId }));
      return;
    }
    const silent = now - this.waitingSince;
    const since = Math.round((now - this.lastHeard) / 1000);
    if (silent >= LOST_MS) this.lost(ws, `no contact for ${since} s`);
    else if (silent >= QUIET_MS) status(`no contact for ${since} s`);
  }

  // Anything from the server: the link is alive.
  heard() {
    this.lastHeard = Date.now();
    if (this.waitingSince !== 0 && this.attached) this.showConnected();
    this.waitingSince = 0;
  }

  showConnected() {
    status(this.readOnlyLink ? "read-only" : "connected", true);
  }

  // The link went silent: drop this WebSocket without waiting for its
  // close (which a silent link never completes) and reconnect. What the
  // page sent on it and has no ack for is sent again once attached, and
  // the server drops what it had delivered already.
  lost(ws, why) {
    ws.onmessage = null;
    ws.onclose = null;
    ws.close();
    this.closed(ws, why);
  }

  message(ws, m) {
    // Leaving (the server's bye): nothing more is answered on this link.
    if (ws !== this.ws || this.leaving) return;
    this.heard();
    switch (m.t) {
      case "pong":
        break;
      case "attached":
        this.attached = true;
        this.retries = 0;
        this.showing(m);
        this.term.reset();
        this.readOnlyLink = m.readOnly;
        this.showConnected();
        // Resend what the server has not delivered, in order, once.
        this.unacked = this.unacked.filter((u) => u.seq > m.delivered);
        for (const u of this.unacked) ws.send(JSON.stringify(u));
        // The window may have changed size since the hello.
        this.send({ t: "resize", cols: this.term.cols, rows: this.term.rows });
        break;
      case "out":
        this.term.write(m.data, () => {
          if (ws === this.ws && this.attached) {
            ws.send(JSON.stringify({ t: "ack", id: m.id }));
          }
        });
        break;
      case "session":
        this.showing(m);
        break;
      case "inputAck":
        this.unacked = this.unacked.filter((u) => u.seq > m.seq);
        break;
      case "scroll":
        this.scrolling = m.on;
        break;
      case "end":
        this.ended = true;
        status(m.message);
        this.leave(ws, m.message);
        break;
      case "bye":
        this.leave(ws, m.why);
        break;
    }
  }

  // The server closes this link (it stops, it listens again, the daemon
  // went away, the attachment ended): `bye` is the last thing the page
  // sends on it, and the server closes once it has it. Keys typed from
  // now wait for the next link. A closing server WebSocket of Deno's
  // drops the link, its close frame unsent, on a message it reads before
  // it sent it (the page would see 1006). Called for this link's first
  // `bye` or `end` only (`message` drops the rest).
  leave(ws, why) {
    this.leaving = why;
    this.attached = false;
    clearInterval(this.pingTimer);
    if (!this.ended) status(why);
    ws.send(JSON.stringify({ t: "bye" }));
    // A close that never comes (the link went silent meanwhile).
    setTimeout(() => {
      if (ws === this.ws) this.lost(ws, why);
    }, LOST_MS);
  }

  // The page shows session `name` (a switch-client moved it, or it was
  // renamed): the address and tab say so, so that a reload shows it, and
  // the next link attaches it (by `id` when the server gave it).
  showing({ name, id, created }) {
    this.id = id ?? null;
    this.created = created ?? null;
    if (name === this.name) return;
    this.name = name;
    showSession(name);
    showTitle(this.title ? `${name}: ${this.title}` : name);
  }

  // The WebSocket closed (or was dropped as silent: `why`); reconnect
  // after a while, unless the server ended the attachment.
  closed(ws, why = "disconnected") {
    if (ws !== this.ws) return;
    clearInterval(this.pingTimer);
    const refused = !this.opened && why === "disconnected";
    this.ws = null;
    this.attached = false;
    this.scrolling = false;
    if (this.ended || this.stopped) return;
    // Jitter within the bound, never past it.
    const delay = Math.min(
      MAX_RETRY_MS,
      FIRST_RETRY_MS * 2 ** this.retries * (0.75 + Math.random() / 2),
    );
    this.retries++;
    this.retryAt = Date.now() + delay;
    this.retryWhy = why;
    this.retryTimer = setTimeout(() => this.retry(refused), delay);
    this.countdown();
    $("retry").hidden = false;
  }

  // "reconnecting in N s", ticking each second until the retry.
  countdown() {
    clearTimeout(this.countdownTimer);
    const left = this.retryAt - Date.now();
    if (this.retryAt === 0 || left <= 0) return;
    status(`${this.retryWhy}; reconnecting in ${Math.ceil(left / 1000)} s`);
    this.countdownTimer = setTimeout(
      () => this.countdown(),
      left % 1000 || 1000,
    );
  }

  cancelRetry() {
    clearTimeout(this.retryTimer);
    clearTimeout(this.countdownTimer);
    this.retryTimer = 0;
    this.retryAt = 0;
    $("retry").hidden = true;
  }

  // Reconnects now (the Retry button, the network came back).
  retryNow() {
    if (this.retryAt === 0 || this.stopped || this.ended) return;
    this.retry(false);
  }

  // Reconnects, unless the server refuses this page for good. A browser
  // hides why a WebSocket did not open: when one closed before opening,
  // ask the server what it would answer (a login that ended, a session
  // this login may not open), and stop there with the reason.
  async retry(refused) {
    this.cancelRetry();
    if (this.stopped) return;
    status("reconnecting");
    let r = null;
    if (refused) {
      r = await fetch(`api/attach?${this.query()}`, {
        signal: AbortSignal.timeout(LOST_MS),
      }).catch(() => null);
    }
    if (this.stopped || this.ws) return;
    if (r && r.status === 401) {
      this.ended = true;
      showLogin("Your login has ended (revoked or expired); log in again");
      return;
    }
    if (r && [400, 403, 410].includes(r.status)) {
      this.ended = true;
      status(`Refused: ${(await r.text()).trim()}`);
      return;
    }
    this.connect();
  }

  // Read-only pages send keys too: scroll mode takes them, and the server
  // drops the rest (it, not the page, enforces read-only).
  input(m) {
    m.seq = ++this.seq;
    this.unacked.push(m);
    if (this.attached) this.ws.send(JSON.stringify(m));
  }

  send(m) {
    if (this.attached) this.ws.send(JSON.stringify(m));
  }

  scroll(pageUp) {
    this.send({ t: "scroll", pageUp });
    this.term.focus();
  }

  // Shift+PageUp enters scroll mode (as terminals scroll back with it).
  // Ctrl+Shift+C copies the mouse's selection, as in the terminals of
  // Linux (xterm.js itself only copies from the context menu).
  key(ev) {
    if (ev.type === "keydown" && ev.ctrlKey && ev.shiftKey && isCopyKey(ev)) {
      const text = this.term.getSelection();
      if (text) navigator.clipboard?.writeText(text).catch(() => {});
      ev.preventDefault();
      return false;
    }
    if (ev.type === "keydown" && ev.shiftKey && ev.key === "PageUp") {
      if (!this.scrolling) this.scroll(true);
      else this.input({ t: "input", data: "\x1b[5~", binary: false });
      ev.preventDefault();
      return false;
    }
    return true;
  }

  // The wheel scrolls the history, unless the program asked for the mouse:
  // copy mode's scroll-up and scroll-down (C-Up and C-Down in both of its
  // key tables), so that the view moves as a terminal's scrollback does.
  // (Up and Down moved copy mode's cursor: the view stayed put for as
  // many notches as the pane has rows.)
  wheel(ev) {
    if (this.term.modes.mouseTrackingMode !== "none") return true;
    if (ev.deltaY === 0) return false;
    const up = ev.deltaY < 0;
    if (!this.scrolling && !up) return false;
    if (!this.scrolling) this.scroll(false);
    const key = up ? "\x1b[1;5A" : "\x1b[1;5B";
    this.sendKeys(key.repeat(WHEEL_LINES));
    return false;
  }

  sendKeys(data) {
    this.input({ t: "input", data, binary: false });
  }

  paste(ev) {
    ev.preventDefault();
    ev.stopImmediatePropagation();
    const text = ev.clipboardData?.getData("text/plain") ?? "";
    if (!text || this.readOnly) return;
    // Bracketed as the session asked (the attach client mirrors its mode).
    const bracketed = this.term.modes.bracketedPasteMode;
    this.input({ t: "paste", text, bracketed });
  }

  stop() {
    this.stopped = true;
    this.cancelRetry();
    clearInterval(this.pingTimer);
    this.resizeObserver.disconnect();
    this.ws?.close();
    this.term.dispose();
  }
}

// Whether the key pressed with Ctrl+Shift is C: the letter it types in
// the keyboard's layout (`key`), as terminals match their shortcuts, not
// where it sits (`code`: on Dvorak the key that types C is QWERTY's I,
// and QWERTY's C types J). A layout without Latin letters (Russian,
// Greek) types none: there, the key where QWERTY has C, as browsers
// match their own shortcuts.
function isCopyKey(ev) {
  const key = ev.key ?? "";
  if (/^[a-z]$/i.test(key)) return key.toLowerCase() === "c";
  return ev.code === "KeyC";
}

// OSC 52's `SELECTION;BASE64` to the page's clipboard (a query, `?`,
// gets no answer: the page's clipboard is not the session's to read).
function setClipboard(data) {
  const b64 = data.slice(data.indexOf(";") + 1);
  if (b64 === "?") return true;
  let text;
  try {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    text = new TextDecoder().decode(bytes);
  } catch {
    return true;
  }
  navigator.clipboard?.writeText(text).catch(() => {});
  return true;
}

// Only web links open, in a new tab that cannot reach back to this one.
function openLink(_event, uri) {
  let url;
  try {
    url = new URL(uri);
  } catch {
    return;
  }
  if (url.protocol === "http:" || url.protocol === "https:") {
    globalThis.open(url.href, "_blank", "noopener,noreferrer");
  }
}

let current = null;
let login = null;
let listTimer = 0;

// In the page's bar and on its tab, so that tabs of several sessions
// tell themselves apart (as a terminal's window title does).
function showTitle(text) {
  $("title").textContent = text;
  document.title = text ? `${text} - berth` : "berth";
}

// The session in the address (without the token): a reload opens it.
function showSession(name) {
  history.replaceState(
    null,
    "",
    `${location.pathname}#session=${encodeURIComponent(name)}`,
  );
}

function status(text, ok = false) {
  const el = $("status");
  el.textContent = text;
  el.className = ok ? "ok" : "";
}

function show(section) {
  for (const id of ["login", "list", "terminal"]) $(id).hidden = id !== section;
  $("back").hidden = section !== "terminal" || login?.session !== null;
  $("history").hidden = section !== "terminal";
  $("clipboard-label").hidden = section !== "terminal";
  $("logout").hidden = section === "login";
}

function showLogin(message) {
  current?.stop();
  current = null;
  clearInterval(listTimer);
  $("login-message").textContent = message;
  status("");
  show("login");
}

async function logIn(token) {
  const r = await fetch("login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token }),
  });
  if (!r.ok) {
    showLogin(`Login refused: ${(await r.text()).trim()}`);
    return false;
  }
  return true;
}

async function fetchSessions() {
  const r = await fetch("api/sessions");
  if (r.status === 401) return null;
  if (!r.ok) throw new Error(`the server answered ${r.status}`);
  return await r.json();
}

async function showList() {
  current?.stop();
  current = null;
  history.replaceState(null, "", location.pathname);
  showTitle("");
  status("");
  show("list");
  await refreshList();
  clearInterval(listTimer);
  listTimer = setInterval(refreshList, 5000);
}

async function refreshList() {
  const data = await fetchSessions().catch(() => undefined);
  if (data === null) return showLogin("Not logged in");
  if (data === undefined) return;
  login = data;
  const ul = $("sessions");
  ul.replaceChildren(...data.sessions.map((s) => {
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.dataset.session = s.name;
    b.append(s.name);
    const meta = document.createElement("span");
    meta.className = "meta";
    meta.textContent = `${s.cols}x${s.rows}, ${s.clients} attached, ${
      s.title || s.command
    }`;
    b.append(meta);
    b.onclick = () => openSession(s.name);
    li.append(b);
    return li;
  }));
  $("list-message").textContent = data.sessions.length === 0
    ? "No sessions: start one with berth new -d"
    : (data.readOnly ? "Read-only login: you can watch, not type." : "");
}

function openSession(name) {
  clearInterval(listTimer);
  current?.stop();
  showSession(name);
  showTitle(name);
  show("terminal");
  current = new Attachment(name, login);
  current.term.focus();
}

async function main() {
  const frag = new URLSearchParams(location.hash.slice(1));
  // The token leaves the address bar (and the history) at once.
  history.replaceState(null, "", location.pathname);
  const token = frag.get("token");
  if (token && !(await logIn(token))) return;
  login = await fetchSessions().catch(() => null);
  if (!login) {
    return showLogin(
      "Open a login URL from berth token create, or paste a token:",
    );
  }
  // A login for one session opens it by its name now: the link's own may
  // be one it had before a rename.
  const wanted = login.session ?? frag.get("session");
  if (wanted) openSession(wanted);
  else await showList();
}

$("login-form").onsubmit = async (ev) => {
  ev.preventDefault();
  if (await logIn($("token").value.trim())) {
    $("token").value = "";
    await main();
  }
};
// A login URL pasted into this tab's address bar only changes the fragment.
addEventListener("hashchange", () => {
  if (location.hash.includes("token=")) main();
});
$("back").onclick = () => showList();
$("history").onclick = () => current?.scroll(true);
$("retry").onclick = () => {
  current?.retryNow();
  current?.term.focus();
};
// Ctrl+W (and closing the tab) cannot be kept from the browser: a page
// attached asks first, so that a C-w meant for the session does not
// close it silently. The session goes on either way.
addEventListener("beforeunload", (ev) => {
  if (current && !current.ended && !current.stopped) ev.preventDefault();
});
// The network is back: no reason to wait out the countdown.
addEventListener("online", () => current?.retryNow());
$("clipboard").onchange = () => {
  current?.ws?.close(); // reattach with it
  current?.term.focus();
};
$("logout").onclick = async () => {
  await fetch("logout", { method: "POST" });
  showLogin("Logged out");
};

// For tests and the bench: the terminal of the attached session.
globalThis.berth = {
  get term() {
    return current?.term ?? null;
  },
  get attached() {
    return current?.attached ?? false;
  },
  get ws() {
    return current?.ws ?? null;
  },
  /** When the pending reconnect is due (ms since the epoch), else 0. */
  get retryAt() {
    return current?.retryAt ?? 0;
  },
  /** Input sent but not acked by the server yet. */
  get pending() {
    return current?.unacked.length ?? 0;
  },
};

main();
