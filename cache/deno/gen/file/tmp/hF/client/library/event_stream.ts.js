/**
 * The async iterator behind `SessionHandle.events()`: the `event` messages of one
 * `events` request, queued until the script reads them.
 *
 * @module
 */ /**
 * Events of one session, in order, ending after the `exit` event.
 *
 * The queue cannot grow without bound while the script is busy elsewhere:
 * consecutive `output` events that have not been read yet merge into one
 * (bytes added, latest time), and the daemon sends at most one per screen
 * update (about 60 a second).
 */ export class EventStream {
  #queue = [];
  #reader = null;
  #ended = false;
  #error = null;
  #ready;
  #done;
  /**
   * `ready` settles when the daemon has accepted the subscription (a
   * rejection, such as an unknown session, surfaces from `next()`);
   * `done` runs once when the stream ends, `early` when it ends before the
   * exit event (the daemon must then be told to stop sending).
   */ constructor(ready, done){
    this.#done = done;
    this.#ready = ready.then(()=>{}, (err)=>this.fail(err));
  }
  /** Adds an event from the daemon; ends the stream after `exit`. */ push(ev) {
    if (this.#ended) return;
    if (ev.type === "exit") {
      this.#ended = true;
      this.#done(false);
    }
    if (this.#reader) {
      const r = this.#reader;
      this.#reader = null;
      r.resolve({
        value: ev,
        done: false
      });
      return;
    }
    const last = this.#queue.at(-1);
    if (ev.type === "output" && last?.type === "output") {
      last.bytes += ev.bytes;
      last.time = ev.time;
      return;
    }
    this.#queue.push(ev);
  }
  /** Ends the stream with an error (the connection was lost ...). */ fail(err) {
    if (this.#ended) return;
    this.#ended = true;
    this.#error = err;
    this.#done(true);
    if (this.#reader) {
      const r = this.#reader;
      this.#reader = null;
      r.reject(err);
    }
  }
  /** The next event, or done after `exit`. */ async next() {
    await this.#ready;
    const ev = this.#queue.shift();
    if (ev) return {
      value: ev,
      done: false
    };
    if (this.#error) throw this.#error;
    if (this.#ended) return {
      value: undefined,
      done: true
    };
    return await new Promise((resolve, reject)=>{
      this.#reader = {
        resolve,
        reject
      };
    });
  }
  /** Stops the stream early (a `break` out of `for await` calls this). */ return() {
    if (!this.#ended) {
      this.#ended = true;
      this.#done(true);
    }
    this.#queue.length = 0;
    const r = this.#reader;
    this.#reader = null;
    r?.resolve({
      value: undefined,
      done: true
    });
    return Promise.resolve({
      value: undefined,
      done: true
    });
  }
  /** The stream itself: `for await (const ev of stream)`. */ [Symbol.asyncIterator]() {
    return this;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9saWJyYXJ5L2V2ZW50X3N0cmVhbS50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBhc3luYyBpdGVyYXRvciBiZWhpbmQgYFNlc3Npb25IYW5kbGUuZXZlbnRzKClgOiB0aGUgYGV2ZW50YCBtZXNzYWdlcyBvZiBvbmVcbiAqIGBldmVudHNgIHJlcXVlc3QsIHF1ZXVlZCB1bnRpbCB0aGUgc2NyaXB0IHJlYWRzIHRoZW0uXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB0eXBlIHsgU2Vzc2lvbkV2ZW50IH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL21lc3NhZ2VzLnRzXCI7XG5cbi8qKiBBIHNlc3Npb24gZXZlbnQgd2l0aCB0aGUgZGFlbW9uJ3MgdGltZSBzdGFtcCAobXMgc2luY2UgdGhlIGVwb2NoKS4gKi9cbmV4cG9ydCB0eXBlIEJlcnRoRXZlbnQgPSBTZXNzaW9uRXZlbnQgJiB7IHRpbWU6IG51bWJlciB9O1xuXG5pbnRlcmZhY2UgUmVhZGVyIHtcbiAgcmVzb2x2ZShyOiBJdGVyYXRvclJlc3VsdDxCZXJ0aEV2ZW50Pik6IHZvaWQ7XG4gIHJlamVjdChlOiBFcnJvcik6IHZvaWQ7XG59XG5cbi8qKlxuICogRXZlbnRzIG9mIG9uZSBzZXNzaW9uLCBpbiBvcmRlciwgZW5kaW5nIGFmdGVyIHRoZSBgZXhpdGAgZXZlbnQuXG4gKlxuICogVGhlIHF1ZXVlIGNhbm5vdCBncm93IHdpdGhvdXQgYm91bmQgd2hpbGUgdGhlIHNjcmlwdCBpcyBidXN5IGVsc2V3aGVyZTpcbiAqIGNvbnNlY3V0aXZlIGBvdXRwdXRgIGV2ZW50cyB0aGF0IGhhdmUgbm90IGJlZW4gcmVhZCB5ZXQgbWVyZ2UgaW50byBvbmVcbiAqIChieXRlcyBhZGRlZCwgbGF0ZXN0IHRpbWUpLCBhbmQgdGhlIGRhZW1vbiBzZW5kcyBhdCBtb3N0IG9uZSBwZXIgc2NyZWVuXG4gKiB1cGRhdGUgKGFib3V0IDYwIGEgc2Vjb25kKS5cbiAqL1xuZXhwb3J0IGNsYXNzIEV2ZW50U3RyZWFtIGltcGxlbWVudHMgQXN5bmNJdGVyYWJsZUl0ZXJhdG9yPEJlcnRoRXZlbnQ+IHtcbiAgI3F1ZXVlOiBCZXJ0aEV2ZW50W10gPSBbXTtcbiAgI3JlYWRlcjogUmVhZGVyIHwgbnVsbCA9IG51bGw7XG4gICNlbmRlZCA9IGZhbHNlO1xuICAjZXJyb3I6IEVycm9yIHwgbnVsbCA9IG51bGw7XG4gICNyZWFkeTogUHJvbWlzZTx2b2lkPjtcbiAgI2RvbmU6IChlYXJseTogYm9vbGVhbikgPT4gdm9pZDtcblxuICAvKipcbiAgICogYHJlYWR5YCBzZXR0bGVzIHdoZW4gdGhlIGRhZW1vbiBoYXMgYWNjZXB0ZWQgdGhlIHN1YnNjcmlwdGlvbiAoYVxuICAgKiByZWplY3Rpb24sIHN1Y2ggYXMgYW4gdW5rbm93biBzZXNzaW9uLCBzdXJmYWNlcyBmcm9tIGBuZXh0KClgKTtcbiAgICogYGRvbmVgIHJ1bnMgb25jZSB3aGVuIHRoZSBzdHJlYW0gZW5kcywgYGVhcmx5YCB3aGVuIGl0IGVuZHMgYmVmb3JlIHRoZVxuICAgKiBleGl0IGV2ZW50ICh0aGUgZGFlbW9uIG11c3QgdGhlbiBiZSB0b2xkIHRvIHN0b3Agc2VuZGluZykuXG4gICAqL1xuICBjb25zdHJ1Y3RvcihyZWFkeTogUHJvbWlzZTx1bmtub3duPiwgZG9uZTogKGVhcmx5OiBib29sZWFuKSA9PiB2b2lkKSB7XG4gICAgdGhpcy4jZG9uZSA9IGRvbmU7XG4gICAgdGhpcy4jcmVhZHkgPSByZWFkeS50aGVuKFxuICAgICAgKCkgPT4ge30sXG4gICAgICAoZXJyOiBFcnJvcikgPT4gdGhpcy5mYWlsKGVyciksXG4gICAgKTtcbiAgfVxuXG4gIC8qKiBBZGRzIGFuIGV2ZW50IGZyb20gdGhlIGRhZW1vbjsgZW5kcyB0aGUgc3RyZWFtIGFmdGVyIGBleGl0YC4gKi9cbiAgcHVzaChldjogQmVydGhFdmVudCk6IHZvaWQge1xuICAgIGlmICh0aGlzLiNlbmRlZCkgcmV0dXJuO1xuICAgIGlmIChldi50eXBlID09PSBcImV4aXRcIikge1xuICAgICAgdGhpcy4jZW5kZWQgPSB0cnVlO1xuICAgICAgdGhpcy4jZG9uZShmYWxzZSk7XG4gICAgfVxuICAgIGlmICh0aGlzLiNyZWFkZXIpIHtcbiAgICAgIGNvbnN0IHIgPSB0aGlzLiNyZWFkZXI7XG4gICAgICB0aGlzLiNyZWFkZXIgPSBudWxsO1xuICAgICAgci5yZXNvbHZlKHsgdmFsdWU6IGV2LCBkb25lOiBmYWxzZSB9KTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgY29uc3QgbGFzdCA9IHRoaXMuI3F1ZXVlLmF0KC0xKTtcbiAgICBpZiAoZXYudHlwZSA9PT0gXCJvdXRwdXRcIiAmJiBsYXN0Py50eXBlID09PSBcIm91dHB1dFwiKSB7XG4gICAgICBsYXN0LmJ5dGVzICs9IGV2LmJ5dGVzO1xuICAgICAgbGFzdC50aW1lID0gZXYudGltZTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgdGhpcy4jcXVldWUucHVzaChldik7XG4gIH1cblxuICAvKiogRW5kcyB0aGUgc3RyZWFtIHdpdGggYW4gZXJyb3IgKHRoZSBjb25uZWN0aW9uIHdhcyBsb3N0IC4uLikuICovXG4gIGZhaWwoZXJyOiBFcnJvcik6IHZvaWQge1xuICAgIGlmICh0aGlzLiNlbmRlZCkgcmV0dXJuO1xuICAgIHRoaXMuI2VuZGVkID0gdHJ1ZTtcbiAgICB0aGlzLiNlcnJvciA9IGVycjtcbiAgICB0aGlzLiNkb25lKHRydWUpO1xuICAgIGlmICh0aGlzLiNyZWFkZXIpIHtcbiAgICAgIGNvbnN0IHIgPSB0aGlzLiNyZWFkZXI7XG4gICAgICB0aGlzLiNyZWFkZXIgPSBudWxsO1xuICAgICAgci5yZWplY3QoZXJyKTtcbiAgICB9XG4gIH1cblxuICAvKiogVGhlIG5leHQgZXZlbnQsIG9yIGRvbmUgYWZ0ZXIgYGV4aXRgLiAqL1xuICBhc3luYyBuZXh0KCk6IFByb21pc2U8SXRlcmF0b3JSZXN1bHQ8QmVydGhFdmVudD4+IHtcbiAgICBhd2FpdCB0aGlzLiNyZWFkeTtcbiAgICBjb25zdCBldiA9IHRoaXMuI3F1ZXVlLnNoaWZ0KCk7XG4gICAgaWYgKGV2KSByZXR1cm4geyB2YWx1ZTogZXYsIGRvbmU6IGZhbHNlIH07XG4gICAgaWYgKHRoaXMuI2Vycm9yKSB0aHJvdyB0aGlzLiNlcnJvcjtcbiAgICBpZiAodGhpcy4jZW5kZWQpIHJldHVybiB7IHZhbHVlOiB1bmRlZmluZWQsIGRvbmU6IHRydWUgfTtcbiAgICByZXR1cm4gYXdhaXQgbmV3IFByb21pc2UoKHJlc29sdmUsIHJlamVjdCkgPT4ge1xuICAgICAgdGhpcy4jcmVhZGVyID0geyByZXNvbHZlLCByZWplY3QgfTtcbiAgICB9KTtcbiAgfVxuXG4gIC8qKiBTdG9wcyB0aGUgc3RyZWFtIGVhcmx5IChhIGBicmVha2Agb3V0IG9mIGBmb3IgYXdhaXRgIGNhbGxzIHRoaXMpLiAqL1xuICByZXR1cm4oKTogUHJvbWlzZTxJdGVyYXRvclJlc3VsdDxCZXJ0aEV2ZW50Pj4ge1xuICAgIGlmICghdGhpcy4jZW5kZWQpIHtcbiAgICAgIHRoaXMuI2VuZGVkID0gdHJ1ZTtcbiAgICAgIHRoaXMuI2RvbmUodHJ1ZSk7XG4gICAgfVxuICAgIHRoaXMuI3F1ZXVlLmxlbmd0aCA9IDA7XG4gICAgY29uc3QgciA9IHRoaXMuI3JlYWRlcjtcbiAgICB0aGlzLiNyZWFkZXIgPSBudWxsO1xuICAgIHI/LnJlc29sdmUoeyB2YWx1ZTogdW5kZWZpbmVkLCBkb25lOiB0cnVlIH0pO1xuICAgIHJldHVybiBQcm9taXNlLnJlc29sdmUoeyB2YWx1ZTogdW5kZWZpbmVkLCBkb25lOiB0cnVlIH0pO1xuICB9XG5cbiAgLyoqIFRoZSBzdHJlYW0gaXRzZWxmOiBgZm9yIGF3YWl0IChjb25zdCBldiBvZiBzdHJlYW0pYC4gKi9cbiAgW1N5bWJvbC5hc3luY0l0ZXJhdG9yXSgpOiBBc3luY0l0ZXJhYmxlSXRlcmF0b3I8QmVydGhFdmVudD4ge1xuICAgIHJldHVybiB0aGlzO1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7O0NBS0MsR0FZRDs7Ozs7OztDQU9DLEdBQ0QsT0FBTyxNQUFNO0VBQ1gsQ0FBQSxLQUFNLEdBQWlCLEVBQUUsQ0FBQztFQUMxQixDQUFBLE1BQU8sR0FBa0IsS0FBSztFQUM5QixDQUFBLEtBQU0sR0FBRyxNQUFNO0VBQ2YsQ0FBQSxLQUFNLEdBQWlCLEtBQUs7RUFDNUIsQ0FBQSxLQUFNLENBQWdCO0VBQ3RCLENBQUEsSUFBSyxDQUEyQjtFQUVoQzs7Ozs7R0FLQyxHQUNELFlBQVksS0FBdUIsRUFBRSxJQUE4QixDQUFFO0lBQ25FLElBQUksQ0FBQyxDQUFBLElBQUssR0FBRztJQUNiLElBQUksQ0FBQyxDQUFBLEtBQU0sR0FBRyxNQUFNLElBQUksQ0FDdEIsS0FBTyxHQUNQLENBQUMsTUFBZSxJQUFJLENBQUMsSUFBSSxDQUFDO0VBRTlCO0VBRUEsaUVBQWlFLEdBQ2pFLEtBQUssRUFBYyxFQUFRO0lBQ3pCLElBQUksSUFBSSxDQUFDLENBQUEsS0FBTSxFQUFFO0lBQ2pCLElBQUksR0FBRyxJQUFJLEtBQUssUUFBUTtNQUN0QixJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUc7TUFDZCxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7SUFDYjtJQUNBLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTyxFQUFFO01BQ2hCLE1BQU0sSUFBSSxJQUFJLENBQUMsQ0FBQSxNQUFPO01BQ3RCLElBQUksQ0FBQyxDQUFBLE1BQU8sR0FBRztNQUNmLEVBQUUsT0FBTyxDQUFDO1FBQUUsT0FBTztRQUFJLE1BQU07TUFBTTtNQUNuQztJQUNGO0lBQ0EsTUFBTSxPQUFPLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxFQUFFLENBQUMsQ0FBQztJQUM3QixJQUFJLEdBQUcsSUFBSSxLQUFLLFlBQVksTUFBTSxTQUFTLFVBQVU7TUFDbkQsS0FBSyxLQUFLLElBQUksR0FBRyxLQUFLO01BQ3RCLEtBQUssSUFBSSxHQUFHLEdBQUcsSUFBSTtNQUNuQjtJQUNGO0lBQ0EsSUFBSSxDQUFDLENBQUEsS0FBTSxDQUFDLElBQUksQ0FBQztFQUNuQjtFQUVBLGlFQUFpRSxHQUNqRSxLQUFLLEdBQVUsRUFBUTtJQUNyQixJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRTtJQUNqQixJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUc7SUFDZCxJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUc7SUFDZCxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7SUFDWCxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU8sRUFBRTtNQUNoQixNQUFNLElBQUksSUFBSSxDQUFDLENBQUEsTUFBTztNQUN0QixJQUFJLENBQUMsQ0FBQSxNQUFPLEdBQUc7TUFDZixFQUFFLE1BQU0sQ0FBQztJQUNYO0VBQ0Y7RUFFQSwwQ0FBMEMsR0FDMUMsTUFBTSxPQUE0QztJQUNoRCxNQUFNLElBQUksQ0FBQyxDQUFBLEtBQU07SUFDakIsTUFBTSxLQUFLLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxLQUFLO0lBQzVCLElBQUksSUFBSSxPQUFPO01BQUUsT0FBTztNQUFJLE1BQU07SUFBTTtJQUN4QyxJQUFJLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRSxNQUFNLElBQUksQ0FBQyxDQUFBLEtBQU07SUFDbEMsSUFBSSxJQUFJLENBQUMsQ0FBQSxLQUFNLEVBQUUsT0FBTztNQUFFLE9BQU87TUFBVyxNQUFNO0lBQUs7SUFDdkQsT0FBTyxNQUFNLElBQUksUUFBUSxDQUFDLFNBQVM7TUFDakMsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO1FBQUU7UUFBUztNQUFPO0lBQ25DO0VBQ0Y7RUFFQSxzRUFBc0UsR0FDdEUsU0FBOEM7SUFDNUMsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFBLEtBQU0sRUFBRTtNQUNoQixJQUFJLENBQUMsQ0FBQSxLQUFNLEdBQUc7TUFDZCxJQUFJLENBQUMsQ0FBQSxJQUFLLENBQUM7SUFDYjtJQUNBLElBQUksQ0FBQyxDQUFBLEtBQU0sQ0FBQyxNQUFNLEdBQUc7SUFDckIsTUFBTSxJQUFJLElBQUksQ0FBQyxDQUFBLE1BQU87SUFDdEIsSUFBSSxDQUFDLENBQUEsTUFBTyxHQUFHO0lBQ2YsR0FBRyxRQUFRO01BQUUsT0FBTztNQUFXLE1BQU07SUFBSztJQUMxQyxPQUFPLFFBQVEsT0FBTyxDQUFDO01BQUUsT0FBTztNQUFXLE1BQU07SUFBSztFQUN4RDtFQUVBLHlEQUF5RCxHQUN6RCxDQUFDLE9BQU8sYUFBYSxDQUFDLEdBQXNDO0lBQzFELE9BQU8sSUFBSTtFQUNiO0FBQ0YifQ==
// denoCacheMetadata=6192700722709819683,10964549521713112235