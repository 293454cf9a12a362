/**
 * The few libc calls the daemon makes about its own process (its fd limit,
 * where its stderr goes), opened on first use: importing this module opens
 * nothing. The pty's calls live in `pty/_libc.ts`.
 *
 * @module
 */ const SYMBOLS = {
  getrlimit: {
    parameters: [
      "i32",
      "buffer"
    ],
    result: "i32"
  },
  open: {
    parameters: [
      "buffer",
      "i32",
      "u32"
    ],
    result: "i32"
  },
  dup2: {
    parameters: [
      "i32",
      "i32"
    ],
    result: "i32"
  },
  close: {
    parameters: [
      "i32"
    ],
    result: "i32"
  }
};
let lib = null;
/** libc's symbols, opened on the first call. */ export function processLibc() {
  lib ??= Deno.dlopen("libc.so.6", SYMBOLS);
  return lib.symbols;
}
/** getrlimit(2) resource number of the open-files limit (Linux). */ export const RLIMIT_NOFILE = 7;
// open(2) flags (asm-generic values: x86_64 and aarch64).
export const O_WRONLY = 0o1;
export const O_CREAT = 0o100;
export const O_APPEND = 0o2000;
export const O_CLOEXEC = 0o2000000;
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vX3Byb2Nlc3NfbGliYy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBmZXcgbGliYyBjYWxscyB0aGUgZGFlbW9uIG1ha2VzIGFib3V0IGl0cyBvd24gcHJvY2VzcyAoaXRzIGZkIGxpbWl0LFxuICogd2hlcmUgaXRzIHN0ZGVyciBnb2VzKSwgb3BlbmVkIG9uIGZpcnN0IHVzZTogaW1wb3J0aW5nIHRoaXMgbW9kdWxlIG9wZW5zXG4gKiBub3RoaW5nLiBUaGUgcHR5J3MgY2FsbHMgbGl2ZSBpbiBgcHR5L19saWJjLnRzYC5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuY29uc3QgU1lNQk9MUyA9IHtcbiAgZ2V0cmxpbWl0OiB7IHBhcmFtZXRlcnM6IFtcImkzMlwiLCBcImJ1ZmZlclwiXSwgcmVzdWx0OiBcImkzMlwiIH0sXG4gIG9wZW46IHsgcGFyYW1ldGVyczogW1wiYnVmZmVyXCIsIFwiaTMyXCIsIFwidTMyXCJdLCByZXN1bHQ6IFwiaTMyXCIgfSxcbiAgZHVwMjogeyBwYXJhbWV0ZXJzOiBbXCJpMzJcIiwgXCJpMzJcIl0sIHJlc3VsdDogXCJpMzJcIiB9LFxuICBjbG9zZTogeyBwYXJhbWV0ZXJzOiBbXCJpMzJcIl0sIHJlc3VsdDogXCJpMzJcIiB9LFxufSBhcyBjb25zdCBzYXRpc2ZpZXMgRGVuby5Gb3JlaWduTGlicmFyeUludGVyZmFjZTtcblxubGV0IGxpYjogRGVuby5EeW5hbWljTGlicmFyeTx0eXBlb2YgU1lNQk9MUz4gfCBudWxsID0gbnVsbDtcblxuLyoqIGxpYmMncyBzeW1ib2xzLCBvcGVuZWQgb24gdGhlIGZpcnN0IGNhbGwuICovXG5leHBvcnQgZnVuY3Rpb24gcHJvY2Vzc0xpYmMoKTogRGVuby5EeW5hbWljTGlicmFyeTx0eXBlb2YgU1lNQk9MUz5bXCJzeW1ib2xzXCJdIHtcbiAgbGliID8/PSBEZW5vLmRsb3BlbihcImxpYmMuc28uNlwiLCBTWU1CT0xTKTtcbiAgcmV0dXJuIGxpYi5zeW1ib2xzO1xufVxuXG4vKiogZ2V0cmxpbWl0KDIpIHJlc291cmNlIG51bWJlciBvZiB0aGUgb3Blbi1maWxlcyBsaW1pdCAoTGludXgpLiAqL1xuZXhwb3J0IGNvbnN0IFJMSU1JVF9OT0ZJTEUgPSA3O1xuXG4vLyBvcGVuKDIpIGZsYWdzIChhc20tZ2VuZXJpYyB2YWx1ZXM6IHg4Nl82NCBhbmQgYWFyY2g2NCkuXG5leHBvcnQgY29uc3QgT19XUk9OTFkgPSAwbzE7XG5leHBvcnQgY29uc3QgT19DUkVBVCA9IDBvMTAwO1xuZXhwb3J0IGNvbnN0IE9fQVBQRU5EID0gMG8yMDAwO1xuZXhwb3J0IGNvbnN0IE9fQ0xPRVhFQyA9IDBvMjAwMDAwMDtcbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7O0NBTUMsR0FFRCxNQUFNLFVBQVU7RUFDZCxXQUFXO0lBQUUsWUFBWTtNQUFDO01BQU87S0FBUztJQUFFLFFBQVE7RUFBTTtFQUMxRCxNQUFNO0lBQUUsWUFBWTtNQUFDO01BQVU7TUFBTztLQUFNO0lBQUUsUUFBUTtFQUFNO0VBQzVELE1BQU07SUFBRSxZQUFZO01BQUM7TUFBTztLQUFNO0lBQUUsUUFBUTtFQUFNO0VBQ2xELE9BQU87SUFBRSxZQUFZO01BQUM7S0FBTTtJQUFFLFFBQVE7RUFBTTtBQUM5QztBQUVBLElBQUksTUFBa0Q7QUFFdEQsOENBQThDLEdBQzlDLE9BQU8sU0FBUztFQUNkLFFBQVEsS0FBSyxNQUFNLENBQUMsYUFBYTtFQUNqQyxPQUFPLElBQUksT0FBTztBQUNwQjtBQUVBLGtFQUFrRSxHQUNsRSxPQUFPLE1BQU0sZ0JBQWdCLEVBQUU7QUFFL0IsMERBQTBEO0FBQzFELE9BQU8sTUFBTSxXQUFXLElBQUk7QUFDNUIsT0FBTyxNQUFNLFVBQVUsTUFBTTtBQUM3QixPQUFPLE1BQU0sV0FBVyxPQUFPO0FBQy9CLE9BQU8sTUFBTSxZQUFZLFVBQVUifQ==
// denoCacheMetadata=11787843631211539090,7898725903760237541