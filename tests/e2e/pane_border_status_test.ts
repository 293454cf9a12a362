/**
 * End to end: tmux's `pane-border-status` and `pane-border-format` through
 * a real daemon and a real attach client in a pty the test owns (read by
 * xterm.js). The rows and places are those tmux 3.3a gave for the same
 * window (60x11, three panes), measured beside it.
 */

import assert from "node:assert/strict";
import type { PaneJson as PaneInfo } from "../../client/commands/_list_format.ts";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import {
  sizedBerthTerminal,
  type UserTerminal,
} from "../_helpers/user_terminal.ts";
import { screenKeys } from "../client/_xterm_oracle.ts";
import type { UpdateMsg } from "../../protocol/messages.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

// 12 rows: the status line takes one, the window gets 11.
function attach(d: TestDaemon, name: string): UserTerminal {
  return sizedBerthTerminal(d, { cols: 60, rows: 12 }, "attach", name);
}

async function places(d: TestDaemon, target: string): Promise<string[]> {
  const panes: PaneInfo[] = JSON.parse(
    await d.ok("list-panes", "-t", target, "--json"),
  );
  return panes.map((p) => `${p.x},${p.y} ${p.cols}x${p.rows}`);
}

async function seeRow(t: UserTerminal, y: number, text: string) {
  await waitFor(
    () => Promise.resolve(t.lines()[y]?.trimEnd() === text),
    15_000,
    `row ${y}: ${text} (it is ${t.lines()[y]})`,
  );
}

Deno.test("pane-border-status top and bottom: labels on the border rows, the panes' places and sizes as tmux 3.3a's; a title set by OSC 2 shows; reattach shows the same", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "--", ...SHELL);
  let keys: string[][];
  {
    await using t = attach(d, "w");
    await t.waitText(/^\$ ?$/m);
    await d.ok("split-window", "-h", "-t", "w", "--", ...SHELL);
    await d.ok("split-window", "-v", "-t", "w:0.1", "--", ...SHELL);
    for (const [p, title] of [[0, "zero"], [1, "one"], [2, "two"]]) {
      await d.ok("select-pane", "-t", `w:0.${p}`, "-T", `${title}`);
    }
    await d.ok("select-pane", "-t", "w:0.1");
    assert.deepEqual(await places(d, "w"), [
      "0,0 30x11",
      "31,0 29x5",
      "31,6 29x5",
    ]);
    await d.ok("set-option", "-g", "pane-border-status", "top");
    await seeRow(
      t,
      0,
      '──0 "zero"────────────────────┬──1 "one"────────────────────',
    );
    await seeRow(
      t,
      5,
      '                              ├──2 "two"────────────────────',
    );
    // The panes at the window's top gave their first row to the label.
    assert.deepEqual(await places(d, "w"), [
      "0,1 30x10",
      "31,1 29x4",
      "31,6 29x5",
    ]);
    assert.equal(
      await d.ok("display-message", "-p", "-t", "w:0.1", "#{pane_top}"),
      "1\n",
    );
    // The active pane's label is green, its index reversed.
    const row = screenKeys(t.term)[0];
    assert.match(row[33], /^1\|1\|2\|-1\|16\|/);
    assert.match(row[35], /^"\|1\|2\|/);
    assert.match(row[3], /^ \|1\|bg=-1$|^"\|1\|-1\|/);
    // A title the program sets (OSC 2) is drawn again.
    await d.ok(
      "send-keys",
      "-t",
      "w:0.2",
      "printf '\\033]2;from-osc\\007'",
      "Enter",
    );
    await seeRow(
      t,
      5,
      '                              ├──2 "from-osc"───────────────',
    );
    // The active pane's too, whose status line copy comes later.
    await d.ok(
      "send-keys",
      "-t",
      "w:0.1",
      "printf '\\033]2;mine\\007'",
      "Enter",
    );
    await seeRow(
      t,
      0,
      '──0 "zero"────────────────────┬──1 "mine"───────────────────',
    );
    // The active pane's border style is its label's too.
    await d.ok("set-option", "-g", "pane-active-border-style", "fg=yellow");
    await waitFor(
      () => Promise.resolve(/^1\|1\|3\|/.test(screenKeys(t.term)[0][33])),
      15_000,
      "the active pane's label in yellow",
    );
    assert.match(screenKeys(t.term)[1][30], /^│\|1\|3\|/);
    // A format of one's own, with tmux's styles.
    await d.ok(
      "set-option",
      "-g",
      "pane-border-format",
      "#[fg=red]#P:#{pane_width}",
    );
    await seeRow(
      t,
      0,
      "──0:30────────────────────────┬──1:29───────────────────────",
    );
    assert.match(screenKeys(t.term)[0][2], /^0\|1\|1\|/);
    await d.ok("set-option", "-g", "pane-border-status", "bottom");
    await seeRow(
      t,
      10,
      "──0:30────────────────────────┴──2:29───────────────────────",
    );
    assert.deepEqual(await places(d, "w"), [
      "0,0 30x10",
      "31,0 29x5",
      "31,6 29x4",
    ]);
    await new Promise((r) => setTimeout(r, 300));
    keys = screenKeys(t.term).slice(0, 11);
    await t.write("\x02d");
    assert.equal((await t.waitExit()).code, 0);
  }
  {
    await using t = attach(d, "w");
    await seeRow(
      t,
      10,
      "──0:30────────────────────────┴──2:29───────────────────────",
    );
    await waitFor(
      () =>
        Promise.resolve(
          JSON.stringify(screenKeys(t.term).slice(0, 11)) ===
            JSON.stringify(keys),
        ),
      15_000,
      "the same screen after reattach",
    );
    await d.ok("set-option", "-g", "pane-border-status", "off");
    await seeRow(
      t,
      5,
      "                              ├─────────────────────────────",
    );
    assert.deepEqual(await places(d, "w"), [
      "0,0 30x11",
      "31,0 29x5",
      "31,6 29x5",
    ]);
  }
});

Deno.test("pane-border-status: resize-pane -y counts the pane's rows, as tmux 3.3a's; a pane with a label row keeps one row", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "-x", "60", "-y", "11", "--", ...SHELL);
  await d.ok("set-option", "-g", "pane-border-status", "top");
  await d.ok("split-window", "-v", "-t", "w", "--", ...SHELL);
  await d.ok("resize-pane", "-t", "w:0.0", "-y", "3");
  assert.deepEqual(await places(d, "w"), ["0,1 60x3", "0,5 60x6"]);
  await d.ok("resize-pane", "-t", "w:0.0", "-U", "10");
  assert.deepEqual(await places(d, "w"), ["0,1 60x1", "0,3 60x8"]);
  // A place names the pane under the label row, as tmux's {top}.
  assert.equal(
    await d.ok("display-message", "-p", "-t", "w:0.{top}", "#P"),
    "0\n",
  );
});

Deno.test("pane-border-status: the chooser's preview of a window shows its panes' labels, as the window does", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "-x", "60", "-y", "11", "--", ...SHELL);
  await d.ok("split-window", "-h", "-t", "w", "--", ...SHELL);
  await d.ok("select-pane", "-t", "w:0.0", "-T", "left");
  await d.ok("select-pane", "-t", "w:0.1", "-T", "right");
  await d.ok("new-window", "-d", "-t", "w", "--", ...SHELL);
  await d.ok("set-option", "-g", "pane-border-status", "top");
  await using conn = await d.connect();
  const row0 = async (window: string) => {
    const p = await conn.request({ op: "preview", name: window, rows: 11 });
    assert.equal(p.top, 0);
    return p.lines[0].map((r) => r[0]).join("");
  };
  const want = '──0 "left"────────────────────┬──1 "right"──────────────────';
  // The shown window's, and another's, whose labels are not drawn yet.
  await waitFor(
    async () => (await row0("w:0")) === want,
    15_000,
    "the shown window's preview with its labels",
  );
  await d.ok("select-window", "-t", "w:1");
  assert.equal(await row0("w:0"), want);
  // The styles too: the active pane's label in the active border's green.
  const p = await conn.request({ op: "preview", name: "w:0", rows: 11 });
  const green = p.lines[0].find((r) => r[0].includes('"right"'));
  assert.equal(green?.[2], 2);
});

Deno.test("pane-border-status: a label showing the pane's command follows a program that starts without drawing anything, at status-interval, as tmux 3.3a's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "--", ...SHELL);
  await d.ok("set-option", "-g", "status-interval", "1");
  await d.ok(
    "set-option",
    "-g",
    "pane-border-format",
    "#P #{pane_current_command}",
  );
  await d.ok("set-option", "-g", "pane-border-status", "top");
  await using t = attach(d, "w");
  await seeRow(t, 0, "──0 bash" + "─".repeat(52));
  // The shell waits for sleep, then becomes cat: nothing drawn meanwhile.
  await d.ok("send-keys", "-t", "w", "sleep 1; exec cat", "Enter");
  await seeRow(t, 0, "──0 cat" + "─".repeat(53));
});

Deno.test("a label changed inside a synchronized update (mode 2026) shows only with the update's end", async () => {
  await using d = await TestDaemon.create();
  const prog = String.raw`stty -echo; read go; printf '\033[?2026hbefore'; ` +
    // Long enough for frames (paced at 16.7 ms) to go out meanwhile, well
    // within the 500 ms the engine waits for an update's end on a busy CI.
    String.raw`printf '\033]2;newtitle\007'; sleep 0.1; ` +
    String.raw`printf ' after\r\n\033[?2026l'; sleep 600`;
  await d.ok("new", "-d", "-s", "s", "--", "sh", "-c", prog);
  await d.ok("set-option", "-g", "pane-border-status", "top");
  await d.ok("set-option", "-g", "pane-border-format", "<#{pane_title}>");
  const conn = await d.connect("attach");
  const shots: string[] = [];
  const screen: string[] = [];
  conn.onPush = (m) => {
    if (m.t !== "update") return;
    const f = m as UpdateMsg;
    if (f.full) screen.length = 0;
    for (const [y, runs] of f.lines) screen[y] = runs.map((r) => r[0]).join("");
    shots.push(screen.join("\n"));
    conn.send({ t: "ack", seq: f.seq });
  };
  await conn.request({ op: "attach", name: "s", cols: 60, rows: 12 });
  const c = await d.connect();
  await c.request({
    op: "send",
    name: "s",
    data: new TextEncoder().encode("\n"),
  });
  await waitFor(
    () => Promise.resolve(r(shots).includes("before after")),
    15_000,
    "the update's end",
  );
  await waitFor(
    () => Promise.resolve(r(shots).includes("<newtitle>")),
    15_000,
    "the new label",
  );
  for (const shot of shots) {
    if (shot.includes("newtitle") || shot.includes("before")) {
      assert.ok(
        shot.includes("before after"),
        `frame cut inside the update:\n${shot}`,
      );
    }
  }
  for (const x of [conn, c]) {
    x.close();
    await x.closed;
  }
});

function r(shots: string[]): string {
  return shots.at(-1) ?? "";
}

Deno.test("pane-border-status and the other border settings per window (setw, as tmux's window options): shown by show-options -w, dropped by -u, kept by upgrade and a reattach", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "-x", "60", "-y", "11", "--", ...SHELL);
  await d.ok("split-window", "-v", "-t", "w:0", "--", ...SHELL);
  await d.ok("new-window", "-t", "w:", "--", ...SHELL);
  await d.ok("split-window", "-v", "-t", "w:1", "--", ...SHELL);
  await d.ok("setw", "-t", "w:1", "pane-border-status", "bottom");
  await d.ok("setw", "-t", "w:1", "pane-border-format", "one-#P");
  await d.ok("set-option", "-t", "w:1", "pane-border-style", "fg=red");
  // Window 1 gave its last row to its bottom pane's label; window 0 none.
  assert.deepEqual(await places(d, "w:1"), ["0,0 60x5", "0,6 60x4"]);
  assert.deepEqual(await places(d, "w:0"), ["0,0 60x5", "0,6 60x5"]);
  assert.equal(
    await d.ok("show-options", "-w", "-t", "w:1"),
    'pane-border-format "one-#P"\npane-border-status bottom\n' +
      "pane-border-style fg=red\n",
  );
  assert.equal(await d.ok("show-options", "-w", "-t", "w:0"), "");
  const bad = await d.cli("setw", "-t", "w:1", "pane-border-status", "up");
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /pane-border-status takes "off", "top" or "bottom"/);
  {
    await using t = attach(d, "w:1");
    await seeRow(
      t,
      5,
      "──one-0─────────────────────────────────────────────────────",
    );
    await seeRow(
      t,
      10,
      "──one-1─────────────────────────────────────────────────────",
    );
    // The window's own border style, red (1), over the daemon's, for the
    // pane not active; the active one's stays green (2).
    assert.match(screenKeys(t.term)[5][0], /^─\|1\|1\|/);
    assert.match(screenKeys(t.term)[10][0], /^─\|1\|2\|/);
  }
  const up = await d.cli("upgrade");
  assert.equal(up.code, 0, up.stderr);
  assert.match(
    await d.ok("show-options", "-w", "-t", "w:1", "-v", "pane-border-format"),
    /^one-#P$/m,
  );
  assert.deepEqual(await places(d, "w:1"), ["0,0 60x5", "0,6 60x4"]);
  {
    await using t = attach(d, "w:1");
    await seeRow(
      t,
      10,
      "──one-1─────────────────────────────────────────────────────",
    );
  }
  await d.ok("setw", "-u", "-t", "w:1", "pane-border-status");
  assert.deepEqual(await places(d, "w:1"), ["0,0 60x5", "0,6 60x5"]);
  assert.doesNotMatch(
    await d.ok("show-options", "-w", "-t", "w:1"),
    /pane-border-status/,
  );
  // pane-border-lines, a window's own too: window 1's border double.
  await d.ok("setw", "-t", "w:1", "pane-border-lines", "double");
  {
    await using t = attach(d, "w:1");
    await seeRow(t, 5, "═".repeat(60));
  }
});
