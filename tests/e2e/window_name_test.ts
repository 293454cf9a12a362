/**
 * End to end: a window is named after the program in front in its active
 * pane, as tmux's automatic-rename, until it is given a name.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";

const SHELL = ["bash", "--norc", "--noprofile"];

async function names(d: TestDaemon): Promise<string> {
  return (await d.ok("list-windows", "-t", "a", "-F", "#I:#W")).trim();
}

async function namesBecome(d: TestDaemon, want: string): Promise<void> {
  await waitFor(async () => await names(d) === want, 10_000, want);
}

Deno.test("a window takes its program's name, and its shell's again after; a named window keeps its name", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "a", "--", ...SHELL);
  await namesBecome(d, "0:bash");
  // A program that writes nothing once started is seen too.
  await d.ok("send", "a", "sleep 600\n");
  await namesBecome(d, "0:sleep");
  await d.ok("send", "a", "\x03");
  await namesBecome(d, "0:bash");

  await d.ok("new-window", "-t", "a", "-n", "logs", "--", ...SHELL);
  await d.ok("rename-window", "-t", "a:0", "mine");
  await d.ok("send", "a:0", "sleep 600\n");
  await d.ok("send", "a:1", "sleep 600\n");
  // Both programs run, and both windows keep the names they were given.
  await waitFor(
    async () =>
      (await d.ok("list-panes", "-t", "a:0", "-F", "#{pane_current_command}"))
          .trim() === "sleep" &&
      (await d.ok("list-panes", "-t", "a:1", "-F", "#{pane_current_command}"))
          .trim() === "sleep",
    10_000,
    "sleep in both",
  );
  await d.ok("send", "a:0", "echo output\n");
  await d.ok("wait", "a:0", "--idle", "600", "--timeout", "30");
  assert.equal(await names(d), "0:mine\n1:logs");
});
