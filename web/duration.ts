/**
 * Lifetimes as people type them: `90s`, `30m`, `2h`, `7d`, or a plain
 * number of seconds.
 *
 * @module
 */

const UNIT_MS: Record<string, number> = {
  "": 1000,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};
/** Longest lifetime accepted: about ten years. */
const MAX_MS = 3650 * 86_400_000;

/** Milliseconds in `text`, or null when it is not a duration. */
export function parseDuration(text: string): number | null {
  const m = /^(\d+(?:\.\d+)?)([smhd]?)$/.exec(text.trim());
  if (!m) return null;
  const ms = Math.round(Number(m[1]) * UNIT_MS[m[2]]);
  return ms > 0 && ms <= MAX_MS ? ms : null;
}
