/**
 * tmux's window options as a window's own, over the daemon's (`set -g`),
 * as tmux 3.3a's options tree: `setw -t :1 mode-keys vi`, `show -w`,
 * `show -wv`, `show -wA`, `setw -u`, `#{mode-keys}` from the window's
 * table, through `berth upgrade`; and their effects on that window alone
 * (select-layout's main-pane-width, the name by automatic-rename-format,
 * its status line entry, copy mode's keys, the clock's colour).
 *
 * @module
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { attachedTerminal } from "../_helpers/user_terminal.ts";
import { hasCommit, OldBerth } from "../_helpers/old_berth.ts";
import type { Connection } from "../../client/connection.ts";

/**
 * Session `name` of `cat`s, at 80x24: `panes[i]` panes in its window i
 * (one window of one pane when none are given).
 */
async function catSession(
  d: TestDaemon,
  name: string,
  ...panes: number[]
): Promise<void> {
  await d.ok("new", "-d", "-s", name, "-x", "80", "-y", "24", "--", "cat");
  for (const [i, n] of (panes.length ? panes : [1]).entries()) {
    if (i > 0) {
      await d.ok("new-window", "-d", "-t", `${name}:${i}`, "--", "cat");
    }
    for (let p = 1; p < n; p++) {
      await d.ok("split-window", "-d", "-t", `${name}:${i}`, "--", "cat");
    }
  }
}

Deno.test("tmux's window options (mode-keys, window-status-style, main-pane-width ...) are a window's own with setw, the daemon's the rest's, as tmux 3.3a's; show -w, -wv, -wA, setw -u, a flag flips; kept by berth upgrade", async () => {
  await using d = await TestDaemon.create();
  await catSession(d, "a", 1, 1);
  // The test daemon's $VISUAL gives vi; emacs is tmux's default.
  await d.ok("set", "-g", "mode-keys", "emacs");
  const show = async (target: string, format: string) =>
    (await d.ok("display", "-p", "-t", target, format)).trimEnd();
  const own: [string, string][] = [
    ["mode-keys", "vi"],
    ["wrap-search", "off"],
    ["allow-rename", "on"],
    ["monitor-bell", "off"],
    ["automatic-rename-format", "#{pane_index}"],
    ["main-pane-width", "100"],
    ["main-pane-height", "30%"],
    ["other-pane-width", "20"],
    ["other-pane-height", "5"],
    ["window-status-format", "W#I"],
    ["window-status-current-format", "C#I"],
    ["window-status-style", "fg=red"],
    ["window-status-current-style", "bold"],
    ["window-status-last-style", "dim"],
    ["window-status-activity-style", "underscore"],
    ["window-status-bell-style", "blink"],
    ["window-status-separator", "|"],
    ["mode-style", "bg=blue"],
    ["clock-mode-colour", "red"],
    ["clock-mode-style", "12"],
    ["popup-style", "bg=colour235"],
    ["popup-border-style", "fg=green"],
    ["popup-border-lines", "rounded"],
    ["aggressive-resize", "on"],
    ["xterm-keys", "off"],
  ];
  const format = own.map(([name]) => `#{${name}}`).join("|");
  const before = await show("a:0", format);
  // Was: "mode-keys is a setting of the whole daemon: berth set-option -g".
  for (const [name, value] of own) await d.ok("setw", "-t", "a:1", name, value);
  const flag = (v: string) => v === "on" ? "1" : v === "off" ? "0" : v;
  assert.equal(
    await show("a:1", format),
    own.map(([, v]) => flag(v)).join("|"),
  );
  assert.equal(await show("a:0", format), before, "a:0 keeps the daemon's");
  // tmux's show -w lists the window's own alone, by name.
  const listed = (await d.ok("show", "-w", "-t", "a:1")).trimEnd().split("\n");
  assert.ok(listed.includes("mode-keys vi"), listed.join("\n"));
  assert.ok(listed.includes('window-status-format "W#I"'), listed.join("\n"));
  assert.equal((await d.ok("show", "-w", "-t", "a:0")).trim(), "");
  assert.equal(
    (await d.ok("show", "-wv", "-t", "a:1", "mode-keys")).trim(),
    "vi",
  );
  assert.equal(
    (await d.ok("show", "-gw", "mode-keys")).trim(),
    "mode-keys emacs",
  );
  assert.equal(
    (await d.ok("show", "-wA", "-t", "a:0", "mode-keys")).trim(),
    "mode-keys* emacs",
  );
  // A flag given no value flips, the window's own, else the daemon's.
  await d.ok("setw", "-t", "a:1", "wrap-search");
  await d.ok("setw", "-t", "a:0", "wrap-search");
  assert.equal(await show("a:1", "#{wrap-search}"), "1");
  assert.equal(await show("a:0", "#{wrap-search}"), "0");
  await d.ok("setw", "-u", "-t", "a:0", "wrap-search");
  assert.equal((await d.ok("show", "-w", "-t", "a:0")).trim(), "");
  // set -g is still the daemon's: the window's own wins over it.
  await d.ok("set", "-g", "mode-keys", "emacs");
  await d.ok("set", "-g", "clock-mode-colour", "green");
  assert.equal(
    await show("a:1", "#{mode-keys} #{clock-mode-colour}"),
    "vi red",
  );
  assert.equal(await show("a:0", "#{clock-mode-colour}"), "green");
  // A bad value is refused, as set -g refuses it.
  const bad = await d.cli("setw", "-t", "a:1", "mode-keys", "vim");
  assert.notEqual(bad.code, 0);
  assert.match(bad.stderr, /mode-keys/);
  assert.equal(bad.stderr.trim().split("\n").length, 1, bad.stderr);
  // Through a live upgrade, each window's as it was.
  const kept = await show("a:1", format);
  assert.match(kept, /^vi\|1\|1\|0\|/);
  await d.ok("upgrade");
  assert.equal(await show("a:1", format), kept);
  assert.equal((await d.ok("show", "-w", "-t", "a:0")).trim(), "");
  await d.ok("setw", "-u", "-t", "a:1", "mode-keys");
  assert.equal(await show("a:1", "#{mode-keys}"), "emacs");
});

Deno.test("a window's own main-pane-width lays out its select-layout main-vertical, and its own automatic-rename-format names it alone, as tmux 3.3a's", async () => {
  await using d = await TestDaemon.create();
  await catSession(d, "a", 2, 2);
  await d.ok("setw", "-t", "a:1", "main-pane-width", "30");
  const widths = async (w: string) => {
    await d.ok("select-layout", "-t", w, "main-vertical");
    return (await d.ok("list-panes", "-t", w, "-F", "#{pane_width}")).trim();
  };
  // tmux 3.3a, 80 columns: 30 and 49; the daemon's 80: 78 and 1.
  assert.equal(await widths("a:1"), "30\n49");
  assert.equal(await widths("a:0"), "78\n1");
  await d.ok(
    "setw",
    "-t",
    "a:1",
    "automatic-rename-format",
    "named-#{window_index}",
  );
  const names = async () =>
    (await d.ok("list-windows", "-t", "a", "-F", "#W")).trim();
  await d.ok("send", "-t", "a:1", "x\r");
  await waitFor(
    async () => (await names()) === "cat\nnamed-1",
    10_000,
    "a:1 named by its own format",
  );
});

Deno.test("a window's own window-status-format and -separator draw its entry, and its own mode-keys is the client's while it is shown, as tmux 3.3a's", async () => {
  await using d = await TestDaemon.create();
  await catSession(d, "a", 1, 1);
  await d.ok("set", "-g", "mode-keys", "emacs");
  const own = [
    ["window-status-format", "W#I"],
    ["window-status-separator", "|"],
    ["mode-keys", "vi"],
  ];
  for (const [name, value] of own) await d.ok("setw", "-t", "a:0", name, value);
  await using t = await attachedTerminal(d, "a");
  const last = () => t.lines()[23];
  // tmux 3.3a: "[a] W0|1:cat*" while a:1 is shown, "[a] 0:cat*|1:cat-"
  // while a:0 is (its own separator, the daemon's current format).
  await d.ok("select-window", "-t", "a:1");
  await waitFor(
    () => last().startsWith("[a] W0|1:cat* "),
    10_000,
    () => `a:0's own entry; status line: ${last()}`,
  );
  // Copy mode's keys: a:1 has emacs' (no / search), a:0 vi's. In copy
  // mode (as the daemon sees it) before the next keys and before a:0 is
  // selected: keys the client reads late would go to a:0's copy mode.
  const inMode = (w: string, flag: string, what: string) =>
    waitFor(
      async () =>
        (await d.ok("display", "-p", "-t", w, "#{pane_in_mode}")).trim() ===
          flag,
      10_000,
      () => `${what}; status line: ${last()}`,
    );
  await t.write("\x02[");
  await inMode("a:1", "1", "copy mode in a:1");
  // emacs' / is unbound, its q leaves; vi's / would prompt, taking the q.
  await t.write("/q");
  await inMode("a:1", "0", "a:1's copy mode left by q, / no search");
  await d.ok("select-window", "-t", "a:0");
  await waitFor(() => last().startsWith("[a] 0:cat*|1:cat- "), 10_000, last);
  await t.write("\x02[");
  await t.write("/");
  await waitFor(
    () => /\(search down\)/.test(last()),
    10_000,
    () => `vi's search prompt in a:0; status line: ${last()}`,
  );
});

Deno.test("remain-on-exit, monitor-activity and pane-base-index are a window's own (set and setw, as tmux 3.3a's window options), not the whole session's", async () => {
  await using d = await TestDaemon.create();
  await catSession(d, "a", 2, 2);
  // tmux 3.3a: set without -w sets the window's (its table says so).
  await d.ok("set", "-t", "a:1", "remain-on-exit", "on");
  await d.ok("setw", "-t", "a:1", "pane-base-index", "1");
  await d.ok("setw", "-t", "a:1", "monitor-activity");
  assert.equal(
    (await d.ok("show", "-w", "-t", "a:1")).trim(),
    "monitor-activity on\npane-base-index 1\nremain-on-exit on",
  );
  assert.equal((await d.ok("show", "-w", "-t", "a:0")).trim(), "");
  const facts = "#{pane_index} #{remain-on-exit} #{monitor-activity}";
  assert.equal(
    (await d.ok("list-panes", "-t", "a:1", "-F", facts)).trim(),
    "1 on 1\n2 on 1",
  );
  assert.equal(
    (await d.ok("list-panes", "-t", "a:0", "-F", facts)).trim(),
    "0 off 0\n1 off 0",
  );
  // a:1.2 is its second pane (a:1.0 none); a:0.1 is a:0's.
  assert.match(await d.ok("display", "-p", "-t", "a:1.2", "#D"), /^%\d+/);
  assert.notEqual((await d.cli("display", "-p", "-t", "a:1.0", "#D")).code, 0);
  // A program's exit: a:1's pane stays, dead; a:0's goes.
  await d.ok("respawn-pane", "-k", "-t", "a:1.2", "--", "sh", "-c", "exit 3");
  await d.ok("respawn-pane", "-k", "-t", "a:0.1", "--", "sh", "-c", "exit 3");
  await waitFor(
    async () =>
      (await d.ok("list-panes", "-t", "a:1", "-F", "#{pane_dead}")).trim() ===
        "0\n1" &&
      (await d.ok("list-panes", "-t", "a:0", "-F", "#P")).trim() === "0",
    20_000,
    "a:1.2 dead, a:0.1 gone",
  );
  const bad = await d.cli("set", "-t", "a:0", "remain-on-exit", "maybe");
  assert.equal(bad.code, 1);
  assert.equal(
    bad.stderr,
    "berth: set-option remain-on-exit takes on, off or failed\n",
  );
  await d.ok("setw", "-u", "-t", "a:1", "pane-base-index");
  assert.equal(
    (await d.ok("list-panes", "-t", "a:1", "-F", "#P")).trim(),
    "0\n1",
  );
});

// The commit this branch started from: its daemon (protocol 25) kept
// remain-on-exit, monitor-activity and pane-base-index a session's.
const PROTOCOL_25 = "054b26a8";

Deno.test({
  name:
    "berth upgrade from a daemon of protocol 25: a session's own remain-on-exit and pane-base-index are each of its windows' own",
  ignore: !hasCommit(PROTOCOL_25),
  async fn() {
    await using d = await TestDaemon.create();
    await using old = await OldBerth.unpack(PROTOCOL_25, d);
    const run = async (...args: string[]) => {
      const r = await old.run(...args);
      assert.ok(r.success, new TextDecoder().decode(r.stderr));
    };
    await run("new", "-d", "-s", "o", "--", "cat");
    await run("new-window", "-d", "-t", "o", "--", "cat");
    await run("set", "-t", "o", "remain-on-exit", "on");
    await run("set", "-t", "o", "pane-base-index", "1");
    const up = await d.cli("upgrade");
    assert.equal(up.code, 0, up.stderr);
    for (const w of ["o:0", "o:1"]) {
      assert.equal(
        (await d.ok("show", "-w", "-t", w)).trim(),
        "pane-base-index 1\nremain-on-exit on",
      );
    }
    await d.ok("setw", "-u", "-t", "o:0", "remain-on-exit");
    assert.equal(
      (await d.ok("display", "-p", "-t", "o:0", "#{remain-on-exit}")).trim(),
      "off",
    );
  },
});

Deno.test("set -p remain-on-exit is one pane's own over its window's, as tmux 3.3a's pane option: that pane stays dead, its neighbour goes; show -p, set -pu, kept by berth upgrade", async () => {
  await using d = await TestDaemon.create();
  await catSession(d, "p", 3);
  // Was: the whole window's (set -p took no window option).
  await d.ok("set", "-p", "-t", "p:0.1", "remain-on-exit", "on");
  assert.equal(
    (await d.ok("show", "-p", "-t", "p:0.1")).trim(),
    "remain-on-exit on",
  );
  assert.equal((await d.ok("show", "-w", "-t", "p:0")).trim(), "");
  assert.equal(
    (await d.ok("list-panes", "-t", "p", "-F", "#{remain-on-exit}")).trim(),
    "off\non\noff",
  );
  await d.ok("set", "-p", "-t", "p:0.2", "remain-on-exit");
  await d.ok("set", "-pu", "-t", "p:0.2", "remain-on-exit");
  assert.equal((await d.ok("show", "-p", "-t", "p:0.2")).trim(), "");
  await d.ok("upgrade");
  const ids = (await d.panes("p:0")).map((p) => p.id);
  for (const id of ids.slice(1)) {
    await d.ok("respawn-pane", "-k", "-t", id, "--", "sh", "-c", "exit 4");
  }
  await waitFor(
    async () =>
      (await d.ok("list-panes", "-t", "p", "-F", "#D #{pane_dead}")).trim() ===
        `${ids[0]} 0\n${ids[1]} 1`,
    20_000,
    "p:0.1 dead, p:0.2 gone",
  );
});

Deno.test("a flag window option given a word that is no flag but a name of JavaScript's objects (toString, constructor) is refused in one line, as any other word, and the daemon keeps no such value", async () => {
  await using d = await TestDaemon.create();
  await catSession(d, "f");
  for (const word of ["toString", "constructor", "__proto__"]) {
    for (
      const args of [
        ["setw", "-t", "f:0", "wrap-search", word],
        ["set", "-t", "f:0", "remain-on-exit", word],
        ["set", "-p", "-t", "f:0.0", "remain-on-exit", word],
        ["set", "-g", "monitor-bell", word],
      ]
    ) {
      const r = await d.cli(...args);
      assert.equal(r.code, 1, `${args.join(" ")}: ${r.stderr}`);
      assert.equal(r.stderr.trim().split("\n").length, 1, r.stderr);
      assert.doesNotMatch(r.stderr, /internal error|function/);
    }
  }
  // The daemon refuses it too, from a client that does not check first.
  const c = await d.connect();
  try {
    await assert.rejects(
      c.request({
        op: "set-option",
        name: "f:0.0",
        option: "remain-on-exit",
        level: "pane",
        on: true,
        text: "constructor",
      }),
      /takes on, off or failed/,
    );
  } finally {
    c.close();
  }
  assert.equal((await d.ok("show", "-p", "-t", "f:0.0")).trim(), "");
  assert.equal((await d.ok("show", "-w", "-t", "f:0")).trim(), "");
});

/**
 * An attach connection to session `name` (80x24, every frame acked) and
 * the `clock-mode-colour` of each options push it takes, in turn.
 */
async function attachColours(
  d: TestDaemon,
  name: string,
): Promise<{ conn: Connection; colours: unknown[] }> {
  const conn = await d.connect("attach");
  const colours: unknown[] = [];
  conn.onPush = (msg) => {
    if (msg.t === "options") colours.push(msg.options["clock-mode-colour"]);
    if (msg.t === "update") {
      conn.send({ t: "ack", seq: msg.seq }).catch(() => {});
    }
  };
  await conn.request({ op: "attach", name, cols: 80, rows: 24 });
  return { conn, colours };
}

Deno.test("switching between windows whose own values give their clients the same settings (clock-mode-colour red in both, a window-status-style alone) pushes the clients no options; to one whose differ, once, with its values", async () => {
  await using d = await TestDaemon.create();
  await catSession(d, "s", 1, 1, 1, 1);
  await d.ok("setw", "-t", "s:0", "clock-mode-colour", "red");
  await d.ok("setw", "-t", "s:1", "clock-mode-colour", "red");
  await d.ok("setw", "-t", "s:2", "clock-mode-colour", "red");
  await d.ok("setw", "-t", "s:2", "window-status-style", "fg=red");
  await d.ok("select-window", "-t", "s:0");
  const { conn, colours } = await attachColours(d, "s");
  try {
    await waitFor(() => colours.length > 0, 15_000, "the options of s:0");
    for (const w of ["s:1", "s:2", "s:0", "s:2", "s:1"]) {
      await d.ok("select-window", "-t", w);
    }
    // Window 3 has none of its own: the daemon's colour, pushed once.
    await d.ok("select-window", "-t", "s:3");
    await waitFor(
      () => colours.includes("blue"),
      15_000,
      `the options of s:3 (${JSON.stringify(colours)})`,
    );
    assert.deepEqual(colours, ["red", "blue"]);
  } finally {
    conn.close();
  }
});

Deno.test("a client attaching to a session, or switched to one, takes its shown window's own values (setw clock-mode-colour), as tmux 3.3a's", async () => {
  await using d = await TestDaemon.create();
  await catSession(d, "x");
  await catSession(d, "y", 1, 1);
  await d.ok("setw", "-t", "y:1", "clock-mode-colour", "red");
  await d.ok("select-window", "-t", "y:1");
  const { conn, colours } = await attachColours(d, "x");
  try {
    await conn.request({ op: "switch-client", name: "y" });
    await waitFor(
      () => colours.includes("red"),
      15_000,
      `y:1's colour (${JSON.stringify(colours)})`,
    );
    await conn.request({ op: "switch-client", name: "x" });
    await waitFor(
      () => colours.at(-1) === "blue",
      15_000,
      `x's colour again (${JSON.stringify(colours)})`,
    );
  } finally {
    conn.close();
  }
  const again = await attachColours(d, "y");
  try {
    await waitFor(
      () => again.colours.includes("red"),
      15_000,
      `y:1's colour on attach (${JSON.stringify(again.colours)})`,
    );
  } finally {
    again.conn.close();
  }
});

Deno.test("each status line entry's format reads its own window's options (#{mode-keys}, #{pane-base-index}), not the shown window's, as tmux 3.3a's", async () => {
  await using d = await TestDaemon.create();
  await catSession(d, "e", 1, 1, 1);
  await d.ok("set", "-g", "mode-keys", "emacs");
  await d.ok("set", "-g", "window-status-format", "#I:#{mode-keys}");
  await d.ok("set", "-g", "window-status-current-format", "#I=#{mode-keys}");
  await d.ok("setw", "-t", "e:1", "mode-keys", "vi");
  await d.ok(
    "setw",
    "-t",
    "e:2",
    "window-status-format",
    "#I/#{pane-base-index}",
  );
  await d.ok("setw", "-t", "e:2", "pane-base-index", "3");
  await using t = await attachedTerminal(d, "e");
  const last = () => t.lines()[23];
  // tmux 3.3a: "[e] 0=emacs 1:vi 2/3" while e:0 is shown.
  await waitFor(
    () => last().startsWith("[e] 0=emacs 1:vi 2/3 "),
    10_000,
    () => `each entry its window's; status line: ${last()}`,
  );
  await d.ok("select-window", "-t", "e:1");
  await waitFor(
    () => last().startsWith("[e] 0:emacs 1=vi 2/3 "),
    10_000,
    () => `each entry its window's; status line: ${last()}`,
  );
  // The daemon's, where a window has none of its own.
  await d.ok("set", "-g", "mode-keys", "vi");
  await d.ok("setw", "-t", "e:1", "mode-keys", "emacs");
  await waitFor(
    () => last().startsWith("[e] 0:vi 1=emacs 2/3 "),
    10_000,
    () => `the daemon's mode-keys in e:0's entry; status line: ${last()}`,
  );
});

Deno.test("setw window-status-format on a window while a client is attached draws its entry again at once, as tmux 3.3a's", async () => {
  await using d = await TestDaemon.create();
  await catSession(d, "g", 1, 1);
  await using t = await attachedTerminal(d, "g");
  const last = () => t.lines()[23];
  await waitFor(() => last().startsWith("[g] 0:cat* 1:cat "), 10_000, last);
  await d.ok("setw", "-t", "g:1", "window-status-format", "<#I>");
  await waitFor(
    () => last().startsWith("[g] 0:cat* <1> "),
    10_000,
    () => `g:1's new entry; status line: ${last()}`,
  );
  await d.ok("setw", "-t", "g:1", "window-status-format", "(#I)");
  await waitFor(
    () => last().startsWith("[g] 0:cat* (1) "),
    10_000,
    () => `g:1's newer entry; status line: ${last()}`,
  );
});
