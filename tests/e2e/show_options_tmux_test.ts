/**
 * End to end: `show-options` prints tmux 3.3a's lines, which scripts
 * written for tmux parse (`tmux show -g status-left | ...`): `name
 * value`, text quoted as tmux's `args_escape` quotes it, arrays one item
 * a line, user options first; without -g a session's own values alone,
 * -A the inherited ones marked `name*`. Every expected line below was
 * printed by tmux 3.3a (`tmux -f /dev/null`) for the same option.
 */

import { COMMAND_ALIASES } from "../../protocol/command_alias.ts";
import { optionLines } from "../../client/commands/_tmux_options.ts";
import assert from "node:assert/strict";
import { TestDaemon } from "../_helpers/daemon.ts";
import { tmuxOption, tmuxQuoted } from "../../client/commands/_tmux_options.ts";
import { SETTING_NAMES } from "../../protocol/options.ts";

Deno.test("tmux's quoting of an option's text, and every berth setting has its place in tmux's table", () => {
  const cases: [string, string][] = [
    ["[#S] ", '"[#S] "'],
    ["bg=yellow,fg=black", "bg=yellow,fg=black"],
    ["a b", '"a b"'],
    ['say "hi"', '"say \\"hi\\""'],
    ["$HOME", '"\\$HOME"'],
    ["~/x", "\\~/x"],
    ["%", "\\%"],
    ["a'b", `"a'b"`],
    ["", "''"],
    [" ", '" "'],
    [
      "!\"#$%&'()*+,-./:;<=>?@[\\]^`{|}~",
      '"!\\"#$%&\'()*+,-./:;<=>?@[\\\\]^`{|}~"',
    ],
  ];
  for (const [text, shown] of cases) assert.equal(tmuxQuoted(text), shown);
  const missing = SETTING_NAMES.filter((n) => !tmuxOption(n));
  assert.deepEqual(missing, []);
});

Deno.test("show-options prints tmux 3.3a's lines: -g, -s, -gw, arrays, user options first, a session's own and -A's NAME*", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "s", "--", "cat");
  const show = async (...args: string[]) => await d.ok("show", ...args);
  assert.equal(
    await show("-g", "status-left"),
    'status-left "[#{session_name}] "\n',
  );
  assert.equal(
    await show("-g", "status-right"),
    'status-right "#{?window_bigger,[#{window_offset_x}#,#{window_offset_y}] ,}\\"#{=21:pane_title}\\" %H:%M %d-%b-%y"\n',
  );
  assert.equal(
    await show("-gw", "window-status-format"),
    'window-status-format "#I:#W#{?window_flags,#{window_flags}, }"\n',
  );
  const env = "DISPLAY KRB5CCNAME SSH_ASKPASS SSH_AUTH_SOCK SSH_AGENT_PID " +
    "SSH_CONNECTION WINDOWID XAUTHORITY";
  assert.equal(
    await show("-g", "update-environment"),
    env.split(" ").map((v, i) => `update-environment[${i}] ${v}\n`).join(""),
  );
  assert.equal(
    await show("-gv", "update-environment"),
    env.replaceAll(" ", "\n") + "\n",
  );
  assert.equal(
    await show("-g", "update-environment[1]"),
    "update-environment[1] KRB5CCNAME\n",
  );
  assert.equal(
    await show("-s"),
    [
      // tmux's six (command_alias_test.ts has them side by side).
      ...optionLines("command-alias", "array", COMMAND_ALIASES),
      "copy-command ''",
      "default-terminal xterm-256color",
      "escape-time 25",
      "exit-empty on",
      "exit-unattached off",
      "extended-keys off",
      "focus-events off",
      "history-file ''",
      "message-limit 1000",
      "prompt-history-limit 100",
      "set-clipboard external",
      "terminal-overrides",
      "terminal-features[0] xterm*:clipboard:ccolour:cstyle:focus:title",
      "terminal-features[1] screen*:title",
    ].join("\n") + "\n",
  );
  assert.match(await show("-gw"), /^mode-style bg=yellow,fg=black$/m);
  await d.ok("set", "-g", "@x", "a b");
  await d.ok("set", "-g", "@y", 'say "hi"');
  await d.ok("set", "-g", "@z", "$HOME");
  const global = (await show("-g")).split("\n");
  assert.deepEqual(global.slice(0, 4), [
    '@x "a b"',
    '@y "say \\"hi\\""',
    '@z "\\$HOME"',
    "activity-action other",
  ]);
  // Without -g: the session's own values alone; -A the inherited, NAME*.
  await d.ok("set", "-t", "s", "status", "off");
  assert.equal(await show("-t", "s"), "status off\n");
  assert.equal(await show("-A", "-t", "s", "status"), "status off\n");
  assert.equal(await show("-A", "-t", "s", "mouse"), "mouse* on\n");
  assert.equal(await show("-t", "s", "mouse"), "");
  assert.match(await show("-A", "-t", "s"), /^activity-action\* other$/m);
  assert.equal(await show("-A", "-t", "s", "@x"), '@x* "a b"\n');
  assert.equal((await d.cli("show", "-t", "s", "@x")).code, 1);
  const bad = await d.cli("show", "-g", "nosuch");
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /^berth: invalid option: nosuch [^\n]*\n$/);
  assert.equal((await d.cli("show", "-gq", "nosuch")).stdout, "");
});
