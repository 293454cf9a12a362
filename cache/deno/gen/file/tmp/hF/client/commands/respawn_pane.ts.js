/**
 * `berth respawn-pane`: run a pane's program again, or another, in the same
 * pane (tmux's `respawn-pane`).
 *
 * @module
 */ import { respawn } from "./_respawn.ts";
export const command = {
  name: "respawn-pane",
  summary: "Run a pane's program again (or CMD) in the same pane",
  target: true,
  usage: `Usage: berth respawn-pane [-k] [-c DIR] [-e VAR=VAL] [-t TARGET] [CMD...]

Starts a new program in the pane: the same pane (id, size, place in the
layout), its screen cleared and its modes reset, its history kept, as
tmux's respawn-pane. Without CMD, the program the pane ran before (with
its arguments); CMD given as one argument with spaces or shell syntax
runs with $SHELL -c. The main use: with remain-on-exit on, a pane whose
program exited (dead) runs again; a session that ended with its dead
last pane kept (remain-on-exit, new --keep) runs again too.

Options:
  -k               kill the pane's program first when it still runs
                   (SIGHUP, SIGKILL after 3 seconds); without -k such a
                   pane is refused
  -c DIR           start CMD in DIR (formats expand for the pane:
                   -c '#{pane_current_path}'); default: where the pane's
                   program started
  -e VAR=VAL       add VAR to the environment of this program; repeat
                   for more
  -t TARGET        SESSION, SESSION:WINDOW or SESSION:WINDOW.PANE, %N

Exit codes: 0 respawned; 1 no such pane, its program still runs (no -k),
CMD cannot start, or an error.`,
  run: (args, global)=>respawn("respawn-pane", args, global)
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9yZXNwYXduX3BhbmUudHMiXSwic291cmNlc0NvbnRlbnQiOlsiLyoqXG4gKiBgYmVydGggcmVzcGF3bi1wYW5lYDogcnVuIGEgcGFuZSdzIHByb2dyYW0gYWdhaW4sIG9yIGFub3RoZXIsIGluIHRoZSBzYW1lXG4gKiBwYW5lICh0bXV4J3MgYHJlc3Bhd24tcGFuZWApLlxuICpcbiAqIEBtb2R1bGVcbiAqL1xuXG5pbXBvcnQgdHlwZSB7IENvbW1hbmQgfSBmcm9tIFwiLi9jb21tYW5kLnRzXCI7XG5pbXBvcnQgeyByZXNwYXduIH0gZnJvbSBcIi4vX3Jlc3Bhd24udHNcIjtcblxuZXhwb3J0IGNvbnN0IGNvbW1hbmQ6IENvbW1hbmQgPSB7XG4gIG5hbWU6IFwicmVzcGF3bi1wYW5lXCIsXG4gIHN1bW1hcnk6IFwiUnVuIGEgcGFuZSdzIHByb2dyYW0gYWdhaW4gKG9yIENNRCkgaW4gdGhlIHNhbWUgcGFuZVwiLFxuICB0YXJnZXQ6IHRydWUsXG4gIHVzYWdlOlxuICAgIGBVc2FnZTogYmVydGggcmVzcGF3bi1wYW5lIFsta10gWy1jIERJUl0gWy1lIFZBUj1WQUxdIFstdCBUQVJHRVRdIFtDTUQuLi5dXG5cblN0YXJ0cyBhIG5ldyBwcm9ncmFtIGluIHRoZSBwYW5lOiB0aGUgc2FtZSBwYW5lIChpZCwgc2l6ZSwgcGxhY2UgaW4gdGhlXG5sYXlvdXQpLCBpdHMgc2NyZWVuIGNsZWFyZWQgYW5kIGl0cyBtb2RlcyByZXNldCwgaXRzIGhpc3Rvcnkga2VwdCwgYXNcbnRtdXgncyByZXNwYXduLXBhbmUuIFdpdGhvdXQgQ01ELCB0aGUgcHJvZ3JhbSB0aGUgcGFuZSByYW4gYmVmb3JlICh3aXRoXG5pdHMgYXJndW1lbnRzKTsgQ01EIGdpdmVuIGFzIG9uZSBhcmd1bWVudCB3aXRoIHNwYWNlcyBvciBzaGVsbCBzeW50YXhcbnJ1bnMgd2l0aCAkU0hFTEwgLWMuIFRoZSBtYWluIHVzZTogd2l0aCByZW1haW4tb24tZXhpdCBvbiwgYSBwYW5lIHdob3NlXG5wcm9ncmFtIGV4aXRlZCAoZGVhZCkgcnVucyBhZ2FpbjsgYSBzZXNzaW9uIHRoYXQgZW5kZWQgd2l0aCBpdHMgZGVhZFxubGFzdCBwYW5lIGtlcHQgKHJlbWFpbi1vbi1leGl0LCBuZXcgLS1rZWVwKSBydW5zIGFnYWluIHRvby5cblxuT3B0aW9uczpcbiAgLWsgICAgICAgICAgICAgICBraWxsIHRoZSBwYW5lJ3MgcHJvZ3JhbSBmaXJzdCB3aGVuIGl0IHN0aWxsIHJ1bnNcbiAgICAgICAgICAgICAgICAgICAoU0lHSFVQLCBTSUdLSUxMIGFmdGVyIDMgc2Vjb25kcyk7IHdpdGhvdXQgLWsgc3VjaCBhXG4gICAgICAgICAgICAgICAgICAgcGFuZSBpcyByZWZ1c2VkXG4gIC1jIERJUiAgICAgICAgICAgc3RhcnQgQ01EIGluIERJUiAoZm9ybWF0cyBleHBhbmQgZm9yIHRoZSBwYW5lOlxuICAgICAgICAgICAgICAgICAgIC1jICcje3BhbmVfY3VycmVudF9wYXRofScpOyBkZWZhdWx0OiB3aGVyZSB0aGUgcGFuZSdzXG4gICAgICAgICAgICAgICAgICAgcHJvZ3JhbSBzdGFydGVkXG4gIC1lIFZBUj1WQUwgICAgICAgYWRkIFZBUiB0byB0aGUgZW52aXJvbm1lbnQgb2YgdGhpcyBwcm9ncmFtOyByZXBlYXRcbiAgICAgICAgICAgICAgICAgICBmb3IgbW9yZVxuICAtdCBUQVJHRVQgICAgICAgIFNFU1NJT04sIFNFU1NJT046V0lORE9XIG9yIFNFU1NJT046V0lORE9XLlBBTkUsICVOXG5cbkV4aXQgY29kZXM6IDAgcmVzcGF3bmVkOyAxIG5vIHN1Y2ggcGFuZSwgaXRzIHByb2dyYW0gc3RpbGwgcnVucyAobm8gLWspLFxuQ01EIGNhbm5vdCBzdGFydCwgb3IgYW4gZXJyb3IuYCxcbiAgcnVuOiAoYXJncywgZ2xvYmFsKSA9PiByZXNwYXduKFwicmVzcGF3bi1wYW5lXCIsIGFyZ3MsIGdsb2JhbCksXG59O1xuIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiJBQUFBOzs7OztDQUtDLEdBR0QsU0FBUyxPQUFPLFFBQVEsZ0JBQWdCO0FBRXhDLE9BQU8sTUFBTSxVQUFtQjtFQUM5QixNQUFNO0VBQ04sU0FBUztFQUNULFFBQVE7RUFDUixPQUNFLENBQUM7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OEJBc0J5QixDQUFDO0VBQzdCLEtBQUssQ0FBQyxNQUFNLFNBQVcsUUFBUSxnQkFBZ0IsTUFBTTtBQUN2RCxFQUFFIn0=
// denoCacheMetadata=5772531555118146395,5935003934473451500