/**
 * A time as C's `ctime(3)` writes it, as tmux shows times (`#{t:...}`, the
 * "Pane is dead" line): local, without the newline.
 *
 * @module
 */

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

/**
 * `at` as `ctime(3)` writes it, in local time, without the newline.
 *
 * @example
 * ```ts
 * import { ctime } from "./ctime.ts";
 * ctime(new Date(2026, 11, 5, 9, 29, 53)); // "Sat Dec  5 09:29:53 2026"
 * ```
 */
export function ctime(at: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${DAYS[at.getDay()]} ${MONTHS[at.getMonth()]} ${
    String(at.getDate()).padStart(2, " ")
  } ${two(at.getHours())}:${two(at.getMinutes())}:${
    two(at.getSeconds())
  } ${at.getFullYear()}`;
}
