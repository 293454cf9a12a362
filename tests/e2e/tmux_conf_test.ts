/**
 * End to end: a tmux user's `.tmux.conf`, read by a real daemon as tmux
 * reads it (each line a command; comments, a line going on after `\`),
 * through `berth -f` at the daemon's start and through `source-file`, and
 * used through a real attach client in a real pty.
 */

import assert from "node:assert/strict";
import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

const TMUX_CONF = `# my tmux.conf
set -g prefix C-a   # as screen's
unbind C-b
bind a send-prefix
bind | split-window -h
bind - \\
  split-window -v
setw -g mode-keys vi
set -g status-style "bg=blue,fg=white"
set -g status-left "#{session_name}# "
set -g escape-time 10
set -g buffer-limit 20
bind -r H resize-pane -L 5
bind-key -T prefix -r J resize-pane -D 2
bind-key -rT prefix K resize-pane -U 2
set -g repeat-time 30000
set -s set-clipboard on
set -gq focus-events on   # quiet: no warning
`;

async function paneCount(d: TestDaemon): Promise<number> {
  return (await d.ok("list-panes", "-t", "work")).trim().split("\n").length;
}

Deno.test("a .tmux.conf runs its lines as commands: berth -f at the start, source-file later; what berth lacks is one warning", async () => {
  await using d = await TestDaemon.create();
  const conf = `${d.dir}/.tmux.conf`;
  await Deno.writeTextFile(conf, TMUX_CONF);
  await d.ok("-f", conf, "new", "-d", "-s", "work", "--", ...SHELL);
  const shown = await d.cli("show-options", "--toml");
  assert.match(shown.stdout, /^prefix = "C-a"$/m);
  assert.match(shown.stdout, /^mode-keys = "vi"$/m);
  assert.match(shown.stdout, /^status-style = "bg=blue,fg=white"$/m);
  assert.match(shown.stdout, /^status-left = "#\{session_name\}# "$/m);
  assert.match(shown.stdout, /^"-" = "split-window -v"$/m, "after a \\");
  assert.match(shown.stdout, /^set-clipboard = true$/m, "set -s");
  const said = shown.stderr.trimEnd().split("\n");
  assert.equal(said.length, 1, `buffer-limit alone: ${shown.stderr}`);
  // One short line: not every setting berth has (they were 620 bytes).
  assert.match(
    said[0],
    /set -g buffer-limit 20: Unknown setting buffer-limit \(berth show-options lists those berth has\)$/,
  );
  assert.match(shown.stdout, /^escape-time = 10$/m);
  assert.match(shown.stdout, /^focus-events = true$/m);
  assert.match(
    shown.stdout,
    /^"H" = \{ command = "resize-pane -L 5", repeat = true \}$/m,
    "bind -r: a key that repeats",
  );
  assert.match(shown.stdout, /^repeat-time = 30000$/m);
  assert.match(
    shown.stdout,
    /^"J" = \{ command = "resize-pane -D 2", repeat = true \}$/m,
    "-T prefix -r",
  );
  assert.match(
    shown.stdout,
    /^"K" = \{ command = "resize-pane -U 2", repeat = true \}$/m,
    "-rT prefix",
  );
  await using t = UserTerminal.spawn(
    berthArgv(d.socket, "attach", "-t", "work"),
    { cols: 80, rows: 24, env: d.env, cwd: d.dir },
  );
  await t.waitText(/^work# /m);
  await waitFor(() => t.lines()[0].startsWith("$"), 15_000, "a prompt");
  // C-a |, C-a -: the binds of the file.
  await t.write("\x01|");
  await waitFor(async () => (await paneCount(d)) === 2, 15_000, "split -h");
  await t.write("\x01-");
  await waitFor(async () => (await paneCount(d)) === 3, 15_000, "split -v");
  // C-a H H: the -r binding works after the prefix, and again without it
  // (repeat-time is 30 s: no wait depends on it).
  const width = async () =>
    Number(await d.ok("display-message", "-p", "-t", "work", "#{pane_width}"));
  const before = await width();
  await t.write("\x01H");
  await waitFor(async () => (await width()) === before + 5, 15_000, "C-a H");
  await t.write("H");
  await waitFor(async () => (await width()) === before + 10, 15_000, "H");
  // source-file FILE reads it again on top: exit 1 for its one warning.
  await Deno.writeTextFile(conf, `${TMUX_CONF}set -g status-left "again "\n`);
  const r = await d.cli("source-file", conf);
  assert.equal(r.code, 1, r.stderr);
  assert.match(r.stderr, /^berth: .*buffer-limit 20: Unknown setting/);
  assert.match(
    await d.ok("show-options", "--toml"),
    /^status-left = "again "$/m,
  );
  await t.waitText(/^again /m);
});

Deno.test("~ in a command line is $HOME and \\; makes a key run a list, as tmux's: a .tmux.conf's source-file ~/..., keys bound to it", async () => {
  await using d = await TestDaemon.create(); // HOME is d.dir
  await Deno.writeTextFile(
    `${d.dir}/.tmux.conf`,
    `source-file ~/more.conf\nbind R source-file ~/.tmux.conf\n` +
      `bind r source-file ~/more.conf \\; display "reloaded"\n`,
  );
  await Deno.writeTextFile(`${d.dir}/more.conf`, `set -g status-left "one "\n`);
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  const r = await d.cli("source-file", `${d.dir}/.tmux.conf`);
  assert.equal(r.code, 0, r.stderr);
  assert.match(await d.ok("show-options", "--toml"), /^status-left = "one "$/m);
  await using t = UserTerminal.spawn(
    berthArgv(d.socket, "attach", "-t", "work"),
    { cols: 80, rows: 24, env: d.env, cwd: d.dir },
  );
  await t.waitText(/^one /m);
  await Deno.writeTextFile(`${d.dir}/more.conf`, `set -g status-left "two "\n`);
  await t.write("\x02R");
  await t.waitText(/^two /m);
  // \; makes the key run a list, as tmux's: both commands run.
  await Deno.writeTextFile(`${d.dir}/more.conf`, `set -g status-left "3 "\n`);
  await t.write("\x02r");
  await t.waitText(/^reloaded/m);
  await t.waitText(/^3 /m);
});

Deno.test("a .tmux.conf's if -F at the daemon's start, before any session, expands the server's formats (host, version)", async () => {
  await using d = await TestDaemon.create();
  const conf = `${d.dir}/.tmux.conf`;
  await Deno.writeTextFile(
    conf,
    `if -F '#{==:#{host},${Deno.hostname()}}' 'set -g status-left "here "' 'set -g status-left "elsewhere "'\n` +
      `if-shell -F '#{version}' 'set -g status-right "v"'\n`,
  );
  await d.ok("-f", conf, "new", "-d", "-s", "work", "--", ...SHELL);
  const shown = await d.cli("show-options", "--toml");
  assert.equal(shown.stderr, "");
  assert.match(shown.stdout, /^status-left = "here "$/m);
  assert.match(shown.stdout, /^status-right = "v"$/m);
});

Deno.test("a ~/.tmux.conf's %if on #{version} takes the branch for tmux 3.3a, whose commands berth follows (not berth's own 0.x, older than any tmux)", async () => {
  await using d = await TestDaemon.create(); // HOME is d.dir
  await Deno.writeTextFile(
    `${d.dir}/.tmux.conf`,
    `%if #{>=:#{version},3.2}\nset -g status-left "new "\n%else\nbind -t vi-copy v begin-selection\nset -g status-left "old "\n%endif\n` +
      `%if "#{<:#{version},2.4}"\nset -g status-right "before 2.4"\n%endif\n`,
  );
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  const shown = await d.cli("show-options", "--toml");
  assert.equal(shown.stderr, "");
  assert.match(shown.stdout, /^status-left = "new "$/m);
  assert.doesNotMatch(shown.stdout, /before 2\.4/);
  // Elsewhere #{version} stays berth's own.
  const version = (await d.ok("--version")).trim().replace(/^berth /, "");
  assert.equal(
    (await d.ok("display-message", "-p", "-t", "work", "#{version}")).trim(),
    version,
  );
});

Deno.test("a .tmux.conf's formats read the global environment for a name that is no variable, as tmux's (#{HOME}, oh-my-tmux's #{TMUX_CONF})", async () => {
  await using d = await TestDaemon.create(); // HOME is d.dir
  await Deno.writeTextFile(
    `${d.dir}/.tmux.conf`,
    `setenv -g THEME dark\n%if #{==:#{THEME},dark}\nset -g status-left "dark "\n%endif\n`,
  );
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  const shown = await d.cli("show-options", "--toml");
  assert.equal(shown.stderr, "");
  assert.match(shown.stdout, /^status-left = "dark "$/m);
  const home = Deno.realPathSync(d.dir);
  const said = (await d.ok(
    "display-message",
    "-p",
    "-t",
    "work",
    "#{HOME}|#{session_name}|#{NO_SUCH_VAR}",
  )).trim();
  assert.equal(said.replace(d.dir, home), `${home}|work|`);
});

Deno.test("a .tmux.conf's { } block is one argument, its lines a list, as tmux's: bind x { ... } binds them, runs none at reading", async () => {
  await using d = await TestDaemon.create(); // HOME is d.dir
  const conf = `${d.dir}/.tmux.conf`;
  await Deno.writeTextFile(
    conf,
    `bind-key x {\n  set -g status-left "in x "   # a comment\n  setenv -g X 'it''s'\n}\n` +
      `bind y { setenv -g Y 1 ; setenv -g Y 2 }\n` +
      `if -F 1 {\n  setenv -g PICK one\n  if -F 0 { setenv -g DEEP a } {\n    setenv -g DEEP b\n  }\n} {\n  setenv -g PICK two\n}\n`,
  );
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  const r = await d.cli("source-file", conf);
  assert.deepEqual([r.code, r.stderr], [0, ""]);
  const env = await d.ok("showenv", "-g");
  assert.match(env, /^PICK=one$/m);
  assert.match(env, /^DEEP=b$/m);
  assert.doesNotMatch(env, /^[XY]=/m, "bound, not run");
  assert.doesNotMatch(
    await d.ok("show-options", "--toml"),
    /^status-left = "in x "$/m,
  );
  await using t = UserTerminal.spawn(
    berthArgv(d.socket, "attach", "-t", "work"),
    { cols: 80, rows: 24, env: d.env, cwd: d.dir },
  );
  await waitFor(() => t.lines()[0].startsWith("$"), 15_000, "a prompt");
  await t.write("\x02x");
  await t.waitText(/^in x /m);
  // The block's next line runs after the status line it set is drawn.
  await waitFor(
    async () => (await d.cli("showenv", "-g", "X")).stdout === "X=its\n",
    15_000,
    "X",
  );
  await t.write("\x02y");
  await waitFor(
    async () => (await d.cli("showenv", "-g", "Y")).stdout === "Y=2\n",
    15_000,
    "C-b y ran both",
  );
});

Deno.test("a .tmux.conf's %if, %elif, %else and %endif run one branch, as tmux's, nested too, at the start and at source-file", async () => {
  await using d = await TestDaemon.create();
  const conf = `${d.dir}/.tmux.conf`;
  await Deno.writeTextFile(
    conf,
    [
      `%if "#{==:#{host},${Deno.hostname()}}"`,
      "setenv -g WHERE here",
      "%elif 1",
      "setenv -g WHERE elif",
      "%else",
      "setenv -g WHERE else",
      "%endif",
      "%if 0",
      "setenv -g NEVER 1",
      "%if 1",
      "setenv -g NEVER 2",
      "%endif",
      "%elif #{==:a,b}",
      "setenv -g NEVER 3",
      "%else",
      "setenv -g ELSE ok",
      "%endif",
      "%if #{==:a,a}",
      "  bind z {",
      "    setenv -g Z 1",
      "  }",
      "%endif",
      "",
    ].join("\n"),
  );
  const vars = async () =>
    (await d.ok("showenv", "-g")).split("\n")
      .filter((l) => /^(WHERE|NEVER|ELSE|Z)=/.test(l)).sort();
  await d.ok("-f", conf, "new", "-d", "-s", "work", "--", ...SHELL);
  const shown = await d.cli("show-options", "--toml");
  assert.equal(shown.stderr, "");
  assert.match(shown.stdout, /^"z" = "setenv -g Z 1"$/m);
  assert.deepEqual(await vars(), ["ELSE=ok", "WHERE=here"]);
  await d.ok("setenv", "-gu", "WHERE");
  const r = await d.cli("source-file", conf);
  assert.deepEqual([r.code, r.stderr], [0, ""]);
  assert.deepEqual(await vars(), ["ELSE=ok", "WHERE=here"]);
  // One that is not closed, or an %else of none: one warning each.
  await Deno.writeTextFile(conf, "%else\n%if 1\nsetenv -g NEVER 4\n");
  const bad = await d.cli("source-file", conf);
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /^berth: [^\n]*%else without %if[^\n]*\n/);
  assert.match(bad.stderr, /\n[^\n]*%if without %endif[^\n]*\n$/);
});

Deno.test("a .tmux.conf's NAME=VALUE sets a global variable and $NAME, ${NAME} expand it, as tmux's (vim-tmux-navigator's is_vim)", async () => {
  await using d = await TestDaemon.create();
  const conf = `${d.dir}/.tmux.conf`;
  await Deno.writeTextFile(
    conf,
    `is_vim="echo '#{pane_id}' | grep -q nomatch"\n` +
      `EDITOR_NAME=vi\n` +
      `bind-key -n C-h if-shell "$is_vim" 'send-keys C-h' 'select-pane -L'\n` +
      `set -g status-left "\${EDITOR_NAME} $UNSET_VAR-x \\$ $"\n` +
      `setenv -g LIT '$is_vim'\n`,
  );
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  const r = await d.cli("source-file", conf);
  assert.deepEqual([r.code, r.stderr], [0, ""]);
  assert.equal(
    await d.ok("showenv", "-g", "is_vim"),
    "is_vim=echo '#{pane_id}' | grep -q nomatch\n",
  );
  assert.equal(await d.ok("showenv", "-g", "EDITOR_NAME"), "EDITOR_NAME=vi\n");
  assert.equal(await d.ok("showenv", "-g", "LIT"), "LIT=$is_vim\n");
  const shown = await d.ok("show-options", "--toml");
  assert.match(shown, /^status-left = "vi -x \$ \$"$/m);
  assert.match(
    shown,
    /^"C-h" = "if-shell 'echo '\\\\''#\{pane_id\}'\\\\'' \| grep -q nomatch' 'send-keys C-h' 'select-pane -L'"$/m,
  );
});

Deno.test("source-file -q: a file that does not exist is no error, as tmux's (a .tmux.conf's source-file -q ~/.tmux.local.conf)", async () => {
  await using d = await TestDaemon.create(); // HOME is d.dir
  const conf = `${d.dir}/.tmux.conf`;
  await Deno.writeTextFile(
    conf,
    `source-file -q ~/more.conf\nsource-file -q ~/none.conf\n`,
  );
  await Deno.writeTextFile(
    `${d.dir}/more.conf`,
    `set -g status-left "more "\n`,
  );
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  const r = await d.cli("source-file", conf);
  assert.deepEqual([r.code, r.stderr], [0, ""]);
  const shown = await d.cli("show-options", "--toml");
  assert.match(shown.stdout, /^status-left = "more "$/m);
  assert.equal(shown.stderr, "", "no warning kept either");
  const q = await d.cli("source-file", "-q", `${d.dir}/none.conf`);
  assert.deepEqual([q.code, q.stderr], [0, ""]);
  const loud = await d.cli("source-file", `${d.dir}/none.conf`);
  assert.equal(loud.code, 1);
  assert.match(loud.stderr, /^berth: [^\n]*none\.conf: no such file\n$/);
});

Deno.test("a .tmux.conf's own warnings stay among the config's after a source-file among its lines", async () => {
  await using d = await TestDaemon.create(); // HOME is d.dir
  const conf = `${d.dir}/.tmux.conf`;
  await Deno.writeTextFile(`${d.dir}/ok.conf`, `set -g status-left "ok "\n`);
  await Deno.writeTextFile(
    conf,
    `source-file ~/ok.conf\nbind x {\n  kill-pane\n`,
  );
  await d.ok("-f", conf, "new", "-d", "-s", "work", "--", ...SHELL);
  const shown = await d.cli("show-options", "--toml");
  assert.match(shown.stdout, /^status-left = "ok "$/m);
  assert.match(shown.stderr, /\.tmux\.conf line 2: a \{ without its \}/);
});

Deno.test("set -g FLAG with no value toggles it, status too, and -a appends to a text, as tmux's (bind m set -g mouse)", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  const shown = async (name: string) =>
    (await d.ok("show-options", "--toml")).match(
      new RegExp(`^${name} = (.*)$`, "m"),
    )
      ?.[1];
  assert.equal(await shown("mouse"), "true");
  await d.ok("set", "-g", "mouse");
  assert.equal(await shown("mouse"), "false");
  await d.ok("set-option", "-g", "mouse");
  assert.equal(await shown("mouse"), "true");
  await d.ok("set", "-g", "status");
  assert.equal(await shown("status"), '"off"');
  await d.ok("set", "-g", "status");
  assert.equal(await shown("status"), '"bottom"');
  await d.ok("set", "-g", "status-left", "A");
  await d.ok("set", "-ga", "status-left", "B");
  assert.equal(await shown("status-left"), '"AB"');
  const empty = await d.cli("set", "-g", "status-left");
  assert.equal(empty.code, 1);
  assert.match(
    empty.stderr,
    /^berth: set-option -g status-left takes one value/,
  );
});

Deno.test("a file a .tmux.conf sources is a tmux config whatever its name (~/.tmux.conf.local, a theme), unless it ends in .toml", async () => {
  await using d = await TestDaemon.create(); // HOME is d.dir
  const conf = `${d.dir}/.tmux.conf`;
  await Deno.writeTextFile(
    conf,
    `if-shell "test -f ~/.tmux.conf.local" "source ~/.tmux.conf.local"\n` +
      `source-file ~/theme.local\nsource-file ~/more.toml\n`,
  );
  await Deno.writeTextFile(
    `${d.dir}/.tmux.conf.local`,
    `set -g status-left "LOCAL "\n`,
  );
  await Deno.writeTextFile(`${d.dir}/theme.local`, `set -g status-right "T"\n`);
  await Deno.writeTextFile(`${d.dir}/more.toml`, `mode-keys = "emacs"\n`);
  await d.ok("-f", conf, "new", "-d", "-s", "work", "--", ...SHELL);
  const shown = await d.cli("show-options", "--toml");
  assert.equal(shown.stderr, "");
  assert.match(shown.stdout, /^status-left = "LOCAL "$/m);
  assert.match(shown.stdout, /^status-right = "T"$/m);
  assert.match(shown.stdout, /^mode-keys = "emacs"$/m);
  // From the command line too: a name with tmux in it is tmux's.
  await Deno.writeTextFile(
    `${d.dir}/.tmux.conf.local`,
    `set -g status-left "AGAIN "\n`,
  );
  const r = await d.cli("source-file", `${d.dir}/.tmux.conf.local`);
  assert.deepEqual([r.code, r.stderr], [0, ""]);
  assert.match(
    await d.ok("show-options", "--toml"),
    /^status-left = "AGAIN "$/m,
  );
});

Deno.test("source-file takes several files and glob patterns, as tmux's (source-file ~/conf.d/*.conf)", async () => {
  await using d = await TestDaemon.create(); // HOME is d.dir
  await Deno.mkdir(`${d.dir}/conf.d`);
  await Deno.writeTextFile(`${d.dir}/conf.d/a.conf`, "setenv -g G1 1\n");
  await Deno.writeTextFile(`${d.dir}/conf.d/b.conf`, "setenv -g G2 2\n");
  await Deno.writeTextFile(`${d.dir}/conf.d/.hidden.conf`, "setenv -g G3 3\n");
  await Deno.writeTextFile(`${d.dir}/c.conf`, "setenv -g G4 4\n");
  const conf = `${d.dir}/.tmux.conf`;
  await Deno.writeTextFile(conf, "source-file ~/conf.d/*.conf ~/c.conf\n");
  await d.ok("-f", conf, "new", "-d", "-s", "work", "--", ...SHELL);
  const shown = await d.cli("show-options", "--toml");
  assert.equal(shown.stderr, "");
  const vars = (await d.ok("showenv", "-g")).split("\n")
    .filter((l) => /^G\d=/.test(l)).sort();
  assert.deepEqual(vars, ["G1=1", "G2=2", "G4=4"]);
  // No match: the pattern is no file, unless -q.
  const none = await d.cli("source-file", `${d.dir}/none/*.conf`);
  assert.equal(none.code, 1);
  assert.match(none.stderr, /none\/\*\.conf: no such file/);
  const quiet = await d.cli("source-file", "-q", `${d.dir}/none/*.conf`);
  assert.deepEqual([quiet.code, quiet.stderr], [0, ""]);
});

Deno.test("set -g renumber-windows on: a window that closes leaves the others numbered from base-index, as tmux's", async () => {
  await using d = await TestDaemon.create();
  const conf = `${d.dir}/.tmux.conf`;
  await Deno.writeTextFile(
    conf,
    "set -g base-index 1\nset -g renumber-windows on\n",
  );
  await d.ok("-f", conf, "new", "-d", "-s", "work", "--", ...SHELL);
  for (let i = 0; i < 3; i++) {
    await d.ok("new-window", "-d", "-t", "work", "--", ...SHELL);
  }
  const indexes = async () =>
    (await d.ok("list-windows", "-t", "work", "-F", "#I")).trim();
  assert.equal(await indexes(), "1\n2\n3\n4");
  await d.ok("kill-window", "-t", "work:2");
  assert.equal(await indexes(), "1\n2\n3");
  // A program that ends closes its window too.
  await d.ok("send-keys", "-t", "work:1", "exit", "Enter");
  await waitFor(async () => (await indexes()) === "1\n2", 15_000, "1 2");
  // Off (tmux's default): a gap stays.
  await d.ok("set", "-g", "renumber-windows", "off");
  await d.ok("kill-window", "-t", "work:1");
  assert.equal(await indexes(), "2");
});

Deno.test("run in a .tmux.conf, a key's command and the : prompt is tmux's run-shell (tpm's last line), not berth's own run", async () => {
  await using d = await TestDaemon.create(); // HOME is d.dir
  const conf = `${d.dir}/.tmux.conf`;
  await Deno.writeTextFile(
    conf,
    `run 'echo read > ~/at-start'\nbind y run 'echo key > ~/at-key'\n`,
  );
  await d.ok("-f", conf, "new", "-d", "-s", "work", "--", ...SHELL);
  await waitFor(
    async () =>
      (await Deno.readTextFile(`${d.dir}/at-start`).catch(() => "")) ===
        "read\n",
    15_000,
    "the file's run",
  );
  await using t = UserTerminal.spawn(
    berthArgv(d.socket, "attach", "-t", "work"),
    { cols: 80, rows: 24, env: d.env, cwd: d.dir },
  );
  await waitFor(() => t.lines()[0].startsWith("$"), 15_000, "a prompt");
  await t.write("\x02y");
  await waitFor(
    async () =>
      (await Deno.readTextFile(`${d.dir}/at-key`).catch(() => "")) ===
        "key\n",
    15_000,
    "the key's run",
  );
  // The prompt's: what it prints shows in a view.
  await t.write("\x02:run 'echo from-prompt'\r");
  await t.waitText(/^from-prompt/m);
});

Deno.test("user options (set -g @name, tpm's and themes') are kept, shown and expanded in formats and the status line, as tmux's; no warning", async () => {
  await using d = await TestDaemon.create();
  const conf = `${d.dir}/.tmux.conf`;
  await Deno.writeTextFile(
    conf,
    `set -g @plugin 'tmux-plugins/tpm'\nset -g @accent colour208\n` +
      `set -gw @frame F\nset -g status-right '<#{@accent}>#{@frame}'\n`,
  );
  await d.ok("-f", conf, "new", "-d", "-s", "work", "--", ...SHELL);
  const shown = await d.cli("show-options", "--toml");
  assert.equal(shown.stderr, "", "no warning");
  assert.match(shown.stdout, /^"@plugin" = "tmux-plugins\/tpm"$/m);
  assert.equal(await d.ok("show-options", "-gv", "@accent"), "colour208\n");
  // Not set: an error, or with -q nothing (tpm's show -gqv).
  assert.equal(await d.ok("show-options", "-gqv", "@none"), "");
  assert.equal((await d.cli("show-options", "-gv", "@none")).code, 1);
  assert.equal(
    await d.ok("display-message", "-p", "-t", "work", "#{@accent}|#{@none}|"),
    "colour208||\n",
  );
  await using t = UserTerminal.spawn(
    berthArgv(d.socket, "attach", "-t", "work"),
    { cols: 80, rows: 24, env: d.env, cwd: d.dir },
  );
  // The windows' table (set -gw) from the first frame, as tmux's.
  await t.waitText(/<colour208>F$/m);
  // Set again: the status line follows, -a appends as to any text.
  await d.ok("set-option", "-ga", "@accent", "+b");
  await t.waitText(/<colour208\+b>F$/m);
  // The server's table (set -s) and the windows' (set -gw) come first in
  // tmux's formats, the status line's too.
  await d.ok("set-option", "-gw", "@accent", "win");
  await t.waitText(/<win>F$/m);
  await d.ok("set-option", "-s", "@accent", "srv");
  await t.waitText(/<srv>F$/m);
  await d.ok("set-option", "-su", "@accent");
  await d.ok("set-option", "-gwu", "@accent");
  await t.waitText(/<colour208\+b>F$/m);
  // set -gu takes it away, as tmux's: not shown, not listed, and not set
  // again by a live upgrade.
  await d.ok("set-option", "-g", "@later", "x");
  await d.ok("set-option", "-gu", "@accent");
  await d.ok("set-option", "-gu", "@later");
  await t.waitText(/<>F$/m);
  assert.equal((await d.cli("show-options", "-gv", "@accent")).code, 1);
  assert.doesNotMatch(
    await d.ok("show-options", "--toml"),
    /^"@(accent|later)"/m,
  );
  await d.ok("upgrade");
  assert.doesNotMatch(
    await d.ok("show-options", "--toml"),
    /^"@(accent|later)"/m,
  );
  assert.match(await d.ok("show-options", "--toml"), /^"@plugin" = /m);
});

Deno.test("without berth's config.toml, a tmux user's ~/.tmux.conf is read as tmux reads it; with one, berth's own is", async () => {
  await using d = await TestDaemon.create();
  await Deno.writeTextFile(
    `${d.dir}/.tmux.conf`,
    "set -g prefix C-a\nbind | split-window -h\n",
  );
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  const shown = await d.ok("show-options", "--toml");
  assert.match(shown, /^prefix = "C-a"$/m);
  assert.match(shown, /^"\|" = "split-window -h"$/m);
  await d.ok("kill-server");
  await d.writeConfig('prefix = "C-q"\n');
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  assert.match(await d.ok("show-options", "--toml"), /^prefix = "C-q"$/m);
});

Deno.test("every tmux config there is read, in tmux 3.3a's order (~/.tmux.conf, then ~/.config/tmux/tmux.conf), not the first alone", async () => {
  await using d = await TestDaemon.create(); // HOME is d.dir
  await Deno.writeTextFile(
    `${d.dir}/.tmux.conf`,
    "set -g prefix C-a\nset -g @from home\n",
  );
  await Deno.mkdir(`${d.dir}/.config/tmux`, { recursive: true });
  await Deno.writeTextFile(
    `${d.dir}/.config/tmux/tmux.conf`,
    "set -g @from xdg\nbind | split-window -h\n",
  );
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  const shown = await d.ok("show-options", "--toml");
  assert.match(shown, /^prefix = "C-a"$/m);
  assert.match(shown, /^"@from" = "xdg"$/m, "the later file wins");
  assert.match(shown, /^"\|" = "split-window -h"$/m);
  // source-file with no FILE reads them all again.
  await d.ok("set", "-g", "@from", "cli");
  await d.ok("source-file");
  assert.match(await d.ok("show-options", "--toml"), /^"@from" = "xdg"$/m);
});
