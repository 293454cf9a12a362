/**
 * tmux's environments (`set-environment`, `show-environment`): the global
 * one, copied from the daemon's own when it starts, and one per session.
 * A variable holds a value, or is marked to be removed from the
 * environment of a new process (`set-environment -r`, shown `-NAME`).
 *
 * A new pane's program gets the environment of the client that made its
 * session (as it always has in berth), then the variables of the global
 * environment that were set, unset or removed since the daemon started,
 * then the session's: so `set-environment -g EDITOR vim` reaches every new
 * pane, and the session's own win, as in tmux. `TERM` and `BERTH` stay
 * berth's (tmux too sets `TERM` and `TMUX` itself).
 *
 * @module
 */ import { RequestFailure } from "./request_failure.ts";
/**
 * Most variables one environment holds: a login's environment has some
 * tens; the cap keeps a runaway script from filling the daemon.
 */ export const MAX_ENV_VARS = 4096;
/** Variables berth sets in every pane, whatever the environments say. */ const BERTH_OWN = [
  "TERM",
  "BERTH"
];
/** One environment: names to values, or to null for removed ones. */ export class Environ {
  #vars = new Map();
  /**
   * Names set, unset or removed since the daemon started (the global
   * environment's: what a new pane gets over its client's environment).
   */ changed = new Set();
  constructor(vars = []){
    for (const [name, value] of vars)this.#vars.set(name, value);
  }
  /** The value of `name`: a string, null (removed) or undefined (none). */ get(name) {
    return this.#vars.get(name);
  }
  /** Sets `name` to `value` (null: marked to be removed). */ set(name, value) {
    if (!this.#vars.has(name) && this.#vars.size >= MAX_ENV_VARS) {
      throw new RequestFailure("bad-request", `The environment holds ${MAX_ENV_VARS} variables, the most it can; unset some first`);
    }
    this.#vars.set(name, value);
    this.changed.add(name);
  }
  /** Takes `name` out of the list. */ unset(name) {
    this.#vars.delete(name);
    this.changed.add(name);
  }
  /** Every variable, sorted by name (as `show-environment` lists them). */ list() {
    return [
      ...this.#vars
    ].sort(([a], [b])=>a < b ? -1 : a > b ? 1 : 0);
  }
}
/**
 * The environment of a new pane's program: `base` (the session's, from
 * the client that made it), the global variables changed since the
 * daemon started, then the session's; berth's own variables as in `base`.
 */ export function spawnEnv(base, global, session) {
  const env = {
    ...base
  };
  const apply = (name, value)=>{
    if (typeof value === "string") env[name] = value;
    else delete env[name];
  };
  for (const name of global.changed)apply(name, global.get(name));
  for (const [name, value] of session.list())apply(name, value);
  for (const name of BERTH_OWN)apply(name, base[name]);
  return env;
}
/**
 * The environment of a `run-shell` command: the global one, the
 * session's over it (tmux's `environ_for_session`), with `extra` (berth's
 * own variables) last.
 */ export function jobEnv(global, session, extra) {
  const env = {};
  for (const e of [
    global,
    session
  ]){
    for (const [name, value] of e?.list() ?? []){
      if (value === null) delete env[name];
      else env[name] = value;
    }
  }
  return {
    ...env,
    ...extra
  };
}
/** `e` as a global environment's state. */ export function saveGlobal(e) {
  return {
    vars: e.list(),
    changed: [
      ...e.changed
    ]
  };
}
/** A global environment from its state. */ export function loadGlobal(st) {
  const e = new Environ(st.vars);
  for (const name of st.changed)e.changed.add(name);
  return e;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vZW52aXJvbm1lbnQudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiB0bXV4J3MgZW52aXJvbm1lbnRzIChgc2V0LWVudmlyb25tZW50YCwgYHNob3ctZW52aXJvbm1lbnRgKTogdGhlIGdsb2JhbFxuICogb25lLCBjb3BpZWQgZnJvbSB0aGUgZGFlbW9uJ3Mgb3duIHdoZW4gaXQgc3RhcnRzLCBhbmQgb25lIHBlciBzZXNzaW9uLlxuICogQSB2YXJpYWJsZSBob2xkcyBhIHZhbHVlLCBvciBpcyBtYXJrZWQgdG8gYmUgcmVtb3ZlZCBmcm9tIHRoZVxuICogZW52aXJvbm1lbnQgb2YgYSBuZXcgcHJvY2VzcyAoYHNldC1lbnZpcm9ubWVudCAtcmAsIHNob3duIGAtTkFNRWApLlxuICpcbiAqIEEgbmV3IHBhbmUncyBwcm9ncmFtIGdldHMgdGhlIGVudmlyb25tZW50IG9mIHRoZSBjbGllbnQgdGhhdCBtYWRlIGl0c1xuICogc2Vzc2lvbiAoYXMgaXQgYWx3YXlzIGhhcyBpbiBiZXJ0aCksIHRoZW4gdGhlIHZhcmlhYmxlcyBvZiB0aGUgZ2xvYmFsXG4gKiBlbnZpcm9ubWVudCB0aGF0IHdlcmUgc2V0LCB1bnNldCBvciByZW1vdmVkIHNpbmNlIHRoZSBkYWVtb24gc3RhcnRlZCxcbiAqIHRoZW4gdGhlIHNlc3Npb24nczogc28gYHNldC1lbnZpcm9ubWVudCAtZyBFRElUT1IgdmltYCByZWFjaGVzIGV2ZXJ5IG5ld1xuICogcGFuZSwgYW5kIHRoZSBzZXNzaW9uJ3Mgb3duIHdpbiwgYXMgaW4gdG11eC4gYFRFUk1gIGFuZCBgQkVSVEhgIHN0YXlcbiAqIGJlcnRoJ3MgKHRtdXggdG9vIHNldHMgYFRFUk1gIGFuZCBgVE1VWGAgaXRzZWxmKS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgUmVxdWVzdEZhaWx1cmUgfSBmcm9tIFwiLi9yZXF1ZXN0X2ZhaWx1cmUudHNcIjtcbmltcG9ydCB0eXBlIHsgRW52RW50cnkgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcblxuLyoqXG4gKiBNb3N0IHZhcmlhYmxlcyBvbmUgZW52aXJvbm1lbnQgaG9sZHM6IGEgbG9naW4ncyBlbnZpcm9ubWVudCBoYXMgc29tZVxuICogdGVuczsgdGhlIGNhcCBrZWVwcyBhIHJ1bmF3YXkgc2NyaXB0IGZyb20gZmlsbGluZyB0aGUgZGFlbW9uLlxuICovXG5leHBvcnQgY29uc3QgTUFYX0VOVl9WQVJTID0gNDA5NjtcblxuLyoqIFZhcmlhYmxlcyBiZXJ0aCBzZXRzIGluIGV2ZXJ5IHBhbmUsIHdoYXRldmVyIHRoZSBlbnZpcm9ubWVudHMgc2F5LiAqL1xuY29uc3QgQkVSVEhfT1dOID0gW1wiVEVSTVwiLCBcIkJFUlRIXCJdO1xuXG4vKiogT25lIGVudmlyb25tZW50OiBuYW1lcyB0byB2YWx1ZXMsIG9yIHRvIG51bGwgZm9yIHJlbW92ZWQgb25lcy4gKi9cbmV4cG9ydCBjbGFzcyBFbnZpcm9uIHtcbiAgcmVhZG9ubHkgI3ZhcnMgPSBuZXcgTWFwPHN0cmluZywgc3RyaW5nIHwgbnVsbD4oKTtcbiAgLyoqXG4gICAqIE5hbWVzIHNldCwgdW5zZXQgb3IgcmVtb3ZlZCBzaW5jZSB0aGUgZGFlbW9uIHN0YXJ0ZWQgKHRoZSBnbG9iYWxcbiAgICogZW52aXJvbm1lbnQnczogd2hhdCBhIG5ldyBwYW5lIGdldHMgb3ZlciBpdHMgY2xpZW50J3MgZW52aXJvbm1lbnQpLlxuICAgKi9cbiAgcmVhZG9ubHkgY2hhbmdlZCA9IG5ldyBTZXQ8c3RyaW5nPigpO1xuXG4gIGNvbnN0cnVjdG9yKHZhcnM6IEl0ZXJhYmxlPEVudkVudHJ5PiA9IFtdKSB7XG4gICAgZm9yIChjb25zdCBbbmFtZSwgdmFsdWVdIG9mIHZhcnMpIHRoaXMuI3ZhcnMuc2V0KG5hbWUsIHZhbHVlKTtcbiAgfVxuXG4gIC8qKiBUaGUgdmFsdWUgb2YgYG5hbWVgOiBhIHN0cmluZywgbnVsbCAocmVtb3ZlZCkgb3IgdW5kZWZpbmVkIChub25lKS4gKi9cbiAgZ2V0KG5hbWU6IHN0cmluZyk6IHN0cmluZyB8IG51bGwgfCB1bmRlZmluZWQge1xuICAgIHJldHVybiB0aGlzLiN2YXJzLmdldChuYW1lKTtcbiAgfVxuXG4gIC8qKiBTZXRzIGBuYW1lYCB0byBgdmFsdWVgIChudWxsOiBtYXJrZWQgdG8gYmUgcmVtb3ZlZCkuICovXG4gIHNldChuYW1lOiBzdHJpbmcsIHZhbHVlOiBzdHJpbmcgfCBudWxsKTogdm9pZCB7XG4gICAgaWYgKCF0aGlzLiN2YXJzLmhhcyhuYW1lKSAmJiB0aGlzLiN2YXJzLnNpemUgPj0gTUFYX0VOVl9WQVJTKSB7XG4gICAgICB0aHJvdyBuZXcgUmVxdWVzdEZhaWx1cmUoXG4gICAgICAgIFwiYmFkLXJlcXVlc3RcIixcbiAgICAgICAgYFRoZSBlbnZpcm9ubWVudCBob2xkcyAke01BWF9FTlZfVkFSU30gdmFyaWFibGVzLCB0aGUgbW9zdCBpdCBjYW47IHVuc2V0IHNvbWUgZmlyc3RgLFxuICAgICAgKTtcbiAgICB9XG4gICAgdGhpcy4jdmFycy5zZXQobmFtZSwgdmFsdWUpO1xuICAgIHRoaXMuY2hhbmdlZC5hZGQobmFtZSk7XG4gIH1cblxuICAvKiogVGFrZXMgYG5hbWVgIG91dCBvZiB0aGUgbGlzdC4gKi9cbiAgdW5zZXQobmFtZTogc3RyaW5nKTogdm9pZCB7XG4gICAgdGhpcy4jdmFycy5kZWxldGUobmFtZSk7XG4gICAgdGhpcy5jaGFuZ2VkLmFkZChuYW1lKTtcbiAgfVxuXG4gIC8qKiBFdmVyeSB2YXJpYWJsZSwgc29ydGVkIGJ5IG5hbWUgKGFzIGBzaG93LWVudmlyb25tZW50YCBsaXN0cyB0aGVtKS4gKi9cbiAgbGlzdCgpOiBFbnZFbnRyeVtdIHtcbiAgICByZXR1cm4gWy4uLnRoaXMuI3ZhcnNdLnNvcnQoKFthXSwgW2JdKSA9PiBhIDwgYiA/IC0xIDogYSA+IGIgPyAxIDogMCk7XG4gIH1cbn1cblxuLyoqXG4gKiBUaGUgZW52aXJvbm1lbnQgb2YgYSBuZXcgcGFuZSdzIHByb2dyYW06IGBiYXNlYCAodGhlIHNlc3Npb24ncywgZnJvbVxuICogdGhlIGNsaWVudCB0aGF0IG1hZGUgaXQpLCB0aGUgZ2xvYmFsIHZhcmlhYmxlcyBjaGFuZ2VkIHNpbmNlIHRoZVxuICogZGFlbW9uIHN0YXJ0ZWQsIHRoZW4gdGhlIHNlc3Npb24nczsgYmVydGgncyBvd24gdmFyaWFibGVzIGFzIGluIGBiYXNlYC5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHNwYXduRW52KFxuICBiYXNlOiBSZWNvcmQ8c3RyaW5nLCBzdHJpbmc+LFxuICBnbG9iYWw6IEVudmlyb24sXG4gIHNlc3Npb246IEVudmlyb24sXG4pOiBSZWNvcmQ8c3RyaW5nLCBzdHJpbmc+IHtcbiAgY29uc3QgZW52ID0geyAuLi5iYXNlIH07XG4gIGNvbnN0IGFwcGx5ID0gKG5hbWU6IHN0cmluZywgdmFsdWU6IHN0cmluZyB8IG51bGwgfCB1bmRlZmluZWQpID0+IHtcbiAgICBpZiAodHlwZW9mIHZhbHVlID09PSBcInN0cmluZ1wiKSBlbnZbbmFtZV0gPSB2YWx1ZTtcbiAgICBlbHNlIGRlbGV0ZSBlbnZbbmFtZV07XG4gIH07XG4gIGZvciAoY29uc3QgbmFtZSBvZiBnbG9iYWwuY2hhbmdlZCkgYXBwbHkobmFtZSwgZ2xvYmFsLmdldChuYW1lKSk7XG4gIGZvciAoY29uc3QgW25hbWUsIHZhbHVlXSBvZiBzZXNzaW9uLmxpc3QoKSkgYXBwbHkobmFtZSwgdmFsdWUpO1xuICBmb3IgKGNvbnN0IG5hbWUgb2YgQkVSVEhfT1dOKSBhcHBseShuYW1lLCBiYXNlW25hbWVdKTtcbiAgcmV0dXJuIGVudjtcbn1cblxuLyoqXG4gKiBUaGUgZW52aXJvbm1lbnQgb2YgYSBgcnVuLXNoZWxsYCBjb21tYW5kOiB0aGUgZ2xvYmFsIG9uZSwgdGhlXG4gKiBzZXNzaW9uJ3Mgb3ZlciBpdCAodG11eCdzIGBlbnZpcm9uX2Zvcl9zZXNzaW9uYCksIHdpdGggYGV4dHJhYCAoYmVydGgnc1xuICogb3duIHZhcmlhYmxlcykgbGFzdC5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGpvYkVudihcbiAgZ2xvYmFsOiBFbnZpcm9uLFxuICBzZXNzaW9uOiBFbnZpcm9uIHwgbnVsbCxcbiAgZXh0cmE6IFJlY29yZDxzdHJpbmcsIHN0cmluZz4sXG4pOiBSZWNvcmQ8c3RyaW5nLCBzdHJpbmc+IHtcbiAgY29uc3QgZW52OiBSZWNvcmQ8c3RyaW5nLCBzdHJpbmc+ID0ge307XG4gIGZvciAoY29uc3QgZSBvZiBbZ2xvYmFsLCBzZXNzaW9uXSkge1xuICAgIGZvciAoY29uc3QgW25hbWUsIHZhbHVlXSBvZiBlPy5saXN0KCkgPz8gW10pIHtcbiAgICAgIGlmICh2YWx1ZSA9PT0gbnVsbCkgZGVsZXRlIGVudltuYW1lXTtcbiAgICAgIGVsc2UgZW52W25hbWVdID0gdmFsdWU7XG4gICAgfVxuICB9XG4gIHJldHVybiB7IC4uLmVudiwgLi4uZXh0cmEgfTtcbn1cblxuLyoqIFRoZSBnbG9iYWwgZW52aXJvbm1lbnQgYXMgdGhlIHVwZ3JhZGUncyBzdGF0ZSBmaWxlIGhvbGRzIGl0LiAqL1xuZXhwb3J0IGludGVyZmFjZSBHbG9iYWxFbnZTdGF0ZSB7XG4gIHZhcnM6IEVudkVudHJ5W107XG4gIGNoYW5nZWQ6IHN0cmluZ1tdO1xufVxuXG4vKiogYGVgIGFzIGEgZ2xvYmFsIGVudmlyb25tZW50J3Mgc3RhdGUuICovXG5leHBvcnQgZnVuY3Rpb24gc2F2ZUdsb2JhbChlOiBFbnZpcm9uKTogR2xvYmFsRW52U3RhdGUge1xuICByZXR1cm4geyB2YXJzOiBlLmxpc3QoKSwgY2hhbmdlZDogWy4uLmUuY2hhbmdlZF0gfTtcbn1cblxuLyoqIEEgZ2xvYmFsIGVudmlyb25tZW50IGZyb20gaXRzIHN0YXRlLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGxvYWRHbG9iYWwoc3Q6IEdsb2JhbEVudlN0YXRlKTogRW52aXJvbiB7XG4gIGNvbnN0IGUgPSBuZXcgRW52aXJvbihzdC52YXJzKTtcbiAgZm9yIChjb25zdCBuYW1lIG9mIHN0LmNoYW5nZWQpIGUuY2hhbmdlZC5hZGQobmFtZSk7XG4gIHJldHVybiBlO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7OztDQWNDLEdBRUQsU0FBUyxjQUFjLFFBQVEsdUJBQXVCO0FBR3REOzs7Q0FHQyxHQUNELE9BQU8sTUFBTSxlQUFlLEtBQUs7QUFFakMsdUVBQXVFLEdBQ3ZFLE1BQU0sWUFBWTtFQUFDO0VBQVE7Q0FBUTtBQUVuQyxtRUFBbUUsR0FDbkUsT0FBTyxNQUFNO0VBQ0YsQ0FBQSxJQUFLLEdBQUcsSUFBSSxNQUE2QjtFQUNsRDs7O0dBR0MsR0FDRCxBQUFTLFVBQVUsSUFBSSxNQUFjO0VBRXJDLFlBQVksT0FBMkIsRUFBRSxDQUFFO0lBQ3pDLEtBQUssTUFBTSxDQUFDLE1BQU0sTUFBTSxJQUFJLEtBQU0sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUcsQ0FBQyxNQUFNO0VBQ3pEO0VBRUEsdUVBQXVFLEdBQ3ZFLElBQUksSUFBWSxFQUE2QjtJQUMzQyxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxHQUFHLENBQUM7RUFDeEI7RUFFQSx5REFBeUQsR0FDekQsSUFBSSxJQUFZLEVBQUUsS0FBb0IsRUFBUTtJQUM1QyxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUcsQ0FBQyxTQUFTLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxJQUFJLElBQUksY0FBYztNQUM1RCxNQUFNLElBQUksZUFDUixlQUNBLENBQUMsc0JBQXNCLEVBQUUsYUFBYSw2Q0FBNkMsQ0FBQztJQUV4RjtJQUNBLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxHQUFHLENBQUMsTUFBTTtJQUNyQixJQUFJLENBQUMsT0FBTyxDQUFDLEdBQUcsQ0FBQztFQUNuQjtFQUVBLGtDQUFrQyxHQUNsQyxNQUFNLElBQVksRUFBUTtJQUN4QixJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsTUFBTSxDQUFDO0lBQ2xCLElBQUksQ0FBQyxPQUFPLENBQUMsR0FBRyxDQUFDO0VBQ25CO0VBRUEsdUVBQXVFLEdBQ3ZFLE9BQW1CO0lBQ2pCLE9BQU87U0FBSSxJQUFJLENBQUMsQ0FBQSxJQUFLO0tBQUMsQ0FBQyxJQUFJLENBQUMsQ0FBQyxDQUFDLEVBQUUsRUFBRSxDQUFDLEVBQUUsR0FBSyxJQUFJLElBQUksQ0FBQyxJQUFJLElBQUksSUFBSSxJQUFJO0VBQ3JFO0FBQ0Y7QUFFQTs7OztDQUlDLEdBQ0QsT0FBTyxTQUFTLFNBQ2QsSUFBNEIsRUFDNUIsTUFBZSxFQUNmLE9BQWdCO0VBRWhCLE1BQU0sTUFBTTtJQUFFLEdBQUcsSUFBSTtFQUFDO0VBQ3RCLE1BQU0sUUFBUSxDQUFDLE1BQWM7SUFDM0IsSUFBSSxPQUFPLFVBQVUsVUFBVSxHQUFHLENBQUMsS0FBSyxHQUFHO1NBQ3RDLE9BQU8sR0FBRyxDQUFDLEtBQUs7RUFDdkI7RUFDQSxLQUFLLE1BQU0sUUFBUSxPQUFPLE9BQU8sQ0FBRSxNQUFNLE1BQU0sT0FBTyxHQUFHLENBQUM7RUFDMUQsS0FBSyxNQUFNLENBQUMsTUFBTSxNQUFNLElBQUksUUFBUSxJQUFJLEdBQUksTUFBTSxNQUFNO0VBQ3hELEtBQUssTUFBTSxRQUFRLFVBQVcsTUFBTSxNQUFNLElBQUksQ0FBQyxLQUFLO0VBQ3BELE9BQU87QUFDVDtBQUVBOzs7O0NBSUMsR0FDRCxPQUFPLFNBQVMsT0FDZCxNQUFlLEVBQ2YsT0FBdUIsRUFDdkIsS0FBNkI7RUFFN0IsTUFBTSxNQUE4QixDQUFDO0VBQ3JDLEtBQUssTUFBTSxLQUFLO0lBQUM7SUFBUTtHQUFRLENBQUU7SUFDakMsS0FBSyxNQUFNLENBQUMsTUFBTSxNQUFNLElBQUksR0FBRyxVQUFVLEVBQUUsQ0FBRTtNQUMzQyxJQUFJLFVBQVUsTUFBTSxPQUFPLEdBQUcsQ0FBQyxLQUFLO1dBQy9CLEdBQUcsQ0FBQyxLQUFLLEdBQUc7SUFDbkI7RUFDRjtFQUNBLE9BQU87SUFBRSxHQUFHLEdBQUc7SUFBRSxHQUFHLEtBQUs7RUFBQztBQUM1QjtBQVFBLHlDQUF5QyxHQUN6QyxPQUFPLFNBQVMsV0FBVyxDQUFVO0VBQ25DLE9BQU87SUFBRSxNQUFNLEVBQUUsSUFBSTtJQUFJLFNBQVM7U0FBSSxFQUFFLE9BQU87S0FBQztFQUFDO0FBQ25EO0FBRUEseUNBQXlDLEdBQ3pDLE9BQU8sU0FBUyxXQUFXLEVBQWtCO0VBQzNDLE1BQU0sSUFBSSxJQUFJLFFBQVEsR0FBRyxJQUFJO0VBQzdCLEtBQUssTUFBTSxRQUFRLEdBQUcsT0FBTyxDQUFFLEVBQUUsT0FBTyxDQUFDLEdBQUcsQ0FBQztFQUM3QyxPQUFPO0FBQ1QifQ==
// denoCacheMetadata=16409185387538027851,2195962040613757929