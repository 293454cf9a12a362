/**
 * Checks that a decoded body is a well-formed client message before the
 * daemon acts on it. Everything a client sends passes through
 * `parseClientMessage`; a `ProtocolError` drops that client and nothing else.
 *
 * @module
 */

import { MAX_BASE_INDEX } from "./options.ts";
import { PROMPT_TYPES } from "./prompt_history.ts";
import {
  type ClientMsg,
  type CopyModeState,
  type ErrorCode,
  MAX_HISTORY_ROWS,
  MAX_PREVIEW_ROWS,
  MAX_RUN_OUTPUT,
  type RequestMsg,
  SESSION_OPTIONS,
} from "./messages.ts";
import {
  MAX_FORMAT,
  MAX_LAYOUT_STRING,
  MAX_SCROLLBACK,
  MAX_SIDE,
  MAX_STRING_ITEM,
  MAX_TIMEOUT_MS,
} from "./limits.ts";
import {
  isUserOption,
  keyTableProblem,
  MAX_TEXT,
  SESSION_SETTINGS,
  USER_TABLES,
  WINDOW_SETTINGS,
} from "./options.ts";
import {
  checkBufferName,
  checkChannelName,
  checkEnvName,
  checkSessionName,
  checkTarget,
  MAX_CHANNEL,
  MAX_ENV_NAME,
  MAX_NAME,
} from "./names.ts";

// Moved to their own modules so that the CLI loads them without this
// file (and the regular expression engine it pulls in); re-exported here
// for the daemon's imports.
export * from "./names.ts";
export * from "./osc_safe.ts";

/** A client broke the protocol; the daemon tells it why and hangs up. */
export class ProtocolError extends Error {
  constructor(message: string, readonly code: ErrorCode = "protocol") {
    super(message);
    this.name = "ProtocolError";
  }
}

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v) &&
    !(v instanceof Uint8Array);
}

function fail(message: string): never {
  throw new ProtocolError(message);
}

function int(o: Obj, key: string, min: number, max: number): number {
  const v = o[key];
  if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) {
    fail(`Field ${key} must be an integer from ${min} to ${max}`);
  }
  return v;
}

function optInt(o: Obj, key: string, min: number, max: number) {
  return o[key] === undefined ? undefined : int(o, key, min, max);
}

function str(o: Obj, key: string, maxLen = 4096, what?: string): string {
  const v = o[key];
  const why = `Field ${key} must be a string of at most ${maxLen} characters`;
  if (typeof v !== "string") fail(why);
  if (v.length > maxLen) {
    // Text a user typed, too long: an answer, not a hang-up (a wrong type
    // is a client's mistake, and drops it).
    throw new ProtocolError(
      what ? `${what} is longer than ${maxLen} characters` : why,
      "bad-request",
    );
  }
  return v;
}

function optStr(o: Obj, key: string, maxLen = 4096, what?: string) {
  return o[key] === undefined ? undefined : str(o, key, maxLen, what);
}

function optBool(o: Obj, key: string): boolean | undefined {
  const v = o[key];
  if (v !== undefined && typeof v !== "boolean") {
    fail(`Field ${key} must be a boolean`);
  }
  return v;
}

function bytes(o: Obj, key: string): Uint8Array {
  const v = o[key];
  if (!(v instanceof Uint8Array)) fail(`Field ${key} must be binary`);
  return v;
}

function strList(o: Obj, key: string): string[] | undefined {
  const v = o[key];
  if (v === undefined) return undefined;
  if (
    !Array.isArray(v) || v.length > 4096 ||
    !v.every((s) => typeof s === "string" && s.length <= MAX_STRING_ITEM)
  ) {
    fail(`Field ${key} must be a list of strings`);
  }
  return v as string[];
}

function strMap(o: Obj, key: string): Record<string, string> | undefined {
  const v = o[key];
  if (v === undefined) return undefined;
  if (
    !isObj(v) ||
    !Object.values(v).every((s) =>
      typeof s === "string" && s.length <= MAX_STRING_ITEM
    )
  ) {
    fail(`Field ${key} must be a map of strings`);
  }
  return v as Record<string, string>;
}

function sessionName(o: Obj, key = "name"): string {
  const name = str(o, key, MAX_NAME * 2, "Session name"); // UTF-16 units
  const why = checkSessionName(name);
  if (why) throw new ProtocolError(why, "bad-request");
  return name;
}

/** A request's target: a session, or one of its windows or panes. */
function targetName(o: Obj, key = "name"): string {
  const name = str(o, key, MAX_NAME * 2 + 16, "Target");
  const why = checkTarget(name);
  if (why) throw new ProtocolError(why, "bad-request");
  return name;
}

const WAIT_FOR_MODES = ["wait", "signal", "lock", "unlock"] as const;

const ENV_MODES = ["set", "unset", "remove"] as const;

/** An environment variable's name (`checkEnvName`). */
function envName(o: Obj): string {
  const name = str(o, "variable", MAX_ENV_NAME);
  const why = checkEnvName(name);
  if (why) throw new ProtocolError(why, "bad-request");
  return name;
}

/** A `wait-for` channel's name (`checkChannelName`). */
function channelName(o: Obj): string {
  const name = str(o, "channel", MAX_CHANNEL * 2); // UTF-16 units
  const why = checkChannelName(name);
  if (why) throw new ProtocolError(why, "bad-request");
  return name;
}

function bufferName(o: Obj): string | undefined {
  if (o.buffer === undefined) return undefined;
  const name = str(o, "buffer", 64);
  const why = checkBufferName(name);
  if (why) throw new ProtocolError(why, "bad-request");
  return name;
}

function parseRequest(o: Obj): RequestMsg {
  const id = int(o, "id", 0, 2 ** 31);
  const op = str(o, "op", 32);
  switch (op) {
    case "new":
      return {
        t: "req",
        id,
        op,
        name: o.name === undefined ? undefined : sessionName(o),
        cmd: strList(o, "cmd"),
        cwd: optStr(o, "cwd"),
        env: strMap(o, "env"),
        baseEnv: strMap(o, "baseEnv"),
        cols: int(o, "cols", 1, MAX_SIDE),
        rows: int(o, "rows", 1, MAX_SIDE),
        keep: optBool(o, "keep"),
        scrollback: optInt(o, "scrollback", 0, MAX_SCROLLBACK),
        tied: optBool(o, "tied"),
      };
    case "ls":
      return { t: "req", id, op, format: optStr(o, "format", MAX_FORMAT) };
    case "kill-server":
    case "options":
      return { t: "req", id, op };
    case "prompt-history":
      return {
        t: "req",
        id,
        op,
        type: oneOf(o, "type", PROMPT_TYPES),
        add: optStr(o, "add", MAX_STRING_ITEM),
        clear: optBool(o, "clear"),
      };
    case "set-global": {
      const option = str(o, "option", 64);
      const value = o.value;
      if (
        typeof value !== "boolean" && typeof value !== "number" &&
        (typeof value !== "string" || value.length > MAX_STRING_ITEM)
      ) {
        fail("Field value must be text, a number or true/false");
      }
      return {
        t: "req",
        id,
        op,
        option,
        value,
        append: optBool(o, "append"),
        unset: optBool(o, "unset"),
        table: oneOf(o, "table", USER_TABLES),
      };
    }
    case "source-file":
      return { t: "req", id, op, path: optStr(o, "path") };
    case "bind-key":
      return {
        t: "req",
        id,
        op,
        table: keyTable(o),
        key: optStr(o, "key", 64),
        command: optStr(o, "command", MAX_TEXT),
        repeat: optBool(o, "repeat"),
        note: optStr(o, "note", MAX_TEXT),
        all: strList(o, "all"),
      };
    case "attach":
      return {
        t: "req",
        id,
        op,
        name: o.name === undefined ? undefined : sessionName(o),
        readOnly: optBool(o, "readOnly"),
        clipboard: optBool(o, "clipboard"),
        detachOthers: optBool(o, "detachOthers"),
        cols: int(o, "cols", 1, MAX_SIDE),
        rows: int(o, "rows", 1, MAX_SIDE),
        resume: parseResume(o.resume),
        tty: optStr(o, "tty", 256),
        pid: optInt(o, "pid", 0, 2 ** 31),
        pinned: optBool(o, "pinned"),
      };
    case "attach-tty":
      return {
        t: "req",
        id,
        op,
        name: o.name === undefined ? undefined : sessionName(o),
        readOnly: optBool(o, "readOnly"),
        detachOthers: optBool(o, "detachOthers"),
        prefix: optStr(o, "prefix", 64),
        clipboard: optBool(o, "clipboard"),
        tty: str(o, "tty", 256),
        rdev: int(o, "rdev", 0, Number.MAX_SAFE_INTEGER),
        dev: int(o, "dev", 0, Number.MAX_SAFE_INTEGER),
        pid: int(o, "pid", 0, 2 ** 31),
        term: optStr(o, "term", 256),
        resume: optStr(o, "resume", 256),
        env: strMap(o, "env"),
        cwd: optStr(o, "cwd"),
        waiter: optBool(o, "waiter"),
        modes: optStr(o, "modes", 512),
      };
    case "switch-client":
      return {
        t: "req",
        id,
        op,
        name: o.name === undefined ? undefined : targetName(o),
        to: oneOf(o, "to", ["next", "previous", "last"] as const),
        client: o.client === undefined ? undefined : sessionName(o, "client"),
        from: o.from === undefined ? undefined : sessionName(o, "from"),
      };
    case "preview":
      return {
        t: "req",
        id,
        op,
        name: targetName(o),
        rows: int(o, "rows", 1, MAX_PREVIEW_ROWS),
      };
    case "find-window":
      return {
        t: "req",
        id,
        op,
        match: str(o, "match", 4096),
        content: optBool(o, "content"),
        name: optBool(o, "name"),
        title: optBool(o, "title"),
        regex: optBool(o, "regex"),
        ignoreCase: optBool(o, "ignoreCase"),
      };
    case "display-message":
      return {
        t: "req",
        id,
        op,
        name: targetName(o),
        format: str(o, "format", MAX_FORMAT),
        print: optBool(o, "print"),
        client: o.client === undefined ? undefined : sessionName(o, "client"),
      };
    case "popup": {
      const cmd = strList(o, "cmd");
      if (cmd && cmd.length === 0) fail("Popup's cmd is empty");
      return {
        t: "req",
        id,
        op,
        name: targetName(o),
        popup: int(o, "popup", 0, 2 ** 31),
        cmd,
        cwd: optStr(o, "cwd"),
        env: strMap(o, "env"),
        cols: int(o, "cols", 1, MAX_SIDE),
        rows: int(o, "rows", 1, MAX_SIDE),
      };
    }
    case "display-popup":
      return {
        t: "req",
        id,
        op,
        name: targetName(o),
        client: o.client === undefined ? undefined : sessionName(o, "client"),
        args: strList(o, "args") ?? [],
      };
    case "client-command":
      return {
        t: "req",
        id,
        op,
        name: targetName(o),
        client: o.client === undefined ? undefined : sessionName(o, "client"),
        line: str(o, "line", MAX_STRING_ITEM),
        ...(o.untilClosed === true ? { untilClosed: true } : {}),
      };
    case "list-clients":
      return {
        t: "req",
        id,
        op,
        name: o.name === undefined ? undefined : sessionName(o),
        format: optStr(o, "format", MAX_FORMAT),
      };
    case "upgrade": {
      const argv = strList(o, "argv");
      if (!argv?.length) fail("upgrade needs argv");
      return { t: "req", id, op, argv };
    }
    case "kill": // a target: the session it names (kill-session -t s:1)
      return {
        t: "req",
        id,
        op,
        name: targetName(o),
        others: optBool(o, "others"),
      };
    case "detach-client": // a session's name, or a client's (its tty)
    case "suspend-client": // a client's name
      return { t: "req", id, op, name: sessionName(o) };
    case "lock":
      return {
        t: "req",
        id,
        op,
        name: o.name === undefined
          ? undefined
          : o.client === true
          ? sessionName(o)
          : targetName(o),
        client: optBool(o, "client"),
      };
    case "events":
      return { t: "req", id, op, name: targetName(o) };
    case "rename":
      return {
        t: "req",
        id,
        op,
        name: targetName(o),
        newName: sessionName(o, "newName"),
      };
    case "send":
      return {
        t: "req",
        id,
        op,
        name: targetName(o),
        data: bytes(o, "data"),
        cursorKeysData: o.cursorKeysData === undefined
          ? undefined
          : bytes(o, "cursorKeysData"),
        keypadData: o.keypadData === undefined
          ? undefined
          : bytes(o, "keypadData"),
        keypadCursorKeysData: o.keypadCursorKeysData === undefined
          ? undefined
          : bytes(o, "keypadCursorKeysData"),
        paste: optBool(o, "paste"),
        follows: optBool(o, "follows"),
      };
    case "resize":
      return {
        t: "req",
        id,
        op,
        name: targetName(o),
        cols: int(o, "cols", 1, MAX_SIDE),
        rows: int(o, "rows", 1, MAX_SIDE),
      };
    case "capture":
      return {
        t: "req",
        id,
        op,
        name: targetName(o),
        scrollback: optInt(o, "scrollback", -1, MAX_SCROLLBACK),
        lines: oneOf(o, "lines", ["text", "ansi"] as const),
        join: o.join === "rows" ? "rows" : optBool(o, "join"),
        trailing: optBool(o, "trailing"),
        alternate: optBool(o, "alternate"),
      };
    case "wait":
      return parseWait(o, id);
    case "history":
      return {
        t: "req",
        id,
        op,
        // A pane target too: copy mode stays on the pane it began in.
        name: targetName(o),
        // Negative starts reach down into the screen's rows.
        start: int(o, "start", -MAX_SIDE, 2 ** 31),
        count: int(o, "count", 0, MAX_HISTORY_ROWS),
        pushed: optInt(o, "pushed", 0, Number.MAX_SAFE_INTEGER),
        search: optStr(o, "search", MAX_COPY_SEARCH),
      };
    case "list-buffers":
      return { t: "req", id, op };
    case "show-buffer":
    case "delete-buffer":
      return { t: "req", id, op, buffer: bufferName(o) };
    case "set-buffer":
      return {
        t: "req",
        id,
        op,
        buffer: bufferName(o),
        data: bytes(o, "data"),
      };
    case "paste-buffer":
      return { t: "req", id, op, buffer: bufferName(o), name: targetName(o) };
    case "wait-for":
      return {
        t: "req",
        id,
        op,
        channel: channelName(o),
        mode: oneOf(o, "mode", WAIT_FOR_MODES) ?? fail("Field mode is missing"),
        timeoutMs: optInt(o, "timeoutMs", 0, MAX_TIMEOUT_MS),
      };
    case "run-shell":
      return {
        t: "req",
        id,
        op,
        command: str(o, "command", MAX_STRING_ITEM),
        name: o.name === undefined ? undefined : targetName(o),
        cwd: optStr(o, "cwd"),
        background: optBool(o, "background"),
        view: optBool(o, "view"),
        input: o.input === undefined ? undefined : bytes(o, "input"),
      };
    case "if-shell":
      return {
        t: "req",
        id,
        op,
        test: str(o, "test", MAX_STRING_ITEM),
        then: str(o, "then", MAX_STRING_ITEM),
        else: optStr(o, "else", MAX_STRING_ITEM),
        name: o.name === undefined ? undefined : targetName(o),
        cwd: optStr(o, "cwd"),
      };
    case "set-environment": {
      const mode = oneOf(o, "mode", ENV_MODES) ?? fail("Field mode is missing");
      const value = optStr(o, "value", MAX_STRING_ITEM);
      if ((mode === "set") !== (value !== undefined)) {
        fail("Field value goes with mode set, and only with it");
      }
      if (value?.includes("\0")) {
        // No process's environment can hold it.
        throw new ProtocolError(
          "A variable's value holds a NUL",
          "bad-request",
        );
      }
      return {
        t: "req",
        id,
        op,
        name: o.name === undefined ? undefined : targetName(o),
        global: optBool(o, "global"),
        variable: envName(o),
        mode,
        value,
      };
    }
    case "show-environment":
      return {
        t: "req",
        id,
        op,
        name: o.name === undefined ? undefined : targetName(o),
        global: optBool(o, "global"),
        variable: o.variable === undefined ? undefined : envName(o),
      };
    case "set-hook":
    case "show-hooks":
      return parseHookRequest(o, id, op);
    default:
      if (PANE_OPS.has(op)) return parsePaneRequest(o, id, op);
      fail(`Unknown request op "${op}"`);
  }
}

const HOOK_SCOPES = ["global", "session", "window", "pane"] as const;

/** `set-hook` and `show-hooks` (conversation step 39). */
function parseHookRequest(
  o: Obj,
  id: number,
  op: "set-hook" | "show-hooks",
): RequestMsg {
  const scope = oneOf(o, "scope", HOOK_SCOPES) ??
    fail("Field scope is missing");
  const name = o.name === undefined ? undefined : targetName(o);
  if (op === "show-hooks") {
    return {
      t: "req",
      id,
      op,
      scope,
      name,
      hook: optStr(o, "hook", 256),
      windows: optBool(o, "windows"),
    };
  }
  return {
    t: "req",
    id,
    op,
    scope,
    name,
    hook: str(o, "hook", 256),
    command: optStr(o, "command", MAX_STRING_ITEM),
    append: optBool(o, "append"),
    unset: optBool(o, "unset"),
    run: optBool(o, "run"),
  };
}

const PANE_OPS = new Set([
  "split-window",
  "new-window",
  "select-window",
  "select-pane",
  "kill-pane",
  "kill-window",
  "rename-window",
  "resize-pane",
  "swap-pane",
  "rotate-window",
  "break-pane",
  "respawn-pane",
  "respawn-window",
  "clear-history",
  "reset-pane",
  "pipe-pane",
  "swap-window",
  "move-window",
  "join-pane",
  "select-layout",
  "set-option",
  "list-windows",
  "list-panes",
  "window-options",
]);

/**
 * A target (`name`, or another field such as `source`): a session name's
 * characters, plus `%` of `SESSION:%N`.
 */

/** A request's `current`: "" (outside any session), or a target. */
function currentTarget(o: Obj): string {
  return o.current === "" ? "" : targetName(o, "current");
}

/** `o[key]` if it is one of `allowed` (or absent when not `required`). */
// Field `table`: a key table's name (a built-in one or the user's).
function keyTable(o: Obj): string {
  if (o.table === undefined) fail("Field table is missing");
  const v = str(o, "table", 64);
  const why = keyTableProblem(v);
  if (why !== undefined) fail(`Field table: ${why}`);
  return v;
}

function oneOf<T extends string>(
  o: Obj,
  key: string,
  allowed: readonly T[],
): T | undefined {
  if (o[key] === undefined) return undefined;
  const v = str(o, key, 32) as T;
  if (!allowed.includes(v)) fail(`Field ${key} must be one of ${allowed}`);
  return v;
}

/** The window and pane requests (see `PaneRequest`); one shape each. */
function parsePaneRequest(o: Obj, id: number, op: string): RequestMsg {
  const base = { t: "req" as const, id, name: targetName(o) };
  const dirs = ["L", "R", "U", "D"] as const;
  switch (op) {
    case "split-window":
      return {
        ...base,
        op,
        kind: oneOf(o, "kind", ["lr", "tb"] as const) ?? "tb",
        size: optInt(o, "size", 1, MAX_SIDE),
        percent: optInt(o, "percent", 1, 99),
        before: optBool(o, "before"),
        cmd: strList(o, "cmd"),
        cwd: optStr(o, "cwd"),
        env: strMap(o, "env"),
        detached: optBool(o, "detached"),
      };
    case "new-window":
      return {
        ...base,
        op,
        windowName: optStr(o, "windowName", MAX_NAME, "Window name"),
        cmd: strList(o, "cmd"),
        cwd: optStr(o, "cwd"),
        env: strMap(o, "env"),
        detached: optBool(o, "detached"),
        insert: oneOf(o, "insert", ["after", "before"] as const),
        kill: optBool(o, "kill"),
      };
    case "select-window":
      return {
        ...base,
        op,
        to: oneOf(o, "to", ["next", "previous", "last"] as const),
        alert: optBool(o, "alert"),
      };
    case "select-pane":
      return {
        ...base,
        op,
        to: oneOf(o, "to", [...dirs, "next", "previous", "last"] as const),
        zoom: optBool(o, "zoom"),
        title: optStr(o, "title", MAX_FORMAT),
        mark: oneOf(o, "mark", ["set", "clear"] as const),
      };
    case "rename-window":
      return {
        ...base,
        op,
        newName: str(o, "newName", MAX_NAME, "Window name"),
      };
    case "resize-pane":
      return {
        ...base,
        op,
        dir: oneOf(o, "dir", dirs),
        amount: optInt(o, "amount", 1, MAX_SIDE),
        width: optInt(o, "width", 1, MAX_SIDE),
        height: optInt(o, "height", 1, MAX_SIDE),
        border: optBool(o, "border"),
        zoom: optBool(o, "zoom"),
      };
    case "swap-pane":
      return {
        ...base,
        op,
        to: oneOf(o, "to", ["previous", "next"] as const) ?? "next",
        source: o.source === undefined ? undefined : targetName(o, "source"),
        marked: optBool(o, "marked"),
        detached: optBool(o, "detached"),
      };
    case "rotate-window":
      return {
        ...base,
        op,
        down: optBool(o, "down"),
        zoom: optBool(o, "zoom"),
      };
    case "swap-window":
      return {
        ...base,
        op,
        source: targetName(o, "source"),
        marked: optBool(o, "marked"),
        detached: optBool(o, "detached"),
      };
    case "move-window":
      return {
        ...base,
        op,
        source: targetName(o, "source"),
        detached: optBool(o, "detached"),
        kill: optBool(o, "kill"),
        renumber: optBool(o, "renumber"),
      };
    case "join-pane":
      return {
        ...base,
        op,
        source: targetName(o, "source"),
        kind: oneOf(o, "kind", ["lr", "tb"] as const) ?? "tb",
        size: optInt(o, "size", 1, MAX_SIDE),
        percent: optInt(o, "percent", 1, 99),
        before: optBool(o, "before"),
        detached: optBool(o, "detached"),
        marked: optBool(o, "marked"),
      };
    case "select-layout":
      return {
        ...base,
        op,
        layout: optStr(o, "layout", MAX_LAYOUT_STRING),
        next: optBool(o, "next"),
        previous: optBool(o, "previous"),
        spread: optBool(o, "spread"),
        old: optBool(o, "old"),
      };
    case "set-option":
      return {
        ...base,
        op,
        option:
          (typeof o.option === "string" && isUserOption(o.option)
            ? o.option
            : oneOf(o, "option", [
              ...SESSION_OPTIONS,
              ...WINDOW_SETTINGS,
              ...SESSION_SETTINGS,
            ])) ??
            fail("Field option is required"),
        level: oneOf(o, "level", ["window", "pane"] as const),
        on: optBool(o, "on") ?? true,
        toggle: optBool(o, "toggle"),
        value: optInt(o, "value", 0, MAX_BASE_INDEX),
        text: optStr(o, "text", MAX_TEXT),
        append: optBool(o, "append"),
        unset: optBool(o, "unset"),
      };
    case "respawn-pane":
    case "respawn-window":
      return {
        ...base,
        op,
        kill: optBool(o, "kill"),
        cmd: strList(o, "cmd"),
        cwd: optStr(o, "cwd"),
        env: strMap(o, "env"),
      };
    case "kill-pane":
    case "kill-window":
      return { ...base, op, others: optBool(o, "others") };
    case "clear-history":
    case "reset-pane":
      return { ...base, op };
    case "break-pane":
      return {
        ...base,
        op,
        to: o.to === undefined ? undefined : targetName(o, "to"),
        windowName: optStr(o, "windowName", MAX_NAME, "Window name"),
        detached: optBool(o, "detached"),
      };
    case "pipe-pane":
      return {
        ...base,
        op,
        command: optStr(o, "command", MAX_STRING_ITEM),
        input: optBool(o, "input"),
        output: optBool(o, "output"),
        toggle: optBool(o, "toggle"),
      };
    case "list-windows":
    case "list-panes":
      return { ...base, op, format: optStr(o, "format", MAX_FORMAT) };
    case "window-options":
      return { ...base, op };
    default:
      fail(`Unknown request op "${op}"`);
  }
}

// An attach request's `resume`: a token the daemon made, the last frame drawn.
/** The longest search a copy mode state carries (tmux's prompt is shorter). */
const MAX_COPY_SEARCH = 1024;

/**
 * A copy mode state (conversation step 32), checked: numbers are line
 * numbers and cells, the search a bounded text; the daemon only keeps it
 * (across `berth upgrade` too) and passes it on. Throws ProtocolError.
 */
export function copyModeState(v: unknown): CopyModeState {
  if (!isObj(v)) fail("Field state must be a map or null");
  const LINE = Number.MAX_SAFE_INTEGER;
  const point = (key: string): [number, number] | undefined => {
    const p = v[key];
    if (p === undefined) return undefined;
    if (
      !Array.isArray(p) || p.length < 2 ||
      !p.slice(0, 2).every((n) =>
        typeof n === "number" && Number.isInteger(n) && Math.abs(n) <= LINE
      ) || p[1] < 0 || p[1] > MAX_SIDE
    ) fail(`Field ${key} must be a line and a cell`);
    return [p[0], p[1]];
  };
  const state: CopyModeState = {
    pushed: int(v, "pushed", 0, LINE),
    cols: int(v, "cols", 1, MAX_SIDE),
    screenRows: int(v, "screenRows", 1, MAX_SIDE),
    top: int(v, "top", -LINE, LINE),
    cursor: point("cursor") ?? fail("Field cursor is missing"),
  };
  const sel = v.selection;
  if (sel !== undefined) {
    const [line, x] = point("selection")!;
    const mode = (sel as unknown[])[2];
    if (mode !== "char" && mode !== "line" && mode !== "rect") {
      fail("Field selection must end in char, line or rect");
    }
    state.selection = [line, x, mode];
  }
  const mark = point("mark");
  if (mark) state.mark = mark;
  const search = v.search;
  if (search !== undefined) {
    if (
      !Array.isArray(search) || typeof search[0] !== "string" ||
      search[0].length > MAX_COPY_SEARCH ||
      (search[1] !== "up" && search[1] !== "down")
    ) fail("Field search must be a query and up or down");
    state.search = [search[0], search[1]];
  }
  for (
    const key of ["rect", "marks", "hidePosition", "exitAtBottom"] as const
  ) {
    if (optBool(v, key)) state[key] = true;
  }
  return state;
}

function parseResume(v: unknown): { token: string; seq: number } | undefined {
  if (v === undefined) return undefined;
  if (!isObj(v)) fail("Field resume must be {token, seq}");
  return {
    token: str(v, "token", 64),
    seq: int(v, "seq", 0, Number.MAX_SAFE_INTEGER),
  };
}

function parseWait(o: Obj, id: number): RequestMsg {
  let text: { source: string; flags: string } | undefined;
  if (o.text !== undefined) {
    if (!isObj(o.text)) fail("Field text must be {source, flags}");
    const source = str(o.text, "source", 4096);
    // The pattern itself is compiled by the daemon's wait, which loads
    // the RE2 engine on first use.
    const flags = str(o.text, "flags", 8);
    text = { source, flags };
  }
  const req = {
    t: "req" as const,
    id,
    op: "wait" as const,
    name: targetName(o),
    text,
    idleMs: optInt(o, "idleMs", 0, MAX_TIMEOUT_MS),
    fresh: optBool(o, "fresh"),
    exit: optBool(o, "exit"),
    tie: optBool(o, "tie"),
    timeoutMs: optInt(o, "timeoutMs", 0, MAX_TIMEOUT_MS),
    underWayMs: optInt(o, "underWayMs", 0, MAX_TIMEOUT_MS),
  };
  const conditions = [text, req.idleMs, req.exit].filter((c) =>
    c !== undefined && c !== false
  );
  if (conditions.length !== 1) {
    throw new ProtocolError(
      "Wait needs exactly one of text, idleMs or exit",
      "bad-request",
    );
  }
  if (req.fresh && !text) {
    throw new ProtocolError("Wait's fresh goes with text", "bad-request");
  }
  return req;
}

/**
 * Turns a decoded body into a typed client message, or throws
 * `ProtocolError`. Only shape is checked here; whether the message may come
 * now (order) is the connection's business.
 */
export function parseClientMessage(body: unknown): ClientMsg {
  if (!isObj(body)) fail("Message must be a map");
  const t = body.t;
  switch (t) {
    case "hello":
      return {
        t,
        version: int(body, "version", 0, 2 ** 31),
        client: str(body, "client", 64),
      };
    case "req": {
      const req = parseRequest(body);
      if (body.current !== undefined) req.current = currentTarget(body);
      if (body.part === true) req.part = true;
      return req;
    }
    case "input":
      return {
        t,
        data: bytes(body, "data"),
        seq: optInt(body, "seq", 1, Number.MAX_SAFE_INTEGER),
      };
    case "beat":
    case "bye":
      return { t };
    case "resize":
      return {
        t,
        cols: int(body, "cols", 1, MAX_SIDE),
        rows: int(body, "rows", 1, MAX_SIDE),
      };
    case "ack":
      return { t, seq: int(body, "seq", 0, Number.MAX_SAFE_INTEGER) };
    case "detach":
      return { t };
    case "unsubscribe":
      return { t, id: int(body, "id", 0, 2 ** 31) };
    case "terminate":
      return {
        t,
        signal: oneOf(body, "signal", ["SIGTERM", "SIGHUP"] as const) ??
          fail("Field signal is missing"),
      };
    case "ran": {
      const error = body.error === null ? null : str(body, "error");
      return { t, id: int(body, "id", 0, 2 ** 31), error };
    }
    case "suspended":
    case "waiting":
      return { t };
    case "focus":
      return {
        t,
        in: optBool(body, "in") ?? fail("Field in is missing"),
      };
    case "copy-mode":
      return {
        t,
        pane: int(body, "pane", 0, 2 ** 31),
        state: body.state === null ? null : copyModeState(body.state),
      };
    case "colours":
      return {
        t,
        fg: int(body, "fg", -1, 0xffffff),
        bg: int(body, "bg", -1, 0xffffff),
      };
    case "popup-input":
      return { t, id: int(body, "id", 0, 2 ** 31), data: bytes(body, "data") };
    case "popup-resize":
      return {
        t,
        id: int(body, "id", 0, 2 ** 31),
        cols: int(body, "cols", 1, MAX_SIDE),
        rows: int(body, "rows", 1, MAX_SIDE),
      };
    case "popup-close":
      return { t, id: int(body, "id", 0, 2 ** 31) };
    case "popup-done":
      return {
        t,
        wait: int(body, "wait", 0, 2 ** 31),
        status: int(body, "status", 0, 255),
        ...(body.error === undefined
          ? {}
          : { error: str(body, "error", 1024) }),
        ...(body.output === undefined
          ? {}
          : { output: str(body, "output", MAX_RUN_OUTPUT) }),
      };
    case "wakeup":
      return {
        t,
        ...(body.error === undefined
          ? {}
          : { error: str(body, "error", 1024) }),
        ...(body.started === true ? { started: true as const } : {}),
      };
    default:
      fail(`Unknown message type ${JSON.stringify(String(t)).slice(0, 40)}`);
  }
}
