/**
 * berth for scripts: drive programs that need a terminal (REPLs, TUIs,
 * installers, ssh prompts) and read what they show, over the same socket
 * and with the same operations as the `berth` CLI.
 *
 * `connect()` finds the daemon (`$BERTH_SOCKET`, `$BERTH`, or the default
 * one) and starts it when none runs. A `SessionHandle` handle types text
 * (`send`), presses keys (`sendKeys("C-c")`), waits for the screen
 * (`waitFor`, `waitIdle`, `waitExit`), reads it (`capture`), follows its
 * events (`events()`) and kills it; it opens windows and splits panes
 * (`newWindow`, `splitWindow`), each a `PaneHandle` that does the same to
 * one pane, by its id (`%3`). Failures are `RequestError`s with a
 * `code` ("not-found", "exited", "timeout" ...) or, when the daemon goes
 * away, `ConnectionError`s.
 *
 * @example
 * ```ts
 * import { connect } from "./mod.ts";
 *
 * await using berth = await connect();
 * await using s = await berth.newSession({ cmd: ["python3", "-q"] });
 * await s.waitFor(/^>>>$/m, { timeoutMs: 10_000 }); // lines are trimmed
 * await s.send("1+1\n");
 * await s.waitFor(/^2$/m, { timeoutMs: 10_000 });
 * const screen = await s.capture();
 * console.log(screen.lines.slice(0, 3)); // [">>> 1+1", "2", ">>>"]
 * await s.send("exit()\n");
 * console.log(await s.waitExit()); // { code: 0, signal: null }
 * ```
 *
 * @module
 */

export * from "./library/mod.ts";
export {
  type EncodedKeys,
  encodeKey,
  encodeKeys,
  KEY_NAMES,
  KeyNameError,
} from "./keys.ts";
export { ConnectionError, RequestError } from "./connection.ts";
export type {
  ErrorCode,
  ExitStatus,
  SessionEvent,
  SessionInfo,
} from "../protocol/messages.ts";
export type { CellJson, ScreenJson } from "../vt/types.ts";
