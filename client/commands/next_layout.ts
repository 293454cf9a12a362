/**
 * `berth next-layout`: tmux's name for `select-layout ` (`_layout_step.ts`).
 *
 * @module
 */

import { layoutStep } from "./_layout_step.ts";

export const command = layoutStep("next");
