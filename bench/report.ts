/**
 * The markdown report of a run: the machine, the goals met or not, then one
 * table per section with the figures, their noise and their ratios.
 *
 * @module
 */

import { fig, num, table, times } from "./format.ts";
import { judgeGoals } from "./goals.ts";
import { formatParseTable } from "./parse.ts";
import type { KeyEchoRow, Terminal } from "./key_echo.ts";
import {
  type Failure,
  hasRows,
  type Outcome,
  type Results,
} from "./results.ts";
import { ratio } from "./stats.ts";

const MB = 1e6;

/** The whole report. */
export function renderReport(r: Results): string {
  const parts = [
    "# berth benchmarks",
    header(r),
    "## Goals",
    goalsTable(r),
    section("1. Parse throughput (MB/s)", r.parse, () => parseSection(r)),
    section("2. End-to-end `cat` throughput", r.e2e, () => e2eSection(r)),
    section("3. Flood while attached", r.flood, () => floodSection(r)),
    section("4. Key to echo latency", r.keys, () => keysSection(r)),
    section("5. Request/response frames", r.rr, () => rrSection(r)),
    section("6. Memory", r.memory, () => memorySection(r)),
    section("7. Many sessions", r.many, () => manySection(r)),
    section("8. In the browser (berth serve)", r.web, () => webSection(r)),
    section("9. Commands and attach", r.cli, () => cliSection(r)),
    section("10. Over SSH", r.remote, () => remoteSection(r)),
    section("11. Live upgrade", r.upgrade, () => upgradeSection(r)),
    section("12. Panes", r.panes, () => panesSection(r)),
  ];
  return parts.filter((p) => p !== "").join("\n\n") + "\n";
}

function header(r: Results): string {
  const m = r.machine;
  const p = r.profile;
  const mode = p.name === "full"
    ? ""
    : ` **${p.name} mode: small sizes and few runs; the figures only show that the bench works.**`;
  return [
    `Run ${r.started}, ${
      num(r.seconds)
    } s, profile ${p.name}: ${p.runs} timed run(s) per figure after ${p.warmups} warm-up(s), interleaved; each figure is the median with the min-max of the runs.${mode}`,
    "",
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.kernel}; load average ${
      num(m.load, 2)
    } before the run (other work on the machine shows as noise in the min-max). berth ${m.berth}, Deno ${m.deno} (V8 ${m.v8}), ${m.tmux}, @xterm/headless ${m.xterm}, ${m.gcc}.`,
    "",
    "MB = 10^6 bytes; MiB = 2^20 bytes.",
  ].join("\n");
}

function goalsTable(r: Results): string {
  return table(
    ["figure", "goal", "measured", "verdict"],
    judgeGoals(r).map((g) => [g.figure, g.goal, g.measured, g.verdict]),
    ["---", "---", "---", "---"],
  );
}

function section<T>(title: string, o: Outcome<T>, body: () => string) {
  if (o === undefined) return "";
  if (!hasRows(o)) return `## ${title}\n\nFailed: ${(o as Failure).failed}`;
  return `## ${title}\n\n${body()}`;
}

function parseSection(r: Results): string {
  if (!hasRows(r.parse)) return "";
  return `${formatParseTable(r.parse)}

In-process, 80x24, 10,000 lines of scrollback, 64 KiB writes (see bench/parse.ts).`;
}

function e2eSection(r: Results): string {
  if (!hasRows(r.e2e)) return "";
  const rows = r.e2e.map((row) => [
    row.corpus,
    row.unit === "ms" ? "ms" : `MB/s, ${num(row.bytes / (1 << 20))} MiB`,
    fig(row.berth),
    fig(row.tmux),
    fig(row.ceiling),
    times(
      row.unit === "ms"
        ? ratio(row.tmux, row.berth)
        : ratio(row.berth, row.tmux),
    ),
    row.unit === "ms" ? "" : times(ratio(row.berth, row.ceiling)),
  ]);
  return `${
    table(
      [
        "corpus",
        "unit",
        "berth",
        "tmux",
        "bare-pty ceiling",
        "berth/tmux",
        "berth/ceiling",
      ],
      rows,
    )
  }

From the request that creates a detached 80x24 session running \`cat FILE\` until the child has exited and every byte is parsed (berth: \`wait --exit\` on a kept session; tmux: its \`pane-died\` hook signalling \`wait-for\`). The ceiling drains a bare pty in C with no parsing. The empty row times \`cat /dev/null\`: the fixed cost of a session, inside every other row (its ratio is tmux time / berth time).${
    nudges(r, "e2e")
  }`;
}

/**
 * The note on SIGCHLDs sent to tmux during section `name`: a nudge can only
 * make tmux's figures better.
 */
function nudges(r: Results, name: string): string {
  const n = r.tmuxNudges[name] ?? 0;
  if (n === 0) return "";
  return `\n\nThe bench sent the tmux server ${n} SIGCHLD(s) in this section: a pane's child stayed unreaped for 10 ms (tmux 3.3a sometimes misses the signal for good, tmux issues #311 and #2679; under load it may just be late). A nudge can only shorten tmux's times.`;
}

function floodSection(r: Results): string {
  if (!hasRows(r.flood)) return "";
  const rows = r.flood.map((row) => [
    row.mux,
    fig(row.updatesPerSecond),
    fig(row.p50Ms),
    fig(row.p99Ms),
    fig(row.peakRssBytes, 1 / MB, 0),
    fig(row.mbPerSecond),
  ]);
  return `${
    table(
      [
        "",
        "screen updates/s",
        "output to screen p50 ms",
        "p99 ms",
        "peak RSS MB",
        "MB/s",
      ],
      rows,
    )
  }

An attach client in a pty the bench owns (the user's terminal, drawn by @xterm/headless) while the session writes ${
    num(r.profile.floodBytes / (1 << 20))
  } MiB of ascii-lines with a timestamped marker line every 512 bytes. Updates: times the newest marker on the user's screen changed, per second of flood. Latency: from each marker's write to the first screen showing it or a later one. RSS: the daemon or server process.${
    nudges(r, "flood")
  }`;
}

function keysSection(r: Results): string {
  if (!hasRows(r.keys)) return "";
  const keys = r.keys;
  const tmuxOf = (row: KeyEchoRow) =>
    keys.find((x) =>
      x.terminal === row.terminal &&
      x.target === row.target.replace(/^[^:]+/, "tmux")
    );
  const rows = (terminal: Terminal, split: boolean) =>
    keys.filter((row) =>
      row.terminal === terminal && row.target.includes(":") === split
    ).map((row) => {
      const tmux = tmuxOf(row);
      return [
        row.target,
        fig(row.p50),
        fig(row.p90),
        fig(row.p99),
        row.target.startsWith("tmux") || !tmux
          ? ""
          : times(ratio(row.p50, tmux.p50)),
      ];
    });
  const header = ["ms", "p50", "p90", "p99", "p50 / tmux's"];
  return `${table(header, rows("C", false))}

${r.profile.keys} keys per run, 2-6 ms apart, typed into \`stty raw -echo; cat\` through an attach client in the user's terminal (bare pty: the command runs in the terminal's pty directly); each run's percentiles, median over runs. The user's terminal is a C program (\`bench/native/keyecho.c\`): the clock read right before a key's write to the pty master, and right after the read that holds its echo, with nothing else between them.

Where the time goes: the same typed into a C echo that stamps each key as it reads it. The way in is the user's terminal to the program (attach client, socket, server, pty); the way out is the program to the user's terminal (pty, server, socket, attach client).

${table(header, rows("C", true))}

The same keys typed by the bench's terminal in Deno (the one the other sections type through): the key written from the main thread, its echo read and stamped by a reader Worker, matched on the main thread. What it adds to a key (GC, timers, the hand-off between threads) shows in its bare pty's row.

${table(header, rows("Deno", false))}`;
}

function webSection(r: Results): string {
  if (!hasRows(r.web)) return "";
  const w = r.web[0];
  return `${
    table(["ms", "p50", "p99"], [
      ["key to echo in the page", fig(w.keyP50), fig(w.keyP99)],
      ["of which until the echo reached the page", fig(w.arrivalP50), ""],
      ["floor: bare WebSocket echo, same browser", fig(w.wsEchoP50), ""],
    ])
  }

${
    table(["ms", "median (min-max)"], [
      [
        `page shows a session with ${num(w.historyLines)} lines of history`,
        fig(w.showMs),
      ],
      ["History, then g: its oldest line shown", fig(w.historyTopMs)],
    ])
  }

A real \`berth serve\` on 127.0.0.1 and Debian's Chromium (headless, playwright-core). Key to echo: ${w.keys} keys per run typed by playwright (trusted key events) into \`stty raw -echo; cat\`, timed in the page from the \`keydown\` event to xterm.js having written the echoed cell (xterm.js writes the bytes that follow typing at once, so nearly all of it is the way through the browser's WebSocket, \`berth serve\`, the daemon and back); each run's percentiles, median over runs. The floor types the same keys into a page whose WebSocket goes to a bare echo server (Deno.serve in the bench process, no berth): what the browser's input and WebSocket path costs on this machine, which no server can beat. Showing: from navigation start of a fresh page (logged in) to the session's last line on screen; polled each animation frame (up to 16.7 ms late).`;
}

function remoteSection(r: Results): string {
  if (!hasRows(r.remote)) return "";
  const rows = r.remote.map((row) => [row.target, fig(row.p50), fig(row.p99)]);
  return `${table(["ms", "p50", "p99"], rows)}

Loopback through one sshd; ${r.profile.keys} keys per run into \`stty raw -echo; cat\`, as in section 4; mosh with \`--predict=never\` (its round trip, not its local guess). Resume: \`kill -9\` of berth's ssh, then one key typed at once; the time until its echo (the client notices, starts a new ssh, resumes with the diff and delivers the kept key), one key per run, median (min-max) over runs.`;
}

function rrSection(r: Results): string {
  if (!hasRows(r.rr)) return "";
  const rows = r.rr.map((row) => [
    `${row.cols}x${row.rows}`,
    fig(row.berth),
    fig(row.tmux),
    times(ratio(row.berth, row.tmux)),
  ]);
  return `${table(["frames/s", "berth", "tmux", "berth/tmux"], rows)}

A program in a detached session writes a full coloured frame (every cell; 256-colour SGR every 8 cells), then CSI 6n, and waits for the reply, for ${r.profile.rrSeconds} s per run.${
    nudges(r, "rr")
  }`;
}

function memorySection(r: Results): string {
  if (!hasRows(r.memory)) return "";
  const n = r.profile.sessions;
  const mb = (f: Parameters<typeof fig>[0], d = 1) => fig(f, 1 / MB, d);
  const rows = r.memory.map((row) => [
    row.mux,
    mb(row.idleEmpty),
    mb(row.idlePrivate),
    mb(row.idleOne),
    mb(row.idleMany),
    mb(row.perSession, 2),
    mb(row.floodIdle),
    mb(row.floodPeak),
  ]);
  return `${
    table(
      [
        "RSS MB",
        "idle, no session",
        "of it private",
        "idle, 1 session",
        `idle, ${n} sessions`,
        "per idle session",
        "flood: idle before",
        `flood: peak (${num(r.profile.memoryFloodBytes / (1 << 20))} MiB)`,
      ],
      rows,
    )
  }

Resident memory (VmRSS) of the berth daemon (its workers are threads of it) and the tmux server, each fresh per run; private: the process's own pages (RssAnon + RssShmem), without the pages of the files it maps (for berth mostly the \`deno\` binary's, shared with every Deno process). Idle sessions run /bin/sh; sizes are read once they settle. Per idle session: (${n} sessions - 1 session) / ${
    n - 1
  }. The flood runs on another fresh server whose one session waits for a key, then \`cat\`s the corpus; peak: a 10 ms sampler and VmHWM.${
    nudges(r, "memory")
  }`;
}

function manySection(r: Results): string {
  if (!hasRows(r.many)) return "";
  const rows = r.many.map((row) => [
    row.mux,
    fig(row.mbPerSecond),
    fig(row.keys, 1, 0),
    fig(row.p50Ms),
    fig(row.p90Ms),
    fig(row.p99Ms),
  ]);
  return `${
    table(
      ["", "total MB/s", "keys timed", "key p50 ms", "p90 ms", "p99 ms"],
      rows,
    )
  }

${r.profile.sessions} detached sessions each \`cat\` ${
    num(r.profile.manyBytes / (1 << 20), 2)
  } MiB of ascii-lines, all started by one key at once; total MB/s to the last exit. Meanwhile a further session echoes keys through an attach client; only keys typed while all ${r.profile.sessions} flood are timed.${
    nudges(r, "many")
  }`;
}

function upgradeSection(r: Results): string {
  if (!hasRows(r.upgrade)) return "";
  const rows = r.upgrade.map((row) => [
    String(row.sessions),
    fig(row.ms),
    fig(row.commandMs),
  ]);
  return `${
    table(["sessions", "to first frame (ms)", "to command exit (ms)"], rows)
  }

\`berth upgrade\` spawned (a fresh \`deno run\`, as users run it) until an attach client of the old daemon, reconnecting every 2 ms with its resume token, gets its first frame from the new one; each session a shell printing a line every 100 ms. tmux has no counterpart (its sessions end with its server).`;
}

function panesSection(r: Results): string {
  if (!hasRows(r.panes)) return "";
  const mb = (f: Parameters<typeof fig>[0], d = 1) => fig(f, 1 / MB, d);
  const memory = r.panes.map((row) => [
    row.mux,
    mb(row.onePane),
    mb(row.fourPanes),
    mb(row.sixteenPanes),
    mb(row.perPane, 2),
  ]);
  const keys = r.panes.map((row) => [
    row.mux,
    fig(row.keys, 1, 0),
    fig(row.p50Ms),
    fig(row.p99Ms),
  ]);
  return `${
    table(
      ["RSS MB", "1 pane", "4 panes", "16 panes", "per extra idle pane"],
      memory,
    )
  }

One session of a 160x48 window on a fresh server per run, its panes running /bin/sh in the tiled layout; sizes once settled. Per extra pane: (16 panes - 1 pane) / 15.

${table(["", "keys timed", "key p50 ms", "p99 ms"], keys)}

Key to echo in a quiet pane (\`stty raw -echo; cat\`, active, attached in the bench's pty) while the pane beside it \`cat\`s ${
    num(r.profile.floodBytes / (1 << 20))
  } MiB of ascii-lines; only keys typed while that \`cat\` runs are timed.${
    nudges(r, "panes")
  }`;
}

function cliSection(r: Results): string {
  if (!hasRows(r.cli)) return "";
  const version = r.cli.find((x) => x.figure === "--version");
  const rows = r.cli.map((row) => {
    const scale = row.unit === "MB" ? 1 / MB : 1;
    return [
      row.figure,
      row.unit,
      fig(row.berth, scale),
      fig(row.tmux, scale),
      times(ratio(row.berth, row.tmux)),
      row.unit === "ms" && version
        ? times(ratio(row.berth, version.berth))
        : "",
    ];
  });
  return `${
    table(
      ["", "unit", "berth", "tmux", "berth/tmux", "berth/--version"],
      rows,
    )
  }

Each command is a fresh process (berth: \`deno run\` of main.ts as \`deno task start\` and the command \`deno task install\` writes run it: no config file, \`client/start.env\`, which turns Deno's update check off, and V8's \`--no-lazy\`; it runs the command's bundle, built before timing; tmux: its client), timed from spawn to exit ${r.profile.cliRepeats} times per run (median kept), on a server with two idle sessions. \`send\` types one character into \`cat >/dev/null\`; \`new -d\` starts /bin/sh (killed after, untimed). Attach: from spawning the client in an 80x24 pty the bench owns until the session's last row reaches it; with no server running: \`new -s NAME -- PROGRAM\` (tmux \`new-session\`), a user's first command, on a socket where no server runs yet, timed the same way (the server it starts is killed after, untimed); RSS: the attach client's, once settled; private: its own pages (RssAnon + RssShmem), without those of the files it maps (the \`deno\` binary's, shared with every Deno process). The floor under both: a program that only waits (berth: \`deno run\` of a script that sets a timer; tmux: \`sleep\`, a C program).${
    nudges(r, "cli")
  }`;
}
