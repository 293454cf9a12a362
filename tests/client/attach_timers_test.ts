/**
 * The attach client keeps off Deno's global timers: since Deno 2.8 the
 * first `setTimeout` or `clearTimeout` loads Node's timers, errors and
 * inspect modules (protocol/timer.ts). On the key path that made the first
 * key after every attach 8-15 ms slower to echo, and a detach 10 ms
 * slower, with 2 MB more resident; `after()` loads nothing.
 */

import assert from "node:assert/strict";

const ATTACH = new URL("../../client/attach/", import.meta.url);

/**
 * Modules allowed the global timers, and why: a reconnect comes only after
 * a lost link and waits seconds between attempts (with
 * `protocol/timeout.ts`'s limits), where loading Node's timers costs
 * nobody a wait.
 */
const ALLOWED = new Set(["reconnect.ts"]);

const CALL = /\b(setTimeout|clearTimeout|setInterval|clearInterval)\s*\(/g;

/** `source` without its comments (enough here: no string holds them). */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
}

Deno.test("the attach client uses protocol/timer.ts, not the global timers", () => {
  const found: string[] = [];
  for (const e of Deno.readDirSync(ATTACH)) {
    if (!e.isFile || !e.name.endsWith(".ts") || ALLOWED.has(e.name)) continue;
    const text = code(Deno.readTextFileSync(new URL(e.name, ATTACH)));
    for (const m of text.matchAll(CALL)) found.push(`${e.name}: ${m[1]}`);
  }
  assert.deepEqual(found, []);
});

/**
 * What a local attach runs for its whole life besides client/attach/: the
 * hand-over and the connection every command shares. Their few global
 * timers are on paths no attach takes unless its daemon goes away or is
 * being upgraded, each marked so with a `Node's timers:` comment at most
 * three lines above it. An unmarked `clearTimeout` of a handle that was
 * never set, on the path of every request, cost the attach client 7.5 MB
 * (bench/README.md, "Issue 15, twenty-third round").
 */
const HANDOVER = [
  "../../client/connection.ts",
  "../../client/tty_handover.ts",
];

/**
 * The daemon and its workers, for the same reason: a parse worker that
 * touched them held 1.7 MB more for its life, and the daemon's main thread
 * 6.5 MB more from its first session (bench/README.md, "Issue 15,
 * twenty-third round"). They use `protocol/timer.ts`, which their listener
 * and their ports make safe; the global timers are left to the rare paths
 * (shutdown, an upgrade) where one must keep the process alive.
 */
const SERVER = ["../../server/daemon/", "../../server/workers/"];

function serverModules(): string[] {
  return SERVER.flatMap((dir) =>
    [...Deno.readDirSync(new URL(dir, import.meta.url))]
      .filter((e) => e.isFile && e.name.endsWith(".ts"))
      .map((e) => dir + e.name)
  ).sort();
}

Deno.test("the hand-over, the connection and the daemon use the global timers only where marked", () => {
  const found: string[] = [];
  for (const path of [...HANDOVER, ...serverModules()]) {
    const lines = Deno.readTextFileSync(new URL(path, import.meta.url))
      .split("\n");
    lines.forEach((line, i) => {
      const call = code(line).match(CALL);
      if (call === null) return;
      const above = lines.slice(Math.max(0, i - 3), i + 1).join("\n");
      if (!above.includes("Node's timers:")) {
        found.push(`${path.slice(6)}:${i + 1}: ${call[0]}`);
      }
    });
  }
  assert.deepEqual(found, []);
});
