/**
 * Prefix `s` and `w` (tmux's `choose-tree -s`, `-w`): a full-screen
 * chooser of sessions and their windows (`chooser_tree.ts`), with a live
 * preview of the item under the cursor below the list. Up/Down/`k`/`j`,
 * PageUp/PageDown, Home/End move; Right/`+` expand and Left/`-` collapse a
 * session; Enter switches this client there (`switch-client`); `0`-`9`
 * choose the item with that label; `x` kills the item, asking y/n; `q`
 * or Escape leaves.
 *
 * The list and the preview refresh every `REFRESH_MS` while it is open
 * (an `ls` and a `capture` of the previewed window), so the preview shows
 * the window as it is now.
 *
 * @module
 */ import { MAX_PREVIEW_ROWS } from "../../protocol/messages.ts";
import { failure, isLeaveKey, leaveOverlay, mouseList, moveKey, OverlayKeys } from "./chooser_overlay.ts";
import { drawList, textRow } from "./chooser_list.ts";
import { ChooserTree, itemTarget, labelled } from "./chooser_tree.ts";
import { GridRow } from "./screen_grid.ts";
import { cutRuns } from "./row_text.ts";
/**
 * How often the list and the preview are fetched again: often enough
 * that the preview looks live (tmux redraws its own on every change), and
 * two small requests twice a second cost the daemon nothing to speak of.
 */ const REFRESH_MS = 400;
/** Below this many rows there is no room for a preview: the list alone. */ const MIN_PREVIEW_ROWS = 8;
/** The session and window chooser. */ export class Chooser {
  renderer;
  host;
  windows;
  readOnly;
  #tree;
  #keys;
  /** The previewed target and its rows, as last fetched. */ #preview;
  #fetching;
  /** The kill asked about (`x`), waiting for y or n. */ #confirm;
  #message;
  constructor(renderer, host, /** Prefix `w`: windows expanded, the current one selected. */ windows, /** A read-only client switches, but kills nothing (`x`). */ readOnly = false){
    this.renderer = renderer;
    this.host = host;
    this.windows = windows;
    this.readOnly = readOnly;
    this.#tree = null;
    this.#preview = null;
    this.#fetching = false;
    this.#confirm = null;
    this.#message = "";
    this.#keys = new OverlayKeys(host.keys);
  }
  start() {
    this.#refresh();
    return {
      out: this.#draw()
    };
  }
  resize() {
    return {
      out: this.#draw()
    };
  }
  mouse(r) {
    const tree = this.#tree;
    if (!tree || this.#confirm !== null) return {};
    if (!mouseList(tree.list, r, Math.max(1, this.#listRows()))) return {};
    this.#message = "";
    this.#fetchPreview();
    return {
      out: this.#draw()
    };
  }
  keys(data) {
    return this.#keys.feed(data, (key)=>this.#key(key)) ?? {
      out: this.#draw()
    };
  }
  // One key; a result when it leaves, else null (the caller redraws).
  #key(key) {
    const tree = this.#tree;
    this.#message = "";
    if (this.#confirm !== null) return this.#answerConfirm(key.name);
    if (isLeaveKey(key.name)) return leaveOverlay(this.renderer);
    if (!tree) return null;
    const page = Math.max(1, this.#listRows() - 1);
    if (moveKey(tree.list, key.name, page)) {
      this.#fetchPreview();
      return null;
    }
    switch(key.name){
      case "Right":
      case "+":
        tree.expand();
        break;
      case "Left":
      case "-":
        tree.collapse();
        break;
      case "Enter":
        return this.#choose();
      case "x":
        if (this.readOnly) this.#message = "Read-only: x kills nothing";
        else if (tree.selected) this.#confirm = itemTarget(tree.selected);
        break;
      default:
        if (/^[0-9]$/.test(key.name) && Number(key.name) < tree.items.length) {
          tree.list.cursor = Number(key.name);
          return this.#choose();
        }
    }
    this.#fetchPreview();
    return null;
  }
  // Enter: this client goes to the item; the chooser closes once it has.
  #choose() {
    const item = this.#tree?.selected;
    if (!item) return null;
    this.host.request({
      op: "switch-client",
      name: itemTarget(item)
    }, (answer)=>answer instanceof Error ? {
        out: this.#draw(failure(answer))
      } : leaveOverlay(this.renderer));
    return null;
  }
  #answerConfirm(name) {
    const target = this.#confirm;
    this.#confirm = null;
    if (name !== "y" && name !== "Y") return null;
    const req = target.includes(":") ? {
      op: "kill-window",
      name: target
    } : {
      op: "kill",
      name: target
    };
    this.host.request(req, (answer)=>{
      if (answer instanceof Error) return {
        out: this.#draw(failure(answer))
      };
      this.#refresh(false);
      return {};
    });
    return null;
  }
  // Fetches the list (and then the preview); again and again with `loop`.
  #refresh(loop = true) {
    this.host.request({
      op: "ls"
    }, (answer)=>{
      if (loop) this.host.later(REFRESH_MS, ()=>(this.#refresh(), {}));
      if (answer instanceof Error) return {
        out: this.#draw(failure(answer))
      };
      if (this.#tree) this.#tree.update(answer.sessions);
      else {
        this.#tree = new ChooserTree(answer.sessions, this.host.session, this.windows);
      }
      this.#fetchPreview();
      return {
        out: this.#draw()
      };
    });
  }
  // The selected item's window, composed (a session: its shown window).
  #fetchPreview() {
    const item = this.#tree?.selected;
    const rows = Math.min(this.#previewRows(), MAX_PREVIEW_ROWS);
    if (!item || this.#fetching || rows < 1) return;
    const target = itemTarget(item);
    this.#fetching = true;
    this.host.request({
      op: "preview",
      name: target,
      rows
    }, (answer)=>{
      this.#fetching = false;
      if (answer instanceof Error) return {};
      this.#preview = {
        target,
        rows: answer
      };
      // The cursor moved on meanwhile: that item's turn.
      const now = this.#tree?.selected;
      if (now && itemTarget(now) !== target) this.#fetchPreview();
      return {
        out: this.#draw()
      };
    });
  }
  #rows() {
    return this.renderer.size.rows;
  }
  // Rows of the list: all of them on a small terminal, else half.
  #listRows() {
    const rows = this.#rows();
    return rows < MIN_PREVIEW_ROWS ? rows - 1 : Math.floor((rows - 1) / 2);
  }
  // Rows of the preview: what the list, its title and the bottom line leave.
  #previewRows() {
    return Math.max(0, this.#rows() - Math.max(1, this.#listRows()) - 2);
  }
  #draw(message = "") {
    if (message) this.#message = message;
    const { cols, rows } = this.renderer.size;
    const tree = this.#tree;
    const listRows = Math.max(1, this.#listRows());
    const out = tree ? drawList(labelled(tree.items), tree.list, cols, listRows) : [
      textRow(cols, "(fetching sessions)")
    ];
    while(out.length < listRows)out.push(new GridRow(cols));
    const item = tree?.selected;
    if (out.length < rows - 1) {
      const target = item ? itemTarget(item) : "";
      out.push(textRow(cols, `─ ${target} `.padEnd(cols, "─")));
      const shown = this.#preview?.target === target ? this.#preview : null;
      for (const row of previewRows(shown?.rows, cols, rows - 1 - out.length)){
        out.push(row);
      }
    }
    out.push(textRow(cols, this.#bottomLine(), this.#confirm !== null || !!this.#message));
    return this.renderer.showView(out.slice(0, rows), null);
  }
  #bottomLine() {
    if (this.#confirm !== null) return `kill ${this.#confirm}? (y/n)`;
    if (this.#message) return this.#message;
    return "Enter: switch  Right/Left: expand/collapse  x: kill  q: leave";
  }
}
/**
 * `height` rows of `cols` cells from a preview (blank where it has none):
 * its rows cut at the right edge, with their colours.
 */ export function previewRows(preview, cols, height) {
  const out = [];
  for(let y = 0; y < height; y++){
    const row = new GridRow(cols);
    const runs = preview?.lines[y];
    if (runs) row.setRuns(cutRuns(runs, cols));
    out.push(row);
  }
  return out;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvY2hvb3Nlci50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFByZWZpeCBgc2AgYW5kIGB3YCAodG11eCdzIGBjaG9vc2UtdHJlZSAtc2AsIGAtd2ApOiBhIGZ1bGwtc2NyZWVuXG4gKiBjaG9vc2VyIG9mIHNlc3Npb25zIGFuZCB0aGVpciB3aW5kb3dzIChgY2hvb3Nlcl90cmVlLnRzYCksIHdpdGggYSBsaXZlXG4gKiBwcmV2aWV3IG9mIHRoZSBpdGVtIHVuZGVyIHRoZSBjdXJzb3IgYmVsb3cgdGhlIGxpc3QuIFVwL0Rvd24vYGtgL2BqYCxcbiAqIFBhZ2VVcC9QYWdlRG93biwgSG9tZS9FbmQgbW92ZTsgUmlnaHQvYCtgIGV4cGFuZCBhbmQgTGVmdC9gLWAgY29sbGFwc2UgYVxuICogc2Vzc2lvbjsgRW50ZXIgc3dpdGNoZXMgdGhpcyBjbGllbnQgdGhlcmUgKGBzd2l0Y2gtY2xpZW50YCk7IGAwYC1gOWBcbiAqIGNob29zZSB0aGUgaXRlbSB3aXRoIHRoYXQgbGFiZWw7IGB4YCBraWxscyB0aGUgaXRlbSwgYXNraW5nIHkvbjsgYHFgXG4gKiBvciBFc2NhcGUgbGVhdmVzLlxuICpcbiAqIFRoZSBsaXN0IGFuZCB0aGUgcHJldmlldyByZWZyZXNoIGV2ZXJ5IGBSRUZSRVNIX01TYCB3aGlsZSBpdCBpcyBvcGVuXG4gKiAoYW4gYGxzYCBhbmQgYSBgY2FwdHVyZWAgb2YgdGhlIHByZXZpZXdlZCB3aW5kb3cpLCBzbyB0aGUgcHJldmlldyBzaG93c1xuICogdGhlIHdpbmRvdyBhcyBpdCBpcyBub3cuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7XG4gIE1BWF9QUkVWSUVXX1JPV1MsXG4gIHR5cGUgV2luZG93UHJldmlldyxcbn0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL21lc3NhZ2VzLnRzXCI7XG5pbXBvcnQgdHlwZSB7IFJlbmRlcmVyIH0gZnJvbSBcIi4vcmVuZGVyZXIudHNcIjtcbmltcG9ydCB0eXBlIHsgS2V5IH0gZnJvbSBcIi4vc2Nyb2xsX2tleXMudHNcIjtcbmltcG9ydCB7XG4gIGZhaWx1cmUsXG4gIGlzTGVhdmVLZXksXG4gIGxlYXZlT3ZlcmxheSxcbiAgbW91c2VMaXN0LFxuICBtb3ZlS2V5LFxuICB0eXBlIE92ZXJsYXksXG4gIHR5cGUgT3ZlcmxheUhvc3QsXG4gIE92ZXJsYXlLZXlzLFxuICB0eXBlIE92ZXJsYXlSZXN1bHQsXG59IGZyb20gXCIuL2Nob29zZXJfb3ZlcmxheS50c1wiO1xuaW1wb3J0IHR5cGUgeyBNb3VzZVJlcG9ydCB9IGZyb20gXCIuL21vdXNlX3JlcG9ydC50c1wiO1xuaW1wb3J0IHsgZHJhd0xpc3QsIHRleHRSb3cgfSBmcm9tIFwiLi9jaG9vc2VyX2xpc3QudHNcIjtcbmltcG9ydCB7IENob29zZXJUcmVlLCBpdGVtVGFyZ2V0LCBsYWJlbGxlZCB9IGZyb20gXCIuL2Nob29zZXJfdHJlZS50c1wiO1xuaW1wb3J0IHsgR3JpZFJvdyB9IGZyb20gXCIuL3NjcmVlbl9ncmlkLnRzXCI7XG5pbXBvcnQgeyBjdXRSdW5zIH0gZnJvbSBcIi4vcm93X3RleHQudHNcIjtcblxuLyoqXG4gKiBIb3cgb2Z0ZW4gdGhlIGxpc3QgYW5kIHRoZSBwcmV2aWV3IGFyZSBmZXRjaGVkIGFnYWluOiBvZnRlbiBlbm91Z2hcbiAqIHRoYXQgdGhlIHByZXZpZXcgbG9va3MgbGl2ZSAodG11eCByZWRyYXdzIGl0cyBvd24gb24gZXZlcnkgY2hhbmdlKSwgYW5kXG4gKiB0d28gc21hbGwgcmVxdWVzdHMgdHdpY2UgYSBzZWNvbmQgY29zdCB0aGUgZGFlbW9uIG5vdGhpbmcgdG8gc3BlYWsgb2YuXG4gKi9cbmNvbnN0IFJFRlJFU0hfTVMgPSA0MDA7XG5cbi8qKiBCZWxvdyB0aGlzIG1hbnkgcm93cyB0aGVyZSBpcyBubyByb29tIGZvciBhIHByZXZpZXc6IHRoZSBsaXN0IGFsb25lLiAqL1xuY29uc3QgTUlOX1BSRVZJRVdfUk9XUyA9IDg7XG5cbi8qKiBUaGUgc2Vzc2lvbiBhbmQgd2luZG93IGNob29zZXIuICovXG5leHBvcnQgY2xhc3MgQ2hvb3NlciBpbXBsZW1lbnRzIE92ZXJsYXkge1xuICAjdHJlZTogQ2hvb3NlclRyZWUgfCBudWxsID0gbnVsbDtcbiAgI2tleXM6IE92ZXJsYXlLZXlzO1xuICAvKiogVGhlIHByZXZpZXdlZCB0YXJnZXQgYW5kIGl0cyByb3dzLCBhcyBsYXN0IGZldGNoZWQuICovXG4gICNwcmV2aWV3OiB7IHRhcmdldDogc3RyaW5nOyByb3dzOiBXaW5kb3dQcmV2aWV3IH0gfCBudWxsID0gbnVsbDtcbiAgI2ZldGNoaW5nID0gZmFsc2U7XG4gIC8qKiBUaGUga2lsbCBhc2tlZCBhYm91dCAoYHhgKSwgd2FpdGluZyBmb3IgeSBvciBuLiAqL1xuICAjY29uZmlybTogc3RyaW5nIHwgbnVsbCA9IG51bGw7XG4gICNtZXNzYWdlID0gXCJcIjtcblxuICBjb25zdHJ1Y3RvcihcbiAgICByZWFkb25seSByZW5kZXJlcjogUmVuZGVyZXIsXG4gICAgcmVhZG9ubHkgaG9zdDogT3ZlcmxheUhvc3QsXG4gICAgLyoqIFByZWZpeCBgd2A6IHdpbmRvd3MgZXhwYW5kZWQsIHRoZSBjdXJyZW50IG9uZSBzZWxlY3RlZC4gKi9cbiAgICByZWFkb25seSB3aW5kb3dzOiBib29sZWFuLFxuICAgIC8qKiBBIHJlYWQtb25seSBjbGllbnQgc3dpdGNoZXMsIGJ1dCBraWxscyBub3RoaW5nIChgeGApLiAqL1xuICAgIHJlYWRvbmx5IHJlYWRPbmx5ID0gZmFsc2UsXG4gICkge1xuICAgIHRoaXMuI2tleXMgPSBuZXcgT3ZlcmxheUtleXMoaG9zdC5rZXlzKTtcbiAgfVxuXG4gIHN0YXJ0KCk6IE92ZXJsYXlSZXN1bHQge1xuICAgIHRoaXMuI3JlZnJlc2goKTtcbiAgICByZXR1cm4geyBvdXQ6IHRoaXMuI2RyYXcoKSB9O1xuICB9XG5cbiAgcmVzaXplKCk6IE92ZXJsYXlSZXN1bHQge1xuICAgIHJldHVybiB7IG91dDogdGhpcy4jZHJhdygpIH07XG4gIH1cblxuICBtb3VzZShyOiBNb3VzZVJlcG9ydCk6IE92ZXJsYXlSZXN1bHQge1xuICAgIGNvbnN0IHRyZWUgPSB0aGlzLiN0cmVlO1xuICAgIGlmICghdHJlZSB8fCB0aGlzLiNjb25maXJtICE9PSBudWxsKSByZXR1cm4ge307XG4gICAgaWYgKCFtb3VzZUxpc3QodHJlZS5saXN0LCByLCBNYXRoLm1heCgxLCB0aGlzLiNsaXN0Um93cygpKSkpIHJldHVybiB7fTtcbiAgICB0aGlzLiNtZXNzYWdlID0gXCJcIjtcbiAgICB0aGlzLiNmZXRjaFByZXZpZXcoKTtcbiAgICByZXR1cm4geyBvdXQ6IHRoaXMuI2RyYXcoKSB9O1xuICB9XG5cbiAga2V5cyhkYXRhOiBVaW50OEFycmF5KTogT3ZlcmxheVJlc3VsdCB7XG4gICAgcmV0dXJuIHRoaXMuI2tleXMuZmVlZChkYXRhLCAoa2V5KSA9PiB0aGlzLiNrZXkoa2V5KSkgPz9cbiAgICAgIHsgb3V0OiB0aGlzLiNkcmF3KCkgfTtcbiAgfVxuXG4gIC8vIE9uZSBrZXk7IGEgcmVzdWx0IHdoZW4gaXQgbGVhdmVzLCBlbHNlIG51bGwgKHRoZSBjYWxsZXIgcmVkcmF3cykuXG4gICNrZXkoa2V5OiBLZXkpOiBPdmVybGF5UmVzdWx0IHwgbnVsbCB7XG4gICAgY29uc3QgdHJlZSA9IHRoaXMuI3RyZWU7XG4gICAgdGhpcy4jbWVzc2FnZSA9IFwiXCI7XG4gICAgaWYgKHRoaXMuI2NvbmZpcm0gIT09IG51bGwpIHJldHVybiB0aGlzLiNhbnN3ZXJDb25maXJtKGtleS5uYW1lKTtcbiAgICBpZiAoaXNMZWF2ZUtleShrZXkubmFtZSkpIHJldHVybiBsZWF2ZU92ZXJsYXkodGhpcy5yZW5kZXJlcik7XG4gICAgaWYgKCF0cmVlKSByZXR1cm4gbnVsbDtcbiAgICBjb25zdCBwYWdlID0gTWF0aC5tYXgoMSwgdGhpcy4jbGlzdFJvd3MoKSAtIDEpO1xuICAgIGlmIChtb3ZlS2V5KHRyZWUubGlzdCwga2V5Lm5hbWUsIHBhZ2UpKSB7XG4gICAgICB0aGlzLiNmZXRjaFByZXZpZXcoKTtcbiAgICAgIHJldHVybiBudWxsO1xuICAgIH1cbiAgICBzd2l0Y2ggKGtleS5uYW1lKSB7XG4gICAgICBjYXNlIFwiUmlnaHRcIjpcbiAgICAgIGNhc2UgXCIrXCI6XG4gICAgICAgIHRyZWUuZXhwYW5kKCk7XG4gICAgICAgIGJyZWFrO1xuICAgICAgY2FzZSBcIkxlZnRcIjpcbiAgICAgIGNhc2UgXCItXCI6XG4gICAgICAgIHRyZWUuY29sbGFwc2UoKTtcbiAgICAgICAgYnJlYWs7XG4gICAgICBjYXNlIFwiRW50ZXJcIjpcbiAgICAgICAgcmV0dXJuIHRoaXMuI2Nob29zZSgpO1xuICAgICAgY2FzZSBcInhcIjpcbiAgICAgICAgaWYgKHRoaXMucmVhZE9ubHkpIHRoaXMuI21lc3NhZ2UgPSBcIlJlYWQtb25seTogeCBraWxscyBub3RoaW5nXCI7XG4gICAgICAgIGVsc2UgaWYgKHRyZWUuc2VsZWN0ZWQpIHRoaXMuI2NvbmZpcm0gPSBpdGVtVGFyZ2V0KHRyZWUuc2VsZWN0ZWQpO1xuICAgICAgICBicmVhaztcbiAgICAgIGRlZmF1bHQ6XG4gICAgICAgIGlmICgvXlswLTldJC8udGVzdChrZXkubmFtZSkgJiYgTnVtYmVyKGtleS5uYW1lKSA8IHRyZWUuaXRlbXMubGVuZ3RoKSB7XG4gICAgICAgICAgdHJlZS5saXN0LmN1cnNvciA9IE51bWJlcihrZXkubmFtZSk7XG4gICAgICAgICAgcmV0dXJuIHRoaXMuI2Nob29zZSgpO1xuICAgICAgICB9XG4gICAgfVxuICAgIHRoaXMuI2ZldGNoUHJldmlldygpO1xuICAgIHJldHVybiBudWxsO1xuICB9XG5cbiAgLy8gRW50ZXI6IHRoaXMgY2xpZW50IGdvZXMgdG8gdGhlIGl0ZW07IHRoZSBjaG9vc2VyIGNsb3NlcyBvbmNlIGl0IGhhcy5cbiAgI2Nob29zZSgpOiBPdmVybGF5UmVzdWx0IHwgbnVsbCB7XG4gICAgY29uc3QgaXRlbSA9IHRoaXMuI3RyZWU/LnNlbGVjdGVkO1xuICAgIGlmICghaXRlbSkgcmV0dXJuIG51bGw7XG4gICAgdGhpcy5ob3N0LnJlcXVlc3QoXG4gICAgICB7IG9wOiBcInN3aXRjaC1jbGllbnRcIiwgbmFtZTogaXRlbVRhcmdldChpdGVtKSB9LFxuICAgICAgKGFuc3dlcikgPT5cbiAgICAgICAgYW5zd2VyIGluc3RhbmNlb2YgRXJyb3JcbiAgICAgICAgICA/IHsgb3V0OiB0aGlzLiNkcmF3KGZhaWx1cmUoYW5zd2VyKSkgfVxuICAgICAgICAgIDogbGVhdmVPdmVybGF5KHRoaXMucmVuZGVyZXIpLFxuICAgICk7XG4gICAgcmV0dXJuIG51bGw7XG4gIH1cblxuICAjYW5zd2VyQ29uZmlybShuYW1lOiBzdHJpbmcpOiBPdmVybGF5UmVzdWx0IHwgbnVsbCB7XG4gICAgY29uc3QgdGFyZ2V0ID0gdGhpcy4jY29uZmlybSE7XG4gICAgdGhpcy4jY29uZmlybSA9IG51bGw7XG4gICAgaWYgKG5hbWUgIT09IFwieVwiICYmIG5hbWUgIT09IFwiWVwiKSByZXR1cm4gbnVsbDtcbiAgICBjb25zdCByZXEgPSB0YXJnZXQuaW5jbHVkZXMoXCI6XCIpXG4gICAgICA/IHsgb3A6IFwia2lsbC13aW5kb3dcIiBhcyBjb25zdCwgbmFtZTogdGFyZ2V0IH1cbiAgICAgIDogeyBvcDogXCJraWxsXCIgYXMgY29uc3QsIG5hbWU6IHRhcmdldCB9O1xuICAgIHRoaXMuaG9zdC5yZXF1ZXN0KHJlcSwgKGFuc3dlcikgPT4ge1xuICAgICAgaWYgKGFuc3dlciBpbnN0YW5jZW9mIEVycm9yKSByZXR1cm4geyBvdXQ6IHRoaXMuI2RyYXcoZmFpbHVyZShhbnN3ZXIpKSB9O1xuICAgICAgdGhpcy4jcmVmcmVzaChmYWxzZSk7XG4gICAgICByZXR1cm4ge307XG4gICAgfSk7XG4gICAgcmV0dXJuIG51bGw7XG4gIH1cblxuICAvLyBGZXRjaGVzIHRoZSBsaXN0IChhbmQgdGhlbiB0aGUgcHJldmlldyk7IGFnYWluIGFuZCBhZ2FpbiB3aXRoIGBsb29wYC5cbiAgI3JlZnJlc2gobG9vcCA9IHRydWUpOiB2b2lkIHtcbiAgICB0aGlzLmhvc3QucmVxdWVzdCh7IG9wOiBcImxzXCIgfSwgKGFuc3dlcikgPT4ge1xuICAgICAgaWYgKGxvb3ApIHRoaXMuaG9zdC5sYXRlcihSRUZSRVNIX01TLCAoKSA9PiAodGhpcy4jcmVmcmVzaCgpLCB7fSkpO1xuICAgICAgaWYgKGFuc3dlciBpbnN0YW5jZW9mIEVycm9yKSByZXR1cm4geyBvdXQ6IHRoaXMuI2RyYXcoZmFpbHVyZShhbnN3ZXIpKSB9O1xuICAgICAgaWYgKHRoaXMuI3RyZWUpIHRoaXMuI3RyZWUudXBkYXRlKGFuc3dlci5zZXNzaW9ucyk7XG4gICAgICBlbHNlIHtcbiAgICAgICAgdGhpcy4jdHJlZSA9IG5ldyBDaG9vc2VyVHJlZShcbiAgICAgICAgICBhbnN3ZXIuc2Vzc2lvbnMsXG4gICAgICAgICAgdGhpcy5ob3N0LnNlc3Npb24sXG4gICAgICAgICAgdGhpcy53aW5kb3dzLFxuICAgICAgICApO1xuICAgICAgfVxuICAgICAgdGhpcy4jZmV0Y2hQcmV2aWV3KCk7XG4gICAgICByZXR1cm4geyBvdXQ6IHRoaXMuI2RyYXcoKSB9O1xuICAgIH0pO1xuICB9XG5cbiAgLy8gVGhlIHNlbGVjdGVkIGl0ZW0ncyB3aW5kb3csIGNvbXBvc2VkIChhIHNlc3Npb246IGl0cyBzaG93biB3aW5kb3cpLlxuICAjZmV0Y2hQcmV2aWV3KCk6IHZvaWQge1xuICAgIGNvbnN0IGl0ZW0gPSB0aGlzLiN0cmVlPy5zZWxlY3RlZDtcbiAgICBjb25zdCByb3dzID0gTWF0aC5taW4odGhpcy4jcHJldmlld1Jvd3MoKSwgTUFYX1BSRVZJRVdfUk9XUyk7XG4gICAgaWYgKCFpdGVtIHx8IHRoaXMuI2ZldGNoaW5nIHx8IHJvd3MgPCAxKSByZXR1cm47XG4gICAgY29uc3QgdGFyZ2V0ID0gaXRlbVRhcmdldChpdGVtKTtcbiAgICB0aGlzLiNmZXRjaGluZyA9IHRydWU7XG4gICAgdGhpcy5ob3N0LnJlcXVlc3QoeyBvcDogXCJwcmV2aWV3XCIsIG5hbWU6IHRhcmdldCwgcm93cyB9LCAoYW5zd2VyKSA9PiB7XG4gICAgICB0aGlzLiNmZXRjaGluZyA9IGZhbHNlO1xuICAgICAgaWYgKGFuc3dlciBpbnN0YW5jZW9mIEVycm9yKSByZXR1cm4ge307XG4gICAgICB0aGlzLiNwcmV2aWV3ID0geyB0YXJnZXQsIHJvd3M6IGFuc3dlciB9O1xuICAgICAgLy8gVGhlIGN1cnNvciBtb3ZlZCBvbiBtZWFud2hpbGU6IHRoYXQgaXRlbSdzIHR1cm4uXG4gICAgICBjb25zdCBub3cgPSB0aGlzLiN0cmVlPy5zZWxlY3RlZDtcbiAgICAgIGlmIChub3cgJiYgaXRlbVRhcmdldChub3cpICE9PSB0YXJnZXQpIHRoaXMuI2ZldGNoUHJldmlldygpO1xuICAgICAgcmV0dXJuIHsgb3V0OiB0aGlzLiNkcmF3KCkgfTtcbiAgICB9KTtcbiAgfVxuXG4gICNyb3dzKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMucmVuZGVyZXIuc2l6ZS5yb3dzO1xuICB9XG5cbiAgLy8gUm93cyBvZiB0aGUgbGlzdDogYWxsIG9mIHRoZW0gb24gYSBzbWFsbCB0ZXJtaW5hbCwgZWxzZSBoYWxmLlxuICAjbGlzdFJvd3MoKTogbnVtYmVyIHtcbiAgICBjb25zdCByb3dzID0gdGhpcy4jcm93cygpO1xuICAgIHJldHVybiByb3dzIDwgTUlOX1BSRVZJRVdfUk9XUyA/IHJvd3MgLSAxIDogTWF0aC5mbG9vcigocm93cyAtIDEpIC8gMik7XG4gIH1cblxuICAvLyBSb3dzIG9mIHRoZSBwcmV2aWV3OiB3aGF0IHRoZSBsaXN0LCBpdHMgdGl0bGUgYW5kIHRoZSBib3R0b20gbGluZSBsZWF2ZS5cbiAgI3ByZXZpZXdSb3dzKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIE1hdGgubWF4KDAsIHRoaXMuI3Jvd3MoKSAtIE1hdGgubWF4KDEsIHRoaXMuI2xpc3RSb3dzKCkpIC0gMik7XG4gIH1cblxuICAjZHJhdyhtZXNzYWdlID0gXCJcIik6IFVpbnQ4QXJyYXkge1xuICAgIGlmIChtZXNzYWdlKSB0aGlzLiNtZXNzYWdlID0gbWVzc2FnZTtcbiAgICBjb25zdCB7IGNvbHMsIHJvd3MgfSA9IHRoaXMucmVuZGVyZXIuc2l6ZTtcbiAgICBjb25zdCB0cmVlID0gdGhpcy4jdHJlZTtcbiAgICBjb25zdCBsaXN0Um93cyA9IE1hdGgubWF4KDEsIHRoaXMuI2xpc3RSb3dzKCkpO1xuICAgIGNvbnN0IG91dCA9IHRyZWVcbiAgICAgID8gZHJhd0xpc3QobGFiZWxsZWQodHJlZS5pdGVtcyksIHRyZWUubGlzdCwgY29scywgbGlzdFJvd3MpXG4gICAgICA6IFt0ZXh0Um93KGNvbHMsIFwiKGZldGNoaW5nIHNlc3Npb25zKVwiKV07XG4gICAgd2hpbGUgKG91dC5sZW5ndGggPCBsaXN0Um93cykgb3V0LnB1c2gobmV3IEdyaWRSb3coY29scykpO1xuICAgIGNvbnN0IGl0ZW0gPSB0cmVlPy5zZWxlY3RlZDtcbiAgICBpZiAob3V0Lmxlbmd0aCA8IHJvd3MgLSAxKSB7XG4gICAgICBjb25zdCB0YXJnZXQgPSBpdGVtID8gaXRlbVRhcmdldChpdGVtKSA6IFwiXCI7XG4gICAgICBvdXQucHVzaCh0ZXh0Um93KGNvbHMsIGDilIAgJHt0YXJnZXR9IGAucGFkRW5kKGNvbHMsIFwi4pSAXCIpKSk7XG4gICAgICBjb25zdCBzaG93biA9IHRoaXMuI3ByZXZpZXc/LnRhcmdldCA9PT0gdGFyZ2V0ID8gdGhpcy4jcHJldmlldyA6IG51bGw7XG4gICAgICBmb3IgKFxuICAgICAgICBjb25zdCByb3cgb2YgcHJldmlld1Jvd3Moc2hvd24/LnJvd3MsIGNvbHMsIHJvd3MgLSAxIC0gb3V0Lmxlbmd0aClcbiAgICAgICkge1xuICAgICAgICBvdXQucHVzaChyb3cpO1xuICAgICAgfVxuICAgIH1cbiAgICBvdXQucHVzaChcbiAgICAgIHRleHRSb3coXG4gICAgICAgIGNvbHMsXG4gICAgICAgIHRoaXMuI2JvdHRvbUxpbmUoKSxcbiAgICAgICAgdGhpcy4jY29uZmlybSAhPT0gbnVsbCB8fCAhIXRoaXMuI21lc3NhZ2UsXG4gICAgICApLFxuICAgICk7XG4gICAgcmV0dXJuIHRoaXMucmVuZGVyZXIuc2hvd1ZpZXcob3V0LnNsaWNlKDAsIHJvd3MpLCBudWxsKTtcbiAgfVxuXG4gICNib3R0b21MaW5lKCk6IHN0cmluZyB7XG4gICAgaWYgKHRoaXMuI2NvbmZpcm0gIT09IG51bGwpIHJldHVybiBga2lsbCAke3RoaXMuI2NvbmZpcm19PyAoeS9uKWA7XG4gICAgaWYgKHRoaXMuI21lc3NhZ2UpIHJldHVybiB0aGlzLiNtZXNzYWdlO1xuICAgIHJldHVybiBcIkVudGVyOiBzd2l0Y2ggIFJpZ2h0L0xlZnQ6IGV4cGFuZC9jb2xsYXBzZSAgeDoga2lsbCAgcTogbGVhdmVcIjtcbiAgfVxufVxuXG4vKipcbiAqIGBoZWlnaHRgIHJvd3Mgb2YgYGNvbHNgIGNlbGxzIGZyb20gYSBwcmV2aWV3IChibGFuayB3aGVyZSBpdCBoYXMgbm9uZSk6XG4gKiBpdHMgcm93cyBjdXQgYXQgdGhlIHJpZ2h0IGVkZ2UsIHdpdGggdGhlaXIgY29sb3Vycy5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHByZXZpZXdSb3dzKFxuICBwcmV2aWV3OiBXaW5kb3dQcmV2aWV3IHwgdW5kZWZpbmVkLFxuICBjb2xzOiBudW1iZXIsXG4gIGhlaWdodDogbnVtYmVyLFxuKTogR3JpZFJvd1tdIHtcbiAgY29uc3Qgb3V0OiBHcmlkUm93W10gPSBbXTtcbiAgZm9yIChsZXQgeSA9IDA7IHkgPCBoZWlnaHQ7IHkrKykge1xuICAgIGNvbnN0IHJvdyA9IG5ldyBHcmlkUm93KGNvbHMpO1xuICAgIGNvbnN0IHJ1bnMgPSBwcmV2aWV3Py5saW5lc1t5XTtcbiAgICBpZiAocnVucykgcm93LnNldFJ1bnMoY3V0UnVucyhydW5zLCBjb2xzKSk7XG4gICAgb3V0LnB1c2gocm93KTtcbiAgfVxuICByZXR1cm4gb3V0O1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Ozs7Ozs7OztDQWNDLEdBRUQsU0FDRSxnQkFBZ0IsUUFFWCw2QkFBNkI7QUFHcEMsU0FDRSxPQUFPLEVBQ1AsVUFBVSxFQUNWLFlBQVksRUFDWixTQUFTLEVBQ1QsT0FBTyxFQUdQLFdBQVcsUUFFTix1QkFBdUI7QUFFOUIsU0FBUyxRQUFRLEVBQUUsT0FBTyxRQUFRLG9CQUFvQjtBQUN0RCxTQUFTLFdBQVcsRUFBRSxVQUFVLEVBQUUsUUFBUSxRQUFRLG9CQUFvQjtBQUN0RSxTQUFTLE9BQU8sUUFBUSxtQkFBbUI7QUFDM0MsU0FBUyxPQUFPLFFBQVEsZ0JBQWdCO0FBRXhDOzs7O0NBSUMsR0FDRCxNQUFNLGFBQWE7QUFFbkIseUVBQXlFLEdBQ3pFLE1BQU0sbUJBQW1CO0FBRXpCLG9DQUFvQyxHQUNwQyxPQUFPLE1BQU07Ozs7O0VBQ1gsQ0FBQSxJQUFLLENBQTRCO0VBQ2pDLENBQUEsSUFBSyxDQUFjO0VBQ25CLHdEQUF3RCxHQUN4RCxDQUFBLE9BQVEsQ0FBd0Q7RUFDaEUsQ0FBQSxRQUFTLENBQVM7RUFDbEIsb0RBQW9ELEdBQ3BELENBQUEsT0FBUSxDQUF1QjtFQUMvQixDQUFBLE9BQVEsQ0FBTTtFQUVkLFlBQ0UsQUFBUyxRQUFrQixFQUMzQixBQUFTLElBQWlCLEVBQzFCLDREQUE0RCxHQUM1RCxBQUFTLE9BQWdCLEVBQ3pCLDBEQUEwRCxHQUMxRCxBQUFTLFdBQVcsS0FBSyxDQUN6QjtTQU5TLFdBQUE7U0FDQSxPQUFBO1NBRUEsVUFBQTtTQUVBLFdBQUE7U0FmWCxDQUFBLElBQUssR0FBdUI7U0FHNUIsQ0FBQSxPQUFRLEdBQW1EO1NBQzNELENBQUEsUUFBUyxHQUFHO1NBRVosQ0FBQSxPQUFRLEdBQWtCO1NBQzFCLENBQUEsT0FBUSxHQUFHO0lBVVQsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHLElBQUksWUFBWSxLQUFLLElBQUk7RUFDeEM7RUFFQSxRQUF1QjtJQUNyQixJQUFJLENBQUMsQ0FBQSxPQUFRO0lBQ2IsT0FBTztNQUFFLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSztJQUFHO0VBQzdCO0VBRUEsU0FBd0I7SUFDdEIsT0FBTztNQUFFLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSztJQUFHO0VBQzdCO0VBRUEsTUFBTSxDQUFjLEVBQWlCO0lBQ25DLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQ3ZCLElBQUksQ0FBQyxRQUFRLElBQUksQ0FBQyxDQUFBLE9BQVEsS0FBSyxNQUFNLE9BQU8sQ0FBQztJQUM3QyxJQUFJLENBQUMsVUFBVSxLQUFLLElBQUksRUFBRSxHQUFHLEtBQUssR0FBRyxDQUFDLEdBQUcsSUFBSSxDQUFDLENBQUEsUUFBUyxNQUFNLE9BQU8sQ0FBQztJQUNyRSxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7SUFDaEIsSUFBSSxDQUFDLENBQUEsWUFBYTtJQUNsQixPQUFPO01BQUUsS0FBSyxJQUFJLENBQUMsQ0FBQSxJQUFLO0lBQUc7RUFDN0I7RUFFQSxLQUFLLElBQWdCLEVBQWlCO0lBQ3BDLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLElBQUksQ0FBQyxNQUFNLENBQUMsTUFBUSxJQUFJLENBQUMsQ0FBQSxHQUFJLENBQUMsU0FDOUM7TUFBRSxLQUFLLElBQUksQ0FBQyxDQUFBLElBQUs7SUFBRztFQUN4QjtFQUVBLG9FQUFvRTtFQUNwRSxDQUFBLEdBQUksQ0FBQyxHQUFRO0lBQ1gsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLElBQUs7SUFDdkIsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHO0lBQ2hCLElBQUksSUFBSSxDQUFDLENBQUEsT0FBUSxLQUFLLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxhQUFjLENBQUMsSUFBSSxJQUFJO0lBQy9ELElBQUksV0FBVyxJQUFJLElBQUksR0FBRyxPQUFPLGFBQWEsSUFBSSxDQUFDLFFBQVE7SUFDM0QsSUFBSSxDQUFDLE1BQU0sT0FBTztJQUNsQixNQUFNLE9BQU8sS0FBSyxHQUFHLENBQUMsR0FBRyxJQUFJLENBQUMsQ0FBQSxRQUFTLEtBQUs7SUFDNUMsSUFBSSxRQUFRLEtBQUssSUFBSSxFQUFFLElBQUksSUFBSSxFQUFFLE9BQU87TUFDdEMsSUFBSSxDQUFDLENBQUEsWUFBYTtNQUNsQixPQUFPO0lBQ1Q7SUFDQSxPQUFRLElBQUksSUFBSTtNQUNkLEtBQUs7TUFDTCxLQUFLO1FBQ0gsS0FBSyxNQUFNO1FBQ1g7TUFDRixLQUFLO01BQ0wsS0FBSztRQUNILEtBQUssUUFBUTtRQUNiO01BQ0YsS0FBSztRQUNILE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTztNQUNyQixLQUFLO1FBQ0gsSUFBSSxJQUFJLENBQUMsUUFBUSxFQUFFLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRzthQUM5QixJQUFJLEtBQUssUUFBUSxFQUFFLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRyxXQUFXLEtBQUssUUFBUTtRQUNoRTtNQUNGO1FBQ0UsSUFBSSxVQUFVLElBQUksQ0FBQyxJQUFJLElBQUksS0FBSyxPQUFPLElBQUksSUFBSSxJQUFJLEtBQUssS0FBSyxDQUFDLE1BQU0sRUFBRTtVQUNwRSxLQUFLLElBQUksQ0FBQyxNQUFNLEdBQUcsT0FBTyxJQUFJLElBQUk7VUFDbEMsT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPO1FBQ3JCO0lBQ0o7SUFDQSxJQUFJLENBQUMsQ0FBQSxZQUFhO0lBQ2xCLE9BQU87RUFDVDtFQUVBLHVFQUF1RTtFQUN2RSxDQUFBLE1BQU87SUFDTCxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFO0lBQ3pCLElBQUksQ0FBQyxNQUFNLE9BQU87SUFDbEIsSUFBSSxDQUFDLElBQUksQ0FBQyxPQUFPLENBQ2Y7TUFBRSxJQUFJO01BQWlCLE1BQU0sV0FBVztJQUFNLEdBQzlDLENBQUMsU0FDQyxrQkFBa0IsUUFDZDtRQUFFLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLFFBQVE7TUFBUyxJQUNuQyxhQUFhLElBQUksQ0FBQyxRQUFRO0lBRWxDLE9BQU87RUFDVDtFQUVBLENBQUEsYUFBYyxDQUFDLElBQVk7SUFDekIsTUFBTSxTQUFTLElBQUksQ0FBQyxDQUFBLE9BQVE7SUFDNUIsSUFBSSxDQUFDLENBQUEsT0FBUSxHQUFHO0lBQ2hCLElBQUksU0FBUyxPQUFPLFNBQVMsS0FBSyxPQUFPO0lBQ3pDLE1BQU0sTUFBTSxPQUFPLFFBQVEsQ0FBQyxPQUN4QjtNQUFFLElBQUk7TUFBd0IsTUFBTTtJQUFPLElBQzNDO01BQUUsSUFBSTtNQUFpQixNQUFNO0lBQU87SUFDeEMsSUFBSSxDQUFDLElBQUksQ0FBQyxPQUFPLENBQUMsS0FBSyxDQUFDO01BQ3RCLElBQUksa0JBQWtCLE9BQU8sT0FBTztRQUFFLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLFFBQVE7TUFBUztNQUN2RSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUM7TUFDZCxPQUFPLENBQUM7SUFDVjtJQUNBLE9BQU87RUFDVDtFQUVBLHdFQUF3RTtFQUN4RSxDQUFBLE9BQVEsQ0FBQyxPQUFPLElBQUk7SUFDbEIsSUFBSSxDQUFDLElBQUksQ0FBQyxPQUFPLENBQUM7TUFBRSxJQUFJO0lBQUssR0FBRyxDQUFDO01BQy9CLElBQUksTUFBTSxJQUFJLENBQUMsSUFBSSxDQUFDLEtBQUssQ0FBQyxZQUFZLElBQU0sQ0FBQyxJQUFJLENBQUMsQ0FBQSxPQUFRLElBQUksQ0FBQyxDQUFDO01BQ2hFLElBQUksa0JBQWtCLE9BQU8sT0FBTztRQUFFLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLFFBQVE7TUFBUztNQUN2RSxJQUFJLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRSxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsTUFBTSxDQUFDLE9BQU8sUUFBUTtXQUM1QztRQUNILElBQUksQ0FBQyxDQUFBLElBQUssR0FBRyxJQUFJLFlBQ2YsT0FBTyxRQUFRLEVBQ2YsSUFBSSxDQUFDLElBQUksQ0FBQyxPQUFPLEVBQ2pCLElBQUksQ0FBQyxPQUFPO01BRWhCO01BQ0EsSUFBSSxDQUFDLENBQUEsWUFBYTtNQUNsQixPQUFPO1FBQUUsS0FBSyxJQUFJLENBQUMsQ0FBQSxJQUFLO01BQUc7SUFDN0I7RUFDRjtFQUVBLHNFQUFzRTtFQUN0RSxDQUFBLFlBQWE7SUFDWCxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSyxFQUFFO0lBQ3pCLE1BQU0sT0FBTyxLQUFLLEdBQUcsQ0FBQyxJQUFJLENBQUMsQ0FBQSxXQUFZLElBQUk7SUFDM0MsSUFBSSxDQUFDLFFBQVEsSUFBSSxDQUFDLENBQUEsUUFBUyxJQUFJLE9BQU8sR0FBRztJQUN6QyxNQUFNLFNBQVMsV0FBVztJQUMxQixJQUFJLENBQUMsQ0FBQSxRQUFTLEdBQUc7SUFDakIsSUFBSSxDQUFDLElBQUksQ0FBQyxPQUFPLENBQUM7TUFBRSxJQUFJO01BQVcsTUFBTTtNQUFRO0lBQUssR0FBRyxDQUFDO01BQ3hELElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRztNQUNqQixJQUFJLGtCQUFrQixPQUFPLE9BQU8sQ0FBQztNQUNyQyxJQUFJLENBQUMsQ0FBQSxPQUFRLEdBQUc7UUFBRTtRQUFRLE1BQU07TUFBTztNQUN2QyxtREFBbUQ7TUFDbkQsTUFBTSxNQUFNLElBQUksQ0FBQyxDQUFBLElBQUssRUFBRTtNQUN4QixJQUFJLE9BQU8sV0FBVyxTQUFTLFFBQVEsSUFBSSxDQUFDLENBQUEsWUFBYTtNQUN6RCxPQUFPO1FBQUUsS0FBSyxJQUFJLENBQUMsQ0FBQSxJQUFLO01BQUc7SUFDN0I7RUFDRjtFQUVBLENBQUEsSUFBSztJQUNILE9BQU8sSUFBSSxDQUFDLFFBQVEsQ0FBQyxJQUFJLENBQUMsSUFBSTtFQUNoQztFQUVBLGdFQUFnRTtFQUNoRSxDQUFBLFFBQVM7SUFDUCxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSztJQUN2QixPQUFPLE9BQU8sbUJBQW1CLE9BQU8sSUFBSSxLQUFLLEtBQUssQ0FBQyxDQUFDLE9BQU8sQ0FBQyxJQUFJO0VBQ3RFO0VBRUEsMkVBQTJFO0VBQzNFLENBQUEsV0FBWTtJQUNWLE9BQU8sS0FBSyxHQUFHLENBQUMsR0FBRyxJQUFJLENBQUMsQ0FBQSxJQUFLLEtBQUssS0FBSyxHQUFHLENBQUMsR0FBRyxJQUFJLENBQUMsQ0FBQSxRQUFTLE1BQU07RUFDcEU7RUFFQSxDQUFBLElBQUssQ0FBQyxVQUFVLEVBQUU7SUFDaEIsSUFBSSxTQUFTLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRztJQUM3QixNQUFNLEVBQUUsSUFBSSxFQUFFLElBQUksRUFBRSxHQUFHLElBQUksQ0FBQyxRQUFRLENBQUMsSUFBSTtJQUN6QyxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsSUFBSztJQUN2QixNQUFNLFdBQVcsS0FBSyxHQUFHLENBQUMsR0FBRyxJQUFJLENBQUMsQ0FBQSxRQUFTO0lBQzNDLE1BQU0sTUFBTSxPQUNSLFNBQVMsU0FBUyxLQUFLLEtBQUssR0FBRyxLQUFLLElBQUksRUFBRSxNQUFNLFlBQ2hEO01BQUMsUUFBUSxNQUFNO0tBQXVCO0lBQzFDLE1BQU8sSUFBSSxNQUFNLEdBQUcsU0FBVSxJQUFJLElBQUksQ0FBQyxJQUFJLFFBQVE7SUFDbkQsTUFBTSxPQUFPLE1BQU07SUFDbkIsSUFBSSxJQUFJLE1BQU0sR0FBRyxPQUFPLEdBQUc7TUFDekIsTUFBTSxTQUFTLE9BQU8sV0FBVyxRQUFRO01BQ3pDLElBQUksSUFBSSxDQUFDLFFBQVEsTUFBTSxDQUFDLEVBQUUsRUFBRSxPQUFPLENBQUMsQ0FBQyxDQUFDLE1BQU0sQ0FBQyxNQUFNO01BQ25ELE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQSxPQUFRLEVBQUUsV0FBVyxTQUFTLElBQUksQ0FBQyxDQUFBLE9BQVEsR0FBRztNQUNqRSxLQUNFLE1BQU0sT0FBTyxZQUFZLE9BQU8sTUFBTSxNQUFNLE9BQU8sSUFBSSxJQUFJLE1BQU0sRUFDakU7UUFDQSxJQUFJLElBQUksQ0FBQztNQUNYO0lBQ0Y7SUFDQSxJQUFJLElBQUksQ0FDTixRQUNFLE1BQ0EsSUFBSSxDQUFDLENBQUEsVUFBVyxJQUNoQixJQUFJLENBQUMsQ0FBQSxPQUFRLEtBQUssUUFBUSxDQUFDLENBQUMsSUFBSSxDQUFDLENBQUEsT0FBUTtJQUc3QyxPQUFPLElBQUksQ0FBQyxRQUFRLENBQUMsUUFBUSxDQUFDLElBQUksS0FBSyxDQUFDLEdBQUcsT0FBTztFQUNwRDtFQUVBLENBQUEsVUFBVztJQUNULElBQUksSUFBSSxDQUFDLENBQUEsT0FBUSxLQUFLLE1BQU0sT0FBTyxDQUFDLEtBQUssRUFBRSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsT0FBTyxDQUFDO0lBQ2pFLElBQUksSUFBSSxDQUFDLENBQUEsT0FBUSxFQUFFLE9BQU8sSUFBSSxDQUFDLENBQUEsT0FBUTtJQUN2QyxPQUFPO0VBQ1Q7QUFDRjtBQUVBOzs7Q0FHQyxHQUNELE9BQU8sU0FBUyxZQUNkLE9BQWtDLEVBQ2xDLElBQVksRUFDWixNQUFjO0VBRWQsTUFBTSxNQUFpQixFQUFFO0VBQ3pCLElBQUssSUFBSSxJQUFJLEdBQUcsSUFBSSxRQUFRLElBQUs7SUFDL0IsTUFBTSxNQUFNLElBQUksUUFBUTtJQUN4QixNQUFNLE9BQU8sU0FBUyxLQUFLLENBQUMsRUFBRTtJQUM5QixJQUFJLE1BQU0sSUFBSSxPQUFPLENBQUMsUUFBUSxNQUFNO0lBQ3BDLElBQUksSUFBSSxDQUFDO0VBQ1g7RUFDQSxPQUFPO0FBQ1QifQ==
// denoCacheMetadata=2822013430359250365,6486721740900686514