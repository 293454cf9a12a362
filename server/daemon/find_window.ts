/**
 * tmux's `find-window` (prefix `f`), in the daemon, where the screens are:
 * the panes of every session whose window's name, title or visible screen
 * matches, for the attach client's chooser (one request, however many
 * panes; no screen crosses the socket). As tmux 3.3a's filter: a glob
 * `*MATCH*` (`fnmatch`: `*`, `?`, `[...]` in MATCH work too) against the
 * window's name, the pane's title, and each row of its screen, trailing
 * blanks left out; `regex`: a regular expression found anywhere in them
 * (RE2's syntax, where tmux takes POSIX's); `ignoreCase` as `-i`. A title
 * the program set none of is the host's name, as `#T`.
 *
 * @module
 */

import type { FoundPane, Request } from "../../protocol/messages.ts";
import { globMatch } from "../../protocol/glob.ts";
import { compilePattern } from "./wait_pattern.ts";
import type { Session } from "./session.ts";

type FindRequest = Extract<Request, { op: "find-window" }>;

/** The panes of `sessions` (in that order) that `req` finds. */
export async function findPanes(
  sessions: Session[],
  req: FindRequest,
): Promise<FoundPane[]> {
  const all = !req.content && !req.name && !req.title;
  const fields = {
    content: all || !!req.content,
    name: all || !!req.name,
    title: all || !!req.title,
  };
  const test = await matcher(req);
  // Every pane's check at once (each session's worker answers its own),
  // in order.
  const checks: Promise<FoundPane | null>[] = [];
  for (const session of sessions) {
    for (const window of session.windows) {
      const named = fields.name && test(window.name);
      for (const [index, pane] of window.ordered().entries()) {
        const found = {
          session: session.name,
          window: window.index,
          pane: index,
        };
        if (named) {
          checks.push(Promise.resolve(found));
          continue;
        }
        // The screen's rows as text (no cells, trailing blanks off) and
        // the title, in one question to the session's worker; a pane that
        // ended meanwhile matches nothing.
        const answer = session.captureLines(0, pane, "text", false, {
          title: fields.title,
        });
        checks.push(answer.then(({ lines, title = "" }) => {
          const hit = (fields.content && lines.some((l) => test(l))) ||
            (fields.title && test(title || Deno.hostname()));
          return hit ? found : null;
        }, () => null));
      }
    }
  }
  return (await Promise.all(checks)).filter((f) => f !== null);
}

// What a field must satisfy: the glob around MATCH, or the pattern.
async function matcher(req: FindRequest): Promise<(text: string) => boolean> {
  if (req.regex) {
    const re = await compilePattern({
      source: req.match,
      flags: req.ignoreCase ? "i" : "",
    });
    return (text) => re.test(text);
  }
  const glob = `*${req.match}*`;
  const fold = !!req.ignoreCase;
  return (text) => globMatch(glob, text, fold);
}
