/**
 * End to end: what a tmux user relies on of `display-popup`, with a real
 * daemon, real programs on the popup's pty and a real attach client in a
 * pty the test owns: keys typed as it opens reach its program.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
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

Deno.test("berth display-popup returns once the popup has closed, with its program's status, as tmux's; with a menu open there it is one line and exit 1", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "pw", "--", ...SHELL);
  await d.ok("send", "-t", "pw", "echo ready\n");
  await d.ok("bind", "m", "display-menu", "one", "o", "display one");
  await using t = await attachedTerminal(d, "pw");
  await t.waitText(/^ready$/m);
  const file = `${d.dir}/picked`;
  let answered = false;
  const shown = d.cli(
    "display-popup",
    "-E",
    "-t",
    "pw",
    `echo pick; read x; echo "$x" > ${file}; exit 3`,
  ).finally(() => answered = true);
  await t.waitText(/│pick/);
  assert.equal(answered, false);
  await t.write("this-one\r");
  const r = await shown;
  assert.equal(r.code, 3);
  assert.equal(await Deno.readTextFile(file), "this-one\n");
  await waitFor(() => !t.text().includes("│pick"), 10_000, "the close");

  // A menu open on that client: refused in one line (tmux's shows nothing).
  await t.write("\x02m");
  await t.waitText(/one/);
  const busy = await d.cli("display-popup", "-t", "pw", "true");
  assert.equal(busy.code, 1);
  assert.match(
    busy.stderr,
    /^berth: Client .*: a menu, chooser or view is open there; close it \(Escape\), then retry\n$/,
  );
});
