import assert from "node:assert/strict";
import { ChildWatcher } from "../../../pty/mod.ts";
import { Log } from "../../../server/daemon/log.ts";
import { RequestFailure } from "../../../server/daemon/request_failure.ts";
import { Session } from "../../../server/daemon/session.ts";
import {
  resolveSession,
  resolveTarget,
} from "../../../server/daemon/targets.ts";
import { testEnv } from "../../pty/_helpers.ts";

const watcher = new ChildWatcher();
const dir = Deno.makeTempDirSync({ prefix: "berth-targets-test-" });
const log = new Log(`${dir}/test.log`);
globalThis.addEventListener("unload", () => {
  log.close();
  Deno.removeSync(dir, { recursive: true });
});

function start(name: string): Session {
  return Session.start(
    {
      name,
      cmd: ["sleep", "600"],
      cwd: "/",
      env: testEnv(),
      cols: 80,
      rows: 24,
      keep: false,
      scrollback: 10,
    },
    watcher,
    log,
  );
}

Deno.test("resolveTarget() finds sessions by prefix, windows by index or name, panes by index", async () => {
  const work = start("work");
  const word = start("word");
  const build = start("build");
  const sessions = new Map([["work", work], ["word", word], ["build", build]]);
  try {
    const w1 = work.newWindow({}, "editor");
    const split = work.split(w1.active, "lr", {});
    assert.equal(resolveSession(sessions, "b"), build);
    assert.equal(resolveTarget(sessions, "work").pane, split, "active pane");
    assert.equal(resolveTarget(sessions, "work:0").window, work.windows[0]);
    assert.equal(resolveTarget(sessions, "work:editor").window, w1);
    assert.equal(resolveTarget(sessions, "work:ed.0").pane, w1.paneAt(0));
    assert.equal(resolveTarget(sessions, "work:1.1").pane, split);
    assert.equal(resolveTarget(sessions, "bu:0.0").session, build);
    const fails = (t: string, re: RegExp) =>
      assert.throws(() => resolveTarget(sessions, t), (e) => {
        assert.ok(e instanceof RequestFailure);
        assert.match(e.message, re);
        return true;
      });
    fails("wo", /prefix wo matches word, work; give more of the name/);
    fails("nope", /^No session named nope \(berth ls lists them\)$/);
    fails("work:7", /has no window 7 \(berth list-windows -t work/);
    fails("work:1.5", /Window work:1 has no pane 5/);
    fails("=", /^Target =: = takes a name after it \(=NAME matches NAME/);
    fails("work:=", /^Target work:=: = takes a name after it/);
  } finally {
    await Promise.all([work.kill(), word.kill(), build.kill()]);
  }
});
