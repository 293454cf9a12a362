/**
 * `berth __upgrade-check [FILE]`: the new code's side of a live upgrade's
 * checks (`upgrade.ts`), run by the old daemon before it execs. Prints one
 * line of JSON (this berth's version, protocol and state version) and
 * exits 0 when it loads and, given FILE, reads that state file whole;
 * else says why on stderr, in one line, and exits 1.
 *
 * @module
 */

import { PROTOCOL_VERSION } from "../../protocol/messages.ts";
import { readStateFile, STATE_VERSION } from "./upgrade_state.ts";

/** Runs the check; returns the exit code. */
export function checkUpgrade(version: string, file?: string): number {
  let sessions = 0;
  if (file !== undefined) {
    try {
      sessions = readStateFile(file).sessions.length;
    } catch (err) {
      console.error(`berth: ${(err as Error).message}`);
      return 1;
    }
  }
  console.log(JSON.stringify({
    version,
    protocol: PROTOCOL_VERSION,
    state: STATE_VERSION,
    sessions,
  }));
  return 0;
}
