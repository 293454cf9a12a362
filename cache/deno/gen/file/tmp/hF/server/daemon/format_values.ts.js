/**
 * The values of tmux's format variables for a target (`display-message`):
 * its session, window and pane, and the client that shows the message,
 * when there is one, and the daemon's own (`pid`, `version`,
 * `socket_path`). Names and meanings are tmux's (`man tmux`, FORMATS);
 * what berth does not have expands to nothing, as an unknown variable
 * does.
 *
 * @module
 */ import { clientName } from "./client_switch.ts";
import { foregroundCommand, foregroundPid } from "./foreground.ts";
/** What the daemon itself is: its version and socket (`setDaemonFacts`). */ const daemonFacts = {
  version: "",
  socket: ""
};
/**
 * The daemon's version and socket path, for `version` and `socket_path`:
 * set once when it starts (one daemon a process).
 */ export function setDaemonFacts(version, socket) {
  daemonFacts.version = version;
  daemonFacts.socket = socket;
}
/** The format variables of `src`, computed as a format asks for them. */ export function formatValues(src) {
  const { session, window, pane, client } = src;
  const rect = window.shown().get(pane.id) ?? window.layout.rects().get(pane.id);
  const flag = (on)=>on ? "1" : "0";
  const host = ()=>Deno.hostname();
  const values = {
    pid: ()=>Deno.pid,
    version: ()=>daemonFacts.version || undefined,
    socket_path: ()=>daemonFacts.socket || undefined,
    host,
    host_short: ()=>host().replace(/\..*$/, ""),
    session_name: ()=>session.name,
    session_id: ()=>`$${session.id}`,
    session_windows: ()=>session.windows.length,
    session_attached: ()=>session.clients.size,
    session_created: ()=>Math.floor(session.created / 1000),
    window_index: ()=>window.index,
    window_name: ()=>window.name,
    window_id: ()=>`@${window.id}`,
    window_active: ()=>flag(window === session.window),
    window_flags: ()=>session.status().windows.find(([i])=>i === window.index)?.[2],
    window_panes: ()=>window.panes.size,
    window_width: ()=>window.cols,
    window_height: ()=>window.rows,
    window_zoomed_flag: ()=>flag(window.zoomed),
    // Zoomed, tmux's window_layout is still the whole layout, as here.
    window_layout: ()=>window.layout.describe(),
    pane_index: ()=>window.indexOf(pane),
    pane_id: ()=>`%${pane.id}`,
    pane_title: ()=>src.title || host(),
    pane_pid: ()=>pane.pid,
    pane_start_command: ()=>pane.command.join(" "),
    pane_current_command: ()=>foregroundCommand(pane),
    pane_current_path: ()=>currentPath(pane),
    pane_width: ()=>rect?.cols,
    pane_height: ()=>rect?.rows,
    pane_left: ()=>rect?.x,
    pane_top: ()=>rect?.y,
    pane_right: ()=>rect && rect.x + rect.cols - 1,
    pane_bottom: ()=>rect && rect.y + rect.rows - 1,
    pane_active: ()=>flag(pane === window.active),
    pane_dead: ()=>flag(pane.dead),
    pane_dead_status: ()=>pane.status?.code ?? undefined,
    cursor_x: ()=>src.cursor?.x,
    cursor_y: ()=>src.cursor?.y,
    history_size: ()=>src.history,
    alternate_on: ()=>src.alternate === undefined || src.alternate === null ? undefined : flag(src.alternate),
    // Copy mode is an attach client's own view in berth: what a script
    // sends always reaches the pane's program, as tmux's outside a mode.
    pane_in_mode: ()=>"0",
    pane_tty: ()=>paneTty(pane),
    client_name: ()=>client && clientName(client),
    client_tty: ()=>client?.tty,
    client_pid: ()=>client?.pid || undefined,
    client_width: ()=>client?.client.cols,
    client_height: ()=>client?.client.rows,
    client_readonly: ()=>client && flag(client.client.readOnly)
  };
  return (name)=>{
    const v = Object.hasOwn(values, name) ? values[name]() : undefined;
    return v === undefined || v === null ? undefined : String(v);
  };
}
/**
 * The working directory of the program in the foreground of `pane`'s
 * terminal, as tmux's `pane_current_path`; else that of the pane's child;
 * else nothing (a dead pane, no /proc, a process of another user).
 */ function currentPath(pane) {
  if (pane.dead) return undefined;
  for (const pid of [
    foregroundPid(pane),
    pane.pid
  ]){
    if (pid === 0) continue;
    try {
      return Deno.readLinkSync(`/proc/${pid}/cwd`);
    } catch  {
    // Ended meanwhile, or not ours to read: the next one.
    }
  }
  return undefined;
}
/** The terminal `pane`'s program reads (its stdin), from /proc. */ function paneTty(pane) {
  if (pane.dead) return undefined;
  try {
    return Deno.readLinkSync(`/proc/${pane.pid}/fd/0`);
  } catch  {
    return undefined; // ended meanwhile, or no /proc
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vZm9ybWF0X3ZhbHVlcy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSB2YWx1ZXMgb2YgdG11eCdzIGZvcm1hdCB2YXJpYWJsZXMgZm9yIGEgdGFyZ2V0IChgZGlzcGxheS1tZXNzYWdlYCk6XG4gKiBpdHMgc2Vzc2lvbiwgd2luZG93IGFuZCBwYW5lLCBhbmQgdGhlIGNsaWVudCB0aGF0IHNob3dzIHRoZSBtZXNzYWdlLFxuICogd2hlbiB0aGVyZSBpcyBvbmUsIGFuZCB0aGUgZGFlbW9uJ3Mgb3duIChgcGlkYCwgYHZlcnNpb25gLFxuICogYHNvY2tldF9wYXRoYCkuIE5hbWVzIGFuZCBtZWFuaW5ncyBhcmUgdG11eCdzIChgbWFuIHRtdXhgLCBGT1JNQVRTKTtcbiAqIHdoYXQgYmVydGggZG9lcyBub3QgaGF2ZSBleHBhbmRzIHRvIG5vdGhpbmcsIGFzIGFuIHVua25vd24gdmFyaWFibGVcbiAqIGRvZXMuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgRm9ybWF0TG9va3VwIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL2Zvcm1hdC50c1wiO1xuaW1wb3J0IHsgdHlwZSBBdHRhY2htZW50LCBjbGllbnROYW1lIH0gZnJvbSBcIi4vY2xpZW50X3N3aXRjaC50c1wiO1xuaW1wb3J0IHsgZm9yZWdyb3VuZENvbW1hbmQsIGZvcmVncm91bmRQaWQgfSBmcm9tIFwiLi9mb3JlZ3JvdW5kLnRzXCI7XG5pbXBvcnQgdHlwZSB7IFBhbmUgfSBmcm9tIFwiLi9wYW5lLnRzXCI7XG5pbXBvcnQgdHlwZSB7IFJlc29sdmVkIH0gZnJvbSBcIi4vdGFyZ2V0cy50c1wiO1xuXG4vKiogV2hhdCB0aGUgdmFsdWVzIGFyZSByZWFkIGZyb20uICovXG5leHBvcnQgaW50ZXJmYWNlIEZvcm1hdFNvdXJjZSBleHRlbmRzIFJlc29sdmVkIHtcbiAgLyoqIFRoZSBjbGllbnQgdGhlIG1lc3NhZ2UgaXMgZm9yLCBpZiBhbnkgKGBjbGllbnRfKmApLiAqL1xuICBjbGllbnQ6IEF0dGFjaG1lbnQgfCBudWxsO1xuICAvKiogVGhlIHBhbmUncyB0aXRsZSwgYXMgaXRzIHByb2dyYW0gc2V0IGl0IChcIlwiIHdoZW4gaXQgc2V0IG5vbmUpLiAqL1xuICB0aXRsZTogc3RyaW5nO1xuICAvKiogVGhlIHBhbmUncyBjdXJzb3IsIHdoZW4gdGhlIGZvcm1hdCBhc2tlZCBmb3IgaXQgKGBjdXJzb3JfeGAgLi4uKS4gKi9cbiAgY3Vyc29yPzogeyB4OiBudW1iZXI7IHk6IG51bWJlciB9IHwgbnVsbDtcbiAgLyoqIEl0cyBsaW5lcyBvZiBoaXN0b3J5LCB3aGVuIHRoZSBmb3JtYXQgYXNrZWQgKGBoaXN0b3J5X3NpemVgKS4gKi9cbiAgaGlzdG9yeT86IG51bWJlciB8IG51bGw7XG4gIC8qKiBJdCBzaG93cyB0aGUgYWx0ZXJuYXRlIHNjcmVlbiwgd2hlbiB0aGUgZm9ybWF0IGFza2VkIChgYWx0ZXJuYXRlX29uYCkuICovXG4gIGFsdGVybmF0ZT86IGJvb2xlYW4gfCBudWxsO1xufVxuXG4vKiogV2hhdCB0aGUgZGFlbW9uIGl0c2VsZiBpczogaXRzIHZlcnNpb24gYW5kIHNvY2tldCAoYHNldERhZW1vbkZhY3RzYCkuICovXG5jb25zdCBkYWVtb25GYWN0cyA9IHsgdmVyc2lvbjogXCJcIiwgc29ja2V0OiBcIlwiIH07XG5cbi8qKlxuICogVGhlIGRhZW1vbidzIHZlcnNpb24gYW5kIHNvY2tldCBwYXRoLCBmb3IgYHZlcnNpb25gIGFuZCBgc29ja2V0X3BhdGhgOlxuICogc2V0IG9uY2Ugd2hlbiBpdCBzdGFydHMgKG9uZSBkYWVtb24gYSBwcm9jZXNzKS5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHNldERhZW1vbkZhY3RzKHZlcnNpb246IHN0cmluZywgc29ja2V0OiBzdHJpbmcpOiB2b2lkIHtcbiAgZGFlbW9uRmFjdHMudmVyc2lvbiA9IHZlcnNpb247XG4gIGRhZW1vbkZhY3RzLnNvY2tldCA9IHNvY2tldDtcbn1cblxuLyoqIFRoZSBmb3JtYXQgdmFyaWFibGVzIG9mIGBzcmNgLCBjb21wdXRlZCBhcyBhIGZvcm1hdCBhc2tzIGZvciB0aGVtLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGZvcm1hdFZhbHVlcyhzcmM6IEZvcm1hdFNvdXJjZSk6IEZvcm1hdExvb2t1cCB7XG4gIGNvbnN0IHsgc2Vzc2lvbiwgd2luZG93LCBwYW5lLCBjbGllbnQgfSA9IHNyYztcbiAgY29uc3QgcmVjdCA9IHdpbmRvdy5zaG93bigpLmdldChwYW5lLmlkKSA/P1xuICAgIHdpbmRvdy5sYXlvdXQucmVjdHMoKS5nZXQocGFuZS5pZCk7XG4gIGNvbnN0IGZsYWcgPSAob246IGJvb2xlYW4pID0+IG9uID8gXCIxXCIgOiBcIjBcIjtcbiAgY29uc3QgaG9zdCA9ICgpID0+IERlbm8uaG9zdG5hbWUoKTtcbiAgY29uc3QgdmFsdWVzOiBSZWNvcmQ8c3RyaW5nLCAoKSA9PiBzdHJpbmcgfCBudW1iZXIgfCBudWxsIHwgdW5kZWZpbmVkPiA9IHtcbiAgICBwaWQ6ICgpID0+IERlbm8ucGlkLFxuICAgIHZlcnNpb246ICgpID0+IGRhZW1vbkZhY3RzLnZlcnNpb24gfHwgdW5kZWZpbmVkLFxuICAgIHNvY2tldF9wYXRoOiAoKSA9PiBkYWVtb25GYWN0cy5zb2NrZXQgfHwgdW5kZWZpbmVkLFxuICAgIGhvc3QsXG4gICAgaG9zdF9zaG9ydDogKCkgPT4gaG9zdCgpLnJlcGxhY2UoL1xcLi4qJC8sIFwiXCIpLFxuICAgIHNlc3Npb25fbmFtZTogKCkgPT4gc2Vzc2lvbi5uYW1lLFxuICAgIHNlc3Npb25faWQ6ICgpID0+IGAkJHtzZXNzaW9uLmlkfWAsXG4gICAgc2Vzc2lvbl93aW5kb3dzOiAoKSA9PiBzZXNzaW9uLndpbmRvd3MubGVuZ3RoLFxuICAgIHNlc3Npb25fYXR0YWNoZWQ6ICgpID0+IHNlc3Npb24uY2xpZW50cy5zaXplLFxuICAgIHNlc3Npb25fY3JlYXRlZDogKCkgPT4gTWF0aC5mbG9vcihzZXNzaW9uLmNyZWF0ZWQgLyAxMDAwKSxcbiAgICB3aW5kb3dfaW5kZXg6ICgpID0+IHdpbmRvdy5pbmRleCxcbiAgICB3aW5kb3dfbmFtZTogKCkgPT4gd2luZG93Lm5hbWUsXG4gICAgd2luZG93X2lkOiAoKSA9PiBgQCR7d2luZG93LmlkfWAsXG4gICAgd2luZG93X2FjdGl2ZTogKCkgPT4gZmxhZyh3aW5kb3cgPT09IHNlc3Npb24ud2luZG93KSxcbiAgICB3aW5kb3dfZmxhZ3M6ICgpID0+XG4gICAgICBzZXNzaW9uLnN0YXR1cygpLndpbmRvd3MuZmluZCgoW2ldKSA9PiBpID09PSB3aW5kb3cuaW5kZXgpPy5bMl0sXG4gICAgd2luZG93X3BhbmVzOiAoKSA9PiB3aW5kb3cucGFuZXMuc2l6ZSxcbiAgICB3aW5kb3dfd2lkdGg6ICgpID0+IHdpbmRvdy5jb2xzLFxuICAgIHdpbmRvd19oZWlnaHQ6ICgpID0+IHdpbmRvdy5yb3dzLFxuICAgIHdpbmRvd196b29tZWRfZmxhZzogKCkgPT4gZmxhZyh3aW5kb3cuem9vbWVkKSxcbiAgICAvLyBab29tZWQsIHRtdXgncyB3aW5kb3dfbGF5b3V0IGlzIHN0aWxsIHRoZSB3aG9sZSBsYXlvdXQsIGFzIGhlcmUuXG4gICAgd2luZG93X2xheW91dDogKCkgPT4gd2luZG93LmxheW91dC5kZXNjcmliZSgpLFxuICAgIHBhbmVfaW5kZXg6ICgpID0+IHdpbmRvdy5pbmRleE9mKHBhbmUpLFxuICAgIHBhbmVfaWQ6ICgpID0+IGAlJHtwYW5lLmlkfWAsXG4gICAgcGFuZV90aXRsZTogKCkgPT4gc3JjLnRpdGxlIHx8IGhvc3QoKSxcbiAgICBwYW5lX3BpZDogKCkgPT4gcGFuZS5waWQsXG4gICAgcGFuZV9zdGFydF9jb21tYW5kOiAoKSA9PiBwYW5lLmNvbW1hbmQuam9pbihcIiBcIiksXG4gICAgcGFuZV9jdXJyZW50X2NvbW1hbmQ6ICgpID0+IGZvcmVncm91bmRDb21tYW5kKHBhbmUpLFxuICAgIHBhbmVfY3VycmVudF9wYXRoOiAoKSA9PiBjdXJyZW50UGF0aChwYW5lKSxcbiAgICBwYW5lX3dpZHRoOiAoKSA9PiByZWN0Py5jb2xzLFxuICAgIHBhbmVfaGVpZ2h0OiAoKSA9PiByZWN0Py5yb3dzLFxuICAgIHBhbmVfbGVmdDogKCkgPT4gcmVjdD8ueCxcbiAgICBwYW5lX3RvcDogKCkgPT4gcmVjdD8ueSxcbiAgICBwYW5lX3JpZ2h0OiAoKSA9PiByZWN0ICYmIHJlY3QueCArIHJlY3QuY29scyAtIDEsXG4gICAgcGFuZV9ib3R0b206ICgpID0+IHJlY3QgJiYgcmVjdC55ICsgcmVjdC5yb3dzIC0gMSxcbiAgICBwYW5lX2FjdGl2ZTogKCkgPT4gZmxhZyhwYW5lID09PSB3aW5kb3cuYWN0aXZlKSxcbiAgICBwYW5lX2RlYWQ6ICgpID0+IGZsYWcocGFuZS5kZWFkKSxcbiAgICBwYW5lX2RlYWRfc3RhdHVzOiAoKSA9PiBwYW5lLnN0YXR1cz8uY29kZSA/PyB1bmRlZmluZWQsXG4gICAgY3Vyc29yX3g6ICgpID0+IHNyYy5jdXJzb3I/LngsXG4gICAgY3Vyc29yX3k6ICgpID0+IHNyYy5jdXJzb3I/LnksXG4gICAgaGlzdG9yeV9zaXplOiAoKSA9PiBzcmMuaGlzdG9yeSxcbiAgICBhbHRlcm5hdGVfb246ICgpID0+XG4gICAgICBzcmMuYWx0ZXJuYXRlID09PSB1bmRlZmluZWQgfHwgc3JjLmFsdGVybmF0ZSA9PT0gbnVsbFxuICAgICAgICA/IHVuZGVmaW5lZFxuICAgICAgICA6IGZsYWcoc3JjLmFsdGVybmF0ZSksXG4gICAgLy8gQ29weSBtb2RlIGlzIGFuIGF0dGFjaCBjbGllbnQncyBvd24gdmlldyBpbiBiZXJ0aDogd2hhdCBhIHNjcmlwdFxuICAgIC8vIHNlbmRzIGFsd2F5cyByZWFjaGVzIHRoZSBwYW5lJ3MgcHJvZ3JhbSwgYXMgdG11eCdzIG91dHNpZGUgYSBtb2RlLlxuICAgIHBhbmVfaW5fbW9kZTogKCkgPT4gXCIwXCIsXG4gICAgcGFuZV90dHk6ICgpID0+IHBhbmVUdHkocGFuZSksXG4gICAgY2xpZW50X25hbWU6ICgpID0+IGNsaWVudCAmJiBjbGllbnROYW1lKGNsaWVudCksXG4gICAgY2xpZW50X3R0eTogKCkgPT4gY2xpZW50Py50dHksXG4gICAgY2xpZW50X3BpZDogKCkgPT4gY2xpZW50Py5waWQgfHwgdW5kZWZpbmVkLFxuICAgIGNsaWVudF93aWR0aDogKCkgPT4gY2xpZW50Py5jbGllbnQuY29scyxcbiAgICBjbGllbnRfaGVpZ2h0OiAoKSA9PiBjbGllbnQ/LmNsaWVudC5yb3dzLFxuICAgIGNsaWVudF9yZWFkb25seTogKCkgPT4gY2xpZW50ICYmIGZsYWcoY2xpZW50LmNsaWVudC5yZWFkT25seSksXG4gIH07XG4gIHJldHVybiAobmFtZSkgPT4ge1xuICAgIGNvbnN0IHYgPSBPYmplY3QuaGFzT3duKHZhbHVlcywgbmFtZSkgPyB2YWx1ZXNbbmFtZV0oKSA6IHVuZGVmaW5lZDtcbiAgICByZXR1cm4gdiA9PT0gdW5kZWZpbmVkIHx8IHYgPT09IG51bGwgPyB1bmRlZmluZWQgOiBTdHJpbmcodik7XG4gIH07XG59XG5cbi8qKlxuICogVGhlIHdvcmtpbmcgZGlyZWN0b3J5IG9mIHRoZSBwcm9ncmFtIGluIHRoZSBmb3JlZ3JvdW5kIG9mIGBwYW5lYCdzXG4gKiB0ZXJtaW5hbCwgYXMgdG11eCdzIGBwYW5lX2N1cnJlbnRfcGF0aGA7IGVsc2UgdGhhdCBvZiB0aGUgcGFuZSdzIGNoaWxkO1xuICogZWxzZSBub3RoaW5nIChhIGRlYWQgcGFuZSwgbm8gL3Byb2MsIGEgcHJvY2VzcyBvZiBhbm90aGVyIHVzZXIpLlxuICovXG5mdW5jdGlvbiBjdXJyZW50UGF0aChwYW5lOiBQYW5lKTogc3RyaW5nIHwgdW5kZWZpbmVkIHtcbiAgaWYgKHBhbmUuZGVhZCkgcmV0dXJuIHVuZGVmaW5lZDtcbiAgZm9yIChjb25zdCBwaWQgb2YgW2ZvcmVncm91bmRQaWQocGFuZSksIHBhbmUucGlkXSkge1xuICAgIGlmIChwaWQgPT09IDApIGNvbnRpbnVlO1xuICAgIHRyeSB7XG4gICAgICByZXR1cm4gRGVuby5yZWFkTGlua1N5bmMoYC9wcm9jLyR7cGlkfS9jd2RgKTtcbiAgICB9IGNhdGNoIHtcbiAgICAgIC8vIEVuZGVkIG1lYW53aGlsZSwgb3Igbm90IG91cnMgdG8gcmVhZDogdGhlIG5leHQgb25lLlxuICAgIH1cbiAgfVxuICByZXR1cm4gdW5kZWZpbmVkO1xufVxuXG4vKiogVGhlIHRlcm1pbmFsIGBwYW5lYCdzIHByb2dyYW0gcmVhZHMgKGl0cyBzdGRpbiksIGZyb20gL3Byb2MuICovXG5mdW5jdGlvbiBwYW5lVHR5KHBhbmU6IFBhbmUpOiBzdHJpbmcgfCB1bmRlZmluZWQge1xuICBpZiAocGFuZS5kZWFkKSByZXR1cm4gdW5kZWZpbmVkO1xuICB0cnkge1xuICAgIHJldHVybiBEZW5vLnJlYWRMaW5rU3luYyhgL3Byb2MvJHtwYW5lLnBpZH0vZmQvMGApO1xuICB9IGNhdGNoIHtcbiAgICByZXR1cm4gdW5kZWZpbmVkOyAvLyBlbmRlZCBtZWFud2hpbGUsIG9yIG5vIC9wcm9jXG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7O0NBU0MsR0FHRCxTQUEwQixVQUFVLFFBQVEscUJBQXFCO0FBQ2pFLFNBQVMsaUJBQWlCLEVBQUUsYUFBYSxRQUFRLGtCQUFrQjtBQWtCbkUsMEVBQTBFLEdBQzFFLE1BQU0sY0FBYztFQUFFLFNBQVM7RUFBSSxRQUFRO0FBQUc7QUFFOUM7OztDQUdDLEdBQ0QsT0FBTyxTQUFTLGVBQWUsT0FBZSxFQUFFLE1BQWM7RUFDNUQsWUFBWSxPQUFPLEdBQUc7RUFDdEIsWUFBWSxNQUFNLEdBQUc7QUFDdkI7QUFFQSx1RUFBdUUsR0FDdkUsT0FBTyxTQUFTLGFBQWEsR0FBaUI7RUFDNUMsTUFBTSxFQUFFLE9BQU8sRUFBRSxNQUFNLEVBQUUsSUFBSSxFQUFFLE1BQU0sRUFBRSxHQUFHO0VBQzFDLE1BQU0sT0FBTyxPQUFPLEtBQUssR0FBRyxHQUFHLENBQUMsS0FBSyxFQUFFLEtBQ3JDLE9BQU8sTUFBTSxDQUFDLEtBQUssR0FBRyxHQUFHLENBQUMsS0FBSyxFQUFFO0VBQ25DLE1BQU0sT0FBTyxDQUFDLEtBQWdCLEtBQUssTUFBTTtFQUN6QyxNQUFNLE9BQU8sSUFBTSxLQUFLLFFBQVE7RUFDaEMsTUFBTSxTQUFtRTtJQUN2RSxLQUFLLElBQU0sS0FBSyxHQUFHO0lBQ25CLFNBQVMsSUFBTSxZQUFZLE9BQU8sSUFBSTtJQUN0QyxhQUFhLElBQU0sWUFBWSxNQUFNLElBQUk7SUFDekM7SUFDQSxZQUFZLElBQU0sT0FBTyxPQUFPLENBQUMsU0FBUztJQUMxQyxjQUFjLElBQU0sUUFBUSxJQUFJO0lBQ2hDLFlBQVksSUFBTSxDQUFDLENBQUMsRUFBRSxRQUFRLEVBQUUsRUFBRTtJQUNsQyxpQkFBaUIsSUFBTSxRQUFRLE9BQU8sQ0FBQyxNQUFNO0lBQzdDLGtCQUFrQixJQUFNLFFBQVEsT0FBTyxDQUFDLElBQUk7SUFDNUMsaUJBQWlCLElBQU0sS0FBSyxLQUFLLENBQUMsUUFBUSxPQUFPLEdBQUc7SUFDcEQsY0FBYyxJQUFNLE9BQU8sS0FBSztJQUNoQyxhQUFhLElBQU0sT0FBTyxJQUFJO0lBQzlCLFdBQVcsSUFBTSxDQUFDLENBQUMsRUFBRSxPQUFPLEVBQUUsRUFBRTtJQUNoQyxlQUFlLElBQU0sS0FBSyxXQUFXLFFBQVEsTUFBTTtJQUNuRCxjQUFjLElBQ1osUUFBUSxNQUFNLEdBQUcsT0FBTyxDQUFDLElBQUksQ0FBQyxDQUFDLENBQUMsRUFBRSxHQUFLLE1BQU0sT0FBTyxLQUFLLEdBQUcsQ0FBQyxFQUFFO0lBQ2pFLGNBQWMsSUFBTSxPQUFPLEtBQUssQ0FBQyxJQUFJO0lBQ3JDLGNBQWMsSUFBTSxPQUFPLElBQUk7SUFDL0IsZUFBZSxJQUFNLE9BQU8sSUFBSTtJQUNoQyxvQkFBb0IsSUFBTSxLQUFLLE9BQU8sTUFBTTtJQUM1QyxtRUFBbUU7SUFDbkUsZUFBZSxJQUFNLE9BQU8sTUFBTSxDQUFDLFFBQVE7SUFDM0MsWUFBWSxJQUFNLE9BQU8sT0FBTyxDQUFDO0lBQ2pDLFNBQVMsSUFBTSxDQUFDLENBQUMsRUFBRSxLQUFLLEVBQUUsRUFBRTtJQUM1QixZQUFZLElBQU0sSUFBSSxLQUFLLElBQUk7SUFDL0IsVUFBVSxJQUFNLEtBQUssR0FBRztJQUN4QixvQkFBb0IsSUFBTSxLQUFLLE9BQU8sQ0FBQyxJQUFJLENBQUM7SUFDNUMsc0JBQXNCLElBQU0sa0JBQWtCO0lBQzlDLG1CQUFtQixJQUFNLFlBQVk7SUFDckMsWUFBWSxJQUFNLE1BQU07SUFDeEIsYUFBYSxJQUFNLE1BQU07SUFDekIsV0FBVyxJQUFNLE1BQU07SUFDdkIsVUFBVSxJQUFNLE1BQU07SUFDdEIsWUFBWSxJQUFNLFFBQVEsS0FBSyxDQUFDLEdBQUcsS0FBSyxJQUFJLEdBQUc7SUFDL0MsYUFBYSxJQUFNLFFBQVEsS0FBSyxDQUFDLEdBQUcsS0FBSyxJQUFJLEdBQUc7SUFDaEQsYUFBYSxJQUFNLEtBQUssU0FBUyxPQUFPLE1BQU07SUFDOUMsV0FBVyxJQUFNLEtBQUssS0FBSyxJQUFJO0lBQy9CLGtCQUFrQixJQUFNLEtBQUssTUFBTSxFQUFFLFFBQVE7SUFDN0MsVUFBVSxJQUFNLElBQUksTUFBTSxFQUFFO0lBQzVCLFVBQVUsSUFBTSxJQUFJLE1BQU0sRUFBRTtJQUM1QixjQUFjLElBQU0sSUFBSSxPQUFPO0lBQy9CLGNBQWMsSUFDWixJQUFJLFNBQVMsS0FBSyxhQUFhLElBQUksU0FBUyxLQUFLLE9BQzdDLFlBQ0EsS0FBSyxJQUFJLFNBQVM7SUFDeEIsbUVBQW1FO0lBQ25FLHFFQUFxRTtJQUNyRSxjQUFjLElBQU07SUFDcEIsVUFBVSxJQUFNLFFBQVE7SUFDeEIsYUFBYSxJQUFNLFVBQVUsV0FBVztJQUN4QyxZQUFZLElBQU0sUUFBUTtJQUMxQixZQUFZLElBQU0sUUFBUSxPQUFPO0lBQ2pDLGNBQWMsSUFBTSxRQUFRLE9BQU87SUFDbkMsZUFBZSxJQUFNLFFBQVEsT0FBTztJQUNwQyxpQkFBaUIsSUFBTSxVQUFVLEtBQUssT0FBTyxNQUFNLENBQUMsUUFBUTtFQUM5RDtFQUNBLE9BQU8sQ0FBQztJQUNOLE1BQU0sSUFBSSxPQUFPLE1BQU0sQ0FBQyxRQUFRLFFBQVEsTUFBTSxDQUFDLEtBQUssS0FBSztJQUN6RCxPQUFPLE1BQU0sYUFBYSxNQUFNLE9BQU8sWUFBWSxPQUFPO0VBQzVEO0FBQ0Y7QUFFQTs7OztDQUlDLEdBQ0QsU0FBUyxZQUFZLElBQVU7RUFDN0IsSUFBSSxLQUFLLElBQUksRUFBRSxPQUFPO0VBQ3RCLEtBQUssTUFBTSxPQUFPO0lBQUMsY0FBYztJQUFPLEtBQUssR0FBRztHQUFDLENBQUU7SUFDakQsSUFBSSxRQUFRLEdBQUc7SUFDZixJQUFJO01BQ0YsT0FBTyxLQUFLLFlBQVksQ0FBQyxDQUFDLE1BQU0sRUFBRSxJQUFJLElBQUksQ0FBQztJQUM3QyxFQUFFLE9BQU07SUFDTixzREFBc0Q7SUFDeEQ7RUFDRjtFQUNBLE9BQU87QUFDVDtBQUVBLGlFQUFpRSxHQUNqRSxTQUFTLFFBQVEsSUFBVTtFQUN6QixJQUFJLEtBQUssSUFBSSxFQUFFLE9BQU87RUFDdEIsSUFBSTtJQUNGLE9BQU8sS0FBSyxZQUFZLENBQUMsQ0FBQyxNQUFNLEVBQUUsS0FBSyxHQUFHLENBQUMsS0FBSyxDQUFDO0VBQ25ELEVBQUUsT0FBTTtJQUNOLE9BQU8sV0FBVywrQkFBK0I7RUFDbkQ7QUFDRiJ9
// denoCacheMetadata=16049854192355629900,16705861250808240862