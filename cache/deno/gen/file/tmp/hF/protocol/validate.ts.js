/**
 * Checks that a decoded body is a well-formed client message before the
 * daemon acts on it. Everything a client sends passes through
 * `parseClientMessage`; a `ProtocolError` drops that client and nothing else.
 *
 * @module
 */ import { MAX_HISTORY_ROWS, MAX_PREVIEW_ROWS } from "./messages.ts";
import { MAX_FORMAT, MAX_SCROLLBACK, MAX_SIDE, MAX_STRING_ITEM, MAX_TIMEOUT_MS } from "./limits.ts";
import { checkBufferName, checkChannelName, checkEnvName, checkSessionName, checkTarget, MAX_CHANNEL, MAX_ENV_NAME, MAX_NAME } from "./names.ts";
// Moved to their own modules so that the CLI loads them without this
// file (and the regular expression engine it pulls in); re-exported here
// for the daemon's imports.
export * from "./names.ts";
export * from "./osc_safe.ts";
/** A client broke the protocol; the daemon tells it why and hangs up. */ export class ProtocolError extends Error {
  code;
  constructor(message, code = "protocol"){
    super(message), this.code = code;
    this.name = "ProtocolError";
  }
}
function isObj(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Uint8Array);
}
function fail(message) {
  throw new ProtocolError(message);
}
function int(o, key, min, max) {
  const v = o[key];
  if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) {
    fail(`Field ${key} must be an integer from ${min} to ${max}`);
  }
  return v;
}
function optInt(o, key, min, max) {
  return o[key] === undefined ? undefined : int(o, key, min, max);
}
function str(o, key, maxLen = 4096) {
  const v = o[key];
  if (typeof v !== "string" || v.length > maxLen) {
    fail(`Field ${key} must be a string of at most ${maxLen} characters`);
  }
  return v;
}
function optStr(o, key, maxLen = 4096) {
  return o[key] === undefined ? undefined : str(o, key, maxLen);
}
function optBool(o, key) {
  const v = o[key];
  if (v !== undefined && typeof v !== "boolean") {
    fail(`Field ${key} must be a boolean`);
  }
  return v;
}
function bytes(o, key) {
  const v = o[key];
  if (!(v instanceof Uint8Array)) fail(`Field ${key} must be binary`);
  return v;
}
function strList(o, key) {
  const v = o[key];
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || v.length > 4096 || !v.every((s)=>typeof s === "string" && s.length <= MAX_STRING_ITEM)) {
    fail(`Field ${key} must be a list of strings`);
  }
  return v;
}
function strMap(o, key) {
  const v = o[key];
  if (v === undefined) return undefined;
  if (!isObj(v) || !Object.values(v).every((s)=>typeof s === "string" && s.length <= MAX_STRING_ITEM)) {
    fail(`Field ${key} must be a map of strings`);
  }
  return v;
}
function sessionName(o, key = "name") {
  const name = str(o, key, MAX_NAME * 2); // UTF-16 units
  const why = checkSessionName(name);
  if (why) throw new ProtocolError(why, "bad-request");
  return name;
}
/** A request's target: a session, or one of its windows or panes. */ function targetName(o) {
  const name = str(o, "name", MAX_NAME * 2 + 16);
  const why = checkTarget(name);
  if (why) throw new ProtocolError(why, "bad-request");
  return name;
}
const WAIT_FOR_MODES = [
  "wait",
  "signal",
  "lock",
  "unlock"
];
const ENV_MODES = [
  "set",
  "unset",
  "remove"
];
/** An environment variable's name (`checkEnvName`). */ function envName(o) {
  const name = str(o, "variable", MAX_ENV_NAME);
  const why = checkEnvName(name);
  if (why) throw new ProtocolError(why, "bad-request");
  return name;
}
/** A `wait-for` channel's name (`checkChannelName`). */ function channelName(o) {
  const name = str(o, "channel", MAX_CHANNEL * 2); // UTF-16 units
  const why = checkChannelName(name);
  if (why) throw new ProtocolError(why, "bad-request");
  return name;
}
function bufferName(o) {
  if (o.buffer === undefined) return undefined;
  const name = str(o, "buffer", 64);
  const why = checkBufferName(name);
  if (why) throw new ProtocolError(why, "bad-request");
  return name;
}
function parseRequest(o) {
  const id = int(o, "id", 0, 2 ** 31);
  const op = str(o, "op", 32);
  switch(op){
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
        scrollback: optInt(o, "scrollback", 0, MAX_SCROLLBACK)
      };
    case "ls":
      return {
        t: "req",
        id,
        op,
        format: optStr(o, "format", MAX_FORMAT)
      };
    case "kill-server":
    case "options":
      return {
        t: "req",
        id,
        op
      };
    case "source-file":
      return {
        t: "req",
        id,
        op,
        path: optStr(o, "path")
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
        pinned: optBool(o, "pinned")
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
        cwd: optStr(o, "cwd")
      };
    case "switch-client":
      return {
        t: "req",
        id,
        op,
        name: o.name === undefined ? undefined : targetName(o),
        to: oneOf(o, "to", [
          "next",
          "previous",
          "last"
        ]),
        client: o.client === undefined ? undefined : sessionName(o, "client"),
        from: o.from === undefined ? undefined : sessionName(o, "from")
      };
    case "preview":
      return {
        t: "req",
        id,
        op,
        name: targetName(o),
        rows: int(o, "rows", 1, MAX_PREVIEW_ROWS)
      };
    case "display-message":
      return {
        t: "req",
        id,
        op,
        name: targetName(o),
        format: str(o, "format", MAX_FORMAT),
        print: optBool(o, "print"),
        client: o.client === undefined ? undefined : sessionName(o, "client")
      };
    case "list-clients":
      return {
        t: "req",
        id,
        op,
        name: o.name === undefined ? undefined : sessionName(o),
        format: optStr(o, "format", MAX_FORMAT)
      };
    case "upgrade":
      {
        const argv = strList(o, "argv");
        if (!argv?.length) fail("upgrade needs argv");
        return {
          t: "req",
          id,
          op,
          argv
        };
      }
    case "kill":
      return {
        t: "req",
        id,
        op,
        name: targetName(o)
      };
    case "detach-client":
    case "suspend-client":
      return {
        t: "req",
        id,
        op,
        name: sessionName(o)
      };
    case "events":
      return {
        t: "req",
        id,
        op,
        name: targetName(o)
      };
    case "rename":
      return {
        t: "req",
        id,
        op,
        name: targetName(o),
        newName: sessionName(o, "newName")
      };
    case "send":
      return {
        t: "req",
        id,
        op,
        name: targetName(o),
        data: bytes(o, "data"),
        cursorKeysData: o.cursorKeysData === undefined ? undefined : bytes(o, "cursorKeysData"),
        paste: optBool(o, "paste")
      };
    case "resize":
      return {
        t: "req",
        id,
        op,
        name: targetName(o),
        cols: int(o, "cols", 1, MAX_SIDE),
        rows: int(o, "rows", 1, MAX_SIDE)
      };
    case "capture":
      return {
        t: "req",
        id,
        op,
        name: targetName(o),
        scrollback: optInt(o, "scrollback", -1, MAX_SCROLLBACK),
        lines: oneOf(o, "lines", [
          "text",
          "ansi"
        ]),
        join: o.join === "rows" ? "rows" : optBool(o, "join"),
        trailing: optBool(o, "trailing"),
        alternate: optBool(o, "alternate")
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
        pushed: optInt(o, "pushed", 0, Number.MAX_SAFE_INTEGER)
      };
    case "list-buffers":
      return {
        t: "req",
        id,
        op
      };
    case "show-buffer":
    case "delete-buffer":
      return {
        t: "req",
        id,
        op,
        buffer: bufferName(o)
      };
    case "set-buffer":
      return {
        t: "req",
        id,
        op,
        buffer: bufferName(o),
        data: bytes(o, "data")
      };
    case "paste-buffer":
      return {
        t: "req",
        id,
        op,
        buffer: bufferName(o),
        name: targetName(o)
      };
    case "wait-for":
      return {
        t: "req",
        id,
        op,
        channel: channelName(o),
        mode: oneOf(o, "mode", WAIT_FOR_MODES) ?? fail("Field mode is missing"),
        timeoutMs: optInt(o, "timeoutMs", 0, MAX_TIMEOUT_MS)
      };
    case "run-shell":
      return {
        t: "req",
        id,
        op,
        command: str(o, "command", MAX_STRING_ITEM),
        name: o.name === undefined ? undefined : targetName(o),
        cwd: optStr(o, "cwd"),
        background: optBool(o, "background")
      };
    case "set-environment":
      {
        const mode = oneOf(o, "mode", ENV_MODES) ?? fail("Field mode is missing");
        const value = optStr(o, "value", MAX_STRING_ITEM);
        if (mode === "set" !== (value !== undefined)) {
          fail("Field value goes with mode set, and only with it");
        }
        if (value?.includes("\0")) {
          // No process's environment can hold it.
          throw new ProtocolError("A variable's value holds a NUL", "bad-request");
        }
        return {
          t: "req",
          id,
          op,
          name: o.name === undefined ? undefined : targetName(o),
          global: optBool(o, "global"),
          variable: envName(o),
          mode,
          value
        };
      }
    case "show-environment":
      return {
        t: "req",
        id,
        op,
        name: o.name === undefined ? undefined : targetName(o),
        global: optBool(o, "global"),
        variable: o.variable === undefined ? undefined : envName(o)
      };
    default:
      if (PANE_OPS.has(op)) return parsePaneRequest(o, id, op);
      fail(`Unknown request op "${op}"`);
  }
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
  "break-pane",
  "respawn-pane",
  "respawn-window",
  "clear-history",
  "swap-window",
  "move-window",
  "join-pane",
  "select-layout",
  "set-option",
  "list-windows",
  "list-panes"
]);
/**
 * A target (`name`, or another field such as `source`): a session name's
 * characters, plus `%` of `SESSION:%N`.
 */ function paneTarget(o, key = "name") {
  const name = str(o, key, MAX_NAME * 2 + 16);
  const why = checkTarget(name);
  if (why) fail(why);
  return name;
}
/** `o[key]` if it is one of `allowed` (or absent when not `required`). */ function oneOf(o, key, allowed) {
  if (o[key] === undefined) return undefined;
  const v = str(o, key, 32);
  if (!allowed.includes(v)) fail(`Field ${key} must be one of ${allowed}`);
  return v;
}
/** The window and pane requests (see `PaneRequest`); one shape each. */ function parsePaneRequest(o, id, op) {
  const base = {
    t: "req",
    id,
    name: paneTarget(o)
  };
  const dirs = [
    "L",
    "R",
    "U",
    "D"
  ];
  switch(op){
    case "split-window":
      return {
        ...base,
        op,
        kind: oneOf(o, "kind", [
          "lr",
          "tb"
        ]) ?? "tb",
        size: optInt(o, "size", 1, MAX_SIDE),
        percent: optInt(o, "percent", 1, 99),
        before: optBool(o, "before"),
        cmd: strList(o, "cmd"),
        cwd: optStr(o, "cwd"),
        env: strMap(o, "env"),
        detached: optBool(o, "detached")
      };
    case "new-window":
      return {
        ...base,
        op,
        windowName: optStr(o, "windowName", MAX_NAME),
        cmd: strList(o, "cmd"),
        cwd: optStr(o, "cwd"),
        env: strMap(o, "env"),
        detached: optBool(o, "detached")
      };
    case "select-window":
      return {
        ...base,
        op,
        to: oneOf(o, "to", [
          "next",
          "previous",
          "last"
        ])
      };
    case "select-pane":
      return {
        ...base,
        op,
        to: oneOf(o, "to", [
          ...dirs,
          "next",
          "previous",
          "last"
        ]),
        zoom: optBool(o, "zoom")
      };
    case "rename-window":
      return {
        ...base,
        op,
        newName: str(o, "newName", MAX_NAME)
      };
    case "resize-pane":
      return {
        ...base,
        op,
        dir: oneOf(o, "dir", dirs),
        amount: optInt(o, "amount", 1, MAX_SIDE),
        width: optInt(o, "width", 1, MAX_SIDE),
        height: optInt(o, "height", 1, MAX_SIDE),
        zoom: optBool(o, "zoom")
      };
    case "swap-pane":
      return {
        ...base,
        op,
        to: oneOf(o, "to", [
          "previous",
          "next"
        ]) ?? "next"
      };
    case "swap-window":
      return {
        ...base,
        op,
        source: paneTarget(o, "source"),
        detached: optBool(o, "detached")
      };
    case "move-window":
      return {
        ...base,
        op,
        source: paneTarget(o, "source"),
        detached: optBool(o, "detached"),
        kill: optBool(o, "kill"),
        renumber: optBool(o, "renumber")
      };
    case "join-pane":
      return {
        ...base,
        op,
        source: paneTarget(o, "source"),
        kind: oneOf(o, "kind", [
          "lr",
          "tb"
        ]) ?? "tb",
        size: optInt(o, "size", 1, MAX_SIDE),
        percent: optInt(o, "percent", 1, 99),
        before: optBool(o, "before"),
        detached: optBool(o, "detached")
      };
    case "select-layout":
      return {
        ...base,
        op,
        layout: optStr(o, "layout", 32),
        next: optBool(o, "next")
      };
    case "set-option":
      return {
        ...base,
        op,
        option: oneOf(o, "option", [
          "remain-on-exit"
        ]) ?? fail("Field option is required"),
        on: optBool(o, "on") ?? true
      };
    case "respawn-pane":
    case "respawn-window":
      return {
        ...base,
        op,
        kill: optBool(o, "kill"),
        cmd: strList(o, "cmd"),
        cwd: optStr(o, "cwd"),
        env: strMap(o, "env")
      };
    case "kill-pane":
    case "kill-window":
    case "clear-history":
      return {
        ...base,
        op
      };
    case "break-pane":
      return {
        ...base,
        op,
        detached: optBool(o, "detached")
      };
    case "list-windows":
    case "list-panes":
      return {
        ...base,
        op,
        format: optStr(o, "format", MAX_FORMAT)
      };
    default:
      fail(`Unknown request op "${op}"`);
  }
}
// An attach request's `resume`: a token the daemon made, the last frame drawn.
function parseResume(v) {
  if (v === undefined) return undefined;
  if (!isObj(v)) fail("Field resume must be {token, seq}");
  return {
    token: str(v, "token", 64),
    seq: int(v, "seq", 0, Number.MAX_SAFE_INTEGER)
  };
}
function parseWait(o, id) {
  let text;
  if (o.text !== undefined) {
    if (!isObj(o.text)) fail("Field text must be {source, flags}");
    const source = str(o.text, "source", 4096);
    // The pattern itself is compiled by the daemon's wait, which loads
    // the RE2 engine on first use.
    const flags = str(o.text, "flags", 8);
    text = {
      source,
      flags
    };
  }
  const req = {
    t: "req",
    id,
    op: "wait",
    name: targetName(o),
    text,
    idleMs: optInt(o, "idleMs", 0, MAX_TIMEOUT_MS),
    exit: optBool(o, "exit"),
    timeoutMs: optInt(o, "timeoutMs", 0, MAX_TIMEOUT_MS)
  };
  const conditions = [
    text,
    req.idleMs,
    req.exit
  ].filter((c)=>c !== undefined && c !== false);
  if (conditions.length !== 1) {
    throw new ProtocolError("Wait needs exactly one of text, idleMs or exit", "bad-request");
  }
  return req;
}
/**
 * Turns a decoded body into a typed client message, or throws
 * `ProtocolError`. Only shape is checked here; whether the message may come
 * now (order) is the connection's business.
 */ export function parseClientMessage(body) {
  if (!isObj(body)) fail("Message must be a map");
  const t = body.t;
  switch(t){
    case "hello":
      return {
        t,
        version: int(body, "version", 0, 2 ** 31),
        client: str(body, "client", 64)
      };
    case "req":
      return parseRequest(body);
    case "input":
      return {
        t,
        data: bytes(body, "data"),
        seq: optInt(body, "seq", 1, Number.MAX_SAFE_INTEGER)
      };
    case "beat":
    case "bye":
      return {
        t
      };
    case "resize":
      return {
        t,
        cols: int(body, "cols", 1, MAX_SIDE),
        rows: int(body, "rows", 1, MAX_SIDE)
      };
    case "ack":
      return {
        t,
        seq: int(body, "seq", 0, Number.MAX_SAFE_INTEGER)
      };
    case "detach":
      return {
        t
      };
    case "unsubscribe":
      return {
        t,
        id: int(body, "id", 0, 2 ** 31)
      };
    case "terminate":
      return {
        t,
        signal: oneOf(body, "signal", [
          "SIGTERM",
          "SIGHUP"
        ]) ?? fail("Field signal is missing")
      };
    case "ran":
      {
        const error = body.error === null ? null : str(body, "error");
        return {
          t,
          id: int(body, "id", 0, 2 ** 31),
          error
        };
      }
    case "suspended":
      return {
        t
      };
    case "wakeup":
      return body.error === undefined ? {
        t
      } : {
        t,
        error: str(body, "error", 1024)
      };
    default:
      fail(`Unknown message type ${JSON.stringify(String(t)).slice(0, 40)}`);
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL3ZhbGlkYXRlLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogQ2hlY2tzIHRoYXQgYSBkZWNvZGVkIGJvZHkgaXMgYSB3ZWxsLWZvcm1lZCBjbGllbnQgbWVzc2FnZSBiZWZvcmUgdGhlXG4gKiBkYWVtb24gYWN0cyBvbiBpdC4gRXZlcnl0aGluZyBhIGNsaWVudCBzZW5kcyBwYXNzZXMgdGhyb3VnaFxuICogYHBhcnNlQ2xpZW50TWVzc2FnZWA7IGEgYFByb3RvY29sRXJyb3JgIGRyb3BzIHRoYXQgY2xpZW50IGFuZCBub3RoaW5nIGVsc2UuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7XG4gIHR5cGUgQ2xpZW50TXNnLFxuICB0eXBlIEVycm9yQ29kZSxcbiAgTUFYX0hJU1RPUllfUk9XUyxcbiAgTUFYX1BSRVZJRVdfUk9XUyxcbiAgdHlwZSBSZXF1ZXN0TXNnLFxufSBmcm9tIFwiLi9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHtcbiAgTUFYX0ZPUk1BVCxcbiAgTUFYX1NDUk9MTEJBQ0ssXG4gIE1BWF9TSURFLFxuICBNQVhfU1RSSU5HX0lURU0sXG4gIE1BWF9USU1FT1VUX01TLFxufSBmcm9tIFwiLi9saW1pdHMudHNcIjtcbmltcG9ydCB7XG4gIGNoZWNrQnVmZmVyTmFtZSxcbiAgY2hlY2tDaGFubmVsTmFtZSxcbiAgY2hlY2tFbnZOYW1lLFxuICBjaGVja1Nlc3Npb25OYW1lLFxuICBjaGVja1RhcmdldCxcbiAgTUFYX0NIQU5ORUwsXG4gIE1BWF9FTlZfTkFNRSxcbiAgTUFYX05BTUUsXG59IGZyb20gXCIuL25hbWVzLnRzXCI7XG5cbi8vIE1vdmVkIHRvIHRoZWlyIG93biBtb2R1bGVzIHNvIHRoYXQgdGhlIENMSSBsb2FkcyB0aGVtIHdpdGhvdXQgdGhpc1xuLy8gZmlsZSAoYW5kIHRoZSByZWd1bGFyIGV4cHJlc3Npb24gZW5naW5lIGl0IHB1bGxzIGluKTsgcmUtZXhwb3J0ZWQgaGVyZVxuLy8gZm9yIHRoZSBkYWVtb24ncyBpbXBvcnRzLlxuZXhwb3J0ICogZnJvbSBcIi4vbmFtZXMudHNcIjtcbmV4cG9ydCAqIGZyb20gXCIuL29zY19zYWZlLnRzXCI7XG5cbi8qKiBBIGNsaWVudCBicm9rZSB0aGUgcHJvdG9jb2w7IHRoZSBkYWVtb24gdGVsbHMgaXQgd2h5IGFuZCBoYW5ncyB1cC4gKi9cbmV4cG9ydCBjbGFzcyBQcm90b2NvbEVycm9yIGV4dGVuZHMgRXJyb3Ige1xuICBjb25zdHJ1Y3RvcihtZXNzYWdlOiBzdHJpbmcsIHJlYWRvbmx5IGNvZGU6IEVycm9yQ29kZSA9IFwicHJvdG9jb2xcIikge1xuICAgIHN1cGVyKG1lc3NhZ2UpO1xuICAgIHRoaXMubmFtZSA9IFwiUHJvdG9jb2xFcnJvclwiO1xuICB9XG59XG5cbnR5cGUgT2JqID0gUmVjb3JkPHN0cmluZywgdW5rbm93bj47XG5cbmZ1bmN0aW9uIGlzT2JqKHY6IHVua25vd24pOiB2IGlzIE9iaiB7XG4gIHJldHVybiB0eXBlb2YgdiA9PT0gXCJvYmplY3RcIiAmJiB2ICE9PSBudWxsICYmICFBcnJheS5pc0FycmF5KHYpICYmXG4gICAgISh2IGluc3RhbmNlb2YgVWludDhBcnJheSk7XG59XG5cbmZ1bmN0aW9uIGZhaWwobWVzc2FnZTogc3RyaW5nKTogbmV2ZXIge1xuICB0aHJvdyBuZXcgUHJvdG9jb2xFcnJvcihtZXNzYWdlKTtcbn1cblxuZnVuY3Rpb24gaW50KG86IE9iaiwga2V5OiBzdHJpbmcsIG1pbjogbnVtYmVyLCBtYXg6IG51bWJlcik6IG51bWJlciB7XG4gIGNvbnN0IHYgPSBvW2tleV07XG4gIGlmICh0eXBlb2YgdiAhPT0gXCJudW1iZXJcIiB8fCAhTnVtYmVyLmlzSW50ZWdlcih2KSB8fCB2IDwgbWluIHx8IHYgPiBtYXgpIHtcbiAgICBmYWlsKGBGaWVsZCAke2tleX0gbXVzdCBiZSBhbiBpbnRlZ2VyIGZyb20gJHttaW59IHRvICR7bWF4fWApO1xuICB9XG4gIHJldHVybiB2O1xufVxuXG5mdW5jdGlvbiBvcHRJbnQobzogT2JqLCBrZXk6IHN0cmluZywgbWluOiBudW1iZXIsIG1heDogbnVtYmVyKSB7XG4gIHJldHVybiBvW2tleV0gPT09IHVuZGVmaW5lZCA/IHVuZGVmaW5lZCA6IGludChvLCBrZXksIG1pbiwgbWF4KTtcbn1cblxuZnVuY3Rpb24gc3RyKG86IE9iaiwga2V5OiBzdHJpbmcsIG1heExlbiA9IDQwOTYpOiBzdHJpbmcge1xuICBjb25zdCB2ID0gb1trZXldO1xuICBpZiAodHlwZW9mIHYgIT09IFwic3RyaW5nXCIgfHwgdi5sZW5ndGggPiBtYXhMZW4pIHtcbiAgICBmYWlsKGBGaWVsZCAke2tleX0gbXVzdCBiZSBhIHN0cmluZyBvZiBhdCBtb3N0ICR7bWF4TGVufSBjaGFyYWN0ZXJzYCk7XG4gIH1cbiAgcmV0dXJuIHY7XG59XG5cbmZ1bmN0aW9uIG9wdFN0cihvOiBPYmosIGtleTogc3RyaW5nLCBtYXhMZW4gPSA0MDk2KSB7XG4gIHJldHVybiBvW2tleV0gPT09IHVuZGVmaW5lZCA/IHVuZGVmaW5lZCA6IHN0cihvLCBrZXksIG1heExlbik7XG59XG5cbmZ1bmN0aW9uIG9wdEJvb2wobzogT2JqLCBrZXk6IHN0cmluZyk6IGJvb2xlYW4gfCB1bmRlZmluZWQge1xuICBjb25zdCB2ID0gb1trZXldO1xuICBpZiAodiAhPT0gdW5kZWZpbmVkICYmIHR5cGVvZiB2ICE9PSBcImJvb2xlYW5cIikge1xuICAgIGZhaWwoYEZpZWxkICR7a2V5fSBtdXN0IGJlIGEgYm9vbGVhbmApO1xuICB9XG4gIHJldHVybiB2O1xufVxuXG5mdW5jdGlvbiBieXRlcyhvOiBPYmosIGtleTogc3RyaW5nKTogVWludDhBcnJheSB7XG4gIGNvbnN0IHYgPSBvW2tleV07XG4gIGlmICghKHYgaW5zdGFuY2VvZiBVaW50OEFycmF5KSkgZmFpbChgRmllbGQgJHtrZXl9IG11c3QgYmUgYmluYXJ5YCk7XG4gIHJldHVybiB2O1xufVxuXG5mdW5jdGlvbiBzdHJMaXN0KG86IE9iaiwga2V5OiBzdHJpbmcpOiBzdHJpbmdbXSB8IHVuZGVmaW5lZCB7XG4gIGNvbnN0IHYgPSBvW2tleV07XG4gIGlmICh2ID09PSB1bmRlZmluZWQpIHJldHVybiB1bmRlZmluZWQ7XG4gIGlmIChcbiAgICAhQXJyYXkuaXNBcnJheSh2KSB8fCB2Lmxlbmd0aCA+IDQwOTYgfHxcbiAgICAhdi5ldmVyeSgocykgPT4gdHlwZW9mIHMgPT09IFwic3RyaW5nXCIgJiYgcy5sZW5ndGggPD0gTUFYX1NUUklOR19JVEVNKVxuICApIHtcbiAgICBmYWlsKGBGaWVsZCAke2tleX0gbXVzdCBiZSBhIGxpc3Qgb2Ygc3RyaW5nc2ApO1xuICB9XG4gIHJldHVybiB2IGFzIHN0cmluZ1tdO1xufVxuXG5mdW5jdGlvbiBzdHJNYXAobzogT2JqLCBrZXk6IHN0cmluZyk6IFJlY29yZDxzdHJpbmcsIHN0cmluZz4gfCB1bmRlZmluZWQge1xuICBjb25zdCB2ID0gb1trZXldO1xuICBpZiAodiA9PT0gdW5kZWZpbmVkKSByZXR1cm4gdW5kZWZpbmVkO1xuICBpZiAoXG4gICAgIWlzT2JqKHYpIHx8XG4gICAgIU9iamVjdC52YWx1ZXModikuZXZlcnkoKHMpID0+XG4gICAgICB0eXBlb2YgcyA9PT0gXCJzdHJpbmdcIiAmJiBzLmxlbmd0aCA8PSBNQVhfU1RSSU5HX0lURU1cbiAgICApXG4gICkge1xuICAgIGZhaWwoYEZpZWxkICR7a2V5fSBtdXN0IGJlIGEgbWFwIG9mIHN0cmluZ3NgKTtcbiAgfVxuICByZXR1cm4gdiBhcyBSZWNvcmQ8c3RyaW5nLCBzdHJpbmc+O1xufVxuXG5mdW5jdGlvbiBzZXNzaW9uTmFtZShvOiBPYmosIGtleSA9IFwibmFtZVwiKTogc3RyaW5nIHtcbiAgY29uc3QgbmFtZSA9IHN0cihvLCBrZXksIE1BWF9OQU1FICogMik7IC8vIFVURi0xNiB1bml0c1xuICBjb25zdCB3aHkgPSBjaGVja1Nlc3Npb25OYW1lKG5hbWUpO1xuICBpZiAod2h5KSB0aHJvdyBuZXcgUHJvdG9jb2xFcnJvcih3aHksIFwiYmFkLXJlcXVlc3RcIik7XG4gIHJldHVybiBuYW1lO1xufVxuXG4vKiogQSByZXF1ZXN0J3MgdGFyZ2V0OiBhIHNlc3Npb24sIG9yIG9uZSBvZiBpdHMgd2luZG93cyBvciBwYW5lcy4gKi9cbmZ1bmN0aW9uIHRhcmdldE5hbWUobzogT2JqKTogc3RyaW5nIHtcbiAgY29uc3QgbmFtZSA9IHN0cihvLCBcIm5hbWVcIiwgTUFYX05BTUUgKiAyICsgMTYpO1xuICBjb25zdCB3aHkgPSBjaGVja1RhcmdldChuYW1lKTtcbiAgaWYgKHdoeSkgdGhyb3cgbmV3IFByb3RvY29sRXJyb3Iod2h5LCBcImJhZC1yZXF1ZXN0XCIpO1xuICByZXR1cm4gbmFtZTtcbn1cblxuY29uc3QgV0FJVF9GT1JfTU9ERVMgPSBbXCJ3YWl0XCIsIFwic2lnbmFsXCIsIFwibG9ja1wiLCBcInVubG9ja1wiXSBhcyBjb25zdDtcblxuY29uc3QgRU5WX01PREVTID0gW1wic2V0XCIsIFwidW5zZXRcIiwgXCJyZW1vdmVcIl0gYXMgY29uc3Q7XG5cbi8qKiBBbiBlbnZpcm9ubWVudCB2YXJpYWJsZSdzIG5hbWUgKGBjaGVja0Vudk5hbWVgKS4gKi9cbmZ1bmN0aW9uIGVudk5hbWUobzogT2JqKTogc3RyaW5nIHtcbiAgY29uc3QgbmFtZSA9IHN0cihvLCBcInZhcmlhYmxlXCIsIE1BWF9FTlZfTkFNRSk7XG4gIGNvbnN0IHdoeSA9IGNoZWNrRW52TmFtZShuYW1lKTtcbiAgaWYgKHdoeSkgdGhyb3cgbmV3IFByb3RvY29sRXJyb3Iod2h5LCBcImJhZC1yZXF1ZXN0XCIpO1xuICByZXR1cm4gbmFtZTtcbn1cblxuLyoqIEEgYHdhaXQtZm9yYCBjaGFubmVsJ3MgbmFtZSAoYGNoZWNrQ2hhbm5lbE5hbWVgKS4gKi9cbmZ1bmN0aW9uIGNoYW5uZWxOYW1lKG86IE9iaik6IHN0cmluZyB7XG4gIGNvbnN0IG5hbWUgPSBzdHIobywgXCJjaGFubmVsXCIsIE1BWF9DSEFOTkVMICogMik7IC8vIFVURi0xNiB1bml0c1xuICBjb25zdCB3aHkgPSBjaGVja0NoYW5uZWxOYW1lKG5hbWUpO1xuICBpZiAod2h5KSB0aHJvdyBuZXcgUHJvdG9jb2xFcnJvcih3aHksIFwiYmFkLXJlcXVlc3RcIik7XG4gIHJldHVybiBuYW1lO1xufVxuXG5mdW5jdGlvbiBidWZmZXJOYW1lKG86IE9iaik6IHN0cmluZyB8IHVuZGVmaW5lZCB7XG4gIGlmIChvLmJ1ZmZlciA9PT0gdW5kZWZpbmVkKSByZXR1cm4gdW5kZWZpbmVkO1xuICBjb25zdCBuYW1lID0gc3RyKG8sIFwiYnVmZmVyXCIsIDY0KTtcbiAgY29uc3Qgd2h5ID0gY2hlY2tCdWZmZXJOYW1lKG5hbWUpO1xuICBpZiAod2h5KSB0aHJvdyBuZXcgUHJvdG9jb2xFcnJvcih3aHksIFwiYmFkLXJlcXVlc3RcIik7XG4gIHJldHVybiBuYW1lO1xufVxuXG5mdW5jdGlvbiBwYXJzZVJlcXVlc3QobzogT2JqKTogUmVxdWVzdE1zZyB7XG4gIGNvbnN0IGlkID0gaW50KG8sIFwiaWRcIiwgMCwgMiAqKiAzMSk7XG4gIGNvbnN0IG9wID0gc3RyKG8sIFwib3BcIiwgMzIpO1xuICBzd2l0Y2ggKG9wKSB7XG4gICAgY2FzZSBcIm5ld1wiOlxuICAgICAgcmV0dXJuIHtcbiAgICAgICAgdDogXCJyZXFcIixcbiAgICAgICAgaWQsXG4gICAgICAgIG9wLFxuICAgICAgICBuYW1lOiBvLm5hbWUgPT09IHVuZGVmaW5lZCA/IHVuZGVmaW5lZCA6IHNlc3Npb25OYW1lKG8pLFxuICAgICAgICBjbWQ6IHN0ckxpc3QobywgXCJjbWRcIiksXG4gICAgICAgIGN3ZDogb3B0U3RyKG8sIFwiY3dkXCIpLFxuICAgICAgICBlbnY6IHN0ck1hcChvLCBcImVudlwiKSxcbiAgICAgICAgYmFzZUVudjogc3RyTWFwKG8sIFwiYmFzZUVudlwiKSxcbiAgICAgICAgY29sczogaW50KG8sIFwiY29sc1wiLCAxLCBNQVhfU0lERSksXG4gICAgICAgIHJvd3M6IGludChvLCBcInJvd3NcIiwgMSwgTUFYX1NJREUpLFxuICAgICAgICBrZWVwOiBvcHRCb29sKG8sIFwia2VlcFwiKSxcbiAgICAgICAgc2Nyb2xsYmFjazogb3B0SW50KG8sIFwic2Nyb2xsYmFja1wiLCAwLCBNQVhfU0NST0xMQkFDSyksXG4gICAgICB9O1xuICAgIGNhc2UgXCJsc1wiOlxuICAgICAgcmV0dXJuIHsgdDogXCJyZXFcIiwgaWQsIG9wLCBmb3JtYXQ6IG9wdFN0cihvLCBcImZvcm1hdFwiLCBNQVhfRk9STUFUKSB9O1xuICAgIGNhc2UgXCJraWxsLXNlcnZlclwiOlxuICAgIGNhc2UgXCJvcHRpb25zXCI6XG4gICAgICByZXR1cm4geyB0OiBcInJlcVwiLCBpZCwgb3AgfTtcbiAgICBjYXNlIFwic291cmNlLWZpbGVcIjpcbiAgICAgIHJldHVybiB7IHQ6IFwicmVxXCIsIGlkLCBvcCwgcGF0aDogb3B0U3RyKG8sIFwicGF0aFwiKSB9O1xuICAgIGNhc2UgXCJhdHRhY2hcIjpcbiAgICAgIHJldHVybiB7XG4gICAgICAgIHQ6IFwicmVxXCIsXG4gICAgICAgIGlkLFxuICAgICAgICBvcCxcbiAgICAgICAgbmFtZTogby5uYW1lID09PSB1bmRlZmluZWQgPyB1bmRlZmluZWQgOiBzZXNzaW9uTmFtZShvKSxcbiAgICAgICAgcmVhZE9ubHk6IG9wdEJvb2wobywgXCJyZWFkT25seVwiKSxcbiAgICAgICAgY2xpcGJvYXJkOiBvcHRCb29sKG8sIFwiY2xpcGJvYXJkXCIpLFxuICAgICAgICBkZXRhY2hPdGhlcnM6IG9wdEJvb2wobywgXCJkZXRhY2hPdGhlcnNcIiksXG4gICAgICAgIGNvbHM6IGludChvLCBcImNvbHNcIiwgMSwgTUFYX1NJREUpLFxuICAgICAgICByb3dzOiBpbnQobywgXCJyb3dzXCIsIDEsIE1BWF9TSURFKSxcbiAgICAgICAgcmVzdW1lOiBwYXJzZVJlc3VtZShvLnJlc3VtZSksXG4gICAgICAgIHR0eTogb3B0U3RyKG8sIFwidHR5XCIsIDI1NiksXG4gICAgICAgIHBpZDogb3B0SW50KG8sIFwicGlkXCIsIDAsIDIgKiogMzEpLFxuICAgICAgICBwaW5uZWQ6IG9wdEJvb2wobywgXCJwaW5uZWRcIiksXG4gICAgICB9O1xuICAgIGNhc2UgXCJhdHRhY2gtdHR5XCI6XG4gICAgICByZXR1cm4ge1xuICAgICAgICB0OiBcInJlcVwiLFxuICAgICAgICBpZCxcbiAgICAgICAgb3AsXG4gICAgICAgIG5hbWU6IG8ubmFtZSA9PT0gdW5kZWZpbmVkID8gdW5kZWZpbmVkIDogc2Vzc2lvbk5hbWUobyksXG4gICAgICAgIHJlYWRPbmx5OiBvcHRCb29sKG8sIFwicmVhZE9ubHlcIiksXG4gICAgICAgIGRldGFjaE90aGVyczogb3B0Qm9vbChvLCBcImRldGFjaE90aGVyc1wiKSxcbiAgICAgICAgcHJlZml4OiBvcHRTdHIobywgXCJwcmVmaXhcIiwgNjQpLFxuICAgICAgICBjbGlwYm9hcmQ6IG9wdEJvb2wobywgXCJjbGlwYm9hcmRcIiksXG4gICAgICAgIHR0eTogc3RyKG8sIFwidHR5XCIsIDI1NiksXG4gICAgICAgIHJkZXY6IGludChvLCBcInJkZXZcIiwgMCwgTnVtYmVyLk1BWF9TQUZFX0lOVEVHRVIpLFxuICAgICAgICBkZXY6IGludChvLCBcImRldlwiLCAwLCBOdW1iZXIuTUFYX1NBRkVfSU5URUdFUiksXG4gICAgICAgIHBpZDogaW50KG8sIFwicGlkXCIsIDAsIDIgKiogMzEpLFxuICAgICAgICB0ZXJtOiBvcHRTdHIobywgXCJ0ZXJtXCIsIDI1NiksXG4gICAgICAgIHJlc3VtZTogb3B0U3RyKG8sIFwicmVzdW1lXCIsIDI1NiksXG4gICAgICAgIGVudjogc3RyTWFwKG8sIFwiZW52XCIpLFxuICAgICAgICBjd2Q6IG9wdFN0cihvLCBcImN3ZFwiKSxcbiAgICAgIH07XG4gICAgY2FzZSBcInN3aXRjaC1jbGllbnRcIjpcbiAgICAgIHJldHVybiB7XG4gICAgICAgIHQ6IFwicmVxXCIsXG4gICAgICAgIGlkLFxuICAgICAgICBvcCxcbiAgICAgICAgbmFtZTogby5uYW1lID09PSB1bmRlZmluZWQgPyB1bmRlZmluZWQgOiB0YXJnZXROYW1lKG8pLFxuICAgICAgICB0bzogb25lT2YobywgXCJ0b1wiLCBbXCJuZXh0XCIsIFwicHJldmlvdXNcIiwgXCJsYXN0XCJdIGFzIGNvbnN0KSxcbiAgICAgICAgY2xpZW50OiBvLmNsaWVudCA9PT0gdW5kZWZpbmVkID8gdW5kZWZpbmVkIDogc2Vzc2lvbk5hbWUobywgXCJjbGllbnRcIiksXG4gICAgICAgIGZyb206IG8uZnJvbSA9PT0gdW5kZWZpbmVkID8gdW5kZWZpbmVkIDogc2Vzc2lvbk5hbWUobywgXCJmcm9tXCIpLFxuICAgICAgfTtcbiAgICBjYXNlIFwicHJldmlld1wiOlxuICAgICAgcmV0dXJuIHtcbiAgICAgICAgdDogXCJyZXFcIixcbiAgICAgICAgaWQsXG4gICAgICAgIG9wLFxuICAgICAgICBuYW1lOiB0YXJnZXROYW1lKG8pLFxuICAgICAgICByb3dzOiBpbnQobywgXCJyb3dzXCIsIDEsIE1BWF9QUkVWSUVXX1JPV1MpLFxuICAgICAgfTtcbiAgICBjYXNlIFwiZGlzcGxheS1tZXNzYWdlXCI6XG4gICAgICByZXR1cm4ge1xuICAgICAgICB0OiBcInJlcVwiLFxuICAgICAgICBpZCxcbiAgICAgICAgb3AsXG4gICAgICAgIG5hbWU6IHRhcmdldE5hbWUobyksXG4gICAgICAgIGZvcm1hdDogc3RyKG8sIFwiZm9ybWF0XCIsIE1BWF9GT1JNQVQpLFxuICAgICAgICBwcmludDogb3B0Qm9vbChvLCBcInByaW50XCIpLFxuICAgICAgICBjbGllbnQ6IG8uY2xpZW50ID09PSB1bmRlZmluZWQgPyB1bmRlZmluZWQgOiBzZXNzaW9uTmFtZShvLCBcImNsaWVudFwiKSxcbiAgICAgIH07XG4gICAgY2FzZSBcImxpc3QtY2xpZW50c1wiOlxuICAgICAgcmV0dXJuIHtcbiAgICAgICAgdDogXCJyZXFcIixcbiAgICAgICAgaWQsXG4gICAgICAgIG9wLFxuICAgICAgICBuYW1lOiBvLm5hbWUgPT09IHVuZGVmaW5lZCA/IHVuZGVmaW5lZCA6IHNlc3Npb25OYW1lKG8pLFxuICAgICAgICBmb3JtYXQ6IG9wdFN0cihvLCBcImZvcm1hdFwiLCBNQVhfRk9STUFUKSxcbiAgICAgIH07XG4gICAgY2FzZSBcInVwZ3JhZGVcIjoge1xuICAgICAgY29uc3QgYXJndiA9IHN0ckxpc3QobywgXCJhcmd2XCIpO1xuICAgICAgaWYgKCFhcmd2Py5sZW5ndGgpIGZhaWwoXCJ1cGdyYWRlIG5lZWRzIGFyZ3ZcIik7XG4gICAgICByZXR1cm4geyB0OiBcInJlcVwiLCBpZCwgb3AsIGFyZ3YgfTtcbiAgICB9XG4gICAgY2FzZSBcImtpbGxcIjogLy8gYSB0YXJnZXQ6IHRoZSBzZXNzaW9uIGl0IG5hbWVzIChraWxsLXNlc3Npb24gLXQgczoxKVxuICAgICAgcmV0dXJuIHsgdDogXCJyZXFcIiwgaWQsIG9wLCBuYW1lOiB0YXJnZXROYW1lKG8pIH07XG4gICAgY2FzZSBcImRldGFjaC1jbGllbnRcIjogLy8gYSBzZXNzaW9uJ3MgbmFtZSwgb3IgYSBjbGllbnQncyAoaXRzIHR0eSlcbiAgICBjYXNlIFwic3VzcGVuZC1jbGllbnRcIjogLy8gYSBjbGllbnQncyBuYW1lXG4gICAgICByZXR1cm4geyB0OiBcInJlcVwiLCBpZCwgb3AsIG5hbWU6IHNlc3Npb25OYW1lKG8pIH07XG4gICAgY2FzZSBcImV2ZW50c1wiOlxuICAgICAgcmV0dXJuIHsgdDogXCJyZXFcIiwgaWQsIG9wLCBuYW1lOiB0YXJnZXROYW1lKG8pIH07XG4gICAgY2FzZSBcInJlbmFtZVwiOlxuICAgICAgcmV0dXJuIHtcbiAgICAgICAgdDogXCJyZXFcIixcbiAgICAgICAgaWQsXG4gICAgICAgIG9wLFxuICAgICAgICBuYW1lOiB0YXJnZXROYW1lKG8pLFxuICAgICAgICBuZXdOYW1lOiBzZXNzaW9uTmFtZShvLCBcIm5ld05hbWVcIiksXG4gICAgICB9O1xuICAgIGNhc2UgXCJzZW5kXCI6XG4gICAgICByZXR1cm4ge1xuICAgICAgICB0OiBcInJlcVwiLFxuICAgICAgICBpZCxcbiAgICAgICAgb3AsXG4gICAgICAgIG5hbWU6IHRhcmdldE5hbWUobyksXG4gICAgICAgIGRhdGE6IGJ5dGVzKG8sIFwiZGF0YVwiKSxcbiAgICAgICAgY3Vyc29yS2V5c0RhdGE6IG8uY3Vyc29yS2V5c0RhdGEgPT09IHVuZGVmaW5lZFxuICAgICAgICAgID8gdW5kZWZpbmVkXG4gICAgICAgICAgOiBieXRlcyhvLCBcImN1cnNvcktleXNEYXRhXCIpLFxuICAgICAgICBwYXN0ZTogb3B0Qm9vbChvLCBcInBhc3RlXCIpLFxuICAgICAgfTtcbiAgICBjYXNlIFwicmVzaXplXCI6XG4gICAgICByZXR1cm4ge1xuICAgICAgICB0OiBcInJlcVwiLFxuICAgICAgICBpZCxcbiAgICAgICAgb3AsXG4gICAgICAgIG5hbWU6IHRhcmdldE5hbWUobyksXG4gICAgICAgIGNvbHM6IGludChvLCBcImNvbHNcIiwgMSwgTUFYX1NJREUpLFxuICAgICAgICByb3dzOiBpbnQobywgXCJyb3dzXCIsIDEsIE1BWF9TSURFKSxcbiAgICAgIH07XG4gICAgY2FzZSBcImNhcHR1cmVcIjpcbiAgICAgIHJldHVybiB7XG4gICAgICAgIHQ6IFwicmVxXCIsXG4gICAgICAgIGlkLFxuICAgICAgICBvcCxcbiAgICAgICAgbmFtZTogdGFyZ2V0TmFtZShvKSxcbiAgICAgICAgc2Nyb2xsYmFjazogb3B0SW50KG8sIFwic2Nyb2xsYmFja1wiLCAtMSwgTUFYX1NDUk9MTEJBQ0spLFxuICAgICAgICBsaW5lczogb25lT2YobywgXCJsaW5lc1wiLCBbXCJ0ZXh0XCIsIFwiYW5zaVwiXSBhcyBjb25zdCksXG4gICAgICAgIGpvaW46IG8uam9pbiA9PT0gXCJyb3dzXCIgPyBcInJvd3NcIiA6IG9wdEJvb2wobywgXCJqb2luXCIpLFxuICAgICAgICB0cmFpbGluZzogb3B0Qm9vbChvLCBcInRyYWlsaW5nXCIpLFxuICAgICAgICBhbHRlcm5hdGU6IG9wdEJvb2wobywgXCJhbHRlcm5hdGVcIiksXG4gICAgICB9O1xuICAgIGNhc2UgXCJ3YWl0XCI6XG4gICAgICByZXR1cm4gcGFyc2VXYWl0KG8sIGlkKTtcbiAgICBjYXNlIFwiaGlzdG9yeVwiOlxuICAgICAgcmV0dXJuIHtcbiAgICAgICAgdDogXCJyZXFcIixcbiAgICAgICAgaWQsXG4gICAgICAgIG9wLFxuICAgICAgICAvLyBBIHBhbmUgdGFyZ2V0IHRvbzogY29weSBtb2RlIHN0YXlzIG9uIHRoZSBwYW5lIGl0IGJlZ2FuIGluLlxuICAgICAgICBuYW1lOiB0YXJnZXROYW1lKG8pLFxuICAgICAgICAvLyBOZWdhdGl2ZSBzdGFydHMgcmVhY2ggZG93biBpbnRvIHRoZSBzY3JlZW4ncyByb3dzLlxuICAgICAgICBzdGFydDogaW50KG8sIFwic3RhcnRcIiwgLU1BWF9TSURFLCAyICoqIDMxKSxcbiAgICAgICAgY291bnQ6IGludChvLCBcImNvdW50XCIsIDAsIE1BWF9ISVNUT1JZX1JPV1MpLFxuICAgICAgICBwdXNoZWQ6IG9wdEludChvLCBcInB1c2hlZFwiLCAwLCBOdW1iZXIuTUFYX1NBRkVfSU5URUdFUiksXG4gICAgICB9O1xuICAgIGNhc2UgXCJsaXN0LWJ1ZmZlcnNcIjpcbiAgICAgIHJldHVybiB7IHQ6IFwicmVxXCIsIGlkLCBvcCB9O1xuICAgIGNhc2UgXCJzaG93LWJ1ZmZlclwiOlxuICAgIGNhc2UgXCJkZWxldGUtYnVmZmVyXCI6XG4gICAgICByZXR1cm4geyB0OiBcInJlcVwiLCBpZCwgb3AsIGJ1ZmZlcjogYnVmZmVyTmFtZShvKSB9O1xuICAgIGNhc2UgXCJzZXQtYnVmZmVyXCI6XG4gICAgICByZXR1cm4ge1xuICAgICAgICB0OiBcInJlcVwiLFxuICAgICAgICBpZCxcbiAgICAgICAgb3AsXG4gICAgICAgIGJ1ZmZlcjogYnVmZmVyTmFtZShvKSxcbiAgICAgICAgZGF0YTogYnl0ZXMobywgXCJkYXRhXCIpLFxuICAgICAgfTtcbiAgICBjYXNlIFwicGFzdGUtYnVmZmVyXCI6XG4gICAgICByZXR1cm4geyB0OiBcInJlcVwiLCBpZCwgb3AsIGJ1ZmZlcjogYnVmZmVyTmFtZShvKSwgbmFtZTogdGFyZ2V0TmFtZShvKSB9O1xuICAgIGNhc2UgXCJ3YWl0LWZvclwiOlxuICAgICAgcmV0dXJuIHtcbiAgICAgICAgdDogXCJyZXFcIixcbiAgICAgICAgaWQsXG4gICAgICAgIG9wLFxuICAgICAgICBjaGFubmVsOiBjaGFubmVsTmFtZShvKSxcbiAgICAgICAgbW9kZTogb25lT2YobywgXCJtb2RlXCIsIFdBSVRfRk9SX01PREVTKSA/PyBmYWlsKFwiRmllbGQgbW9kZSBpcyBtaXNzaW5nXCIpLFxuICAgICAgICB0aW1lb3V0TXM6IG9wdEludChvLCBcInRpbWVvdXRNc1wiLCAwLCBNQVhfVElNRU9VVF9NUyksXG4gICAgICB9O1xuICAgIGNhc2UgXCJydW4tc2hlbGxcIjpcbiAgICAgIHJldHVybiB7XG4gICAgICAgIHQ6IFwicmVxXCIsXG4gICAgICAgIGlkLFxuICAgICAgICBvcCxcbiAgICAgICAgY29tbWFuZDogc3RyKG8sIFwiY29tbWFuZFwiLCBNQVhfU1RSSU5HX0lURU0pLFxuICAgICAgICBuYW1lOiBvLm5hbWUgPT09IHVuZGVmaW5lZCA/IHVuZGVmaW5lZCA6IHRhcmdldE5hbWUobyksXG4gICAgICAgIGN3ZDogb3B0U3RyKG8sIFwiY3dkXCIpLFxuICAgICAgICBiYWNrZ3JvdW5kOiBvcHRCb29sKG8sIFwiYmFja2dyb3VuZFwiKSxcbiAgICAgIH07XG4gICAgY2FzZSBcInNldC1lbnZpcm9ubWVudFwiOiB7XG4gICAgICBjb25zdCBtb2RlID0gb25lT2YobywgXCJtb2RlXCIsIEVOVl9NT0RFUykgPz8gZmFpbChcIkZpZWxkIG1vZGUgaXMgbWlzc2luZ1wiKTtcbiAgICAgIGNvbnN0IHZhbHVlID0gb3B0U3RyKG8sIFwidmFsdWVcIiwgTUFYX1NUUklOR19JVEVNKTtcbiAgICAgIGlmICgobW9kZSA9PT0gXCJzZXRcIikgIT09ICh2YWx1ZSAhPT0gdW5kZWZpbmVkKSkge1xuICAgICAgICBmYWlsKFwiRmllbGQgdmFsdWUgZ29lcyB3aXRoIG1vZGUgc2V0LCBhbmQgb25seSB3aXRoIGl0XCIpO1xuICAgICAgfVxuICAgICAgaWYgKHZhbHVlPy5pbmNsdWRlcyhcIlxcMFwiKSkge1xuICAgICAgICAvLyBObyBwcm9jZXNzJ3MgZW52aXJvbm1lbnQgY2FuIGhvbGQgaXQuXG4gICAgICAgIHRocm93IG5ldyBQcm90b2NvbEVycm9yKFxuICAgICAgICAgIFwiQSB2YXJpYWJsZSdzIHZhbHVlIGhvbGRzIGEgTlVMXCIsXG4gICAgICAgICAgXCJiYWQtcmVxdWVzdFwiLFxuICAgICAgICApO1xuICAgICAgfVxuICAgICAgcmV0dXJuIHtcbiAgICAgICAgdDogXCJyZXFcIixcbiAgICAgICAgaWQsXG4gICAgICAgIG9wLFxuICAgICAgICBuYW1lOiBvLm5hbWUgPT09IHVuZGVmaW5lZCA/IHVuZGVmaW5lZCA6IHRhcmdldE5hbWUobyksXG4gICAgICAgIGdsb2JhbDogb3B0Qm9vbChvLCBcImdsb2JhbFwiKSxcbiAgICAgICAgdmFyaWFibGU6IGVudk5hbWUobyksXG4gICAgICAgIG1vZGUsXG4gICAgICAgIHZhbHVlLFxuICAgICAgfTtcbiAgICB9XG4gICAgY2FzZSBcInNob3ctZW52aXJvbm1lbnRcIjpcbiAgICAgIHJldHVybiB7XG4gICAgICAgIHQ6IFwicmVxXCIsXG4gICAgICAgIGlkLFxuICAgICAgICBvcCxcbiAgICAgICAgbmFtZTogby5uYW1lID09PSB1bmRlZmluZWQgPyB1bmRlZmluZWQgOiB0YXJnZXROYW1lKG8pLFxuICAgICAgICBnbG9iYWw6IG9wdEJvb2wobywgXCJnbG9iYWxcIiksXG4gICAgICAgIHZhcmlhYmxlOiBvLnZhcmlhYmxlID09PSB1bmRlZmluZWQgPyB1bmRlZmluZWQgOiBlbnZOYW1lKG8pLFxuICAgICAgfTtcbiAgICBkZWZhdWx0OlxuICAgICAgaWYgKFBBTkVfT1BTLmhhcyhvcCkpIHJldHVybiBwYXJzZVBhbmVSZXF1ZXN0KG8sIGlkLCBvcCk7XG4gICAgICBmYWlsKGBVbmtub3duIHJlcXVlc3Qgb3AgXCIke29wfVwiYCk7XG4gIH1cbn1cblxuY29uc3QgUEFORV9PUFMgPSBuZXcgU2V0KFtcbiAgXCJzcGxpdC13aW5kb3dcIixcbiAgXCJuZXctd2luZG93XCIsXG4gIFwic2VsZWN0LXdpbmRvd1wiLFxuICBcInNlbGVjdC1wYW5lXCIsXG4gIFwia2lsbC1wYW5lXCIsXG4gIFwia2lsbC13aW5kb3dcIixcbiAgXCJyZW5hbWUtd2luZG93XCIsXG4gIFwicmVzaXplLXBhbmVcIixcbiAgXCJzd2FwLXBhbmVcIixcbiAgXCJicmVhay1wYW5lXCIsXG4gIFwicmVzcGF3bi1wYW5lXCIsXG4gIFwicmVzcGF3bi13aW5kb3dcIixcbiAgXCJjbGVhci1oaXN0b3J5XCIsXG4gIFwic3dhcC13aW5kb3dcIixcbiAgXCJtb3ZlLXdpbmRvd1wiLFxuICBcImpvaW4tcGFuZVwiLFxuICBcInNlbGVjdC1sYXlvdXRcIixcbiAgXCJzZXQtb3B0aW9uXCIsXG4gIFwibGlzdC13aW5kb3dzXCIsXG4gIFwibGlzdC1wYW5lc1wiLFxuXSk7XG5cbi8qKlxuICogQSB0YXJnZXQgKGBuYW1lYCwgb3IgYW5vdGhlciBmaWVsZCBzdWNoIGFzIGBzb3VyY2VgKTogYSBzZXNzaW9uIG5hbWUnc1xuICogY2hhcmFjdGVycywgcGx1cyBgJWAgb2YgYFNFU1NJT046JU5gLlxuICovXG5mdW5jdGlvbiBwYW5lVGFyZ2V0KG86IE9iaiwga2V5ID0gXCJuYW1lXCIpOiBzdHJpbmcge1xuICBjb25zdCBuYW1lID0gc3RyKG8sIGtleSwgTUFYX05BTUUgKiAyICsgMTYpO1xuICBjb25zdCB3aHkgPSBjaGVja1RhcmdldChuYW1lKTtcbiAgaWYgKHdoeSkgZmFpbCh3aHkpO1xuICByZXR1cm4gbmFtZTtcbn1cblxuLyoqIGBvW2tleV1gIGlmIGl0IGlzIG9uZSBvZiBgYWxsb3dlZGAgKG9yIGFic2VudCB3aGVuIG5vdCBgcmVxdWlyZWRgKS4gKi9cbmZ1bmN0aW9uIG9uZU9mPFQgZXh0ZW5kcyBzdHJpbmc+KFxuICBvOiBPYmosXG4gIGtleTogc3RyaW5nLFxuICBhbGxvd2VkOiByZWFkb25seSBUW10sXG4pOiBUIHwgdW5kZWZpbmVkIHtcbiAgaWYgKG9ba2V5XSA9PT0gdW5kZWZpbmVkKSByZXR1cm4gdW5kZWZpbmVkO1xuICBjb25zdCB2ID0gc3RyKG8sIGtleSwgMzIpIGFzIFQ7XG4gIGlmICghYWxsb3dlZC5pbmNsdWRlcyh2KSkgZmFpbChgRmllbGQgJHtrZXl9IG11c3QgYmUgb25lIG9mICR7YWxsb3dlZH1gKTtcbiAgcmV0dXJuIHY7XG59XG5cbi8qKiBUaGUgd2luZG93IGFuZCBwYW5lIHJlcXVlc3RzIChzZWUgYFBhbmVSZXF1ZXN0YCk7IG9uZSBzaGFwZSBlYWNoLiAqL1xuZnVuY3Rpb24gcGFyc2VQYW5lUmVxdWVzdChvOiBPYmosIGlkOiBudW1iZXIsIG9wOiBzdHJpbmcpOiBSZXF1ZXN0TXNnIHtcbiAgY29uc3QgYmFzZSA9IHsgdDogXCJyZXFcIiBhcyBjb25zdCwgaWQsIG5hbWU6IHBhbmVUYXJnZXQobykgfTtcbiAgY29uc3QgZGlycyA9IFtcIkxcIiwgXCJSXCIsIFwiVVwiLCBcIkRcIl0gYXMgY29uc3Q7XG4gIHN3aXRjaCAob3ApIHtcbiAgICBjYXNlIFwic3BsaXQtd2luZG93XCI6XG4gICAgICByZXR1cm4ge1xuICAgICAgICAuLi5iYXNlLFxuICAgICAgICBvcCxcbiAgICAgICAga2luZDogb25lT2YobywgXCJraW5kXCIsIFtcImxyXCIsIFwidGJcIl0gYXMgY29uc3QpID8/IFwidGJcIixcbiAgICAgICAgc2l6ZTogb3B0SW50KG8sIFwic2l6ZVwiLCAxLCBNQVhfU0lERSksXG4gICAgICAgIHBlcmNlbnQ6IG9wdEludChvLCBcInBlcmNlbnRcIiwgMSwgOTkpLFxuICAgICAgICBiZWZvcmU6IG9wdEJvb2wobywgXCJiZWZvcmVcIiksXG4gICAgICAgIGNtZDogc3RyTGlzdChvLCBcImNtZFwiKSxcbiAgICAgICAgY3dkOiBvcHRTdHIobywgXCJjd2RcIiksXG4gICAgICAgIGVudjogc3RyTWFwKG8sIFwiZW52XCIpLFxuICAgICAgICBkZXRhY2hlZDogb3B0Qm9vbChvLCBcImRldGFjaGVkXCIpLFxuICAgICAgfTtcbiAgICBjYXNlIFwibmV3LXdpbmRvd1wiOlxuICAgICAgcmV0dXJuIHtcbiAgICAgICAgLi4uYmFzZSxcbiAgICAgICAgb3AsXG4gICAgICAgIHdpbmRvd05hbWU6IG9wdFN0cihvLCBcIndpbmRvd05hbWVcIiwgTUFYX05BTUUpLFxuICAgICAgICBjbWQ6IHN0ckxpc3QobywgXCJjbWRcIiksXG4gICAgICAgIGN3ZDogb3B0U3RyKG8sIFwiY3dkXCIpLFxuICAgICAgICBlbnY6IHN0ck1hcChvLCBcImVudlwiKSxcbiAgICAgICAgZGV0YWNoZWQ6IG9wdEJvb2wobywgXCJkZXRhY2hlZFwiKSxcbiAgICAgIH07XG4gICAgY2FzZSBcInNlbGVjdC13aW5kb3dcIjpcbiAgICAgIHJldHVybiB7XG4gICAgICAgIC4uLmJhc2UsXG4gICAgICAgIG9wLFxuICAgICAgICB0bzogb25lT2YobywgXCJ0b1wiLCBbXCJuZXh0XCIsIFwicHJldmlvdXNcIiwgXCJsYXN0XCJdIGFzIGNvbnN0KSxcbiAgICAgIH07XG4gICAgY2FzZSBcInNlbGVjdC1wYW5lXCI6XG4gICAgICByZXR1cm4ge1xuICAgICAgICAuLi5iYXNlLFxuICAgICAgICBvcCxcbiAgICAgICAgdG86IG9uZU9mKG8sIFwidG9cIiwgWy4uLmRpcnMsIFwibmV4dFwiLCBcInByZXZpb3VzXCIsIFwibGFzdFwiXSBhcyBjb25zdCksXG4gICAgICAgIHpvb206IG9wdEJvb2wobywgXCJ6b29tXCIpLFxuICAgICAgfTtcbiAgICBjYXNlIFwicmVuYW1lLXdpbmRvd1wiOlxuICAgICAgcmV0dXJuIHsgLi4uYmFzZSwgb3AsIG5ld05hbWU6IHN0cihvLCBcIm5ld05hbWVcIiwgTUFYX05BTUUpIH07XG4gICAgY2FzZSBcInJlc2l6ZS1wYW5lXCI6XG4gICAgICByZXR1cm4ge1xuICAgICAgICAuLi5iYXNlLFxuICAgICAgICBvcCxcbiAgICAgICAgZGlyOiBvbmVPZihvLCBcImRpclwiLCBkaXJzKSxcbiAgICAgICAgYW1vdW50OiBvcHRJbnQobywgXCJhbW91bnRcIiwgMSwgTUFYX1NJREUpLFxuICAgICAgICB3aWR0aDogb3B0SW50KG8sIFwid2lkdGhcIiwgMSwgTUFYX1NJREUpLFxuICAgICAgICBoZWlnaHQ6IG9wdEludChvLCBcImhlaWdodFwiLCAxLCBNQVhfU0lERSksXG4gICAgICAgIHpvb206IG9wdEJvb2wobywgXCJ6b29tXCIpLFxuICAgICAgfTtcbiAgICBjYXNlIFwic3dhcC1wYW5lXCI6XG4gICAgICByZXR1cm4ge1xuICAgICAgICAuLi5iYXNlLFxuICAgICAgICBvcCxcbiAgICAgICAgdG86IG9uZU9mKG8sIFwidG9cIiwgW1wicHJldmlvdXNcIiwgXCJuZXh0XCJdIGFzIGNvbnN0KSA/PyBcIm5leHRcIixcbiAgICAgIH07XG4gICAgY2FzZSBcInN3YXAtd2luZG93XCI6XG4gICAgICByZXR1cm4ge1xuICAgICAgICAuLi5iYXNlLFxuICAgICAgICBvcCxcbiAgICAgICAgc291cmNlOiBwYW5lVGFyZ2V0KG8sIFwic291cmNlXCIpLFxuICAgICAgICBkZXRhY2hlZDogb3B0Qm9vbChvLCBcImRldGFjaGVkXCIpLFxuICAgICAgfTtcbiAgICBjYXNlIFwibW92ZS13aW5kb3dcIjpcbiAgICAgIHJldHVybiB7XG4gICAgICAgIC4uLmJhc2UsXG4gICAgICAgIG9wLFxuICAgICAgICBzb3VyY2U6IHBhbmVUYXJnZXQobywgXCJzb3VyY2VcIiksXG4gICAgICAgIGRldGFjaGVkOiBvcHRCb29sKG8sIFwiZGV0YWNoZWRcIiksXG4gICAgICAgIGtpbGw6IG9wdEJvb2wobywgXCJraWxsXCIpLFxuICAgICAgICByZW51bWJlcjogb3B0Qm9vbChvLCBcInJlbnVtYmVyXCIpLFxuICAgICAgfTtcbiAgICBjYXNlIFwiam9pbi1wYW5lXCI6XG4gICAgICByZXR1cm4ge1xuICAgICAgICAuLi5iYXNlLFxuICAgICAgICBvcCxcbiAgICAgICAgc291cmNlOiBwYW5lVGFyZ2V0KG8sIFwic291cmNlXCIpLFxuICAgICAgICBraW5kOiBvbmVPZihvLCBcImtpbmRcIiwgW1wibHJcIiwgXCJ0YlwiXSBhcyBjb25zdCkgPz8gXCJ0YlwiLFxuICAgICAgICBzaXplOiBvcHRJbnQobywgXCJzaXplXCIsIDEsIE1BWF9TSURFKSxcbiAgICAgICAgcGVyY2VudDogb3B0SW50KG8sIFwicGVyY2VudFwiLCAxLCA5OSksXG4gICAgICAgIGJlZm9yZTogb3B0Qm9vbChvLCBcImJlZm9yZVwiKSxcbiAgICAgICAgZGV0YWNoZWQ6IG9wdEJvb2wobywgXCJkZXRhY2hlZFwiKSxcbiAgICAgIH07XG4gICAgY2FzZSBcInNlbGVjdC1sYXlvdXRcIjpcbiAgICAgIHJldHVybiB7XG4gICAgICAgIC4uLmJhc2UsXG4gICAgICAgIG9wLFxuICAgICAgICBsYXlvdXQ6IG9wdFN0cihvLCBcImxheW91dFwiLCAzMiksXG4gICAgICAgIG5leHQ6IG9wdEJvb2wobywgXCJuZXh0XCIpLFxuICAgICAgfTtcbiAgICBjYXNlIFwic2V0LW9wdGlvblwiOlxuICAgICAgcmV0dXJuIHtcbiAgICAgICAgLi4uYmFzZSxcbiAgICAgICAgb3AsXG4gICAgICAgIG9wdGlvbjogb25lT2YobywgXCJvcHRpb25cIiwgW1wicmVtYWluLW9uLWV4aXRcIl0gYXMgY29uc3QpID8/XG4gICAgICAgICAgZmFpbChcIkZpZWxkIG9wdGlvbiBpcyByZXF1aXJlZFwiKSxcbiAgICAgICAgb246IG9wdEJvb2wobywgXCJvblwiKSA/PyB0cnVlLFxuICAgICAgfTtcbiAgICBjYXNlIFwicmVzcGF3bi1wYW5lXCI6XG4gICAgY2FzZSBcInJlc3Bhd24td2luZG93XCI6XG4gICAgICByZXR1cm4ge1xuICAgICAgICAuLi5iYXNlLFxuICAgICAgICBvcCxcbiAgICAgICAga2lsbDogb3B0Qm9vbChvLCBcImtpbGxcIiksXG4gICAgICAgIGNtZDogc3RyTGlzdChvLCBcImNtZFwiKSxcbiAgICAgICAgY3dkOiBvcHRTdHIobywgXCJjd2RcIiksXG4gICAgICAgIGVudjogc3RyTWFwKG8sIFwiZW52XCIpLFxuICAgICAgfTtcbiAgICBjYXNlIFwia2lsbC1wYW5lXCI6XG4gICAgY2FzZSBcImtpbGwtd2luZG93XCI6XG4gICAgY2FzZSBcImNsZWFyLWhpc3RvcnlcIjpcbiAgICAgIHJldHVybiB7IC4uLmJhc2UsIG9wIH07XG4gICAgY2FzZSBcImJyZWFrLXBhbmVcIjpcbiAgICAgIHJldHVybiB7IC4uLmJhc2UsIG9wLCBkZXRhY2hlZDogb3B0Qm9vbChvLCBcImRldGFjaGVkXCIpIH07XG4gICAgY2FzZSBcImxpc3Qtd2luZG93c1wiOlxuICAgIGNhc2UgXCJsaXN0LXBhbmVzXCI6XG4gICAgICByZXR1cm4geyAuLi5iYXNlLCBvcCwgZm9ybWF0OiBvcHRTdHIobywgXCJmb3JtYXRcIiwgTUFYX0ZPUk1BVCkgfTtcbiAgICBkZWZhdWx0OlxuICAgICAgZmFpbChgVW5rbm93biByZXF1ZXN0IG9wIFwiJHtvcH1cImApO1xuICB9XG59XG5cbi8vIEFuIGF0dGFjaCByZXF1ZXN0J3MgYHJlc3VtZWA6IGEgdG9rZW4gdGhlIGRhZW1vbiBtYWRlLCB0aGUgbGFzdCBmcmFtZSBkcmF3bi5cbmZ1bmN0aW9uIHBhcnNlUmVzdW1lKHY6IHVua25vd24pOiB7IHRva2VuOiBzdHJpbmc7IHNlcTogbnVtYmVyIH0gfCB1bmRlZmluZWQge1xuICBpZiAodiA9PT0gdW5kZWZpbmVkKSByZXR1cm4gdW5kZWZpbmVkO1xuICBpZiAoIWlzT2JqKHYpKSBmYWlsKFwiRmllbGQgcmVzdW1lIG11c3QgYmUge3Rva2VuLCBzZXF9XCIpO1xuICByZXR1cm4ge1xuICAgIHRva2VuOiBzdHIodiwgXCJ0b2tlblwiLCA2NCksXG4gICAgc2VxOiBpbnQodiwgXCJzZXFcIiwgMCwgTnVtYmVyLk1BWF9TQUZFX0lOVEVHRVIpLFxuICB9O1xufVxuXG5mdW5jdGlvbiBwYXJzZVdhaXQobzogT2JqLCBpZDogbnVtYmVyKTogUmVxdWVzdE1zZyB7XG4gIGxldCB0ZXh0OiB7IHNvdXJjZTogc3RyaW5nOyBmbGFnczogc3RyaW5nIH0gfCB1bmRlZmluZWQ7XG4gIGlmIChvLnRleHQgIT09IHVuZGVmaW5lZCkge1xuICAgIGlmICghaXNPYmooby50ZXh0KSkgZmFpbChcIkZpZWxkIHRleHQgbXVzdCBiZSB7c291cmNlLCBmbGFnc31cIik7XG4gICAgY29uc3Qgc291cmNlID0gc3RyKG8udGV4dCwgXCJzb3VyY2VcIiwgNDA5Nik7XG4gICAgLy8gVGhlIHBhdHRlcm4gaXRzZWxmIGlzIGNvbXBpbGVkIGJ5IHRoZSBkYWVtb24ncyB3YWl0LCB3aGljaCBsb2Fkc1xuICAgIC8vIHRoZSBSRTIgZW5naW5lIG9uIGZpcnN0IHVzZS5cbiAgICBjb25zdCBmbGFncyA9IHN0cihvLnRleHQsIFwiZmxhZ3NcIiwgOCk7XG4gICAgdGV4dCA9IHsgc291cmNlLCBmbGFncyB9O1xuICB9XG4gIGNvbnN0IHJlcSA9IHtcbiAgICB0OiBcInJlcVwiIGFzIGNvbnN0LFxuICAgIGlkLFxuICAgIG9wOiBcIndhaXRcIiBhcyBjb25zdCxcbiAgICBuYW1lOiB0YXJnZXROYW1lKG8pLFxuICAgIHRleHQsXG4gICAgaWRsZU1zOiBvcHRJbnQobywgXCJpZGxlTXNcIiwgMCwgTUFYX1RJTUVPVVRfTVMpLFxuICAgIGV4aXQ6IG9wdEJvb2wobywgXCJleGl0XCIpLFxuICAgIHRpbWVvdXRNczogb3B0SW50KG8sIFwidGltZW91dE1zXCIsIDAsIE1BWF9USU1FT1VUX01TKSxcbiAgfTtcbiAgY29uc3QgY29uZGl0aW9ucyA9IFt0ZXh0LCByZXEuaWRsZU1zLCByZXEuZXhpdF0uZmlsdGVyKChjKSA9PlxuICAgIGMgIT09IHVuZGVmaW5lZCAmJiBjICE9PSBmYWxzZVxuICApO1xuICBpZiAoY29uZGl0aW9ucy5sZW5ndGggIT09IDEpIHtcbiAgICB0aHJvdyBuZXcgUHJvdG9jb2xFcnJvcihcbiAgICAgIFwiV2FpdCBuZWVkcyBleGFjdGx5IG9uZSBvZiB0ZXh0LCBpZGxlTXMgb3IgZXhpdFwiLFxuICAgICAgXCJiYWQtcmVxdWVzdFwiLFxuICAgICk7XG4gIH1cbiAgcmV0dXJuIHJlcTtcbn1cblxuLyoqXG4gKiBUdXJucyBhIGRlY29kZWQgYm9keSBpbnRvIGEgdHlwZWQgY2xpZW50IG1lc3NhZ2UsIG9yIHRocm93c1xuICogYFByb3RvY29sRXJyb3JgLiBPbmx5IHNoYXBlIGlzIGNoZWNrZWQgaGVyZTsgd2hldGhlciB0aGUgbWVzc2FnZSBtYXkgY29tZVxuICogbm93IChvcmRlcikgaXMgdGhlIGNvbm5lY3Rpb24ncyBidXNpbmVzcy5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHBhcnNlQ2xpZW50TWVzc2FnZShib2R5OiB1bmtub3duKTogQ2xpZW50TXNnIHtcbiAgaWYgKCFpc09iaihib2R5KSkgZmFpbChcIk1lc3NhZ2UgbXVzdCBiZSBhIG1hcFwiKTtcbiAgY29uc3QgdCA9IGJvZHkudDtcbiAgc3dpdGNoICh0KSB7XG4gICAgY2FzZSBcImhlbGxvXCI6XG4gICAgICByZXR1cm4ge1xuICAgICAgICB0LFxuICAgICAgICB2ZXJzaW9uOiBpbnQoYm9keSwgXCJ2ZXJzaW9uXCIsIDAsIDIgKiogMzEpLFxuICAgICAgICBjbGllbnQ6IHN0cihib2R5LCBcImNsaWVudFwiLCA2NCksXG4gICAgICB9O1xuICAgIGNhc2UgXCJyZXFcIjpcbiAgICAgIHJldHVybiBwYXJzZVJlcXVlc3QoYm9keSk7XG4gICAgY2FzZSBcImlucHV0XCI6XG4gICAgICByZXR1cm4ge1xuICAgICAgICB0LFxuICAgICAgICBkYXRhOiBieXRlcyhib2R5LCBcImRhdGFcIiksXG4gICAgICAgIHNlcTogb3B0SW50KGJvZHksIFwic2VxXCIsIDEsIE51bWJlci5NQVhfU0FGRV9JTlRFR0VSKSxcbiAgICAgIH07XG4gICAgY2FzZSBcImJlYXRcIjpcbiAgICBjYXNlIFwiYnllXCI6XG4gICAgICByZXR1cm4geyB0IH07XG4gICAgY2FzZSBcInJlc2l6ZVwiOlxuICAgICAgcmV0dXJuIHtcbiAgICAgICAgdCxcbiAgICAgICAgY29sczogaW50KGJvZHksIFwiY29sc1wiLCAxLCBNQVhfU0lERSksXG4gICAgICAgIHJvd3M6IGludChib2R5LCBcInJvd3NcIiwgMSwgTUFYX1NJREUpLFxuICAgICAgfTtcbiAgICBjYXNlIFwiYWNrXCI6XG4gICAgICByZXR1cm4geyB0LCBzZXE6IGludChib2R5LCBcInNlcVwiLCAwLCBOdW1iZXIuTUFYX1NBRkVfSU5URUdFUikgfTtcbiAgICBjYXNlIFwiZGV0YWNoXCI6XG4gICAgICByZXR1cm4geyB0IH07XG4gICAgY2FzZSBcInVuc3Vic2NyaWJlXCI6XG4gICAgICByZXR1cm4geyB0LCBpZDogaW50KGJvZHksIFwiaWRcIiwgMCwgMiAqKiAzMSkgfTtcbiAgICBjYXNlIFwidGVybWluYXRlXCI6XG4gICAgICByZXR1cm4ge1xuICAgICAgICB0LFxuICAgICAgICBzaWduYWw6IG9uZU9mKGJvZHksIFwic2lnbmFsXCIsIFtcIlNJR1RFUk1cIiwgXCJTSUdIVVBcIl0gYXMgY29uc3QpID8/XG4gICAgICAgICAgZmFpbChcIkZpZWxkIHNpZ25hbCBpcyBtaXNzaW5nXCIpLFxuICAgICAgfTtcbiAgICBjYXNlIFwicmFuXCI6IHtcbiAgICAgIGNvbnN0IGVycm9yID0gYm9keS5lcnJvciA9PT0gbnVsbCA/IG51bGwgOiBzdHIoYm9keSwgXCJlcnJvclwiKTtcbiAgICAgIHJldHVybiB7IHQsIGlkOiBpbnQoYm9keSwgXCJpZFwiLCAwLCAyICoqIDMxKSwgZXJyb3IgfTtcbiAgICB9XG4gICAgY2FzZSBcInN1c3BlbmRlZFwiOlxuICAgICAgcmV0dXJuIHsgdCB9O1xuICAgIGNhc2UgXCJ3YWtldXBcIjpcbiAgICAgIHJldHVybiBib2R5LmVycm9yID09PSB1bmRlZmluZWRcbiAgICAgICAgPyB7IHQgfVxuICAgICAgICA6IHsgdCwgZXJyb3I6IHN0cihib2R5LCBcImVycm9yXCIsIDEwMjQpIH07XG4gICAgZGVmYXVsdDpcbiAgICAgIGZhaWwoYFVua25vd24gbWVzc2FnZSB0eXBlICR7SlNPTi5zdHJpbmdpZnkoU3RyaW5nKHQpKS5zbGljZSgwLCA0MCl9YCk7XG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7O0NBTUMsR0FFRCxTQUdFLGdCQUFnQixFQUNoQixnQkFBZ0IsUUFFWCxnQkFBZ0I7QUFDdkIsU0FDRSxVQUFVLEVBQ1YsY0FBYyxFQUNkLFFBQVEsRUFDUixlQUFlLEVBQ2YsY0FBYyxRQUNULGNBQWM7QUFDckIsU0FDRSxlQUFlLEVBQ2YsZ0JBQWdCLEVBQ2hCLFlBQVksRUFDWixnQkFBZ0IsRUFDaEIsV0FBVyxFQUNYLFdBQVcsRUFDWCxZQUFZLEVBQ1osUUFBUSxRQUNILGFBQWE7QUFFcEIscUVBQXFFO0FBQ3JFLHlFQUF5RTtBQUN6RSw0QkFBNEI7QUFDNUIsY0FBYyxhQUFhO0FBQzNCLGNBQWMsZ0JBQWdCO0FBRTlCLHVFQUF1RSxHQUN2RSxPQUFPLE1BQU0sc0JBQXNCOztFQUNqQyxZQUFZLE9BQWUsRUFBRSxBQUFTLE9BQWtCLFVBQVUsQ0FBRTtJQUNsRSxLQUFLLENBQUMsZUFEOEIsT0FBQTtJQUVwQyxJQUFJLENBQUMsSUFBSSxHQUFHO0VBQ2Q7QUFDRjtBQUlBLFNBQVMsTUFBTSxDQUFVO0VBQ3ZCLE9BQU8sT0FBTyxNQUFNLFlBQVksTUFBTSxRQUFRLENBQUMsTUFBTSxPQUFPLENBQUMsTUFDM0QsQ0FBQyxDQUFDLGFBQWEsVUFBVTtBQUM3QjtBQUVBLFNBQVMsS0FBSyxPQUFlO0VBQzNCLE1BQU0sSUFBSSxjQUFjO0FBQzFCO0FBRUEsU0FBUyxJQUFJLENBQU0sRUFBRSxHQUFXLEVBQUUsR0FBVyxFQUFFLEdBQVc7RUFDeEQsTUFBTSxJQUFJLENBQUMsQ0FBQyxJQUFJO0VBQ2hCLElBQUksT0FBTyxNQUFNLFlBQVksQ0FBQyxPQUFPLFNBQVMsQ0FBQyxNQUFNLElBQUksT0FBTyxJQUFJLEtBQUs7SUFDdkUsS0FBSyxDQUFDLE1BQU0sRUFBRSxJQUFJLHlCQUF5QixFQUFFLElBQUksSUFBSSxFQUFFLEtBQUs7RUFDOUQ7RUFDQSxPQUFPO0FBQ1Q7QUFFQSxTQUFTLE9BQU8sQ0FBTSxFQUFFLEdBQVcsRUFBRSxHQUFXLEVBQUUsR0FBVztFQUMzRCxPQUFPLENBQUMsQ0FBQyxJQUFJLEtBQUssWUFBWSxZQUFZLElBQUksR0FBRyxLQUFLLEtBQUs7QUFDN0Q7QUFFQSxTQUFTLElBQUksQ0FBTSxFQUFFLEdBQVcsRUFBRSxTQUFTLElBQUk7RUFDN0MsTUFBTSxJQUFJLENBQUMsQ0FBQyxJQUFJO0VBQ2hCLElBQUksT0FBTyxNQUFNLFlBQVksRUFBRSxNQUFNLEdBQUcsUUFBUTtJQUM5QyxLQUFLLENBQUMsTUFBTSxFQUFFLElBQUksNkJBQTZCLEVBQUUsT0FBTyxXQUFXLENBQUM7RUFDdEU7RUFDQSxPQUFPO0FBQ1Q7QUFFQSxTQUFTLE9BQU8sQ0FBTSxFQUFFLEdBQVcsRUFBRSxTQUFTLElBQUk7RUFDaEQsT0FBTyxDQUFDLENBQUMsSUFBSSxLQUFLLFlBQVksWUFBWSxJQUFJLEdBQUcsS0FBSztBQUN4RDtBQUVBLFNBQVMsUUFBUSxDQUFNLEVBQUUsR0FBVztFQUNsQyxNQUFNLElBQUksQ0FBQyxDQUFDLElBQUk7RUFDaEIsSUFBSSxNQUFNLGFBQWEsT0FBTyxNQUFNLFdBQVc7SUFDN0MsS0FBSyxDQUFDLE1BQU0sRUFBRSxJQUFJLGtCQUFrQixDQUFDO0VBQ3ZDO0VBQ0EsT0FBTztBQUNUO0FBRUEsU0FBUyxNQUFNLENBQU0sRUFBRSxHQUFXO0VBQ2hDLE1BQU0sSUFBSSxDQUFDLENBQUMsSUFBSTtFQUNoQixJQUFJLENBQUMsQ0FBQyxhQUFhLFVBQVUsR0FBRyxLQUFLLENBQUMsTUFBTSxFQUFFLElBQUksZUFBZSxDQUFDO0VBQ2xFLE9BQU87QUFDVDtBQUVBLFNBQVMsUUFBUSxDQUFNLEVBQUUsR0FBVztFQUNsQyxNQUFNLElBQUksQ0FBQyxDQUFDLElBQUk7RUFDaEIsSUFBSSxNQUFNLFdBQVcsT0FBTztFQUM1QixJQUNFLENBQUMsTUFBTSxPQUFPLENBQUMsTUFBTSxFQUFFLE1BQU0sR0FBRyxRQUNoQyxDQUFDLEVBQUUsS0FBSyxDQUFDLENBQUMsSUFBTSxPQUFPLE1BQU0sWUFBWSxFQUFFLE1BQU0sSUFBSSxrQkFDckQ7SUFDQSxLQUFLLENBQUMsTUFBTSxFQUFFLElBQUksMEJBQTBCLENBQUM7RUFDL0M7RUFDQSxPQUFPO0FBQ1Q7QUFFQSxTQUFTLE9BQU8sQ0FBTSxFQUFFLEdBQVc7RUFDakMsTUFBTSxJQUFJLENBQUMsQ0FBQyxJQUFJO0VBQ2hCLElBQUksTUFBTSxXQUFXLE9BQU87RUFDNUIsSUFDRSxDQUFDLE1BQU0sTUFDUCxDQUFDLE9BQU8sTUFBTSxDQUFDLEdBQUcsS0FBSyxDQUFDLENBQUMsSUFDdkIsT0FBTyxNQUFNLFlBQVksRUFBRSxNQUFNLElBQUksa0JBRXZDO0lBQ0EsS0FBSyxDQUFDLE1BQU0sRUFBRSxJQUFJLHlCQUF5QixDQUFDO0VBQzlDO0VBQ0EsT0FBTztBQUNUO0FBRUEsU0FBUyxZQUFZLENBQU0sRUFBRSxNQUFNLE1BQU07RUFDdkMsTUFBTSxPQUFPLElBQUksR0FBRyxLQUFLLFdBQVcsSUFBSSxlQUFlO0VBQ3ZELE1BQU0sTUFBTSxpQkFBaUI7RUFDN0IsSUFBSSxLQUFLLE1BQU0sSUFBSSxjQUFjLEtBQUs7RUFDdEMsT0FBTztBQUNUO0FBRUEsbUVBQW1FLEdBQ25FLFNBQVMsV0FBVyxDQUFNO0VBQ3hCLE1BQU0sT0FBTyxJQUFJLEdBQUcsUUFBUSxXQUFXLElBQUk7RUFDM0MsTUFBTSxNQUFNLFlBQVk7RUFDeEIsSUFBSSxLQUFLLE1BQU0sSUFBSSxjQUFjLEtBQUs7RUFDdEMsT0FBTztBQUNUO0FBRUEsTUFBTSxpQkFBaUI7RUFBQztFQUFRO0VBQVU7RUFBUTtDQUFTO0FBRTNELE1BQU0sWUFBWTtFQUFDO0VBQU87RUFBUztDQUFTO0FBRTVDLHFEQUFxRCxHQUNyRCxTQUFTLFFBQVEsQ0FBTTtFQUNyQixNQUFNLE9BQU8sSUFBSSxHQUFHLFlBQVk7RUFDaEMsTUFBTSxNQUFNLGFBQWE7RUFDekIsSUFBSSxLQUFLLE1BQU0sSUFBSSxjQUFjLEtBQUs7RUFDdEMsT0FBTztBQUNUO0FBRUEsc0RBQXNELEdBQ3RELFNBQVMsWUFBWSxDQUFNO0VBQ3pCLE1BQU0sT0FBTyxJQUFJLEdBQUcsV0FBVyxjQUFjLElBQUksZUFBZTtFQUNoRSxNQUFNLE1BQU0saUJBQWlCO0VBQzdCLElBQUksS0FBSyxNQUFNLElBQUksY0FBYyxLQUFLO0VBQ3RDLE9BQU87QUFDVDtBQUVBLFNBQVMsV0FBVyxDQUFNO0VBQ3hCLElBQUksRUFBRSxNQUFNLEtBQUssV0FBVyxPQUFPO0VBQ25DLE1BQU0sT0FBTyxJQUFJLEdBQUcsVUFBVTtFQUM5QixNQUFNLE1BQU0sZ0JBQWdCO0VBQzVCLElBQUksS0FBSyxNQUFNLElBQUksY0FBYyxLQUFLO0VBQ3RDLE9BQU87QUFDVDtBQUVBLFNBQVMsYUFBYSxDQUFNO0VBQzFCLE1BQU0sS0FBSyxJQUFJLEdBQUcsTUFBTSxHQUFHLEtBQUs7RUFDaEMsTUFBTSxLQUFLLElBQUksR0FBRyxNQUFNO0VBQ3hCLE9BQVE7SUFDTixLQUFLO01BQ0gsT0FBTztRQUNMLEdBQUc7UUFDSDtRQUNBO1FBQ0EsTUFBTSxFQUFFLElBQUksS0FBSyxZQUFZLFlBQVksWUFBWTtRQUNyRCxLQUFLLFFBQVEsR0FBRztRQUNoQixLQUFLLE9BQU8sR0FBRztRQUNmLEtBQUssT0FBTyxHQUFHO1FBQ2YsU0FBUyxPQUFPLEdBQUc7UUFDbkIsTUFBTSxJQUFJLEdBQUcsUUFBUSxHQUFHO1FBQ3hCLE1BQU0sSUFBSSxHQUFHLFFBQVEsR0FBRztRQUN4QixNQUFNLFFBQVEsR0FBRztRQUNqQixZQUFZLE9BQU8sR0FBRyxjQUFjLEdBQUc7TUFDekM7SUFDRixLQUFLO01BQ0gsT0FBTztRQUFFLEdBQUc7UUFBTztRQUFJO1FBQUksUUFBUSxPQUFPLEdBQUcsVUFBVTtNQUFZO0lBQ3JFLEtBQUs7SUFDTCxLQUFLO01BQ0gsT0FBTztRQUFFLEdBQUc7UUFBTztRQUFJO01BQUc7SUFDNUIsS0FBSztNQUNILE9BQU87UUFBRSxHQUFHO1FBQU87UUFBSTtRQUFJLE1BQU0sT0FBTyxHQUFHO01BQVE7SUFDckQsS0FBSztNQUNILE9BQU87UUFDTCxHQUFHO1FBQ0g7UUFDQTtRQUNBLE1BQU0sRUFBRSxJQUFJLEtBQUssWUFBWSxZQUFZLFlBQVk7UUFDckQsVUFBVSxRQUFRLEdBQUc7UUFDckIsV0FBVyxRQUFRLEdBQUc7UUFDdEIsY0FBYyxRQUFRLEdBQUc7UUFDekIsTUFBTSxJQUFJLEdBQUcsUUFBUSxHQUFHO1FBQ3hCLE1BQU0sSUFBSSxHQUFHLFFBQVEsR0FBRztRQUN4QixRQUFRLFlBQVksRUFBRSxNQUFNO1FBQzVCLEtBQUssT0FBTyxHQUFHLE9BQU87UUFDdEIsS0FBSyxPQUFPLEdBQUcsT0FBTyxHQUFHLEtBQUs7UUFDOUIsUUFBUSxRQUFRLEdBQUc7TUFDckI7SUFDRixLQUFLO01BQ0gsT0FBTztRQUNMLEdBQUc7UUFDSDtRQUNBO1FBQ0EsTUFBTSxFQUFFLElBQUksS0FBSyxZQUFZLFlBQVksWUFBWTtRQUNyRCxVQUFVLFFBQVEsR0FBRztRQUNyQixjQUFjLFFBQVEsR0FBRztRQUN6QixRQUFRLE9BQU8sR0FBRyxVQUFVO1FBQzVCLFdBQVcsUUFBUSxHQUFHO1FBQ3RCLEtBQUssSUFBSSxHQUFHLE9BQU87UUFDbkIsTUFBTSxJQUFJLEdBQUcsUUFBUSxHQUFHLE9BQU8sZ0JBQWdCO1FBQy9DLEtBQUssSUFBSSxHQUFHLE9BQU8sR0FBRyxPQUFPLGdCQUFnQjtRQUM3QyxLQUFLLElBQUksR0FBRyxPQUFPLEdBQUcsS0FBSztRQUMzQixNQUFNLE9BQU8sR0FBRyxRQUFRO1FBQ3hCLFFBQVEsT0FBTyxHQUFHLFVBQVU7UUFDNUIsS0FBSyxPQUFPLEdBQUc7UUFDZixLQUFLLE9BQU8sR0FBRztNQUNqQjtJQUNGLEtBQUs7TUFDSCxPQUFPO1FBQ0wsR0FBRztRQUNIO1FBQ0E7UUFDQSxNQUFNLEVBQUUsSUFBSSxLQUFLLFlBQVksWUFBWSxXQUFXO1FBQ3BELElBQUksTUFBTSxHQUFHLE1BQU07VUFBQztVQUFRO1VBQVk7U0FBTztRQUMvQyxRQUFRLEVBQUUsTUFBTSxLQUFLLFlBQVksWUFBWSxZQUFZLEdBQUc7UUFDNUQsTUFBTSxFQUFFLElBQUksS0FBSyxZQUFZLFlBQVksWUFBWSxHQUFHO01BQzFEO0lBQ0YsS0FBSztNQUNILE9BQU87UUFDTCxHQUFHO1FBQ0g7UUFDQTtRQUNBLE1BQU0sV0FBVztRQUNqQixNQUFNLElBQUksR0FBRyxRQUFRLEdBQUc7TUFDMUI7SUFDRixLQUFLO01BQ0gsT0FBTztRQUNMLEdBQUc7UUFDSDtRQUNBO1FBQ0EsTUFBTSxXQUFXO1FBQ2pCLFFBQVEsSUFBSSxHQUFHLFVBQVU7UUFDekIsT0FBTyxRQUFRLEdBQUc7UUFDbEIsUUFBUSxFQUFFLE1BQU0sS0FBSyxZQUFZLFlBQVksWUFBWSxHQUFHO01BQzlEO0lBQ0YsS0FBSztNQUNILE9BQU87UUFDTCxHQUFHO1FBQ0g7UUFDQTtRQUNBLE1BQU0sRUFBRSxJQUFJLEtBQUssWUFBWSxZQUFZLFlBQVk7UUFDckQsUUFBUSxPQUFPLEdBQUcsVUFBVTtNQUM5QjtJQUNGLEtBQUs7TUFBVztRQUNkLE1BQU0sT0FBTyxRQUFRLEdBQUc7UUFDeEIsSUFBSSxDQUFDLE1BQU0sUUFBUSxLQUFLO1FBQ3hCLE9BQU87VUFBRSxHQUFHO1VBQU87VUFBSTtVQUFJO1FBQUs7TUFDbEM7SUFDQSxLQUFLO01BQ0gsT0FBTztRQUFFLEdBQUc7UUFBTztRQUFJO1FBQUksTUFBTSxXQUFXO01BQUc7SUFDakQsS0FBSztJQUNMLEtBQUs7TUFDSCxPQUFPO1FBQUUsR0FBRztRQUFPO1FBQUk7UUFBSSxNQUFNLFlBQVk7TUFBRztJQUNsRCxLQUFLO01BQ0gsT0FBTztRQUFFLEdBQUc7UUFBTztRQUFJO1FBQUksTUFBTSxXQUFXO01BQUc7SUFDakQsS0FBSztNQUNILE9BQU87UUFDTCxHQUFHO1FBQ0g7UUFDQTtRQUNBLE1BQU0sV0FBVztRQUNqQixTQUFTLFlBQVksR0FBRztNQUMxQjtJQUNGLEtBQUs7TUFDSCxPQUFPO1FBQ0wsR0FBRztRQUNIO1FBQ0E7UUFDQSxNQUFNLFdBQVc7UUFDakIsTUFBTSxNQUFNLEdBQUc7UUFDZixnQkFBZ0IsRUFBRSxjQUFjLEtBQUssWUFDakMsWUFDQSxNQUFNLEdBQUc7UUFDYixPQUFPLFFBQVEsR0FBRztNQUNwQjtJQUNGLEtBQUs7TUFDSCxPQUFPO1FBQ0wsR0FBRztRQUNIO1FBQ0E7UUFDQSxNQUFNLFdBQVc7UUFDakIsTUFBTSxJQUFJLEdBQUcsUUFBUSxHQUFHO1FBQ3hCLE1BQU0sSUFBSSxHQUFHLFFBQVEsR0FBRztNQUMxQjtJQUNGLEtBQUs7TUFDSCxPQUFPO1FBQ0wsR0FBRztRQUNIO1FBQ0E7UUFDQSxNQUFNLFdBQVc7UUFDakIsWUFBWSxPQUFPLEdBQUcsY0FBYyxDQUFDLEdBQUc7UUFDeEMsT0FBTyxNQUFNLEdBQUcsU0FBUztVQUFDO1VBQVE7U0FBTztRQUN6QyxNQUFNLEVBQUUsSUFBSSxLQUFLLFNBQVMsU0FBUyxRQUFRLEdBQUc7UUFDOUMsVUFBVSxRQUFRLEdBQUc7UUFDckIsV0FBVyxRQUFRLEdBQUc7TUFDeEI7SUFDRixLQUFLO01BQ0gsT0FBTyxVQUFVLEdBQUc7SUFDdEIsS0FBSztNQUNILE9BQU87UUFDTCxHQUFHO1FBQ0g7UUFDQTtRQUNBLDhEQUE4RDtRQUM5RCxNQUFNLFdBQVc7UUFDakIscURBQXFEO1FBQ3JELE9BQU8sSUFBSSxHQUFHLFNBQVMsQ0FBQyxVQUFVLEtBQUs7UUFDdkMsT0FBTyxJQUFJLEdBQUcsU0FBUyxHQUFHO1FBQzFCLFFBQVEsT0FBTyxHQUFHLFVBQVUsR0FBRyxPQUFPLGdCQUFnQjtNQUN4RDtJQUNGLEtBQUs7TUFDSCxPQUFPO1FBQUUsR0FBRztRQUFPO1FBQUk7TUFBRztJQUM1QixLQUFLO0lBQ0wsS0FBSztNQUNILE9BQU87UUFBRSxHQUFHO1FBQU87UUFBSTtRQUFJLFFBQVEsV0FBVztNQUFHO0lBQ25ELEtBQUs7TUFDSCxPQUFPO1FBQ0wsR0FBRztRQUNIO1FBQ0E7UUFDQSxRQUFRLFdBQVc7UUFDbkIsTUFBTSxNQUFNLEdBQUc7TUFDakI7SUFDRixLQUFLO01BQ0gsT0FBTztRQUFFLEdBQUc7UUFBTztRQUFJO1FBQUksUUFBUSxXQUFXO1FBQUksTUFBTSxXQUFXO01BQUc7SUFDeEUsS0FBSztNQUNILE9BQU87UUFDTCxHQUFHO1FBQ0g7UUFDQTtRQUNBLFNBQVMsWUFBWTtRQUNyQixNQUFNLE1BQU0sR0FBRyxRQUFRLG1CQUFtQixLQUFLO1FBQy9DLFdBQVcsT0FBTyxHQUFHLGFBQWEsR0FBRztNQUN2QztJQUNGLEtBQUs7TUFDSCxPQUFPO1FBQ0wsR0FBRztRQUNIO1FBQ0E7UUFDQSxTQUFTLElBQUksR0FBRyxXQUFXO1FBQzNCLE1BQU0sRUFBRSxJQUFJLEtBQUssWUFBWSxZQUFZLFdBQVc7UUFDcEQsS0FBSyxPQUFPLEdBQUc7UUFDZixZQUFZLFFBQVEsR0FBRztNQUN6QjtJQUNGLEtBQUs7TUFBbUI7UUFDdEIsTUFBTSxPQUFPLE1BQU0sR0FBRyxRQUFRLGNBQWMsS0FBSztRQUNqRCxNQUFNLFFBQVEsT0FBTyxHQUFHLFNBQVM7UUFDakMsSUFBSSxBQUFDLFNBQVMsVUFBVyxDQUFDLFVBQVUsU0FBUyxHQUFHO1VBQzlDLEtBQUs7UUFDUDtRQUNBLElBQUksT0FBTyxTQUFTLE9BQU87VUFDekIsd0NBQXdDO1VBQ3hDLE1BQU0sSUFBSSxjQUNSLGtDQUNBO1FBRUo7UUFDQSxPQUFPO1VBQ0wsR0FBRztVQUNIO1VBQ0E7VUFDQSxNQUFNLEVBQUUsSUFBSSxLQUFLLFlBQVksWUFBWSxXQUFXO1VBQ3BELFFBQVEsUUFBUSxHQUFHO1VBQ25CLFVBQVUsUUFBUTtVQUNsQjtVQUNBO1FBQ0Y7TUFDRjtJQUNBLEtBQUs7TUFDSCxPQUFPO1FBQ0wsR0FBRztRQUNIO1FBQ0E7UUFDQSxNQUFNLEVBQUUsSUFBSSxLQUFLLFlBQVksWUFBWSxXQUFXO1FBQ3BELFFBQVEsUUFBUSxHQUFHO1FBQ25CLFVBQVUsRUFBRSxRQUFRLEtBQUssWUFBWSxZQUFZLFFBQVE7TUFDM0Q7SUFDRjtNQUNFLElBQUksU0FBUyxHQUFHLENBQUMsS0FBSyxPQUFPLGlCQUFpQixHQUFHLElBQUk7TUFDckQsS0FBSyxDQUFDLG9CQUFvQixFQUFFLEdBQUcsQ0FBQyxDQUFDO0VBQ3JDO0FBQ0Y7QUFFQSxNQUFNLFdBQVcsSUFBSSxJQUFJO0VBQ3ZCO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7RUFDQTtFQUNBO0VBQ0E7Q0FDRDtBQUVEOzs7Q0FHQyxHQUNELFNBQVMsV0FBVyxDQUFNLEVBQUUsTUFBTSxNQUFNO0VBQ3RDLE1BQU0sT0FBTyxJQUFJLEdBQUcsS0FBSyxXQUFXLElBQUk7RUFDeEMsTUFBTSxNQUFNLFlBQVk7RUFDeEIsSUFBSSxLQUFLLEtBQUs7RUFDZCxPQUFPO0FBQ1Q7QUFFQSx3RUFBd0UsR0FDeEUsU0FBUyxNQUNQLENBQU0sRUFDTixHQUFXLEVBQ1gsT0FBcUI7RUFFckIsSUFBSSxDQUFDLENBQUMsSUFBSSxLQUFLLFdBQVcsT0FBTztFQUNqQyxNQUFNLElBQUksSUFBSSxHQUFHLEtBQUs7RUFDdEIsSUFBSSxDQUFDLFFBQVEsUUFBUSxDQUFDLElBQUksS0FBSyxDQUFDLE1BQU0sRUFBRSxJQUFJLGdCQUFnQixFQUFFLFNBQVM7RUFDdkUsT0FBTztBQUNUO0FBRUEsc0VBQXNFLEdBQ3RFLFNBQVMsaUJBQWlCLENBQU0sRUFBRSxFQUFVLEVBQUUsRUFBVTtFQUN0RCxNQUFNLE9BQU87SUFBRSxHQUFHO0lBQWdCO0lBQUksTUFBTSxXQUFXO0VBQUc7RUFDMUQsTUFBTSxPQUFPO0lBQUM7SUFBSztJQUFLO0lBQUs7R0FBSTtFQUNqQyxPQUFRO0lBQ04sS0FBSztNQUNILE9BQU87UUFDTCxHQUFHLElBQUk7UUFDUDtRQUNBLE1BQU0sTUFBTSxHQUFHLFFBQVE7VUFBQztVQUFNO1NBQUssS0FBYztRQUNqRCxNQUFNLE9BQU8sR0FBRyxRQUFRLEdBQUc7UUFDM0IsU0FBUyxPQUFPLEdBQUcsV0FBVyxHQUFHO1FBQ2pDLFFBQVEsUUFBUSxHQUFHO1FBQ25CLEtBQUssUUFBUSxHQUFHO1FBQ2hCLEtBQUssT0FBTyxHQUFHO1FBQ2YsS0FBSyxPQUFPLEdBQUc7UUFDZixVQUFVLFFBQVEsR0FBRztNQUN2QjtJQUNGLEtBQUs7TUFDSCxPQUFPO1FBQ0wsR0FBRyxJQUFJO1FBQ1A7UUFDQSxZQUFZLE9BQU8sR0FBRyxjQUFjO1FBQ3BDLEtBQUssUUFBUSxHQUFHO1FBQ2hCLEtBQUssT0FBTyxHQUFHO1FBQ2YsS0FBSyxPQUFPLEdBQUc7UUFDZixVQUFVLFFBQVEsR0FBRztNQUN2QjtJQUNGLEtBQUs7TUFDSCxPQUFPO1FBQ0wsR0FBRyxJQUFJO1FBQ1A7UUFDQSxJQUFJLE1BQU0sR0FBRyxNQUFNO1VBQUM7VUFBUTtVQUFZO1NBQU87TUFDakQ7SUFDRixLQUFLO01BQ0gsT0FBTztRQUNMLEdBQUcsSUFBSTtRQUNQO1FBQ0EsSUFBSSxNQUFNLEdBQUcsTUFBTTthQUFJO1VBQU07VUFBUTtVQUFZO1NBQU87UUFDeEQsTUFBTSxRQUFRLEdBQUc7TUFDbkI7SUFDRixLQUFLO01BQ0gsT0FBTztRQUFFLEdBQUcsSUFBSTtRQUFFO1FBQUksU0FBUyxJQUFJLEdBQUcsV0FBVztNQUFVO0lBQzdELEtBQUs7TUFDSCxPQUFPO1FBQ0wsR0FBRyxJQUFJO1FBQ1A7UUFDQSxLQUFLLE1BQU0sR0FBRyxPQUFPO1FBQ3JCLFFBQVEsT0FBTyxHQUFHLFVBQVUsR0FBRztRQUMvQixPQUFPLE9BQU8sR0FBRyxTQUFTLEdBQUc7UUFDN0IsUUFBUSxPQUFPLEdBQUcsVUFBVSxHQUFHO1FBQy9CLE1BQU0sUUFBUSxHQUFHO01BQ25CO0lBQ0YsS0FBSztNQUNILE9BQU87UUFDTCxHQUFHLElBQUk7UUFDUDtRQUNBLElBQUksTUFBTSxHQUFHLE1BQU07VUFBQztVQUFZO1NBQU8sS0FBYztNQUN2RDtJQUNGLEtBQUs7TUFDSCxPQUFPO1FBQ0wsR0FBRyxJQUFJO1FBQ1A7UUFDQSxRQUFRLFdBQVcsR0FBRztRQUN0QixVQUFVLFFBQVEsR0FBRztNQUN2QjtJQUNGLEtBQUs7TUFDSCxPQUFPO1FBQ0wsR0FBRyxJQUFJO1FBQ1A7UUFDQSxRQUFRLFdBQVcsR0FBRztRQUN0QixVQUFVLFFBQVEsR0FBRztRQUNyQixNQUFNLFFBQVEsR0FBRztRQUNqQixVQUFVLFFBQVEsR0FBRztNQUN2QjtJQUNGLEtBQUs7TUFDSCxPQUFPO1FBQ0wsR0FBRyxJQUFJO1FBQ1A7UUFDQSxRQUFRLFdBQVcsR0FBRztRQUN0QixNQUFNLE1BQU0sR0FBRyxRQUFRO1VBQUM7VUFBTTtTQUFLLEtBQWM7UUFDakQsTUFBTSxPQUFPLEdBQUcsUUFBUSxHQUFHO1FBQzNCLFNBQVMsT0FBTyxHQUFHLFdBQVcsR0FBRztRQUNqQyxRQUFRLFFBQVEsR0FBRztRQUNuQixVQUFVLFFBQVEsR0FBRztNQUN2QjtJQUNGLEtBQUs7TUFDSCxPQUFPO1FBQ0wsR0FBRyxJQUFJO1FBQ1A7UUFDQSxRQUFRLE9BQU8sR0FBRyxVQUFVO1FBQzVCLE1BQU0sUUFBUSxHQUFHO01BQ25CO0lBQ0YsS0FBSztNQUNILE9BQU87UUFDTCxHQUFHLElBQUk7UUFDUDtRQUNBLFFBQVEsTUFBTSxHQUFHLFVBQVU7VUFBQztTQUFpQixLQUMzQyxLQUFLO1FBQ1AsSUFBSSxRQUFRLEdBQUcsU0FBUztNQUMxQjtJQUNGLEtBQUs7SUFDTCxLQUFLO01BQ0gsT0FBTztRQUNMLEdBQUcsSUFBSTtRQUNQO1FBQ0EsTUFBTSxRQUFRLEdBQUc7UUFDakIsS0FBSyxRQUFRLEdBQUc7UUFDaEIsS0FBSyxPQUFPLEdBQUc7UUFDZixLQUFLLE9BQU8sR0FBRztNQUNqQjtJQUNGLEtBQUs7SUFDTCxLQUFLO0lBQ0wsS0FBSztNQUNILE9BQU87UUFBRSxHQUFHLElBQUk7UUFBRTtNQUFHO0lBQ3ZCLEtBQUs7TUFDSCxPQUFPO1FBQUUsR0FBRyxJQUFJO1FBQUU7UUFBSSxVQUFVLFFBQVEsR0FBRztNQUFZO0lBQ3pELEtBQUs7SUFDTCxLQUFLO01BQ0gsT0FBTztRQUFFLEdBQUcsSUFBSTtRQUFFO1FBQUksUUFBUSxPQUFPLEdBQUcsVUFBVTtNQUFZO0lBQ2hFO01BQ0UsS0FBSyxDQUFDLG9CQUFvQixFQUFFLEdBQUcsQ0FBQyxDQUFDO0VBQ3JDO0FBQ0Y7QUFFQSwrRUFBK0U7QUFDL0UsU0FBUyxZQUFZLENBQVU7RUFDN0IsSUFBSSxNQUFNLFdBQVcsT0FBTztFQUM1QixJQUFJLENBQUMsTUFBTSxJQUFJLEtBQUs7RUFDcEIsT0FBTztJQUNMLE9BQU8sSUFBSSxHQUFHLFNBQVM7SUFDdkIsS0FBSyxJQUFJLEdBQUcsT0FBTyxHQUFHLE9BQU8sZ0JBQWdCO0VBQy9DO0FBQ0Y7QUFFQSxTQUFTLFVBQVUsQ0FBTSxFQUFFLEVBQVU7RUFDbkMsSUFBSTtFQUNKLElBQUksRUFBRSxJQUFJLEtBQUssV0FBVztJQUN4QixJQUFJLENBQUMsTUFBTSxFQUFFLElBQUksR0FBRyxLQUFLO0lBQ3pCLE1BQU0sU0FBUyxJQUFJLEVBQUUsSUFBSSxFQUFFLFVBQVU7SUFDckMsbUVBQW1FO0lBQ25FLCtCQUErQjtJQUMvQixNQUFNLFFBQVEsSUFBSSxFQUFFLElBQUksRUFBRSxTQUFTO0lBQ25DLE9BQU87TUFBRTtNQUFRO0lBQU07RUFDekI7RUFDQSxNQUFNLE1BQU07SUFDVixHQUFHO0lBQ0g7SUFDQSxJQUFJO0lBQ0osTUFBTSxXQUFXO0lBQ2pCO0lBQ0EsUUFBUSxPQUFPLEdBQUcsVUFBVSxHQUFHO0lBQy9CLE1BQU0sUUFBUSxHQUFHO0lBQ2pCLFdBQVcsT0FBTyxHQUFHLGFBQWEsR0FBRztFQUN2QztFQUNBLE1BQU0sYUFBYTtJQUFDO0lBQU0sSUFBSSxNQUFNO0lBQUUsSUFBSSxJQUFJO0dBQUMsQ0FBQyxNQUFNLENBQUMsQ0FBQyxJQUN0RCxNQUFNLGFBQWEsTUFBTTtFQUUzQixJQUFJLFdBQVcsTUFBTSxLQUFLLEdBQUc7SUFDM0IsTUFBTSxJQUFJLGNBQ1Isa0RBQ0E7RUFFSjtFQUNBLE9BQU87QUFDVDtBQUVBOzs7O0NBSUMsR0FDRCxPQUFPLFNBQVMsbUJBQW1CLElBQWE7RUFDOUMsSUFBSSxDQUFDLE1BQU0sT0FBTyxLQUFLO0VBQ3ZCLE1BQU0sSUFBSSxLQUFLLENBQUM7RUFDaEIsT0FBUTtJQUNOLEtBQUs7TUFDSCxPQUFPO1FBQ0w7UUFDQSxTQUFTLElBQUksTUFBTSxXQUFXLEdBQUcsS0FBSztRQUN0QyxRQUFRLElBQUksTUFBTSxVQUFVO01BQzlCO0lBQ0YsS0FBSztNQUNILE9BQU8sYUFBYTtJQUN0QixLQUFLO01BQ0gsT0FBTztRQUNMO1FBQ0EsTUFBTSxNQUFNLE1BQU07UUFDbEIsS0FBSyxPQUFPLE1BQU0sT0FBTyxHQUFHLE9BQU8sZ0JBQWdCO01BQ3JEO0lBQ0YsS0FBSztJQUNMLEtBQUs7TUFDSCxPQUFPO1FBQUU7TUFBRTtJQUNiLEtBQUs7TUFDSCxPQUFPO1FBQ0w7UUFDQSxNQUFNLElBQUksTUFBTSxRQUFRLEdBQUc7UUFDM0IsTUFBTSxJQUFJLE1BQU0sUUFBUSxHQUFHO01BQzdCO0lBQ0YsS0FBSztNQUNILE9BQU87UUFBRTtRQUFHLEtBQUssSUFBSSxNQUFNLE9BQU8sR0FBRyxPQUFPLGdCQUFnQjtNQUFFO0lBQ2hFLEtBQUs7TUFDSCxPQUFPO1FBQUU7TUFBRTtJQUNiLEtBQUs7TUFDSCxPQUFPO1FBQUU7UUFBRyxJQUFJLElBQUksTUFBTSxNQUFNLEdBQUcsS0FBSztNQUFJO0lBQzlDLEtBQUs7TUFDSCxPQUFPO1FBQ0w7UUFDQSxRQUFRLE1BQU0sTUFBTSxVQUFVO1VBQUM7VUFBVztTQUFTLEtBQ2pELEtBQUs7TUFDVDtJQUNGLEtBQUs7TUFBTztRQUNWLE1BQU0sUUFBUSxLQUFLLEtBQUssS0FBSyxPQUFPLE9BQU8sSUFBSSxNQUFNO1FBQ3JELE9BQU87VUFBRTtVQUFHLElBQUksSUFBSSxNQUFNLE1BQU0sR0FBRyxLQUFLO1VBQUs7UUFBTTtNQUNyRDtJQUNBLEtBQUs7TUFDSCxPQUFPO1FBQUU7TUFBRTtJQUNiLEtBQUs7TUFDSCxPQUFPLEtBQUssS0FBSyxLQUFLLFlBQ2xCO1FBQUU7TUFBRSxJQUNKO1FBQUU7UUFBRyxPQUFPLElBQUksTUFBTSxTQUFTO01BQU07SUFDM0M7TUFDRSxLQUFLLENBQUMscUJBQXFCLEVBQUUsS0FBSyxTQUFTLENBQUMsT0FBTyxJQUFJLEtBQUssQ0FBQyxHQUFHLEtBQUs7RUFDekU7QUFDRiJ9
// denoCacheMetadata=817271583553334109,2899945627383405173