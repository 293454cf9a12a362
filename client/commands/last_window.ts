/**
 * `berth last-window`: tmux's, as `select-window` does it (`_select_step.ts`).
 *
 * @module
 */

import { stepCommand } from "./_select_step.ts";

export const command = stepCommand(
  "last-window",
  "window",
  "last",
  "Shows the window shown before this one",
);
