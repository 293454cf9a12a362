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
 * Prints what was made: `format` expanded for the new pane, else its
 * target as the daemon answered it. The pane is named by its id when the
 * daemon gave it: its index may already be another pane's (it exited at
 * once, or a pane was added before it).
 */
export async function printMade(
  global: GlobalOptions,
  made: { target: string; paneId?: number },
  format: string | undefined,
): Promise<void> {
  const { target, paneId } = made;
  if (format === undefined) return printLine(target);
  const session = target.slice(0, target.lastIndexOf(":"));
  const { text } = await paneRequest(global, {
    op: "display-message",
    name: paneId === undefined || !session ? target : `${session}:%${paneId}`,
    format,
    print: true,
  });
  printLine(text);
}

/**
 * `--json`'s object for a pane made: its target, its program's pid and,
 * when the daemon gave it, its id as `#{pane_id}` prints it (`%N`), which
 * names it whatever index it takes later.
 */
export function madeJson(
  made: { target: string; pid: number; paneId?: number },
): { target: string; pid: number; pane?: string } {
  return {
    target: made.target,
    pid: made.pid,
    ...(made.paneId === undefined ? {} : { pane: `%${made.paneId}` }),
  };
}
