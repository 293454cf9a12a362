/**
 * Finds what a target names (`protocol/target.ts` splits it): the session
 * (its exact name, else its id `$N`, else a unique prefix: `-t wo` finds
 * `work`; `=work` only the exact name; none, `:1`, the most recently active one, as tmux's
 * current session for a command run outside any), the window (index,
 * name, or a unique prefix of a name; `=NAME` exactly; `+N`/`-N` from the
 * shown one) and the pane (index; `+N`/`-N` from the active one); a bare
 * `%N` is the pane with that id, in whichever session. Every request that
 * takes a target resolves it here.
 *
 * @module
 */ import { parseTarget, stepOf } from "../../protocol/target.ts";
import { RequestFailure } from "./request_failure.ts";
/** The session `target` names (its window and pane parts are checked too). */ export function resolveSession(sessions, target) {
  const exact = sessions.get(target);
  if (exact) return exact;
  return resolveTarget(sessions, target).session;
}
/** A bare pane id: `%N` names its pane in whichever session holds it. */ const BARE_PANE_ID = /^%(\d+)$/;
/** The session, window and pane `target` names. */ export function resolveTarget(sessions, target) {
  const exact = sessions.get(target);
  if (exact) return activeOf(exact);
  const id = BARE_PANE_ID.exec(target)?.[1];
  if (id !== undefined) return anyPaneId(sessions, Number(id), target);
  const parts = parseTarget(target);
  if (typeof parts === "string") throw new RequestFailure("bad-request", parts);
  const session = findSession(sessions, parts.session, target);
  if (parts.window?.startsWith("%") && parts.pane === undefined) {
    return byPaneId(sessions, session, parts.window);
  }
  const window = parts.window === undefined ? session.window : findWindow(session, parts.window);
  if (parts.paneStep !== undefined) {
    const panes = window.ordered();
    const at = panes.indexOf(window.active) + parts.paneStep;
    return {
      session,
      window,
      pane: panes[wrap(at, panes.length)]
    };
  }
  if (parts.pane === undefined) {
    return {
      session,
      window,
      pane: window.active
    };
  }
  const pane = window.paneAt(parts.pane);
  if (!pane) {
    const w = `${session.name}:${window.index}`;
    throw new RequestFailure("not-found", `Window ${w} has no pane ${parts.pane} (berth list-panes -t ${w} lists them)`);
  }
  return {
    session,
    window,
    pane
  };
}
/**
 * The highest window index `move-window` takes (tmux's, an int): an index
 * is only a number on the status line, but a huge one is a typing error.
 */ const MAX_WINDOW_INDEX = 2 ** 31 - 1;
/**
 * The place `target` names for a window (tmux's window index targets):
 * `SESSION` (the first free index), `SESSION:INDEX`, free or not, or any
 * other window target, the index of the window it names.
 */ export function resolveWindowPlace(sessions, target) {
  const exact = sessions.get(target);
  if (exact) return {
    session: exact,
    index: null,
    window: null
  };
  const parts = BARE_PANE_ID.test(target) ? null : parseTarget(target);
  if (typeof parts === "string") throw new RequestFailure("bad-request", parts);
  if (parts && parts.pane === undefined && parts.paneStep === undefined) {
    const digits = parts.window === undefined ? undefined : /^=?(\d+)$/.exec(parts.window)?.[1];
    if (parts.window === undefined || digits !== undefined) {
      const session = findSession(sessions, parts.session, target);
      if (digits === undefined) return {
        session,
        index: null,
        window: null
      };
      const index = Number(digits);
      if (index > MAX_WINDOW_INDEX) {
        throw new RequestFailure("bad-request", `Window index ${digits} is too large (at most ${MAX_WINDOW_INDEX})`);
      }
      const window = session.windows.find((w)=>w.index === index) ?? null;
      return {
        session,
        index,
        window
      };
    }
  }
  const { session, window } = resolveTarget(sessions, target);
  return {
    session,
    index: window.index,
    window
  };
}
/**
 * `SESSION:%N`: the pane with id N (`$BERTH_PANE` inside it). A pane
 * that moved to another session (`join-pane`, `move-window`) keeps its
 * id, while the `$BERTH` its program started with names the session it
 * left: the one pane with that id in the daemon is found there.
 */ function byPaneId(sessions, session, key) {
  const id = BARE_PANE_ID.exec(key)?.[1];
  const found = id === undefined ? undefined : paneWithId(session, Number(id));
  if (found) return found;
  const moved = id === undefined ? [] : panesWithId(sessions, Number(id));
  if (moved.length === 1) return moved[0];
  throw new RequestFailure("not-found", `Session ${session.name} has no pane ${key} (berth list-panes -t ${session.name} lists them)`);
}
/**
 * `%N` with no session: the daemon numbers panes once for all sessions.
 * Two can match only after an upgrade from a daemon that numbered each
 * session's panes from 0; then the session must be named.
 */ function anyPaneId(sessions, id, target) {
  const found = panesWithId(sessions, id);
  if (found.length === 1) return found[0];
  if (found.length > 1) {
    throw new RequestFailure("not-found", `Pane ${target} is in sessions ${found.map((r)=>r.session.name).sort().join(", ")}; write -t SESSION:${target}`);
  }
  throw new RequestFailure("not-found", `No pane ${target} (berth list-panes -a -F '#{pane_id}' lists them)`);
}
/** The panes with id `id` in any session (one, unless after an upgrade). */ function panesWithId(sessions, id) {
  return [
    ...sessions.values()
  ].map((s)=>paneWithId(s, id)).filter((r)=>r !== undefined);
}
/** The pane of `session` with id `id`, if it has one. */ function paneWithId(session, id) {
  for (const window of session.windows){
    const pane = window.panes.get(id);
    if (pane) return {
      session,
      window,
      pane
    };
  }
  return undefined;
}
function activeOf(session) {
  return {
    session,
    window: session.window,
    pane: session.window.active
  };
}
/** `at` brought into 0 .. count - 1, as tmux's steps wrap. */ function wrap(at, count) {
  return (at % count + count) % count;
}
/**
 * By exact name, else by a prefix that only one session's name has;
 * `=NAME` by exact name only, "" the most recently active session.
 */ function findSession(sessions, name, target) {
  const exact = sessions.get(name);
  if (exact) return exact;
  if (name === "") return mostRecent(sessions, target);
  if (name.startsWith("=")) return exactSession(sessions, name, target);
  const id = SESSION_ID.exec(name)?.[1];
  if (id !== undefined) return sessionWithId(sessions, Number(id), target);
  const found = [
    ...sessions.values()
  ].filter((s)=>s.name.startsWith(name));
  if (found.length === 1) return found[0];
  if (found.length > 1) {
    throw new RequestFailure("not-found", `Session prefix ${name} matches ${found.map((s)=>s.name).sort().join(", ")}; give more of the name`);
  }
  throw new RequestFailure("not-found", `No session named ${target === name ? name : `${name} (in ${target})`} (berth ls lists them)`);
}
/** tmux's session id, `$N` (`#{session_id}`). */ const SESSION_ID = /^\$(\d+)$/;
/** `$N`: the session with id N (a session called so was taken first). */ function sessionWithId(sessions, id, target) {
  for (const s of sessions.values())if (s.id === id) return s;
  throw new RequestFailure("not-found", `No session with id $${id}${target === `$${id}` ? "" : ` (in ${target})`} (berth ls -F '#{session_id} #S' lists them)`);
}
/** `=NAME`: the session called NAME, never one it begins. */ function exactSession(sessions, name, target) {
  if (name === "=") throw noNameAfterEquals(target);
  const exact = sessions.get(name.slice(1));
  if (exact) return exact;
  throw new RequestFailure("not-found", `No session named ${name.slice(1)} (in ${target}) (berth ls lists them)`);
}
/** `=` alone: tmux's exact match wants the name after it. */ function noNameAfterEquals(target) {
  return new RequestFailure("bad-request", `Target ${target}: = takes a name after it (=NAME matches NAME exactly)`);
}
/**
 * The most recently active session still running: tmux's current session
 * for a command run outside any, and what `attach` with no name takes.
 */ export function mostRecentSession(sessions) {
  let best;
  for (const s of sessions.values()){
    if (!s.exit && (!best || s.lastActive > best.lastActive)) best = s;
  }
  return best;
}
/** The session a target without one means (`:1`): `mostRecentSession`. */ function mostRecent(sessions, target) {
  const best = mostRecentSession(sessions);
  if (best) return best;
  throw new RequestFailure("not-found", `Target ${target} means the current session, and there is none (berth new starts one)`);
}
/**
 * By index, else by exact name, else by a unique prefix of a name;
 * `=KEY` by index or exact name only; `+N`/`-N` that many windows after
 * or before the shown one, wrapping.
 */ function findWindow(session, key) {
  const step = stepOf(key);
  if (step !== undefined) {
    const windows = [
      ...session.windows
    ].sort((a, b)=>a.index - b.index);
    const at = windows.indexOf(session.window) + step;
    return windows[wrap(at, windows.length)];
  }
  const exact = key.startsWith("=");
  if (key === "=") throw noNameAfterEquals(`${session.name}:=`);
  if (exact) key = key.slice(1);
  const byIndex = /^\d+$/.test(key) ? session.windows.find((w)=>w.index === Number(key)) : undefined;
  if (byIndex) return byIndex;
  const named = session.windows.filter((w)=>w.name === key);
  if (named.length === 1) return named[0];
  const prefixed = exact ? [] : session.windows.filter((w)=>w.name.startsWith(key));
  if (prefixed.length === 1 && named.length === 0) return prefixed[0];
  if (named.length > 1 || prefixed.length > 1) {
    throw new RequestFailure("not-found", `Session ${session.name} has several windows called ${key}; use the window's number`);
  }
  throw new RequestFailure("not-found", `Session ${session.name} has no window ${key} (berth list-windows -t ${session.name} lists them)`);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vdGFyZ2V0cy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEZpbmRzIHdoYXQgYSB0YXJnZXQgbmFtZXMgKGBwcm90b2NvbC90YXJnZXQudHNgIHNwbGl0cyBpdCk6IHRoZSBzZXNzaW9uXG4gKiAoaXRzIGV4YWN0IG5hbWUsIGVsc2UgaXRzIGlkIGAkTmAsIGVsc2UgYSB1bmlxdWUgcHJlZml4OiBgLXQgd29gIGZpbmRzXG4gKiBgd29ya2A7IGA9d29ya2Agb25seSB0aGUgZXhhY3QgbmFtZTsgbm9uZSwgYDoxYCwgdGhlIG1vc3QgcmVjZW50bHkgYWN0aXZlIG9uZSwgYXMgdG11eCdzXG4gKiBjdXJyZW50IHNlc3Npb24gZm9yIGEgY29tbWFuZCBydW4gb3V0c2lkZSBhbnkpLCB0aGUgd2luZG93IChpbmRleCxcbiAqIG5hbWUsIG9yIGEgdW5pcXVlIHByZWZpeCBvZiBhIG5hbWU7IGA9TkFNRWAgZXhhY3RseTsgYCtOYC9gLU5gIGZyb20gdGhlXG4gKiBzaG93biBvbmUpIGFuZCB0aGUgcGFuZSAoaW5kZXg7IGArTmAvYC1OYCBmcm9tIHRoZSBhY3RpdmUgb25lKTsgYSBiYXJlXG4gKiBgJU5gIGlzIHRoZSBwYW5lIHdpdGggdGhhdCBpZCwgaW4gd2hpY2hldmVyIHNlc3Npb24uIEV2ZXJ5IHJlcXVlc3QgdGhhdFxuICogdGFrZXMgYSB0YXJnZXQgcmVzb2x2ZXMgaXQgaGVyZS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgcGFyc2VUYXJnZXQsIHN0ZXBPZiB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC90YXJnZXQudHNcIjtcbmltcG9ydCB0eXBlIHsgUGFuZSB9IGZyb20gXCIuL3BhbmUudHNcIjtcbmltcG9ydCB7IFJlcXVlc3RGYWlsdXJlIH0gZnJvbSBcIi4vcmVxdWVzdF9mYWlsdXJlLnRzXCI7XG5pbXBvcnQgdHlwZSB7IFNlc3Npb24gfSBmcm9tIFwiLi9zZXNzaW9uLnRzXCI7XG5pbXBvcnQgdHlwZSB7IFdpbmRvdyB9IGZyb20gXCIuL3dpbmRvdy50c1wiO1xuXG4vKiogV2hhdCBhIHRhcmdldCByZXNvbHZlcyB0by4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgUmVzb2x2ZWQge1xuICBzZXNzaW9uOiBTZXNzaW9uO1xuICB3aW5kb3c6IFdpbmRvdztcbiAgcGFuZTogUGFuZTtcbn1cblxuLyoqIFRoZSBzZXNzaW9uIGB0YXJnZXRgIG5hbWVzIChpdHMgd2luZG93IGFuZCBwYW5lIHBhcnRzIGFyZSBjaGVja2VkIHRvbykuICovXG5leHBvcnQgZnVuY3Rpb24gcmVzb2x2ZVNlc3Npb24oXG4gIHNlc3Npb25zOiBSZWFkb25seU1hcDxzdHJpbmcsIFNlc3Npb24+LFxuICB0YXJnZXQ6IHN0cmluZyxcbik6IFNlc3Npb24ge1xuICBjb25zdCBleGFjdCA9IHNlc3Npb25zLmdldCh0YXJnZXQpO1xuICBpZiAoZXhhY3QpIHJldHVybiBleGFjdDtcbiAgcmV0dXJuIHJlc29sdmVUYXJnZXQoc2Vzc2lvbnMsIHRhcmdldCkuc2Vzc2lvbjtcbn1cblxuLyoqIEEgYmFyZSBwYW5lIGlkOiBgJU5gIG5hbWVzIGl0cyBwYW5lIGluIHdoaWNoZXZlciBzZXNzaW9uIGhvbGRzIGl0LiAqL1xuY29uc3QgQkFSRV9QQU5FX0lEID0gL14lKFxcZCspJC87XG5cbi8qKiBUaGUgc2Vzc2lvbiwgd2luZG93IGFuZCBwYW5lIGB0YXJnZXRgIG5hbWVzLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJlc29sdmVUYXJnZXQoXG4gIHNlc3Npb25zOiBSZWFkb25seU1hcDxzdHJpbmcsIFNlc3Npb24+LFxuICB0YXJnZXQ6IHN0cmluZyxcbik6IFJlc29sdmVkIHtcbiAgY29uc3QgZXhhY3QgPSBzZXNzaW9ucy5nZXQodGFyZ2V0KTtcbiAgaWYgKGV4YWN0KSByZXR1cm4gYWN0aXZlT2YoZXhhY3QpO1xuICBjb25zdCBpZCA9IEJBUkVfUEFORV9JRC5leGVjKHRhcmdldCk/LlsxXTtcbiAgaWYgKGlkICE9PSB1bmRlZmluZWQpIHJldHVybiBhbnlQYW5lSWQoc2Vzc2lvbnMsIE51bWJlcihpZCksIHRhcmdldCk7XG4gIGNvbnN0IHBhcnRzID0gcGFyc2VUYXJnZXQodGFyZ2V0KTtcbiAgaWYgKHR5cGVvZiBwYXJ0cyA9PT0gXCJzdHJpbmdcIikgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFwiYmFkLXJlcXVlc3RcIiwgcGFydHMpO1xuICBjb25zdCBzZXNzaW9uID0gZmluZFNlc3Npb24oc2Vzc2lvbnMsIHBhcnRzLnNlc3Npb24sIHRhcmdldCk7XG4gIGlmIChwYXJ0cy53aW5kb3c/LnN0YXJ0c1dpdGgoXCIlXCIpICYmIHBhcnRzLnBhbmUgPT09IHVuZGVmaW5lZCkge1xuICAgIHJldHVybiBieVBhbmVJZChzZXNzaW9ucywgc2Vzc2lvbiwgcGFydHMud2luZG93KTtcbiAgfVxuICBjb25zdCB3aW5kb3cgPSBwYXJ0cy53aW5kb3cgPT09IHVuZGVmaW5lZFxuICAgID8gc2Vzc2lvbi53aW5kb3dcbiAgICA6IGZpbmRXaW5kb3coc2Vzc2lvbiwgcGFydHMud2luZG93KTtcbiAgaWYgKHBhcnRzLnBhbmVTdGVwICE9PSB1bmRlZmluZWQpIHtcbiAgICBjb25zdCBwYW5lcyA9IHdpbmRvdy5vcmRlcmVkKCk7XG4gICAgY29uc3QgYXQgPSBwYW5lcy5pbmRleE9mKHdpbmRvdy5hY3RpdmUpICsgcGFydHMucGFuZVN0ZXA7XG4gICAgcmV0dXJuIHsgc2Vzc2lvbiwgd2luZG93LCBwYW5lOiBwYW5lc1t3cmFwKGF0LCBwYW5lcy5sZW5ndGgpXSB9O1xuICB9XG4gIGlmIChwYXJ0cy5wYW5lID09PSB1bmRlZmluZWQpIHtcbiAgICByZXR1cm4geyBzZXNzaW9uLCB3aW5kb3csIHBhbmU6IHdpbmRvdy5hY3RpdmUgfTtcbiAgfVxuICBjb25zdCBwYW5lID0gd2luZG93LnBhbmVBdChwYXJ0cy5wYW5lKTtcbiAgaWYgKCFwYW5lKSB7XG4gICAgY29uc3QgdyA9IGAke3Nlc3Npb24ubmFtZX06JHt3aW5kb3cuaW5kZXh9YDtcbiAgICB0aHJvdyBuZXcgUmVxdWVzdEZhaWx1cmUoXG4gICAgICBcIm5vdC1mb3VuZFwiLFxuICAgICAgYFdpbmRvdyAke3d9IGhhcyBubyBwYW5lICR7cGFydHMucGFuZX0gKGJlcnRoIGxpc3QtcGFuZXMgLXQgJHt3fSBsaXN0cyB0aGVtKWAsXG4gICAgKTtcbiAgfVxuICByZXR1cm4geyBzZXNzaW9uLCB3aW5kb3csIHBhbmUgfTtcbn1cblxuLyoqXG4gKiBUaGUgaGlnaGVzdCB3aW5kb3cgaW5kZXggYG1vdmUtd2luZG93YCB0YWtlcyAodG11eCdzLCBhbiBpbnQpOiBhbiBpbmRleFxuICogaXMgb25seSBhIG51bWJlciBvbiB0aGUgc3RhdHVzIGxpbmUsIGJ1dCBhIGh1Z2Ugb25lIGlzIGEgdHlwaW5nIGVycm9yLlxuICovXG5jb25zdCBNQVhfV0lORE9XX0lOREVYID0gMiAqKiAzMSAtIDE7XG5cbi8qKiBXaGVyZSBgbW92ZS13aW5kb3cgLXRgIHB1dHMgYSB3aW5kb3cuICovXG5leHBvcnQgaW50ZXJmYWNlIFdpbmRvd1BsYWNlIHtcbiAgc2Vzc2lvbjogU2Vzc2lvbjtcbiAgLyoqIFRoZSBpbmRleDsgbnVsbDogdGhlIGZpcnN0IG9uZSBmcmVlICh0bXV4J3MgYC10IFNFU1NJT05gKS4gKi9cbiAgaW5kZXg6IG51bWJlciB8IG51bGw7XG4gIC8qKiBUaGUgd2luZG93IGF0IGBpbmRleGAgbm93LCBpZiBhbnkuICovXG4gIHdpbmRvdzogV2luZG93IHwgbnVsbDtcbn1cblxuLyoqXG4gKiBUaGUgcGxhY2UgYHRhcmdldGAgbmFtZXMgZm9yIGEgd2luZG93ICh0bXV4J3Mgd2luZG93IGluZGV4IHRhcmdldHMpOlxuICogYFNFU1NJT05gICh0aGUgZmlyc3QgZnJlZSBpbmRleCksIGBTRVNTSU9OOklOREVYYCwgZnJlZSBvciBub3QsIG9yIGFueVxuICogb3RoZXIgd2luZG93IHRhcmdldCwgdGhlIGluZGV4IG9mIHRoZSB3aW5kb3cgaXQgbmFtZXMuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiByZXNvbHZlV2luZG93UGxhY2UoXG4gIHNlc3Npb25zOiBSZWFkb25seU1hcDxzdHJpbmcsIFNlc3Npb24+LFxuICB0YXJnZXQ6IHN0cmluZyxcbik6IFdpbmRvd1BsYWNlIHtcbiAgY29uc3QgZXhhY3QgPSBzZXNzaW9ucy5nZXQodGFyZ2V0KTtcbiAgaWYgKGV4YWN0KSByZXR1cm4geyBzZXNzaW9uOiBleGFjdCwgaW5kZXg6IG51bGwsIHdpbmRvdzogbnVsbCB9O1xuICBjb25zdCBwYXJ0cyA9IEJBUkVfUEFORV9JRC50ZXN0KHRhcmdldCkgPyBudWxsIDogcGFyc2VUYXJnZXQodGFyZ2V0KTtcbiAgaWYgKHR5cGVvZiBwYXJ0cyA9PT0gXCJzdHJpbmdcIikgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFwiYmFkLXJlcXVlc3RcIiwgcGFydHMpO1xuICBpZiAocGFydHMgJiYgcGFydHMucGFuZSA9PT0gdW5kZWZpbmVkICYmIHBhcnRzLnBhbmVTdGVwID09PSB1bmRlZmluZWQpIHtcbiAgICBjb25zdCBkaWdpdHMgPSBwYXJ0cy53aW5kb3cgPT09IHVuZGVmaW5lZFxuICAgICAgPyB1bmRlZmluZWRcbiAgICAgIDogL149PyhcXGQrKSQvLmV4ZWMocGFydHMud2luZG93KT8uWzFdO1xuICAgIGlmIChwYXJ0cy53aW5kb3cgPT09IHVuZGVmaW5lZCB8fCBkaWdpdHMgIT09IHVuZGVmaW5lZCkge1xuICAgICAgY29uc3Qgc2Vzc2lvbiA9IGZpbmRTZXNzaW9uKHNlc3Npb25zLCBwYXJ0cy5zZXNzaW9uLCB0YXJnZXQpO1xuICAgICAgaWYgKGRpZ2l0cyA9PT0gdW5kZWZpbmVkKSByZXR1cm4geyBzZXNzaW9uLCBpbmRleDogbnVsbCwgd2luZG93OiBudWxsIH07XG4gICAgICBjb25zdCBpbmRleCA9IE51bWJlcihkaWdpdHMpO1xuICAgICAgaWYgKGluZGV4ID4gTUFYX1dJTkRPV19JTkRFWCkge1xuICAgICAgICB0aHJvdyBuZXcgUmVxdWVzdEZhaWx1cmUoXG4gICAgICAgICAgXCJiYWQtcmVxdWVzdFwiLFxuICAgICAgICAgIGBXaW5kb3cgaW5kZXggJHtkaWdpdHN9IGlzIHRvbyBsYXJnZSAoYXQgbW9zdCAke01BWF9XSU5ET1dfSU5ERVh9KWAsXG4gICAgICAgICk7XG4gICAgICB9XG4gICAgICBjb25zdCB3aW5kb3cgPSBzZXNzaW9uLndpbmRvd3MuZmluZCgodykgPT4gdy5pbmRleCA9PT0gaW5kZXgpID8/IG51bGw7XG4gICAgICByZXR1cm4geyBzZXNzaW9uLCBpbmRleCwgd2luZG93IH07XG4gICAgfVxuICB9XG4gIGNvbnN0IHsgc2Vzc2lvbiwgd2luZG93IH0gPSByZXNvbHZlVGFyZ2V0KHNlc3Npb25zLCB0YXJnZXQpO1xuICByZXR1cm4geyBzZXNzaW9uLCBpbmRleDogd2luZG93LmluZGV4LCB3aW5kb3cgfTtcbn1cblxuLyoqXG4gKiBgU0VTU0lPTjolTmA6IHRoZSBwYW5lIHdpdGggaWQgTiAoYCRCRVJUSF9QQU5FYCBpbnNpZGUgaXQpLiBBIHBhbmVcbiAqIHRoYXQgbW92ZWQgdG8gYW5vdGhlciBzZXNzaW9uIChgam9pbi1wYW5lYCwgYG1vdmUtd2luZG93YCkga2VlcHMgaXRzXG4gKiBpZCwgd2hpbGUgdGhlIGAkQkVSVEhgIGl0cyBwcm9ncmFtIHN0YXJ0ZWQgd2l0aCBuYW1lcyB0aGUgc2Vzc2lvbiBpdFxuICogbGVmdDogdGhlIG9uZSBwYW5lIHdpdGggdGhhdCBpZCBpbiB0aGUgZGFlbW9uIGlzIGZvdW5kIHRoZXJlLlxuICovXG5mdW5jdGlvbiBieVBhbmVJZChcbiAgc2Vzc2lvbnM6IFJlYWRvbmx5TWFwPHN0cmluZywgU2Vzc2lvbj4sXG4gIHNlc3Npb246IFNlc3Npb24sXG4gIGtleTogc3RyaW5nLFxuKTogUmVzb2x2ZWQge1xuICBjb25zdCBpZCA9IEJBUkVfUEFORV9JRC5leGVjKGtleSk/LlsxXTtcbiAgY29uc3QgZm91bmQgPSBpZCA9PT0gdW5kZWZpbmVkID8gdW5kZWZpbmVkIDogcGFuZVdpdGhJZChzZXNzaW9uLCBOdW1iZXIoaWQpKTtcbiAgaWYgKGZvdW5kKSByZXR1cm4gZm91bmQ7XG4gIGNvbnN0IG1vdmVkID0gaWQgPT09IHVuZGVmaW5lZCA/IFtdIDogcGFuZXNXaXRoSWQoc2Vzc2lvbnMsIE51bWJlcihpZCkpO1xuICBpZiAobW92ZWQubGVuZ3RoID09PSAxKSByZXR1cm4gbW92ZWRbMF07XG4gIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcbiAgICBcIm5vdC1mb3VuZFwiLFxuICAgIGBTZXNzaW9uICR7c2Vzc2lvbi5uYW1lfSBoYXMgbm8gcGFuZSAke2tleX0gKGJlcnRoIGxpc3QtcGFuZXMgLXQgJHtzZXNzaW9uLm5hbWV9IGxpc3RzIHRoZW0pYCxcbiAgKTtcbn1cblxuLyoqXG4gKiBgJU5gIHdpdGggbm8gc2Vzc2lvbjogdGhlIGRhZW1vbiBudW1iZXJzIHBhbmVzIG9uY2UgZm9yIGFsbCBzZXNzaW9ucy5cbiAqIFR3byBjYW4gbWF0Y2ggb25seSBhZnRlciBhbiB1cGdyYWRlIGZyb20gYSBkYWVtb24gdGhhdCBudW1iZXJlZCBlYWNoXG4gKiBzZXNzaW9uJ3MgcGFuZXMgZnJvbSAwOyB0aGVuIHRoZSBzZXNzaW9uIG11c3QgYmUgbmFtZWQuXG4gKi9cbmZ1bmN0aW9uIGFueVBhbmVJZChcbiAgc2Vzc2lvbnM6IFJlYWRvbmx5TWFwPHN0cmluZywgU2Vzc2lvbj4sXG4gIGlkOiBudW1iZXIsXG4gIHRhcmdldDogc3RyaW5nLFxuKTogUmVzb2x2ZWQge1xuICBjb25zdCBmb3VuZCA9IHBhbmVzV2l0aElkKHNlc3Npb25zLCBpZCk7XG4gIGlmIChmb3VuZC5sZW5ndGggPT09IDEpIHJldHVybiBmb3VuZFswXTtcbiAgaWYgKGZvdW5kLmxlbmd0aCA+IDEpIHtcbiAgICB0aHJvdyBuZXcgUmVxdWVzdEZhaWx1cmUoXG4gICAgICBcIm5vdC1mb3VuZFwiLFxuICAgICAgYFBhbmUgJHt0YXJnZXR9IGlzIGluIHNlc3Npb25zICR7XG4gICAgICAgIGZvdW5kLm1hcCgocikgPT4gci5zZXNzaW9uLm5hbWUpLnNvcnQoKS5qb2luKFwiLCBcIilcbiAgICAgIH07IHdyaXRlIC10IFNFU1NJT046JHt0YXJnZXR9YCxcbiAgICApO1xuICB9XG4gIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcbiAgICBcIm5vdC1mb3VuZFwiLFxuICAgIGBObyBwYW5lICR7dGFyZ2V0fSAoYmVydGggbGlzdC1wYW5lcyAtYSAtRiAnI3twYW5lX2lkfScgbGlzdHMgdGhlbSlgLFxuICApO1xufVxuXG4vKiogVGhlIHBhbmVzIHdpdGggaWQgYGlkYCBpbiBhbnkgc2Vzc2lvbiAob25lLCB1bmxlc3MgYWZ0ZXIgYW4gdXBncmFkZSkuICovXG5mdW5jdGlvbiBwYW5lc1dpdGhJZChcbiAgc2Vzc2lvbnM6IFJlYWRvbmx5TWFwPHN0cmluZywgU2Vzc2lvbj4sXG4gIGlkOiBudW1iZXIsXG4pOiBSZXNvbHZlZFtdIHtcbiAgcmV0dXJuIFsuLi5zZXNzaW9ucy52YWx1ZXMoKV0ubWFwKChzKSA9PiBwYW5lV2l0aElkKHMsIGlkKSlcbiAgICAuZmlsdGVyKChyKSA9PiByICE9PSB1bmRlZmluZWQpO1xufVxuXG4vKiogVGhlIHBhbmUgb2YgYHNlc3Npb25gIHdpdGggaWQgYGlkYCwgaWYgaXQgaGFzIG9uZS4gKi9cbmZ1bmN0aW9uIHBhbmVXaXRoSWQoc2Vzc2lvbjogU2Vzc2lvbiwgaWQ6IG51bWJlcik6IFJlc29sdmVkIHwgdW5kZWZpbmVkIHtcbiAgZm9yIChjb25zdCB3aW5kb3cgb2Ygc2Vzc2lvbi53aW5kb3dzKSB7XG4gICAgY29uc3QgcGFuZSA9IHdpbmRvdy5wYW5lcy5nZXQoaWQpO1xuICAgIGlmIChwYW5lKSByZXR1cm4geyBzZXNzaW9uLCB3aW5kb3csIHBhbmUgfTtcbiAgfVxuICByZXR1cm4gdW5kZWZpbmVkO1xufVxuXG5mdW5jdGlvbiBhY3RpdmVPZihzZXNzaW9uOiBTZXNzaW9uKTogUmVzb2x2ZWQge1xuICByZXR1cm4geyBzZXNzaW9uLCB3aW5kb3c6IHNlc3Npb24ud2luZG93LCBwYW5lOiBzZXNzaW9uLndpbmRvdy5hY3RpdmUgfTtcbn1cblxuLyoqIGBhdGAgYnJvdWdodCBpbnRvIDAgLi4gY291bnQgLSAxLCBhcyB0bXV4J3Mgc3RlcHMgd3JhcC4gKi9cbmZ1bmN0aW9uIHdyYXAoYXQ6IG51bWJlciwgY291bnQ6IG51bWJlcik6IG51bWJlciB7XG4gIHJldHVybiAoKGF0ICUgY291bnQpICsgY291bnQpICUgY291bnQ7XG59XG5cbi8qKlxuICogQnkgZXhhY3QgbmFtZSwgZWxzZSBieSBhIHByZWZpeCB0aGF0IG9ubHkgb25lIHNlc3Npb24ncyBuYW1lIGhhcztcbiAqIGA9TkFNRWAgYnkgZXhhY3QgbmFtZSBvbmx5LCBcIlwiIHRoZSBtb3N0IHJlY2VudGx5IGFjdGl2ZSBzZXNzaW9uLlxuICovXG5mdW5jdGlvbiBmaW5kU2Vzc2lvbihcbiAgc2Vzc2lvbnM6IFJlYWRvbmx5TWFwPHN0cmluZywgU2Vzc2lvbj4sXG4gIG5hbWU6IHN0cmluZyxcbiAgdGFyZ2V0OiBzdHJpbmcsXG4pOiBTZXNzaW9uIHtcbiAgY29uc3QgZXhhY3QgPSBzZXNzaW9ucy5nZXQobmFtZSk7XG4gIGlmIChleGFjdCkgcmV0dXJuIGV4YWN0O1xuICBpZiAobmFtZSA9PT0gXCJcIikgcmV0dXJuIG1vc3RSZWNlbnQoc2Vzc2lvbnMsIHRhcmdldCk7XG4gIGlmIChuYW1lLnN0YXJ0c1dpdGgoXCI9XCIpKSByZXR1cm4gZXhhY3RTZXNzaW9uKHNlc3Npb25zLCBuYW1lLCB0YXJnZXQpO1xuICBjb25zdCBpZCA9IFNFU1NJT05fSUQuZXhlYyhuYW1lKT8uWzFdO1xuICBpZiAoaWQgIT09IHVuZGVmaW5lZCkgcmV0dXJuIHNlc3Npb25XaXRoSWQoc2Vzc2lvbnMsIE51bWJlcihpZCksIHRhcmdldCk7XG4gIGNvbnN0IGZvdW5kID0gWy4uLnNlc3Npb25zLnZhbHVlcygpXS5maWx0ZXIoKHMpID0+IHMubmFtZS5zdGFydHNXaXRoKG5hbWUpKTtcbiAgaWYgKGZvdW5kLmxlbmd0aCA9PT0gMSkgcmV0dXJuIGZvdW5kWzBdO1xuICBpZiAoZm91bmQubGVuZ3RoID4gMSkge1xuICAgIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcbiAgICAgIFwibm90LWZvdW5kXCIsXG4gICAgICBgU2Vzc2lvbiBwcmVmaXggJHtuYW1lfSBtYXRjaGVzICR7XG4gICAgICAgIGZvdW5kLm1hcCgocykgPT4gcy5uYW1lKS5zb3J0KCkuam9pbihcIiwgXCIpXG4gICAgICB9OyBnaXZlIG1vcmUgb2YgdGhlIG5hbWVgLFxuICAgICk7XG4gIH1cbiAgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFxuICAgIFwibm90LWZvdW5kXCIsXG4gICAgYE5vIHNlc3Npb24gbmFtZWQgJHtcbiAgICAgIHRhcmdldCA9PT0gbmFtZSA/IG5hbWUgOiBgJHtuYW1lfSAoaW4gJHt0YXJnZXR9KWBcbiAgICB9IChiZXJ0aCBscyBsaXN0cyB0aGVtKWAsXG4gICk7XG59XG5cbi8qKiB0bXV4J3Mgc2Vzc2lvbiBpZCwgYCROYCAoYCN7c2Vzc2lvbl9pZH1gKS4gKi9cbmNvbnN0IFNFU1NJT05fSUQgPSAvXlxcJChcXGQrKSQvO1xuXG4vKiogYCROYDogdGhlIHNlc3Npb24gd2l0aCBpZCBOIChhIHNlc3Npb24gY2FsbGVkIHNvIHdhcyB0YWtlbiBmaXJzdCkuICovXG5mdW5jdGlvbiBzZXNzaW9uV2l0aElkKFxuICBzZXNzaW9uczogUmVhZG9ubHlNYXA8c3RyaW5nLCBTZXNzaW9uPixcbiAgaWQ6IG51bWJlcixcbiAgdGFyZ2V0OiBzdHJpbmcsXG4pOiBTZXNzaW9uIHtcbiAgZm9yIChjb25zdCBzIG9mIHNlc3Npb25zLnZhbHVlcygpKSBpZiAocy5pZCA9PT0gaWQpIHJldHVybiBzO1xuICB0aHJvdyBuZXcgUmVxdWVzdEZhaWx1cmUoXG4gICAgXCJub3QtZm91bmRcIixcbiAgICBgTm8gc2Vzc2lvbiB3aXRoIGlkICQke2lkfSR7XG4gICAgICB0YXJnZXQgPT09IGAkJHtpZH1gID8gXCJcIiA6IGAgKGluICR7dGFyZ2V0fSlgXG4gICAgfSAoYmVydGggbHMgLUYgJyN7c2Vzc2lvbl9pZH0gI1MnIGxpc3RzIHRoZW0pYCxcbiAgKTtcbn1cblxuLyoqIGA9TkFNRWA6IHRoZSBzZXNzaW9uIGNhbGxlZCBOQU1FLCBuZXZlciBvbmUgaXQgYmVnaW5zLiAqL1xuZnVuY3Rpb24gZXhhY3RTZXNzaW9uKFxuICBzZXNzaW9uczogUmVhZG9ubHlNYXA8c3RyaW5nLCBTZXNzaW9uPixcbiAgbmFtZTogc3RyaW5nLFxuICB0YXJnZXQ6IHN0cmluZyxcbik6IFNlc3Npb24ge1xuICBpZiAobmFtZSA9PT0gXCI9XCIpIHRocm93IG5vTmFtZUFmdGVyRXF1YWxzKHRhcmdldCk7XG4gIGNvbnN0IGV4YWN0ID0gc2Vzc2lvbnMuZ2V0KG5hbWUuc2xpY2UoMSkpO1xuICBpZiAoZXhhY3QpIHJldHVybiBleGFjdDtcbiAgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFxuICAgIFwibm90LWZvdW5kXCIsXG4gICAgYE5vIHNlc3Npb24gbmFtZWQgJHtuYW1lLnNsaWNlKDEpfSAoaW4gJHt0YXJnZXR9KSAoYmVydGggbHMgbGlzdHMgdGhlbSlgLFxuICApO1xufVxuXG4vKiogYD1gIGFsb25lOiB0bXV4J3MgZXhhY3QgbWF0Y2ggd2FudHMgdGhlIG5hbWUgYWZ0ZXIgaXQuICovXG5mdW5jdGlvbiBub05hbWVBZnRlckVxdWFscyh0YXJnZXQ6IHN0cmluZyk6IFJlcXVlc3RGYWlsdXJlIHtcbiAgcmV0dXJuIG5ldyBSZXF1ZXN0RmFpbHVyZShcbiAgICBcImJhZC1yZXF1ZXN0XCIsXG4gICAgYFRhcmdldCAke3RhcmdldH06ID0gdGFrZXMgYSBuYW1lIGFmdGVyIGl0ICg9TkFNRSBtYXRjaGVzIE5BTUUgZXhhY3RseSlgLFxuICApO1xufVxuXG4vKipcbiAqIFRoZSBtb3N0IHJlY2VudGx5IGFjdGl2ZSBzZXNzaW9uIHN0aWxsIHJ1bm5pbmc6IHRtdXgncyBjdXJyZW50IHNlc3Npb25cbiAqIGZvciBhIGNvbW1hbmQgcnVuIG91dHNpZGUgYW55LCBhbmQgd2hhdCBgYXR0YWNoYCB3aXRoIG5vIG5hbWUgdGFrZXMuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBtb3N0UmVjZW50U2Vzc2lvbihcbiAgc2Vzc2lvbnM6IFJlYWRvbmx5TWFwPHN0cmluZywgU2Vzc2lvbj4sXG4pOiBTZXNzaW9uIHwgdW5kZWZpbmVkIHtcbiAgbGV0IGJlc3Q6IFNlc3Npb24gfCB1bmRlZmluZWQ7XG4gIGZvciAoY29uc3QgcyBvZiBzZXNzaW9ucy52YWx1ZXMoKSkge1xuICAgIGlmICghcy5leGl0ICYmICghYmVzdCB8fCBzLmxhc3RBY3RpdmUgPiBiZXN0Lmxhc3RBY3RpdmUpKSBiZXN0ID0gcztcbiAgfVxuICByZXR1cm4gYmVzdDtcbn1cblxuLyoqIFRoZSBzZXNzaW9uIGEgdGFyZ2V0IHdpdGhvdXQgb25lIG1lYW5zIChgOjFgKTogYG1vc3RSZWNlbnRTZXNzaW9uYC4gKi9cbmZ1bmN0aW9uIG1vc3RSZWNlbnQoXG4gIHNlc3Npb25zOiBSZWFkb25seU1hcDxzdHJpbmcsIFNlc3Npb24+LFxuICB0YXJnZXQ6IHN0cmluZyxcbik6IFNlc3Npb24ge1xuICBjb25zdCBiZXN0ID0gbW9zdFJlY2VudFNlc3Npb24oc2Vzc2lvbnMpO1xuICBpZiAoYmVzdCkgcmV0dXJuIGJlc3Q7XG4gIHRocm93IG5ldyBSZXF1ZXN0RmFpbHVyZShcbiAgICBcIm5vdC1mb3VuZFwiLFxuICAgIGBUYXJnZXQgJHt0YXJnZXR9IG1lYW5zIHRoZSBjdXJyZW50IHNlc3Npb24sIGFuZCB0aGVyZSBpcyBub25lIChiZXJ0aCBuZXcgc3RhcnRzIG9uZSlgLFxuICApO1xufVxuXG4vKipcbiAqIEJ5IGluZGV4LCBlbHNlIGJ5IGV4YWN0IG5hbWUsIGVsc2UgYnkgYSB1bmlxdWUgcHJlZml4IG9mIGEgbmFtZTtcbiAqIGA9S0VZYCBieSBpbmRleCBvciBleGFjdCBuYW1lIG9ubHk7IGArTmAvYC1OYCB0aGF0IG1hbnkgd2luZG93cyBhZnRlclxuICogb3IgYmVmb3JlIHRoZSBzaG93biBvbmUsIHdyYXBwaW5nLlxuICovXG5mdW5jdGlvbiBmaW5kV2luZG93KHNlc3Npb246IFNlc3Npb24sIGtleTogc3RyaW5nKTogV2luZG93IHtcbiAgY29uc3Qgc3RlcCA9IHN0ZXBPZihrZXkpO1xuICBpZiAoc3RlcCAhPT0gdW5kZWZpbmVkKSB7XG4gICAgY29uc3Qgd2luZG93cyA9IFsuLi5zZXNzaW9uLndpbmRvd3NdLnNvcnQoKGEsIGIpID0+IGEuaW5kZXggLSBiLmluZGV4KTtcbiAgICBjb25zdCBhdCA9IHdpbmRvd3MuaW5kZXhPZihzZXNzaW9uLndpbmRvdykgKyBzdGVwO1xuICAgIHJldHVybiB3aW5kb3dzW3dyYXAoYXQsIHdpbmRvd3MubGVuZ3RoKV07XG4gIH1cbiAgY29uc3QgZXhhY3QgPSBrZXkuc3RhcnRzV2l0aChcIj1cIik7XG4gIGlmIChrZXkgPT09IFwiPVwiKSB0aHJvdyBub05hbWVBZnRlckVxdWFscyhgJHtzZXNzaW9uLm5hbWV9Oj1gKTtcbiAgaWYgKGV4YWN0KSBrZXkgPSBrZXkuc2xpY2UoMSk7XG4gIGNvbnN0IGJ5SW5kZXggPSAvXlxcZCskLy50ZXN0KGtleSlcbiAgICA/IHNlc3Npb24ud2luZG93cy5maW5kKCh3KSA9PiB3LmluZGV4ID09PSBOdW1iZXIoa2V5KSlcbiAgICA6IHVuZGVmaW5lZDtcbiAgaWYgKGJ5SW5kZXgpIHJldHVybiBieUluZGV4O1xuICBjb25zdCBuYW1lZCA9IHNlc3Npb24ud2luZG93cy5maWx0ZXIoKHcpID0+IHcubmFtZSA9PT0ga2V5KTtcbiAgaWYgKG5hbWVkLmxlbmd0aCA9PT0gMSkgcmV0dXJuIG5hbWVkWzBdO1xuICBjb25zdCBwcmVmaXhlZCA9IGV4YWN0XG4gICAgPyBbXVxuICAgIDogc2Vzc2lvbi53aW5kb3dzLmZpbHRlcigodykgPT4gdy5uYW1lLnN0YXJ0c1dpdGgoa2V5KSk7XG4gIGlmIChwcmVmaXhlZC5sZW5ndGggPT09IDEgJiYgbmFtZWQubGVuZ3RoID09PSAwKSByZXR1cm4gcHJlZml4ZWRbMF07XG4gIGlmIChuYW1lZC5sZW5ndGggPiAxIHx8IHByZWZpeGVkLmxlbmd0aCA+IDEpIHtcbiAgICB0aHJvdyBuZXcgUmVxdWVzdEZhaWx1cmUoXG4gICAgICBcIm5vdC1mb3VuZFwiLFxuICAgICAgYFNlc3Npb24gJHtzZXNzaW9uLm5hbWV9IGhhcyBzZXZlcmFsIHdpbmRvd3MgY2FsbGVkICR7a2V5fTsgdXNlIHRoZSB3aW5kb3cncyBudW1iZXJgLFxuICAgICk7XG4gIH1cbiAgdGhyb3cgbmV3IFJlcXVlc3RGYWlsdXJlKFxuICAgIFwibm90LWZvdW5kXCIsXG4gICAgYFNlc3Npb24gJHtzZXNzaW9uLm5hbWV9IGhhcyBubyB3aW5kb3cgJHtrZXl9IChiZXJ0aCBsaXN0LXdpbmRvd3MgLXQgJHtzZXNzaW9uLm5hbWV9IGxpc3RzIHRoZW0pYCxcbiAgKTtcbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Ozs7Q0FXQyxHQUVELFNBQVMsV0FBVyxFQUFFLE1BQU0sUUFBUSwyQkFBMkI7QUFFL0QsU0FBUyxjQUFjLFFBQVEsdUJBQXVCO0FBV3RELDRFQUE0RSxHQUM1RSxPQUFPLFNBQVMsZUFDZCxRQUFzQyxFQUN0QyxNQUFjO0VBRWQsTUFBTSxRQUFRLFNBQVMsR0FBRyxDQUFDO0VBQzNCLElBQUksT0FBTyxPQUFPO0VBQ2xCLE9BQU8sY0FBYyxVQUFVLFFBQVEsT0FBTztBQUNoRDtBQUVBLHVFQUF1RSxHQUN2RSxNQUFNLGVBQWU7QUFFckIsaURBQWlELEdBQ2pELE9BQU8sU0FBUyxjQUNkLFFBQXNDLEVBQ3RDLE1BQWM7RUFFZCxNQUFNLFFBQVEsU0FBUyxHQUFHLENBQUM7RUFDM0IsSUFBSSxPQUFPLE9BQU8sU0FBUztFQUMzQixNQUFNLEtBQUssYUFBYSxJQUFJLENBQUMsU0FBUyxDQUFDLEVBQUU7RUFDekMsSUFBSSxPQUFPLFdBQVcsT0FBTyxVQUFVLFVBQVUsT0FBTyxLQUFLO0VBQzdELE1BQU0sUUFBUSxZQUFZO0VBQzFCLElBQUksT0FBTyxVQUFVLFVBQVUsTUFBTSxJQUFJLGVBQWUsZUFBZTtFQUN2RSxNQUFNLFVBQVUsWUFBWSxVQUFVLE1BQU0sT0FBTyxFQUFFO0VBQ3JELElBQUksTUFBTSxNQUFNLEVBQUUsV0FBVyxRQUFRLE1BQU0sSUFBSSxLQUFLLFdBQVc7SUFDN0QsT0FBTyxTQUFTLFVBQVUsU0FBUyxNQUFNLE1BQU07RUFDakQ7RUFDQSxNQUFNLFNBQVMsTUFBTSxNQUFNLEtBQUssWUFDNUIsUUFBUSxNQUFNLEdBQ2QsV0FBVyxTQUFTLE1BQU0sTUFBTTtFQUNwQyxJQUFJLE1BQU0sUUFBUSxLQUFLLFdBQVc7SUFDaEMsTUFBTSxRQUFRLE9BQU8sT0FBTztJQUM1QixNQUFNLEtBQUssTUFBTSxPQUFPLENBQUMsT0FBTyxNQUFNLElBQUksTUFBTSxRQUFRO0lBQ3hELE9BQU87TUFBRTtNQUFTO01BQVEsTUFBTSxLQUFLLENBQUMsS0FBSyxJQUFJLE1BQU0sTUFBTSxFQUFFO0lBQUM7RUFDaEU7RUFDQSxJQUFJLE1BQU0sSUFBSSxLQUFLLFdBQVc7SUFDNUIsT0FBTztNQUFFO01BQVM7TUFBUSxNQUFNLE9BQU8sTUFBTTtJQUFDO0VBQ2hEO0VBQ0EsTUFBTSxPQUFPLE9BQU8sTUFBTSxDQUFDLE1BQU0sSUFBSTtFQUNyQyxJQUFJLENBQUMsTUFBTTtJQUNULE1BQU0sSUFBSSxHQUFHLFFBQVEsSUFBSSxDQUFDLENBQUMsRUFBRSxPQUFPLEtBQUssRUFBRTtJQUMzQyxNQUFNLElBQUksZUFDUixhQUNBLENBQUMsT0FBTyxFQUFFLEVBQUUsYUFBYSxFQUFFLE1BQU0sSUFBSSxDQUFDLHNCQUFzQixFQUFFLEVBQUUsWUFBWSxDQUFDO0VBRWpGO0VBQ0EsT0FBTztJQUFFO0lBQVM7SUFBUTtFQUFLO0FBQ2pDO0FBRUE7OztDQUdDLEdBQ0QsTUFBTSxtQkFBbUIsS0FBSyxLQUFLO0FBV25DOzs7O0NBSUMsR0FDRCxPQUFPLFNBQVMsbUJBQ2QsUUFBc0MsRUFDdEMsTUFBYztFQUVkLE1BQU0sUUFBUSxTQUFTLEdBQUcsQ0FBQztFQUMzQixJQUFJLE9BQU8sT0FBTztJQUFFLFNBQVM7SUFBTyxPQUFPO0lBQU0sUUFBUTtFQUFLO0VBQzlELE1BQU0sUUFBUSxhQUFhLElBQUksQ0FBQyxVQUFVLE9BQU8sWUFBWTtFQUM3RCxJQUFJLE9BQU8sVUFBVSxVQUFVLE1BQU0sSUFBSSxlQUFlLGVBQWU7RUFDdkUsSUFBSSxTQUFTLE1BQU0sSUFBSSxLQUFLLGFBQWEsTUFBTSxRQUFRLEtBQUssV0FBVztJQUNyRSxNQUFNLFNBQVMsTUFBTSxNQUFNLEtBQUssWUFDNUIsWUFDQSxZQUFZLElBQUksQ0FBQyxNQUFNLE1BQU0sR0FBRyxDQUFDLEVBQUU7SUFDdkMsSUFBSSxNQUFNLE1BQU0sS0FBSyxhQUFhLFdBQVcsV0FBVztNQUN0RCxNQUFNLFVBQVUsWUFBWSxVQUFVLE1BQU0sT0FBTyxFQUFFO01BQ3JELElBQUksV0FBVyxXQUFXLE9BQU87UUFBRTtRQUFTLE9BQU87UUFBTSxRQUFRO01BQUs7TUFDdEUsTUFBTSxRQUFRLE9BQU87TUFDckIsSUFBSSxRQUFRLGtCQUFrQjtRQUM1QixNQUFNLElBQUksZUFDUixlQUNBLENBQUMsYUFBYSxFQUFFLE9BQU8sdUJBQXVCLEVBQUUsaUJBQWlCLENBQUMsQ0FBQztNQUV2RTtNQUNBLE1BQU0sU0FBUyxRQUFRLE9BQU8sQ0FBQyxJQUFJLENBQUMsQ0FBQyxJQUFNLEVBQUUsS0FBSyxLQUFLLFVBQVU7TUFDakUsT0FBTztRQUFFO1FBQVM7UUFBTztNQUFPO0lBQ2xDO0VBQ0Y7RUFDQSxNQUFNLEVBQUUsT0FBTyxFQUFFLE1BQU0sRUFBRSxHQUFHLGNBQWMsVUFBVTtFQUNwRCxPQUFPO0lBQUU7SUFBUyxPQUFPLE9BQU8sS0FBSztJQUFFO0VBQU87QUFDaEQ7QUFFQTs7Ozs7Q0FLQyxHQUNELFNBQVMsU0FDUCxRQUFzQyxFQUN0QyxPQUFnQixFQUNoQixHQUFXO0VBRVgsTUFBTSxLQUFLLGFBQWEsSUFBSSxDQUFDLE1BQU0sQ0FBQyxFQUFFO0VBQ3RDLE1BQU0sUUFBUSxPQUFPLFlBQVksWUFBWSxXQUFXLFNBQVMsT0FBTztFQUN4RSxJQUFJLE9BQU8sT0FBTztFQUNsQixNQUFNLFFBQVEsT0FBTyxZQUFZLEVBQUUsR0FBRyxZQUFZLFVBQVUsT0FBTztFQUNuRSxJQUFJLE1BQU0sTUFBTSxLQUFLLEdBQUcsT0FBTyxLQUFLLENBQUMsRUFBRTtFQUN2QyxNQUFNLElBQUksZUFDUixhQUNBLENBQUMsUUFBUSxFQUFFLFFBQVEsSUFBSSxDQUFDLGFBQWEsRUFBRSxJQUFJLHNCQUFzQixFQUFFLFFBQVEsSUFBSSxDQUFDLFlBQVksQ0FBQztBQUVqRztBQUVBOzs7O0NBSUMsR0FDRCxTQUFTLFVBQ1AsUUFBc0MsRUFDdEMsRUFBVSxFQUNWLE1BQWM7RUFFZCxNQUFNLFFBQVEsWUFBWSxVQUFVO0VBQ3BDLElBQUksTUFBTSxNQUFNLEtBQUssR0FBRyxPQUFPLEtBQUssQ0FBQyxFQUFFO0VBQ3ZDLElBQUksTUFBTSxNQUFNLEdBQUcsR0FBRztJQUNwQixNQUFNLElBQUksZUFDUixhQUNBLENBQUMsS0FBSyxFQUFFLE9BQU8sZ0JBQWdCLEVBQzdCLE1BQU0sR0FBRyxDQUFDLENBQUMsSUFBTSxFQUFFLE9BQU8sQ0FBQyxJQUFJLEVBQUUsSUFBSSxHQUFHLElBQUksQ0FBQyxNQUM5QyxtQkFBbUIsRUFBRSxRQUFRO0VBRWxDO0VBQ0EsTUFBTSxJQUFJLGVBQ1IsYUFDQSxDQUFDLFFBQVEsRUFBRSxPQUFPLGlEQUFpRCxDQUFDO0FBRXhFO0FBRUEsMEVBQTBFLEdBQzFFLFNBQVMsWUFDUCxRQUFzQyxFQUN0QyxFQUFVO0VBRVYsT0FBTztPQUFJLFNBQVMsTUFBTTtHQUFHLENBQUMsR0FBRyxDQUFDLENBQUMsSUFBTSxXQUFXLEdBQUcsS0FDcEQsTUFBTSxDQUFDLENBQUMsSUFBTSxNQUFNO0FBQ3pCO0FBRUEsdURBQXVELEdBQ3ZELFNBQVMsV0FBVyxPQUFnQixFQUFFLEVBQVU7RUFDOUMsS0FBSyxNQUFNLFVBQVUsUUFBUSxPQUFPLENBQUU7SUFDcEMsTUFBTSxPQUFPLE9BQU8sS0FBSyxDQUFDLEdBQUcsQ0FBQztJQUM5QixJQUFJLE1BQU0sT0FBTztNQUFFO01BQVM7TUFBUTtJQUFLO0VBQzNDO0VBQ0EsT0FBTztBQUNUO0FBRUEsU0FBUyxTQUFTLE9BQWdCO0VBQ2hDLE9BQU87SUFBRTtJQUFTLFFBQVEsUUFBUSxNQUFNO0lBQUUsTUFBTSxRQUFRLE1BQU0sQ0FBQyxNQUFNO0VBQUM7QUFDeEU7QUFFQSw0REFBNEQsR0FDNUQsU0FBUyxLQUFLLEVBQVUsRUFBRSxLQUFhO0VBQ3JDLE9BQU8sQ0FBQyxBQUFDLEtBQUssUUFBUyxLQUFLLElBQUk7QUFDbEM7QUFFQTs7O0NBR0MsR0FDRCxTQUFTLFlBQ1AsUUFBc0MsRUFDdEMsSUFBWSxFQUNaLE1BQWM7RUFFZCxNQUFNLFFBQVEsU0FBUyxHQUFHLENBQUM7RUFDM0IsSUFBSSxPQUFPLE9BQU87RUFDbEIsSUFBSSxTQUFTLElBQUksT0FBTyxXQUFXLFVBQVU7RUFDN0MsSUFBSSxLQUFLLFVBQVUsQ0FBQyxNQUFNLE9BQU8sYUFBYSxVQUFVLE1BQU07RUFDOUQsTUFBTSxLQUFLLFdBQVcsSUFBSSxDQUFDLE9BQU8sQ0FBQyxFQUFFO0VBQ3JDLElBQUksT0FBTyxXQUFXLE9BQU8sY0FBYyxVQUFVLE9BQU8sS0FBSztFQUNqRSxNQUFNLFFBQVE7T0FBSSxTQUFTLE1BQU07R0FBRyxDQUFDLE1BQU0sQ0FBQyxDQUFDLElBQU0sRUFBRSxJQUFJLENBQUMsVUFBVSxDQUFDO0VBQ3JFLElBQUksTUFBTSxNQUFNLEtBQUssR0FBRyxPQUFPLEtBQUssQ0FBQyxFQUFFO0VBQ3ZDLElBQUksTUFBTSxNQUFNLEdBQUcsR0FBRztJQUNwQixNQUFNLElBQUksZUFDUixhQUNBLENBQUMsZUFBZSxFQUFFLEtBQUssU0FBUyxFQUM5QixNQUFNLEdBQUcsQ0FBQyxDQUFDLElBQU0sRUFBRSxJQUFJLEVBQUUsSUFBSSxHQUFHLElBQUksQ0FBQyxNQUN0Qyx1QkFBdUIsQ0FBQztFQUU3QjtFQUNBLE1BQU0sSUFBSSxlQUNSLGFBQ0EsQ0FBQyxpQkFBaUIsRUFDaEIsV0FBVyxPQUFPLE9BQU8sR0FBRyxLQUFLLEtBQUssRUFBRSxPQUFPLENBQUMsQ0FBQyxDQUNsRCxzQkFBc0IsQ0FBQztBQUU1QjtBQUVBLCtDQUErQyxHQUMvQyxNQUFNLGFBQWE7QUFFbkIsdUVBQXVFLEdBQ3ZFLFNBQVMsY0FDUCxRQUFzQyxFQUN0QyxFQUFVLEVBQ1YsTUFBYztFQUVkLEtBQUssTUFBTSxLQUFLLFNBQVMsTUFBTSxHQUFJLElBQUksRUFBRSxFQUFFLEtBQUssSUFBSSxPQUFPO0VBQzNELE1BQU0sSUFBSSxlQUNSLGFBQ0EsQ0FBQyxvQkFBb0IsRUFBRSxLQUNyQixXQUFXLENBQUMsQ0FBQyxFQUFFLElBQUksR0FBRyxLQUFLLENBQUMsS0FBSyxFQUFFLE9BQU8sQ0FBQyxDQUFDLENBQzdDLDRDQUE0QyxDQUFDO0FBRWxEO0FBRUEsMkRBQTJELEdBQzNELFNBQVMsYUFDUCxRQUFzQyxFQUN0QyxJQUFZLEVBQ1osTUFBYztFQUVkLElBQUksU0FBUyxLQUFLLE1BQU0sa0JBQWtCO0VBQzFDLE1BQU0sUUFBUSxTQUFTLEdBQUcsQ0FBQyxLQUFLLEtBQUssQ0FBQztFQUN0QyxJQUFJLE9BQU8sT0FBTztFQUNsQixNQUFNLElBQUksZUFDUixhQUNBLENBQUMsaUJBQWlCLEVBQUUsS0FBSyxLQUFLLENBQUMsR0FBRyxLQUFLLEVBQUUsT0FBTyx1QkFBdUIsQ0FBQztBQUU1RTtBQUVBLDJEQUEyRCxHQUMzRCxTQUFTLGtCQUFrQixNQUFjO0VBQ3ZDLE9BQU8sSUFBSSxlQUNULGVBQ0EsQ0FBQyxPQUFPLEVBQUUsT0FBTyxzREFBc0QsQ0FBQztBQUU1RTtBQUVBOzs7Q0FHQyxHQUNELE9BQU8sU0FBUyxrQkFDZCxRQUFzQztFQUV0QyxJQUFJO0VBQ0osS0FBSyxNQUFNLEtBQUssU0FBUyxNQUFNLEdBQUk7SUFDakMsSUFBSSxDQUFDLEVBQUUsSUFBSSxJQUFJLENBQUMsQ0FBQyxRQUFRLEVBQUUsVUFBVSxHQUFHLEtBQUssVUFBVSxHQUFHLE9BQU87RUFDbkU7RUFDQSxPQUFPO0FBQ1Q7QUFFQSx3RUFBd0UsR0FDeEUsU0FBUyxXQUNQLFFBQXNDLEVBQ3RDLE1BQWM7RUFFZCxNQUFNLE9BQU8sa0JBQWtCO0VBQy9CLElBQUksTUFBTSxPQUFPO0VBQ2pCLE1BQU0sSUFBSSxlQUNSLGFBQ0EsQ0FBQyxPQUFPLEVBQUUsT0FBTyxvRUFBb0UsQ0FBQztBQUUxRjtBQUVBOzs7O0NBSUMsR0FDRCxTQUFTLFdBQVcsT0FBZ0IsRUFBRSxHQUFXO0VBQy9DLE1BQU0sT0FBTyxPQUFPO0VBQ3BCLElBQUksU0FBUyxXQUFXO0lBQ3RCLE1BQU0sVUFBVTtTQUFJLFFBQVEsT0FBTztLQUFDLENBQUMsSUFBSSxDQUFDLENBQUMsR0FBRyxJQUFNLEVBQUUsS0FBSyxHQUFHLEVBQUUsS0FBSztJQUNyRSxNQUFNLEtBQUssUUFBUSxPQUFPLENBQUMsUUFBUSxNQUFNLElBQUk7SUFDN0MsT0FBTyxPQUFPLENBQUMsS0FBSyxJQUFJLFFBQVEsTUFBTSxFQUFFO0VBQzFDO0VBQ0EsTUFBTSxRQUFRLElBQUksVUFBVSxDQUFDO0VBQzdCLElBQUksUUFBUSxLQUFLLE1BQU0sa0JBQWtCLEdBQUcsUUFBUSxJQUFJLENBQUMsRUFBRSxDQUFDO0VBQzVELElBQUksT0FBTyxNQUFNLElBQUksS0FBSyxDQUFDO0VBQzNCLE1BQU0sVUFBVSxRQUFRLElBQUksQ0FBQyxPQUN6QixRQUFRLE9BQU8sQ0FBQyxJQUFJLENBQUMsQ0FBQyxJQUFNLEVBQUUsS0FBSyxLQUFLLE9BQU8sUUFDL0M7RUFDSixJQUFJLFNBQVMsT0FBTztFQUNwQixNQUFNLFFBQVEsUUFBUSxPQUFPLENBQUMsTUFBTSxDQUFDLENBQUMsSUFBTSxFQUFFLElBQUksS0FBSztFQUN2RCxJQUFJLE1BQU0sTUFBTSxLQUFLLEdBQUcsT0FBTyxLQUFLLENBQUMsRUFBRTtFQUN2QyxNQUFNLFdBQVcsUUFDYixFQUFFLEdBQ0YsUUFBUSxPQUFPLENBQUMsTUFBTSxDQUFDLENBQUMsSUFBTSxFQUFFLElBQUksQ0FBQyxVQUFVLENBQUM7RUFDcEQsSUFBSSxTQUFTLE1BQU0sS0FBSyxLQUFLLE1BQU0sTUFBTSxLQUFLLEdBQUcsT0FBTyxRQUFRLENBQUMsRUFBRTtFQUNuRSxJQUFJLE1BQU0sTUFBTSxHQUFHLEtBQUssU0FBUyxNQUFNLEdBQUcsR0FBRztJQUMzQyxNQUFNLElBQUksZUFDUixhQUNBLENBQUMsUUFBUSxFQUFFLFFBQVEsSUFBSSxDQUFDLDRCQUE0QixFQUFFLElBQUkseUJBQXlCLENBQUM7RUFFeEY7RUFDQSxNQUFNLElBQUksZUFDUixhQUNBLENBQUMsUUFBUSxFQUFFLFFBQVEsSUFBSSxDQUFDLGVBQWUsRUFBRSxJQUFJLHdCQUF3QixFQUFFLFFBQVEsSUFBSSxDQUFDLFlBQVksQ0FBQztBQUVyRyJ9
// denoCacheMetadata=13287923931272273149,17597367376827584801