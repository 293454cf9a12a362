/**
 * tmux's `update-environment` and `detach-on-destroy`: what a client that
 * attaches brings to its session, and where it goes when the session ends.
 *
 * @module
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";

/** An attach of `name` from a terminal whose environment has `env` too. */
async function attachWith(
  d: TestDaemon,
  name: string,
  env: Record<string, string>,
): Promise<UserTerminal> {
  const t = UserTerminal.spawn(berthArgv(d.socket, "attach", name), {
    env: { ...d.env, ...env },
    cwd: d.dir,
  });
  await waitFor(
    () => t.lines()[23].startsWith(`[${name}] `),
    15_000,
    `${name}'s status line`,
  );
  return t;
}

Deno.test("update-environment: an attach sets the session's SSH_AUTH_SOCK from its terminal's, for the panes made after; one it lacks is removed", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "sh");
  await d.prompted("s");
  {
    await using _t = await attachWith(d, "s", {
      SSH_AUTH_SOCK: "/tmp/agent.one",
    });
    assert.equal(
      await d.ok("show-environment", "-t", "s", "SSH_AUTH_SOCK"),
      "SSH_AUTH_SOCK=/tmp/agent.one\n",
    );
    assert.equal(
      await d.ok("show-environment", "-t", "s", "DISPLAY"),
      "-DISPLAY\n",
    );
  }
  // A later attach (another ssh login) brings its own.
  await d.ok("set-option", "-ga", "update-environment", "BERTH_T_*");
  await using t = await attachWith(d, "s", {
    SSH_AUTH_SOCK: "/tmp/agent.two",
    BERTH_T_ONE: "1",
  });
  await d.ok("new-window", "-t", "s:", "--", "sh");
  await d.prompted("s");
  await t.write('echo "[$SSH_AUTH_SOCK $BERTH_T_ONE]"\r');
  await t.waitText(/^\[\/tmp\/agent\.two 1\]/m);
  assert.match(
    await d.ok("show-options", "-gv", "update-environment"),
    /^XAUTHORITY\nBERTH_T_\*\n$/m,
  );
});

Deno.test("detach-on-destroy off: the clients of a session that ends go to the most recently active other one; on (the default) detaches them", async () => {
  await using d = await TestDaemon.create();
  for (const s of ["a", "b", "c"]) {
    await d.ok("new", "-d", "-s", s, "--", "sh");
  }
  await d.ok("set-option", "-g", "detach-on-destroy", "off");
  await using t = await attachWith(d, "b", {});
  const client = (await d.ok("list-clients", "-F", "#{client_name}")).trim();
  await d.ok("switch-client", "-c", client, "-t", "c");
  await waitFor(() => t.lines()[23].startsWith("[c] "), 15_000, "in c");
  await d.ok("switch-client", "-c", client, "-t", "a");
  await waitFor(() => t.lines()[23].startsWith("[a] "), 15_000, "in a");
  await d.ok("kill-session", "-t", "a");
  // c was active last (after a).
  await waitFor(() => t.lines()[23].startsWith("[c] "), 15_000, "moved to c");
  assert.match(await d.ok("list-clients"), / c /);
  // A session's own value wins over the daemon's, as tmux's session option.
  await d.ok("set-option", "-t", "c", "detach-on-destroy", "on");
  await d.ok("kill-session", "-t", "c");
  await t.waitText(/\[detached|\[exited|killed/);
  assert.equal(await d.ok("list-clients"), "");
  const bad = await d.cli("set-option", "-g", "detach-on-destroy", "maybe");
  assert.equal(bad.code, 1);
  assert.match(
    bad.stderr,
    /detach-on-destroy takes "on", "off" or "no-detached"/,
  );
});

Deno.test("detach-on-destroy off, a's own: a suspended client moved to another session stays suspended, and its size is not the session's (tmux 3.3a's)", async () => {
  await using d = await TestDaemon.create();
  for (const s of ["a", "b"]) await d.ok("new", "-d", "-s", s, "--", "sh");
  // tmux's session options: a's own (the daemon's stays on).
  await d.ok("set-option", "-t", "a", "detach-on-destroy", "off");
  await d.ok("set-option", "-t", "a", "update-environment", "BERTH_T_*");
  const own = "#{detach-on-destroy} #{update-environment}";
  assert.equal(await d.ok("display", "-p", "-t", "a", own), "off BERTH_T_*\n");
  assert.match(await d.ok("display", "-p", "-t", "b", own), /^on DISPLAY /);
  // The user's shell (job control), 100x30, runs an attach of a.
  await using big = UserTerminal.spawn(
    ["bash", "--norc", "--noprofile", "-i"],
    {
      cols: 100,
      rows: 30,
      env: { ...d.env, PS1: "outer$ " },
      cwd: d.dir,
    },
  );
  await big.waitText(/^outer\$ ?$/m);
  const argv = berthArgv(d.socket, "attach", "a").map((a) => `'${a}'`);
  await big.write(argv.join(" ") + "\r");
  await waitFor(() => big.lines()[29].startsWith("[a] "), 15_000, "a shown");
  await d.ok("suspend-client", "-t", "a");
  await big.waitText(/^\[1\]\+ +Stopped [^]*\nouter\$ ?$/m);
  // b's only client that is not stopped is 80x24.
  await using _small = await attachWith(d, "b", {});
  await d.ok("kill-session", "-t", "a");
  await waitFor(
    async () => (await d.ok("list-clients")).split("\n").length === 3,
    15_000,
    "both clients in b",
  );
  assert.match(await d.ok("list-clients"), /: b \[100x29\] \(suspended\b/);
  assert.equal(
    await d.ok(
      "display-message",
      "-p",
      "-t",
      "b",
      "#{window_width}x#{window_height}",
    ),
    "80x23\n",
  );
});
