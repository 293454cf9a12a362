import { COMMAND_ALIASES } from "../../protocol/command_alias.ts";
import { REMAIN_ON_EXIT_FORMAT } from "../../protocol/options.ts";
import assert from "node:assert/strict";
import {
  configFiles,
  configPath,
  loadConfig,
} from "../../protocol/config_file.ts";
import { parseConfig } from "../../protocol/config_parse.ts";
import {
  appendSeparator,
  applyOptions,
  AUTOMATIC_RENAME_FORMAT,
  checkSetting,
  defaultOptions,
  defaultStatusLine,
  PANE_BORDER_FORMAT,
  settingFromText,
  startOptions,
  TERMINAL_FEATURES,
  UPDATE_ENVIRONMENT,
} from "../../protocol/options.ts";

const GOOD = `prefix = "C-a"
mouse = false
status = "top"
set-clipboard = true
default-shell = "/bin/zsh"
scrollback = 500
remain-on-exit = true
monitor-activity = true
base-index = 1
pane-base-index = 1
mode-keys = "emacs"
copy-command = "wl-copy"
word-separators = " "
repeat-time = 1000
status-left = "#[fg=red]#S "
status-left-length = 20
status-right = "%H:%M:%S"
status-style = "bg=colour235,fg=#ffaa00"
status-justify = "centre"
status-interval = 1
window-status-current-style = "bold,reverse"
window-status-separator = "|"

[bind.prefix]
"|" = "split-window -h"
"k" = "kill-session"
"H" = { command = "resize-pane -L 5", repeat = true }
"J" = { command = "resize-pane -D 5", repeat = false }

[bind.root]
F12 = "detach-client"

[unbind]
prefix = ["["]
`;

Deno.test("parseConfig() reads every setting and binding", () => {
  const r = parseConfig(GOOD, defaultOptions(), "c.toml");
  assert.deepEqual(r.warnings, []);
  assert.deepEqual(r.options, {
    prefix: "C-a",
    mouse: false,
    status: "top",
    "status-position": "top",
    "set-clipboard": true,
    "default-shell": "/bin/zsh",
    scrollback: 500,
    "remain-on-exit": true,
    "monitor-activity": true,
    "base-index": 1,
    "pane-base-index": 1,
    "renumber-windows": false,
    "pane-border-status": "off",
    "pane-border-format": PANE_BORDER_FORMAT,
    "pane-border-style": "default",
    "pane-active-border-style": "fg=green",
    "pane-border-lines": "single",
    "pane-border-indicators": "colour",
    "mode-keys": "emacs",
    "window-style": "default",
    "window-active-style": "default",
    "aggressive-resize": false,
    "window-size": "latest",
    "xterm-keys": true,
    "allow-passthrough": false,
    "synchronize-panes": false,
    "default-size": "80x24",
    "exit-empty": true,
    "exit-unattached": false,
    "command-alias": COMMAND_ALIASES,
    "prompt-history-limit": 100,
    "history-file": "",
    "message-limit": 1000,
    "destroy-unattached": false,
    "terminal-overrides": "",
    "terminal-features": TERMINAL_FEATURES,
    "copy-command": "wl-copy",
    "word-separators": " ",
    "wrap-search": true,
    "repeat-time": 1000,
    "main-pane-height": "24",
    "main-pane-width": "80",
    "other-pane-height": "0",
    "other-pane-width": "0",
    "automatic-rename": true,
    "allow-rename": false,
    "monitor-bell": true,
    "bell-action": "any",
    "visual-bell": "off",
    "activity-action": "other",
    "visual-activity": "off",
    "escape-time": 25,
    "focus-events": false,
    "key-table": "root",
    "default-terminal": "xterm-256color",
    "display-panes-time": 1000,
    "display-panes-colour": "blue",
    "display-panes-active-colour": "red",
    "clock-mode-colour": "blue",
    "clock-mode-style": "24",
    prefix2: "None",
    "default-command": "",
    "automatic-rename-format": AUTOMATIC_RENAME_FORMAT,
    "remain-on-exit-format": REMAIN_ON_EXIT_FORMAT,
    "monitor-silence": 0,
    "silence-action": "other",
    "visual-silence": "off",
    "lock-after-time": 0,
    "lock-command": "lock -np",
    "extended-keys": "off",
    "update-environment": UPDATE_ENVIRONMENT,
    "detach-on-destroy": "on",
    ...defaultStatusLine(),
    "status-left": "#[fg=red]#S ",
    "status-left-length": 20,
    "status-right": "%H:%M:%S",
    "status-style": "bg=colour235,fg=#ffaa00",
    "status-justify": "centre",
    "status-interval": 1,
    "window-status-current-style": "bold,reverse",
    "window-status-separator": "|",
    bind: {
      prefix: {
        "|": "split-window -h",
        k: "kill-session",
        H: { command: "resize-pane -L 5", repeat: true },
        J: "resize-pane -D 5",
      },
      root: { F12: "detach-client" },
      copy: {},
    },
    unbind: { prefix: ["["], root: [], copy: [] },
  });
});

Deno.test("parseConfig() skips a broken line, names its line number and keeps the rest", () => {
  const text = GOOD.replace("mouse = false", "mouse = = false");
  const r = parseConfig(text, defaultOptions(), "c.toml");
  assert.equal(r.warnings.length, 1);
  assert.match(r.warnings[0], /^c\.toml line 2: [^\n]+; the line is skipped$/);
  assert.equal(r.options.prefix, "C-a");
  assert.equal(r.options.mouse, true, "the default stays");
  assert.equal(r.options.scrollback, 500, "lines after it still count");
  assert.equal(r.options.bind.prefix["|"], "split-window -h");
});

Deno.test("parseConfig() skips the table of a broken header, and only that table", () => {
  const text = GOOD.replace("[bind.root]", "[bind.root");
  const r = parseConfig(text, defaultOptions(), "c.toml");
  assert.equal(r.warnings.length, 1);
  assert.match(r.warnings[0], /^c\.toml line 30: .*table up to line 32/);
  assert.deepEqual(r.options.bind.root, {});
  assert.deepEqual(r.options.unbind.prefix, ["["]);
});

Deno.test("parseConfig() warns once per unknown setting or bad value, naming it and what it takes", () => {
  const text =
    `prefx = "C-a"\nstatus = "left"\nscrollback = -1\nmouse = "yes"\n` +
    `status-style = "fg=orange"\nstatus-justify = "center"\n` +
    `status-left-length = -1\nstatus-interval = 1.5\nstatus-left = 3\n` +
    `repeat-time = 40000\n` +
    `[bind.prefix]\nx = 3\ny = { command = "ls", repeat = "yes" }\n` +
    `z = { command = "ls", again = true }\n[bind."no pe"]\ny = "ls"\n`;
  const r = parseConfig(text, defaultOptions(), "c");
  assert.deepEqual(r.warnings, [
    'c line 1: Unknown setting "prefx" (berth show-options lists those berth has)',
    'c line 2: status takes "on" or "off" (berth draws one status line), or its place: "top" or "bottom", not "left"',
    "c line 3: scrollback takes a number of lines from 0 to 1000000, not -1",
    'c line 4: mouse takes true or false, not "yes"',
    'c line 5: status-style takes a tmux style, such as "fg=white,bg=colour235,bold", not "fg=orange"',
    'c line 6: status-justify takes "left", "centre", "right" or "absolute-centre", not "center"',
    "c line 7: status-left-length takes a number of cells from 0 to 32767, not -1",
    "c line 8: status-interval takes a number of seconds from 0 (never) to 86400, not 1.5",
    'c line 9: status-left takes a tmux format, such as "#I:#W#F", not 3',
    "c line 10: repeat-time takes a number of milliseconds from 0 (no key repeats) to 32767, not 40000",
    "c: bind.no pe: a key table's name has no spaces, dots or control characters",
    'c: bind.prefix "x" takes a berth command, such as "kill-session", or { command = "...", repeat = true, note = "..." } (tmux\'s bind -r and -N), not 3',
    'c: bind.prefix "y" takes a berth command, such as "kill-session", or { command = "...", repeat = true, note = "..." } (tmux\'s bind -r and -N), not {"command":"ls","repeat":"yes"}',
    'c: bind.prefix "z" takes a berth command, such as "kill-session", or { command = "...", repeat = true, note = "..." } (tmux\'s bind -r and -N), not {"command":"ls","again":true}',
  ]);
  assert.deepEqual(r.options, defaultOptions());
});

Deno.test("applyOptions() on a base: bind adds, unbind takes away", () => {
  const first = parseConfig(GOOD, defaultOptions(), "a").options;
  const r = parseConfig(
    `[bind.prefix]\n"[" = "copy-mode"\n[unbind]\nprefix = ["k"]\n`,
    first,
    "b",
  );
  assert.deepEqual(r.options.bind.prefix, {
    "|": "split-window -h",
    H: { command: "resize-pane -L 5", repeat: true },
    J: "resize-pane -D 5",
    "[": "copy-mode",
  });
  assert.deepEqual(r.options.unbind.prefix, ["k"]);
  assert.equal(r.options.prefix, "C-a", "the base's settings stay");
});

Deno.test("configPath() follows BERTH_CONFIG, then XDG_CONFIG_HOME, then HOME", () => {
  const env = (vars: Record<string, string>) => (k: string) => vars[k];
  assert.equal(configPath(env({ HOME: "/h" })), "/h/.config/berth/config.toml");
  assert.equal(
    configPath(env({ HOME: "/h", XDG_CONFIG_HOME: "/x" })),
    "/x/berth/config.toml",
  );
  assert.equal(
    configPath(env({ HOME: "/h", BERTH_CONFIG: "/c.toml" })),
    "/c.toml",
  );
});

Deno.test("configPath() without berth's config.toml takes a tmux user's config where tmux 3.3a looks, berth's own first", () => {
  const env = (vars: Record<string, string>) => (k: string) => vars[k];
  const there = (...files: string[]) => (p: string) => files.includes(p);
  const home = env({ HOME: "/h" });
  assert.equal(configPath(home, there("/h/.tmux.conf")), "/h/.tmux.conf");
  assert.equal(
    configPath(home, there("/h/.config/tmux/tmux.conf")),
    "/h/.config/tmux/tmux.conf",
  );
  assert.equal(
    configPath(
      env({ HOME: "/h", XDG_CONFIG_HOME: "/x" }),
      there("/x/tmux/tmux.conf", "/h/.config/tmux/tmux.conf"),
    ),
    "/x/tmux/tmux.conf",
  );
  assert.equal(
    configPath(home, there("/h/.config/berth/config.toml", "/h/.tmux.conf")),
    "/h/.config/berth/config.toml",
  );
  assert.equal(
    configPath(
      env({ HOME: "/h", BERTH_CONFIG: "/c.toml" }),
      there("/h/.tmux.conf"),
    ),
    "/c.toml",
  );
  assert.equal(configPath(home, there()), "/h/.config/berth/config.toml");
});

Deno.test("loadConfig(): a missing file is the defaults, unless required", async () => {
  const missing = "/nonexistent/berth/config.toml";
  const r = await loadConfig(missing);
  assert.deepEqual(r, {
    options: defaultOptions(),
    warnings: [],
    path: missing,
  });
  const req = await loadConfig(missing, { required: true });
  assert.deepEqual(req.warnings, [`${missing}: no such file`]);
});

Deno.test("loadConfig() refuses a special or huge file without reading it", async () => {
  const dev = await loadConfig("/dev/zero", { required: true });
  assert.deepEqual(dev.warnings, ["/dev/zero: not a regular file; not read"]);
  const big = await Deno.makeTempFile();
  try {
    await Deno.writeTextFile(big, "#".repeat(1024 * 1024 + 1));
    const r = await loadConfig(big, { required: true });
    assert.deepEqual(r.warnings, [`${big}: larger than 1 MiB; not read`]);
  } finally {
    await Deno.remove(big);
  }
});

Deno.test("parseConfig() takes commands out as a list of lines, and warns of a bad one, naming its line", () => {
  const ok = parseConfig(
    `commands = ["setenv -g A 1", "run-shell true"]\nmouse = false\n`,
    defaultOptions(),
    "c",
  );
  assert.deepEqual(ok.commands, ["setenv -g A 1", "run-shell true"]);
  assert.deepEqual(ok.warnings, []);
  assert.equal(ok.options.mouse, false);
  const bad = parseConfig(
    `mouse = false\ncommands = [1]\n`,
    defaultOptions(),
    "c",
  );
  assert.deepEqual(bad.commands, []);
  assert.match(
    bad.warnings[0],
    /^c line 2: commands takes a list of berth command lines/,
  );
});

Deno.test("parseConfig() reads the panes' border settings, and refuses a place they have not", () => {
  const r = parseConfig(
    `pane-border-status = "bottom"
pane-border-format = "#P #T"
pane-border-style = "fg=colour240"
pane-active-border-style = "fg=yellow,bold"
`,
    defaultOptions(),
    "c.toml",
  );
  assert.deepEqual(r.warnings, []);
  assert.equal(r.options["pane-border-status"], "bottom");
  assert.equal(r.options["pane-border-format"], "#P #T");
  assert.equal(r.options["pane-border-style"], "fg=colour240");
  assert.equal(r.options["pane-active-border-style"], "fg=yellow,bold");
  const bad = parseConfig(
    `pane-border-status = "left"\npane-border-style = "fg=nope"\n`,
    defaultOptions(),
    "c.toml",
  );
  assert.equal(bad.warnings.length, 2);
  assert.match(bad.warnings[0], /"off", "top" or "bottom"/);
  assert.equal(bad.options["pane-border-status"], "off");
});

Deno.test("applyOptions() takes tmux's window, alert and terminal options (config.toml's true and false for on and off)", () => {
  const r = applyOptions(defaultOptions(), {
    "automatic-rename": false,
    "bell-action": "other",
    "visual-bell": true,
    "visual-activity": "both",
    "escape-time": 0,
    "focus-events": true,
    "default-terminal": "tmux-256color",
    "display-panes-time": 3000,
    "activity-action": "sometimes",
    "default-terminal ": "x",
  });
  assert.equal(r.options["automatic-rename"], false);
  assert.equal(r.options["bell-action"], "other");
  assert.equal(r.options["visual-bell"], "on");
  assert.equal(r.options["visual-activity"], "both");
  assert.equal(r.options["escape-time"], 0);
  assert.equal(r.options["focus-events"], true);
  assert.equal(r.options["default-terminal"], "tmux-256color");
  assert.equal(r.options["display-panes-time"], 3000);
  assert.equal(r.options["activity-action"], "other");
  assert.equal(r.warnings.length, 2, r.warnings.join("\n"));
  assert.match(
    r.warnings[0],
    /^activity-action takes "any", "none", "current" or "other", not "sometimes"$/,
  );
});

Deno.test("applyOptions() takes main-pane-height and its kin as a number of cells or a percentage, kept as text as tmux's", () => {
  const r = applyOptions(defaultOptions(), {
    "main-pane-height": 30,
    "main-pane-width": "25%",
    "other-pane-height": "half",
    "other-pane-width": "101%",
  });
  assert.equal(r.options["main-pane-height"], "30");
  assert.equal(r.options["main-pane-width"], "25%");
  assert.equal(r.options["other-pane-height"], "0");
  assert.equal(r.options["other-pane-width"], "0");
  assert.deepEqual(r.warnings, [
    'other-pane-height takes a number of rows up to 10000 or a percentage of the window\'s, such as 30%, not "half"',
    'other-pane-width takes a number of columns up to 10000 or a percentage of the window\'s, such as 30%, not "101%"',
  ]);
});

Deno.test("startOptions() takes mode-keys and status-keys from $VISUAL, else $EDITOR, as tmux's server; defaultOptions() keeps tmux's emacs", () => {
  const env = (vars: Record<string, string>) => (k: string) => vars[k];
  assert.equal(defaultOptions()["mode-keys"], "emacs");
  assert.equal(defaultOptions()["status-keys"], "emacs");
  for (
    const [vars, keys] of [
      [{}, "emacs"],
      [{ EDITOR: "vim" }, "vi"],
      [{ EDITOR: "/usr/local/bin/nvim" }, "vi"],
      [{ VISUAL: "emacs", EDITOR: "vim" }, "emacs"],
      [{ VISUAL: "/opt/vi/bin/nano" }, "emacs"], // its last part alone
      [{ VISUAL: "" }, "emacs"],
    ] as const
  ) {
    const o = startOptions(env(vars));
    assert.equal(o["mode-keys"], keys, JSON.stringify(vars));
    assert.equal(o["status-keys"], keys, JSON.stringify(vars));
  }
});

Deno.test("appendSeparator() puts tmux's comma between a style's or a terminal list's parts, nothing between a format's", () => {
  assert.equal(appendSeparator("status-style", "bg=red", "bold"), ",");
  assert.equal(appendSeparator("status-style", "", "bold"), "");
  assert.equal(appendSeparator("terminal-overrides", "a:Tc", ",b:RGB"), "");
  assert.equal(appendSeparator("terminal-features", "a:RGB", "b:RGB"), ",");
  assert.equal(appendSeparator("status-right", "x", " #H"), "");
});

Deno.test("the new tmux settings check their values: styles, status-keys", () => {
  assert.equal(checkSetting("window-style", "fg=colour247,bg=colour236"), null);
  assert.match(checkSetting("window-style", "fg=nope")!, /tmux style/);
  assert.equal(checkSetting("status-keys", "vi"), null);
  assert.match(checkSetting("status-keys", "vim")!, /"vi" or "emacs"/);
  assert.equal(checkSetting("message-command-style", "bg=white"), null);
  assert.equal(checkSetting("aggressive-resize", true), null);
  assert.equal(checkSetting("window-size", "latest"), null);
  assert.equal(
    checkSetting("window-size", "largest"),
    'window-size takes "latest" only (berth sizes a session by its most recently active client), not "largest"',
  );
  assert.equal(settingFromText("xterm-keys", "on"), true);
  assert.equal(settingFromText("mouse", "off"), false);
  assert.equal(settingFromText("display-time", "750"), 750);
  assert.equal(settingFromText("status-style", "bg=red"), "bg=red");
});

Deno.test("configFiles() without berth's config.toml lists every tmux config there, /etc/tmux.conf first, as tmux 3.3a loads them all", () => {
  const env = (vars: Record<string, string>) => (k: string) => vars[k];
  const there = (...files: string[]) => (p: string) => files.includes(p);
  const home = env({ HOME: "/h" });
  assert.deepEqual(
    configFiles(
      home,
      there("/h/.config/tmux/tmux.conf", "/etc/tmux.conf", "/h/.tmux.conf"),
    ),
    ["/etc/tmux.conf", "/h/.tmux.conf", "/h/.config/tmux/tmux.conf"],
  );
  assert.deepEqual(configFiles(home, there("/etc/tmux.conf")), [
    "/etc/tmux.conf",
  ]);
  assert.deepEqual(
    configFiles(home, there("/h/.config/berth/config.toml", "/h/.tmux.conf")),
    ["/h/.config/berth/config.toml"],
  );
  assert.deepEqual(configFiles(home, there()), [
    "/h/.config/berth/config.toml",
  ]);
});

Deno.test("parseConfig() takes key tables of the user's ([bind.NAME]) and key-table, as a .tmux.conf's bind -T NAME and set key-table", () => {
  const r = parseConfig(
    `key-table = "off"\n[bind.off]\nF12 = "set -u key-table"\n` +
      `[bind.resize]\nh = { command = "resize-pane -L 5", repeat = true }\n`,
    defaultOptions(),
    "c",
  );
  assert.deepEqual(r.warnings, []);
  assert.equal(r.options["key-table"], "off");
  assert.deepEqual(r.options.bind.off, { F12: "set -u key-table" });
  assert.deepEqual(r.options.bind.resize, {
    h: { command: "resize-pane -L 5", repeat: true },
  });
});
