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

import { MAX_WIRE_LINK_ID, type WireLink } from "../../protocol/messages.ts";
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
  #made: () => number;

  /**
   * `made` numbers the ids made here; the panes of one session share one,
   * so that two panes' links never share a made id.
   */
  constructor(lookup: LinkLookup, made: () => number = counter()) {
    this.#lookup = lookup;
    this.#made = made;
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
        const before = this.#posted.get(id)?.def;
        const def = this.definition(id);
        if (def !== before) out.push(def);
      }
    }
    return out;
  }

  /**
   * What link id `id` means now, as posted: the same definition (and made
   * id) while the engine's link is the same; from now on it counts as
   * posted.
   */
  definition(id: number): WireLink {
    const link = this.#lookup(id);
    const key = linkKey(link);
    const posted = this.#posted.get(id);
    if (posted?.key === key) return posted.def;
    const def = this.#define(id, link);
    this.#posted.set(id, { key, def });
    return def;
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
      : `berth-${this.#made()}`;
    return [id, `id=${name}`, link.uri];
  }
}

function linkKey(link: EngineLink | undefined): string {
  return link ? `${link.id}\u0000${link.uri}` : "";
}

/** 1, 2, 3 ... */
export function counter(): () => number {
  let n = 0;
  return () => ++n;
}

/**
 * The link ids of a session's composed screen. Each pane's engine numbers
 * its links on its own, so two panes shown side by side would use the same
 * ids for different links: here every pane's id gets an id of its own on
 * the wire (one per pane and engine id, kept while the pane lives), defined
 * as that pane's `LinkDefs` defines its own.
 */
export class ComposedLinks {
  /** Pane to engine id to wire id. */
  #wire = new Map<number, Map<number, number>>();
  /** Wire id to the pane and engine id it stands for. */
  #owner = new Map<number, [pane: number, id: number]>();
  /** Wire id to the definition (params, URI) it was last posted with. */
  #posted = new Map<number, string>();
  #free: number[] = [];
  #next = 1;

  /** `runs` of `pane` with wire ids in place of the engine's. */
  runs(pane: number, runs: RowRun[]): RowRun[] {
    if (!runs.some((r) => r[6])) return runs;
    return runs.map((run) => {
      if (!run[6]) return run;
      const wire = this.#wireId(pane, run[6]);
      const out = run.slice(0, 6) as RowRun;
      if (wire > 0) out[6] = wire;
      return out;
    });
  }

  /**
   * Definitions for the wire ids in `lines` that were never posted or now
   * mean something else (`defs` gives each pane's `LinkDefs`).
   */
  changed(
    lines: Iterable<[number, RowRun[]]>,
    defs: (pane: number) => LinkDefs | undefined,
  ): WireLink[] {
    const out: WireLink[] = [];
    for (const [, runs] of lines) {
      for (const run of runs) {
        const wire = run[6];
        const owner = wire ? this.#owner.get(wire) : undefined;
        const def = owner && defs(owner[0])?.definition(owner[1]);
        if (!def) continue;
        const key = `${def[1]}\u0000${def[2]}`;
        if (this.#posted.get(wire!) === key) continue;
        this.#posted.set(wire!, key);
        out.push([wire!, def[1], def[2]]);
      }
    }
    return out;
  }

  /** Frees the wire ids of a pane that is gone. */
  dropPane(pane: number): void {
    for (const wire of this.#wire.get(pane)?.values() ?? []) {
      this.#owner.delete(wire);
      this.#posted.delete(wire);
      this.#free.push(wire);
    }
    this.#wire.delete(pane);
  }

  // The wire id of `pane`'s engine id `id`; 0 when every wire id is taken
  // (more than 64 panes with full link tables): the cell shows no link.
  #wireId(pane: number, id: number): number {
    let ids = this.#wire.get(pane);
    if (!ids) this.#wire.set(pane, ids = new Map());
    let wire = ids.get(id);
    if (wire !== undefined) return wire;
    wire = this.#free.pop() ??
      (this.#next <= MAX_WIRE_LINK_ID ? this.#next++ : 0);
    if (wire === 0) return 0;
    ids.set(id, wire);
    this.#owner.set(wire, [pane, id]);
    return wire;
  }
}
