/**
 * A command's argument expanded as a tmux format for a target, as tmux
 * expands `set -F`'s value, `set` and `show`'s option name
 * (`set -g '@seen_#{session_name}' 1`) and `if -F`'s condition: by the
 * daemon, with display-message -p's values.
 *
 * @module
 */

import { MAX_FORMAT } from "../../protocol/limits.ts";
import { type GlobalOptions, UserError } from "./command.ts";
import { paneRequest } from "./_pane.ts";
import { part } from "./_request.ts";

/**
 * `text` expanded as a format for `target` (else the session this runs
 * in; outside any, the daemon's values alone); text with no `#` as it
 * is, with no request. `what` names the argument in the error for one
 * over MAX_FORMAT (`if-shell -F`).
 */
export async function expandFormat(
  global: GlobalOptions,
  text: string,
  target: string | undefined,
  what: string,
): Promise<string> {
  if (!text.includes("#")) return text;
  if (text.length > MAX_FORMAT) {
    throw new UserError(
      `${what}: the format is over ${MAX_FORMAT} characters; shorten it`,
    );
  }
  const r = await paneRequest(
    global,
    part({
      op: "display-message",
      name: target ?? ":",
      format: text,
      print: true,
    }),
  );
  return r.text;
}
