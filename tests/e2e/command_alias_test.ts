/**
 * End to end: tmux's `command-alias` server option, side by side with
 * tmux 3.3a: its default items as `show -s` prints them, an item set by
 * its index, and an alias's name run from the shell, a config file, a
 * key and the `:` prompt, expanded once, the words after it added.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { attachedTerminal } from "../_helpers/user_terminal.ts";

Deno.test("command-alias: tmux's defaults; set by index and shown as tmux's; an alias runs from the shell once, its words added; -u takes it away", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  // tmux -L x -f /dev/null start \; show -s command-alias
  assert.equal(
    await d.ok("show", "-s", "command-alias"),
    [
      "command-alias[0] split-pane=split-window",
      "command-alias[1] splitp=split-window",
      'command-alias[2] "server-info=show-messages -JT"',
      'command-alias[3] "info=show-messages -JT"',
      'command-alias[4] "choose-window=choose-tree -w"',
      'command-alias[5] "choose-session=choose-tree -s"',
      "",
    ].join("\n"),
  );
  await d.ok("set", "-s", "command-alias[10]", "zz=display-message -p hi");
  assert.equal(
    await d.ok("show", "-s", "command-alias[10]"),
    'command-alias[10] "zz=display-message -p hi"\n',
  );
  assert.match(
    await d.ok("show", "-s", "command-alias"),
    /choose-tree -s"\ncommand-alias\[10\] "zz=display-message -p hi"\n$/,
  );
  assert.equal(await d.ok("zz"), "hi\n");
  assert.equal(await d.ok("zz", "there"), "hi there\n");
  // A default one: splitp is split-window.
  await d.ok("splitp", "-d", "-t", "s");
  assert.equal((await d.panes("s")).length, 2);
  // Once: an alias's command is not read as an alias again (tmux:
  // unknown command: zz).
  await d.ok("set", "-s", "command-alias[11]", "yy=zz");
  const yy = await d.cli("yy");
  assert.equal(yy.code, 1);
  assert.match(yy.stderr, /^berth: Unknown command "zz" .*\n$/);
  await d.ok("set", "-su", "command-alias[10]");
  assert.equal(await d.ok("show", "-s", "command-alias[10]"), "");
  assert.equal((await d.cli("zz")).code, 1);
  // -su of the whole array: tmux's defaults again.
  await d.ok("set", "-su", "command-alias");
  assert.doesNotMatch(await d.ok("show", "-s", "command-alias"), /yy=zz/);
});

Deno.test("command-alias: an alias runs from a tmux config file, a key and the : prompt", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  const conf = `${await Deno.makeTempDir()}/alias.tmux.conf`;
  await Deno.writeTextFile(
    conf,
    "set -s command-alias[10] mark='set -g @seen'\nmark from-conf\n",
  );
  try {
    await d.ok("source-file", conf);
    assert.equal(await d.ok("show", "-gv", "@seen"), "from-conf\n");
  } finally {
    await Deno.remove(conf);
  }
  // Taken when bound, as tmux's parser takes it.
  await d.ok("bind", "z", "mark from-key");
  await d.ok("set", "-s", "command-alias[11]", "say=display-message");
  await using t = await attachedTerminal(d, "s");
  await t.write("\x02z");
  await waitFor(
    async () => (await d.ok("show", "-gv", "@seen")) === "from-key\n",
    15_000,
    "the key's alias to set @seen",
  );
  await t.write("\x02:say from-the-prompt\r");
  await waitFor(
    () => t.text().includes("from-the-prompt"),
    15_000,
    "the prompt's alias to show its message",
  );
});

Deno.test("command-alias: from the shell, an alias's name that starts command names is the alias, as tmux's and as a key's", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  // tmux -L x set -s command-alias[10] 'b=display -p B' \; b: B (b alone
  // starts bind-key and break-pane; w starts wait-for alone).
  await d.ok("set", "-s", "command-alias[10]", "b=display-message -p B");
  await d.ok("set", "-s", "command-alias[11]", "w=display-message -p W");
  assert.equal(await d.ok("b"), "B\n");
  assert.equal(await d.ok("w", "too"), "W too\n");
  // A whole name stays berth's command; a start no alias has, a command.
  await d.ok("set", "-s", "command-alias[12]", "ls=display-message -p no");
  assert.match(await d.ok("ls"), /^NAME /);
  assert.match(await d.ok("list-s"), /^NAME /);
  const amb = await d.cli("sel");
  assert.equal(amb.code, 1);
  assert.match(amb.stderr, /^berth: ambiguous command: sel, could be: .*\n$/);
});

Deno.test("command-alias: an item with a newline is refused in one line, the other items kept at their indexes", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  const before = await d.ok("show", "-s", "command-alias");
  const bad = await d.cli(
    "set",
    "-s",
    "command-alias[4]",
    "a=display-message -p A\nc=display-message -p C",
  );
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /^berth: [^\n]*newline[^\n]*\n$/);
  assert.equal(await d.ok("show", "-s", "command-alias"), before);
  const whole = await d.cli("set", "-s", "command-alias", "a=b\nc=d");
  assert.equal(whole.code, 1);
  assert.equal(await d.ok("show", "-s", "command-alias"), before);
});
