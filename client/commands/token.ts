/**
 * `berth token create|ls|revoke`: the login tokens of `berth serve` (see
 * `web/tokens.ts`).
 *
 * @module
 */

import { checkSessionName } from "../../protocol/names.ts";
import type { SessionInfo } from "../../protocol/messages.ts";
import { parseDuration } from "../../web/duration.ts";
import { DEFAULT_LISTEN, loginUrl } from "../../web/listen.ts";
import {
  daemonSessions,
  findSession,
  tokenRef,
} from "../../web/session_ref.ts";
import {
  TokenFileError,
  type TokenRecord,
  TokenStore,
} from "../../web/tokens.ts";
import { parseCommandArgs } from "../cli_args.ts";
import { type Command, UserError } from "./command.ts";
import { asUserError } from "./_connect.ts";

export const command: Command = {
  name: "token",
  summary: "Make, list and revoke login tokens for berth serve",
  usage:
    `Usage: berth token create [--session NAME] [--read-only] [--expires TIME]
       berth token ls [--json]
       berth token revoke ID

create prints a new token and its login URL, once: only its hash is kept
(in the state directory, mode 0600). Anyone with the URL gets in.

Options of create:
  --session NAME   only this running session (a share link); it follows
                   the session through renames, and ends with it
  --read-only      sees everything, types nothing
  --expires TIME   stops working after TIME: 90s, 30m, 2h, 7d
  --url BASE       the server's address in the URL (default
                   http://${DEFAULT_LISTEN}/; use yours with --listen or TLS)
  --json           id, token, url, session, readOnly, expires as JSON`,
  run(args, global) {
    // Tokens are kept here and log in to a berth serve here only.
    if (global.host) {
      throw new UserError(
        `token makes logins for a berth serve on this machine: run berth token on ${global.host.label}, not with -H or BERTH_HOST`,
      );
    }
    return subcommand(args, global.socket).catch((err) => {
      // A broken token file, a daemon of another berth: the user's to
      // fix, one line, no stack.
      if (err instanceof TokenFileError) throw new UserError(err.message);
      throw asUserError(err, global.socket);
    });
  },
};

function subcommand(args: string[], socket: string): Promise<number> {
  const [sub, ...rest] = args;
  switch (sub) {
    case "create":
      return create(rest, socket);
    case "ls":
    case "list":
      return list(rest, socket);
    case "revoke":
      return revoke(rest);
    default:
      throw new UserError(
        sub === undefined
          ? "berth token needs create, ls or revoke (see berth token --help)"
          : `Unknown token command ${sub} (create, ls or revoke)`,
      );
  }
}

/**
 * The running session `--session` names (its name, or its `$N`), to tie a
 * share link to: no later session of its name opens it.
 */
async function sharedSession(name: string, socket: string) {
  const why = checkSessionName(name);
  if (why) throw new UserError(why);
  const sessions = await daemonSessions(socket, "cli");
  const s = sessions.find((s) => s.name === name) ??
    sessions.find((s) => s.id === name);
  if (!s) {
    throw new UserError(
      `No session named ${name}: a link for one session opens a running one (berth ls lists them; berth new -d -s ${name} starts it)`,
    );
  }
  return {
    session: s.name,
    ...(s.id === undefined
      ? {}
      : { sessionId: s.id, sessionCreated: s.created }),
  };
}

async function create(args: string[], socket: string): Promise<number> {
  const { values, positionals } = parseCommandArgs("token", args, {
    session: { type: "string" },
    "read-only": { type: "boolean" },
    expires: { type: "string" },
    url: { type: "string" },
    json: { type: "boolean" },
  });
  if (positionals.length > 0) {
    throw new UserError("token create takes no arguments but options");
  }
  let ttlMs: number | undefined;
  if (values.expires !== undefined) {
    ttlMs = parseDuration(values.expires) ?? undefined;
    if (ttlMs === undefined) {
      throw new UserError(
        `--expires takes a time such as 90s, 30m, 2h or 7d, not "${values.expires}"`,
      );
    }
  }
  // A URL the browser opens: a bare host:port would be a relative link.
  if (values.url !== undefined && !/^https?:\/\/[^/]/.test(values.url)) {
    throw new UserError(
      `--url takes the server's address with its scheme, such as http://127.0.0.1:7681, not "${values.url}"`,
    );
  }
  const shared = values.session === undefined
    ? {}
    : await sharedSession(values.session, socket);
  const { token, record } = await new TokenStore().create({
    ...shared,
    readOnly: values["read-only"] ?? false,
    ttlMs,
  });
  const url = loginUrl(values.url, token, record.session);
  if (values.json) {
    console.log(JSON.stringify({
      id: record.id,
      token,
      url,
      session: record.session,
      readOnly: record.readOnly,
      expires: record.expires,
    }));
  } else {
    console.log(`Token ${record.id} (${describe(record)}); shown only now:`);
    console.log(url);
  }
  return 0;
}

/**
 * `t`'s session as `token ls` shows it: its name now; the one it had
 * once it has ended; null for every session. A token of an older berth
 * opens a session by name until its first use binds it (`bound` false).
 */
function sessionNow(t: TokenRecord, sessions: SessionInfo[]) {
  if (t.session === null) return { session: null, ended: false, bound: true };
  const s = findSession(sessions, tokenRef(t));
  const bound = t.sessionId !== undefined;
  return { session: s?.name ?? t.session, ended: bound && !s, bound };
}

/**
 * The tokens, each bound one whose session `sessions` show renamed keeping
 * the new name (as serve does): once the session has ended, `ls` says the
 * name it had last, not one that a new session may have taken since.
 */
function followed(
  store: TokenStore,
  records: TokenRecord[],
  sessions: SessionInfo[],
): Promise<TokenRecord[]> {
  return Promise.all(records.map(async (t) => {
    const s = t.sessionId === undefined
      ? null
      : findSession(sessions, tokenRef(t));
    if (!s?.id || s.name === t.session) return t;
    const session = { name: s.name, id: s.id, created: s.created };
    return await store.follow(t.id, session) ?? t;
  }));
}

/** The SESSION column of `token ls`. */
function sessionColumn(
  t: { session: string | null; ended: boolean; bound: boolean },
): string {
  if (t.session === null) return "*";
  return t.session + (t.ended ? " (ended)" : t.bound ? "" : " (by name)");
}

async function list(args: string[], socket: string): Promise<number> {
  const { values, positionals } = parseCommandArgs("token", args, {
    json: { type: "boolean" },
  });
  if (positionals.length > 0) {
    throw new UserError("token ls takes no arguments");
  }
  const now = Date.now();
  const store = new TokenStore();
  const listed = store.list();
  // Only a share link has a session to name (no daemon: all have ended).
  const sessions = listed.some((t) => t.session !== null)
    ? await daemonSessions(socket, "cli")
    : [];
  const tokens = (await followed(store, listed, sessions)).map((t) => ({
    id: t.id,
    ...sessionNow(t, sessions),
    sessionId: t.sessionId ?? null,
    readOnly: t.readOnly,
    created: t.created,
    expires: t.expires,
    expired: t.expires !== null && t.expires <= now,
  }));
  if (values.json) {
    console.log(JSON.stringify(tokens, null, 2));
    return 0;
  }
  const rows = [["ID", "SESSION", "ACCESS", "CREATED", "EXPIRES"]];
  for (const t of tokens) {
    rows.push([
      t.id,
      sessionColumn(t),
      t.readOnly ? "read-only" : "read-write",
      new Date(t.created).toISOString().slice(0, 19).replace("T", " "),
      t.expires === null ? "never" : (t.expired ? "expired " : "") +
        new Date(t.expires).toISOString().slice(0, 19).replace("T", " "),
    ]);
  }
  if (tokens.length > 0) console.log(table(rows));
  return 0;
}

async function revoke(args: string[]): Promise<number> {
  const { positionals } = parseCommandArgs("token", args, {});
  if (positionals.length !== 1) {
    throw new UserError(
      "token revoke takes one token ID (berth token ls lists them)",
    );
  }
  if (!await new TokenStore().revoke(positionals[0])) {
    throw new UserError(
      `No token with ID ${positionals[0]} (berth token ls lists them)`,
    );
  }
  return 0;
}

function describe(t: TokenRecord): string {
  const scope = t.session === null ? "every session" : `session ${t.session}`;
  const access = t.readOnly ? "read-only" : "read-write";
  const until = t.expires === null
    ? "no expiry"
    : `until ${
      new Date(t.expires).toISOString().slice(0, 16).replace("T", " ")
    } UTC`;
  return `${scope}, ${access}, ${until}`;
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) =>
    Math.max(...rows.map((r) => r[i].length))
  );
  return rows.map((r) =>
    r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]))).join("  ")
  ).join("\n");
}
