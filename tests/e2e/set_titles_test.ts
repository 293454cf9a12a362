/**
 * End to end: the outer terminal's title, tmux's `set-titles` and
 * `set-titles-string`. berth's default is on: the terminal shows
 * the title the pane's program set (`set-titles-string` empty); a
 * tmux.conf's string replaces it (`#T` the host's name while the program
 * set none, as tmux's), and
 * `set-titles off` leaves the terminal's title alone, as tmux's.
 */

import { berthArgv, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { UserTerminal } from "../_helpers/user_terminal.ts";

const SHELL = ["bash", "--norc", "--noprofile", "-i"];

Deno.test("set-titles and set-titles-string set the outer terminal's title as tmux's; off leaves it alone", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "work", "--", ...SHELL);
  await using t = UserTerminal.spawn(berthArgv(d.socket, "attach", "work"), {
    cols: 80,
    rows: 24,
    env: d.env,
    cwd: d.dir,
  });
  await t.waitText(/^\$ ?$/m);
  const titled = (want: string, what: string) =>
    waitFor(() => t.title === want, 10_000, `${what}: ${want}, not ${t.title}`);
  await t.write("printf '\\033]2;prog\\007'\r");
  await titled("prog", "the program's title, berth's default");
  await d.ok("set", "-g", "set-titles-string", '#S:#I:#W - "#T"');
  await titled('work:0:bash - "prog"', "tmux's default string");
  await d.ok("set", "-g", "set-titles", "off");
  await t.write("printf '\\033]2;next\\007'; echo done-$((6*7))\r");
  await t.waitText(/^done-42$/m);
  // A frame later the title would have changed: none comes.
  await new Promise((r) => setTimeout(r, 300));
  await titled('work:0:bash - "prog"', "left alone while off");
  await d.ok("set", "-g", "set-titles", "on");
  await titled('work:0:bash - "next"', "on again");
  await t.write("printf '\\033]2;\\007'\r");
  await titled(`work:0:bash - "${Deno.hostname()}"`, "no title: the host's");
});
