/**
 * A mouse key's binding run at the mouse, as tmux runs one: its command
 * list in order, the commands that act at the mouse done by the attach
 * client (`attach_mouse.ts` gives them), the others run as a key's
 * command line with tmux's mouse target (`=`, `{mouse}`) made the pane
 * (or the status line's window) under the pointer.
 *
 * - `send-keys -M`: the event to the pane's program, as it asked;
 * - `send-keys -X [-N N] NAME`: copy mode's command (in copy mode only,
 *   as tmux's); `select-word`, `select-line` and `begin-selection` act
 *   at the mouse, and `begin-selection` on a drag takes the drag on;
 * - `copy-mode` (`-M`: takes the drag on, selecting; `-e`: the wheel's,
 *   leaving at the bottom; `-q`: leaves);
 * - `resize-pane -M`: takes a border's drag on;
 * - `select-pane` (`-t =`), `select-window -t =`, `paste-buffer [-p]`;
 * - `if-shell -F COND A [B]`, COND read with the mouse's formats
 *   (`mouse_any_flag`, `pane_in_mode` ...);
 * - `run-shell -d SECONDS` with no command: waits, then the rest runs.
 *
 * @module
 */

import type { AttachResult } from "./attach_result.ts";
import {
  type MouseAction,
  type MouseKey,
  WHEEL_COPY_LINES as WHEEL_LINES,
} from "./mouse.ts";
import { expandFormat, type FormatLookup } from "../../protocol/format.ts";
import { splitCommands } from "../commands/_command_runner.ts";
import { shellQuote } from "../transport/ssh_args.ts";
import { copyCommandOf, sendXArgs } from "./copy_keys.ts";

/** The longest `run-shell -d` wait a mouse binding may make (tmux's none). */
const MAX_DELAY_MS = 60_000;

/** What a mouse binding's commands act with. */
export interface MouseBindingHost {
  /** Carries mouse actions out. */
  actions(list: MouseAction[]): Promise<AttachResult | null>;
  /** Selects the key's pane (tmux's `select-pane -t =`). */
  select(): Promise<AttachResult | null>;
  /** Takes the key's drag on: it goes on with no more keys. */
  takeDrag(): Promise<AttachResult | null>;
  /** The binding ran: a drag it did not take on goes on as keys. */
  dragDone(): void;
  /** Copy command `line` (the copy table's form) `times` times. */
  copyCommand(line: string, times: number): Promise<AttachResult | null>;
  /** Selects the word (`line`: the line) at the mouse in copy mode. */
  copyAt(line: boolean): Promise<AttachResult | null>;
  /**
   * Copy mode is on but waits for its first answer: `run` is kept for
   * then (true); false: it is ready, or off.
   */
  whenReady(run: () => Promise<AttachResult | null>): boolean;
  /** Enters copy mode. */
  enterCopy(): Promise<AttachResult | null>;
  /**
   * Whether the key's pane is another than the active one, and not in
   * copy mode (tmux's `copy-mode -t =` enters it there, unselected).
   */
  otherPane(): boolean;
  /**
   * Enters copy mode on the key's pane, the active pane kept (`exit`:
   * leaving at the bottom, `copy-mode -e`).
   */
  enterOther(exit?: boolean): Promise<AttachResult | null>;
  /** Whether copy mode is on. */
  copyMode(): boolean;
  /**
   * Whether the key's pane is another than the active one, in copy mode
   * not shown here: `send -X` acts on it there (tmux's mouse target).
   */
  otherCopy(): boolean;
  /** Runs a command line as a key's (a prompt, a menu, a CLI command). */
  runLine(line: string): Promise<AttachResult | null>;
  /** Runs `run` in `ms` ms. */
  later(ms: number, run: () => Promise<AttachResult | null>): void;
  /** The formats `if-shell -F` reads at the mouse. */
  values: FormatLookup;
  /** tmux's `=` target here (a pane, a window), undefined: none. */
  target(): string | undefined;
}

/** Runs binding `line` for mouse key `ev`. */
export async function runMouseBinding(
  line: string,
  ev: MouseKey,
  host: MouseBindingHost,
): Promise<AttachResult | null> {
  let steps: string[][];
  try {
    steps = splitCommands(line);
  } catch {
    return await host.runLine(line); // says what is wrong with it
  }
  return await runSteps(steps, ev, host);
}

// The commands `steps` in order; one that waits (for copy mode's first
// answer, a `run-shell -d`) runs the rest after it.
async function runSteps(
  steps: string[][],
  ev: MouseKey,
  host: MouseBindingHost,
): Promise<AttachResult | null> {
  for (let i = 0; i < steps.length; i++) {
    const [name, ...args] = steps[i];
    const rest = steps.slice(i + 1);
    const step = await runStep(name, args, ev, host, rest);
    if (step === "waits") return null;
    if (step && typeof step === "object" && "rest" in step) {
      return await runSteps([...step.rest, ...rest], ev, host);
    }
    if (step) return step as AttachResult;
  }
  host.dragDone();
  return null;
}

/** A step's outcome: done (null), the session's end, or more to run. */
type Step = AttachResult | null | "waits" | { rest: string[][] };

// One command of a mouse binding; `rest`: the ones after it.
async function runStep(
  name: string,
  args: string[],
  ev: MouseKey,
  host: MouseBindingHost,
  rest: string[][],
): Promise<Step> {
  args = unbundled(name, args);
  const later = () => runSteps(rest, ev, host);
  const flags = new Set(args.filter((a) => /^-[A-Za-z]+$/.test(a)));
  const atMouse = args.length === 0 || mouseTarget(args);
  switch (name) {
    case "select-pane":
    case "selectp":
      if (atMouse) return await host.select();
      break;
    case "send-keys":
    case "send":
      if (flags.has("-M")) return await host.actions(ev.forward);
      if (flags.has("-X")) {
        if (host.otherCopy()) return await copyStep(args, ev, host);
        if (!host.copyMode()) return null; // tmux's: not in a mode
        if (
          host.whenReady(() => runSteps([[name, ...args], ...rest], ev, host))
        ) {
          return "waits";
        }
        return await copyStep(args, ev, host);
      }
      break;
    case "copy-mode":
      // -M takes a drag on; on a press or a click (tmux's `copy-mode -M`
      // in a DoubleClick1Pane binding) it enters copy mode there, as
      // tmux's, for the `send -X select-word` after it.
      if (flags.has("-M") && (isDrag(ev) || host.copyMode())) {
        return await host.takeDrag();
      }
      if (flags.has("-q")) {
        return host.copyMode() ? await host.copyCommand("cancel", 1) : null;
      }
      // On the pane under the pointer, as tmux's `-t =`: another one
      // enters copy mode there and stays unselected (the daemon draws
      // it); a pane in copy mode kept here is selected (tmux's copy
      // table's wheel selects it) and shows it.
      // Entered, it is not scrolled (tmux 3.3a's wheel: [0/N] at the
      // first notch, the next ones the copy table's scroll-up).
      if (!host.copyMode() && host.otherPane()) {
        return await host.enterOther(flags.has("-e"));
      }
      if (!host.copyMode()) await host.select();
      if (flags.has("-e") && !host.copyMode()) {
        const lines = ev.key.includes("WheelUp") ? WHEEL_LINES : 0;
        return await host.actions([{ t: "copy-mode", lines }]);
      }
      return await host.enterCopy();
    case "resize-pane":
    case "resizep":
      if (flags.has("-M")) return await host.takeDrag();
      break;
    case "select-window":
    case "selectw":
      if (atMouse && ev.window !== undefined) {
        return await host.actions([{ t: "window", index: ev.window }]);
      }
      if (atMouse) return null; // no window under the pointer
      break;
    case "paste-buffer":
    case "pasteb":
      if (args.every((a) => a === "-p")) {
        return await host.actions([{ t: "paste" }]);
      }
      break;
    case "if-shell":
    case "if":
      if (flags.has("-F")) return ifFormat(args, host);
      break;
    case "run-shell":
    case "run": {
      const wait = delayOnly(args);
      if (wait !== undefined) {
        host.later(Math.min(MAX_DELAY_MS, wait * 1000), later);
        return "waits";
      }
      break;
    }
  }
  return await generic(name, args, host);
}

/**
 * The flags that take a value, of the commands run here at the mouse
 * (the others go to the daemon as written, whose parser takes bundles).
 */
const VALUE_FLAGS: Readonly<Record<string, string>> = {
  "if-shell": "t",
  if: "t",
  "send-keys": "tNc",
  send: "tNc",
  "copy-mode": "ts",
  "select-pane": "tT",
  selectp: "tT",
  "resize-pane": "txy",
  resizep: "txy",
  "select-window": "t",
  selectw: "t",
  "paste-buffer": "bst",
  pasteb: "bst",
  "run-shell": "dtc",
  run: "dtc",
};

// Command `name`'s flags one to a word, as tmux's getopt reads bundles
// (`if -Ft= ...` is `if -F -t = ...`, a common WheelUpPane line's).
function unbundled(name: string, args: string[]): string[] {
  const takes = VALUE_FLAGS[name];
  if (takes === undefined) return args;
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--" || !/^-[A-Za-z]/.test(a)) return [...out, ...args.slice(i)];
    for (let j = 1; j < a.length; j++) {
      out.push("-" + a[j]);
      if (!takes.includes(a[j])) continue;
      if (j + 1 < a.length) out.push(a.slice(j + 1));
      else if (i + 1 < args.length) out.push(args[++i]);
      break;
    }
  }
  return out;
}

// `send-keys -X [-N N] NAME [ARG]` in copy mode, at the mouse.
async function copyStep(
  args: string[],
  ev: MouseKey,
  host: MouseBindingHost,
): Promise<AttachResult | null> {
  // (-t: the mouse's pane, copy mode's.)
  const { words, times } = sendXArgs(args);
  const [copy] = words;
  // At the mouse in the copy mode shown; another pane's (`otherCopy`)
  // takes each as a command.
  const shown = !host.otherCopy();
  if (shown && (copy === "select-word" || copy === "select-line")) {
    return await host.copyAt(copy === "select-line");
  }
  if (shown && copy === "begin-selection") {
    if (ev.drag) return await host.takeDrag();
    if (ev.at) {
      const at = ev.at;
      return await host.actions([
        { t: "select-text", from: at, to: at, start: true },
      ]);
    }
  }
  const line = copyCommandOf(words.map((w) => shellQuote(w)).join(" "));
  if (line instanceof Error) {
    return await host.runLine(`display-message ${shellQuote(line.message)}`);
  }
  return await host.copyCommand(line, times);
}

// `if-shell -F [-b] [-t T] COND A [B]`: A's or B's commands next.
function ifFormat(args: string[], host: MouseBindingHost): Step {
  const words = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "-t") i++;
    else if (!/^-[A-Za-z]+$/.test(args[i])) words.push(args[i]);
  }
  const [cond = "", then = "", otherwise = ""] = words;
  const value = expandFormat(cond, host.values);
  const chosen = value !== "" && value !== "0" ? then : otherwise;
  try {
    return { rest: splitCommands(chosen) };
  } catch {
    return null;
  }
}

// `run-shell -d SECONDS` with no command: the seconds; else undefined.
function delayOnly(args: string[]): number | undefined {
  if (args.length !== 2 || args[0] !== "-d") return undefined;
  const s = Number(args[1]);
  return Number.isFinite(s) && s >= 0 ? s : undefined;
}

// Whether `ev` is a drag's motion (one a program's press began has no
// drag to take on: copy mode is not entered under it).
function isDrag(ev: MouseKey): boolean {
  return ev.drag !== undefined || /MouseDrag\d/.test(ev.key);
}

// Whether a command's target is tmux's mouse target (`-t =`, `-t=`,
// `-t {mouse}`).
function mouseTarget(args: string[]): boolean {
  return args.some((a, i) =>
    a === "-t=" || (a === "-t" && isMouse(args[i + 1] ?? ""))
  );
}

function isMouse(target: string): boolean {
  return target === "=" || target === "{mouse}";
}

// Any other command: run as a key's, the mouse target made the pane or
// window under the pointer (nothing there: it does not run, as tmux's
// finds no target).
async function generic(
  name: string,
  args: string[],
  host: MouseBindingHost,
): Promise<AttachResult | null> {
  const words = [name];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const mouse = a === "-t=" || (a === "-t" && isMouse(args[i + 1] ?? ""));
    if (!mouse) {
      words.push(mouseFormats(a, host.values));
      continue;
    }
    const target = host.target();
    if (target === undefined) return null;
    words.push("-t", target);
    if (a === "-t") i++;
  }
  return await host.runLine(words.map((w) => quoted(w)).join(" "));
}

// `word` with the mouse's formats (`#{mouse_word}`, `#{mouse_x}` ...)
// expanded: the daemon that runs the command does not know the mouse.
function mouseFormats(word: string, values: FormatLookup): string {
  return word.replace(/#\{(mouse_\w+)\}/g, (all, name) => values(name) ?? all);
}

// A word for a command line, quoted when it needs it.
function quoted(word: string): string {
  return /^[\w@%+=:,./{}-]+$/.test(word) ? word : shellQuote(word);
}
