/**
 * The pieces of an ssh command line: `-H [USER@]HOST[:PORT]`, the ssh and
 * remote berth commands from the environment or options, and the quoting
 * of the remote command (ssh hands it to the remote user's shell as one
 * string).
 *
 * @module
 */

import { UserError } from "../commands/command.ts";
import type { RemoteHost } from "./byte_stream.ts";

/** What picks a remote daemon, from options or the environment. */
export interface RemoteChoice {
  /** `-H` / `$BERTH_HOST`. */
  host: string;
  /** `--ssh` / `$BERTH_SSH`: the ssh command, split on spaces (or words). */
  ssh?: string | string[];
  /** `--remote` / `$BERTH_REMOTE`: the remote berth, as shell text. */
  remote?: string;
  /** `-L` / `--socket` as given, passed on to the remote berth. */
  socketArgs?: string[];
}

/** Builds the remote host from a choice; throws UserError on a bad one. */
export function remoteHost(choice: RemoteChoice): RemoteHost {
  const words = choice.ssh ?? "ssh";
  const ssh = (typeof words === "string" ? words.split(" ") : words)
    .filter((w) => w !== "");
  if (ssh.length === 0) {
    throw new UserError("BERTH_SSH/--ssh is empty; give the ssh command");
  }
  const remote = (choice.remote ?? "berth").trim();
  if (remote === "") {
    throw new UserError(
      "BERTH_REMOTE/--remote is empty; give the remote berth",
    );
  }
  return {
    label: choice.host,
    ssh,
    destination: parseDestination(choice.host),
    remote,
    socketArgs: choice.socketArgs ?? [],
  };
}

/**
 * `[USER@]HOST[:PORT]` as ssh arguments: `-p PORT` when a port is given,
 * then `USER@HOST`. An IPv6 address takes a port only in brackets.
 */
export function parseDestination(spec: string): string[] {
  const bad = () =>
    new UserError(
      `-H takes [USER@]HOST[:PORT], not "${spec}" (see berth --help)`,
    );
  if (spec === "" || /\s/.test(spec) || spec.startsWith("-")) throw bad();
  const at = spec.lastIndexOf("@");
  const user = at >= 0 ? spec.slice(0, at + 1) : "";
  let host = spec.slice(at + 1);
  let port = "";
  const bracket = host.match(/^\[([^\]]+)\](?::(\d+))?$/);
  if (bracket) {
    host = bracket[1];
    port = bracket[2] ?? "";
  } else if (host.split(":").length === 2) {
    [host, port] = host.split(":");
    if (!/^\d+$/.test(port)) throw bad();
  }
  if (host === "" || (at >= 0 && user === "@")) throw bad();
  if (port !== "" && (Number(port) < 1 || Number(port) > 65535)) throw bad();
  return [...(port ? ["-p", port] : []), `${user}${host}`];
}

/** `word` quoted for a POSIX shell (plain words stay as they are). */
export function shellQuote(word: string): string {
  if (/^[A-Za-z0-9_./=:@%+,-]+$/.test(word)) return word;
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/**
 * The ssh argv that runs the remote berth's bridge (`start`: starting the
 * daemon there when none runs). ssh's own options come first, so that the
 * user's (from `$BERTH_SSH`) win over ours.
 *
 * `-tt`: a pty on the far side, which the bridge makes raw, so that both
 * ends of ssh's TCP connection set TCP_NODELAY, as OpenSSH does for
 * interactive sessions only: without it, Nagle's algorithm may hold a key
 * behind the previous frame's ack until the peer's delayed ACK (up to
 * 40 ms on Linux). `-e none`: no escape character, as the
 * channel carries the protocol's bytes, where `~.` after a newline
 * would hang up.
 *
 * `control`: a path for ssh's control socket (a master connection of this
 * command's own), through which the client then has ssh forward a socket
 * to the daemon's (`forwardArgv`); the bridge is asked for `--forward`.
 */
export function sshArgv(
  host: RemoteHost,
  start: boolean,
  batch = false,
  control?: string,
): string[] {
  const remote = [
    host.remote,
    ...host.socketArgs.map(shellQuote),
    "__bridge",
    ...(start ? ["--start"] : []),
    ...(control ? ["--forward"] : []),
  ].join(" ");
  return [
    ...host.ssh,
    "-tt",
    "-e",
    "none",
    // ssh's default is the kernel's TCP timeout (minutes) for a host that
    // drops packets: a user waits that long for one line of error.
    "-o",
    "ConnectTimeout=10",
    // A reconnect: ssh must not prompt on the terminal the attach client
    // reads (`Connection.open`'s `batch`).
    ...(batch ? ["-o", "BatchMode=yes"] : []),
    ...(control
      ? [
        "-o",
        "ControlMaster=yes",
        "-o",
        `ControlPath=${control}`,
        "-o",
        "ControlPersist=no",
      ]
      : []),
    ...host.destination.slice(0, -1),
    "--",
    host.destination.at(-1)!,
    remote,
  ];
}

/**
 * Whether berth may give ssh a control socket of its own (`sshArgv`'s
 * `control`): not when the ssh command sets one itself (a shared master,
 * `-S`, `ControlPath`, `ControlMaster`), which would win over berth's.
 */
export function ownControl(host: RemoteHost): boolean {
  return !host.ssh.some((w) =>
    w === "-S" || w.startsWith("-S") && w.length > 2 ||
    /control(path|master)/i.test(w)
  );
}

/**
 * The argv that prints ssh's configuration for the host as it would
 * connect (`ssh -G`: the user's ~/.ssh/config and /etc/ssh/ssh_config
 * applied, no connection made).
 */
export function configArgv(host: RemoteHost): string[] {
  return [
    ...host.ssh,
    "-G",
    ...host.destination.slice(0, -1),
    "--",
    host.destination.at(-1)!,
  ];
}

/**
 * Whether `ssh -G`'s output (`configArgv`) has no control socket: neither
 * a ControlPath (ssh would go through the user's master there, or become
 * it) nor a ControlMaster, which berth's options would override, taking
 * the user's shared login (one 2FA prompt for all) from every attach.
 */
export function noControlConfigured(config: string): boolean {
  const lines = config.split("\n").map((l) => l.trim().toLowerCase());
  if (!lines.some((l) => l.startsWith("hostname "))) return false; // not -G's
  return lines.every((l) =>
    !(l.startsWith("controlpath ") && l !== "controlpath none") &&
    !(l.startsWith("controlmaster ") && l !== "controlmaster false")
  );
}

/**
 * The argv that has the ssh master at `control` forward the local socket
 * `local` to `remote` on the host (`ssh -O forward -L`).
 */
export function forwardArgv(
  host: RemoteHost,
  control: string,
  local: string,
  remote: string,
): string[] {
  return [
    ...host.ssh,
    "-o",
    `ControlPath=${control}`,
    "-O",
    "forward",
    "-L",
    `${local}:${remote}`,
    ...host.destination.slice(0, -1),
    "--",
    host.destination.at(-1)!,
  ];
}
