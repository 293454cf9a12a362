/**
 * Hyperlinks (OSC 8) on the attach client's side: what the link ids in the
 * session's runs mean, and the sequences that open and close a link on the
 * outer terminal.
 *
 * A cell holds its link as the text between `OSC 8 ;` and ST (`params;uri`,
 * "" for none), so that two cells are the same link exactly when those
 * strings are equal, and the renderer diffs links as it diffs styles.
 *
 * Nothing the daemon sends goes out unchecked: a definition whose URI is
 * empty, too long or holds a control character, or whose parameters are
 * not a plain `id=VALUE`, makes its id mean "no link" (it still replaces
 * what the id meant before, so a stale target never shows).
 *
 * @module
 */

import { MAX_WIRE_LINK_ID, type WireLink } from "../../protocol/messages.ts";
import { safeLinkParams, safeLinkUri } from "../../protocol/osc_safe.ts";

/** A link id to the cell link it stands for ("" for none). */
export type LinkResolver = (id: number) => string;

/** Resolves no id: for rows that carry no definitions. */
export const NO_LINKS: LinkResolver = () => "";

/** Closes any open link (`OSC 8 ; ; ST`). */
export const CLOSE_LINK = "\x1b]8;;\x1b\\";

/** Opens the cell link `link` (`OSC 8 ; params ; uri ST`), or closes for "". */
export function linkSequence(link: string): string {
  return link === "" ? CLOSE_LINK : `\x1b]8;${link}\x1b\\`;
}

/** The cell link a definition stands for, "" when it is not safe to send. */
export function cellLink(params: unknown, uri: unknown): string {
  if (!safeLinkUri(uri) || !safeLinkParams(params)) return "";
  return `${params};${uri}`;
}

/** Link id to cell link, from the definitions received so far. */
export class ClientLinks {
  #links = new Map<number, string>();

  /** Takes definitions (`WireLink`s); malformed entries are skipped. */
  define(defs: unknown): void {
    if (!Array.isArray(defs)) return;
    for (const def of defs as WireLink[]) {
      if (!Array.isArray(def)) continue;
      const id = def[0];
      if (!Number.isInteger(id) || id < 1 || id > MAX_WIRE_LINK_ID) continue;
      this.#links.set(id, cellLink(def[1], def[2]));
    }
  }

  /** The cell link of `id`; "" when unknown. */
  readonly resolve: LinkResolver = (id) => this.#links.get(id) ?? "";

  /** How many ids are defined (for tests and bounds). */
  get size(): number {
    return this.#links.size;
  }
}

/** A resolver for definitions that come with their rows (a history page). */
export function pageLinks(defs: unknown): LinkResolver {
  const table = new ClientLinks();
  table.define(defs);
  return table.size === 0 ? NO_LINKS : table.resolve;
}
