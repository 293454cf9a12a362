/**
 * The page of `berth serve` in a real Chromium (playwright-core), against a
 * real serve process and a real daemon: what a user does in a browser.
 * Every wait is on a condition, with generous timeouts for a busy machine.
 */

import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";
import { selfSigned } from "./_tls.ts";
import {
  makeToken,
  screenText,
  ServeProcess,
  TIMEOUT_MS,
  waitAttached,
  waitForScreen,
} from "./_web.ts";
import {
  attached,
  BROWSER_TEST,
  capture,
  closeTestBrowser,
  colourCounts,
  INPUT_LOG,
  logged,
  newPage,
  paste,
  pending,
  servedPage,
  testBrowser,
} from "./_page.ts";

/** Starts session `name` of `seq 1 N`, then a sleep; waits for its end. */
async function seqSession(d: TestDaemon, name: string, n: number) {
  await d.ok(
    "new",
    "-d",
    "-s",
    name,
    "--",
    "sh",
    "-c",
    `seq 1 ${n}; exec sleep 600`,
  );
  await d.ok("wait", name, "--text", `^${n}$`, "--timeout", "30");
}

Deno.test({
  name:
    "page: log in with a token URL, list, attach, type echo hi, resize follows",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "work", "--cols", "80", "--rows", "24");
    await using serve = await ServeProcess.start(d);
    const { url } = await makeToken(d, "--url", serve.origin);
    await using browser = await testBrowser();
    const page = await newPage(browser);
    await page.goto(url);
    // The token left the address bar; the cookie is HttpOnly and Secure.
    await page.waitForSelector("#sessions button[data-session=work]");
    assert.ok(!page.url().includes("token"), page.url());
    const [cookie] = await page.context().cookies();
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.secure, true);
    assert.equal(cookie.sameSite, "Strict");
    await page.click("#sessions button[data-session=work]");
    await waitAttached(page);
    await page.keyboard.type("echo hi\n");
    await waitForScreen(page, /^hi$/);
    await waitFor(
      async () => (await capture(d, "work")).includes("hi"),
      TIMEOUT_MS,
    );

    // The pty takes the page's size less the status line's row (the
    // attach client's, at the bottom), and follows the window.
    const size = async () => {
      const s = JSON.parse(await d.ok("ls", "--json"))[0];
      return `${s.cols}x${s.rows + 1}`;
    };
    const termSize = () =>
      page.evaluate(() => {
        const t = (globalThis as unknown as {
          berth: { term: { cols: number; rows: number } };
        }).berth.term;
        return `${t.cols}x${t.rows}`;
      });
    await waitFor(
      async () => (await size()) === (await termSize()),
      TIMEOUT_MS,
    );
    const before = await termSize();
    await page.setViewportSize({ width: 1300, height: 800 });
    await waitFor(async () => (await termSize()) !== before, TIMEOUT_MS);
    await waitFor(
      async () => (await size()) === (await termSize()),
      TIMEOUT_MS,
      "the pty to follow",
    );
    const [cols] = (await size()).split("x").map(Number);
    assert.ok(cols > 80, `${cols} columns`);
    await page.keyboard.type("stty size\n");
    const [c, r] = (await termSize()).split("x");
    await waitForScreen(page, new RegExp(`^${Number(r) - 1} ${c}$`));
  },
});

Deno.test({
  name:
    "page: a read-only share link sees output; its keys never reach the pty",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    const log = `${d.dir}/input.log`;
    await d.ok("new", "-d", "-s", "ro", "--", "python3", INPUT_LOG, log);
    await d.ok("wait", "ro", "--text", "logging input", "--timeout", "30");
    await using serve = await ServeProcess.start(d);
    const share = await makeToken(
      d,
      "--url",
      serve.origin,
      "--session",
      "ro",
      "--read-only",
    );
    await using browser = await testBrowser();
    const page = await newPage(browser);
    // A share link opens its session directly.
    await attached(page, share.url);
    // (The session keeps its size: a read-only page does not resize it.)
    await waitForScreen(page, /^logging input\b/);
    assert.equal(await page.textContent("#status"), "read-only");
    await page.keyboard.type("rm -rf /\n");
    await page.keyboard.press("Control+C");
    // The server has taken (and dropped) every key.
    await waitFor(async () => (await pending(page)) === 0, TIMEOUT_MS);
    await d.ok("send", "ro", "x");
    await waitFor(() => logged(log).length > 0, TIMEOUT_MS, "the logger");
    await waitForScreen(page, /^got 1 bytes\b/); // it still sees output
    assert.equal(logged(log), "x");
  },
});

Deno.test({
  name: "page: paste is bracketed, with escapes taken out of the text",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    const log = `${d.dir}/input.log`;
    await d.ok(
      "new",
      "-d",
      "-s",
      "p",
      "--",
      "python3",
      INPUT_LOG,
      log,
      "paste",
    );
    await d.ok("wait", "p", "--text", "logging input", "--timeout", "30");
    await using served = await servedPage(d, "p");
    const { page } = served;
    await waitForScreen(page, /^logging input$/);
    await paste(page, "echo a\x1b[201~b\x1b]0;x\x07\nc");
    const want = "\x1b[200~echo ab\rc\x1b[201~";
    await waitFor(
      () => logged(log).length >= want.length,
      TIMEOUT_MS,
      "the paste",
    );
    assert.equal(logged(log), want);
  },
});

Deno.test({
  name:
    "page: a click reaches the active pane's program at its place in the pane, and a click in another pane does not",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    const log = `${d.dir}/input.log`;
    await d.ok("new", "-d", "-s", "m", "--", "bash", "--norc", "--noprofile");
    // The right pane (made active) asks for the mouse.
    await d.ok(
      "split-window",
      "-h",
      "-t",
      "m",
      "--",
      "python3",
      INPUT_LOG,
      log,
      "mouse",
    );
    await d.ok("wait", "m", "--text", "logging input", "--timeout", "30");
    await using served = await servedPage(d, "m");
    const { page } = served;
    // The session takes the page's size, and the panes theirs in it.
    const cols = await page.evaluate(`globalThis.berth.term.cols`);
    await waitFor(
      async () => (await d.ok("ls", "--json")).includes(`"cols": ${cols},`),
      TIMEOUT_MS,
      "the page's size",
    );
    const left = Number(
      await d.ok("display-message", "-p", "-t", "m", "#{pane_left}"),
    );
    await waitForScreen(page, new RegExp(`^.{${left}}logging input$`));
    // A cell's place on the page (in-page code as text: no DOM types here).
    const cell = await page.evaluate(`(() => {
      const r = document.querySelector(".xterm-screen").getBoundingClientRect();
      const t = globalThis.berth.term;
      return { x: r.x, y: r.y, w: r.width / t.cols, h: r.height / t.rows };
    })()`) as { x: number; y: number; w: number; h: number };
    const click = (x: number, y: number) =>
      page.mouse.click(
        cell.x + (x + 0.5) * cell.w,
        cell.y + (y + 0.5) * cell.h,
      );
    await click(3, 4); // the left pane's, whose shell asked for nothing
    await click(left + 7, 5);
    const want = "\x1b[<0;8;6M\x1b[<0;8;6m";
    await waitFor(
      () => logged(log).length >= want.length,
      TIMEOUT_MS,
      "the click",
    );
    assert.equal(logged(log), want);
  },
});

Deno.test({
  name:
    "page: two servers on one host (ssh -L to two machines) keep their logins apart",
  ...BROWSER_TEST,
  async fn() {
    await using a = await TestDaemon.create();
    await using b = await TestDaemon.create();
    await a.ok("new", "-d", "-s", "a");
    await b.ok("new", "-d", "-s", "b");
    await using serveA = await ServeProcess.start(a);
    await using serveB = await ServeProcess.start(b);
    const { url: urlA } = await makeToken(
      a,
      "--url",
      serveA.origin,
      "--session",
      "a",
    );
    const { url: urlB } = await makeToken(
      b,
      "--url",
      serveB.origin,
      "--session",
      "b",
    );
    await using browser = await testBrowser();
    // One browser, as a user's: its cookies are per host, not per port.
    const context = await browser.newContext({
      viewport: { width: 900, height: 500 },
    });
    const pageA = await context.newPage();
    await attached(pageA, urlA);
    const pageB = await context.newPage();
    await attached(pageB, urlB);
    // A's page still logged in (its next reconnect, its session list).
    const status = (page: Page) =>
      page.evaluate(`fetch("api/sessions").then((r) => r.status)`);
    assert.equal(await status(pageA), 200);
    assert.equal(await status(pageB), 200);
  },
});

Deno.test({
  name: "page: a screenshot shows colours and a wide character",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok(
      "new",
      "-d",
      "-s",
      "c",
      "--",
      "sh",
      "-c",
      "printf '\\033[1;31mRED\\033[0m \\033[42mGREEN\\033[0m 漢字 wide\\n'; exec sleep 600",
    );
    await using served = await servedPage(d, "c");
    const { page } = served;
    await waitForScreen(page, /^RED GREEN 漢字 wide$/);
    // The wide character takes two cells, as in the daemon's screen.
    const cells = await page.evaluate(() => {
      const t = (globalThis as unknown as {
        berth: {
          term: {
            buffer: {
              active: {
                getLine(
                  y: number,
                ): {
                  getCell(
                    x: number,
                  ): { getWidth(): number; getChars(): string };
                };
              };
            };
          };
        };
      }).berth.term;
      const line = t.buffer.active.getLine(0);
      return [10, 11, 12].map((x) =>
        `${line.getCell(x).getChars()}:${line.getCell(x).getWidth()}`
      );
    });
    assert.deepEqual(cells, ["漢:2", ":0", "字:2"]);
    const png = await page.locator("#terminal").screenshot();
    await Deno.writeFile(`${d.dir}/shot.png`, png);
    // Count red text and green background pixels in the picture itself.
    const counts = await colourCounts(page, png);
    assert.ok(counts.red > 20, `red pixels: ${counts.red}`);
    assert.ok(counts.green > 200, `green pixels: ${counts.green}`);
  },
});

Deno.test({
  name: "page: several browsers and a terminal client on one session at once",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "team", "--cols", "80", "--rows", "24");
    await using serve = await ServeProcess.start(d);
    const { url } = await makeToken(
      d,
      "--url",
      serve.origin,
      "--session",
      "team",
    );
    await using browser = await testBrowser();
    const a = await newPage(browser);
    const b = await newPage(browser, 700, 400);
    await attached(a, url);
    await attached(b, url);
    await using term = UserTerminal.spawn(
      berthArgv(d.socket, "attach", "team"),
      {
        cols: 80,
        rows: 24,
        env: d.env,
        cwd: d.dir,
      },
    );
    await waitFor(
      async () => JSON.parse(await d.ok("ls", "--json"))[0].clients === 3,
      TIMEOUT_MS,
    );
    await a.keyboard.type("echo from-$((1+1))a\n");
    await waitForScreen(b, /^from-2a$/);
    await term.waitText(/^from-2a$/m, TIMEOUT_MS);
    await b.keyboard.type("echo from-$((1+2))b\n");
    await waitForScreen(a, /^from-3b$/);
    await term.write("echo from-$((1+3))t\r");
    await waitForScreen(a, /^from-4t$/);
    await waitForScreen(b, /^from-4t$/);
  },
});

Deno.test({
  name:
    "page: an emoji, a ZWJ sequence, a flag take two columns each, as the server draws them (xterm.js's graphemes addon): the rest of their row stays in place",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    // U+1F600, U+4E2D, woman ZWJ laptop and the flag JP: each one cell
    // two columns wide (README, "Character widths").
    const line = "\\360\\237\\230\\200ok|\\344\\270\\255x|" +
      "\\360\\237\\221\\251\\342\\200\\215\\360\\237\\222\\273z|" +
      "\\360\\237\\207\\257\\360\\237\\207\\265j|";
    await d.ok(
      "new",
      "-d",
      "-s",
      "u",
      "--",
      "sh",
      "-c",
      `printf '${line}\\n'; exec sleep 600`,
    );
    await d.ok("wait", "u", "--text", "j\\|", "--timeout", "30");
    await using served = await servedPage(d, "u");
    // Was "\u{1F600} ok|" (xterm.js's Unicode 6: the emoji one column).
    await waitForScreen(
      served.page,
      /^\u{1F600}ok\|\u4E2Dx\|\u{1F469}\u200D\u{1F4BB}z\|\u{1F1EF}\u{1F1F5}j\|$/u,
    );
    // As capture has it.
    const shown = (await screenText(served.page))[0];
    assert.equal(shown, (await d.ok("capture", "u")).split("\n")[0]);
  },
});

Deno.test({
  name:
    "page: the history view closes when the pane's history is cleared or the pane respawned (pane-reset)",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    await seqSession(d, "r", 100);
    await using served = await servedPage(d, "r", { token: ["--read-only"] });
    const { page } = served;
    await waitForScreen(page, /^100$/);
    const inHistory = /\[\d+\/\d+\]$/;
    const liveAgain = (what: RegExp) =>
      waitFor(
        async () => {
          const lines = await screenText(page);
          return lines.some((l) => what.test(l)) &&
            !lines.some((l) => inHistory.test(l));
        },
        TIMEOUT_MS,
        `the history view closed, ${what} shown`,
      );
    await page.click("#history");
    await page.keyboard.press("g");
    await waitForScreen(page, /^1 +\[\d+\/\d+\]$/);
    // No new output comes: only pane-reset can tell the page.
    await d.ok("clear-history", "-t", "r");
    await liveAgain(/^100$/);
    await page.click("#history");
    await waitForScreen(page, /\[0\/0\]$/);
    await d.ok(
      "respawn-pane",
      "-k",
      "-t",
      "r",
      "--",
      "sh",
      "-c",
      "echo anew; exec sleep 600",
    );
    await liveAgain(/^anew$/);
  },
});

Deno.test({
  name:
    "page: with mouse off, the wheel scrolls the history's view, not copy mode's cursor",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    await seqSession(d, "w", 300);
    await d.ok("set", "-g", "mouse", "off");
    await using served = await servedPage(d, "w");
    const { page } = served;
    await waitForScreen(page, /^300$/);
    const box = await page.locator(".xterm-screen").boundingBox();
    await page.mouse.move(box!.x + 100, box!.y + 100);
    // Each notch moves the view three lines, as a terminal's scrollback
    // does. (It was copy mode's Up key: the cursor rose, the view stayed
    // at [0/N] for as many notches as the pane has rows.)
    await page.mouse.wheel(0, -100);
    const top = await waitForScreen(page, /\[3\/\d+\]$/);
    await page.mouse.wheel(0, -100);
    const higher = await waitForScreen(page, /\[6\/\d+\]$/);
    assert.equal(Number(higher[3].trim()), Number(top[0].split(" ")[0]));
    await page.mouse.wheel(0, 100);
    await waitForScreen(page, /\[3\/\d+\]$/);
  },
});

Deno.test({
  name: "page: scroll back through the history and search it",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    await seqSession(d, "h", 3000);
    await using served = await servedPage(d, "h", { token: ["--read-only"] });
    const { page } = served;
    await waitForScreen(page, /^3000$/);
    await page.click("#history");
    await waitForScreen(page, /\[\d+\/\d+\]$/);
    await page.keyboard.press("g");
    const top = await waitForScreen(page, /^1 +\[\d+\/\d+\]$/);
    assert.equal(top[1], "2");
    await page.keyboard.type("?1234");
    await page.keyboard.press("Enter");
    await waitForScreen(page, /^1234$/);
    await page.keyboard.press("q");
    await waitFor(
      async () => {
        const lines = await screenText(page);
        return lines.includes("3000") && !/\[\d+\/\d+\]$/.test(lines[0]);
      },
      TIMEOUT_MS,
      "the live screen",
    );
  },
});

Deno.test({
  name:
    "page: the history view copies from the session's cursor up to the clipboard and a buffer",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    // A short screen: the rows below the prompt are blank.
    await d.ok(
      "new",
      "-d",
      "-s",
      "cp",
      "--",
      "sh",
      "-c",
      "echo copy-me-42; exec cat",
    );
    await d.ok("wait", "cp", "--text", "^copy-me-42$", "--timeout", "30");
    await using served = await servedPage(d, "cp", { clipboard: true });
    const { page } = served;
    await page.evaluate('navigator.clipboard.writeText("untouched")');
    await page.click("#history");
    await waitForScreen(page, /\[\d+\/\d+\]$/);
    // The cursor starts on the session's (the line below copy-me-42), as
    // tmux's: one line up is the text. Allowing clipboard writes is for
    // programs' OSC 52; the user's own copy needs no leave. To the end of
    // the line ($): with its newline, as tmux's.
    for (const key of ["k", "0", "Space", "$", "y"]) {
      await page.keyboard.press(key);
    }
    await waitForScreen(page, /^copied 11 bytes/);
    await waitFor(
      async () =>
        (await page.evaluate("navigator.clipboard.readText()")) ===
          "copy-me-42\n",
      TIMEOUT_MS,
      "the clipboard",
    );
    assert.equal(await d.ok("show-buffer"), "copy-me-42\n");
  },
});

Deno.test({
  name:
    "page: Ctrl+Shift+C copies the mouse's selection (the key that types C, in any layout), and the tab shows the session's title",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "sel", "--cols", "80", "--rows", "24");
    await using served = await servedPage(d, "sel", { clipboard: true });
    const { page } = served;
    assert.equal(await page.title(), "sel - berth");
    await page.keyboard.type(
      "printf '\\033]0;building\\007'; echo pick-$((6*7)); sleep 600\n",
    );
    const lines = await waitForScreen(page, /^pick-42$/);
    const row = lines.indexOf("pick-42");
    await page.evaluate(`globalThis.berth.term.select(0, ${row}, 7)`);
    await page.keyboard.press("Control+Shift+C");
    await waitFor(
      async () =>
        (await page.evaluate("navigator.clipboard.readText()")) === "pick-42",
      TIMEOUT_MS,
      "the clipboard",
    );
    assert.equal(await page.title(), "sel: building - berth");
    // The letter typed counts, not where its key is, as in terminals: on
    // Dvorak QWERTY's C key types J (no copy), and its I key types C.
    const press = async (key: string, code: string, vk: number) => {
      for (const type of ["rawKeyDown", "keyUp"] as const) {
        await cdp.send("Input.dispatchKeyEvent", {
          type,
          modifiers: 2 | 8, // Ctrl, Shift
          key,
          code,
          windowsVirtualKeyCode: vk,
        });
      }
    };
    const cdp = await page.context().newCDPSession(page);
    await page.evaluate('navigator.clipboard.writeText("untouched")');
    await page.evaluate(`globalThis.berth.term.select(0, ${row}, 4)`);
    await press("J", "KeyC", 74);
    assert.equal(
      await page.evaluate("navigator.clipboard.readText()"),
      "untouched",
      "Ctrl+Shift+J (QWERTY's C key on Dvorak) copies nothing",
    );
    await press("C", "KeyI", 67);
    await waitFor(
      async () =>
        (await page.evaluate("navigator.clipboard.readText()")) === "pick",
      TIMEOUT_MS,
      "the clipboard, from the key that types C on Dvorak",
    );
    // Not a ^C for the program: the sleep runs on.
    assert.equal(
      (await d.ok("list-panes", "-t", "sel", "-F", "#{pane_current_command}"))
        .trim(),
      "sleep",
    );
  },
});

Deno.test({
  name: "page: over TLS, and a bad token shows why",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "s");
    const cert = `${d.dir}/cert.pem`, key = `${d.dir}/key.pem`;
    await selfSigned(cert, key);
    await using serve = await ServeProcess.overTls(d, cert, key);
    const { url, token } = await makeToken(
      d,
      "--url",
      serve.origin,
      "--session",
      "s",
    );
    await using browser = await testBrowser();
    const page = await newPage(browser);
    await page.goto(`${serve.origin}/#token=${token.slice(0, -2)}xx`);
    await page.waitForSelector("#login:not([hidden])");
    assert.match(
      (await page.textContent("#login-message"))!,
      /Login refused: Unknown, revoked or expired token/,
    );
    await attached(page, url);
    await page.keyboard.type("echo tls-$((6*7))\n");
    await waitForScreen(page, /^tls-42$/);
  },
});

/** The page coordinates of the middle of cell (x, y) of the terminal. */
async function cellCenter(page: Page, x: number, y: number) {
  const box = (await page.locator(".xterm-screen").boundingBox())!;
  const size = await page.evaluate(() => {
    const t = (globalThis as unknown as {
      berth: { term: { cols: number; rows: number } };
    }).berth.term;
    return { cols: t.cols, rows: t.rows };
  });
  const w = box.width / size.cols, h = box.height / size.rows;
  return { x: box.x + (x + 0.5) * w, y: box.y + (y + 0.5) * h };
}

Deno.test({
  name: "page: a click on an OSC 8 link opens its web address",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    await using serve = await ServeProcess.start(d);
    const target = `${serve.origin}/assets/style.css`;
    await d.ok(
      "new",
      "-d",
      "-s",
      "l",
      "--",
      "sh",
      "-c",
      `printf '\\033]8;;${target}\\033\\\\the-link\\033]8;;\\033\\\\ after\\n'; exec sleep 600`,
    );
    const { url } = await makeToken(d, "--url", serve.origin, "--session", "l");
    await using browser = await testBrowser();
    const page = await newPage(browser);
    await attached(page, url);
    await waitForScreen(page, /^the-link after\b/);
    const at = await cellCenter(page, 3, 0);
    // What the page asks the browser to open (a new tab, noopener).
    await page.evaluate(`globalThis.opened = [];
      globalThis.open = new Proxy(globalThis.open, {
        apply(t, self, args) { opened.push(args[0]); return Reflect.apply(t, self, args); },
      });`);
    // xterm.js finds the link under the pointer a moment after it moved
    // there: click until it opens.
    let nudge = 0;
    await waitFor(
      async () => {
        await page.mouse.move(at.x + (nudge++ % 2), at.y);
        await page.mouse.click(at.x + (nudge % 2), at.y);
        return (await page.evaluate("globalThis.opened.length")) as number > 0;
      },
      TIMEOUT_MS,
      "a click on the link to open it",
    );
    assert.deepEqual(await page.evaluate("globalThis.opened"), [target]);
    // A click elsewhere on the row opens nothing more.
    const after = await cellCenter(page, 12, 0);
    await page.mouse.click(after.x, after.y);
    assert.deepEqual(await page.evaluate("globalThis.opened"), [target]);
  },
});

Deno.test({
  name: "page: clipboard writes reach the browser only once allowed",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "cb", "--cols", "80", "--rows", "24");
    await using served = await servedPage(d, "cb", { clipboard: true });
    const { page } = served;
    const clip = () => page.evaluate("navigator.clipboard.readText()");
    await page.evaluate('navigator.clipboard.writeText("untouched")');
    // OSC 52 with "first" (Zmlyc3Q=), then a marker after it.
    await page.keyboard.type(
      "printf '\\033]52;c;Zmlyc3Q=\\007'; echo mark-$((1+1))\n",
    );
    await waitForScreen(page, /^mark-2$/);
    await page.keyboard.type("echo sync-$((2+2))\n");
    await waitForScreen(page, /^sync-4$/);
    assert.equal(await clip(), "untouched");

    await page.check("#clipboard");
    await waitAttached(page);
    // "second" (c2Vjb25k).
    await page.keyboard.type(
      "printf '\\033]52;c;c2Vjb25k\\007'; echo mark-$((1+2))\n",
    );
    await waitForScreen(page, /^mark-3$/);
    await waitFor(
      async () => (await clip()) === "second",
      TIMEOUT_MS,
      "the clipboard",
    );
  },
});

Deno.test({
  name:
    "page: display-message aimed at a page shows over its bottom row, then goes",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok(
      "new",
      "-d",
      "-s",
      "dm",
      "--",
      "sh",
      "-c",
      "echo ready; exec sleep 600",
    );
    await d.ok("wait", "dm", "--text", "^ready$", "--timeout", "30");
    await using served = await servedPage(d, "dm");
    const { page } = served;
    await waitForScreen(page, /^ready$/);
    // The page is the session's one client: the message goes there.
    const out = await d.ok("display-message", "-t", "dm", "hello #S");
    assert.equal(out, "");
    await waitForScreen(page, /^hello dm\s*$/);
    await waitFor(
      async () => !(await screenText(page)).some((l) => l.includes("hello")),
      TIMEOUT_MS,
      "the message to go",
    );
    assert.ok((await screenText(page)).includes("ready"));
  },
});

Deno.test({
  name: "page: the file's browser closes",
  ...BROWSER_TEST,
  async fn() {
    await closeTestBrowser();
  },
});
