/**
 * How many colours the user's terminal shows, from the client's `TERM`,
 * `COLORTERM` and `TMUX`, so that the renderer reduces colours to them as tmux does
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
 * - `COLORTERM=truecolor` or `24bit`: 24-bit colour. Most terminals that
 *   have it set this (VTE, Konsole, iTerm2, kitty, Alacritty, WezTerm,
 *   foot, Windows Terminal); xterm does not (tmux finds it by its answer);
 * - inside tmux (`TMUX` set, `TERM` `screen*` or `tmux*`): 24-bit, as
 *   tmux 3.3a gives tmux RGB when it answers its query (`tmux` takes RGB
 *   and reduces it for its own terminal);
 * - names whose terminfo says 24-bit (`*-direct`: `RGB`, `colors#0x1000000`;
 *   `xterm-kitty`, `xterm-ghostty`, `foot`, `wezterm`, `contour`: `Tc` or
 *   `RGB`) or whose terminal tmux gives RGB by its answer (`tmux*`,
 *   `mintty`);
 * - `*256col*` (and `alacritty`, `colors#256`): 256 colours;
 * - `*16color*`, `*88color*` and `rxvt-unicode` (`colors#88`): 16, as tmux
 *   treats any count from 16 below 256;
 * - terminals without colours (`vt52`, `vt1xx`, `vt2xx`, `dumb`): none;
 * - any other name (`xterm`, `linux`, `screen`, `putty`, `ansi`,
 *   `konsole`) or none: 8, their terminfo's `colors#8`.
 *
 * tmux's `terminal-overrides` and `terminal-features` add to it as they
 * add to terminfo: an entry whose pattern matches `TERM` (`fnmatch`, as
 * tmux's) with `Tc` or `RGB` (`,*256col*:Tc`, `,xterm-256color:RGB`,
 * `terminal-features ,*:RGB`) gives 24-bit colour, and a feature `256`
 * 256 colours (`TerminalLists`).
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
import { globMatch } from "../../protocol/glob.ts";

const TRUECOLOR_NAMES =
  /-direct|^tmux|^(mintty|xterm-kitty|xterm-ghostty|foot|wezterm|contour)/;
const NO_COLOUR_NAMES = /^(vt52|vt1\d\d|vt2\d\d|dumb)(-|$)/;

/** What of a client's environment tells its terminal's colours. */
export interface OuterEnv {
  TERM?: string;
  COLORTERM?: string;
  TMUX?: string;
}

/**
 * The colours the terminal of a client with environment `env` shows:
 * `TRUECOLOR`, 256, 16, 8 or 0.
 *
 * @example
 * ```ts
 * import { outerColours } from "./outer_colours.ts";
 * outerColours({ TERM: "xterm-256color", COLORTERM: "truecolor" }); // 0x1000000
 * outerColours({ TERM: "xterm-256color" }); // 256
 * outerColours({ TERM: "xterm" }); // 8
 * ```
 */
export function outerColours(env: OuterEnv, lists?: TerminalLists): number {
  const own = termColours(env);
  if (!lists || own === TRUECOLOR) return own;
  const added = listColours(env.TERM ?? "", lists);
  return Math.max(own, added);
}

/** tmux's `terminal-overrides` and `terminal-features`, as set. */
export interface TerminalLists {
  overrides?: string;
  features?: string;
}

/**
 * The colours `terminal-overrides` and `terminal-features` give a
 * terminal named `term`: `TRUECOLOR` for an entry whose pattern matches
 * it with `Tc` or `RGB` (`RGB=...` too: tmux's override form), 256 for a
 * feature `256`, else 0. Entries are separated by commas, an entry's
 * parts by colons, the pattern first.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { listColours } from "./outer_colours.ts";
 * assert.equal(listColours("xterm-256color", { overrides: ",*256col*:Tc" }), 0x1000000);
 * assert.equal(listColours("xterm", { features: ",*:RGB" }), 0x1000000);
 * assert.equal(listColours("xterm", { overrides: ",*256col*:Tc" }), 0);
 * ```
 */
export function listColours(term: string, lists: TerminalLists): number {
  let found = 0;
  const each = (list: string | undefined, rgb: RegExp) => {
    for (const entry of (list ?? "").split(",")) {
      const [pattern, ...caps] = entry.split(":");
      if (caps.length === 0 || !globMatch(pattern, term)) continue;
      if (caps.some((c) => rgb.test(c))) found = TRUECOLOR;
      else if (caps.includes("256")) found = Math.max(found, COLOURS_256);
    }
  };
  each(lists.overrides, /^(Tc|RGB)(=.*)?$/);
  each(lists.features, /^RGB$/);
  return found;
}

// The colours by the environment alone (the list at the top).
function termColours(env: OuterEnv): number {
  const colorterm = env.COLORTERM;
  if (colorterm === "truecolor" || colorterm === "24bit") return TRUECOLOR;
  const name = env.TERM ?? "";
  if (TRUECOLOR_NAMES.test(name)) return TRUECOLOR;
  if (env.TMUX && /^screen/.test(name)) return TRUECOLOR;
  if (/256col/.test(name) || name === "alacritty") return COLOURS_256;
  if (/16colo|88colo/.test(name) || name === "rxvt-unicode") return COLOURS_16;
  if (NO_COLOUR_NAMES.test(name)) return COLOURS_NONE;
  return COLOURS_8;
}

/**
 * The colours of this process's terminal, by its environment and the
 * daemon's `terminal-overrides`/`terminal-features` (`lists`).
 */
export function ownTerminalColours(lists?: TerminalLists): number {
  try {
    const get = (name: string) => Deno.env.get(name);
    return outerColours({
      TERM: get("TERM"),
      COLORTERM: get("COLORTERM"),
      TMUX: get("TMUX"),
    }, lists);
  } catch {
    return TRUECOLOR; // No env permission: draw as before.
  }
}

/**
 * Whether the attach client may ask a terminal of this `TERM` for its
 * colours (`OSC 10/11 ; ?`, `colour_replies.ts`): not the Linux console,
 * which prints an OSC it does not know as text, nor terminals without
 * colours (tmux 3.4 asks only terminals it takes for VT100-like).
 *
 * @example
 * ```ts
 * import { asksColours } from "./outer_colours.ts";
 * asksColours("xterm-256color"); // true
 * asksColours("linux"); // false
 * ```
 */
export function asksColours(term: string | undefined): boolean {
  const name = term ?? "";
  return name !== "" && !/^linux/.test(name) && !NO_COLOUR_NAMES.test(name);
}

/** Whether this process's terminal may be asked for its colours. */
export function ownTerminalAsks(): boolean {
  try {
    return asksColours(Deno.env.get("TERM"));
  } catch {
    return false; // No env permission: ask nothing.
  }
}
