/**
 * The upgrade's state file: what is written reads back equal, and a file
 * cut short, changed, of another version or inconsistent is refused whole
 * with one line that says why.
 */
import assert from "node:assert/strict";
import {
  checkState,
  decodeState,
  encodeState,
  type SessionState,
  type UpgradeState,
  UpgradeStateError,
} from "../../../server/daemon/upgrade_state.ts";
import { Terminal } from "../../../vt/mod.ts";

function sample(): UpgradeState {
  const t = new Terminal({ cols: 20, rows: 4 });
  t.write(new TextEncoder().encode("hello\r\nworld"));
  const engine = t.save();
  const session: SessionState = {
    name: "s",
    cmd: ["sh"],
    argv0: "-sh",
    cwd: "/",
    env: { PATH: "/bin" },
    scrollback: 2000,
    keep: false,
    created: 1,
    lastActive: 2,
    cols: 20,
    rows: 4,
    remainOnExit: null,
    exit: null,
    nextPane: 2,
    nextWindow: 1,
    window: 0,
    lastWindow: null,
    windows: [{
      id: 0,
      index: 0,
      name: "sh",
      layout: {
        type: "lr",
        w: 20,
        h: 4,
        children: [
          { type: "pane", pane: 0, w: 10, h: 4 },
          { type: "pane", pane: 1, w: 9, h: 4 },
        ],
      },
      active: 1,
      last: 0,
      zoomed: false,
      activity: true,
      bell: false,
      preset: null,
      oldLayout: "b260,80x24,0,0,3",
    }],
    panes: [0, 1].map((id) => ({
      id,
      pid: 100 + id,
      fd: 10 + id,
      command: ["sh"],
      cols: 10,
      rows: 4,
      status: null,
      dead: false,
      cursorKeys: false,
      bracketedPaste: false,
      engine,
    })),
  };
  return {
    from: "0.1.0",
    protocol: 5,
    socket: "/tmp/x.sock",
    written: 3,
    exited: [["gone", { code: 3, signal: null }]],
    buffers: {
      stack: [{
        name: "buffer0",
        data: new Uint8Array([104, 105]),
        created: 4,
      }],
      next: 1,
    },
    resumes: [{ token: "t", session: "s", inputSeq: 5, seq: 9 }],
    sessions: [session],
  };
}

Deno.test("decodeState() reads back what encodeState() wrote", () => {
  const state = sample();
  const back = decodeState(encodeState(state));
  assert.deepEqual(
    JSON.parse(JSON.stringify(back)),
    JSON.parse(JSON.stringify(state)),
  );
  const t = Terminal.restore(back.sessions[0].panes[0].engine, {});
  assert.equal(t.lineText(1), "world");
});

Deno.test("decodeState() refuses a truncated, corrupt or other-version file", () => {
  const bytes = encodeState(sample());
  assert.throws(
    () => decodeState(bytes.subarray(0, bytes.length - 1)),
    /truncated/,
  );
  const flipped = bytes.slice();
  flipped[flipped.length >> 1] ^= 0x40;
  assert.throws(() => decodeState(flipped), /bad checksum/);
  const other = bytes.slice();
  other[8] = 99;
  assert.throws(() => decodeState(other), /format version 99/);
  assert.throws(() => decodeState(new Uint8Array(3)), /not a berth state/);
});

Deno.test("checkState() refuses a state that does not hold together", () => {
  const orphan = sample();
  orphan.sessions[0].panes.push({ ...orphan.sessions[0].panes[0], id: 7 });
  assert.throws(() => checkState(orphan), /exactly one window/);
  const unknown = sample();
  unknown.sessions[0].windows[0].active = 5;
  assert.throws(() => checkState(unknown), /active pane unknown/);
  const badEngine = sample();
  (badEngine.sessions[0].panes[1].engine as { v: number }).v = 42;
  assert.throws(() => checkState(badEngine), UpgradeStateError);
  const twice = sample();
  twice.sessions.push(twice.sessions[0]);
  assert.throws(() => checkState(twice), /share a name/);
  const shares = sample();
  (shares.sessions[0].windows[0].layout as unknown as { shares: number[] })
    .shares = [1];
  assert.throws(() => checkState(shares), /1 shares for 2 parts/);
});

Deno.test("checkState() takes a layout with shares (an older daemon's)", () => {
  const older = sample();
  (older.sessions[0].windows[0].layout as unknown as { shares: number[] })
    .shares = [10, 9];
  checkState(older);
});

Deno.test("checkState() takes the environments, and refuses a bad one", () => {
  const state = sample();
  state.environment = { vars: [["A", "1"], ["B", null]], changed: ["B"] };
  state.sessions[0].environment = [["C", "x"]];
  const back = decodeState(encodeState(state));
  assert.deepEqual(back.environment, state.environment);
  assert.deepEqual(back.sessions[0].environment, [["C", "x"]]);
  const bad = sample();
  bad.sessions[0].environment = [["C", 3]] as unknown as [string, string][];
  assert.throws(() => checkState(bad), /environment's value is not text/);
  const odd = sample();
  odd.environment = { vars: [["A"]], changed: [] } as unknown as NonNullable<
    UpgradeState["environment"]
  >;
  assert.throws(() => checkState(odd), /not a pair/);
});

Deno.test("checkState() takes the server's and the windows' user options (set -s @x, set -gw @x), and refuses another table or a name without @", () => {
  const state = sample();
  state.userTables = { server: { "@x": "sv" }, window: { "@x": "gw" } };
  assert.deepEqual(
    decodeState(encodeState(state)).userTables,
    state.userTables,
  );
  const other = sample();
  other.userTables = { session: { "@x": "1" } } as unknown as NonNullable<
    UpgradeState["userTables"]
  >;
  assert.throws(() => checkState(other), /no table session/);
  const plain = sample();
  plain.userTables = { server: { x: "1" } as Record<`@${string}`, string> };
  assert.throws(() => checkState(plain), /user option x is not @name/);
});

Deno.test("checkState() takes the programs being ended, and refuses pid 0 or 1", () => {
  const state = sample();
  state.ending = [[4242, Date.now() + 3000]];
  assert.deepEqual(decodeState(encodeState(state)).ending, state.ending);
  checkState(sample()); // an older daemon's, without
  for (const pid of [0, 1, -5]) {
    const bad = sample();
    bad.ending = [[pid, 0]];
    assert.throws(() => checkState(bad), /pid is not an integer in 2/);
  }
});

Deno.test("checkState() takes the children only reaped, and refuses pid 0 or 1", () => {
  const state = sample();
  state.reaping = [4243];
  assert.deepEqual(decodeState(encodeState(state)).reaping, state.reaping);
  for (const pid of [0, 1, -5]) {
    const bad = sample();
    bad.reaping = [pid];
    assert.throws(() => checkState(bad), /pid is not an integer in 2/);
  }
});
