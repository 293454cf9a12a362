/**
 * End to end: `kill-pane`, `kill-window`, `kill-session` (and their `-a`)
 * and `kill-server` take what they kill out of every list at once, as
 * tmux does, so that the next command of a script never sees it. Its
 * programs are ended in the background (SIGHUP, SIGKILL after the grace,
 * reaped, the last output of one with a pipe-pane read for it, the
 * terminal of one without closed at once); one that never goes (held by
 * a tracer) is let go at the bound, logged in one line.
 */

import assert from "node:assert/strict";
import { isAlive, TestDaemon, waitFor, within } from "../_helpers/daemon.ts";
import { attachedTerminal } from "../_helpers/user_terminal.ts";
import { connect } from "../../client/mod.ts";
import type { BerthEvent } from "../../client/library/event_stream.ts";

/** `#{pane_id}` of each pane of window `target`, space-separated. */
async function paneIds(d: TestDaemon, target: string): Promise<string> {
  const out = await d.ok("list-panes", "-t", target, "-F", "#{pane_id}");
  return out.trim().split("\n").join(" ");
}

/** `#I` of each window of session `s`, space-separated. */
async function windowIndexes(d: TestDaemon, s: string): Promise<string> {
  const out = await d.ok("list-windows", "-t", s, "-F", "#I");
  return out.trim().split("\n").join(" ");
}

/** Runs `args` (a command that makes a pane) with `cmd`; the pane's id. */
async function made(
  d: TestDaemon,
  args: string[],
  cmd: string[],
): Promise<string> {
  return (await d.ok(...args, "-P", "-F", "#{pane_id}", "--", ...cmd)).trim();
}

/**
 * A program that takes a moment to go after SIGHUP, saying so: a kill
 * answered before it has gone would leave it listed.
 */
const SLOW = [
  "sh",
  "-c",
  "trap 'sleep 0.2; echo last-words; exit 0' HUP; echo ready; " +
  "while :; do sleep 1; done",
];

/** Starts SLOW as `new-window` or `new` does with `args`; waits for it. */
async function slowly(d: TestDaemon, ...args: string[]): Promise<string> {
  const id = await made(d, args, SLOW);
  await d.ok("wait", "-t", id, "--text", "ready", "--timeout", "20");
  return id;
}

Deno.test("kill-pane, kill-window, kill-session and their -a answer once what they killed is out of every list; pipe-pane still gets a killed program's last words", async () => {
  await using d = await TestDaemon.create();
  const file = `${d.dir}/piped`;
  const first = await slowly(d, "new", "-d", "-s", "k");
  const a = await slowly(d, "split-window", "-d", "-t", "k:0");
  const b = await slowly(d, "split-window", "-d", "-t", "k:0");
  const talking = await slowly(d, "split-window", "-d", "-t", "k:0");
  await d.ok("pipe-pane", "-t", talking, `cat > ${file}`);
  await d.ok("kill-pane", "-t", talking);
  assert.equal(await paneIds(d, "k:0"), `${first} ${b} ${a}`);
  // Its last words came before its end: through pipe-pane's command too.
  await waitFor(
    async () => /last-words/.test(await Deno.readTextFile(file)),
    10_000,
    "the killed program's last words through pipe-pane",
  );
  await d.ok("kill-pane", "-a", "-t", b);
  assert.equal(await paneIds(d, "k:0"), b);
  await slowly(d, "new-window", "-d", "-t", "k:1");
  await slowly(d, "new-window", "-d", "-t", "k:2");
  await d.ok("kill-window", "-t", "k:1");
  assert.equal(await windowIndexes(d, "k"), "0 2");
  await d.ok("kill-window", "-a", "-t", "k:2");
  assert.equal(await windowIndexes(d, "k"), "2");
  await slowly(d, "new", "-d", "-s", "other");
  await d.ok("kill-session", "-a", "-t", "k");
  assert.equal((await d.cli("has-session", "-t", "other")).code, 1);
  // The last pane takes its session with it.
  await d.ok("kill-pane", "-t", "k:2.0");
  assert.equal((await d.cli("has-session", "-t", "k")).code, 1);
});

Deno.test("kill-pane of a program that ignores SIGHUP answers at once, the pane out of the lists, the program SIGKILLed after the grace (wait --exit gets its status); one that never goes is let go at the bound and logged, a whole session's too", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "hup", "--", "sh");
  const deaf = await made(d, ["split-window", "-d", "-t", "hup:0"], [
    "sh",
    "-c",
    "trap '' HUP; echo ready; exec sleep 600",
  ]);
  // A tracer (ptrace's attach) that never waits: the program it holds
  // dies of the SIGKILL, but its exit is the tracer's to see first, so
  // the daemon never sees it (as a program stuck in the kernel's D state).
  const script = `${d.dir}/tracer.pl`;
  await Deno.writeTextFile(
    script,
    `my ($pid, $file) = @ARGV;
syscall(${PTRACE_NR}, 16, $pid + 0, 0, 0) == 0 or die "ptrace: $!\\n";
open(my $f, ">", $file) or die; print $f "$$\\n"; close $f;
sleep 600;
`,
  );
  const tracers: string[] = [];
  const held = (name: string) => {
    const file = `${d.dir}/${name}.pid`;
    tracers.push(file);
    return ["sh", "-c", `setsid perl ${script} $$ ${file} & exec sleep 600`];
  };
  await d.ok("new", "-d", "-s", "held", "--", "sh");
  const traced = await made(
    d,
    ["split-window", "-d", "-t", "held:0"],
    held("a"),
  );
  await d.ok("new", "-d", "-s", "stuck", "--", ...held("b"));
  await d.ok("wait", "-t", deaf, "--text", "ready", "--timeout", "20");
  await waitFor(
    async () =>
      (await Promise.all(
        tracers.map((f) => Deno.readTextFile(f).catch(() => "")),
      )).every((t) => t.endsWith("\n")),
    10_000,
    "the tracers",
  );
  const shown = async (t: string, format: string) =>
    (await d.ok("display-message", "-p", "-t", t, format)).trim();
  const stuckId = await shown("stuck", "#{pane_id}");
  const pids: number[] = [];
  for (const t of [deaf, traced, stuckId]) {
    pids.push(Number(await shown(t, "#{pane_pid}")));
  }
  try {
    // Out of the lists at once, as tmux's: the program runs on meanwhile
    // (its SIGKILL is 3 s after; the old kill answered after it).
    await d.ok("kill-pane", "-t", deaf);
    assert.ok(isAlive(pids[0]), "the deaf program within its grace");
    assert.equal(await paneIds(d, "hup:0"), "%0");
    const exit = d.cli("wait", "-t", deaf, "--exit", "--timeout", "20");
    await d.ok("kill-pane", "-t", traced);
    assert.equal((await paneIds(d, "held:0")).split(" ").length, 1);
    // A session goes at once too; its stuck program is let go at the
    // bound, its status unknown (SIGKILL's, which it was sent).
    await d.ok("kill-session", "-t", "stuck");
    assert.equal((await d.cli("has-session", "-t", "stuck")).code, 1);
    const session = await d.cli("wait", "stuck", "--exit", "--timeout", "20");
    assert.equal(session.stdout, "killed SIGKILL\n", session.stderr);
    assert.equal((await exit).stdout.trim(), "killed SIGKILL");
    assert.ok(!isAlive(pids[0]), "the deaf program got SIGKILL");
    // The killed ones held: let go at the bound, their pids in the log.
    for (const [id, pid] of [[traced, pids[1]], [stuckId, pids[2]]] as const) {
      await waitFor(
        () => Promise.resolve(d.log().includes(stuckLine(id, pid))),
        10_000,
        "the stuck pane's line in the log",
      );
    }
    // The daemon serves on.
    assert.equal(await d.ok("ls", "-F", "#S"), "held\nhup\n");
  } finally {
    for (const file of tracers) {
      const tracer = Number(await Deno.readTextFile(file).catch(() => "0"));
      if (tracer > 0 && isAlive(tracer)) Deno.kill(tracer, "SIGKILL");
    }
  }
  // Let go by its tracer, the killed program's exit is seen: reaped.
  const reaped = (p: number) => Deno.stat(`/proc/${p}`).then(() => 0, () => 1);
  await waitFor(
    async () => (await Promise.all(pids.map(reaped))).every((r) => r === 1),
    10_000,
    "the stuck programs reaped",
  );
});

/** The line a stuck pane's kill logs, `kill_wait.ts`'s. */
function stuckLine(id: string, pid: number): string {
  return `Pane ${id}'s program (pid ${pid}) was still there 2 s after SIGKILL (ps -o stat= -p ${pid}: D is stuck in the kernel, t held by a debugger); the pane was closed, and its program is reaped if it ever exits`;
}

Deno.test("a stopped program is hung up as a terminal's hang-up does it (SIGHUP, then SIGCONT): it ends on its own SIGHUP handler, not on the SIGKILL 3 s later", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "st", "--", "sh");
  const file = `${d.dir}/hup`;
  // Its handler says it ran: a SIGKILL (the grace's end) runs none.
  const id = await made(d, ["split-window", "-d", "-t", "st:0"], [
    "sh",
    "-c",
    `trap 'echo handled > ${file}; exit 0' HUP; echo ready; ` +
    "while :; do sleep 0.1; done",
  ]);
  await d.ok("wait", "-t", id, "--text", "ready", "--timeout", "20");
  const pid = Number(
    (await d.ok("display-message", "-p", "-t", id, "#{pane_pid}")).trim(),
  );
  // Stopped (kill -STOP, a debugger let go of it): a SIGHUP alone waits
  // for a SIGCONT, which tmux's server and the kernel's hang-up send.
  Deno.kill(-pid, "SIGSTOP");
  await waitFor(
    async () => /\) T /.test(await Deno.readTextFile(`/proc/${pid}/stat`)),
    10_000,
    "the program stopped",
  );
  await d.ok("kill-pane", "-t", id);
  assert.equal(await paneIds(d, "st:0"), "%0");
  // Ended in the background: by its handler, not by the SIGKILL after.
  await waitFor(
    async () => (await Deno.readTextFile(file).catch(() => "")) !== "",
    10_000,
    "its SIGHUP handler",
  );
  assert.equal(await Deno.readTextFile(file), "handled\n");
});

Deno.test("C-b x y on a pane whose program ignores SIGHUP takes it out at once: the keys typed right after show in the heir while that program still runs; it is SIGKILLed after the grace", async () => {
  await using d = await TestDaemon.create();
  const heir = await made(d, ["new", "-d", "-s", "ak"], ["sh"]);
  const deaf = await made(d, ["split-window", "-t", "ak:0"], [
    "sh",
    "-c",
    "trap '' HUP; echo ready; while :; do sleep 0.1; done",
  ]);
  await d.ok("wait", "-t", deaf, "--text", "ready", "--timeout", "20");
  await d.prompted(heir);
  const pid = Number(
    (await d.ok("display-message", "-p", "-t", deaf, "#{pane_pid}")).trim(),
  );
  await using t = await attachedTerminal(d, "ak");
  await t.write("\x02x");
  await t.waitText(/kill-pane 1\? \(y\/n\)/);
  // Typed at once behind the y, as a user does: the old kill held them
  // behind its answer, which came after the SIGKILL 3 s on.
  await t.write("yecho typ''ed\r");
  await t.waitText(/^typed$/m);
  assert.ok(isAlive(pid), "the deaf program still in its grace");
  assert.equal(await paneIds(d, "ak:0"), heir);
  // Gone from the screen too: the echo can reach the terminal first, the
  // parse worker drawing it there itself a moment before the attach
  // client draws the new layout (direct_draw.ts; CI saw the old border
  // under the echo once).
  await waitFor(
    () => Promise.resolve(!t.lines().some((l) => l.includes("─"))),
    10_000,
    "no border left",
  );
  await waitFor(() => Promise.resolve(!isAlive(pid)), 10_000, "its SIGKILL");
});

Deno.test("a killed pane's last words reach its pipe-pane, not the session's event stream: out of every list, its title and bell are no longer the session's", async () => {
  await using d = await TestDaemon.create();
  await using berth = await connect({ socket: d.socket });
  const stays = await made(d, ["new", "-d", "-s", "ev"], ["cat"]);
  const talker = await made(d, ["split-window", "-t", "ev:0"], [
    "sh",
    "-c",
    "trap 'printf \"\\033]2;dying\\007\\007\"; echo last-words; exit 0' HUP; " +
    "echo ready; while :; do sleep 1; done",
  ]);
  await d.ok("wait", "-t", talker, "--text", "ready", "--timeout", "20");
  const pipe = `${d.dir}/pipe.txt`;
  await d.ok("pipe-pane", "-t", talker, `cat > ${pipe}`);
  const seen: BerthEvent[] = [];
  // Ends with the session; a failure below closes the connection under it.
  const following = (async () => {
    for await (const ev of berth.session("ev").events()) seen.push(ev);
  })().catch(() => {});
  // The stream is there once the pane that stays is heard in it.
  const heard = async (text: string) => {
    const from = seen.length;
    await d.ok("send-keys", "-t", stays, text, "Enter");
    await waitFor(
      () => Promise.resolve(seen.slice(from).some((e) => e.type === "output")),
      10_000,
      `${text} in the stream`,
    );
  };
  await heard("before");
  await d.ok("kill-pane", "-t", talker);
  await d.ok("wait", "--exit", "-t", talker, "--timeout", "20");
  // Its pipe's `cat` (its shell makes the file) writes them in its own
  // time.
  let piped = "";
  await waitFor(
    async () =>
      /last-words/.test(
        piped = await Deno.readTextFile(pipe).catch(() => ""),
      ),
    10_000,
    () => `pipe-pane gets its last words: ${JSON.stringify(piped)}`,
  );
  // Typed after the talker's last words were read: parsed after them.
  await heard("after");
  const its = seen.filter((e) => e.type === "title" || e.type === "bell");
  assert.deepEqual(its, [], "the killed pane's title and bell");
  await d.ok("kill", "-t", "ev");
  await following;
});

Deno.test("kill-window of a session's last window keeps its panes whole until the session goes: the one that outlives the others is not given the window", async () => {
  await using d = await TestDaemon.create();
  const deaf = (word: string) => [
    "sh",
    "-c",
    `trap '' HUP; trap 'echo winched' WINCH; echo ${word}; ` +
    "while :; do sleep 0.1; done",
  ];
  const left = await made(d, ["new", "-d", "-s", "lw"], deaf("left"));
  const right = await made(
    d,
    ["split-window", "-h", "-t", "lw:0"],
    deaf("right"),
  );
  await d.ok("wait", "-t", left, "--text", "left", "--timeout", "20");
  await d.ok("wait", "-t", right, "--text", "right", "--timeout", "20");
  const pipe = `${d.dir}/right.txt`;
  await d.ok("pipe-pane", "-t", right, `cat > ${pipe}`);
  const pids = [await panePid(d, left), await panePid(d, right)];
  // The session's end, at once: both SIGKILLed after the grace, the
  // window whole till then (the left one taken out at once gave the
  // right one the window, and its program a SIGWINCH, for those 3 s).
  await d.ok("kill-window", "-t", "lw:0");
  assert.ok(pids.every(isAlive), "the deaf programs within their grace");
  assert.equal((await d.cli("has-session", "-t", "lw")).code, 1);
  await waitFor(
    () => Promise.resolve(!pids.some(isAlive)),
    10_000,
    "their SIGKILL",
  );
  const piped = await Deno.readTextFile(pipe);
  assert.doesNotMatch(piped, /winched/, "the right pane resized");
});

/** ptrace(2)'s system call number, for perl's `syscall`. */
const PTRACE_NR = Deno.build.arch === "aarch64" ? 117 : 101;

/** A program that ignores SIGHUP (so does its `sleep`); says `word`. */
function deaf(word: string, traps = ""): string[] {
  return [
    "sh",
    "-c",
    `trap '' HUP; ${traps}echo ${word}; while :; do sleep 0.1; done`,
  ];
}

/** `#{pane_pid}` of pane `id`. */
async function panePid(d: TestDaemon, id: string): Promise<number> {
  return Number(
    (await d.ok("display-message", "-p", "-t", id, "#{pane_pid}")).trim(),
  );
}

Deno.test("kill-session, and kill-pane of a session's last pane, end the session at once, as tmux's: out of ls, its name free, session-closed run, its client moved; no pane resized as the others go; the programs SIGKILLed after the grace, wait --exit gets the status", async () => {
  await using d = await TestDaemon.create();
  const hooks = `${d.dir}/hooks`;
  await d.ok("new", "-d", "-s", "stay", "--", "cat");
  await d.ok(
    "set-hook",
    "-g",
    "session-closed",
    `run-shell "echo #{hook_session_name} >> ${hooks}"`,
  );
  // Two panes: cat ends on its SIGHUP at once, the other outlives it 3 s
  // (its WINCH trap says whether it was given the window meanwhile).
  await made(d, ["new", "-d", "-s", "k"], ["cat"]);
  const right = await made(
    d,
    ["split-window", "-h", "-t", "k:0"],
    deaf("right", "trap 'echo winched' WINCH; "),
  );
  const last = await made(d, ["new", "-d", "-s", "p"], deaf("last"));
  await d.ok("wait", "-t", right, "--text", "right", "--timeout", "20");
  await d.ok("wait", "-t", last, "--text", "last", "--timeout", "20");
  const pipe = `${d.dir}/right.txt`;
  await d.ok("pipe-pane", "-t", right, `cat > ${pipe}`);
  const pids = [await panePid(d, right), await panePid(d, last)];
  // A client of p (k is left at its size: a client's would SIGWINCH it).
  await d.ok("set", "-t", "p", "detach-on-destroy", "off");
  await using t = await attachedTerminal(d, "p");
  await d.ok("kill-session", "-t", "k");
  await d.ok("kill-pane", "-t", last);
  // Gone at once (the old kill answered after the SIGKILL, 3 s on).
  assert.ok(pids.every(isAlive), "the deaf programs within their grace");
  assert.equal(await d.ok("ls", "-F", "#S"), "stay\n");
  const exit = d.cli("wait", "-t", right, "--exit", "--timeout", "20");
  await d.ok("new", "-d", "-s", "k", "--", "cat");
  await t.waitText(/^\[stay\] /m);
  await waitFor(
    async () =>
      (await Deno.readTextFile(hooks).catch(() => "")).split("\n").sort()
        .join(" ") === " k p",
    10_000,
    "session-closed of k and p",
  );
  assert.equal((await exit).stdout, "killed SIGKILL\n");
  const late = await d.cli("wait", "p", "--exit");
  assert.equal(late.stdout, "killed SIGKILL\n");
  assert.ok(!pids.some(isAlive), "SIGKILLed after the grace");
  // The window stayed whole while its panes ended (cat's first).
  assert.doesNotMatch(await Deno.readTextFile(pipe), /winched/);
});

Deno.test("kill-server tells every client at once and leaves no program behind: one that ignores SIGHUP is SIGKILLed after the grace, before the daemon exits", async () => {
  await using d = await TestDaemon.create();
  // The deaf program itself notes the client's end: it can only do so
  // within its grace (the test's own look could come later on a busy
  // machine). Killed right after the attach: the client, not yet waiting
  // as the script, still gets its `done` (it waited for the daemon to go).
  const [client, seen] = [`${d.dir}/client`, `${d.dir}/seen`];
  const id = await made(d, ["new", "-d", "-s", "ks"], [
    "sh",
    "-c",
    `trap '' HUP; echo ready; until read -r p < ${client}; do sleep 0.02; ` +
    `done 2>/dev/null; while read -r s < /proc/$p/stat; do s=\${s##*) }; ` +
    `case $s in Z*) break;; esac; sleep 0.02; done 2>/dev/null; ` +
    `echo told > ${seen}; while :; do sleep 0.1; done`,
  ]);
  await d.ok("wait", "-t", id, "--text", "ready", "--timeout", "20");
  const pid = await panePid(d, id);
  const daemon = await d.daemonPid();
  await using t = await attachedTerminal(d, "ks");
  await Deno.writeTextFile(client, `${t.pid}\n`);
  await d.ok("kill-server");
  await t.waitExit();
  assert.match(t.text(), /server exited/);
  // Told at once (it was told once the SIGKILL had ended the program).
  await waitFor(
    async () => (await Deno.readTextFile(seen).catch(() => "")) === "told\n",
    10_000,
    "the deaf program seeing the client's end within its grace",
  );
  await waitFor(() => Promise.resolve(!isAlive(daemon)), 15_000, "the exit");
  assert.ok(!isAlive(pid), "SIGKILLed before the daemon exited");
});

Deno.test("a killed pane with no pipe-pane has its terminal closed at once, as tmux's: a program that floods gets EIO, not read unseen for its grace", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "fl", "--", "cat");
  const [ready, file] = [`${d.dir}/ready`, `${d.dir}/eio`];
  const id = await made(d, ["split-window", "-d", "-t", "fl:0"], [
    "sh",
    "-c",
    `trap '' HUP; : > ${ready}; while echo flood; do :; done; echo eio > ${file}`,
  ]);
  await waitFor(
    () => Deno.stat(ready).then(() => true, () => false),
    10_000,
    "the flood",
  );
  await d.ok("kill-pane", "-t", id);
  // Its writes fail at once; read on, they went on until its SIGKILL.
  await waitFor(
    async () => (await Deno.readTextFile(file).catch(() => "")) === "eio\n",
    10_000,
    "its write's EIO",
  );
});

Deno.test("events on a killed pane ends with its program's exit, as the pane goes from tmux's control clients", async () => {
  await using d = await TestDaemon.create();
  await using berth = await connect({ socket: d.socket });
  await made(d, ["new", "-d", "-s", "pe"], ["cat"]);
  const id = await made(d, ["split-window", "-d", "-t", "pe:0"], ["cat"]);
  const seen: BerthEvent[] = [];
  const following = (async () => {
    for await (const ev of berth.session(id).events()) seen.push(ev);
  })();
  // Following once the pane is heard.
  await d.ok("send-keys", "-t", id, "hi", "Enter");
  await waitFor(
    () => Promise.resolve(seen.some((e) => e.type === "output")),
    10_000,
    "the pane's output in its stream",
  );
  await d.ok("kill-pane", "-t", id);
  await within(following, 10_000, "the killed pane's stream to end");
  assert.equal(seen.at(-1)?.type, "exit");
});

Deno.test("a daemon whose last session is killed stays till its programs have ended, and its linger after: a wait --exit typed once a SIGHUP-deaf program is SIGKILLed gets its status", async () => {
  await using d = await TestDaemon.create();
  const id = await made(d, ["new", "-d", "-s", "k"], deaf("ready"));
  await d.ok("wait", "-t", id, "--text", "ready", "--timeout", "20");
  const pid = await panePid(d, id);
  await d.ok("kill", "-t", "k");
  // SIGKILLed 3 s on: the daemon, with no session left, had closed its
  // socket 2 s after the kill, and the status was nobody's to ask.
  await waitFor(() => Promise.resolve(!isAlive(pid)), 15_000, "its SIGKILL");
  const r = await d.cli("wait", "k", "--exit");
  assert.equal(r.stdout, "killed SIGKILL\n", r.stderr);
});
