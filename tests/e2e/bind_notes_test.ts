/**
 * End to end: tmux's `bind-key -N NOTE` (a binding's note), checked
 * against tmux 3.3a side by side: `list-keys -N` and `-1N KEY` show it in
 * place of the command, prefix `/` on the status line; config.toml's
 * `note`, show-options and berth upgrade keep it; binding the key again
 * without -N drops it.
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../_helpers/daemon.ts";
import { berthTerminal } from "../_helpers/user_terminal.ts";

Deno.test("bind-key -N gives a binding a note that list-keys -N, prefix / and show-options show; upgrade keeps it; a bind without -N drops it", async () => {
  await using d = await TestDaemon.create();
  await d.writeConfig(
    '[bind.prefix]\n"M" = { command = "display hello", note = "Greet" }\n',
  );
  await d.ok("new", "-d", "-s", "k", "--", "cat");
  await d.ok("bind", "-N", "Say hi", "m", "display", "hi");
  await d.ok("bind", "-n", "-N", "Root key", "F5", "display", "x");
  await d.ok("bind", "-rN", "Grow", "H", "resize-pane", "-L", "5");
  const notes = (await d.ok("list-keys", "-N")).split("\n");
  for (
    const line of [
      "C-b m       Say hi",
      "C-b H       Grow",
      "C-b M       Greet",
      "C-b c       Create a new window",
      "F5          Root key",
    ]
  ) assert.ok(notes.includes(line), line);
  assert.equal(await d.ok("list-keys", "-N", "m"), "C-b m Say hi\n");
  assert.equal(
    await d.ok("list-keys", "-1N", "-T", "root", "F5"),
    "F5 Root key\n",
  );
  // Plain list-keys shows the commands, as tmux's.
  assert.match(
    await d.ok("list-keys", "-T", "prefix"),
    /^bind-key -r -T prefix H +resize-pane -L 5$/m,
  );
  assert.match(
    await d.ok("show-options", "--toml"),
    /^"m" = \{ command = "display hi", note = "Say hi" \}$/m,
  );
  await d.ok("upgrade");
  assert.equal(await d.ok("list-keys", "-N", "H"), "C-b H Grow\n");
  await using t = berthTerminal(d, "attach", "k");
  await t.waitText(/^\[k\] /m);
  await t.write("\x02/");
  await t.waitText(/^key *$/m);
  await t.write("m");
  await t.waitText(/^C-b m Say hi *$/m);
  // Bound again without -N: no note, so -N has nothing for it (tmux's
  // "unknown key"); -aN lists it with its command.
  await d.ok("bind", "m", "display", "again");
  const none = await d.cli("list-keys", "-N", "m");
  assert.equal(none.code, 1);
  assert.equal(none.stderr, "berth: Unknown key: m\n");
  assert.match(
    await d.ok("list-keys", "-aN"),
    /^C-b m +display-message again$/m,
  );
  const bad = await d.cli("list-keys", "-N", "nosuchkey");
  assert.equal(bad.code, 1);
  assert.equal(bad.stderr, "berth: Unknown key: nosuchkey\n");
});
