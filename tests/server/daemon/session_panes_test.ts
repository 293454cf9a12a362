import assert from "node:assert/strict";
import { ChildWatcher } from "../../../pty/mod.ts";
import { Log } from "../../../server/daemon/log.ts";
import { Session } from "../../../server/daemon/session.ts";
import { newSentState } from "../../../server/daemon/screen_mirror.ts";
import type { WirePane } from "../../../protocol/messages.ts";
import { testEnv } from "../../pty/_helpers.ts";

const watcher = new ChildWatcher();
const dir = Deno.makeTempDirSync({ prefix: "berth-panes-test-" });
const log = new Log(`${dir}/test.log`);
globalThis.addEventListener("unload", () => {
  log.close();
  Deno.removeSync(dir, { recursive: true });
});
const enc = new TextEncoder();

function start(): Session {
  return Session.start(
    {
      name: "p",
      cmd: ["cat"],
      cwd: "/",
      env: testEnv(),
      cols: 81,
      rows: 10,
      keep: false,
      scrollback: 10,
    },
    watcher,
    log,
  );
}

async function until(what: string, ok: () => boolean): Promise<void> {
  for (let i = 0; i < 800 && !ok(); i++) {
    await new Promise((r) => setTimeout(r, 25));
  }
  assert.ok(ok(), what);
}

Deno.test("Session: a pane whose program exits closes; its window keeps the others", async () => {
  const s = start();
  try {
    const left = s.activePane;
    const right = s.split(left, "lr", { cmd: ["sh", "-c", "echo bye"] });
    assert.equal(s.window.panes.size, 2);
    await until("the exited pane closes", () => s.window.panes.size === 1);
    assert.equal(s.activePane, left);
    assert.equal(left.cols, 81, "the survivor takes the window back");
    assert.equal(s.exit, null);
    void right;
  } finally {
    await s.kill();
  }
});

Deno.test("Session: remain-on-exit keeps a dead pane with its screen until kill-pane", async () => {
  const s = start();
  s.setWindowSetting(s.window, "remain-on-exit", "on");
  try {
    const dead = s.split(s.activePane, "lr", {
      cmd: ["sh", "-c", "echo last-words"],
    });
    await until("the pane is dead", () => dead.dead);
    assert.equal(s.window.panes.size, 2, "it stays");
    // Its screen, with tmux's line on a new bottom row: the top row went
    // into history.
    const cap = await s.capture(-1, dead);
    assert.deepEqual(cap.screen.scrollback, ["last-words"]);
    assert.match(cap.screen.lines.at(-1)!, /^Pane is dead \(status 0, /);
    await assert.rejects(s.send(enc.encode("x"), undefined, dead), /exited/);
    await s.killPane(dead);
    assert.equal(s.window.panes.size, 1);
    // The last live pane is still typed into.
    await s.send(enc.encode("hello\n"));
    await s.waitFor({ text: { source: "^hello$", flags: "m" } }, 10_000);
  } finally {
    await s.kill();
  }
});

Deno.test("Session: zoom gives the active pane the whole window, unzoom its rectangle back", async () => {
  const s = start();
  try {
    const a = s.activePane;
    const b = s.split(a, "tb", {});
    assert.deepEqual([b.cols, b.rows], [81, 4]);
    s.toggleZoom(b);
    assert.deepEqual([b.cols, b.rows], [81, 10]);
    assert.deepEqual([a.cols, a.rows], [81, 5], "hidden panes keep theirs");
    s.toggleZoom(b);
    assert.deepEqual([b.cols, b.rows], [81, 4]);
    const w = s.breakPane(b);
    assert.equal(s.windows.length, 2);
    assert.equal(s.window, w);
    assert.deepEqual([a.cols, a.rows, b.cols, b.rows], [81, 10, 81, 10]);
  } finally {
    await s.kill();
  }
});

Deno.test("Session.updateFor() sends the shown panes, with their programs' mouse modes, when they change", async () => {
  const s = start();
  try {
    const view = newSentState();
    const first = s.updateFor(view, false);
    assert.equal(first?.panes?.length, 1, "a full frame has them");
    const a = s.activePane;
    const b = s.split(a, "lr", {
      cmd: ["sh", "-c", "printf '\\033[?1002h\\033[?1006h'; exec cat"],
    });
    let panes: WirePane[] | undefined;
    await until("the right pane's program asks for the mouse", () => {
      panes = s.updateFor(view, false)?.panes ?? panes;
      return panes?.[1]?.mouse === "button";
    });
    assert.deepEqual(panes, [
      {
        id: a.id,
        index: 0,
        x: 0,
        y: 0,
        cols: 40,
        rows: 10,
        active: false,
        mouse: "none",
        encoding: "default",
        altScroll: false,
        cursorKeys: false,
      },
      {
        id: b.id,
        index: 1,
        x: 41,
        y: 0,
        cols: 40,
        rows: 10,
        active: true,
        mouse: "button",
        encoding: "sgr",
        altScroll: false,
        cursorKeys: false,
      },
    ]);
    assert.equal(s.updateFor(view, false)?.panes, undefined, "unchanged");
    s.toggleZoom(b);
    await until("zoomed: one pane shown", () => {
      panes = s.updateFor(view, false)?.panes ?? panes;
      return panes?.length === 1;
    });
    assert.deepEqual([panes![0].id, panes![0].cols], [b.id, 81]);
  } finally {
    await s.kill();
  }
});

Deno.test("Session: a quiet pane echoes while its neighbour floods", async () => {
  const s = start();
  try {
    const quiet = s.activePane;
    const flood = s.split(quiet, "lr", { cmd: ["yes", "flood"] });
    await s.waitFor(
      { text: { source: "^flood$", flags: "m" } },
      10_000,
      undefined,
      flood,
    );
    for (let i = 0; i < 5; i++) {
      await s.send(enc.encode(`echo-${i}\n`), undefined, quiet);
      await s.waitFor(
        { text: { source: `^echo-${i}$`, flags: "m" } },
        10_000,
        undefined,
        quiet,
      );
    }
    assert.equal(flood.status, null, "the flood was still running");
  } finally {
    await s.kill();
  }
});

Deno.test("Session.waitPaneExit: waits given up before the exit leave the next one its status", async () => {
  const s = start();
  try {
    const pane = s.split(s.activePane, "lr", {
      cmd: ["sh", "-c", "read x; exit 6"],
    });
    const cancel = new AbortController();
    const given: Promise<void>[] = [];
    for (let i = 0; i < 200; i++) {
      for (
        const w of [
          s.waitPaneExit(pane, 1),
          s.waitPaneExit(pane, undefined, cancel.signal),
        ]
      ) {
        given.push(assert.rejects(w, /Timed out|cancelled/));
      }
    }
    cancel.abort();
    await Promise.all(given);
    const waits = [s.waitPaneExit(pane), s.waitPaneExit(pane, 60_000)];
    await s.send(enc.encode("\n"), undefined, pane);
    for (const w of waits) {
      assert.deepEqual(await w, { code: 6, signal: null });
    }
    assert.equal(s.exit, null, "the session goes on");
  } finally {
    await s.kill();
  }
});
