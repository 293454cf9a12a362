/**
 * The page is the whole attach client (`web/page_terminal.ts`): the status
 * line, the prefix and the user's bindings, `C-b :`, the choosers, and
 * with `mouse on` clicks and border drags, as `berth attach` in a
 * terminal; a read-only login's client asks for nothing that changes the
 * daemon, a one-session login's runs no command; an attached page asks
 * before the tab closes.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import type { Page } from "playwright-core";
import {
  attached,
  BROWSER_TEST,
  capture,
  closeTestBrowser,
  newPage,
  paste,
  servedPage,
  testBrowser,
} from "./_page.ts";
import { makeToken, screenText, TIMEOUT_MS, waitForScreen } from "./_web.ts";

// The prefix (C-b), then `key`.
async function prefix(page: Page, key: string): Promise<void> {
  await page.keyboard.press("Control+b");
  await page.keyboard.type(key);
}

// What the daemon says of `format` for session `name`.
async function shown(d: TestDaemon, name: string, format: string) {
  return (await d.ok("display-message", "-p", "-t", name, format)).trim();
}

// The page's status text (bar), as the page shows it.
function statusText(page: Page): Promise<string> {
  return page.evaluate(`document.getElementById("status").textContent`);
}

Deno.test({
  name:
    "page client: status line, prefix c, C-b : runs a command, C-b w chooses, C-b d detaches",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "work", "--cols", "80", "--rows", "24");
    // A login for every session: its bound commands and prompt run.
    await using s = await servedPage(d, "work", { every: true });
    const { page } = s;
    // The status line, on the bottom row as in a terminal.
    const lines = await waitForScreen(page, /^\[work\] 0:/);
    assert.match(lines.at(-1)!, /^\[work\] 0:/);
    // The prefix is the attach client's, not the shell's C-b.
    await prefix(page, "c");
    await waitFor(
      async () => (await shown(d, "work", "#{session_windows}")) === "2",
      TIMEOUT_MS,
      "prefix c to make a window",
    );
    await waitForScreen(page, /^\[work\] 0:.* 1:/);
    // The command prompt, run by the serve process as `berth attach` runs it.
    await prefix(page, ":");
    await waitForScreen(page, /^:/);
    await page.keyboard.type("rename-window web\n");
    await waitFor(
      async () => (await shown(d, "work:1", "#{window_name}")) === "web",
      TIMEOUT_MS,
      "the prompt's rename-window",
    );
    await waitForScreen(page, / 1:web\*/);
    // The window chooser takes the screen; Enter on window 0 shows it.
    await prefix(page, "w");
    await waitForScreen(page, /\(0\)/);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await waitFor(
      async () => (await shown(d, "work", "#{window_index}")) === "0",
      TIMEOUT_MS,
      "the chooser to select window 0",
    );
    // Detach: the page says so and does not come back; the session stays.
    await prefix(page, "d");
    let bar = "";
    await waitFor(
      async () => (bar = await statusText(page)).includes("detached"),
      TIMEOUT_MS,
      () => `the page to say detached (it says ${bar})`,
    );
    assert.equal(await shown(d, "work", "#{session_attached}"), "0");
  },
});

Deno.test({
  name:
    "page client: with mouse on a click selects the pane under it and a border drag resizes",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "m", "--cols", "80", "--rows", "24");
    await d.ok("set-option", "-g", "mouse", "on");
    await d.ok("set-option", "-g", "display-time", "0");
    await d.ok("split-window", "-h", "-t", "m");
    await using s = await servedPage(d, "m");
    const { page } = s;
    await waitForScreen(page, /^\[m\] 0:/);
    const cell = await page.evaluate(`(() => {
      const r = document.querySelector(".xterm-screen").getBoundingClientRect();
      const t = globalThis.berth.term;
      return { x: r.left, y: r.top, w: r.width / t.cols, h: r.height / t.rows, cols: t.cols };
    })()`) as { x: number; y: number; w: number; h: number; cols: number };
    const at = (col: number, row: number) =>
      [cell.x + (col + 0.5) * cell.w, cell.y + (row + 0.5) * cell.h] as const;
    const width = async () => Number(await shown(d, "m", "#{pane_width}"));
    await waitFor(async () => (await width()) < cell.cols / 2 + 1, TIMEOUT_MS);
    assert.equal(await shown(d, "m", "#{pane_index}"), "1");
    await page.mouse.click(...at(2, 3));
    await waitFor(
      async () => (await shown(d, "m", "#{pane_index}")) === "0",
      TIMEOUT_MS,
      "the click to select pane 0",
    );
    // The border sits just right of pane 0.
    const left = await width();
    await page.mouse.move(...at(left, 5));
    await page.mouse.down();
    await page.mouse.move(...at(left - 10, 5), { steps: 5 });
    await page.mouse.up();
    let now = left;
    await waitFor(
      async () => (now = await width()) === left - 10,
      TIMEOUT_MS,
      () => `pane 0 to be ${left - 10} wide (it is ${now})`,
    );
    // A login for this session only: the mouse works in it, but no
    // command runs (a session shared to run one program stays that).
    await prefix(page, "c");
    await waitForScreen(page, /Cannot run new-window here/);
    assert.equal(await shown(d, "m", "#{session_windows}"), "1");
  },
});

Deno.test({
  name:
    "page client: a read-only login's choosers and prompt change nothing; its copies reach the clipboard only; its detach works",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "ro", "--cols", "80", "--rows", "24");
    await d.ok("new", "-d", "-s", "other", "--cols", "80", "--rows", "24");
    // Messages stay until the next key: none is missed between two looks.
    await d.ok("set-option", "-g", "display-time", "0");
    await using s = await servedPage(d, "ro", { token: ["--read-only"] });
    const { page } = s;
    await waitForScreen(page, /^\[ro\] 0:/);
    // The session chooser would list, switch and kill: refused here.
    await prefix(page, "s");
    await waitForScreen(page, /read-only login may not ls/);
    await page.keyboard.type("q");
    await waitFor(
      async () => !(await screenText(page)).includes("(fetching sessions)"),
      TIMEOUT_MS,
    );
    // A bound command (prefix c) and the prompt's do not run.
    await prefix(page, "c");
    await waitForScreen(page, /Read-only: new-window is not run/);
    await prefix(page, ":");
    await waitForScreen(page, /^:/);
    await page.keyboard.type("kill-server\n");
    await waitForScreen(page, /kill-server is not run/);
    assert.equal(await shown(d, "ro", "#{session_windows}"), "1");
    assert.match(await d.ok("ls"), /other/);
    // Its copy goes to the page's clipboard, not to a buffer it may not
    // set, and says so (it said the set-buffer was refused).
    await page.keyboard.type("q");
    await prefix(page, "[");
    for (const key of ["0", "Space", "$", "y"]) {
      await page.keyboard.press(key);
    }
    await waitForScreen(page, /^copied \d+ bytes/);
    assert.equal((await d.cli("list-buffers")).stdout, "");
    await prefix(page, "d");
    await waitFor(
      async () => (await statusText(page)).includes("detached"),
      TIMEOUT_MS,
    );
  },
});

// The session the page's address names (what a reload opens).
function addressSession(page: Page): string {
  return new URLSearchParams(new URL(page.url()).hash.slice(1)).get(
    "session",
  ) ?? "";
}

Deno.test({
  name:
    "page client: a login for every session switches sessions (C-b ), C-b s); the address and tab follow, a reload shows it; a one-session login's page stays",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    for (const name of ["one", "two"]) await d.ok("new", "-d", "-s", name);
    await using s = await servedPage(d, "one", { every: true });
    const { page } = s;
    await waitForScreen(page, /^\[one\] 0:/);
    // C-b ) is switch-client -n: the next session, as in a terminal.
    await prefix(page, ")");
    await waitForScreen(page, /^\[two\] 0:/);
    await waitFor(
      () => addressSession(page) === "two",
      TIMEOUT_MS,
      () => `the address to name two (${page.url()})`,
    );
    assert.equal(await page.title(), "two - berth");
    assert.equal(
      (await d.ok("list-clients", "-F", "#{client_session}")).trim(),
      "two",
    );
    // A reload opens the session the page showed, not the login's first.
    page.on("dialog", (dialog) => dialog.accept());
    await page.reload();
    await waitForScreen(page, /^\[two\] 0:/);
    // The session chooser's Enter moves it back.
    await prefix(page, "s");
    await waitForScreen(page, /one: 1 window\b/);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await waitForScreen(page, /^\[one\] 0:/);
    await waitFor(() => addressSession(page) === "one", TIMEOUT_MS);
    // A rename is followed too (the next link opens the new name).
    await d.ok("rename-session", "-t", "one", "uno");
    await waitFor(() => addressSession(page) === "uno", TIMEOUT_MS);
    assert.equal(await page.title(), "uno - berth");
    // A login for one session: the move is refused, in one line.
    const { url } = await makeToken(
      d,
      "--url",
      s.serve.origin,
      "--session",
      "two",
    );
    const held = await newPage(s.browser);
    await attached(held, url);
    await prefix(held, "(");
    await waitForScreen(held, /A login for one session may not switch-client/);
    assert.equal(addressSession(held), "two");
  },
});

Deno.test({
  name:
    "page client: a paste in copy mode, a chooser or the prompt goes to it whole: copy mode and the chooser take no key of it, the prompt types it",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    // cat asks for no bracketed paste: a paste reaches it as typed keys.
    await d.ok("new", "-d", "-s", "p", "--", "cat");
    await using s = await servedPage(d, "p", { every: true });
    const { page } = s;
    await waitForScreen(page, /^\[p\] 0:/);
    // Copy mode: q would leave it and the rest go to cat.
    await prefix(page, "[");
    await waitForScreen(page, /\[0\/\d+\]$/);
    await paste(page, "qcopy-mode-paste\n");
    // The session chooser: q would leave it too.
    await page.keyboard.press("q");
    await prefix(page, "s");
    await waitForScreen(page, /p: 1 window \(attached\)/);
    await paste(page, "qchooser-paste\n");
    await page.keyboard.press("q");
    // The prompt types it, its line break a space: it does not run.
    await prefix(page, ":");
    await waitForScreen(page, /^:/);
    await paste(page, "display-message pasted\n");
    await waitForScreen(page, /^:display-message pasted$/);
    await page.keyboard.press("Control+c");
    await waitForScreen(page, /^\[p\] 0:/);
    await page.keyboard.type("typed\n");
    // The terminal's echo, then cat's line: both, and nothing else.
    const lines = async () => (await capture(d, "p")).filter((l) => l !== "");
    await waitFor(
      async () => (await lines()).length >= 2,
      TIMEOUT_MS,
      "typed, echoed and from cat",
    );
    assert.deepEqual(await lines(), ["typed", "typed"]);
  },
});

Deno.test({
  name: "page client: an attached page asks before it closes (Ctrl+W)",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "bu", "--cols", "80", "--rows", "24");
    await using s = await servedPage(d, "bu");
    const { page } = s;
    // A page asks only after the user did something in it.
    await page.keyboard.type("echo typed\n");
    await waitForScreen(page, /^typed$/);
    const asked = new Promise<string>((ok) =>
      page.on("dialog", (dialog) => {
        ok(dialog.type());
        dialog.dismiss();
      })
    );
    await page.close({ runBeforeUnload: true });
    assert.equal(await asked, "beforeunload");
    assert.ok(!page.isClosed(), "the page stays when the user says stay");
    assert.ok((await screenText(page)).length > 0);
  },
});

Deno.test({
  name: "page client: the file's browser closes",
  ...BROWSER_TEST,
  async fn() {
    await using _ = await testBrowser();
    await closeTestBrowser();
  },
});
