/**
 * tmux's `list-windows -a`, `list-panes -s` and `list-panes -a`: the
 * rows of every session (or of one), each naming its session (a pane its
 * window too), gathered over one connection with the requests the daemon
 * answers for one session or window (`ls`, `list-windows`, `list-panes`).
 * What ends between two of them is skipped, as if it had ended before.
 *
 * @module
 */

import type {
  ListFormat,
  PaneInfo,
  SessionInfo,
  WindowInfo,
} from "../../protocol/messages.ts";
import type { Connection } from "../connection.ts";
import type { DaemonAddress } from "../transport/byte_stream.ts";
import { connectOrFail } from "./_connect.ts";
import { afterHook, part, requestOrFail, requestOrSkip } from "./_request.ts";

/** A window of `list-windows -a`: `list-windows`'s, with its session. */
export type WindowRow = { session: string } & WindowInfo;

/** A pane of `list-panes -a`/`-s`: `list-panes`'s, with its window. */
export type PaneRow = { session: string; window: number } & PaneInfo;

/**
 * Rows, and with a format the lines the daemon expanded for them
 * (undefined when a daemon older than `-F` sent none).
 */
export interface Listed<T> {
  rows: T[];
  lines: string[] | undefined;
}

/**
 * Every session's windows, with `format` expanded for each; `named`, a
 * `-t` given, must name a session (tmux's `-a` checks it too).
 */
export async function allWindows(
  where: string | DaemonAddress,
  format: ListFormat,
  named?: string,
): Promise<Listed<WindowRow>> {
  using conn = await connectOrFail(where);
  if (named) {
    await requestOrFail(conn, part({ op: "list-windows", name: named }));
  }
  const { sessions } = await requestOrFail(conn, part({ op: "ls" }));
  if (format.format === undefined) {
    // ls holds every session's windows, all of one moment.
    const rows = sessions.flatMap((s) =>
      (s.windows ?? []).map((w) => ({ session: s.name, ...w }))
    );
    await afterHook(conn, "list-windows", named);
    return { rows, lines: undefined };
  }
  const answers = await Promise.all(
    sessions.map((s) => sessionWindows(conn, s.name, format)),
  );
  // A session that ended meanwhile may have left its name a unique prefix
  // of another's, which the daemon then listed: keep those still there.
  const { sessions: now } = await requestOrFail(conn, part({ op: "ls" }));
  await afterHook(conn, "list-windows", named);
  return joined(answers.filter((a, i) => a && stillThere(sessions[i], now)));
}

/**
 * The panes of every window of the session `target` names, or of every
 * session when it is undefined; `named`, a `-t` given with `-a`, must
 * name a window (tmux checks it too).
 */
export async function allPanes(
  where: string | DaemonAddress,
  target: string | undefined,
  format: ListFormat,
  named?: string,
): Promise<Listed<PaneRow>> {
  using conn = await connectOrFail(where);
  if (named) await requestOrFail(conn, part({ op: "list-panes", name: named }));
  const name = target === undefined ? undefined : await sessionOf(conn, target);
  const { sessions } = await requestOrFail(conn, part({ op: "ls" }));
  const windows = sessions
    .filter((s) => name === undefined || s.name === name)
    .flatMap((s) => (s.windows ?? []).map((w) => ({ s: s.name, w: w.index })));
  const answers = await Promise.all(
    windows.map(({ s, w }) => windowPanes(conn, s, w, format)),
  );
  await afterHook(conn, "list-panes", named ?? target);
  return joined(answers);
}

/** The name of the session `target` names (it may be a prefix of it). */
async function sessionOf(conn: Connection, target: string): Promise<string> {
  const { panes } = await requestOrFail(
    conn,
    part({ op: "list-panes", name: target }),
  );
  // A window has a pane at least, whose target is SESSION:WINDOW.PANE.
  return panes[0].target.slice(0, panes[0].target.indexOf(":"));
}

/** A session's windows as rows; null when it has ended. */
async function sessionWindows(
  conn: Connection,
  session: string,
  format: ListFormat,
): Promise<Listed<WindowRow> | null> {
  const answer = await requestOrSkip(
    conn,
    part({ op: "list-windows", name: session, ...format }),
  );
  return answer && placed(answer.windows, answer.lines, { session });
}

/**
 * A window's panes as rows; null when it has ended, or when its target
 * found another session or window instead (a prefix of a name, a window
 * called by that number), which the panes' own targets show.
 */
async function windowPanes(
  conn: Connection,
  session: string,
  window: number,
  format: ListFormat,
): Promise<Listed<PaneRow> | null> {
  const answer = await requestOrSkip(
    conn,
    part({ op: "list-panes", name: `${session}:${window}`, ...format }),
  );
  const here = `${session}:${window}.`;
  if (!answer || answer.panes.some((p) => !p.target.startsWith(here))) {
    return null;
  }
  return placed(answer.panes, answer.lines, { session, window });
}

/** An answer's rows, each with `place` (where it is) first, and its lines. */
function placed<P, T>(
  rows: T[],
  lines: string[] | undefined,
  place: P,
): Listed<P & T> {
  return { rows: rows.map((row) => ({ ...place, ...row })), lines };
}

/** `session` is in `now`, the same one (a new one may have its name). */
function stillThere(session: SessionInfo, now: SessionInfo[]): boolean {
  return now.some((s) =>
    s.name === session.name && s.created === session.created
  );
}

/** The answers' rows one after another, and their lines if each has some. */
function joined<T>(answers: (Listed<T> | null)[]): Listed<T> {
  const kept = answers.filter((a): a is Listed<T> => a !== null);
  return {
    rows: kept.flatMap((a) => a.rows),
    lines: kept.every((a) => a.lines)
      ? kept.flatMap((a) => a.lines!)
      : undefined,
  };
}
