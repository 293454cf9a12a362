/**
 * OSC 8 hyperlinks: each distinct (id parameter, URI) pair gets a small
 * number that styles carry. Bounded like the style table: when full, the
 * owner marks the link ids still on screen and the rest are freed.
 *
 * @module
 */

/** Most distinct live links. */
export const MAX_LINKS = 1024;
/** Longest URI kept (longer links are not made links); with MAX_LINKS, 4 MB at most. */
export const MAX_URI_BYTES = 2048;

/** A `LinkTable` as plain data (`engine_state.ts`); null for a free id. */
export interface LinkTableState {
  keys: (string | null)[];
  uris: (string | null)[];
  free: number[];
}

/** Link id to URI. Id 0 means "no link". */
export class LinkTable {
  #ids = new Map<string, number>();
  #uris: (string | undefined)[] = [undefined];
  #keys: (string | undefined)[] = [undefined];
  #free: number[] = [];
  /** Called when full: return the ids still in use. */
  onFull: (() => Set<number>) | null = null;

  /** The URI of `id`, or undefined. */
  uri(id: number): string | undefined {
    return this.#uris[id];
  }

  /** The `id=` parameter the program gave link `id` ("" for none), or undefined. */
  idParam(id: number): string | undefined {
    const key = this.#keys[id];
    return key === undefined ? undefined : key.slice(0, key.indexOf("\u0000"));
  }

  /** Id for a link; 0 when the table stays full. */
  intern(idParam: string, uri: string): number {
    const key = idParam + "\u0000" + uri;
    const found = this.#ids.get(key);
    if (found !== undefined) return found;
    if (this.#free.length === 0 && this.#uris.length >= MAX_LINKS) {
      this.#collect();
      if (this.#free.length === 0) return 0;
    }
    const id = this.#free.length > 0 ? this.#free.pop()! : this.#uris.length;
    this.#uris[id] = uri;
    this.#keys[id] = key;
    this.#ids.set(key, id);
    return id;
  }

  /** The table as plain data (`engine_state.ts`): key and URI by id. */
  save(): LinkTableState {
    return {
      keys: this.#keys.map((k) => k ?? null),
      uris: this.#uris.map((u) => u ?? null),
      free: this.#free.slice(),
    };
  }

  /** Takes a table `save()` made. */
  load(s: LinkTableState): void {
    this.#keys = s.keys.map((k) => k ?? undefined);
    this.#uris = s.uris.map((u) => u ?? undefined);
    this.#free = s.free.slice();
    this.#ids.clear();
    for (let id = 1; id < this.#keys.length; id++) {
      const key = this.#keys[id];
      if (key !== undefined) this.#ids.set(key, id);
    }
  }

  #collect(): void {
    if (this.onFull === null) return;
    const live = this.onFull();
    for (let id = 1; id < this.#uris.length; id++) {
      if (live.has(id) || this.#uris[id] === undefined) continue;
      this.#ids.delete(this.#keys[id]!);
      this.#uris[id] = undefined;
      this.#keys[id] = undefined;
      this.#free.push(id);
    }
  }
}
