/**
 * Which attach client's terminal colours a pane's OSC 11 query gets, over
 * real connections to a real daemon: the first attached client's that
 * said them, as tmux 3.4's window_get_bg_client; when it leaves, the next
 * one's.
 */

import type { Connection } from "../../../client/connection.ts";
import { TestDaemon, waitFor } from "../../_helpers/daemon.ts";

/** On each line read, asks its terminal for its background, prints it. */
const ASKER = "while read x; do stty -echo -icanon min 0 time 10; " +
  "printf '\\033]11;?\\007'; sleep 0.3; " +
  "dd bs=200 count=1 2>/dev/null | od -An -c | tr -d ' \\n'; echo; " +
  "stty sane; done";

async function attach(d: TestDaemon, bg: number): Promise<Connection> {
  const conn = await d.connect("attach");
  conn.onPush = (msg) => {
    if (msg.t === "update") {
      conn.send({ t: "ack", seq: msg.seq }).catch(() => {});
    }
  };
  await conn.request({ op: "attach", name: "q", cols: 60, rows: 10 });
  await conn.send({ t: "colours", fg: -1, bg });
  return conn;
}

Deno.test("a pane's OSC 11 query gets the next client's colours once the first one that said them leaves", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "q",
    "-x",
    "60",
    "-y",
    "10",
    "--",
    "sh",
    "-c",
    ASKER,
  );
  const first = await attach(d, 0x101010);
  const second = await attach(d, 0xf0f0e0);
  await d.ok("send", "-t", "q", "\n");
  await d.ok("wait", "-t", "q", "--text", "1010/1010/1010", "--timeout", "20");
  first.close();
  await waitFor(
    async () => {
      const ls = JSON.parse(await d.ok("ls", "--json"));
      return ls[0].clients === 1;
    },
    15_000,
    "one client left",
  );
  await d.ok("send", "-t", "q", "\n");
  await d.ok("wait", "-t", "q", "--text", "f0f0/f0f0/e0e0", "--timeout", "20");
  second.close();
});
