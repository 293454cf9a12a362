/**
 * Summaries of repeated measurements: the median with its min-max range
 * (how the tables show noise), and percentiles of latency samples.
 *
 * @module
 */

/** The median and range of repeated runs of one figure. */
export interface Summary {
  median: number;
  min: number;
  max: number;
  /** How many runs. */
  n: number;
}

/** A figure that could not be measured, and why (never an estimate). */
export interface Missing {
  missing: string;
}

/** A measured summary, or why there is none. */
export type Figure = Summary | Missing;

/** True when `f` holds numbers. */
export function measured(f: Figure): f is Summary {
  return !("missing" in f);
}

/** Percentile `p` (0-100) of `values`, interpolated between neighbours. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const pos = (s.length - 1) * (p / 100);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return s[lo] + (s[hi] - s[lo]) * (pos - lo);
}

/** Median, min and max of `values`. */
export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) {
    return { median: NaN, min: NaN, max: NaN, n: 0 };
  }
  return {
    median: percentile(values, 50),
    min: Math.min(...values),
    max: Math.max(...values),
    n: values.length,
  };
}

/**
 * One figure per field of a section's run results: each field summarized
 * over `runs`, or every field `missing` when there are no runs (tmux not
 * installed, a helper that would not build).
 */
export function figures<K extends string>(
  keys: readonly K[],
  runs: readonly Record<K, number>[] | undefined,
  missing: Missing,
): Record<K, Figure> {
  const out = {} as Record<K, Figure>;
  for (const k of keys) {
    out[k] = runs ? summarize(runs.map((r) => r[k])) : missing;
  }
  return out;
}

/** `a.median / b.median` when both were measured, else null. */
export function ratio(a: Figure, b: Figure): number | null {
  if (!measured(a) || !measured(b) || b.median === 0) return null;
  return a.median / b.median;
}
