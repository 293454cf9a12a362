/**
 * What a command loads before it can answer (issue 15). Deno walks a
 * module's static imports and its literal `import()`s when it loads it
 * (`protocol/import_later.ts`); `deno info --json` is that same walk, so these
 * graphs are the modules a fresh `berth ls` reads, compiles and runs.
 */

import assert from "node:assert/strict";
import { denoInfo, type InfoModule } from "../_helpers/deno_info.ts";

const ROOT = new URL("../..", import.meta.url);

/** Every module Deno walks to load `entry` (paths from the repo root). */
async function walked(entry: string): Promise<string[]> {
  const info = await denoInfo(entry, ROOT);
  const bySpecifier = new Map<string, InfoModule>(
    info.modules.map((m) => [m.specifier, m]),
  );
  // Type-only imports have no `code` dependency: Deno does not load them.
  const seen = new Set<string>();
  const queue: string[] = [info.roots[0]];
  while (queue.length > 0) {
    const s = queue.pop()!;
    if (seen.has(s)) continue;
    seen.add(s);
    for (const d of bySpecifier.get(s)?.dependencies ?? []) {
      if (d.code) queue.push(d.code.specifier);
    }
  }
  return [...seen].map((s) => s.replace(ROOT.href, "")).sort();
}

/** The modules of `graph` that `bad` refuses. */
function refused(graph: string[], bad: RegExp): string[] {
  return graph.filter((m) => bad.test(m));
}

Deno.test("main.ts walks the launcher only: the version, the bundle check, the run again with the config and the update check's switch", async () => {
  assert.deepEqual(await walked("main.ts"), [
    "client/bundle/fresh.ts",
    "client/bundle/place.ts",
    "client/bundle/with_config.ts",
    "client/global_args.ts",
    "client/version.ts",
    "main.ts",
    "protocol/deno_env.ts",
  ]);
});

Deno.test("cli.ts walks the dispatcher only: no command, attach client or daemon module", async () => {
  const graph = await walked("cli.ts");
  const commands = graph.filter((m) => m.startsWith("client/commands/"));
  // _command_prefix.ts: tmux's names, for a command typed short.
  assert.deepEqual(commands, [
    "client/commands/_command_prefix.ts",
    "client/commands/command.ts",
    "client/commands/index.ts",
  ]);
  assert.deepEqual(
    refused(graph, /^(server|pty|vt|web|client\/attach)\/|^(npm|node|jsr):/),
    [],
  );
});

for (
  const verb of [
    "ls",
    "send",
    "send_keys",
    "capture",
    "capture_pane",
    "new",
    "has_session",
    "kill",
  ]
) {
  Deno.test(`berth ${verb} walks no attach client, daemon, VT engine or npm module`, async () => {
    const graph = await walked(`client/commands/${verb}.ts`);
    assert.deepEqual(
      refused(
        graph,
        /^(server|pty|vt|web|client\/attach)\/|^protocol\/validate\.ts$|^(npm|node|jsr):/,
      ),
      [],
    );
  });

  // Both load where they are used: the ssh transport for -H, the heartbeat
  // on a connection that beats (over ssh, or asked for).
  Deno.test(`berth ${verb} walks neither the ssh transport nor the heartbeat`, async () => {
    const graph = await walked(`client/commands/${verb}.ts`);
    assert.deepEqual(
      refused(
        graph,
        /^client\/(transport\/ssh|transport\/bridge_marks|heartbeat)\.ts$/,
      ),
      [],
    );
  });
}

Deno.test("new's options module walks the option parser only: the launcher loads it from the source to pick new -d's bundle", async () => {
  assert.deepEqual(await walked("client/commands/_new_args.ts"), [
    "client/commands/_new_args.ts",
    "client/parse_args.ts",
  ]);
});
