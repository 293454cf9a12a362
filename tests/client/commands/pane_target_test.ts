/**
 * `paneTarget` (`client/commands/_pane.ts`), the target of select-pane,
 * next-window, last-pane ...: a target the daemon's protocol refuses is
 * refused here with its reason, not sent (the daemon drops a connection
 * whose request holds one, and the command said "Lost the daemon: ...").
 */

import assert from "node:assert/strict";
import { paneTarget } from "../../../client/commands/_pane.ts";
import { UserError } from "../../../client/commands/command.ts";

Deno.test("paneTarget() refuses a target the daemon would drop the connection for", () => {
  for (const bad of ["w.0", "=.1", "a,b:1"]) {
    assert.throws(
      () => paneTarget("next-window", bad),
      (err: unknown) =>
        err instanceof UserError &&
        /^Session name "[^"]*" may not hold : \. or , /.test(err.message),
      bad,
    );
  }
  for (const good of ["w", "w:1", "w:1.0", "%3", "=w:=x", "w:=", "="]) {
    assert.equal(paneTarget("next-window", good), good);
  }
});
