/**
 * End to end: tmux's locks through a real attach client in a real pty:
 * `lock-session` (and `lock-client`, `lock-after-time`) gives the terminal
 * to `lock-command` until it exits, the session running on meanwhile,
 * and the client draws it all again after.
 */

import assert from "node:assert/strict";
import {
  berthArgv,
  isAlive,
  readOr,
  TestDaemon,
  waitFor,
} from "../_helpers/daemon.ts";
import { attachedTerminal, UserTerminal } from "../_helpers/user_terminal.ts";

/**
 * Session w (sh), and a lock-command that prints LOCKED and appends the
 * line it reads to the file whose path this returns.
 */
async function lockedSession(d: TestDaemon): Promise<string> {
  await d.ok("new", "-d", "-s", "w", "-x", "80", "-y", "23", "--", "sh");
  const got = `${d.dir}/unlocked`;
  await d.ok(
    "set",
    "-g",
    "lock-command",
    `printf 'LOCKED\\n'; read x; echo "$x" >> ${got}`,
  );
  return got;
}

Deno.test("lock-session runs lock-command in the client's terminal until it exits, then the client is drawn again; lock-after-time locks an idle session", async () => {
  await using d = await TestDaemon.create();
  const got = await lockedSession(d);
  await using t = await attachedTerminal(d, "w");
  await d.ok("lock-session", "-t", "w");
  await t.waitText(/^LOCKED$/m);
  // The session runs on; what is typed goes to the lock's command.
  await d.ok("send", "w", "echo meanwhile\n");
  await t.write("secret\r");
  await waitFor(() => readOr(got) === "secret\n", 15_000, "the lock's read");
  await t.waitText(/^meanwhile$/m);
  await waitFor(() => t.lines()[23].startsWith("[w] "), 15_000, "redrawn");
  assert.doesNotMatch(await d.ok("capture-pane", "-p", "-t", "w"), /secret/);
  // lock-after-time: an hour, counted from a key, then a second: the
  // unlock below counts the second (as tmux's MSG_UNLOCK updates the
  // session's activity), not what is left of the hour.
  await d.ok("set", "-g", "lock-after-time", "3600");
  await t.write("echo hour-armed\r");
  await t.waitText(/^hour-armed$/m);
  await d.ok("set", "-g", "lock-after-time", "1");
  // lock-client names one client.
  const [name] = (await d.ok("list-clients", "-F", "#{client_name}")).split(
    "\n",
  );
  await d.ok("lock-client", "-t", name);
  await t.waitText(/^LOCKED$/m);
  // The next lock says IDLE: lock-after-time's, a second after the unlock.
  await d.ok(
    "set",
    "-g",
    "lock-command",
    `printf 'IDLE\\n'; read x; echo "$x" >> ${got}`,
  );
  await t.write("two\r");
  await waitFor(() => readOr(got) === "secret\ntwo\n", 15_000, "unlocked");
  await t.waitText(/^IDLE$/m);
  await t.write("three\r");
  await waitFor(
    () => readOr(got) === "secret\ntwo\nthree\n",
    15_000,
    "unlocked again",
  );
});

for (const waiter of ["0", "1"]) {
  const how = waiter === "0" ? "as Deno (BERTH_WAITER=0)" : "as the script";
  const more = waiter === "0" ? "; a live upgrade under it" : "";
  Deno.test(`a lock of a client waiting ${how}: lock-command in cooked mode even from a terminal left raw, raw again after, even after a C-c${more}`, async () => {
    await using d = await TestDaemon.create();
    const got = await lockedSession(d);
    // Started in a terminal left raw (a program that crashed): Deno's own
    // raw mode would give that back for the lock, and no line would end.
    const attach = berthArgv(d.socket, "attach", "w");
    const argv = ["sh", "-c", 'stty raw -echo; exec "$@"', "sh", ...attach];
    await using t = UserTerminal.spawn(argv, {
      cols: 80,
      rows: 24,
      env: { ...d.env, BERTH_WAITER: waiter },
      cwd: d.dir,
    });
    await waitFor(() => t.lines()[23].startsWith("[w] "), 15_000, "attached");
    await d.ok("lock-session", "-t", "w");
    await t.waitText(/^LOCKED$/m);
    await t.write("cooked\r"); // a line, as a cooked terminal reads it
    await waitFor(
      () => readOr(got) === "cooked\n",
      15_000,
      "the lock's read",
    );
    await waitFor(() => t.lines()[23].startsWith("[w] "), 15_000, "redrawn");
    await d.ok("lock-session", "-t", "w");
    await t.waitText(/^LOCKED$/m);
    await t.write("\x03"); // C-c ends the lock's command, not the client
    await waitFor(() => t.lines()[23].startsWith("[w] "), 15_000, "unlocked");
    // Raw again: keys reach the pane as typed, no Enter needed.
    await t.write("echo raw-again");
    await waitFor(
      async () =>
        /echo raw-again/.test(await d.ok("capture-pane", "-p", "-t", "w")),
      15_000,
      "keys in the pane before Enter",
    );
    // A C-c that comes late (deno task passes on the one typed, after the
    // lock's command ended): ignored, as tmux's client ignores SIGINT.
    Deno.kill(t.pid, "SIGINT");
    await t.write("; echo int-ignored\r");
    await waitFor(
      async () =>
        /^int-ignored$/m.test(await d.ok("capture-pane", "-p", "-t", "w")),
      15_000,
      "keys in the pane after a SIGINT",
    );
    assert.ok(isAlive(t.pid), "the client lives on after a SIGINT");
    assert.match(await d.ok("list-clients"), /: w \[/);
    // berth upgrade under a lock: the lock keeps the terminal until its
    // command exits; only then does the client attach again. (The script
    // reads nothing meanwhile: only the Deno client could come back.)
    if (waiter === "1") return;
    await d.ok("lock-session", "-t", "w");
    await t.waitText(/^LOCKED$/m);
    await d.ok("upgrade");
    // Its connection closed by the upgrade, the Deno client attached again
    // within its tries (1.2 s here) and drew the session over the lock,
    // its command still running: no positive sign to wait for.
    const drawn = await waitFor(() => t.lines()[23] !== "", 2_000, "")
      .then(() => true, () => false);
    assert.ok(!drawn, `drawn over the lock: ${t.lines()[23]}`);
    await t.write("kept\r"); // the lock's read's, not the pane's
    await waitFor(
      () => readOr(got)?.endsWith("\nkept\n") === true,
      15_000,
      "the lock's read after the upgrade",
    );
    await waitFor(() => t.lines()[23].startsWith("[w] "), 15_000, "back");
    assert.doesNotMatch(await d.ok("capture-pane", "-p", "-t", "w"), /kept/);
  });
}
