/**
 * Hyperlink definitions as the parse worker hands them on: what each of the
 * engine's link ids means (`WireLink`), told to the daemon's main thread
 * with the first update whose rows use the id, and told again whenever the
 * engine has given the id to another link (its table is bounded and
 * recycles ids, see `vt/hyperlinks.ts`).
 *
 * Every link goes out with an `id=` parameter, as tmux 3.4 does: the
 * program's own when it gave one (and it is safe to pass on), else one made
 * here. The attach client redraws only the cells that changed, so one link
 * reaches the user's terminal in pieces; with a shared id the terminal still
 * treats them as one (hover, across wrapped lines).
 *
 * @module
 */ import { MAX_WIRE_LINK_ID } from "../../protocol/messages.ts";
import { safeLinkId, safeLinkUri } from "../../protocol/validate.ts";
/** The definitions one session's parse worker has posted. */ export class LinkDefs {
  #lookup;
  #posted = new Map();
  /** Numbers the ids made here (`berth-N`): never reused in a session. */ #made;
  /**
   * `made` numbers the ids made here; the panes of one session share one,
   * so that two panes' links never share a made id.
   */ constructor(lookup, made = counter()){
    this.#lookup = lookup;
    this.#made = made;
  }
  /**
   * Definitions for the link ids in `lines` that were never posted or now
   * mean something else; from now on they count as posted.
   */ changed(lines) {
    const out = [];
    for (const [, runs] of lines){
      for (const run of runs){
        const id = run[6];
        if (!id) continue;
        const before = this.#posted.get(id)?.def;
        const def = this.definition(id);
        if (def !== before) out.push(def);
      }
    }
    return out;
  }
  /**
   * What link id `id` means now, as posted: the same definition (and made
   * id) while the engine's link is the same; from now on it counts as
   * posted.
   */ definition(id) {
    const link = this.#lookup(id);
    const key = linkKey(link);
    const posted = this.#posted.get(id);
    if (posted?.key === key) return posted.def;
    const def = this.#define(id, link);
    this.#posted.set(id, {
      key,
      def
    });
    return def;
  }
  /**
   * Definitions of every link id in `rows`, as the engine has them now,
   * for an answer that carries its own (a history page). Nothing counts as
   * posted afterwards: the updates keep their own account.
   */ page(rows) {
    const out = [];
    const seen = new Set();
    for (const runs of rows){
      for (const run of runs){
        const id = run[6];
        if (!id || seen.has(id)) continue;
        seen.add(id);
        const link = this.#lookup(id);
        const posted = this.#posted.get(id);
        out.push(posted?.key === linkKey(link) ? posted.def : this.#define(id, link));
      }
    }
    return out;
  }
  // What id `id` is to mean on the wire: an empty URI when there is no link
  // or it may not be passed on (too long, controls in it).
  #define(id, link) {
    if (!link || !safeLinkUri(link.uri)) return [
      id,
      "",
      ""
    ];
    const name = link.id !== "" && safeLinkId(link.id) ? link.id : `berth-${this.#made()}`;
    return [
      id,
      `id=${name}`,
      link.uri
    ];
  }
}
function linkKey(link) {
  return link ? `${link.id}\u0000${link.uri}` : "";
}
/** 1, 2, 3 ... */ export function counter() {
  let n = 0;
  return ()=>++n;
}
/**
 * The link ids of a session's composed screen. Each pane's engine numbers
 * its links on its own, so two panes shown side by side would use the same
 * ids for different links: here every pane's id gets an id of its own on
 * the wire (one per pane and engine id, kept while the pane lives), defined
 * as that pane's `LinkDefs` defines its own.
 */ export class ComposedLinks {
  /** Pane to engine id to wire id. */ #wire = new Map();
  /** Wire id to the pane and engine id it stands for. */ #owner = new Map();
  /** Wire id to the definition (params, URI) it was last posted with. */ #posted = new Map();
  #free = [];
  #next = 1;
  /** `runs` of `pane` with wire ids in place of the engine's. */ runs(pane, runs) {
    if (!runs.some((r)=>r[6])) return runs;
    return runs.map((run)=>{
      if (!run[6]) return run;
      const wire = this.#wireId(pane, run[6]);
      const out = run.slice(0, 6);
      if (wire > 0) out[6] = wire;
      return out;
    });
  }
  /**
   * Definitions for the wire ids in `lines` that were never posted or now
   * mean something else (`defs` gives each pane's `LinkDefs`).
   */ changed(lines, defs) {
    const out = [];
    for (const [, runs] of lines){
      for (const run of runs){
        const wire = run[6];
        const owner = wire ? this.#owner.get(wire) : undefined;
        const def = owner && defs(owner[0])?.definition(owner[1]);
        if (!def) continue;
        const key = `${def[1]}\u0000${def[2]}`;
        if (this.#posted.get(wire) === key) continue;
        this.#posted.set(wire, key);
        out.push([
          wire,
          def[1],
          def[2]
        ]);
      }
    }
    return out;
  }
  /** Frees the wire ids of a pane that is gone. */ dropPane(pane) {
    for (const wire of this.#wire.get(pane)?.values() ?? []){
      this.#owner.delete(wire);
      this.#posted.delete(wire);
      this.#free.push(wire);
    }
    this.#wire.delete(pane);
  }
  // The wire id of `pane`'s engine id `id`; 0 when every wire id is taken
  // (more than 64 panes with full link tables): the cell shows no link.
  #wireId(pane, id) {
    let ids = this.#wire.get(pane);
    if (!ids) this.#wire.set(pane, ids = new Map());
    let wire = ids.get(id);
    if (wire !== undefined) return wire;
    wire = this.#free.pop() ?? (this.#next <= MAX_WIRE_LINK_ID ? this.#next++ : 0);
    if (wire === 0) return 0;
    ids.set(id, wire);
    this.#owner.set(wire, [
      pane,
      id
    ]);
    return wire;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci93b3JrZXJzL2xpbmtfZGVmcy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIEh5cGVybGluayBkZWZpbml0aW9ucyBhcyB0aGUgcGFyc2Ugd29ya2VyIGhhbmRzIHRoZW0gb246IHdoYXQgZWFjaCBvZiB0aGVcbiAqIGVuZ2luZSdzIGxpbmsgaWRzIG1lYW5zIChgV2lyZUxpbmtgKSwgdG9sZCB0byB0aGUgZGFlbW9uJ3MgbWFpbiB0aHJlYWRcbiAqIHdpdGggdGhlIGZpcnN0IHVwZGF0ZSB3aG9zZSByb3dzIHVzZSB0aGUgaWQsIGFuZCB0b2xkIGFnYWluIHdoZW5ldmVyIHRoZVxuICogZW5naW5lIGhhcyBnaXZlbiB0aGUgaWQgdG8gYW5vdGhlciBsaW5rIChpdHMgdGFibGUgaXMgYm91bmRlZCBhbmRcbiAqIHJlY3ljbGVzIGlkcywgc2VlIGB2dC9oeXBlcmxpbmtzLnRzYCkuXG4gKlxuICogRXZlcnkgbGluayBnb2VzIG91dCB3aXRoIGFuIGBpZD1gIHBhcmFtZXRlciwgYXMgdG11eCAzLjQgZG9lczogdGhlXG4gKiBwcm9ncmFtJ3Mgb3duIHdoZW4gaXQgZ2F2ZSBvbmUgKGFuZCBpdCBpcyBzYWZlIHRvIHBhc3Mgb24pLCBlbHNlIG9uZSBtYWRlXG4gKiBoZXJlLiBUaGUgYXR0YWNoIGNsaWVudCByZWRyYXdzIG9ubHkgdGhlIGNlbGxzIHRoYXQgY2hhbmdlZCwgc28gb25lIGxpbmtcbiAqIHJlYWNoZXMgdGhlIHVzZXIncyB0ZXJtaW5hbCBpbiBwaWVjZXM7IHdpdGggYSBzaGFyZWQgaWQgdGhlIHRlcm1pbmFsIHN0aWxsXG4gKiB0cmVhdHMgdGhlbSBhcyBvbmUgKGhvdmVyLCBhY3Jvc3Mgd3JhcHBlZCBsaW5lcykuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IE1BWF9XSVJFX0xJTktfSUQsIHR5cGUgV2lyZUxpbmsgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7IHNhZmVMaW5rSWQsIHNhZmVMaW5rVXJpIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL3ZhbGlkYXRlLnRzXCI7XG5pbXBvcnQgdHlwZSB7IFJvd1J1biB9IGZyb20gXCIuLi8uLi92dC90eXBlcy50c1wiO1xuXG4vKiogQSBsaW5rIGFzIHRoZSBlbmdpbmUgaGFzIGl0OiB0YXJnZXQgYW5kIHRoZSBwcm9ncmFtJ3MgYGlkPWAgdmFsdWUgKFwiXCIgZm9yIG5vbmUpLiAqL1xuZXhwb3J0IGludGVyZmFjZSBFbmdpbmVMaW5rIHtcbiAgdXJpOiBzdHJpbmc7XG4gIGlkOiBzdHJpbmc7XG59XG5cbi8qKiBMb29rcyB1cCBvbmUgb2YgdGhlIGVuZ2luZSdzIGxpbmsgaWRzOyB1bmRlZmluZWQgd2hlbiBpdCBtZWFucyBub3RoaW5nIG5vdy4gKi9cbmV4cG9ydCB0eXBlIExpbmtMb29rdXAgPSAoaWQ6IG51bWJlcikgPT4gRW5naW5lTGluayB8IHVuZGVmaW5lZDtcblxuaW50ZXJmYWNlIFBvc3RlZCB7XG4gIC8qKiBUaGUgZW5naW5lIGxpbmsgaXQgd2FzIG1hZGUgZnJvbSAocHJvZ3JhbSBpZCBhbmQgVVJJKS4gKi9cbiAga2V5OiBzdHJpbmc7XG4gIGRlZjogV2lyZUxpbms7XG59XG5cbi8qKiBUaGUgZGVmaW5pdGlvbnMgb25lIHNlc3Npb24ncyBwYXJzZSB3b3JrZXIgaGFzIHBvc3RlZC4gKi9cbmV4cG9ydCBjbGFzcyBMaW5rRGVmcyB7XG4gICNsb29rdXA6IExpbmtMb29rdXA7XG4gICNwb3N0ZWQgPSBuZXcgTWFwPG51bWJlciwgUG9zdGVkPigpO1xuICAvKiogTnVtYmVycyB0aGUgaWRzIG1hZGUgaGVyZSAoYGJlcnRoLU5gKTogbmV2ZXIgcmV1c2VkIGluIGEgc2Vzc2lvbi4gKi9cbiAgI21hZGU6ICgpID0+IG51bWJlcjtcblxuICAvKipcbiAgICogYG1hZGVgIG51bWJlcnMgdGhlIGlkcyBtYWRlIGhlcmU7IHRoZSBwYW5lcyBvZiBvbmUgc2Vzc2lvbiBzaGFyZSBvbmUsXG4gICAqIHNvIHRoYXQgdHdvIHBhbmVzJyBsaW5rcyBuZXZlciBzaGFyZSBhIG1hZGUgaWQuXG4gICAqL1xuICBjb25zdHJ1Y3Rvcihsb29rdXA6IExpbmtMb29rdXAsIG1hZGU6ICgpID0+IG51bWJlciA9IGNvdW50ZXIoKSkge1xuICAgIHRoaXMuI2xvb2t1cCA9IGxvb2t1cDtcbiAgICB0aGlzLiNtYWRlID0gbWFkZTtcbiAgfVxuXG4gIC8qKlxuICAgKiBEZWZpbml0aW9ucyBmb3IgdGhlIGxpbmsgaWRzIGluIGBsaW5lc2AgdGhhdCB3ZXJlIG5ldmVyIHBvc3RlZCBvciBub3dcbiAgICogbWVhbiBzb21ldGhpbmcgZWxzZTsgZnJvbSBub3cgb24gdGhleSBjb3VudCBhcyBwb3N0ZWQuXG4gICAqL1xuICBjaGFuZ2VkKGxpbmVzOiBJdGVyYWJsZTxbbnVtYmVyLCBSb3dSdW5bXV0+KTogV2lyZUxpbmtbXSB7XG4gICAgY29uc3Qgb3V0OiBXaXJlTGlua1tdID0gW107XG4gICAgZm9yIChjb25zdCBbLCBydW5zXSBvZiBsaW5lcykge1xuICAgICAgZm9yIChjb25zdCBydW4gb2YgcnVucykge1xuICAgICAgICBjb25zdCBpZCA9IHJ1bls2XTtcbiAgICAgICAgaWYgKCFpZCkgY29udGludWU7XG4gICAgICAgIGNvbnN0IGJlZm9yZSA9IHRoaXMuI3Bvc3RlZC5nZXQoaWQpPy5kZWY7XG4gICAgICAgIGNvbnN0IGRlZiA9IHRoaXMuZGVmaW5pdGlvbihpZCk7XG4gICAgICAgIGlmIChkZWYgIT09IGJlZm9yZSkgb3V0LnB1c2goZGVmKTtcbiAgICAgIH1cbiAgICB9XG4gICAgcmV0dXJuIG91dDtcbiAgfVxuXG4gIC8qKlxuICAgKiBXaGF0IGxpbmsgaWQgYGlkYCBtZWFucyBub3csIGFzIHBvc3RlZDogdGhlIHNhbWUgZGVmaW5pdGlvbiAoYW5kIG1hZGVcbiAgICogaWQpIHdoaWxlIHRoZSBlbmdpbmUncyBsaW5rIGlzIHRoZSBzYW1lOyBmcm9tIG5vdyBvbiBpdCBjb3VudHMgYXNcbiAgICogcG9zdGVkLlxuICAgKi9cbiAgZGVmaW5pdGlvbihpZDogbnVtYmVyKTogV2lyZUxpbmsge1xuICAgIGNvbnN0IGxpbmsgPSB0aGlzLiNsb29rdXAoaWQpO1xuICAgIGNvbnN0IGtleSA9IGxpbmtLZXkobGluayk7XG4gICAgY29uc3QgcG9zdGVkID0gdGhpcy4jcG9zdGVkLmdldChpZCk7XG4gICAgaWYgKHBvc3RlZD8ua2V5ID09PSBrZXkpIHJldHVybiBwb3N0ZWQuZGVmO1xuICAgIGNvbnN0IGRlZiA9IHRoaXMuI2RlZmluZShpZCwgbGluayk7XG4gICAgdGhpcy4jcG9zdGVkLnNldChpZCwgeyBrZXksIGRlZiB9KTtcbiAgICByZXR1cm4gZGVmO1xuICB9XG5cbiAgLyoqXG4gICAqIERlZmluaXRpb25zIG9mIGV2ZXJ5IGxpbmsgaWQgaW4gYHJvd3NgLCBhcyB0aGUgZW5naW5lIGhhcyB0aGVtIG5vdyxcbiAgICogZm9yIGFuIGFuc3dlciB0aGF0IGNhcnJpZXMgaXRzIG93biAoYSBoaXN0b3J5IHBhZ2UpLiBOb3RoaW5nIGNvdW50cyBhc1xuICAgKiBwb3N0ZWQgYWZ0ZXJ3YXJkczogdGhlIHVwZGF0ZXMga2VlcCB0aGVpciBvd24gYWNjb3VudC5cbiAgICovXG4gIHBhZ2Uocm93czogSXRlcmFibGU8Um93UnVuW10+KTogV2lyZUxpbmtbXSB7XG4gICAgY29uc3Qgb3V0OiBXaXJlTGlua1tdID0gW107XG4gICAgY29uc3Qgc2VlbiA9IG5ldyBTZXQ8bnVtYmVyPigpO1xuICAgIGZvciAoY29uc3QgcnVucyBvZiByb3dzKSB7XG4gICAgICBmb3IgKGNvbnN0IHJ1biBvZiBydW5zKSB7XG4gICAgICAgIGNvbnN0IGlkID0gcnVuWzZdO1xuICAgICAgICBpZiAoIWlkIHx8IHNlZW4uaGFzKGlkKSkgY29udGludWU7XG4gICAgICAgIHNlZW4uYWRkKGlkKTtcbiAgICAgICAgY29uc3QgbGluayA9IHRoaXMuI2xvb2t1cChpZCk7XG4gICAgICAgIGNvbnN0IHBvc3RlZCA9IHRoaXMuI3Bvc3RlZC5nZXQoaWQpO1xuICAgICAgICBvdXQucHVzaChcbiAgICAgICAgICBwb3N0ZWQ/LmtleSA9PT0gbGlua0tleShsaW5rKSA/IHBvc3RlZC5kZWYgOiB0aGlzLiNkZWZpbmUoaWQsIGxpbmspLFxuICAgICAgICApO1xuICAgICAgfVxuICAgIH1cbiAgICByZXR1cm4gb3V0O1xuICB9XG5cbiAgLy8gV2hhdCBpZCBgaWRgIGlzIHRvIG1lYW4gb24gdGhlIHdpcmU6IGFuIGVtcHR5IFVSSSB3aGVuIHRoZXJlIGlzIG5vIGxpbmtcbiAgLy8gb3IgaXQgbWF5IG5vdCBiZSBwYXNzZWQgb24gKHRvbyBsb25nLCBjb250cm9scyBpbiBpdCkuXG4gICNkZWZpbmUoaWQ6IG51bWJlciwgbGluazogRW5naW5lTGluayB8IHVuZGVmaW5lZCk6IFdpcmVMaW5rIHtcbiAgICBpZiAoIWxpbmsgfHwgIXNhZmVMaW5rVXJpKGxpbmsudXJpKSkgcmV0dXJuIFtpZCwgXCJcIiwgXCJcIl07XG4gICAgY29uc3QgbmFtZSA9IGxpbmsuaWQgIT09IFwiXCIgJiYgc2FmZUxpbmtJZChsaW5rLmlkKVxuICAgICAgPyBsaW5rLmlkXG4gICAgICA6IGBiZXJ0aC0ke3RoaXMuI21hZGUoKX1gO1xuICAgIHJldHVybiBbaWQsIGBpZD0ke25hbWV9YCwgbGluay51cmldO1xuICB9XG59XG5cbmZ1bmN0aW9uIGxpbmtLZXkobGluazogRW5naW5lTGluayB8IHVuZGVmaW5lZCk6IHN0cmluZyB7XG4gIHJldHVybiBsaW5rID8gYCR7bGluay5pZH1cXHUwMDAwJHtsaW5rLnVyaX1gIDogXCJcIjtcbn1cblxuLyoqIDEsIDIsIDMgLi4uICovXG5leHBvcnQgZnVuY3Rpb24gY291bnRlcigpOiAoKSA9PiBudW1iZXIge1xuICBsZXQgbiA9IDA7XG4gIHJldHVybiAoKSA9PiArK247XG59XG5cbi8qKlxuICogVGhlIGxpbmsgaWRzIG9mIGEgc2Vzc2lvbidzIGNvbXBvc2VkIHNjcmVlbi4gRWFjaCBwYW5lJ3MgZW5naW5lIG51bWJlcnNcbiAqIGl0cyBsaW5rcyBvbiBpdHMgb3duLCBzbyB0d28gcGFuZXMgc2hvd24gc2lkZSBieSBzaWRlIHdvdWxkIHVzZSB0aGUgc2FtZVxuICogaWRzIGZvciBkaWZmZXJlbnQgbGlua3M6IGhlcmUgZXZlcnkgcGFuZSdzIGlkIGdldHMgYW4gaWQgb2YgaXRzIG93biBvblxuICogdGhlIHdpcmUgKG9uZSBwZXIgcGFuZSBhbmQgZW5naW5lIGlkLCBrZXB0IHdoaWxlIHRoZSBwYW5lIGxpdmVzKSwgZGVmaW5lZFxuICogYXMgdGhhdCBwYW5lJ3MgYExpbmtEZWZzYCBkZWZpbmVzIGl0cyBvd24uXG4gKi9cbmV4cG9ydCBjbGFzcyBDb21wb3NlZExpbmtzIHtcbiAgLyoqIFBhbmUgdG8gZW5naW5lIGlkIHRvIHdpcmUgaWQuICovXG4gICN3aXJlID0gbmV3IE1hcDxudW1iZXIsIE1hcDxudW1iZXIsIG51bWJlcj4+KCk7XG4gIC8qKiBXaXJlIGlkIHRvIHRoZSBwYW5lIGFuZCBlbmdpbmUgaWQgaXQgc3RhbmRzIGZvci4gKi9cbiAgI293bmVyID0gbmV3IE1hcDxudW1iZXIsIFtwYW5lOiBudW1iZXIsIGlkOiBudW1iZXJdPigpO1xuICAvKiogV2lyZSBpZCB0byB0aGUgZGVmaW5pdGlvbiAocGFyYW1zLCBVUkkpIGl0IHdhcyBsYXN0IHBvc3RlZCB3aXRoLiAqL1xuICAjcG9zdGVkID0gbmV3IE1hcDxudW1iZXIsIHN0cmluZz4oKTtcbiAgI2ZyZWU6IG51bWJlcltdID0gW107XG4gICNuZXh0ID0gMTtcblxuICAvKiogYHJ1bnNgIG9mIGBwYW5lYCB3aXRoIHdpcmUgaWRzIGluIHBsYWNlIG9mIHRoZSBlbmdpbmUncy4gKi9cbiAgcnVucyhwYW5lOiBudW1iZXIsIHJ1bnM6IFJvd1J1bltdKTogUm93UnVuW10ge1xuICAgIGlmICghcnVucy5zb21lKChyKSA9PiByWzZdKSkgcmV0dXJuIHJ1bnM7XG4gICAgcmV0dXJuIHJ1bnMubWFwKChydW4pID0+IHtcbiAgICAgIGlmICghcnVuWzZdKSByZXR1cm4gcnVuO1xuICAgICAgY29uc3Qgd2lyZSA9IHRoaXMuI3dpcmVJZChwYW5lLCBydW5bNl0pO1xuICAgICAgY29uc3Qgb3V0ID0gcnVuLnNsaWNlKDAsIDYpIGFzIFJvd1J1bjtcbiAgICAgIGlmICh3aXJlID4gMCkgb3V0WzZdID0gd2lyZTtcbiAgICAgIHJldHVybiBvdXQ7XG4gICAgfSk7XG4gIH1cblxuICAvKipcbiAgICogRGVmaW5pdGlvbnMgZm9yIHRoZSB3aXJlIGlkcyBpbiBgbGluZXNgIHRoYXQgd2VyZSBuZXZlciBwb3N0ZWQgb3Igbm93XG4gICAqIG1lYW4gc29tZXRoaW5nIGVsc2UgKGBkZWZzYCBnaXZlcyBlYWNoIHBhbmUncyBgTGlua0RlZnNgKS5cbiAgICovXG4gIGNoYW5nZWQoXG4gICAgbGluZXM6IEl0ZXJhYmxlPFtudW1iZXIsIFJvd1J1bltdXT4sXG4gICAgZGVmczogKHBhbmU6IG51bWJlcikgPT4gTGlua0RlZnMgfCB1bmRlZmluZWQsXG4gICk6IFdpcmVMaW5rW10ge1xuICAgIGNvbnN0IG91dDogV2lyZUxpbmtbXSA9IFtdO1xuICAgIGZvciAoY29uc3QgWywgcnVuc10gb2YgbGluZXMpIHtcbiAgICAgIGZvciAoY29uc3QgcnVuIG9mIHJ1bnMpIHtcbiAgICAgICAgY29uc3Qgd2lyZSA9IHJ1bls2XTtcbiAgICAgICAgY29uc3Qgb3duZXIgPSB3aXJlID8gdGhpcy4jb3duZXIuZ2V0KHdpcmUpIDogdW5kZWZpbmVkO1xuICAgICAgICBjb25zdCBkZWYgPSBvd25lciAmJiBkZWZzKG93bmVyWzBdKT8uZGVmaW5pdGlvbihvd25lclsxXSk7XG4gICAgICAgIGlmICghZGVmKSBjb250aW51ZTtcbiAgICAgICAgY29uc3Qga2V5ID0gYCR7ZGVmWzFdfVxcdTAwMDAke2RlZlsyXX1gO1xuICAgICAgICBpZiAodGhpcy4jcG9zdGVkLmdldCh3aXJlISkgPT09IGtleSkgY29udGludWU7XG4gICAgICAgIHRoaXMuI3Bvc3RlZC5zZXQod2lyZSEsIGtleSk7XG4gICAgICAgIG91dC5wdXNoKFt3aXJlISwgZGVmWzFdLCBkZWZbMl1dKTtcbiAgICAgIH1cbiAgICB9XG4gICAgcmV0dXJuIG91dDtcbiAgfVxuXG4gIC8qKiBGcmVlcyB0aGUgd2lyZSBpZHMgb2YgYSBwYW5lIHRoYXQgaXMgZ29uZS4gKi9cbiAgZHJvcFBhbmUocGFuZTogbnVtYmVyKTogdm9pZCB7XG4gICAgZm9yIChjb25zdCB3aXJlIG9mIHRoaXMuI3dpcmUuZ2V0KHBhbmUpPy52YWx1ZXMoKSA/PyBbXSkge1xuICAgICAgdGhpcy4jb3duZXIuZGVsZXRlKHdpcmUpO1xuICAgICAgdGhpcy4jcG9zdGVkLmRlbGV0ZSh3aXJlKTtcbiAgICAgIHRoaXMuI2ZyZWUucHVzaCh3aXJlKTtcbiAgICB9XG4gICAgdGhpcy4jd2lyZS5kZWxldGUocGFuZSk7XG4gIH1cblxuICAvLyBUaGUgd2lyZSBpZCBvZiBgcGFuZWAncyBlbmdpbmUgaWQgYGlkYDsgMCB3aGVuIGV2ZXJ5IHdpcmUgaWQgaXMgdGFrZW5cbiAgLy8gKG1vcmUgdGhhbiA2NCBwYW5lcyB3aXRoIGZ1bGwgbGluayB0YWJsZXMpOiB0aGUgY2VsbCBzaG93cyBubyBsaW5rLlxuICAjd2lyZUlkKHBhbmU6IG51bWJlciwgaWQ6IG51bWJlcik6IG51bWJlciB7XG4gICAgbGV0IGlkcyA9IHRoaXMuI3dpcmUuZ2V0KHBhbmUpO1xuICAgIGlmICghaWRzKSB0aGlzLiN3aXJlLnNldChwYW5lLCBpZHMgPSBuZXcgTWFwKCkpO1xuICAgIGxldCB3aXJlID0gaWRzLmdldChpZCk7XG4gICAgaWYgKHdpcmUgIT09IHVuZGVmaW5lZCkgcmV0dXJuIHdpcmU7XG4gICAgd2lyZSA9IHRoaXMuI2ZyZWUucG9wKCkgPz9cbiAgICAgICh0aGlzLiNuZXh0IDw9IE1BWF9XSVJFX0xJTktfSUQgPyB0aGlzLiNuZXh0KysgOiAwKTtcbiAgICBpZiAod2lyZSA9PT0gMCkgcmV0dXJuIDA7XG4gICAgaWRzLnNldChpZCwgd2lyZSk7XG4gICAgdGhpcy4jb3duZXIuc2V0KHdpcmUsIFtwYW5lLCBpZF0pO1xuICAgIHJldHVybiB3aXJlO1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7O0NBY0MsR0FFRCxTQUFTLGdCQUFnQixRQUF1Qiw2QkFBNkI7QUFDN0UsU0FBUyxVQUFVLEVBQUUsV0FBVyxRQUFRLDZCQUE2QjtBQWtCckUsMkRBQTJELEdBQzNELE9BQU8sTUFBTTtFQUNYLENBQUEsTUFBTyxDQUFhO0VBQ3BCLENBQUEsTUFBTyxHQUFHLElBQUksTUFBc0I7RUFDcEMsc0VBQXNFLEdBQ3RFLENBQUEsSUFBSyxDQUFlO0VBRXBCOzs7R0FHQyxHQUNELFlBQVksTUFBa0IsRUFBRSxPQUFxQixTQUFTLENBQUU7SUFDOUQsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2YsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHO0VBQ2Y7RUFFQTs7O0dBR0MsR0FDRCxRQUFRLEtBQW1DLEVBQWM7SUFDdkQsTUFBTSxNQUFrQixFQUFFO0lBQzFCLEtBQUssTUFBTSxHQUFHLEtBQUssSUFBSSxNQUFPO01BQzVCLEtBQUssTUFBTSxPQUFPLEtBQU07UUFDdEIsTUFBTSxLQUFLLEdBQUcsQ0FBQyxFQUFFO1FBQ2pCLElBQUksQ0FBQyxJQUFJO1FBQ1QsTUFBTSxTQUFTLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxHQUFHLENBQUMsS0FBSztRQUNyQyxNQUFNLE1BQU0sSUFBSSxDQUFDLFVBQVUsQ0FBQztRQUM1QixJQUFJLFFBQVEsUUFBUSxJQUFJLElBQUksQ0FBQztNQUMvQjtJQUNGO0lBQ0EsT0FBTztFQUNUO0VBRUE7Ozs7R0FJQyxHQUNELFdBQVcsRUFBVSxFQUFZO0lBQy9CLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUM7SUFDMUIsTUFBTSxNQUFNLFFBQVE7SUFDcEIsTUFBTSxTQUFTLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxHQUFHLENBQUM7SUFDaEMsSUFBSSxRQUFRLFFBQVEsS0FBSyxPQUFPLE9BQU8sR0FBRztJQUMxQyxNQUFNLE1BQU0sSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLElBQUk7SUFDN0IsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLEdBQUcsQ0FBQyxJQUFJO01BQUU7TUFBSztJQUFJO0lBQ2hDLE9BQU87RUFDVDtFQUVBOzs7O0dBSUMsR0FDRCxLQUFLLElBQXdCLEVBQWM7SUFDekMsTUFBTSxNQUFrQixFQUFFO0lBQzFCLE1BQU0sT0FBTyxJQUFJO0lBQ2pCLEtBQUssTUFBTSxRQUFRLEtBQU07TUFDdkIsS0FBSyxNQUFNLE9BQU8sS0FBTTtRQUN0QixNQUFNLEtBQUssR0FBRyxDQUFDLEVBQUU7UUFDakIsSUFBSSxDQUFDLE1BQU0sS0FBSyxHQUFHLENBQUMsS0FBSztRQUN6QixLQUFLLEdBQUcsQ0FBQztRQUNULE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUM7UUFDMUIsTUFBTSxTQUFTLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxHQUFHLENBQUM7UUFDaEMsSUFBSSxJQUFJLENBQ04sUUFBUSxRQUFRLFFBQVEsUUFBUSxPQUFPLEdBQUcsR0FBRyxJQUFJLENBQUMsQ0FBQSxNQUFPLENBQUMsSUFBSTtNQUVsRTtJQUNGO0lBQ0EsT0FBTztFQUNUO0VBRUEsMEVBQTBFO0VBQzFFLHlEQUF5RDtFQUN6RCxDQUFBLE1BQU8sQ0FBQyxFQUFVLEVBQUUsSUFBNEI7SUFDOUMsSUFBSSxDQUFDLFFBQVEsQ0FBQyxZQUFZLEtBQUssR0FBRyxHQUFHLE9BQU87TUFBQztNQUFJO01BQUk7S0FBRztJQUN4RCxNQUFNLE9BQU8sS0FBSyxFQUFFLEtBQUssTUFBTSxXQUFXLEtBQUssRUFBRSxJQUM3QyxLQUFLLEVBQUUsR0FDUCxDQUFDLE1BQU0sRUFBRSxJQUFJLENBQUMsQ0FBQSxJQUFLLElBQUk7SUFDM0IsT0FBTztNQUFDO01BQUksQ0FBQyxHQUFHLEVBQUUsTUFBTTtNQUFFLEtBQUssR0FBRztLQUFDO0VBQ3JDO0FBQ0Y7QUFFQSxTQUFTLFFBQVEsSUFBNEI7RUFDM0MsT0FBTyxPQUFPLEdBQUcsS0FBSyxFQUFFLENBQUMsTUFBTSxFQUFFLEtBQUssR0FBRyxFQUFFLEdBQUc7QUFDaEQ7QUFFQSxnQkFBZ0IsR0FDaEIsT0FBTyxTQUFTO0VBQ2QsSUFBSSxJQUFJO0VBQ1IsT0FBTyxJQUFNLEVBQUU7QUFDakI7QUFFQTs7Ozs7O0NBTUMsR0FDRCxPQUFPLE1BQU07RUFDWCxrQ0FBa0MsR0FDbEMsQ0FBQSxJQUFLLEdBQUcsSUFBSSxNQUFtQztFQUMvQyxxREFBcUQsR0FDckQsQ0FBQSxLQUFNLEdBQUcsSUFBSSxNQUEwQztFQUN2RCxxRUFBcUUsR0FDckUsQ0FBQSxNQUFPLEdBQUcsSUFBSSxNQUFzQjtFQUNwQyxDQUFBLElBQUssR0FBYSxFQUFFLENBQUM7RUFDckIsQ0FBQSxJQUFLLEdBQUcsRUFBRTtFQUVWLDZEQUE2RCxHQUM3RCxLQUFLLElBQVksRUFBRSxJQUFjLEVBQVk7SUFDM0MsSUFBSSxDQUFDLEtBQUssSUFBSSxDQUFDLENBQUMsSUFBTSxDQUFDLENBQUMsRUFBRSxHQUFHLE9BQU87SUFDcEMsT0FBTyxLQUFLLEdBQUcsQ0FBQyxDQUFDO01BQ2YsSUFBSSxDQUFDLEdBQUcsQ0FBQyxFQUFFLEVBQUUsT0FBTztNQUNwQixNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLE1BQU0sR0FBRyxDQUFDLEVBQUU7TUFDdEMsTUFBTSxNQUFNLElBQUksS0FBSyxDQUFDLEdBQUc7TUFDekIsSUFBSSxPQUFPLEdBQUcsR0FBRyxDQUFDLEVBQUUsR0FBRztNQUN2QixPQUFPO0lBQ1Q7RUFDRjtFQUVBOzs7R0FHQyxHQUNELFFBQ0UsS0FBbUMsRUFDbkMsSUFBNEMsRUFDaEM7SUFDWixNQUFNLE1BQWtCLEVBQUU7SUFDMUIsS0FBSyxNQUFNLEdBQUcsS0FBSyxJQUFJLE1BQU87TUFDNUIsS0FBSyxNQUFNLE9BQU8sS0FBTTtRQUN0QixNQUFNLE9BQU8sR0FBRyxDQUFDLEVBQUU7UUFDbkIsTUFBTSxRQUFRLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLEdBQUcsQ0FBQyxRQUFRO1FBQzdDLE1BQU0sTUFBTSxTQUFTLEtBQUssS0FBSyxDQUFDLEVBQUUsR0FBRyxXQUFXLEtBQUssQ0FBQyxFQUFFO1FBQ3hELElBQUksQ0FBQyxLQUFLO1FBQ1YsTUFBTSxNQUFNLEdBQUcsR0FBRyxDQUFDLEVBQUUsQ0FBQyxNQUFNLEVBQUUsR0FBRyxDQUFDLEVBQUUsRUFBRTtRQUN0QyxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxHQUFHLENBQUMsVUFBVyxLQUFLO1FBQ3JDLElBQUksQ0FBQyxDQUFBLE1BQU8sQ0FBQyxHQUFHLENBQUMsTUFBTztRQUN4QixJQUFJLElBQUksQ0FBQztVQUFDO1VBQU8sR0FBRyxDQUFDLEVBQUU7VUFBRSxHQUFHLENBQUMsRUFBRTtTQUFDO01BQ2xDO0lBQ0Y7SUFDQSxPQUFPO0VBQ1Q7RUFFQSwrQ0FBK0MsR0FDL0MsU0FBUyxJQUFZLEVBQVE7SUFDM0IsS0FBSyxNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUcsQ0FBQyxPQUFPLFlBQVksRUFBRSxDQUFFO01BQ3ZELElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxNQUFNLENBQUM7TUFDbkIsSUFBSSxDQUFDLENBQUEsTUFBTyxDQUFDLE1BQU0sQ0FBQztNQUNwQixJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUMsSUFBSSxDQUFDO0lBQ2xCO0lBQ0EsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLE1BQU0sQ0FBQztFQUNwQjtFQUVBLHdFQUF3RTtFQUN4RSxzRUFBc0U7RUFDdEUsQ0FBQSxNQUFPLENBQUMsSUFBWSxFQUFFLEVBQVU7SUFDOUIsSUFBSSxNQUFNLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxHQUFHLENBQUM7SUFDekIsSUFBSSxDQUFDLEtBQUssSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLEdBQUcsQ0FBQyxNQUFNLE1BQU0sSUFBSTtJQUN6QyxJQUFJLE9BQU8sSUFBSSxHQUFHLENBQUM7SUFDbkIsSUFBSSxTQUFTLFdBQVcsT0FBTztJQUMvQixPQUFPLElBQUksQ0FBQyxDQUFBLElBQUssQ0FBQyxHQUFHLE1BQ25CLENBQUMsSUFBSSxDQUFDLENBQUEsSUFBSyxJQUFJLG1CQUFtQixJQUFJLENBQUMsQ0FBQSxJQUFLLEtBQUssQ0FBQztJQUNwRCxJQUFJLFNBQVMsR0FBRyxPQUFPO0lBQ3ZCLElBQUksR0FBRyxDQUFDLElBQUk7SUFDWixJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsR0FBRyxDQUFDLE1BQU07TUFBQztNQUFNO0tBQUc7SUFDaEMsT0FBTztFQUNUO0FBQ0YifQ==
// denoCacheMetadata=16679309529547066680,7219970504361698889