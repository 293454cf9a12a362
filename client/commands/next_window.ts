/**
 * `berth next-window`: tmux's, as `select-window` does it (`_select_step.ts`).
 *
 * @module
 */

import { stepCommand } from "./_select_step.ts";

export const command = stepCommand(
  "next-window",
  "window",
  "next",
  "Shows the next window",
);
