/**
 * berth's client library, for scripts: see `client/mod.ts`, which
 * re-exports everything here.
 *
 * @module
 */

export {
  Berth,
  connect,
  type ConnectOptions,
  type NewSessionOptions,
  type RunOptions,
  type RunResult,
} from "./berth.ts";
export {
  type Capture,
  type CaptureOptions,
  type EventsOptions,
  type LinesOptions,
  SessionHandle,
  type WaitOptions,
} from "./session.ts";
export { type BerthEvent, EventStream } from "./event_stream.ts";
