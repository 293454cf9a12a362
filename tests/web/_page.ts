/**
 * What the browser tests of `berth serve`'s page share: one Chromium a test
 * file (each file runs in a worker of its own, so each has its own), pages
 * that fail the test on a script error, and the page's own probes.
 */

import type { Browser, BrowserContext, Page } from "playwright-core";
import { TestDaemon } from "../_helpers/daemon.ts";
import {
  launchBrowser,
  makeToken,
  ServeProcess,
  TIMEOUT_MS,
  waitAttached,
} from "./_web.ts";
import { DropProxy } from "./_proxy.ts";

export const INPUT_LOG = new URL("./_input_log.py", import.meta.url).pathname;
// playwright keeps its own timers and pipes; the processes are all ended.
export const BROWSER_TEST = { sanitizeOps: false, sanitizeResources: false };

/** The file's one Chromium, launched by the first test that needs it. */
let chromium: Promise<Browser> | null = null;

/**
 * The file's browser for one test: each of its pages in a context of its
 * own (cookies, storage, permissions: as in a browser of its own), closed
 * when the test ends. One Chromium for the file rather than one a test:
 * each launch cost 1-3 s, 19 times.
 */
export async function testBrowser(): Promise<
  Pick<Browser, "newContext"> & AsyncDisposable
> {
  chromium ??= launchBrowser();
  const browser = await chromium;
  const contexts: BrowserContext[] = [];
  return {
    async newContext(opts) {
      const context = await browser.newContext(opts);
      contexts.push(context);
      return context;
    },
    async [Symbol.asyncDispose]() {
      await Promise.all(contexts.map((c) => c.close()));
    },
  };
}

/** A new page of `browser` that fails the test on any script error. */
export async function newPage(
  browser: Pick<Browser, "newContext">,
  width = 900,
  height = 500,
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height },
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT_MS);
  page.on(
    "pageerror",
    (err) => console.error(`Script error in the page: ${err.message}`),
  );
  return page;
}

/** Opens `url` and waits until the page is attached to a session. */
export async function attached(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitAttached(page);
}

/** A page of a `berth serve` attached to a session (`servedPage`). */
export interface ServedPage extends AsyncDisposable {
  serve: ServeProcess;
  page: Page;
  /** The login URL the page opened. */
  url: string;
  /** The file's browser, for more pages of the test. */
  browser: Pick<Browser, "newContext">;
  /** The proxy between the page and the server, with `proxy`. */
  proxy: DropProxy | null;
}

/**
 * What most page tests start with: `berth serve` beside daemon `d`, a
 * login for `session` (with `token`'s more `berth token create` options,
 * `--read-only`; with `every`, a login for every session whose URL opens
 * `session`), the file's browser and a page attached through the login
 * URL; with `proxy`, through a `DropProxy` (a network a test can cut or
 * stall); with `clipboard`, the page may read and write the clipboard.
 * Closed with `await using`: the page's browser context, the proxy, then
 * the server.
 */
export async function servedPage(
  d: TestDaemon,
  session: string,
  opts: {
    token?: string[];
    every?: boolean;
    proxy?: boolean;
    clipboard?: boolean;
    width?: number;
    height?: number;
  } = {},
): Promise<ServedPage> {
  const serve = await ServeProcess.start(d);
  const browser = await testBrowser();
  const proxy = opts.proxy ? new DropProxy(serve.port) : null;
  const close = async () => {
    await browser[Symbol.asyncDispose]();
    proxy?.[Symbol.dispose]();
    await serve[Symbol.asyncDispose]();
  };
  try {
    const origin = proxy ? `http://127.0.0.1:${proxy.port}` : serve.origin;
    const only = opts.every ? [] : ["--session", session];
    const made = await makeToken(
      d,
      "--url",
      origin,
      ...only,
      ...opts.token ?? [],
    );
    const url = opts.every
      ? `${made.url}&session=${encodeURIComponent(session)}`
      : made.url;
    const page = await newPage(browser, opts.width, opts.height);
    if (opts.clipboard) {
      await page.context().grantPermissions(
        ["clipboard-read", "clipboard-write"],
        { origin },
      );
    }
    await attached(page, url);
    return {
      serve,
      page,
      url,
      browser,
      proxy,
      [Symbol.asyncDispose]: close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

/** The page's input not yet acked by the server. */
export async function pending(page: Page): Promise<number> {
  return await page.evaluate(() =>
    (globalThis as unknown as { berth: { pending: number } }).berth.pending
  );
}

/** The session's screen as `berth capture` prints it, as lines. */
export async function capture(d: TestDaemon, name: string): Promise<string[]> {
  return (await d.ok("capture", name)).split("\n").map((l) => l.trimEnd());
}

/** What the input logger logged: every byte it read, as one string. */
export function logged(path: string): string {
  let text = "";
  try {
    text = Deno.readTextFileSync(path);
  } catch {
    return "";
  }
  const hex = text.replace(/\s/g, "");
  return String.fromCharCode(
    ...(hex.match(/../g) ?? []).map((h) => parseInt(h, 16)),
  );
}

/** Pastes `text` into the page's terminal as a browser does. */
export async function paste(page: Page, text: string): Promise<void> {
  // In-page code as text: this file is type-checked without the DOM's types.
  await page.evaluate(`(() => {
    const dt = new DataTransfer();
    dt.setData("text/plain", ${JSON.stringify(text)});
    document.querySelector(".xterm-helper-textarea").dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: dt, bubbles: true, cancelable: true }));
  })()`);
}

/** Pixels of red text and of green background in the PNG `png`. */
export async function colourCounts(
  page: Page,
  png: Uint8Array,
): Promise<{ red: number; green: number }> {
  const b64 = btoa(String.fromCharCode(...png));
  return await page.evaluate(`(async () => {
    const img = new Image();
    img.src = "data:image/png;base64,${b64}";
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = img.width;
    canvas.height = img.height;
    const g = canvas.getContext("2d");
    g.drawImage(img, 0, 0);
    const px = g.getImageData(0, 0, img.width, img.height).data;
    let red = 0, green = 0;
    for (let i = 0; i < px.length; i += 4) {
      if (px[i] > 150 && px[i] > px[i + 1] + 80 && px[i] > px[i + 2] + 80) red++;
      if (px[i + 1] > 120 && px[i + 1] > px[i] + 50 && px[i + 1] > px[i + 2] + 50) green++;
    }
    return { red, green };
  })()`);
}

/** Closes the file's Chromium: each file's last test. */
export async function closeTestBrowser(): Promise<void> {
  await (await chromium)?.close();
  chromium = null;
}
