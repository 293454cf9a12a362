/**
 * A connection inside one process, message by message: the attach client
 * the daemon runs on a local terminal reaches the daemon so
 * (`server/daemon/loopback.ts`), with no socket, framing or msgpack. Both
 * ends speak the protocol of `messages.ts`; the daemon's still validates
 * what it is given.
 *
 * @module
 */

/** One end: sends `Out` messages, receives `In` ones. */
export interface LocalLink<In, Out> {
  send(msg: Out): void;
  /** Gets each message the other end sent, in order. */
  onMessage: (msg: In) => void;
  /** Runs once when either end closes. */
  onClose: () => void;
  close(): void;
}
