/**
 * End to end: options stored where tmux 3.3a stores them. A user option
 * has three global tables, as tmux's: the server's (`set -s @x`), the
 * session options' (`set -g @x`) and the windows' (`set -gw @x`), each
 * with its own -a, -o, -u and listing, and `#{@x}` reads them in tmux's
 * format_find order; tmux's own options are placed by their names, so
 * `set -g escape-time` is the server's and `set -s status-left` the
 * session's own; `set -F` expands its value first. Every outcome below is
 * what tmux 3.3a printed for the same commands (`tmux -f /dev/null`),
 * side by side.
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../_helpers/daemon.ts";
import { MAX_TEXT } from "../../protocol/options.ts";

Deno.test("set -s, -g and -gw keep a user option in three tables, as tmux 3.3a's; #{@x} reads them in tmux's order; each lasts through berth upgrade", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "o", "--", "cat");
  const at = async () =>
    (await d.ok("display", "-p", "-t", "o", "#{@x}")).trimEnd();
  await d.ok("set", "-s", "@x", "sv");
  assert.equal(await d.ok("show", "-s", "@x"), "@x sv\n");
  const none = await d.cli("show", "-g", "@x");
  assert.equal(none.code, 1);
  assert.match(none.stderr, /^berth: invalid option: @x [^\n]*\n$/);
  await d.ok("set", "-g", "@x", "gv");
  await d.ok("set", "-gw", "@x", "gw");
  assert.equal(await d.ok("show", "-s", "@x"), "@x sv\n");
  assert.equal(await d.ok("show", "-g", "@x"), "@x gv\n");
  assert.equal(await d.ok("showw", "-g", "@x"), "@x gw\n");
  // Each table's list has its own user options first.
  assert.match(
    await d.ok("show", "-s"),
    /^@x sv\ncommand-alias\[0\] split-pane=split-window\n/,
  );
  assert.match(await d.ok("show", "-g"), /^@x gv\nactivity-action other\n/);
  assert.match(await d.ok("show", "-gw"), /^@x gw\naggressive-resize off\n/);
  // A format: the server's first, then the pane's, window's, the
  // windows' table's, the session's, -g's (tmux's format_find).
  await d.ok("set", "-t", "o", "@x", "sess");
  await d.ok("setw", "-t", "o", "@x", "win");
  await d.ok("set", "-p", "-t", "o", "@x", "pane");
  assert.equal(await at(), "sv");
  const steps: [string[], string][] = [
    [["set", "-su", "@x"], "pane"],
    [["set", "-pu", "-t", "o", "@x"], "win"],
    [["setw", "-u", "-t", "o", "@x"], "gw"],
    [["set", "-u", "-t", "o", "@x"], "gw"],
    [["set", "-gwu", "@x"], "gv"],
  ];
  for (const [args, shown] of steps) {
    await d.ok(...args);
    assert.equal(await at(), shown, args.join(" "));
  }
  // -o, -a and -q on the server's table alone.
  await d.ok("set", "-so", "@y", "a");
  const again = await d.cli("set", "-so", "@y", "b");
  assert.equal(again.code, 1);
  assert.match(again.stderr, /^berth: Already set: @y /);
  assert.equal((await d.cli("set", "-soq", "@y", "b")).code, 0);
  await d.ok("set", "-go", "@y", "g");
  await d.ok("set", "-sa", "@y", "c");
  assert.equal(await d.ok("show", "-sv", "@y"), "ac\n");
  assert.equal(await d.ok("show", "-gv", "@y"), "g\n");
  const empty = await d.cli("set", "-s", "@q");
  assert.match(empty.stderr, /^berth: [^\n]*empty value[^\n]*\n$/);
  // Through a live upgrade, each table as it was.
  await d.ok("upgrade");
  assert.equal(await d.ok("show", "-sv", "@y"), "ac\n");
  assert.equal(await d.ok("show", "-gv", "@y"), "g\n");
  assert.equal(await at(), "gv");
  await d.ok("set", "-gw", "@w", "1");
  assert.equal(
    await d.ok("show", "-t", "o", "-wA", "@w"),
    "@w* 1\n",
    "a window inherits the windows' table",
  );
});

Deno.test("tmux's own options stay where their table puts them: set -g escape-time is the server's, set -s status-left the session's own; set -F expands its value", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "o", "--", "cat");
  await d.ok("set", "-s", "escape-time", "10");
  assert.equal(await d.ok("show", "-g", "escape-time"), "escape-time 10\n");
  await d.ok("set", "-g", "escape-time", "20");
  assert.equal(await d.ok("show", "-s", "escape-time"), "escape-time 20\n");
  await d.ok("set", "-g", "default-terminal", "screen-256color");
  assert.equal(
    await d.ok("show", "-s", "default-terminal"),
    "default-terminal screen-256color\n",
  );
  // -s on a session option is no -g: the target session's own.
  await d.ok("set", "-s", "-t", "o", "status-left", "y");
  assert.equal(
    await d.ok("show", "-s", "-t", "o", "status-left"),
    "status-left y\n",
  );
  assert.equal(await d.ok("show", "-t", "o", "status-left"), "status-left y\n");
  assert.equal(
    await d.ok("show", "-g", "status-left"),
    'status-left "[#{session_name}] "\n',
  );
  assert.doesNotMatch(await d.ok("show", "-s"), /status-left/);
  assert.doesNotMatch(await d.ok("show", "-g"), /escape-time/);
  // -F: the value as a format, expanded for the target first.
  await d.ok("set", "-gF", "@z", "#{session_name}");
  assert.equal(await d.ok("show", "-g", "@z"), "@z o\n");
  await d.ok("set", "-g", "@w", "#{session_name}");
  assert.equal(await d.ok("show", "-g", "@w"), '@w "#{session_name}"\n');
  await d.ok("set", "-F", "-t", "o", "status-right", "#{session_name}!");
  assert.equal(await d.ok("show", "-t", "o", "-v", "status-right"), "o!\n");
});

Deno.test("set -s and -gw hold a user option of at most MAX_TEXT characters, as set -g's; one longer is refused, so berth upgrade still takes the tables", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "o", "--", "cat");
  const most = "a".repeat(MAX_TEXT);
  assert.equal((await d.cli("set", "-s", "@big", most)).code, 0);
  for (
    const args of [
      ["set", "-sa", "@big", "b"],
      ["set", "-gw", "@w", most + "b"],
    ]
  ) {
    const r = await d.cli(...args);
    assert.equal(r.code, 1, args.join(" ").slice(0, 20));
    assert.match(r.stderr, /^berth: @\w+ holds at most 4096 characters\n$/);
  }
  const up = await d.cli("upgrade");
  assert.equal(up.code, 0, up.stderr.slice(0, 200));
  assert.equal((await d.ok("show", "-sv", "@big")).length, MAX_TEXT + 1);
});

Deno.test("show-options --json gives the server's (-s) and the windows' (-gw) tables: their options and user options alone; without them, the tables' user options as tables", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "j", "--", "cat");
  await d.ok("set", "-s", "@srv", "1");
  await d.ok("set", "-gw", "@win", "2");
  await d.ok("set", "-g", "@ses", "3");
  await d.ok("set", "-s", "escape-time", "7");
  await d.ok("setw", "-g", "mode-keys", "emacs");
  const json = async (...flags: string[]) =>
    JSON.parse(await d.ok("show-options", ...flags, "--json"));
  const server = await json("-s");
  assert.equal(server.table, "server");
  assert.equal(server.options["escape-time"], 7);
  assert.equal(server.options["@srv"], "1");
  // Was: every setting, and -g's user options (@ses), not the server's.
  assert.equal(server.options["@ses"], undefined);
  assert.equal(server.options["mode-keys"], undefined);
  const windows = await json("-gw");
  assert.equal(windows.table, "window");
  assert.equal(windows.options["mode-keys"], "emacs");
  assert.equal(windows.options["@win"], "2");
  assert.equal(windows.options["escape-time"], undefined);
  assert.equal(windows.options["status-left"], undefined);
  const all = await json("-g");
  assert.equal(all.options["@ses"], "3");
  assert.deepEqual(all.tables, {
    server: { "@srv": "1" },
    window: { "@win": "2" },
  });
});
