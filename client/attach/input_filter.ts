/**
 * The keyboard side of the attach client: stdin bytes go to the session,
 * except the prefix key, the key after it and keys bound in the root
 * table, which are looked up in the key tables (`key_table.ts`):
 *
 * - prefix, `d` (`detach-client`): detach;
 * - prefix, `[` (`copy-mode`): scroll mode; prefix, PageUp
 *   (`copy-mode -u`): scroll mode, one page up;
 * - prefix, `]` (`paste-buffer`): the newest paste buffer, as a paste;
 * - prefix, prefix (`send-prefix`): send the prefix key;
 * - prefix, another bound key: its command, for the attach client to run;
 * - prefix, an unbound key: nothing is sent; the key's name comes back
 *   (`unbound`) so that the client can say it is not bound;
 * - after a key that repeats (tmux's `bind -r`: the arrows, C-arrows and
 *   M-arrows, and keys the config file or `bind-key -r` binds so), for
 *   `repeat-time` ms (`KeyTable.repeatMs`), such keys again without the
 *   prefix: their commands (prefix Up Up Up), each starting the time
 *   again; any other key ends it and goes on as usual, as tmux's leaves
 *   its repeat for the root table: a root binding's command, else the
 *   pane's (the prefix key starts a prefix, a prefix key that does not
 *   repeat goes to the pane).
 * - tables of the user's (`bind -T resize h ...`), chosen by `switch-client
 *   -T` (`table()`), and the `key-table` option's table (`KeyTable.home`,
 *   root unless set) as tmux's `server_client_handle_key` has them: the
 *   key after a switch is looked up in that table, then the client goes
 *   back to the home table (a binding may switch again: `bind -T resize h
 *   resize-pane -L ; switch-client -T resize`); a key that table does not
 *   bind is looked up in the home table, and dropped when that does not
 *   bind it either; the prefix key goes to the prefix table from any
 *   other.
 *
 * A key is one byte, one UTF-8 character or one escape sequence (`ESC [
 * ... final`, `ESC O x`, `ESC x`), so that prefix then an arrow key sends
 * no stray `[A`, and the prefix may be any key (`M-a`, `F12`). Keys may
 * arrive split over reads; the bytes of a key cut by a read's end wait
 * for the rest. An ESC that ends a read is taken as the Escape key.
 *
 * @module
 */

import { keyLength } from "./scroll_keys.ts";
import {
  buildKeyTable,
  hasRootBindings,
  keyName,
  KeyTable,
} from "./key_table.ts";
import { prefixKeyName } from "./prefix.ts";

// What `#handle` makes of a key besides a command.
const SEND = 0, DROP = 1;

/** What to do with one read from stdin. */
export interface FilterResult {
  /** Bytes for the session, or null when there are none (or read-only). */
  data: Uint8Array | null;
  /** The user asked to detach; bytes after the detach key are dropped. */
  detach: boolean;
  /**
   * The user asked for scroll mode (prefix `[`), and one page up at once
   * (prefix PageUp); `data` is what came before it, `rest` what came
   * after it in the same read (keys for scroll mode, not for the session).
   */
  scroll?: "enter" | "page-up";
  /** With `scroll` or `command`: the bytes after the key, not yet filtered. */
  rest?: Uint8Array;
  /** A bound command line for the attach client to run. */
  command?: string;
  /** Prefix then a key bound to nothing: the key's name. */
  unbound?: string;
}

/** Splits stdin into bytes for the session and the bound commands. */
export class InputFilter {
  readonly keys: KeyTable;
  /**
   * The table the next key is looked up in when not the home table
   * (`prefix` after the prefix key, a `switch-client -T` table), or null.
   */
  #table: string | null = null;
  /** Until when keys that repeat need no prefix (`now()`'s clock). */
  #repeatUntil = 0;
  #now: () => number;
  /** The last read ended in a repeating key's command, not yet done. */
  #repeatRan = false;
  #root: boolean;
  /** A key cut by the end of the last read. */
  #pending: Uint8Array | null = null;

  /**
   * @param keys the key tables, or just a prefix byte (the built-in
   *   bindings with that prefix)
   * @param readOnly when true no bytes are ever given for the session, but
   *   prefix-d still detaches
   * @param now the clock of `repeat-time`, in ms
   */
  constructor(
    keys: KeyTable | number,
    readonly readOnly = false,
    now: () => number = () => performance.now(),
  ) {
    this.keys = typeof keys === "number"
      ? buildKeyTable({ prefix: prefixKeyName(keys) }).table
      : keys;
    this.#root = hasRootBindings(this.keys);
    this.#now = now;
  }

  /**
   * Goes on where `old` was: a prefix, a repeat and a key cut by a read's
   * end, when new settings replace the filter (a `set -g` or
   * `source-file`), as tmux's client keeps its key table through them.
   */
  carryFrom(old: InputFilter): void {
    this.#table = old.#table;
    this.#repeatUntil = old.#repeatUntil;
    this.#repeatRan = old.#repeatRan;
    this.#pending = old.#pending;
  }

  /**
   * A mouse key came (`name`, tmux's): after the prefix key or a
   * `switch-client -T`, it is the key looked up in that table, its binding
   * there given (undefined: none; then the key-table option's table's, as
   * tmux tries again there).
   */
  mouseKey(name: string): string | undefined {
    const table = this.#table;
    if (table === null) return undefined;
    this.#table = null;
    this.#repeatUntil = 0;
    return this.keys.lookupMouse(table, name);
  }

  /** True after the prefix key, until the key after it (tmux's `client_prefix`). */
  get afterPrefix(): boolean {
    return this.#table === "prefix";
  }

  /**
   * The table the next key is looked up in (tmux's `client_key_table`):
   * `prefix` after the prefix key, a `switch-client -T` table, else the
   * `key-table` option's.
   */
  get table(): string {
    if (this.#table !== null && this.#repeatUntil > 0) {
      // A repeat that timed out is back in the home table, as tmux's
      // repeat timer puts it.
      if (this.#now() >= this.#repeatUntil) this.#home();
    }
    return this.#table ?? this.keys.home;
  }

  /**
   * tmux's `switch-client -T NAME`: the next key is looked up in `name`
   * (the home table, or no table there is: back to the home table).
   */
  switchTable(name: string): void {
    this.#repeatUntil = 0;
    this.#table = name === this.keys.home ? null : name;
  }

  /** The ms until a key repeating stops (0: none is). */
  repeatLeft(): number {
    return this.#repeatUntil > 0
      ? Math.max(0, this.#repeatUntil - this.#now())
      : 0;
  }

  // Back to the home table, no key repeating.
  #home(): void {
    this.#table = null;
    this.#repeatUntil = 0;
  }

  /** True while the end of the last read waits for the rest of a key. */
  get waiting(): boolean {
    return this.#pending !== null;
  }

  /**
   * True while the next key is plain typing: no prefix, nothing held, no
   * key repeating.
   */
  get plain(): boolean {
    return this.#pending === null && this.table === this.keys.home &&
      this.#now() >= this.#repeatUntil;
  }

  /**
   * The byte values that are plain typing whatever comes before them
   * (1): neither the first byte of the prefix key or of a key bound in the
   * root table, nor ESC (escape sequences: keys with names, mouse reports,
   * pastes); none for a read-only client.
   */
  passBytes(): Uint8Array {
    const pass = new Uint8Array(256);
    if (this.readOnly) return pass;
    pass.fill(1);
    for (const b of this.keys.firstBytes) pass[b] = 0;
    pass[0x1b] = 0;
    return pass;
  }

  /**
   * The start of a key held for its rest, given up on (none came soon: an
   * Alt-[ typed, say): bytes for the session as they are, or null.
   */
  flush(): Uint8Array | null {
    const held = this.#pending;
    this.#pending = null;
    return held && !this.readOnly ? held : null;
  }

  /** Filters one read. */
  feed(chunk: Uint8Array): FilterResult {
    const bytes = this.#pending ? concatBytes(this.#pending, chunk) : chunk;
    this.#pending = null;
    this.#repeatRan = false;
    const out = new Output(bytes);
    const keys = this.keys, first = keys.firstBytes;
    let unbound: string | undefined;
    for (let i = 0; i < bytes.length;) {
      const n = keyLength(bytes, i);
      if (n === 0) {
        this.#pending = bytes.slice(i);
        break;
      }
      const key = bytes.subarray(i, i + n);
      i += n;
      if (this.table === keys.home && !first.has(key[0])) {
        out.add(key);
        continue;
      }
      const found = this.#handle(key);
      if (found === SEND) out.add(key);
      else if (found === DROP) continue;
      else if (typeof found === "object") {
        if (found.unbound) unbound = found.unbound;
      } else {
        const sends = keys.prefixBytes(found);
        if (sends) out.add(sends);
        else return this.#command(out, found, bytes, i, unbound);
      }
    }
    return this.#result(out, unbound ? { unbound } : {}, bytes, bytes.length);
  }

  /**
   * One key, as tmux's `server_client_handle_key`: the command it runs,
   * or SEND (to the pane), DROP, or the name of a key the prefix table
   * does not bind (dropped). A key in the home table that no table binds
   * goes to the pane; one in another table that it and the home table do
   * not bind is dropped.
   */
  #handle(key: Uint8Array): string | typeof SEND | typeof DROP | {
    unbound: string;
  } {
    const keys = this.keys;
    let table = this.table;
    let first = table;
    let repeating = this.#repeatUntil > 0 && this.#now() < this.#repeatUntil;
    if (!repeating) this.#repeatUntil = 0;
    for (;;) {
      // The prefix key goes to the prefix table from any other.
      if (table !== "prefix" && keys.isPrefix(key)) {
        this.#table = "prefix";
        this.#repeatUntil = 0;
        return DROP;
      }
      const cmd = table === keys.home && !this.#root
        ? undefined
        : keys.lookup(table, key);
      if (cmd !== undefined) {
        if (repeating && !keys.repeats(key, table)) {
          // A key that does not repeat ends the repeat: it is looked up
          // in the home table again.
          this.#home();
          table = first = keys.home;
          repeating = false;
          continue;
        }
        // A home table key with -r runs once per press, as tmux's (its
        // repeat stays in the table it is already in).
        if (
          keys.repeatMs > 0 && table !== keys.home && keys.repeats(key, table)
        ) {
          this.#table = table;
          this.#repeatUntil = this.#now() + keys.repeatMs;
          this.#repeatRan = true;
        } else this.#home();
        return cmd;
      }
      if (table !== keys.home || repeating) {
        // Not bound here: tried in the home table (the key after a
        // repeat as if typed there).
        this.#home();
        table = keys.home;
        if (repeating) first = table;
        repeating = false;
        continue;
      }
      // Bound in no table: the pane's, unless typed in another table.
      if (first === table) return SEND;
      return first === "prefix" ? { unbound: keyName(key) } : DROP;
    }
  }

  /**
   * A bound command has finished: if its key repeats, the time to repeat
   * starts again from now. Keys typed while it ran wait for it (the attach
   * client holds them), and a command can take longer than `repeat-time`
   * (over -H each runs on HOST): prefix Left Right must not type Right
   * into the pane because Left's command was slow.
   */
  commandDone(): void {
    if (this.#repeatRan) this.#repeatUntil = this.#now() + this.keys.repeatMs;
    this.#repeatRan = false;
  }

  // A bound command: the ones the filter's caller knows by their fields.
  #command(
    out: Output,
    cmd: string,
    bytes: Uint8Array,
    i: number,
    unbound: string | undefined,
  ): FilterResult {
    const words = cmd.trim().split(/\s+/);
    if (words[0] === "detach-client" && words.length === 1) {
      return {
        ...this.#result(out, {}, bytes, i),
        detach: true,
        rest: undefined,
      };
    }
    // Bare or -u (prefix [, PageUp); with other flags or a target it is
    // a command (copy_mode_command.ts).
    const plain = words.length === 1 || words[1] === "-u";
    if (words[0] === "copy-mode" && words.length <= 2 && plain) {
      const scroll = words[1] === "-u" ? "page-up" : "enter";
      return this.#result(out, { scroll, unbound }, bytes, i);
    }
    return this.#result(out, { command: cmd, unbound }, bytes, i);
  }

  #result(
    out: Output,
    extra: Partial<FilterResult>,
    bytes: Uint8Array,
    i: number,
  ): FilterResult {
    const data = out.length === 0 || this.readOnly ? null : out.bytes();
    const r: FilterResult = { data, detach: false };
    if (extra.unbound) r.unbound = extra.unbound;
    if (extra.scroll || extra.command) {
      if (extra.scroll) r.scroll = extra.scroll;
      if (extra.command) r.command = extra.command;
      r.rest = bytes.subarray(i);
    }
    return r;
  }
}

/**
 * Bytes for the session: usually at most the read's, more after send-prefix.
 * While they are the read's own first bytes (typing: every key goes on),
 * they are a view of the read, not a copy: each typed array Deno allocates
 * costs about 1 us here. Reads are never changed once made.
 */
class Output {
  #buf: Uint8Array;
  /** `#buf` is the read itself, its first `length` bytes the output. */
  #viewing = true;
  length = 0;

  constructor(read: Uint8Array) {
    this.#buf = read;
  }

  add(b: Uint8Array): void {
    if (this.#viewing) {
      const at = this.#buf.byteOffset + this.length;
      if (b.buffer === this.#buf.buffer && b.byteOffset === at) {
        this.length += b.length;
        return;
      }
      this.#copy();
    }
    if (this.length + b.length > this.#buf.length) {
      const next = new Uint8Array((this.length + b.length) * 2);
      next.set(this.#buf.subarray(0, this.length));
      this.#buf = next;
    }
    this.#buf.set(b, this.length);
    this.length += b.length;
  }

  bytes(): Uint8Array {
    return this.#buf.subarray(0, this.length);
  }

  // From a view of the read to bytes of its own, for what is not in it.
  #copy(): void {
    const own = new Uint8Array(this.#buf.length + 8);
    own.set(this.#buf.subarray(0, this.length));
    this.#buf = own;
    this.#viewing = false;
  }
}

/** The bytes of `parts`, one after the other. */
export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
