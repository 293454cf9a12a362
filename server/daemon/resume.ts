/**
 * Resumable attachments: an attach client whose link broke (ssh killed, a
 * heartbeat timeout, the daemon replaced) attaches again with the token of
 * its attachment and the seq of the last frame it drew, and carries on
 * from there: the daemon sends the diff from that frame (when it still
 * knows it; else a full frame) and tells it the last input it applied.
 *
 * The daemon keeps, per attachment, its view (what was sent) and a copy of
 * the view as of the last frame acknowledged: the frame after it may be
 * lost with the link. A connection that closes without a detach leaves its
 * attachment parked here for `PARK_MS`; nothing is built or queued for a
 * parked attachment, so it holds the same few bytes however long it stays.
 *
 * @module
 */

import type { AttachedClient } from "./attached_client.ts";
import { type ClientView, newClientView } from "./screen_mirror.ts";

/**
 * How long a broken attachment can still be resumed with its diff. A
 * laptop closed overnight comes back to a full frame instead, which costs
 * one screen; the limit only bounds what the daemon keeps.
 */
const PARK_MS = 12 * 60 * 60 * 1000;

/** Most parked attachments kept; the oldest go first. */
const MAX_PARKED = 1000;

/** The resume bookkeeping of one attachment. */
export class ResumeState {
  /** Names the attachment in a resume; unguessable, as it takes it over. */
  readonly token: string = crypto.randomUUID();
  /** The seq of the last input applied. */
  inputSeq = 0;
  /** The view as of the last frame the client acknowledged. */
  acked: ClientView | null = null;

  /** The client acknowledged the frame `view` was brought up to. */
  noteAck(view: ClientView): void {
    this.acked = copyView(view);
  }

  /**
   * Whether an input with `seq` is new (then it counts as applied); a
   * repeat is one the client sent again after a resume. No seq: always new.
   */
  accept(seq: number | undefined): boolean {
    if (seq === undefined) return true;
    if (seq <= this.inputSeq) return false;
    this.inputSeq = seq;
    return true;
  }
}

/** A copy of `view` that later frames do not change. */
export function copyView(view: ClientView): ClientView {
  return { ...view, links: new Map(view.links) };
}

/** Where a live attachment is: its connection, to drop on a takeover. */
export interface Holder {
  attached: AttachedClient | null;
  closeWhenFlushed(): void;
}

interface Entry {
  client: AttachedClient;
  /** The connection it is attached on; null while parked. */
  holder: Holder | null;
  parkedAt: number;
}

/** Every attachment by token, live or parked. */
export class ResumeTable {
  #entries = new Map<string, Entry>();
  #parked = 0;

  /** A new or resumed attachment on `holder`. */
  add(client: AttachedClient, holder: Holder): void {
    this.#entries.set(client.resume.token, { client, holder, parkedAt: 0 });
  }

  /** `holder` closed: its attachment (if any) waits for a resume. */
  park(holder: Holder, client: AttachedClient | null): void {
    for (const [token, e] of this.#entries) {
      if (e.holder !== holder) continue;
      if (e.client !== client) {
        this.#entries.delete(token); // detached or ended: not resumable
        continue;
      }
      e.holder = null;
      e.parkedAt = Date.now();
      this.#parked++;
    }
    this.#expire();
  }

  /**
   * Takes the attachment `token` names out of the table (off its old
   * connection when that one has not noticed its link broke yet); null
   * when there is none.
   */
  claim(token: string): AttachedClient | null {
    const e = this.#entries.get(token);
    if (!e) return null;
    this.#entries.delete(token);
    if (e.holder === null) this.#parked--;
    else {
      e.client.session.dropClient(e.client);
      e.holder.attached = null;
      e.holder.closeWhenFlushed();
    }
    return e.client;
  }

  /** Forgets the attachments of a session that is gone. */
  sessionGone(session: AttachedClient["session"]): void {
    for (const [token, e] of this.#entries) {
      if (e.client.session !== session || e.holder !== null) continue;
      this.#entries.delete(token);
      this.#parked--;
    }
  }

  /** Parked attachments (for tests and the log). */
  get parked(): number {
    return this.#parked;
  }

  #expire(): void {
    const now = Date.now();
    for (const [token, e] of this.#entries) {
      if (e.holder !== null) continue;
      if (this.#parked <= MAX_PARKED && now - e.parkedAt < PARK_MS) continue;
      this.#entries.delete(token);
      this.#parked--;
    }
  }
}

/**
 * Carries a broken attachment `old` over to `client`: its input seq, and
 * its view as of frame `seq` when the daemon still has it (the frame in
 * flight or the last one acknowledged), else a fresh view (a full frame).
 * Returns whether the diff from `seq` is what `client` will get.
 */
export function carryOver(
  client: AttachedClient,
  old: AttachedClient,
  seq: number,
): boolean {
  client.resume = old.resume;
  const acked = old.resume.acked;
  const from = seq === old.view.seq
    ? old.view
    : acked && seq === acked.seq
    ? acked
    : null;
  Object.assign(client.view, from ? copyView(from) : newClientView());
  if (!from) client.view.seq = Math.max(old.view.seq, seq);
  return from !== null;
}
