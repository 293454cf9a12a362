/**
 * The sections of the bench, by name, in the order of issue 5 (then issue
 * 15's command start-up, "cli"); each runs
 * alone (`--only`) and a failure becomes a line in the report.
 *
 * @module
 */

import { benchCliStart } from "./cli_start.ts";
import type { BenchContext } from "./context.ts";
import { benchE2e } from "./e2e.ts";
import { benchFlood } from "./flood.ts";
import { benchKeyEcho } from "./key_echo.ts";
import { benchManySessions } from "./many_sessions.ts";
import { benchMemory } from "./memory_use.ts";
import { benchPanes } from "./panes.ts";
import { benchParse } from "./parse.ts";
import { benchRemote } from "./remote.ts";
import { benchRequestResponse } from "./request_response.ts";
import type { Failure } from "./results.ts";
import { benchUpgrade } from "./upgrade.ts";
import { benchWeb } from "./web.ts";

/** Section names as `--only` takes them. */
export const SECTION_NAMES = [
  "parse",
  "e2e",
  "flood",
  "keys",
  "rr",
  "memory",
  "many",
  "web",
  "cli",
  "remote",
  "upgrade",
  "panes",
] as const;

/** One of SECTION_NAMES. */
export type SectionName = typeof SECTION_NAMES[number];

const RUNNERS: Record<SectionName, (ctx: BenchContext) => Promise<unknown[]>> =
  {
    parse: (ctx) => benchParse(ctx.profile.parse),
    e2e: benchE2e,
    flood: benchFlood,
    keys: benchKeyEcho,
    rr: benchRequestResponse,
    memory: benchMemory,
    many: benchManySessions,
    panes: benchPanes,
    web: benchWeb,
    cli: benchCliStart,
    remote: benchRemote,
    upgrade: benchUpgrade,
  };

/** Runs one section; its rows, or its failure message. */
export async function runSection(
  ctx: BenchContext,
  name: SectionName,
): Promise<unknown[] | Failure> {
  try {
    return await RUNNERS[name](ctx);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { failed: message.split("\n")[0] };
  }
}
