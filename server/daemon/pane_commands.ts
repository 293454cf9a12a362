/**
 * The window and pane requests (tmux's `split-window`, `select-pane`,
 * `new-window` ...): each resolves its target, then asks the session.
 *
 * @module
 */

import { unsuitableShell } from "./default_shell.ts";
import { setUserOption } from "./user_options.ts";
import { strftime } from "../../protocol/ctime.ts";
import {
  appendSeparator,
  appendsText,
  checkSetting,
  checkWindowSetting,
  isSessionSetting,
  isUserOption,
  isWindowSetting,
  MAX_BASE_INDEX,
  remainFromText,
  remainText,
  type SessionSetting,
  settingFromText,
} from "../../protocol/options.ts";
import { markedPane, markPane } from "./marked_pane.ts";
import type {
  PaneInfo,
  PaneRequest,
  WindowInfo,
} from "../../protocol/messages.ts";
import {
  type Direction,
  Layout,
  type MainPaneSizes,
  PRESET_LAYOUTS,
  type PresetLayout,
} from "../workers/layout.ts";
import {
  customLayout,
  isLayoutString,
  LayoutStringError,
} from "../workers/layout_custom.ts";
import { RequestFailure } from "./request_failure.ts";
import { killEach } from "./kill_wait.ts";
import { type Session, splitForJoin } from "./session.ts";
import {
  type Current,
  type Resolved,
  resolveTarget,
  resolveWindowPlace,
  type TargetKind,
  type WindowPlace,
} from "./targets.ts";
import type { Window } from "./window.ts";
import type { Pane } from "./pane.ts";
import { expandFormat } from "../../protocol/format.ts";
import { formatValues } from "./format_values.ts";
import { expandFor } from "./format_lines.ts";
import { shellWord } from "./run_shell.ts";

/**
 * What each request's `name` (-t) names when it is a bare word, as
 * tmux's command of that name: a session, a window or a pane
 * (`select-window -n` is tmux's `next-window`, whose -t is a session).
 */
export function paneRequestKind(req: PaneRequest): TargetKind {
  switch (req.op) {
    case "select-window":
      return req.to ? "session" : "window";
    case "list-windows":
      return "session";
    case "kill-window":
    case "rename-window":
    case "respawn-window":
    case "rotate-window":
    case "swap-window":
    case "list-panes":
    case "window-options":
      return "window";
    default:
      return "pane";
  }
}

/**
 * Acts on one validated window or pane request; returns its answer.
 * Its targets are read against `current` (`targets.ts`).
 */
export function handlePaneRequest(
  sessions: ReadonlyMap<string, Session>,
  req: PaneRequest,
  current?: Current,
): unknown {
  // Its target may be an index no window has yet.
  if (req.op === "move-window") return moveWindow(sessions, req, current);
  if (req.op === "new-window") return newWindow(sessions, req, current);
  if (req.op === "break-pane") return breakPane(sessions, req, current);
  const target = resolveTarget(
    sessions,
    req.name,
    paneRequestKind(req),
    current,
  );
  const { session, window, pane } = target;
  switch (req.op) {
    case "split-window": {
      const size = splitSize(target, req);
      const added = session.split(
        pane,
        req.kind,
        { cmd: req.cmd, cwd: startDir(req.cwd, target), env: req.env },
        size,
        req.before,
      );
      if (req.detached) session.activatePane(pane);
      return {
        target: session.describe(added),
        pid: added.pid,
        paneId: added.id,
      };
    }
    case "select-window":
      session.selectWindow(
        req.to
          ? relativeWindow(session, window, req.to, req.alert ?? false)
          : window,
      );
      return {};
    case "select-pane":
      // As tmux's: a mark, else a title, is all it does.
      if (req.mark) {
        markPane(session, req.mark === "set" ? pane : null);
        return {};
      }
      if (req.title !== undefined) return setTitle(target, req.title);
      selectPane(session, window, pane, req.to);
      if (req.zoom) session.toggleZoom(window.active);
      return {};
    // Out of every list at once, then answered (`kill_wait.ts`).
    case "kill-pane": {
      const panes = req.others
        ? [...window.panes.values()].filter((p) => p !== pane)
        : [pane];
      killEach(panes, (p) => session.killPane(p));
      return {};
    }
    case "kill-window": {
      const windows = req.others
        ? session.windows.filter((w) => w !== window)
        : [window];
      killEach(windows, (w) => session.killWindow(w));
      return {};
    }
    case "rename-window":
      window.name = req.newName;
      // tmux's: the window's automatic-rename is off from then on.
      window.autoName = false;
      session.notifyHook("window-renamed", { window });
      session.statusChanged();
      return {};
    case "resize-pane":
      if (req.zoom) {
        session.toggleZoom(pane);
        return {};
      }
      window.zoomed = false;
      for (
        const [kind, size] of [["lr", req.width], ["tb", req.height]] as const
      ) {
        if (size === undefined) continue;
        // A pane's label row (pane-border-status) is its cell's too: the
        // cell is a row taller than the pane, as tmux 3.3a's -y counts it.
        const cell = kind === "tb" && window.hasStatusRow(pane)
          ? size + 1
          : size;
        if (req.border) window.layout.dragBorder(pane.id, kind, cell);
        else window.layout.setPaneSize(pane.id, kind, cell);
      }
      if (req.dir) {
        window.layout.resizePane(pane.id, req.dir, req.amount ?? 1);
      }
      session.layoutChanged();
      return {};
    case "swap-pane": {
      const marked = req.marked && req.source === undefined
        ? markedPane()
        : null;
      if (req.source !== undefined || marked) {
        const src = resolveTarget(
          sessions,
          req.source ?? "{marked}",
          "pane",
          current,
        );
        swapPanes(src, target, req.detached ?? false);
        return {};
      }
      const order = window.ordered();
      const i = order.indexOf(pane);
      const j = (i + (req.to === "next" ? 1 : -1) + order.length) %
        order.length;
      if (i !== j) window.layout.swap(pane.id, order[j].id);
      session.layoutChanged();
      return {};
    }
    case "rotate-window":
      rotateWindow(window, req.down ?? false, req.zoom ?? false);
      session.layoutChanged();
      return {};
    case "respawn-pane":
    case "respawn-window": {
      const spec = {
        cmd: req.cmd,
        cwd: startDir(req.cwd, target),
        env: req.env,
        kill: req.kill,
      };
      const fresh = req.op === "respawn-pane"
        ? session.respawnPane(pane, spec)
        : session.respawnWindow(window, spec);
      return { target: session.describe(fresh), pid: fresh.pid };
    }
    case "clear-history":
      session.clearHistory(pane);
      return {};
    case "reset-pane":
      session.resetPane(pane);
      return {};
    case "pipe-pane":
      return pipePane(target, req);
    case "swap-window": {
      // No -s: the marked pane's window, when one is marked (tmux's).
      const src = resolveTarget(
        sessions,
        req.marked && markedPane() ? "{marked}" : req.source,
        "window",
        current,
      );
      if (src.session !== session) return swapAcross(src, target, req);
      session.swapWindows(src.window, window, req.detached ?? false);
      return {};
    }
    case "join-pane": {
      const marked = markedPane();
      const src = req.marked && marked
        ? resolveTarget(sessions, "{marked}", "pane", current)
        : resolveTarget(sessions, req.source, "pane", current);
      // tmux: a marked pane that leaves its window is marked no longer.
      const unmark = () => {
        if (marked?.pane === src.pane) markPane(marked.session, null);
      };
      if (src.session !== session) {
        return joinAcross(src, target, req).then((r) => (unmark(), r));
      }
      session.joinPane(
        src.pane,
        pane,
        req.kind,
        splitSize(target, req),
        req.before ?? false,
        req.detached ?? false,
      );
      unmark();
      return { target: session.describe(src.pane) };
    }
    case "select-layout":
      window.zoomed = false;
      selectLayout(window, pane.id, req, session.mainPaneSizesOf(window));
      session.layoutChanged();
      return {};
    case "set-option":
      setOption(session, window, pane, req);
      return {};
    case "window-options": {
      const options = { ...window.settings } as Record<
        string,
        string | boolean
      >;
      if (window.synchronized !== null) {
        options["synchronize-panes"] = window.synchronized;
      }
      if (window.autoName !== null) {
        options["automatic-rename"] = window.autoName;
      }
      const own: Record<string, string> = { ...pane.userOptions };
      if (pane.remainOnExit !== null) {
        own["remain-on-exit"] = remainText(pane.remainOnExit);
      }
      return { options, session: { ...session.settings }, pane: own };
    }
    case "list-windows":
      return { windows: session.info().windows as WindowInfo[] };
    case "list-panes":
      return { panes: listPanes(session, window) };
  }
}

/**
 * `new-window`: a window in the session `name` names (tmux's window
 * index target: `SESSION:INDEX` or a bare `INDEX` puts it there, an
 * index in use is refused unless `kill`; else the lowest free index;
 * `insert`: after or before the window named, `Session.newWindow`).
 */
function newWindow(
  sessions: ReadonlyMap<string, Session>,
  req: Extract<PaneRequest, { op: "new-window" }>,
  current: Current,
): unknown {
  const place = resolveWindowPlace(sessions, req.name, current);
  const session = place.session;
  const here = { session, window: session.window, pane: session.window.active };
  // -a, -b: next to the window named, else (a bare SESSION) the one shown;
  // an index free takes the window there, as tmux's.
  const next = req.insert && (place.index === null ? session.window : null);
  const w = session.newWindow(
    { cmd: req.cmd, cwd: startDir(req.cwd, here), env: req.env },
    req.windowName,
    !req.detached,
    next ? next.index : place.index,
    {
      insert: next || place.window ? req.insert : undefined,
      kill: req.kill,
    },
  );
  return {
    target: session.describe(w.active),
    pid: w.active.pid,
    paneId: w.active.id,
  };
}

/**
 * `break-pane`: pane `name` (-s) out into a window of its own at the
 * place `to` (-t) names (tmux's window index target; absent: the lowest
 * free index of the pane's session), in another session too. A pane
 * alone in its window has its window moved there, as tmux's does.
 */
async function breakPane(
  sessions: ReadonlyMap<string, Session>,
  req: Extract<PaneRequest, { op: "break-pane" }>,
  current: Current,
): Promise<{ target: string; paneId: number }> {
  const src = resolveTarget(sessions, req.name, "pane", current);
  const place = req.to === undefined
    ? { session: src.session, index: null, window: null }
    : resolveWindowPlace(sessions, req.to, current);
  const { session: from, pane } = src;
  const to = place.session;
  const detached = req.detached ?? false;
  const answer = (s: Session) => ({
    target: s.describe(pane),
    paneId: pane.id,
  });
  if (src.window.panes.size === 1 && req.to !== undefined) {
    const w = src.window;
    const move = { kill: false, detached };
    if (from === to) from.moveWindow(w, place.index, false, detached);
    else await moveAcross(src, place, move);
    if (req.windowName !== undefined) {
      w.name = req.windowName;
      w.autoName = false;
      landing(from, to).statusChanged();
    }
    return answer(landing(from, to));
  }
  if (from === to) {
    from.breakPane(pane, detached, place.index, req.windowName);
    return answer(from);
  }
  if (place.window) {
    throw new RequestFailure(
      "bad-request",
      `Index ${place.index} of session ${to.name} is in use (break-pane -t ${to.name}: takes the first free one)`,
    );
  }
  from.checkHandOff([pane]);
  to.checkRoom(1);
  // Out into a window of its own here, then that window goes there.
  const w = from.breakPane(pane, true, null, req.windowName);
  await moveAcross({ session: from, window: w, pane }, place, {
    kill: false,
    detached,
  });
  return answer(landing(from, to));
}

/**
 * `move-window`: the window `source` names to the place `name` names
 * (`resolveWindowPlace`), or with `renumber` the windows of the session
 * `name` names numbered afresh.
 */
function moveWindow(
  sessions: ReadonlyMap<string, Session>,
  req: Extract<PaneRequest, { op: "move-window" }>,
  current: Current,
): Record<string, never> | Promise<Record<string, never>> {
  if (req.renumber) {
    // tmux's `move-window -r -t`: a session target.
    resolveTarget(sessions, req.name, "session", current).session
      .renumberWindows();
    return {};
  }
  const place = resolveWindowPlace(sessions, req.name, current);
  const src = resolveTarget(sessions, req.source, "window", current);
  if (src.session !== place.session) return moveAcross(src, place, req);
  place.session.moveWindow(
    src.window,
    place.index,
    req.kill ?? false,
    req.detached ?? false,
  );
  return {};
}

/**
 * `move-window` to another session: the window's panes are handed off
 * with their engines (`Session.handOff`), and the window goes on there.
 * A session's last window stays (tmux's move would end that session).
 */
async function moveAcross(
  src: Resolved,
  place: WindowPlace,
  req: { kill?: boolean; detached?: boolean },
): Promise<Record<string, never>> {
  const { session: from, window: w } = src;
  const to = place.session;
  if (from.windows.length === 1) {
    throw lastOf(from, `Window ${from.name}:${w.index}`);
  }
  const panes = [...w.panes.values()];
  from.checkHandOff(panes);
  to.checkRoom(panes.length);
  to.placeFor(w, place.index, req.kill ?? false);
  const engines = await from.handOff(panes);
  from.takeOutWindow(w);
  const dest = landing(from, to);
  const there = dest === to;
  dest.adoptWindow(
    w,
    engines,
    from,
    there ? place.index : null,
    there && (req.kill ?? false),
    req.detached ?? false,
  );
  return {};
}

/**
 * `join-pane` from another session: the pane is handed off with its
 * engine (`Session.handOff`) and joins the target's window there.
 */
async function joinAcross(
  src: Resolved,
  dst: Resolved,
  req: Extract<PaneRequest, { op: "join-pane" }>,
): Promise<{ target: string }> {
  const { session: from, pane } = src;
  const to = dst.session;
  if (from.windows.length === 1 && src.window.panes.size === 1) {
    throw lastOf(from, `Pane %${pane.id}`);
  }
  from.checkHandOff([pane]);
  to.checkRoom(1);
  const size = splitSize(dst, req);
  // Split a copy first: a target too small is refused before anything
  // moves.
  splitForJoin(
    Layout.fromTree(structuredClone(dst.window.layout.root)),
    dst.pane.id,
    -1,
    req.kind,
    size,
    req.before,
  );
  const engines = await from.handOff([pane]);
  from.takeOut([pane]);
  const moved = landing(from, to).adoptJoined(
    pane,
    engines.get(pane.id),
    from,
    dst.pane,
    req.kind,
    size,
    req.before ?? false,
    req.detached ?? false,
  );
  return { target: landing(from, to).describe(moved) };
}

/**
 * Where panes handed off go: `to`, or back to `from` when `to` ended
 * while they were on their way (a window of their own there).
 */
function landing(from: Session, to: Session): Session {
  return to.closed && !from.closed ? from : to;
}

/**
 * The size a split or a join asks for: `-l` cells, or `-p` percent of the
 * target pane's width or height, as tmux's (`-p 25` of 80 columns: 20).
 */
function splitSize(
  dst: Resolved,
  req: { kind: "lr" | "tb"; size?: number; percent?: number },
): number | undefined {
  const r = dst.window.layout.rects().get(dst.pane.id)!;
  const length = req.kind === "lr" ? r.cols : r.rows;
  return req.percent !== undefined
    ? Math.max(1, Math.floor(length * req.percent / 100))
    : req.size;
}

/** A session's last window or pane does not leave it (tmux ends it). */
function lastOf(session: Session, what: string): RequestFailure {
  return new RequestFailure(
    "bad-request",
    `${what} is session ${session.name}'s last; moving it out would end the session (move another window in first)`,
  );
}

/**
 * `swap-window` between sessions: both windows' panes are handed off
 * (`Session.handOff`), and each window takes the other's place; -d shows
 * each at its new place, as tmux 3.3a does.
 */
async function swapAcross(
  src: Resolved,
  dst: Resolved,
  req: Extract<PaneRequest, { op: "swap-window" }>,
): Promise<Record<string, never>> {
  const a = [...src.window.panes.values()];
  const b = [...dst.window.panes.values()];
  src.session.checkHandOff(a);
  dst.session.checkHandOff(b);
  src.session.checkRoom(b.length - a.length);
  dst.session.checkRoom(a.length - b.length);
  const [fromSrc, fromDst] = await Promise.all([
    src.session.handOff(a),
    dst.session.handOff(b),
  ]);
  const select = req.detached ?? false;
  const [at, to] = [src.window.index, dst.window.index];
  src.session.swapIn(src.window, at, dst.window, fromDst, dst.session, select);
  dst.session.swapIn(dst.window, to, src.window, fromSrc, src.session, select);
  return {};
}

function relativeWindow(
  session: Session,
  window: Window,
  to: "next" | "previous" | "last",
  alert: boolean,
): Window {
  if (to === "last") {
    if (!session.lastWindow) {
      throw new RequestFailure("not-found", "There is no last window");
    }
    return session.lastWindow;
  }
  const ws = [...session.windows].sort((a, b) => a.index - b.index);
  const i = ws.indexOf(window);
  const step = to === "next" ? 1 : -1;
  if (alert) {
    // tmux's session_next_alert: the nearest that way with a bell or
    // activity, wrapping round.
    for (let k = 1; k < ws.length; k++) {
      const w = ws[((i + step * k) % ws.length + ws.length) % ws.length];
      if (w.bell || w.activity) return w;
    }
    throw new RequestFailure(
      "not-found",
      `There is no ${to} window with an alert (a bell or activity) in session ${session.name}`,
    );
  }
  const found = ws[(i + step + ws.length) % ws.length];
  // As tmux's session_next/session_previous: wrapping round to the same
  // window is no move at all, and says so (tmux: "no next window").
  if (found === window) {
    throw new RequestFailure(
      "not-found",
      `There is no ${to} window (session ${session.name} has one; berth new-window adds one)`,
    );
  }
  return found;
}

function selectPane(
  session: Session,
  window: Window,
  pane: ReturnType<Window["ordered"]>[number],
  to: string | undefined,
): void {
  if (to === undefined) {
    session.activatePane(pane);
    return;
  }
  if (to === "last") {
    if (!window.last) {
      throw new RequestFailure("not-found", "There is no last pane");
    }
    session.activatePane(window.last);
    return;
  }
  if (to === "next" || to === "previous") {
    const order = window.ordered();
    const i = order.indexOf(window.active);
    const step = to === "next" ? 1 : -1;
    session.activatePane(order[(i + step + order.length) % order.length]);
    return;
  }
  const next = window.neighbour(window.active, to as Direction);
  if (next) session.activatePane(next);
}

/**
 * tmux 3.3a's `rotate-window`: the panes move one place back in pane order
 * (the first to the last place), or with `down` one place on; the active
 * place stays, so the pane that comes to it is the active one. It unzooms
 * the window, or with `zoom` zooms that pane.
 */
function rotateWindow(window: Window, down: boolean, zoom: boolean): void {
  const zoomed = window.zoomed && zoom;
  window.zoomed = false;
  const order = window.ordered();
  if (order.length > 1) {
    const at = order.indexOf(window.active);
    const moved = down
      ? [order[order.length - 1], ...order.slice(0, -1)]
      : [...order.slice(1), order[0]];
    window.layout.renumber(moved.map((p) => p.id));
    window.select(moved[at]);
  }
  window.zoomed = zoomed;
}

/**
 * `select-layout`, as tmux's `cmd_select_layout_exec`: `-n` and `-p` step
 * through the presets from the window's last, `-E` spreads the pane's
 * split evenly, a preset's name (or a unique start of one) applies it, no
 * layout applies the last preset again (nothing before one), and anything else (or with `-o`
 * the layout before the last `select-layout`) is read as a layout string
 * (`#{window_layout}`), which the window's panes take in order at the
 * window's size. The layout it leaves is the window's old layout next.
 */
function selectLayout(
  window: Window,
  pane: number,
  req: Extract<PaneRequest, { op: "select-layout" }>,
  sizes: MainPaneSizes,
): void {
  const before = window.layout.describe();
  if (req.next || req.previous) {
    window.layout.apply(stepPreset(window, req.next), sizes);
  } else if (req.spread) {
    window.layout.spreadOut(pane);
  } else if (req.layout === undefined && !req.old) {
    // tmux: nothing when no preset was applied yet.
    if (window.preset === undefined) return;
    window.layout.apply(window.preset, sizes);
  } else {
    const name = req.layout ?? window.oldLayout;
    // tmux: -o with no layout before does nothing.
    if (name === undefined) return;
    const preset = req.old ? undefined : lookupPreset(name);
    if (preset) {
      window.preset = preset;
      window.layout.apply(preset, sizes);
    } else {
      applyLayoutString(window, name);
    }
  }
  window.oldLayout = before;
}

/** Arranges `window` as the layout string `text` says (`layout_parse`). */
function applyLayoutString(window: Window, text: string): void {
  if (!isLayoutString(text)) {
    throw new RequestFailure(
      "bad-request",
      `Unknown layout ${text}: use one of ${
        PRESET_LAYOUTS.join(", ")
      }, or a layout string as #{window_layout} prints it`,
    );
  }
  try {
    window.adopt(customLayout(text, window.ordered().map((p) => p.id)));
  } catch (e) {
    if (!(e instanceof LayoutStringError)) throw e;
    const panes = window.panes.size;
    throw new RequestFailure(
      "bad-request",
      `${e.message[0].toUpperCase()}${e.message.slice(1)}: ${text}: ${
        e.message.startsWith("have")
          ? `kill panes or give a layout of ${panes}`
          : "give the whole of a #{window_layout} string, as it was printed"
      }`,
    );
  }
}

/**
 * A preset by its name or, as tmux's `layout_set_lookup`, a start of its
 * name no other preset shares (`tiled`, `main-v`); undefined for none.
 */
function lookupPreset(name: string): PresetLayout | undefined {
  const all = PRESET_LAYOUTS as readonly PresetLayout[];
  if (all.includes(name as PresetLayout)) return name as PresetLayout;
  const starts = all.filter((p) => name !== "" && p.startsWith(name));
  return starts.length === 1 ? starts[0] : undefined;
}

/**
 * The preset after the window's last (`-n`, prefix `Space`) or before it
 * (`-p`), from the first (or last) when it has had none; it becomes the
 * window's last.
 */
function stepPreset(window: Window, next: boolean | undefined): PresetLayout {
  const n = PRESET_LAYOUTS.length;
  const i = window.preset === undefined
    ? (next ? -1 : n)
    : PRESET_LAYOUTS.indexOf(window.preset);
  window.preset = PRESET_LAYOUTS[(i + (next ? 1 : n - 1)) % n];
  return window.preset;
}

/**
 * tmux's `swap-pane -s SRC -t DST`: the two panes trade places, in one
 * window or two of one session; the pane that comes to DST's place is
 * active there, and DST in SRC's window, unless `detached` (-d: the
 * active places stay active). A marked pane that changes window is
 * marked no longer, as in tmux.
 */
function swapPanes(src: Resolved, dst: Resolved, detached: boolean): void {
  if (src.session !== dst.session) {
    throw new RequestFailure(
      "bad-request",
      "swap-pane swaps panes of one session; move a pane to another with join-pane",
    );
  }
  if (src.pane === dst.pane) return;
  const marked = markedPane();
  src.session.swapPanes(src.pane, dst.pane, detached);
  if (
    src.window !== dst.window &&
    (marked?.pane === src.pane || marked?.pane === dst.pane)
  ) markPane(marked.session, null);
}

/**
 * `set-option` on `session`: its own value, over the daemon's; a window
 * option (`synchronize-panes`) on `window`; a user option (`@name`) of
 * either or of `pane`. A flag given no value turns over.
 */
function setOption(
  session: Session,
  window: Window,
  pane: Pane,
  req: Extract<PaneRequest, { op: "set-option" }>,
): void {
  if (isUserOption(req.option)) {
    return setUserOption(session, window, pane, req);
  }
  if (req.level === "pane" && req.option === "remain-on-exit") {
    // tmux 3.3a's pane option: this pane's own, over its window's.
    const on = req.text === undefined ? undefined : remainFromText(req.text);
    if (!req.unset && on === undefined) {
      throw new RequestFailure(
        "bad-request",
        "remain-on-exit takes on, off or failed",
      );
    }
    pane.remainOnExit = req.unset ? null : on!;
    return;
  }
  if (isSessionSetting(req.option)) {
    return setSessionSetting(session, req.option, req);
  }
  if (isWindowSetting(req.option)) {
    const name = req.option;
    if (req.unset) return session.setWindowSetting(window, name, undefined);
    const why = checkWindowSetting(name, req.text);
    if (why) throw new RequestFailure("bad-request", why);
    return session.setWindowSetting(window, name, req.text);
  }
  if (req.unset) {
    if (req.option === "synchronize-panes") session.synchronize(window, null);
    else if (req.option === "automatic-rename") {
      session.setAutoName(window, null);
    } else session.unsetOption(req.option);
    return;
  }
  const flag = (now: boolean) => req.toggle ? !now : req.on;
  const need = (max: number) => {
    if (req.value === undefined || req.value > max) {
      throw new RequestFailure(
        "bad-request",
        `${req.option} takes a whole number from 0 to ${max}`,
      );
    }
    return req.value;
  };
  switch (req.option) {
    case "synchronize-panes":
      session.synchronize(window, flag(session.synchronizedOf(window)));
      break;
    case "automatic-rename":
      session.setAutoName(window, flag(session.autoNameOf(window)));
      session.statusChanged();
      break;
    case "base-index":
      session.baseIndex = need(MAX_BASE_INDEX);
      break;
  }
}

/**
 * `set-option` of a daemon setting without `-g` (tmux's session option):
 * the session's own value from `req.text` (read as the setting's kind;
 * `append`: added to the session's own value, as tmux's), or dropped
 * (`unset`).
 */
function setSessionSetting(
  session: Session,
  name: SessionSetting,
  req: Extract<PaneRequest, { op: "set-option" }>,
): void {
  if (req.unset) return session.setSessionSetting(name, undefined);
  if (req.text === undefined) {
    throw new RequestFailure("bad-request", `${name} takes one value`);
  }
  let value = settingFromText(name, req.text);
  // tmux's -a appends to text alone; of a number, a flag, a choice, a key
  // or a colour it sets the value given.
  // (tmux's `options_set_string`: onto the session's own value, none:
  // the text alone, not the daemon's with it.)
  const now = session.settings[name];
  if (req.append && appendsText(name) && typeof now === "string") {
    value = now + appendSeparator(name, now, req.text) + req.text;
  }
  const why = unsuitableShell(name, value) ?? checkSetting(name, value);
  if (why) throw new RequestFailure("bad-request", why);
  session.setSessionSetting(name, value);
}

function listPanes(session: Session, window: Window): PaneInfo[] {
  const rects = window.shown();
  const all = window.layout.rects();
  const base = session.paneBaseOf(window);
  return window.ordered().map((p, index) => {
    const r = rects.get(p.id) ?? all.get(p.id)!;
    return {
      index: base + index,
      id: p.id,
      active: p === window.active,
      x: r.x,
      y: r.y,
      cols: r.cols,
      rows: r.rows,
      pid: p.pid,
      command: p.command,
      dead: p.dead,
      target: session.describe(p),
    };
  });
}

/**
 * A new pane's `-c DIR` with tmux's formats expanded for the target pane
 * (`split-window -c '#{pane_current_path}'`, as tmux users bind it); an
 * empty expansion is no directory given.
 */
function startDir(dir: string | undefined, t: Resolved): string | undefined {
  if (dir === undefined || !dir.includes("#")) return dir;
  const expanded = expandFormat(
    dir,
    formatValues({ ...t, client: null, title: "" }),
  );
  return expanded === "" ? undefined : expanded;
}

/** tmux's `select-pane -T`: the title, formats expanded for the pane. */
async function setTitle(
  target: Resolved,
  title: string,
): Promise<Record<string, never>> {
  const text = title.includes("#")
    ? await expandFor(title, { ...target, client: null })
    : title;
  target.session.setTitle(target.pane, text);
  return {};
}

/**
 * tmux's `pipe-pane`: the command's `strftime` conversions (`%Y%m%d`)
 * then its formats expanded for the pane (each value quoted as `run-shell`
 * quotes it), as tmux 3.3a's; then the session's `pipePane`.
 */
async function pipePane(
  target: Resolved,
  req: PaneRequest & { op: "pipe-pane" },
): Promise<Record<string, never>> {
  const command = req.command
    ? await expandFor(
      strftime(req.command, new Date()),
      { ...target, client: null },
      shellWord,
    )
    : undefined;
  await target.session.pipePane(target.pane, command, {
    input: req.input ?? false,
    // Neither -I nor -O is -O (tmux's rule).
    output: req.output ?? !req.input,
    toggle: req.toggle ?? false,
  });
  return {};
}
