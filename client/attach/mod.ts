/**
 * The attach client: shows a session in the user's own terminal (raw mode,
 * alternate screen, minimal redraws, mirrored modes), forwards keys and
 * size changes, shows the session's history in scroll mode, switches
 * sessions and windows (the choosers of `chooser*.ts`, `display_panes.ts`),
 * draws the status line with its messages, prompts and key help, and gives
 * the terminal back exactly as it found it.
 *
 * @module
 */

export {
  type AttachHooks,
  type AttachOptions,
  attachSession,
} from "./attach_session.ts";
export type { AttachResult } from "./attach_result.ts";
export {
  clientSettings,
  type CommandLineSettings,
  configNotice,
} from "./client_settings.ts";
export { LOCAL_BACKOFF_MS } from "./reconnect.ts";
export { DEFAULT_PREFIX, parsePrefix } from "./prefix.ts";
export {
  buildKeyTable,
  DEFAULT_BINDINGS,
  defaultKeyTable,
  KeyTable,
} from "./key_table.ts";
export { type FilterResult, InputFilter } from "./input_filter.ts";
export type { OuterTerminal, Resumed } from "./outer_terminal.ts";
export { asksColours, outerColours } from "./outer_colours.ts";
export { Renderer, type RendererOptions } from "./renderer.ts";
export {
  sessionRows,
  type StatusContent,
  statusLine,
  type StatusPosition,
  windowAt,
} from "./status_line.ts";
