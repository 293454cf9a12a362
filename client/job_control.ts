/**
 * Stopping this process as a shell stops a job (tmux's `suspend-client`):
 * SIGTSTP to itself, so that the shell gets its prompt back ("Stopped"),
 * and `fg` (SIGCONT) to go on. As tmux, the stop is taken whatever the
 * shell: a parent without job control waits for a SIGCONT from elsewhere.
 * Only where the kernel would drop the signal (SIGTSTP ignored, or an
 * orphaned process group: nothing there to continue it, as under
 * `ssh host berth attach` or `setsid`) is the stop refused, with why:
 * tmux's client would sit there unread, its terminal given up.
 *
 * @module
 */

/** SIGTSTP's number on Linux: its bit in `/proc/self/status` masks. */
const SIGTSTP = 20;

/** Why SIGTSTP would not stop this process, or null when it would. */
export function whyNoStop(): string | null {
  try {
    if (tstpIgnored()) {
      return "Cannot suspend: SIGTSTP is ignored here; detach instead";
    }
    if (orphaned()) {
      return "Cannot suspend: no shell job control here would resume this client (fg); detach instead";
    }
    const runner = parentThatRunsOn();
    if (runner) {
      return `Cannot suspend: ${runner} started this client and would not stop with it; detach instead`;
    }
  } catch {
    // No /proc: not Linux. Stop, as tmux does.
  }
  return null;
}

/** Stops this process (SIGTSTP); resolves once it is continued (SIGCONT). */
export function stopSelf(): Promise<void> {
  return new Promise((resolve) => {
    const woke = () => {
      Deno.removeSignalListener("SIGCONT", woke);
      resolve();
    };
    Deno.addSignalListener("SIGCONT", woke);
    Deno.kill(Deno.pid, "SIGTSTP");
  });
}

/**
 * The parent's name when it is in this process's group and catches
 * SIGTSTP (`deno task`, whose task runner passes signals on and never
 * stops itself): a stop here would stop this process alone, and the shell,
 * which waits for the parent, would never see its job stop (measured:
 * `deno task start`, prefix C-z, and the shell had no prompt back).
 */
function parentThatRunsOn(): string | null {
  const self = procStat("self");
  const parent = self && procStat(self.ppid);
  if (!parent || parent.pgrp !== self.pgrp) return null;
  const status = Deno.readTextFileSync(`/proc/${self.ppid}/status`);
  const caught = /^SigCgt:\s*([0-9a-f]+)$/m.exec(status)?.[1] ?? "0";
  if ((BigInt("0x" + caught) >> BigInt(SIGTSTP - 1) & 1n) !== 1n) return null;
  const words = Deno.readTextFileSync(`/proc/${self.ppid}/cmdline`)
    .split("\0").filter((w) => w !== "");
  const name = words[0]?.replace(/^.*\//, "") ?? "its parent";
  return words[1] === "task" ? `${name} task` : name;
}

// Whether this process ignores SIGTSTP (inherited from its parent).
function tstpIgnored(): boolean {
  const status = Deno.readTextFileSync("/proc/self/status");
  const mask = /^SigIgn:\s*([0-9a-f]+)$/m.exec(status)?.[1] ?? "0";
  return (BigInt("0x" + mask) >> BigInt(SIGTSTP - 1) & 1n) === 1n;
}

/** The fields of `/proc/PID/stat` that job control is made of. */
interface ProcStat {
  ppid: number;
  pgrp: number;
  session: number;
}

function procStat(pid: number | "self"): ProcStat | null {
  try {
    const stat = Deno.readTextFileSync(`/proc/${pid}/stat`);
    // After the command's name, which may hold spaces and parentheses.
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { ppid: +f[1], pgrp: +f[2], session: +f[3] };
  } catch {
    return null; // Gone meanwhile.
  }
}

/**
 * Whether this process's group is orphaned (POSIX): no member has a
 * parent in another group of the same session, so no shell there could
 * continue it, and the kernel drops SIGTSTP sent to it.
 */
function orphaned(): boolean {
  const self = procStat("self");
  if (!self) return false;
  for (const e of Deno.readDirSync("/proc")) {
    if (!/^\d+$/.test(e.name)) continue;
    const member = procStat(+e.name);
    if (member?.pgrp !== self.pgrp) continue;
    const parent = procStat(member.ppid);
    if (
      parent && parent.pgrp !== self.pgrp && parent.session === self.session
    ) {
      return false;
    }
  }
  return true;
}
