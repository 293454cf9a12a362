/**
 * Two shells one above the other in a user's terminal attached to a test
 * daemon, and copy mode's position indicators on it: what the copy mode
 * e2e tests (`copy_pane_test.ts`, `copy_inactive_test.ts`) start from.
 */

import { type TestDaemon, waitFor } from "./daemon.ts";
import { sizedBerthTerminal, type UserTerminal } from "./user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

/**
 * Session `name` of two shells, one above the other, in a 40x12 terminal:
 * the top pane's rows 0-4, the bottom one's 6-10 (active), 1-60 printed
 * there. `conf`: the text of a tmux.conf the daemon starts with.
 */
export async function twoPanes(
  d: TestDaemon,
  name: string,
  conf?: string,
): Promise<UserTerminal> {
  const path = `${d.dir}/${name}.conf`;
  if (conf) await Deno.writeTextFile(path, conf);
  const f = conf ? ["-f", path] : [];
  await d.ok(
    ...f,
    "new",
    "-d",
    "-s",
    name,
    "-x",
    "40",
    "-y",
    "11",
    "--",
    ...SHELL,
  );
  await d.ok("split-window", "-t", name, "--", ...SHELL);
  const t = sizedBerthTerminal(d, { cols: 40, rows: 12 }, "attach", name);
  await waitFor(() => /^\$/.test(t.lines()[6] ?? ""), 15_000, "both shells");
  await t.write("seq 1 60\r");
  await t.waitText(/^60$/m);
  return t;
}

/** The index of session `name`'s active pane, as the daemon says. */
export async function activeIndex(
  d: TestDaemon,
  name: string,
): Promise<string> {
  return (await d.ok("display", "-p", "-t", name, "#{pane_index}")).trim();
}

/** The rows showing copy mode's position indicator (`[N/M]`), by row. */
export function indicators(t: UserTerminal): Map<number, string> {
  const found = new Map<number, string>();
  t.lines().forEach((l, y) => {
    const m = /(\(\d+ results\) )?\[\d+\/\d+\]$/.exec(l);
    if (m) found.set(y, m[0]);
  });
  return found;
}

/**
 * Waits until copy mode shows on row `y` alone (-1: on no row; a list:
 * on those rows, each pane in copy mode showing it, active or not).
 */
export async function copyOn(
  t: UserTerminal,
  y: number | number[],
  what: string,
) {
  const want = typeof y === "number" ? (y < 0 ? [] : [y]) : y;
  await waitFor(
    () => {
      const rows = [...indicators(t).keys()].sort((a, b) => a - b);
      return rows.join() === [...want].sort((a, b) => a - b).join();
    },
    15_000,
    () => `${what}:\n${t.text()}`,
  );
}

/** `twoPanes`, then copy mode on the bottom pane (prefix `[`), shown. */
export async function bottomInCopyMode(
  d: TestDaemon,
  name: string,
  conf?: string,
): Promise<UserTerminal> {
  const t = await twoPanes(d, name, conf);
  await t.write("\x02[");
  await copyOn(t, 6, "copy mode on the bottom pane");
  return t;
}
