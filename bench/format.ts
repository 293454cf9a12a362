/**
 * Number formatting for the tables: a figure is its median with the
 * min-max range of the runs after it; a missing figure says why.
 *
 * @module
 */

import { type Figure, measured } from "./stats.ts";

/** `v` with `digits` decimals, thousands separated. */
export function num(v: number, digits = 0): string {
  if (!Number.isFinite(v)) return "n/a";
  return v.toLocaleString("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** Enough decimals for `v` to show about three significant digits. */
export function autoDigits(v: number): number {
  const a = Math.abs(v);
  if (a >= 100) return 0;
  if (a >= 10) return 1;
  if (a >= 1) return 2;
  return 3;
}

/**
 * "median (min-max)" scaled by `scale`, or "not measured: why". With one
 * run there is no range to show.
 */
export function fig(f: Figure, scale = 1, digits?: number): string {
  if (!measured(f)) return `not measured: ${f.missing}`;
  if (f.n === 0 || !Number.isFinite(f.median)) return "n/a";
  const d = digits ?? autoDigits(f.median * scale);
  const median = num(f.median * scale, d);
  if (f.n < 2) return median;
  return `${median} (${num(f.min * scale, d)}-${num(f.max * scale, d)})`;
}

/** "1.23x", or "n/a" when either side is missing. */
export function times(r: number | null): string {
  return r === null || !Number.isFinite(r) ? "n/a" : `${num(r, 2)}x`;
}

/** A markdown table from a header and rows of cells. */
export function table(header: string[], rows: string[][], align?: string[]) {
  const sep = align ?? header.map((_, i) => (i === 0 ? "---" : "---:"));
  return [header, sep, ...rows].map((r) => `| ${r.join(" | ")} |`).join("\n");
}
