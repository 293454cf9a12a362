/**
 * tmux's `list-windows -a`, `list-panes -s` and `list-panes -a`: the
 * rows of every session (or of one), each naming its session (a pane its
 * window too), gathered over one connection with the requests the daemon
 * answers for one session or window (`ls`, `list-windows`, `list-panes`).
 * What ends between two of them is skipped, as if it had ended before.
 *
 * @module
 */ import { connectOrFail } from "./_connect.ts";
import { requestOrFail, requestOrSkip } from "./_request.ts";
/**
 * Every session's windows, with `format` expanded for each; `named`, a
 * `-t` given, must name a session (tmux's `-a` checks it too).
 */ export async function allWindows(where, format, named) {
  using conn = await connectOrFail(where);
  if (named) await requestOrFail(conn, {
    op: "list-windows",
    name: named
  });
  const { sessions } = await requestOrFail(conn, {
    op: "ls"
  });
  if (format.format === undefined) {
    // ls holds every session's windows, all of one moment.
    const rows = sessions.flatMap((s)=>(s.windows ?? []).map((w)=>({
          session: s.name,
          ...w
        })));
    return {
      rows,
      lines: undefined
    };
  }
  const answers = await Promise.all(sessions.map((s)=>sessionWindows(conn, s.name, format)));
  // A session that ended meanwhile may have left its name a unique prefix
  // of another's, which the daemon then listed: keep those still there.
  const { sessions: now } = await requestOrFail(conn, {
    op: "ls"
  });
  return joined(answers.filter((a, i)=>a && stillThere(sessions[i], now)));
}
/**
 * The panes of every window of the session `target` names, or of every
 * session when it is undefined; `named`, a `-t` given with `-a`, must
 * name a window (tmux checks it too).
 */ export async function allPanes(where, target, format, named) {
  using conn = await connectOrFail(where);
  if (named) await requestOrFail(conn, {
    op: "list-panes",
    name: named
  });
  const name = target === undefined ? undefined : await sessionOf(conn, target);
  const { sessions } = await requestOrFail(conn, {
    op: "ls"
  });
  const windows = sessions.filter((s)=>name === undefined || s.name === name).flatMap((s)=>(s.windows ?? []).map((w)=>({
        s: s.name,
        w: w.index
      })));
  return joined(await Promise.all(windows.map(({ s, w })=>windowPanes(conn, s, w, format))));
}
/** The name of the session `target` names (it may be a prefix of it). */ async function sessionOf(conn, target) {
  const { panes } = await requestOrFail(conn, {
    op: "list-panes",
    name: target
  });
  // A window has a pane at least, whose target is SESSION:WINDOW.PANE.
  return panes[0].target.slice(0, panes[0].target.indexOf(":"));
}
/** A session's windows as rows; null when it has ended. */ async function sessionWindows(conn, session, format) {
  const answer = await requestOrSkip(conn, {
    op: "list-windows",
    name: session,
    ...format
  });
  return answer && placed(answer.windows, answer.lines, {
    session
  });
}
/**
 * A window's panes as rows; null when it has ended, or when its target
 * found another session or window instead (a prefix of a name, a window
 * called by that number), which the panes' own targets show.
 */ async function windowPanes(conn, session, window, format) {
  const answer = await requestOrSkip(conn, {
    op: "list-panes",
    name: `${session}:${window}`,
    ...format
  });
  const here = `${session}:${window}.`;
  if (!answer || answer.panes.some((p)=>!p.target.startsWith(here))) {
    return null;
  }
  return placed(answer.panes, answer.lines, {
    session,
    window
  });
}
/** An answer's rows, each with `place` (where it is) first, and its lines. */ function placed(rows, lines, place) {
  return {
    rows: rows.map((row)=>({
        ...place,
        ...row
      })),
    lines
  };
}
/** `session` is in `now`, the same one (a new one may have its name). */ function stillThere(session, now) {
  return now.some((s)=>s.name === session.name && s.created === session.created);
}
/** The answers' rows one after another, and their lines if each has some. */ function joined(answers) {
  const kept = answers.filter((a)=>a !== null);
  return {
    rows: kept.flatMap((a)=>a.rows),
    lines: kept.every((a)=>a.lines) ? kept.flatMap((a)=>a.lines) : undefined
  };
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9fbGlzdF9hbGwudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiB0bXV4J3MgYGxpc3Qtd2luZG93cyAtYWAsIGBsaXN0LXBhbmVzIC1zYCBhbmQgYGxpc3QtcGFuZXMgLWFgOiB0aGVcbiAqIHJvd3Mgb2YgZXZlcnkgc2Vzc2lvbiAob3Igb2Ygb25lKSwgZWFjaCBuYW1pbmcgaXRzIHNlc3Npb24gKGEgcGFuZSBpdHNcbiAqIHdpbmRvdyB0b28pLCBnYXRoZXJlZCBvdmVyIG9uZSBjb25uZWN0aW9uIHdpdGggdGhlIHJlcXVlc3RzIHRoZSBkYWVtb25cbiAqIGFuc3dlcnMgZm9yIG9uZSBzZXNzaW9uIG9yIHdpbmRvdyAoYGxzYCwgYGxpc3Qtd2luZG93c2AsIGBsaXN0LXBhbmVzYCkuXG4gKiBXaGF0IGVuZHMgYmV0d2VlbiB0d28gb2YgdGhlbSBpcyBza2lwcGVkLCBhcyBpZiBpdCBoYWQgZW5kZWQgYmVmb3JlLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgdHlwZSB7XG4gIExpc3RGb3JtYXQsXG4gIFBhbmVJbmZvLFxuICBTZXNzaW9uSW5mbyxcbiAgV2luZG93SW5mbyxcbn0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL21lc3NhZ2VzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IENvbm5lY3Rpb24gfSBmcm9tIFwiLi4vY29ubmVjdGlvbi50c1wiO1xuaW1wb3J0IHR5cGUgeyBEYWVtb25BZGRyZXNzIH0gZnJvbSBcIi4uL3RyYW5zcG9ydC9ieXRlX3N0cmVhbS50c1wiO1xuaW1wb3J0IHsgY29ubmVjdE9yRmFpbCB9IGZyb20gXCIuL19jb25uZWN0LnRzXCI7XG5pbXBvcnQgeyByZXF1ZXN0T3JGYWlsLCByZXF1ZXN0T3JTa2lwIH0gZnJvbSBcIi4vX3JlcXVlc3QudHNcIjtcblxuLyoqIEEgd2luZG93IG9mIGBsaXN0LXdpbmRvd3MgLWFgOiBgbGlzdC13aW5kb3dzYCdzLCB3aXRoIGl0cyBzZXNzaW9uLiAqL1xuZXhwb3J0IHR5cGUgV2luZG93Um93ID0geyBzZXNzaW9uOiBzdHJpbmcgfSAmIFdpbmRvd0luZm87XG5cbi8qKiBBIHBhbmUgb2YgYGxpc3QtcGFuZXMgLWFgL2Atc2A6IGBsaXN0LXBhbmVzYCdzLCB3aXRoIGl0cyB3aW5kb3cuICovXG5leHBvcnQgdHlwZSBQYW5lUm93ID0geyBzZXNzaW9uOiBzdHJpbmc7IHdpbmRvdzogbnVtYmVyIH0gJiBQYW5lSW5mbztcblxuLyoqXG4gKiBSb3dzLCBhbmQgd2l0aCBhIGZvcm1hdCB0aGUgbGluZXMgdGhlIGRhZW1vbiBleHBhbmRlZCBmb3IgdGhlbVxuICogKHVuZGVmaW5lZCB3aGVuIGEgZGFlbW9uIG9sZGVyIHRoYW4gYC1GYCBzZW50IG5vbmUpLlxuICovXG5leHBvcnQgaW50ZXJmYWNlIExpc3RlZDxUPiB7XG4gIHJvd3M6IFRbXTtcbiAgbGluZXM6IHN0cmluZ1tdIHwgdW5kZWZpbmVkO1xufVxuXG4vKipcbiAqIEV2ZXJ5IHNlc3Npb24ncyB3aW5kb3dzLCB3aXRoIGBmb3JtYXRgIGV4cGFuZGVkIGZvciBlYWNoOyBgbmFtZWRgLCBhXG4gKiBgLXRgIGdpdmVuLCBtdXN0IG5hbWUgYSBzZXNzaW9uICh0bXV4J3MgYC1hYCBjaGVja3MgaXQgdG9vKS5cbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIGFsbFdpbmRvd3MoXG4gIHdoZXJlOiBzdHJpbmcgfCBEYWVtb25BZGRyZXNzLFxuICBmb3JtYXQ6IExpc3RGb3JtYXQsXG4gIG5hbWVkPzogc3RyaW5nLFxuKTogUHJvbWlzZTxMaXN0ZWQ8V2luZG93Um93Pj4ge1xuICB1c2luZyBjb25uID0gYXdhaXQgY29ubmVjdE9yRmFpbCh3aGVyZSk7XG4gIGlmIChuYW1lZCkgYXdhaXQgcmVxdWVzdE9yRmFpbChjb25uLCB7IG9wOiBcImxpc3Qtd2luZG93c1wiLCBuYW1lOiBuYW1lZCB9KTtcbiAgY29uc3QgeyBzZXNzaW9ucyB9ID0gYXdhaXQgcmVxdWVzdE9yRmFpbChjb25uLCB7IG9wOiBcImxzXCIgfSk7XG4gIGlmIChmb3JtYXQuZm9ybWF0ID09PSB1bmRlZmluZWQpIHtcbiAgICAvLyBscyBob2xkcyBldmVyeSBzZXNzaW9uJ3Mgd2luZG93cywgYWxsIG9mIG9uZSBtb21lbnQuXG4gICAgY29uc3Qgcm93cyA9IHNlc3Npb25zLmZsYXRNYXAoKHMpID0+XG4gICAgICAocy53aW5kb3dzID8/IFtdKS5tYXAoKHcpID0+ICh7IHNlc3Npb246IHMubmFtZSwgLi4udyB9KSlcbiAgICApO1xuICAgIHJldHVybiB7IHJvd3MsIGxpbmVzOiB1bmRlZmluZWQgfTtcbiAgfVxuICBjb25zdCBhbnN3ZXJzID0gYXdhaXQgUHJvbWlzZS5hbGwoXG4gICAgc2Vzc2lvbnMubWFwKChzKSA9PiBzZXNzaW9uV2luZG93cyhjb25uLCBzLm5hbWUsIGZvcm1hdCkpLFxuICApO1xuICAvLyBBIHNlc3Npb24gdGhhdCBlbmRlZCBtZWFud2hpbGUgbWF5IGhhdmUgbGVmdCBpdHMgbmFtZSBhIHVuaXF1ZSBwcmVmaXhcbiAgLy8gb2YgYW5vdGhlcidzLCB3aGljaCB0aGUgZGFlbW9uIHRoZW4gbGlzdGVkOiBrZWVwIHRob3NlIHN0aWxsIHRoZXJlLlxuICBjb25zdCB7IHNlc3Npb25zOiBub3cgfSA9IGF3YWl0IHJlcXVlc3RPckZhaWwoY29ubiwgeyBvcDogXCJsc1wiIH0pO1xuICByZXR1cm4gam9pbmVkKGFuc3dlcnMuZmlsdGVyKChhLCBpKSA9PiBhICYmIHN0aWxsVGhlcmUoc2Vzc2lvbnNbaV0sIG5vdykpKTtcbn1cblxuLyoqXG4gKiBUaGUgcGFuZXMgb2YgZXZlcnkgd2luZG93IG9mIHRoZSBzZXNzaW9uIGB0YXJnZXRgIG5hbWVzLCBvciBvZiBldmVyeVxuICogc2Vzc2lvbiB3aGVuIGl0IGlzIHVuZGVmaW5lZDsgYG5hbWVkYCwgYSBgLXRgIGdpdmVuIHdpdGggYC1hYCwgbXVzdFxuICogbmFtZSBhIHdpbmRvdyAodG11eCBjaGVja3MgaXQgdG9vKS5cbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIGFsbFBhbmVzKFxuICB3aGVyZTogc3RyaW5nIHwgRGFlbW9uQWRkcmVzcyxcbiAgdGFyZ2V0OiBzdHJpbmcgfCB1bmRlZmluZWQsXG4gIGZvcm1hdDogTGlzdEZvcm1hdCxcbiAgbmFtZWQ/OiBzdHJpbmcsXG4pOiBQcm9taXNlPExpc3RlZDxQYW5lUm93Pj4ge1xuICB1c2luZyBjb25uID0gYXdhaXQgY29ubmVjdE9yRmFpbCh3aGVyZSk7XG4gIGlmIChuYW1lZCkgYXdhaXQgcmVxdWVzdE9yRmFpbChjb25uLCB7IG9wOiBcImxpc3QtcGFuZXNcIiwgbmFtZTogbmFtZWQgfSk7XG4gIGNvbnN0IG5hbWUgPSB0YXJnZXQgPT09IHVuZGVmaW5lZCA/IHVuZGVmaW5lZCA6IGF3YWl0IHNlc3Npb25PZihjb25uLCB0YXJnZXQpO1xuICBjb25zdCB7IHNlc3Npb25zIH0gPSBhd2FpdCByZXF1ZXN0T3JGYWlsKGNvbm4sIHsgb3A6IFwibHNcIiB9KTtcbiAgY29uc3Qgd2luZG93cyA9IHNlc3Npb25zXG4gICAgLmZpbHRlcigocykgPT4gbmFtZSA9PT0gdW5kZWZpbmVkIHx8IHMubmFtZSA9PT0gbmFtZSlcbiAgICAuZmxhdE1hcCgocykgPT4gKHMud2luZG93cyA/PyBbXSkubWFwKCh3KSA9PiAoeyBzOiBzLm5hbWUsIHc6IHcuaW5kZXggfSkpKTtcbiAgcmV0dXJuIGpvaW5lZChcbiAgICBhd2FpdCBQcm9taXNlLmFsbChcbiAgICAgIHdpbmRvd3MubWFwKCh7IHMsIHcgfSkgPT4gd2luZG93UGFuZXMoY29ubiwgcywgdywgZm9ybWF0KSksXG4gICAgKSxcbiAgKTtcbn1cblxuLyoqIFRoZSBuYW1lIG9mIHRoZSBzZXNzaW9uIGB0YXJnZXRgIG5hbWVzIChpdCBtYXkgYmUgYSBwcmVmaXggb2YgaXQpLiAqL1xuYXN5bmMgZnVuY3Rpb24gc2Vzc2lvbk9mKGNvbm46IENvbm5lY3Rpb24sIHRhcmdldDogc3RyaW5nKTogUHJvbWlzZTxzdHJpbmc+IHtcbiAgY29uc3QgeyBwYW5lcyB9ID0gYXdhaXQgcmVxdWVzdE9yRmFpbChjb25uLCB7XG4gICAgb3A6IFwibGlzdC1wYW5lc1wiLFxuICAgIG5hbWU6IHRhcmdldCxcbiAgfSk7XG4gIC8vIEEgd2luZG93IGhhcyBhIHBhbmUgYXQgbGVhc3QsIHdob3NlIHRhcmdldCBpcyBTRVNTSU9OOldJTkRPVy5QQU5FLlxuICByZXR1cm4gcGFuZXNbMF0udGFyZ2V0LnNsaWNlKDAsIHBhbmVzWzBdLnRhcmdldC5pbmRleE9mKFwiOlwiKSk7XG59XG5cbi8qKiBBIHNlc3Npb24ncyB3aW5kb3dzIGFzIHJvd3M7IG51bGwgd2hlbiBpdCBoYXMgZW5kZWQuICovXG5hc3luYyBmdW5jdGlvbiBzZXNzaW9uV2luZG93cyhcbiAgY29ubjogQ29ubmVjdGlvbixcbiAgc2Vzc2lvbjogc3RyaW5nLFxuICBmb3JtYXQ6IExpc3RGb3JtYXQsXG4pOiBQcm9taXNlPExpc3RlZDxXaW5kb3dSb3c+IHwgbnVsbD4ge1xuICBjb25zdCBhbnN3ZXIgPSBhd2FpdCByZXF1ZXN0T3JTa2lwKGNvbm4sIHtcbiAgICBvcDogXCJsaXN0LXdpbmRvd3NcIixcbiAgICBuYW1lOiBzZXNzaW9uLFxuICAgIC4uLmZvcm1hdCxcbiAgfSk7XG4gIHJldHVybiBhbnN3ZXIgJiYgcGxhY2VkKGFuc3dlci53aW5kb3dzLCBhbnN3ZXIubGluZXMsIHsgc2Vzc2lvbiB9KTtcbn1cblxuLyoqXG4gKiBBIHdpbmRvdydzIHBhbmVzIGFzIHJvd3M7IG51bGwgd2hlbiBpdCBoYXMgZW5kZWQsIG9yIHdoZW4gaXRzIHRhcmdldFxuICogZm91bmQgYW5vdGhlciBzZXNzaW9uIG9yIHdpbmRvdyBpbnN0ZWFkIChhIHByZWZpeCBvZiBhIG5hbWUsIGEgd2luZG93XG4gKiBjYWxsZWQgYnkgdGhhdCBudW1iZXIpLCB3aGljaCB0aGUgcGFuZXMnIG93biB0YXJnZXRzIHNob3cuXG4gKi9cbmFzeW5jIGZ1bmN0aW9uIHdpbmRvd1BhbmVzKFxuICBjb25uOiBDb25uZWN0aW9uLFxuICBzZXNzaW9uOiBzdHJpbmcsXG4gIHdpbmRvdzogbnVtYmVyLFxuICBmb3JtYXQ6IExpc3RGb3JtYXQsXG4pOiBQcm9taXNlPExpc3RlZDxQYW5lUm93PiB8IG51bGw+IHtcbiAgY29uc3QgYW5zd2VyID0gYXdhaXQgcmVxdWVzdE9yU2tpcChjb25uLCB7XG4gICAgb3A6IFwibGlzdC1wYW5lc1wiLFxuICAgIG5hbWU6IGAke3Nlc3Npb259OiR7d2luZG93fWAsXG4gICAgLi4uZm9ybWF0LFxuICB9KTtcbiAgY29uc3QgaGVyZSA9IGAke3Nlc3Npb259OiR7d2luZG93fS5gO1xuICBpZiAoIWFuc3dlciB8fCBhbnN3ZXIucGFuZXMuc29tZSgocCkgPT4gIXAudGFyZ2V0LnN0YXJ0c1dpdGgoaGVyZSkpKSB7XG4gICAgcmV0dXJuIG51bGw7XG4gIH1cbiAgcmV0dXJuIHBsYWNlZChhbnN3ZXIucGFuZXMsIGFuc3dlci5saW5lcywgeyBzZXNzaW9uLCB3aW5kb3cgfSk7XG59XG5cbi8qKiBBbiBhbnN3ZXIncyByb3dzLCBlYWNoIHdpdGggYHBsYWNlYCAod2hlcmUgaXQgaXMpIGZpcnN0LCBhbmQgaXRzIGxpbmVzLiAqL1xuZnVuY3Rpb24gcGxhY2VkPFAsIFQ+KFxuICByb3dzOiBUW10sXG4gIGxpbmVzOiBzdHJpbmdbXSB8IHVuZGVmaW5lZCxcbiAgcGxhY2U6IFAsXG4pOiBMaXN0ZWQ8UCAmIFQ+IHtcbiAgcmV0dXJuIHsgcm93czogcm93cy5tYXAoKHJvdykgPT4gKHsgLi4ucGxhY2UsIC4uLnJvdyB9KSksIGxpbmVzIH07XG59XG5cbi8qKiBgc2Vzc2lvbmAgaXMgaW4gYG5vd2AsIHRoZSBzYW1lIG9uZSAoYSBuZXcgb25lIG1heSBoYXZlIGl0cyBuYW1lKS4gKi9cbmZ1bmN0aW9uIHN0aWxsVGhlcmUoc2Vzc2lvbjogU2Vzc2lvbkluZm8sIG5vdzogU2Vzc2lvbkluZm9bXSk6IGJvb2xlYW4ge1xuICByZXR1cm4gbm93LnNvbWUoKHMpID0+XG4gICAgcy5uYW1lID09PSBzZXNzaW9uLm5hbWUgJiYgcy5jcmVhdGVkID09PSBzZXNzaW9uLmNyZWF0ZWRcbiAgKTtcbn1cblxuLyoqIFRoZSBhbnN3ZXJzJyByb3dzIG9uZSBhZnRlciBhbm90aGVyLCBhbmQgdGhlaXIgbGluZXMgaWYgZWFjaCBoYXMgc29tZS4gKi9cbmZ1bmN0aW9uIGpvaW5lZDxUPihhbnN3ZXJzOiAoTGlzdGVkPFQ+IHwgbnVsbClbXSk6IExpc3RlZDxUPiB7XG4gIGNvbnN0IGtlcHQgPSBhbnN3ZXJzLmZpbHRlcigoYSk6IGEgaXMgTGlzdGVkPFQ+ID0+IGEgIT09IG51bGwpO1xuICByZXR1cm4ge1xuICAgIHJvd3M6IGtlcHQuZmxhdE1hcCgoYSkgPT4gYS5yb3dzKSxcbiAgICBsaW5lczoga2VwdC5ldmVyeSgoYSkgPT4gYS5saW5lcylcbiAgICAgID8ga2VwdC5mbGF0TWFwKChhKSA9PiBhLmxpbmVzISlcbiAgICAgIDogdW5kZWZpbmVkLFxuICB9O1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7OztDQVFDLEdBVUQsU0FBUyxhQUFhLFFBQVEsZ0JBQWdCO0FBQzlDLFNBQVMsYUFBYSxFQUFFLGFBQWEsUUFBUSxnQkFBZ0I7QUFpQjdEOzs7Q0FHQyxHQUNELE9BQU8sZUFBZSxXQUNwQixLQUE2QixFQUM3QixNQUFrQixFQUNsQixLQUFjO1FBRVIsT0FBTyxNQUFNLGNBQWM7RUFDakMsSUFBSSxPQUFPLE1BQU0sY0FBYyxNQUFNO0lBQUUsSUFBSTtJQUFnQixNQUFNO0VBQU07RUFDdkUsTUFBTSxFQUFFLFFBQVEsRUFBRSxHQUFHLE1BQU0sY0FBYyxNQUFNO0lBQUUsSUFBSTtFQUFLO0VBQzFELElBQUksT0FBTyxNQUFNLEtBQUssV0FBVztJQUMvQix1REFBdUQ7SUFDdkQsTUFBTSxPQUFPLFNBQVMsT0FBTyxDQUFDLENBQUMsSUFDN0IsQ0FBQyxFQUFFLE9BQU8sSUFBSSxFQUFFLEVBQUUsR0FBRyxDQUFDLENBQUMsSUFBTSxDQUFDO1VBQUUsU0FBUyxFQUFFLElBQUk7VUFBRSxHQUFHLENBQUM7UUFBQyxDQUFDO0lBRXpELE9BQU87TUFBRTtNQUFNLE9BQU87SUFBVTtFQUNsQztFQUNBLE1BQU0sVUFBVSxNQUFNLFFBQVEsR0FBRyxDQUMvQixTQUFTLEdBQUcsQ0FBQyxDQUFDLElBQU0sZUFBZSxNQUFNLEVBQUUsSUFBSSxFQUFFO0VBRW5ELHdFQUF3RTtFQUN4RSxzRUFBc0U7RUFDdEUsTUFBTSxFQUFFLFVBQVUsR0FBRyxFQUFFLEdBQUcsTUFBTSxjQUFjLE1BQU07SUFBRSxJQUFJO0VBQUs7RUFDL0QsT0FBTyxPQUFPLFFBQVEsTUFBTSxDQUFDLENBQUMsR0FBRyxJQUFNLEtBQUssV0FBVyxRQUFRLENBQUMsRUFBRSxFQUFFO0FBQ3RFO0FBRUE7Ozs7Q0FJQyxHQUNELE9BQU8sZUFBZSxTQUNwQixLQUE2QixFQUM3QixNQUEwQixFQUMxQixNQUFrQixFQUNsQixLQUFjO1FBRVIsT0FBTyxNQUFNLGNBQWM7RUFDakMsSUFBSSxPQUFPLE1BQU0sY0FBYyxNQUFNO0lBQUUsSUFBSTtJQUFjLE1BQU07RUFBTTtFQUNyRSxNQUFNLE9BQU8sV0FBVyxZQUFZLFlBQVksTUFBTSxVQUFVLE1BQU07RUFDdEUsTUFBTSxFQUFFLFFBQVEsRUFBRSxHQUFHLE1BQU0sY0FBYyxNQUFNO0lBQUUsSUFBSTtFQUFLO0VBQzFELE1BQU0sVUFBVSxTQUNiLE1BQU0sQ0FBQyxDQUFDLElBQU0sU0FBUyxhQUFhLEVBQUUsSUFBSSxLQUFLLE1BQy9DLE9BQU8sQ0FBQyxDQUFDLElBQU0sQ0FBQyxFQUFFLE9BQU8sSUFBSSxFQUFFLEVBQUUsR0FBRyxDQUFDLENBQUMsSUFBTSxDQUFDO1FBQUUsR0FBRyxFQUFFLElBQUk7UUFBRSxHQUFHLEVBQUUsS0FBSztNQUFDLENBQUM7RUFDekUsT0FBTyxPQUNMLE1BQU0sUUFBUSxHQUFHLENBQ2YsUUFBUSxHQUFHLENBQUMsQ0FBQyxFQUFFLENBQUMsRUFBRSxDQUFDLEVBQUUsR0FBSyxZQUFZLE1BQU0sR0FBRyxHQUFHO0FBR3hEO0FBRUEsdUVBQXVFLEdBQ3ZFLGVBQWUsVUFBVSxJQUFnQixFQUFFLE1BQWM7RUFDdkQsTUFBTSxFQUFFLEtBQUssRUFBRSxHQUFHLE1BQU0sY0FBYyxNQUFNO0lBQzFDLElBQUk7SUFDSixNQUFNO0VBQ1I7RUFDQSxxRUFBcUU7RUFDckUsT0FBTyxLQUFLLENBQUMsRUFBRSxDQUFDLE1BQU0sQ0FBQyxLQUFLLENBQUMsR0FBRyxLQUFLLENBQUMsRUFBRSxDQUFDLE1BQU0sQ0FBQyxPQUFPLENBQUM7QUFDMUQ7QUFFQSx5REFBeUQsR0FDekQsZUFBZSxlQUNiLElBQWdCLEVBQ2hCLE9BQWUsRUFDZixNQUFrQjtFQUVsQixNQUFNLFNBQVMsTUFBTSxjQUFjLE1BQU07SUFDdkMsSUFBSTtJQUNKLE1BQU07SUFDTixHQUFHLE1BQU07RUFDWDtFQUNBLE9BQU8sVUFBVSxPQUFPLE9BQU8sT0FBTyxFQUFFLE9BQU8sS0FBSyxFQUFFO0lBQUU7RUFBUTtBQUNsRTtBQUVBOzs7O0NBSUMsR0FDRCxlQUFlLFlBQ2IsSUFBZ0IsRUFDaEIsT0FBZSxFQUNmLE1BQWMsRUFDZCxNQUFrQjtFQUVsQixNQUFNLFNBQVMsTUFBTSxjQUFjLE1BQU07SUFDdkMsSUFBSTtJQUNKLE1BQU0sR0FBRyxRQUFRLENBQUMsRUFBRSxRQUFRO0lBQzVCLEdBQUcsTUFBTTtFQUNYO0VBQ0EsTUFBTSxPQUFPLEdBQUcsUUFBUSxDQUFDLEVBQUUsT0FBTyxDQUFDLENBQUM7RUFDcEMsSUFBSSxDQUFDLFVBQVUsT0FBTyxLQUFLLENBQUMsSUFBSSxDQUFDLENBQUMsSUFBTSxDQUFDLEVBQUUsTUFBTSxDQUFDLFVBQVUsQ0FBQyxRQUFRO0lBQ25FLE9BQU87RUFDVDtFQUNBLE9BQU8sT0FBTyxPQUFPLEtBQUssRUFBRSxPQUFPLEtBQUssRUFBRTtJQUFFO0lBQVM7RUFBTztBQUM5RDtBQUVBLDRFQUE0RSxHQUM1RSxTQUFTLE9BQ1AsSUFBUyxFQUNULEtBQTJCLEVBQzNCLEtBQVE7RUFFUixPQUFPO0lBQUUsTUFBTSxLQUFLLEdBQUcsQ0FBQyxDQUFDLE1BQVEsQ0FBQztRQUFFLEdBQUcsS0FBSztRQUFFLEdBQUcsR0FBRztNQUFDLENBQUM7SUFBSTtFQUFNO0FBQ2xFO0FBRUEsdUVBQXVFLEdBQ3ZFLFNBQVMsV0FBVyxPQUFvQixFQUFFLEdBQWtCO0VBQzFELE9BQU8sSUFBSSxJQUFJLENBQUMsQ0FBQyxJQUNmLEVBQUUsSUFBSSxLQUFLLFFBQVEsSUFBSSxJQUFJLEVBQUUsT0FBTyxLQUFLLFFBQVEsT0FBTztBQUU1RDtBQUVBLDJFQUEyRSxHQUMzRSxTQUFTLE9BQVUsT0FBNkI7RUFDOUMsTUFBTSxPQUFPLFFBQVEsTUFBTSxDQUFDLENBQUMsSUFBc0IsTUFBTTtFQUN6RCxPQUFPO0lBQ0wsTUFBTSxLQUFLLE9BQU8sQ0FBQyxDQUFDLElBQU0sRUFBRSxJQUFJO0lBQ2hDLE9BQU8sS0FBSyxLQUFLLENBQUMsQ0FBQyxJQUFNLEVBQUUsS0FBSyxJQUM1QixLQUFLLE9BQU8sQ0FBQyxDQUFDLElBQU0sRUFBRSxLQUFLLElBQzNCO0VBQ047QUFDRiJ9
// denoCacheMetadata=4773314430731906330,14315590092711249478