/**
 * tmux's `display-menu` command line read into a menu (`menu.ts` shows
 * it): `display-menu [-T TITLE] [-x X] [-y Y] NAME KEY COMMAND ...`, an
 * empty NAME a separator line that takes no KEY or COMMAND. Apart from
 * the view, so that reading a binding loads no drawing code.
 *
 * @module
 */

import { tmuxKeyName } from "../../protocol/key_names.ts";

/** One line of a menu: an item, or a separator (null). */
export type MenuItem = { name: string; key: string; command: string } | null;

/** What `display-menu` asks for. */
export interface MenuSpec {
  title: string;
  x: string;
  y: string;
  /** `-t`: the pane or window it is for (`-x W`'s window). */
  target?: string;
  /** `-O`: a mouse key's menu stays open when the button is released. */
  stayOpen?: boolean;
  /**
   * `-M` (tmux 3.4's; 3.3a has none): the mouse works in it as in a
   * mouse key's menu, though a key opened it.
   */
  mouse?: boolean;
  items: MenuItem[];
}

const USAGE =
  "display-menu takes [-MO] [-T TITLE] [-t TARGET] [-x X] [-y Y] NAME KEY COMMAND ... ('' NAME: a separator)";

/** A `display-menu` line's words (less the command's name) as a menu. */
export function parseMenu(args: string[]): MenuSpec {
  const spec: MenuSpec = { title: "", x: "C", y: "C", items: [] };
  let i = 0;
  for (; i < args.length && /^-[TxyOMt]/.test(args[i]); i++) {
    const flag = args[i][1];
    if (flag === "O") {
      spec.stayOpen = true;
      continue;
    }
    if (flag === "M") {
      spec.mouse = true;
      continue;
    }
    const value = args[i].length > 2 ? args[i].slice(2) : args[++i];
    if (value === undefined) throw new Error(USAGE);
    // -t: its formats are the client's own window's and pane's; a
    // window it names (a mouse binding's `-t =`) is `-x W`'s.
    if (flag === "t") spec.target = value;
    else if (flag === "T") spec.title = value;
    else if (flag === "x") spec.x = value;
    else spec.y = value;
  }
  if (args[i] === "--") i++;
  while (i < args.length) {
    const name = args[i++];
    if (name === "") {
      spec.items.push(null);
      continue;
    }
    if (i + 2 > args.length) throw new Error(USAGE);
    // tmux's name of the key (`PageUp` is `PPage`), as keyName() gives.
    spec.items.push({ name, key: tmuxKeyName(args[i]), command: args[i + 1] });
    i += 2;
  }
  return spec;
}
