/**
 * End to end: tmux's `send-keys -R` resets the pane's terminal as a
 * program's RIS does (tmux's `input_reset`): modes, colours, the screen
 * and the cursor back to their start, a sequence the program left half
 * written forgotten, so what comes next shows as text; and the flags of
 * tmux 3.3a's send-keys berth runs elsewhere are refused in one line.
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../_helpers/daemon.ts";

Deno.test("send-keys -R resets the pane's terminal: cursor shown and home, colours default, a half-written OSC forgotten", async () => {
  await using d = await TestDaemon.create();
  // Hides the cursor, turns red, moves, then leaves an OSC title open:
  // without a reset, what cat echoes next would be swallowed as title.
  const setup = String
    .raw`printf '\033[?25l\033[31mred\033[5;10H\033]2;half'; exec cat`;
  await d.ok("new", "-d", "-s", "r", "-x", "40", "-y", "10", setup);
  await d.ok("wait", "-t", "r", "--text", "red", "--timeout", "20");
  const look = "#{cursor_flag},#{cursor_x},#{cursor_y}";
  assert.equal(await d.ok("display", "-p", "-t", "r", look), "0,9,4\n");
  await d.ok("send-keys", "-R", "-t", "r");
  assert.equal(await d.ok("display", "-p", "-t", "r", look), "1,0,0\n");
  assert.equal((await d.ok("capture-pane", "-p", "-t", "r")).trim(), "");
  // Keys after -R in one command: sent after the reset.
  await d.ok("send-keys", "-R", "-t", "r", "hello", "Enter");
  await d.ok("wait", "-t", "r", "--text", "^hello$", "--timeout", "20");
  const shown = await d.ok("capture-pane", "-p", "-e", "-t", "r");
  assert.equal(shown.split("\n")[0], "hello", "at the top, no red");
  assert.doesNotMatch(shown, /\[31m/);
});

Deno.test("send-keys: -F is taken (tmux 3.3a expands formats only in -X); -X on a pane not in copy mode and -M from the command line fail in one line", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "f", "cat");
  await d.ok("send-keys", "-F", "-t", "f", "#{pane_id}", "Enter");
  await d.ok(
    "wait",
    "-t",
    "f",
    "--text",
    "^#\\{pane_id\\}$",
    "--timeout",
    "20",
  );
  // -X runs on a client's copy mode (client_commands_test): tmux's words
  // for a pane in none.
  const x = await d.cli("send-keys", "-X", "-t", "f", "cancel");
  assert.equal(x.code, 1);
  assert.match(x.stderr, /^berth: not in a mode: pane %\d+\n$/);
  const m = await d.cli("send-keys", "-M", "-t", "f", "cancel");
  assert.equal(m.code, 1);
  assert.match(m.stderr, /^berth: send-keys -M [^\n]+\n$/);
});
