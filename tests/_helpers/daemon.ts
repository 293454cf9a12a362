/**
 * A real berth daemon on a temporary socket, driven through the real CLI,
 * for end-to-end tests. The daemon starts on demand (as for users) with the
 * first command that needs it.
 *
 * @module
 */

import { daemonExited, runInProcess } from "./in_process.ts";
import type { PaneJson } from "../../client/commands/_list_format.ts";
import { Connection } from "../../client/connection.ts";
import { raceTimeout } from "../../protocol/timeout.ts";

/** The tree under test, without a trailing slash. */
const TREE = new URL("../..", import.meta.url).pathname.replace(/\/$/, "");

/**
 * The environment for berth processes in tests: this process's (proxy and
 * certificate settings, PATH), the same Deno cache and berth bundles of its
 * commands (client/bundle/) even when HOME moves, and nothing that would
 * point berth at a daemon other than the test's.
 */
export function testEnv(extra: Record<string, string>): Record<string, string> {
  const env = Deno.env.toObject();
  for (
    const k of [
      "BERTH",
      "BERTH_SOCKET",
      "BERTH_PREFIX",
      "BERTH_CLIPBOARD",
      "BERTH_HOST",
      "BERTH_SSH",
      "BERTH_REMOTE",
      "TMUX",
      "XDG_RUNTIME_DIR",
      "XDG_CONFIG_HOME",
      "BERTH_CONFIG",
    ]
  ) delete env[k];
  env.DENO_DIR ??= `${env.HOME ?? "/root"}/.cache/deno`;
  env.XDG_CACHE_HOME ??= `${env.HOME ?? "/root"}/.cache`;
  env.NO_COLOR = "1";
  // mode-keys and status-keys follow $VISUAL/$EDITOR, as tmux's: the
  // tests' daemons get vi's (copy mode's tests type vi keys), whatever
  // the editor of whoever runs them.
  delete env.EDITOR;
  env.VISUAL = "vi";
  return { ...env, ...extra };
}

/** What a CLI run printed and returned. */
export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A finished command's exit code and its output, decoded. */
/**
 * Longest a CLI run by a test may take: past the longest `--timeout` a
 * test gives (120 s), short of holding CI for ever.
 */
const CLI_TIMEOUT_MS = 180_000;

function collected(out: Deno.CommandOutput): CliResult {
  const dec = new TextDecoder();
  return {
    code: out.code,
    stdout: dec.decode(out.stdout),
    stderr: dec.decode(out.stderr),
  };
}

/**
 * Runs `argv` with exactly the environment `env` (no stdin), in `cwd`
 * when given, and collects its output.
 */
export async function runCollected(
  argv: string[],
  env: Record<string, string>,
  cwd?: string,
): Promise<CliResult> {
  const [cmd, ...args] = argv;
  return collected(
    await new Deno.Command(cmd, {
      args,
      env,
      clearEnv: true,
      ...(cwd === undefined ? {} : { cwd }),
      stdin: "null",
    }).output(),
  );
}

/** The argv that runs berth's CLI (for spawning it in a pty). */
export function berthArgv(socket: string | null, ...args: string[]): string[] {
  const pick = socket === null ? [] : ["--socket", socket];
  return treeArgv(TREE, [...pick, ...args]);
}

/**
 * The argv of `berth ...args` from the tree at `tree` (a copy of this one,
 * say), as `deno task start` and an installed berth run it.
 */
export function treeArgv(tree: string, args: string[]): string[] {
  return [
    Deno.execPath(),
    "run",
    "-A",
    "--quiet",
    "--config",
    `${tree}/deno.json`,
    `${tree}/main.ts`,
    ...args,
  ];
}

/** A temporary directory with a socket path and the daemon behind it. */
export class TestDaemon {
  readonly dir: string;
  readonly socket: string;
  /** Environment every CLI run gets (plain shell, no user rc files). */
  readonly env: Record<string, string>;

  private constructor(dir: string) {
    this.dir = dir;
    this.socket = `${dir}/test.sock`;
    this.env = testEnv({
      SHELL: "/bin/sh",
      HOME: dir,
      PS1: "$ ",
      LANG: "C.UTF-8",
    });
  }

  /** A fresh temporary socket directory; no daemon runs yet. */
  static async create(): Promise<TestDaemon> {
    return new TestDaemon(await Deno.makeTempDir({ prefix: "berth-test-" }));
  }

  /** Runs `berth --socket SOCKET ...args` and collects its output. */
  async cli(...args: string[]): Promise<CliResult> {
    return await runInProcess(this.socket, this.env, this.dir, args) ??
      await this.cliWith({}, ...args);
  }

  /** As `cli()`, with extra environment and optional stdin text. */
  async cliWith(
    opts: { env?: Record<string, string>; stdin?: string; noSocket?: boolean },
    ...args: string[]
  ): Promise<CliResult> {
    const child = this.#spawn(args, opts);
    // One that never ends (a prompt that never closed) held the whole
    // run for ever (CI): killed, its output says so, the test fails.
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      try {
        child.kill("SIGKILL");
      } catch {
        // Ended meanwhile.
      }
    }, CLI_TIMEOUT_MS);
    try {
      if (opts.stdin !== undefined) {
        const w = child.stdin.getWriter();
        await w.write(new TextEncoder().encode(opts.stdin));
        await w.close();
      }
      const result = collected(await child.output());
      if (killed) {
        result.stderr += `[test helper: berth ${
          args.join(" ")
        } killed after ${CLI_TIMEOUT_MS} ms]\n`;
      }
      return result;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Starts `berth --socket SOCKET ...args` as `cli()` runs it, for a test
   * that reads its stdout and stderr (piped) while it runs.
   */
  spawn(...args: string[]): Deno.ChildProcess {
    return this.#spawn(args, {});
  }

  /** The CLI's process: stdin piped for `opts.stdin`, else empty. */
  #spawn(
    args: string[],
    opts: { env?: Record<string, string>; stdin?: string; noSocket?: boolean },
  ): Deno.ChildProcess {
    const [cmd, ...rest] = berthArgv(
      opts.noSocket ? null : this.socket,
      ...args,
    );
    return new Deno.Command(cmd, {
      args: rest,
      env: { ...this.env, ...opts.env },
      clearEnv: true,
      cwd: this.dir,
      stdin: opts.stdin === undefined ? "null" : "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
  }

  /** Writes the config file the daemon reads ($HOME/.config/...); its path. */
  async writeConfig(text: string): Promise<string> {
    const dir = `${this.dir}/.config/berth`;
    await Deno.mkdir(dir, { recursive: true });
    await Deno.writeTextFile(`${dir}/config.toml`, text);
    return `${dir}/config.toml`;
  }

  /**
   * Waits until the pane `target` (a session: its active pane) shows
   * text: a new pane's shell has printed its prompt, so that keys typed
   * now are not echoed before it (typed ahead, they land after it).
   */
  async prompted(target: string): Promise<void> {
    await this.ok("wait", "-t", target, "--text", "\\S", "--timeout", "20");
  }

  /** As `cli()`, but throws unless the command exits 0; returns stdout. */
  async ok(...args: string[]): Promise<string> {
    const r = await this.cli(...args);
    if (r.code !== 0) {
      throw new Error(
        `berth ${args.join(" ")} exited ${r.code}: ${r.stderr}${r.stdout}`,
      );
    }
    return r.stdout;
  }

  /** `list-panes -t target --json`: the window's (or session's) panes. */
  async panes(target: string): Promise<PaneJson[]> {
    return JSON.parse(await this.ok("list-panes", "-t", target, "--json"));
  }

  /** Opens a protocol connection (the daemon must be running). */
  connect(kind = "test"): Promise<Connection> {
    return Connection.open(this.socket, kind);
  }

  /** The daemon's pid, or 0 when none answers. */
  async daemonPid(): Promise<number> {
    try {
      const c = await this.connect();
      const pid = c.daemonPid;
      c.close();
      await c.closed;
      return pid;
    } catch {
      return 0;
    }
  }

  /** The daemon's log, for failure messages. */
  log(): string {
    try {
      return Deno.readTextFileSync(`${this.dir}/test.log`);
    } catch {
      return "";
    }
  }

  /** Stops the daemon (kill-server, then SIGKILL if needed) and removes the directory. */
  async [Symbol.asyncDispose](): Promise<void> {
    const pid = await this.daemonPid();
    if (pid) {
      await this.cli("kill-server");
      await waitFor(() => !isAlive(pid), 10_000).catch(() => {
        Deno.kill(pid, "SIGKILL");
      });
    }
    await daemonExited(this.socket);
    await Deno.remove(this.dir, { recursive: true }).catch(() => {});
  }
}

/** The text of file `path`, or null while there is none. */
export function readOr(path: string): string | null {
  try {
    return Deno.readTextFileSync(path);
  } catch {
    return null;
  }
}

/** True while a process with this pid exists (and is not a zombie). */
export function isAlive(pid: number): boolean {
  try {
    const stat = Deno.readTextFileSync(`/proc/${pid}/stat`);
    return !/\) Z /.test(stat);
  } catch {
    return false;
  }
}

/** Resident memory of a process in bytes (VmRSS), or 0 when it is gone. */
export function residentBytes(pid: number): number {
  try {
    const status = Deno.readTextFileSync(`/proc/${pid}/status`);
    const kb = Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0);
    return kb * 1024;
  } catch {
    return 0;
  }
}

/**
 * Resident memory of a process once it has settled: two readings 200 ms
 * apart within 1 MiB (at most `timeoutMs`). A daemon loads modules in the
 * background after its first session starts (RE2, the attach client it
 * runs), which a reading taken at once would count as growth later.
 */
export async function settledBytes(
  pid: number,
  timeoutMs = 5_000,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let last = residentBytes(pid);
  for (;;) {
    await new Promise((r) => setTimeout(r, 200));
    const now = residentBytes(pid);
    if (Math.abs(now - last) < 1024 * 1024 || Date.now() > deadline) {
      return now;
    }
    last = now;
  }
}

/**
 * Polls `cond` until it holds; rejects after `timeoutMs`. It looks again
 * after 5 ms, then less and less often (up to every 100 ms), or every
 * `everyMs` when given (a test whose next step must follow soon after).
 * `what` names the condition in the error; a function is asked only then,
 * so that it can say what was seen last.
 */
export async function waitFor(
  cond: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  what: string | (() => string) = "condition",
  everyMs?: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (
    let delay = everyMs ?? 5;;
    delay = everyMs ?? Math.min(delay * 2, 100)
  ) {
    if (await cond()) return;
    if (Date.now() > deadline) {
      const said = typeof what === "function" ? what() : what;
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${said}`);
    }
    await new Promise((r) => setTimeout(r, delay));
  }
}

/** Bytes `seq 1 n` puts through a pty (each LF becomes CR LF). */
export function seqBytes(n: number): number {
  let bytes = 0;
  for (let i = 1; i <= n; i++) bytes += String(i).length + 2;
  return bytes;
}

/** Rejects when `p` takes longer than `ms`: for tests that catch a stall. */
export function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return raceTimeout(p, ms, () => new Error(`${what}: no answer in ${ms} ms`));
}

/**
 * A detached session `name` running `cat -v` on a raw pty: each byte that
 * reaches the program shows on its screen. `bracketed`: it asks for
 * bracketed paste (DECSET 2004) first; `modes`: other sequences it prints
 * first (as printf escapes, `\\033[?1000h`). Resolves once it is ready.
 */
export async function catSession(
  d: TestDaemon,
  name: string,
  bracketed: boolean,
  modes = "",
): Promise<void> {
  await d.ok("new", "-d", "-s", name, "--", ...catCommand(bracketed, modes));
  await d.ok("wait", name, "--text", "^ready$", "--timeout", "20");
}

/** The command of `catSession()`, for a pane of its own (`split-window`). */
export function catCommand(bracketed: boolean, modes = ""): string[] {
  const paste = bracketed ? "\\033[?2004h" : "";
  return [
    "sh",
    "-c",
    `stty raw -echo; printf '${paste}${modes}ready\\r\\n'; exec cat -v`,
  ];
}
