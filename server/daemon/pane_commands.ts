/**
 * The window and pane requests (tmux's `split-window`, `select-pane`,
 * `new-window` ...): each resolves its target, then asks the session.
 *
 * @module
 */

import type {
  PaneInfo,
  PaneRequest,
  WindowInfo,
} from "../../protocol/messages.ts";
import {
  type Direction,
  PRESET_LAYOUTS,
  type PresetLayout,
} from "../workers/layout.ts";
import { RequestFailure } from "./request_failure.ts";
import type { Session } from "./session.ts";
import { type Resolved, resolveTarget, resolveWindowPlace } from "./targets.ts";
import type { Window } from "./window.ts";
import { expandFormat } from "../../protocol/format.ts";
import { formatValues } from "./format_values.ts";

/** Acts on one validated window or pane request; returns its answer. */
export function handlePaneRequest(
  sessions: ReadonlyMap<string, Session>,
  req: PaneRequest,
): unknown {
  // Its target may be an index no window has yet.
  if (req.op === "move-window") return moveWindow(sessions, req);
  const target = resolveTarget(sessions, req.name);
  const { session, window, pane } = target;
  switch (req.op) {
    case "split-window": {
      const r = window.layout.rects().get(pane.id)!;
      const length = req.kind === "lr" ? r.cols : r.rows;
      const size = req.percent !== undefined
        ? Math.max(1, Math.floor((length - 1) * req.percent / 100))
        : req.size;
      const added = session.split(
        pane,
        req.kind,
        { cmd: req.cmd, cwd: startDir(req.cwd, target) },
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
    case "new-window": {
      const w = session.newWindow(
        { cmd: req.cmd, cwd: startDir(req.cwd, target) },
        req.windowName,
        !req.detached,
      );
      return {
        target: session.describe(w.active),
        pid: w.active.pid,
        paneId: w.active.id,
      };
    }
    case "select-window":
      session.selectWindow(
        req.to ? relativeWindow(session, window, req.to) : window,
      );
      return {};
    case "select-pane":
      selectPane(session, window, pane, req.to);
      if (req.zoom) session.toggleZoom(window.active);
      return {};
    case "kill-pane":
      session.killPane(pane);
      return {};
    case "kill-window":
      session.killWindow(window);
      return {};
    case "rename-window":
      window.name = req.newName;
      window.autoName = false;
      session.statusChanged();
      return {};
    case "resize-pane":
      if (req.zoom) {
        session.toggleZoom(pane);
        return {};
      }
      window.zoomed = false;
      if (req.width !== undefined) {
        window.layout.setPaneSize(pane.id, "lr", req.width);
      }
      if (req.height !== undefined) {
        window.layout.setPaneSize(pane.id, "tb", req.height);
      }
      if (req.dir) {
        window.layout.resizePane(pane.id, req.dir, req.amount ?? 1);
      }
      session.layoutChanged();
      return {};
    case "swap-pane": {
      const order = window.ordered();
      const i = order.indexOf(pane);
      const j = (i + (req.to === "next" ? 1 : -1) + order.length) %
        order.length;
      if (i !== j) window.layout.swap(pane.id, order[j].id);
      session.layoutChanged();
      return {};
    }
    case "break-pane": {
      const w = session.breakPane(pane);
      return { target: session.describe(w.active) };
    }
    case "swap-window": {
      const src = resolveTarget(sessions, req.source);
      oneSession("swap-window", src.session, session);
      session.swapWindows(src.window, window, req.detached ?? false);
      return {};
    }
    case "join-pane": {
      const src = resolveTarget(sessions, req.source);
      oneSession("join-pane", src.session, session);
      const r = window.layout.rects().get(pane.id)!;
      const length = req.kind === "lr" ? r.cols : r.rows;
      const size = req.percent !== undefined
        ? Math.max(1, Math.floor((length - 1) * req.percent / 100))
        : req.size;
      session.joinPane(
        src.pane,
        pane,
        req.kind,
        size,
        req.before ?? false,
        req.detached ?? false,
      );
      return { target: session.describe(src.pane) };
    }
    case "select-layout":
      window.zoomed = false;
      window.layout.apply(presetFor(window, req.layout, req.next));
      session.layoutChanged();
      return {};
    case "set-option":
      session.remainOnExit = req.on;
      return {};
    case "list-windows":
      return { windows: session.info().windows as WindowInfo[] };
    case "list-panes":
      return { panes: listPanes(session, window) };
  }
}

/**
 * `move-window`: the window `source` names to the place `name` names
 * (`resolveWindowPlace`), or with `renumber` the windows of the session
 * `name` names numbered afresh.
 */
function moveWindow(
  sessions: ReadonlyMap<string, Session>,
  req: Extract<PaneRequest, { op: "move-window" }>,
): Record<string, never> {
  const place = resolveWindowPlace(sessions, req.name);
  if (req.renumber) {
    place.session.renumberWindows();
    return {};
  }
  const src = resolveTarget(sessions, req.source);
  oneSession("move-window", src.session, place.session);
  place.session.moveWindow(
    src.window,
    place.index,
    req.kill ?? false,
    req.detached ?? false,
  );
  return {};
}

/**
 * Refuses a move between two sessions: each session's panes live in its
 * own parse worker (their screens and history in its VT engines), which a
 * window or pane cannot change.
 */
function oneSession(cmd: string, from: Session, to: Session): void {
  if (from === to) return;
  throw new RequestFailure(
    "bad-request",
    `${cmd} works within one session, not from session ${from.name} to ${to.name}`,
  );
}

function relativeWindow(
  session: Session,
  window: Window,
  to: "next" | "previous" | "last",
): Window {
  if (to === "last") {
    if (!session.lastWindow) {
      throw new RequestFailure("not-found", "There is no last window");
    }
    return session.lastWindow;
  }
  const ws = [...session.windows].sort((a, b) => a.index - b.index);
  const i = ws.indexOf(window);
  return ws[(i + (to === "next" ? 1 : -1) + ws.length) % ws.length];
}

function selectPane(
  session: Session,
  window: Window,
  pane: ReturnType<Window["ordered"]>[number],
  to: string | undefined,
): void {
  if (to === undefined) {
    session.selectPane(pane);
    return;
  }
  if (to === "last") {
    if (!window.last) {
      throw new RequestFailure("not-found", "There is no last pane");
    }
    session.selectPane(window.last);
    return;
  }
  if (to === "next" || to === "previous") {
    const order = window.ordered();
    const i = order.indexOf(window.active);
    const step = to === "next" ? 1 : -1;
    session.selectPane(order[(i + step + order.length) % order.length]);
    return;
  }
  const id = window.layout.neighbour(window.active.id, to as Direction);
  const next = id === null ? undefined : window.panes.get(id);
  if (next) session.selectPane(next);
}

/** The named preset, or the one after the window's last (`Space`). */
function presetFor(
  window: Window,
  name: string | undefined,
  next: boolean | undefined,
): PresetLayout {
  if (name !== undefined) {
    if (!(PRESET_LAYOUTS as readonly string[]).includes(name)) {
      throw new RequestFailure(
        "bad-request",
        `Unknown layout ${name}: use one of ${PRESET_LAYOUTS.join(", ")}`,
      );
    }
    window.preset = name as PresetLayout;
    return window.preset;
  }
  if (!next) return window.preset ?? PRESET_LAYOUTS[0];
  const i = window.preset === undefined
    ? -1
    : PRESET_LAYOUTS.indexOf(window.preset);
  window.preset = PRESET_LAYOUTS[(i + 1) % PRESET_LAYOUTS.length];
  return window.preset;
}

function listPanes(session: Session, window: Window): PaneInfo[] {
  const rects = window.shown();
  const all = window.layout.rects();
  return window.ordered().map((p, index) => {
    const r = rects.get(p.id) ?? all.get(p.id)!;
    return {
      index,
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
