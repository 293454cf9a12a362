/**
 * Signal names and numbers (Linux numbering, as on x86_64 and aarch64): the
 * table the daemon uses to name how a child died and the clients use to turn
 * that name back into an exit code (128+N). No FFI: both sides import it.
 *
 * @module
 */

const NAMES: readonly string[] = [
  "",
  "SIGHUP",
  "SIGINT",
  "SIGQUIT",
  "SIGILL",
  "SIGTRAP",
  "SIGABRT",
  "SIGBUS",
  "SIGFPE",
  "SIGKILL",
  "SIGUSR1",
  "SIGSEGV",
  "SIGUSR2",
  "SIGPIPE",
  "SIGALRM",
  "SIGTERM",
  "SIGSTKFLT",
  "SIGCHLD",
  "SIGCONT",
  "SIGSTOP",
  "SIGTSTP",
  "SIGTTIN",
  "SIGTTOU",
  "SIGURG",
  "SIGXCPU",
  "SIGXFSZ",
  "SIGVTALRM",
  "SIGPROF",
  "SIGWINCH",
  "SIGIO",
  "SIGPWR",
  "SIGSYS",
];

/** glibc reserves 32 and 33 for itself; SIGRTMIN as programs see it is 34. */
const SIGRTMIN = 34;
const SIGRTMAX = 64;

/** The name of signal `n` (`SIGTERM`, `SIGRTMIN+3`), or `SIG<n>`. */
export function signalName(n: number): string {
  if (n > 0 && n < NAMES.length) return NAMES[n];
  if (n >= SIGRTMIN && n <= SIGRTMAX) {
    return n === SIGRTMIN ? "SIGRTMIN" : `SIGRTMIN+${n - SIGRTMIN}`;
  }
  return `SIG${n}`;
}

/** The number of a signal given by name (`SIGTERM` or `TERM`) or number. */
export function signalNumber(sig: number | string): number {
  if (typeof sig === "number") {
    if (Number.isInteger(sig) && sig >= 0 && sig <= SIGRTMAX) return sig;
  } else {
    const name = sig.toUpperCase().startsWith("SIG")
      ? sig.toUpperCase()
      : `SIG${sig.toUpperCase()}`;
    const i = NAMES.indexOf(name);
    if (i > 0) return i;
    const rt = /^SIGRTMIN(?:\+(\d+))?$/.exec(name);
    if (rt) {
      const n = SIGRTMIN + Number(rt[1] ?? 0);
      if (n <= SIGRTMAX) return n;
    }
  }
  throw new RangeError(`Unknown signal ${sig} (use a name like SIGTERM)`);
}
