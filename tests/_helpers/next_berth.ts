/**
 * "The new berth" of an upgrade: a copy of this tree with the next
 * protocol version, for `berth upgrade --main` to a berth that the
 * processes of this one (an attach, a `berth serve`) cannot speak to.
 *
 * @module
 */

import assert from "node:assert/strict";
import type { TestDaemon } from "./daemon.ts";

/** The copy's main.ts and protocol version. */
export interface NextBerth {
  main: string;
  version: number;
  /**
   * Stops `d`'s daemon with the new berth: this tree's cannot speak to it,
   * and it would outlive the test.
   */
  killServer(): Promise<void>;
}

/** This tree's root. */
export const ROOT = new URL("../..", import.meta.url).pathname;

/**
 * Copies what berth runs of this tree to `d.dir/name` (main.ts too unless
 * `main` is false: the caller writes its own); the copy's path.
 */
export async function copyTree(
  d: TestDaemon,
  name: string,
  main = true,
): Promise<string> {
  const copy = `${d.dir}/${name}`;
  await Deno.mkdir(copy, { recursive: true });
  for (const dir of ["client", "protocol", "pty", "server", "vt", "web"]) {
    const r = await new Deno.Command("cp", {
      args: ["-r", ROOT + dir, `${copy}/${dir}`],
    }).output();
    assert.ok(r.success, new TextDecoder().decode(r.stderr));
  }
  const files = [
    "cli.ts",
    "deno.json",
    "deno.lock",
    ...main ? ["main.ts"] : [],
  ];
  for (const file of files) {
    await Deno.copyFile(ROOT + file, `${copy}/${file}`);
  }
  return copy;
}

/** Copies this tree to `d.dir/next`, its protocol version one more. */
export async function nextProtocolBerth(d: TestDaemon): Promise<NextBerth> {
  const copy = await copyTree(d, "next");
  const messages = `${copy}/protocol/messages.ts`;
  const text = await Deno.readTextFile(messages);
  const version = Number(/PROTOCOL_VERSION = (\d+);/.exec(text)![1]) + 1;
  await Deno.writeTextFile(
    messages,
    text.replace(/PROTOCOL_VERSION = \d+;/, `PROTOCOL_VERSION = ${version};`),
  );
  const main = `${copy}/main.ts`;
  const killServer = async () => {
    const stop = await new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "-A",
        "--quiet",
        "--config",
        `${copy}/deno.json`,
        main,
        "--socket",
        d.socket,
        "kill-server",
      ],
      // From its source: a bundle build it started would go on after the
      // copy is removed, and leave its folder in the user's cache.
      env: { ...d.env, BERTH_BUNDLE: "0" },
    }).output();
    assert.ok(stop.success, new TextDecoder().decode(stop.stderr));
  };
  return { main, version, killServer };
}
