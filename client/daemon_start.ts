/**
 * Finds the daemon, starting it when it is not running (as tmux does on the
 * first command that needs a server).
 *
 * @module
 */

import { logPathFor } from "../server/daemon/log.ts";
import { Connection, ConnectionError } from "./connection.ts";

/** How long a starting daemon gets to open its socket. */
const START_TIMEOUT_MS = 15_000;

/**
 * Connects to the daemon at `socket`. Throws `ConnectionError`: "no-daemon"
 * when none runs; "died" when its socket was left behind by a daemon that
 * died (`kill -9`): the socket is removed, so the next start is clean.
 */
export async function connectExisting(
  socket: string,
  client = "cli",
): Promise<Connection> {
  try {
    return await Connection.open(socket, client);
  } catch (err) {
    if (err instanceof ConnectionError && err.kind === "stale") {
      throw removeStaleSocket(socket);
    }
    throw err;
  }
}

/**
 * Connects to the daemon at `socket`, starting one when none runs. A daemon
 * that had died is replaced; `onDied` hears about it (the CLI says so).
 * Throws `ConnectionError` ("start" when the daemon cannot start).
 */
export async function connectOrStart(
  socket: string,
  client = "cli",
  onDied: (died: ConnectionError) => void = () => {},
): Promise<Connection> {
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
 */
function removeStaleSocket(socket: string): ConnectionError {
  try {
    if (!Deno.lstatSync(socket).isSocket) {
      return new ConnectionError(
        "denied",
        `${socket} is not a socket; remove it or pick another socket`,
      );
    }
    Deno.removeSync(socket);
  } catch (err) {
    if (!(err instanceof Deno.errors.NotFound)) {
      return new ConnectionError(
        "died",
        `The berth daemon on ${socket} has died, and its socket cannot be removed: ${
          (err as Error).message
        }`,
      );
    }
  }
  return new ConnectionError(
    "died",
    `The berth daemon on ${socket} had died; removed its socket (its log: ${
      logPathFor(socket)
    })`,
  );
}

/** Starts a daemon on `socket` and waits until it accepts connections. */
async function startDaemon(socket: string): Promise<void> {
  // Loaded here, not at the top: it needs node:path, whose loading costs
  // every command about 7 ms of CPU, and only a start checks the directory.
  const { ensureSocketDir, SocketDirError } = await import(
    "../server/daemon/socket_dir.ts"
  );
  try {
    ensureSocketDir(socket);
  } catch (err) {
    if (err instanceof SocketDirError) {
      throw new ConnectionError("start", err.message);
    }
    throw err;
  }
  const args = ["run", "-A", "--quiet"];
  const config = new URL("../deno.json", import.meta.url);
  if (config.protocol === "file:") args.push("--config", config.pathname);
  args.push(
    new URL("../main.ts", import.meta.url).href,
    "--socket",
    socket,
    "__daemon",
  );
  const child = new Deno.Command(Deno.execPath(), {
    args,
    stdin: "null",
    stdout: "null",
    // Read until it listens: a daemon that cannot start says why there,
    // even when it could not create its log (a full disk).
    stderr: "piped",
    detached: true, // setsid: the daemon outlives this terminal
  }).spawn();
  child.unref();
  const said = collectText(child.stderr);

  let exited = false;
  child.status.then(() => (exited = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (let wait = 5; Date.now() < deadline; wait = Math.min(wait * 2, 100)) {
    try {
      (await Deno.connect({ transport: "unix", path: socket })).close();
      said.stop();
      return;
    } catch {
      // Not listening yet.
    }
    if (exited) {
      // Another client may have won the race to start a daemon.
      try {
        (await Deno.connect({ transport: "unix", path: socket })).close();
        said.stop();
        return;
      } catch {
        const why = firstLine(await said.text) || lastLogError(socket);
        throw new ConnectionError(
          "start",
          `The daemon failed to start: ${why}`,
        );
      }
    }
    await new Promise((r) => setTimeout(r, wait));
  }
  said.stop();
  throw new ConnectionError(
    "start",
    `The daemon did not open ${socket} within ${
      START_TIMEOUT_MS / 1000
    } s; see ${logPathFor(socket)}`,
  );
}

/** The daemon's last logged error, for a failed start. */
function lastLogError(socket: string): string {
  const path = logPathFor(socket);
  let text: string;
  try {
    text = Deno.readTextFileSync(path);
  } catch {
    return `it said nothing, and wrote no log at ${path}`;
  }
  const lines = text.trimEnd().split("\n");
  const last = lines.findLast((l) => l.includes(" error ")) ?? lines.at(-1) ??
    "";
  return last.replace(/^\S+ error \[\d+\] /, "") || `see ${path}`;
}

/** The daemon's first line on stderr, without its "berth: ". */
function firstLine(text: string): string {
  return text.trim().split("\n")[0].replace(/^berth: /, "");
}

/**
 * Collects what a stream says (its first 4 KiB); `stop()` lets go of it,
 * so that a daemon that started fine does not keep this process waiting.
 */
function collectText(stream: ReadableStream<Uint8Array>): {
  text: Promise<string>;
  stop(): void;
} {
  const reader = stream.getReader();
  const text = (async () => {
    const dec = new TextDecoder();
    let out = "";
    try {
      while (out.length < 4096) {
        const { value, done } = await reader.read();
        if (done) break;
        out += dec.decode(value, { stream: true });
      }
    } catch {
      // Cancelled, or the pipe broke: what came so far is all there is.
    }
    return out;
  })();
  return { text, stop: () => void reader.cancel().catch(() => {}) };
}
