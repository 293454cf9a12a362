/**
 * berth's VT engine: an xterm-compatible parser and screen model. Bytes go
 * in with `Terminal.write`; rows, cursor, modes and snapshots come out.
 *
 * @example
 * ```ts
 * import { Terminal } from "./mod.ts";
 * const t = new Terminal({ cols: 80, rows: 24 });
 * t.write(new TextEncoder().encode("\x1b[31mred\x1b[0m"));
 * t.rowRuns(0); // [["red", 3, 1]]
 * ```
 *
 * @module
 */

export { Terminal } from "./terminal.ts";
export {
  ENGINE_STATE_VERSION,
  type EngineState,
  EngineStateError,
} from "./engine_state.ts";
export { sgrSequence, type SgrStyle, sgrTransition } from "./sgr_encode.ts";
export { colorJson } from "./snapshot.ts";
export { charWidth } from "./width.ts";
export * from "./types.ts";
