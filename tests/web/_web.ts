/**
 * Helpers for the browser tests: a real `berth serve` process on a free
 * loopback port beside a test daemon, tokens made with the real CLI, and
 * a real Chromium driven by playwright-core.
 *
 * @module
 */

import assert from "node:assert/strict";
import { type Browser, chromium, type Page } from "playwright-core";
import { berthArgv, type TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { WIRE_VERSION } from "../../web/wire.ts";

/** Debian's Chromium, which `.ci/run` installs. */
export const CHROMIUM = "/usr/bin/chromium";

/** Generous: a busy 2-core machine runs several browsers and daemons. */
export const TIMEOUT_MS = 30_000;

/** The state directory the test's berth processes use (tokens, key). */
export function stateEnv(d: TestDaemon): Record<string, string> {
  return { XDG_STATE_HOME: `${d.dir}/state` };
}

/**
 * Runs `berth ...args` with the test's state directory, which must fail
 * with one line: that line (its stderr).
 */
export async function refusal(d: TestDaemon, ...args: string[]) {
  const r = await d.cliWith({ env: stateEnv(d) }, ...args);
  assert.equal(r.code, 1, r.stderr);
  assert.equal(r.stderr.trim().split("\n").length, 1, r.stderr);
  return r.stderr;
}

/** Runs `berth token ...args --json` and returns what it printed. */
export async function makeToken(
  d: TestDaemon,
  ...args: string[]
): Promise<{ id: string; token: string; url: string }> {
  const r = await d.cliWith(
    { env: stateEnv(d) },
    "token",
    "create",
    "--json",
    ...args,
  );
  if (r.code !== 0) throw new Error(`berth token create failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** A running `berth serve`, stopped with `await using`. */
export class ServeProcess {
  private constructor(
    readonly child: Deno.ChildProcess,
    readonly origin: string,
    readonly output: () => string,
  ) {}

  /** Starts `berth serve ...args` (default a free port on 127.0.0.1). */
  static start(
    d: TestDaemon,
    args: string[] = ["--listen", "127.0.0.1:0"],
  ): Promise<ServeProcess> {
    return ServeProcess.spawn(
      berthArgv(d.socket, "serve", ...args),
      { ...d.env, ...stateEnv(d) },
      d.dir,
    );
  }

  /** `start` over TLS with the PEM files `cert` and `key`. */
  static overTls(
    d: TestDaemon,
    cert: string,
    key: string,
  ): Promise<ServeProcess> {
    return ServeProcess.start(d, [
      "--listen",
      "127.0.0.1:0",
      "--tls-cert",
      cert,
      "--tls-key",
      key,
    ]);
  }

  /**
   * Runs `argv`, a `berth serve` command line of any form, in `env` only;
   * resolves once it says where it listens.
   */
  static async spawn(
    argv: string[],
    env: Record<string, string>,
    cwd: string,
  ): Promise<ServeProcess> {
    const [cmd, ...rest] = argv;
    const child = new Deno.Command(cmd, {
      args: rest,
      env,
      clearEnv: true,
      cwd,
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    let text = "";
    const collect = async (s: ReadableStream<Uint8Array>) => {
      for await (const chunk of s.pipeThrough(new TextDecoderStream())) {
        text += chunk;
      }
    };
    collect(child.stdout);
    collect(child.stderr);
    let origin = "";
    await waitFor(
      () => {
        const m = /listening on (https?:\/\/[^/]+)\//.exec(text);
        if (m) origin = m[1];
        return origin !== "";
      },
      TIMEOUT_MS,
      `berth serve to listen (${text})`,
    );
    return new ServeProcess(child, origin, () => text);
  }

  /** The port it listens on. */
  get port(): number {
    return Number(new URL(this.origin).port);
  }

  async [Symbol.asyncDispose](): Promise<void> {
    try {
      this.child.kill("SIGTERM");
    } catch {
      // Already gone.
    }
    await this.child.status;
  }
}

/**
 * A fresh headless Chromium (its own profile), closed with `await using`;
 * `args` are more of its flags.
 */
export async function launchBrowser(args: string[] = []): Promise<
  Browser & { [Symbol.asyncDispose](): Promise<void> }
> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    timeout: TIMEOUT_MS,
    args: [
      "--no-sandbox",
      "--headless",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      ...args,
    ],
  });
  return Object.assign(browser, {
    [Symbol.asyncDispose]: () => browser.close(),
  });
}

/**
 * The text of the page's terminal rows, trailing spaces trimmed, without
 * the faint dots that fill the area outside a smaller session.
 */
export async function screenText(page: Page): Promise<string[]> {
  // In-page code as text: this file is type-checked without the DOM's types.
  return await page.evaluate(`(() => {
    const term = globalThis.berth?.term;
    if (!term) return [];
    const lines = [];
    for (let y = 0; y < term.rows; y++) {
      const line = term.buffer.active.getLine(y);
      let text = "";
      for (let x = 0; line && x < term.cols; x++) {
        const cell = line.getCell(x);
        const ch = cell.getChars();
        if (cell.getWidth() === 0) continue;
        text += ch === "" || (ch === "." && cell.isDim()) ? " " : ch;
      }
      lines.push(text.trimEnd());
    }
    return lines;
  })()`);
}

/** Waits until the page's terminal shows a line matching `re`. */
export async function waitForScreen(
  page: Page,
  re: RegExp,
  timeoutMs = TIMEOUT_MS,
): Promise<string[]> {
  let lines: string[] = [];
  await waitFor(
    async () => {
      lines = await screenText(page);
      return lines.some((l) => re.test(l));
    },
    timeoutMs,
    () => `the page to show ${re} (it shows ${JSON.stringify(lines)})`,
  );
  return lines;
}

/** Waits until the page is attached to a session. */
export async function waitAttached(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (globalThis as unknown as { berth?: { attached: boolean } }).berth
        ?.attached,
    null,
    { timeout: TIMEOUT_MS },
  );
}

/** A page's hello as page `client`, in a 40x10 terminal, as JSON. */
export function helloMessage(client: string): string {
  return JSON.stringify({
    t: "hello",
    version: WIRE_VERSION,
    client,
    cols: 40,
    rows: 10,
    clipboard: false,
  });
}

/** Logs in with `token`; the response and the cookie pair it set. */
export async function login(
  origin: string,
  token: string,
  client?: Deno.HttpClient,
) {
  const r = await fetch(`${origin}/login`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ token }),
    client,
  });
  await r.body?.cancel();
  return {
    status: r.status,
    cookie: (r.headers.get("set-cookie") ?? "").split(";")[0],
    r,
  };
}

/**
 * A page's WebSocket on session `name` (`query`: more of its address, as
 * `&id=$N&created=MS`), said hello to as page `client` (unless `hello` is
 * false: then `sayHello` does); the `out` messages it gets, and every
 * message (`all`). It acks each `out` as the page does once xterm.js wrote
 * it, until `acking.on` is set false, and answers `bye`; `closed`: its
 * close code, once closed.
 */
export async function openPage(
  origin: string,
  cookie: string,
  name: string,
  { hello = true, client = "c", query = "" } = {},
) {
  const url = `${origin.replace("http", "ws")}/ws?session=${name}${query}`;
  // @ts-ignore: Deno's WebSocket takes headers
  const ws = new WebSocket(url, { headers: { origin, cookie } });
  const outs: { id: number; data: string }[] = [];
  const all: { t: string; [k: string]: unknown }[] = [];
  const acking = { on: true };
  const closed = { code: 0 };
  ws.addEventListener("close", (ev) => closed.code = ev.code);
  let leaving = false;
  ws.onmessage = (ev) => {
    const m = JSON.parse(ev.data);
    all.push(m);
    // As the page: its last message on a link the server closes.
    if (m.t === "bye" || m.t === "end") {
      leaving = true;
      ws.send(JSON.stringify({ t: "bye" }));
    }
    if (m.t !== "out") return;
    outs.push(m);
    if (acking.on && !leaving) ws.send(JSON.stringify({ t: "ack", id: m.id }));
  };
  await new Promise((ok, fail) => {
    ws.onopen = ok;
    ws.onerror = () => fail(new Error(`the WebSocket to ${name} failed`));
  });
  const sayHello = () => ws.send(helloMessage(client));
  if (hello) sayHello();
  return { ws, outs, all, acking, sayHello, closed };
}
