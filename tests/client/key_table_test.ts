import assert from "node:assert/strict";
import {
  buildKeyTable,
  DEFAULT_BINDINGS,
  keyName,
} from "../../client/attach/key_table.ts";
import { InputFilter } from "../../client/attach/input_filter.ts";

const enc = new TextEncoder();
const dec = new TextDecoder();

Deno.test("buildKeyTable() holds the built-in bindings as data", () => {
  const { table, warnings } = buildKeyTable();
  assert.deepEqual(warnings, []);
  assert.deepEqual(
    table.bindings("prefix"),
    Object.entries(DEFAULT_BINDINGS.prefix),
  );
  assert.equal(table.lookup("prefix", enc.encode("d")), "detach-client");
  assert.equal(table.lookup("prefix", enc.encode("\x1b[5~")), "copy-mode -u");
  assert.equal(table.lookup("prefix", Uint8Array.of(2)), "send-prefix");
  assert.equal(table.lookup("copy", enc.encode("q")), "cancel");
  assert.equal(
    table.lookup("copy", enc.encode("\x1bOA")),
    "cursor-up",
    "Up in application mode too",
  );
});

Deno.test("buildKeyTable() applies bind and unbind, with one warning per bad key or command", () => {
  const { table, warnings } = buildKeyTable({
    prefix: "C-a",
    bind: {
      prefix: { "|": "split-window -h", "C-a": "kill-window", "Nope": "x" },
      root: { F12: "detach-client" },
      copy: {
        "v": "send -X begin-selection",
        "u": "stop-selection",
        "x": "cancel",
        "Y": "send-keys -X copy-selection-and-cancel",
        "Z": "send -X copy-pipe-and-cancel 'xclip -i'",
        "W": "send -X copy-selection-and-cancel pre",
      },
    },
    unbind: { prefix: ["d"], root: [], copy: ["q", "C-"] },
  });
  assert.equal(table.lookup("prefix", enc.encode("|")), "split-window -h");
  assert.equal(
    table.lookup("prefix", Uint8Array.of(1)),
    "kill-window",
    "bound over send-prefix",
  );
  assert.equal(table.lookup("prefix", enc.encode("d")), undefined);
  assert.equal(table.lookup("root", enc.encode("\x1b[24~")), "detach-client");
  assert.equal(table.lookup("copy", enc.encode("x")), "cancel");
  // tmux.conf's `send -X NAME` works as the name alone.
  assert.equal(table.lookup("copy", enc.encode("v")), "begin-selection");
  assert.equal(
    table.lookup("copy", enc.encode("Y")),
    "copy-selection-and-cancel",
  );
  // tmux.conf's copy-pipe with its command, kept quoted.
  assert.equal(
    table.lookup("copy", enc.encode("Z")),
    "copy-pipe-and-cancel 'xclip -i'",
  );
  assert.equal(table.lookup("copy", enc.encode("q")), undefined);
  assert.equal(warnings.length, 4, warnings.join("\n"));
  assert.match(warnings[0], /^bind\.prefix "Nope": Unknown key "Nope"/);
  assert.match(warnings[1], /^unbind\.copy: Unknown key "C-"/);
  assert.match(
    warnings[2],
    /^bind\.copy "u": scroll mode has no command "stop-selection"/,
  );
  assert.match(
    warnings[3],
    /^bind\.copy "W": copy mode.s copy-selection-and-cancel takes no arguments/,
  );
});

Deno.test("buildKeyTable() refuses a binding to a command berth has not, as tmux does when it is made", () => {
  const { table, warnings } = buildKeyTable({
    bind: {
      prefix: {
        "X": "no-such-command foo",
        "Y": "kill-session -t 'open",
        "Z": "choose-tree -w",
        "W": "rename-window x",
      },
      root: { "F5": "nope" },
      copy: {},
    },
  });
  assert.deepEqual(warnings, [
    `bind.prefix "X": Unknown command "no-such-command" (berth --help lists the commands)`,
    `bind.prefix "Y": Unclosed ' in the command line`,
    `bind.root "F5": Unknown command "nope" (berth --help lists the commands)`,
  ]);
  assert.equal(table.lookup("prefix", enc.encode("X")), undefined);
  assert.equal(table.lookup("prefix", enc.encode("Z")), "choose-tree -w");
  assert.equal(table.lookup("prefix", enc.encode("W")), "rename-window x");
});

Deno.test("buildKeyTable() takes every tmux 3.3a short name of a command berth has", () => {
  // tmux 3.3a's `list-commands -F '#{command_list_alias}'`, but those of
  // the commands berth has not (clearphist, linkw, showphist, unlinkw).
  const aliases = `attach bind breakp capturep clearhist confirm deleteb
    detach menu display popup displayp findw has if joinp killp killw lastp
    last lsb lsc lscm lsk lsp ls lsw loadb lockc lock locks movep movew new
    neww nextl next pasteb pipep prevl prev refresh rename renamew resizep
    resizew respawnp respawnw rotatew run saveb selectl selectp selectw send
    setb setenv set setw showb showenv showmsgs show showw source splitw
    start suspendc swapp swapw switchc unbind wait`.split(/\s+/);
  const keys = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const key = (i: number) => `${i < 52 ? "" : "M-"}${keys[i % 52]}`;
  // if-shell needs its arguments at bind time, as tmux's.
  const line = (a: string) => a === "if" ? "if -F 1 'display x'" : a;
  const prefix = Object.fromEntries(aliases.map((a, i) => [key(i), line(a)]));
  const { warnings } = buildKeyTable({
    bind: { prefix, root: {}, copy: {} },
  });
  assert.deepEqual(warnings, []);
});

Deno.test("buildKeyTable() shows a configured table's warnings at once and builds the others on first use, without warnings", () => {
  const { table, warnings } = buildKeyTable({
    bind: { prefix: {}, root: {}, copy: { "u": "stop-selection" } },
  });
  assert.equal(warnings.length, 1, "shown before any lookup");
  assert.match(warnings[0], /^bind\.copy "u": scroll mode has no command/);
  for (const modeKeys of ["vi", "emacs"] as const) {
    const built = buildKeyTable({ "mode-keys": modeKeys });
    for (const name of ["prefix", "root", "copy"] as const) {
      built.table.bindings(name);
    }
    assert.deepEqual(built.warnings, [], `${modeKeys}: built-ins are valid`);
    assert.equal(
      built.table.lookup("copy", enc.encode("\x07")),
      modeKeys === "emacs" ? "clear-selection" : undefined,
    );
  }
  assert.equal(table.lookup("prefix", enc.encode("d")), "detach-client");
});

Deno.test("buildKeyTable() keeps C-b when the prefix has no code, and says so", () => {
  const { table, warnings } = buildKeyTable({ prefix: "C-1" });
  assert.equal(table.prefixName, "C-b");
  assert.match(warnings[0], /^prefix: .*C-b stays the prefix$/);
});

Deno.test("keyName() names keys as tmux users write them", () => {
  assert.equal(keyName(enc.encode("x")), "x");
  assert.equal(keyName(Uint8Array.of(0x18)), "C-x");
  assert.equal(keyName(enc.encode("\x1b[A")), "Up");
  assert.equal(keyName(enc.encode("\x1ba")), "M-a");
  assert.equal(keyName(enc.encode(" ")), "Space");
  assert.equal(keyName(enc.encode("\x1b[1;5A")), "C-Up");
  assert.equal(keyName(enc.encode("\x1b[1;7D")), "C-M-Left");
  assert.equal(keyName(enc.encode("\x1b[5;2~")), "S-PPage");
});

function feedAll(f: InputFilter, ...chunks: string[]) {
  let sent = "";
  const events: string[] = [];
  for (const c of chunks) {
    let r = f.feed(enc.encode(c));
    for (;;) {
      if (r.data) sent += dec.decode(r.data);
      if (r.unbound) events.push(`unbound ${r.unbound}`);
      if (r.detach) events.push("detach");
      if (r.scroll) events.push(`scroll ${r.scroll}`);
      if (r.command) events.push(`run ${r.command}`);
      if (!r.command || !r.rest?.length) break;
      r = f.feed(r.rest);
    }
  }
  return { sent, events };
}

Deno.test("InputFilter: a multi-byte prefix (M-a, F12), also split over reads", () => {
  const m = new InputFilter(buildKeyTable({ prefix: "M-a" }).table);
  assert.deepEqual(feedAll(m, "x\x1bb\x1ba", "d"), {
    sent: "x\x1bb",
    events: ["detach"],
  });
  const f = new InputFilter(buildKeyTable({ prefix: "F12" }).table);
  assert.deepEqual(feedAll(f, "a\x1b[2", "4~\x1b[24~b"), {
    sent: "a\x1b[24~b",
    events: [],
  });
});

Deno.test("InputFilter: bound commands come back in order with the keys after them; unbound keys are named", () => {
  const { table } = buildKeyTable({
    bind: { prefix: { k: "kill-session" }, root: { F5: "new -d" }, copy: {} },
  });
  const f = new InputFilter(table);
  assert.deepEqual(feedAll(f, "a\x02kb\x1b[15~c\x02yd"), {
    sent: "abcd",
    events: ["run kill-session", "run new -d", "unbound y"],
  });
  // A root binding matches whole keys only: the A of Up is not an A.
  const g = new InputFilter(
    buildKeyTable({ bind: { prefix: {}, root: { A: "ls" }, copy: {} } }).table,
  );
  assert.deepEqual(feedAll(g, "\x1b[AxA"), {
    sent: "\x1b[Ax",
    events: ["run ls"],
  });
});

Deno.test("prefix2 starts a prefix as the prefix does, and send-prefix -2 sends it (tmux's bind C-a send-prefix -2)", () => {
  const { table, warnings } = buildKeyTable({
    prefix: "C-b",
    prefix2: "C-a",
    bind: { prefix: { "C-a": "send-prefix -2" }, root: {}, copy: {} },
  });
  assert.deepEqual(warnings, []);
  assert.ok(
    table.isPrefix(Uint8Array.of(2)) && table.isPrefix(Uint8Array.of(1)),
  );
  assert.equal(table.lookup("prefix", Uint8Array.of(1)), "send-prefix -2");
  assert.deepEqual(table.prefixBytes("send-prefix -2"), Uint8Array.of(1));
  assert.deepEqual(table.prefixBytes("send-prefix"), Uint8Array.of(2));
  const none = buildKeyTable({ prefix: "C-b", prefix2: "None" }).table;
  assert.ok(!none.isPrefix(Uint8Array.of(1)));
  assert.deepEqual(none.prefixBytes("send-prefix -2"), new Uint8Array());
  assert.equal(none.prefixBytes("send-keys x"), null);
});
