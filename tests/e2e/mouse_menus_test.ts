/**
 * End to end: the mouse on the status line and over copy mode, as tmux
 * 3.3a's, through a real attach client on a pty read by a VT oracle (the
 * test writes SGR mouse reports as a terminal sends them). The window
 * menu (`display-menu -x W`) opens at the window's name as the user's
 * status line lays it out; in copy mode a mouse key the copy table
 * leaves unbound runs the root table's (the right button's pane menu,
 * over copy mode's view); `#{mouse_word}` and `#{mouse_line}` read the
 * text copy mode shows.
 */

import assert from "node:assert/strict";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";
import {
  sgrMouse as sgr,
  sizedBerthTerminal,
} from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

Deno.test("mouse menus: the right button on a window's name opens its menu there, with the user's longer status-left (display-menu -x W)", async () => {
  await using d = await TestDaemon.create();
  const file = `${d.dir}/.tmux.conf`;
  await Deno.writeTextFile(
    file,
    "set -g status-left '#[bg=red] [#S] long left '\n" +
      "set -g status-left-length 20\n",
  );
  await d.ok("-f", file, "new", "-d", "-s", "m", "--", ...SHELL);
  await d.ok("new-window", "-d", "-t", "m", "--", ...SHELL);
  await using t = sizedBerthTerminal(d, { cols: 80, rows: 24 }, "attach", "m");
  await t.waitText(/^ \[m\] long left 0:bash\* 1:bash/m);
  const x = t.lines()[23].indexOf("1:bash");
  await t.write(sgr(2, x + 2, 23) + sgr(2, x + 2, 23, true));
  await t.waitText(/Swap Left/);
  // The menu ends above the status line, its left edge at the name's.
  const bottom = t.lines()[22];
  assert.equal(bottom.indexOf("└"), x, bottom);
  assert.match(t.lines().join("\n"), /─1:bash─/, "the clicked window's");
  await t.write("\x1b");
  await waitFor(() => !/Swap Left/.test(t.text()), 15_000, "closed");
});
