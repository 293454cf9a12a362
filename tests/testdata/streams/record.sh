#!/usr/bin/env bash
# Records a program's output as a golden stream, with what tmux showed.
#
#   record.sh NAME COLS ROWS 'COMMAND' [KEY ...]
#
# Runs COMMAND under script(1) in a detached tmux 3.3a pane of COLS x ROWS
# (TERM=xterm-256color), sends each KEY with `tmux send-keys` (0.7 s apart),
# then keeps the bytes written so far as NAME.bin, the pane as
# NAME.tmux.txt and the size, command and tmux's cursor as NAME.json.
set -euo pipefail
name=$1 cols=$2 rows=$3 cmd=$4
shift 4
dir=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
sock="berth-record-$$"
trap 'tmux -L "$sock" kill-server 2>/dev/null || true; rm -rf "$tmp"' EXIT
echo 'set -g default-terminal xterm-256color' >"$tmp/tmux.conf"
printf '%s\n' "$cmd" >"$tmp/cmd.sh"
tmux -L "$sock" -f "$tmp/tmux.conf" new-session -d -x "$cols" -y "$rows" \
  "script -qf -c 'bash $tmp/cmd.sh' $tmp/out.raw; sleep 60"
sleep 2
for key in "$@"; do
  tmux -L "$sock" send-keys "$key"
  sleep 0.7
done
sleep 1.5
size=$(stat -c %s "$tmp/out.raw")
cursor=$(tmux -L "$sock" display -p '#{cursor_x} #{cursor_y}')
# With -e, line drawing comes out between SO and SI (plain capture-pane
# would print the raw letters): map it, and drop the SGR.
tmux -L "$sock" capture-pane -p -e | python3 -c '
import re, sys
acs = dict(zip("`afgjklmnopqrstuvwxyz{|}~", "◆▒°±┘┐┌└┼⎺⎻─⎼⎽├┤┴┬│≤≥π≠£·"))
def plain(line):
    out, dec = [], False
    for part in re.split(r"(\x1b\[[0-9;:]*m|\x0e|\x0f)", line):
        if part == "\x0e": dec = True
        elif part == "\x0f": dec = False
        elif not part.startswith("\x1b"):
            out.append("".join(acs.get(c, c) for c in part) if dec else part)
    return "".join(out)
sys.stdout.write("".join(plain(l) for l in sys.stdin))
' >"$dir/$name.tmux.txt"
# Drop script's "Script started on" line.
head -c "$size" "$tmp/out.raw" | tail -n +2 >"$dir/$name.bin"
python3 -c 'import json,sys; x, y = sys.argv[4].split(); print(json.dumps({"cols": int(sys.argv[1]), "rows": int(sys.argv[2]), "cmd": sys.argv[3], "cursor": {"x": int(x), "y": int(y)}}))' \
  "$cols" "$rows" "$cmd" "$cursor" >"$dir/$name.json"
echo "recorded $name: $(stat -c %s "$dir/$name.bin") bytes"
