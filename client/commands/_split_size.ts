/**
 * The new pane's size as `split-window` and `join-pane` take it, in tmux's
 * forms: `-l N` cells, `-l N%` or the older `-p N` percent of the target
 * pane; `-h`/`-v` for the direction.
 *
 * @module
 */

import { intOption } from "../cli_args.ts";
import { UserError } from "./command.ts";

/** The options as `parseCommandArgs` gives them. */
export interface SplitValues {
  horizontal?: boolean;
  vertical?: boolean;
  size?: string;
  percent?: string;
}

/** What the request carries (`size` cells or `percent`, one or neither). */
export interface SplitSize {
  kind: "lr" | "tb";
  size?: number;
  percent?: number;
}

/** `values` checked and read; errors name `cmd`. */
export function splitSize(cmd: string, values: SplitValues): SplitSize {
  if (values.horizontal && values.vertical) {
    throw new UserError(`${cmd} takes -h or -v, not both`);
  }
  if (values.size !== undefined && values.percent !== undefined) {
    throw new UserError(`${cmd} takes -l or -p, not both`);
  }
  const kind = values.horizontal ? "lr" : "tb";
  // tmux 3.1 and later write a percentage as -l 30%; -p is older.
  if (values.size?.endsWith("%")) {
    return { kind, percent: intOption("-l", values.size.slice(0, -1), 1, 99) };
  }
  if (values.size !== undefined) {
    return { kind, size: intOption("-l", values.size, 1, 4096) };
  }
  if (values.percent !== undefined) {
    return { kind, percent: intOption("-p", values.percent, 1, 99) };
  }
  return { kind };
}
