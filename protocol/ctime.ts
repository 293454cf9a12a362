/**
 * Times as C writes them, as tmux shows them: `ctime(3)`'s text (`#{t:...}`,
 * the "Pane is dead" line) and `strftime(3)`'s conversions, which tmux
 * applies to the text of `display-message` and `pipe-pane` (`%H:%M`,
 * `%Y%m%d`), in the C locale and local time.
 *
 * @module
 */

const DAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
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
  return strftime("%a %b %e %H:%M:%S %Y", at);
}

/**
 * `format` with glibc's `strftime(3)` conversions replaced for `at` (local
 * time, C locale), its flags `-` (no padding), `_` (blanks), `0` (zeros)
 * and `^` (upper case) too; a conversion it does not know stays as it is.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { strftime } from "./ctime.ts";
 * const at = new Date(2026, 11, 5, 9, 7, 3);
 * assert.equal(strftime("%Y-%m-%d %H:%M:%S %%", at), "2026-12-05 09:07:03 %");
 * assert.equal(strftime("%-d %b, %I %p, %Q", at), "5 Dec, 09 AM, %Q");
 * ```
 */
export function strftime(format: string, at: Date): string {
  return format.replace(
    /%([-_0^]?)([a-zA-Z%+])/g,
    (whole, flag: string, conv: string) => {
      const v = conversion(conv, at);
      if (v === undefined) return whole;
      if (typeof v === "string") return flag === "^" ? v.toUpperCase() : v;
      const [n, width, pad] = v;
      const fill = flag === "-"
        ? ""
        : flag === "_"
        ? " "
        : flag === "0"
        ? "0"
        : pad;
      return fill === "" ? String(n) : String(n).padStart(width, fill);
    },
  );
}

/** A number with its width and padding, or text, or undefined: unknown. */
type Value = string | [number, number, string] | undefined;

function conversion(c: string, at: Date): Value {
  const hour = at.getHours();
  switch (c) {
    case "a":
      return DAYS[at.getDay()].slice(0, 3);
    case "A":
      return DAYS[at.getDay()];
    case "b":
    case "h":
      return MONTHS[at.getMonth()].slice(0, 3);
    case "B":
      return MONTHS[at.getMonth()];
    case "c":
      return strftime("%a %b %e %H:%M:%S %Y", at);
    case "C":
      return [Math.floor(at.getFullYear() / 100), 2, "0"];
    case "d":
      return [at.getDate(), 2, "0"];
    case "D":
    case "x":
      return strftime("%m/%d/%y", at);
    case "e":
      return [at.getDate(), 2, " "];
    case "F":
      return strftime("%Y-%m-%d", at);
    case "G":
      return [isoWeek(at).year, 4, "0"];
    case "g":
      return [isoWeek(at).year % 100, 2, "0"];
    case "H":
      return [hour, 2, "0"];
    case "I":
      return [hour % 12 || 12, 2, "0"];
    case "j":
      return [dayOfYear(at), 3, "0"];
    case "k":
      return [hour, 2, " "];
    case "l":
      return [hour % 12 || 12, 2, " "];
    case "m":
      return [at.getMonth() + 1, 2, "0"];
    case "M":
      return [at.getMinutes(), 2, "0"];
    case "n":
      return "\n";
    case "p":
      return hour < 12 ? "AM" : "PM";
    case "P":
      return hour < 12 ? "am" : "pm";
    case "r":
      return strftime("%I:%M:%S %p", at);
    case "R":
      return strftime("%H:%M", at);
    case "s":
      return [Math.floor(at.getTime() / 1000), 1, "0"];
    case "S":
      return [at.getSeconds(), 2, "0"];
    case "t":
      return "\t";
    case "T":
    case "X":
      return strftime("%H:%M:%S", at);
    case "u":
      return [at.getDay() || 7, 1, "0"];
    case "U":
      return [Math.floor((dayOfYear(at) + 6 - at.getDay()) / 7), 2, "0"];
    case "V":
      return [isoWeek(at).week, 2, "0"];
    case "w":
      return [at.getDay(), 1, "0"];
    case "W":
      return [
        Math.floor((dayOfYear(at) + 6 - ((at.getDay() + 6) % 7)) / 7),
        2,
        "0",
      ];
    case "y":
      return [at.getFullYear() % 100, 2, "0"];
    case "Y":
      return [at.getFullYear(), 1, "0"];
    case "z":
      return offset(at);
    case "Z":
      return zoneName(at);
    case "+":
      return strftime("%a %b %e %H:%M:%S %Z %Y", at);
    case "%":
      return "%";
  }
  return undefined;
}

/** 1 on January 1st. */
function dayOfYear(at: Date): number {
  const start = new Date(at.getFullYear(), 0, 1);
  const today = new Date(at.getFullYear(), at.getMonth(), at.getDate());
  return Math.round((today.getTime() - start.getTime()) / 86_400_000) + 1;
}

/** ISO 8601's week (1-53) and the year it belongs to. */
function isoWeek(at: Date): { week: number; year: number } {
  // The Thursday of this week decides the year.
  const d = new Date(at.getFullYear(), at.getMonth(), at.getDate());
  d.setDate(d.getDate() + 3 - ((d.getDay() + 6) % 7));
  const year = d.getFullYear();
  return { week: Math.floor((dayOfYear(d) - 1) / 7) + 1, year };
}

/** `+hhmm` or `-hhmm` from UTC. */
function offset(at: Date): string {
  const east = -at.getTimezoneOffset();
  const abs = Math.abs(east);
  return `${east < 0 ? "-" : "+"}${
    String(Math.floor(abs / 60)).padStart(2, "0")
  }${String(abs % 60).padStart(2, "0")}`;
}

/** The zone's short name ("UTC", "CET"), or its offset when it has none. */
function zoneName(at: Date): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZoneName: "short" })
    .formatToParts(at).find((p) => p.type === "timeZoneName")?.value;
  return part && !part.startsWith("GMT") ? part : offset(at);
}
