/**
 * `berth replay` through the real CLI: a typescript's header and footer are
 * skipped by default, fed as they are with `--raw`.
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../../_helpers/daemon.ts";

const TYPESCRIPT =
  'Script started on 2026-11-30 00:00:00+00:00 [TERM="xterm-256color" TTY="/dev/pts/3" COLUMNS="20" LINES="4"]\n' +
  "hello\r\n$ " +
  '\nScript done on 2026-11-30 00:00:01+00:00 [COMMAND_EXIT_CODE="0"]\n';

Deno.test("berth replay skips a typescript's header and footer; --raw feeds every byte", async () => {
  await using d = await TestDaemon.create(); // A directory; no daemon runs.
  const file = `${d.dir}/typescript`;
  await Deno.writeTextFile(file, TYPESCRIPT);

  const plain = await d.ok("replay", file);
  assert.deepEqual(plain.split("\n"), ["hello", "$", "", "", ""]);

  const raw = await d.ok("replay", file, "--raw", "--rows", "6");
  assert.match(raw, /^Script started on 2026-11-30 /, "the header is shown");
  assert.match(
    raw,
    /hello\n\$ *\n *Script done on 2026-11-30 /,
    "and the footer",
  );
  assert.equal(raw.split("\n").length, 7, "--rows 6");
});
