/**
 * `berth respawn-window`: start a window over from its first pane (tmux's
 * `respawn-window`).
 *
 * @module
 */ import { respawn } from "./_respawn.ts";
export const command = {
  name: "respawn-window",
  summary: "Start a window over: its first pane's program again, alone",
  target: true,
  usage: `Usage: berth respawn-window [-k] [-c DIR] [-e VAR=VAL] [-t TARGET] [CMD...]

As tmux's respawn-window: the window's other panes close (their programs
ended) and its first pane, now the whole window, runs its program again
(or CMD), its screen cleared, its history kept (see respawn-pane).

Options:
  -k               kill the programs that still run there first; without
                   -k a window with a program running is refused
  -c DIR           start CMD in DIR; default: where the pane's program
                   started
  -e VAR=VAL       add VAR to the environment of this program; repeat
                   for more
  -t TARGET        SESSION or SESSION:WINDOW

Exit codes: 0 respawned; 1 no such window, a program still runs there
(no -k), CMD cannot start, or an error.`,
  run: (args, global)=>respawn("respawn-window", args, global)
};
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL2hGL2NsaWVudC9jb21tYW5kcy9yZXNwYXduX3dpbmRvdy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIGBiZXJ0aCByZXNwYXduLXdpbmRvd2A6IHN0YXJ0IGEgd2luZG93IG92ZXIgZnJvbSBpdHMgZmlyc3QgcGFuZSAodG11eCdzXG4gKiBgcmVzcGF3bi13aW5kb3dgKS5cbiAqXG4gKiBAbW9kdWxlXG4gKi9cblxuaW1wb3J0IHR5cGUgeyBDb21tYW5kIH0gZnJvbSBcIi4vY29tbWFuZC50c1wiO1xuaW1wb3J0IHsgcmVzcGF3biB9IGZyb20gXCIuL19yZXNwYXduLnRzXCI7XG5cbmV4cG9ydCBjb25zdCBjb21tYW5kOiBDb21tYW5kID0ge1xuICBuYW1lOiBcInJlc3Bhd24td2luZG93XCIsXG4gIHN1bW1hcnk6IFwiU3RhcnQgYSB3aW5kb3cgb3ZlcjogaXRzIGZpcnN0IHBhbmUncyBwcm9ncmFtIGFnYWluLCBhbG9uZVwiLFxuICB0YXJnZXQ6IHRydWUsXG4gIHVzYWdlOlxuICAgIGBVc2FnZTogYmVydGggcmVzcGF3bi13aW5kb3cgWy1rXSBbLWMgRElSXSBbLWUgVkFSPVZBTF0gWy10IFRBUkdFVF0gW0NNRC4uLl1cblxuQXMgdG11eCdzIHJlc3Bhd24td2luZG93OiB0aGUgd2luZG93J3Mgb3RoZXIgcGFuZXMgY2xvc2UgKHRoZWlyIHByb2dyYW1zXG5lbmRlZCkgYW5kIGl0cyBmaXJzdCBwYW5lLCBub3cgdGhlIHdob2xlIHdpbmRvdywgcnVucyBpdHMgcHJvZ3JhbSBhZ2FpblxuKG9yIENNRCksIGl0cyBzY3JlZW4gY2xlYXJlZCwgaXRzIGhpc3Rvcnkga2VwdCAoc2VlIHJlc3Bhd24tcGFuZSkuXG5cbk9wdGlvbnM6XG4gIC1rICAgICAgICAgICAgICAga2lsbCB0aGUgcHJvZ3JhbXMgdGhhdCBzdGlsbCBydW4gdGhlcmUgZmlyc3Q7IHdpdGhvdXRcbiAgICAgICAgICAgICAgICAgICAtayBhIHdpbmRvdyB3aXRoIGEgcHJvZ3JhbSBydW5uaW5nIGlzIHJlZnVzZWRcbiAgLWMgRElSICAgICAgICAgICBzdGFydCBDTUQgaW4gRElSOyBkZWZhdWx0OiB3aGVyZSB0aGUgcGFuZSdzIHByb2dyYW1cbiAgICAgICAgICAgICAgICAgICBzdGFydGVkXG4gIC1lIFZBUj1WQUwgICAgICAgYWRkIFZBUiB0byB0aGUgZW52aXJvbm1lbnQgb2YgdGhpcyBwcm9ncmFtOyByZXBlYXRcbiAgICAgICAgICAgICAgICAgICBmb3IgbW9yZVxuICAtdCBUQVJHRVQgICAgICAgIFNFU1NJT04gb3IgU0VTU0lPTjpXSU5ET1dcblxuRXhpdCBjb2RlczogMCByZXNwYXduZWQ7IDEgbm8gc3VjaCB3aW5kb3csIGEgcHJvZ3JhbSBzdGlsbCBydW5zIHRoZXJlXG4obm8gLWspLCBDTUQgY2Fubm90IHN0YXJ0LCBvciBhbiBlcnJvci5gLFxuICBydW46IChhcmdzLCBnbG9iYWwpID0+IHJlc3Bhd24oXCJyZXNwYXduLXdpbmRvd1wiLCBhcmdzLCBnbG9iYWwpLFxufTtcbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiQUFBQTs7Ozs7Q0FLQyxHQUdELFNBQVMsT0FBTyxRQUFRLGdCQUFnQjtBQUV4QyxPQUFPLE1BQU0sVUFBbUI7RUFDOUIsTUFBTTtFQUNOLFNBQVM7RUFDVCxRQUFRO0VBQ1IsT0FDRSxDQUFDOzs7Ozs7Ozs7Ozs7Ozs7O3VDQWdCa0MsQ0FBQztFQUN0QyxLQUFLLENBQUMsTUFBTSxTQUFXLFFBQVEsa0JBQWtCLE1BQU07QUFDekQsRUFBRSJ9
// denoCacheMetadata=12968548711304315635,5179379213942183886