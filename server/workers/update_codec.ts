/**
 * A screen update as an update ring record (`update_ring.ts`): msgpack of
 * its fields by position, not by name. msgpack's maps cost the main
 * thread a string per key and an object built key by key (measured in the
 * daemon: decoding an echo's update as a map took more than its structured
 * clone); arrays decode into fresh arrays, and the update is one object
 * literal of a fixed shape.
 *
 * Only the common updates take this way: one that carries modes, link
 * definitions or a clipboard write is posted (`encodeUpdate` says null).
 * Modes and links change rarely; a clipboard write must not linger in a
 * ring's memory after it is read.
 *
 * @module
 */

import { MsgpackDecoder, MsgpackEncoder } from "../../protocol/msgpack.ts";
import type { RowRun } from "../../vt/types.ts";
import type { WireCursor } from "../../protocol/messages.ts";
import type { PaneMouseModes, ScreenUpdate } from "./parse_messages.ts";

const encoder = new MsgpackEncoder();
const decoder = new MsgpackDecoder();

/** A pane's counts and modes, flat: `[pane, bytes, keys, paste, mouse...]`. */
type PaneRecord = [
  number,
  number,
  boolean,
  boolean,
  PaneMouseModes["mouse"],
  PaneMouseModes["encoding"],
  boolean,
];

/** The record of `u`, or null when it must be posted (see the top). */
export function encodeUpdate(u: ScreenUpdate): Uint8Array | null {
  if (u.modes || u.links || u.clipboard) return null;
  const panes: PaneRecord[] = [];
  for (const [id, bytes, keys, paste, m] of u.panes ?? []) {
    panes.push([id, bytes, keys, paste, m.mouse, m.encoding, m.altScroll]);
  }
  return encoder.encode([
    u.cols,
    u.rows,
    u.resized,
    u.lines,
    u.cursor,
    u.title,
    u.bells,
    u.bytes,
    panes,
  ]);
}

/** The update in record `bytes` (made by `encodeUpdate`). */
export function decodeUpdate(bytes: Uint8Array): ScreenUpdate {
  const a = decoder.decodeAll(bytes)[0] as unknown[];
  const panes: NonNullable<ScreenUpdate["panes"]> = [];
  for (const p of a[8] as PaneRecord[]) {
    panes.push([p[0], p[1], p[2], p[3], {
      mouse: p[4],
      encoding: p[5],
      altScroll: p[6],
    }]);
  }
  return {
    t: "screen",
    cols: a[0] as number,
    rows: a[1] as number,
    resized: a[2] as boolean,
    lines: a[3] as [number, RowRun[]][],
    cursor: a[4] as WireCursor,
    title: a[5] as string,
    bells: a[6] as number,
    bytes: a[7] as number,
    panes,
  };
}
