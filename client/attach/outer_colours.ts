/**
 * How many colours the user's terminal shows, from its `TERM` and
 * `COLORTERM`, so that the renderer reduces colours to them as tmux does
 * for each client (`vt/colour_reduce.ts`).
 *
 * tmux 3.3a reads the terminal's terminfo entry (`colors`, the `Tc` and
 * `RGB` flags) and adds features by the terminal's own answer to its
 * queries (`terminal-features`, XTerm, iTerm2, mintty and tmux with RGB).
 * berth reads no terminfo and asks the terminal nothing: the attach
 * client decides before its first frame, and the daemon decides for a
 * terminal it draws from the client's `TERM` and environment. A table of
 * names stands in for terminfo, checked against `infocmp` (ncurses 6.4):
 *
 * - `COLORTERM=truecolor` or `24bit`: 24-bit colour. Every terminal that
 *   has it sets this (VTE, Konsole, iTerm2, kitty, Alacritty, WezTerm,
 *   foot, Windows Terminal) but xterm, which tmux finds by its answer;
 * - names whose terminfo says 24-bit (`*-direct`: `RGB`, `colors#0x1000000`)
 *   or whose terminal tmux gives RGB (`tmux*`, which takes RGB and reduces
 *   it for its own terminal; `mintty`, `xterm-kitty`, `xterm-ghostty`,
 *   `foot`, `wezterm`, `contour`, whose terminfo has `Tc`/`RGB`);
 * - `*256col*` (and `alacritty`, `colors#256`): 256 colours;
 * - `*16color*`, `*88color*` and `rxvt-unicode` (`colors#88`): 16, as tmux
 *   treats any count from 16 below 256;
 * - terminals without colours (`vt52`, `vt1xx`, `vt2xx`, `dumb`): none;
 * - any other name (`xterm`, `linux`, `screen`, `putty`, `ansi`,
 *   `konsole`) or none: 8, their terminfo's `colors#8`.
 *
 * @module
 */

import {
  COLOURS_16,
  COLOURS_256,
  COLOURS_8,
  COLOURS_NONE,
  TRUECOLOR,
} from "../../vt/colour_reduce.ts";

const TRUECOLOR_NAMES =
  /-direct|^tmux|^(mintty|xterm-kitty|xterm-ghostty|foot|wezterm|contour)/;
const NO_COLOUR_NAMES = /^(vt52|vt1\d\d|vt2\d\d|dumb)(-|$)/;

/**
 * The colours a terminal named `term` shows, `colorterm` being its
 * `COLORTERM` (undefined: unset): `TRUECOLOR`, 256, 16, 8 or 0.
 *
 * @example
 * ```ts
 * import { outerColours } from "./outer_colours.ts";
 * outerColours("xterm-256color", "truecolor"); // 0x1000000
 * outerColours("xterm-256color", undefined); // 256
 * outerColours("xterm", undefined); // 8
 * ```
 */
export function outerColours(
  term: string | undefined,
  colorterm: string | undefined,
): number {
  if (colorterm === "truecolor" || colorterm === "24bit") return TRUECOLOR;
  const name = term ?? "";
  if (TRUECOLOR_NAMES.test(name)) return TRUECOLOR;
  if (/256col/.test(name) || name === "alacritty") return COLOURS_256;
  if (/16colo|88colo/.test(name) || name === "rxvt-unicode") return COLOURS_16;
  if (NO_COLOUR_NAMES.test(name)) return COLOURS_NONE;
  return COLOURS_8;
}

/** The colours of this process's terminal, by its environment. */
export function ownTerminalColours(): number {
  try {
    return outerColours(Deno.env.get("TERM"), Deno.env.get("COLORTERM"));
  } catch {
    return TRUECOLOR; // No env permission: draw as before.
  }
}
