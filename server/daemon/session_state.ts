/**
 * A session's windows and panes as the upgrade's state file holds them
 * (`upgrade_state.ts`), and back: the tree of windows, layouts and panes,
 * with each pane's VT engine as its parse worker saved it.
 *
 * @module
 */

import type { EngineState } from "../../vt/engine_state.ts";
import { Layout } from "../workers/layout.ts";
import type { Pane } from "./pane.ts";
import type { ExitStatus } from "../../protocol/messages.ts";
import type { PaneState, SessionState, WindowState } from "./upgrade_state.ts";
import { Window } from "./window.ts";

/** What `saveSession` reads of a session (`Session`, not imported: a cycle). */
export interface SavedSession {
  name: string;
  id: number;
  keep: boolean;
  created: number;
  lastActive: number;
  cols: number;
  rows: number;
  exit: ExitStatus | null;
  windows: Window[];
  window: Window;
  lastWindow: Window | null;
}

/** What it reads of the session's spec (`SessionSpec`). */
export interface SavedSpec {
  cmd: string[];
  argv0?: string;
  cwd: string;
  env: Record<string, string>;
  scrollback: number;
  ownScrollback?: boolean;
}

/** The private parts of a session that `saveSession` needs. */
export interface SessionCounters {
  remainOnExit: boolean | null;
  monitorActivity: boolean | null;
  baseIndex: number | null;
  paneBaseIndex: number | null;
  nextPane: number;
  nextWindow: number;
}

function savePane(pane: Pane, engine: EngineState | undefined): PaneState {
  if (!engine) throw new Error(`pane ${pane.id} has no saved engine`);
  return {
    id: pane.id,
    pid: pane.pid,
    fd: pane.dead ? -1 : pane.pty.fd,
    command: pane.command,
    argv0: pane.argv0 ?? null,
    cwd: pane.cwd,
    cols: pane.cols,
    rows: pane.rows,
    status: pane.status,
    dead: pane.dead,
    ...(pane.dead ? { deadAt: pane.deadAt } : {}),
    cursorKeys: pane.cursorKeys,
    bracketedPaste: pane.bracketedPaste,
    scrollback: pane.scrollback,
    engine,
    ...(pane.pipe?.carried ? { pipe: pane.pipe.carried } : {}),
    ...(pane.carriedInput && !pane.dead ? { input: pane.carriedInput } : {}),
    ...(pane.copyMode ? { copyMode: pane.copyMode } : {}),
    ...(Object.keys(pane.userOptions).length
      ? { userOptions: { ...pane.userOptions } }
      : {}),
    ...(pane.remainOnExit !== null ? { remainOnExit: pane.remainOnExit } : {}),
  };
}

function saveWindow(w: Window): WindowState {
  return {
    id: w.id,
    index: w.index,
    name: w.name,
    layout: structuredClone(w.layout.root),
    active: w.active.id,
    last: w.last?.id ?? null,
    zoomed: w.zoomed,
    synchronized: w.synchronized === true,
    ...(w.synchronized === false ? { syncOwn: true } : {}),
    ...(Object.keys(w.settings).length ? { settings: { ...w.settings } } : {}),
    preset: w.preset ?? null,
    activity: w.activity,
    bell: w.bell,
    ...(w.silence ? { silence: true } : {}),
    autoName: w.autoName !== false,
    ...(w.autoName === true ? { autoNameOwn: true } : {}),
    oldLayout: w.oldLayout,
  };
}

/** `s` (frozen) as plain data. */
export function saveSession(
  s: SavedSession,
  spec: SavedSpec,
  engines: Map<number, EngineState>,
  counters: SessionCounters,
): SessionState {
  const panes: PaneState[] = [];
  for (const w of s.windows) {
    for (const p of w.panes.values()) {
      panes.push(savePane(p, engines.get(p.id)));
    }
  }
  return {
    name: s.name,
    id: s.id,
    cmd: spec.cmd,
    argv0: spec.argv0 ?? null,
    cwd: spec.cwd,
    env: spec.env,
    scrollback: spec.scrollback,
    ownScrollback: spec.ownScrollback ?? false,
    keep: s.keep,
    created: s.created,
    lastActive: s.lastActive,
    cols: s.cols,
    rows: s.rows,
    remainOnExit: counters.remainOnExit,
    monitorActivity: counters.monitorActivity,
    baseIndex: counters.baseIndex,
    paneBaseIndex: counters.paneBaseIndex,
    exit: s.exit,
    nextPane: counters.nextPane,
    nextWindow: counters.nextWindow,
    window: s.window.id,
    lastWindow: s.lastWindow?.id ?? null,
    windows: s.windows.map(saveWindow),
    panes,
  };
}

/** The windows of a checked state, holding `panes` (by id). */
export function restoreWindows(
  st: SessionState,
  panes: Map<number, Pane>,
): { windows: Window[]; shown: Window; last: Window | null } {
  const windows = st.windows.map((ws) => {
    const layout = Layout.fromTree(ws.layout);
    const ids = layout.panes();
    const w = new Window(
      ws.id,
      ws.index,
      ws.name,
      panes.get(ids[0])!,
      layout.cols,
      layout.rows,
      layout,
    );
    for (const id of ids) w.panes.set(id, panes.get(id)!);
    w.active = panes.get(ws.active)!;
    w.last = ws.last === null ? null : panes.get(ws.last)!;
    w.zoomed = ws.zoomed;
    w.synchronized = ws.syncOwn
      ? ws.synchronized ?? false
      : ws.synchronized
      ? true
      : null;
    w.settings = { ...ws.settings };
    w.preset = ws.preset ?? undefined;
    w.activity = ws.activity;
    w.bell = ws.bell;
    w.silence = ws.silence ?? false;
    // Own on, else off (also a state before the field: keep its name),
    // else the daemon's.
    w.autoName = ws.autoNameOwn ? true : ws.autoName === true ? null : false;
    w.oldLayout = ws.oldLayout;
    return w;
  });
  const byId = (id: number) => windows.find((w) => w.id === id)!;
  return {
    windows,
    shown: byId(st.window),
    last: st.lastWindow === null ? null : byId(st.lastWindow),
  };
}
