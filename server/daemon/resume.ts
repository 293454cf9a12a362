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

import { newSentState, type SentState } from "./screen_mirror.ts";

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
  readonly token: string;
  /** The seq of the last input applied. */
  inputSeq: number;
  /** The view as of the last frame the client acknowledged. */
  acked: SentState | null = null;

  /** A new attachment's, or one carried over a live upgrade. */
  constructor(token: string = crypto.randomUUID(), inputSeq = 0) {
    this.token = token;
    this.inputSeq = inputSeq;
  }

  /** The client acknowledged the frame `view` was brought up to. */
  noteAck(view: SentState): void {
    this.acked = copySentState(view);
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

/**
 * An attachment carried over a live upgrade: its token, input seq and the
 * seq of the last frame sent, but no view (the new daemon has never drawn
 * this client a frame), so its resume gets a full frame.
 */
export class CarriedAttachment implements Resumable {
  readonly resume: ResumeState;
  readonly view: SentState;

  /**
   * `focused`: its terminal had the focus (`focus-events`), as the old
   * daemon's attach client had.
   */
  constructor(
    token: string,
    inputSeq: number,
    seq: number,
    readonly focused = true,
    /** When its client was last active, as the old daemon had it. */
    readonly lastActive = 0,
    /** Its session had its size (`ResumeEntry.sized`). */
    readonly sized = false,
    /**
     * Its client was connected when the state was saved, so it is coming
     * back; one parked then (its link broke before) may never.
     */
    readonly coming = true,
  ) {
    this.resume = new ResumeState(token, inputSeq);
    this.view = { ...newSentState(), seq };
  }
}

/** A copy of `view` that later frames do not change. */
export function copySentState(view: SentState): SentState {
  return { ...view, links: new Map(view.links) };
}

/** What the table needs of an attachment: its resume state and view. */
export interface Resumable {
  resume: ResumeState;
  readonly view: SentState;
}

interface Entry<C, S, H> {
  client: C;
  session: S;
  /** The connection it is attached on; null while parked. */
  holder: H | null;
  parkedAt: number;
}

/** An attachment claimed for a resume, and where it was. */
export interface Claimed<C, S, H> {
  client: C;
  session: S;
  /** Its connection, when that has not noticed its link broke yet. */
  holder: H | null;
}

/**
 * Every attachment by token, live or parked: `C` the attach client, `S`
 * its session, `H` the connection it is attached on (compared, not used).
 */
export class ResumeTable<C extends Resumable, S, H> {
  #entries = new Map<string, Entry<C, S, H>>();
  #parked = 0;

  /** A new or resumed attachment of `session` on `holder`. */
  add(client: C, session: S, holder: H): void {
    this.#entries.set(client.resume.token, {
      client,
      session,
      holder,
      parkedAt: 0,
    });
  }

  /** `holder` closed: its attachment (if any) waits for a resume. */
  park(holder: H, client: C | null): void {
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
   * Takes the attachment `token` names out of the table; null when there
   * is none. When its holder is set, the caller takes it off that
   * connection (which has not noticed that its link broke).
   */
  claim(token: string): Claimed<C, S, H> | null {
    const e = this.#entries.get(token);
    if (!e) return null;
    this.#entries.delete(token);
    if (e.holder === null) this.#parked--;
    return { client: e.client, session: e.session, holder: e.holder };
  }

  /** Whether `token` names an attachment here, live or parked. */
  has(token: string): boolean {
    return this.#entries.has(token);
  }

  /** A parked attachment carried over a live upgrade. */
  addParked(client: C, session: S): void {
    this.add(client, session, null as H);
    this.#entries.get(client.resume.token)!.parkedAt = Date.now();
    this.#parked++;
  }

  /**
   * Attachments carried over a live upgrade whose clients are coming back
   * and have not resumed yet.
   */
  carried(): number {
    let n = 0;
    for (const e of this.#entries.values()) {
      if (e.client instanceof CarriedAttachment && e.client.coming) n++;
    }
    return n;
  }

  /** Every attachment, live or parked (a live upgrade saves them). */
  all(): { client: C; session: S; parked: boolean }[] {
    return [...this.#entries.values()].map((e) => ({
      client: e.client,
      session: e.session,
      parked: e.holder === null,
    }));
  }

  /** Forgets the parked attachments of a session that is gone. */
  sessionGone(session: S): void {
    for (const [token, e] of this.#entries) {
      if (e.session !== session || e.holder !== null) continue;
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
 *
 * A frame split in parts (`update_parts.ts`) has consecutive seqs and
 * `view.seq` is its last part's, so both views stand for whole frames: a
 * client that drew only some parts of one names a seq between them and
 * gets a full frame, never a diff from a screen it does not have.
 */
export function carryOver(
  client: Resumable,
  old: Resumable,
  seq: number,
): boolean {
  client.resume = old.resume;
  const acked = old.resume.acked;
  const from = seq === old.view.seq
    ? old.view
    : acked && seq === acked.seq
    ? acked
    : null;
  Object.assign(client.view, from ? copySentState(from) : newSentState());
  if (!from) client.view.seq = Math.max(old.view.seq, seq);
  return from !== null;
}
