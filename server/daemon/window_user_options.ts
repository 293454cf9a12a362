/**
 * The user options (`@name`) a status line entry of a window reads, sent
 * with the entry (step 48): its active pane's and its own, apart from
 * `user_options.ts`, which the session's module imports none of.
 *
 * @module
 */

import { isUserOption } from "../../protocol/options.ts";
import type { Window } from "./window.ts";

/**
 * The user options a status line entry of `window` reads (`#{@x}` in its
 * `window-status-format`; the shown window's in `status-left` and
 * `status-right` too): its active pane's own over its own, as tmux's
 * `format_find` reads them after the server's table, less the names that
 * table has (`server`: `set -s @x`), which win over both and which the
 * clients' options carry, over the windows' table, the session's and the
 * daemon's.
 */
export function windowUserOptions(
  window: Window,
  server: (name: `@${string}`) => string | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  const take = (own: Record<string, unknown>) => {
    for (const [name, v] of Object.entries(own)) {
      if (
        isUserOption(name) && typeof v === "string" && !(name in out) &&
        server(name) === undefined
      ) out[name] = v;
    }
  };
  take(window.active.userOptions);
  take(window.settings);
  return out;
}
