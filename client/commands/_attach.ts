/**
 * What `new`, `attach` and the bare `berth` share: the prefix key option and
 * handing the terminal to the attach client.
 *
 * @module
 */

import type { SessionInfo } from "../../protocol/messages.ts";
import type { Connection } from "../connection.ts";
import { UserError } from "./command.ts";
import { requestOrFail } from "./_request.ts";

/**
 * The `--prefix` option's text for the usages of attaching commands, its
 * description starting at column `col` to line up with the other options.
 */
export function prefixUsage(col: number): string {
  const pad = " ".repeat(col);
  return [
    "  --prefix KEY".padEnd(col) +
    "prefix key, tmux-style name (default C-b, or $BERTH_PREFIX);",
    `${pad}prefix then d detaches, prefix then [ (or PageUp) scrolls`,
    `${pad}back through the history (q leaves), prefix twice sends`,
    `${pad}the prefix`,
  ].join("\n");
}

/**
 * The `--clipboard` option's text for the usages of attaching commands,
 * lined up as `prefixUsage` does.
 */
export function clipboardUsage(col: number): string {
  const pad = " ".repeat(col);
  return [
    "  --clipboard".padEnd(col) +
    "let programs in the session set this terminal's clipboard",
    `${pad}(OSC 52; also BERTH_CLIPBOARD=1); off by default`,
  ].join("\n");
}

/**
 * Whether the user opted in to clipboard writes: `--clipboard`, or
 * `BERTH_CLIPBOARD` set to 1 (or true, yes, on).
 */
export function clipboardFrom(option: boolean | undefined): boolean {
  if (option) return true;
  const env = (Deno.env.get("BERTH_CLIPBOARD") ?? "").trim().toLowerCase();
  return ["1", "true", "yes", "on"].includes(env);
}

/**
 * The prefix byte from `--prefix`, `$BERTH_PREFIX` or the default C-b. The
 * attach client is loaded here, only by the commands that attach.
 */
export async function prefixFrom(option: string | undefined): Promise<number> {
  const name = option ?? Deno.env.get("BERTH_PREFIX") ?? "C-b";
  const { parsePrefix } = await import("../attach/mod.ts");
  try {
    return parsePrefix(name);
  } catch (err) {
    throw new UserError((err as Error).message);
  }
}

/**
 * Fails unless stdin and stdout are a terminal the client can take over;
 * `hint` says what to do instead (each command has its own way).
 */
export function needTerminal(what: string, hint: string): void {
  if (!Deno.stdin.isTerminal() || !Deno.stdout.isTerminal()) {
    throw new UserError(`${what} needs a terminal; run it from one, ${hint}`);
  }
}

/** Refuses to attach a session to itself (endless mirror). */
export function refuseSelfAttach(socket: string, name: string): void {
  const inside = Deno.env.get("BERTH");
  if (inside === `${socket},${name}`) {
    throw new UserError(
      `Already inside session ${name}; detach first or pick another session`,
    );
  }
}

/**
 * Attaches and returns the attach client's exit code. The session is looked
 * up first (without a name: the most recently active one, as the daemon
 * picks it), so that a wrong name, or the session this runs inside, is a
 * one-line error before the terminal changes at all.
 */
export async function attachAndWait(
  conn: Connection,
  socket: string,
  opts: {
    name?: string;
    readOnly: boolean;
    prefix: number;
    clipboard?: boolean;
  },
): Promise<number> {
  const { sessions } = await requestOrFail(conn, { op: "ls" });
  const name = opts.name ?? mostRecent(sessions);
  if (name === undefined) {
    throw new UserError("No sessions to attach to (berth new starts one)");
  }
  if (!sessions.some((s) => s.name === name)) {
    throw new UserError(`No session named ${name} (berth ls lists them)`);
  }
  refuseSelfAttach(socket, name);
  needTerminal("berth attach", "or print its screen with berth capture");
  const { attachSession } = await import("../attach/mod.ts");
  // Until the config file's `mode-keys` exists: $BERTH_MODE_KEYS, else vi.
  const { parseModeKeys } = await import("../attach/copy_keys.ts");
  const modeKeys = parseModeKeys(Deno.env.get("BERTH_MODE_KEYS"));
  const result = await attachSession(conn, { modeKeys, ...opts, name });
  return result.exitCode;
}

/** The live session that was active last, as the daemon's attach picks. */
function mostRecent(sessions: SessionInfo[]): string | undefined {
  let best: SessionInfo | undefined;
  for (const s of sessions) {
    if (!s.exit && (!best || s.lastActive > best.lastActive)) best = s;
  }
  return best?.name;
}
