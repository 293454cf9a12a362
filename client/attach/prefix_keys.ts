/**
 * The keys after the prefix that act on windows and panes, as tmux binds
 * them by default: key name -> berth command line. They are built-in
 * entries of the key tables' `prefix` table (`key_table.ts`), so the
 * config file's `[bind.prefix]` and `[unbind]` override them; the attach
 * client runs them as bound commands for its session (`_command_runner.ts`
 * gives `-t` the attached session, and the daemon reads the targets they
 * name against it: `:W` or `W` is its window W). Key names are tmux's (`c`, `%`, `Up`, `C-Up`, `M-Up`,
 * `Space`).
 *
 * The session keys are here too: `(` `)` `L` (`switch-client`), `s` `w`
 * (`choose-tree`), `D` (`choose-client`), `=` (`choose-buffer`), `f`
 * (`find-window`, after a prompt), `q` (`display-panes`), `t`
 * (`clock-mode`) and `<` `>` (`display-menu`); the attach client runs
 * those itself (`chooser_commands.ts`).
 *
 * The prompts (`:`, `,`, `$`) and confirmations (`&`, `x`) are tmux's
 * `command-prompt` and `confirm-before` lines (`prompt_command.ts`), and
 * `?` is `list-keys -N` (`help_view.ts`), `/` `list-keys -1N` of a key typed
 * at a one-key prompt, all run by the attach client.
 *
 * @module
 */

const digits = Object.fromEntries(
  [..."0123456789"].map((d) => [d, `select-window -t :${d}`]),
);

const arrows = Object.fromEntries(
  ([["Up", "U"], ["Down", "D"], ["Left", "L"], ["Right", "R"]] as const)
    .flatMap(([key, dir]) => [
      [key, `select-pane -${dir}`],
      [`C-${key}`, `resize-pane -${dir}`],
      [`M-${key}`, `resize-pane -${dir} 5`],
    ]),
);

/** `M-1` to `M-5`: the preset layouts, as tmux binds them. */
const presets = Object.fromEntries(
  [
    "even-horizontal",
    "even-vertical",
    "main-horizontal",
    "main-vertical",
    "tiled",
  ].map((name, i) => [`M-${i + 1}`, `select-layout ${name}`]),
);

/**
 * The keys tmux binds with `-r`: after one of them, more of them within
 * `repeat-time` need no prefix (prefix Up Up Up, prefix C-Up C-Up).
 */
export const REPEAT_KEYS: ReadonlySet<string> = new Set(Object.keys(arrows));

/** tmux's default window and pane keys, as command lines. */
export const PREFIX_KEYS: Readonly<Record<string, string>> = {
  "c": "new-window",
  "n": "select-window -n",
  "p": "select-window -p",
  "l": "select-window -l",
  "M-n": "next-window -a",
  "M-p": "previous-window -a",
  ...digits,
  // tmux's `command-prompt -T window-target -p index { select-window -t
  // ":%%" }`: the typed index in the attached session.
  "'": `command-prompt -T window-target -p index "select-window -t ':%%'"`,
  "%": "split-window -h",
  '"': "split-window -v",
  "o": "select-pane -n",
  ";": "select-pane -l",
  ...arrows,
  "z": "resize-pane -Z",
  "m": "select-pane -m",
  "M": "select-pane -M",
  "{": "swap-pane -U",
  "}": "swap-pane -D",
  "Space": "select-layout -n",
  ...presets,
  "E": "select-layout -E",
  "C-o": "rotate-window",
  "M-o": "rotate-window -D",
  "!": "break-pane",
  // tmux's `command-prompt -T target { move-window -t '%%' }`: what is
  // typed is a window index target, read against the attached session
  // (`4`: its index 4; `b:` session b's first free index; `b:3`).
  ".": `command-prompt -T target "move-window -t '%%'"`,
  "(": "switch-client -p",
  ")": "switch-client -n",
  "L": "switch-client -l",
  "s": "choose-tree -s",
  "w": "choose-tree -w",
  "D": "choose-client",
  "q": "display-panes",
  ":": "command-prompt",
  ",": `command-prompt -I "#W" "rename-window -- '%%'"`,
  "$": `command-prompt -I "#S" "rename-session -- '%%'"`,
  "&": `confirm-before -p "kill-window #W? (y/n)" kill-window`,
  "x": `confirm-before -p "kill-pane #P? (y/n)" kill-pane`,
  // tmux's: the keys with notes, in a view (`help_view.ts`).
  "?": "list-keys -N",
  // tmux's `command-prompt -kp key { list-keys -1N "%%" }`: the next key
  // typed, its binding's note on the status line.
  "/": `command-prompt -kp key "list-keys -1N '%%'"`,
  "=": "choose-buffer -Z",
  "f": `command-prompt "find-window -Z -- '%%'"`,
  "t": "clock-mode",
  // tmux 3.3a's window and pane menus; copy mode's and the mouse word's
  // items, which tmux shows only then, are left out.
  "<": [
    "display-menu -T '#[align=centre]#{window_index}:#{window_name}' -x W -y W",
    `'#{?#{>:#{session_windows},1},,-}Swap Left' l 'swap-window -t :-1'`,
    `'#{?#{>:#{session_windows},1},,-}Swap Right' r 'swap-window -t :+1'`,
    `'#{?pane_marked_set,,-}Swap Marked' s swap-window ''`,
    `Kill X kill-window Respawn R 'respawn-window -k'`,
    `'#{?pane_marked,Unmark,Mark}' m 'select-pane -m'`,
    `Rename n "command-prompt -I '#W' \\"rename-window -- '%%'\\""`,
    `'' 'New After' w 'new-window -a' 'New At End' W new-window`,
  ].join(" "),
  ">": [
    "display-menu -T '#[align=centre]#{pane_index} (#{pane_id})' -x P -y P",
    `'Horizontal Split' h 'split-window -h'`,
    `'Vertical Split' v 'split-window -v' ''`,
    `'#{?#{>:#{window_panes},1},,-}Swap Up' u 'swap-pane -U'`,
    `'#{?#{>:#{window_panes},1},,-}Swap Down' d 'swap-pane -D'`,
    `'#{?pane_marked_set,,-}Swap Marked' s swap-pane ''`,
    `Kill X kill-pane Respawn R 'respawn-pane -k'`,
    `'#{?pane_marked,Unmark,Mark}' m 'select-pane -m'`,
    `'#{?#{>:#{window_panes},1},,-}#{?window_zoomed_flag,Unzoom,Zoom}' z`,
    `'resize-pane -Z'`,
  ].join(" "),
  "i": "display-message",
  "r": "refresh-client",
  "~": "show-messages",
  "#": "list-buffers",
  "-": "delete-buffer",
};
