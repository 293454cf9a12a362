/**
 * A real OpenSSH server for the tests of `berth -H`: `sshd -D -e` on
 * 127.0.0.1 on a free port, with its own host key and an `authorized_keys`
 * holding a client key made for the test, public keys only. One per test
 * file: each connection costs about 270 ms, a server costs a few more.
 * Tests that only run commands over it can share one logged-in connection
 * (`sharedEnv()`), as ssh's ControlMaster does for users who set it up.
 *
 * @module
 */

import { berthArgv } from "./daemon.ts";

/** A running sshd and what a client needs to log in to it. */
export class TestSshd {
  readonly dir: string;
  readonly port: number;
  readonly key: string;
  #child: Deno.ChildProcess;
  #master: Deno.ChildProcess | null = null;

  private constructor(
    dir: string,
    port: number,
    key: string,
    child: Deno.ChildProcess,
  ) {
    this.dir = dir;
    this.port = port;
    this.key = key;
    this.#child = child;
  }

  /** Whether sshd and ssh are installed (`.ci/run` installs them). */
  static available(): boolean {
    return ["/usr/sbin/sshd", "/usr/bin/ssh", "/usr/bin/ssh-keygen"].every(
      (p) => {
        try {
          return Deno.statSync(p).isFile;
        } catch {
          return false;
        }
      },
    );
  }

  /**
   * Starts sshd and waits until it accepts connections; `config`: more
   * lines for its sshd_config (`AllowStreamLocalForwarding no`).
   */
  static async start(config: string[] = []): Promise<TestSshd> {
    const dir = await Deno.makeTempDir({ prefix: "berth-sshd-" });
    await keygen(`${dir}/host_key`);
    await keygen(`${dir}/client_key`);
    await Deno.copyFile(`${dir}/client_key.pub`, `${dir}/authorized_keys`);
    await Deno.mkdir("/run/sshd", { recursive: true });
    const port = freePort();
    await Deno.writeTextFile(
      `${dir}/sshd_config`,
      [
        `Port ${port}`,
        "ListenAddress 127.0.0.1",
        `HostKey ${dir}/host_key`,
        `AuthorizedKeysFile ${dir}/authorized_keys`,
        `PidFile ${dir}/sshd.pid`,
        "PubkeyAuthentication yes",
        "PasswordAuthentication no",
        "KbdInteractiveAuthentication no",
        "UsePAM no",
        "StrictModes no", // the files live under /tmp
        "PermitRootLogin prohibit-password", // CI runs as root
        "LogLevel ERROR",
        // The login shell runs its rc file before each command: on this
        // machine it runs pyenv's rehash, which waits 60 s on a lock a
        // shell killed mid-rehash leaves behind (the tests drop links).
        // One try, then on without it. And bash (Debian's) runs
        // ~/.bashrc for every command sshd starts, unless it is not the
        // top shell: root's pyenv init there cost 0.7 s of each command
        // on this machine (1-2 s busy), a third of the -H tests' time.
        // SHLVL=1 makes the far shell a second level: no rc file, as for
        // the users whose rc returns early when not interactive.
        "SetEnv PYENV_REHASH_TIMEOUT=0 SHLVL=1",
        ...config,
        "",
      ].join("\n"),
    );
    const child = new Deno.Command("/usr/sbin/sshd", {
      args: ["-D", "-e", "-f", `${dir}/sshd_config`],
      stdin: "null",
      stdout: "null",
      stderr: "null",
    }).spawn();
    const sshd = new TestSshd(dir, port, `${dir}/client_key`, child);
    try {
      await sshd.#waitListening();
    } catch (err) {
      // Its process and its folder in /tmp go with the failure.
      await sshd.stop();
      throw err;
    }
    return sshd;
  }

  /** `$BERTH_SSH` for this server: its port and key, no prompts. */
  get sshCommand(): string {
    return [
      "ssh",
      `-p ${this.port}`,
      `-i ${this.key}`,
      "-o StrictHostKeyChecking=no",
      "-o UserKnownHostsFile=/dev/null",
      "-o BatchMode=yes",
      "-o LogLevel=ERROR",
    ].join(" ");
  }

  /**
   * The environment that points berth at this server: ssh as above, and
   * this checkout's berth on the other side, with the same config.
   */
  env(): Record<string, string> {
    return {
      BERTH_SSH: this.sshCommand,
      BERTH_REMOTE: berthArgv(null).join(" "),
    };
  }

  /**
   * As `env()`, but ssh goes through one connection logged in once (a
   * ControlMaster this server's object owns): a command over it costs a
   * new channel (~0.1 s), not a login (0.5 s, more when busy). For tests
   * that run commands; one that kills or stops ssh, or logs in otherwise,
   * needs `env()`, whose ssh is the connection.
   */
  async sharedEnv(): Promise<Record<string, string>> {
    const path = `${this.dir}/master`;
    if (this.#master === null) {
      const [ssh, ...opts] = this.sshCommand.split(" ");
      this.#master = new Deno.Command(ssh, {
        args: [...opts, "-M", "-N", "-S", path, "127.0.0.1"],
        stdin: "null",
        stdout: "null",
        stderr: "null",
      }).spawn();
      for (let i = 0; !exists(path); i++) {
        if (i === 400) throw new Error("ssh's shared connection did not open");
        await new Promise((r) => setTimeout(r, 25));
      }
    }
    return {
      ...this.env(),
      BERTH_SSH: `${this.sshCommand} -o ControlMaster=no -S ${path}`,
    };
  }

  /**
   * Stops sshd now, without waiting, and removes its files (from an
   * `unload` handler: a filter that skipped the test that stops it left
   * them in /tmp, one folder a run).
   */
  kill(): void {
    for (const child of [this.#master, this.#child]) {
      try {
        child?.kill("SIGTERM");
      } catch {
        // Gone already.
      }
    }
    try {
      Deno.removeSync(this.dir, { recursive: true });
    } catch {
      // Removed already.
    }
  }

  async stop(): Promise<void> {
    this.kill();
    await this.#master?.status;
    await this.#child.status;
    await Deno.remove(this.dir, { recursive: true }).catch(() => {});
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.stop();
  }

  async #waitListening(): Promise<void> {
    for (let i = 0; i < 200; i++) {
      try {
        (await Deno.connect({ hostname: "127.0.0.1", port: this.port }))
          .close();
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 25));
      }
    }
    throw new Error(`sshd did not listen on port ${this.port}`);
  }
}

async function keygen(path: string): Promise<void> {
  const out = await new Deno.Command("ssh-keygen", {
    args: ["-q", "-t", "ed25519", "-N", "", "-f", path],
    stdout: "null",
    stderr: "piped",
  }).output();
  if (!out.success) {
    throw new Error(
      `ssh-keygen failed: ${new TextDecoder().decode(out.stderr)}`,
    );
  }
}

/** Whether `path` exists (the master's socket). */
function exists(path: string): boolean {
  try {
    Deno.lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/** A TCP port nothing listens on right now. */
function freePort(): number {
  const l = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (l.addr as Deno.NetAddr).port;
  l.close();
  return port;
}
