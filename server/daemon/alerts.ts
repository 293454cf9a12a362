/**
 * Alerts: a bell, activity or silence in a window, as tmux 3.3a's
 * `alerts.c` passes them on. The window not shown is flagged (`!`, `#`,
 * `~` in the status line);
 * then the session's `bell-action` (`activity-action`) says whether the
 * alert reaches the attached clients at all, from any window, the shown
 * one, the others or none, and `visual-bell` (`visual-activity`) whether
 * it goes as the terminal's bell (off), a status line message (on:
 * `Bell in window 2`, `Bell in current window`) or both.
 *
 * @module
 */

import type { Options } from "../../protocol/options.ts";

/** The settings alerts read (the daemon's, tmux's session options). */
export type AlertOptions = Pick<
  Options,
  | "monitor-bell"
  | "bell-action"
  | "visual-bell"
  | "activity-action"
  | "visual-activity"
  | "monitor-silence"
  | "silence-action"
  | "visual-silence"
>;

/** tmux 3.3a's defaults. */
export const DEFAULT_ALERTS: AlertOptions = {
  "monitor-bell": true,
  "bell-action": "any",
  "visual-bell": "off",
  "activity-action": "other",
  "visual-activity": "off",
  "monitor-silence": 0,
  "silence-action": "other",
  "visual-silence": "off",
};

/** What alerts: a bell, output, or none for `monitor-silence`'s seconds. */
export type AlertKind = "bell" | "activity" | "silence";

/** How an alert reaches the session's clients: a bell, a message, both. */
export interface AlertOutcome {
  bell: boolean;
  message: string | null;
}

/**
 * What an alert of `kind` in the window with index `index` does (tmux's
 * `alerts_action_applies` and `alerts_set_message`); `current`: that
 * window is the one shown.
 */
export function alertOutcome(
  o: AlertOptions,
  kind: AlertKind,
  index: number,
  current: boolean,
): AlertOutcome {
  const action = o[`${kind}-action`];
  const applies = action === "any" ||
    (action === "current" && current) || (action === "other" && !current);
  if (!applies) return { bell: false, message: null };
  const visual = o[`visual-${kind}`];
  const what = kind === "bell"
    ? "Bell"
    : kind === "activity"
    ? "Activity"
    : "Silence";
  return {
    bell: visual !== "on",
    message: visual === "off"
      ? null
      : current
      ? `${what} in current window`
      : `${what} in window ${index}`,
  };
}
