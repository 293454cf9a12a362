/**
 * The machine a run measured: CPU model and cores, kernel, memory, and the
 * versions of everything compared (berth's as its git commit), printed
 * above every table.
 *
 * @module
 */

/** What the figures came from. */
export interface Machine {
  cpu: string;
  cores: number;
  kernel: string;
  memoryGiB: number;
  /** 1-minute load average when the run started. */
  load: number;
  deno: string;
  v8: string;
  tmux: string;
  xterm: string;
  gcc: string;
  /** berth's commit, and whether the working tree had other changes. */
  berth: string;
}

function read(path: string): string {
  try {
    return Deno.readTextFileSync(path);
  } catch {
    return "";
  }
}

async function firstLine(cmd: string, args: string[]): Promise<string> {
  try {
    const out = await new Deno.Command(cmd, {
      args,
      stdout: "piped",
      stderr: "null",
    }).output();
    return new TextDecoder().decode(out.stdout).split("\n")[0].trim();
  } catch {
    return "";
  }
}

/** The installed `@xterm/headless` version (from its package.json). */
async function xtermVersion(): Promise<string> {
  try {
    const pkg = await import("@xterm/headless/package.json", {
      with: { type: "json" },
    });
    return pkg.default.version;
  } catch {
    return "unknown";
  }
}

/** "abc1234", "+ uncommitted changes" when the tree differs from it. */
async function berthRevision(): Promise<string> {
  const repo = new URL("..", import.meta.url).pathname;
  const git = async (...args: string[]) => {
    try {
      const out = await new Deno.Command("git", {
        args: ["-C", repo, ...args],
        stdout: "piped",
        stderr: "null",
      }).output();
      return out.success ? new TextDecoder().decode(out.stdout).trim() : null;
    } catch {
      return null;
    }
  };
  const head = await git("rev-parse", "--short", "HEAD");
  if (head === null) return "unknown (not a git checkout)";
  const dirty = await git("status", "--porcelain", "--untracked-files=no");
  return dirty ? `${head} + uncommitted changes` : head;
}

/** Describes this machine. */
export async function describeMachine(tmux: string | null): Promise<Machine> {
  const cpuinfo = read("/proc/cpuinfo");
  const model = cpuinfo.match(/^model name\s*:\s*(.*)$/m)?.[1] ?? "unknown";
  const memKb = Number(read("/proc/meminfo").match(/MemTotal:\s+(\d+)/)?.[1]);
  return {
    cpu: model.trim(),
    cores: navigator.hardwareConcurrency,
    kernel: `${Deno.build.os} ${Deno.osRelease()} ${Deno.build.arch}`,
    memoryGiB: Math.round(memKb / 1024 / 1024),
    load: Deno.loadavg()[0],
    deno: Deno.version.deno,
    v8: Deno.version.v8,
    tmux: tmux ?? "missing",
    xterm: await xtermVersion(),
    gcc: (await firstLine("gcc", ["--version"])) || "missing",
    berth: await berthRevision(),
  };
}
