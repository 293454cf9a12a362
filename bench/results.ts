/**
 * The results of one bench run, section by section: rows, a section that
 * failed (with its message), or nothing when the section was not asked for.
 *
 * @module
 */

import type { CliRow } from "./cli_start.ts";
import type { UpgradeRow } from "./upgrade.ts";
import type { E2eRow } from "./e2e.ts";
import type { FloodRow } from "./flood.ts";
import type { KeyEchoRow } from "./key_echo.ts";
import type { Machine } from "./machine.ts";
import type { ManySessionsRow } from "./many_sessions.ts";
import type { MemoryRow } from "./memory_use.ts";
import type { PanesRow } from "./panes.ts";
import type { Row as ParseRow } from "./parse.ts";
import type { Profile } from "./profile.ts";
import type { RemoteRow } from "./remote.ts";
import type { RequestResponseRow } from "./request_response.ts";
import type { WebRow } from "./web.ts";

/** A section that threw; the report shows the message. */
export interface Failure {
  failed: string;
}

/** A section's rows, its failure, or undefined when it did not run. */
export type Outcome<T> = T[] | Failure | undefined;

/** Everything one run produced. */
export interface Results {
  profile: Profile;
  machine: Machine;
  /** When the run started (ISO 8601). */
  started: string;
  /** Wall-clock seconds the run took. */
  seconds: number;
  /**
   * Per section, the SIGCHLDs the bench sent tmux because a pane's child
   * stayed unreaped (see tmux_mux.ts).
   */
  tmuxNudges: Partial<Record<string, number>>;
  parse?: Outcome<ParseRow>;
  e2e?: Outcome<E2eRow>;
  flood?: Outcome<FloodRow>;
  keys?: Outcome<KeyEchoRow>;
  rr?: Outcome<RequestResponseRow>;
  memory?: Outcome<MemoryRow>;
  many?: Outcome<ManySessionsRow>;
  panes?: Outcome<PanesRow>;
  web?: Outcome<WebRow>;
  cli?: Outcome<CliRow>;
  remote?: Outcome<RemoteRow>;
  upgrade?: Outcome<UpgradeRow>;
}

/** True when the section ran and produced rows. */
export function hasRows<T>(o: Outcome<T>): o is T[] {
  return Array.isArray(o);
}
