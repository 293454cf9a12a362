/**
 * Finds the daemon, starting it when it is not running (as tmux does on the
 * first command that needs a server).
 *
 * @module
 */ import { logPathFor, upgradePathFor } from "../protocol/socket_path.ts";
import { ensureSocketDir, SocketDirError } from "../protocol/socket_dir.ts";
import { PROTOCOL_VERSION } from "../protocol/messages.ts";
import { ownDenoEnv } from "../protocol/deno_env.ts";
import { Connection, ConnectionError } from "./connection.ts";
/** How long a starting daemon gets to open its socket. */ const START_TIMEOUT_MS = 15_000;
/**
 * How long a daemon being upgraded may take to listen again before a client
 * stops waiting for it (20 sessions took 31 s at a load average of 55).
 */ const UPGRADE_WAIT_MS = 60_000;
/**
 * Connects to the daemon at `where` (a socket, or an address that may name
 * another host). Throws `ConnectionError`: "no-daemon" when none runs;
 * "died" when its socket was left behind by a daemon that died (`kill -9`):
 * the socket is removed, so the next start is clean (on another host, its
 * bridge does that); "ssh" when ssh or the remote berth failed.
 */ export async function connectExisting(where, client = "cli") {
  if (typeof where !== "string" && where.host) {
    return await Connection.open(where, client);
  }
  const socket = typeof where === "string" ? where : where.socket;
  for(const deadline = Date.now() + UPGRADE_WAIT_MS;;){
    try {
      return await Connection.open(socket, client);
    } catch (err) {
      if (!(err instanceof ConnectionError)) throw err;
      if (err.kind !== "stale" && err.kind !== "no-daemon") throw err;
      // Being replaced by `berth upgrade`: it listens again in a moment.
      if (upgrading(socket) && Date.now() < deadline) {
        await new Promise((r)=>setTimeout(r, 20));
        continue;
      }
      throw err.kind === "stale" ? removeStaleSocket(socket) : err;
    }
  }
}
/**
 * Whether the daemon on `socket` is being upgraded: its state file is
 * there, and recent (one left by a new daemon that died is not waited for).
 */ function upgrading(socket) {
  try {
    const written = Deno.statSync(upgradePathFor(socket)).mtime?.getTime();
    return written !== undefined && Date.now() - written < UPGRADE_WAIT_MS;
  } catch  {
    return false;
  }
}
/**
 * Connects to the daemon at `where`, starting one when none runs (on
 * another host, its berth starts it). A daemon that had died is replaced;
 * `onDied` hears about it (the CLI says so). Throws `ConnectionError`
 * ("start" when the daemon cannot start).
 */ export async function connectOrStart(where, client = "cli", onDied = ()=>{}) {
  if (typeof where !== "string" && where.host) {
    return await Connection.open(where, client, {
      start: true
    });
  }
  const socket = typeof where === "string" ? where : where.socket;
  try {
    return await connectExisting(socket, client);
  } catch (err) {
    if (!(err instanceof ConnectionError)) throw err;
    if (err.kind === "died") onDied(err);
    else if (err.kind !== "no-daemon") throw err;
  }
  await startDaemon(socket);
  return await connectExisting(socket, client);
}
/**
 * Removes a socket nothing listens on (its daemon was killed before it
 * could remove it) and returns the "died" error that says so. Anything
 * else at that path is left alone.
 */ export function removeStaleSocket(socket) {
  try {
    if (!Deno.lstatSync(socket).isSocket) {
      return new ConnectionError("denied", `${socket} is not a socket; remove it or pick another socket`);
    }
    Deno.removeSync(socket);
  } catch (err) {
    if (!(err instanceof Deno.errors.NotFound)) {
      return new ConnectionError("died", `The berth daemon on ${socket} has died, and its socket cannot be removed: ${err.message}`);
    }
  }
  return new ConnectionError("died", `The berth daemon on ${socket} had died; removed its socket (its log: ${logPathFor(socket)})`);
}
/**
 * The version mismatch with a daemon on `host`, naming both versions (the
 * daemon's message has its number) and what to do.
 */ export function versionLine(message, host) {
  const theirs = message.match(/daemon speaks (\d+)/)?.[1];
  if (!theirs) return `The daemon on ${host}: ${message}`;
  return `This berth speaks protocol ${PROTOCOL_VERSION} and the daemon on ${host} speaks ${theirs}: use the same berth version on both machines`;
}
/**
 * The oldest daemon protocol `berth upgrade` takes over with its sessions:
 * before it, a daemon's state lacks what this berth's daemon reads back
 * (the windows' activity and bell flags, mid protocol 7: a protocol 6
 * daemon's upgrade is refused, and it runs on unchanged).
 */ const UPGRADABLE_FROM_PROTOCOL = 8;
/**
 * The version mismatch with the daemon on `socket`, naming both versions,
 * `berth upgrade` when this berth can take the daemon's sessions over (it
 * is newer, and the daemon not too old), and a stop that works whatever
 * the daemon's version (this berth cannot send it a kill-server): `kill
 * PID`, on which every berth daemon ends its sessions and exits. The pid
 * comes from the daemon's message or, for a daemon too old to name it,
 * from its log, checked against the running process.
 */ export function localVersionLine(message, socket) {
  const theirs = message.match(/daemon speaks (\d+)/)?.[1];
  if (!theirs) return message;
  const pid = Number(message.match(/\(pid (\d+)\)/)?.[1]) || daemonPidFromLog(socket);
  const v = Number(theirs);
  const upgrade = v >= UPGRADABLE_FROM_PROTOCOL && v < PROTOCOL_VERSION ? "berth upgrade to keep its sessions, or " : "";
  const stop = pid ? `stop it with the berth that started it (berth kill-server) or with kill ${pid} (its sessions end)` : `stop it with the berth that started it (berth kill-server; its log: ${logPathFor(socket)})`;
  return `This berth speaks protocol ${PROTOCOL_VERSION} and the daemon on ${socket} speaks ${theirs}${pid ? ` (pid ${pid})` : ""}: ${upgrade}${stop}, then retry`;
}
/**
 * The pid of the daemon on `socket` from its log's last start line, when
 * that process is still a berth daemon on `socket` (0 otherwise, or where
 * there is no /proc to ask).
 */ function daemonPidFromLog(socket) {
  let text;
  try {
    text = Deno.readTextFileSync(logPathFor(socket));
  } catch  {
    return 0;
  }
  const start = text.split("\n").findLast((l)=>l.includes(` listening on ${socket}`));
  const pid = Number(start?.match(/ daemon (\d+) listening on /)?.[1]);
  if (!pid) return 0;
  try {
    const argv = Deno.readTextFileSync(`/proc/${pid}/cmdline`).split("\0");
    return argv.includes("__daemon") && argv.includes(socket) ? pid : 0;
  } catch  {
    return 0;
  }
}
/** Whether this process started a daemon (`startDaemon`). */ let started = false;
/**
 * Whether this process started the daemon: starting it, with the child
 * and its pipe, left it holding 8-10 MB more than a command that did not
 * (`client/commands/_attach.ts`).
 */ export function startedDaemon() {
  return started;
}
/**
 * Starts a daemon on `socket` and waits until it accepts connections
 * (exported for the bridge, which starts the daemon of its host).
 */ export async function startDaemon(socket) {
  try {
    ensureSocketDir(socket);
  } catch (err) {
    if (err instanceof SocketDirError) {
      throw new ConnectionError("start", err.message);
    }
    throw err;
  }
  const args = [
    "run",
    "-A",
    "--quiet"
  ];
  const config = new URL("../deno.json", import.meta.url);
  if (config.protocol === "file:") {
    args.push("--config", decodeURIComponent(config.pathname));
  }
  args.push(new URL("../main.ts", import.meta.url).href, "--socket", socket, "__daemon");
  const child = new Deno.Command(Deno.execPath(), {
    args,
    env: ownDenoEnv(),
    stdin: "null",
    stdout: "null",
    // Read until it listens: a daemon that cannot start says why there,
    // even when it could not create its log (a full disk).
    stderr: "piped",
    detached: true
  }).spawn();
  child.unref();
  const said = collectText(child.stderr);
  let exited = false;
  child.status.then(()=>exited = true);
  const deadline = Date.now() + START_TIMEOUT_MS;
  for(let wait = 5; Date.now() < deadline; wait = Math.min(wait * 2, 100)){
    try {
      (await Deno.connect({
        transport: "unix",
        path: socket
      })).close();
      said.stop();
      started = true;
      return;
    } catch  {
    // Not listening yet.
    }
    if (exited) {
      // Another client may have won the race to start a daemon.
      try {
        (await Deno.connect({
          transport: "unix",
          path: socket
        })).close();
        said.stop();
        return;
      } catch  {
        const why = firstLine(await said.text) || lastLogError(socket);
        throw new ConnectionError("start", `The daemon failed to start: ${why}`);
      }
    }
    await new Promise((r)=>setTimeout(r, wait));
  }
  said.stop();
  throw new ConnectionError("start", `The daemon did not open ${socket} within ${START_TIMEOUT_MS / 1000} s; see ${logPathFor(socket)}`);
}
/** The daemon's last logged error, for a failed start. */ function lastLogError(socket) {
  const path = logPathFor(socket);
  let text;
  try {
    text = Deno.readTextFileSync(path);
  } catch  {
    return `it said nothing, and wrote no log at ${path}`;
  }
  const lines = text.trimEnd().split("\n");
  const last = lines.findLast((l)=>l.includes(" error ")) ?? lines.at(-1) ?? "";
  return last.replace(/^\S+ error \[\d+\] /, "") || `see ${path}`;
}
/** The daemon's first line on stderr, without its "berth: ". */ function firstLine(text) {
  return text.trim().split("\n")[0].replace(/^berth: /, "");
}
/**
 * Collects what a stream says (its first 4 KiB); `stop()` lets go of it,
 * so that a daemon that started fine does not keep this process waiting.
 */ function collectText(stream) {
  const reader = stream.getReader();
  const text = (async ()=>{
    const dec = new TextDecoder();
    let out = "";
    try {
      while(out.length < 4096){
        const { value, done } = await reader.read();
        if (done) break;
        out += dec.decode(value, {
          stream: true
        });
      }
    } catch  {
    // Cancelled, or the pipe broke: what came so far is all there is.
    }
    return out;
  })();
  return {
    text,
    stop: ()=>void reader.cancel().catch(()=>{})
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9kYWVtb25fc3RhcnQudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBGaW5kcyB0aGUgZGFlbW9uLCBzdGFydGluZyBpdCB3aGVuIGl0IGlzIG5vdCBydW5uaW5nIChhcyB0bXV4IGRvZXMgb24gdGhlXG4gKiBmaXJzdCBjb21tYW5kIHRoYXQgbmVlZHMgYSBzZXJ2ZXIpLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgeyBsb2dQYXRoRm9yLCB1cGdyYWRlUGF0aEZvciB9IGZyb20gXCIuLi9wcm90b2NvbC9zb2NrZXRfcGF0aC50c1wiO1xuaW1wb3J0IHsgZW5zdXJlU29ja2V0RGlyLCBTb2NrZXREaXJFcnJvciB9IGZyb20gXCIuLi9wcm90b2NvbC9zb2NrZXRfZGlyLnRzXCI7XG5pbXBvcnQgeyBQUk9UT0NPTF9WRVJTSU9OIH0gZnJvbSBcIi4uL3Byb3RvY29sL21lc3NhZ2VzLnRzXCI7XG5pbXBvcnQgeyBvd25EZW5vRW52IH0gZnJvbSBcIi4uL3Byb3RvY29sL2Rlbm9fZW52LnRzXCI7XG5pbXBvcnQgeyBDb25uZWN0aW9uLCBDb25uZWN0aW9uRXJyb3IgfSBmcm9tIFwiLi9jb25uZWN0aW9uLnRzXCI7XG5pbXBvcnQgdHlwZSB7IERhZW1vbkFkZHJlc3MgfSBmcm9tIFwiLi90cmFuc3BvcnQvYnl0ZV9zdHJlYW0udHNcIjtcblxuLyoqIEhvdyBsb25nIGEgc3RhcnRpbmcgZGFlbW9uIGdldHMgdG8gb3BlbiBpdHMgc29ja2V0LiAqL1xuY29uc3QgU1RBUlRfVElNRU9VVF9NUyA9IDE1XzAwMDtcblxuLyoqXG4gKiBIb3cgbG9uZyBhIGRhZW1vbiBiZWluZyB1cGdyYWRlZCBtYXkgdGFrZSB0byBsaXN0ZW4gYWdhaW4gYmVmb3JlIGEgY2xpZW50XG4gKiBzdG9wcyB3YWl0aW5nIGZvciBpdCAoMjAgc2Vzc2lvbnMgdG9vayAzMSBzIGF0IGEgbG9hZCBhdmVyYWdlIG9mIDU1KS5cbiAqL1xuY29uc3QgVVBHUkFERV9XQUlUX01TID0gNjBfMDAwO1xuXG4vKipcbiAqIENvbm5lY3RzIHRvIHRoZSBkYWVtb24gYXQgYHdoZXJlYCAoYSBzb2NrZXQsIG9yIGFuIGFkZHJlc3MgdGhhdCBtYXkgbmFtZVxuICogYW5vdGhlciBob3N0KS4gVGhyb3dzIGBDb25uZWN0aW9uRXJyb3JgOiBcIm5vLWRhZW1vblwiIHdoZW4gbm9uZSBydW5zO1xuICogXCJkaWVkXCIgd2hlbiBpdHMgc29ja2V0IHdhcyBsZWZ0IGJlaGluZCBieSBhIGRhZW1vbiB0aGF0IGRpZWQgKGBraWxsIC05YCk6XG4gKiB0aGUgc29ja2V0IGlzIHJlbW92ZWQsIHNvIHRoZSBuZXh0IHN0YXJ0IGlzIGNsZWFuIChvbiBhbm90aGVyIGhvc3QsIGl0c1xuICogYnJpZGdlIGRvZXMgdGhhdCk7IFwic3NoXCIgd2hlbiBzc2ggb3IgdGhlIHJlbW90ZSBiZXJ0aCBmYWlsZWQuXG4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiBjb25uZWN0RXhpc3RpbmcoXG4gIHdoZXJlOiBzdHJpbmcgfCBEYWVtb25BZGRyZXNzLFxuICBjbGllbnQgPSBcImNsaVwiLFxuKTogUHJvbWlzZTxDb25uZWN0aW9uPiB7XG4gIGlmICh0eXBlb2Ygd2hlcmUgIT09IFwic3RyaW5nXCIgJiYgd2hlcmUuaG9zdCkge1xuICAgIHJldHVybiBhd2FpdCBDb25uZWN0aW9uLm9wZW4od2hlcmUsIGNsaWVudCk7XG4gIH1cbiAgY29uc3Qgc29ja2V0ID0gdHlwZW9mIHdoZXJlID09PSBcInN0cmluZ1wiID8gd2hlcmUgOiB3aGVyZS5zb2NrZXQ7XG4gIGZvciAoY29uc3QgZGVhZGxpbmUgPSBEYXRlLm5vdygpICsgVVBHUkFERV9XQUlUX01TOzspIHtcbiAgICB0cnkge1xuICAgICAgcmV0dXJuIGF3YWl0IENvbm5lY3Rpb24ub3Blbihzb2NrZXQsIGNsaWVudCk7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICBpZiAoIShlcnIgaW5zdGFuY2VvZiBDb25uZWN0aW9uRXJyb3IpKSB0aHJvdyBlcnI7XG4gICAgICBpZiAoZXJyLmtpbmQgIT09IFwic3RhbGVcIiAmJiBlcnIua2luZCAhPT0gXCJuby1kYWVtb25cIikgdGhyb3cgZXJyO1xuICAgICAgLy8gQmVpbmcgcmVwbGFjZWQgYnkgYGJlcnRoIHVwZ3JhZGVgOiBpdCBsaXN0ZW5zIGFnYWluIGluIGEgbW9tZW50LlxuICAgICAgaWYgKHVwZ3JhZGluZyhzb2NrZXQpICYmIERhdGUubm93KCkgPCBkZWFkbGluZSkge1xuICAgICAgICBhd2FpdCBuZXcgUHJvbWlzZSgocikgPT4gc2V0VGltZW91dChyLCAyMCkpO1xuICAgICAgICBjb250aW51ZTtcbiAgICAgIH1cbiAgICAgIHRocm93IGVyci5raW5kID09PSBcInN0YWxlXCIgPyByZW1vdmVTdGFsZVNvY2tldChzb2NrZXQpIDogZXJyO1xuICAgIH1cbiAgfVxufVxuXG4vKipcbiAqIFdoZXRoZXIgdGhlIGRhZW1vbiBvbiBgc29ja2V0YCBpcyBiZWluZyB1cGdyYWRlZDogaXRzIHN0YXRlIGZpbGUgaXNcbiAqIHRoZXJlLCBhbmQgcmVjZW50IChvbmUgbGVmdCBieSBhIG5ldyBkYWVtb24gdGhhdCBkaWVkIGlzIG5vdCB3YWl0ZWQgZm9yKS5cbiAqL1xuZnVuY3Rpb24gdXBncmFkaW5nKHNvY2tldDogc3RyaW5nKTogYm9vbGVhbiB7XG4gIHRyeSB7XG4gICAgY29uc3Qgd3JpdHRlbiA9IERlbm8uc3RhdFN5bmModXBncmFkZVBhdGhGb3Ioc29ja2V0KSkubXRpbWU/LmdldFRpbWUoKTtcbiAgICByZXR1cm4gd3JpdHRlbiAhPT0gdW5kZWZpbmVkICYmIERhdGUubm93KCkgLSB3cml0dGVuIDwgVVBHUkFERV9XQUlUX01TO1xuICB9IGNhdGNoIHtcbiAgICByZXR1cm4gZmFsc2U7XG4gIH1cbn1cblxuLyoqXG4gKiBDb25uZWN0cyB0byB0aGUgZGFlbW9uIGF0IGB3aGVyZWAsIHN0YXJ0aW5nIG9uZSB3aGVuIG5vbmUgcnVucyAob25cbiAqIGFub3RoZXIgaG9zdCwgaXRzIGJlcnRoIHN0YXJ0cyBpdCkuIEEgZGFlbW9uIHRoYXQgaGFkIGRpZWQgaXMgcmVwbGFjZWQ7XG4gKiBgb25EaWVkYCBoZWFycyBhYm91dCBpdCAodGhlIENMSSBzYXlzIHNvKS4gVGhyb3dzIGBDb25uZWN0aW9uRXJyb3JgXG4gKiAoXCJzdGFydFwiIHdoZW4gdGhlIGRhZW1vbiBjYW5ub3Qgc3RhcnQpLlxuICovXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gY29ubmVjdE9yU3RhcnQoXG4gIHdoZXJlOiBzdHJpbmcgfCBEYWVtb25BZGRyZXNzLFxuICBjbGllbnQgPSBcImNsaVwiLFxuICBvbkRpZWQ6IChkaWVkOiBDb25uZWN0aW9uRXJyb3IpID0+IHZvaWQgPSAoKSA9PiB7fSxcbik6IFByb21pc2U8Q29ubmVjdGlvbj4ge1xuICBpZiAodHlwZW9mIHdoZXJlICE9PSBcInN0cmluZ1wiICYmIHdoZXJlLmhvc3QpIHtcbiAgICByZXR1cm4gYXdhaXQgQ29ubmVjdGlvbi5vcGVuKHdoZXJlLCBjbGllbnQsIHsgc3RhcnQ6IHRydWUgfSk7XG4gIH1cbiAgY29uc3Qgc29ja2V0ID0gdHlwZW9mIHdoZXJlID09PSBcInN0cmluZ1wiID8gd2hlcmUgOiB3aGVyZS5zb2NrZXQ7XG4gIHRyeSB7XG4gICAgcmV0dXJuIGF3YWl0IGNvbm5lY3RFeGlzdGluZyhzb2NrZXQsIGNsaWVudCk7XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIGlmICghKGVyciBpbnN0YW5jZW9mIENvbm5lY3Rpb25FcnJvcikpIHRocm93IGVycjtcbiAgICBpZiAoZXJyLmtpbmQgPT09IFwiZGllZFwiKSBvbkRpZWQoZXJyKTtcbiAgICBlbHNlIGlmIChlcnIua2luZCAhPT0gXCJuby1kYWVtb25cIikgdGhyb3cgZXJyO1xuICB9XG4gIGF3YWl0IHN0YXJ0RGFlbW9uKHNvY2tldCk7XG4gIHJldHVybiBhd2FpdCBjb25uZWN0RXhpc3Rpbmcoc29ja2V0LCBjbGllbnQpO1xufVxuXG4vKipcbiAqIFJlbW92ZXMgYSBzb2NrZXQgbm90aGluZyBsaXN0ZW5zIG9uIChpdHMgZGFlbW9uIHdhcyBraWxsZWQgYmVmb3JlIGl0XG4gKiBjb3VsZCByZW1vdmUgaXQpIGFuZCByZXR1cm5zIHRoZSBcImRpZWRcIiBlcnJvciB0aGF0IHNheXMgc28uIEFueXRoaW5nXG4gKiBlbHNlIGF0IHRoYXQgcGF0aCBpcyBsZWZ0IGFsb25lLlxuICovXG5leHBvcnQgZnVuY3Rpb24gcmVtb3ZlU3RhbGVTb2NrZXQoc29ja2V0OiBzdHJpbmcpOiBDb25uZWN0aW9uRXJyb3Ige1xuICB0cnkge1xuICAgIGlmICghRGVuby5sc3RhdFN5bmMoc29ja2V0KS5pc1NvY2tldCkge1xuICAgICAgcmV0dXJuIG5ldyBDb25uZWN0aW9uRXJyb3IoXG4gICAgICAgIFwiZGVuaWVkXCIsXG4gICAgICAgIGAke3NvY2tldH0gaXMgbm90IGEgc29ja2V0OyByZW1vdmUgaXQgb3IgcGljayBhbm90aGVyIHNvY2tldGAsXG4gICAgICApO1xuICAgIH1cbiAgICBEZW5vLnJlbW92ZVN5bmMoc29ja2V0KTtcbiAgfSBjYXRjaCAoZXJyKSB7XG4gICAgaWYgKCEoZXJyIGluc3RhbmNlb2YgRGVuby5lcnJvcnMuTm90Rm91bmQpKSB7XG4gICAgICByZXR1cm4gbmV3IENvbm5lY3Rpb25FcnJvcihcbiAgICAgICAgXCJkaWVkXCIsXG4gICAgICAgIGBUaGUgYmVydGggZGFlbW9uIG9uICR7c29ja2V0fSBoYXMgZGllZCwgYW5kIGl0cyBzb2NrZXQgY2Fubm90IGJlIHJlbW92ZWQ6ICR7XG4gICAgICAgICAgKGVyciBhcyBFcnJvcikubWVzc2FnZVxuICAgICAgICB9YCxcbiAgICAgICk7XG4gICAgfVxuICB9XG4gIHJldHVybiBuZXcgQ29ubmVjdGlvbkVycm9yKFxuICAgIFwiZGllZFwiLFxuICAgIGBUaGUgYmVydGggZGFlbW9uIG9uICR7c29ja2V0fSBoYWQgZGllZDsgcmVtb3ZlZCBpdHMgc29ja2V0IChpdHMgbG9nOiAke1xuICAgICAgbG9nUGF0aEZvcihzb2NrZXQpXG4gICAgfSlgLFxuICApO1xufVxuXG4vKipcbiAqIFRoZSB2ZXJzaW9uIG1pc21hdGNoIHdpdGggYSBkYWVtb24gb24gYGhvc3RgLCBuYW1pbmcgYm90aCB2ZXJzaW9ucyAodGhlXG4gKiBkYWVtb24ncyBtZXNzYWdlIGhhcyBpdHMgbnVtYmVyKSBhbmQgd2hhdCB0byBkby5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHZlcnNpb25MaW5lKG1lc3NhZ2U6IHN0cmluZywgaG9zdDogc3RyaW5nKTogc3RyaW5nIHtcbiAgY29uc3QgdGhlaXJzID0gbWVzc2FnZS5tYXRjaCgvZGFlbW9uIHNwZWFrcyAoXFxkKykvKT8uWzFdO1xuICBpZiAoIXRoZWlycykgcmV0dXJuIGBUaGUgZGFlbW9uIG9uICR7aG9zdH06ICR7bWVzc2FnZX1gO1xuICByZXR1cm4gYFRoaXMgYmVydGggc3BlYWtzIHByb3RvY29sICR7UFJPVE9DT0xfVkVSU0lPTn0gYW5kIHRoZSBkYWVtb24gb24gJHtob3N0fSBzcGVha3MgJHt0aGVpcnN9OiB1c2UgdGhlIHNhbWUgYmVydGggdmVyc2lvbiBvbiBib3RoIG1hY2hpbmVzYDtcbn1cblxuLyoqXG4gKiBUaGUgb2xkZXN0IGRhZW1vbiBwcm90b2NvbCBgYmVydGggdXBncmFkZWAgdGFrZXMgb3ZlciB3aXRoIGl0cyBzZXNzaW9uczpcbiAqIGJlZm9yZSBpdCwgYSBkYWVtb24ncyBzdGF0ZSBsYWNrcyB3aGF0IHRoaXMgYmVydGgncyBkYWVtb24gcmVhZHMgYmFja1xuICogKHRoZSB3aW5kb3dzJyBhY3Rpdml0eSBhbmQgYmVsbCBmbGFncywgbWlkIHByb3RvY29sIDc6IGEgcHJvdG9jb2wgNlxuICogZGFlbW9uJ3MgdXBncmFkZSBpcyByZWZ1c2VkLCBhbmQgaXQgcnVucyBvbiB1bmNoYW5nZWQpLlxuICovXG5jb25zdCBVUEdSQURBQkxFX0ZST01fUFJPVE9DT0wgPSA4O1xuXG4vKipcbiAqIFRoZSB2ZXJzaW9uIG1pc21hdGNoIHdpdGggdGhlIGRhZW1vbiBvbiBgc29ja2V0YCwgbmFtaW5nIGJvdGggdmVyc2lvbnMsXG4gKiBgYmVydGggdXBncmFkZWAgd2hlbiB0aGlzIGJlcnRoIGNhbiB0YWtlIHRoZSBkYWVtb24ncyBzZXNzaW9ucyBvdmVyIChpdFxuICogaXMgbmV3ZXIsIGFuZCB0aGUgZGFlbW9uIG5vdCB0b28gb2xkKSwgYW5kIGEgc3RvcCB0aGF0IHdvcmtzIHdoYXRldmVyXG4gKiB0aGUgZGFlbW9uJ3MgdmVyc2lvbiAodGhpcyBiZXJ0aCBjYW5ub3Qgc2VuZCBpdCBhIGtpbGwtc2VydmVyKTogYGtpbGxcbiAqIFBJRGAsIG9uIHdoaWNoIGV2ZXJ5IGJlcnRoIGRhZW1vbiBlbmRzIGl0cyBzZXNzaW9ucyBhbmQgZXhpdHMuIFRoZSBwaWRcbiAqIGNvbWVzIGZyb20gdGhlIGRhZW1vbidzIG1lc3NhZ2Ugb3IsIGZvciBhIGRhZW1vbiB0b28gb2xkIHRvIG5hbWUgaXQsXG4gKiBmcm9tIGl0cyBsb2csIGNoZWNrZWQgYWdhaW5zdCB0aGUgcnVubmluZyBwcm9jZXNzLlxuICovXG5leHBvcnQgZnVuY3Rpb24gbG9jYWxWZXJzaW9uTGluZShtZXNzYWdlOiBzdHJpbmcsIHNvY2tldDogc3RyaW5nKTogc3RyaW5nIHtcbiAgY29uc3QgdGhlaXJzID0gbWVzc2FnZS5tYXRjaCgvZGFlbW9uIHNwZWFrcyAoXFxkKykvKT8uWzFdO1xuICBpZiAoIXRoZWlycykgcmV0dXJuIG1lc3NhZ2U7XG4gIGNvbnN0IHBpZCA9IE51bWJlcihtZXNzYWdlLm1hdGNoKC9cXChwaWQgKFxcZCspXFwpLyk/LlsxXSkgfHxcbiAgICBkYWVtb25QaWRGcm9tTG9nKHNvY2tldCk7XG4gIGNvbnN0IHYgPSBOdW1iZXIodGhlaXJzKTtcbiAgY29uc3QgdXBncmFkZSA9IHYgPj0gVVBHUkFEQUJMRV9GUk9NX1BST1RPQ09MICYmIHYgPCBQUk9UT0NPTF9WRVJTSU9OXG4gICAgPyBcImJlcnRoIHVwZ3JhZGUgdG8ga2VlcCBpdHMgc2Vzc2lvbnMsIG9yIFwiXG4gICAgOiBcIlwiO1xuICBjb25zdCBzdG9wID0gcGlkXG4gICAgPyBgc3RvcCBpdCB3aXRoIHRoZSBiZXJ0aCB0aGF0IHN0YXJ0ZWQgaXQgKGJlcnRoIGtpbGwtc2VydmVyKSBvciB3aXRoIGtpbGwgJHtwaWR9IChpdHMgc2Vzc2lvbnMgZW5kKWBcbiAgICA6IGBzdG9wIGl0IHdpdGggdGhlIGJlcnRoIHRoYXQgc3RhcnRlZCBpdCAoYmVydGgga2lsbC1zZXJ2ZXI7IGl0cyBsb2c6ICR7XG4gICAgICBsb2dQYXRoRm9yKHNvY2tldClcbiAgICB9KWA7XG4gIHJldHVybiBgVGhpcyBiZXJ0aCBzcGVha3MgcHJvdG9jb2wgJHtQUk9UT0NPTF9WRVJTSU9OfSBhbmQgdGhlIGRhZW1vbiBvbiAke3NvY2tldH0gc3BlYWtzICR7dGhlaXJzfSR7XG4gICAgcGlkID8gYCAocGlkICR7cGlkfSlgIDogXCJcIlxuICB9OiAke3VwZ3JhZGV9JHtzdG9wfSwgdGhlbiByZXRyeWA7XG59XG5cbi8qKlxuICogVGhlIHBpZCBvZiB0aGUgZGFlbW9uIG9uIGBzb2NrZXRgIGZyb20gaXRzIGxvZydzIGxhc3Qgc3RhcnQgbGluZSwgd2hlblxuICogdGhhdCBwcm9jZXNzIGlzIHN0aWxsIGEgYmVydGggZGFlbW9uIG9uIGBzb2NrZXRgICgwIG90aGVyd2lzZSwgb3Igd2hlcmVcbiAqIHRoZXJlIGlzIG5vIC9wcm9jIHRvIGFzaykuXG4gKi9cbmZ1bmN0aW9uIGRhZW1vblBpZEZyb21Mb2coc29ja2V0OiBzdHJpbmcpOiBudW1iZXIge1xuICBsZXQgdGV4dDogc3RyaW5nO1xuICB0cnkge1xuICAgIHRleHQgPSBEZW5vLnJlYWRUZXh0RmlsZVN5bmMobG9nUGF0aEZvcihzb2NrZXQpKTtcbiAgfSBjYXRjaCB7XG4gICAgcmV0dXJuIDA7XG4gIH1cbiAgY29uc3Qgc3RhcnQgPSB0ZXh0LnNwbGl0KFwiXFxuXCIpLmZpbmRMYXN0KChsKSA9PlxuICAgIGwuaW5jbHVkZXMoYCBsaXN0ZW5pbmcgb24gJHtzb2NrZXR9YClcbiAgKTtcbiAgY29uc3QgcGlkID0gTnVtYmVyKHN0YXJ0Py5tYXRjaCgvIGRhZW1vbiAoXFxkKykgbGlzdGVuaW5nIG9uIC8pPy5bMV0pO1xuICBpZiAoIXBpZCkgcmV0dXJuIDA7XG4gIHRyeSB7XG4gICAgY29uc3QgYXJndiA9IERlbm8ucmVhZFRleHRGaWxlU3luYyhgL3Byb2MvJHtwaWR9L2NtZGxpbmVgKS5zcGxpdChcIlxcMFwiKTtcbiAgICByZXR1cm4gYXJndi5pbmNsdWRlcyhcIl9fZGFlbW9uXCIpICYmIGFyZ3YuaW5jbHVkZXMoc29ja2V0KSA/IHBpZCA6IDA7XG4gIH0gY2F0Y2gge1xuICAgIHJldHVybiAwO1xuICB9XG59XG5cbi8qKiBXaGV0aGVyIHRoaXMgcHJvY2VzcyBzdGFydGVkIGEgZGFlbW9uIChgc3RhcnREYWVtb25gKS4gKi9cbmxldCBzdGFydGVkID0gZmFsc2U7XG5cbi8qKlxuICogV2hldGhlciB0aGlzIHByb2Nlc3Mgc3RhcnRlZCB0aGUgZGFlbW9uOiBzdGFydGluZyBpdCwgd2l0aCB0aGUgY2hpbGRcbiAqIGFuZCBpdHMgcGlwZSwgbGVmdCBpdCBob2xkaW5nIDgtMTAgTUIgbW9yZSB0aGFuIGEgY29tbWFuZCB0aGF0IGRpZCBub3RcbiAqIChgY2xpZW50L2NvbW1hbmRzL19hdHRhY2gudHNgKS5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHN0YXJ0ZWREYWVtb24oKTogYm9vbGVhbiB7XG4gIHJldHVybiBzdGFydGVkO1xufVxuXG4vKipcbiAqIFN0YXJ0cyBhIGRhZW1vbiBvbiBgc29ja2V0YCBhbmQgd2FpdHMgdW50aWwgaXQgYWNjZXB0cyBjb25uZWN0aW9uc1xuICogKGV4cG9ydGVkIGZvciB0aGUgYnJpZGdlLCB3aGljaCBzdGFydHMgdGhlIGRhZW1vbiBvZiBpdHMgaG9zdCkuXG4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiBzdGFydERhZW1vbihzb2NrZXQ6IHN0cmluZyk6IFByb21pc2U8dm9pZD4ge1xuICB0cnkge1xuICAgIGVuc3VyZVNvY2tldERpcihzb2NrZXQpO1xuICB9IGNhdGNoIChlcnIpIHtcbiAgICBpZiAoZXJyIGluc3RhbmNlb2YgU29ja2V0RGlyRXJyb3IpIHtcbiAgICAgIHRocm93IG5ldyBDb25uZWN0aW9uRXJyb3IoXCJzdGFydFwiLCBlcnIubWVzc2FnZSk7XG4gICAgfVxuICAgIHRocm93IGVycjtcbiAgfVxuICBjb25zdCBhcmdzID0gW1wicnVuXCIsIFwiLUFcIiwgXCItLXF1aWV0XCJdO1xuICBjb25zdCBjb25maWcgPSBuZXcgVVJMKFwiLi4vZGVuby5qc29uXCIsIGltcG9ydC5tZXRhLnVybCk7XG4gIGlmIChjb25maWcucHJvdG9jb2wgPT09IFwiZmlsZTpcIikge1xuICAgIGFyZ3MucHVzaChcIi0tY29uZmlnXCIsIGRlY29kZVVSSUNvbXBvbmVudChjb25maWcucGF0aG5hbWUpKTtcbiAgfVxuICBhcmdzLnB1c2goXG4gICAgbmV3IFVSTChcIi4uL21haW4udHNcIiwgaW1wb3J0Lm1ldGEudXJsKS5ocmVmLFxuICAgIFwiLS1zb2NrZXRcIixcbiAgICBzb2NrZXQsXG4gICAgXCJfX2RhZW1vblwiLFxuICApO1xuICBjb25zdCBjaGlsZCA9IG5ldyBEZW5vLkNvbW1hbmQoRGVuby5leGVjUGF0aCgpLCB7XG4gICAgYXJncyxcbiAgICBlbnY6IG93bkRlbm9FbnYoKSxcbiAgICBzdGRpbjogXCJudWxsXCIsXG4gICAgc3Rkb3V0OiBcIm51bGxcIixcbiAgICAvLyBSZWFkIHVudGlsIGl0IGxpc3RlbnM6IGEgZGFlbW9uIHRoYXQgY2Fubm90IHN0YXJ0IHNheXMgd2h5IHRoZXJlLFxuICAgIC8vIGV2ZW4gd2hlbiBpdCBjb3VsZCBub3QgY3JlYXRlIGl0cyBsb2cgKGEgZnVsbCBkaXNrKS5cbiAgICBzdGRlcnI6IFwicGlwZWRcIixcbiAgICBkZXRhY2hlZDogdHJ1ZSwgLy8gc2V0c2lkOiB0aGUgZGFlbW9uIG91dGxpdmVzIHRoaXMgdGVybWluYWxcbiAgfSkuc3Bhd24oKTtcbiAgY2hpbGQudW5yZWYoKTtcbiAgY29uc3Qgc2FpZCA9IGNvbGxlY3RUZXh0KGNoaWxkLnN0ZGVycik7XG5cbiAgbGV0IGV4aXRlZCA9IGZhbHNlO1xuICBjaGlsZC5zdGF0dXMudGhlbigoKSA9PiAoZXhpdGVkID0gdHJ1ZSkpO1xuICBjb25zdCBkZWFkbGluZSA9IERhdGUubm93KCkgKyBTVEFSVF9USU1FT1VUX01TO1xuICBmb3IgKGxldCB3YWl0ID0gNTsgRGF0ZS5ub3coKSA8IGRlYWRsaW5lOyB3YWl0ID0gTWF0aC5taW4od2FpdCAqIDIsIDEwMCkpIHtcbiAgICB0cnkge1xuICAgICAgKGF3YWl0IERlbm8uY29ubmVjdCh7IHRyYW5zcG9ydDogXCJ1bml4XCIsIHBhdGg6IHNvY2tldCB9KSkuY2xvc2UoKTtcbiAgICAgIHNhaWQuc3RvcCgpO1xuICAgICAgc3RhcnRlZCA9IHRydWU7XG4gICAgICByZXR1cm47XG4gICAgfSBjYXRjaCB7XG4gICAgICAvLyBOb3QgbGlzdGVuaW5nIHlldC5cbiAgICB9XG4gICAgaWYgKGV4aXRlZCkge1xuICAgICAgLy8gQW5vdGhlciBjbGllbnQgbWF5IGhhdmUgd29uIHRoZSByYWNlIHRvIHN0YXJ0IGEgZGFlbW9uLlxuICAgICAgdHJ5IHtcbiAgICAgICAgKGF3YWl0IERlbm8uY29ubmVjdCh7IHRyYW5zcG9ydDogXCJ1bml4XCIsIHBhdGg6IHNvY2tldCB9KSkuY2xvc2UoKTtcbiAgICAgICAgc2FpZC5zdG9wKCk7XG4gICAgICAgIHJldHVybjtcbiAgICAgIH0gY2F0Y2gge1xuICAgICAgICBjb25zdCB3aHkgPSBmaXJzdExpbmUoYXdhaXQgc2FpZC50ZXh0KSB8fCBsYXN0TG9nRXJyb3Ioc29ja2V0KTtcbiAgICAgICAgdGhyb3cgbmV3IENvbm5lY3Rpb25FcnJvcihcbiAgICAgICAgICBcInN0YXJ0XCIsXG4gICAgICAgICAgYFRoZSBkYWVtb24gZmFpbGVkIHRvIHN0YXJ0OiAke3doeX1gLFxuICAgICAgICApO1xuICAgICAgfVxuICAgIH1cbiAgICBhd2FpdCBuZXcgUHJvbWlzZSgocikgPT4gc2V0VGltZW91dChyLCB3YWl0KSk7XG4gIH1cbiAgc2FpZC5zdG9wKCk7XG4gIHRocm93IG5ldyBDb25uZWN0aW9uRXJyb3IoXG4gICAgXCJzdGFydFwiLFxuICAgIGBUaGUgZGFlbW9uIGRpZCBub3Qgb3BlbiAke3NvY2tldH0gd2l0aGluICR7XG4gICAgICBTVEFSVF9USU1FT1VUX01TIC8gMTAwMFxuICAgIH0gczsgc2VlICR7bG9nUGF0aEZvcihzb2NrZXQpfWAsXG4gICk7XG59XG5cbi8qKiBUaGUgZGFlbW9uJ3MgbGFzdCBsb2dnZWQgZXJyb3IsIGZvciBhIGZhaWxlZCBzdGFydC4gKi9cbmZ1bmN0aW9uIGxhc3RMb2dFcnJvcihzb2NrZXQ6IHN0cmluZyk6IHN0cmluZyB7XG4gIGNvbnN0IHBhdGggPSBsb2dQYXRoRm9yKHNvY2tldCk7XG4gIGxldCB0ZXh0OiBzdHJpbmc7XG4gIHRyeSB7XG4gICAgdGV4dCA9IERlbm8ucmVhZFRleHRGaWxlU3luYyhwYXRoKTtcbiAgfSBjYXRjaCB7XG4gICAgcmV0dXJuIGBpdCBzYWlkIG5vdGhpbmcsIGFuZCB3cm90ZSBubyBsb2cgYXQgJHtwYXRofWA7XG4gIH1cbiAgY29uc3QgbGluZXMgPSB0ZXh0LnRyaW1FbmQoKS5zcGxpdChcIlxcblwiKTtcbiAgY29uc3QgbGFzdCA9IGxpbmVzLmZpbmRMYXN0KChsKSA9PiBsLmluY2x1ZGVzKFwiIGVycm9yIFwiKSkgPz8gbGluZXMuYXQoLTEpID8/XG4gICAgXCJcIjtcbiAgcmV0dXJuIGxhc3QucmVwbGFjZSgvXlxcUysgZXJyb3IgXFxbXFxkK1xcXSAvLCBcIlwiKSB8fCBgc2VlICR7cGF0aH1gO1xufVxuXG4vKiogVGhlIGRhZW1vbidzIGZpcnN0IGxpbmUgb24gc3RkZXJyLCB3aXRob3V0IGl0cyBcImJlcnRoOiBcIi4gKi9cbmZ1bmN0aW9uIGZpcnN0TGluZSh0ZXh0OiBzdHJpbmcpOiBzdHJpbmcge1xuICByZXR1cm4gdGV4dC50cmltKCkuc3BsaXQoXCJcXG5cIilbMF0ucmVwbGFjZSgvXmJlcnRoOiAvLCBcIlwiKTtcbn1cblxuLyoqXG4gKiBDb2xsZWN0cyB3aGF0IGEgc3RyZWFtIHNheXMgKGl0cyBmaXJzdCA0IEtpQik7IGBzdG9wKClgIGxldHMgZ28gb2YgaXQsXG4gKiBzbyB0aGF0IGEgZGFlbW9uIHRoYXQgc3RhcnRlZCBmaW5lIGRvZXMgbm90IGtlZXAgdGhpcyBwcm9jZXNzIHdhaXRpbmcuXG4gKi9cbmZ1bmN0aW9uIGNvbGxlY3RUZXh0KHN0cmVhbTogUmVhZGFibGVTdHJlYW08VWludDhBcnJheT4pOiB7XG4gIHRleHQ6IFByb21pc2U8c3RyaW5nPjtcbiAgc3RvcCgpOiB2b2lkO1xufSB7XG4gIGNvbnN0IHJlYWRlciA9IHN0cmVhbS5nZXRSZWFkZXIoKTtcbiAgY29uc3QgdGV4dCA9IChhc3luYyAoKSA9PiB7XG4gICAgY29uc3QgZGVjID0gbmV3IFRleHREZWNvZGVyKCk7XG4gICAgbGV0IG91dCA9IFwiXCI7XG4gICAgdHJ5IHtcbiAgICAgIHdoaWxlIChvdXQubGVuZ3RoIDwgNDA5Nikge1xuICAgICAgICBjb25zdCB7IHZhbHVlLCBkb25lIH0gPSBhd2FpdCByZWFkZXIucmVhZCgpO1xuICAgICAgICBpZiAoZG9uZSkgYnJlYWs7XG4gICAgICAgIG91dCArPSBkZWMuZGVjb2RlKHZhbHVlLCB7IHN0cmVhbTogdHJ1ZSB9KTtcbiAgICAgIH1cbiAgICB9IGNhdGNoIHtcbiAgICAgIC8vIENhbmNlbGxlZCwgb3IgdGhlIHBpcGUgYnJva2U6IHdoYXQgY2FtZSBzbyBmYXIgaXMgYWxsIHRoZXJlIGlzLlxuICAgIH1cbiAgICByZXR1cm4gb3V0O1xuICB9KSgpO1xuICByZXR1cm4geyB0ZXh0LCBzdG9wOiAoKSA9PiB2b2lkIHJlYWRlci5jYW5jZWwoKS5jYXRjaCgoKSA9PiB7fSkgfTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Q0FLQyxHQUVELFNBQVMsVUFBVSxFQUFFLGNBQWMsUUFBUSw2QkFBNkI7QUFDeEUsU0FBUyxlQUFlLEVBQUUsY0FBYyxRQUFRLDRCQUE0QjtBQUM1RSxTQUFTLGdCQUFnQixRQUFRLDBCQUEwQjtBQUMzRCxTQUFTLFVBQVUsUUFBUSwwQkFBMEI7QUFDckQsU0FBUyxVQUFVLEVBQUUsZUFBZSxRQUFRLGtCQUFrQjtBQUc5RCx3REFBd0QsR0FDeEQsTUFBTSxtQkFBbUI7QUFFekI7OztDQUdDLEdBQ0QsTUFBTSxrQkFBa0I7QUFFeEI7Ozs7OztDQU1DLEdBQ0QsT0FBTyxlQUFlLGdCQUNwQixLQUE2QixFQUM3QixTQUFTLEtBQUs7RUFFZCxJQUFJLE9BQU8sVUFBVSxZQUFZLE1BQU0sSUFBSSxFQUFFO0lBQzNDLE9BQU8sTUFBTSxXQUFXLElBQUksQ0FBQyxPQUFPO0VBQ3RDO0VBQ0EsTUFBTSxTQUFTLE9BQU8sVUFBVSxXQUFXLFFBQVEsTUFBTSxNQUFNO0VBQy9ELElBQUssTUFBTSxXQUFXLEtBQUssR0FBRyxLQUFLLGtCQUFtQjtJQUNwRCxJQUFJO01BQ0YsT0FBTyxNQUFNLFdBQVcsSUFBSSxDQUFDLFFBQVE7SUFDdkMsRUFBRSxPQUFPLEtBQUs7TUFDWixJQUFJLENBQUMsQ0FBQyxlQUFlLGVBQWUsR0FBRyxNQUFNO01BQzdDLElBQUksSUFBSSxJQUFJLEtBQUssV0FBVyxJQUFJLElBQUksS0FBSyxhQUFhLE1BQU07TUFDNUQsbUVBQW1FO01BQ25FLElBQUksVUFBVSxXQUFXLEtBQUssR0FBRyxLQUFLLFVBQVU7UUFDOUMsTUFBTSxJQUFJLFFBQVEsQ0FBQyxJQUFNLFdBQVcsR0FBRztRQUN2QztNQUNGO01BQ0EsTUFBTSxJQUFJLElBQUksS0FBSyxVQUFVLGtCQUFrQixVQUFVO0lBQzNEO0VBQ0Y7QUFDRjtBQUVBOzs7Q0FHQyxHQUNELFNBQVMsVUFBVSxNQUFjO0VBQy9CLElBQUk7SUFDRixNQUFNLFVBQVUsS0FBSyxRQUFRLENBQUMsZUFBZSxTQUFTLEtBQUssRUFBRTtJQUM3RCxPQUFPLFlBQVksYUFBYSxLQUFLLEdBQUcsS0FBSyxVQUFVO0VBQ3pELEVBQUUsT0FBTTtJQUNOLE9BQU87RUFDVDtBQUNGO0FBRUE7Ozs7O0NBS0MsR0FDRCxPQUFPLGVBQWUsZUFDcEIsS0FBNkIsRUFDN0IsU0FBUyxLQUFLLEVBQ2QsU0FBMEMsS0FBTyxDQUFDO0VBRWxELElBQUksT0FBTyxVQUFVLFlBQVksTUFBTSxJQUFJLEVBQUU7SUFDM0MsT0FBTyxNQUFNLFdBQVcsSUFBSSxDQUFDLE9BQU8sUUFBUTtNQUFFLE9BQU87SUFBSztFQUM1RDtFQUNBLE1BQU0sU0FBUyxPQUFPLFVBQVUsV0FBVyxRQUFRLE1BQU0sTUFBTTtFQUMvRCxJQUFJO0lBQ0YsT0FBTyxNQUFNLGdCQUFnQixRQUFRO0VBQ3ZDLEVBQUUsT0FBTyxLQUFLO0lBQ1osSUFBSSxDQUFDLENBQUMsZUFBZSxlQUFlLEdBQUcsTUFBTTtJQUM3QyxJQUFJLElBQUksSUFBSSxLQUFLLFFBQVEsT0FBTztTQUMzQixJQUFJLElBQUksSUFBSSxLQUFLLGFBQWEsTUFBTTtFQUMzQztFQUNBLE1BQU0sWUFBWTtFQUNsQixPQUFPLE1BQU0sZ0JBQWdCLFFBQVE7QUFDdkM7QUFFQTs7OztDQUlDLEdBQ0QsT0FBTyxTQUFTLGtCQUFrQixNQUFjO0VBQzlDLElBQUk7SUFDRixJQUFJLENBQUMsS0FBSyxTQUFTLENBQUMsUUFBUSxRQUFRLEVBQUU7TUFDcEMsT0FBTyxJQUFJLGdCQUNULFVBQ0EsR0FBRyxPQUFPLGtEQUFrRCxDQUFDO0lBRWpFO0lBQ0EsS0FBSyxVQUFVLENBQUM7RUFDbEIsRUFBRSxPQUFPLEtBQUs7SUFDWixJQUFJLENBQUMsQ0FBQyxlQUFlLEtBQUssTUFBTSxDQUFDLFFBQVEsR0FBRztNQUMxQyxPQUFPLElBQUksZ0JBQ1QsUUFDQSxDQUFDLG9CQUFvQixFQUFFLE9BQU8sNkNBQTZDLEVBQ3pFLEFBQUMsSUFBYyxPQUFPLEVBQ3RCO0lBRU47RUFDRjtFQUNBLE9BQU8sSUFBSSxnQkFDVCxRQUNBLENBQUMsb0JBQW9CLEVBQUUsT0FBTyx3Q0FBd0MsRUFDcEUsV0FBVyxRQUNaLENBQUMsQ0FBQztBQUVQO0FBRUE7OztDQUdDLEdBQ0QsT0FBTyxTQUFTLFlBQVksT0FBZSxFQUFFLElBQVk7RUFDdkQsTUFBTSxTQUFTLFFBQVEsS0FBSyxDQUFDLHdCQUF3QixDQUFDLEVBQUU7RUFDeEQsSUFBSSxDQUFDLFFBQVEsT0FBTyxDQUFDLGNBQWMsRUFBRSxLQUFLLEVBQUUsRUFBRSxTQUFTO0VBQ3ZELE9BQU8sQ0FBQywyQkFBMkIsRUFBRSxpQkFBaUIsbUJBQW1CLEVBQUUsS0FBSyxRQUFRLEVBQUUsT0FBTyw2Q0FBNkMsQ0FBQztBQUNqSjtBQUVBOzs7OztDQUtDLEdBQ0QsTUFBTSwyQkFBMkI7QUFFakM7Ozs7Ozs7O0NBUUMsR0FDRCxPQUFPLFNBQVMsaUJBQWlCLE9BQWUsRUFBRSxNQUFjO0VBQzlELE1BQU0sU0FBUyxRQUFRLEtBQUssQ0FBQyx3QkFBd0IsQ0FBQyxFQUFFO0VBQ3hELElBQUksQ0FBQyxRQUFRLE9BQU87RUFDcEIsTUFBTSxNQUFNLE9BQU8sUUFBUSxLQUFLLENBQUMsa0JBQWtCLENBQUMsRUFBRSxLQUNwRCxpQkFBaUI7RUFDbkIsTUFBTSxJQUFJLE9BQU87RUFDakIsTUFBTSxVQUFVLEtBQUssNEJBQTRCLElBQUksbUJBQ2pELDRDQUNBO0VBQ0osTUFBTSxPQUFPLE1BQ1QsQ0FBQyx3RUFBd0UsRUFBRSxJQUFJLG1CQUFtQixDQUFDLEdBQ25HLENBQUMsb0VBQW9FLEVBQ3JFLFdBQVcsUUFDWixDQUFDLENBQUM7RUFDTCxPQUFPLENBQUMsMkJBQTJCLEVBQUUsaUJBQWlCLG1CQUFtQixFQUFFLE9BQU8sUUFBUSxFQUFFLFNBQzFGLE1BQU0sQ0FBQyxNQUFNLEVBQUUsSUFBSSxDQUFDLENBQUMsR0FBRyxHQUN6QixFQUFFLEVBQUUsVUFBVSxLQUFLLFlBQVksQ0FBQztBQUNuQztBQUVBOzs7O0NBSUMsR0FDRCxTQUFTLGlCQUFpQixNQUFjO0VBQ3RDLElBQUk7RUFDSixJQUFJO0lBQ0YsT0FBTyxLQUFLLGdCQUFnQixDQUFDLFdBQVc7RUFDMUMsRUFBRSxPQUFNO0lBQ04sT0FBTztFQUNUO0VBQ0EsTUFBTSxRQUFRLEtBQUssS0FBSyxDQUFDLE1BQU0sUUFBUSxDQUFDLENBQUMsSUFDdkMsRUFBRSxRQUFRLENBQUMsQ0FBQyxjQUFjLEVBQUUsUUFBUTtFQUV0QyxNQUFNLE1BQU0sT0FBTyxPQUFPLE1BQU0sZ0NBQWdDLENBQUMsRUFBRTtFQUNuRSxJQUFJLENBQUMsS0FBSyxPQUFPO0VBQ2pCLElBQUk7SUFDRixNQUFNLE9BQU8sS0FBSyxnQkFBZ0IsQ0FBQyxDQUFDLE1BQU0sRUFBRSxJQUFJLFFBQVEsQ0FBQyxFQUFFLEtBQUssQ0FBQztJQUNqRSxPQUFPLEtBQUssUUFBUSxDQUFDLGVBQWUsS0FBSyxRQUFRLENBQUMsVUFBVSxNQUFNO0VBQ3BFLEVBQUUsT0FBTTtJQUNOLE9BQU87RUFDVDtBQUNGO0FBRUEsMkRBQTJELEdBQzNELElBQUksVUFBVTtBQUVkOzs7O0NBSUMsR0FDRCxPQUFPLFNBQVM7RUFDZCxPQUFPO0FBQ1Q7QUFFQTs7O0NBR0MsR0FDRCxPQUFPLGVBQWUsWUFBWSxNQUFjO0VBQzlDLElBQUk7SUFDRixnQkFBZ0I7RUFDbEIsRUFBRSxPQUFPLEtBQUs7SUFDWixJQUFJLGVBQWUsZ0JBQWdCO01BQ2pDLE1BQU0sSUFBSSxnQkFBZ0IsU0FBUyxJQUFJLE9BQU87SUFDaEQ7SUFDQSxNQUFNO0VBQ1I7RUFDQSxNQUFNLE9BQU87SUFBQztJQUFPO0lBQU07R0FBVTtFQUNyQyxNQUFNLFNBQVMsSUFBSSxJQUFJLGdCQUFnQixZQUFZLEdBQUc7RUFDdEQsSUFBSSxPQUFPLFFBQVEsS0FBSyxTQUFTO0lBQy9CLEtBQUssSUFBSSxDQUFDLFlBQVksbUJBQW1CLE9BQU8sUUFBUTtFQUMxRDtFQUNBLEtBQUssSUFBSSxDQUNQLElBQUksSUFBSSxjQUFjLFlBQVksR0FBRyxFQUFFLElBQUksRUFDM0MsWUFDQSxRQUNBO0VBRUYsTUFBTSxRQUFRLElBQUksS0FBSyxPQUFPLENBQUMsS0FBSyxRQUFRLElBQUk7SUFDOUM7SUFDQSxLQUFLO0lBQ0wsT0FBTztJQUNQLFFBQVE7SUFDUixvRUFBb0U7SUFDcEUsdURBQXVEO0lBQ3ZELFFBQVE7SUFDUixVQUFVO0VBQ1osR0FBRyxLQUFLO0VBQ1IsTUFBTSxLQUFLO0VBQ1gsTUFBTSxPQUFPLFlBQVksTUFBTSxNQUFNO0VBRXJDLElBQUksU0FBUztFQUNiLE1BQU0sTUFBTSxDQUFDLElBQUksQ0FBQyxJQUFPLFNBQVM7RUFDbEMsTUFBTSxXQUFXLEtBQUssR0FBRyxLQUFLO0VBQzlCLElBQUssSUFBSSxPQUFPLEdBQUcsS0FBSyxHQUFHLEtBQUssVUFBVSxPQUFPLEtBQUssR0FBRyxDQUFDLE9BQU8sR0FBRyxLQUFNO0lBQ3hFLElBQUk7TUFDRixDQUFDLE1BQU0sS0FBSyxPQUFPLENBQUM7UUFBRSxXQUFXO1FBQVEsTUFBTTtNQUFPLEVBQUUsRUFBRSxLQUFLO01BQy9ELEtBQUssSUFBSTtNQUNULFVBQVU7TUFDVjtJQUNGLEVBQUUsT0FBTTtJQUNOLHFCQUFxQjtJQUN2QjtJQUNBLElBQUksUUFBUTtNQUNWLDBEQUEwRDtNQUMxRCxJQUFJO1FBQ0YsQ0FBQyxNQUFNLEtBQUssT0FBTyxDQUFDO1VBQUUsV0FBVztVQUFRLE1BQU07UUFBTyxFQUFFLEVBQUUsS0FBSztRQUMvRCxLQUFLLElBQUk7UUFDVDtNQUNGLEVBQUUsT0FBTTtRQUNOLE1BQU0sTUFBTSxVQUFVLE1BQU0sS0FBSyxJQUFJLEtBQUssYUFBYTtRQUN2RCxNQUFNLElBQUksZ0JBQ1IsU0FDQSxDQUFDLDRCQUE0QixFQUFFLEtBQUs7TUFFeEM7SUFDRjtJQUNBLE1BQU0sSUFBSSxRQUFRLENBQUMsSUFBTSxXQUFXLEdBQUc7RUFDekM7RUFDQSxLQUFLLElBQUk7RUFDVCxNQUFNLElBQUksZ0JBQ1IsU0FDQSxDQUFDLHdCQUF3QixFQUFFLE9BQU8sUUFBUSxFQUN4QyxtQkFBbUIsS0FDcEIsUUFBUSxFQUFFLFdBQVcsU0FBUztBQUVuQztBQUVBLHdEQUF3RCxHQUN4RCxTQUFTLGFBQWEsTUFBYztFQUNsQyxNQUFNLE9BQU8sV0FBVztFQUN4QixJQUFJO0VBQ0osSUFBSTtJQUNGLE9BQU8sS0FBSyxnQkFBZ0IsQ0FBQztFQUMvQixFQUFFLE9BQU07SUFDTixPQUFPLENBQUMscUNBQXFDLEVBQUUsTUFBTTtFQUN2RDtFQUNBLE1BQU0sUUFBUSxLQUFLLE9BQU8sR0FBRyxLQUFLLENBQUM7RUFDbkMsTUFBTSxPQUFPLE1BQU0sUUFBUSxDQUFDLENBQUMsSUFBTSxFQUFFLFFBQVEsQ0FBQyxlQUFlLE1BQU0sRUFBRSxDQUFDLENBQUMsTUFDckU7RUFDRixPQUFPLEtBQUssT0FBTyxDQUFDLHVCQUF1QixPQUFPLENBQUMsSUFBSSxFQUFFLE1BQU07QUFDakU7QUFFQSw4REFBOEQsR0FDOUQsU0FBUyxVQUFVLElBQVk7RUFDN0IsT0FBTyxLQUFLLElBQUksR0FBRyxLQUFLLENBQUMsS0FBSyxDQUFDLEVBQUUsQ0FBQyxPQUFPLENBQUMsWUFBWTtBQUN4RDtBQUVBOzs7Q0FHQyxHQUNELFNBQVMsWUFBWSxNQUFrQztFQUlyRCxNQUFNLFNBQVMsT0FBTyxTQUFTO0VBQy9CLE1BQU0sT0FBTyxDQUFDO0lBQ1osTUFBTSxNQUFNLElBQUk7SUFDaEIsSUFBSSxNQUFNO0lBQ1YsSUFBSTtNQUNGLE1BQU8sSUFBSSxNQUFNLEdBQUcsS0FBTTtRQUN4QixNQUFNLEVBQUUsS0FBSyxFQUFFLElBQUksRUFBRSxHQUFHLE1BQU0sT0FBTyxJQUFJO1FBQ3pDLElBQUksTUFBTTtRQUNWLE9BQU8sSUFBSSxNQUFNLENBQUMsT0FBTztVQUFFLFFBQVE7UUFBSztNQUMxQztJQUNGLEVBQUUsT0FBTTtJQUNOLGtFQUFrRTtJQUNwRTtJQUNBLE9BQU87RUFDVCxDQUFDO0VBQ0QsT0FBTztJQUFFO0lBQU0sTUFBTSxJQUFNLEtBQUssT0FBTyxNQUFNLEdBQUcsS0FBSyxDQUFDLEtBQU87RUFBRztBQUNsRSJ9
// denoCacheMetadata=16658199238601865781,5347926489778621946