import assert from "node:assert/strict";
import { type AttachResult, attachSession } from "../../client/attach/mod.ts";
import { Connection } from "../../client/connection.ts";
import type { ClientMsg, InputMsg } from "../../protocol/messages.ts";
import { FakeDaemon } from "./_fake_daemon.ts";
import { FakeTerminal } from "./_fake_terminal.ts";
import { HistorySession } from "./_history_session.ts";
import { screenText } from "./_xterm_oracle.ts";

const decoder = new TextDecoder();
const INDICATOR = /\[(\d+)\/(\d+)\]$/;

/** A session with history behind a fake daemon, and an attached client. */
interface Rig {
  daemon: FakeDaemon;
  term: FakeTerminal;
  session: HistorySession;
  result: Promise<AttachResult>;
  /** Sends the session's screen as a frame; waits for its ack. */
  show(): Promise<void>;
  /** Waits until the outer screen satisfies `pred`. */
  until(pred: (lines: string[]) => boolean, what: string): Promise<void>;
}

async function withScroll(
  readOnly: boolean,
  fn: (rig: Rig) => Promise<void>,
): Promise<void> {
  const session = new HistorySession(40, 10);
  session.lines("line ", 1, 100);
  const daemon = await FakeDaemon.start({
    history: (req) => session.page(req),
  });
  const term = new FakeTerminal(40, 10);
  try {
    const conn = await Connection.open(daemon.path, "attach");
    const result = attachSession(conn, {
      name: "work",
      readOnly,
      prefix: 0x02,
    }, { terminal: term });
    const show = async () => {
      const frame = session.frame();
      const from = daemon.received.length;
      await daemon.send(frame);
      await daemon.waitFor(
        (m) => m.t === "ack" && m.seq === frame.seq,
        `ack ${frame.seq}`,
        from,
      );
    };
    const until = async (pred: (l: string[]) => boolean, what: string) => {
      const deadline = Date.now() + 30_000;
      while (!pred(screenText(term.screen).map((l) => l.trimEnd()))) {
        if (Date.now() > deadline) {
          throw new Error(
            `No ${what} on the screen:\n${screenText(term.screen).join("\n")}`,
          );
        }
        await term.nextWrite();
      }
    };
    await daemon.attached();
    await show();
    await fn({ daemon, term, session, result, show, until });
    await result;
  } finally {
    term.dispose();
    await daemon.close();
  }
}

function indicator(lines: string[]): [number, number] | null {
  const m = INDICATOR.exec(lines[0]);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

function inputs(msgs: ClientMsg[]): string {
  return msgs.filter((m): m is InputMsg => m.t === "input")
    .map((m) => decoder.decode(m.data)).join("");
}

Deno.test("attachSession() prefix [ shows history; keys go to scroll mode, not the session", async () => {
  await withScroll(false, async ({ daemon, term, result, until }) => {
    assert.equal(screenText(term.screen)[0], "line 91");
    // Keys right behind the prefix, in other reads, are scroll mode's too.
    term.type("ab\x02[");
    term.type("\x19"); // C-y: the view one line up
    term.type("\x19xzZ"); // unbound here (y and Enter copy and leave)
    await until((l) => indicator(l)?.[0] === 2, "[2/91]");
    assert.match(screenText(term.screen)[0], /^line 89 +\[2\/91\]$/);
    term.type("qls\r");
    await until((l) => indicator(l) === null, "the live screen");
    assert.equal(screenText(term.screen)[0], "line 91");
    await daemon.waitFor((m) => m.t === "input" && inputs([m]) === "ls\r");
    assert.equal(inputs(daemon.received), "abls\r");
    assert.ok(
      daemon.received.some((m) => m.t === "req" && m.op === "history"),
    );
    term.type("\x02d");
    assert.equal((await result).exitCode, 0);
  });
});

Deno.test("attachSession() in scroll mode acks frames, draws them on leaving", async () => {
  await withScroll(false, async ({ term, session, result, show, until }) => {
    term.type("\x02\x1b[5~");
    await until((l) => indicator(l)?.[0] === 8, "a page up");
    session.write("\r\nnew output");
    await show(); // acked while the view stays
    await until((l) => indicator(l)?.[0] === 9, "the view anchored");
    assert.match(screenText(term.screen)[0], /^line 83 /);
    term.type("q");
    await until((l) => l[9] === "new output", "the live screen, current");
    term.type("\x02d");
    assert.equal((await result).exitCode, 0);
  });
});

Deno.test("attachSession() read-only: scroll mode works, sends no input; prefix d detaches from it", async () => {
  await withScroll(true, async ({ daemon, term, result, until }) => {
    term.type("\x02[g");
    await until((l) => indicator(l)?.[0] === 91, "the oldest line");
    term.type("\x02d");
    assert.deepEqual(await result, {
      exitCode: 0,
      message: "[detached from session work]",
    });
    assert.equal(term.screen.buffer.active.type, "normal");
    assert.ok(!daemon.received.some((m) => m.t === "input"));
  });
});

Deno.test("attachSession() redraws scroll mode for a new outer size", async () => {
  await withScroll(false, async ({ term, result, until }) => {
    term.type("\x02[\x19"); // C-y: the view one line up
    await until((l) => indicator(l)?.[0] === 1, "one line up");
    term.resize(30, 6);
    await until(
      (l) => l.length === 6 && /^line 90 +\[1\/91\]$/.test(l[0]),
      "the view at the new size",
    );
    term.type("q\x02d");
    assert.equal((await result).exitCode, 0);
  });
});
