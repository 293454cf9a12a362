/**
 * The program in the foreground of a pane's terminal, as tmux finds it
 * (`osdep-linux.c`): the process group leader that the terminal's
 * `tpgid` names, read from Linux's /proc. It names windows after their
 * programs (tmux's automatic-rename) and is `#{pane_current_command}`.
 *
 * @module
 */ /**
 * The foreground process group of `pane`'s terminal (the `tpgid` of its
 * child, the session leader), or 0 when there is none to read.
 */ export function foregroundPid(pane) {
  if (pane.dead) return 0;
  try {
    const stat = Deno.readTextFileSync(`/proc/${pane.pid}/stat`);
    // Fields after the `(comm)`, which may hold spaces: state ppid pgrp
    // session tty_nr tpgid.
    const tpgid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[5]);
    return tpgid > 0 ? tpgid : 0;
  } catch  {
    return 0; // No /proc, or the process just ended.
  }
}
/**
 * The name of the program in the foreground of `pane`'s terminal; else
 * the command it was started with (a dead pane, no /proc).
 */ export function foregroundCommand(pane) {
  const started = pane.command[0]?.replace(/^.*\//, "") ?? "";
  const pid = foregroundPid(pane);
  if (pid === 0) return started;
  try {
    return Deno.readTextFileSync(`/proc/${pid}/comm`).trimEnd() || started;
  } catch  {
    return started; // It ended meanwhile.
  }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL3NlcnZlci9kYWVtb24vZm9yZWdyb3VuZC50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFRoZSBwcm9ncmFtIGluIHRoZSBmb3JlZ3JvdW5kIG9mIGEgcGFuZSdzIHRlcm1pbmFsLCBhcyB0bXV4IGZpbmRzIGl0XG4gKiAoYG9zZGVwLWxpbnV4LmNgKTogdGhlIHByb2Nlc3MgZ3JvdXAgbGVhZGVyIHRoYXQgdGhlIHRlcm1pbmFsJ3NcbiAqIGB0cGdpZGAgbmFtZXMsIHJlYWQgZnJvbSBMaW51eCdzIC9wcm9jLiBJdCBuYW1lcyB3aW5kb3dzIGFmdGVyIHRoZWlyXG4gKiBwcm9ncmFtcyAodG11eCdzIGF1dG9tYXRpYy1yZW5hbWUpIGFuZCBpcyBgI3twYW5lX2N1cnJlbnRfY29tbWFuZH1gLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgdHlwZSB7IFBhbmUgfSBmcm9tIFwiLi9wYW5lLnRzXCI7XG5cbi8qKlxuICogVGhlIGZvcmVncm91bmQgcHJvY2VzcyBncm91cCBvZiBgcGFuZWAncyB0ZXJtaW5hbCAodGhlIGB0cGdpZGAgb2YgaXRzXG4gKiBjaGlsZCwgdGhlIHNlc3Npb24gbGVhZGVyKSwgb3IgMCB3aGVuIHRoZXJlIGlzIG5vbmUgdG8gcmVhZC5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGZvcmVncm91bmRQaWQocGFuZTogUGFuZSk6IG51bWJlciB7XG4gIGlmIChwYW5lLmRlYWQpIHJldHVybiAwO1xuICB0cnkge1xuICAgIGNvbnN0IHN0YXQgPSBEZW5vLnJlYWRUZXh0RmlsZVN5bmMoYC9wcm9jLyR7cGFuZS5waWR9L3N0YXRgKTtcbiAgICAvLyBGaWVsZHMgYWZ0ZXIgdGhlIGAoY29tbSlgLCB3aGljaCBtYXkgaG9sZCBzcGFjZXM6IHN0YXRlIHBwaWQgcGdycFxuICAgIC8vIHNlc3Npb24gdHR5X25yIHRwZ2lkLlxuICAgIGNvbnN0IHRwZ2lkID0gTnVtYmVyKHN0YXQuc2xpY2Uoc3RhdC5sYXN0SW5kZXhPZihcIilcIikgKyAyKS5zcGxpdChcIiBcIilbNV0pO1xuICAgIHJldHVybiB0cGdpZCA+IDAgPyB0cGdpZCA6IDA7XG4gIH0gY2F0Y2gge1xuICAgIHJldHVybiAwOyAvLyBObyAvcHJvYywgb3IgdGhlIHByb2Nlc3MganVzdCBlbmRlZC5cbiAgfVxufVxuXG4vKipcbiAqIFRoZSBuYW1lIG9mIHRoZSBwcm9ncmFtIGluIHRoZSBmb3JlZ3JvdW5kIG9mIGBwYW5lYCdzIHRlcm1pbmFsOyBlbHNlXG4gKiB0aGUgY29tbWFuZCBpdCB3YXMgc3RhcnRlZCB3aXRoIChhIGRlYWQgcGFuZSwgbm8gL3Byb2MpLlxuICovXG5leHBvcnQgZnVuY3Rpb24gZm9yZWdyb3VuZENvbW1hbmQocGFuZTogUGFuZSk6IHN0cmluZyB7XG4gIGNvbnN0IHN0YXJ0ZWQgPSBwYW5lLmNvbW1hbmRbMF0/LnJlcGxhY2UoL14uKlxcLy8sIFwiXCIpID8/IFwiXCI7XG4gIGNvbnN0IHBpZCA9IGZvcmVncm91bmRQaWQocGFuZSk7XG4gIGlmIChwaWQgPT09IDApIHJldHVybiBzdGFydGVkO1xuICB0cnkge1xuICAgIHJldHVybiBEZW5vLnJlYWRUZXh0RmlsZVN5bmMoYC9wcm9jLyR7cGlkfS9jb21tYCkudHJpbUVuZCgpIHx8IHN0YXJ0ZWQ7XG4gIH0gY2F0Y2gge1xuICAgIHJldHVybiBzdGFydGVkOyAvLyBJdCBlbmRlZCBtZWFud2hpbGUuXG4gIH1cbn1cbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7OztDQU9DLEdBSUQ7OztDQUdDLEdBQ0QsT0FBTyxTQUFTLGNBQWMsSUFBVTtFQUN0QyxJQUFJLEtBQUssSUFBSSxFQUFFLE9BQU87RUFDdEIsSUFBSTtJQUNGLE1BQU0sT0FBTyxLQUFLLGdCQUFnQixDQUFDLENBQUMsTUFBTSxFQUFFLEtBQUssR0FBRyxDQUFDLEtBQUssQ0FBQztJQUMzRCxvRUFBb0U7SUFDcEUsd0JBQXdCO0lBQ3hCLE1BQU0sUUFBUSxPQUFPLEtBQUssS0FBSyxDQUFDLEtBQUssV0FBVyxDQUFDLE9BQU8sR0FBRyxLQUFLLENBQUMsSUFBSSxDQUFDLEVBQUU7SUFDeEUsT0FBTyxRQUFRLElBQUksUUFBUTtFQUM3QixFQUFFLE9BQU07SUFDTixPQUFPLEdBQUcsdUNBQXVDO0VBQ25EO0FBQ0Y7QUFFQTs7O0NBR0MsR0FDRCxPQUFPLFNBQVMsa0JBQWtCLElBQVU7RUFDMUMsTUFBTSxVQUFVLEtBQUssT0FBTyxDQUFDLEVBQUUsRUFBRSxRQUFRLFNBQVMsT0FBTztFQUN6RCxNQUFNLE1BQU0sY0FBYztFQUMxQixJQUFJLFFBQVEsR0FBRyxPQUFPO0VBQ3RCLElBQUk7SUFDRixPQUFPLEtBQUssZ0JBQWdCLENBQUMsQ0FBQyxNQUFNLEVBQUUsSUFBSSxLQUFLLENBQUMsRUFBRSxPQUFPLE1BQU07RUFDakUsRUFBRSxPQUFNO0lBQ04sT0FBTyxTQUFTLHNCQUFzQjtFQUN4QztBQUNGIn0=
// denoCacheMetadata=11154332952375452818,17926020168023882404