/**
 * The attach client's mouse, as tmux's `mouse on` has it: decides what
 * each report from the outer terminal does, given the shown window's panes
 * (`UpdateMsg.panes`) and whether copy mode is on. It only decides; the
 * attach session carries the actions out (`attach_mouse.ts`).
 *
 * - The wheel over a pane whose program asked for mouse reports goes to it;
 *   on the alternate screen with alternate scroll (1007) and no mouse mode
 *   it is three Up or Down keys per notch; else wheel up enters copy mode,
 *   five lines up, leaving when scrolled back to the bottom (`copy-mode
 *   -e`); in copy mode it scrolls five lines a notch.
 * - A press selects the pane under it, then goes to its program if it
 *   asked; motion and release go to the pane pressed in, while the button
 *   is held (xterm's implicit grab).
 * - A drag with the left button in a pane whose program did not ask
 *   selects from the press to the pointer, in copy mode (entered if
 *   need be); the release copies and leaves.
 * - A press on a border between panes and a drag resize the pane left of
 *   (or above) it so that the border follows the pointer.
 * - A double click selects the word under it, a triple click the line, in
 *   copy mode, and copies it a moment later (tmux's `select-word`).
 * - The middle button pastes the newest paste buffer (`paste-buffer`).
 *
 * With the mouse off (`mouse = false`) the outer terminal reports only
 * while the active pane's program asks, and the reports go to it alone.
 *
 * @module
 */ import { encodeMouse } from "./mouse_encode.ts";
import { hitTest, inPane } from "./mouse_hit.ts";
import { buttonOf, isMotion, isWheel, isWheelUp } from "./mouse_report.ts";
/** Lines copy mode scrolls per wheel notch (tmux's `scroll-up -N5`). */ export const WHEEL_COPY_LINES = 5;
/** Arrow keys per notch for alternate scroll (xterm and VTE send 3). */ export const WHEEL_ARROWS = 3;
/** Presses at one place this close together are a double click (tmux's). */ export const DOUBLE_CLICK_MS = 300;
/** Decides what mouse reports do. */ export class Mouse {
  on;
  #panes;
  #grab;
  /** The last left press: where, when, and how many in a row. */ #click;
  /** @param on the `mouse` setting: false passes reports on, nothing else */ constructor(on){
    this.on = on;
    this.#panes = [];
    this.#grab = null;
    this.#click = {
      x: -1,
      y: -1,
      at: -Infinity,
      count: 0
    };
  }
  /** The shown window's panes changed (a frame's `panes`). */ setPanes(panes) {
    this.#panes = panes;
    if (this.#grab && this.#grab.kind !== "none") {
      const id = this.#grab.pane;
      if (!panes.some((p)=>p.id === id)) this.#grab = null;
    }
  }
  /** The panes as last told. */ get panes() {
    return this.#panes;
  }
  /**
   * The mouse tracking the outer terminal must do: with the mouse on, at
   * least presses, releases and drags (1002), all motion (1003) when a
   * shown pane's program wants it; with it off, what the active pane's
   * program asked for. Reports are always asked for as SGR (1006).
   */ get tracking() {
    if (!this.on) return this.#active()?.mouse ?? "none";
    return this.#panes.some((p)=>p.mouse === "any") ? "any" : "button";
  }
  /**
   * What report `r` does; `copyMode`: copy mode is on; `now`: when it
   * came (ms, for double clicks; absent, a press is never one).
   */ report(r, copyMode, now = NaN) {
    if (!this.on) return this.#passOn(r);
    if (isWheel(r)) return this.#wheel(r, copyMode);
    if (r.release) return this.#release(r);
    if (isMotion(r)) return this.#motion(r);
    return this.#press(r, copyMode, now);
  }
  #active() {
    return this.#panes.find((p)=>p.active);
  }
  #pane(id) {
    return this.#panes.find((p)=>p.id === id);
  }
  // The mouse off: everything to the active pane's program, if it asked.
  #passOn(r) {
    const p = this.#active();
    if (!p) return [];
    const hit = hitTest(this.#panes, r.x, r.y);
    const grabbed = this.#grab?.kind === "program";
    if (!grabbed && !(hit.kind === "pane" && hit.pane === p)) return [];
    if (!isWheel(r) && !isMotion(r)) {
      this.#grab = r.release ? null : {
        kind: "program",
        pane: p.id
      };
    }
    return this.#send(p, r);
  }
  #wheel(r, copyMode) {
    const up = isWheelUp(r);
    if (copyMode) {
      return [
        {
          t: "scroll",
          lines: up ? WHEEL_COPY_LINES : -WHEEL_COPY_LINES
        }
      ];
    }
    const hit = hitTest(this.#panes, r.x, r.y);
    if (hit.kind !== "pane") return [];
    const p = hit.pane;
    if (p.mouse !== "none") return this.#send(p, r);
    if (p.altScroll) {
      const key = (p.cursorKeys ? "\x1bO" : "\x1b[") + (up ? "A" : "B");
      const data = new TextEncoder().encode(key.repeat(WHEEL_ARROWS));
      return [
        {
          t: "send",
          pane: p.id,
          data
        }
      ];
    }
    if (!up) return [];
    // Copy mode shows the active pane's history.
    return [
      ...select(p),
      {
        t: "copy-mode",
        lines: WHEEL_COPY_LINES
      }
    ];
  }
  #press(r, copyMode, now) {
    const hit = hitTest(this.#panes, r.x, r.y);
    this.#grab = {
      kind: "none"
    };
    if (hit.kind === "border") {
      if (buttonOf(r) === 0 && !copyMode) {
        this.#grab = {
          kind: "border",
          pane: hit.pane.id,
          split: hit.split
        };
      }
      return [];
    }
    if (hit.kind !== "pane") return [];
    const p = hit.pane;
    const out = copyMode ? [] : select(p);
    if (p.mouse !== "none" && !copyMode) {
      this.#grab = {
        kind: "program",
        pane: p.id
      };
      return [
        ...out,
        ...this.#send(p, r)
      ];
    }
    if (buttonOf(r) === 0) {
      const from = {
        x: hit.x,
        y: hit.y
      };
      const count = this.#count(r, now);
      if (count > 1) {
        return [
          ...out,
          {
            t: "select-at",
            at: from,
            line: count === 3
          }
        ];
      }
      this.#grab = {
        kind: "select",
        pane: p.id,
        from,
        dragged: false
      };
    }
    // The middle button pastes, as tmux's MouseDown2Pane (`paste -p`).
    if (buttonOf(r) === 1 && !copyMode) out.push({
      t: "paste"
    });
    return out;
  }
  #motion(r) {
    const g = this.#grab;
    if (!g || g.kind === "none") {
      // All motion (1003) with no button held: to the pane under it.
      const hit = hitTest(this.#panes, r.x, r.y);
      return hit.kind === "pane" ? this.#send(hit.pane, r) : [];
    }
    const p = this.#pane(g.pane);
    if (!p) return [];
    switch(g.kind){
      case "program":
        return this.#send(p, r);
      case "select":
        {
          const start = !g.dragged;
          g.dragged = true;
          const to = inPane(p, r.x, r.y);
          return [
            {
              t: "select-text",
              from: g.from,
              to,
              start
            }
          ];
        }
      case "border":
        {
          // The size, not a step: a drag the daemon is still catching up
          // with ends where the pointer is.
          const size = g.split === "lr" ? r.x - p.x : r.y - p.y;
          if (size < 1) return [];
          return [
            {
              t: "resize",
              pane: p.id,
              split: g.split,
              size
            }
          ];
        }
    }
  }
  #release(r) {
    const g = this.#grab;
    this.#grab = null;
    if (!g) return [];
    const p = g.kind === "none" ? undefined : this.#pane(g.pane);
    if (!p) return [];
    if (g.kind === "program") return this.#send(p, r);
    if (g.kind === "select" && g.dragged) return [
      {
        t: "copy"
      }
    ];
    return [];
  }
  // Which click in a row this left press is: 1, 2 (double) or 3 (triple;
  // a fourth starts again).
  #count(r, now) {
    const c = this.#click;
    const again = c.x === r.x && c.y === r.y && now - c.at <= DOUBLE_CLICK_MS;
    c.count = again ? c.count % 3 + 1 : 1;
    c.x = r.x;
    c.y = r.y;
    c.at = now;
    return c.count;
  }
  // The report for `p`'s program, at its place in the pane.
  #send(p, r) {
    const at = inPane(p, r.x, r.y);
    const data = encodeMouse(r, at.x, at.y, p.mouse, p.encoding);
    return data ? [
      {
        t: "send",
        pane: p.id,
        data
      }
    ] : [];
  }
}
function select(p) {
  return p.active ? [] : [
    {
      t: "select",
      pane: p.id
    }
  ];
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvbW91c2UudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgYXR0YWNoIGNsaWVudCdzIG1vdXNlLCBhcyB0bXV4J3MgYG1vdXNlIG9uYCBoYXMgaXQ6IGRlY2lkZXMgd2hhdFxuICogZWFjaCByZXBvcnQgZnJvbSB0aGUgb3V0ZXIgdGVybWluYWwgZG9lcywgZ2l2ZW4gdGhlIHNob3duIHdpbmRvdydzIHBhbmVzXG4gKiAoYFVwZGF0ZU1zZy5wYW5lc2ApIGFuZCB3aGV0aGVyIGNvcHkgbW9kZSBpcyBvbi4gSXQgb25seSBkZWNpZGVzOyB0aGVcbiAqIGF0dGFjaCBzZXNzaW9uIGNhcnJpZXMgdGhlIGFjdGlvbnMgb3V0IChgYXR0YWNoX21vdXNlLnRzYCkuXG4gKlxuICogLSBUaGUgd2hlZWwgb3ZlciBhIHBhbmUgd2hvc2UgcHJvZ3JhbSBhc2tlZCBmb3IgbW91c2UgcmVwb3J0cyBnb2VzIHRvIGl0O1xuICogICBvbiB0aGUgYWx0ZXJuYXRlIHNjcmVlbiB3aXRoIGFsdGVybmF0ZSBzY3JvbGwgKDEwMDcpIGFuZCBubyBtb3VzZSBtb2RlXG4gKiAgIGl0IGlzIHRocmVlIFVwIG9yIERvd24ga2V5cyBwZXIgbm90Y2g7IGVsc2Ugd2hlZWwgdXAgZW50ZXJzIGNvcHkgbW9kZSxcbiAqICAgZml2ZSBsaW5lcyB1cCwgbGVhdmluZyB3aGVuIHNjcm9sbGVkIGJhY2sgdG8gdGhlIGJvdHRvbSAoYGNvcHktbW9kZVxuICogICAtZWApOyBpbiBjb3B5IG1vZGUgaXQgc2Nyb2xscyBmaXZlIGxpbmVzIGEgbm90Y2guXG4gKiAtIEEgcHJlc3Mgc2VsZWN0cyB0aGUgcGFuZSB1bmRlciBpdCwgdGhlbiBnb2VzIHRvIGl0cyBwcm9ncmFtIGlmIGl0XG4gKiAgIGFza2VkOyBtb3Rpb24gYW5kIHJlbGVhc2UgZ28gdG8gdGhlIHBhbmUgcHJlc3NlZCBpbiwgd2hpbGUgdGhlIGJ1dHRvblxuICogICBpcyBoZWxkICh4dGVybSdzIGltcGxpY2l0IGdyYWIpLlxuICogLSBBIGRyYWcgd2l0aCB0aGUgbGVmdCBidXR0b24gaW4gYSBwYW5lIHdob3NlIHByb2dyYW0gZGlkIG5vdCBhc2tcbiAqICAgc2VsZWN0cyBmcm9tIHRoZSBwcmVzcyB0byB0aGUgcG9pbnRlciwgaW4gY29weSBtb2RlIChlbnRlcmVkIGlmXG4gKiAgIG5lZWQgYmUpOyB0aGUgcmVsZWFzZSBjb3BpZXMgYW5kIGxlYXZlcy5cbiAqIC0gQSBwcmVzcyBvbiBhIGJvcmRlciBiZXR3ZWVuIHBhbmVzIGFuZCBhIGRyYWcgcmVzaXplIHRoZSBwYW5lIGxlZnQgb2ZcbiAqICAgKG9yIGFib3ZlKSBpdCBzbyB0aGF0IHRoZSBib3JkZXIgZm9sbG93cyB0aGUgcG9pbnRlci5cbiAqIC0gQSBkb3VibGUgY2xpY2sgc2VsZWN0cyB0aGUgd29yZCB1bmRlciBpdCwgYSB0cmlwbGUgY2xpY2sgdGhlIGxpbmUsIGluXG4gKiAgIGNvcHkgbW9kZSwgYW5kIGNvcGllcyBpdCBhIG1vbWVudCBsYXRlciAodG11eCdzIGBzZWxlY3Qtd29yZGApLlxuICogLSBUaGUgbWlkZGxlIGJ1dHRvbiBwYXN0ZXMgdGhlIG5ld2VzdCBwYXN0ZSBidWZmZXIgKGBwYXN0ZS1idWZmZXJgKS5cbiAqXG4gKiBXaXRoIHRoZSBtb3VzZSBvZmYgKGBtb3VzZSA9IGZhbHNlYCkgdGhlIG91dGVyIHRlcm1pbmFsIHJlcG9ydHMgb25seVxuICogd2hpbGUgdGhlIGFjdGl2ZSBwYW5lJ3MgcHJvZ3JhbSBhc2tzLCBhbmQgdGhlIHJlcG9ydHMgZ28gdG8gaXQgYWxvbmUuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgV2lyZVBhbmUgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB0eXBlIHsgTW91c2VUcmFja2luZyB9IGZyb20gXCIuLi8uLi92dC90eXBlcy50c1wiO1xuaW1wb3J0IHsgZW5jb2RlTW91c2UgfSBmcm9tIFwiLi9tb3VzZV9lbmNvZGUudHNcIjtcbmltcG9ydCB7IGhpdFRlc3QsIGluUGFuZSB9IGZyb20gXCIuL21vdXNlX2hpdC50c1wiO1xuaW1wb3J0IHtcbiAgYnV0dG9uT2YsXG4gIGlzTW90aW9uLFxuICBpc1doZWVsLFxuICBpc1doZWVsVXAsXG4gIHR5cGUgTW91c2VSZXBvcnQsXG59IGZyb20gXCIuL21vdXNlX3JlcG9ydC50c1wiO1xuXG4vKiogTGluZXMgY29weSBtb2RlIHNjcm9sbHMgcGVyIHdoZWVsIG5vdGNoICh0bXV4J3MgYHNjcm9sbC11cCAtTjVgKS4gKi9cbmV4cG9ydCBjb25zdCBXSEVFTF9DT1BZX0xJTkVTID0gNTtcbi8qKiBBcnJvdyBrZXlzIHBlciBub3RjaCBmb3IgYWx0ZXJuYXRlIHNjcm9sbCAoeHRlcm0gYW5kIFZURSBzZW5kIDMpLiAqL1xuZXhwb3J0IGNvbnN0IFdIRUVMX0FSUk9XUyA9IDM7XG4vKiogUHJlc3NlcyBhdCBvbmUgcGxhY2UgdGhpcyBjbG9zZSB0b2dldGhlciBhcmUgYSBkb3VibGUgY2xpY2sgKHRtdXgncykuICovXG5leHBvcnQgY29uc3QgRE9VQkxFX0NMSUNLX01TID0gMzAwO1xuXG4vKiogV2hhdCBhIHJlcG9ydCBkb2VzOyBjYXJyaWVkIG91dCBpbiBvcmRlci4gKi9cbmV4cG9ydCB0eXBlIE1vdXNlQWN0aW9uID1cbiAgLyoqIEJ5dGVzIGZvciB0aGUgcHJvZ3JhbSBpbiBwYW5lIGBwYW5lYCAoYSByZXBvcnQgb3IgYXJyb3cga2V5cykuICovXG4gIHwgeyB0OiBcInNlbmRcIjsgcGFuZTogbnVtYmVyOyBkYXRhOiBVaW50OEFycmF5IH1cbiAgLyoqIE1ha2UgYHBhbmVgIHRoZSBhY3RpdmUgcGFuZSAoc2VsZWN0LXBhbmUpLiAqL1xuICB8IHsgdDogXCJzZWxlY3RcIjsgcGFuZTogbnVtYmVyIH1cbiAgLyoqIEVudGVyIGNvcHkgbW9kZSBgbGluZXNgIHVwLCBsZWF2aW5nIGF0IHRoZSBib3R0b20gKGNvcHktbW9kZSAtZSkuICovXG4gIHwgeyB0OiBcImNvcHktbW9kZVwiOyBsaW5lczogbnVtYmVyIH1cbiAgLyoqIFNjcm9sbCBjb3B5IG1vZGUgYGxpbmVzYCB1cCAobmVnYXRpdmU6IGRvd24pLiAqL1xuICB8IHsgdDogXCJzY3JvbGxcIjsgbGluZXM6IG51bWJlciB9XG4gIC8qKlxuICAgKiBBIHNlbGVjdGlvbiBpbiBjb3B5IG1vZGUgKGVudGVyZWQgaWYgbmVlZCBiZSkgZnJvbSB0aGUgcHJlc3MgdG8gdGhlXG4gICAqIHBvaW50ZXIsIGluIHRoZSBwYW5lJ3Mgb3duIGNvb3JkaW5hdGVzOyBgc3RhcnRgOiB0aGUgZHJhZydzIGZpcnN0LlxuICAgKi9cbiAgfCB7IHQ6IFwic2VsZWN0LXRleHRcIjsgZnJvbTogUG9pbnQ7IHRvOiBQb2ludDsgc3RhcnQ6IGJvb2xlYW4gfVxuICAvKiogUGFzdGUgdGhlIG5ld2VzdCBwYXN0ZSBidWZmZXIgaW50byB0aGUgYWN0aXZlIHBhbmUgKHBhc3RlLWJ1ZmZlcikuICovXG4gIHwgeyB0OiBcInBhc3RlXCIgfVxuICAvKiogVGhlIGRyYWcgZW5kZWQ6IGNvcHkgdGhlIHNlbGVjdGlvbiBhbmQgbGVhdmUgY29weSBtb2RlLiAqL1xuICB8IHsgdDogXCJjb3B5XCIgfVxuICAvKipcbiAgICogQSBkb3VibGUgKG9yIHRyaXBsZTogYGxpbmVgKSBjbGljazogc2VsZWN0IHRoZSB3b3JkIChsaW5lKSBhdCBgYXRgIGluXG4gICAqIGNvcHkgbW9kZSwgZW50ZXJlZCBpZiBuZWVkIGJlLCBhbmQgY29weSBpdCBhIG1vbWVudCBsYXRlci5cbiAgICovXG4gIHwgeyB0OiBcInNlbGVjdC1hdFwiOyBhdDogUG9pbnQ7IGxpbmU6IGJvb2xlYW4gfVxuICAvKiogU2V0IHBhbmUgYHBhbmVgJ3Mgd2lkdGggKFwibHJcIikgb3IgaGVpZ2h0IChcInRiXCIpIHRvIGBzaXplYCBjZWxscy4gKi9cbiAgfCB7IHQ6IFwicmVzaXplXCI7IHBhbmU6IG51bWJlcjsgc3BsaXQ6IFwibHJcIiB8IFwidGJcIjsgc2l6ZTogbnVtYmVyIH07XG5cbi8qKiBBIGNlbGwgaW4gYSBwYW5lLCBmcm9tIGl0cyB0b3AgbGVmdCBjb3JuZXIuICovXG5leHBvcnQgaW50ZXJmYWNlIFBvaW50IHtcbiAgeDogbnVtYmVyO1xuICB5OiBudW1iZXI7XG59XG5cbi8qKiBXaGF0IHRoZSBtb3VzZSBkb2VzIG5vdywgYmV0d2VlbiBhIHByZXNzIGFuZCBpdHMgcmVsZWFzZS4gKi9cbnR5cGUgR3JhYiA9XG4gIC8qKiBUaGUgcHJlc3Mgd2VudCB0byB0aGUgcHJvZ3JhbSBpbiBgcGFuZWAuICovXG4gIHwgeyBraW5kOiBcInByb2dyYW1cIjsgcGFuZTogbnVtYmVyIH1cbiAgLyoqIEEgcHJlc3MgaW4gYHBhbmVgIHRoYXQgYSBkcmFnIHR1cm5zIGludG8gYSBzZWxlY3Rpb24uICovXG4gIHwgeyBraW5kOiBcInNlbGVjdFwiOyBwYW5lOiBudW1iZXI7IGZyb206IFBvaW50OyBkcmFnZ2VkOiBib29sZWFuIH1cbiAgLyoqIEEgYm9yZGVyIGJlaW5nIGRyYWdnZWQuICovXG4gIHwgeyBraW5kOiBcImJvcmRlclwiOyBwYW5lOiBudW1iZXI7IHNwbGl0OiBcImxyXCIgfCBcInRiXCIgfVxuICAvKiogQSBwcmVzcyB0aGF0IGRvZXMgbm90aGluZyBtb3JlIChhbm90aGVyIGJ1dHRvbiwgYSBtaXNzKS4gKi9cbiAgfCB7IGtpbmQ6IFwibm9uZVwiIH07XG5cbi8qKiBEZWNpZGVzIHdoYXQgbW91c2UgcmVwb3J0cyBkby4gKi9cbmV4cG9ydCBjbGFzcyBNb3VzZSB7XG4gICNwYW5lczogV2lyZVBhbmVbXSA9IFtdO1xuICAjZ3JhYjogR3JhYiB8IG51bGwgPSBudWxsO1xuICAvKiogVGhlIGxhc3QgbGVmdCBwcmVzczogd2hlcmUsIHdoZW4sIGFuZCBob3cgbWFueSBpbiBhIHJvdy4gKi9cbiAgI2NsaWNrID0geyB4OiAtMSwgeTogLTEsIGF0OiAtSW5maW5pdHksIGNvdW50OiAwIH07XG5cbiAgLyoqIEBwYXJhbSBvbiB0aGUgYG1vdXNlYCBzZXR0aW5nOiBmYWxzZSBwYXNzZXMgcmVwb3J0cyBvbiwgbm90aGluZyBlbHNlICovXG4gIGNvbnN0cnVjdG9yKHJlYWRvbmx5IG9uOiBib29sZWFuKSB7fVxuXG4gIC8qKiBUaGUgc2hvd24gd2luZG93J3MgcGFuZXMgY2hhbmdlZCAoYSBmcmFtZSdzIGBwYW5lc2ApLiAqL1xuICBzZXRQYW5lcyhwYW5lczogV2lyZVBhbmVbXSk6IHZvaWQge1xuICAgIHRoaXMuI3BhbmVzID0gcGFuZXM7XG4gICAgaWYgKHRoaXMuI2dyYWIgJiYgdGhpcy4jZ3JhYi5raW5kICE9PSBcIm5vbmVcIikge1xuICAgICAgY29uc3QgaWQgPSB0aGlzLiNncmFiLnBhbmU7XG4gICAgICBpZiAoIXBhbmVzLnNvbWUoKHApID0+IHAuaWQgPT09IGlkKSkgdGhpcy4jZ3JhYiA9IG51bGw7XG4gICAgfVxuICB9XG5cbiAgLyoqIFRoZSBwYW5lcyBhcyBsYXN0IHRvbGQuICovXG4gIGdldCBwYW5lcygpOiByZWFkb25seSBXaXJlUGFuZVtdIHtcbiAgICByZXR1cm4gdGhpcy4jcGFuZXM7XG4gIH1cblxuICAvKipcbiAgICogVGhlIG1vdXNlIHRyYWNraW5nIHRoZSBvdXRlciB0ZXJtaW5hbCBtdXN0IGRvOiB3aXRoIHRoZSBtb3VzZSBvbiwgYXRcbiAgICogbGVhc3QgcHJlc3NlcywgcmVsZWFzZXMgYW5kIGRyYWdzICgxMDAyKSwgYWxsIG1vdGlvbiAoMTAwMykgd2hlbiBhXG4gICAqIHNob3duIHBhbmUncyBwcm9ncmFtIHdhbnRzIGl0OyB3aXRoIGl0IG9mZiwgd2hhdCB0aGUgYWN0aXZlIHBhbmUnc1xuICAgKiBwcm9ncmFtIGFza2VkIGZvci4gUmVwb3J0cyBhcmUgYWx3YXlzIGFza2VkIGZvciBhcyBTR1IgKDEwMDYpLlxuICAgKi9cbiAgZ2V0IHRyYWNraW5nKCk6IE1vdXNlVHJhY2tpbmcge1xuICAgIGlmICghdGhpcy5vbikgcmV0dXJuIHRoaXMuI2FjdGl2ZSgpPy5tb3VzZSA/PyBcIm5vbmVcIjtcbiAgICByZXR1cm4gdGhpcy4jcGFuZXMuc29tZSgocCkgPT4gcC5tb3VzZSA9PT0gXCJhbnlcIikgPyBcImFueVwiIDogXCJidXR0b25cIjtcbiAgfVxuXG4gIC8qKlxuICAgKiBXaGF0IHJlcG9ydCBgcmAgZG9lczsgYGNvcHlNb2RlYDogY29weSBtb2RlIGlzIG9uOyBgbm93YDogd2hlbiBpdFxuICAgKiBjYW1lIChtcywgZm9yIGRvdWJsZSBjbGlja3M7IGFic2VudCwgYSBwcmVzcyBpcyBuZXZlciBvbmUpLlxuICAgKi9cbiAgcmVwb3J0KHI6IE1vdXNlUmVwb3J0LCBjb3B5TW9kZTogYm9vbGVhbiwgbm93ID0gTmFOKTogTW91c2VBY3Rpb25bXSB7XG4gICAgaWYgKCF0aGlzLm9uKSByZXR1cm4gdGhpcy4jcGFzc09uKHIpO1xuICAgIGlmIChpc1doZWVsKHIpKSByZXR1cm4gdGhpcy4jd2hlZWwociwgY29weU1vZGUpO1xuICAgIGlmIChyLnJlbGVhc2UpIHJldHVybiB0aGlzLiNyZWxlYXNlKHIpO1xuICAgIGlmIChpc01vdGlvbihyKSkgcmV0dXJuIHRoaXMuI21vdGlvbihyKTtcbiAgICByZXR1cm4gdGhpcy4jcHJlc3MociwgY29weU1vZGUsIG5vdyk7XG4gIH1cblxuICAjYWN0aXZlKCk6IFdpcmVQYW5lIHwgdW5kZWZpbmVkIHtcbiAgICByZXR1cm4gdGhpcy4jcGFuZXMuZmluZCgocCkgPT4gcC5hY3RpdmUpO1xuICB9XG5cbiAgI3BhbmUoaWQ6IG51bWJlcik6IFdpcmVQYW5lIHwgdW5kZWZpbmVkIHtcbiAgICByZXR1cm4gdGhpcy4jcGFuZXMuZmluZCgocCkgPT4gcC5pZCA9PT0gaWQpO1xuICB9XG5cbiAgLy8gVGhlIG1vdXNlIG9mZjogZXZlcnl0aGluZyB0byB0aGUgYWN0aXZlIHBhbmUncyBwcm9ncmFtLCBpZiBpdCBhc2tlZC5cbiAgI3Bhc3NPbihyOiBNb3VzZVJlcG9ydCk6IE1vdXNlQWN0aW9uW10ge1xuICAgIGNvbnN0IHAgPSB0aGlzLiNhY3RpdmUoKTtcbiAgICBpZiAoIXApIHJldHVybiBbXTtcbiAgICBjb25zdCBoaXQgPSBoaXRUZXN0KHRoaXMuI3BhbmVzLCByLngsIHIueSk7XG4gICAgY29uc3QgZ3JhYmJlZCA9IHRoaXMuI2dyYWI/LmtpbmQgPT09IFwicHJvZ3JhbVwiO1xuICAgIGlmICghZ3JhYmJlZCAmJiAhKGhpdC5raW5kID09PSBcInBhbmVcIiAmJiBoaXQucGFuZSA9PT0gcCkpIHJldHVybiBbXTtcbiAgICBpZiAoIWlzV2hlZWwocikgJiYgIWlzTW90aW9uKHIpKSB7XG4gICAgICB0aGlzLiNncmFiID0gci5yZWxlYXNlID8gbnVsbCA6IHsga2luZDogXCJwcm9ncmFtXCIsIHBhbmU6IHAuaWQgfTtcbiAgICB9XG4gICAgcmV0dXJuIHRoaXMuI3NlbmQocCwgcik7XG4gIH1cblxuICAjd2hlZWwocjogTW91c2VSZXBvcnQsIGNvcHlNb2RlOiBib29sZWFuKTogTW91c2VBY3Rpb25bXSB7XG4gICAgY29uc3QgdXAgPSBpc1doZWVsVXAocik7XG4gICAgaWYgKGNvcHlNb2RlKSB7XG4gICAgICByZXR1cm4gW3tcbiAgICAgICAgdDogXCJzY3JvbGxcIixcbiAgICAgICAgbGluZXM6IHVwID8gV0hFRUxfQ09QWV9MSU5FUyA6IC1XSEVFTF9DT1BZX0xJTkVTLFxuICAgICAgfV07XG4gICAgfVxuICAgIGNvbnN0IGhpdCA9IGhpdFRlc3QodGhpcy4jcGFuZXMsIHIueCwgci55KTtcbiAgICBpZiAoaGl0LmtpbmQgIT09IFwicGFuZVwiKSByZXR1cm4gW107XG4gICAgY29uc3QgcCA9IGhpdC5wYW5lO1xuICAgIGlmIChwLm1vdXNlICE9PSBcIm5vbmVcIikgcmV0dXJuIHRoaXMuI3NlbmQocCwgcik7XG4gICAgaWYgKHAuYWx0U2Nyb2xsKSB7XG4gICAgICBjb25zdCBrZXkgPSAocC5jdXJzb3JLZXlzID8gXCJcXHgxYk9cIiA6IFwiXFx4MWJbXCIpICsgKHVwID8gXCJBXCIgOiBcIkJcIik7XG4gICAgICBjb25zdCBkYXRhID0gbmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKGtleS5yZXBlYXQoV0hFRUxfQVJST1dTKSk7XG4gICAgICByZXR1cm4gW3sgdDogXCJzZW5kXCIsIHBhbmU6IHAuaWQsIGRhdGEgfV07XG4gICAgfVxuICAgIGlmICghdXApIHJldHVybiBbXTtcbiAgICAvLyBDb3B5IG1vZGUgc2hvd3MgdGhlIGFjdGl2ZSBwYW5lJ3MgaGlzdG9yeS5cbiAgICByZXR1cm4gWy4uLnNlbGVjdChwKSwgeyB0OiBcImNvcHktbW9kZVwiLCBsaW5lczogV0hFRUxfQ09QWV9MSU5FUyB9XTtcbiAgfVxuXG4gICNwcmVzcyhyOiBNb3VzZVJlcG9ydCwgY29weU1vZGU6IGJvb2xlYW4sIG5vdzogbnVtYmVyKTogTW91c2VBY3Rpb25bXSB7XG4gICAgY29uc3QgaGl0ID0gaGl0VGVzdCh0aGlzLiNwYW5lcywgci54LCByLnkpO1xuICAgIHRoaXMuI2dyYWIgPSB7IGtpbmQ6IFwibm9uZVwiIH07XG4gICAgaWYgKGhpdC5raW5kID09PSBcImJvcmRlclwiKSB7XG4gICAgICBpZiAoYnV0dG9uT2YocikgPT09IDAgJiYgIWNvcHlNb2RlKSB7XG4gICAgICAgIHRoaXMuI2dyYWIgPSB7IGtpbmQ6IFwiYm9yZGVyXCIsIHBhbmU6IGhpdC5wYW5lLmlkLCBzcGxpdDogaGl0LnNwbGl0IH07XG4gICAgICB9XG4gICAgICByZXR1cm4gW107XG4gICAgfVxuICAgIGlmIChoaXQua2luZCAhPT0gXCJwYW5lXCIpIHJldHVybiBbXTtcbiAgICBjb25zdCBwID0gaGl0LnBhbmU7XG4gICAgY29uc3Qgb3V0ID0gY29weU1vZGUgPyBbXSA6IHNlbGVjdChwKTtcbiAgICBpZiAocC5tb3VzZSAhPT0gXCJub25lXCIgJiYgIWNvcHlNb2RlKSB7XG4gICAgICB0aGlzLiNncmFiID0geyBraW5kOiBcInByb2dyYW1cIiwgcGFuZTogcC5pZCB9O1xuICAgICAgcmV0dXJuIFsuLi5vdXQsIC4uLnRoaXMuI3NlbmQocCwgcildO1xuICAgIH1cbiAgICBpZiAoYnV0dG9uT2YocikgPT09IDApIHtcbiAgICAgIGNvbnN0IGZyb20gPSB7IHg6IGhpdC54LCB5OiBoaXQueSB9O1xuICAgICAgY29uc3QgY291bnQgPSB0aGlzLiNjb3VudChyLCBub3cpO1xuICAgICAgaWYgKGNvdW50ID4gMSkge1xuICAgICAgICByZXR1cm4gWy4uLm91dCwgeyB0OiBcInNlbGVjdC1hdFwiLCBhdDogZnJvbSwgbGluZTogY291bnQgPT09IDMgfV07XG4gICAgICB9XG4gICAgICB0aGlzLiNncmFiID0geyBraW5kOiBcInNlbGVjdFwiLCBwYW5lOiBwLmlkLCBmcm9tLCBkcmFnZ2VkOiBmYWxzZSB9O1xuICAgIH1cbiAgICAvLyBUaGUgbWlkZGxlIGJ1dHRvbiBwYXN0ZXMsIGFzIHRtdXgncyBNb3VzZURvd24yUGFuZSAoYHBhc3RlIC1wYCkuXG4gICAgaWYgKGJ1dHRvbk9mKHIpID09PSAxICYmICFjb3B5TW9kZSkgb3V0LnB1c2goeyB0OiBcInBhc3RlXCIgfSk7XG4gICAgcmV0dXJuIG91dDtcbiAgfVxuXG4gICNtb3Rpb24ocjogTW91c2VSZXBvcnQpOiBNb3VzZUFjdGlvbltdIHtcbiAgICBjb25zdCBnID0gdGhpcy4jZ3JhYjtcbiAgICBpZiAoIWcgfHwgZy5raW5kID09PSBcIm5vbmVcIikge1xuICAgICAgLy8gQWxsIG1vdGlvbiAoMTAwMykgd2l0aCBubyBidXR0b24gaGVsZDogdG8gdGhlIHBhbmUgdW5kZXIgaXQuXG4gICAgICBjb25zdCBoaXQgPSBoaXRUZXN0KHRoaXMuI3BhbmVzLCByLngsIHIueSk7XG4gICAgICByZXR1cm4gaGl0LmtpbmQgPT09IFwicGFuZVwiID8gdGhpcy4jc2VuZChoaXQucGFuZSwgcikgOiBbXTtcbiAgICB9XG4gICAgY29uc3QgcCA9IHRoaXMuI3BhbmUoZy5wYW5lKTtcbiAgICBpZiAoIXApIHJldHVybiBbXTtcbiAgICBzd2l0Y2ggKGcua2luZCkge1xuICAgICAgY2FzZSBcInByb2dyYW1cIjpcbiAgICAgICAgcmV0dXJuIHRoaXMuI3NlbmQocCwgcik7XG4gICAgICBjYXNlIFwic2VsZWN0XCI6IHtcbiAgICAgICAgY29uc3Qgc3RhcnQgPSAhZy5kcmFnZ2VkO1xuICAgICAgICBnLmRyYWdnZWQgPSB0cnVlO1xuICAgICAgICBjb25zdCB0byA9IGluUGFuZShwLCByLngsIHIueSk7XG4gICAgICAgIHJldHVybiBbeyB0OiBcInNlbGVjdC10ZXh0XCIsIGZyb206IGcuZnJvbSwgdG8sIHN0YXJ0IH1dO1xuICAgICAgfVxuICAgICAgY2FzZSBcImJvcmRlclwiOiB7XG4gICAgICAgIC8vIFRoZSBzaXplLCBub3QgYSBzdGVwOiBhIGRyYWcgdGhlIGRhZW1vbiBpcyBzdGlsbCBjYXRjaGluZyB1cFxuICAgICAgICAvLyB3aXRoIGVuZHMgd2hlcmUgdGhlIHBvaW50ZXIgaXMuXG4gICAgICAgIGNvbnN0IHNpemUgPSBnLnNwbGl0ID09PSBcImxyXCIgPyByLnggLSBwLnggOiByLnkgLSBwLnk7XG4gICAgICAgIGlmIChzaXplIDwgMSkgcmV0dXJuIFtdO1xuICAgICAgICByZXR1cm4gW3sgdDogXCJyZXNpemVcIiwgcGFuZTogcC5pZCwgc3BsaXQ6IGcuc3BsaXQsIHNpemUgfV07XG4gICAgICB9XG4gICAgfVxuICB9XG5cbiAgI3JlbGVhc2UocjogTW91c2VSZXBvcnQpOiBNb3VzZUFjdGlvbltdIHtcbiAgICBjb25zdCBnID0gdGhpcy4jZ3JhYjtcbiAgICB0aGlzLiNncmFiID0gbnVsbDtcbiAgICBpZiAoIWcpIHJldHVybiBbXTtcbiAgICBjb25zdCBwID0gZy5raW5kID09PSBcIm5vbmVcIiA/IHVuZGVmaW5lZCA6IHRoaXMuI3BhbmUoZy5wYW5lKTtcbiAgICBpZiAoIXApIHJldHVybiBbXTtcbiAgICBpZiAoZy5raW5kID09PSBcInByb2dyYW1cIikgcmV0dXJuIHRoaXMuI3NlbmQocCwgcik7XG4gICAgaWYgKGcua2luZCA9PT0gXCJzZWxlY3RcIiAmJiBnLmRyYWdnZWQpIHJldHVybiBbeyB0OiBcImNvcHlcIiB9XTtcbiAgICByZXR1cm4gW107XG4gIH1cblxuICAvLyBXaGljaCBjbGljayBpbiBhIHJvdyB0aGlzIGxlZnQgcHJlc3MgaXM6IDEsIDIgKGRvdWJsZSkgb3IgMyAodHJpcGxlO1xuICAvLyBhIGZvdXJ0aCBzdGFydHMgYWdhaW4pLlxuICAjY291bnQocjogTW91c2VSZXBvcnQsIG5vdzogbnVtYmVyKTogbnVtYmVyIHtcbiAgICBjb25zdCBjID0gdGhpcy4jY2xpY2s7XG4gICAgY29uc3QgYWdhaW4gPSBjLnggPT09IHIueCAmJiBjLnkgPT09IHIueSAmJlxuICAgICAgbm93IC0gYy5hdCA8PSBET1VCTEVfQ0xJQ0tfTVM7XG4gICAgYy5jb3VudCA9IGFnYWluID8gYy5jb3VudCAlIDMgKyAxIDogMTtcbiAgICBjLnggPSByLng7XG4gICAgYy55ID0gci55O1xuICAgIGMuYXQgPSBub3c7XG4gICAgcmV0dXJuIGMuY291bnQ7XG4gIH1cblxuICAvLyBUaGUgcmVwb3J0IGZvciBgcGAncyBwcm9ncmFtLCBhdCBpdHMgcGxhY2UgaW4gdGhlIHBhbmUuXG4gICNzZW5kKHA6IFdpcmVQYW5lLCByOiBNb3VzZVJlcG9ydCk6IE1vdXNlQWN0aW9uW10ge1xuICAgIGNvbnN0IGF0ID0gaW5QYW5lKHAsIHIueCwgci55KTtcbiAgICBjb25zdCBkYXRhID0gZW5jb2RlTW91c2UociwgYXQueCwgYXQueSwgcC5tb3VzZSwgcC5lbmNvZGluZyk7XG4gICAgcmV0dXJuIGRhdGEgPyBbeyB0OiBcInNlbmRcIiwgcGFuZTogcC5pZCwgZGF0YSB9XSA6IFtdO1xuICB9XG59XG5cbmZ1bmN0aW9uIHNlbGVjdChwOiBXaXJlUGFuZSk6IE1vdXNlQWN0aW9uW10ge1xuICByZXR1cm4gcC5hY3RpdmUgPyBbXSA6IFt7IHQ6IFwic2VsZWN0XCIsIHBhbmU6IHAuaWQgfV07XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztDQTJCQyxHQUlELFNBQVMsV0FBVyxRQUFRLG9CQUFvQjtBQUNoRCxTQUFTLE9BQU8sRUFBRSxNQUFNLFFBQVEsaUJBQWlCO0FBQ2pELFNBQ0UsUUFBUSxFQUNSLFFBQVEsRUFDUixPQUFPLEVBQ1AsU0FBUyxRQUVKLG9CQUFvQjtBQUUzQixzRUFBc0UsR0FDdEUsT0FBTyxNQUFNLG1CQUFtQixFQUFFO0FBQ2xDLHNFQUFzRSxHQUN0RSxPQUFPLE1BQU0sZUFBZSxFQUFFO0FBQzlCLDBFQUEwRSxHQUMxRSxPQUFPLE1BQU0sa0JBQWtCLElBQUk7QUE4Q25DLG1DQUFtQyxHQUNuQyxPQUFPLE1BQU07O0VBQ1gsQ0FBQSxLQUFNLENBQWtCO0VBQ3hCLENBQUEsSUFBSyxDQUFxQjtFQUMxQiw2REFBNkQsR0FDN0QsQ0FBQSxLQUFNLENBQTZDO0VBRW5ELHlFQUF5RSxHQUN6RSxZQUFZLEFBQVMsRUFBVyxDQUFFO1NBQWIsS0FBQTtTQU5yQixDQUFBLEtBQU0sR0FBZSxFQUFFO1NBQ3ZCLENBQUEsSUFBSyxHQUFnQjtTQUVyQixDQUFBLEtBQU0sR0FBRztNQUFFLEdBQUcsQ0FBQztNQUFHLEdBQUcsQ0FBQztNQUFHLElBQUksQ0FBQztNQUFVLE9BQU87SUFBRTtFQUdkO0VBRW5DLDBEQUEwRCxHQUMxRCxTQUFTLEtBQWlCLEVBQVE7SUFDaEMsSUFBSSxDQUFDLENBQUEsS0FBTSxHQUFHO0lBQ2QsSUFBSSxJQUFJLENBQUMsQ0FBQSxJQUFLLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLElBQUksS0FBSyxRQUFRO01BQzVDLE1BQU0sS0FBSyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsSUFBSTtNQUMxQixJQUFJLENBQUMsTUFBTSxJQUFJLENBQUMsQ0FBQyxJQUFNLEVBQUUsRUFBRSxLQUFLLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0lBQ3BEO0VBQ0Y7RUFFQSw0QkFBNEIsR0FDNUIsSUFBSSxRQUE2QjtJQUMvQixPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU07RUFDcEI7RUFFQTs7Ozs7R0FLQyxHQUNELElBQUksV0FBMEI7SUFDNUIsSUFBSSxDQUFDLElBQUksQ0FBQyxFQUFFLEVBQUUsT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPLElBQUksU0FBUztJQUM5QyxPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxJQUFJLENBQUMsQ0FBQyxJQUFNLEVBQUUsS0FBSyxLQUFLLFNBQVMsUUFBUTtFQUM5RDtFQUVBOzs7R0FHQyxHQUNELE9BQU8sQ0FBYyxFQUFFLFFBQWlCLEVBQUUsTUFBTSxHQUFHLEVBQWlCO0lBQ2xFLElBQUksQ0FBQyxJQUFJLENBQUMsRUFBRSxFQUFFLE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDO0lBQ2xDLElBQUksUUFBUSxJQUFJLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEdBQUc7SUFDdEMsSUFBSSxFQUFFLE9BQU8sRUFBRSxPQUFPLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQztJQUNwQyxJQUFJLFNBQVMsSUFBSSxPQUFPLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQztJQUNyQyxPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxHQUFHLFVBQVU7RUFDbEM7RUFFQSxDQUFBLE1BQU87SUFDTCxPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxJQUFJLENBQUMsQ0FBQyxJQUFNLEVBQUUsTUFBTTtFQUN6QztFQUVBLENBQUEsSUFBSyxDQUFDLEVBQVU7SUFDZCxPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxJQUFJLENBQUMsQ0FBQyxJQUFNLEVBQUUsRUFBRSxLQUFLO0VBQzFDO0VBRUEsdUVBQXVFO0VBQ3ZFLENBQUEsTUFBTyxDQUFDLENBQWM7SUFDcEIsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDdEIsSUFBSSxDQUFDLEdBQUcsT0FBTyxFQUFFO0lBQ2pCLE1BQU0sTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRSxFQUFFLENBQUMsRUFBRSxFQUFFLENBQUM7SUFDekMsTUFBTSxVQUFVLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxTQUFTO0lBQ3JDLElBQUksQ0FBQyxXQUFXLENBQUMsQ0FBQyxJQUFJLElBQUksS0FBSyxVQUFVLElBQUksSUFBSSxLQUFLLENBQUMsR0FBRyxPQUFPLEVBQUU7SUFDbkUsSUFBSSxDQUFDLFFBQVEsTUFBTSxDQUFDLFNBQVMsSUFBSTtNQUMvQixJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUcsRUFBRSxPQUFPLEdBQUcsT0FBTztRQUFFLE1BQU07UUFBVyxNQUFNLEVBQUUsRUFBRTtNQUFDO0lBQ2hFO0lBQ0EsT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsR0FBRztFQUN2QjtFQUVBLENBQUEsS0FBTSxDQUFDLENBQWMsRUFBRSxRQUFpQjtJQUN0QyxNQUFNLEtBQUssVUFBVTtJQUNyQixJQUFJLFVBQVU7TUFDWixPQUFPO1FBQUM7VUFDTixHQUFHO1VBQ0gsT0FBTyxLQUFLLG1CQUFtQixDQUFDO1FBQ2xDO09BQUU7SUFDSjtJQUNBLE1BQU0sTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRSxFQUFFLENBQUMsRUFBRSxFQUFFLENBQUM7SUFDekMsSUFBSSxJQUFJLElBQUksS0FBSyxRQUFRLE9BQU8sRUFBRTtJQUNsQyxNQUFNLElBQUksSUFBSSxJQUFJO0lBQ2xCLElBQUksRUFBRSxLQUFLLEtBQUssUUFBUSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxHQUFHO0lBQzdDLElBQUksRUFBRSxTQUFTLEVBQUU7TUFDZixNQUFNLE1BQU0sQ0FBQyxFQUFFLFVBQVUsR0FBRyxVQUFVLE9BQU8sSUFBSSxDQUFDLEtBQUssTUFBTSxHQUFHO01BQ2hFLE1BQU0sT0FBTyxJQUFJLGNBQWMsTUFBTSxDQUFDLElBQUksTUFBTSxDQUFDO01BQ2pELE9BQU87UUFBQztVQUFFLEdBQUc7VUFBUSxNQUFNLEVBQUUsRUFBRTtVQUFFO1FBQUs7T0FBRTtJQUMxQztJQUNBLElBQUksQ0FBQyxJQUFJLE9BQU8sRUFBRTtJQUNsQiw2Q0FBNkM7SUFDN0MsT0FBTztTQUFJLE9BQU87TUFBSTtRQUFFLEdBQUc7UUFBYSxPQUFPO01BQWlCO0tBQUU7RUFDcEU7RUFFQSxDQUFBLEtBQU0sQ0FBQyxDQUFjLEVBQUUsUUFBaUIsRUFBRSxHQUFXO0lBQ25ELE1BQU0sTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRSxFQUFFLENBQUMsRUFBRSxFQUFFLENBQUM7SUFDekMsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO01BQUUsTUFBTTtJQUFPO0lBQzVCLElBQUksSUFBSSxJQUFJLEtBQUssVUFBVTtNQUN6QixJQUFJLFNBQVMsT0FBTyxLQUFLLENBQUMsVUFBVTtRQUNsQyxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7VUFBRSxNQUFNO1VBQVUsTUFBTSxJQUFJLElBQUksQ0FBQyxFQUFFO1VBQUUsT0FBTyxJQUFJLEtBQUs7UUFBQztNQUNyRTtNQUNBLE9BQU8sRUFBRTtJQUNYO0lBQ0EsSUFBSSxJQUFJLElBQUksS0FBSyxRQUFRLE9BQU8sRUFBRTtJQUNsQyxNQUFNLElBQUksSUFBSSxJQUFJO0lBQ2xCLE1BQU0sTUFBTSxXQUFXLEVBQUUsR0FBRyxPQUFPO0lBQ25DLElBQUksRUFBRSxLQUFLLEtBQUssVUFBVSxDQUFDLFVBQVU7TUFDbkMsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO1FBQUUsTUFBTTtRQUFXLE1BQU0sRUFBRSxFQUFFO01BQUM7TUFDM0MsT0FBTztXQUFJO1dBQVEsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUc7T0FBRztJQUN0QztJQUNBLElBQUksU0FBUyxPQUFPLEdBQUc7TUFDckIsTUFBTSxPQUFPO1FBQUUsR0FBRyxJQUFJLENBQUM7UUFBRSxHQUFHLElBQUksQ0FBQztNQUFDO01BQ2xDLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsR0FBRztNQUM3QixJQUFJLFFBQVEsR0FBRztRQUNiLE9BQU87YUFBSTtVQUFLO1lBQUUsR0FBRztZQUFhLElBQUk7WUFBTSxNQUFNLFVBQVU7VUFBRTtTQUFFO01BQ2xFO01BQ0EsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO1FBQUUsTUFBTTtRQUFVLE1BQU0sRUFBRSxFQUFFO1FBQUU7UUFBTSxTQUFTO01BQU07SUFDbEU7SUFDQSxtRUFBbUU7SUFDbkUsSUFBSSxTQUFTLE9BQU8sS0FBSyxDQUFDLFVBQVUsSUFBSSxJQUFJLENBQUM7TUFBRSxHQUFHO0lBQVE7SUFDMUQsT0FBTztFQUNUO0VBRUEsQ0FBQSxNQUFPLENBQUMsQ0FBYztJQUNwQixNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSztJQUNwQixJQUFJLENBQUMsS0FBSyxFQUFFLElBQUksS0FBSyxRQUFRO01BQzNCLCtEQUErRDtNQUMvRCxNQUFNLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUUsRUFBRSxDQUFDLEVBQUUsRUFBRSxDQUFDO01BQ3pDLE9BQU8sSUFBSSxJQUFJLEtBQUssU0FBUyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsSUFBSSxJQUFJLEVBQUUsS0FBSyxFQUFFO0lBQzNEO0lBQ0EsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxFQUFFLElBQUk7SUFDM0IsSUFBSSxDQUFDLEdBQUcsT0FBTyxFQUFFO0lBQ2pCLE9BQVEsRUFBRSxJQUFJO01BQ1osS0FBSztRQUNILE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUc7TUFDdkIsS0FBSztRQUFVO1VBQ2IsTUFBTSxRQUFRLENBQUMsRUFBRSxPQUFPO1VBQ3hCLEVBQUUsT0FBTyxHQUFHO1VBQ1osTUFBTSxLQUFLLE9BQU8sR0FBRyxFQUFFLENBQUMsRUFBRSxFQUFFLENBQUM7VUFDN0IsT0FBTztZQUFDO2NBQUUsR0FBRztjQUFlLE1BQU0sRUFBRSxJQUFJO2NBQUU7Y0FBSTtZQUFNO1dBQUU7UUFDeEQ7TUFDQSxLQUFLO1FBQVU7VUFDYiwrREFBK0Q7VUFDL0Qsa0NBQWtDO1VBQ2xDLE1BQU0sT0FBTyxFQUFFLEtBQUssS0FBSyxPQUFPLEVBQUUsQ0FBQyxHQUFHLEVBQUUsQ0FBQyxHQUFHLEVBQUUsQ0FBQyxHQUFHLEVBQUUsQ0FBQztVQUNyRCxJQUFJLE9BQU8sR0FBRyxPQUFPLEVBQUU7VUFDdkIsT0FBTztZQUFDO2NBQUUsR0FBRztjQUFVLE1BQU0sRUFBRSxFQUFFO2NBQUUsT0FBTyxFQUFFLEtBQUs7Y0FBRTtZQUFLO1dBQUU7UUFDNUQ7SUFDRjtFQUNGO0VBRUEsQ0FBQSxPQUFRLENBQUMsQ0FBYztJQUNyQixNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsSUFBSztJQUNwQixJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7SUFDYixJQUFJLENBQUMsR0FBRyxPQUFPLEVBQUU7SUFDakIsTUFBTSxJQUFJLEVBQUUsSUFBSSxLQUFLLFNBQVMsWUFBWSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsRUFBRSxJQUFJO0lBQzNELElBQUksQ0FBQyxHQUFHLE9BQU8sRUFBRTtJQUNqQixJQUFJLEVBQUUsSUFBSSxLQUFLLFdBQVcsT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsR0FBRztJQUMvQyxJQUFJLEVBQUUsSUFBSSxLQUFLLFlBQVksRUFBRSxPQUFPLEVBQUUsT0FBTztNQUFDO1FBQUUsR0FBRztNQUFPO0tBQUU7SUFDNUQsT0FBTyxFQUFFO0VBQ1g7RUFFQSx1RUFBdUU7RUFDdkUsMEJBQTBCO0VBQzFCLENBQUEsS0FBTSxDQUFDLENBQWMsRUFBRSxHQUFXO0lBQ2hDLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNO0lBQ3JCLE1BQU0sUUFBUSxFQUFFLENBQUMsS0FBSyxFQUFFLENBQUMsSUFBSSxFQUFFLENBQUMsS0FBSyxFQUFFLENBQUMsSUFDdEMsTUFBTSxFQUFFLEVBQUUsSUFBSTtJQUNoQixFQUFFLEtBQUssR0FBRyxRQUFRLEVBQUUsS0FBSyxHQUFHLElBQUksSUFBSTtJQUNwQyxFQUFFLENBQUMsR0FBRyxFQUFFLENBQUM7SUFDVCxFQUFFLENBQUMsR0FBRyxFQUFFLENBQUM7SUFDVCxFQUFFLEVBQUUsR0FBRztJQUNQLE9BQU8sRUFBRSxLQUFLO0VBQ2hCO0VBRUEsMERBQTBEO0VBQzFELENBQUEsSUFBSyxDQUFDLENBQVcsRUFBRSxDQUFjO0lBQy9CLE1BQU0sS0FBSyxPQUFPLEdBQUcsRUFBRSxDQUFDLEVBQUUsRUFBRSxDQUFDO0lBQzdCLE1BQU0sT0FBTyxZQUFZLEdBQUcsR0FBRyxDQUFDLEVBQUUsR0FBRyxDQUFDLEVBQUUsRUFBRSxLQUFLLEVBQUUsRUFBRSxRQUFRO0lBQzNELE9BQU8sT0FBTztNQUFDO1FBQUUsR0FBRztRQUFRLE1BQU0sRUFBRSxFQUFFO1FBQUU7TUFBSztLQUFFLEdBQUcsRUFBRTtFQUN0RDtBQUNGO0FBRUEsU0FBUyxPQUFPLENBQVc7RUFDekIsT0FBTyxFQUFFLE1BQU0sR0FBRyxFQUFFLEdBQUc7SUFBQztNQUFFLEdBQUc7TUFBVSxNQUFNLEVBQUUsRUFBRTtJQUFDO0dBQUU7QUFDdEQifQ==
// denoCacheMetadata=15105014036537354006,11479339011813732723