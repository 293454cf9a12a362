/**
 * End to end: tmux's `send-keys` and `capture-pane -p`, as tmux scripts
 * call them, against a real daemon and shells in real ptys.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

async function shell(d: TestDaemon, name: string): Promise<void> {
  await d.ok("new", "-d", "-s", name, "--", ...SHELL);
  await d.ok("wait", name, "--text", "^\\$$", "--timeout", "10");
}

Deno.test("send-keys types text and presses Enter; capture-pane -p prints it", async () => {
  await using d = await TestDaemon.create();
  await shell(d, "work");
  await d.ok("send-keys", "-t", "work", "echo hi-$((6*7))", "Enter");
  await d.ok("wait", "work", "--text", "^hi-42$", "--timeout", "10");
  const out = await d.ok("capture-pane", "-p", "-t", "work");
  assert.match(out, /^\$ echo hi-\$\(\(6\*7\)\)\nhi-42\n\$ ?$/m);
  // -e is capture --ansi; -S - all the history, -S -N N lines of it.
  assert.match(await d.ok("capture-pane", "-ep", "-t", "work"), /^hi-42$/m);
  assert.match(
    await d.ok("capture-pane", "-p", "-S", "-", "-E", "-", "-t", "work"),
    /^hi-42$/m,
  );
  assert.match(
    await d.ok("capture-pane", "-p", "-S", "-3000", "-t", "work"),
    /^hi-42$/m,
  );
});

Deno.test("capture-pane -S/-E take tmux's line numbers, clamped and swapped as tmux's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "r", "--rows", "6", "--", ...SHELL);
  await d.ok("wait", "r", "--text", "^\\$$", "--timeout", "10");
  await d.ok("send-keys", "-t", "r", "seq -f L%g 9", "Enter");
  await d.ok("wait", "r", "--text", "^L9$", "--timeout", "10");
  // 6 rows: L5-L9 and the prompt on the screen, L4 the newest history.
  const lines = async (...a: string[]) =>
    (await d.ok("capture-pane", "-p", "-t", "r", ...a)).trimEnd().split("\n");
  assert.deepEqual(await lines("-S", "-3", "-E", "-1"), ["L2", "L3", "L4"]);
  assert.deepEqual(await lines("-S", "1", "-E", "2"), ["L6", "L7"]);
  assert.deepEqual(await lines("-S", "2", "-E", "1"), ["L6", "L7"]);
  assert.deepEqual(await lines("-S", "4", "-E", "4"), ["L9"]);
  assert.deepEqual((await lines("-S", "4")).slice(0, 1), ["L9"]);
  assert.equal((await lines("-S", "-1", "-E", "0")).join(), "L4,L5");
  // Past either end: the first line of history, the screen's last row.
  assert.equal((await lines("-S", "-1000", "-E", "-900")).length, 1);
  assert.deepEqual(await lines("-S", "50", "-E", "60"), ["$"]);
  assert.deepEqual(
    await lines("-S", "-", "-E", "-1").then((l) => l.at(-1)),
    "L4",
  );
  const esc = await d.ok(
    "capture-pane",
    "-ep",
    "-S",
    "1",
    "-E",
    "1",
    "-t",
    "r",
  );
  assert.match(esc, /L6/);
});

Deno.test("capture --join and capture-pane -J give the lines the program wrote, wrapped rows joined", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "j",
    "--cols",
    "10",
    "--rows",
    "8",
    "--",
    ...SHELL,
  );
  await d.ok("wait", "j", "--text", "^\\$$", "--timeout", "10");
  // After clear: wrapped at a space, a styled line across two rows, a
  // short one.
  const out = "abcdefghi jklm\\nred:\\e[31mredredred\\e[0m!\\nxy   \\n";
  await d.ok("send-keys", "-t", "j", `clear; printf '${out}'`, "Enter");
  await d.ok("wait", "j", "--text", "^xy$", "--timeout", "10");
  const rows = (await d.ok("capture", "j")).split("\n");
  assert.deepEqual(rows.slice(0, 5), [
    "abcdefghi",
    "jklm",
    "red:redred",
    "red!",
    "xy",
  ]);
  const joined = (await d.ok("capture", "j", "--join")).split("\n");
  assert.deepEqual(joined.slice(0, 3), [
    "abcdefghi jklm",
    "red:redredred!",
    "xy",
  ]);
  assert.deepEqual(
    (await d.ok("capture-pane", "-pJ", "-t", "j")).split("\n").slice(0, 3),
    joined.slice(0, 3),
  );
  // With SGR escapes: each row's part resets at the row's end.
  const ansi = (await d.ok("capture", "j", "--join", "--ansi")).split("\n");
  assert.equal(ansi[1], "red:\x1b[31mredred\x1b[0m\x1b[31mred\x1b[0m!");
  // With line numbers, as tmux's: they count rows; a wrapped row goes on
  // into the next one of the range, and the range's last row ends a line.
  const range = (start: number, end: number) =>
    d.ok("capture-pane", "-pJ", "-t", "j", "-S", `${start}`, "-E", `${end}`);
  assert.equal(await range(0, 2), "abcdefghi jklm\nred:redred\n");
  assert.equal(await range(1, 3), "jklm\nred:redredred!\n");
  assert.equal(await range(0, 4), "abcdefghi jklm\nred:redredred!\nxy\n");
  // The history's rows join too (-S -N, --scrollback N).
  await d.ok("send-keys", "-t", "j", "seq 20 | tr -d '\\n'; echo", "Enter");
  // Not the prompt's "$": the one before the command matched it at once
  // (CI at 02737e4 captured the command line typed, not yet run).
  let all = "";
  await waitFor(
    async () =>
      /^1234567891011121314151617181920$/m.test(
        all = await d.ok("capture-pane", "-pJ", "-S", "-", "-t", "j"),
      ),
    10_000,
    () => `the joined output in ${JSON.stringify(all)}`,
  );
  assert.match(all, /^abcdefghi jklm$/m);
});

Deno.test("send-keys C-c interrupts a sleep; options end at the first key", async () => {
  await using d = await TestDaemon.create();
  await shell(d, "s");
  await d.ok("send-keys", "-t", "s", "sleep 100; echo slept", "Enter");
  // Only once sleep has the terminal does C-c reach it, not bash.
  await waitFor(
    async () =>
      (await d.ok("display", "-p", "-t", "s", "#{pane_current_command}"))
        .trim() === "sleep",
    10_000,
    "sleep in the foreground",
  );
  await d.ok("send-keys", "-t", "s", "C-c");
  await d.ok("wait", "s", "--text", "^\\^C$", "--timeout", "10");
  await d.ok("wait", "s", "--text", "^\\$$", "--timeout", "10");
  // As tmux's getopt: "-n" after the first key is text, not a flag.
  await d.ok("send-keys", "-t", "s", "echo", " ", "-n", " x-y", "Enter");
  await d.ok("wait", "s", "--text", "^x-y\\$$", "--timeout", "10");
  assert.doesNotMatch(await d.ok("capture-pane", "-p", "-t", "s"), /^slept$/m);
});

Deno.test("send-keys -l types key names as text", async () => {
  await using d = await TestDaemon.create();
  await shell(d, "l");
  await d.ok("send-keys", "-l", "-t", "l", "echo ", "Enter", "C-c");
  await d.ok("send-keys", "-t", "l", "Enter");
  await d.ok("wait", "l", "--text", "^EnterC-c$", "--timeout", "10");
});

Deno.test("send-keys -N sends it all COUNT times; -H sends bytes in hex", async () => {
  await using d = await TestDaemon.create();
  await shell(d, "n");
  await d.ok("send-keys", "-t", "n", "echo ");
  // -N's value may follow other flags, as tmux's getopt takes it.
  await d.ok("send-keys", "-lN", "3", "-t", "n", "ab", "C");
  await d.ok("send-keys", "-t", "n", "Enter");
  await d.ok("wait", "n", "--text", "^abCabCabC$", "--timeout", "10");
  // "echo hi" and Enter, byte by byte.
  const hex = ["65", "63", "68", "6f", "20", "68", "0x69", "0D"];
  await d.ok("send-keys", "-H", "-t", "n", ...hex);
  await d.ok("wait", "n", "--text", "^hi$", "--timeout", "10");
  // Key names pressed COUNT times, in the program's cursor-keys mode.
  await d.ok("send-keys", "-t", "n", "echo 1", "Enter", "echo 2", "Enter");
  await d.ok("wait", "n", "--text", "^2$", "--timeout", "10");
  await d.ok("send-keys", "-N", "2", "-t", "n", "Up");
  await d.ok("send-keys", "-t", "n", "Enter");
  // Up twice is "echo 1" again: a second line of 1.
  await waitFor(
    async () =>
      (await d.ok("capture-pane", "-p", "-t", "n")).match(/^1$/gm)?.length ===
        2,
    10_000,
    "echo 1 run again",
  );
});

Deno.test("send-keys and capture-pane take a pane target", async () => {
  await using d = await TestDaemon.create();
  await shell(d, "p");
  await d.ok(
    "split-window",
    "-t",
    "p",
    "--",
    ...SHELL,
  );
  await d.ok("wait", "p:0.1", "--text", "^\\$$", "--timeout", "10");
  await d.ok("send-keys", "-t", "p:0.1", "echo in-pane-1", "Enter");
  await d.ok("wait", "p:0.1", "--text", "^in-pane-1$", "--timeout", "10");
  assert.match(await d.ok("capture-pane", "-p", "-t", "p:0.1"), /^in-pane-1$/m);
  assert.doesNotMatch(
    await d.ok("capture-pane", "-p", "-t", "p:0.0"),
    /^in-pane-1$/m,
  );
  // Inside the session (as a script in a pane runs), %N is its pane N.
  const inside = { env: { BERTH: `${d.socket},p`, BERTH_PANE: "%0" } };
  await d.cliWith(inside, "send-keys", "-t", "%1", "echo by-id", "Enter");
  await d.ok("wait", "p:0.1", "--text", "^by-id$", "--timeout", "10");
  // Without -t: the pane it runs in.
  const r = await d.cliWith(inside, "send-keys", "echo here", "Enter");
  assert.equal(r.code, 0, r.stderr);
  await d.ok("wait", "p:0.0", "--text", "^here$", "--timeout", "10");
  const own = await d.cliWith(inside, "capture-pane", "-p");
  assert.match(own.stdout, /^here$/m);
});

Deno.test("send-keys and capture-pane refuse tmux's flags berth lacks in one line", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "f", "--", "cat");
  for (
    const [args, flag] of [
      [["send-keys", "-X", "-t", "f", "cancel"], "not in a mode"],
      [["send-keys", "-N", "0", "-t", "f", "x"], "-N"],
      [["send-keys", "-N", "9999", "-t", "f", "x".repeat(200)], "-N"],
      [["send-keys", "-H", "-t", "f", "41", "zz"], "zz"],
      [["send-keys", "-lH", "-t", "f", "41"], "-H"],
      [["send-keys", "-t", "f", "C-Enter"], "C-Enter"],
      [["capture-pane", "-p", "-P", "-t", "f"], "-P"],
      [["capture-pane", "-p", "-T", "-t", "f"], "-T"],
      [["capture", "f", "--join", "--json"], "--join"],
      [["capture-pane", "-p", "-S", "3x", "-t", "f"], "-S 3x"],
      [["capture-pane", "-p", "-E", "top", "-t", "f"], "-E top"],
    ]
  ) {
    const r = await d.cli(...args as string[]);
    assert.equal(r.code, 1, (args as string[]).join(" "));
    // With --json (capture's), the line is JSON.
    assert.match(r.stderr, /^(berth: |\{"ok":false,)[^\n]+\n$/);
    assert.ok(r.stderr.includes(flag as string), r.stderr);
  }
  // Pane ids are the daemon's: a bare one needs no session, inside or out.
  const missing = await d.cli("send-keys", "-t", "%9", "x");
  assert.equal(missing.code, 1);
  assert.match(missing.stderr, /^berth: No pane %9 [^\n]*\n$/);
});

Deno.test("capture-pane -C writes a backslash as \\\\ and ESC of -e as \\033, as tmux 3.3a's", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "c",
    "-x",
    "40",
    "-y",
    "4",
    "--",
    "sh",
    "-c",
    "printf 'a\\\\b \\033[1;31mred\\033[0m plain\\n'; echo ready; exec cat",
  );
  await d.ok("wait", "c", "--text", "^ready$", "--timeout", "20");
  // What tmux 3.3a's capture-pane -p -C prints for the same screen.
  assert.equal(
    await d.ok("capture-pane", "-p", "-C", "-t", "c"),
    "a\\\\b red plain\nready\n\n\n",
  );
  assert.equal(
    (await d.ok("capture-pane", "-p", "-e", "-C", "-t", "c")).split("\n")[0],
    "a\\\\b \\033[1;31mred\\033[0m plain",
  );
});

Deno.test("send-prefix from the command line types the session's prefix key in the pane (-2: prefix2, nothing while None), as tmux's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "k", "--", "cat", "-v");
  await d.ok("send-prefix", "-t", "k");
  await d.ok("send-prefix", "-2", "-t", "k");
  await d.ok("set", "-t", "k", "prefix", "C-a");
  await d.ok("set", "-g", "prefix2", "F12");
  await d.ok("send-prefix", "-t", "k");
  await d.ok("send-prefix", "-2", "-t", "k");
  await d.ok("send-keys", "-t", "k", "Enter");
  await waitFor(
    async () =>
      /^\^B\^A\^\[\[24~$/m.test(await d.ok("capture-pane", "-p", "-t", "k")),
    15_000,
    "cat -v printed ^B^A and F12",
  );
  const bad = await d.cli("send-prefix", "-t", "nosuch");
  assert.equal(bad.code, 1);
  assert.equal(bad.stderr.trim().split("\n").length, 1);
});
