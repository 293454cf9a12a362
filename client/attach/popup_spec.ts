/**
 * tmux 3.3a's `display-popup` command line read into a popup (`popup.ts`
 * shows it): `display-popup [-BCE] [-b border-lines] [-c target-client]
 * [-d start-directory] [-e VAR=value] [-h height] [-s style]
 * [-S border-style] [-t target-pane] [-T title] [-w width] [-x position]
 * [-y position] [shell-command ...]`, flags as tmux's getopt reads them
 * (`-EE`, `-w90%`, `-e A=1 -e B=2`). Apart from the view, so that reading
 * a binding loads no drawing code.
 *
 * @module
 */

import { POPUP_BORDER_LINES } from "../../protocol/options.ts";

/** The border lines tmux's `popup-border-lines` names. */
export const BORDER_LINES = POPUP_BORDER_LINES;

/** One of `BORDER_LINES`. */
export type BorderLines = typeof BORDER_LINES[number];

/** What `display-popup` asks for. */
export interface PopupSpec {
  /** `-C`: close the client's popup, open nothing. */
  close: boolean;
  /** `-E` once: close when the program exits; twice: only on success. */
  exitClose: 0 | 1 | 2;
  /** `-b`, or `none` for `-B`; absent: the `popup-border-lines` setting. */
  lines?: BorderLines;
  /** `-c`: the client (from the command line). */
  client?: string;
  /** `-d`: a format, expanded for the target. */
  cwd?: string;
  /** `-e`: variables over the session's environment. */
  env: Record<string, string>;
  /** `-w`, `-h`: cells or a percentage; absent, half the terminal. */
  width?: string;
  height?: string;
  /** `-x`, `-y`: tmux's positions (`C` the centre, `R`, `P`, a number). */
  x: string;
  y: string;
  /** `-s`, `-S`: styles of the inside and of the border. */
  style?: string;
  borderStyle?: string;
  /** `-t`: the pane the formats are expanded for. */
  target?: string;
  /** `-T`: a format, shown in the top border. */
  title: string;
  /** The program: none (the shell), one word (shell text), or argv. */
  command: string[];
}

/** One line: what `display-popup` takes. */
export const POPUP_USAGE =
  "display-popup takes [-BCE] [-b border-lines] [-c client] [-d dir] [-e VAR=value] [-h height] [-s style] [-S border-style] [-t pane] [-T title] [-w width] [-x x] [-y y] [command ...]";

const WITH_VALUE = new Set("bcdehsStTwxy");
const ALONE = new Set("BCE");

/** A `display-popup` line's words (less the command's name) as a popup. */
export function parsePopup(args: string[]): PopupSpec {
  const spec: PopupSpec = {
    close: false,
    exitClose: 0,
    env: {},
    x: "C",
    y: "C",
    title: "",
    command: [],
  };
  let i = 0;
  for (; i < args.length && /^-./.test(args[i]); i++) {
    if (args[i] === "--") {
      i++;
      break;
    }
    const word = args[i];
    for (let j = 1; j < word.length; j++) {
      const f = word[j];
      if (ALONE.has(f)) {
        if (f === "B") spec.lines = "none";
        else if (f === "C") spec.close = true;
        else spec.exitClose = spec.exitClose === 0 ? 1 : 2;
        continue;
      }
      if (!WITH_VALUE.has(f)) throw new Error(POPUP_USAGE);
      const value = j + 1 < word.length ? word.slice(j + 1) : args[++i];
      if (value === undefined) throw new Error(POPUP_USAGE);
      setValue(spec, f, value);
      break;
    }
  }
  spec.command = args.slice(i);
  return spec;
}

function setValue(spec: PopupSpec, flag: string, value: string): void {
  switch (flag) {
    case "b": {
      const lines = BORDER_LINES.find((l) => l === value);
      if (!lines) {
        throw new Error(
          `popup-border-lines takes ${BORDER_LINES.join(", ")}, not ${value}`,
        );
      }
      if (spec.lines !== "none") spec.lines = lines;
      return;
    }
    case "c":
      spec.client = value;
      return;
    case "d":
      spec.cwd = value;
      return;
    case "e": {
      const eq = value.indexOf("=");
      if (eq <= 0) {
        throw new Error(`display-popup -e takes VAR=value, not ${value}`);
      }
      spec.env[value.slice(0, eq)] = value.slice(eq + 1);
      return;
    }
    case "h":
      spec.height = value;
      return;
    case "w":
      spec.width = value;
      return;
    case "s":
      spec.style = value;
      return;
    case "S":
      spec.borderStyle = value;
      return;
    case "t":
      spec.target = value;
      return;
    case "T":
      spec.title = value;
      return;
    case "x":
      spec.x = value;
      return;
    default:
      spec.y = value;
  }
}

/**
 * A `-w` or `-h` value for a terminal `total` cells across, as tmux's
 * `args_percentage`: cells, or a percentage of `total`; from 1 to
 * `total`. Throws a one-line error naming `what`.
 */
export function popupSize(
  value: string | undefined,
  total: number,
  what: "width" | "height",
): number {
  if (value === undefined) return Math.floor(total / 2);
  const m = /^(\d+)(%?)$/.exec(value);
  if (!m) {
    throw new Error(
      `display-popup: ${what} ${value} is not a number or a percentage`,
    );
  }
  const n = m[2] ? Math.floor((Number(m[1]) * total) / 100) : Number(m[1]);
  if (n < 1) throw new Error(`display-popup: ${what} ${value} is too small`);
  if (n > total) {
    throw new Error(
      `display-popup: ${what} ${value} is too large for this terminal (${total})`,
    );
  }
  return n;
}

/**
 * The argv a popup runs: null (the session's shell), `/bin/sh -c` over
 * one word (shell text, as tmux's job), else the words as they are.
 */
export function popupArgv(command: string[]): string[] | null {
  if (command.length === 0) return null;
  if (command.length === 1) {
    return command[0].trim() === "" ? null : ["/bin/sh", "-c", command[0]];
  }
  return command;
}
