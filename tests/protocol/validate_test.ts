import assert from "node:assert/strict";
import { parseClientMessage, ProtocolError } from "../../protocol/validate.ts";
import { MAX_TIMEOUT_MS } from "../../protocol/limits.ts";

const isProtocol = (code = "protocol") => (e: unknown) =>
  e instanceof ProtocolError && e.code === code;

Deno.test("parseClientMessage() accepts each well-formed message", () => {
  assert.deepEqual(
    parseClientMessage({ t: "hello", version: 1, client: "cli" }),
    {
      t: "hello",
      version: 1,
      client: "cli",
    },
  );
  assert.deepEqual(parseClientMessage({ t: "ack", seq: 3 }), {
    t: "ack",
    seq: 3,
  });
  const req = parseClientMessage({
    t: "req",
    id: 1,
    op: "attach",
    name: "w",
    cols: 80,
    rows: 24,
  });
  assert.equal(req.t, "req");
});

Deno.test("parseClientMessage() rejects unknown types, ops and bad fields", () => {
  assert.throws(() => parseClientMessage({ t: "nope" }), isProtocol());
  assert.throws(() => parseClientMessage([1, 2]), isProtocol());
  assert.throws(
    () => parseClientMessage({ t: "req", id: 1, op: "format-disk" }),
    isProtocol(),
  );
  assert.throws(
    () => parseClientMessage({ t: "resize", cols: 0, rows: 24 }),
    isProtocol(),
  );
  assert.throws(
    () => parseClientMessage({ t: "resize", cols: 1e9, rows: 24 }),
    isProtocol(),
  );
  assert.throws(
    () => parseClientMessage({ t: "input", data: "text" }),
    isProtocol(),
  );
});

Deno.test("parseClientMessage() marks a bad session name as a bad request, not a protocol error", () => {
  assert.throws(
    () => parseClientMessage({ t: "req", id: 1, op: "kill", name: "a.b:c" }),
    isProtocol("bad-request"),
  );
});

Deno.test("parseClientMessage() wants exactly one wait condition", () => {
  // The pattern is compiled by the daemon's wait (tests/e2e/wait_pattern_test.ts).
  assert.throws(
    () => parseClientMessage({ t: "req", id: 1, op: "wait", name: "w" }),
    isProtocol("bad-request"),
  );
});

Deno.test("parseClientMessage() takes beats, input seqs and an attach resume", () => {
  assert.deepEqual(parseClientMessage({ t: "beat" }), { t: "beat" });
  const data = new Uint8Array([104]);
  assert.deepEqual(parseClientMessage({ t: "input", data, seq: 7 }), {
    t: "input",
    data,
    seq: 7,
  });
  const req = parseClientMessage({
    t: "req",
    id: 1,
    op: "attach",
    name: "w",
    cols: 80,
    rows: 24,
    resume: { token: "abc", seq: 12 },
  });
  assert.deepEqual((req as { resume?: unknown }).resume, {
    token: "abc",
    seq: 12,
  });
  assert.throws(
    () => parseClientMessage({ t: "input", data, seq: 0 }),
    isProtocol(),
  );
  assert.throws(
    () =>
      parseClientMessage({
        t: "req",
        id: 1,
        op: "attach",
        cols: 80,
        rows: 24,
        resume: { token: 5, seq: 1 },
      }),
    isProtocol(),
  );
});

Deno.test("parseClientMessage() takes wait times up to MAX_TIMEOUT_MS, setTimeout's limit", () => {
  const wait = (extra: Record<string, number>) =>
    parseClientMessage({ t: "req", id: 1, op: "wait", name: "w", ...extra });
  assert.equal(
    (wait({ idleMs: 5, timeoutMs: MAX_TIMEOUT_MS }) as { timeoutMs: number })
      .timeoutMs,
    2 ** 31 - 1,
  );
  assert.throws(() => wait({ idleMs: 5, timeoutMs: 2 ** 31 }), ProtocolError);
  assert.throws(() => wait({ idleMs: 2 ** 31 }), ProtocolError);
});

Deno.test("parseClientMessage() takes switch-client, list-clients and preview, and refuses their bad fields", () => {
  const req = (o: Record<string, unknown>) =>
    parseClientMessage({ t: "req", id: 1, ...o });
  assert.deepEqual(
    req({ op: "switch-client", name: "w:1", client: "/dev/pts/3" }),
    {
      t: "req",
      id: 1,
      op: "switch-client",
      name: "w:1",
      to: undefined,
      client: "/dev/pts/3",
      from: undefined,
    },
  );
  assert.equal(
    (req({ op: "switch-client", to: "last", from: "w" }) as { to: string }).to,
    "last",
  );
  assert.throws(() => req({ op: "switch-client", to: "up" }), isProtocol());
  assert.throws(
    () => req({ op: "switch-client", client: "a\x1bb" }),
    isProtocol("bad-request"),
  );
  assert.deepEqual(req({ op: "list-clients" }), {
    t: "req",
    id: 1,
    op: "list-clients",
    name: undefined,
    format: undefined,
  });
  assert.equal(
    (req({ op: "preview", name: "w", rows: 5 }) as { rows: number }).rows,
    5,
  );
  assert.throws(() => req({ op: "preview", name: "w", rows: 0 }), isProtocol());
  // An attach's tty is kept as given; the daemon decides whether to show it.
  const a = req({ op: "attach", cols: 1, rows: 1, tty: "/dev/pts/3", pid: 9 });
  assert.equal((a as { tty: string }).tty, "/dev/pts/3");
});

Deno.test("parseClientMessage() takes the list requests' format and refuses a bad one", () => {
  const req = (o: Record<string, unknown>) =>
    parseClientMessage({ t: "req", id: 1, ...o }) as { format?: string };
  const lists = [
    { op: "ls" },
    { op: "list-clients" },
    { op: "list-windows", name: "w" },
    { op: "list-panes", name: "w:0" },
  ];
  for (const o of lists) {
    assert.equal(
      req({ ...o, format: "#S #{pane_id}" }).format,
      "#S #{pane_id}",
    );
    assert.equal(req(o).format, undefined);
    assert.equal(
      req({ ...o, format: "x".repeat(16384) }).format?.length,
      16384,
    );
    for (const bad of [42, null, ["#S"], { a: 1 }, "x".repeat(16385)]) {
      assert.throws(
        () => req({ ...o, format: bad }),
        (e: unknown) =>
          e instanceof ProtocolError &&
          e.message ===
            "Field format must be a string of at most 16384 characters",
        `${o.op} ${JSON.stringify(bad).slice(0, 20)}`,
      );
    }
  }
});

Deno.test("parseClientMessage() takes run-shell, if-shell, set-environment and show-environment, and refuses their bad fields", () => {
  const req = (o: Record<string, unknown>) =>
    parseClientMessage({ t: "req", id: 1, ...o });
  assert.deepEqual(
    req({ op: "run-shell", command: "true", name: "w:0.1", background: true }),
    {
      t: "req",
      id: 1,
      op: "run-shell",
      command: "true",
      name: "w:0.1",
      cwd: undefined,
      background: true,
      view: undefined,
      input: undefined,
    },
  );
  // copy-pipe's: the copy on the command's stdin, bytes only.
  assert.deepEqual(
    (req({
      op: "run-shell",
      command: "cat",
      input: Uint8Array.of(104, 105),
    }) as {
      input?: Uint8Array;
    }).input,
    Uint8Array.of(104, 105),
  );
  assert.throws(
    () => req({ op: "run-shell", command: "cat", input: "hi" }),
    isProtocol(),
  );
  assert.throws(() => req({ op: "run-shell" }), isProtocol());
  assert.throws(
    () => req({ op: "run-shell", command: "true", view: "yes" }),
    isProtocol(),
  );
  assert.deepEqual(
    req({ op: "if-shell", test: "true", then: "new -d", name: "w" }),
    {
      t: "req",
      id: 1,
      op: "if-shell",
      test: "true",
      then: "new -d",
      else: undefined,
      name: "w",
      cwd: undefined,
    },
  );
  assert.throws(() => req({ op: "if-shell", test: "true" }), isProtocol());
  const set = { op: "set-environment", global: true, variable: "A" };
  assert.equal(
    (req({ ...set, mode: "set", value: "1" }) as { value?: string }).value,
    "1",
  );
  req({ ...set, mode: "unset" });
  req({ ...set, mode: "remove" });
  assert.throws(() => req({ ...set, mode: "set" }), isProtocol(), "no value");
  assert.throws(() => req({ ...set, mode: "unset", value: "1" }), isProtocol());
  assert.throws(() => req({ ...set, mode: "wipe" }), isProtocol());
  assert.throws(
    () => req({ ...set, variable: "A=B", mode: "unset" }),
    isProtocol("bad-request"),
  );
  assert.throws(
    () => req({ ...set, mode: "set", value: "a\0b" }),
    isProtocol("bad-request"),
  );
  req({ op: "show-environment", name: "w" });
  assert.throws(
    () => req({ op: "show-environment", variable: "" }),
    isProtocol("bad-request"),
  );
});

Deno.test("parseClientMessage() takes set-hook and show-hooks (step 40), and refuses their bad fields", () => {
  const req = (o: Record<string, unknown>) =>
    parseClientMessage({ t: "req", id: 1, ...o });
  assert.deepEqual(
    req({
      op: "set-hook",
      scope: "window",
      name: "w:1",
      hook: "pane-died[2]",
      command: "display x",
      append: true,
    }),
    {
      t: "req",
      id: 1,
      op: "set-hook",
      scope: "window",
      name: "w:1",
      hook: "pane-died[2]",
      command: "display x",
      append: true,
      unset: undefined,
      run: undefined,
    },
  );
  assert.equal(
    (req({ op: "show-hooks", scope: "global", windows: true }) as {
      windows?: boolean;
    }).windows,
    true,
  );
  assert.throws(() => req({ op: "set-hook", scope: "global" }), isProtocol());
  assert.throws(
    () => req({ op: "show-hooks", scope: "everywhere" }),
    isProtocol(),
  );
  assert.throws(
    () => req({ op: "set-hook", scope: "global", hook: "x", unset: "yes" }),
    isProtocol(),
  );
});

Deno.test("parseClientMessage() takes copy-mode's state (step 32) and refuses a bad one", () => {
  const state = {
    pushed: 120,
    cols: 80,
    screenRows: 24,
    top: 40,
    cursor: [45, 3],
    selection: [44, 0, "rect"],
    rect: true,
    mark: [41, 7],
    search: ["error", "up"],
    hidePosition: false,
  };
  assert.deepEqual(parseClientMessage({ t: "copy-mode", pane: 2, state }), {
    t: "copy-mode",
    pane: 2,
    state: {
      pushed: 120,
      cols: 80,
      screenRows: 24,
      top: 40,
      cursor: [45, 3],
      selection: [44, 0, "rect"],
      rect: true,
      mark: [41, 7],
      search: ["error", "up"],
    },
  });
  assert.deepEqual(
    parseClientMessage({ t: "copy-mode", pane: 2, state: null }),
    { t: "copy-mode", pane: 2, state: null },
  );
  for (
    const bad of [
      { ...state, cursor: [45] },
      { ...state, cursor: [45, -1] },
      { ...state, selection: [44, 0, "block"] },
      { ...state, search: ["x".repeat(1025), "up"] },
      { ...state, search: ["x", "left"] },
      { ...state, cols: 0 },
      { ...state, rect: "yes" },
      "state",
    ]
  ) {
    assert.throws(
      () => parseClientMessage({ t: "copy-mode", pane: 2, state: bad }),
      isProtocol(),
      JSON.stringify(bad),
    );
  }
  assert.equal(
    (parseClientMessage({
      t: "req",
      id: 1,
      op: "history",
      name: "w",
      start: 0,
      count: 0,
      search: "needle",
    }) as { search?: string }).search,
    "needle",
  );
});

Deno.test("parseClientMessage() takes set-global's table (step 43: set -s @x, set -gw @x), and refuses another", () => {
  const req = (o: Record<string, unknown>) =>
    parseClientMessage({ t: "req", id: 1, op: "set-global", ...o });
  for (const table of ["server", "window"]) {
    assert.equal(
      (req({ option: "@x", value: "1", table }) as { table?: string }).table,
      table,
    );
  }
  assert.throws(
    () => req({ option: "@x", value: "1", table: "session" }),
    isProtocol(),
  );
});

Deno.test("parseClientMessage() takes client-command (step 46: an attach client's own command from the command line), and refuses a line that is no string", () => {
  const req = (o: Record<string, unknown>) =>
    parseClientMessage({ t: "req", id: 1, op: "client-command", ...o });
  assert.deepEqual(
    req({ name: "w", line: "choose-tree", untilClosed: true }),
    {
      t: "req",
      id: 1,
      op: "client-command",
      name: "w",
      client: undefined,
      line: "choose-tree",
      untilClosed: true,
    },
  );
  assert.equal(
    (req({ name: "w", client: "/dev/pts/3", line: "refresh-client -S" }) as {
      client?: string;
    }).client,
    "/dev/pts/3",
  );
  assert.throws(() => req({ name: "w", line: 7 }), isProtocol());
});
