/**
 * End to end: a program's OSC 10/11 query (vim's `background` detection)
 * is answered with the colours of the user's terminal, which the attach
 * client asked it for as it started (`client/attach/colour_replies.ts`),
 * as tmux 3.4 answers with its client terminal's, whether the daemon
 * draws the terminal or the attach client does (`BERTH_HANDOVER=0`).
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";

/** Waits for Enter, asks its terminal for fg and bg, prints the answer. */
const ASKER = "read x; stty -echo -icanon min 0 time 10; " +
  "printf '\\033]10;?\\033\\\\\\033]11;?\\007'; sleep 0.3; " +
  "dd bs=200 count=1 2>/dev/null | od -An -c | tr -d ' \\n'; echo; " +
  "exec sleep 600";

for (const handover of [true, false]) {
  const how = handover ? "the daemon draws" : "the attach client draws";
  Deno.test(`OSC 10/11 in a pane answer the user's terminal's colours (${how})`, async () => {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "q", "--", "sh", "-c", ASKER);
    const env: Record<string, string> = { ...d.env, TERM: "xterm-256color" };
    if (!handover) env.BERTH_HANDOVER = "0";
    await using t = UserTerminal.spawn(berthArgv(d.socket, "attach", "q"), {
      cols: 60,
      rows: 8,
      env,
    });
    // The attach client asks as it starts; this terminal answers late.
    const asked = Date.now() + 15_000;
    while (!t.rawText().includes("\x1b]11;?")) {
      assert.ok(Date.now() < asked, JSON.stringify(t.rawText()));
      await new Promise((ok) => setTimeout(ok, 20));
    }
    await t.write(
      "\x1b]10;rgb:2020/2020/2020\x1b\\\x1b]11;rgb:f0f0/f0f0/e0e0\x07",
    );
    // Until the daemon has them the pane would get berth's defaults.
    await new Promise((ok) => setTimeout(ok, 300));
    await t.write("\r");
    await t.waitText(/11;rgb:f0f0\/f0f0\/e0e0/);
    const text = t.text();
    assert.match(text, /10;rgb:2020\/2020\/2020/);
    // The answers were not typed into the pane.
    assert.doesNotMatch(text, /f0f0.*\n.*f0f0/s);
    await t.write("\x02d");
    await t.waitExit();
  });
}
