/**
 * berth in the browser: a real `berth serve` on loopback, a real Chromium
 * (playwright-core) showing the page, against a bench daemon.
 *
 * Key to echo is measured in the page: from the `keydown` event of a key
 * that playwright types (a trusted event, as a user's) to the moment
 * xterm.js has written the echoed character into its buffer (its
 * `onWriteParsed` event with that cell filled). The session runs the key
 * section's raw `cat`. Each run types `keys` keys after 20 untimed ones;
 * the table shows the median over runs of each run's p50 and p99.
 *
 * Showing a session with 10,000 lines of history: from navigation start
 * of a fresh page (the login cookie already set) to the session's last
 * line on screen, and from the History button to the oldest line shown
 * after `g` (the history is fetched from the daemon a page at a time, as
 * the attach client's scroll mode does). Both polled each animation frame
 * (up to 16.7 ms late).
 *
 * @module
 */

import { type BrowserContext, chromium, type Page } from "playwright-core";
import { TokenStore } from "../web/tokens.ts";
import { BerthMux } from "./berth_mux.ts";
import type { BenchContext } from "./context.ts";
import { ECHO_PROGRAM } from "./key_echo.ts";
import { withTimeout } from "./mux.ts";
import { type Figure, figures, percentile } from "./stats.ts";

/** The section's one row. */
export interface WebRow {
  keyP50: Figure;
  keyP99: Figure;
  /** p50 of the part of key to echo until the echo reached the page. */
  arrivalP50: Figure;
  /** The floor: a bare WebSocket echo from the same kind of page. */
  wsEchoP50: Figure;
  /** Keys timed per run. */
  keys: number;
  showMs: Figure;
  historyTopMs: Figure;
  historyLines: number;
}

const CHROMIUM = "/usr/bin/chromium";
const MAIN = new URL("../main.ts", import.meta.url).pathname;
const CONFIG = new URL("../deno.json", import.meta.url).pathname;
const WARM_KEYS = 20;
const HISTORY_LINES = 10_000;
const TIMEOUT_MS = 60_000;
const FIELDS = [
  "keyP50",
  "keyP99",
  "arrivalP50",
  "wsEchoP50",
  "showMs",
  "historyTopMs",
] as const;

/** Runs the section; one row. */
export async function benchWeb(ctx: BenchContext): Promise<WebRow[]> {
  const p = ctx.profile;
  const runs: Record<typeof FIELDS[number], number>[] = [];
  let missing = "";
  try {
    await Deno.stat(CHROMIUM);
  } catch {
    missing = "chromium is not installed (apt-get install chromium)";
  }
  for (let i = 0; !missing && i < p.warmups + p.runs; i++) {
    ctx.log(`web: run ${i + 1}/${p.warmups + p.runs}`);
    const r = await oneRun(ctx, p.keys);
    if (i >= p.warmups) runs.push(r);
  }
  return [{
    ...figures(FIELDS, missing ? undefined : runs, { missing }),
    keys: p.keys,
    historyLines: HISTORY_LINES,
  }];
}

async function oneRun(
  ctx: BenchContext,
  keys: number,
): Promise<Record<typeof FIELDS[number], number>> {
  const mux = await BerthMux.launch();
  const cleanups: (() => Promise<void>)[] = [() => mux.close()];
  const cleanup = async () => {
    for (const c of cleanups.reverse()) await c().catch(() => {});
  };
  ctx.cleanups.add(cleanup);
  try {
    await mux.start({ name: "keys", argv: ECHO_PROGRAM, cols: 80, rows: 24 });
    // 10,000 lines in history above a 24-row screen.
    const last = HISTORY_LINES + 23;
    await mux.start({
      name: "hist",
      argv: ["sh", "-c", `seq 1 ${last}; exec cat`],
      cols: 80,
      rows: 24,
    });
    await withTimeout(
      mux.connection.request({
        op: "wait",
        name: "hist",
        text: { source: `^${last}$`, flags: "m" },
      }),
      TIMEOUT_MS,
      "the history session",
    );
    // History is copy mode, whose keys follow mode-keys (emacs unless
    // $VISUAL or $EDITOR says vi): vi's, for `g`, whoever runs the bench.
    await mux.connection.request({
      op: "set-global",
      option: "mode-keys",
      value: "vi",
    });
    const state = await Deno.makeTempDir({ prefix: "berth-bench-web-" });
    cleanups.push(() => Deno.remove(state, { recursive: true }));
    const { token } = await new TokenStore(`${state}/berth`).create({});
    const serve = await startServe(mux, state);
    cleanups.push(async () => {
      serve.child.kill("SIGTERM");
      await serve.child.status;
    });
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    });
    cleanups.push(() => browser.close());
    // The bench's in-page probes are strings, which the page's CSP would
    // refuse to evaluate; the page itself runs as it does for users.
    const context = await browser.newContext({
      viewport: { width: 900, height: 500 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    await page.goto(`${serve.origin}/#token=${token}&session=keys`);
    await waitAttached(page);
    await page.waitForFunction(
      "globalThis.berth.term.buffer.active.getLine(0)?.translateToString(true).startsWith('READY')",
    );
    const { ms, arrivalMs } = await typeKeys(page, keys);
    const floor = await wsEchoFloor(context, keys);
    const second = await context.newPage();
    second.setDefaultTimeout(TIMEOUT_MS);
    const show = await showHistory(second, serve.origin, last);
    return {
      keyP50: percentile(ms, 50),
      keyP99: percentile(ms, 99),
      arrivalP50: percentile(arrivalMs, 50),
      wsEchoP50: percentile(floor, 50),
      showMs: show.showMs,
      historyTopMs: show.topMs,
    };
  } finally {
    await cleanup();
    ctx.cleanups.delete(cleanup);
  }
}

async function startServe(
  mux: BerthMux,
  state: string,
): Promise<{ child: Deno.ChildProcess; origin: string }> {
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      "--quiet",
      "--config",
      CONFIG,
      MAIN,
      "--socket",
      mux.socket,
      "serve",
      "--listen",
      "127.0.0.1:0",
    ],
    env: { ...mux.env, XDG_STATE_HOME: state },
    clearEnv: true,
    stdin: "null",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const lines = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  const found = (async () => {
    for (;;) {
      const { value, done } = await lines.read();
      if (done) throw new Error(`berth serve exited: ${text}`);
      text += value;
      const m = /listening on (http:\/\/[^/]+)\//.exec(text);
      if (m) return m[1];
    }
  })();
  const origin = await withTimeout(found, TIMEOUT_MS, "berth serve");
  // Keep draining its output so that it never blocks on a full pipe.
  (async () => {
    while (!(await lines.read().catch(() => ({ done: true }))).done) {
      // discard
    }
  })();
  return { child, origin };
}

async function waitAttached(page: Page): Promise<void> {
  await page.waitForFunction("globalThis.berth?.attached === true");
}

// In-page code as text: bench/ is type-checked without the DOM's types.
const INSTRUMENT = `(() => {
  const term = globalThis.berth.term;
  const k = globalThis.benchKeys = { samples: [], ins: [], pending: null };
  document.addEventListener("keydown", (ev) => {
    k.pending = { ch: ev.key, t: performance.now(), arrived: 0 };
  }, true);
  // Stamped before the page's own handler, which writes to xterm.js.
  const ws = globalThis.berth.ws;
  const handler = ws.onmessage;
  ws.onmessage = (ev) => {
    const p = k.pending;
    if (p && !p.arrived && ev.data.startsWith('{"t":"out"')) p.arrived = performance.now();
    handler(ev);
  };
  term.onWriteParsed(() => {
    const p = k.pending;
    if (!p) return;
    const b = term.buffer.active;
    const cell = b.getLine(b.baseY + b.cursorY)?.getCell(b.cursorX - 1);
    if (cell && cell.getChars() === p.ch) {
      k.samples.push(performance.now() - p.t);
      k.ins.push(p.arrived - p.t);
      k.pending = null;
    }
  });
})()`;

/**
 * Types `count` keys (after the warm-up ones); their latencies in ms, and
 * the part until the echo's bytes reached the page.
 */
async function typeKeys(
  page: Page,
  count: number,
): Promise<{ ms: number[]; arrivalMs: number[] }> {
  await page.evaluate(INSTRUMENT);
  const total = WARM_KEYS + count;
  for (let i = 0; i < total; i++) {
    // A new line now and then, so that the row never fills up.
    if (i % 60 === 59) {
      await page.keyboard.press("Enter");
      await page.waitForFunction(
        "globalThis.berth.term.buffer.active.cursorX === 0",
      );
      await page.evaluate("globalThis.benchKeys.pending = null");
    }
    await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
    await page.waitForFunction(`globalThis.benchKeys.samples.length > ${i}`);
  }
  const samples: number[] = await page.evaluate("globalThis.benchKeys.samples");
  const ins: number[] = await page.evaluate("globalThis.benchKeys.ins");
  return { ms: samples.slice(WARM_KEYS), arrivalMs: ins.slice(WARM_KEYS) };
}

/** Times showing the history session, then its oldest line. */
async function showHistory(
  page: Page,
  origin: string,
  last: number,
): Promise<{ showMs: number; topMs: number }> {
  await page.goto(`${origin}/#session=hist`);
  const showMs = await (await page.waitForFunction(`(() => {
    const t = globalThis.berth?.term;
    if (!t || !globalThis.berth.attached) return false;
    for (let y = 0; y < t.rows; y++) {
      if (t.buffer.active.getLine(y)?.translateToString(true) === "${last}") return performance.now();
    }
    return false;
  })()`)).jsonValue() as number;
  const t0: number = await page.evaluate("performance.now()");
  await page.click("#history");
  await page.waitForFunction(
    "/\\[\\d+\\/\\d+\\]$/.test(globalThis.berth.term.buffer.active.getLine(0).translateToString(true))",
  );
  await page.keyboard.press("g");
  const top = await (await page.waitForFunction(
    "/^1 +\\[/.test(globalThis.berth.term.buffer.active.getLine(0).translateToString(true)) && performance.now()",
  )).jsonValue() as number;
  return { showMs, topMs: top - t0 };
}

// The floor's page: a WebSocket that sends each key and stamps the echo.
const FLOOR_PAGE = `<!doctype html><textarea id="t"></textarea><script>
const ws = new WebSocket("ws://" + location.host + "/ws");
globalThis.samples = [];
let t0 = 0;
ws.onmessage = () => samples.push(performance.now() - t0);
document.addEventListener("keydown", (ev) => {
  t0 = performance.now();
  ws.send(ev.key);
}, true);
</script>`;

/**
 * Key to echo through a bare WebSocket echo (Deno.serve in this process,
 * no berth): what the browser and its WebSocket cost on this machine.
 */
async function wsEchoFloor(
  context: BrowserContext,
  keys: number,
): Promise<number[]> {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    (req) => {
      if (new URL(req.url).pathname !== "/ws") {
        return new Response(FLOOR_PAGE, {
          headers: { "content-type": "text/html" },
        });
      }
      const { socket, response } = Deno.upgradeWebSocket(req);
      socket.onmessage = (ev) => socket.send(ev.data);
      return response;
    },
  );
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    await page.goto(`http://127.0.0.1:${server.addr.port}/`);
    await page.focus("#t");
    await page.waitForFunction("true");
    const total = WARM_KEYS + keys;
    for (let i = 0; i < total; i++) {
      await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
      await page.waitForFunction(`globalThis.samples.length > ${i}`);
    }
    const samples: number[] = await page.evaluate("globalThis.samples");
    await page.close();
    return samples.slice(WARM_KEYS);
  } finally {
    await server.shutdown();
  }
}
