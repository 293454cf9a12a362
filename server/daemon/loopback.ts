/**
 * A connection inside the daemon, for an attach client the daemon runs
 * itself (`tty_attach.ts`): two ends that hand each other protocol
 * messages as they are, with no socket, no framing and no msgpack (an
 * echo's frame cost about 25 us to encode and decode, and its input and
 * ack as much again, on every key). The daemon's end still validates
 * every message it is given, as it does a socket's.
 *
 * A message sent is delivered a microtask later, never inside `send()`,
 * so that neither side is re-entered by the other's handler, and in the
 * order sent. After `close()` nothing more is delivered to that end, the
 * other gets what was sent before it, and each end's `onClose` runs once.
 *
 * @module
 */

import type { ClientMsg, ServerMsg } from "../../protocol/messages.ts";
import type { LocalLink } from "../../protocol/local_link.ts";

/** One end: sends `Out` messages, receives `In` ones. */
export class LoopbackEnd<In, Out> implements LocalLink<In, Out> {
  /** Gets each message the other end sent; set before the first arrives. */
  onMessage: (msg: In) => void = () => {};
  /** Runs once when either end closes. */
  onClose: () => void = () => {};
  peer!: LoopbackEnd<Out, In>;
  #inbox: In[] = [];
  #scheduled = false;
  #closed = false;

  /** Hands `msg` to the other end; nothing happens once closed. */
  send(msg: Out): void {
    if (this.#closed) return;
    this.peer.#deliver(msg);
  }

  /** Whether either end has closed. */
  get closed(): boolean {
    return this.#closed;
  }

  /**
   * Closes both ends: this one at once (nothing more is delivered to it),
   * the other once what was sent to it is delivered (as a socket's
   * reader gets what was written before the close).
   */
  close(): void {
    if (this.#closed) return;
    this.#end();
    const peer = this.peer;
    queueMicrotask(() => {
      if (!peer.#closed) peer.#end();
    });
  }

  #end(): void {
    this.#closed = true;
    this.#inbox = [];
    queueMicrotask(() => this.onClose());
  }

  #deliver(msg: In): void {
    this.#inbox.push(msg);
    if (this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => this.#flush());
  }

  #flush(): void {
    this.#scheduled = false;
    // One at a time off the head: a handler that closes stops the rest.
    while (this.#inbox.length > 0 && !this.#closed) {
      this.onMessage(this.#inbox.shift()!);
    }
  }
}

/** The daemon's end: it receives what a client sends. */
export type DaemonEnd = LoopbackEnd<ClientMsg, ServerMsg>;
/** The attach client's end. */
export type ClientEnd = LoopbackEnd<ServerMsg, ClientMsg>;

/** Two connected ends: the daemon's and the client's. */
export function loopback(): [DaemonEnd, ClientEnd] {
  const daemon: DaemonEnd = new LoopbackEnd();
  const client: ClientEnd = new LoopbackEnd();
  daemon.peer = client;
  client.peer = daemon;
  return [daemon, client];
}
