/**
 * The width of a session's active pane, and a wait for it: what a resize
 * key did, seen from the daemon.
 *
 * @module
 */

import { type TestDaemon, waitFor } from "./daemon.ts";

/** The active pane's width in session `session`. */
export async function paneWidth(
  d: TestDaemon,
  session = "work",
): Promise<number> {
  return Number(
    await d.ok("display-message", "-p", "-t", session, "#{pane_width}"),
  );
}

/** Waits until session work's active pane is `want` cells wide. */
export async function widthIs(d: TestDaemon, want: number, what: string) {
  await waitFor(async () => (await paneWidth(d)) === want, 15_000, what)
    .catch(async () => {
      throw new Error(
        `${what}: ${await paneWidth(d)} cells wide, not ${want}`,
      );
    });
}
