/**
 * Every message that crosses berth's Unix socket, in one place (as tmux keeps
 * `tmux-protocol.h`). Bodies are msgpack maps with a `t` type field; see
 * `framing.ts` for the length prefix and `validate.ts` for the checks the
 * daemon makes before it acts on anything a client sent.
 *
 * Conversation:
 *
 * 1. The client sends `hello` with its `PROTOCOL_VERSION`; the daemon answers
 *    `welcome`, or `fatal` with code `version` and closes.
 * 2. The client sends `req` messages, each with a fresh `id`; each gets
 *    exactly one `res` with the same id, `ok: true` plus data, or
 *    `ok: false` with an error `code` and a one-line `message`.
 * 3. An `attach` request that succeeds turns the connection into an attached
 *    one: the daemon streams `frame`s (diffs from the screen the client last
 *    received), the client sends `input`, `resize`, `ack` and `detach`, and
 *    the daemon ends with `end`.
 * 4. An `events` request that succeeds streams `event`s tagged with the
 *    request's id until the session ends or the client sends `unsubscribe`.
 *    A session that has already exited (kept) gets its `exit` event at once.
 * 5. `unsubscribe` with the id of a pending `wait` cancels it (its response
 *    is the error `timeout`); a closed connection cancels its waits.
 * 6. `history` reads rows of a session's scrollback (and screen), a page at
 *    a time, for the attach client's scroll mode; any connection may ask,
 *    attached or not.
 * 7. Hyperlinks (OSC 8): a run's link id (`RowRun[6]`) is resolved with the
 *    `links` that came with the same frame or an earlier one of the same
 *    attachment (see `WireLink`); a history page brings its own.
 * 8. Clipboard (OSC 52): an attach request with `clipboard: true` opts in;
 *    only then do frames carry the session's clipboard writes.
 * 9. Heartbeat (`heartbeat.ts` on each side): a client that sends `beat`
 *    gets one back at once, and from then on the daemon drops it after
 *    `HEARTBEAT_TIMEOUT_MS` of silence; a client that never beats is never
 *    timed out. The daemon's beat carries the last `input` seq it applied.
 * 10. Resume: an attach answer carries a `token`; a client whose link broke
 *    attaches again with `resume: { token, seq }` (the last frame it drew)
 *    and gets the diff from that frame when the daemon still has it, else a
 *    full frame, and the seq of the last input the daemon applied, so that
 *    it sends each later input once (inputs carry `seq`; a repeated one is
 *    dropped).
 * 11. Paste buffers (`list-buffers` ... `paste-buffer`) belong to the daemon,
 *     not to a session; any connection may use them, attached or not.
 * 12. `switch-client` moves an attach client to another session over the
 *     connection it has: the daemon pushes `switched` to that connection,
 *     then a full frame of the new session; its resume token stays the
 *     same. Any connection may ask; the attach client's own connection
 *     moves itself.
 * 13. Status line: the first frame of an attachment, and every frame after
 *     the session's name or windows changed, carry `status` (`WireStatus`),
 *     what the attach client's status line shows besides the title.
 * 14. Live upgrade: a client whose hello says `client: "upgrade"` is let in
 *     whatever its version (a new berth upgrading an old daemon), and may
 *     send only `upgrade`. Its shape, its answer and `hello`/`welcome` are
 *     frozen: never change them. The daemon execs the program `argv` names
 *     in its own process; attached clients see their link close and resume
 *     on the new daemon (their attach answer then says `upgraded`).
 * 15. The daemon draws the terminal (`attach-tty`): a client on this
 *     machine names its terminal (path and device number); the daemon
 *     opens it, reads the keys and writes the screen there itself, running
 *     the attach client inside (as tmux's server does), so that no process
 *     sits between the keyboard, the session and the screen. The client
 *     puts its terminal in raw mode first and leaves it alone: it sends
 *     `resize` when its terminal changes size and `terminate` when it gets
 *     SIGTERM or SIGHUP, and ends on `done`, with the line to print and
 *     the exit code. The command lines of key bindings run in the daemon,
 *     in the client's environment and directory, which the request gives
 *     (`env`, `cwd`); to a client that gives neither (one older than the
 *     fields, which a daemon older than them ignores) the daemon sends
 *     them as `run`, and the client answers `ran`. A daemon that cannot
 *     open the terminal answers the error `no-tty`, and the client draws
 *     it itself (`attach`).
 * 16. Suspend (tmux's `suspend-client`, prefix C-z): an attach client gives
 *     its terminal back to the shell and stops itself (SIGTSTP), on its own
 *     or when the daemon pushes `suspend` (`berth suspend-client`). It
 *     sends `suspended` first: until its `wakeup` (after `fg`), its size
 *     does not count and its silence is no dead link; its frames wait
 *     unacknowledged, so nothing queues for it. A client whose terminal
 *     the daemon draws gets `suspend` from its attach client there, once
 *     the terminal is restored and its keys unread: it leaves raw mode,
 *     stops, and on SIGCONT takes raw mode again and sends `wakeup`
 *     (with `error` instead, when it cannot stop: no job control). Such a
 *     client stopped from outside (`kill -STOP`) sends `wakeup` too when
 *     continued, not suspended: the daemon draws its terminal again (the
 *     shell had it meanwhile), as tmux's client is; an older daemon
 *     ignores it, so this needed no new protocol version.
 * 17. `display-message` without `print` pushes `message` to one attach
 *     client (of the target's session unless the request names one),
 *     which shows it on its status line for a moment.
 * 18. tmux's `-F`: `ls`, `list-windows`, `list-panes` and `list-clients`
 *     with a `format` get `lines` beside their rows, the format expanded
 *     for each row (`ListFormat`). A daemon older than the field ignores
 *     it and answers without `lines`, which a client must accept (it says
 *     the daemon wants `berth upgrade`); so the field needed no new
 *     protocol version, as `capture`'s `lines` did not.
 * 19. `bye`: the client is done with the connection; the daemon closes it
 *     at once. Over ssh (`-H`) the channel ends in a pty, which passes no
 *     end of input: without it each command's ssh and remote bridge lived
 *     until the daemon dropped the silent link.
 * 20. `respawn-pane`, `respawn-window` and `clear-history` (tmux's): a pane
 *     gets a new program (same id and place, its screen cleared, its
 *     history kept) or loses its history. The daemon then pushes
 *     `pane-reset` to the session's attach clients, which leave copy mode
 *     on that pane (`berth serve`'s pages their history view), as tmux
 *     resets a pane's modes: the rows it cached are no longer the pane's.
 * 21. `pipe-pane` (tmux's, protocol 13): the daemon runs a shell command
 *     on a socketpair beside the pane, gives it the pane's output and/or
 *     types its output into the pane, and answers once every byte the
 *     pane writes from then on goes to it.
 * 22. `find-window` (tmux's, protocol 14): the daemon matches every pane
 *     of every session (its window's name, its title, the text of its
 *     screen) and answers the panes that match, for the attach client's
 *     chooser: the screens never cross the socket.
 * 23. `wait` with `fresh` (protocol 15): a text wait that matches only
 *     what appeared after it began (`berth wait --new`); a daemon before
 *     it would have matched the screen as it was.
 * 24. `bind-key` with `repeat` (protocol 16): the key repeats (tmux's
 *     `bind -r`), and `options` answers such a binding as `{ command,
 *     repeat }` and carries `repeat-time`; a daemon before it would have
 *     bound the key without repeating, and an attach client before it
 *     would take such a binding for no command.
 * 25. `kill-pane` and `kill-window` with `others` (tmux's `-a`), and
 *     `set-global` with `append` (`set -ga`), also protocol 16: a daemon
 *     before it would have ended the target itself, or set the value
 *     rather than added to it.
 * 26. `colours` (protocol 17): an attach client asks its terminal for its
 *     foreground and background (`OSC 10 ; ?`, `OSC 11 ; ?`) as it
 *     starts and sends what it answered as each answer comes (again
 *     after a resume); the daemon answers the OSC 10/11 queries of the
 *     programs in the client's session with them, as tmux 3.4 does with
 *     its first client's (`vt/palette.ts`); `berth serve`'s bridge sends
 *     its page's (xterm.js's white on black). A daemon before it would have
 *     dropped the connection on the unknown message. `set-option` with
 *     `unset` (tmux's `set -u`), also protocol 17: a daemon before it
 *     would have set the option on. `bind-key` with `note` (tmux's
 *     `bind -N`), also protocol 17: a daemon before it would have dropped
 *     the note. `resize-pane` with `border` (a mouse drag: the border under
 *     the pointer moves), also protocol 17: without it a daemon moves the
 *     border tmux 3.3a's `resize-pane` moves, and one before it would have
 *     refused the field. `set-global` with `unset` (tmux's `set -gu
 *     @name`), also protocol 17: a daemon before it would have set the
 *     user option to the empty text sent with it.
 * 27. A client that waits as a shell script (`attach-tty` with `waiter`,
 *     no new protocol version: the answer says whether the daemon took
 *     it): the daemon puts the terminal in raw mode itself, answers with
 *     its modes before (`stty -g`'s form), and, once the client says
 *     `waiting` (a frame the `berth attach` process made before it became
 *     the script), sends it `done` as the text line `done CODE MESSAGE`
 *     and `suspend` as `suspend`, nothing else; it gives the terminal its
 *     modes back before each. The script sends frames made for it:
 *     `resize` (the daemon reads the size from the terminal), `wakeup`
 *     (the daemon takes raw mode again), `terminate`. `berth attach`
 *     holds 41 MB waiting, the script under 2 (bench/README.md). After
 *     a live upgrade the terminal stays raw, and the `berth attach` the
 *     script runs again sends the modes before with its `resume`
 *     (`modes`), for the new daemon to give back.
 * 28. A window's own settings (protocol 18, tmux's `setw` and `show-options
 *     -w`): `set-option` with a window setting (`pane-border-status` and
 *     the other border settings) and its value as `text`, `unset` to drop
 *     it; `window-options` lists a window's own values. A daemon before it
 *     would have refused the option and the op.
 * 29. A window's own `automatic-rename` (protocol 19, tmux's `setw
 *     automatic-rename off`): `set-option` with that option, `on`,
 *     `toggle` and `unset` as `synchronize-panes`'s; `window-options`
 *     lists it when the window has its own value. A daemon before it
 *     would have refused the option.
 * 30. `focus` (protocol 19): with `focus-events` on, an attach client asks
 *     its terminal for focus reports (`CSI ? 1004 h`) and sends each as
 *     `focus`; a client counts as focused until it says otherwise, as in
 *     tmux. The daemon gives the active pane of the shown window of a
 *     session with a focused client the focus, the others not, and writes
 *     `CSI I` or `CSI O` to a pane whose program asked for them (mode
 *     1004) as that changes, and once as it asks, as tmux 3.3a does. A
 *     daemon before it would have dropped the connection on the unknown
 *     message.
 * 31. A session's own settings (protocol 19, tmux's `set` without `-g`):
 *     `set-option` with one of `SESSION_SETTINGS` (the status line's,
 *     the prefix, the mouse ...) and its value as `text` (`append`: added
 *     to it, `unset`: dropped); the daemon then pushes `options` to the
 *     session's attach clients with its own values over the daemon's, as
 *     it does after an attach or a switch to it, and `window-options`
 *     answers them as `session`. A daemon before it would have refused
 *     the option.
 * 32. Copy mode belongs to the pane (protocol 19), as tmux's window modes
 *     do: an attach client in copy mode sends `copy-mode` with the pane's
 *     `CopyModeState` whenever it changes (position, selection, mark, last
 *     search), and `state: null` when it leaves. The daemon keeps the
 *     latest for the pane and pushes it as `copy-mode` to the session's
 *     other attach clients, and every state it keeps to a client once its
 *     attach (or `switch-client`) answer is out: a client showing that
 *     pane enters copy mode there, or follows the other client's moves,
 *     or leaves. A detach keeps the state; `pane-reset` drops it; a
 *     read-only client's is its own (the daemon ignores it). A
 *     daemon before it would have dropped the connection on the unknown
 *     message.
 * 33. Popups (protocol 19, tmux's `display-popup`): an attach client asks
 *     for `popup` (its own `id`, the program, its directory and size);
 *     the daemon runs the program on a pty of its own beside the
 *     session's panes, pushes what it writes as `popup-output` and, once
 *     it has exited and all of that is sent, `popup-exit`. The client
 *     runs the VT engine over the output and draws the box; it sends
 *     `popup-input` (keys), `popup-resize` and `popup-close` (the job is
 *     ended: SIGTERM, and the pty closed). One popup per connection: a
 *     new `popup` ends the one before; a closed connection ends its
 *     popup. `display-popup` (a request) has the daemon push `popup`
 *     with its words to an attach client, which opens it as a key's
 *     binding would. A daemon before it would have dropped the
 *     connection on the unknown messages.
 * 34. The status line's pane (protocol 20): a frame's `status` carries
 *     the shown pane's `path` (its directory) and `command` (the program
 *     in front), looked at on its output at most every 500 ms and when
 *     another pane is shown, for `#{pane_current_path}` and
 *     `#{pane_current_command}` in the formats the client draws (a
 *     theme's status-right); each entry of its `windows` carries its
 *     window's active pane's two as well, for window-status-format; a
 *     client before it ignores them.
 * 35. A popup waited for (protocol 20, as tmux 3.3a's `display-popup`
 *     from the command line): the daemon's `popup` push carries a `wait`
 *     number; the attach client answers `popup-done` with it once that
 *     popup has closed (`status`: its program's exit status, 129 when it
 *     was closed while its program ran, as tmux's) or was refused or
 *     failed to open (`error`, one line). Only then is `display-popup`
 *     answered; a client gone meanwhile answers 129. A client before it
 *     would never answer, so the command line would wait for ever.
 * 36. The waiting script's `wakeup` with `started` (protocol 20): sent as
 *     it starts when the terminal is not raw (a stop from outside and its
 *     SIGCONT came before its traps); the daemon takes raw mode again and
 *     draws, unless it has sent `suspend` and waits for the client's stop,
 *     having given the terminal back itself. A daemon before it would
 *     take that `wakeup` for the end of the suspend.
 * 37. Kills answered once what they killed is gone (protocol 21):
 *     `kill-pane`, `kill-window` and `kill` (their `others` too) are
 *     answered once the panes, windows and sessions are out of every
 *     list, as tmux takes them out at once: a pane, and a session too,
 *     at once, their programs ended in the background (a killed
 *     session's `end` then carries no `status`: `wait --exit` gets it
 *     once they have ended; a daemon of the same protocol before this
 *     waited for them, failing "timeout" when one was stuck, and sent
 *     it). A daemon before it answered
 *     `kill-pane` and `kill-window` once the programs were signalled
 *     (the library's `PaneHandle.kill()` waited on for the exit).
 * 38. A tmux user's options, part 4 (protocol 21): each entry of a
 *     frame's status `windows` carries its window's active pane's index
 *     and title too, for window-status-format's `#{pane_index}` and
 *     `#{pane_title}` (a client before it showed the shown pane's for
 *     every window); `set-option` takes `prefix2` as a session's own
 *     setting and `monitor-silence` as a window's own (`setw`), which a
 *     daemon before it refused. The `lock` request (tmux's `lock-client`,
 *     `lock-session`, `lock-server`; and `lock-after-time`) has the daemon
 *     push `lock` with `lock-command` to the attach clients it names:
 *     each gives the terminal back as for a suspend and runs the command
 *     there (the script that waits: a `lock COMMAND` line), then answers
 *     `wakeup`, and is drawn again. A client before it would have dropped
 *     the connection on the unknown message.
 * 39. A tmux user's options, part 5 (protocol 22): `set-option` takes
 *     as a session's own setting (tmux's session options) `lock-command`,
 *     `lock-after-time`, `bell-action`, `visual-bell`, `activity-action`,
 *     `visual-activity`, `silence-action`, `visual-silence`,
 *     `word-separators`, `repeat-time`, `display-panes-time`,
 *     `renumber-windows`, `default-shell` and `default-command`, which a
 *     daemon before it refused; the session's `options` push carries
 *     them over the daemon's. `append` adds text to a text setting alone:
 *     of a number, a flag, a choice, a key or a colour the value is set,
 *     as tmux 3.3a's `-a` (a daemon before it refused a session's, and
 *     appended a choice's text).
 *     swap-window's `marked`: with no -s, the marked pane's window is
 *     the source, as tmux's; a daemon before it swapped the current
 *     window.
 * 40. Hooks (protocol 22, tmux's `set-hook` and `show-hooks`): `set-hook`
 *     sets, appends to (`append`), unsets (`unset`) or runs now (`run`) a
 *     hook (`hook`, `NAME` or `NAME[INDEX]`) of the daemon (`scope`
 *     "global") or of target `name`'s session, window or pane;
 *     `show-hooks` answers their lines as tmux prints them. The daemon
 *     runs a request's `after-COMMAND` hooks before it answers it, as
 *     tmux's command queue does. A daemon before it refused both ops.
 * 41. A command's parts (protocol 23): a request with `part` is one of
 *     several a command makes besides its own (`lock-client`'s
 *     `list-clients`, a copy's `set-buffer`): the daemon runs no
 *     `after-` hook for it, as tmux runs the hook of the command the user
 *     ran alone. The attach client asks `set-hook` with `run` and
 *     `part` for the `after-` hook of a command it runs itself
 *     (`after-copy-mode`, `after-display-panes`). A daemon before it
 *     ran the hooks of every part. And user options of a session, a
 *     window or a pane, as tmux's: `set-option` takes an `@name` with
 *     `text` (`append`, `unset`), the session's, or with `level` "window"
 *     or "pane" the target's window's or pane's; `window-options` answers
 *     the pane's too (`pane`). A daemon before it refused the option.
 * 42. `reset-pane` (protocol 24, tmux's `send-keys -R`): target `name`'s
 *     pane's terminal state goes back to its start as a program's RIS
 *     takes it (modes, colours, scroll region, tabs, the screen cleared,
 *     the cursor home; a sequence half written forgotten), its history
 *     and title kept. A daemon before it refused the op.
 * 43. Global tables of user options (protocol 25, tmux's `set -s
 *     @name` and `set -gw @name`): a `set-global` with `table` "server"
 *     or "window" sets (`append`, `unset`) a user option in that table,
 *     apart from `-g`'s; `options` answers them as `tables`, and a
 *     format's `#{@name}` reads the server's first and the windows' after
 *     a window's own, as tmux's. A daemon before it kept one table for
 *     `-s`, `-g` and `-gw`.
 * 45. A window's own values of all of tmux's window options berth takes
 *     (protocol 26, tmux's `setw -t :2 mode-keys vi`): `set-option` takes
 *     them as window settings (`window-options` answers them), the
 *     daemon's `options` push carries the shown window's over the
 *     session's (pushed again when another window with some is shown),
 *     and each entry of a frame's status `windows` carries its window's
 *     values of the settings some window has its own of (its own, else
 *     the daemon's), which its entry is drawn with (`window-status-*`)
 *     and its formats read (`#{mode-keys}`). A
 *     daemon before it refused them without `-g`; a client before it drew
 *     every entry with the session's.
 * 46. An attach client's own commands from the command line (protocol
 *     26, as tmux runs `choose-tree`, `command-prompt`, `display-menu`,
 *     `copy-mode`... typed in a shell on its current client): the
 *     `client-command` request names a client (`client`), else the
 *     most recently active one of target `name`'s session; the daemon
 *     pushes `command` with the line and a `wait` number to it, which
 *     runs the line as a key's binding would and answers `popup-done`
 *     with that number (step 35's answer: `status` 0, or 1 and `error`
 *     when it could not run it): at once, or with `untilClosed` once
 *     the prompt the line opened has closed (tmux's `command-prompt`
 *     and `confirm-before` without `-b` wait for it). Only then is the
 *     request answered. A daemon before it refused the op.
 * 48. `remain-on-exit failed` and `show-messages` from a shell (protocol
 *     28): the `remain-on-exit` setting, in the `options` push, a
 *     window's own and the upgrade state's pane, is true, false or
 *     "failed" (tmux 3.3a's choice: a pane stays only when its program
 *     exited non-zero or was killed by a signal), which a client before
 *     it refused as no flag; and a `command` whose line is
 *     `show-messages` is answered with the client's message log in
 *     `popup-done`'s `output`, which the `client-command` request's
 *     answer carries to the command line to print, as tmux's
 *     `show-messages` prints to the shell that typed it. A client before
 *     it showed the log on its own terminal. And each entry of a frame's
 *     status `windows` carries, in its values (step 45), its window's
 *     user options and its active pane's (`@name`, the pane's first; not
 *     those the server's table has), which its formats read, and the
 *     shown window's entry those `status-left` and `status-right` read,
 *     over the client's options, as tmux's `format_find`.
 * 49. Key tables of the user's (protocol 29, tmux's `bind -T resize h
 *     ...`): a `bind-key` request's `table`, the `options` push's `bind`
 *     and `unbind`, and the upgrade state's bindings name any key table
 *     (`keyTableProblem`: no spaces or dots, at most 64 characters), not
 *     only prefix, root and copy, which a daemon before it refused; the
 *     `options` push carries `key-table` (a session's own too), the
 *     table a client's keys are looked up in when no prefix or
 *     `switch-client -T` chose another. `switch-client -T TABLE` from a
 *     shell is a `client-command` (step 46) whose line the client runs.
 * 50. The prompts' history in the daemon (protocol 30, as tmux keeps it
 *     in its server for every client): the `prompt-history` request
 *     reads a prompt type's lines (every type's without `type`), adds
 *     `add` to them (an attach client's prompt on Enter) or empties them
 *     (`clear`: `clear-prompt-history`), answered with the lines after
 *     it; `prompt-history-limit` bounds them and `history-file` keeps
 *     them; the upgrade state carries them (`promptHistory`). A daemon
 *     before it refused the op: a client then keeps its own history.
 *
 * Anything malformed, unknown or out of order gets `fatal` and the daemon
 * drops that connection; nothing else is affected.
 *
 * @module
 */

import type {
  CursorShape,
  MouseEncoding,
  MouseTracking,
  RowRun,
  TerminalModes,
} from "../vt/types.ts";
import type { SessionSetting, WindowSetting } from "./options.ts";

/** Which lines a compact capture answer carries (see the `capture` request). */
export type CaptureLines = "text" | "ansi";

/** How a compact capture treats wrapped rows (see the `capture` request). */
export type CaptureJoin = boolean | "rows";

/** A capture's answer: the whole screen, or only the lines asked for. */
export type CaptureAnswer =
  | { screen: import("../vt/types.ts").ScreenJson; ansi: string[] }
  | CaptureLinesAnswer;

/** A capture's answer with only the lines asked for (`lines`). */
export interface CaptureLinesAnswer {
  lines: string[];
  /** The rows were joined (`join`); absent from daemons before it. */
  joined?: true;
  /**
   * How many of the rows are history, the rest the screen (not with
   * `join`); absent from daemons before it.
   */
  history?: number;
  /** With `join: "rows"`: the indices in `lines` of rows that go on. */
  wrapped?: number[];
  /**
   * The pane's title, when the daemon asked its worker for it
   * (`find-window`); never in a `capture` answer.
   */
  title?: string;
}

/**
 * The error of a `capture` with `alternate` while the pane shows its
 * primary screen (tmux's "no alternate screen"): `capture-pane -q` knows
 * it by these words.
 */
export const NO_ALTERNATE_SCREEN =
  "No alternate screen in this pane: -a reads the screen behind a full-screen program's";

/**
 * Bump on any change to a message's shape or meaning; a client and a daemon
 * of different versions refuse each other with a clear error.
 */
export const PROTOCOL_VERSION = 30;

/**
 * Heartbeats (conversation step 9). A client beats every
 * `HEARTBEAT_INTERVAL_MS`; either side counts the link dead after
 * `HEARTBEAT_TIMEOUT_MS` with nothing received. Five missed beats: a link
 * whose round trip spikes to a few seconds (a phone link, a busy laptop)
 * still holds, while a dead one is noticed well before a user gives up on
 * it (Eternal Terminal waits 5 s / 11 s). A false alarm only costs a
 * resume (about 0.5 s over ssh on loopback), so shorter beats longer.
 */
export const HEARTBEAT_INTERVAL_MS = 1000;
/** See `HEARTBEAT_INTERVAL_MS`. */
export const HEARTBEAT_TIMEOUT_MS = 5000;

/** Largest frame body either side accepts (bytes). */
export const MAX_FRAME_BYTES = 16 * 1024 * 1024;

/**
 * Most rows one `history` request may ask for: a few pages of any screen,
 * so that an answer stays far below `MAX_FRAME_BYTES` and the parse worker
 * is not held up building it. The daemon may answer with fewer rows when
 * they are heavy (see `HISTORY_ANSWER_BYTES` in the parse worker).
 */
export const MAX_HISTORY_ROWS = 1000;

/**
 * Most rows one `preview` request may ask for: a chooser's preview on any
 * terminal, and at 4096 cells a row (5 bytes a cell at most) an answer
 * far below `MAX_FRAME_BYTES`.
 */
export const MAX_PREVIEW_ROWS = 256;

/**
 * Longest hyperlink URI passed on (UTF-16 code units, as the engine counts
 * them; the engine itself keeps none longer). A longer one is not drawn as
 * a link at all: a cut URI would lead somewhere else.
 */
export const MAX_LINK_URI = 2048;
/**
 * Longest OSC 8 `id=` value passed on; a program's longer id is replaced
 * by one berth makes. Terminals compare ids, nothing more.
 */
export const MAX_LINK_ID = 250;
/** Link ids on the wire are integers from 1 to this (the engine's are smaller). */
export const MAX_WIRE_LINK_ID = 0xffff;
/**
 * Largest clipboard write (decoded bytes) passed on to a client; a larger
 * one is dropped whole, never cut. The engine caps an OSC string at 1 MiB,
 * so its base64 holds at most 768 KiB: every write it reports fits.
 */
export const MAX_CLIPBOARD_BYTES = 1024 * 1024;

// ---------------------------------------------------------------------------
// Shared shapes

/** How a session's child ended. */
export interface ExitStatus {
  /** Exit code when the child exited normally, else null. */
  code: number | null;
  /** Signal name (`SIGTERM`) when a signal killed it, else null. */
  signal: string | null;
}

/** One row of `berth ls`. */
export interface SessionInfo {
  name: string;
  /** `#{session_id}`: `$N` (absent from daemons before it). */
  id?: string;
  pid: number;
  cols: number;
  rows: number;
  /** Attach clients currently attached. */
  clients: number;
  /** Creation time, milliseconds since the epoch. */
  created: number;
  /** Last input or attach, milliseconds since the epoch. */
  lastActive: number;
  command: string[];
  /** Working directory the child started in. */
  cwd: string;
  title: string;
  /** Set once the child has exited (sessions kept with `--keep`). */
  exit: ExitStatus | null;
  /** Its windows, in index order (absent from daemons before windows). */
  windows?: WindowInfo[];
}

/** A window, as `ls --json` and `list-windows` show it. */
export interface WindowInfo {
  index: number;
  /** `#{window_id}`: `@N` (absent from daemons before it). */
  id?: string;
  name: string;
  /** The window shown. */
  active: boolean;
  /**
   * tmux's `#{window_flags}` (`*` shown, `-` last, `#` `!` `~` alerts,
   * `M` holding the marked pane, `Z` zoomed), as choose-tree shows them;
   * absent from daemons before it (a client shows `*` by `active` then).
   */
  flags?: string;
  panes: number;
  /**
   * Its size: the session's, or more when its panes need more room than
   * that (each keeps one cell at least, as in tmux); absent from daemons
   * before it was sent.
   */
  cols?: number;
  rows?: number;
}

/** Cursor on the wire: `[x, y, visible ? 1 : 0, shape, blink ? 1 : 0]`. */
export type WireCursor = [
  x: number,
  y: number,
  visible: 0 | 1,
  shape: CursorShape,
  blink: 0 | 1,
];

// ---------------------------------------------------------------------------
// Client to daemon

export interface HelloMsg {
  t: "hello";
  version: number;
  /** What the client is, for the daemon's log: "cli", "attach", "lib". */
  client: string;
}

/** Options of a new session. */
export interface NewSessionArgs {
  /** Session name; the daemon picks "0", "1" ... when absent. */
  name?: string;
  /** Program and arguments; the user's `$SHELL` when absent. */
  cmd?: string[];
  cwd?: string;
  /** Extra environment on top of the client's environment in `baseEnv`. */
  env?: Record<string, string>;
  /** The environment of the client that asked (like tmux's global env). */
  baseEnv?: Record<string, string>;
  cols: number;
  rows: number;
  /** Keep the session and its final screen after the child exits. */
  keep?: boolean;
  /** Scrollback cap in lines. */
  scrollback?: number;
  /**
   * Tie the session to this connection (`berth run`): when the connection
   * closes while the session is there, the daemon ends it. A daemon
   * before the field ignores it. A live upgrade keeps the tie for a
   * while; a `wait` with `tie` takes it over on the new link.
   */
  tied?: boolean;
}

export type Request =
  | ({ op: "new" } & NewSessionArgs)
  | ({ op: "ls" } & ListFormat)
  | {
    op: "attach";
    /** Session to attach; the most recently active one when absent. */
    name?: string;
    readOnly?: boolean;
    /**
     * Send this client the session's clipboard writes (OSC 52); without
     * it, it never gets them. Read-only clients may ask too.
     */
    clipboard?: boolean;
    /** Detach the session's other clients first (`attach -d`, as tmux). */
    detachOthers?: boolean;
    cols: number;
    rows: number;
    /**
     * Take over an earlier attachment whose link broke: its `token` (from
     * the attach answer) and the seq of the last frame this client drew.
     */
    resume?: { token: string; seq: number };
    /** The client's terminal (`/dev/pts/3`) and pid, for `list-clients`. */
    tty?: string;
    pid?: number;
    /**
     * `switch-client` may not move this client (a web page: its login may
     * be for this session only).
     */
    pinned?: boolean;
  }
  /** The daemon draws this client's terminal (conversation step 15). */
  | {
    op: "attach-tty";
    /** Session to attach; the most recently active one when absent. */
    name?: string;
    readOnly?: boolean;
    detachOthers?: boolean;
    /** The prefix key named on the command line; else the `prefix` setting. */
    prefix?: string;
    /** Clipboard writes opted in or out on the command line; else `set-clipboard`. */
    clipboard?: boolean;
    /**
     * The client's terminal (`/dev/pts/3`), its device number, the device
     * of the filesystem that holds it (which devpts instance: containers),
     * and the client's pid.
     */
    tty: string;
    rdev: number;
    dev: number;
    pid: number;
    /** The client's `$TERM`. */
    term?: string;
    /** After a live upgrade: the token of the attachment to take over. */
    resume?: string;
    /**
     * The client's environment and working directory: with them, the
     * daemon runs the command lines of key bindings itself, for this
     * client (`new` there starts in both); without them (a client older
     * than the fields), it sends them to the client as `run`.
     */
    env?: Record<string, string>;
    cwd?: string;
    /**
     * The client will wait as a shell script (step 27): the daemon puts
     * the terminal in raw mode and back itself, and, once the client says
     * `waiting`, sends `done` and `suspend` as text lines. A daemon older
     * than the field ignores it, and its answer lacks `waiter`.
     */
    waiter?: boolean;
    /**
     * With `waiter` and `resume`: the terminal's modes before raw mode
     * (`stty -g`'s form, as the answer's `modes` gave them). After a live
     * upgrade the terminal stays in raw mode until the new daemon takes
     * it (keys typed meanwhile neither echoed nor signals), and these are
     * the modes it gives back. A daemon older than the field reads the
     * terminal's.
     */
    modes?: string;
  }
  /**
   * Ends the session target `name` names (`kill-session -t work:1` ends
   * work, as tmux's; a window or pane it names must exist); with
   * `others`, every session but that one (`kill-session -a`).
   */
  | { op: "kill"; name: string; others?: boolean }
  /**
   * Detaches the client `name` names (a `ClientInfo.name`), else every
   * client attached to session `name` (`detach-client -t`).
   */
  | { op: "detach-client"; name: string }
  /**
   * Moves an attach client to session `name` (`SESSION:WINDOW` also shows
   * that window), or to the next, previous or last session (tmux's
   * `switch-client -t`, `-n`, `-p`, `-l`). The client: `client` names
   * one; else the most recently active client of session `from`; else the
   * one attached on this connection.
   */
  | {
    op: "switch-client";
    name?: string;
    to?: "next" | "previous" | "last";
    client?: string;
    from?: string;
  }
  /** The attach clients, of session `name` only when given. */
  | ({ op: "list-clients"; name?: string } & ListFormat)
  /**
   * tmux's `display-message`: `format` expanded for target `name` (and
   * a client: `client` names one, else the one attached on this
   * connection, else the most recently active one of the target's
   * session). With `print` the answer carries the text; else the daemon
   * pushes it to that client as a `message` (conversation step 17).
   */
  | {
    op: "display-message";
    name: string;
    format: string;
    print?: boolean;
    client?: string;
  }
  /** Suspends the client `name` names (a `ClientInfo.name`): step 16. */
  | { op: "suspend-client"; name: string }
  /**
   * tmux's locks (step 38): the clients `name` names (with `client`: the
   * client of that `ClientInfo.name`, `lock-client`; else the clients of
   * that session, `lock-session`), or every client (no `name`,
   * `lock-server`), run `lock-command` in their terminals.
   */
  | { op: "lock"; name?: string; client?: boolean }
  /**
   * Runs a popup's program for this attach client (step 33): `cmd` as
   * argv (absent: the session's shell), in `cwd` (absent: the session's
   * directory), with `env` over the environment a new pane of session
   * `name` gets, on a pty of `cols` x `rows`. `popup` is its id in the
   * messages that follow.
   */
  | {
    op: "popup";
    name: string;
    popup: number;
    cmd?: string[];
    cwd?: string;
    env?: Record<string, string>;
    cols: number;
    rows: number;
  }
  /**
   * tmux's `display-popup` from the command line (step 33): the daemon
   * pushes `args` (its words, less the command's name) as `popup` to an
   * attach client: `client` names one, else the most recently active one
   * of target `name`'s session.
   */
  | { op: "display-popup"; name: string; client?: string; args: string[] }
  /**
   * One of the attach client's own commands from the command line (step
   * 46): `line` runs on client `client`, else on the most recently active
   * client of target `name`'s session; answered once it ran, or with
   * `untilClosed` once the prompt it opened has closed.
   */
  | {
    op: "client-command";
    name: string;
    client?: string;
    line: string;
    untilClosed?: boolean;
  }
  /**
   * A window's screen as the attach client would show it, panes and
   * borders (`SESSION` alone: its shown window), for the chooser's
   * preview: at most `rows` rows, the ones that end at its cursor.
   */
  | { op: "preview"; name: string; rows: number }
  /**
   * tmux's `find-window`: the panes, of every session, whose window's name
   * (`name`), title (`title`) or visible screen (`content`) matches
   * `match` (none of the three: all three), as tmux's glob `*MATCH*`, or a
   * regular expression with `regex` (RE2's syntax); `ignoreCase` as `-i`.
   */
  | {
    op: "find-window";
    match: string;
    content?: boolean;
    name?: boolean;
    title?: boolean;
    regex?: boolean;
    ignoreCase?: boolean;
  }
  /** The daemon's settings (`show-options`; the attach client's keys). */
  | { op: "options" }
  /**
   * Reloads the config file (`source-file`); with `path`, reads that file
   * on top of the settings in force. Answers with the file's warnings.
   */
  | { op: "source-file"; path?: string }
  /**
   * tmux's `bind-key` and `unbind-key` at run time: in table `table`, key
   * `key` runs `command` (`repeat`: again without the prefix, tmux's
   * `bind -r`); without `command` the key's binding goes (its
   * built-in one too); with `all` (`unbind-key -a`) every binding of the
   * table goes, the built-in ones being `all`'s keys (the client knows
   * them). Attached clients take it at once; the config file read again
   * (`source-file` without a file) starts from the file.
   */
  | {
    op: "bind-key";
    table: import("./options.ts").KeyTableName;
    key?: string;
    command?: string;
    repeat?: boolean;
    /**
     * With `command`: the binding's note (tmux's `bind -N`, protocol 17),
     * which `list-keys -N` and prefix `/` show.
     */
    note?: string;
    all?: string[];
  }
  /**
   * Renames the session target `name` names (`rename-session`); its
   * clients stay attached.
   */
  | { op: "rename"; name: string; newName: string }
  | { op: "kill-server" }
  /**
   * The prompts' history (step 50): prompt type `type`'s lines (every
   * type's when absent); `add` adds a line to them first, `clear` empties
   * them first.
   */
  | {
    op: "prompt-history";
    type?: import("./prompt_history.ts").PromptType;
    add?: string;
    clear?: boolean;
  }
  /**
   * Sets one of the daemon's settings (tmux's `set-option -g`): what
   * config.toml's `option = value` does, on top of the settings in force,
   * for every session that has no value of its own; attached clients take
   * it at once. `source-file` with no file reads the file from scratch.
   */
  /**
   * `append`: `value` goes after the text setting's (tmux's `set -a`).
   * `unset`: a user option (`@name`) is taken away, `value` not read
   * (tmux's `set -gu @name`). `table`: the user option `option` is the
   * server's (tmux's `set -s @name`) or the windows' (`set -gw @name`),
   * tables apart from `-g`'s.
   */
  | {
    op: "set-global";
    option: string;
    value: string | number | boolean;
    append?: boolean;
    unset?: boolean;
    table?: import("./options.ts").UserTable;
  }
  /**
   * Replace the daemon's program by `argv` (Deno and its arguments, up to
   * the new `main.ts`), keeping every session: see step 12. Frozen.
   */
  | { op: "upgrade"; argv: string[] }
  | {
    op: "send";
    name: string;
    data: Uint8Array;
    /**
     * Sent instead of `data` when the session's cursor keys are in
     * application mode (DECCKM, as vim and less set it), so that named keys
     * such as Up are encoded as the program expects.
     */
    cursorKeysData?: Uint8Array;
    /**
     * Sent instead when the keypad is in application mode (DECKPAM), with
     * cursor keys in normal, or (`keypadCursorKeysData`) in application
     * mode: tmux's keypad keys (`KP1`, `KPEnter`) as the program expects.
     */
    keypadData?: Uint8Array;
    keypadCursorKeysData?: Uint8Array;
    /**
     * `data` is pasted text (UTF-8): the daemon removes its escape sequences
     * and control characters and wraps it as a bracketed paste when the
     * program asked for one (see `protocol/paste.ts`).
     */
    paste?: boolean;
    /**
     * A later chunk of one send whose first chunk was taken: never
     * refused for a pane's full input queue (the send would be cut
     * midway), it is answered once the pty has taken it. Ignored by
     * daemons before it.
     */
    follows?: boolean;
  }
  | { op: "resize"; name: string; cols: number; rows: number }
  | {
    op: "capture";
    name: string;
    /** Lines of history above the screen: a count, or -1 for all. */
    scrollback?: number;
    /**
     * Only the lines as `berth capture` prints them, history first: plain
     * text or with SGR escapes. The answer is then `{ lines }`, without the
     * screen's cells (212 KB of an 80x24 answer). An older daemon ignores
     * the field and sends the whole screen, which a client must accept.
     */
    lines?: CaptureLines;
    /**
     * With `lines`: rows the terminal wrapped are joined into the line the
     * program wrote (tmux's `capture-pane -J`). The answer then says
     * `joined`; an older daemon ignores the field and sends rows.
     * `"rows"`: rows as they are, but a wrapped row keeps its trailing
     * blanks and the answer lists it in `wrapped`, for a client that joins
     * a range of rows itself (`capture-pane -J -S N -E M`).
     */
    join?: CaptureJoin;
    /** With `lines`: each row's trailing blanks kept (tmux's `-N`). */
    trailing?: boolean;
    /**
     * With `lines`: tmux's `capture-pane -a`, the screen waiting behind
     * the one shown: the primary screen while a program shows the
     * alternate one (no history then). Fails "not-found" ("no alternate
     * screen", as tmux says) while the primary screen is shown.
     */
    alternate?: boolean;
  }
  | {
    op: "wait";
    name: string;
    /** Regular expression source and flags matched against the screen. */
    text?: { source: string; flags: string };
    /**
     * With `text`: match only text that appeared after the wait began
     * (lines scrolled into the history since, screen rows changed since).
     */
    fresh?: boolean;
    /** Quiet time in ms: no output for this long. */
    idleMs?: number;
    /** Wait for the child to exit. */
    exit?: boolean;
    /** Give up after this many ms (absent: wait forever). */
    timeoutMs?: number;
    /**
     * A session tied to a connection (`new` with `tied`) is tied to this
     * one from now on (after a live upgrade, the new link of the client
     * that made it). Ignored for other sessions, and by daemons before it.
     */
    tie?: boolean;
    /**
     * Sent again on a new link: how long ago (ms) its client first sent
     * it. A text wait on a pane that a live upgrade took over since then
     * also sees the lines that scrolled through its screen since that
     * takeover (the old daemon's watch saw those before). Ignored by
     * daemons before it.
     */
    underWayMs?: number;
  }
  | { op: "events"; name: string }
  | {
    op: "history";
    name: string;
    /**
     * The rows asked for are y = -start .. -start + count - 1 in the
     * engine's addressing: y in [-total, -1] is history (-1 the newest
     * line), y in [0, screenRows) the screen. Clamped to what exists.
     */
    start: number;
    /** At most `MAX_HISTORY_ROWS`; 0 asks only for the counts. */
    count: number;
    /**
     * The `pushed` of an earlier answer that `start` was counted from: the
     * daemon adds the lines that entered history since, so that the same
     * lines come back however much output arrived in between.
     */
    pushed?: number;
    /**
     * Count the matches of this text in the pane's history and screen
     * (copy mode's search, as tmux's `(N results)`): the answer's
     * `matches`. Protocol 19.
     */
    search?: string;
  }
  // Paste buffers (tmux's): `buffer` names one, the newest when absent.
  | { op: "list-buffers" }
  | { op: "show-buffer"; buffer?: string }
  | { op: "set-buffer"; buffer?: string; data: Uint8Array }
  | { op: "delete-buffer"; buffer?: string }
  /** Pastes the buffer into the pane `name` targets as `send --paste`. */
  | { op: "paste-buffer"; buffer?: string; name: string }
  /**
   * tmux's `wait-for` on `channel`: `wait` answers when it is signalled
   * (at once when it was signalled with no one waiting), `signal` wakes
   * its waiters, `lock` answers once this client holds its lock, `unlock`
   * gives the lock up. A wait or lock gives up ("timeout") after
   * `timeoutMs`, or when its client unsubscribes or goes.
   */
  | {
    op: "wait-for";
    channel: string;
    mode: WaitForMode;
    timeoutMs?: number;
  }
  /**
   * tmux's `run-shell`: `command` run by `/bin/sh -c` in the daemon, with
   * tmux's formats in it expanded for target `name` (when given; each
   * value quoted for the shell when it is more than a plain word), in
   * `cwd` (else the target session's directory, else the daemon's home),
   * with the global environment and the target session's. Answers with
   * what it printed (stdout and stderr, at most `MAX_RUN_OUTPUT` bytes)
   * and its exit status once it exits; with `background`, at once.
   *
   * With `view` (the command line's, tmux's view mode) what it printed,
   * and `'COMMAND' returned N` when it failed, shows in a view over the
   * session on the clients attached to the target session (`OutputMsg`)
   * instead of in the answer (`shown`); when none is attached, the answer
   * has it as without `view`. A `background` job's output always shows
   * so, when it ends.
   *
   * With `input` (tmux's `copy-pipe`: what copy mode copied) the command
   * reads those bytes on its stdin, else /dev/null.
   */
  | {
    op: "run-shell";
    command: string;
    name?: string;
    cwd?: string;
    background?: boolean;
    view?: boolean;
    input?: Uint8Array;
  }
  /**
   * tmux's `if-shell -b` from the command line: answers at once; then the
   * daemon runs `test` as `run-shell` does (its output dropped) and the
   * berth command line `then` when it exits 0, else `else` (if given), as
   * its config file's commands run, in `cwd` (else the target session's
   * directory), a command that takes `-t` getting target `name`. Their
   * errors go to the daemon's log.
   */
  | {
    op: "if-shell";
    test: string;
    then: string;
    else?: string;
    name?: string;
    cwd?: string;
  }
  /**
   * tmux's `set-environment`: variable `variable` of the global
   * environment (`global`) or of session `name`'s, which new panes and
   * windows start with: `set` to `value`, `unset` (gone from the list: a
   * session's then shows the global one through) or `remove` (kept,
   * marked to be removed from a new process's environment).
   */
  | {
    op: "set-environment";
    name?: string;
    global?: boolean;
    variable: string;
    mode: EnvMode;
    value?: string;
  }
  /**
   * tmux's `show-environment`: the global environment (`global`) or
   * session `name`'s, or only `variable` of it.
   */
  | {
    op: "show-environment";
    name?: string;
    global?: boolean;
    variable?: string;
  }
  /**
   * tmux's `set-hook` (conversation step 40): hook `hook` (`NAME` or
   * `NAME[INDEX]`) of `scope`, the daemon's or target `name`'s session,
   * window or pane: set to `command`, appended to (`append`), unset
   * (`unset`), or run now (`run`).
   */
  | {
    op: "set-hook";
    scope: HookScope;
    name?: string;
    hook: string;
    command?: string;
    append?: boolean;
    unset?: boolean;
    run?: boolean;
  }
  /**
   * tmux's `show-hooks`: the hooks of `scope`, or only `hook`; the
   * daemon's window and pane hooks' names with `windows` (`-gw`).
   */
  | {
    op: "show-hooks";
    scope: HookScope;
    name?: string;
    hook?: string;
    windows?: boolean;
  }
  | PaneRequest;

/** Whose hooks: the daemon's (`-g`), a session's, a window's (`-w`), a pane's (`-p`). */
export type HookScope = "global" | "session" | "window" | "pane";

/** What `set-environment` does with its variable (no flag, -u, -r). */
export type EnvMode = "set" | "unset" | "remove";

/**
 * A variable of an environment as `show-environment` lists it: its value,
 * or null when it is marked to be removed (tmux's `-NAME`).
 */
export type EnvEntry = [name: string, value: string | null];

/** Most bytes of a `run-shell` command's output kept for its answer. */
export const MAX_RUN_OUTPUT = 1 << 20;

/** What `wait-for` does with its channel (tmux's no flag, -S, -L, -U). */
export type WaitForMode = "wait" | "signal" | "lock" | "unlock";

/** Where `select-pane` and `select-window` go. */
export type PaneMove =
  | "L"
  | "R"
  | "U"
  | "D"
  | "next"
  | "previous"
  | "last";

/**
 * Requests on windows and panes (tmux's window and pane commands). `name`
 * is a target: `SESSION`, `SESSION:WINDOW` or `SESSION:WINDOW.PANE`.
 */
export type PaneRequest =
  | {
    op: "split-window";
    name: string;
    /** "lr": the new pane goes right (tmux -h); "tb": below (-v). */
    kind: "lr" | "tb";
    /** Width or height of the new pane in cells (-l)... */
    size?: number;
    /** ... or in percent of the pane split (-p). */
    percent?: number;
    /** Put the new pane left of or above the target (-b). */
    before?: boolean;
    cmd?: string[];
    cwd?: string;
    /** Added to the session's environment for this program (-e). */
    env?: Record<string, string>;
    /** Keep the current pane active (-d). */
    detached?: boolean;
  }
  | {
    op: "new-window";
    name: string;
    windowName?: string;
    cmd?: string[];
    cwd?: string;
    /** Added to the session's environment for this program (-e). */
    env?: Record<string, string>;
    /** Do not show the new window (-d). */
    detached?: boolean;
    /**
     * Right after (-a) or at (-b) the window `name` names, moving the
     * windows in the way up one, as tmux's.
     */
    insert?: "after" | "before";
    /** Kill the window at the index `name` names and take its place (-k). */
    kill?: boolean;
  }
  | {
    op: "select-window";
    name: string;
    to?: "next" | "previous" | "last";
    /**
     * With `to` "next" or "previous": the next (previous) window with an
     * alert, a bell or activity (tmux's `next-window -a`).
     */
    alert?: boolean;
  }
  | {
    op: "select-pane";
    name: string;
    to?: PaneMove;
    zoom?: boolean;
    /**
     * Set the pane's title instead (-T; tmux's formats expand for the
     * pane); its program may set it again (OSC 2).
     */
    title?: string;
    /**
     * Instead: "set" marks the pane (-m; the marked pane: unmarks it),
     * "clear" unmarks the marked pane (-M), tmux's marked pane.
     */
    mark?: "set" | "clear";
  }
  /** `others`: every pane of the window but that one (`kill-pane -a`). */
  | { op: "kill-pane"; name: string; others?: boolean }
  /** `others`: every window of the session but that one (`kill-window -a`). */
  | { op: "kill-window"; name: string; others?: boolean }
  | { op: "rename-window"; name: string; newName: string }
  | {
    op: "resize-pane";
    name: string;
    /** Move a border towards L, R, U or D by `amount` cells (default 1). */
    dir?: "L" | "R" | "U" | "D";
    amount?: number;
    /** Absolute width (-x) or height (-y) of the pane. */
    width?: number;
    height?: number;
    /**
     * `width`/`height` are the pane's own, reached by moving its right
     * (bottom) border, or its left (top) one: a mouse drag of that border
     * (tmux's `-M`). Without it they are tmux's `-x`/`-y`, which size the
     * pane's part of the nearest split that way.
     */
    border?: boolean;
    /** Toggle the window's zoom on this pane (-Z). */
    zoom?: boolean;
  }
  | {
    op: "swap-pane";
    name: string;
    to: "previous" | "next";
    /**
     * Swap this pane with the target instead (tmux's -s), in the same
     * session; with `marked` and no `source`, the marked pane, when there
     * is one (tmux's default source).
     */
    source?: string;
    marked?: boolean;
    /** Keep the active pane's place active (-d). */
    detached?: boolean;
  }
  /**
   * tmux's `rotate-window`: every pane moves to the previous place in pane
   * order, the first to the last (`-D`, `down`: to the next, the last to
   * the first); the pane that comes to the active pane's place is active.
   * Zoomed, the window is unzoomed, or with `zoom` (-Z) stays zoomed.
   */
  | { op: "rotate-window"; name: string; down?: boolean; zoom?: boolean }
  /**
   * tmux's `break-pane`: pane `name` (-s) into a window of its own at
   * the place `to` (-t, a window index target, as `move-window`'s;
   * absent: the lowest free index of its session), called `windowName`
   * (-n). Its window is not shown when `detached` (-d).
   */
  | {
    op: "break-pane";
    name: string;
    to?: string;
    windowName?: string;
    detached?: boolean;
  }
  /**
   * tmux's `respawn-pane` (`respawn-window`: the window's first pane, its
   * other panes closed): the pane's program again (`cmd` absent) or
   * `cmd`, in `cwd` (absent: where the pane's program started), with
   * `env` added to the session's environment. A pane whose program still
   * runs is refused unless `kill`.
   */
  | {
    op: "respawn-pane" | "respawn-window";
    name: string;
    kill?: boolean;
    cmd?: string[];
    cwd?: string;
    env?: Record<string, string>;
  }
  /** tmux's `clear-history`: the pane's scrollback goes, its screen stays. */
  | { op: "clear-history"; name: string }
  /** tmux's `send-keys -R`: the pane's terminal reset (RIS, step 42). */
  | { op: "reset-pane"; name: string }
  /**
   * tmux's `pipe-pane`: closes the pane's pipe, then runs `command` (shell
   * text, formats in it expanded for the pane; absent or empty: none) with
   * the pane's output on its stdin (`output`, the default) and/or its
   * stdout typed into the pane (`input`). With `toggle` (-o) a pipe that
   * was open is only closed.
   */
  | {
    op: "pipe-pane";
    name: string;
    command?: string;
    input?: boolean;
    output?: boolean;
    toggle?: boolean;
  }
  | {
    /** tmux's `swap-window`: `name` (-t) and `source` (-s) are windows. */
    op: "swap-window";
    name: string;
    source: string;
    /**
     * `source` is only the default (no -s): the marked pane's window goes
     * instead, when a pane is marked, as tmux's (step 39).
     */
    marked?: boolean;
    /**
     * Show `source` at its new index (-d, as tmux 3.3a does it); without,
     * the index shown stays, showing the window swapped there.
     */
    detached?: boolean;
  }
  | {
    /**
     * tmux's `move-window`: `name` (-t) is the place, `SESSION` (the first
     * free index) or `SESSION:INDEX`, free or (with `kill`) taken; with
     * `renumber` (-r) it is the session whose windows are numbered afresh
     * and `source` is not read.
     */
    op: "move-window";
    name: string;
    source: string;
    /** Do not show the moved window (-d). */
    detached?: boolean;
    /** Kill the window at the index first (-k). */
    kill?: boolean;
    renumber?: boolean;
  }
  | {
    /**
     * tmux's `join-pane` and `move-pane`: pane `source` (-s) goes into
     * pane `name`'s (-t) window, splitting it (the same window too).
     */
    op: "join-pane";
    name: string;
    source: string;
    /**
     * `source` is only the default (no -s): the marked pane goes instead,
     * when there is one, as tmux's.
     */
    marked?: boolean;
    /** "lr": right of the target (-h); "tb": below it (-v). */
    kind: "lr" | "tb";
    /** Its width or height in cells (-l)... */
    size?: number;
    /** ... or in percent of the target pane (-l N%, -p). */
    percent?: number;
    /** Left of or above the target (-b). */
    before?: boolean;
    /** Keep the active pane and the window shown (-d). */
    detached?: boolean;
  }
  | {
    op: "select-layout";
    name: string;
    /**
     * A preset layout's name (or a unique start of one), or a layout string
     * as `#{window_layout}` prints it (at most `MAX_LAYOUT_STRING` long);
     * absent: the window's last preset.
     */
    layout?: string;
    /** The preset after the window's last (`-n`). */
    next?: boolean;
    /** The preset before the window's last (`-p`). */
    previous?: boolean;
    /** Spread the target pane's split evenly (`-E`). */
    spread?: boolean;
    /**
     * The layout before the last `select-layout` (`-o`, tmux's undo), when
     * `layout` is absent.
     */
    old?: boolean;
  }
  | {
    op: "set-option";
    name: string;
    /**
     * A session's option, a window's own border setting, or (protocol 19)
     * a session's own value of a daemon setting (`SESSION_SETTINGS`:
     * tmux's `set` without `-g`).
     */
    option: SessionOption | WindowSetting | SessionSetting | `@${string}`;
    /**
     * A user option's (`@name`, protocol 23) owner: the target's window
     * (`setw @name`), its pane (`set -p`); none: its session.
     */
    level?: "window" | "pane";
    /** A flag option's value. */
    on: boolean;
    /** A flag option given no value: turned over, as tmux's (`on` unread). */
    toggle?: boolean;
    /** A number option's (`base-index`, `pane-base-index`). */
    value?: number;
    /**
     * A window setting's value (`pane-border-status` ..., protocol 18),
     * checked as `set-option -g` checks it.
     */
    text?: string;
    /**
     * With `text` of a session setting (protocol 19): added to the end of
     * the session's value (its own, else the daemon's), as tmux's `set -a`.
     */
    append?: boolean;
    /**
     * Drop the session's own value (tmux's `set -u`, protocol 17): the
     * daemon's setting is the session's again (`synchronize-panes`, which
     * has none: off). `on` and `value` are not read.
     */
    unset?: boolean;
  }
  | ({ op: "list-windows"; name: string } & ListFormat)
  | ({ op: "list-panes"; name: string } & ListFormat)
  /**
   * The window's own settings (tmux's `show-options -w`, protocol 18):
   * its border settings set with `setw`, and `synchronize-panes` when on.
   */
  | { op: "window-options"; name: string };

/** The options `set-option` sets on a session (over the daemon's). */
export const SESSION_OPTIONS = [
  "remain-on-exit",
  "monitor-activity",
  "base-index",
  "pane-base-index",
  "synchronize-panes",
  // A window's own, as synchronize-panes (protocol 19).
  "automatic-rename",
] as const;
export type SessionOption = typeof SESSION_OPTIONS[number];

/**
 * tmux's `-F` of the list requests (step 18): `format` (at most
 * `MAX_FORMAT` long, `protocol/format.ts`) expanded for each row, as
 * tmux does: a session with its shown window and that window's active
 * pane, a window with its active pane, a pane, a client with its
 * session's. The `client_*` values are the asking attach client's (a
 * client's own in `list-clients`), else empty.
 */
export interface ListFormat {
  format?: string;
}

/** The answer's part for `ListFormat`: one expanded line a row, in order. */
export interface FormatLines {
  /** Present when the request had `format` (absent from older daemons). */
  lines?: string[];
}

/** The answer to `preview`: some rows of a window's composed screen. */
export interface WindowPreview {
  /** The window's size. */
  cols: number;
  rows: number;
  /** The window's row that `lines[0]` is. */
  top: number;
  /** Rows `top`, `top + 1` ... as runs (no links). */
  lines: RowRun[][];
}

/** An attach client, as `list-clients` shows it. */
export interface ClientInfo {
  /** Names it in `detach-client -t` and `switch-client -c`: its tty, else `client-ID`. */
  name: string;
  /** The daemon's number for its connection. */
  id: number;
  /** Its terminal, "" when it said none. */
  tty: string;
  /** Its process, 0 when it said none. */
  pid: number;
  session: string;
  cols: number;
  rows: number;
  readOnly: boolean;
  /** Stopped by `suspend-client` until its user's `fg`. */
  suspended: boolean;
  /** When it attached and when it last typed or resized (ms since the epoch). */
  created: number;
  lastActive: number;
  /** It is the client attached on the connection that asked. */
  self: boolean;
}

/**
 * A pane, as `list-panes` shows it: the fields of a pane's row everywhere
 * (the library's `PaneListing`, `list-panes --json`'s `PaneJson` add to
 * these).
 */
export interface PaneInfo {
  /** Its number in its window, from 0 (changes as panes come and go). */
  index: number;
  /** Unique in the daemon, never reused (tmux's `%N`). */
  id: number;
  /** Its window's active pane. */
  active: boolean;
  /** Its place and size in its window, in cells. */
  x: number;
  y: number;
  cols: number;
  rows: number;
  /** Its program's pid, and what it runs. */
  pid: number;
  command: string[];
  /** Its program has exited and it stays (`remain-on-exit`). */
  dead: boolean;
  /** The target that names it: `SESSION:WINDOW.PANE`. */
  target: string;
}

/**
 * A request as sent. `current` is tmux's current target, which the
 * request's targets are read against (`server/daemon/targets.ts`): the
 * session a command runs in (`SESSION`, or `SESSION:%N` for the pane it
 * runs in), or `""` outside any (the most recently active session). The
 * CLI sends it on every request; without it (the attach client, the
 * library) targets are absolute: a bare word is a session.
 */
export type RequestMsg =
  & {
    t: "req";
    id: number;
    current?: string;
    /** One of a command's several requests: no `after-` hook (step 41). */
    part?: true;
  }
  & Request;

/**
 * Keyboard, paste or mouse bytes for the attached session; none when a key
 * ran a bound command (the client was active: the session takes its size).
 */
export interface InputMsg {
  t: "input";
  data: Uint8Array;
  /**
   * Counts up by one per input message of an attachment (resumes
   * included); the daemon drops one whose seq it has already applied, so a
   * retransmit after a resume is never typed twice. Absent: always applied.
   */
  seq?: number;
}

/**
 * A heartbeat. From a client: "I am here"; the daemon answers with its own
 * at once (see conversation step 9).
 */
export interface BeatMsg {
  t: "beat";
  /** From the daemon, to an attached client: the last input seq applied. */
  input?: number;
}

/** The attached client's terminal changed size. */
export interface ResizeMsg {
  t: "resize";
  cols: number;
  rows: number;
}

/** The client has drawn frame `seq`; the daemon may send the next one. */
export interface AckMsg {
  t: "ack";
  seq: number;
}

export interface DetachMsg {
  t: "detach";
}

/** The client is done: the daemon closes the connection (step 19). */
export interface ByeMsg {
  t: "bye";
}

/** Stop the `events` stream started by request `id`. */
export interface UnsubscribeMsg {
  t: "unsubscribe";
  id: number;
}

/**
 * A client whose terminal the daemon draws got SIGTERM or SIGHUP: detach
 * (conversation step 15).
 */
export interface TerminateMsg {
  t: "terminate";
  signal: "SIGTERM" | "SIGHUP";
}

/** A bound command line of `run` `id` has run: null, or its one-line error. */
export interface RanMsg {
  t: "ran";
  id: number;
  error: string | null;
}

/**
 * An attach client gave its terminal back and is stopping (step 16):
 * its size does not count, and its silence is no dead link, until `wakeup`.
 */
export interface SuspendedMsg {
  t: "suspended";
}

/**
 * A suspended client is back (`fg`, step 16). From a client whose terminal
 * the daemon draws, `error` says why it could not stop (nothing stopped);
 * from one that is not suspended, without `error`, that it was continued
 * after a stop from outside (`kill -STOP`, then `fg`): it has taken raw
 * mode again, and the daemon draws its terminal again. A daemon that
 * predates that ignores it.
 */
export interface WakeupMsg {
  t: "wakeup";
  error?: string;
  /**
   * From the script that waits (step 36), as it starts on a terminal not
   * in raw mode: stopped from outside before its traps were set, and
   * continued. Dropped while a `suspend` is under way: the daemon gave
   * the terminal back for it, which is what the script saw.
   */
  started?: true;
}

/**
 * The attached client's terminal's foreground and background colours
 * (0xRRGGBB, -1 when it did not say), as it answered `OSC 10/11 ; ?`
 * (conversation step 26).
 */
export interface ColoursMsg {
  t: "colours";
  fg: number;
  bg: number;
}

/**
 * The attached client's terminal gained (`in`) or lost the focus, as it
 * reported (`CSI I`, `CSI O`) with `focus-events` on (conversation step
 * 30).
 */
export interface FocusMsg {
  t: "focus";
  in: boolean;
}

/**
 * A client waiting as a shell script (step 27) is ready: from now on the
 * daemon sends it `done` and `suspend` as text lines.
 */
export interface WaitingMsg {
  t: "waiting";
}

/**
 * Where copy mode is on a pane (conversation step 32), in the line numbers
 * of `HistoryPage` (`pushed` based: line `pushed + y` is row y) as of the
 * pane's size `cols` x `screenRows` and its `pushed` then. A client whose
 * pane has another size now keeps the distances from the screen's bottom.
 */
export interface CopyModeState {
  pushed: number;
  cols: number;
  screenRows: number;
  /** The line at the view's top. */
  top: number;
  cursor: [line: number, x: number];
  /** The selection's other end and its kind, when there is one. */
  selection?: [line: number, x: number, mode: "char" | "line" | "rect"];
  /** tmux's `rectflag`: the next selection begun is a rectangle. */
  rect?: boolean;
  /** tmux's mark (`set-mark`). */
  mark?: [line: number, x: number];
  /** The last search, for `n` and `N`. */
  search?: [query: string, dir: "up" | "down"];
  /** Its matches are highlighted and counted (tmux's search marks). */
  marks?: boolean;
  /** The position indicator is hidden (`P`). */
  hidePosition?: boolean;
  /** Scrolling back to the bottom leaves (the wheel's, `copy-mode -e`). */
  exitAtBottom?: boolean;
}

/** Copy mode on pane `pane` changed, or ended (`null`): step 32. */
export interface CopyModeMsg {
  t: "copy-mode";
  pane: number;
  state: CopyModeState | null;
}

/** Keys for the popup `id` of this connection (step 33). */
export interface PopupInputMsg {
  t: "popup-input";
  id: number;
  data: Uint8Array;
}

/** The popup `id`'s pty takes a new size (step 33). */
export interface PopupResizeMsg {
  t: "popup-resize";
  id: number;
  cols: number;
  rows: number;
}

/** The popup `id` closed: its program is ended (step 33). */
export interface PopupCloseMsg {
  t: "popup-close";
  id: number;
}

/**
 * The popup pushed with `wait` closed with `status`, or did not open
 * (`error`: why, one line): step 35.
 */
export interface PopupDoneMsg {
  t: "popup-done";
  wait: number;
  status: number;
  error?: string;
  /**
   * What the command pushed printed, for the command line to print
   * (step 48: `show-messages`' log), at most `MAX_RUN_OUTPUT`.
   */
  output?: string;
}

export type ClientMsg =
  | HelloMsg
  | CopyModeMsg
  | PopupInputMsg
  | PopupResizeMsg
  | PopupCloseMsg
  | PopupDoneMsg
  | WaitingMsg
  | ColoursMsg
  | FocusMsg
  | TerminateMsg
  | RanMsg
  | SuspendedMsg
  | WakeupMsg
  | RequestMsg
  | InputMsg
  | ResizeMsg
  | AckMsg
  | DetachMsg
  | UnsubscribeMsg
  | BeatMsg
  | ByeMsg;

// ---------------------------------------------------------------------------
// Daemon to client

export interface WelcomeMsg {
  t: "welcome";
  version: number;
  /** The daemon's pid. */
  pid: number;
}

/** Error codes of failed requests and fatal messages. */
export type ErrorCode =
  | "version" // protocol versions differ
  | "protocol" // malformed, unknown or out-of-order message
  | "too-large" // frame over MAX_FRAME_BYTES
  | "not-found" // no such session
  | "exists" // session name taken
  | "bad-request" // arguments out of range
  | "spawn" // the program could not be started
  | "busy" // input buffer of the session is full
  | "timeout" // wait gave up
  | "exited" // the session ended while waiting
  | "no-tty" // the daemon cannot open the client's terminal (`attach-tty`)
  | "internal";

export interface OkResponse {
  t: "res";
  id: number;
  ok: true;
  /** Op-specific payload (see `Responses`). */
  data: unknown;
}

export interface ErrResponse {
  t: "res";
  id: number;
  ok: false;
  code: ErrorCode;
  message: string;
}

export type ResponseMsg = OkResponse | ErrResponse;

/** Payloads of successful responses, by op. */
export interface Responses {
  new: { name: string; pid: number };
  ls: { sessions: SessionInfo[] } & FormatLines;
  attach: AttachAnswer;
  /** The session attached and the attachment's token (for a resume after an upgrade). */
  "attach-tty": {
    name: string;
    token: string;
    /**
     * The daemon took the `waiter` the request asked for (step 27): it
     * holds the terminal's raw mode, and `modes` are the terminal's modes
     * before it, as `stty -g` prints them, for a client whose daemon dies.
     */
    waiter?: boolean;
    modes?: string;
  };
  kill: Record<string, never>;
  "detach-client": { detached: number };
  "switch-client": { name: string };
  "list-clients": { clients: ClientInfo[] } & FormatLines;
  /** The expanded text; `client` the one that shows it (without `print`). */
  "display-message": { text: string; client?: string };
  "suspend-client": Record<string, never>;
  lock: { locked: number };
  popup: Record<string, never>;
  "display-popup": { client: string; status: number };
  /** `output`: what it printed (step 48), for the command line to print. */
  "client-command": { client: string; output?: string };
  preview: WindowPreview;
  rename: Record<string, never>;
  options: {
    options: import("./options.ts").Options;
    /** What was wrong in the file last read, one line each. */
    warnings: string[];
    /** The file last read. */
    path: string;
    /**
     * The user options of the server's (`set -s @name`) and the windows'
     * (`set -gw @name`) tables, when any is set.
     */
    tables?: import("./options.ts").UserTables;
  };
  "source-file": { warnings: string[] };
  "bind-key": Record<string, never>;
  "kill-server": Record<string, never>;
  /** The lines of the types asked for, oldest first. */
  "prompt-history": {
    history: Partial<import("./prompt_history.ts").PromptHistories>;
  };
  "set-global": Record<string, never>;
  /** Frozen (step 12): versions and protocols before and after. */
  upgrade: {
    from: string;
    to: string;
    protocol: [number, number];
    sessions: number;
    /** From the request to the state checked by the new program. */
    ms: number;
  };
  send: Record<string, never>;
  resize: Record<string, never>;
  /** Asked with `lines`, the answer is `{ lines }` (see `CaptureAnswer`). */
  capture: { screen: import("../vt/types.ts").ScreenJson; ansi: string[] };
  wait: { exit?: ExitStatus };
  events: Record<string, never>;
  history: HistoryPage;
  "find-window": { panes: FoundPane[] };
  "list-buffers": { buffers: BufferInfo[] };
  "show-buffer": { name: string; data: Uint8Array };
  "set-buffer": { name: string };
  "delete-buffer": Record<string, never>;
  "paste-buffer": Record<string, never>;
  "wait-for": Record<string, never>;
  /**
   * What the command printed (stdout and stderr, in order as they came;
   * `truncated` when more was dropped) and its exit status; with
   * `background`, nothing: it runs on.
   */
  "run-shell": {
    output: string;
    exit?: ExitStatus;
    truncated?: boolean;
    /** With `view`: the output showed on attached clients, not here. */
    shown?: boolean;
  };
  "if-shell": Record<string, never>;
  "set-environment": Record<string, never>;
  "show-environment": { vars: EnvEntry[] };
  "set-hook": Record<string, never>;
  "show-hooks": { lines: string[] };
  /**
   * `paneId`: the new pane's id (`%N`), which names it whatever panes come
   * and go meanwhile; absent from daemons before it.
   */
  "split-window": { target: string; pid: number; paneId?: number };
  "new-window": { target: string; pid: number; paneId?: number };
  "select-window": Record<string, never>;
  "select-pane": Record<string, never>;
  "kill-pane": Record<string, never>;
  "kill-window": Record<string, never>;
  "rename-window": Record<string, never>;
  "resize-pane": Record<string, never>;
  "swap-pane": Record<string, never>;
  "rotate-window": Record<string, never>;
  "break-pane": { target: string; paneId?: number };
  /** The respawned pane's target and its new program's pid. */
  "respawn-pane": { target: string; pid: number };
  "respawn-window": { target: string; pid: number };
  "clear-history": Record<string, never>;
  "reset-pane": Record<string, never>;
  "pipe-pane": Record<string, never>;
  "swap-window": Record<string, never>;
  "move-window": Record<string, never>;
  "join-pane": { target: string };
  "select-layout": Record<string, never>;
  "set-option": Record<string, never>;
  "list-windows": { windows: WindowInfo[] } & FormatLines;
  "list-panes": { panes: PaneInfo[] } & FormatLines;
  "window-options": {
    options: Record<string, string | boolean>;
    /**
     * The session's own values of daemon settings (`set` without `-g`,
     * protocol 19); absent from daemons before it.
     */
    session?: Record<string, string | number | boolean>;
    /** The target pane's user options (`set -p @name`, protocol 23). */
    pane?: Record<string, string>;
  };
}

/** A pane `find-window` found. */
export interface FoundPane {
  session: string;
  /** Its window's index. */
  window: number;
  /** Its index in the window. */
  pane: number;
}

/** One paste buffer in `list-buffers`, newest first. */
export interface BufferInfo {
  name: string;
  /** Bytes it holds. */
  size: number;
  /** Milliseconds since the epoch. */
  created: number;
  /**
   * Its first 200 bytes (whole characters) as tmux's `buffer_sample`:
   * controls and `\` as C writes them (`\n`, `\033`, `\\`), `...` after
   * when it holds more (protocol 14; before it, 50 characters, controls as
   * spaces).
   */
  sample: string;
}

/** The answer to `attach`. */
export interface AttachAnswer {
  name: string;
  /** Names this attachment in a later `resume`. */
  token: string;
  /** The seq of the last input applied (0 for a new attachment). */
  input: number;
  /**
   * A resume found its attachment: the first frame is the diff from the
   * frame the client said it drew, or a full one when that was too old.
   * False: a new attachment (unknown token, or none given).
   */
  resumed: boolean;
  /** The resume is the first on a daemon that replaced the old one. */
  upgraded?: boolean;
}

/** Rows of a session's history and screen (the answer to `history`). */
export interface HistoryPage {
  /** Lines of history now (0 while the alternate screen is shown). */
  total: number;
  /**
   * Lines that entered history since the session started, the ones the
   * cap dropped since included; never goes down. Between two answers with
   * the same `cols` and `screenRows`, the difference is how many lines
   * scrolled into history: a view kept by distance from the live screen
   * adds it to stay on the same lines. After a size change the view must
   * re-anchor (the history was reflowed).
   */
  pushed: number;
  /** The screen's size now. */
  cols: number;
  screenRows: number;
  /**
   * Where the pane's screen is in the window the client shows (its
   * rectangle's top left; 0, 0 when zoomed or alone), so that copy mode
   * draws inside it; absent from daemons before panes (the whole screen).
   * Optional and additive: old clients ignore it.
   */
  x?: number;
  y?: number;
  /**
   * The pane that answered (its `%N`), so that copy mode asks the same
   * pane again (`SESSION:%N`) whichever pane is active later.
   */
  pane?: number;
  /** The y of `rows[0]` (see the request's `start`). */
  first: number;
  /** Rows `first`, `first + 1` ... as runs; fewer than asked when clamped. */
  rows: RowRun[][];
  /** Indices in `rows` of rows that go on in the next (soft wraps). */
  wrapped?: number[];
  /**
   * With `search`: how many matches the history and screen hold, as tmux
   * counts them (each row, not overlapping; a query without capitals
   * ignores case); `matchesMore` when counting ran out of time and
   * `matches` is a floor (tmux's `1000+`). Absent when counting ran out
   * of time under 10, as tmux then shows no count.
   */
  matches?: number;
  matchesMore?: true;
  /**
   * What the link ids in `rows` mean, as of this answer (only for this
   * page: ids in frames are resolved with the frames' own `links`).
   */
  links?: WireLink[];
}

/**
 * What a hyperlink id means: `[id, params, uri]`, where `params` is the
 * OSC 8 parameter text (`id=NAME`: the program's id when it gave one, else
 * one berth made, so that a terminal joins the cells of one link however
 * they were drawn) and `uri` the target. An empty `uri` means "no link"
 * (the daemon found nothing it would pass on). A definition stands until
 * the same id is defined again; the daemon sends one whenever a frame's
 * rows use an id the client has not been told about, or whose meaning
 * changed since (the engine recycles ids), always in that same frame, so a
 * client that applies `links` before `lines` never shows a stale target.
 */
export type WireLink = [id: number, params: string, uri: string];

/**
 * A screen update for an attached client: the rows that differ from the
 * screen this client last received, and the state that rides along.
 */
export interface UpdateMsg {
  t: "update";
  /** Increases by one per frame sent to this client. */
  seq: number;
  cols: number;
  rows: number;
  /**
   * The client must forget what it has (first frame, resize, screen switch):
   * `lines` then holds every non-blank row.
   */
  full: boolean;
  /** Changed rows as `[y, runs]`. */
  lines: [number, RowRun[]][];
  cursor: WireCursor;
  /** Present when the title changed since the last frame to this client. */
  title?: string;
  /** Present when the modes changed since the last frame to this client. */
  modes?: TerminalModes;
  /** BELs since the last frame. */
  bell?: number;
  /**
   * Definitions of link ids used in `lines` that this client has not been
   * given yet or whose meaning changed (see `WireLink`); apply them first.
   */
  links?: WireLink[];
  /**
   * Only to clients that opted in: the session's latest clipboard write
   * since the last frame (earlier ones in between are superseded), as the
   * selection letters (`c`, `p`, `s`, `0`-`7` ...) and the decoded bytes.
   */
  clipboard?: [selection: string, data: Uint8Array];
  /**
   * The session's name and windows, for the status line: in the first
   * frame, then whenever they changed since the last frame to this client.
   */
  status?: WireStatus;
  /**
   * Present when the shown window's panes changed since the last frame to
   * this client (place, size, active pane, their programs' mouse modes):
   * every pane shown, for the attach client's mouse.
   */
  panes?: WirePane[];
}

/**
 * What the status line shows of a session (tmux's `session_name` and its
 * window list). `windows`: `[index, name, flags]` in index order, with
 * tmux's `window_flags`: `*` the shown window, `-` the last one, `#`
 * activity (output while it was not shown), `!` a bell while it was not
 * shown, `Z` its active pane zoomed, then (step 34) its active pane's
 * directory and program in front, for window-status-format's
 * `#{pane_current_path}` and `#{pane_current_command}`, then (step 38)
 * its active pane's index and title ("": none set), for its `#P` and
 * `#T`, then (step 45) its values of the settings some window of the
 * session has its own of (`setw -t :1 window-status-style fg=red`), as
 * texts: its own, else the daemon's, and (step 48) its own user options
 * and its active pane's (`@name`); absent when no window has any.
 * `pane`: the index of the shown window's active pane (tmux's `#P`).
 */
export interface WireStatus {
  session: string;
  windows: [
    index: number,
    name: string,
    flags: string,
    path?: string,
    command?: string,
    pane?: number,
    title?: string,
    look?: Record<string, string>,
  ][];
  pane: number;
  /**
   * The shown pane's directory and program in front (step 34), for the
   * status line's `#{pane_current_path}` and `#{pane_current_command}`.
   */
  path?: string;
  command?: string;
}

/**
 * A pane of the shown window as the attach client's mouse needs it: its
 * rectangle in the window and the mouse reports its program asked for.
 */
export interface WirePane {
  /** Unique in its session (tmux's `%N`). */
  id: number;
  /** Its number in the window. */
  index: number;
  x: number;
  y: number;
  cols: number;
  rows: number;
  active: boolean;
  /** Which events the program wants (DECSET 9, 1000, 1002, 1003). */
  mouse: MouseTracking;
  /** How it wants them written (default, DECSET 1005, 1006, 1015). */
  encoding: MouseEncoding;
  /** Alternate screen with alternate scroll (1007): the wheel as arrows. */
  altScroll: boolean;
  /** Cursor keys in application mode (DECCKM), for those arrows. */
  cursorKeys: boolean;
}

/** Why an attached client's session link ended. */
export interface EndMsg {
  t: "end";
  reason: "detached" | "exited" | "killed" | "server-exit";
  /** Session name. */
  name: string;
  /** With reasons "exited" and "killed". */
  status?: ExitStatus;
}

/**
 * The attach client on this connection now shows session `name` (see
 * conversation step 12): a full frame of it follows.
 */
export interface SwitchedMsg {
  t: "switched";
  name: string;
}

/**
 * The daemon's settings changed (`source-file`): pushed to every attached
 * client, which takes its keys, status line and mouse from them at once.
 */
export interface OptionsMsg {
  t: "options";
  options: import("./options.ts").Options;
}

/**
 * Pane `pane` of the session shown got a new program or lost its history
 * (conversation step 20): an attach client in copy mode on it leaves, and
 * a `berth serve` page its history view.
 */
export interface PaneResetMsg {
  t: "pane-reset";
  pane: number;
}

/** Something that happened in a session, for `berth events`. */
export type SessionEvent =
  | { type: "output"; bytes: number }
  | { type: "title"; title: string }
  | { type: "bell" }
  | { type: "cwd"; path: string }
  | { type: "resize"; cols: number; rows: number }
  | { type: "exit"; status: ExitStatus };

export interface EventMsg {
  t: "event";
  /** The id of the `events` request. */
  id: number;
  /** Milliseconds since the epoch. */
  time: number;
  event: SessionEvent;
}

/** The daemon is dropping this connection for the reason given. */
export interface FatalMsg {
  t: "fatal";
  code: ErrorCode;
  message: string;
}

/**
 * Runs a key binding's command line in the client whose terminal the
 * daemon draws, with `session` as its default target (conversation step
 * 15); the client answers `ran` with the same `id`.
 */
export interface RunMsg {
  t: "run";
  id: number;
  line: string;
  session: string;
}

/**
 * The attachment of a client whose terminal the daemon draws has ended,
 * the terminal given back: print `message`, exit with `exitCode`.
 */
export interface DoneMsg {
  t: "done";
  exitCode: number;
  message: string;
}

/**
 * Suspend (tmux's MSG_SUSPEND, step 16): to an attach client, give the
 * terminal back and stop; to a client whose terminal the daemon draws
 * (restored already), leave raw mode and stop, then answer `wakeup`.
 */
export interface SuspendMsg {
  t: "suspend";
}

/**
 * Lock (tmux's MSG_LOCK, step 38): to an attach client, give the terminal
 * back and run `command` there (`/bin/sh -c`) until it exits, then answer
 * `wakeup`, as a suspend's `fg` does; to a client whose terminal the
 * daemon draws (restored already), run it there, then answer `wakeup`.
 */
export interface LockMsg {
  t: "lock";
  command: string;
}

/**
 * A message for the attach client's status line (`display-message`,
 * conversation step 17), shown there for a moment as its own are.
 */
export interface MessageMsg {
  t: "message";
  text: string;
}

/**
 * What a `run-shell` printed (from the command line, or with `-b`), for the
 * attach client to show in a view over the session, as tmux's view mode.
 */
export interface OutputMsg {
  t: "output";
  text: string;
}

/** What the popup `id`'s program wrote (step 33). */
export interface PopupOutputMsg {
  t: "popup-output";
  id: number;
  data: Uint8Array;
}

/**
 * The popup `id`'s program exited, all its output sent (step 33):
 * `status` as tmux's, the exit code or the signal's number.
 */
export interface PopupExitMsg {
  t: "popup-exit";
  id: number;
  status: number;
}

/**
 * `display-popup` from elsewhere, for this attach client (step 33), which
 * answers `popup-done` with `wait` once it has closed (step 35).
 */
export interface PopupMsg {
  t: "popup";
  args: string[];
  wait: number;
}

/**
 * A command line for this attach client to run as a key's binding would
 * (step 46), answered with `popup-done` and `wait`: at once, or with
 * `untilClosed` once the prompt it opened has closed.
 */
export interface CommandMsg {
  t: "command";
  line: string;
  wait: number;
  untilClosed?: boolean;
}

export type ServerMsg =
  | WelcomeMsg
  | CommandMsg
  | PopupOutputMsg
  | PopupExitMsg
  | PopupMsg
  | RunMsg
  | DoneMsg
  | SuspendMsg
  | LockMsg
  | ResponseMsg
  | UpdateMsg
  | EndMsg
  | SwitchedMsg
  | OptionsMsg
  | MessageMsg
  | OutputMsg
  | PaneResetMsg
  | CopyModeMsg
  | EventMsg
  | FatalMsg
  | BeatMsg;
