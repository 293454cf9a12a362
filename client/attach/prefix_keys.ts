/**
 * The keys after the prefix that act on windows and panes, as tmux binds
 * them by default: one table of key name -> the request it sends to the
 * daemon for the attached session. Key names are tmux's (`c`, `%`, `Up`,
 * `C-Up`, `M-Up`, `Space`). A bindings layer can replace or extend the
 * table; the input filter only asks whether a key is in it.
 *
 * Not here yet: `,` (rename, a prompt), `&` and `x` (kill, asking y/n),
 * `q` (pane numbers) and `w` (the window chooser).
 *
 * @module
 */

import type { PaneRequest } from "../../protocol/messages.ts";

/** What a prefix key asks of the daemon, for session `name`. */
export type PrefixAction = (name: string) => PaneRequest;

const digits: [string, PrefixAction][] = [..."0123456789"].map((
  d,
) => [d, (name) => ({ op: "select-window", name: `${name}:${d}` })]);

const arrows: [string, PrefixAction][] = (
  [["Up", "U"], ["Down", "D"], ["Left", "L"], ["Right", "R"]] as const
).flatMap(([key, dir]) => [
  [key, (name) => ({ op: "select-pane", name, to: dir })],
  [`C-${key}`, (name) => ({ op: "resize-pane", name, dir, amount: 1 })],
  [`M-${key}`, (name) => ({ op: "resize-pane", name, dir, amount: 5 })],
]);

/** tmux's default window and pane keys. */
export const PREFIX_KEYS: ReadonlyMap<string, PrefixAction> = new Map<
  string,
  PrefixAction
>([
  ["c", (name) => ({ op: "new-window", name })],
  ["n", (name) => ({ op: "select-window", name, to: "next" })],
  ["p", (name) => ({ op: "select-window", name, to: "previous" })],
  ["l", (name) => ({ op: "select-window", name, to: "last" })],
  ...digits,
  ["%", (name) => ({ op: "split-window", name, kind: "lr" })],
  ['"', (name) => ({ op: "split-window", name, kind: "tb" })],
  ["o", (name) => ({ op: "select-pane", name, to: "next" })],
  [";", (name) => ({ op: "select-pane", name, to: "last" })],
  ...arrows,
  ["z", (name) => ({ op: "resize-pane", name, zoom: true })],
  ["{", (name) => ({ op: "swap-pane", name, to: "previous" })],
  ["}", (name) => ({ op: "swap-pane", name, to: "next" })],
  ["Space", (name) => ({ op: "select-layout", name, next: true })],
  ["!", (name) => ({ op: "break-pane", name })],
]);

/**
 * The tmux name of the key a CSI or SS3 sequence sends (`ESC [ 1 ; 5 A` is
 * `C-Up`), or null for one this table does not know.
 */
export function sequenceKey(params: string, final: number): string | null {
  const base =
    ({ 0x41: "Up", 0x42: "Down", 0x43: "Right", 0x44: "Left" } as Record<
      number,
      string
    >)[final];
  if (!base) return null;
  const mod = /^1;(\d+)$/.exec(params)?.[1];
  if (params === "" || mod === "1") return base;
  if (mod === "5") return `C-${base}`;
  if (mod === "3") return `M-${base}`;
  return null;
}

/** The tmux name of a one-byte key (`Space` for a space). */
export function byteKey(b: number): string | null {
  if (b === 0x20) return "Space";
  if (b > 0x20 && b < 0x7f) return String.fromCharCode(b);
  return null;
}
