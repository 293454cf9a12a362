import assert from "node:assert/strict";
import {
  reconnect,
  statusRow,
  statusText,
} from "../../client/attach/reconnect.ts";
import { ConnectionError } from "../../client/connection.ts";

Deno.test("statusText() says where, which try, how to give up, and when keys were dropped", () => {
  assert.equal(
    statusText("box", "C-b", { attempt: 3 }, 0),
    "[reconnecting to box, try 3; C-b d gives up; keys kept]",
  );
  assert.equal(
    statusText("box", "C-a", { attempt: 4, error: "Cannot reach box" }, 12),
    "[reconnecting to box, try 4: Cannot reach box; C-a d gives up; 12 bytes typed over 64 KiB dropped]",
  );
  // Why the last try failed, in ssh's last words: on an 80-column row.
  const line = statusText(
    "build-box",
    "C-b",
    {
      attempt: 2,
      error:
        "Cannot reach build-box: ssh: connect to host build-box port 22: Connection refused",
    },
    0,
  );
  assert.equal(
    line,
    "[reconnecting to build-box, try 2: Connection refused; C-b d gives up; keys kept]",
  );
});

Deno.test("statusRow() fills the row in reverse video and cuts at its width", () => {
  const row = statusRow(5, "abcdefg");
  assert.equal(row.chars.join(""), "abcde");
  assert.equal(statusRow(4, "ab").chars.join(""), "ab  ");
});

Deno.test("reconnect() ends at once when the daemon came back speaking another protocol, saying to attach again", async () => {
  let tries = 0;
  const stop = new AbortController();
  const outcome = await reconnect(
    () => {
      // Tried again and again, it would never end: give up after three.
      if (++tries === 3) stop.abort();
      return Promise.reject(
        new ConnectionError(
          "version",
          "Client speaks protocol 16 but the daemon speaks 17 (pid 42); stop it with the berth of protocol 17 (berth kill-server) or with kill 42 (its sessions end), then retry with one berth version",
        ),
      );
    },
    {
      name: "work",
      token: "t",
      seq: 1,
      readOnly: false,
      clipboard: false,
      size: () => ({ cols: 80, rows: 24 }),
    },
    () => {},
    stop.signal,
    [0],
  );
  assert.equal(tries, 1);
  assert.deepEqual(outcome, {
    kind: "gone",
    message:
      "daemon upgraded to protocol 17: berth attach again, with the new berth",
  });
});
