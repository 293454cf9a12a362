/**
 * What a paste may send to a session: the pasted text with every escape
 * sequence and control character taken out, so that pasted text can never
 * end a bracketed paste early (`ESC [ 201 ~`) and run the rest as typed
 * commands, nor change the terminal's modes. Every paste path (`berth send
 * --paste`, the library's `paste()`, the browser) goes through `pasteBytes`.
 *
 * @module
 */ // CSI (7-bit and C1), OSC/DCS/APC/PM/SOS strings up to their terminator
// (or the end of the text), and any other two-byte escape.
const ESCAPES = new RegExp([
  "(?:\\x1b\\[|\\x9b)[\\x30-\\x3f]*[\\x20-\\x2f]*[\\x40-\\x7e]?",
  "(?:\\x1b[\\]PX^_]|[\\x90\\x98\\x9d\\x9e\\x9f])[^\\x07\\x1b\\x9c]*(?:\\x07|\\x1b\\\\|\\x9c)?",
  "\\x1b[\\x20-\\x2f]*[\\x30-\\x7e]?"
].join("|"), "g");
// C0 controls but tab, newline and carriage return; DEL; C1 controls.
// deno-lint-ignore no-control-regex
const CONTROLS = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/g;
const BRACKET_BEGIN = "\x1b[200~";
const BRACKET_END = "\x1b[201~";
/** `text` without escape sequences and control characters (tab, CR, LF stay). */ export function cleanPaste(text) {
  return text.replace(ESCAPES, "").replace(CONTROLS, "");
}
/**
 * The bytes a paste of `text` sends: cleaned (`cleanPaste`), line ends as
 * CR (what the Enter key sends, as terminals paste), wrapped in
 * `ESC [ 200 ~` ... `ESC [ 201 ~` when the session asked for bracketed
 * paste (DECSET 2004).
 */ export function pasteBytes(text, bracketed) {
  const body = cleanPaste(text).replace(/\r?\n/g, "\r");
  const wrapped = bracketed ? BRACKET_BEGIN + body + BRACKET_END : body;
  return new TextEncoder().encode(wrapped);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL3Bhc3RlLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogV2hhdCBhIHBhc3RlIG1heSBzZW5kIHRvIGEgc2Vzc2lvbjogdGhlIHBhc3RlZCB0ZXh0IHdpdGggZXZlcnkgZXNjYXBlXG4gKiBzZXF1ZW5jZSBhbmQgY29udHJvbCBjaGFyYWN0ZXIgdGFrZW4gb3V0LCBzbyB0aGF0IHBhc3RlZCB0ZXh0IGNhbiBuZXZlclxuICogZW5kIGEgYnJhY2tldGVkIHBhc3RlIGVhcmx5IChgRVNDIFsgMjAxIH5gKSBhbmQgcnVuIHRoZSByZXN0IGFzIHR5cGVkXG4gKiBjb21tYW5kcywgbm9yIGNoYW5nZSB0aGUgdGVybWluYWwncyBtb2Rlcy4gRXZlcnkgcGFzdGUgcGF0aCAoYGJlcnRoIHNlbmRcbiAqIC0tcGFzdGVgLCB0aGUgbGlicmFyeSdzIGBwYXN0ZSgpYCwgdGhlIGJyb3dzZXIpIGdvZXMgdGhyb3VnaCBgcGFzdGVCeXRlc2AuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8vIENTSSAoNy1iaXQgYW5kIEMxKSwgT1NDL0RDUy9BUEMvUE0vU09TIHN0cmluZ3MgdXAgdG8gdGhlaXIgdGVybWluYXRvclxuLy8gKG9yIHRoZSBlbmQgb2YgdGhlIHRleHQpLCBhbmQgYW55IG90aGVyIHR3by1ieXRlIGVzY2FwZS5cbmNvbnN0IEVTQ0FQRVMgPSBuZXcgUmVnRXhwKFxuICBbXG4gICAgXCIoPzpcXFxceDFiXFxcXFt8XFxcXHg5YilbXFxcXHgzMC1cXFxceDNmXSpbXFxcXHgyMC1cXFxceDJmXSpbXFxcXHg0MC1cXFxceDdlXT9cIixcbiAgICBcIig/OlxcXFx4MWJbXFxcXF1QWF5fXXxbXFxcXHg5MFxcXFx4OThcXFxceDlkXFxcXHg5ZVxcXFx4OWZdKVteXFxcXHgwN1xcXFx4MWJcXFxceDljXSooPzpcXFxceDA3fFxcXFx4MWJcXFxcXFxcXHxcXFxceDljKT9cIixcbiAgICBcIlxcXFx4MWJbXFxcXHgyMC1cXFxceDJmXSpbXFxcXHgzMC1cXFxceDdlXT9cIixcbiAgXS5qb2luKFwifFwiKSxcbiAgXCJnXCIsXG4pO1xuLy8gQzAgY29udHJvbHMgYnV0IHRhYiwgbmV3bGluZSBhbmQgY2FycmlhZ2UgcmV0dXJuOyBERUw7IEMxIGNvbnRyb2xzLlxuLy8gZGVuby1saW50LWlnbm9yZSBuby1jb250cm9sLXJlZ2V4XG5jb25zdCBDT05UUk9MUyA9IC9bXFx4MDAtXFx4MDhcXHgwYlxceDBjXFx4MGUtXFx4MWZcXHg3Zi1cXHg5Zl0vZztcblxuY29uc3QgQlJBQ0tFVF9CRUdJTiA9IFwiXFx4MWJbMjAwflwiO1xuY29uc3QgQlJBQ0tFVF9FTkQgPSBcIlxceDFiWzIwMX5cIjtcblxuLyoqIGB0ZXh0YCB3aXRob3V0IGVzY2FwZSBzZXF1ZW5jZXMgYW5kIGNvbnRyb2wgY2hhcmFjdGVycyAodGFiLCBDUiwgTEYgc3RheSkuICovXG5leHBvcnQgZnVuY3Rpb24gY2xlYW5QYXN0ZSh0ZXh0OiBzdHJpbmcpOiBzdHJpbmcge1xuICByZXR1cm4gdGV4dC5yZXBsYWNlKEVTQ0FQRVMsIFwiXCIpLnJlcGxhY2UoQ09OVFJPTFMsIFwiXCIpO1xufVxuXG4vKipcbiAqIFRoZSBieXRlcyBhIHBhc3RlIG9mIGB0ZXh0YCBzZW5kczogY2xlYW5lZCAoYGNsZWFuUGFzdGVgKSwgbGluZSBlbmRzIGFzXG4gKiBDUiAod2hhdCB0aGUgRW50ZXIga2V5IHNlbmRzLCBhcyB0ZXJtaW5hbHMgcGFzdGUpLCB3cmFwcGVkIGluXG4gKiBgRVNDIFsgMjAwIH5gIC4uLiBgRVNDIFsgMjAxIH5gIHdoZW4gdGhlIHNlc3Npb24gYXNrZWQgZm9yIGJyYWNrZXRlZFxuICogcGFzdGUgKERFQ1NFVCAyMDA0KS5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHBhc3RlQnl0ZXModGV4dDogc3RyaW5nLCBicmFja2V0ZWQ6IGJvb2xlYW4pOiBVaW50OEFycmF5IHtcbiAgY29uc3QgYm9keSA9IGNsZWFuUGFzdGUodGV4dCkucmVwbGFjZSgvXFxyP1xcbi9nLCBcIlxcclwiKTtcbiAgY29uc3Qgd3JhcHBlZCA9IGJyYWNrZXRlZCA/IEJSQUNLRVRfQkVHSU4gKyBib2R5ICsgQlJBQ0tFVF9FTkQgOiBib2R5O1xuICByZXR1cm4gbmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKHdyYXBwZWQpO1xufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7OztDQVFDLEdBRUQsd0VBQXdFO0FBQ3hFLDJEQUEyRDtBQUMzRCxNQUFNLFVBQVUsSUFBSSxPQUNsQjtFQUNFO0VBQ0E7RUFDQTtDQUNELENBQUMsSUFBSSxDQUFDLE1BQ1A7QUFFRixzRUFBc0U7QUFDdEUsb0NBQW9DO0FBQ3BDLE1BQU0sV0FBVztBQUVqQixNQUFNLGdCQUFnQjtBQUN0QixNQUFNLGNBQWM7QUFFcEIsK0VBQStFLEdBQy9FLE9BQU8sU0FBUyxXQUFXLElBQVk7RUFDckMsT0FBTyxLQUFLLE9BQU8sQ0FBQyxTQUFTLElBQUksT0FBTyxDQUFDLFVBQVU7QUFDckQ7QUFFQTs7Ozs7Q0FLQyxHQUNELE9BQU8sU0FBUyxXQUFXLElBQVksRUFBRSxTQUFrQjtFQUN6RCxNQUFNLE9BQU8sV0FBVyxNQUFNLE9BQU8sQ0FBQyxVQUFVO0VBQ2hELE1BQU0sVUFBVSxZQUFZLGdCQUFnQixPQUFPLGNBQWM7RUFDakUsT0FBTyxJQUFJLGNBQWMsTUFBTSxDQUFDO0FBQ2xDIn0=
// denoCacheMetadata=678214622434742436,577634093543766624