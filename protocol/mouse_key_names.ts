/**
 * tmux 3.3a's mouse keys: each mouse event is a key named for what
 * happened and where (`MouseDown1Pane`, `WheelUpStatus`,
 * `MouseDragEnd1Pane`, `DoubleClick1Pane`, `MouseDrag1Border`), bound in
 * the key tables as any key is (`bind -n WheelUpPane ...`). The names in
 * the order of tmux's key codes (its `list-keys` order): event by event,
 * each at its six places. No FFI: the daemon's settings and the attach
 * client's key table both use them.
 *
 * @module
 */

/** Where a mouse event happened, in tmux's order. */
export const MOUSE_PLACES = [
  "Pane",
  "Status",
  "StatusLeft",
  "StatusRight",
  "StatusDefault",
  "Border",
] as const;

/** One of `MOUSE_PLACES`. */
export type MousePlace = typeof MOUSE_PLACES[number];

const BUTTONS = ["1", "2", "3"];

/** What happened, in the order of tmux 3.3a's key codes. */
const EVENTS = [
  "MouseMove",
  ...BUTTONS.map((b) => `MouseDown${b}`),
  ...BUTTONS.map((b) => `MouseUp${b}`),
  ...BUTTONS.map((b) => `MouseDrag${b}`),
  ...BUTTONS.map((b) => `MouseDragEnd${b}`),
  "WheelUp",
  "WheelDown",
  ...BUTTONS.map((b) => `SecondClick${b}`),
  ...BUTTONS.map((b) => `DoubleClick${b}`),
  ...BUTTONS.map((b) => `TripleClick${b}`),
];

/** Every mouse key's name (no modifiers), in tmux's order. */
export const MOUSE_KEY_NAMES: readonly string[] = EVENTS.flatMap((e) =>
  MOUSE_PLACES.map((p) => e + p)
);

const BY_LOWER = new Map(MOUSE_KEY_NAMES.map((n) => [n.toLowerCase(), n]));

/**
 * The mouse key `name` (no modifiers) as tmux spells it, any case taken
 * (`wheeluppane` is `WheelUpPane`); undefined when it is no mouse key.
 */
export function mouseKeyName(name: string): string | undefined {
  return BY_LOWER.get(name.toLowerCase());
}

/** Where mouse key `name` (tmux's spelling) comes in tmux's order, or -1. */
export function mouseKeyIndex(name: string): number {
  return MOUSE_KEY_NAMES.indexOf(name);
}

/**
 * Whether key name `name` is a mouse key, with any modifiers
 * (`M-MouseDown3Pane`, `c-wheeluppane`).
 */
export function isMouseKey(name: string): boolean {
  return mouseKeyName(name.replace(/^(?:[CMS]-)+/i, "")) !== undefined;
}
