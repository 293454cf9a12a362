/**
 * End to end: the status line through a real attach client in a pty the
 * test owns (read by xterm.js): its content (session, window list with
 * its flags, title), messages, the `:` prompt, the `,` `$` rename prompts,
 * the `&` `x` confirmations, the `?` help view, `status` and tmux's
 * status line settings from the config file, and a smaller client that
 * follows the cursor.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import {
  attachedTerminal,
  sizedBerthTerminal,
  UserTerminal,
} from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

function attach(
  d: TestDaemon,
  name: string,
  cols = 80,
  rows = 24,
  env: Record<string, string> = {},
): UserTerminal {
  return sizedBerthTerminal(d, { cols, rows, env }, "attach", name);
}

/**
 * The screen's rows without trailing blanks (drawn blanks count as text
 * for xterm.js).
 */
function rows(t: UserTerminal): string[] {
  return t.lines().map((l) => l.trimEnd());
}

/** Waits until row `y` of the screen matches `re`. */
async function row(t: UserTerminal, y: number, re: RegExp): Promise<void> {
  await waitFor(
    () => re.test(rows(t)[y]),
    15_000,
    `row ${y} to match ${re}; screen:\n${t.lines().join("\n")}`,
  );
}

/** The config file the test daemon reads ($HOME/.config/...). */
async function writeConfig(d: TestDaemon, text: string): Promise<void> {
  const dir = `${d.dir}/.config/berth`;
  await Deno.mkdir(dir, { recursive: true });
  await Deno.writeTextFile(`${dir}/config.toml`, text);
}

async function windowNames(d: TestDaemon, target: string): Promise<string[]> {
  const ws = JSON.parse(await d.ok("list-windows", "-t", target, "--json"));
  return ws.map((w: { name: string }) => w.name);
}

Deno.test("status line: session, windows with the active and last marked, title, clock; green", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await using t = attach(d, "work");
  await row(t, 23, /^\[work\] 0:bash\* +"[^"]*" \d\d:\d\d \d\d-\w{3}-\d\d$/);
  // The session has the rows above it.
  assert.equal(JSON.parse(await d.ok("ls", "--json"))[0].rows, 23);
  const cell = t.term.buffer.active.getLine(23)!.getCell(0)!;
  assert.deepEqual([cell.getBgColor(), cell.getFgColor()], [2, 0]);
  // The title, quoted and cut to 21 cells.
  await t.write("printf '\\033]2;a title longer than twenty-one\\007'\r");
  await row(t, 23, /"a title longer than t" \d\d:\d\d/);
  // A new window: it is shown (*), the one before it is the last (-).
  await t.write("\x02c");
  await row(t, 23, /^\[work\] 0:bash- 1:sh\* /);
  // Renamed from the command line, selected by a key.
  await d.ok("rename-window", "-t", "work:1", "logs");
  await row(t, 23, /^\[work\] 0:bash- 1:logs\* /);
  await t.write("\x020");
  await row(t, 23, /^\[work\] 0:bash\* 1:logs- /);
  // Zoomed (Z) after a split and prefix z.
  await t.write('\x02"');
  await waitFor(async () =>
    (await d.cli("list-panes", "-t", "work")).stdout
      .trim().split("\n").length === 2
  );
  await t.write("\x02z");
  // The window is named after its active pane's program: the new pane's
  // sh (TestDaemon's $SHELL), once it has drawn its prompt, as tmux's
  // automatic-rename.
  await row(t, 23, /^\[work\] 0:sh\*Z 1:logs- /);
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
});

Deno.test("status line: activity (#, with monitor-activity) and a bell (!) in a window not shown, cleared when shown", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "act", "--", ...SHELL);
  await using t = attach(d, "act");
  await row(t, 23, /^\[act\] 0:bash\* /);
  await t.write("\x02c");
  await row(t, 23, /^\[act\] 0:bash- 1:sh\* /);
  // Off by default, as tmux's: output flags nothing; a bell does.
  await d.ok("send", "-t", "act:0", "echo quiet; printf '\\a'\n");
  await row(t, 23, /^\[act\] 0:bash!- 1:sh\* /);
  await t.write("\x02l\x02l");
  await row(t, 23, /^\[act\] 0:bash- 1:sh\* /);
  // Window 0's own (tmux's window option; set -t act: the shown one's).
  await d.ok("setw", "-t", "act:0", "monitor-activity", "on");
  await d.ok("send", "-t", "act:0", "echo output\n");
  await row(t, 23, /^\[act\] 0:bash#- 1:sh\* /);
  await d.ok("send", "-t", "act:0", "--escapes", "printf '\\\\a'\\n");
  await row(t, 23, /^\[act\] 0:bash#!- 1:sh\* /);
  await t.write("\x02l"); // the last window: shown, its flags cleared
  await row(t, 23, /^\[act\] 0:bash\* 1:sh- /);
  await t.write("\x02d");
  await t.waitExit();
});

Deno.test("status line: a window not shown redrawing for a resize is not activity", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "rs", "--", ...SHELL);
  await d.ok("set-option", "-t", "rs", "monitor-activity", "on");
  await using t = attach(d, "rs");
  await row(t, 23, /^\[rs\] 0:bash\* /);
  await t.write("\x02c");
  await row(t, 23, /^\[rs\] 0:bash- 1:sh\* /);
  // bash redraws its prompt on SIGWINCH: output in window 0, not shown.
  t.resize(100, 30);
  await row(t, 29, /^\[rs\] 0:bash- 1:sh\* /);
  await new Promise((ok) => setTimeout(ok, 800));
  assert.match(rows(t)[29], /^\[rs\] 0:bash- 1:sh\* /);
  // Output of its own later still is.
  await d.ok("send", "-t", "rs:0", "echo output\n");
  await row(t, 29, /^\[rs\] 0:bash#- 1:sh\* /);
  await t.write("\x02d");
  await t.waitExit();
});

Deno.test("messages show on the status line for a moment; the : prompt runs a command and shows its error", async () => {
  await using d = await TestDaemon.create();
  // No editor: tmux's emacs status-keys, where Escape cancels.
  const started = await d.cliWith(
    { env: { VISUAL: "" } },
    "new",
    "-d",
    "-s",
    "msg",
    "--",
    ...SHELL,
  );
  assert.equal(started.code, 0, started.stderr);
  await using t = attach(d, "msg");
  await row(t, 23, /^\[msg\] /);
  await t.write("\x02y");
  await row(t, 23, /^prefix y is not bound$/);
  const cell = t.term.buffer.active.getLine(23)!.getCell(0)!;
  assert.equal(cell.getBgColor(), 3, "tmux's message-style: yellow");
  await row(t, 23, /^\[msg\] /);
  // The prompt: a command in this session's context (-t msg).
  await t.write("\x02:");
  await row(t, 23, /^:$/);
  await t.write("new-window -n fromprompt");
  await row(t, 23, /^:new-window -n fromprompt$/);
  // Line editing: Home, a word typed, C-e, C-w and Backspace.
  await t.write("\x1b[Hxx \x05\x17\x7f");
  await row(t, 23, /^:xx new-window -n$/);
  await t.write("\x01\x1b[3~\x1b[3~\x1b[3~\x05 fromprompt\r");
  await waitFor(async () =>
    (await windowNames(d, "msg")).join() === "bash,fromprompt"
  );
  await row(t, 23, /^\[msg\] 0:bash- 1:fromprompt\* /);
  // An error goes on the status line.
  await t.write("\x02:kill-session -t nosuch\r");
  await row(t, 23, /^No session named nosuch/);
  // Up recalls the lines run before; Escape cancels.
  await row(t, 23, /^\[msg\] /);
  await t.write("\x02:\x1b[A");
  await row(t, 23, /^:kill-session -t nosuch$/);
  await t.write("\x1b[A");
  await row(t, 23, /^:new-window -n fromprompt$/);
  await t.write("\x1b");
  await row(t, 23, /^\[msg\] /);
  await t.write("\x02d");
  await t.waitExit();
});

Deno.test("prefix , renames the window with a prompt (wide characters too), prefix $ the session, and the detach line says the new name", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "old", "--", ...SHELL);
  await using t = attach(d, "old");
  await row(t, 23, /^\[old\] 0:bash\* /);
  await t.write("\x02,");
  await row(t, 23, /^\(rename-window\) bash$/);
  await t.write("\x15日本");
  await row(t, 23, /^\(rename-window\) 日本$/);
  // The cursor after the two wide characters: 16 + 4 columns.
  await waitFor(() => t.cursor().x === 20 && t.cursor().y === 23);
  await t.write("\x1b[D"); // Left: over one wide character
  await waitFor(() => t.cursor().x === 18);
  await t.write("語\r");
  await waitFor(async () => (await windowNames(d, "old")).join() === "日語本");
  await row(t, 23, /^\[old\] 0:日語本\* /);
  await t.write("\x02$");
  await row(t, 23, /^\(rename-session\) old$/);
  await t.write("\x15it's 新\r");
  await row(t, 23, /^\[it's 新\] 0:/);
  await t.write("\x02d");
  assert.equal((await t.waitExit()).code, 0);
  await t.waitText(/\[detached from session it's 新\]/);
});

Deno.test("prefix x asks before kill-pane: n keeps it, y kills it; prefix & asks before kill-window", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "k", "--", ...SHELL);
  await using t = attach(d, "k");
  await row(t, 23, /^\[k\] /);
  await t.write("\x02%");
  const panes = async () =>
    (await d.ok("list-panes", "-t", "k")).trim().split("\n").length;
  await waitFor(async () => await panes() === 2);
  await t.write("\x02x");
  await row(t, 23, /^kill-pane 1\? \(y\/n\)$/);
  await t.write("n");
  await row(t, 23, /^\[k\] /);
  assert.equal(await panes(), 2);
  await t.write("\x02x");
  await row(t, 23, /^kill-pane 1\? \(y\/n\)$/);
  await t.write("y");
  await waitFor(async () => await panes() === 1);
  await t.write("\x02c");
  await row(t, 23, /^\[k\] 0:bash- 1:sh\* /);
  await t.write("\x02&");
  await row(t, 23, /^kill-window sh\? \(y\/n\)$/);
  await t.write("y");
  await row(t, 23, /^\[k\] 0:bash\* +"/);
  await t.write("\x02d");
  await t.waitExit();
});

Deno.test("prefix ? lists the keys with notes, as tmux's list-keys -N; list-keys lists every binding of every table in a view that scrolls and leaves with q", async () => {
  await using d = await TestDaemon.create();
  await writeConfig(d, `[bind.root]\nF12 = "select-window -n"\n`);
  await d.ok("new", "-d", "-s", "h", "--", ...SHELL);
  await using t = attach(d, "h");
  await row(t, 23, /^\[h\] /);
  await t.write("\x02?");
  await row(t, 0, /^C-b C-b +Send the prefix key +\[0\/\d+\]$/);
  await row(t, 1, /^C-b C-o +Rotate through the panes *$/);
  await t.write("q");
  await row(t, 0, /^\$ *$/);
  await t.write("\x02:list-keys\r");
  // The tables by name, as tmux 3.3a lists them: copy, prefix, root.
  await row(t, 0, /^bind-key -T copy .*\[0\/\d+\]$/);
  const total = Number(/\[0\/(\d+)\]$/.exec(t.lines()[0])![1]);
  assert.ok(total > 60, `${total} bindings`);
  // The status line stays below the view.
  assert.match(t.lines()[23], /^\[h\] /);
  await t.write("G"); // the end: the root table
  await row(t, 0, new RegExp(`\\[${total - 23}/${total}\\]$`));
  // Row 0 is drawn first: the rest of the frame may still be on its way.
  await row(t, 22, /^bind-key -T root /);
  await t.write("k");
  await row(t, 0, new RegExp(`\\[${total - 24}/${total}\\]$`));
  // Pages up to the root table's binding from the config file.
  const root = /^bind-key -T root +F12 +select-window -n$/m;
  for (let i = 0; i < 5 && !root.test(rows(t).join("\n")); i++) {
    const before = rows(t)[0];
    await t.write("\x1b[5~");
    await waitFor(() => rows(t)[0] !== before);
  }
  assert.match(rows(t).join("\n"), root);
  await t.write("q");
  await row(t, 0, /^\$ *$/);
  await t.write("\x02d");
  await t.waitExit();
});

Deno.test("what a command from the : prompt prints shows in a view over the session; q leaves it", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "v", "--", ...SHELL);
  await d.ok("new-window", "-t", "v", "-n", "second", "--", ...SHELL);
  await using t = attach(d, "v");
  await row(t, 23, /^\[v\] /);
  await t.write("\x02:list-windows\r");
  await row(t, 0, /^0: bash .*\[0\/2\]$/);
  await row(t, 1, /^1: second\* /);
  assert.match(t.lines()[23], /^\[v\] /);
  // Keys go to the view, not the shell, until q.
  await t.write("x");
  await t.write("q");
  await row(t, 0, /^\$ *$/);
  await t.write("echo after-view\r");
  await row(t, 1, /^after-view$/);
  // A failing command's output too: source-file's warnings, and its error.
  await Deno.writeTextFile(`${d.dir}/bad.toml`, "bogus line here\n");
  await t.write(`\x02:source-file ${d.dir}/bad.toml\r`);
  await row(t, 0, /bad\.toml line 1: .*\[0\/1\]$/);
  await row(t, 23, /source-file .*exited 1/);
  await t.write("q");
  await row(t, 0, /^\$ echo after-view$/);
  // A command that prints nothing opens no view.
  await t.write("\x02:rename-window renamed\r");
  await row(t, 23, /1:renamed\*/);
  assert.doesNotMatch(t.lines()[0], /\[0\/\d+\]$/);
  await t.write("\x02d");
  await t.waitExit();
});

Deno.test("status = top puts the status line on the top row; off leaves every row to the session", async () => {
  for (const [at, y] of [["top", 0], ["off", -1]] as const) {
    await using d = await TestDaemon.create();
    await writeConfig(d, `status = "${at}"\n`);
    await d.ok("new", "-d", "-s", at, "--", ...SHELL);
    await using t = attach(d, at);
    await t.waitText(/^\$ *$/m);
    const rows = JSON.parse(await d.ok("ls", "--json"))[0].rows;
    if (y === 0) {
      await row(t, 0, /^\[top\] 0:bash\* /);
      await row(t, 1, /^\$ *$/);
      assert.equal(rows, 23);
      // A message goes over the status line there.
      await t.write("\x02y");
      await row(t, 0, /^prefix y is not bound$/);
    } else {
      assert.equal(rows, 24);
      assert.doesNotMatch(t.text(), /\[off\]/);
      // Without a status line, a message goes on the bottom row.
      await t.write("\x02y");
      await row(t, 23, /^prefix y is not bound$/);
    }
    await t.write("\x02d");
    await t.waitExit();
  }
});

Deno.test("the status line's tmux settings from config.toml: formats, styles, the list centred, a clock in seconds; source-file redraws it", async () => {
  await using d = await TestDaemon.create();
  await writeConfig(
    d,
    [
      'status-style = "bg=colour235,fg=colour250"',
      'status-left = "#[fg=colour16,bg=colour39,bold] #S #[default] "',
      'status-right = "#[fg=red]#{window_index}/#{session_windows}#[default] %H:%M:%S"',
      'window-status-current-format = "#[fg=black,bg=yellow]<#I:#W>"',
      'window-status-separator = "|"',
      'status-justify = "centre"',
      "status-interval = 1",
    ].join("\n") + "\n",
  );
  await d.ok("new", "-d", "-s", "cfg", "--", ...SHELL);
  // Colours as they are (a terminal with 24-bit colour, not reduced).
  await using t = attach(d, "cfg", 80, 24, { COLORTERM: "truecolor" });
  await t.write("\x02c");
  const line = /^ cfg {2,}0:bash-\|<1:sh> {2,}1\/2 (\d\d:\d\d:\d\d)$/;
  await row(t, 23, line);
  // Centred between the left part and the right one, as tmux's.
  const text = rows(t)[23];
  const list = text.indexOf("0:bash-");
  const rightX = text.indexOf("1/2");
  assert.equal(list, 6 + Math.floor((rightX - 6) / 2) - 7);
  const cell = (x: number) => t.term.buffer.active.getLine(23)!.getCell(x)!;
  assert.deepEqual([cell(1).getFgColor(), cell(1).getBgColor()], [16, 39]);
  assert.ok(cell(1).isBold());
  assert.deepEqual([cell(list).getFgColor(), cell(list).getBgColor()], [
    250,
    235,
  ]);
  const current = text.indexOf("<1:sh>");
  assert.deepEqual([cell(current).getFgColor(), cell(current).getBgColor()], [
    0,
    3,
  ]);
  assert.equal(cell(rightX).getFgColor(), 1);
  // status-interval 1: the seconds move without anything else drawing.
  const first = line.exec(rows(t)[23])![1];
  await waitFor(
    () => line.exec(rows(t)[23])?.[1] !== first,
    5_000,
    "the clock to tick",
  );
  // source-file: the new look at once, in this attached client.
  await writeConfig(
    d,
    'status-left = "L:#S "\nwindow-status-separator = " "\n',
  );
  await d.ok("source-file");
  await row(t, 23, /^L:cfg 0:bash- 1:sh\* +"[^"]*" \d\d:\d\d \d\d-\w{3}-\d\d$/);
  assert.deepEqual([cell(0).getFgColor(), cell(0).getBgColor()], [0, 2]);
  await t.write("\x02d");
  await t.waitExit();
});

Deno.test("a client smaller than the session follows the cursor, its start when that holds it, and the status line says the offset", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "big", "--", ...SHELL);
  await using big = attach(d, "big", 100, 30);
  await row(big, 29, /^\[big\] /);
  await big.write('clear; for i in $(seq 1 40); do echo "line $i"; done\r');
  await big.waitText(/^line 40\n\$ *$/m);
  // A read-only client never resizes the session: it stays 100x29.
  await using small = UserTerminal.spawn(
    berthArgv(d.socket, "attach", "-r", "big"),
    { cols: 40, rows: 12, env: d.env, cwd: d.dir },
  );
  // The cursor is on the session's bottom row: the view shows the rows
  // down to it, and says where it starts.
  // 40 cells exactly, no gap, as tmux 3.3a draws it.
  await row(small, 11, /^\[big\] 0:bash\*\[0,18\] "/);
  await row(small, 10, /^\$ *$/);
  assert.equal(rows(small)[9], "line 40");
  assert.equal(small.cursor().y, 10);
  // The cursor moving right past the edge takes the view with it, as
  // little as it takes: the cursor at 57 shows in the last column.
  await big.write("echo " + "x".repeat(50));
  // One cell too many: the list gives it up, its > marker shows, as tmux's.
  await row(small, 11, /^\[big\] 0:bas>\[18,18\] "/);
  assert.deepEqual(small.cursor(), { x: 39, y: 10 });
  assert.equal(rows(small)[10], "x".repeat(39));
  // Back at the top in one write (a clear and a line): the view's start,
  // as tmux's, the row above the prompt too, not the prompt's row alone at
  // the view's top.
  await big.write("\x15printf '\\033[H\\033[2Jtop-row\\n'\r");
  await row(small, 0, /^top-row$/);
  await row(small, 11, / \[0,0\] "/);
  // The prompt comes after the printf's output, in a later frame.
  await row(small, 1, /^\$ *$/);
  assert.deepEqual(small.cursor(), { x: 2, y: 1 });
  await small.write("\x02d");
  await small.waitExit();
  await big.write("\x02d");
  await big.waitExit();
});

Deno.test("#{client_prefix} in the status line shows the prefix typed until the key after it, as tmux's (a tmux.conf's prefix indicator)", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await d.ok(
    "set-option",
    "-g",
    "status-right",
    "#{?client_prefix,<PREFIX>,<typing>} #{client_key_table}",
  );
  await using t = attach(d, "work");
  await row(t, 23, /<typing> root$/);
  await waitFor(() => rows(t)[0].startsWith("$"), 15_000, "a prompt");
  await t.write("\x02");
  await row(t, 23, /<PREFIX> prefix$/);
  // The key after it (a window of its own) ends it.
  await t.write("c");
  await row(t, 23, /^\[work\] 0:bash- 1:\S+\* .*<typing> root$/);
  // The prefix twice sends it: that ends it too.
  await t.write("\x02");
  await row(t, 23, /<PREFIX> prefix$/);
  await t.write("\x02");
  await row(t, 23, /<typing> root$/);
});

Deno.test("#(command) in the status line shows its output's last line, run again each status-interval, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  const count = `${d.dir}/runs`;
  await d.ok("set-option", "-g", "status-interval", "1");
  await d.ok(
    "set-option",
    "-g",
    "status-right",
    `<#(printf 'first\\nj-42\\n')> <#(echo x >> ${count}; wc -l < ${count})>`,
  );
  await using t = attach(d, "work");
  await row(t, 23, /<j-42> <\d+>$/);
  // The clock's redraws run it again: the count goes up.
  await row(t, 23, /<j-42> <[3-9]>$/);
});

/** The pids a status line command wrote to `file`, one a line. */
async function pidsIn(file: string): Promise<number[]> {
  const text = await Deno.readTextFile(file).catch(() => "");
  return text.split("\n").filter((l) => l !== "").map(Number);
}

/** Whether `pid` is a process not yet reaped (a zombie too). */
function exists(pid: number): boolean {
  try {
    Deno.statSync(`/proc/${pid}`);
    return true;
  } catch {
    return false;
  }
}

Deno.test("#(command) still running when its client detaches is ended, as tmux's: no process or pipe left in the daemon per attach", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  const pids = `${d.dir}/pids`;
  await d.ok(
    "set-option",
    "-g",
    "status-right",
    `<#(echo $$ >> ${pids}; exec sleep 1000)>`,
  );
  for (let i = 1; i <= 2; i++) {
    const t = attach(d, "work");
    await row(t, 23, /^\[work\] /);
    await waitFor(
      async () => (await pidsIn(pids)).length === i,
      15_000,
      "a run",
    );
    await t.write("\x02d");
    await t.exited;
    await t[Symbol.asyncDispose]();
    const all = await pidsIn(pids);
    assert.equal(all.length, i);
    // It ran 1000 s, and another each attach.
    await waitFor(
      () => !all.some(exists),
      10_000,
      `the commands ${all} to end`,
    );
  }
});

Deno.test("#(command) running across a live upgrade is reaped by the new daemon once it exits (was a zombie)", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  const pids = `${d.dir}/pids`;
  await d.ok(
    "set-option",
    "-g",
    "status-right",
    `<#(echo $$ >> ${pids}; exec sleep 3)>`,
  );
  await using t = attach(d, "work");
  await waitFor(async () => (await pidsIn(pids)).length > 0, 15_000, "a run");
  const [first] = await pidsIn(pids);
  await d.ok("upgrade");
  await waitFor(
    () => !exists(first),
    15_000,
    `command ${first} reaped`,
  );
  await row(t, 23, /^\[work\] /);
});

Deno.test("display-time sets how long a message stays, as tmux's: longer than berth's 1.5 s, or with 0 until the next key", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "msg", "--", ...SHELL);
  await using t = attach(d, "msg");
  await row(t, 23, /^\[msg\] /);
  await waitFor(() => rows(t)[0].startsWith("$"), 15_000, "a prompt");
  await d.ok("set", "-g", "display-time", "0");
  await d.ok("display-message", "-t", "msg", "stays");
  await row(t, 23, /^stays$/);
  // Long past berth's 1.5 s, it stays.
  await new Promise((r) => setTimeout(r, 2500));
  assert.equal(rows(t)[23], "stays");
  // A key takes it away, and goes to the pane as typed.
  await t.write("x");
  await row(t, 23, /^\[msg\] /);
  await row(t, 0, /^\$ x$/);
  await d.ok("set", "-g", "display-time", "8000");
  await d.ok("display-message", "-t", "msg", "eight seconds");
  await row(t, 23, /^eight seconds$/);
  await new Promise((r) => setTimeout(r, 2500));
  assert.equal(rows(t)[23], "eight seconds");
  await row(t, 23, /^\[msg\] /);
});

Deno.test("the status line's #{pane_current_path} and #{pane_current_command} follow the shown pane, as a theme's status-right has them in tmux", async () => {
  await using d = await TestDaemon.create();
  await Deno.mkdir(`${d.dir}/proj/sub`, { recursive: true });
  await d.ok(
    "new",
    ...["-d", "-s", "w", "-x", "80", "-y", "23", "-c", `${d.dir}/proj`],
    "--",
    ...["bash", "--norc", "--noprofile"],
  );
  await d.ok(
    "set",
    "-g",
    "status-right",
    "<#{b:pane_current_path}|#{pane_current_command}>",
  );
  await using t = await attachedTerminal(d, "w");
  await t.waitText(/<proj\|bash>$/m);
  await d.ok("send", "w", "cd sub\n");
  await t.waitText(/<sub\|bash>$/m);
  await d.ok("send", "w", "sleep 30\n");
  await t.waitText(/<sub\|sleep>$/m);
});

Deno.test("window-status-format's #{pane_current_path} and #{pane_current_command} are each window's own, as tmux's, and follow a hidden window's cd", async () => {
  await using d = await TestDaemon.create();
  await Deno.mkdir(`${d.dir}/one/sub`, { recursive: true });
  await Deno.mkdir(`${d.dir}/two`, { recursive: true });
  const bash = ["bash", "--norc", "--noprofile"];
  await d.ok(
    "new",
    ...["-d", "-s", "w", "-x", "80", "-y", "23", "-c", `${d.dir}/one`],
    ...["--", ...bash],
  );
  await d.ok("new-window", "-t", "w", "-c", `${d.dir}/two`, "--", "sh");
  const where = "#{b:pane_current_path}|#{pane_current_command}";
  await d.ok("set", "-g", "window-status-format", `<${where}>`);
  await d.ok("set", "-g", "window-status-current-format", `[${where}]`);
  await using t = await attachedTerminal(d, "w");
  await t.waitText(/<one\|bash> \[two\|sh\]/);
  // Window 0 is not shown: its cd and program show all the same.
  await d.ok("send", "w:0", "cd sub; sleep 30\n");
  await t.waitText(/<sub\|sleep> \[two\|sh\]/);
});

Deno.test("a program the shell's fork runs late shows in the window's name and #{pane_current_command}, with no output after its echo", async () => {
  // The fork of bash stays in front, as bash, for 0.7 s, then becomes
  // `sleep` in silence: what a look after a typed command's echo meets
  // when the machine is slow to exec (CI's load).
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    ...["-d", "-s", "w", "-x", "80", "-y", "23"],
    ...["--", "bash", "--norc", "--noprofile"],
  );
  await d.ok("set", "-g", "status-right", "<#{pane_current_command}>");
  await using t = await attachedTerminal(d, "w");
  await t.waitText(/0:bash\*.*<bash>$/m);
  await d.ok("send", "w", "(sleep 0.7; exec sleep 30)\n");
  await t.waitText(/0:sleep\*.*<sleep>$/m);
});

Deno.test("window-status-format's #{pane_index} and #{pane_title} are each window's active pane's, as tmux's, and follow a hidden window's title", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "w", "-x", "80", "-y", "23", "--", "sh");
  await d.ok("split-window", "-t", "w:0", "--", "sh"); // w:0.1 active
  await d.ok("select-pane", "-t", "w:0.1", "-T", "one");
  await d.ok("new-window", "-t", "w", "--", "sh");
  await d.ok("select-pane", "-t", "w:1.0", "-T", "two");
  const what = "#I/#P/#T";
  await d.ok("set", "-g", "window-status-format", `<${what}>`);
  await d.ok("set", "-g", "window-status-current-format", `[${what}]`);
  await using t = await attachedTerminal(d, "w");
  await t.waitText(/<0\/1\/one> \[1\/0\/two\]/);
  // Window 0 is not shown: its title's change shows all the same.
  await d.ok("select-pane", "-t", "w:0.1", "-T", "uno");
  await t.waitText(/<0\/1\/uno> \[1\/0\/two\]/);
});

Deno.test("status line: #{@x} reads the server's table, then the active pane's, the window's, the windows' table, the session's, the daemon's, as tmux 3.3a's format_find; each window entry its own window's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "u", "-x", "80", "-y", "24", "--", ...SHELL);
  await d.ok("new-window", "-d", "-t", "u", "--", ...SHELL);
  await d.ok("set", "-t", "u", "status-right", "R:#{@w}|#{@p}|#{@s}|#{@g}");
  await d.ok("set", "-g", "window-status-format", "#I=#{@w}");
  await d.ok("set", "-g", "window-status-current-format", "#I=#{@w}*");
  await d.ok("set", "-g", "@g", "daemon");
  await d.ok("set", "-t", "u", "@s", "sess");
  await d.ok("setw", "-t", "u:0", "@w", "win0");
  await d.ok("setw", "-t", "u:1", "@w", "win1");
  await using t = attach(d, "u");
  const last = () => t.lines().length - 1;
  await t.waitText(/^\$/m);
  await row(t, last(), /^\[u\] 0=win0\* 1=win1 +R:win0\|\|sess\|daemon$/);
  // A pane's own (set -p), its window's active pane's: the status line
  // follows it at once, and a window's over the windows' table.
  await d.ok("set", "-p", "-t", "u:0", "@p", "pane");
  await d.ok("set", "-gw", "@w", "table");
  await row(t, last(), /R:win0\|pane\|sess\|daemon$/);
  await d.ok("setw", "-u", "-t", "u:0", "@w");
  await row(t, last(), /^\[u\] 0=table\* 1=win1 +R:table\|pane\|sess\|daemon$/);
  // The server's table wins over all (set -s @x).
  await d.ok("set", "-s", "@p", "server");
  await row(t, last(), /R:table\|server\|sess\|daemon$/);
});
