/**
 * tmux's formats expanded for a target or for each row of a list
 * (`display-message`, and `-F` of `ls`, `list-windows`, `list-panes`,
 * `list-clients`): the rows' contexts, as tmux gives them, and a pane's
 * title and cursor fetched from its engine only when the format shows
 * them.
 *
 * @module
 */ import { expandFormat } from "../../protocol/format.ts";
import { formatValues } from "./format_values.ts";
import { RequestFailure } from "./request_failure.ts";
/**
 * `format` expanded for `ctx`; with `wrap`, each variable's value goes
 * through it (`run-shell` quotes them for the shell).
 */ export async function expandFor(format, ctx, wrap) {
  const [{ title, cursor }, history, alternate] = await Promise.all([
    paneScreen(ctx, format),
    historySize(ctx, format),
    alternateOn(ctx, format)
  ]);
  const values = formatValues({
    ...ctx,
    title,
    cursor,
    history,
    alternate
  });
  if (!wrap) return expandFormat(format, values);
  return expandFormat(format, (name)=>{
    const v = values(name);
    return v === undefined ? v : wrap(v);
  });
}
/** `format` expanded for each of `contexts`, one line each, in order. */ export function formatLines(format, contexts) {
  return Promise.all(contexts.map((ctx)=>expandFor(format, ctx)));
}
/**
 * A session as `ls -F` sees it (tmux's format_defaults): its shown
 * window and that window's active pane.
 */ export function sessionContext(session, client) {
  return windowContext(session, session.window, client);
}
/** A window as `list-windows -F` sees it: with its active pane. */ export function windowContext(session, window, client) {
  return {
    session,
    window,
    pane: window.active,
    client
  };
}
/** Each pane of `window`, in index order (`list-panes -F`). */ export function paneContexts(session, window, client) {
  return window.ordered().map((pane)=>({
      session,
      window,
      pane,
      client
    }));
}
/**
 * The lines of history above the pane's screen, asked of its engine only
 * when the format shows `history_size`.
 */ async function historySize(t, format) {
  if (!format.includes("history_size")) return null;
  try {
    return (await t.session.history(0, 0, undefined, t.pane)).total;
  } catch  {
    return null;
  }
}
/**
 * Whether the pane shows the alternate screen, asked of its engine only
 * when the format shows `alternate_on`: a capture of the screen behind it
 * (`capture-pane -a`) answers while it does, and fails while it does not.
 */ async function alternateOn(t, format) {
  if (!format.includes("alternate_on")) return null;
  try {
    await t.session.captureLines(0, t.pane, "text", false, {
      alternate: true
    });
    return true;
  } catch (err) {
    if (err instanceof RequestFailure && err.code === "not-found") {
      return false;
    }
    return null;
  }
}
/**
 * The pane's title and cursor when the format may show them: the shown
 * window's active pane's title is at hand (the status line's); the rest
 * comes from the pane's engine, asked only then. A pane that ended
 * meanwhile has "" and no cursor.
 */ async function paneScreen(t, format) {
  const wantsTitle = /#T|pane_title/.test(format);
  const wantsCursor = format.includes("cursor_");
  const shown = t.window === t.session.window && t.pane === t.window.active;
  if (!wantsCursor && (!wantsTitle || shown)) {
    return {
      title: wantsTitle ? t.session.mirror.title : "",
      cursor: null
    };
  }
  try {
    const { screen } = await t.session.capture(0, t.pane);
    return {
      title: screen.title,
      cursor: screen.cursor
    };
  } catch  {
    return {
      title: "",
      cursor: null
    };
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vZm9ybWF0X2xpbmVzLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogdG11eCdzIGZvcm1hdHMgZXhwYW5kZWQgZm9yIGEgdGFyZ2V0IG9yIGZvciBlYWNoIHJvdyBvZiBhIGxpc3RcbiAqIChgZGlzcGxheS1tZXNzYWdlYCwgYW5kIGAtRmAgb2YgYGxzYCwgYGxpc3Qtd2luZG93c2AsIGBsaXN0LXBhbmVzYCxcbiAqIGBsaXN0LWNsaWVudHNgKTogdGhlIHJvd3MnIGNvbnRleHRzLCBhcyB0bXV4IGdpdmVzIHRoZW0sIGFuZCBhIHBhbmUnc1xuICogdGl0bGUgYW5kIGN1cnNvciBmZXRjaGVkIGZyb20gaXRzIGVuZ2luZSBvbmx5IHdoZW4gdGhlIGZvcm1hdCBzaG93c1xuICogdGhlbS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgZXhwYW5kRm9ybWF0IH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL2Zvcm1hdC50c1wiO1xuaW1wb3J0IHR5cGUgeyBBdHRhY2htZW50IH0gZnJvbSBcIi4vY2xpZW50X3N3aXRjaC50c1wiO1xuaW1wb3J0IHsgZm9ybWF0VmFsdWVzIH0gZnJvbSBcIi4vZm9ybWF0X3ZhbHVlcy50c1wiO1xuaW1wb3J0IHsgUmVxdWVzdEZhaWx1cmUgfSBmcm9tIFwiLi9yZXF1ZXN0X2ZhaWx1cmUudHNcIjtcbmltcG9ydCB0eXBlIHsgU2Vzc2lvbiB9IGZyb20gXCIuL3Nlc3Npb24udHNcIjtcbmltcG9ydCB0eXBlIHsgUmVzb2x2ZWQgfSBmcm9tIFwiLi90YXJnZXRzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IFdpbmRvdyB9IGZyb20gXCIuL3dpbmRvdy50c1wiO1xuXG4vKiogV2hhdCBvbmUgZXhwYW5zaW9uIGlzIGZvcjogYSBwYW5lIGluIGl0cyB3aW5kb3cgYW5kIHNlc3Npb24sIGEgY2xpZW50LiAqL1xuZXhwb3J0IGludGVyZmFjZSBGb3JtYXRDb250ZXh0IGV4dGVuZHMgUmVzb2x2ZWQge1xuICAvKiogVGhlIGNsaWVudCB3aG9zZSBgY2xpZW50XypgIHZhbHVlcyBzaG93OyBudWxsOiB0aGV5IGFyZSBlbXB0eS4gKi9cbiAgY2xpZW50OiBBdHRhY2htZW50IHwgbnVsbDtcbn1cblxuLyoqXG4gKiBgZm9ybWF0YCBleHBhbmRlZCBmb3IgYGN0eGA7IHdpdGggYHdyYXBgLCBlYWNoIHZhcmlhYmxlJ3MgdmFsdWUgZ29lc1xuICogdGhyb3VnaCBpdCAoYHJ1bi1zaGVsbGAgcXVvdGVzIHRoZW0gZm9yIHRoZSBzaGVsbCkuXG4gKi9cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiBleHBhbmRGb3IoXG4gIGZvcm1hdDogc3RyaW5nLFxuICBjdHg6IEZvcm1hdENvbnRleHQsXG4gIHdyYXA/OiAodmFsdWU6IHN0cmluZykgPT4gc3RyaW5nLFxuKTogUHJvbWlzZTxzdHJpbmc+IHtcbiAgY29uc3QgW3sgdGl0bGUsIGN1cnNvciB9LCBoaXN0b3J5LCBhbHRlcm5hdGVdID0gYXdhaXQgUHJvbWlzZS5hbGwoW1xuICAgIHBhbmVTY3JlZW4oY3R4LCBmb3JtYXQpLFxuICAgIGhpc3RvcnlTaXplKGN0eCwgZm9ybWF0KSxcbiAgICBhbHRlcm5hdGVPbihjdHgsIGZvcm1hdCksXG4gIF0pO1xuICBjb25zdCB2YWx1ZXMgPSBmb3JtYXRWYWx1ZXMoeyAuLi5jdHgsIHRpdGxlLCBjdXJzb3IsIGhpc3RvcnksIGFsdGVybmF0ZSB9KTtcbiAgaWYgKCF3cmFwKSByZXR1cm4gZXhwYW5kRm9ybWF0KGZvcm1hdCwgdmFsdWVzKTtcbiAgcmV0dXJuIGV4cGFuZEZvcm1hdChmb3JtYXQsIChuYW1lKSA9PiB7XG4gICAgY29uc3QgdiA9IHZhbHVlcyhuYW1lKTtcbiAgICByZXR1cm4gdiA9PT0gdW5kZWZpbmVkID8gdiA6IHdyYXAodik7XG4gIH0pO1xufVxuXG4vKiogYGZvcm1hdGAgZXhwYW5kZWQgZm9yIGVhY2ggb2YgYGNvbnRleHRzYCwgb25lIGxpbmUgZWFjaCwgaW4gb3JkZXIuICovXG5leHBvcnQgZnVuY3Rpb24gZm9ybWF0TGluZXMoXG4gIGZvcm1hdDogc3RyaW5nLFxuICBjb250ZXh0czogRm9ybWF0Q29udGV4dFtdLFxuKTogUHJvbWlzZTxzdHJpbmdbXT4ge1xuICByZXR1cm4gUHJvbWlzZS5hbGwoY29udGV4dHMubWFwKChjdHgpID0+IGV4cGFuZEZvcihmb3JtYXQsIGN0eCkpKTtcbn1cblxuLyoqXG4gKiBBIHNlc3Npb24gYXMgYGxzIC1GYCBzZWVzIGl0ICh0bXV4J3MgZm9ybWF0X2RlZmF1bHRzKTogaXRzIHNob3duXG4gKiB3aW5kb3cgYW5kIHRoYXQgd2luZG93J3MgYWN0aXZlIHBhbmUuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzZXNzaW9uQ29udGV4dChcbiAgc2Vzc2lvbjogU2Vzc2lvbixcbiAgY2xpZW50OiBBdHRhY2htZW50IHwgbnVsbCxcbik6IEZvcm1hdENvbnRleHQge1xuICByZXR1cm4gd2luZG93Q29udGV4dChzZXNzaW9uLCBzZXNzaW9uLndpbmRvdywgY2xpZW50KTtcbn1cblxuLyoqIEEgd2luZG93IGFzIGBsaXN0LXdpbmRvd3MgLUZgIHNlZXMgaXQ6IHdpdGggaXRzIGFjdGl2ZSBwYW5lLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHdpbmRvd0NvbnRleHQoXG4gIHNlc3Npb246IFNlc3Npb24sXG4gIHdpbmRvdzogV2luZG93LFxuICBjbGllbnQ6IEF0dGFjaG1lbnQgfCBudWxsLFxuKTogRm9ybWF0Q29udGV4dCB7XG4gIHJldHVybiB7IHNlc3Npb24sIHdpbmRvdywgcGFuZTogd2luZG93LmFjdGl2ZSwgY2xpZW50IH07XG59XG5cbi8qKiBFYWNoIHBhbmUgb2YgYHdpbmRvd2AsIGluIGluZGV4IG9yZGVyIChgbGlzdC1wYW5lcyAtRmApLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHBhbmVDb250ZXh0cyhcbiAgc2Vzc2lvbjogU2Vzc2lvbixcbiAgd2luZG93OiBXaW5kb3csXG4gIGNsaWVudDogQXR0YWNobWVudCB8IG51bGwsXG4pOiBGb3JtYXRDb250ZXh0W10ge1xuICByZXR1cm4gd2luZG93Lm9yZGVyZWQoKS5tYXAoKHBhbmUpID0+ICh7IHNlc3Npb24sIHdpbmRvdywgcGFuZSwgY2xpZW50IH0pKTtcbn1cblxuLyoqXG4gKiBUaGUgbGluZXMgb2YgaGlzdG9yeSBhYm92ZSB0aGUgcGFuZSdzIHNjcmVlbiwgYXNrZWQgb2YgaXRzIGVuZ2luZSBvbmx5XG4gKiB3aGVuIHRoZSBmb3JtYXQgc2hvd3MgYGhpc3Rvcnlfc2l6ZWAuXG4gKi9cbmFzeW5jIGZ1bmN0aW9uIGhpc3RvcnlTaXplKFxuICB0OiBSZXNvbHZlZCxcbiAgZm9ybWF0OiBzdHJpbmcsXG4pOiBQcm9taXNlPG51bWJlciB8IG51bGw+IHtcbiAgaWYgKCFmb3JtYXQuaW5jbHVkZXMoXCJoaXN0b3J5X3NpemVcIikpIHJldHVybiBudWxsO1xuICB0cnkge1xuICAgIHJldHVybiAoYXdhaXQgdC5zZXNzaW9uLmhpc3RvcnkoMCwgMCwgdW5kZWZpbmVkLCB0LnBhbmUpKS50b3RhbDtcbiAgfSBjYXRjaCB7XG4gICAgcmV0dXJuIG51bGw7XG4gIH1cbn1cblxuLyoqXG4gKiBXaGV0aGVyIHRoZSBwYW5lIHNob3dzIHRoZSBhbHRlcm5hdGUgc2NyZWVuLCBhc2tlZCBvZiBpdHMgZW5naW5lIG9ubHlcbiAqIHdoZW4gdGhlIGZvcm1hdCBzaG93cyBgYWx0ZXJuYXRlX29uYDogYSBjYXB0dXJlIG9mIHRoZSBzY3JlZW4gYmVoaW5kIGl0XG4gKiAoYGNhcHR1cmUtcGFuZSAtYWApIGFuc3dlcnMgd2hpbGUgaXQgZG9lcywgYW5kIGZhaWxzIHdoaWxlIGl0IGRvZXMgbm90LlxuICovXG5hc3luYyBmdW5jdGlvbiBhbHRlcm5hdGVPbihcbiAgdDogUmVzb2x2ZWQsXG4gIGZvcm1hdDogc3RyaW5nLFxuKTogUHJvbWlzZTxib29sZWFuIHwgbnVsbD4ge1xuICBpZiAoIWZvcm1hdC5pbmNsdWRlcyhcImFsdGVybmF0ZV9vblwiKSkgcmV0dXJuIG51bGw7XG4gIHRyeSB7XG4gICAgYXdhaXQgdC5zZXNzaW9uLmNhcHR1cmVMaW5lcygwLCB0LnBhbmUsIFwidGV4dFwiLCBmYWxzZSwge1xuICAgICAgYWx0ZXJuYXRlOiB0cnVlLFxuICAgIH0pO1xuICAgIHJldHVybiB0cnVlO1xuICB9IGNhdGNoIChlcnIpIHtcbiAgICBpZiAoZXJyIGluc3RhbmNlb2YgUmVxdWVzdEZhaWx1cmUgJiYgZXJyLmNvZGUgPT09IFwibm90LWZvdW5kXCIpIHtcbiAgICAgIHJldHVybiBmYWxzZTtcbiAgICB9XG4gICAgcmV0dXJuIG51bGw7XG4gIH1cbn1cblxuLyoqIFdoYXQgYSBmb3JtYXQgbWF5IG5lZWQgZnJvbSB0aGUgcGFuZSdzIGVuZ2luZS4gKi9cbmludGVyZmFjZSBQYW5lU2NyZWVuIHtcbiAgdGl0bGU6IHN0cmluZztcbiAgY3Vyc29yOiB7IHg6IG51bWJlcjsgeTogbnVtYmVyIH0gfCBudWxsO1xufVxuXG4vKipcbiAqIFRoZSBwYW5lJ3MgdGl0bGUgYW5kIGN1cnNvciB3aGVuIHRoZSBmb3JtYXQgbWF5IHNob3cgdGhlbTogdGhlIHNob3duXG4gKiB3aW5kb3cncyBhY3RpdmUgcGFuZSdzIHRpdGxlIGlzIGF0IGhhbmQgKHRoZSBzdGF0dXMgbGluZSdzKTsgdGhlIHJlc3RcbiAqIGNvbWVzIGZyb20gdGhlIHBhbmUncyBlbmdpbmUsIGFza2VkIG9ubHkgdGhlbi4gQSBwYW5lIHRoYXQgZW5kZWRcbiAqIG1lYW53aGlsZSBoYXMgXCJcIiBhbmQgbm8gY3Vyc29yLlxuICovXG5hc3luYyBmdW5jdGlvbiBwYW5lU2NyZWVuKHQ6IFJlc29sdmVkLCBmb3JtYXQ6IHN0cmluZyk6IFByb21pc2U8UGFuZVNjcmVlbj4ge1xuICBjb25zdCB3YW50c1RpdGxlID0gLyNUfHBhbmVfdGl0bGUvLnRlc3QoZm9ybWF0KTtcbiAgY29uc3Qgd2FudHNDdXJzb3IgPSBmb3JtYXQuaW5jbHVkZXMoXCJjdXJzb3JfXCIpO1xuICBjb25zdCBzaG93biA9IHQud2luZG93ID09PSB0LnNlc3Npb24ud2luZG93ICYmIHQucGFuZSA9PT0gdC53aW5kb3cuYWN0aXZlO1xuICBpZiAoIXdhbnRzQ3Vyc29yICYmICghd2FudHNUaXRsZSB8fCBzaG93bikpIHtcbiAgICByZXR1cm4geyB0aXRsZTogd2FudHNUaXRsZSA/IHQuc2Vzc2lvbi5taXJyb3IudGl0bGUgOiBcIlwiLCBjdXJzb3I6IG51bGwgfTtcbiAgfVxuICB0cnkge1xuICAgIGNvbnN0IHsgc2NyZWVuIH0gPSBhd2FpdCB0LnNlc3Npb24uY2FwdHVyZSgwLCB0LnBhbmUpO1xuICAgIHJldHVybiB7IHRpdGxlOiBzY3JlZW4udGl0bGUsIGN1cnNvcjogc2NyZWVuLmN1cnNvciB9O1xuICB9IGNhdGNoIHtcbiAgICByZXR1cm4geyB0aXRsZTogXCJcIiwgY3Vyc29yOiBudWxsIH07XG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7Q0FRQyxHQUVELFNBQVMsWUFBWSxRQUFRLDJCQUEyQjtBQUV4RCxTQUFTLFlBQVksUUFBUSxxQkFBcUI7QUFDbEQsU0FBUyxjQUFjLFFBQVEsdUJBQXVCO0FBV3REOzs7Q0FHQyxHQUNELE9BQU8sZUFBZSxVQUNwQixNQUFjLEVBQ2QsR0FBa0IsRUFDbEIsSUFBZ0M7RUFFaEMsTUFBTSxDQUFDLEVBQUUsS0FBSyxFQUFFLE1BQU0sRUFBRSxFQUFFLFNBQVMsVUFBVSxHQUFHLE1BQU0sUUFBUSxHQUFHLENBQUM7SUFDaEUsV0FBVyxLQUFLO0lBQ2hCLFlBQVksS0FBSztJQUNqQixZQUFZLEtBQUs7R0FDbEI7RUFDRCxNQUFNLFNBQVMsYUFBYTtJQUFFLEdBQUcsR0FBRztJQUFFO0lBQU87SUFBUTtJQUFTO0VBQVU7RUFDeEUsSUFBSSxDQUFDLE1BQU0sT0FBTyxhQUFhLFFBQVE7RUFDdkMsT0FBTyxhQUFhLFFBQVEsQ0FBQztJQUMzQixNQUFNLElBQUksT0FBTztJQUNqQixPQUFPLE1BQU0sWUFBWSxJQUFJLEtBQUs7RUFDcEM7QUFDRjtBQUVBLHVFQUF1RSxHQUN2RSxPQUFPLFNBQVMsWUFDZCxNQUFjLEVBQ2QsUUFBeUI7RUFFekIsT0FBTyxRQUFRLEdBQUcsQ0FBQyxTQUFTLEdBQUcsQ0FBQyxDQUFDLE1BQVEsVUFBVSxRQUFRO0FBQzdEO0FBRUE7OztDQUdDLEdBQ0QsT0FBTyxTQUFTLGVBQ2QsT0FBZ0IsRUFDaEIsTUFBeUI7RUFFekIsT0FBTyxjQUFjLFNBQVMsUUFBUSxNQUFNLEVBQUU7QUFDaEQ7QUFFQSxpRUFBaUUsR0FDakUsT0FBTyxTQUFTLGNBQ2QsT0FBZ0IsRUFDaEIsTUFBYyxFQUNkLE1BQXlCO0VBRXpCLE9BQU87SUFBRTtJQUFTO0lBQVEsTUFBTSxPQUFPLE1BQU07SUFBRTtFQUFPO0FBQ3hEO0FBRUEsNkRBQTZELEdBQzdELE9BQU8sU0FBUyxhQUNkLE9BQWdCLEVBQ2hCLE1BQWMsRUFDZCxNQUF5QjtFQUV6QixPQUFPLE9BQU8sT0FBTyxHQUFHLEdBQUcsQ0FBQyxDQUFDLE9BQVMsQ0FBQztNQUFFO01BQVM7TUFBUTtNQUFNO0lBQU8sQ0FBQztBQUMxRTtBQUVBOzs7Q0FHQyxHQUNELGVBQWUsWUFDYixDQUFXLEVBQ1gsTUFBYztFQUVkLElBQUksQ0FBQyxPQUFPLFFBQVEsQ0FBQyxpQkFBaUIsT0FBTztFQUM3QyxJQUFJO0lBQ0YsT0FBTyxDQUFDLE1BQU0sRUFBRSxPQUFPLENBQUMsT0FBTyxDQUFDLEdBQUcsR0FBRyxXQUFXLEVBQUUsSUFBSSxDQUFDLEVBQUUsS0FBSztFQUNqRSxFQUFFLE9BQU07SUFDTixPQUFPO0VBQ1Q7QUFDRjtBQUVBOzs7O0NBSUMsR0FDRCxlQUFlLFlBQ2IsQ0FBVyxFQUNYLE1BQWM7RUFFZCxJQUFJLENBQUMsT0FBTyxRQUFRLENBQUMsaUJBQWlCLE9BQU87RUFDN0MsSUFBSTtJQUNGLE1BQU0sRUFBRSxPQUFPLENBQUMsWUFBWSxDQUFDLEdBQUcsRUFBRSxJQUFJLEVBQUUsUUFBUSxPQUFPO01BQ3JELFdBQVc7SUFDYjtJQUNBLE9BQU87RUFDVCxFQUFFLE9BQU8sS0FBSztJQUNaLElBQUksZUFBZSxrQkFBa0IsSUFBSSxJQUFJLEtBQUssYUFBYTtNQUM3RCxPQUFPO0lBQ1Q7SUFDQSxPQUFPO0VBQ1Q7QUFDRjtBQVFBOzs7OztDQUtDLEdBQ0QsZUFBZSxXQUFXLENBQVcsRUFBRSxNQUFjO0VBQ25ELE1BQU0sYUFBYSxnQkFBZ0IsSUFBSSxDQUFDO0VBQ3hDLE1BQU0sY0FBYyxPQUFPLFFBQVEsQ0FBQztFQUNwQyxNQUFNLFFBQVEsRUFBRSxNQUFNLEtBQUssRUFBRSxPQUFPLENBQUMsTUFBTSxJQUFJLEVBQUUsSUFBSSxLQUFLLEVBQUUsTUFBTSxDQUFDLE1BQU07RUFDekUsSUFBSSxDQUFDLGVBQWUsQ0FBQyxDQUFDLGNBQWMsS0FBSyxHQUFHO0lBQzFDLE9BQU87TUFBRSxPQUFPLGFBQWEsRUFBRSxPQUFPLENBQUMsTUFBTSxDQUFDLEtBQUssR0FBRztNQUFJLFFBQVE7SUFBSztFQUN6RTtFQUNBLElBQUk7SUFDRixNQUFNLEVBQUUsTUFBTSxFQUFFLEdBQUcsTUFBTSxFQUFFLE9BQU8sQ0FBQyxPQUFPLENBQUMsR0FBRyxFQUFFLElBQUk7SUFDcEQsT0FBTztNQUFFLE9BQU8sT0FBTyxLQUFLO01BQUUsUUFBUSxPQUFPLE1BQU07SUFBQztFQUN0RCxFQUFFLE9BQU07SUFDTixPQUFPO01BQUUsT0FBTztNQUFJLFFBQVE7SUFBSztFQUNuQztBQUNGIn0=
// denoCacheMetadata=9721011804893399872,10699096503047436425