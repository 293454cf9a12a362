/**
 * `list-windows -a` and `list-panes -a`/`-s` (`client/commands/_list_all.ts`)
 * against a fake daemon whose session `a` ends right after the first `ls`:
 * its rows are left out, also where its name, now a unique prefix of
 * `ab`, finds `ab` instead, and the rows of `ab` are there once.
 */

import assert from "node:assert/strict";
import { allPanes, allWindows } from "../../../client/commands/_list_all.ts";
import type {
  PaneInfo,
  RequestMsg,
  SessionInfo,
  WindowInfo,
} from "../../../protocol/messages.ts";
import { FakeDaemon } from "../_fake_daemon.ts";

/** A window with `panes` panes, as `ls` and `list-windows` give it. */
function window(index: number, panes = 1): WindowInfo {
  return { index, name: "sh", active: index === 0, panes, cols: 80, rows: 24 };
}

/** A session called `name` with `windows`. */
function session(
  name: string,
  created: number,
  windows: WindowInfo[],
): SessionInfo {
  return {
    name,
    pid: 100 + created,
    cols: 80,
    rows: 24,
    clients: 0,
    created,
    lastActive: created,
    command: ["sh"],
    cwd: "/",
    title: "",
    exit: null,
    windows,
  };
}

/** Pane 0 of window `w` of session `s`, as `list-panes` gives it. */
function pane(s: string, w: number): PaneInfo {
  return {
    index: 0,
    id: w,
    active: true,
    x: 0,
    y: 0,
    cols: 80,
    rows: 24,
    pid: 200 + w,
    command: ["sh"],
    dead: false,
    target: `${s}:${w}.0`,
  };
}

const A = session("a", 1, [window(0), window(1)]);
const AB = session("ab", 2, [window(0)]);
const NOT_FOUND = { code: "not-found" as const, message: "No session" };

/**
 * A daemon where `a` ends after the first `ls`: a request naming `a`
 * then finds `ab` (the unique prefix), and `a:1` finds nothing. With
 * `lines` false it is older than -F.
 */
function endingDaemon(lines = true): Promise<FakeDaemon> {
  let lists = 0;
  const answer = (req: RequestMsg) => {
    const expanded = (rows: string[]) =>
      lines && req.op !== "ls" && "format" in req && req.format !== undefined
        ? { lines: rows }
        : {};
    switch (req.op) {
      case "ls":
        return { data: { sessions: lists++ === 0 ? [A, AB] : [AB] } };
      case "list-windows":
        return { data: { windows: AB.windows, ...expanded(["ab:0"]) } };
      case "list-panes":
        if (req.name === "a:1") return NOT_FOUND;
        return { data: { panes: [pane("ab", 0)], ...expanded(["ab:0.0"]) } };
      case "set-hook": // the list's after- hook, run once at its end
        return { data: {} };
    }
  };
  return FakeDaemon.start({ answer });
}

/** Runs `test` on the socket of an `endingDaemon(lines)`, then stops it. */
async function withEndingDaemon(
  test: (socket: string) => Promise<void>,
  lines = true,
): Promise<void> {
  const fake = await endingDaemon(lines);
  try {
    await test(fake.path);
  } finally {
    await fake.close();
  }
}

Deno.test("allWindows() without a format lists every session's windows of the one ls", async () => {
  await withEndingDaemon(async (socket) => {
    const { rows } = await allWindows(socket, {});
    assert.deepEqual(rows.map((w) => `${w.session}:${w.index}`), [
      "a:0",
      "a:1",
      "ab:0",
    ]);
    assert.deepEqual(rows[2], { session: "ab", ...window(0) });
  });
});

Deno.test("allWindows() with a format leaves out a session that ended meanwhile, though its name found another", async () => {
  await withEndingDaemon(async (socket) => {
    const { rows, lines } = await allWindows(socket, { format: "#S:#I" });
    assert.deepEqual(rows, [{ session: "ab", ...window(0) }]);
    assert.deepEqual(lines, ["ab:0"]);
  });
});

Deno.test("allPanes() leaves out windows that ended or whose target found another session", async () => {
  await withEndingDaemon(async (socket) => {
    const { rows, lines } = await allPanes(socket, undefined, {
      format: "#S:#I.#P",
    });
    assert.deepEqual(rows, [{ session: "ab", window: 0, ...pane("ab", 0) }]);
    assert.deepEqual(lines, ["ab:0.0"]);
  });
});

Deno.test("allPanes() with a target lists only the session it names", async () => {
  await withEndingDaemon(async (socket) => {
    const { rows } = await allPanes(socket, "ab:0.0", {});
    assert.deepEqual(rows.map((p) => p.target), ["ab:0.0"]);
  });
});

Deno.test("allPanes() and allWindows() give no lines when the daemon is older than -F", async () => {
  await withEndingDaemon(async (socket) => {
    const format = { format: "#S" };
    assert.equal(
      (await allPanes(socket, undefined, format)).lines,
      undefined,
    );
    assert.equal((await allWindows(socket, format)).lines, undefined);
  }, false);
});
