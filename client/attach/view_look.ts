/**
 * The colours the attach client's own views draw in, from tmux's
 * settings (`clock-mode-colour`, `display-panes-colour`,
 * `display-panes-active-colour`), and the clock's style
 * (`clock-mode-style`): tmux's defaults unless the config says.
 *
 * @module
 */

/** Colours as the engine's cells hold them (a palette index, or RGB). */
export interface ViewLook {
  /** The clock's (tmux's default blue). */
  readonly clock: number;
  /** `clock-mode-style 12`: `9:05 PM`, not `21:05`. */
  readonly twelveHours: boolean;
  /** display-panes' numbers of the other panes (blue) and the active one's (red). */
  readonly panes: number;
  readonly activePane: number;
}

/** tmux 3.3a's defaults. */
export const DEFAULT_VIEW_LOOK: ViewLook = {
  clock: 4,
  twelveHours: false,
  panes: 4,
  activePane: 1,
};
