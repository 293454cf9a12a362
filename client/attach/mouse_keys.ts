/**
 * The mouse keys' built-in bindings, tmux 3.3a's (`tmux -f /dev/null
 * list-keys`), in the root and copy tables. A binding that is still the
 * built-in one runs berth's own code for it (`mouse.ts` decides,
 * `attach_mouse.ts` does), which does what its command line says, as
 * before mouse keys could be bound; a key bound to anything else runs
 * that command line at the mouse (`mouse_binding.ts`). A `{ }` block of
 * tmux's list is written here as one quoted argument, as berth's config
 * reader gives it.
 *
 * The right button's menus (tmux's MouseDown3Pane, M-MouseDown3Pane and
 * MouseDown3Status) are berth's prefix `>` and `<` menus, at the mouse
 * (MouseDown3StatusLeft: tmux's session menu);
 * they run as written (no code of berth's own does them), and select the
 * pane or window first, so that the menu's items act on it (tmux's name
 * it as their target).
 *
 * @module
 */

import { shellQuote } from "../transport/ssh_args.ts";
import { PREFIX_KEYS } from "./prefix_keys.ts";

/** tmux's test of a pane key: its pane is in a mode or its program asked. */
const IN_MODE_OR_ASKED = `"#{||:#{pane_in_mode},#{mouse_any_flag}}"`;

/** The word or line at a double or triple click, copied a moment later. */
function clickCopy(what: "word" | "line", root: boolean): string {
  const copy = `send-keys -X select-${what} ; run-shell -d 0.3 ; ` +
    "send-keys -X copy-pipe-and-cancel";
  return root
    ? `select-pane -t = ; if-shell -F ${IN_MODE_OR_ASKED} 'send-keys -M' ` +
      `'copy-mode -H ; ${copy}'`
    : `select-pane ; ${copy}`;
}

/** The pane menu (prefix `>`) at the mouse, on the pane under it. */
const PANE_MENU = "select-pane -t = ; " +
  PREFIX_KEYS[">"].replace("-x P -y P", "-t = -x M -y M");

/** The window menu (prefix `<`), on the window under the mouse. */
const WINDOW_MENU = "select-window -t = ; " +
  PREFIX_KEYS["<"].replace("-x W -y W", "-t = -x W -y W");

/** tmux's session menu, on status-left. */
const SESSION_MENU = [
  "display-menu -T '#[align=centre]#{session_name}' -t = -x M -y W",
  "Next n 'switch-client -n' Previous p 'switch-client -p' ''",
  "Renumber N 'move-window -r'",
  `Rename n "command-prompt -I '#S' \\"rename-session -- '%%'\\"" ''`,
  "'New Session' s new-session 'New Window' w new-window",
].join(" ");

/** The root table's mouse keys (a key with no binding goes to the pane). */
export const ROOT_MOUSE: Readonly<Record<string, string>> = {
  MouseDown1Pane: "select-pane -t = ; send-keys -M",
  MouseDown1Status: "select-window -t =",
  MouseDown2Pane: `select-pane -t = ; if-shell -F ${IN_MODE_OR_ASKED} ` +
    "'send-keys -M' 'paste-buffer -p'",
  MouseDown3Pane: `if-shell -F -t = "#{mouse_any_flag}" ` +
    `'select-pane -t = ; send-keys -M' ${shellQuote(PANE_MENU)}`,
  MouseDown3Status: WINDOW_MENU,
  MouseDown3StatusLeft: SESSION_MENU,
  MouseDrag1Pane: `if-shell -F ${IN_MODE_OR_ASKED} 'send-keys -M' ` +
    "'copy-mode -M'",
  MouseDrag1Border: "resize-pane -M",
  WheelUpPane: `if-shell -F ${IN_MODE_OR_ASKED} 'send-keys -M' ` +
    "'copy-mode -e'",
  WheelUpStatus: "previous-window",
  WheelDownStatus: "next-window",
  DoubleClick1Pane: clickCopy("word", true),
  TripleClick1Pane: clickCopy("line", true),
  "M-MouseDown3Pane": PANE_MENU,
};

/** The built-in bindings that run as written (the menus). */
export const AS_WRITTEN: ReadonlySet<string> = new Set([
  "MouseDown3Pane",
  "MouseDown3Status",
  "MouseDown3StatusLeft",
  "M-MouseDown3Pane",
]);

/** The copy table's mouse keys (tmux's copy-mode and copy-mode-vi). */
export const COPY_MOUSE: Readonly<Record<string, string>> = {
  MouseDown1Pane: "select-pane",
  MouseDrag1Pane: "select-pane ; send-keys -X begin-selection",
  MouseDragEnd1Pane: "send-keys -X copy-pipe-and-cancel",
  WheelUpPane: "select-pane ; send-keys -X -N 5 scroll-up",
  WheelDownPane: "select-pane ; send-keys -X -N 5 scroll-down",
  DoubleClick1Pane: clickCopy("word", false),
  TripleClick1Pane: clickCopy("line", false),
};
