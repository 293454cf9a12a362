/**
 * `berth previous-layout`: tmux's name for `select-layout -p` (`_layout_step.ts`).
 *
 * @module
 */

import { layoutStep } from "./_layout_step.ts";

export const command = layoutStep("previous");
