import assert from "node:assert/strict";
import {
  connectExisting,
  localVersionLine,
  openPastUpgrade,
} from "../../client/daemon_start.ts";
import { PROTOCOL_VERSION } from "../../protocol/messages.ts";
import { upgradePathFor } from "../../protocol/socket_path.ts";
import { openUnix } from "../../client/transport/unix.ts";
import { ConnectionError } from "../../client/connection.ts";
import { TransportError } from "../../client/transport/byte_stream.ts";

/** The refusal of a daemon of protocol `v` (as its client_conn words it). */
const refusal = (v: number) =>
  `Client speaks protocol ${PROTOCOL_VERSION} but the daemon speaks ${v} (pid 4242); stop it with the berth of protocol ${v} (berth kill-server) or with kill 4242 (its sessions end), then retry with one berth version`;

const STOP =
  "stop it with the berth that started it (berth kill-server) or with kill 4242 (its sessions end), then retry";

Deno.test("localVersionLine() offers berth upgrade, keeping the sessions, against an older daemon it can take over", () => {
  assert.equal(
    localVersionLine(refusal(8), "/run/berth/s"),
    `This berth speaks protocol ${PROTOCOL_VERSION} and the daemon on /run/berth/s speaks 8 (pid 4242): berth upgrade to keep its sessions, or ${STOP}`,
  );
  assert.match(
    localVersionLine(refusal(PROTOCOL_VERSION - 1), "/run/berth/s"),
    /\(pid 4242\): berth upgrade to keep its sessions, or stop it/,
  );
});

Deno.test("localVersionLine() offers only the stop where berth upgrade cannot work", () => {
  // A protocol 6 daemon's state is refused by this berth's daemon; a
  // newer daemon would be downgraded.
  for (const v of [4, 6, PROTOCOL_VERSION + 1]) {
    assert.equal(
      localVersionLine(refusal(v), "/run/berth/s"),
      `This berth speaks protocol ${PROTOCOL_VERSION} and the daemon on /run/berth/s speaks ${v} (pid 4242): ${STOP}`,
    );
  }
});

/** Nobody listens on the socket: what `openPastUpgrade` tries again for. */
const nobody = (err: unknown) =>
  err instanceof TransportError &&
  (err.kind === "no-daemon" || err.kind === "stale");

Deno.test("openPastUpgrade() tries again when the upgrade ended between a refused connect and its failure being read", async () => {
  const dir = Deno.makeTempDirSync({ prefix: "berth-past-upgrade-" });
  Deno.chmodSync(dir, 0o700);
  const socket = `${dir}/s.sock`;
  const state = upgradePathFor(socket);
  Deno.writeTextFileSync(state, "state");
  let listener: Deno.Listener | null = null;
  let tries = 0;
  try {
    const conn = await openPastUpgrade(socket, async () => {
      tries++;
      try {
        return await openUnix(socket);
      } finally {
        // Meanwhile (a loaded machine reads the failure late) the new
        // daemon listened and removed its state file.
        if (!listener) {
          listener = Deno.listen({ transport: "unix", path: socket });
          Deno.removeSync(state);
        }
      }
    }, nobody);
    conn.close();
    assert.equal(tries, 2);
  } finally {
    (listener as Deno.Listener | null)?.close();
    Deno.removeSync(dir, { recursive: true });
  }
});

Deno.test("openPastUpgrade() gives up at once when no upgrade is under way", async () => {
  const dir = Deno.makeTempDirSync({ prefix: "berth-past-upgrade-" });
  Deno.chmodSync(dir, 0o700);
  let tries = 0;
  try {
    await assert.rejects(
      openPastUpgrade(`${dir}/s.sock`, () => {
        tries++;
        return openUnix(`${dir}/s.sock`);
      }, nobody),
      (err) => err instanceof TransportError && err.kind === "no-daemon",
    );
    assert.equal(tries, 1);
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

Deno.test("connectExisting() tries again when the daemon being upgraded hangs up before its welcome (a connect queued at the exec)", async () => {
  const dir = Deno.makeTempDirSync({ prefix: "berth-past-upgrade-" });
  Deno.chmodSync(dir, 0o700);
  const socket = `${dir}/s.sock`;
  const state = upgradePathFor(socket);
  Deno.writeTextFileSync(state, "state");
  // The old daemon, frozen: the connect is queued, never accepted.
  const old = Deno.listen({ transport: "unix", path: socket });
  try {
    const connecting = connectExisting(socket);
    connecting.catch(() => {});
    await new Promise((ok) => setTimeout(ok, 200));
    // The exec closes its socket (the queued connect is reset); the new
    // daemon has not listened yet: it is waited for, not taken for gone.
    old.close();
    await new Promise((ok) => setTimeout(ok, 200));
    // It never comes: once the state file goes, no daemon.
    Deno.removeSync(state);
    await assert.rejects(
      connecting,
      (err) => err instanceof ConnectionError && err.kind === "no-daemon",
    );
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});
