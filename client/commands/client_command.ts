/**
 * The attach client's own commands from the command line, as tmux runs
 * them on its current client when they are typed in a shell: `berth
 * choose-tree`, `command-prompt`, `confirm-before`, `display-menu`,
 * `display-panes`, `clock-mode`, `copy-mode` and `refresh-client`. The
 * daemon pushes the command line to a client (step 46), which runs it as
 * a key's binding would (`client/attach/attach_session.ts`).
 *
 * Which client: `-t CLIENT` for the commands whose `-t` names one in
 * tmux (`command-prompt`, `confirm-before`, `display-panes`,
 * `refresh-client`), `-c CLIENT` for `display-menu`; else the most
 * recently active client of the session `-t TARGET` names, or of the
 * session the command runs in. The client's own words (`-t`, `-c`)
 * are taken out of the line it gets: there they would name it again.
 *
 * @module
 */

import {
  type Command,
  currentSession,
  type GlobalOptions,
  UserError,
} from "./command.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import { expandFormat } from "./_expand_format.ts";
import { copyModeArgs } from "../attach/copy_mode_args.ts";
import { parseMenu } from "../attach/menu_spec.ts";
import { commandWord as quote } from "./_command_word.ts";
import { writeOut } from "../stdout.ts";

/** How one command takes its words (tmux 3.3a's usage). */
interface Shape {
  /** Its flags that take a value. */
  valued: string;
  /** Its flags that take none. */
  bare: string;
  /** The flag that names the client, if any. */
  client?: "t" | "c";
  /** The flag that names a pane (the session whose client runs it). */
  pane?: "t";
  /**
   * The client runs it on the pane its window shows active (copy mode,
   * the clock): a pane named must be that one.
   */
  activePane?: true;
  /** The pane flag goes on to the client (its formats' pane). */
  passesPane?: true;
  /**
   * The pane flag goes on to the client as the pane's id (`%N`), found
   * here: it runs on that pane, active or not (copy mode).
   */
  paneId?: true;
  /** Taken here and not passed on (`-b`: do not wait). */
  local?: string;
  /** What the client prints comes back, for this command to print. */
  prints?: true;
  /** Its words after its name, for the usage line. */
  words: string;
  summary: string;
}

const TREE: Omit<Shape, "summary"> = {
  valued: "FfKOt",
  bare: "GNrswZ",
  pane: "t",
  words:
    "[-GNrswZ] [-F FORMAT] [-f FILTER] [-K KEY-FORMAT] [-O ORDER] [-t TARGET] [TEMPLATE]",
};

const SHAPES: Record<string, Shape> = {
  "choose-tree": {
    ...TREE,
    summary: "Choose a session or window, on a client",
  },
  "choose-client": {
    ...TREE,
    bare: "NrZ",
    words:
      "[-NrZ] [-F FORMAT] [-f FILTER] [-K KEY-FORMAT] [-O ORDER] [-t TARGET] [TEMPLATE]",
    summary: "Choose a client to detach, on a client",
  },
  "choose-buffer": {
    ...TREE,
    bare: "NrZ",
    words:
      "[-NrZ] [-F FORMAT] [-f FILTER] [-K KEY-FORMAT] [-O ORDER] [-t TARGET] [TEMPLATE]",
    summary: "Choose a paste buffer, on a client",
  },
  "command-prompt": {
    valued: "IptT",
    bare: "1bFikN",
    client: "t",
    local: "b",
    words:
      "[-1bFikN] [-I INPUTS] [-p PROMPTS] [-t CLIENT] [-T TYPE] [TEMPLATE]",
    summary: "Ask for a command (or a value for TEMPLATE) on a client",
  },
  "confirm-before": {
    valued: "pt",
    bare: "b",
    client: "t",
    local: "b",
    words: "[-b] [-p PROMPT] [-t CLIENT] COMMAND",
    summary: "Ask a client's user y/n before running a command",
  },
  "display-panes": {
    valued: "dt",
    bare: "bN",
    client: "t",
    words: "[-bN] [-d DURATION] [-t CLIENT] [TEMPLATE]",
    summary: "Show the panes' numbers on a client",
  },
  "clock-mode": {
    valued: "t",
    bare: "",
    pane: "t",
    activePane: true,
    words: "[-t TARGET]",
    summary: "Show a big clock on a client",
  },
  "display-menu": {
    valued: "ctTxy",
    bare: "MO",
    client: "c",
    pane: "t",
    passesPane: true,
    words:
      "[-MO] [-c CLIENT] [-t TARGET] [-T TITLE] [-x X] [-y Y] NAME KEY COMMAND ...",
    summary: "Show a menu on a client",
  },
  "copy-mode": {
    valued: "t",
    bare: "eHMqu",
    pane: "t",
    paneId: true,
    words: "[-eHMqu] [-t TARGET]",
    summary: "Enter copy mode on a client",
  },
  "show-messages": {
    valued: "t",
    bare: "JT",
    client: "t",
    prints: true,
    words: "[-JT] [-t CLIENT]",
    summary: "Print a client's messages (its log), newest first",
  },
  "refresh-client": {
    valued: "ABCft",
    bare: "cDlLRSU",
    client: "t",
    words:
      "[-cDlLRSU] [-A PANE:STATE] [-B NAME:WHAT:FORMAT] [-C XxY] [-f FLAGS] [-t CLIENT] [ADJUSTMENT]",
    summary: "Draw a client's screen (or status line) again",
  },
};

/** tmux's short names of these commands. */
const ALIASES: Record<string, string> = {
  "choose-session": "choose-tree",
  "choose-window": "choose-tree",
  confirm: "confirm-before",
  displayp: "display-panes",
  menu: "display-menu",
  refresh: "refresh-client",
  showmsgs: "show-messages",
};

/** The flags of `args` as `shape` takes them, and the words after them. */
function splitFlags(
  name: string,
  shape: Shape,
  args: string[],
): { flags: [string, string | null][]; rest: string[] } {
  const flags: [string, string | null][] = [];
  let i = 0;
  for (; i < args.length && /^-./.test(args[i]); i++) {
    if (args[i] === "--") {
      i++;
      break;
    }
    const word = args[i];
    for (let j = 1; j < word.length; j++) {
      const f = word[j];
      if (shape.bare.includes(f)) {
        flags.push([f, null]);
        continue;
      }
      if (!shape.valued.includes(f)) {
        throw new UserError(`${name}: unknown flag -${f} (${usage(name)})`);
      }
      const value = j + 1 < word.length ? word.slice(j + 1) : args[++i];
      if (value === undefined) {
        throw new UserError(`${name}: -${f} needs a value (${usage(name)})`);
      }
      flags.push([f, value]);
      break;
    }
  }
  return { flags, rest: args.slice(i) };
}

function usage(name: string): string {
  return `berth ${name} ${SHAPES[name].words}`;
}

/** What the usage says of command `name`, in one paragraph. */
function about(name: string, shape: Shape): string {
  const which = shape.client === "t"
    ? "-t CLIENT (berth list-clients names them; a session's name: its client that was active last), else"
    : shape.client === "c"
    ? "-c CLIENT (berth list-clients names them), else"
    : "";
  const of = shape.pane
    ? "-t TARGET's session (else of the session this runs in)"
    : "the session this runs in";
  const returns = shape.local
    ? `It returns once the prompt has closed (${
      name === "command-prompt" ? "-b, -i" : "-b"
    }: at once), as tmux's.`
    : "It returns once the client has run it.";
  const active = shape.activePane
    ? " It runs on the pane the session shows active: -t naming another is refused."
    : shape.paneId
    ? " It runs on the pane -t names, active or not, in any window of its session, as tmux's."
    : "";
  return `Runs ${name} on an attached client, as tmux runs it on its current client. The client: ${which} the one of ${of} that was active last. The options are tmux's ${name}'s. ${returns}${active}`
    .replace(/ {2,}/g, " ");
}

/** `text` in lines of at most 76 characters, broken at spaces. */
function wrap(text: string): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > 76) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line].join("\n");
}

/** The command `typed` (a name or short name this module knows). */
export function commandFor(typed: string): Command {
  const name = ALIASES[typed] ?? typed;
  const shape = SHAPES[name];
  return {
    name,
    summary: shape.summary,
    target: shape.client === "t" ? "client" : true,
    usage: `Usage: ${usage(name)}

${wrap(about(name, shape))}

Exit codes: 0 run; 1 no such target or client, no client attached there,
the client shows a prompt, menu, chooser or popup already, or bad
arguments.`,
    run: (args, global) => run(name, typed, shape, args, global),
  };
}

async function run(
  name: string,
  typed: string,
  shape: Shape,
  args: string[],
  global: GlobalOptions,
): Promise<number> {
  const { flags, rest } = splitFlags(name, shape, args);
  const value = (f: string) => flags.findLast(([g]) => g === f)?.[1];
  const client = shape.client ? value(shape.client) ?? undefined : undefined;
  const pane = shape.pane ? value(shape.pane) ?? undefined : undefined;
  // A client named: the daemon takes its session (a session's name
  // there: that session's client).
  const target = client !== undefined
    ? currentSession(global) ?? client
    : paneTarget(name, pane, global);
  if (shape.activePane && pane !== undefined) {
    await needActive(name, target, global);
  }
  const id = shape.paneId && pane !== undefined
    ? await paneId(name, target, global)
    : undefined;
  const kept: [string, string | null][] = flags.filter(([f]) =>
    f !== shape.client && !(shape.local ?? "").includes(f) &&
    (f !== shape.pane || shape.passesPane)
  );
  if (id !== undefined) kept.push([shape.pane!, id]);
  const words = [
    typed,
    ...kept.flatMap(([f, v]) => (v === null ? [`-${f}`] : [`-${f}`, v])),
    ...(rest.length > 0 && kept.length > 0 ? ["--"] : []),
    ...rest,
  ];
  const line = words.map(quote).join(" ");
  // The client's own parsers, here first: a mistake is this command's.
  check(name, words.slice(1));
  if (name === "show-messages" && kept.length > 0) {
    throw new UserError(
      "show-messages -J and -T list tmux's jobs and terminals, which berth does not keep: berth show-messages prints the messages",
    );
  }
  const { output } = await paneRequest(global, {
    op: "client-command",
    name: target,
    ...(client !== undefined ? { client } : {}),
    line,
    // tmux's -i does not wait either.
    ...(shape.local && !flags.some(([f]) => f === "b" || f === "i")
      ? { untilClosed: true }
      : {}),
  });
  if (shape.prints && output) writeOut(new TextEncoder().encode(output));
  return 0;
}

/**
 * Refuses pane `target` unless its window shows it active and its session
 * shows that window: the client runs copy mode and the clock on that one.
 */
async function needActive(
  name: string,
  target: string,
  global: GlobalOptions,
): Promise<void> {
  const text = await expandFormat(
    global,
    "#{window_active}#{pane_active} #{pane_id}",
    target,
    `${name} -t`,
  );
  const [flags, id] = text.trim().split(" ");
  if (flags === "11") return;
  throw new UserError(
    `${name} -t: pane ${id} is not the one its session shows active; berth select-pane -t ${id} (and select-window) first`,
  );
}

/** The id (`%N`) of pane `target`, as the daemon finds it. */
async function paneId(
  name: string,
  target: string,
  global: GlobalOptions,
): Promise<string> {
  const text = await expandFormat(global, "#{pane_id}", target, `${name} -t`);
  return text.trim();
}

/** Refuses what the client would refuse: its menu's and copy-mode's words. */
function check(name: string, args: string[]): void {
  try {
    // A prompt's words: the client's answer says (`#commandPushed`).
    if (name === "display-menu") parseMenu(args);
    // Its words after the flags: tmux's too many arguments, here.
    if (name === "copy-mode") copyModeArgs(args);
  } catch (err) {
    throw new UserError((err as Error).message);
  }
}
