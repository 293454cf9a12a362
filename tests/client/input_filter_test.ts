import assert from "node:assert/strict";
import { InputFilter } from "../../client/attach/input_filter.ts";
import { listKeys } from "../../client/attach/help_view.ts";
import { buildKeyTable } from "../../client/attach/key_table.ts";
import {
  type BindValue,
  DEFAULT_REPEAT_TIME,
  type KeyTableName,
} from "../../protocol/options.ts";

/** tmux's default repeat-time, which the built-in tables have. */
const REPEAT_MS = DEFAULT_REPEAT_TIME;

const enc = new TextEncoder();
const CB = 0x02;

// Feeds each chunk and returns the bytes sent and whether it detached.
function run(filter: InputFilter, ...chunks: (string | number[])[]) {
  const sent: number[] = [];
  let detach = false;
  for (const c of chunks) {
    const r = filter.feed(
      typeof c === "string" ? enc.encode(c) : new Uint8Array(c),
    );
    if (r.data) sent.push(...r.data);
    if (r.detach) {
      detach = true;
      break;
    }
  }
  return { sent: new TextDecoder().decode(new Uint8Array(sent)), detach };
}

Deno.test("InputFilter.feed() passes bytes without the prefix through", () => {
  const r = run(new InputFilter(CB), "ls -l\r", [0x03, 0x1a, 0x1b, 0x5b, 0x41]);
  assert.deepEqual(r, { sent: "ls -l\r\x03\x1a\x1b[A", detach: false });
});

Deno.test("InputFilter.feed() gives typed bytes as a view of the read, and a copy of its own once a prefix key is left out", () => {
  const f = new InputFilter(CB);
  const read = enc.encode("abc");
  const plain = f.feed(read).data!;
  assert.equal(plain.buffer, read.buffer);
  assert.deepEqual(plain, enc.encode("abc"));
  const mixed = enc.encode("x\x02\x02y\x02\x01z");
  const r = f.feed(mixed).data!;
  assert.notEqual(r.buffer, mixed.buffer);
  // prefix prefix: one prefix; prefix C-a (unbound): dropped.
  assert.equal(new TextDecoder().decode(r), "x\x02yz");
});

Deno.test("InputFilter.feed() detaches on prefix then d", () => {
  const r = run(new InputFilter(CB), "abc\x02dxyz");
  assert.deepEqual(r, { sent: "abc", detach: true });
});

Deno.test("InputFilter.feed() holds Alt-[ and Alt-O for their rest, and the prefix d after them detaches once they are sent, as tmux's", () => {
  for (const start of ["\x1b[", "\x1bO"]) {
    const r = run(new InputFilter(CB), `a${start}`, "\x02", "dxyz");
    assert.deepEqual(r, { sent: `a${start}`, detach: true }, start);
  }
  // Their rest: one key (Up, F1).
  const r = run(new InputFilter(CB), "\x1bO", "A\x1b[", "11~");
  assert.deepEqual(r, { sent: "\x1bOA\x1b[11~", detach: false });
});

Deno.test("InputFilter.feed() sends one prefix for the prefix twice", () => {
  const r = run(new InputFilter(CB), "a\x02\x02b");
  assert.deepEqual(r, { sent: "a\x02b", detach: false });
});

Deno.test("InputFilter.feed() drops the key after the prefix", () => {
  assert.deepEqual(run(new InputFilter(CB), "a\x02yb"), {
    sent: "ab",
    detach: false,
  });
  // An unbound cursor key after the prefix goes whole, no stray "[H" (the
  // arrows are bound to the pane keys).
  assert.deepEqual(run(new InputFilter(CB), "a\x02\x1b[Hb"), {
    sent: "ab",
    detach: false,
  });
  assert.deepEqual(run(new InputFilter(CB), "\x02\x1bOPq"), {
    sent: "q",
    detach: false,
  });
  // A UTF-8 character after the prefix goes whole.
  assert.deepEqual(run(new InputFilter(CB), "\x02ébc"), {
    sent: "bc",
    detach: false,
  });
  // Escape alone at the end of a read is the Escape key.
  assert.deepEqual(run(new InputFilter(CB), "\x02\x1b", "[A"), {
    sent: "[A",
    detach: false,
  });
});

Deno.test("InputFilter.feed() keeps the prefix state across reads", () => {
  assert.deepEqual(run(new InputFilter(CB), "ab\x02", "d"), {
    sent: "ab",
    detach: true,
  });
  assert.deepEqual(run(new InputFilter(CB), "\x02", "\x02", "x"), {
    sent: "\x02x",
    detach: false,
  });
  assert.deepEqual(run(new InputFilter(CB), "\x02\x1b[", "1;5", "Hz"), {
    sent: "z",
    detach: false,
  });
});

Deno.test("InputFilter.feed() in read-only mode sends nothing but detaches", () => {
  const f = new InputFilter(CB, true);
  assert.deepEqual(run(f, "typing\r", "\x02\x02"), { sent: "", detach: false });
  assert.deepEqual(run(f, "more\x02", "d"), { sent: "", detach: true });
});

Deno.test("InputFilter.feed() honours another prefix", () => {
  const f = new InputFilter(0x60); // `
  assert.deepEqual(run(f, "\x02a``b`d"), { sent: "\x02a`b", detach: true });
});

Deno.test("InputFilter.feed() asks for scroll mode on prefix [ and prefix PageUp", () => {
  const f = new InputFilter(CB);
  const r = f.feed(enc.encode("ls\x02[kq"));
  assert.equal(r.scroll, "enter");
  assert.equal(new TextDecoder().decode(r.data!), "ls");
  assert.equal(new TextDecoder().decode(r.rest!), "kq");
  const p = f.feed(enc.encode("\x02\x1b[5"));
  assert.equal(p.scroll, undefined);
  const q = f.feed(enc.encode("~j"));
  assert.equal(q.scroll, "page-up");
  assert.equal(q.data, null);
  assert.equal(new TextDecoder().decode(q.rest!), "j");
  // Other keys after the prefix are still dropped whole.
  assert.deepEqual(run(new InputFilter(CB), "\x02\x1b[6~x"), {
    sent: "x",
    detach: false,
  });
  // Read-only clients may scroll too.
  assert.equal(
    new InputFilter(CB, true).feed(enc.encode("\x02[")).scroll,
    "enter",
  );
});

Deno.test("InputFilter: the window and pane keys are built-in prefix bindings", () => {
  const f = new InputFilter(0x02, false);
  const enc = new TextEncoder();
  const r = f.feed(enc.encode("ab\x02%cd"));
  assert.deepEqual(
    [r.command, new TextDecoder().decode(r.data!)],
    ["split-window -h", "ab"],
  );
  assert.deepEqual(r.rest, enc.encode("cd"));
  assert.equal(f.feed(enc.encode("\x02 ")).command, "select-layout -n");
  assert.equal(f.feed(enc.encode("\x02\x1b[A")).command, "select-pane -U");
  assert.equal(f.feed(enc.encode("\x02\x1bOA")).command, "select-pane -U");
  assert.equal(f.feed(enc.encode("\x02\x1b[1;5A")).command, "resize-pane -U");
  assert.equal(
    f.feed(enc.encode("\x02\x1b[1;3D")).command,
    "resize-pane -L 5",
  );
  assert.equal(f.feed(enc.encode("\x023")).command, "select-window -t :3");
  // tmux 3.3a's: rotate-window, the presets, -E, alerts, i r ' # -.
  const keys: [string, string][] = [
    ["\x0f", "rotate-window"],
    ["\x1bo", "rotate-window -D"],
    ["\x1b1", "select-layout even-horizontal"],
    ["\x1b5", "select-layout tiled"],
    ["E", "select-layout -E"],
    ["\x1bn", "next-window -a"],
    ["\x1bp", "previous-window -a"],
    ["i", "display-message"],
    ["r", "refresh-client"],
    ["~", "show-messages"],
    ["'", `command-prompt -T window-target -p index "select-window -t ':%%'"`],
    ["#", "list-buffers"],
    ["-", "delete-buffer"],
  ];
  for (const [key, command] of keys) {
    assert.equal(f.feed(enc.encode(`\x02${key}`)).command, command, key);
  }
  // Split over reads, and an unbound key still dropped.
  assert.equal(f.feed(enc.encode("\x02")).command, undefined);
  assert.equal(f.feed(enc.encode("c")).command, "new-window");
  const unbound = f.feed(enc.encode("\x02Zx"));
  assert.equal(unbound.command, undefined);
  assert.deepEqual(unbound.data, enc.encode("x"));
  // d still detaches; config can unbind or rebind them.
  assert.equal(f.feed(enc.encode("\x02d")).detach, true);
  const { table } = buildKeyTable({
    bind: { prefix: { "%": "split-window -v" }, root: {}, copy: {} },
    unbind: { prefix: ["c"], root: [], copy: [] },
  });
  const g = new InputFilter(table, false);
  assert.equal(g.feed(enc.encode("\x02%")).command, "split-window -v");
  assert.equal(g.feed(enc.encode("\x02c")).unbound, "c");
});

Deno.test("InputFilter: a key cut after ESC [ waits for its rest; flush() gives it up as bytes for the session", () => {
  const f = new InputFilter(CB);
  assert.equal(f.feed(enc.encode("a\x1b[")).data?.length, 1);
  assert.equal(f.waiting, true);
  assert.deepEqual(f.flush(), enc.encode("\x1b["));
  assert.equal(f.waiting, false);
  // The rest, had it come, would have made one key with the start.
  f.feed(enc.encode("\x1b["));
  assert.deepEqual(f.feed(enc.encode("A")).data, enc.encode("\x1b[A"));
  // A read-only client gives nothing, even so.
  const ro = new InputFilter(CB, true);
  ro.feed(enc.encode("\x1b["));
  assert.equal(ro.flush(), null);
});

Deno.test("InputFilter: the arrow keys repeat without the prefix for REPEAT_MS, as tmux's bind -r", () => {
  let now = 1000;
  const f = new InputFilter(CB, false, () => now);
  const up = "\x1b[A", cUp = "\x1b[1;5A";
  assert.equal(f.feed(enc.encode("\x02" + cUp)).command, "resize-pane -U");
  assert.equal(f.plain, false, "repeating: keys go through the filter");
  now += REPEAT_MS - 1;
  assert.equal(f.feed(enc.encode(cUp)).command, "resize-pane -U");
  // Each repeat starts the time again; another repeating key works too.
  now += REPEAT_MS - 1;
  assert.equal(f.feed(enc.encode(up)).command, "select-pane -U");
  // Past the time, the key is the pane's again.
  now += REPEAT_MS;
  assert.equal(f.plain, true);
  assert.deepEqual(f.feed(enc.encode(up)).data, enc.encode(up));
  // A key that does not repeat ends it and goes to the pane.
  f.feed(enc.encode("\x02" + up));
  assert.deepEqual(f.feed(enc.encode("x" + up)).data, enc.encode("x" + up));
  // Nor do keys after a key that does not repeat (prefix o).
  assert.equal(f.feed(enc.encode("\x02o")).command, "select-pane -n");
  assert.deepEqual(f.feed(enc.encode(up)).data, enc.encode(up));
  // The prefix during the time is the prefix.
  f.feed(enc.encode("\x02" + up));
  assert.equal(f.feed(enc.encode("\x02c")).command, "new-window");
});

Deno.test("InputFilter: a key the config binds without repeat does not repeat; list-keys says which do", () => {
  const { table } = buildKeyTable({
    bind: { prefix: { "Up": "select-pane -D" }, root: {}, copy: {} },
    unbind: { prefix: [], root: [], copy: [] },
  });
  let now = 0;
  const f = new InputFilter(table, false, () => now);
  assert.equal(f.feed(enc.encode("\x02\x1b[A")).command, "select-pane -D");
  now += 10;
  assert.deepEqual(f.feed(enc.encode("\x1b[A")).data, enc.encode("\x1b[A"));
  const lines = listKeys(buildKeyTable().table);
  assert.ok(lines.includes("bind-key -r -T prefix C-Up       resize-pane -U"));
  assert.ok(lines.includes("bind-key -T prefix o          select-pane -n"));
});

// The key tables with `bind` (prefix table unless named) and repeat-time.
function tableWith(
  prefix: Record<string, BindValue>,
  repeatTime?: number,
  more: Partial<Record<KeyTableName, Record<string, BindValue>>> = {},
) {
  const { table, warnings } = buildKeyTable({
    bind: { prefix, root: {}, copy: {}, ...more },
    unbind: { prefix: [], root: [], copy: [] },
    ...(repeatTime === undefined ? {} : { "repeat-time": repeatTime }),
  });
  assert.deepEqual(warnings, []);
  return table;
}

Deno.test("InputFilter: a key bound with repeat (bind -r) runs again without the prefix while repeat-time lasts, each press starting it again", () => {
  const table = tableWith({
    "H": { command: "resize-pane -L 5", repeat: true },
    "n": { command: "next-window", repeat: true },
  });
  let now = 0;
  const f = new InputFilter(table, false, () => now);
  assert.equal(f.feed(enc.encode("\x02H")).command, "resize-pane -L 5");
  f.commandDone();
  for (let i = 0; i < 5; i++) {
    now += REPEAT_MS - 1;
    assert.equal(f.feed(enc.encode("H")).command, "resize-pane -L 5");
    f.commandDone();
  }
  // Another key that repeats goes on repeating.
  now += REPEAT_MS - 1;
  assert.equal(f.feed(enc.encode("n")).command, "next-window");
  f.commandDone();
  // The time is over: H is typed.
  now += REPEAT_MS;
  assert.deepEqual(f.feed(enc.encode("H")).data, enc.encode("H"));
  // Keys of one read: prefix H, then H in the rest of the read, a repeat.
  const r = f.feed(enc.encode("\x02HH"));
  assert.equal(r.command, "resize-pane -L 5");
  assert.deepEqual(r.rest, enc.encode("H"));
  f.commandDone();
  assert.equal(f.feed(r.rest!).command, "resize-pane -L 5");
});

Deno.test("InputFilter: a key that does not repeat ends the repeat and is handled as typed: a root binding's command, else the pane's", () => {
  const table = tableWith(
    { "H": { command: "resize-pane -L 5", repeat: true } },
    undefined,
    { root: { "F5": "display-message root" } },
  );
  let now = 0;
  const f = new InputFilter(table, false, () => now);
  const again = () => {
    assert.equal(f.feed(enc.encode("\x02H")).command, "resize-pane -L 5");
    f.commandDone();
    now += 1;
  };
  // A key the prefix table binds without repeat (c: new-window) goes to
  // the pane, as tmux tries it in the root table; so does H after it.
  again();
  assert.deepEqual(f.feed(enc.encode("cH")).data, enc.encode("cH"));
  // A key bound in the root table runs its command.
  again();
  assert.equal(f.feed(enc.encode("\x1b[15~")).command, "display-message root");
  assert.deepEqual(f.feed(enc.encode("H")).data, enc.encode("H"));
  // The prefix key starts a prefix: prefix d detaches.
  again();
  assert.equal(f.feed(enc.encode("\x02d")).detach, true);
  // An unbound key is typed, with no "not bound" message.
  again();
  const r = f.feed(enc.encode("y"));
  assert.deepEqual(r.data, enc.encode("y"));
  assert.equal(r.unbound, undefined);
});

Deno.test("InputFilter: repeat-time from the settings: how long a repeat lasts, 0 none", () => {
  let now = 0;
  const long = new InputFilter(
    tableWith({ "H": { command: "resize-pane -L 5", repeat: true } }, 30000),
    false,
    () => now,
  );
  long.feed(enc.encode("\x02H"));
  long.commandDone();
  now += 29999;
  assert.equal(long.feed(enc.encode("H")).command, "resize-pane -L 5");
  long.commandDone();
  now += 30000;
  assert.deepEqual(long.feed(enc.encode("H")).data, enc.encode("H"));
  // 0: no key repeats, the built-in arrows neither, as tmux's.
  const none = new InputFilter(
    tableWith({ "H": { command: "resize-pane -L 5", repeat: true } }, 0),
    false,
    () => now,
  );
  for (const key of ["H", "\x1b[1;5A"]) {
    assert.ok(none.feed(enc.encode("\x02" + key)).command);
    none.commandDone();
    assert.equal(none.plain, true, "no repeat: plain typing");
    assert.deepEqual(none.feed(enc.encode(key)).data, enc.encode(key));
  }
});

Deno.test("InputFilter: repeat works in the prefix table only: a root binding with repeat runs once per key, as tmux's", () => {
  const table = tableWith({}, undefined, {
    root: { "F5": { command: "next-window", repeat: true } },
  });
  const now = 0;
  const f = new InputFilter(table, false, () => now);
  assert.equal(f.feed(enc.encode("\x1b[15~")).command, "next-window");
  f.commandDone();
  assert.equal(f.plain, true);
  assert.deepEqual(listKeys(table).filter((l) => l.includes("F5")), [
    "bind-key -r -T root   F5         next-window",
  ]);
});

Deno.test("InputFilter: a repeating key's time starts again when its command is done", () => {
  let now = 0;
  const f = new InputFilter(CB, false, () => now);
  const left = "\x1b[D", right = "\x1b[C";
  assert.equal(f.feed(enc.encode("\x02" + left)).command, "select-pane -L");
  // The command took longer than REPEAT_MS (over -H); Right was typed
  // meanwhile and comes now: still a repeat.
  now += REPEAT_MS + 300;
  f.commandDone();
  now += 10;
  assert.equal(f.feed(enc.encode(right)).command, "select-pane -R");
  f.commandDone();
  now += REPEAT_MS;
  assert.deepEqual(f.feed(enc.encode(right)).data, enc.encode(right));
  // A command of a key that does not repeat (one typed at a prompt, say)
  // does not open the time again.
  now += 10;
  f.commandDone();
  assert.deepEqual(f.feed(enc.encode(left)).data, enc.encode(left));
  assert.equal(f.feed(enc.encode("\x02o")).command, "select-pane -n");
  f.commandDone();
  assert.deepEqual(f.feed(enc.encode(left)).data, enc.encode(left));
});

// The README's resize mode and off toggle, with `key-table` `home`.
function modal(home = "root", prefix = "C-b") {
  const { table, warnings } = buildKeyTable({
    prefix,
    "key-table": home,
    bind: {
      prefix: { r: "switch-client -T resize" },
      root: { F12: "set key-table off" },
      copy: {},
      resize: {
        h: "resize-pane -L 5 ; switch-client -T resize",
        l: { command: "resize-pane -R", repeat: true },
        Escape: "switch-client -T root",
      },
      off: { F12: "set -u key-table" },
    },
    unbind: { prefix: [], root: [], copy: [] },
  });
  assert.deepEqual(warnings, []);
  return table;
}

Deno.test("InputFilter.switchTable(): the next key is looked up in that table, then the client is back in root, as tmux's server_client_handle_key", () => {
  const f = new InputFilter(modal());
  assert.equal(f.feed(enc.encode("\x02r")).command, "switch-client -T resize");
  assert.equal(f.table, "root"); // the binding's command switches
  f.switchTable("resize");
  assert.equal([f.table, f.afterPrefix, f.plain].join(), "resize,false,false");
  const h = f.feed(enc.encode("hx"));
  assert.equal(h.command, "resize-pane -L 5 ; switch-client -T resize");
  assert.equal(f.table, "root");
  f.switchTable("resize");
  // Not bound in resize nor in root: dropped, and back in root.
  assert.equal(f.feed(h.rest!).data, null);
  assert.equal(f.table, "root");
  assert.deepEqual(run(f, "x"), { sent: "x", detach: false });
  // Bound in root (F12): it runs from resize too.
  f.switchTable("resize");
  assert.equal(f.feed(enc.encode("\x1b[24~")).command, "set key-table off");
  // The prefix key goes to the prefix table from any table.
  f.switchTable("resize");
  assert.equal(f.feed(enc.encode("\x02")).data, null);
  assert.equal([f.table, f.afterPrefix].join(), "prefix,true");
});

Deno.test("InputFilter: bind -r in a table of the user's repeats there while repeat-time lasts", () => {
  let now = 0;
  const f = new InputFilter(modal(), false, () => now);
  f.switchTable("resize");
  assert.equal(f.feed(enc.encode("l")).command, "resize-pane -R");
  f.commandDone();
  assert.equal(f.table, "resize");
  assert.equal(f.feed(enc.encode("l")).command, "resize-pane -R");
  f.commandDone();
  now += REPEAT_MS;
  assert.equal(f.table, "root");
  assert.deepEqual(run(f, "l"), { sent: "l", detach: false });
});

Deno.test("InputFilter: key-table off and prefix None: every key goes to the pane but off's F12", () => {
  const f = new InputFilter(modal("off", "None"));
  assert.equal(f.table, "off");
  assert.deepEqual(run(f, "\x02r\x02"), { sent: "\x02r\x02", detach: false });
  assert.equal(f.plain, true);
  assert.equal(f.feed(enc.encode("\x1b[24~")).command, "set -u key-table");
});
