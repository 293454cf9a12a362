import assert from "node:assert/strict";
import { deadLine } from "../../../server/daemon/dead_line.ts";
import { ctime } from "../../../protocol/ctime.ts";

Deno.test("deadLine() is tmux 3.3a's remain-on-exit-format: status N, or the signal's number, and ctime", () => {
  const at = new Date(2026, 11, 5, 9, 29, 53);
  assert.equal(ctime(at), "Sat Dec  5 09:29:53 2026");
  assert.equal(
    ctime(new Date(2027, 0, 12, 23, 4, 5)),
    "Tue Jan 12 23:04:05 2027",
  );
  assert.equal(
    deadLine({ code: 3, signal: null }, at),
    "Pane is dead (status 3, Sat Dec  5 09:29:53 2026)",
  );
  assert.equal(
    deadLine({ code: null, signal: "SIGKILL" }, at),
    "Pane is dead (signal 9, Sat Dec  5 09:29:53 2026)",
  );
  assert.equal(
    deadLine({ code: null, signal: "SIG99" }, at),
    "Pane is dead (signal 99, Sat Dec  5 09:29:53 2026)",
  );
});
