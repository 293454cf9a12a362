/**
 * `berth -H`'s keys and frames through a socket ssh forwards to the
 * daemon's (`client/transport/ssh.ts`), and through the far bridge when
 * the server refuses to forward.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { TestSshd } from "../_helpers/sshd.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];
const ignore = !TestSshd.available();

/** The far bridges of `socket`'s daemon (not the ssh that names them). */
function bridges(socket: string): string[][] {
  const out: string[][] = [];
  for (const e of Deno.readDirSync("/proc")) {
    if (!/^\d+$/.test(e.name)) continue;
    try {
      const argv = Deno.readTextFileSync(`/proc/${e.name}/cmdline`)
        .split("\0");
      if (
        argv.includes("__bridge") && argv.includes(socket) &&
        !argv[0].endsWith("ssh")
      ) out.push(argv);
    } catch {
      // Gone meanwhile.
    }
  }
  return out;
}

/** What the client left of its directories for ssh's sockets. */
function leftovers(dir: string): string[] {
  return [...Deno.readDirSync(dir)].map((e) => e.name)
    .filter((n) => n.startsWith("berth-ssh-"));
}

/**
 * `berth -H 127.0.0.1 attach work` (or `args`) through `sshd`, in a
 * terminal; `env` over sshd's (BERTH_SSH ...).
 */
function remoteAttach(
  d: TestDaemon,
  sshd: TestSshd,
  env: Record<string, string> = {},
  args = ["attach", "work"],
): UserTerminal {
  return UserTerminal.spawn(
    berthArgv(d.socket, "-H", "127.0.0.1", ...args),
    {
      cols: 80,
      rows: 24,
      // Its private directory for ssh's sockets is made in the test's own.
      env: { ...d.env, ...sshd.env(), TMPDIR: d.dir, ...env },
      cwd: d.dir,
    },
  );
}

/**
 * BERTH_SSH for an ssh that runs `script` (bash, its arguments in "$@")
 * before it execs the real one.
 */
async function sshWrapper(
  d: TestDaemon,
  sshd: TestSshd,
  script: string,
): Promise<string> {
  const wrapper = `${d.dir}/ssh`;
  await Deno.writeTextFile(wrapper, `#!/bin/bash\n${script}exec ssh "$@"\n`);
  await Deno.chmod(wrapper, 0o755);
  return sshd.sshCommand.replace(/^ssh/, wrapper);
}

/** `berth -H 127.0.0.1 attach work` through `sshd`, typed at and seen. */
async function attachAndType(
  d: TestDaemon,
  sshd: TestSshd,
): Promise<UserTerminal> {
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  const t = remoteAttach(d, sshd);
  await t.waitText(/^\$$/m, 20_000);
  await t.write("echo far-$((6*7))\r");
  await t.waitText(/^far-42\n\$$/m);
  return t;
}

Deno.test({
  name:
    "berth -H attach goes through ssh's forward: no bridge stays on the far side",
  ignore,
  async fn() {
    await using sshd = await TestSshd.start();
    await using d = await TestDaemon.create();
    await using t = await attachAndType(d, sshd);
    // It said where the daemon is, and left once the daemon answered.
    await waitFor(
      () => bridges(d.socket).length === 0,
      10_000,
      "the bridge to leave",
    );
    await t.write("echo again\r");
    await t.waitText(/^again\n\$$/m);
    // An upgrade there ends the forwarded connection: the client comes
    // back as from any drop, and keys go on.
    await d.ok("upgrade");
    await t.write("echo after-$((6*7))\r");
    await t.waitText(/^after-42\n\$$/m, 20_000);
    await t.write("\x02d");
    assert.equal((await t.waitExit()).code, 0);
    await t.waitText(/\[detached from session work\]/);
    assert.deepEqual(leftovers(d.dir), []);
  },
});

Deno.test({
  name:
    "berth -H new -s NAME starts the daemon there and attaches through ssh's forward: no bridge stays",
  ignore,
  async fn() {
    await using sshd = await TestSshd.start();
    await using d = await TestDaemon.create();
    await using t = remoteAttach(d, sshd, {}, ["new", "-s", "fresh", ...SHELL]);
    // The far login's shell, with its own prompt.
    await t.waitText(/[$#] *$/m, 20_000);
    await waitFor(
      () => bridges(d.socket).length === 0,
      10_000,
      "the bridge to leave",
    );
    await t.write("echo new-$((6*7))\r");
    await t.waitText(/^new-42$/m);
    await t.write("\x02d");
    assert.equal((await t.waitExit()).code, 0);
    assert.match(await d.ok("ls"), /^fresh /m);
    assert.deepEqual(leftovers(d.dir), []);
  },
});

Deno.test({
  name:
    "berth -H attach to a server that refuses to forward: the bridge copies, as before",
  ignore,
  async fn() {
    await using sshd = await TestSshd.start(["AllowStreamLocalForwarding no"]);
    await using d = await TestDaemon.create();
    await using t = await attachAndType(d, sshd);
    const far = bridges(d.socket);
    assert.equal(far.length, 1, "the bridge copies");
    assert.ok(far[0].includes("--forward"), "the forward was tried");
    await t.write("\x02d");
    assert.equal((await t.waitExit()).code, 0);
    await t.waitText(/\[detached from session work\]/);
    assert.deepEqual(leftovers(d.dir), []);
  },
});

Deno.test({
  name:
    "berth -H attach with ControlMaster/ControlPath in the user's ssh config goes through the user's master, not a login of its own",
  ignore,
  async fn() {
    await using sshd = await TestSshd.start();
    await using d = await TestDaemon.create();
    // The user's master, logged in once (as after a 2FA prompt).
    const shared = await sshd.sharedEnv();
    const master = shared.BERTH_SSH.match(/-S (\S+)/)![1];
    const config = `${d.dir}/ssh_config`;
    await Deno.writeTextFile(
      config,
      `Host *\n  ControlMaster auto\n  ControlPath ${master}\n`,
    );
    // No new login succeeds from now on: only the master's connection can.
    await Deno.writeTextFile(`${sshd.dir}/authorized_keys`, "");
    await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
    await using t = remoteAttach(d, sshd, {
      BERTH_SSH: `${sshd.sshCommand} -F ${config}`,
    });
    await t.waitText(/^\$$/m, 20_000);
    await t.write("echo far-$((6*7))\r");
    await t.waitText(/^far-42\n\$$/m);
    assert.doesNotMatch(t.text(), /log in|denied/i);
    await t.write("\x02d");
    assert.equal((await t.waitExit()).code, 0);
    assert.deepEqual(leftovers(d.dir), []);
  },
});

Deno.test({
  name:
    "berth -H attach killed during its login leaves a directory for ssh's sockets, which the next attach removes once it is stale",
  ignore,
  async fn() {
    await using sshd = await TestSshd.start();
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
    const spawn = () => remoteAttach(d, sshd);
    // The terminal closed while ssh logged in: nothing ran the cleanup.
    {
      await using first = spawn();
      await waitFor(() => leftovers(d.dir).length === 1, 10_000, "its dir");
      Deno.kill(first.pid, "SIGKILL");
      await first.waitExit();
    }
    const [killed] = leftovers(d.dir);
    // A minute later; and another client's, made just now, logging in.
    const old = new Date(Date.now() - 120_000);
    await Deno.utime(`${d.dir}/${killed}`, old, old);
    const busy = await Deno.makeTempDir({ dir: d.dir, prefix: "berth-ssh-" });
    await using t = spawn();
    await t.waitText(/^\$$/m, 20_000);
    await waitFor(
      () => !leftovers(d.dir).includes(killed),
      10_000,
      "the stale dir to go",
    );
    assert.deepEqual(leftovers(d.dir), [busy.slice(d.dir.length + 1)]);
    await t.write("\x02d");
    assert.equal((await t.waitExit()).code, 0);
  },
});

Deno.test({
  name:
    "berth -H attach whose ssh master hangs as it is asked to forward: one line of error within the ready wait, not a blank screen for ever",
  ignore,
  async fn() {
    await using sshd = await TestSshd.start();
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
    // An ssh whose master stops (a hung process) as `-O forward` reaches it.
    const ssh = await sshWrapper(
      d,
      sshd,
      `for a in "$@"; do
  [ "$a" = -O ] || continue
  for p in /proc/[0-9]*; do
    case "$(tr '\\0' ' ' < $p/cmdline 2>/dev/null)" in
      *"${sshd.key}"*ControlMaster=yes*) kill -STOP "\${p#/proc/}";;
    esac
  done
done
`,
    );
    const started = Date.now();
    await using t = remoteAttach(d, sshd, { BERTH_SSH: ssh });
    assert.equal((await t.waitExit(45_000)).code, 1);
    await t.waitText(/The berth on 127\.0\.0\.1 did not answer in 30 s/);
    assert.ok(Date.now() - started < 40_000, "within the ready wait");
    assert.deepEqual(leftovers(d.dir), []);
  },
});

Deno.test({
  name:
    "berth -H attach to a berth there that does not offer the forward: its directory for ssh's sockets goes at once",
  ignore,
  async fn() {
    await using sshd = await TestSshd.start();
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
    // An older berth there: it knows no --forward, and prints the ready line.
    const older =
      `older(){ a=(); for x; do [ "$x" = --forward ] || a+=("$x"); done; ${sshd.env().BERTH_REMOTE} "\${a[@]}"; }; older`;
    await using t = remoteAttach(d, sshd, { BERTH_REMOTE: older });
    await t.waitText(/^\$$/m, 20_000);
    assert.equal(bridges(d.socket).length, 1, "the bridge copies");
    assert.deepEqual(leftovers(d.dir), []);
    await t.write("\x02d");
    assert.equal((await t.waitExit()).code, 0);
  },
});

Deno.test({
  name:
    "berth -H attach detached while a reconnect's ssh still logs in leaves no directory for ssh's sockets",
  ignore,
  async fn() {
    await using sshd = await TestSshd.start();
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
    // An ssh whose logins hang once `hang` exists (a host gone quiet).
    const ssh = await sshWrapper(
      d,
      sshd,
      `case " $* " in *" -O "*) ;; *)
  [ -e ${d.dir}/hang ] && { echo $$ >> ${d.dir}/hung; exec sleep 600; } ;;
esac
`,
    );
    await using t = remoteAttach(d, sshd, { BERTH_SSH: ssh });
    try {
      await t.waitText(/^\$$/m, 20_000);
      await Deno.writeTextFile(`${d.dir}/hang`, "");
      for (const e of Deno.readDirSync("/proc")) {
        if (!/^\d+$/.test(e.name)) continue;
        try {
          const stat = Deno.readTextFileSync(`/proc/${e.name}/stat`);
          const m = stat.match(/^\d+ \((.*)\) \S (\d+)/);
          if (m && m[1] === "ssh" && Number(m[2]) === t.pid) {
            Deno.kill(Number(e.name), "SIGKILL");
          }
        } catch {
          // Gone meanwhile.
        }
      }
      await t.waitText(/reconnecting/, 10_000);
      await waitFor(() => leftovers(d.dir).length > 0, 10_000, "a new try");
      await t.write("\x02d");
      assert.equal((await t.waitExit()).code, 0);
      assert.deepEqual(leftovers(d.dir), []);
    } finally {
      const hung = await Deno.readTextFile(`${d.dir}/hung`).catch(() => "");
      for (const pid of hung.split("\n").filter((l) => l)) {
        try {
          Deno.kill(Number(pid), "SIGKILL");
        } catch {
          // Gone.
        }
      }
    }
  },
});
