/**
 * A share link (`berth token create --session NAME`) follows its session,
 * not its name: through `rename-session` and `berth upgrade` it opens that
 * session, and once the session has ended it opens nothing, not even a new
 * session of the old name. A page reconnects to the session it showed by
 * its id. A real serve process, a real daemon, and one real Chromium.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { TokenStore } from "../../web/tokens.ts";
import { nextProtocolBerth } from "../_helpers/next_berth.ts";
import {
  login,
  makeToken,
  openPage,
  refusal,
  ServeProcess,
  stateEnv,
  TIMEOUT_MS,
  waitAttached,
  waitForScreen,
} from "./_web.ts";
import {
  BROWSER_TEST,
  capture,
  closeTestBrowser,
  servedPage,
} from "./_page.ts";

/** What `/api/sessions` says to `cookie`: the login's session, the list. */
async function sessionsSeen(origin: string, cookie: string) {
  const r = await fetch(`${origin}/api/sessions`, { headers: { cookie } });
  const data = await r.json();
  return {
    session: data.session as string | null,
    names: (data.sessions as { name: string }[]).map((s) => s.name),
  };
}

/** `/api/attach`'s answer to `cookie` for `query`: status and text. */
async function mayAttach(origin: string, cookie: string, query: string) {
  const r = await fetch(`${origin}/api/attach?${query}`, {
    headers: { cookie },
  });
  return `${r.status} ${(await r.text()).trim()}`;
}

/** The `attached` message of `page`, once it came. */
async function attachedMsg(page: Awaited<ReturnType<typeof openPage>>) {
  await waitFor(
    () => page.all.some((m) => m.t === "attached" || m.t === "end"),
    TIMEOUT_MS,
    () => `the page to attach (${JSON.stringify(page.all)})`,
  );
  const m = page.all.find((m) => m.t === "attached" || m.t === "end")!;
  assert.equal(m.t, "attached", JSON.stringify(m));
  return m as { t: string; name: string; id: string; created: number };
}

/** `berth token ls`'s SESSION column of token `id`. */
async function lsSession(d: TestDaemon, id: string): Promise<string> {
  const r = await d.cliWith({ env: stateEnv(d) }, "token", "ls", "--json");
  assert.equal(r.code, 0, r.stderr);
  const t = JSON.parse(r.stdout).find((t: { id: string }) => t.id === id);
  return t.session + (t.ended ? " (ended)" : "");
}

Deno.test("a share link opens its session after rename-session, and not a new session of its old name", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", "sleep", "600");
  const link = await makeToken(d, "--session", "work");
  await using serve = await ServeProcess.start(d);
  const { origin } = serve;
  const { cookie } = await login(origin, link.token);

  await d.ok("rename-session", "-t", "work", "play");
  assert.deepEqual(await sessionsSeen(origin, cookie), {
    session: "play",
    names: ["play"],
  });
  assert.equal(await lsSession(d, link.id), "play");
  // The link's own address names work: the login's session wins.
  assert.equal(await mayAttach(origin, cookie, "session=work"), "204 ");
  const page = await openPage(origin, cookie, "work");
  assert.equal((await attachedMsg(page)).name, "play");
  page.ws.close();

  await d.ok("kill-session", "-t", "play");
  await d.ok("new", "-d", "-s", "work", "--", "sleep", "600");
  assert.deepEqual(await sessionsSeen(origin, cookie), {
    session: "play",
    names: [],
  });
  assert.equal(
    await mayAttach(origin, cookie, "session=work"),
    "410 Session play, the one this link opens, has ended; ask for a new link (berth token create --session NAME)",
  );
  assert.equal(await lsSession(d, link.id), "play (ended)");
  // A new login with the link changes nothing.
  const again = await login(origin, link.token);
  assert.deepEqual((await sessionsSeen(origin, again.cookie)).names, []);
});

Deno.test("berth token create --session needs the session running, by name or $N", async () => {
  await using d = await TestDaemon.create();
  assert.match(
    await refusal(d, "token", "create", "--session", "nope"),
    /^berth: No session named nope: a link for one session opens a running one \(berth ls lists them; berth new -d -s nope starts it\)\n$/,
  );
  await d.ok("new", "-d", "-s", "byid", "--", "sleep", "600");
  const id = (await d.ok("display", "-p", "-t", "byid", "#{session_id}"))
    .trim();
  const t = await makeToken(d, "--session", id);
  assert.equal(await lsSession(d, t.id), "byid");
});

Deno.test("a share link made by an older berth (by name) keeps working, tied to its session at first use", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "old", "--", "sleep", "600");
  // As the berth before session ids wrote it: the name only.
  const store = new TokenStore(`${d.dir}/state/berth`);
  const made = await store.create({ session: "old" });
  assert.equal(store.list()[0].sessionId, undefined);
  const ls = await d.cliWith({ env: stateEnv(d) }, "token", "ls");
  assert.match(
    ls.stdout,
    new RegExp(`^${made.record.id}\\s+old \\(by name\\)`, "m"),
  );
  await using serve = await ServeProcess.start(d);
  const { origin } = serve;
  const { cookie } = await login(origin, made.token);
  assert.deepEqual(await sessionsSeen(origin, cookie), {
    session: "old",
    names: ["old"],
  });
  assert.match(store.list()[0].sessionId ?? "", /^\$\d+$/);
  assert.match(serve.output(), /made for session old by name, bound to it/);
  // Tied: a new session of the name is not it.
  await d.ok("kill-session", "-t", "old");
  await d.ok("new", "-d", "-s", "old", "--", "sleep", "600");
  assert.match(await mayAttach(origin, cookie, "session=old"), /^410 /);
});

Deno.test("a page of a login for every session reconnects by id: to its session renamed, never to a new one of its name", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "--", "sleep", "600");
  const every = await makeToken(d);
  await using serve = await ServeProcess.start(d);
  const { origin } = serve;
  const { cookie } = await login(origin, every.token);
  const first = await openPage(origin, cookie, "a");
  const { id, created } = await attachedMsg(first);
  assert.match(id, /^\$\d+$/);
  first.ws.close();
  const byId = `&id=${id}&created=${created}`;

  // Renamed while the page was away: its next link finds it.
  await d.ok("rename-session", "-t", "a", "b");
  const next = await openPage(origin, cookie, "a", { query: byId });
  assert.equal((await attachedMsg(next)).name, "b");
  next.ws.close();

  // Ended, and a new one of the old name made: not that one.
  await d.ok("kill-session", "-t", "b");
  await d.ok("new", "-d", "-s", "a", "--", "sleep", "600");
  const last = await openPage(origin, cookie, "a", { query: byId });
  await waitFor(
    () => last.all.some((m) => m.t === "end" || m.t === "attached"),
    TIMEOUT_MS,
  );
  assert.deepEqual(last.all.filter((m) => m.t !== "pong"), [
    { t: "end", message: "Session a has ended" },
  ]);
  assert.match(
    await mayAttach(origin, cookie, "session=a&id=%241&created=x"),
    /^400 A session's id is \$N/,
  );
});

Deno.test("a share link's page stays on its session renamed before berth upgrade, and a new page opens it after", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "sleep", "600");
  const link = await makeToken(d, "--session", "s");
  await using serve = await ServeProcess.start(d);
  const { cookie } = await login(serve.origin, link.token);
  await d.ok("rename-session", "-t", "s", "kept");
  const before = await openPage(serve.origin, cookie, "s");
  assert.equal((await attachedMsg(before)).name, "kept");

  const up = await d.cli("upgrade");
  assert.equal(up.code, 0, up.stderr);
  // Its attachment resumed on the new daemon, the link open all along.
  await waitFor(
    () => before.outs.some((o) => o.data.includes("daemon upgraded")),
    TIMEOUT_MS,
    "the upgrade's message",
  );
  assert.equal(before.closed.code, 0);
  // Still held to its session: no switch-client moves it elsewhere.
  await d.ok("new", "-d", "-s", "other", "--", "sleep", "600");
  const client = (await d.ok("list-clients", "-F", "#{client_name}")).trim();
  const moved = await d.cli("switch-client", "-c", client, "-t", "other");
  assert.equal(moved.code, 1, moved.stdout);
  assert.match(moved.stderr, /held to session kept/);
  before.ws.close();
  const after = await openPage(serve.origin, cookie, "s", { client: "d" });
  assert.equal((await attachedMsg(after)).name, "kept");
  after.ws.close();
});

Deno.test({
  name:
    "page: a share link's page keeps its session through rename-session and a dropped link, and shows the new name",
  ...BROWSER_TEST,
  async fn() {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "work", "--cols", "80", "--rows", "24");
    await using served = await servedPage(d, "work");
    const { page } = served;
    await d.ok("rename-session", "-t", "work", "play");
    let title = "";
    await waitFor(
      async () => (title = await page.title()) === "play - berth",
      TIMEOUT_MS,
      () => `the tab to say play (it says ${title})`,
    );
    assert.match(page.url(), /#session=play$/);
    // The link drops; the page's next one opens the same session.
    await page.evaluate(() =>
      (globalThis as unknown as { berth: { ws: WebSocket } }).berth.ws.close()
    );
    await page.waitForFunction(() =>
      !(globalThis as unknown as { berth: { attached: boolean } }).berth
        .attached
    );
    await waitAttached(page);
    await page.keyboard.type("echo back-$((6*7))\n");
    await waitForScreen(page, /^back-42$/);
    assert.ok((await capture(d, "play")).includes("back-42"));
    // A reload, with the link's first address, opens it too.
    page.on("dialog", (dialog) => dialog.accept());
    await page.goto("about:blank");
    await page.goto(served.url.replace(/#token=[^&]*/, "#"));
    await waitAttached(page);
    assert.equal(await page.title(), "play - berth");
  },
});

Deno.test({
  name: "share link: the file's browser closes",
  ...BROWSER_TEST,
  fn: closeTestBrowser,
});

Deno.test("a share link's page whose session ended while its link was down (berth upgrade) does not resume into a new session of that name", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "sh", "-c", "exec sleep 600");
  const link = await makeToken(d, "--session", "s");
  await using serve = await ServeProcess.start(d);
  const { cookie } = await login(serve.origin, link.token);
  const page = await openPage(serve.origin, cookie, "s");
  await attachedMsg(page);
  // The page's attachment is down from the upgrade until the serve
  // process goes on (a suspended VM; or a kill and a new session within
  // the second an upgrade takes): its session is killed and another takes
  // its name meanwhile. Its token is then unknown: resumed by name, the
  // link opened that other session, which it was never given.
  Deno.kill(serve.child.pid, "SIGSTOP");
  try {
    const up = await d.cli("upgrade");
    assert.equal(up.code, 0, up.stderr);
    await d.ok("kill-session", "-t", "s");
    const other = "echo private-$((6*7)); exec sleep 600";
    await d.ok("new", "-d", "-s", "s", "--", "sh", "-c", other);
  } finally {
    Deno.kill(serve.child.pid, "SIGCONT");
  }
  await waitFor(() => page.closed.code !== 0, TIMEOUT_MS, "the close");
  assert.equal(page.closed.code, 1000);
  const end = page.all.find((m) => m.t === "end");
  assert.match(
    String(end?.message),
    /Session s, the one this link opens, has ended/,
  );
  assert.ok(!page.outs.some((o) => o.data.includes("private-42")));
  assert.equal((await d.ok("list-clients")).trim(), "");
});

Deno.test("after berth upgrade to a berth of another protocol, a share link is not told its session ended (503: the page keeps trying)", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "sleep", "600");
  const link = await makeToken(d, "--session", "s");
  const next = await nextProtocolBerth(d);
  try {
    await using serve = await ServeProcess.start(d);
    const { cookie } = await login(serve.origin, link.token);
    const open = await openPage(serve.origin, cookie, "s");
    await attachedMsg(open);
    await d.ok("upgrade", "--main", next.main);
    // Its attachment cannot resume there: told to come back (1001), not
    // that it ended, the page retries until berth serve is restarted.
    await waitFor(() => open.closed.code !== 0, TIMEOUT_MS, "the close");
    assert.equal(open.closed.code, 1001);
    assert.ok(!open.all.some((m) => m.t === "end"));
    // This serve is the berth before: it cannot ask the new daemon, whose
    // session s runs on; a 410 ended the page for good.
    assert.match(
      await mayAttach(serve.origin, cookie, "session=s"),
      /^503 berth serve cannot ask the daemon for its sessions \(a berth upgrade to another version: restart berth serve\)/,
    );
    assert.match(
      await refusal(d, "token", "ls"),
      /^berth: This berth speaks protocol \d+ and the daemon on \S+ speaks \d+/,
    );
  } finally {
    await next.killServer();
  }
});
