/**
 * An older berth for the tests of what this one does with an older daemon:
 * the tree of a commit of this repository, run with its own Deno config on
 * a test daemon's socket.
 *
 * @module
 */

import type { TestDaemon } from "./daemon.ts";

const REPO = new URL("../..", import.meta.url).pathname;

/** This repository holds `commit` (a shallow clone may not). */
export function hasCommit(commit: string): boolean {
  try {
    return new Deno.Command("git", {
      args: ["-C", REPO, "cat-file", "-e", commit],
      stderr: "null",
    }).outputSync().success;
  } catch {
    return false;
  }
}

/**
 * The berth of `commit`, unpacked in a temporary folder, run on the socket
 * of `d` with its environment. Disposing of it stops its daemon (its own
 * `kill-server`) and removes the folder.
 */
export class OldBerth implements AsyncDisposable {
  readonly #dir: string;
  readonly #d: TestDaemon;

  private constructor(dir: string, d: TestDaemon) {
    this.#dir = dir;
    this.#d = d;
  }

  /** Unpacks `commit`'s tree (`git archive`) for the daemon of `d`. */
  static async unpack(commit: string, d: TestDaemon): Promise<OldBerth> {
    const dir = await Deno.makeTempDir({ prefix: "berth-old-" });
    const tar = await new Deno.Command("sh", {
      args: ["-c", `git -C '${REPO}' archive ${commit} | tar -x -C '${dir}'`],
    }).output();
    if (!tar.success) {
      await Deno.remove(dir, { recursive: true });
      throw new Error(
        `git archive ${commit}: ${new TextDecoder().decode(tar.stderr)}`,
      );
    }
    return new OldBerth(dir, d);
  }

  /** `berth ...args` of this commit on the test daemon's socket. */
  run(...args: string[]): Promise<Deno.CommandOutput> {
    return new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "-A",
        "--quiet",
        "--config",
        `${this.#dir}/deno.json`,
        `${this.#dir}/main.ts`,
        "--socket",
        this.#d.socket,
        ...args,
      ],
      // From its source: its bundles would be built (4 s of CPU each time)
      // into the user's cache, under a name no run removes (26 MB a run).
      env: { ...this.#d.env, BERTH_BUNDLE: "0" },
      clearEnv: true,
    }).output();
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.run("kill-server");
    await Deno.remove(this.#dir, { recursive: true });
  }
}
