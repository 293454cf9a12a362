/**
 * The buffer a socket reader reads into, sized by what arrives: small for
 * the common case (a request, a key, an ack: a few bytes), large only while
 * reads fill it (a big `send`, a paste), and given back once they stop.
 * An idle connection then holds SMALL_READ_BYTES, not a large buffer:
 * with 256 KiB per connection, a churn of connections took the daemon's
 * memory from 87 to 290 MB for good after 1,100 connections here.
 *
 * @module
 */ /** What a quiet connection reads into. */ export const SMALL_READ_BYTES = 8 * 1024;
/** What a connection that fills its small buffer reads into next. */ export const LARGE_READ_BYTES = 256 * 1024;
/** Picks the buffer for the next read from the size of the last one. */ export class ReadBuffer {
  #small = null;
  #large = null;
  #useLarge = false;
  /** The buffer to pass to the next `read()`. */ get() {
    if (this.#useLarge) return this.#large ??= new Uint8Array(LARGE_READ_BYTES);
    return this.#small ??= new Uint8Array(SMALL_READ_BYTES);
  }
  /** Records how many bytes the last read returned. */ got(n) {
    if (!this.#useLarge) {
      this.#useLarge = n === SMALL_READ_BYTES;
    } else if (n < SMALL_READ_BYTES) {
      this.#useLarge = false;
      this.#large = null; // The burst is over: give the large buffer back.
    }
  }
  /** Drops both buffers (the connection is closed). */ release() {
    this.#small = this.#large = null;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3Byb3RvY29sL3JlYWRfYnVmZmVyLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIGJ1ZmZlciBhIHNvY2tldCByZWFkZXIgcmVhZHMgaW50bywgc2l6ZWQgYnkgd2hhdCBhcnJpdmVzOiBzbWFsbCBmb3JcbiAqIHRoZSBjb21tb24gY2FzZSAoYSByZXF1ZXN0LCBhIGtleSwgYW4gYWNrOiBhIGZldyBieXRlcyksIGxhcmdlIG9ubHkgd2hpbGVcbiAqIHJlYWRzIGZpbGwgaXQgKGEgYmlnIGBzZW5kYCwgYSBwYXN0ZSksIGFuZCBnaXZlbiBiYWNrIG9uY2UgdGhleSBzdG9wLlxuICogQW4gaWRsZSBjb25uZWN0aW9uIHRoZW4gaG9sZHMgU01BTExfUkVBRF9CWVRFUywgbm90IGEgbGFyZ2UgYnVmZmVyOlxuICogd2l0aCAyNTYgS2lCIHBlciBjb25uZWN0aW9uLCBhIGNodXJuIG9mIGNvbm5lY3Rpb25zIHRvb2sgdGhlIGRhZW1vbidzXG4gKiBtZW1vcnkgZnJvbSA4NyB0byAyOTAgTUIgZm9yIGdvb2QgYWZ0ZXIgMSwxMDAgY29ubmVjdGlvbnMgaGVyZS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuLyoqIFdoYXQgYSBxdWlldCBjb25uZWN0aW9uIHJlYWRzIGludG8uICovXG5leHBvcnQgY29uc3QgU01BTExfUkVBRF9CWVRFUyA9IDggKiAxMDI0O1xuLyoqIFdoYXQgYSBjb25uZWN0aW9uIHRoYXQgZmlsbHMgaXRzIHNtYWxsIGJ1ZmZlciByZWFkcyBpbnRvIG5leHQuICovXG5leHBvcnQgY29uc3QgTEFSR0VfUkVBRF9CWVRFUyA9IDI1NiAqIDEwMjQ7XG5cbi8qKiBQaWNrcyB0aGUgYnVmZmVyIGZvciB0aGUgbmV4dCByZWFkIGZyb20gdGhlIHNpemUgb2YgdGhlIGxhc3Qgb25lLiAqL1xuZXhwb3J0IGNsYXNzIFJlYWRCdWZmZXIge1xuICAjc21hbGw6IFVpbnQ4QXJyYXkgfCBudWxsID0gbnVsbDtcbiAgI2xhcmdlOiBVaW50OEFycmF5IHwgbnVsbCA9IG51bGw7XG4gICN1c2VMYXJnZSA9IGZhbHNlO1xuXG4gIC8qKiBUaGUgYnVmZmVyIHRvIHBhc3MgdG8gdGhlIG5leHQgYHJlYWQoKWAuICovXG4gIGdldCgpOiBVaW50OEFycmF5IHtcbiAgICBpZiAodGhpcy4jdXNlTGFyZ2UpIHJldHVybiB0aGlzLiNsYXJnZSA/Pz0gbmV3IFVpbnQ4QXJyYXkoTEFSR0VfUkVBRF9CWVRFUyk7XG4gICAgcmV0dXJuIHRoaXMuI3NtYWxsID8/PSBuZXcgVWludDhBcnJheShTTUFMTF9SRUFEX0JZVEVTKTtcbiAgfVxuXG4gIC8qKiBSZWNvcmRzIGhvdyBtYW55IGJ5dGVzIHRoZSBsYXN0IHJlYWQgcmV0dXJuZWQuICovXG4gIGdvdChuOiBudW1iZXIpOiB2b2lkIHtcbiAgICBpZiAoIXRoaXMuI3VzZUxhcmdlKSB7XG4gICAgICB0aGlzLiN1c2VMYXJnZSA9IG4gPT09IFNNQUxMX1JFQURfQllURVM7XG4gICAgfSBlbHNlIGlmIChuIDwgU01BTExfUkVBRF9CWVRFUykge1xuICAgICAgdGhpcy4jdXNlTGFyZ2UgPSBmYWxzZTtcbiAgICAgIHRoaXMuI2xhcmdlID0gbnVsbDsgLy8gVGhlIGJ1cnN0IGlzIG92ZXI6IGdpdmUgdGhlIGxhcmdlIGJ1ZmZlciBiYWNrLlxuICAgIH1cbiAgfVxuXG4gIC8qKiBEcm9wcyBib3RoIGJ1ZmZlcnMgKHRoZSBjb25uZWN0aW9uIGlzIGNsb3NlZCkuICovXG4gIHJlbGVhc2UoKTogdm9pZCB7XG4gICAgdGhpcy4jc21hbGwgPSB0aGlzLiNsYXJnZSA9IG51bGw7XG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Ozs7O0NBU0MsR0FFRCx3Q0FBd0MsR0FDeEMsT0FBTyxNQUFNLG1CQUFtQixJQUFJLEtBQUs7QUFDekMsbUVBQW1FLEdBQ25FLE9BQU8sTUFBTSxtQkFBbUIsTUFBTSxLQUFLO0FBRTNDLHNFQUFzRSxHQUN0RSxPQUFPLE1BQU07RUFDWCxDQUFBLEtBQU0sR0FBc0IsS0FBSztFQUNqQyxDQUFBLEtBQU0sR0FBc0IsS0FBSztFQUNqQyxDQUFBLFFBQVMsR0FBRyxNQUFNO0VBRWxCLDZDQUE2QyxHQUM3QyxNQUFrQjtJQUNoQixJQUFJLElBQUksQ0FBQyxDQUFBLFFBQVMsRUFBRSxPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU0sS0FBSyxJQUFJLFdBQVc7SUFDMUQsT0FBTyxJQUFJLENBQUMsQ0FBQSxLQUFNLEtBQUssSUFBSSxXQUFXO0VBQ3hDO0VBRUEsbURBQW1ELEdBQ25ELElBQUksQ0FBUyxFQUFRO0lBQ25CLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxRQUFTLEVBQUU7TUFDbkIsSUFBSSxDQUFDLENBQUEsUUFBUyxHQUFHLE1BQU07SUFDekIsT0FBTyxJQUFJLElBQUksa0JBQWtCO01BQy9CLElBQUksQ0FBQyxDQUFBLFFBQVMsR0FBRztNQUNqQixJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUcsTUFBTSxpREFBaUQ7SUFDdkU7RUFDRjtFQUVBLG1EQUFtRCxHQUNuRCxVQUFnQjtJQUNkLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRyxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUc7RUFDOUI7QUFDRiJ9
// denoCacheMetadata=2654107397059782337,13642439253149210760