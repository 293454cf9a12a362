/**
 * A real OpenSSH server for the tests of `berth -H`: `sshd -D -e` on
 * 127.0.0.1 on a free port, with its own host key and an `authorized_keys`
 * holding a client key made for the test, public keys only. One per test
 * file: each connection costs about 270 ms, a server costs a few more.
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

  /** Starts sshd and waits until it accepts connections. */
  static async start(): Promise<TestSshd> {
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
        // One try, then on without it.
        "SetEnv PYENV_REHASH_TIMEOUT=0",
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
    await sshd.#waitListening();
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

  /** Stops sshd now, without waiting (from an `unload` handler). */
  kill(): void {
    try {
      this.#child.kill("SIGTERM");
    } catch {
      // Gone already.
    }
  }

  async stop(): Promise<void> {
    this.kill();
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

/** A TCP port nothing listens on right now. */
function freePort(): number {
  const l = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (l.addr as Deno.NetAddr).port;
  l.close();
  return port;
}
