/**
 * `paneTarget` (`client/commands/_pane.ts`), the target of select-pane,
 * next-window, last-pane ...: a target the daemon's protocol refuses is
 * refused here with its reason, not sent (the daemon drops a connection
 * whose request holds one, and the command said "Lost the daemon: ...").
 */

import assert from "node:assert/strict";
import { paneTarget } from "../../../client/commands/_pane.ts";
import {
  currentSession,
  currentTarget,
  type GlobalOptions,
  UserError,
} from "../../../client/commands/command.ts";
import { resolveAddress } from "../../../client/transport/resolve.ts";

/** A command's options outside any session, on the daemon at /s. */
const OUTSIDE: GlobalOptions = { socket: "/s", env: {} };

Deno.test("paneTarget() refuses a target the daemon would drop the connection for", () => {
  for (const bad of ["a,b.x", "a,b:1"]) {
    assert.throws(
      () => paneTarget("next-window", bad, OUTSIDE),
      (err: unknown) =>
        err instanceof UserError &&
        /^Session name "[^"]*" may not hold : \. or , /.test(err.message),
      bad,
    );
  }
  // w.0, .1, w.x: tmux's WINDOW.PANE (a window of the current session,
  // else a session; x a pane place such as top).
  const goods = ["w", "w.0", ".1", "w.x", "w:1", "w:1.0", "%3", "=w:=x", "="];
  for (const good of [...goods, "w:="]) {
    assert.equal(paneTarget("next-window", good, OUTSIDE), good);
  }
});

Deno.test("currentSession() is $BERTH's session only on its own daemon: not with -L, -S, $BERTH_SOCKET or -H naming another", () => {
  const env = { BERTH: "/run/berth/default.sock,work", BERTH_PANE: "%3" };
  const on = (argv: { name?: string; socket?: string; host?: string }) =>
    currentSession({ ...resolveAddress(argv, env), env });
  assert.equal(on({}), "work");
  assert.equal(on({ socket: "/run/berth/default.sock" }), "work");
  assert.equal(on({ name: "other" }), undefined);
  assert.equal(on({ socket: "/tmp/other.sock" }), undefined);
  assert.equal(on({ host: "build-box" }), undefined);
  assert.equal(
    currentSession({
      ...resolveAddress({}, { ...env, BERTH_SOCKET: "/tmp/o.sock" }),
      env,
    }),
    undefined,
  );
  // Where it is undefined, as outside: the daemon's most recent session
  // (`:`, as tmux's best session); a source (-s) is not guessed.
  const global = { ...resolveAddress({ name: "other" }, env), env };
  assert.equal(paneTarget("next-window", undefined, global), ":");
  assert.throws(
    () => paneTarget("join-pane", undefined, global, "-s"),
    /needs -s SESSION\[:WINDOW\[\.PANE\]\] outside a session/,
  );
  assert.equal(paneTarget("next-window", ":1", global), ":1");
  const own = { ...resolveAddress({}, env), env };
  assert.equal(paneTarget("next-window", undefined, own), "work:%3");
  // As typed: the daemon reads it against the request's current target.
  assert.equal(paneTarget("next-window", ":1", own), ":1");
  assert.equal(currentTarget(own), "work:%3");
  assert.equal(currentTarget(global), "");
});

Deno.test("paneTarget() without a target: a key's command gets the session it runs for (boundTo), before $BERTH's pane", () => {
  const env = { BERTH: "/s,work", BERTH_PANE: "%3" };
  assert.equal(
    paneTarget("join-pane", undefined, { ...OUTSIDE, env }),
    "work:%3",
  );
  assert.equal(
    paneTarget(
      "join-pane",
      undefined,
      { ...OUTSIDE, env, boundTo: "play" },
      "-s",
    ),
    "play:",
  );
});
