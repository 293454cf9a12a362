import assert from "node:assert/strict";
import { ChildWatcher } from "../../../pty/mod.ts";
import { Log } from "../../../server/daemon/log.ts";
import { RequestFailure } from "../../../server/daemon/request_failure.ts";
import { Ids, Session } from "../../../server/daemon/session.ts";
import {
  resolveSession,
  resolveTarget,
  resolveWindowPlace,
  type TargetKind,
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

Deno.test("resolveTarget(): words that name Object's own properties are plain names, refused with one line or found", async () => {
  const work = start("work");
  const sessions = new Map([["work", work]]);
  try {
    const named = work.newWindow({}, "constructor");
    for (
      const t of [
        "constructor",
        ":constructor",
        ".constructor",
        "work:0.toString",
        "work.valueOf",
        ":__proto__",
        ".hasOwnProperty",
        "work:0.{up-of}x",
      ]
    ) {
      for (const kind of ["pane", "window", "session"] as const) {
        let got: unknown;
        try {
          got = resolveTarget(sessions, t, kind, "work");
        } catch (e) {
          assert.ok(
            e instanceof RequestFailure,
            `${kind} ${t}: ${(e as Error).message}`,
          );
          continue;
        }
        assert.ok(got, `${kind} ${t}`);
      }
    }
    // A window called so is found by its name, as any other.
    assert.equal(resolveTarget(sessions, "work:constructor").window, named);
    assert.equal(
      resolveTarget(sessions, ":constructor", "window", "work").window,
      named,
    );
  } finally {
    await work.kill();
  }
});

/**
 * tmux 3.3a's reading of targets, side by side: the same two sessions in
 * berth and (when tmux 3.3a is installed) in a tmux server of their own,
 * each target resolved by both for a pane, a window, a session and a
 * window index command, outside any session (the most recently active
 * one, session 1, is current) and inside pane %3 of session alpha. Each
 * row is what both give: a pane id, `SESSION:INDEX`, a session, or null
 * when both refuse.
 *
 * alpha (id $0): 0 sleep [%0] · 1 vim [%1 active, %3 below; shown] ·
 * 2 logs [%2] · 3 "7" [%4]; last window 0. Session 1 (id $1, most
 * recent): 0 [%5, %6 below, active; shown] · 1 editor [%7]; last window 1.
 */
const TMUX_TABLE: [
  kind: "pane" | "window" | "session" | "index",
  inside: boolean,
  target: string,
  want: string | null,
][] = [
  // A pane command: a pane of the current window, then a window of the
  // current session, then a session.
  ["pane", false, "0", "%5"],
  ["pane", false, "1", "%6"],
  ["pane", false, "2", null],
  ["pane", false, "alpha", "%1"],
  ["pane", false, "al", "%1"],
  ["pane", false, "1.0", "%7"],
  ["pane", false, "1.1", null],
  ["pane", false, "0.1", "%6"],
  ["pane", false, ":1", "%7"],
  ["pane", false, "alpha.1", "%3"],
  ["pane", false, "vim", null],
  ["pane", false, "editor", "%7"],
  ["pane", false, "ed", "%7"],
  ["pane", false, "e*", "%7"],
  ["pane", false, "%3", "%3"],
  ["pane", false, "@1", "%1"],
  ["pane", false, "$0", "%1"],
  ["pane", false, "$1", "%6"],
  ["pane", false, "=alpha", null],
  ["pane", false, "alpha:", "%1"],
  ["pane", false, "alpha:v*", "%1"],
  ["pane", false, "alpha:7", "%4"],
  ["pane", false, "alpha:=7", "%4"],
  ["pane", false, "alpha:1.1", "%3"],
  ["pane", false, "alpha:1.bottom", "%3"],
  ["pane", false, "+", "%5"],
  ["pane", false, "-", "%5"],
  ["pane", false, "!", "%5"],
  ["pane", false, "{last}", "%5"],
  ["pane", false, ".1", "%6"],
  ["pane", false, ".+", "%5"],
  ["pane", false, "top", "%5"],
  ["pane", false, "bottom", "%6"],
  ["pane", false, "x", null],
  ["pane", true, "0", "%1"],
  ["pane", true, "1", "%3"],
  ["pane", true, "2", "%2"],
  ["pane", true, "5", null],
  ["pane", true, ":1.1", "%3"],
  ["pane", true, "+", "%3"],
  ["pane", true, "-", "%3"],
  ["pane", true, "!", "%3"],
  ["pane", true, ".1", "%3"],
  ["pane", true, "top", "%1"],
  ["pane", true, "1.0", "%1"],
  ["pane", true, "vim", "%1"],
  ["pane", true, "vi", "%1"],
  ["pane", true, "logs", "%2"],
  ["pane", true, "editor", null],
  // A window command: a window of the current session, then a session.
  ["window", false, "0", "1:0"],
  ["window", false, "1", "1:1"],
  ["window", false, "2", null],
  ["window", false, "7", null],
  ["window", false, "alpha", "alpha:1"],
  ["window", false, "1.0", "1:1"],
  ["window", false, ":1", "1:1"],
  ["window", false, "alpha.1", "alpha:1"],
  ["window", false, "editor", "1:1"],
  ["window", false, "%3", "alpha:1"],
  ["window", false, "@1", "alpha:1"],
  ["window", false, "=alpha", "alpha:1"],
  ["window", false, "alpha:7", "alpha:3"],
  ["window", false, "alpha:^", "alpha:0"],
  ["window", false, "alpha:$", "alpha:3"],
  ["window", false, "+", "1:1"],
  ["window", false, "-", "1:1"],
  ["window", false, "!", "1:1"],
  ["window", false, "{last}", "1:1"],
  ["window", false, "top", null],
  ["window", true, "0", "alpha:0"],
  ["window", true, "1", "alpha:1"],
  ["window", true, "2", "alpha:2"],
  ["window", true, "5", null],
  ["window", true, "+", "alpha:2"],
  ["window", true, "-", "alpha:0"],
  ["window", true, "!", "alpha:0"],
  ["window", true, "vim", "alpha:1"],
  ["window", true, "logs", "alpha:2"],
  ["window", true, ".1", "alpha:1"],
  ["window", true, "editor", null],
  // A session command: a session, whatever windows are called.
  ["session", false, "0", null],
  ["session", false, "1", "1"],
  ["session", false, "alpha", "alpha"],
  ["session", false, "al", "alpha"],
  ["session", false, "a*", "alpha"],
  ["session", false, "1.0", "1"],
  ["session", false, ":1", "1"],
  ["session", false, "alpha.1", "alpha"],
  ["session", false, "editor", null],
  ["session", false, "%3", "alpha"],
  ["session", false, "@1", "alpha"],
  ["session", false, "$1", "1"],
  ["session", false, "=alpha", "alpha"],
  ["session", false, "=al", null],
  ["session", false, "+", null],
  ["session", true, "1", "1"],
  ["session", true, ":1", "alpha"],
  ["session", true, ".1", "alpha"],
  ["session", true, "vim", null],
  // A window index (new-window -t, move-window -t, break-pane -t): an
  // index free or not, a session alone its first free index.
  ["index", false, "2", "1:2"],
  ["index", false, "5", "1:5"],
  ["index", false, "alpha", "alpha:4"],
  ["index", false, "alpha:", "alpha:4"],
  ["index", false, "alpha:5", "alpha:5"],
  ["index", false, ":5", "1:5"],
  ["index", false, "1.0", null],
  ["index", false, "vim", null],
  ["index", true, "5", "alpha:5"],
  ["index", true, "alpha", "alpha:4"],
  ["index", true, "4", "alpha:4"],
  ["index", true, "1:", "1:2"],
  ["index", true, ".1", null],
];

/** berth's answer to one row of `TMUX_TABLE`. */
function berthAnswer(
  sessions: Map<string, Session>,
  kind: string,
  current: string,
  target: string,
): string | null {
  try {
    if (kind === "index") {
      const place = resolveWindowPlace(sessions, target, current);
      const taken = new Set(place.session.windows.map((w) => w.index));
      let free = 0;
      while (taken.has(free)) free++;
      return `${place.session.name}:${place.index ?? free}`;
    }
    const r = resolveTarget(sessions, target, kind as TargetKind, current);
    if (kind === "pane") return `%${r.pane.id}`;
    if (kind === "window") return `${r.session.name}:${r.window.index}`;
    return r.session.name;
  } catch (err) {
    if (err instanceof RequestFailure) return null;
    throw err;
  }
}

/** A tmux 3.3a server with the table's sessions; null without tmux 3.3a. */
async function tmuxTwin(): Promise<
  | null
  | {
    ask(kind: string, inside: boolean, target: string): Promise<string | null>;
    [Symbol.asyncDispose](): Promise<void>;
  }
> {
  const name = `berth-targets-${Deno.pid}`;
  const run = async (args: string[], env: Record<string, string> = {}) => {
    try {
      const out = await new Deno.Command("tmux", {
        args: ["-L", name, "-f", "/dev/null", ...args],
        env: { ...testEnv(), ...env },
        clearEnv: true,
        stdout: "piped",
        stderr: "piped",
      }).output();
      return { ok: out.success, text: new TextDecoder().decode(out.stdout) };
    } catch {
      return { ok: false, text: "" };
    }
  };
  const version = await run(["-V"]);
  if (version.text.trim() !== "tmux 3.3a") return null;
  // Each pane prints its id, for capture-pane to say which one it is.
  const sh = `sh -c 'echo "$TMUX_PANE"; exec sleep 600'`;
  const steps = [
    ["new", "-d", "-s", "alpha", "-x", "80", "-y", "24", sh],
    ["neww", "-d", "-t", "alpha", "-n", "vim", sh],
    ["neww", "-d", "-t", "alpha", "-n", "logs", sh],
    ["splitw", "-t", "alpha:1", sh],
    ["neww", "-d", "-t", "alpha", "-n", "7", sh],
    ["selectw", "-t", "alpha:1"],
    ["selectp", "-t", "alpha:1.0"],
  ];
  for (const s of steps) await run(s);
  // Session 1 is the most recently active one: made after alpha.
  await new Promise((r) => setTimeout(r, 50));
  for (
    const s of [
      ["new", "-d", "-s", "1", "-x", "80", "-y", "24", sh],
      ["splitw", "-t", "1:0", sh],
      ["neww", "-t", "1", "-n", "editor", sh],
      ["selectw", "-t", "1:0"],
    ]
  ) await run(s);
  const socket =
    (await run(["display", "-p", "-t", "alpha:", "#{socket_path}"]))
      .text.trim();
  return {
    async ask(kind, inside, target) {
      const env: Record<string, string> = inside
        ? { TMUX: `${socket},0,0`, TMUX_PANE: "%3" }
        : {};
      const t = ["-t", target];
      if (kind === "pane") {
        // capture-pane: a pane target that fails when not found
        // (display-message shows an empty target instead).
        for (let i = 0; i < 100; i++) {
          const r = await run(["capture-pane", "-p", ...t], env);
          if (!r.ok) return null;
          const id = /%\d+/.exec(r.text)?.[0];
          if (id) return id;
          await new Promise((r) => setTimeout(r, 20));
        }
        return "no output";
      }
      if (kind === "index") {
        const r = await run(
          ["neww", "-d", ...t, "-P", "-F", "#S:#I", "sleep 600"],
          env,
        );
        if (!r.ok) return null;
        await run(["killw", "-t", r.text.trim()]);
        return r.text.trim();
      }
      const [cmd, format] = kind === "window"
        ? ["list-panes", "#S:#I"]
        : ["list-windows", "#S"];
      const r = await run([cmd, ...t, "-F", format], env);
      return r.ok ? r.text.split("\n")[0] : null;
    },
    async [Symbol.asyncDispose]() {
      await run(["kill-server"]);
    },
  };
}

Deno.test("resolveTarget() reads targets against the current target as tmux 3.3a does, row by row beside a tmux server", async () => {
  const ids = {
    paneIds: new Ids(),
    windowIds: new Ids(),
    sessionIds: new Ids(),
  };
  const startIn = (name: string) =>
    Session.start(
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
      ids,
    );
  const alpha = startIn("alpha");
  const spec = { cmd: ["sleep", "600"] };
  const vim = alpha.newWindow(spec, "vim", false);
  alpha.newWindow(spec, "logs", false);
  alpha.split(vim.active, "tb", spec);
  alpha.newWindow(spec, "7", false);
  alpha.selectWindow(vim);
  alpha.selectPane(vim.paneAt(0)!);
  // Made second: its panes are %5 %6 %7, its windows @4 @5.
  const one = startIn("1");
  const sessions = new Map([["alpha", alpha], ["1", one]]);
  try {
    one.split(one.window.active, "tb", spec);
    const first = one.window;
    one.newWindow(spec, "editor");
    one.selectWindow(first);
    alpha.lastActive = 1000;
    one.lastActive = 2000;
    assert.deepEqual(
      [...sessions.values()].flatMap((s) =>
        s.windows.flatMap((w) => w.ordered().map((p) => `%${p.id}`))
      ),
      ["%0", "%1", "%3", "%2", "%4", "%5", "%6", "%7"],
    );
    await using tmux = await tmuxTwin();
    const wrong: string[] = [];
    for (const [kind, inside, target, want] of TMUX_TABLE) {
      const current = inside ? "alpha:%3" : "";
      const got = berthAnswer(sessions, kind, current, target);
      const where = `${kind} -t ${target}${inside ? " (inside %3)" : ""}`;
      if (got !== want) wrong.push(`berth ${where}: ${got}, not ${want}`);
      const theirs = await tmux?.ask(kind, inside, target);
      if (tmux && theirs !== want) {
        wrong.push(`tmux ${where}: ${theirs}, not ${want}`);
      }
    }
    assert.deepEqual(wrong, []);
  } finally {
    await Promise.all([alpha.kill(), one.kill()]);
  }
});
