/**
 * `show-options` in tmux 3.3a's form, which scripts written for tmux
 * parse (`tmux show -gv status-left`, `show -g | grep ^status`): one
 * option, or every option of one scope (`-s` the server's, `-g` the
 * session options', `-gw` the window options', without `-g` the
 * session's, `-w` the window's, `-p` the pane's own), as tmux prints
 * them (`_tmux_options.ts`). Without `-g` only the target's own values
 * show, as tmux's; `-A` adds the inherited ones, marked `name*`.
 * Outside any session, with no `-t`, a session's or window's own values
 * are the daemon's, as with `-g`.
 *
 * @module
 */

import { configPath, loadConfig } from "../../protocol/config_file.ts";
import {
  isUserOption,
  type Options,
  settingFromText,
  startOptions,
  type UserTable,
  type UserTables,
} from "../../protocol/options.ts";
import { ConnectionError } from "../connection.ts";
import { unknownOption } from "./_option_prefix.ts";
import { connectExisting } from "../daemon_start.ts";
import { printLine } from "../stdout.ts";
import { asUserError } from "./_connect.ts";
import { paneRequest, paneTarget } from "./_pane.ts";
import { requestOrFail } from "./_request.ts";
import {
  optionLines,
  TMUX_OPTIONS,
  type TmuxOption,
  tmuxOption,
} from "./_tmux_options.ts";
import {
  currentSession,
  envOf,
  type GlobalOptions,
  UserError,
} from "./command.ts";

/** show-options' flags, as tmux's. */
export interface ShowFlags {
  global?: boolean;
  server?: boolean;
  window?: boolean;
  pane?: boolean;
  all?: boolean;
  value?: boolean;
  quiet?: boolean;
  target?: string;
}

/** A target's own values: its session's, its window's, its pane's. */
type OwnValues = Record<string, unknown>;

/**
 * `show-options [-AgpqsvwA] [-t TARGET] OPTION`: one option's line (its
 * items' for an array; `NAME[I]` one item), as tmux's. An option berth
 * has not is an error (`-q`: nothing); one the target has no value of
 * its own prints nothing (`-A`: the inherited one, `NAME*`).
 */
export async function showOption(
  global: GlobalOptions,
  spec: string,
  flags: ShowFlags,
): Promise<number> {
  const m = /^(.*?)(?:\[(\d+)\])?$/.exec(spec)!;
  const [name, index] = [m[1], m[2] === undefined ? undefined : +m[2]];
  // A user option is the session's, with -w the window's, -p the pane's.
  const scope = flags.window ? "window" : "session";
  const opt: TmuxOption | undefined = isUserOption(name)
    ? { name, setting: name, scope, pane: true, kind: "text" }
    : tmuxOption(name);
  if (!opt) {
    if (flags.quiet) return 0;
    throw new UserError(unknownOption(name));
  }
  const { own, parent } = await valuesOf(
    global,
    opt,
    flags,
    isUserOption(name),
  );
  const mine = own[opt.setting];
  const inherited = mine === undefined && parent !== undefined;
  const v = inherited ? parent[opt.setting] : mine;
  if (v === undefined || (inherited && !flags.all)) {
    // As tmux's: an option with no value here prints nothing, but a user
    // option not set is an error (-q: nothing, tpm's show -gqv).
    if (!isUserOption(name) || flags.quiet) return 0;
    // In tmux's words, then what is not set where.
    const whose = parent === undefined
      ? ""
      : flags.pane
      ? ` for this pane; show -pA ${name}: what it inherits`
      : scope === "window"
      ? ` for this window; show -gw ${name}: the windows' table's`
      : ` for this session; show -g ${name}: the daemon's`;
    throw new UserError(`invalid option: ${name} (not set${whose})`);
  }
  const text = tmuxText(opt.setting, v);
  const style = { valueOnly: flags.value, inherited };
  for (const line of optionLines(name, opt.kind, text, style, index)) {
    printLine(line);
  }
  return 0;
}

/**
 * `show-options [-AgpsvwA] [-t TARGET]`: every option of the scope the
 * flags name, as tmux lists them: the user options first (by name), then
 * tmux's table order.
 */
export async function showScope(
  global: GlobalOptions,
  flags: ShowFlags,
): Promise<number> {
  const scope = flags.server
    ? "server"
    : flags.window || flags.pane
    ? "window"
    : "session";
  const { own, parent } = await valuesOf(
    global,
    { scope, pane: !!flags.pane },
    flags,
    true,
  );
  const valueOnly = flags.value;
  // The scope's own user options: -s the server's table's, -gw the
  // windows' table's, -g the session options'.
  const users = Object.keys(own).filter(isUserOption).sort();
  const lines = users.flatMap((name) =>
    optionLines(name, "text", String(own[name]), { valueOnly })
  );
  for (const opt of TMUX_OPTIONS) {
    if (opt.scope !== scope || (flags.pane && !opt.pane)) continue;
    const mine = own[opt.setting];
    const inherited = mine === undefined && flags.all === true &&
      parent !== undefined;
    const v = inherited ? parent[opt.setting] : mine;
    if (v === undefined) continue;
    const text = tmuxText(opt.setting, v);
    lines.push(
      ...optionLines(opt.name, opt.kind, text, { valueOnly, inherited }),
    );
  }
  for (const line of lines) printLine(line);
  return 0;
}

/**
 * Setting `name`'s value as tmux writes it: a flag on or off, `status`
 * on or off (berth's bottom and top are on), else as it is.
 */
export function tmuxText(name: string, v: unknown): string {
  if (name === "status") return v === "off" ? "off" : "on";
  return typeof v === "boolean" ? (v ? "on" : "off") : String(v);
}

/**
 * The values an option of `opt`'s scope shows from: the target's own
 * (`own`: its session's, set without -g; its window's, setw; with -p its
 * pane's) and what they inherit (`parent`: the daemon's; a window's, the
 * windows' table over them; a pane's, its window's over those); the
 * daemon's alone (no `parent`) for -g, a server option, or a session's or
 * window's option with no -t outside any session. `user`: a user option
 * (or a whole scope's list), which tmux's flags place (its
 * options_scope_from_flags: -s the server's table, -p the pane's, -gw the
 * windows' table); tmux's own options' tables place them by their names
 * (options_scope_from_name: -s on a session option is no -g).
 */
async function valuesOf(
  global: GlobalOptions,
  opt: Pick<TmuxOption, "scope" | "pane">,
  flags: ShowFlags,
  user = false,
): Promise<{ own: OwnValues; parent?: OwnValues }> {
  const { options, tables } = await currentOptions(global);
  const daemon = options as unknown as OwnValues;
  // A global table: tmux's own options (all the daemon's), and the
  // user options of that table alone.
  const table = (t: UserTable) => ({ ...withoutUser(daemon), ...tables?.[t] });
  if (opt.scope === "server" || (user && flags.server)) {
    return { own: table("server") };
  }
  if (flags.global && !(user && flags.pane)) {
    return { own: opt.scope === "window" ? table("window") : daemon };
  }
  const listing = flags.window || flags.pane;
  const here = global.boundTo !== undefined
    ? `${global.boundTo}:`
    : currentSession(global);
  const name = flags.target ?? (listing ? undefined : here);
  if (name === undefined && !listing) return { own: daemon };
  const what = flags.pane ? "-p" : opt.scope === "window" ? "-w" : "";
  const got = await paneRequest(global, {
    op: "window-options",
    name: paneTarget(`show-options ${what}`.trim(), name, global),
  });
  const window = windowOwn(got.options);
  if (flags.pane) {
    return { own: got.pane ?? {}, parent: { ...table("window"), ...window } };
  }
  if (opt.scope === "window") return { own: window, parent: table("window") };
  return { own: got.session ?? {}, parent: daemon };
}

/** `values` without their user options (`@name`). */
function withoutUser(values: OwnValues): OwnValues {
  return Object.fromEntries(
    Object.entries(values).filter(([key]) => !isUserOption(key)),
  );
}

/** A window's own values, kept as text, as the settings they are. */
function windowOwn(options: Record<string, unknown>): OwnValues {
  return Object.fromEntries(
    Object.entries(options).map(([key, v]) => [
      key,
      typeof v === "string" && !isUserOption(key) ? settingFromText(key, v) : v,
    ]),
  );
}

/** The daemon's settings, or the file's when no daemon runs. */
export async function currentOptions(
  global: GlobalOptions,
): Promise<
  { options: Options; warnings: string[]; path: string; tables?: UserTables }
> {
  let conn;
  try {
    conn = await connectExisting(global, "cli");
  } catch (err) {
    // The config file here is not the one a daemon on another host reads.
    if (
      err instanceof ConnectionError && err.kind === "no-daemon" &&
      !global.host
    ) {
      const env = (k: string) => envOf(global, k);
      return await loadConfig(configPath(env), { base: startOptions(env) });
    }
    throw asUserError(err, global);
  }
  using c = conn;
  return await requestOrFail(c, { op: "options" });
}
