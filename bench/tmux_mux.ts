/**
 * A tmux server on a temporary socket, configured to be comparable with
 * berth: no status line, 10,000 lines of history (berth's default
 * scrollback), a UTF-8 locale, panes kept after their program exits.
 *
 * `waitExit` relies on tmux's `pane-died` hook: with `remain-on-exit` on,
 * tmux marks the pane dead only after it has read (and parsed, in the same
 * callback) the pane's output up to the end of file, so the hook fires when
 * every byte has been parsed. The hook signals a `wait-for` channel named
 * after the session; a `tmux wait-for` client started right after the
 * session returns when it is signalled (or at once when that already
 * happened: tmux remembers a signal nobody waited for).
 *
 * tmux 3.3a loses a SIGCHLD now and then (tmux issues #311, #2679, #4559:
 * libutempter's own handler, fixed in 3.5): the pane's child stays a
 * zombie and `pane-died` never fires. While waiting, the bench watches the
 * child; when it has been a zombie for ZOMBIE_NUDGE_MS it sends the server
 * the SIGCHLD it missed, and counts it in `nudges` (the report shows it).
 *
 * Every command is a `tmux` client process, as a script would run it; their
 * start-up (a few ms) is part of tmux's figures.
 *
 * @module
 */

import { benchEnv } from "./env.ts";
import { isAlive, isZombie } from "./proc_threads.ts";
import { type Mux, type SessionSpec, withTimeout } from "./mux.ts";

const TMUX = "tmux";
/** How often `waitExit` looks at the pane's child. */
const WATCH_MS = 5;
/** A child unreaped this long means tmux missed its SIGCHLD. */
const ZOMBIE_NUDGE_MS = 10;

const CONFIG = `set -s exit-empty off
set -g status off
set -g history-limit 10000
set -g remain-on-exit on
set -g default-size 80x24
`;

/** The tmux server under test. */
export class TmuxMux implements Mux {
  readonly label = "tmux";
  readonly pid: number;
  readonly socket: string;
  /** SIGCHLDs the bench had to send because tmux missed one. */
  nudges = 0;
  /** The same, over every server of this process. */
  static totalNudges = 0;
  #dir: string;
  #env: Record<string, string>;
  #panePids = new Map<string, number>();

  private constructor(
    dir: string,
    socket: string,
    env: Record<string, string>,
    pid: number,
  ) {
    this.#dir = dir;
    this.socket = socket;
    this.#env = env;
    this.pid = pid;
  }

  /** "tmux 3.3a", or null when tmux cannot be run here. */
  static async version(): Promise<string | null> {
    try {
      const out = await new Deno.Command(TMUX, {
        args: ["-V"],
        stdout: "piped",
        stderr: "null",
      }).output();
      return out.success ? new TextDecoder().decode(out.stdout).trim() : null;
    } catch {
      return null;
    }
  }

  /** Starts a server in a fresh temporary directory. */
  static async launch(): Promise<TmuxMux> {
    const dir = await Deno.makeTempDir({ prefix: "berth-bench-tmux-" });
    const socket = `${dir}/tmux.sock`;
    const env = benchEnv(dir);
    await Deno.writeTextFile(`${dir}/tmux.conf`, CONFIG);
    await run(env, ["-S", socket, "-f", `${dir}/tmux.conf`, "start-server"]);
    const pid = Number(
      await run(env, ["-S", socket, "display-message", "-p", "#{pid}"]),
    );
    return new TmuxMux(dir, socket, env, pid);
  }

  #tmux(...args: string[]): Promise<string> {
    return run(this.#env, ["-S", this.socket, ...args]);
  }

  async start(spec: SessionSpec): Promise<void> {
    const pid = await this.#tmux(
      "new-session",
      "-d",
      "-P",
      "-F",
      "#{pane_pid}",
      "-s",
      spec.name,
      "-x",
      String(spec.cols),
      "-y",
      String(spec.rows),
      "-c",
      this.#dir,
      "--",
      ...spec.argv,
      ";",
      "set-hook",
      "-t",
      spec.name,
      "pane-died",
      `wait-for -S ${doneChannel(spec.name)}`,
    );
    this.#panePids.set(spec.name, Number(pid));
  }

  async split(name: string, argv: string[]): Promise<void> {
    await this.#tmux(
      "split-window",
      "-d",
      "-h",
      "-t",
      name,
      "-c",
      this.#dir,
      "--",
      ...argv,
    );
  }

  async selectLayout(name: string, layout: string): Promise<void> {
    await this.#tmux("select-layout", "-t", name, layout);
  }

  async waitExit(name: string, timeoutMs: number): Promise<void> {
    const child = new Deno.Command(TMUX, {
      args: ["-S", this.socket, "wait-for", doneChannel(name)],
      env: this.#env,
      clearEnv: true,
      stdin: "null",
      stdout: "null",
      stderr: "null",
    }).spawn();
    try {
      await withTimeout(
        this.#watch(child.status, this.#panePids.get(name) ?? 0),
        timeoutMs,
        `tmux session ${name} to exit`,
      );
    } catch (err) {
      child.kill("SIGKILL");
      await child.status;
      throw err;
    }
  }

  /** Waits for `done`, nudging the server if it misses the child's exit. */
  async #watch(done: Promise<unknown>, panePid: number): Promise<void> {
    let finished = false;
    done.then(() => (finished = true));
    let zombieSince = -1;
    while (!finished) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        done,
        new Promise((r) => (timer = setTimeout(r, WATCH_MS))),
      ]);
      clearTimeout(timer);
      if (finished || panePid === 0) continue;
      if (!isZombie(panePid)) {
        zombieSince = -1;
      } else if (zombieSince < 0) {
        zombieSince = Date.now();
      } else if (Date.now() - zombieSince >= ZOMBIE_NUDGE_MS) {
        this.nudges++;
        TmuxMux.totalNudges++;
        zombieSince = Date.now();
        try {
          Deno.kill(this.pid, "SIGCHLD");
        } catch {
          // The server is gone; the timeout will say so.
        }
      }
    }
    await done;
  }

  async send(names: string[], text: string): Promise<void> {
    // One client command for all of them, as berth gets one connection.
    const args = names.flatMap((name, i) => [
      ...(i > 0 ? [";"] : []),
      "send-keys",
      "-t",
      name,
      "-l",
      "--",
      text,
    ]);
    await this.#tmux(...args);
  }

  async kill(name: string): Promise<void> {
    this.#panePids.delete(name);
    await this.#tmux("kill-session", "-t", name).catch(() => {});
  }

  attachArgv(name: string): string[] {
    return this.cliArgv(["attach-session", "-t", name]);
  }

  /**
   * The argv of `tmux new-session -s NAME ...argv` on `socket`, where no
   * server runs yet (with this server's config): the command starts one.
   */
  firstAttachArgv(socket: string, name: string, argv: string[]): string[] {
    const conf = `${this.#dir}/tmux.conf`;
    return argvOn(socket, ["-f", conf, "new-session", "-s", name, ...argv]);
  }

  /** The argv of `tmux kill-server` on `socket`. */
  killServerArgv(socket: string): string[] {
    return argvOn(socket, ["kill-server"]);
  }

  /** A socket path in this server's directory, for another server. */
  spareSocket(name: string): string {
    return `${this.#dir}/${name}.sock`;
  }

  /** The argv of a client command on this server (`tmux -S S ...args`). */
  cliArgv(args: string[]): string[] {
    return argvOn(this.socket, args);
  }

  /** Environment for processes that talk to this server. */
  get env(): Record<string, string> {
    return this.#env;
  }

  async close(): Promise<void> {
    await this.#tmux("kill-server").catch(() => {});
    for (let i = 0; i < 100 && isAlive(this.pid); i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    if (isAlive(this.pid)) {
      try {
        Deno.kill(this.pid, "SIGKILL");
      } catch {
        // Gone meanwhile.
      }
    }
    await Deno.remove(this.#dir, { recursive: true }).catch(() => {});
  }
}

function doneChannel(session: string): string {
  return `berth-bench-done-${session}`;
}

/** Runs one tmux client command; returns its stdout, throws on failure. */
async function run(env: Record<string, string>, args: string[]) {
  const out = await new Deno.Command(TMUX, {
    args,
    env,
    clearEnv: true,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  const dec = new TextDecoder();
  if (!out.success) {
    throw new Error(
      `tmux ${args.slice(2).join(" ")} failed: ${
        dec.decode(out.stderr).trim()
      }`,
    );
  }
  return dec.decode(out.stdout).trim();
}

/** `tmux -S SOCKET ...args`. */
function argvOn(socket: string, args: string[]): string[] {
  return [TMUX, "-S", socket, ...args];
}
