/**
 * `berth last-pane`: tmux's, as `select-pane` does it (`_select_step.ts`).
 *
 * @module
 */

import { stepCommand } from "./_select_step.ts";

export const command = stepCommand(
  "last-pane",
  "pane",
  "last",
  "Makes the pane active before this one active again",
);
