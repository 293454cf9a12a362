/**
 * berth's own version (the wire protocol has its own number,
 * `protocol/messages.ts`).
 *
 * @module
 */ export const VERSION = "0.1.0";
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC92ZXJzaW9uLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogYmVydGgncyBvd24gdmVyc2lvbiAodGhlIHdpcmUgcHJvdG9jb2wgaGFzIGl0cyBvd24gbnVtYmVyLFxuICogYHByb3RvY29sL21lc3NhZ2VzLnRzYCkuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmV4cG9ydCBjb25zdCBWRVJTSU9OID0gXCIwLjEuMFwiO1xuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7OztDQUtDLEdBRUQsT0FBTyxNQUFNLFVBQVUsUUFBUSJ9
// denoCacheMetadata=10957083412154073933,180286296386487014