/**
 * End to end: prefix C-z (`suspend-client`, as tmux's) gives the terminal
 * back to the user's interactive shell, which says the job stopped; the
 * session runs on; `fg` brings the attach back, drawn again. Both ways of
 * attaching: the daemon drawing the terminal (`tty_handover.ts`) and the
 * attach process drawing it itself (`BERTH_HANDOVER=0`).
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal, waitingAsScript } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

/** `argv` as one line for a shell to run. */
function shellLine(argv: string[]): string {
  return argv.map((a) => `'${a.replaceAll("'", `'\\''`)}'`).join(" ");
}

/** The user's interactive shell (job control on), in a real pty. */
function userShell(d: TestDaemon, env: Record<string, string>): UserTerminal {
  return UserTerminal.spawn(SHELL, {
    cols: 80,
    rows: 24,
    env: { ...d.env, ...env, PS1: "outer$ " },
    cwd: d.dir,
  });
}

async function suspendAndResume(
  env: Record<string, string>,
  script = false,
): Promise<void> {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await using t = userShell(d, env);
  await t.waitText(/^outer\$ ?$/m);
  await t.write(shellLine(berthArgv(d.socket, "attach", "work")) + "\r");
  await waitFor(() => t.term.buffer.active.type === "alternate", 15_000);
  await t.write("echo before-$((6*7)); printf '\\033]2;inner\\007'\r");
  await t.waitText(/^before-42$/m);
  await waitFor(() => t.title === "inner", 10_000, "the session's title");
  if (script) {
    // Suspended as the script, not while still Deno (its first 150 ms).
    const pid = await d.ok("list-clients", "-F", "#{client_pid}");
    await waitingAsScript(Number(pid.trim()));
  }

  await t.write("\x02\x1a"); // C-b C-z
  await t.waitText(/^\[1\]\+ +Stopped [^]*\nouter\$ ?$/m);
  assert.equal(t.term.buffer.active.type, "normal", "the main screen back");
  // Cooked mode: the shell echoes and runs what is typed.
  await t.write("echo outer-$((6*7)); printf '\\033]2;outer\\007'\r");
  await t.waitText(/^outer-42\n\s*outer\$ ?$/m);
  await waitFor(() => t.title === "outer", 10_000, "the shell's title");

  // list-clients says so, as tmux's flags do.
  assert.match(await d.ok("list-clients"), /: work \[80x23\] \(suspended\b/);
  // The session runs on while its client is stopped.
  await d.ok("send", "work", "echo while-$((6*7))\n");
  await waitFor(
    async () => /^while-42$/m.test(await d.ok("capture", "work")),
    10_000,
    "the session's output while its client is stopped",
  );

  await t.write("fg\r");
  await waitFor(() => t.term.buffer.active.type === "alternate", 15_000);
  // Drawn again whole: what was there before, and what came meanwhile.
  await t.waitText(/^before-42\n[^]*^while-42\n\$$/m);
  assert.doesNotMatch(t.text(), /outer/, "the outer shell is not shown");
  await waitFor(() => t.title === "inner", 10_000, "the title set again");
  await t.write("echo after-$((6*7))\r");
  await t.waitText(/^after-42$/m);
  assert.doesNotMatch(await d.ok("list-clients"), /suspended/);

  await t.write("\x02d");
  await t.waitText(/\[detached from session work\]\n\s*outer\$ ?$/m);
  assert.equal((await sessions(d)).clients, 0);
}

async function sessions(d: TestDaemon): Promise<{ clients: number }> {
  return JSON.parse(await d.ok("ls", "--json"))[0];
}

Deno.test("suspend-client (prefix C-z): the shell gets the terminal, fg brings back the attach drawn again (the daemon draws it)", async () => {
  await suspendAndResume({});
});

Deno.test("suspend-client (prefix C-z) of an attach waiting as the script: the shell gets the terminal in its modes, fg brings the attach back", async () => {
  await suspendAndResume({}, true);
});

Deno.test("suspend-client (prefix C-z): the same where the attach process draws the terminal itself (BERTH_HANDOVER=0)", async () => {
  await suspendAndResume({ BERTH_HANDOVER: "0" });
});

/** Attaches `work` from the user's shell, as the tests above. */
async function attachFromShell(
  d: TestDaemon,
  env: Record<string, string>,
): Promise<UserTerminal> {
  const t = userShell(d, env);
  await t.waitText(/^outer\$ ?$/m);
  await t.write(shellLine(berthArgv(d.socket, "attach", "work")) + "\r");
  await waitFor(() => t.term.buffer.active.type === "alternate", 15_000);
  return t;
}

const STOPPED = /^\[1\]\+ +Stopped [^]*\nouter\$ ?$/m;

async function typeAheadDropped(env: Record<string, string>): Promise<void> {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await using t = await attachFromShell(d, env);
  await t.write("echo before-$((6*7))\r");
  await t.waitText(/^before-42$/m);
  // Typed with the prefix C-z, before the client stopped: meant for the
  // shell, as tmux drops them; never for the session once back.
  await t.write("\x02\x1aecho typeahead-$((6*7))\r");
  await t.waitText(STOPPED);
  await t.write("fg\r");
  await t.waitText(/^before-42$/m);
  await t.write("echo after-$((6*7))\r");
  await t.waitText(/^after-42$/m);
  assert.doesNotMatch(await d.ok("capture", "work"), /typeahead/);
}

Deno.test("suspend-client: keys typed with prefix C-z are dropped, not typed into the session after fg (the daemon draws it)", async () => {
  await typeAheadDropped({});
});

Deno.test("suspend-client: keys typed with prefix C-z are dropped where the attach process draws (BERTH_HANDOVER=0)", async () => {
  await typeAheadDropped({ BERTH_HANDOVER: "0" });
});

Deno.test("berth suspend-client stops the session's client once; the daemon's end reaches a stopped client", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await using t = await attachFromShell(d, {});
  await t.write("echo before-$((6*7))\r");
  await t.waitText(/^before-42$/m);
  await d.ok("suspend-client", "-t", "work");
  await t.waitText(STOPPED);
  await waitFor(
    async () => /\(suspended\b/.test(await d.ok("list-clients")),
    10_000,
    "the client suspended",
  );
  // Its only client is stopped already: nothing to suspend.
  const again = await d.cli("suspend-client", "-t", "work");
  assert.equal(again.code, 1);
  assert.match(
    again.stderr,
    /^berth: The clients of session work are suspended already \(fg[^\n]*\n$/,
  );
  // The daemon ends while the client is stopped: it says so on fg, and
  // the terminal is the shell's (no reset of a screen it never drew).
  await d.ok("kill-server");
  await t.write("fg\r");
  await t.waitText(/^\[daemon gone: server exited\]\n\s*outer\$ ?$/m);
  assert.doesNotMatch(t.text(), /lost connection/);
});

/** Runs `script` in `sh`; its stdout. */
async function sh(script: string): Promise<string> {
  const out = await new Deno.Command("sh", { args: ["-c", script] }).output();
  assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
  return new TextDecoder().decode(out.stdout);
}

/**
 * Stopped from outside (`kill -STOP`) and continued (`kill -CONT`, as `fg`
 * sends it), the attach client takes raw mode again and the screen is
 * drawn again, as tmux's client does: meanwhile its shell had the
 * terminal, as a job control shell takes it when its job stops, made it
 * cooked and wrote over it.
 */
async function stoppedFromOutside(
  env: Record<string, string>,
  script = false,
): Promise<void> {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await using t = UserTerminal.spawn(berthArgv(d.socket, "attach", "work"), {
    cols: 80,
    rows: 24,
    env: { ...d.env, ...env },
    cwd: d.dir,
  });
  await waitFor(() => t.term.buffer.active.type === "alternate", 15_000);
  await t.write("echo before-$((6*7))\r");
  await t.waitText(/^before-42$/m);
  const [pid, tty] = (await d.ok(
    "list-clients",
    "-F",
    "#{client_pid} #{client_tty}",
  )).trim().split(" ");
  const raw = async () => /(^|\s)-icanon\b/.test(await sh(`stty -a < ${tty}`));
  assert.ok(await raw(), "raw mode while attached");
  // Stopped as the script, not while still Deno (its first 150 ms).
  if (script) await waitingAsScript(Number(pid));

  Deno.kill(Number(pid), "SIGSTOP");
  // What bash does when its job stops: its own (cooked) modes, its words.
  await sh(
    `stty sane < ${tty}; printf '\\r\\n[1]+  Stopped  berth\\r\\nouter$ ' > ${tty}`,
  );
  await t.waitText(/^outer\$ ?$/m);
  assert.ok(!(await raw()), "cooked while stopped");

  Deno.kill(Number(pid), "SIGCONT");
  await waitFor(
    () => !/Stopped|outer\$/.test(t.text()),
    15_000,
    "the screen drawn again",
  );
  await t.waitText(/^before-42$/m);
  await waitFor(raw, 10_000, "raw mode again");
  // Keys reach the session as keys: C-c is a byte, not SIGINT here.
  await t.write("sleep 600\r");
  await waitFor(
    async () =>
      (await d.ok("list-panes", "-t", "work", "-F", "#{pane_current_command}"))
        .trim() === "sleep",
    10_000,
    "sleep running",
  );
  await t.write("\x03echo after-$((6*7))\r");
  await t.waitText(/^after-42$/m);
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
}

Deno.test("an attach client stopped from outside (kill -STOP) and continued takes raw mode again and is drawn again (the daemon draws it)", async () => {
  await stoppedFromOutside({});
});

Deno.test("an attach client waiting as the script, stopped from outside (kill -STOP) and continued: the daemon takes raw mode again and draws the screen again", async () => {
  await stoppedFromOutside({}, true);
});

Deno.test("an attach client stopped from outside and continued takes raw mode again and is drawn again (BERTH_HANDOVER=0)", async () => {
  await stoppedFromOutside({ BERTH_HANDOVER: "0" });
});

Deno.test("suspend-client under a parent of its group that catches SIGTSTP (deno task): refused with why, the attach goes on", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await using t = userShell(d, {});
  await t.waitText(/^outer\$ ?$/m);
  // A job of the outer shell run as `deno task` runs its command: a parent
  // in the job's group that catches SIGTSTP (deno task passes it on), so
  // it would never stop, and the shell would wait on without its prompt.
  const line = shellLine(berthArgv(d.socket, "attach", "work"));
  await t.write(
    `sh -c 'trap : TSTP; ${line.replaceAll("'", "'\\''")}; echo rc:$?'\r`,
  );
  await waitFor(() => t.term.buffer.active.type === "alternate", 15_000);
  const pid = Number(
    (await d.ok("list-clients", "-F", "#{client_pid}")).trim(),
  );
  await waitingAsScript(pid);
  await t.write("\x02\x1a"); // C-b C-z
  await t.waitText(/Cannot suspend: sh started this client/);
  assert.match(Deno.readTextFileSync(`/proc/${pid}/stat`), /\) S /);
  await t.write("echo still-$((6*7))\r");
  await t.waitText(/^still-42$/m);
  await t.write("\x02d");
  await t.waitText(/rc:0/);
});
