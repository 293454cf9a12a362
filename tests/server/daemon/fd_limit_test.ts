/**
 * `fd_limit.ts` in a process of its own under a low `ulimit -n`, where
 * the fds can really run out.
 */

import assert from "node:assert/strict";

/** Runs `code` (a module importing fd_limit.ts) under `ulimit -n 64`. */
async function underUlimit(code: string): Promise<string> {
  const file = await Deno.makeTempFile({ suffix: ".ts" });
  try {
    await Deno.writeTextFile(file, code);
    const out = await new Deno.Command("bash", {
      args: [
        "-c",
        `ulimit -n 64 && exec "$0" run -A --quiet --no-check "$1"`,
        Deno.execPath(),
        file,
      ],
      stdin: "null",
    }).output();
    const text = new TextDecoder().decode(out.stdout);
    assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
    return text.trim();
  } finally {
    await Deno.remove(file);
  }
}

const module = new URL("../../../server/daemon/fd_limit.ts", import.meta.url)
  .href;

Deno.test("fdHeadroom: with every fd taken, none are free (not 'unknown', read as all)", async () => {
  // Counting the open fds opens one: with none left the count failed, and
  // the headroom read Infinity, so the listener kept a connection on the
  // last fd and a new session was started with none.
  const out = await underUlimit(`
    import { fdHeadroom, needFdsFor } from ${JSON.stringify(module)};
    const held = [];
    const before = fdHeadroom();
    try {
      for (;;) held.push(Deno.openSync("/dev/null"));
    } catch {
      // EMFILE: every fd is taken.
    }
    let refused = "";
    try {
      needFdsFor("a new pane");
    } catch (err) {
      refused = err.message;
    }
    console.log(JSON.stringify({ before, after: fdHeadroom(), refused }));
  `);
  const { before, after, refused } = JSON.parse(out);
  assert.ok(before > 0 && before < 64, `before: ${before}`);
  assert.equal(after, 0);
  assert.match(
    refused,
    /^The daemon is out of file descriptors for a new pane \(0 free/,
  );
});
