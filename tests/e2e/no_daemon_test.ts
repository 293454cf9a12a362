/**
 * End to end: what commands say when no daemon runs, or when the one that
 * ran was killed and left its socket behind (`kill -9`), and
 * `berth has-session`.
 */

import assert from "node:assert/strict";
import { type CliResult, TestDaemon, waitFor } from "../_helpers/daemon.ts";
import { pathExists } from "../_helpers/path_exists.ts";

/** Asserts exit code `code` and one line on stderr matching `re`. */
function expectFailure(r: CliResult, code: number, re: RegExp, what: string) {
  assert.equal(r.code, code, `${what}: stdout ${r.stdout} stderr ${r.stderr}`);
  assert.match(r.stderr, /^berth: [^\n]+\n$/, `${what}: one line`);
  assert.match(r.stderr, re, what);
}

/** True once nothing listens on the socket (the killed daemon is gone). */
async function refused(path: string): Promise<boolean> {
  try {
    (await Deno.connect({ transport: "unix", path })).close();
    return false;
  } catch (err) {
    return err instanceof Deno.errors.ConnectionRefused;
  }
}

Deno.test("berth ls with no daemon says so on stderr and exits 1, as tmux does", async () => {
  await using d = await TestDaemon.create();
  const r = await d.cli("ls");
  expectFailure(r, 1, /No berth daemon is running on .*test\.sock/, "ls");
  assert.equal(r.stdout, "");
  // --json: the same line as JSON, with why.
  const json = await d.cli("ls", "--json");
  assert.equal(json.code, 1);
  assert.equal(json.stdout, "");
  assert.match(json.stderr, /^\{[^\n]*\}\n$/);
  const err = JSON.parse(json.stderr);
  assert.equal(err.ok, false);
  assert.equal(err.error, "no-daemon");
  assert.match(err.message, /^No berth daemon is running on .*test\.sock/);
  assert.ok(!(await pathExists(d.socket)), "ls starts no daemon");
});

Deno.test("berth has-session exits 0 silently for a session, 1 with one line otherwise", async () => {
  await using d = await TestDaemon.create();
  expectFailure(
    await d.cli("has-session", "-t", "s"),
    1,
    /No berth daemon is running/,
    "no daemon",
  );
  await d.ok("new", "-d", "-s", "s", "sleep", "600");
  await d.ok("new", "-d", "-s", "kept", "--keep", "true");
  await d.ok("wait", "kept", "--exit", "--timeout", "20");
  for (const args of [["-t", "s"], ["s"], ["-t", "kept"]]) {
    const r = await d.cli("has-session", ...args);
    assert.deepEqual(r, { code: 0, stdout: "", stderr: "" }, args.join(" "));
  }
  expectFailure(
    await d.cli("has-session", "-t", "nope"),
    1,
    /No session named nope/,
    "unknown session",
  );
  // No name: the current session (the most recent outside any), as tmux's.
  assert.deepEqual(await d.cli("has-session"), {
    code: 0,
    stdout: "",
    stderr: "",
  });
  expectFailure(
    await d.cli("has-session", "s", "kept"),
    1,
    /one session name/,
    "two names",
  );
  // A pane id, the daemon's: its session exists while the pane does.
  const id = (await d.ok("display", "-p", "-t", "s", "#D")).trim();
  assert.deepEqual(await d.cli("has-session", "-t", id), {
    code: 0,
    stdout: "",
    stderr: "",
  });
  expectFailure(
    await d.cli("has-session", "-t", "%999"),
    1,
    /No pane %999/,
    "unknown pane",
  );
});

Deno.test("a daemon killed with SIGKILL: the next command removes its socket and says where its log is", async () => {
  await using d = await TestDaemon.create();
  const kill9 = async () => {
    await d.ok("new", "-d", "-s", "s", "sleep", "600");
    Deno.kill(await d.daemonPid(), "SIGKILL");
    await waitFor(() => refused(d.socket), 10_000, "daemon death");
    assert.ok(await pathExists(d.socket), "the dead daemon's socket is left");
  };
  await kill9();
  let r = await d.cli("ls");
  expectFailure(
    r,
    1,
    /The berth daemon on .*test\.sock had died; removed its socket \(its log: .*test\.log\)/,
    "ls",
  );
  assert.ok(!(await pathExists(d.socket)), "ls removed the stale socket");
  r = await d.cli("ls");
  expectFailure(r, 1, /No berth daemon is running/, "then: no daemon");

  // Commands that start a daemon say so and carry on with a new one.
  await kill9();
  r = await d.cli("new", "-d", "-s", "t", "-P", "sleep", "600");
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, "t:\n");
  assert.match(
    r.stderr,
    /^berth: The berth daemon on .* had died; removed its socket \(its log: .*\); starting a new one\n$/,
  );
  assert.equal(await d.ok("has-session", "t"), "");

  // wait: the session is gone with its daemon (exit 2, as for no daemon).
  await kill9();
  r = await d.cli("wait", "t", "--exit");
  expectFailure(r, 2, /had died; removed its socket/, "wait");
});

/** Mounts a tmpfs of `inodes` inodes at `dir`; false where that is not allowed. */
async function mountTinyTmpfs(dir: string, inodes: number): Promise<boolean> {
  if (Deno.uid() !== 0) return false;
  const out = await new Deno.Command("mount", {
    args: ["-t", "tmpfs", "-o", `size=64k,nr_inodes=${inodes}`, "tmpfs", dir],
    stderr: "null",
  }).output();
  return out.success;
}

Deno.test("a daemon that cannot start on a state directory out of inodes says what failed", async (t) => {
  await using d = await TestDaemon.create();
  const full = `${d.dir}/full`;
  await Deno.mkdir(full);
  if (!(await mountTinyTmpfs(full, 2))) {
    console.log("skipped: mounting a tmpfs needs root (and CAP_SYS_ADMIN)");
    return;
  }
  try {
    // The root directory takes one inode; one file takes the last.
    await Deno.writeTextFile(`${full}/filler`, "");
    await t.step("new", async () => {
      const r = await d.cliWith(
        { noSocket: true },
        "--socket",
        `${full}/s.sock`,
        "new",
        "-d",
        "sleep",
        "600",
      );
      expectFailure(
        r,
        1,
        /The daemon failed to start: Cannot create socket .*full\/s\.sock: No space left on device/,
        "new",
      );
      assert.doesNotMatch(r.stderr, /\.log/, "names no log it could not write");
    });
  } finally {
    await new Deno.Command("umount", { args: [full] }).output();
  }
});
