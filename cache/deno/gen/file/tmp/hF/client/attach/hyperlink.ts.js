/**
 * Hyperlinks (OSC 8) on the attach client's side: what the link ids in the
 * session's runs mean, and the sequences that open and close a link on the
 * outer terminal.
 *
 * A cell holds its link as the text between `OSC 8 ;` and ST (`params;uri`,
 * "" for none), so that two cells are the same link exactly when those
 * strings are equal, and the renderer diffs links as it diffs styles.
 *
 * Nothing the daemon sends goes out unchecked: a definition whose URI is
 * empty, too long or holds a control character, or whose parameters are
 * not a plain `id=VALUE`, makes its id mean "no link" (it still replaces
 * what the id meant before, so a stale target never shows).
 *
 * @module
 */ import { MAX_WIRE_LINK_ID } from "../../protocol/messages.ts";
import { safeLinkParams, safeLinkUri } from "../../protocol/osc_safe.ts";
/** Resolves no id: for rows that carry no definitions. */ export const NO_LINKS = ()=>"";
/** Closes any open link (`OSC 8 ; ; ST`). */ export const CLOSE_LINK = "\x1b]8;;\x1b\\";
/** Opens the cell link `link` (`OSC 8 ; params ; uri ST`), or closes for "". */ export function linkSequence(link) {
  return link === "" ? CLOSE_LINK : `\x1b]8;${link}\x1b\\`;
}
/** The cell link a definition stands for, "" when it is not safe to send. */ export function cellLink(params, uri) {
  if (!safeLinkUri(uri) || !safeLinkParams(params)) return "";
  return `${params};${uri}`;
}
/** Link id to cell link, from the definitions received so far. */ export class ClientLinks {
  #links = new Map();
  /** Takes definitions (`WireLink`s); malformed entries are skipped. */ define(defs) {
    if (!Array.isArray(defs)) return;
    for (const def of defs){
      if (!Array.isArray(def)) continue;
      const id = def[0];
      if (!Number.isInteger(id) || id < 1 || id > MAX_WIRE_LINK_ID) continue;
      this.#links.set(id, cellLink(def[1], def[2]));
    }
  }
  /** The cell link of `id`; "" when unknown. */ resolve = (id)=>this.#links.get(id) ?? "";
  /** How many ids are defined (for tests and bounds). */ get size() {
    return this.#links.size;
  }
}
/** A resolver for definitions that come with their rows (a history page). */ export function pageLinks(defs) {
  const table = new ClientLinks();
  table.define(defs);
  return table.size === 0 ? NO_LINKS : table.resolve;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvaHlwZXJsaW5rLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogSHlwZXJsaW5rcyAoT1NDIDgpIG9uIHRoZSBhdHRhY2ggY2xpZW50J3Mgc2lkZTogd2hhdCB0aGUgbGluayBpZHMgaW4gdGhlXG4gKiBzZXNzaW9uJ3MgcnVucyBtZWFuLCBhbmQgdGhlIHNlcXVlbmNlcyB0aGF0IG9wZW4gYW5kIGNsb3NlIGEgbGluayBvbiB0aGVcbiAqIG91dGVyIHRlcm1pbmFsLlxuICpcbiAqIEEgY2VsbCBob2xkcyBpdHMgbGluayBhcyB0aGUgdGV4dCBiZXR3ZWVuIGBPU0MgOCA7YCBhbmQgU1QgKGBwYXJhbXM7dXJpYCxcbiAqIFwiXCIgZm9yIG5vbmUpLCBzbyB0aGF0IHR3byBjZWxscyBhcmUgdGhlIHNhbWUgbGluayBleGFjdGx5IHdoZW4gdGhvc2VcbiAqIHN0cmluZ3MgYXJlIGVxdWFsLCBhbmQgdGhlIHJlbmRlcmVyIGRpZmZzIGxpbmtzIGFzIGl0IGRpZmZzIHN0eWxlcy5cbiAqXG4gKiBOb3RoaW5nIHRoZSBkYWVtb24gc2VuZHMgZ29lcyBvdXQgdW5jaGVja2VkOiBhIGRlZmluaXRpb24gd2hvc2UgVVJJIGlzXG4gKiBlbXB0eSwgdG9vIGxvbmcgb3IgaG9sZHMgYSBjb250cm9sIGNoYXJhY3Rlciwgb3Igd2hvc2UgcGFyYW1ldGVycyBhcmVcbiAqIG5vdCBhIHBsYWluIGBpZD1WQUxVRWAsIG1ha2VzIGl0cyBpZCBtZWFuIFwibm8gbGlua1wiIChpdCBzdGlsbCByZXBsYWNlc1xuICogd2hhdCB0aGUgaWQgbWVhbnQgYmVmb3JlLCBzbyBhIHN0YWxlIHRhcmdldCBuZXZlciBzaG93cykuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IE1BWF9XSVJFX0xJTktfSUQsIHR5cGUgV2lyZUxpbmsgfSBmcm9tIFwiLi4vLi4vcHJvdG9jb2wvbWVzc2FnZXMudHNcIjtcbmltcG9ydCB7IHNhZmVMaW5rUGFyYW1zLCBzYWZlTGlua1VyaSB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9vc2Nfc2FmZS50c1wiO1xuXG4vKiogQSBsaW5rIGlkIHRvIHRoZSBjZWxsIGxpbmsgaXQgc3RhbmRzIGZvciAoXCJcIiBmb3Igbm9uZSkuICovXG5leHBvcnQgdHlwZSBMaW5rUmVzb2x2ZXIgPSAoaWQ6IG51bWJlcikgPT4gc3RyaW5nO1xuXG4vKiogUmVzb2x2ZXMgbm8gaWQ6IGZvciByb3dzIHRoYXQgY2Fycnkgbm8gZGVmaW5pdGlvbnMuICovXG5leHBvcnQgY29uc3QgTk9fTElOS1M6IExpbmtSZXNvbHZlciA9ICgpID0+IFwiXCI7XG5cbi8qKiBDbG9zZXMgYW55IG9wZW4gbGluayAoYE9TQyA4IDsgOyBTVGApLiAqL1xuZXhwb3J0IGNvbnN0IENMT1NFX0xJTksgPSBcIlxceDFiXTg7O1xceDFiXFxcXFwiO1xuXG4vKiogT3BlbnMgdGhlIGNlbGwgbGluayBgbGlua2AgKGBPU0MgOCA7IHBhcmFtcyA7IHVyaSBTVGApLCBvciBjbG9zZXMgZm9yIFwiXCIuICovXG5leHBvcnQgZnVuY3Rpb24gbGlua1NlcXVlbmNlKGxpbms6IHN0cmluZyk6IHN0cmluZyB7XG4gIHJldHVybiBsaW5rID09PSBcIlwiID8gQ0xPU0VfTElOSyA6IGBcXHgxYl04OyR7bGlua31cXHgxYlxcXFxgO1xufVxuXG4vKiogVGhlIGNlbGwgbGluayBhIGRlZmluaXRpb24gc3RhbmRzIGZvciwgXCJcIiB3aGVuIGl0IGlzIG5vdCBzYWZlIHRvIHNlbmQuICovXG5leHBvcnQgZnVuY3Rpb24gY2VsbExpbmsocGFyYW1zOiB1bmtub3duLCB1cmk6IHVua25vd24pOiBzdHJpbmcge1xuICBpZiAoIXNhZmVMaW5rVXJpKHVyaSkgfHwgIXNhZmVMaW5rUGFyYW1zKHBhcmFtcykpIHJldHVybiBcIlwiO1xuICByZXR1cm4gYCR7cGFyYW1zfTske3VyaX1gO1xufVxuXG4vKiogTGluayBpZCB0byBjZWxsIGxpbmssIGZyb20gdGhlIGRlZmluaXRpb25zIHJlY2VpdmVkIHNvIGZhci4gKi9cbmV4cG9ydCBjbGFzcyBDbGllbnRMaW5rcyB7XG4gICNsaW5rcyA9IG5ldyBNYXA8bnVtYmVyLCBzdHJpbmc+KCk7XG5cbiAgLyoqIFRha2VzIGRlZmluaXRpb25zIChgV2lyZUxpbmtgcyk7IG1hbGZvcm1lZCBlbnRyaWVzIGFyZSBza2lwcGVkLiAqL1xuICBkZWZpbmUoZGVmczogdW5rbm93bik6IHZvaWQge1xuICAgIGlmICghQXJyYXkuaXNBcnJheShkZWZzKSkgcmV0dXJuO1xuICAgIGZvciAoY29uc3QgZGVmIG9mIGRlZnMgYXMgV2lyZUxpbmtbXSkge1xuICAgICAgaWYgKCFBcnJheS5pc0FycmF5KGRlZikpIGNvbnRpbnVlO1xuICAgICAgY29uc3QgaWQgPSBkZWZbMF07XG4gICAgICBpZiAoIU51bWJlci5pc0ludGVnZXIoaWQpIHx8IGlkIDwgMSB8fCBpZCA+IE1BWF9XSVJFX0xJTktfSUQpIGNvbnRpbnVlO1xuICAgICAgdGhpcy4jbGlua3Muc2V0KGlkLCBjZWxsTGluayhkZWZbMV0sIGRlZlsyXSkpO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBUaGUgY2VsbCBsaW5rIG9mIGBpZGA7IFwiXCIgd2hlbiB1bmtub3duLiAqL1xuICByZWFkb25seSByZXNvbHZlOiBMaW5rUmVzb2x2ZXIgPSAoaWQpID0+IHRoaXMuI2xpbmtzLmdldChpZCkgPz8gXCJcIjtcblxuICAvKiogSG93IG1hbnkgaWRzIGFyZSBkZWZpbmVkIChmb3IgdGVzdHMgYW5kIGJvdW5kcykuICovXG4gIGdldCBzaXplKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuI2xpbmtzLnNpemU7XG4gIH1cbn1cblxuLyoqIEEgcmVzb2x2ZXIgZm9yIGRlZmluaXRpb25zIHRoYXQgY29tZSB3aXRoIHRoZWlyIHJvd3MgKGEgaGlzdG9yeSBwYWdlKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBwYWdlTGlua3MoZGVmczogdW5rbm93bik6IExpbmtSZXNvbHZlciB7XG4gIGNvbnN0IHRhYmxlID0gbmV3IENsaWVudExpbmtzKCk7XG4gIHRhYmxlLmRlZmluZShkZWZzKTtcbiAgcmV0dXJuIHRhYmxlLnNpemUgPT09IDAgPyBOT19MSU5LUyA6IHRhYmxlLnJlc29sdmU7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Ozs7OztDQWVDLEdBRUQsU0FBUyxnQkFBZ0IsUUFBdUIsNkJBQTZCO0FBQzdFLFNBQVMsY0FBYyxFQUFFLFdBQVcsUUFBUSw2QkFBNkI7QUFLekUsd0RBQXdELEdBQ3hELE9BQU8sTUFBTSxXQUF5QixJQUFNLEdBQUc7QUFFL0MsMkNBQTJDLEdBQzNDLE9BQU8sTUFBTSxhQUFhLGlCQUFpQjtBQUUzQyw4RUFBOEUsR0FDOUUsT0FBTyxTQUFTLGFBQWEsSUFBWTtFQUN2QyxPQUFPLFNBQVMsS0FBSyxhQUFhLENBQUMsT0FBTyxFQUFFLEtBQUssTUFBTSxDQUFDO0FBQzFEO0FBRUEsMkVBQTJFLEdBQzNFLE9BQU8sU0FBUyxTQUFTLE1BQWUsRUFBRSxHQUFZO0VBQ3BELElBQUksQ0FBQyxZQUFZLFFBQVEsQ0FBQyxlQUFlLFNBQVMsT0FBTztFQUN6RCxPQUFPLEdBQUcsT0FBTyxDQUFDLEVBQUUsS0FBSztBQUMzQjtBQUVBLGdFQUFnRSxHQUNoRSxPQUFPLE1BQU07RUFDWCxDQUFBLEtBQU0sR0FBRyxJQUFJLE1BQXNCO0VBRW5DLG9FQUFvRSxHQUNwRSxPQUFPLElBQWEsRUFBUTtJQUMxQixJQUFJLENBQUMsTUFBTSxPQUFPLENBQUMsT0FBTztJQUMxQixLQUFLLE1BQU0sT0FBTyxLQUFvQjtNQUNwQyxJQUFJLENBQUMsTUFBTSxPQUFPLENBQUMsTUFBTTtNQUN6QixNQUFNLEtBQUssR0FBRyxDQUFDLEVBQUU7TUFDakIsSUFBSSxDQUFDLE9BQU8sU0FBUyxDQUFDLE9BQU8sS0FBSyxLQUFLLEtBQUssa0JBQWtCO01BQzlELElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxHQUFHLENBQUMsSUFBSSxTQUFTLEdBQUcsQ0FBQyxFQUFFLEVBQUUsR0FBRyxDQUFDLEVBQUU7SUFDN0M7RUFDRjtFQUVBLDRDQUE0QyxHQUM1QyxBQUFTLFVBQXdCLENBQUMsS0FBTyxJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsR0FBRyxDQUFDLE9BQU8sR0FBRztFQUVuRSxxREFBcUQsR0FDckQsSUFBSSxPQUFlO0lBQ2pCLE9BQU8sSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLElBQUk7RUFDekI7QUFDRjtBQUVBLDJFQUEyRSxHQUMzRSxPQUFPLFNBQVMsVUFBVSxJQUFhO0VBQ3JDLE1BQU0sUUFBUSxJQUFJO0VBQ2xCLE1BQU0sTUFBTSxDQUFDO0VBQ2IsT0FBTyxNQUFNLElBQUksS0FBSyxJQUFJLFdBQVcsTUFBTSxPQUFPO0FBQ3BEIn0=
// denoCacheMetadata=4167663431015459977,15929846895837930979