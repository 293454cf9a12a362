/**
 * Hyperlink definitions as the parse worker hands them on: what each of the
 * engine's link ids means (`WireLink`), told to the daemon's main thread
 * with the first update whose rows use the id, and told again whenever the
 * engine has given the id to another link (its table is bounded and
 * recycles ids, see `vt/hyperlinks.ts`).
 *
 * Every link goes out with an `id=` parameter, as tmux 3.4 does: the
 * program's own when it gave one (and it is safe to pass on), else one made
 * here. The attach client redraws only the cells that changed, so one link
 * reaches the user's terminal in pieces; with a shared id the terminal still
 * treats them as one (hover, across wrapped lines).
 *
 * @module
 */

import type { WireLink } from "../../protocol/messages.ts";
import { safeLinkId, safeLinkUri } from "../../protocol/validate.ts";
import type { RowRun } from "../../vt/types.ts";

/** A link as the engine has it: target and the program's `id=` value ("" for none). */
export interface EngineLink {
  uri: string;
  id: string;
}

/** Looks up one of the engine's link ids; undefined when it means nothing now. */
export type LinkLookup = (id: number) => EngineLink | undefined;

interface Posted {
  /** The engine link it was made from (program id and URI). */
  key: string;
  def: WireLink;
}

/** The definitions one session's parse worker has posted. */
export class LinkDefs {
  #lookup: LinkLookup;
  #posted = new Map<number, Posted>();
  /** Numbers the ids made here (`berth-N`): never reused in a session. */
  #made = 0;

  constructor(lookup: LinkLookup) {
    this.#lookup = lookup;
  }

  /**
   * Definitions for the link ids in `lines` that were never posted or now
   * mean something else; from now on they count as posted.
   */
  changed(lines: Iterable<[number, RowRun[]]>): WireLink[] {
    const out: WireLink[] = [];
    for (const [, runs] of lines) {
      for (const run of runs) {
        const id = run[6];
        if (!id) continue;
        const link = this.#lookup(id);
        const key = linkKey(link);
        const posted = this.#posted.get(id);
        if (posted?.key === key) continue;
        const def = this.#define(id, link);
        this.#posted.set(id, { key, def });
        out.push(def);
      }
    }
    return out;
  }

  /**
   * Definitions of every link id in `rows`, as the engine has them now,
   * for an answer that carries its own (a history page). Nothing counts as
   * posted afterwards: the updates keep their own account.
   */
  page(rows: Iterable<RowRun[]>): WireLink[] {
    const out: WireLink[] = [];
    const seen = new Set<number>();
    for (const runs of rows) {
      for (const run of runs) {
        const id = run[6];
        if (!id || seen.has(id)) continue;
        seen.add(id);
        const link = this.#lookup(id);
        const posted = this.#posted.get(id);
        out.push(
          posted?.key === linkKey(link) ? posted.def : this.#define(id, link),
        );
      }
    }
    return out;
  }

  // What id `id` is to mean on the wire: an empty URI when there is no link
  // or it may not be passed on (too long, controls in it).
  #define(id: number, link: EngineLink | undefined): WireLink {
    if (!link || !safeLinkUri(link.uri)) return [id, "", ""];
    const name = link.id !== "" && safeLinkId(link.id)
      ? link.id
      : `berth-${++this.#made}`;
    return [id, `id=${name}`, link.uri];
  }
}

function linkKey(link: EngineLink | undefined): string {
  return link ? `${link.id}\u0000${link.uri}` : "";
}
