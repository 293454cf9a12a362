/**
 * End to end: the prompts' history in the daemon, as tmux 3.3a keeps it
 * in its server: one a prompt type, every client's (a line entered in one
 * client is Up in another), `show-prompt-history` and
 * `clear-prompt-history` as tmux prints and clears it,
 * `prompt-history-limit`, `history-file`, and `berth upgrade`.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { attachedTerminal } from "../_helpers/user_terminal.ts";

// What show-prompt-history prints for `lines` of type `type` (tmux's).
function shown(type: string, lines: string[]): string {
  return `History for ${type}:\n\n${
    lines.map((l, i) => `${i + 1}: ${l}\n`).join("")
  }\n`;
}

// Types `keys` in a new client, which detaches once user option
// `option` is `value` (`what`: what that waits for).
async function typeOnce(
  d: TestDaemon,
  keys: string,
  option: string,
  value: string,
  what = "the first client's command to run",
): Promise<void> {
  await using a = await attachedTerminal(d, "s");
  await a.write(keys);
  await waitFor(
    async () => (await d.ok("show", "-gqv", option)) === `${value}\n`,
    15_000,
    what,
  );
}

Deno.test("the prompts' history is the daemon's: a line entered in one client is Up in another, after detach too; show-, clear-prompt-history and prompt-history-limit as tmux's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  assert.equal(
    await d.ok("show-prompt-history"),
    ["command", "search", "target", "window-target"]
      .map((t) => shown(t, [])).join(""),
  );
  await typeOnce(d, "\x02:set -g @one 1\r", "@one", "1");
  assert.equal(
    await d.ok("showphist", "-T", "command"),
    shown("command", ["set -g @one 1"]),
  );
  await using b = await attachedTerminal(d, "s");
  await b.write("\x02:");
  await waitFor(() => b.lines()[23].startsWith(":"), 15_000, "the : prompt");
  await b.write("\x1b[A");
  await waitFor(
    () => b.lines()[23].startsWith(":set -g @one 1"),
    15_000,
    "the other client's line on Up",
  );
  await b.write("\x03"); // C-c: the prompt closes
  await d.ok("set", "-s", "prompt-history-limit", "2");
  for (const n of ["2", "3"]) {
    await b.write(`\x02:set -g @n ${n}\r`);
    await waitFor(
      async () => (await d.ok("show", "-gqv", "@n")) === `${n}\n`,
      15_000,
      `set -g @n ${n} to run`,
    );
  }
  await waitFor(
    async () =>
      (await d.ok("showphist", "-T", "command")) ===
        shown("command", ["set -g @n 2", "set -g @n 3"]),
    15_000,
    "the two newest lines alone",
  );
  const bad = await d.cli("clear-prompt-history", "-T", "bogus");
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /^berth: invalid type: bogus \(-T takes .*\)\n$/);
  await d.ok("clearphist", "-T", "command");
  assert.equal(await d.ok("showphist", "-T", "command"), shown("command", []));
});

Deno.test("history-file is read when the daemon starts and written as tmux's; the history goes through berth upgrade", async () => {
  await using d = await TestDaemon.create();
  const file = `${await Deno.makeTempDir()}/history`;
  await Deno.writeTextFile(file, "command:neww\nsearch:foo\nolder-line\n");
  await d.writeConfig(`history-file = ${JSON.stringify(file)}\n`);
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  assert.equal(
    await d.ok("showphist", "-T", "command"),
    shown("command", ["neww", "older-line"]),
  );
  assert.equal(
    await d.ok("showphist", "-T", "search"),
    shown("search", ["foo"]),
  );
  {
    await using t = await attachedTerminal(d, "s");
    await t.write("\x02:set -g @typed yes\r");
    await waitFor(
      async () =>
        (await Deno.readTextFile(file)).includes("command:set -g @typed yes"),
      15_000,
      "the line in history-file",
    );
  }
  assert.equal(
    await Deno.readTextFile(file),
    "command:neww\ncommand:older-line\ncommand:set -g @typed yes\nsearch:foo\n",
  );
  await Deno.remove(file);
  await d.ok("upgrade");
  assert.equal(
    await d.ok("showphist", "-T", "command"),
    shown("command", ["neww", "older-line", "set -g @typed yes"]),
  );
});

Deno.test("the prompts' history: Up typed right behind the prompt's key recalls the daemon's last line, as tmux's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  await typeOnce(d, "\x02:set -ga @seen x\r", "@seen", "x");
  // A client new to the history: prefix, :, Up and Enter in one write,
  // before the daemon's lines could come (tmux: the last line again).
  await typeOnce(d, "\x02:\x1b[A\r", "@seen", "xx", "Up's line to run again");
});
