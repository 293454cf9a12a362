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
  RunTimeoutError,
} from "./berth.ts";
export {
  type EventsOptions,
  type NewWindowOptions,
  type PanesOptions,
  SessionHandle,
} from "./session.ts";
export { PaneHandle, type PaneSizeOptions } from "./pane.ts";
export {
  type Capture,
  type CaptureOptions,
  type LinesOptions,
  type MadePane,
  type NewPaneOptions,
  type PaneListing,
  type SplitOptions,
  TargetHandle,
  type TextWaitOptions,
  type WaitOptions,
  type WindowListing,
} from "./target_handle.ts";
export { type BerthEvent, EventStream } from "./event_stream.ts";
