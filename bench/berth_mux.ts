/**
 * A berth daemon on a temporary socket, started by the bench as its own
 * child process and driven over one kept connection (as a script using the
 * client library would), so no CLI start-up is timed.
 *
 * `waitExit` is the daemon's `wait --exit` on a kept session: it resolves
 * only after the child has exited and the parse worker has parsed the last
 * byte.
 *
 * @module
 */

import { Connection } from "../client/connection.ts";
import { startFlags } from "../client/install.ts";
import { benchEnv } from "./env.ts";
import { ownDenoEnv } from "../protocol/deno_env.ts";
import { type Mux, type SessionSpec, withTimeout } from "./mux.ts";

/**
 * The berth tree under test: this bench's own, or BENCH_BERTH_ROOT's (an A/B
 * of the same bench code against a `git archive` of another commit).
 */
const ROOT = Deno.env.get("BENCH_BERTH_ROOT") ??
  new URL("..", import.meta.url).pathname;
const START_TIMEOUT_MS = 30_000;

/** The berth daemon under test. */
export class BerthMux implements Mux {
  readonly label = "berth";
  readonly pid: number;
  readonly socket: string;
  /** The berth tree this daemon and its attach clients run. */
  readonly root: string;
  #dir: string;
  #env: Record<string, string>;
  #conn: Connection;
  #daemon: Deno.ChildProcess;

  private constructor(
    root: string,
    dir: string,
    socket: string,
    env: Record<string, string>,
    daemon: Deno.ChildProcess,
    conn: Connection,
  ) {
    this.root = root;
    this.#dir = dir;
    this.socket = socket;
    this.#env = env;
    this.#daemon = daemon;
    this.#conn = conn;
    this.pid = conn.daemonPid;
  }

  /**
   * Starts a daemon of the tree `root` (the one under test unless told) in
   * a fresh temporary directory.
   */
  static async launch(root: string = ROOT): Promise<BerthMux> {
    const dir = await Deno.makeTempDir({ prefix: "berth-bench-" });
    const socket = `${dir}/berth.sock`;
    const env = benchEnv(dir);
    const daemon = new Deno.Command(Deno.execPath(), {
      args: [...daemonRun(root), "--socket", socket, "__daemon"],
      env: { ...env, ...ownDenoEnv(env) }, // As `berth` starts it.
      clearEnv: true,
      cwd: dir,
      stdin: "null",
      stdout: "null",
      stderr: "null",
    }).spawn();
    let exited = false;
    daemon.status.then(() => (exited = true));
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (let wait = 5;; wait = Math.min(wait * 2, 100)) {
      try {
        const conn = await Connection.open(socket, "bench");
        return new BerthMux(root, dir, socket, env, daemon, conn);
      } catch {
        // Not listening yet.
      }
      if (exited || Date.now() > deadline) {
        await daemon.status;
        await Deno.remove(dir, { recursive: true }).catch(() => {});
        throw new Error(
          `The berth daemon did not start; see ${dir}/berth.log`,
        );
      }
      await new Promise((r) => setTimeout(r, wait));
    }
  }

  async start(spec: SessionSpec): Promise<void> {
    await this.#conn.request({
      op: "new",
      name: spec.name,
      cmd: spec.argv,
      cwd: this.#dir,
      baseEnv: this.#env,
      cols: spec.cols,
      rows: spec.rows,
      keep: true,
    });
  }

  async split(name: string, argv: string[]): Promise<void> {
    await this.#conn.request({
      op: "split-window",
      name,
      kind: "lr",
      cmd: argv,
      cwd: this.#dir,
      detached: true,
    });
  }

  async selectLayout(name: string, layout: string): Promise<void> {
    await this.#conn.request({ op: "select-layout", name, layout });
  }

  async waitExit(name: string, timeoutMs: number): Promise<void> {
    await withTimeout(
      this.#conn.request({ op: "wait", name, exit: true }),
      timeoutMs,
      `berth session ${name} to exit`,
    );
  }

  async send(names: string[], text: string): Promise<void> {
    const data = new TextEncoder().encode(text);
    await Promise.all(
      names.map((name) => this.#conn.request({ op: "send", name, data })),
    );
  }

  async kill(name: string): Promise<void> {
    await this.#conn.request({ op: "kill", name }).catch(() => {});
  }

  /** The daemon's control connection, for requests the sections make. */
  get connection(): Connection {
    return this.#conn;
  }

  attachArgv(name: string): string[] {
    return this.cliArgv(["attach", name]);
  }

  /**
   * The argv of `berth new -s NAME -- ...argv` on `socket`, where no daemon
   * runs yet: the command starts one, as a user's first command does.
   */
  firstAttachArgv(socket: string, name: string, argv: string[]): string[] {
    return this.#argvOn(socket, ["new", "-s", name, "--", ...argv]);
  }

  /** The argv of `berth kill-server` on `socket`. */
  killServerArgv(socket: string): string[] {
    return this.#argvOn(socket, ["kill-server"]);
  }

  /** A socket path in this daemon's directory, for another server. */
  spareSocket(name: string): string {
    return `${this.#dir}/${name}.sock`;
  }

  /** The argv of a CLI command on this daemon (`berth --socket S ...args`). */
  cliArgv(args: string[]): string[] {
    return this.#argvOn(this.socket, args);
  }

  /** `berth --socket SOCKET ...args`, of this tree, as `deno task start` runs it. */
  #argvOn(socket: string, args: string[]): string[] {
    return [
      Deno.execPath(),
      ...denoRun(this.root),
      "--socket",
      socket,
      ...args,
    ];
  }

  /** Environment for processes that talk to this daemon. */
  get env(): Record<string, string> {
    return this.#env;
  }

  async close(): Promise<void> {
    await this.#conn.request({ op: "kill-server" }).catch(() => {});
    this.#conn.close();
    await this.#conn.closed;
    const stopped = await Promise.race([
      this.#daemon.status.then(() => true),
      new Promise<false>((r) => setTimeout(() => r(false), 10_000)),
    ]);
    if (!stopped) {
      try {
        this.#daemon.kill("SIGKILL");
      } catch {
        // Gone meanwhile.
      }
      await this.#daemon.status;
    }
    await Deno.remove(this.#dir, { recursive: true }).catch(() => {});
  }
}

/**
 * Builds the bundles of berth's commands (client/bundle/) before anything
 * is timed, as the first command a user runs leaves them; returns false
 * when they could not be built (then commands run from the source).
 */
export async function buildBerthBundles(): Promise<boolean> {
  const { success } = await new Deno.Command(Deno.execPath(), {
    args: [...daemonRun(), "__bundle"],
    env: benchEnv(Deno.env.get("HOME") ?? "/root"),
    clearEnv: true,
    stdout: "null",
    stderr: "null",
  }).output();
  return success;
}

/**
 * `deno run` arguments that start `root`'s main.ts as `deno task start`
 * does, its flags read from its task as `deno task install` reads them
 * (`startFlags`): with its env file (Deno's update check off), in a tree
 * that has one, without the config when its task says so (bench/README.md,
 * "Issue 15, fourteenth round"), and with its V8 flags (`--no-lazy`,
 * "Issue 15, fifteenth round"), as the command `deno task install`
 * writes runs it too. One `deno install` writes has neither (it drops the
 * env file and writes a config of its own): on a machine that never
 * reaches Deno's servers its attach client holds 1.5 MB more ("Issue 15,
 * twelfth round"), and 1.5-2 MB more for the config.
 */
function denoRun(root: string = ROOT): string[] {
  let flags: string[];
  try {
    flags = startFlags(
      new URL(root.endsWith("/") ? root : `${root}/`, "file:///"),
    );
  } catch {
    // An older tree, measured against this one, with no such task: as
    // berth was run before it had one.
    flags = ["-A"];
  }
  return [
    "run",
    ...flags,
    ...(flags.includes("--quiet") ? [] : ["--quiet"]),
    ...(flags.includes("--no-config") ? [] : ["--config", `${root}/deno.json`]),
    `${root}/main.ts`,
  ];
}

/**
 * `deno run` arguments that start `root`'s daemon as berth starts it
 * (`client/daemon_start.ts`: with the config, whose import map its RE2
 * needs, loaded from the source), or its bundle builder.
 */
function daemonRun(root: string = ROOT): string[] {
  return [
    "run",
    "-A",
    "--quiet",
    "--config",
    `${root}/deno.json`,
    `${root}/main.ts`,
  ];
}
