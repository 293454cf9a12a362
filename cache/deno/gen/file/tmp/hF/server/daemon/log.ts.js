/**
 * The daemon's log: one line per event, appended to a file beside the
 * socket (the daemon has no terminal to print to).
 *
 * @module
 */ /** Appends timestamped lines to a file; never throws. */ export class Log {
  path;
  #file;
  #encoder;
  constructor(path){
    this.path = path;
    this.#file = null;
    this.#encoder = new TextEncoder();
    try {
      this.#file = Deno.openSync(path, {
        append: true,
        create: true,
        mode: 0o600
      });
    } catch  {
    // No log is better than no daemon.
    }
  }
  /** Writes one line. */ info(message) {
    this.#write("info", message);
  }
  /** Writes one line marked as an error. */ error(message) {
    this.#write("error", message);
  }
  #write(level, message) {
    if (!this.#file) return;
    const line = `${new Date().toISOString()} ${level} [${Deno.pid}] ${message}\n`;
    try {
      this.#file.writeSync(this.#encoder.encode(line));
    } catch  {
    // Disk full or file gone: keep serving sessions.
    }
  }
  close() {
    try {
      this.#file?.close();
    } catch  {
    // Already closed.
    }
    this.#file = null;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vbG9nLnRzIl0sInNvdXJjZXNDb250ZW50IjpbIi8qKlxuICogVGhlIGRhZW1vbidzIGxvZzogb25lIGxpbmUgcGVyIGV2ZW50LCBhcHBlbmRlZCB0byBhIGZpbGUgYmVzaWRlIHRoZVxuICogc29ja2V0ICh0aGUgZGFlbW9uIGhhcyBubyB0ZXJtaW5hbCB0byBwcmludCB0bykuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbi8qKiBBcHBlbmRzIHRpbWVzdGFtcGVkIGxpbmVzIHRvIGEgZmlsZTsgbmV2ZXIgdGhyb3dzLiAqL1xuZXhwb3J0IGNsYXNzIExvZyB7XG4gICNmaWxlOiBEZW5vLkZzRmlsZSB8IG51bGwgPSBudWxsO1xuICAjZW5jb2RlciA9IG5ldyBUZXh0RW5jb2RlcigpO1xuXG4gIGNvbnN0cnVjdG9yKHJlYWRvbmx5IHBhdGg6IHN0cmluZykge1xuICAgIHRyeSB7XG4gICAgICB0aGlzLiNmaWxlID0gRGVuby5vcGVuU3luYyhwYXRoLCB7XG4gICAgICAgIGFwcGVuZDogdHJ1ZSxcbiAgICAgICAgY3JlYXRlOiB0cnVlLFxuICAgICAgICBtb2RlOiAwbzYwMCxcbiAgICAgIH0pO1xuICAgIH0gY2F0Y2gge1xuICAgICAgLy8gTm8gbG9nIGlzIGJldHRlciB0aGFuIG5vIGRhZW1vbi5cbiAgICB9XG4gIH1cblxuICAvKiogV3JpdGVzIG9uZSBsaW5lLiAqL1xuICBpbmZvKG1lc3NhZ2U6IHN0cmluZyk6IHZvaWQge1xuICAgIHRoaXMuI3dyaXRlKFwiaW5mb1wiLCBtZXNzYWdlKTtcbiAgfVxuXG4gIC8qKiBXcml0ZXMgb25lIGxpbmUgbWFya2VkIGFzIGFuIGVycm9yLiAqL1xuICBlcnJvcihtZXNzYWdlOiBzdHJpbmcpOiB2b2lkIHtcbiAgICB0aGlzLiN3cml0ZShcImVycm9yXCIsIG1lc3NhZ2UpO1xuICB9XG5cbiAgI3dyaXRlKGxldmVsOiBzdHJpbmcsIG1lc3NhZ2U6IHN0cmluZyk6IHZvaWQge1xuICAgIGlmICghdGhpcy4jZmlsZSkgcmV0dXJuO1xuICAgIGNvbnN0IGxpbmUgPSBgJHtcbiAgICAgIG5ldyBEYXRlKCkudG9JU09TdHJpbmcoKVxuICAgIH0gJHtsZXZlbH0gWyR7RGVuby5waWR9XSAke21lc3NhZ2V9XFxuYDtcbiAgICB0cnkge1xuICAgICAgdGhpcy4jZmlsZS53cml0ZVN5bmModGhpcy4jZW5jb2Rlci5lbmNvZGUobGluZSkpO1xuICAgIH0gY2F0Y2gge1xuICAgICAgLy8gRGlzayBmdWxsIG9yIGZpbGUgZ29uZToga2VlcCBzZXJ2aW5nIHNlc3Npb25zLlxuICAgIH1cbiAgfVxuXG4gIGNsb3NlKCk6IHZvaWQge1xuICAgIHRyeSB7XG4gICAgICB0aGlzLiNmaWxlPy5jbG9zZSgpO1xuICAgIH0gY2F0Y2gge1xuICAgICAgLy8gQWxyZWFkeSBjbG9zZWQuXG4gICAgfVxuICAgIHRoaXMuI2ZpbGUgPSBudWxsO1xuICB9XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7O0NBS0MsR0FFRCx1REFBdUQsR0FDdkQsT0FBTyxNQUFNOztFQUNYLENBQUEsSUFBSyxDQUE0QjtFQUNqQyxDQUFBLE9BQVEsQ0FBcUI7RUFFN0IsWUFBWSxBQUFTLElBQVksQ0FBRTtTQUFkLE9BQUE7U0FIckIsQ0FBQSxJQUFLLEdBQXVCO1NBQzVCLENBQUEsT0FBUSxHQUFHLElBQUk7SUFHYixJQUFJO01BQ0YsSUFBSSxDQUFDLENBQUEsSUFBSyxHQUFHLEtBQUssUUFBUSxDQUFDLE1BQU07UUFDL0IsUUFBUTtRQUNSLFFBQVE7UUFDUixNQUFNO01BQ1I7SUFDRixFQUFFLE9BQU07SUFDTixtQ0FBbUM7SUFDckM7RUFDRjtFQUVBLHFCQUFxQixHQUNyQixLQUFLLE9BQWUsRUFBUTtJQUMxQixJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsUUFBUTtFQUN0QjtFQUVBLHdDQUF3QyxHQUN4QyxNQUFNLE9BQWUsRUFBUTtJQUMzQixJQUFJLENBQUMsQ0FBQSxLQUFNLENBQUMsU0FBUztFQUN2QjtFQUVBLENBQUEsS0FBTSxDQUFDLEtBQWEsRUFBRSxPQUFlO0lBQ25DLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUU7SUFDakIsTUFBTSxPQUFPLEdBQ1gsSUFBSSxPQUFPLFdBQVcsR0FDdkIsQ0FBQyxFQUFFLE1BQU0sRUFBRSxFQUFFLEtBQUssR0FBRyxDQUFDLEVBQUUsRUFBRSxRQUFRLEVBQUUsQ0FBQztJQUN0QyxJQUFJO01BQ0YsSUFBSSxDQUFDLENBQUEsSUFBSyxDQUFDLFNBQVMsQ0FBQyxJQUFJLENBQUMsQ0FBQSxPQUFRLENBQUMsTUFBTSxDQUFDO0lBQzVDLEVBQUUsT0FBTTtJQUNOLGlEQUFpRDtJQUNuRDtFQUNGO0VBRUEsUUFBYztJQUNaLElBQUk7TUFDRixJQUFJLENBQUMsQ0FBQSxJQUFLLEVBQUU7SUFDZCxFQUFFLE9BQU07SUFDTixrQkFBa0I7SUFDcEI7SUFDQSxJQUFJLENBQUMsQ0FBQSxJQUFLLEdBQUc7RUFDZjtBQUNGIn0=
// denoCacheMetadata=339242016502723517,15908618951308761805