import assert from "node:assert/strict";
import { localVersionLine } from "../../client/daemon_start.ts";
import { PROTOCOL_VERSION } from "../../protocol/messages.ts";

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
