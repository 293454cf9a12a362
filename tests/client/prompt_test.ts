import assert from "node:assert/strict";
import {
  CommandPrompt,
  ConfirmPrompt,
  KeyPrompt,
  remember,
} from "../../client/attach/prompt.ts";
import {
  parsePromptCommand,
  promptLine,
} from "../../client/attach/prompt_command.ts";
import { completeWord } from "../../client/attach/prompt_complete.ts";
import { splitCommandLine } from "../../client/commands/_command_runner.ts";
import { ScrollKeyDecoder } from "../../client/attach/scroll_keys.ts";

function type(p: CommandPrompt, input: string) {
  const keys = new ScrollKeyDecoder().feed(new TextEncoder().encode(input));
  let last;
  for (const k of keys) last = p.key(k);
  return last;
}

Deno.test("CommandPrompt edits a line as tmux's prompt does", () => {
  const p = new CommandPrompt(":", "", []);
  type(p, "kill-pane");
  type(p, "\x1b[Hxx \x05"); // Home, "xx ", End
  assert.equal(p.text, "xx kill-pane");
  type(p, "\x17"); // C-w: the word before the cursor
  assert.equal(p.text, "xx ");
  type(p, "\x7f\x7fy\x01\x1b[3~"); // Backspace twice, y, C-a, Delete
  assert.equal(p.text, "y");
  type(p, "\x05ab\x1b[D\x0b"); // End, "ab", Left, C-k: to the end
  assert.equal(p.text, "ya");
  type(p, "\x15"); // C-u
  assert.equal(p.text, "");
  assert.deepEqual(type(p, "x\r"), { kind: "done", text: "x" });
  assert.deepEqual(type(p, "\x1b"), { kind: "cancel" });
  assert.deepEqual(type(p, "\x03"), { kind: "cancel" });
});

Deno.test("CommandPrompt: Tab completes the word before the cursor as tmux 3.3a's : prompt does", () => {
  const p = new CommandPrompt(":", "", [], { complete: completeWord });
  // Keys typed after the ones before, the line then, and why.
  const steps: [string, string, string][] = [
    ["select-l\t", "select-layout ", "one command fits: it and a space"],
    ["ti\t", "select-layout tiled ", "a layout"],
    ["\x15sel\t", "select", "several (selectp too): as far as they agree"],
    ["\t", "select", "no further"],
    ["\x15set -g renumber\t", "set -g renumber-windows ", "an option"],
    ["\x15kill-w -t\t\x01\t", "kill-w -t", "a flag; nothing before the cursor"],
    ["\x06".repeat(6) + "\t", "kill-window  -t", "the word before the cursor"],
    ["\x05\x15nosuch\t", "nosuch", "nothing fits"],
  ];
  for (const [keys, line, why] of steps) {
    type(p, keys);
    assert.equal(p.text, line, why);
  }
  // Other prompts (rename-window's) type a space, as before.
  const plain = new CommandPrompt("(rename-window) ", "", []);
  type(plain, "a\tb");
  assert.equal(plain.text, "a b");
});

Deno.test("CommandPrompt keeps graphemes whole and draws wide ones in two cells", () => {
  const p = new CommandPrompt("(rename) ", "", []);
  type(p, "日本e\u0301");
  assert.equal(p.text, "日本e\u0301");
  type(p, "\x1b[D\x7f"); // Left over é, Backspace removes 本
  assert.equal(p.text, "日e\u0301");
  const { row, cursor } = p.draw(20);
  assert.equal(row.chars.slice(9, 12).join("|"), "日||e\u0301");
  assert.equal(cursor, 11);
  // A line longer than the row scrolls to keep the cursor in view.
  const long = new CommandPrompt(":", "x".repeat(30), []);
  assert.equal(long.draw(10).cursor, 9);
});

Deno.test("CommandPrompt Up and Down go through the history and back to the line typed", () => {
  const history: string[] = [];
  remember(history, "one");
  remember(history, "two");
  remember(history, "two");
  assert.deepEqual(history, ["one", "two"]);
  const p = new CommandPrompt(":", "", history);
  type(p, "new");
  type(p, "\x1b[A");
  assert.equal(p.text, "two");
  type(p, "\x1b[A\x1b[A");
  assert.equal(p.text, "one");
  type(p, "\x1b[B\x1b[B");
  assert.equal(p.text, "new");
});

Deno.test("ConfirmPrompt: y runs, anything else cancels", () => {
  const key = (name: string) => ({ name, bytes: new Uint8Array() });
  const c = new ConfirmPrompt("kill-pane 1? (y/n)");
  assert.equal(c.key(key("y")).kind, "done");
  assert.equal(c.key(key("n")).kind, "cancel");
  assert.equal(c.key(key("Enter")).kind, "cancel");
});

Deno.test("parsePromptCommand() takes tmux's command-prompt and confirm-before lines", () => {
  const status = {
    session: "work",
    windows: [[0, "bash", "-"], [2, "vim", "*"]] as [number, string, string][],
    pane: 1,
  };
  assert.deepEqual(
    parsePromptCommand(
      `command-prompt -I "#W" "rename-window -- '%%'"`,
      status,
    ),
    {
      kind: "command",
      questions: [{ label: "(rename-window) ", initial: "vim" }],
      template: ["rename-window", "--", "%%"],
      type: "command",
    },
  );
  assert.deepEqual(parsePromptCommand("command-prompt", status), {
    kind: "command",
    questions: [{ label: ":", initial: "" }],
    template: null,
    type: "command",
  });
  assert.deepEqual(
    parsePromptCommand(
      `confirm-before -p "kill #S:#I.#P? (y/n)" kill-pane`,
      status,
    ),
    { kind: "confirm", label: "kill work:2.1? (y/n)", command: "kill-pane" },
  );
  assert.deepEqual(parsePromptCommand("confirm-before kill-window", null), {
    kind: "confirm",
    label: "Confirm 'kill-window'? (y/n)",
    command: "kill-window",
  });
  // tmux's short name, as `bind x confirm kill-pane` writes it.
  assert.deepEqual(parsePromptCommand("confirm -p 'sure?' kill-pane", null), {
    kind: "confirm",
    label: "sure?",
    command: "kill-pane",
  });
  assert.throws(() => parsePromptCommand("command-prompt -x", status), /takes/);
  assert.throws(() => parsePromptCommand("confirm-before", status), /takes/);
});

Deno.test("parsePromptCommand() expands only the status line's own values, never Object.prototype's", () => {
  const status = { session: "work", windows: [], pane: 0 };
  const label = (format: string) => {
    // confirm-before's: command-prompt's -p is cut at its commas.
    const p = parsePromptCommand(`confirm-before -p "${format}" x`, status);
    return p.kind === "confirm" ? p.label : "";
  };
  assert.equal(label("[#{constructor}]"), "[]");
  assert.equal(label("#{?toString,yes,no}"), "no");
  assert.equal(label("#{__proto__}#{hasOwnProperty}#S"), "work");
});

Deno.test("promptLine() puts what was typed in the template as one word", () => {
  const line = promptLine(["rename-session", "--", "%%"], `it's "new"`);
  assert.deepEqual(splitCommandLine(line), [
    "rename-session",
    "--",
    `it's "new"`,
  ]);
  assert.equal(promptLine(null, "kill-pane"), "kill-pane");
});

Deno.test("KeyPrompt: the next key is the answer, by its name with its modifiers", () => {
  const p = new KeyPrompt("key");
  const key = (s: string) =>
    p.key(new ScrollKeyDecoder().feed(new TextEncoder().encode(s))[0]);
  assert.deepEqual(key("x"), { kind: "done", text: "x" });
  assert.deepEqual(key("\x1b[1;5A"), { kind: "done", text: "C-Up" });
  assert.deepEqual(key(" "), { kind: "done", text: "Space" });
  assert.deepEqual(key("\x1b"), { kind: "done", text: "Escape" });
});

Deno.test("parsePromptCommand() takes tmux's joined flags: prefix /'s -kp key", () => {
  const r = parsePromptCommand(
    `command-prompt -kp key "list-keys -1N '%%'"`,
    null,
  );
  assert.deepEqual(r, {
    kind: "command",
    questions: [{ label: "key ", initial: "" }],
    template: ["list-keys", "-1N", "%%"],
    mode: "key",
    type: "command",
  });
  const line = promptLine(r.kind === "command" ? r.template : null, "'");
  assert.deepEqual(splitCommandLine(line), ["list-keys", "-1N", "'"]);
  assert.throws(
    () => parsePromptCommand("command-prompt -kx", null),
    /command-prompt takes \[-1bFikN\]/,
  );
});

Deno.test("CommandPrompt with status-keys vi: Escape goes to command mode, drawn in message-command-style, whose keys are tmux 3.3a's", () => {
  const look = {
    keys: "vi" as const,
    style: { fg: 0, bg: 3, ul: -1, flags: 0 },
    commandStyle: { fg: 3, bg: 0, ul: -1, flags: 0 },
  };
  const p = new CommandPrompt(":", "", [], look);
  type(p, "kill-pane -t 1");
  assert.equal(p.draw(40).row.attrs[1], 3, "insert mode: message-style");
  assert.deepEqual(type(p, "\x1b"), { kind: "open" }, "Escape does not cancel");
  assert.ok(p.commandMode);
  assert.equal(p.draw(40).row.attrs[1], 0, "command mode's background");
  assert.equal(p.draw(40).row.attrs[0], 3, "command mode's foreground");
  type(p, "0x"); // start of line, delete a character
  assert.equal(p.text, "ill-pane -t 1");
  type(p, "w"); // next word: "-t"
  type(p, "D"); // to the end
  assert.equal(p.text, "ill-pane ");
  type(p, "b"); // back to "ill-pane"
  type(p, "i"); // insert mode, at the word
  assert.ok(!p.commandMode);
  type(p, "k");
  assert.equal(p.text, "kill-pane ");
  type(p, "\x1b");
  type(p, "A"); // insert at the end
  type(p, "-a");
  assert.equal(p.text, "kill-pane -a");
  type(p, "\x1b");
  type(p, "S"); // the whole line replaced
  assert.equal(p.text, "");
  assert.ok(!p.commandMode);
  type(p, "x");
  type(p, "\x1b");
  assert.deepEqual(type(p, "q"), { kind: "cancel" }, "q cancels");
  const q = new CommandPrompt(":", "ls", [], look);
  type(q, "\x1b");
  assert.deepEqual(type(q, "\r"), { kind: "done", text: "ls" });
});

Deno.test("CommandPrompt with emacs status-keys (tmux's default) cancels on Escape and draws in the given message-style", () => {
  const p = new CommandPrompt(":", "", [], {
    keys: "emacs",
    style: { fg: 7, bg: 4, ul: -1, flags: 0 },
  });
  assert.equal(p.draw(10).row.attrs[1], 4);
  assert.deepEqual(type(p, "\x1b"), { kind: "cancel" });
});

Deno.test("parsePromptCommand() takes tmux 3.3a's -p and -I by commas, -1 -N -i -k (one, in tmux's order), -T and -F", () => {
  const r = parsePromptCommand(
    `command-prompt -1k -p "name:,index:" -I "a" -T window-target -F "neww -n %1 -t :%2"`,
    null,
  );
  assert.deepEqual(r, {
    kind: "command",
    questions: [
      { label: "name: ", initial: "a" },
      { label: "index: ", initial: "" },
    ],
    template: ["neww", "-n", "%1", "-t", ":%2"],
    source: "neww -n %1 -t :%2",
    format: true,
    mode: "single",
    type: "window-target",
  });
  const mode = (flags: string) => {
    const q = parsePromptCommand(`command-prompt ${flags} x`, null);
    return q.kind === "command" ? q.mode : "";
  };
  assert.equal(mode("-Nik"), "numeric");
  assert.equal(mode("-ik"), "incremental");
  assert.throws(
    () => parsePromptCommand("command-prompt -T nope", null),
    /^Error: command-prompt: unknown type nope \(-T takes command, search, target or window-target\)$/,
  );
});

Deno.test("promptLine() replaces as tmux 3.3a's cmd_template_replace: %N, each %% in turn, %%% the same, the last answer twice", () => {
  const t = ["display", "[%1][%2][%%][%%][%%]"];
  assert.deepEqual(splitCommandLine(promptLine(t, ["x", "y"])), [
    "display",
    "[x][y][x][y][y]",
  ]);
  assert.deepEqual(
    splitCommandLine(promptLine(["set", "@a", "%%%", "%1%"], [`a"b`])),
    ["set", "@a", `a"b`, `a"b`],
  );
  // %% in another word is the next one; an incremental answer once.
  assert.equal(promptLine(["a", "%%", "%%"], ["=x"], true), "a =x %%");
  assert.equal(promptLine(["a", "%%", "%9", "%"], ["q"]), "a q %9 %");
});

Deno.test("CommandPrompt modes: -1 one key (after an input: nothing), -N digits then the key that ends it goes on, -i each change told", () => {
  const key = (name: string) => ({ name, bytes: new Uint8Array() });
  const one = new CommandPrompt("x ", "", [], {}, "single");
  assert.deepEqual(one.key(key("q")), { kind: "done", text: "q" });
  const typed = new CommandPrompt("x ", "z", [], {}, "single");
  assert.deepEqual(typed.key(key("q")), { kind: "cancel" });
  assert.deepEqual(typed.key(key("Enter")), { kind: "done", text: "z" });
  const n = new CommandPrompt("n ", "", [], {}, "numeric");
  assert.deepEqual(n.key(key("1")), { kind: "open" });
  assert.deepEqual(n.key(key("2")), { kind: "open" });
  assert.deepEqual(n.key(key("Escape")), {
    kind: "done",
    text: "12",
    goesOn: true,
  });
  const i = new CommandPrompt("i ", "last", [], {}, "incremental");
  assert.equal(i.opening, "=");
  assert.deepEqual(i.key(key("C-s")), { kind: "change", text: "=last" });
  assert.deepEqual(i.key(key("Backspace")), { kind: "change", text: "=las" });
  assert.deepEqual(i.key(key("C-s")), { kind: "change", text: "+las" });
  assert.deepEqual(i.key(key("C-r")), { kind: "change", text: "-las" });
  assert.deepEqual(i.key(key("Enter")), { kind: "done", text: "las" });
});

// Characters the grapheme splitter is given while `fn` runs (the
// prompt's work, counted without a clock).
function segmented(fn: () => void): number {
  const proto = Intl.Segmenter.prototype;
  const segment = proto.segment;
  let n = 0;
  proto.segment = function (this: Intl.Segmenter, text: string) {
    n += text.length;
    return segment.call(this, text);
  };
  try {
    fn();
  } finally {
    proto.segment = segment;
  }
  return n;
}

Deno.test("CommandPrompt: keys typed one by one (a paste the terminal did not bracket) cost the same each, however long the line", () => {
  // é is not ASCII: each key goes through the grapheme splitter.
  const cost = (n: number) => {
    const p = new CommandPrompt(":", "", []);
    const work = segmented(() => {
      type(p, "é".repeat(n));
      p.draw(80);
    });
    assert.equal(p.text, "é".repeat(n));
    return work / n;
  };
  const small = cost(500), large = cost(8000);
  // Splitting the whole line at each key: 4000 characters a key at 8000.
  assert.ok(large < 20, `${large} characters split a key at 8000 keys`);
  assert.ok(large <= small + 1, `${small} a key at 500, ${large} at 8000`);
});

Deno.test("CommandPrompt: a long line is drawn as its end (the cursor's side), a combining mark joins the key before it", () => {
  const p = new CommandPrompt(":", "", []);
  type(p, "ab".repeat(5000) + "e\u0301");
  assert.equal(p.text, "ab".repeat(5000) + "e\u0301");
  const { row, cursor } = p.draw(10);
  assert.equal(row.chars.join(""), "abababab" + "e\u0301 ");
  assert.equal(cursor, 9);
  type(p, "\x01x"); // C-a, then x at the start
  assert.equal(p.draw(10).row.chars.join(""), ":xabababab");
  assert.equal(p.draw(10).cursor, 2);
  // A wide cell cut by the left edge is left out.
  const w = new CommandPrompt(":", "漢字漢字", []);
  assert.deepEqual(w.draw(6).cursor, 5);
});

Deno.test("CommandPrompt: a bracketed paste of 20 KB is typed whole at the cursor, line breaks as spaces, keys typed after it after it", () => {
  const p = new CommandPrompt(":", "", []);
  const text = ("x".repeat(99) + "\n").repeat(200);
  const decoder = new ScrollKeyDecoder(1 << 20);
  const keys = decoder.feed(
    new TextEncoder().encode("set @x '\x1b[200~" + text + "\x1b[201~'"),
  );
  for (const k of keys) p.key(k);
  assert.equal(p.text, "set @x '" + text.replaceAll("\n", " ") + "'");
});
