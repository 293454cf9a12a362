/**
 * berth's own version (the wire protocol has its own number,
 * `protocol/messages.ts`).
 *
 * @module
 */

export const VERSION = "0.1.0";
