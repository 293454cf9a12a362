/**
 * The window and pane requests (tmux's `split-window`, `select-pane`,
 * `new-window` ...): each resolves its target, then asks the session.
 *
 * @module
 */ import { Layout, NoRoomError, PRESET_LAYOUTS } from "../workers/layout.ts";
import { RequestFailure } from "./request_failure.ts";
import { resolveTarget, resolveWindowPlace } from "./targets.ts";
import { expandFormat } from "../../protocol/format.ts";
import { formatValues } from "./format_values.ts";
/** Acts on one validated window or pane request; returns its answer. */ export function handlePaneRequest(sessions, req) {
  // Its target may be an index no window has yet.
  if (req.op === "move-window") return moveWindow(sessions, req);
  const target = resolveTarget(sessions, req.name);
  const { session, window, pane } = target;
  switch(req.op){
    case "split-window":
      {
        const size = splitSize(target, req);
        const added = session.split(pane, req.kind, {
          cmd: req.cmd,
          cwd: startDir(req.cwd, target),
          env: req.env
        }, size, req.before);
        if (req.detached) session.activatePane(pane);
        return {
          target: session.describe(added),
          pid: added.pid,
          paneId: added.id
        };
      }
    case "new-window":
      {
        const w = session.newWindow({
          cmd: req.cmd,
          cwd: startDir(req.cwd, target),
          env: req.env
        }, req.windowName, !req.detached);
        return {
          target: session.describe(w.active),
          pid: w.active.pid,
          paneId: w.active.id
        };
      }
    case "select-window":
      session.selectWindow(req.to ? relativeWindow(session, window, req.to) : window);
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
    case "swap-pane":
      {
        const order = window.ordered();
        const i = order.indexOf(pane);
        const j = (i + (req.to === "next" ? 1 : -1) + order.length) % order.length;
        if (i !== j) window.layout.swap(pane.id, order[j].id);
        session.layoutChanged();
        return {};
      }
    case "respawn-pane":
    case "respawn-window":
      {
        const spec = {
          cmd: req.cmd,
          cwd: startDir(req.cwd, target),
          env: req.env,
          kill: req.kill
        };
        const fresh = req.op === "respawn-pane" ? session.respawnPane(pane, spec) : session.respawnWindow(window, spec);
        return {
          target: session.describe(fresh),
          pid: fresh.pid
        };
      }
    case "clear-history":
      session.clearHistory(pane);
      return {};
    case "break-pane":
      {
        const w = session.breakPane(pane, req.detached ?? false);
        return {
          target: session.describe(w.active)
        };
      }
    case "swap-window":
      {
        const src = resolveTarget(sessions, req.source);
        if (src.session !== session) return swapAcross(src, target, req);
        session.swapWindows(src.window, window, req.detached ?? false);
        return {};
      }
    case "join-pane":
      {
        const src = resolveTarget(sessions, req.source);
        if (src.session !== session) return joinAcross(src, target, req);
        session.joinPane(src.pane, pane, req.kind, splitSize(target, req), req.before ?? false, req.detached ?? false);
        return {
          target: session.describe(src.pane)
        };
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
      return {
        windows: session.info().windows
      };
    case "list-panes":
      return {
        panes: listPanes(session, window)
      };
  }
}
/**
 * `move-window`: the window `source` names to the place `name` names
 * (`resolveWindowPlace`), or with `renumber` the windows of the session
 * `name` names numbered afresh.
 */ function moveWindow(sessions, req) {
  const place = resolveWindowPlace(sessions, req.name);
  if (req.renumber) {
    place.session.renumberWindows();
    return {};
  }
  const src = resolveTarget(sessions, req.source);
  if (src.session !== place.session) return moveAcross(src, place, req);
  place.session.moveWindow(src.window, place.index, req.kill ?? false, req.detached ?? false);
  return {};
}
/**
 * `move-window` to another session: the window's panes are handed off
 * with their engines (`Session.handOff`), and the window goes on there.
 * A session's last window stays (tmux's move would end that session).
 */ async function moveAcross(src, place, req) {
  const { session: from, window: w } = src;
  const to = place.session;
  if (from.windows.length === 1) {
    throw lastOf(from, `Window ${from.name}:${w.index}`);
  }
  const panes = [
    ...w.panes.values()
  ];
  from.checkHandOff(panes);
  to.checkRoom(panes.length);
  to.placeFor(w, place.index, req.kill ?? false);
  const engines = await from.handOff(panes);
  from.takeOutWindow(w);
  const dest = landing(from, to);
  const there = dest === to;
  dest.adoptWindow(w, engines, from, there ? place.index : null, there && (req.kill ?? false), req.detached ?? false);
  return {};
}
/**
 * `join-pane` from another session: the pane is handed off with its
 * engine (`Session.handOff`) and joins the target's window there.
 */ async function joinAcross(src, dst, req) {
  const { session: from, pane } = src;
  const to = dst.session;
  if (from.windows.length === 1 && src.window.panes.size === 1) {
    throw lastOf(from, `Pane %${pane.id}`);
  }
  from.checkHandOff([
    pane
  ]);
  to.checkRoom(1);
  const size = splitSize(dst, req);
  // Split a copy first: a target too small is refused before anything
  // moves.
  try {
    Layout.fromTree(structuredClone(dst.window.layout.root)).split(dst.pane.id, -1, req.kind, size, req.before);
  } catch (err) {
    if (err instanceof NoRoomError) {
      throw new RequestFailure("bad-request", "The target pane is too small to split; make it larger first");
    }
    throw err;
  }
  const engines = await from.handOff([
    pane
  ]);
  from.takeOut([
    pane
  ]);
  const moved = landing(from, to).adoptJoined(pane, engines.get(pane.id), from, dst.pane, req.kind, size, req.before ?? false, req.detached ?? false);
  return {
    target: landing(from, to).describe(moved)
  };
}
/**
 * Where panes handed off go: `to`, or back to `from` when `to` ended
 * while they were on their way (a window of their own there).
 */ function landing(from, to) {
  return to.closed && !from.closed ? from : to;
}
/**
 * The size a split or a join asks for: `-l` cells, or `-p` percent of the
 * target pane's width or height, as tmux's (`-p 25` of 80 columns: 20).
 */ function splitSize(dst, req) {
  const r = dst.window.layout.rects().get(dst.pane.id);
  const length = req.kind === "lr" ? r.cols : r.rows;
  return req.percent !== undefined ? Math.max(1, Math.floor(length * req.percent / 100)) : req.size;
}
/** A session's last window or pane does not leave it (tmux ends it). */ function lastOf(session, what) {
  return new RequestFailure("bad-request", `${what} is session ${session.name}'s last; moving it out would end the session (move another window in first)`);
}
/**
 * `swap-window` between sessions: both windows' panes are handed off
 * (`Session.handOff`), and each window takes the other's place; -d shows
 * each at its new place, as tmux 3.3a does.
 */ async function swapAcross(src, dst, req) {
  const a = [
    ...src.window.panes.values()
  ];
  const b = [
    ...dst.window.panes.values()
  ];
  src.session.checkHandOff(a);
  dst.session.checkHandOff(b);
  src.session.checkRoom(b.length - a.length);
  dst.session.checkRoom(a.length - b.length);
  const [fromSrc, fromDst] = await Promise.all([
    src.session.handOff(a),
    dst.session.handOff(b)
  ]);
  const select = req.detached ?? false;
  const [at, to] = [
    src.window.index,
    dst.window.index
  ];
  src.session.swapIn(src.window, at, dst.window, fromDst, dst.session, select);
  dst.session.swapIn(dst.window, to, src.window, fromSrc, src.session, select);
  return {};
}
function relativeWindow(session, window, to) {
  if (to === "last") {
    if (!session.lastWindow) {
      throw new RequestFailure("not-found", "There is no last window");
    }
    return session.lastWindow;
  }
  const ws = [
    ...session.windows
  ].sort((a, b)=>a.index - b.index);
  const i = ws.indexOf(window);
  const found = ws[(i + (to === "next" ? 1 : -1) + ws.length) % ws.length];
  // As tmux's session_next/session_previous: wrapping round to the same
  // window is no move at all, and says so (tmux: "no next window").
  if (found === window) {
    throw new RequestFailure("not-found", `There is no ${to} window (session ${session.name} has one; berth new-window adds one)`);
  }
  return found;
}
function selectPane(session, window, pane, to) {
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
  const id = window.layout.neighbour(window.active.id, to);
  const next = id === null ? undefined : window.panes.get(id);
  if (next) session.selectPane(next);
}
/** The named preset, or the one after the window's last (`Space`). */ function presetFor(window, name, next) {
  if (name !== undefined) {
    if (!PRESET_LAYOUTS.includes(name)) {
      throw new RequestFailure("bad-request", `Unknown layout ${name}: use one of ${PRESET_LAYOUTS.join(", ")}`);
    }
    window.preset = name;
    return window.preset;
  }
  if (!next) return window.preset ?? PRESET_LAYOUTS[0];
  const i = window.preset === undefined ? -1 : PRESET_LAYOUTS.indexOf(window.preset);
  window.preset = PRESET_LAYOUTS[(i + 1) % PRESET_LAYOUTS.length];
  return window.preset;
}
function listPanes(session, window) {
  const rects = window.shown();
  const all = window.layout.rects();
  return window.ordered().map((p, index)=>{
    const r = rects.get(p.id) ?? all.get(p.id);
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
      target: session.describe(p)
    };
  });
}
/**
 * A new pane's `-c DIR` with tmux's formats expanded for the target pane
 * (`split-window -c '#{pane_current_path}'`, as tmux users bind it); an
 * empty expansion is no directory given.
 */ function startDir(dir, t) {
  if (dir === undefined || !dir.includes("#")) return dir;
  const expanded = expandFormat(dir, formatValues({
    ...t,
    client: null,
    title: ""
  }));
  return expanded === "" ? undefined : expanded;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vcGFuZV9jb21tYW5kcy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSB3aW5kb3cgYW5kIHBhbmUgcmVxdWVzdHMgKHRtdXgncyBgc3BsaXQtd2luZG93YCwgYHNlbGVjdC1wYW5lYCxcbiAqIGBuZXctd2luZG93YCAuLi4pOiBlYWNoIHJlc29sdmVzIGl0cyB0YXJnZXQsIHRoZW4gYXNrcyB0aGUgc2Vzc2lvbi5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUge1xuICBQYW5lSW5mbyxcbiAgUGFuZVJlcXVlc3QsXG4gIFdpbmRvd0luZm8sXG59IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHtcbiAgdHlwZSBEaXJlY3Rpb24sXG4gIExheW91dCxcbiAgTm9Sb29tRXJyb3IsXG4gIFBSRVNFVF9MQVlPVVRTLFxuICB0eXBlIFByZXNldExheW91dCxcbn0gZnJvbSBcIi4uL3dvcmtlcnMvbGF5b3V0LnRzXCI7XG5pbXBvcnQgeyBSZXF1ZXN0RmFpbHVyZSB9IGZyb20gXCIuL3JlcXVlc3RfZmFpbHVyZS50c1wiO1xuaW1wb3J0IHR5cGUgeyBTZXNzaW9uIH0gZnJvbSBcIi4vc2Vzc2lvbi50c1wiO1xuaW1wb3J0IHtcbiAgdHlwZSBSZXNvbHZlZCxcbiAgcmVzb2x2ZVRhcmdldCxcbiAgcmVzb2x2ZVdpbmRvd1BsYWNlLFxuICB0eXBlIFdpbmRvd1BsYWNlLFxufSBmcm9tIFwiLi90YXJnZXRzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IFdpbmRvdyB9IGZyb20gXCIuL3dpbmRvdy50c1wiO1xuaW1wb3J0IHsgZXhwYW5kRm9ybWF0IH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL2Zvcm1hdC50c1wiO1xuaW1wb3J0IHsgZm9ybWF0VmFsdWVzIH0gZnJvbSBcIi4vZm9ybWF0X3ZhbHVlcy50c1wiO1xuXG4vKiogQWN0cyBvbiBvbmUgdmFsaWRhdGVkIHdpbmRvdyBvciBwYW5lIHJlcXVlc3Q7IHJldHVybnMgaXRzIGFuc3dlci4gKi9cbmV4cG9ydCBmdW5jdGlvbiBoYW5kbGVQYW5lUmVxdWVzdChcbiAgc2Vzc2lvbnM6IFJlYWRvbmx5TWFwPHN0cmluZywgU2Vzc2lvbj4sXG4gIHJlcTogUGFuZVJlcXVlc3QsXG4pOiB1bmtub3duIHtcbiAgLy8gSXRzIHRhcmdldCBtYXkgYmUgYW4gaW5kZXggbm8gd2luZG93IGhhcyB5ZXQuXG4gIGlmIChyZXEub3AgPT09IFwibW92ZS13aW5kb3dcIikgcmV0dXJuIG1vdmVXaW5kb3coc2Vzc2lvbnMsIHJlcSk7XG4gIGNvbnN0IHRhcmdldCA9IHJlc29sdmVUYXJnZXQoc2Vzc2lvbnMsIHJlcS5uYW1lKTtcbiAgY29uc3QgeyBzZXNzaW9uLCB3aW5kb3csIHBhbmUgfSA9IHRhcmdldDtcbiAgc3dpdGNoIChyZXEub3ApIHtcbiAgICBjYXNlIFwic3BsaXQtd2luZG93XCI6IHtcbiAgICAgIGNvbnN0IHNpemUgPSBzcGxpdFNpemUodGFyZ2V0LCByZXEpO1xuICAgICAgY29uc3QgYWRkZWQgPSBzZXNzaW9uLnNwbGl0KFxuICAgICAgICBwYW5lLFxuICAgICAgICByZXEua2luZCxcbiAgICAgICAgeyBjbWQ6IHJlcS5jbWQsIGN3ZDogc3RhcnREaXIocmVxLmN3ZCwgdGFyZ2V0KSwgZW52OiByZXEuZW52IH0sXG4gICAgICAgIHNpemUsXG4gICAgICAgIHJlcS5iZWZvcmUsXG4gICAgICApO1xuICAgICAgaWYgKHJlcS5kZXRhY2hlZCkgc2Vzc2lvbi5hY3RpdmF0ZVBhbmUocGFuZSk7XG4gICAgICByZXR1cm4ge1xuICAgICAgICB0YXJnZXQ6IHNlc3Npb24uZGVzY3JpYmUoYWRkZWQpLFxuICAgICAgICBwaWQ6IGFkZGVkLnBpZCxcbiAgICAgICAgcGFuZUlkOiBhZGRlZC5pZCxcbiAgICAgIH07XG4gICAgfVxuICAgIGNhc2UgXCJuZXctd2luZG93XCI6IHtcbiAgICAgIGNvbnN0IHcgPSBzZXNzaW9uLm5ld1dpbmRvdyhcbiAgICAgICAgeyBjbWQ6IHJlcS5jbWQsIGN3ZDogc3RhcnREaXIocmVxLmN3ZCwgdGFyZ2V0KSwgZW52OiByZXEuZW52IH0sXG4gICAgICAgIHJlcS53aW5kb3dOYW1lLFxuICAgICAgICAhcmVxLmRldGFjaGVkLFxuICAgICAgKTtcbiAgICAgIHJldHVybiB7XG4gICAgICAgIHRhcmdldDogc2Vzc2lvbi5kZXNjcmliZSh3LmFjdGl2ZSksXG4gICAgICAgIHBpZDogdy5hY3RpdmUucGlkLFxuICAgICAgICBwYW5lSWQ6IHcuYWN0aXZlLmlkLFxuICAgICAgfTtcbiAgICB9XG4gICAgY2FzZSBcInNlbGVjdC13aW5kb3dcIjpcbiAgICAgIHNlc3Npb24uc2VsZWN0V2luZG93KFxuICAgICAgICByZXEudG8gPyByZWxhdGl2ZVdpbmRvdyhzZXNzaW9uLCB3aW5kb3csIHJlcS50bykgOiB3aW5kb3csXG4gICAgICApO1xuICAgICAgcmV0dXJuIHt9O1xuICAgIGNhc2UgXCJzZWxlY3QtcGFuZVwiOlxuICAgICAgc2VsZWN0UGFuZShzZXNzaW9uLCB3aW5kb3csIHBhbmUsIHJlcS50byk7XG4gICAgICBpZiAocmVxLnpvb20pIHNlc3Npb24udG9nZ2xlWm9vbSh3aW5kb3cuYWN0aXZlKTtcbiAgICAgIHJldHVybiB7fTtcbiAgICBjYXNlIFwia2lsbC1wYW5lXCI6XG4gICAgICBzZXNzaW9uLmtpbGxQYW5lKHBhbmUpO1xuICAgICAgcmV0dXJuIHt9O1xuICAgIGNhc2UgXCJraWxsLXdpbmRvd1wiOlxuICAgICAgc2Vzc2lvbi5raWxsV2luZG93KHdpbmRvdyk7XG4gICAgICByZXR1cm4ge307XG4gICAgY2FzZSBcInJlbmFtZS13aW5kb3dcIjpcbiAgICAgIHdpbmRvdy5uYW1lID0gcmVxLm5ld05hbWU7XG4gICAgICB3aW5kb3cuYXV0b05hbWUgPSBmYWxzZTtcbiAgICAgIHNlc3Npb24uc3RhdHVzQ2hhbmdlZCgpO1xuICAgICAgcmV0dXJuIHt9O1xuICAgIGNhc2UgXCJyZXNpemUtcGFuZVwiOlxuICAgICAgaWYgKHJlcS56b29tKSB7XG4gICAgICAgIHNlc3Npb24udG9nZ2xlWm9vbShwYW5lKTtcbiAgICAgICAgcmV0dXJuIHt9O1xuICAgICAgfVxuICAgICAgd2luZG93Lnpvb21lZCA9IGZhbHNlO1xuICAgICAgaWYgKHJlcS53aWR0aCAhPT0gdW5kZWZpbmVkKSB7XG4gICAgICAgIHdpbmRvdy5sYXlvdXQuc2V0UGFuZVNpemUocGFuZS5pZCwgXCJsclwiLCByZXEud2lkdGgpO1xuICAgICAgfVxuICAgICAgaWYgKHJlcS5oZWlnaHQgIT09IHVuZGVmaW5lZCkge1xuICAgICAgICB3aW5kb3cubGF5b3V0LnNldFBhbmVTaXplKHBhbmUuaWQsIFwidGJcIiwgcmVxLmhlaWdodCk7XG4gICAgICB9XG4gICAgICBpZiAocmVxLmRpcikge1xuICAgICAgICB3aW5kb3cubGF5b3V0LnJlc2l6ZVBhbmUocGFuZS5pZCwgcmVxLmRpciwgcmVxLmFtb3VudCA/PyAxKTtcbiAgICAgIH1cbiAgICAgIHNlc3Npb24ubGF5b3V0Q2hhbmdlZCgpO1xuICAgICAgcmV0dXJuIHt9O1xuICAgIGNhc2UgXCJzd2FwLXBhbmVcIjoge1xuICAgICAgY29uc3Qgb3JkZXIgPSB3aW5kb3cub3JkZXJlZCgpO1xuICAgICAgY29uc3QgaSA9IG9yZGVyLmluZGV4T2YocGFuZSk7XG4gICAgICBjb25zdCBqID0gKGkgKyAocmVxLnRvID09PSBcIm5leHRcIiA/IDEgOiAtMSkgKyBvcmRlci5sZW5ndGgpICVcbiAgICAgICAgb3JkZXIubGVuZ3RoO1xuICAgICAgaWYgKGkgIT09IGopIHdpbmRvdy5sYXlvdXQuc3dhcChwYW5lLmlkLCBvcmRlcltqXS5pZCk7XG4gICAgICBzZXNzaW9uLmxheW91dENoYW5nZWQoKTtcbiAgICAgIHJldHVybiB7fTtcbiAgICB9XG4gICAgY2FzZSBcInJlc3Bhd24tcGFuZVwiOlxuICAgIGNhc2UgXCJyZXNwYXduLXdpbmRvd1wiOiB7XG4gICAgICBjb25zdCBzcGVjID0ge1xuICAgICAgICBjbWQ6IHJlcS5jbWQsXG4gICAgICAgIGN3ZDogc3RhcnREaXIocmVxLmN3ZCwgdGFyZ2V0KSxcbiAgICAgICAgZW52OiByZXEuZW52LFxuICAgICAgICBraWxsOiByZXEua2lsbCxcbiAgICAgIH07XG4gICAgICBjb25zdCBmcmVzaCA9IHJlcS5vcCA9PT0gXCJyZXNwYXduLXBhbmVcIlxuICAgICAgICA/IHNlc3Npb24ucmVzcGF3blBhbmUocGFuZSwgc3BlYylcbiAgICAgICAgOiBzZXNzaW9uLnJlc3Bhd25XaW5kb3cod2luZG93LCBzcGVjKTtcbiAgICAgIHJldHVybiB7IHRhcmdldDogc2Vzc2lvbi5kZXNjcmliZShmcmVzaCksIHBpZDogZnJlc2gucGlkIH07XG4gICAgfVxuICAgIGNhc2UgXCJjbGVhci1oaXN0b3J5XCI6XG4gICAgICBzZXNzaW9uLmNsZWFySGlzdG9yeShwYW5lKTtcbiAgICAgIHJldHVybiB7fTtcbiAgICBjYXNlIFwiYnJlYWstcGFuZVwiOiB7XG4gICAgICBjb25zdCB3ID0gc2Vzc2lvbi5icmVha1BhbmUocGFuZSwgcmVxLmRldGFjaGVkID8/IGZhbHNlKTtcbiAgICAgIHJldHVybiB7IHRhcmdldDogc2Vzc2lvbi5kZXNjcmliZSh3LmFjdGl2ZSkgfTtcbiAgICB9XG4gICAgY2FzZSBcInN3YXAtd2luZG93XCI6IHtcbiAgICAgIGNvbnN0IHNyYyA9IHJlc29sdmVUYXJnZXQoc2Vzc2lvbnMsIHJlcS5zb3VyY2UpO1xuICAgICAgaWYgKHNyYy5zZXNzaW9uICE9PSBzZXNzaW9uKSByZXR1cm4gc3dhcEFjcm9zcyhzcmMsIHRhcmdldCwgcmVxKTtcbiAgICAgIHNlc3Npb24uc3dhcFdpbmRvd3Moc3JjLndpbmRvdywgd2luZG93LCByZXEuZGV0YWNoZWQgPz8gZmFsc2UpO1xuICAgICAgcmV0dXJuIHt9O1xuICAgIH1cbiAgICBjYXNlIFwiam9pbi1wYW5lXCI6IHtcbiAgICAgIGNvbnN0IHNyYyA9IHJlc29sdmVUYXJnZXQoc2Vzc2lvbnMsIHJlcS5zb3VyY2UpO1xuICAgICAgaWYgKHNyYy5zZXNzaW9uICE9PSBzZXNzaW9uKSByZXR1cm4gam9pbkFjcm9zcyhzcmMsIHRhcmdldCwgcmVxKTtcbiAgICAgIHNlc3Npb24uam9pblBhbmUoXG4gICAgICAgIHNyYy5wYW5lLFxuICAgICAgICBwYW5lLFxuICAgICAgICByZXEua2luZCxcbiAgICAgICAgc3BsaXRTaXplKHRhcmdldCwgcmVxKSxcbiAgICAgICAgcmVxLmJlZm9yZSA/PyBmYWxzZSxcbiAgICAgICAgcmVxLmRldGFjaGVkID8/IGZhbHNlLFxuICAgICAgKTtcbiAgICAgIHJldHVybiB7IHRhcmdldDogc2Vzc2lvbi5kZXNjcmliZShzcmMucGFuZSkgfTtcbiAgICB9XG4gICAgY2FzZSBcInNlbGVjdC1sYXlvdXRcIjpcbiAgICAgIHdpbmRvdy56b29tZWQgPSBmYWxzZTtcbiAgICAgIHdpbmRvdy5sYXlvdXQuYXBwbHkocHJlc2V0Rm9yKHdpbmRvdywgcmVxLmxheW91dCwgcmVxLm5leHQpKTtcbiAgICAgIHNlc3Npb24ubGF5b3V0Q2hhbmdlZCgpO1xuICAgICAgcmV0dXJuIHt9O1xuICAgIGNhc2UgXCJzZXQtb3B0aW9uXCI6XG4gICAgICBzZXNzaW9uLnJlbWFpbk9uRXhpdCA9IHJlcS5vbjtcbiAgICAgIHJldHVybiB7fTtcbiAgICBjYXNlIFwibGlzdC13aW5kb3dzXCI6XG4gICAgICByZXR1cm4geyB3aW5kb3dzOiBzZXNzaW9uLmluZm8oKS53aW5kb3dzIGFzIFdpbmRvd0luZm9bXSB9O1xuICAgIGNhc2UgXCJsaXN0LXBhbmVzXCI6XG4gICAgICByZXR1cm4geyBwYW5lczogbGlzdFBhbmVzKHNlc3Npb24sIHdpbmRvdykgfTtcbiAgfVxufVxuXG4vKipcbiAqIGBtb3ZlLXdpbmRvd2A6IHRoZSB3aW5kb3cgYHNvdXJjZWAgbmFtZXMgdG8gdGhlIHBsYWNlIGBuYW1lYCBuYW1lc1xuICogKGByZXNvbHZlV2luZG93UGxhY2VgKSwgb3Igd2l0aCBgcmVudW1iZXJgIHRoZSB3aW5kb3dzIG9mIHRoZSBzZXNzaW9uXG4gKiBgbmFtZWAgbmFtZXMgbnVtYmVyZWQgYWZyZXNoLlxuICovXG5mdW5jdGlvbiBtb3ZlV2luZG93KFxuICBzZXNzaW9uczogUmVhZG9ubHlNYXA8c3RyaW5nLCBTZXNzaW9uPixcbiAgcmVxOiBFeHRyYWN0PFBhbmVSZXF1ZXN0LCB7IG9wOiBcIm1vdmUtd2luZG93XCIgfT4sXG4pOiBSZWNvcmQ8c3RyaW5nLCBuZXZlcj4gfCBQcm9taXNlPFJlY29yZDxzdHJpbmcsIG5ldmVyPj4ge1xuICBjb25zdCBwbGFjZSA9IHJlc29sdmVXaW5kb3dQbGFjZShzZXNzaW9ucywgcmVxLm5hbWUpO1xuICBpZiAocmVxLnJlbnVtYmVyKSB7XG4gICAgcGxhY2Uuc2Vzc2lvbi5yZW51bWJlcldpbmRvd3MoKTtcbiAgICByZXR1cm4ge307XG4gIH1cbiAgY29uc3Qgc3JjID0gcmVzb2x2ZVRhcmdldChzZXNzaW9ucywgcmVxLnNvdXJjZSk7XG4gIGlmIChzcmMuc2Vzc2lvbiAhPT0gcGxhY2Uuc2Vzc2lvbikgcmV0dXJuIG1vdmVBY3Jvc3Moc3JjLCBwbGFjZSwgcmVxKTtcbiAgcGxhY2Uuc2Vzc2lvbi5tb3ZlV2luZG93KFxuICAgIHNyYy53aW5kb3csXG4gICAgcGxhY2UuaW5kZXgsXG4gICAgcmVxLmtpbGwgPz8gZmFsc2UsXG4gICAgcmVxLmRldGFjaGVkID8/IGZhbHNlLFxuICApO1xuICByZXR1cm4ge307XG59XG5cbi8qKlxuICogYG1vdmUtd2luZG93YCB0byBhbm90aGVyIHNlc3Npb246IHRoZSB3aW5kb3cncyBwYW5lcyBhcmUgaGFuZGVkIG9mZlxuICogd2l0aCB0aGVpciBlbmdpbmVzIChgU2Vzc2lvbi5oYW5kT2ZmYCksIGFuZCB0aGUgd2luZG93IGdvZXMgb24gdGhlcmUuXG4gKiBBIHNlc3Npb24ncyBsYXN0IHdpbmRvdyBzdGF5cyAodG11eCdzIG1vdmUgd291bGQgZW5kIHRoYXQgc2Vzc2lvbikuXG4gKi9cbmFzeW5jIGZ1bmN0aW9uIG1vdmVBY3Jvc3MoXG4gIHNyYzogUmVzb2x2ZWQsXG4gIHBsYWNlOiBXaW5kb3dQbGFjZSxcbiAgcmVxOiBFeHRyYWN0PFBhbmVSZXF1ZXN0LCB7IG9wOiBcIm1vdmUtd2luZG93XCIgfT4sXG4pOiBQcm9taXNlPFJlY29yZDxzdHJpbmcsIG5ldmVyPj4ge1xuICBjb25zdCB7IHNlc3Npb246IGZyb20sIHdpbmRvdzogdyB9ID0gc3JjO1xuICBjb25zdCB0byA9IHBsYWNlLnNlc3Npb247XG4gIGlmIChmcm9tLndpbmRvd3MubGVuZ3RoID09PSAxKSB7XG4gICAgdGhyb3cgbGFzdE9mKGZyb20sIGBXaW5kb3cgJHtmcm9tLm5hbWV9OiR7dy5pbmRleH1gKTtcbiAgfVxuICBjb25zdCBwYW5lcyA9IFsuLi53LnBhbmVzLnZhbHVlcygpXTtcbiAgZnJvbS5jaGVja0hhbmRPZmYocGFuZXMpO1xuICB0by5jaGVja1Jvb20ocGFuZXMubGVuZ3RoKTtcbiAgdG8ucGxhY2VGb3IodywgcGxhY2UuaW5kZXgsIHJlcS5raWxsID8/IGZhbHNlKTtcbiAgY29uc3QgZW5naW5lcyA9IGF3YWl0IGZyb20uaGFuZE9mZihwYW5lcyk7XG4gIGZyb20udGFrZU91dFdpbmRvdyh3KTtcbiAgY29uc3QgZGVzdCA9IGxhbmRpbmcoZnJvbSwgdG8pO1xuICBjb25zdCB0aGVyZSA9IGRlc3QgPT09IHRvO1xuICBkZXN0LmFkb3B0V2luZG93KFxuICAgIHcsXG4gICAgZW5naW5lcyxcbiAgICBmcm9tLFxuICAgIHRoZXJlID8gcGxhY2UuaW5kZXggOiBudWxsLFxuICAgIHRoZXJlICYmIChyZXEua2lsbCA/PyBmYWxzZSksXG4gICAgcmVxLmRldGFjaGVkID8/IGZhbHNlLFxuICApO1xuICByZXR1cm4ge307XG59XG5cbi8qKlxuICogYGpvaW4tcGFuZWAgZnJvbSBhbm90aGVyIHNlc3Npb246IHRoZSBwYW5lIGlzIGhhbmRlZCBvZmYgd2l0aCBpdHNcbiAqIGVuZ2luZSAoYFNlc3Npb24uaGFuZE9mZmApIGFuZCBqb2lucyB0aGUgdGFyZ2V0J3Mgd2luZG93IHRoZXJlLlxuICovXG5hc3luYyBmdW5jdGlvbiBqb2luQWNyb3NzKFxuICBzcmM6IFJlc29sdmVkLFxuICBkc3Q6IFJlc29sdmVkLFxuICByZXE6IEV4dHJhY3Q8UGFuZVJlcXVlc3QsIHsgb3A6IFwiam9pbi1wYW5lXCIgfT4sXG4pOiBQcm9taXNlPHsgdGFyZ2V0OiBzdHJpbmcgfT4ge1xuICBjb25zdCB7IHNlc3Npb246IGZyb20sIHBhbmUgfSA9IHNyYztcbiAgY29uc3QgdG8gPSBkc3Quc2Vzc2lvbjtcbiAgaWYgKGZyb20ud2luZG93cy5sZW5ndGggPT09IDEgJiYgc3JjLndpbmRvdy5wYW5lcy5zaXplID09PSAxKSB7XG4gICAgdGhyb3cgbGFzdE9mKGZyb20sIGBQYW5lICUke3BhbmUuaWR9YCk7XG4gIH1cbiAgZnJvbS5jaGVja0hhbmRPZmYoW3BhbmVdKTtcbiAgdG8uY2hlY2tSb29tKDEpO1xuICBjb25zdCBzaXplID0gc3BsaXRTaXplKGRzdCwgcmVxKTtcbiAgLy8gU3BsaXQgYSBjb3B5IGZpcnN0OiBhIHRhcmdldCB0b28gc21hbGwgaXMgcmVmdXNlZCBiZWZvcmUgYW55dGhpbmdcbiAgLy8gbW92ZXMuXG4gIHRyeSB7XG4gICAgTGF5b3V0LmZyb21UcmVlKHN0cnVjdHVyZWRDbG9uZShkc3Qud2luZG93LmxheW91dC5yb290KSlcbiAgICAgIC5zcGxpdChkc3QucGFuZS5pZCwgLTEsIHJlcS5raW5kLCBzaXplLCByZXEuYmVmb3JlKTtcbiAgfSBjYXRjaCAoZXJyKSB7XG4gICAgaWYgKGVyciBpbnN0YW5jZW9mIE5vUm9vbUVycm9yKSB7XG4gICAgICB0aHJvdyBuZXcgUmVxdWVzdEZhaWx1cmUoXG4gICAgICAgIFwiYmFkLXJlcXVlc3RcIixcbiAgICAgICAgXCJUaGUgdGFyZ2V0IHBhbmUgaXMgdG9vIHNtYWxsIHRvIHNwbGl0OyBtYWtlIGl0IGxhcmdlciBmaXJzdFwiLFxuICAgICAgKTtcbiAgICB9XG4gICAgdGhyb3cgZXJyO1xuICB9XG4gIGNvbnN0IGVuZ2luZXMgPSBhd2FpdCBmcm9tLmhhbmRPZmYoW3BhbmVdKTtcbiAgZnJvbS50YWtlT3V0KFtwYW5lXSk7XG4gIGNvbnN0IG1vdmVkID0gbGFuZGluZyhmcm9tLCB0bykuYWRvcHRKb2luZWQoXG4gICAgcGFuZSxcbiAgICBlbmdpbmVzLmdldChwYW5lLmlkKSxcbiAgICBmcm9tLFxuICAgIGRzdC5wYW5lLFxuICAgIHJlcS5raW5kLFxuICAgIHNpemUsXG4gICAgcmVxLmJlZm9yZSA/PyBmYWxzZSxcbiAgICByZXEuZGV0YWNoZWQgPz8gZmFsc2UsXG4gICk7XG4gIHJldHVybiB7IHRhcmdldDogbGFuZGluZyhmcm9tLCB0bykuZGVzY3JpYmUobW92ZWQpIH07XG59XG5cbi8qKlxuICogV2hlcmUgcGFuZXMgaGFuZGVkIG9mZiBnbzogYHRvYCwgb3IgYmFjayB0byBgZnJvbWAgd2hlbiBgdG9gIGVuZGVkXG4gKiB3aGlsZSB0aGV5IHdlcmUgb24gdGhlaXIgd2F5IChhIHdpbmRvdyBvZiB0aGVpciBvd24gdGhlcmUpLlxuICovXG5mdW5jdGlvbiBsYW5kaW5nKGZyb206IFNlc3Npb24sIHRvOiBTZXNzaW9uKTogU2Vzc2lvbiB7XG4gIHJldHVybiB0by5jbG9zZWQgJiYgIWZyb20uY2xvc2VkID8gZnJvbSA6IHRvO1xufVxuXG4vKipcbiAqIFRoZSBzaXplIGEgc3BsaXQgb3IgYSBqb2luIGFza3MgZm9yOiBgLWxgIGNlbGxzLCBvciBgLXBgIHBlcmNlbnQgb2YgdGhlXG4gKiB0YXJnZXQgcGFuZSdzIHdpZHRoIG9yIGhlaWdodCwgYXMgdG11eCdzIChgLXAgMjVgIG9mIDgwIGNvbHVtbnM6IDIwKS5cbiAqL1xuZnVuY3Rpb24gc3BsaXRTaXplKFxuICBkc3Q6IFJlc29sdmVkLFxuICByZXE6IHsga2luZDogXCJsclwiIHwgXCJ0YlwiOyBzaXplPzogbnVtYmVyOyBwZXJjZW50PzogbnVtYmVyIH0sXG4pOiBudW1iZXIgfCB1bmRlZmluZWQge1xuICBjb25zdCByID0gZHN0LndpbmRvdy5sYXlvdXQucmVjdHMoKS5nZXQoZHN0LnBhbmUuaWQpITtcbiAgY29uc3QgbGVuZ3RoID0gcmVxLmtpbmQgPT09IFwibHJcIiA/IHIuY29scyA6IHIucm93cztcbiAgcmV0dXJuIHJlcS5wZXJjZW50ICE9PSB1bmRlZmluZWRcbiAgICA/IE1hdGgubWF4KDEsIE1hdGguZmxvb3IobGVuZ3RoICogcmVxLnBlcmNlbnQgLyAxMDApKVxuICAgIDogcmVxLnNpemU7XG59XG5cbi8qKiBBIHNlc3Npb24ncyBsYXN0IHdpbmRvdyBvciBwYW5lIGRvZXMgbm90IGxlYXZlIGl0ICh0bXV4IGVuZHMgaXQpLiAqL1xuZnVuY3Rpb24gbGFzdE9mKHNlc3Npb246IFNlc3Npb24sIHdoYXQ6IHN0cmluZyk6IFJlcXVlc3RGYWlsdXJlIHtcbiAgcmV0dXJuIG5ldyBSZXF1ZXN0RmFpbHVyZShcbiAgICBcImJhZC1yZXF1ZXN0XCIsXG4gICAgYCR7d2hhdH0gaXMgc2Vzc2lvbiAke3Nlc3Npb24ubmFtZX0ncyBsYXN0OyBtb3ZpbmcgaXQgb3V0IHdvdWxkIGVuZCB0aGUgc2Vzc2lvbiAobW92ZSBhbm90aGVyIHdpbmRvdyBpbiBmaXJzdClgLFxuICApO1xufVxuXG4vKipcbiAqIGBzd2FwLXdpbmRvd2AgYmV0d2VlbiBzZXNzaW9uczogYm90aCB3aW5kb3dzJyBwYW5lcyBhcmUgaGFuZGVkIG9mZlxuICogKGBTZXNzaW9uLmhhbmRPZmZgKSwgYW5kIGVhY2ggd2luZG93IHRha2VzIHRoZSBvdGhlcidzIHBsYWNlOyAtZCBzaG93c1xuICogZWFjaCBhdCBpdHMgbmV3IHBsYWNlLCBhcyB0bXV4IDMuM2EgZG9lcy5cbiAqL1xuYXN5bmMgZnVuY3Rpb24gc3dhcEFjcm9zcyhcbiAgc3JjOiBSZXNvbHZlZCxcbiAgZHN0OiBSZXNvbHZlZCxcbiAgcmVxOiBFeHRyYWN0PFBhbmVSZXF1ZXN0LCB7IG9wOiBcInN3YXAtd2luZG93XCIgfT4sXG4pOiBQcm9taXNlPFJlY29yZDxzdHJpbmcsIG5ldmVyPj4ge1xuICBjb25zdCBhID0gWy4uLnNyYy53aW5kb3cucGFuZXMudmFsdWVzKCldO1xuICBjb25zdCBiID0gWy4uLmRzdC53aW5kb3cucGFuZXMudmFsdWVzKCldO1xuICBzcmMuc2Vzc2lvbi5jaGVja0hhbmRPZmYoYSk7XG4gIGRzdC5zZXNzaW9uLmNoZWNrSGFuZE9mZihiKTtcbiAgc3JjLnNlc3Npb24uY2hlY2tSb29tKGIubGVuZ3RoIC0gYS5sZW5ndGgpO1xuICBkc3Quc2Vzc2lvbi5jaGVja1Jvb20oYS5sZW5ndGggLSBiLmxlbmd0aCk7XG4gIGNvbnN0IFtmcm9tU3JjLCBmcm9tRHN0XSA9IGF3YWl0IFByb21pc2UuYWxsKFtcbiAgICBzcmMuc2Vzc2lvbi5oYW5kT2ZmKGEpLFxuICAgIGRzdC5zZXNzaW9uLmhhbmRPZmYoYiksXG4gIF0pO1xuICBjb25zdCBzZWxlY3QgPSByZXEuZGV0YWNoZWQgPz8gZmFsc2U7XG4gIGNvbnN0IFthdCwgdG9dID0gW3NyYy53aW5kb3cuaW5kZXgsIGRzdC53aW5kb3cuaW5kZXhdO1xuICBzcmMuc2Vzc2lvbi5zd2FwSW4oc3JjLndpbmRvdywgYXQsIGRzdC53aW5kb3csIGZyb21Ec3QsIGRzdC5zZXNzaW9uLCBzZWxlY3QpO1xuICBkc3Quc2Vzc2lvbi5zd2FwSW4oZHN0LndpbmRvdywgdG8sIHNyYy53aW5kb3csIGZyb21TcmMsIHNyYy5zZXNzaW9uLCBzZWxlY3QpO1xuICByZXR1cm4ge307XG59XG5cbmZ1bmN0aW9uIHJlbGF0aXZlV2luZG93KFxuICBzZXNzaW9uOiBTZXNzaW9uLFxuICB3aW5kb3c6IFdpbmRvdyxcbiAgdG86IFwibmV4dFwiIHwgXCJwcmV2aW91c1wiIHwgXCJsYXN0XCIsXG4pOiBXaW5kb3cge1xuICBpZiAodG8gPT09IFwibGFzdFwiKSB7XG4gICAgaWYgKCFzZXNzaW9uLmxhc3RXaW5kb3cpIHtcbiAgICAgIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcIm5vdC1mb3VuZFwiLCBcIlRoZXJlIGlzIG5vIGxhc3Qgd2luZG93XCIpO1xuICAgIH1cbiAgICByZXR1cm4gc2Vzc2lvbi5sYXN0V2luZG93O1xuICB9XG4gIGNvbnN0IHdzID0gWy4uLnNlc3Npb24ud2luZG93c10uc29ydCgoYSwgYikgPT4gYS5pbmRleCAtIGIuaW5kZXgpO1xuICBjb25zdCBpID0gd3MuaW5kZXhPZih3aW5kb3cpO1xuICBjb25zdCBmb3VuZCA9IHdzWyhpICsgKHRvID09PSBcIm5leHRcIiA/IDEgOiAtMSkgKyB3cy5sZW5ndGgpICUgd3MubGVuZ3RoXTtcbiAgLy8gQXMgdG11eCdzIHNlc3Npb25fbmV4dC9zZXNzaW9uX3ByZXZpb3VzOiB3cmFwcGluZyByb3VuZCB0byB0aGUgc2FtZVxuICAvLyB3aW5kb3cgaXMgbm8gbW92ZSBhdCBhbGwsIGFuZCBzYXlzIHNvICh0bXV4OiBcIm5vIG5leHQgd2luZG93XCIpLlxuICBpZiAoZm91bmQgPT09IHdpbmRvdykge1xuICAgIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcbiAgICAgIFwibm90LWZvdW5kXCIsXG4gICAgICBgVGhlcmUgaXMgbm8gJHt0b30gd2luZG93IChzZXNzaW9uICR7c2Vzc2lvbi5uYW1lfSBoYXMgb25lOyBiZXJ0aCBuZXctd2luZG93IGFkZHMgb25lKWAsXG4gICAgKTtcbiAgfVxuICByZXR1cm4gZm91bmQ7XG59XG5cbmZ1bmN0aW9uIHNlbGVjdFBhbmUoXG4gIHNlc3Npb246IFNlc3Npb24sXG4gIHdpbmRvdzogV2luZG93LFxuICBwYW5lOiBSZXR1cm5UeXBlPFdpbmRvd1tcIm9yZGVyZWRcIl0+W251bWJlcl0sXG4gIHRvOiBzdHJpbmcgfCB1bmRlZmluZWQsXG4pOiB2b2lkIHtcbiAgaWYgKHRvID09PSB1bmRlZmluZWQpIHtcbiAgICBzZXNzaW9uLnNlbGVjdFBhbmUocGFuZSk7XG4gICAgcmV0dXJuO1xuICB9XG4gIGlmICh0byA9PT0gXCJsYXN0XCIpIHtcbiAgICBpZiAoIXdpbmRvdy5sYXN0KSB7XG4gICAgICB0aHJvdyBuZXcgUmVxdWVzdEZhaWx1cmUoXCJub3QtZm91bmRcIiwgXCJUaGVyZSBpcyBubyBsYXN0IHBhbmVcIik7XG4gICAgfVxuICAgIHNlc3Npb24uc2VsZWN0UGFuZSh3aW5kb3cubGFzdCk7XG4gICAgcmV0dXJuO1xuICB9XG4gIGlmICh0byA9PT0gXCJuZXh0XCIgfHwgdG8gPT09IFwicHJldmlvdXNcIikge1xuICAgIGNvbnN0IG9yZGVyID0gd2luZG93Lm9yZGVyZWQoKTtcbiAgICBjb25zdCBpID0gb3JkZXIuaW5kZXhPZih3aW5kb3cuYWN0aXZlKTtcbiAgICBjb25zdCBzdGVwID0gdG8gPT09IFwibmV4dFwiID8gMSA6IC0xO1xuICAgIHNlc3Npb24uc2VsZWN0UGFuZShvcmRlclsoaSArIHN0ZXAgKyBvcmRlci5sZW5ndGgpICUgb3JkZXIubGVuZ3RoXSk7XG4gICAgcmV0dXJuO1xuICB9XG4gIGNvbnN0IGlkID0gd2luZG93LmxheW91dC5uZWlnaGJvdXIod2luZG93LmFjdGl2ZS5pZCwgdG8gYXMgRGlyZWN0aW9uKTtcbiAgY29uc3QgbmV4dCA9IGlkID09PSBudWxsID8gdW5kZWZpbmVkIDogd2luZG93LnBhbmVzLmdldChpZCk7XG4gIGlmIChuZXh0KSBzZXNzaW9uLnNlbGVjdFBhbmUobmV4dCk7XG59XG5cbi8qKiBUaGUgbmFtZWQgcHJlc2V0LCBvciB0aGUgb25lIGFmdGVyIHRoZSB3aW5kb3cncyBsYXN0IChgU3BhY2VgKS4gKi9cbmZ1bmN0aW9uIHByZXNldEZvcihcbiAgd2luZG93OiBXaW5kb3csXG4gIG5hbWU6IHN0cmluZyB8IHVuZGVmaW5lZCxcbiAgbmV4dDogYm9vbGVhbiB8IHVuZGVmaW5lZCxcbik6IFByZXNldExheW91dCB7XG4gIGlmIChuYW1lICE9PSB1bmRlZmluZWQpIHtcbiAgICBpZiAoIShQUkVTRVRfTEFZT1VUUyBhcyByZWFkb25seSBzdHJpbmdbXSkuaW5jbHVkZXMobmFtZSkpIHtcbiAgICAgIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcbiAgICAgICAgXCJiYWQtcmVxdWVzdFwiLFxuICAgICAgICBgVW5rbm93biBsYXlvdXQgJHtuYW1lfTogdXNlIG9uZSBvZiAke1BSRVNFVF9MQVlPVVRTLmpvaW4oXCIsIFwiKX1gLFxuICAgICAgKTtcbiAgICB9XG4gICAgd2luZG93LnByZXNldCA9IG5hbWUgYXMgUHJlc2V0TGF5b3V0O1xuICAgIHJldHVybiB3aW5kb3cucHJlc2V0O1xuICB9XG4gIGlmICghbmV4dCkgcmV0dXJuIHdpbmRvdy5wcmVzZXQgPz8gUFJFU0VUX0xBWU9VVFNbMF07XG4gIGNvbnN0IGkgPSB3aW5kb3cucHJlc2V0ID09PSB1bmRlZmluZWRcbiAgICA/IC0xXG4gICAgOiBQUkVTRVRfTEFZT1VUUy5pbmRleE9mKHdpbmRvdy5wcmVzZXQpO1xuICB3aW5kb3cucHJlc2V0ID0gUFJFU0VUX0xBWU9VVFNbKGkgKyAxKSAlIFBSRVNFVF9MQVlPVVRTLmxlbmd0aF07XG4gIHJldHVybiB3aW5kb3cucHJlc2V0O1xufVxuXG5mdW5jdGlvbiBsaXN0UGFuZXMoc2Vzc2lvbjogU2Vzc2lvbiwgd2luZG93OiBXaW5kb3cpOiBQYW5lSW5mb1tdIHtcbiAgY29uc3QgcmVjdHMgPSB3aW5kb3cuc2hvd24oKTtcbiAgY29uc3QgYWxsID0gd2luZG93LmxheW91dC5yZWN0cygpO1xuICByZXR1cm4gd2luZG93Lm9yZGVyZWQoKS5tYXAoKHAsIGluZGV4KSA9PiB7XG4gICAgY29uc3QgciA9IHJlY3RzLmdldChwLmlkKSA/PyBhbGwuZ2V0KHAuaWQpITtcbiAgICByZXR1cm4ge1xuICAgICAgaW5kZXgsXG4gICAgICBpZDogcC5pZCxcbiAgICAgIGFjdGl2ZTogcCA9PT0gd2luZG93LmFjdGl2ZSxcbiAgICAgIHg6IHIueCxcbiAgICAgIHk6IHIueSxcbiAgICAgIGNvbHM6IHIuY29scyxcbiAgICAgIHJvd3M6IHIucm93cyxcbiAgICAgIHBpZDogcC5waWQsXG4gICAgICBjb21tYW5kOiBwLmNvbW1hbmQsXG4gICAgICBkZWFkOiBwLmRlYWQsXG4gICAgICB0YXJnZXQ6IHNlc3Npb24uZGVzY3JpYmUocCksXG4gICAgfTtcbiAgfSk7XG59XG5cbi8qKlxuICogQSBuZXcgcGFuZSdzIGAtYyBESVJgIHdpdGggdG11eCdzIGZvcm1hdHMgZXhwYW5kZWQgZm9yIHRoZSB0YXJnZXQgcGFuZVxuICogKGBzcGxpdC13aW5kb3cgLWMgJyN7cGFuZV9jdXJyZW50X3BhdGh9J2AsIGFzIHRtdXggdXNlcnMgYmluZCBpdCk7IGFuXG4gKiBlbXB0eSBleHBhbnNpb24gaXMgbm8gZGlyZWN0b3J5IGdpdmVuLlxuICovXG5mdW5jdGlvbiBzdGFydERpcihkaXI6IHN0cmluZyB8IHVuZGVmaW5lZCwgdDogUmVzb2x2ZWQpOiBzdHJpbmcgfCB1bmRlZmluZWQge1xuICBpZiAoZGlyID09PSB1bmRlZmluZWQgfHwgIWRpci5pbmNsdWRlcyhcIiNcIikpIHJldHVybiBkaXI7XG4gIGNvbnN0IGV4cGFuZGVkID0gZXhwYW5kRm9ybWF0KFxuICAgIGRpcixcbiAgICBmb3JtYXRWYWx1ZXMoeyAuLi50LCBjbGllbnQ6IG51bGwsIHRpdGxlOiBcIlwiIH0pLFxuICApO1xuICByZXR1cm4gZXhwYW5kZWQgPT09IFwiXCIgPyB1bmRlZmluZWQgOiBleHBhbmRlZDtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Q0FLQyxHQU9ELFNBRUUsTUFBTSxFQUNOLFdBQVcsRUFDWCxjQUFjLFFBRVQsdUJBQXVCO0FBQzlCLFNBQVMsY0FBYyxRQUFRLHVCQUF1QjtBQUV0RCxTQUVFLGFBQWEsRUFDYixrQkFBa0IsUUFFYixlQUFlO0FBRXRCLFNBQVMsWUFBWSxRQUFRLDJCQUEyQjtBQUN4RCxTQUFTLFlBQVksUUFBUSxxQkFBcUI7QUFFbEQsc0VBQXNFLEdBQ3RFLE9BQU8sU0FBUyxrQkFDZCxRQUFzQyxFQUN0QyxHQUFnQjtFQUVoQixnREFBZ0Q7RUFDaEQsSUFBSSxJQUFJLEVBQUUsS0FBSyxlQUFlLE9BQU8sV0FBVyxVQUFVO0VBQzFELE1BQU0sU0FBUyxjQUFjLFVBQVUsSUFBSSxJQUFJO0VBQy9DLE1BQU0sRUFBRSxPQUFPLEVBQUUsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHO0VBQ2xDLE9BQVEsSUFBSSxFQUFFO0lBQ1osS0FBSztNQUFnQjtRQUNuQixNQUFNLE9BQU8sVUFBVSxRQUFRO1FBQy9CLE1BQU0sUUFBUSxRQUFRLEtBQUssQ0FDekIsTUFDQSxJQUFJLElBQUksRUFDUjtVQUFFLEtBQUssSUFBSSxHQUFHO1VBQUUsS0FBSyxTQUFTLElBQUksR0FBRyxFQUFFO1VBQVMsS0FBSyxJQUFJLEdBQUc7UUFBQyxHQUM3RCxNQUNBLElBQUksTUFBTTtRQUVaLElBQUksSUFBSSxRQUFRLEVBQUUsUUFBUSxZQUFZLENBQUM7UUFDdkMsT0FBTztVQUNMLFFBQVEsUUFBUSxRQUFRLENBQUM7VUFDekIsS0FBSyxNQUFNLEdBQUc7VUFDZCxRQUFRLE1BQU0sRUFBRTtRQUNsQjtNQUNGO0lBQ0EsS0FBSztNQUFjO1FBQ2pCLE1BQU0sSUFBSSxRQUFRLFNBQVMsQ0FDekI7VUFBRSxLQUFLLElBQUksR0FBRztVQUFFLEtBQUssU0FBUyxJQUFJLEdBQUcsRUFBRTtVQUFTLEtBQUssSUFBSSxHQUFHO1FBQUMsR0FDN0QsSUFBSSxVQUFVLEVBQ2QsQ0FBQyxJQUFJLFFBQVE7UUFFZixPQUFPO1VBQ0wsUUFBUSxRQUFRLFFBQVEsQ0FBQyxFQUFFLE1BQU07VUFDakMsS0FBSyxFQUFFLE1BQU0sQ0FBQyxHQUFHO1VBQ2pCLFFBQVEsRUFBRSxNQUFNLENBQUMsRUFBRTtRQUNyQjtNQUNGO0lBQ0EsS0FBSztNQUNILFFBQVEsWUFBWSxDQUNsQixJQUFJLEVBQUUsR0FBRyxlQUFlLFNBQVMsUUFBUSxJQUFJLEVBQUUsSUFBSTtNQUVyRCxPQUFPLENBQUM7SUFDVixLQUFLO01BQ0gsV0FBVyxTQUFTLFFBQVEsTUFBTSxJQUFJLEVBQUU7TUFDeEMsSUFBSSxJQUFJLElBQUksRUFBRSxRQUFRLFVBQVUsQ0FBQyxPQUFPLE1BQU07TUFDOUMsT0FBTyxDQUFDO0lBQ1YsS0FBSztNQUNILFFBQVEsUUFBUSxDQUFDO01BQ2pCLE9BQU8sQ0FBQztJQUNWLEtBQUs7TUFDSCxRQUFRLFVBQVUsQ0FBQztNQUNuQixPQUFPLENBQUM7SUFDVixLQUFLO01BQ0gsT0FBTyxJQUFJLEdBQUcsSUFBSSxPQUFPO01BQ3pCLE9BQU8sUUFBUSxHQUFHO01BQ2xCLFFBQVEsYUFBYTtNQUNyQixPQUFPLENBQUM7SUFDVixLQUFLO01BQ0gsSUFBSSxJQUFJLElBQUksRUFBRTtRQUNaLFFBQVEsVUFBVSxDQUFDO1FBQ25CLE9BQU8sQ0FBQztNQUNWO01BQ0EsT0FBTyxNQUFNLEdBQUc7TUFDaEIsSUFBSSxJQUFJLEtBQUssS0FBSyxXQUFXO1FBQzNCLE9BQU8sTUFBTSxDQUFDLFdBQVcsQ0FBQyxLQUFLLEVBQUUsRUFBRSxNQUFNLElBQUksS0FBSztNQUNwRDtNQUNBLElBQUksSUFBSSxNQUFNLEtBQUssV0FBVztRQUM1QixPQUFPLE1BQU0sQ0FBQyxXQUFXLENBQUMsS0FBSyxFQUFFLEVBQUUsTUFBTSxJQUFJLE1BQU07TUFDckQ7TUFDQSxJQUFJLElBQUksR0FBRyxFQUFFO1FBQ1gsT0FBTyxNQUFNLENBQUMsVUFBVSxDQUFDLEtBQUssRUFBRSxFQUFFLElBQUksR0FBRyxFQUFFLElBQUksTUFBTSxJQUFJO01BQzNEO01BQ0EsUUFBUSxhQUFhO01BQ3JCLE9BQU8sQ0FBQztJQUNWLEtBQUs7TUFBYTtRQUNoQixNQUFNLFFBQVEsT0FBTyxPQUFPO1FBQzVCLE1BQU0sSUFBSSxNQUFNLE9BQU8sQ0FBQztRQUN4QixNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsSUFBSSxFQUFFLEtBQUssU0FBUyxJQUFJLENBQUMsQ0FBQyxJQUFJLE1BQU0sTUFBTSxJQUN4RCxNQUFNLE1BQU07UUFDZCxJQUFJLE1BQU0sR0FBRyxPQUFPLE1BQU0sQ0FBQyxJQUFJLENBQUMsS0FBSyxFQUFFLEVBQUUsS0FBSyxDQUFDLEVBQUUsQ0FBQyxFQUFFO1FBQ3BELFFBQVEsYUFBYTtRQUNyQixPQUFPLENBQUM7TUFDVjtJQUNBLEtBQUs7SUFDTCxLQUFLO01BQWtCO1FBQ3JCLE1BQU0sT0FBTztVQUNYLEtBQUssSUFBSSxHQUFHO1VBQ1osS0FBSyxTQUFTLElBQUksR0FBRyxFQUFFO1VBQ3ZCLEtBQUssSUFBSSxHQUFHO1VBQ1osTUFBTSxJQUFJLElBQUk7UUFDaEI7UUFDQSxNQUFNLFFBQVEsSUFBSSxFQUFFLEtBQUssaUJBQ3JCLFFBQVEsV0FBVyxDQUFDLE1BQU0sUUFDMUIsUUFBUSxhQUFhLENBQUMsUUFBUTtRQUNsQyxPQUFPO1VBQUUsUUFBUSxRQUFRLFFBQVEsQ0FBQztVQUFRLEtBQUssTUFBTSxHQUFHO1FBQUM7TUFDM0Q7SUFDQSxLQUFLO01BQ0gsUUFBUSxZQUFZLENBQUM7TUFDckIsT0FBTyxDQUFDO0lBQ1YsS0FBSztNQUFjO1FBQ2pCLE1BQU0sSUFBSSxRQUFRLFNBQVMsQ0FBQyxNQUFNLElBQUksUUFBUSxJQUFJO1FBQ2xELE9BQU87VUFBRSxRQUFRLFFBQVEsUUFBUSxDQUFDLEVBQUUsTUFBTTtRQUFFO01BQzlDO0lBQ0EsS0FBSztNQUFlO1FBQ2xCLE1BQU0sTUFBTSxjQUFjLFVBQVUsSUFBSSxNQUFNO1FBQzlDLElBQUksSUFBSSxPQUFPLEtBQUssU0FBUyxPQUFPLFdBQVcsS0FBSyxRQUFRO1FBQzVELFFBQVEsV0FBVyxDQUFDLElBQUksTUFBTSxFQUFFLFFBQVEsSUFBSSxRQUFRLElBQUk7UUFDeEQsT0FBTyxDQUFDO01BQ1Y7SUFDQSxLQUFLO01BQWE7UUFDaEIsTUFBTSxNQUFNLGNBQWMsVUFBVSxJQUFJLE1BQU07UUFDOUMsSUFBSSxJQUFJLE9BQU8sS0FBSyxTQUFTLE9BQU8sV0FBVyxLQUFLLFFBQVE7UUFDNUQsUUFBUSxRQUFRLENBQ2QsSUFBSSxJQUFJLEVBQ1IsTUFDQSxJQUFJLElBQUksRUFDUixVQUFVLFFBQVEsTUFDbEIsSUFBSSxNQUFNLElBQUksT0FDZCxJQUFJLFFBQVEsSUFBSTtRQUVsQixPQUFPO1VBQUUsUUFBUSxRQUFRLFFBQVEsQ0FBQyxJQUFJLElBQUk7UUFBRTtNQUM5QztJQUNBLEtBQUs7TUFDSCxPQUFPLE1BQU0sR0FBRztNQUNoQixPQUFPLE1BQU0sQ0FBQyxLQUFLLENBQUMsVUFBVSxRQUFRLElBQUksTUFBTSxFQUFFLElBQUksSUFBSTtNQUMxRCxRQUFRLGFBQWE7TUFDckIsT0FBTyxDQUFDO0lBQ1YsS0FBSztNQUNILFFBQVEsWUFBWSxHQUFHLElBQUksRUFBRTtNQUM3QixPQUFPLENBQUM7SUFDVixLQUFLO01BQ0gsT0FBTztRQUFFLFNBQVMsUUFBUSxJQUFJLEdBQUcsT0FBTztNQUFpQjtJQUMzRCxLQUFLO01BQ0gsT0FBTztRQUFFLE9BQU8sVUFBVSxTQUFTO01BQVE7RUFDL0M7QUFDRjtBQUVBOzs7O0NBSUMsR0FDRCxTQUFTLFdBQ1AsUUFBc0MsRUFDdEMsR0FBZ0Q7RUFFaEQsTUFBTSxRQUFRLG1CQUFtQixVQUFVLElBQUksSUFBSTtFQUNuRCxJQUFJLElBQUksUUFBUSxFQUFFO0lBQ2hCLE1BQU0sT0FBTyxDQUFDLGVBQWU7SUFDN0IsT0FBTyxDQUFDO0VBQ1Y7RUFDQSxNQUFNLE1BQU0sY0FBYyxVQUFVLElBQUksTUFBTTtFQUM5QyxJQUFJLElBQUksT0FBTyxLQUFLLE1BQU0sT0FBTyxFQUFFLE9BQU8sV0FBVyxLQUFLLE9BQU87RUFDakUsTUFBTSxPQUFPLENBQUMsVUFBVSxDQUN0QixJQUFJLE1BQU0sRUFDVixNQUFNLEtBQUssRUFDWCxJQUFJLElBQUksSUFBSSxPQUNaLElBQUksUUFBUSxJQUFJO0VBRWxCLE9BQU8sQ0FBQztBQUNWO0FBRUE7Ozs7Q0FJQyxHQUNELGVBQWUsV0FDYixHQUFhLEVBQ2IsS0FBa0IsRUFDbEIsR0FBZ0Q7RUFFaEQsTUFBTSxFQUFFLFNBQVMsSUFBSSxFQUFFLFFBQVEsQ0FBQyxFQUFFLEdBQUc7RUFDckMsTUFBTSxLQUFLLE1BQU0sT0FBTztFQUN4QixJQUFJLEtBQUssT0FBTyxDQUFDLE1BQU0sS0FBSyxHQUFHO0lBQzdCLE1BQU0sT0FBTyxNQUFNLENBQUMsT0FBTyxFQUFFLEtBQUssSUFBSSxDQUFDLENBQUMsRUFBRSxFQUFFLEtBQUssRUFBRTtFQUNyRDtFQUNBLE1BQU0sUUFBUTtPQUFJLEVBQUUsS0FBSyxDQUFDLE1BQU07R0FBRztFQUNuQyxLQUFLLFlBQVksQ0FBQztFQUNsQixHQUFHLFNBQVMsQ0FBQyxNQUFNLE1BQU07RUFDekIsR0FBRyxRQUFRLENBQUMsR0FBRyxNQUFNLEtBQUssRUFBRSxJQUFJLElBQUksSUFBSTtFQUN4QyxNQUFNLFVBQVUsTUFBTSxLQUFLLE9BQU8sQ0FBQztFQUNuQyxLQUFLLGFBQWEsQ0FBQztFQUNuQixNQUFNLE9BQU8sUUFBUSxNQUFNO0VBQzNCLE1BQU0sUUFBUSxTQUFTO0VBQ3ZCLEtBQUssV0FBVyxDQUNkLEdBQ0EsU0FDQSxNQUNBLFFBQVEsTUFBTSxLQUFLLEdBQUcsTUFDdEIsU0FBUyxDQUFDLElBQUksSUFBSSxJQUFJLEtBQUssR0FDM0IsSUFBSSxRQUFRLElBQUk7RUFFbEIsT0FBTyxDQUFDO0FBQ1Y7QUFFQTs7O0NBR0MsR0FDRCxlQUFlLFdBQ2IsR0FBYSxFQUNiLEdBQWEsRUFDYixHQUE4QztFQUU5QyxNQUFNLEVBQUUsU0FBUyxJQUFJLEVBQUUsSUFBSSxFQUFFLEdBQUc7RUFDaEMsTUFBTSxLQUFLLElBQUksT0FBTztFQUN0QixJQUFJLEtBQUssT0FBTyxDQUFDLE1BQU0sS0FBSyxLQUFLLElBQUksTUFBTSxDQUFDLEtBQUssQ0FBQyxJQUFJLEtBQUssR0FBRztJQUM1RCxNQUFNLE9BQU8sTUFBTSxDQUFDLE1BQU0sRUFBRSxLQUFLLEVBQUUsRUFBRTtFQUN2QztFQUNBLEtBQUssWUFBWSxDQUFDO0lBQUM7R0FBSztFQUN4QixHQUFHLFNBQVMsQ0FBQztFQUNiLE1BQU0sT0FBTyxVQUFVLEtBQUs7RUFDNUIsb0VBQW9FO0VBQ3BFLFNBQVM7RUFDVCxJQUFJO0lBQ0YsT0FBTyxRQUFRLENBQUMsZ0JBQWdCLElBQUksTUFBTSxDQUFDLE1BQU0sQ0FBQyxJQUFJLEdBQ25ELEtBQUssQ0FBQyxJQUFJLElBQUksQ0FBQyxFQUFFLEVBQUUsQ0FBQyxHQUFHLElBQUksSUFBSSxFQUFFLE1BQU0sSUFBSSxNQUFNO0VBQ3RELEVBQUUsT0FBTyxLQUFLO0lBQ1osSUFBSSxlQUFlLGFBQWE7TUFDOUIsTUFBTSxJQUFJLGVBQ1IsZUFDQTtJQUVKO0lBQ0EsTUFBTTtFQUNSO0VBQ0EsTUFBTSxVQUFVLE1BQU0sS0FBSyxPQUFPLENBQUM7SUFBQztHQUFLO0VBQ3pDLEtBQUssT0FBTyxDQUFDO0lBQUM7R0FBSztFQUNuQixNQUFNLFFBQVEsUUFBUSxNQUFNLElBQUksV0FBVyxDQUN6QyxNQUNBLFFBQVEsR0FBRyxDQUFDLEtBQUssRUFBRSxHQUNuQixNQUNBLElBQUksSUFBSSxFQUNSLElBQUksSUFBSSxFQUNSLE1BQ0EsSUFBSSxNQUFNLElBQUksT0FDZCxJQUFJLFFBQVEsSUFBSTtFQUVsQixPQUFPO0lBQUUsUUFBUSxRQUFRLE1BQU0sSUFBSSxRQUFRLENBQUM7RUFBTztBQUNyRDtBQUVBOzs7Q0FHQyxHQUNELFNBQVMsUUFBUSxJQUFhLEVBQUUsRUFBVztFQUN6QyxPQUFPLEdBQUcsTUFBTSxJQUFJLENBQUMsS0FBSyxNQUFNLEdBQUcsT0FBTztBQUM1QztBQUVBOzs7Q0FHQyxHQUNELFNBQVMsVUFDUCxHQUFhLEVBQ2IsR0FBMkQ7RUFFM0QsTUFBTSxJQUFJLElBQUksTUFBTSxDQUFDLE1BQU0sQ0FBQyxLQUFLLEdBQUcsR0FBRyxDQUFDLElBQUksSUFBSSxDQUFDLEVBQUU7RUFDbkQsTUFBTSxTQUFTLElBQUksSUFBSSxLQUFLLE9BQU8sRUFBRSxJQUFJLEdBQUcsRUFBRSxJQUFJO0VBQ2xELE9BQU8sSUFBSSxPQUFPLEtBQUssWUFDbkIsS0FBSyxHQUFHLENBQUMsR0FBRyxLQUFLLEtBQUssQ0FBQyxTQUFTLElBQUksT0FBTyxHQUFHLFFBQzlDLElBQUksSUFBSTtBQUNkO0FBRUEsc0VBQXNFLEdBQ3RFLFNBQVMsT0FBTyxPQUFnQixFQUFFLElBQVk7RUFDNUMsT0FBTyxJQUFJLGVBQ1QsZUFDQSxHQUFHLEtBQUssWUFBWSxFQUFFLFFBQVEsSUFBSSxDQUFDLDJFQUEyRSxDQUFDO0FBRW5IO0FBRUE7Ozs7Q0FJQyxHQUNELGVBQWUsV0FDYixHQUFhLEVBQ2IsR0FBYSxFQUNiLEdBQWdEO0VBRWhELE1BQU0sSUFBSTtPQUFJLElBQUksTUFBTSxDQUFDLEtBQUssQ0FBQyxNQUFNO0dBQUc7RUFDeEMsTUFBTSxJQUFJO09BQUksSUFBSSxNQUFNLENBQUMsS0FBSyxDQUFDLE1BQU07R0FBRztFQUN4QyxJQUFJLE9BQU8sQ0FBQyxZQUFZLENBQUM7RUFDekIsSUFBSSxPQUFPLENBQUMsWUFBWSxDQUFDO0VBQ3pCLElBQUksT0FBTyxDQUFDLFNBQVMsQ0FBQyxFQUFFLE1BQU0sR0FBRyxFQUFFLE1BQU07RUFDekMsSUFBSSxPQUFPLENBQUMsU0FBUyxDQUFDLEVBQUUsTUFBTSxHQUFHLEVBQUUsTUFBTTtFQUN6QyxNQUFNLENBQUMsU0FBUyxRQUFRLEdBQUcsTUFBTSxRQUFRLEdBQUcsQ0FBQztJQUMzQyxJQUFJLE9BQU8sQ0FBQyxPQUFPLENBQUM7SUFDcEIsSUFBSSxPQUFPLENBQUMsT0FBTyxDQUFDO0dBQ3JCO0VBQ0QsTUFBTSxTQUFTLElBQUksUUFBUSxJQUFJO0VBQy9CLE1BQU0sQ0FBQyxJQUFJLEdBQUcsR0FBRztJQUFDLElBQUksTUFBTSxDQUFDLEtBQUs7SUFBRSxJQUFJLE1BQU0sQ0FBQyxLQUFLO0dBQUM7RUFDckQsSUFBSSxPQUFPLENBQUMsTUFBTSxDQUFDLElBQUksTUFBTSxFQUFFLElBQUksSUFBSSxNQUFNLEVBQUUsU0FBUyxJQUFJLE9BQU8sRUFBRTtFQUNyRSxJQUFJLE9BQU8sQ0FBQyxNQUFNLENBQUMsSUFBSSxNQUFNLEVBQUUsSUFBSSxJQUFJLE1BQU0sRUFBRSxTQUFTLElBQUksT0FBTyxFQUFFO0VBQ3JFLE9BQU8sQ0FBQztBQUNWO0FBRUEsU0FBUyxlQUNQLE9BQWdCLEVBQ2hCLE1BQWMsRUFDZCxFQUFnQztFQUVoQyxJQUFJLE9BQU8sUUFBUTtJQUNqQixJQUFJLENBQUMsUUFBUSxVQUFVLEVBQUU7TUFDdkIsTUFBTSxJQUFJLGVBQWUsYUFBYTtJQUN4QztJQUNBLE9BQU8sUUFBUSxVQUFVO0VBQzNCO0VBQ0EsTUFBTSxLQUFLO09BQUksUUFBUSxPQUFPO0dBQUMsQ0FBQyxJQUFJLENBQUMsQ0FBQyxHQUFHLElBQU0sRUFBRSxLQUFLLEdBQUcsRUFBRSxLQUFLO0VBQ2hFLE1BQU0sSUFBSSxHQUFHLE9BQU8sQ0FBQztFQUNyQixNQUFNLFFBQVEsRUFBRSxDQUFDLENBQUMsSUFBSSxDQUFDLE9BQU8sU0FBUyxJQUFJLENBQUMsQ0FBQyxJQUFJLEdBQUcsTUFBTSxJQUFJLEdBQUcsTUFBTSxDQUFDO0VBQ3hFLHNFQUFzRTtFQUN0RSxrRUFBa0U7RUFDbEUsSUFBSSxVQUFVLFFBQVE7SUFDcEIsTUFBTSxJQUFJLGVBQ1IsYUFDQSxDQUFDLFlBQVksRUFBRSxHQUFHLGlCQUFpQixFQUFFLFFBQVEsSUFBSSxDQUFDLG9DQUFvQyxDQUFDO0VBRTNGO0VBQ0EsT0FBTztBQUNUO0FBRUEsU0FBUyxXQUNQLE9BQWdCLEVBQ2hCLE1BQWMsRUFDZCxJQUEyQyxFQUMzQyxFQUFzQjtFQUV0QixJQUFJLE9BQU8sV0FBVztJQUNwQixRQUFRLFVBQVUsQ0FBQztJQUNuQjtFQUNGO0VBQ0EsSUFBSSxPQUFPLFFBQVE7SUFDakIsSUFBSSxDQUFDLE9BQU8sSUFBSSxFQUFFO01BQ2hCLE1BQU0sSUFBSSxlQUFlLGFBQWE7SUFDeEM7SUFDQSxRQUFRLFVBQVUsQ0FBQyxPQUFPLElBQUk7SUFDOUI7RUFDRjtFQUNBLElBQUksT0FBTyxVQUFVLE9BQU8sWUFBWTtJQUN0QyxNQUFNLFFBQVEsT0FBTyxPQUFPO0lBQzVCLE1BQU0sSUFBSSxNQUFNLE9BQU8sQ0FBQyxPQUFPLE1BQU07SUFDckMsTUFBTSxPQUFPLE9BQU8sU0FBUyxJQUFJLENBQUM7SUFDbEMsUUFBUSxVQUFVLENBQUMsS0FBSyxDQUFDLENBQUMsSUFBSSxPQUFPLE1BQU0sTUFBTSxJQUFJLE1BQU0sTUFBTSxDQUFDO0lBQ2xFO0VBQ0Y7RUFDQSxNQUFNLEtBQUssT0FBTyxNQUFNLENBQUMsU0FBUyxDQUFDLE9BQU8sTUFBTSxDQUFDLEVBQUUsRUFBRTtFQUNyRCxNQUFNLE9BQU8sT0FBTyxPQUFPLFlBQVksT0FBTyxLQUFLLENBQUMsR0FBRyxDQUFDO0VBQ3hELElBQUksTUFBTSxRQUFRLFVBQVUsQ0FBQztBQUMvQjtBQUVBLG9FQUFvRSxHQUNwRSxTQUFTLFVBQ1AsTUFBYyxFQUNkLElBQXdCLEVBQ3hCLElBQXlCO0VBRXpCLElBQUksU0FBUyxXQUFXO0lBQ3RCLElBQUksQ0FBQyxBQUFDLGVBQXFDLFFBQVEsQ0FBQyxPQUFPO01BQ3pELE1BQU0sSUFBSSxlQUNSLGVBQ0EsQ0FBQyxlQUFlLEVBQUUsS0FBSyxhQUFhLEVBQUUsZUFBZSxJQUFJLENBQUMsT0FBTztJQUVyRTtJQUNBLE9BQU8sTUFBTSxHQUFHO0lBQ2hCLE9BQU8sT0FBTyxNQUFNO0VBQ3RCO0VBQ0EsSUFBSSxDQUFDLE1BQU0sT0FBTyxPQUFPLE1BQU0sSUFBSSxjQUFjLENBQUMsRUFBRTtFQUNwRCxNQUFNLElBQUksT0FBTyxNQUFNLEtBQUssWUFDeEIsQ0FBQyxJQUNELGVBQWUsT0FBTyxDQUFDLE9BQU8sTUFBTTtFQUN4QyxPQUFPLE1BQU0sR0FBRyxjQUFjLENBQUMsQ0FBQyxJQUFJLENBQUMsSUFBSSxlQUFlLE1BQU0sQ0FBQztFQUMvRCxPQUFPLE9BQU8sTUFBTTtBQUN0QjtBQUVBLFNBQVMsVUFBVSxPQUFnQixFQUFFLE1BQWM7RUFDakQsTUFBTSxRQUFRLE9BQU8sS0FBSztFQUMxQixNQUFNLE1BQU0sT0FBTyxNQUFNLENBQUMsS0FBSztFQUMvQixPQUFPLE9BQU8sT0FBTyxHQUFHLEdBQUcsQ0FBQyxDQUFDLEdBQUc7SUFDOUIsTUFBTSxJQUFJLE1BQU0sR0FBRyxDQUFDLEVBQUUsRUFBRSxLQUFLLElBQUksR0FBRyxDQUFDLEVBQUUsRUFBRTtJQUN6QyxPQUFPO01BQ0w7TUFDQSxJQUFJLEVBQUUsRUFBRTtNQUNSLFFBQVEsTUFBTSxPQUFPLE1BQU07TUFDM0IsR0FBRyxFQUFFLENBQUM7TUFDTixHQUFHLEVBQUUsQ0FBQztNQUNOLE1BQU0sRUFBRSxJQUFJO01BQ1osTUFBTSxFQUFFLElBQUk7TUFDWixLQUFLLEVBQUUsR0FBRztNQUNWLFNBQVMsRUFBRSxPQUFPO01BQ2xCLE1BQU0sRUFBRSxJQUFJO01BQ1osUUFBUSxRQUFRLFFBQVEsQ0FBQztJQUMzQjtFQUNGO0FBQ0Y7QUFFQTs7OztDQUlDLEdBQ0QsU0FBUyxTQUFTLEdBQXVCLEVBQUUsQ0FBVztFQUNwRCxJQUFJLFFBQVEsYUFBYSxDQUFDLElBQUksUUFBUSxDQUFDLE1BQU0sT0FBTztFQUNwRCxNQUFNLFdBQVcsYUFDZixLQUNBLGFBQWE7SUFBRSxHQUFHLENBQUM7SUFBRSxRQUFRO0lBQU0sT0FBTztFQUFHO0VBRS9DLE9BQU8sYUFBYSxLQUFLLFlBQVk7QUFDdkMifQ==
// denoCacheMetadata=1197311156078548363,2308328584047683818