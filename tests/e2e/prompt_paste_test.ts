/**
 * End to end: a paste into the `C-b :` prompt, bracketed or typed as
 * keys, arrives whole (line breaks as spaces), in a client that draws
 * itself and in one the daemon draws (tty handover).
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { sizedBerthTerminal } from "../_helpers/user_terminal.ts";

for (const handover of ["0", "1"]) {
  Deno.test(`a 20 KB paste into the : prompt arrives whole, bracketed or as keys (BERTH_HANDOVER=${handover})`, async () => {
    await using d = await TestDaemon.create();
    await d.ok("new", "-d", "-s", "s", "--", "cat");
    await using t = sizedBerthTerminal(
      d,
      {
        cols: 80,
        rows: 24,
        env: { BERTH_HANDOVER: handover },
      },
      "attach",
      "s",
    );
    await waitFor(() => t.lines()[23].startsWith("[s] "), 15_000, "[s]");
    const line = "0123456789".repeat(10);
    const pasted = (line.slice(1) + "\n").repeat(200); // 20 000 bytes
    const typed = (line.slice(1) + " ").repeat(200);
    for (const [n, how] of [[1, "bracketed"], [2, "as keys"]] as const) {
      await t.write("\x02:");
      await waitFor(() => t.lines()[23].startsWith(":"), 15_000, "the prompt");
      await t.write(
        n === 1
          ? `setb -b p${n} '\x1b[200~${pasted}\x1b[201~'\r`
          : `setb -b p${n} '${typed}'\r`,
      );
      await waitFor(
        async () => (await d.cli("showb", "-b", `p${n}`)).code === 0,
        30_000,
        `the pasted line (${how}) to run`,
      );
      const got = await d.ok("showb", "-b", `p${n}`);
      // Not the 20 KB in a failure's message: its length and ends.
      assert.ok(
        got === typed,
        `the paste ${how}: ${got.length} bytes, ${got.slice(0, 20)}...${
          got.slice(-20)
        }`,
      );
    }
  });
}
