/**
 * The attach client's terminal and pid, which it gives the daemon with its
 * attach request so that `list-clients` can name it as tmux does
 * (`/dev/pts/3`).
 *
 * @module
 */ /**
 * `{ tty, pid }` of this process when stdin is a terminal whose name can
 * be read, else nothing (the daemon names the client by its id).
 */ export function ttyName() {
  try {
    if (!Deno.stdin.isTerminal()) return {};
    // Linux: stdin's link names the terminal; elsewhere none is given.
    const tty = Deno.readLinkSync("/proc/self/fd/0");
    if (tty.startsWith("/dev/")) return {
      tty,
      pid: Deno.pid
    };
  } catch  {
  // No /proc, or no permission.
  }
  return {};
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9hdHRhY2gvdHR5X25hbWUudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBUaGUgYXR0YWNoIGNsaWVudCdzIHRlcm1pbmFsIGFuZCBwaWQsIHdoaWNoIGl0IGdpdmVzIHRoZSBkYWVtb24gd2l0aCBpdHNcbiAqIGF0dGFjaCByZXF1ZXN0IHNvIHRoYXQgYGxpc3QtY2xpZW50c2AgY2FuIG5hbWUgaXQgYXMgdG11eCBkb2VzXG4gKiAoYC9kZXYvcHRzLzNgKS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuLyoqXG4gKiBgeyB0dHksIHBpZCB9YCBvZiB0aGlzIHByb2Nlc3Mgd2hlbiBzdGRpbiBpcyBhIHRlcm1pbmFsIHdob3NlIG5hbWUgY2FuXG4gKiBiZSByZWFkLCBlbHNlIG5vdGhpbmcgKHRoZSBkYWVtb24gbmFtZXMgdGhlIGNsaWVudCBieSBpdHMgaWQpLlxuICovXG5leHBvcnQgZnVuY3Rpb24gdHR5TmFtZSgpOiB7IHR0eT86IHN0cmluZzsgcGlkPzogbnVtYmVyIH0ge1xuICB0cnkge1xuICAgIGlmICghRGVuby5zdGRpbi5pc1Rlcm1pbmFsKCkpIHJldHVybiB7fTtcbiAgICAvLyBMaW51eDogc3RkaW4ncyBsaW5rIG5hbWVzIHRoZSB0ZXJtaW5hbDsgZWxzZXdoZXJlIG5vbmUgaXMgZ2l2ZW4uXG4gICAgY29uc3QgdHR5ID0gRGVuby5yZWFkTGlua1N5bmMoXCIvcHJvYy9zZWxmL2ZkLzBcIik7XG4gICAgaWYgKHR0eS5zdGFydHNXaXRoKFwiL2Rldi9cIikpIHJldHVybiB7IHR0eSwgcGlkOiBEZW5vLnBpZCB9O1xuICB9IGNhdGNoIHtcbiAgICAvLyBObyAvcHJvYywgb3Igbm8gcGVybWlzc2lvbi5cbiAgfVxuICByZXR1cm4ge307XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7OztDQU1DLEdBRUQ7OztDQUdDLEdBQ0QsT0FBTyxTQUFTO0VBQ2QsSUFBSTtJQUNGLElBQUksQ0FBQyxLQUFLLEtBQUssQ0FBQyxVQUFVLElBQUksT0FBTyxDQUFDO0lBQ3RDLG1FQUFtRTtJQUNuRSxNQUFNLE1BQU0sS0FBSyxZQUFZLENBQUM7SUFDOUIsSUFBSSxJQUFJLFVBQVUsQ0FBQyxVQUFVLE9BQU87TUFBRTtNQUFLLEtBQUssS0FBSyxHQUFHO0lBQUM7RUFDM0QsRUFBRSxPQUFNO0VBQ04sOEJBQThCO0VBQ2hDO0VBQ0EsT0FBTyxDQUFDO0FBQ1YifQ==
// denoCacheMetadata=16461472082424755314,11740231201632918884