/**
 * `berth capture` asks the daemon for its lines alone (no cells): what it
 * prints, with and without `--ansi` and history, is what the whole screen's
 * answer (the `--json` and library form) holds.
 */

import assert from "node:assert/strict";
import { TestDaemon } from "../_helpers/daemon.ts";
import type { CaptureAnswer } from "../../protocol/messages.ts";

/** What `berth capture` printed from a whole answer before the lines form. */
function fromWhole(
  r: { screen: { scrollback?: string[]; lines: string[] }; ansi: string[] },
  ansi: boolean,
): string {
  if (ansi) return r.ansi.join("\n") + "\n";
  return [...r.screen.scrollback ?? [], ...r.screen.lines].join("\n") + "\n";
}

Deno.test("berth capture prints the lines of the whole capture, text and --ansi, with history", async () => {
  await using d = await TestDaemon.create();
  await d.ok(
    "new",
    "-d",
    "-s",
    "cap",
    "--",
    "sh",
    "-c",
    "seq 1 60; printf '\\033[1;31mred\\033[0m plain  \\033[4mund\\033[0m\\n'; " +
      "printf 'wide \\346\\274\\242\\345\\255\\227 end\\n'; printf 'DONE'; sleep 600",
  );
  await d.ok("wait", "cap", "--text", "DONE", "--timeout", "20000");
  const c = await d.connect();
  try {
    for (
      const [flags, scrollback] of [[[], 0], [["--scrollback", "20"], 20], [
        ["--all"],
        -1,
      ]] as const
    ) {
      const whole = await c.request({ op: "capture", name: "cap", scrollback });
      for (const ansi of [false, true]) {
        const args = ["capture", "cap", ...flags, ...(ansi ? ["--ansi"] : [])];
        assert.equal(
          await d.ok(...args),
          fromWhole(whole, ansi),
          args.join(" "),
        );
      }
    }
    // The lines form carries no cells, and says how many lines are
    // history; the whole form still carries the cells.
    const lines = await c.request({
      op: "capture",
      name: "cap",
      lines: "text",
      scrollback: 3,
    }) as CaptureAnswer;
    assert.deepEqual(Object.keys(lines).sort(), ["history", "lines"]);
    assert.ok("lines" in lines && lines.history === 3, JSON.stringify(lines));
    const json = JSON.parse(await d.ok("capture", "cap", "--json"));
    assert.equal(json.cells.length, 24);
  } finally {
    c.close();
    await c.closed;
  }
});

Deno.test("a capture request with an unknown lines form is refused, and the daemon carries on", async () => {
  await using d = await TestDaemon.create();
  await d.ok("new", "-d", "-s", "cap", "--", "sleep", "600");
  const c = await d.connect();
  try {
    await assert.rejects(
      c.request({
        op: "capture",
        name: "cap",
        lines: "cells" as "text",
      }),
      /Field lines must be one of text,ansi/,
    );
  } finally {
    c.close();
    await c.closed;
  }
  assert.match(await d.ok("ls"), /cap/);
});
