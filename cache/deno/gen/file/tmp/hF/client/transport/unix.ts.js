/**
 * The local transport: the daemon's Unix socket. Its directory is checked
 * first (`protocol/socket_dir.ts`), so nothing is sent through a directory
 * someone else controls.
 *
 * @module
 */ import { checkSocketDir, SocketDirError } from "../../protocol/socket_dir.ts";
import { MAX_SOCKET_PATH_BYTES } from "../../protocol/limits.ts";
import { TransportError } from "./byte_stream.ts";
/**
 * Connects to the socket at `path`. Throws `TransportError`: "no-daemon"
 * when nothing is there, "stale" when a socket is there that nothing
 * listens on, "denied" when it is not ours to open, "unsafe-dir" when its
 * directory could be another user's, "bad-path" when the path is too long
 * for a socket.
 */ export async function openUnix(path) {
  try {
    checkSocketDir(path);
  } catch (err) {
    if (!(err instanceof SocketDirError)) throw err;
    throw new TransportError("unsafe-dir", err.message);
  }
  if (new TextEncoder().encode(path).length > MAX_SOCKET_PATH_BYTES) {
    throw new TransportError("bad-path", `The socket path ${path} is too long for a Unix socket (at most ${MAX_SOCKET_PATH_BYTES} bytes); pick a shorter one with --socket or -L`);
  }
  try {
    return await Deno.connect({
      transport: "unix",
      path
    });
  } catch (err) {
    if (err instanceof Deno.errors.NotFound || err instanceof Deno.errors.NotADirectory) {
      throw new TransportError("no-daemon", `No berth daemon at ${path}`);
    }
    if (err instanceof Deno.errors.ConnectionRefused) {
      throw new TransportError("stale", `No berth daemon listens on ${path}`);
    }
    if (err instanceof Deno.errors.PermissionDenied) {
      throw new TransportError("denied", `Permission denied on ${path}; is it another user's daemon?`);
    }
    throw err;
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC90cmFuc3BvcnQvdW5peC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBsb2NhbCB0cmFuc3BvcnQ6IHRoZSBkYWVtb24ncyBVbml4IHNvY2tldC4gSXRzIGRpcmVjdG9yeSBpcyBjaGVja2VkXG4gKiBmaXJzdCAoYHByb3RvY29sL3NvY2tldF9kaXIudHNgKSwgc28gbm90aGluZyBpcyBzZW50IHRocm91Z2ggYSBkaXJlY3RvcnlcbiAqIHNvbWVvbmUgZWxzZSBjb250cm9scy5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHsgY2hlY2tTb2NrZXREaXIsIFNvY2tldERpckVycm9yIH0gZnJvbSBcIi4uLy4uL3Byb3RvY29sL3NvY2tldF9kaXIudHNcIjtcbmltcG9ydCB7IE1BWF9TT0NLRVRfUEFUSF9CWVRFUyB9IGZyb20gXCIuLi8uLi9wcm90b2NvbC9saW1pdHMudHNcIjtcbmltcG9ydCB7IFRyYW5zcG9ydEVycm9yIH0gZnJvbSBcIi4vYnl0ZV9zdHJlYW0udHNcIjtcblxuLyoqXG4gKiBDb25uZWN0cyB0byB0aGUgc29ja2V0IGF0IGBwYXRoYC4gVGhyb3dzIGBUcmFuc3BvcnRFcnJvcmA6IFwibm8tZGFlbW9uXCJcbiAqIHdoZW4gbm90aGluZyBpcyB0aGVyZSwgXCJzdGFsZVwiIHdoZW4gYSBzb2NrZXQgaXMgdGhlcmUgdGhhdCBub3RoaW5nXG4gKiBsaXN0ZW5zIG9uLCBcImRlbmllZFwiIHdoZW4gaXQgaXMgbm90IG91cnMgdG8gb3BlbiwgXCJ1bnNhZmUtZGlyXCIgd2hlbiBpdHNcbiAqIGRpcmVjdG9yeSBjb3VsZCBiZSBhbm90aGVyIHVzZXIncywgXCJiYWQtcGF0aFwiIHdoZW4gdGhlIHBhdGggaXMgdG9vIGxvbmdcbiAqIGZvciBhIHNvY2tldC5cbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIG9wZW5Vbml4KHBhdGg6IHN0cmluZyk6IFByb21pc2U8RGVuby5Vbml4Q29ubj4ge1xuICB0cnkge1xuICAgIGNoZWNrU29ja2V0RGlyKHBhdGgpO1xuICB9IGNhdGNoIChlcnIpIHtcbiAgICBpZiAoIShlcnIgaW5zdGFuY2VvZiBTb2NrZXREaXJFcnJvcikpIHRocm93IGVycjtcbiAgICB0aHJvdyBuZXcgVHJhbnNwb3J0RXJyb3IoXCJ1bnNhZmUtZGlyXCIsIGVyci5tZXNzYWdlKTtcbiAgfVxuICBpZiAobmV3IFRleHRFbmNvZGVyKCkuZW5jb2RlKHBhdGgpLmxlbmd0aCA+IE1BWF9TT0NLRVRfUEFUSF9CWVRFUykge1xuICAgIHRocm93IG5ldyBUcmFuc3BvcnRFcnJvcihcbiAgICAgIFwiYmFkLXBhdGhcIixcbiAgICAgIGBUaGUgc29ja2V0IHBhdGggJHtwYXRofSBpcyB0b28gbG9uZyBmb3IgYSBVbml4IHNvY2tldCAoYXQgbW9zdCAke01BWF9TT0NLRVRfUEFUSF9CWVRFU30gYnl0ZXMpOyBwaWNrIGEgc2hvcnRlciBvbmUgd2l0aCAtLXNvY2tldCBvciAtTGAsXG4gICAgKTtcbiAgfVxuICB0cnkge1xuICAgIHJldHVybiBhd2FpdCBEZW5vLmNvbm5lY3QoeyB0cmFuc3BvcnQ6IFwidW5peFwiLCBwYXRoIH0pO1xuICB9IGNhdGNoIChlcnIpIHtcbiAgICBpZiAoXG4gICAgICBlcnIgaW5zdGFuY2VvZiBEZW5vLmVycm9ycy5Ob3RGb3VuZCB8fFxuICAgICAgZXJyIGluc3RhbmNlb2YgRGVuby5lcnJvcnMuTm90QURpcmVjdG9yeVxuICAgICkge1xuICAgICAgdGhyb3cgbmV3IFRyYW5zcG9ydEVycm9yKFwibm8tZGFlbW9uXCIsIGBObyBiZXJ0aCBkYWVtb24gYXQgJHtwYXRofWApO1xuICAgIH1cbiAgICBpZiAoZXJyIGluc3RhbmNlb2YgRGVuby5lcnJvcnMuQ29ubmVjdGlvblJlZnVzZWQpIHtcbiAgICAgIHRocm93IG5ldyBUcmFuc3BvcnRFcnJvcihcInN0YWxlXCIsIGBObyBiZXJ0aCBkYWVtb24gbGlzdGVucyBvbiAke3BhdGh9YCk7XG4gICAgfVxuICAgIGlmIChlcnIgaW5zdGFuY2VvZiBEZW5vLmVycm9ycy5QZXJtaXNzaW9uRGVuaWVkKSB7XG4gICAgICB0aHJvdyBuZXcgVHJhbnNwb3J0RXJyb3IoXG4gICAgICAgIFwiZGVuaWVkXCIsXG4gICAgICAgIGBQZXJtaXNzaW9uIGRlbmllZCBvbiAke3BhdGh9OyBpcyBpdCBhbm90aGVyIHVzZXIncyBkYWVtb24/YCxcbiAgICAgICk7XG4gICAgfVxuICAgIHRocm93IGVycjtcbiAgfVxufVxuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7Ozs7Q0FNQyxHQUVELFNBQVMsY0FBYyxFQUFFLGNBQWMsUUFBUSwrQkFBK0I7QUFDOUUsU0FBUyxxQkFBcUIsUUFBUSwyQkFBMkI7QUFDakUsU0FBUyxjQUFjLFFBQVEsbUJBQW1CO0FBRWxEOzs7Ozs7Q0FNQyxHQUNELE9BQU8sZUFBZSxTQUFTLElBQVk7RUFDekMsSUFBSTtJQUNGLGVBQWU7RUFDakIsRUFBRSxPQUFPLEtBQUs7SUFDWixJQUFJLENBQUMsQ0FBQyxlQUFlLGNBQWMsR0FBRyxNQUFNO0lBQzVDLE1BQU0sSUFBSSxlQUFlLGNBQWMsSUFBSSxPQUFPO0VBQ3BEO0VBQ0EsSUFBSSxJQUFJLGNBQWMsTUFBTSxDQUFDLE1BQU0sTUFBTSxHQUFHLHVCQUF1QjtJQUNqRSxNQUFNLElBQUksZUFDUixZQUNBLENBQUMsZ0JBQWdCLEVBQUUsS0FBSyx3Q0FBd0MsRUFBRSxzQkFBc0IsK0NBQStDLENBQUM7RUFFNUk7RUFDQSxJQUFJO0lBQ0YsT0FBTyxNQUFNLEtBQUssT0FBTyxDQUFDO01BQUUsV0FBVztNQUFRO0lBQUs7RUFDdEQsRUFBRSxPQUFPLEtBQUs7SUFDWixJQUNFLGVBQWUsS0FBSyxNQUFNLENBQUMsUUFBUSxJQUNuQyxlQUFlLEtBQUssTUFBTSxDQUFDLGFBQWEsRUFDeEM7TUFDQSxNQUFNLElBQUksZUFBZSxhQUFhLENBQUMsbUJBQW1CLEVBQUUsTUFBTTtJQUNwRTtJQUNBLElBQUksZUFBZSxLQUFLLE1BQU0sQ0FBQyxpQkFBaUIsRUFBRTtNQUNoRCxNQUFNLElBQUksZUFBZSxTQUFTLENBQUMsMkJBQTJCLEVBQUUsTUFBTTtJQUN4RTtJQUNBLElBQUksZUFBZSxLQUFLLE1BQU0sQ0FBQyxnQkFBZ0IsRUFBRTtNQUMvQyxNQUFNLElBQUksZUFDUixVQUNBLENBQUMscUJBQXFCLEVBQUUsS0FBSyw4QkFBOEIsQ0FBQztJQUVoRTtJQUNBLE1BQU07RUFDUjtBQUNGIn0=
// denoCacheMetadata=6856838396704055556,14355385247413359678