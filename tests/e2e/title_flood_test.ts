/**
 * End to end: a program that floods its title (OSC 2), its directory (OSC
 * 7), its window's name (`ESC k`) and bells reaches the daemon's main
 * thread at most once a kind per update (`server/workers/pane_events.ts`),
 * not once a sequence: a shell loop setting its title stalled every
 * session's commands for as long as it ran. What is left at rest is the
 * last of each, everywhere.
 */

import assert from "node:assert/strict";
import type { SessionEvent } from "../../protocol/messages.ts";
import { TestDaemon, waitFor } from "../_helpers/daemon.ts";

/** Each kind's sequences in the flood, as many as the program sends. */
const SETS = 10_000;

/** The flood: title, directory, name and a bell, SETS times, then a mark. */
function floodBytes(): string {
  let out = "";
  for (let i = 0; i < SETS; i++) {
    out += `\x1b]2;t${i}\x07\x1b]7;file://h/d${i}\x07\x1bkn${i}\x1b\\\x07`;
  }
  return out + "flooded";
}

Deno.test("a flood of titles, directories, window names and bells reaches the daemon at most once a kind per update; the last of each wins", async () => {
  await using d = await TestDaemon.create();
  const file = `${d.dir}/flood.txt`;
  await Deno.writeTextFile(file, floodBytes());
  const program = `stty -echo; read go; cat ${file}; exec cat`;
  await d.ok(..."new -d -s t -x 80 -y 24 -- sh -c".split(" "), program);
  await d.ok("set", "-g", "allow-rename", "on");
  const events = await d.connect();
  const seen: SessionEvent[] = [];
  try {
    events.onPush = (m) => {
      if (m.t === "event" && m.event.type !== "output") seen.push(m.event);
    };
    await events.request({ op: "events", name: "t" });
    await d.ok("send", "t", "go\n");
    await d.ok("wait", "t", "--text", "flooded", "--timeout", "60000");
    const last = SETS - 1;
    assert.equal(
      await d.ok("display", "-p", "-t", "t", "#{pane_title} #{window_name}"),
      `t${last} n${last}\n`,
    );
    await waitFor(
      () => seen.some((e) => e.type === "cwd" && e.path === `/d${last}`),
      15_000,
      "the last directory's event",
    );
    const of = (type: string) => seen.filter((e) => e.type === type);
    const titles = of("title"), cwds = of("cwd"), bells = of("bell");
    // A message each was SETS each; one a pty read (about 95 sets) at most.
    for (const [kind, list] of [["title", titles], ["cwd", cwds]] as const) {
      assert.ok(list.length <= SETS / 50, `${list.length} ${kind} events`);
    }
    assert.ok(
      bells.length >= 1 && bells.length <= SETS / 50,
      `${bells.length} bells`,
    );
    assert.deepEqual(titles.at(-1), { type: "title", title: `t${last}` });
  } finally {
    events.close();
    await events.closed;
  }
});
