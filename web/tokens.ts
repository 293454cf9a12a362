/**
 * Login tokens of `berth serve`: random secrets that let a browser in,
 * optionally only to one session, only to watch, or only until a time.
 *
 * A token is `bt_ID_SECRET`: an 8-hex-digit ID that `berth token ls` and
 * `revoke` name, and 32 random bytes (256 bits) as base64url. Only the
 * SHA-256 of the whole token is stored (the secret is random and long, so a
 * slow password hash would add nothing), in `tokens.json` in the state
 * directory, mode 0600. The token itself is shown once, by `token create`.
 *
 * The file is read again for every check, so that `berth token revoke` in
 * another process takes effect at once, with no signal to the server.
 * Whoever changes it (`token create`, `revoke`, a serve that follows a
 * token's session) holds a lock beside it (`tokens.lock`) from the read to
 * the rename: without it, a serve's change could write back a token that
 * `revoke` had just taken out.
 *
 * A token for one session names it by its `#{session_id}` and creation
 * time (`session_ref.ts`), which no later session shares: renamed, it
 * still opens it; killed, nothing does, not even a new session of its
 * name.
 *
 * @module
 */

import { ensureStateDir, stateDir } from "./state_dir.ts";
import { writePrivateFile } from "../protocol/private_file.ts";
import { SpareFd } from "./out_of_fds.ts";

/** What a token allows, as stored (without its secret). */
export interface TokenRecord {
  id: string;
  /** SHA-256 of the token, hex. */
  hash: string;
  /** Milliseconds since the epoch. */
  created: number;
  /** When it stops working (ms since the epoch); null: never. */
  expires: number | null;
  /**
   * The one session it opens, by its name when the token was made (or
   * bound); null: every session.
   */
  session: string | null;
  /**
   * That session's `#{session_id}` (`$N`) and creation time (ms since the
   * epoch): both kept across `berth upgrade`, and a later daemon that
   * numbers a session `$N` again made it at another time. Absent from a
   * token made by a berth before them, which is bound by name at its
   * first use (`follow`).
   */
  sessionId?: string;
  sessionCreated?: number;
  /** Sees everything, types nothing (checked by the server). */
  readOnly: boolean;
}

/**
 * The token file is not what berth writes (emptied, a hand edit's typo):
 * no token can be told valid, so every check fails (closed), with this
 * one line for whoever owns the file.
 */
export class TokenFileError extends Error {
  constructor(path: string, why: string) {
    super(
      `The token file ${path} is not berth's JSON (${why}); fix it, or remove it to revoke every token`,
    );
    this.name = "TokenFileError";
  }
}

/** What a caller asks for in a new token. */
export interface TokenGrant {
  session?: string | null;
  /** The session's id and creation time (with `session`). */
  sessionId?: string;
  sessionCreated?: number;
  readOnly?: boolean;
  /** Lifetime in ms; absent: no expiry. */
  ttlMs?: number;
}

const TOKEN_RE = /^bt_([0-9a-f]{8})_([A-Za-z0-9_-]{43})$/;

/** The token file of a state directory. */
export class TokenStore {
  readonly path: string;
  #spare: SpareFd | null = null;

  constructor(readonly dir: string = stateDir()) {
    this.path = `${dir}/tokens.json`;
  }

  /**
   * From now on, keeps an fd to read the file with when a burst of
   * connections has taken every other (`berth serve`: a revoke is seen
   * within its usual delay, burst or not).
   */
  holdSpareFd(): void {
    this.#spare ??= new SpareFd();
  }

  /** Every stored token, expired ones included. */
  list(): TokenRecord[] {
    let text: string;
    try {
      const read = () => Deno.readTextFileSync(this.path);
      text = this.#spare ? this.#spare.read(read) : read();
    } catch (err) {
      if (err instanceof Deno.errors.NotFound) return [];
      throw err;
    }
    let data: { tokens?: TokenRecord[] } | null;
    try {
      data = JSON.parse(text);
    } catch (err) {
      throw new TokenFileError(this.path, (err as Error).message);
    }
    if (typeof data !== "object" || data === null) {
      throw new TokenFileError(this.path, "not an object");
    }
    return Array.isArray(data.tokens) ? data.tokens : [];
  }

  /** Makes a token; returns it (to show once) and its record. */
  async create(
    grant: TokenGrant,
    now = Date.now(),
  ): Promise<{ token: string; record: TokenRecord }> {
    const id = hex(randomBytes(4));
    const token = `bt_${id}_${base64url(randomBytes(32))}`;
    const record: TokenRecord = {
      id,
      hash: await sha256Hex(token),
      created: now,
      expires: grant.ttlMs === undefined ? null : now + grant.ttlMs,
      session: grant.session ?? null,
      ...(grant.sessionId !== undefined
        ? { sessionId: grant.sessionId, sessionCreated: grant.sessionCreated }
        : {}),
      readOnly: grant.readOnly ?? false,
    };
    await this.#edit((tokens) => [...tokens, record]);
    return { token, record };
  }

  /** Removes token `id`; false when there is none. */
  async revoke(id: string): Promise<boolean> {
    let found = false;
    await this.#edit((tokens) => {
      const kept = tokens.filter((t) => t.id !== id);
      found = kept.length < tokens.length;
      return found ? kept : null;
    });
    return found;
  }

  /**
   * Records that token `id`'s session is `session` (its name, id and
   * creation time) now: a token that an older berth made for a session by
   * name is bound to it; a bound one keeps its session's new name, to say
   * once it has ended. The token as it is now, or null when it is gone or
   * bound to another session.
   */
  async follow(
    id: string,
    session: { name: string; id: string; created: number },
  ): Promise<TokenRecord | null> {
    let now: TokenRecord | null = null;
    await this.#edit((tokens) => {
      const i = tokens.findIndex((t) => t.id === id);
      const t = tokens[i];
      if (!t) return null;
      if (t.sessionId === undefined || t.session !== session.name) {
        if (t.sessionId !== undefined && !sameSession(t, session)) return null;
        now = {
          ...t,
          session: session.name,
          sessionId: session.id,
          sessionCreated: session.created,
        };
        return tokens.with(i, now);
      }
      if (sameSession(t, session)) now = t;
      return null;
    });
    return now;
  }

  /** The record of `token` when it is stored and not expired, else null. */
  async check(token: string, now = Date.now()): Promise<TokenRecord | null> {
    const m = TOKEN_RE.exec(token);
    if (!m) return null;
    const record = this.byId(m[1], now);
    if (!record) return null;
    const hash = await sha256Hex(token);
    return sameText(hash, record.hash) ? record : null;
  }

  /** Token `id` when it is stored and not expired, else null. */
  byId(id: string, now = Date.now()): TokenRecord | null {
    const record = this.list().find((t) => t.id === id);
    if (!record) return null;
    if (record.expires !== null && record.expires <= now) return null;
    return record;
  }

  /**
   * Changes the file under its lock: `change` gets the tokens and returns
   * them changed, or null to leave the file as it is. The lock is waited
   * for off the event loop: a serve that waited in `lockSync` while a
   * `berth token` held it (stopped, C-z) answered nothing, its pages
   * froze, until that process went on.
   */
  async #edit(
    change: (tokens: TokenRecord[]) => TokenRecord[] | null,
  ): Promise<void> {
    ensureStateDir(this.dir);
    using lock = Deno.openSync(`${this.dir}/tokens.lock`, {
      write: true,
      create: true,
      mode: 0o600,
    });
    await lock.lock(true);
    const tokens = change(this.list());
    if (tokens === null) return;
    writePrivateFile(this.path, JSON.stringify({ tokens }, null, 2) + "\n");
  }
}

/** Whether `t` is bound to the session of `id` made at `created`. */
function sameSession(
  t: TokenRecord,
  session: { id: string; created: number },
): boolean {
  return t.sessionId === session.id && t.sessionCreated === session.created;
}

/** The id part of `token` when it has a token's form, else null. */
export function tokenId(token: string): string | null {
  return TOKEN_RE.exec(token)?.[1] ?? null;
}

/** `n` bytes from the system's secure random source. */
export function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

/** Lower-case hex of `bytes`. */
export function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** base64url without padding. */
export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-")
    .replaceAll("/", "_").replace(/=+$/, "");
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(text),
  );
  return hex(new Uint8Array(digest));
}

/** Compares two strings in time that depends only on their length. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
