# `berth attach` once the daemon draws the terminal (client/attach_waiter.ts
# execs this in the attach's own process, with /bin/sh): the daemon reads the
# keys, writes the screen and holds raw mode; this only waits, as the
# shell's job, holding 2 MB where the Deno process held 41. It passes on
# resizes, SIGTERM and SIGHUP, stops for a suspend, runs a lock's command, and
# at the end prints the daemon's last line and exits with its code.
# Conversation steps 27 and 37 in protocol/messages.ts.
#
# fd 3: the connection to the daemon. From the environment (unset here):
#   BERTH_W_MODES   the terminal's modes before raw mode (`stty -g`)
#   BERTH_W_DAEMON  the daemon's pid
#   BERTH_W_RESIZE, BERTH_W_WAKEUP, BERTH_W_STARTED, BERTH_W_TERM,
#   BERTH_W_HUP     the frames to send, as printf formats (every byte an
#                   octal escape)
#   BERTH_W_REFUSE  the frame that refuses a suspend, when no shell here
#                   could continue this process (empty: it stops)
#   BERTH_W_RESET   what puts a terminal back that a dead daemon drew on
#   BERTH_W_TOKEN   the attachment's token: after a live upgrade (the
#                   connection closes, the daemon's process lives on) the
#                   arguments, a `berth attach`, run with it (and the
#                   modes) to resume
#   BERTH_W_MAIN    the berth those arguments run (its main.ts)
modes=$BERTH_W_MODES daemon=$BERTH_W_DAEMON main=$BERTH_W_MAIN
resize=$BERTH_W_RESIZE wakeup=$BERTH_W_WAKEUP started=$BERTH_W_STARTED
term=$BERTH_W_TERM hup=$BERTH_W_HUP refuse=$BERTH_W_REFUSE
reset=$BERTH_W_RESET token=$BERTH_W_TOKEN
unset BERTH_W_MODES BERTH_W_DAEMON BERTH_W_RESIZE BERTH_W_WAKEUP BERTH_W_STARTED \
  BERTH_W_TERM BERTH_W_HUP BERTH_W_REFUSE BERTH_W_RESET BERTH_W_TOKEN \
  BERTH_W_MAIN

# A frame to the daemon; one gone meanwhile is told by the connection's end.
send() { printf "$1" >&3 2>/dev/null; }

# Whether the daemon's process is there (not gone, not a zombie).
alive() {
  IFS= read -r stat <"/proc/$daemon/stat" 2>/dev/null || return 1
  case $stat in *") Z "*) return 1 ;; esac
}

trap '' PIPE
# Set by every trap: a `read` that a signal cut short is not the end.
woke=
got=
stopping=
# Given back for a suspend and not taken again: nothing to put back.
restored=
trap 'woke=1; send "$resize"' WINCH
trap 'woke=1; [ -n "$stopping" ] || send "$wakeup"' CONT
trap 'woke=1; got=${got:-TERM}; send "$term"' TERM
trap 'woke=1; got=${got:-HUP}; send "$hup"' HUP
# Caught, not ignored (a lock's command gets them as it should), as tmux's
# client ignores them: a C-c at a lock's command reaches this script too,
# and late when passed on (deno task), after the command ended.
trap 'woke=1' INT QUIT

# bash (the /bin/sh of Fedora, Arch) runs a trap only once its `read`
# returns: a resize or SIGTERM would wait for the daemon's next line. A
# read with a time limit it interrupts for the trap and goes on with (at
# the limit, it returns what it has). dash's read has no -t; a trap cuts
# it short.
limit=
[ -z "${BASH_VERSION-}" ] || limit="-t 3600"

# A resize while this process was still Deno, execing, went nowhere.
send "$resize"
# So did a stop from outside (kill -STOP) that came before the traps, and
# its SIGCONT: the shell had the terminal meanwhile and left it cooked. The
# daemon holds it raw: cooked, it takes it again and draws (unless it gave
# the terminal back itself for a `suspend` this has not read yet).
if now=$(stty -a 2>/dev/null); then
  case $now in *-icanon*) ;; *) send "$started" ;; esac
fi
line=
while :; do
  woke=
  # $limit unquoted: no word, or -t and its time.
  if IFS= read -r $limit part <&3; then
    line=$line$part
    case $line in
    suspend)
      if [ -n "$refuse" ]; then
        send "$refuse"
      else
        # The daemon gave the terminal back: the shell's job stops.
        stopping=1
        kill -TSTP $$
        stopping=
        if alive; then send "$wakeup"; else restored=1; fi
      fi
      ;;
    "lock "*)
      # tmux's lock: the daemon gave the terminal back; its lock-command
      # runs here, in the terminal, until it exits (not on fd 3), on a
      # cleared alternate screen, as tmux's: the screen before stays
      # hidden. A C-c meant for it does not end this script (its trap).
      printf '\033[?1049h\033[H\033[2J\033[3J'
      # Cooked, whatever the modes before were (a terminal left raw would
      # keep its line from ending); the daemon takes raw mode again.
      stty brkint icrnl ixon isig icanon echo iexten 2>/dev/null
      /bin/sh -c "${line#lock }" 3<&-
      if alive; then send "$wakeup"; else restored=1; fi
      ;;
    "done "*)
      rest=${line#done }
      printf '%s\n' "${rest#* }" >&2
      exit "${rest%% *}"
      ;;
    esac
    line=
  elif [ $? -gt 128 ] || [ -n "$woke" ]; then
    # Cut short (bash's time limit, or a trap): not the end.
    line=$line$part
  else
    break
  fi
done

# The connection closed without `done`.
if [ -z "$got" ] && [ -n "$token" ] && alive; then
  # A live upgrade: the daemon's process execs its new program. A `berth
  # attach` takes the attachment over there, by its token, and gives the
  # new daemon the modes before: the terminal stays raw till then, so that
  # keys typed meanwhile wait there, neither echoed nor signals (a C-c
  # would kill that berth attach).
  # One that cannot start (berth's files gone, this directory deleted:
  # Deno cannot start in it) would leave the terminal raw: checked first,
  # and an exec that fails returns here (bash needs execfail for that).
  cd "$PWD" 2>/dev/null || cd /
  if [ -x "$1" ] && [ -r "$main" ]; then
    export BERTH_ATTACH_RESUME="$token" BERTH_ATTACH_MODES="$modes"
    [ -z "${BASH_VERSION-}" ] || shopt -s execfail
    command exec "$@"
  fi
  got=AGAIN
fi
stty "$modes" 2>/dev/null
[ -n "$restored" ] || printf "$reset"
case $got in
TERM)
  echo '[got SIGTERM]' >&2
  exit 143
  ;;
HUP)
  echo '[got SIGHUP]' >&2
  exit 129
  ;;
AGAIN)
  echo "[berth was upgraded, but this attach could not start again ($main); run berth attach]" >&2
  exit 1
  ;;
esac
echo '[daemon gone: lost connection]' >&2
exit 1
