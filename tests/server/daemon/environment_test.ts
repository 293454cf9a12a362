/**
 * The environments of `set-environment` (`server/daemon/environment.ts`):
 * what a new pane and a `run-shell` job start with.
 */
import assert from "node:assert/strict";
import {
  Environ,
  jobEnv,
  loadGlobal,
  MAX_ENV_VARS,
  saveGlobal,
  spawnEnv,
} from "../../../server/daemon/environment.ts";
import { JOB_TMUX } from "../../../protocol/job_tmux.ts";

Deno.test("spawnEnv() puts the global changes, then the session's variables, over the client's; TERM and BERTH stay, the outer tmux's TMUX goes", () => {
  const global = new Environ([["PATH", "/daemon"], ["KEPT", "daemon"]]);
  global.set("EDITOR", "vim");
  global.set("LANG", null); // -r
  global.set("TERM", "dumb");
  global.unset("PAGER");
  const session = new Environ([["EDITOR", "nano"], ["USER", null]]);
  const base = {
    PATH: "/client",
    KEPT: "client",
    LANG: "C",
    PAGER: "less",
    USER: "me",
    TERM: "xterm-256color",
    BERTH: "/s,w",
    // The outer tmux's (a session made before an upgrade holds them).
    TMUX: "/tmp/tmux-0/default,1,0",
    TMUX_PANE: "%7",
  };
  assert.deepEqual(spawnEnv(base, global, session), {
    PATH: "/client", // not changed since the start: the client's
    KEPT: "client",
    EDITOR: "nano",
    TERM: "xterm-256color",
    BERTH: "/s,w",
  });
});

Deno.test("jobEnv() is the global environment with the session's over it, berth's own last, and a TMUX no tmux answers unless set-environment gave one", () => {
  const global = new Environ([["A", "g"], ["B", "g"], ["C", "g"]]);
  const session = new Environ([["B", "s"], ["C", null], ["TMUX", "/t,1,0"]]);
  assert.deepEqual(jobEnv(global, session, { BERTH: "/s,w" }), {
    A: "g",
    B: "s",
    BERTH: "/s,w",
    TMUX: "/t,1,0",
  });
  assert.deepEqual(jobEnv(global, new Environ([["B", "s"]]), {}), {
    A: "g",
    B: "s",
    C: "g",
    TMUX: JOB_TMUX,
  });
  assert.deepEqual(jobEnv(global, null, {}), {
    A: "g",
    B: "g",
    C: "g",
    TMUX: JOB_TMUX,
  });
});

Deno.test("Environ lists sorted, keeps its changes through a save, and holds at most MAX_ENV_VARS", () => {
  const e = new Environ([["B", "1"]]);
  e.set("A", null);
  assert.deepEqual(e.list(), [["A", null], ["B", "1"]]);
  const back = loadGlobal(saveGlobal(e));
  assert.deepEqual(back.list(), e.list());
  assert.deepEqual([...back.changed], ["A"]);
  const full = new Environ();
  for (let i = 0; i < MAX_ENV_VARS; i++) full.set(`V${i}`, "x");
  assert.throws(() => full.set("ONE_MORE", "x"), /most it can/);
  full.set("V0", "y"); // replacing one is fine
});
