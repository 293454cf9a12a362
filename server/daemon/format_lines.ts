/**
 * tmux's formats expanded for a target or for each row of a list
 * (`display-message`, and `-F` of `ls`, `list-windows`, `list-panes`,
 * `list-clients`): the rows' contexts, as tmux gives them, and a pane's
 * title and cursor fetched from its engine only when the format shows
 * them.
 *
 * @module
 */

import { expandFormat } from "../../protocol/format.ts";
import { strftime } from "../../protocol/ctime.ts";
import type { Attachment } from "./client_switch.ts";
import { type FormatCursor, formatValues } from "./format_values.ts";
import { RequestFailure } from "./request_failure.ts";
import type { Session } from "./session.ts";
import type { Resolved } from "./targets.ts";
import type { Window } from "./window.ts";

/** What one expansion is for: a pane in its window and session, a client. */
export interface FormatContext extends Resolved {
  /** The client whose `client_*` values show; null: they are empty. */
  client: Attachment | null;
  /** Variables over all others: a hook's (`#{hook}` ...). */
  extra?: Record<string, string>;
}

/**
 * `format` expanded for `ctx`; with `wrap`, each variable's value goes
 * through it (`run-shell` quotes them for the shell). `freshTitle`: the
 * pane's title is asked of its engine even for the shown pane, whose
 * status line's copy may lag a title just set (the panes' labels, which
 * are expanded again as a title changes).
 */
export async function expandFor(
  format: string,
  ctx: FormatContext,
  wrap?: (value: string) => string,
  freshTitle = false,
): Promise<string> {
  const [{ title, cursor, tabs }, history, alternate] = await Promise.all([
    paneScreen(ctx, format, freshTitle),
    historySize(ctx, format),
    alternateOn(ctx, format),
  ]);
  const values = formatValues({
    ...ctx,
    title,
    cursor,
    tabs,
    history,
    alternate,
  });
  if (!wrap) return expandFormat(format, values);
  return expandFormat(format, (name) => {
    const v = values(name);
    return v === undefined ? v : wrap(v);
  });
}

/** `format` expanded for each of `contexts`, one line each, in order. */
export function formatLines(
  format: string,
  contexts: FormatContext[],
): Promise<string[]> {
  return Promise.all(contexts.map((ctx) => expandFor(format, ctx)));
}

/**
 * A session as `ls -F` sees it (tmux's format_defaults): its shown
 * window and that window's active pane.
 */
export function sessionContext(
  session: Session,
  client: Attachment | null,
): FormatContext {
  return windowContext(session, session.window, client);
}

/** A window as `list-windows -F` sees it: with its active pane. */
export function windowContext(
  session: Session,
  window: Window,
  client: Attachment | null,
): FormatContext {
  return { session, window, pane: window.active, client };
}

/** Each pane of `window`, in index order (`list-panes -F`). */
export function paneContexts(
  session: Session,
  window: Window,
  client: Attachment | null,
): FormatContext[] {
  return window.ordered().map((pane) => ({ session, window, pane, client }));
}

/**
 * The lines of history above the pane's screen, asked of its engine only
 * when the format shows `history_size`.
 */
async function historySize(
  t: Resolved,
  format: string,
): Promise<number | null> {
  if (!format.includes("history_size")) return null;
  try {
    return (await t.session.history(0, 0, undefined, t.pane)).total;
  } catch {
    return null;
  }
}

/**
 * Whether the pane shows the alternate screen, asked of its engine only
 * when the format shows `alternate_on`: a capture of the screen behind it
 * (`capture-pane -a`) answers while it does, and fails while it does not.
 */
async function alternateOn(
  t: Resolved,
  format: string,
): Promise<boolean | null> {
  if (!format.includes("alternate_on")) return null;
  try {
    await t.session.captureLines(0, t.pane, "text", false, {
      alternate: true,
    });
    return true;
  } catch (err) {
    if (err instanceof RequestFailure && err.code === "not-found") {
      return false;
    }
    return null;
  }
}

/** What a format may need from the pane's engine. */
interface PaneScreen {
  title: string;
  cursor: FormatCursor | null;
  tabs?: number[];
}

/**
 * The pane's title and cursor when the format may show them: the shown
 * window's active pane's title is at hand (the status line's); the rest
 * comes from the pane's engine, asked only then. A pane that ended
 * meanwhile has "" and no cursor.
 */
async function paneScreen(
  t: Resolved,
  format: string,
  freshTitle: boolean,
): Promise<PaneScreen> {
  const wantsTitle = /#T|pane_title/.test(format);
  const wantsCursor = /cursor_|pane_tabs/.test(format);
  const shown = t.window === t.session.window && t.pane === t.window.active;
  if (!wantsCursor && (!wantsTitle || (shown && !freshTitle))) {
    return { title: wantsTitle ? t.session.mirror.title : "", cursor: null };
  }
  if (!wantsCursor) {
    // The title alone: a capture of the screen's text (not its cells)
    // is the lighter ask.
    try {
      const a = await t.session.captureLines(0, t.pane, "text", false, {
        title: true,
      });
      return { title: a.title ?? "", cursor: null };
    } catch {
      return { title: "", cursor: null };
    }
  }
  try {
    const { screen, wrapPending, tabs } = await t.session.capture(0, t.pane);
    // tmux: at the pending wrap, the cursor is past the last column.
    const x = wrapPending ? screen.cursor.x + 1 : screen.cursor.x;
    const cursor = { ...screen.cursor, x };
    return { title: screen.title, cursor, tabs };
  } catch {
    return { title: "", cursor: null };
  }
}

/**
 * `format` (`pane-border-format`) expanded for each pane shown in
 * `window` (the session's shown one unless given), in order: the panes'
 * labels (`pane_labels.ts`), strftime's conversions first, as tmux's
 * `format_expand_time`.
 */
export async function labelsFor(
  session: Session,
  format: string,
  window: Window = session.window,
): Promise<[number, string][]> {
  const timed = strftime(format, new Date());
  const shown = window.shown();
  const panes = window.ordered().filter((p) => shown.has(p.id));
  const texts = await Promise.all(
    panes.map((pane) =>
      expandFor(timed, { session, window, pane, client: null }, undefined, true)
    ),
  );
  return panes.map((p, i) => [p.id, texts[i]]);
}
