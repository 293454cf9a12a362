/**
 * The attach client's mouse carried out: `mouse.ts` decides what a report
 * from the outer terminal does; this does it, through the attach session
 * (its renderer, copy mode, connection): reports mapped from the outer
 * terminal to the window's cells, the status line's window list, copy
 * mode's selections (waiting for its first answer), pane selection,
 * border drags, reports and keys for programs, and the mouse modes the
 * outer terminal is asked for.
 *
 * @module
 */ import { after } from "../../protocol/timer.ts";
import { Mouse } from "./mouse.ts";
import { buttonOf, isMotion, isWheel, isWheelUp, MouseReader } from "./mouse_report.ts";
/** How long a double click's selection shows before it is copied (tmux's). */ const CLICK_COPY_MS = 300;
/** The mouse of one attach session. */ export class AttachMouse {
  host;
  /** Splits mouse reports from the keys typed. */ reader;
  #mouse;
  /** The session's modes as last sent, before the mouse's own. */ #modes;
  /** A `panes` part came: the daemon tells where the panes are. */ #panesKnown;
  /** Mouse actions that wait for copy mode's first answer. */ #waiting;
  /** The pane size a border drag wants next, and one is being set. */ #resizeNext;
  #resizing;
  /** A double click's copy, to come. */ #clickTimer;
  /** @param on the `mouse` setting */ constructor(host, on){
    this.host = host;
    this.reader = new MouseReader();
    this.#modes = null;
    this.#panesKnown = false;
    this.#waiting = [];
    this.#resizeNext = null;
    this.#resizing = false;
    this.#mouse = new Mouse(on);
  }
  /**
   * The `mouse` setting changed (source-file): bytes that set the outer
   * terminal's mouse modes for it.
   */ setOn(on) {
    const panes = this.#mouse.panes;
    this.#mouse = new Mouse(on);
    this.#mouse.setPanes([
      ...panes
    ]);
    return this.#modes ? this.host.renderer.applyModes(this.outerModes()) : null;
  }
  /**
   * Bytes that set the outer terminal's modes again, as the session and
   * the mouse want them (the terminal was given back meanwhile:
   * `suspend-client`), or null before the first frame brought any.
   */ modes() {
    return this.#modes ? this.host.renderer.applyModes(this.outerModes()) : null;
  }
  /** Copy mode started again: what waited for an earlier one is dropped. */ dropWaiting() {
    this.#waiting = [];
  }
  /** The session ends: no copy to come. */ stop() {
    // Not clearTimeout: its first call loads Node's timers, 10 ms on the
    // way out of every attach that never clicked (protocol/timer.ts).
    this.#clickTimer?.();
  }
  // The frame with the outer terminal's mouse modes in place of the
  // session's: what the mouse needs, always as SGR reports.
  withMouse(msg) {
    const mouse = this.#mouse;
    if (msg.modes) this.#modes = msg.modes;
    if (msg.panes) {
      this.#panesKnown = true;
      mouse.setPanes(msg.panes);
    } else if (msg.modes && !this.#panesKnown) {
      // A daemon that sends no panes: the active pane is the screen.
      const m = msg.modes;
      mouse.setPanes([
        {
          id: -1,
          index: 0,
          x: 0,
          y: 0,
          cols: msg.cols,
          rows: msg.rows,
          active: true,
          mouse: m.mouseTracking,
          encoding: m.mouseEncoding,
          altScroll: m.altScreen && m.alternateScroll,
          cursorKeys: m.cursorKeys
        }
      ]);
    }
    if (!this.#modes || !msg.modes && !msg.panes) return msg;
    return {
      ...msg,
      modes: this.outerModes()
    };
  }
  // The session's modes with the mouse tracking the mouse needs.
  outerModes() {
    const tracking = this.#mouse.tracking;
    this.reader.legacy = tracking !== "none";
    const mouseEncoding = tracking === "none" ? "default" : "sgr";
    return {
      ...this.#modes,
      mouseTracking: tracking,
      mouseEncoding
    };
  }
  async report(r, now) {
    const mouse = this.#mouse;
    const scroll = this.host.scroll;
    const w = this.host.renderer.windowPoint(r.x, r.y);
    if (w.status && !r.release && !isMotion(r)) {
      return mouse.on ? this.#statusClick(r) : null;
    }
    let at = {
      ...r,
      x: w.x,
      y: w.y
    };
    const o = scroll?.origin;
    const p = mouse.panes.find((p)=>p.active);
    if (o && p) {
      // Copy mode shows the active pane at its origin (its own rectangle,
      // or the window's top left corner): points there are the pane's.
      at = {
        ...at,
        x: at.x - o.x + p.x,
        y: at.y - o.y + p.y
      };
    }
    for (const a of mouse.report(at, scroll !== null, now)){
      const result = await this.#mouseAction(a);
      if (result) return result;
    }
    return null;
  }
  // A press on the status line: the window named under it is selected;
  // the wheel there goes to the previous or next window (tmux's
  // MouseDown1Status, WheelUpStatus, WheelDownStatus).
  #statusClick(r) {
    const to = isWheel(r) ? isWheelUp(r) ? "previous" : "next" : undefined;
    const index = to ? undefined : this.host.renderer.windowAt(r.x, r.y);
    if (!to && (index === undefined || buttonOf(r) !== 0)) return null;
    const name = to ? this.host.name : `${this.host.name}:${index}`;
    this.host.conn.request({
      op: "select-window",
      name,
      ...to ? {
        to
      } : {}
    }).catch((err)=>this.host.say(err));
    return null;
  }
  async #mouseAction(a) {
    const waits = a.t === "scroll" || a.t === "select-text" || a.t === "copy" || a.t === "select-at";
    if (waits && this.host.scroll && !this.host.scroll.ready) {
      this.#waiting.push(a);
      return null;
    }
    switch(a.t){
      case "send":
        this.#sendToPane(a.pane, a.data);
        return null;
      case "select":
        await this.#selectPane(a.pane);
        return null;
      case "copy-mode":
        return await this.host.enterScroll({
          lines: a.lines,
          exitAtBottom: true
        });
      case "scroll":
        return this.host.scroll ? await this.host.scrolled(this.host.scroll.wheel(a.lines)) : null;
      case "select-text":
        {
          const mode = await this.#copyModeFor(a);
          return mode ? await this.host.scrolled(mode.selectText(a.from, a.to, a.start)) : null;
        }
      case "select-at":
        {
          const mode = await this.#copyModeFor(a);
          if (!mode) return null;
          this.#clickTimer?.();
          this.#clickTimer = after(CLICK_COPY_MS, ()=>this.host.clickCopy(mode));
          return await this.host.scrolled(mode.selectAt(a.at, a.line));
        }
      case "copy":
        return this.host.scroll ? await this.host.scrolled(this.host.scroll.copySelection()) : null;
      case "resize":
        this.#resizePane(a);
        return null;
      case "paste":
        this.host.pasteBuffer();
        return null;
    }
  }
  // Copy mode for a selection, entered if need be; null when it is not
  // ready yet (`a` then waits for its first answer) or cannot start.
  async #copyModeFor(a) {
    if (!this.host.scroll) await this.host.enterScroll();
    const mode = this.host.scroll;
    if (mode && !mode.ready) {
      this.#waiting.push(a);
      return null;
    }
    return mode;
  }
  // Copy mode's first answer came: the mouse actions that waited for it.
  async ready() {
    while(this.host.scroll?.ready && this.#waiting.length > 0){
      await this.#mouseAction(this.#waiting.shift());
    }
    if (!this.host.scroll) this.#waiting = [];
  }
  #paneTarget(id) {
    return `${this.host.name}:%${id}`;
  }
  // A report or keys for one pane's program: the active pane's as typing
  // (in order with the keys), another's with a `send` to it.
  #sendToPane(id, data) {
    const p = this.#mouse.panes.find((p)=>p.id === id);
    if (id < 0 || p?.active) {
      this.host.sendInput(data);
      return;
    }
    this.host.conn.request({
      op: "send",
      name: this.#paneTarget(id),
      data
    }).catch((err)=>this.host.say(err));
  }
  // Click to select: the keys typed next go to that pane, as tmux has it.
  async #selectPane(id) {
    const mouse = this.#mouse;
    mouse.setPanes(mouse.panes.map((p)=>({
        ...p,
        active: p.id === id
      })));
    await this.host.conn.request({
      op: "select-pane",
      name: this.#paneTarget(id)
    }).catch((err)=>this.host.say(err));
  }
  // A border drag: one resize-pane at a time, to the latest size wanted.
  #resizePane(a) {
    this.#resizeNext = a;
    if (this.#resizing) return;
    this.#resizing = true;
    const next = async ()=>{
      while(this.#resizeNext){
        const { pane, split, size } = this.#resizeNext;
        this.#resizeNext = null;
        await this.host.conn.request({
          op: "resize-pane",
          name: this.#paneTarget(pane),
          ...split === "lr" ? {
            width: size
          } : {
            height: size
          }
        }).catch((err)=>this.host.say(err));
      }
      this.#resizing = false;
    };
    next();
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvYXR0YWNoX21vdXNlLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIGF0dGFjaCBjbGllbnQncyBtb3VzZSBjYXJyaWVkIG91dDogYG1vdXNlLnRzYCBkZWNpZGVzIHdoYXQgYSByZXBvcnRcbiAqIGZyb20gdGhlIG91dGVyIHRlcm1pbmFsIGRvZXM7IHRoaXMgZG9lcyBpdCwgdGhyb3VnaCB0aGUgYXR0YWNoIHNlc3Npb25cbiAqIChpdHMgcmVuZGVyZXIsIGNvcHkgbW9kZSwgY29ubmVjdGlvbik6IHJlcG9ydHMgbWFwcGVkIGZyb20gdGhlIG91dGVyXG4gKiB0ZXJtaW5hbCB0byB0aGUgd2luZG93J3MgY2VsbHMsIHRoZSBzdGF0dXMgbGluZSdzIHdpbmRvdyBsaXN0LCBjb3B5XG4gKiBtb2RlJ3Mgc2VsZWN0aW9ucyAod2FpdGluZyBmb3IgaXRzIGZpcnN0IGFuc3dlciksIHBhbmUgc2VsZWN0aW9uLFxuICogYm9yZGVyIGRyYWdzLCByZXBvcnRzIGFuZCBrZXlzIGZvciBwcm9ncmFtcywgYW5kIHRoZSBtb3VzZSBtb2RlcyB0aGVcbiAqIG91dGVyIHRlcm1pbmFsIGlzIGFza2VkIGZvci5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUgeyBDb25uZWN0aW9uIH0gZnJvbSBcIi4uL2Nvbm5lY3Rpb24udHNcIjtcbmltcG9ydCB7IGFmdGVyLCB0eXBlIENhbmNlbFRpbWVyIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL3RpbWVyLnRzXCI7XG5pbXBvcnQgdHlwZSB7IFVwZGF0ZU1zZyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9tZXNzYWdlcy50c1wiO1xuaW1wb3J0IHR5cGUgeyBUZXJtaW5hbE1vZGVzIH0gZnJvbSBcIi4uLy4uL3Z0L3R5cGVzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IEF0dGFjaFJlc3VsdCB9IGZyb20gXCIuL2F0dGFjaF9yZXN1bHQudHNcIjtcbmltcG9ydCB0eXBlIHsgUmVuZGVyZXIgfSBmcm9tIFwiLi9yZW5kZXJlci50c1wiO1xuaW1wb3J0IHR5cGUgeyBTY3JvbGxNb2RlLCBTY3JvbGxSZXN1bHQgfSBmcm9tIFwiLi9zY3JvbGxfbW9kZS50c1wiO1xuaW1wb3J0IHsgTW91c2UsIHR5cGUgTW91c2VBY3Rpb24gfSBmcm9tIFwiLi9tb3VzZS50c1wiO1xuaW1wb3J0IHtcbiAgYnV0dG9uT2YsXG4gIGlzTW90aW9uLFxuICBpc1doZWVsLFxuICBpc1doZWVsVXAsXG4gIE1vdXNlUmVhZGVyLFxuICB0eXBlIE1vdXNlUmVwb3J0LFxufSBmcm9tIFwiLi9tb3VzZV9yZXBvcnQudHNcIjtcblxuLyoqIEhvdyBsb25nIGEgZG91YmxlIGNsaWNrJ3Mgc2VsZWN0aW9uIHNob3dzIGJlZm9yZSBpdCBpcyBjb3BpZWQgKHRtdXgncykuICovXG5jb25zdCBDTElDS19DT1BZX01TID0gMzAwO1xuXG4vKiogV2hhdCB0aGUgbW91c2UgbmVlZHMgb2YgdGhlIGF0dGFjaCBzZXNzaW9uLiAqL1xuZXhwb3J0IGludGVyZmFjZSBNb3VzZUhvc3Qge1xuICByZWFkb25seSByZW5kZXJlcjogUmVuZGVyZXI7XG4gIHJlYWRvbmx5IGNvbm46IENvbm5lY3Rpb247XG4gIC8qKiBUaGUgc2Vzc2lvbiBzaG93biBub3cuICovXG4gIHJlYWRvbmx5IG5hbWU6IHN0cmluZztcbiAgLyoqIENvcHkgbW9kZSwgd2hlbiBpdCBpcyBvbi4gKi9cbiAgcmVhZG9ubHkgc2Nyb2xsOiBTY3JvbGxNb2RlIHwgbnVsbDtcbiAgLyoqIEVudGVycyBjb3B5IG1vZGUgKGB3aGVlbGA6IGFzIHRoZSB3aGVlbCBkb2VzLCBsZWF2aW5nIGF0IHRoZSBib3R0b20pLiAqL1xuICBlbnRlclNjcm9sbChcbiAgICB3aGVlbD86IHsgbGluZXM/OiBudW1iZXI7IGV4aXRBdEJvdHRvbT86IGJvb2xlYW4gfSxcbiAgKTogUHJvbWlzZTxBdHRhY2hSZXN1bHQgfCBudWxsPjtcbiAgLyoqIENhcnJpZXMgb3V0IHdoYXQgY29weSBtb2RlIGFuc3dlcmVkLiAqL1xuICBzY3JvbGxlZChyOiBTY3JvbGxSZXN1bHQpOiBQcm9taXNlPEF0dGFjaFJlc3VsdCB8IG51bGw+O1xuICAvKiogVHlwaW5nIGZvciB0aGUgYWN0aXZlIHBhbmUsIGluIG9yZGVyIHdpdGggdGhlIGtleXMuICovXG4gIHNlbmRJbnB1dChkYXRhOiBVaW50OEFycmF5KTogdm9pZDtcbiAgLyoqIFBhc3RlcyB0aGUgbmV3ZXN0IHBhc3RlIGJ1ZmZlciAocGFzdGUtYnVmZmVyKS4gKi9cbiAgcGFzdGVCdWZmZXIoKTogdm9pZDtcbiAgLyoqIEEgZmFpbGVkIHJlcXVlc3QncyBvbmUgbGluZSwgYXMgYSBtZXNzYWdlLiAqL1xuICBzYXkoZXJyOiB1bmtub3duKTogdm9pZDtcbiAgLyoqIENvcGllcyBjb3B5IG1vZGUgYG1vZGVgJ3Mgc2VsZWN0aW9uIG9uIHRoZSBldmVudCBsb29wIChhIGNsaWNrJ3MpLiAqL1xuICBjbGlja0NvcHkobW9kZTogU2Nyb2xsTW9kZSk6IHZvaWQ7XG59XG5cbi8qKiBUaGUgbW91c2Ugb2Ygb25lIGF0dGFjaCBzZXNzaW9uLiAqL1xuZXhwb3J0IGNsYXNzIEF0dGFjaE1vdXNlIHtcbiAgLyoqIFNwbGl0cyBtb3VzZSByZXBvcnRzIGZyb20gdGhlIGtleXMgdHlwZWQuICovXG4gIHJlYWRvbmx5IHJlYWRlciA9IG5ldyBNb3VzZVJlYWRlcigpO1xuICAjbW91c2U6IE1vdXNlO1xuICAvKiogVGhlIHNlc3Npb24ncyBtb2RlcyBhcyBsYXN0IHNlbnQsIGJlZm9yZSB0aGUgbW91c2UncyBvd24uICovXG4gICNtb2RlczogVGVybWluYWxNb2RlcyB8IG51bGwgPSBudWxsO1xuICAvKiogQSBgcGFuZXNgIHBhcnQgY2FtZTogdGhlIGRhZW1vbiB0ZWxscyB3aGVyZSB0aGUgcGFuZXMgYXJlLiAqL1xuICAjcGFuZXNLbm93biA9IGZhbHNlO1xuICAvKiogTW91c2UgYWN0aW9ucyB0aGF0IHdhaXQgZm9yIGNvcHkgbW9kZSdzIGZpcnN0IGFuc3dlci4gKi9cbiAgI3dhaXRpbmc6IE1vdXNlQWN0aW9uW10gPSBbXTtcbiAgLyoqIFRoZSBwYW5lIHNpemUgYSBib3JkZXIgZHJhZyB3YW50cyBuZXh0LCBhbmQgb25lIGlzIGJlaW5nIHNldC4gKi9cbiAgI3Jlc2l6ZU5leHQ6IEV4dHJhY3Q8TW91c2VBY3Rpb24sIHsgdDogXCJyZXNpemVcIiB9PiB8IG51bGwgPSBudWxsO1xuICAjcmVzaXppbmcgPSBmYWxzZTtcbiAgLyoqIEEgZG91YmxlIGNsaWNrJ3MgY29weSwgdG8gY29tZS4gKi9cbiAgI2NsaWNrVGltZXI6IENhbmNlbFRpbWVyIHwgdW5kZWZpbmVkO1xuXG4gIC8qKiBAcGFyYW0gb24gdGhlIGBtb3VzZWAgc2V0dGluZyAqL1xuICBjb25zdHJ1Y3RvcihyZWFkb25seSBob3N0OiBNb3VzZUhvc3QsIG9uOiBib29sZWFuKSB7XG4gICAgdGhpcy4jbW91c2UgPSBuZXcgTW91c2Uob24pO1xuICB9XG5cbiAgLyoqXG4gICAqIFRoZSBgbW91c2VgIHNldHRpbmcgY2hhbmdlZCAoc291cmNlLWZpbGUpOiBieXRlcyB0aGF0IHNldCB0aGUgb3V0ZXJcbiAgICogdGVybWluYWwncyBtb3VzZSBtb2RlcyBmb3IgaXQuXG4gICAqL1xuICBzZXRPbihvbjogYm9vbGVhbik6IFVpbnQ4QXJyYXkgfCBudWxsIHtcbiAgICBjb25zdCBwYW5lcyA9IHRoaXMuI21vdXNlLnBhbmVzO1xuICAgIHRoaXMuI21vdXNlID0gbmV3IE1vdXNlKG9uKTtcbiAgICB0aGlzLiNtb3VzZS5zZXRQYW5lcyhbLi4ucGFuZXNdKTtcbiAgICByZXR1cm4gdGhpcy4jbW9kZXNcbiAgICAgID8gdGhpcy5ob3N0LnJlbmRlcmVyLmFwcGx5TW9kZXModGhpcy5vdXRlck1vZGVzKCkpXG4gICAgICA6IG51bGw7XG4gIH1cblxuICAvKipcbiAgICogQnl0ZXMgdGhhdCBzZXQgdGhlIG91dGVyIHRlcm1pbmFsJ3MgbW9kZXMgYWdhaW4sIGFzIHRoZSBzZXNzaW9uIGFuZFxuICAgKiB0aGUgbW91c2Ugd2FudCB0aGVtICh0aGUgdGVybWluYWwgd2FzIGdpdmVuIGJhY2sgbWVhbndoaWxlOlxuICAgKiBgc3VzcGVuZC1jbGllbnRgKSwgb3IgbnVsbCBiZWZvcmUgdGhlIGZpcnN0IGZyYW1lIGJyb3VnaHQgYW55LlxuICAgKi9cbiAgbW9kZXMoKTogVWludDhBcnJheSB8IG51bGwge1xuICAgIHJldHVybiB0aGlzLiNtb2Rlc1xuICAgICAgPyB0aGlzLmhvc3QucmVuZGVyZXIuYXBwbHlNb2Rlcyh0aGlzLm91dGVyTW9kZXMoKSlcbiAgICAgIDogbnVsbDtcbiAgfVxuXG4gIC8qKiBDb3B5IG1vZGUgc3RhcnRlZCBhZ2Fpbjogd2hhdCB3YWl0ZWQgZm9yIGFuIGVhcmxpZXIgb25lIGlzIGRyb3BwZWQuICovXG4gIGRyb3BXYWl0aW5nKCk6IHZvaWQge1xuICAgIHRoaXMuI3dhaXRpbmcgPSBbXTtcbiAgfVxuXG4gIC8qKiBUaGUgc2Vzc2lvbiBlbmRzOiBubyBjb3B5IHRvIGNvbWUuICovXG4gIHN0b3AoKTogdm9pZCB7XG4gICAgLy8gTm90IGNsZWFyVGltZW91dDogaXRzIGZpcnN0IGNhbGwgbG9hZHMgTm9kZSdzIHRpbWVycywgMTAgbXMgb24gdGhlXG4gICAgLy8gd2F5IG91dCBvZiBldmVyeSBhdHRhY2ggdGhhdCBuZXZlciBjbGlja2VkIChwcm90b2NvbC90aW1lci50cykuXG4gICAgdGhpcy4jY2xpY2tUaW1lcj8uKCk7XG4gIH1cblxuICAvLyBUaGUgZnJhbWUgd2l0aCB0aGUgb3V0ZXIgdGVybWluYWwncyBtb3VzZSBtb2RlcyBpbiBwbGFjZSBvZiB0aGVcbiAgLy8gc2Vzc2lvbidzOiB3aGF0IHRoZSBtb3VzZSBuZWVkcywgYWx3YXlzIGFzIFNHUiByZXBvcnRzLlxuICB3aXRoTW91c2UobXNnOiBVcGRhdGVNc2cpOiBVcGRhdGVNc2cge1xuICAgIGNvbnN0IG1vdXNlID0gdGhpcy4jbW91c2U7XG4gICAgaWYgKG1zZy5tb2RlcykgdGhpcy4jbW9kZXMgPSBtc2cubW9kZXM7XG4gICAgaWYgKG1zZy5wYW5lcykge1xuICAgICAgdGhpcy4jcGFuZXNLbm93biA9IHRydWU7XG4gICAgICBtb3VzZS5zZXRQYW5lcyhtc2cucGFuZXMpO1xuICAgIH0gZWxzZSBpZiAobXNnLm1vZGVzICYmICF0aGlzLiNwYW5lc0tub3duKSB7XG4gICAgICAvLyBBIGRhZW1vbiB0aGF0IHNlbmRzIG5vIHBhbmVzOiB0aGUgYWN0aXZlIHBhbmUgaXMgdGhlIHNjcmVlbi5cbiAgICAgIGNvbnN0IG0gPSBtc2cubW9kZXM7XG4gICAgICBtb3VzZS5zZXRQYW5lcyhbe1xuICAgICAgICBpZDogLTEsXG4gICAgICAgIGluZGV4OiAwLFxuICAgICAgICB4OiAwLFxuICAgICAgICB5OiAwLFxuICAgICAgICBjb2xzOiBtc2cuY29scyxcbiAgICAgICAgcm93czogbXNnLnJvd3MsXG4gICAgICAgIGFjdGl2ZTogdHJ1ZSxcbiAgICAgICAgbW91c2U6IG0ubW91c2VUcmFja2luZyxcbiAgICAgICAgZW5jb2Rpbmc6IG0ubW91c2VFbmNvZGluZyxcbiAgICAgICAgYWx0U2Nyb2xsOiBtLmFsdFNjcmVlbiAmJiBtLmFsdGVybmF0ZVNjcm9sbCxcbiAgICAgICAgY3Vyc29yS2V5czogbS5jdXJzb3JLZXlzLFxuICAgICAgfV0pO1xuICAgIH1cbiAgICBpZiAoIXRoaXMuI21vZGVzIHx8ICghbXNnLm1vZGVzICYmICFtc2cucGFuZXMpKSByZXR1cm4gbXNnO1xuICAgIHJldHVybiB7IC4uLm1zZywgbW9kZXM6IHRoaXMub3V0ZXJNb2RlcygpIH07XG4gIH1cblxuICAvLyBUaGUgc2Vzc2lvbidzIG1vZGVzIHdpdGggdGhlIG1vdXNlIHRyYWNraW5nIHRoZSBtb3VzZSBuZWVkcy5cbiAgb3V0ZXJNb2RlcygpOiBUZXJtaW5hbE1vZGVzIHtcbiAgICBjb25zdCB0cmFja2luZyA9IHRoaXMuI21vdXNlLnRyYWNraW5nO1xuICAgIHRoaXMucmVhZGVyLmxlZ2FjeSA9IHRyYWNraW5nICE9PSBcIm5vbmVcIjtcbiAgICBjb25zdCBtb3VzZUVuY29kaW5nID0gdHJhY2tpbmcgPT09IFwibm9uZVwiID8gXCJkZWZhdWx0XCIgOiBcInNnclwiO1xuICAgIHJldHVybiB7IC4uLnRoaXMuI21vZGVzISwgbW91c2VUcmFja2luZzogdHJhY2tpbmcsIG1vdXNlRW5jb2RpbmcgfTtcbiAgfVxuXG4gIGFzeW5jIHJlcG9ydChcbiAgICByOiBNb3VzZVJlcG9ydCxcbiAgICBub3c6IG51bWJlcixcbiAgKTogUHJvbWlzZTxBdHRhY2hSZXN1bHQgfCBudWxsPiB7XG4gICAgY29uc3QgbW91c2UgPSB0aGlzLiNtb3VzZTtcbiAgICBjb25zdCBzY3JvbGwgPSB0aGlzLmhvc3Quc2Nyb2xsO1xuICAgIGNvbnN0IHcgPSB0aGlzLmhvc3QucmVuZGVyZXIud2luZG93UG9pbnQoci54LCByLnkpO1xuICAgIGlmICh3LnN0YXR1cyAmJiAhci5yZWxlYXNlICYmICFpc01vdGlvbihyKSkge1xuICAgICAgcmV0dXJuIG1vdXNlLm9uID8gdGhpcy4jc3RhdHVzQ2xpY2socikgOiBudWxsO1xuICAgIH1cbiAgICBsZXQgYXQgPSB7IC4uLnIsIHg6IHcueCwgeTogdy55IH07XG4gICAgY29uc3QgbyA9IHNjcm9sbD8ub3JpZ2luO1xuICAgIGNvbnN0IHAgPSBtb3VzZS5wYW5lcy5maW5kKChwKSA9PiBwLmFjdGl2ZSk7XG4gICAgaWYgKG8gJiYgcCkge1xuICAgICAgLy8gQ29weSBtb2RlIHNob3dzIHRoZSBhY3RpdmUgcGFuZSBhdCBpdHMgb3JpZ2luIChpdHMgb3duIHJlY3RhbmdsZSxcbiAgICAgIC8vIG9yIHRoZSB3aW5kb3cncyB0b3AgbGVmdCBjb3JuZXIpOiBwb2ludHMgdGhlcmUgYXJlIHRoZSBwYW5lJ3MuXG4gICAgICBhdCA9IHsgLi4uYXQsIHg6IGF0LnggLSBvLnggKyBwLngsIHk6IGF0LnkgLSBvLnkgKyBwLnkgfTtcbiAgICB9XG4gICAgZm9yIChjb25zdCBhIG9mIG1vdXNlLnJlcG9ydChhdCwgc2Nyb2xsICE9PSBudWxsLCBub3cpKSB7XG4gICAgICBjb25zdCByZXN1bHQgPSBhd2FpdCB0aGlzLiNtb3VzZUFjdGlvbihhKTtcbiAgICAgIGlmIChyZXN1bHQpIHJldHVybiByZXN1bHQ7XG4gICAgfVxuICAgIHJldHVybiBudWxsO1xuICB9XG5cbiAgLy8gQSBwcmVzcyBvbiB0aGUgc3RhdHVzIGxpbmU6IHRoZSB3aW5kb3cgbmFtZWQgdW5kZXIgaXQgaXMgc2VsZWN0ZWQ7XG4gIC8vIHRoZSB3aGVlbCB0aGVyZSBnb2VzIHRvIHRoZSBwcmV2aW91cyBvciBuZXh0IHdpbmRvdyAodG11eCdzXG4gIC8vIE1vdXNlRG93bjFTdGF0dXMsIFdoZWVsVXBTdGF0dXMsIFdoZWVsRG93blN0YXR1cykuXG4gICNzdGF0dXNDbGljayhyOiBNb3VzZVJlcG9ydCk6IG51bGwge1xuICAgIGNvbnN0IHRvID0gaXNXaGVlbChyKSA/IChpc1doZWVsVXAocikgPyBcInByZXZpb3VzXCIgOiBcIm5leHRcIikgOiB1bmRlZmluZWQ7XG4gICAgY29uc3QgaW5kZXggPSB0byA/IHVuZGVmaW5lZCA6IHRoaXMuaG9zdC5yZW5kZXJlci53aW5kb3dBdChyLngsIHIueSk7XG4gICAgaWYgKCF0byAmJiAoaW5kZXggPT09IHVuZGVmaW5lZCB8fCBidXR0b25PZihyKSAhPT0gMCkpIHJldHVybiBudWxsO1xuICAgIGNvbnN0IG5hbWUgPSB0byA/IHRoaXMuaG9zdC5uYW1lIDogYCR7dGhpcy5ob3N0Lm5hbWV9OiR7aW5kZXh9YDtcbiAgICB0aGlzLmhvc3QuY29ubi5yZXF1ZXN0KHsgb3A6IFwic2VsZWN0LXdpbmRvd1wiLCBuYW1lLCAuLi4odG8gPyB7IHRvIH0gOiB7fSkgfSlcbiAgICAgIC5jYXRjaCgoZXJyKSA9PiB0aGlzLmhvc3Quc2F5KGVycikpO1xuICAgIHJldHVybiBudWxsO1xuICB9XG5cbiAgYXN5bmMgI21vdXNlQWN0aW9uKGE6IE1vdXNlQWN0aW9uKTogUHJvbWlzZTxBdHRhY2hSZXN1bHQgfCBudWxsPiB7XG4gICAgY29uc3Qgd2FpdHMgPSBhLnQgPT09IFwic2Nyb2xsXCIgfHwgYS50ID09PSBcInNlbGVjdC10ZXh0XCIgfHxcbiAgICAgIGEudCA9PT0gXCJjb3B5XCIgfHwgYS50ID09PSBcInNlbGVjdC1hdFwiO1xuICAgIGlmICh3YWl0cyAmJiB0aGlzLmhvc3Quc2Nyb2xsICYmICF0aGlzLmhvc3Quc2Nyb2xsLnJlYWR5KSB7XG4gICAgICB0aGlzLiN3YWl0aW5nLnB1c2goYSk7XG4gICAgICByZXR1cm4gbnVsbDtcbiAgICB9XG4gICAgc3dpdGNoIChhLnQpIHtcbiAgICAgIGNhc2UgXCJzZW5kXCI6XG4gICAgICAgIHRoaXMuI3NlbmRUb1BhbmUoYS5wYW5lLCBhLmRhdGEpO1xuICAgICAgICByZXR1cm4gbnVsbDtcbiAgICAgIGNhc2UgXCJzZWxlY3RcIjpcbiAgICAgICAgYXdhaXQgdGhpcy4jc2VsZWN0UGFuZShhLnBhbmUpO1xuICAgICAgICByZXR1cm4gbnVsbDtcbiAgICAgIGNhc2UgXCJjb3B5LW1vZGVcIjpcbiAgICAgICAgcmV0dXJuIGF3YWl0IHRoaXMuaG9zdC5lbnRlclNjcm9sbCh7XG4gICAgICAgICAgbGluZXM6IGEubGluZXMsXG4gICAgICAgICAgZXhpdEF0Qm90dG9tOiB0cnVlLFxuICAgICAgICB9KTtcbiAgICAgIGNhc2UgXCJzY3JvbGxcIjpcbiAgICAgICAgcmV0dXJuIHRoaXMuaG9zdC5zY3JvbGxcbiAgICAgICAgICA/IGF3YWl0IHRoaXMuaG9zdC5zY3JvbGxlZCh0aGlzLmhvc3Quc2Nyb2xsLndoZWVsKGEubGluZXMpKVxuICAgICAgICAgIDogbnVsbDtcbiAgICAgIGNhc2UgXCJzZWxlY3QtdGV4dFwiOiB7XG4gICAgICAgIGNvbnN0IG1vZGUgPSBhd2FpdCB0aGlzLiNjb3B5TW9kZUZvcihhKTtcbiAgICAgICAgcmV0dXJuIG1vZGVcbiAgICAgICAgICA/IGF3YWl0IHRoaXMuaG9zdC5zY3JvbGxlZChtb2RlLnNlbGVjdFRleHQoYS5mcm9tLCBhLnRvLCBhLnN0YXJ0KSlcbiAgICAgICAgICA6IG51bGw7XG4gICAgICB9XG4gICAgICBjYXNlIFwic2VsZWN0LWF0XCI6IHtcbiAgICAgICAgY29uc3QgbW9kZSA9IGF3YWl0IHRoaXMuI2NvcHlNb2RlRm9yKGEpO1xuICAgICAgICBpZiAoIW1vZGUpIHJldHVybiBudWxsO1xuICAgICAgICB0aGlzLiNjbGlja1RpbWVyPy4oKTtcbiAgICAgICAgdGhpcy4jY2xpY2tUaW1lciA9IGFmdGVyKFxuICAgICAgICAgIENMSUNLX0NPUFlfTVMsXG4gICAgICAgICAgKCkgPT4gdGhpcy5ob3N0LmNsaWNrQ29weShtb2RlKSxcbiAgICAgICAgKTtcbiAgICAgICAgcmV0dXJuIGF3YWl0IHRoaXMuaG9zdC5zY3JvbGxlZChtb2RlLnNlbGVjdEF0KGEuYXQsIGEubGluZSkpO1xuICAgICAgfVxuICAgICAgY2FzZSBcImNvcHlcIjpcbiAgICAgICAgcmV0dXJuIHRoaXMuaG9zdC5zY3JvbGxcbiAgICAgICAgICA/IGF3YWl0IHRoaXMuaG9zdC5zY3JvbGxlZCh0aGlzLmhvc3Quc2Nyb2xsLmNvcHlTZWxlY3Rpb24oKSlcbiAgICAgICAgICA6IG51bGw7XG4gICAgICBjYXNlIFwicmVzaXplXCI6XG4gICAgICAgIHRoaXMuI3Jlc2l6ZVBhbmUoYSk7XG4gICAgICAgIHJldHVybiBudWxsO1xuICAgICAgY2FzZSBcInBhc3RlXCI6XG4gICAgICAgIHRoaXMuaG9zdC5wYXN0ZUJ1ZmZlcigpO1xuICAgICAgICByZXR1cm4gbnVsbDtcbiAgICB9XG4gIH1cblxuICAvLyBDb3B5IG1vZGUgZm9yIGEgc2VsZWN0aW9uLCBlbnRlcmVkIGlmIG5lZWQgYmU7IG51bGwgd2hlbiBpdCBpcyBub3RcbiAgLy8gcmVhZHkgeWV0IChgYWAgdGhlbiB3YWl0cyBmb3IgaXRzIGZpcnN0IGFuc3dlcikgb3IgY2Fubm90IHN0YXJ0LlxuICBhc3luYyAjY29weU1vZGVGb3IoYTogTW91c2VBY3Rpb24pOiBQcm9taXNlPFNjcm9sbE1vZGUgfCBudWxsPiB7XG4gICAgaWYgKCF0aGlzLmhvc3Quc2Nyb2xsKSBhd2FpdCB0aGlzLmhvc3QuZW50ZXJTY3JvbGwoKTtcbiAgICBjb25zdCBtb2RlID0gdGhpcy5ob3N0LnNjcm9sbCBhcyBTY3JvbGxNb2RlIHwgbnVsbDtcbiAgICBpZiAobW9kZSAmJiAhbW9kZS5yZWFkeSkge1xuICAgICAgdGhpcy4jd2FpdGluZy5wdXNoKGEpO1xuICAgICAgcmV0dXJuIG51bGw7XG4gICAgfVxuICAgIHJldHVybiBtb2RlO1xuICB9XG5cbiAgLy8gQ29weSBtb2RlJ3MgZmlyc3QgYW5zd2VyIGNhbWU6IHRoZSBtb3VzZSBhY3Rpb25zIHRoYXQgd2FpdGVkIGZvciBpdC5cbiAgYXN5bmMgcmVhZHkoKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgd2hpbGUgKHRoaXMuaG9zdC5zY3JvbGw/LnJlYWR5ICYmIHRoaXMuI3dhaXRpbmcubGVuZ3RoID4gMCkge1xuICAgICAgYXdhaXQgdGhpcy4jbW91c2VBY3Rpb24odGhpcy4jd2FpdGluZy5zaGlmdCgpISk7XG4gICAgfVxuICAgIGlmICghdGhpcy5ob3N0LnNjcm9sbCkgdGhpcy4jd2FpdGluZyA9IFtdO1xuICB9XG5cbiAgI3BhbmVUYXJnZXQoaWQ6IG51bWJlcik6IHN0cmluZyB7XG4gICAgcmV0dXJuIGAke3RoaXMuaG9zdC5uYW1lfTolJHtpZH1gO1xuICB9XG5cbiAgLy8gQSByZXBvcnQgb3Iga2V5cyBmb3Igb25lIHBhbmUncyBwcm9ncmFtOiB0aGUgYWN0aXZlIHBhbmUncyBhcyB0eXBpbmdcbiAgLy8gKGluIG9yZGVyIHdpdGggdGhlIGtleXMpLCBhbm90aGVyJ3Mgd2l0aCBhIGBzZW5kYCB0byBpdC5cbiAgI3NlbmRUb1BhbmUoaWQ6IG51bWJlciwgZGF0YTogVWludDhBcnJheSk6IHZvaWQge1xuICAgIGNvbnN0IHAgPSB0aGlzLiNtb3VzZS5wYW5lcy5maW5kKChwKSA9PiBwLmlkID09PSBpZCk7XG4gICAgaWYgKGlkIDwgMCB8fCBwPy5hY3RpdmUpIHtcbiAgICAgIHRoaXMuaG9zdC5zZW5kSW5wdXQoZGF0YSk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIHRoaXMuaG9zdC5jb25uLnJlcXVlc3QoeyBvcDogXCJzZW5kXCIsIG5hbWU6IHRoaXMuI3BhbmVUYXJnZXQoaWQpLCBkYXRhIH0pXG4gICAgICAuY2F0Y2goKGVycikgPT4gdGhpcy5ob3N0LnNheShlcnIpKTtcbiAgfVxuXG4gIC8vIENsaWNrIHRvIHNlbGVjdDogdGhlIGtleXMgdHlwZWQgbmV4dCBnbyB0byB0aGF0IHBhbmUsIGFzIHRtdXggaGFzIGl0LlxuICBhc3luYyAjc2VsZWN0UGFuZShpZDogbnVtYmVyKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgY29uc3QgbW91c2UgPSB0aGlzLiNtb3VzZTtcbiAgICBtb3VzZS5zZXRQYW5lcyhtb3VzZS5wYW5lcy5tYXAoKHApID0+ICh7IC4uLnAsIGFjdGl2ZTogcC5pZCA9PT0gaWQgfSkpKTtcbiAgICBhd2FpdCB0aGlzLmhvc3QuY29ubi5yZXF1ZXN0KHtcbiAgICAgIG9wOiBcInNlbGVjdC1wYW5lXCIsXG4gICAgICBuYW1lOiB0aGlzLiNwYW5lVGFyZ2V0KGlkKSxcbiAgICB9KVxuICAgICAgLmNhdGNoKChlcnIpID0+IHRoaXMuaG9zdC5zYXkoZXJyKSk7XG4gIH1cblxuICAvLyBBIGJvcmRlciBkcmFnOiBvbmUgcmVzaXplLXBhbmUgYXQgYSB0aW1lLCB0byB0aGUgbGF0ZXN0IHNpemUgd2FudGVkLlxuICAjcmVzaXplUGFuZShhOiBFeHRyYWN0PE1vdXNlQWN0aW9uLCB7IHQ6IFwicmVzaXplXCIgfT4pOiB2b2lkIHtcbiAgICB0aGlzLiNyZXNpemVOZXh0ID0gYTtcbiAgICBpZiAodGhpcy4jcmVzaXppbmcpIHJldHVybjtcbiAgICB0aGlzLiNyZXNpemluZyA9IHRydWU7XG4gICAgY29uc3QgbmV4dCA9IGFzeW5jICgpID0+IHtcbiAgICAgIHdoaWxlICh0aGlzLiNyZXNpemVOZXh0KSB7XG4gICAgICAgIGNvbnN0IHsgcGFuZSwgc3BsaXQsIHNpemUgfSA9IHRoaXMuI3Jlc2l6ZU5leHQ7XG4gICAgICAgIHRoaXMuI3Jlc2l6ZU5leHQgPSBudWxsO1xuICAgICAgICBhd2FpdCB0aGlzLmhvc3QuY29ubi5yZXF1ZXN0KHtcbiAgICAgICAgICBvcDogXCJyZXNpemUtcGFuZVwiLFxuICAgICAgICAgIG5hbWU6IHRoaXMuI3BhbmVUYXJnZXQocGFuZSksXG4gICAgICAgICAgLi4uKHNwbGl0ID09PSBcImxyXCIgPyB7IHdpZHRoOiBzaXplIH0gOiB7IGhlaWdodDogc2l6ZSB9KSxcbiAgICAgICAgfSkuY2F0Y2goKGVycikgPT4gdGhpcy5ob3N0LnNheShlcnIpKTtcbiAgICAgIH1cbiAgICAgIHRoaXMuI3Jlc2l6aW5nID0gZmFsc2U7XG4gICAgfTtcbiAgICBuZXh0KCk7XG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7OztDQVVDLEdBR0QsU0FBUyxLQUFLLFFBQTBCLDBCQUEwQjtBQU1sRSxTQUFTLEtBQUssUUFBMEIsYUFBYTtBQUNyRCxTQUNFLFFBQVEsRUFDUixRQUFRLEVBQ1IsT0FBTyxFQUNQLFNBQVMsRUFDVCxXQUFXLFFBRU4sb0JBQW9CO0FBRTNCLDRFQUE0RSxHQUM1RSxNQUFNLGdCQUFnQjtBQTBCdEIscUNBQXFDLEdBQ3JDLE9BQU8sTUFBTTs7RUFDWCw4Q0FBOEMsR0FDOUMsQUFBUyxPQUEyQjtFQUNwQyxDQUFBLEtBQU0sQ0FBUTtFQUNkLDhEQUE4RCxHQUM5RCxDQUFBLEtBQU0sQ0FBOEI7RUFDcEMsK0RBQStELEdBQy9ELENBQUEsVUFBVyxDQUFTO0VBQ3BCLDBEQUEwRCxHQUMxRCxDQUFBLE9BQVEsQ0FBcUI7RUFDN0Isa0VBQWtFLEdBQ2xFLENBQUEsVUFBVyxDQUFzRDtFQUNqRSxDQUFBLFFBQVMsQ0FBUztFQUNsQixvQ0FBb0MsR0FDcEMsQ0FBQSxVQUFXLENBQTBCO0VBRXJDLGtDQUFrQyxHQUNsQyxZQUFZLEFBQVMsSUFBZSxFQUFFLEVBQVcsQ0FBRTtTQUE5QixPQUFBO1NBZlosU0FBUyxJQUFJO1NBR3RCLENBQUEsS0FBTSxHQUF5QjtTQUUvQixDQUFBLFVBQVcsR0FBRztTQUVkLENBQUEsT0FBUSxHQUFrQixFQUFFO1NBRTVCLENBQUEsVUFBVyxHQUFpRDtTQUM1RCxDQUFBLFFBQVMsR0FBRztJQU1WLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRyxJQUFJLE1BQU07RUFDMUI7RUFFQTs7O0dBR0MsR0FDRCxNQUFNLEVBQVcsRUFBcUI7SUFDcEMsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxLQUFLO0lBQy9CLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRyxJQUFJLE1BQU07SUFDeEIsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLFFBQVEsQ0FBQztTQUFJO0tBQU07SUFDL0IsT0FBTyxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQ2QsSUFBSSxDQUFDLElBQUksQ0FBQyxRQUFRLENBQUMsVUFBVSxDQUFDLElBQUksQ0FBQyxVQUFVLE1BQzdDO0VBQ047RUFFQTs7OztHQUlDLEdBQ0QsUUFBMkI7SUFDekIsT0FBTyxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQ2QsSUFBSSxDQUFDLElBQUksQ0FBQyxRQUFRLENBQUMsVUFBVSxDQUFDLElBQUksQ0FBQyxVQUFVLE1BQzdDO0VBQ047RUFFQSx3RUFBd0UsR0FDeEUsY0FBb0I7SUFDbEIsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHLEVBQUU7RUFDcEI7RUFFQSx1Q0FBdUMsR0FDdkMsT0FBYTtJQUNYLHFFQUFxRTtJQUNyRSxrRUFBa0U7SUFDbEUsSUFBSSxDQUFDLENBQUEsVUFBVztFQUNsQjtFQUVBLGtFQUFrRTtFQUNsRSwwREFBMEQ7RUFDMUQsVUFBVSxHQUFjLEVBQWE7SUFDbkMsTUFBTSxRQUFRLElBQUksQ0FBQyxDQUFBLEtBQU07SUFDekIsSUFBSSxJQUFJLEtBQUssRUFBRSxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsSUFBSSxLQUFLO0lBQ3RDLElBQUksSUFBSSxLQUFLLEVBQUU7TUFDYixJQUFJLENBQUMsQ0FBQSxVQUFXLEdBQUc7TUFDbkIsTUFBTSxRQUFRLENBQUMsSUFBSSxLQUFLO0lBQzFCLE9BQU8sSUFBSSxJQUFJLEtBQUssSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLFVBQVcsRUFBRTtNQUN6QywrREFBK0Q7TUFDL0QsTUFBTSxJQUFJLElBQUksS0FBSztNQUNuQixNQUFNLFFBQVEsQ0FBQztRQUFDO1VBQ2QsSUFBSSxDQUFDO1VBQ0wsT0FBTztVQUNQLEdBQUc7VUFDSCxHQUFHO1VBQ0gsTUFBTSxJQUFJLElBQUk7VUFDZCxNQUFNLElBQUksSUFBSTtVQUNkLFFBQVE7VUFDUixPQUFPLEVBQUUsYUFBYTtVQUN0QixVQUFVLEVBQUUsYUFBYTtVQUN6QixXQUFXLEVBQUUsU0FBUyxJQUFJLEVBQUUsZUFBZTtVQUMzQyxZQUFZLEVBQUUsVUFBVTtRQUMxQjtPQUFFO0lBQ0o7SUFDQSxJQUFJLENBQUMsSUFBSSxDQUFDLENBQUEsS0FBTSxJQUFLLENBQUMsSUFBSSxLQUFLLElBQUksQ0FBQyxJQUFJLEtBQUssRUFBRyxPQUFPO0lBQ3ZELE9BQU87TUFBRSxHQUFHLEdBQUc7TUFBRSxPQUFPLElBQUksQ0FBQyxVQUFVO0lBQUc7RUFDNUM7RUFFQSwrREFBK0Q7RUFDL0QsYUFBNEI7SUFDMUIsTUFBTSxXQUFXLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxRQUFRO0lBQ3JDLElBQUksQ0FBQyxNQUFNLENBQUMsTUFBTSxHQUFHLGFBQWE7SUFDbEMsTUFBTSxnQkFBZ0IsYUFBYSxTQUFTLFlBQVk7SUFDeEQsT0FBTztNQUFFLEdBQUcsSUFBSSxDQUFDLENBQUEsS0FBTTtNQUFHLGVBQWU7TUFBVTtJQUFjO0VBQ25FO0VBRUEsTUFBTSxPQUNKLENBQWMsRUFDZCxHQUFXLEVBQ21CO0lBQzlCLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxLQUFNO0lBQ3pCLE1BQU0sU0FBUyxJQUFJLENBQUMsSUFBSSxDQUFDLE1BQU07SUFDL0IsTUFBTSxJQUFJLElBQUksQ0FBQyxJQUFJLENBQUMsUUFBUSxDQUFDLFdBQVcsQ0FBQyxFQUFFLENBQUMsRUFBRSxFQUFFLENBQUM7SUFDakQsSUFBSSxFQUFFLE1BQU0sSUFBSSxDQUFDLEVBQUUsT0FBTyxJQUFJLENBQUMsU0FBUyxJQUFJO01BQzFDLE9BQU8sTUFBTSxFQUFFLEdBQUcsSUFBSSxDQUFDLENBQUEsV0FBWSxDQUFDLEtBQUs7SUFDM0M7SUFDQSxJQUFJLEtBQUs7TUFBRSxHQUFHLENBQUM7TUFBRSxHQUFHLEVBQUUsQ0FBQztNQUFFLEdBQUcsRUFBRSxDQUFDO0lBQUM7SUFDaEMsTUFBTSxJQUFJLFFBQVE7SUFDbEIsTUFBTSxJQUFJLE1BQU0sS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFDLElBQU0sRUFBRSxNQUFNO0lBQzFDLElBQUksS0FBSyxHQUFHO01BQ1Ysb0VBQW9FO01BQ3BFLGlFQUFpRTtNQUNqRSxLQUFLO1FBQUUsR0FBRyxFQUFFO1FBQUUsR0FBRyxHQUFHLENBQUMsR0FBRyxFQUFFLENBQUMsR0FBRyxFQUFFLENBQUM7UUFBRSxHQUFHLEdBQUcsQ0FBQyxHQUFHLEVBQUUsQ0FBQyxHQUFHLEVBQUUsQ0FBQztNQUFDO0lBQ3pEO0lBQ0EsS0FBSyxNQUFNLEtBQUssTUFBTSxNQUFNLENBQUMsSUFBSSxXQUFXLE1BQU0sS0FBTTtNQUN0RCxNQUFNLFNBQVMsTUFBTSxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUM7TUFDdkMsSUFBSSxRQUFRLE9BQU87SUFDckI7SUFDQSxPQUFPO0VBQ1Q7RUFFQSxxRUFBcUU7RUFDckUsOERBQThEO0VBQzlELHFEQUFxRDtFQUNyRCxDQUFBLFdBQVksQ0FBQyxDQUFjO0lBQ3pCLE1BQU0sS0FBSyxRQUFRLEtBQU0sVUFBVSxLQUFLLGFBQWEsU0FBVTtJQUMvRCxNQUFNLFFBQVEsS0FBSyxZQUFZLElBQUksQ0FBQyxJQUFJLENBQUMsUUFBUSxDQUFDLFFBQVEsQ0FBQyxFQUFFLENBQUMsRUFBRSxFQUFFLENBQUM7SUFDbkUsSUFBSSxDQUFDLE1BQU0sQ0FBQyxVQUFVLGFBQWEsU0FBUyxPQUFPLENBQUMsR0FBRyxPQUFPO0lBQzlELE1BQU0sT0FBTyxLQUFLLElBQUksQ0FBQyxJQUFJLENBQUMsSUFBSSxHQUFHLEdBQUcsSUFBSSxDQUFDLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQyxFQUFFLE9BQU87SUFDL0QsSUFBSSxDQUFDLElBQUksQ0FBQyxJQUFJLENBQUMsT0FBTyxDQUFDO01BQUUsSUFBSTtNQUFpQjtNQUFNLEdBQUksS0FBSztRQUFFO01BQUcsSUFBSSxDQUFDLENBQUM7SUFBRSxHQUN2RSxLQUFLLENBQUMsQ0FBQyxNQUFRLElBQUksQ0FBQyxJQUFJLENBQUMsR0FBRyxDQUFDO0lBQ2hDLE9BQU87RUFDVDtFQUVBLE1BQU0sQ0FBQSxXQUFZLENBQUMsQ0FBYztJQUMvQixNQUFNLFFBQVEsRUFBRSxDQUFDLEtBQUssWUFBWSxFQUFFLENBQUMsS0FBSyxpQkFDeEMsRUFBRSxDQUFDLEtBQUssVUFBVSxFQUFFLENBQUMsS0FBSztJQUM1QixJQUFJLFNBQVMsSUFBSSxDQUFDLElBQUksQ0FBQyxNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsSUFBSSxDQUFDLE1BQU0sQ0FBQyxLQUFLLEVBQUU7TUFDeEQsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLElBQUksQ0FBQztNQUNuQixPQUFPO0lBQ1Q7SUFDQSxPQUFRLEVBQUUsQ0FBQztNQUNULEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsRUFBRSxJQUFJLEVBQUUsRUFBRSxJQUFJO1FBQy9CLE9BQU87TUFDVCxLQUFLO1FBQ0gsTUFBTSxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUMsRUFBRSxJQUFJO1FBQzdCLE9BQU87TUFDVCxLQUFLO1FBQ0gsT0FBTyxNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsV0FBVyxDQUFDO1VBQ2pDLE9BQU8sRUFBRSxLQUFLO1VBQ2QsY0FBYztRQUNoQjtNQUNGLEtBQUs7UUFDSCxPQUFPLElBQUksQ0FBQyxJQUFJLENBQUMsTUFBTSxHQUNuQixNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsUUFBUSxDQUFDLElBQUksQ0FBQyxJQUFJLENBQUMsTUFBTSxDQUFDLEtBQUssQ0FBQyxFQUFFLEtBQUssS0FDdkQ7TUFDTixLQUFLO1FBQWU7VUFDbEIsTUFBTSxPQUFPLE1BQU0sSUFBSSxDQUFDLENBQUEsV0FBWSxDQUFDO1VBQ3JDLE9BQU8sT0FDSCxNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsUUFBUSxDQUFDLEtBQUssVUFBVSxDQUFDLEVBQUUsSUFBSSxFQUFFLEVBQUUsRUFBRSxFQUFFLEVBQUUsS0FBSyxLQUM5RDtRQUNOO01BQ0EsS0FBSztRQUFhO1VBQ2hCLE1BQU0sT0FBTyxNQUFNLElBQUksQ0FBQyxDQUFBLFdBQVksQ0FBQztVQUNyQyxJQUFJLENBQUMsTUFBTSxPQUFPO1VBQ2xCLElBQUksQ0FBQyxDQUFBLFVBQVc7VUFDaEIsSUFBSSxDQUFDLENBQUEsVUFBVyxHQUFHLE1BQ2pCLGVBQ0EsSUFBTSxJQUFJLENBQUMsSUFBSSxDQUFDLFNBQVMsQ0FBQztVQUU1QixPQUFPLE1BQU0sSUFBSSxDQUFDLElBQUksQ0FBQyxRQUFRLENBQUMsS0FBSyxRQUFRLENBQUMsRUFBRSxFQUFFLEVBQUUsRUFBRSxJQUFJO1FBQzVEO01BQ0EsS0FBSztRQUNILE9BQU8sSUFBSSxDQUFDLElBQUksQ0FBQyxNQUFNLEdBQ25CLE1BQU0sSUFBSSxDQUFDLElBQUksQ0FBQyxRQUFRLENBQUMsSUFBSSxDQUFDLElBQUksQ0FBQyxNQUFNLENBQUMsYUFBYSxNQUN2RDtNQUNOLEtBQUs7UUFDSCxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUM7UUFDakIsT0FBTztNQUNULEtBQUs7UUFDSCxJQUFJLENBQUMsSUFBSSxDQUFDLFdBQVc7UUFDckIsT0FBTztJQUNYO0VBQ0Y7RUFFQSxxRUFBcUU7RUFDckUsbUVBQW1FO0VBQ25FLE1BQU0sQ0FBQSxXQUFZLENBQUMsQ0FBYztJQUMvQixJQUFJLENBQUMsSUFBSSxDQUFDLElBQUksQ0FBQyxNQUFNLEVBQUUsTUFBTSxJQUFJLENBQUMsSUFBSSxDQUFDLFdBQVc7SUFDbEQsTUFBTSxPQUFPLElBQUksQ0FBQyxJQUFJLENBQUMsTUFBTTtJQUM3QixJQUFJLFFBQVEsQ0FBQyxLQUFLLEtBQUssRUFBRTtNQUN2QixJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsSUFBSSxDQUFDO01BQ25CLE9BQU87SUFDVDtJQUNBLE9BQU87RUFDVDtFQUVBLHVFQUF1RTtFQUN2RSxNQUFNLFFBQXVCO0lBQzNCLE1BQU8sSUFBSSxDQUFDLElBQUksQ0FBQyxNQUFNLEVBQUUsU0FBUyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxHQUFHLEVBQUc7TUFDMUQsTUFBTSxJQUFJLENBQUMsQ0FBQSxXQUFZLENBQUMsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLEtBQUs7SUFDN0M7SUFDQSxJQUFJLENBQUMsSUFBSSxDQUFDLElBQUksQ0FBQyxNQUFNLEVBQUUsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHLEVBQUU7RUFDM0M7RUFFQSxDQUFBLFVBQVcsQ0FBQyxFQUFVO0lBQ3BCLE9BQU8sR0FBRyxJQUFJLENBQUMsSUFBSSxDQUFDLElBQUksQ0FBQyxFQUFFLEVBQUUsSUFBSTtFQUNuQztFQUVBLHVFQUF1RTtFQUN2RSwyREFBMkQ7RUFDM0QsQ0FBQSxVQUFXLENBQUMsRUFBVSxFQUFFLElBQWdCO0lBQ3RDLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsS0FBSyxDQUFDLElBQUksQ0FBQyxDQUFDLElBQU0sRUFBRSxFQUFFLEtBQUs7SUFDakQsSUFBSSxLQUFLLEtBQUssR0FBRyxRQUFRO01BQ3ZCLElBQUksQ0FBQyxJQUFJLENBQUMsU0FBUyxDQUFDO01BQ3BCO0lBQ0Y7SUFDQSxJQUFJLENBQUMsSUFBSSxDQUFDLElBQUksQ0FBQyxPQUFPLENBQUM7TUFBRSxJQUFJO01BQVEsTUFBTSxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUM7TUFBSztJQUFLLEdBQ25FLEtBQUssQ0FBQyxDQUFDLE1BQVEsSUFBSSxDQUFDLElBQUksQ0FBQyxHQUFHLENBQUM7RUFDbEM7RUFFQSx3RUFBd0U7RUFDeEUsTUFBTSxDQUFBLFVBQVcsQ0FBQyxFQUFVO0lBQzFCLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxLQUFNO0lBQ3pCLE1BQU0sUUFBUSxDQUFDLE1BQU0sS0FBSyxDQUFDLEdBQUcsQ0FBQyxDQUFDLElBQU0sQ0FBQztRQUFFLEdBQUcsQ0FBQztRQUFFLFFBQVEsRUFBRSxFQUFFLEtBQUs7TUFBRyxDQUFDO0lBQ3BFLE1BQU0sSUFBSSxDQUFDLElBQUksQ0FBQyxJQUFJLENBQUMsT0FBTyxDQUFDO01BQzNCLElBQUk7TUFDSixNQUFNLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBQztJQUN6QixHQUNHLEtBQUssQ0FBQyxDQUFDLE1BQVEsSUFBSSxDQUFDLElBQUksQ0FBQyxHQUFHLENBQUM7RUFDbEM7RUFFQSx1RUFBdUU7RUFDdkUsQ0FBQSxVQUFXLENBQUMsQ0FBd0M7SUFDbEQsSUFBSSxDQUFDLENBQUEsVUFBVyxHQUFHO0lBQ25CLElBQUksSUFBSSxDQUFDLENBQUEsUUFBUyxFQUFFO0lBQ3BCLElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRztJQUNqQixNQUFNLE9BQU87TUFDWCxNQUFPLElBQUksQ0FBQyxDQUFBLFVBQVcsQ0FBRTtRQUN2QixNQUFNLEVBQUUsSUFBSSxFQUFFLEtBQUssRUFBRSxJQUFJLEVBQUUsR0FBRyxJQUFJLENBQUMsQ0FBQSxVQUFXO1FBQzlDLElBQUksQ0FBQyxDQUFBLFVBQVcsR0FBRztRQUNuQixNQUFNLElBQUksQ0FBQyxJQUFJLENBQUMsSUFBSSxDQUFDLE9BQU8sQ0FBQztVQUMzQixJQUFJO1VBQ0osTUFBTSxJQUFJLENBQUMsQ0FBQSxVQUFXLENBQUM7VUFDdkIsR0FBSSxVQUFVLE9BQU87WUFBRSxPQUFPO1VBQUssSUFBSTtZQUFFLFFBQVE7VUFBSyxDQUFDO1FBQ3pELEdBQUcsS0FBSyxDQUFDLENBQUMsTUFBUSxJQUFJLENBQUMsSUFBSSxDQUFDLEdBQUcsQ0FBQztNQUNsQztNQUNBLElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRztJQUNuQjtJQUNBO0VBQ0Y7QUFDRiJ9
// denoCacheMetadata=13235283824987407449,1504900895296878018