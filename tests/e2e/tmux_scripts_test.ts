/**
 * End to end: tmux scripts' own forms, as they are ported to berth with a
 * real daemon: `new -d -s NAME -x W -y H -n WIN -c DIR 'shell text'`,
 * `split-window` and `new-window` with a command as one argument.
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../_helpers/daemon.ts";

Deno.test("new -x -y -n -c and a command as one argument, as tmux scripts write them", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "t",
    "-x",
    "100",
    "-y",
    "30",
    "-n",
    "build",
    "-c",
    "/tmp",
    'echo "at $(pwd): $((6*7))"; exec cat',
  );
  await d.ok("wait", "-t", "t", "--text", "^at /tmp: 42$", "--timeout", "20");
  assert.equal(
    await d.ok(
      "display",
      "-p",
      "-t",
      "t",
      "#W #{window_width}x#{window_height}",
    ),
    "build 100x30\n",
  );
  await d.ok("split-window", "-t", "t", "echo split $((1+1)); exec cat");
  await d.ok("wait", "-t", "t:0.1", "--text", "^split 2$", "--timeout", "20");
  await d.ok("new-window", "-t", "t", "echo window $((2+1)); exec cat");
  await d.ok("wait", "-t", "t:1", "--text", "^window 3$", "--timeout", "20");
});
