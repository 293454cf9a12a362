/**
 * End to end: tmux's `display-popup` with a real daemon, real programs on
 * the popup's pty and a real attach client in a pty the test owns, its
 * screen drawn by an independent emulator: the box shows over the window
 * with its border, title and program; keys reach the program; `-E` closes
 * it when the program exits and the screen underneath comes back exactly;
 * without `-E` it stays until Escape; a key binding opens it; the box and
 * the pty follow the terminal's size; a detach ends its program.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { attachedTerminal, UserTerminal } from "../_helpers/user_terminal.ts";
import { Connection } from "../../client/connection.ts";
import { closeFd, kill, readPty, SIGKILL, spawnPty } from "../../pty/mod.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

/** A session running a plain shell, with a line on its screen. */
async function sessionWithText(d: TestDaemon, name: string): Promise<void> {
  await d.ok("new", "-d", "-s", name, "--", ...SHELL);
  await d.ok("send", "-t", name, "echo under-the-popup\n");
  await d.ok("wait", "-t", name, "--text", "^under-the-popup$");
}

/**
 * Waits until the attach client shows the session's text at its own size
 * (the session made at 80x24 first shows its top part, `[0,0]`).
 */
async function settled(t: UserTerminal): Promise<void> {
  await t.waitText(/^under-the-popup$/m);
  await waitFor(
    () => !t.lines()[23].includes("[0,0]"),
    15_000,
    "the session at the client's size",
  );
}

/**
 * The screen a popup covers, without the status line: its clock moves
 * (a minute turned between two looks in CI).
 */
function under(t: UserTerminal): string[] {
  return t.lines().slice(0, -1);
}

Deno.test("display-popup -E: the box shows its program over the window, keys reach it, and its exit closes it, the screen underneath as it was", async () => {
  await using d = await TestDaemon.create();
  await sessionWithText(d, "pp");
  await using t = await attachedTerminal(d, "pp");
  await settled(t);
  const before = under(t);
  // Answered once the popup has closed, as tmux's.
  const shown = d.cli(
    "display-popup",
    "-E",
    "-t",
    "pp",
    "-T",
    "#S-title",
    "-w",
    "40",
    "-h",
    "10",
    "printf 'in the popup\\n'; read x; echo got-$x; sleep 1",
  );
  await t.waitText(/in the popup/);
  const lines = t.lines();
  // tmux's centre of 80x24: x 19, the box's rows 6-15.
  assert.equal(lines[6].slice(19), "┌─pp-title" + "─".repeat(29) + "┐");
  assert.equal(lines[7].slice(19, 40), "│in the popup        ");
  assert.equal(lines[7].slice(58), "│");
  assert.equal(lines[15].slice(19), "└" + "─".repeat(38) + "┘");
  // Keys go to the popup's program, not to the pane.
  await t.write("abc\r");
  await t.waitText(/│got-abc/);
  assert.ok(!t.text().includes("$ abc"));
  // It exits: the popup closes, the window as it was before.
  await waitFor(() => !t.text().includes("got-abc"), 10_000, "the close");
  assert.deepEqual(under(t), before);
  assert.equal((await shown).code, 0);
});

Deno.test("display-popup without -E stays after its program exits until Escape; a key binding opens it; C-c reaches the program under -E", async () => {
  await using d = await TestDaemon.create();
  await sessionWithText(d, "pk");
  await d.ok(
    "bind",
    "g",
    "display-popup",
    "-w",
    "30",
    "-h",
    "6",
    "echo finished",
  );
  await d.ok(
    "bind",
    "G",
    "display-popup",
    "-E",
    "-B",
    // The trap ends it, whenever C-c comes: sent right after `trapping`
    // shows, it may come before a `sleep 100` was exec'd (seen: `^C`
    // echoed, no trap's line, the popup staying), and dash's child
    // between fork and exec drops it while the parent's trap waits for
    // that child; a `sleep 0.1` loop has the trap run within 0.1 s.
    'trap "echo caught-int; sleep 1; exit" INT; echo trapping; ' +
      "while :; do sleep 0.1; done",
  );
  await using t = await attachedTerminal(d, "pk");
  await settled(t);
  const before = under(t);
  await t.write("\x02g");
  await t.waitText(/│finished/);
  // Its program has exited; the popup stays.
  await new Promise((r) => setTimeout(r, 500));
  assert.match(t.text(), /│finished/);
  await t.write("x"); // no Escape: nothing happens
  await new Promise((r) => setTimeout(r, 300));
  assert.match(t.text(), /│finished/);
  await t.write("\x1b");
  await waitFor(() => !t.text().includes("finished"), 10_000, "the close");
  assert.deepEqual(under(t), before);

  // -E: C-c is the program's (its trap), not the popup's.
  await t.write("\x02G");
  await t.waitText(/trapping/);
  await t.write("\x03");
  await t.waitText(/caught-int/);
  await waitFor(() => !t.text().includes("caught-int"), 10_000, "the close");
  assert.deepEqual(under(t), before);
});

Deno.test("display-popup: the box and its program's pty follow the terminal's size; -C closes it", async () => {
  await using d = await TestDaemon.create();
  await sessionWithText(d, "pr");
  await using t = await attachedTerminal(d, "pr");
  await t.waitText(/^under-the-popup$/m);
  const shown = d.cli(
    "display-popup",
    "-t",
    "pr",
    "-w",
    "50%",
    "-h",
    "50%",
    "trap 'echo size $(stty size)' WINCH; echo size $(stty size); while :; do sleep 0.1; done",
  );
  // Half of 80x24, as tmux's: 40x12, the inside 38x10.
  await t.waitText(/│size 10 38/);
  t.resize(30, 8);
  // Cut down to the terminal, 30x8 (over the status line, as tmux's):
  // the inside 28x6.
  await t.waitText(/size 6 28/);
  const lines = t.lines();
  assert.equal(lines[0], "┌" + "─".repeat(28) + "┐");
  assert.equal(lines[7], "└" + "─".repeat(28) + "┘");
  await d.ok("display-popup", "-C", "-t", "pr");
  await waitFor(() => !t.text().includes("┌"), 10_000, "the close");
  // Closed while its program ran: tmux's 129.
  assert.equal((await shown).code, 129);
});

Deno.test("display-popup: a detach ends its program", async () => {
  await using d = await TestDaemon.create();
  await sessionWithText(d, "pd");
  await using t = await attachedTerminal(d, "pd");
  await t.waitText(/^under-the-popup$/m);
  const pidFile = `${d.dir}/popup.pid`;
  const shown = d.cli(
    "display-popup",
    "-E",
    "-t",
    "pd",
    `echo $$ > ${pidFile}; echo running; exec sleep 1000`,
  );
  await t.waitText(/│running/);
  const pid = Number((await Deno.readTextFile(pidFile)).trim());
  assert.ok(pid > 0);
  await d.ok("detach-client", "-t", "pd");
  await t.waitExit();
  await waitFor(
    () => {
      try {
        Deno.kill(pid, "SIGCONT");
        return false;
      } catch {
        return true;
      }
    },
    10_000,
    "the popup's program to end",
  );
  assert.equal((await shown).code, 129);
});

Deno.test("display-popup works for an attach client that draws its own terminal (BERTH_HANDOVER=0)", async () => {
  await using d = await TestDaemon.create();
  await sessionWithText(d, "ph");
  await using t = UserTerminal.spawn(berthArgv(d.socket, "attach", "ph"), {
    env: { ...d.env, BERTH_HANDOVER: "0" },
    cwd: d.dir,
  });
  await waitFor(() => t.lines()[23].startsWith("[ph] "), 15_000, "status");
  await settled(t);
  const before = under(t);
  const shown = d.cli(
    "display-popup",
    "-E",
    "-t",
    "ph",
    "read x; echo got-$x; sleep 1",
  );
  await t.waitText(/┌─+┐/);
  await t.write("remote\r");
  await t.waitText(/│got-remote/);
  await waitFor(() => !t.text().includes("got-remote"), 10_000, "the close");
  // The close may reach the terminal in more than one write: wait for the
  // screen before, then hold it a moment to see it stays.
  await waitFor(
    () => JSON.stringify(under(t)) === JSON.stringify(before),
    5_000,
    "the screen before the popup",
  ).catch(() => {});
  await new Promise((r) => setTimeout(r, 300));
  assert.deepEqual(under(t), before);
  assert.equal((await shown).code, 0);
});

Deno.test("display-popup: a mistake is one line and exit 1", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "pe", "--", "sh");
  const none = await d.cli("display-popup", "-t", "pe", "true");
  assert.equal(none.code, 1);
  assert.equal(
    none.stderr,
    "berth: No client is attached to session pe to show the popup; berth attach -t pe, then retry\n",
  );
  const bad = await d.cli("display-popup", "-t", "pe", "-b", "wavy", "true");
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /^berth: popup-border-lines takes single, .*\n$/);
});

for (const own of [false, true]) {
  Deno.test(
    `display-popup: a live upgrade with a program asking for cursor keys and the keypad open leaves the terminal's keys as the session's${
      own ? " (a client that draws its own terminal)" : ""
    }`,
    async () => {
      await using d = await TestDaemon.create();
      await sessionWithText(d, "pu");
      await using t = own
        ? UserTerminal.spawn(berthArgv(d.socket, "attach", "pu"), {
          env: { ...d.env, BERTH_HANDOVER: "0" },
          cwd: d.dir,
        })
        : await attachedTerminal(d, "pu");
      await settled(t);
      const shown = d.cli(
        "display-popup",
        "-E",
        "-t",
        "pu",
        "printf '\\033[?1h\\033='; echo keys-set; exec sleep 1000",
      );
      await t.waitText(/│keys-set/);
      await waitFor(
        () => t.term.modes.applicationCursorKeysMode,
        10_000,
        "the popup's cursor keys on the terminal",
      );
      await d.ok("upgrade");
      await waitFor(
        () =>
          !t.text().includes("keys-set") && /daemon upgraded/.test(t.text()),
        20_000,
        "the popup gone with the upgrade",
      );
      await t.write("echo after-$((6*7))\r");
      await t.waitText(/^after-42$/m);
      const m = t.term.modes;
      assert.equal(m.applicationCursorKeysMode, false);
      assert.equal(m.applicationKeypadMode, false);
      await shown; // its popup gone, however its link went
    },
  );
}

/** The daemon's resident memory, in bytes. */
async function rss(pid: number): Promise<number> {
  const status = await Deno.readTextFile(`/proc/${pid}/status`);
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)![1]) * 1024;
}

Deno.test("display-popup: a program that floods a client whose terminal takes nothing has the daemon queue no more than the popup's screen", async () => {
  await using d = await TestDaemon.create();
  await sessionWithText(d, "pf");
  // An attach client (the daemon draws its terminal) whose terminal is
  // read until the session shows, then no more: as a stalled ssh link.
  const pty = spawnPty({
    file: berthArgv(d.socket, "attach", "pf")[0],
    args: berthArgv(d.socket, "attach", "pf").slice(1),
    env: { TERM: "xterm-256color", ...d.env },
    cwd: d.dir,
    cols: 80,
    rows: 24,
  });
  let shown: Promise<unknown> = Promise.resolve();
  try {
    const buf = new Uint8Array(65536);
    let seen = "";
    await waitFor(
      () => {
        const n = readPty(pty.fd, buf, 0, buf.length);
        if (n > 0) seen += new TextDecoder().decode(buf.subarray(0, n));
        return seen.includes("under-the-popup") && seen.includes("[pf]");
      },
      15_000,
      "the session on the attach client's terminal",
    );
    await waitFor(
      async () => (await d.ok("list-clients")).includes("pf"),
      10_000,
      "the client",
    );
    const daemon = await d.daemonPid();
    const before = await rss(daemon);
    const done = `${d.dir}/flood.done`;
    // 192 MiB of output, which nothing reads on the client's terminal.
    shown = d.cli(
      "display-popup",
      "-t",
      "pf",
      `head -c 201326592 /dev/zero | tr '\\0' y; echo > ${done}`,
    );
    await waitFor(
      async () => await Deno.stat(done).then(() => true, () => false),
      240_000,
      "the flood's end",
    );
    // A queue without bound holds all of it (the old code grew 88 MiB for
    // 96); the heap alone grows 20-74 MiB with the rate the bytes came at.
    const grown = (await rss(daemon)) - before;
    assert.ok(
      grown < 96 * 1024 * 1024,
      `the daemon grew by ${Math.round(grown / 1048576)} MiB`,
    );
  } finally {
    kill(pty.pid, SIGKILL);
    closeFd(pty.fd);
    await shown; // closed with its client
  }
});

Deno.test("display-popup: a browser page (berth serve) is never the client that shows it; naming one is refused in one line", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "pw", "--", "sh");
  // Attached as berth serve's bridge is, for a page.
  const page = await Connection.open(d.socket, "web");
  try {
    await page.request({ op: "attach", name: "pw", cols: 80, rows: 24 });
    const none = await d.cli("display-popup", "-t", "pw", "true");
    assert.equal(none.code, 1);
    assert.equal(
      none.stderr,
      "berth: No client is attached to session pw to show the popup; berth attach -t pw, then retry\n",
    );
    const name = (await d.ok("list-clients", "-F", "#{client_name}")).trim();
    const named = await d.cli("display-popup", "-c", name, "-t", "pw", "true");
    assert.equal(named.code, 1);
    assert.equal(
      named.stderr,
      `berth: Client ${name} is a browser page (berth serve), which shows no popups; -c names another (berth list-clients)\n`,
    );
  } finally {
    page.close();
  }
});

Deno.test("display-popup -t b: from a client of session a starts its program in b's directory, as tmux 3.3a's (was: a's)", async () => {
  await using d = await TestDaemon.create();
  const dirs = { a: `${d.dir}/dir-a`, b: `${d.dir}/dir-b` };
  for (const [name, dir] of Object.entries(dirs)) {
    await Deno.mkdir(dir);
    await d.ok("new", "-d", "-s", name, "-c", dir, "--", "cat");
  }
  const out = `${d.dir}/popup-pwd`;
  // Each waits for a line once it has written: its box is then seen open
  // before the Enter that closes it (-E) is typed.
  const job = `'pwd > ${out}; read line'`;
  await d.ok("bind", "P", `display-popup -t b: -E ${job}`);
  await d.ok("bind", "O", `display-popup -E ${job}`);
  await using t = await attachedTerminal(d, "a");
  await waitFor(
    () => !t.lines()[23].includes("[0,0]"),
    15_000,
    "the session at the client's size",
  );
  const ran = async (key: string) => {
    await Deno.remove(out).catch(() => {});
    await t.write(`\x02${key}`);
    let text = "";
    await waitFor(
      async () => (text = await Deno.readTextFile(out).catch(() => "")) !== "",
      15_000,
      `prefix ${key}'s popup to write ${out}`,
    );
    // Closed (-E) before the next key, which an open popup would take:
    // the file written says nothing of the client, which may not have
    // drawn the box yet (a wait for no box passed at once) or may have
    // it open still (its program's exit not yet come).
    await t.waitText(/┌/);
    await t.write("\r");
    await waitFor(() => !t.text().includes("┌"), 15_000, "the popup closed");
    return text.trim();
  };
  assert.equal(await ran("P"), dirs.b);
  assert.equal(await ran("O"), dirs.a);
});
