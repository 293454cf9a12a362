/**
 * `deno task start` runs berth without Deno's config file (`--no-config`);
 * a command that must run from the source then runs itself again with it
 * (`client/bundle/with_config.ts`), in the same process.
 */

import assert from "node:assert/strict";
import { runCollected, testEnv, waitFor } from "../../_helpers/daemon.ts";

const ROOT = new URL("../../../", import.meta.url).pathname;

/** Runs `berth args` as `deno task start` does, from the source. */
function fromSource(tmp: string, args: string[]) {
  return runCollected(
    [Deno.execPath(), "run", "-A", "--quiet", "--no-config", `${ROOT}main.ts`]
      .concat(args),
    testEnv({ BERTH_BUNDLE: "0", HOME: tmp }),
    tmp,
  );
}

Deno.test("without the config, a command run from the source runs again with it, in the same process, with its Deno flags but --no-lazy", async () => {
  const tmp = await Deno.makeTempDir({ prefix: "berth-no-config-" });
  const socket = ["--socket", `${tmp}/s.sock`];
  try {
    const none = await fromSource(tmp, [...socket, "ls"]);
    assert.equal(none.code, 1);
    assert.match(none.stderr, /^berth: No berth daemon is running/);
    const made = await fromSource(tmp, [
      ...socket,
      "new",
      "-d",
      "-s",
      "a",
      "--",
      "/bin/sh",
    ]);
    assert.equal(made.code, 0, made.stderr);
    // A command that waits: the process started is the one that runs it
    // with the config (execve), not the parent of another.
    const waiting = new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "-A",
        "--quiet",
        "--no-config",
        "--v8-flags=--no-lazy,--max-old-space-size=4096",
        `${ROOT}main.ts`,
        ...socket,
        "wait",
        "-t",
        "a",
        "--text",
        "never-shown",
      ],
      env: testEnv({ BERTH_BUNDLE: "0", HOME: tmp }),
      clearEnv: true,
      stdout: "null",
      stderr: "null",
    }).spawn();
    try {
      const cmdline = () =>
        Deno.readTextFileSync(`/proc/${waiting.pid}/cmdline`).split("\0")
          .slice(0, -1);
      await waitFor(() => cmdline().includes("--config"), 20_000, "execve");
      assert.ok(!cmdline().includes("--no-config"));
      assert.ok(
        cmdline().includes("--v8-flags=--max-old-space-size=4096"),
        "Deno's flags kept, but --no-lazy (for bundles only)",
      );
      assert.equal(cmdline().at(-1), "never-shown");
      const children = Deno.readTextFileSync(
        `/proc/${waiting.pid}/task/${waiting.pid}/children`,
      ).trim();
      assert.equal(children, "", "no child process");
    } finally {
      waiting.kill("SIGKILL");
      await waiting.status;
    }
  } finally {
    await fromSource(tmp, [...socket, "kill-server"]);
    await Deno.remove(tmp, { recursive: true });
  }
});
