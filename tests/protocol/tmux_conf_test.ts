/** `protocol/tmux_conf.ts`: a tmux config's text as berth command lines. */

import assert from "node:assert/strict";
import { tmuxConfCommands } from "../../protocol/tmux_conf.ts";

Deno.test("tmuxConfCommands() makes a { } block one quoted word, its lines a list; a format's #{ is no block", () => {
  const text = [
    "bind x {",
    "  display 'it''s' # said",
    "  kill-pane",
    "}",
    "if -F '#{==:a,b}' { set -g @a 1 } {",
    "  if -F 1 {",
    "    set -g @b 2",
    "  }",
    "}",
    'set -g status-left "#{?client_prefix,{,}}"',
  ].join("\n");
  assert.deepEqual(tmuxConfCommands(text, "t.conf"), {
    commands: [
      `bind x 'display '\\''it'\\'''\\''s'\\'' ; kill-pane'`,
      `if -F '#{==:a,b}' 'set -g @a 1' 'if -F 1 '\\''set -g @b 2'\\'''`,
      'set -g status-left "#{?client_prefix,{,}}"',
    ],
    origins: ["t.conf line 1", "t.conf line 5", "t.conf line 10"],
    warnings: [],
  });
});

Deno.test("tmuxConfCommands() skips a { block never closed, with one warning naming its line", () => {
  const r = tmuxConfCommands("set -g a 1\nbind x {\n  kill-pane\n", "t.conf");
  assert.deepEqual(r, {
    commands: ["set -g a 1"],
    origins: ["t.conf line 1"],
    warnings: ["t.conf line 2: a { without its }; skipped"],
  });
});
