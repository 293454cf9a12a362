/**
 * What the bridge (`client/commands/_bridge.ts`) and the ssh transport
 * agree on, in a module of its own so that the bridge, which runs on every
 * connect and resume, loads nothing else.
 *
 * @module
 */ /** The bridge's exit status when no daemon runs and it was not to start one. */ export const BRIDGE_NO_DAEMON = 3;
/**
 * What the bridge writes once its terminal is raw and the daemon's socket
 * is open; the protocol's bytes follow. The client drops what comes before
 * (an rc file's output, the pty's echo of nothing).
 */ export const BRIDGE_READY = "\x1b[berth-bridge-ready]\n";
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC90cmFuc3BvcnQvYnJpZGdlX21hcmtzLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogV2hhdCB0aGUgYnJpZGdlIChgY2xpZW50L2NvbW1hbmRzL19icmlkZ2UudHNgKSBhbmQgdGhlIHNzaCB0cmFuc3BvcnRcbiAqIGFncmVlIG9uLCBpbiBhIG1vZHVsZSBvZiBpdHMgb3duIHNvIHRoYXQgdGhlIGJyaWRnZSwgd2hpY2ggcnVucyBvbiBldmVyeVxuICogY29ubmVjdCBhbmQgcmVzdW1lLCBsb2FkcyBub3RoaW5nIGVsc2UuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKiBUaGUgYnJpZGdlJ3MgZXhpdCBzdGF0dXMgd2hlbiBubyBkYWVtb24gcnVucyBhbmQgaXQgd2FzIG5vdCB0byBzdGFydCBvbmUuICovXG5leHBvcnQgY29uc3QgQlJJREdFX05PX0RBRU1PTiA9IDM7XG5cbi8qKlxuICogV2hhdCB0aGUgYnJpZGdlIHdyaXRlcyBvbmNlIGl0cyB0ZXJtaW5hbCBpcyByYXcgYW5kIHRoZSBkYWVtb24ncyBzb2NrZXRcbiAqIGlzIG9wZW47IHRoZSBwcm90b2NvbCdzIGJ5dGVzIGZvbGxvdy4gVGhlIGNsaWVudCBkcm9wcyB3aGF0IGNvbWVzIGJlZm9yZVxuICogKGFuIHJjIGZpbGUncyBvdXRwdXQsIHRoZSBwdHkncyBlY2hvIG9mIG5vdGhpbmcpLlxuICovXG5leHBvcnQgY29uc3QgQlJJREdFX1JFQURZID0gXCJcXHgxYltiZXJ0aC1icmlkZ2UtcmVhZHldXFxuXCI7XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7OztDQU1DLEdBRUQsOEVBQThFLEdBQzlFLE9BQU8sTUFBTSxtQkFBbUIsRUFBRTtBQUVsQzs7OztDQUlDLEdBQ0QsT0FBTyxNQUFNLGVBQWUsNkJBQTZCIn0=
// denoCacheMetadata=5501492407767971188,11372322587236677513