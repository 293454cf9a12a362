/**
 * End to end: session names of any script work through the CLI, and the
 * ones that would break targets or the terminal are refused in one line.
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../_helpers/daemon.ts";

Deno.test("berth new, ls, has-session, send and kill take a Unicode name", async () => {
  await using d = await TestDaemon.create();
  for (const name of ["café", "作業 2", "👩‍💻"]) {
    await d.ok("new", "-d", "-s", name, "--", "cat");
    await d.ok("has-session", "-t", name);
    await d.ok("send", name, "hi");
  }
  const listed = JSON.parse(await d.ok("ls", "--json")) as { name: string }[];
  assert.deepEqual(listed.map((s) => s.name), ["café", "作業 2", "👩‍💻"]);
  assert.match(await d.ok("ls"), /^café {2,}\d+/m);
  await d.ok("kill", "café");
  assert.equal((await d.cli("has-session", "-t", "café")).code, 1);
});

Deno.test("berth new refuses a name with a separator or a control character", async () => {
  await using d = await TestDaemon.create();
  for (const name of ["a:b", "a.b", " a", "a\x1b[2Jb"]) {
    const r = await d.cli("new", "-d", "-s", name, "--", "cat");
    assert.equal(r.code, 1, name);
    assert.match(r.stderr, /^berth: Session name [^\n]+\n$/, name);
    assert.ok(!r.stderr.includes("\x1b"), name);
  }
});
