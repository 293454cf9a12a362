/**
 * tmux's user options (`@name`) of a session, a window and a pane: `set
 * -t s @u v` (the session's), `setw @u v` (its window's), `set -p @u v`
 * (its pane's), beside the daemon's (`set -g`, `option_store.ts`). A
 * format's `#{@u}` is the pane's, else its window's, else its session's,
 * else the daemon's, as tmux's `format_find` looks them up. A session's
 * and a window's are kept with their own settings (their clients' status
 * line has the session's; `berth upgrade` keeps both); a pane's on it.
 *
 * @module
 */

import {
  appendSeparator,
  MAX_TEXT,
  MAX_USER_OPTIONS,
} from "../../protocol/options.ts";
import type { PaneRequest } from "../../protocol/messages.ts";
import type { Pane } from "./pane.ts";
import { RequestFailure } from "./request_failure.ts";
import type { Session } from "./session.ts";
import type { SessionSetting, WindowSetting } from "../../protocol/options.ts";
import type { Window } from "./window.ts";

type SetOption = Extract<PaneRequest, { op: "set-option" }>;

/** Where a user option is looked up: the most specific first. */
export interface UserOptionOwners {
  session?: Session | null;
  window?: Window | null;
  pane?: Pane | null;
}

/** The own user options of `req.level`'s owner: the session's when none. */
function ownOf(
  req: SetOption,
  owners: Required<UserOptionOwners>,
): Record<string, unknown> {
  if (req.level === "pane") return owners.pane!.userOptions;
  if (req.level === "window") return owners.window!.settings;
  return owners.session!.settings;
}

/**
 * tmux's `set-option` of a user option without `-g`: `req.text` becomes
 * its owner's own value (`append`: onto its own value, none: the text
 * alone, as tmux's `options_set_string`), or `unset` drops it.
 */
export function setUserOption(
  session: Session,
  window: Window,
  pane: Pane,
  req: SetOption,
): void {
  const name = req.option as `@${string}`;
  const own = ownOf(req, { session, window, pane });
  let value: string | undefined;
  if (!req.unset) {
    if (req.text === undefined) {
      throw new RequestFailure(
        "bad-request",
        `${name} needs a value (empty value, as tmux says; set -u ${name} unsets it)`,
      );
    }
    const now = own[name];
    value = req.append && typeof now === "string"
      ? now + appendSeparator(name, now, req.text) + req.text
      : req.text;
    if (value.length > MAX_TEXT) {
      throw new RequestFailure(
        "bad-request",
        `${name} holds at most ${MAX_TEXT} characters`,
      );
    }
    if (!(name in own) && Object.keys(own).length >= MAX_USER_OPTIONS) {
      throw new RequestFailure(
        "bad-request",
        `Too many options here (${MAX_USER_OPTIONS}): set -u one first`,
      );
    }
  }
  if (req.level === "pane") {
    if (value === undefined) delete pane.userOptions[name];
    else pane.userOptions[name] = value;
    // The status line reads its window's active pane's (step 48).
    session.statusChanged();
  } else if (req.level === "window") {
    session.setWindowSetting(window, name as WindowSetting, value);
  } else session.setSessionSetting(name as SessionSetting, value);
}

/**
 * `#{@name}`: the pane's, else the window's, else the windows' global
 * table's (`windows`: `set -gw @name`), else the session's own.
 */
export function ownUserOption(
  name: `@${string}`,
  at: UserOptionOwners,
  windows: (name: `@${string}`) => string | undefined = () => undefined,
): string | undefined {
  const v = at.pane?.userOptions[name] ?? at.window?.settings[name] ??
    windows(name) ?? at.session?.settings[name];
  return v === undefined ? undefined : String(v);
}
