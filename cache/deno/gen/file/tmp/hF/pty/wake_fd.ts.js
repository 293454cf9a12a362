/**
 * An eventfd used to wake a thread blocked in poll() (the gather worker):
 * any thread writes, the poller drains.
 *
 * @module
 */ import { check, EAGAIN, EFD_CLOEXEC, EFD_NONBLOCK, EINTR, errno, libc, LibcError, size } from "./_libc.ts";
const ONE = new BigUint64Array([
  1n
]);
const SINK = new BigUint64Array(1);
/** Creates a nonblocking, close-on-exec eventfd; close it with `closeFd`. */ export function createWakeFd() {
  return check("eventfd", libc().eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC));
}
/** Makes `fd` readable (wakes its poller). Never blocks. */ export function signalWakeFd(fd) {
  for(;;){
    if (libc().write(fd, ONE, size(8)) === 8) return;
    const err = errno();
    // EAGAIN: the counter is saturated, so the fd is readable already.
    if (err === EAGAIN) return;
    if (err !== EINTR) throw new LibcError("write(eventfd)", err);
  }
}
/** Resets `fd` to not readable; returns whether it had been signalled. */ export function drainWakeFd(fd) {
  for(;;){
    if (libc().read(fd, SINK, size(8)) === 8) return true;
    const err = errno();
    if (err === EAGAIN) return false;
    if (err !== EINTR) throw new LibcError("read(eventfd)", err);
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3B0eS93YWtlX2ZkLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogQW4gZXZlbnRmZCB1c2VkIHRvIHdha2UgYSB0aHJlYWQgYmxvY2tlZCBpbiBwb2xsKCkgKHRoZSBnYXRoZXIgd29ya2VyKTpcbiAqIGFueSB0aHJlYWQgd3JpdGVzLCB0aGUgcG9sbGVyIGRyYWlucy5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHtcbiAgY2hlY2ssXG4gIEVBR0FJTixcbiAgRUZEX0NMT0VYRUMsXG4gIEVGRF9OT05CTE9DSyxcbiAgRUlOVFIsXG4gIGVycm5vLFxuICBsaWJjLFxuICBMaWJjRXJyb3IsXG4gIHNpemUsXG59IGZyb20gXCIuL19saWJjLnRzXCI7XG5cbmNvbnN0IE9ORSA9IG5ldyBCaWdVaW50NjRBcnJheShbMW5dKTtcbmNvbnN0IFNJTksgPSBuZXcgQmlnVWludDY0QXJyYXkoMSk7XG5cbi8qKiBDcmVhdGVzIGEgbm9uYmxvY2tpbmcsIGNsb3NlLW9uLWV4ZWMgZXZlbnRmZDsgY2xvc2UgaXQgd2l0aCBgY2xvc2VGZGAuICovXG5leHBvcnQgZnVuY3Rpb24gY3JlYXRlV2FrZUZkKCk6IG51bWJlciB7XG4gIHJldHVybiBjaGVjayhcImV2ZW50ZmRcIiwgbGliYygpLmV2ZW50ZmQoMCwgRUZEX05PTkJMT0NLIHwgRUZEX0NMT0VYRUMpKTtcbn1cblxuLyoqIE1ha2VzIGBmZGAgcmVhZGFibGUgKHdha2VzIGl0cyBwb2xsZXIpLiBOZXZlciBibG9ja3MuICovXG5leHBvcnQgZnVuY3Rpb24gc2lnbmFsV2FrZUZkKGZkOiBudW1iZXIpOiB2b2lkIHtcbiAgZm9yICg7Oykge1xuICAgIGlmIChsaWJjKCkud3JpdGUoZmQsIE9ORSwgc2l6ZSg4KSkgPT09IDgpIHJldHVybjtcbiAgICBjb25zdCBlcnIgPSBlcnJubygpO1xuICAgIC8vIEVBR0FJTjogdGhlIGNvdW50ZXIgaXMgc2F0dXJhdGVkLCBzbyB0aGUgZmQgaXMgcmVhZGFibGUgYWxyZWFkeS5cbiAgICBpZiAoZXJyID09PSBFQUdBSU4pIHJldHVybjtcbiAgICBpZiAoZXJyICE9PSBFSU5UUikgdGhyb3cgbmV3IExpYmNFcnJvcihcIndyaXRlKGV2ZW50ZmQpXCIsIGVycik7XG4gIH1cbn1cblxuLyoqIFJlc2V0cyBgZmRgIHRvIG5vdCByZWFkYWJsZTsgcmV0dXJucyB3aGV0aGVyIGl0IGhhZCBiZWVuIHNpZ25hbGxlZC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBkcmFpbldha2VGZChmZDogbnVtYmVyKTogYm9vbGVhbiB7XG4gIGZvciAoOzspIHtcbiAgICBpZiAobGliYygpLnJlYWQoZmQsIFNJTkssIHNpemUoOCkpID09PSA4KSByZXR1cm4gdHJ1ZTtcbiAgICBjb25zdCBlcnIgPSBlcnJubygpO1xuICAgIGlmIChlcnIgPT09IEVBR0FJTikgcmV0dXJuIGZhbHNlO1xuICAgIGlmIChlcnIgIT09IEVJTlRSKSB0aHJvdyBuZXcgTGliY0Vycm9yKFwicmVhZChldmVudGZkKVwiLCBlcnIpO1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7O0NBS0MsR0FFRCxTQUNFLEtBQUssRUFDTCxNQUFNLEVBQ04sV0FBVyxFQUNYLFlBQVksRUFDWixLQUFLLEVBQ0wsS0FBSyxFQUNMLElBQUksRUFDSixTQUFTLEVBQ1QsSUFBSSxRQUNDLGFBQWE7QUFFcEIsTUFBTSxNQUFNLElBQUksZUFBZTtBQUFDLEVBQUEsRUFBRTtDQUFDO0FBQ25DLE1BQU0sT0FBTyxJQUFJLGVBQWU7QUFFaEMsMkVBQTJFLEdBQzNFLE9BQU8sU0FBUztFQUNkLE9BQU8sTUFBTSxXQUFXLE9BQU8sT0FBTyxDQUFDLEdBQUcsZUFBZTtBQUMzRDtBQUVBLDBEQUEwRCxHQUMxRCxPQUFPLFNBQVMsYUFBYSxFQUFVO0VBQ3JDLE9BQVM7SUFDUCxJQUFJLE9BQU8sS0FBSyxDQUFDLElBQUksS0FBSyxLQUFLLFFBQVEsR0FBRztJQUMxQyxNQUFNLE1BQU07SUFDWixtRUFBbUU7SUFDbkUsSUFBSSxRQUFRLFFBQVE7SUFDcEIsSUFBSSxRQUFRLE9BQU8sTUFBTSxJQUFJLFVBQVUsa0JBQWtCO0VBQzNEO0FBQ0Y7QUFFQSx3RUFBd0UsR0FDeEUsT0FBTyxTQUFTLFlBQVksRUFBVTtFQUNwQyxPQUFTO0lBQ1AsSUFBSSxPQUFPLElBQUksQ0FBQyxJQUFJLE1BQU0sS0FBSyxRQUFRLEdBQUcsT0FBTztJQUNqRCxNQUFNLE1BQU07SUFDWixJQUFJLFFBQVEsUUFBUSxPQUFPO0lBQzNCLElBQUksUUFBUSxPQUFPLE1BQU0sSUFBSSxVQUFVLGlCQUFpQjtFQUMxRDtBQUNGIn0=
// denoCacheMetadata=1728323383498282335,11238085713883578410