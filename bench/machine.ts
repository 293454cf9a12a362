/**
 * The machine a run measured: CPU model and cores, kernel, memory, and the
 * versions of everything compared, printed above every table.
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
  };
}
