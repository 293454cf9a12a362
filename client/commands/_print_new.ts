/**
 * tmux's `-P -F FORMAT` of the commands that make a pane (`new`,
 * `new-window`, `split-window`): scripts print `#{pane_id}` of the pane
 * they made to drive it by that afterwards.
 *
 * @module
 */

import { MAX_FORMAT } from "../../protocol/limits.ts";
import { printLine } from "../stdout.ts";
import type { GlobalOptions } from "./command.ts";
import { UserError } from "./command.ts";
import { paneRequest } from "./_pane.ts";

/**
 * Checks `-F` before anything is made: it goes with `-P` (as in tmux,
 * where -F alone prints nothing; berth says so rather than ignore it) and
 * not with `--json`.
 */
export function checkPrintFormat(
  cmd: string,
  values: { print?: boolean; json?: boolean; format?: string },
): void {
  if (values.format === undefined) return;
  if (!values.print || values.json) {
    throw new UserError(`${cmd} -F goes with -P, not --json`);
  }
  if (values.format.length > MAX_FORMAT) {
    throw new UserError(
      `${cmd} -F: the format is over ${MAX_FORMAT} characters; shorten it`,
    );
  }
}

/**
 * Prints what was made: `format` expanded for the pane `target` (a
 * target as the daemon answered it), else `shown` as it is.
 */
export async function printMade(
  global: GlobalOptions,
  target: string,
  format: string | undefined,
  shown: string,
): Promise<void> {
  if (format === undefined) return printLine(shown);
  const { text } = await paneRequest(global, {
    op: "display-message",
    name: target,
    format,
    print: true,
  });
  printLine(text);
}
