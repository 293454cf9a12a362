/**
 * `berth previous-window`: tmux's, as `select-window` does it (`_select_step.ts`).
 *
 * @module
 */

import { stepCommand } from "./_select_step.ts";

export const command = stepCommand(
  "previous-window",
  "window",
  "previous",
  "Shows the previous window",
);
