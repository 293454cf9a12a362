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
 *   M-arrows), for `REPEAT_MS`, such keys again without the prefix: their
 *   commands (prefix Up Up Up); any other key ends it and goes on as usual.
 *
 * A key is one byte, one UTF-8 character or one escape sequence (`ESC [
 * ... final`, `ESC O x`, `ESC x`), so that prefix then an arrow key sends
 * no stray `[A`, and the prefix may be any key (`M-a`, `F12`). Keys may
 * arrive split over reads; the bytes of a key cut by a read's end wait
 * for the rest. An ESC that ends a read is taken as the Escape key.
 *
 * @module
 */ import { keyLength } from "./scroll_keys.ts";
import { buildKeyTable, hasRootBindings, keyName } from "./key_table.ts";
import { prefixKeyName } from "./prefix.ts";
/** tmux's default `repeat-time`, in ms. */ export const REPEAT_MS = 500;
/** Splits stdin into bytes for the session and the bound commands. */ export class InputFilter {
  readOnly;
  keys;
  #afterPrefix;
  /** Until when keys that repeat need no prefix (`now()`'s clock). */ #repeatUntil;
  #now;
  /** The last read ended in a repeating key's command, not yet done. */ #repeatRan;
  #root;
  /** A key cut by the end of the last read. */ #pending;
  /**
   * @param keys the key tables, or just a prefix byte (the built-in
   *   bindings with that prefix)
   * @param readOnly when true no bytes are ever given for the session, but
   *   prefix-d still detaches
   * @param now the clock of `REPEAT_MS`, in ms
   */ constructor(keys, readOnly = false, now = ()=>performance.now()){
    this.readOnly = readOnly;
    this.#afterPrefix = false;
    this.#repeatUntil = 0;
    this.#repeatRan = false;
    this.#pending = null;
    this.keys = typeof keys === "number" ? buildKeyTable({
      prefix: prefixKeyName(keys)
    }).table : keys;
    this.#root = hasRootBindings(this.keys);
    this.#now = now;
  }
  /** True while the end of the last read waits for the rest of a key. */ get waiting() {
    return this.#pending !== null;
  }
  /**
   * True while the next key is plain typing: no prefix, nothing held, no
   * key repeating.
   */ get plain() {
    return this.#pending === null && !this.#afterPrefix && this.#now() >= this.#repeatUntil;
  }
  /**
   * The byte values that are plain typing whatever comes before them
   * (1): neither the first byte of the prefix key or of a key bound in the
   * root table, nor ESC (escape sequences: keys with names, mouse reports,
   * pastes); none for a read-only client.
   */ passBytes() {
    const pass = new Uint8Array(256);
    if (this.readOnly) return pass;
    pass.fill(1);
    for (const b of this.keys.firstBytes)pass[b] = 0;
    pass[0x1b] = 0;
    return pass;
  }
  /**
   * The start of a key held for its rest, given up on (none came soon: an
   * Alt-[ typed, say): bytes for the session as they are, or null.
   */ flush() {
    const held = this.#pending;
    this.#pending = null;
    return held && !this.readOnly ? held : null;
  }
  /** Filters one read. */ feed(chunk) {
    const bytes = this.#pending ? concatBytes(this.#pending, chunk) : chunk;
    this.#pending = null;
    this.#repeatRan = false;
    const out = new Output(bytes);
    const keys = this.keys, first = keys.firstBytes;
    let unbound;
    for(let i = 0; i < bytes.length;){
      const n = keyLength(bytes, i);
      if (n === 0) {
        this.#pending = bytes.slice(i);
        break;
      }
      const key = bytes.subarray(i, i + n);
      i += n;
      const again = this.#repeatUntil > 0 ? this.#again(key) : undefined;
      if (again !== undefined) {
        this.#repeatRan = true;
        return this.#command(out, again, bytes, i, unbound);
      } else if (this.#afterPrefix) {
        this.#afterPrefix = false;
        const cmd = keys.lookup("prefix", key);
        if (cmd === "send-prefix") out.add(keys.prefix);
        else if (cmd === undefined) unbound = keyName(key);
        else {
          if (keys.repeats(key)) {
            this.#repeatUntil = this.#now() + REPEAT_MS;
            this.#repeatRan = true;
          }
          return this.#command(out, cmd, bytes, i, unbound);
        }
      } else if (!first.has(key[0])) {
        out.add(key);
      } else if (keys.isPrefix(key)) {
        this.#afterPrefix = true;
      } else {
        const cmd = this.#root ? keys.lookup("root", key) : undefined;
        if (cmd === undefined) out.add(key);
        else if (cmd === "send-prefix") out.add(keys.prefix);
        else return this.#command(out, cmd, bytes, i, unbound);
      }
    }
    return this.#result(out, unbound ? {
      unbound
    } : {}, bytes, bytes.length);
  }
  /**
   * A bound command has finished: if its key repeats, the time to repeat
   * starts again from now. Keys typed while it ran wait for it (the attach
   * client holds them), and a command can take longer than `REPEAT_MS`
   * (over -H each runs on HOST): prefix Left Right must not type Right
   * into the pane because Left's command was slow.
   */ commandDone() {
    if (this.#repeatRan) this.#repeatUntil = this.#now() + REPEAT_MS;
    this.#repeatRan = false;
  }
  // A key soon after one that repeats: its prefix command when it repeats
  // too (and the time to repeat starts again), else undefined and no more
  // repeating, as tmux leaves its repeat mode.
  #again(key) {
    const now = this.#now();
    if (now < this.#repeatUntil && this.keys.repeats(key)) {
      this.#repeatUntil = now + REPEAT_MS;
      return this.keys.lookup("prefix", key);
    }
    this.#repeatUntil = 0;
    return undefined;
  }
  // A bound command: the ones the filter's caller knows by their fields.
  #command(out, cmd, bytes, i, unbound) {
    const words = cmd.trim().split(/\s+/);
    if (words[0] === "detach-client" && words.length === 1) {
      return {
        ...this.#result(out, {}, bytes, i),
        detach: true,
        rest: undefined
      };
    }
    if (words[0] === "copy-mode" && words.length <= 2) {
      const scroll = words[1] === "-u" ? "page-up" : "enter";
      return this.#result(out, {
        scroll,
        unbound
      }, bytes, i);
    }
    return this.#result(out, {
      command: cmd,
      unbound
    }, bytes, i);
  }
  #result(out, extra, bytes, i) {
    const data = out.length === 0 || this.readOnly ? null : out.bytes();
    const r = {
      data,
      detach: false
    };
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
 */ class Output {
  #buf;
  /** `#buf` is the read itself, its first `length` bytes the output. */ #viewing = true;
  length = 0;
  constructor(read){
    this.#buf = read;
  }
  add(b) {
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
  bytes() {
    return this.#buf.subarray(0, this.length);
  }
  // From a view of the read to bytes of its own, for what is not in it.
  #copy() {
    const own = new Uint8Array(this.#buf.length + 8);
    own.set(this.#buf.subarray(0, this.length));
    this.#buf = own;
    this.#viewing = false;
  }
}
/** The bytes of `parts`, one after the other. */ export function concatBytes(...parts) {
  const out = new Uint8Array(parts.reduce((n, p)=>n + p.length, 0));
  let at = 0;
  for (const p of parts){
    out.set(p, at);
    at += p.length;
  }
  return out;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvaW5wdXRfZmlsdGVyLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIGtleWJvYXJkIHNpZGUgb2YgdGhlIGF0dGFjaCBjbGllbnQ6IHN0ZGluIGJ5dGVzIGdvIHRvIHRoZSBzZXNzaW9uLFxuICogZXhjZXB0IHRoZSBwcmVmaXgga2V5LCB0aGUga2V5IGFmdGVyIGl0IGFuZCBrZXlzIGJvdW5kIGluIHRoZSByb290XG4gKiB0YWJsZSwgd2hpY2ggYXJlIGxvb2tlZCB1cCBpbiB0aGUga2V5IHRhYmxlcyAoYGtleV90YWJsZS50c2ApOlxuICpcbiAqIC0gcHJlZml4LCBgZGAgKGBkZXRhY2gtY2xpZW50YCk6IGRldGFjaDtcbiAqIC0gcHJlZml4LCBgW2AgKGBjb3B5LW1vZGVgKTogc2Nyb2xsIG1vZGU7IHByZWZpeCwgUGFnZVVwXG4gKiAgIChgY29weS1tb2RlIC11YCk6IHNjcm9sbCBtb2RlLCBvbmUgcGFnZSB1cDtcbiAqIC0gcHJlZml4LCBgXWAgKGBwYXN0ZS1idWZmZXJgKTogdGhlIG5ld2VzdCBwYXN0ZSBidWZmZXIsIGFzIGEgcGFzdGU7XG4gKiAtIHByZWZpeCwgcHJlZml4IChgc2VuZC1wcmVmaXhgKTogc2VuZCB0aGUgcHJlZml4IGtleTtcbiAqIC0gcHJlZml4LCBhbm90aGVyIGJvdW5kIGtleTogaXRzIGNvbW1hbmQsIGZvciB0aGUgYXR0YWNoIGNsaWVudCB0byBydW47XG4gKiAtIHByZWZpeCwgYW4gdW5ib3VuZCBrZXk6IG5vdGhpbmcgaXMgc2VudDsgdGhlIGtleSdzIG5hbWUgY29tZXMgYmFja1xuICogICAoYHVuYm91bmRgKSBzbyB0aGF0IHRoZSBjbGllbnQgY2FuIHNheSBpdCBpcyBub3QgYm91bmQ7XG4gKiAtIGFmdGVyIGEga2V5IHRoYXQgcmVwZWF0cyAodG11eCdzIGBiaW5kIC1yYDogdGhlIGFycm93cywgQy1hcnJvd3MgYW5kXG4gKiAgIE0tYXJyb3dzKSwgZm9yIGBSRVBFQVRfTVNgLCBzdWNoIGtleXMgYWdhaW4gd2l0aG91dCB0aGUgcHJlZml4OiB0aGVpclxuICogICBjb21tYW5kcyAocHJlZml4IFVwIFVwIFVwKTsgYW55IG90aGVyIGtleSBlbmRzIGl0IGFuZCBnb2VzIG9uIGFzIHVzdWFsLlxuICpcbiAqIEEga2V5IGlzIG9uZSBieXRlLCBvbmUgVVRGLTggY2hhcmFjdGVyIG9yIG9uZSBlc2NhcGUgc2VxdWVuY2UgKGBFU0MgW1xuICogLi4uIGZpbmFsYCwgYEVTQyBPIHhgLCBgRVNDIHhgKSwgc28gdGhhdCBwcmVmaXggdGhlbiBhbiBhcnJvdyBrZXkgc2VuZHNcbiAqIG5vIHN0cmF5IGBbQWAsIGFuZCB0aGUgcHJlZml4IG1heSBiZSBhbnkga2V5IChgTS1hYCwgYEYxMmApLiBLZXlzIG1heVxuICogYXJyaXZlIHNwbGl0IG92ZXIgcmVhZHM7IHRoZSBieXRlcyBvZiBhIGtleSBjdXQgYnkgYSByZWFkJ3MgZW5kIHdhaXRcbiAqIGZvciB0aGUgcmVzdC4gQW4gRVNDIHRoYXQgZW5kcyBhIHJlYWQgaXMgdGFrZW4gYXMgdGhlIEVzY2FwZSBrZXkuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IGtleUxlbmd0aCB9IGZyb20gXCIuL3Njcm9sbF9rZXlzLnRzXCI7XG5pbXBvcnQge1xuICBidWlsZEtleVRhYmxlLFxuICBoYXNSb290QmluZGluZ3MsXG4gIGtleU5hbWUsXG4gIEtleVRhYmxlLFxufSBmcm9tIFwiLi9rZXlfdGFibGUudHNcIjtcbmltcG9ydCB7IHByZWZpeEtleU5hbWUgfSBmcm9tIFwiLi9wcmVmaXgudHNcIjtcblxuLyoqIFdoYXQgdG8gZG8gd2l0aCBvbmUgcmVhZCBmcm9tIHN0ZGluLiAqL1xuZXhwb3J0IGludGVyZmFjZSBGaWx0ZXJSZXN1bHQge1xuICAvKiogQnl0ZXMgZm9yIHRoZSBzZXNzaW9uLCBvciBudWxsIHdoZW4gdGhlcmUgYXJlIG5vbmUgKG9yIHJlYWQtb25seSkuICovXG4gIGRhdGE6IFVpbnQ4QXJyYXkgfCBudWxsO1xuICAvKiogVGhlIHVzZXIgYXNrZWQgdG8gZGV0YWNoOyBieXRlcyBhZnRlciB0aGUgZGV0YWNoIGtleSBhcmUgZHJvcHBlZC4gKi9cbiAgZGV0YWNoOiBib29sZWFuO1xuICAvKipcbiAgICogVGhlIHVzZXIgYXNrZWQgZm9yIHNjcm9sbCBtb2RlIChwcmVmaXggYFtgKSwgYW5kIG9uZSBwYWdlIHVwIGF0IG9uY2VcbiAgICogKHByZWZpeCBQYWdlVXApOyBgZGF0YWAgaXMgd2hhdCBjYW1lIGJlZm9yZSBpdCwgYHJlc3RgIHdoYXQgY2FtZVxuICAgKiBhZnRlciBpdCBpbiB0aGUgc2FtZSByZWFkIChrZXlzIGZvciBzY3JvbGwgbW9kZSwgbm90IGZvciB0aGUgc2Vzc2lvbikuXG4gICAqL1xuICBzY3JvbGw/OiBcImVudGVyXCIgfCBcInBhZ2UtdXBcIjtcbiAgLyoqIFdpdGggYHNjcm9sbGAgb3IgYGNvbW1hbmRgOiB0aGUgYnl0ZXMgYWZ0ZXIgdGhlIGtleSwgbm90IHlldCBmaWx0ZXJlZC4gKi9cbiAgcmVzdD86IFVpbnQ4QXJyYXk7XG4gIC8qKiBBIGJvdW5kIGNvbW1hbmQgbGluZSBmb3IgdGhlIGF0dGFjaCBjbGllbnQgdG8gcnVuLiAqL1xuICBjb21tYW5kPzogc3RyaW5nO1xuICAvKiogUHJlZml4IHRoZW4gYSBrZXkgYm91bmQgdG8gbm90aGluZzogdGhlIGtleSdzIG5hbWUuICovXG4gIHVuYm91bmQ/OiBzdHJpbmc7XG59XG5cbi8qKiB0bXV4J3MgZGVmYXVsdCBgcmVwZWF0LXRpbWVgLCBpbiBtcy4gKi9cbmV4cG9ydCBjb25zdCBSRVBFQVRfTVMgPSA1MDA7XG5cbi8qKiBTcGxpdHMgc3RkaW4gaW50byBieXRlcyBmb3IgdGhlIHNlc3Npb24gYW5kIHRoZSBib3VuZCBjb21tYW5kcy4gKi9cbmV4cG9ydCBjbGFzcyBJbnB1dEZpbHRlciB7XG4gIHJlYWRvbmx5IGtleXM6IEtleVRhYmxlO1xuICAjYWZ0ZXJQcmVmaXggPSBmYWxzZTtcbiAgLyoqIFVudGlsIHdoZW4ga2V5cyB0aGF0IHJlcGVhdCBuZWVkIG5vIHByZWZpeCAoYG5vdygpYCdzIGNsb2NrKS4gKi9cbiAgI3JlcGVhdFVudGlsID0gMDtcbiAgI25vdzogKCkgPT4gbnVtYmVyO1xuICAvKiogVGhlIGxhc3QgcmVhZCBlbmRlZCBpbiBhIHJlcGVhdGluZyBrZXkncyBjb21tYW5kLCBub3QgeWV0IGRvbmUuICovXG4gICNyZXBlYXRSYW4gPSBmYWxzZTtcbiAgI3Jvb3Q6IGJvb2xlYW47XG4gIC8qKiBBIGtleSBjdXQgYnkgdGhlIGVuZCBvZiB0aGUgbGFzdCByZWFkLiAqL1xuICAjcGVuZGluZzogVWludDhBcnJheSB8IG51bGwgPSBudWxsO1xuXG4gIC8qKlxuICAgKiBAcGFyYW0ga2V5cyB0aGUga2V5IHRhYmxlcywgb3IganVzdCBhIHByZWZpeCBieXRlICh0aGUgYnVpbHQtaW5cbiAgICogICBiaW5kaW5ncyB3aXRoIHRoYXQgcHJlZml4KVxuICAgKiBAcGFyYW0gcmVhZE9ubHkgd2hlbiB0cnVlIG5vIGJ5dGVzIGFyZSBldmVyIGdpdmVuIGZvciB0aGUgc2Vzc2lvbiwgYnV0XG4gICAqICAgcHJlZml4LWQgc3RpbGwgZGV0YWNoZXNcbiAgICogQHBhcmFtIG5vdyB0aGUgY2xvY2sgb2YgYFJFUEVBVF9NU2AsIGluIG1zXG4gICAqL1xuICBjb25zdHJ1Y3RvcihcbiAgICBrZXlzOiBLZXlUYWJsZSB8IG51bWJlcixcbiAgICByZWFkb25seSByZWFkT25seSA9IGZhbHNlLFxuICAgIG5vdzogKCkgPT4gbnVtYmVyID0gKCkgPT4gcGVyZm9ybWFuY2Uubm93KCksXG4gICkge1xuICAgIHRoaXMua2V5cyA9IHR5cGVvZiBrZXlzID09PSBcIm51bWJlclwiXG4gICAgICA/IGJ1aWxkS2V5VGFibGUoeyBwcmVmaXg6IHByZWZpeEtleU5hbWUoa2V5cykgfSkudGFibGVcbiAgICAgIDoga2V5cztcbiAgICB0aGlzLiNyb290ID0gaGFzUm9vdEJpbmRpbmdzKHRoaXMua2V5cyk7XG4gICAgdGhpcy4jbm93ID0gbm93O1xuICB9XG5cbiAgLyoqIFRydWUgd2hpbGUgdGhlIGVuZCBvZiB0aGUgbGFzdCByZWFkIHdhaXRzIGZvciB0aGUgcmVzdCBvZiBhIGtleS4gKi9cbiAgZ2V0IHdhaXRpbmcoKTogYm9vbGVhbiB7XG4gICAgcmV0dXJuIHRoaXMuI3BlbmRpbmcgIT09IG51bGw7XG4gIH1cblxuICAvKipcbiAgICogVHJ1ZSB3aGlsZSB0aGUgbmV4dCBrZXkgaXMgcGxhaW4gdHlwaW5nOiBubyBwcmVmaXgsIG5vdGhpbmcgaGVsZCwgbm9cbiAgICoga2V5IHJlcGVhdGluZy5cbiAgICovXG4gIGdldCBwbGFpbigpOiBib29sZWFuIHtcbiAgICByZXR1cm4gdGhpcy4jcGVuZGluZyA9PT0gbnVsbCAmJiAhdGhpcy4jYWZ0ZXJQcmVmaXggJiZcbiAgICAgIHRoaXMuI25vdygpID49IHRoaXMuI3JlcGVhdFVudGlsO1xuICB9XG5cbiAgLyoqXG4gICAqIFRoZSBieXRlIHZhbHVlcyB0aGF0IGFyZSBwbGFpbiB0eXBpbmcgd2hhdGV2ZXIgY29tZXMgYmVmb3JlIHRoZW1cbiAgICogKDEpOiBuZWl0aGVyIHRoZSBmaXJzdCBieXRlIG9mIHRoZSBwcmVmaXgga2V5IG9yIG9mIGEga2V5IGJvdW5kIGluIHRoZVxuICAgKiByb290IHRhYmxlLCBub3IgRVNDIChlc2NhcGUgc2VxdWVuY2VzOiBrZXlzIHdpdGggbmFtZXMsIG1vdXNlIHJlcG9ydHMsXG4gICAqIHBhc3Rlcyk7IG5vbmUgZm9yIGEgcmVhZC1vbmx5IGNsaWVudC5cbiAgICovXG4gIHBhc3NCeXRlcygpOiBVaW50OEFycmF5IHtcbiAgICBjb25zdCBwYXNzID0gbmV3IFVpbnQ4QXJyYXkoMjU2KTtcbiAgICBpZiAodGhpcy5yZWFkT25seSkgcmV0dXJuIHBhc3M7XG4gICAgcGFzcy5maWxsKDEpO1xuICAgIGZvciAoY29uc3QgYiBvZiB0aGlzLmtleXMuZmlyc3RCeXRlcykgcGFzc1tiXSA9IDA7XG4gICAgcGFzc1sweDFiXSA9IDA7XG4gICAgcmV0dXJuIHBhc3M7XG4gIH1cblxuICAvKipcbiAgICogVGhlIHN0YXJ0IG9mIGEga2V5IGhlbGQgZm9yIGl0cyByZXN0LCBnaXZlbiB1cCBvbiAobm9uZSBjYW1lIHNvb246IGFuXG4gICAqIEFsdC1bIHR5cGVkLCBzYXkpOiBieXRlcyBmb3IgdGhlIHNlc3Npb24gYXMgdGhleSBhcmUsIG9yIG51bGwuXG4gICAqL1xuICBmbHVzaCgpOiBVaW50OEFycmF5IHwgbnVsbCB7XG4gICAgY29uc3QgaGVsZCA9IHRoaXMuI3BlbmRpbmc7XG4gICAgdGhpcy4jcGVuZGluZyA9IG51bGw7XG4gICAgcmV0dXJuIGhlbGQgJiYgIXRoaXMucmVhZE9ubHkgPyBoZWxkIDogbnVsbDtcbiAgfVxuXG4gIC8qKiBGaWx0ZXJzIG9uZSByZWFkLiAqL1xuICBmZWVkKGNodW5rOiBVaW50OEFycmF5KTogRmlsdGVyUmVzdWx0IHtcbiAgICBjb25zdCBieXRlcyA9IHRoaXMuI3BlbmRpbmcgPyBjb25jYXRCeXRlcyh0aGlzLiNwZW5kaW5nLCBjaHVuaykgOiBjaHVuaztcbiAgICB0aGlzLiNwZW5kaW5nID0gbnVsbDtcbiAgICB0aGlzLiNyZXBlYXRSYW4gPSBmYWxzZTtcbiAgICBjb25zdCBvdXQgPSBuZXcgT3V0cHV0KGJ5dGVzKTtcbiAgICBjb25zdCBrZXlzID0gdGhpcy5rZXlzLCBmaXJzdCA9IGtleXMuZmlyc3RCeXRlcztcbiAgICBsZXQgdW5ib3VuZDogc3RyaW5nIHwgdW5kZWZpbmVkO1xuICAgIGZvciAobGV0IGkgPSAwOyBpIDwgYnl0ZXMubGVuZ3RoOykge1xuICAgICAgY29uc3QgbiA9IGtleUxlbmd0aChieXRlcywgaSk7XG4gICAgICBpZiAobiA9PT0gMCkge1xuICAgICAgICB0aGlzLiNwZW5kaW5nID0gYnl0ZXMuc2xpY2UoaSk7XG4gICAgICAgIGJyZWFrO1xuICAgICAgfVxuICAgICAgY29uc3Qga2V5ID0gYnl0ZXMuc3ViYXJyYXkoaSwgaSArIG4pO1xuICAgICAgaSArPSBuO1xuICAgICAgY29uc3QgYWdhaW4gPSB0aGlzLiNyZXBlYXRVbnRpbCA+IDAgPyB0aGlzLiNhZ2FpbihrZXkpIDogdW5kZWZpbmVkO1xuICAgICAgaWYgKGFnYWluICE9PSB1bmRlZmluZWQpIHtcbiAgICAgICAgdGhpcy4jcmVwZWF0UmFuID0gdHJ1ZTtcbiAgICAgICAgcmV0dXJuIHRoaXMuI2NvbW1hbmQob3V0LCBhZ2FpbiwgYnl0ZXMsIGksIHVuYm91bmQpO1xuICAgICAgfSBlbHNlIGlmICh0aGlzLiNhZnRlclByZWZpeCkge1xuICAgICAgICB0aGlzLiNhZnRlclByZWZpeCA9IGZhbHNlO1xuICAgICAgICBjb25zdCBjbWQgPSBrZXlzLmxvb2t1cChcInByZWZpeFwiLCBrZXkpO1xuICAgICAgICBpZiAoY21kID09PSBcInNlbmQtcHJlZml4XCIpIG91dC5hZGQoa2V5cy5wcmVmaXgpO1xuICAgICAgICBlbHNlIGlmIChjbWQgPT09IHVuZGVmaW5lZCkgdW5ib3VuZCA9IGtleU5hbWUoa2V5KTtcbiAgICAgICAgZWxzZSB7XG4gICAgICAgICAgaWYgKGtleXMucmVwZWF0cyhrZXkpKSB7XG4gICAgICAgICAgICB0aGlzLiNyZXBlYXRVbnRpbCA9IHRoaXMuI25vdygpICsgUkVQRUFUX01TO1xuICAgICAgICAgICAgdGhpcy4jcmVwZWF0UmFuID0gdHJ1ZTtcbiAgICAgICAgICB9XG4gICAgICAgICAgcmV0dXJuIHRoaXMuI2NvbW1hbmQob3V0LCBjbWQsIGJ5dGVzLCBpLCB1bmJvdW5kKTtcbiAgICAgICAgfVxuICAgICAgfSBlbHNlIGlmICghZmlyc3QuaGFzKGtleVswXSkpIHtcbiAgICAgICAgb3V0LmFkZChrZXkpO1xuICAgICAgfSBlbHNlIGlmIChrZXlzLmlzUHJlZml4KGtleSkpIHtcbiAgICAgICAgdGhpcy4jYWZ0ZXJQcmVmaXggPSB0cnVlO1xuICAgICAgfSBlbHNlIHtcbiAgICAgICAgY29uc3QgY21kID0gdGhpcy4jcm9vdCA/IGtleXMubG9va3VwKFwicm9vdFwiLCBrZXkpIDogdW5kZWZpbmVkO1xuICAgICAgICBpZiAoY21kID09PSB1bmRlZmluZWQpIG91dC5hZGQoa2V5KTtcbiAgICAgICAgZWxzZSBpZiAoY21kID09PSBcInNlbmQtcHJlZml4XCIpIG91dC5hZGQoa2V5cy5wcmVmaXgpO1xuICAgICAgICBlbHNlIHJldHVybiB0aGlzLiNjb21tYW5kKG91dCwgY21kLCBieXRlcywgaSwgdW5ib3VuZCk7XG4gICAgICB9XG4gICAgfVxuICAgIHJldHVybiB0aGlzLiNyZXN1bHQob3V0LCB1bmJvdW5kID8geyB1bmJvdW5kIH0gOiB7fSwgYnl0ZXMsIGJ5dGVzLmxlbmd0aCk7XG4gIH1cblxuICAvKipcbiAgICogQSBib3VuZCBjb21tYW5kIGhhcyBmaW5pc2hlZDogaWYgaXRzIGtleSByZXBlYXRzLCB0aGUgdGltZSB0byByZXBlYXRcbiAgICogc3RhcnRzIGFnYWluIGZyb20gbm93LiBLZXlzIHR5cGVkIHdoaWxlIGl0IHJhbiB3YWl0IGZvciBpdCAodGhlIGF0dGFjaFxuICAgKiBjbGllbnQgaG9sZHMgdGhlbSksIGFuZCBhIGNvbW1hbmQgY2FuIHRha2UgbG9uZ2VyIHRoYW4gYFJFUEVBVF9NU2BcbiAgICogKG92ZXIgLUggZWFjaCBydW5zIG9uIEhPU1QpOiBwcmVmaXggTGVmdCBSaWdodCBtdXN0IG5vdCB0eXBlIFJpZ2h0XG4gICAqIGludG8gdGhlIHBhbmUgYmVjYXVzZSBMZWZ0J3MgY29tbWFuZCB3YXMgc2xvdy5cbiAgICovXG4gIGNvbW1hbmREb25lKCk6IHZvaWQge1xuICAgIGlmICh0aGlzLiNyZXBlYXRSYW4pIHRoaXMuI3JlcGVhdFVudGlsID0gdGhpcy4jbm93KCkgKyBSRVBFQVRfTVM7XG4gICAgdGhpcy4jcmVwZWF0UmFuID0gZmFsc2U7XG4gIH1cblxuICAvLyBBIGtleSBzb29uIGFmdGVyIG9uZSB0aGF0IHJlcGVhdHM6IGl0cyBwcmVmaXggY29tbWFuZCB3aGVuIGl0IHJlcGVhdHNcbiAgLy8gdG9vIChhbmQgdGhlIHRpbWUgdG8gcmVwZWF0IHN0YXJ0cyBhZ2FpbiksIGVsc2UgdW5kZWZpbmVkIGFuZCBubyBtb3JlXG4gIC8vIHJlcGVhdGluZywgYXMgdG11eCBsZWF2ZXMgaXRzIHJlcGVhdCBtb2RlLlxuICAjYWdhaW4oa2V5OiBVaW50OEFycmF5KTogc3RyaW5nIHwgdW5kZWZpbmVkIHtcbiAgICBjb25zdCBub3cgPSB0aGlzLiNub3coKTtcbiAgICBpZiAobm93IDwgdGhpcy4jcmVwZWF0VW50aWwgJiYgdGhpcy5rZXlzLnJlcGVhdHMoa2V5KSkge1xuICAgICAgdGhpcy4jcmVwZWF0VW50aWwgPSBub3cgKyBSRVBFQVRfTVM7XG4gICAgICByZXR1cm4gdGhpcy5rZXlzLmxvb2t1cChcInByZWZpeFwiLCBrZXkpO1xuICAgIH1cbiAgICB0aGlzLiNyZXBlYXRVbnRpbCA9IDA7XG4gICAgcmV0dXJuIHVuZGVmaW5lZDtcbiAgfVxuXG4gIC8vIEEgYm91bmQgY29tbWFuZDogdGhlIG9uZXMgdGhlIGZpbHRlcidzIGNhbGxlciBrbm93cyBieSB0aGVpciBmaWVsZHMuXG4gICNjb21tYW5kKFxuICAgIG91dDogT3V0cHV0LFxuICAgIGNtZDogc3RyaW5nLFxuICAgIGJ5dGVzOiBVaW50OEFycmF5LFxuICAgIGk6IG51bWJlcixcbiAgICB1bmJvdW5kOiBzdHJpbmcgfCB1bmRlZmluZWQsXG4gICk6IEZpbHRlclJlc3VsdCB7XG4gICAgY29uc3Qgd29yZHMgPSBjbWQudHJpbSgpLnNwbGl0KC9cXHMrLyk7XG4gICAgaWYgKHdvcmRzWzBdID09PSBcImRldGFjaC1jbGllbnRcIiAmJiB3b3Jkcy5sZW5ndGggPT09IDEpIHtcbiAgICAgIHJldHVybiB7XG4gICAgICAgIC4uLnRoaXMuI3Jlc3VsdChvdXQsIHt9LCBieXRlcywgaSksXG4gICAgICAgIGRldGFjaDogdHJ1ZSxcbiAgICAgICAgcmVzdDogdW5kZWZpbmVkLFxuICAgICAgfTtcbiAgICB9XG4gICAgaWYgKHdvcmRzWzBdID09PSBcImNvcHktbW9kZVwiICYmIHdvcmRzLmxlbmd0aCA8PSAyKSB7XG4gICAgICBjb25zdCBzY3JvbGwgPSB3b3Jkc1sxXSA9PT0gXCItdVwiID8gXCJwYWdlLXVwXCIgOiBcImVudGVyXCI7XG4gICAgICByZXR1cm4gdGhpcy4jcmVzdWx0KG91dCwgeyBzY3JvbGwsIHVuYm91bmQgfSwgYnl0ZXMsIGkpO1xuICAgIH1cbiAgICByZXR1cm4gdGhpcy4jcmVzdWx0KG91dCwgeyBjb21tYW5kOiBjbWQsIHVuYm91bmQgfSwgYnl0ZXMsIGkpO1xuICB9XG5cbiAgI3Jlc3VsdChcbiAgICBvdXQ6IE91dHB1dCxcbiAgICBleHRyYTogUGFydGlhbDxGaWx0ZXJSZXN1bHQ+LFxuICAgIGJ5dGVzOiBVaW50OEFycmF5LFxuICAgIGk6IG51bWJlcixcbiAgKTogRmlsdGVyUmVzdWx0IHtcbiAgICBjb25zdCBkYXRhID0gb3V0Lmxlbmd0aCA9PT0gMCB8fCB0aGlzLnJlYWRPbmx5ID8gbnVsbCA6IG91dC5ieXRlcygpO1xuICAgIGNvbnN0IHI6IEZpbHRlclJlc3VsdCA9IHsgZGF0YSwgZGV0YWNoOiBmYWxzZSB9O1xuICAgIGlmIChleHRyYS51bmJvdW5kKSByLnVuYm91bmQgPSBleHRyYS51bmJvdW5kO1xuICAgIGlmIChleHRyYS5zY3JvbGwgfHwgZXh0cmEuY29tbWFuZCkge1xuICAgICAgaWYgKGV4dHJhLnNjcm9sbCkgci5zY3JvbGwgPSBleHRyYS5zY3JvbGw7XG4gICAgICBpZiAoZXh0cmEuY29tbWFuZCkgci5jb21tYW5kID0gZXh0cmEuY29tbWFuZDtcbiAgICAgIHIucmVzdCA9IGJ5dGVzLnN1YmFycmF5KGkpO1xuICAgIH1cbiAgICByZXR1cm4gcjtcbiAgfVxufVxuXG4vKipcbiAqIEJ5dGVzIGZvciB0aGUgc2Vzc2lvbjogdXN1YWxseSBhdCBtb3N0IHRoZSByZWFkJ3MsIG1vcmUgYWZ0ZXIgc2VuZC1wcmVmaXguXG4gKiBXaGlsZSB0aGV5IGFyZSB0aGUgcmVhZCdzIG93biBmaXJzdCBieXRlcyAodHlwaW5nOiBldmVyeSBrZXkgZ29lcyBvbiksXG4gKiB0aGV5IGFyZSBhIHZpZXcgb2YgdGhlIHJlYWQsIG5vdCBhIGNvcHk6IGVhY2ggdHlwZWQgYXJyYXkgRGVubyBhbGxvY2F0ZXNcbiAqIGNvc3RzIGFib3V0IDEgdXMgaGVyZS4gUmVhZHMgYXJlIG5ldmVyIGNoYW5nZWQgb25jZSBtYWRlLlxuICovXG5jbGFzcyBPdXRwdXQge1xuICAjYnVmOiBVaW50OEFycmF5O1xuICAvKiogYCNidWZgIGlzIHRoZSByZWFkIGl0c2VsZiwgaXRzIGZpcnN0IGBsZW5ndGhgIGJ5dGVzIHRoZSBvdXRwdXQuICovXG4gICN2aWV3aW5nID0gdHJ1ZTtcbiAgbGVuZ3RoID0gMDtcblxuICBjb25zdHJ1Y3RvcihyZWFkOiBVaW50OEFycmF5KSB7XG4gICAgdGhpcy4jYnVmID0gcmVhZDtcbiAgfVxuXG4gIGFkZChiOiBVaW50OEFycmF5KTogdm9pZCB7XG4gICAgaWYgKHRoaXMuI3ZpZXdpbmcpIHtcbiAgICAgIGNvbnN0IGF0ID0gdGhpcy4jYnVmLmJ5dGVPZmZzZXQgKyB0aGlzLmxlbmd0aDtcbiAgICAgIGlmIChiLmJ1ZmZlciA9PT0gdGhpcy4jYnVmLmJ1ZmZlciAmJiBiLmJ5dGVPZmZzZXQgPT09IGF0KSB7XG4gICAgICAgIHRoaXMubGVuZ3RoICs9IGIubGVuZ3RoO1xuICAgICAgICByZXR1cm47XG4gICAgICB9XG4gICAgICB0aGlzLiNjb3B5KCk7XG4gICAgfVxuICAgIGlmICh0aGlzLmxlbmd0aCArIGIubGVuZ3RoID4gdGhpcy4jYnVmLmxlbmd0aCkge1xuICAgICAgY29uc3QgbmV4dCA9IG5ldyBVaW50OEFycmF5KCh0aGlzLmxlbmd0aCArIGIubGVuZ3RoKSAqIDIpO1xuICAgICAgbmV4dC5zZXQodGhpcy4jYnVmLnN1YmFycmF5KDAsIHRoaXMubGVuZ3RoKSk7XG4gICAgICB0aGlzLiNidWYgPSBuZXh0O1xuICAgIH1cbiAgICB0aGlzLiNidWYuc2V0KGIsIHRoaXMubGVuZ3RoKTtcbiAgICB0aGlzLmxlbmd0aCArPSBiLmxlbmd0aDtcbiAgfVxuXG4gIGJ5dGVzKCk6IFVpbnQ4QXJyYXkge1xuICAgIHJldHVybiB0aGlzLiNidWYuc3ViYXJyYXkoMCwgdGhpcy5sZW5ndGgpO1xuICB9XG5cbiAgLy8gRnJvbSBhIHZpZXcgb2YgdGhlIHJlYWQgdG8gYnl0ZXMgb2YgaXRzIG93biwgZm9yIHdoYXQgaXMgbm90IGluIGl0LlxuICAjY29weSgpOiB2b2lkIHtcbiAgICBjb25zdCBvd24gPSBuZXcgVWludDhBcnJheSh0aGlzLiNidWYubGVuZ3RoICsgOCk7XG4gICAgb3duLnNldCh0aGlzLiNidWYuc3ViYXJyYXkoMCwgdGhpcy5sZW5ndGgpKTtcbiAgICB0aGlzLiNidWYgPSBvd247XG4gICAgdGhpcy4jdmlld2luZyA9IGZhbHNlO1xuICB9XG59XG5cbi8qKiBUaGUgYnl0ZXMgb2YgYHBhcnRzYCwgb25lIGFmdGVyIHRoZSBvdGhlci4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjb25jYXRCeXRlcyguLi5wYXJ0czogVWludDhBcnJheVtdKTogVWludDhBcnJheSB7XG4gIGNvbnN0IG91dCA9IG5ldyBVaW50OEFycmF5KHBhcnRzLnJlZHVjZSgobiwgcCkgPT4gbiArIHAubGVuZ3RoLCAwKSk7XG4gIGxldCBhdCA9IDA7XG4gIGZvciAoY29uc3QgcCBvZiBwYXJ0cykge1xuICAgIG91dC5zZXQocCwgYXQpO1xuICAgIGF0ICs9IHAubGVuZ3RoO1xuICB9XG4gIHJldHVybiBvdXQ7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQXdCQyxHQUVELFNBQVMsU0FBUyxRQUFRLG1CQUFtQjtBQUM3QyxTQUNFLGFBQWEsRUFDYixlQUFlLEVBQ2YsT0FBTyxRQUVGLGlCQUFpQjtBQUN4QixTQUFTLGFBQWEsUUFBUSxjQUFjO0FBc0I1Qyx5Q0FBeUMsR0FDekMsT0FBTyxNQUFNLFlBQVksSUFBSTtBQUU3QixvRUFBb0UsR0FDcEUsT0FBTyxNQUFNOztFQUNGLEtBQWU7RUFDeEIsQ0FBQSxXQUFZLENBQVM7RUFDckIsa0VBQWtFLEdBQ2xFLENBQUEsV0FBWSxDQUFLO0VBQ2pCLENBQUEsR0FBSSxDQUFlO0VBQ25CLG9FQUFvRSxHQUNwRSxDQUFBLFNBQVUsQ0FBUztFQUNuQixDQUFBLElBQUssQ0FBVTtFQUNmLDJDQUEyQyxHQUMzQyxDQUFBLE9BQVEsQ0FBMkI7RUFFbkM7Ozs7OztHQU1DLEdBQ0QsWUFDRSxJQUF1QixFQUN2QixBQUFTLFdBQVcsS0FBSyxFQUN6QixNQUFvQixJQUFNLFlBQVksR0FBRyxFQUFFLENBQzNDO1NBRlMsV0FBQTtTQW5CWCxDQUFBLFdBQVksR0FBRztTQUVmLENBQUEsV0FBWSxHQUFHO1NBR2YsQ0FBQSxTQUFVLEdBQUc7U0FHYixDQUFBLE9BQVEsR0FBc0I7SUFjNUIsSUFBSSxDQUFDLElBQUksR0FBRyxPQUFPLFNBQVMsV0FDeEIsY0FBYztNQUFFLFFBQVEsY0FBYztJQUFNLEdBQUcsS0FBSyxHQUNwRDtJQUNKLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxnQkFBZ0IsSUFBSSxDQUFDLElBQUk7SUFDdEMsSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHO0VBQ2Q7RUFFQSxxRUFBcUUsR0FDckUsSUFBSSxVQUFtQjtJQUNyQixPQUFPLElBQUksQ0FBQyxDQUFBLE9BQVEsS0FBSztFQUMzQjtFQUVBOzs7R0FHQyxHQUNELElBQUksUUFBaUI7SUFDbkIsT0FBTyxJQUFJLENBQUMsQ0FBQSxPQUFRLEtBQUssUUFBUSxDQUFDLElBQUksQ0FBQyxDQUFBLFdBQVksSUFDakQsSUFBSSxDQUFDLENBQUEsR0FBSSxNQUFNLElBQUksQ0FBQyxDQUFBLFdBQVk7RUFDcEM7RUFFQTs7Ozs7R0FLQyxHQUNELFlBQXdCO0lBQ3RCLE1BQU0sT0FBTyxJQUFJLFdBQVc7SUFDNUIsSUFBSSxJQUFJLENBQUMsUUFBUSxFQUFFLE9BQU87SUFDMUIsS0FBSyxJQUFJLENBQUM7SUFDVixLQUFLLE1BQU0sS0FBSyxJQUFJLENBQUMsSUFBSSxDQUFDLFVBQVUsQ0FBRSxJQUFJLENBQUMsRUFBRSxHQUFHO0lBQ2hELElBQUksQ0FBQyxLQUFLLEdBQUc7SUFDYixPQUFPO0VBQ1Q7RUFFQTs7O0dBR0MsR0FDRCxRQUEyQjtJQUN6QixNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsT0FBUTtJQUMxQixJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7SUFDaEIsT0FBTyxRQUFRLENBQUMsSUFBSSxDQUFDLFFBQVEsR0FBRyxPQUFPO0VBQ3pDO0VBRUEsc0JBQXNCLEdBQ3RCLEtBQUssS0FBaUIsRUFBZ0I7SUFDcEMsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRyxZQUFZLElBQUksQ0FBQyxDQUFBLE9BQVEsRUFBRSxTQUFTO0lBQ2xFLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRztJQUNoQixJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUc7SUFDbEIsTUFBTSxNQUFNLElBQUksT0FBTztJQUN2QixNQUFNLE9BQU8sSUFBSSxDQUFDLElBQUksRUFBRSxRQUFRLEtBQUssVUFBVTtJQUMvQyxJQUFJO0lBQ0osSUFBSyxJQUFJLElBQUksR0FBRyxJQUFJLE1BQU0sTUFBTSxFQUFHO01BQ2pDLE1BQU0sSUFBSSxVQUFVLE9BQU87TUFDM0IsSUFBSSxNQUFNLEdBQUc7UUFDWCxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUcsTUFBTSxLQUFLLENBQUM7UUFDNUI7TUFDRjtNQUNBLE1BQU0sTUFBTSxNQUFNLFFBQVEsQ0FBQyxHQUFHLElBQUk7TUFDbEMsS0FBSztNQUNMLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxXQUFZLEdBQUcsSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsT0FBTztNQUN6RCxJQUFJLFVBQVUsV0FBVztRQUN2QixJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUc7UUFDbEIsT0FBTyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsS0FBSyxPQUFPLE9BQU8sR0FBRztNQUM3QyxPQUFPLElBQUksSUFBSSxDQUFDLENBQUEsV0FBWSxFQUFFO1FBQzVCLElBQUksQ0FBQyxDQUFBLFdBQVksR0FBRztRQUNwQixNQUFNLE1BQU0sS0FBSyxNQUFNLENBQUMsVUFBVTtRQUNsQyxJQUFJLFFBQVEsZUFBZSxJQUFJLEdBQUcsQ0FBQyxLQUFLLE1BQU07YUFDekMsSUFBSSxRQUFRLFdBQVcsVUFBVSxRQUFRO2FBQ3pDO1VBQ0gsSUFBSSxLQUFLLE9BQU8sQ0FBQyxNQUFNO1lBQ3JCLElBQUksQ0FBQyxDQUFBLFdBQVksR0FBRyxJQUFJLENBQUMsQ0FBQSxHQUFJLEtBQUs7WUFDbEMsSUFBSSxDQUFDLENBQUEsU0FBVSxHQUFHO1VBQ3BCO1VBQ0EsT0FBTyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsS0FBSyxLQUFLLE9BQU8sR0FBRztRQUMzQztNQUNGLE9BQU8sSUFBSSxDQUFDLE1BQU0sR0FBRyxDQUFDLEdBQUcsQ0FBQyxFQUFFLEdBQUc7UUFDN0IsSUFBSSxHQUFHLENBQUM7TUFDVixPQUFPLElBQUksS0FBSyxRQUFRLENBQUMsTUFBTTtRQUM3QixJQUFJLENBQUMsQ0FBQSxXQUFZLEdBQUc7TUFDdEIsT0FBTztRQUNMLE1BQU0sTUFBTSxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUcsS0FBSyxNQUFNLENBQUMsUUFBUSxPQUFPO1FBQ3BELElBQUksUUFBUSxXQUFXLElBQUksR0FBRyxDQUFDO2FBQzFCLElBQUksUUFBUSxlQUFlLElBQUksR0FBRyxDQUFDLEtBQUssTUFBTTthQUM5QyxPQUFPLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxLQUFLLEtBQUssT0FBTyxHQUFHO01BQ2hEO0lBQ0Y7SUFDQSxPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxLQUFLLFVBQVU7TUFBRTtJQUFRLElBQUksQ0FBQyxHQUFHLE9BQU8sTUFBTSxNQUFNO0VBQzFFO0VBRUE7Ozs7OztHQU1DLEdBQ0QsY0FBb0I7SUFDbEIsSUFBSSxJQUFJLENBQUMsQ0FBQSxTQUFVLEVBQUUsSUFBSSxDQUFDLENBQUEsV0FBWSxHQUFHLElBQUksQ0FBQyxDQUFBLEdBQUksS0FBSztJQUN2RCxJQUFJLENBQUMsQ0FBQSxTQUFVLEdBQUc7RUFDcEI7RUFFQSx3RUFBd0U7RUFDeEUsd0VBQXdFO0VBQ3hFLDZDQUE2QztFQUM3QyxDQUFBLEtBQU0sQ0FBQyxHQUFlO0lBQ3BCLE1BQU0sTUFBTSxJQUFJLENBQUMsQ0FBQSxHQUFJO0lBQ3JCLElBQUksTUFBTSxJQUFJLENBQUMsQ0FBQSxXQUFZLElBQUksSUFBSSxDQUFDLElBQUksQ0FBQyxPQUFPLENBQUMsTUFBTTtNQUNyRCxJQUFJLENBQUMsQ0FBQSxXQUFZLEdBQUcsTUFBTTtNQUMxQixPQUFPLElBQUksQ0FBQyxJQUFJLENBQUMsTUFBTSxDQUFDLFVBQVU7SUFDcEM7SUFDQSxJQUFJLENBQUMsQ0FBQSxXQUFZLEdBQUc7SUFDcEIsT0FBTztFQUNUO0VBRUEsdUVBQXVFO0VBQ3ZFLENBQUEsT0FBUSxDQUNOLEdBQVcsRUFDWCxHQUFXLEVBQ1gsS0FBaUIsRUFDakIsQ0FBUyxFQUNULE9BQTJCO0lBRTNCLE1BQU0sUUFBUSxJQUFJLElBQUksR0FBRyxLQUFLLENBQUM7SUFDL0IsSUFBSSxLQUFLLENBQUMsRUFBRSxLQUFLLG1CQUFtQixNQUFNLE1BQU0sS0FBSyxHQUFHO01BQ3RELE9BQU87UUFDTCxHQUFHLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxLQUFLLENBQUMsR0FBRyxPQUFPLEVBQUU7UUFDbEMsUUFBUTtRQUNSLE1BQU07TUFDUjtJQUNGO0lBQ0EsSUFBSSxLQUFLLENBQUMsRUFBRSxLQUFLLGVBQWUsTUFBTSxNQUFNLElBQUksR0FBRztNQUNqRCxNQUFNLFNBQVMsS0FBSyxDQUFDLEVBQUUsS0FBSyxPQUFPLFlBQVk7TUFDL0MsT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsS0FBSztRQUFFO1FBQVE7TUFBUSxHQUFHLE9BQU87SUFDdkQ7SUFDQSxPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxLQUFLO01BQUUsU0FBUztNQUFLO0lBQVEsR0FBRyxPQUFPO0VBQzdEO0VBRUEsQ0FBQSxNQUFPLENBQ0wsR0FBVyxFQUNYLEtBQTRCLEVBQzVCLEtBQWlCLEVBQ2pCLENBQVM7SUFFVCxNQUFNLE9BQU8sSUFBSSxNQUFNLEtBQUssS0FBSyxJQUFJLENBQUMsUUFBUSxHQUFHLE9BQU8sSUFBSSxLQUFLO0lBQ2pFLE1BQU0sSUFBa0I7TUFBRTtNQUFNLFFBQVE7SUFBTTtJQUM5QyxJQUFJLE1BQU0sT0FBTyxFQUFFLEVBQUUsT0FBTyxHQUFHLE1BQU0sT0FBTztJQUM1QyxJQUFJLE1BQU0sTUFBTSxJQUFJLE1BQU0sT0FBTyxFQUFFO01BQ2pDLElBQUksTUFBTSxNQUFNLEVBQUUsRUFBRSxNQUFNLEdBQUcsTUFBTSxNQUFNO01BQ3pDLElBQUksTUFBTSxPQUFPLEVBQUUsRUFBRSxPQUFPLEdBQUcsTUFBTSxPQUFPO01BQzVDLEVBQUUsSUFBSSxHQUFHLE1BQU0sUUFBUSxDQUFDO0lBQzFCO0lBQ0EsT0FBTztFQUNUO0FBQ0Y7QUFFQTs7Ozs7Q0FLQyxHQUNELE1BQU07RUFDSixDQUFBLEdBQUksQ0FBYTtFQUNqQixvRUFBb0UsR0FDcEUsQ0FBQSxPQUFRLEdBQUcsS0FBSztFQUNoQixTQUFTLEVBQUU7RUFFWCxZQUFZLElBQWdCLENBQUU7SUFDNUIsSUFBSSxDQUFDLENBQUEsR0FBSSxHQUFHO0VBQ2Q7RUFFQSxJQUFJLENBQWEsRUFBUTtJQUN2QixJQUFJLElBQUksQ0FBQyxDQUFBLE9BQVEsRUFBRTtNQUNqQixNQUFNLEtBQUssSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLFVBQVUsR0FBRyxJQUFJLENBQUMsTUFBTTtNQUM3QyxJQUFJLEVBQUUsTUFBTSxLQUFLLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxNQUFNLElBQUksRUFBRSxVQUFVLEtBQUssSUFBSTtRQUN4RCxJQUFJLENBQUMsTUFBTSxJQUFJLEVBQUUsTUFBTTtRQUN2QjtNQUNGO01BQ0EsSUFBSSxDQUFDLENBQUEsSUFBSztJQUNaO0lBQ0EsSUFBSSxJQUFJLENBQUMsTUFBTSxHQUFHLEVBQUUsTUFBTSxHQUFHLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxNQUFNLEVBQUU7TUFDN0MsTUFBTSxPQUFPLElBQUksV0FBVyxDQUFDLElBQUksQ0FBQyxNQUFNLEdBQUcsRUFBRSxNQUFNLElBQUk7TUFDdkQsS0FBSyxHQUFHLENBQUMsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLFFBQVEsQ0FBQyxHQUFHLElBQUksQ0FBQyxNQUFNO01BQzFDLElBQUksQ0FBQyxDQUFBLEdBQUksR0FBRztJQUNkO0lBQ0EsSUFBSSxDQUFDLENBQUEsR0FBSSxDQUFDLEdBQUcsQ0FBQyxHQUFHLElBQUksQ0FBQyxNQUFNO0lBQzVCLElBQUksQ0FBQyxNQUFNLElBQUksRUFBRSxNQUFNO0VBQ3pCO0VBRUEsUUFBb0I7SUFDbEIsT0FBTyxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsUUFBUSxDQUFDLEdBQUcsSUFBSSxDQUFDLE1BQU07RUFDMUM7RUFFQSxzRUFBc0U7RUFDdEUsQ0FBQSxJQUFLO0lBQ0gsTUFBTSxNQUFNLElBQUksV0FBVyxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsTUFBTSxHQUFHO0lBQzlDLElBQUksR0FBRyxDQUFDLElBQUksQ0FBQyxDQUFBLEdBQUksQ0FBQyxRQUFRLENBQUMsR0FBRyxJQUFJLENBQUMsTUFBTTtJQUN6QyxJQUFJLENBQUMsQ0FBQSxHQUFJLEdBQUc7SUFDWixJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7RUFDbEI7QUFDRjtBQUVBLCtDQUErQyxHQUMvQyxPQUFPLFNBQVMsWUFBWSxHQUFHLEtBQW1CO0VBQ2hELE1BQU0sTUFBTSxJQUFJLFdBQVcsTUFBTSxNQUFNLENBQUMsQ0FBQyxHQUFHLElBQU0sSUFBSSxFQUFFLE1BQU0sRUFBRTtFQUNoRSxJQUFJLEtBQUs7RUFDVCxLQUFLLE1BQU0sS0FBSyxNQUFPO0lBQ3JCLElBQUksR0FBRyxDQUFDLEdBQUc7SUFDWCxNQUFNLEVBQUUsTUFBTTtFQUNoQjtFQUNBLE9BQU87QUFDVCJ9
// denoCacheMetadata=8268454693931164834,10995857292590651570