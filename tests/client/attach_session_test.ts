import assert from "node:assert/strict";
import {
  type AttachOptions,
  type AttachResult,
  attachSession,
} from "../../client/attach/mod.ts";
import { Connection } from "../../client/connection.ts";
import type {
  ClientMsg,
  EndMsg,
  InputMsg,
  UpdateMsg,
} from "../../protocol/messages.ts";
import { REPLY_WAIT_MS } from "../../client/attach/colour_replies.ts";
import { FakeDaemon, type FakeDaemonOptions } from "./_fake_daemon.ts";
import { FakeTerminal } from "./_fake_terminal.ts";
import {
  newTerm,
  screenText,
  type Term,
  terminalModes,
  UpdateSource,
  write,
} from "./_xterm_oracle.ts";

const decoder = new TextDecoder();

/** A fake daemon, a fake terminal and a running `attachSession`. */
interface Rig {
  daemon: FakeDaemon;
  term: FakeTerminal;
  session: Term;
  source: UpdateSource;
  result: Promise<AttachResult>;
  /** Feeds the session VT input and sends one frame; waits for its ack. */
  show(input: string): Promise<UpdateMsg>;
}

async function withAttach(
  opts: Partial<AttachOptions> & { daemon?: FakeDaemonOptions },
  fn: (rig: Rig) => Promise<void>,
): Promise<void> {
  const daemon = await FakeDaemon.start(opts.daemon);
  const term = new FakeTerminal(40, 10);
  const session = newTerm(40, 10);
  const source = new UpdateSource(session);
  try {
    const conn = await Connection.open(daemon.path, "attach");
    const result = attachSession(conn, {
      name: opts.name ?? "work",
      readOnly: opts.readOnly ?? false,
      prefix: opts.prefix ?? 0x02,
      ...(opts.runCommand ? { runCommand: opts.runCommand } : {}),
      askColours: opts.askColours ?? false,
    }, { terminal: term });
    const show = async (input: string) => {
      await write(session, input);
      const frame = source.next();
      const from = daemon.received.length;
      await daemon.send(frame);
      await daemon.waitFor(
        (m) => m.t === "ack" && m.seq === frame.seq,
        `ack ${frame.seq}`,
        from,
      );
      return frame;
    };
    await fn({ daemon, term, session, source, result, show });
    await result;
  } finally {
    session.dispose();
    term.dispose();
    await daemon.close();
  }
}

function inputs(msgs: ClientMsg[]): string {
  return msgs.filter((m): m is InputMsg => m.t === "input")
    .map((m) => decoder.decode(m.data)).join("");
}

Deno.test("attachSession() draws frames, forwards keys and detaches", async () => {
  await withAttach({}, async ({ daemon, term, result, show }) => {
    await daemon.attached();
    assert.deepEqual(daemon.attachRequest, {
      t: "req",
      id: daemon.attachRequest!.id,
      op: "attach",
      name: "work",
      readOnly: false,
      cols: 40,
      rows: 10,
    });
    await show("$ echo hi\r\nhi\r\n$ \x1b[?2004h\x1b]2;shell\x07");
    assert.equal(screenText(term.screen)[1], "hi");
    assert.equal(terminalModes(term.screen).bracketedPaste, true);
    term.type("ls\r\x03");
    term.type("\x02\x02");
    await daemon.waitFor((m) => m.t === "input" && m.data.includes(0x02));
    term.type("x\x02");
    term.type("dignored");
    const r = await result;
    assert.deepEqual(r, {
      exitCode: 0,
      message: "[detached from session work]",
    });
    assert.equal(inputs(daemon.received), "ls\r\x03\x02x");
    assert.ok(daemon.received.some((m) => m.t === "detach"));
    // The terminal is back: raw off, main screen, modes off, one line.
    assert.deepEqual(term.rawCalls, [true, false]);
    assert.equal(term.screen.buffer.active.type, "normal");
    assert.equal(terminalModes(term.screen).bracketedPaste, false);
    assert.equal(term.reading, false);
    assert.deepEqual(term.lines, ["[detached from session work]"]);
  });
});

const ENDINGS: [Omit<EndMsg, "t" | "name">, number, string][] = [
  [
    { reason: "exited", status: { code: 0, signal: null } },
    0,
    "[session work exited with status 0]",
  ],
  [
    { reason: "exited", status: { code: 3, signal: null } },
    3,
    "[session work exited with status 3]",
  ],
  [
    { reason: "exited", status: { code: null, signal: "SIGTERM" } },
    143,
    "[session work killed by SIGTERM]",
  ],
  [
    { reason: "killed", status: { code: null, signal: "SIGHUP" } },
    129,
    "[session work killed by SIGHUP]",
  ],
  [{ reason: "killed" }, 1, "[session work was killed]"],
  [{ reason: "server-exit" }, 1, "[daemon gone: server exited]"],
  [{ reason: "detached" }, 0, "[detached from session work]"],
];

Deno.test("attachSession() turns the session's end into an exit code", async () => {
  for (const [end, code, line] of ENDINGS) {
    await withAttach({}, async ({ daemon, term, result, show }) => {
      await daemon.attached();
      await show("working...");
      await daemon.send({ t: "end", name: "work", ...end });
      assert.deepEqual(await result, { exitCode: code, message: line });
      assert.deepEqual(term.lines, [line]);
      assert.deepEqual(term.rawCalls, [true, false]);
      assert.equal(term.screen.buffer.active.type, "normal");
    });
  }
});

Deno.test("attachSession() says so when the daemon goes away", async () => {
  await withAttach({}, async ({ daemon, term, result, show }) => {
    await daemon.attached();
    await show("\x1b[?1000h\x1b[?1006hmouse on");
    daemon.dropClient();
    assert.deepEqual(await result, {
      exitCode: 1,
      message: "[daemon gone: lost connection]",
    });
    assert.equal(terminalModes(term.screen).mouseTracking, "none");
    assert.deepEqual(term.rawCalls, [true, false]);
  });
  await withAttach({}, async ({ daemon, result }) => {
    await daemon.attached();
    await daemon.send({ t: "fatal", code: "protocol", message: "Bad frame" });
    assert.deepEqual(await result, {
      exitCode: 1,
      message: "[daemon gone: Bad frame]",
    });
  });
});

Deno.test("attachSession() leaves the terminal alone when refused", async () => {
  const refuse = { code: "not-found" as const, message: "No session named x" };
  await withAttach({ daemon: { refuse } }, async ({ term, result }) => {
    const message = `berth: ${refuse.message}`;
    assert.deepEqual(await result, { exitCode: 1, message, refusal: refuse });
    assert.deepEqual(term.rawCalls, []);
    assert.equal(term.writes.length, 0);
    assert.deepEqual(term.lines, [message]);
  });
});

Deno.test("attachSession() read-only sends no input and no resize", async () => {
  await withAttach(
    { readOnly: true },
    async ({ daemon, term, result, show }) => {
      await daemon.attached();
      assert.equal(
        (daemon.attachRequest as { readOnly?: boolean }).readOnly,
        true,
      );
      await show("\x1b[?1000h\x1b[?2004h\x1b]2;seen\x07watching");
      // Input modes stay off: mouse tracking would only block selection.
      assert.equal(terminalModes(term.screen).mouseTracking, "none");
      assert.equal(terminalModes(term.screen).bracketedPaste, false);
      assert.equal(screenText(term.screen)[0], "watching");
      term.type("rm -rf /\r\x02\x02");
      const redrawn = term.nextWrite();
      term.resize(30, 8);
      await redrawn;
      term.type("\x02d");
      assert.equal((await result).exitCode, 0);
      assert.equal(
        daemon.received.filter((m) => m.t === "input" || m.t === "resize")
          .length,
        0,
      );
    },
  );
});

Deno.test("attachSession() sends resizes and redraws for the new size", async () => {
  await withAttach({}, async ({ daemon, term, result, show }) => {
    await daemon.attached();
    await show("top line\r\n".repeat(9) + "bottom");
    term.resize(20, 5);
    await daemon.waitFor((m) => m.t === "resize", "resize");
    assert.deepEqual(
      daemon.received.find((m) => m.t === "resize"),
      { t: "resize", cols: 20, rows: 5 },
    );
    // Until the session follows, the outer terminal shows the part that
    // holds the cursor, its edges with more beyond marked by a faint fill.
    const rows = screenText(term.screen);
    assert.equal(rows.length, 5);
    assert.match(rows[4], /^bottom +\.$/);
    assert.match(rows[1], /^top line +\.$/);
    assert.equal(rows[0], ".".repeat(20));
    term.type("\x02d");
    await result;
  });
});

Deno.test("attachSession() detaches on SIGTERM and on hang-up", async () => {
  await withAttach({}, async ({ daemon, term, result }) => {
    await term.started();
    term.signal("SIGTERM");
    assert.deepEqual(await result, {
      exitCode: 143,
      message: "[detached from session work: got SIGTERM]",
    });
    // The detach is on its way when the client returns: give the daemon
    // side a moment to read it on a busy machine.
    const detached = () => daemon.received.some((m) => m.t === "detach");
    for (let i = 0; i < 400 && !detached(); i++) {
      await new Promise((r) => setTimeout(r, 25));
    }
    assert.ok(detached());
  });
  await withAttach({}, async ({ term, result }) => {
    await term.started();
    term.hangUp();
    assert.equal((await result).exitCode, 0);
  });
});

Deno.test("attachSession() forwards keys while a frame is being written", async () => {
  await withAttach({}, async ({ daemon, term, session, source, result }) => {
    await daemon.attached();
    await term.started();
    const release = term.holdWrites();
    await write(session, "flooding...");
    const stuck = term.nextWriteAttempt();
    await daemon.send(source.next());
    await stuck; // the client is now waiting on the terminal
    term.type("\x03");
    await daemon.waitFor((m) => m.t === "input", "Ctrl-C");
    assert.ok(
      !daemon.received.some((m) => m.t === "ack"),
      "frame not drawn yet",
    );
    release();
    await daemon.waitFor((m) => m.t === "ack", "ack");
    term.type("\x02d");
    assert.equal((await result).exitCode, 0);
  });
});

Deno.test("attachSession() display-panes: a key that names no pane ends it and goes on as typed (tmux)", async () => {
  await withAttach({}, async ({ daemon, term, result, show }) => {
    await daemon.attached();
    await show("$ \r\n");
    term.type("\x02q");
    await daemon.waitFor(
      (m) => m.t === "req" && m.op === "list-panes",
      "display-panes' list-panes",
    );
    const from = daemon.received.length;
    term.type("Xy");
    await daemon.waitFor(
      (m) => m.t === "input" && inputs(daemon.received.slice(from)) === "Xy",
      "the keys, typed on",
      from,
    );
    term.type("\x02d");
    assert.equal((await result).message, "[detached from session work]");
  });
});

Deno.test("attachSession() after a switched push: the next frame replaces the screen and the chooser, and the client goes by the new session's name", async () => {
  await withAttach(
    {},
    async ({ daemon, term, session, source, result, show }) => {
      await daemon.attached();
      await show("$ in work\r\n");
      term.type("\x02s"); // the chooser: its ls goes unanswered here
      await daemon.waitFor(
        (m) => m.t === "req" && m.op === "ls",
        "the chooser's ls",
      );
      // The daemon moved this client: it says so, then sends a full frame.
      await daemon.send({ t: "switched", name: "other" });
      await write(session, "\x1b[2J\x1b[H$ in other\r\n");
      const frame = source.next(true);
      const from = daemon.received.length;
      await daemon.send({ ...frame, full: true });
      await daemon.waitFor(
        (m) => m.t === "ack" && m.seq === frame.seq,
        "ack",
        from,
      );
      assert.equal(screenText(term.screen)[0], "$ in other");
      // Keys go to the session again, not to a chooser.
      term.type("x");
      await daemon.waitFor((m) => m.t === "input", "input", from);
      term.type("\x02d");
      assert.equal((await result).message, "[detached from session other]");
    },
  );
});

Deno.test("attachSession(): a repeating key typed while a slow command runs repeats (-H)", async () => {
  const ran: string[] = [];
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  // Each command takes longer than tmux's repeat-time, as one run on HOST
  // over ssh does.
  const runCommand = async (line: string) => {
    ran.push(line);
    await sleep(700);
    return { error: null, output: "" };
  };
  await withAttach({ runCommand }, async ({ daemon, term, show }) => {
    await daemon.attached();
    await show("$ ");
    term.type("\x02\x1b[D"); // prefix Left
    await sleep(100);
    term.type("\x1b[C"); // Right, while Left's command runs
    await sleep(1000);
    assert.deepEqual(ran, ["select-pane -L", "select-pane -R"]);
    await sleep(1000); // Right's command is done, and its time is over
    // Past the time: the pane's key again.
    const from = daemon.received.length;
    term.type("\x1b[C");
    await daemon.waitFor((m) => m.t === "input" && m.data.length > 0, "", from);
    assert.equal(inputs(daemon.received), "\x1b[C");
    term.type("\x02d");
  });
});

Deno.test("attachSession() asks the terminal for its colours and sends the answers to the daemon, not to the session", async () => {
  await withAttach({ askColours: true }, async ({ daemon, term, result }) => {
    await daemon.attached();
    await term.started();
    const written = term.writes.map((w) => decoder.decode(w)).join("");
    assert.ok(written.includes("\x1b]10;?\x1b\\\x1b]11;?\x1b\\"));
    // Answers between keys, one cut by a read's end, BEL or ST ended.
    term.type("a\x1b]10;rgb:2020/2020/20");
    term.type("20\x1b\\b");
    await daemon.waitFor((m) => m.t === "colours", "colours");
    term.type("\x1b]11;rgb:f0f0/f0f0/e0e0\x07c");
    await daemon.waitFor(
      (m) => m.t === "colours" && m.bg >= 0,
      "colours with bg",
    );
    // Both are in: what looks like an answer now is typed.
    term.type("\x1b]11;x\x07");
    await daemon.waitFor(
      (m) => m.t === "input" && decoder.decode(m.data).includes("11;x"),
      "typed",
    );
    term.type("\x02d");
    await result;
    const colours = daemon.received.filter((m) => m.t === "colours");
    assert.deepEqual(colours, [
      { t: "colours", fg: 0x202020, bg: -1 },
      { t: "colours", fg: 0x202020, bg: 0xf0f0e0 },
    ]);
    assert.equal(inputs(daemon.received), "abc\x1b]11;x\x07");
  });
});

Deno.test("attachSession() asks nothing when told not to, and a terminal that never answers holds no key", async () => {
  await withAttach({}, async ({ daemon, term, result }) => {
    await daemon.attached();
    await term.started();
    const written = term.writes.map((w) => decoder.decode(w)).join("");
    assert.ok(!written.includes("\x1b]10;?"));
    term.type("\x1b]10;rgb:1/2/3\x07");
    // Sent as keys (the filter may hold an escape's start for its rest a
    // moment): a prefix d read in that moment detached first (CI, 2 of 3
    // full runs on a quiet machine).
    await daemon.waitFor((m) => m.t === "input", "keys");
    term.type("\x02d");
    await result;
    assert.equal(inputs(daemon.received), "\x1b]10;rgb:1/2/3\x07");
  });
  await withAttach({ askColours: true }, async ({ daemon, term, result }) => {
    await daemon.attached();
    await term.started();
    term.type("\x1b]");
    term.type("q");
    await daemon.waitFor((m) => m.t === "input", "keys");
    term.type("\x02d");
    await result;
    assert.equal(inputs(daemon.received), "\x1b]q");
    assert.ok(!daemon.received.some((m) => m.t === "colours"));
  });
});

Deno.test("attachSession(): a terminal's colours that come after the wait for them go to the daemon, not into the session", async () => {
  await withAttach({ askColours: true }, async ({ daemon, term, result }) => {
    await daemon.attached();
    await term.started();
    await new Promise((ok) => setTimeout(ok, REPLY_WAIT_MS + 200));
    term.type("a\x1b]11;rgb:f0f0/f0f0/e0e0\x1b\\b");
    await daemon.waitFor((m) => m.t === "input", "keys");
    term.type("\x02d");
    await result;
    assert.equal(inputs(daemon.received), "ab");
    const colours = daemon.received.filter((m) => m.t === "colours");
    assert.deepEqual(colours, [{ t: "colours", fg: -1, bg: 0xf0f0e0 }]);
  });
});

Deno.test("attachSession(): prefix d behind a page's paste held for copy mode's first answer detaches though the answer never comes", async () => {
  await withAttach({}, async ({ daemon, term, result, show }) => {
    await daemon.attached();
    await show("$ ");
    // Copy mode asks for history, which this daemon never answers: keys
    // wait for it, a paste behind them waits behind them.
    term.type("\x02[");
    await daemon.waitFor((m) => m.t === "req" && m.op === "history");
    term.paste("pasted\n");
    term.type("\x02d");
    const deadline = new Promise<"stalled">((ok) => {
      const t = setTimeout(() => ok("stalled"), 10_000);
      result.finally(() => clearTimeout(t));
    });
    assert.deepEqual(await Promise.race([result, deadline]), {
      exitCode: 0,
      message: "[detached from session work]",
    });
    assert.equal(inputs(daemon.received), "");
  });
});

Deno.test("attachSession(): keys typed while C-b :'s prompt waits for the daemon's history go to the prompt, not to the pane", async () => {
  let answer: (() => void) | undefined;
  await withAttach({
    daemon: {
      // The history's answer comes when the test says.
      answer: (req) =>
        req.op === "prompt-history"
          ? new Promise((ok) =>
            answer = () => ok({ data: { history: { command: ["old"] } } })
          )
          : undefined,
    },
  }, async ({ daemon, term, show }) => {
    await daemon.attached();
    await show("$ ");
    term.type("\x02:");
    await daemon.waitFor(
      (m) => m.t === "req" && m.op === "prompt-history",
      "the prompt's history asked",
    );
    term.type("abc"); // Read before the prompt could open.
    answer!();
    const deadline = Date.now() + 10_000;
    while (!screenText(term.screen).some((l) => l.startsWith(":abc"))) {
      assert.ok(
        Date.now() < deadline,
        `the prompt took the keys: ${screenText(term.screen).join("|")}`,
      );
      await new Promise((r) => setTimeout(r, 10));
    }
    assert.equal(inputs(daemon.received), "", "nothing reached the pane");
    term.type("\x1b"); // Escape closes it.
    term.type("\x02d");
  });
});
