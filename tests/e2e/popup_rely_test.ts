/**
 * End to end: what a tmux user relies on of `display-popup`, with a real
 * daemon, real programs on the popup's pty and a real attach client in a
 * pty the test owns: keys typed as it opens reach its program.
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../_helpers/daemon.ts";
import { attachedTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

Deno.test("display-popup: keys typed at once after the key that opens it reach its program, none dropped", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "pe", "--", ...SHELL);
  await d.ok("send", "-t", "pe", "echo ready\n");
  await d.ok("bind", "g", "display-popup", "-E", "-w", "30", "-h", "6", "cat");
  await using t = await attachedTerminal(d, "pe");
  await t.waitText(/^ready$/m);
  await t.write("\x02g");
  await t.write("abc");
  await t.waitText(/│abc/);
  assert.ok(!/ abc/.test(t.text()));
});
