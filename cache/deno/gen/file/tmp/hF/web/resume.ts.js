/**
 * What `berth serve` remembers of each page across dropped WebSockets: the
 * last input sequence number it delivered to the session, so that input the
 * page sends again after a reconnect is delivered once. Bounded: the
 * oldest entries go first, and entries not touched for an hour are dropped.
 *
 * @module
 */ /** Pages remembered at most (each entry is a few dozen bytes). */ const MAX_ENTRIES = 10_000;
/** A page gone this long starts afresh if it ever comes back. */ const TTL_MS = 60 * 60 * 1000;
/** Last delivered input per page (keyed by login and page id). */ export class ResumeTable {
  #entries = new Map();
  /** The last sequence number delivered for `key`, 0 when none. */ delivered(key, now = Date.now()) {
    const e = this.#entries.get(key);
    if (!e || now - e.at > TTL_MS) return 0;
    return e.seq;
  }
  /** Records that `seq` was delivered for `key`. */ record(key, seq, now = Date.now()) {
    this.#entries.delete(key); // re-inserted last: Map order is age order
    this.#entries.set(key, {
      seq,
      at: now
    });
    while(this.#entries.size > MAX_ENTRIES){
      this.#entries.delete(this.#entries.keys().next().value);
    }
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3dlYi9yZXN1bWUudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBXaGF0IGBiZXJ0aCBzZXJ2ZWAgcmVtZW1iZXJzIG9mIGVhY2ggcGFnZSBhY3Jvc3MgZHJvcHBlZCBXZWJTb2NrZXRzOiB0aGVcbiAqIGxhc3QgaW5wdXQgc2VxdWVuY2UgbnVtYmVyIGl0IGRlbGl2ZXJlZCB0byB0aGUgc2Vzc2lvbiwgc28gdGhhdCBpbnB1dCB0aGVcbiAqIHBhZ2Ugc2VuZHMgYWdhaW4gYWZ0ZXIgYSByZWNvbm5lY3QgaXMgZGVsaXZlcmVkIG9uY2UuIEJvdW5kZWQ6IHRoZVxuICogb2xkZXN0IGVudHJpZXMgZ28gZmlyc3QsIGFuZCBlbnRyaWVzIG5vdCB0b3VjaGVkIGZvciBhbiBob3VyIGFyZSBkcm9wcGVkLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG4vKiogUGFnZXMgcmVtZW1iZXJlZCBhdCBtb3N0IChlYWNoIGVudHJ5IGlzIGEgZmV3IGRvemVuIGJ5dGVzKS4gKi9cbmNvbnN0IE1BWF9FTlRSSUVTID0gMTBfMDAwO1xuLyoqIEEgcGFnZSBnb25lIHRoaXMgbG9uZyBzdGFydHMgYWZyZXNoIGlmIGl0IGV2ZXIgY29tZXMgYmFjay4gKi9cbmNvbnN0IFRUTF9NUyA9IDYwICogNjAgKiAxMDAwO1xuXG4vKiogTGFzdCBkZWxpdmVyZWQgaW5wdXQgcGVyIHBhZ2UgKGtleWVkIGJ5IGxvZ2luIGFuZCBwYWdlIGlkKS4gKi9cbmV4cG9ydCBjbGFzcyBSZXN1bWVUYWJsZSB7XG4gICNlbnRyaWVzID0gbmV3IE1hcDxzdHJpbmcsIHsgc2VxOiBudW1iZXI7IGF0OiBudW1iZXIgfT4oKTtcblxuICAvKiogVGhlIGxhc3Qgc2VxdWVuY2UgbnVtYmVyIGRlbGl2ZXJlZCBmb3IgYGtleWAsIDAgd2hlbiBub25lLiAqL1xuICBkZWxpdmVyZWQoa2V5OiBzdHJpbmcsIG5vdyA9IERhdGUubm93KCkpOiBudW1iZXIge1xuICAgIGNvbnN0IGUgPSB0aGlzLiNlbnRyaWVzLmdldChrZXkpO1xuICAgIGlmICghZSB8fCBub3cgLSBlLmF0ID4gVFRMX01TKSByZXR1cm4gMDtcbiAgICByZXR1cm4gZS5zZXE7XG4gIH1cblxuICAvKiogUmVjb3JkcyB0aGF0IGBzZXFgIHdhcyBkZWxpdmVyZWQgZm9yIGBrZXlgLiAqL1xuICByZWNvcmQoa2V5OiBzdHJpbmcsIHNlcTogbnVtYmVyLCBub3cgPSBEYXRlLm5vdygpKTogdm9pZCB7XG4gICAgdGhpcy4jZW50cmllcy5kZWxldGUoa2V5KTsgLy8gcmUtaW5zZXJ0ZWQgbGFzdDogTWFwIG9yZGVyIGlzIGFnZSBvcmRlclxuICAgIHRoaXMuI2VudHJpZXMuc2V0KGtleSwgeyBzZXEsIGF0OiBub3cgfSk7XG4gICAgd2hpbGUgKHRoaXMuI2VudHJpZXMuc2l6ZSA+IE1BWF9FTlRSSUVTKSB7XG4gICAgICB0aGlzLiNlbnRyaWVzLmRlbGV0ZSh0aGlzLiNlbnRyaWVzLmtleXMoKS5uZXh0KCkudmFsdWUhKTtcbiAgICB9XG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7OztDQU9DLEdBRUQsZ0VBQWdFLEdBQ2hFLE1BQU0sY0FBYztBQUNwQiwrREFBK0QsR0FDL0QsTUFBTSxTQUFTLEtBQUssS0FBSztBQUV6QixnRUFBZ0UsR0FDaEUsT0FBTyxNQUFNO0VBQ1gsQ0FBQSxPQUFRLEdBQUcsSUFBSSxNQUEyQztFQUUxRCwrREFBK0QsR0FDL0QsVUFBVSxHQUFXLEVBQUUsTUFBTSxLQUFLLEdBQUcsRUFBRSxFQUFVO0lBQy9DLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsR0FBRyxDQUFDO0lBQzVCLElBQUksQ0FBQyxLQUFLLE1BQU0sRUFBRSxFQUFFLEdBQUcsUUFBUSxPQUFPO0lBQ3RDLE9BQU8sRUFBRSxHQUFHO0VBQ2Q7RUFFQSxnREFBZ0QsR0FDaEQsT0FBTyxHQUFXLEVBQUUsR0FBVyxFQUFFLE1BQU0sS0FBSyxHQUFHLEVBQUUsRUFBUTtJQUN2RCxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxDQUFDLE1BQU0sMkNBQTJDO0lBQ3RFLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxHQUFHLENBQUMsS0FBSztNQUFFO01BQUssSUFBSTtJQUFJO0lBQ3RDLE1BQU8sSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLElBQUksR0FBRyxZQUFhO01BQ3ZDLElBQUksQ0FBQyxDQUFBLE9BQVEsQ0FBQyxNQUFNLENBQUMsSUFBSSxDQUFDLENBQUEsT0FBUSxDQUFDLElBQUksR0FBRyxJQUFJLEdBQUcsS0FBSztJQUN4RDtFQUNGO0FBQ0YifQ==
// denoCacheMetadata=4075317376209722105,12567105147471115528