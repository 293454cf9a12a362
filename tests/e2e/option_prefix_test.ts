/**
 * End to end: an option's name may be cut short, as tmux 3.3a's
 * `options_match` takes it: `set -g esc 0` is escape-time, `showw -g
 * mode-k` mode-keys, `set-hook -g after-split` after-split-window; a
 * start several names begin is refused in tmux's words (`ambiguous
 * option: status-le`), or said nothing of with -q; a `#{...}` format
 * reads whole names only. Every outcome below is what tmux 3.3a did with
 * the same command (`tmux -f /dev/null`), side by side.
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../_helpers/daemon.ts";

Deno.test("set, show, setw, showw, set-hook, show-hooks and a config file's lines take tmux's start of an option's name", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  await d.ok("set", "-g", "esc", "7");
  assert.equal(await d.ok("show", "-s", "escape-t"), "escape-time 7\n");
  await d.ok("setw", "-g", "mode-k", "vi");
  assert.equal(await d.ok("showw", "-gv", "mode-k"), "vi\n");
  // A session's own value, and a list's item by its index.
  await d.ok("set", "-t", "s", "status-j", "centre");
  assert.equal(
    await d.ok("show", "-t", "s", "status-j"),
    "status-justify centre\n",
  );
  assert.equal(
    await d.ok("show", "-g", "update-env[1]"),
    "update-environment[1] KRB5CCNAME\n",
  );
  // tmux's other spelling, and berth's own name taken whole.
  await d.ok("set", "-g", "display-panes-color", "red");
  assert.equal(
    await d.ok("show", "-g", "display-panes-co"),
    "display-panes-colour red\n",
  );
  await d.ok("set", "-g", "history-l", "3000");
  assert.equal(await d.ok("show", "-gv", "scrollback"), "3000\n");
  // Hooks are options in tmux's table too.
  await d.ok("set-hook", "-g", "after-split", "display-message hi");
  assert.equal(
    await d.ok("show-hooks", "-g", "after-split"),
    "after-split-window[0] display-message hi\n",
  );
  assert.equal(
    await d.ok("show", "-g", "after-split-w"),
    "after-split-window[0] display-message hi\n",
  );
  // A config file's lines run in the daemon, through the same commands.
  const conf = `${d.dir}/cut.conf`;
  await Deno.writeTextFile(
    conf,
    "set -g status-left-le 33\nsetw -g wrap-s off\n",
  );
  await d.ok("source-file", conf);
  assert.equal(await d.ok("show", "-gv", "status-left-length"), "33\n");
  assert.equal(await d.ok("showw", "-gv", "wrap-search"), "off\n");
  // The name is a format too, as tmux's (expanded before it is matched).
  await d.ok("set", "-t", "s", "-g", "@seen_#{session_name}", "1");
  assert.equal(await d.ok("show", "-gv", "@seen_s"), "1\n");
  assert.equal(await d.ok("show", "-t", "s", "-gv", "esc#{?1,,}"), "7\n");
  // A format takes whole names only, as tmux's format_find.
  assert.equal(
    await d.ok("display", "-t", "s", "-p", "#{escape-t}|#{escape-time}"),
    "|7\n",
  );
});

Deno.test("a start several option names begin is tmux's 'ambiguous option' error, or nothing with -q", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  const ambiguous =
    /^berth: ambiguous option: status-le \(could be: status-left, status-left-length, status-left-style\)\n$/;
  for (
    const args of [
      ["set", "-g", "status-le", "[x]"],
      ["show", "-g", "status-le"],
      ["show", "-gv", "status-le"],
      ["set", "-t", "s", "status-le", "[x]"],
    ]
  ) {
    const r = await d.cli(...args);
    assert.equal(r.code, 1, args.join(" "));
    assert.match(r.stderr, ambiguous, args.join(" "));
  }
  const ri = await d.cli("show", "-g", "status-ri");
  assert.equal(ri.code, 1);
  assert.match(ri.stderr, /^berth: ambiguous option: status-ri \(could be/);
  const pre = await d.cli("set", "-g", "pre", "C-a");
  assert.match(
    pre.stderr,
    /^berth: ambiguous option: pre \(could be: prefix, prefix2\)\n$/,
  );
  // -q: nothing said, exit 0, the setting as it was.
  assert.deepEqual(await d.cli("set", "-gq", "status-le", "x"), {
    code: 0,
    stdout: "",
    stderr: "",
  });
  assert.equal((await d.cli("show", "-gq", "status-le")).stdout, "");
  assert.equal(
    await d.ok("show", "-g", "status-left"),
    'status-left "[#{session_name}] "\n',
  );
  // An index on an option of one value: tmux's "not an array".
  for (const name of ["status-j[1]", "@x[1]"]) {
    const r = await d.cli("set", "-g", name, "x");
    assert.match(r.stderr, /^berth: not an array: /, name);
  }
  // A start that begins no name is still unknown; a user option whole.
  const none = await d.cli("set", "-g", "mouse-x", "on");
  assert.match(none.stderr, /^berth: invalid option: mouse-x /);
  const lacks = await d.cli("set", "-g", "buffer-l", "20");
  assert.match(lacks.stderr, /^berth: Unknown setting buffer-limit /);
  const user = await d.cli("show", "-g", "@stat");
  assert.equal(user.code, 1);
  // A misspelt server option with -s (or one without -g), outside any
  // session: tmux's error for the name, not a call for -t.
  for (const flags of [["-s"], []]) {
    const typo = await d.cli("set", ...flags, "esacpe-time", "0");
    assert.equal(typo.code, 1);
    assert.match(
      typo.stderr,
      /^berth: invalid option: esacpe-time /,
      flags.join(""),
    );
  }
});
