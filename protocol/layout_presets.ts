/**
 * tmux's preset layouts, by name: what `select-layout` arranges (the
 * daemon's `server/workers/layout.ts`) and what the `:` prompt's Tab
 * completes (`client/attach/prompt_complete.ts`).
 *
 * @module
 */

/** The preset layouts, in the order `Space` (next layout) cycles them. */
export const PRESET_LAYOUTS = [
  "even-horizontal",
  "even-vertical",
  "main-horizontal",
  "main-vertical",
  "tiled",
] as const;

/** One of the preset layouts. */
export type PresetLayout = typeof PRESET_LAYOUTS[number];
